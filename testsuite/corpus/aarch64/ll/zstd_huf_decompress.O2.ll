; ModuleID = 'src/zstd/lib/decompress/huf_decompress.c'
source_filename = "src/zstd/lib/decompress/huf_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.algo_time_t = type { i32, i32 }
%struct.HUF_DEltX1 = type { i8, i8 }
%struct.sortedSymbol_t = type { i8 }
%struct.HUF_DEltX2 = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.HUF_DecompressFastArgs = type { [4 x ptr], [4 x ptr], [4 x i64], ptr, ptr, ptr, [4 x ptr] }

@algoTime = internal unnamed_addr constant [16 x [2 x %struct.algo_time_t]] [[2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 150, i32 216 }, %struct.algo_time_t { i32 381, i32 119 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 170, i32 205 }, %struct.algo_time_t { i32 514, i32 112 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 177, i32 199 }, %struct.algo_time_t { i32 539, i32 110 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 197, i32 194 }, %struct.algo_time_t { i32 644, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 221, i32 192 }, %struct.algo_time_t { i32 735, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 256, i32 189 }, %struct.algo_time_t { i32 881, i32 106 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 359, i32 188 }, %struct.algo_time_t { i32 1167, i32 109 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 582, i32 187 }, %struct.algo_time_t { i32 1570, i32 114 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 688, i32 187 }, %struct.algo_time_t { i32 1712, i32 122 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 825, i32 186 }, %struct.algo_time_t { i32 1965, i32 136 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 976, i32 185 }, %struct.algo_time_t { i32 2131, i32 150 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1180, i32 186 }, %struct.algo_time_t { i32 2070, i32 175 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1377, i32 185 }, %struct.algo_time_t { i32 1731, i32 202 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1412, i32 185 }, %struct.algo_time_t { i32 1695, i32 202 }]], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readDTableX1_wksp(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #12
  store i32 0, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #12
  store i32 0, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = icmp ult i64 %4, 1492
  br i1 %10, label %643, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %3, i64 1236
  %13 = getelementptr inbounds i8, ptr %3, i64 104
  %14 = call i64 @HUF_readStats_wksp(ptr noundef nonnull %12, i64 noundef 256, ptr noundef %3, ptr noundef nonnull %8, ptr noundef nonnull %7, ptr noundef %1, i64 noundef %2, ptr noundef nonnull %13, i64 noundef 876, i32 noundef %5) #12
  %15 = icmp ult i64 %14, -119
  br i1 %15, label %16, label %643

16:                                               ; preds = %11
  %17 = load i32, ptr %0, align 4
  %18 = and i32 %17, 255
  %19 = add nuw nsw i32 %18, 1
  %20 = call i32 @llvm.umin.i32(i32 %19, i32 11)
  %21 = load i32, ptr %8, align 4, !tbaa !6
  %22 = load i32, ptr %7, align 4, !tbaa !6
  %23 = icmp ugt i32 %22, %20
  br i1 %23, label %110, label %24

24:                                               ; preds = %16
  %25 = icmp ult i32 %22, %20
  br i1 %25, label %26, label %112

26:                                               ; preds = %24
  %27 = sub nsw i32 %20, %22
  %28 = icmp eq i32 %21, 0
  br i1 %28, label %76, label %29

29:                                               ; preds = %26
  %30 = trunc i32 %27 to i8
  %31 = zext i32 %21 to i64
  %32 = icmp ult i32 %21, 8
  br i1 %32, label %58, label %33

33:                                               ; preds = %29
  %34 = icmp ult i32 %21, 32
  br i1 %34, label %60, label %35

35:                                               ; preds = %33
  %36 = and i64 %31, 4294967264
  %37 = insertelement <16 x i8> poison, i8 %30, i64 0
  %38 = shufflevector <16 x i8> %37, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i64 [ 0, %35 ], [ %51, %39 ]
  %41 = getelementptr inbounds i8, ptr %12, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <16 x i8>, ptr %41, align 1, !tbaa !10
  %44 = load <16 x i8>, ptr %42, align 1, !tbaa !10
  %45 = icmp eq <16 x i8> %43, zeroinitializer
  %46 = icmp eq <16 x i8> %44, zeroinitializer
  %47 = select <16 x i1> %45, <16 x i8> zeroinitializer, <16 x i8> %38
  %48 = select <16 x i1> %46, <16 x i8> zeroinitializer, <16 x i8> %38
  %49 = add <16 x i8> %47, %43
  %50 = add <16 x i8> %48, %44
  store <16 x i8> %49, ptr %41, align 1, !tbaa !10
  store <16 x i8> %50, ptr %42, align 1, !tbaa !10
  %51 = add nuw i64 %40, 32
  %52 = icmp eq i64 %51, %36
  br i1 %52, label %53, label %39, !llvm.loop !11

53:                                               ; preds = %39
  %54 = icmp eq i64 %36, %31
  br i1 %54, label %76, label %55

55:                                               ; preds = %53
  %56 = and i64 %31, 24
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %74, %29, %55
  %59 = phi i64 [ 0, %29 ], [ %36, %55 ], [ %62, %74 ]
  br label %80

60:                                               ; preds = %33, %55
  %61 = phi i64 [ %36, %55 ], [ 0, %33 ]
  %62 = and i64 %31, 4294967288
  %63 = insertelement <8 x i8> poison, i8 %30, i64 0
  %64 = shufflevector <8 x i8> %63, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %65

65:                                               ; preds = %65, %60
  %66 = phi i64 [ %61, %60 ], [ %72, %65 ]
  %67 = getelementptr inbounds i8, ptr %12, i64 %66
  %68 = load <8 x i8>, ptr %67, align 1, !tbaa !10
  %69 = icmp eq <8 x i8> %68, zeroinitializer
  %70 = select <8 x i1> %69, <8 x i8> zeroinitializer, <8 x i8> %64
  %71 = add <8 x i8> %70, %68
  store <8 x i8> %71, ptr %67, align 1, !tbaa !10
  %72 = add nuw i64 %66, 8
  %73 = icmp eq i64 %72, %62
  br i1 %73, label %74, label %65, !llvm.loop !15

74:                                               ; preds = %65
  %75 = icmp eq i64 %62, %31
  br i1 %75, label %76, label %58

76:                                               ; preds = %80, %53, %74, %26
  %77 = icmp ult i32 %27, %20
  br i1 %77, label %78, label %89

78:                                               ; preds = %76
  %79 = zext nneg i32 %20 to i64
  br label %99

80:                                               ; preds = %58, %80
  %81 = phi i64 [ %87, %80 ], [ %59, %58 ]
  %82 = getelementptr inbounds i8, ptr %12, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !10
  %84 = icmp eq i8 %83, 0
  %85 = select i1 %84, i8 0, i8 %30
  %86 = add i8 %85, %83
  store i8 %86, ptr %82, align 1, !tbaa !10
  %87 = add nuw nsw i64 %81, 1
  %88 = icmp eq i64 %87, %31
  br i1 %88, label %76, label %80, !llvm.loop !16

89:                                               ; preds = %99, %76
  %90 = zext i32 %27 to i64
  %91 = xor i32 %22, -1
  %92 = add i32 %20, %91
  %93 = zext i32 %92 to i64
  %94 = shl nuw nsw i64 %93, 2
  %95 = sub nsw i64 %90, %93
  %96 = shl nsw i64 %95, 2
  %97 = getelementptr i8, ptr %3, i64 %96
  %98 = add nuw nsw i64 %94, 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %97, i8 0, i64 %98, i1 false), !tbaa !6
  br label %112

99:                                               ; preds = %99, %78
  %100 = phi i64 [ %79, %78 ], [ %107, %99 ]
  %101 = trunc nuw i64 %100 to i32
  %102 = sub nsw i32 %101, %27
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %3, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = getelementptr inbounds i32, ptr %3, i64 %100
  store i32 %105, ptr %106, align 4, !tbaa !6
  %107 = add nsw i64 %100, -1
  %108 = trunc i64 %107 to i32
  %109 = icmp ult i32 %27, %108
  br i1 %109, label %99, label %89, !llvm.loop !17

110:                                              ; preds = %16
  %111 = icmp ugt i32 %22, %19
  br i1 %111, label %643, label %112

112:                                              ; preds = %89, %24, %110
  %113 = phi i32 [ %22, %110 ], [ %20, %24 ], [ %20, %89 ]
  %114 = trunc i32 %17 to i8
  %115 = lshr i32 %17, 24
  %116 = trunc nuw i32 %115 to i8
  %117 = trunc i32 %113 to i8
  store i8 %114, ptr %0, align 4
  %118 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 0, ptr %118, align 1
  %119 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %117, ptr %119, align 2
  %120 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %116, ptr %120, align 1
  %121 = add nsw i32 %21, -3
  %122 = getelementptr inbounds i8, ptr %3, i64 52
  %123 = add nuw i32 %113, 1
  %124 = zext i32 %123 to i64
  br label %131

125:                                              ; preds = %131
  %126 = icmp sgt i32 %21, 3
  br i1 %126, label %127, label %185

127:                                              ; preds = %125
  %128 = getelementptr inbounds i8, ptr %3, i64 980
  %129 = getelementptr inbounds i8, ptr %3, i64 52
  %130 = zext nneg i32 %121 to i64
  br label %140

131:                                              ; preds = %112, %131
  %132 = phi i64 [ 0, %112 ], [ %138, %131 ]
  %133 = phi i32 [ 0, %112 ], [ %136, %131 ]
  %134 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %132
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add i32 %135, %133
  %137 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %132
  store i32 %133, ptr %137, align 4, !tbaa !6
  %138 = add nuw nsw i64 %132, 1
  %139 = icmp eq i64 %138, %124
  br i1 %139, label %125, label %131, !llvm.loop !18

140:                                              ; preds = %127, %140
  %141 = phi i64 [ 0, %127 ], [ %181, %140 ]
  %142 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !10
  %144 = zext i8 %143 to i64
  %145 = trunc i64 %141 to i8
  %146 = getelementptr inbounds [13 x i32], ptr %129, i64 0, i64 %144
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = add i32 %147, 1
  store i32 %148, ptr %146, align 4, !tbaa !6
  %149 = zext i32 %147 to i64
  %150 = getelementptr inbounds [256 x i8], ptr %128, i64 0, i64 %149
  store i8 %145, ptr %150, align 1, !tbaa !10
  %151 = or disjoint i64 %141, 1
  %152 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !10
  %154 = zext i8 %153 to i64
  %155 = trunc i64 %151 to i8
  %156 = getelementptr inbounds [13 x i32], ptr %129, i64 0, i64 %154
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = add i32 %157, 1
  store i32 %158, ptr %156, align 4, !tbaa !6
  %159 = zext i32 %157 to i64
  %160 = getelementptr inbounds [256 x i8], ptr %128, i64 0, i64 %159
  store i8 %155, ptr %160, align 1, !tbaa !10
  %161 = or disjoint i64 %141, 2
  %162 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !10
  %164 = zext i8 %163 to i64
  %165 = trunc i64 %161 to i8
  %166 = getelementptr inbounds [13 x i32], ptr %129, i64 0, i64 %164
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = add i32 %167, 1
  store i32 %168, ptr %166, align 4, !tbaa !6
  %169 = zext i32 %167 to i64
  %170 = getelementptr inbounds [256 x i8], ptr %128, i64 0, i64 %169
  store i8 %165, ptr %170, align 1, !tbaa !10
  %171 = or disjoint i64 %141, 3
  %172 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !10
  %174 = zext i8 %173 to i64
  %175 = trunc i64 %171 to i8
  %176 = getelementptr inbounds [13 x i32], ptr %129, i64 0, i64 %174
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = add i32 %177, 1
  store i32 %178, ptr %176, align 4, !tbaa !6
  %179 = zext i32 %177 to i64
  %180 = getelementptr inbounds [256 x i8], ptr %128, i64 0, i64 %179
  store i8 %175, ptr %180, align 1, !tbaa !10
  %181 = add nuw nsw i64 %141, 4
  %182 = icmp ult i64 %181, %130
  br i1 %182, label %140, label %183, !llvm.loop !19

183:                                              ; preds = %140
  %184 = trunc nuw nsw i64 %181 to i32
  br label %185

185:                                              ; preds = %183, %125
  %186 = phi i32 [ 0, %125 ], [ %184, %183 ]
  %187 = icmp slt i32 %186, %21
  br i1 %187, label %188, label %206

188:                                              ; preds = %185
  %189 = getelementptr inbounds i8, ptr %3, i64 980
  %190 = getelementptr inbounds i8, ptr %3, i64 52
  %191 = zext nneg i32 %186 to i64
  %192 = zext i32 %21 to i64
  br label %193

193:                                              ; preds = %188, %193
  %194 = phi i64 [ %191, %188 ], [ %204, %193 ]
  %195 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !10
  %197 = zext i8 %196 to i64
  %198 = trunc i64 %194 to i8
  %199 = getelementptr inbounds [13 x i32], ptr %190, i64 0, i64 %197
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = add i32 %200, 1
  store i32 %201, ptr %199, align 4, !tbaa !6
  %202 = zext i32 %200 to i64
  %203 = getelementptr inbounds [256 x i8], ptr %189, i64 0, i64 %202
  store i8 %198, ptr %203, align 1, !tbaa !10
  %204 = add nuw nsw i64 %194, 1
  %205 = icmp eq i64 %204, %192
  br i1 %205, label %206, label %193, !llvm.loop !20

206:                                              ; preds = %193, %185
  %207 = add i32 %113, 1
  %208 = icmp ugt i32 %207, 1
  br i1 %208, label %209, label %643

209:                                              ; preds = %206
  %210 = load i32, ptr %3, align 4, !tbaa !6
  %211 = getelementptr inbounds i8, ptr %3, i64 980
  %212 = zext i32 %207 to i64
  %213 = getelementptr i8, ptr %0, i64 4
  %214 = getelementptr i8, ptr %0, i64 4
  %215 = getelementptr i8, ptr %3, i64 980
  %216 = getelementptr i8, ptr %3, i64 980
  %217 = getelementptr i8, ptr %0, i64 4
  %218 = getelementptr i8, ptr %0, i64 4
  %219 = getelementptr i8, ptr %3, i64 980
  %220 = getelementptr i8, ptr %3, i64 980
  %221 = getelementptr i8, ptr %0, i64 4
  %222 = getelementptr i8, ptr %0, i64 4
  %223 = getelementptr i8, ptr %3, i64 980
  %224 = getelementptr i8, ptr %3, i64 980
  %225 = getelementptr i8, ptr %0, i64 4
  %226 = getelementptr i8, ptr %0, i64 4
  %227 = getelementptr i8, ptr %3, i64 980
  %228 = getelementptr i8, ptr %3, i64 980
  %229 = getelementptr i8, ptr %9, i64 64
  %230 = getelementptr i8, ptr %9, i64 32
  br label %231

231:                                              ; preds = %209, %637
  %232 = phi i64 [ 1, %209 ], [ %641, %637 ]
  %233 = phi i32 [ %210, %209 ], [ %638, %637 ]
  %234 = phi i32 [ 0, %209 ], [ %640, %637 ]
  %235 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %232
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = trunc nuw i64 %232 to i32
  %238 = shl nuw i32 1, %237
  %239 = ashr exact i32 %238, 1
  %240 = sub i32 %207, %237
  %241 = trunc i32 %240 to i8
  %242 = icmp sgt i32 %236, 0
  switch i32 %239, label %530 [
    i32 1, label %465
    i32 2, label %393
    i32 4, label %320
    i32 8, label %243
  ]

243:                                              ; preds = %231
  br i1 %242, label %244, label %637

244:                                              ; preds = %243
  %245 = and i32 %240, 255
  %246 = zext nneg i32 %245 to i64
  %247 = sext i32 %233 to i64
  %248 = sext i32 %234 to i64
  %249 = zext nneg i32 %236 to i64
  %250 = icmp ult i32 %236, 4
  br i1 %250, label %292, label %251

251:                                              ; preds = %244
  %252 = shl nsw i64 %248, 1
  %253 = getelementptr i8, ptr %225, i64 %252
  %254 = shl nuw nsw i64 %249, 4
  %255 = getelementptr i8, ptr %226, i64 %254
  %256 = getelementptr i8, ptr %255, i64 %252
  %257 = getelementptr i8, ptr %227, i64 %247
  %258 = getelementptr i8, ptr %228, i64 %247
  %259 = getelementptr i8, ptr %258, i64 %249
  %260 = icmp ult ptr %253, %259
  %261 = icmp ult ptr %257, %256
  %262 = and i1 %260, %261
  br i1 %262, label %292, label %263

263:                                              ; preds = %251
  %264 = icmp ult i32 %236, 16
  br i1 %264, label %295, label %265

265:                                              ; preds = %263
  %266 = and i64 %249, 2147483632
  %267 = insertelement <16 x i64> poison, i64 %246, i64 0
  %268 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %248
  %269 = shufflevector <16 x i64> %267, <16 x i64> poison, <32 x i32> zeroinitializer
  br label %270

270:                                              ; preds = %270, %265
  %271 = phi i64 [ 0, %265 ], [ %283, %270 ]
  %272 = add nsw i64 %271, %247
  %273 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %272
  %274 = load <16 x i8>, ptr %273, align 1, !tbaa !10, !alias.scope !21
  %275 = shl i64 %271, 4
  %276 = getelementptr i8, ptr %268, i64 %275
  %277 = shufflevector <16 x i8> %274, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %278 = zext <32 x i8> %277 to <32 x i64>
  %279 = shl nuw nsw <32 x i64> %278, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %280 = or disjoint <32 x i64> %279, %269
  %281 = mul nuw <32 x i64> %280, <i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489>
  %282 = shufflevector <32 x i64> %281, <32 x i64> poison, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i64> %282, ptr %276, align 1, !tbaa !24
  %283 = add nuw i64 %271, 16
  %284 = icmp eq i64 %283, %266
  br i1 %284, label %285, label %270, !llvm.loop !26

285:                                              ; preds = %270
  %286 = icmp eq i64 %266, %249
  br i1 %286, label %637, label %287

287:                                              ; preds = %285
  %288 = shl nuw nsw i64 %266, 3
  %289 = add nsw i64 %288, %248
  %290 = and i64 %249, 12
  %291 = icmp eq i64 %290, 0
  br i1 %291, label %292, label %295

292:                                              ; preds = %318, %251, %244, %287
  %293 = phi i64 [ %248, %244 ], [ %248, %251 ], [ %289, %287 ], [ %299, %318 ]
  %294 = phi i64 [ 0, %244 ], [ 0, %251 ], [ %266, %287 ], [ %297, %318 ]
  br label %584

295:                                              ; preds = %263, %287
  %296 = phi i64 [ %266, %287 ], [ 0, %263 ]
  %297 = and i64 %249, 2147483644
  %298 = shl nuw nsw i64 %297, 3
  %299 = add nsw i64 %298, %248
  %300 = insertelement <4 x i64> poison, i64 %246, i64 0
  %301 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %248
  %302 = shufflevector <4 x i64> %300, <4 x i64> poison, <8 x i32> zeroinitializer
  br label %303

303:                                              ; preds = %303, %295
  %304 = phi i64 [ %296, %295 ], [ %316, %303 ]
  %305 = add nsw i64 %304, %247
  %306 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %305
  %307 = load <4 x i8>, ptr %306, align 1, !tbaa !10, !alias.scope !27
  %308 = shl i64 %304, 4
  %309 = getelementptr i8, ptr %301, i64 %308
  %310 = shufflevector <4 x i8> %307, <4 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %311 = zext <8 x i8> %310 to <8 x i64>
  %312 = shl nuw nsw <8 x i64> %311, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %313 = or disjoint <8 x i64> %312, %302
  %314 = mul nuw <8 x i64> %313, <i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489>
  %315 = shufflevector <8 x i64> %314, <8 x i64> poison, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i64> %315, ptr %309, align 1, !tbaa !24
  %316 = add nuw i64 %304, 4
  %317 = icmp eq i64 %316, %297
  br i1 %317, label %318, label %303, !llvm.loop !30

318:                                              ; preds = %303
  %319 = icmp eq i64 %297, %249
  br i1 %319, label %637, label %292

320:                                              ; preds = %231
  br i1 %242, label %321, label %637

321:                                              ; preds = %320
  %322 = and i32 %240, 255
  %323 = zext nneg i32 %322 to i64
  %324 = sext i32 %233 to i64
  %325 = sext i32 %234 to i64
  %326 = zext nneg i32 %236 to i64
  %327 = icmp ult i32 %236, 4
  br i1 %327, label %367, label %328

328:                                              ; preds = %321
  %329 = shl nsw i64 %325, 1
  %330 = getelementptr i8, ptr %221, i64 %329
  %331 = shl nuw nsw i64 %326, 3
  %332 = getelementptr i8, ptr %222, i64 %331
  %333 = getelementptr i8, ptr %332, i64 %329
  %334 = getelementptr i8, ptr %223, i64 %324
  %335 = getelementptr i8, ptr %224, i64 %324
  %336 = getelementptr i8, ptr %335, i64 %326
  %337 = icmp ult ptr %330, %336
  %338 = icmp ult ptr %334, %333
  %339 = and i1 %337, %338
  br i1 %339, label %367, label %340

340:                                              ; preds = %328
  %341 = icmp ult i32 %236, 16
  br i1 %341, label %370, label %342

342:                                              ; preds = %340
  %343 = and i64 %326, 2147483632
  %344 = insertelement <16 x i64> poison, i64 %323, i64 0
  %345 = shufflevector <16 x i64> %344, <16 x i64> poison, <16 x i32> zeroinitializer
  %346 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %325
  br label %347

347:                                              ; preds = %347, %342
  %348 = phi i64 [ 0, %342 ], [ %358, %347 ]
  %349 = add nsw i64 %348, %324
  %350 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %349
  %351 = load <16 x i8>, ptr %350, align 1, !tbaa !10, !alias.scope !31
  %352 = zext <16 x i8> %351 to <16 x i64>
  %353 = shl nuw nsw <16 x i64> %352, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %354 = or disjoint <16 x i64> %353, %345
  %355 = mul nuw <16 x i64> %354, <i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489>
  %356 = shl i64 %348, 3
  %357 = getelementptr i8, ptr %346, i64 %356
  store <16 x i64> %355, ptr %357, align 1, !tbaa !24, !alias.scope !34, !noalias !31
  %358 = add nuw i64 %348, 16
  %359 = icmp eq i64 %358, %343
  br i1 %359, label %360, label %347, !llvm.loop !36

360:                                              ; preds = %347
  %361 = icmp eq i64 %343, %326
  br i1 %361, label %637, label %362

362:                                              ; preds = %360
  %363 = shl nuw nsw i64 %343, 2
  %364 = add nsw i64 %363, %325
  %365 = and i64 %326, 12
  %366 = icmp eq i64 %365, 0
  br i1 %366, label %367, label %370

367:                                              ; preds = %391, %328, %321, %362
  %368 = phi i64 [ %325, %321 ], [ %325, %328 ], [ %364, %362 ], [ %374, %391 ]
  %369 = phi i64 [ 0, %321 ], [ 0, %328 ], [ %343, %362 ], [ %372, %391 ]
  br label %570

370:                                              ; preds = %340, %362
  %371 = phi i64 [ %343, %362 ], [ 0, %340 ]
  %372 = and i64 %326, 2147483644
  %373 = shl nuw nsw i64 %372, 2
  %374 = add nsw i64 %373, %325
  %375 = insertelement <4 x i64> poison, i64 %323, i64 0
  %376 = shufflevector <4 x i64> %375, <4 x i64> poison, <4 x i32> zeroinitializer
  %377 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %325
  br label %378

378:                                              ; preds = %378, %370
  %379 = phi i64 [ %371, %370 ], [ %389, %378 ]
  %380 = add nsw i64 %379, %324
  %381 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %380
  %382 = load <4 x i8>, ptr %381, align 1, !tbaa !10, !alias.scope !37
  %383 = zext <4 x i8> %382 to <4 x i64>
  %384 = shl nuw nsw <4 x i64> %383, <i64 8, i64 8, i64 8, i64 8>
  %385 = or disjoint <4 x i64> %384, %376
  %386 = mul nuw <4 x i64> %385, <i64 281479271743489, i64 281479271743489, i64 281479271743489, i64 281479271743489>
  %387 = shl i64 %379, 3
  %388 = getelementptr i8, ptr %377, i64 %387
  store <4 x i64> %386, ptr %388, align 1, !tbaa !24, !alias.scope !40, !noalias !37
  %389 = add nuw i64 %379, 4
  %390 = icmp eq i64 %389, %372
  br i1 %390, label %391, label %378, !llvm.loop !42

391:                                              ; preds = %378
  %392 = icmp eq i64 %372, %326
  br i1 %392, label %637, label %367

393:                                              ; preds = %231
  br i1 %242, label %394, label %637

394:                                              ; preds = %393
  %395 = sext i32 %233 to i64
  %396 = sext i32 %234 to i64
  %397 = zext nneg i32 %236 to i64
  %398 = icmp ult i32 %236, 8
  br i1 %398, label %441, label %399

399:                                              ; preds = %394
  %400 = shl nsw i64 %396, 1
  %401 = getelementptr i8, ptr %217, i64 %400
  %402 = shl nuw nsw i64 %397, 2
  %403 = getelementptr i8, ptr %218, i64 %402
  %404 = getelementptr i8, ptr %403, i64 %400
  %405 = getelementptr i8, ptr %219, i64 %395
  %406 = getelementptr i8, ptr %220, i64 %395
  %407 = getelementptr i8, ptr %406, i64 %397
  %408 = icmp ult ptr %401, %407
  %409 = icmp ult ptr %405, %404
  %410 = and i1 %408, %409
  br i1 %410, label %441, label %411

411:                                              ; preds = %399
  %412 = icmp ult i32 %236, 32
  br i1 %412, label %444, label %413

413:                                              ; preds = %411
  %414 = and i64 %397, 2147483616
  %415 = insertelement <16 x i8> poison, i8 %241, i64 0
  %416 = shufflevector <16 x i8> %415, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %417

417:                                              ; preds = %417, %413
  %418 = phi i64 [ 0, %413 ], [ %432, %417 ]
  %419 = shl i64 %418, 1
  %420 = add i64 %419, %396
  %421 = add nsw i64 %418, %395
  %422 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %421
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load <16 x i8>, ptr %422, align 1, !tbaa !10, !alias.scope !43
  %425 = load <16 x i8>, ptr %423, align 1, !tbaa !10, !alias.scope !43
  %426 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %420
  %427 = getelementptr %struct.HUF_DEltX1, ptr %229, i64 %420
  %428 = shufflevector <16 x i8> %416, <16 x i8> %424, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %429 = shufflevector <64 x i8> %428, <64 x i8> poison, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i8> %429, ptr %426, align 1, !tbaa !10
  %430 = shufflevector <16 x i8> %416, <16 x i8> %425, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %431 = shufflevector <64 x i8> %430, <64 x i8> poison, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i8> %431, ptr %427, align 1, !tbaa !10
  %432 = add nuw i64 %418, 32
  %433 = icmp eq i64 %432, %414
  br i1 %433, label %434, label %417, !llvm.loop !46

434:                                              ; preds = %417
  %435 = icmp eq i64 %414, %397
  br i1 %435, label %637, label %436

436:                                              ; preds = %434
  %437 = shl nuw nsw i64 %414, 1
  %438 = add nsw i64 %437, %396
  %439 = and i64 %397, 24
  %440 = icmp eq i64 %439, 0
  br i1 %440, label %441, label %444

441:                                              ; preds = %463, %399, %394, %436
  %442 = phi i64 [ %396, %394 ], [ %396, %399 ], [ %438, %436 ], [ %448, %463 ]
  %443 = phi i64 [ 0, %394 ], [ 0, %399 ], [ %414, %436 ], [ %446, %463 ]
  br label %557

444:                                              ; preds = %411, %436
  %445 = phi i64 [ %414, %436 ], [ 0, %411 ]
  %446 = and i64 %397, 2147483640
  %447 = shl nuw nsw i64 %446, 1
  %448 = add nsw i64 %447, %396
  %449 = insertelement <8 x i8> poison, i8 %241, i64 0
  %450 = shufflevector <8 x i8> %449, <8 x i8> poison, <8 x i32> zeroinitializer
  %451 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %396
  br label %452

452:                                              ; preds = %452, %444
  %453 = phi i64 [ %445, %444 ], [ %461, %452 ]
  %454 = add nsw i64 %453, %395
  %455 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %454
  %456 = load <8 x i8>, ptr %455, align 1, !tbaa !10, !alias.scope !47
  %457 = shl i64 %453, 2
  %458 = getelementptr i8, ptr %451, i64 %457
  %459 = shufflevector <8 x i8> %450, <8 x i8> %456, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %460 = shufflevector <32 x i8> %459, <32 x i8> poison, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i8> %460, ptr %458, align 1, !tbaa !10
  %461 = add nuw i64 %453, 8
  %462 = icmp eq i64 %461, %446
  br i1 %462, label %463, label %452, !llvm.loop !50

463:                                              ; preds = %452
  %464 = icmp eq i64 %446, %397
  br i1 %464, label %637, label %441

465:                                              ; preds = %231
  br i1 %242, label %466, label %637

466:                                              ; preds = %465
  %467 = sext i32 %233 to i64
  %468 = sext i32 %234 to i64
  %469 = zext nneg i32 %236 to i64
  %470 = icmp ult i32 %236, 8
  br i1 %470, label %509, label %471

471:                                              ; preds = %466
  %472 = shl nsw i64 %468, 1
  %473 = getelementptr i8, ptr %213, i64 %472
  %474 = add nsw i64 %468, %469
  %475 = shl nsw i64 %474, 1
  %476 = getelementptr i8, ptr %214, i64 %475
  %477 = getelementptr i8, ptr %215, i64 %467
  %478 = getelementptr i8, ptr %216, i64 %467
  %479 = getelementptr i8, ptr %478, i64 %469
  %480 = icmp ult ptr %473, %479
  %481 = icmp ult ptr %477, %476
  %482 = and i1 %480, %481
  br i1 %482, label %509, label %483

483:                                              ; preds = %471
  %484 = icmp ult i32 %236, 32
  br i1 %484, label %512, label %485

485:                                              ; preds = %483
  %486 = and i64 %469, 2147483616
  %487 = insertelement <16 x i8> poison, i8 %241, i64 0
  %488 = shufflevector <16 x i8> %487, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %489

489:                                              ; preds = %489, %485
  %490 = phi i64 [ 0, %485 ], [ %501, %489 ]
  %491 = add i64 %490, %468
  %492 = add nsw i64 %490, %467
  %493 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %492
  %494 = getelementptr inbounds i8, ptr %493, i64 16
  %495 = load <16 x i8>, ptr %493, align 1, !tbaa !10, !alias.scope !51
  %496 = load <16 x i8>, ptr %494, align 1, !tbaa !10, !alias.scope !51
  %497 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %491
  %498 = getelementptr %struct.HUF_DEltX1, ptr %230, i64 %491
  %499 = shufflevector <16 x i8> %488, <16 x i8> %495, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %499, ptr %497, align 1, !tbaa !10
  %500 = shufflevector <16 x i8> %488, <16 x i8> %496, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %500, ptr %498, align 1, !tbaa !10
  %501 = add nuw i64 %490, 32
  %502 = icmp eq i64 %501, %486
  br i1 %502, label %503, label %489, !llvm.loop !54

503:                                              ; preds = %489
  %504 = icmp eq i64 %486, %469
  br i1 %504, label %637, label %505

505:                                              ; preds = %503
  %506 = add nsw i64 %486, %468
  %507 = and i64 %469, 24
  %508 = icmp eq i64 %507, 0
  br i1 %508, label %509, label %512

509:                                              ; preds = %528, %471, %466, %505
  %510 = phi i64 [ %468, %466 ], [ %468, %471 ], [ %506, %505 ], [ %515, %528 ]
  %511 = phi i64 [ 0, %466 ], [ 0, %471 ], [ %486, %505 ], [ %514, %528 ]
  br label %546

512:                                              ; preds = %483, %505
  %513 = phi i64 [ %486, %505 ], [ 0, %483 ]
  %514 = and i64 %469, 2147483640
  %515 = add nsw i64 %514, %468
  %516 = insertelement <8 x i8> poison, i8 %241, i64 0
  %517 = shufflevector <8 x i8> %516, <8 x i8> poison, <8 x i32> zeroinitializer
  %518 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %468
  br label %519

519:                                              ; preds = %519, %512
  %520 = phi i64 [ %513, %512 ], [ %526, %519 ]
  %521 = add nsw i64 %520, %467
  %522 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %521
  %523 = load <8 x i8>, ptr %522, align 1, !tbaa !10, !alias.scope !55
  %524 = getelementptr %struct.HUF_DEltX1, ptr %518, i64 %520
  %525 = shufflevector <8 x i8> %517, <8 x i8> %523, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %525, ptr %524, align 1, !tbaa !10
  %526 = add nuw i64 %520, 8
  %527 = icmp eq i64 %526, %514
  br i1 %527, label %528, label %519, !llvm.loop !58

528:                                              ; preds = %519
  %529 = icmp eq i64 %514, %469
  br i1 %529, label %637, label %509

530:                                              ; preds = %231
  br i1 %242, label %531, label %637

531:                                              ; preds = %530
  %532 = and i32 %240, 255
  %533 = zext nneg i32 %532 to i64
  %534 = icmp sgt i32 %239, 0
  %535 = sext i32 %239 to i64
  %536 = sext i32 %233 to i64
  %537 = sext i32 %234 to i64
  %538 = zext nneg i32 %236 to i64
  %539 = add nsw i64 %535, -1
  %540 = lshr i64 %539, 4
  %541 = add nuw nsw i64 %540, 1
  %542 = icmp ult i32 %239, 49
  %543 = and i64 %541, 2305843009213693948
  %544 = shl i64 %543, 4
  %545 = icmp eq i64 %541, %543
  br label %599

546:                                              ; preds = %509, %546
  %547 = phi i64 [ %554, %546 ], [ %510, %509 ]
  %548 = phi i64 [ %555, %546 ], [ %511, %509 ]
  %549 = add nsw i64 %548, %467
  %550 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %549
  %551 = load i8, ptr %550, align 1, !tbaa !10
  %552 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %547
  store i8 %241, ptr %552, align 1, !tbaa !10
  %553 = getelementptr inbounds i8, ptr %552, i64 1
  store i8 %551, ptr %553, align 1, !tbaa !10
  %554 = add nsw i64 %547, 1
  %555 = add nuw nsw i64 %548, 1
  %556 = icmp eq i64 %555, %469
  br i1 %556, label %637, label %546, !llvm.loop !59

557:                                              ; preds = %441, %557
  %558 = phi i64 [ %567, %557 ], [ %442, %441 ]
  %559 = phi i64 [ %568, %557 ], [ %443, %441 ]
  %560 = add nsw i64 %559, %395
  %561 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %560
  %562 = load i8, ptr %561, align 1, !tbaa !10
  %563 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %558
  store i8 %241, ptr %563, align 1, !tbaa !10
  %564 = getelementptr inbounds i8, ptr %563, i64 1
  store i8 %562, ptr %564, align 1, !tbaa !10
  %565 = getelementptr i8, ptr %563, i64 2
  store i8 %241, ptr %565, align 1, !tbaa !10
  %566 = getelementptr i8, ptr %563, i64 3
  store i8 %562, ptr %566, align 1, !tbaa !10
  %567 = add nsw i64 %558, 2
  %568 = add nuw nsw i64 %559, 1
  %569 = icmp eq i64 %568, %397
  br i1 %569, label %637, label %557, !llvm.loop !60

570:                                              ; preds = %367, %570
  %571 = phi i64 [ %581, %570 ], [ %368, %367 ]
  %572 = phi i64 [ %582, %570 ], [ %369, %367 ]
  %573 = add nsw i64 %572, %324
  %574 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %573
  %575 = load i8, ptr %574, align 1, !tbaa !10
  %576 = zext i8 %575 to i64
  %577 = shl nuw nsw i64 %576, 8
  %578 = or disjoint i64 %577, %323
  %579 = mul nuw i64 %578, 281479271743489
  %580 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %571
  store i64 %579, ptr %580, align 1, !tbaa !24
  %581 = add nsw i64 %571, 4
  %582 = add nuw nsw i64 %572, 1
  %583 = icmp eq i64 %582, %326
  br i1 %583, label %637, label %570, !llvm.loop !61

584:                                              ; preds = %292, %584
  %585 = phi i64 [ %596, %584 ], [ %293, %292 ]
  %586 = phi i64 [ %597, %584 ], [ %294, %292 ]
  %587 = add nsw i64 %586, %247
  %588 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %587
  %589 = load i8, ptr %588, align 1, !tbaa !10
  %590 = zext i8 %589 to i64
  %591 = shl nuw nsw i64 %590, 8
  %592 = or disjoint i64 %591, %246
  %593 = mul nuw i64 %592, 281479271743489
  %594 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %585
  store i64 %593, ptr %594, align 1, !tbaa !24
  %595 = getelementptr inbounds i8, ptr %594, i64 8
  store i64 %593, ptr %595, align 1, !tbaa !24
  %596 = add nsw i64 %585, 8
  %597 = add nuw nsw i64 %586, 1
  %598 = icmp eq i64 %597, %249
  br i1 %598, label %637, label %584, !llvm.loop !62

599:                                              ; preds = %531, %633
  %600 = phi i64 [ %537, %531 ], [ %634, %633 ]
  %601 = phi i64 [ 0, %531 ], [ %635, %633 ]
  %602 = add nsw i64 %601, %536
  %603 = getelementptr inbounds [256 x i8], ptr %211, i64 0, i64 %602
  %604 = load i8, ptr %603, align 1, !tbaa !10
  %605 = zext i8 %604 to i64
  %606 = shl nuw nsw i64 %605, 8
  %607 = or disjoint i64 %606, %533
  %608 = mul nuw i64 %607, 281479271743489
  br i1 %534, label %609, label %633

609:                                              ; preds = %599
  %610 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %600
  br i1 %542, label %623, label %611

611:                                              ; preds = %609
  %612 = insertelement <2 x i64> poison, i64 %608, i64 0
  %613 = shufflevector <2 x i64> %612, <2 x i64> poison, <8 x i32> zeroinitializer
  br label %614

614:                                              ; preds = %614, %611
  %615 = phi i64 [ 0, %611 ], [ %620, %614 ]
  %616 = shl i64 %615, 4
  %617 = or disjoint i64 %616, 32
  %618 = getelementptr inbounds %struct.HUF_DEltX1, ptr %610, i64 %616
  %619 = getelementptr inbounds %struct.HUF_DEltX1, ptr %610, i64 %617
  store <8 x i64> %613, ptr %618, align 1, !tbaa !24
  store <8 x i64> %613, ptr %619, align 1, !tbaa !24
  %620 = add nuw i64 %615, 4
  %621 = icmp eq i64 %620, %543
  br i1 %621, label %622, label %614, !llvm.loop !63

622:                                              ; preds = %614
  br i1 %545, label %633, label %623

623:                                              ; preds = %622, %609
  %624 = phi i64 [ 0, %609 ], [ %544, %622 ]
  br label %625

625:                                              ; preds = %623, %625
  %626 = phi i64 [ %631, %625 ], [ %624, %623 ]
  %627 = getelementptr inbounds %struct.HUF_DEltX1, ptr %610, i64 %626
  store i64 %608, ptr %627, align 1, !tbaa !24
  %628 = getelementptr inbounds i8, ptr %627, i64 8
  store i64 %608, ptr %628, align 1, !tbaa !24
  %629 = getelementptr inbounds i8, ptr %627, i64 16
  store i64 %608, ptr %629, align 1, !tbaa !24
  %630 = getelementptr inbounds i8, ptr %627, i64 24
  store i64 %608, ptr %630, align 1, !tbaa !24
  %631 = add nuw nsw i64 %626, 16
  %632 = icmp slt i64 %631, %535
  br i1 %632, label %625, label %633, !llvm.loop !64

633:                                              ; preds = %625, %622, %599
  %634 = add nsw i64 %600, %535
  %635 = add nuw nsw i64 %601, 1
  %636 = icmp eq i64 %635, %538
  br i1 %636, label %637, label %599, !llvm.loop !65

637:                                              ; preds = %584, %570, %557, %546, %633, %285, %318, %360, %391, %434, %463, %503, %528, %243, %320, %393, %465, %530
  %638 = add nsw i32 %236, %233
  %639 = mul nsw i32 %236, %239
  %640 = add nsw i32 %639, %234
  %641 = add nuw nsw i64 %232, 1
  %642 = icmp eq i64 %641, %212
  br i1 %642, label %643, label %231, !llvm.loop !66

643:                                              ; preds = %637, %206, %110, %11, %6
  %644 = phi i64 [ -44, %6 ], [ %14, %11 ], [ -44, %110 ], [ %14, %206 ], [ %14, %637 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #12
  ret i64 %644
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @HUF_readStats_wksp(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readDTableX2_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #12
  %9 = load i32, ptr %0, align 4
  %10 = trunc i32 %9 to i8
  %11 = lshr i32 %9, 24
  %12 = trunc nuw i32 %11 to i8
  %13 = and i32 %9, 255
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = icmp ult i64 %4, 2124
  br i1 %15, label %282, label %16

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %3, i64 676
  %18 = getelementptr inbounds i8, ptr %3, i64 680
  %19 = getelementptr inbounds i8, ptr %3, i64 624
  %20 = icmp ugt i32 %13, 12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(112) %19, i8 0, i64 112, i1 false)
  br i1 %20, label %282, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 992
  %23 = getelementptr inbounds i8, ptr %3, i64 1248
  %24 = call i64 @HUF_readStats_wksp(ptr noundef nonnull %22, i64 noundef 256, ptr noundef nonnull %19, ptr noundef nonnull %8, ptr noundef nonnull %7, ptr noundef %1, i64 noundef %2, ptr noundef nonnull %23, i64 noundef 876, i32 noundef %5) #12
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %26, label %282

26:                                               ; preds = %21
  %27 = load i32, ptr %7, align 4, !tbaa !6
  %28 = icmp ugt i32 %27, %13
  br i1 %28, label %282, label %29

29:                                               ; preds = %26
  %30 = icmp ult i32 %27, 12
  %31 = icmp eq i32 %13, 12
  %32 = select i1 %30, i1 %31, i1 false
  %33 = add nuw nsw i32 %27, 1
  br label %34

34:                                               ; preds = %34, %29
  %35 = phi i32 [ %46, %34 ], [ 0, %29 ]
  %36 = phi i32 [ %45, %34 ], [ 1, %29 ]
  %37 = phi i32 [ %44, %34 ], [ %33, %29 ]
  %38 = phi i32 [ %43, %34 ], [ %27, %29 ]
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = icmp eq i32 %41, 0
  %43 = add i32 %38, -1
  %44 = add i32 %37, -1
  %45 = add i32 %36, 1
  %46 = add i32 %35, -1
  br i1 %42, label %34, label %47, !llvm.loop !67

47:                                               ; preds = %34
  %48 = select i1 %32, i32 11, i32 %13
  %49 = add i32 %38, 1
  %50 = icmp ugt i32 %49, 1
  br i1 %50, label %51, label %62

51:                                               ; preds = %47
  %52 = zext i32 %37 to i64
  br label %53

53:                                               ; preds = %51, %53
  %54 = phi i64 [ 1, %51 ], [ %60, %53 ]
  %55 = phi i32 [ 0, %51 ], [ %58, %53 ]
  %56 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %54
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = add i32 %57, %55
  %59 = getelementptr inbounds i32, ptr %18, i64 %54
  store i32 %55, ptr %59, align 4, !tbaa !6
  %60 = add nuw nsw i64 %54, 1
  %61 = icmp eq i64 %60, %52
  br i1 %61, label %62, label %53, !llvm.loop !68

62:                                               ; preds = %53, %47
  %63 = phi i32 [ 0, %47 ], [ %58, %53 ]
  store i32 %63, ptr %18, align 4, !tbaa !6
  %64 = zext i32 %49 to i64
  %65 = getelementptr inbounds i32, ptr %18, i64 %64
  store i32 %63, ptr %65, align 4, !tbaa !6
  %66 = load i32, ptr %8, align 4, !tbaa !6
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %84, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %3, i64 736
  %70 = zext i32 %66 to i64
  br label %71

71:                                               ; preds = %68, %71
  %72 = phi i64 [ 0, %68 ], [ %82, %71 ]
  %73 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !10
  %75 = zext i8 %74 to i64
  %76 = getelementptr inbounds i32, ptr %18, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = add i32 %77, 1
  store i32 %78, ptr %76, align 4, !tbaa !6
  %79 = trunc i64 %72 to i8
  %80 = zext i32 %77 to i64
  %81 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %69, i64 0, i64 %80
  store i8 %79, ptr %81, align 1, !tbaa !69
  %82 = add nuw nsw i64 %72, 1
  %83 = icmp eq i64 %82, %70
  br i1 %83, label %84, label %71, !llvm.loop !71

84:                                               ; preds = %71, %62
  store i32 0, ptr %18, align 4, !tbaa !6
  %85 = xor i32 %27, -1
  %86 = add i32 %48, %85
  br i1 %50, label %87, label %101

87:                                               ; preds = %84
  %88 = zext i32 %37 to i64
  br label %89

89:                                               ; preds = %87, %89
  %90 = phi i64 [ 1, %87 ], [ %99, %89 ]
  %91 = phi i32 [ 0, %87 ], [ %97, %89 ]
  %92 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %90
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = trunc nuw i64 %90 to i32
  %95 = add i32 %86, %94
  %96 = shl i32 %93, %95
  %97 = add i32 %96, %91
  %98 = getelementptr inbounds i32, ptr %3, i64 %90
  store i32 %91, ptr %98, align 4, !tbaa !6
  %99 = add nuw nsw i64 %90, 1
  %100 = icmp eq i64 %99, %88
  br i1 %100, label %101, label %89, !llvm.loop !72

101:                                              ; preds = %89, %84
  %102 = sub i32 %33, %38
  %103 = add nuw nsw i32 %48, 1
  %104 = sub i32 %103, %102
  %105 = icmp ult i32 %102, %104
  br i1 %105, label %106, label %157

106:                                              ; preds = %101
  %107 = zext i32 %36 to i64
  %108 = add i32 %48, %35
  %109 = zext i32 %37 to i64
  %110 = add nsw i64 %109, -1
  %111 = icmp ult i64 %110, 8
  %112 = and i64 %110, -8
  %113 = or disjoint i64 %112, 1
  %114 = icmp eq i64 %110, %112
  br label %115

115:                                              ; preds = %106, %152
  %116 = phi i64 [ 0, %106 ], [ %156, %152 ]
  %117 = phi i64 [ %107, %106 ], [ %153, %152 ]
  %118 = getelementptr inbounds [12 x [13 x i32]], ptr %3, i64 0, i64 %117
  br i1 %50, label %119, label %152

119:                                              ; preds = %115
  %120 = add i64 %116, %107
  %121 = mul i64 %120, 52
  %122 = trunc nuw i64 %117 to i32
  %123 = icmp ult i64 %121, 32
  %124 = select i1 %111, i1 true, i1 %123
  br i1 %124, label %142, label %125

125:                                              ; preds = %119
  %126 = insertelement <4 x i32> poison, i32 %122, i64 0
  %127 = shufflevector <4 x i32> %126, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %128

128:                                              ; preds = %128, %125
  %129 = phi i64 [ 0, %125 ], [ %139, %128 ]
  %130 = or disjoint i64 %129, 1
  %131 = getelementptr inbounds i32, ptr %3, i64 %130
  %132 = getelementptr inbounds i8, ptr %131, i64 16
  %133 = load <4 x i32>, ptr %131, align 4, !tbaa !6
  %134 = load <4 x i32>, ptr %132, align 4, !tbaa !6
  %135 = lshr <4 x i32> %133, %127
  %136 = lshr <4 x i32> %134, %127
  %137 = getelementptr inbounds i32, ptr %118, i64 %130
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  store <4 x i32> %135, ptr %137, align 4, !tbaa !6
  store <4 x i32> %136, ptr %138, align 4, !tbaa !6
  %139 = add nuw i64 %129, 8
  %140 = icmp eq i64 %139, %112
  br i1 %140, label %141, label %128, !llvm.loop !73

141:                                              ; preds = %128
  br i1 %114, label %152, label %142

142:                                              ; preds = %141, %119
  %143 = phi i64 [ 1, %119 ], [ %113, %141 ]
  br label %144

144:                                              ; preds = %142, %144
  %145 = phi i64 [ %150, %144 ], [ %143, %142 ]
  %146 = getelementptr inbounds i32, ptr %3, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = lshr i32 %147, %122
  %149 = getelementptr inbounds i32, ptr %118, i64 %145
  store i32 %148, ptr %149, align 4, !tbaa !6
  %150 = add nuw nsw i64 %145, 1
  %151 = icmp eq i64 %150, %109
  br i1 %151, label %152, label %144, !llvm.loop !74

152:                                              ; preds = %144, %141, %115
  %153 = add nuw nsw i64 %117, 1
  %154 = trunc i64 %153 to i32
  %155 = icmp eq i32 %108, %154
  %156 = add i64 %116, 1
  br i1 %155, label %157, label %115, !llvm.loop !75

157:                                              ; preds = %152, %101
  %158 = getelementptr inbounds i8, ptr %3, i64 736
  %159 = sub i32 %33, %48
  %160 = icmp slt i32 %38, 1
  br i1 %160, label %277, label %161

161:                                              ; preds = %157, %275
  %162 = phi i64 [ %165, %275 ], [ 1, %157 ]
  %163 = getelementptr inbounds i32, ptr %17, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = add nuw nsw i64 %162, 1
  %166 = getelementptr inbounds i32, ptr %17, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = trunc nuw nsw i64 %162 to i32
  %169 = sub i32 %33, %168
  %170 = sub i32 %48, %169
  %171 = icmp ult i32 %170, %102
  br i1 %171, label %266, label %172

172:                                              ; preds = %161
  %173 = and i32 %170, 31
  %174 = shl nuw i32 1, %173
  %175 = icmp eq i32 %164, %167
  br i1 %175, label %275, label %176

176:                                              ; preds = %172
  %177 = add i32 %169, %159
  %178 = call i32 @llvm.smax.i32(i32 %177, i32 1)
  %179 = getelementptr inbounds i32, ptr %3, i64 %162
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = zext i32 %169 to i64
  %182 = getelementptr inbounds [13 x i32], ptr %3, i64 %181
  %183 = icmp sgt i32 %177, 1
  %184 = shl i32 %169, 16
  %185 = add i32 %184, 16777216
  %186 = zext nneg i32 %178 to i64
  %187 = getelementptr inbounds i32, ptr %182, i64 %186
  %188 = icmp sgt i32 %178, %38
  %189 = add i32 %169, %33
  %190 = sext i32 %164 to i64
  br label %191

191:                                              ; preds = %261, %176
  %192 = phi i64 [ %190, %176 ], [ %263, %261 ]
  %193 = phi i32 [ %180, %176 ], [ %262, %261 ]
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i64 %194
  %196 = getelementptr inbounds %struct.sortedSymbol_t, ptr %158, i64 %192
  %197 = load i8, ptr %196, align 1, !tbaa !69
  %198 = zext i8 %197 to i16
  br i1 %183, label %199, label %242

199:                                              ; preds = %191
  %200 = zext i8 %197 to i32
  %201 = or disjoint i32 %185, %200
  %202 = zext i32 %201 to i64
  %203 = mul nuw i64 %202, 4294967297
  %204 = load i32, ptr %187, align 4, !tbaa !6
  switch i32 %174, label %205 [
    i32 2, label %240
    i32 4, label %230
  ]

205:                                              ; preds = %199
  %206 = icmp sgt i32 %204, 0
  br i1 %206, label %207, label %242

207:                                              ; preds = %205
  %208 = zext nneg i32 %204 to i64
  %209 = add nsw i64 %208, -1
  %210 = lshr i64 %209, 3
  %211 = add nuw nsw i64 %210, 1
  %212 = icmp ult i32 %204, 25
  br i1 %212, label %213, label %215

213:                                              ; preds = %228, %207
  %214 = phi i64 [ 0, %207 ], [ %217, %228 ]
  br label %232

215:                                              ; preds = %207
  %216 = and i64 %211, 4611686018427387900
  %217 = shl i64 %216, 3
  %218 = insertelement <2 x i64> poison, i64 %203, i64 0
  %219 = shufflevector <2 x i64> %218, <2 x i64> poison, <8 x i32> zeroinitializer
  br label %220

220:                                              ; preds = %220, %215
  %221 = phi i64 [ 0, %215 ], [ %226, %220 ]
  %222 = shl i64 %221, 3
  %223 = or disjoint i64 %222, 16
  %224 = getelementptr inbounds %struct.HUF_DEltX2, ptr %195, i64 %222
  %225 = getelementptr inbounds %struct.HUF_DEltX2, ptr %195, i64 %223
  store <8 x i64> %219, ptr %224, align 2
  store <8 x i64> %219, ptr %225, align 2
  %226 = add nuw i64 %221, 4
  %227 = icmp eq i64 %226, %216
  br i1 %227, label %228, label %220, !llvm.loop !76

228:                                              ; preds = %220
  %229 = icmp eq i64 %211, %216
  br i1 %229, label %242, label %213

230:                                              ; preds = %199
  store i64 %203, ptr %195, align 2
  %231 = getelementptr inbounds i8, ptr %195, i64 8
  br label %240

232:                                              ; preds = %213, %232
  %233 = phi i64 [ %238, %232 ], [ %214, %213 ]
  %234 = getelementptr inbounds %struct.HUF_DEltX2, ptr %195, i64 %233
  store i64 %203, ptr %234, align 2
  %235 = getelementptr inbounds i8, ptr %234, i64 8
  store i64 %203, ptr %235, align 2
  %236 = getelementptr inbounds i8, ptr %234, i64 16
  store i64 %203, ptr %236, align 2
  %237 = getelementptr inbounds i8, ptr %234, i64 24
  store i64 %203, ptr %237, align 2
  %238 = add nuw nsw i64 %233, 8
  %239 = icmp ult i64 %238, %208
  br i1 %239, label %232, label %242, !llvm.loop !77

240:                                              ; preds = %230, %199
  %241 = phi ptr [ %231, %230 ], [ %195, %199 ]
  store i64 %203, ptr %241, align 2
  br label %242

242:                                              ; preds = %232, %228, %240, %205, %191
  br i1 %188, label %261, label %243

243:                                              ; preds = %242, %243
  %244 = phi i64 [ %247, %243 ], [ %186, %242 ]
  %245 = getelementptr inbounds i32, ptr %17, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = add nuw nsw i64 %244, 1
  %248 = getelementptr inbounds i32, ptr %17, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !6
  %250 = trunc nsw i64 %244 to i32
  %251 = sub i32 %189, %250
  %252 = getelementptr inbounds i32, ptr %182, i64 %244
  %253 = load i32, ptr %252, align 4, !tbaa !6
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds %struct.HUF_DEltX2, ptr %195, i64 %254
  %256 = sext i32 %246 to i64
  %257 = getelementptr inbounds %struct.sortedSymbol_t, ptr %158, i64 %256
  %258 = sext i32 %249 to i64
  %259 = getelementptr inbounds %struct.sortedSymbol_t, ptr %158, i64 %258
  call fastcc void @HUF_fillDTableX2ForWeight(ptr noundef nonnull %255, ptr noundef nonnull %257, ptr noundef nonnull %259, i32 noundef %251, i32 noundef %48, i16 noundef %198, i32 noundef 2)
  %260 = icmp eq i64 %247, %64
  br i1 %260, label %261, label %243, !llvm.loop !78

261:                                              ; preds = %243, %242
  %262 = add i32 %193, %174
  %263 = add nsw i64 %192, 1
  %264 = trunc nsw i64 %263 to i32
  %265 = icmp eq i32 %167, %264
  br i1 %265, label %275, label %191, !llvm.loop !79

266:                                              ; preds = %161
  %267 = getelementptr inbounds i32, ptr %3, i64 %162
  %268 = load i32, ptr %267, align 4, !tbaa !6
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i64 %269
  %271 = sext i32 %164 to i64
  %272 = getelementptr inbounds %struct.sortedSymbol_t, ptr %158, i64 %271
  %273 = sext i32 %167 to i64
  %274 = getelementptr inbounds %struct.sortedSymbol_t, ptr %158, i64 %273
  call fastcc void @HUF_fillDTableX2ForWeight(ptr noundef nonnull %270, ptr noundef nonnull %272, ptr noundef nonnull %274, i32 noundef %169, i32 noundef %48, i16 noundef 0, i32 noundef 1)
  br label %275

275:                                              ; preds = %261, %266, %172
  %276 = icmp eq i64 %165, %64
  br i1 %276, label %277, label %161, !llvm.loop !80

277:                                              ; preds = %275, %157
  %278 = trunc nuw nsw i32 %48 to i8
  store i8 %10, ptr %0, align 4
  %279 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 1, ptr %279, align 1
  %280 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %278, ptr %280, align 2
  %281 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %12, ptr %281, align 1
  br label %282

282:                                              ; preds = %26, %21, %16, %6, %277
  %283 = phi i64 [ %24, %277 ], [ -1, %6 ], [ -44, %16 ], [ %24, %21 ], [ -44, %26 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #12
  ret i64 %283
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_decompress1X2_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i64 @HUF_readDTableX2_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = icmp ult i64 %9, %4
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %3, i64 %9
  %15 = sub i64 %4, %9
  %16 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %14, i64 noundef %15, ptr noundef %0)
  br label %17

17:                                               ; preds = %11, %8, %13
  %18 = phi i64 [ %16, %13 ], [ %9, %8 ], [ -72, %11 ]
  ret i64 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %484, label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = icmp ugt i64 %3, 7
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %2, i64 %3
  %12 = getelementptr i8, ptr %11, i64 -1
  %13 = load i8, ptr %12, align 1, !tbaa !10
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %484, label %65

15:                                               ; preds = %7
  %16 = load i8, ptr %2, align 1, !tbaa !10
  %17 = zext i8 %16 to i64
  switch i64 %3, label %59 [
    i64 7, label %18
    i64 6, label %24
    i64 5, label %31
    i64 4, label %38
    i64 3, label %45
    i64 2, label %52
  ]

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %2, i64 6
  %20 = load i8, ptr %19, align 1, !tbaa !10
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 48
  %23 = or disjoint i64 %22, %17
  br label %24

24:                                               ; preds = %18, %15
  %25 = phi i64 [ %17, %15 ], [ %23, %18 ]
  %26 = getelementptr inbounds i8, ptr %2, i64 5
  %27 = load i8, ptr %26, align 1, !tbaa !10
  %28 = zext i8 %27 to i64
  %29 = shl nuw nsw i64 %28, 40
  %30 = add nuw nsw i64 %29, %25
  br label %31

31:                                               ; preds = %24, %15
  %32 = phi i64 [ %17, %15 ], [ %30, %24 ]
  %33 = getelementptr inbounds i8, ptr %2, i64 4
  %34 = load i8, ptr %33, align 1, !tbaa !10
  %35 = zext i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 32
  %37 = add nuw nsw i64 %36, %32
  br label %38

38:                                               ; preds = %31, %15
  %39 = phi i64 [ %17, %15 ], [ %37, %31 ]
  %40 = getelementptr inbounds i8, ptr %2, i64 3
  %41 = load i8, ptr %40, align 1, !tbaa !10
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 24
  %44 = add nuw nsw i64 %43, %39
  br label %45

45:                                               ; preds = %38, %15
  %46 = phi i64 [ %17, %15 ], [ %44, %38 ]
  %47 = getelementptr inbounds i8, ptr %2, i64 2
  %48 = load i8, ptr %47, align 1, !tbaa !10
  %49 = zext i8 %48 to i64
  %50 = shl nuw nsw i64 %49, 16
  %51 = add nuw nsw i64 %50, %46
  br label %52

52:                                               ; preds = %45, %15
  %53 = phi i64 [ %17, %15 ], [ %51, %45 ]
  %54 = getelementptr inbounds i8, ptr %2, i64 1
  %55 = load i8, ptr %54, align 1, !tbaa !10
  %56 = zext i8 %55 to i64
  %57 = shl nuw nsw i64 %56, 8
  %58 = add nuw nsw i64 %57, %53
  br label %59

59:                                               ; preds = %52, %15
  %60 = phi i64 [ %17, %15 ], [ %58, %52 ]
  %61 = getelementptr i8, ptr %2, i64 %3
  %62 = getelementptr i8, ptr %61, i64 -1
  %63 = load i8, ptr %62, align 1, !tbaa !10
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %484, label %83

65:                                               ; preds = %10
  %66 = add nsw i64 %3, -8
  %67 = getelementptr inbounds i8, ptr %2, i64 %66
  %68 = load i64, ptr %67, align 1, !tbaa !24
  %69 = zext i8 %13 to i32
  %70 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %69, i1 true)
  %71 = xor i32 %70, 31
  %72 = sub nuw nsw i32 8, %71
  %73 = icmp ult i64 %3, -119
  br i1 %73, label %74, label %484

74:                                               ; preds = %65
  %75 = getelementptr inbounds i8, ptr %2, i64 %66
  %76 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %77 = getelementptr inbounds i8, ptr %0, i64 %76
  %78 = getelementptr inbounds i8, ptr %4, i64 4
  %79 = load i32, ptr %4, align 4
  %80 = lshr i32 %79, 16
  %81 = ptrtoint ptr %77 to i64
  %82 = icmp sgt i64 %1, 7
  br i1 %82, label %97, label %322

83:                                               ; preds = %59
  %84 = zext i8 %63 to i32
  %85 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %84, i1 true)
  %86 = trunc nuw i64 %3 to i32
  %87 = shl nuw nsw i32 %86, 3
  %88 = sub nsw i32 %85, %87
  %89 = add nsw i32 %88, 41
  %90 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %91 = getelementptr inbounds i8, ptr %0, i64 %90
  %92 = getelementptr inbounds i8, ptr %4, i64 4
  %93 = load i32, ptr %4, align 4
  %94 = lshr i32 %93, 16
  %95 = ptrtoint ptr %91 to i64
  %96 = icmp sgt i64 %1, 7
  br i1 %96, label %97, label %351

97:                                               ; preds = %83, %74
  %98 = phi i64 [ %95, %83 ], [ %81, %74 ]
  %99 = phi i32 [ %94, %83 ], [ %80, %74 ]
  %100 = phi i32 [ %93, %83 ], [ %79, %74 ]
  %101 = phi ptr [ %92, %83 ], [ %78, %74 ]
  %102 = phi ptr [ %91, %83 ], [ %77, %74 ]
  %103 = phi i32 [ %89, %83 ], [ %72, %74 ]
  %104 = phi i64 [ %60, %83 ], [ %68, %74 ]
  %105 = phi i64 [ 0, %83 ], [ %66, %74 ]
  %106 = and i32 %100, 16515072
  %107 = icmp ult i32 %106, 786432
  %108 = sub nsw i32 0, %99
  %109 = and i32 %108, 63
  %110 = zext nneg i32 %109 to i64
  br i1 %107, label %117, label %111

111:                                              ; preds = %97
  %112 = getelementptr inbounds i8, ptr %102, i64 -7
  %113 = getelementptr inbounds i8, ptr %4, i64 4
  %114 = getelementptr inbounds i8, ptr %4, i64 4
  %115 = getelementptr inbounds i8, ptr %4, i64 4
  %116 = getelementptr inbounds i8, ptr %4, i64 4
  br label %230

117:                                              ; preds = %97
  %118 = getelementptr inbounds i8, ptr %102, i64 -9
  %119 = getelementptr inbounds i8, ptr %4, i64 4
  %120 = getelementptr inbounds i8, ptr %4, i64 4
  %121 = getelementptr inbounds i8, ptr %4, i64 4
  %122 = getelementptr inbounds i8, ptr %4, i64 4
  %123 = getelementptr inbounds i8, ptr %4, i64 4
  br label %124

124:                                              ; preds = %117, %158
  %125 = phi ptr [ %0, %117 ], [ %228, %158 ]
  %126 = phi i64 [ %105, %117 ], [ %152, %158 ]
  %127 = phi i64 [ %104, %117 ], [ %154, %158 ]
  %128 = phi i32 [ %103, %117 ], [ %224, %158 ]
  %129 = getelementptr inbounds i8, ptr %2, i64 %126
  %130 = icmp slt i64 %126, 8
  br i1 %130, label %134, label %131

131:                                              ; preds = %124
  %132 = lshr i32 %128, 3
  %133 = and i32 %128, 7
  br label %147

134:                                              ; preds = %124
  %135 = icmp eq i64 %126, 0
  br i1 %135, label %351, label %136

136:                                              ; preds = %134
  %137 = lshr i32 %128, 3
  %138 = zext nneg i32 %137 to i64
  %139 = sub nsw i64 0, %138
  %140 = getelementptr inbounds i8, ptr %129, i64 %139
  %141 = icmp ult ptr %140, %2
  %142 = trunc i64 %126 to i32
  %143 = select i1 %141, i32 %142, i32 %137
  %144 = zext i1 %141 to i32
  %145 = shl i32 %143, 3
  %146 = sub i32 %128, %145
  br label %147

147:                                              ; preds = %131, %136
  %148 = phi i32 [ %146, %136 ], [ %133, %131 ]
  %149 = phi i32 [ %143, %136 ], [ %132, %131 ]
  %150 = phi i32 [ %144, %136 ], [ 0, %131 ]
  %151 = zext i32 %149 to i64
  %152 = sub i64 %126, %151
  %153 = getelementptr inbounds i8, ptr %2, i64 %152
  %154 = load i64, ptr %153, align 1, !tbaa !24
  %155 = icmp eq i32 %150, 0
  %156 = icmp ult ptr %125, %118
  %157 = and i1 %156, %155
  br i1 %157, label %158, label %347

158:                                              ; preds = %147
  %159 = and i32 %148, 63
  %160 = zext nneg i32 %159 to i64
  %161 = shl i64 %154, %160
  %162 = lshr i64 %161, %110
  %163 = getelementptr inbounds %struct.HUF_DEltX2, ptr %123, i64 %162
  %164 = load i16, ptr %163, align 2
  store i16 %164, ptr %125, align 1
  %165 = getelementptr inbounds i8, ptr %163, i64 2
  %166 = load i8, ptr %165, align 2, !tbaa !81
  %167 = zext i8 %166 to i32
  %168 = add i32 %148, %167
  %169 = getelementptr inbounds i8, ptr %163, i64 3
  %170 = load i8, ptr %169, align 1, !tbaa !84
  %171 = zext i8 %170 to i64
  %172 = getelementptr inbounds i8, ptr %125, i64 %171
  %173 = and i32 %168, 63
  %174 = zext nneg i32 %173 to i64
  %175 = shl i64 %154, %174
  %176 = lshr i64 %175, %110
  %177 = getelementptr inbounds %struct.HUF_DEltX2, ptr %122, i64 %176
  %178 = load i16, ptr %177, align 2
  store i16 %178, ptr %172, align 1
  %179 = getelementptr inbounds i8, ptr %177, i64 2
  %180 = load i8, ptr %179, align 2, !tbaa !81
  %181 = zext i8 %180 to i32
  %182 = add i32 %168, %181
  %183 = getelementptr inbounds i8, ptr %177, i64 3
  %184 = load i8, ptr %183, align 1, !tbaa !84
  %185 = zext i8 %184 to i64
  %186 = getelementptr inbounds i8, ptr %172, i64 %185
  %187 = and i32 %182, 63
  %188 = zext nneg i32 %187 to i64
  %189 = shl i64 %154, %188
  %190 = lshr i64 %189, %110
  %191 = getelementptr inbounds %struct.HUF_DEltX2, ptr %121, i64 %190
  %192 = load i16, ptr %191, align 2
  store i16 %192, ptr %186, align 1
  %193 = getelementptr inbounds i8, ptr %191, i64 2
  %194 = load i8, ptr %193, align 2, !tbaa !81
  %195 = zext i8 %194 to i32
  %196 = add i32 %182, %195
  %197 = getelementptr inbounds i8, ptr %191, i64 3
  %198 = load i8, ptr %197, align 1, !tbaa !84
  %199 = zext i8 %198 to i64
  %200 = getelementptr inbounds i8, ptr %186, i64 %199
  %201 = and i32 %196, 63
  %202 = zext nneg i32 %201 to i64
  %203 = shl i64 %154, %202
  %204 = lshr i64 %203, %110
  %205 = getelementptr inbounds %struct.HUF_DEltX2, ptr %120, i64 %204
  %206 = load i16, ptr %205, align 2
  store i16 %206, ptr %200, align 1
  %207 = getelementptr inbounds i8, ptr %205, i64 2
  %208 = load i8, ptr %207, align 2, !tbaa !81
  %209 = zext i8 %208 to i32
  %210 = add i32 %196, %209
  %211 = getelementptr inbounds i8, ptr %205, i64 3
  %212 = load i8, ptr %211, align 1, !tbaa !84
  %213 = zext i8 %212 to i64
  %214 = getelementptr inbounds i8, ptr %200, i64 %213
  %215 = and i32 %210, 63
  %216 = zext nneg i32 %215 to i64
  %217 = shl i64 %154, %216
  %218 = lshr i64 %217, %110
  %219 = getelementptr inbounds %struct.HUF_DEltX2, ptr %119, i64 %218
  %220 = load i16, ptr %219, align 2
  store i16 %220, ptr %214, align 1
  %221 = getelementptr inbounds i8, ptr %219, i64 2
  %222 = load i8, ptr %221, align 2, !tbaa !81
  %223 = zext i8 %222 to i32
  %224 = add i32 %210, %223
  %225 = getelementptr inbounds i8, ptr %219, i64 3
  %226 = load i8, ptr %225, align 1, !tbaa !84
  %227 = zext i8 %226 to i64
  %228 = getelementptr inbounds i8, ptr %214, i64 %227
  %229 = icmp ugt i32 %224, 64
  br i1 %229, label %351, label %124, !prof !85, !llvm.loop !86

230:                                              ; preds = %111, %264
  %231 = phi ptr [ %0, %111 ], [ %320, %264 ]
  %232 = phi i64 [ %105, %111 ], [ %258, %264 ]
  %233 = phi i64 [ %104, %111 ], [ %260, %264 ]
  %234 = phi i32 [ %103, %111 ], [ %316, %264 ]
  %235 = getelementptr inbounds i8, ptr %2, i64 %232
  %236 = icmp slt i64 %232, 8
  br i1 %236, label %240, label %237

237:                                              ; preds = %230
  %238 = lshr i32 %234, 3
  %239 = and i32 %234, 7
  br label %253

240:                                              ; preds = %230
  %241 = icmp eq i64 %232, 0
  br i1 %241, label %351, label %242

242:                                              ; preds = %240
  %243 = lshr i32 %234, 3
  %244 = zext nneg i32 %243 to i64
  %245 = sub nsw i64 0, %244
  %246 = getelementptr inbounds i8, ptr %235, i64 %245
  %247 = icmp ult ptr %246, %2
  %248 = trunc i64 %232 to i32
  %249 = select i1 %247, i32 %248, i32 %243
  %250 = zext i1 %247 to i32
  %251 = shl i32 %249, 3
  %252 = sub i32 %234, %251
  br label %253

253:                                              ; preds = %237, %242
  %254 = phi i32 [ %252, %242 ], [ %239, %237 ]
  %255 = phi i32 [ %249, %242 ], [ %238, %237 ]
  %256 = phi i32 [ %250, %242 ], [ 0, %237 ]
  %257 = zext i32 %255 to i64
  %258 = sub i64 %232, %257
  %259 = getelementptr inbounds i8, ptr %2, i64 %258
  %260 = load i64, ptr %259, align 1, !tbaa !24
  %261 = icmp eq i32 %256, 0
  %262 = icmp ult ptr %231, %112
  %263 = and i1 %262, %261
  br i1 %263, label %264, label %349

264:                                              ; preds = %253
  %265 = and i32 %254, 63
  %266 = zext nneg i32 %265 to i64
  %267 = shl i64 %260, %266
  %268 = lshr i64 %267, %110
  %269 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %268
  %270 = load i16, ptr %269, align 2
  store i16 %270, ptr %231, align 1
  %271 = getelementptr inbounds i8, ptr %269, i64 2
  %272 = load i8, ptr %271, align 2, !tbaa !81
  %273 = zext i8 %272 to i32
  %274 = add i32 %254, %273
  %275 = getelementptr inbounds i8, ptr %269, i64 3
  %276 = load i8, ptr %275, align 1, !tbaa !84
  %277 = zext i8 %276 to i64
  %278 = getelementptr inbounds i8, ptr %231, i64 %277
  %279 = and i32 %274, 63
  %280 = zext nneg i32 %279 to i64
  %281 = shl i64 %260, %280
  %282 = lshr i64 %281, %110
  %283 = getelementptr inbounds %struct.HUF_DEltX2, ptr %115, i64 %282
  %284 = load i16, ptr %283, align 2
  store i16 %284, ptr %278, align 1
  %285 = getelementptr inbounds i8, ptr %283, i64 2
  %286 = load i8, ptr %285, align 2, !tbaa !81
  %287 = zext i8 %286 to i32
  %288 = add i32 %274, %287
  %289 = getelementptr inbounds i8, ptr %283, i64 3
  %290 = load i8, ptr %289, align 1, !tbaa !84
  %291 = zext i8 %290 to i64
  %292 = getelementptr inbounds i8, ptr %278, i64 %291
  %293 = and i32 %288, 63
  %294 = zext nneg i32 %293 to i64
  %295 = shl i64 %260, %294
  %296 = lshr i64 %295, %110
  %297 = getelementptr inbounds %struct.HUF_DEltX2, ptr %114, i64 %296
  %298 = load i16, ptr %297, align 2
  store i16 %298, ptr %292, align 1
  %299 = getelementptr inbounds i8, ptr %297, i64 2
  %300 = load i8, ptr %299, align 2, !tbaa !81
  %301 = zext i8 %300 to i32
  %302 = add i32 %288, %301
  %303 = getelementptr inbounds i8, ptr %297, i64 3
  %304 = load i8, ptr %303, align 1, !tbaa !84
  %305 = zext i8 %304 to i64
  %306 = getelementptr inbounds i8, ptr %292, i64 %305
  %307 = and i32 %302, 63
  %308 = zext nneg i32 %307 to i64
  %309 = shl i64 %260, %308
  %310 = lshr i64 %309, %110
  %311 = getelementptr inbounds %struct.HUF_DEltX2, ptr %113, i64 %310
  %312 = load i16, ptr %311, align 2
  store i16 %312, ptr %306, align 1
  %313 = getelementptr inbounds i8, ptr %311, i64 2
  %314 = load i8, ptr %313, align 2, !tbaa !81
  %315 = zext i8 %314 to i32
  %316 = add i32 %302, %315
  %317 = getelementptr inbounds i8, ptr %311, i64 3
  %318 = load i8, ptr %317, align 1, !tbaa !84
  %319 = zext i8 %318 to i64
  %320 = getelementptr inbounds i8, ptr %306, i64 %319
  %321 = icmp ugt i32 %316, 64
  br i1 %321, label %351, label %230, !prof !85, !llvm.loop !87

322:                                              ; preds = %74
  %323 = icmp slt i64 %3, 16
  br i1 %323, label %331, label %324

324:                                              ; preds = %322
  %325 = lshr i32 %72, 3
  %326 = zext nneg i32 %325 to i64
  %327 = sub nsw i64 0, %326
  %328 = getelementptr inbounds i8, ptr %75, i64 %327
  %329 = and i32 %72, 7
  %330 = load i64, ptr %328, align 1, !tbaa !24
  br label %351

331:                                              ; preds = %322
  %332 = icmp eq i64 %66, 0
  br i1 %332, label %351, label %333

333:                                              ; preds = %331
  %334 = lshr i32 %72, 3
  %335 = zext nneg i32 %334 to i64
  %336 = sub nsw i64 0, %335
  %337 = getelementptr inbounds i8, ptr %75, i64 %336
  %338 = icmp ult ptr %337, %2
  %339 = trunc i64 %66 to i32
  %340 = select i1 %338, i32 %339, i32 %334
  %341 = zext i32 %340 to i64
  %342 = sub nsw i64 0, %341
  %343 = getelementptr inbounds i8, ptr %75, i64 %342
  %344 = shl i32 %340, 3
  %345 = sub i32 %72, %344
  %346 = load i64, ptr %343, align 1, !tbaa !24
  br label %351

347:                                              ; preds = %147
  %348 = getelementptr inbounds i8, ptr %2, i64 %152
  br label %351

349:                                              ; preds = %253
  %350 = getelementptr inbounds i8, ptr %2, i64 %258
  br label %351

351:                                              ; preds = %240, %264, %134, %158, %349, %347, %83, %331, %333, %324
  %352 = phi i64 [ %81, %333 ], [ %81, %324 ], [ %81, %331 ], [ %95, %83 ], [ %98, %347 ], [ %98, %349 ], [ %98, %158 ], [ %98, %134 ], [ %98, %264 ], [ %98, %240 ]
  %353 = phi i32 [ %80, %333 ], [ %80, %324 ], [ %80, %331 ], [ %94, %83 ], [ %99, %347 ], [ %99, %349 ], [ %99, %158 ], [ %99, %134 ], [ %99, %264 ], [ %99, %240 ]
  %354 = phi ptr [ %78, %333 ], [ %78, %324 ], [ %78, %331 ], [ %92, %83 ], [ %101, %347 ], [ %101, %349 ], [ %101, %158 ], [ %101, %134 ], [ %101, %264 ], [ %101, %240 ]
  %355 = phi ptr [ %77, %333 ], [ %77, %324 ], [ %77, %331 ], [ %91, %83 ], [ %102, %347 ], [ %102, %349 ], [ %102, %158 ], [ %102, %134 ], [ %102, %264 ], [ %102, %240 ]
  %356 = phi i32 [ %345, %333 ], [ %329, %324 ], [ %72, %331 ], [ %89, %83 ], [ %148, %347 ], [ %254, %349 ], [ %128, %134 ], [ %224, %158 ], [ %234, %240 ], [ %316, %264 ]
  %357 = phi i64 [ %346, %333 ], [ %330, %324 ], [ %68, %331 ], [ %60, %83 ], [ %154, %347 ], [ %260, %349 ], [ %127, %134 ], [ %154, %158 ], [ %233, %240 ], [ %260, %264 ]
  %358 = phi ptr [ %343, %333 ], [ %328, %324 ], [ %75, %331 ], [ %2, %83 ], [ %348, %347 ], [ %350, %349 ], [ %129, %134 ], [ @BIT_reloadDStream.zeroFilled, %158 ], [ %235, %240 ], [ @BIT_reloadDStream.zeroFilled, %264 ]
  %359 = phi ptr [ %0, %333 ], [ %0, %324 ], [ %0, %331 ], [ %0, %83 ], [ %125, %347 ], [ %231, %349 ], [ %125, %134 ], [ %228, %158 ], [ %231, %240 ], [ %320, %264 ]
  %360 = ptrtoint ptr %359 to i64
  %361 = sub i64 %352, %360
  %362 = icmp ugt i64 %361, 1
  br i1 %362, label %363, label %445

363:                                              ; preds = %351
  %364 = getelementptr inbounds i8, ptr %355, i64 -2
  %365 = ptrtoint ptr %2 to i64
  %366 = sub nsw i32 0, %353
  %367 = and i32 %366, 63
  %368 = zext nneg i32 %367 to i64
  %369 = icmp ugt i32 %356, 64
  br i1 %369, label %405, label %370, !prof !88

370:                                              ; preds = %363, %411
  %371 = phi ptr [ %425, %411 ], [ %359, %363 ]
  %372 = phi ptr [ %400, %411 ], [ %358, %363 ]
  %373 = phi i64 [ %401, %411 ], [ %357, %363 ]
  %374 = phi i32 [ %421, %411 ], [ %356, %363 ]
  %375 = icmp ult ptr %372, %8
  br i1 %375, label %379, label %376

376:                                              ; preds = %370
  %377 = lshr i32 %374, 3
  %378 = and i32 %374, 7
  br label %394

379:                                              ; preds = %370
  %380 = icmp eq ptr %372, %2
  br i1 %380, label %405, label %381

381:                                              ; preds = %379
  %382 = lshr i32 %374, 3
  %383 = zext nneg i32 %382 to i64
  %384 = sub nsw i64 0, %383
  %385 = getelementptr inbounds i8, ptr %372, i64 %384
  %386 = icmp ult ptr %385, %2
  %387 = ptrtoint ptr %372 to i64
  %388 = sub i64 %387, %365
  %389 = trunc i64 %388 to i32
  %390 = select i1 %386, i32 %389, i32 %382
  %391 = zext i1 %386 to i32
  %392 = shl i32 %390, 3
  %393 = sub i32 %374, %392
  br label %394

394:                                              ; preds = %376, %381
  %395 = phi i32 [ %377, %376 ], [ %390, %381 ]
  %396 = phi i32 [ %378, %376 ], [ %393, %381 ]
  %397 = phi i32 [ 0, %376 ], [ %391, %381 ]
  %398 = zext i32 %395 to i64
  %399 = sub nsw i64 0, %398
  %400 = getelementptr inbounds i8, ptr %372, i64 %399
  %401 = load i64, ptr %400, align 1, !tbaa !24
  %402 = icmp eq i32 %397, 0
  %403 = icmp ule ptr %371, %364
  %404 = and i1 %403, %402
  br i1 %404, label %411, label %405

405:                                              ; preds = %394, %411, %379, %363
  %406 = phi ptr [ %359, %363 ], [ %371, %394 ], [ %425, %411 ], [ %371, %379 ]
  %407 = phi ptr [ @BIT_reloadDStream.zeroFilled, %363 ], [ %400, %394 ], [ @BIT_reloadDStream.zeroFilled, %411 ], [ %372, %379 ]
  %408 = phi i64 [ %357, %363 ], [ %401, %394 ], [ %401, %411 ], [ %373, %379 ]
  %409 = phi i32 [ %356, %363 ], [ %396, %394 ], [ %421, %411 ], [ %374, %379 ]
  %410 = icmp ugt ptr %406, %364
  br i1 %410, label %445, label %427

411:                                              ; preds = %394
  %412 = and i32 %396, 63
  %413 = zext nneg i32 %412 to i64
  %414 = shl i64 %401, %413
  %415 = lshr i64 %414, %368
  %416 = getelementptr inbounds %struct.HUF_DEltX2, ptr %354, i64 %415
  %417 = load i16, ptr %416, align 2
  store i16 %417, ptr %371, align 1
  %418 = getelementptr inbounds i8, ptr %416, i64 2
  %419 = load i8, ptr %418, align 2, !tbaa !81
  %420 = zext i8 %419 to i32
  %421 = add i32 %396, %420
  %422 = getelementptr inbounds i8, ptr %416, i64 3
  %423 = load i8, ptr %422, align 1, !tbaa !84
  %424 = zext i8 %423 to i64
  %425 = getelementptr inbounds i8, ptr %371, i64 %424
  %426 = icmp ugt i32 %421, 64
  br i1 %426, label %405, label %370, !prof !85, !llvm.loop !89

427:                                              ; preds = %405, %427
  %428 = phi ptr [ %443, %427 ], [ %406, %405 ]
  %429 = phi i32 [ %439, %427 ], [ %409, %405 ]
  %430 = and i32 %429, 63
  %431 = zext nneg i32 %430 to i64
  %432 = shl i64 %408, %431
  %433 = lshr i64 %432, %368
  %434 = getelementptr inbounds %struct.HUF_DEltX2, ptr %354, i64 %433
  %435 = load i16, ptr %434, align 2
  store i16 %435, ptr %428, align 1
  %436 = getelementptr inbounds i8, ptr %434, i64 2
  %437 = load i8, ptr %436, align 2, !tbaa !81
  %438 = zext i8 %437 to i32
  %439 = add i32 %429, %438
  %440 = getelementptr inbounds i8, ptr %434, i64 3
  %441 = load i8, ptr %440, align 1, !tbaa !84
  %442 = zext i8 %441 to i64
  %443 = getelementptr inbounds i8, ptr %428, i64 %442
  %444 = icmp ugt ptr %443, %364
  br i1 %444, label %445, label %427, !llvm.loop !90

445:                                              ; preds = %427, %405, %351
  %446 = phi i32 [ %356, %351 ], [ %409, %405 ], [ %439, %427 ]
  %447 = phi i64 [ %357, %351 ], [ %408, %405 ], [ %408, %427 ]
  %448 = phi ptr [ %358, %351 ], [ %407, %405 ], [ %407, %427 ]
  %449 = phi ptr [ %359, %351 ], [ %406, %405 ], [ %443, %427 ]
  %450 = icmp ult ptr %449, %355
  br i1 %450, label %451, label %477

451:                                              ; preds = %445
  %452 = and i32 %446, 63
  %453 = zext nneg i32 %452 to i64
  %454 = shl i64 %447, %453
  %455 = sub nsw i32 0, %353
  %456 = and i32 %455, 63
  %457 = zext nneg i32 %456 to i64
  %458 = lshr i64 %454, %457
  %459 = getelementptr inbounds %struct.HUF_DEltX2, ptr %354, i64 %458
  %460 = load i8, ptr %459, align 2
  store i8 %460, ptr %449, align 1
  %461 = getelementptr inbounds i8, ptr %459, i64 3
  %462 = load i8, ptr %461, align 1, !tbaa !84
  %463 = icmp eq i8 %462, 1
  br i1 %463, label %464, label %469

464:                                              ; preds = %451
  %465 = getelementptr inbounds i8, ptr %459, i64 2
  %466 = load i8, ptr %465, align 2, !tbaa !81
  %467 = zext i8 %466 to i32
  %468 = add i32 %446, %467
  br label %477

469:                                              ; preds = %451
  %470 = icmp ult i32 %446, 64
  br i1 %470, label %471, label %477

471:                                              ; preds = %469
  %472 = getelementptr inbounds i8, ptr %459, i64 2
  %473 = load i8, ptr %472, align 2, !tbaa !81
  %474 = zext i8 %473 to i32
  %475 = add nuw nsw i32 %446, %474
  %476 = tail call i32 @llvm.umin.i32(i32 %475, i32 64)
  br label %477

477:                                              ; preds = %469, %464, %471, %445
  %478 = phi i32 [ %446, %445 ], [ %468, %464 ], [ %446, %469 ], [ %476, %471 ]
  %479 = icmp eq ptr %448, %2
  %480 = freeze i32 %478
  %481 = icmp eq i32 %480, 64
  %482 = and i1 %479, %481
  %483 = select i1 %482, i64 %1, i64 -20
  br label %484

484:                                              ; preds = %477, %59, %10, %5, %65
  %485 = phi i64 [ %3, %65 ], [ -20, %59 ], [ -1, %10 ], [ -72, %5 ], [ %483, %477 ]
  ret i64 %485
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HUF_selectDecoder(i64 noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = icmp ult i64 %1, %0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = shl i64 %1, 4
  %6 = udiv i64 %5, %0
  %7 = and i64 %6, 4294967295
  br label %8

8:                                                ; preds = %2, %4
  %9 = phi i64 [ %7, %4 ], [ 15, %2 ]
  %10 = lshr i64 %0, 8
  %11 = trunc i64 %10 to i32
  %12 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %9
  %13 = load i32, ptr %12, align 4, !tbaa !91
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !93
  %16 = mul i32 %15, %11
  %17 = add i32 %16, %13
  %18 = getelementptr inbounds i8, ptr %12, i64 8
  %19 = load i32, ptr %18, align 4, !tbaa !91
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !93
  %22 = mul i32 %21, %11
  %23 = add i32 %22, %19
  %24 = lshr i32 %23, 5
  %25 = add i32 %24, %23
  %26 = icmp ult i32 %25, %17
  %27 = zext i1 %26 to i32
  ret i32 %27
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_decompress1X_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %62, label %10

10:                                               ; preds = %8
  %11 = icmp ugt i64 %4, %2
  br i1 %11, label %62, label %12

12:                                               ; preds = %10
  %13 = icmp eq i64 %4, %2
  br i1 %13, label %14, label %15

14:                                               ; preds = %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 %3, i64 %2, i1 false)
  br label %62

15:                                               ; preds = %12
  %16 = icmp eq i64 %4, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = load i8, ptr %3, align 1, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr align 1 %1, i8 %18, i64 %2, i1 false)
  br label %62

19:                                               ; preds = %15
  %20 = icmp ult i64 %4, %2
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = shl i64 %4, 4
  %23 = udiv i64 %22, %2
  %24 = and i64 %23, 4294967295
  br label %25

25:                                               ; preds = %19, %21
  %26 = phi i64 [ %24, %21 ], [ 15, %19 ]
  %27 = lshr i64 %2, 8
  %28 = trunc i64 %27 to i32
  %29 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %26
  %30 = load i32, ptr %29, align 4, !tbaa !91
  %31 = getelementptr inbounds i8, ptr %29, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !93
  %33 = mul i32 %32, %28
  %34 = add i32 %33, %30
  %35 = getelementptr inbounds i8, ptr %29, i64 8
  %36 = load i32, ptr %35, align 4, !tbaa !91
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !93
  %39 = mul i32 %38, %28
  %40 = add i32 %39, %36
  %41 = lshr i32 %40, 5
  %42 = add i32 %41, %40
  %43 = icmp ult i32 %42, %34
  br i1 %43, label %44, label %53

44:                                               ; preds = %25
  %45 = tail call i64 @HUF_readDTableX2_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %46 = icmp ult i64 %45, -119
  br i1 %46, label %47, label %62

47:                                               ; preds = %44
  %48 = icmp ult i64 %45, %4
  br i1 %48, label %49, label %62

49:                                               ; preds = %47
  %50 = getelementptr inbounds i8, ptr %3, i64 %45
  %51 = sub i64 %4, %45
  %52 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %50, i64 noundef %51, ptr noundef %0)
  br label %62

53:                                               ; preds = %25
  %54 = tail call i64 @HUF_readDTableX1_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %55 = icmp ult i64 %54, -119
  br i1 %55, label %56, label %62

56:                                               ; preds = %53
  %57 = icmp ult i64 %54, %4
  br i1 %57, label %58, label %62

58:                                               ; preds = %56
  %59 = getelementptr inbounds i8, ptr %3, i64 %54
  %60 = sub i64 %4, %54
  %61 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %59, i64 noundef %60, ptr noundef %0)
  br label %62

62:                                               ; preds = %58, %56, %53, %49, %47, %44, %10, %8, %17, %14
  %63 = phi i64 [ %2, %14 ], [ %2, %17 ], [ -70, %8 ], [ -20, %10 ], [ %52, %49 ], [ %45, %44 ], [ -72, %47 ], [ %61, %58 ], [ %54, %53 ], [ -72, %56 ]
  ret i64 %63
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_decompress1X1_DCtx_wksp(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i64 @HUF_readDTableX1_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = icmp ult i64 %9, %4
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %3, i64 %9
  %15 = sub i64 %4, %9
  %16 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %14, i64 noundef %15, ptr noundef %0)
  br label %17

17:                                               ; preds = %11, %8, %13
  %18 = phi i64 [ %16, %13 ], [ %9, %8 ], [ -72, %11 ]
  ret i64 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_decompress1X_usingDTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = load i32, ptr %4, align 4
  %8 = and i32 %7, 65280
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4)
  br label %14

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4)
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #7 {
  %6 = ptrtoint ptr %0 to i64
  %7 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = getelementptr inbounds i8, ptr %4, i64 4
  %10 = load i32, ptr %4, align 4
  %11 = lshr i32 %10, 16
  %12 = icmp eq i64 %3, 0
  br i1 %12, label %242, label %13

13:                                               ; preds = %5
  %14 = icmp ugt i64 %3, 7
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %2, i64 %3
  %17 = getelementptr i8, ptr %16, i64 -1
  %18 = load i8, ptr %17, align 1, !tbaa !10
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %242, label %70

20:                                               ; preds = %13
  %21 = load i8, ptr %2, align 1, !tbaa !10
  %22 = zext i8 %21 to i64
  switch i64 %3, label %64 [
    i64 7, label %23
    i64 6, label %29
    i64 5, label %36
    i64 4, label %43
    i64 3, label %50
    i64 2, label %57
  ]

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %2, i64 6
  %25 = load i8, ptr %24, align 1, !tbaa !10
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 48
  %28 = or disjoint i64 %27, %22
  br label %29

29:                                               ; preds = %23, %20
  %30 = phi i64 [ %22, %20 ], [ %28, %23 ]
  %31 = getelementptr inbounds i8, ptr %2, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !10
  %33 = zext i8 %32 to i64
  %34 = shl nuw nsw i64 %33, 40
  %35 = add nuw nsw i64 %34, %30
  br label %36

36:                                               ; preds = %29, %20
  %37 = phi i64 [ %22, %20 ], [ %35, %29 ]
  %38 = getelementptr inbounds i8, ptr %2, i64 4
  %39 = load i8, ptr %38, align 1, !tbaa !10
  %40 = zext i8 %39 to i64
  %41 = shl nuw nsw i64 %40, 32
  %42 = add nuw nsw i64 %41, %37
  br label %43

43:                                               ; preds = %36, %20
  %44 = phi i64 [ %22, %20 ], [ %42, %36 ]
  %45 = getelementptr inbounds i8, ptr %2, i64 3
  %46 = load i8, ptr %45, align 1, !tbaa !10
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 24
  %49 = add nuw nsw i64 %48, %44
  br label %50

50:                                               ; preds = %43, %20
  %51 = phi i64 [ %22, %20 ], [ %49, %43 ]
  %52 = getelementptr inbounds i8, ptr %2, i64 2
  %53 = load i8, ptr %52, align 1, !tbaa !10
  %54 = zext i8 %53 to i64
  %55 = shl nuw nsw i64 %54, 16
  %56 = add nuw nsw i64 %55, %51
  br label %57

57:                                               ; preds = %50, %20
  %58 = phi i64 [ %22, %20 ], [ %56, %50 ]
  %59 = getelementptr inbounds i8, ptr %2, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !10
  %61 = zext i8 %60 to i64
  %62 = shl nuw nsw i64 %61, 8
  %63 = add nuw nsw i64 %62, %58
  br label %64

64:                                               ; preds = %57, %20
  %65 = phi i64 [ %22, %20 ], [ %63, %57 ]
  %66 = getelementptr i8, ptr %2, i64 %3
  %67 = getelementptr i8, ptr %66, i64 -1
  %68 = load i8, ptr %67, align 1, !tbaa !10
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %242, label %82

70:                                               ; preds = %15
  %71 = add nsw i64 %3, -8
  %72 = getelementptr inbounds i8, ptr %2, i64 %71
  %73 = load i64, ptr %72, align 1, !tbaa !24
  %74 = zext i8 %18 to i32
  %75 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %74, i1 true)
  %76 = xor i32 %75, 31
  %77 = sub nuw nsw i32 8, %76
  %78 = icmp ult i64 %3, -119
  br i1 %78, label %79, label %242

79:                                               ; preds = %70
  %80 = getelementptr inbounds i8, ptr %2, i64 %71
  %81 = icmp sgt i64 %1, 3
  br i1 %81, label %90, label %178

82:                                               ; preds = %64
  %83 = zext i8 %68 to i32
  %84 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %83, i1 true)
  %85 = trunc nuw i64 %3 to i32
  %86 = shl nuw nsw i32 %85, 3
  %87 = sub nsw i32 %84, %86
  %88 = add nsw i32 %87, 41
  %89 = icmp sgt i64 %1, 3
  br i1 %89, label %90, label %205

90:                                               ; preds = %82, %79
  %91 = phi i32 [ %88, %82 ], [ %77, %79 ]
  %92 = phi i64 [ %65, %82 ], [ %73, %79 ]
  %93 = phi i64 [ 0, %82 ], [ %71, %79 ]
  %94 = getelementptr inbounds i8, ptr %8, i64 -3
  %95 = sub nsw i32 0, %11
  %96 = and i32 %95, 63
  %97 = zext nneg i32 %96 to i64
  br label %98

98:                                               ; preds = %90, %132
  %99 = phi ptr [ %0, %90 ], [ %176, %132 ]
  %100 = phi i64 [ %93, %90 ], [ %126, %132 ]
  %101 = phi i64 [ %92, %90 ], [ %128, %132 ]
  %102 = phi i32 [ %91, %90 ], [ %175, %132 ]
  %103 = getelementptr inbounds i8, ptr %2, i64 %100
  %104 = icmp slt i64 %100, 8
  br i1 %104, label %108, label %105

105:                                              ; preds = %98
  %106 = lshr i32 %102, 3
  %107 = and i32 %102, 7
  br label %121

108:                                              ; preds = %98
  %109 = icmp eq i64 %100, 0
  br i1 %109, label %205, label %110

110:                                              ; preds = %108
  %111 = lshr i32 %102, 3
  %112 = zext nneg i32 %111 to i64
  %113 = sub nsw i64 0, %112
  %114 = getelementptr inbounds i8, ptr %103, i64 %113
  %115 = icmp ult ptr %114, %2
  %116 = trunc i64 %100 to i32
  %117 = select i1 %115, i32 %116, i32 %111
  %118 = zext i1 %115 to i32
  %119 = shl i32 %117, 3
  %120 = sub i32 %102, %119
  br label %121

121:                                              ; preds = %110, %105
  %122 = phi i32 [ %120, %110 ], [ %107, %105 ]
  %123 = phi i32 [ %117, %110 ], [ %106, %105 ]
  %124 = phi i32 [ %118, %110 ], [ 0, %105 ]
  %125 = zext i32 %123 to i64
  %126 = sub i64 %100, %125
  %127 = getelementptr inbounds i8, ptr %2, i64 %126
  %128 = load i64, ptr %127, align 1, !tbaa !24
  %129 = icmp eq i32 %124, 0
  %130 = icmp ult ptr %99, %94
  %131 = and i1 %130, %129
  br i1 %131, label %132, label %203

132:                                              ; preds = %121
  %133 = and i32 %122, 63
  %134 = zext nneg i32 %133 to i64
  %135 = shl i64 %128, %134
  %136 = lshr i64 %135, %97
  %137 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 1
  %139 = load i8, ptr %138, align 1, !tbaa !94
  %140 = load i8, ptr %137, align 1, !tbaa !96
  %141 = zext i8 %140 to i32
  %142 = add i32 %122, %141
  store i8 %139, ptr %99, align 1, !tbaa !10
  %143 = getelementptr inbounds i8, ptr %99, i64 1
  %144 = and i32 %142, 63
  %145 = zext nneg i32 %144 to i64
  %146 = shl i64 %128, %145
  %147 = lshr i64 %146, %97
  %148 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 1
  %150 = load i8, ptr %149, align 1, !tbaa !94
  %151 = load i8, ptr %148, align 1, !tbaa !96
  %152 = zext i8 %151 to i32
  %153 = add i32 %142, %152
  store i8 %150, ptr %143, align 1, !tbaa !10
  %154 = getelementptr inbounds i8, ptr %99, i64 2
  %155 = and i32 %153, 63
  %156 = zext nneg i32 %155 to i64
  %157 = shl i64 %128, %156
  %158 = lshr i64 %157, %97
  %159 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 1
  %161 = load i8, ptr %160, align 1, !tbaa !94
  %162 = load i8, ptr %159, align 1, !tbaa !96
  %163 = zext i8 %162 to i32
  %164 = add i32 %153, %163
  store i8 %161, ptr %154, align 1, !tbaa !10
  %165 = getelementptr inbounds i8, ptr %99, i64 3
  %166 = and i32 %164, 63
  %167 = zext nneg i32 %166 to i64
  %168 = shl i64 %128, %167
  %169 = lshr i64 %168, %97
  %170 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !94
  %173 = load i8, ptr %170, align 1, !tbaa !96
  %174 = zext i8 %173 to i32
  %175 = add i32 %164, %174
  %176 = getelementptr inbounds i8, ptr %99, i64 4
  store i8 %172, ptr %165, align 1, !tbaa !10
  %177 = icmp ugt i32 %175, 64
  br i1 %177, label %205, label %98, !prof !85, !llvm.loop !97

178:                                              ; preds = %79
  %179 = icmp slt i64 %3, 16
  br i1 %179, label %187, label %180

180:                                              ; preds = %178
  %181 = lshr i32 %77, 3
  %182 = zext nneg i32 %181 to i64
  %183 = sub nsw i64 0, %182
  %184 = getelementptr inbounds i8, ptr %80, i64 %183
  %185 = and i32 %77, 7
  %186 = load i64, ptr %184, align 1, !tbaa !24
  br label %205

187:                                              ; preds = %178
  %188 = icmp eq i64 %71, 0
  br i1 %188, label %205, label %189

189:                                              ; preds = %187
  %190 = lshr i32 %77, 3
  %191 = zext nneg i32 %190 to i64
  %192 = sub nsw i64 0, %191
  %193 = getelementptr inbounds i8, ptr %80, i64 %192
  %194 = icmp ult ptr %193, %2
  %195 = trunc i64 %71 to i32
  %196 = select i1 %194, i32 %195, i32 %190
  %197 = zext i32 %196 to i64
  %198 = sub nsw i64 0, %197
  %199 = getelementptr inbounds i8, ptr %80, i64 %198
  %200 = shl i32 %196, 3
  %201 = sub i32 %77, %200
  %202 = load i64, ptr %199, align 1, !tbaa !24
  br label %205

203:                                              ; preds = %121
  %204 = getelementptr inbounds i8, ptr %2, i64 %126
  br label %205

205:                                              ; preds = %108, %132, %203, %82, %187, %180, %189
  %206 = phi i32 [ %201, %189 ], [ %185, %180 ], [ %77, %187 ], [ %88, %82 ], [ %122, %203 ], [ %102, %108 ], [ %175, %132 ]
  %207 = phi i64 [ %202, %189 ], [ %186, %180 ], [ %73, %187 ], [ %65, %82 ], [ %128, %203 ], [ %101, %108 ], [ %128, %132 ]
  %208 = phi ptr [ %199, %189 ], [ %184, %180 ], [ %80, %187 ], [ %2, %82 ], [ %204, %203 ], [ %103, %108 ], [ @BIT_reloadDStream.zeroFilled, %132 ]
  %209 = phi ptr [ %0, %189 ], [ %0, %180 ], [ %0, %187 ], [ %0, %82 ], [ %99, %203 ], [ %99, %108 ], [ %176, %132 ]
  %210 = freeze i32 %206
  %211 = icmp ult ptr %209, %8
  br i1 %211, label %212, label %236

212:                                              ; preds = %205
  %213 = ptrtoint ptr %209 to i64
  %214 = sub nsw i32 0, %11
  %215 = and i32 %214, 63
  %216 = zext nneg i32 %215 to i64
  %217 = add i64 %7, %6
  %218 = sub i64 %217, %213
  %219 = getelementptr i8, ptr %209, i64 %218
  br label %220

220:                                              ; preds = %212, %220
  %221 = phi i32 [ %210, %212 ], [ %233, %220 ]
  %222 = phi ptr [ %209, %212 ], [ %234, %220 ]
  %223 = and i32 %221, 63
  %224 = zext nneg i32 %223 to i64
  %225 = shl i64 %207, %224
  %226 = lshr i64 %225, %216
  %227 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %226
  %228 = getelementptr inbounds i8, ptr %227, i64 1
  %229 = load i8, ptr %228, align 1, !tbaa !94
  %230 = load i8, ptr %227, align 1, !tbaa !96
  %231 = freeze i8 %230
  %232 = zext i8 %231 to i32
  %233 = add i32 %221, %232
  %234 = getelementptr inbounds i8, ptr %222, i64 1
  store i8 %229, ptr %222, align 1, !tbaa !10
  %235 = icmp eq ptr %234, %219
  br i1 %235, label %236, label %220, !llvm.loop !98

236:                                              ; preds = %220, %205
  %237 = phi i32 [ %210, %205 ], [ %233, %220 ]
  %238 = icmp eq ptr %208, %2
  %239 = icmp eq i32 %237, 64
  %240 = and i1 %238, %239
  %241 = select i1 %240, i64 %1, i64 -20
  br label %242

242:                                              ; preds = %236, %64, %15, %5, %70
  %243 = phi i64 [ %3, %70 ], [ -20, %64 ], [ -1, %15 ], [ -72, %5 ], [ %241, %236 ]
  ret i64 %243
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_decompress4X_usingDTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = load i32, ptr %4, align 4
  %8 = and i32 %7, 65280
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4, i32 noundef %5)
  br label %14

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4, i32 noundef %5)
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = alloca %struct.BIT_DStream_t, align 8
  %8 = alloca %struct.HUF_DecompressFastArgs, align 8
  %9 = and i32 %5, 32
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %672

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %4, i64 4
  %13 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #12
  %15 = call fastcc i64 @HUF_DecompressFastArgs_init(ptr noundef nonnull %8, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %16 = add i64 %15, -1
  %17 = icmp ult i64 %16, -120
  br i1 %17, label %18, label %669

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %8, i64 96
  %20 = load ptr, ptr %19, align 8, !tbaa !99
  %21 = getelementptr inbounds i8, ptr %8, i64 104
  %22 = load ptr, ptr %21, align 8, !tbaa !102
  %23 = getelementptr inbounds i8, ptr %8, i64 64
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %8, i64 72
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %8, i64 80
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %8, i64 88
  %30 = load i64, ptr %29, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds i8, ptr %8, i64 8
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %8, i64 16
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %8, i64 24
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr %8, i64 32
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %8, i64 40
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %8, i64 48
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %8, i64 56
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %8, i64 112
  %47 = load ptr, ptr %46, align 8, !tbaa !103
  %48 = ptrtoint ptr %22 to i64
  %49 = ptrtoint ptr %41 to i64
  %50 = ptrtoint ptr %43 to i64
  %51 = ptrtoint ptr %45 to i64
  %52 = ptrtoint ptr %47 to i64
  br label %54

53:                                               ; preds = %95
  br label %54, !llvm.loop !104

54:                                               ; preds = %53, %18
  %55 = phi ptr [ %45, %18 ], [ %371, %53 ]
  %56 = phi ptr [ %43, %18 ], [ %287, %53 ]
  %57 = phi ptr [ %41, %18 ], [ %275, %53 ]
  %58 = phi ptr [ %39, %18 ], [ %263, %53 ]
  %59 = phi ptr [ %31, %18 ], [ %316, %53 ]
  %60 = phi ptr [ %33, %18 ], [ %336, %53 ]
  %61 = phi ptr [ %35, %18 ], [ %356, %53 ]
  %62 = phi ptr [ %37, %18 ], [ %376, %53 ]
  %63 = phi i64 [ %24, %18 ], [ %319, %53 ]
  %64 = phi i64 [ %26, %18 ], [ %339, %53 ]
  %65 = phi i64 [ %28, %18 ], [ %359, %53 ]
  %66 = phi i64 [ %30, %18 ], [ %379, %53 ]
  %67 = ptrtoint ptr %59 to i64
  %68 = sub i64 %67, %48
  %69 = udiv i64 %68, 7
  %70 = ptrtoint ptr %58 to i64
  %71 = sub i64 %49, %70
  %72 = udiv i64 %71, 10
  %73 = tail call i64 @llvm.umin.i64(i64 %69, i64 %72)
  %74 = ptrtoint ptr %57 to i64
  %75 = sub i64 %50, %74
  %76 = udiv i64 %75, 10
  %77 = tail call i64 @llvm.umin.i64(i64 %73, i64 %76)
  %78 = ptrtoint ptr %56 to i64
  %79 = sub i64 %51, %78
  %80 = udiv i64 %79, 10
  %81 = tail call i64 @llvm.umin.i64(i64 %77, i64 %80)
  %82 = ptrtoint ptr %55 to i64
  %83 = sub i64 %52, %82
  %84 = udiv i64 %83, 10
  %85 = tail call i64 @llvm.umin.i64(i64 %81, i64 %84)
  %86 = mul nuw nsw i64 %85, 5
  %87 = getelementptr inbounds i8, ptr %55, i64 %86
  %88 = icmp eq i64 %85, 0
  %89 = icmp ult ptr %60, %59
  %90 = select i1 %88, i1 true, i1 %89
  %91 = icmp ult ptr %61, %60
  %92 = select i1 %90, i1 true, i1 %91
  %93 = icmp ult ptr %62, %61
  %94 = select i1 %92, i1 true, i1 %93
  br i1 %94, label %381, label %95

95:                                               ; preds = %54, %95
  %96 = phi ptr [ %376, %95 ], [ %62, %54 ]
  %97 = phi ptr [ %356, %95 ], [ %61, %54 ]
  %98 = phi ptr [ %336, %95 ], [ %60, %54 ]
  %99 = phi ptr [ %316, %95 ], [ %59, %54 ]
  %100 = phi ptr [ %371, %95 ], [ %55, %54 ]
  %101 = phi ptr [ %287, %95 ], [ %56, %54 ]
  %102 = phi ptr [ %275, %95 ], [ %57, %54 ]
  %103 = phi ptr [ %263, %95 ], [ %58, %54 ]
  %104 = phi i64 [ %319, %95 ], [ %63, %54 ]
  %105 = phi i64 [ %339, %95 ], [ %64, %54 ]
  %106 = phi i64 [ %359, %95 ], [ %65, %54 ]
  %107 = phi i64 [ %379, %95 ], [ %66, %54 ]
  %108 = lshr i64 %104, 53
  %109 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !105
  %111 = getelementptr inbounds i8, ptr %109, i64 2
  %112 = load i8, ptr %111, align 2, !tbaa !10
  %113 = getelementptr inbounds i8, ptr %109, i64 3
  %114 = load i8, ptr %113, align 1, !tbaa !10
  store i16 %110, ptr %103, align 1, !tbaa !105
  %115 = and i8 %112, 63
  %116 = zext nneg i8 %115 to i64
  %117 = shl i64 %104, %116
  %118 = zext i8 %114 to i64
  %119 = getelementptr inbounds i8, ptr %103, i64 %118
  %120 = lshr i64 %105, 53
  %121 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !105
  %123 = getelementptr inbounds i8, ptr %121, i64 2
  %124 = load i8, ptr %123, align 2, !tbaa !10
  %125 = getelementptr inbounds i8, ptr %121, i64 3
  %126 = load i8, ptr %125, align 1, !tbaa !10
  store i16 %122, ptr %102, align 1, !tbaa !105
  %127 = and i8 %124, 63
  %128 = zext nneg i8 %127 to i64
  %129 = shl i64 %105, %128
  %130 = zext i8 %126 to i64
  %131 = getelementptr inbounds i8, ptr %102, i64 %130
  %132 = lshr i64 %106, 53
  %133 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %132
  %134 = load i16, ptr %133, align 2, !tbaa !105
  %135 = getelementptr inbounds i8, ptr %133, i64 2
  %136 = load i8, ptr %135, align 2, !tbaa !10
  %137 = getelementptr inbounds i8, ptr %133, i64 3
  %138 = load i8, ptr %137, align 1, !tbaa !10
  store i16 %134, ptr %101, align 1, !tbaa !105
  %139 = and i8 %136, 63
  %140 = zext nneg i8 %139 to i64
  %141 = shl i64 %106, %140
  %142 = zext i8 %138 to i64
  %143 = getelementptr inbounds i8, ptr %101, i64 %142
  %144 = lshr i64 %117, 53
  %145 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %144
  %146 = load i16, ptr %145, align 2, !tbaa !105
  %147 = getelementptr inbounds i8, ptr %145, i64 2
  %148 = load i8, ptr %147, align 2, !tbaa !10
  %149 = getelementptr inbounds i8, ptr %145, i64 3
  %150 = load i8, ptr %149, align 1, !tbaa !10
  store i16 %146, ptr %119, align 1, !tbaa !105
  %151 = and i8 %148, 63
  %152 = zext nneg i8 %151 to i64
  %153 = shl i64 %117, %152
  %154 = zext i8 %150 to i64
  %155 = getelementptr inbounds i8, ptr %119, i64 %154
  %156 = lshr i64 %129, 53
  %157 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %156
  %158 = load i16, ptr %157, align 2, !tbaa !105
  %159 = getelementptr inbounds i8, ptr %157, i64 2
  %160 = load i8, ptr %159, align 2, !tbaa !10
  %161 = getelementptr inbounds i8, ptr %157, i64 3
  %162 = load i8, ptr %161, align 1, !tbaa !10
  store i16 %158, ptr %131, align 1, !tbaa !105
  %163 = and i8 %160, 63
  %164 = zext nneg i8 %163 to i64
  %165 = shl i64 %129, %164
  %166 = zext i8 %162 to i64
  %167 = getelementptr inbounds i8, ptr %131, i64 %166
  %168 = lshr i64 %141, 53
  %169 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %168
  %170 = load i16, ptr %169, align 2, !tbaa !105
  %171 = getelementptr inbounds i8, ptr %169, i64 2
  %172 = load i8, ptr %171, align 2, !tbaa !10
  %173 = getelementptr inbounds i8, ptr %169, i64 3
  %174 = load i8, ptr %173, align 1, !tbaa !10
  store i16 %170, ptr %143, align 1, !tbaa !105
  %175 = and i8 %172, 63
  %176 = zext nneg i8 %175 to i64
  %177 = shl i64 %141, %176
  %178 = zext i8 %174 to i64
  %179 = getelementptr inbounds i8, ptr %143, i64 %178
  %180 = lshr i64 %153, 53
  %181 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %180
  %182 = load i16, ptr %181, align 2, !tbaa !105
  %183 = getelementptr inbounds i8, ptr %181, i64 2
  %184 = load i8, ptr %183, align 2, !tbaa !10
  %185 = getelementptr inbounds i8, ptr %181, i64 3
  %186 = load i8, ptr %185, align 1, !tbaa !10
  store i16 %182, ptr %155, align 1, !tbaa !105
  %187 = and i8 %184, 63
  %188 = zext nneg i8 %187 to i64
  %189 = shl i64 %153, %188
  %190 = zext i8 %186 to i64
  %191 = getelementptr inbounds i8, ptr %155, i64 %190
  %192 = lshr i64 %165, 53
  %193 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %192
  %194 = load i16, ptr %193, align 2, !tbaa !105
  %195 = getelementptr inbounds i8, ptr %193, i64 2
  %196 = load i8, ptr %195, align 2, !tbaa !10
  %197 = getelementptr inbounds i8, ptr %193, i64 3
  %198 = load i8, ptr %197, align 1, !tbaa !10
  store i16 %194, ptr %167, align 1, !tbaa !105
  %199 = and i8 %196, 63
  %200 = zext nneg i8 %199 to i64
  %201 = shl i64 %165, %200
  %202 = zext i8 %198 to i64
  %203 = getelementptr inbounds i8, ptr %167, i64 %202
  %204 = lshr i64 %177, 53
  %205 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %204
  %206 = load i16, ptr %205, align 2, !tbaa !105
  %207 = getelementptr inbounds i8, ptr %205, i64 2
  %208 = load i8, ptr %207, align 2, !tbaa !10
  %209 = getelementptr inbounds i8, ptr %205, i64 3
  %210 = load i8, ptr %209, align 1, !tbaa !10
  store i16 %206, ptr %179, align 1, !tbaa !105
  %211 = and i8 %208, 63
  %212 = zext nneg i8 %211 to i64
  %213 = shl i64 %177, %212
  %214 = zext i8 %210 to i64
  %215 = getelementptr inbounds i8, ptr %179, i64 %214
  %216 = lshr i64 %189, 53
  %217 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %216
  %218 = load i16, ptr %217, align 2, !tbaa !105
  %219 = getelementptr inbounds i8, ptr %217, i64 2
  %220 = load i8, ptr %219, align 2, !tbaa !10
  %221 = getelementptr inbounds i8, ptr %217, i64 3
  %222 = load i8, ptr %221, align 1, !tbaa !10
  store i16 %218, ptr %191, align 1, !tbaa !105
  %223 = and i8 %220, 63
  %224 = zext nneg i8 %223 to i64
  %225 = shl i64 %189, %224
  %226 = zext i8 %222 to i64
  %227 = getelementptr inbounds i8, ptr %191, i64 %226
  %228 = lshr i64 %201, 53
  %229 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %228
  %230 = load i16, ptr %229, align 2, !tbaa !105
  %231 = getelementptr inbounds i8, ptr %229, i64 2
  %232 = load i8, ptr %231, align 2, !tbaa !10
  %233 = getelementptr inbounds i8, ptr %229, i64 3
  %234 = load i8, ptr %233, align 1, !tbaa !10
  store i16 %230, ptr %203, align 1, !tbaa !105
  %235 = and i8 %232, 63
  %236 = zext nneg i8 %235 to i64
  %237 = shl i64 %201, %236
  %238 = zext i8 %234 to i64
  %239 = getelementptr inbounds i8, ptr %203, i64 %238
  %240 = lshr i64 %213, 53
  %241 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %240
  %242 = load i16, ptr %241, align 2, !tbaa !105
  %243 = getelementptr inbounds i8, ptr %241, i64 2
  %244 = load i8, ptr %243, align 2, !tbaa !10
  %245 = getelementptr inbounds i8, ptr %241, i64 3
  %246 = load i8, ptr %245, align 1, !tbaa !10
  store i16 %242, ptr %215, align 1, !tbaa !105
  %247 = and i8 %244, 63
  %248 = zext nneg i8 %247 to i64
  %249 = shl i64 %213, %248
  %250 = zext i8 %246 to i64
  %251 = getelementptr inbounds i8, ptr %215, i64 %250
  %252 = lshr i64 %225, 53
  %253 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %252
  %254 = load i16, ptr %253, align 2, !tbaa !105
  %255 = getelementptr inbounds i8, ptr %253, i64 2
  %256 = load i8, ptr %255, align 2, !tbaa !10
  %257 = getelementptr inbounds i8, ptr %253, i64 3
  %258 = load i8, ptr %257, align 1, !tbaa !10
  store i16 %254, ptr %227, align 1, !tbaa !105
  %259 = and i8 %256, 63
  %260 = zext nneg i8 %259 to i64
  %261 = shl i64 %225, %260
  %262 = zext i8 %258 to i64
  %263 = getelementptr inbounds i8, ptr %227, i64 %262
  %264 = lshr i64 %237, 53
  %265 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %264
  %266 = load i16, ptr %265, align 2, !tbaa !105
  %267 = getelementptr inbounds i8, ptr %265, i64 2
  %268 = load i8, ptr %267, align 2, !tbaa !10
  %269 = getelementptr inbounds i8, ptr %265, i64 3
  %270 = load i8, ptr %269, align 1, !tbaa !10
  store i16 %266, ptr %239, align 1, !tbaa !105
  %271 = and i8 %268, 63
  %272 = zext nneg i8 %271 to i64
  %273 = shl i64 %237, %272
  %274 = zext i8 %270 to i64
  %275 = getelementptr inbounds i8, ptr %239, i64 %274
  %276 = lshr i64 %249, 53
  %277 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %276
  %278 = load i16, ptr %277, align 2, !tbaa !105
  %279 = getelementptr inbounds i8, ptr %277, i64 2
  %280 = load i8, ptr %279, align 2, !tbaa !10
  %281 = getelementptr inbounds i8, ptr %277, i64 3
  %282 = load i8, ptr %281, align 1, !tbaa !10
  store i16 %278, ptr %251, align 1, !tbaa !105
  %283 = and i8 %280, 63
  %284 = zext nneg i8 %283 to i64
  %285 = shl i64 %249, %284
  %286 = zext i8 %282 to i64
  %287 = getelementptr inbounds i8, ptr %251, i64 %286
  %288 = lshr i64 %107, 53
  %289 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %288
  %290 = load i16, ptr %289, align 2, !tbaa !105
  %291 = getelementptr inbounds i8, ptr %289, i64 2
  %292 = load i8, ptr %291, align 2, !tbaa !10
  %293 = getelementptr inbounds i8, ptr %289, i64 3
  %294 = load i8, ptr %293, align 1, !tbaa !10
  store i16 %290, ptr %100, align 1, !tbaa !105
  %295 = and i8 %292, 63
  %296 = zext nneg i8 %295 to i64
  %297 = shl i64 %107, %296
  %298 = zext i8 %294 to i64
  %299 = getelementptr inbounds i8, ptr %100, i64 %298
  %300 = lshr i64 %297, 53
  %301 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %300
  %302 = load i16, ptr %301, align 2, !tbaa !105
  %303 = getelementptr inbounds i8, ptr %301, i64 2
  %304 = load i8, ptr %303, align 2, !tbaa !10
  %305 = getelementptr inbounds i8, ptr %301, i64 3
  %306 = load i8, ptr %305, align 1, !tbaa !10
  store i16 %302, ptr %299, align 1, !tbaa !105
  %307 = and i8 %304, 63
  %308 = zext nneg i8 %307 to i64
  %309 = shl i64 %297, %308
  %310 = zext i8 %306 to i64
  %311 = getelementptr inbounds i8, ptr %299, i64 %310
  %312 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %261, i1 false)
  %313 = and i64 %312, 7
  %314 = lshr i64 %312, 3
  %315 = sub nsw i64 0, %314
  %316 = getelementptr inbounds i8, ptr %99, i64 %315
  %317 = load i64, ptr %316, align 1, !tbaa !24
  %318 = or i64 %317, 1
  %319 = shl i64 %318, %313
  %320 = lshr i64 %309, 53
  %321 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %320
  %322 = load i16, ptr %321, align 2, !tbaa !105
  %323 = getelementptr inbounds i8, ptr %321, i64 2
  %324 = load i8, ptr %323, align 2, !tbaa !10
  %325 = getelementptr inbounds i8, ptr %321, i64 3
  %326 = load i8, ptr %325, align 1, !tbaa !10
  store i16 %322, ptr %311, align 1, !tbaa !105
  %327 = and i8 %324, 63
  %328 = zext nneg i8 %327 to i64
  %329 = shl i64 %309, %328
  %330 = zext i8 %326 to i64
  %331 = getelementptr inbounds i8, ptr %311, i64 %330
  %332 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %273, i1 false)
  %333 = and i64 %332, 7
  %334 = lshr i64 %332, 3
  %335 = sub nsw i64 0, %334
  %336 = getelementptr inbounds i8, ptr %98, i64 %335
  %337 = load i64, ptr %336, align 1, !tbaa !24
  %338 = or i64 %337, 1
  %339 = shl i64 %338, %333
  %340 = lshr i64 %329, 53
  %341 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %340
  %342 = load i16, ptr %341, align 2, !tbaa !105
  %343 = getelementptr inbounds i8, ptr %341, i64 2
  %344 = load i8, ptr %343, align 2, !tbaa !10
  %345 = getelementptr inbounds i8, ptr %341, i64 3
  %346 = load i8, ptr %345, align 1, !tbaa !10
  store i16 %342, ptr %331, align 1, !tbaa !105
  %347 = and i8 %344, 63
  %348 = zext nneg i8 %347 to i64
  %349 = shl i64 %329, %348
  %350 = zext i8 %346 to i64
  %351 = getelementptr inbounds i8, ptr %331, i64 %350
  %352 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %285, i1 false)
  %353 = and i64 %352, 7
  %354 = lshr i64 %352, 3
  %355 = sub nsw i64 0, %354
  %356 = getelementptr inbounds i8, ptr %97, i64 %355
  %357 = load i64, ptr %356, align 1, !tbaa !24
  %358 = or i64 %357, 1
  %359 = shl i64 %358, %353
  %360 = lshr i64 %349, 53
  %361 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %360
  %362 = load i16, ptr %361, align 2, !tbaa !105
  %363 = getelementptr inbounds i8, ptr %361, i64 2
  %364 = load i8, ptr %363, align 2, !tbaa !10
  %365 = getelementptr inbounds i8, ptr %361, i64 3
  %366 = load i8, ptr %365, align 1, !tbaa !10
  store i16 %362, ptr %351, align 1, !tbaa !105
  %367 = and i8 %364, 63
  %368 = zext nneg i8 %367 to i64
  %369 = shl i64 %349, %368
  %370 = zext i8 %366 to i64
  %371 = getelementptr inbounds i8, ptr %351, i64 %370
  %372 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %369, i1 false)
  %373 = and i64 %372, 7
  %374 = lshr i64 %372, 3
  %375 = sub nsw i64 0, %374
  %376 = getelementptr inbounds i8, ptr %96, i64 %375
  %377 = load i64, ptr %376, align 1, !tbaa !24
  %378 = or i64 %377, 1
  %379 = shl i64 %378, %373
  %380 = icmp ult ptr %371, %87
  br i1 %380, label %95, label %53, !llvm.loop !104

381:                                              ; preds = %54
  store i64 %63, ptr %23, align 8
  store i64 %64, ptr %25, align 8
  store i64 %65, ptr %27, align 8
  store i64 %66, ptr %29, align 8
  store ptr %59, ptr %8, align 8
  store ptr %60, ptr %32, align 8
  store ptr %61, ptr %34, align 8
  store ptr %62, ptr %36, align 8
  store ptr %58, ptr %38, align 8
  store ptr %57, ptr %40, align 8
  store ptr %56, ptr %42, align 8
  store ptr %55, ptr %44, align 8
  %382 = add i64 %1, 3
  %383 = lshr i64 %382, 2
  %384 = ptrtoint ptr %14 to i64
  %385 = getelementptr inbounds i8, ptr %8, i64 120
  br label %389

386:                                              ; preds = %661
  %387 = add nuw nsw i64 %390, 1
  %388 = icmp eq i64 %387, 4
  br i1 %388, label %669, label %389, !llvm.loop !106

389:                                              ; preds = %386, %381
  %390 = phi i64 [ 0, %381 ], [ %387, %386 ]
  %391 = phi ptr [ %0, %381 ], [ %396, %386 ]
  %392 = ptrtoint ptr %391 to i64
  %393 = sub i64 %384, %392
  %394 = icmp ugt i64 %383, %393
  %395 = getelementptr inbounds i8, ptr %391, i64 %383
  %396 = select i1 %394, ptr %14, ptr %395
  %397 = getelementptr inbounds [4 x ptr], ptr %38, i64 0, i64 %390
  %398 = load ptr, ptr %397, align 8, !tbaa !107
  %399 = icmp ugt ptr %398, %396
  br i1 %399, label %668, label %400

400:                                              ; preds = %389
  %401 = getelementptr inbounds [4 x ptr], ptr %8, i64 0, i64 %390
  %402 = load ptr, ptr %401, align 8, !tbaa !107
  %403 = getelementptr inbounds [4 x ptr], ptr %385, i64 0, i64 %390
  %404 = load ptr, ptr %403, align 8, !tbaa !107
  %405 = getelementptr inbounds i8, ptr %404, i64 -8
  %406 = icmp ult ptr %402, %405
  br i1 %406, label %668, label %407

407:                                              ; preds = %400
  %408 = load i64, ptr %402, align 1, !tbaa !24
  %409 = getelementptr inbounds [4 x i64], ptr %23, i64 0, i64 %390
  %410 = load i64, ptr %409, align 8, !tbaa !24
  %411 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %410, i1 false)
  %412 = trunc nuw nsw i64 %411 to i32
  %413 = load ptr, ptr %21, align 8, !tbaa !102
  %414 = getelementptr inbounds i8, ptr %413, i64 8
  %415 = ptrtoint ptr %396 to i64
  %416 = ptrtoint ptr %398 to i64
  %417 = sub i64 %415, %416
  %418 = icmp ugt i64 %417, 7
  br i1 %418, label %419, label %529

419:                                              ; preds = %407
  %420 = ptrtoint ptr %413 to i64
  %421 = getelementptr inbounds i8, ptr %396, i64 -9
  br label %422

422:                                              ; preds = %457, %419
  %423 = phi ptr [ %398, %419 ], [ %527, %457 ]
  %424 = phi i64 [ %408, %419 ], [ %453, %457 ]
  %425 = phi i32 [ %412, %419 ], [ %523, %457 ]
  %426 = phi ptr [ %402, %419 ], [ %452, %457 ]
  %427 = icmp ult ptr %426, %414
  br i1 %427, label %431, label %428

428:                                              ; preds = %422
  %429 = lshr i32 %425, 3
  %430 = and i32 %425, 7
  br label %446

431:                                              ; preds = %422
  %432 = icmp eq ptr %426, %413
  br i1 %432, label %556, label %433

433:                                              ; preds = %431
  %434 = lshr i32 %425, 3
  %435 = zext nneg i32 %434 to i64
  %436 = sub nsw i64 0, %435
  %437 = getelementptr inbounds i8, ptr %426, i64 %436
  %438 = icmp ult ptr %437, %413
  %439 = ptrtoint ptr %426 to i64
  %440 = sub i64 %439, %420
  %441 = trunc i64 %440 to i32
  %442 = select i1 %438, i32 %441, i32 %434
  %443 = zext i1 %438 to i32
  %444 = shl i32 %442, 3
  %445 = sub i32 %425, %444
  br label %446

446:                                              ; preds = %433, %428
  %447 = phi i32 [ %442, %433 ], [ %429, %428 ]
  %448 = phi i32 [ %445, %433 ], [ %430, %428 ]
  %449 = phi i32 [ %443, %433 ], [ 0, %428 ]
  %450 = zext i32 %447 to i64
  %451 = sub nsw i64 0, %450
  %452 = getelementptr inbounds i8, ptr %426, i64 %451
  %453 = load i64, ptr %452, align 1, !tbaa !24
  %454 = icmp eq i32 %449, 0
  %455 = icmp ult ptr %423, %421
  %456 = and i1 %455, %454
  br i1 %456, label %457, label %556

457:                                              ; preds = %446
  %458 = and i32 %448, 63
  %459 = zext nneg i32 %458 to i64
  %460 = shl i64 %453, %459
  %461 = lshr i64 %460, 53
  %462 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %461
  %463 = load i16, ptr %462, align 2
  store i16 %463, ptr %423, align 1
  %464 = getelementptr inbounds i8, ptr %462, i64 2
  %465 = load i8, ptr %464, align 2, !tbaa !81
  %466 = zext i8 %465 to i32
  %467 = add i32 %448, %466
  %468 = getelementptr inbounds i8, ptr %462, i64 3
  %469 = load i8, ptr %468, align 1, !tbaa !84
  %470 = zext i8 %469 to i64
  %471 = getelementptr inbounds i8, ptr %423, i64 %470
  %472 = and i32 %467, 63
  %473 = zext nneg i32 %472 to i64
  %474 = shl i64 %453, %473
  %475 = lshr i64 %474, 53
  %476 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %475
  %477 = load i16, ptr %476, align 2
  store i16 %477, ptr %471, align 1
  %478 = getelementptr inbounds i8, ptr %476, i64 2
  %479 = load i8, ptr %478, align 2, !tbaa !81
  %480 = zext i8 %479 to i32
  %481 = add i32 %467, %480
  %482 = getelementptr inbounds i8, ptr %476, i64 3
  %483 = load i8, ptr %482, align 1, !tbaa !84
  %484 = zext i8 %483 to i64
  %485 = getelementptr inbounds i8, ptr %471, i64 %484
  %486 = and i32 %481, 63
  %487 = zext nneg i32 %486 to i64
  %488 = shl i64 %453, %487
  %489 = lshr i64 %488, 53
  %490 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %489
  %491 = load i16, ptr %490, align 2
  store i16 %491, ptr %485, align 1
  %492 = getelementptr inbounds i8, ptr %490, i64 2
  %493 = load i8, ptr %492, align 2, !tbaa !81
  %494 = zext i8 %493 to i32
  %495 = add i32 %481, %494
  %496 = getelementptr inbounds i8, ptr %490, i64 3
  %497 = load i8, ptr %496, align 1, !tbaa !84
  %498 = zext i8 %497 to i64
  %499 = getelementptr inbounds i8, ptr %485, i64 %498
  %500 = and i32 %495, 63
  %501 = zext nneg i32 %500 to i64
  %502 = shl i64 %453, %501
  %503 = lshr i64 %502, 53
  %504 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %503
  %505 = load i16, ptr %504, align 2
  store i16 %505, ptr %499, align 1
  %506 = getelementptr inbounds i8, ptr %504, i64 2
  %507 = load i8, ptr %506, align 2, !tbaa !81
  %508 = zext i8 %507 to i32
  %509 = add i32 %495, %508
  %510 = getelementptr inbounds i8, ptr %504, i64 3
  %511 = load i8, ptr %510, align 1, !tbaa !84
  %512 = zext i8 %511 to i64
  %513 = getelementptr inbounds i8, ptr %499, i64 %512
  %514 = and i32 %509, 63
  %515 = zext nneg i32 %514 to i64
  %516 = shl i64 %453, %515
  %517 = lshr i64 %516, 53
  %518 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %517
  %519 = load i16, ptr %518, align 2
  store i16 %519, ptr %513, align 1
  %520 = getelementptr inbounds i8, ptr %518, i64 2
  %521 = load i8, ptr %520, align 2, !tbaa !81
  %522 = zext i8 %521 to i32
  %523 = add i32 %509, %522
  %524 = getelementptr inbounds i8, ptr %518, i64 3
  %525 = load i8, ptr %524, align 1, !tbaa !84
  %526 = zext i8 %525 to i64
  %527 = getelementptr inbounds i8, ptr %513, i64 %526
  %528 = icmp ugt i32 %523, 64
  br i1 %528, label %556, label %422, !prof !85, !llvm.loop !86

529:                                              ; preds = %407
  %530 = icmp ult ptr %402, %414
  br i1 %530, label %534, label %531

531:                                              ; preds = %529
  %532 = lshr i64 %411, 3
  %533 = and i32 %412, 7
  br label %550

534:                                              ; preds = %529
  %535 = icmp eq ptr %402, %413
  br i1 %535, label %563, label %536

536:                                              ; preds = %534
  %537 = lshr i32 %412, 3
  %538 = zext nneg i32 %537 to i64
  %539 = sub nsw i64 0, %538
  %540 = getelementptr inbounds i8, ptr %402, i64 %539
  %541 = icmp ult ptr %540, %413
  %542 = ptrtoint ptr %402 to i64
  %543 = ptrtoint ptr %413 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  %546 = select i1 %541, i32 %545, i32 %537
  %547 = zext i32 %546 to i64
  %548 = shl i32 %546, 3
  %549 = sub i32 %412, %548
  br label %550

550:                                              ; preds = %536, %531
  %551 = phi i64 [ %547, %536 ], [ %532, %531 ]
  %552 = phi i32 [ %549, %536 ], [ %533, %531 ]
  %553 = sub nsw i64 0, %551
  %554 = getelementptr inbounds i8, ptr %402, i64 %553
  %555 = load i64, ptr %554, align 1, !tbaa !24
  br label %563

556:                                              ; preds = %431, %446, %457
  %557 = phi ptr [ %452, %446 ], [ @BIT_reloadDStream.zeroFilled, %457 ], [ %426, %431 ]
  %558 = phi i32 [ %448, %446 ], [ %523, %457 ], [ %425, %431 ]
  %559 = phi i64 [ %453, %446 ], [ %453, %457 ], [ %424, %431 ]
  %560 = phi ptr [ %423, %446 ], [ %527, %457 ], [ %423, %431 ]
  %561 = ptrtoint ptr %560 to i64
  %562 = sub i64 %415, %561
  br label %563

563:                                              ; preds = %556, %550, %534
  %564 = phi i64 [ %562, %556 ], [ %417, %550 ], [ %417, %534 ]
  %565 = phi ptr [ %557, %556 ], [ %554, %550 ], [ %402, %534 ]
  %566 = phi i32 [ %558, %556 ], [ %552, %550 ], [ %412, %534 ]
  %567 = phi i64 [ %559, %556 ], [ %555, %550 ], [ %408, %534 ]
  %568 = phi ptr [ %560, %556 ], [ %398, %550 ], [ %398, %534 ]
  %569 = icmp ugt i64 %564, 1
  br i1 %569, label %570, label %648

570:                                              ; preds = %563
  %571 = getelementptr inbounds i8, ptr %396, i64 -2
  %572 = ptrtoint ptr %413 to i64
  %573 = icmp ugt i32 %566, 64
  br i1 %573, label %609, label %574, !prof !88

574:                                              ; preds = %570, %614
  %575 = phi ptr [ %628, %614 ], [ %568, %570 ]
  %576 = phi i64 [ %605, %614 ], [ %567, %570 ]
  %577 = phi i32 [ %624, %614 ], [ %566, %570 ]
  %578 = phi ptr [ %604, %614 ], [ %565, %570 ]
  %579 = icmp ult ptr %578, %414
  br i1 %579, label %583, label %580

580:                                              ; preds = %574
  %581 = lshr i32 %577, 3
  %582 = and i32 %577, 7
  br label %598

583:                                              ; preds = %574
  %584 = icmp eq ptr %578, %413
  br i1 %584, label %609, label %585

585:                                              ; preds = %583
  %586 = lshr i32 %577, 3
  %587 = zext nneg i32 %586 to i64
  %588 = sub nsw i64 0, %587
  %589 = getelementptr inbounds i8, ptr %578, i64 %588
  %590 = icmp ult ptr %589, %413
  %591 = ptrtoint ptr %578 to i64
  %592 = sub i64 %591, %572
  %593 = trunc i64 %592 to i32
  %594 = select i1 %590, i32 %593, i32 %586
  %595 = zext i1 %590 to i32
  %596 = shl i32 %594, 3
  %597 = sub i32 %577, %596
  br label %598

598:                                              ; preds = %585, %580
  %599 = phi i32 [ %581, %580 ], [ %594, %585 ]
  %600 = phi i32 [ %582, %580 ], [ %597, %585 ]
  %601 = phi i32 [ 0, %580 ], [ %595, %585 ]
  %602 = zext i32 %599 to i64
  %603 = sub nsw i64 0, %602
  %604 = getelementptr inbounds i8, ptr %578, i64 %603
  %605 = load i64, ptr %604, align 1, !tbaa !24
  %606 = icmp eq i32 %601, 0
  %607 = icmp ule ptr %575, %571
  %608 = and i1 %607, %606
  br i1 %608, label %614, label %609

609:                                              ; preds = %614, %583, %598, %570
  %610 = phi ptr [ %568, %570 ], [ %575, %598 ], [ %575, %583 ], [ %628, %614 ]
  %611 = phi i64 [ %567, %570 ], [ %605, %598 ], [ %576, %583 ], [ %605, %614 ]
  %612 = phi i32 [ %566, %570 ], [ %600, %598 ], [ %577, %583 ], [ %624, %614 ]
  %613 = icmp ugt ptr %610, %571
  br i1 %613, label %648, label %630

614:                                              ; preds = %598
  %615 = and i32 %600, 63
  %616 = zext nneg i32 %615 to i64
  %617 = shl i64 %605, %616
  %618 = lshr i64 %617, 53
  %619 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %618
  %620 = load i16, ptr %619, align 2
  store i16 %620, ptr %575, align 1
  %621 = getelementptr inbounds i8, ptr %619, i64 2
  %622 = load i8, ptr %621, align 2, !tbaa !81
  %623 = zext i8 %622 to i32
  %624 = add i32 %600, %623
  %625 = getelementptr inbounds i8, ptr %619, i64 3
  %626 = load i8, ptr %625, align 1, !tbaa !84
  %627 = zext i8 %626 to i64
  %628 = getelementptr inbounds i8, ptr %575, i64 %627
  %629 = icmp ugt i32 %624, 64
  br i1 %629, label %609, label %574, !prof !85, !llvm.loop !89

630:                                              ; preds = %609, %630
  %631 = phi ptr [ %646, %630 ], [ %610, %609 ]
  %632 = phi i32 [ %642, %630 ], [ %612, %609 ]
  %633 = and i32 %632, 63
  %634 = zext nneg i32 %633 to i64
  %635 = shl i64 %611, %634
  %636 = lshr i64 %635, 53
  %637 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %636
  %638 = load i16, ptr %637, align 2
  store i16 %638, ptr %631, align 1
  %639 = getelementptr inbounds i8, ptr %637, i64 2
  %640 = load i8, ptr %639, align 2, !tbaa !81
  %641 = zext i8 %640 to i32
  %642 = add i32 %632, %641
  %643 = getelementptr inbounds i8, ptr %637, i64 3
  %644 = load i8, ptr %643, align 1, !tbaa !84
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i8, ptr %631, i64 %645
  %647 = icmp ugt ptr %646, %571
  br i1 %647, label %648, label %630, !llvm.loop !90

648:                                              ; preds = %630, %609, %563
  %649 = phi i32 [ %566, %563 ], [ %612, %609 ], [ %642, %630 ]
  %650 = phi i64 [ %567, %563 ], [ %611, %609 ], [ %611, %630 ]
  %651 = phi ptr [ %568, %563 ], [ %610, %609 ], [ %646, %630 ]
  %652 = icmp ult ptr %651, %396
  br i1 %652, label %653, label %661

653:                                              ; preds = %648
  %654 = and i32 %649, 63
  %655 = zext nneg i32 %654 to i64
  %656 = shl i64 %650, %655
  %657 = lshr i64 %656, 53
  %658 = getelementptr inbounds %struct.HUF_DEltX2, ptr %12, i64 %657
  %659 = load i8, ptr %658, align 2
  store i8 %659, ptr %651, align 1
  %660 = getelementptr inbounds i8, ptr %651, i64 1
  br label %661

661:                                              ; preds = %653, %648
  %662 = phi ptr [ %660, %653 ], [ %651, %648 ]
  %663 = ptrtoint ptr %662 to i64
  %664 = sub i64 %663, %416
  %665 = load ptr, ptr %397, align 8, !tbaa !107
  %666 = getelementptr inbounds i8, ptr %665, i64 %664
  store ptr %666, ptr %397, align 8, !tbaa !107
  %667 = icmp eq ptr %666, %396
  br i1 %667, label %386, label %668

668:                                              ; preds = %389, %400, %661
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  br label %2848

669:                                              ; preds = %386, %11
  %670 = phi i64 [ %15, %11 ], [ %1, %386 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  %671 = icmp eq i64 %670, 0
  br i1 %671, label %672, label %2848

672:                                              ; preds = %669, %6
  %673 = icmp ult i64 %3, 10
  %674 = icmp ult i64 %1, 6
  %675 = or i1 %674, %673
  br i1 %675, label %2848, label %676

676:                                              ; preds = %672
  %677 = getelementptr inbounds i8, ptr %0, i64 %1
  %678 = getelementptr inbounds i8, ptr %677, i64 -7
  %679 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #12
  %680 = load i16, ptr %2, align 1, !tbaa !105
  %681 = zext i16 %680 to i64
  %682 = getelementptr inbounds i8, ptr %2, i64 2
  %683 = load i16, ptr %682, align 1, !tbaa !105
  %684 = zext i16 %683 to i64
  %685 = getelementptr inbounds i8, ptr %2, i64 4
  %686 = load i16, ptr %685, align 1, !tbaa !105
  %687 = zext i16 %686 to i64
  %688 = add nuw nsw i64 %681, 6
  %689 = add nuw nsw i64 %688, %684
  %690 = add nuw nsw i64 %689, %687
  %691 = sub i64 %3, %690
  %692 = getelementptr inbounds i8, ptr %2, i64 6
  %693 = getelementptr i8, ptr %692, i64 %681
  %694 = getelementptr i8, ptr %693, i64 %684
  %695 = getelementptr i8, ptr %694, i64 %687
  %696 = add i64 %1, 3
  %697 = lshr i64 %696, 2
  %698 = getelementptr inbounds i8, ptr %0, i64 %697
  %699 = getelementptr inbounds i8, ptr %698, i64 %697
  %700 = getelementptr inbounds i8, ptr %699, i64 %697
  %701 = load i32, ptr %4, align 4
  %702 = lshr i32 %701, 16
  %703 = and i32 %702, 255
  %704 = icmp ugt i64 %690, %3
  %705 = icmp ugt ptr %700, %677
  %706 = select i1 %704, i1 true, i1 %705
  br i1 %706, label %2846, label %707

707:                                              ; preds = %676
  %708 = icmp eq i16 %680, 0
  br i1 %708, label %2846, label %709

709:                                              ; preds = %707
  %710 = getelementptr inbounds i8, ptr %2, i64 14
  %711 = icmp ugt i16 %680, 7
  br i1 %711, label %712, label %723

712:                                              ; preds = %709
  %713 = getelementptr i8, ptr %693, i64 -1
  %714 = load i8, ptr %713, align 1, !tbaa !10
  %715 = icmp eq i8 %714, 0
  br i1 %715, label %2846, label %716

716:                                              ; preds = %712
  %717 = getelementptr inbounds i8, ptr %693, i64 -8
  %718 = load i64, ptr %717, align 1, !tbaa !24
  %719 = zext i8 %714 to i32
  %720 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %719, i1 true)
  %721 = xor i32 %720, 31
  %722 = sub nuw nsw i32 8, %721
  br label %779

723:                                              ; preds = %709
  %724 = load i8, ptr %692, align 1, !tbaa !10
  %725 = zext i8 %724 to i64
  switch i16 %680, label %767 [
    i16 7, label %726
    i16 6, label %732
    i16 5, label %739
    i16 4, label %746
    i16 3, label %753
    i16 2, label %760
  ]

726:                                              ; preds = %723
  %727 = getelementptr inbounds i8, ptr %2, i64 12
  %728 = load i8, ptr %727, align 1, !tbaa !10
  %729 = zext i8 %728 to i64
  %730 = shl nuw nsw i64 %729, 48
  %731 = or disjoint i64 %730, %725
  br label %732

732:                                              ; preds = %726, %723
  %733 = phi i64 [ %725, %723 ], [ %731, %726 ]
  %734 = getelementptr inbounds i8, ptr %2, i64 11
  %735 = load i8, ptr %734, align 1, !tbaa !10
  %736 = zext i8 %735 to i64
  %737 = shl nuw nsw i64 %736, 40
  %738 = add nuw nsw i64 %737, %733
  br label %739

739:                                              ; preds = %732, %723
  %740 = phi i64 [ %725, %723 ], [ %738, %732 ]
  %741 = getelementptr inbounds i8, ptr %2, i64 10
  %742 = load i8, ptr %741, align 1, !tbaa !10
  %743 = zext i8 %742 to i64
  %744 = shl nuw nsw i64 %743, 32
  %745 = add nuw nsw i64 %744, %740
  br label %746

746:                                              ; preds = %739, %723
  %747 = phi i64 [ %725, %723 ], [ %745, %739 ]
  %748 = getelementptr inbounds i8, ptr %2, i64 9
  %749 = load i8, ptr %748, align 1, !tbaa !10
  %750 = zext i8 %749 to i64
  %751 = shl nuw nsw i64 %750, 24
  %752 = add nuw nsw i64 %751, %747
  br label %753

753:                                              ; preds = %746, %723
  %754 = phi i64 [ %725, %723 ], [ %752, %746 ]
  %755 = getelementptr inbounds i8, ptr %2, i64 8
  %756 = load i8, ptr %755, align 1, !tbaa !10
  %757 = zext i8 %756 to i64
  %758 = shl nuw nsw i64 %757, 16
  %759 = add nuw nsw i64 %758, %754
  br label %760

760:                                              ; preds = %753, %723
  %761 = phi i64 [ %725, %723 ], [ %759, %753 ]
  %762 = getelementptr inbounds i8, ptr %2, i64 7
  %763 = load i8, ptr %762, align 1, !tbaa !10
  %764 = zext i8 %763 to i64
  %765 = shl nuw nsw i64 %764, 8
  %766 = add nuw nsw i64 %765, %761
  br label %767

767:                                              ; preds = %760, %723
  %768 = phi i64 [ %725, %723 ], [ %766, %760 ]
  %769 = getelementptr i8, ptr %693, i64 -1
  %770 = load i8, ptr %769, align 1, !tbaa !10
  %771 = icmp eq i8 %770, 0
  br i1 %771, label %2846, label %772

772:                                              ; preds = %767
  %773 = zext i8 %770 to i32
  %774 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %773, i1 true)
  %775 = shl nuw nsw i16 %680, 3
  %776 = zext nneg i16 %775 to i32
  %777 = sub nsw i32 %774, %776
  %778 = add nsw i32 %777, 41
  br label %779

779:                                              ; preds = %772, %716
  %780 = phi ptr [ %717, %716 ], [ %692, %772 ]
  %781 = phi i32 [ %722, %716 ], [ %778, %772 ]
  %782 = phi i64 [ %718, %716 ], [ %768, %772 ]
  %783 = icmp eq i16 %683, 0
  br i1 %783, label %2846, label %784

784:                                              ; preds = %779
  %785 = getelementptr inbounds i8, ptr %693, i64 8
  %786 = icmp ugt i16 %683, 7
  br i1 %786, label %787, label %798

787:                                              ; preds = %784
  %788 = getelementptr i8, ptr %694, i64 -1
  %789 = load i8, ptr %788, align 1, !tbaa !10
  %790 = icmp eq i8 %789, 0
  br i1 %790, label %2846, label %791

791:                                              ; preds = %787
  %792 = getelementptr inbounds i8, ptr %694, i64 -8
  %793 = load i64, ptr %792, align 1, !tbaa !24
  %794 = zext i8 %789 to i32
  %795 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %794, i1 true)
  %796 = xor i32 %795, 31
  %797 = sub nuw nsw i32 8, %796
  br label %854

798:                                              ; preds = %784
  %799 = load i8, ptr %693, align 1, !tbaa !10
  %800 = zext i8 %799 to i64
  switch i16 %683, label %842 [
    i16 7, label %801
    i16 6, label %807
    i16 5, label %814
    i16 4, label %821
    i16 3, label %828
    i16 2, label %835
  ]

801:                                              ; preds = %798
  %802 = getelementptr inbounds i8, ptr %693, i64 6
  %803 = load i8, ptr %802, align 1, !tbaa !10
  %804 = zext i8 %803 to i64
  %805 = shl nuw nsw i64 %804, 48
  %806 = or disjoint i64 %805, %800
  br label %807

807:                                              ; preds = %801, %798
  %808 = phi i64 [ %800, %798 ], [ %806, %801 ]
  %809 = getelementptr inbounds i8, ptr %693, i64 5
  %810 = load i8, ptr %809, align 1, !tbaa !10
  %811 = zext i8 %810 to i64
  %812 = shl nuw nsw i64 %811, 40
  %813 = add nuw nsw i64 %812, %808
  br label %814

814:                                              ; preds = %807, %798
  %815 = phi i64 [ %800, %798 ], [ %813, %807 ]
  %816 = getelementptr inbounds i8, ptr %693, i64 4
  %817 = load i8, ptr %816, align 1, !tbaa !10
  %818 = zext i8 %817 to i64
  %819 = shl nuw nsw i64 %818, 32
  %820 = add nuw nsw i64 %819, %815
  br label %821

821:                                              ; preds = %814, %798
  %822 = phi i64 [ %800, %798 ], [ %820, %814 ]
  %823 = getelementptr inbounds i8, ptr %693, i64 3
  %824 = load i8, ptr %823, align 1, !tbaa !10
  %825 = zext i8 %824 to i64
  %826 = shl nuw nsw i64 %825, 24
  %827 = add nuw nsw i64 %826, %822
  br label %828

828:                                              ; preds = %821, %798
  %829 = phi i64 [ %800, %798 ], [ %827, %821 ]
  %830 = getelementptr inbounds i8, ptr %693, i64 2
  %831 = load i8, ptr %830, align 1, !tbaa !10
  %832 = zext i8 %831 to i64
  %833 = shl nuw nsw i64 %832, 16
  %834 = add nuw nsw i64 %833, %829
  br label %835

835:                                              ; preds = %828, %798
  %836 = phi i64 [ %800, %798 ], [ %834, %828 ]
  %837 = getelementptr inbounds i8, ptr %693, i64 1
  %838 = load i8, ptr %837, align 1, !tbaa !10
  %839 = zext i8 %838 to i64
  %840 = shl nuw nsw i64 %839, 8
  %841 = add nuw nsw i64 %840, %836
  br label %842

842:                                              ; preds = %835, %798
  %843 = phi i64 [ %800, %798 ], [ %841, %835 ]
  %844 = getelementptr i8, ptr %694, i64 -1
  %845 = load i8, ptr %844, align 1, !tbaa !10
  %846 = icmp eq i8 %845, 0
  br i1 %846, label %2846, label %847

847:                                              ; preds = %842
  %848 = zext i8 %845 to i32
  %849 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %848, i1 true)
  %850 = shl nuw nsw i16 %683, 3
  %851 = zext nneg i16 %850 to i32
  %852 = sub nsw i32 %849, %851
  %853 = add nsw i32 %852, 41
  br label %854

854:                                              ; preds = %847, %791
  %855 = phi i64 [ %793, %791 ], [ %843, %847 ]
  %856 = phi i32 [ %797, %791 ], [ %853, %847 ]
  %857 = phi ptr [ %792, %791 ], [ %693, %847 ]
  %858 = icmp eq i16 %686, 0
  br i1 %858, label %2846, label %859

859:                                              ; preds = %854
  %860 = getelementptr inbounds i8, ptr %694, i64 8
  %861 = icmp ugt i16 %686, 7
  br i1 %861, label %862, label %873

862:                                              ; preds = %859
  %863 = getelementptr i8, ptr %695, i64 -1
  %864 = load i8, ptr %863, align 1, !tbaa !10
  %865 = icmp eq i8 %864, 0
  br i1 %865, label %2846, label %866

866:                                              ; preds = %862
  %867 = getelementptr inbounds i8, ptr %695, i64 -8
  %868 = load i64, ptr %867, align 1, !tbaa !24
  %869 = zext i8 %864 to i32
  %870 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %869, i1 true)
  %871 = xor i32 %870, 31
  %872 = sub nuw nsw i32 8, %871
  br label %929

873:                                              ; preds = %859
  %874 = load i8, ptr %694, align 1, !tbaa !10
  %875 = zext i8 %874 to i64
  switch i16 %686, label %917 [
    i16 7, label %876
    i16 6, label %882
    i16 5, label %889
    i16 4, label %896
    i16 3, label %903
    i16 2, label %910
  ]

876:                                              ; preds = %873
  %877 = getelementptr inbounds i8, ptr %694, i64 6
  %878 = load i8, ptr %877, align 1, !tbaa !10
  %879 = zext i8 %878 to i64
  %880 = shl nuw nsw i64 %879, 48
  %881 = or disjoint i64 %880, %875
  br label %882

882:                                              ; preds = %876, %873
  %883 = phi i64 [ %875, %873 ], [ %881, %876 ]
  %884 = getelementptr inbounds i8, ptr %694, i64 5
  %885 = load i8, ptr %884, align 1, !tbaa !10
  %886 = zext i8 %885 to i64
  %887 = shl nuw nsw i64 %886, 40
  %888 = add nuw nsw i64 %887, %883
  br label %889

889:                                              ; preds = %882, %873
  %890 = phi i64 [ %875, %873 ], [ %888, %882 ]
  %891 = getelementptr inbounds i8, ptr %694, i64 4
  %892 = load i8, ptr %891, align 1, !tbaa !10
  %893 = zext i8 %892 to i64
  %894 = shl nuw nsw i64 %893, 32
  %895 = add nuw nsw i64 %894, %890
  br label %896

896:                                              ; preds = %889, %873
  %897 = phi i64 [ %875, %873 ], [ %895, %889 ]
  %898 = getelementptr inbounds i8, ptr %694, i64 3
  %899 = load i8, ptr %898, align 1, !tbaa !10
  %900 = zext i8 %899 to i64
  %901 = shl nuw nsw i64 %900, 24
  %902 = add nuw nsw i64 %901, %897
  br label %903

903:                                              ; preds = %896, %873
  %904 = phi i64 [ %875, %873 ], [ %902, %896 ]
  %905 = getelementptr inbounds i8, ptr %694, i64 2
  %906 = load i8, ptr %905, align 1, !tbaa !10
  %907 = zext i8 %906 to i64
  %908 = shl nuw nsw i64 %907, 16
  %909 = add nuw nsw i64 %908, %904
  br label %910

910:                                              ; preds = %903, %873
  %911 = phi i64 [ %875, %873 ], [ %909, %903 ]
  %912 = getelementptr inbounds i8, ptr %694, i64 1
  %913 = load i8, ptr %912, align 1, !tbaa !10
  %914 = zext i8 %913 to i64
  %915 = shl nuw nsw i64 %914, 8
  %916 = add nuw nsw i64 %915, %911
  br label %917

917:                                              ; preds = %910, %873
  %918 = phi i64 [ %875, %873 ], [ %916, %910 ]
  %919 = getelementptr i8, ptr %695, i64 -1
  %920 = load i8, ptr %919, align 1, !tbaa !10
  %921 = icmp eq i8 %920, 0
  br i1 %921, label %2846, label %922

922:                                              ; preds = %917
  %923 = zext i8 %920 to i32
  %924 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %923, i1 true)
  %925 = shl nuw nsw i16 %686, 3
  %926 = zext nneg i16 %925 to i32
  %927 = sub nsw i32 %924, %926
  %928 = add nsw i32 %927, 41
  br label %929

929:                                              ; preds = %922, %866
  %930 = phi i64 [ %868, %866 ], [ %918, %922 ]
  %931 = phi i32 [ %872, %866 ], [ %928, %922 ]
  %932 = phi ptr [ %867, %866 ], [ %694, %922 ]
  %933 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %7, ptr noundef nonnull %695, i64 noundef %691)
  %934 = icmp ult i64 %933, -119
  br i1 %934, label %935, label %2846

935:                                              ; preds = %929
  %936 = ptrtoint ptr %677 to i64
  %937 = ptrtoint ptr %700 to i64
  %938 = sub i64 %936, %937
  %939 = icmp ugt i64 %938, 7
  %940 = icmp ult ptr %700, %678
  %941 = select i1 %939, i1 %940, i1 false
  br i1 %941, label %942, label %1253

942:                                              ; preds = %935
  %943 = load i64, ptr %7, align 8, !tbaa !108
  %944 = sub nsw i32 0, %702
  %945 = and i32 %944, 63
  %946 = zext nneg i32 %945 to i64
  %947 = getelementptr inbounds i8, ptr %7, i64 8
  %948 = getelementptr inbounds i8, ptr %7, i64 16
  %949 = getelementptr inbounds i8, ptr %7, i64 32
  %950 = load ptr, ptr %949, align 8, !tbaa !110
  %951 = load i32, ptr %947, align 8, !tbaa !111
  %952 = load ptr, ptr %948, align 8, !tbaa !112
  br label %953

953:                                              ; preds = %1243, %942
  %954 = phi ptr [ %952, %942 ], [ %1244, %1243 ]
  %955 = phi i32 [ %951, %942 ], [ %1245, %1243 ]
  %956 = phi ptr [ %0, %942 ], [ %1151, %1243 ]
  %957 = phi ptr [ %698, %942 ], [ %1165, %1243 ]
  %958 = phi ptr [ %699, %942 ], [ %1179, %1243 ]
  %959 = phi ptr [ %700, %942 ], [ %1193, %1243 ]
  %960 = phi ptr [ %932, %942 ], [ %1232, %1243 ]
  %961 = phi i64 [ %782, %942 ], [ %1205, %1243 ]
  %962 = phi i32 [ %931, %942 ], [ %1231, %1243 ]
  %963 = phi i64 [ %930, %942 ], [ %1230, %1243 ]
  %964 = phi ptr [ %857, %942 ], [ %1218, %1243 ]
  %965 = phi i32 [ %781, %942 ], [ %1204, %1243 ]
  %966 = phi i32 [ %856, %942 ], [ %1217, %1243 ]
  %967 = phi i64 [ %855, %942 ], [ %1216, %1243 ]
  %968 = phi ptr [ %780, %942 ], [ %1203, %1243 ]
  %969 = phi i64 [ %943, %942 ], [ %1246, %1243 ]
  %970 = and i32 %965, 63
  %971 = zext nneg i32 %970 to i64
  %972 = shl i64 %961, %971
  %973 = lshr i64 %972, %946
  %974 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %973
  %975 = load i16, ptr %974, align 2
  store i16 %975, ptr %956, align 1
  %976 = getelementptr inbounds i8, ptr %974, i64 2
  %977 = load i8, ptr %976, align 2, !tbaa !81
  %978 = zext i8 %977 to i32
  %979 = add i32 %965, %978
  %980 = getelementptr inbounds i8, ptr %974, i64 3
  %981 = load i8, ptr %980, align 1, !tbaa !84
  %982 = zext i8 %981 to i64
  %983 = getelementptr inbounds i8, ptr %956, i64 %982
  %984 = and i32 %966, 63
  %985 = zext nneg i32 %984 to i64
  %986 = shl i64 %967, %985
  %987 = lshr i64 %986, %946
  %988 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %987
  %989 = load i16, ptr %988, align 2
  store i16 %989, ptr %957, align 1
  %990 = getelementptr inbounds i8, ptr %988, i64 2
  %991 = load i8, ptr %990, align 2, !tbaa !81
  %992 = zext i8 %991 to i32
  %993 = add i32 %966, %992
  %994 = getelementptr inbounds i8, ptr %988, i64 3
  %995 = load i8, ptr %994, align 1, !tbaa !84
  %996 = zext i8 %995 to i64
  %997 = getelementptr inbounds i8, ptr %957, i64 %996
  %998 = and i32 %962, 63
  %999 = zext nneg i32 %998 to i64
  %1000 = shl i64 %963, %999
  %1001 = lshr i64 %1000, %946
  %1002 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1001
  %1003 = load i16, ptr %1002, align 2
  store i16 %1003, ptr %958, align 1
  %1004 = getelementptr inbounds i8, ptr %1002, i64 2
  %1005 = load i8, ptr %1004, align 2, !tbaa !81
  %1006 = zext i8 %1005 to i32
  %1007 = add i32 %962, %1006
  %1008 = getelementptr inbounds i8, ptr %1002, i64 3
  %1009 = load i8, ptr %1008, align 1, !tbaa !84
  %1010 = zext i8 %1009 to i64
  %1011 = getelementptr inbounds i8, ptr %958, i64 %1010
  %1012 = and i32 %955, 63
  %1013 = zext nneg i32 %1012 to i64
  %1014 = shl i64 %969, %1013
  %1015 = lshr i64 %1014, %946
  %1016 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1015
  %1017 = load i16, ptr %1016, align 2
  store i16 %1017, ptr %959, align 1
  %1018 = getelementptr inbounds i8, ptr %1016, i64 2
  %1019 = load i8, ptr %1018, align 2, !tbaa !81
  %1020 = zext i8 %1019 to i32
  %1021 = add i32 %955, %1020
  %1022 = getelementptr inbounds i8, ptr %1016, i64 3
  %1023 = load i8, ptr %1022, align 1, !tbaa !84
  %1024 = zext i8 %1023 to i64
  %1025 = getelementptr inbounds i8, ptr %959, i64 %1024
  %1026 = and i32 %979, 63
  %1027 = zext nneg i32 %1026 to i64
  %1028 = shl i64 %961, %1027
  %1029 = lshr i64 %1028, %946
  %1030 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1029
  %1031 = load i16, ptr %1030, align 2
  store i16 %1031, ptr %983, align 1
  %1032 = getelementptr inbounds i8, ptr %1030, i64 2
  %1033 = load i8, ptr %1032, align 2, !tbaa !81
  %1034 = zext i8 %1033 to i32
  %1035 = add i32 %979, %1034
  %1036 = getelementptr inbounds i8, ptr %1030, i64 3
  %1037 = load i8, ptr %1036, align 1, !tbaa !84
  %1038 = and i32 %993, 63
  %1039 = zext nneg i32 %1038 to i64
  %1040 = shl i64 %967, %1039
  %1041 = lshr i64 %1040, %946
  %1042 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1041
  %1043 = load i16, ptr %1042, align 2
  store i16 %1043, ptr %997, align 1
  %1044 = getelementptr inbounds i8, ptr %1042, i64 2
  %1045 = load i8, ptr %1044, align 2, !tbaa !81
  %1046 = zext i8 %1045 to i32
  %1047 = add i32 %993, %1046
  %1048 = getelementptr inbounds i8, ptr %1042, i64 3
  %1049 = load i8, ptr %1048, align 1, !tbaa !84
  %1050 = zext i8 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %997, i64 %1050
  %1052 = and i32 %1007, 63
  %1053 = zext nneg i32 %1052 to i64
  %1054 = shl i64 %963, %1053
  %1055 = lshr i64 %1054, %946
  %1056 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1055
  %1057 = load i16, ptr %1056, align 2
  store i16 %1057, ptr %1011, align 1
  %1058 = getelementptr inbounds i8, ptr %1056, i64 2
  %1059 = load i8, ptr %1058, align 2, !tbaa !81
  %1060 = zext i8 %1059 to i32
  %1061 = add i32 %1007, %1060
  %1062 = getelementptr inbounds i8, ptr %1056, i64 3
  %1063 = load i8, ptr %1062, align 1, !tbaa !84
  %1064 = zext i8 %1063 to i64
  %1065 = getelementptr inbounds i8, ptr %1011, i64 %1064
  %1066 = and i32 %1021, 63
  %1067 = zext nneg i32 %1066 to i64
  %1068 = shl i64 %969, %1067
  %1069 = lshr i64 %1068, %946
  %1070 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1069
  %1071 = load i16, ptr %1070, align 2
  store i16 %1071, ptr %1025, align 1
  %1072 = getelementptr inbounds i8, ptr %1070, i64 2
  %1073 = load i8, ptr %1072, align 2, !tbaa !81
  %1074 = zext i8 %1073 to i32
  %1075 = add i32 %1021, %1074
  %1076 = getelementptr inbounds i8, ptr %1070, i64 3
  %1077 = load i8, ptr %1076, align 1, !tbaa !84
  %1078 = zext i8 %1077 to i64
  %1079 = getelementptr inbounds i8, ptr %1025, i64 %1078
  %1080 = zext i8 %1037 to i64
  %1081 = getelementptr inbounds i8, ptr %983, i64 %1080
  %1082 = and i32 %1035, 63
  %1083 = zext nneg i32 %1082 to i64
  %1084 = shl i64 %961, %1083
  %1085 = lshr i64 %1084, %946
  %1086 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1085
  %1087 = load i16, ptr %1086, align 2
  store i16 %1087, ptr %1081, align 1
  %1088 = getelementptr inbounds i8, ptr %1086, i64 2
  %1089 = load i8, ptr %1088, align 2, !tbaa !81
  %1090 = zext i8 %1089 to i32
  %1091 = add i32 %1035, %1090
  %1092 = getelementptr inbounds i8, ptr %1086, i64 3
  %1093 = load i8, ptr %1092, align 1, !tbaa !84
  %1094 = zext i8 %1093 to i64
  %1095 = getelementptr inbounds i8, ptr %1081, i64 %1094
  %1096 = and i32 %1047, 63
  %1097 = zext nneg i32 %1096 to i64
  %1098 = shl i64 %967, %1097
  %1099 = lshr i64 %1098, %946
  %1100 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1099
  %1101 = load i16, ptr %1100, align 2
  store i16 %1101, ptr %1051, align 1
  %1102 = getelementptr inbounds i8, ptr %1100, i64 2
  %1103 = load i8, ptr %1102, align 2, !tbaa !81
  %1104 = zext i8 %1103 to i32
  %1105 = add i32 %1047, %1104
  %1106 = getelementptr inbounds i8, ptr %1100, i64 3
  %1107 = load i8, ptr %1106, align 1, !tbaa !84
  %1108 = zext i8 %1107 to i64
  %1109 = getelementptr inbounds i8, ptr %1051, i64 %1108
  %1110 = and i32 %1061, 63
  %1111 = zext nneg i32 %1110 to i64
  %1112 = shl i64 %963, %1111
  %1113 = lshr i64 %1112, %946
  %1114 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1113
  %1115 = load i16, ptr %1114, align 2
  store i16 %1115, ptr %1065, align 1
  %1116 = getelementptr inbounds i8, ptr %1114, i64 2
  %1117 = load i8, ptr %1116, align 2, !tbaa !81
  %1118 = zext i8 %1117 to i32
  %1119 = add i32 %1061, %1118
  %1120 = getelementptr inbounds i8, ptr %1114, i64 3
  %1121 = load i8, ptr %1120, align 1, !tbaa !84
  %1122 = zext i8 %1121 to i64
  %1123 = getelementptr inbounds i8, ptr %1065, i64 %1122
  %1124 = and i32 %1075, 63
  %1125 = zext nneg i32 %1124 to i64
  %1126 = shl i64 %969, %1125
  %1127 = lshr i64 %1126, %946
  %1128 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1127
  %1129 = load i16, ptr %1128, align 2
  store i16 %1129, ptr %1079, align 1
  %1130 = getelementptr inbounds i8, ptr %1128, i64 2
  %1131 = load i8, ptr %1130, align 2, !tbaa !81
  %1132 = zext i8 %1131 to i32
  %1133 = add i32 %1075, %1132
  %1134 = getelementptr inbounds i8, ptr %1128, i64 3
  %1135 = load i8, ptr %1134, align 1, !tbaa !84
  %1136 = zext i8 %1135 to i64
  %1137 = getelementptr inbounds i8, ptr %1079, i64 %1136
  %1138 = and i32 %1091, 63
  %1139 = zext nneg i32 %1138 to i64
  %1140 = shl i64 %961, %1139
  %1141 = lshr i64 %1140, %946
  %1142 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1141
  %1143 = load i16, ptr %1142, align 2
  store i16 %1143, ptr %1095, align 1
  %1144 = getelementptr inbounds i8, ptr %1142, i64 2
  %1145 = load i8, ptr %1144, align 2, !tbaa !81
  %1146 = zext i8 %1145 to i32
  %1147 = add i32 %1091, %1146
  %1148 = getelementptr inbounds i8, ptr %1142, i64 3
  %1149 = load i8, ptr %1148, align 1, !tbaa !84
  %1150 = zext i8 %1149 to i64
  %1151 = getelementptr inbounds i8, ptr %1095, i64 %1150
  %1152 = and i32 %1105, 63
  %1153 = zext nneg i32 %1152 to i64
  %1154 = shl i64 %967, %1153
  %1155 = lshr i64 %1154, %946
  %1156 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1155
  %1157 = load i16, ptr %1156, align 2
  store i16 %1157, ptr %1109, align 1
  %1158 = getelementptr inbounds i8, ptr %1156, i64 2
  %1159 = load i8, ptr %1158, align 2, !tbaa !81
  %1160 = zext i8 %1159 to i32
  %1161 = add i32 %1105, %1160
  %1162 = getelementptr inbounds i8, ptr %1156, i64 3
  %1163 = load i8, ptr %1162, align 1, !tbaa !84
  %1164 = zext i8 %1163 to i64
  %1165 = getelementptr inbounds i8, ptr %1109, i64 %1164
  %1166 = and i32 %1119, 63
  %1167 = zext nneg i32 %1166 to i64
  %1168 = shl i64 %963, %1167
  %1169 = lshr i64 %1168, %946
  %1170 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1169
  %1171 = load i16, ptr %1170, align 2
  store i16 %1171, ptr %1123, align 1
  %1172 = getelementptr inbounds i8, ptr %1170, i64 2
  %1173 = load i8, ptr %1172, align 2, !tbaa !81
  %1174 = zext i8 %1173 to i32
  %1175 = add i32 %1119, %1174
  %1176 = getelementptr inbounds i8, ptr %1170, i64 3
  %1177 = load i8, ptr %1176, align 1, !tbaa !84
  %1178 = zext i8 %1177 to i64
  %1179 = getelementptr inbounds i8, ptr %1123, i64 %1178
  %1180 = and i32 %1133, 63
  %1181 = zext nneg i32 %1180 to i64
  %1182 = shl i64 %969, %1181
  %1183 = lshr i64 %1182, %946
  %1184 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1183
  %1185 = load i16, ptr %1184, align 2
  store i16 %1185, ptr %1137, align 1
  %1186 = getelementptr inbounds i8, ptr %1184, i64 2
  %1187 = load i8, ptr %1186, align 2, !tbaa !81
  %1188 = zext i8 %1187 to i32
  %1189 = add i32 %1133, %1188
  %1190 = getelementptr inbounds i8, ptr %1184, i64 3
  %1191 = load i8, ptr %1190, align 1, !tbaa !84
  %1192 = zext i8 %1191 to i64
  %1193 = getelementptr inbounds i8, ptr %1137, i64 %1192
  %1194 = icmp ult ptr %968, %710
  br i1 %1194, label %1202, label %1195, !prof !113

1195:                                             ; preds = %953
  %1196 = lshr i32 %1147, 3
  %1197 = zext nneg i32 %1196 to i64
  %1198 = sub nsw i64 0, %1197
  %1199 = getelementptr inbounds i8, ptr %968, i64 %1198
  %1200 = and i32 %1147, 7
  %1201 = load i64, ptr %1199, align 1, !tbaa !24
  br label %1202

1202:                                             ; preds = %1195, %953
  %1203 = phi ptr [ %968, %953 ], [ %1199, %1195 ]
  %1204 = phi i32 [ %1147, %953 ], [ %1200, %1195 ]
  %1205 = phi i64 [ %961, %953 ], [ %1201, %1195 ]
  %1206 = phi i32 [ 3, %953 ], [ 0, %1195 ]
  %1207 = icmp ult ptr %964, %785
  br i1 %1207, label %1215, label %1208, !prof !113

1208:                                             ; preds = %1202
  %1209 = lshr i32 %1161, 3
  %1210 = zext nneg i32 %1209 to i64
  %1211 = sub nsw i64 0, %1210
  %1212 = getelementptr inbounds i8, ptr %964, i64 %1211
  %1213 = and i32 %1161, 7
  %1214 = load i64, ptr %1212, align 1, !tbaa !24
  br label %1215

1215:                                             ; preds = %1208, %1202
  %1216 = phi i64 [ %967, %1202 ], [ %1214, %1208 ]
  %1217 = phi i32 [ %1161, %1202 ], [ %1213, %1208 ]
  %1218 = phi ptr [ %964, %1202 ], [ %1212, %1208 ]
  %1219 = phi i32 [ 3, %1202 ], [ 0, %1208 ]
  %1220 = or i32 %1219, %1206
  %1221 = icmp ult ptr %960, %860
  br i1 %1221, label %1229, label %1222, !prof !113

1222:                                             ; preds = %1215
  %1223 = lshr i32 %1175, 3
  %1224 = zext nneg i32 %1223 to i64
  %1225 = sub nsw i64 0, %1224
  %1226 = getelementptr inbounds i8, ptr %960, i64 %1225
  %1227 = and i32 %1175, 7
  %1228 = load i64, ptr %1226, align 1, !tbaa !24
  br label %1229

1229:                                             ; preds = %1222, %1215
  %1230 = phi i64 [ %963, %1215 ], [ %1228, %1222 ]
  %1231 = phi i32 [ %1175, %1215 ], [ %1227, %1222 ]
  %1232 = phi ptr [ %960, %1215 ], [ %1226, %1222 ]
  %1233 = phi i32 [ 3, %1215 ], [ 0, %1222 ]
  %1234 = or i32 %1220, %1233
  %1235 = icmp ult ptr %954, %950
  br i1 %1235, label %1243, label %1236, !prof !113

1236:                                             ; preds = %1229
  %1237 = lshr i32 %1189, 3
  %1238 = zext nneg i32 %1237 to i64
  %1239 = sub nsw i64 0, %1238
  %1240 = getelementptr inbounds i8, ptr %954, i64 %1239
  store ptr %1240, ptr %948, align 8, !tbaa !112
  %1241 = and i32 %1189, 7
  %1242 = load i64, ptr %1240, align 1, !tbaa !24
  store i64 %1242, ptr %7, align 8, !tbaa !108
  br label %1243

1243:                                             ; preds = %1236, %1229
  %1244 = phi ptr [ %1240, %1236 ], [ %954, %1229 ]
  %1245 = phi i32 [ %1241, %1236 ], [ %1189, %1229 ]
  %1246 = phi i64 [ %1242, %1236 ], [ %969, %1229 ]
  %1247 = phi i32 [ 0, %1236 ], [ 3, %1229 ]
  %1248 = or i32 %1234, %1247
  %1249 = icmp ne i32 %1248, 0
  %1250 = icmp uge ptr %1193, %678
  %1251 = or i1 %1250, %1249
  br i1 %1251, label %1252, label %953, !llvm.loop !114

1252:                                             ; preds = %1243
  store i32 %1245, ptr %947, align 8, !tbaa !111
  br label %1253

1253:                                             ; preds = %1252, %935
  %1254 = phi ptr [ %780, %935 ], [ %1203, %1252 ]
  %1255 = phi i64 [ %855, %935 ], [ %1216, %1252 ]
  %1256 = phi i32 [ %856, %935 ], [ %1217, %1252 ]
  %1257 = phi i32 [ %781, %935 ], [ %1204, %1252 ]
  %1258 = phi ptr [ %857, %935 ], [ %1218, %1252 ]
  %1259 = phi i64 [ %930, %935 ], [ %1230, %1252 ]
  %1260 = phi i32 [ %931, %935 ], [ %1231, %1252 ]
  %1261 = phi i64 [ %782, %935 ], [ %1205, %1252 ]
  %1262 = phi ptr [ %932, %935 ], [ %1232, %1252 ]
  %1263 = phi ptr [ %700, %935 ], [ %1193, %1252 ]
  %1264 = phi ptr [ %699, %935 ], [ %1179, %1252 ]
  %1265 = phi ptr [ %698, %935 ], [ %1165, %1252 ]
  %1266 = phi ptr [ %0, %935 ], [ %1151, %1252 ]
  %1267 = icmp ugt ptr %1266, %698
  %1268 = icmp ugt ptr %1265, %699
  %1269 = select i1 %1267, i1 true, i1 %1268
  %1270 = icmp ugt ptr %1264, %700
  %1271 = select i1 %1269, i1 true, i1 %1270
  br i1 %1271, label %2846, label %1272

1272:                                             ; preds = %1253
  %1273 = ptrtoint ptr %698 to i64
  %1274 = ptrtoint ptr %1266 to i64
  %1275 = sub i64 %1273, %1274
  %1276 = icmp ugt i64 %1275, 7
  br i1 %1276, label %1277, label %1494

1277:                                             ; preds = %1272
  %1278 = icmp ult i32 %703, 12
  %1279 = icmp ugt i32 %1257, 64
  br i1 %1278, label %1287, label %1280

1280:                                             ; preds = %1277
  br i1 %1279, label %1523, label %1281, !prof !88

1281:                                             ; preds = %1280
  %1282 = ptrtoint ptr %692 to i64
  %1283 = getelementptr inbounds i8, ptr %698, i64 -7
  %1284 = sub nsw i32 0, %702
  %1285 = and i32 %1284, 63
  %1286 = zext nneg i32 %1285 to i64
  br label %1401

1287:                                             ; preds = %1277
  br i1 %1279, label %1523, label %1288, !prof !88

1288:                                             ; preds = %1287
  %1289 = ptrtoint ptr %692 to i64
  %1290 = getelementptr inbounds i8, ptr %698, i64 -9
  %1291 = sub nsw i32 0, %702
  %1292 = and i32 %1291, 63
  %1293 = zext nneg i32 %1292 to i64
  br label %1294

1294:                                             ; preds = %1329, %1288
  %1295 = phi ptr [ %1266, %1288 ], [ %1399, %1329 ]
  %1296 = phi i64 [ %1261, %1288 ], [ %1325, %1329 ]
  %1297 = phi i32 [ %1257, %1288 ], [ %1395, %1329 ]
  %1298 = phi ptr [ %1254, %1288 ], [ %1324, %1329 ]
  %1299 = icmp ult ptr %1298, %710
  br i1 %1299, label %1303, label %1300

1300:                                             ; preds = %1294
  %1301 = lshr i32 %1297, 3
  %1302 = and i32 %1297, 7
  br label %1318

1303:                                             ; preds = %1294
  %1304 = icmp eq ptr %1298, %692
  br i1 %1304, label %1523, label %1305

1305:                                             ; preds = %1303
  %1306 = lshr i32 %1297, 3
  %1307 = zext nneg i32 %1306 to i64
  %1308 = sub nsw i64 0, %1307
  %1309 = getelementptr inbounds i8, ptr %1298, i64 %1308
  %1310 = icmp ult ptr %1309, %692
  %1311 = ptrtoint ptr %1298 to i64
  %1312 = sub i64 %1311, %1289
  %1313 = trunc i64 %1312 to i32
  %1314 = select i1 %1310, i32 %1313, i32 %1306
  %1315 = zext i1 %1310 to i32
  %1316 = shl i32 %1314, 3
  %1317 = sub i32 %1297, %1316
  br label %1318

1318:                                             ; preds = %1305, %1300
  %1319 = phi i32 [ %1314, %1305 ], [ %1301, %1300 ]
  %1320 = phi i32 [ %1317, %1305 ], [ %1302, %1300 ]
  %1321 = phi i32 [ %1315, %1305 ], [ 0, %1300 ]
  %1322 = zext i32 %1319 to i64
  %1323 = sub nsw i64 0, %1322
  %1324 = getelementptr inbounds i8, ptr %1298, i64 %1323
  %1325 = load i64, ptr %1324, align 1, !tbaa !24
  %1326 = icmp eq i32 %1321, 0
  %1327 = icmp ult ptr %1295, %1290
  %1328 = and i1 %1327, %1326
  br i1 %1328, label %1329, label %1523

1329:                                             ; preds = %1318
  %1330 = and i32 %1320, 63
  %1331 = zext nneg i32 %1330 to i64
  %1332 = shl i64 %1325, %1331
  %1333 = lshr i64 %1332, %1293
  %1334 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1333
  %1335 = load i16, ptr %1334, align 2
  store i16 %1335, ptr %1295, align 1
  %1336 = getelementptr inbounds i8, ptr %1334, i64 2
  %1337 = load i8, ptr %1336, align 2, !tbaa !81
  %1338 = zext i8 %1337 to i32
  %1339 = add i32 %1320, %1338
  %1340 = getelementptr inbounds i8, ptr %1334, i64 3
  %1341 = load i8, ptr %1340, align 1, !tbaa !84
  %1342 = zext i8 %1341 to i64
  %1343 = getelementptr inbounds i8, ptr %1295, i64 %1342
  %1344 = and i32 %1339, 63
  %1345 = zext nneg i32 %1344 to i64
  %1346 = shl i64 %1325, %1345
  %1347 = lshr i64 %1346, %1293
  %1348 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1347
  %1349 = load i16, ptr %1348, align 2
  store i16 %1349, ptr %1343, align 1
  %1350 = getelementptr inbounds i8, ptr %1348, i64 2
  %1351 = load i8, ptr %1350, align 2, !tbaa !81
  %1352 = zext i8 %1351 to i32
  %1353 = add i32 %1339, %1352
  %1354 = getelementptr inbounds i8, ptr %1348, i64 3
  %1355 = load i8, ptr %1354, align 1, !tbaa !84
  %1356 = zext i8 %1355 to i64
  %1357 = getelementptr inbounds i8, ptr %1343, i64 %1356
  %1358 = and i32 %1353, 63
  %1359 = zext nneg i32 %1358 to i64
  %1360 = shl i64 %1325, %1359
  %1361 = lshr i64 %1360, %1293
  %1362 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1361
  %1363 = load i16, ptr %1362, align 2
  store i16 %1363, ptr %1357, align 1
  %1364 = getelementptr inbounds i8, ptr %1362, i64 2
  %1365 = load i8, ptr %1364, align 2, !tbaa !81
  %1366 = zext i8 %1365 to i32
  %1367 = add i32 %1353, %1366
  %1368 = getelementptr inbounds i8, ptr %1362, i64 3
  %1369 = load i8, ptr %1368, align 1, !tbaa !84
  %1370 = zext i8 %1369 to i64
  %1371 = getelementptr inbounds i8, ptr %1357, i64 %1370
  %1372 = and i32 %1367, 63
  %1373 = zext nneg i32 %1372 to i64
  %1374 = shl i64 %1325, %1373
  %1375 = lshr i64 %1374, %1293
  %1376 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1375
  %1377 = load i16, ptr %1376, align 2
  store i16 %1377, ptr %1371, align 1
  %1378 = getelementptr inbounds i8, ptr %1376, i64 2
  %1379 = load i8, ptr %1378, align 2, !tbaa !81
  %1380 = zext i8 %1379 to i32
  %1381 = add i32 %1367, %1380
  %1382 = getelementptr inbounds i8, ptr %1376, i64 3
  %1383 = load i8, ptr %1382, align 1, !tbaa !84
  %1384 = zext i8 %1383 to i64
  %1385 = getelementptr inbounds i8, ptr %1371, i64 %1384
  %1386 = and i32 %1381, 63
  %1387 = zext nneg i32 %1386 to i64
  %1388 = shl i64 %1325, %1387
  %1389 = lshr i64 %1388, %1293
  %1390 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1389
  %1391 = load i16, ptr %1390, align 2
  store i16 %1391, ptr %1385, align 1
  %1392 = getelementptr inbounds i8, ptr %1390, i64 2
  %1393 = load i8, ptr %1392, align 2, !tbaa !81
  %1394 = zext i8 %1393 to i32
  %1395 = add i32 %1381, %1394
  %1396 = getelementptr inbounds i8, ptr %1390, i64 3
  %1397 = load i8, ptr %1396, align 1, !tbaa !84
  %1398 = zext i8 %1397 to i64
  %1399 = getelementptr inbounds i8, ptr %1385, i64 %1398
  %1400 = icmp ugt i32 %1395, 64
  br i1 %1400, label %1523, label %1294, !prof !85, !llvm.loop !86

1401:                                             ; preds = %1436, %1281
  %1402 = phi ptr [ %1266, %1281 ], [ %1492, %1436 ]
  %1403 = phi i64 [ %1261, %1281 ], [ %1432, %1436 ]
  %1404 = phi i32 [ %1257, %1281 ], [ %1488, %1436 ]
  %1405 = phi ptr [ %1254, %1281 ], [ %1431, %1436 ]
  %1406 = icmp ult ptr %1405, %710
  br i1 %1406, label %1410, label %1407

1407:                                             ; preds = %1401
  %1408 = lshr i32 %1404, 3
  %1409 = and i32 %1404, 7
  br label %1425

1410:                                             ; preds = %1401
  %1411 = icmp eq ptr %1405, %692
  br i1 %1411, label %1523, label %1412

1412:                                             ; preds = %1410
  %1413 = lshr i32 %1404, 3
  %1414 = zext nneg i32 %1413 to i64
  %1415 = sub nsw i64 0, %1414
  %1416 = getelementptr inbounds i8, ptr %1405, i64 %1415
  %1417 = icmp ult ptr %1416, %692
  %1418 = ptrtoint ptr %1405 to i64
  %1419 = sub i64 %1418, %1282
  %1420 = trunc i64 %1419 to i32
  %1421 = select i1 %1417, i32 %1420, i32 %1413
  %1422 = zext i1 %1417 to i32
  %1423 = shl i32 %1421, 3
  %1424 = sub i32 %1404, %1423
  br label %1425

1425:                                             ; preds = %1412, %1407
  %1426 = phi i32 [ %1421, %1412 ], [ %1408, %1407 ]
  %1427 = phi i32 [ %1424, %1412 ], [ %1409, %1407 ]
  %1428 = phi i32 [ %1422, %1412 ], [ 0, %1407 ]
  %1429 = zext i32 %1426 to i64
  %1430 = sub nsw i64 0, %1429
  %1431 = getelementptr inbounds i8, ptr %1405, i64 %1430
  %1432 = load i64, ptr %1431, align 1, !tbaa !24
  %1433 = icmp eq i32 %1428, 0
  %1434 = icmp ult ptr %1402, %1283
  %1435 = and i1 %1434, %1433
  br i1 %1435, label %1436, label %1523

1436:                                             ; preds = %1425
  %1437 = and i32 %1427, 63
  %1438 = zext nneg i32 %1437 to i64
  %1439 = shl i64 %1432, %1438
  %1440 = lshr i64 %1439, %1286
  %1441 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1440
  %1442 = load i16, ptr %1441, align 2
  store i16 %1442, ptr %1402, align 1
  %1443 = getelementptr inbounds i8, ptr %1441, i64 2
  %1444 = load i8, ptr %1443, align 2, !tbaa !81
  %1445 = zext i8 %1444 to i32
  %1446 = add i32 %1427, %1445
  %1447 = getelementptr inbounds i8, ptr %1441, i64 3
  %1448 = load i8, ptr %1447, align 1, !tbaa !84
  %1449 = zext i8 %1448 to i64
  %1450 = getelementptr inbounds i8, ptr %1402, i64 %1449
  %1451 = and i32 %1446, 63
  %1452 = zext nneg i32 %1451 to i64
  %1453 = shl i64 %1432, %1452
  %1454 = lshr i64 %1453, %1286
  %1455 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1454
  %1456 = load i16, ptr %1455, align 2
  store i16 %1456, ptr %1450, align 1
  %1457 = getelementptr inbounds i8, ptr %1455, i64 2
  %1458 = load i8, ptr %1457, align 2, !tbaa !81
  %1459 = zext i8 %1458 to i32
  %1460 = add i32 %1446, %1459
  %1461 = getelementptr inbounds i8, ptr %1455, i64 3
  %1462 = load i8, ptr %1461, align 1, !tbaa !84
  %1463 = zext i8 %1462 to i64
  %1464 = getelementptr inbounds i8, ptr %1450, i64 %1463
  %1465 = and i32 %1460, 63
  %1466 = zext nneg i32 %1465 to i64
  %1467 = shl i64 %1432, %1466
  %1468 = lshr i64 %1467, %1286
  %1469 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1468
  %1470 = load i16, ptr %1469, align 2
  store i16 %1470, ptr %1464, align 1
  %1471 = getelementptr inbounds i8, ptr %1469, i64 2
  %1472 = load i8, ptr %1471, align 2, !tbaa !81
  %1473 = zext i8 %1472 to i32
  %1474 = add i32 %1460, %1473
  %1475 = getelementptr inbounds i8, ptr %1469, i64 3
  %1476 = load i8, ptr %1475, align 1, !tbaa !84
  %1477 = zext i8 %1476 to i64
  %1478 = getelementptr inbounds i8, ptr %1464, i64 %1477
  %1479 = and i32 %1474, 63
  %1480 = zext nneg i32 %1479 to i64
  %1481 = shl i64 %1432, %1480
  %1482 = lshr i64 %1481, %1286
  %1483 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1482
  %1484 = load i16, ptr %1483, align 2
  store i16 %1484, ptr %1478, align 1
  %1485 = getelementptr inbounds i8, ptr %1483, i64 2
  %1486 = load i8, ptr %1485, align 2, !tbaa !81
  %1487 = zext i8 %1486 to i32
  %1488 = add i32 %1474, %1487
  %1489 = getelementptr inbounds i8, ptr %1483, i64 3
  %1490 = load i8, ptr %1489, align 1, !tbaa !84
  %1491 = zext i8 %1490 to i64
  %1492 = getelementptr inbounds i8, ptr %1478, i64 %1491
  %1493 = icmp ugt i32 %1488, 64
  br i1 %1493, label %1523, label %1401, !prof !85, !llvm.loop !87

1494:                                             ; preds = %1272
  %1495 = icmp ugt i32 %1257, 64
  br i1 %1495, label %1523, label %1496, !prof !113

1496:                                             ; preds = %1494
  %1497 = icmp ult ptr %1254, %710
  br i1 %1497, label %1501, label %1498

1498:                                             ; preds = %1496
  %1499 = lshr i32 %1257, 3
  %1500 = and i32 %1257, 7
  br label %1516

1501:                                             ; preds = %1496
  %1502 = icmp eq ptr %1254, %692
  br i1 %1502, label %1523, label %1503

1503:                                             ; preds = %1501
  %1504 = lshr i32 %1257, 3
  %1505 = zext nneg i32 %1504 to i64
  %1506 = sub nsw i64 0, %1505
  %1507 = getelementptr inbounds i8, ptr %1254, i64 %1506
  %1508 = icmp ult ptr %1507, %692
  %1509 = ptrtoint ptr %1254 to i64
  %1510 = ptrtoint ptr %692 to i64
  %1511 = sub i64 %1509, %1510
  %1512 = trunc i64 %1511 to i32
  %1513 = select i1 %1508, i32 %1512, i32 %1504
  %1514 = shl i32 %1513, 3
  %1515 = sub i32 %1257, %1514
  br label %1516

1516:                                             ; preds = %1503, %1498
  %1517 = phi i32 [ %1499, %1498 ], [ %1513, %1503 ]
  %1518 = phi i32 [ %1500, %1498 ], [ %1515, %1503 ]
  %1519 = zext i32 %1517 to i64
  %1520 = sub nsw i64 0, %1519
  %1521 = getelementptr inbounds i8, ptr %1254, i64 %1520
  %1522 = load i64, ptr %1521, align 1, !tbaa !24
  br label %1523

1523:                                             ; preds = %1436, %1425, %1410, %1329, %1318, %1303, %1516, %1501, %1494, %1287, %1280
  %1524 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1494 ], [ %692, %1501 ], [ @BIT_reloadDStream.zeroFilled, %1287 ], [ @BIT_reloadDStream.zeroFilled, %1280 ], [ %1521, %1516 ], [ %692, %1303 ], [ @BIT_reloadDStream.zeroFilled, %1329 ], [ %1324, %1318 ], [ %692, %1410 ], [ @BIT_reloadDStream.zeroFilled, %1436 ], [ %1431, %1425 ]
  %1525 = phi i32 [ %1257, %1494 ], [ %1257, %1501 ], [ %1257, %1287 ], [ %1257, %1280 ], [ %1518, %1516 ], [ %1297, %1303 ], [ %1395, %1329 ], [ %1320, %1318 ], [ %1404, %1410 ], [ %1488, %1436 ], [ %1427, %1425 ]
  %1526 = phi i64 [ %1261, %1494 ], [ %1261, %1501 ], [ %1261, %1287 ], [ %1261, %1280 ], [ %1522, %1516 ], [ %1296, %1303 ], [ %1325, %1329 ], [ %1325, %1318 ], [ %1403, %1410 ], [ %1432, %1436 ], [ %1432, %1425 ]
  %1527 = phi ptr [ %1266, %1494 ], [ %1266, %1501 ], [ %1266, %1287 ], [ %1266, %1280 ], [ %1266, %1516 ], [ %1295, %1303 ], [ %1399, %1329 ], [ %1295, %1318 ], [ %1402, %1410 ], [ %1492, %1436 ], [ %1402, %1425 ]
  %1528 = ptrtoint ptr %1527 to i64
  %1529 = sub i64 %1273, %1528
  %1530 = icmp ugt i64 %1529, 1
  br i1 %1530, label %1531, label %1613

1531:                                             ; preds = %1523
  %1532 = getelementptr inbounds i8, ptr %698, i64 -2
  %1533 = ptrtoint ptr %692 to i64
  %1534 = sub nsw i32 0, %702
  %1535 = and i32 %1534, 63
  %1536 = zext nneg i32 %1535 to i64
  %1537 = icmp ugt i32 %1525, 64
  br i1 %1537, label %1573, label %1538, !prof !88

1538:                                             ; preds = %1531, %1579
  %1539 = phi ptr [ %1593, %1579 ], [ %1527, %1531 ]
  %1540 = phi i64 [ %1569, %1579 ], [ %1526, %1531 ]
  %1541 = phi i32 [ %1589, %1579 ], [ %1525, %1531 ]
  %1542 = phi ptr [ %1568, %1579 ], [ %1524, %1531 ]
  %1543 = icmp ult ptr %1542, %710
  br i1 %1543, label %1547, label %1544

1544:                                             ; preds = %1538
  %1545 = lshr i32 %1541, 3
  %1546 = and i32 %1541, 7
  br label %1562

1547:                                             ; preds = %1538
  %1548 = icmp eq ptr %1542, %692
  br i1 %1548, label %1573, label %1549

1549:                                             ; preds = %1547
  %1550 = lshr i32 %1541, 3
  %1551 = zext nneg i32 %1550 to i64
  %1552 = sub nsw i64 0, %1551
  %1553 = getelementptr inbounds i8, ptr %1542, i64 %1552
  %1554 = icmp ult ptr %1553, %692
  %1555 = ptrtoint ptr %1542 to i64
  %1556 = sub i64 %1555, %1533
  %1557 = trunc i64 %1556 to i32
  %1558 = select i1 %1554, i32 %1557, i32 %1550
  %1559 = zext i1 %1554 to i32
  %1560 = shl i32 %1558, 3
  %1561 = sub i32 %1541, %1560
  br label %1562

1562:                                             ; preds = %1549, %1544
  %1563 = phi i32 [ %1558, %1549 ], [ %1545, %1544 ]
  %1564 = phi i32 [ %1561, %1549 ], [ %1546, %1544 ]
  %1565 = phi i32 [ %1559, %1549 ], [ 0, %1544 ]
  %1566 = zext i32 %1563 to i64
  %1567 = sub nsw i64 0, %1566
  %1568 = getelementptr inbounds i8, ptr %1542, i64 %1567
  %1569 = load i64, ptr %1568, align 1, !tbaa !24
  %1570 = icmp eq i32 %1565, 0
  %1571 = icmp ule ptr %1539, %1532
  %1572 = and i1 %1571, %1570
  br i1 %1572, label %1579, label %1573

1573:                                             ; preds = %1579, %1547, %1562, %1531
  %1574 = phi ptr [ %1527, %1531 ], [ %1539, %1562 ], [ %1539, %1547 ], [ %1593, %1579 ]
  %1575 = phi i64 [ %1526, %1531 ], [ %1569, %1562 ], [ %1540, %1547 ], [ %1569, %1579 ]
  %1576 = phi i32 [ %1525, %1531 ], [ %1564, %1562 ], [ %1541, %1547 ], [ %1589, %1579 ]
  %1577 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1531 ], [ %1568, %1562 ], [ %692, %1547 ], [ @BIT_reloadDStream.zeroFilled, %1579 ]
  %1578 = icmp ugt ptr %1574, %1532
  br i1 %1578, label %1613, label %1595

1579:                                             ; preds = %1562
  %1580 = and i32 %1564, 63
  %1581 = zext nneg i32 %1580 to i64
  %1582 = shl i64 %1569, %1581
  %1583 = lshr i64 %1582, %1536
  %1584 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1583
  %1585 = load i16, ptr %1584, align 2
  store i16 %1585, ptr %1539, align 1
  %1586 = getelementptr inbounds i8, ptr %1584, i64 2
  %1587 = load i8, ptr %1586, align 2, !tbaa !81
  %1588 = zext i8 %1587 to i32
  %1589 = add i32 %1564, %1588
  %1590 = getelementptr inbounds i8, ptr %1584, i64 3
  %1591 = load i8, ptr %1590, align 1, !tbaa !84
  %1592 = zext i8 %1591 to i64
  %1593 = getelementptr inbounds i8, ptr %1539, i64 %1592
  %1594 = icmp ugt i32 %1589, 64
  br i1 %1594, label %1573, label %1538, !prof !85, !llvm.loop !89

1595:                                             ; preds = %1573, %1595
  %1596 = phi ptr [ %1611, %1595 ], [ %1574, %1573 ]
  %1597 = phi i32 [ %1607, %1595 ], [ %1576, %1573 ]
  %1598 = and i32 %1597, 63
  %1599 = zext nneg i32 %1598 to i64
  %1600 = shl i64 %1575, %1599
  %1601 = lshr i64 %1600, %1536
  %1602 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1601
  %1603 = load i16, ptr %1602, align 2
  store i16 %1603, ptr %1596, align 1
  %1604 = getelementptr inbounds i8, ptr %1602, i64 2
  %1605 = load i8, ptr %1604, align 2, !tbaa !81
  %1606 = zext i8 %1605 to i32
  %1607 = add i32 %1597, %1606
  %1608 = getelementptr inbounds i8, ptr %1602, i64 3
  %1609 = load i8, ptr %1608, align 1, !tbaa !84
  %1610 = zext i8 %1609 to i64
  %1611 = getelementptr inbounds i8, ptr %1596, i64 %1610
  %1612 = icmp ugt ptr %1611, %1532
  br i1 %1612, label %1613, label %1595, !llvm.loop !90

1613:                                             ; preds = %1595, %1573, %1523
  %1614 = phi ptr [ %1524, %1523 ], [ %1577, %1573 ], [ %1577, %1595 ]
  %1615 = phi i32 [ %1525, %1523 ], [ %1576, %1573 ], [ %1607, %1595 ]
  %1616 = phi i64 [ %1526, %1523 ], [ %1575, %1573 ], [ %1575, %1595 ]
  %1617 = phi ptr [ %1527, %1523 ], [ %1574, %1573 ], [ %1611, %1595 ]
  %1618 = icmp ult ptr %1617, %698
  br i1 %1618, label %1619, label %1645

1619:                                             ; preds = %1613
  %1620 = and i32 %1615, 63
  %1621 = zext nneg i32 %1620 to i64
  %1622 = shl i64 %1616, %1621
  %1623 = sub nsw i32 0, %702
  %1624 = and i32 %1623, 63
  %1625 = zext nneg i32 %1624 to i64
  %1626 = lshr i64 %1622, %1625
  %1627 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1626
  %1628 = load i8, ptr %1627, align 2
  store i8 %1628, ptr %1617, align 1
  %1629 = getelementptr inbounds i8, ptr %1627, i64 3
  %1630 = load i8, ptr %1629, align 1, !tbaa !84
  %1631 = icmp eq i8 %1630, 1
  br i1 %1631, label %1632, label %1637

1632:                                             ; preds = %1619
  %1633 = getelementptr inbounds i8, ptr %1627, i64 2
  %1634 = load i8, ptr %1633, align 2, !tbaa !81
  %1635 = zext i8 %1634 to i32
  %1636 = add i32 %1615, %1635
  br label %1645

1637:                                             ; preds = %1619
  %1638 = icmp ult i32 %1615, 64
  br i1 %1638, label %1639, label %1645

1639:                                             ; preds = %1637
  %1640 = getelementptr inbounds i8, ptr %1627, i64 2
  %1641 = load i8, ptr %1640, align 2, !tbaa !81
  %1642 = zext i8 %1641 to i32
  %1643 = add nuw nsw i32 %1615, %1642
  %1644 = tail call i32 @llvm.umin.i32(i32 %1643, i32 64)
  br label %1645

1645:                                             ; preds = %1639, %1637, %1632, %1613
  %1646 = phi i32 [ %1615, %1613 ], [ %1636, %1632 ], [ %1615, %1637 ], [ %1644, %1639 ]
  %1647 = ptrtoint ptr %699 to i64
  %1648 = ptrtoint ptr %1265 to i64
  %1649 = sub i64 %1647, %1648
  %1650 = icmp ugt i64 %1649, 7
  br i1 %1650, label %1651, label %1868

1651:                                             ; preds = %1645
  %1652 = icmp ult i32 %703, 12
  %1653 = icmp ugt i32 %1256, 64
  br i1 %1652, label %1661, label %1654

1654:                                             ; preds = %1651
  br i1 %1653, label %1897, label %1655, !prof !88

1655:                                             ; preds = %1654
  %1656 = ptrtoint ptr %693 to i64
  %1657 = getelementptr inbounds i8, ptr %699, i64 -7
  %1658 = sub nsw i32 0, %702
  %1659 = and i32 %1658, 63
  %1660 = zext nneg i32 %1659 to i64
  br label %1775

1661:                                             ; preds = %1651
  br i1 %1653, label %1897, label %1662, !prof !88

1662:                                             ; preds = %1661
  %1663 = ptrtoint ptr %693 to i64
  %1664 = getelementptr inbounds i8, ptr %699, i64 -9
  %1665 = sub nsw i32 0, %702
  %1666 = and i32 %1665, 63
  %1667 = zext nneg i32 %1666 to i64
  br label %1668

1668:                                             ; preds = %1703, %1662
  %1669 = phi ptr [ %1265, %1662 ], [ %1773, %1703 ]
  %1670 = phi ptr [ %1258, %1662 ], [ %1698, %1703 ]
  %1671 = phi i32 [ %1256, %1662 ], [ %1769, %1703 ]
  %1672 = phi i64 [ %1255, %1662 ], [ %1699, %1703 ]
  %1673 = icmp ult ptr %1670, %785
  br i1 %1673, label %1677, label %1674

1674:                                             ; preds = %1668
  %1675 = lshr i32 %1671, 3
  %1676 = and i32 %1671, 7
  br label %1692

1677:                                             ; preds = %1668
  %1678 = icmp eq ptr %1670, %693
  br i1 %1678, label %1897, label %1679

1679:                                             ; preds = %1677
  %1680 = lshr i32 %1671, 3
  %1681 = zext nneg i32 %1680 to i64
  %1682 = sub nsw i64 0, %1681
  %1683 = getelementptr inbounds i8, ptr %1670, i64 %1682
  %1684 = icmp ult ptr %1683, %693
  %1685 = ptrtoint ptr %1670 to i64
  %1686 = sub i64 %1685, %1663
  %1687 = trunc i64 %1686 to i32
  %1688 = select i1 %1684, i32 %1687, i32 %1680
  %1689 = zext i1 %1684 to i32
  %1690 = shl i32 %1688, 3
  %1691 = sub i32 %1671, %1690
  br label %1692

1692:                                             ; preds = %1679, %1674
  %1693 = phi i32 [ %1691, %1679 ], [ %1676, %1674 ]
  %1694 = phi i32 [ %1688, %1679 ], [ %1675, %1674 ]
  %1695 = phi i32 [ %1689, %1679 ], [ 0, %1674 ]
  %1696 = zext i32 %1694 to i64
  %1697 = sub nsw i64 0, %1696
  %1698 = getelementptr inbounds i8, ptr %1670, i64 %1697
  %1699 = load i64, ptr %1698, align 1, !tbaa !24
  %1700 = icmp eq i32 %1695, 0
  %1701 = icmp ult ptr %1669, %1664
  %1702 = and i1 %1701, %1700
  br i1 %1702, label %1703, label %1897

1703:                                             ; preds = %1692
  %1704 = and i32 %1693, 63
  %1705 = zext nneg i32 %1704 to i64
  %1706 = shl i64 %1699, %1705
  %1707 = lshr i64 %1706, %1667
  %1708 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1707
  %1709 = load i16, ptr %1708, align 2
  store i16 %1709, ptr %1669, align 1
  %1710 = getelementptr inbounds i8, ptr %1708, i64 2
  %1711 = load i8, ptr %1710, align 2, !tbaa !81
  %1712 = zext i8 %1711 to i32
  %1713 = add i32 %1693, %1712
  %1714 = getelementptr inbounds i8, ptr %1708, i64 3
  %1715 = load i8, ptr %1714, align 1, !tbaa !84
  %1716 = zext i8 %1715 to i64
  %1717 = getelementptr inbounds i8, ptr %1669, i64 %1716
  %1718 = and i32 %1713, 63
  %1719 = zext nneg i32 %1718 to i64
  %1720 = shl i64 %1699, %1719
  %1721 = lshr i64 %1720, %1667
  %1722 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1721
  %1723 = load i16, ptr %1722, align 2
  store i16 %1723, ptr %1717, align 1
  %1724 = getelementptr inbounds i8, ptr %1722, i64 2
  %1725 = load i8, ptr %1724, align 2, !tbaa !81
  %1726 = zext i8 %1725 to i32
  %1727 = add i32 %1713, %1726
  %1728 = getelementptr inbounds i8, ptr %1722, i64 3
  %1729 = load i8, ptr %1728, align 1, !tbaa !84
  %1730 = zext i8 %1729 to i64
  %1731 = getelementptr inbounds i8, ptr %1717, i64 %1730
  %1732 = and i32 %1727, 63
  %1733 = zext nneg i32 %1732 to i64
  %1734 = shl i64 %1699, %1733
  %1735 = lshr i64 %1734, %1667
  %1736 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1735
  %1737 = load i16, ptr %1736, align 2
  store i16 %1737, ptr %1731, align 1
  %1738 = getelementptr inbounds i8, ptr %1736, i64 2
  %1739 = load i8, ptr %1738, align 2, !tbaa !81
  %1740 = zext i8 %1739 to i32
  %1741 = add i32 %1727, %1740
  %1742 = getelementptr inbounds i8, ptr %1736, i64 3
  %1743 = load i8, ptr %1742, align 1, !tbaa !84
  %1744 = zext i8 %1743 to i64
  %1745 = getelementptr inbounds i8, ptr %1731, i64 %1744
  %1746 = and i32 %1741, 63
  %1747 = zext nneg i32 %1746 to i64
  %1748 = shl i64 %1699, %1747
  %1749 = lshr i64 %1748, %1667
  %1750 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1749
  %1751 = load i16, ptr %1750, align 2
  store i16 %1751, ptr %1745, align 1
  %1752 = getelementptr inbounds i8, ptr %1750, i64 2
  %1753 = load i8, ptr %1752, align 2, !tbaa !81
  %1754 = zext i8 %1753 to i32
  %1755 = add i32 %1741, %1754
  %1756 = getelementptr inbounds i8, ptr %1750, i64 3
  %1757 = load i8, ptr %1756, align 1, !tbaa !84
  %1758 = zext i8 %1757 to i64
  %1759 = getelementptr inbounds i8, ptr %1745, i64 %1758
  %1760 = and i32 %1755, 63
  %1761 = zext nneg i32 %1760 to i64
  %1762 = shl i64 %1699, %1761
  %1763 = lshr i64 %1762, %1667
  %1764 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1763
  %1765 = load i16, ptr %1764, align 2
  store i16 %1765, ptr %1759, align 1
  %1766 = getelementptr inbounds i8, ptr %1764, i64 2
  %1767 = load i8, ptr %1766, align 2, !tbaa !81
  %1768 = zext i8 %1767 to i32
  %1769 = add i32 %1755, %1768
  %1770 = getelementptr inbounds i8, ptr %1764, i64 3
  %1771 = load i8, ptr %1770, align 1, !tbaa !84
  %1772 = zext i8 %1771 to i64
  %1773 = getelementptr inbounds i8, ptr %1759, i64 %1772
  %1774 = icmp ugt i32 %1769, 64
  br i1 %1774, label %1897, label %1668, !prof !85, !llvm.loop !86

1775:                                             ; preds = %1810, %1655
  %1776 = phi ptr [ %1265, %1655 ], [ %1866, %1810 ]
  %1777 = phi ptr [ %1258, %1655 ], [ %1805, %1810 ]
  %1778 = phi i32 [ %1256, %1655 ], [ %1862, %1810 ]
  %1779 = phi i64 [ %1255, %1655 ], [ %1806, %1810 ]
  %1780 = icmp ult ptr %1777, %785
  br i1 %1780, label %1784, label %1781

1781:                                             ; preds = %1775
  %1782 = lshr i32 %1778, 3
  %1783 = and i32 %1778, 7
  br label %1799

1784:                                             ; preds = %1775
  %1785 = icmp eq ptr %1777, %693
  br i1 %1785, label %1897, label %1786

1786:                                             ; preds = %1784
  %1787 = lshr i32 %1778, 3
  %1788 = zext nneg i32 %1787 to i64
  %1789 = sub nsw i64 0, %1788
  %1790 = getelementptr inbounds i8, ptr %1777, i64 %1789
  %1791 = icmp ult ptr %1790, %693
  %1792 = ptrtoint ptr %1777 to i64
  %1793 = sub i64 %1792, %1656
  %1794 = trunc i64 %1793 to i32
  %1795 = select i1 %1791, i32 %1794, i32 %1787
  %1796 = zext i1 %1791 to i32
  %1797 = shl i32 %1795, 3
  %1798 = sub i32 %1778, %1797
  br label %1799

1799:                                             ; preds = %1786, %1781
  %1800 = phi i32 [ %1798, %1786 ], [ %1783, %1781 ]
  %1801 = phi i32 [ %1795, %1786 ], [ %1782, %1781 ]
  %1802 = phi i32 [ %1796, %1786 ], [ 0, %1781 ]
  %1803 = zext i32 %1801 to i64
  %1804 = sub nsw i64 0, %1803
  %1805 = getelementptr inbounds i8, ptr %1777, i64 %1804
  %1806 = load i64, ptr %1805, align 1, !tbaa !24
  %1807 = icmp eq i32 %1802, 0
  %1808 = icmp ult ptr %1776, %1657
  %1809 = and i1 %1808, %1807
  br i1 %1809, label %1810, label %1897

1810:                                             ; preds = %1799
  %1811 = and i32 %1800, 63
  %1812 = zext nneg i32 %1811 to i64
  %1813 = shl i64 %1806, %1812
  %1814 = lshr i64 %1813, %1660
  %1815 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1814
  %1816 = load i16, ptr %1815, align 2
  store i16 %1816, ptr %1776, align 1
  %1817 = getelementptr inbounds i8, ptr %1815, i64 2
  %1818 = load i8, ptr %1817, align 2, !tbaa !81
  %1819 = zext i8 %1818 to i32
  %1820 = add i32 %1800, %1819
  %1821 = getelementptr inbounds i8, ptr %1815, i64 3
  %1822 = load i8, ptr %1821, align 1, !tbaa !84
  %1823 = zext i8 %1822 to i64
  %1824 = getelementptr inbounds i8, ptr %1776, i64 %1823
  %1825 = and i32 %1820, 63
  %1826 = zext nneg i32 %1825 to i64
  %1827 = shl i64 %1806, %1826
  %1828 = lshr i64 %1827, %1660
  %1829 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1828
  %1830 = load i16, ptr %1829, align 2
  store i16 %1830, ptr %1824, align 1
  %1831 = getelementptr inbounds i8, ptr %1829, i64 2
  %1832 = load i8, ptr %1831, align 2, !tbaa !81
  %1833 = zext i8 %1832 to i32
  %1834 = add i32 %1820, %1833
  %1835 = getelementptr inbounds i8, ptr %1829, i64 3
  %1836 = load i8, ptr %1835, align 1, !tbaa !84
  %1837 = zext i8 %1836 to i64
  %1838 = getelementptr inbounds i8, ptr %1824, i64 %1837
  %1839 = and i32 %1834, 63
  %1840 = zext nneg i32 %1839 to i64
  %1841 = shl i64 %1806, %1840
  %1842 = lshr i64 %1841, %1660
  %1843 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1842
  %1844 = load i16, ptr %1843, align 2
  store i16 %1844, ptr %1838, align 1
  %1845 = getelementptr inbounds i8, ptr %1843, i64 2
  %1846 = load i8, ptr %1845, align 2, !tbaa !81
  %1847 = zext i8 %1846 to i32
  %1848 = add i32 %1834, %1847
  %1849 = getelementptr inbounds i8, ptr %1843, i64 3
  %1850 = load i8, ptr %1849, align 1, !tbaa !84
  %1851 = zext i8 %1850 to i64
  %1852 = getelementptr inbounds i8, ptr %1838, i64 %1851
  %1853 = and i32 %1848, 63
  %1854 = zext nneg i32 %1853 to i64
  %1855 = shl i64 %1806, %1854
  %1856 = lshr i64 %1855, %1660
  %1857 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1856
  %1858 = load i16, ptr %1857, align 2
  store i16 %1858, ptr %1852, align 1
  %1859 = getelementptr inbounds i8, ptr %1857, i64 2
  %1860 = load i8, ptr %1859, align 2, !tbaa !81
  %1861 = zext i8 %1860 to i32
  %1862 = add i32 %1848, %1861
  %1863 = getelementptr inbounds i8, ptr %1857, i64 3
  %1864 = load i8, ptr %1863, align 1, !tbaa !84
  %1865 = zext i8 %1864 to i64
  %1866 = getelementptr inbounds i8, ptr %1852, i64 %1865
  %1867 = icmp ugt i32 %1862, 64
  br i1 %1867, label %1897, label %1775, !prof !85, !llvm.loop !87

1868:                                             ; preds = %1645
  %1869 = icmp ugt i32 %1256, 64
  br i1 %1869, label %1897, label %1870, !prof !113

1870:                                             ; preds = %1868
  %1871 = icmp ult ptr %1258, %785
  br i1 %1871, label %1875, label %1872

1872:                                             ; preds = %1870
  %1873 = lshr i32 %1256, 3
  %1874 = and i32 %1256, 7
  br label %1890

1875:                                             ; preds = %1870
  %1876 = icmp eq ptr %1258, %693
  br i1 %1876, label %1897, label %1877

1877:                                             ; preds = %1875
  %1878 = lshr i32 %1256, 3
  %1879 = zext nneg i32 %1878 to i64
  %1880 = sub nsw i64 0, %1879
  %1881 = getelementptr inbounds i8, ptr %1258, i64 %1880
  %1882 = icmp ult ptr %1881, %693
  %1883 = ptrtoint ptr %1258 to i64
  %1884 = ptrtoint ptr %693 to i64
  %1885 = sub i64 %1883, %1884
  %1886 = trunc i64 %1885 to i32
  %1887 = select i1 %1882, i32 %1886, i32 %1878
  %1888 = shl i32 %1887, 3
  %1889 = sub i32 %1256, %1888
  br label %1890

1890:                                             ; preds = %1877, %1872
  %1891 = phi i32 [ %1873, %1872 ], [ %1887, %1877 ]
  %1892 = phi i32 [ %1874, %1872 ], [ %1889, %1877 ]
  %1893 = zext i32 %1891 to i64
  %1894 = sub nsw i64 0, %1893
  %1895 = getelementptr inbounds i8, ptr %1258, i64 %1894
  %1896 = load i64, ptr %1895, align 1, !tbaa !24
  br label %1897

1897:                                             ; preds = %1810, %1799, %1784, %1703, %1692, %1677, %1890, %1875, %1868, %1661, %1654
  %1898 = phi i64 [ %1255, %1868 ], [ %1255, %1875 ], [ %1255, %1661 ], [ %1255, %1654 ], [ %1896, %1890 ], [ %1672, %1677 ], [ %1699, %1703 ], [ %1699, %1692 ], [ %1779, %1784 ], [ %1806, %1810 ], [ %1806, %1799 ]
  %1899 = phi i32 [ %1256, %1868 ], [ %1256, %1875 ], [ %1256, %1661 ], [ %1256, %1654 ], [ %1892, %1890 ], [ %1671, %1677 ], [ %1769, %1703 ], [ %1693, %1692 ], [ %1778, %1784 ], [ %1862, %1810 ], [ %1800, %1799 ]
  %1900 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1868 ], [ %693, %1875 ], [ @BIT_reloadDStream.zeroFilled, %1661 ], [ @BIT_reloadDStream.zeroFilled, %1654 ], [ %1895, %1890 ], [ %693, %1677 ], [ @BIT_reloadDStream.zeroFilled, %1703 ], [ %1698, %1692 ], [ %693, %1784 ], [ @BIT_reloadDStream.zeroFilled, %1810 ], [ %1805, %1799 ]
  %1901 = phi ptr [ %1265, %1868 ], [ %1265, %1875 ], [ %1265, %1661 ], [ %1265, %1654 ], [ %1265, %1890 ], [ %1669, %1677 ], [ %1773, %1703 ], [ %1669, %1692 ], [ %1776, %1784 ], [ %1866, %1810 ], [ %1776, %1799 ]
  %1902 = ptrtoint ptr %1901 to i64
  %1903 = sub i64 %1647, %1902
  %1904 = icmp ugt i64 %1903, 1
  br i1 %1904, label %1905, label %1987

1905:                                             ; preds = %1897
  %1906 = getelementptr inbounds i8, ptr %699, i64 -2
  %1907 = ptrtoint ptr %693 to i64
  %1908 = sub nsw i32 0, %702
  %1909 = and i32 %1908, 63
  %1910 = zext nneg i32 %1909 to i64
  %1911 = icmp ugt i32 %1899, 64
  br i1 %1911, label %1947, label %1912, !prof !88

1912:                                             ; preds = %1905, %1953
  %1913 = phi ptr [ %1967, %1953 ], [ %1901, %1905 ]
  %1914 = phi ptr [ %1942, %1953 ], [ %1900, %1905 ]
  %1915 = phi i32 [ %1963, %1953 ], [ %1899, %1905 ]
  %1916 = phi i64 [ %1943, %1953 ], [ %1898, %1905 ]
  %1917 = icmp ult ptr %1914, %785
  br i1 %1917, label %1921, label %1918

1918:                                             ; preds = %1912
  %1919 = lshr i32 %1915, 3
  %1920 = and i32 %1915, 7
  br label %1936

1921:                                             ; preds = %1912
  %1922 = icmp eq ptr %1914, %693
  br i1 %1922, label %1947, label %1923

1923:                                             ; preds = %1921
  %1924 = lshr i32 %1915, 3
  %1925 = zext nneg i32 %1924 to i64
  %1926 = sub nsw i64 0, %1925
  %1927 = getelementptr inbounds i8, ptr %1914, i64 %1926
  %1928 = icmp ult ptr %1927, %693
  %1929 = ptrtoint ptr %1914 to i64
  %1930 = sub i64 %1929, %1907
  %1931 = trunc i64 %1930 to i32
  %1932 = select i1 %1928, i32 %1931, i32 %1924
  %1933 = zext i1 %1928 to i32
  %1934 = shl i32 %1932, 3
  %1935 = sub i32 %1915, %1934
  br label %1936

1936:                                             ; preds = %1923, %1918
  %1937 = phi i32 [ %1932, %1923 ], [ %1919, %1918 ]
  %1938 = phi i32 [ %1935, %1923 ], [ %1920, %1918 ]
  %1939 = phi i32 [ %1933, %1923 ], [ 0, %1918 ]
  %1940 = zext i32 %1937 to i64
  %1941 = sub nsw i64 0, %1940
  %1942 = getelementptr inbounds i8, ptr %1914, i64 %1941
  %1943 = load i64, ptr %1942, align 1, !tbaa !24
  %1944 = icmp eq i32 %1939, 0
  %1945 = icmp ule ptr %1913, %1906
  %1946 = and i1 %1945, %1944
  br i1 %1946, label %1953, label %1947

1947:                                             ; preds = %1953, %1921, %1936, %1905
  %1948 = phi ptr [ %1901, %1905 ], [ %1913, %1936 ], [ %1913, %1921 ], [ %1967, %1953 ]
  %1949 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1905 ], [ %1942, %1936 ], [ %693, %1921 ], [ @BIT_reloadDStream.zeroFilled, %1953 ]
  %1950 = phi i32 [ %1899, %1905 ], [ %1938, %1936 ], [ %1915, %1921 ], [ %1963, %1953 ]
  %1951 = phi i64 [ %1898, %1905 ], [ %1943, %1936 ], [ %1916, %1921 ], [ %1943, %1953 ]
  %1952 = icmp ugt ptr %1948, %1906
  br i1 %1952, label %1987, label %1969

1953:                                             ; preds = %1936
  %1954 = and i32 %1938, 63
  %1955 = zext nneg i32 %1954 to i64
  %1956 = shl i64 %1943, %1955
  %1957 = lshr i64 %1956, %1910
  %1958 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1957
  %1959 = load i16, ptr %1958, align 2
  store i16 %1959, ptr %1913, align 1
  %1960 = getelementptr inbounds i8, ptr %1958, i64 2
  %1961 = load i8, ptr %1960, align 2, !tbaa !81
  %1962 = zext i8 %1961 to i32
  %1963 = add i32 %1938, %1962
  %1964 = getelementptr inbounds i8, ptr %1958, i64 3
  %1965 = load i8, ptr %1964, align 1, !tbaa !84
  %1966 = zext i8 %1965 to i64
  %1967 = getelementptr inbounds i8, ptr %1913, i64 %1966
  %1968 = icmp ugt i32 %1963, 64
  br i1 %1968, label %1947, label %1912, !prof !85, !llvm.loop !89

1969:                                             ; preds = %1947, %1969
  %1970 = phi ptr [ %1985, %1969 ], [ %1948, %1947 ]
  %1971 = phi i32 [ %1981, %1969 ], [ %1950, %1947 ]
  %1972 = and i32 %1971, 63
  %1973 = zext nneg i32 %1972 to i64
  %1974 = shl i64 %1951, %1973
  %1975 = lshr i64 %1974, %1910
  %1976 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %1975
  %1977 = load i16, ptr %1976, align 2
  store i16 %1977, ptr %1970, align 1
  %1978 = getelementptr inbounds i8, ptr %1976, i64 2
  %1979 = load i8, ptr %1978, align 2, !tbaa !81
  %1980 = zext i8 %1979 to i32
  %1981 = add i32 %1971, %1980
  %1982 = getelementptr inbounds i8, ptr %1976, i64 3
  %1983 = load i8, ptr %1982, align 1, !tbaa !84
  %1984 = zext i8 %1983 to i64
  %1985 = getelementptr inbounds i8, ptr %1970, i64 %1984
  %1986 = icmp ugt ptr %1985, %1906
  br i1 %1986, label %1987, label %1969, !llvm.loop !90

1987:                                             ; preds = %1969, %1947, %1897
  %1988 = phi i64 [ %1898, %1897 ], [ %1951, %1947 ], [ %1951, %1969 ]
  %1989 = phi i32 [ %1899, %1897 ], [ %1950, %1947 ], [ %1981, %1969 ]
  %1990 = phi ptr [ %1900, %1897 ], [ %1949, %1947 ], [ %1949, %1969 ]
  %1991 = phi ptr [ %1901, %1897 ], [ %1948, %1947 ], [ %1985, %1969 ]
  %1992 = icmp ult ptr %1991, %699
  br i1 %1992, label %1993, label %2019

1993:                                             ; preds = %1987
  %1994 = and i32 %1989, 63
  %1995 = zext nneg i32 %1994 to i64
  %1996 = shl i64 %1988, %1995
  %1997 = sub nsw i32 0, %702
  %1998 = and i32 %1997, 63
  %1999 = zext nneg i32 %1998 to i64
  %2000 = lshr i64 %1996, %1999
  %2001 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2000
  %2002 = load i8, ptr %2001, align 2
  store i8 %2002, ptr %1991, align 1
  %2003 = getelementptr inbounds i8, ptr %2001, i64 3
  %2004 = load i8, ptr %2003, align 1, !tbaa !84
  %2005 = icmp eq i8 %2004, 1
  br i1 %2005, label %2006, label %2011

2006:                                             ; preds = %1993
  %2007 = getelementptr inbounds i8, ptr %2001, i64 2
  %2008 = load i8, ptr %2007, align 2, !tbaa !81
  %2009 = zext i8 %2008 to i32
  %2010 = add i32 %1989, %2009
  br label %2019

2011:                                             ; preds = %1993
  %2012 = icmp ult i32 %1989, 64
  br i1 %2012, label %2013, label %2019

2013:                                             ; preds = %2011
  %2014 = getelementptr inbounds i8, ptr %2001, i64 2
  %2015 = load i8, ptr %2014, align 2, !tbaa !81
  %2016 = zext i8 %2015 to i32
  %2017 = add nuw nsw i32 %1989, %2016
  %2018 = tail call i32 @llvm.umin.i32(i32 %2017, i32 64)
  br label %2019

2019:                                             ; preds = %2013, %2011, %2006, %1987
  %2020 = phi i32 [ %1989, %1987 ], [ %2010, %2006 ], [ %1989, %2011 ], [ %2018, %2013 ]
  %2021 = ptrtoint ptr %1264 to i64
  %2022 = sub i64 %937, %2021
  %2023 = icmp ugt i64 %2022, 7
  br i1 %2023, label %2024, label %2241

2024:                                             ; preds = %2019
  %2025 = icmp ult i32 %703, 12
  %2026 = icmp ugt i32 %1260, 64
  br i1 %2025, label %2034, label %2027

2027:                                             ; preds = %2024
  br i1 %2026, label %2270, label %2028, !prof !88

2028:                                             ; preds = %2027
  %2029 = ptrtoint ptr %694 to i64
  %2030 = getelementptr inbounds i8, ptr %700, i64 -7
  %2031 = sub nsw i32 0, %702
  %2032 = and i32 %2031, 63
  %2033 = zext nneg i32 %2032 to i64
  br label %2148

2034:                                             ; preds = %2024
  br i1 %2026, label %2270, label %2035, !prof !88

2035:                                             ; preds = %2034
  %2036 = ptrtoint ptr %694 to i64
  %2037 = getelementptr inbounds i8, ptr %700, i64 -9
  %2038 = sub nsw i32 0, %702
  %2039 = and i32 %2038, 63
  %2040 = zext nneg i32 %2039 to i64
  br label %2041

2041:                                             ; preds = %2076, %2035
  %2042 = phi ptr [ %1264, %2035 ], [ %2146, %2076 ]
  %2043 = phi ptr [ %1262, %2035 ], [ %2071, %2076 ]
  %2044 = phi i32 [ %1260, %2035 ], [ %2142, %2076 ]
  %2045 = phi i64 [ %1259, %2035 ], [ %2072, %2076 ]
  %2046 = icmp ult ptr %2043, %860
  br i1 %2046, label %2050, label %2047

2047:                                             ; preds = %2041
  %2048 = lshr i32 %2044, 3
  %2049 = and i32 %2044, 7
  br label %2065

2050:                                             ; preds = %2041
  %2051 = icmp eq ptr %2043, %694
  br i1 %2051, label %2270, label %2052

2052:                                             ; preds = %2050
  %2053 = lshr i32 %2044, 3
  %2054 = zext nneg i32 %2053 to i64
  %2055 = sub nsw i64 0, %2054
  %2056 = getelementptr inbounds i8, ptr %2043, i64 %2055
  %2057 = icmp ult ptr %2056, %694
  %2058 = ptrtoint ptr %2043 to i64
  %2059 = sub i64 %2058, %2036
  %2060 = trunc i64 %2059 to i32
  %2061 = select i1 %2057, i32 %2060, i32 %2053
  %2062 = zext i1 %2057 to i32
  %2063 = shl i32 %2061, 3
  %2064 = sub i32 %2044, %2063
  br label %2065

2065:                                             ; preds = %2052, %2047
  %2066 = phi i32 [ %2064, %2052 ], [ %2049, %2047 ]
  %2067 = phi i32 [ %2061, %2052 ], [ %2048, %2047 ]
  %2068 = phi i32 [ %2062, %2052 ], [ 0, %2047 ]
  %2069 = zext i32 %2067 to i64
  %2070 = sub nsw i64 0, %2069
  %2071 = getelementptr inbounds i8, ptr %2043, i64 %2070
  %2072 = load i64, ptr %2071, align 1, !tbaa !24
  %2073 = icmp eq i32 %2068, 0
  %2074 = icmp ult ptr %2042, %2037
  %2075 = and i1 %2074, %2073
  br i1 %2075, label %2076, label %2270

2076:                                             ; preds = %2065
  %2077 = and i32 %2066, 63
  %2078 = zext nneg i32 %2077 to i64
  %2079 = shl i64 %2072, %2078
  %2080 = lshr i64 %2079, %2040
  %2081 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2080
  %2082 = load i16, ptr %2081, align 2
  store i16 %2082, ptr %2042, align 1
  %2083 = getelementptr inbounds i8, ptr %2081, i64 2
  %2084 = load i8, ptr %2083, align 2, !tbaa !81
  %2085 = zext i8 %2084 to i32
  %2086 = add i32 %2066, %2085
  %2087 = getelementptr inbounds i8, ptr %2081, i64 3
  %2088 = load i8, ptr %2087, align 1, !tbaa !84
  %2089 = zext i8 %2088 to i64
  %2090 = getelementptr inbounds i8, ptr %2042, i64 %2089
  %2091 = and i32 %2086, 63
  %2092 = zext nneg i32 %2091 to i64
  %2093 = shl i64 %2072, %2092
  %2094 = lshr i64 %2093, %2040
  %2095 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2094
  %2096 = load i16, ptr %2095, align 2
  store i16 %2096, ptr %2090, align 1
  %2097 = getelementptr inbounds i8, ptr %2095, i64 2
  %2098 = load i8, ptr %2097, align 2, !tbaa !81
  %2099 = zext i8 %2098 to i32
  %2100 = add i32 %2086, %2099
  %2101 = getelementptr inbounds i8, ptr %2095, i64 3
  %2102 = load i8, ptr %2101, align 1, !tbaa !84
  %2103 = zext i8 %2102 to i64
  %2104 = getelementptr inbounds i8, ptr %2090, i64 %2103
  %2105 = and i32 %2100, 63
  %2106 = zext nneg i32 %2105 to i64
  %2107 = shl i64 %2072, %2106
  %2108 = lshr i64 %2107, %2040
  %2109 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2108
  %2110 = load i16, ptr %2109, align 2
  store i16 %2110, ptr %2104, align 1
  %2111 = getelementptr inbounds i8, ptr %2109, i64 2
  %2112 = load i8, ptr %2111, align 2, !tbaa !81
  %2113 = zext i8 %2112 to i32
  %2114 = add i32 %2100, %2113
  %2115 = getelementptr inbounds i8, ptr %2109, i64 3
  %2116 = load i8, ptr %2115, align 1, !tbaa !84
  %2117 = zext i8 %2116 to i64
  %2118 = getelementptr inbounds i8, ptr %2104, i64 %2117
  %2119 = and i32 %2114, 63
  %2120 = zext nneg i32 %2119 to i64
  %2121 = shl i64 %2072, %2120
  %2122 = lshr i64 %2121, %2040
  %2123 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2122
  %2124 = load i16, ptr %2123, align 2
  store i16 %2124, ptr %2118, align 1
  %2125 = getelementptr inbounds i8, ptr %2123, i64 2
  %2126 = load i8, ptr %2125, align 2, !tbaa !81
  %2127 = zext i8 %2126 to i32
  %2128 = add i32 %2114, %2127
  %2129 = getelementptr inbounds i8, ptr %2123, i64 3
  %2130 = load i8, ptr %2129, align 1, !tbaa !84
  %2131 = zext i8 %2130 to i64
  %2132 = getelementptr inbounds i8, ptr %2118, i64 %2131
  %2133 = and i32 %2128, 63
  %2134 = zext nneg i32 %2133 to i64
  %2135 = shl i64 %2072, %2134
  %2136 = lshr i64 %2135, %2040
  %2137 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2136
  %2138 = load i16, ptr %2137, align 2
  store i16 %2138, ptr %2132, align 1
  %2139 = getelementptr inbounds i8, ptr %2137, i64 2
  %2140 = load i8, ptr %2139, align 2, !tbaa !81
  %2141 = zext i8 %2140 to i32
  %2142 = add i32 %2128, %2141
  %2143 = getelementptr inbounds i8, ptr %2137, i64 3
  %2144 = load i8, ptr %2143, align 1, !tbaa !84
  %2145 = zext i8 %2144 to i64
  %2146 = getelementptr inbounds i8, ptr %2132, i64 %2145
  %2147 = icmp ugt i32 %2142, 64
  br i1 %2147, label %2270, label %2041, !prof !85, !llvm.loop !86

2148:                                             ; preds = %2183, %2028
  %2149 = phi ptr [ %1264, %2028 ], [ %2239, %2183 ]
  %2150 = phi ptr [ %1262, %2028 ], [ %2178, %2183 ]
  %2151 = phi i32 [ %1260, %2028 ], [ %2235, %2183 ]
  %2152 = phi i64 [ %1259, %2028 ], [ %2179, %2183 ]
  %2153 = icmp ult ptr %2150, %860
  br i1 %2153, label %2157, label %2154

2154:                                             ; preds = %2148
  %2155 = lshr i32 %2151, 3
  %2156 = and i32 %2151, 7
  br label %2172

2157:                                             ; preds = %2148
  %2158 = icmp eq ptr %2150, %694
  br i1 %2158, label %2270, label %2159

2159:                                             ; preds = %2157
  %2160 = lshr i32 %2151, 3
  %2161 = zext nneg i32 %2160 to i64
  %2162 = sub nsw i64 0, %2161
  %2163 = getelementptr inbounds i8, ptr %2150, i64 %2162
  %2164 = icmp ult ptr %2163, %694
  %2165 = ptrtoint ptr %2150 to i64
  %2166 = sub i64 %2165, %2029
  %2167 = trunc i64 %2166 to i32
  %2168 = select i1 %2164, i32 %2167, i32 %2160
  %2169 = zext i1 %2164 to i32
  %2170 = shl i32 %2168, 3
  %2171 = sub i32 %2151, %2170
  br label %2172

2172:                                             ; preds = %2159, %2154
  %2173 = phi i32 [ %2171, %2159 ], [ %2156, %2154 ]
  %2174 = phi i32 [ %2168, %2159 ], [ %2155, %2154 ]
  %2175 = phi i32 [ %2169, %2159 ], [ 0, %2154 ]
  %2176 = zext i32 %2174 to i64
  %2177 = sub nsw i64 0, %2176
  %2178 = getelementptr inbounds i8, ptr %2150, i64 %2177
  %2179 = load i64, ptr %2178, align 1, !tbaa !24
  %2180 = icmp eq i32 %2175, 0
  %2181 = icmp ult ptr %2149, %2030
  %2182 = and i1 %2181, %2180
  br i1 %2182, label %2183, label %2270

2183:                                             ; preds = %2172
  %2184 = and i32 %2173, 63
  %2185 = zext nneg i32 %2184 to i64
  %2186 = shl i64 %2179, %2185
  %2187 = lshr i64 %2186, %2033
  %2188 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2187
  %2189 = load i16, ptr %2188, align 2
  store i16 %2189, ptr %2149, align 1
  %2190 = getelementptr inbounds i8, ptr %2188, i64 2
  %2191 = load i8, ptr %2190, align 2, !tbaa !81
  %2192 = zext i8 %2191 to i32
  %2193 = add i32 %2173, %2192
  %2194 = getelementptr inbounds i8, ptr %2188, i64 3
  %2195 = load i8, ptr %2194, align 1, !tbaa !84
  %2196 = zext i8 %2195 to i64
  %2197 = getelementptr inbounds i8, ptr %2149, i64 %2196
  %2198 = and i32 %2193, 63
  %2199 = zext nneg i32 %2198 to i64
  %2200 = shl i64 %2179, %2199
  %2201 = lshr i64 %2200, %2033
  %2202 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2201
  %2203 = load i16, ptr %2202, align 2
  store i16 %2203, ptr %2197, align 1
  %2204 = getelementptr inbounds i8, ptr %2202, i64 2
  %2205 = load i8, ptr %2204, align 2, !tbaa !81
  %2206 = zext i8 %2205 to i32
  %2207 = add i32 %2193, %2206
  %2208 = getelementptr inbounds i8, ptr %2202, i64 3
  %2209 = load i8, ptr %2208, align 1, !tbaa !84
  %2210 = zext i8 %2209 to i64
  %2211 = getelementptr inbounds i8, ptr %2197, i64 %2210
  %2212 = and i32 %2207, 63
  %2213 = zext nneg i32 %2212 to i64
  %2214 = shl i64 %2179, %2213
  %2215 = lshr i64 %2214, %2033
  %2216 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2215
  %2217 = load i16, ptr %2216, align 2
  store i16 %2217, ptr %2211, align 1
  %2218 = getelementptr inbounds i8, ptr %2216, i64 2
  %2219 = load i8, ptr %2218, align 2, !tbaa !81
  %2220 = zext i8 %2219 to i32
  %2221 = add i32 %2207, %2220
  %2222 = getelementptr inbounds i8, ptr %2216, i64 3
  %2223 = load i8, ptr %2222, align 1, !tbaa !84
  %2224 = zext i8 %2223 to i64
  %2225 = getelementptr inbounds i8, ptr %2211, i64 %2224
  %2226 = and i32 %2221, 63
  %2227 = zext nneg i32 %2226 to i64
  %2228 = shl i64 %2179, %2227
  %2229 = lshr i64 %2228, %2033
  %2230 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2229
  %2231 = load i16, ptr %2230, align 2
  store i16 %2231, ptr %2225, align 1
  %2232 = getelementptr inbounds i8, ptr %2230, i64 2
  %2233 = load i8, ptr %2232, align 2, !tbaa !81
  %2234 = zext i8 %2233 to i32
  %2235 = add i32 %2221, %2234
  %2236 = getelementptr inbounds i8, ptr %2230, i64 3
  %2237 = load i8, ptr %2236, align 1, !tbaa !84
  %2238 = zext i8 %2237 to i64
  %2239 = getelementptr inbounds i8, ptr %2225, i64 %2238
  %2240 = icmp ugt i32 %2235, 64
  br i1 %2240, label %2270, label %2148, !prof !85, !llvm.loop !87

2241:                                             ; preds = %2019
  %2242 = icmp ugt i32 %1260, 64
  br i1 %2242, label %2270, label %2243, !prof !113

2243:                                             ; preds = %2241
  %2244 = icmp ult ptr %1262, %860
  br i1 %2244, label %2248, label %2245

2245:                                             ; preds = %2243
  %2246 = lshr i32 %1260, 3
  %2247 = and i32 %1260, 7
  br label %2263

2248:                                             ; preds = %2243
  %2249 = icmp eq ptr %1262, %694
  br i1 %2249, label %2270, label %2250

2250:                                             ; preds = %2248
  %2251 = lshr i32 %1260, 3
  %2252 = zext nneg i32 %2251 to i64
  %2253 = sub nsw i64 0, %2252
  %2254 = getelementptr inbounds i8, ptr %1262, i64 %2253
  %2255 = icmp ult ptr %2254, %694
  %2256 = ptrtoint ptr %1262 to i64
  %2257 = ptrtoint ptr %694 to i64
  %2258 = sub i64 %2256, %2257
  %2259 = trunc i64 %2258 to i32
  %2260 = select i1 %2255, i32 %2259, i32 %2251
  %2261 = shl i32 %2260, 3
  %2262 = sub i32 %1260, %2261
  br label %2263

2263:                                             ; preds = %2250, %2245
  %2264 = phi i32 [ %2246, %2245 ], [ %2260, %2250 ]
  %2265 = phi i32 [ %2247, %2245 ], [ %2262, %2250 ]
  %2266 = zext i32 %2264 to i64
  %2267 = sub nsw i64 0, %2266
  %2268 = getelementptr inbounds i8, ptr %1262, i64 %2267
  %2269 = load i64, ptr %2268, align 1, !tbaa !24
  br label %2270

2270:                                             ; preds = %2183, %2172, %2157, %2076, %2065, %2050, %2263, %2248, %2241, %2034, %2027
  %2271 = phi i64 [ %1259, %2241 ], [ %1259, %2248 ], [ %1259, %2034 ], [ %1259, %2027 ], [ %2269, %2263 ], [ %2045, %2050 ], [ %2072, %2076 ], [ %2072, %2065 ], [ %2152, %2157 ], [ %2179, %2183 ], [ %2179, %2172 ]
  %2272 = phi i32 [ %1260, %2241 ], [ %1260, %2248 ], [ %1260, %2034 ], [ %1260, %2027 ], [ %2265, %2263 ], [ %2044, %2050 ], [ %2142, %2076 ], [ %2066, %2065 ], [ %2151, %2157 ], [ %2235, %2183 ], [ %2173, %2172 ]
  %2273 = phi ptr [ @BIT_reloadDStream.zeroFilled, %2241 ], [ %694, %2248 ], [ @BIT_reloadDStream.zeroFilled, %2034 ], [ @BIT_reloadDStream.zeroFilled, %2027 ], [ %2268, %2263 ], [ %694, %2050 ], [ @BIT_reloadDStream.zeroFilled, %2076 ], [ %2071, %2065 ], [ %694, %2157 ], [ @BIT_reloadDStream.zeroFilled, %2183 ], [ %2178, %2172 ]
  %2274 = phi ptr [ %1264, %2241 ], [ %1264, %2248 ], [ %1264, %2034 ], [ %1264, %2027 ], [ %1264, %2263 ], [ %2042, %2050 ], [ %2146, %2076 ], [ %2042, %2065 ], [ %2149, %2157 ], [ %2239, %2183 ], [ %2149, %2172 ]
  %2275 = ptrtoint ptr %2274 to i64
  %2276 = sub i64 %937, %2275
  %2277 = icmp ugt i64 %2276, 1
  br i1 %2277, label %2278, label %2360

2278:                                             ; preds = %2270
  %2279 = getelementptr inbounds i8, ptr %700, i64 -2
  %2280 = ptrtoint ptr %694 to i64
  %2281 = sub nsw i32 0, %702
  %2282 = and i32 %2281, 63
  %2283 = zext nneg i32 %2282 to i64
  %2284 = icmp ugt i32 %2272, 64
  br i1 %2284, label %2320, label %2285, !prof !88

2285:                                             ; preds = %2278, %2326
  %2286 = phi ptr [ %2340, %2326 ], [ %2274, %2278 ]
  %2287 = phi ptr [ %2315, %2326 ], [ %2273, %2278 ]
  %2288 = phi i32 [ %2336, %2326 ], [ %2272, %2278 ]
  %2289 = phi i64 [ %2316, %2326 ], [ %2271, %2278 ]
  %2290 = icmp ult ptr %2287, %860
  br i1 %2290, label %2294, label %2291

2291:                                             ; preds = %2285
  %2292 = lshr i32 %2288, 3
  %2293 = and i32 %2288, 7
  br label %2309

2294:                                             ; preds = %2285
  %2295 = icmp eq ptr %2287, %694
  br i1 %2295, label %2320, label %2296

2296:                                             ; preds = %2294
  %2297 = lshr i32 %2288, 3
  %2298 = zext nneg i32 %2297 to i64
  %2299 = sub nsw i64 0, %2298
  %2300 = getelementptr inbounds i8, ptr %2287, i64 %2299
  %2301 = icmp ult ptr %2300, %694
  %2302 = ptrtoint ptr %2287 to i64
  %2303 = sub i64 %2302, %2280
  %2304 = trunc i64 %2303 to i32
  %2305 = select i1 %2301, i32 %2304, i32 %2297
  %2306 = zext i1 %2301 to i32
  %2307 = shl i32 %2305, 3
  %2308 = sub i32 %2288, %2307
  br label %2309

2309:                                             ; preds = %2296, %2291
  %2310 = phi i32 [ %2305, %2296 ], [ %2292, %2291 ]
  %2311 = phi i32 [ %2308, %2296 ], [ %2293, %2291 ]
  %2312 = phi i32 [ %2306, %2296 ], [ 0, %2291 ]
  %2313 = zext i32 %2310 to i64
  %2314 = sub nsw i64 0, %2313
  %2315 = getelementptr inbounds i8, ptr %2287, i64 %2314
  %2316 = load i64, ptr %2315, align 1, !tbaa !24
  %2317 = icmp eq i32 %2312, 0
  %2318 = icmp ule ptr %2286, %2279
  %2319 = and i1 %2318, %2317
  br i1 %2319, label %2326, label %2320

2320:                                             ; preds = %2326, %2294, %2309, %2278
  %2321 = phi ptr [ %2274, %2278 ], [ %2286, %2309 ], [ %2286, %2294 ], [ %2340, %2326 ]
  %2322 = phi ptr [ @BIT_reloadDStream.zeroFilled, %2278 ], [ %2315, %2309 ], [ %694, %2294 ], [ @BIT_reloadDStream.zeroFilled, %2326 ]
  %2323 = phi i32 [ %2272, %2278 ], [ %2311, %2309 ], [ %2288, %2294 ], [ %2336, %2326 ]
  %2324 = phi i64 [ %2271, %2278 ], [ %2316, %2309 ], [ %2289, %2294 ], [ %2316, %2326 ]
  %2325 = icmp ugt ptr %2321, %2279
  br i1 %2325, label %2360, label %2342

2326:                                             ; preds = %2309
  %2327 = and i32 %2311, 63
  %2328 = zext nneg i32 %2327 to i64
  %2329 = shl i64 %2316, %2328
  %2330 = lshr i64 %2329, %2283
  %2331 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2330
  %2332 = load i16, ptr %2331, align 2
  store i16 %2332, ptr %2286, align 1
  %2333 = getelementptr inbounds i8, ptr %2331, i64 2
  %2334 = load i8, ptr %2333, align 2, !tbaa !81
  %2335 = zext i8 %2334 to i32
  %2336 = add i32 %2311, %2335
  %2337 = getelementptr inbounds i8, ptr %2331, i64 3
  %2338 = load i8, ptr %2337, align 1, !tbaa !84
  %2339 = zext i8 %2338 to i64
  %2340 = getelementptr inbounds i8, ptr %2286, i64 %2339
  %2341 = icmp ugt i32 %2336, 64
  br i1 %2341, label %2320, label %2285, !prof !85, !llvm.loop !89

2342:                                             ; preds = %2320, %2342
  %2343 = phi ptr [ %2358, %2342 ], [ %2321, %2320 ]
  %2344 = phi i32 [ %2354, %2342 ], [ %2323, %2320 ]
  %2345 = and i32 %2344, 63
  %2346 = zext nneg i32 %2345 to i64
  %2347 = shl i64 %2324, %2346
  %2348 = lshr i64 %2347, %2283
  %2349 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2348
  %2350 = load i16, ptr %2349, align 2
  store i16 %2350, ptr %2343, align 1
  %2351 = getelementptr inbounds i8, ptr %2349, i64 2
  %2352 = load i8, ptr %2351, align 2, !tbaa !81
  %2353 = zext i8 %2352 to i32
  %2354 = add i32 %2344, %2353
  %2355 = getelementptr inbounds i8, ptr %2349, i64 3
  %2356 = load i8, ptr %2355, align 1, !tbaa !84
  %2357 = zext i8 %2356 to i64
  %2358 = getelementptr inbounds i8, ptr %2343, i64 %2357
  %2359 = icmp ugt ptr %2358, %2279
  br i1 %2359, label %2360, label %2342, !llvm.loop !90

2360:                                             ; preds = %2342, %2320, %2270
  %2361 = phi i64 [ %2271, %2270 ], [ %2324, %2320 ], [ %2324, %2342 ]
  %2362 = phi i32 [ %2272, %2270 ], [ %2323, %2320 ], [ %2354, %2342 ]
  %2363 = phi ptr [ %2273, %2270 ], [ %2322, %2320 ], [ %2322, %2342 ]
  %2364 = phi ptr [ %2274, %2270 ], [ %2321, %2320 ], [ %2358, %2342 ]
  %2365 = icmp ult ptr %2364, %700
  br i1 %2365, label %2366, label %2392

2366:                                             ; preds = %2360
  %2367 = and i32 %2362, 63
  %2368 = zext nneg i32 %2367 to i64
  %2369 = shl i64 %2361, %2368
  %2370 = sub nsw i32 0, %702
  %2371 = and i32 %2370, 63
  %2372 = zext nneg i32 %2371 to i64
  %2373 = lshr i64 %2369, %2372
  %2374 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2373
  %2375 = load i8, ptr %2374, align 2
  store i8 %2375, ptr %2364, align 1
  %2376 = getelementptr inbounds i8, ptr %2374, i64 3
  %2377 = load i8, ptr %2376, align 1, !tbaa !84
  %2378 = icmp eq i8 %2377, 1
  br i1 %2378, label %2379, label %2384

2379:                                             ; preds = %2366
  %2380 = getelementptr inbounds i8, ptr %2374, i64 2
  %2381 = load i8, ptr %2380, align 2, !tbaa !81
  %2382 = zext i8 %2381 to i32
  %2383 = add i32 %2362, %2382
  br label %2392

2384:                                             ; preds = %2366
  %2385 = icmp ult i32 %2362, 64
  br i1 %2385, label %2386, label %2392

2386:                                             ; preds = %2384
  %2387 = getelementptr inbounds i8, ptr %2374, i64 2
  %2388 = load i8, ptr %2387, align 2, !tbaa !81
  %2389 = zext i8 %2388 to i32
  %2390 = add nuw nsw i32 %2362, %2389
  %2391 = tail call i32 @llvm.umin.i32(i32 %2390, i32 64)
  br label %2392

2392:                                             ; preds = %2386, %2384, %2379, %2360
  %2393 = phi i32 [ %2362, %2360 ], [ %2383, %2379 ], [ %2362, %2384 ], [ %2391, %2386 ]
  %2394 = ptrtoint ptr %1263 to i64
  %2395 = sub i64 %936, %2394
  %2396 = icmp ugt i64 %2395, 7
  br i1 %2396, label %2397, label %2651

2397:                                             ; preds = %2392
  %2398 = icmp ult i32 %703, 12
  %2399 = getelementptr inbounds i8, ptr %7, i64 8
  %2400 = load i32, ptr %2399, align 8
  %2401 = icmp ugt i32 %2400, 64
  br i1 %2398, label %2410, label %2402

2402:                                             ; preds = %2397
  br i1 %2401, label %2543, label %2403, !prof !88

2403:                                             ; preds = %2402
  %2404 = getelementptr inbounds i8, ptr %7, i64 16
  %2405 = getelementptr inbounds i8, ptr %7, i64 32
  %2406 = getelementptr inbounds i8, ptr %7, i64 24
  %2407 = sub nsw i32 0, %702
  %2408 = and i32 %2407, 63
  %2409 = zext nneg i32 %2408 to i64
  br label %2547

2410:                                             ; preds = %2397
  br i1 %2401, label %2419, label %2411, !prof !88

2411:                                             ; preds = %2410
  %2412 = getelementptr inbounds i8, ptr %7, i64 16
  %2413 = getelementptr inbounds i8, ptr %7, i64 32
  %2414 = getelementptr inbounds i8, ptr %7, i64 24
  %2415 = getelementptr inbounds i8, ptr %677, i64 -9
  %2416 = sub nsw i32 0, %702
  %2417 = and i32 %2416, 63
  %2418 = zext nneg i32 %2417 to i64
  br label %2423

2419:                                             ; preds = %2463, %2410
  %2420 = phi i32 [ %2400, %2410 ], [ %2537, %2463 ]
  %2421 = phi ptr [ %1263, %2410 ], [ %2541, %2463 ]
  %2422 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2422, align 8, !tbaa !112
  br label %2690

2423:                                             ; preds = %2463, %2411
  %2424 = phi i32 [ %2400, %2411 ], [ %2537, %2463 ]
  %2425 = phi ptr [ %1263, %2411 ], [ %2541, %2463 ]
  %2426 = load ptr, ptr %2412, align 8, !tbaa !112
  %2427 = load ptr, ptr %2413, align 8, !tbaa !110
  %2428 = icmp ult ptr %2426, %2427
  br i1 %2428, label %2435, label %2429

2429:                                             ; preds = %2423
  %2430 = lshr i32 %2424, 3
  %2431 = zext nneg i32 %2430 to i64
  %2432 = sub nsw i64 0, %2431
  %2433 = getelementptr inbounds i8, ptr %2426, i64 %2432
  store ptr %2433, ptr %2412, align 8, !tbaa !112
  %2434 = and i32 %2424, 7
  br label %2455

2435:                                             ; preds = %2423
  %2436 = load ptr, ptr %2414, align 8, !tbaa !115
  %2437 = icmp eq ptr %2426, %2436
  br i1 %2437, label %2690, label %2438

2438:                                             ; preds = %2435
  %2439 = lshr i32 %2424, 3
  %2440 = zext nneg i32 %2439 to i64
  %2441 = sub nsw i64 0, %2440
  %2442 = getelementptr inbounds i8, ptr %2426, i64 %2441
  %2443 = icmp ult ptr %2442, %2436
  %2444 = ptrtoint ptr %2426 to i64
  %2445 = ptrtoint ptr %2436 to i64
  %2446 = sub i64 %2444, %2445
  %2447 = trunc i64 %2446 to i32
  %2448 = select i1 %2443, i32 %2447, i32 %2439
  %2449 = zext i1 %2443 to i32
  %2450 = zext i32 %2448 to i64
  %2451 = sub nsw i64 0, %2450
  %2452 = getelementptr inbounds i8, ptr %2426, i64 %2451
  store ptr %2452, ptr %2412, align 8, !tbaa !112
  %2453 = shl i32 %2448, 3
  %2454 = sub i32 %2424, %2453
  br label %2455

2455:                                             ; preds = %2438, %2429
  %2456 = phi i32 [ %2434, %2429 ], [ %2454, %2438 ]
  %2457 = phi ptr [ %2433, %2429 ], [ %2452, %2438 ]
  %2458 = phi i32 [ 0, %2429 ], [ %2449, %2438 ]
  store i32 %2456, ptr %2399, align 8, !tbaa !111
  %2459 = load i64, ptr %2457, align 1, !tbaa !24
  store i64 %2459, ptr %7, align 8, !tbaa !108
  %2460 = icmp eq i32 %2458, 0
  %2461 = icmp ult ptr %2425, %2415
  %2462 = and i1 %2461, %2460
  br i1 %2462, label %2463, label %2690

2463:                                             ; preds = %2455
  %2464 = and i32 %2456, 63
  %2465 = zext nneg i32 %2464 to i64
  %2466 = shl i64 %2459, %2465
  %2467 = lshr i64 %2466, %2418
  %2468 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2467
  %2469 = load i16, ptr %2468, align 2
  store i16 %2469, ptr %2425, align 1
  %2470 = getelementptr inbounds i8, ptr %2468, i64 2
  %2471 = load i8, ptr %2470, align 2, !tbaa !81
  %2472 = zext i8 %2471 to i32
  %2473 = add i32 %2456, %2472
  store i32 %2473, ptr %2399, align 8, !tbaa !111
  %2474 = getelementptr inbounds i8, ptr %2468, i64 3
  %2475 = load i8, ptr %2474, align 1, !tbaa !84
  %2476 = zext i8 %2475 to i64
  %2477 = getelementptr inbounds i8, ptr %2425, i64 %2476
  %2478 = load i64, ptr %7, align 8, !tbaa !108
  %2479 = and i32 %2473, 63
  %2480 = zext nneg i32 %2479 to i64
  %2481 = shl i64 %2478, %2480
  %2482 = lshr i64 %2481, %2418
  %2483 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2482
  %2484 = load i16, ptr %2483, align 2
  store i16 %2484, ptr %2477, align 1
  %2485 = getelementptr inbounds i8, ptr %2483, i64 2
  %2486 = load i8, ptr %2485, align 2, !tbaa !81
  %2487 = zext i8 %2486 to i32
  %2488 = load i32, ptr %2399, align 8, !tbaa !111
  %2489 = add i32 %2488, %2487
  store i32 %2489, ptr %2399, align 8, !tbaa !111
  %2490 = getelementptr inbounds i8, ptr %2483, i64 3
  %2491 = load i8, ptr %2490, align 1, !tbaa !84
  %2492 = zext i8 %2491 to i64
  %2493 = getelementptr inbounds i8, ptr %2477, i64 %2492
  %2494 = load i64, ptr %7, align 8, !tbaa !108
  %2495 = and i32 %2489, 63
  %2496 = zext nneg i32 %2495 to i64
  %2497 = shl i64 %2494, %2496
  %2498 = lshr i64 %2497, %2418
  %2499 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2498
  %2500 = load i16, ptr %2499, align 2
  store i16 %2500, ptr %2493, align 1
  %2501 = getelementptr inbounds i8, ptr %2499, i64 2
  %2502 = load i8, ptr %2501, align 2, !tbaa !81
  %2503 = zext i8 %2502 to i32
  %2504 = load i32, ptr %2399, align 8, !tbaa !111
  %2505 = add i32 %2504, %2503
  store i32 %2505, ptr %2399, align 8, !tbaa !111
  %2506 = getelementptr inbounds i8, ptr %2499, i64 3
  %2507 = load i8, ptr %2506, align 1, !tbaa !84
  %2508 = zext i8 %2507 to i64
  %2509 = getelementptr inbounds i8, ptr %2493, i64 %2508
  %2510 = load i64, ptr %7, align 8, !tbaa !108
  %2511 = and i32 %2505, 63
  %2512 = zext nneg i32 %2511 to i64
  %2513 = shl i64 %2510, %2512
  %2514 = lshr i64 %2513, %2418
  %2515 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2514
  %2516 = load i16, ptr %2515, align 2
  store i16 %2516, ptr %2509, align 1
  %2517 = getelementptr inbounds i8, ptr %2515, i64 2
  %2518 = load i8, ptr %2517, align 2, !tbaa !81
  %2519 = zext i8 %2518 to i32
  %2520 = load i32, ptr %2399, align 8, !tbaa !111
  %2521 = add i32 %2520, %2519
  store i32 %2521, ptr %2399, align 8, !tbaa !111
  %2522 = getelementptr inbounds i8, ptr %2515, i64 3
  %2523 = load i8, ptr %2522, align 1, !tbaa !84
  %2524 = zext i8 %2523 to i64
  %2525 = getelementptr inbounds i8, ptr %2509, i64 %2524
  %2526 = load i64, ptr %7, align 8, !tbaa !108
  %2527 = and i32 %2521, 63
  %2528 = zext nneg i32 %2527 to i64
  %2529 = shl i64 %2526, %2528
  %2530 = lshr i64 %2529, %2418
  %2531 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2530
  %2532 = load i16, ptr %2531, align 2
  store i16 %2532, ptr %2525, align 1
  %2533 = getelementptr inbounds i8, ptr %2531, i64 2
  %2534 = load i8, ptr %2533, align 2, !tbaa !81
  %2535 = zext i8 %2534 to i32
  %2536 = load i32, ptr %2399, align 8, !tbaa !111
  %2537 = add i32 %2536, %2535
  store i32 %2537, ptr %2399, align 8, !tbaa !111
  %2538 = getelementptr inbounds i8, ptr %2531, i64 3
  %2539 = load i8, ptr %2538, align 1, !tbaa !84
  %2540 = zext i8 %2539 to i64
  %2541 = getelementptr inbounds i8, ptr %2525, i64 %2540
  %2542 = icmp ugt i32 %2537, 64
  br i1 %2542, label %2419, label %2423, !prof !85, !llvm.loop !86

2543:                                             ; preds = %2587, %2402
  %2544 = phi i32 [ %2400, %2402 ], [ %2645, %2587 ]
  %2545 = phi ptr [ %1263, %2402 ], [ %2649, %2587 ]
  %2546 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2546, align 8, !tbaa !112
  br label %2690

2547:                                             ; preds = %2587, %2403
  %2548 = phi i32 [ %2400, %2403 ], [ %2645, %2587 ]
  %2549 = phi ptr [ %1263, %2403 ], [ %2649, %2587 ]
  %2550 = load ptr, ptr %2404, align 8, !tbaa !112
  %2551 = load ptr, ptr %2405, align 8, !tbaa !110
  %2552 = icmp ult ptr %2550, %2551
  br i1 %2552, label %2559, label %2553

2553:                                             ; preds = %2547
  %2554 = lshr i32 %2548, 3
  %2555 = zext nneg i32 %2554 to i64
  %2556 = sub nsw i64 0, %2555
  %2557 = getelementptr inbounds i8, ptr %2550, i64 %2556
  store ptr %2557, ptr %2404, align 8, !tbaa !112
  %2558 = and i32 %2548, 7
  br label %2579

2559:                                             ; preds = %2547
  %2560 = load ptr, ptr %2406, align 8, !tbaa !115
  %2561 = icmp eq ptr %2550, %2560
  br i1 %2561, label %2690, label %2562

2562:                                             ; preds = %2559
  %2563 = lshr i32 %2548, 3
  %2564 = zext nneg i32 %2563 to i64
  %2565 = sub nsw i64 0, %2564
  %2566 = getelementptr inbounds i8, ptr %2550, i64 %2565
  %2567 = icmp ult ptr %2566, %2560
  %2568 = ptrtoint ptr %2550 to i64
  %2569 = ptrtoint ptr %2560 to i64
  %2570 = sub i64 %2568, %2569
  %2571 = trunc i64 %2570 to i32
  %2572 = select i1 %2567, i32 %2571, i32 %2563
  %2573 = zext i1 %2567 to i32
  %2574 = zext i32 %2572 to i64
  %2575 = sub nsw i64 0, %2574
  %2576 = getelementptr inbounds i8, ptr %2550, i64 %2575
  store ptr %2576, ptr %2404, align 8, !tbaa !112
  %2577 = shl i32 %2572, 3
  %2578 = sub i32 %2548, %2577
  br label %2579

2579:                                             ; preds = %2562, %2553
  %2580 = phi i32 [ %2558, %2553 ], [ %2578, %2562 ]
  %2581 = phi ptr [ %2557, %2553 ], [ %2576, %2562 ]
  %2582 = phi i32 [ 0, %2553 ], [ %2573, %2562 ]
  store i32 %2580, ptr %2399, align 8, !tbaa !111
  %2583 = load i64, ptr %2581, align 1, !tbaa !24
  store i64 %2583, ptr %7, align 8, !tbaa !108
  %2584 = icmp eq i32 %2582, 0
  %2585 = icmp ult ptr %2549, %678
  %2586 = and i1 %2585, %2584
  br i1 %2586, label %2587, label %2690

2587:                                             ; preds = %2579
  %2588 = and i32 %2580, 63
  %2589 = zext nneg i32 %2588 to i64
  %2590 = shl i64 %2583, %2589
  %2591 = lshr i64 %2590, %2409
  %2592 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2591
  %2593 = load i16, ptr %2592, align 2
  store i16 %2593, ptr %2549, align 1
  %2594 = getelementptr inbounds i8, ptr %2592, i64 2
  %2595 = load i8, ptr %2594, align 2, !tbaa !81
  %2596 = zext i8 %2595 to i32
  %2597 = add i32 %2580, %2596
  store i32 %2597, ptr %2399, align 8, !tbaa !111
  %2598 = getelementptr inbounds i8, ptr %2592, i64 3
  %2599 = load i8, ptr %2598, align 1, !tbaa !84
  %2600 = zext i8 %2599 to i64
  %2601 = getelementptr inbounds i8, ptr %2549, i64 %2600
  %2602 = load i64, ptr %7, align 8, !tbaa !108
  %2603 = and i32 %2597, 63
  %2604 = zext nneg i32 %2603 to i64
  %2605 = shl i64 %2602, %2604
  %2606 = lshr i64 %2605, %2409
  %2607 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2606
  %2608 = load i16, ptr %2607, align 2
  store i16 %2608, ptr %2601, align 1
  %2609 = getelementptr inbounds i8, ptr %2607, i64 2
  %2610 = load i8, ptr %2609, align 2, !tbaa !81
  %2611 = zext i8 %2610 to i32
  %2612 = load i32, ptr %2399, align 8, !tbaa !111
  %2613 = add i32 %2612, %2611
  store i32 %2613, ptr %2399, align 8, !tbaa !111
  %2614 = getelementptr inbounds i8, ptr %2607, i64 3
  %2615 = load i8, ptr %2614, align 1, !tbaa !84
  %2616 = zext i8 %2615 to i64
  %2617 = getelementptr inbounds i8, ptr %2601, i64 %2616
  %2618 = load i64, ptr %7, align 8, !tbaa !108
  %2619 = and i32 %2613, 63
  %2620 = zext nneg i32 %2619 to i64
  %2621 = shl i64 %2618, %2620
  %2622 = lshr i64 %2621, %2409
  %2623 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2622
  %2624 = load i16, ptr %2623, align 2
  store i16 %2624, ptr %2617, align 1
  %2625 = getelementptr inbounds i8, ptr %2623, i64 2
  %2626 = load i8, ptr %2625, align 2, !tbaa !81
  %2627 = zext i8 %2626 to i32
  %2628 = load i32, ptr %2399, align 8, !tbaa !111
  %2629 = add i32 %2628, %2627
  store i32 %2629, ptr %2399, align 8, !tbaa !111
  %2630 = getelementptr inbounds i8, ptr %2623, i64 3
  %2631 = load i8, ptr %2630, align 1, !tbaa !84
  %2632 = zext i8 %2631 to i64
  %2633 = getelementptr inbounds i8, ptr %2617, i64 %2632
  %2634 = load i64, ptr %7, align 8, !tbaa !108
  %2635 = and i32 %2629, 63
  %2636 = zext nneg i32 %2635 to i64
  %2637 = shl i64 %2634, %2636
  %2638 = lshr i64 %2637, %2409
  %2639 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2638
  %2640 = load i16, ptr %2639, align 2
  store i16 %2640, ptr %2633, align 1
  %2641 = getelementptr inbounds i8, ptr %2639, i64 2
  %2642 = load i8, ptr %2641, align 2, !tbaa !81
  %2643 = zext i8 %2642 to i32
  %2644 = load i32, ptr %2399, align 8, !tbaa !111
  %2645 = add i32 %2644, %2643
  store i32 %2645, ptr %2399, align 8, !tbaa !111
  %2646 = getelementptr inbounds i8, ptr %2639, i64 3
  %2647 = load i8, ptr %2646, align 1, !tbaa !84
  %2648 = zext i8 %2647 to i64
  %2649 = getelementptr inbounds i8, ptr %2633, i64 %2648
  %2650 = icmp ugt i32 %2645, 64
  br i1 %2650, label %2543, label %2547, !prof !85, !llvm.loop !87

2651:                                             ; preds = %2392
  %2652 = getelementptr inbounds i8, ptr %7, i64 8
  %2653 = load i32, ptr %2652, align 8
  %2654 = icmp ugt i32 %2653, 64
  %2655 = getelementptr inbounds i8, ptr %7, i64 16
  br i1 %2654, label %2656, label %2657, !prof !113

2656:                                             ; preds = %2651
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2655, align 8, !tbaa !112
  br label %2690

2657:                                             ; preds = %2651
  %2658 = load ptr, ptr %2655, align 8, !tbaa !112
  %2659 = getelementptr inbounds i8, ptr %7, i64 32
  %2660 = load ptr, ptr %2659, align 8, !tbaa !110
  %2661 = icmp ult ptr %2658, %2660
  br i1 %2661, label %2669, label %2662

2662:                                             ; preds = %2657
  %2663 = lshr i32 %2653, 3
  %2664 = zext nneg i32 %2663 to i64
  %2665 = sub nsw i64 0, %2664
  %2666 = getelementptr inbounds i8, ptr %2658, i64 %2665
  store ptr %2666, ptr %2655, align 8, !tbaa !112
  %2667 = and i32 %2653, 7
  store i32 %2667, ptr %2652, align 8, !tbaa !111
  %2668 = load i64, ptr %2666, align 1, !tbaa !24
  store i64 %2668, ptr %7, align 8, !tbaa !108
  br label %2690

2669:                                             ; preds = %2657
  %2670 = getelementptr inbounds i8, ptr %7, i64 24
  %2671 = load ptr, ptr %2670, align 8, !tbaa !115
  %2672 = icmp eq ptr %2658, %2671
  br i1 %2672, label %2690, label %2673

2673:                                             ; preds = %2669
  %2674 = lshr i32 %2653, 3
  %2675 = zext nneg i32 %2674 to i64
  %2676 = sub nsw i64 0, %2675
  %2677 = getelementptr inbounds i8, ptr %2658, i64 %2676
  %2678 = icmp ult ptr %2677, %2671
  %2679 = ptrtoint ptr %2658 to i64
  %2680 = ptrtoint ptr %2671 to i64
  %2681 = sub i64 %2679, %2680
  %2682 = trunc i64 %2681 to i32
  %2683 = select i1 %2678, i32 %2682, i32 %2674
  %2684 = zext i32 %2683 to i64
  %2685 = sub nsw i64 0, %2684
  %2686 = getelementptr inbounds i8, ptr %2658, i64 %2685
  store ptr %2686, ptr %2655, align 8, !tbaa !112
  %2687 = shl i32 %2683, 3
  %2688 = sub i32 %2653, %2687
  store i32 %2688, ptr %2652, align 8, !tbaa !111
  %2689 = load i64, ptr %2686, align 1, !tbaa !24
  store i64 %2689, ptr %7, align 8, !tbaa !108
  br label %2690

2690:                                             ; preds = %2579, %2559, %2455, %2435, %2673, %2669, %2662, %2656, %2543, %2419
  %2691 = phi i32 [ %2688, %2673 ], [ %2667, %2662 ], [ %2653, %2656 ], [ %2420, %2419 ], [ %2544, %2543 ], [ %2653, %2669 ], [ %2456, %2455 ], [ %2424, %2435 ], [ %2580, %2579 ], [ %2548, %2559 ]
  %2692 = phi ptr [ %1263, %2673 ], [ %1263, %2662 ], [ %1263, %2656 ], [ %2421, %2419 ], [ %2545, %2543 ], [ %1263, %2669 ], [ %2425, %2435 ], [ %2425, %2455 ], [ %2549, %2559 ], [ %2549, %2579 ]
  %2693 = ptrtoint ptr %2692 to i64
  %2694 = sub i64 %936, %2693
  %2695 = icmp ugt i64 %2694, 1
  br i1 %2695, label %2696, label %2790

2696:                                             ; preds = %2690
  %2697 = getelementptr inbounds i8, ptr %7, i64 8
  %2698 = getelementptr inbounds i8, ptr %677, i64 -2
  %2699 = getelementptr inbounds i8, ptr %7, i64 16
  %2700 = getelementptr inbounds i8, ptr %7, i64 32
  %2701 = getelementptr inbounds i8, ptr %7, i64 24
  %2702 = sub nsw i32 0, %702
  %2703 = and i32 %2702, 63
  %2704 = zext nneg i32 %2703 to i64
  %2705 = icmp ugt i32 %2691, 64
  br i1 %2705, label %2706, label %2709, !prof !88

2706:                                             ; preds = %2753, %2696
  %2707 = phi i32 [ %2691, %2696 ], [ %2764, %2753 ]
  %2708 = phi ptr [ %2692, %2696 ], [ %2768, %2753 ]
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2699, align 8, !tbaa !112
  br label %2749

2709:                                             ; preds = %2696, %2753
  %2710 = phi ptr [ %2768, %2753 ], [ %2692, %2696 ]
  %2711 = phi i32 [ %2764, %2753 ], [ %2691, %2696 ]
  %2712 = load ptr, ptr %2699, align 8, !tbaa !112
  %2713 = load ptr, ptr %2700, align 8, !tbaa !110
  %2714 = icmp ult ptr %2712, %2713
  br i1 %2714, label %2721, label %2715

2715:                                             ; preds = %2709
  %2716 = lshr i32 %2711, 3
  %2717 = zext nneg i32 %2716 to i64
  %2718 = sub nsw i64 0, %2717
  %2719 = getelementptr inbounds i8, ptr %2712, i64 %2718
  store ptr %2719, ptr %2699, align 8, !tbaa !112
  %2720 = and i32 %2711, 7
  br label %2741

2721:                                             ; preds = %2709
  %2722 = load ptr, ptr %2701, align 8, !tbaa !115
  %2723 = icmp eq ptr %2712, %2722
  br i1 %2723, label %2749, label %2724

2724:                                             ; preds = %2721
  %2725 = lshr i32 %2711, 3
  %2726 = zext nneg i32 %2725 to i64
  %2727 = sub nsw i64 0, %2726
  %2728 = getelementptr inbounds i8, ptr %2712, i64 %2727
  %2729 = icmp ult ptr %2728, %2722
  %2730 = ptrtoint ptr %2712 to i64
  %2731 = ptrtoint ptr %2722 to i64
  %2732 = sub i64 %2730, %2731
  %2733 = trunc i64 %2732 to i32
  %2734 = select i1 %2729, i32 %2733, i32 %2725
  %2735 = zext i1 %2729 to i32
  %2736 = zext i32 %2734 to i64
  %2737 = sub nsw i64 0, %2736
  %2738 = getelementptr inbounds i8, ptr %2712, i64 %2737
  store ptr %2738, ptr %2699, align 8, !tbaa !112
  %2739 = shl i32 %2734, 3
  %2740 = sub i32 %2711, %2739
  br label %2741

2741:                                             ; preds = %2724, %2715
  %2742 = phi ptr [ %2719, %2715 ], [ %2738, %2724 ]
  %2743 = phi i32 [ %2720, %2715 ], [ %2740, %2724 ]
  %2744 = phi i32 [ 0, %2715 ], [ %2735, %2724 ]
  store i32 %2743, ptr %2697, align 8, !tbaa !111
  %2745 = load i64, ptr %2742, align 1, !tbaa !24
  store i64 %2745, ptr %7, align 8, !tbaa !108
  %2746 = icmp eq i32 %2744, 0
  %2747 = icmp ule ptr %2710, %2698
  %2748 = and i1 %2747, %2746
  br i1 %2748, label %2753, label %2749

2749:                                             ; preds = %2741, %2721, %2706
  %2750 = phi ptr [ %2708, %2706 ], [ %2710, %2721 ], [ %2710, %2741 ]
  %2751 = phi i32 [ %2707, %2706 ], [ %2743, %2741 ], [ %2711, %2721 ]
  %2752 = icmp ugt ptr %2750, %2698
  br i1 %2752, label %2790, label %2770

2753:                                             ; preds = %2741
  %2754 = and i32 %2743, 63
  %2755 = zext nneg i32 %2754 to i64
  %2756 = shl i64 %2745, %2755
  %2757 = lshr i64 %2756, %2704
  %2758 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2757
  %2759 = load i16, ptr %2758, align 2
  store i16 %2759, ptr %2710, align 1
  %2760 = getelementptr inbounds i8, ptr %2758, i64 2
  %2761 = load i8, ptr %2760, align 2, !tbaa !81
  %2762 = zext i8 %2761 to i32
  %2763 = load i32, ptr %2697, align 8, !tbaa !111
  %2764 = add i32 %2763, %2762
  store i32 %2764, ptr %2697, align 8, !tbaa !111
  %2765 = getelementptr inbounds i8, ptr %2758, i64 3
  %2766 = load i8, ptr %2765, align 1, !tbaa !84
  %2767 = zext i8 %2766 to i64
  %2768 = getelementptr inbounds i8, ptr %2710, i64 %2767
  %2769 = icmp ugt i32 %2764, 64
  br i1 %2769, label %2706, label %2709, !prof !85, !llvm.loop !89

2770:                                             ; preds = %2749, %2770
  %2771 = phi i32 [ %2784, %2770 ], [ %2751, %2749 ]
  %2772 = phi ptr [ %2788, %2770 ], [ %2750, %2749 ]
  %2773 = load i64, ptr %7, align 8, !tbaa !108
  %2774 = and i32 %2771, 63
  %2775 = zext nneg i32 %2774 to i64
  %2776 = shl i64 %2773, %2775
  %2777 = lshr i64 %2776, %2704
  %2778 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2777
  %2779 = load i16, ptr %2778, align 2
  store i16 %2779, ptr %2772, align 1
  %2780 = getelementptr inbounds i8, ptr %2778, i64 2
  %2781 = load i8, ptr %2780, align 2, !tbaa !81
  %2782 = zext i8 %2781 to i32
  %2783 = load i32, ptr %2697, align 8, !tbaa !111
  %2784 = add i32 %2783, %2782
  store i32 %2784, ptr %2697, align 8, !tbaa !111
  %2785 = getelementptr inbounds i8, ptr %2778, i64 3
  %2786 = load i8, ptr %2785, align 1, !tbaa !84
  %2787 = zext i8 %2786 to i64
  %2788 = getelementptr inbounds i8, ptr %2772, i64 %2787
  %2789 = icmp ugt ptr %2788, %2698
  br i1 %2789, label %2790, label %2770, !llvm.loop !90

2790:                                             ; preds = %2770, %2749, %2690
  %2791 = phi i32 [ %2691, %2690 ], [ %2751, %2749 ], [ %2784, %2770 ]
  %2792 = phi ptr [ %2692, %2690 ], [ %2750, %2749 ], [ %2788, %2770 ]
  %2793 = icmp ult ptr %2792, %677
  br i1 %2793, label %2794, label %2824

2794:                                             ; preds = %2790
  %2795 = load i64, ptr %7, align 8, !tbaa !108
  %2796 = getelementptr inbounds i8, ptr %7, i64 8
  %2797 = and i32 %2791, 63
  %2798 = zext nneg i32 %2797 to i64
  %2799 = shl i64 %2795, %2798
  %2800 = sub nsw i32 0, %702
  %2801 = and i32 %2800, 63
  %2802 = zext nneg i32 %2801 to i64
  %2803 = lshr i64 %2799, %2802
  %2804 = getelementptr inbounds %struct.HUF_DEltX2, ptr %679, i64 %2803
  %2805 = load i8, ptr %2804, align 2
  store i8 %2805, ptr %2792, align 1
  %2806 = getelementptr inbounds i8, ptr %2804, i64 3
  %2807 = load i8, ptr %2806, align 1, !tbaa !84
  %2808 = icmp eq i8 %2807, 1
  br i1 %2808, label %2809, label %2815

2809:                                             ; preds = %2794
  %2810 = getelementptr inbounds i8, ptr %2804, i64 2
  %2811 = load i8, ptr %2810, align 2, !tbaa !81
  %2812 = zext i8 %2811 to i32
  %2813 = load i32, ptr %2796, align 8, !tbaa !111
  %2814 = add i32 %2813, %2812
  br label %2824

2815:                                             ; preds = %2794
  %2816 = load i32, ptr %2796, align 8
  %2817 = icmp ult i32 %2816, 64
  br i1 %2817, label %2818, label %2824

2818:                                             ; preds = %2815
  %2819 = getelementptr inbounds i8, ptr %2804, i64 2
  %2820 = load i8, ptr %2819, align 2, !tbaa !81
  %2821 = zext i8 %2820 to i32
  %2822 = add nuw nsw i32 %2816, %2821
  %2823 = tail call i32 @llvm.umin.i32(i32 %2822, i32 64)
  br label %2824

2824:                                             ; preds = %2818, %2815, %2809, %2790
  %2825 = phi i32 [ %2814, %2809 ], [ %2816, %2815 ], [ %2823, %2818 ], [ %2791, %2790 ]
  %2826 = icmp ne ptr %1614, %692
  %2827 = icmp ne i32 %1646, 64
  %2828 = select i1 %2826, i1 true, i1 %2827
  %2829 = icmp ne ptr %1990, %693
  %2830 = icmp ne i32 %2020, 64
  %2831 = select i1 %2829, i1 true, i1 %2830
  %2832 = or i1 %2828, %2831
  %2833 = icmp ne ptr %2363, %694
  %2834 = icmp ne i32 %2393, 64
  %2835 = select i1 %2833, i1 true, i1 %2834
  %2836 = or i1 %2832, %2835
  %2837 = getelementptr inbounds i8, ptr %7, i64 16
  %2838 = load ptr, ptr %2837, align 8, !tbaa !112
  %2839 = getelementptr inbounds i8, ptr %7, i64 24
  %2840 = load ptr, ptr %2839, align 8, !tbaa !115
  %2841 = icmp ne ptr %2838, %2840
  %2842 = icmp ne i32 %2825, 64
  %2843 = select i1 %2841, i1 true, i1 %2842
  %2844 = or i1 %2836, %2843
  %2845 = select i1 %2844, i64 -20, i64 %1
  br label %2846

2846:                                             ; preds = %2824, %1253, %929, %917, %862, %854, %842, %787, %779, %767, %712, %707, %676
  %2847 = phi i64 [ %933, %929 ], [ -20, %676 ], [ -20, %1253 ], [ %2845, %2824 ], [ -20, %767 ], [ -1, %712 ], [ -72, %707 ], [ -20, %842 ], [ -1, %787 ], [ -72, %779 ], [ -20, %917 ], [ -1, %862 ], [ -72, %854 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #12
  br label %2848

2848:                                             ; preds = %2846, %672, %668, %669
  %2849 = phi i64 [ %670, %669 ], [ -20, %668 ], [ %2847, %2846 ], [ -20, %672 ]
  ret i64 %2849
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = alloca %struct.BIT_DStream_t, align 8
  %8 = alloca %struct.HUF_DecompressFastArgs, align 8
  %9 = and i32 %5, 32
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %489

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %4, i64 4
  %13 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #12
  %15 = call fastcc i64 @HUF_DecompressFastArgs_init(ptr noundef nonnull %8, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %16 = add i64 %15, -1
  %17 = icmp ult i64 %16, -120
  br i1 %17, label %18, label %486

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %8, i64 96
  %20 = load ptr, ptr %19, align 8, !tbaa !99
  %21 = getelementptr inbounds i8, ptr %8, i64 112
  %22 = load ptr, ptr %21, align 8, !tbaa !103
  %23 = getelementptr inbounds i8, ptr %8, i64 104
  %24 = load ptr, ptr %23, align 8, !tbaa !102
  %25 = getelementptr inbounds i8, ptr %8, i64 64
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %8, i64 72
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %8, i64 80
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %8, i64 88
  %32 = load i64, ptr %31, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = getelementptr inbounds i8, ptr %8, i64 8
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %8, i64 16
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr %8, i64 24
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %8, i64 32
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %8, i64 40
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %8, i64 48
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %8, i64 56
  %47 = load ptr, ptr %46, align 8
  %48 = ptrtoint ptr %22 to i64
  %49 = ptrtoint ptr %24 to i64
  br label %51

50:                                               ; preds = %80
  br label %51, !llvm.loop !116

51:                                               ; preds = %50, %18
  %52 = phi ptr [ %39, %18 ], [ %301, %50 ]
  %53 = phi ptr [ %37, %18 ], [ %292, %50 ]
  %54 = phi ptr [ %35, %18 ], [ %283, %50 ]
  %55 = phi ptr [ %33, %18 ], [ %274, %50 ]
  %56 = phi ptr [ %41, %18 ], [ %272, %50 ]
  %57 = phi ptr [ %43, %18 ], [ %281, %50 ]
  %58 = phi ptr [ %45, %18 ], [ %290, %50 ]
  %59 = phi ptr [ %47, %18 ], [ %299, %50 ]
  %60 = phi i64 [ %26, %18 ], [ %277, %50 ]
  %61 = phi i64 [ %28, %18 ], [ %286, %50 ]
  %62 = phi i64 [ %30, %18 ], [ %295, %50 ]
  %63 = phi i64 [ %32, %18 ], [ %304, %50 ]
  %64 = ptrtoint ptr %59 to i64
  %65 = sub i64 %48, %64
  %66 = udiv i64 %65, 5
  %67 = ptrtoint ptr %55 to i64
  %68 = sub i64 %67, %49
  %69 = udiv i64 %68, 7
  %70 = tail call i64 @llvm.umin.i64(i64 %66, i64 %69)
  %71 = mul nuw i64 %70, 5
  %72 = getelementptr inbounds i8, ptr %59, i64 %71
  %73 = icmp eq i64 %70, 0
  %74 = icmp ult ptr %54, %55
  %75 = select i1 %73, i1 true, i1 %74
  %76 = icmp ult ptr %53, %54
  %77 = select i1 %75, i1 true, i1 %76
  %78 = icmp ult ptr %52, %53
  %79 = select i1 %77, i1 true, i1 %78
  br i1 %79, label %306, label %80

80:                                               ; preds = %51, %80
  %81 = phi ptr [ %301, %80 ], [ %52, %51 ]
  %82 = phi ptr [ %292, %80 ], [ %53, %51 ]
  %83 = phi ptr [ %283, %80 ], [ %54, %51 ]
  %84 = phi ptr [ %274, %80 ], [ %55, %51 ]
  %85 = phi ptr [ %272, %80 ], [ %56, %51 ]
  %86 = phi ptr [ %281, %80 ], [ %57, %51 ]
  %87 = phi ptr [ %290, %80 ], [ %58, %51 ]
  %88 = phi ptr [ %299, %80 ], [ %59, %51 ]
  %89 = phi i64 [ %277, %80 ], [ %60, %51 ]
  %90 = phi i64 [ %286, %80 ], [ %61, %51 ]
  %91 = phi i64 [ %295, %80 ], [ %62, %51 ]
  %92 = phi i64 [ %304, %80 ], [ %63, %51 ]
  %93 = lshr i64 %89, 53
  %94 = getelementptr inbounds i16, ptr %20, i64 %93
  %95 = load i16, ptr %94, align 2, !tbaa !105
  %96 = and i16 %95, 63
  %97 = zext nneg i16 %96 to i64
  %98 = shl i64 %89, %97
  %99 = lshr i16 %95, 8
  %100 = trunc nuw i16 %99 to i8
  store i8 %100, ptr %85, align 1, !tbaa !10
  %101 = lshr i64 %90, 53
  %102 = getelementptr inbounds i16, ptr %20, i64 %101
  %103 = load i16, ptr %102, align 2, !tbaa !105
  %104 = and i16 %103, 63
  %105 = zext nneg i16 %104 to i64
  %106 = shl i64 %90, %105
  %107 = lshr i16 %103, 8
  %108 = trunc nuw i16 %107 to i8
  store i8 %108, ptr %86, align 1, !tbaa !10
  %109 = lshr i64 %91, 53
  %110 = getelementptr inbounds i16, ptr %20, i64 %109
  %111 = load i16, ptr %110, align 2, !tbaa !105
  %112 = and i16 %111, 63
  %113 = zext nneg i16 %112 to i64
  %114 = shl i64 %91, %113
  %115 = lshr i16 %111, 8
  %116 = trunc nuw i16 %115 to i8
  store i8 %116, ptr %87, align 1, !tbaa !10
  %117 = lshr i64 %92, 53
  %118 = getelementptr inbounds i16, ptr %20, i64 %117
  %119 = load i16, ptr %118, align 2, !tbaa !105
  %120 = and i16 %119, 63
  %121 = zext nneg i16 %120 to i64
  %122 = shl i64 %92, %121
  %123 = lshr i16 %119, 8
  %124 = trunc nuw i16 %123 to i8
  store i8 %124, ptr %88, align 1, !tbaa !10
  %125 = lshr i64 %98, 53
  %126 = getelementptr inbounds i16, ptr %20, i64 %125
  %127 = load i16, ptr %126, align 2, !tbaa !105
  %128 = and i16 %127, 63
  %129 = zext nneg i16 %128 to i64
  %130 = shl i64 %98, %129
  %131 = lshr i16 %127, 8
  %132 = trunc nuw i16 %131 to i8
  %133 = getelementptr inbounds i8, ptr %85, i64 1
  store i8 %132, ptr %133, align 1, !tbaa !10
  %134 = lshr i64 %106, 53
  %135 = getelementptr inbounds i16, ptr %20, i64 %134
  %136 = load i16, ptr %135, align 2, !tbaa !105
  %137 = and i16 %136, 63
  %138 = zext nneg i16 %137 to i64
  %139 = shl i64 %106, %138
  %140 = lshr i16 %136, 8
  %141 = trunc nuw i16 %140 to i8
  %142 = getelementptr inbounds i8, ptr %86, i64 1
  store i8 %141, ptr %142, align 1, !tbaa !10
  %143 = lshr i64 %114, 53
  %144 = getelementptr inbounds i16, ptr %20, i64 %143
  %145 = load i16, ptr %144, align 2, !tbaa !105
  %146 = and i16 %145, 63
  %147 = zext nneg i16 %146 to i64
  %148 = shl i64 %114, %147
  %149 = lshr i16 %145, 8
  %150 = trunc nuw i16 %149 to i8
  %151 = getelementptr inbounds i8, ptr %87, i64 1
  store i8 %150, ptr %151, align 1, !tbaa !10
  %152 = lshr i64 %122, 53
  %153 = getelementptr inbounds i16, ptr %20, i64 %152
  %154 = load i16, ptr %153, align 2, !tbaa !105
  %155 = and i16 %154, 63
  %156 = zext nneg i16 %155 to i64
  %157 = shl i64 %122, %156
  %158 = lshr i16 %154, 8
  %159 = trunc nuw i16 %158 to i8
  %160 = getelementptr inbounds i8, ptr %88, i64 1
  store i8 %159, ptr %160, align 1, !tbaa !10
  %161 = lshr i64 %130, 53
  %162 = getelementptr inbounds i16, ptr %20, i64 %161
  %163 = load i16, ptr %162, align 2, !tbaa !105
  %164 = and i16 %163, 63
  %165 = zext nneg i16 %164 to i64
  %166 = shl i64 %130, %165
  %167 = lshr i16 %163, 8
  %168 = trunc nuw i16 %167 to i8
  %169 = getelementptr inbounds i8, ptr %85, i64 2
  store i8 %168, ptr %169, align 1, !tbaa !10
  %170 = lshr i64 %139, 53
  %171 = getelementptr inbounds i16, ptr %20, i64 %170
  %172 = load i16, ptr %171, align 2, !tbaa !105
  %173 = and i16 %172, 63
  %174 = zext nneg i16 %173 to i64
  %175 = shl i64 %139, %174
  %176 = lshr i16 %172, 8
  %177 = trunc nuw i16 %176 to i8
  %178 = getelementptr inbounds i8, ptr %86, i64 2
  store i8 %177, ptr %178, align 1, !tbaa !10
  %179 = lshr i64 %148, 53
  %180 = getelementptr inbounds i16, ptr %20, i64 %179
  %181 = load i16, ptr %180, align 2, !tbaa !105
  %182 = and i16 %181, 63
  %183 = zext nneg i16 %182 to i64
  %184 = shl i64 %148, %183
  %185 = lshr i16 %181, 8
  %186 = trunc nuw i16 %185 to i8
  %187 = getelementptr inbounds i8, ptr %87, i64 2
  store i8 %186, ptr %187, align 1, !tbaa !10
  %188 = lshr i64 %157, 53
  %189 = getelementptr inbounds i16, ptr %20, i64 %188
  %190 = load i16, ptr %189, align 2, !tbaa !105
  %191 = and i16 %190, 63
  %192 = zext nneg i16 %191 to i64
  %193 = shl i64 %157, %192
  %194 = lshr i16 %190, 8
  %195 = trunc nuw i16 %194 to i8
  %196 = getelementptr inbounds i8, ptr %88, i64 2
  store i8 %195, ptr %196, align 1, !tbaa !10
  %197 = lshr i64 %166, 53
  %198 = getelementptr inbounds i16, ptr %20, i64 %197
  %199 = load i16, ptr %198, align 2, !tbaa !105
  %200 = and i16 %199, 63
  %201 = zext nneg i16 %200 to i64
  %202 = shl i64 %166, %201
  %203 = lshr i16 %199, 8
  %204 = trunc nuw i16 %203 to i8
  %205 = getelementptr inbounds i8, ptr %85, i64 3
  store i8 %204, ptr %205, align 1, !tbaa !10
  %206 = lshr i64 %175, 53
  %207 = getelementptr inbounds i16, ptr %20, i64 %206
  %208 = load i16, ptr %207, align 2, !tbaa !105
  %209 = and i16 %208, 63
  %210 = zext nneg i16 %209 to i64
  %211 = shl i64 %175, %210
  %212 = lshr i16 %208, 8
  %213 = trunc nuw i16 %212 to i8
  %214 = getelementptr inbounds i8, ptr %86, i64 3
  store i8 %213, ptr %214, align 1, !tbaa !10
  %215 = lshr i64 %184, 53
  %216 = getelementptr inbounds i16, ptr %20, i64 %215
  %217 = load i16, ptr %216, align 2, !tbaa !105
  %218 = and i16 %217, 63
  %219 = zext nneg i16 %218 to i64
  %220 = shl i64 %184, %219
  %221 = lshr i16 %217, 8
  %222 = trunc nuw i16 %221 to i8
  %223 = getelementptr inbounds i8, ptr %87, i64 3
  store i8 %222, ptr %223, align 1, !tbaa !10
  %224 = lshr i64 %193, 53
  %225 = getelementptr inbounds i16, ptr %20, i64 %224
  %226 = load i16, ptr %225, align 2, !tbaa !105
  %227 = and i16 %226, 63
  %228 = zext nneg i16 %227 to i64
  %229 = shl i64 %193, %228
  %230 = lshr i16 %226, 8
  %231 = trunc nuw i16 %230 to i8
  %232 = getelementptr inbounds i8, ptr %88, i64 3
  store i8 %231, ptr %232, align 1, !tbaa !10
  %233 = lshr i64 %202, 53
  %234 = getelementptr inbounds i16, ptr %20, i64 %233
  %235 = load i16, ptr %234, align 2, !tbaa !105
  %236 = and i16 %235, 63
  %237 = zext nneg i16 %236 to i64
  %238 = shl i64 %202, %237
  %239 = lshr i16 %235, 8
  %240 = trunc nuw i16 %239 to i8
  %241 = getelementptr inbounds i8, ptr %85, i64 4
  store i8 %240, ptr %241, align 1, !tbaa !10
  %242 = lshr i64 %211, 53
  %243 = getelementptr inbounds i16, ptr %20, i64 %242
  %244 = load i16, ptr %243, align 2, !tbaa !105
  %245 = and i16 %244, 63
  %246 = zext nneg i16 %245 to i64
  %247 = shl i64 %211, %246
  %248 = lshr i16 %244, 8
  %249 = trunc nuw i16 %248 to i8
  %250 = getelementptr inbounds i8, ptr %86, i64 4
  store i8 %249, ptr %250, align 1, !tbaa !10
  %251 = lshr i64 %220, 53
  %252 = getelementptr inbounds i16, ptr %20, i64 %251
  %253 = load i16, ptr %252, align 2, !tbaa !105
  %254 = and i16 %253, 63
  %255 = zext nneg i16 %254 to i64
  %256 = shl i64 %220, %255
  %257 = lshr i16 %253, 8
  %258 = trunc nuw i16 %257 to i8
  %259 = getelementptr inbounds i8, ptr %87, i64 4
  store i8 %258, ptr %259, align 1, !tbaa !10
  %260 = lshr i64 %229, 53
  %261 = getelementptr inbounds i16, ptr %20, i64 %260
  %262 = load i16, ptr %261, align 2, !tbaa !105
  %263 = and i16 %262, 63
  %264 = zext nneg i16 %263 to i64
  %265 = shl i64 %229, %264
  %266 = lshr i16 %262, 8
  %267 = trunc nuw i16 %266 to i8
  %268 = getelementptr inbounds i8, ptr %88, i64 4
  store i8 %267, ptr %268, align 1, !tbaa !10
  %269 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %238, i1 false)
  %270 = and i64 %269, 7
  %271 = lshr i64 %269, 3
  %272 = getelementptr inbounds i8, ptr %85, i64 5
  %273 = sub nsw i64 0, %271
  %274 = getelementptr inbounds i8, ptr %84, i64 %273
  %275 = load i64, ptr %274, align 1, !tbaa !24
  %276 = or i64 %275, 1
  %277 = shl i64 %276, %270
  %278 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %247, i1 false)
  %279 = and i64 %278, 7
  %280 = lshr i64 %278, 3
  %281 = getelementptr inbounds i8, ptr %86, i64 5
  %282 = sub nsw i64 0, %280
  %283 = getelementptr inbounds i8, ptr %83, i64 %282
  %284 = load i64, ptr %283, align 1, !tbaa !24
  %285 = or i64 %284, 1
  %286 = shl i64 %285, %279
  %287 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %256, i1 false)
  %288 = and i64 %287, 7
  %289 = lshr i64 %287, 3
  %290 = getelementptr inbounds i8, ptr %87, i64 5
  %291 = sub nsw i64 0, %289
  %292 = getelementptr inbounds i8, ptr %82, i64 %291
  %293 = load i64, ptr %292, align 1, !tbaa !24
  %294 = or i64 %293, 1
  %295 = shl i64 %294, %288
  %296 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %265, i1 false)
  %297 = and i64 %296, 7
  %298 = lshr i64 %296, 3
  %299 = getelementptr inbounds i8, ptr %88, i64 5
  %300 = sub nsw i64 0, %298
  %301 = getelementptr inbounds i8, ptr %81, i64 %300
  %302 = load i64, ptr %301, align 1, !tbaa !24
  %303 = or i64 %302, 1
  %304 = shl i64 %303, %297
  %305 = icmp ult ptr %299, %72
  br i1 %305, label %80, label %50, !llvm.loop !116

306:                                              ; preds = %51
  store i64 %60, ptr %25, align 8
  store i64 %61, ptr %27, align 8
  store i64 %62, ptr %29, align 8
  store i64 %63, ptr %31, align 8
  store ptr %55, ptr %8, align 8
  store ptr %54, ptr %34, align 8
  store ptr %53, ptr %36, align 8
  store ptr %52, ptr %38, align 8
  store ptr %56, ptr %40, align 8
  store ptr %57, ptr %42, align 8
  store ptr %58, ptr %44, align 8
  store ptr %59, ptr %46, align 8
  %307 = add i64 %1, 3
  %308 = lshr i64 %307, 2
  %309 = ptrtoint ptr %14 to i64
  %310 = getelementptr inbounds i8, ptr %8, i64 120
  br label %314

311:                                              ; preds = %481
  %312 = add nuw nsw i64 %315, 1
  %313 = icmp eq i64 %312, 4
  br i1 %313, label %486, label %314, !llvm.loop !117

314:                                              ; preds = %311, %306
  %315 = phi i64 [ 0, %306 ], [ %312, %311 ]
  %316 = phi ptr [ %0, %306 ], [ %321, %311 ]
  %317 = ptrtoint ptr %316 to i64
  %318 = sub i64 %309, %317
  %319 = icmp ugt i64 %308, %318
  %320 = getelementptr inbounds i8, ptr %316, i64 %308
  %321 = select i1 %319, ptr %14, ptr %320
  %322 = getelementptr inbounds [4 x ptr], ptr %40, i64 0, i64 %315
  %323 = load ptr, ptr %322, align 8, !tbaa !107
  %324 = icmp ugt ptr %323, %321
  br i1 %324, label %485, label %325

325:                                              ; preds = %314
  %326 = getelementptr inbounds [4 x ptr], ptr %8, i64 0, i64 %315
  %327 = load ptr, ptr %326, align 8, !tbaa !107
  %328 = getelementptr inbounds [4 x ptr], ptr %310, i64 0, i64 %315
  %329 = load ptr, ptr %328, align 8, !tbaa !107
  %330 = getelementptr inbounds i8, ptr %329, i64 -8
  %331 = icmp ult ptr %327, %330
  br i1 %331, label %485, label %332

332:                                              ; preds = %325
  %333 = load i64, ptr %327, align 1, !tbaa !24
  %334 = getelementptr inbounds [4 x i64], ptr %25, i64 0, i64 %315
  %335 = load i64, ptr %334, align 8, !tbaa !24
  %336 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %335, i1 false)
  %337 = trunc nuw nsw i64 %336 to i32
  %338 = load ptr, ptr %23, align 8, !tbaa !102
  %339 = getelementptr inbounds i8, ptr %338, i64 8
  %340 = ptrtoint ptr %321 to i64
  %341 = ptrtoint ptr %323 to i64
  %342 = sub i64 %340, %341
  %343 = icmp sgt i64 %342, 3
  br i1 %343, label %344, label %428

344:                                              ; preds = %332
  %345 = ptrtoint ptr %338 to i64
  %346 = getelementptr inbounds i8, ptr %321, i64 -3
  br label %347

347:                                              ; preds = %382, %344
  %348 = phi ptr [ %323, %344 ], [ %426, %382 ]
  %349 = phi i64 [ %333, %344 ], [ %378, %382 ]
  %350 = phi i32 [ %337, %344 ], [ %425, %382 ]
  %351 = phi ptr [ %327, %344 ], [ %377, %382 ]
  %352 = icmp ult ptr %351, %339
  br i1 %352, label %356, label %353

353:                                              ; preds = %347
  %354 = lshr i32 %350, 3
  %355 = and i32 %350, 7
  br label %371

356:                                              ; preds = %347
  %357 = icmp eq ptr %351, %338
  br i1 %357, label %455, label %358

358:                                              ; preds = %356
  %359 = lshr i32 %350, 3
  %360 = zext nneg i32 %359 to i64
  %361 = sub nsw i64 0, %360
  %362 = getelementptr inbounds i8, ptr %351, i64 %361
  %363 = icmp ult ptr %362, %338
  %364 = ptrtoint ptr %351 to i64
  %365 = sub i64 %364, %345
  %366 = trunc i64 %365 to i32
  %367 = select i1 %363, i32 %366, i32 %359
  %368 = zext i1 %363 to i32
  %369 = shl i32 %367, 3
  %370 = sub i32 %350, %369
  br label %371

371:                                              ; preds = %358, %353
  %372 = phi i32 [ %367, %358 ], [ %354, %353 ]
  %373 = phi i32 [ %370, %358 ], [ %355, %353 ]
  %374 = phi i32 [ %368, %358 ], [ 0, %353 ]
  %375 = zext i32 %372 to i64
  %376 = sub nsw i64 0, %375
  %377 = getelementptr inbounds i8, ptr %351, i64 %376
  %378 = load i64, ptr %377, align 1, !tbaa !24
  %379 = icmp eq i32 %374, 0
  %380 = icmp ult ptr %348, %346
  %381 = and i1 %380, %379
  br i1 %381, label %382, label %455

382:                                              ; preds = %371
  %383 = and i32 %373, 63
  %384 = zext nneg i32 %383 to i64
  %385 = shl i64 %378, %384
  %386 = lshr i64 %385, 53
  %387 = getelementptr inbounds %struct.HUF_DEltX1, ptr %12, i64 %386
  %388 = getelementptr inbounds i8, ptr %387, i64 1
  %389 = load i8, ptr %388, align 1, !tbaa !94
  %390 = load i8, ptr %387, align 1, !tbaa !96
  %391 = zext i8 %390 to i32
  %392 = add i32 %373, %391
  store i8 %389, ptr %348, align 1, !tbaa !10
  %393 = getelementptr inbounds i8, ptr %348, i64 1
  %394 = and i32 %392, 63
  %395 = zext nneg i32 %394 to i64
  %396 = shl i64 %378, %395
  %397 = lshr i64 %396, 53
  %398 = getelementptr inbounds %struct.HUF_DEltX1, ptr %12, i64 %397
  %399 = getelementptr inbounds i8, ptr %398, i64 1
  %400 = load i8, ptr %399, align 1, !tbaa !94
  %401 = load i8, ptr %398, align 1, !tbaa !96
  %402 = zext i8 %401 to i32
  %403 = add i32 %392, %402
  store i8 %400, ptr %393, align 1, !tbaa !10
  %404 = getelementptr inbounds i8, ptr %348, i64 2
  %405 = and i32 %403, 63
  %406 = zext nneg i32 %405 to i64
  %407 = shl i64 %378, %406
  %408 = lshr i64 %407, 53
  %409 = getelementptr inbounds %struct.HUF_DEltX1, ptr %12, i64 %408
  %410 = getelementptr inbounds i8, ptr %409, i64 1
  %411 = load i8, ptr %410, align 1, !tbaa !94
  %412 = load i8, ptr %409, align 1, !tbaa !96
  %413 = zext i8 %412 to i32
  %414 = add i32 %403, %413
  store i8 %411, ptr %404, align 1, !tbaa !10
  %415 = getelementptr inbounds i8, ptr %348, i64 3
  %416 = and i32 %414, 63
  %417 = zext nneg i32 %416 to i64
  %418 = shl i64 %378, %417
  %419 = lshr i64 %418, 53
  %420 = getelementptr inbounds %struct.HUF_DEltX1, ptr %12, i64 %419
  %421 = getelementptr inbounds i8, ptr %420, i64 1
  %422 = load i8, ptr %421, align 1, !tbaa !94
  %423 = load i8, ptr %420, align 1, !tbaa !96
  %424 = zext i8 %423 to i32
  %425 = add i32 %414, %424
  %426 = getelementptr inbounds i8, ptr %348, i64 4
  store i8 %422, ptr %415, align 1, !tbaa !10
  %427 = icmp ugt i32 %425, 64
  br i1 %427, label %455, label %347, !prof !85, !llvm.loop !97

428:                                              ; preds = %332
  %429 = icmp ult ptr %327, %339
  br i1 %429, label %433, label %430

430:                                              ; preds = %428
  %431 = lshr i64 %336, 3
  %432 = and i32 %337, 7
  br label %449

433:                                              ; preds = %428
  %434 = icmp eq ptr %327, %338
  br i1 %434, label %455, label %435

435:                                              ; preds = %433
  %436 = lshr i32 %337, 3
  %437 = zext nneg i32 %436 to i64
  %438 = sub nsw i64 0, %437
  %439 = getelementptr inbounds i8, ptr %327, i64 %438
  %440 = icmp ult ptr %439, %338
  %441 = ptrtoint ptr %327 to i64
  %442 = ptrtoint ptr %338 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = select i1 %440, i32 %444, i32 %436
  %446 = zext i32 %445 to i64
  %447 = shl i32 %445, 3
  %448 = sub i32 %337, %447
  br label %449

449:                                              ; preds = %435, %430
  %450 = phi i64 [ %431, %430 ], [ %446, %435 ]
  %451 = phi i32 [ %432, %430 ], [ %448, %435 ]
  %452 = sub nsw i64 0, %450
  %453 = getelementptr inbounds i8, ptr %327, i64 %452
  %454 = load i64, ptr %453, align 1, !tbaa !24
  br label %455

455:                                              ; preds = %382, %371, %356, %449, %433
  %456 = phi i32 [ %337, %433 ], [ %451, %449 ], [ %350, %356 ], [ %425, %382 ], [ %373, %371 ]
  %457 = phi i64 [ %333, %433 ], [ %454, %449 ], [ %349, %356 ], [ %378, %382 ], [ %378, %371 ]
  %458 = phi ptr [ %323, %433 ], [ %323, %449 ], [ %348, %356 ], [ %426, %382 ], [ %348, %371 ]
  %459 = icmp ult ptr %458, %321
  br i1 %459, label %460, label %481

460:                                              ; preds = %455
  %461 = ptrtoint ptr %458 to i64
  %462 = sub i64 %340, %461
  %463 = getelementptr i8, ptr %458, i64 %462
  br label %464

464:                                              ; preds = %464, %460
  %465 = phi ptr [ %477, %464 ], [ %458, %460 ]
  %466 = phi i32 [ %476, %464 ], [ %456, %460 ]
  %467 = and i32 %466, 63
  %468 = zext nneg i32 %467 to i64
  %469 = shl i64 %457, %468
  %470 = lshr i64 %469, 53
  %471 = getelementptr inbounds %struct.HUF_DEltX1, ptr %12, i64 %470
  %472 = getelementptr inbounds i8, ptr %471, i64 1
  %473 = load i8, ptr %472, align 1, !tbaa !94
  %474 = load i8, ptr %471, align 1, !tbaa !96
  %475 = zext i8 %474 to i32
  %476 = add i32 %466, %475
  %477 = getelementptr inbounds i8, ptr %465, i64 1
  store i8 %473, ptr %465, align 1, !tbaa !10
  %478 = icmp eq ptr %477, %463
  br i1 %478, label %479, label %464, !llvm.loop !98

479:                                              ; preds = %464
  %480 = load ptr, ptr %322, align 8, !tbaa !107
  br label %481

481:                                              ; preds = %479, %455
  %482 = phi ptr [ %480, %479 ], [ %323, %455 ]
  %483 = getelementptr inbounds i8, ptr %482, i64 %342
  store ptr %483, ptr %322, align 8, !tbaa !107
  %484 = icmp eq ptr %483, %321
  br i1 %484, label %311, label %485

485:                                              ; preds = %314, %325, %481
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  br label %1698

486:                                              ; preds = %311, %11
  %487 = phi i64 [ %15, %11 ], [ %1, %311 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  %488 = icmp eq i64 %487, 0
  br i1 %488, label %489, label %1698

489:                                              ; preds = %486, %6
  %490 = ptrtoint ptr %0 to i64
  %491 = icmp ult i64 %3, 10
  %492 = icmp ult i64 %1, 6
  %493 = or i1 %492, %491
  br i1 %493, label %1698, label %494

494:                                              ; preds = %489
  %495 = getelementptr inbounds i8, ptr %0, i64 %1
  %496 = getelementptr inbounds i8, ptr %495, i64 -3
  %497 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #12
  %498 = load i16, ptr %2, align 1, !tbaa !105
  %499 = zext i16 %498 to i64
  %500 = getelementptr inbounds i8, ptr %2, i64 2
  %501 = load i16, ptr %500, align 1, !tbaa !105
  %502 = zext i16 %501 to i64
  %503 = getelementptr inbounds i8, ptr %2, i64 4
  %504 = load i16, ptr %503, align 1, !tbaa !105
  %505 = zext i16 %504 to i64
  %506 = add nuw nsw i64 %499, 6
  %507 = add nuw nsw i64 %506, %502
  %508 = add nuw nsw i64 %507, %505
  %509 = sub i64 %3, %508
  %510 = getelementptr inbounds i8, ptr %2, i64 6
  %511 = getelementptr i8, ptr %510, i64 %499
  %512 = getelementptr i8, ptr %511, i64 %502
  %513 = getelementptr i8, ptr %512, i64 %505
  %514 = add i64 %1, 3
  %515 = lshr i64 %514, 2
  %516 = getelementptr inbounds i8, ptr %0, i64 %515
  %517 = getelementptr inbounds i8, ptr %516, i64 %515
  %518 = getelementptr inbounds i8, ptr %517, i64 %515
  %519 = load i32, ptr %4, align 4
  %520 = lshr i32 %519, 16
  %521 = icmp ugt i64 %508, %3
  %522 = icmp ugt ptr %518, %495
  %523 = select i1 %521, i1 true, i1 %522
  br i1 %523, label %1696, label %524

524:                                              ; preds = %494
  %525 = icmp eq i16 %498, 0
  br i1 %525, label %1696, label %526

526:                                              ; preds = %524
  %527 = getelementptr inbounds i8, ptr %2, i64 14
  %528 = icmp ugt i16 %498, 7
  br i1 %528, label %529, label %540

529:                                              ; preds = %526
  %530 = getelementptr i8, ptr %511, i64 -1
  %531 = load i8, ptr %530, align 1, !tbaa !10
  %532 = icmp eq i8 %531, 0
  br i1 %532, label %1696, label %533

533:                                              ; preds = %529
  %534 = getelementptr inbounds i8, ptr %511, i64 -8
  %535 = load i64, ptr %534, align 1, !tbaa !24
  %536 = zext i8 %531 to i32
  %537 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %536, i1 true)
  %538 = xor i32 %537, 31
  %539 = sub nuw nsw i32 8, %538
  br label %596

540:                                              ; preds = %526
  %541 = load i8, ptr %510, align 1, !tbaa !10
  %542 = zext i8 %541 to i64
  switch i16 %498, label %584 [
    i16 7, label %543
    i16 6, label %549
    i16 5, label %556
    i16 4, label %563
    i16 3, label %570
    i16 2, label %577
  ]

543:                                              ; preds = %540
  %544 = getelementptr inbounds i8, ptr %2, i64 12
  %545 = load i8, ptr %544, align 1, !tbaa !10
  %546 = zext i8 %545 to i64
  %547 = shl nuw nsw i64 %546, 48
  %548 = or disjoint i64 %547, %542
  br label %549

549:                                              ; preds = %543, %540
  %550 = phi i64 [ %542, %540 ], [ %548, %543 ]
  %551 = getelementptr inbounds i8, ptr %2, i64 11
  %552 = load i8, ptr %551, align 1, !tbaa !10
  %553 = zext i8 %552 to i64
  %554 = shl nuw nsw i64 %553, 40
  %555 = add nuw nsw i64 %554, %550
  br label %556

556:                                              ; preds = %549, %540
  %557 = phi i64 [ %542, %540 ], [ %555, %549 ]
  %558 = getelementptr inbounds i8, ptr %2, i64 10
  %559 = load i8, ptr %558, align 1, !tbaa !10
  %560 = zext i8 %559 to i64
  %561 = shl nuw nsw i64 %560, 32
  %562 = add nuw nsw i64 %561, %557
  br label %563

563:                                              ; preds = %556, %540
  %564 = phi i64 [ %542, %540 ], [ %562, %556 ]
  %565 = getelementptr inbounds i8, ptr %2, i64 9
  %566 = load i8, ptr %565, align 1, !tbaa !10
  %567 = zext i8 %566 to i64
  %568 = shl nuw nsw i64 %567, 24
  %569 = add nuw nsw i64 %568, %564
  br label %570

570:                                              ; preds = %563, %540
  %571 = phi i64 [ %542, %540 ], [ %569, %563 ]
  %572 = getelementptr inbounds i8, ptr %2, i64 8
  %573 = load i8, ptr %572, align 1, !tbaa !10
  %574 = zext i8 %573 to i64
  %575 = shl nuw nsw i64 %574, 16
  %576 = add nuw nsw i64 %575, %571
  br label %577

577:                                              ; preds = %570, %540
  %578 = phi i64 [ %542, %540 ], [ %576, %570 ]
  %579 = getelementptr inbounds i8, ptr %2, i64 7
  %580 = load i8, ptr %579, align 1, !tbaa !10
  %581 = zext i8 %580 to i64
  %582 = shl nuw nsw i64 %581, 8
  %583 = add nuw nsw i64 %582, %578
  br label %584

584:                                              ; preds = %577, %540
  %585 = phi i64 [ %542, %540 ], [ %583, %577 ]
  %586 = getelementptr i8, ptr %511, i64 -1
  %587 = load i8, ptr %586, align 1, !tbaa !10
  %588 = icmp eq i8 %587, 0
  br i1 %588, label %1696, label %589

589:                                              ; preds = %584
  %590 = zext i8 %587 to i32
  %591 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %590, i1 true)
  %592 = shl nuw nsw i16 %498, 3
  %593 = zext nneg i16 %592 to i32
  %594 = sub nsw i32 %591, %593
  %595 = add nsw i32 %594, 41
  br label %596

596:                                              ; preds = %589, %533
  %597 = phi ptr [ %534, %533 ], [ %510, %589 ]
  %598 = phi i32 [ %539, %533 ], [ %595, %589 ]
  %599 = phi i64 [ %535, %533 ], [ %585, %589 ]
  %600 = icmp eq i16 %501, 0
  br i1 %600, label %1696, label %601

601:                                              ; preds = %596
  %602 = getelementptr inbounds i8, ptr %511, i64 8
  %603 = icmp ugt i16 %501, 7
  br i1 %603, label %604, label %615

604:                                              ; preds = %601
  %605 = getelementptr i8, ptr %512, i64 -1
  %606 = load i8, ptr %605, align 1, !tbaa !10
  %607 = icmp eq i8 %606, 0
  br i1 %607, label %1696, label %608

608:                                              ; preds = %604
  %609 = getelementptr inbounds i8, ptr %512, i64 -8
  %610 = load i64, ptr %609, align 1, !tbaa !24
  %611 = zext i8 %606 to i32
  %612 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %611, i1 true)
  %613 = xor i32 %612, 31
  %614 = sub nuw nsw i32 8, %613
  br label %671

615:                                              ; preds = %601
  %616 = load i8, ptr %511, align 1, !tbaa !10
  %617 = zext i8 %616 to i64
  switch i16 %501, label %659 [
    i16 7, label %618
    i16 6, label %624
    i16 5, label %631
    i16 4, label %638
    i16 3, label %645
    i16 2, label %652
  ]

618:                                              ; preds = %615
  %619 = getelementptr inbounds i8, ptr %511, i64 6
  %620 = load i8, ptr %619, align 1, !tbaa !10
  %621 = zext i8 %620 to i64
  %622 = shl nuw nsw i64 %621, 48
  %623 = or disjoint i64 %622, %617
  br label %624

624:                                              ; preds = %618, %615
  %625 = phi i64 [ %617, %615 ], [ %623, %618 ]
  %626 = getelementptr inbounds i8, ptr %511, i64 5
  %627 = load i8, ptr %626, align 1, !tbaa !10
  %628 = zext i8 %627 to i64
  %629 = shl nuw nsw i64 %628, 40
  %630 = add nuw nsw i64 %629, %625
  br label %631

631:                                              ; preds = %624, %615
  %632 = phi i64 [ %617, %615 ], [ %630, %624 ]
  %633 = getelementptr inbounds i8, ptr %511, i64 4
  %634 = load i8, ptr %633, align 1, !tbaa !10
  %635 = zext i8 %634 to i64
  %636 = shl nuw nsw i64 %635, 32
  %637 = add nuw nsw i64 %636, %632
  br label %638

638:                                              ; preds = %631, %615
  %639 = phi i64 [ %617, %615 ], [ %637, %631 ]
  %640 = getelementptr inbounds i8, ptr %511, i64 3
  %641 = load i8, ptr %640, align 1, !tbaa !10
  %642 = zext i8 %641 to i64
  %643 = shl nuw nsw i64 %642, 24
  %644 = add nuw nsw i64 %643, %639
  br label %645

645:                                              ; preds = %638, %615
  %646 = phi i64 [ %617, %615 ], [ %644, %638 ]
  %647 = getelementptr inbounds i8, ptr %511, i64 2
  %648 = load i8, ptr %647, align 1, !tbaa !10
  %649 = zext i8 %648 to i64
  %650 = shl nuw nsw i64 %649, 16
  %651 = add nuw nsw i64 %650, %646
  br label %652

652:                                              ; preds = %645, %615
  %653 = phi i64 [ %617, %615 ], [ %651, %645 ]
  %654 = getelementptr inbounds i8, ptr %511, i64 1
  %655 = load i8, ptr %654, align 1, !tbaa !10
  %656 = zext i8 %655 to i64
  %657 = shl nuw nsw i64 %656, 8
  %658 = add nuw nsw i64 %657, %653
  br label %659

659:                                              ; preds = %652, %615
  %660 = phi i64 [ %617, %615 ], [ %658, %652 ]
  %661 = getelementptr i8, ptr %512, i64 -1
  %662 = load i8, ptr %661, align 1, !tbaa !10
  %663 = icmp eq i8 %662, 0
  br i1 %663, label %1696, label %664

664:                                              ; preds = %659
  %665 = zext i8 %662 to i32
  %666 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %665, i1 true)
  %667 = shl nuw nsw i16 %501, 3
  %668 = zext nneg i16 %667 to i32
  %669 = sub nsw i32 %666, %668
  %670 = add nsw i32 %669, 41
  br label %671

671:                                              ; preds = %664, %608
  %672 = phi i64 [ %610, %608 ], [ %660, %664 ]
  %673 = phi i32 [ %614, %608 ], [ %670, %664 ]
  %674 = phi ptr [ %609, %608 ], [ %511, %664 ]
  %675 = icmp eq i16 %504, 0
  br i1 %675, label %1696, label %676

676:                                              ; preds = %671
  %677 = getelementptr inbounds i8, ptr %512, i64 8
  %678 = icmp ugt i16 %504, 7
  br i1 %678, label %679, label %690

679:                                              ; preds = %676
  %680 = getelementptr i8, ptr %513, i64 -1
  %681 = load i8, ptr %680, align 1, !tbaa !10
  %682 = icmp eq i8 %681, 0
  br i1 %682, label %1696, label %683

683:                                              ; preds = %679
  %684 = getelementptr inbounds i8, ptr %513, i64 -8
  %685 = load i64, ptr %684, align 1, !tbaa !24
  %686 = zext i8 %681 to i32
  %687 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %686, i1 true)
  %688 = xor i32 %687, 31
  %689 = sub nuw nsw i32 8, %688
  br label %746

690:                                              ; preds = %676
  %691 = load i8, ptr %512, align 1, !tbaa !10
  %692 = zext i8 %691 to i64
  switch i16 %504, label %734 [
    i16 7, label %693
    i16 6, label %699
    i16 5, label %706
    i16 4, label %713
    i16 3, label %720
    i16 2, label %727
  ]

693:                                              ; preds = %690
  %694 = getelementptr inbounds i8, ptr %512, i64 6
  %695 = load i8, ptr %694, align 1, !tbaa !10
  %696 = zext i8 %695 to i64
  %697 = shl nuw nsw i64 %696, 48
  %698 = or disjoint i64 %697, %692
  br label %699

699:                                              ; preds = %693, %690
  %700 = phi i64 [ %692, %690 ], [ %698, %693 ]
  %701 = getelementptr inbounds i8, ptr %512, i64 5
  %702 = load i8, ptr %701, align 1, !tbaa !10
  %703 = zext i8 %702 to i64
  %704 = shl nuw nsw i64 %703, 40
  %705 = add nuw nsw i64 %704, %700
  br label %706

706:                                              ; preds = %699, %690
  %707 = phi i64 [ %692, %690 ], [ %705, %699 ]
  %708 = getelementptr inbounds i8, ptr %512, i64 4
  %709 = load i8, ptr %708, align 1, !tbaa !10
  %710 = zext i8 %709 to i64
  %711 = shl nuw nsw i64 %710, 32
  %712 = add nuw nsw i64 %711, %707
  br label %713

713:                                              ; preds = %706, %690
  %714 = phi i64 [ %692, %690 ], [ %712, %706 ]
  %715 = getelementptr inbounds i8, ptr %512, i64 3
  %716 = load i8, ptr %715, align 1, !tbaa !10
  %717 = zext i8 %716 to i64
  %718 = shl nuw nsw i64 %717, 24
  %719 = add nuw nsw i64 %718, %714
  br label %720

720:                                              ; preds = %713, %690
  %721 = phi i64 [ %692, %690 ], [ %719, %713 ]
  %722 = getelementptr inbounds i8, ptr %512, i64 2
  %723 = load i8, ptr %722, align 1, !tbaa !10
  %724 = zext i8 %723 to i64
  %725 = shl nuw nsw i64 %724, 16
  %726 = add nuw nsw i64 %725, %721
  br label %727

727:                                              ; preds = %720, %690
  %728 = phi i64 [ %692, %690 ], [ %726, %720 ]
  %729 = getelementptr inbounds i8, ptr %512, i64 1
  %730 = load i8, ptr %729, align 1, !tbaa !10
  %731 = zext i8 %730 to i64
  %732 = shl nuw nsw i64 %731, 8
  %733 = add nuw nsw i64 %732, %728
  br label %734

734:                                              ; preds = %727, %690
  %735 = phi i64 [ %692, %690 ], [ %733, %727 ]
  %736 = getelementptr i8, ptr %513, i64 -1
  %737 = load i8, ptr %736, align 1, !tbaa !10
  %738 = icmp eq i8 %737, 0
  br i1 %738, label %1696, label %739

739:                                              ; preds = %734
  %740 = zext i8 %737 to i32
  %741 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %740, i1 true)
  %742 = shl nuw nsw i16 %504, 3
  %743 = zext nneg i16 %742 to i32
  %744 = sub nsw i32 %741, %743
  %745 = add nsw i32 %744, 41
  br label %746

746:                                              ; preds = %739, %683
  %747 = phi i64 [ %685, %683 ], [ %735, %739 ]
  %748 = phi i32 [ %689, %683 ], [ %745, %739 ]
  %749 = phi ptr [ %684, %683 ], [ %512, %739 ]
  %750 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %7, ptr noundef nonnull %513, i64 noundef %509)
  %751 = icmp ult i64 %750, -119
  br i1 %751, label %752, label %1696

752:                                              ; preds = %746
  %753 = ptrtoint ptr %495 to i64
  %754 = ptrtoint ptr %518 to i64
  %755 = sub i64 %753, %754
  %756 = icmp ugt i64 %755, 7
  %757 = icmp ult ptr %518, %496
  %758 = select i1 %756, i1 %757, i1 false
  br i1 %758, label %759, label %1022

759:                                              ; preds = %752
  %760 = load i64, ptr %7, align 8, !tbaa !108
  %761 = sub nsw i32 0, %520
  %762 = and i32 %761, 63
  %763 = zext nneg i32 %762 to i64
  %764 = getelementptr inbounds i8, ptr %7, i64 8
  %765 = getelementptr inbounds i8, ptr %7, i64 16
  %766 = getelementptr inbounds i8, ptr %7, i64 32
  %767 = load ptr, ptr %766, align 8, !tbaa !110
  %768 = load i32, ptr %764, align 8, !tbaa !111
  %769 = load ptr, ptr %765, align 8, !tbaa !112
  br label %770

770:                                              ; preds = %1012, %759
  %771 = phi ptr [ %769, %759 ], [ %1013, %1012 ]
  %772 = phi i32 [ %768, %759 ], [ %1014, %1012 ]
  %773 = phi ptr [ %0, %759 ], [ %929, %1012 ]
  %774 = phi ptr [ %516, %759 ], [ %940, %1012 ]
  %775 = phi ptr [ %517, %759 ], [ %951, %1012 ]
  %776 = phi ptr [ %518, %759 ], [ %962, %1012 ]
  %777 = phi ptr [ %749, %759 ], [ %1001, %1012 ]
  %778 = phi i64 [ %599, %759 ], [ %974, %1012 ]
  %779 = phi i32 [ %748, %759 ], [ %1000, %1012 ]
  %780 = phi i64 [ %747, %759 ], [ %999, %1012 ]
  %781 = phi ptr [ %674, %759 ], [ %987, %1012 ]
  %782 = phi i32 [ %598, %759 ], [ %973, %1012 ]
  %783 = phi i32 [ %673, %759 ], [ %986, %1012 ]
  %784 = phi i64 [ %672, %759 ], [ %985, %1012 ]
  %785 = phi ptr [ %597, %759 ], [ %972, %1012 ]
  %786 = phi i64 [ %760, %759 ], [ %1015, %1012 ]
  %787 = and i32 %782, 63
  %788 = zext nneg i32 %787 to i64
  %789 = shl i64 %778, %788
  %790 = lshr i64 %789, %763
  %791 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %790
  %792 = getelementptr inbounds i8, ptr %791, i64 1
  %793 = load i8, ptr %792, align 1, !tbaa !94
  %794 = load i8, ptr %791, align 1, !tbaa !96
  %795 = zext i8 %794 to i32
  %796 = add i32 %782, %795
  %797 = getelementptr inbounds i8, ptr %773, i64 1
  store i8 %793, ptr %773, align 1, !tbaa !10
  %798 = and i32 %783, 63
  %799 = zext nneg i32 %798 to i64
  %800 = shl i64 %784, %799
  %801 = lshr i64 %800, %763
  %802 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %801
  %803 = getelementptr inbounds i8, ptr %802, i64 1
  %804 = load i8, ptr %803, align 1, !tbaa !94
  %805 = load i8, ptr %802, align 1, !tbaa !96
  %806 = zext i8 %805 to i32
  %807 = add i32 %783, %806
  %808 = getelementptr inbounds i8, ptr %774, i64 1
  store i8 %804, ptr %774, align 1, !tbaa !10
  %809 = and i32 %779, 63
  %810 = zext nneg i32 %809 to i64
  %811 = shl i64 %780, %810
  %812 = lshr i64 %811, %763
  %813 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %812
  %814 = getelementptr inbounds i8, ptr %813, i64 1
  %815 = load i8, ptr %814, align 1, !tbaa !94
  %816 = load i8, ptr %813, align 1, !tbaa !96
  %817 = zext i8 %816 to i32
  %818 = add i32 %779, %817
  %819 = getelementptr inbounds i8, ptr %775, i64 1
  store i8 %815, ptr %775, align 1, !tbaa !10
  %820 = and i32 %772, 63
  %821 = zext nneg i32 %820 to i64
  %822 = shl i64 %786, %821
  %823 = lshr i64 %822, %763
  %824 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %823
  %825 = getelementptr inbounds i8, ptr %824, i64 1
  %826 = load i8, ptr %825, align 1, !tbaa !94
  %827 = load i8, ptr %824, align 1, !tbaa !96
  %828 = zext i8 %827 to i32
  %829 = add i32 %772, %828
  store i8 %826, ptr %776, align 1, !tbaa !10
  %830 = getelementptr inbounds i8, ptr %776, i64 1
  %831 = and i32 %796, 63
  %832 = zext nneg i32 %831 to i64
  %833 = shl i64 %778, %832
  %834 = lshr i64 %833, %763
  %835 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %834
  %836 = getelementptr inbounds i8, ptr %835, i64 1
  %837 = load i8, ptr %836, align 1, !tbaa !94
  %838 = load i8, ptr %835, align 1, !tbaa !96
  %839 = zext i8 %838 to i32
  %840 = add i32 %796, %839
  store i8 %837, ptr %797, align 1, !tbaa !10
  %841 = and i32 %807, 63
  %842 = zext nneg i32 %841 to i64
  %843 = shl i64 %784, %842
  %844 = lshr i64 %843, %763
  %845 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %844
  %846 = getelementptr inbounds i8, ptr %845, i64 1
  %847 = load i8, ptr %846, align 1, !tbaa !94
  %848 = load i8, ptr %845, align 1, !tbaa !96
  %849 = zext i8 %848 to i32
  %850 = add i32 %807, %849
  %851 = getelementptr inbounds i8, ptr %774, i64 2
  store i8 %847, ptr %808, align 1, !tbaa !10
  %852 = and i32 %818, 63
  %853 = zext nneg i32 %852 to i64
  %854 = shl i64 %780, %853
  %855 = lshr i64 %854, %763
  %856 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %855
  %857 = getelementptr inbounds i8, ptr %856, i64 1
  %858 = load i8, ptr %857, align 1, !tbaa !94
  %859 = load i8, ptr %856, align 1, !tbaa !96
  %860 = zext i8 %859 to i32
  %861 = add i32 %818, %860
  %862 = getelementptr inbounds i8, ptr %775, i64 2
  store i8 %858, ptr %819, align 1, !tbaa !10
  %863 = and i32 %829, 63
  %864 = zext nneg i32 %863 to i64
  %865 = shl i64 %786, %864
  %866 = lshr i64 %865, %763
  %867 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %866
  %868 = getelementptr inbounds i8, ptr %867, i64 1
  %869 = load i8, ptr %868, align 1, !tbaa !94
  %870 = load i8, ptr %867, align 1, !tbaa !96
  %871 = zext i8 %870 to i32
  %872 = add i32 %829, %871
  %873 = getelementptr inbounds i8, ptr %776, i64 2
  store i8 %869, ptr %830, align 1, !tbaa !10
  %874 = getelementptr inbounds i8, ptr %773, i64 2
  %875 = and i32 %840, 63
  %876 = zext nneg i32 %875 to i64
  %877 = shl i64 %778, %876
  %878 = lshr i64 %877, %763
  %879 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %878
  %880 = getelementptr inbounds i8, ptr %879, i64 1
  %881 = load i8, ptr %880, align 1, !tbaa !94
  %882 = load i8, ptr %879, align 1, !tbaa !96
  %883 = zext i8 %882 to i32
  %884 = add i32 %840, %883
  %885 = getelementptr inbounds i8, ptr %773, i64 3
  store i8 %881, ptr %874, align 1, !tbaa !10
  %886 = and i32 %850, 63
  %887 = zext nneg i32 %886 to i64
  %888 = shl i64 %784, %887
  %889 = lshr i64 %888, %763
  %890 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %889
  %891 = getelementptr inbounds i8, ptr %890, i64 1
  %892 = load i8, ptr %891, align 1, !tbaa !94
  %893 = load i8, ptr %890, align 1, !tbaa !96
  %894 = zext i8 %893 to i32
  %895 = add i32 %850, %894
  %896 = getelementptr inbounds i8, ptr %774, i64 3
  store i8 %892, ptr %851, align 1, !tbaa !10
  %897 = and i32 %861, 63
  %898 = zext nneg i32 %897 to i64
  %899 = shl i64 %780, %898
  %900 = lshr i64 %899, %763
  %901 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %900
  %902 = getelementptr inbounds i8, ptr %901, i64 1
  %903 = load i8, ptr %902, align 1, !tbaa !94
  %904 = load i8, ptr %901, align 1, !tbaa !96
  %905 = zext i8 %904 to i32
  %906 = add i32 %861, %905
  %907 = getelementptr inbounds i8, ptr %775, i64 3
  store i8 %903, ptr %862, align 1, !tbaa !10
  %908 = and i32 %872, 63
  %909 = zext nneg i32 %908 to i64
  %910 = shl i64 %786, %909
  %911 = lshr i64 %910, %763
  %912 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %911
  %913 = getelementptr inbounds i8, ptr %912, i64 1
  %914 = load i8, ptr %913, align 1, !tbaa !94
  %915 = load i8, ptr %912, align 1, !tbaa !96
  %916 = zext i8 %915 to i32
  %917 = add i32 %872, %916
  store i8 %914, ptr %873, align 1, !tbaa !10
  %918 = getelementptr inbounds i8, ptr %776, i64 3
  %919 = and i32 %884, 63
  %920 = zext nneg i32 %919 to i64
  %921 = shl i64 %778, %920
  %922 = lshr i64 %921, %763
  %923 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %922
  %924 = getelementptr inbounds i8, ptr %923, i64 1
  %925 = load i8, ptr %924, align 1, !tbaa !94
  %926 = load i8, ptr %923, align 1, !tbaa !96
  %927 = zext i8 %926 to i32
  %928 = add i32 %884, %927
  %929 = getelementptr inbounds i8, ptr %773, i64 4
  store i8 %925, ptr %885, align 1, !tbaa !10
  %930 = and i32 %895, 63
  %931 = zext nneg i32 %930 to i64
  %932 = shl i64 %784, %931
  %933 = lshr i64 %932, %763
  %934 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %933
  %935 = getelementptr inbounds i8, ptr %934, i64 1
  %936 = load i8, ptr %935, align 1, !tbaa !94
  %937 = load i8, ptr %934, align 1, !tbaa !96
  %938 = zext i8 %937 to i32
  %939 = add i32 %895, %938
  %940 = getelementptr inbounds i8, ptr %774, i64 4
  store i8 %936, ptr %896, align 1, !tbaa !10
  %941 = and i32 %906, 63
  %942 = zext nneg i32 %941 to i64
  %943 = shl i64 %780, %942
  %944 = lshr i64 %943, %763
  %945 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %944
  %946 = getelementptr inbounds i8, ptr %945, i64 1
  %947 = load i8, ptr %946, align 1, !tbaa !94
  %948 = load i8, ptr %945, align 1, !tbaa !96
  %949 = zext i8 %948 to i32
  %950 = add i32 %906, %949
  %951 = getelementptr inbounds i8, ptr %775, i64 4
  store i8 %947, ptr %907, align 1, !tbaa !10
  %952 = and i32 %917, 63
  %953 = zext nneg i32 %952 to i64
  %954 = shl i64 %786, %953
  %955 = lshr i64 %954, %763
  %956 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %955
  %957 = getelementptr inbounds i8, ptr %956, i64 1
  %958 = load i8, ptr %957, align 1, !tbaa !94
  %959 = load i8, ptr %956, align 1, !tbaa !96
  %960 = zext i8 %959 to i32
  %961 = add i32 %917, %960
  %962 = getelementptr inbounds i8, ptr %776, i64 4
  store i8 %958, ptr %918, align 1, !tbaa !10
  %963 = icmp ult ptr %785, %527
  br i1 %963, label %971, label %964, !prof !113

964:                                              ; preds = %770
  %965 = lshr i32 %928, 3
  %966 = zext nneg i32 %965 to i64
  %967 = sub nsw i64 0, %966
  %968 = getelementptr inbounds i8, ptr %785, i64 %967
  %969 = and i32 %928, 7
  %970 = load i64, ptr %968, align 1, !tbaa !24
  br label %971

971:                                              ; preds = %964, %770
  %972 = phi ptr [ %785, %770 ], [ %968, %964 ]
  %973 = phi i32 [ %928, %770 ], [ %969, %964 ]
  %974 = phi i64 [ %778, %770 ], [ %970, %964 ]
  %975 = phi i32 [ 3, %770 ], [ 0, %964 ]
  %976 = icmp ult ptr %781, %602
  br i1 %976, label %984, label %977, !prof !113

977:                                              ; preds = %971
  %978 = lshr i32 %939, 3
  %979 = zext nneg i32 %978 to i64
  %980 = sub nsw i64 0, %979
  %981 = getelementptr inbounds i8, ptr %781, i64 %980
  %982 = and i32 %939, 7
  %983 = load i64, ptr %981, align 1, !tbaa !24
  br label %984

984:                                              ; preds = %977, %971
  %985 = phi i64 [ %784, %971 ], [ %983, %977 ]
  %986 = phi i32 [ %939, %971 ], [ %982, %977 ]
  %987 = phi ptr [ %781, %971 ], [ %981, %977 ]
  %988 = phi i32 [ 3, %971 ], [ 0, %977 ]
  %989 = or i32 %988, %975
  %990 = icmp ult ptr %777, %677
  br i1 %990, label %998, label %991, !prof !113

991:                                              ; preds = %984
  %992 = lshr i32 %950, 3
  %993 = zext nneg i32 %992 to i64
  %994 = sub nsw i64 0, %993
  %995 = getelementptr inbounds i8, ptr %777, i64 %994
  %996 = and i32 %950, 7
  %997 = load i64, ptr %995, align 1, !tbaa !24
  br label %998

998:                                              ; preds = %991, %984
  %999 = phi i64 [ %780, %984 ], [ %997, %991 ]
  %1000 = phi i32 [ %950, %984 ], [ %996, %991 ]
  %1001 = phi ptr [ %777, %984 ], [ %995, %991 ]
  %1002 = phi i32 [ 3, %984 ], [ 0, %991 ]
  %1003 = or i32 %989, %1002
  %1004 = icmp ult ptr %771, %767
  br i1 %1004, label %1012, label %1005, !prof !113

1005:                                             ; preds = %998
  %1006 = lshr i32 %961, 3
  %1007 = zext nneg i32 %1006 to i64
  %1008 = sub nsw i64 0, %1007
  %1009 = getelementptr inbounds i8, ptr %771, i64 %1008
  %1010 = and i32 %961, 7
  %1011 = load i64, ptr %1009, align 1, !tbaa !24
  store i64 %1011, ptr %7, align 8, !tbaa !108
  br label %1012

1012:                                             ; preds = %1005, %998
  %1013 = phi ptr [ %1009, %1005 ], [ %771, %998 ]
  %1014 = phi i32 [ %1010, %1005 ], [ %961, %998 ]
  %1015 = phi i64 [ %1011, %1005 ], [ %786, %998 ]
  %1016 = phi i32 [ 0, %1005 ], [ 3, %998 ]
  %1017 = or i32 %1003, %1016
  %1018 = icmp ne i32 %1017, 0
  %1019 = icmp uge ptr %962, %496
  %1020 = or i1 %1019, %1018
  br i1 %1020, label %1021, label %770, !llvm.loop !118

1021:                                             ; preds = %1012
  store i32 %1014, ptr %764, align 8, !tbaa !111
  store ptr %1013, ptr %765, align 8, !tbaa !112
  br label %1022

1022:                                             ; preds = %1021, %752
  %1023 = phi ptr [ %597, %752 ], [ %972, %1021 ]
  %1024 = phi i64 [ %672, %752 ], [ %985, %1021 ]
  %1025 = phi i32 [ %673, %752 ], [ %986, %1021 ]
  %1026 = phi i32 [ %598, %752 ], [ %973, %1021 ]
  %1027 = phi ptr [ %674, %752 ], [ %987, %1021 ]
  %1028 = phi i64 [ %747, %752 ], [ %999, %1021 ]
  %1029 = phi i32 [ %748, %752 ], [ %1000, %1021 ]
  %1030 = phi i64 [ %599, %752 ], [ %974, %1021 ]
  %1031 = phi ptr [ %749, %752 ], [ %1001, %1021 ]
  %1032 = phi ptr [ %518, %752 ], [ %962, %1021 ]
  %1033 = phi ptr [ %517, %752 ], [ %951, %1021 ]
  %1034 = phi ptr [ %516, %752 ], [ %940, %1021 ]
  %1035 = phi ptr [ %0, %752 ], [ %929, %1021 ]
  %1036 = icmp ugt ptr %1035, %516
  %1037 = icmp ugt ptr %1034, %517
  %1038 = select i1 %1036, i1 true, i1 %1037
  %1039 = icmp ugt ptr %1033, %518
  %1040 = select i1 %1038, i1 true, i1 %1039
  br i1 %1040, label %1696, label %1041

1041:                                             ; preds = %1022
  %1042 = ptrtoint ptr %516 to i64
  %1043 = ptrtoint ptr %1035 to i64
  %1044 = sub i64 %1042, %1043
  %1045 = icmp sgt i64 %1044, 3
  %1046 = icmp ugt i32 %1026, 64
  br i1 %1045, label %1047, label %1135

1047:                                             ; preds = %1041
  br i1 %1046, label %1170, label %1048, !prof !88

1048:                                             ; preds = %1047
  %1049 = ptrtoint ptr %510 to i64
  %1050 = getelementptr inbounds i8, ptr %516, i64 -3
  %1051 = sub nsw i32 0, %520
  %1052 = and i32 %1051, 63
  %1053 = zext nneg i32 %1052 to i64
  br label %1054

1054:                                             ; preds = %1089, %1048
  %1055 = phi ptr [ %1035, %1048 ], [ %1133, %1089 ]
  %1056 = phi i64 [ %1030, %1048 ], [ %1085, %1089 ]
  %1057 = phi i32 [ %1026, %1048 ], [ %1132, %1089 ]
  %1058 = phi ptr [ %1023, %1048 ], [ %1084, %1089 ]
  %1059 = icmp ult ptr %1058, %527
  br i1 %1059, label %1063, label %1060

1060:                                             ; preds = %1054
  %1061 = lshr i32 %1057, 3
  %1062 = and i32 %1057, 7
  br label %1078

1063:                                             ; preds = %1054
  %1064 = icmp eq ptr %1058, %510
  br i1 %1064, label %1164, label %1065

1065:                                             ; preds = %1063
  %1066 = lshr i32 %1057, 3
  %1067 = zext nneg i32 %1066 to i64
  %1068 = sub nsw i64 0, %1067
  %1069 = getelementptr inbounds i8, ptr %1058, i64 %1068
  %1070 = icmp ult ptr %1069, %510
  %1071 = ptrtoint ptr %1058 to i64
  %1072 = sub i64 %1071, %1049
  %1073 = trunc i64 %1072 to i32
  %1074 = select i1 %1070, i32 %1073, i32 %1066
  %1075 = zext i1 %1070 to i32
  %1076 = shl i32 %1074, 3
  %1077 = sub i32 %1057, %1076
  br label %1078

1078:                                             ; preds = %1065, %1060
  %1079 = phi i32 [ %1074, %1065 ], [ %1061, %1060 ]
  %1080 = phi i32 [ %1077, %1065 ], [ %1062, %1060 ]
  %1081 = phi i32 [ %1075, %1065 ], [ 0, %1060 ]
  %1082 = zext i32 %1079 to i64
  %1083 = sub nsw i64 0, %1082
  %1084 = getelementptr inbounds i8, ptr %1058, i64 %1083
  %1085 = load i64, ptr %1084, align 1, !tbaa !24
  %1086 = icmp eq i32 %1081, 0
  %1087 = icmp ult ptr %1055, %1050
  %1088 = and i1 %1087, %1086
  br i1 %1088, label %1089, label %1164

1089:                                             ; preds = %1078
  %1090 = and i32 %1080, 63
  %1091 = zext nneg i32 %1090 to i64
  %1092 = shl i64 %1085, %1091
  %1093 = lshr i64 %1092, %1053
  %1094 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1093
  %1095 = getelementptr inbounds i8, ptr %1094, i64 1
  %1096 = load i8, ptr %1095, align 1, !tbaa !94
  %1097 = load i8, ptr %1094, align 1, !tbaa !96
  %1098 = zext i8 %1097 to i32
  %1099 = add i32 %1080, %1098
  store i8 %1096, ptr %1055, align 1, !tbaa !10
  %1100 = getelementptr inbounds i8, ptr %1055, i64 1
  %1101 = and i32 %1099, 63
  %1102 = zext nneg i32 %1101 to i64
  %1103 = shl i64 %1085, %1102
  %1104 = lshr i64 %1103, %1053
  %1105 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1104
  %1106 = getelementptr inbounds i8, ptr %1105, i64 1
  %1107 = load i8, ptr %1106, align 1, !tbaa !94
  %1108 = load i8, ptr %1105, align 1, !tbaa !96
  %1109 = zext i8 %1108 to i32
  %1110 = add i32 %1099, %1109
  store i8 %1107, ptr %1100, align 1, !tbaa !10
  %1111 = getelementptr inbounds i8, ptr %1055, i64 2
  %1112 = and i32 %1110, 63
  %1113 = zext nneg i32 %1112 to i64
  %1114 = shl i64 %1085, %1113
  %1115 = lshr i64 %1114, %1053
  %1116 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1115
  %1117 = getelementptr inbounds i8, ptr %1116, i64 1
  %1118 = load i8, ptr %1117, align 1, !tbaa !94
  %1119 = load i8, ptr %1116, align 1, !tbaa !96
  %1120 = zext i8 %1119 to i32
  %1121 = add i32 %1110, %1120
  store i8 %1118, ptr %1111, align 1, !tbaa !10
  %1122 = getelementptr inbounds i8, ptr %1055, i64 3
  %1123 = and i32 %1121, 63
  %1124 = zext nneg i32 %1123 to i64
  %1125 = shl i64 %1085, %1124
  %1126 = lshr i64 %1125, %1053
  %1127 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1126
  %1128 = getelementptr inbounds i8, ptr %1127, i64 1
  %1129 = load i8, ptr %1128, align 1, !tbaa !94
  %1130 = load i8, ptr %1127, align 1, !tbaa !96
  %1131 = zext i8 %1130 to i32
  %1132 = add i32 %1121, %1131
  %1133 = getelementptr inbounds i8, ptr %1055, i64 4
  store i8 %1129, ptr %1122, align 1, !tbaa !10
  %1134 = icmp ugt i32 %1132, 64
  br i1 %1134, label %1164, label %1054, !prof !85, !llvm.loop !97

1135:                                             ; preds = %1041
  br i1 %1046, label %1170, label %1136, !prof !113

1136:                                             ; preds = %1135
  %1137 = icmp ult ptr %1023, %527
  br i1 %1137, label %1145, label %1138

1138:                                             ; preds = %1136
  %1139 = lshr i32 %1026, 3
  %1140 = zext nneg i32 %1139 to i64
  %1141 = sub nsw i64 0, %1140
  %1142 = getelementptr inbounds i8, ptr %1023, i64 %1141
  %1143 = and i32 %1026, 7
  %1144 = load i64, ptr %1142, align 1, !tbaa !24
  br label %1170

1145:                                             ; preds = %1136
  %1146 = icmp eq ptr %1023, %510
  br i1 %1146, label %1170, label %1147

1147:                                             ; preds = %1145
  %1148 = lshr i32 %1026, 3
  %1149 = zext nneg i32 %1148 to i64
  %1150 = sub nsw i64 0, %1149
  %1151 = getelementptr inbounds i8, ptr %1023, i64 %1150
  %1152 = icmp ult ptr %1151, %510
  %1153 = ptrtoint ptr %1023 to i64
  %1154 = ptrtoint ptr %510 to i64
  %1155 = sub i64 %1153, %1154
  %1156 = trunc i64 %1155 to i32
  %1157 = select i1 %1152, i32 %1156, i32 %1148
  %1158 = zext i32 %1157 to i64
  %1159 = sub nsw i64 0, %1158
  %1160 = getelementptr inbounds i8, ptr %1023, i64 %1159
  %1161 = shl i32 %1157, 3
  %1162 = sub i32 %1026, %1161
  %1163 = load i64, ptr %1160, align 1, !tbaa !24
  br label %1170

1164:                                             ; preds = %1089, %1078, %1063
  %1165 = phi ptr [ %510, %1063 ], [ @BIT_reloadDStream.zeroFilled, %1089 ], [ %1084, %1078 ]
  %1166 = phi i32 [ %1057, %1063 ], [ %1132, %1089 ], [ %1080, %1078 ]
  %1167 = phi i64 [ %1056, %1063 ], [ %1085, %1089 ], [ %1085, %1078 ]
  %1168 = phi ptr [ %1055, %1063 ], [ %1133, %1089 ], [ %1055, %1078 ]
  %1169 = ptrtoint ptr %1168 to i64
  br label %1170

1170:                                             ; preds = %1164, %1147, %1145, %1138, %1135, %1047
  %1171 = phi i64 [ %1169, %1164 ], [ %1043, %1047 ], [ %1043, %1145 ], [ %1043, %1138 ], [ %1043, %1147 ], [ %1043, %1135 ]
  %1172 = phi ptr [ %1165, %1164 ], [ @BIT_reloadDStream.zeroFilled, %1047 ], [ %510, %1145 ], [ %1142, %1138 ], [ %1160, %1147 ], [ @BIT_reloadDStream.zeroFilled, %1135 ]
  %1173 = phi i32 [ %1166, %1164 ], [ %1026, %1047 ], [ %1026, %1145 ], [ %1143, %1138 ], [ %1162, %1147 ], [ %1026, %1135 ]
  %1174 = phi i64 [ %1167, %1164 ], [ %1030, %1047 ], [ %1030, %1145 ], [ %1144, %1138 ], [ %1163, %1147 ], [ %1030, %1135 ]
  %1175 = phi ptr [ %1168, %1164 ], [ %1035, %1047 ], [ %1035, %1145 ], [ %1035, %1138 ], [ %1035, %1147 ], [ %1035, %1135 ]
  %1176 = icmp ult ptr %1175, %516
  br i1 %1176, label %1177, label %1199

1177:                                             ; preds = %1170
  %1178 = sub nsw i32 0, %520
  %1179 = and i32 %1178, 63
  %1180 = zext nneg i32 %1179 to i64
  %1181 = add i64 %515, %490
  %1182 = sub i64 %1181, %1171
  %1183 = getelementptr i8, ptr %1175, i64 %1182
  br label %1184

1184:                                             ; preds = %1184, %1177
  %1185 = phi ptr [ %1175, %1177 ], [ %1197, %1184 ]
  %1186 = phi i32 [ %1173, %1177 ], [ %1196, %1184 ]
  %1187 = and i32 %1186, 63
  %1188 = zext nneg i32 %1187 to i64
  %1189 = shl i64 %1174, %1188
  %1190 = lshr i64 %1189, %1180
  %1191 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1190
  %1192 = getelementptr inbounds i8, ptr %1191, i64 1
  %1193 = load i8, ptr %1192, align 1, !tbaa !94
  %1194 = load i8, ptr %1191, align 1, !tbaa !96
  %1195 = zext i8 %1194 to i32
  %1196 = add i32 %1186, %1195
  %1197 = getelementptr inbounds i8, ptr %1185, i64 1
  store i8 %1193, ptr %1185, align 1, !tbaa !10
  %1198 = icmp eq ptr %1197, %1183
  br i1 %1198, label %1199, label %1184, !llvm.loop !98

1199:                                             ; preds = %1184, %1170
  %1200 = phi i32 [ %1173, %1170 ], [ %1196, %1184 ]
  %1201 = ptrtoint ptr %517 to i64
  %1202 = ptrtoint ptr %1034 to i64
  %1203 = sub i64 %1201, %1202
  %1204 = icmp sgt i64 %1203, 3
  %1205 = icmp ugt i32 %1025, 64
  br i1 %1204, label %1206, label %1294

1206:                                             ; preds = %1199
  br i1 %1205, label %1322, label %1207, !prof !88

1207:                                             ; preds = %1206
  %1208 = ptrtoint ptr %511 to i64
  %1209 = getelementptr inbounds i8, ptr %517, i64 -3
  %1210 = sub nsw i32 0, %520
  %1211 = and i32 %1210, 63
  %1212 = zext nneg i32 %1211 to i64
  br label %1213

1213:                                             ; preds = %1248, %1207
  %1214 = phi ptr [ %1034, %1207 ], [ %1292, %1248 ]
  %1215 = phi ptr [ %1027, %1207 ], [ %1243, %1248 ]
  %1216 = phi i32 [ %1025, %1207 ], [ %1291, %1248 ]
  %1217 = phi i64 [ %1024, %1207 ], [ %1244, %1248 ]
  %1218 = icmp ult ptr %1215, %602
  br i1 %1218, label %1222, label %1219

1219:                                             ; preds = %1213
  %1220 = lshr i32 %1216, 3
  %1221 = and i32 %1216, 7
  br label %1237

1222:                                             ; preds = %1213
  %1223 = icmp eq ptr %1215, %511
  br i1 %1223, label %1322, label %1224

1224:                                             ; preds = %1222
  %1225 = lshr i32 %1216, 3
  %1226 = zext nneg i32 %1225 to i64
  %1227 = sub nsw i64 0, %1226
  %1228 = getelementptr inbounds i8, ptr %1215, i64 %1227
  %1229 = icmp ult ptr %1228, %511
  %1230 = ptrtoint ptr %1215 to i64
  %1231 = sub i64 %1230, %1208
  %1232 = trunc i64 %1231 to i32
  %1233 = select i1 %1229, i32 %1232, i32 %1225
  %1234 = zext i1 %1229 to i32
  %1235 = shl i32 %1233, 3
  %1236 = sub i32 %1216, %1235
  br label %1237

1237:                                             ; preds = %1224, %1219
  %1238 = phi i32 [ %1236, %1224 ], [ %1221, %1219 ]
  %1239 = phi i32 [ %1233, %1224 ], [ %1220, %1219 ]
  %1240 = phi i32 [ %1234, %1224 ], [ 0, %1219 ]
  %1241 = zext i32 %1239 to i64
  %1242 = sub nsw i64 0, %1241
  %1243 = getelementptr inbounds i8, ptr %1215, i64 %1242
  %1244 = load i64, ptr %1243, align 1, !tbaa !24
  %1245 = icmp eq i32 %1240, 0
  %1246 = icmp ult ptr %1214, %1209
  %1247 = and i1 %1246, %1245
  br i1 %1247, label %1248, label %1322

1248:                                             ; preds = %1237
  %1249 = and i32 %1238, 63
  %1250 = zext nneg i32 %1249 to i64
  %1251 = shl i64 %1244, %1250
  %1252 = lshr i64 %1251, %1212
  %1253 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1252
  %1254 = getelementptr inbounds i8, ptr %1253, i64 1
  %1255 = load i8, ptr %1254, align 1, !tbaa !94
  %1256 = load i8, ptr %1253, align 1, !tbaa !96
  %1257 = zext i8 %1256 to i32
  %1258 = add i32 %1238, %1257
  store i8 %1255, ptr %1214, align 1, !tbaa !10
  %1259 = getelementptr inbounds i8, ptr %1214, i64 1
  %1260 = and i32 %1258, 63
  %1261 = zext nneg i32 %1260 to i64
  %1262 = shl i64 %1244, %1261
  %1263 = lshr i64 %1262, %1212
  %1264 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1263
  %1265 = getelementptr inbounds i8, ptr %1264, i64 1
  %1266 = load i8, ptr %1265, align 1, !tbaa !94
  %1267 = load i8, ptr %1264, align 1, !tbaa !96
  %1268 = zext i8 %1267 to i32
  %1269 = add i32 %1258, %1268
  store i8 %1266, ptr %1259, align 1, !tbaa !10
  %1270 = getelementptr inbounds i8, ptr %1214, i64 2
  %1271 = and i32 %1269, 63
  %1272 = zext nneg i32 %1271 to i64
  %1273 = shl i64 %1244, %1272
  %1274 = lshr i64 %1273, %1212
  %1275 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1274
  %1276 = getelementptr inbounds i8, ptr %1275, i64 1
  %1277 = load i8, ptr %1276, align 1, !tbaa !94
  %1278 = load i8, ptr %1275, align 1, !tbaa !96
  %1279 = zext i8 %1278 to i32
  %1280 = add i32 %1269, %1279
  store i8 %1277, ptr %1270, align 1, !tbaa !10
  %1281 = getelementptr inbounds i8, ptr %1214, i64 3
  %1282 = and i32 %1280, 63
  %1283 = zext nneg i32 %1282 to i64
  %1284 = shl i64 %1244, %1283
  %1285 = lshr i64 %1284, %1212
  %1286 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1285
  %1287 = getelementptr inbounds i8, ptr %1286, i64 1
  %1288 = load i8, ptr %1287, align 1, !tbaa !94
  %1289 = load i8, ptr %1286, align 1, !tbaa !96
  %1290 = zext i8 %1289 to i32
  %1291 = add i32 %1280, %1290
  %1292 = getelementptr inbounds i8, ptr %1214, i64 4
  store i8 %1288, ptr %1281, align 1, !tbaa !10
  %1293 = icmp ugt i32 %1291, 64
  br i1 %1293, label %1322, label %1213, !prof !85, !llvm.loop !97

1294:                                             ; preds = %1199
  br i1 %1205, label %1322, label %1295, !prof !113

1295:                                             ; preds = %1294
  %1296 = icmp ult ptr %1027, %602
  br i1 %1296, label %1300, label %1297

1297:                                             ; preds = %1295
  %1298 = lshr i32 %1025, 3
  %1299 = and i32 %1025, 7
  br label %1315

1300:                                             ; preds = %1295
  %1301 = icmp eq ptr %1027, %511
  br i1 %1301, label %1322, label %1302

1302:                                             ; preds = %1300
  %1303 = lshr i32 %1025, 3
  %1304 = zext nneg i32 %1303 to i64
  %1305 = sub nsw i64 0, %1304
  %1306 = getelementptr inbounds i8, ptr %1027, i64 %1305
  %1307 = icmp ult ptr %1306, %511
  %1308 = ptrtoint ptr %1027 to i64
  %1309 = ptrtoint ptr %511 to i64
  %1310 = sub i64 %1308, %1309
  %1311 = trunc i64 %1310 to i32
  %1312 = select i1 %1307, i32 %1311, i32 %1303
  %1313 = shl i32 %1312, 3
  %1314 = sub i32 %1025, %1313
  br label %1315

1315:                                             ; preds = %1302, %1297
  %1316 = phi i32 [ %1298, %1297 ], [ %1312, %1302 ]
  %1317 = phi i32 [ %1299, %1297 ], [ %1314, %1302 ]
  %1318 = zext i32 %1316 to i64
  %1319 = sub nsw i64 0, %1318
  %1320 = getelementptr inbounds i8, ptr %1027, i64 %1319
  %1321 = load i64, ptr %1320, align 1, !tbaa !24
  br label %1322

1322:                                             ; preds = %1248, %1237, %1222, %1315, %1300, %1294, %1206
  %1323 = phi i64 [ %1024, %1294 ], [ %1024, %1300 ], [ %1024, %1206 ], [ %1321, %1315 ], [ %1217, %1222 ], [ %1244, %1248 ], [ %1244, %1237 ]
  %1324 = phi i32 [ %1025, %1294 ], [ %1025, %1300 ], [ %1025, %1206 ], [ %1317, %1315 ], [ %1216, %1222 ], [ %1291, %1248 ], [ %1238, %1237 ]
  %1325 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1294 ], [ %511, %1300 ], [ @BIT_reloadDStream.zeroFilled, %1206 ], [ %1320, %1315 ], [ %511, %1222 ], [ @BIT_reloadDStream.zeroFilled, %1248 ], [ %1243, %1237 ]
  %1326 = phi ptr [ %1034, %1294 ], [ %1034, %1300 ], [ %1034, %1206 ], [ %1034, %1315 ], [ %1214, %1222 ], [ %1292, %1248 ], [ %1214, %1237 ]
  %1327 = icmp ult ptr %1326, %517
  br i1 %1327, label %1328, label %1347

1328:                                             ; preds = %1322
  %1329 = sub nsw i32 0, %520
  %1330 = and i32 %1329, 63
  %1331 = zext nneg i32 %1330 to i64
  br label %1332

1332:                                             ; preds = %1332, %1328
  %1333 = phi ptr [ %1326, %1328 ], [ %1345, %1332 ]
  %1334 = phi i32 [ %1324, %1328 ], [ %1344, %1332 ]
  %1335 = and i32 %1334, 63
  %1336 = zext nneg i32 %1335 to i64
  %1337 = shl i64 %1323, %1336
  %1338 = lshr i64 %1337, %1331
  %1339 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1338
  %1340 = getelementptr inbounds i8, ptr %1339, i64 1
  %1341 = load i8, ptr %1340, align 1, !tbaa !94
  %1342 = load i8, ptr %1339, align 1, !tbaa !96
  %1343 = zext i8 %1342 to i32
  %1344 = add i32 %1334, %1343
  %1345 = getelementptr inbounds i8, ptr %1333, i64 1
  store i8 %1341, ptr %1333, align 1, !tbaa !10
  %1346 = icmp ult ptr %1345, %517
  br i1 %1346, label %1332, label %1347, !llvm.loop !98

1347:                                             ; preds = %1332, %1322
  %1348 = phi i32 [ %1324, %1322 ], [ %1344, %1332 ]
  %1349 = ptrtoint ptr %1033 to i64
  %1350 = sub i64 %754, %1349
  %1351 = icmp sgt i64 %1350, 3
  %1352 = icmp ugt i32 %1029, 64
  br i1 %1351, label %1353, label %1441

1353:                                             ; preds = %1347
  br i1 %1352, label %1469, label %1354, !prof !88

1354:                                             ; preds = %1353
  %1355 = ptrtoint ptr %512 to i64
  %1356 = getelementptr inbounds i8, ptr %518, i64 -3
  %1357 = sub nsw i32 0, %520
  %1358 = and i32 %1357, 63
  %1359 = zext nneg i32 %1358 to i64
  br label %1360

1360:                                             ; preds = %1395, %1354
  %1361 = phi ptr [ %1033, %1354 ], [ %1439, %1395 ]
  %1362 = phi ptr [ %1031, %1354 ], [ %1390, %1395 ]
  %1363 = phi i32 [ %1029, %1354 ], [ %1438, %1395 ]
  %1364 = phi i64 [ %1028, %1354 ], [ %1391, %1395 ]
  %1365 = icmp ult ptr %1362, %677
  br i1 %1365, label %1369, label %1366

1366:                                             ; preds = %1360
  %1367 = lshr i32 %1363, 3
  %1368 = and i32 %1363, 7
  br label %1384

1369:                                             ; preds = %1360
  %1370 = icmp eq ptr %1362, %512
  br i1 %1370, label %1469, label %1371

1371:                                             ; preds = %1369
  %1372 = lshr i32 %1363, 3
  %1373 = zext nneg i32 %1372 to i64
  %1374 = sub nsw i64 0, %1373
  %1375 = getelementptr inbounds i8, ptr %1362, i64 %1374
  %1376 = icmp ult ptr %1375, %512
  %1377 = ptrtoint ptr %1362 to i64
  %1378 = sub i64 %1377, %1355
  %1379 = trunc i64 %1378 to i32
  %1380 = select i1 %1376, i32 %1379, i32 %1372
  %1381 = zext i1 %1376 to i32
  %1382 = shl i32 %1380, 3
  %1383 = sub i32 %1363, %1382
  br label %1384

1384:                                             ; preds = %1371, %1366
  %1385 = phi i32 [ %1383, %1371 ], [ %1368, %1366 ]
  %1386 = phi i32 [ %1380, %1371 ], [ %1367, %1366 ]
  %1387 = phi i32 [ %1381, %1371 ], [ 0, %1366 ]
  %1388 = zext i32 %1386 to i64
  %1389 = sub nsw i64 0, %1388
  %1390 = getelementptr inbounds i8, ptr %1362, i64 %1389
  %1391 = load i64, ptr %1390, align 1, !tbaa !24
  %1392 = icmp eq i32 %1387, 0
  %1393 = icmp ult ptr %1361, %1356
  %1394 = and i1 %1393, %1392
  br i1 %1394, label %1395, label %1469

1395:                                             ; preds = %1384
  %1396 = and i32 %1385, 63
  %1397 = zext nneg i32 %1396 to i64
  %1398 = shl i64 %1391, %1397
  %1399 = lshr i64 %1398, %1359
  %1400 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1399
  %1401 = getelementptr inbounds i8, ptr %1400, i64 1
  %1402 = load i8, ptr %1401, align 1, !tbaa !94
  %1403 = load i8, ptr %1400, align 1, !tbaa !96
  %1404 = zext i8 %1403 to i32
  %1405 = add i32 %1385, %1404
  store i8 %1402, ptr %1361, align 1, !tbaa !10
  %1406 = getelementptr inbounds i8, ptr %1361, i64 1
  %1407 = and i32 %1405, 63
  %1408 = zext nneg i32 %1407 to i64
  %1409 = shl i64 %1391, %1408
  %1410 = lshr i64 %1409, %1359
  %1411 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1410
  %1412 = getelementptr inbounds i8, ptr %1411, i64 1
  %1413 = load i8, ptr %1412, align 1, !tbaa !94
  %1414 = load i8, ptr %1411, align 1, !tbaa !96
  %1415 = zext i8 %1414 to i32
  %1416 = add i32 %1405, %1415
  store i8 %1413, ptr %1406, align 1, !tbaa !10
  %1417 = getelementptr inbounds i8, ptr %1361, i64 2
  %1418 = and i32 %1416, 63
  %1419 = zext nneg i32 %1418 to i64
  %1420 = shl i64 %1391, %1419
  %1421 = lshr i64 %1420, %1359
  %1422 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1421
  %1423 = getelementptr inbounds i8, ptr %1422, i64 1
  %1424 = load i8, ptr %1423, align 1, !tbaa !94
  %1425 = load i8, ptr %1422, align 1, !tbaa !96
  %1426 = zext i8 %1425 to i32
  %1427 = add i32 %1416, %1426
  store i8 %1424, ptr %1417, align 1, !tbaa !10
  %1428 = getelementptr inbounds i8, ptr %1361, i64 3
  %1429 = and i32 %1427, 63
  %1430 = zext nneg i32 %1429 to i64
  %1431 = shl i64 %1391, %1430
  %1432 = lshr i64 %1431, %1359
  %1433 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1432
  %1434 = getelementptr inbounds i8, ptr %1433, i64 1
  %1435 = load i8, ptr %1434, align 1, !tbaa !94
  %1436 = load i8, ptr %1433, align 1, !tbaa !96
  %1437 = zext i8 %1436 to i32
  %1438 = add i32 %1427, %1437
  %1439 = getelementptr inbounds i8, ptr %1361, i64 4
  store i8 %1435, ptr %1428, align 1, !tbaa !10
  %1440 = icmp ugt i32 %1438, 64
  br i1 %1440, label %1469, label %1360, !prof !85, !llvm.loop !97

1441:                                             ; preds = %1347
  br i1 %1352, label %1469, label %1442, !prof !113

1442:                                             ; preds = %1441
  %1443 = icmp ult ptr %1031, %677
  br i1 %1443, label %1447, label %1444

1444:                                             ; preds = %1442
  %1445 = lshr i32 %1029, 3
  %1446 = and i32 %1029, 7
  br label %1462

1447:                                             ; preds = %1442
  %1448 = icmp eq ptr %1031, %512
  br i1 %1448, label %1469, label %1449

1449:                                             ; preds = %1447
  %1450 = lshr i32 %1029, 3
  %1451 = zext nneg i32 %1450 to i64
  %1452 = sub nsw i64 0, %1451
  %1453 = getelementptr inbounds i8, ptr %1031, i64 %1452
  %1454 = icmp ult ptr %1453, %512
  %1455 = ptrtoint ptr %1031 to i64
  %1456 = ptrtoint ptr %512 to i64
  %1457 = sub i64 %1455, %1456
  %1458 = trunc i64 %1457 to i32
  %1459 = select i1 %1454, i32 %1458, i32 %1450
  %1460 = shl i32 %1459, 3
  %1461 = sub i32 %1029, %1460
  br label %1462

1462:                                             ; preds = %1449, %1444
  %1463 = phi i32 [ %1445, %1444 ], [ %1459, %1449 ]
  %1464 = phi i32 [ %1446, %1444 ], [ %1461, %1449 ]
  %1465 = zext i32 %1463 to i64
  %1466 = sub nsw i64 0, %1465
  %1467 = getelementptr inbounds i8, ptr %1031, i64 %1466
  %1468 = load i64, ptr %1467, align 1, !tbaa !24
  br label %1469

1469:                                             ; preds = %1395, %1384, %1369, %1462, %1447, %1441, %1353
  %1470 = phi i64 [ %1028, %1441 ], [ %1028, %1447 ], [ %1028, %1353 ], [ %1468, %1462 ], [ %1364, %1369 ], [ %1391, %1395 ], [ %1391, %1384 ]
  %1471 = phi i32 [ %1029, %1441 ], [ %1029, %1447 ], [ %1029, %1353 ], [ %1464, %1462 ], [ %1363, %1369 ], [ %1438, %1395 ], [ %1385, %1384 ]
  %1472 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1441 ], [ %512, %1447 ], [ @BIT_reloadDStream.zeroFilled, %1353 ], [ %1467, %1462 ], [ %512, %1369 ], [ @BIT_reloadDStream.zeroFilled, %1395 ], [ %1390, %1384 ]
  %1473 = phi ptr [ %1033, %1441 ], [ %1033, %1447 ], [ %1033, %1353 ], [ %1033, %1462 ], [ %1361, %1369 ], [ %1439, %1395 ], [ %1361, %1384 ]
  %1474 = icmp ult ptr %1473, %518
  br i1 %1474, label %1475, label %1494

1475:                                             ; preds = %1469
  %1476 = sub nsw i32 0, %520
  %1477 = and i32 %1476, 63
  %1478 = zext nneg i32 %1477 to i64
  br label %1479

1479:                                             ; preds = %1479, %1475
  %1480 = phi ptr [ %1473, %1475 ], [ %1492, %1479 ]
  %1481 = phi i32 [ %1471, %1475 ], [ %1491, %1479 ]
  %1482 = and i32 %1481, 63
  %1483 = zext nneg i32 %1482 to i64
  %1484 = shl i64 %1470, %1483
  %1485 = lshr i64 %1484, %1478
  %1486 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1485
  %1487 = getelementptr inbounds i8, ptr %1486, i64 1
  %1488 = load i8, ptr %1487, align 1, !tbaa !94
  %1489 = load i8, ptr %1486, align 1, !tbaa !96
  %1490 = zext i8 %1489 to i32
  %1491 = add i32 %1481, %1490
  %1492 = getelementptr inbounds i8, ptr %1480, i64 1
  store i8 %1488, ptr %1480, align 1, !tbaa !10
  %1493 = icmp ult ptr %1492, %518
  br i1 %1493, label %1479, label %1494, !llvm.loop !98

1494:                                             ; preds = %1479, %1469
  %1495 = phi i32 [ %1471, %1469 ], [ %1491, %1479 ]
  %1496 = ptrtoint ptr %1032 to i64
  %1497 = sub i64 %753, %1496
  %1498 = icmp sgt i64 %1497, 3
  %1499 = getelementptr inbounds i8, ptr %7, i64 8
  %1500 = load i32, ptr %1499, align 8
  %1501 = icmp ugt i32 %1500, 64
  br i1 %1498, label %1502, label %1606

1502:                                             ; preds = %1494
  br i1 %1501, label %1510, label %1503, !prof !88

1503:                                             ; preds = %1502
  %1504 = getelementptr inbounds i8, ptr %7, i64 16
  %1505 = getelementptr inbounds i8, ptr %7, i64 32
  %1506 = getelementptr inbounds i8, ptr %7, i64 24
  %1507 = sub nsw i32 0, %520
  %1508 = and i32 %1507, 63
  %1509 = zext nneg i32 %1508 to i64
  br label %1514

1510:                                             ; preds = %1554, %1502
  %1511 = phi i32 [ %1500, %1502 ], [ %1604, %1554 ]
  %1512 = phi ptr [ %1032, %1502 ], [ %1603, %1554 ]
  %1513 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1513, align 8, !tbaa !112
  br label %1642

1514:                                             ; preds = %1554, %1503
  %1515 = phi i32 [ %1500, %1503 ], [ %1604, %1554 ]
  %1516 = phi ptr [ %1032, %1503 ], [ %1603, %1554 ]
  %1517 = load ptr, ptr %1504, align 8, !tbaa !112
  %1518 = load ptr, ptr %1505, align 8, !tbaa !110
  %1519 = icmp ult ptr %1517, %1518
  br i1 %1519, label %1526, label %1520

1520:                                             ; preds = %1514
  %1521 = lshr i32 %1515, 3
  %1522 = zext nneg i32 %1521 to i64
  %1523 = sub nsw i64 0, %1522
  %1524 = getelementptr inbounds i8, ptr %1517, i64 %1523
  store ptr %1524, ptr %1504, align 8, !tbaa !112
  %1525 = and i32 %1515, 7
  br label %1546

1526:                                             ; preds = %1514
  %1527 = load ptr, ptr %1506, align 8, !tbaa !115
  %1528 = icmp eq ptr %1517, %1527
  br i1 %1528, label %1642, label %1529

1529:                                             ; preds = %1526
  %1530 = lshr i32 %1515, 3
  %1531 = zext nneg i32 %1530 to i64
  %1532 = sub nsw i64 0, %1531
  %1533 = getelementptr inbounds i8, ptr %1517, i64 %1532
  %1534 = icmp ult ptr %1533, %1527
  %1535 = ptrtoint ptr %1517 to i64
  %1536 = ptrtoint ptr %1527 to i64
  %1537 = sub i64 %1535, %1536
  %1538 = trunc i64 %1537 to i32
  %1539 = select i1 %1534, i32 %1538, i32 %1530
  %1540 = zext i1 %1534 to i32
  %1541 = zext i32 %1539 to i64
  %1542 = sub nsw i64 0, %1541
  %1543 = getelementptr inbounds i8, ptr %1517, i64 %1542
  store ptr %1543, ptr %1504, align 8, !tbaa !112
  %1544 = shl i32 %1539, 3
  %1545 = sub i32 %1515, %1544
  br label %1546

1546:                                             ; preds = %1529, %1520
  %1547 = phi i32 [ %1525, %1520 ], [ %1545, %1529 ]
  %1548 = phi ptr [ %1524, %1520 ], [ %1543, %1529 ]
  %1549 = phi i32 [ 0, %1520 ], [ %1540, %1529 ]
  store i32 %1547, ptr %1499, align 8, !tbaa !111
  %1550 = load i64, ptr %1548, align 1, !tbaa !24
  store i64 %1550, ptr %7, align 8, !tbaa !108
  %1551 = icmp eq i32 %1549, 0
  %1552 = icmp ult ptr %1516, %496
  %1553 = and i1 %1552, %1551
  br i1 %1553, label %1554, label %1642

1554:                                             ; preds = %1546
  %1555 = and i32 %1547, 63
  %1556 = zext nneg i32 %1555 to i64
  %1557 = shl i64 %1550, %1556
  %1558 = lshr i64 %1557, %1509
  %1559 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1558
  %1560 = getelementptr inbounds i8, ptr %1559, i64 1
  %1561 = load i8, ptr %1560, align 1, !tbaa !94
  %1562 = load i8, ptr %1559, align 1, !tbaa !96
  %1563 = zext i8 %1562 to i32
  %1564 = add i32 %1547, %1563
  store i8 %1561, ptr %1516, align 1, !tbaa !10
  %1565 = getelementptr inbounds i8, ptr %1516, i64 1
  %1566 = load i64, ptr %7, align 8, !tbaa !108
  %1567 = and i32 %1564, 63
  %1568 = zext nneg i32 %1567 to i64
  %1569 = shl i64 %1566, %1568
  %1570 = lshr i64 %1569, %1509
  %1571 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1570
  %1572 = getelementptr inbounds i8, ptr %1571, i64 1
  %1573 = load i8, ptr %1572, align 1, !tbaa !94
  %1574 = load i8, ptr %1571, align 1, !tbaa !96
  %1575 = zext i8 %1574 to i32
  %1576 = add i32 %1564, %1575
  store i32 %1576, ptr %1499, align 8, !tbaa !111
  store i8 %1573, ptr %1565, align 1, !tbaa !10
  %1577 = getelementptr inbounds i8, ptr %1516, i64 2
  %1578 = load i64, ptr %7, align 8, !tbaa !108
  %1579 = load i32, ptr %1499, align 8, !tbaa !111
  %1580 = and i32 %1579, 63
  %1581 = zext nneg i32 %1580 to i64
  %1582 = shl i64 %1578, %1581
  %1583 = lshr i64 %1582, %1509
  %1584 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1583
  %1585 = getelementptr inbounds i8, ptr %1584, i64 1
  %1586 = load i8, ptr %1585, align 1, !tbaa !94
  %1587 = load i8, ptr %1584, align 1, !tbaa !96
  %1588 = zext i8 %1587 to i32
  %1589 = add i32 %1579, %1588
  store i32 %1589, ptr %1499, align 8, !tbaa !111
  store i8 %1586, ptr %1577, align 1, !tbaa !10
  %1590 = getelementptr inbounds i8, ptr %1516, i64 3
  %1591 = load i64, ptr %7, align 8, !tbaa !108
  %1592 = load i32, ptr %1499, align 8, !tbaa !111
  %1593 = and i32 %1592, 63
  %1594 = zext nneg i32 %1593 to i64
  %1595 = shl i64 %1591, %1594
  %1596 = lshr i64 %1595, %1509
  %1597 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1596
  %1598 = getelementptr inbounds i8, ptr %1597, i64 1
  %1599 = load i8, ptr %1598, align 1, !tbaa !94
  %1600 = load i8, ptr %1597, align 1, !tbaa !96
  %1601 = zext i8 %1600 to i32
  %1602 = add i32 %1592, %1601
  store i32 %1602, ptr %1499, align 8, !tbaa !111
  %1603 = getelementptr inbounds i8, ptr %1516, i64 4
  store i8 %1599, ptr %1590, align 1, !tbaa !10
  %1604 = load i32, ptr %1499, align 8
  %1605 = icmp ugt i32 %1604, 64
  br i1 %1605, label %1510, label %1514, !prof !85, !llvm.loop !97

1606:                                             ; preds = %1494
  %1607 = getelementptr inbounds i8, ptr %7, i64 16
  br i1 %1501, label %1608, label %1609, !prof !113

1608:                                             ; preds = %1606
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1607, align 8, !tbaa !112
  br label %1642

1609:                                             ; preds = %1606
  %1610 = load ptr, ptr %1607, align 8, !tbaa !112
  %1611 = getelementptr inbounds i8, ptr %7, i64 32
  %1612 = load ptr, ptr %1611, align 8, !tbaa !110
  %1613 = icmp ult ptr %1610, %1612
  br i1 %1613, label %1621, label %1614

1614:                                             ; preds = %1609
  %1615 = lshr i32 %1500, 3
  %1616 = zext nneg i32 %1615 to i64
  %1617 = sub nsw i64 0, %1616
  %1618 = getelementptr inbounds i8, ptr %1610, i64 %1617
  store ptr %1618, ptr %1607, align 8, !tbaa !112
  %1619 = and i32 %1500, 7
  store i32 %1619, ptr %1499, align 8, !tbaa !111
  %1620 = load i64, ptr %1618, align 1, !tbaa !24
  store i64 %1620, ptr %7, align 8, !tbaa !108
  br label %1642

1621:                                             ; preds = %1609
  %1622 = getelementptr inbounds i8, ptr %7, i64 24
  %1623 = load ptr, ptr %1622, align 8, !tbaa !115
  %1624 = icmp eq ptr %1610, %1623
  br i1 %1624, label %1642, label %1625

1625:                                             ; preds = %1621
  %1626 = lshr i32 %1500, 3
  %1627 = zext nneg i32 %1626 to i64
  %1628 = sub nsw i64 0, %1627
  %1629 = getelementptr inbounds i8, ptr %1610, i64 %1628
  %1630 = icmp ult ptr %1629, %1623
  %1631 = ptrtoint ptr %1610 to i64
  %1632 = ptrtoint ptr %1623 to i64
  %1633 = sub i64 %1631, %1632
  %1634 = trunc i64 %1633 to i32
  %1635 = select i1 %1630, i32 %1634, i32 %1626
  %1636 = zext i32 %1635 to i64
  %1637 = sub nsw i64 0, %1636
  %1638 = getelementptr inbounds i8, ptr %1610, i64 %1637
  store ptr %1638, ptr %1607, align 8, !tbaa !112
  %1639 = shl i32 %1635, 3
  %1640 = sub i32 %1500, %1639
  store i32 %1640, ptr %1499, align 8, !tbaa !111
  %1641 = load i64, ptr %1638, align 1, !tbaa !24
  store i64 %1641, ptr %7, align 8, !tbaa !108
  br label %1642

1642:                                             ; preds = %1546, %1526, %1625, %1621, %1614, %1608, %1510
  %1643 = phi i32 [ %1640, %1625 ], [ %1619, %1614 ], [ %1500, %1608 ], [ %1511, %1510 ], [ %1500, %1621 ], [ %1547, %1546 ], [ %1515, %1526 ]
  %1644 = phi ptr [ %1638, %1625 ], [ %1618, %1614 ], [ @BIT_reloadDStream.zeroFilled, %1608 ], [ @BIT_reloadDStream.zeroFilled, %1510 ], [ %1610, %1621 ], [ %1548, %1546 ], [ %1517, %1526 ]
  %1645 = phi ptr [ %1032, %1625 ], [ %1032, %1614 ], [ %1032, %1608 ], [ %1512, %1510 ], [ %1032, %1621 ], [ %1516, %1526 ], [ %1516, %1546 ]
  %1646 = icmp ult ptr %1645, %495
  br i1 %1646, label %1647, label %1675

1647:                                             ; preds = %1642
  %1648 = ptrtoint ptr %1645 to i64
  %1649 = sub nsw i32 0, %520
  %1650 = and i32 %1649, 63
  %1651 = zext nneg i32 %1650 to i64
  %1652 = add i64 %490, %1
  %1653 = sub i64 %1652, %1648
  %1654 = getelementptr i8, ptr %1645, i64 %1653
  br label %1655

1655:                                             ; preds = %1655, %1647
  %1656 = phi ptr [ %1645, %1647 ], [ %1669, %1655 ]
  %1657 = load i64, ptr %7, align 8, !tbaa !108
  %1658 = load i32, ptr %1499, align 8, !tbaa !111
  %1659 = and i32 %1658, 63
  %1660 = zext nneg i32 %1659 to i64
  %1661 = shl i64 %1657, %1660
  %1662 = lshr i64 %1661, %1651
  %1663 = getelementptr inbounds %struct.HUF_DEltX1, ptr %497, i64 %1662
  %1664 = getelementptr inbounds i8, ptr %1663, i64 1
  %1665 = load i8, ptr %1664, align 1, !tbaa !94
  %1666 = load i8, ptr %1663, align 1, !tbaa !96
  %1667 = zext i8 %1666 to i32
  %1668 = add i32 %1658, %1667
  store i32 %1668, ptr %1499, align 8, !tbaa !111
  %1669 = getelementptr inbounds i8, ptr %1656, i64 1
  store i8 %1665, ptr %1656, align 1, !tbaa !10
  %1670 = icmp eq ptr %1669, %1654
  br i1 %1670, label %1671, label %1655, !llvm.loop !98

1671:                                             ; preds = %1655
  %1672 = getelementptr inbounds i8, ptr %7, i64 16
  %1673 = load ptr, ptr %1672, align 8, !tbaa !112
  %1674 = load i32, ptr %1499, align 8
  br label %1675

1675:                                             ; preds = %1671, %1642
  %1676 = phi i32 [ %1674, %1671 ], [ %1643, %1642 ]
  %1677 = phi ptr [ %1673, %1671 ], [ %1644, %1642 ]
  %1678 = icmp ne ptr %1172, %510
  %1679 = icmp ne i32 %1200, 64
  %1680 = select i1 %1678, i1 true, i1 %1679
  %1681 = icmp ne ptr %1325, %511
  %1682 = icmp ne i32 %1348, 64
  %1683 = select i1 %1681, i1 true, i1 %1682
  %1684 = or i1 %1680, %1683
  %1685 = icmp ne ptr %1472, %512
  %1686 = icmp ne i32 %1495, 64
  %1687 = select i1 %1685, i1 true, i1 %1686
  %1688 = or i1 %1684, %1687
  %1689 = getelementptr inbounds i8, ptr %7, i64 24
  %1690 = load ptr, ptr %1689, align 8, !tbaa !115
  %1691 = icmp ne ptr %1677, %1690
  %1692 = icmp ne i32 %1676, 64
  %1693 = select i1 %1691, i1 true, i1 %1692
  %1694 = or i1 %1688, %1693
  %1695 = select i1 %1694, i64 -20, i64 %1
  br label %1696

1696:                                             ; preds = %1675, %1022, %746, %734, %679, %671, %659, %604, %596, %584, %529, %524, %494
  %1697 = phi i64 [ %750, %746 ], [ -20, %494 ], [ -20, %1022 ], [ %1695, %1675 ], [ -20, %584 ], [ -1, %529 ], [ -72, %524 ], [ -20, %659 ], [ -1, %604 ], [ -72, %596 ], [ -20, %734 ], [ -1, %679 ], [ -72, %671 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #12
  br label %1698

1698:                                             ; preds = %1696, %489, %485, %486
  %1699 = phi i64 [ %487, %486 ], [ -20, %485 ], [ %1697, %1696 ], [ -20, %489 ]
  ret i64 %1699
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %55, label %10

10:                                               ; preds = %8
  %11 = icmp eq i64 %4, 0
  br i1 %11, label %55, label %12

12:                                               ; preds = %10
  %13 = icmp ult i64 %4, %2
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = shl i64 %4, 4
  %16 = udiv i64 %15, %2
  %17 = and i64 %16, 4294967295
  br label %18

18:                                               ; preds = %12, %14
  %19 = phi i64 [ %17, %14 ], [ 15, %12 ]
  %20 = lshr i64 %2, 8
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %19
  %23 = load i32, ptr %22, align 4, !tbaa !91
  %24 = getelementptr inbounds i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !93
  %26 = mul i32 %25, %21
  %27 = add i32 %26, %23
  %28 = getelementptr inbounds i8, ptr %22, i64 8
  %29 = load i32, ptr %28, align 4, !tbaa !91
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !93
  %32 = mul i32 %31, %21
  %33 = add i32 %32, %29
  %34 = lshr i32 %33, 5
  %35 = add i32 %34, %33
  %36 = icmp ult i32 %35, %27
  br i1 %36, label %37, label %46

37:                                               ; preds = %18
  %38 = tail call i64 @HUF_readDTableX2_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %39 = icmp ult i64 %38, -119
  br i1 %39, label %40, label %55

40:                                               ; preds = %37
  %41 = icmp ult i64 %38, %4
  br i1 %41, label %42, label %55

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %3, i64 %38
  %44 = sub i64 %4, %38
  %45 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %43, i64 noundef %44, ptr noundef %0, i32 noundef %7)
  br label %55

46:                                               ; preds = %18
  %47 = tail call i64 @HUF_readDTableX1_wksp(ptr noundef %0, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7)
  %48 = icmp ult i64 %47, -119
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = icmp ult i64 %47, %4
  br i1 %50, label %51, label %55

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, ptr %3, i64 %47
  %53 = sub i64 %4, %47
  %54 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %52, i64 noundef %53, ptr noundef %0, i32 noundef %7)
  br label %55

55:                                               ; preds = %51, %49, %46, %42, %40, %37, %10, %8
  %56 = phi i64 [ -70, %8 ], [ -20, %10 ], [ %45, %42 ], [ %38, %37 ], [ -72, %40 ], [ %54, %51 ], [ %47, %46 ], [ -72, %49 ]
  ret i64 %56
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @HUF_fillDTableX2ForWeight(ptr noundef writeonly %0, ptr noundef readonly %1, ptr noundef readnone %2, i32 noundef %3, i32 noundef %4, i16 noundef %5, i32 noundef %6) unnamed_addr #5 {
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %2 to i64
  %10 = ptrtoint ptr %1 to i64
  %11 = ptrtoint ptr %2 to i64
  %12 = ptrtoint ptr %1 to i64
  %13 = ptrtoint ptr %2 to i64
  %14 = ptrtoint ptr %1 to i64
  %15 = ptrtoint ptr %2 to i64
  %16 = ptrtoint ptr %1 to i64
  %17 = ptrtoint ptr %2 to i64
  %18 = ptrtoint ptr %1 to i64
  %19 = ptrtoint ptr %2 to i64
  %20 = ptrtoint ptr %1 to i64
  %21 = ptrtoint ptr %2 to i64
  %22 = ptrtoint ptr %1 to i64
  %23 = ptrtoint ptr %2 to i64
  %24 = sub i32 %4, %3
  %25 = and i32 %24, 31
  %26 = shl nuw i32 1, %25
  %27 = icmp eq ptr %1, %2
  switch i32 %26, label %344 [
    i32 1, label %271
    i32 2, label %194
    i32 4, label %113
    i32 8, label %28
  ]

28:                                               ; preds = %7
  br i1 %27, label %455, label %29

29:                                               ; preds = %28
  %30 = zext nneg i16 %5 to i32
  %31 = icmp eq i32 %6, 1
  %32 = shl i32 %3, 16
  %33 = shl nuw nsw i32 %6, 24
  %34 = add i32 %33, %32
  %35 = sub i64 %21, %20
  %36 = icmp ult i64 %35, 8
  br i1 %36, label %79, label %37

37:                                               ; preds = %29
  %38 = sub i64 %23, %22
  %39 = shl i64 %38, 5
  %40 = getelementptr i8, ptr %0, i64 %39
  %41 = icmp ult ptr %0, %2
  %42 = icmp ugt ptr %40, %1
  %43 = and i1 %41, %42
  br i1 %43, label %79, label %44

44:                                               ; preds = %37
  %45 = icmp ult i64 %35, 16
  br i1 %45, label %82, label %46

46:                                               ; preds = %44
  %47 = and i64 %35, -16
  %48 = insertelement <16 x i32> poison, i32 %30, i64 0
  %49 = shufflevector <16 x i32> %48, <16 x i32> poison, <16 x i32> zeroinitializer
  %50 = insertelement <16 x i32> poison, i32 %34, i64 0
  %51 = shufflevector <16 x i32> %50, <16 x i32> poison, <64 x i32> zeroinitializer
  br label %52

52:                                               ; preds = %52, %46
  %53 = phi i64 [ 0, %46 ], [ %69, %52 ]
  %54 = shl i64 %53, 5
  %55 = getelementptr i8, ptr %0, i64 %54
  %56 = getelementptr i8, ptr %1, i64 %53
  %57 = load <16 x i8>, ptr %56, align 1, !tbaa !69, !alias.scope !119
  %58 = zext <16 x i8> %57 to <16 x i32>
  %59 = shl nuw nsw <16 x i32> %58, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %60 = add nuw nsw <16 x i32> %59, %49
  %61 = select i1 %31, <16 x i32> %58, <16 x i32> %60
  %62 = shufflevector <16 x i32> %61, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %63 = shufflevector <16 x i32> %61, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %64 = shufflevector <32 x i32> %62, <32 x i32> %63, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %65 = add <64 x i32> %51, %64
  %66 = zext <64 x i32> %65 to <64 x i64>
  %67 = mul nuw <64 x i64> %66, <i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297>
  %68 = shufflevector <64 x i64> %67, <64 x i64> poison, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i64> %68, ptr %55, align 2
  %69 = add nuw i64 %53, 16
  %70 = icmp eq i64 %69, %47
  br i1 %70, label %71, label %52, !llvm.loop !122

71:                                               ; preds = %52
  %72 = icmp eq i64 %35, %47
  br i1 %72, label %455, label %73

73:                                               ; preds = %71
  %74 = getelementptr i8, ptr %1, i64 %47
  %75 = shl i64 %47, 5
  %76 = getelementptr i8, ptr %0, i64 %75
  %77 = and i64 %35, 8
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %111, %37, %29, %73
  %80 = phi ptr [ %0, %29 ], [ %0, %37 ], [ %76, %73 ], [ %86, %111 ]
  %81 = phi ptr [ %1, %29 ], [ %1, %37 ], [ %74, %73 ], [ %87, %111 ]
  br label %400

82:                                               ; preds = %44, %73
  %83 = phi i64 [ %47, %73 ], [ 0, %44 ]
  %84 = and i64 %35, -8
  %85 = shl i64 %84, 5
  %86 = getelementptr i8, ptr %0, i64 %85
  %87 = getelementptr i8, ptr %1, i64 %84
  %88 = insertelement <8 x i32> poison, i32 %30, i64 0
  %89 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> zeroinitializer
  %90 = insertelement <8 x i32> poison, i32 %34, i64 0
  %91 = shufflevector <8 x i32> %90, <8 x i32> poison, <32 x i32> zeroinitializer
  br label %92

92:                                               ; preds = %92, %82
  %93 = phi i64 [ %83, %82 ], [ %109, %92 ]
  %94 = shl i64 %93, 5
  %95 = getelementptr i8, ptr %0, i64 %94
  %96 = getelementptr i8, ptr %1, i64 %93
  %97 = load <8 x i8>, ptr %96, align 1, !tbaa !69, !alias.scope !123
  %98 = zext <8 x i8> %97 to <8 x i32>
  %99 = shl nuw nsw <8 x i32> %98, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %100 = add nuw nsw <8 x i32> %99, %89
  %101 = select i1 %31, <8 x i32> %98, <8 x i32> %100
  %102 = shufflevector <8 x i32> %101, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %103 = shufflevector <8 x i32> %101, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %104 = shufflevector <16 x i32> %102, <16 x i32> %103, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %105 = add <32 x i32> %91, %104
  %106 = zext <32 x i32> %105 to <32 x i64>
  %107 = mul nuw <32 x i64> %106, <i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297>
  %108 = shufflevector <32 x i64> %107, <32 x i64> poison, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i64> %108, ptr %95, align 2
  %109 = add nuw i64 %93, 8
  %110 = icmp eq i64 %109, %84
  br i1 %110, label %111, label %92, !llvm.loop !126

111:                                              ; preds = %92
  %112 = icmp eq i64 %35, %84
  br i1 %112, label %455, label %79

113:                                              ; preds = %7
  br i1 %27, label %455, label %114

114:                                              ; preds = %113
  %115 = zext nneg i16 %5 to i32
  %116 = icmp eq i32 %6, 1
  %117 = shl i32 %3, 16
  %118 = shl nuw nsw i32 %6, 24
  %119 = add i32 %118, %117
  %120 = sub i64 %17, %16
  %121 = icmp ult i64 %120, 8
  br i1 %121, label %162, label %122

122:                                              ; preds = %114
  %123 = sub i64 %19, %18
  %124 = shl i64 %123, 4
  %125 = getelementptr i8, ptr %0, i64 %124
  %126 = icmp ult ptr %0, %2
  %127 = icmp ugt ptr %125, %1
  %128 = and i1 %126, %127
  br i1 %128, label %162, label %129

129:                                              ; preds = %122
  %130 = icmp ult i64 %120, 16
  br i1 %130, label %165, label %131

131:                                              ; preds = %129
  %132 = and i64 %120, -16
  %133 = insertelement <16 x i32> poison, i32 %115, i64 0
  %134 = shufflevector <16 x i32> %133, <16 x i32> poison, <16 x i32> zeroinitializer
  %135 = insertelement <16 x i32> poison, i32 %119, i64 0
  %136 = shufflevector <16 x i32> %135, <16 x i32> poison, <32 x i32> zeroinitializer
  br label %137

137:                                              ; preds = %137, %131
  %138 = phi i64 [ 0, %131 ], [ %152, %137 ]
  %139 = shl i64 %138, 4
  %140 = getelementptr i8, ptr %0, i64 %139
  %141 = getelementptr i8, ptr %1, i64 %138
  %142 = load <16 x i8>, ptr %141, align 1, !tbaa !69, !alias.scope !127
  %143 = zext <16 x i8> %142 to <16 x i32>
  %144 = shl nuw nsw <16 x i32> %143, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %145 = add nuw nsw <16 x i32> %144, %134
  %146 = select i1 %116, <16 x i32> %143, <16 x i32> %145
  %147 = shufflevector <16 x i32> %146, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %148 = add <32 x i32> %136, %147
  %149 = zext <32 x i32> %148 to <32 x i64>
  %150 = mul nuw <32 x i64> %149, <i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297>
  %151 = shufflevector <32 x i64> %150, <32 x i64> poison, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i64> %151, ptr %140, align 2
  %152 = add nuw i64 %138, 16
  %153 = icmp eq i64 %152, %132
  br i1 %153, label %154, label %137, !llvm.loop !130

154:                                              ; preds = %137
  %155 = icmp eq i64 %120, %132
  br i1 %155, label %455, label %156

156:                                              ; preds = %154
  %157 = getelementptr i8, ptr %1, i64 %132
  %158 = shl i64 %132, 4
  %159 = getelementptr i8, ptr %0, i64 %158
  %160 = and i64 %120, 8
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %162, label %165

162:                                              ; preds = %192, %122, %114, %156
  %163 = phi ptr [ %0, %114 ], [ %0, %122 ], [ %159, %156 ], [ %169, %192 ]
  %164 = phi ptr [ %1, %114 ], [ %1, %122 ], [ %157, %156 ], [ %170, %192 ]
  br label %385

165:                                              ; preds = %129, %156
  %166 = phi i64 [ %132, %156 ], [ 0, %129 ]
  %167 = and i64 %120, -8
  %168 = shl i64 %167, 4
  %169 = getelementptr i8, ptr %0, i64 %168
  %170 = getelementptr i8, ptr %1, i64 %167
  %171 = insertelement <8 x i32> poison, i32 %115, i64 0
  %172 = shufflevector <8 x i32> %171, <8 x i32> poison, <8 x i32> zeroinitializer
  %173 = insertelement <8 x i32> poison, i32 %119, i64 0
  %174 = shufflevector <8 x i32> %173, <8 x i32> poison, <16 x i32> zeroinitializer
  br label %175

175:                                              ; preds = %175, %165
  %176 = phi i64 [ %166, %165 ], [ %190, %175 ]
  %177 = shl i64 %176, 4
  %178 = getelementptr i8, ptr %0, i64 %177
  %179 = getelementptr i8, ptr %1, i64 %176
  %180 = load <8 x i8>, ptr %179, align 1, !tbaa !69, !alias.scope !131
  %181 = zext <8 x i8> %180 to <8 x i32>
  %182 = shl nuw nsw <8 x i32> %181, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %183 = add nuw nsw <8 x i32> %182, %172
  %184 = select i1 %116, <8 x i32> %181, <8 x i32> %183
  %185 = shufflevector <8 x i32> %184, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %186 = add <16 x i32> %174, %185
  %187 = zext <16 x i32> %186 to <16 x i64>
  %188 = mul nuw <16 x i64> %187, <i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297, i64 4294967297>
  %189 = shufflevector <16 x i64> %188, <16 x i64> poison, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i64> %189, ptr %178, align 2
  %190 = add nuw i64 %176, 8
  %191 = icmp eq i64 %190, %167
  br i1 %191, label %192, label %175, !llvm.loop !134

192:                                              ; preds = %175
  %193 = icmp eq i64 %120, %167
  br i1 %193, label %455, label %162

194:                                              ; preds = %7
  br i1 %27, label %455, label %195

195:                                              ; preds = %194
  %196 = zext nneg i16 %5 to i32
  %197 = icmp eq i32 %6, 1
  %198 = shl i32 %3, 16
  %199 = shl nuw nsw i32 %6, 24
  %200 = add i32 %199, %198
  %201 = sub i64 %13, %12
  %202 = icmp ult i64 %201, 8
  br i1 %202, label %241, label %203

203:                                              ; preds = %195
  %204 = sub i64 %15, %14
  %205 = shl i64 %204, 3
  %206 = getelementptr i8, ptr %0, i64 %205
  %207 = icmp ult ptr %0, %2
  %208 = icmp ugt ptr %206, %1
  %209 = and i1 %207, %208
  br i1 %209, label %241, label %210

210:                                              ; preds = %203
  %211 = icmp ult i64 %201, 16
  br i1 %211, label %244, label %212

212:                                              ; preds = %210
  %213 = and i64 %201, -16
  %214 = insertelement <16 x i32> poison, i32 %196, i64 0
  %215 = shufflevector <16 x i32> %214, <16 x i32> poison, <16 x i32> zeroinitializer
  %216 = insertelement <16 x i32> poison, i32 %200, i64 0
  %217 = shufflevector <16 x i32> %216, <16 x i32> poison, <32 x i32> zeroinitializer
  br label %218

218:                                              ; preds = %218, %212
  %219 = phi i64 [ 0, %212 ], [ %231, %218 ]
  %220 = shl i64 %219, 3
  %221 = getelementptr i8, ptr %0, i64 %220
  %222 = getelementptr i8, ptr %1, i64 %219
  %223 = load <16 x i8>, ptr %222, align 1, !tbaa !69, !alias.scope !135
  %224 = zext <16 x i8> %223 to <16 x i32>
  %225 = shl nuw nsw <16 x i32> %224, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %226 = add nuw nsw <16 x i32> %225, %215
  %227 = select i1 %197, <16 x i32> %224, <16 x i32> %226
  %228 = shufflevector <16 x i32> %227, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %229 = add <32 x i32> %217, %228
  %230 = shufflevector <32 x i32> %229, <32 x i32> poison, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %230, ptr %221, align 2
  %231 = add nuw i64 %219, 16
  %232 = icmp eq i64 %231, %213
  br i1 %232, label %233, label %218, !llvm.loop !138

233:                                              ; preds = %218
  %234 = icmp eq i64 %201, %213
  br i1 %234, label %455, label %235

235:                                              ; preds = %233
  %236 = getelementptr i8, ptr %1, i64 %213
  %237 = shl i64 %213, 3
  %238 = getelementptr i8, ptr %0, i64 %237
  %239 = and i64 %201, 8
  %240 = icmp eq i64 %239, 0
  br i1 %240, label %241, label %244

241:                                              ; preds = %269, %203, %195, %235
  %242 = phi ptr [ %0, %195 ], [ %0, %203 ], [ %238, %235 ], [ %248, %269 ]
  %243 = phi ptr [ %1, %195 ], [ %1, %203 ], [ %236, %235 ], [ %249, %269 ]
  br label %372

244:                                              ; preds = %210, %235
  %245 = phi i64 [ %213, %235 ], [ 0, %210 ]
  %246 = and i64 %201, -8
  %247 = shl i64 %246, 3
  %248 = getelementptr i8, ptr %0, i64 %247
  %249 = getelementptr i8, ptr %1, i64 %246
  %250 = insertelement <8 x i32> poison, i32 %196, i64 0
  %251 = shufflevector <8 x i32> %250, <8 x i32> poison, <8 x i32> zeroinitializer
  %252 = insertelement <8 x i32> poison, i32 %200, i64 0
  %253 = shufflevector <8 x i32> %252, <8 x i32> poison, <16 x i32> zeroinitializer
  br label %254

254:                                              ; preds = %254, %244
  %255 = phi i64 [ %245, %244 ], [ %267, %254 ]
  %256 = shl i64 %255, 3
  %257 = getelementptr i8, ptr %0, i64 %256
  %258 = getelementptr i8, ptr %1, i64 %255
  %259 = load <8 x i8>, ptr %258, align 1, !tbaa !69, !alias.scope !139
  %260 = zext <8 x i8> %259 to <8 x i32>
  %261 = shl nuw nsw <8 x i32> %260, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %262 = add nuw nsw <8 x i32> %261, %251
  %263 = select i1 %197, <8 x i32> %260, <8 x i32> %262
  %264 = shufflevector <8 x i32> %263, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %265 = add <16 x i32> %253, %264
  %266 = shufflevector <16 x i32> %265, <16 x i32> poison, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i32> %266, ptr %257, align 2
  %267 = add nuw i64 %255, 8
  %268 = icmp eq i64 %267, %246
  br i1 %268, label %269, label %254, !llvm.loop !142

269:                                              ; preds = %254
  %270 = icmp eq i64 %201, %246
  br i1 %270, label %455, label %241

271:                                              ; preds = %7
  br i1 %27, label %455, label %272

272:                                              ; preds = %271
  %273 = zext nneg i16 %5 to i32
  %274 = icmp eq i32 %6, 1
  %275 = shl i32 %3, 16
  %276 = shl nuw nsw i32 %6, 24
  %277 = add i32 %276, %275
  %278 = sub i64 %9, %8
  %279 = icmp ult i64 %278, 8
  br i1 %279, label %316, label %280

280:                                              ; preds = %272
  %281 = sub i64 %11, %10
  %282 = shl i64 %281, 2
  %283 = getelementptr i8, ptr %0, i64 %282
  %284 = icmp ult ptr %0, %2
  %285 = icmp ugt ptr %283, %1
  %286 = and i1 %284, %285
  br i1 %286, label %316, label %287

287:                                              ; preds = %280
  %288 = icmp ult i64 %278, 16
  br i1 %288, label %319, label %289

289:                                              ; preds = %287
  %290 = and i64 %278, -16
  %291 = insertelement <16 x i32> poison, i32 %273, i64 0
  %292 = shufflevector <16 x i32> %291, <16 x i32> poison, <16 x i32> zeroinitializer
  %293 = insertelement <16 x i32> poison, i32 %277, i64 0
  %294 = shufflevector <16 x i32> %293, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %295

295:                                              ; preds = %295, %289
  %296 = phi i64 [ 0, %289 ], [ %306, %295 ]
  %297 = shl i64 %296, 2
  %298 = getelementptr i8, ptr %0, i64 %297
  %299 = getelementptr i8, ptr %1, i64 %296
  %300 = load <16 x i8>, ptr %299, align 1, !tbaa !69, !alias.scope !143
  %301 = zext <16 x i8> %300 to <16 x i32>
  %302 = shl nuw nsw <16 x i32> %301, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %303 = add nuw nsw <16 x i32> %302, %292
  %304 = select i1 %274, <16 x i32> %301, <16 x i32> %303
  %305 = add <16 x i32> %294, %304
  store <16 x i32> %305, ptr %298, align 2, !alias.scope !146, !noalias !143
  %306 = add nuw i64 %296, 16
  %307 = icmp eq i64 %306, %290
  br i1 %307, label %308, label %295, !llvm.loop !148

308:                                              ; preds = %295
  %309 = icmp eq i64 %278, %290
  br i1 %309, label %455, label %310

310:                                              ; preds = %308
  %311 = getelementptr i8, ptr %1, i64 %290
  %312 = shl i64 %290, 2
  %313 = getelementptr i8, ptr %0, i64 %312
  %314 = and i64 %278, 8
  %315 = icmp eq i64 %314, 0
  br i1 %315, label %316, label %319

316:                                              ; preds = %342, %280, %272, %310
  %317 = phi ptr [ %0, %272 ], [ %0, %280 ], [ %313, %310 ], [ %323, %342 ]
  %318 = phi ptr [ %1, %272 ], [ %1, %280 ], [ %311, %310 ], [ %324, %342 ]
  br label %360

319:                                              ; preds = %287, %310
  %320 = phi i64 [ %290, %310 ], [ 0, %287 ]
  %321 = and i64 %278, -8
  %322 = shl i64 %321, 2
  %323 = getelementptr i8, ptr %0, i64 %322
  %324 = getelementptr i8, ptr %1, i64 %321
  %325 = insertelement <8 x i32> poison, i32 %273, i64 0
  %326 = shufflevector <8 x i32> %325, <8 x i32> poison, <8 x i32> zeroinitializer
  %327 = insertelement <8 x i32> poison, i32 %277, i64 0
  %328 = shufflevector <8 x i32> %327, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %329

329:                                              ; preds = %329, %319
  %330 = phi i64 [ %320, %319 ], [ %340, %329 ]
  %331 = shl i64 %330, 2
  %332 = getelementptr i8, ptr %0, i64 %331
  %333 = getelementptr i8, ptr %1, i64 %330
  %334 = load <8 x i8>, ptr %333, align 1, !tbaa !69, !alias.scope !149
  %335 = zext <8 x i8> %334 to <8 x i32>
  %336 = shl nuw nsw <8 x i32> %335, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %337 = add nuw nsw <8 x i32> %336, %326
  %338 = select i1 %274, <8 x i32> %335, <8 x i32> %337
  %339 = add <8 x i32> %328, %338
  store <8 x i32> %339, ptr %332, align 2, !alias.scope !152, !noalias !149
  %340 = add nuw i64 %330, 8
  %341 = icmp eq i64 %340, %321
  br i1 %341, label %342, label %329, !llvm.loop !154

342:                                              ; preds = %329
  %343 = icmp eq i64 %278, %321
  br i1 %343, label %455, label %316

344:                                              ; preds = %7
  br i1 %27, label %455, label %345

345:                                              ; preds = %344
  %346 = zext nneg i16 %5 to i32
  %347 = icmp eq i32 %6, 1
  %348 = shl i32 %3, 16
  %349 = shl nuw nsw i32 %6, 24
  %350 = add i32 %349, %348
  %351 = zext i32 %26 to i64
  %352 = shl nuw nsw i64 %351, 2
  %353 = add nsw i64 %352, -32
  %354 = lshr i64 %353, 5
  %355 = add nuw nsw i64 %354, 1
  %356 = icmp ult i64 %353, 96
  %357 = and i64 %355, 1152921504606846972
  %358 = shl i64 %357, 5
  %359 = icmp eq i64 %355, %357
  br label %417

360:                                              ; preds = %316, %360
  %361 = phi ptr [ %369, %360 ], [ %317, %316 ]
  %362 = phi ptr [ %370, %360 ], [ %318, %316 ]
  %363 = load i8, ptr %362, align 1, !tbaa !69
  %364 = zext i8 %363 to i32
  %365 = shl nuw nsw i32 %364, 8
  %366 = add nuw nsw i32 %365, %273
  %367 = select i1 %274, i32 %364, i32 %366
  %368 = add i32 %277, %367
  %369 = getelementptr inbounds i8, ptr %361, i64 4
  store i32 %368, ptr %361, align 2
  %370 = getelementptr inbounds i8, ptr %362, i64 1
  %371 = icmp eq ptr %370, %2
  br i1 %371, label %455, label %360, !llvm.loop !155

372:                                              ; preds = %241, %372
  %373 = phi ptr [ %382, %372 ], [ %242, %241 ]
  %374 = phi ptr [ %383, %372 ], [ %243, %241 ]
  %375 = load i8, ptr %374, align 1, !tbaa !69
  %376 = zext i8 %375 to i32
  %377 = shl nuw nsw i32 %376, 8
  %378 = add nuw nsw i32 %377, %196
  %379 = select i1 %197, i32 %376, i32 %378
  %380 = add i32 %200, %379
  store i32 %380, ptr %373, align 2
  %381 = getelementptr inbounds i8, ptr %373, i64 4
  store i32 %380, ptr %381, align 2
  %382 = getelementptr inbounds i8, ptr %373, i64 8
  %383 = getelementptr inbounds i8, ptr %374, i64 1
  %384 = icmp eq ptr %383, %2
  br i1 %384, label %455, label %372, !llvm.loop !156

385:                                              ; preds = %162, %385
  %386 = phi ptr [ %397, %385 ], [ %163, %162 ]
  %387 = phi ptr [ %398, %385 ], [ %164, %162 ]
  %388 = load i8, ptr %387, align 1, !tbaa !69
  %389 = zext i8 %388 to i32
  %390 = shl nuw nsw i32 %389, 8
  %391 = add nuw nsw i32 %390, %115
  %392 = select i1 %116, i32 %389, i32 %391
  %393 = add i32 %119, %392
  %394 = zext i32 %393 to i64
  %395 = mul nuw i64 %394, 4294967297
  store i64 %395, ptr %386, align 2
  %396 = getelementptr inbounds i8, ptr %386, i64 8
  store i64 %395, ptr %396, align 2
  %397 = getelementptr inbounds i8, ptr %386, i64 16
  %398 = getelementptr inbounds i8, ptr %387, i64 1
  %399 = icmp eq ptr %398, %2
  br i1 %399, label %455, label %385, !llvm.loop !157

400:                                              ; preds = %79, %400
  %401 = phi ptr [ %414, %400 ], [ %80, %79 ]
  %402 = phi ptr [ %415, %400 ], [ %81, %79 ]
  %403 = load i8, ptr %402, align 1, !tbaa !69
  %404 = zext i8 %403 to i32
  %405 = shl nuw nsw i32 %404, 8
  %406 = add nuw nsw i32 %405, %30
  %407 = select i1 %31, i32 %404, i32 %406
  %408 = add i32 %34, %407
  %409 = zext i32 %408 to i64
  %410 = mul nuw i64 %409, 4294967297
  store i64 %410, ptr %401, align 2
  %411 = getelementptr inbounds i8, ptr %401, i64 8
  store i64 %410, ptr %411, align 2
  %412 = getelementptr inbounds i8, ptr %401, i64 16
  store i64 %410, ptr %412, align 2
  %413 = getelementptr inbounds i8, ptr %401, i64 24
  store i64 %410, ptr %413, align 2
  %414 = getelementptr inbounds i8, ptr %401, i64 32
  %415 = getelementptr inbounds i8, ptr %402, i64 1
  %416 = icmp eq ptr %415, %2
  br i1 %416, label %455, label %400, !llvm.loop !158

417:                                              ; preds = %451, %345
  %418 = phi ptr [ %0, %345 ], [ %452, %451 ]
  %419 = phi ptr [ %1, %345 ], [ %453, %451 ]
  %420 = load i8, ptr %419, align 1, !tbaa !69
  %421 = zext i8 %420 to i32
  %422 = shl nuw nsw i32 %421, 8
  %423 = add nuw nsw i32 %422, %346
  %424 = select i1 %347, i32 %421, i32 %423
  %425 = add i32 %350, %424
  %426 = zext i32 %425 to i64
  %427 = mul nuw i64 %426, 4294967297
  %428 = getelementptr inbounds %struct.HUF_DEltX2, ptr %418, i64 %351
  br i1 %356, label %442, label %429

429:                                              ; preds = %417
  %430 = getelementptr i8, ptr %418, i64 %358
  %431 = insertelement <2 x i64> poison, i64 %427, i64 0
  %432 = shufflevector <2 x i64> %431, <2 x i64> poison, <8 x i32> zeroinitializer
  br label %433

433:                                              ; preds = %433, %429
  %434 = phi i64 [ 0, %429 ], [ %439, %433 ]
  %435 = shl i64 %434, 5
  %436 = or disjoint i64 %435, 64
  %437 = getelementptr i8, ptr %418, i64 %435
  %438 = getelementptr i8, ptr %418, i64 %436
  store <8 x i64> %432, ptr %437, align 2
  store <8 x i64> %432, ptr %438, align 2
  %439 = add nuw i64 %434, 4
  %440 = icmp eq i64 %439, %357
  br i1 %440, label %441, label %433, !llvm.loop !159

441:                                              ; preds = %433
  br i1 %359, label %451, label %442

442:                                              ; preds = %441, %417
  %443 = phi ptr [ %418, %417 ], [ %430, %441 ]
  br label %444

444:                                              ; preds = %442, %444
  %445 = phi ptr [ %449, %444 ], [ %443, %442 ]
  store i64 %427, ptr %445, align 2
  %446 = getelementptr inbounds i8, ptr %445, i64 8
  store i64 %427, ptr %446, align 2
  %447 = getelementptr inbounds i8, ptr %445, i64 16
  store i64 %427, ptr %447, align 2
  %448 = getelementptr inbounds i8, ptr %445, i64 24
  store i64 %427, ptr %448, align 2
  %449 = getelementptr inbounds i8, ptr %445, i64 32
  %450 = icmp eq ptr %449, %428
  br i1 %450, label %451, label %444, !llvm.loop !160

451:                                              ; preds = %444, %441
  %452 = phi ptr [ %430, %441 ], [ %449, %444 ]
  %453 = getelementptr inbounds i8, ptr %419, i64 1
  %454 = icmp eq ptr %453, %2
  br i1 %454, label %455, label %417, !llvm.loop !161

455:                                              ; preds = %400, %385, %372, %360, %451, %71, %111, %154, %192, %233, %269, %308, %342, %28, %113, %194, %271, %344
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i64 1, 0) i64 @BIT_initDStream(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #8 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  br label %87

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %1, ptr %7, align 8, !tbaa !115
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !110
  %10 = icmp ugt i64 %2, 7
  br i1 %10, label %11, label %27

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %13, ptr %14, align 8, !tbaa !112
  %15 = load i64, ptr %13, align 1, !tbaa !24
  store i64 %15, ptr %0, align 8, !tbaa !108
  %16 = getelementptr i8, ptr %12, i64 -1
  %17 = load i8, ptr %16, align 1, !tbaa !10
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %11
  %20 = zext i8 %17 to i32
  %21 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %20, i1 true)
  %22 = xor i32 %21, 31
  %23 = sub nuw nsw i32 8, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %23, ptr %24, align 8, !tbaa !111
  br label %87

25:                                               ; preds = %11
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %26, align 8, !tbaa !111
  br label %87

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %1, ptr %28, align 8, !tbaa !112
  %29 = load i8, ptr %1, align 1, !tbaa !10
  %30 = zext i8 %29 to i64
  store i64 %30, ptr %0, align 8, !tbaa !108
  switch i64 %2, label %72 [
    i64 7, label %31
    i64 6, label %37
    i64 5, label %44
    i64 4, label %51
    i64 3, label %58
    i64 2, label %65
  ]

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %1, i64 6
  %33 = load i8, ptr %32, align 1, !tbaa !10
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 48
  %36 = or disjoint i64 %35, %30
  store i64 %36, ptr %0, align 8, !tbaa !108
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi i64 [ %30, %27 ], [ %36, %31 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 5
  %40 = load i8, ptr %39, align 1, !tbaa !10
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = add nuw nsw i64 %42, %38
  store i64 %43, ptr %0, align 8, !tbaa !108
  br label %44

44:                                               ; preds = %27, %37
  %45 = phi i64 [ %30, %27 ], [ %43, %37 ]
  %46 = getelementptr inbounds i8, ptr %1, i64 4
  %47 = load i8, ptr %46, align 1, !tbaa !10
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 32
  %50 = add nuw nsw i64 %49, %45
  store i64 %50, ptr %0, align 8, !tbaa !108
  br label %51

51:                                               ; preds = %27, %44
  %52 = phi i64 [ %30, %27 ], [ %50, %44 ]
  %53 = getelementptr inbounds i8, ptr %1, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !10
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 24
  %57 = add nuw nsw i64 %56, %52
  store i64 %57, ptr %0, align 8, !tbaa !108
  br label %58

58:                                               ; preds = %27, %51
  %59 = phi i64 [ %30, %27 ], [ %57, %51 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !10
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = add nuw nsw i64 %63, %59
  store i64 %64, ptr %0, align 8, !tbaa !108
  br label %65

65:                                               ; preds = %27, %58
  %66 = phi i64 [ %30, %27 ], [ %64, %58 ]
  %67 = getelementptr inbounds i8, ptr %1, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !10
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 8
  %71 = add nuw nsw i64 %70, %66
  store i64 %71, ptr %0, align 8, !tbaa !108
  br label %72

72:                                               ; preds = %65, %27
  %73 = getelementptr i8, ptr %1, i64 %2
  %74 = getelementptr i8, ptr %73, i64 -1
  %75 = load i8, ptr %74, align 1, !tbaa !10
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %78, align 8, !tbaa !111
  br label %87

79:                                               ; preds = %72
  %80 = zext i8 %75 to i32
  %81 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %80, i1 true)
  %82 = getelementptr inbounds i8, ptr %0, i64 8
  %83 = trunc nuw i64 %2 to i32
  %84 = shl nuw nsw i32 %83, 3
  %85 = sub nsw i32 %81, %84
  %86 = add nsw i32 %85, 41
  store i32 %86, ptr %82, align 8, !tbaa !111
  br label %87

87:                                               ; preds = %79, %19, %77, %25, %5
  %88 = phi i64 [ -72, %5 ], [ -1, %25 ], [ -20, %77 ], [ %2, %19 ], [ %2, %79 ]
  ret i64 %88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc noundef i64 @HUF_DecompressFastArgs_init(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) unnamed_addr #10 {
  %7 = getelementptr inbounds i8, ptr %5, i64 4
  %8 = load i32, ptr %5, align 4
  %9 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %10 = getelementptr inbounds i8, ptr %1, i64 %9
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %122, label %12

12:                                               ; preds = %6
  %13 = icmp ult i64 %4, 10
  br i1 %13, label %122, label %14

14:                                               ; preds = %12
  %15 = and i32 %8, 16711680
  %16 = icmp eq i32 %15, 720896
  br i1 %16, label %17, label %122

17:                                               ; preds = %14
  %18 = load i16, ptr %3, align 1, !tbaa !105
  %19 = zext i16 %18 to i64
  %20 = getelementptr inbounds i8, ptr %3, i64 2
  %21 = load i16, ptr %20, align 1, !tbaa !105
  %22 = zext i16 %21 to i64
  %23 = getelementptr inbounds i8, ptr %3, i64 4
  %24 = load i16, ptr %23, align 1, !tbaa !105
  %25 = zext i16 %24 to i64
  %26 = add nuw nsw i64 %19, 6
  %27 = add nuw nsw i64 %26, %22
  %28 = add nuw nsw i64 %27, %25
  %29 = sub i64 %4, %28
  %30 = getelementptr inbounds i8, ptr %3, i64 6
  %31 = getelementptr inbounds i8, ptr %0, i64 120
  store ptr %30, ptr %31, align 8, !tbaa !107
  %32 = getelementptr inbounds i8, ptr %30, i64 %19
  %33 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %32, ptr %33, align 8, !tbaa !107
  %34 = getelementptr inbounds i8, ptr %32, i64 %22
  %35 = getelementptr inbounds i8, ptr %0, i64 136
  store ptr %34, ptr %35, align 8, !tbaa !107
  %36 = getelementptr inbounds i8, ptr %34, i64 %25
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %36, ptr %37, align 8, !tbaa !107
  %38 = icmp ult i16 %18, 8
  %39 = icmp ult i16 %21, 8
  %40 = select i1 %38, i1 true, i1 %39
  %41 = icmp ult i16 %24, 8
  %42 = select i1 %40, i1 true, i1 %41
  %43 = icmp ult i64 %29, 8
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %122, label %45

45:                                               ; preds = %17
  %46 = icmp ugt i64 %28, %4
  br i1 %46, label %122, label %47

47:                                               ; preds = %45
  %48 = getelementptr inbounds i8, ptr %32, i64 -8
  store ptr %48, ptr %0, align 8, !tbaa !107
  %49 = getelementptr inbounds i8, ptr %34, i64 -8
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %49, ptr %50, align 8, !tbaa !107
  %51 = getelementptr inbounds i8, ptr %36, i64 -8
  %52 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %51, ptr %52, align 8, !tbaa !107
  %53 = getelementptr inbounds i8, ptr %3, i64 %4
  %54 = getelementptr inbounds i8, ptr %53, i64 -8
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %54, ptr %55, align 8, !tbaa !107
  %56 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %1, ptr %56, align 8, !tbaa !107
  %57 = add i64 %2, 3
  %58 = lshr i64 %57, 2
  %59 = getelementptr inbounds i8, ptr %1, i64 %58
  %60 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %59, ptr %60, align 8, !tbaa !107
  %61 = getelementptr inbounds i8, ptr %59, i64 %58
  %62 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %61, ptr %62, align 8, !tbaa !107
  %63 = getelementptr inbounds i8, ptr %61, i64 %58
  %64 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %63, ptr %64, align 8, !tbaa !107
  %65 = icmp ult ptr %63, %10
  br i1 %65, label %66, label %122

66:                                               ; preds = %47
  %67 = getelementptr inbounds i8, ptr %32, i64 -1
  %68 = load i8, ptr %67, align 1, !tbaa !10
  %69 = icmp eq i8 %68, 0
  %70 = zext i8 %68 to i32
  %71 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %70, i1 false)
  %72 = xor i32 %71, 31
  %73 = sub nuw nsw i32 8, %72
  %74 = zext nneg i32 %73 to i64
  %75 = select i1 %69, i64 0, i64 %74
  %76 = load i64, ptr %48, align 1, !tbaa !24
  %77 = or i64 %76, 1
  %78 = shl i64 %77, %75
  %79 = getelementptr inbounds i8, ptr %0, i64 64
  store i64 %78, ptr %79, align 8, !tbaa !24
  %80 = getelementptr inbounds i8, ptr %34, i64 -1
  %81 = load i8, ptr %80, align 1, !tbaa !10
  %82 = icmp eq i8 %81, 0
  %83 = zext i8 %81 to i32
  %84 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %83, i1 false)
  %85 = xor i32 %84, 31
  %86 = sub nuw nsw i32 8, %85
  %87 = zext nneg i32 %86 to i64
  %88 = select i1 %82, i64 0, i64 %87
  %89 = load i64, ptr %49, align 1, !tbaa !24
  %90 = or i64 %89, 1
  %91 = shl i64 %90, %88
  %92 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 %91, ptr %92, align 8, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %36, i64 -1
  %94 = load i8, ptr %93, align 1, !tbaa !10
  %95 = icmp eq i8 %94, 0
  %96 = zext i8 %94 to i32
  %97 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %96, i1 false)
  %98 = xor i32 %97, 31
  %99 = sub nuw nsw i32 8, %98
  %100 = zext nneg i32 %99 to i64
  %101 = select i1 %95, i64 0, i64 %100
  %102 = load i64, ptr %51, align 1, !tbaa !24
  %103 = or i64 %102, 1
  %104 = shl i64 %103, %101
  %105 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 %104, ptr %105, align 8, !tbaa !24
  %106 = getelementptr inbounds i8, ptr %53, i64 -1
  %107 = load i8, ptr %106, align 1, !tbaa !10
  %108 = icmp eq i8 %107, 0
  %109 = zext i8 %107 to i32
  %110 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %109, i1 false)
  %111 = xor i32 %110, 31
  %112 = sub nuw nsw i32 8, %111
  %113 = zext nneg i32 %112 to i64
  %114 = select i1 %108, i64 0, i64 %113
  %115 = load i64, ptr %54, align 1, !tbaa !24
  %116 = or i64 %115, 1
  %117 = shl i64 %116, %114
  %118 = getelementptr inbounds i8, ptr %0, i64 88
  store i64 %117, ptr %118, align 8, !tbaa !24
  %119 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %3, ptr %119, align 8, !tbaa !102
  %120 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %10, ptr %120, align 8, !tbaa !103
  %121 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %7, ptr %121, align 8, !tbaa !99
  br label %122

122:                                              ; preds = %17, %47, %14, %12, %6, %45, %66
  %123 = phi i64 [ 1, %66 ], [ -20, %45 ], [ 0, %6 ], [ -20, %12 ], [ 0, %14 ], [ 0, %47 ], [ 0, %17 ]
  ret i64 %123
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !8, i64 0}
!26 = distinct !{!26, !12, !13, !14}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = distinct !{!30, !12, !13, !14}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = distinct !{!36, !12, !13, !14}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = distinct !{!42, !12, !13, !14}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = distinct !{!46, !12, !13, !14}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = distinct !{!50, !12, !13, !14}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = distinct !{!54, !12, !13, !14}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = distinct !{!58, !12, !13, !14}
!59 = distinct !{!59, !12, !13}
!60 = distinct !{!60, !12, !13}
!61 = distinct !{!61, !12, !13}
!62 = distinct !{!62, !12, !13}
!63 = distinct !{!63, !12, !13, !14}
!64 = distinct !{!64, !12, !14, !13}
!65 = distinct !{!65, !12}
!66 = distinct !{!66, !12}
!67 = distinct !{!67, !12}
!68 = distinct !{!68, !12}
!69 = !{!70, !8, i64 0}
!70 = !{!"", !8, i64 0}
!71 = distinct !{!71, !12}
!72 = distinct !{!72, !12}
!73 = distinct !{!73, !12, !13, !14}
!74 = distinct !{!74, !12, !13}
!75 = distinct !{!75, !12}
!76 = distinct !{!76, !12, !13, !14}
!77 = distinct !{!77, !12, !14, !13}
!78 = distinct !{!78, !12}
!79 = distinct !{!79, !12}
!80 = distinct !{!80, !12}
!81 = !{!82, !8, i64 2}
!82 = !{!"", !83, i64 0, !8, i64 2, !8, i64 3}
!83 = !{!"short", !8, i64 0}
!84 = !{!82, !8, i64 3}
!85 = !{!"branch_weights", i32 127, i32 255873}
!86 = distinct !{!86, !12}
!87 = distinct !{!87, !12}
!88 = !{!"branch_weights", i32 1, i32 127}
!89 = distinct !{!89, !12}
!90 = distinct !{!90, !12}
!91 = !{!92, !7, i64 0}
!92 = !{!"", !7, i64 0, !7, i64 4}
!93 = !{!92, !7, i64 4}
!94 = !{!95, !8, i64 1}
!95 = !{!"", !8, i64 0, !8, i64 1}
!96 = !{!95, !8, i64 0}
!97 = distinct !{!97, !12}
!98 = distinct !{!98, !12}
!99 = !{!100, !101, i64 96}
!100 = !{!"", !8, i64 0, !8, i64 32, !8, i64 64, !101, i64 96, !101, i64 104, !101, i64 112, !8, i64 120}
!101 = !{!"any pointer", !8, i64 0}
!102 = !{!100, !101, i64 104}
!103 = !{!100, !101, i64 112}
!104 = distinct !{!104, !12}
!105 = !{!83, !83, i64 0}
!106 = distinct !{!106, !12}
!107 = !{!101, !101, i64 0}
!108 = !{!109, !25, i64 0}
!109 = !{!"", !25, i64 0, !7, i64 8, !101, i64 16, !101, i64 24, !101, i64 32}
!110 = !{!109, !101, i64 32}
!111 = !{!109, !7, i64 8}
!112 = !{!109, !101, i64 16}
!113 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!114 = distinct !{!114, !12}
!115 = !{!109, !101, i64 24}
!116 = distinct !{!116, !12}
!117 = distinct !{!117, !12}
!118 = distinct !{!118, !12}
!119 = !{!120}
!120 = distinct !{!120, !121}
!121 = distinct !{!121, !"LVerDomain"}
!122 = distinct !{!122, !12, !13, !14}
!123 = !{!124}
!124 = distinct !{!124, !125}
!125 = distinct !{!125, !"LVerDomain"}
!126 = distinct !{!126, !12, !13, !14}
!127 = !{!128}
!128 = distinct !{!128, !129}
!129 = distinct !{!129, !"LVerDomain"}
!130 = distinct !{!130, !12, !13, !14}
!131 = !{!132}
!132 = distinct !{!132, !133}
!133 = distinct !{!133, !"LVerDomain"}
!134 = distinct !{!134, !12, !13, !14}
!135 = !{!136}
!136 = distinct !{!136, !137}
!137 = distinct !{!137, !"LVerDomain"}
!138 = distinct !{!138, !12, !13, !14}
!139 = !{!140}
!140 = distinct !{!140, !141}
!141 = distinct !{!141, !"LVerDomain"}
!142 = distinct !{!142, !12, !13, !14}
!143 = !{!144}
!144 = distinct !{!144, !145}
!145 = distinct !{!145, !"LVerDomain"}
!146 = !{!147}
!147 = distinct !{!147, !145}
!148 = distinct !{!148, !12, !13, !14}
!149 = !{!150}
!150 = distinct !{!150, !151}
!151 = distinct !{!151, !"LVerDomain"}
!152 = !{!153}
!153 = distinct !{!153, !151}
!154 = distinct !{!154, !12, !13, !14}
!155 = distinct !{!155, !12, !13}
!156 = distinct !{!156, !12, !13}
!157 = distinct !{!157, !12, !13}
!158 = distinct !{!158, !12, !13}
!159 = distinct !{!159, !12, !13, !14}
!160 = distinct !{!160, !12, !14, !13}
!161 = distinct !{!161, !12}
