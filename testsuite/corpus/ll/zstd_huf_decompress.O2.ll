; ModuleID = 'src/zstd/lib/decompress/huf_decompress.c'
source_filename = "src/zstd/lib/decompress/huf_decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.algo_time_t = type { i32, i32 }
%struct.HUF_DEltX1 = type { i8, i8 }
%struct.sortedSymbol_t = type { i8 }
%struct.HUF_DEltX2 = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.HUF_DecompressFastArgs = type { [4 x ptr], [4 x ptr], [4 x i64], ptr, ptr, ptr, [4 x ptr] }

@algoTime = internal unnamed_addr constant [16 x [2 x %struct.algo_time_t]] [[2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 150, i32 216 }, %struct.algo_time_t { i32 381, i32 119 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 170, i32 205 }, %struct.algo_time_t { i32 514, i32 112 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 177, i32 199 }, %struct.algo_time_t { i32 539, i32 110 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 197, i32 194 }, %struct.algo_time_t { i32 644, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 221, i32 192 }, %struct.algo_time_t { i32 735, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 256, i32 189 }, %struct.algo_time_t { i32 881, i32 106 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 359, i32 188 }, %struct.algo_time_t { i32 1167, i32 109 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 582, i32 187 }, %struct.algo_time_t { i32 1570, i32 114 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 688, i32 187 }, %struct.algo_time_t { i32 1712, i32 122 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 825, i32 186 }, %struct.algo_time_t { i32 1965, i32 136 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 976, i32 185 }, %struct.algo_time_t { i32 2131, i32 150 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1180, i32 186 }, %struct.algo_time_t { i32 2070, i32 175 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1377, i32 185 }, %struct.algo_time_t { i32 1731, i32 202 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1412, i32 185 }, %struct.algo_time_t { i32 1695, i32 202 }]], align 16
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readDTableX1_wksp(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14
  store i32 0, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #14
  store i32 0, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = icmp ult i64 %4, 1492
  br i1 %10, label %592, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %3, i64 1236
  %13 = getelementptr inbounds i8, ptr %3, i64 104
  %14 = call i64 @HUF_readStats_wksp(ptr noundef nonnull %12, i64 noundef 256, ptr noundef %3, ptr noundef nonnull %8, ptr noundef nonnull %7, ptr noundef %1, i64 noundef %2, ptr noundef nonnull %13, i64 noundef 876, i32 noundef %5) #14
  %15 = icmp ult i64 %14, -119
  br i1 %15, label %16, label %592

16:                                               ; preds = %11
  %17 = load i32, ptr %0, align 4
  %18 = and i32 %17, 255
  %19 = add nuw nsw i32 %18, 1
  %20 = call i32 @llvm.umin.i32(i32 %19, i32 11)
  %21 = load i32, ptr %8, align 4, !tbaa !5
  %22 = load i32, ptr %7, align 4, !tbaa !5
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
  %43 = load <16 x i8>, ptr %41, align 1, !tbaa !9
  %44 = load <16 x i8>, ptr %42, align 1, !tbaa !9
  %45 = icmp eq <16 x i8> %43, zeroinitializer
  %46 = icmp eq <16 x i8> %44, zeroinitializer
  %47 = select <16 x i1> %45, <16 x i8> zeroinitializer, <16 x i8> %38
  %48 = select <16 x i1> %46, <16 x i8> zeroinitializer, <16 x i8> %38
  %49 = add <16 x i8> %47, %43
  %50 = add <16 x i8> %48, %44
  store <16 x i8> %49, ptr %41, align 1, !tbaa !9
  store <16 x i8> %50, ptr %42, align 1, !tbaa !9
  %51 = add nuw i64 %40, 32
  %52 = icmp eq i64 %51, %36
  br i1 %52, label %53, label %39, !llvm.loop !10

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
  %68 = load <8 x i8>, ptr %67, align 1, !tbaa !9
  %69 = icmp eq <8 x i8> %68, zeroinitializer
  %70 = select <8 x i1> %69, <8 x i8> zeroinitializer, <8 x i8> %64
  %71 = add <8 x i8> %70, %68
  store <8 x i8> %71, ptr %67, align 1, !tbaa !9
  %72 = add nuw i64 %66, 8
  %73 = icmp eq i64 %72, %62
  br i1 %73, label %74, label %65, !llvm.loop !14

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
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = icmp eq i8 %83, 0
  %85 = select i1 %84, i8 0, i8 %30
  %86 = add i8 %85, %83
  store i8 %86, ptr %82, align 1, !tbaa !9
  %87 = add nuw nsw i64 %81, 1
  %88 = icmp eq i64 %87, %31
  br i1 %88, label %76, label %80, !llvm.loop !15

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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %97, i8 0, i64 %98, i1 false), !tbaa !5
  br label %112

99:                                               ; preds = %99, %78
  %100 = phi i64 [ %79, %78 ], [ %107, %99 ]
  %101 = trunc nuw i64 %100 to i32
  %102 = sub nsw i32 %101, %27
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %3, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = getelementptr inbounds i32, ptr %3, i64 %100
  store i32 %105, ptr %106, align 4, !tbaa !5
  %107 = add nsw i64 %100, -1
  %108 = trunc i64 %107 to i32
  %109 = icmp ult i32 %27, %108
  br i1 %109, label %99, label %89, !llvm.loop !16

110:                                              ; preds = %16
  %111 = icmp ugt i32 %22, %19
  br i1 %111, label %592, label %112

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
  %125 = and i64 %124, 3
  %126 = icmp ult i32 %113, 3
  br i1 %126, label %129, label %127

127:                                              ; preds = %112
  %128 = and i64 %124, 4294967292
  br label %150

129:                                              ; preds = %150, %112
  %130 = phi i64 [ 0, %112 ], [ %173, %150 ]
  %131 = phi i32 [ 0, %112 ], [ %171, %150 ]
  %132 = icmp eq i64 %125, 0
  br i1 %132, label %144, label %133

133:                                              ; preds = %129, %133
  %134 = phi i64 [ %141, %133 ], [ %130, %129 ]
  %135 = phi i32 [ %139, %133 ], [ %131, %129 ]
  %136 = phi i64 [ %142, %133 ], [ 0, %129 ]
  %137 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %134
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %138, %135
  %140 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %134
  store i32 %135, ptr %140, align 4, !tbaa !5
  %141 = add nuw nsw i64 %134, 1
  %142 = add i64 %136, 1
  %143 = icmp eq i64 %142, %125
  br i1 %143, label %144, label %133, !llvm.loop !17

144:                                              ; preds = %133, %129
  %145 = icmp sgt i32 %21, 3
  br i1 %145, label %146, label %221

146:                                              ; preds = %144
  %147 = getelementptr inbounds i8, ptr %3, i64 980
  %148 = getelementptr inbounds i8, ptr %3, i64 52
  %149 = zext nneg i32 %121 to i64
  br label %176

150:                                              ; preds = %150, %127
  %151 = phi i64 [ 0, %127 ], [ %173, %150 ]
  %152 = phi i32 [ 0, %127 ], [ %171, %150 ]
  %153 = phi i64 [ 0, %127 ], [ %174, %150 ]
  %154 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %151
  %155 = load i32, ptr %154, align 4, !tbaa !5
  %156 = add i32 %155, %152
  %157 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %151
  store i32 %152, ptr %157, align 4, !tbaa !5
  %158 = or disjoint i64 %151, 1
  %159 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = add i32 %160, %156
  %162 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %158
  store i32 %156, ptr %162, align 4, !tbaa !5
  %163 = or disjoint i64 %151, 2
  %164 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = add i32 %165, %161
  %167 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %163
  store i32 %161, ptr %167, align 4, !tbaa !5
  %168 = or disjoint i64 %151, 3
  %169 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = add i32 %170, %166
  %172 = getelementptr inbounds [13 x i32], ptr %122, i64 0, i64 %168
  store i32 %166, ptr %172, align 4, !tbaa !5
  %173 = add nuw nsw i64 %151, 4
  %174 = add i64 %153, 4
  %175 = icmp eq i64 %174, %128
  br i1 %175, label %129, label %150, !llvm.loop !19

176:                                              ; preds = %146, %176
  %177 = phi i64 [ 0, %146 ], [ %217, %176 ]
  %178 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %177
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = zext i8 %179 to i64
  %181 = trunc i64 %177 to i8
  %182 = getelementptr inbounds [13 x i32], ptr %148, i64 0, i64 %180
  %183 = load i32, ptr %182, align 4, !tbaa !5
  %184 = add i32 %183, 1
  store i32 %184, ptr %182, align 4, !tbaa !5
  %185 = zext i32 %183 to i64
  %186 = getelementptr inbounds [256 x i8], ptr %147, i64 0, i64 %185
  store i8 %181, ptr %186, align 1, !tbaa !9
  %187 = or disjoint i64 %177, 1
  %188 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !9
  %190 = zext i8 %189 to i64
  %191 = trunc i64 %187 to i8
  %192 = getelementptr inbounds [13 x i32], ptr %148, i64 0, i64 %190
  %193 = load i32, ptr %192, align 4, !tbaa !5
  %194 = add i32 %193, 1
  store i32 %194, ptr %192, align 4, !tbaa !5
  %195 = zext i32 %193 to i64
  %196 = getelementptr inbounds [256 x i8], ptr %147, i64 0, i64 %195
  store i8 %191, ptr %196, align 1, !tbaa !9
  %197 = or disjoint i64 %177, 2
  %198 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = zext i8 %199 to i64
  %201 = trunc i64 %197 to i8
  %202 = getelementptr inbounds [13 x i32], ptr %148, i64 0, i64 %200
  %203 = load i32, ptr %202, align 4, !tbaa !5
  %204 = add i32 %203, 1
  store i32 %204, ptr %202, align 4, !tbaa !5
  %205 = zext i32 %203 to i64
  %206 = getelementptr inbounds [256 x i8], ptr %147, i64 0, i64 %205
  store i8 %201, ptr %206, align 1, !tbaa !9
  %207 = or disjoint i64 %177, 3
  %208 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !9
  %210 = zext i8 %209 to i64
  %211 = trunc i64 %207 to i8
  %212 = getelementptr inbounds [13 x i32], ptr %148, i64 0, i64 %210
  %213 = load i32, ptr %212, align 4, !tbaa !5
  %214 = add i32 %213, 1
  store i32 %214, ptr %212, align 4, !tbaa !5
  %215 = zext i32 %213 to i64
  %216 = getelementptr inbounds [256 x i8], ptr %147, i64 0, i64 %215
  store i8 %211, ptr %216, align 1, !tbaa !9
  %217 = add nuw nsw i64 %177, 4
  %218 = icmp ult i64 %217, %149
  br i1 %218, label %176, label %219, !llvm.loop !20

219:                                              ; preds = %176
  %220 = trunc nuw nsw i64 %217 to i32
  br label %221

221:                                              ; preds = %219, %144
  %222 = phi i32 [ 0, %144 ], [ %220, %219 ]
  %223 = icmp slt i32 %222, %21
  br i1 %223, label %224, label %270

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %3, i64 980
  %226 = getelementptr inbounds i8, ptr %3, i64 52
  %227 = zext i32 %222 to i64
  %228 = zext i32 %21 to i64
  %229 = sub nsw i64 %228, %227
  %230 = and i64 %229, 1
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %243, label %232

232:                                              ; preds = %224
  %233 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %227
  %234 = load i8, ptr %233, align 1, !tbaa !9
  %235 = zext i8 %234 to i64
  %236 = trunc i32 %222 to i8
  %237 = getelementptr inbounds [13 x i32], ptr %226, i64 0, i64 %235
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = add i32 %238, 1
  store i32 %239, ptr %237, align 4, !tbaa !5
  %240 = zext i32 %238 to i64
  %241 = getelementptr inbounds [256 x i8], ptr %225, i64 0, i64 %240
  store i8 %236, ptr %241, align 1, !tbaa !9
  %242 = add nuw nsw i64 %227, 1
  br label %243

243:                                              ; preds = %232, %224
  %244 = phi i64 [ %227, %224 ], [ %242, %232 ]
  %245 = add nsw i64 %228, -1
  %246 = icmp eq i64 %245, %227
  br i1 %246, label %270, label %247

247:                                              ; preds = %243, %247
  %248 = phi i64 [ %268, %247 ], [ %244, %243 ]
  %249 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !9
  %251 = zext i8 %250 to i64
  %252 = trunc i64 %248 to i8
  %253 = getelementptr inbounds [13 x i32], ptr %226, i64 0, i64 %251
  %254 = load i32, ptr %253, align 4, !tbaa !5
  %255 = add i32 %254, 1
  store i32 %255, ptr %253, align 4, !tbaa !5
  %256 = zext i32 %254 to i64
  %257 = getelementptr inbounds [256 x i8], ptr %225, i64 0, i64 %256
  store i8 %252, ptr %257, align 1, !tbaa !9
  %258 = add nuw nsw i64 %248, 1
  %259 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %258
  %260 = load i8, ptr %259, align 1, !tbaa !9
  %261 = zext i8 %260 to i64
  %262 = trunc i64 %258 to i8
  %263 = getelementptr inbounds [13 x i32], ptr %226, i64 0, i64 %261
  %264 = load i32, ptr %263, align 4, !tbaa !5
  %265 = add i32 %264, 1
  store i32 %265, ptr %263, align 4, !tbaa !5
  %266 = zext i32 %264 to i64
  %267 = getelementptr inbounds [256 x i8], ptr %225, i64 0, i64 %266
  store i8 %262, ptr %267, align 1, !tbaa !9
  %268 = add nuw nsw i64 %248, 2
  %269 = icmp eq i64 %268, %228
  br i1 %269, label %270, label %247, !llvm.loop !21

270:                                              ; preds = %243, %247, %221
  %271 = add i32 %113, 1
  %272 = icmp ugt i32 %271, 1
  br i1 %272, label %273, label %592

273:                                              ; preds = %270
  %274 = load i32, ptr %3, align 4, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %3, i64 980
  %276 = zext i32 %271 to i64
  %277 = getelementptr i8, ptr %0, i64 4
  %278 = getelementptr i8, ptr %0, i64 4
  %279 = getelementptr i8, ptr %3, i64 980
  %280 = getelementptr i8, ptr %3, i64 980
  %281 = getelementptr i8, ptr %9, i64 8
  %282 = getelementptr i8, ptr %9, i64 16
  br label %283

283:                                              ; preds = %273, %586
  %284 = phi i64 [ 1, %273 ], [ %590, %586 ]
  %285 = phi i32 [ %274, %273 ], [ %587, %586 ]
  %286 = phi i32 [ 0, %273 ], [ %589, %586 ]
  %287 = getelementptr inbounds [13 x i32], ptr %3, i64 0, i64 %284
  %288 = load i32, ptr %287, align 4, !tbaa !5
  %289 = trunc nuw i64 %284 to i32
  %290 = shl nuw i32 1, %289
  %291 = ashr exact i32 %290, 1
  %292 = sub i32 %271, %289
  %293 = trunc i32 %292 to i8
  %294 = icmp sgt i32 %288, 0
  switch i32 %291, label %383 [
    i32 1, label %326
    i32 2, label %317
    i32 4, label %306
    i32 8, label %295
  ]

295:                                              ; preds = %283
  br i1 %294, label %296, label %586

296:                                              ; preds = %295
  %297 = and i32 %292, 255
  %298 = zext nneg i32 %297 to i64
  %299 = sext i32 %285 to i64
  %300 = sext i32 %286 to i64
  %301 = zext nneg i32 %288 to i64
  %302 = and i64 %301, 1
  %303 = icmp eq i32 %288, 1
  br i1 %303, label %572, label %304

304:                                              ; preds = %296
  %305 = and i64 %301, 2147483646
  br label %466

306:                                              ; preds = %283
  br i1 %294, label %307, label %586

307:                                              ; preds = %306
  %308 = and i32 %292, 255
  %309 = zext nneg i32 %308 to i64
  %310 = sext i32 %285 to i64
  %311 = sext i32 %286 to i64
  %312 = zext nneg i32 %288 to i64
  %313 = and i64 %312, 1
  %314 = icmp eq i32 %288, 1
  br i1 %314, label %559, label %315

315:                                              ; preds = %307
  %316 = and i64 %312, 2147483646
  br label %441

317:                                              ; preds = %283
  br i1 %294, label %318, label %586

318:                                              ; preds = %317
  %319 = sext i32 %285 to i64
  %320 = sext i32 %286 to i64
  %321 = zext nneg i32 %288 to i64
  %322 = and i64 %321, 1
  %323 = icmp eq i32 %288, 1
  br i1 %323, label %547, label %324

324:                                              ; preds = %318
  %325 = and i64 %321, 2147483646
  br label %417

326:                                              ; preds = %283
  br i1 %294, label %327, label %586

327:                                              ; preds = %326
  %328 = sext i32 %285 to i64
  %329 = sext i32 %286 to i64
  %330 = zext nneg i32 %288 to i64
  %331 = icmp ult i32 %288, 16
  br i1 %331, label %332, label %350

332:                                              ; preds = %381, %350, %327
  %333 = phi i64 [ %329, %350 ], [ %329, %327 ], [ %364, %381 ]
  %334 = phi i64 [ 0, %350 ], [ 0, %327 ], [ %363, %381 ]
  %335 = and i64 %330, 1
  %336 = icmp eq i64 %335, 0
  br i1 %336, label %345, label %337

337:                                              ; preds = %332
  %338 = add nsw i64 %334, %328
  %339 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %338
  %340 = load i8, ptr %339, align 1, !tbaa !9
  %341 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %333
  store i8 %293, ptr %341, align 1, !tbaa !9
  %342 = getelementptr inbounds i8, ptr %341, i64 1
  store i8 %340, ptr %342, align 1, !tbaa !9
  %343 = add nsw i64 %333, 1
  %344 = or disjoint i64 %334, 1
  br label %345

345:                                              ; preds = %337, %332
  %346 = phi i64 [ %333, %332 ], [ %343, %337 ]
  %347 = phi i64 [ %334, %332 ], [ %344, %337 ]
  %348 = add nsw i64 %330, -1
  %349 = icmp eq i64 %334, %348
  br i1 %349, label %586, label %399

350:                                              ; preds = %327
  %351 = shl nsw i64 %329, 1
  %352 = getelementptr i8, ptr %277, i64 %351
  %353 = add nsw i64 %329, %330
  %354 = shl nsw i64 %353, 1
  %355 = getelementptr i8, ptr %278, i64 %354
  %356 = getelementptr i8, ptr %279, i64 %328
  %357 = getelementptr i8, ptr %280, i64 %328
  %358 = getelementptr i8, ptr %357, i64 %330
  %359 = icmp ult ptr %352, %358
  %360 = icmp ult ptr %356, %355
  %361 = and i1 %359, %360
  br i1 %361, label %332, label %362

362:                                              ; preds = %350
  %363 = and i64 %330, 2147483632
  %364 = add nsw i64 %363, %329
  %365 = insertelement <8 x i8> poison, i8 %293, i64 0
  %366 = shufflevector <8 x i8> %365, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %367

367:                                              ; preds = %367, %362
  %368 = phi i64 [ 0, %362 ], [ %379, %367 ]
  %369 = add i64 %368, %329
  %370 = add nsw i64 %368, %328
  %371 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %370
  %372 = getelementptr inbounds i8, ptr %371, i64 8
  %373 = load <8 x i8>, ptr %371, align 1, !tbaa !9, !alias.scope !22
  %374 = load <8 x i8>, ptr %372, align 1, !tbaa !9, !alias.scope !22
  %375 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %369
  %376 = getelementptr %struct.HUF_DEltX1, ptr %282, i64 %369
  %377 = shufflevector <8 x i8> %366, <8 x i8> %373, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %377, ptr %375, align 1, !tbaa !9
  %378 = shufflevector <8 x i8> %366, <8 x i8> %374, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %378, ptr %376, align 1, !tbaa !9
  %379 = add nuw i64 %368, 16
  %380 = icmp eq i64 %379, %363
  br i1 %380, label %381, label %367, !llvm.loop !25

381:                                              ; preds = %367
  %382 = icmp eq i64 %363, %330
  br i1 %382, label %586, label %332

383:                                              ; preds = %283
  br i1 %294, label %384, label %586

384:                                              ; preds = %383
  %385 = and i32 %292, 255
  %386 = zext nneg i32 %385 to i64
  %387 = icmp sgt i32 %291, 0
  %388 = sext i32 %291 to i64
  %389 = sext i32 %285 to i64
  %390 = sext i32 %286 to i64
  %391 = zext nneg i32 %288 to i64
  %392 = add nsw i64 %388, -1
  %393 = lshr i64 %392, 4
  %394 = add nuw nsw i64 %393, 1
  %395 = and i64 %394, 3
  %396 = icmp ult i32 %291, 49
  %397 = and i64 %394, 2305843009213693948
  %398 = icmp eq i64 %395, 0
  br label %494

399:                                              ; preds = %345, %399
  %400 = phi i64 [ %414, %399 ], [ %346, %345 ]
  %401 = phi i64 [ %415, %399 ], [ %347, %345 ]
  %402 = add nsw i64 %401, %328
  %403 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %402
  %404 = load i8, ptr %403, align 1, !tbaa !9
  %405 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %400
  store i8 %293, ptr %405, align 1, !tbaa !9
  %406 = getelementptr inbounds i8, ptr %405, i64 1
  store i8 %404, ptr %406, align 1, !tbaa !9
  %407 = add nuw nsw i64 %401, 1
  %408 = add nsw i64 %407, %328
  %409 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %408
  %410 = load i8, ptr %409, align 1, !tbaa !9
  %411 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %400
  %412 = getelementptr i8, ptr %411, i64 2
  store i8 %293, ptr %412, align 1, !tbaa !9
  %413 = getelementptr i8, ptr %411, i64 3
  store i8 %410, ptr %413, align 1, !tbaa !9
  %414 = add nsw i64 %400, 2
  %415 = add nuw nsw i64 %401, 2
  %416 = icmp eq i64 %415, %330
  br i1 %416, label %586, label %399, !llvm.loop !26

417:                                              ; preds = %417, %324
  %418 = phi i64 [ %320, %324 ], [ %437, %417 ]
  %419 = phi i64 [ 0, %324 ], [ %438, %417 ]
  %420 = phi i64 [ 0, %324 ], [ %439, %417 ]
  %421 = add nsw i64 %419, %319
  %422 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %421
  %423 = load i8, ptr %422, align 1, !tbaa !9
  %424 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %418
  store i8 %293, ptr %424, align 1, !tbaa !9
  %425 = getelementptr inbounds i8, ptr %424, i64 1
  store i8 %423, ptr %425, align 1, !tbaa !9
  %426 = getelementptr i8, ptr %424, i64 2
  store i8 %293, ptr %426, align 1, !tbaa !9
  %427 = getelementptr i8, ptr %424, i64 3
  store i8 %423, ptr %427, align 1, !tbaa !9
  %428 = or disjoint i64 %419, 1
  %429 = add nsw i64 %428, %319
  %430 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %429
  %431 = load i8, ptr %430, align 1, !tbaa !9
  %432 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %418
  %433 = getelementptr i8, ptr %432, i64 4
  store i8 %293, ptr %433, align 1, !tbaa !9
  %434 = getelementptr i8, ptr %432, i64 5
  store i8 %431, ptr %434, align 1, !tbaa !9
  %435 = getelementptr i8, ptr %432, i64 6
  store i8 %293, ptr %435, align 1, !tbaa !9
  %436 = getelementptr i8, ptr %432, i64 7
  store i8 %431, ptr %436, align 1, !tbaa !9
  %437 = add nsw i64 %418, 4
  %438 = add nuw nsw i64 %419, 2
  %439 = add i64 %420, 2
  %440 = icmp eq i64 %439, %325
  br i1 %440, label %547, label %417, !llvm.loop !27

441:                                              ; preds = %441, %315
  %442 = phi i64 [ %311, %315 ], [ %462, %441 ]
  %443 = phi i64 [ 0, %315 ], [ %463, %441 ]
  %444 = phi i64 [ 0, %315 ], [ %464, %441 ]
  %445 = add nsw i64 %443, %310
  %446 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %445
  %447 = load i8, ptr %446, align 1, !tbaa !9
  %448 = zext i8 %447 to i64
  %449 = shl nuw nsw i64 %448, 8
  %450 = or disjoint i64 %449, %309
  %451 = mul nuw i64 %450, 281479271743489
  %452 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %442
  store i64 %451, ptr %452, align 1, !tbaa !28
  %453 = or disjoint i64 %443, 1
  %454 = add nsw i64 %453, %310
  %455 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %454
  %456 = load i8, ptr %455, align 1, !tbaa !9
  %457 = zext i8 %456 to i64
  %458 = shl nuw nsw i64 %457, 8
  %459 = or disjoint i64 %458, %309
  %460 = mul nuw i64 %459, 281479271743489
  %461 = getelementptr %struct.HUF_DEltX1, ptr %281, i64 %442
  store i64 %460, ptr %461, align 1, !tbaa !28
  %462 = add nsw i64 %442, 8
  %463 = add nuw nsw i64 %443, 2
  %464 = add i64 %444, 2
  %465 = icmp eq i64 %464, %316
  br i1 %465, label %559, label %441, !llvm.loop !30

466:                                              ; preds = %466, %304
  %467 = phi i64 [ %300, %304 ], [ %490, %466 ]
  %468 = phi i64 [ 0, %304 ], [ %491, %466 ]
  %469 = phi i64 [ 0, %304 ], [ %492, %466 ]
  %470 = add nsw i64 %468, %299
  %471 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %470
  %472 = load i8, ptr %471, align 1, !tbaa !9
  %473 = zext i8 %472 to i64
  %474 = shl nuw nsw i64 %473, 8
  %475 = or disjoint i64 %474, %298
  %476 = mul nuw i64 %475, 281479271743489
  %477 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %467
  store i64 %476, ptr %477, align 1, !tbaa !28
  %478 = getelementptr inbounds i8, ptr %477, i64 8
  store i64 %476, ptr %478, align 1, !tbaa !28
  %479 = or disjoint i64 %468, 1
  %480 = add nsw i64 %479, %299
  %481 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %480
  %482 = load i8, ptr %481, align 1, !tbaa !9
  %483 = zext i8 %482 to i64
  %484 = shl nuw nsw i64 %483, 8
  %485 = or disjoint i64 %484, %298
  %486 = mul nuw i64 %485, 281479271743489
  %487 = getelementptr %struct.HUF_DEltX1, ptr %9, i64 %467
  %488 = getelementptr i8, ptr %487, i64 16
  store i64 %486, ptr %488, align 1, !tbaa !28
  %489 = getelementptr i8, ptr %487, i64 24
  store i64 %486, ptr %489, align 1, !tbaa !28
  %490 = add nsw i64 %467, 16
  %491 = add nuw nsw i64 %468, 2
  %492 = add i64 %469, 2
  %493 = icmp eq i64 %492, %305
  br i1 %493, label %572, label %466, !llvm.loop !31

494:                                              ; preds = %384, %543
  %495 = phi i64 [ %390, %384 ], [ %544, %543 ]
  %496 = phi i64 [ 0, %384 ], [ %545, %543 ]
  %497 = add nsw i64 %496, %389
  %498 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %497
  %499 = load i8, ptr %498, align 1, !tbaa !9
  %500 = zext i8 %499 to i64
  %501 = shl nuw nsw i64 %500, 8
  %502 = or disjoint i64 %501, %386
  %503 = mul nuw i64 %502, 281479271743489
  br i1 %387, label %504, label %543

504:                                              ; preds = %494
  %505 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %495
  br i1 %396, label %531, label %506

506:                                              ; preds = %504, %506
  %507 = phi i64 [ %528, %506 ], [ 0, %504 ]
  %508 = phi i64 [ %529, %506 ], [ 0, %504 ]
  %509 = getelementptr inbounds %struct.HUF_DEltX1, ptr %505, i64 %507
  store i64 %503, ptr %509, align 1, !tbaa !28
  %510 = getelementptr inbounds i8, ptr %509, i64 8
  store i64 %503, ptr %510, align 1, !tbaa !28
  %511 = getelementptr inbounds i8, ptr %509, i64 16
  store i64 %503, ptr %511, align 1, !tbaa !28
  %512 = getelementptr inbounds i8, ptr %509, i64 24
  store i64 %503, ptr %512, align 1, !tbaa !28
  %513 = or disjoint i64 %507, 16
  %514 = getelementptr inbounds %struct.HUF_DEltX1, ptr %505, i64 %513
  store i64 %503, ptr %514, align 1, !tbaa !28
  %515 = getelementptr inbounds i8, ptr %514, i64 8
  store i64 %503, ptr %515, align 1, !tbaa !28
  %516 = getelementptr inbounds i8, ptr %514, i64 16
  store i64 %503, ptr %516, align 1, !tbaa !28
  %517 = getelementptr inbounds i8, ptr %514, i64 24
  store i64 %503, ptr %517, align 1, !tbaa !28
  %518 = or disjoint i64 %507, 32
  %519 = getelementptr inbounds %struct.HUF_DEltX1, ptr %505, i64 %518
  store i64 %503, ptr %519, align 1, !tbaa !28
  %520 = getelementptr inbounds i8, ptr %519, i64 8
  store i64 %503, ptr %520, align 1, !tbaa !28
  %521 = getelementptr inbounds i8, ptr %519, i64 16
  store i64 %503, ptr %521, align 1, !tbaa !28
  %522 = getelementptr inbounds i8, ptr %519, i64 24
  store i64 %503, ptr %522, align 1, !tbaa !28
  %523 = or disjoint i64 %507, 48
  %524 = getelementptr inbounds %struct.HUF_DEltX1, ptr %505, i64 %523
  store i64 %503, ptr %524, align 1, !tbaa !28
  %525 = getelementptr inbounds i8, ptr %524, i64 8
  store i64 %503, ptr %525, align 1, !tbaa !28
  %526 = getelementptr inbounds i8, ptr %524, i64 16
  store i64 %503, ptr %526, align 1, !tbaa !28
  %527 = getelementptr inbounds i8, ptr %524, i64 24
  store i64 %503, ptr %527, align 1, !tbaa !28
  %528 = add nuw nsw i64 %507, 64
  %529 = add i64 %508, 4
  %530 = icmp eq i64 %529, %397
  br i1 %530, label %531, label %506, !llvm.loop !32

531:                                              ; preds = %506, %504
  %532 = phi i64 [ 0, %504 ], [ %528, %506 ]
  br i1 %398, label %543, label %533

533:                                              ; preds = %531, %533
  %534 = phi i64 [ %540, %533 ], [ %532, %531 ]
  %535 = phi i64 [ %541, %533 ], [ 0, %531 ]
  %536 = getelementptr inbounds %struct.HUF_DEltX1, ptr %505, i64 %534
  store i64 %503, ptr %536, align 1, !tbaa !28
  %537 = getelementptr inbounds i8, ptr %536, i64 8
  store i64 %503, ptr %537, align 1, !tbaa !28
  %538 = getelementptr inbounds i8, ptr %536, i64 16
  store i64 %503, ptr %538, align 1, !tbaa !28
  %539 = getelementptr inbounds i8, ptr %536, i64 24
  store i64 %503, ptr %539, align 1, !tbaa !28
  %540 = add nuw nsw i64 %534, 16
  %541 = add i64 %535, 1
  %542 = icmp eq i64 %541, %395
  br i1 %542, label %543, label %533, !llvm.loop !33

543:                                              ; preds = %531, %533, %494
  %544 = add nsw i64 %495, %388
  %545 = add nuw nsw i64 %496, 1
  %546 = icmp eq i64 %545, %391
  br i1 %546, label %586, label %494, !llvm.loop !34

547:                                              ; preds = %417, %318
  %548 = phi i64 [ %320, %318 ], [ %437, %417 ]
  %549 = phi i64 [ 0, %318 ], [ %438, %417 ]
  %550 = icmp eq i64 %322, 0
  br i1 %550, label %586, label %551

551:                                              ; preds = %547
  %552 = add nsw i64 %549, %319
  %553 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %552
  %554 = load i8, ptr %553, align 1, !tbaa !9
  %555 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %548
  store i8 %293, ptr %555, align 1, !tbaa !9
  %556 = getelementptr inbounds i8, ptr %555, i64 1
  store i8 %554, ptr %556, align 1, !tbaa !9
  %557 = getelementptr i8, ptr %555, i64 2
  store i8 %293, ptr %557, align 1, !tbaa !9
  %558 = getelementptr i8, ptr %555, i64 3
  store i8 %554, ptr %558, align 1, !tbaa !9
  br label %586

559:                                              ; preds = %441, %307
  %560 = phi i64 [ %311, %307 ], [ %462, %441 ]
  %561 = phi i64 [ 0, %307 ], [ %463, %441 ]
  %562 = icmp eq i64 %313, 0
  br i1 %562, label %586, label %563

563:                                              ; preds = %559
  %564 = add nsw i64 %561, %310
  %565 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9
  %567 = zext i8 %566 to i64
  %568 = shl nuw nsw i64 %567, 8
  %569 = or disjoint i64 %568, %309
  %570 = mul nuw i64 %569, 281479271743489
  %571 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %560
  store i64 %570, ptr %571, align 1, !tbaa !28
  br label %586

572:                                              ; preds = %466, %296
  %573 = phi i64 [ %300, %296 ], [ %490, %466 ]
  %574 = phi i64 [ 0, %296 ], [ %491, %466 ]
  %575 = icmp eq i64 %302, 0
  br i1 %575, label %586, label %576

576:                                              ; preds = %572
  %577 = add nsw i64 %574, %299
  %578 = getelementptr inbounds [256 x i8], ptr %275, i64 0, i64 %577
  %579 = load i8, ptr %578, align 1, !tbaa !9
  %580 = zext i8 %579 to i64
  %581 = shl nuw nsw i64 %580, 8
  %582 = or disjoint i64 %581, %298
  %583 = mul nuw i64 %582, 281479271743489
  %584 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %573
  store i64 %583, ptr %584, align 1, !tbaa !28
  %585 = getelementptr inbounds i8, ptr %584, i64 8
  store i64 %583, ptr %585, align 1, !tbaa !28
  br label %586

586:                                              ; preds = %576, %572, %563, %559, %551, %547, %345, %399, %543, %381, %295, %306, %317, %326, %383
  %587 = add nsw i32 %288, %285
  %588 = mul nsw i32 %288, %291
  %589 = add nsw i32 %588, %286
  %590 = add nuw nsw i64 %284, 1
  %591 = icmp eq i64 %590, %276
  br i1 %591, label %592, label %283, !llvm.loop !35

592:                                              ; preds = %586, %270, %110, %11, %6
  %593 = phi i64 [ -44, %6 ], [ %14, %11 ], [ -44, %110 ], [ %14, %270 ], [ %14, %586 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  ret i64 %593
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #14
  %9 = load i32, ptr %0, align 4
  %10 = trunc i32 %9 to i8
  %11 = lshr i32 %9, 24
  %12 = trunc nuw i32 %11 to i8
  %13 = and i32 %9, 255
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = icmp ult i64 %4, 2124
  br i1 %15, label %419, label %16

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %3, i64 676
  %18 = getelementptr inbounds i8, ptr %3, i64 680
  %19 = getelementptr inbounds i8, ptr %3, i64 624
  %20 = icmp ugt i32 %13, 12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(112) %19, i8 0, i64 112, i1 false)
  br i1 %20, label %419, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 992
  %23 = getelementptr inbounds i8, ptr %3, i64 1248
  %24 = call i64 @HUF_readStats_wksp(ptr noundef nonnull %22, i64 noundef 256, ptr noundef nonnull %19, ptr noundef nonnull %8, ptr noundef nonnull %7, ptr noundef %1, i64 noundef %2, ptr noundef nonnull %23, i64 noundef 876, i32 noundef %5) #14
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %26, label %419

26:                                               ; preds = %21
  %27 = load i32, ptr %7, align 4, !tbaa !5
  %28 = icmp ugt i32 %27, %13
  br i1 %28, label %419, label %29

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
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, 0
  %43 = add i32 %38, -1
  %44 = add i32 %37, -1
  %45 = add i32 %36, 1
  %46 = add i32 %35, -1
  br i1 %42, label %34, label %47, !llvm.loop !36

47:                                               ; preds = %34
  %48 = select i1 %32, i32 11, i32 %13
  %49 = add i32 %38, 1
  %50 = icmp ugt i32 %49, 1
  br i1 %50, label %51, label %101

51:                                               ; preds = %47
  %52 = zext i32 %37 to i64
  %53 = add nsw i64 %52, -1
  %54 = add nsw i64 %52, -2
  %55 = and i64 %53, 3
  %56 = icmp ult i64 %54, 3
  br i1 %56, label %85, label %57

57:                                               ; preds = %51
  %58 = and i64 %53, -4
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 1, %57 ], [ %82, %59 ]
  %61 = phi i32 [ 0, %57 ], [ %80, %59 ]
  %62 = phi i64 [ 0, %57 ], [ %83, %59 ]
  %63 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %60
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add i32 %64, %61
  %66 = getelementptr inbounds i32, ptr %18, i64 %60
  store i32 %61, ptr %66, align 4, !tbaa !5
  %67 = add nuw nsw i64 %60, 1
  %68 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add i32 %69, %65
  %71 = getelementptr inbounds i32, ptr %18, i64 %67
  store i32 %65, ptr %71, align 4, !tbaa !5
  %72 = add nuw nsw i64 %60, 2
  %73 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add i32 %74, %70
  %76 = getelementptr inbounds i32, ptr %18, i64 %72
  store i32 %70, ptr %76, align 4, !tbaa !5
  %77 = add nuw nsw i64 %60, 3
  %78 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = add i32 %79, %75
  %81 = getelementptr inbounds i32, ptr %18, i64 %77
  store i32 %75, ptr %81, align 4, !tbaa !5
  %82 = add nuw nsw i64 %60, 4
  %83 = add i64 %62, 4
  %84 = icmp eq i64 %83, %58
  br i1 %84, label %85, label %59, !llvm.loop !37

85:                                               ; preds = %59, %51
  %86 = phi i32 [ poison, %51 ], [ %80, %59 ]
  %87 = phi i64 [ 1, %51 ], [ %82, %59 ]
  %88 = phi i32 [ 0, %51 ], [ %80, %59 ]
  %89 = icmp eq i64 %55, 0
  br i1 %89, label %101, label %90

90:                                               ; preds = %85, %90
  %91 = phi i64 [ %98, %90 ], [ %87, %85 ]
  %92 = phi i32 [ %96, %90 ], [ %88, %85 ]
  %93 = phi i64 [ %99, %90 ], [ 0, %85 ]
  %94 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %91
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = add i32 %95, %92
  %97 = getelementptr inbounds i32, ptr %18, i64 %91
  store i32 %92, ptr %97, align 4, !tbaa !5
  %98 = add nuw nsw i64 %91, 1
  %99 = add i64 %93, 1
  %100 = icmp eq i64 %99, %55
  br i1 %100, label %101, label %90, !llvm.loop !38

101:                                              ; preds = %85, %90, %47
  %102 = phi i32 [ 0, %47 ], [ %86, %85 ], [ %96, %90 ]
  store i32 %102, ptr %18, align 4, !tbaa !5
  %103 = zext i32 %49 to i64
  %104 = getelementptr inbounds i32, ptr %18, i64 %103
  store i32 %102, ptr %104, align 4, !tbaa !5
  %105 = load i32, ptr %8, align 4, !tbaa !5
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %152, label %107

107:                                              ; preds = %101
  %108 = getelementptr inbounds i8, ptr %3, i64 736
  %109 = zext i32 %105 to i64
  %110 = and i64 %109, 1
  %111 = icmp eq i32 %105, 1
  br i1 %111, label %139, label %112

112:                                              ; preds = %107
  %113 = and i64 %109, 4294967294
  br label %114

114:                                              ; preds = %114, %112
  %115 = phi i64 [ 0, %112 ], [ %136, %114 ]
  %116 = phi i64 [ 0, %112 ], [ %137, %114 ]
  %117 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 %115
  %118 = load i8, ptr %117, align 1, !tbaa !9
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds i32, ptr %18, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = add i32 %121, 1
  store i32 %122, ptr %120, align 4, !tbaa !5
  %123 = trunc i64 %115 to i8
  %124 = zext i32 %121 to i64
  %125 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %108, i64 0, i64 %124
  store i8 %123, ptr %125, align 1, !tbaa !39
  %126 = or disjoint i64 %115, 1
  %127 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !9
  %129 = zext i8 %128 to i64
  %130 = getelementptr inbounds i32, ptr %18, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = add i32 %131, 1
  store i32 %132, ptr %130, align 4, !tbaa !5
  %133 = trunc i64 %126 to i8
  %134 = zext i32 %131 to i64
  %135 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %108, i64 0, i64 %134
  store i8 %133, ptr %135, align 1, !tbaa !39
  %136 = add nuw nsw i64 %115, 2
  %137 = add i64 %116, 2
  %138 = icmp eq i64 %137, %113
  br i1 %138, label %139, label %114, !llvm.loop !41

139:                                              ; preds = %114, %107
  %140 = phi i64 [ 0, %107 ], [ %136, %114 ]
  %141 = icmp eq i64 %110, 0
  br i1 %141, label %152, label %142

142:                                              ; preds = %139
  %143 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 %140
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = getelementptr inbounds i32, ptr %18, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = add i32 %147, 1
  store i32 %148, ptr %146, align 4, !tbaa !5
  %149 = trunc i64 %140 to i8
  %150 = zext i32 %147 to i64
  %151 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %108, i64 0, i64 %150
  store i8 %149, ptr %151, align 1, !tbaa !39
  br label %152

152:                                              ; preds = %142, %139, %101
  store i32 0, ptr %18, align 4, !tbaa !5
  %153 = xor i32 %27, -1
  %154 = add i32 %48, %153
  br i1 %50, label %155, label %190

155:                                              ; preds = %152
  %156 = zext i32 %37 to i64
  %157 = add nsw i64 %156, -1
  %158 = and i64 %157, 1
  %159 = icmp eq i32 %37, 2
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = and i64 %157, -2
  br label %162

162:                                              ; preds = %162, %160
  %163 = phi i64 [ 1, %160 ], [ %181, %162 ]
  %164 = phi i32 [ 0, %160 ], [ %179, %162 ]
  %165 = phi i64 [ 0, %160 ], [ %182, %162 ]
  %166 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %163
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = trunc nuw i64 %163 to i32
  %169 = add i32 %154, %168
  %170 = shl i32 %167, %169
  %171 = add i32 %170, %164
  %172 = getelementptr inbounds i32, ptr %3, i64 %163
  store i32 %164, ptr %172, align 4, !tbaa !5
  %173 = add nuw nsw i64 %163, 1
  %174 = getelementptr inbounds [13 x i32], ptr %19, i64 0, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = trunc nuw i64 %173 to i32
  %177 = add i32 %154, %176
  %178 = shl i32 %175, %177
  %179 = add i32 %178, %171
  %180 = getelementptr inbounds i32, ptr %3, i64 %173
  store i32 %171, ptr %180, align 4, !tbaa !5
  %181 = add nuw nsw i64 %163, 2
  %182 = add i64 %165, 2
  %183 = icmp eq i64 %182, %161
  br i1 %183, label %184, label %162, !llvm.loop !42

184:                                              ; preds = %162, %155
  %185 = phi i64 [ 1, %155 ], [ %181, %162 ]
  %186 = phi i32 [ 0, %155 ], [ %179, %162 ]
  %187 = icmp eq i64 %158, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %184
  %189 = getelementptr inbounds i32, ptr %3, i64 %185
  store i32 %186, ptr %189, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %188, %184, %152
  %191 = sub i32 %33, %38
  %192 = add nuw nsw i32 %48, 1
  %193 = sub i32 %192, %191
  %194 = icmp ult i32 %191, %193
  br i1 %194, label %195, label %278

195:                                              ; preds = %190
  %196 = zext i32 %36 to i64
  %197 = add i32 %48, %35
  %198 = zext i32 %37 to i64
  %199 = add nsw i64 %198, -1
  %200 = icmp ult i64 %199, 8
  %201 = and i64 %199, -8
  %202 = or disjoint i64 %201, 1
  %203 = icmp eq i64 %199, %201
  br label %204

204:                                              ; preds = %195, %273
  %205 = phi i64 [ 0, %195 ], [ %277, %273 ]
  %206 = phi i64 [ %196, %195 ], [ %274, %273 ]
  %207 = getelementptr inbounds [12 x [13 x i32]], ptr %3, i64 0, i64 %206
  br i1 %50, label %208, label %273

208:                                              ; preds = %204
  %209 = add i64 %205, %196
  %210 = mul i64 %209, 52
  %211 = trunc nuw i64 %206 to i32
  %212 = icmp ult i64 %210, 32
  %213 = select i1 %200, i1 true, i1 %212
  br i1 %213, label %231, label %214

214:                                              ; preds = %208
  %215 = insertelement <4 x i32> poison, i32 %211, i64 0
  %216 = shufflevector <4 x i32> %215, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %217

217:                                              ; preds = %217, %214
  %218 = phi i64 [ 0, %214 ], [ %228, %217 ]
  %219 = or disjoint i64 %218, 1
  %220 = getelementptr inbounds i32, ptr %3, i64 %219
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load <4 x i32>, ptr %220, align 4, !tbaa !5
  %223 = load <4 x i32>, ptr %221, align 4, !tbaa !5
  %224 = lshr <4 x i32> %222, %216
  %225 = lshr <4 x i32> %223, %216
  %226 = getelementptr inbounds i32, ptr %207, i64 %219
  %227 = getelementptr inbounds i8, ptr %226, i64 16
  store <4 x i32> %224, ptr %226, align 4, !tbaa !5
  store <4 x i32> %225, ptr %227, align 4, !tbaa !5
  %228 = add nuw i64 %218, 8
  %229 = icmp eq i64 %228, %201
  br i1 %229, label %230, label %217, !llvm.loop !43

230:                                              ; preds = %217
  br i1 %203, label %273, label %231

231:                                              ; preds = %230, %208
  %232 = phi i64 [ 1, %208 ], [ %202, %230 ]
  %233 = sub nsw i64 %198, %232
  %234 = and i64 %233, 3
  %235 = icmp eq i64 %234, 0
  br i1 %235, label %246, label %236

236:                                              ; preds = %231, %236
  %237 = phi i64 [ %243, %236 ], [ %232, %231 ]
  %238 = phi i64 [ %244, %236 ], [ 0, %231 ]
  %239 = getelementptr inbounds i32, ptr %3, i64 %237
  %240 = load i32, ptr %239, align 4, !tbaa !5
  %241 = lshr i32 %240, %211
  %242 = getelementptr inbounds i32, ptr %207, i64 %237
  store i32 %241, ptr %242, align 4, !tbaa !5
  %243 = add nuw nsw i64 %237, 1
  %244 = add i64 %238, 1
  %245 = icmp eq i64 %244, %234
  br i1 %245, label %246, label %236, !llvm.loop !44

246:                                              ; preds = %236, %231
  %247 = phi i64 [ %232, %231 ], [ %243, %236 ]
  %248 = sub nsw i64 %232, %198
  %249 = icmp ugt i64 %248, -4
  br i1 %249, label %273, label %250

250:                                              ; preds = %246, %250
  %251 = phi i64 [ %271, %250 ], [ %247, %246 ]
  %252 = getelementptr inbounds i32, ptr %3, i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !5
  %254 = lshr i32 %253, %211
  %255 = getelementptr inbounds i32, ptr %207, i64 %251
  store i32 %254, ptr %255, align 4, !tbaa !5
  %256 = add nuw nsw i64 %251, 1
  %257 = getelementptr inbounds i32, ptr %3, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = lshr i32 %258, %211
  %260 = getelementptr inbounds i32, ptr %207, i64 %256
  store i32 %259, ptr %260, align 4, !tbaa !5
  %261 = add nuw nsw i64 %251, 2
  %262 = getelementptr inbounds i32, ptr %3, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !5
  %264 = lshr i32 %263, %211
  %265 = getelementptr inbounds i32, ptr %207, i64 %261
  store i32 %264, ptr %265, align 4, !tbaa !5
  %266 = add nuw nsw i64 %251, 3
  %267 = getelementptr inbounds i32, ptr %3, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !5
  %269 = lshr i32 %268, %211
  %270 = getelementptr inbounds i32, ptr %207, i64 %266
  store i32 %269, ptr %270, align 4, !tbaa !5
  %271 = add nuw nsw i64 %251, 4
  %272 = icmp eq i64 %271, %198
  br i1 %272, label %273, label %250, !llvm.loop !45

273:                                              ; preds = %246, %250, %230, %204
  %274 = add nuw nsw i64 %206, 1
  %275 = trunc i64 %274 to i32
  %276 = icmp eq i32 %197, %275
  %277 = add i64 %205, 1
  br i1 %276, label %278, label %204, !llvm.loop !46

278:                                              ; preds = %273, %190
  %279 = getelementptr inbounds i8, ptr %3, i64 736
  %280 = sub i32 %33, %48
  %281 = icmp slt i32 %38, 1
  br i1 %281, label %414, label %282

282:                                              ; preds = %278, %412
  %283 = phi i64 [ %286, %412 ], [ 1, %278 ]
  %284 = getelementptr inbounds i32, ptr %17, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !5
  %286 = add nuw nsw i64 %283, 1
  %287 = getelementptr inbounds i32, ptr %17, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !5
  %289 = trunc nuw nsw i64 %283 to i32
  %290 = sub i32 %33, %289
  %291 = sub i32 %48, %290
  %292 = icmp ult i32 %291, %191
  br i1 %292, label %403, label %293

293:                                              ; preds = %282
  %294 = and i32 %291, 31
  %295 = shl nuw i32 1, %294
  %296 = icmp eq i32 %285, %288
  br i1 %296, label %412, label %297

297:                                              ; preds = %293
  %298 = add i32 %290, %280
  %299 = call i32 @llvm.smax.i32(i32 %298, i32 1)
  %300 = getelementptr inbounds i32, ptr %3, i64 %283
  %301 = load i32, ptr %300, align 4, !tbaa !5
  %302 = zext i32 %290 to i64
  %303 = getelementptr inbounds [13 x i32], ptr %3, i64 %302
  %304 = icmp sgt i32 %298, 1
  %305 = shl i32 %290, 16
  %306 = add i32 %305, 16777216
  %307 = zext nneg i32 %299 to i64
  %308 = getelementptr inbounds i32, ptr %303, i64 %307
  %309 = icmp sgt i32 %299, %38
  %310 = add i32 %290, %33
  %311 = sext i32 %285 to i64
  br label %312

312:                                              ; preds = %398, %297
  %313 = phi i64 [ %311, %297 ], [ %400, %398 ]
  %314 = phi i32 [ %301, %297 ], [ %399, %398 ]
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i64 %315
  %317 = getelementptr inbounds %struct.sortedSymbol_t, ptr %279, i64 %313
  %318 = load i8, ptr %317, align 1, !tbaa !39
  %319 = zext i8 %318 to i16
  br i1 %304, label %320, label %379

320:                                              ; preds = %312
  %321 = zext i8 %318 to i32
  %322 = or disjoint i32 %306, %321
  %323 = zext i32 %322 to i64
  %324 = mul nuw i64 %323, 4294967297
  %325 = load i32, ptr %308, align 4, !tbaa !5
  switch i32 %295, label %326 [
    i32 2, label %364
    i32 4, label %337
  ]

326:                                              ; preds = %320
  %327 = icmp sgt i32 %325, 0
  br i1 %327, label %328, label %379

328:                                              ; preds = %326
  %329 = zext nneg i32 %325 to i64
  %330 = add nsw i64 %329, -1
  %331 = lshr i64 %330, 3
  %332 = add nuw nsw i64 %331, 1
  %333 = and i64 %332, 3
  %334 = icmp ult i32 %325, 25
  br i1 %334, label %366, label %335

335:                                              ; preds = %328
  %336 = and i64 %332, 4611686018427387900
  br label %339

337:                                              ; preds = %320
  store i64 %324, ptr %316, align 2
  %338 = getelementptr inbounds i8, ptr %316, i64 8
  br label %364

339:                                              ; preds = %339, %335
  %340 = phi i64 [ 0, %335 ], [ %361, %339 ]
  %341 = phi i64 [ 0, %335 ], [ %362, %339 ]
  %342 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %340
  store i64 %324, ptr %342, align 2
  %343 = getelementptr inbounds i8, ptr %342, i64 8
  store i64 %324, ptr %343, align 2
  %344 = getelementptr inbounds i8, ptr %342, i64 16
  store i64 %324, ptr %344, align 2
  %345 = getelementptr inbounds i8, ptr %342, i64 24
  store i64 %324, ptr %345, align 2
  %346 = or disjoint i64 %340, 8
  %347 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %346
  store i64 %324, ptr %347, align 2
  %348 = getelementptr inbounds i8, ptr %347, i64 8
  store i64 %324, ptr %348, align 2
  %349 = getelementptr inbounds i8, ptr %347, i64 16
  store i64 %324, ptr %349, align 2
  %350 = getelementptr inbounds i8, ptr %347, i64 24
  store i64 %324, ptr %350, align 2
  %351 = or disjoint i64 %340, 16
  %352 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %351
  store i64 %324, ptr %352, align 2
  %353 = getelementptr inbounds i8, ptr %352, i64 8
  store i64 %324, ptr %353, align 2
  %354 = getelementptr inbounds i8, ptr %352, i64 16
  store i64 %324, ptr %354, align 2
  %355 = getelementptr inbounds i8, ptr %352, i64 24
  store i64 %324, ptr %355, align 2
  %356 = or disjoint i64 %340, 24
  %357 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %356
  store i64 %324, ptr %357, align 2
  %358 = getelementptr inbounds i8, ptr %357, i64 8
  store i64 %324, ptr %358, align 2
  %359 = getelementptr inbounds i8, ptr %357, i64 16
  store i64 %324, ptr %359, align 2
  %360 = getelementptr inbounds i8, ptr %357, i64 24
  store i64 %324, ptr %360, align 2
  %361 = add nuw nsw i64 %340, 32
  %362 = add i64 %341, 4
  %363 = icmp eq i64 %362, %336
  br i1 %363, label %366, label %339, !llvm.loop !47

364:                                              ; preds = %337, %320
  %365 = phi ptr [ %338, %337 ], [ %316, %320 ]
  store i64 %324, ptr %365, align 2
  br label %379

366:                                              ; preds = %339, %328
  %367 = phi i64 [ 0, %328 ], [ %361, %339 ]
  %368 = icmp eq i64 %333, 0
  br i1 %368, label %379, label %369

369:                                              ; preds = %366, %369
  %370 = phi i64 [ %376, %369 ], [ %367, %366 ]
  %371 = phi i64 [ %377, %369 ], [ 0, %366 ]
  %372 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %370
  store i64 %324, ptr %372, align 2
  %373 = getelementptr inbounds i8, ptr %372, i64 8
  store i64 %324, ptr %373, align 2
  %374 = getelementptr inbounds i8, ptr %372, i64 16
  store i64 %324, ptr %374, align 2
  %375 = getelementptr inbounds i8, ptr %372, i64 24
  store i64 %324, ptr %375, align 2
  %376 = add nuw nsw i64 %370, 8
  %377 = add i64 %371, 1
  %378 = icmp eq i64 %377, %333
  br i1 %378, label %379, label %369, !llvm.loop !48

379:                                              ; preds = %366, %369, %364, %326, %312
  br i1 %309, label %398, label %380

380:                                              ; preds = %379, %380
  %381 = phi i64 [ %384, %380 ], [ %307, %379 ]
  %382 = getelementptr inbounds i32, ptr %17, i64 %381
  %383 = load i32, ptr %382, align 4, !tbaa !5
  %384 = add nuw nsw i64 %381, 1
  %385 = getelementptr inbounds i32, ptr %17, i64 %384
  %386 = load i32, ptr %385, align 4, !tbaa !5
  %387 = trunc nsw i64 %381 to i32
  %388 = sub i32 %310, %387
  %389 = getelementptr inbounds i32, ptr %303, i64 %381
  %390 = load i32, ptr %389, align 4, !tbaa !5
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %391
  %393 = sext i32 %383 to i64
  %394 = getelementptr inbounds %struct.sortedSymbol_t, ptr %279, i64 %393
  %395 = sext i32 %386 to i64
  %396 = getelementptr inbounds %struct.sortedSymbol_t, ptr %279, i64 %395
  call fastcc void @HUF_fillDTableX2ForWeight(ptr noundef nonnull %392, ptr noundef nonnull %394, ptr noundef nonnull %396, i32 noundef %388, i32 noundef %48, i16 noundef zeroext %319, i32 noundef 2)
  %397 = icmp eq i64 %384, %103
  br i1 %397, label %398, label %380, !llvm.loop !49

398:                                              ; preds = %380, %379
  %399 = add i32 %314, %295
  %400 = add nsw i64 %313, 1
  %401 = trunc nsw i64 %400 to i32
  %402 = icmp eq i32 %288, %401
  br i1 %402, label %412, label %312, !llvm.loop !50

403:                                              ; preds = %282
  %404 = getelementptr inbounds i32, ptr %3, i64 %283
  %405 = load i32, ptr %404, align 4, !tbaa !5
  %406 = zext i32 %405 to i64
  %407 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i64 %406
  %408 = sext i32 %285 to i64
  %409 = getelementptr inbounds %struct.sortedSymbol_t, ptr %279, i64 %408
  %410 = sext i32 %288 to i64
  %411 = getelementptr inbounds %struct.sortedSymbol_t, ptr %279, i64 %410
  call fastcc void @HUF_fillDTableX2ForWeight(ptr noundef nonnull %407, ptr noundef nonnull %409, ptr noundef nonnull %411, i32 noundef %290, i32 noundef %48, i16 noundef zeroext 0, i32 noundef 1)
  br label %412

412:                                              ; preds = %398, %403, %293
  %413 = icmp eq i64 %286, %103
  br i1 %413, label %414, label %282, !llvm.loop !51

414:                                              ; preds = %412, %278
  %415 = trunc nuw nsw i32 %48 to i8
  store i8 %10, ptr %0, align 4
  %416 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 1, ptr %416, align 1
  %417 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %415, ptr %417, align 2
  %418 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %12, ptr %418, align 1
  br label %419

419:                                              ; preds = %26, %21, %16, %6, %414
  %420 = phi i64 [ %24, %414 ], [ -1, %6 ], [ -44, %16 ], [ %24, %21 ], [ -44, %26 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  ret i64 %420
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
  %16 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %14, i64 noundef %15, ptr noundef %0, i32 noundef %7)
  br label %17

17:                                               ; preds = %11, %8, %13
  %18 = phi i64 [ %16, %13 ], [ %9, %8 ], [ -72, %11 ]
  ret i64 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #5 {
  %7 = and i32 %5, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  br label %481

11:                                               ; preds = %6
  %12 = icmp eq i64 %3, 0
  br i1 %12, label %481, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = icmp ugt i64 %3, 7
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %2, i64 %3
  %18 = getelementptr i8, ptr %17, i64 -1
  %19 = load i8, ptr %18, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %481, label %71

21:                                               ; preds = %13
  %22 = load i8, ptr %2, align 1, !tbaa !9
  %23 = zext i8 %22 to i64
  switch i64 %3, label %65 [
    i64 7, label %24
    i64 6, label %30
    i64 5, label %37
    i64 4, label %44
    i64 3, label %51
    i64 2, label %58
  ]

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %2, i64 6
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 48
  %29 = or disjoint i64 %28, %23
  br label %30

30:                                               ; preds = %24, %21
  %31 = phi i64 [ %23, %21 ], [ %29, %24 ]
  %32 = getelementptr inbounds i8, ptr %2, i64 5
  %33 = load i8, ptr %32, align 1, !tbaa !9
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 40
  %36 = add nuw nsw i64 %35, %31
  br label %37

37:                                               ; preds = %30, %21
  %38 = phi i64 [ %23, %21 ], [ %36, %30 ]
  %39 = getelementptr inbounds i8, ptr %2, i64 4
  %40 = load i8, ptr %39, align 1, !tbaa !9
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 32
  %43 = add nuw nsw i64 %42, %38
  br label %44

44:                                               ; preds = %37, %21
  %45 = phi i64 [ %23, %21 ], [ %43, %37 ]
  %46 = getelementptr inbounds i8, ptr %2, i64 3
  %47 = load i8, ptr %46, align 1, !tbaa !9
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 24
  %50 = add nuw nsw i64 %49, %45
  br label %51

51:                                               ; preds = %44, %21
  %52 = phi i64 [ %23, %21 ], [ %50, %44 ]
  %53 = getelementptr inbounds i8, ptr %2, i64 2
  %54 = load i8, ptr %53, align 1, !tbaa !9
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 16
  %57 = add nuw nsw i64 %56, %52
  br label %58

58:                                               ; preds = %51, %21
  %59 = phi i64 [ %23, %21 ], [ %57, %51 ]
  %60 = getelementptr inbounds i8, ptr %2, i64 1
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 8
  %64 = add nuw nsw i64 %63, %59
  br label %65

65:                                               ; preds = %58, %21
  %66 = phi i64 [ %23, %21 ], [ %64, %58 ]
  %67 = getelementptr i8, ptr %2, i64 %3
  %68 = getelementptr i8, ptr %67, i64 -1
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %481, label %88

71:                                               ; preds = %16
  %72 = add nsw i64 %3, -8
  %73 = getelementptr inbounds i8, ptr %2, i64 %72
  %74 = load i64, ptr %73, align 1, !tbaa !28
  %75 = zext i8 %19 to i32
  %76 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %75, i1 true)
  %77 = xor i32 %76, 31
  %78 = sub nuw nsw i32 8, %77
  %79 = icmp ult i64 %3, -119
  br i1 %79, label %80, label %481

80:                                               ; preds = %71
  %81 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %82 = getelementptr inbounds i8, ptr %0, i64 %81
  %83 = getelementptr inbounds i8, ptr %4, i64 4
  %84 = load i32, ptr %4, align 4
  %85 = lshr i32 %84, 16
  %86 = ptrtoint ptr %82 to i64
  %87 = icmp sgt i64 %1, 7
  br i1 %87, label %102, label %319

88:                                               ; preds = %65
  %89 = zext i8 %69 to i32
  %90 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %89, i1 true)
  %91 = trunc nuw i64 %3 to i32
  %92 = shl nuw nsw i32 %91, 3
  %93 = sub nsw i32 %90, %92
  %94 = add nsw i32 %93, 41
  %95 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %96 = getelementptr inbounds i8, ptr %0, i64 %95
  %97 = getelementptr inbounds i8, ptr %4, i64 4
  %98 = load i32, ptr %4, align 4
  %99 = lshr i32 %98, 16
  %100 = ptrtoint ptr %96 to i64
  %101 = icmp sgt i64 %1, 7
  br i1 %101, label %102, label %348

102:                                              ; preds = %88, %80
  %103 = phi i64 [ %100, %88 ], [ %86, %80 ]
  %104 = phi i32 [ %99, %88 ], [ %85, %80 ]
  %105 = phi i32 [ %98, %88 ], [ %84, %80 ]
  %106 = phi ptr [ %97, %88 ], [ %83, %80 ]
  %107 = phi ptr [ %96, %88 ], [ %82, %80 ]
  %108 = phi i32 [ %94, %88 ], [ %78, %80 ]
  %109 = phi i64 [ %66, %88 ], [ %74, %80 ]
  %110 = phi i64 [ 0, %88 ], [ %72, %80 ]
  %111 = and i32 %105, 16515072
  %112 = icmp ult i32 %111, 786432
  %113 = sub nsw i32 0, %104
  %114 = and i32 %113, 63
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr %4, i64 4
  br i1 %112, label %119, label %117

117:                                              ; preds = %102
  %118 = getelementptr inbounds i8, ptr %107, i64 -7
  br label %227

119:                                              ; preds = %102
  %120 = getelementptr inbounds i8, ptr %107, i64 -9
  br label %121

121:                                              ; preds = %155, %119
  %122 = phi ptr [ %0, %119 ], [ %225, %155 ]
  %123 = phi i64 [ %110, %119 ], [ %149, %155 ]
  %124 = phi i64 [ %109, %119 ], [ %151, %155 ]
  %125 = phi i32 [ %108, %119 ], [ %221, %155 ]
  %126 = getelementptr inbounds i8, ptr %2, i64 %123
  %127 = icmp slt i64 %123, 8
  br i1 %127, label %131, label %128

128:                                              ; preds = %121
  %129 = lshr i32 %125, 3
  %130 = and i32 %125, 7
  br label %144

131:                                              ; preds = %121
  %132 = icmp eq i64 %123, 0
  br i1 %132, label %348, label %133

133:                                              ; preds = %131
  %134 = lshr i32 %125, 3
  %135 = zext nneg i32 %134 to i64
  %136 = sub nsw i64 0, %135
  %137 = getelementptr inbounds i8, ptr %126, i64 %136
  %138 = icmp ult ptr %137, %2
  %139 = trunc i64 %123 to i32
  %140 = select i1 %138, i32 %139, i32 %134
  %141 = zext i1 %138 to i32
  %142 = shl i32 %140, 3
  %143 = sub i32 %125, %142
  br label %144

144:                                              ; preds = %133, %128
  %145 = phi i32 [ %143, %133 ], [ %130, %128 ]
  %146 = phi i32 [ %140, %133 ], [ %129, %128 ]
  %147 = phi i32 [ %141, %133 ], [ 0, %128 ]
  %148 = zext i32 %146 to i64
  %149 = sub i64 %123, %148
  %150 = getelementptr inbounds i8, ptr %2, i64 %149
  %151 = load i64, ptr %150, align 1, !tbaa !28
  %152 = icmp eq i32 %147, 0
  %153 = icmp ult ptr %122, %120
  %154 = and i1 %153, %152
  br i1 %154, label %155, label %344

155:                                              ; preds = %144
  %156 = and i32 %145, 63
  %157 = zext nneg i32 %156 to i64
  %158 = shl i64 %151, %157
  %159 = lshr i64 %158, %115
  %160 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %159
  %161 = load i16, ptr %160, align 2
  store i16 %161, ptr %122, align 1
  %162 = getelementptr inbounds i8, ptr %160, i64 2
  %163 = load i8, ptr %162, align 2, !tbaa !52
  %164 = zext i8 %163 to i32
  %165 = add i32 %145, %164
  %166 = getelementptr inbounds i8, ptr %160, i64 3
  %167 = load i8, ptr %166, align 1, !tbaa !55
  %168 = zext i8 %167 to i64
  %169 = getelementptr inbounds i8, ptr %122, i64 %168
  %170 = and i32 %165, 63
  %171 = zext nneg i32 %170 to i64
  %172 = shl i64 %151, %171
  %173 = lshr i64 %172, %115
  %174 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %173
  %175 = load i16, ptr %174, align 2
  store i16 %175, ptr %169, align 1
  %176 = getelementptr inbounds i8, ptr %174, i64 2
  %177 = load i8, ptr %176, align 2, !tbaa !52
  %178 = zext i8 %177 to i32
  %179 = add i32 %165, %178
  %180 = getelementptr inbounds i8, ptr %174, i64 3
  %181 = load i8, ptr %180, align 1, !tbaa !55
  %182 = zext i8 %181 to i64
  %183 = getelementptr inbounds i8, ptr %169, i64 %182
  %184 = and i32 %179, 63
  %185 = zext nneg i32 %184 to i64
  %186 = shl i64 %151, %185
  %187 = lshr i64 %186, %115
  %188 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %187
  %189 = load i16, ptr %188, align 2
  store i16 %189, ptr %183, align 1
  %190 = getelementptr inbounds i8, ptr %188, i64 2
  %191 = load i8, ptr %190, align 2, !tbaa !52
  %192 = zext i8 %191 to i32
  %193 = add i32 %179, %192
  %194 = getelementptr inbounds i8, ptr %188, i64 3
  %195 = load i8, ptr %194, align 1, !tbaa !55
  %196 = zext i8 %195 to i64
  %197 = getelementptr inbounds i8, ptr %183, i64 %196
  %198 = and i32 %193, 63
  %199 = zext nneg i32 %198 to i64
  %200 = shl i64 %151, %199
  %201 = lshr i64 %200, %115
  %202 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %201
  %203 = load i16, ptr %202, align 2
  store i16 %203, ptr %197, align 1
  %204 = getelementptr inbounds i8, ptr %202, i64 2
  %205 = load i8, ptr %204, align 2, !tbaa !52
  %206 = zext i8 %205 to i32
  %207 = add i32 %193, %206
  %208 = getelementptr inbounds i8, ptr %202, i64 3
  %209 = load i8, ptr %208, align 1, !tbaa !55
  %210 = zext i8 %209 to i64
  %211 = getelementptr inbounds i8, ptr %197, i64 %210
  %212 = and i32 %207, 63
  %213 = zext nneg i32 %212 to i64
  %214 = shl i64 %151, %213
  %215 = lshr i64 %214, %115
  %216 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %215
  %217 = load i16, ptr %216, align 2
  store i16 %217, ptr %211, align 1
  %218 = getelementptr inbounds i8, ptr %216, i64 2
  %219 = load i8, ptr %218, align 2, !tbaa !52
  %220 = zext i8 %219 to i32
  %221 = add i32 %207, %220
  %222 = getelementptr inbounds i8, ptr %216, i64 3
  %223 = load i8, ptr %222, align 1, !tbaa !55
  %224 = zext i8 %223 to i64
  %225 = getelementptr inbounds i8, ptr %211, i64 %224
  %226 = icmp ugt i32 %221, 64
  br i1 %226, label %348, label %121, !prof !56, !llvm.loop !57

227:                                              ; preds = %261, %117
  %228 = phi ptr [ %0, %117 ], [ %317, %261 ]
  %229 = phi i64 [ %110, %117 ], [ %255, %261 ]
  %230 = phi i64 [ %109, %117 ], [ %257, %261 ]
  %231 = phi i32 [ %108, %117 ], [ %313, %261 ]
  %232 = getelementptr inbounds i8, ptr %2, i64 %229
  %233 = icmp slt i64 %229, 8
  br i1 %233, label %237, label %234

234:                                              ; preds = %227
  %235 = lshr i32 %231, 3
  %236 = and i32 %231, 7
  br label %250

237:                                              ; preds = %227
  %238 = icmp eq i64 %229, 0
  br i1 %238, label %348, label %239

239:                                              ; preds = %237
  %240 = lshr i32 %231, 3
  %241 = zext nneg i32 %240 to i64
  %242 = sub nsw i64 0, %241
  %243 = getelementptr inbounds i8, ptr %232, i64 %242
  %244 = icmp ult ptr %243, %2
  %245 = trunc i64 %229 to i32
  %246 = select i1 %244, i32 %245, i32 %240
  %247 = zext i1 %244 to i32
  %248 = shl i32 %246, 3
  %249 = sub i32 %231, %248
  br label %250

250:                                              ; preds = %239, %234
  %251 = phi i32 [ %249, %239 ], [ %236, %234 ]
  %252 = phi i32 [ %246, %239 ], [ %235, %234 ]
  %253 = phi i32 [ %247, %239 ], [ 0, %234 ]
  %254 = zext i32 %252 to i64
  %255 = sub i64 %229, %254
  %256 = getelementptr inbounds i8, ptr %2, i64 %255
  %257 = load i64, ptr %256, align 1, !tbaa !28
  %258 = icmp eq i32 %253, 0
  %259 = icmp ult ptr %228, %118
  %260 = and i1 %259, %258
  br i1 %260, label %261, label %346

261:                                              ; preds = %250
  %262 = and i32 %251, 63
  %263 = zext nneg i32 %262 to i64
  %264 = shl i64 %257, %263
  %265 = lshr i64 %264, %115
  %266 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %265
  %267 = load i16, ptr %266, align 2
  store i16 %267, ptr %228, align 1
  %268 = getelementptr inbounds i8, ptr %266, i64 2
  %269 = load i8, ptr %268, align 2, !tbaa !52
  %270 = zext i8 %269 to i32
  %271 = add i32 %251, %270
  %272 = getelementptr inbounds i8, ptr %266, i64 3
  %273 = load i8, ptr %272, align 1, !tbaa !55
  %274 = zext i8 %273 to i64
  %275 = getelementptr inbounds i8, ptr %228, i64 %274
  %276 = and i32 %271, 63
  %277 = zext nneg i32 %276 to i64
  %278 = shl i64 %257, %277
  %279 = lshr i64 %278, %115
  %280 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %279
  %281 = load i16, ptr %280, align 2
  store i16 %281, ptr %275, align 1
  %282 = getelementptr inbounds i8, ptr %280, i64 2
  %283 = load i8, ptr %282, align 2, !tbaa !52
  %284 = zext i8 %283 to i32
  %285 = add i32 %271, %284
  %286 = getelementptr inbounds i8, ptr %280, i64 3
  %287 = load i8, ptr %286, align 1, !tbaa !55
  %288 = zext i8 %287 to i64
  %289 = getelementptr inbounds i8, ptr %275, i64 %288
  %290 = and i32 %285, 63
  %291 = zext nneg i32 %290 to i64
  %292 = shl i64 %257, %291
  %293 = lshr i64 %292, %115
  %294 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %293
  %295 = load i16, ptr %294, align 2
  store i16 %295, ptr %289, align 1
  %296 = getelementptr inbounds i8, ptr %294, i64 2
  %297 = load i8, ptr %296, align 2, !tbaa !52
  %298 = zext i8 %297 to i32
  %299 = add i32 %285, %298
  %300 = getelementptr inbounds i8, ptr %294, i64 3
  %301 = load i8, ptr %300, align 1, !tbaa !55
  %302 = zext i8 %301 to i64
  %303 = getelementptr inbounds i8, ptr %289, i64 %302
  %304 = and i32 %299, 63
  %305 = zext nneg i32 %304 to i64
  %306 = shl i64 %257, %305
  %307 = lshr i64 %306, %115
  %308 = getelementptr inbounds %struct.HUF_DEltX2, ptr %116, i64 %307
  %309 = load i16, ptr %308, align 2
  store i16 %309, ptr %303, align 1
  %310 = getelementptr inbounds i8, ptr %308, i64 2
  %311 = load i8, ptr %310, align 2, !tbaa !52
  %312 = zext i8 %311 to i32
  %313 = add i32 %299, %312
  %314 = getelementptr inbounds i8, ptr %308, i64 3
  %315 = load i8, ptr %314, align 1, !tbaa !55
  %316 = zext i8 %315 to i64
  %317 = getelementptr inbounds i8, ptr %303, i64 %316
  %318 = icmp ugt i32 %313, 64
  br i1 %318, label %348, label %227, !prof !56, !llvm.loop !58

319:                                              ; preds = %80
  %320 = icmp slt i64 %3, 16
  br i1 %320, label %328, label %321

321:                                              ; preds = %319
  %322 = lshr i32 %78, 3
  %323 = zext nneg i32 %322 to i64
  %324 = sub nsw i64 0, %323
  %325 = getelementptr inbounds i8, ptr %73, i64 %324
  %326 = and i32 %78, 7
  %327 = load i64, ptr %325, align 1, !tbaa !28
  br label %348

328:                                              ; preds = %319
  %329 = icmp eq i64 %72, 0
  br i1 %329, label %348, label %330

330:                                              ; preds = %328
  %331 = lshr i32 %78, 3
  %332 = zext nneg i32 %331 to i64
  %333 = sub nsw i64 0, %332
  %334 = getelementptr inbounds i8, ptr %73, i64 %333
  %335 = icmp ult ptr %334, %2
  %336 = trunc i64 %72 to i32
  %337 = select i1 %335, i32 %336, i32 %331
  %338 = zext i32 %337 to i64
  %339 = sub nsw i64 0, %338
  %340 = getelementptr inbounds i8, ptr %73, i64 %339
  %341 = shl i32 %337, 3
  %342 = sub i32 %78, %341
  %343 = load i64, ptr %340, align 1, !tbaa !28
  br label %348

344:                                              ; preds = %144
  %345 = getelementptr inbounds i8, ptr %2, i64 %149
  br label %348

346:                                              ; preds = %250
  %347 = getelementptr inbounds i8, ptr %2, i64 %255
  br label %348

348:                                              ; preds = %261, %237, %155, %131, %346, %344, %330, %328, %321, %88
  %349 = phi i64 [ %86, %330 ], [ %86, %321 ], [ %86, %328 ], [ %100, %88 ], [ %103, %344 ], [ %103, %346 ], [ %103, %131 ], [ %103, %155 ], [ %103, %237 ], [ %103, %261 ]
  %350 = phi i32 [ %85, %330 ], [ %85, %321 ], [ %85, %328 ], [ %99, %88 ], [ %104, %344 ], [ %104, %346 ], [ %104, %131 ], [ %104, %155 ], [ %104, %237 ], [ %104, %261 ]
  %351 = phi ptr [ %83, %330 ], [ %83, %321 ], [ %83, %328 ], [ %97, %88 ], [ %106, %344 ], [ %106, %346 ], [ %106, %131 ], [ %106, %155 ], [ %106, %237 ], [ %106, %261 ]
  %352 = phi ptr [ %82, %330 ], [ %82, %321 ], [ %82, %328 ], [ %96, %88 ], [ %107, %344 ], [ %107, %346 ], [ %107, %131 ], [ %107, %155 ], [ %107, %237 ], [ %107, %261 ]
  %353 = phi i32 [ %342, %330 ], [ %326, %321 ], [ %78, %328 ], [ %94, %88 ], [ %145, %344 ], [ %251, %346 ], [ %221, %155 ], [ %125, %131 ], [ %313, %261 ], [ %231, %237 ]
  %354 = phi i64 [ %343, %330 ], [ %327, %321 ], [ %74, %328 ], [ %66, %88 ], [ %151, %344 ], [ %257, %346 ], [ %151, %155 ], [ %124, %131 ], [ %257, %261 ], [ %230, %237 ]
  %355 = phi ptr [ %340, %330 ], [ %325, %321 ], [ %73, %328 ], [ %2, %88 ], [ %345, %344 ], [ %347, %346 ], [ @BIT_reloadDStream.zeroFilled, %155 ], [ %126, %131 ], [ @BIT_reloadDStream.zeroFilled, %261 ], [ %232, %237 ]
  %356 = phi ptr [ %0, %330 ], [ %0, %321 ], [ %0, %328 ], [ %0, %88 ], [ %122, %344 ], [ %228, %346 ], [ %225, %155 ], [ %122, %131 ], [ %317, %261 ], [ %228, %237 ]
  %357 = ptrtoint ptr %356 to i64
  %358 = sub i64 %349, %357
  %359 = icmp ugt i64 %358, 1
  br i1 %359, label %360, label %442

360:                                              ; preds = %348
  %361 = getelementptr inbounds i8, ptr %352, i64 -2
  %362 = ptrtoint ptr %2 to i64
  %363 = sub nsw i32 0, %350
  %364 = and i32 %363, 63
  %365 = zext nneg i32 %364 to i64
  %366 = icmp ugt i32 %353, 64
  br i1 %366, label %402, label %367, !prof !59

367:                                              ; preds = %360, %408
  %368 = phi ptr [ %422, %408 ], [ %356, %360 ]
  %369 = phi ptr [ %397, %408 ], [ %355, %360 ]
  %370 = phi i64 [ %398, %408 ], [ %354, %360 ]
  %371 = phi i32 [ %418, %408 ], [ %353, %360 ]
  %372 = icmp ult ptr %369, %14
  br i1 %372, label %376, label %373

373:                                              ; preds = %367
  %374 = lshr i32 %371, 3
  %375 = and i32 %371, 7
  br label %391

376:                                              ; preds = %367
  %377 = icmp eq ptr %369, %2
  br i1 %377, label %402, label %378

378:                                              ; preds = %376
  %379 = lshr i32 %371, 3
  %380 = zext nneg i32 %379 to i64
  %381 = sub nsw i64 0, %380
  %382 = getelementptr inbounds i8, ptr %369, i64 %381
  %383 = icmp ult ptr %382, %2
  %384 = ptrtoint ptr %369 to i64
  %385 = sub i64 %384, %362
  %386 = trunc i64 %385 to i32
  %387 = select i1 %383, i32 %386, i32 %379
  %388 = zext i1 %383 to i32
  %389 = shl i32 %387, 3
  %390 = sub i32 %371, %389
  br label %391

391:                                              ; preds = %378, %373
  %392 = phi i32 [ %374, %373 ], [ %387, %378 ]
  %393 = phi i32 [ %375, %373 ], [ %390, %378 ]
  %394 = phi i32 [ 0, %373 ], [ %388, %378 ]
  %395 = zext i32 %392 to i64
  %396 = sub nsw i64 0, %395
  %397 = getelementptr inbounds i8, ptr %369, i64 %396
  %398 = load i64, ptr %397, align 1, !tbaa !28
  %399 = icmp eq i32 %394, 0
  %400 = icmp ule ptr %368, %361
  %401 = and i1 %400, %399
  br i1 %401, label %408, label %402

402:                                              ; preds = %408, %376, %391, %360
  %403 = phi ptr [ %356, %360 ], [ %368, %391 ], [ %368, %376 ], [ %422, %408 ]
  %404 = phi ptr [ @BIT_reloadDStream.zeroFilled, %360 ], [ %397, %391 ], [ %2, %376 ], [ @BIT_reloadDStream.zeroFilled, %408 ]
  %405 = phi i64 [ %354, %360 ], [ %398, %391 ], [ %370, %376 ], [ %398, %408 ]
  %406 = phi i32 [ %353, %360 ], [ %393, %391 ], [ %371, %376 ], [ %418, %408 ]
  %407 = icmp ugt ptr %403, %361
  br i1 %407, label %442, label %424

408:                                              ; preds = %391
  %409 = and i32 %393, 63
  %410 = zext nneg i32 %409 to i64
  %411 = shl i64 %398, %410
  %412 = lshr i64 %411, %365
  %413 = getelementptr inbounds %struct.HUF_DEltX2, ptr %351, i64 %412
  %414 = load i16, ptr %413, align 2
  store i16 %414, ptr %368, align 1
  %415 = getelementptr inbounds i8, ptr %413, i64 2
  %416 = load i8, ptr %415, align 2, !tbaa !52
  %417 = zext i8 %416 to i32
  %418 = add i32 %393, %417
  %419 = getelementptr inbounds i8, ptr %413, i64 3
  %420 = load i8, ptr %419, align 1, !tbaa !55
  %421 = zext i8 %420 to i64
  %422 = getelementptr inbounds i8, ptr %368, i64 %421
  %423 = icmp ugt i32 %418, 64
  br i1 %423, label %402, label %367, !prof !56, !llvm.loop !60

424:                                              ; preds = %402, %424
  %425 = phi ptr [ %440, %424 ], [ %403, %402 ]
  %426 = phi i32 [ %436, %424 ], [ %406, %402 ]
  %427 = and i32 %426, 63
  %428 = zext nneg i32 %427 to i64
  %429 = shl i64 %405, %428
  %430 = lshr i64 %429, %365
  %431 = getelementptr inbounds %struct.HUF_DEltX2, ptr %351, i64 %430
  %432 = load i16, ptr %431, align 2
  store i16 %432, ptr %425, align 1
  %433 = getelementptr inbounds i8, ptr %431, i64 2
  %434 = load i8, ptr %433, align 2, !tbaa !52
  %435 = zext i8 %434 to i32
  %436 = add i32 %426, %435
  %437 = getelementptr inbounds i8, ptr %431, i64 3
  %438 = load i8, ptr %437, align 1, !tbaa !55
  %439 = zext i8 %438 to i64
  %440 = getelementptr inbounds i8, ptr %425, i64 %439
  %441 = icmp ugt ptr %440, %361
  br i1 %441, label %442, label %424, !llvm.loop !61

442:                                              ; preds = %424, %402, %348
  %443 = phi i32 [ %353, %348 ], [ %406, %402 ], [ %436, %424 ]
  %444 = phi i64 [ %354, %348 ], [ %405, %402 ], [ %405, %424 ]
  %445 = phi ptr [ %355, %348 ], [ %404, %402 ], [ %404, %424 ]
  %446 = phi ptr [ %356, %348 ], [ %403, %402 ], [ %440, %424 ]
  %447 = icmp ult ptr %446, %352
  br i1 %447, label %448, label %474

448:                                              ; preds = %442
  %449 = and i32 %443, 63
  %450 = zext nneg i32 %449 to i64
  %451 = shl i64 %444, %450
  %452 = sub nsw i32 0, %350
  %453 = and i32 %452, 63
  %454 = zext nneg i32 %453 to i64
  %455 = lshr i64 %451, %454
  %456 = getelementptr inbounds %struct.HUF_DEltX2, ptr %351, i64 %455
  %457 = load i8, ptr %456, align 2
  store i8 %457, ptr %446, align 1
  %458 = getelementptr inbounds i8, ptr %456, i64 3
  %459 = load i8, ptr %458, align 1, !tbaa !55
  %460 = icmp eq i8 %459, 1
  br i1 %460, label %461, label %466

461:                                              ; preds = %448
  %462 = getelementptr inbounds i8, ptr %456, i64 2
  %463 = load i8, ptr %462, align 2, !tbaa !52
  %464 = zext i8 %463 to i32
  %465 = add i32 %443, %464
  br label %474

466:                                              ; preds = %448
  %467 = icmp ult i32 %443, 64
  br i1 %467, label %468, label %474

468:                                              ; preds = %466
  %469 = getelementptr inbounds i8, ptr %456, i64 2
  %470 = load i8, ptr %469, align 2, !tbaa !52
  %471 = zext i8 %470 to i32
  %472 = add nuw nsw i32 %443, %471
  %473 = tail call i32 @llvm.umin.i32(i32 %472, i32 64)
  br label %474

474:                                              ; preds = %468, %466, %461, %442
  %475 = phi i32 [ %443, %442 ], [ %465, %461 ], [ %443, %466 ], [ %473, %468 ]
  %476 = icmp eq ptr %445, %2
  %477 = freeze i32 %475
  %478 = icmp eq i32 %477, 64
  %479 = and i1 %476, %478
  %480 = select i1 %479, i64 %1, i64 -20
  br label %481

481:                                              ; preds = %474, %71, %65, %16, %11, %9
  %482 = phi i64 [ %10, %9 ], [ %3, %71 ], [ -20, %65 ], [ -1, %16 ], [ -72, %11 ], [ %480, %474 ]
  ret i64 %482
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
  %13 = load i32, ptr %12, align 16, !tbaa !62
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !64
  %16 = mul i32 %15, %11
  %17 = add i32 %16, %13
  %18 = getelementptr inbounds i8, ptr %12, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !62
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !64
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
  %18 = load i8, ptr %3, align 1, !tbaa !9
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
  %30 = load i32, ptr %29, align 16, !tbaa !62
  %31 = getelementptr inbounds i8, ptr %29, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !64
  %33 = mul i32 %32, %28
  %34 = add i32 %33, %30
  %35 = getelementptr inbounds i8, ptr %29, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !62
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !64
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
  %52 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %50, i64 noundef %51, ptr noundef %0, i32 noundef %7)
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
  %61 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %59, i64 noundef %60, ptr noundef %0, i32 noundef %7)
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
  %16 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %1, i64 noundef %2, ptr noundef %14, i64 noundef %15, ptr noundef %0, i32 noundef %7)
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
  %11 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4, i32 noundef %5)
  br label %14

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %4, i32 noundef %5)
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #7 {
  %7 = ptrtoint ptr %0 to i64
  %8 = and i32 %5, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  br label %279

12:                                               ; preds = %6
  %13 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  %15 = getelementptr inbounds i8, ptr %4, i64 4
  %16 = load i32, ptr %4, align 4
  %17 = lshr i32 %16, 16
  %18 = icmp eq i64 %3, 0
  br i1 %18, label %279, label %19

19:                                               ; preds = %12
  %20 = icmp ugt i64 %3, 7
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %2, i64 %3
  %23 = getelementptr i8, ptr %22, i64 -1
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %279, label %76

26:                                               ; preds = %19
  %27 = load i8, ptr %2, align 1, !tbaa !9
  %28 = zext i8 %27 to i64
  switch i64 %3, label %70 [
    i64 7, label %29
    i64 6, label %35
    i64 5, label %42
    i64 4, label %49
    i64 3, label %56
    i64 2, label %63
  ]

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %2, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !9
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 48
  %34 = or disjoint i64 %33, %28
  br label %35

35:                                               ; preds = %29, %26
  %36 = phi i64 [ %28, %26 ], [ %34, %29 ]
  %37 = getelementptr inbounds i8, ptr %2, i64 5
  %38 = load i8, ptr %37, align 1, !tbaa !9
  %39 = zext i8 %38 to i64
  %40 = shl nuw nsw i64 %39, 40
  %41 = add nuw nsw i64 %40, %36
  br label %42

42:                                               ; preds = %35, %26
  %43 = phi i64 [ %28, %26 ], [ %41, %35 ]
  %44 = getelementptr inbounds i8, ptr %2, i64 4
  %45 = load i8, ptr %44, align 1, !tbaa !9
  %46 = zext i8 %45 to i64
  %47 = shl nuw nsw i64 %46, 32
  %48 = add nuw nsw i64 %47, %43
  br label %49

49:                                               ; preds = %42, %26
  %50 = phi i64 [ %28, %26 ], [ %48, %42 ]
  %51 = getelementptr inbounds i8, ptr %2, i64 3
  %52 = load i8, ptr %51, align 1, !tbaa !9
  %53 = zext i8 %52 to i64
  %54 = shl nuw nsw i64 %53, 24
  %55 = add nuw nsw i64 %54, %50
  br label %56

56:                                               ; preds = %49, %26
  %57 = phi i64 [ %28, %26 ], [ %55, %49 ]
  %58 = getelementptr inbounds i8, ptr %2, i64 2
  %59 = load i8, ptr %58, align 1, !tbaa !9
  %60 = zext i8 %59 to i64
  %61 = shl nuw nsw i64 %60, 16
  %62 = add nuw nsw i64 %61, %57
  br label %63

63:                                               ; preds = %56, %26
  %64 = phi i64 [ %28, %26 ], [ %62, %56 ]
  %65 = getelementptr inbounds i8, ptr %2, i64 1
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i64
  %68 = shl nuw nsw i64 %67, 8
  %69 = add nuw nsw i64 %68, %64
  br label %70

70:                                               ; preds = %63, %26
  %71 = phi i64 [ %28, %26 ], [ %69, %63 ]
  %72 = getelementptr i8, ptr %2, i64 %3
  %73 = getelementptr i8, ptr %72, i64 -1
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %279, label %87

76:                                               ; preds = %21
  %77 = add nsw i64 %3, -8
  %78 = getelementptr inbounds i8, ptr %2, i64 %77
  %79 = load i64, ptr %78, align 1, !tbaa !28
  %80 = zext i8 %24 to i32
  %81 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %80, i1 true)
  %82 = xor i32 %81, 31
  %83 = sub nuw nsw i32 8, %82
  %84 = icmp ult i64 %3, -119
  br i1 %84, label %85, label %279

85:                                               ; preds = %76
  %86 = icmp sgt i64 %1, 3
  br i1 %86, label %95, label %183

87:                                               ; preds = %70
  %88 = zext i8 %74 to i32
  %89 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %88, i1 true)
  %90 = trunc nuw i64 %3 to i32
  %91 = shl nuw nsw i32 %90, 3
  %92 = sub nsw i32 %89, %91
  %93 = add nsw i32 %92, 41
  %94 = icmp sgt i64 %1, 3
  br i1 %94, label %95, label %210

95:                                               ; preds = %87, %85
  %96 = phi i32 [ %93, %87 ], [ %83, %85 ]
  %97 = phi i64 [ %71, %87 ], [ %79, %85 ]
  %98 = phi i64 [ 0, %87 ], [ %77, %85 ]
  %99 = getelementptr inbounds i8, ptr %14, i64 -3
  %100 = sub nsw i32 0, %17
  %101 = and i32 %100, 63
  %102 = zext nneg i32 %101 to i64
  br label %103

103:                                              ; preds = %137, %95
  %104 = phi ptr [ %0, %95 ], [ %181, %137 ]
  %105 = phi i64 [ %98, %95 ], [ %131, %137 ]
  %106 = phi i64 [ %97, %95 ], [ %133, %137 ]
  %107 = phi i32 [ %96, %95 ], [ %180, %137 ]
  %108 = getelementptr inbounds i8, ptr %2, i64 %105
  %109 = icmp slt i64 %105, 8
  br i1 %109, label %113, label %110

110:                                              ; preds = %103
  %111 = lshr i32 %107, 3
  %112 = and i32 %107, 7
  br label %126

113:                                              ; preds = %103
  %114 = icmp eq i64 %105, 0
  br i1 %114, label %210, label %115

115:                                              ; preds = %113
  %116 = lshr i32 %107, 3
  %117 = zext nneg i32 %116 to i64
  %118 = sub nsw i64 0, %117
  %119 = getelementptr inbounds i8, ptr %108, i64 %118
  %120 = icmp ult ptr %119, %2
  %121 = trunc i64 %105 to i32
  %122 = select i1 %120, i32 %121, i32 %116
  %123 = zext i1 %120 to i32
  %124 = shl i32 %122, 3
  %125 = sub i32 %107, %124
  br label %126

126:                                              ; preds = %115, %110
  %127 = phi i32 [ %125, %115 ], [ %112, %110 ]
  %128 = phi i32 [ %122, %115 ], [ %111, %110 ]
  %129 = phi i32 [ %123, %115 ], [ 0, %110 ]
  %130 = zext i32 %128 to i64
  %131 = sub i64 %105, %130
  %132 = getelementptr inbounds i8, ptr %2, i64 %131
  %133 = load i64, ptr %132, align 1, !tbaa !28
  %134 = icmp eq i32 %129, 0
  %135 = icmp ult ptr %104, %99
  %136 = and i1 %135, %134
  br i1 %136, label %137, label %208

137:                                              ; preds = %126
  %138 = and i32 %127, 63
  %139 = zext nneg i32 %138 to i64
  %140 = shl i64 %133, %139
  %141 = lshr i64 %140, %102
  %142 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %141
  %143 = getelementptr inbounds i8, ptr %142, i64 1
  %144 = load i8, ptr %143, align 1, !tbaa !65
  %145 = load i8, ptr %142, align 1, !tbaa !67
  %146 = zext i8 %145 to i32
  %147 = add i32 %127, %146
  store i8 %144, ptr %104, align 1, !tbaa !9
  %148 = getelementptr inbounds i8, ptr %104, i64 1
  %149 = and i32 %147, 63
  %150 = zext nneg i32 %149 to i64
  %151 = shl i64 %133, %150
  %152 = lshr i64 %151, %102
  %153 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 1
  %155 = load i8, ptr %154, align 1, !tbaa !65
  %156 = load i8, ptr %153, align 1, !tbaa !67
  %157 = zext i8 %156 to i32
  %158 = add i32 %147, %157
  store i8 %155, ptr %148, align 1, !tbaa !9
  %159 = getelementptr inbounds i8, ptr %104, i64 2
  %160 = and i32 %158, 63
  %161 = zext nneg i32 %160 to i64
  %162 = shl i64 %133, %161
  %163 = lshr i64 %162, %102
  %164 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %163
  %165 = getelementptr inbounds i8, ptr %164, i64 1
  %166 = load i8, ptr %165, align 1, !tbaa !65
  %167 = load i8, ptr %164, align 1, !tbaa !67
  %168 = zext i8 %167 to i32
  %169 = add i32 %158, %168
  store i8 %166, ptr %159, align 1, !tbaa !9
  %170 = getelementptr inbounds i8, ptr %104, i64 3
  %171 = and i32 %169, 63
  %172 = zext nneg i32 %171 to i64
  %173 = shl i64 %133, %172
  %174 = lshr i64 %173, %102
  %175 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %174
  %176 = getelementptr inbounds i8, ptr %175, i64 1
  %177 = load i8, ptr %176, align 1, !tbaa !65
  %178 = load i8, ptr %175, align 1, !tbaa !67
  %179 = zext i8 %178 to i32
  %180 = add i32 %169, %179
  %181 = getelementptr inbounds i8, ptr %104, i64 4
  store i8 %177, ptr %170, align 1, !tbaa !9
  %182 = icmp ugt i32 %180, 64
  br i1 %182, label %210, label %103, !prof !56, !llvm.loop !68

183:                                              ; preds = %85
  %184 = icmp slt i64 %3, 16
  br i1 %184, label %192, label %185

185:                                              ; preds = %183
  %186 = lshr i32 %83, 3
  %187 = zext nneg i32 %186 to i64
  %188 = sub nsw i64 0, %187
  %189 = getelementptr inbounds i8, ptr %78, i64 %188
  %190 = and i32 %83, 7
  %191 = load i64, ptr %189, align 1, !tbaa !28
  br label %210

192:                                              ; preds = %183
  %193 = icmp eq i64 %77, 0
  br i1 %193, label %210, label %194

194:                                              ; preds = %192
  %195 = lshr i32 %83, 3
  %196 = zext nneg i32 %195 to i64
  %197 = sub nsw i64 0, %196
  %198 = getelementptr inbounds i8, ptr %78, i64 %197
  %199 = icmp ult ptr %198, %2
  %200 = trunc i64 %77 to i32
  %201 = select i1 %199, i32 %200, i32 %195
  %202 = zext i32 %201 to i64
  %203 = sub nsw i64 0, %202
  %204 = getelementptr inbounds i8, ptr %78, i64 %203
  %205 = shl i32 %201, 3
  %206 = sub i32 %83, %205
  %207 = load i64, ptr %204, align 1, !tbaa !28
  br label %210

208:                                              ; preds = %126
  %209 = getelementptr inbounds i8, ptr %2, i64 %131
  br label %210

210:                                              ; preds = %137, %113, %208, %194, %192, %185, %87
  %211 = phi i32 [ %206, %194 ], [ %190, %185 ], [ %83, %192 ], [ %93, %87 ], [ %127, %208 ], [ %180, %137 ], [ %107, %113 ]
  %212 = phi i64 [ %207, %194 ], [ %191, %185 ], [ %79, %192 ], [ %71, %87 ], [ %133, %208 ], [ %133, %137 ], [ %106, %113 ]
  %213 = phi ptr [ %204, %194 ], [ %189, %185 ], [ %78, %192 ], [ %2, %87 ], [ %209, %208 ], [ @BIT_reloadDStream.zeroFilled, %137 ], [ %108, %113 ]
  %214 = phi ptr [ %0, %194 ], [ %0, %185 ], [ %0, %192 ], [ %0, %87 ], [ %104, %208 ], [ %181, %137 ], [ %104, %113 ]
  %215 = freeze i32 %211
  %216 = icmp ult ptr %214, %14
  br i1 %216, label %217, label %273

217:                                              ; preds = %210
  %218 = ptrtoint ptr %214 to i64
  %219 = sub nsw i32 0, %17
  %220 = and i32 %219, 63
  %221 = zext nneg i32 %220 to i64
  %222 = add i64 %13, %7
  %223 = sub i64 %222, %218
  %224 = add i64 %218, 1
  %225 = and i64 %223, 1
  %226 = icmp eq i64 %225, 0
  br i1 %226, label %240, label %227

227:                                              ; preds = %217
  %228 = and i32 %215, 63
  %229 = zext nneg i32 %228 to i64
  %230 = shl i64 %212, %229
  %231 = lshr i64 %230, %221
  %232 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 1
  %234 = load i8, ptr %233, align 1, !tbaa !65
  %235 = load i8, ptr %232, align 1, !tbaa !67
  %236 = freeze i8 %235
  %237 = zext i8 %236 to i32
  %238 = add i32 %215, %237
  %239 = getelementptr inbounds i8, ptr %214, i64 1
  store i8 %234, ptr %214, align 1, !tbaa !9
  br label %240

240:                                              ; preds = %227, %217
  %241 = phi i32 [ %215, %217 ], [ %238, %227 ]
  %242 = phi ptr [ %214, %217 ], [ %239, %227 ]
  %243 = phi i32 [ poison, %217 ], [ %238, %227 ]
  %244 = icmp eq i64 %222, %224
  br i1 %244, label %273, label %245

245:                                              ; preds = %240, %245
  %246 = phi i32 [ %270, %245 ], [ %241, %240 ]
  %247 = phi ptr [ %271, %245 ], [ %242, %240 ]
  %248 = and i32 %246, 63
  %249 = zext nneg i32 %248 to i64
  %250 = shl i64 %212, %249
  %251 = lshr i64 %250, %221
  %252 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %251
  %253 = getelementptr inbounds i8, ptr %252, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !65
  %255 = load i8, ptr %252, align 1, !tbaa !67
  %256 = freeze i8 %255
  %257 = zext i8 %256 to i32
  %258 = add i32 %246, %257
  %259 = getelementptr inbounds i8, ptr %247, i64 1
  store i8 %254, ptr %247, align 1, !tbaa !9
  %260 = and i32 %258, 63
  %261 = zext nneg i32 %260 to i64
  %262 = shl i64 %212, %261
  %263 = lshr i64 %262, %221
  %264 = getelementptr inbounds %struct.HUF_DEltX1, ptr %15, i64 %263
  %265 = getelementptr inbounds i8, ptr %264, i64 1
  %266 = load i8, ptr %265, align 1, !tbaa !65
  %267 = load i8, ptr %264, align 1, !tbaa !67
  %268 = freeze i8 %267
  %269 = zext i8 %268 to i32
  %270 = add i32 %258, %269
  %271 = getelementptr inbounds i8, ptr %247, i64 2
  store i8 %266, ptr %259, align 1, !tbaa !9
  %272 = icmp ult ptr %271, %14
  br i1 %272, label %245, label %273, !llvm.loop !69

273:                                              ; preds = %240, %245, %210
  %274 = phi i32 [ %215, %210 ], [ %243, %240 ], [ %270, %245 ]
  %275 = icmp eq ptr %213, %2
  %276 = icmp eq i32 %274, 64
  %277 = and i1 %275, %276
  %278 = select i1 %277, i64 %1, i64 -20
  br label %279

279:                                              ; preds = %273, %76, %70, %21, %12, %10
  %280 = phi i64 [ %11, %10 ], [ %3, %76 ], [ -20, %70 ], [ -1, %21 ], [ -72, %12 ], [ %278, %273 ]
  ret i64 %280
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
  %8 = and i32 %5, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = and i32 %5, 32
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %2189, label %2192

13:                                               ; preds = %6
  %14 = icmp ult i64 %3, 10
  %15 = icmp ult i64 %1, 6
  %16 = or i1 %15, %14
  br i1 %16, label %2194, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 %1
  %19 = getelementptr inbounds i8, ptr %18, i64 -7
  %20 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #14
  %21 = load i16, ptr %2, align 1, !tbaa !70
  %22 = zext i16 %21 to i64
  %23 = getelementptr inbounds i8, ptr %2, i64 2
  %24 = load i16, ptr %23, align 1, !tbaa !70
  %25 = zext i16 %24 to i64
  %26 = getelementptr inbounds i8, ptr %2, i64 4
  %27 = load i16, ptr %26, align 1, !tbaa !70
  %28 = zext i16 %27 to i64
  %29 = add nuw nsw i64 %22, 6
  %30 = add nuw nsw i64 %29, %25
  %31 = add nuw nsw i64 %30, %28
  %32 = sub i64 %3, %31
  %33 = getelementptr inbounds i8, ptr %2, i64 6
  %34 = getelementptr i8, ptr %33, i64 %22
  %35 = getelementptr i8, ptr %34, i64 %25
  %36 = getelementptr i8, ptr %35, i64 %28
  %37 = add i64 %1, 3
  %38 = lshr i64 %37, 2
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 %38
  %41 = getelementptr inbounds i8, ptr %40, i64 %38
  %42 = load i32, ptr %4, align 4
  %43 = lshr i32 %42, 16
  %44 = and i32 %43, 255
  %45 = icmp ugt i64 %31, %3
  %46 = icmp ugt ptr %41, %18
  %47 = select i1 %45, i1 true, i1 %46
  br i1 %47, label %2187, label %48

48:                                               ; preds = %17
  %49 = icmp eq i16 %21, 0
  br i1 %49, label %2187, label %50

50:                                               ; preds = %48
  %51 = getelementptr inbounds i8, ptr %2, i64 14
  %52 = icmp ugt i16 %21, 7
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr %34, i64 -1
  %55 = load i8, ptr %54, align 1, !tbaa !9
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %2187, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %34, i64 -8
  %59 = load i64, ptr %58, align 1, !tbaa !28
  %60 = zext i8 %55 to i32
  %61 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %60, i1 true)
  %62 = xor i32 %61, 31
  %63 = sub nuw nsw i32 8, %62
  br label %120

64:                                               ; preds = %50
  %65 = load i8, ptr %33, align 1, !tbaa !9
  %66 = zext i8 %65 to i64
  switch i16 %21, label %108 [
    i16 7, label %67
    i16 6, label %73
    i16 5, label %80
    i16 4, label %87
    i16 3, label %94
    i16 2, label %101
  ]

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %2, i64 12
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 48
  %72 = or disjoint i64 %71, %66
  br label %73

73:                                               ; preds = %67, %64
  %74 = phi i64 [ %66, %64 ], [ %72, %67 ]
  %75 = getelementptr inbounds i8, ptr %2, i64 11
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i64
  %78 = shl nuw nsw i64 %77, 40
  %79 = add nuw nsw i64 %78, %74
  br label %80

80:                                               ; preds = %73, %64
  %81 = phi i64 [ %66, %64 ], [ %79, %73 ]
  %82 = getelementptr inbounds i8, ptr %2, i64 10
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  %85 = shl nuw nsw i64 %84, 32
  %86 = add nuw nsw i64 %85, %81
  br label %87

87:                                               ; preds = %80, %64
  %88 = phi i64 [ %66, %64 ], [ %86, %80 ]
  %89 = getelementptr inbounds i8, ptr %2, i64 9
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i64
  %92 = shl nuw nsw i64 %91, 24
  %93 = add nuw nsw i64 %92, %88
  br label %94

94:                                               ; preds = %87, %64
  %95 = phi i64 [ %66, %64 ], [ %93, %87 ]
  %96 = getelementptr inbounds i8, ptr %2, i64 8
  %97 = load i8, ptr %96, align 1, !tbaa !9
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, 16
  %100 = add nuw nsw i64 %99, %95
  br label %101

101:                                              ; preds = %94, %64
  %102 = phi i64 [ %66, %64 ], [ %100, %94 ]
  %103 = getelementptr inbounds i8, ptr %2, i64 7
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i64
  %106 = shl nuw nsw i64 %105, 8
  %107 = add nuw nsw i64 %106, %102
  br label %108

108:                                              ; preds = %101, %64
  %109 = phi i64 [ %66, %64 ], [ %107, %101 ]
  %110 = getelementptr i8, ptr %34, i64 -1
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %2187, label %113

113:                                              ; preds = %108
  %114 = zext i8 %111 to i32
  %115 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %114, i1 true)
  %116 = shl nuw nsw i16 %21, 3
  %117 = zext nneg i16 %116 to i32
  %118 = sub nsw i32 %115, %117
  %119 = add nsw i32 %118, 41
  br label %120

120:                                              ; preds = %113, %57
  %121 = phi ptr [ %58, %57 ], [ %33, %113 ]
  %122 = phi i32 [ %63, %57 ], [ %119, %113 ]
  %123 = phi i64 [ %59, %57 ], [ %109, %113 ]
  %124 = icmp eq i16 %24, 0
  br i1 %124, label %2187, label %125

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %34, i64 8
  %127 = icmp ugt i16 %24, 7
  br i1 %127, label %128, label %139

128:                                              ; preds = %125
  %129 = getelementptr i8, ptr %35, i64 -1
  %130 = load i8, ptr %129, align 1, !tbaa !9
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %2187, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds i8, ptr %35, i64 -8
  %134 = load i64, ptr %133, align 1, !tbaa !28
  %135 = zext i8 %130 to i32
  %136 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %135, i1 true)
  %137 = xor i32 %136, 31
  %138 = sub nuw nsw i32 8, %137
  br label %195

139:                                              ; preds = %125
  %140 = load i8, ptr %34, align 1, !tbaa !9
  %141 = zext i8 %140 to i64
  switch i16 %24, label %183 [
    i16 7, label %142
    i16 6, label %148
    i16 5, label %155
    i16 4, label %162
    i16 3, label %169
    i16 2, label %176
  ]

142:                                              ; preds = %139
  %143 = getelementptr inbounds i8, ptr %34, i64 6
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = shl nuw nsw i64 %145, 48
  %147 = or disjoint i64 %146, %141
  br label %148

148:                                              ; preds = %142, %139
  %149 = phi i64 [ %141, %139 ], [ %147, %142 ]
  %150 = getelementptr inbounds i8, ptr %34, i64 5
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = shl nuw nsw i64 %152, 40
  %154 = add nuw nsw i64 %153, %149
  br label %155

155:                                              ; preds = %148, %139
  %156 = phi i64 [ %141, %139 ], [ %154, %148 ]
  %157 = getelementptr inbounds i8, ptr %34, i64 4
  %158 = load i8, ptr %157, align 1, !tbaa !9
  %159 = zext i8 %158 to i64
  %160 = shl nuw nsw i64 %159, 32
  %161 = add nuw nsw i64 %160, %156
  br label %162

162:                                              ; preds = %155, %139
  %163 = phi i64 [ %141, %139 ], [ %161, %155 ]
  %164 = getelementptr inbounds i8, ptr %34, i64 3
  %165 = load i8, ptr %164, align 1, !tbaa !9
  %166 = zext i8 %165 to i64
  %167 = shl nuw nsw i64 %166, 24
  %168 = add nuw nsw i64 %167, %163
  br label %169

169:                                              ; preds = %162, %139
  %170 = phi i64 [ %141, %139 ], [ %168, %162 ]
  %171 = getelementptr inbounds i8, ptr %34, i64 2
  %172 = load i8, ptr %171, align 1, !tbaa !9
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 16
  %175 = add nuw nsw i64 %174, %170
  br label %176

176:                                              ; preds = %169, %139
  %177 = phi i64 [ %141, %139 ], [ %175, %169 ]
  %178 = getelementptr inbounds i8, ptr %34, i64 1
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = zext i8 %179 to i64
  %181 = shl nuw nsw i64 %180, 8
  %182 = add nuw nsw i64 %181, %177
  br label %183

183:                                              ; preds = %176, %139
  %184 = phi i64 [ %141, %139 ], [ %182, %176 ]
  %185 = getelementptr i8, ptr %35, i64 -1
  %186 = load i8, ptr %185, align 1, !tbaa !9
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %2187, label %188

188:                                              ; preds = %183
  %189 = zext i8 %186 to i32
  %190 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %189, i1 true)
  %191 = shl nuw nsw i16 %24, 3
  %192 = zext nneg i16 %191 to i32
  %193 = sub nsw i32 %190, %192
  %194 = add nsw i32 %193, 41
  br label %195

195:                                              ; preds = %188, %132
  %196 = phi i64 [ %134, %132 ], [ %184, %188 ]
  %197 = phi i32 [ %138, %132 ], [ %194, %188 ]
  %198 = phi ptr [ %133, %132 ], [ %34, %188 ]
  %199 = icmp eq i16 %27, 0
  br i1 %199, label %2187, label %200

200:                                              ; preds = %195
  %201 = getelementptr inbounds i8, ptr %35, i64 8
  %202 = icmp ugt i16 %27, 7
  br i1 %202, label %203, label %214

203:                                              ; preds = %200
  %204 = getelementptr i8, ptr %36, i64 -1
  %205 = load i8, ptr %204, align 1, !tbaa !9
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %2187, label %207

207:                                              ; preds = %203
  %208 = getelementptr inbounds i8, ptr %36, i64 -8
  %209 = load i64, ptr %208, align 1, !tbaa !28
  %210 = zext i8 %205 to i32
  %211 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %210, i1 true)
  %212 = xor i32 %211, 31
  %213 = sub nuw nsw i32 8, %212
  br label %270

214:                                              ; preds = %200
  %215 = load i8, ptr %35, align 1, !tbaa !9
  %216 = zext i8 %215 to i64
  switch i16 %27, label %258 [
    i16 7, label %217
    i16 6, label %223
    i16 5, label %230
    i16 4, label %237
    i16 3, label %244
    i16 2, label %251
  ]

217:                                              ; preds = %214
  %218 = getelementptr inbounds i8, ptr %35, i64 6
  %219 = load i8, ptr %218, align 1, !tbaa !9
  %220 = zext i8 %219 to i64
  %221 = shl nuw nsw i64 %220, 48
  %222 = or disjoint i64 %221, %216
  br label %223

223:                                              ; preds = %217, %214
  %224 = phi i64 [ %216, %214 ], [ %222, %217 ]
  %225 = getelementptr inbounds i8, ptr %35, i64 5
  %226 = load i8, ptr %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i64
  %228 = shl nuw nsw i64 %227, 40
  %229 = add nuw nsw i64 %228, %224
  br label %230

230:                                              ; preds = %223, %214
  %231 = phi i64 [ %216, %214 ], [ %229, %223 ]
  %232 = getelementptr inbounds i8, ptr %35, i64 4
  %233 = load i8, ptr %232, align 1, !tbaa !9
  %234 = zext i8 %233 to i64
  %235 = shl nuw nsw i64 %234, 32
  %236 = add nuw nsw i64 %235, %231
  br label %237

237:                                              ; preds = %230, %214
  %238 = phi i64 [ %216, %214 ], [ %236, %230 ]
  %239 = getelementptr inbounds i8, ptr %35, i64 3
  %240 = load i8, ptr %239, align 1, !tbaa !9
  %241 = zext i8 %240 to i64
  %242 = shl nuw nsw i64 %241, 24
  %243 = add nuw nsw i64 %242, %238
  br label %244

244:                                              ; preds = %237, %214
  %245 = phi i64 [ %216, %214 ], [ %243, %237 ]
  %246 = getelementptr inbounds i8, ptr %35, i64 2
  %247 = load i8, ptr %246, align 1, !tbaa !9
  %248 = zext i8 %247 to i64
  %249 = shl nuw nsw i64 %248, 16
  %250 = add nuw nsw i64 %249, %245
  br label %251

251:                                              ; preds = %244, %214
  %252 = phi i64 [ %216, %214 ], [ %250, %244 ]
  %253 = getelementptr inbounds i8, ptr %35, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !9
  %255 = zext i8 %254 to i64
  %256 = shl nuw nsw i64 %255, 8
  %257 = add nuw nsw i64 %256, %252
  br label %258

258:                                              ; preds = %251, %214
  %259 = phi i64 [ %216, %214 ], [ %257, %251 ]
  %260 = getelementptr i8, ptr %36, i64 -1
  %261 = load i8, ptr %260, align 1, !tbaa !9
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %2187, label %263

263:                                              ; preds = %258
  %264 = zext i8 %261 to i32
  %265 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %264, i1 true)
  %266 = shl nuw nsw i16 %27, 3
  %267 = zext nneg i16 %266 to i32
  %268 = sub nsw i32 %265, %267
  %269 = add nsw i32 %268, 41
  br label %270

270:                                              ; preds = %263, %207
  %271 = phi i64 [ %209, %207 ], [ %259, %263 ]
  %272 = phi i32 [ %213, %207 ], [ %269, %263 ]
  %273 = phi ptr [ %208, %207 ], [ %35, %263 ]
  %274 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %7, ptr noundef nonnull %36, i64 noundef %32)
  %275 = icmp ult i64 %274, -119
  br i1 %275, label %276, label %2187

276:                                              ; preds = %270
  %277 = ptrtoint ptr %18 to i64
  %278 = ptrtoint ptr %41 to i64
  %279 = sub i64 %277, %278
  %280 = icmp ugt i64 %279, 7
  %281 = icmp ult ptr %41, %19
  %282 = select i1 %280, i1 %281, i1 false
  br i1 %282, label %283, label %594

283:                                              ; preds = %276
  %284 = load i64, ptr %7, align 8, !tbaa !71
  %285 = sub nsw i32 0, %43
  %286 = and i32 %285, 63
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds i8, ptr %7, i64 8
  %289 = getelementptr inbounds i8, ptr %7, i64 16
  %290 = getelementptr inbounds i8, ptr %7, i64 32
  %291 = load ptr, ptr %290, align 8, !tbaa !74
  %292 = load i32, ptr %288, align 8, !tbaa !75
  %293 = load ptr, ptr %289, align 8, !tbaa !76
  br label %294

294:                                              ; preds = %584, %283
  %295 = phi ptr [ %293, %283 ], [ %585, %584 ]
  %296 = phi i32 [ %292, %283 ], [ %586, %584 ]
  %297 = phi ptr [ %0, %283 ], [ %366, %584 ]
  %298 = phi ptr [ %39, %283 ], [ %422, %584 ]
  %299 = phi ptr [ %40, %283 ], [ %505, %584 ]
  %300 = phi ptr [ %41, %283 ], [ %561, %584 ]
  %301 = phi ptr [ %273, %283 ], [ %573, %584 ]
  %302 = phi i64 [ %123, %283 ], [ %434, %584 ]
  %303 = phi i32 [ %272, %283 ], [ %572, %584 ]
  %304 = phi i64 [ %271, %283 ], [ %571, %584 ]
  %305 = phi ptr [ %198, %283 ], [ %447, %584 ]
  %306 = phi i32 [ %122, %283 ], [ %433, %584 ]
  %307 = phi i32 [ %197, %283 ], [ %446, %584 ]
  %308 = phi i64 [ %196, %283 ], [ %445, %584 ]
  %309 = phi ptr [ %121, %283 ], [ %432, %584 ]
  %310 = phi i64 [ %284, %283 ], [ %587, %584 ]
  %311 = and i32 %306, 63
  %312 = zext nneg i32 %311 to i64
  %313 = shl i64 %302, %312
  %314 = lshr i64 %313, %287
  %315 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %314
  %316 = load i16, ptr %315, align 2
  store i16 %316, ptr %297, align 1
  %317 = getelementptr inbounds i8, ptr %315, i64 2
  %318 = load i8, ptr %317, align 2, !tbaa !52
  %319 = zext i8 %318 to i32
  %320 = add i32 %306, %319
  %321 = getelementptr inbounds i8, ptr %315, i64 3
  %322 = load i8, ptr %321, align 1, !tbaa !55
  %323 = zext i8 %322 to i64
  %324 = getelementptr inbounds i8, ptr %297, i64 %323
  %325 = and i32 %320, 63
  %326 = zext nneg i32 %325 to i64
  %327 = shl i64 %302, %326
  %328 = lshr i64 %327, %287
  %329 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %328
  %330 = load i16, ptr %329, align 2
  store i16 %330, ptr %324, align 1
  %331 = getelementptr inbounds i8, ptr %329, i64 2
  %332 = load i8, ptr %331, align 2, !tbaa !52
  %333 = zext i8 %332 to i32
  %334 = add i32 %320, %333
  %335 = getelementptr inbounds i8, ptr %329, i64 3
  %336 = load i8, ptr %335, align 1, !tbaa !55
  %337 = zext i8 %336 to i64
  %338 = getelementptr inbounds i8, ptr %324, i64 %337
  %339 = and i32 %334, 63
  %340 = zext nneg i32 %339 to i64
  %341 = shl i64 %302, %340
  %342 = lshr i64 %341, %287
  %343 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %342
  %344 = load i16, ptr %343, align 2
  store i16 %344, ptr %338, align 1
  %345 = getelementptr inbounds i8, ptr %343, i64 2
  %346 = load i8, ptr %345, align 2, !tbaa !52
  %347 = zext i8 %346 to i32
  %348 = add i32 %334, %347
  %349 = getelementptr inbounds i8, ptr %343, i64 3
  %350 = load i8, ptr %349, align 1, !tbaa !55
  %351 = zext i8 %350 to i64
  %352 = getelementptr inbounds i8, ptr %338, i64 %351
  %353 = and i32 %348, 63
  %354 = zext nneg i32 %353 to i64
  %355 = shl i64 %302, %354
  %356 = lshr i64 %355, %287
  %357 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %356
  %358 = load i16, ptr %357, align 2
  store i16 %358, ptr %352, align 1
  %359 = getelementptr inbounds i8, ptr %357, i64 2
  %360 = load i8, ptr %359, align 2, !tbaa !52
  %361 = zext i8 %360 to i32
  %362 = add i32 %348, %361
  %363 = getelementptr inbounds i8, ptr %357, i64 3
  %364 = load i8, ptr %363, align 1, !tbaa !55
  %365 = zext i8 %364 to i64
  %366 = getelementptr inbounds i8, ptr %352, i64 %365
  %367 = and i32 %307, 63
  %368 = zext nneg i32 %367 to i64
  %369 = shl i64 %308, %368
  %370 = lshr i64 %369, %287
  %371 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %370
  %372 = load i16, ptr %371, align 2
  store i16 %372, ptr %298, align 1
  %373 = getelementptr inbounds i8, ptr %371, i64 2
  %374 = load i8, ptr %373, align 2, !tbaa !52
  %375 = zext i8 %374 to i32
  %376 = add i32 %307, %375
  %377 = getelementptr inbounds i8, ptr %371, i64 3
  %378 = load i8, ptr %377, align 1, !tbaa !55
  %379 = zext i8 %378 to i64
  %380 = getelementptr inbounds i8, ptr %298, i64 %379
  %381 = and i32 %376, 63
  %382 = zext nneg i32 %381 to i64
  %383 = shl i64 %308, %382
  %384 = lshr i64 %383, %287
  %385 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %384
  %386 = load i16, ptr %385, align 2
  store i16 %386, ptr %380, align 1
  %387 = getelementptr inbounds i8, ptr %385, i64 2
  %388 = load i8, ptr %387, align 2, !tbaa !52
  %389 = zext i8 %388 to i32
  %390 = add i32 %376, %389
  %391 = getelementptr inbounds i8, ptr %385, i64 3
  %392 = load i8, ptr %391, align 1, !tbaa !55
  %393 = zext i8 %392 to i64
  %394 = getelementptr inbounds i8, ptr %380, i64 %393
  %395 = and i32 %390, 63
  %396 = zext nneg i32 %395 to i64
  %397 = shl i64 %308, %396
  %398 = lshr i64 %397, %287
  %399 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %398
  %400 = load i16, ptr %399, align 2
  store i16 %400, ptr %394, align 1
  %401 = getelementptr inbounds i8, ptr %399, i64 2
  %402 = load i8, ptr %401, align 2, !tbaa !52
  %403 = zext i8 %402 to i32
  %404 = add i32 %390, %403
  %405 = getelementptr inbounds i8, ptr %399, i64 3
  %406 = load i8, ptr %405, align 1, !tbaa !55
  %407 = zext i8 %406 to i64
  %408 = getelementptr inbounds i8, ptr %394, i64 %407
  %409 = and i32 %404, 63
  %410 = zext nneg i32 %409 to i64
  %411 = shl i64 %308, %410
  %412 = lshr i64 %411, %287
  %413 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %412
  %414 = load i16, ptr %413, align 2
  store i16 %414, ptr %408, align 1
  %415 = getelementptr inbounds i8, ptr %413, i64 2
  %416 = load i8, ptr %415, align 2, !tbaa !52
  %417 = zext i8 %416 to i32
  %418 = add i32 %404, %417
  %419 = getelementptr inbounds i8, ptr %413, i64 3
  %420 = load i8, ptr %419, align 1, !tbaa !55
  %421 = zext i8 %420 to i64
  %422 = getelementptr inbounds i8, ptr %408, i64 %421
  %423 = icmp ult ptr %309, %51
  br i1 %423, label %431, label %424, !prof !77

424:                                              ; preds = %294
  %425 = lshr i32 %362, 3
  %426 = zext nneg i32 %425 to i64
  %427 = sub nsw i64 0, %426
  %428 = getelementptr inbounds i8, ptr %309, i64 %427
  %429 = and i32 %362, 7
  %430 = load i64, ptr %428, align 1, !tbaa !28
  br label %431

431:                                              ; preds = %424, %294
  %432 = phi ptr [ %309, %294 ], [ %428, %424 ]
  %433 = phi i32 [ %362, %294 ], [ %429, %424 ]
  %434 = phi i64 [ %302, %294 ], [ %430, %424 ]
  %435 = phi i32 [ 3, %294 ], [ 0, %424 ]
  %436 = icmp ult ptr %305, %126
  br i1 %436, label %444, label %437, !prof !77

437:                                              ; preds = %431
  %438 = lshr i32 %418, 3
  %439 = zext nneg i32 %438 to i64
  %440 = sub nsw i64 0, %439
  %441 = getelementptr inbounds i8, ptr %305, i64 %440
  %442 = and i32 %418, 7
  %443 = load i64, ptr %441, align 1, !tbaa !28
  br label %444

444:                                              ; preds = %437, %431
  %445 = phi i64 [ %308, %431 ], [ %443, %437 ]
  %446 = phi i32 [ %418, %431 ], [ %442, %437 ]
  %447 = phi ptr [ %305, %431 ], [ %441, %437 ]
  %448 = phi i32 [ 3, %431 ], [ 0, %437 ]
  %449 = or i32 %448, %435
  %450 = and i32 %303, 63
  %451 = zext nneg i32 %450 to i64
  %452 = shl i64 %304, %451
  %453 = lshr i64 %452, %287
  %454 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %453
  %455 = load i16, ptr %454, align 2
  store i16 %455, ptr %299, align 1
  %456 = getelementptr inbounds i8, ptr %454, i64 2
  %457 = load i8, ptr %456, align 2, !tbaa !52
  %458 = zext i8 %457 to i32
  %459 = add i32 %303, %458
  %460 = getelementptr inbounds i8, ptr %454, i64 3
  %461 = load i8, ptr %460, align 1, !tbaa !55
  %462 = zext i8 %461 to i64
  %463 = getelementptr inbounds i8, ptr %299, i64 %462
  %464 = and i32 %459, 63
  %465 = zext nneg i32 %464 to i64
  %466 = shl i64 %304, %465
  %467 = lshr i64 %466, %287
  %468 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %467
  %469 = load i16, ptr %468, align 2
  store i16 %469, ptr %463, align 1
  %470 = getelementptr inbounds i8, ptr %468, i64 2
  %471 = load i8, ptr %470, align 2, !tbaa !52
  %472 = zext i8 %471 to i32
  %473 = add i32 %459, %472
  %474 = getelementptr inbounds i8, ptr %468, i64 3
  %475 = load i8, ptr %474, align 1, !tbaa !55
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds i8, ptr %463, i64 %476
  %478 = and i32 %473, 63
  %479 = zext nneg i32 %478 to i64
  %480 = shl i64 %304, %479
  %481 = lshr i64 %480, %287
  %482 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %481
  %483 = load i16, ptr %482, align 2
  store i16 %483, ptr %477, align 1
  %484 = getelementptr inbounds i8, ptr %482, i64 2
  %485 = load i8, ptr %484, align 2, !tbaa !52
  %486 = zext i8 %485 to i32
  %487 = add i32 %473, %486
  %488 = getelementptr inbounds i8, ptr %482, i64 3
  %489 = load i8, ptr %488, align 1, !tbaa !55
  %490 = zext i8 %489 to i64
  %491 = getelementptr inbounds i8, ptr %477, i64 %490
  %492 = and i32 %487, 63
  %493 = zext nneg i32 %492 to i64
  %494 = shl i64 %304, %493
  %495 = lshr i64 %494, %287
  %496 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %495
  %497 = load i16, ptr %496, align 2
  store i16 %497, ptr %491, align 1
  %498 = getelementptr inbounds i8, ptr %496, i64 2
  %499 = load i8, ptr %498, align 2, !tbaa !52
  %500 = zext i8 %499 to i32
  %501 = add i32 %487, %500
  %502 = getelementptr inbounds i8, ptr %496, i64 3
  %503 = load i8, ptr %502, align 1, !tbaa !55
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i8, ptr %491, i64 %504
  %506 = and i32 %296, 63
  %507 = zext nneg i32 %506 to i64
  %508 = shl i64 %310, %507
  %509 = lshr i64 %508, %287
  %510 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %509
  %511 = load i16, ptr %510, align 2
  store i16 %511, ptr %300, align 1
  %512 = getelementptr inbounds i8, ptr %510, i64 2
  %513 = load i8, ptr %512, align 2, !tbaa !52
  %514 = zext i8 %513 to i32
  %515 = add i32 %296, %514
  %516 = getelementptr inbounds i8, ptr %510, i64 3
  %517 = load i8, ptr %516, align 1, !tbaa !55
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds i8, ptr %300, i64 %518
  %520 = and i32 %515, 63
  %521 = zext nneg i32 %520 to i64
  %522 = shl i64 %310, %521
  %523 = lshr i64 %522, %287
  %524 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %523
  %525 = load i16, ptr %524, align 2
  store i16 %525, ptr %519, align 1
  %526 = getelementptr inbounds i8, ptr %524, i64 2
  %527 = load i8, ptr %526, align 2, !tbaa !52
  %528 = zext i8 %527 to i32
  %529 = add i32 %515, %528
  %530 = getelementptr inbounds i8, ptr %524, i64 3
  %531 = load i8, ptr %530, align 1, !tbaa !55
  %532 = zext i8 %531 to i64
  %533 = getelementptr inbounds i8, ptr %519, i64 %532
  %534 = and i32 %529, 63
  %535 = zext nneg i32 %534 to i64
  %536 = shl i64 %310, %535
  %537 = lshr i64 %536, %287
  %538 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %537
  %539 = load i16, ptr %538, align 2
  store i16 %539, ptr %533, align 1
  %540 = getelementptr inbounds i8, ptr %538, i64 2
  %541 = load i8, ptr %540, align 2, !tbaa !52
  %542 = zext i8 %541 to i32
  %543 = add i32 %529, %542
  %544 = getelementptr inbounds i8, ptr %538, i64 3
  %545 = load i8, ptr %544, align 1, !tbaa !55
  %546 = zext i8 %545 to i64
  %547 = getelementptr inbounds i8, ptr %533, i64 %546
  %548 = and i32 %543, 63
  %549 = zext nneg i32 %548 to i64
  %550 = shl i64 %310, %549
  %551 = lshr i64 %550, %287
  %552 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %551
  %553 = load i16, ptr %552, align 2
  store i16 %553, ptr %547, align 1
  %554 = getelementptr inbounds i8, ptr %552, i64 2
  %555 = load i8, ptr %554, align 2, !tbaa !52
  %556 = zext i8 %555 to i32
  %557 = add i32 %543, %556
  %558 = getelementptr inbounds i8, ptr %552, i64 3
  %559 = load i8, ptr %558, align 1, !tbaa !55
  %560 = zext i8 %559 to i64
  %561 = getelementptr inbounds i8, ptr %547, i64 %560
  %562 = icmp ult ptr %301, %201
  br i1 %562, label %570, label %563, !prof !77

563:                                              ; preds = %444
  %564 = lshr i32 %501, 3
  %565 = zext nneg i32 %564 to i64
  %566 = sub nsw i64 0, %565
  %567 = getelementptr inbounds i8, ptr %301, i64 %566
  %568 = and i32 %501, 7
  %569 = load i64, ptr %567, align 1, !tbaa !28
  br label %570

570:                                              ; preds = %563, %444
  %571 = phi i64 [ %304, %444 ], [ %569, %563 ]
  %572 = phi i32 [ %501, %444 ], [ %568, %563 ]
  %573 = phi ptr [ %301, %444 ], [ %567, %563 ]
  %574 = phi i32 [ 3, %444 ], [ 0, %563 ]
  %575 = or i32 %449, %574
  %576 = icmp ult ptr %295, %291
  br i1 %576, label %584, label %577, !prof !77

577:                                              ; preds = %570
  %578 = lshr i32 %557, 3
  %579 = zext nneg i32 %578 to i64
  %580 = sub nsw i64 0, %579
  %581 = getelementptr inbounds i8, ptr %295, i64 %580
  store ptr %581, ptr %289, align 8, !tbaa !76
  %582 = and i32 %557, 7
  %583 = load i64, ptr %581, align 1, !tbaa !28
  store i64 %583, ptr %7, align 8, !tbaa !71
  br label %584

584:                                              ; preds = %577, %570
  %585 = phi ptr [ %581, %577 ], [ %295, %570 ]
  %586 = phi i32 [ %582, %577 ], [ %557, %570 ]
  %587 = phi i64 [ %583, %577 ], [ %310, %570 ]
  %588 = phi i32 [ 0, %577 ], [ 3, %570 ]
  %589 = or i32 %575, %588
  %590 = icmp ne i32 %589, 0
  %591 = icmp uge ptr %561, %19
  %592 = or i1 %591, %590
  br i1 %592, label %593, label %294, !llvm.loop !78

593:                                              ; preds = %584
  store i32 %586, ptr %288, align 8, !tbaa !75
  br label %594

594:                                              ; preds = %593, %276
  %595 = phi ptr [ %121, %276 ], [ %432, %593 ]
  %596 = phi i64 [ %196, %276 ], [ %445, %593 ]
  %597 = phi i32 [ %197, %276 ], [ %446, %593 ]
  %598 = phi i32 [ %122, %276 ], [ %433, %593 ]
  %599 = phi ptr [ %198, %276 ], [ %447, %593 ]
  %600 = phi i64 [ %271, %276 ], [ %571, %593 ]
  %601 = phi i32 [ %272, %276 ], [ %572, %593 ]
  %602 = phi i64 [ %123, %276 ], [ %434, %593 ]
  %603 = phi ptr [ %273, %276 ], [ %573, %593 ]
  %604 = phi ptr [ %41, %276 ], [ %561, %593 ]
  %605 = phi ptr [ %40, %276 ], [ %505, %593 ]
  %606 = phi ptr [ %39, %276 ], [ %422, %593 ]
  %607 = phi ptr [ %0, %276 ], [ %366, %593 ]
  %608 = icmp ugt ptr %607, %39
  %609 = icmp ugt ptr %606, %40
  %610 = select i1 %608, i1 true, i1 %609
  %611 = icmp ugt ptr %605, %41
  %612 = select i1 %610, i1 true, i1 %611
  br i1 %612, label %2187, label %613

613:                                              ; preds = %594
  %614 = ptrtoint ptr %39 to i64
  %615 = ptrtoint ptr %607 to i64
  %616 = sub i64 %614, %615
  %617 = icmp ugt i64 %616, 7
  br i1 %617, label %618, label %835

618:                                              ; preds = %613
  %619 = icmp ult i32 %44, 12
  %620 = icmp ugt i32 %598, 64
  br i1 %619, label %628, label %621

621:                                              ; preds = %618
  br i1 %620, label %864, label %622, !prof !59

622:                                              ; preds = %621
  %623 = ptrtoint ptr %33 to i64
  %624 = getelementptr inbounds i8, ptr %39, i64 -7
  %625 = sub nsw i32 0, %43
  %626 = and i32 %625, 63
  %627 = zext nneg i32 %626 to i64
  br label %742

628:                                              ; preds = %618
  br i1 %620, label %864, label %629, !prof !59

629:                                              ; preds = %628
  %630 = ptrtoint ptr %33 to i64
  %631 = getelementptr inbounds i8, ptr %39, i64 -9
  %632 = sub nsw i32 0, %43
  %633 = and i32 %632, 63
  %634 = zext nneg i32 %633 to i64
  br label %635

635:                                              ; preds = %670, %629
  %636 = phi ptr [ %607, %629 ], [ %740, %670 ]
  %637 = phi i64 [ %602, %629 ], [ %666, %670 ]
  %638 = phi i32 [ %598, %629 ], [ %736, %670 ]
  %639 = phi ptr [ %595, %629 ], [ %665, %670 ]
  %640 = icmp ult ptr %639, %51
  br i1 %640, label %644, label %641

641:                                              ; preds = %635
  %642 = lshr i32 %638, 3
  %643 = and i32 %638, 7
  br label %659

644:                                              ; preds = %635
  %645 = icmp eq ptr %639, %33
  br i1 %645, label %864, label %646

646:                                              ; preds = %644
  %647 = lshr i32 %638, 3
  %648 = zext nneg i32 %647 to i64
  %649 = sub nsw i64 0, %648
  %650 = getelementptr inbounds i8, ptr %639, i64 %649
  %651 = icmp ult ptr %650, %33
  %652 = ptrtoint ptr %639 to i64
  %653 = sub i64 %652, %630
  %654 = trunc i64 %653 to i32
  %655 = select i1 %651, i32 %654, i32 %647
  %656 = zext i1 %651 to i32
  %657 = shl i32 %655, 3
  %658 = sub i32 %638, %657
  br label %659

659:                                              ; preds = %646, %641
  %660 = phi i32 [ %655, %646 ], [ %642, %641 ]
  %661 = phi i32 [ %658, %646 ], [ %643, %641 ]
  %662 = phi i32 [ %656, %646 ], [ 0, %641 ]
  %663 = zext i32 %660 to i64
  %664 = sub nsw i64 0, %663
  %665 = getelementptr inbounds i8, ptr %639, i64 %664
  %666 = load i64, ptr %665, align 1, !tbaa !28
  %667 = icmp eq i32 %662, 0
  %668 = icmp ult ptr %636, %631
  %669 = and i1 %668, %667
  br i1 %669, label %670, label %864

670:                                              ; preds = %659
  %671 = and i32 %661, 63
  %672 = zext nneg i32 %671 to i64
  %673 = shl i64 %666, %672
  %674 = lshr i64 %673, %634
  %675 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %674
  %676 = load i16, ptr %675, align 2
  store i16 %676, ptr %636, align 1
  %677 = getelementptr inbounds i8, ptr %675, i64 2
  %678 = load i8, ptr %677, align 2, !tbaa !52
  %679 = zext i8 %678 to i32
  %680 = add i32 %661, %679
  %681 = getelementptr inbounds i8, ptr %675, i64 3
  %682 = load i8, ptr %681, align 1, !tbaa !55
  %683 = zext i8 %682 to i64
  %684 = getelementptr inbounds i8, ptr %636, i64 %683
  %685 = and i32 %680, 63
  %686 = zext nneg i32 %685 to i64
  %687 = shl i64 %666, %686
  %688 = lshr i64 %687, %634
  %689 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %688
  %690 = load i16, ptr %689, align 2
  store i16 %690, ptr %684, align 1
  %691 = getelementptr inbounds i8, ptr %689, i64 2
  %692 = load i8, ptr %691, align 2, !tbaa !52
  %693 = zext i8 %692 to i32
  %694 = add i32 %680, %693
  %695 = getelementptr inbounds i8, ptr %689, i64 3
  %696 = load i8, ptr %695, align 1, !tbaa !55
  %697 = zext i8 %696 to i64
  %698 = getelementptr inbounds i8, ptr %684, i64 %697
  %699 = and i32 %694, 63
  %700 = zext nneg i32 %699 to i64
  %701 = shl i64 %666, %700
  %702 = lshr i64 %701, %634
  %703 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %702
  %704 = load i16, ptr %703, align 2
  store i16 %704, ptr %698, align 1
  %705 = getelementptr inbounds i8, ptr %703, i64 2
  %706 = load i8, ptr %705, align 2, !tbaa !52
  %707 = zext i8 %706 to i32
  %708 = add i32 %694, %707
  %709 = getelementptr inbounds i8, ptr %703, i64 3
  %710 = load i8, ptr %709, align 1, !tbaa !55
  %711 = zext i8 %710 to i64
  %712 = getelementptr inbounds i8, ptr %698, i64 %711
  %713 = and i32 %708, 63
  %714 = zext nneg i32 %713 to i64
  %715 = shl i64 %666, %714
  %716 = lshr i64 %715, %634
  %717 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %716
  %718 = load i16, ptr %717, align 2
  store i16 %718, ptr %712, align 1
  %719 = getelementptr inbounds i8, ptr %717, i64 2
  %720 = load i8, ptr %719, align 2, !tbaa !52
  %721 = zext i8 %720 to i32
  %722 = add i32 %708, %721
  %723 = getelementptr inbounds i8, ptr %717, i64 3
  %724 = load i8, ptr %723, align 1, !tbaa !55
  %725 = zext i8 %724 to i64
  %726 = getelementptr inbounds i8, ptr %712, i64 %725
  %727 = and i32 %722, 63
  %728 = zext nneg i32 %727 to i64
  %729 = shl i64 %666, %728
  %730 = lshr i64 %729, %634
  %731 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %730
  %732 = load i16, ptr %731, align 2
  store i16 %732, ptr %726, align 1
  %733 = getelementptr inbounds i8, ptr %731, i64 2
  %734 = load i8, ptr %733, align 2, !tbaa !52
  %735 = zext i8 %734 to i32
  %736 = add i32 %722, %735
  %737 = getelementptr inbounds i8, ptr %731, i64 3
  %738 = load i8, ptr %737, align 1, !tbaa !55
  %739 = zext i8 %738 to i64
  %740 = getelementptr inbounds i8, ptr %726, i64 %739
  %741 = icmp ugt i32 %736, 64
  br i1 %741, label %864, label %635, !prof !56, !llvm.loop !57

742:                                              ; preds = %777, %622
  %743 = phi ptr [ %607, %622 ], [ %833, %777 ]
  %744 = phi i64 [ %602, %622 ], [ %773, %777 ]
  %745 = phi i32 [ %598, %622 ], [ %829, %777 ]
  %746 = phi ptr [ %595, %622 ], [ %772, %777 ]
  %747 = icmp ult ptr %746, %51
  br i1 %747, label %751, label %748

748:                                              ; preds = %742
  %749 = lshr i32 %745, 3
  %750 = and i32 %745, 7
  br label %766

751:                                              ; preds = %742
  %752 = icmp eq ptr %746, %33
  br i1 %752, label %864, label %753

753:                                              ; preds = %751
  %754 = lshr i32 %745, 3
  %755 = zext nneg i32 %754 to i64
  %756 = sub nsw i64 0, %755
  %757 = getelementptr inbounds i8, ptr %746, i64 %756
  %758 = icmp ult ptr %757, %33
  %759 = ptrtoint ptr %746 to i64
  %760 = sub i64 %759, %623
  %761 = trunc i64 %760 to i32
  %762 = select i1 %758, i32 %761, i32 %754
  %763 = zext i1 %758 to i32
  %764 = shl i32 %762, 3
  %765 = sub i32 %745, %764
  br label %766

766:                                              ; preds = %753, %748
  %767 = phi i32 [ %762, %753 ], [ %749, %748 ]
  %768 = phi i32 [ %765, %753 ], [ %750, %748 ]
  %769 = phi i32 [ %763, %753 ], [ 0, %748 ]
  %770 = zext i32 %767 to i64
  %771 = sub nsw i64 0, %770
  %772 = getelementptr inbounds i8, ptr %746, i64 %771
  %773 = load i64, ptr %772, align 1, !tbaa !28
  %774 = icmp eq i32 %769, 0
  %775 = icmp ult ptr %743, %624
  %776 = and i1 %775, %774
  br i1 %776, label %777, label %864

777:                                              ; preds = %766
  %778 = and i32 %768, 63
  %779 = zext nneg i32 %778 to i64
  %780 = shl i64 %773, %779
  %781 = lshr i64 %780, %627
  %782 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %781
  %783 = load i16, ptr %782, align 2
  store i16 %783, ptr %743, align 1
  %784 = getelementptr inbounds i8, ptr %782, i64 2
  %785 = load i8, ptr %784, align 2, !tbaa !52
  %786 = zext i8 %785 to i32
  %787 = add i32 %768, %786
  %788 = getelementptr inbounds i8, ptr %782, i64 3
  %789 = load i8, ptr %788, align 1, !tbaa !55
  %790 = zext i8 %789 to i64
  %791 = getelementptr inbounds i8, ptr %743, i64 %790
  %792 = and i32 %787, 63
  %793 = zext nneg i32 %792 to i64
  %794 = shl i64 %773, %793
  %795 = lshr i64 %794, %627
  %796 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %795
  %797 = load i16, ptr %796, align 2
  store i16 %797, ptr %791, align 1
  %798 = getelementptr inbounds i8, ptr %796, i64 2
  %799 = load i8, ptr %798, align 2, !tbaa !52
  %800 = zext i8 %799 to i32
  %801 = add i32 %787, %800
  %802 = getelementptr inbounds i8, ptr %796, i64 3
  %803 = load i8, ptr %802, align 1, !tbaa !55
  %804 = zext i8 %803 to i64
  %805 = getelementptr inbounds i8, ptr %791, i64 %804
  %806 = and i32 %801, 63
  %807 = zext nneg i32 %806 to i64
  %808 = shl i64 %773, %807
  %809 = lshr i64 %808, %627
  %810 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %809
  %811 = load i16, ptr %810, align 2
  store i16 %811, ptr %805, align 1
  %812 = getelementptr inbounds i8, ptr %810, i64 2
  %813 = load i8, ptr %812, align 2, !tbaa !52
  %814 = zext i8 %813 to i32
  %815 = add i32 %801, %814
  %816 = getelementptr inbounds i8, ptr %810, i64 3
  %817 = load i8, ptr %816, align 1, !tbaa !55
  %818 = zext i8 %817 to i64
  %819 = getelementptr inbounds i8, ptr %805, i64 %818
  %820 = and i32 %815, 63
  %821 = zext nneg i32 %820 to i64
  %822 = shl i64 %773, %821
  %823 = lshr i64 %822, %627
  %824 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %823
  %825 = load i16, ptr %824, align 2
  store i16 %825, ptr %819, align 1
  %826 = getelementptr inbounds i8, ptr %824, i64 2
  %827 = load i8, ptr %826, align 2, !tbaa !52
  %828 = zext i8 %827 to i32
  %829 = add i32 %815, %828
  %830 = getelementptr inbounds i8, ptr %824, i64 3
  %831 = load i8, ptr %830, align 1, !tbaa !55
  %832 = zext i8 %831 to i64
  %833 = getelementptr inbounds i8, ptr %819, i64 %832
  %834 = icmp ugt i32 %829, 64
  br i1 %834, label %864, label %742, !prof !56, !llvm.loop !58

835:                                              ; preds = %613
  %836 = icmp ugt i32 %598, 64
  br i1 %836, label %864, label %837, !prof !77

837:                                              ; preds = %835
  %838 = icmp ult ptr %595, %51
  br i1 %838, label %842, label %839

839:                                              ; preds = %837
  %840 = lshr i32 %598, 3
  %841 = and i32 %598, 7
  br label %857

842:                                              ; preds = %837
  %843 = icmp eq ptr %595, %33
  br i1 %843, label %864, label %844

844:                                              ; preds = %842
  %845 = lshr i32 %598, 3
  %846 = zext nneg i32 %845 to i64
  %847 = sub nsw i64 0, %846
  %848 = getelementptr inbounds i8, ptr %595, i64 %847
  %849 = icmp ult ptr %848, %33
  %850 = ptrtoint ptr %595 to i64
  %851 = ptrtoint ptr %33 to i64
  %852 = sub i64 %850, %851
  %853 = trunc i64 %852 to i32
  %854 = select i1 %849, i32 %853, i32 %845
  %855 = shl i32 %854, 3
  %856 = sub i32 %598, %855
  br label %857

857:                                              ; preds = %844, %839
  %858 = phi i32 [ %840, %839 ], [ %854, %844 ]
  %859 = phi i32 [ %841, %839 ], [ %856, %844 ]
  %860 = zext i32 %858 to i64
  %861 = sub nsw i64 0, %860
  %862 = getelementptr inbounds i8, ptr %595, i64 %861
  %863 = load i64, ptr %862, align 1, !tbaa !28
  br label %864

864:                                              ; preds = %777, %766, %751, %670, %659, %644, %857, %842, %835, %628, %621
  %865 = phi ptr [ @BIT_reloadDStream.zeroFilled, %835 ], [ %33, %842 ], [ @BIT_reloadDStream.zeroFilled, %628 ], [ @BIT_reloadDStream.zeroFilled, %621 ], [ %862, %857 ], [ %33, %644 ], [ @BIT_reloadDStream.zeroFilled, %670 ], [ %665, %659 ], [ %33, %751 ], [ @BIT_reloadDStream.zeroFilled, %777 ], [ %772, %766 ]
  %866 = phi i32 [ %598, %835 ], [ %598, %842 ], [ %598, %628 ], [ %598, %621 ], [ %859, %857 ], [ %638, %644 ], [ %736, %670 ], [ %661, %659 ], [ %745, %751 ], [ %829, %777 ], [ %768, %766 ]
  %867 = phi i64 [ %602, %835 ], [ %602, %842 ], [ %602, %628 ], [ %602, %621 ], [ %863, %857 ], [ %637, %644 ], [ %666, %670 ], [ %666, %659 ], [ %744, %751 ], [ %773, %777 ], [ %773, %766 ]
  %868 = phi ptr [ %607, %835 ], [ %607, %842 ], [ %607, %628 ], [ %607, %621 ], [ %607, %857 ], [ %636, %644 ], [ %740, %670 ], [ %636, %659 ], [ %743, %751 ], [ %833, %777 ], [ %743, %766 ]
  %869 = ptrtoint ptr %868 to i64
  %870 = sub i64 %614, %869
  %871 = icmp ugt i64 %870, 1
  br i1 %871, label %872, label %954

872:                                              ; preds = %864
  %873 = getelementptr inbounds i8, ptr %39, i64 -2
  %874 = ptrtoint ptr %33 to i64
  %875 = sub nsw i32 0, %43
  %876 = and i32 %875, 63
  %877 = zext nneg i32 %876 to i64
  %878 = icmp ugt i32 %866, 64
  br i1 %878, label %914, label %879, !prof !59

879:                                              ; preds = %872, %920
  %880 = phi ptr [ %934, %920 ], [ %868, %872 ]
  %881 = phi i64 [ %910, %920 ], [ %867, %872 ]
  %882 = phi i32 [ %930, %920 ], [ %866, %872 ]
  %883 = phi ptr [ %909, %920 ], [ %865, %872 ]
  %884 = icmp ult ptr %883, %51
  br i1 %884, label %888, label %885

885:                                              ; preds = %879
  %886 = lshr i32 %882, 3
  %887 = and i32 %882, 7
  br label %903

888:                                              ; preds = %879
  %889 = icmp eq ptr %883, %33
  br i1 %889, label %914, label %890

890:                                              ; preds = %888
  %891 = lshr i32 %882, 3
  %892 = zext nneg i32 %891 to i64
  %893 = sub nsw i64 0, %892
  %894 = getelementptr inbounds i8, ptr %883, i64 %893
  %895 = icmp ult ptr %894, %33
  %896 = ptrtoint ptr %883 to i64
  %897 = sub i64 %896, %874
  %898 = trunc i64 %897 to i32
  %899 = select i1 %895, i32 %898, i32 %891
  %900 = zext i1 %895 to i32
  %901 = shl i32 %899, 3
  %902 = sub i32 %882, %901
  br label %903

903:                                              ; preds = %890, %885
  %904 = phi i32 [ %899, %890 ], [ %886, %885 ]
  %905 = phi i32 [ %902, %890 ], [ %887, %885 ]
  %906 = phi i32 [ %900, %890 ], [ 0, %885 ]
  %907 = zext i32 %904 to i64
  %908 = sub nsw i64 0, %907
  %909 = getelementptr inbounds i8, ptr %883, i64 %908
  %910 = load i64, ptr %909, align 1, !tbaa !28
  %911 = icmp eq i32 %906, 0
  %912 = icmp ule ptr %880, %873
  %913 = and i1 %912, %911
  br i1 %913, label %920, label %914

914:                                              ; preds = %920, %888, %903, %872
  %915 = phi ptr [ %868, %872 ], [ %880, %903 ], [ %880, %888 ], [ %934, %920 ]
  %916 = phi i64 [ %867, %872 ], [ %910, %903 ], [ %881, %888 ], [ %910, %920 ]
  %917 = phi i32 [ %866, %872 ], [ %905, %903 ], [ %882, %888 ], [ %930, %920 ]
  %918 = phi ptr [ @BIT_reloadDStream.zeroFilled, %872 ], [ %909, %903 ], [ %33, %888 ], [ @BIT_reloadDStream.zeroFilled, %920 ]
  %919 = icmp ugt ptr %915, %873
  br i1 %919, label %954, label %936

920:                                              ; preds = %903
  %921 = and i32 %905, 63
  %922 = zext nneg i32 %921 to i64
  %923 = shl i64 %910, %922
  %924 = lshr i64 %923, %877
  %925 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %924
  %926 = load i16, ptr %925, align 2
  store i16 %926, ptr %880, align 1
  %927 = getelementptr inbounds i8, ptr %925, i64 2
  %928 = load i8, ptr %927, align 2, !tbaa !52
  %929 = zext i8 %928 to i32
  %930 = add i32 %905, %929
  %931 = getelementptr inbounds i8, ptr %925, i64 3
  %932 = load i8, ptr %931, align 1, !tbaa !55
  %933 = zext i8 %932 to i64
  %934 = getelementptr inbounds i8, ptr %880, i64 %933
  %935 = icmp ugt i32 %930, 64
  br i1 %935, label %914, label %879, !prof !56, !llvm.loop !60

936:                                              ; preds = %914, %936
  %937 = phi ptr [ %952, %936 ], [ %915, %914 ]
  %938 = phi i32 [ %948, %936 ], [ %917, %914 ]
  %939 = and i32 %938, 63
  %940 = zext nneg i32 %939 to i64
  %941 = shl i64 %916, %940
  %942 = lshr i64 %941, %877
  %943 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %942
  %944 = load i16, ptr %943, align 2
  store i16 %944, ptr %937, align 1
  %945 = getelementptr inbounds i8, ptr %943, i64 2
  %946 = load i8, ptr %945, align 2, !tbaa !52
  %947 = zext i8 %946 to i32
  %948 = add i32 %938, %947
  %949 = getelementptr inbounds i8, ptr %943, i64 3
  %950 = load i8, ptr %949, align 1, !tbaa !55
  %951 = zext i8 %950 to i64
  %952 = getelementptr inbounds i8, ptr %937, i64 %951
  %953 = icmp ugt ptr %952, %873
  br i1 %953, label %954, label %936, !llvm.loop !61

954:                                              ; preds = %936, %914, %864
  %955 = phi ptr [ %865, %864 ], [ %918, %914 ], [ %918, %936 ]
  %956 = phi i32 [ %866, %864 ], [ %917, %914 ], [ %948, %936 ]
  %957 = phi i64 [ %867, %864 ], [ %916, %914 ], [ %916, %936 ]
  %958 = phi ptr [ %868, %864 ], [ %915, %914 ], [ %952, %936 ]
  %959 = icmp ult ptr %958, %39
  br i1 %959, label %960, label %986

960:                                              ; preds = %954
  %961 = and i32 %956, 63
  %962 = zext nneg i32 %961 to i64
  %963 = shl i64 %957, %962
  %964 = sub nsw i32 0, %43
  %965 = and i32 %964, 63
  %966 = zext nneg i32 %965 to i64
  %967 = lshr i64 %963, %966
  %968 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %967
  %969 = load i8, ptr %968, align 2
  store i8 %969, ptr %958, align 1
  %970 = getelementptr inbounds i8, ptr %968, i64 3
  %971 = load i8, ptr %970, align 1, !tbaa !55
  %972 = icmp eq i8 %971, 1
  br i1 %972, label %973, label %978

973:                                              ; preds = %960
  %974 = getelementptr inbounds i8, ptr %968, i64 2
  %975 = load i8, ptr %974, align 2, !tbaa !52
  %976 = zext i8 %975 to i32
  %977 = add i32 %956, %976
  br label %986

978:                                              ; preds = %960
  %979 = icmp ult i32 %956, 64
  br i1 %979, label %980, label %986

980:                                              ; preds = %978
  %981 = getelementptr inbounds i8, ptr %968, i64 2
  %982 = load i8, ptr %981, align 2, !tbaa !52
  %983 = zext i8 %982 to i32
  %984 = add nuw nsw i32 %956, %983
  %985 = tail call i32 @llvm.umin.i32(i32 %984, i32 64)
  br label %986

986:                                              ; preds = %980, %978, %973, %954
  %987 = phi i32 [ %956, %954 ], [ %977, %973 ], [ %956, %978 ], [ %985, %980 ]
  %988 = ptrtoint ptr %40 to i64
  %989 = ptrtoint ptr %606 to i64
  %990 = sub i64 %988, %989
  %991 = icmp ugt i64 %990, 7
  br i1 %991, label %992, label %1209

992:                                              ; preds = %986
  %993 = icmp ult i32 %44, 12
  %994 = icmp ugt i32 %597, 64
  br i1 %993, label %1002, label %995

995:                                              ; preds = %992
  br i1 %994, label %1238, label %996, !prof !59

996:                                              ; preds = %995
  %997 = ptrtoint ptr %34 to i64
  %998 = getelementptr inbounds i8, ptr %40, i64 -7
  %999 = sub nsw i32 0, %43
  %1000 = and i32 %999, 63
  %1001 = zext nneg i32 %1000 to i64
  br label %1116

1002:                                             ; preds = %992
  br i1 %994, label %1238, label %1003, !prof !59

1003:                                             ; preds = %1002
  %1004 = ptrtoint ptr %34 to i64
  %1005 = getelementptr inbounds i8, ptr %40, i64 -9
  %1006 = sub nsw i32 0, %43
  %1007 = and i32 %1006, 63
  %1008 = zext nneg i32 %1007 to i64
  br label %1009

1009:                                             ; preds = %1044, %1003
  %1010 = phi ptr [ %606, %1003 ], [ %1114, %1044 ]
  %1011 = phi ptr [ %599, %1003 ], [ %1039, %1044 ]
  %1012 = phi i32 [ %597, %1003 ], [ %1110, %1044 ]
  %1013 = phi i64 [ %596, %1003 ], [ %1040, %1044 ]
  %1014 = icmp ult ptr %1011, %126
  br i1 %1014, label %1018, label %1015

1015:                                             ; preds = %1009
  %1016 = lshr i32 %1012, 3
  %1017 = and i32 %1012, 7
  br label %1033

1018:                                             ; preds = %1009
  %1019 = icmp eq ptr %1011, %34
  br i1 %1019, label %1238, label %1020

1020:                                             ; preds = %1018
  %1021 = lshr i32 %1012, 3
  %1022 = zext nneg i32 %1021 to i64
  %1023 = sub nsw i64 0, %1022
  %1024 = getelementptr inbounds i8, ptr %1011, i64 %1023
  %1025 = icmp ult ptr %1024, %34
  %1026 = ptrtoint ptr %1011 to i64
  %1027 = sub i64 %1026, %1004
  %1028 = trunc i64 %1027 to i32
  %1029 = select i1 %1025, i32 %1028, i32 %1021
  %1030 = zext i1 %1025 to i32
  %1031 = shl i32 %1029, 3
  %1032 = sub i32 %1012, %1031
  br label %1033

1033:                                             ; preds = %1020, %1015
  %1034 = phi i32 [ %1032, %1020 ], [ %1017, %1015 ]
  %1035 = phi i32 [ %1029, %1020 ], [ %1016, %1015 ]
  %1036 = phi i32 [ %1030, %1020 ], [ 0, %1015 ]
  %1037 = zext i32 %1035 to i64
  %1038 = sub nsw i64 0, %1037
  %1039 = getelementptr inbounds i8, ptr %1011, i64 %1038
  %1040 = load i64, ptr %1039, align 1, !tbaa !28
  %1041 = icmp eq i32 %1036, 0
  %1042 = icmp ult ptr %1010, %1005
  %1043 = and i1 %1042, %1041
  br i1 %1043, label %1044, label %1238

1044:                                             ; preds = %1033
  %1045 = and i32 %1034, 63
  %1046 = zext nneg i32 %1045 to i64
  %1047 = shl i64 %1040, %1046
  %1048 = lshr i64 %1047, %1008
  %1049 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1048
  %1050 = load i16, ptr %1049, align 2
  store i16 %1050, ptr %1010, align 1
  %1051 = getelementptr inbounds i8, ptr %1049, i64 2
  %1052 = load i8, ptr %1051, align 2, !tbaa !52
  %1053 = zext i8 %1052 to i32
  %1054 = add i32 %1034, %1053
  %1055 = getelementptr inbounds i8, ptr %1049, i64 3
  %1056 = load i8, ptr %1055, align 1, !tbaa !55
  %1057 = zext i8 %1056 to i64
  %1058 = getelementptr inbounds i8, ptr %1010, i64 %1057
  %1059 = and i32 %1054, 63
  %1060 = zext nneg i32 %1059 to i64
  %1061 = shl i64 %1040, %1060
  %1062 = lshr i64 %1061, %1008
  %1063 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1062
  %1064 = load i16, ptr %1063, align 2
  store i16 %1064, ptr %1058, align 1
  %1065 = getelementptr inbounds i8, ptr %1063, i64 2
  %1066 = load i8, ptr %1065, align 2, !tbaa !52
  %1067 = zext i8 %1066 to i32
  %1068 = add i32 %1054, %1067
  %1069 = getelementptr inbounds i8, ptr %1063, i64 3
  %1070 = load i8, ptr %1069, align 1, !tbaa !55
  %1071 = zext i8 %1070 to i64
  %1072 = getelementptr inbounds i8, ptr %1058, i64 %1071
  %1073 = and i32 %1068, 63
  %1074 = zext nneg i32 %1073 to i64
  %1075 = shl i64 %1040, %1074
  %1076 = lshr i64 %1075, %1008
  %1077 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1076
  %1078 = load i16, ptr %1077, align 2
  store i16 %1078, ptr %1072, align 1
  %1079 = getelementptr inbounds i8, ptr %1077, i64 2
  %1080 = load i8, ptr %1079, align 2, !tbaa !52
  %1081 = zext i8 %1080 to i32
  %1082 = add i32 %1068, %1081
  %1083 = getelementptr inbounds i8, ptr %1077, i64 3
  %1084 = load i8, ptr %1083, align 1, !tbaa !55
  %1085 = zext i8 %1084 to i64
  %1086 = getelementptr inbounds i8, ptr %1072, i64 %1085
  %1087 = and i32 %1082, 63
  %1088 = zext nneg i32 %1087 to i64
  %1089 = shl i64 %1040, %1088
  %1090 = lshr i64 %1089, %1008
  %1091 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1090
  %1092 = load i16, ptr %1091, align 2
  store i16 %1092, ptr %1086, align 1
  %1093 = getelementptr inbounds i8, ptr %1091, i64 2
  %1094 = load i8, ptr %1093, align 2, !tbaa !52
  %1095 = zext i8 %1094 to i32
  %1096 = add i32 %1082, %1095
  %1097 = getelementptr inbounds i8, ptr %1091, i64 3
  %1098 = load i8, ptr %1097, align 1, !tbaa !55
  %1099 = zext i8 %1098 to i64
  %1100 = getelementptr inbounds i8, ptr %1086, i64 %1099
  %1101 = and i32 %1096, 63
  %1102 = zext nneg i32 %1101 to i64
  %1103 = shl i64 %1040, %1102
  %1104 = lshr i64 %1103, %1008
  %1105 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1104
  %1106 = load i16, ptr %1105, align 2
  store i16 %1106, ptr %1100, align 1
  %1107 = getelementptr inbounds i8, ptr %1105, i64 2
  %1108 = load i8, ptr %1107, align 2, !tbaa !52
  %1109 = zext i8 %1108 to i32
  %1110 = add i32 %1096, %1109
  %1111 = getelementptr inbounds i8, ptr %1105, i64 3
  %1112 = load i8, ptr %1111, align 1, !tbaa !55
  %1113 = zext i8 %1112 to i64
  %1114 = getelementptr inbounds i8, ptr %1100, i64 %1113
  %1115 = icmp ugt i32 %1110, 64
  br i1 %1115, label %1238, label %1009, !prof !56, !llvm.loop !57

1116:                                             ; preds = %1151, %996
  %1117 = phi ptr [ %606, %996 ], [ %1207, %1151 ]
  %1118 = phi ptr [ %599, %996 ], [ %1146, %1151 ]
  %1119 = phi i32 [ %597, %996 ], [ %1203, %1151 ]
  %1120 = phi i64 [ %596, %996 ], [ %1147, %1151 ]
  %1121 = icmp ult ptr %1118, %126
  br i1 %1121, label %1125, label %1122

1122:                                             ; preds = %1116
  %1123 = lshr i32 %1119, 3
  %1124 = and i32 %1119, 7
  br label %1140

1125:                                             ; preds = %1116
  %1126 = icmp eq ptr %1118, %34
  br i1 %1126, label %1238, label %1127

1127:                                             ; preds = %1125
  %1128 = lshr i32 %1119, 3
  %1129 = zext nneg i32 %1128 to i64
  %1130 = sub nsw i64 0, %1129
  %1131 = getelementptr inbounds i8, ptr %1118, i64 %1130
  %1132 = icmp ult ptr %1131, %34
  %1133 = ptrtoint ptr %1118 to i64
  %1134 = sub i64 %1133, %997
  %1135 = trunc i64 %1134 to i32
  %1136 = select i1 %1132, i32 %1135, i32 %1128
  %1137 = zext i1 %1132 to i32
  %1138 = shl i32 %1136, 3
  %1139 = sub i32 %1119, %1138
  br label %1140

1140:                                             ; preds = %1127, %1122
  %1141 = phi i32 [ %1139, %1127 ], [ %1124, %1122 ]
  %1142 = phi i32 [ %1136, %1127 ], [ %1123, %1122 ]
  %1143 = phi i32 [ %1137, %1127 ], [ 0, %1122 ]
  %1144 = zext i32 %1142 to i64
  %1145 = sub nsw i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1118, i64 %1145
  %1147 = load i64, ptr %1146, align 1, !tbaa !28
  %1148 = icmp eq i32 %1143, 0
  %1149 = icmp ult ptr %1117, %998
  %1150 = and i1 %1149, %1148
  br i1 %1150, label %1151, label %1238

1151:                                             ; preds = %1140
  %1152 = and i32 %1141, 63
  %1153 = zext nneg i32 %1152 to i64
  %1154 = shl i64 %1147, %1153
  %1155 = lshr i64 %1154, %1001
  %1156 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1155
  %1157 = load i16, ptr %1156, align 2
  store i16 %1157, ptr %1117, align 1
  %1158 = getelementptr inbounds i8, ptr %1156, i64 2
  %1159 = load i8, ptr %1158, align 2, !tbaa !52
  %1160 = zext i8 %1159 to i32
  %1161 = add i32 %1141, %1160
  %1162 = getelementptr inbounds i8, ptr %1156, i64 3
  %1163 = load i8, ptr %1162, align 1, !tbaa !55
  %1164 = zext i8 %1163 to i64
  %1165 = getelementptr inbounds i8, ptr %1117, i64 %1164
  %1166 = and i32 %1161, 63
  %1167 = zext nneg i32 %1166 to i64
  %1168 = shl i64 %1147, %1167
  %1169 = lshr i64 %1168, %1001
  %1170 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1169
  %1171 = load i16, ptr %1170, align 2
  store i16 %1171, ptr %1165, align 1
  %1172 = getelementptr inbounds i8, ptr %1170, i64 2
  %1173 = load i8, ptr %1172, align 2, !tbaa !52
  %1174 = zext i8 %1173 to i32
  %1175 = add i32 %1161, %1174
  %1176 = getelementptr inbounds i8, ptr %1170, i64 3
  %1177 = load i8, ptr %1176, align 1, !tbaa !55
  %1178 = zext i8 %1177 to i64
  %1179 = getelementptr inbounds i8, ptr %1165, i64 %1178
  %1180 = and i32 %1175, 63
  %1181 = zext nneg i32 %1180 to i64
  %1182 = shl i64 %1147, %1181
  %1183 = lshr i64 %1182, %1001
  %1184 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1183
  %1185 = load i16, ptr %1184, align 2
  store i16 %1185, ptr %1179, align 1
  %1186 = getelementptr inbounds i8, ptr %1184, i64 2
  %1187 = load i8, ptr %1186, align 2, !tbaa !52
  %1188 = zext i8 %1187 to i32
  %1189 = add i32 %1175, %1188
  %1190 = getelementptr inbounds i8, ptr %1184, i64 3
  %1191 = load i8, ptr %1190, align 1, !tbaa !55
  %1192 = zext i8 %1191 to i64
  %1193 = getelementptr inbounds i8, ptr %1179, i64 %1192
  %1194 = and i32 %1189, 63
  %1195 = zext nneg i32 %1194 to i64
  %1196 = shl i64 %1147, %1195
  %1197 = lshr i64 %1196, %1001
  %1198 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1197
  %1199 = load i16, ptr %1198, align 2
  store i16 %1199, ptr %1193, align 1
  %1200 = getelementptr inbounds i8, ptr %1198, i64 2
  %1201 = load i8, ptr %1200, align 2, !tbaa !52
  %1202 = zext i8 %1201 to i32
  %1203 = add i32 %1189, %1202
  %1204 = getelementptr inbounds i8, ptr %1198, i64 3
  %1205 = load i8, ptr %1204, align 1, !tbaa !55
  %1206 = zext i8 %1205 to i64
  %1207 = getelementptr inbounds i8, ptr %1193, i64 %1206
  %1208 = icmp ugt i32 %1203, 64
  br i1 %1208, label %1238, label %1116, !prof !56, !llvm.loop !58

1209:                                             ; preds = %986
  %1210 = icmp ugt i32 %597, 64
  br i1 %1210, label %1238, label %1211, !prof !77

1211:                                             ; preds = %1209
  %1212 = icmp ult ptr %599, %126
  br i1 %1212, label %1216, label %1213

1213:                                             ; preds = %1211
  %1214 = lshr i32 %597, 3
  %1215 = and i32 %597, 7
  br label %1231

1216:                                             ; preds = %1211
  %1217 = icmp eq ptr %599, %34
  br i1 %1217, label %1238, label %1218

1218:                                             ; preds = %1216
  %1219 = lshr i32 %597, 3
  %1220 = zext nneg i32 %1219 to i64
  %1221 = sub nsw i64 0, %1220
  %1222 = getelementptr inbounds i8, ptr %599, i64 %1221
  %1223 = icmp ult ptr %1222, %34
  %1224 = ptrtoint ptr %599 to i64
  %1225 = ptrtoint ptr %34 to i64
  %1226 = sub i64 %1224, %1225
  %1227 = trunc i64 %1226 to i32
  %1228 = select i1 %1223, i32 %1227, i32 %1219
  %1229 = shl i32 %1228, 3
  %1230 = sub i32 %597, %1229
  br label %1231

1231:                                             ; preds = %1218, %1213
  %1232 = phi i32 [ %1214, %1213 ], [ %1228, %1218 ]
  %1233 = phi i32 [ %1215, %1213 ], [ %1230, %1218 ]
  %1234 = zext i32 %1232 to i64
  %1235 = sub nsw i64 0, %1234
  %1236 = getelementptr inbounds i8, ptr %599, i64 %1235
  %1237 = load i64, ptr %1236, align 1, !tbaa !28
  br label %1238

1238:                                             ; preds = %1151, %1140, %1125, %1044, %1033, %1018, %1231, %1216, %1209, %1002, %995
  %1239 = phi i64 [ %596, %1209 ], [ %596, %1216 ], [ %596, %1002 ], [ %596, %995 ], [ %1237, %1231 ], [ %1013, %1018 ], [ %1040, %1044 ], [ %1040, %1033 ], [ %1120, %1125 ], [ %1147, %1151 ], [ %1147, %1140 ]
  %1240 = phi i32 [ %597, %1209 ], [ %597, %1216 ], [ %597, %1002 ], [ %597, %995 ], [ %1233, %1231 ], [ %1012, %1018 ], [ %1110, %1044 ], [ %1034, %1033 ], [ %1119, %1125 ], [ %1203, %1151 ], [ %1141, %1140 ]
  %1241 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1209 ], [ %34, %1216 ], [ @BIT_reloadDStream.zeroFilled, %1002 ], [ @BIT_reloadDStream.zeroFilled, %995 ], [ %1236, %1231 ], [ %34, %1018 ], [ @BIT_reloadDStream.zeroFilled, %1044 ], [ %1039, %1033 ], [ %34, %1125 ], [ @BIT_reloadDStream.zeroFilled, %1151 ], [ %1146, %1140 ]
  %1242 = phi ptr [ %606, %1209 ], [ %606, %1216 ], [ %606, %1002 ], [ %606, %995 ], [ %606, %1231 ], [ %1010, %1018 ], [ %1114, %1044 ], [ %1010, %1033 ], [ %1117, %1125 ], [ %1207, %1151 ], [ %1117, %1140 ]
  %1243 = ptrtoint ptr %1242 to i64
  %1244 = sub i64 %988, %1243
  %1245 = icmp ugt i64 %1244, 1
  br i1 %1245, label %1246, label %1328

1246:                                             ; preds = %1238
  %1247 = getelementptr inbounds i8, ptr %40, i64 -2
  %1248 = ptrtoint ptr %34 to i64
  %1249 = sub nsw i32 0, %43
  %1250 = and i32 %1249, 63
  %1251 = zext nneg i32 %1250 to i64
  %1252 = icmp ugt i32 %1240, 64
  br i1 %1252, label %1288, label %1253, !prof !59

1253:                                             ; preds = %1246, %1294
  %1254 = phi ptr [ %1308, %1294 ], [ %1242, %1246 ]
  %1255 = phi ptr [ %1283, %1294 ], [ %1241, %1246 ]
  %1256 = phi i32 [ %1304, %1294 ], [ %1240, %1246 ]
  %1257 = phi i64 [ %1284, %1294 ], [ %1239, %1246 ]
  %1258 = icmp ult ptr %1255, %126
  br i1 %1258, label %1262, label %1259

1259:                                             ; preds = %1253
  %1260 = lshr i32 %1256, 3
  %1261 = and i32 %1256, 7
  br label %1277

1262:                                             ; preds = %1253
  %1263 = icmp eq ptr %1255, %34
  br i1 %1263, label %1288, label %1264

1264:                                             ; preds = %1262
  %1265 = lshr i32 %1256, 3
  %1266 = zext nneg i32 %1265 to i64
  %1267 = sub nsw i64 0, %1266
  %1268 = getelementptr inbounds i8, ptr %1255, i64 %1267
  %1269 = icmp ult ptr %1268, %34
  %1270 = ptrtoint ptr %1255 to i64
  %1271 = sub i64 %1270, %1248
  %1272 = trunc i64 %1271 to i32
  %1273 = select i1 %1269, i32 %1272, i32 %1265
  %1274 = zext i1 %1269 to i32
  %1275 = shl i32 %1273, 3
  %1276 = sub i32 %1256, %1275
  br label %1277

1277:                                             ; preds = %1264, %1259
  %1278 = phi i32 [ %1273, %1264 ], [ %1260, %1259 ]
  %1279 = phi i32 [ %1276, %1264 ], [ %1261, %1259 ]
  %1280 = phi i32 [ %1274, %1264 ], [ 0, %1259 ]
  %1281 = zext i32 %1278 to i64
  %1282 = sub nsw i64 0, %1281
  %1283 = getelementptr inbounds i8, ptr %1255, i64 %1282
  %1284 = load i64, ptr %1283, align 1, !tbaa !28
  %1285 = icmp eq i32 %1280, 0
  %1286 = icmp ule ptr %1254, %1247
  %1287 = and i1 %1286, %1285
  br i1 %1287, label %1294, label %1288

1288:                                             ; preds = %1294, %1262, %1277, %1246
  %1289 = phi ptr [ %1242, %1246 ], [ %1254, %1277 ], [ %1254, %1262 ], [ %1308, %1294 ]
  %1290 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1246 ], [ %1283, %1277 ], [ %34, %1262 ], [ @BIT_reloadDStream.zeroFilled, %1294 ]
  %1291 = phi i32 [ %1240, %1246 ], [ %1279, %1277 ], [ %1256, %1262 ], [ %1304, %1294 ]
  %1292 = phi i64 [ %1239, %1246 ], [ %1284, %1277 ], [ %1257, %1262 ], [ %1284, %1294 ]
  %1293 = icmp ugt ptr %1289, %1247
  br i1 %1293, label %1328, label %1310

1294:                                             ; preds = %1277
  %1295 = and i32 %1279, 63
  %1296 = zext nneg i32 %1295 to i64
  %1297 = shl i64 %1284, %1296
  %1298 = lshr i64 %1297, %1251
  %1299 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1298
  %1300 = load i16, ptr %1299, align 2
  store i16 %1300, ptr %1254, align 1
  %1301 = getelementptr inbounds i8, ptr %1299, i64 2
  %1302 = load i8, ptr %1301, align 2, !tbaa !52
  %1303 = zext i8 %1302 to i32
  %1304 = add i32 %1279, %1303
  %1305 = getelementptr inbounds i8, ptr %1299, i64 3
  %1306 = load i8, ptr %1305, align 1, !tbaa !55
  %1307 = zext i8 %1306 to i64
  %1308 = getelementptr inbounds i8, ptr %1254, i64 %1307
  %1309 = icmp ugt i32 %1304, 64
  br i1 %1309, label %1288, label %1253, !prof !56, !llvm.loop !60

1310:                                             ; preds = %1288, %1310
  %1311 = phi ptr [ %1326, %1310 ], [ %1289, %1288 ]
  %1312 = phi i32 [ %1322, %1310 ], [ %1291, %1288 ]
  %1313 = and i32 %1312, 63
  %1314 = zext nneg i32 %1313 to i64
  %1315 = shl i64 %1292, %1314
  %1316 = lshr i64 %1315, %1251
  %1317 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1316
  %1318 = load i16, ptr %1317, align 2
  store i16 %1318, ptr %1311, align 1
  %1319 = getelementptr inbounds i8, ptr %1317, i64 2
  %1320 = load i8, ptr %1319, align 2, !tbaa !52
  %1321 = zext i8 %1320 to i32
  %1322 = add i32 %1312, %1321
  %1323 = getelementptr inbounds i8, ptr %1317, i64 3
  %1324 = load i8, ptr %1323, align 1, !tbaa !55
  %1325 = zext i8 %1324 to i64
  %1326 = getelementptr inbounds i8, ptr %1311, i64 %1325
  %1327 = icmp ugt ptr %1326, %1247
  br i1 %1327, label %1328, label %1310, !llvm.loop !61

1328:                                             ; preds = %1310, %1288, %1238
  %1329 = phi i64 [ %1239, %1238 ], [ %1292, %1288 ], [ %1292, %1310 ]
  %1330 = phi i32 [ %1240, %1238 ], [ %1291, %1288 ], [ %1322, %1310 ]
  %1331 = phi ptr [ %1241, %1238 ], [ %1290, %1288 ], [ %1290, %1310 ]
  %1332 = phi ptr [ %1242, %1238 ], [ %1289, %1288 ], [ %1326, %1310 ]
  %1333 = icmp ult ptr %1332, %40
  br i1 %1333, label %1334, label %1360

1334:                                             ; preds = %1328
  %1335 = and i32 %1330, 63
  %1336 = zext nneg i32 %1335 to i64
  %1337 = shl i64 %1329, %1336
  %1338 = sub nsw i32 0, %43
  %1339 = and i32 %1338, 63
  %1340 = zext nneg i32 %1339 to i64
  %1341 = lshr i64 %1337, %1340
  %1342 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1341
  %1343 = load i8, ptr %1342, align 2
  store i8 %1343, ptr %1332, align 1
  %1344 = getelementptr inbounds i8, ptr %1342, i64 3
  %1345 = load i8, ptr %1344, align 1, !tbaa !55
  %1346 = icmp eq i8 %1345, 1
  br i1 %1346, label %1347, label %1352

1347:                                             ; preds = %1334
  %1348 = getelementptr inbounds i8, ptr %1342, i64 2
  %1349 = load i8, ptr %1348, align 2, !tbaa !52
  %1350 = zext i8 %1349 to i32
  %1351 = add i32 %1330, %1350
  br label %1360

1352:                                             ; preds = %1334
  %1353 = icmp ult i32 %1330, 64
  br i1 %1353, label %1354, label %1360

1354:                                             ; preds = %1352
  %1355 = getelementptr inbounds i8, ptr %1342, i64 2
  %1356 = load i8, ptr %1355, align 2, !tbaa !52
  %1357 = zext i8 %1356 to i32
  %1358 = add nuw nsw i32 %1330, %1357
  %1359 = tail call i32 @llvm.umin.i32(i32 %1358, i32 64)
  br label %1360

1360:                                             ; preds = %1354, %1352, %1347, %1328
  %1361 = phi i32 [ %1330, %1328 ], [ %1351, %1347 ], [ %1330, %1352 ], [ %1359, %1354 ]
  %1362 = ptrtoint ptr %605 to i64
  %1363 = sub i64 %278, %1362
  %1364 = icmp ugt i64 %1363, 7
  br i1 %1364, label %1365, label %1582

1365:                                             ; preds = %1360
  %1366 = icmp ult i32 %44, 12
  %1367 = icmp ugt i32 %601, 64
  br i1 %1366, label %1375, label %1368

1368:                                             ; preds = %1365
  br i1 %1367, label %1611, label %1369, !prof !59

1369:                                             ; preds = %1368
  %1370 = ptrtoint ptr %35 to i64
  %1371 = getelementptr inbounds i8, ptr %41, i64 -7
  %1372 = sub nsw i32 0, %43
  %1373 = and i32 %1372, 63
  %1374 = zext nneg i32 %1373 to i64
  br label %1489

1375:                                             ; preds = %1365
  br i1 %1367, label %1611, label %1376, !prof !59

1376:                                             ; preds = %1375
  %1377 = ptrtoint ptr %35 to i64
  %1378 = getelementptr inbounds i8, ptr %41, i64 -9
  %1379 = sub nsw i32 0, %43
  %1380 = and i32 %1379, 63
  %1381 = zext nneg i32 %1380 to i64
  br label %1382

1382:                                             ; preds = %1417, %1376
  %1383 = phi ptr [ %605, %1376 ], [ %1487, %1417 ]
  %1384 = phi ptr [ %603, %1376 ], [ %1412, %1417 ]
  %1385 = phi i32 [ %601, %1376 ], [ %1483, %1417 ]
  %1386 = phi i64 [ %600, %1376 ], [ %1413, %1417 ]
  %1387 = icmp ult ptr %1384, %201
  br i1 %1387, label %1391, label %1388

1388:                                             ; preds = %1382
  %1389 = lshr i32 %1385, 3
  %1390 = and i32 %1385, 7
  br label %1406

1391:                                             ; preds = %1382
  %1392 = icmp eq ptr %1384, %35
  br i1 %1392, label %1611, label %1393

1393:                                             ; preds = %1391
  %1394 = lshr i32 %1385, 3
  %1395 = zext nneg i32 %1394 to i64
  %1396 = sub nsw i64 0, %1395
  %1397 = getelementptr inbounds i8, ptr %1384, i64 %1396
  %1398 = icmp ult ptr %1397, %35
  %1399 = ptrtoint ptr %1384 to i64
  %1400 = sub i64 %1399, %1377
  %1401 = trunc i64 %1400 to i32
  %1402 = select i1 %1398, i32 %1401, i32 %1394
  %1403 = zext i1 %1398 to i32
  %1404 = shl i32 %1402, 3
  %1405 = sub i32 %1385, %1404
  br label %1406

1406:                                             ; preds = %1393, %1388
  %1407 = phi i32 [ %1405, %1393 ], [ %1390, %1388 ]
  %1408 = phi i32 [ %1402, %1393 ], [ %1389, %1388 ]
  %1409 = phi i32 [ %1403, %1393 ], [ 0, %1388 ]
  %1410 = zext i32 %1408 to i64
  %1411 = sub nsw i64 0, %1410
  %1412 = getelementptr inbounds i8, ptr %1384, i64 %1411
  %1413 = load i64, ptr %1412, align 1, !tbaa !28
  %1414 = icmp eq i32 %1409, 0
  %1415 = icmp ult ptr %1383, %1378
  %1416 = and i1 %1415, %1414
  br i1 %1416, label %1417, label %1611

1417:                                             ; preds = %1406
  %1418 = and i32 %1407, 63
  %1419 = zext nneg i32 %1418 to i64
  %1420 = shl i64 %1413, %1419
  %1421 = lshr i64 %1420, %1381
  %1422 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1421
  %1423 = load i16, ptr %1422, align 2
  store i16 %1423, ptr %1383, align 1
  %1424 = getelementptr inbounds i8, ptr %1422, i64 2
  %1425 = load i8, ptr %1424, align 2, !tbaa !52
  %1426 = zext i8 %1425 to i32
  %1427 = add i32 %1407, %1426
  %1428 = getelementptr inbounds i8, ptr %1422, i64 3
  %1429 = load i8, ptr %1428, align 1, !tbaa !55
  %1430 = zext i8 %1429 to i64
  %1431 = getelementptr inbounds i8, ptr %1383, i64 %1430
  %1432 = and i32 %1427, 63
  %1433 = zext nneg i32 %1432 to i64
  %1434 = shl i64 %1413, %1433
  %1435 = lshr i64 %1434, %1381
  %1436 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1435
  %1437 = load i16, ptr %1436, align 2
  store i16 %1437, ptr %1431, align 1
  %1438 = getelementptr inbounds i8, ptr %1436, i64 2
  %1439 = load i8, ptr %1438, align 2, !tbaa !52
  %1440 = zext i8 %1439 to i32
  %1441 = add i32 %1427, %1440
  %1442 = getelementptr inbounds i8, ptr %1436, i64 3
  %1443 = load i8, ptr %1442, align 1, !tbaa !55
  %1444 = zext i8 %1443 to i64
  %1445 = getelementptr inbounds i8, ptr %1431, i64 %1444
  %1446 = and i32 %1441, 63
  %1447 = zext nneg i32 %1446 to i64
  %1448 = shl i64 %1413, %1447
  %1449 = lshr i64 %1448, %1381
  %1450 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1449
  %1451 = load i16, ptr %1450, align 2
  store i16 %1451, ptr %1445, align 1
  %1452 = getelementptr inbounds i8, ptr %1450, i64 2
  %1453 = load i8, ptr %1452, align 2, !tbaa !52
  %1454 = zext i8 %1453 to i32
  %1455 = add i32 %1441, %1454
  %1456 = getelementptr inbounds i8, ptr %1450, i64 3
  %1457 = load i8, ptr %1456, align 1, !tbaa !55
  %1458 = zext i8 %1457 to i64
  %1459 = getelementptr inbounds i8, ptr %1445, i64 %1458
  %1460 = and i32 %1455, 63
  %1461 = zext nneg i32 %1460 to i64
  %1462 = shl i64 %1413, %1461
  %1463 = lshr i64 %1462, %1381
  %1464 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1463
  %1465 = load i16, ptr %1464, align 2
  store i16 %1465, ptr %1459, align 1
  %1466 = getelementptr inbounds i8, ptr %1464, i64 2
  %1467 = load i8, ptr %1466, align 2, !tbaa !52
  %1468 = zext i8 %1467 to i32
  %1469 = add i32 %1455, %1468
  %1470 = getelementptr inbounds i8, ptr %1464, i64 3
  %1471 = load i8, ptr %1470, align 1, !tbaa !55
  %1472 = zext i8 %1471 to i64
  %1473 = getelementptr inbounds i8, ptr %1459, i64 %1472
  %1474 = and i32 %1469, 63
  %1475 = zext nneg i32 %1474 to i64
  %1476 = shl i64 %1413, %1475
  %1477 = lshr i64 %1476, %1381
  %1478 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1477
  %1479 = load i16, ptr %1478, align 2
  store i16 %1479, ptr %1473, align 1
  %1480 = getelementptr inbounds i8, ptr %1478, i64 2
  %1481 = load i8, ptr %1480, align 2, !tbaa !52
  %1482 = zext i8 %1481 to i32
  %1483 = add i32 %1469, %1482
  %1484 = getelementptr inbounds i8, ptr %1478, i64 3
  %1485 = load i8, ptr %1484, align 1, !tbaa !55
  %1486 = zext i8 %1485 to i64
  %1487 = getelementptr inbounds i8, ptr %1473, i64 %1486
  %1488 = icmp ugt i32 %1483, 64
  br i1 %1488, label %1611, label %1382, !prof !56, !llvm.loop !57

1489:                                             ; preds = %1524, %1369
  %1490 = phi ptr [ %605, %1369 ], [ %1580, %1524 ]
  %1491 = phi ptr [ %603, %1369 ], [ %1519, %1524 ]
  %1492 = phi i32 [ %601, %1369 ], [ %1576, %1524 ]
  %1493 = phi i64 [ %600, %1369 ], [ %1520, %1524 ]
  %1494 = icmp ult ptr %1491, %201
  br i1 %1494, label %1498, label %1495

1495:                                             ; preds = %1489
  %1496 = lshr i32 %1492, 3
  %1497 = and i32 %1492, 7
  br label %1513

1498:                                             ; preds = %1489
  %1499 = icmp eq ptr %1491, %35
  br i1 %1499, label %1611, label %1500

1500:                                             ; preds = %1498
  %1501 = lshr i32 %1492, 3
  %1502 = zext nneg i32 %1501 to i64
  %1503 = sub nsw i64 0, %1502
  %1504 = getelementptr inbounds i8, ptr %1491, i64 %1503
  %1505 = icmp ult ptr %1504, %35
  %1506 = ptrtoint ptr %1491 to i64
  %1507 = sub i64 %1506, %1370
  %1508 = trunc i64 %1507 to i32
  %1509 = select i1 %1505, i32 %1508, i32 %1501
  %1510 = zext i1 %1505 to i32
  %1511 = shl i32 %1509, 3
  %1512 = sub i32 %1492, %1511
  br label %1513

1513:                                             ; preds = %1500, %1495
  %1514 = phi i32 [ %1512, %1500 ], [ %1497, %1495 ]
  %1515 = phi i32 [ %1509, %1500 ], [ %1496, %1495 ]
  %1516 = phi i32 [ %1510, %1500 ], [ 0, %1495 ]
  %1517 = zext i32 %1515 to i64
  %1518 = sub nsw i64 0, %1517
  %1519 = getelementptr inbounds i8, ptr %1491, i64 %1518
  %1520 = load i64, ptr %1519, align 1, !tbaa !28
  %1521 = icmp eq i32 %1516, 0
  %1522 = icmp ult ptr %1490, %1371
  %1523 = and i1 %1522, %1521
  br i1 %1523, label %1524, label %1611

1524:                                             ; preds = %1513
  %1525 = and i32 %1514, 63
  %1526 = zext nneg i32 %1525 to i64
  %1527 = shl i64 %1520, %1526
  %1528 = lshr i64 %1527, %1374
  %1529 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1528
  %1530 = load i16, ptr %1529, align 2
  store i16 %1530, ptr %1490, align 1
  %1531 = getelementptr inbounds i8, ptr %1529, i64 2
  %1532 = load i8, ptr %1531, align 2, !tbaa !52
  %1533 = zext i8 %1532 to i32
  %1534 = add i32 %1514, %1533
  %1535 = getelementptr inbounds i8, ptr %1529, i64 3
  %1536 = load i8, ptr %1535, align 1, !tbaa !55
  %1537 = zext i8 %1536 to i64
  %1538 = getelementptr inbounds i8, ptr %1490, i64 %1537
  %1539 = and i32 %1534, 63
  %1540 = zext nneg i32 %1539 to i64
  %1541 = shl i64 %1520, %1540
  %1542 = lshr i64 %1541, %1374
  %1543 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1542
  %1544 = load i16, ptr %1543, align 2
  store i16 %1544, ptr %1538, align 1
  %1545 = getelementptr inbounds i8, ptr %1543, i64 2
  %1546 = load i8, ptr %1545, align 2, !tbaa !52
  %1547 = zext i8 %1546 to i32
  %1548 = add i32 %1534, %1547
  %1549 = getelementptr inbounds i8, ptr %1543, i64 3
  %1550 = load i8, ptr %1549, align 1, !tbaa !55
  %1551 = zext i8 %1550 to i64
  %1552 = getelementptr inbounds i8, ptr %1538, i64 %1551
  %1553 = and i32 %1548, 63
  %1554 = zext nneg i32 %1553 to i64
  %1555 = shl i64 %1520, %1554
  %1556 = lshr i64 %1555, %1374
  %1557 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1556
  %1558 = load i16, ptr %1557, align 2
  store i16 %1558, ptr %1552, align 1
  %1559 = getelementptr inbounds i8, ptr %1557, i64 2
  %1560 = load i8, ptr %1559, align 2, !tbaa !52
  %1561 = zext i8 %1560 to i32
  %1562 = add i32 %1548, %1561
  %1563 = getelementptr inbounds i8, ptr %1557, i64 3
  %1564 = load i8, ptr %1563, align 1, !tbaa !55
  %1565 = zext i8 %1564 to i64
  %1566 = getelementptr inbounds i8, ptr %1552, i64 %1565
  %1567 = and i32 %1562, 63
  %1568 = zext nneg i32 %1567 to i64
  %1569 = shl i64 %1520, %1568
  %1570 = lshr i64 %1569, %1374
  %1571 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1570
  %1572 = load i16, ptr %1571, align 2
  store i16 %1572, ptr %1566, align 1
  %1573 = getelementptr inbounds i8, ptr %1571, i64 2
  %1574 = load i8, ptr %1573, align 2, !tbaa !52
  %1575 = zext i8 %1574 to i32
  %1576 = add i32 %1562, %1575
  %1577 = getelementptr inbounds i8, ptr %1571, i64 3
  %1578 = load i8, ptr %1577, align 1, !tbaa !55
  %1579 = zext i8 %1578 to i64
  %1580 = getelementptr inbounds i8, ptr %1566, i64 %1579
  %1581 = icmp ugt i32 %1576, 64
  br i1 %1581, label %1611, label %1489, !prof !56, !llvm.loop !58

1582:                                             ; preds = %1360
  %1583 = icmp ugt i32 %601, 64
  br i1 %1583, label %1611, label %1584, !prof !77

1584:                                             ; preds = %1582
  %1585 = icmp ult ptr %603, %201
  br i1 %1585, label %1589, label %1586

1586:                                             ; preds = %1584
  %1587 = lshr i32 %601, 3
  %1588 = and i32 %601, 7
  br label %1604

1589:                                             ; preds = %1584
  %1590 = icmp eq ptr %603, %35
  br i1 %1590, label %1611, label %1591

1591:                                             ; preds = %1589
  %1592 = lshr i32 %601, 3
  %1593 = zext nneg i32 %1592 to i64
  %1594 = sub nsw i64 0, %1593
  %1595 = getelementptr inbounds i8, ptr %603, i64 %1594
  %1596 = icmp ult ptr %1595, %35
  %1597 = ptrtoint ptr %603 to i64
  %1598 = ptrtoint ptr %35 to i64
  %1599 = sub i64 %1597, %1598
  %1600 = trunc i64 %1599 to i32
  %1601 = select i1 %1596, i32 %1600, i32 %1592
  %1602 = shl i32 %1601, 3
  %1603 = sub i32 %601, %1602
  br label %1604

1604:                                             ; preds = %1591, %1586
  %1605 = phi i32 [ %1587, %1586 ], [ %1601, %1591 ]
  %1606 = phi i32 [ %1588, %1586 ], [ %1603, %1591 ]
  %1607 = zext i32 %1605 to i64
  %1608 = sub nsw i64 0, %1607
  %1609 = getelementptr inbounds i8, ptr %603, i64 %1608
  %1610 = load i64, ptr %1609, align 1, !tbaa !28
  br label %1611

1611:                                             ; preds = %1524, %1513, %1498, %1417, %1406, %1391, %1604, %1589, %1582, %1375, %1368
  %1612 = phi i64 [ %600, %1582 ], [ %600, %1589 ], [ %600, %1375 ], [ %600, %1368 ], [ %1610, %1604 ], [ %1386, %1391 ], [ %1413, %1417 ], [ %1413, %1406 ], [ %1493, %1498 ], [ %1520, %1524 ], [ %1520, %1513 ]
  %1613 = phi i32 [ %601, %1582 ], [ %601, %1589 ], [ %601, %1375 ], [ %601, %1368 ], [ %1606, %1604 ], [ %1385, %1391 ], [ %1483, %1417 ], [ %1407, %1406 ], [ %1492, %1498 ], [ %1576, %1524 ], [ %1514, %1513 ]
  %1614 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1582 ], [ %35, %1589 ], [ @BIT_reloadDStream.zeroFilled, %1375 ], [ @BIT_reloadDStream.zeroFilled, %1368 ], [ %1609, %1604 ], [ %35, %1391 ], [ @BIT_reloadDStream.zeroFilled, %1417 ], [ %1412, %1406 ], [ %35, %1498 ], [ @BIT_reloadDStream.zeroFilled, %1524 ], [ %1519, %1513 ]
  %1615 = phi ptr [ %605, %1582 ], [ %605, %1589 ], [ %605, %1375 ], [ %605, %1368 ], [ %605, %1604 ], [ %1383, %1391 ], [ %1487, %1417 ], [ %1383, %1406 ], [ %1490, %1498 ], [ %1580, %1524 ], [ %1490, %1513 ]
  %1616 = ptrtoint ptr %1615 to i64
  %1617 = sub i64 %278, %1616
  %1618 = icmp ugt i64 %1617, 1
  br i1 %1618, label %1619, label %1701

1619:                                             ; preds = %1611
  %1620 = getelementptr inbounds i8, ptr %41, i64 -2
  %1621 = ptrtoint ptr %35 to i64
  %1622 = sub nsw i32 0, %43
  %1623 = and i32 %1622, 63
  %1624 = zext nneg i32 %1623 to i64
  %1625 = icmp ugt i32 %1613, 64
  br i1 %1625, label %1661, label %1626, !prof !59

1626:                                             ; preds = %1619, %1667
  %1627 = phi ptr [ %1681, %1667 ], [ %1615, %1619 ]
  %1628 = phi ptr [ %1656, %1667 ], [ %1614, %1619 ]
  %1629 = phi i32 [ %1677, %1667 ], [ %1613, %1619 ]
  %1630 = phi i64 [ %1657, %1667 ], [ %1612, %1619 ]
  %1631 = icmp ult ptr %1628, %201
  br i1 %1631, label %1635, label %1632

1632:                                             ; preds = %1626
  %1633 = lshr i32 %1629, 3
  %1634 = and i32 %1629, 7
  br label %1650

1635:                                             ; preds = %1626
  %1636 = icmp eq ptr %1628, %35
  br i1 %1636, label %1661, label %1637

1637:                                             ; preds = %1635
  %1638 = lshr i32 %1629, 3
  %1639 = zext nneg i32 %1638 to i64
  %1640 = sub nsw i64 0, %1639
  %1641 = getelementptr inbounds i8, ptr %1628, i64 %1640
  %1642 = icmp ult ptr %1641, %35
  %1643 = ptrtoint ptr %1628 to i64
  %1644 = sub i64 %1643, %1621
  %1645 = trunc i64 %1644 to i32
  %1646 = select i1 %1642, i32 %1645, i32 %1638
  %1647 = zext i1 %1642 to i32
  %1648 = shl i32 %1646, 3
  %1649 = sub i32 %1629, %1648
  br label %1650

1650:                                             ; preds = %1637, %1632
  %1651 = phi i32 [ %1646, %1637 ], [ %1633, %1632 ]
  %1652 = phi i32 [ %1649, %1637 ], [ %1634, %1632 ]
  %1653 = phi i32 [ %1647, %1637 ], [ 0, %1632 ]
  %1654 = zext i32 %1651 to i64
  %1655 = sub nsw i64 0, %1654
  %1656 = getelementptr inbounds i8, ptr %1628, i64 %1655
  %1657 = load i64, ptr %1656, align 1, !tbaa !28
  %1658 = icmp eq i32 %1653, 0
  %1659 = icmp ule ptr %1627, %1620
  %1660 = and i1 %1659, %1658
  br i1 %1660, label %1667, label %1661

1661:                                             ; preds = %1667, %1635, %1650, %1619
  %1662 = phi ptr [ %1615, %1619 ], [ %1627, %1650 ], [ %1627, %1635 ], [ %1681, %1667 ]
  %1663 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1619 ], [ %1656, %1650 ], [ %35, %1635 ], [ @BIT_reloadDStream.zeroFilled, %1667 ]
  %1664 = phi i32 [ %1613, %1619 ], [ %1652, %1650 ], [ %1629, %1635 ], [ %1677, %1667 ]
  %1665 = phi i64 [ %1612, %1619 ], [ %1657, %1650 ], [ %1630, %1635 ], [ %1657, %1667 ]
  %1666 = icmp ugt ptr %1662, %1620
  br i1 %1666, label %1701, label %1683

1667:                                             ; preds = %1650
  %1668 = and i32 %1652, 63
  %1669 = zext nneg i32 %1668 to i64
  %1670 = shl i64 %1657, %1669
  %1671 = lshr i64 %1670, %1624
  %1672 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1671
  %1673 = load i16, ptr %1672, align 2
  store i16 %1673, ptr %1627, align 1
  %1674 = getelementptr inbounds i8, ptr %1672, i64 2
  %1675 = load i8, ptr %1674, align 2, !tbaa !52
  %1676 = zext i8 %1675 to i32
  %1677 = add i32 %1652, %1676
  %1678 = getelementptr inbounds i8, ptr %1672, i64 3
  %1679 = load i8, ptr %1678, align 1, !tbaa !55
  %1680 = zext i8 %1679 to i64
  %1681 = getelementptr inbounds i8, ptr %1627, i64 %1680
  %1682 = icmp ugt i32 %1677, 64
  br i1 %1682, label %1661, label %1626, !prof !56, !llvm.loop !60

1683:                                             ; preds = %1661, %1683
  %1684 = phi ptr [ %1699, %1683 ], [ %1662, %1661 ]
  %1685 = phi i32 [ %1695, %1683 ], [ %1664, %1661 ]
  %1686 = and i32 %1685, 63
  %1687 = zext nneg i32 %1686 to i64
  %1688 = shl i64 %1665, %1687
  %1689 = lshr i64 %1688, %1624
  %1690 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1689
  %1691 = load i16, ptr %1690, align 2
  store i16 %1691, ptr %1684, align 1
  %1692 = getelementptr inbounds i8, ptr %1690, i64 2
  %1693 = load i8, ptr %1692, align 2, !tbaa !52
  %1694 = zext i8 %1693 to i32
  %1695 = add i32 %1685, %1694
  %1696 = getelementptr inbounds i8, ptr %1690, i64 3
  %1697 = load i8, ptr %1696, align 1, !tbaa !55
  %1698 = zext i8 %1697 to i64
  %1699 = getelementptr inbounds i8, ptr %1684, i64 %1698
  %1700 = icmp ugt ptr %1699, %1620
  br i1 %1700, label %1701, label %1683, !llvm.loop !61

1701:                                             ; preds = %1683, %1661, %1611
  %1702 = phi i64 [ %1612, %1611 ], [ %1665, %1661 ], [ %1665, %1683 ]
  %1703 = phi i32 [ %1613, %1611 ], [ %1664, %1661 ], [ %1695, %1683 ]
  %1704 = phi ptr [ %1614, %1611 ], [ %1663, %1661 ], [ %1663, %1683 ]
  %1705 = phi ptr [ %1615, %1611 ], [ %1662, %1661 ], [ %1699, %1683 ]
  %1706 = icmp ult ptr %1705, %41
  br i1 %1706, label %1707, label %1733

1707:                                             ; preds = %1701
  %1708 = and i32 %1703, 63
  %1709 = zext nneg i32 %1708 to i64
  %1710 = shl i64 %1702, %1709
  %1711 = sub nsw i32 0, %43
  %1712 = and i32 %1711, 63
  %1713 = zext nneg i32 %1712 to i64
  %1714 = lshr i64 %1710, %1713
  %1715 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1714
  %1716 = load i8, ptr %1715, align 2
  store i8 %1716, ptr %1705, align 1
  %1717 = getelementptr inbounds i8, ptr %1715, i64 3
  %1718 = load i8, ptr %1717, align 1, !tbaa !55
  %1719 = icmp eq i8 %1718, 1
  br i1 %1719, label %1720, label %1725

1720:                                             ; preds = %1707
  %1721 = getelementptr inbounds i8, ptr %1715, i64 2
  %1722 = load i8, ptr %1721, align 2, !tbaa !52
  %1723 = zext i8 %1722 to i32
  %1724 = add i32 %1703, %1723
  br label %1733

1725:                                             ; preds = %1707
  %1726 = icmp ult i32 %1703, 64
  br i1 %1726, label %1727, label %1733

1727:                                             ; preds = %1725
  %1728 = getelementptr inbounds i8, ptr %1715, i64 2
  %1729 = load i8, ptr %1728, align 2, !tbaa !52
  %1730 = zext i8 %1729 to i32
  %1731 = add nuw nsw i32 %1703, %1730
  %1732 = tail call i32 @llvm.umin.i32(i32 %1731, i32 64)
  br label %1733

1733:                                             ; preds = %1727, %1725, %1720, %1701
  %1734 = phi i32 [ %1703, %1701 ], [ %1724, %1720 ], [ %1703, %1725 ], [ %1732, %1727 ]
  %1735 = ptrtoint ptr %604 to i64
  %1736 = sub i64 %277, %1735
  %1737 = icmp ugt i64 %1736, 7
  br i1 %1737, label %1738, label %1992

1738:                                             ; preds = %1733
  %1739 = icmp ult i32 %44, 12
  %1740 = getelementptr inbounds i8, ptr %7, i64 8
  %1741 = load i32, ptr %1740, align 8
  %1742 = icmp ugt i32 %1741, 64
  br i1 %1739, label %1751, label %1743

1743:                                             ; preds = %1738
  br i1 %1742, label %1884, label %1744, !prof !59

1744:                                             ; preds = %1743
  %1745 = getelementptr inbounds i8, ptr %7, i64 16
  %1746 = getelementptr inbounds i8, ptr %7, i64 32
  %1747 = getelementptr inbounds i8, ptr %7, i64 24
  %1748 = sub nsw i32 0, %43
  %1749 = and i32 %1748, 63
  %1750 = zext nneg i32 %1749 to i64
  br label %1888

1751:                                             ; preds = %1738
  br i1 %1742, label %1760, label %1752, !prof !59

1752:                                             ; preds = %1751
  %1753 = getelementptr inbounds i8, ptr %7, i64 16
  %1754 = getelementptr inbounds i8, ptr %7, i64 32
  %1755 = getelementptr inbounds i8, ptr %7, i64 24
  %1756 = getelementptr inbounds i8, ptr %18, i64 -9
  %1757 = sub nsw i32 0, %43
  %1758 = and i32 %1757, 63
  %1759 = zext nneg i32 %1758 to i64
  br label %1764

1760:                                             ; preds = %1804, %1751
  %1761 = phi i32 [ %1741, %1751 ], [ %1878, %1804 ]
  %1762 = phi ptr [ %604, %1751 ], [ %1882, %1804 ]
  %1763 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1763, align 8, !tbaa !76
  br label %2031

1764:                                             ; preds = %1804, %1752
  %1765 = phi i32 [ %1741, %1752 ], [ %1878, %1804 ]
  %1766 = phi ptr [ %604, %1752 ], [ %1882, %1804 ]
  %1767 = load ptr, ptr %1753, align 8, !tbaa !76
  %1768 = load ptr, ptr %1754, align 8, !tbaa !74
  %1769 = icmp ult ptr %1767, %1768
  br i1 %1769, label %1776, label %1770

1770:                                             ; preds = %1764
  %1771 = lshr i32 %1765, 3
  %1772 = zext nneg i32 %1771 to i64
  %1773 = sub nsw i64 0, %1772
  %1774 = getelementptr inbounds i8, ptr %1767, i64 %1773
  store ptr %1774, ptr %1753, align 8, !tbaa !76
  %1775 = and i32 %1765, 7
  br label %1796

1776:                                             ; preds = %1764
  %1777 = load ptr, ptr %1755, align 8, !tbaa !79
  %1778 = icmp eq ptr %1767, %1777
  br i1 %1778, label %2031, label %1779

1779:                                             ; preds = %1776
  %1780 = lshr i32 %1765, 3
  %1781 = zext nneg i32 %1780 to i64
  %1782 = sub nsw i64 0, %1781
  %1783 = getelementptr inbounds i8, ptr %1767, i64 %1782
  %1784 = icmp ult ptr %1783, %1777
  %1785 = ptrtoint ptr %1767 to i64
  %1786 = ptrtoint ptr %1777 to i64
  %1787 = sub i64 %1785, %1786
  %1788 = trunc i64 %1787 to i32
  %1789 = select i1 %1784, i32 %1788, i32 %1780
  %1790 = zext i1 %1784 to i32
  %1791 = zext i32 %1789 to i64
  %1792 = sub nsw i64 0, %1791
  %1793 = getelementptr inbounds i8, ptr %1767, i64 %1792
  store ptr %1793, ptr %1753, align 8, !tbaa !76
  %1794 = shl i32 %1789, 3
  %1795 = sub i32 %1765, %1794
  br label %1796

1796:                                             ; preds = %1779, %1770
  %1797 = phi i32 [ %1775, %1770 ], [ %1795, %1779 ]
  %1798 = phi ptr [ %1774, %1770 ], [ %1793, %1779 ]
  %1799 = phi i32 [ 0, %1770 ], [ %1790, %1779 ]
  store i32 %1797, ptr %1740, align 8, !tbaa !75
  %1800 = load i64, ptr %1798, align 1, !tbaa !28
  store i64 %1800, ptr %7, align 8, !tbaa !71
  %1801 = icmp eq i32 %1799, 0
  %1802 = icmp ult ptr %1766, %1756
  %1803 = and i1 %1802, %1801
  br i1 %1803, label %1804, label %2031

1804:                                             ; preds = %1796
  %1805 = and i32 %1797, 63
  %1806 = zext nneg i32 %1805 to i64
  %1807 = shl i64 %1800, %1806
  %1808 = lshr i64 %1807, %1759
  %1809 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1808
  %1810 = load i16, ptr %1809, align 2
  store i16 %1810, ptr %1766, align 1
  %1811 = getelementptr inbounds i8, ptr %1809, i64 2
  %1812 = load i8, ptr %1811, align 2, !tbaa !52
  %1813 = zext i8 %1812 to i32
  %1814 = add i32 %1797, %1813
  store i32 %1814, ptr %1740, align 8, !tbaa !75
  %1815 = getelementptr inbounds i8, ptr %1809, i64 3
  %1816 = load i8, ptr %1815, align 1, !tbaa !55
  %1817 = zext i8 %1816 to i64
  %1818 = getelementptr inbounds i8, ptr %1766, i64 %1817
  %1819 = load i64, ptr %7, align 8, !tbaa !71
  %1820 = and i32 %1814, 63
  %1821 = zext nneg i32 %1820 to i64
  %1822 = shl i64 %1819, %1821
  %1823 = lshr i64 %1822, %1759
  %1824 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1823
  %1825 = load i16, ptr %1824, align 2
  store i16 %1825, ptr %1818, align 1
  %1826 = getelementptr inbounds i8, ptr %1824, i64 2
  %1827 = load i8, ptr %1826, align 2, !tbaa !52
  %1828 = zext i8 %1827 to i32
  %1829 = load i32, ptr %1740, align 8, !tbaa !75
  %1830 = add i32 %1829, %1828
  store i32 %1830, ptr %1740, align 8, !tbaa !75
  %1831 = getelementptr inbounds i8, ptr %1824, i64 3
  %1832 = load i8, ptr %1831, align 1, !tbaa !55
  %1833 = zext i8 %1832 to i64
  %1834 = getelementptr inbounds i8, ptr %1818, i64 %1833
  %1835 = load i64, ptr %7, align 8, !tbaa !71
  %1836 = and i32 %1830, 63
  %1837 = zext nneg i32 %1836 to i64
  %1838 = shl i64 %1835, %1837
  %1839 = lshr i64 %1838, %1759
  %1840 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1839
  %1841 = load i16, ptr %1840, align 2
  store i16 %1841, ptr %1834, align 1
  %1842 = getelementptr inbounds i8, ptr %1840, i64 2
  %1843 = load i8, ptr %1842, align 2, !tbaa !52
  %1844 = zext i8 %1843 to i32
  %1845 = load i32, ptr %1740, align 8, !tbaa !75
  %1846 = add i32 %1845, %1844
  store i32 %1846, ptr %1740, align 8, !tbaa !75
  %1847 = getelementptr inbounds i8, ptr %1840, i64 3
  %1848 = load i8, ptr %1847, align 1, !tbaa !55
  %1849 = zext i8 %1848 to i64
  %1850 = getelementptr inbounds i8, ptr %1834, i64 %1849
  %1851 = load i64, ptr %7, align 8, !tbaa !71
  %1852 = and i32 %1846, 63
  %1853 = zext nneg i32 %1852 to i64
  %1854 = shl i64 %1851, %1853
  %1855 = lshr i64 %1854, %1759
  %1856 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1855
  %1857 = load i16, ptr %1856, align 2
  store i16 %1857, ptr %1850, align 1
  %1858 = getelementptr inbounds i8, ptr %1856, i64 2
  %1859 = load i8, ptr %1858, align 2, !tbaa !52
  %1860 = zext i8 %1859 to i32
  %1861 = load i32, ptr %1740, align 8, !tbaa !75
  %1862 = add i32 %1861, %1860
  store i32 %1862, ptr %1740, align 8, !tbaa !75
  %1863 = getelementptr inbounds i8, ptr %1856, i64 3
  %1864 = load i8, ptr %1863, align 1, !tbaa !55
  %1865 = zext i8 %1864 to i64
  %1866 = getelementptr inbounds i8, ptr %1850, i64 %1865
  %1867 = load i64, ptr %7, align 8, !tbaa !71
  %1868 = and i32 %1862, 63
  %1869 = zext nneg i32 %1868 to i64
  %1870 = shl i64 %1867, %1869
  %1871 = lshr i64 %1870, %1759
  %1872 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1871
  %1873 = load i16, ptr %1872, align 2
  store i16 %1873, ptr %1866, align 1
  %1874 = getelementptr inbounds i8, ptr %1872, i64 2
  %1875 = load i8, ptr %1874, align 2, !tbaa !52
  %1876 = zext i8 %1875 to i32
  %1877 = load i32, ptr %1740, align 8, !tbaa !75
  %1878 = add i32 %1877, %1876
  store i32 %1878, ptr %1740, align 8, !tbaa !75
  %1879 = getelementptr inbounds i8, ptr %1872, i64 3
  %1880 = load i8, ptr %1879, align 1, !tbaa !55
  %1881 = zext i8 %1880 to i64
  %1882 = getelementptr inbounds i8, ptr %1866, i64 %1881
  %1883 = icmp ugt i32 %1878, 64
  br i1 %1883, label %1760, label %1764, !prof !56, !llvm.loop !57

1884:                                             ; preds = %1928, %1743
  %1885 = phi i32 [ %1741, %1743 ], [ %1986, %1928 ]
  %1886 = phi ptr [ %604, %1743 ], [ %1990, %1928 ]
  %1887 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1887, align 8, !tbaa !76
  br label %2031

1888:                                             ; preds = %1928, %1744
  %1889 = phi i32 [ %1741, %1744 ], [ %1986, %1928 ]
  %1890 = phi ptr [ %604, %1744 ], [ %1990, %1928 ]
  %1891 = load ptr, ptr %1745, align 8, !tbaa !76
  %1892 = load ptr, ptr %1746, align 8, !tbaa !74
  %1893 = icmp ult ptr %1891, %1892
  br i1 %1893, label %1900, label %1894

1894:                                             ; preds = %1888
  %1895 = lshr i32 %1889, 3
  %1896 = zext nneg i32 %1895 to i64
  %1897 = sub nsw i64 0, %1896
  %1898 = getelementptr inbounds i8, ptr %1891, i64 %1897
  store ptr %1898, ptr %1745, align 8, !tbaa !76
  %1899 = and i32 %1889, 7
  br label %1920

1900:                                             ; preds = %1888
  %1901 = load ptr, ptr %1747, align 8, !tbaa !79
  %1902 = icmp eq ptr %1891, %1901
  br i1 %1902, label %2031, label %1903

1903:                                             ; preds = %1900
  %1904 = lshr i32 %1889, 3
  %1905 = zext nneg i32 %1904 to i64
  %1906 = sub nsw i64 0, %1905
  %1907 = getelementptr inbounds i8, ptr %1891, i64 %1906
  %1908 = icmp ult ptr %1907, %1901
  %1909 = ptrtoint ptr %1891 to i64
  %1910 = ptrtoint ptr %1901 to i64
  %1911 = sub i64 %1909, %1910
  %1912 = trunc i64 %1911 to i32
  %1913 = select i1 %1908, i32 %1912, i32 %1904
  %1914 = zext i1 %1908 to i32
  %1915 = zext i32 %1913 to i64
  %1916 = sub nsw i64 0, %1915
  %1917 = getelementptr inbounds i8, ptr %1891, i64 %1916
  store ptr %1917, ptr %1745, align 8, !tbaa !76
  %1918 = shl i32 %1913, 3
  %1919 = sub i32 %1889, %1918
  br label %1920

1920:                                             ; preds = %1903, %1894
  %1921 = phi i32 [ %1899, %1894 ], [ %1919, %1903 ]
  %1922 = phi ptr [ %1898, %1894 ], [ %1917, %1903 ]
  %1923 = phi i32 [ 0, %1894 ], [ %1914, %1903 ]
  store i32 %1921, ptr %1740, align 8, !tbaa !75
  %1924 = load i64, ptr %1922, align 1, !tbaa !28
  store i64 %1924, ptr %7, align 8, !tbaa !71
  %1925 = icmp eq i32 %1923, 0
  %1926 = icmp ult ptr %1890, %19
  %1927 = and i1 %1926, %1925
  br i1 %1927, label %1928, label %2031

1928:                                             ; preds = %1920
  %1929 = and i32 %1921, 63
  %1930 = zext nneg i32 %1929 to i64
  %1931 = shl i64 %1924, %1930
  %1932 = lshr i64 %1931, %1750
  %1933 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1932
  %1934 = load i16, ptr %1933, align 2
  store i16 %1934, ptr %1890, align 1
  %1935 = getelementptr inbounds i8, ptr %1933, i64 2
  %1936 = load i8, ptr %1935, align 2, !tbaa !52
  %1937 = zext i8 %1936 to i32
  %1938 = add i32 %1921, %1937
  store i32 %1938, ptr %1740, align 8, !tbaa !75
  %1939 = getelementptr inbounds i8, ptr %1933, i64 3
  %1940 = load i8, ptr %1939, align 1, !tbaa !55
  %1941 = zext i8 %1940 to i64
  %1942 = getelementptr inbounds i8, ptr %1890, i64 %1941
  %1943 = load i64, ptr %7, align 8, !tbaa !71
  %1944 = and i32 %1938, 63
  %1945 = zext nneg i32 %1944 to i64
  %1946 = shl i64 %1943, %1945
  %1947 = lshr i64 %1946, %1750
  %1948 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1947
  %1949 = load i16, ptr %1948, align 2
  store i16 %1949, ptr %1942, align 1
  %1950 = getelementptr inbounds i8, ptr %1948, i64 2
  %1951 = load i8, ptr %1950, align 2, !tbaa !52
  %1952 = zext i8 %1951 to i32
  %1953 = load i32, ptr %1740, align 8, !tbaa !75
  %1954 = add i32 %1953, %1952
  store i32 %1954, ptr %1740, align 8, !tbaa !75
  %1955 = getelementptr inbounds i8, ptr %1948, i64 3
  %1956 = load i8, ptr %1955, align 1, !tbaa !55
  %1957 = zext i8 %1956 to i64
  %1958 = getelementptr inbounds i8, ptr %1942, i64 %1957
  %1959 = load i64, ptr %7, align 8, !tbaa !71
  %1960 = and i32 %1954, 63
  %1961 = zext nneg i32 %1960 to i64
  %1962 = shl i64 %1959, %1961
  %1963 = lshr i64 %1962, %1750
  %1964 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1963
  %1965 = load i16, ptr %1964, align 2
  store i16 %1965, ptr %1958, align 1
  %1966 = getelementptr inbounds i8, ptr %1964, i64 2
  %1967 = load i8, ptr %1966, align 2, !tbaa !52
  %1968 = zext i8 %1967 to i32
  %1969 = load i32, ptr %1740, align 8, !tbaa !75
  %1970 = add i32 %1969, %1968
  store i32 %1970, ptr %1740, align 8, !tbaa !75
  %1971 = getelementptr inbounds i8, ptr %1964, i64 3
  %1972 = load i8, ptr %1971, align 1, !tbaa !55
  %1973 = zext i8 %1972 to i64
  %1974 = getelementptr inbounds i8, ptr %1958, i64 %1973
  %1975 = load i64, ptr %7, align 8, !tbaa !71
  %1976 = and i32 %1970, 63
  %1977 = zext nneg i32 %1976 to i64
  %1978 = shl i64 %1975, %1977
  %1979 = lshr i64 %1978, %1750
  %1980 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %1979
  %1981 = load i16, ptr %1980, align 2
  store i16 %1981, ptr %1974, align 1
  %1982 = getelementptr inbounds i8, ptr %1980, i64 2
  %1983 = load i8, ptr %1982, align 2, !tbaa !52
  %1984 = zext i8 %1983 to i32
  %1985 = load i32, ptr %1740, align 8, !tbaa !75
  %1986 = add i32 %1985, %1984
  store i32 %1986, ptr %1740, align 8, !tbaa !75
  %1987 = getelementptr inbounds i8, ptr %1980, i64 3
  %1988 = load i8, ptr %1987, align 1, !tbaa !55
  %1989 = zext i8 %1988 to i64
  %1990 = getelementptr inbounds i8, ptr %1974, i64 %1989
  %1991 = icmp ugt i32 %1986, 64
  br i1 %1991, label %1884, label %1888, !prof !56, !llvm.loop !58

1992:                                             ; preds = %1733
  %1993 = getelementptr inbounds i8, ptr %7, i64 8
  %1994 = load i32, ptr %1993, align 8
  %1995 = icmp ugt i32 %1994, 64
  %1996 = getelementptr inbounds i8, ptr %7, i64 16
  br i1 %1995, label %1997, label %1998, !prof !77

1997:                                             ; preds = %1992
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1996, align 8, !tbaa !76
  br label %2031

1998:                                             ; preds = %1992
  %1999 = load ptr, ptr %1996, align 8, !tbaa !76
  %2000 = getelementptr inbounds i8, ptr %7, i64 32
  %2001 = load ptr, ptr %2000, align 8, !tbaa !74
  %2002 = icmp ult ptr %1999, %2001
  br i1 %2002, label %2010, label %2003

2003:                                             ; preds = %1998
  %2004 = lshr i32 %1994, 3
  %2005 = zext nneg i32 %2004 to i64
  %2006 = sub nsw i64 0, %2005
  %2007 = getelementptr inbounds i8, ptr %1999, i64 %2006
  store ptr %2007, ptr %1996, align 8, !tbaa !76
  %2008 = and i32 %1994, 7
  store i32 %2008, ptr %1993, align 8, !tbaa !75
  %2009 = load i64, ptr %2007, align 1, !tbaa !28
  store i64 %2009, ptr %7, align 8, !tbaa !71
  br label %2031

2010:                                             ; preds = %1998
  %2011 = getelementptr inbounds i8, ptr %7, i64 24
  %2012 = load ptr, ptr %2011, align 8, !tbaa !79
  %2013 = icmp eq ptr %1999, %2012
  br i1 %2013, label %2031, label %2014

2014:                                             ; preds = %2010
  %2015 = lshr i32 %1994, 3
  %2016 = zext nneg i32 %2015 to i64
  %2017 = sub nsw i64 0, %2016
  %2018 = getelementptr inbounds i8, ptr %1999, i64 %2017
  %2019 = icmp ult ptr %2018, %2012
  %2020 = ptrtoint ptr %1999 to i64
  %2021 = ptrtoint ptr %2012 to i64
  %2022 = sub i64 %2020, %2021
  %2023 = trunc i64 %2022 to i32
  %2024 = select i1 %2019, i32 %2023, i32 %2015
  %2025 = zext i32 %2024 to i64
  %2026 = sub nsw i64 0, %2025
  %2027 = getelementptr inbounds i8, ptr %1999, i64 %2026
  store ptr %2027, ptr %1996, align 8, !tbaa !76
  %2028 = shl i32 %2024, 3
  %2029 = sub i32 %1994, %2028
  store i32 %2029, ptr %1993, align 8, !tbaa !75
  %2030 = load i64, ptr %2027, align 1, !tbaa !28
  store i64 %2030, ptr %7, align 8, !tbaa !71
  br label %2031

2031:                                             ; preds = %1920, %1900, %1796, %1776, %2014, %2010, %2003, %1997, %1884, %1760
  %2032 = phi i32 [ %2029, %2014 ], [ %2008, %2003 ], [ %1994, %1997 ], [ %1761, %1760 ], [ %1885, %1884 ], [ %1994, %2010 ], [ %1797, %1796 ], [ %1765, %1776 ], [ %1921, %1920 ], [ %1889, %1900 ]
  %2033 = phi ptr [ %604, %2014 ], [ %604, %2003 ], [ %604, %1997 ], [ %1762, %1760 ], [ %1886, %1884 ], [ %604, %2010 ], [ %1766, %1776 ], [ %1766, %1796 ], [ %1890, %1900 ], [ %1890, %1920 ]
  %2034 = ptrtoint ptr %2033 to i64
  %2035 = sub i64 %277, %2034
  %2036 = icmp ugt i64 %2035, 1
  br i1 %2036, label %2037, label %2131

2037:                                             ; preds = %2031
  %2038 = getelementptr inbounds i8, ptr %7, i64 8
  %2039 = getelementptr inbounds i8, ptr %18, i64 -2
  %2040 = getelementptr inbounds i8, ptr %7, i64 16
  %2041 = getelementptr inbounds i8, ptr %7, i64 32
  %2042 = getelementptr inbounds i8, ptr %7, i64 24
  %2043 = sub nsw i32 0, %43
  %2044 = and i32 %2043, 63
  %2045 = zext nneg i32 %2044 to i64
  %2046 = icmp ugt i32 %2032, 64
  br i1 %2046, label %2047, label %2050, !prof !59

2047:                                             ; preds = %2094, %2037
  %2048 = phi i32 [ %2032, %2037 ], [ %2105, %2094 ]
  %2049 = phi ptr [ %2033, %2037 ], [ %2109, %2094 ]
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2040, align 8, !tbaa !76
  br label %2090

2050:                                             ; preds = %2037, %2094
  %2051 = phi ptr [ %2109, %2094 ], [ %2033, %2037 ]
  %2052 = phi i32 [ %2105, %2094 ], [ %2032, %2037 ]
  %2053 = load ptr, ptr %2040, align 8, !tbaa !76
  %2054 = load ptr, ptr %2041, align 8, !tbaa !74
  %2055 = icmp ult ptr %2053, %2054
  br i1 %2055, label %2062, label %2056

2056:                                             ; preds = %2050
  %2057 = lshr i32 %2052, 3
  %2058 = zext nneg i32 %2057 to i64
  %2059 = sub nsw i64 0, %2058
  %2060 = getelementptr inbounds i8, ptr %2053, i64 %2059
  store ptr %2060, ptr %2040, align 8, !tbaa !76
  %2061 = and i32 %2052, 7
  br label %2082

2062:                                             ; preds = %2050
  %2063 = load ptr, ptr %2042, align 8, !tbaa !79
  %2064 = icmp eq ptr %2053, %2063
  br i1 %2064, label %2090, label %2065

2065:                                             ; preds = %2062
  %2066 = lshr i32 %2052, 3
  %2067 = zext nneg i32 %2066 to i64
  %2068 = sub nsw i64 0, %2067
  %2069 = getelementptr inbounds i8, ptr %2053, i64 %2068
  %2070 = icmp ult ptr %2069, %2063
  %2071 = ptrtoint ptr %2053 to i64
  %2072 = ptrtoint ptr %2063 to i64
  %2073 = sub i64 %2071, %2072
  %2074 = trunc i64 %2073 to i32
  %2075 = select i1 %2070, i32 %2074, i32 %2066
  %2076 = zext i1 %2070 to i32
  %2077 = zext i32 %2075 to i64
  %2078 = sub nsw i64 0, %2077
  %2079 = getelementptr inbounds i8, ptr %2053, i64 %2078
  store ptr %2079, ptr %2040, align 8, !tbaa !76
  %2080 = shl i32 %2075, 3
  %2081 = sub i32 %2052, %2080
  br label %2082

2082:                                             ; preds = %2065, %2056
  %2083 = phi ptr [ %2060, %2056 ], [ %2079, %2065 ]
  %2084 = phi i32 [ %2061, %2056 ], [ %2081, %2065 ]
  %2085 = phi i32 [ 0, %2056 ], [ %2076, %2065 ]
  store i32 %2084, ptr %2038, align 8, !tbaa !75
  %2086 = load i64, ptr %2083, align 1, !tbaa !28
  store i64 %2086, ptr %7, align 8, !tbaa !71
  %2087 = icmp eq i32 %2085, 0
  %2088 = icmp ule ptr %2051, %2039
  %2089 = and i1 %2088, %2087
  br i1 %2089, label %2094, label %2090

2090:                                             ; preds = %2082, %2062, %2047
  %2091 = phi ptr [ %2049, %2047 ], [ %2051, %2062 ], [ %2051, %2082 ]
  %2092 = phi i32 [ %2048, %2047 ], [ %2084, %2082 ], [ %2052, %2062 ]
  %2093 = icmp ugt ptr %2091, %2039
  br i1 %2093, label %2131, label %2111

2094:                                             ; preds = %2082
  %2095 = and i32 %2084, 63
  %2096 = zext nneg i32 %2095 to i64
  %2097 = shl i64 %2086, %2096
  %2098 = lshr i64 %2097, %2045
  %2099 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %2098
  %2100 = load i16, ptr %2099, align 2
  store i16 %2100, ptr %2051, align 1
  %2101 = getelementptr inbounds i8, ptr %2099, i64 2
  %2102 = load i8, ptr %2101, align 2, !tbaa !52
  %2103 = zext i8 %2102 to i32
  %2104 = load i32, ptr %2038, align 8, !tbaa !75
  %2105 = add i32 %2104, %2103
  store i32 %2105, ptr %2038, align 8, !tbaa !75
  %2106 = getelementptr inbounds i8, ptr %2099, i64 3
  %2107 = load i8, ptr %2106, align 1, !tbaa !55
  %2108 = zext i8 %2107 to i64
  %2109 = getelementptr inbounds i8, ptr %2051, i64 %2108
  %2110 = icmp ugt i32 %2105, 64
  br i1 %2110, label %2047, label %2050, !prof !56, !llvm.loop !60

2111:                                             ; preds = %2090, %2111
  %2112 = phi i32 [ %2125, %2111 ], [ %2092, %2090 ]
  %2113 = phi ptr [ %2129, %2111 ], [ %2091, %2090 ]
  %2114 = load i64, ptr %7, align 8, !tbaa !71
  %2115 = and i32 %2112, 63
  %2116 = zext nneg i32 %2115 to i64
  %2117 = shl i64 %2114, %2116
  %2118 = lshr i64 %2117, %2045
  %2119 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %2118
  %2120 = load i16, ptr %2119, align 2
  store i16 %2120, ptr %2113, align 1
  %2121 = getelementptr inbounds i8, ptr %2119, i64 2
  %2122 = load i8, ptr %2121, align 2, !tbaa !52
  %2123 = zext i8 %2122 to i32
  %2124 = load i32, ptr %2038, align 8, !tbaa !75
  %2125 = add i32 %2124, %2123
  store i32 %2125, ptr %2038, align 8, !tbaa !75
  %2126 = getelementptr inbounds i8, ptr %2119, i64 3
  %2127 = load i8, ptr %2126, align 1, !tbaa !55
  %2128 = zext i8 %2127 to i64
  %2129 = getelementptr inbounds i8, ptr %2113, i64 %2128
  %2130 = icmp ugt ptr %2129, %2039
  br i1 %2130, label %2131, label %2111, !llvm.loop !61

2131:                                             ; preds = %2111, %2090, %2031
  %2132 = phi i32 [ %2032, %2031 ], [ %2092, %2090 ], [ %2125, %2111 ]
  %2133 = phi ptr [ %2033, %2031 ], [ %2091, %2090 ], [ %2129, %2111 ]
  %2134 = icmp ult ptr %2133, %18
  br i1 %2134, label %2135, label %2165

2135:                                             ; preds = %2131
  %2136 = load i64, ptr %7, align 8, !tbaa !71
  %2137 = getelementptr inbounds i8, ptr %7, i64 8
  %2138 = and i32 %2132, 63
  %2139 = zext nneg i32 %2138 to i64
  %2140 = shl i64 %2136, %2139
  %2141 = sub nsw i32 0, %43
  %2142 = and i32 %2141, 63
  %2143 = zext nneg i32 %2142 to i64
  %2144 = lshr i64 %2140, %2143
  %2145 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i64 %2144
  %2146 = load i8, ptr %2145, align 2
  store i8 %2146, ptr %2133, align 1
  %2147 = getelementptr inbounds i8, ptr %2145, i64 3
  %2148 = load i8, ptr %2147, align 1, !tbaa !55
  %2149 = icmp eq i8 %2148, 1
  br i1 %2149, label %2150, label %2156

2150:                                             ; preds = %2135
  %2151 = getelementptr inbounds i8, ptr %2145, i64 2
  %2152 = load i8, ptr %2151, align 2, !tbaa !52
  %2153 = zext i8 %2152 to i32
  %2154 = load i32, ptr %2137, align 8, !tbaa !75
  %2155 = add i32 %2154, %2153
  br label %2165

2156:                                             ; preds = %2135
  %2157 = load i32, ptr %2137, align 8
  %2158 = icmp ult i32 %2157, 64
  br i1 %2158, label %2159, label %2165

2159:                                             ; preds = %2156
  %2160 = getelementptr inbounds i8, ptr %2145, i64 2
  %2161 = load i8, ptr %2160, align 2, !tbaa !52
  %2162 = zext i8 %2161 to i32
  %2163 = add nuw nsw i32 %2157, %2162
  %2164 = tail call i32 @llvm.umin.i32(i32 %2163, i32 64)
  br label %2165

2165:                                             ; preds = %2159, %2156, %2150, %2131
  %2166 = phi i32 [ %2155, %2150 ], [ %2157, %2156 ], [ %2164, %2159 ], [ %2132, %2131 ]
  %2167 = icmp ne ptr %955, %33
  %2168 = icmp ne i32 %987, 64
  %2169 = select i1 %2167, i1 true, i1 %2168
  %2170 = icmp ne ptr %1331, %34
  %2171 = icmp ne i32 %1361, 64
  %2172 = select i1 %2170, i1 true, i1 %2171
  %2173 = or i1 %2169, %2172
  %2174 = icmp ne ptr %1704, %35
  %2175 = icmp ne i32 %1734, 64
  %2176 = select i1 %2174, i1 true, i1 %2175
  %2177 = or i1 %2173, %2176
  %2178 = getelementptr inbounds i8, ptr %7, i64 16
  %2179 = load ptr, ptr %2178, align 8, !tbaa !76
  %2180 = getelementptr inbounds i8, ptr %7, i64 24
  %2181 = load ptr, ptr %2180, align 8, !tbaa !79
  %2182 = icmp ne ptr %2179, %2181
  %2183 = icmp ne i32 %2166, 64
  %2184 = select i1 %2182, i1 true, i1 %2183
  %2185 = or i1 %2177, %2184
  %2186 = select i1 %2185, i64 -20, i64 %1
  br label %2187

2187:                                             ; preds = %2165, %594, %270, %258, %203, %195, %183, %128, %120, %108, %53, %48, %17
  %2188 = phi i64 [ %274, %270 ], [ -20, %17 ], [ -20, %594 ], [ %2186, %2165 ], [ -20, %108 ], [ -1, %53 ], [ -72, %48 ], [ -20, %183 ], [ -1, %128 ], [ -72, %120 ], [ -20, %258 ], [ -1, %203 ], [ -72, %195 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #14
  br label %2194

2189:                                             ; preds = %10
  %2190 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %2191 = icmp eq i64 %2190, 0
  br i1 %2191, label %2192, label %2194

2192:                                             ; preds = %2189, %10
  %2193 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  br label %2194

2194:                                             ; preds = %2187, %13, %2189, %2192
  %2195 = phi i64 [ %2193, %2192 ], [ %2190, %2189 ], [ %2188, %2187 ], [ -20, %13 ]
  ret i64 %2195
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = ptrtoint ptr %0 to i64
  %8 = alloca %struct.BIT_DStream_t, align 8
  %9 = and i32 %5, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = and i32 %5, 32
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %1277, label %1280

14:                                               ; preds = %6
  %15 = icmp ult i64 %3, 10
  %16 = icmp ult i64 %1, 6
  %17 = or i1 %16, %15
  br i1 %17, label %1282, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 %1
  %20 = getelementptr inbounds i8, ptr %19, i64 -3
  %21 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #14
  %22 = load i16, ptr %2, align 1, !tbaa !70
  %23 = zext i16 %22 to i64
  %24 = getelementptr inbounds i8, ptr %2, i64 2
  %25 = load i16, ptr %24, align 1, !tbaa !70
  %26 = zext i16 %25 to i64
  %27 = getelementptr inbounds i8, ptr %2, i64 4
  %28 = load i16, ptr %27, align 1, !tbaa !70
  %29 = zext i16 %28 to i64
  %30 = add nuw nsw i64 %23, 6
  %31 = add nuw nsw i64 %30, %26
  %32 = add nuw nsw i64 %31, %29
  %33 = sub i64 %3, %32
  %34 = getelementptr inbounds i8, ptr %2, i64 6
  %35 = getelementptr i8, ptr %34, i64 %23
  %36 = getelementptr i8, ptr %35, i64 %26
  %37 = getelementptr i8, ptr %36, i64 %29
  %38 = add i64 %1, 3
  %39 = lshr i64 %38, 2
  %40 = getelementptr inbounds i8, ptr %0, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  %42 = getelementptr inbounds i8, ptr %41, i64 %39
  %43 = load i32, ptr %4, align 4
  %44 = lshr i32 %43, 16
  %45 = icmp ugt i64 %32, %3
  %46 = icmp ugt ptr %42, %19
  %47 = select i1 %45, i1 true, i1 %46
  br i1 %47, label %1275, label %48

48:                                               ; preds = %18
  %49 = icmp eq i16 %22, 0
  br i1 %49, label %1275, label %50

50:                                               ; preds = %48
  %51 = getelementptr inbounds i8, ptr %2, i64 14
  %52 = icmp ugt i16 %22, 7
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr %35, i64 -1
  %55 = load i8, ptr %54, align 1, !tbaa !9
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %1275, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %35, i64 -8
  %59 = load i64, ptr %58, align 1, !tbaa !28
  %60 = zext i8 %55 to i32
  %61 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %60, i1 true)
  %62 = xor i32 %61, 31
  %63 = sub nuw nsw i32 8, %62
  br label %120

64:                                               ; preds = %50
  %65 = load i8, ptr %34, align 1, !tbaa !9
  %66 = zext i8 %65 to i64
  switch i16 %22, label %108 [
    i16 7, label %67
    i16 6, label %73
    i16 5, label %80
    i16 4, label %87
    i16 3, label %94
    i16 2, label %101
  ]

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %2, i64 12
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 48
  %72 = or disjoint i64 %71, %66
  br label %73

73:                                               ; preds = %67, %64
  %74 = phi i64 [ %66, %64 ], [ %72, %67 ]
  %75 = getelementptr inbounds i8, ptr %2, i64 11
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i64
  %78 = shl nuw nsw i64 %77, 40
  %79 = add nuw nsw i64 %78, %74
  br label %80

80:                                               ; preds = %73, %64
  %81 = phi i64 [ %66, %64 ], [ %79, %73 ]
  %82 = getelementptr inbounds i8, ptr %2, i64 10
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  %85 = shl nuw nsw i64 %84, 32
  %86 = add nuw nsw i64 %85, %81
  br label %87

87:                                               ; preds = %80, %64
  %88 = phi i64 [ %66, %64 ], [ %86, %80 ]
  %89 = getelementptr inbounds i8, ptr %2, i64 9
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i64
  %92 = shl nuw nsw i64 %91, 24
  %93 = add nuw nsw i64 %92, %88
  br label %94

94:                                               ; preds = %87, %64
  %95 = phi i64 [ %66, %64 ], [ %93, %87 ]
  %96 = getelementptr inbounds i8, ptr %2, i64 8
  %97 = load i8, ptr %96, align 1, !tbaa !9
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, 16
  %100 = add nuw nsw i64 %99, %95
  br label %101

101:                                              ; preds = %94, %64
  %102 = phi i64 [ %66, %64 ], [ %100, %94 ]
  %103 = getelementptr inbounds i8, ptr %2, i64 7
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i64
  %106 = shl nuw nsw i64 %105, 8
  %107 = add nuw nsw i64 %106, %102
  br label %108

108:                                              ; preds = %101, %64
  %109 = phi i64 [ %66, %64 ], [ %107, %101 ]
  %110 = getelementptr i8, ptr %35, i64 -1
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %1275, label %113

113:                                              ; preds = %108
  %114 = zext i8 %111 to i32
  %115 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %114, i1 true)
  %116 = shl nuw nsw i16 %22, 3
  %117 = zext nneg i16 %116 to i32
  %118 = sub nsw i32 %115, %117
  %119 = add nsw i32 %118, 41
  br label %120

120:                                              ; preds = %113, %57
  %121 = phi ptr [ %58, %57 ], [ %34, %113 ]
  %122 = phi i32 [ %63, %57 ], [ %119, %113 ]
  %123 = phi i64 [ %59, %57 ], [ %109, %113 ]
  %124 = icmp eq i16 %25, 0
  br i1 %124, label %1275, label %125

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %35, i64 8
  %127 = icmp ugt i16 %25, 7
  br i1 %127, label %128, label %139

128:                                              ; preds = %125
  %129 = getelementptr i8, ptr %36, i64 -1
  %130 = load i8, ptr %129, align 1, !tbaa !9
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %1275, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds i8, ptr %36, i64 -8
  %134 = load i64, ptr %133, align 1, !tbaa !28
  %135 = zext i8 %130 to i32
  %136 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %135, i1 true)
  %137 = xor i32 %136, 31
  %138 = sub nuw nsw i32 8, %137
  br label %195

139:                                              ; preds = %125
  %140 = load i8, ptr %35, align 1, !tbaa !9
  %141 = zext i8 %140 to i64
  switch i16 %25, label %183 [
    i16 7, label %142
    i16 6, label %148
    i16 5, label %155
    i16 4, label %162
    i16 3, label %169
    i16 2, label %176
  ]

142:                                              ; preds = %139
  %143 = getelementptr inbounds i8, ptr %35, i64 6
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = shl nuw nsw i64 %145, 48
  %147 = or disjoint i64 %146, %141
  br label %148

148:                                              ; preds = %142, %139
  %149 = phi i64 [ %141, %139 ], [ %147, %142 ]
  %150 = getelementptr inbounds i8, ptr %35, i64 5
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = shl nuw nsw i64 %152, 40
  %154 = add nuw nsw i64 %153, %149
  br label %155

155:                                              ; preds = %148, %139
  %156 = phi i64 [ %141, %139 ], [ %154, %148 ]
  %157 = getelementptr inbounds i8, ptr %35, i64 4
  %158 = load i8, ptr %157, align 1, !tbaa !9
  %159 = zext i8 %158 to i64
  %160 = shl nuw nsw i64 %159, 32
  %161 = add nuw nsw i64 %160, %156
  br label %162

162:                                              ; preds = %155, %139
  %163 = phi i64 [ %141, %139 ], [ %161, %155 ]
  %164 = getelementptr inbounds i8, ptr %35, i64 3
  %165 = load i8, ptr %164, align 1, !tbaa !9
  %166 = zext i8 %165 to i64
  %167 = shl nuw nsw i64 %166, 24
  %168 = add nuw nsw i64 %167, %163
  br label %169

169:                                              ; preds = %162, %139
  %170 = phi i64 [ %141, %139 ], [ %168, %162 ]
  %171 = getelementptr inbounds i8, ptr %35, i64 2
  %172 = load i8, ptr %171, align 1, !tbaa !9
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 16
  %175 = add nuw nsw i64 %174, %170
  br label %176

176:                                              ; preds = %169, %139
  %177 = phi i64 [ %141, %139 ], [ %175, %169 ]
  %178 = getelementptr inbounds i8, ptr %35, i64 1
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = zext i8 %179 to i64
  %181 = shl nuw nsw i64 %180, 8
  %182 = add nuw nsw i64 %181, %177
  br label %183

183:                                              ; preds = %176, %139
  %184 = phi i64 [ %141, %139 ], [ %182, %176 ]
  %185 = getelementptr i8, ptr %36, i64 -1
  %186 = load i8, ptr %185, align 1, !tbaa !9
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %1275, label %188

188:                                              ; preds = %183
  %189 = zext i8 %186 to i32
  %190 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %189, i1 true)
  %191 = shl nuw nsw i16 %25, 3
  %192 = zext nneg i16 %191 to i32
  %193 = sub nsw i32 %190, %192
  %194 = add nsw i32 %193, 41
  br label %195

195:                                              ; preds = %188, %132
  %196 = phi i64 [ %134, %132 ], [ %184, %188 ]
  %197 = phi i32 [ %138, %132 ], [ %194, %188 ]
  %198 = phi ptr [ %133, %132 ], [ %35, %188 ]
  %199 = icmp eq i16 %28, 0
  br i1 %199, label %1275, label %200

200:                                              ; preds = %195
  %201 = getelementptr inbounds i8, ptr %36, i64 8
  %202 = icmp ugt i16 %28, 7
  br i1 %202, label %203, label %214

203:                                              ; preds = %200
  %204 = getelementptr i8, ptr %37, i64 -1
  %205 = load i8, ptr %204, align 1, !tbaa !9
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %1275, label %207

207:                                              ; preds = %203
  %208 = getelementptr inbounds i8, ptr %37, i64 -8
  %209 = load i64, ptr %208, align 1, !tbaa !28
  %210 = zext i8 %205 to i32
  %211 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %210, i1 true)
  %212 = xor i32 %211, 31
  %213 = sub nuw nsw i32 8, %212
  br label %270

214:                                              ; preds = %200
  %215 = load i8, ptr %36, align 1, !tbaa !9
  %216 = zext i8 %215 to i64
  switch i16 %28, label %258 [
    i16 7, label %217
    i16 6, label %223
    i16 5, label %230
    i16 4, label %237
    i16 3, label %244
    i16 2, label %251
  ]

217:                                              ; preds = %214
  %218 = getelementptr inbounds i8, ptr %36, i64 6
  %219 = load i8, ptr %218, align 1, !tbaa !9
  %220 = zext i8 %219 to i64
  %221 = shl nuw nsw i64 %220, 48
  %222 = or disjoint i64 %221, %216
  br label %223

223:                                              ; preds = %217, %214
  %224 = phi i64 [ %216, %214 ], [ %222, %217 ]
  %225 = getelementptr inbounds i8, ptr %36, i64 5
  %226 = load i8, ptr %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i64
  %228 = shl nuw nsw i64 %227, 40
  %229 = add nuw nsw i64 %228, %224
  br label %230

230:                                              ; preds = %223, %214
  %231 = phi i64 [ %216, %214 ], [ %229, %223 ]
  %232 = getelementptr inbounds i8, ptr %36, i64 4
  %233 = load i8, ptr %232, align 1, !tbaa !9
  %234 = zext i8 %233 to i64
  %235 = shl nuw nsw i64 %234, 32
  %236 = add nuw nsw i64 %235, %231
  br label %237

237:                                              ; preds = %230, %214
  %238 = phi i64 [ %216, %214 ], [ %236, %230 ]
  %239 = getelementptr inbounds i8, ptr %36, i64 3
  %240 = load i8, ptr %239, align 1, !tbaa !9
  %241 = zext i8 %240 to i64
  %242 = shl nuw nsw i64 %241, 24
  %243 = add nuw nsw i64 %242, %238
  br label %244

244:                                              ; preds = %237, %214
  %245 = phi i64 [ %216, %214 ], [ %243, %237 ]
  %246 = getelementptr inbounds i8, ptr %36, i64 2
  %247 = load i8, ptr %246, align 1, !tbaa !9
  %248 = zext i8 %247 to i64
  %249 = shl nuw nsw i64 %248, 16
  %250 = add nuw nsw i64 %249, %245
  br label %251

251:                                              ; preds = %244, %214
  %252 = phi i64 [ %216, %214 ], [ %250, %244 ]
  %253 = getelementptr inbounds i8, ptr %36, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !9
  %255 = zext i8 %254 to i64
  %256 = shl nuw nsw i64 %255, 8
  %257 = add nuw nsw i64 %256, %252
  br label %258

258:                                              ; preds = %251, %214
  %259 = phi i64 [ %216, %214 ], [ %257, %251 ]
  %260 = getelementptr i8, ptr %37, i64 -1
  %261 = load i8, ptr %260, align 1, !tbaa !9
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %1275, label %263

263:                                              ; preds = %258
  %264 = zext i8 %261 to i32
  %265 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %264, i1 true)
  %266 = shl nuw nsw i16 %28, 3
  %267 = zext nneg i16 %266 to i32
  %268 = sub nsw i32 %265, %267
  %269 = add nsw i32 %268, 41
  br label %270

270:                                              ; preds = %263, %207
  %271 = phi i64 [ %209, %207 ], [ %259, %263 ]
  %272 = phi i32 [ %213, %207 ], [ %269, %263 ]
  %273 = phi ptr [ %208, %207 ], [ %36, %263 ]
  %274 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %8, ptr noundef nonnull %37, i64 noundef %33)
  %275 = icmp ult i64 %274, -119
  br i1 %275, label %276, label %1275

276:                                              ; preds = %270
  %277 = ptrtoint ptr %19 to i64
  %278 = ptrtoint ptr %42 to i64
  %279 = sub i64 %277, %278
  %280 = icmp ugt i64 %279, 7
  %281 = icmp ult ptr %42, %20
  %282 = select i1 %280, i1 %281, i1 false
  br i1 %282, label %283, label %546

283:                                              ; preds = %276
  %284 = load i64, ptr %8, align 8, !tbaa !71
  %285 = sub nsw i32 0, %44
  %286 = and i32 %285, 63
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds i8, ptr %8, i64 8
  %289 = getelementptr inbounds i8, ptr %8, i64 16
  %290 = getelementptr inbounds i8, ptr %8, i64 32
  %291 = load ptr, ptr %290, align 8, !tbaa !74
  %292 = load i32, ptr %288, align 8, !tbaa !75
  %293 = load ptr, ptr %289, align 8, !tbaa !76
  br label %294

294:                                              ; preds = %536, %283
  %295 = phi ptr [ %293, %283 ], [ %537, %536 ]
  %296 = phi i32 [ %292, %283 ], [ %538, %536 ]
  %297 = phi ptr [ %0, %283 ], [ %453, %536 ]
  %298 = phi ptr [ %40, %283 ], [ %464, %536 ]
  %299 = phi ptr [ %41, %283 ], [ %475, %536 ]
  %300 = phi ptr [ %42, %283 ], [ %486, %536 ]
  %301 = phi ptr [ %273, %283 ], [ %525, %536 ]
  %302 = phi i64 [ %123, %283 ], [ %498, %536 ]
  %303 = phi i32 [ %272, %283 ], [ %524, %536 ]
  %304 = phi i64 [ %271, %283 ], [ %523, %536 ]
  %305 = phi ptr [ %198, %283 ], [ %511, %536 ]
  %306 = phi i32 [ %122, %283 ], [ %497, %536 ]
  %307 = phi i32 [ %197, %283 ], [ %510, %536 ]
  %308 = phi i64 [ %196, %283 ], [ %509, %536 ]
  %309 = phi ptr [ %121, %283 ], [ %496, %536 ]
  %310 = phi i64 [ %284, %283 ], [ %539, %536 ]
  %311 = and i32 %306, 63
  %312 = zext nneg i32 %311 to i64
  %313 = shl i64 %302, %312
  %314 = lshr i64 %313, %287
  %315 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %314
  %316 = getelementptr inbounds i8, ptr %315, i64 1
  %317 = load i8, ptr %316, align 1, !tbaa !65
  %318 = load i8, ptr %315, align 1, !tbaa !67
  %319 = zext i8 %318 to i32
  %320 = add i32 %306, %319
  %321 = getelementptr inbounds i8, ptr %297, i64 1
  store i8 %317, ptr %297, align 1, !tbaa !9
  %322 = and i32 %307, 63
  %323 = zext nneg i32 %322 to i64
  %324 = shl i64 %308, %323
  %325 = lshr i64 %324, %287
  %326 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %325
  %327 = getelementptr inbounds i8, ptr %326, i64 1
  %328 = load i8, ptr %327, align 1, !tbaa !65
  %329 = load i8, ptr %326, align 1, !tbaa !67
  %330 = zext i8 %329 to i32
  %331 = add i32 %307, %330
  %332 = getelementptr inbounds i8, ptr %298, i64 1
  store i8 %328, ptr %298, align 1, !tbaa !9
  %333 = and i32 %303, 63
  %334 = zext nneg i32 %333 to i64
  %335 = shl i64 %304, %334
  %336 = lshr i64 %335, %287
  %337 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %336
  %338 = getelementptr inbounds i8, ptr %337, i64 1
  %339 = load i8, ptr %338, align 1, !tbaa !65
  %340 = load i8, ptr %337, align 1, !tbaa !67
  %341 = zext i8 %340 to i32
  %342 = add i32 %303, %341
  %343 = getelementptr inbounds i8, ptr %299, i64 1
  store i8 %339, ptr %299, align 1, !tbaa !9
  %344 = and i32 %296, 63
  %345 = zext nneg i32 %344 to i64
  %346 = shl i64 %310, %345
  %347 = lshr i64 %346, %287
  %348 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %347
  %349 = getelementptr inbounds i8, ptr %348, i64 1
  %350 = load i8, ptr %349, align 1, !tbaa !65
  %351 = load i8, ptr %348, align 1, !tbaa !67
  %352 = zext i8 %351 to i32
  %353 = add i32 %296, %352
  store i8 %350, ptr %300, align 1, !tbaa !9
  %354 = getelementptr inbounds i8, ptr %300, i64 1
  %355 = and i32 %320, 63
  %356 = zext nneg i32 %355 to i64
  %357 = shl i64 %302, %356
  %358 = lshr i64 %357, %287
  %359 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %358
  %360 = getelementptr inbounds i8, ptr %359, i64 1
  %361 = load i8, ptr %360, align 1, !tbaa !65
  %362 = load i8, ptr %359, align 1, !tbaa !67
  %363 = zext i8 %362 to i32
  %364 = add i32 %320, %363
  store i8 %361, ptr %321, align 1, !tbaa !9
  %365 = and i32 %331, 63
  %366 = zext nneg i32 %365 to i64
  %367 = shl i64 %308, %366
  %368 = lshr i64 %367, %287
  %369 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %368
  %370 = getelementptr inbounds i8, ptr %369, i64 1
  %371 = load i8, ptr %370, align 1, !tbaa !65
  %372 = load i8, ptr %369, align 1, !tbaa !67
  %373 = zext i8 %372 to i32
  %374 = add i32 %331, %373
  %375 = getelementptr inbounds i8, ptr %298, i64 2
  store i8 %371, ptr %332, align 1, !tbaa !9
  %376 = and i32 %342, 63
  %377 = zext nneg i32 %376 to i64
  %378 = shl i64 %304, %377
  %379 = lshr i64 %378, %287
  %380 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %379
  %381 = getelementptr inbounds i8, ptr %380, i64 1
  %382 = load i8, ptr %381, align 1, !tbaa !65
  %383 = load i8, ptr %380, align 1, !tbaa !67
  %384 = zext i8 %383 to i32
  %385 = add i32 %342, %384
  %386 = getelementptr inbounds i8, ptr %299, i64 2
  store i8 %382, ptr %343, align 1, !tbaa !9
  %387 = and i32 %353, 63
  %388 = zext nneg i32 %387 to i64
  %389 = shl i64 %310, %388
  %390 = lshr i64 %389, %287
  %391 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %390
  %392 = getelementptr inbounds i8, ptr %391, i64 1
  %393 = load i8, ptr %392, align 1, !tbaa !65
  %394 = load i8, ptr %391, align 1, !tbaa !67
  %395 = zext i8 %394 to i32
  %396 = add i32 %353, %395
  %397 = getelementptr inbounds i8, ptr %300, i64 2
  store i8 %393, ptr %354, align 1, !tbaa !9
  %398 = getelementptr inbounds i8, ptr %297, i64 2
  %399 = and i32 %364, 63
  %400 = zext nneg i32 %399 to i64
  %401 = shl i64 %302, %400
  %402 = lshr i64 %401, %287
  %403 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %402
  %404 = getelementptr inbounds i8, ptr %403, i64 1
  %405 = load i8, ptr %404, align 1, !tbaa !65
  %406 = load i8, ptr %403, align 1, !tbaa !67
  %407 = zext i8 %406 to i32
  %408 = add i32 %364, %407
  %409 = getelementptr inbounds i8, ptr %297, i64 3
  store i8 %405, ptr %398, align 1, !tbaa !9
  %410 = and i32 %374, 63
  %411 = zext nneg i32 %410 to i64
  %412 = shl i64 %308, %411
  %413 = lshr i64 %412, %287
  %414 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %413
  %415 = getelementptr inbounds i8, ptr %414, i64 1
  %416 = load i8, ptr %415, align 1, !tbaa !65
  %417 = load i8, ptr %414, align 1, !tbaa !67
  %418 = zext i8 %417 to i32
  %419 = add i32 %374, %418
  %420 = getelementptr inbounds i8, ptr %298, i64 3
  store i8 %416, ptr %375, align 1, !tbaa !9
  %421 = and i32 %385, 63
  %422 = zext nneg i32 %421 to i64
  %423 = shl i64 %304, %422
  %424 = lshr i64 %423, %287
  %425 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %424
  %426 = getelementptr inbounds i8, ptr %425, i64 1
  %427 = load i8, ptr %426, align 1, !tbaa !65
  %428 = load i8, ptr %425, align 1, !tbaa !67
  %429 = zext i8 %428 to i32
  %430 = add i32 %385, %429
  %431 = getelementptr inbounds i8, ptr %299, i64 3
  store i8 %427, ptr %386, align 1, !tbaa !9
  %432 = and i32 %396, 63
  %433 = zext nneg i32 %432 to i64
  %434 = shl i64 %310, %433
  %435 = lshr i64 %434, %287
  %436 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %435
  %437 = getelementptr inbounds i8, ptr %436, i64 1
  %438 = load i8, ptr %437, align 1, !tbaa !65
  %439 = load i8, ptr %436, align 1, !tbaa !67
  %440 = zext i8 %439 to i32
  %441 = add i32 %396, %440
  store i8 %438, ptr %397, align 1, !tbaa !9
  %442 = getelementptr inbounds i8, ptr %300, i64 3
  %443 = and i32 %408, 63
  %444 = zext nneg i32 %443 to i64
  %445 = shl i64 %302, %444
  %446 = lshr i64 %445, %287
  %447 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %446
  %448 = getelementptr inbounds i8, ptr %447, i64 1
  %449 = load i8, ptr %448, align 1, !tbaa !65
  %450 = load i8, ptr %447, align 1, !tbaa !67
  %451 = zext i8 %450 to i32
  %452 = add i32 %408, %451
  %453 = getelementptr inbounds i8, ptr %297, i64 4
  store i8 %449, ptr %409, align 1, !tbaa !9
  %454 = and i32 %419, 63
  %455 = zext nneg i32 %454 to i64
  %456 = shl i64 %308, %455
  %457 = lshr i64 %456, %287
  %458 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %457
  %459 = getelementptr inbounds i8, ptr %458, i64 1
  %460 = load i8, ptr %459, align 1, !tbaa !65
  %461 = load i8, ptr %458, align 1, !tbaa !67
  %462 = zext i8 %461 to i32
  %463 = add i32 %419, %462
  %464 = getelementptr inbounds i8, ptr %298, i64 4
  store i8 %460, ptr %420, align 1, !tbaa !9
  %465 = and i32 %430, 63
  %466 = zext nneg i32 %465 to i64
  %467 = shl i64 %304, %466
  %468 = lshr i64 %467, %287
  %469 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %468
  %470 = getelementptr inbounds i8, ptr %469, i64 1
  %471 = load i8, ptr %470, align 1, !tbaa !65
  %472 = load i8, ptr %469, align 1, !tbaa !67
  %473 = zext i8 %472 to i32
  %474 = add i32 %430, %473
  %475 = getelementptr inbounds i8, ptr %299, i64 4
  store i8 %471, ptr %431, align 1, !tbaa !9
  %476 = and i32 %441, 63
  %477 = zext nneg i32 %476 to i64
  %478 = shl i64 %310, %477
  %479 = lshr i64 %478, %287
  %480 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %479
  %481 = getelementptr inbounds i8, ptr %480, i64 1
  %482 = load i8, ptr %481, align 1, !tbaa !65
  %483 = load i8, ptr %480, align 1, !tbaa !67
  %484 = zext i8 %483 to i32
  %485 = add i32 %441, %484
  %486 = getelementptr inbounds i8, ptr %300, i64 4
  store i8 %482, ptr %442, align 1, !tbaa !9
  %487 = icmp ult ptr %309, %51
  br i1 %487, label %495, label %488, !prof !77

488:                                              ; preds = %294
  %489 = lshr i32 %452, 3
  %490 = zext nneg i32 %489 to i64
  %491 = sub nsw i64 0, %490
  %492 = getelementptr inbounds i8, ptr %309, i64 %491
  %493 = and i32 %452, 7
  %494 = load i64, ptr %492, align 1, !tbaa !28
  br label %495

495:                                              ; preds = %488, %294
  %496 = phi ptr [ %309, %294 ], [ %492, %488 ]
  %497 = phi i32 [ %452, %294 ], [ %493, %488 ]
  %498 = phi i64 [ %302, %294 ], [ %494, %488 ]
  %499 = phi i32 [ 3, %294 ], [ 0, %488 ]
  %500 = icmp ult ptr %305, %126
  br i1 %500, label %508, label %501, !prof !77

501:                                              ; preds = %495
  %502 = lshr i32 %463, 3
  %503 = zext nneg i32 %502 to i64
  %504 = sub nsw i64 0, %503
  %505 = getelementptr inbounds i8, ptr %305, i64 %504
  %506 = and i32 %463, 7
  %507 = load i64, ptr %505, align 1, !tbaa !28
  br label %508

508:                                              ; preds = %501, %495
  %509 = phi i64 [ %308, %495 ], [ %507, %501 ]
  %510 = phi i32 [ %463, %495 ], [ %506, %501 ]
  %511 = phi ptr [ %305, %495 ], [ %505, %501 ]
  %512 = phi i32 [ 3, %495 ], [ 0, %501 ]
  %513 = or i32 %512, %499
  %514 = icmp ult ptr %301, %201
  br i1 %514, label %522, label %515, !prof !77

515:                                              ; preds = %508
  %516 = lshr i32 %474, 3
  %517 = zext nneg i32 %516 to i64
  %518 = sub nsw i64 0, %517
  %519 = getelementptr inbounds i8, ptr %301, i64 %518
  %520 = and i32 %474, 7
  %521 = load i64, ptr %519, align 1, !tbaa !28
  br label %522

522:                                              ; preds = %515, %508
  %523 = phi i64 [ %304, %508 ], [ %521, %515 ]
  %524 = phi i32 [ %474, %508 ], [ %520, %515 ]
  %525 = phi ptr [ %301, %508 ], [ %519, %515 ]
  %526 = phi i32 [ 3, %508 ], [ 0, %515 ]
  %527 = or i32 %513, %526
  %528 = icmp ult ptr %295, %291
  br i1 %528, label %536, label %529, !prof !77

529:                                              ; preds = %522
  %530 = lshr i32 %485, 3
  %531 = zext nneg i32 %530 to i64
  %532 = sub nsw i64 0, %531
  %533 = getelementptr inbounds i8, ptr %295, i64 %532
  %534 = and i32 %485, 7
  %535 = load i64, ptr %533, align 1, !tbaa !28
  store i64 %535, ptr %8, align 8, !tbaa !71
  br label %536

536:                                              ; preds = %529, %522
  %537 = phi ptr [ %533, %529 ], [ %295, %522 ]
  %538 = phi i32 [ %534, %529 ], [ %485, %522 ]
  %539 = phi i64 [ %535, %529 ], [ %310, %522 ]
  %540 = phi i32 [ 0, %529 ], [ 3, %522 ]
  %541 = or i32 %527, %540
  %542 = icmp ne i32 %541, 0
  %543 = icmp uge ptr %486, %20
  %544 = or i1 %543, %542
  br i1 %544, label %545, label %294, !llvm.loop !80

545:                                              ; preds = %536
  store i32 %538, ptr %288, align 8, !tbaa !75
  store ptr %537, ptr %289, align 8, !tbaa !76
  br label %546

546:                                              ; preds = %545, %276
  %547 = phi ptr [ %121, %276 ], [ %496, %545 ]
  %548 = phi i64 [ %196, %276 ], [ %509, %545 ]
  %549 = phi i32 [ %197, %276 ], [ %510, %545 ]
  %550 = phi i32 [ %122, %276 ], [ %497, %545 ]
  %551 = phi ptr [ %198, %276 ], [ %511, %545 ]
  %552 = phi i64 [ %271, %276 ], [ %523, %545 ]
  %553 = phi i32 [ %272, %276 ], [ %524, %545 ]
  %554 = phi i64 [ %123, %276 ], [ %498, %545 ]
  %555 = phi ptr [ %273, %276 ], [ %525, %545 ]
  %556 = phi ptr [ %42, %276 ], [ %486, %545 ]
  %557 = phi ptr [ %41, %276 ], [ %475, %545 ]
  %558 = phi ptr [ %40, %276 ], [ %464, %545 ]
  %559 = phi ptr [ %0, %276 ], [ %453, %545 ]
  %560 = icmp ugt ptr %559, %40
  %561 = icmp ugt ptr %558, %41
  %562 = select i1 %560, i1 true, i1 %561
  %563 = icmp ugt ptr %557, %42
  %564 = select i1 %562, i1 true, i1 %563
  br i1 %564, label %1275, label %565

565:                                              ; preds = %546
  %566 = ptrtoint ptr %40 to i64
  %567 = ptrtoint ptr %559 to i64
  %568 = sub i64 %566, %567
  %569 = icmp sgt i64 %568, 3
  %570 = icmp ugt i32 %550, 64
  br i1 %569, label %571, label %659

571:                                              ; preds = %565
  br i1 %570, label %687, label %572, !prof !59

572:                                              ; preds = %571
  %573 = ptrtoint ptr %34 to i64
  %574 = getelementptr inbounds i8, ptr %40, i64 -3
  %575 = sub nsw i32 0, %44
  %576 = and i32 %575, 63
  %577 = zext nneg i32 %576 to i64
  br label %578

578:                                              ; preds = %613, %572
  %579 = phi ptr [ %559, %572 ], [ %657, %613 ]
  %580 = phi i64 [ %554, %572 ], [ %609, %613 ]
  %581 = phi i32 [ %550, %572 ], [ %656, %613 ]
  %582 = phi ptr [ %547, %572 ], [ %608, %613 ]
  %583 = icmp ult ptr %582, %51
  br i1 %583, label %587, label %584

584:                                              ; preds = %578
  %585 = lshr i32 %581, 3
  %586 = and i32 %581, 7
  br label %602

587:                                              ; preds = %578
  %588 = icmp eq ptr %582, %34
  br i1 %588, label %687, label %589

589:                                              ; preds = %587
  %590 = lshr i32 %581, 3
  %591 = zext nneg i32 %590 to i64
  %592 = sub nsw i64 0, %591
  %593 = getelementptr inbounds i8, ptr %582, i64 %592
  %594 = icmp ult ptr %593, %34
  %595 = ptrtoint ptr %582 to i64
  %596 = sub i64 %595, %573
  %597 = trunc i64 %596 to i32
  %598 = select i1 %594, i32 %597, i32 %590
  %599 = zext i1 %594 to i32
  %600 = shl i32 %598, 3
  %601 = sub i32 %581, %600
  br label %602

602:                                              ; preds = %589, %584
  %603 = phi i32 [ %598, %589 ], [ %585, %584 ]
  %604 = phi i32 [ %601, %589 ], [ %586, %584 ]
  %605 = phi i32 [ %599, %589 ], [ 0, %584 ]
  %606 = zext i32 %603 to i64
  %607 = sub nsw i64 0, %606
  %608 = getelementptr inbounds i8, ptr %582, i64 %607
  %609 = load i64, ptr %608, align 1, !tbaa !28
  %610 = icmp eq i32 %605, 0
  %611 = icmp ult ptr %579, %574
  %612 = and i1 %611, %610
  br i1 %612, label %613, label %687

613:                                              ; preds = %602
  %614 = and i32 %604, 63
  %615 = zext nneg i32 %614 to i64
  %616 = shl i64 %609, %615
  %617 = lshr i64 %616, %577
  %618 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %617
  %619 = getelementptr inbounds i8, ptr %618, i64 1
  %620 = load i8, ptr %619, align 1, !tbaa !65
  %621 = load i8, ptr %618, align 1, !tbaa !67
  %622 = zext i8 %621 to i32
  %623 = add i32 %604, %622
  store i8 %620, ptr %579, align 1, !tbaa !9
  %624 = getelementptr inbounds i8, ptr %579, i64 1
  %625 = and i32 %623, 63
  %626 = zext nneg i32 %625 to i64
  %627 = shl i64 %609, %626
  %628 = lshr i64 %627, %577
  %629 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %628
  %630 = getelementptr inbounds i8, ptr %629, i64 1
  %631 = load i8, ptr %630, align 1, !tbaa !65
  %632 = load i8, ptr %629, align 1, !tbaa !67
  %633 = zext i8 %632 to i32
  %634 = add i32 %623, %633
  store i8 %631, ptr %624, align 1, !tbaa !9
  %635 = getelementptr inbounds i8, ptr %579, i64 2
  %636 = and i32 %634, 63
  %637 = zext nneg i32 %636 to i64
  %638 = shl i64 %609, %637
  %639 = lshr i64 %638, %577
  %640 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %639
  %641 = getelementptr inbounds i8, ptr %640, i64 1
  %642 = load i8, ptr %641, align 1, !tbaa !65
  %643 = load i8, ptr %640, align 1, !tbaa !67
  %644 = zext i8 %643 to i32
  %645 = add i32 %634, %644
  store i8 %642, ptr %635, align 1, !tbaa !9
  %646 = getelementptr inbounds i8, ptr %579, i64 3
  %647 = and i32 %645, 63
  %648 = zext nneg i32 %647 to i64
  %649 = shl i64 %609, %648
  %650 = lshr i64 %649, %577
  %651 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %650
  %652 = getelementptr inbounds i8, ptr %651, i64 1
  %653 = load i8, ptr %652, align 1, !tbaa !65
  %654 = load i8, ptr %651, align 1, !tbaa !67
  %655 = zext i8 %654 to i32
  %656 = add i32 %645, %655
  %657 = getelementptr inbounds i8, ptr %579, i64 4
  store i8 %653, ptr %646, align 1, !tbaa !9
  %658 = icmp ugt i32 %656, 64
  br i1 %658, label %687, label %578, !prof !56, !llvm.loop !68

659:                                              ; preds = %565
  br i1 %570, label %687, label %660, !prof !77

660:                                              ; preds = %659
  %661 = icmp ult ptr %547, %51
  br i1 %661, label %665, label %662

662:                                              ; preds = %660
  %663 = lshr i32 %550, 3
  %664 = and i32 %550, 7
  br label %680

665:                                              ; preds = %660
  %666 = icmp eq ptr %547, %34
  br i1 %666, label %687, label %667

667:                                              ; preds = %665
  %668 = lshr i32 %550, 3
  %669 = zext nneg i32 %668 to i64
  %670 = sub nsw i64 0, %669
  %671 = getelementptr inbounds i8, ptr %547, i64 %670
  %672 = icmp ult ptr %671, %34
  %673 = ptrtoint ptr %547 to i64
  %674 = ptrtoint ptr %34 to i64
  %675 = sub i64 %673, %674
  %676 = trunc i64 %675 to i32
  %677 = select i1 %672, i32 %676, i32 %668
  %678 = shl i32 %677, 3
  %679 = sub i32 %550, %678
  br label %680

680:                                              ; preds = %667, %662
  %681 = phi i32 [ %663, %662 ], [ %677, %667 ]
  %682 = phi i32 [ %664, %662 ], [ %679, %667 ]
  %683 = zext i32 %681 to i64
  %684 = sub nsw i64 0, %683
  %685 = getelementptr inbounds i8, ptr %547, i64 %684
  %686 = load i64, ptr %685, align 1, !tbaa !28
  br label %687

687:                                              ; preds = %613, %602, %587, %680, %665, %659, %571
  %688 = phi ptr [ @BIT_reloadDStream.zeroFilled, %659 ], [ %34, %665 ], [ @BIT_reloadDStream.zeroFilled, %571 ], [ %685, %680 ], [ %34, %587 ], [ @BIT_reloadDStream.zeroFilled, %613 ], [ %608, %602 ]
  %689 = phi i32 [ %550, %659 ], [ %550, %665 ], [ %550, %571 ], [ %682, %680 ], [ %581, %587 ], [ %656, %613 ], [ %604, %602 ]
  %690 = phi i64 [ %554, %659 ], [ %554, %665 ], [ %554, %571 ], [ %686, %680 ], [ %580, %587 ], [ %609, %613 ], [ %609, %602 ]
  %691 = phi ptr [ %559, %659 ], [ %559, %665 ], [ %559, %571 ], [ %559, %680 ], [ %579, %587 ], [ %657, %613 ], [ %579, %602 ]
  %692 = icmp ult ptr %691, %40
  br i1 %692, label %693, label %746

693:                                              ; preds = %687
  %694 = ptrtoint ptr %691 to i64
  %695 = sub nsw i32 0, %44
  %696 = and i32 %695, 63
  %697 = zext nneg i32 %696 to i64
  %698 = add i64 %39, %7
  %699 = sub i64 %698, %694
  %700 = add i64 %694, 1
  %701 = and i64 %699, 1
  %702 = icmp eq i64 %701, 0
  br i1 %702, label %715, label %703

703:                                              ; preds = %693
  %704 = and i32 %689, 63
  %705 = zext nneg i32 %704 to i64
  %706 = shl i64 %690, %705
  %707 = lshr i64 %706, %697
  %708 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %707
  %709 = getelementptr inbounds i8, ptr %708, i64 1
  %710 = load i8, ptr %709, align 1, !tbaa !65
  %711 = load i8, ptr %708, align 1, !tbaa !67
  %712 = zext i8 %711 to i32
  %713 = add i32 %689, %712
  %714 = getelementptr inbounds i8, ptr %691, i64 1
  store i8 %710, ptr %691, align 1, !tbaa !9
  br label %715

715:                                              ; preds = %703, %693
  %716 = phi ptr [ %691, %693 ], [ %714, %703 ]
  %717 = phi i32 [ %689, %693 ], [ %713, %703 ]
  %718 = phi i32 [ poison, %693 ], [ %713, %703 ]
  %719 = icmp eq i64 %698, %700
  br i1 %719, label %746, label %720

720:                                              ; preds = %715, %720
  %721 = phi ptr [ %744, %720 ], [ %716, %715 ]
  %722 = phi i32 [ %743, %720 ], [ %717, %715 ]
  %723 = and i32 %722, 63
  %724 = zext nneg i32 %723 to i64
  %725 = shl i64 %690, %724
  %726 = lshr i64 %725, %697
  %727 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %726
  %728 = getelementptr inbounds i8, ptr %727, i64 1
  %729 = load i8, ptr %728, align 1, !tbaa !65
  %730 = load i8, ptr %727, align 1, !tbaa !67
  %731 = zext i8 %730 to i32
  %732 = add i32 %722, %731
  %733 = getelementptr inbounds i8, ptr %721, i64 1
  store i8 %729, ptr %721, align 1, !tbaa !9
  %734 = and i32 %732, 63
  %735 = zext nneg i32 %734 to i64
  %736 = shl i64 %690, %735
  %737 = lshr i64 %736, %697
  %738 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %737
  %739 = getelementptr inbounds i8, ptr %738, i64 1
  %740 = load i8, ptr %739, align 1, !tbaa !65
  %741 = load i8, ptr %738, align 1, !tbaa !67
  %742 = zext i8 %741 to i32
  %743 = add i32 %732, %742
  %744 = getelementptr inbounds i8, ptr %721, i64 2
  store i8 %740, ptr %733, align 1, !tbaa !9
  %745 = icmp ult ptr %744, %40
  br i1 %745, label %720, label %746, !llvm.loop !69

746:                                              ; preds = %715, %720, %687
  %747 = phi i32 [ %689, %687 ], [ %718, %715 ], [ %743, %720 ]
  %748 = ptrtoint ptr %41 to i64
  %749 = ptrtoint ptr %558 to i64
  %750 = sub i64 %748, %749
  %751 = icmp sgt i64 %750, 3
  %752 = icmp ugt i32 %549, 64
  br i1 %751, label %753, label %841

753:                                              ; preds = %746
  br i1 %752, label %869, label %754, !prof !59

754:                                              ; preds = %753
  %755 = ptrtoint ptr %35 to i64
  %756 = getelementptr inbounds i8, ptr %41, i64 -3
  %757 = sub nsw i32 0, %44
  %758 = and i32 %757, 63
  %759 = zext nneg i32 %758 to i64
  br label %760

760:                                              ; preds = %795, %754
  %761 = phi ptr [ %558, %754 ], [ %839, %795 ]
  %762 = phi ptr [ %551, %754 ], [ %790, %795 ]
  %763 = phi i32 [ %549, %754 ], [ %838, %795 ]
  %764 = phi i64 [ %548, %754 ], [ %791, %795 ]
  %765 = icmp ult ptr %762, %126
  br i1 %765, label %769, label %766

766:                                              ; preds = %760
  %767 = lshr i32 %763, 3
  %768 = and i32 %763, 7
  br label %784

769:                                              ; preds = %760
  %770 = icmp eq ptr %762, %35
  br i1 %770, label %869, label %771

771:                                              ; preds = %769
  %772 = lshr i32 %763, 3
  %773 = zext nneg i32 %772 to i64
  %774 = sub nsw i64 0, %773
  %775 = getelementptr inbounds i8, ptr %762, i64 %774
  %776 = icmp ult ptr %775, %35
  %777 = ptrtoint ptr %762 to i64
  %778 = sub i64 %777, %755
  %779 = trunc i64 %778 to i32
  %780 = select i1 %776, i32 %779, i32 %772
  %781 = zext i1 %776 to i32
  %782 = shl i32 %780, 3
  %783 = sub i32 %763, %782
  br label %784

784:                                              ; preds = %771, %766
  %785 = phi i32 [ %783, %771 ], [ %768, %766 ]
  %786 = phi i32 [ %780, %771 ], [ %767, %766 ]
  %787 = phi i32 [ %781, %771 ], [ 0, %766 ]
  %788 = zext i32 %786 to i64
  %789 = sub nsw i64 0, %788
  %790 = getelementptr inbounds i8, ptr %762, i64 %789
  %791 = load i64, ptr %790, align 1, !tbaa !28
  %792 = icmp eq i32 %787, 0
  %793 = icmp ult ptr %761, %756
  %794 = and i1 %793, %792
  br i1 %794, label %795, label %869

795:                                              ; preds = %784
  %796 = and i32 %785, 63
  %797 = zext nneg i32 %796 to i64
  %798 = shl i64 %791, %797
  %799 = lshr i64 %798, %759
  %800 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %799
  %801 = getelementptr inbounds i8, ptr %800, i64 1
  %802 = load i8, ptr %801, align 1, !tbaa !65
  %803 = load i8, ptr %800, align 1, !tbaa !67
  %804 = zext i8 %803 to i32
  %805 = add i32 %785, %804
  store i8 %802, ptr %761, align 1, !tbaa !9
  %806 = getelementptr inbounds i8, ptr %761, i64 1
  %807 = and i32 %805, 63
  %808 = zext nneg i32 %807 to i64
  %809 = shl i64 %791, %808
  %810 = lshr i64 %809, %759
  %811 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %810
  %812 = getelementptr inbounds i8, ptr %811, i64 1
  %813 = load i8, ptr %812, align 1, !tbaa !65
  %814 = load i8, ptr %811, align 1, !tbaa !67
  %815 = zext i8 %814 to i32
  %816 = add i32 %805, %815
  store i8 %813, ptr %806, align 1, !tbaa !9
  %817 = getelementptr inbounds i8, ptr %761, i64 2
  %818 = and i32 %816, 63
  %819 = zext nneg i32 %818 to i64
  %820 = shl i64 %791, %819
  %821 = lshr i64 %820, %759
  %822 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %821
  %823 = getelementptr inbounds i8, ptr %822, i64 1
  %824 = load i8, ptr %823, align 1, !tbaa !65
  %825 = load i8, ptr %822, align 1, !tbaa !67
  %826 = zext i8 %825 to i32
  %827 = add i32 %816, %826
  store i8 %824, ptr %817, align 1, !tbaa !9
  %828 = getelementptr inbounds i8, ptr %761, i64 3
  %829 = and i32 %827, 63
  %830 = zext nneg i32 %829 to i64
  %831 = shl i64 %791, %830
  %832 = lshr i64 %831, %759
  %833 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %832
  %834 = getelementptr inbounds i8, ptr %833, i64 1
  %835 = load i8, ptr %834, align 1, !tbaa !65
  %836 = load i8, ptr %833, align 1, !tbaa !67
  %837 = zext i8 %836 to i32
  %838 = add i32 %827, %837
  %839 = getelementptr inbounds i8, ptr %761, i64 4
  store i8 %835, ptr %828, align 1, !tbaa !9
  %840 = icmp ugt i32 %838, 64
  br i1 %840, label %869, label %760, !prof !56, !llvm.loop !68

841:                                              ; preds = %746
  br i1 %752, label %869, label %842, !prof !77

842:                                              ; preds = %841
  %843 = icmp ult ptr %551, %126
  br i1 %843, label %847, label %844

844:                                              ; preds = %842
  %845 = lshr i32 %549, 3
  %846 = and i32 %549, 7
  br label %862

847:                                              ; preds = %842
  %848 = icmp eq ptr %551, %35
  br i1 %848, label %869, label %849

849:                                              ; preds = %847
  %850 = lshr i32 %549, 3
  %851 = zext nneg i32 %850 to i64
  %852 = sub nsw i64 0, %851
  %853 = getelementptr inbounds i8, ptr %551, i64 %852
  %854 = icmp ult ptr %853, %35
  %855 = ptrtoint ptr %551 to i64
  %856 = ptrtoint ptr %35 to i64
  %857 = sub i64 %855, %856
  %858 = trunc i64 %857 to i32
  %859 = select i1 %854, i32 %858, i32 %850
  %860 = shl i32 %859, 3
  %861 = sub i32 %549, %860
  br label %862

862:                                              ; preds = %849, %844
  %863 = phi i32 [ %845, %844 ], [ %859, %849 ]
  %864 = phi i32 [ %846, %844 ], [ %861, %849 ]
  %865 = zext i32 %863 to i64
  %866 = sub nsw i64 0, %865
  %867 = getelementptr inbounds i8, ptr %551, i64 %866
  %868 = load i64, ptr %867, align 1, !tbaa !28
  br label %869

869:                                              ; preds = %795, %784, %769, %862, %847, %841, %753
  %870 = phi i64 [ %548, %841 ], [ %548, %847 ], [ %548, %753 ], [ %868, %862 ], [ %764, %769 ], [ %791, %795 ], [ %791, %784 ]
  %871 = phi i32 [ %549, %841 ], [ %549, %847 ], [ %549, %753 ], [ %864, %862 ], [ %763, %769 ], [ %838, %795 ], [ %785, %784 ]
  %872 = phi ptr [ @BIT_reloadDStream.zeroFilled, %841 ], [ %35, %847 ], [ @BIT_reloadDStream.zeroFilled, %753 ], [ %867, %862 ], [ %35, %769 ], [ @BIT_reloadDStream.zeroFilled, %795 ], [ %790, %784 ]
  %873 = phi ptr [ %558, %841 ], [ %558, %847 ], [ %558, %753 ], [ %558, %862 ], [ %761, %769 ], [ %839, %795 ], [ %761, %784 ]
  %874 = icmp ult ptr %873, %41
  br i1 %874, label %875, label %894

875:                                              ; preds = %869
  %876 = sub nsw i32 0, %44
  %877 = and i32 %876, 63
  %878 = zext nneg i32 %877 to i64
  br label %879

879:                                              ; preds = %879, %875
  %880 = phi ptr [ %873, %875 ], [ %892, %879 ]
  %881 = phi i32 [ %871, %875 ], [ %891, %879 ]
  %882 = and i32 %881, 63
  %883 = zext nneg i32 %882 to i64
  %884 = shl i64 %870, %883
  %885 = lshr i64 %884, %878
  %886 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %885
  %887 = getelementptr inbounds i8, ptr %886, i64 1
  %888 = load i8, ptr %887, align 1, !tbaa !65
  %889 = load i8, ptr %886, align 1, !tbaa !67
  %890 = zext i8 %889 to i32
  %891 = add i32 %881, %890
  %892 = getelementptr inbounds i8, ptr %880, i64 1
  store i8 %888, ptr %880, align 1, !tbaa !9
  %893 = icmp ult ptr %892, %41
  br i1 %893, label %879, label %894, !llvm.loop !69

894:                                              ; preds = %879, %869
  %895 = phi i32 [ %871, %869 ], [ %891, %879 ]
  %896 = ptrtoint ptr %557 to i64
  %897 = sub i64 %278, %896
  %898 = icmp sgt i64 %897, 3
  %899 = icmp ugt i32 %553, 64
  br i1 %898, label %900, label %988

900:                                              ; preds = %894
  br i1 %899, label %1016, label %901, !prof !59

901:                                              ; preds = %900
  %902 = ptrtoint ptr %36 to i64
  %903 = getelementptr inbounds i8, ptr %42, i64 -3
  %904 = sub nsw i32 0, %44
  %905 = and i32 %904, 63
  %906 = zext nneg i32 %905 to i64
  br label %907

907:                                              ; preds = %942, %901
  %908 = phi ptr [ %557, %901 ], [ %986, %942 ]
  %909 = phi ptr [ %555, %901 ], [ %937, %942 ]
  %910 = phi i32 [ %553, %901 ], [ %985, %942 ]
  %911 = phi i64 [ %552, %901 ], [ %938, %942 ]
  %912 = icmp ult ptr %909, %201
  br i1 %912, label %916, label %913

913:                                              ; preds = %907
  %914 = lshr i32 %910, 3
  %915 = and i32 %910, 7
  br label %931

916:                                              ; preds = %907
  %917 = icmp eq ptr %909, %36
  br i1 %917, label %1016, label %918

918:                                              ; preds = %916
  %919 = lshr i32 %910, 3
  %920 = zext nneg i32 %919 to i64
  %921 = sub nsw i64 0, %920
  %922 = getelementptr inbounds i8, ptr %909, i64 %921
  %923 = icmp ult ptr %922, %36
  %924 = ptrtoint ptr %909 to i64
  %925 = sub i64 %924, %902
  %926 = trunc i64 %925 to i32
  %927 = select i1 %923, i32 %926, i32 %919
  %928 = zext i1 %923 to i32
  %929 = shl i32 %927, 3
  %930 = sub i32 %910, %929
  br label %931

931:                                              ; preds = %918, %913
  %932 = phi i32 [ %930, %918 ], [ %915, %913 ]
  %933 = phi i32 [ %927, %918 ], [ %914, %913 ]
  %934 = phi i32 [ %928, %918 ], [ 0, %913 ]
  %935 = zext i32 %933 to i64
  %936 = sub nsw i64 0, %935
  %937 = getelementptr inbounds i8, ptr %909, i64 %936
  %938 = load i64, ptr %937, align 1, !tbaa !28
  %939 = icmp eq i32 %934, 0
  %940 = icmp ult ptr %908, %903
  %941 = and i1 %940, %939
  br i1 %941, label %942, label %1016

942:                                              ; preds = %931
  %943 = and i32 %932, 63
  %944 = zext nneg i32 %943 to i64
  %945 = shl i64 %938, %944
  %946 = lshr i64 %945, %906
  %947 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %946
  %948 = getelementptr inbounds i8, ptr %947, i64 1
  %949 = load i8, ptr %948, align 1, !tbaa !65
  %950 = load i8, ptr %947, align 1, !tbaa !67
  %951 = zext i8 %950 to i32
  %952 = add i32 %932, %951
  store i8 %949, ptr %908, align 1, !tbaa !9
  %953 = getelementptr inbounds i8, ptr %908, i64 1
  %954 = and i32 %952, 63
  %955 = zext nneg i32 %954 to i64
  %956 = shl i64 %938, %955
  %957 = lshr i64 %956, %906
  %958 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %957
  %959 = getelementptr inbounds i8, ptr %958, i64 1
  %960 = load i8, ptr %959, align 1, !tbaa !65
  %961 = load i8, ptr %958, align 1, !tbaa !67
  %962 = zext i8 %961 to i32
  %963 = add i32 %952, %962
  store i8 %960, ptr %953, align 1, !tbaa !9
  %964 = getelementptr inbounds i8, ptr %908, i64 2
  %965 = and i32 %963, 63
  %966 = zext nneg i32 %965 to i64
  %967 = shl i64 %938, %966
  %968 = lshr i64 %967, %906
  %969 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %968
  %970 = getelementptr inbounds i8, ptr %969, i64 1
  %971 = load i8, ptr %970, align 1, !tbaa !65
  %972 = load i8, ptr %969, align 1, !tbaa !67
  %973 = zext i8 %972 to i32
  %974 = add i32 %963, %973
  store i8 %971, ptr %964, align 1, !tbaa !9
  %975 = getelementptr inbounds i8, ptr %908, i64 3
  %976 = and i32 %974, 63
  %977 = zext nneg i32 %976 to i64
  %978 = shl i64 %938, %977
  %979 = lshr i64 %978, %906
  %980 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %979
  %981 = getelementptr inbounds i8, ptr %980, i64 1
  %982 = load i8, ptr %981, align 1, !tbaa !65
  %983 = load i8, ptr %980, align 1, !tbaa !67
  %984 = zext i8 %983 to i32
  %985 = add i32 %974, %984
  %986 = getelementptr inbounds i8, ptr %908, i64 4
  store i8 %982, ptr %975, align 1, !tbaa !9
  %987 = icmp ugt i32 %985, 64
  br i1 %987, label %1016, label %907, !prof !56, !llvm.loop !68

988:                                              ; preds = %894
  br i1 %899, label %1016, label %989, !prof !77

989:                                              ; preds = %988
  %990 = icmp ult ptr %555, %201
  br i1 %990, label %994, label %991

991:                                              ; preds = %989
  %992 = lshr i32 %553, 3
  %993 = and i32 %553, 7
  br label %1009

994:                                              ; preds = %989
  %995 = icmp eq ptr %555, %36
  br i1 %995, label %1016, label %996

996:                                              ; preds = %994
  %997 = lshr i32 %553, 3
  %998 = zext nneg i32 %997 to i64
  %999 = sub nsw i64 0, %998
  %1000 = getelementptr inbounds i8, ptr %555, i64 %999
  %1001 = icmp ult ptr %1000, %36
  %1002 = ptrtoint ptr %555 to i64
  %1003 = ptrtoint ptr %36 to i64
  %1004 = sub i64 %1002, %1003
  %1005 = trunc i64 %1004 to i32
  %1006 = select i1 %1001, i32 %1005, i32 %997
  %1007 = shl i32 %1006, 3
  %1008 = sub i32 %553, %1007
  br label %1009

1009:                                             ; preds = %996, %991
  %1010 = phi i32 [ %992, %991 ], [ %1006, %996 ]
  %1011 = phi i32 [ %993, %991 ], [ %1008, %996 ]
  %1012 = zext i32 %1010 to i64
  %1013 = sub nsw i64 0, %1012
  %1014 = getelementptr inbounds i8, ptr %555, i64 %1013
  %1015 = load i64, ptr %1014, align 1, !tbaa !28
  br label %1016

1016:                                             ; preds = %942, %931, %916, %1009, %994, %988, %900
  %1017 = phi i64 [ %552, %988 ], [ %552, %994 ], [ %552, %900 ], [ %1015, %1009 ], [ %911, %916 ], [ %938, %942 ], [ %938, %931 ]
  %1018 = phi i32 [ %553, %988 ], [ %553, %994 ], [ %553, %900 ], [ %1011, %1009 ], [ %910, %916 ], [ %985, %942 ], [ %932, %931 ]
  %1019 = phi ptr [ @BIT_reloadDStream.zeroFilled, %988 ], [ %36, %994 ], [ @BIT_reloadDStream.zeroFilled, %900 ], [ %1014, %1009 ], [ %36, %916 ], [ @BIT_reloadDStream.zeroFilled, %942 ], [ %937, %931 ]
  %1020 = phi ptr [ %557, %988 ], [ %557, %994 ], [ %557, %900 ], [ %557, %1009 ], [ %908, %916 ], [ %986, %942 ], [ %908, %931 ]
  %1021 = icmp ult ptr %1020, %42
  br i1 %1021, label %1022, label %1041

1022:                                             ; preds = %1016
  %1023 = sub nsw i32 0, %44
  %1024 = and i32 %1023, 63
  %1025 = zext nneg i32 %1024 to i64
  br label %1026

1026:                                             ; preds = %1026, %1022
  %1027 = phi ptr [ %1020, %1022 ], [ %1039, %1026 ]
  %1028 = phi i32 [ %1018, %1022 ], [ %1038, %1026 ]
  %1029 = and i32 %1028, 63
  %1030 = zext nneg i32 %1029 to i64
  %1031 = shl i64 %1017, %1030
  %1032 = lshr i64 %1031, %1025
  %1033 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1032
  %1034 = getelementptr inbounds i8, ptr %1033, i64 1
  %1035 = load i8, ptr %1034, align 1, !tbaa !65
  %1036 = load i8, ptr %1033, align 1, !tbaa !67
  %1037 = zext i8 %1036 to i32
  %1038 = add i32 %1028, %1037
  %1039 = getelementptr inbounds i8, ptr %1027, i64 1
  store i8 %1035, ptr %1027, align 1, !tbaa !9
  %1040 = icmp ult ptr %1039, %42
  br i1 %1040, label %1026, label %1041, !llvm.loop !69

1041:                                             ; preds = %1026, %1016
  %1042 = phi i32 [ %1018, %1016 ], [ %1038, %1026 ]
  %1043 = ptrtoint ptr %556 to i64
  %1044 = sub i64 %277, %1043
  %1045 = icmp sgt i64 %1044, 3
  %1046 = getelementptr inbounds i8, ptr %8, i64 8
  %1047 = load i32, ptr %1046, align 8
  %1048 = icmp ugt i32 %1047, 64
  br i1 %1045, label %1049, label %1153

1049:                                             ; preds = %1041
  br i1 %1048, label %1057, label %1050, !prof !59

1050:                                             ; preds = %1049
  %1051 = getelementptr inbounds i8, ptr %8, i64 16
  %1052 = getelementptr inbounds i8, ptr %8, i64 32
  %1053 = getelementptr inbounds i8, ptr %8, i64 24
  %1054 = sub nsw i32 0, %44
  %1055 = and i32 %1054, 63
  %1056 = zext nneg i32 %1055 to i64
  br label %1061

1057:                                             ; preds = %1101, %1049
  %1058 = phi i32 [ %1047, %1049 ], [ %1151, %1101 ]
  %1059 = phi ptr [ %556, %1049 ], [ %1150, %1101 ]
  %1060 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1060, align 8, !tbaa !76
  br label %1189

1061:                                             ; preds = %1101, %1050
  %1062 = phi i32 [ %1047, %1050 ], [ %1151, %1101 ]
  %1063 = phi ptr [ %556, %1050 ], [ %1150, %1101 ]
  %1064 = load ptr, ptr %1051, align 8, !tbaa !76
  %1065 = load ptr, ptr %1052, align 8, !tbaa !74
  %1066 = icmp ult ptr %1064, %1065
  br i1 %1066, label %1073, label %1067

1067:                                             ; preds = %1061
  %1068 = lshr i32 %1062, 3
  %1069 = zext nneg i32 %1068 to i64
  %1070 = sub nsw i64 0, %1069
  %1071 = getelementptr inbounds i8, ptr %1064, i64 %1070
  store ptr %1071, ptr %1051, align 8, !tbaa !76
  %1072 = and i32 %1062, 7
  br label %1093

1073:                                             ; preds = %1061
  %1074 = load ptr, ptr %1053, align 8, !tbaa !79
  %1075 = icmp eq ptr %1064, %1074
  br i1 %1075, label %1189, label %1076

1076:                                             ; preds = %1073
  %1077 = lshr i32 %1062, 3
  %1078 = zext nneg i32 %1077 to i64
  %1079 = sub nsw i64 0, %1078
  %1080 = getelementptr inbounds i8, ptr %1064, i64 %1079
  %1081 = icmp ult ptr %1080, %1074
  %1082 = ptrtoint ptr %1064 to i64
  %1083 = ptrtoint ptr %1074 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  %1086 = select i1 %1081, i32 %1085, i32 %1077
  %1087 = zext i1 %1081 to i32
  %1088 = zext i32 %1086 to i64
  %1089 = sub nsw i64 0, %1088
  %1090 = getelementptr inbounds i8, ptr %1064, i64 %1089
  store ptr %1090, ptr %1051, align 8, !tbaa !76
  %1091 = shl i32 %1086, 3
  %1092 = sub i32 %1062, %1091
  br label %1093

1093:                                             ; preds = %1076, %1067
  %1094 = phi i32 [ %1072, %1067 ], [ %1092, %1076 ]
  %1095 = phi ptr [ %1071, %1067 ], [ %1090, %1076 ]
  %1096 = phi i32 [ 0, %1067 ], [ %1087, %1076 ]
  store i32 %1094, ptr %1046, align 8, !tbaa !75
  %1097 = load i64, ptr %1095, align 1, !tbaa !28
  store i64 %1097, ptr %8, align 8, !tbaa !71
  %1098 = icmp eq i32 %1096, 0
  %1099 = icmp ult ptr %1063, %20
  %1100 = and i1 %1099, %1098
  br i1 %1100, label %1101, label %1189

1101:                                             ; preds = %1093
  %1102 = and i32 %1094, 63
  %1103 = zext nneg i32 %1102 to i64
  %1104 = shl i64 %1097, %1103
  %1105 = lshr i64 %1104, %1056
  %1106 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1105
  %1107 = getelementptr inbounds i8, ptr %1106, i64 1
  %1108 = load i8, ptr %1107, align 1, !tbaa !65
  %1109 = load i8, ptr %1106, align 1, !tbaa !67
  %1110 = zext i8 %1109 to i32
  %1111 = add i32 %1094, %1110
  store i8 %1108, ptr %1063, align 1, !tbaa !9
  %1112 = getelementptr inbounds i8, ptr %1063, i64 1
  %1113 = load i64, ptr %8, align 8, !tbaa !71
  %1114 = and i32 %1111, 63
  %1115 = zext nneg i32 %1114 to i64
  %1116 = shl i64 %1113, %1115
  %1117 = lshr i64 %1116, %1056
  %1118 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1117
  %1119 = getelementptr inbounds i8, ptr %1118, i64 1
  %1120 = load i8, ptr %1119, align 1, !tbaa !65
  %1121 = load i8, ptr %1118, align 1, !tbaa !67
  %1122 = zext i8 %1121 to i32
  %1123 = add i32 %1111, %1122
  store i32 %1123, ptr %1046, align 8, !tbaa !75
  store i8 %1120, ptr %1112, align 1, !tbaa !9
  %1124 = getelementptr inbounds i8, ptr %1063, i64 2
  %1125 = load i64, ptr %8, align 8, !tbaa !71
  %1126 = load i32, ptr %1046, align 8, !tbaa !75
  %1127 = and i32 %1126, 63
  %1128 = zext nneg i32 %1127 to i64
  %1129 = shl i64 %1125, %1128
  %1130 = lshr i64 %1129, %1056
  %1131 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1130
  %1132 = getelementptr inbounds i8, ptr %1131, i64 1
  %1133 = load i8, ptr %1132, align 1, !tbaa !65
  %1134 = load i8, ptr %1131, align 1, !tbaa !67
  %1135 = zext i8 %1134 to i32
  %1136 = add i32 %1126, %1135
  store i32 %1136, ptr %1046, align 8, !tbaa !75
  store i8 %1133, ptr %1124, align 1, !tbaa !9
  %1137 = getelementptr inbounds i8, ptr %1063, i64 3
  %1138 = load i64, ptr %8, align 8, !tbaa !71
  %1139 = load i32, ptr %1046, align 8, !tbaa !75
  %1140 = and i32 %1139, 63
  %1141 = zext nneg i32 %1140 to i64
  %1142 = shl i64 %1138, %1141
  %1143 = lshr i64 %1142, %1056
  %1144 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1143
  %1145 = getelementptr inbounds i8, ptr %1144, i64 1
  %1146 = load i8, ptr %1145, align 1, !tbaa !65
  %1147 = load i8, ptr %1144, align 1, !tbaa !67
  %1148 = zext i8 %1147 to i32
  %1149 = add i32 %1139, %1148
  store i32 %1149, ptr %1046, align 8, !tbaa !75
  %1150 = getelementptr inbounds i8, ptr %1063, i64 4
  store i8 %1146, ptr %1137, align 1, !tbaa !9
  %1151 = load i32, ptr %1046, align 8
  %1152 = icmp ugt i32 %1151, 64
  br i1 %1152, label %1057, label %1061, !prof !56, !llvm.loop !68

1153:                                             ; preds = %1041
  %1154 = getelementptr inbounds i8, ptr %8, i64 16
  br i1 %1048, label %1155, label %1156, !prof !77

1155:                                             ; preds = %1153
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1154, align 8, !tbaa !76
  br label %1189

1156:                                             ; preds = %1153
  %1157 = load ptr, ptr %1154, align 8, !tbaa !76
  %1158 = getelementptr inbounds i8, ptr %8, i64 32
  %1159 = load ptr, ptr %1158, align 8, !tbaa !74
  %1160 = icmp ult ptr %1157, %1159
  br i1 %1160, label %1168, label %1161

1161:                                             ; preds = %1156
  %1162 = lshr i32 %1047, 3
  %1163 = zext nneg i32 %1162 to i64
  %1164 = sub nsw i64 0, %1163
  %1165 = getelementptr inbounds i8, ptr %1157, i64 %1164
  store ptr %1165, ptr %1154, align 8, !tbaa !76
  %1166 = and i32 %1047, 7
  store i32 %1166, ptr %1046, align 8, !tbaa !75
  %1167 = load i64, ptr %1165, align 1, !tbaa !28
  store i64 %1167, ptr %8, align 8, !tbaa !71
  br label %1189

1168:                                             ; preds = %1156
  %1169 = getelementptr inbounds i8, ptr %8, i64 24
  %1170 = load ptr, ptr %1169, align 8, !tbaa !79
  %1171 = icmp eq ptr %1157, %1170
  br i1 %1171, label %1189, label %1172

1172:                                             ; preds = %1168
  %1173 = lshr i32 %1047, 3
  %1174 = zext nneg i32 %1173 to i64
  %1175 = sub nsw i64 0, %1174
  %1176 = getelementptr inbounds i8, ptr %1157, i64 %1175
  %1177 = icmp ult ptr %1176, %1170
  %1178 = ptrtoint ptr %1157 to i64
  %1179 = ptrtoint ptr %1170 to i64
  %1180 = sub i64 %1178, %1179
  %1181 = trunc i64 %1180 to i32
  %1182 = select i1 %1177, i32 %1181, i32 %1173
  %1183 = zext i32 %1182 to i64
  %1184 = sub nsw i64 0, %1183
  %1185 = getelementptr inbounds i8, ptr %1157, i64 %1184
  store ptr %1185, ptr %1154, align 8, !tbaa !76
  %1186 = shl i32 %1182, 3
  %1187 = sub i32 %1047, %1186
  store i32 %1187, ptr %1046, align 8, !tbaa !75
  %1188 = load i64, ptr %1185, align 1, !tbaa !28
  store i64 %1188, ptr %8, align 8, !tbaa !71
  br label %1189

1189:                                             ; preds = %1093, %1073, %1172, %1168, %1161, %1155, %1057
  %1190 = phi i32 [ %1187, %1172 ], [ %1166, %1161 ], [ %1047, %1155 ], [ %1058, %1057 ], [ %1047, %1168 ], [ %1094, %1093 ], [ %1062, %1073 ]
  %1191 = phi ptr [ %1185, %1172 ], [ %1165, %1161 ], [ @BIT_reloadDStream.zeroFilled, %1155 ], [ @BIT_reloadDStream.zeroFilled, %1057 ], [ %1157, %1168 ], [ %1095, %1093 ], [ %1064, %1073 ]
  %1192 = phi ptr [ %556, %1172 ], [ %556, %1161 ], [ %556, %1155 ], [ %1059, %1057 ], [ %556, %1168 ], [ %1063, %1073 ], [ %1063, %1093 ]
  %1193 = icmp ult ptr %1192, %19
  br i1 %1193, label %1194, label %1254

1194:                                             ; preds = %1189
  %1195 = ptrtoint ptr %1192 to i64
  %1196 = sub nsw i32 0, %44
  %1197 = and i32 %1196, 63
  %1198 = zext nneg i32 %1197 to i64
  %1199 = add i64 %7, %1
  %1200 = sub i64 %1199, %1195
  %1201 = add i64 %1195, 1
  %1202 = and i64 %1200, 1
  %1203 = icmp eq i64 %1202, 0
  br i1 %1203, label %1218, label %1204

1204:                                             ; preds = %1194
  %1205 = load i64, ptr %8, align 8, !tbaa !71
  %1206 = load i32, ptr %1046, align 8, !tbaa !75
  %1207 = and i32 %1206, 63
  %1208 = zext nneg i32 %1207 to i64
  %1209 = shl i64 %1205, %1208
  %1210 = lshr i64 %1209, %1198
  %1211 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1210
  %1212 = getelementptr inbounds i8, ptr %1211, i64 1
  %1213 = load i8, ptr %1212, align 1, !tbaa !65
  %1214 = load i8, ptr %1211, align 1, !tbaa !67
  %1215 = zext i8 %1214 to i32
  %1216 = add i32 %1206, %1215
  store i32 %1216, ptr %1046, align 8, !tbaa !75
  %1217 = getelementptr inbounds i8, ptr %1192, i64 1
  store i8 %1213, ptr %1192, align 1, !tbaa !9
  br label %1218

1218:                                             ; preds = %1204, %1194
  %1219 = phi ptr [ %1192, %1194 ], [ %1217, %1204 ]
  %1220 = icmp eq i64 %1199, %1201
  br i1 %1220, label %1250, label %1221

1221:                                             ; preds = %1218, %1221
  %1222 = phi ptr [ %1248, %1221 ], [ %1219, %1218 ]
  %1223 = load i64, ptr %8, align 8, !tbaa !71
  %1224 = load i32, ptr %1046, align 8, !tbaa !75
  %1225 = and i32 %1224, 63
  %1226 = zext nneg i32 %1225 to i64
  %1227 = shl i64 %1223, %1226
  %1228 = lshr i64 %1227, %1198
  %1229 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1228
  %1230 = getelementptr inbounds i8, ptr %1229, i64 1
  %1231 = load i8, ptr %1230, align 1, !tbaa !65
  %1232 = load i8, ptr %1229, align 1, !tbaa !67
  %1233 = zext i8 %1232 to i32
  %1234 = add i32 %1224, %1233
  store i32 %1234, ptr %1046, align 8, !tbaa !75
  %1235 = getelementptr inbounds i8, ptr %1222, i64 1
  store i8 %1231, ptr %1222, align 1, !tbaa !9
  %1236 = load i64, ptr %8, align 8, !tbaa !71
  %1237 = load i32, ptr %1046, align 8, !tbaa !75
  %1238 = and i32 %1237, 63
  %1239 = zext nneg i32 %1238 to i64
  %1240 = shl i64 %1236, %1239
  %1241 = lshr i64 %1240, %1198
  %1242 = getelementptr inbounds %struct.HUF_DEltX1, ptr %21, i64 %1241
  %1243 = getelementptr inbounds i8, ptr %1242, i64 1
  %1244 = load i8, ptr %1243, align 1, !tbaa !65
  %1245 = load i8, ptr %1242, align 1, !tbaa !67
  %1246 = zext i8 %1245 to i32
  %1247 = add i32 %1237, %1246
  store i32 %1247, ptr %1046, align 8, !tbaa !75
  %1248 = getelementptr inbounds i8, ptr %1222, i64 2
  store i8 %1244, ptr %1235, align 1, !tbaa !9
  %1249 = icmp ult ptr %1248, %19
  br i1 %1249, label %1221, label %1250, !llvm.loop !69

1250:                                             ; preds = %1221, %1218
  %1251 = getelementptr inbounds i8, ptr %8, i64 16
  %1252 = load ptr, ptr %1251, align 8, !tbaa !76
  %1253 = load i32, ptr %1046, align 8
  br label %1254

1254:                                             ; preds = %1250, %1189
  %1255 = phi i32 [ %1253, %1250 ], [ %1190, %1189 ]
  %1256 = phi ptr [ %1252, %1250 ], [ %1191, %1189 ]
  %1257 = icmp ne ptr %688, %34
  %1258 = icmp ne i32 %747, 64
  %1259 = select i1 %1257, i1 true, i1 %1258
  %1260 = icmp ne ptr %872, %35
  %1261 = icmp ne i32 %895, 64
  %1262 = select i1 %1260, i1 true, i1 %1261
  %1263 = or i1 %1259, %1262
  %1264 = icmp ne ptr %1019, %36
  %1265 = icmp ne i32 %1042, 64
  %1266 = select i1 %1264, i1 true, i1 %1265
  %1267 = or i1 %1263, %1266
  %1268 = getelementptr inbounds i8, ptr %8, i64 24
  %1269 = load ptr, ptr %1268, align 8, !tbaa !79
  %1270 = icmp ne ptr %1256, %1269
  %1271 = icmp ne i32 %1255, 64
  %1272 = select i1 %1270, i1 true, i1 %1271
  %1273 = or i1 %1267, %1272
  %1274 = select i1 %1273, i64 -20, i64 %1
  br label %1275

1275:                                             ; preds = %1254, %546, %270, %258, %203, %195, %183, %128, %120, %108, %53, %48, %18
  %1276 = phi i64 [ %274, %270 ], [ -20, %18 ], [ -20, %546 ], [ %1274, %1254 ], [ -20, %108 ], [ -1, %53 ], [ -72, %48 ], [ -20, %183 ], [ -1, %128 ], [ -72, %120 ], [ -20, %258 ], [ -1, %203 ], [ -72, %195 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #14
  br label %1282

1277:                                             ; preds = %11
  %1278 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %1279 = icmp eq i64 %1278, 0
  br i1 %1279, label %1280, label %1282

1280:                                             ; preds = %1277, %11
  %1281 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  br label %1282

1282:                                             ; preds = %1275, %14, %1277, %1280
  %1283 = phi i64 [ %1281, %1280 ], [ %1278, %1277 ], [ %1276, %1275 ], [ -20, %14 ]
  ret i64 %1283
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
  %23 = load i32, ptr %22, align 16, !tbaa !62
  %24 = getelementptr inbounds i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !64
  %26 = mul i32 %25, %21
  %27 = add i32 %26, %23
  %28 = getelementptr inbounds i8, ptr %22, i64 8
  %29 = load i32, ptr %28, align 8, !tbaa !62
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !64
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
define internal fastcc void @HUF_fillDTableX2ForWeight(ptr noundef writeonly %0, ptr noundef readonly %1, ptr noundef readnone %2, i32 noundef %3, i32 noundef %4, i16 noundef zeroext %5, i32 noundef %6) unnamed_addr #5 {
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %2 to i64
  %10 = ptrtoint ptr %1 to i64
  %11 = ptrtoint ptr %2 to i64
  %12 = ptrtoint ptr %1 to i64
  %13 = ptrtoint ptr %2 to i64
  %14 = ptrtoint ptr %1 to i64
  %15 = ptrtoint ptr %2 to i64
  %16 = sub i32 %4, %3
  %17 = and i32 %16, 31
  %18 = shl nuw i32 1, %17
  %19 = icmp eq ptr %1, %2
  switch i32 %18, label %225 [
    i32 1, label %151
    i32 2, label %76
    i32 4, label %49
    i32 8, label %20
  ]

20:                                               ; preds = %7
  br i1 %19, label %414, label %21

21:                                               ; preds = %20
  %22 = zext nneg i16 %5 to i32
  %23 = icmp eq i32 %6, 1
  %24 = shl i32 %3, 16
  %25 = shl nuw nsw i32 %6, 24
  %26 = add i32 %25, %24
  %27 = sub i64 %13, %12
  %28 = and i64 %27, 1
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %44, label %30

30:                                               ; preds = %21
  %31 = load i8, ptr %1, align 1, !tbaa !39
  %32 = zext i8 %31 to i32
  %33 = shl nuw nsw i32 %32, 8
  %34 = add nuw nsw i32 %33, %22
  %35 = select i1 %23, i32 %32, i32 %34
  %36 = add i32 %26, %35
  %37 = zext i32 %36 to i64
  %38 = mul nuw i64 %37, 4294967297
  store i64 %38, ptr %0, align 2
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 2
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %38, ptr %40, align 2
  %41 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %38, ptr %41, align 2
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = getelementptr inbounds i8, ptr %1, i64 1
  br label %44

44:                                               ; preds = %30, %21
  %45 = phi ptr [ %0, %21 ], [ %42, %30 ]
  %46 = phi ptr [ %1, %21 ], [ %43, %30 ]
  %47 = add i64 %13, -1
  %48 = icmp eq i64 %47, %12
  br i1 %48, label %414, label %344

49:                                               ; preds = %7
  br i1 %19, label %414, label %50

50:                                               ; preds = %49
  %51 = zext nneg i16 %5 to i32
  %52 = icmp eq i32 %6, 1
  %53 = shl i32 %3, 16
  %54 = shl nuw nsw i32 %6, 24
  %55 = add i32 %54, %53
  %56 = sub i64 %13, %12
  %57 = and i64 %56, 1
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %71, label %59

59:                                               ; preds = %50
  %60 = load i8, ptr %1, align 1, !tbaa !39
  %61 = zext i8 %60 to i32
  %62 = shl nuw nsw i32 %61, 8
  %63 = add nuw nsw i32 %62, %51
  %64 = select i1 %52, i32 %61, i32 %63
  %65 = add i32 %55, %64
  %66 = zext i32 %65 to i64
  %67 = mul nuw i64 %66, 4294967297
  store i64 %67, ptr %0, align 2
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %67, ptr %68, align 2
  %69 = getelementptr inbounds i8, ptr %0, i64 16
  %70 = getelementptr inbounds i8, ptr %1, i64 1
  br label %71

71:                                               ; preds = %59, %50
  %72 = phi ptr [ %0, %50 ], [ %69, %59 ]
  %73 = phi ptr [ %1, %50 ], [ %70, %59 ]
  %74 = add i64 %13, -1
  %75 = icmp eq i64 %74, %12
  br i1 %75, label %414, label %318

76:                                               ; preds = %7
  br i1 %19, label %414, label %77

77:                                               ; preds = %76
  %78 = zext nneg i16 %5 to i32
  %79 = icmp eq i32 %6, 1
  %80 = shl i32 %3, 16
  %81 = shl nuw nsw i32 %6, 24
  %82 = add i32 %81, %80
  %83 = sub i64 %13, %12
  %84 = icmp ult i64 %83, 10
  br i1 %84, label %85, label %107

85:                                               ; preds = %149, %107, %77
  %86 = phi ptr [ %0, %107 ], [ %0, %77 ], [ %117, %149 ]
  %87 = phi ptr [ %1, %107 ], [ %1, %77 ], [ %118, %149 ]
  %88 = ptrtoint ptr %87 to i64
  %89 = sub i64 %13, %88
  %90 = and i64 %89, 1
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %102, label %92

92:                                               ; preds = %85
  %93 = load i8, ptr %87, align 1, !tbaa !39
  %94 = zext i8 %93 to i32
  %95 = shl nuw nsw i32 %94, 8
  %96 = add nuw nsw i32 %95, %78
  %97 = select i1 %79, i32 %94, i32 %96
  %98 = add i32 %82, %97
  store i32 %98, ptr %86, align 2
  %99 = getelementptr inbounds i8, ptr %86, i64 4
  store i32 %98, ptr %99, align 2
  %100 = getelementptr inbounds i8, ptr %86, i64 8
  %101 = getelementptr inbounds i8, ptr %87, i64 1
  br label %102

102:                                              ; preds = %92, %85
  %103 = phi ptr [ %86, %85 ], [ %100, %92 ]
  %104 = phi ptr [ %87, %85 ], [ %101, %92 ]
  %105 = add i64 %13, -1
  %106 = icmp eq i64 %105, %88
  br i1 %106, label %414, label %296

107:                                              ; preds = %77
  %108 = sub i64 %15, %14
  %109 = shl i64 %108, 3
  %110 = getelementptr i8, ptr %0, i64 %109
  %111 = icmp ult ptr %0, %2
  %112 = icmp ugt ptr %110, %1
  %113 = and i1 %111, %112
  br i1 %113, label %85, label %114

114:                                              ; preds = %107
  %115 = and i64 %83, -4
  %116 = shl i64 %115, 3
  %117 = getelementptr i8, ptr %0, i64 %116
  %118 = getelementptr i8, ptr %1, i64 %115
  %119 = insertelement <2 x i32> poison, i32 %78, i64 0
  %120 = shufflevector <2 x i32> %119, <2 x i32> poison, <2 x i32> zeroinitializer
  %121 = insertelement <2 x i32> poison, i32 %82, i64 0
  %122 = shufflevector <2 x i32> %121, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %123

123:                                              ; preds = %123, %114
  %124 = phi i64 [ 0, %114 ], [ %147, %123 ]
  %125 = shl i64 %124, 3
  %126 = or disjoint i64 %125, 16
  %127 = getelementptr i8, ptr %0, i64 %125
  %128 = getelementptr i8, ptr %0, i64 %126
  %129 = getelementptr i8, ptr %1, i64 %124
  %130 = getelementptr i8, ptr %129, i64 2
  %131 = load <2 x i8>, ptr %129, align 1, !tbaa !39, !alias.scope !81
  %132 = load <2 x i8>, ptr %130, align 1, !tbaa !39, !alias.scope !81
  %133 = zext <2 x i8> %131 to <2 x i32>
  %134 = zext <2 x i8> %132 to <2 x i32>
  %135 = shl nuw nsw <2 x i32> %133, <i32 8, i32 8>
  %136 = shl nuw nsw <2 x i32> %134, <i32 8, i32 8>
  %137 = add nuw nsw <2 x i32> %135, %120
  %138 = add nuw nsw <2 x i32> %136, %120
  %139 = select i1 %79, <2 x i32> %133, <2 x i32> %137
  %140 = select i1 %79, <2 x i32> %134, <2 x i32> %138
  %141 = add <2 x i32> %122, %139
  %142 = add <2 x i32> %122, %140
  %143 = shufflevector <2 x i32> %141, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %144 = shufflevector <4 x i32> %143, <4 x i32> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i32> %144, ptr %127, align 2
  %145 = shufflevector <2 x i32> %142, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %146 = shufflevector <4 x i32> %145, <4 x i32> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i32> %146, ptr %128, align 2
  %147 = add nuw i64 %124, 4
  %148 = icmp eq i64 %147, %115
  br i1 %148, label %149, label %123, !llvm.loop !84

149:                                              ; preds = %123
  %150 = icmp eq i64 %83, %115
  br i1 %150, label %414, label %85

151:                                              ; preds = %7
  br i1 %19, label %414, label %152

152:                                              ; preds = %151
  %153 = zext nneg i16 %5 to i32
  %154 = icmp eq i32 %6, 1
  %155 = shl i32 %3, 16
  %156 = shl nuw nsw i32 %6, 24
  %157 = add i32 %156, %155
  %158 = sub i64 %9, %8
  %159 = icmp ult i64 %158, 12
  br i1 %159, label %160, label %186

160:                                              ; preds = %223, %186, %152
  %161 = phi ptr [ %0, %186 ], [ %0, %152 ], [ %196, %223 ]
  %162 = phi ptr [ %1, %186 ], [ %1, %152 ], [ %197, %223 ]
  %163 = ptrtoint ptr %162 to i64
  %164 = sub i64 %13, %163
  %165 = and i64 %164, 3
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %181, label %167

167:                                              ; preds = %160, %167
  %168 = phi ptr [ %177, %167 ], [ %161, %160 ]
  %169 = phi ptr [ %178, %167 ], [ %162, %160 ]
  %170 = phi i64 [ %179, %167 ], [ 0, %160 ]
  %171 = load i8, ptr %169, align 1, !tbaa !39
  %172 = zext i8 %171 to i32
  %173 = shl nuw nsw i32 %172, 8
  %174 = add nuw nsw i32 %173, %153
  %175 = select i1 %154, i32 %172, i32 %174
  %176 = add i32 %157, %175
  %177 = getelementptr inbounds i8, ptr %168, i64 4
  store i32 %176, ptr %168, align 2
  %178 = getelementptr inbounds i8, ptr %169, i64 1
  %179 = add i64 %170, 1
  %180 = icmp eq i64 %179, %165
  br i1 %180, label %181, label %167, !llvm.loop !85

181:                                              ; preds = %167, %160
  %182 = phi ptr [ %161, %160 ], [ %177, %167 ]
  %183 = phi ptr [ %162, %160 ], [ %178, %167 ]
  %184 = sub i64 %163, %13
  %185 = icmp ugt i64 %184, -4
  br i1 %185, label %414, label %260

186:                                              ; preds = %152
  %187 = sub i64 %11, %10
  %188 = shl i64 %187, 2
  %189 = getelementptr i8, ptr %0, i64 %188
  %190 = icmp ult ptr %0, %2
  %191 = icmp ugt ptr %189, %1
  %192 = and i1 %190, %191
  br i1 %192, label %160, label %193

193:                                              ; preds = %186
  %194 = and i64 %158, -8
  %195 = shl i64 %194, 2
  %196 = getelementptr i8, ptr %0, i64 %195
  %197 = getelementptr i8, ptr %1, i64 %194
  %198 = insertelement <4 x i32> poison, i32 %153, i64 0
  %199 = shufflevector <4 x i32> %198, <4 x i32> poison, <4 x i32> zeroinitializer
  %200 = insertelement <4 x i32> poison, i32 %157, i64 0
  %201 = shufflevector <4 x i32> %200, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %202

202:                                              ; preds = %202, %193
  %203 = phi i64 [ 0, %193 ], [ %221, %202 ]
  %204 = shl i64 %203, 2
  %205 = getelementptr i8, ptr %0, i64 %204
  %206 = getelementptr i8, ptr %1, i64 %203
  %207 = getelementptr i8, ptr %206, i64 4
  %208 = load <4 x i8>, ptr %206, align 1, !tbaa !39, !alias.scope !86
  %209 = load <4 x i8>, ptr %207, align 1, !tbaa !39, !alias.scope !86
  %210 = zext <4 x i8> %208 to <4 x i32>
  %211 = zext <4 x i8> %209 to <4 x i32>
  %212 = shl nuw nsw <4 x i32> %210, <i32 8, i32 8, i32 8, i32 8>
  %213 = shl nuw nsw <4 x i32> %211, <i32 8, i32 8, i32 8, i32 8>
  %214 = add nuw nsw <4 x i32> %212, %199
  %215 = add nuw nsw <4 x i32> %213, %199
  %216 = select i1 %154, <4 x i32> %210, <4 x i32> %214
  %217 = select i1 %154, <4 x i32> %211, <4 x i32> %215
  %218 = add <4 x i32> %201, %216
  %219 = add <4 x i32> %201, %217
  %220 = getelementptr i8, ptr %205, i64 16
  store <4 x i32> %218, ptr %205, align 2, !alias.scope !89, !noalias !86
  store <4 x i32> %219, ptr %220, align 2, !alias.scope !89, !noalias !86
  %221 = add nuw i64 %203, 8
  %222 = icmp eq i64 %221, %194
  br i1 %222, label %223, label %202, !llvm.loop !91

223:                                              ; preds = %202
  %224 = icmp eq i64 %158, %194
  br i1 %224, label %414, label %160

225:                                              ; preds = %7
  br i1 %19, label %414, label %226

226:                                              ; preds = %225
  %227 = zext nneg i16 %5 to i32
  %228 = icmp eq i32 %6, 1
  %229 = shl i32 %3, 16
  %230 = shl nuw nsw i32 %6, 24
  %231 = add i32 %230, %229
  %232 = zext i32 %18 to i64
  %233 = sub i64 %13, %12
  %234 = and i64 %233, 1
  %235 = icmp eq i64 %234, 0
  br i1 %235, label %255, label %236

236:                                              ; preds = %226
  %237 = load i8, ptr %1, align 1, !tbaa !39
  %238 = zext i8 %237 to i32
  %239 = shl nuw nsw i32 %238, 8
  %240 = add nuw nsw i32 %239, %227
  %241 = select i1 %228, i32 %238, i32 %240
  %242 = add i32 %231, %241
  %243 = zext i32 %242 to i64
  %244 = mul nuw i64 %243, 4294967297
  %245 = getelementptr inbounds %struct.HUF_DEltX2, ptr %0, i64 %232
  br label %246

246:                                              ; preds = %246, %236
  %247 = phi ptr [ %251, %246 ], [ %0, %236 ]
  store i64 %244, ptr %247, align 2
  %248 = getelementptr inbounds i8, ptr %247, i64 8
  store i64 %244, ptr %248, align 2
  %249 = getelementptr inbounds i8, ptr %247, i64 16
  store i64 %244, ptr %249, align 2
  %250 = getelementptr inbounds i8, ptr %247, i64 24
  store i64 %244, ptr %250, align 2
  %251 = getelementptr inbounds i8, ptr %247, i64 32
  %252 = icmp eq ptr %251, %245
  br i1 %252, label %253, label %246, !llvm.loop !92

253:                                              ; preds = %246
  %254 = getelementptr inbounds i8, ptr %1, i64 1
  br label %255

255:                                              ; preds = %253, %226
  %256 = phi ptr [ %0, %226 ], [ %251, %253 ]
  %257 = phi ptr [ %1, %226 ], [ %254, %253 ]
  %258 = add i64 %13, -1
  %259 = icmp eq i64 %258, %12
  br i1 %259, label %414, label %374

260:                                              ; preds = %181, %260
  %261 = phi ptr [ %293, %260 ], [ %182, %181 ]
  %262 = phi ptr [ %294, %260 ], [ %183, %181 ]
  %263 = load i8, ptr %262, align 1, !tbaa !39
  %264 = zext i8 %263 to i32
  %265 = shl nuw nsw i32 %264, 8
  %266 = add nuw nsw i32 %265, %153
  %267 = select i1 %154, i32 %264, i32 %266
  %268 = add i32 %157, %267
  %269 = getelementptr inbounds i8, ptr %261, i64 4
  store i32 %268, ptr %261, align 2
  %270 = getelementptr inbounds i8, ptr %262, i64 1
  %271 = load i8, ptr %270, align 1, !tbaa !39
  %272 = zext i8 %271 to i32
  %273 = shl nuw nsw i32 %272, 8
  %274 = add nuw nsw i32 %273, %153
  %275 = select i1 %154, i32 %272, i32 %274
  %276 = add i32 %157, %275
  %277 = getelementptr inbounds i8, ptr %261, i64 8
  store i32 %276, ptr %269, align 2
  %278 = getelementptr inbounds i8, ptr %262, i64 2
  %279 = load i8, ptr %278, align 1, !tbaa !39
  %280 = zext i8 %279 to i32
  %281 = shl nuw nsw i32 %280, 8
  %282 = add nuw nsw i32 %281, %153
  %283 = select i1 %154, i32 %280, i32 %282
  %284 = add i32 %157, %283
  %285 = getelementptr inbounds i8, ptr %261, i64 12
  store i32 %284, ptr %277, align 2
  %286 = getelementptr inbounds i8, ptr %262, i64 3
  %287 = load i8, ptr %286, align 1, !tbaa !39
  %288 = zext i8 %287 to i32
  %289 = shl nuw nsw i32 %288, 8
  %290 = add nuw nsw i32 %289, %153
  %291 = select i1 %154, i32 %288, i32 %290
  %292 = add i32 %157, %291
  %293 = getelementptr inbounds i8, ptr %261, i64 16
  store i32 %292, ptr %285, align 2
  %294 = getelementptr inbounds i8, ptr %262, i64 4
  %295 = icmp eq ptr %294, %2
  br i1 %295, label %414, label %260, !llvm.loop !93

296:                                              ; preds = %102, %296
  %297 = phi ptr [ %315, %296 ], [ %103, %102 ]
  %298 = phi ptr [ %316, %296 ], [ %104, %102 ]
  %299 = load i8, ptr %298, align 1, !tbaa !39
  %300 = zext i8 %299 to i32
  %301 = shl nuw nsw i32 %300, 8
  %302 = add nuw nsw i32 %301, %78
  %303 = select i1 %79, i32 %300, i32 %302
  %304 = add i32 %82, %303
  store i32 %304, ptr %297, align 2
  %305 = getelementptr inbounds i8, ptr %297, i64 4
  store i32 %304, ptr %305, align 2
  %306 = getelementptr inbounds i8, ptr %297, i64 8
  %307 = getelementptr inbounds i8, ptr %298, i64 1
  %308 = load i8, ptr %307, align 1, !tbaa !39
  %309 = zext i8 %308 to i32
  %310 = shl nuw nsw i32 %309, 8
  %311 = add nuw nsw i32 %310, %78
  %312 = select i1 %79, i32 %309, i32 %311
  %313 = add i32 %82, %312
  store i32 %313, ptr %306, align 2
  %314 = getelementptr inbounds i8, ptr %297, i64 12
  store i32 %313, ptr %314, align 2
  %315 = getelementptr inbounds i8, ptr %297, i64 16
  %316 = getelementptr inbounds i8, ptr %298, i64 2
  %317 = icmp eq ptr %316, %2
  br i1 %317, label %414, label %296, !llvm.loop !94

318:                                              ; preds = %71, %318
  %319 = phi ptr [ %341, %318 ], [ %72, %71 ]
  %320 = phi ptr [ %342, %318 ], [ %73, %71 ]
  %321 = load i8, ptr %320, align 1, !tbaa !39
  %322 = zext i8 %321 to i32
  %323 = shl nuw nsw i32 %322, 8
  %324 = add nuw nsw i32 %323, %51
  %325 = select i1 %52, i32 %322, i32 %324
  %326 = add i32 %55, %325
  %327 = zext i32 %326 to i64
  %328 = mul nuw i64 %327, 4294967297
  store i64 %328, ptr %319, align 2
  %329 = getelementptr inbounds i8, ptr %319, i64 8
  store i64 %328, ptr %329, align 2
  %330 = getelementptr inbounds i8, ptr %319, i64 16
  %331 = getelementptr inbounds i8, ptr %320, i64 1
  %332 = load i8, ptr %331, align 1, !tbaa !39
  %333 = zext i8 %332 to i32
  %334 = shl nuw nsw i32 %333, 8
  %335 = add nuw nsw i32 %334, %51
  %336 = select i1 %52, i32 %333, i32 %335
  %337 = add i32 %55, %336
  %338 = zext i32 %337 to i64
  %339 = mul nuw i64 %338, 4294967297
  store i64 %339, ptr %330, align 2
  %340 = getelementptr inbounds i8, ptr %319, i64 24
  store i64 %339, ptr %340, align 2
  %341 = getelementptr inbounds i8, ptr %319, i64 32
  %342 = getelementptr inbounds i8, ptr %320, i64 2
  %343 = icmp eq ptr %342, %2
  br i1 %343, label %414, label %318, !llvm.loop !95

344:                                              ; preds = %44, %344
  %345 = phi ptr [ %371, %344 ], [ %45, %44 ]
  %346 = phi ptr [ %372, %344 ], [ %46, %44 ]
  %347 = load i8, ptr %346, align 1, !tbaa !39
  %348 = zext i8 %347 to i32
  %349 = shl nuw nsw i32 %348, 8
  %350 = add nuw nsw i32 %349, %22
  %351 = select i1 %23, i32 %348, i32 %350
  %352 = add i32 %26, %351
  %353 = zext i32 %352 to i64
  %354 = mul nuw i64 %353, 4294967297
  store i64 %354, ptr %345, align 2
  %355 = getelementptr inbounds i8, ptr %345, i64 8
  store i64 %354, ptr %355, align 2
  %356 = getelementptr inbounds i8, ptr %345, i64 16
  store i64 %354, ptr %356, align 2
  %357 = getelementptr inbounds i8, ptr %345, i64 24
  store i64 %354, ptr %357, align 2
  %358 = getelementptr inbounds i8, ptr %345, i64 32
  %359 = getelementptr inbounds i8, ptr %346, i64 1
  %360 = load i8, ptr %359, align 1, !tbaa !39
  %361 = zext i8 %360 to i32
  %362 = shl nuw nsw i32 %361, 8
  %363 = add nuw nsw i32 %362, %22
  %364 = select i1 %23, i32 %361, i32 %363
  %365 = add i32 %26, %364
  %366 = zext i32 %365 to i64
  %367 = mul nuw i64 %366, 4294967297
  store i64 %367, ptr %358, align 2
  %368 = getelementptr inbounds i8, ptr %345, i64 40
  store i64 %367, ptr %368, align 2
  %369 = getelementptr inbounds i8, ptr %345, i64 48
  store i64 %367, ptr %369, align 2
  %370 = getelementptr inbounds i8, ptr %345, i64 56
  store i64 %367, ptr %370, align 2
  %371 = getelementptr inbounds i8, ptr %345, i64 64
  %372 = getelementptr inbounds i8, ptr %346, i64 2
  %373 = icmp eq ptr %372, %2
  br i1 %373, label %414, label %344, !llvm.loop !96

374:                                              ; preds = %255, %411
  %375 = phi ptr [ %409, %411 ], [ %256, %255 ]
  %376 = phi ptr [ %412, %411 ], [ %257, %255 ]
  %377 = load i8, ptr %376, align 1, !tbaa !39
  %378 = zext i8 %377 to i32
  %379 = shl nuw nsw i32 %378, 8
  %380 = add nuw nsw i32 %379, %227
  %381 = select i1 %228, i32 %378, i32 %380
  %382 = add i32 %231, %381
  %383 = zext i32 %382 to i64
  %384 = mul nuw i64 %383, 4294967297
  %385 = getelementptr inbounds %struct.HUF_DEltX2, ptr %375, i64 %232
  br label %386

386:                                              ; preds = %374, %386
  %387 = phi ptr [ %391, %386 ], [ %375, %374 ]
  store i64 %384, ptr %387, align 2
  %388 = getelementptr inbounds i8, ptr %387, i64 8
  store i64 %384, ptr %388, align 2
  %389 = getelementptr inbounds i8, ptr %387, i64 16
  store i64 %384, ptr %389, align 2
  %390 = getelementptr inbounds i8, ptr %387, i64 24
  store i64 %384, ptr %390, align 2
  %391 = getelementptr inbounds i8, ptr %387, i64 32
  %392 = icmp eq ptr %391, %385
  br i1 %392, label %393, label %386, !llvm.loop !92

393:                                              ; preds = %386
  %394 = getelementptr inbounds i8, ptr %376, i64 1
  %395 = load i8, ptr %394, align 1, !tbaa !39
  %396 = zext i8 %395 to i32
  %397 = shl nuw nsw i32 %396, 8
  %398 = add nuw nsw i32 %397, %227
  %399 = select i1 %228, i32 %396, i32 %398
  %400 = add i32 %231, %399
  %401 = zext i32 %400 to i64
  %402 = mul nuw i64 %401, 4294967297
  %403 = getelementptr inbounds %struct.HUF_DEltX2, ptr %391, i64 %232
  br label %404

404:                                              ; preds = %404, %393
  %405 = phi ptr [ %409, %404 ], [ %391, %393 ]
  store i64 %402, ptr %405, align 2
  %406 = getelementptr inbounds i8, ptr %405, i64 8
  store i64 %402, ptr %406, align 2
  %407 = getelementptr inbounds i8, ptr %405, i64 16
  store i64 %402, ptr %407, align 2
  %408 = getelementptr inbounds i8, ptr %405, i64 24
  store i64 %402, ptr %408, align 2
  %409 = getelementptr inbounds i8, ptr %405, i64 32
  %410 = icmp eq ptr %409, %403
  br i1 %410, label %411, label %404, !llvm.loop !92

411:                                              ; preds = %404
  %412 = getelementptr inbounds i8, ptr %376, i64 2
  %413 = icmp eq ptr %412, %2
  br i1 %413, label %414, label %374, !llvm.loop !97

414:                                              ; preds = %44, %344, %71, %318, %102, %296, %181, %260, %255, %411, %149, %223, %20, %49, %76, %151, %225
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X2_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #8 {
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %484, label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = icmp ugt i64 %3, 7
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %2, i64 %3
  %12 = getelementptr i8, ptr %11, i64 -1
  %13 = load i8, ptr %12, align 1, !tbaa !9
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %484, label %65

15:                                               ; preds = %7
  %16 = load i8, ptr %2, align 1, !tbaa !9
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
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 48
  %23 = or disjoint i64 %22, %17
  br label %24

24:                                               ; preds = %18, %15
  %25 = phi i64 [ %17, %15 ], [ %23, %18 ]
  %26 = getelementptr inbounds i8, ptr %2, i64 5
  %27 = load i8, ptr %26, align 1, !tbaa !9
  %28 = zext i8 %27 to i64
  %29 = shl nuw nsw i64 %28, 40
  %30 = add nuw nsw i64 %29, %25
  br label %31

31:                                               ; preds = %24, %15
  %32 = phi i64 [ %17, %15 ], [ %30, %24 ]
  %33 = getelementptr inbounds i8, ptr %2, i64 4
  %34 = load i8, ptr %33, align 1, !tbaa !9
  %35 = zext i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 32
  %37 = add nuw nsw i64 %36, %32
  br label %38

38:                                               ; preds = %31, %15
  %39 = phi i64 [ %17, %15 ], [ %37, %31 ]
  %40 = getelementptr inbounds i8, ptr %2, i64 3
  %41 = load i8, ptr %40, align 1, !tbaa !9
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 24
  %44 = add nuw nsw i64 %43, %39
  br label %45

45:                                               ; preds = %38, %15
  %46 = phi i64 [ %17, %15 ], [ %44, %38 ]
  %47 = getelementptr inbounds i8, ptr %2, i64 2
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = zext i8 %48 to i64
  %50 = shl nuw nsw i64 %49, 16
  %51 = add nuw nsw i64 %50, %46
  br label %52

52:                                               ; preds = %45, %15
  %53 = phi i64 [ %17, %15 ], [ %51, %45 ]
  %54 = getelementptr inbounds i8, ptr %2, i64 1
  %55 = load i8, ptr %54, align 1, !tbaa !9
  %56 = zext i8 %55 to i64
  %57 = shl nuw nsw i64 %56, 8
  %58 = add nuw nsw i64 %57, %53
  br label %59

59:                                               ; preds = %52, %15
  %60 = phi i64 [ %17, %15 ], [ %58, %52 ]
  %61 = getelementptr i8, ptr %2, i64 %3
  %62 = getelementptr i8, ptr %61, i64 -1
  %63 = load i8, ptr %62, align 1, !tbaa !9
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %484, label %83

65:                                               ; preds = %10
  %66 = add nsw i64 %3, -8
  %67 = getelementptr inbounds i8, ptr %2, i64 %66
  %68 = load i64, ptr %67, align 1, !tbaa !28
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
  %154 = load i64, ptr %153, align 1, !tbaa !28
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
  %166 = load i8, ptr %165, align 2, !tbaa !52
  %167 = zext i8 %166 to i32
  %168 = add i32 %148, %167
  %169 = getelementptr inbounds i8, ptr %163, i64 3
  %170 = load i8, ptr %169, align 1, !tbaa !55
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
  %180 = load i8, ptr %179, align 2, !tbaa !52
  %181 = zext i8 %180 to i32
  %182 = add i32 %168, %181
  %183 = getelementptr inbounds i8, ptr %177, i64 3
  %184 = load i8, ptr %183, align 1, !tbaa !55
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
  %194 = load i8, ptr %193, align 2, !tbaa !52
  %195 = zext i8 %194 to i32
  %196 = add i32 %182, %195
  %197 = getelementptr inbounds i8, ptr %191, i64 3
  %198 = load i8, ptr %197, align 1, !tbaa !55
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
  %208 = load i8, ptr %207, align 2, !tbaa !52
  %209 = zext i8 %208 to i32
  %210 = add i32 %196, %209
  %211 = getelementptr inbounds i8, ptr %205, i64 3
  %212 = load i8, ptr %211, align 1, !tbaa !55
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
  %222 = load i8, ptr %221, align 2, !tbaa !52
  %223 = zext i8 %222 to i32
  %224 = add i32 %210, %223
  %225 = getelementptr inbounds i8, ptr %219, i64 3
  %226 = load i8, ptr %225, align 1, !tbaa !55
  %227 = zext i8 %226 to i64
  %228 = getelementptr inbounds i8, ptr %214, i64 %227
  %229 = icmp ugt i32 %224, 64
  br i1 %229, label %351, label %124, !prof !56, !llvm.loop !57

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
  %260 = load i64, ptr %259, align 1, !tbaa !28
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
  %272 = load i8, ptr %271, align 2, !tbaa !52
  %273 = zext i8 %272 to i32
  %274 = add i32 %254, %273
  %275 = getelementptr inbounds i8, ptr %269, i64 3
  %276 = load i8, ptr %275, align 1, !tbaa !55
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
  %286 = load i8, ptr %285, align 2, !tbaa !52
  %287 = zext i8 %286 to i32
  %288 = add i32 %274, %287
  %289 = getelementptr inbounds i8, ptr %283, i64 3
  %290 = load i8, ptr %289, align 1, !tbaa !55
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
  %300 = load i8, ptr %299, align 2, !tbaa !52
  %301 = zext i8 %300 to i32
  %302 = add i32 %288, %301
  %303 = getelementptr inbounds i8, ptr %297, i64 3
  %304 = load i8, ptr %303, align 1, !tbaa !55
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
  %314 = load i8, ptr %313, align 2, !tbaa !52
  %315 = zext i8 %314 to i32
  %316 = add i32 %302, %315
  %317 = getelementptr inbounds i8, ptr %311, i64 3
  %318 = load i8, ptr %317, align 1, !tbaa !55
  %319 = zext i8 %318 to i64
  %320 = getelementptr inbounds i8, ptr %306, i64 %319
  %321 = icmp ugt i32 %316, 64
  br i1 %321, label %351, label %230, !prof !56, !llvm.loop !58

322:                                              ; preds = %74
  %323 = icmp slt i64 %3, 16
  br i1 %323, label %331, label %324

324:                                              ; preds = %322
  %325 = lshr i32 %72, 3
  %326 = zext nneg i32 %325 to i64
  %327 = sub nsw i64 0, %326
  %328 = getelementptr inbounds i8, ptr %75, i64 %327
  %329 = and i32 %72, 7
  %330 = load i64, ptr %328, align 1, !tbaa !28
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
  %346 = load i64, ptr %343, align 1, !tbaa !28
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
  br i1 %369, label %405, label %370, !prof !59

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
  %401 = load i64, ptr %400, align 1, !tbaa !28
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
  %419 = load i8, ptr %418, align 2, !tbaa !52
  %420 = zext i8 %419 to i32
  %421 = add i32 %396, %420
  %422 = getelementptr inbounds i8, ptr %416, i64 3
  %423 = load i8, ptr %422, align 1, !tbaa !55
  %424 = zext i8 %423 to i64
  %425 = getelementptr inbounds i8, ptr %371, i64 %424
  %426 = icmp ugt i32 %421, 64
  br i1 %426, label %405, label %370, !prof !56, !llvm.loop !60

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
  %437 = load i8, ptr %436, align 2, !tbaa !52
  %438 = zext i8 %437 to i32
  %439 = add i32 %429, %438
  %440 = getelementptr inbounds i8, ptr %434, i64 3
  %441 = load i8, ptr %440, align 1, !tbaa !55
  %442 = zext i8 %441 to i64
  %443 = getelementptr inbounds i8, ptr %428, i64 %442
  %444 = icmp ugt ptr %443, %364
  br i1 %444, label %445, label %427, !llvm.loop !61

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
  %462 = load i8, ptr %461, align 1, !tbaa !55
  %463 = icmp eq i8 %462, 1
  br i1 %463, label %464, label %469

464:                                              ; preds = %451
  %465 = getelementptr inbounds i8, ptr %459, i64 2
  %466 = load i8, ptr %465, align 2, !tbaa !52
  %467 = zext i8 %466 to i32
  %468 = add i32 %446, %467
  br label %477

469:                                              ; preds = %451
  %470 = icmp ult i32 %446, 64
  br i1 %470, label %471, label %477

471:                                              ; preds = %469
  %472 = getelementptr inbounds i8, ptr %459, i64 2
  %473 = load i8, ptr %472, align 2, !tbaa !52
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

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i64 1, 0) i64 @BIT_initDStream(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #9 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  br label %87

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %1, ptr %7, align 8, !tbaa !79
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !74
  %10 = icmp ugt i64 %2, 7
  br i1 %10, label %11, label %27

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %13, ptr %14, align 8, !tbaa !76
  %15 = load i64, ptr %13, align 1, !tbaa !28
  store i64 %15, ptr %0, align 8, !tbaa !71
  %16 = getelementptr i8, ptr %12, i64 -1
  %17 = load i8, ptr %16, align 1, !tbaa !9
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %11
  %20 = zext i8 %17 to i32
  %21 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %20, i1 true)
  %22 = xor i32 %21, 31
  %23 = sub nuw nsw i32 8, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %23, ptr %24, align 8, !tbaa !75
  br label %87

25:                                               ; preds = %11
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %26, align 8, !tbaa !75
  br label %87

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %1, ptr %28, align 8, !tbaa !76
  %29 = load i8, ptr %1, align 1, !tbaa !9
  %30 = zext i8 %29 to i64
  store i64 %30, ptr %0, align 8, !tbaa !71
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
  %33 = load i8, ptr %32, align 1, !tbaa !9
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 48
  %36 = or disjoint i64 %35, %30
  store i64 %36, ptr %0, align 8, !tbaa !71
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi i64 [ %30, %27 ], [ %36, %31 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 5
  %40 = load i8, ptr %39, align 1, !tbaa !9
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = add nuw nsw i64 %42, %38
  store i64 %43, ptr %0, align 8, !tbaa !71
  br label %44

44:                                               ; preds = %27, %37
  %45 = phi i64 [ %30, %27 ], [ %43, %37 ]
  %46 = getelementptr inbounds i8, ptr %1, i64 4
  %47 = load i8, ptr %46, align 1, !tbaa !9
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 32
  %50 = add nuw nsw i64 %49, %45
  store i64 %50, ptr %0, align 8, !tbaa !71
  br label %51

51:                                               ; preds = %27, %44
  %52 = phi i64 [ %30, %27 ], [ %50, %44 ]
  %53 = getelementptr inbounds i8, ptr %1, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !9
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 24
  %57 = add nuw nsw i64 %56, %52
  store i64 %57, ptr %0, align 8, !tbaa !71
  br label %58

58:                                               ; preds = %27, %51
  %59 = phi i64 [ %30, %27 ], [ %57, %51 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = add nuw nsw i64 %63, %59
  store i64 %64, ptr %0, align 8, !tbaa !71
  br label %65

65:                                               ; preds = %27, %58
  %66 = phi i64 [ %30, %27 ], [ %64, %58 ]
  %67 = getelementptr inbounds i8, ptr %1, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 8
  %71 = add nuw nsw i64 %70, %66
  store i64 %71, ptr %0, align 8, !tbaa !71
  br label %72

72:                                               ; preds = %65, %27
  %73 = getelementptr i8, ptr %1, i64 %2
  %74 = getelementptr i8, ptr %73, i64 -1
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %78, align 8, !tbaa !75
  br label %87

79:                                               ; preds = %72
  %80 = zext i8 %75 to i32
  %81 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %80, i1 true)
  %82 = getelementptr inbounds i8, ptr %0, i64 8
  %83 = trunc nuw i64 %2 to i32
  %84 = shl nuw nsw i32 %83, 3
  %85 = sub nsw i32 %81, %84
  %86 = add nsw i32 %85, 41
  store i32 %86, ptr %82, align 8, !tbaa !75
  br label %87

87:                                               ; preds = %79, %19, %77, %25, %5
  %88 = phi i64 [ -72, %5 ], [ -1, %25 ], [ -20, %77 ], [ %2, %19 ], [ %2, %79 ]
  ret i64 %88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #10

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_decompress1X1_usingDTable_internal_bmi2(ptr noundef writeonly %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #11 {
  %6 = ptrtoint ptr %0 to i64
  %7 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = getelementptr inbounds i8, ptr %4, i64 4
  %10 = load i32, ptr %4, align 4
  %11 = lshr i32 %10, 16
  %12 = icmp eq i64 %3, 0
  br i1 %12, label %274, label %13

13:                                               ; preds = %5
  %14 = icmp ugt i64 %3, 7
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %2, i64 %3
  %17 = getelementptr i8, ptr %16, i64 -1
  %18 = load i8, ptr %17, align 1, !tbaa !9
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %274, label %70

20:                                               ; preds = %13
  %21 = load i8, ptr %2, align 1, !tbaa !9
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
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 48
  %28 = or disjoint i64 %27, %22
  br label %29

29:                                               ; preds = %23, %20
  %30 = phi i64 [ %22, %20 ], [ %28, %23 ]
  %31 = getelementptr inbounds i8, ptr %2, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = zext i8 %32 to i64
  %34 = shl nuw nsw i64 %33, 40
  %35 = add nuw nsw i64 %34, %30
  br label %36

36:                                               ; preds = %29, %20
  %37 = phi i64 [ %22, %20 ], [ %35, %29 ]
  %38 = getelementptr inbounds i8, ptr %2, i64 4
  %39 = load i8, ptr %38, align 1, !tbaa !9
  %40 = zext i8 %39 to i64
  %41 = shl nuw nsw i64 %40, 32
  %42 = add nuw nsw i64 %41, %37
  br label %43

43:                                               ; preds = %36, %20
  %44 = phi i64 [ %22, %20 ], [ %42, %36 ]
  %45 = getelementptr inbounds i8, ptr %2, i64 3
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 24
  %49 = add nuw nsw i64 %48, %44
  br label %50

50:                                               ; preds = %43, %20
  %51 = phi i64 [ %22, %20 ], [ %49, %43 ]
  %52 = getelementptr inbounds i8, ptr %2, i64 2
  %53 = load i8, ptr %52, align 1, !tbaa !9
  %54 = zext i8 %53 to i64
  %55 = shl nuw nsw i64 %54, 16
  %56 = add nuw nsw i64 %55, %51
  br label %57

57:                                               ; preds = %50, %20
  %58 = phi i64 [ %22, %20 ], [ %56, %50 ]
  %59 = getelementptr inbounds i8, ptr %2, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !9
  %61 = zext i8 %60 to i64
  %62 = shl nuw nsw i64 %61, 8
  %63 = add nuw nsw i64 %62, %58
  br label %64

64:                                               ; preds = %57, %20
  %65 = phi i64 [ %22, %20 ], [ %63, %57 ]
  %66 = getelementptr i8, ptr %2, i64 %3
  %67 = getelementptr i8, ptr %66, i64 -1
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %274, label %82

70:                                               ; preds = %15
  %71 = add nsw i64 %3, -8
  %72 = getelementptr inbounds i8, ptr %2, i64 %71
  %73 = load i64, ptr %72, align 1, !tbaa !28
  %74 = zext i8 %18 to i32
  %75 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %74, i1 true)
  %76 = xor i32 %75, 31
  %77 = sub nuw nsw i32 8, %76
  %78 = icmp ult i64 %3, -119
  br i1 %78, label %79, label %274

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
  %128 = load i64, ptr %127, align 1, !tbaa !28
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
  %139 = load i8, ptr %138, align 1, !tbaa !65
  %140 = load i8, ptr %137, align 1, !tbaa !67
  %141 = zext i8 %140 to i32
  %142 = add i32 %122, %141
  store i8 %139, ptr %99, align 1, !tbaa !9
  %143 = getelementptr inbounds i8, ptr %99, i64 1
  %144 = and i32 %142, 63
  %145 = zext nneg i32 %144 to i64
  %146 = shl i64 %128, %145
  %147 = lshr i64 %146, %97
  %148 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 1
  %150 = load i8, ptr %149, align 1, !tbaa !65
  %151 = load i8, ptr %148, align 1, !tbaa !67
  %152 = zext i8 %151 to i32
  %153 = add i32 %142, %152
  store i8 %150, ptr %143, align 1, !tbaa !9
  %154 = getelementptr inbounds i8, ptr %99, i64 2
  %155 = and i32 %153, 63
  %156 = zext nneg i32 %155 to i64
  %157 = shl i64 %128, %156
  %158 = lshr i64 %157, %97
  %159 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 1
  %161 = load i8, ptr %160, align 1, !tbaa !65
  %162 = load i8, ptr %159, align 1, !tbaa !67
  %163 = zext i8 %162 to i32
  %164 = add i32 %153, %163
  store i8 %161, ptr %154, align 1, !tbaa !9
  %165 = getelementptr inbounds i8, ptr %99, i64 3
  %166 = and i32 %164, 63
  %167 = zext nneg i32 %166 to i64
  %168 = shl i64 %128, %167
  %169 = lshr i64 %168, %97
  %170 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !65
  %173 = load i8, ptr %170, align 1, !tbaa !67
  %174 = zext i8 %173 to i32
  %175 = add i32 %164, %174
  %176 = getelementptr inbounds i8, ptr %99, i64 4
  store i8 %172, ptr %165, align 1, !tbaa !9
  %177 = icmp ugt i32 %175, 64
  br i1 %177, label %205, label %98, !prof !56, !llvm.loop !68

178:                                              ; preds = %79
  %179 = icmp slt i64 %3, 16
  br i1 %179, label %187, label %180

180:                                              ; preds = %178
  %181 = lshr i32 %77, 3
  %182 = zext nneg i32 %181 to i64
  %183 = sub nsw i64 0, %182
  %184 = getelementptr inbounds i8, ptr %80, i64 %183
  %185 = and i32 %77, 7
  %186 = load i64, ptr %184, align 1, !tbaa !28
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
  %202 = load i64, ptr %199, align 1, !tbaa !28
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
  br i1 %211, label %212, label %268

212:                                              ; preds = %205
  %213 = ptrtoint ptr %209 to i64
  %214 = sub nsw i32 0, %11
  %215 = and i32 %214, 63
  %216 = zext nneg i32 %215 to i64
  %217 = add i64 %7, %6
  %218 = sub i64 %217, %213
  %219 = add i64 %213, 1
  %220 = and i64 %218, 1
  %221 = icmp eq i64 %220, 0
  br i1 %221, label %235, label %222

222:                                              ; preds = %212
  %223 = and i32 %210, 63
  %224 = zext nneg i32 %223 to i64
  %225 = shl i64 %207, %224
  %226 = lshr i64 %225, %216
  %227 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %226
  %228 = getelementptr inbounds i8, ptr %227, i64 1
  %229 = load i8, ptr %228, align 1, !tbaa !65
  %230 = load i8, ptr %227, align 1, !tbaa !67
  %231 = freeze i8 %230
  %232 = zext i8 %231 to i32
  %233 = add i32 %210, %232
  %234 = getelementptr inbounds i8, ptr %209, i64 1
  store i8 %229, ptr %209, align 1, !tbaa !9
  br label %235

235:                                              ; preds = %222, %212
  %236 = phi i32 [ %210, %212 ], [ %233, %222 ]
  %237 = phi ptr [ %209, %212 ], [ %234, %222 ]
  %238 = phi i32 [ poison, %212 ], [ %233, %222 ]
  %239 = icmp eq i64 %217, %219
  br i1 %239, label %268, label %240

240:                                              ; preds = %235, %240
  %241 = phi i32 [ %265, %240 ], [ %236, %235 ]
  %242 = phi ptr [ %266, %240 ], [ %237, %235 ]
  %243 = and i32 %241, 63
  %244 = zext nneg i32 %243 to i64
  %245 = shl i64 %207, %244
  %246 = lshr i64 %245, %216
  %247 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %246
  %248 = getelementptr inbounds i8, ptr %247, i64 1
  %249 = load i8, ptr %248, align 1, !tbaa !65
  %250 = load i8, ptr %247, align 1, !tbaa !67
  %251 = freeze i8 %250
  %252 = zext i8 %251 to i32
  %253 = add i32 %241, %252
  %254 = getelementptr inbounds i8, ptr %242, i64 1
  store i8 %249, ptr %242, align 1, !tbaa !9
  %255 = and i32 %253, 63
  %256 = zext nneg i32 %255 to i64
  %257 = shl i64 %207, %256
  %258 = lshr i64 %257, %216
  %259 = getelementptr inbounds %struct.HUF_DEltX1, ptr %9, i64 %258
  %260 = getelementptr inbounds i8, ptr %259, i64 1
  %261 = load i8, ptr %260, align 1, !tbaa !65
  %262 = load i8, ptr %259, align 1, !tbaa !67
  %263 = freeze i8 %262
  %264 = zext i8 %263 to i32
  %265 = add i32 %253, %264
  %266 = getelementptr inbounds i8, ptr %242, i64 2
  store i8 %261, ptr %254, align 1, !tbaa !9
  %267 = icmp ult ptr %266, %8
  br i1 %267, label %240, label %268, !llvm.loop !69

268:                                              ; preds = %235, %240, %205
  %269 = phi i32 [ %210, %205 ], [ %238, %235 ], [ %265, %240 ]
  %270 = icmp eq ptr %208, %2
  %271 = icmp eq i32 %269, 64
  %272 = and i1 %270, %271
  %273 = select i1 %272, i64 %1, i64 -20
  br label %274

274:                                              ; preds = %268, %64, %15, %5, %70
  %275 = phi i64 [ %3, %70 ], [ -20, %64 ], [ -1, %15 ], [ -72, %5 ], [ %273, %268 ]
  ret i64 %275
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @HUF_decompress4X2_usingDTable_internal_fast_c_loop(ptr nocapture noundef %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !98
  %4 = getelementptr inbounds i8, ptr %0, i64 104
  %5 = load ptr, ptr %4, align 8, !tbaa !100
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 80
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  %13 = load i64, ptr %12, align 8
  %14 = load ptr, ptr %0, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  %30 = load ptr, ptr %29, align 8, !tbaa !101
  %31 = ptrtoint ptr %5 to i64
  %32 = ptrtoint ptr %24 to i64
  %33 = ptrtoint ptr %26 to i64
  %34 = ptrtoint ptr %28 to i64
  %35 = ptrtoint ptr %30 to i64
  br label %37

36:                                               ; preds = %78
  br label %37, !llvm.loop !102

37:                                               ; preds = %36, %1
  %38 = phi ptr [ %28, %1 ], [ %354, %36 ]
  %39 = phi ptr [ %26, %1 ], [ %270, %36 ]
  %40 = phi ptr [ %24, %1 ], [ %258, %36 ]
  %41 = phi ptr [ %22, %1 ], [ %246, %36 ]
  %42 = phi ptr [ %14, %1 ], [ %299, %36 ]
  %43 = phi ptr [ %16, %1 ], [ %319, %36 ]
  %44 = phi ptr [ %18, %1 ], [ %339, %36 ]
  %45 = phi ptr [ %20, %1 ], [ %359, %36 ]
  %46 = phi i64 [ %7, %1 ], [ %302, %36 ]
  %47 = phi i64 [ %9, %1 ], [ %322, %36 ]
  %48 = phi i64 [ %11, %1 ], [ %342, %36 ]
  %49 = phi i64 [ %13, %1 ], [ %362, %36 ]
  %50 = ptrtoint ptr %42 to i64
  %51 = sub i64 %50, %31
  %52 = udiv i64 %51, 7
  %53 = ptrtoint ptr %41 to i64
  %54 = sub i64 %32, %53
  %55 = udiv i64 %54, 10
  %56 = tail call i64 @llvm.umin.i64(i64 %52, i64 %55)
  %57 = ptrtoint ptr %40 to i64
  %58 = sub i64 %33, %57
  %59 = udiv i64 %58, 10
  %60 = tail call i64 @llvm.umin.i64(i64 %56, i64 %59)
  %61 = ptrtoint ptr %39 to i64
  %62 = sub i64 %34, %61
  %63 = udiv i64 %62, 10
  %64 = tail call i64 @llvm.umin.i64(i64 %60, i64 %63)
  %65 = ptrtoint ptr %38 to i64
  %66 = sub i64 %35, %65
  %67 = udiv i64 %66, 10
  %68 = tail call i64 @llvm.umin.i64(i64 %64, i64 %67)
  %69 = mul nuw nsw i64 %68, 5
  %70 = getelementptr inbounds i8, ptr %38, i64 %69
  %71 = icmp eq i64 %68, 0
  %72 = icmp ult ptr %43, %42
  %73 = select i1 %71, i1 true, i1 %72
  %74 = icmp ult ptr %44, %43
  %75 = select i1 %73, i1 true, i1 %74
  %76 = icmp ult ptr %45, %44
  %77 = select i1 %75, i1 true, i1 %76
  br i1 %77, label %364, label %78

78:                                               ; preds = %37, %78
  %79 = phi ptr [ %359, %78 ], [ %45, %37 ]
  %80 = phi ptr [ %339, %78 ], [ %44, %37 ]
  %81 = phi ptr [ %319, %78 ], [ %43, %37 ]
  %82 = phi ptr [ %299, %78 ], [ %42, %37 ]
  %83 = phi ptr [ %354, %78 ], [ %38, %37 ]
  %84 = phi ptr [ %270, %78 ], [ %39, %37 ]
  %85 = phi ptr [ %258, %78 ], [ %40, %37 ]
  %86 = phi ptr [ %246, %78 ], [ %41, %37 ]
  %87 = phi i64 [ %302, %78 ], [ %46, %37 ]
  %88 = phi i64 [ %322, %78 ], [ %47, %37 ]
  %89 = phi i64 [ %342, %78 ], [ %48, %37 ]
  %90 = phi i64 [ %362, %78 ], [ %49, %37 ]
  %91 = lshr i64 %87, 53
  %92 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %91
  %93 = load i16, ptr %92, align 2, !tbaa !70
  %94 = getelementptr inbounds i8, ptr %92, i64 2
  %95 = load i8, ptr %94, align 2, !tbaa !9
  %96 = getelementptr inbounds i8, ptr %92, i64 3
  %97 = load i8, ptr %96, align 1, !tbaa !9
  store i16 %93, ptr %86, align 1, !tbaa !70
  %98 = and i8 %95, 63
  %99 = zext nneg i8 %98 to i64
  %100 = shl i64 %87, %99
  %101 = zext i8 %97 to i64
  %102 = getelementptr inbounds i8, ptr %86, i64 %101
  %103 = lshr i64 %88, 53
  %104 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %103
  %105 = load i16, ptr %104, align 2, !tbaa !70
  %106 = getelementptr inbounds i8, ptr %104, i64 2
  %107 = load i8, ptr %106, align 2, !tbaa !9
  %108 = getelementptr inbounds i8, ptr %104, i64 3
  %109 = load i8, ptr %108, align 1, !tbaa !9
  store i16 %105, ptr %85, align 1, !tbaa !70
  %110 = and i8 %107, 63
  %111 = zext nneg i8 %110 to i64
  %112 = shl i64 %88, %111
  %113 = zext i8 %109 to i64
  %114 = getelementptr inbounds i8, ptr %85, i64 %113
  %115 = lshr i64 %89, 53
  %116 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %115
  %117 = load i16, ptr %116, align 2, !tbaa !70
  %118 = getelementptr inbounds i8, ptr %116, i64 2
  %119 = load i8, ptr %118, align 2, !tbaa !9
  %120 = getelementptr inbounds i8, ptr %116, i64 3
  %121 = load i8, ptr %120, align 1, !tbaa !9
  store i16 %117, ptr %84, align 1, !tbaa !70
  %122 = and i8 %119, 63
  %123 = zext nneg i8 %122 to i64
  %124 = shl i64 %89, %123
  %125 = zext i8 %121 to i64
  %126 = getelementptr inbounds i8, ptr %84, i64 %125
  %127 = lshr i64 %100, 53
  %128 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %127
  %129 = load i16, ptr %128, align 2, !tbaa !70
  %130 = getelementptr inbounds i8, ptr %128, i64 2
  %131 = load i8, ptr %130, align 2, !tbaa !9
  %132 = getelementptr inbounds i8, ptr %128, i64 3
  %133 = load i8, ptr %132, align 1, !tbaa !9
  store i16 %129, ptr %102, align 1, !tbaa !70
  %134 = and i8 %131, 63
  %135 = zext nneg i8 %134 to i64
  %136 = shl i64 %100, %135
  %137 = zext i8 %133 to i64
  %138 = getelementptr inbounds i8, ptr %102, i64 %137
  %139 = lshr i64 %112, 53
  %140 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %139
  %141 = load i16, ptr %140, align 2, !tbaa !70
  %142 = getelementptr inbounds i8, ptr %140, i64 2
  %143 = load i8, ptr %142, align 2, !tbaa !9
  %144 = getelementptr inbounds i8, ptr %140, i64 3
  %145 = load i8, ptr %144, align 1, !tbaa !9
  store i16 %141, ptr %114, align 1, !tbaa !70
  %146 = and i8 %143, 63
  %147 = zext nneg i8 %146 to i64
  %148 = shl i64 %112, %147
  %149 = zext i8 %145 to i64
  %150 = getelementptr inbounds i8, ptr %114, i64 %149
  %151 = lshr i64 %124, 53
  %152 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %151
  %153 = load i16, ptr %152, align 2, !tbaa !70
  %154 = getelementptr inbounds i8, ptr %152, i64 2
  %155 = load i8, ptr %154, align 2, !tbaa !9
  %156 = getelementptr inbounds i8, ptr %152, i64 3
  %157 = load i8, ptr %156, align 1, !tbaa !9
  store i16 %153, ptr %126, align 1, !tbaa !70
  %158 = and i8 %155, 63
  %159 = zext nneg i8 %158 to i64
  %160 = shl i64 %124, %159
  %161 = zext i8 %157 to i64
  %162 = getelementptr inbounds i8, ptr %126, i64 %161
  %163 = lshr i64 %136, 53
  %164 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %163
  %165 = load i16, ptr %164, align 2, !tbaa !70
  %166 = getelementptr inbounds i8, ptr %164, i64 2
  %167 = load i8, ptr %166, align 2, !tbaa !9
  %168 = getelementptr inbounds i8, ptr %164, i64 3
  %169 = load i8, ptr %168, align 1, !tbaa !9
  store i16 %165, ptr %138, align 1, !tbaa !70
  %170 = and i8 %167, 63
  %171 = zext nneg i8 %170 to i64
  %172 = shl i64 %136, %171
  %173 = zext i8 %169 to i64
  %174 = getelementptr inbounds i8, ptr %138, i64 %173
  %175 = lshr i64 %148, 53
  %176 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %175
  %177 = load i16, ptr %176, align 2, !tbaa !70
  %178 = getelementptr inbounds i8, ptr %176, i64 2
  %179 = load i8, ptr %178, align 2, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %176, i64 3
  %181 = load i8, ptr %180, align 1, !tbaa !9
  store i16 %177, ptr %150, align 1, !tbaa !70
  %182 = and i8 %179, 63
  %183 = zext nneg i8 %182 to i64
  %184 = shl i64 %148, %183
  %185 = zext i8 %181 to i64
  %186 = getelementptr inbounds i8, ptr %150, i64 %185
  %187 = lshr i64 %160, 53
  %188 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %187
  %189 = load i16, ptr %188, align 2, !tbaa !70
  %190 = getelementptr inbounds i8, ptr %188, i64 2
  %191 = load i8, ptr %190, align 2, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %188, i64 3
  %193 = load i8, ptr %192, align 1, !tbaa !9
  store i16 %189, ptr %162, align 1, !tbaa !70
  %194 = and i8 %191, 63
  %195 = zext nneg i8 %194 to i64
  %196 = shl i64 %160, %195
  %197 = zext i8 %193 to i64
  %198 = getelementptr inbounds i8, ptr %162, i64 %197
  %199 = lshr i64 %172, 53
  %200 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %199
  %201 = load i16, ptr %200, align 2, !tbaa !70
  %202 = getelementptr inbounds i8, ptr %200, i64 2
  %203 = load i8, ptr %202, align 2, !tbaa !9
  %204 = getelementptr inbounds i8, ptr %200, i64 3
  %205 = load i8, ptr %204, align 1, !tbaa !9
  store i16 %201, ptr %174, align 1, !tbaa !70
  %206 = and i8 %203, 63
  %207 = zext nneg i8 %206 to i64
  %208 = shl i64 %172, %207
  %209 = zext i8 %205 to i64
  %210 = getelementptr inbounds i8, ptr %174, i64 %209
  %211 = lshr i64 %184, 53
  %212 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %211
  %213 = load i16, ptr %212, align 2, !tbaa !70
  %214 = getelementptr inbounds i8, ptr %212, i64 2
  %215 = load i8, ptr %214, align 2, !tbaa !9
  %216 = getelementptr inbounds i8, ptr %212, i64 3
  %217 = load i8, ptr %216, align 1, !tbaa !9
  store i16 %213, ptr %186, align 1, !tbaa !70
  %218 = and i8 %215, 63
  %219 = zext nneg i8 %218 to i64
  %220 = shl i64 %184, %219
  %221 = zext i8 %217 to i64
  %222 = getelementptr inbounds i8, ptr %186, i64 %221
  %223 = lshr i64 %196, 53
  %224 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %223
  %225 = load i16, ptr %224, align 2, !tbaa !70
  %226 = getelementptr inbounds i8, ptr %224, i64 2
  %227 = load i8, ptr %226, align 2, !tbaa !9
  %228 = getelementptr inbounds i8, ptr %224, i64 3
  %229 = load i8, ptr %228, align 1, !tbaa !9
  store i16 %225, ptr %198, align 1, !tbaa !70
  %230 = and i8 %227, 63
  %231 = zext nneg i8 %230 to i64
  %232 = shl i64 %196, %231
  %233 = zext i8 %229 to i64
  %234 = getelementptr inbounds i8, ptr %198, i64 %233
  %235 = lshr i64 %208, 53
  %236 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %235
  %237 = load i16, ptr %236, align 2, !tbaa !70
  %238 = getelementptr inbounds i8, ptr %236, i64 2
  %239 = load i8, ptr %238, align 2, !tbaa !9
  %240 = getelementptr inbounds i8, ptr %236, i64 3
  %241 = load i8, ptr %240, align 1, !tbaa !9
  store i16 %237, ptr %210, align 1, !tbaa !70
  %242 = and i8 %239, 63
  %243 = zext nneg i8 %242 to i64
  %244 = shl i64 %208, %243
  %245 = zext i8 %241 to i64
  %246 = getelementptr inbounds i8, ptr %210, i64 %245
  %247 = lshr i64 %220, 53
  %248 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %247
  %249 = load i16, ptr %248, align 2, !tbaa !70
  %250 = getelementptr inbounds i8, ptr %248, i64 2
  %251 = load i8, ptr %250, align 2, !tbaa !9
  %252 = getelementptr inbounds i8, ptr %248, i64 3
  %253 = load i8, ptr %252, align 1, !tbaa !9
  store i16 %249, ptr %222, align 1, !tbaa !70
  %254 = and i8 %251, 63
  %255 = zext nneg i8 %254 to i64
  %256 = shl i64 %220, %255
  %257 = zext i8 %253 to i64
  %258 = getelementptr inbounds i8, ptr %222, i64 %257
  %259 = lshr i64 %232, 53
  %260 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %259
  %261 = load i16, ptr %260, align 2, !tbaa !70
  %262 = getelementptr inbounds i8, ptr %260, i64 2
  %263 = load i8, ptr %262, align 2, !tbaa !9
  %264 = getelementptr inbounds i8, ptr %260, i64 3
  %265 = load i8, ptr %264, align 1, !tbaa !9
  store i16 %261, ptr %234, align 1, !tbaa !70
  %266 = and i8 %263, 63
  %267 = zext nneg i8 %266 to i64
  %268 = shl i64 %232, %267
  %269 = zext i8 %265 to i64
  %270 = getelementptr inbounds i8, ptr %234, i64 %269
  %271 = lshr i64 %90, 53
  %272 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %271
  %273 = load i16, ptr %272, align 2, !tbaa !70
  %274 = getelementptr inbounds i8, ptr %272, i64 2
  %275 = load i8, ptr %274, align 2, !tbaa !9
  %276 = getelementptr inbounds i8, ptr %272, i64 3
  %277 = load i8, ptr %276, align 1, !tbaa !9
  store i16 %273, ptr %83, align 1, !tbaa !70
  %278 = and i8 %275, 63
  %279 = zext nneg i8 %278 to i64
  %280 = shl i64 %90, %279
  %281 = zext i8 %277 to i64
  %282 = getelementptr inbounds i8, ptr %83, i64 %281
  %283 = lshr i64 %280, 53
  %284 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %283
  %285 = load i16, ptr %284, align 2, !tbaa !70
  %286 = getelementptr inbounds i8, ptr %284, i64 2
  %287 = load i8, ptr %286, align 2, !tbaa !9
  %288 = getelementptr inbounds i8, ptr %284, i64 3
  %289 = load i8, ptr %288, align 1, !tbaa !9
  store i16 %285, ptr %282, align 1, !tbaa !70
  %290 = and i8 %287, 63
  %291 = zext nneg i8 %290 to i64
  %292 = shl i64 %280, %291
  %293 = zext i8 %289 to i64
  %294 = getelementptr inbounds i8, ptr %282, i64 %293
  %295 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %244, i1 true)
  %296 = and i64 %295, 7
  %297 = lshr i64 %295, 3
  %298 = sub nsw i64 0, %297
  %299 = getelementptr inbounds i8, ptr %82, i64 %298
  %300 = load i64, ptr %299, align 1, !tbaa !28
  %301 = or i64 %300, 1
  %302 = shl i64 %301, %296
  %303 = lshr i64 %292, 53
  %304 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %303
  %305 = load i16, ptr %304, align 2, !tbaa !70
  %306 = getelementptr inbounds i8, ptr %304, i64 2
  %307 = load i8, ptr %306, align 2, !tbaa !9
  %308 = getelementptr inbounds i8, ptr %304, i64 3
  %309 = load i8, ptr %308, align 1, !tbaa !9
  store i16 %305, ptr %294, align 1, !tbaa !70
  %310 = and i8 %307, 63
  %311 = zext nneg i8 %310 to i64
  %312 = shl i64 %292, %311
  %313 = zext i8 %309 to i64
  %314 = getelementptr inbounds i8, ptr %294, i64 %313
  %315 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %256, i1 true)
  %316 = and i64 %315, 7
  %317 = lshr i64 %315, 3
  %318 = sub nsw i64 0, %317
  %319 = getelementptr inbounds i8, ptr %81, i64 %318
  %320 = load i64, ptr %319, align 1, !tbaa !28
  %321 = or i64 %320, 1
  %322 = shl i64 %321, %316
  %323 = lshr i64 %312, 53
  %324 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %323
  %325 = load i16, ptr %324, align 2, !tbaa !70
  %326 = getelementptr inbounds i8, ptr %324, i64 2
  %327 = load i8, ptr %326, align 2, !tbaa !9
  %328 = getelementptr inbounds i8, ptr %324, i64 3
  %329 = load i8, ptr %328, align 1, !tbaa !9
  store i16 %325, ptr %314, align 1, !tbaa !70
  %330 = and i8 %327, 63
  %331 = zext nneg i8 %330 to i64
  %332 = shl i64 %312, %331
  %333 = zext i8 %329 to i64
  %334 = getelementptr inbounds i8, ptr %314, i64 %333
  %335 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %268, i1 true)
  %336 = and i64 %335, 7
  %337 = lshr i64 %335, 3
  %338 = sub nsw i64 0, %337
  %339 = getelementptr inbounds i8, ptr %80, i64 %338
  %340 = load i64, ptr %339, align 1, !tbaa !28
  %341 = or i64 %340, 1
  %342 = shl i64 %341, %336
  %343 = lshr i64 %332, 53
  %344 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3, i64 %343
  %345 = load i16, ptr %344, align 2, !tbaa !70
  %346 = getelementptr inbounds i8, ptr %344, i64 2
  %347 = load i8, ptr %346, align 2, !tbaa !9
  %348 = getelementptr inbounds i8, ptr %344, i64 3
  %349 = load i8, ptr %348, align 1, !tbaa !9
  store i16 %345, ptr %334, align 1, !tbaa !70
  %350 = and i8 %347, 63
  %351 = zext nneg i8 %350 to i64
  %352 = shl i64 %332, %351
  %353 = zext i8 %349 to i64
  %354 = getelementptr inbounds i8, ptr %334, i64 %353
  %355 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %352, i1 true)
  %356 = and i64 %355, 7
  %357 = lshr i64 %355, 3
  %358 = sub nsw i64 0, %357
  %359 = getelementptr inbounds i8, ptr %79, i64 %358
  %360 = load i64, ptr %359, align 1, !tbaa !28
  %361 = or i64 %360, 1
  %362 = shl i64 %361, %356
  %363 = icmp ult ptr %354, %70
  br i1 %363, label %78, label %36, !llvm.loop !102

364:                                              ; preds = %37
  store i64 %46, ptr %6, align 8
  store i64 %47, ptr %8, align 8
  store i64 %48, ptr %10, align 8
  store i64 %49, ptr %12, align 8
  store ptr %42, ptr %0, align 8
  store ptr %43, ptr %15, align 8
  store ptr %44, ptr %17, align 8
  store ptr %45, ptr %19, align 8
  store ptr %41, ptr %21, align 8
  store ptr %40, ptr %23, align 8
  store ptr %39, ptr %25, align 8
  store ptr %38, ptr %27, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 1, 0) i64 @HUF_decompress4X2_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef readonly %4) unnamed_addr #8 {
  %6 = alloca %struct.BIT_DStream_t, align 8
  %7 = icmp ult i64 %3, 10
  %8 = icmp ult i64 %1, 6
  %9 = or i1 %8, %7
  br i1 %9, label %2183, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %1
  %12 = getelementptr inbounds i8, ptr %11, i64 -7
  %13 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #14
  %14 = load i16, ptr %2, align 1, !tbaa !70
  %15 = zext i16 %14 to i64
  %16 = getelementptr inbounds i8, ptr %2, i64 2
  %17 = load i16, ptr %16, align 1, !tbaa !70
  %18 = zext i16 %17 to i64
  %19 = getelementptr inbounds i8, ptr %2, i64 4
  %20 = load i16, ptr %19, align 1, !tbaa !70
  %21 = zext i16 %20 to i64
  %22 = add nuw nsw i64 %15, 6
  %23 = add nuw nsw i64 %22, %18
  %24 = add nuw nsw i64 %23, %21
  %25 = sub i64 %3, %24
  %26 = getelementptr inbounds i8, ptr %2, i64 6
  %27 = getelementptr i8, ptr %26, i64 %15
  %28 = getelementptr i8, ptr %27, i64 %18
  %29 = getelementptr i8, ptr %28, i64 %21
  %30 = add i64 %1, 3
  %31 = lshr i64 %30, 2
  %32 = getelementptr inbounds i8, ptr %0, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 %31
  %34 = getelementptr inbounds i8, ptr %33, i64 %31
  %35 = load i32, ptr %4, align 4
  %36 = lshr i32 %35, 16
  %37 = and i32 %36, 255
  %38 = icmp ugt i64 %24, %3
  %39 = icmp ugt ptr %34, %11
  %40 = select i1 %38, i1 true, i1 %39
  br i1 %40, label %2181, label %41

41:                                               ; preds = %10
  %42 = icmp eq i16 %14, 0
  br i1 %42, label %2181, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, ptr %2, i64 14
  %45 = icmp ugt i16 %14, 7
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = getelementptr i8, ptr %27, i64 -1
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %2181, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %27, i64 -8
  %52 = load i64, ptr %51, align 1, !tbaa !28
  %53 = zext i8 %48 to i32
  %54 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %53, i1 true)
  %55 = xor i32 %54, 31
  %56 = sub nuw nsw i32 8, %55
  br label %113

57:                                               ; preds = %43
  %58 = load i8, ptr %26, align 1, !tbaa !9
  %59 = zext i8 %58 to i64
  switch i16 %14, label %101 [
    i16 7, label %60
    i16 6, label %66
    i16 5, label %73
    i16 4, label %80
    i16 3, label %87
    i16 2, label %94
  ]

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %2, i64 12
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 48
  %65 = or disjoint i64 %64, %59
  br label %66

66:                                               ; preds = %60, %57
  %67 = phi i64 [ %59, %57 ], [ %65, %60 ]
  %68 = getelementptr inbounds i8, ptr %2, i64 11
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 40
  %72 = add nuw nsw i64 %71, %67
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i64 [ %59, %57 ], [ %72, %66 ]
  %75 = getelementptr inbounds i8, ptr %2, i64 10
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i64
  %78 = shl nuw nsw i64 %77, 32
  %79 = add nuw nsw i64 %78, %74
  br label %80

80:                                               ; preds = %73, %57
  %81 = phi i64 [ %59, %57 ], [ %79, %73 ]
  %82 = getelementptr inbounds i8, ptr %2, i64 9
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  %85 = shl nuw nsw i64 %84, 24
  %86 = add nuw nsw i64 %85, %81
  br label %87

87:                                               ; preds = %80, %57
  %88 = phi i64 [ %59, %57 ], [ %86, %80 ]
  %89 = getelementptr inbounds i8, ptr %2, i64 8
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i64
  %92 = shl nuw nsw i64 %91, 16
  %93 = add nuw nsw i64 %92, %88
  br label %94

94:                                               ; preds = %87, %57
  %95 = phi i64 [ %59, %57 ], [ %93, %87 ]
  %96 = getelementptr inbounds i8, ptr %2, i64 7
  %97 = load i8, ptr %96, align 1, !tbaa !9
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, 8
  %100 = add nuw nsw i64 %99, %95
  br label %101

101:                                              ; preds = %94, %57
  %102 = phi i64 [ %59, %57 ], [ %100, %94 ]
  %103 = getelementptr i8, ptr %27, i64 -1
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %2181, label %106

106:                                              ; preds = %101
  %107 = zext i8 %104 to i32
  %108 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %107, i1 true)
  %109 = shl nuw nsw i16 %14, 3
  %110 = zext nneg i16 %109 to i32
  %111 = sub nsw i32 %108, %110
  %112 = add nsw i32 %111, 41
  br label %113

113:                                              ; preds = %106, %50
  %114 = phi ptr [ %51, %50 ], [ %26, %106 ]
  %115 = phi i32 [ %56, %50 ], [ %112, %106 ]
  %116 = phi i64 [ %52, %50 ], [ %102, %106 ]
  %117 = icmp eq i16 %17, 0
  br i1 %117, label %2181, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i8, ptr %27, i64 8
  %120 = icmp ugt i16 %17, 7
  br i1 %120, label %121, label %132

121:                                              ; preds = %118
  %122 = getelementptr i8, ptr %28, i64 -1
  %123 = load i8, ptr %122, align 1, !tbaa !9
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %2181, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %28, i64 -8
  %127 = load i64, ptr %126, align 1, !tbaa !28
  %128 = zext i8 %123 to i32
  %129 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %128, i1 true)
  %130 = xor i32 %129, 31
  %131 = sub nuw nsw i32 8, %130
  br label %188

132:                                              ; preds = %118
  %133 = load i8, ptr %27, align 1, !tbaa !9
  %134 = zext i8 %133 to i64
  switch i16 %17, label %176 [
    i16 7, label %135
    i16 6, label %141
    i16 5, label %148
    i16 4, label %155
    i16 3, label %162
    i16 2, label %169
  ]

135:                                              ; preds = %132
  %136 = getelementptr inbounds i8, ptr %27, i64 6
  %137 = load i8, ptr %136, align 1, !tbaa !9
  %138 = zext i8 %137 to i64
  %139 = shl nuw nsw i64 %138, 48
  %140 = or disjoint i64 %139, %134
  br label %141

141:                                              ; preds = %135, %132
  %142 = phi i64 [ %134, %132 ], [ %140, %135 ]
  %143 = getelementptr inbounds i8, ptr %27, i64 5
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = shl nuw nsw i64 %145, 40
  %147 = add nuw nsw i64 %146, %142
  br label %148

148:                                              ; preds = %141, %132
  %149 = phi i64 [ %134, %132 ], [ %147, %141 ]
  %150 = getelementptr inbounds i8, ptr %27, i64 4
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = shl nuw nsw i64 %152, 32
  %154 = add nuw nsw i64 %153, %149
  br label %155

155:                                              ; preds = %148, %132
  %156 = phi i64 [ %134, %132 ], [ %154, %148 ]
  %157 = getelementptr inbounds i8, ptr %27, i64 3
  %158 = load i8, ptr %157, align 1, !tbaa !9
  %159 = zext i8 %158 to i64
  %160 = shl nuw nsw i64 %159, 24
  %161 = add nuw nsw i64 %160, %156
  br label %162

162:                                              ; preds = %155, %132
  %163 = phi i64 [ %134, %132 ], [ %161, %155 ]
  %164 = getelementptr inbounds i8, ptr %27, i64 2
  %165 = load i8, ptr %164, align 1, !tbaa !9
  %166 = zext i8 %165 to i64
  %167 = shl nuw nsw i64 %166, 16
  %168 = add nuw nsw i64 %167, %163
  br label %169

169:                                              ; preds = %162, %132
  %170 = phi i64 [ %134, %132 ], [ %168, %162 ]
  %171 = getelementptr inbounds i8, ptr %27, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !9
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 8
  %175 = add nuw nsw i64 %174, %170
  br label %176

176:                                              ; preds = %169, %132
  %177 = phi i64 [ %134, %132 ], [ %175, %169 ]
  %178 = getelementptr i8, ptr %28, i64 -1
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %2181, label %181

181:                                              ; preds = %176
  %182 = zext i8 %179 to i32
  %183 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %182, i1 true)
  %184 = shl nuw nsw i16 %17, 3
  %185 = zext nneg i16 %184 to i32
  %186 = sub nsw i32 %183, %185
  %187 = add nsw i32 %186, 41
  br label %188

188:                                              ; preds = %181, %125
  %189 = phi i64 [ %127, %125 ], [ %177, %181 ]
  %190 = phi i32 [ %131, %125 ], [ %187, %181 ]
  %191 = phi ptr [ %126, %125 ], [ %27, %181 ]
  %192 = icmp eq i16 %20, 0
  br i1 %192, label %2181, label %193

193:                                              ; preds = %188
  %194 = getelementptr inbounds i8, ptr %28, i64 8
  %195 = icmp ugt i16 %20, 7
  br i1 %195, label %196, label %207

196:                                              ; preds = %193
  %197 = getelementptr i8, ptr %29, i64 -1
  %198 = load i8, ptr %197, align 1, !tbaa !9
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %2181, label %200

200:                                              ; preds = %196
  %201 = getelementptr inbounds i8, ptr %29, i64 -8
  %202 = load i64, ptr %201, align 1, !tbaa !28
  %203 = zext i8 %198 to i32
  %204 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %203, i1 true)
  %205 = xor i32 %204, 31
  %206 = sub nuw nsw i32 8, %205
  br label %263

207:                                              ; preds = %193
  %208 = load i8, ptr %28, align 1, !tbaa !9
  %209 = zext i8 %208 to i64
  switch i16 %20, label %251 [
    i16 7, label %210
    i16 6, label %216
    i16 5, label %223
    i16 4, label %230
    i16 3, label %237
    i16 2, label %244
  ]

210:                                              ; preds = %207
  %211 = getelementptr inbounds i8, ptr %28, i64 6
  %212 = load i8, ptr %211, align 1, !tbaa !9
  %213 = zext i8 %212 to i64
  %214 = shl nuw nsw i64 %213, 48
  %215 = or disjoint i64 %214, %209
  br label %216

216:                                              ; preds = %210, %207
  %217 = phi i64 [ %209, %207 ], [ %215, %210 ]
  %218 = getelementptr inbounds i8, ptr %28, i64 5
  %219 = load i8, ptr %218, align 1, !tbaa !9
  %220 = zext i8 %219 to i64
  %221 = shl nuw nsw i64 %220, 40
  %222 = add nuw nsw i64 %221, %217
  br label %223

223:                                              ; preds = %216, %207
  %224 = phi i64 [ %209, %207 ], [ %222, %216 ]
  %225 = getelementptr inbounds i8, ptr %28, i64 4
  %226 = load i8, ptr %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i64
  %228 = shl nuw nsw i64 %227, 32
  %229 = add nuw nsw i64 %228, %224
  br label %230

230:                                              ; preds = %223, %207
  %231 = phi i64 [ %209, %207 ], [ %229, %223 ]
  %232 = getelementptr inbounds i8, ptr %28, i64 3
  %233 = load i8, ptr %232, align 1, !tbaa !9
  %234 = zext i8 %233 to i64
  %235 = shl nuw nsw i64 %234, 24
  %236 = add nuw nsw i64 %235, %231
  br label %237

237:                                              ; preds = %230, %207
  %238 = phi i64 [ %209, %207 ], [ %236, %230 ]
  %239 = getelementptr inbounds i8, ptr %28, i64 2
  %240 = load i8, ptr %239, align 1, !tbaa !9
  %241 = zext i8 %240 to i64
  %242 = shl nuw nsw i64 %241, 16
  %243 = add nuw nsw i64 %242, %238
  br label %244

244:                                              ; preds = %237, %207
  %245 = phi i64 [ %209, %207 ], [ %243, %237 ]
  %246 = getelementptr inbounds i8, ptr %28, i64 1
  %247 = load i8, ptr %246, align 1, !tbaa !9
  %248 = zext i8 %247 to i64
  %249 = shl nuw nsw i64 %248, 8
  %250 = add nuw nsw i64 %249, %245
  br label %251

251:                                              ; preds = %244, %207
  %252 = phi i64 [ %209, %207 ], [ %250, %244 ]
  %253 = getelementptr i8, ptr %29, i64 -1
  %254 = load i8, ptr %253, align 1, !tbaa !9
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %2181, label %256

256:                                              ; preds = %251
  %257 = zext i8 %254 to i32
  %258 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %257, i1 true)
  %259 = shl nuw nsw i16 %20, 3
  %260 = zext nneg i16 %259 to i32
  %261 = sub nsw i32 %258, %260
  %262 = add nsw i32 %261, 41
  br label %263

263:                                              ; preds = %256, %200
  %264 = phi i64 [ %202, %200 ], [ %252, %256 ]
  %265 = phi i32 [ %206, %200 ], [ %262, %256 ]
  %266 = phi ptr [ %201, %200 ], [ %28, %256 ]
  %267 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %6, ptr noundef nonnull %29, i64 noundef %25)
  %268 = icmp ult i64 %267, -119
  br i1 %268, label %269, label %2181

269:                                              ; preds = %263
  %270 = ptrtoint ptr %11 to i64
  %271 = ptrtoint ptr %34 to i64
  %272 = sub i64 %270, %271
  %273 = icmp ugt i64 %272, 7
  %274 = icmp ult ptr %34, %12
  %275 = select i1 %273, i1 %274, i1 false
  br i1 %275, label %276, label %587

276:                                              ; preds = %269
  %277 = load i64, ptr %6, align 8, !tbaa !71
  %278 = sub nsw i32 0, %36
  %279 = and i32 %278, 63
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds i8, ptr %6, i64 8
  %282 = getelementptr inbounds i8, ptr %6, i64 16
  %283 = getelementptr inbounds i8, ptr %6, i64 32
  %284 = load ptr, ptr %283, align 8, !tbaa !74
  %285 = load i32, ptr %281, align 8, !tbaa !75
  %286 = load ptr, ptr %282, align 8, !tbaa !76
  br label %287

287:                                              ; preds = %276, %577
  %288 = phi ptr [ %286, %276 ], [ %578, %577 ]
  %289 = phi i32 [ %285, %276 ], [ %579, %577 ]
  %290 = phi ptr [ %0, %276 ], [ %359, %577 ]
  %291 = phi ptr [ %32, %276 ], [ %415, %577 ]
  %292 = phi ptr [ %33, %276 ], [ %498, %577 ]
  %293 = phi ptr [ %34, %276 ], [ %554, %577 ]
  %294 = phi ptr [ %266, %276 ], [ %566, %577 ]
  %295 = phi i64 [ %116, %276 ], [ %427, %577 ]
  %296 = phi i32 [ %265, %276 ], [ %565, %577 ]
  %297 = phi i64 [ %264, %276 ], [ %564, %577 ]
  %298 = phi ptr [ %191, %276 ], [ %440, %577 ]
  %299 = phi i32 [ %115, %276 ], [ %426, %577 ]
  %300 = phi i32 [ %190, %276 ], [ %439, %577 ]
  %301 = phi i64 [ %189, %276 ], [ %438, %577 ]
  %302 = phi ptr [ %114, %276 ], [ %425, %577 ]
  %303 = phi i64 [ %277, %276 ], [ %580, %577 ]
  %304 = and i32 %299, 63
  %305 = zext nneg i32 %304 to i64
  %306 = shl i64 %295, %305
  %307 = lshr i64 %306, %280
  %308 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %307
  %309 = load i16, ptr %308, align 2
  store i16 %309, ptr %290, align 1
  %310 = getelementptr inbounds i8, ptr %308, i64 2
  %311 = load i8, ptr %310, align 2, !tbaa !52
  %312 = zext i8 %311 to i32
  %313 = add i32 %299, %312
  %314 = getelementptr inbounds i8, ptr %308, i64 3
  %315 = load i8, ptr %314, align 1, !tbaa !55
  %316 = zext i8 %315 to i64
  %317 = getelementptr inbounds i8, ptr %290, i64 %316
  %318 = and i32 %313, 63
  %319 = zext nneg i32 %318 to i64
  %320 = shl i64 %295, %319
  %321 = lshr i64 %320, %280
  %322 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %321
  %323 = load i16, ptr %322, align 2
  store i16 %323, ptr %317, align 1
  %324 = getelementptr inbounds i8, ptr %322, i64 2
  %325 = load i8, ptr %324, align 2, !tbaa !52
  %326 = zext i8 %325 to i32
  %327 = add i32 %313, %326
  %328 = getelementptr inbounds i8, ptr %322, i64 3
  %329 = load i8, ptr %328, align 1, !tbaa !55
  %330 = zext i8 %329 to i64
  %331 = getelementptr inbounds i8, ptr %317, i64 %330
  %332 = and i32 %327, 63
  %333 = zext nneg i32 %332 to i64
  %334 = shl i64 %295, %333
  %335 = lshr i64 %334, %280
  %336 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %335
  %337 = load i16, ptr %336, align 2
  store i16 %337, ptr %331, align 1
  %338 = getelementptr inbounds i8, ptr %336, i64 2
  %339 = load i8, ptr %338, align 2, !tbaa !52
  %340 = zext i8 %339 to i32
  %341 = add i32 %327, %340
  %342 = getelementptr inbounds i8, ptr %336, i64 3
  %343 = load i8, ptr %342, align 1, !tbaa !55
  %344 = zext i8 %343 to i64
  %345 = getelementptr inbounds i8, ptr %331, i64 %344
  %346 = and i32 %341, 63
  %347 = zext nneg i32 %346 to i64
  %348 = shl i64 %295, %347
  %349 = lshr i64 %348, %280
  %350 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %349
  %351 = load i16, ptr %350, align 2
  store i16 %351, ptr %345, align 1
  %352 = getelementptr inbounds i8, ptr %350, i64 2
  %353 = load i8, ptr %352, align 2, !tbaa !52
  %354 = zext i8 %353 to i32
  %355 = add i32 %341, %354
  %356 = getelementptr inbounds i8, ptr %350, i64 3
  %357 = load i8, ptr %356, align 1, !tbaa !55
  %358 = zext i8 %357 to i64
  %359 = getelementptr inbounds i8, ptr %345, i64 %358
  %360 = and i32 %300, 63
  %361 = zext nneg i32 %360 to i64
  %362 = shl i64 %301, %361
  %363 = lshr i64 %362, %280
  %364 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %363
  %365 = load i16, ptr %364, align 2
  store i16 %365, ptr %291, align 1
  %366 = getelementptr inbounds i8, ptr %364, i64 2
  %367 = load i8, ptr %366, align 2, !tbaa !52
  %368 = zext i8 %367 to i32
  %369 = add i32 %300, %368
  %370 = getelementptr inbounds i8, ptr %364, i64 3
  %371 = load i8, ptr %370, align 1, !tbaa !55
  %372 = zext i8 %371 to i64
  %373 = getelementptr inbounds i8, ptr %291, i64 %372
  %374 = and i32 %369, 63
  %375 = zext nneg i32 %374 to i64
  %376 = shl i64 %301, %375
  %377 = lshr i64 %376, %280
  %378 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %377
  %379 = load i16, ptr %378, align 2
  store i16 %379, ptr %373, align 1
  %380 = getelementptr inbounds i8, ptr %378, i64 2
  %381 = load i8, ptr %380, align 2, !tbaa !52
  %382 = zext i8 %381 to i32
  %383 = add i32 %369, %382
  %384 = getelementptr inbounds i8, ptr %378, i64 3
  %385 = load i8, ptr %384, align 1, !tbaa !55
  %386 = zext i8 %385 to i64
  %387 = getelementptr inbounds i8, ptr %373, i64 %386
  %388 = and i32 %383, 63
  %389 = zext nneg i32 %388 to i64
  %390 = shl i64 %301, %389
  %391 = lshr i64 %390, %280
  %392 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %391
  %393 = load i16, ptr %392, align 2
  store i16 %393, ptr %387, align 1
  %394 = getelementptr inbounds i8, ptr %392, i64 2
  %395 = load i8, ptr %394, align 2, !tbaa !52
  %396 = zext i8 %395 to i32
  %397 = add i32 %383, %396
  %398 = getelementptr inbounds i8, ptr %392, i64 3
  %399 = load i8, ptr %398, align 1, !tbaa !55
  %400 = zext i8 %399 to i64
  %401 = getelementptr inbounds i8, ptr %387, i64 %400
  %402 = and i32 %397, 63
  %403 = zext nneg i32 %402 to i64
  %404 = shl i64 %301, %403
  %405 = lshr i64 %404, %280
  %406 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %405
  %407 = load i16, ptr %406, align 2
  store i16 %407, ptr %401, align 1
  %408 = getelementptr inbounds i8, ptr %406, i64 2
  %409 = load i8, ptr %408, align 2, !tbaa !52
  %410 = zext i8 %409 to i32
  %411 = add i32 %397, %410
  %412 = getelementptr inbounds i8, ptr %406, i64 3
  %413 = load i8, ptr %412, align 1, !tbaa !55
  %414 = zext i8 %413 to i64
  %415 = getelementptr inbounds i8, ptr %401, i64 %414
  %416 = icmp ult ptr %302, %44
  br i1 %416, label %424, label %417, !prof !77

417:                                              ; preds = %287
  %418 = lshr i32 %355, 3
  %419 = zext nneg i32 %418 to i64
  %420 = sub nsw i64 0, %419
  %421 = getelementptr inbounds i8, ptr %302, i64 %420
  %422 = and i32 %355, 7
  %423 = load i64, ptr %421, align 1, !tbaa !28
  br label %424

424:                                              ; preds = %287, %417
  %425 = phi ptr [ %302, %287 ], [ %421, %417 ]
  %426 = phi i32 [ %355, %287 ], [ %422, %417 ]
  %427 = phi i64 [ %295, %287 ], [ %423, %417 ]
  %428 = phi i32 [ 3, %287 ], [ 0, %417 ]
  %429 = icmp ult ptr %298, %119
  br i1 %429, label %437, label %430, !prof !77

430:                                              ; preds = %424
  %431 = lshr i32 %411, 3
  %432 = zext nneg i32 %431 to i64
  %433 = sub nsw i64 0, %432
  %434 = getelementptr inbounds i8, ptr %298, i64 %433
  %435 = and i32 %411, 7
  %436 = load i64, ptr %434, align 1, !tbaa !28
  br label %437

437:                                              ; preds = %424, %430
  %438 = phi i64 [ %301, %424 ], [ %436, %430 ]
  %439 = phi i32 [ %411, %424 ], [ %435, %430 ]
  %440 = phi ptr [ %298, %424 ], [ %434, %430 ]
  %441 = phi i32 [ 3, %424 ], [ 0, %430 ]
  %442 = or i32 %441, %428
  %443 = and i32 %296, 63
  %444 = zext nneg i32 %443 to i64
  %445 = shl i64 %297, %444
  %446 = lshr i64 %445, %280
  %447 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %446
  %448 = load i16, ptr %447, align 2
  store i16 %448, ptr %292, align 1
  %449 = getelementptr inbounds i8, ptr %447, i64 2
  %450 = load i8, ptr %449, align 2, !tbaa !52
  %451 = zext i8 %450 to i32
  %452 = add i32 %296, %451
  %453 = getelementptr inbounds i8, ptr %447, i64 3
  %454 = load i8, ptr %453, align 1, !tbaa !55
  %455 = zext i8 %454 to i64
  %456 = getelementptr inbounds i8, ptr %292, i64 %455
  %457 = and i32 %452, 63
  %458 = zext nneg i32 %457 to i64
  %459 = shl i64 %297, %458
  %460 = lshr i64 %459, %280
  %461 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %460
  %462 = load i16, ptr %461, align 2
  store i16 %462, ptr %456, align 1
  %463 = getelementptr inbounds i8, ptr %461, i64 2
  %464 = load i8, ptr %463, align 2, !tbaa !52
  %465 = zext i8 %464 to i32
  %466 = add i32 %452, %465
  %467 = getelementptr inbounds i8, ptr %461, i64 3
  %468 = load i8, ptr %467, align 1, !tbaa !55
  %469 = zext i8 %468 to i64
  %470 = getelementptr inbounds i8, ptr %456, i64 %469
  %471 = and i32 %466, 63
  %472 = zext nneg i32 %471 to i64
  %473 = shl i64 %297, %472
  %474 = lshr i64 %473, %280
  %475 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %474
  %476 = load i16, ptr %475, align 2
  store i16 %476, ptr %470, align 1
  %477 = getelementptr inbounds i8, ptr %475, i64 2
  %478 = load i8, ptr %477, align 2, !tbaa !52
  %479 = zext i8 %478 to i32
  %480 = add i32 %466, %479
  %481 = getelementptr inbounds i8, ptr %475, i64 3
  %482 = load i8, ptr %481, align 1, !tbaa !55
  %483 = zext i8 %482 to i64
  %484 = getelementptr inbounds i8, ptr %470, i64 %483
  %485 = and i32 %480, 63
  %486 = zext nneg i32 %485 to i64
  %487 = shl i64 %297, %486
  %488 = lshr i64 %487, %280
  %489 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %488
  %490 = load i16, ptr %489, align 2
  store i16 %490, ptr %484, align 1
  %491 = getelementptr inbounds i8, ptr %489, i64 2
  %492 = load i8, ptr %491, align 2, !tbaa !52
  %493 = zext i8 %492 to i32
  %494 = add i32 %480, %493
  %495 = getelementptr inbounds i8, ptr %489, i64 3
  %496 = load i8, ptr %495, align 1, !tbaa !55
  %497 = zext i8 %496 to i64
  %498 = getelementptr inbounds i8, ptr %484, i64 %497
  %499 = and i32 %289, 63
  %500 = zext nneg i32 %499 to i64
  %501 = shl i64 %303, %500
  %502 = lshr i64 %501, %280
  %503 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %502
  %504 = load i16, ptr %503, align 2
  store i16 %504, ptr %293, align 1
  %505 = getelementptr inbounds i8, ptr %503, i64 2
  %506 = load i8, ptr %505, align 2, !tbaa !52
  %507 = zext i8 %506 to i32
  %508 = add i32 %289, %507
  %509 = getelementptr inbounds i8, ptr %503, i64 3
  %510 = load i8, ptr %509, align 1, !tbaa !55
  %511 = zext i8 %510 to i64
  %512 = getelementptr inbounds i8, ptr %293, i64 %511
  %513 = and i32 %508, 63
  %514 = zext nneg i32 %513 to i64
  %515 = shl i64 %303, %514
  %516 = lshr i64 %515, %280
  %517 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %516
  %518 = load i16, ptr %517, align 2
  store i16 %518, ptr %512, align 1
  %519 = getelementptr inbounds i8, ptr %517, i64 2
  %520 = load i8, ptr %519, align 2, !tbaa !52
  %521 = zext i8 %520 to i32
  %522 = add i32 %508, %521
  %523 = getelementptr inbounds i8, ptr %517, i64 3
  %524 = load i8, ptr %523, align 1, !tbaa !55
  %525 = zext i8 %524 to i64
  %526 = getelementptr inbounds i8, ptr %512, i64 %525
  %527 = and i32 %522, 63
  %528 = zext nneg i32 %527 to i64
  %529 = shl i64 %303, %528
  %530 = lshr i64 %529, %280
  %531 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %530
  %532 = load i16, ptr %531, align 2
  store i16 %532, ptr %526, align 1
  %533 = getelementptr inbounds i8, ptr %531, i64 2
  %534 = load i8, ptr %533, align 2, !tbaa !52
  %535 = zext i8 %534 to i32
  %536 = add i32 %522, %535
  %537 = getelementptr inbounds i8, ptr %531, i64 3
  %538 = load i8, ptr %537, align 1, !tbaa !55
  %539 = zext i8 %538 to i64
  %540 = getelementptr inbounds i8, ptr %526, i64 %539
  %541 = and i32 %536, 63
  %542 = zext nneg i32 %541 to i64
  %543 = shl i64 %303, %542
  %544 = lshr i64 %543, %280
  %545 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %544
  %546 = load i16, ptr %545, align 2
  store i16 %546, ptr %540, align 1
  %547 = getelementptr inbounds i8, ptr %545, i64 2
  %548 = load i8, ptr %547, align 2, !tbaa !52
  %549 = zext i8 %548 to i32
  %550 = add i32 %536, %549
  %551 = getelementptr inbounds i8, ptr %545, i64 3
  %552 = load i8, ptr %551, align 1, !tbaa !55
  %553 = zext i8 %552 to i64
  %554 = getelementptr inbounds i8, ptr %540, i64 %553
  %555 = icmp ult ptr %294, %194
  br i1 %555, label %563, label %556, !prof !77

556:                                              ; preds = %437
  %557 = lshr i32 %494, 3
  %558 = zext nneg i32 %557 to i64
  %559 = sub nsw i64 0, %558
  %560 = getelementptr inbounds i8, ptr %294, i64 %559
  %561 = and i32 %494, 7
  %562 = load i64, ptr %560, align 1, !tbaa !28
  br label %563

563:                                              ; preds = %437, %556
  %564 = phi i64 [ %297, %437 ], [ %562, %556 ]
  %565 = phi i32 [ %494, %437 ], [ %561, %556 ]
  %566 = phi ptr [ %294, %437 ], [ %560, %556 ]
  %567 = phi i32 [ 3, %437 ], [ 0, %556 ]
  %568 = or i32 %442, %567
  %569 = icmp ult ptr %288, %284
  br i1 %569, label %577, label %570, !prof !77

570:                                              ; preds = %563
  %571 = lshr i32 %550, 3
  %572 = zext nneg i32 %571 to i64
  %573 = sub nsw i64 0, %572
  %574 = getelementptr inbounds i8, ptr %288, i64 %573
  store ptr %574, ptr %282, align 8, !tbaa !76
  %575 = and i32 %550, 7
  %576 = load i64, ptr %574, align 1, !tbaa !28
  store i64 %576, ptr %6, align 8, !tbaa !71
  br label %577

577:                                              ; preds = %563, %570
  %578 = phi ptr [ %574, %570 ], [ %288, %563 ]
  %579 = phi i32 [ %575, %570 ], [ %550, %563 ]
  %580 = phi i64 [ %576, %570 ], [ %303, %563 ]
  %581 = phi i32 [ 0, %570 ], [ 3, %563 ]
  %582 = or i32 %568, %581
  %583 = icmp ne i32 %582, 0
  %584 = icmp uge ptr %554, %12
  %585 = or i1 %584, %583
  br i1 %585, label %586, label %287, !llvm.loop !78

586:                                              ; preds = %577
  store i32 %579, ptr %281, align 8, !tbaa !75
  br label %587

587:                                              ; preds = %586, %269
  %588 = phi ptr [ %114, %269 ], [ %425, %586 ]
  %589 = phi i64 [ %189, %269 ], [ %438, %586 ]
  %590 = phi i32 [ %190, %269 ], [ %439, %586 ]
  %591 = phi i32 [ %115, %269 ], [ %426, %586 ]
  %592 = phi ptr [ %191, %269 ], [ %440, %586 ]
  %593 = phi i64 [ %264, %269 ], [ %564, %586 ]
  %594 = phi i32 [ %265, %269 ], [ %565, %586 ]
  %595 = phi i64 [ %116, %269 ], [ %427, %586 ]
  %596 = phi ptr [ %266, %269 ], [ %566, %586 ]
  %597 = phi ptr [ %34, %269 ], [ %554, %586 ]
  %598 = phi ptr [ %33, %269 ], [ %498, %586 ]
  %599 = phi ptr [ %32, %269 ], [ %415, %586 ]
  %600 = phi ptr [ %0, %269 ], [ %359, %586 ]
  %601 = icmp ugt ptr %600, %32
  %602 = icmp ugt ptr %599, %33
  %603 = select i1 %601, i1 true, i1 %602
  %604 = icmp ugt ptr %598, %34
  %605 = select i1 %603, i1 true, i1 %604
  br i1 %605, label %2181, label %606

606:                                              ; preds = %587
  %607 = ptrtoint ptr %32 to i64
  %608 = ptrtoint ptr %600 to i64
  %609 = sub i64 %607, %608
  %610 = icmp ugt i64 %609, 7
  br i1 %610, label %611, label %828

611:                                              ; preds = %606
  %612 = icmp ult i32 %37, 12
  %613 = icmp ugt i32 %591, 64
  br i1 %612, label %621, label %614

614:                                              ; preds = %611
  br i1 %613, label %857, label %615, !prof !59

615:                                              ; preds = %614
  %616 = ptrtoint ptr %26 to i64
  %617 = getelementptr inbounds i8, ptr %32, i64 -7
  %618 = sub nsw i32 0, %36
  %619 = and i32 %618, 63
  %620 = zext nneg i32 %619 to i64
  br label %735

621:                                              ; preds = %611
  br i1 %613, label %857, label %622, !prof !59

622:                                              ; preds = %621
  %623 = ptrtoint ptr %26 to i64
  %624 = getelementptr inbounds i8, ptr %32, i64 -9
  %625 = sub nsw i32 0, %36
  %626 = and i32 %625, 63
  %627 = zext nneg i32 %626 to i64
  br label %628

628:                                              ; preds = %622, %663
  %629 = phi ptr [ %600, %622 ], [ %733, %663 ]
  %630 = phi i64 [ %595, %622 ], [ %659, %663 ]
  %631 = phi i32 [ %591, %622 ], [ %729, %663 ]
  %632 = phi ptr [ %588, %622 ], [ %658, %663 ]
  %633 = icmp ult ptr %632, %44
  br i1 %633, label %637, label %634

634:                                              ; preds = %628
  %635 = lshr i32 %631, 3
  %636 = and i32 %631, 7
  br label %652

637:                                              ; preds = %628
  %638 = icmp eq ptr %632, %26
  br i1 %638, label %857, label %639

639:                                              ; preds = %637
  %640 = lshr i32 %631, 3
  %641 = zext nneg i32 %640 to i64
  %642 = sub nsw i64 0, %641
  %643 = getelementptr inbounds i8, ptr %632, i64 %642
  %644 = icmp ult ptr %643, %26
  %645 = ptrtoint ptr %632 to i64
  %646 = sub i64 %645, %623
  %647 = trunc i64 %646 to i32
  %648 = select i1 %644, i32 %647, i32 %640
  %649 = zext i1 %644 to i32
  %650 = shl i32 %648, 3
  %651 = sub i32 %631, %650
  br label %652

652:                                              ; preds = %639, %634
  %653 = phi i32 [ %648, %639 ], [ %635, %634 ]
  %654 = phi i32 [ %651, %639 ], [ %636, %634 ]
  %655 = phi i32 [ %649, %639 ], [ 0, %634 ]
  %656 = zext i32 %653 to i64
  %657 = sub nsw i64 0, %656
  %658 = getelementptr inbounds i8, ptr %632, i64 %657
  %659 = load i64, ptr %658, align 1, !tbaa !28
  %660 = icmp eq i32 %655, 0
  %661 = icmp ult ptr %629, %624
  %662 = and i1 %661, %660
  br i1 %662, label %663, label %857

663:                                              ; preds = %652
  %664 = and i32 %654, 63
  %665 = zext nneg i32 %664 to i64
  %666 = shl i64 %659, %665
  %667 = lshr i64 %666, %627
  %668 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %667
  %669 = load i16, ptr %668, align 2
  store i16 %669, ptr %629, align 1
  %670 = getelementptr inbounds i8, ptr %668, i64 2
  %671 = load i8, ptr %670, align 2, !tbaa !52
  %672 = zext i8 %671 to i32
  %673 = add i32 %654, %672
  %674 = getelementptr inbounds i8, ptr %668, i64 3
  %675 = load i8, ptr %674, align 1, !tbaa !55
  %676 = zext i8 %675 to i64
  %677 = getelementptr inbounds i8, ptr %629, i64 %676
  %678 = and i32 %673, 63
  %679 = zext nneg i32 %678 to i64
  %680 = shl i64 %659, %679
  %681 = lshr i64 %680, %627
  %682 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %681
  %683 = load i16, ptr %682, align 2
  store i16 %683, ptr %677, align 1
  %684 = getelementptr inbounds i8, ptr %682, i64 2
  %685 = load i8, ptr %684, align 2, !tbaa !52
  %686 = zext i8 %685 to i32
  %687 = add i32 %673, %686
  %688 = getelementptr inbounds i8, ptr %682, i64 3
  %689 = load i8, ptr %688, align 1, !tbaa !55
  %690 = zext i8 %689 to i64
  %691 = getelementptr inbounds i8, ptr %677, i64 %690
  %692 = and i32 %687, 63
  %693 = zext nneg i32 %692 to i64
  %694 = shl i64 %659, %693
  %695 = lshr i64 %694, %627
  %696 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %695
  %697 = load i16, ptr %696, align 2
  store i16 %697, ptr %691, align 1
  %698 = getelementptr inbounds i8, ptr %696, i64 2
  %699 = load i8, ptr %698, align 2, !tbaa !52
  %700 = zext i8 %699 to i32
  %701 = add i32 %687, %700
  %702 = getelementptr inbounds i8, ptr %696, i64 3
  %703 = load i8, ptr %702, align 1, !tbaa !55
  %704 = zext i8 %703 to i64
  %705 = getelementptr inbounds i8, ptr %691, i64 %704
  %706 = and i32 %701, 63
  %707 = zext nneg i32 %706 to i64
  %708 = shl i64 %659, %707
  %709 = lshr i64 %708, %627
  %710 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %709
  %711 = load i16, ptr %710, align 2
  store i16 %711, ptr %705, align 1
  %712 = getelementptr inbounds i8, ptr %710, i64 2
  %713 = load i8, ptr %712, align 2, !tbaa !52
  %714 = zext i8 %713 to i32
  %715 = add i32 %701, %714
  %716 = getelementptr inbounds i8, ptr %710, i64 3
  %717 = load i8, ptr %716, align 1, !tbaa !55
  %718 = zext i8 %717 to i64
  %719 = getelementptr inbounds i8, ptr %705, i64 %718
  %720 = and i32 %715, 63
  %721 = zext nneg i32 %720 to i64
  %722 = shl i64 %659, %721
  %723 = lshr i64 %722, %627
  %724 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %723
  %725 = load i16, ptr %724, align 2
  store i16 %725, ptr %719, align 1
  %726 = getelementptr inbounds i8, ptr %724, i64 2
  %727 = load i8, ptr %726, align 2, !tbaa !52
  %728 = zext i8 %727 to i32
  %729 = add i32 %715, %728
  %730 = getelementptr inbounds i8, ptr %724, i64 3
  %731 = load i8, ptr %730, align 1, !tbaa !55
  %732 = zext i8 %731 to i64
  %733 = getelementptr inbounds i8, ptr %719, i64 %732
  %734 = icmp ugt i32 %729, 64
  br i1 %734, label %857, label %628, !prof !56, !llvm.loop !57

735:                                              ; preds = %615, %770
  %736 = phi ptr [ %600, %615 ], [ %826, %770 ]
  %737 = phi i64 [ %595, %615 ], [ %766, %770 ]
  %738 = phi i32 [ %591, %615 ], [ %822, %770 ]
  %739 = phi ptr [ %588, %615 ], [ %765, %770 ]
  %740 = icmp ult ptr %739, %44
  br i1 %740, label %744, label %741

741:                                              ; preds = %735
  %742 = lshr i32 %738, 3
  %743 = and i32 %738, 7
  br label %759

744:                                              ; preds = %735
  %745 = icmp eq ptr %739, %26
  br i1 %745, label %857, label %746

746:                                              ; preds = %744
  %747 = lshr i32 %738, 3
  %748 = zext nneg i32 %747 to i64
  %749 = sub nsw i64 0, %748
  %750 = getelementptr inbounds i8, ptr %739, i64 %749
  %751 = icmp ult ptr %750, %26
  %752 = ptrtoint ptr %739 to i64
  %753 = sub i64 %752, %616
  %754 = trunc i64 %753 to i32
  %755 = select i1 %751, i32 %754, i32 %747
  %756 = zext i1 %751 to i32
  %757 = shl i32 %755, 3
  %758 = sub i32 %738, %757
  br label %759

759:                                              ; preds = %746, %741
  %760 = phi i32 [ %755, %746 ], [ %742, %741 ]
  %761 = phi i32 [ %758, %746 ], [ %743, %741 ]
  %762 = phi i32 [ %756, %746 ], [ 0, %741 ]
  %763 = zext i32 %760 to i64
  %764 = sub nsw i64 0, %763
  %765 = getelementptr inbounds i8, ptr %739, i64 %764
  %766 = load i64, ptr %765, align 1, !tbaa !28
  %767 = icmp eq i32 %762, 0
  %768 = icmp ult ptr %736, %617
  %769 = and i1 %768, %767
  br i1 %769, label %770, label %857

770:                                              ; preds = %759
  %771 = and i32 %761, 63
  %772 = zext nneg i32 %771 to i64
  %773 = shl i64 %766, %772
  %774 = lshr i64 %773, %620
  %775 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %774
  %776 = load i16, ptr %775, align 2
  store i16 %776, ptr %736, align 1
  %777 = getelementptr inbounds i8, ptr %775, i64 2
  %778 = load i8, ptr %777, align 2, !tbaa !52
  %779 = zext i8 %778 to i32
  %780 = add i32 %761, %779
  %781 = getelementptr inbounds i8, ptr %775, i64 3
  %782 = load i8, ptr %781, align 1, !tbaa !55
  %783 = zext i8 %782 to i64
  %784 = getelementptr inbounds i8, ptr %736, i64 %783
  %785 = and i32 %780, 63
  %786 = zext nneg i32 %785 to i64
  %787 = shl i64 %766, %786
  %788 = lshr i64 %787, %620
  %789 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %788
  %790 = load i16, ptr %789, align 2
  store i16 %790, ptr %784, align 1
  %791 = getelementptr inbounds i8, ptr %789, i64 2
  %792 = load i8, ptr %791, align 2, !tbaa !52
  %793 = zext i8 %792 to i32
  %794 = add i32 %780, %793
  %795 = getelementptr inbounds i8, ptr %789, i64 3
  %796 = load i8, ptr %795, align 1, !tbaa !55
  %797 = zext i8 %796 to i64
  %798 = getelementptr inbounds i8, ptr %784, i64 %797
  %799 = and i32 %794, 63
  %800 = zext nneg i32 %799 to i64
  %801 = shl i64 %766, %800
  %802 = lshr i64 %801, %620
  %803 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %802
  %804 = load i16, ptr %803, align 2
  store i16 %804, ptr %798, align 1
  %805 = getelementptr inbounds i8, ptr %803, i64 2
  %806 = load i8, ptr %805, align 2, !tbaa !52
  %807 = zext i8 %806 to i32
  %808 = add i32 %794, %807
  %809 = getelementptr inbounds i8, ptr %803, i64 3
  %810 = load i8, ptr %809, align 1, !tbaa !55
  %811 = zext i8 %810 to i64
  %812 = getelementptr inbounds i8, ptr %798, i64 %811
  %813 = and i32 %808, 63
  %814 = zext nneg i32 %813 to i64
  %815 = shl i64 %766, %814
  %816 = lshr i64 %815, %620
  %817 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %816
  %818 = load i16, ptr %817, align 2
  store i16 %818, ptr %812, align 1
  %819 = getelementptr inbounds i8, ptr %817, i64 2
  %820 = load i8, ptr %819, align 2, !tbaa !52
  %821 = zext i8 %820 to i32
  %822 = add i32 %808, %821
  %823 = getelementptr inbounds i8, ptr %817, i64 3
  %824 = load i8, ptr %823, align 1, !tbaa !55
  %825 = zext i8 %824 to i64
  %826 = getelementptr inbounds i8, ptr %812, i64 %825
  %827 = icmp ugt i32 %822, 64
  br i1 %827, label %857, label %735, !prof !56, !llvm.loop !58

828:                                              ; preds = %606
  %829 = icmp ugt i32 %591, 64
  br i1 %829, label %857, label %830, !prof !77

830:                                              ; preds = %828
  %831 = icmp ult ptr %588, %44
  br i1 %831, label %835, label %832

832:                                              ; preds = %830
  %833 = lshr i32 %591, 3
  %834 = and i32 %591, 7
  br label %850

835:                                              ; preds = %830
  %836 = icmp eq ptr %588, %26
  br i1 %836, label %857, label %837

837:                                              ; preds = %835
  %838 = lshr i32 %591, 3
  %839 = zext nneg i32 %838 to i64
  %840 = sub nsw i64 0, %839
  %841 = getelementptr inbounds i8, ptr %588, i64 %840
  %842 = icmp ult ptr %841, %26
  %843 = ptrtoint ptr %588 to i64
  %844 = ptrtoint ptr %26 to i64
  %845 = sub i64 %843, %844
  %846 = trunc i64 %845 to i32
  %847 = select i1 %842, i32 %846, i32 %838
  %848 = shl i32 %847, 3
  %849 = sub i32 %591, %848
  br label %850

850:                                              ; preds = %837, %832
  %851 = phi i32 [ %833, %832 ], [ %847, %837 ]
  %852 = phi i32 [ %834, %832 ], [ %849, %837 ]
  %853 = zext i32 %851 to i64
  %854 = sub nsw i64 0, %853
  %855 = getelementptr inbounds i8, ptr %588, i64 %854
  %856 = load i64, ptr %855, align 1, !tbaa !28
  br label %857

857:                                              ; preds = %759, %770, %744, %652, %663, %637, %850, %614, %621, %835, %828
  %858 = phi ptr [ @BIT_reloadDStream.zeroFilled, %828 ], [ %26, %835 ], [ @BIT_reloadDStream.zeroFilled, %621 ], [ @BIT_reloadDStream.zeroFilled, %614 ], [ %855, %850 ], [ %658, %652 ], [ @BIT_reloadDStream.zeroFilled, %663 ], [ %26, %637 ], [ %765, %759 ], [ @BIT_reloadDStream.zeroFilled, %770 ], [ %26, %744 ]
  %859 = phi i32 [ %591, %828 ], [ %591, %835 ], [ %591, %621 ], [ %591, %614 ], [ %852, %850 ], [ %654, %652 ], [ %729, %663 ], [ %631, %637 ], [ %761, %759 ], [ %822, %770 ], [ %738, %744 ]
  %860 = phi i64 [ %595, %828 ], [ %595, %835 ], [ %595, %621 ], [ %595, %614 ], [ %856, %850 ], [ %659, %652 ], [ %659, %663 ], [ %630, %637 ], [ %766, %759 ], [ %766, %770 ], [ %737, %744 ]
  %861 = phi ptr [ %600, %828 ], [ %600, %835 ], [ %600, %621 ], [ %600, %614 ], [ %600, %850 ], [ %629, %652 ], [ %733, %663 ], [ %629, %637 ], [ %736, %759 ], [ %826, %770 ], [ %736, %744 ]
  %862 = ptrtoint ptr %861 to i64
  %863 = sub i64 %607, %862
  %864 = icmp ugt i64 %863, 1
  br i1 %864, label %865, label %947

865:                                              ; preds = %857
  %866 = getelementptr inbounds i8, ptr %32, i64 -2
  %867 = ptrtoint ptr %26 to i64
  %868 = sub nsw i32 0, %36
  %869 = and i32 %868, 63
  %870 = zext nneg i32 %869 to i64
  %871 = icmp ugt i32 %859, 64
  br i1 %871, label %907, label %872, !prof !59

872:                                              ; preds = %865, %913
  %873 = phi ptr [ %927, %913 ], [ %861, %865 ]
  %874 = phi i64 [ %903, %913 ], [ %860, %865 ]
  %875 = phi i32 [ %923, %913 ], [ %859, %865 ]
  %876 = phi ptr [ %902, %913 ], [ %858, %865 ]
  %877 = icmp ult ptr %876, %44
  br i1 %877, label %881, label %878

878:                                              ; preds = %872
  %879 = lshr i32 %875, 3
  %880 = and i32 %875, 7
  br label %896

881:                                              ; preds = %872
  %882 = icmp eq ptr %876, %26
  br i1 %882, label %907, label %883

883:                                              ; preds = %881
  %884 = lshr i32 %875, 3
  %885 = zext nneg i32 %884 to i64
  %886 = sub nsw i64 0, %885
  %887 = getelementptr inbounds i8, ptr %876, i64 %886
  %888 = icmp ult ptr %887, %26
  %889 = ptrtoint ptr %876 to i64
  %890 = sub i64 %889, %867
  %891 = trunc i64 %890 to i32
  %892 = select i1 %888, i32 %891, i32 %884
  %893 = zext i1 %888 to i32
  %894 = shl i32 %892, 3
  %895 = sub i32 %875, %894
  br label %896

896:                                              ; preds = %883, %878
  %897 = phi i32 [ %892, %883 ], [ %879, %878 ]
  %898 = phi i32 [ %895, %883 ], [ %880, %878 ]
  %899 = phi i32 [ %893, %883 ], [ 0, %878 ]
  %900 = zext i32 %897 to i64
  %901 = sub nsw i64 0, %900
  %902 = getelementptr inbounds i8, ptr %876, i64 %901
  %903 = load i64, ptr %902, align 1, !tbaa !28
  %904 = icmp eq i32 %899, 0
  %905 = icmp ule ptr %873, %866
  %906 = and i1 %905, %904
  br i1 %906, label %913, label %907

907:                                              ; preds = %896, %913, %881, %865
  %908 = phi ptr [ %861, %865 ], [ %873, %896 ], [ %927, %913 ], [ %873, %881 ]
  %909 = phi i64 [ %860, %865 ], [ %903, %896 ], [ %903, %913 ], [ %874, %881 ]
  %910 = phi i32 [ %859, %865 ], [ %898, %896 ], [ %923, %913 ], [ %875, %881 ]
  %911 = phi ptr [ @BIT_reloadDStream.zeroFilled, %865 ], [ %902, %896 ], [ @BIT_reloadDStream.zeroFilled, %913 ], [ %876, %881 ]
  %912 = icmp ugt ptr %908, %866
  br i1 %912, label %947, label %929

913:                                              ; preds = %896
  %914 = and i32 %898, 63
  %915 = zext nneg i32 %914 to i64
  %916 = shl i64 %903, %915
  %917 = lshr i64 %916, %870
  %918 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %917
  %919 = load i16, ptr %918, align 2
  store i16 %919, ptr %873, align 1
  %920 = getelementptr inbounds i8, ptr %918, i64 2
  %921 = load i8, ptr %920, align 2, !tbaa !52
  %922 = zext i8 %921 to i32
  %923 = add i32 %898, %922
  %924 = getelementptr inbounds i8, ptr %918, i64 3
  %925 = load i8, ptr %924, align 1, !tbaa !55
  %926 = zext i8 %925 to i64
  %927 = getelementptr inbounds i8, ptr %873, i64 %926
  %928 = icmp ugt i32 %923, 64
  br i1 %928, label %907, label %872, !prof !56, !llvm.loop !60

929:                                              ; preds = %907, %929
  %930 = phi ptr [ %945, %929 ], [ %908, %907 ]
  %931 = phi i32 [ %941, %929 ], [ %910, %907 ]
  %932 = and i32 %931, 63
  %933 = zext nneg i32 %932 to i64
  %934 = shl i64 %909, %933
  %935 = lshr i64 %934, %870
  %936 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %935
  %937 = load i16, ptr %936, align 2
  store i16 %937, ptr %930, align 1
  %938 = getelementptr inbounds i8, ptr %936, i64 2
  %939 = load i8, ptr %938, align 2, !tbaa !52
  %940 = zext i8 %939 to i32
  %941 = add i32 %931, %940
  %942 = getelementptr inbounds i8, ptr %936, i64 3
  %943 = load i8, ptr %942, align 1, !tbaa !55
  %944 = zext i8 %943 to i64
  %945 = getelementptr inbounds i8, ptr %930, i64 %944
  %946 = icmp ugt ptr %945, %866
  br i1 %946, label %947, label %929, !llvm.loop !61

947:                                              ; preds = %929, %907, %857
  %948 = phi ptr [ %858, %857 ], [ %911, %907 ], [ %911, %929 ]
  %949 = phi i32 [ %859, %857 ], [ %910, %907 ], [ %941, %929 ]
  %950 = phi i64 [ %860, %857 ], [ %909, %907 ], [ %909, %929 ]
  %951 = phi ptr [ %861, %857 ], [ %908, %907 ], [ %945, %929 ]
  %952 = icmp ult ptr %951, %32
  br i1 %952, label %953, label %979

953:                                              ; preds = %947
  %954 = and i32 %949, 63
  %955 = zext nneg i32 %954 to i64
  %956 = shl i64 %950, %955
  %957 = sub nsw i32 0, %36
  %958 = and i32 %957, 63
  %959 = zext nneg i32 %958 to i64
  %960 = lshr i64 %956, %959
  %961 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %960
  %962 = load i8, ptr %961, align 2
  store i8 %962, ptr %951, align 1
  %963 = getelementptr inbounds i8, ptr %961, i64 3
  %964 = load i8, ptr %963, align 1, !tbaa !55
  %965 = icmp eq i8 %964, 1
  br i1 %965, label %966, label %971

966:                                              ; preds = %953
  %967 = getelementptr inbounds i8, ptr %961, i64 2
  %968 = load i8, ptr %967, align 2, !tbaa !52
  %969 = zext i8 %968 to i32
  %970 = add i32 %949, %969
  br label %979

971:                                              ; preds = %953
  %972 = icmp ult i32 %949, 64
  br i1 %972, label %973, label %979

973:                                              ; preds = %971
  %974 = getelementptr inbounds i8, ptr %961, i64 2
  %975 = load i8, ptr %974, align 2, !tbaa !52
  %976 = zext i8 %975 to i32
  %977 = add nuw nsw i32 %949, %976
  %978 = tail call i32 @llvm.umin.i32(i32 %977, i32 64)
  br label %979

979:                                              ; preds = %966, %971, %973, %947
  %980 = phi i32 [ %949, %947 ], [ %970, %966 ], [ %949, %971 ], [ %978, %973 ]
  %981 = ptrtoint ptr %33 to i64
  %982 = ptrtoint ptr %599 to i64
  %983 = sub i64 %981, %982
  %984 = icmp ugt i64 %983, 7
  br i1 %984, label %985, label %1202

985:                                              ; preds = %979
  %986 = icmp ult i32 %37, 12
  %987 = icmp ugt i32 %590, 64
  br i1 %986, label %995, label %988

988:                                              ; preds = %985
  br i1 %987, label %1231, label %989, !prof !59

989:                                              ; preds = %988
  %990 = ptrtoint ptr %27 to i64
  %991 = getelementptr inbounds i8, ptr %33, i64 -7
  %992 = sub nsw i32 0, %36
  %993 = and i32 %992, 63
  %994 = zext nneg i32 %993 to i64
  br label %1109

995:                                              ; preds = %985
  br i1 %987, label %1231, label %996, !prof !59

996:                                              ; preds = %995
  %997 = ptrtoint ptr %27 to i64
  %998 = getelementptr inbounds i8, ptr %33, i64 -9
  %999 = sub nsw i32 0, %36
  %1000 = and i32 %999, 63
  %1001 = zext nneg i32 %1000 to i64
  br label %1002

1002:                                             ; preds = %996, %1037
  %1003 = phi ptr [ %599, %996 ], [ %1107, %1037 ]
  %1004 = phi ptr [ %592, %996 ], [ %1032, %1037 ]
  %1005 = phi i32 [ %590, %996 ], [ %1103, %1037 ]
  %1006 = phi i64 [ %589, %996 ], [ %1033, %1037 ]
  %1007 = icmp ult ptr %1004, %119
  br i1 %1007, label %1011, label %1008

1008:                                             ; preds = %1002
  %1009 = lshr i32 %1005, 3
  %1010 = and i32 %1005, 7
  br label %1026

1011:                                             ; preds = %1002
  %1012 = icmp eq ptr %1004, %27
  br i1 %1012, label %1231, label %1013

1013:                                             ; preds = %1011
  %1014 = lshr i32 %1005, 3
  %1015 = zext nneg i32 %1014 to i64
  %1016 = sub nsw i64 0, %1015
  %1017 = getelementptr inbounds i8, ptr %1004, i64 %1016
  %1018 = icmp ult ptr %1017, %27
  %1019 = ptrtoint ptr %1004 to i64
  %1020 = sub i64 %1019, %997
  %1021 = trunc i64 %1020 to i32
  %1022 = select i1 %1018, i32 %1021, i32 %1014
  %1023 = zext i1 %1018 to i32
  %1024 = shl i32 %1022, 3
  %1025 = sub i32 %1005, %1024
  br label %1026

1026:                                             ; preds = %1013, %1008
  %1027 = phi i32 [ %1025, %1013 ], [ %1010, %1008 ]
  %1028 = phi i32 [ %1022, %1013 ], [ %1009, %1008 ]
  %1029 = phi i32 [ %1023, %1013 ], [ 0, %1008 ]
  %1030 = zext i32 %1028 to i64
  %1031 = sub nsw i64 0, %1030
  %1032 = getelementptr inbounds i8, ptr %1004, i64 %1031
  %1033 = load i64, ptr %1032, align 1, !tbaa !28
  %1034 = icmp eq i32 %1029, 0
  %1035 = icmp ult ptr %1003, %998
  %1036 = and i1 %1035, %1034
  br i1 %1036, label %1037, label %1231

1037:                                             ; preds = %1026
  %1038 = and i32 %1027, 63
  %1039 = zext nneg i32 %1038 to i64
  %1040 = shl i64 %1033, %1039
  %1041 = lshr i64 %1040, %1001
  %1042 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1041
  %1043 = load i16, ptr %1042, align 2
  store i16 %1043, ptr %1003, align 1
  %1044 = getelementptr inbounds i8, ptr %1042, i64 2
  %1045 = load i8, ptr %1044, align 2, !tbaa !52
  %1046 = zext i8 %1045 to i32
  %1047 = add i32 %1027, %1046
  %1048 = getelementptr inbounds i8, ptr %1042, i64 3
  %1049 = load i8, ptr %1048, align 1, !tbaa !55
  %1050 = zext i8 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1003, i64 %1050
  %1052 = and i32 %1047, 63
  %1053 = zext nneg i32 %1052 to i64
  %1054 = shl i64 %1033, %1053
  %1055 = lshr i64 %1054, %1001
  %1056 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1055
  %1057 = load i16, ptr %1056, align 2
  store i16 %1057, ptr %1051, align 1
  %1058 = getelementptr inbounds i8, ptr %1056, i64 2
  %1059 = load i8, ptr %1058, align 2, !tbaa !52
  %1060 = zext i8 %1059 to i32
  %1061 = add i32 %1047, %1060
  %1062 = getelementptr inbounds i8, ptr %1056, i64 3
  %1063 = load i8, ptr %1062, align 1, !tbaa !55
  %1064 = zext i8 %1063 to i64
  %1065 = getelementptr inbounds i8, ptr %1051, i64 %1064
  %1066 = and i32 %1061, 63
  %1067 = zext nneg i32 %1066 to i64
  %1068 = shl i64 %1033, %1067
  %1069 = lshr i64 %1068, %1001
  %1070 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1069
  %1071 = load i16, ptr %1070, align 2
  store i16 %1071, ptr %1065, align 1
  %1072 = getelementptr inbounds i8, ptr %1070, i64 2
  %1073 = load i8, ptr %1072, align 2, !tbaa !52
  %1074 = zext i8 %1073 to i32
  %1075 = add i32 %1061, %1074
  %1076 = getelementptr inbounds i8, ptr %1070, i64 3
  %1077 = load i8, ptr %1076, align 1, !tbaa !55
  %1078 = zext i8 %1077 to i64
  %1079 = getelementptr inbounds i8, ptr %1065, i64 %1078
  %1080 = and i32 %1075, 63
  %1081 = zext nneg i32 %1080 to i64
  %1082 = shl i64 %1033, %1081
  %1083 = lshr i64 %1082, %1001
  %1084 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1083
  %1085 = load i16, ptr %1084, align 2
  store i16 %1085, ptr %1079, align 1
  %1086 = getelementptr inbounds i8, ptr %1084, i64 2
  %1087 = load i8, ptr %1086, align 2, !tbaa !52
  %1088 = zext i8 %1087 to i32
  %1089 = add i32 %1075, %1088
  %1090 = getelementptr inbounds i8, ptr %1084, i64 3
  %1091 = load i8, ptr %1090, align 1, !tbaa !55
  %1092 = zext i8 %1091 to i64
  %1093 = getelementptr inbounds i8, ptr %1079, i64 %1092
  %1094 = and i32 %1089, 63
  %1095 = zext nneg i32 %1094 to i64
  %1096 = shl i64 %1033, %1095
  %1097 = lshr i64 %1096, %1001
  %1098 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1097
  %1099 = load i16, ptr %1098, align 2
  store i16 %1099, ptr %1093, align 1
  %1100 = getelementptr inbounds i8, ptr %1098, i64 2
  %1101 = load i8, ptr %1100, align 2, !tbaa !52
  %1102 = zext i8 %1101 to i32
  %1103 = add i32 %1089, %1102
  %1104 = getelementptr inbounds i8, ptr %1098, i64 3
  %1105 = load i8, ptr %1104, align 1, !tbaa !55
  %1106 = zext i8 %1105 to i64
  %1107 = getelementptr inbounds i8, ptr %1093, i64 %1106
  %1108 = icmp ugt i32 %1103, 64
  br i1 %1108, label %1231, label %1002, !prof !56, !llvm.loop !57

1109:                                             ; preds = %989, %1144
  %1110 = phi ptr [ %599, %989 ], [ %1200, %1144 ]
  %1111 = phi ptr [ %592, %989 ], [ %1139, %1144 ]
  %1112 = phi i32 [ %590, %989 ], [ %1196, %1144 ]
  %1113 = phi i64 [ %589, %989 ], [ %1140, %1144 ]
  %1114 = icmp ult ptr %1111, %119
  br i1 %1114, label %1118, label %1115

1115:                                             ; preds = %1109
  %1116 = lshr i32 %1112, 3
  %1117 = and i32 %1112, 7
  br label %1133

1118:                                             ; preds = %1109
  %1119 = icmp eq ptr %1111, %27
  br i1 %1119, label %1231, label %1120

1120:                                             ; preds = %1118
  %1121 = lshr i32 %1112, 3
  %1122 = zext nneg i32 %1121 to i64
  %1123 = sub nsw i64 0, %1122
  %1124 = getelementptr inbounds i8, ptr %1111, i64 %1123
  %1125 = icmp ult ptr %1124, %27
  %1126 = ptrtoint ptr %1111 to i64
  %1127 = sub i64 %1126, %990
  %1128 = trunc i64 %1127 to i32
  %1129 = select i1 %1125, i32 %1128, i32 %1121
  %1130 = zext i1 %1125 to i32
  %1131 = shl i32 %1129, 3
  %1132 = sub i32 %1112, %1131
  br label %1133

1133:                                             ; preds = %1120, %1115
  %1134 = phi i32 [ %1132, %1120 ], [ %1117, %1115 ]
  %1135 = phi i32 [ %1129, %1120 ], [ %1116, %1115 ]
  %1136 = phi i32 [ %1130, %1120 ], [ 0, %1115 ]
  %1137 = zext i32 %1135 to i64
  %1138 = sub nsw i64 0, %1137
  %1139 = getelementptr inbounds i8, ptr %1111, i64 %1138
  %1140 = load i64, ptr %1139, align 1, !tbaa !28
  %1141 = icmp eq i32 %1136, 0
  %1142 = icmp ult ptr %1110, %991
  %1143 = and i1 %1142, %1141
  br i1 %1143, label %1144, label %1231

1144:                                             ; preds = %1133
  %1145 = and i32 %1134, 63
  %1146 = zext nneg i32 %1145 to i64
  %1147 = shl i64 %1140, %1146
  %1148 = lshr i64 %1147, %994
  %1149 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1148
  %1150 = load i16, ptr %1149, align 2
  store i16 %1150, ptr %1110, align 1
  %1151 = getelementptr inbounds i8, ptr %1149, i64 2
  %1152 = load i8, ptr %1151, align 2, !tbaa !52
  %1153 = zext i8 %1152 to i32
  %1154 = add i32 %1134, %1153
  %1155 = getelementptr inbounds i8, ptr %1149, i64 3
  %1156 = load i8, ptr %1155, align 1, !tbaa !55
  %1157 = zext i8 %1156 to i64
  %1158 = getelementptr inbounds i8, ptr %1110, i64 %1157
  %1159 = and i32 %1154, 63
  %1160 = zext nneg i32 %1159 to i64
  %1161 = shl i64 %1140, %1160
  %1162 = lshr i64 %1161, %994
  %1163 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1162
  %1164 = load i16, ptr %1163, align 2
  store i16 %1164, ptr %1158, align 1
  %1165 = getelementptr inbounds i8, ptr %1163, i64 2
  %1166 = load i8, ptr %1165, align 2, !tbaa !52
  %1167 = zext i8 %1166 to i32
  %1168 = add i32 %1154, %1167
  %1169 = getelementptr inbounds i8, ptr %1163, i64 3
  %1170 = load i8, ptr %1169, align 1, !tbaa !55
  %1171 = zext i8 %1170 to i64
  %1172 = getelementptr inbounds i8, ptr %1158, i64 %1171
  %1173 = and i32 %1168, 63
  %1174 = zext nneg i32 %1173 to i64
  %1175 = shl i64 %1140, %1174
  %1176 = lshr i64 %1175, %994
  %1177 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1176
  %1178 = load i16, ptr %1177, align 2
  store i16 %1178, ptr %1172, align 1
  %1179 = getelementptr inbounds i8, ptr %1177, i64 2
  %1180 = load i8, ptr %1179, align 2, !tbaa !52
  %1181 = zext i8 %1180 to i32
  %1182 = add i32 %1168, %1181
  %1183 = getelementptr inbounds i8, ptr %1177, i64 3
  %1184 = load i8, ptr %1183, align 1, !tbaa !55
  %1185 = zext i8 %1184 to i64
  %1186 = getelementptr inbounds i8, ptr %1172, i64 %1185
  %1187 = and i32 %1182, 63
  %1188 = zext nneg i32 %1187 to i64
  %1189 = shl i64 %1140, %1188
  %1190 = lshr i64 %1189, %994
  %1191 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1190
  %1192 = load i16, ptr %1191, align 2
  store i16 %1192, ptr %1186, align 1
  %1193 = getelementptr inbounds i8, ptr %1191, i64 2
  %1194 = load i8, ptr %1193, align 2, !tbaa !52
  %1195 = zext i8 %1194 to i32
  %1196 = add i32 %1182, %1195
  %1197 = getelementptr inbounds i8, ptr %1191, i64 3
  %1198 = load i8, ptr %1197, align 1, !tbaa !55
  %1199 = zext i8 %1198 to i64
  %1200 = getelementptr inbounds i8, ptr %1186, i64 %1199
  %1201 = icmp ugt i32 %1196, 64
  br i1 %1201, label %1231, label %1109, !prof !56, !llvm.loop !58

1202:                                             ; preds = %979
  %1203 = icmp ugt i32 %590, 64
  br i1 %1203, label %1231, label %1204, !prof !77

1204:                                             ; preds = %1202
  %1205 = icmp ult ptr %592, %119
  br i1 %1205, label %1209, label %1206

1206:                                             ; preds = %1204
  %1207 = lshr i32 %590, 3
  %1208 = and i32 %590, 7
  br label %1224

1209:                                             ; preds = %1204
  %1210 = icmp eq ptr %592, %27
  br i1 %1210, label %1231, label %1211

1211:                                             ; preds = %1209
  %1212 = lshr i32 %590, 3
  %1213 = zext nneg i32 %1212 to i64
  %1214 = sub nsw i64 0, %1213
  %1215 = getelementptr inbounds i8, ptr %592, i64 %1214
  %1216 = icmp ult ptr %1215, %27
  %1217 = ptrtoint ptr %592 to i64
  %1218 = ptrtoint ptr %27 to i64
  %1219 = sub i64 %1217, %1218
  %1220 = trunc i64 %1219 to i32
  %1221 = select i1 %1216, i32 %1220, i32 %1212
  %1222 = shl i32 %1221, 3
  %1223 = sub i32 %590, %1222
  br label %1224

1224:                                             ; preds = %1211, %1206
  %1225 = phi i32 [ %1207, %1206 ], [ %1221, %1211 ]
  %1226 = phi i32 [ %1208, %1206 ], [ %1223, %1211 ]
  %1227 = zext i32 %1225 to i64
  %1228 = sub nsw i64 0, %1227
  %1229 = getelementptr inbounds i8, ptr %592, i64 %1228
  %1230 = load i64, ptr %1229, align 1, !tbaa !28
  br label %1231

1231:                                             ; preds = %1133, %1144, %1118, %1026, %1037, %1011, %1224, %988, %995, %1209, %1202
  %1232 = phi i64 [ %589, %1202 ], [ %589, %1209 ], [ %589, %995 ], [ %589, %988 ], [ %1230, %1224 ], [ %1033, %1026 ], [ %1033, %1037 ], [ %1006, %1011 ], [ %1140, %1133 ], [ %1140, %1144 ], [ %1113, %1118 ]
  %1233 = phi i32 [ %590, %1202 ], [ %590, %1209 ], [ %590, %995 ], [ %590, %988 ], [ %1226, %1224 ], [ %1027, %1026 ], [ %1103, %1037 ], [ %1005, %1011 ], [ %1134, %1133 ], [ %1196, %1144 ], [ %1112, %1118 ]
  %1234 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1202 ], [ %27, %1209 ], [ @BIT_reloadDStream.zeroFilled, %995 ], [ @BIT_reloadDStream.zeroFilled, %988 ], [ %1229, %1224 ], [ %1032, %1026 ], [ @BIT_reloadDStream.zeroFilled, %1037 ], [ %27, %1011 ], [ %1139, %1133 ], [ @BIT_reloadDStream.zeroFilled, %1144 ], [ %27, %1118 ]
  %1235 = phi ptr [ %599, %1202 ], [ %599, %1209 ], [ %599, %995 ], [ %599, %988 ], [ %599, %1224 ], [ %1003, %1026 ], [ %1107, %1037 ], [ %1003, %1011 ], [ %1110, %1133 ], [ %1200, %1144 ], [ %1110, %1118 ]
  %1236 = ptrtoint ptr %1235 to i64
  %1237 = sub i64 %981, %1236
  %1238 = icmp ugt i64 %1237, 1
  br i1 %1238, label %1239, label %1321

1239:                                             ; preds = %1231
  %1240 = getelementptr inbounds i8, ptr %33, i64 -2
  %1241 = ptrtoint ptr %27 to i64
  %1242 = sub nsw i32 0, %36
  %1243 = and i32 %1242, 63
  %1244 = zext nneg i32 %1243 to i64
  %1245 = icmp ugt i32 %1233, 64
  br i1 %1245, label %1281, label %1246, !prof !59

1246:                                             ; preds = %1239, %1287
  %1247 = phi ptr [ %1301, %1287 ], [ %1235, %1239 ]
  %1248 = phi ptr [ %1276, %1287 ], [ %1234, %1239 ]
  %1249 = phi i32 [ %1297, %1287 ], [ %1233, %1239 ]
  %1250 = phi i64 [ %1277, %1287 ], [ %1232, %1239 ]
  %1251 = icmp ult ptr %1248, %119
  br i1 %1251, label %1255, label %1252

1252:                                             ; preds = %1246
  %1253 = lshr i32 %1249, 3
  %1254 = and i32 %1249, 7
  br label %1270

1255:                                             ; preds = %1246
  %1256 = icmp eq ptr %1248, %27
  br i1 %1256, label %1281, label %1257

1257:                                             ; preds = %1255
  %1258 = lshr i32 %1249, 3
  %1259 = zext nneg i32 %1258 to i64
  %1260 = sub nsw i64 0, %1259
  %1261 = getelementptr inbounds i8, ptr %1248, i64 %1260
  %1262 = icmp ult ptr %1261, %27
  %1263 = ptrtoint ptr %1248 to i64
  %1264 = sub i64 %1263, %1241
  %1265 = trunc i64 %1264 to i32
  %1266 = select i1 %1262, i32 %1265, i32 %1258
  %1267 = zext i1 %1262 to i32
  %1268 = shl i32 %1266, 3
  %1269 = sub i32 %1249, %1268
  br label %1270

1270:                                             ; preds = %1257, %1252
  %1271 = phi i32 [ %1266, %1257 ], [ %1253, %1252 ]
  %1272 = phi i32 [ %1269, %1257 ], [ %1254, %1252 ]
  %1273 = phi i32 [ %1267, %1257 ], [ 0, %1252 ]
  %1274 = zext i32 %1271 to i64
  %1275 = sub nsw i64 0, %1274
  %1276 = getelementptr inbounds i8, ptr %1248, i64 %1275
  %1277 = load i64, ptr %1276, align 1, !tbaa !28
  %1278 = icmp eq i32 %1273, 0
  %1279 = icmp ule ptr %1247, %1240
  %1280 = and i1 %1279, %1278
  br i1 %1280, label %1287, label %1281

1281:                                             ; preds = %1270, %1287, %1255, %1239
  %1282 = phi ptr [ %1235, %1239 ], [ %1247, %1270 ], [ %1301, %1287 ], [ %1247, %1255 ]
  %1283 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1239 ], [ %1276, %1270 ], [ @BIT_reloadDStream.zeroFilled, %1287 ], [ %1248, %1255 ]
  %1284 = phi i32 [ %1233, %1239 ], [ %1272, %1270 ], [ %1297, %1287 ], [ %1249, %1255 ]
  %1285 = phi i64 [ %1232, %1239 ], [ %1277, %1270 ], [ %1277, %1287 ], [ %1250, %1255 ]
  %1286 = icmp ugt ptr %1282, %1240
  br i1 %1286, label %1321, label %1303

1287:                                             ; preds = %1270
  %1288 = and i32 %1272, 63
  %1289 = zext nneg i32 %1288 to i64
  %1290 = shl i64 %1277, %1289
  %1291 = lshr i64 %1290, %1244
  %1292 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1291
  %1293 = load i16, ptr %1292, align 2
  store i16 %1293, ptr %1247, align 1
  %1294 = getelementptr inbounds i8, ptr %1292, i64 2
  %1295 = load i8, ptr %1294, align 2, !tbaa !52
  %1296 = zext i8 %1295 to i32
  %1297 = add i32 %1272, %1296
  %1298 = getelementptr inbounds i8, ptr %1292, i64 3
  %1299 = load i8, ptr %1298, align 1, !tbaa !55
  %1300 = zext i8 %1299 to i64
  %1301 = getelementptr inbounds i8, ptr %1247, i64 %1300
  %1302 = icmp ugt i32 %1297, 64
  br i1 %1302, label %1281, label %1246, !prof !56, !llvm.loop !60

1303:                                             ; preds = %1281, %1303
  %1304 = phi ptr [ %1319, %1303 ], [ %1282, %1281 ]
  %1305 = phi i32 [ %1315, %1303 ], [ %1284, %1281 ]
  %1306 = and i32 %1305, 63
  %1307 = zext nneg i32 %1306 to i64
  %1308 = shl i64 %1285, %1307
  %1309 = lshr i64 %1308, %1244
  %1310 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1309
  %1311 = load i16, ptr %1310, align 2
  store i16 %1311, ptr %1304, align 1
  %1312 = getelementptr inbounds i8, ptr %1310, i64 2
  %1313 = load i8, ptr %1312, align 2, !tbaa !52
  %1314 = zext i8 %1313 to i32
  %1315 = add i32 %1305, %1314
  %1316 = getelementptr inbounds i8, ptr %1310, i64 3
  %1317 = load i8, ptr %1316, align 1, !tbaa !55
  %1318 = zext i8 %1317 to i64
  %1319 = getelementptr inbounds i8, ptr %1304, i64 %1318
  %1320 = icmp ugt ptr %1319, %1240
  br i1 %1320, label %1321, label %1303, !llvm.loop !61

1321:                                             ; preds = %1303, %1281, %1231
  %1322 = phi i64 [ %1232, %1231 ], [ %1285, %1281 ], [ %1285, %1303 ]
  %1323 = phi i32 [ %1233, %1231 ], [ %1284, %1281 ], [ %1315, %1303 ]
  %1324 = phi ptr [ %1234, %1231 ], [ %1283, %1281 ], [ %1283, %1303 ]
  %1325 = phi ptr [ %1235, %1231 ], [ %1282, %1281 ], [ %1319, %1303 ]
  %1326 = icmp ult ptr %1325, %33
  br i1 %1326, label %1327, label %1353

1327:                                             ; preds = %1321
  %1328 = and i32 %1323, 63
  %1329 = zext nneg i32 %1328 to i64
  %1330 = shl i64 %1322, %1329
  %1331 = sub nsw i32 0, %36
  %1332 = and i32 %1331, 63
  %1333 = zext nneg i32 %1332 to i64
  %1334 = lshr i64 %1330, %1333
  %1335 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1334
  %1336 = load i8, ptr %1335, align 2
  store i8 %1336, ptr %1325, align 1
  %1337 = getelementptr inbounds i8, ptr %1335, i64 3
  %1338 = load i8, ptr %1337, align 1, !tbaa !55
  %1339 = icmp eq i8 %1338, 1
  br i1 %1339, label %1340, label %1345

1340:                                             ; preds = %1327
  %1341 = getelementptr inbounds i8, ptr %1335, i64 2
  %1342 = load i8, ptr %1341, align 2, !tbaa !52
  %1343 = zext i8 %1342 to i32
  %1344 = add i32 %1323, %1343
  br label %1353

1345:                                             ; preds = %1327
  %1346 = icmp ult i32 %1323, 64
  br i1 %1346, label %1347, label %1353

1347:                                             ; preds = %1345
  %1348 = getelementptr inbounds i8, ptr %1335, i64 2
  %1349 = load i8, ptr %1348, align 2, !tbaa !52
  %1350 = zext i8 %1349 to i32
  %1351 = add nuw nsw i32 %1323, %1350
  %1352 = tail call i32 @llvm.umin.i32(i32 %1351, i32 64)
  br label %1353

1353:                                             ; preds = %1340, %1345, %1347, %1321
  %1354 = phi i32 [ %1323, %1321 ], [ %1344, %1340 ], [ %1323, %1345 ], [ %1352, %1347 ]
  %1355 = ptrtoint ptr %598 to i64
  %1356 = sub i64 %271, %1355
  %1357 = icmp ugt i64 %1356, 7
  br i1 %1357, label %1358, label %1575

1358:                                             ; preds = %1353
  %1359 = icmp ult i32 %37, 12
  %1360 = icmp ugt i32 %594, 64
  br i1 %1359, label %1368, label %1361

1361:                                             ; preds = %1358
  br i1 %1360, label %1604, label %1362, !prof !59

1362:                                             ; preds = %1361
  %1363 = ptrtoint ptr %28 to i64
  %1364 = getelementptr inbounds i8, ptr %34, i64 -7
  %1365 = sub nsw i32 0, %36
  %1366 = and i32 %1365, 63
  %1367 = zext nneg i32 %1366 to i64
  br label %1482

1368:                                             ; preds = %1358
  br i1 %1360, label %1604, label %1369, !prof !59

1369:                                             ; preds = %1368
  %1370 = ptrtoint ptr %28 to i64
  %1371 = getelementptr inbounds i8, ptr %34, i64 -9
  %1372 = sub nsw i32 0, %36
  %1373 = and i32 %1372, 63
  %1374 = zext nneg i32 %1373 to i64
  br label %1375

1375:                                             ; preds = %1369, %1410
  %1376 = phi ptr [ %598, %1369 ], [ %1480, %1410 ]
  %1377 = phi ptr [ %596, %1369 ], [ %1405, %1410 ]
  %1378 = phi i32 [ %594, %1369 ], [ %1476, %1410 ]
  %1379 = phi i64 [ %593, %1369 ], [ %1406, %1410 ]
  %1380 = icmp ult ptr %1377, %194
  br i1 %1380, label %1384, label %1381

1381:                                             ; preds = %1375
  %1382 = lshr i32 %1378, 3
  %1383 = and i32 %1378, 7
  br label %1399

1384:                                             ; preds = %1375
  %1385 = icmp eq ptr %1377, %28
  br i1 %1385, label %1604, label %1386

1386:                                             ; preds = %1384
  %1387 = lshr i32 %1378, 3
  %1388 = zext nneg i32 %1387 to i64
  %1389 = sub nsw i64 0, %1388
  %1390 = getelementptr inbounds i8, ptr %1377, i64 %1389
  %1391 = icmp ult ptr %1390, %28
  %1392 = ptrtoint ptr %1377 to i64
  %1393 = sub i64 %1392, %1370
  %1394 = trunc i64 %1393 to i32
  %1395 = select i1 %1391, i32 %1394, i32 %1387
  %1396 = zext i1 %1391 to i32
  %1397 = shl i32 %1395, 3
  %1398 = sub i32 %1378, %1397
  br label %1399

1399:                                             ; preds = %1386, %1381
  %1400 = phi i32 [ %1398, %1386 ], [ %1383, %1381 ]
  %1401 = phi i32 [ %1395, %1386 ], [ %1382, %1381 ]
  %1402 = phi i32 [ %1396, %1386 ], [ 0, %1381 ]
  %1403 = zext i32 %1401 to i64
  %1404 = sub nsw i64 0, %1403
  %1405 = getelementptr inbounds i8, ptr %1377, i64 %1404
  %1406 = load i64, ptr %1405, align 1, !tbaa !28
  %1407 = icmp eq i32 %1402, 0
  %1408 = icmp ult ptr %1376, %1371
  %1409 = and i1 %1408, %1407
  br i1 %1409, label %1410, label %1604

1410:                                             ; preds = %1399
  %1411 = and i32 %1400, 63
  %1412 = zext nneg i32 %1411 to i64
  %1413 = shl i64 %1406, %1412
  %1414 = lshr i64 %1413, %1374
  %1415 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1414
  %1416 = load i16, ptr %1415, align 2
  store i16 %1416, ptr %1376, align 1
  %1417 = getelementptr inbounds i8, ptr %1415, i64 2
  %1418 = load i8, ptr %1417, align 2, !tbaa !52
  %1419 = zext i8 %1418 to i32
  %1420 = add i32 %1400, %1419
  %1421 = getelementptr inbounds i8, ptr %1415, i64 3
  %1422 = load i8, ptr %1421, align 1, !tbaa !55
  %1423 = zext i8 %1422 to i64
  %1424 = getelementptr inbounds i8, ptr %1376, i64 %1423
  %1425 = and i32 %1420, 63
  %1426 = zext nneg i32 %1425 to i64
  %1427 = shl i64 %1406, %1426
  %1428 = lshr i64 %1427, %1374
  %1429 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1428
  %1430 = load i16, ptr %1429, align 2
  store i16 %1430, ptr %1424, align 1
  %1431 = getelementptr inbounds i8, ptr %1429, i64 2
  %1432 = load i8, ptr %1431, align 2, !tbaa !52
  %1433 = zext i8 %1432 to i32
  %1434 = add i32 %1420, %1433
  %1435 = getelementptr inbounds i8, ptr %1429, i64 3
  %1436 = load i8, ptr %1435, align 1, !tbaa !55
  %1437 = zext i8 %1436 to i64
  %1438 = getelementptr inbounds i8, ptr %1424, i64 %1437
  %1439 = and i32 %1434, 63
  %1440 = zext nneg i32 %1439 to i64
  %1441 = shl i64 %1406, %1440
  %1442 = lshr i64 %1441, %1374
  %1443 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1442
  %1444 = load i16, ptr %1443, align 2
  store i16 %1444, ptr %1438, align 1
  %1445 = getelementptr inbounds i8, ptr %1443, i64 2
  %1446 = load i8, ptr %1445, align 2, !tbaa !52
  %1447 = zext i8 %1446 to i32
  %1448 = add i32 %1434, %1447
  %1449 = getelementptr inbounds i8, ptr %1443, i64 3
  %1450 = load i8, ptr %1449, align 1, !tbaa !55
  %1451 = zext i8 %1450 to i64
  %1452 = getelementptr inbounds i8, ptr %1438, i64 %1451
  %1453 = and i32 %1448, 63
  %1454 = zext nneg i32 %1453 to i64
  %1455 = shl i64 %1406, %1454
  %1456 = lshr i64 %1455, %1374
  %1457 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1456
  %1458 = load i16, ptr %1457, align 2
  store i16 %1458, ptr %1452, align 1
  %1459 = getelementptr inbounds i8, ptr %1457, i64 2
  %1460 = load i8, ptr %1459, align 2, !tbaa !52
  %1461 = zext i8 %1460 to i32
  %1462 = add i32 %1448, %1461
  %1463 = getelementptr inbounds i8, ptr %1457, i64 3
  %1464 = load i8, ptr %1463, align 1, !tbaa !55
  %1465 = zext i8 %1464 to i64
  %1466 = getelementptr inbounds i8, ptr %1452, i64 %1465
  %1467 = and i32 %1462, 63
  %1468 = zext nneg i32 %1467 to i64
  %1469 = shl i64 %1406, %1468
  %1470 = lshr i64 %1469, %1374
  %1471 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1470
  %1472 = load i16, ptr %1471, align 2
  store i16 %1472, ptr %1466, align 1
  %1473 = getelementptr inbounds i8, ptr %1471, i64 2
  %1474 = load i8, ptr %1473, align 2, !tbaa !52
  %1475 = zext i8 %1474 to i32
  %1476 = add i32 %1462, %1475
  %1477 = getelementptr inbounds i8, ptr %1471, i64 3
  %1478 = load i8, ptr %1477, align 1, !tbaa !55
  %1479 = zext i8 %1478 to i64
  %1480 = getelementptr inbounds i8, ptr %1466, i64 %1479
  %1481 = icmp ugt i32 %1476, 64
  br i1 %1481, label %1604, label %1375, !prof !56, !llvm.loop !57

1482:                                             ; preds = %1362, %1517
  %1483 = phi ptr [ %598, %1362 ], [ %1573, %1517 ]
  %1484 = phi ptr [ %596, %1362 ], [ %1512, %1517 ]
  %1485 = phi i32 [ %594, %1362 ], [ %1569, %1517 ]
  %1486 = phi i64 [ %593, %1362 ], [ %1513, %1517 ]
  %1487 = icmp ult ptr %1484, %194
  br i1 %1487, label %1491, label %1488

1488:                                             ; preds = %1482
  %1489 = lshr i32 %1485, 3
  %1490 = and i32 %1485, 7
  br label %1506

1491:                                             ; preds = %1482
  %1492 = icmp eq ptr %1484, %28
  br i1 %1492, label %1604, label %1493

1493:                                             ; preds = %1491
  %1494 = lshr i32 %1485, 3
  %1495 = zext nneg i32 %1494 to i64
  %1496 = sub nsw i64 0, %1495
  %1497 = getelementptr inbounds i8, ptr %1484, i64 %1496
  %1498 = icmp ult ptr %1497, %28
  %1499 = ptrtoint ptr %1484 to i64
  %1500 = sub i64 %1499, %1363
  %1501 = trunc i64 %1500 to i32
  %1502 = select i1 %1498, i32 %1501, i32 %1494
  %1503 = zext i1 %1498 to i32
  %1504 = shl i32 %1502, 3
  %1505 = sub i32 %1485, %1504
  br label %1506

1506:                                             ; preds = %1493, %1488
  %1507 = phi i32 [ %1505, %1493 ], [ %1490, %1488 ]
  %1508 = phi i32 [ %1502, %1493 ], [ %1489, %1488 ]
  %1509 = phi i32 [ %1503, %1493 ], [ 0, %1488 ]
  %1510 = zext i32 %1508 to i64
  %1511 = sub nsw i64 0, %1510
  %1512 = getelementptr inbounds i8, ptr %1484, i64 %1511
  %1513 = load i64, ptr %1512, align 1, !tbaa !28
  %1514 = icmp eq i32 %1509, 0
  %1515 = icmp ult ptr %1483, %1364
  %1516 = and i1 %1515, %1514
  br i1 %1516, label %1517, label %1604

1517:                                             ; preds = %1506
  %1518 = and i32 %1507, 63
  %1519 = zext nneg i32 %1518 to i64
  %1520 = shl i64 %1513, %1519
  %1521 = lshr i64 %1520, %1367
  %1522 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1521
  %1523 = load i16, ptr %1522, align 2
  store i16 %1523, ptr %1483, align 1
  %1524 = getelementptr inbounds i8, ptr %1522, i64 2
  %1525 = load i8, ptr %1524, align 2, !tbaa !52
  %1526 = zext i8 %1525 to i32
  %1527 = add i32 %1507, %1526
  %1528 = getelementptr inbounds i8, ptr %1522, i64 3
  %1529 = load i8, ptr %1528, align 1, !tbaa !55
  %1530 = zext i8 %1529 to i64
  %1531 = getelementptr inbounds i8, ptr %1483, i64 %1530
  %1532 = and i32 %1527, 63
  %1533 = zext nneg i32 %1532 to i64
  %1534 = shl i64 %1513, %1533
  %1535 = lshr i64 %1534, %1367
  %1536 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1535
  %1537 = load i16, ptr %1536, align 2
  store i16 %1537, ptr %1531, align 1
  %1538 = getelementptr inbounds i8, ptr %1536, i64 2
  %1539 = load i8, ptr %1538, align 2, !tbaa !52
  %1540 = zext i8 %1539 to i32
  %1541 = add i32 %1527, %1540
  %1542 = getelementptr inbounds i8, ptr %1536, i64 3
  %1543 = load i8, ptr %1542, align 1, !tbaa !55
  %1544 = zext i8 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1531, i64 %1544
  %1546 = and i32 %1541, 63
  %1547 = zext nneg i32 %1546 to i64
  %1548 = shl i64 %1513, %1547
  %1549 = lshr i64 %1548, %1367
  %1550 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1549
  %1551 = load i16, ptr %1550, align 2
  store i16 %1551, ptr %1545, align 1
  %1552 = getelementptr inbounds i8, ptr %1550, i64 2
  %1553 = load i8, ptr %1552, align 2, !tbaa !52
  %1554 = zext i8 %1553 to i32
  %1555 = add i32 %1541, %1554
  %1556 = getelementptr inbounds i8, ptr %1550, i64 3
  %1557 = load i8, ptr %1556, align 1, !tbaa !55
  %1558 = zext i8 %1557 to i64
  %1559 = getelementptr inbounds i8, ptr %1545, i64 %1558
  %1560 = and i32 %1555, 63
  %1561 = zext nneg i32 %1560 to i64
  %1562 = shl i64 %1513, %1561
  %1563 = lshr i64 %1562, %1367
  %1564 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1563
  %1565 = load i16, ptr %1564, align 2
  store i16 %1565, ptr %1559, align 1
  %1566 = getelementptr inbounds i8, ptr %1564, i64 2
  %1567 = load i8, ptr %1566, align 2, !tbaa !52
  %1568 = zext i8 %1567 to i32
  %1569 = add i32 %1555, %1568
  %1570 = getelementptr inbounds i8, ptr %1564, i64 3
  %1571 = load i8, ptr %1570, align 1, !tbaa !55
  %1572 = zext i8 %1571 to i64
  %1573 = getelementptr inbounds i8, ptr %1559, i64 %1572
  %1574 = icmp ugt i32 %1569, 64
  br i1 %1574, label %1604, label %1482, !prof !56, !llvm.loop !58

1575:                                             ; preds = %1353
  %1576 = icmp ugt i32 %594, 64
  br i1 %1576, label %1604, label %1577, !prof !77

1577:                                             ; preds = %1575
  %1578 = icmp ult ptr %596, %194
  br i1 %1578, label %1582, label %1579

1579:                                             ; preds = %1577
  %1580 = lshr i32 %594, 3
  %1581 = and i32 %594, 7
  br label %1597

1582:                                             ; preds = %1577
  %1583 = icmp eq ptr %596, %28
  br i1 %1583, label %1604, label %1584

1584:                                             ; preds = %1582
  %1585 = lshr i32 %594, 3
  %1586 = zext nneg i32 %1585 to i64
  %1587 = sub nsw i64 0, %1586
  %1588 = getelementptr inbounds i8, ptr %596, i64 %1587
  %1589 = icmp ult ptr %1588, %28
  %1590 = ptrtoint ptr %596 to i64
  %1591 = ptrtoint ptr %28 to i64
  %1592 = sub i64 %1590, %1591
  %1593 = trunc i64 %1592 to i32
  %1594 = select i1 %1589, i32 %1593, i32 %1585
  %1595 = shl i32 %1594, 3
  %1596 = sub i32 %594, %1595
  br label %1597

1597:                                             ; preds = %1584, %1579
  %1598 = phi i32 [ %1580, %1579 ], [ %1594, %1584 ]
  %1599 = phi i32 [ %1581, %1579 ], [ %1596, %1584 ]
  %1600 = zext i32 %1598 to i64
  %1601 = sub nsw i64 0, %1600
  %1602 = getelementptr inbounds i8, ptr %596, i64 %1601
  %1603 = load i64, ptr %1602, align 1, !tbaa !28
  br label %1604

1604:                                             ; preds = %1506, %1517, %1491, %1399, %1410, %1384, %1597, %1361, %1368, %1582, %1575
  %1605 = phi i64 [ %593, %1575 ], [ %593, %1582 ], [ %593, %1368 ], [ %593, %1361 ], [ %1603, %1597 ], [ %1406, %1399 ], [ %1406, %1410 ], [ %1379, %1384 ], [ %1513, %1506 ], [ %1513, %1517 ], [ %1486, %1491 ]
  %1606 = phi i32 [ %594, %1575 ], [ %594, %1582 ], [ %594, %1368 ], [ %594, %1361 ], [ %1599, %1597 ], [ %1400, %1399 ], [ %1476, %1410 ], [ %1378, %1384 ], [ %1507, %1506 ], [ %1569, %1517 ], [ %1485, %1491 ]
  %1607 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1575 ], [ %28, %1582 ], [ @BIT_reloadDStream.zeroFilled, %1368 ], [ @BIT_reloadDStream.zeroFilled, %1361 ], [ %1602, %1597 ], [ %1405, %1399 ], [ @BIT_reloadDStream.zeroFilled, %1410 ], [ %28, %1384 ], [ %1512, %1506 ], [ @BIT_reloadDStream.zeroFilled, %1517 ], [ %28, %1491 ]
  %1608 = phi ptr [ %598, %1575 ], [ %598, %1582 ], [ %598, %1368 ], [ %598, %1361 ], [ %598, %1597 ], [ %1376, %1399 ], [ %1480, %1410 ], [ %1376, %1384 ], [ %1483, %1506 ], [ %1573, %1517 ], [ %1483, %1491 ]
  %1609 = ptrtoint ptr %1608 to i64
  %1610 = sub i64 %271, %1609
  %1611 = icmp ugt i64 %1610, 1
  br i1 %1611, label %1612, label %1694

1612:                                             ; preds = %1604
  %1613 = getelementptr inbounds i8, ptr %34, i64 -2
  %1614 = ptrtoint ptr %28 to i64
  %1615 = sub nsw i32 0, %36
  %1616 = and i32 %1615, 63
  %1617 = zext nneg i32 %1616 to i64
  %1618 = icmp ugt i32 %1606, 64
  br i1 %1618, label %1654, label %1619, !prof !59

1619:                                             ; preds = %1612, %1660
  %1620 = phi ptr [ %1674, %1660 ], [ %1608, %1612 ]
  %1621 = phi ptr [ %1649, %1660 ], [ %1607, %1612 ]
  %1622 = phi i32 [ %1670, %1660 ], [ %1606, %1612 ]
  %1623 = phi i64 [ %1650, %1660 ], [ %1605, %1612 ]
  %1624 = icmp ult ptr %1621, %194
  br i1 %1624, label %1628, label %1625

1625:                                             ; preds = %1619
  %1626 = lshr i32 %1622, 3
  %1627 = and i32 %1622, 7
  br label %1643

1628:                                             ; preds = %1619
  %1629 = icmp eq ptr %1621, %28
  br i1 %1629, label %1654, label %1630

1630:                                             ; preds = %1628
  %1631 = lshr i32 %1622, 3
  %1632 = zext nneg i32 %1631 to i64
  %1633 = sub nsw i64 0, %1632
  %1634 = getelementptr inbounds i8, ptr %1621, i64 %1633
  %1635 = icmp ult ptr %1634, %28
  %1636 = ptrtoint ptr %1621 to i64
  %1637 = sub i64 %1636, %1614
  %1638 = trunc i64 %1637 to i32
  %1639 = select i1 %1635, i32 %1638, i32 %1631
  %1640 = zext i1 %1635 to i32
  %1641 = shl i32 %1639, 3
  %1642 = sub i32 %1622, %1641
  br label %1643

1643:                                             ; preds = %1630, %1625
  %1644 = phi i32 [ %1639, %1630 ], [ %1626, %1625 ]
  %1645 = phi i32 [ %1642, %1630 ], [ %1627, %1625 ]
  %1646 = phi i32 [ %1640, %1630 ], [ 0, %1625 ]
  %1647 = zext i32 %1644 to i64
  %1648 = sub nsw i64 0, %1647
  %1649 = getelementptr inbounds i8, ptr %1621, i64 %1648
  %1650 = load i64, ptr %1649, align 1, !tbaa !28
  %1651 = icmp eq i32 %1646, 0
  %1652 = icmp ule ptr %1620, %1613
  %1653 = and i1 %1652, %1651
  br i1 %1653, label %1660, label %1654

1654:                                             ; preds = %1643, %1660, %1628, %1612
  %1655 = phi ptr [ %1608, %1612 ], [ %1620, %1643 ], [ %1674, %1660 ], [ %1620, %1628 ]
  %1656 = phi ptr [ @BIT_reloadDStream.zeroFilled, %1612 ], [ %1649, %1643 ], [ @BIT_reloadDStream.zeroFilled, %1660 ], [ %1621, %1628 ]
  %1657 = phi i32 [ %1606, %1612 ], [ %1645, %1643 ], [ %1670, %1660 ], [ %1622, %1628 ]
  %1658 = phi i64 [ %1605, %1612 ], [ %1650, %1643 ], [ %1650, %1660 ], [ %1623, %1628 ]
  %1659 = icmp ugt ptr %1655, %1613
  br i1 %1659, label %1694, label %1676

1660:                                             ; preds = %1643
  %1661 = and i32 %1645, 63
  %1662 = zext nneg i32 %1661 to i64
  %1663 = shl i64 %1650, %1662
  %1664 = lshr i64 %1663, %1617
  %1665 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1664
  %1666 = load i16, ptr %1665, align 2
  store i16 %1666, ptr %1620, align 1
  %1667 = getelementptr inbounds i8, ptr %1665, i64 2
  %1668 = load i8, ptr %1667, align 2, !tbaa !52
  %1669 = zext i8 %1668 to i32
  %1670 = add i32 %1645, %1669
  %1671 = getelementptr inbounds i8, ptr %1665, i64 3
  %1672 = load i8, ptr %1671, align 1, !tbaa !55
  %1673 = zext i8 %1672 to i64
  %1674 = getelementptr inbounds i8, ptr %1620, i64 %1673
  %1675 = icmp ugt i32 %1670, 64
  br i1 %1675, label %1654, label %1619, !prof !56, !llvm.loop !60

1676:                                             ; preds = %1654, %1676
  %1677 = phi ptr [ %1692, %1676 ], [ %1655, %1654 ]
  %1678 = phi i32 [ %1688, %1676 ], [ %1657, %1654 ]
  %1679 = and i32 %1678, 63
  %1680 = zext nneg i32 %1679 to i64
  %1681 = shl i64 %1658, %1680
  %1682 = lshr i64 %1681, %1617
  %1683 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1682
  %1684 = load i16, ptr %1683, align 2
  store i16 %1684, ptr %1677, align 1
  %1685 = getelementptr inbounds i8, ptr %1683, i64 2
  %1686 = load i8, ptr %1685, align 2, !tbaa !52
  %1687 = zext i8 %1686 to i32
  %1688 = add i32 %1678, %1687
  %1689 = getelementptr inbounds i8, ptr %1683, i64 3
  %1690 = load i8, ptr %1689, align 1, !tbaa !55
  %1691 = zext i8 %1690 to i64
  %1692 = getelementptr inbounds i8, ptr %1677, i64 %1691
  %1693 = icmp ugt ptr %1692, %1613
  br i1 %1693, label %1694, label %1676, !llvm.loop !61

1694:                                             ; preds = %1676, %1654, %1604
  %1695 = phi i64 [ %1605, %1604 ], [ %1658, %1654 ], [ %1658, %1676 ]
  %1696 = phi i32 [ %1606, %1604 ], [ %1657, %1654 ], [ %1688, %1676 ]
  %1697 = phi ptr [ %1607, %1604 ], [ %1656, %1654 ], [ %1656, %1676 ]
  %1698 = phi ptr [ %1608, %1604 ], [ %1655, %1654 ], [ %1692, %1676 ]
  %1699 = icmp ult ptr %1698, %34
  br i1 %1699, label %1700, label %1726

1700:                                             ; preds = %1694
  %1701 = and i32 %1696, 63
  %1702 = zext nneg i32 %1701 to i64
  %1703 = shl i64 %1695, %1702
  %1704 = sub nsw i32 0, %36
  %1705 = and i32 %1704, 63
  %1706 = zext nneg i32 %1705 to i64
  %1707 = lshr i64 %1703, %1706
  %1708 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1707
  %1709 = load i8, ptr %1708, align 2
  store i8 %1709, ptr %1698, align 1
  %1710 = getelementptr inbounds i8, ptr %1708, i64 3
  %1711 = load i8, ptr %1710, align 1, !tbaa !55
  %1712 = icmp eq i8 %1711, 1
  br i1 %1712, label %1713, label %1718

1713:                                             ; preds = %1700
  %1714 = getelementptr inbounds i8, ptr %1708, i64 2
  %1715 = load i8, ptr %1714, align 2, !tbaa !52
  %1716 = zext i8 %1715 to i32
  %1717 = add i32 %1696, %1716
  br label %1726

1718:                                             ; preds = %1700
  %1719 = icmp ult i32 %1696, 64
  br i1 %1719, label %1720, label %1726

1720:                                             ; preds = %1718
  %1721 = getelementptr inbounds i8, ptr %1708, i64 2
  %1722 = load i8, ptr %1721, align 2, !tbaa !52
  %1723 = zext i8 %1722 to i32
  %1724 = add nuw nsw i32 %1696, %1723
  %1725 = tail call i32 @llvm.umin.i32(i32 %1724, i32 64)
  br label %1726

1726:                                             ; preds = %1713, %1718, %1720, %1694
  %1727 = phi i32 [ %1696, %1694 ], [ %1717, %1713 ], [ %1696, %1718 ], [ %1725, %1720 ]
  %1728 = ptrtoint ptr %597 to i64
  %1729 = sub i64 %270, %1728
  %1730 = icmp ugt i64 %1729, 7
  br i1 %1730, label %1731, label %1985

1731:                                             ; preds = %1726
  %1732 = icmp ult i32 %37, 12
  %1733 = getelementptr inbounds i8, ptr %6, i64 8
  %1734 = load i32, ptr %1733, align 8
  %1735 = icmp ugt i32 %1734, 64
  br i1 %1732, label %1744, label %1736

1736:                                             ; preds = %1731
  br i1 %1735, label %1877, label %1737, !prof !59

1737:                                             ; preds = %1736
  %1738 = getelementptr inbounds i8, ptr %6, i64 16
  %1739 = getelementptr inbounds i8, ptr %6, i64 32
  %1740 = getelementptr inbounds i8, ptr %6, i64 24
  %1741 = sub nsw i32 0, %36
  %1742 = and i32 %1741, 63
  %1743 = zext nneg i32 %1742 to i64
  br label %1881

1744:                                             ; preds = %1731
  br i1 %1735, label %1753, label %1745, !prof !59

1745:                                             ; preds = %1744
  %1746 = getelementptr inbounds i8, ptr %6, i64 16
  %1747 = getelementptr inbounds i8, ptr %6, i64 32
  %1748 = getelementptr inbounds i8, ptr %6, i64 24
  %1749 = getelementptr inbounds i8, ptr %11, i64 -9
  %1750 = sub nsw i32 0, %36
  %1751 = and i32 %1750, 63
  %1752 = zext nneg i32 %1751 to i64
  br label %1757

1753:                                             ; preds = %1797, %1744
  %1754 = phi i32 [ %1734, %1744 ], [ %1871, %1797 ]
  %1755 = phi ptr [ %597, %1744 ], [ %1875, %1797 ]
  %1756 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1756, align 8, !tbaa !76
  br label %2024

1757:                                             ; preds = %1745, %1797
  %1758 = phi i32 [ %1734, %1745 ], [ %1871, %1797 ]
  %1759 = phi ptr [ %597, %1745 ], [ %1875, %1797 ]
  %1760 = load ptr, ptr %1746, align 8, !tbaa !76
  %1761 = load ptr, ptr %1747, align 8, !tbaa !74
  %1762 = icmp ult ptr %1760, %1761
  br i1 %1762, label %1769, label %1763

1763:                                             ; preds = %1757
  %1764 = lshr i32 %1758, 3
  %1765 = zext nneg i32 %1764 to i64
  %1766 = sub nsw i64 0, %1765
  %1767 = getelementptr inbounds i8, ptr %1760, i64 %1766
  store ptr %1767, ptr %1746, align 8, !tbaa !76
  %1768 = and i32 %1758, 7
  br label %1789

1769:                                             ; preds = %1757
  %1770 = load ptr, ptr %1748, align 8, !tbaa !79
  %1771 = icmp eq ptr %1760, %1770
  br i1 %1771, label %2024, label %1772

1772:                                             ; preds = %1769
  %1773 = lshr i32 %1758, 3
  %1774 = zext nneg i32 %1773 to i64
  %1775 = sub nsw i64 0, %1774
  %1776 = getelementptr inbounds i8, ptr %1760, i64 %1775
  %1777 = icmp ult ptr %1776, %1770
  %1778 = ptrtoint ptr %1760 to i64
  %1779 = ptrtoint ptr %1770 to i64
  %1780 = sub i64 %1778, %1779
  %1781 = trunc i64 %1780 to i32
  %1782 = select i1 %1777, i32 %1781, i32 %1773
  %1783 = zext i1 %1777 to i32
  %1784 = zext i32 %1782 to i64
  %1785 = sub nsw i64 0, %1784
  %1786 = getelementptr inbounds i8, ptr %1760, i64 %1785
  store ptr %1786, ptr %1746, align 8, !tbaa !76
  %1787 = shl i32 %1782, 3
  %1788 = sub i32 %1758, %1787
  br label %1789

1789:                                             ; preds = %1772, %1763
  %1790 = phi i32 [ %1768, %1763 ], [ %1788, %1772 ]
  %1791 = phi ptr [ %1767, %1763 ], [ %1786, %1772 ]
  %1792 = phi i32 [ 0, %1763 ], [ %1783, %1772 ]
  store i32 %1790, ptr %1733, align 8, !tbaa !75
  %1793 = load i64, ptr %1791, align 1, !tbaa !28
  store i64 %1793, ptr %6, align 8, !tbaa !71
  %1794 = icmp eq i32 %1792, 0
  %1795 = icmp ult ptr %1759, %1749
  %1796 = and i1 %1795, %1794
  br i1 %1796, label %1797, label %2024

1797:                                             ; preds = %1789
  %1798 = and i32 %1790, 63
  %1799 = zext nneg i32 %1798 to i64
  %1800 = shl i64 %1793, %1799
  %1801 = lshr i64 %1800, %1752
  %1802 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1801
  %1803 = load i16, ptr %1802, align 2
  store i16 %1803, ptr %1759, align 1
  %1804 = getelementptr inbounds i8, ptr %1802, i64 2
  %1805 = load i8, ptr %1804, align 2, !tbaa !52
  %1806 = zext i8 %1805 to i32
  %1807 = add i32 %1790, %1806
  store i32 %1807, ptr %1733, align 8, !tbaa !75
  %1808 = getelementptr inbounds i8, ptr %1802, i64 3
  %1809 = load i8, ptr %1808, align 1, !tbaa !55
  %1810 = zext i8 %1809 to i64
  %1811 = getelementptr inbounds i8, ptr %1759, i64 %1810
  %1812 = load i64, ptr %6, align 8, !tbaa !71
  %1813 = and i32 %1807, 63
  %1814 = zext nneg i32 %1813 to i64
  %1815 = shl i64 %1812, %1814
  %1816 = lshr i64 %1815, %1752
  %1817 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1816
  %1818 = load i16, ptr %1817, align 2
  store i16 %1818, ptr %1811, align 1
  %1819 = getelementptr inbounds i8, ptr %1817, i64 2
  %1820 = load i8, ptr %1819, align 2, !tbaa !52
  %1821 = zext i8 %1820 to i32
  %1822 = load i32, ptr %1733, align 8, !tbaa !75
  %1823 = add i32 %1822, %1821
  store i32 %1823, ptr %1733, align 8, !tbaa !75
  %1824 = getelementptr inbounds i8, ptr %1817, i64 3
  %1825 = load i8, ptr %1824, align 1, !tbaa !55
  %1826 = zext i8 %1825 to i64
  %1827 = getelementptr inbounds i8, ptr %1811, i64 %1826
  %1828 = load i64, ptr %6, align 8, !tbaa !71
  %1829 = and i32 %1823, 63
  %1830 = zext nneg i32 %1829 to i64
  %1831 = shl i64 %1828, %1830
  %1832 = lshr i64 %1831, %1752
  %1833 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1832
  %1834 = load i16, ptr %1833, align 2
  store i16 %1834, ptr %1827, align 1
  %1835 = getelementptr inbounds i8, ptr %1833, i64 2
  %1836 = load i8, ptr %1835, align 2, !tbaa !52
  %1837 = zext i8 %1836 to i32
  %1838 = load i32, ptr %1733, align 8, !tbaa !75
  %1839 = add i32 %1838, %1837
  store i32 %1839, ptr %1733, align 8, !tbaa !75
  %1840 = getelementptr inbounds i8, ptr %1833, i64 3
  %1841 = load i8, ptr %1840, align 1, !tbaa !55
  %1842 = zext i8 %1841 to i64
  %1843 = getelementptr inbounds i8, ptr %1827, i64 %1842
  %1844 = load i64, ptr %6, align 8, !tbaa !71
  %1845 = and i32 %1839, 63
  %1846 = zext nneg i32 %1845 to i64
  %1847 = shl i64 %1844, %1846
  %1848 = lshr i64 %1847, %1752
  %1849 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1848
  %1850 = load i16, ptr %1849, align 2
  store i16 %1850, ptr %1843, align 1
  %1851 = getelementptr inbounds i8, ptr %1849, i64 2
  %1852 = load i8, ptr %1851, align 2, !tbaa !52
  %1853 = zext i8 %1852 to i32
  %1854 = load i32, ptr %1733, align 8, !tbaa !75
  %1855 = add i32 %1854, %1853
  store i32 %1855, ptr %1733, align 8, !tbaa !75
  %1856 = getelementptr inbounds i8, ptr %1849, i64 3
  %1857 = load i8, ptr %1856, align 1, !tbaa !55
  %1858 = zext i8 %1857 to i64
  %1859 = getelementptr inbounds i8, ptr %1843, i64 %1858
  %1860 = load i64, ptr %6, align 8, !tbaa !71
  %1861 = and i32 %1855, 63
  %1862 = zext nneg i32 %1861 to i64
  %1863 = shl i64 %1860, %1862
  %1864 = lshr i64 %1863, %1752
  %1865 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1864
  %1866 = load i16, ptr %1865, align 2
  store i16 %1866, ptr %1859, align 1
  %1867 = getelementptr inbounds i8, ptr %1865, i64 2
  %1868 = load i8, ptr %1867, align 2, !tbaa !52
  %1869 = zext i8 %1868 to i32
  %1870 = load i32, ptr %1733, align 8, !tbaa !75
  %1871 = add i32 %1870, %1869
  store i32 %1871, ptr %1733, align 8, !tbaa !75
  %1872 = getelementptr inbounds i8, ptr %1865, i64 3
  %1873 = load i8, ptr %1872, align 1, !tbaa !55
  %1874 = zext i8 %1873 to i64
  %1875 = getelementptr inbounds i8, ptr %1859, i64 %1874
  %1876 = icmp ugt i32 %1871, 64
  br i1 %1876, label %1753, label %1757, !prof !56, !llvm.loop !57

1877:                                             ; preds = %1921, %1736
  %1878 = phi i32 [ %1734, %1736 ], [ %1979, %1921 ]
  %1879 = phi ptr [ %597, %1736 ], [ %1983, %1921 ]
  %1880 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1880, align 8, !tbaa !76
  br label %2024

1881:                                             ; preds = %1737, %1921
  %1882 = phi i32 [ %1734, %1737 ], [ %1979, %1921 ]
  %1883 = phi ptr [ %597, %1737 ], [ %1983, %1921 ]
  %1884 = load ptr, ptr %1738, align 8, !tbaa !76
  %1885 = load ptr, ptr %1739, align 8, !tbaa !74
  %1886 = icmp ult ptr %1884, %1885
  br i1 %1886, label %1893, label %1887

1887:                                             ; preds = %1881
  %1888 = lshr i32 %1882, 3
  %1889 = zext nneg i32 %1888 to i64
  %1890 = sub nsw i64 0, %1889
  %1891 = getelementptr inbounds i8, ptr %1884, i64 %1890
  store ptr %1891, ptr %1738, align 8, !tbaa !76
  %1892 = and i32 %1882, 7
  br label %1913

1893:                                             ; preds = %1881
  %1894 = load ptr, ptr %1740, align 8, !tbaa !79
  %1895 = icmp eq ptr %1884, %1894
  br i1 %1895, label %2024, label %1896

1896:                                             ; preds = %1893
  %1897 = lshr i32 %1882, 3
  %1898 = zext nneg i32 %1897 to i64
  %1899 = sub nsw i64 0, %1898
  %1900 = getelementptr inbounds i8, ptr %1884, i64 %1899
  %1901 = icmp ult ptr %1900, %1894
  %1902 = ptrtoint ptr %1884 to i64
  %1903 = ptrtoint ptr %1894 to i64
  %1904 = sub i64 %1902, %1903
  %1905 = trunc i64 %1904 to i32
  %1906 = select i1 %1901, i32 %1905, i32 %1897
  %1907 = zext i1 %1901 to i32
  %1908 = zext i32 %1906 to i64
  %1909 = sub nsw i64 0, %1908
  %1910 = getelementptr inbounds i8, ptr %1884, i64 %1909
  store ptr %1910, ptr %1738, align 8, !tbaa !76
  %1911 = shl i32 %1906, 3
  %1912 = sub i32 %1882, %1911
  br label %1913

1913:                                             ; preds = %1896, %1887
  %1914 = phi i32 [ %1892, %1887 ], [ %1912, %1896 ]
  %1915 = phi ptr [ %1891, %1887 ], [ %1910, %1896 ]
  %1916 = phi i32 [ 0, %1887 ], [ %1907, %1896 ]
  store i32 %1914, ptr %1733, align 8, !tbaa !75
  %1917 = load i64, ptr %1915, align 1, !tbaa !28
  store i64 %1917, ptr %6, align 8, !tbaa !71
  %1918 = icmp eq i32 %1916, 0
  %1919 = icmp ult ptr %1883, %12
  %1920 = and i1 %1919, %1918
  br i1 %1920, label %1921, label %2024

1921:                                             ; preds = %1913
  %1922 = and i32 %1914, 63
  %1923 = zext nneg i32 %1922 to i64
  %1924 = shl i64 %1917, %1923
  %1925 = lshr i64 %1924, %1743
  %1926 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1925
  %1927 = load i16, ptr %1926, align 2
  store i16 %1927, ptr %1883, align 1
  %1928 = getelementptr inbounds i8, ptr %1926, i64 2
  %1929 = load i8, ptr %1928, align 2, !tbaa !52
  %1930 = zext i8 %1929 to i32
  %1931 = add i32 %1914, %1930
  store i32 %1931, ptr %1733, align 8, !tbaa !75
  %1932 = getelementptr inbounds i8, ptr %1926, i64 3
  %1933 = load i8, ptr %1932, align 1, !tbaa !55
  %1934 = zext i8 %1933 to i64
  %1935 = getelementptr inbounds i8, ptr %1883, i64 %1934
  %1936 = load i64, ptr %6, align 8, !tbaa !71
  %1937 = and i32 %1931, 63
  %1938 = zext nneg i32 %1937 to i64
  %1939 = shl i64 %1936, %1938
  %1940 = lshr i64 %1939, %1743
  %1941 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1940
  %1942 = load i16, ptr %1941, align 2
  store i16 %1942, ptr %1935, align 1
  %1943 = getelementptr inbounds i8, ptr %1941, i64 2
  %1944 = load i8, ptr %1943, align 2, !tbaa !52
  %1945 = zext i8 %1944 to i32
  %1946 = load i32, ptr %1733, align 8, !tbaa !75
  %1947 = add i32 %1946, %1945
  store i32 %1947, ptr %1733, align 8, !tbaa !75
  %1948 = getelementptr inbounds i8, ptr %1941, i64 3
  %1949 = load i8, ptr %1948, align 1, !tbaa !55
  %1950 = zext i8 %1949 to i64
  %1951 = getelementptr inbounds i8, ptr %1935, i64 %1950
  %1952 = load i64, ptr %6, align 8, !tbaa !71
  %1953 = and i32 %1947, 63
  %1954 = zext nneg i32 %1953 to i64
  %1955 = shl i64 %1952, %1954
  %1956 = lshr i64 %1955, %1743
  %1957 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1956
  %1958 = load i16, ptr %1957, align 2
  store i16 %1958, ptr %1951, align 1
  %1959 = getelementptr inbounds i8, ptr %1957, i64 2
  %1960 = load i8, ptr %1959, align 2, !tbaa !52
  %1961 = zext i8 %1960 to i32
  %1962 = load i32, ptr %1733, align 8, !tbaa !75
  %1963 = add i32 %1962, %1961
  store i32 %1963, ptr %1733, align 8, !tbaa !75
  %1964 = getelementptr inbounds i8, ptr %1957, i64 3
  %1965 = load i8, ptr %1964, align 1, !tbaa !55
  %1966 = zext i8 %1965 to i64
  %1967 = getelementptr inbounds i8, ptr %1951, i64 %1966
  %1968 = load i64, ptr %6, align 8, !tbaa !71
  %1969 = and i32 %1963, 63
  %1970 = zext nneg i32 %1969 to i64
  %1971 = shl i64 %1968, %1970
  %1972 = lshr i64 %1971, %1743
  %1973 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %1972
  %1974 = load i16, ptr %1973, align 2
  store i16 %1974, ptr %1967, align 1
  %1975 = getelementptr inbounds i8, ptr %1973, i64 2
  %1976 = load i8, ptr %1975, align 2, !tbaa !52
  %1977 = zext i8 %1976 to i32
  %1978 = load i32, ptr %1733, align 8, !tbaa !75
  %1979 = add i32 %1978, %1977
  store i32 %1979, ptr %1733, align 8, !tbaa !75
  %1980 = getelementptr inbounds i8, ptr %1973, i64 3
  %1981 = load i8, ptr %1980, align 1, !tbaa !55
  %1982 = zext i8 %1981 to i64
  %1983 = getelementptr inbounds i8, ptr %1967, i64 %1982
  %1984 = icmp ugt i32 %1979, 64
  br i1 %1984, label %1877, label %1881, !prof !56, !llvm.loop !58

1985:                                             ; preds = %1726
  %1986 = getelementptr inbounds i8, ptr %6, i64 8
  %1987 = load i32, ptr %1986, align 8
  %1988 = icmp ugt i32 %1987, 64
  %1989 = getelementptr inbounds i8, ptr %6, i64 16
  br i1 %1988, label %1990, label %1991, !prof !77

1990:                                             ; preds = %1985
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1989, align 8, !tbaa !76
  br label %2024

1991:                                             ; preds = %1985
  %1992 = load ptr, ptr %1989, align 8, !tbaa !76
  %1993 = getelementptr inbounds i8, ptr %6, i64 32
  %1994 = load ptr, ptr %1993, align 8, !tbaa !74
  %1995 = icmp ult ptr %1992, %1994
  br i1 %1995, label %2003, label %1996

1996:                                             ; preds = %1991
  %1997 = lshr i32 %1987, 3
  %1998 = zext nneg i32 %1997 to i64
  %1999 = sub nsw i64 0, %1998
  %2000 = getelementptr inbounds i8, ptr %1992, i64 %1999
  store ptr %2000, ptr %1989, align 8, !tbaa !76
  %2001 = and i32 %1987, 7
  store i32 %2001, ptr %1986, align 8, !tbaa !75
  %2002 = load i64, ptr %2000, align 1, !tbaa !28
  store i64 %2002, ptr %6, align 8, !tbaa !71
  br label %2024

2003:                                             ; preds = %1991
  %2004 = getelementptr inbounds i8, ptr %6, i64 24
  %2005 = load ptr, ptr %2004, align 8, !tbaa !79
  %2006 = icmp eq ptr %1992, %2005
  br i1 %2006, label %2024, label %2007

2007:                                             ; preds = %2003
  %2008 = lshr i32 %1987, 3
  %2009 = zext nneg i32 %2008 to i64
  %2010 = sub nsw i64 0, %2009
  %2011 = getelementptr inbounds i8, ptr %1992, i64 %2010
  %2012 = icmp ult ptr %2011, %2005
  %2013 = ptrtoint ptr %1992 to i64
  %2014 = ptrtoint ptr %2005 to i64
  %2015 = sub i64 %2013, %2014
  %2016 = trunc i64 %2015 to i32
  %2017 = select i1 %2012, i32 %2016, i32 %2008
  %2018 = zext i32 %2017 to i64
  %2019 = sub nsw i64 0, %2018
  %2020 = getelementptr inbounds i8, ptr %1992, i64 %2019
  store ptr %2020, ptr %1989, align 8, !tbaa !76
  %2021 = shl i32 %2017, 3
  %2022 = sub i32 %1987, %2021
  store i32 %2022, ptr %1986, align 8, !tbaa !75
  %2023 = load i64, ptr %2020, align 1, !tbaa !28
  store i64 %2023, ptr %6, align 8, !tbaa !71
  br label %2024

2024:                                             ; preds = %1893, %1913, %1769, %1789, %2003, %1877, %1753, %1990, %1996, %2007
  %2025 = phi i32 [ %2022, %2007 ], [ %2001, %1996 ], [ %1987, %1990 ], [ %1754, %1753 ], [ %1878, %1877 ], [ %1987, %2003 ], [ %1758, %1769 ], [ %1790, %1789 ], [ %1882, %1893 ], [ %1914, %1913 ]
  %2026 = phi ptr [ %597, %2007 ], [ %597, %1996 ], [ %597, %1990 ], [ %1755, %1753 ], [ %1879, %1877 ], [ %597, %2003 ], [ %1759, %1789 ], [ %1759, %1769 ], [ %1883, %1913 ], [ %1883, %1893 ]
  %2027 = ptrtoint ptr %2026 to i64
  %2028 = sub i64 %270, %2027
  %2029 = icmp ugt i64 %2028, 1
  br i1 %2029, label %2030, label %2125

2030:                                             ; preds = %2024
  %2031 = getelementptr inbounds i8, ptr %6, i64 8
  %2032 = getelementptr inbounds i8, ptr %11, i64 -2
  %2033 = getelementptr inbounds i8, ptr %6, i64 16
  %2034 = getelementptr inbounds i8, ptr %6, i64 32
  %2035 = getelementptr inbounds i8, ptr %6, i64 24
  %2036 = sub nsw i32 0, %36
  %2037 = and i32 %2036, 63
  %2038 = zext nneg i32 %2037 to i64
  %2039 = icmp ugt i32 %2025, 64
  br i1 %2039, label %2040, label %2043, !prof !59

2040:                                             ; preds = %2087, %2030
  %2041 = phi i32 [ %2025, %2030 ], [ %2099, %2087 ]
  %2042 = phi ptr [ %2026, %2030 ], [ %2103, %2087 ]
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2033, align 8, !tbaa !76
  br label %2083

2043:                                             ; preds = %2030, %2087
  %2044 = phi ptr [ %2103, %2087 ], [ %2026, %2030 ]
  %2045 = phi i32 [ %2099, %2087 ], [ %2025, %2030 ]
  %2046 = load ptr, ptr %2033, align 8, !tbaa !76
  %2047 = load ptr, ptr %2034, align 8, !tbaa !74
  %2048 = icmp ult ptr %2046, %2047
  br i1 %2048, label %2055, label %2049

2049:                                             ; preds = %2043
  %2050 = lshr i32 %2045, 3
  %2051 = zext nneg i32 %2050 to i64
  %2052 = sub nsw i64 0, %2051
  %2053 = getelementptr inbounds i8, ptr %2046, i64 %2052
  store ptr %2053, ptr %2033, align 8, !tbaa !76
  %2054 = and i32 %2045, 7
  br label %2075

2055:                                             ; preds = %2043
  %2056 = load ptr, ptr %2035, align 8, !tbaa !79
  %2057 = icmp eq ptr %2046, %2056
  br i1 %2057, label %2083, label %2058

2058:                                             ; preds = %2055
  %2059 = lshr i32 %2045, 3
  %2060 = zext nneg i32 %2059 to i64
  %2061 = sub nsw i64 0, %2060
  %2062 = getelementptr inbounds i8, ptr %2046, i64 %2061
  %2063 = icmp ult ptr %2062, %2056
  %2064 = ptrtoint ptr %2046 to i64
  %2065 = ptrtoint ptr %2056 to i64
  %2066 = sub i64 %2064, %2065
  %2067 = trunc i64 %2066 to i32
  %2068 = select i1 %2063, i32 %2067, i32 %2059
  %2069 = zext i1 %2063 to i32
  %2070 = zext i32 %2068 to i64
  %2071 = sub nsw i64 0, %2070
  %2072 = getelementptr inbounds i8, ptr %2046, i64 %2071
  store ptr %2072, ptr %2033, align 8, !tbaa !76
  %2073 = shl i32 %2068, 3
  %2074 = sub i32 %2045, %2073
  br label %2075

2075:                                             ; preds = %2058, %2049
  %2076 = phi ptr [ %2053, %2049 ], [ %2072, %2058 ]
  %2077 = phi i32 [ %2054, %2049 ], [ %2074, %2058 ]
  %2078 = phi i32 [ 0, %2049 ], [ %2069, %2058 ]
  store i32 %2077, ptr %2031, align 8, !tbaa !75
  %2079 = load i64, ptr %2076, align 1, !tbaa !28
  store i64 %2079, ptr %6, align 8, !tbaa !71
  %2080 = icmp eq i32 %2078, 0
  %2081 = icmp ule ptr %2044, %2032
  %2082 = and i1 %2081, %2080
  br i1 %2082, label %2087, label %2083

2083:                                             ; preds = %2055, %2075, %2040
  %2084 = phi ptr [ %2042, %2040 ], [ %2044, %2075 ], [ %2044, %2055 ]
  %2085 = phi i32 [ %2041, %2040 ], [ %2045, %2055 ], [ %2077, %2075 ]
  %2086 = icmp ugt ptr %2084, %2032
  br i1 %2086, label %2125, label %2105

2087:                                             ; preds = %2075
  %2088 = load i64, ptr %6, align 8, !tbaa !71
  %2089 = and i32 %2077, 63
  %2090 = zext nneg i32 %2089 to i64
  %2091 = shl i64 %2088, %2090
  %2092 = lshr i64 %2091, %2038
  %2093 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %2092
  %2094 = load i16, ptr %2093, align 2
  store i16 %2094, ptr %2044, align 1
  %2095 = getelementptr inbounds i8, ptr %2093, i64 2
  %2096 = load i8, ptr %2095, align 2, !tbaa !52
  %2097 = zext i8 %2096 to i32
  %2098 = load i32, ptr %2031, align 8, !tbaa !75
  %2099 = add i32 %2098, %2097
  store i32 %2099, ptr %2031, align 8, !tbaa !75
  %2100 = getelementptr inbounds i8, ptr %2093, i64 3
  %2101 = load i8, ptr %2100, align 1, !tbaa !55
  %2102 = zext i8 %2101 to i64
  %2103 = getelementptr inbounds i8, ptr %2044, i64 %2102
  %2104 = icmp ugt i32 %2099, 64
  br i1 %2104, label %2040, label %2043, !prof !56, !llvm.loop !60

2105:                                             ; preds = %2083, %2105
  %2106 = phi i32 [ %2119, %2105 ], [ %2085, %2083 ]
  %2107 = phi ptr [ %2123, %2105 ], [ %2084, %2083 ]
  %2108 = load i64, ptr %6, align 8, !tbaa !71
  %2109 = and i32 %2106, 63
  %2110 = zext nneg i32 %2109 to i64
  %2111 = shl i64 %2108, %2110
  %2112 = lshr i64 %2111, %2038
  %2113 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %2112
  %2114 = load i16, ptr %2113, align 2
  store i16 %2114, ptr %2107, align 1
  %2115 = getelementptr inbounds i8, ptr %2113, i64 2
  %2116 = load i8, ptr %2115, align 2, !tbaa !52
  %2117 = zext i8 %2116 to i32
  %2118 = load i32, ptr %2031, align 8, !tbaa !75
  %2119 = add i32 %2118, %2117
  store i32 %2119, ptr %2031, align 8, !tbaa !75
  %2120 = getelementptr inbounds i8, ptr %2113, i64 3
  %2121 = load i8, ptr %2120, align 1, !tbaa !55
  %2122 = zext i8 %2121 to i64
  %2123 = getelementptr inbounds i8, ptr %2107, i64 %2122
  %2124 = icmp ugt ptr %2123, %2032
  br i1 %2124, label %2125, label %2105, !llvm.loop !61

2125:                                             ; preds = %2105, %2083, %2024
  %2126 = phi i32 [ %2025, %2024 ], [ %2085, %2083 ], [ %2119, %2105 ]
  %2127 = phi ptr [ %2026, %2024 ], [ %2084, %2083 ], [ %2123, %2105 ]
  %2128 = icmp ult ptr %2127, %11
  br i1 %2128, label %2129, label %2159

2129:                                             ; preds = %2125
  %2130 = load i64, ptr %6, align 8, !tbaa !71
  %2131 = getelementptr inbounds i8, ptr %6, i64 8
  %2132 = and i32 %2126, 63
  %2133 = zext nneg i32 %2132 to i64
  %2134 = shl i64 %2130, %2133
  %2135 = sub nsw i32 0, %36
  %2136 = and i32 %2135, 63
  %2137 = zext nneg i32 %2136 to i64
  %2138 = lshr i64 %2134, %2137
  %2139 = getelementptr inbounds %struct.HUF_DEltX2, ptr %13, i64 %2138
  %2140 = load i8, ptr %2139, align 2
  store i8 %2140, ptr %2127, align 1
  %2141 = getelementptr inbounds i8, ptr %2139, i64 3
  %2142 = load i8, ptr %2141, align 1, !tbaa !55
  %2143 = icmp eq i8 %2142, 1
  br i1 %2143, label %2144, label %2150

2144:                                             ; preds = %2129
  %2145 = getelementptr inbounds i8, ptr %2139, i64 2
  %2146 = load i8, ptr %2145, align 2, !tbaa !52
  %2147 = zext i8 %2146 to i32
  %2148 = load i32, ptr %2131, align 8, !tbaa !75
  %2149 = add i32 %2148, %2147
  br label %2159

2150:                                             ; preds = %2129
  %2151 = load i32, ptr %2131, align 8
  %2152 = icmp ult i32 %2151, 64
  br i1 %2152, label %2153, label %2159

2153:                                             ; preds = %2150
  %2154 = getelementptr inbounds i8, ptr %2139, i64 2
  %2155 = load i8, ptr %2154, align 2, !tbaa !52
  %2156 = zext i8 %2155 to i32
  %2157 = add nuw nsw i32 %2151, %2156
  %2158 = tail call i32 @llvm.umin.i32(i32 %2157, i32 64)
  br label %2159

2159:                                             ; preds = %2144, %2150, %2153, %2125
  %2160 = phi i32 [ %2149, %2144 ], [ %2151, %2150 ], [ %2158, %2153 ], [ %2126, %2125 ]
  %2161 = icmp ne ptr %948, %26
  %2162 = icmp ne i32 %980, 64
  %2163 = select i1 %2161, i1 true, i1 %2162
  %2164 = icmp ne ptr %1324, %27
  %2165 = icmp ne i32 %1354, 64
  %2166 = select i1 %2164, i1 true, i1 %2165
  %2167 = or i1 %2163, %2166
  %2168 = icmp ne ptr %1697, %28
  %2169 = icmp ne i32 %1727, 64
  %2170 = select i1 %2168, i1 true, i1 %2169
  %2171 = or i1 %2167, %2170
  %2172 = getelementptr inbounds i8, ptr %6, i64 16
  %2173 = load ptr, ptr %2172, align 8, !tbaa !76
  %2174 = getelementptr inbounds i8, ptr %6, i64 24
  %2175 = load ptr, ptr %2174, align 8, !tbaa !79
  %2176 = icmp ne ptr %2173, %2175
  %2177 = icmp ne i32 %2160, 64
  %2178 = select i1 %2176, i1 true, i1 %2177
  %2179 = or i1 %2171, %2178
  %2180 = select i1 %2179, i64 -20, i64 %1
  br label %2181

2181:                                             ; preds = %251, %196, %188, %176, %121, %113, %101, %46, %41, %2159, %587, %263, %10
  %2182 = phi i64 [ %267, %263 ], [ -20, %10 ], [ -20, %587 ], [ %2180, %2159 ], [ -20, %101 ], [ -1, %46 ], [ -72, %41 ], [ -20, %176 ], [ -1, %121 ], [ -72, %113 ], [ -20, %251 ], [ -1, %196 ], [ -72, %188 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #14
  br label %2183

2183:                                             ; preds = %5, %2181
  %2184 = phi i64 [ %2182, %2181 ], [ -20, %5 ]
  ret i64 %2184
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i64 @HUF_decompress4X2_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) unnamed_addr #8 {
  %6 = alloca %struct.HUF_DecompressFastArgs, align 8
  %7 = getelementptr inbounds i8, ptr %4, i64 4
  %8 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #14
  %10 = call fastcc i64 @HUF_DecompressFastArgs_init(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %11 = add i64 %10, -1
  %12 = icmp ult i64 %11, -120
  br i1 %12, label %13, label %297

13:                                               ; preds = %5
  call fastcc void @HUF_decompress4X2_usingDTable_internal_fast_c_loop(ptr noundef nonnull %6)
  %14 = add i64 %1, 3
  %15 = lshr i64 %14, 2
  %16 = ptrtoint ptr %9 to i64
  %17 = getelementptr inbounds i8, ptr %6, i64 32
  %18 = getelementptr inbounds i8, ptr %6, i64 120
  %19 = getelementptr inbounds i8, ptr %6, i64 64
  %20 = getelementptr inbounds i8, ptr %6, i64 104
  br label %24

21:                                               ; preds = %290
  %22 = add nuw nsw i64 %25, 1
  %23 = icmp eq i64 %22, 4
  br i1 %23, label %297, label %24, !llvm.loop !103

24:                                               ; preds = %13, %21
  %25 = phi i64 [ 0, %13 ], [ %22, %21 ]
  %26 = phi ptr [ %0, %13 ], [ %31, %21 ]
  %27 = ptrtoint ptr %26 to i64
  %28 = sub i64 %16, %27
  %29 = icmp ugt i64 %15, %28
  %30 = getelementptr inbounds i8, ptr %26, i64 %15
  %31 = select i1 %29, ptr %9, ptr %30
  %32 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 %25
  %33 = load ptr, ptr %32, align 8, !tbaa !104
  %34 = icmp ugt ptr %33, %31
  br i1 %34, label %297, label %35

35:                                               ; preds = %24
  %36 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %25
  %37 = load ptr, ptr %36, align 8, !tbaa !104
  %38 = getelementptr inbounds [4 x ptr], ptr %18, i64 0, i64 %25
  %39 = load ptr, ptr %38, align 8, !tbaa !104
  %40 = getelementptr inbounds i8, ptr %39, i64 -8
  %41 = icmp ult ptr %37, %40
  br i1 %41, label %297, label %42

42:                                               ; preds = %35
  %43 = load i64, ptr %37, align 1, !tbaa !28
  %44 = getelementptr inbounds [4 x i64], ptr %19, i64 0, i64 %25
  %45 = load i64, ptr %44, align 8, !tbaa !28
  %46 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %45, i1 true)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = load ptr, ptr %20, align 8, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  %50 = ptrtoint ptr %31 to i64
  %51 = ptrtoint ptr %33 to i64
  %52 = sub i64 %50, %51
  %53 = icmp ugt i64 %52, 7
  br i1 %53, label %54, label %164

54:                                               ; preds = %42
  %55 = ptrtoint ptr %48 to i64
  %56 = getelementptr inbounds i8, ptr %31, i64 -9
  br label %57

57:                                               ; preds = %54, %92
  %58 = phi ptr [ %33, %54 ], [ %162, %92 ]
  %59 = phi i64 [ %43, %54 ], [ %88, %92 ]
  %60 = phi i32 [ %47, %54 ], [ %158, %92 ]
  %61 = phi ptr [ %37, %54 ], [ %87, %92 ]
  %62 = icmp ult ptr %61, %49
  br i1 %62, label %66, label %63

63:                                               ; preds = %57
  %64 = lshr i32 %60, 3
  %65 = and i32 %60, 7
  br label %81

66:                                               ; preds = %57
  %67 = icmp eq ptr %61, %48
  br i1 %67, label %191, label %68

68:                                               ; preds = %66
  %69 = lshr i32 %60, 3
  %70 = zext nneg i32 %69 to i64
  %71 = sub nsw i64 0, %70
  %72 = getelementptr inbounds i8, ptr %61, i64 %71
  %73 = icmp ult ptr %72, %48
  %74 = ptrtoint ptr %61 to i64
  %75 = sub i64 %74, %55
  %76 = trunc i64 %75 to i32
  %77 = select i1 %73, i32 %76, i32 %69
  %78 = zext i1 %73 to i32
  %79 = shl i32 %77, 3
  %80 = sub i32 %60, %79
  br label %81

81:                                               ; preds = %63, %68
  %82 = phi i32 [ %77, %68 ], [ %64, %63 ]
  %83 = phi i32 [ %80, %68 ], [ %65, %63 ]
  %84 = phi i32 [ %78, %68 ], [ 0, %63 ]
  %85 = zext i32 %82 to i64
  %86 = sub nsw i64 0, %85
  %87 = getelementptr inbounds i8, ptr %61, i64 %86
  %88 = load i64, ptr %87, align 1, !tbaa !28
  %89 = icmp eq i32 %84, 0
  %90 = icmp ult ptr %58, %56
  %91 = and i1 %90, %89
  br i1 %91, label %92, label %191

92:                                               ; preds = %81
  %93 = and i32 %83, 63
  %94 = zext nneg i32 %93 to i64
  %95 = shl i64 %88, %94
  %96 = lshr i64 %95, 53
  %97 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %96
  %98 = load i16, ptr %97, align 2
  store i16 %98, ptr %58, align 1
  %99 = getelementptr inbounds i8, ptr %97, i64 2
  %100 = load i8, ptr %99, align 2, !tbaa !52
  %101 = zext i8 %100 to i32
  %102 = add i32 %83, %101
  %103 = getelementptr inbounds i8, ptr %97, i64 3
  %104 = load i8, ptr %103, align 1, !tbaa !55
  %105 = zext i8 %104 to i64
  %106 = getelementptr inbounds i8, ptr %58, i64 %105
  %107 = and i32 %102, 63
  %108 = zext nneg i32 %107 to i64
  %109 = shl i64 %88, %108
  %110 = lshr i64 %109, 53
  %111 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %110
  %112 = load i16, ptr %111, align 2
  store i16 %112, ptr %106, align 1
  %113 = getelementptr inbounds i8, ptr %111, i64 2
  %114 = load i8, ptr %113, align 2, !tbaa !52
  %115 = zext i8 %114 to i32
  %116 = add i32 %102, %115
  %117 = getelementptr inbounds i8, ptr %111, i64 3
  %118 = load i8, ptr %117, align 1, !tbaa !55
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds i8, ptr %106, i64 %119
  %121 = and i32 %116, 63
  %122 = zext nneg i32 %121 to i64
  %123 = shl i64 %88, %122
  %124 = lshr i64 %123, 53
  %125 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %124
  %126 = load i16, ptr %125, align 2
  store i16 %126, ptr %120, align 1
  %127 = getelementptr inbounds i8, ptr %125, i64 2
  %128 = load i8, ptr %127, align 2, !tbaa !52
  %129 = zext i8 %128 to i32
  %130 = add i32 %116, %129
  %131 = getelementptr inbounds i8, ptr %125, i64 3
  %132 = load i8, ptr %131, align 1, !tbaa !55
  %133 = zext i8 %132 to i64
  %134 = getelementptr inbounds i8, ptr %120, i64 %133
  %135 = and i32 %130, 63
  %136 = zext nneg i32 %135 to i64
  %137 = shl i64 %88, %136
  %138 = lshr i64 %137, 53
  %139 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %138
  %140 = load i16, ptr %139, align 2
  store i16 %140, ptr %134, align 1
  %141 = getelementptr inbounds i8, ptr %139, i64 2
  %142 = load i8, ptr %141, align 2, !tbaa !52
  %143 = zext i8 %142 to i32
  %144 = add i32 %130, %143
  %145 = getelementptr inbounds i8, ptr %139, i64 3
  %146 = load i8, ptr %145, align 1, !tbaa !55
  %147 = zext i8 %146 to i64
  %148 = getelementptr inbounds i8, ptr %134, i64 %147
  %149 = and i32 %144, 63
  %150 = zext nneg i32 %149 to i64
  %151 = shl i64 %88, %150
  %152 = lshr i64 %151, 53
  %153 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %152
  %154 = load i16, ptr %153, align 2
  store i16 %154, ptr %148, align 1
  %155 = getelementptr inbounds i8, ptr %153, i64 2
  %156 = load i8, ptr %155, align 2, !tbaa !52
  %157 = zext i8 %156 to i32
  %158 = add i32 %144, %157
  %159 = getelementptr inbounds i8, ptr %153, i64 3
  %160 = load i8, ptr %159, align 1, !tbaa !55
  %161 = zext i8 %160 to i64
  %162 = getelementptr inbounds i8, ptr %148, i64 %161
  %163 = icmp ugt i32 %158, 64
  br i1 %163, label %191, label %57, !prof !56, !llvm.loop !57

164:                                              ; preds = %42
  %165 = icmp ult ptr %37, %49
  br i1 %165, label %169, label %166

166:                                              ; preds = %164
  %167 = lshr i64 %46, 3
  %168 = and i32 %47, 7
  br label %185

169:                                              ; preds = %164
  %170 = icmp eq ptr %37, %48
  br i1 %170, label %191, label %171

171:                                              ; preds = %169
  %172 = lshr i32 %47, 3
  %173 = zext nneg i32 %172 to i64
  %174 = sub nsw i64 0, %173
  %175 = getelementptr inbounds i8, ptr %37, i64 %174
  %176 = icmp ult ptr %175, %48
  %177 = ptrtoint ptr %37 to i64
  %178 = ptrtoint ptr %48 to i64
  %179 = sub i64 %177, %178
  %180 = trunc i64 %179 to i32
  %181 = select i1 %176, i32 %180, i32 %172
  %182 = zext i32 %181 to i64
  %183 = shl i32 %181, 3
  %184 = sub i32 %47, %183
  br label %185

185:                                              ; preds = %166, %171
  %186 = phi i64 [ %182, %171 ], [ %167, %166 ]
  %187 = phi i32 [ %184, %171 ], [ %168, %166 ]
  %188 = sub nsw i64 0, %186
  %189 = getelementptr inbounds i8, ptr %37, i64 %188
  %190 = load i64, ptr %189, align 1, !tbaa !28
  br label %191

191:                                              ; preds = %81, %92, %66, %185, %169
  %192 = phi ptr [ %37, %169 ], [ %189, %185 ], [ %87, %81 ], [ @BIT_reloadDStream.zeroFilled, %92 ], [ %61, %66 ]
  %193 = phi i32 [ %47, %169 ], [ %187, %185 ], [ %83, %81 ], [ %158, %92 ], [ %60, %66 ]
  %194 = phi i64 [ %43, %169 ], [ %190, %185 ], [ %88, %81 ], [ %88, %92 ], [ %59, %66 ]
  %195 = phi ptr [ %33, %169 ], [ %33, %185 ], [ %58, %81 ], [ %162, %92 ], [ %58, %66 ]
  %196 = ptrtoint ptr %195 to i64
  %197 = sub i64 %50, %196
  %198 = icmp ugt i64 %197, 1
  br i1 %198, label %199, label %277

199:                                              ; preds = %191
  %200 = getelementptr inbounds i8, ptr %31, i64 -2
  %201 = ptrtoint ptr %48 to i64
  %202 = icmp ugt i32 %193, 64
  br i1 %202, label %238, label %203, !prof !59

203:                                              ; preds = %199, %243
  %204 = phi ptr [ %257, %243 ], [ %195, %199 ]
  %205 = phi i64 [ %234, %243 ], [ %194, %199 ]
  %206 = phi i32 [ %253, %243 ], [ %193, %199 ]
  %207 = phi ptr [ %233, %243 ], [ %192, %199 ]
  %208 = icmp ult ptr %207, %49
  br i1 %208, label %212, label %209

209:                                              ; preds = %203
  %210 = lshr i32 %206, 3
  %211 = and i32 %206, 7
  br label %227

212:                                              ; preds = %203
  %213 = icmp eq ptr %207, %48
  br i1 %213, label %238, label %214

214:                                              ; preds = %212
  %215 = lshr i32 %206, 3
  %216 = zext nneg i32 %215 to i64
  %217 = sub nsw i64 0, %216
  %218 = getelementptr inbounds i8, ptr %207, i64 %217
  %219 = icmp ult ptr %218, %48
  %220 = ptrtoint ptr %207 to i64
  %221 = sub i64 %220, %201
  %222 = trunc i64 %221 to i32
  %223 = select i1 %219, i32 %222, i32 %215
  %224 = zext i1 %219 to i32
  %225 = shl i32 %223, 3
  %226 = sub i32 %206, %225
  br label %227

227:                                              ; preds = %209, %214
  %228 = phi i32 [ %210, %209 ], [ %223, %214 ]
  %229 = phi i32 [ %211, %209 ], [ %226, %214 ]
  %230 = phi i32 [ 0, %209 ], [ %224, %214 ]
  %231 = zext i32 %228 to i64
  %232 = sub nsw i64 0, %231
  %233 = getelementptr inbounds i8, ptr %207, i64 %232
  %234 = load i64, ptr %233, align 1, !tbaa !28
  %235 = icmp eq i32 %230, 0
  %236 = icmp ule ptr %204, %200
  %237 = and i1 %236, %235
  br i1 %237, label %243, label %238

238:                                              ; preds = %227, %243, %212, %199
  %239 = phi ptr [ %195, %199 ], [ %204, %227 ], [ %257, %243 ], [ %204, %212 ]
  %240 = phi i64 [ %194, %199 ], [ %234, %227 ], [ %234, %243 ], [ %205, %212 ]
  %241 = phi i32 [ %193, %199 ], [ %229, %227 ], [ %253, %243 ], [ %206, %212 ]
  %242 = icmp ugt ptr %239, %200
  br i1 %242, label %277, label %259

243:                                              ; preds = %227
  %244 = and i32 %229, 63
  %245 = zext nneg i32 %244 to i64
  %246 = shl i64 %234, %245
  %247 = lshr i64 %246, 53
  %248 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %247
  %249 = load i16, ptr %248, align 2
  store i16 %249, ptr %204, align 1
  %250 = getelementptr inbounds i8, ptr %248, i64 2
  %251 = load i8, ptr %250, align 2, !tbaa !52
  %252 = zext i8 %251 to i32
  %253 = add i32 %229, %252
  %254 = getelementptr inbounds i8, ptr %248, i64 3
  %255 = load i8, ptr %254, align 1, !tbaa !55
  %256 = zext i8 %255 to i64
  %257 = getelementptr inbounds i8, ptr %204, i64 %256
  %258 = icmp ugt i32 %253, 64
  br i1 %258, label %238, label %203, !prof !56, !llvm.loop !60

259:                                              ; preds = %238, %259
  %260 = phi ptr [ %275, %259 ], [ %239, %238 ]
  %261 = phi i32 [ %271, %259 ], [ %241, %238 ]
  %262 = and i32 %261, 63
  %263 = zext nneg i32 %262 to i64
  %264 = shl i64 %240, %263
  %265 = lshr i64 %264, 53
  %266 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %265
  %267 = load i16, ptr %266, align 2
  store i16 %267, ptr %260, align 1
  %268 = getelementptr inbounds i8, ptr %266, i64 2
  %269 = load i8, ptr %268, align 2, !tbaa !52
  %270 = zext i8 %269 to i32
  %271 = add i32 %261, %270
  %272 = getelementptr inbounds i8, ptr %266, i64 3
  %273 = load i8, ptr %272, align 1, !tbaa !55
  %274 = zext i8 %273 to i64
  %275 = getelementptr inbounds i8, ptr %260, i64 %274
  %276 = icmp ugt ptr %275, %200
  br i1 %276, label %277, label %259, !llvm.loop !61

277:                                              ; preds = %259, %238, %191
  %278 = phi i32 [ %193, %191 ], [ %241, %238 ], [ %271, %259 ]
  %279 = phi i64 [ %194, %191 ], [ %240, %238 ], [ %240, %259 ]
  %280 = phi ptr [ %195, %191 ], [ %239, %238 ], [ %275, %259 ]
  %281 = icmp ult ptr %280, %31
  br i1 %281, label %282, label %290

282:                                              ; preds = %277
  %283 = and i32 %278, 63
  %284 = zext nneg i32 %283 to i64
  %285 = shl i64 %279, %284
  %286 = lshr i64 %285, 53
  %287 = getelementptr inbounds %struct.HUF_DEltX2, ptr %7, i64 %286
  %288 = load i8, ptr %287, align 2
  store i8 %288, ptr %280, align 1
  %289 = getelementptr inbounds i8, ptr %280, i64 1
  br label %290

290:                                              ; preds = %282, %277
  %291 = phi ptr [ %289, %282 ], [ %280, %277 ]
  %292 = ptrtoint ptr %291 to i64
  %293 = sub i64 %292, %51
  %294 = load ptr, ptr %32, align 8, !tbaa !104
  %295 = getelementptr inbounds i8, ptr %294, i64 %293
  store ptr %295, ptr %32, align 8, !tbaa !104
  %296 = icmp eq ptr %295, %31
  br i1 %296, label %21, label %297

297:                                              ; preds = %290, %21, %35, %24, %5
  %298 = phi i64 [ %10, %5 ], [ -20, %24 ], [ -20, %35 ], [ %1, %21 ], [ -20, %290 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #14
  ret i64 %298
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc noundef i64 @HUF_DecompressFastArgs_init(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) unnamed_addr #12 {
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
  %18 = load i16, ptr %3, align 1, !tbaa !70
  %19 = zext i16 %18 to i64
  %20 = getelementptr inbounds i8, ptr %3, i64 2
  %21 = load i16, ptr %20, align 1, !tbaa !70
  %22 = zext i16 %21 to i64
  %23 = getelementptr inbounds i8, ptr %3, i64 4
  %24 = load i16, ptr %23, align 1, !tbaa !70
  %25 = zext i16 %24 to i64
  %26 = add nuw nsw i64 %19, 6
  %27 = add nuw nsw i64 %26, %22
  %28 = add nuw nsw i64 %27, %25
  %29 = sub i64 %4, %28
  %30 = getelementptr inbounds i8, ptr %3, i64 6
  %31 = getelementptr inbounds i8, ptr %0, i64 120
  store ptr %30, ptr %31, align 8, !tbaa !104
  %32 = getelementptr inbounds i8, ptr %30, i64 %19
  %33 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %32, ptr %33, align 8, !tbaa !104
  %34 = getelementptr inbounds i8, ptr %32, i64 %22
  %35 = getelementptr inbounds i8, ptr %0, i64 136
  store ptr %34, ptr %35, align 8, !tbaa !104
  %36 = getelementptr inbounds i8, ptr %34, i64 %25
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %36, ptr %37, align 8, !tbaa !104
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
  store ptr %48, ptr %0, align 8, !tbaa !104
  %49 = getelementptr inbounds i8, ptr %34, i64 -8
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %49, ptr %50, align 8, !tbaa !104
  %51 = getelementptr inbounds i8, ptr %36, i64 -8
  %52 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %51, ptr %52, align 8, !tbaa !104
  %53 = getelementptr inbounds i8, ptr %3, i64 %4
  %54 = getelementptr inbounds i8, ptr %53, i64 -8
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %54, ptr %55, align 8, !tbaa !104
  %56 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %1, ptr %56, align 8, !tbaa !104
  %57 = add i64 %2, 3
  %58 = lshr i64 %57, 2
  %59 = getelementptr inbounds i8, ptr %1, i64 %58
  %60 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %59, ptr %60, align 8, !tbaa !104
  %61 = getelementptr inbounds i8, ptr %59, i64 %58
  %62 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %61, ptr %62, align 8, !tbaa !104
  %63 = getelementptr inbounds i8, ptr %61, i64 %58
  %64 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %63, ptr %64, align 8, !tbaa !104
  %65 = icmp ult ptr %63, %10
  br i1 %65, label %66, label %122

66:                                               ; preds = %47
  %67 = getelementptr inbounds i8, ptr %32, i64 -1
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = icmp eq i8 %68, 0
  %70 = zext i8 %68 to i32
  %71 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %70, i1 true)
  %72 = xor i32 %71, 31
  %73 = sub nuw nsw i32 8, %72
  %74 = zext nneg i32 %73 to i64
  %75 = select i1 %69, i64 0, i64 %74
  %76 = load i64, ptr %48, align 1, !tbaa !28
  %77 = or i64 %76, 1
  %78 = shl i64 %77, %75
  %79 = getelementptr inbounds i8, ptr %0, i64 64
  store i64 %78, ptr %79, align 8, !tbaa !28
  %80 = getelementptr inbounds i8, ptr %34, i64 -1
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = icmp eq i8 %81, 0
  %83 = zext i8 %81 to i32
  %84 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %83, i1 true)
  %85 = xor i32 %84, 31
  %86 = sub nuw nsw i32 8, %85
  %87 = zext nneg i32 %86 to i64
  %88 = select i1 %82, i64 0, i64 %87
  %89 = load i64, ptr %49, align 1, !tbaa !28
  %90 = or i64 %89, 1
  %91 = shl i64 %90, %88
  %92 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 %91, ptr %92, align 8, !tbaa !28
  %93 = getelementptr inbounds i8, ptr %36, i64 -1
  %94 = load i8, ptr %93, align 1, !tbaa !9
  %95 = icmp eq i8 %94, 0
  %96 = zext i8 %94 to i32
  %97 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %96, i1 true)
  %98 = xor i32 %97, 31
  %99 = sub nuw nsw i32 8, %98
  %100 = zext nneg i32 %99 to i64
  %101 = select i1 %95, i64 0, i64 %100
  %102 = load i64, ptr %51, align 1, !tbaa !28
  %103 = or i64 %102, 1
  %104 = shl i64 %103, %101
  %105 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 %104, ptr %105, align 8, !tbaa !28
  %106 = getelementptr inbounds i8, ptr %53, i64 -1
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = icmp eq i8 %107, 0
  %109 = zext i8 %107 to i32
  %110 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %109, i1 true)
  %111 = xor i32 %110, 31
  %112 = sub nuw nsw i32 8, %111
  %113 = zext nneg i32 %112 to i64
  %114 = select i1 %108, i64 0, i64 %113
  %115 = load i64, ptr %54, align 1, !tbaa !28
  %116 = or i64 %115, 1
  %117 = shl i64 %116, %114
  %118 = getelementptr inbounds i8, ptr %0, i64 88
  store i64 %117, ptr %118, align 8, !tbaa !28
  %119 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %3, ptr %119, align 8, !tbaa !100
  %120 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %10, ptr %120, align 8, !tbaa !101
  %121 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %7, ptr %121, align 8, !tbaa !98
  br label %122

122:                                              ; preds = %17, %47, %14, %12, %6, %45, %66
  %123 = phi i64 [ 1, %66 ], [ -20, %45 ], [ 0, %6 ], [ -20, %12 ], [ 0, %14 ], [ 0, %47 ], [ 0, %17 ]
  ret i64 %123
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @HUF_decompress4X1_usingDTable_internal_fast_c_loop(ptr nocapture noundef %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !98
  %4 = getelementptr inbounds i8, ptr %0, i64 112
  %5 = load ptr, ptr %4, align 8, !tbaa !101
  %6 = getelementptr inbounds i8, ptr %0, i64 104
  %7 = load ptr, ptr %6, align 8, !tbaa !100
  %8 = getelementptr inbounds i8, ptr %0, i64 64
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 88
  %15 = load i64, ptr %14, align 8
  %16 = load ptr, ptr %0, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %0, i64 48
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = load ptr, ptr %29, align 8
  %31 = ptrtoint ptr %5 to i64
  %32 = ptrtoint ptr %7 to i64
  br label %34

33:                                               ; preds = %63
  br label %34, !llvm.loop !105

34:                                               ; preds = %33, %1
  %35 = phi ptr [ %22, %1 ], [ %284, %33 ]
  %36 = phi ptr [ %20, %1 ], [ %275, %33 ]
  %37 = phi ptr [ %18, %1 ], [ %266, %33 ]
  %38 = phi ptr [ %16, %1 ], [ %257, %33 ]
  %39 = phi ptr [ %24, %1 ], [ %255, %33 ]
  %40 = phi ptr [ %26, %1 ], [ %264, %33 ]
  %41 = phi ptr [ %28, %1 ], [ %273, %33 ]
  %42 = phi ptr [ %30, %1 ], [ %282, %33 ]
  %43 = phi i64 [ %9, %1 ], [ %260, %33 ]
  %44 = phi i64 [ %11, %1 ], [ %269, %33 ]
  %45 = phi i64 [ %13, %1 ], [ %278, %33 ]
  %46 = phi i64 [ %15, %1 ], [ %287, %33 ]
  %47 = ptrtoint ptr %42 to i64
  %48 = sub i64 %31, %47
  %49 = udiv i64 %48, 5
  %50 = ptrtoint ptr %38 to i64
  %51 = sub i64 %50, %32
  %52 = udiv i64 %51, 7
  %53 = tail call i64 @llvm.umin.i64(i64 %49, i64 %52)
  %54 = mul nuw i64 %53, 5
  %55 = getelementptr inbounds i8, ptr %42, i64 %54
  %56 = icmp eq i64 %53, 0
  %57 = icmp ult ptr %37, %38
  %58 = select i1 %56, i1 true, i1 %57
  %59 = icmp ult ptr %36, %37
  %60 = select i1 %58, i1 true, i1 %59
  %61 = icmp ult ptr %35, %36
  %62 = select i1 %60, i1 true, i1 %61
  br i1 %62, label %289, label %63

63:                                               ; preds = %34, %63
  %64 = phi ptr [ %284, %63 ], [ %35, %34 ]
  %65 = phi ptr [ %275, %63 ], [ %36, %34 ]
  %66 = phi ptr [ %266, %63 ], [ %37, %34 ]
  %67 = phi ptr [ %257, %63 ], [ %38, %34 ]
  %68 = phi ptr [ %255, %63 ], [ %39, %34 ]
  %69 = phi ptr [ %264, %63 ], [ %40, %34 ]
  %70 = phi ptr [ %273, %63 ], [ %41, %34 ]
  %71 = phi ptr [ %282, %63 ], [ %42, %34 ]
  %72 = phi i64 [ %260, %63 ], [ %43, %34 ]
  %73 = phi i64 [ %269, %63 ], [ %44, %34 ]
  %74 = phi i64 [ %278, %63 ], [ %45, %34 ]
  %75 = phi i64 [ %287, %63 ], [ %46, %34 ]
  %76 = lshr i64 %72, 53
  %77 = getelementptr inbounds i16, ptr %3, i64 %76
  %78 = load i16, ptr %77, align 2, !tbaa !70
  %79 = and i16 %78, 63
  %80 = zext nneg i16 %79 to i64
  %81 = shl i64 %72, %80
  %82 = lshr i16 %78, 8
  %83 = trunc nuw i16 %82 to i8
  store i8 %83, ptr %68, align 1, !tbaa !9
  %84 = lshr i64 %73, 53
  %85 = getelementptr inbounds i16, ptr %3, i64 %84
  %86 = load i16, ptr %85, align 2, !tbaa !70
  %87 = and i16 %86, 63
  %88 = zext nneg i16 %87 to i64
  %89 = shl i64 %73, %88
  %90 = lshr i16 %86, 8
  %91 = trunc nuw i16 %90 to i8
  store i8 %91, ptr %69, align 1, !tbaa !9
  %92 = lshr i64 %74, 53
  %93 = getelementptr inbounds i16, ptr %3, i64 %92
  %94 = load i16, ptr %93, align 2, !tbaa !70
  %95 = and i16 %94, 63
  %96 = zext nneg i16 %95 to i64
  %97 = shl i64 %74, %96
  %98 = lshr i16 %94, 8
  %99 = trunc nuw i16 %98 to i8
  store i8 %99, ptr %70, align 1, !tbaa !9
  %100 = lshr i64 %75, 53
  %101 = getelementptr inbounds i16, ptr %3, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !70
  %103 = and i16 %102, 63
  %104 = zext nneg i16 %103 to i64
  %105 = shl i64 %75, %104
  %106 = lshr i16 %102, 8
  %107 = trunc nuw i16 %106 to i8
  store i8 %107, ptr %71, align 1, !tbaa !9
  %108 = lshr i64 %81, 53
  %109 = getelementptr inbounds i16, ptr %3, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !70
  %111 = and i16 %110, 63
  %112 = zext nneg i16 %111 to i64
  %113 = shl i64 %81, %112
  %114 = lshr i16 %110, 8
  %115 = trunc nuw i16 %114 to i8
  %116 = getelementptr inbounds i8, ptr %68, i64 1
  store i8 %115, ptr %116, align 1, !tbaa !9
  %117 = lshr i64 %89, 53
  %118 = getelementptr inbounds i16, ptr %3, i64 %117
  %119 = load i16, ptr %118, align 2, !tbaa !70
  %120 = and i16 %119, 63
  %121 = zext nneg i16 %120 to i64
  %122 = shl i64 %89, %121
  %123 = lshr i16 %119, 8
  %124 = trunc nuw i16 %123 to i8
  %125 = getelementptr inbounds i8, ptr %69, i64 1
  store i8 %124, ptr %125, align 1, !tbaa !9
  %126 = lshr i64 %97, 53
  %127 = getelementptr inbounds i16, ptr %3, i64 %126
  %128 = load i16, ptr %127, align 2, !tbaa !70
  %129 = and i16 %128, 63
  %130 = zext nneg i16 %129 to i64
  %131 = shl i64 %97, %130
  %132 = lshr i16 %128, 8
  %133 = trunc nuw i16 %132 to i8
  %134 = getelementptr inbounds i8, ptr %70, i64 1
  store i8 %133, ptr %134, align 1, !tbaa !9
  %135 = lshr i64 %105, 53
  %136 = getelementptr inbounds i16, ptr %3, i64 %135
  %137 = load i16, ptr %136, align 2, !tbaa !70
  %138 = and i16 %137, 63
  %139 = zext nneg i16 %138 to i64
  %140 = shl i64 %105, %139
  %141 = lshr i16 %137, 8
  %142 = trunc nuw i16 %141 to i8
  %143 = getelementptr inbounds i8, ptr %71, i64 1
  store i8 %142, ptr %143, align 1, !tbaa !9
  %144 = lshr i64 %113, 53
  %145 = getelementptr inbounds i16, ptr %3, i64 %144
  %146 = load i16, ptr %145, align 2, !tbaa !70
  %147 = and i16 %146, 63
  %148 = zext nneg i16 %147 to i64
  %149 = shl i64 %113, %148
  %150 = lshr i16 %146, 8
  %151 = trunc nuw i16 %150 to i8
  %152 = getelementptr inbounds i8, ptr %68, i64 2
  store i8 %151, ptr %152, align 1, !tbaa !9
  %153 = lshr i64 %122, 53
  %154 = getelementptr inbounds i16, ptr %3, i64 %153
  %155 = load i16, ptr %154, align 2, !tbaa !70
  %156 = and i16 %155, 63
  %157 = zext nneg i16 %156 to i64
  %158 = shl i64 %122, %157
  %159 = lshr i16 %155, 8
  %160 = trunc nuw i16 %159 to i8
  %161 = getelementptr inbounds i8, ptr %69, i64 2
  store i8 %160, ptr %161, align 1, !tbaa !9
  %162 = lshr i64 %131, 53
  %163 = getelementptr inbounds i16, ptr %3, i64 %162
  %164 = load i16, ptr %163, align 2, !tbaa !70
  %165 = and i16 %164, 63
  %166 = zext nneg i16 %165 to i64
  %167 = shl i64 %131, %166
  %168 = lshr i16 %164, 8
  %169 = trunc nuw i16 %168 to i8
  %170 = getelementptr inbounds i8, ptr %70, i64 2
  store i8 %169, ptr %170, align 1, !tbaa !9
  %171 = lshr i64 %140, 53
  %172 = getelementptr inbounds i16, ptr %3, i64 %171
  %173 = load i16, ptr %172, align 2, !tbaa !70
  %174 = and i16 %173, 63
  %175 = zext nneg i16 %174 to i64
  %176 = shl i64 %140, %175
  %177 = lshr i16 %173, 8
  %178 = trunc nuw i16 %177 to i8
  %179 = getelementptr inbounds i8, ptr %71, i64 2
  store i8 %178, ptr %179, align 1, !tbaa !9
  %180 = lshr i64 %149, 53
  %181 = getelementptr inbounds i16, ptr %3, i64 %180
  %182 = load i16, ptr %181, align 2, !tbaa !70
  %183 = and i16 %182, 63
  %184 = zext nneg i16 %183 to i64
  %185 = shl i64 %149, %184
  %186 = lshr i16 %182, 8
  %187 = trunc nuw i16 %186 to i8
  %188 = getelementptr inbounds i8, ptr %68, i64 3
  store i8 %187, ptr %188, align 1, !tbaa !9
  %189 = lshr i64 %158, 53
  %190 = getelementptr inbounds i16, ptr %3, i64 %189
  %191 = load i16, ptr %190, align 2, !tbaa !70
  %192 = and i16 %191, 63
  %193 = zext nneg i16 %192 to i64
  %194 = shl i64 %158, %193
  %195 = lshr i16 %191, 8
  %196 = trunc nuw i16 %195 to i8
  %197 = getelementptr inbounds i8, ptr %69, i64 3
  store i8 %196, ptr %197, align 1, !tbaa !9
  %198 = lshr i64 %167, 53
  %199 = getelementptr inbounds i16, ptr %3, i64 %198
  %200 = load i16, ptr %199, align 2, !tbaa !70
  %201 = and i16 %200, 63
  %202 = zext nneg i16 %201 to i64
  %203 = shl i64 %167, %202
  %204 = lshr i16 %200, 8
  %205 = trunc nuw i16 %204 to i8
  %206 = getelementptr inbounds i8, ptr %70, i64 3
  store i8 %205, ptr %206, align 1, !tbaa !9
  %207 = lshr i64 %176, 53
  %208 = getelementptr inbounds i16, ptr %3, i64 %207
  %209 = load i16, ptr %208, align 2, !tbaa !70
  %210 = and i16 %209, 63
  %211 = zext nneg i16 %210 to i64
  %212 = shl i64 %176, %211
  %213 = lshr i16 %209, 8
  %214 = trunc nuw i16 %213 to i8
  %215 = getelementptr inbounds i8, ptr %71, i64 3
  store i8 %214, ptr %215, align 1, !tbaa !9
  %216 = lshr i64 %185, 53
  %217 = getelementptr inbounds i16, ptr %3, i64 %216
  %218 = load i16, ptr %217, align 2, !tbaa !70
  %219 = and i16 %218, 63
  %220 = zext nneg i16 %219 to i64
  %221 = shl i64 %185, %220
  %222 = lshr i16 %218, 8
  %223 = trunc nuw i16 %222 to i8
  %224 = getelementptr inbounds i8, ptr %68, i64 4
  store i8 %223, ptr %224, align 1, !tbaa !9
  %225 = lshr i64 %194, 53
  %226 = getelementptr inbounds i16, ptr %3, i64 %225
  %227 = load i16, ptr %226, align 2, !tbaa !70
  %228 = and i16 %227, 63
  %229 = zext nneg i16 %228 to i64
  %230 = shl i64 %194, %229
  %231 = lshr i16 %227, 8
  %232 = trunc nuw i16 %231 to i8
  %233 = getelementptr inbounds i8, ptr %69, i64 4
  store i8 %232, ptr %233, align 1, !tbaa !9
  %234 = lshr i64 %203, 53
  %235 = getelementptr inbounds i16, ptr %3, i64 %234
  %236 = load i16, ptr %235, align 2, !tbaa !70
  %237 = and i16 %236, 63
  %238 = zext nneg i16 %237 to i64
  %239 = shl i64 %203, %238
  %240 = lshr i16 %236, 8
  %241 = trunc nuw i16 %240 to i8
  %242 = getelementptr inbounds i8, ptr %70, i64 4
  store i8 %241, ptr %242, align 1, !tbaa !9
  %243 = lshr i64 %212, 53
  %244 = getelementptr inbounds i16, ptr %3, i64 %243
  %245 = load i16, ptr %244, align 2, !tbaa !70
  %246 = and i16 %245, 63
  %247 = zext nneg i16 %246 to i64
  %248 = shl i64 %212, %247
  %249 = lshr i16 %245, 8
  %250 = trunc nuw i16 %249 to i8
  %251 = getelementptr inbounds i8, ptr %71, i64 4
  store i8 %250, ptr %251, align 1, !tbaa !9
  %252 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %221, i1 true)
  %253 = and i64 %252, 7
  %254 = lshr i64 %252, 3
  %255 = getelementptr inbounds i8, ptr %68, i64 5
  %256 = sub nsw i64 0, %254
  %257 = getelementptr inbounds i8, ptr %67, i64 %256
  %258 = load i64, ptr %257, align 1, !tbaa !28
  %259 = or i64 %258, 1
  %260 = shl i64 %259, %253
  %261 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %230, i1 true)
  %262 = and i64 %261, 7
  %263 = lshr i64 %261, 3
  %264 = getelementptr inbounds i8, ptr %69, i64 5
  %265 = sub nsw i64 0, %263
  %266 = getelementptr inbounds i8, ptr %66, i64 %265
  %267 = load i64, ptr %266, align 1, !tbaa !28
  %268 = or i64 %267, 1
  %269 = shl i64 %268, %262
  %270 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %239, i1 true)
  %271 = and i64 %270, 7
  %272 = lshr i64 %270, 3
  %273 = getelementptr inbounds i8, ptr %70, i64 5
  %274 = sub nsw i64 0, %272
  %275 = getelementptr inbounds i8, ptr %65, i64 %274
  %276 = load i64, ptr %275, align 1, !tbaa !28
  %277 = or i64 %276, 1
  %278 = shl i64 %277, %271
  %279 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %248, i1 true)
  %280 = and i64 %279, 7
  %281 = lshr i64 %279, 3
  %282 = getelementptr inbounds i8, ptr %71, i64 5
  %283 = sub nsw i64 0, %281
  %284 = getelementptr inbounds i8, ptr %64, i64 %283
  %285 = load i64, ptr %284, align 1, !tbaa !28
  %286 = or i64 %285, 1
  %287 = shl i64 %286, %280
  %288 = icmp ult ptr %282, %55
  br i1 %288, label %63, label %33, !llvm.loop !105

289:                                              ; preds = %34
  store i64 %43, ptr %8, align 8
  store i64 %44, ptr %10, align 8
  store i64 %45, ptr %12, align 8
  store i64 %46, ptr %14, align 8
  store ptr %38, ptr %0, align 8
  store ptr %37, ptr %17, align 8
  store ptr %36, ptr %19, align 8
  store ptr %35, ptr %21, align 8
  store ptr %39, ptr %23, align 8
  store ptr %40, ptr %25, align 8
  store ptr %41, ptr %27, align 8
  store ptr %42, ptr %29, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 1, 0) i64 @HUF_decompress4X1_usingDTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef readonly %4) unnamed_addr #8 {
  %6 = ptrtoint ptr %0 to i64
  %7 = alloca %struct.BIT_DStream_t, align 8
  %8 = icmp ult i64 %3, 10
  %9 = icmp ult i64 %1, 6
  %10 = or i1 %9, %8
  br i1 %10, label %1271, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 %1
  %13 = getelementptr inbounds i8, ptr %12, i64 -3
  %14 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #14
  %15 = load i16, ptr %2, align 1, !tbaa !70
  %16 = zext i16 %15 to i64
  %17 = getelementptr inbounds i8, ptr %2, i64 2
  %18 = load i16, ptr %17, align 1, !tbaa !70
  %19 = zext i16 %18 to i64
  %20 = getelementptr inbounds i8, ptr %2, i64 4
  %21 = load i16, ptr %20, align 1, !tbaa !70
  %22 = zext i16 %21 to i64
  %23 = add nuw nsw i64 %16, 6
  %24 = add nuw nsw i64 %23, %19
  %25 = add nuw nsw i64 %24, %22
  %26 = sub i64 %3, %25
  %27 = getelementptr inbounds i8, ptr %2, i64 6
  %28 = getelementptr i8, ptr %27, i64 %16
  %29 = getelementptr i8, ptr %28, i64 %19
  %30 = getelementptr i8, ptr %29, i64 %22
  %31 = add i64 %1, 3
  %32 = lshr i64 %31, 2
  %33 = getelementptr inbounds i8, ptr %0, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 %32
  %35 = getelementptr inbounds i8, ptr %34, i64 %32
  %36 = load i32, ptr %4, align 4
  %37 = lshr i32 %36, 16
  %38 = icmp ugt i64 %25, %3
  %39 = icmp ugt ptr %35, %12
  %40 = select i1 %38, i1 true, i1 %39
  br i1 %40, label %1269, label %41

41:                                               ; preds = %11
  %42 = icmp eq i16 %15, 0
  br i1 %42, label %1269, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, ptr %2, i64 14
  %45 = icmp ugt i16 %15, 7
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = getelementptr i8, ptr %28, i64 -1
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %1269, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %28, i64 -8
  %52 = load i64, ptr %51, align 1, !tbaa !28
  %53 = zext i8 %48 to i32
  %54 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %53, i1 true)
  %55 = xor i32 %54, 31
  %56 = sub nuw nsw i32 8, %55
  br label %113

57:                                               ; preds = %43
  %58 = load i8, ptr %27, align 1, !tbaa !9
  %59 = zext i8 %58 to i64
  switch i16 %15, label %101 [
    i16 7, label %60
    i16 6, label %66
    i16 5, label %73
    i16 4, label %80
    i16 3, label %87
    i16 2, label %94
  ]

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %2, i64 12
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 48
  %65 = or disjoint i64 %64, %59
  br label %66

66:                                               ; preds = %60, %57
  %67 = phi i64 [ %59, %57 ], [ %65, %60 ]
  %68 = getelementptr inbounds i8, ptr %2, i64 11
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 40
  %72 = add nuw nsw i64 %71, %67
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i64 [ %59, %57 ], [ %72, %66 ]
  %75 = getelementptr inbounds i8, ptr %2, i64 10
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i64
  %78 = shl nuw nsw i64 %77, 32
  %79 = add nuw nsw i64 %78, %74
  br label %80

80:                                               ; preds = %73, %57
  %81 = phi i64 [ %59, %57 ], [ %79, %73 ]
  %82 = getelementptr inbounds i8, ptr %2, i64 9
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  %85 = shl nuw nsw i64 %84, 24
  %86 = add nuw nsw i64 %85, %81
  br label %87

87:                                               ; preds = %80, %57
  %88 = phi i64 [ %59, %57 ], [ %86, %80 ]
  %89 = getelementptr inbounds i8, ptr %2, i64 8
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i64
  %92 = shl nuw nsw i64 %91, 16
  %93 = add nuw nsw i64 %92, %88
  br label %94

94:                                               ; preds = %87, %57
  %95 = phi i64 [ %59, %57 ], [ %93, %87 ]
  %96 = getelementptr inbounds i8, ptr %2, i64 7
  %97 = load i8, ptr %96, align 1, !tbaa !9
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, 8
  %100 = add nuw nsw i64 %99, %95
  br label %101

101:                                              ; preds = %94, %57
  %102 = phi i64 [ %59, %57 ], [ %100, %94 ]
  %103 = getelementptr i8, ptr %28, i64 -1
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %1269, label %106

106:                                              ; preds = %101
  %107 = zext i8 %104 to i32
  %108 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %107, i1 true)
  %109 = shl nuw nsw i16 %15, 3
  %110 = zext nneg i16 %109 to i32
  %111 = sub nsw i32 %108, %110
  %112 = add nsw i32 %111, 41
  br label %113

113:                                              ; preds = %106, %50
  %114 = phi ptr [ %51, %50 ], [ %27, %106 ]
  %115 = phi i32 [ %56, %50 ], [ %112, %106 ]
  %116 = phi i64 [ %52, %50 ], [ %102, %106 ]
  %117 = icmp eq i16 %18, 0
  br i1 %117, label %1269, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i8, ptr %28, i64 8
  %120 = icmp ugt i16 %18, 7
  br i1 %120, label %121, label %132

121:                                              ; preds = %118
  %122 = getelementptr i8, ptr %29, i64 -1
  %123 = load i8, ptr %122, align 1, !tbaa !9
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %1269, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %29, i64 -8
  %127 = load i64, ptr %126, align 1, !tbaa !28
  %128 = zext i8 %123 to i32
  %129 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %128, i1 true)
  %130 = xor i32 %129, 31
  %131 = sub nuw nsw i32 8, %130
  br label %188

132:                                              ; preds = %118
  %133 = load i8, ptr %28, align 1, !tbaa !9
  %134 = zext i8 %133 to i64
  switch i16 %18, label %176 [
    i16 7, label %135
    i16 6, label %141
    i16 5, label %148
    i16 4, label %155
    i16 3, label %162
    i16 2, label %169
  ]

135:                                              ; preds = %132
  %136 = getelementptr inbounds i8, ptr %28, i64 6
  %137 = load i8, ptr %136, align 1, !tbaa !9
  %138 = zext i8 %137 to i64
  %139 = shl nuw nsw i64 %138, 48
  %140 = or disjoint i64 %139, %134
  br label %141

141:                                              ; preds = %135, %132
  %142 = phi i64 [ %134, %132 ], [ %140, %135 ]
  %143 = getelementptr inbounds i8, ptr %28, i64 5
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = shl nuw nsw i64 %145, 40
  %147 = add nuw nsw i64 %146, %142
  br label %148

148:                                              ; preds = %141, %132
  %149 = phi i64 [ %134, %132 ], [ %147, %141 ]
  %150 = getelementptr inbounds i8, ptr %28, i64 4
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = shl nuw nsw i64 %152, 32
  %154 = add nuw nsw i64 %153, %149
  br label %155

155:                                              ; preds = %148, %132
  %156 = phi i64 [ %134, %132 ], [ %154, %148 ]
  %157 = getelementptr inbounds i8, ptr %28, i64 3
  %158 = load i8, ptr %157, align 1, !tbaa !9
  %159 = zext i8 %158 to i64
  %160 = shl nuw nsw i64 %159, 24
  %161 = add nuw nsw i64 %160, %156
  br label %162

162:                                              ; preds = %155, %132
  %163 = phi i64 [ %134, %132 ], [ %161, %155 ]
  %164 = getelementptr inbounds i8, ptr %28, i64 2
  %165 = load i8, ptr %164, align 1, !tbaa !9
  %166 = zext i8 %165 to i64
  %167 = shl nuw nsw i64 %166, 16
  %168 = add nuw nsw i64 %167, %163
  br label %169

169:                                              ; preds = %162, %132
  %170 = phi i64 [ %134, %132 ], [ %168, %162 ]
  %171 = getelementptr inbounds i8, ptr %28, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !9
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 8
  %175 = add nuw nsw i64 %174, %170
  br label %176

176:                                              ; preds = %169, %132
  %177 = phi i64 [ %134, %132 ], [ %175, %169 ]
  %178 = getelementptr i8, ptr %29, i64 -1
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %1269, label %181

181:                                              ; preds = %176
  %182 = zext i8 %179 to i32
  %183 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %182, i1 true)
  %184 = shl nuw nsw i16 %18, 3
  %185 = zext nneg i16 %184 to i32
  %186 = sub nsw i32 %183, %185
  %187 = add nsw i32 %186, 41
  br label %188

188:                                              ; preds = %181, %125
  %189 = phi i64 [ %127, %125 ], [ %177, %181 ]
  %190 = phi i32 [ %131, %125 ], [ %187, %181 ]
  %191 = phi ptr [ %126, %125 ], [ %28, %181 ]
  %192 = icmp eq i16 %21, 0
  br i1 %192, label %1269, label %193

193:                                              ; preds = %188
  %194 = getelementptr inbounds i8, ptr %29, i64 8
  %195 = icmp ugt i16 %21, 7
  br i1 %195, label %196, label %207

196:                                              ; preds = %193
  %197 = getelementptr i8, ptr %30, i64 -1
  %198 = load i8, ptr %197, align 1, !tbaa !9
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %1269, label %200

200:                                              ; preds = %196
  %201 = getelementptr inbounds i8, ptr %30, i64 -8
  %202 = load i64, ptr %201, align 1, !tbaa !28
  %203 = zext i8 %198 to i32
  %204 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %203, i1 true)
  %205 = xor i32 %204, 31
  %206 = sub nuw nsw i32 8, %205
  br label %263

207:                                              ; preds = %193
  %208 = load i8, ptr %29, align 1, !tbaa !9
  %209 = zext i8 %208 to i64
  switch i16 %21, label %251 [
    i16 7, label %210
    i16 6, label %216
    i16 5, label %223
    i16 4, label %230
    i16 3, label %237
    i16 2, label %244
  ]

210:                                              ; preds = %207
  %211 = getelementptr inbounds i8, ptr %29, i64 6
  %212 = load i8, ptr %211, align 1, !tbaa !9
  %213 = zext i8 %212 to i64
  %214 = shl nuw nsw i64 %213, 48
  %215 = or disjoint i64 %214, %209
  br label %216

216:                                              ; preds = %210, %207
  %217 = phi i64 [ %209, %207 ], [ %215, %210 ]
  %218 = getelementptr inbounds i8, ptr %29, i64 5
  %219 = load i8, ptr %218, align 1, !tbaa !9
  %220 = zext i8 %219 to i64
  %221 = shl nuw nsw i64 %220, 40
  %222 = add nuw nsw i64 %221, %217
  br label %223

223:                                              ; preds = %216, %207
  %224 = phi i64 [ %209, %207 ], [ %222, %216 ]
  %225 = getelementptr inbounds i8, ptr %29, i64 4
  %226 = load i8, ptr %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i64
  %228 = shl nuw nsw i64 %227, 32
  %229 = add nuw nsw i64 %228, %224
  br label %230

230:                                              ; preds = %223, %207
  %231 = phi i64 [ %209, %207 ], [ %229, %223 ]
  %232 = getelementptr inbounds i8, ptr %29, i64 3
  %233 = load i8, ptr %232, align 1, !tbaa !9
  %234 = zext i8 %233 to i64
  %235 = shl nuw nsw i64 %234, 24
  %236 = add nuw nsw i64 %235, %231
  br label %237

237:                                              ; preds = %230, %207
  %238 = phi i64 [ %209, %207 ], [ %236, %230 ]
  %239 = getelementptr inbounds i8, ptr %29, i64 2
  %240 = load i8, ptr %239, align 1, !tbaa !9
  %241 = zext i8 %240 to i64
  %242 = shl nuw nsw i64 %241, 16
  %243 = add nuw nsw i64 %242, %238
  br label %244

244:                                              ; preds = %237, %207
  %245 = phi i64 [ %209, %207 ], [ %243, %237 ]
  %246 = getelementptr inbounds i8, ptr %29, i64 1
  %247 = load i8, ptr %246, align 1, !tbaa !9
  %248 = zext i8 %247 to i64
  %249 = shl nuw nsw i64 %248, 8
  %250 = add nuw nsw i64 %249, %245
  br label %251

251:                                              ; preds = %244, %207
  %252 = phi i64 [ %209, %207 ], [ %250, %244 ]
  %253 = getelementptr i8, ptr %30, i64 -1
  %254 = load i8, ptr %253, align 1, !tbaa !9
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %1269, label %256

256:                                              ; preds = %251
  %257 = zext i8 %254 to i32
  %258 = tail call range(i32 24, 32) i32 @llvm.ctlz.i32(i32 %257, i1 true)
  %259 = shl nuw nsw i16 %21, 3
  %260 = zext nneg i16 %259 to i32
  %261 = sub nsw i32 %258, %260
  %262 = add nsw i32 %261, 41
  br label %263

263:                                              ; preds = %256, %200
  %264 = phi i64 [ %202, %200 ], [ %252, %256 ]
  %265 = phi i32 [ %206, %200 ], [ %262, %256 ]
  %266 = phi ptr [ %201, %200 ], [ %29, %256 ]
  %267 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %7, ptr noundef nonnull %30, i64 noundef %26)
  %268 = icmp ult i64 %267, -119
  br i1 %268, label %269, label %1269

269:                                              ; preds = %263
  %270 = ptrtoint ptr %12 to i64
  %271 = ptrtoint ptr %35 to i64
  %272 = sub i64 %270, %271
  %273 = icmp ugt i64 %272, 7
  %274 = icmp ult ptr %35, %13
  %275 = select i1 %273, i1 %274, i1 false
  br i1 %275, label %276, label %539

276:                                              ; preds = %269
  %277 = load i64, ptr %7, align 8, !tbaa !71
  %278 = sub nsw i32 0, %37
  %279 = and i32 %278, 63
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds i8, ptr %7, i64 8
  %282 = getelementptr inbounds i8, ptr %7, i64 16
  %283 = getelementptr inbounds i8, ptr %7, i64 32
  %284 = load ptr, ptr %283, align 8, !tbaa !74
  %285 = load i32, ptr %281, align 8, !tbaa !75
  %286 = load ptr, ptr %282, align 8, !tbaa !76
  br label %287

287:                                              ; preds = %276, %529
  %288 = phi ptr [ %286, %276 ], [ %530, %529 ]
  %289 = phi i32 [ %285, %276 ], [ %531, %529 ]
  %290 = phi ptr [ %0, %276 ], [ %446, %529 ]
  %291 = phi ptr [ %33, %276 ], [ %457, %529 ]
  %292 = phi ptr [ %34, %276 ], [ %468, %529 ]
  %293 = phi ptr [ %35, %276 ], [ %479, %529 ]
  %294 = phi ptr [ %266, %276 ], [ %518, %529 ]
  %295 = phi i64 [ %116, %276 ], [ %491, %529 ]
  %296 = phi i32 [ %265, %276 ], [ %517, %529 ]
  %297 = phi i64 [ %264, %276 ], [ %516, %529 ]
  %298 = phi ptr [ %191, %276 ], [ %504, %529 ]
  %299 = phi i32 [ %115, %276 ], [ %490, %529 ]
  %300 = phi i32 [ %190, %276 ], [ %503, %529 ]
  %301 = phi i64 [ %189, %276 ], [ %502, %529 ]
  %302 = phi ptr [ %114, %276 ], [ %489, %529 ]
  %303 = phi i64 [ %277, %276 ], [ %532, %529 ]
  %304 = and i32 %299, 63
  %305 = zext nneg i32 %304 to i64
  %306 = shl i64 %295, %305
  %307 = lshr i64 %306, %280
  %308 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %307
  %309 = getelementptr inbounds i8, ptr %308, i64 1
  %310 = load i8, ptr %309, align 1, !tbaa !65
  %311 = load i8, ptr %308, align 1, !tbaa !67
  %312 = zext i8 %311 to i32
  %313 = add i32 %299, %312
  %314 = getelementptr inbounds i8, ptr %290, i64 1
  store i8 %310, ptr %290, align 1, !tbaa !9
  %315 = and i32 %300, 63
  %316 = zext nneg i32 %315 to i64
  %317 = shl i64 %301, %316
  %318 = lshr i64 %317, %280
  %319 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %318
  %320 = getelementptr inbounds i8, ptr %319, i64 1
  %321 = load i8, ptr %320, align 1, !tbaa !65
  %322 = load i8, ptr %319, align 1, !tbaa !67
  %323 = zext i8 %322 to i32
  %324 = add i32 %300, %323
  %325 = getelementptr inbounds i8, ptr %291, i64 1
  store i8 %321, ptr %291, align 1, !tbaa !9
  %326 = and i32 %296, 63
  %327 = zext nneg i32 %326 to i64
  %328 = shl i64 %297, %327
  %329 = lshr i64 %328, %280
  %330 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %329
  %331 = getelementptr inbounds i8, ptr %330, i64 1
  %332 = load i8, ptr %331, align 1, !tbaa !65
  %333 = load i8, ptr %330, align 1, !tbaa !67
  %334 = zext i8 %333 to i32
  %335 = add i32 %296, %334
  %336 = getelementptr inbounds i8, ptr %292, i64 1
  store i8 %332, ptr %292, align 1, !tbaa !9
  %337 = and i32 %289, 63
  %338 = zext nneg i32 %337 to i64
  %339 = shl i64 %303, %338
  %340 = lshr i64 %339, %280
  %341 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %340
  %342 = getelementptr inbounds i8, ptr %341, i64 1
  %343 = load i8, ptr %342, align 1, !tbaa !65
  %344 = load i8, ptr %341, align 1, !tbaa !67
  %345 = zext i8 %344 to i32
  %346 = add i32 %289, %345
  store i8 %343, ptr %293, align 1, !tbaa !9
  %347 = getelementptr inbounds i8, ptr %293, i64 1
  %348 = and i32 %313, 63
  %349 = zext nneg i32 %348 to i64
  %350 = shl i64 %295, %349
  %351 = lshr i64 %350, %280
  %352 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %351
  %353 = getelementptr inbounds i8, ptr %352, i64 1
  %354 = load i8, ptr %353, align 1, !tbaa !65
  %355 = load i8, ptr %352, align 1, !tbaa !67
  %356 = zext i8 %355 to i32
  %357 = add i32 %313, %356
  store i8 %354, ptr %314, align 1, !tbaa !9
  %358 = and i32 %324, 63
  %359 = zext nneg i32 %358 to i64
  %360 = shl i64 %301, %359
  %361 = lshr i64 %360, %280
  %362 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %361
  %363 = getelementptr inbounds i8, ptr %362, i64 1
  %364 = load i8, ptr %363, align 1, !tbaa !65
  %365 = load i8, ptr %362, align 1, !tbaa !67
  %366 = zext i8 %365 to i32
  %367 = add i32 %324, %366
  %368 = getelementptr inbounds i8, ptr %291, i64 2
  store i8 %364, ptr %325, align 1, !tbaa !9
  %369 = and i32 %335, 63
  %370 = zext nneg i32 %369 to i64
  %371 = shl i64 %297, %370
  %372 = lshr i64 %371, %280
  %373 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %372
  %374 = getelementptr inbounds i8, ptr %373, i64 1
  %375 = load i8, ptr %374, align 1, !tbaa !65
  %376 = load i8, ptr %373, align 1, !tbaa !67
  %377 = zext i8 %376 to i32
  %378 = add i32 %335, %377
  %379 = getelementptr inbounds i8, ptr %292, i64 2
  store i8 %375, ptr %336, align 1, !tbaa !9
  %380 = and i32 %346, 63
  %381 = zext nneg i32 %380 to i64
  %382 = shl i64 %303, %381
  %383 = lshr i64 %382, %280
  %384 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %383
  %385 = getelementptr inbounds i8, ptr %384, i64 1
  %386 = load i8, ptr %385, align 1, !tbaa !65
  %387 = load i8, ptr %384, align 1, !tbaa !67
  %388 = zext i8 %387 to i32
  %389 = add i32 %346, %388
  %390 = getelementptr inbounds i8, ptr %293, i64 2
  store i8 %386, ptr %347, align 1, !tbaa !9
  %391 = getelementptr inbounds i8, ptr %290, i64 2
  %392 = and i32 %357, 63
  %393 = zext nneg i32 %392 to i64
  %394 = shl i64 %295, %393
  %395 = lshr i64 %394, %280
  %396 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %395
  %397 = getelementptr inbounds i8, ptr %396, i64 1
  %398 = load i8, ptr %397, align 1, !tbaa !65
  %399 = load i8, ptr %396, align 1, !tbaa !67
  %400 = zext i8 %399 to i32
  %401 = add i32 %357, %400
  %402 = getelementptr inbounds i8, ptr %290, i64 3
  store i8 %398, ptr %391, align 1, !tbaa !9
  %403 = and i32 %367, 63
  %404 = zext nneg i32 %403 to i64
  %405 = shl i64 %301, %404
  %406 = lshr i64 %405, %280
  %407 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %406
  %408 = getelementptr inbounds i8, ptr %407, i64 1
  %409 = load i8, ptr %408, align 1, !tbaa !65
  %410 = load i8, ptr %407, align 1, !tbaa !67
  %411 = zext i8 %410 to i32
  %412 = add i32 %367, %411
  %413 = getelementptr inbounds i8, ptr %291, i64 3
  store i8 %409, ptr %368, align 1, !tbaa !9
  %414 = and i32 %378, 63
  %415 = zext nneg i32 %414 to i64
  %416 = shl i64 %297, %415
  %417 = lshr i64 %416, %280
  %418 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %417
  %419 = getelementptr inbounds i8, ptr %418, i64 1
  %420 = load i8, ptr %419, align 1, !tbaa !65
  %421 = load i8, ptr %418, align 1, !tbaa !67
  %422 = zext i8 %421 to i32
  %423 = add i32 %378, %422
  %424 = getelementptr inbounds i8, ptr %292, i64 3
  store i8 %420, ptr %379, align 1, !tbaa !9
  %425 = and i32 %389, 63
  %426 = zext nneg i32 %425 to i64
  %427 = shl i64 %303, %426
  %428 = lshr i64 %427, %280
  %429 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %428
  %430 = getelementptr inbounds i8, ptr %429, i64 1
  %431 = load i8, ptr %430, align 1, !tbaa !65
  %432 = load i8, ptr %429, align 1, !tbaa !67
  %433 = zext i8 %432 to i32
  %434 = add i32 %389, %433
  store i8 %431, ptr %390, align 1, !tbaa !9
  %435 = getelementptr inbounds i8, ptr %293, i64 3
  %436 = and i32 %401, 63
  %437 = zext nneg i32 %436 to i64
  %438 = shl i64 %295, %437
  %439 = lshr i64 %438, %280
  %440 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %439
  %441 = getelementptr inbounds i8, ptr %440, i64 1
  %442 = load i8, ptr %441, align 1, !tbaa !65
  %443 = load i8, ptr %440, align 1, !tbaa !67
  %444 = zext i8 %443 to i32
  %445 = add i32 %401, %444
  %446 = getelementptr inbounds i8, ptr %290, i64 4
  store i8 %442, ptr %402, align 1, !tbaa !9
  %447 = and i32 %412, 63
  %448 = zext nneg i32 %447 to i64
  %449 = shl i64 %301, %448
  %450 = lshr i64 %449, %280
  %451 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %450
  %452 = getelementptr inbounds i8, ptr %451, i64 1
  %453 = load i8, ptr %452, align 1, !tbaa !65
  %454 = load i8, ptr %451, align 1, !tbaa !67
  %455 = zext i8 %454 to i32
  %456 = add i32 %412, %455
  %457 = getelementptr inbounds i8, ptr %291, i64 4
  store i8 %453, ptr %413, align 1, !tbaa !9
  %458 = and i32 %423, 63
  %459 = zext nneg i32 %458 to i64
  %460 = shl i64 %297, %459
  %461 = lshr i64 %460, %280
  %462 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %461
  %463 = getelementptr inbounds i8, ptr %462, i64 1
  %464 = load i8, ptr %463, align 1, !tbaa !65
  %465 = load i8, ptr %462, align 1, !tbaa !67
  %466 = zext i8 %465 to i32
  %467 = add i32 %423, %466
  %468 = getelementptr inbounds i8, ptr %292, i64 4
  store i8 %464, ptr %424, align 1, !tbaa !9
  %469 = and i32 %434, 63
  %470 = zext nneg i32 %469 to i64
  %471 = shl i64 %303, %470
  %472 = lshr i64 %471, %280
  %473 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %472
  %474 = getelementptr inbounds i8, ptr %473, i64 1
  %475 = load i8, ptr %474, align 1, !tbaa !65
  %476 = load i8, ptr %473, align 1, !tbaa !67
  %477 = zext i8 %476 to i32
  %478 = add i32 %434, %477
  %479 = getelementptr inbounds i8, ptr %293, i64 4
  store i8 %475, ptr %435, align 1, !tbaa !9
  %480 = icmp ult ptr %302, %44
  br i1 %480, label %488, label %481, !prof !77

481:                                              ; preds = %287
  %482 = lshr i32 %445, 3
  %483 = zext nneg i32 %482 to i64
  %484 = sub nsw i64 0, %483
  %485 = getelementptr inbounds i8, ptr %302, i64 %484
  %486 = and i32 %445, 7
  %487 = load i64, ptr %485, align 1, !tbaa !28
  br label %488

488:                                              ; preds = %287, %481
  %489 = phi ptr [ %302, %287 ], [ %485, %481 ]
  %490 = phi i32 [ %445, %287 ], [ %486, %481 ]
  %491 = phi i64 [ %295, %287 ], [ %487, %481 ]
  %492 = phi i32 [ 3, %287 ], [ 0, %481 ]
  %493 = icmp ult ptr %298, %119
  br i1 %493, label %501, label %494, !prof !77

494:                                              ; preds = %488
  %495 = lshr i32 %456, 3
  %496 = zext nneg i32 %495 to i64
  %497 = sub nsw i64 0, %496
  %498 = getelementptr inbounds i8, ptr %298, i64 %497
  %499 = and i32 %456, 7
  %500 = load i64, ptr %498, align 1, !tbaa !28
  br label %501

501:                                              ; preds = %488, %494
  %502 = phi i64 [ %301, %488 ], [ %500, %494 ]
  %503 = phi i32 [ %456, %488 ], [ %499, %494 ]
  %504 = phi ptr [ %298, %488 ], [ %498, %494 ]
  %505 = phi i32 [ 3, %488 ], [ 0, %494 ]
  %506 = or i32 %505, %492
  %507 = icmp ult ptr %294, %194
  br i1 %507, label %515, label %508, !prof !77

508:                                              ; preds = %501
  %509 = lshr i32 %467, 3
  %510 = zext nneg i32 %509 to i64
  %511 = sub nsw i64 0, %510
  %512 = getelementptr inbounds i8, ptr %294, i64 %511
  %513 = and i32 %467, 7
  %514 = load i64, ptr %512, align 1, !tbaa !28
  br label %515

515:                                              ; preds = %501, %508
  %516 = phi i64 [ %297, %501 ], [ %514, %508 ]
  %517 = phi i32 [ %467, %501 ], [ %513, %508 ]
  %518 = phi ptr [ %294, %501 ], [ %512, %508 ]
  %519 = phi i32 [ 3, %501 ], [ 0, %508 ]
  %520 = or i32 %506, %519
  %521 = icmp ult ptr %288, %284
  br i1 %521, label %529, label %522, !prof !77

522:                                              ; preds = %515
  %523 = lshr i32 %478, 3
  %524 = zext nneg i32 %523 to i64
  %525 = sub nsw i64 0, %524
  %526 = getelementptr inbounds i8, ptr %288, i64 %525
  %527 = and i32 %478, 7
  %528 = load i64, ptr %526, align 1, !tbaa !28
  store i64 %528, ptr %7, align 8, !tbaa !71
  br label %529

529:                                              ; preds = %515, %522
  %530 = phi ptr [ %526, %522 ], [ %288, %515 ]
  %531 = phi i32 [ %527, %522 ], [ %478, %515 ]
  %532 = phi i64 [ %528, %522 ], [ %303, %515 ]
  %533 = phi i32 [ 0, %522 ], [ 3, %515 ]
  %534 = or i32 %520, %533
  %535 = icmp ne i32 %534, 0
  %536 = icmp uge ptr %479, %13
  %537 = or i1 %536, %535
  br i1 %537, label %538, label %287, !llvm.loop !80

538:                                              ; preds = %529
  store i32 %531, ptr %281, align 8, !tbaa !75
  store ptr %530, ptr %282, align 8, !tbaa !76
  br label %539

539:                                              ; preds = %538, %269
  %540 = phi ptr [ %114, %269 ], [ %489, %538 ]
  %541 = phi i64 [ %189, %269 ], [ %502, %538 ]
  %542 = phi i32 [ %190, %269 ], [ %503, %538 ]
  %543 = phi i32 [ %115, %269 ], [ %490, %538 ]
  %544 = phi ptr [ %191, %269 ], [ %504, %538 ]
  %545 = phi i64 [ %264, %269 ], [ %516, %538 ]
  %546 = phi i32 [ %265, %269 ], [ %517, %538 ]
  %547 = phi i64 [ %116, %269 ], [ %491, %538 ]
  %548 = phi ptr [ %266, %269 ], [ %518, %538 ]
  %549 = phi ptr [ %35, %269 ], [ %479, %538 ]
  %550 = phi ptr [ %34, %269 ], [ %468, %538 ]
  %551 = phi ptr [ %33, %269 ], [ %457, %538 ]
  %552 = phi ptr [ %0, %269 ], [ %446, %538 ]
  %553 = icmp ugt ptr %552, %33
  %554 = icmp ugt ptr %551, %34
  %555 = select i1 %553, i1 true, i1 %554
  %556 = icmp ugt ptr %550, %35
  %557 = select i1 %555, i1 true, i1 %556
  br i1 %557, label %1269, label %558

558:                                              ; preds = %539
  %559 = ptrtoint ptr %33 to i64
  %560 = ptrtoint ptr %552 to i64
  %561 = sub i64 %559, %560
  %562 = icmp sgt i64 %561, 3
  %563 = icmp ugt i32 %543, 64
  br i1 %562, label %564, label %652

564:                                              ; preds = %558
  br i1 %563, label %680, label %565, !prof !59

565:                                              ; preds = %564
  %566 = ptrtoint ptr %27 to i64
  %567 = getelementptr inbounds i8, ptr %33, i64 -3
  %568 = sub nsw i32 0, %37
  %569 = and i32 %568, 63
  %570 = zext nneg i32 %569 to i64
  br label %571

571:                                              ; preds = %565, %606
  %572 = phi ptr [ %552, %565 ], [ %650, %606 ]
  %573 = phi i64 [ %547, %565 ], [ %602, %606 ]
  %574 = phi i32 [ %543, %565 ], [ %649, %606 ]
  %575 = phi ptr [ %540, %565 ], [ %601, %606 ]
  %576 = icmp ult ptr %575, %44
  br i1 %576, label %580, label %577

577:                                              ; preds = %571
  %578 = lshr i32 %574, 3
  %579 = and i32 %574, 7
  br label %595

580:                                              ; preds = %571
  %581 = icmp eq ptr %575, %27
  br i1 %581, label %680, label %582

582:                                              ; preds = %580
  %583 = lshr i32 %574, 3
  %584 = zext nneg i32 %583 to i64
  %585 = sub nsw i64 0, %584
  %586 = getelementptr inbounds i8, ptr %575, i64 %585
  %587 = icmp ult ptr %586, %27
  %588 = ptrtoint ptr %575 to i64
  %589 = sub i64 %588, %566
  %590 = trunc i64 %589 to i32
  %591 = select i1 %587, i32 %590, i32 %583
  %592 = zext i1 %587 to i32
  %593 = shl i32 %591, 3
  %594 = sub i32 %574, %593
  br label %595

595:                                              ; preds = %582, %577
  %596 = phi i32 [ %591, %582 ], [ %578, %577 ]
  %597 = phi i32 [ %594, %582 ], [ %579, %577 ]
  %598 = phi i32 [ %592, %582 ], [ 0, %577 ]
  %599 = zext i32 %596 to i64
  %600 = sub nsw i64 0, %599
  %601 = getelementptr inbounds i8, ptr %575, i64 %600
  %602 = load i64, ptr %601, align 1, !tbaa !28
  %603 = icmp eq i32 %598, 0
  %604 = icmp ult ptr %572, %567
  %605 = and i1 %604, %603
  br i1 %605, label %606, label %680

606:                                              ; preds = %595
  %607 = and i32 %597, 63
  %608 = zext nneg i32 %607 to i64
  %609 = shl i64 %602, %608
  %610 = lshr i64 %609, %570
  %611 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %610
  %612 = getelementptr inbounds i8, ptr %611, i64 1
  %613 = load i8, ptr %612, align 1, !tbaa !65
  %614 = load i8, ptr %611, align 1, !tbaa !67
  %615 = zext i8 %614 to i32
  %616 = add i32 %597, %615
  store i8 %613, ptr %572, align 1, !tbaa !9
  %617 = getelementptr inbounds i8, ptr %572, i64 1
  %618 = and i32 %616, 63
  %619 = zext nneg i32 %618 to i64
  %620 = shl i64 %602, %619
  %621 = lshr i64 %620, %570
  %622 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %621
  %623 = getelementptr inbounds i8, ptr %622, i64 1
  %624 = load i8, ptr %623, align 1, !tbaa !65
  %625 = load i8, ptr %622, align 1, !tbaa !67
  %626 = zext i8 %625 to i32
  %627 = add i32 %616, %626
  store i8 %624, ptr %617, align 1, !tbaa !9
  %628 = getelementptr inbounds i8, ptr %572, i64 2
  %629 = and i32 %627, 63
  %630 = zext nneg i32 %629 to i64
  %631 = shl i64 %602, %630
  %632 = lshr i64 %631, %570
  %633 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %632
  %634 = getelementptr inbounds i8, ptr %633, i64 1
  %635 = load i8, ptr %634, align 1, !tbaa !65
  %636 = load i8, ptr %633, align 1, !tbaa !67
  %637 = zext i8 %636 to i32
  %638 = add i32 %627, %637
  store i8 %635, ptr %628, align 1, !tbaa !9
  %639 = getelementptr inbounds i8, ptr %572, i64 3
  %640 = and i32 %638, 63
  %641 = zext nneg i32 %640 to i64
  %642 = shl i64 %602, %641
  %643 = lshr i64 %642, %570
  %644 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %643
  %645 = getelementptr inbounds i8, ptr %644, i64 1
  %646 = load i8, ptr %645, align 1, !tbaa !65
  %647 = load i8, ptr %644, align 1, !tbaa !67
  %648 = zext i8 %647 to i32
  %649 = add i32 %638, %648
  %650 = getelementptr inbounds i8, ptr %572, i64 4
  store i8 %646, ptr %639, align 1, !tbaa !9
  %651 = icmp ugt i32 %649, 64
  br i1 %651, label %680, label %571, !prof !56, !llvm.loop !68

652:                                              ; preds = %558
  br i1 %563, label %680, label %653, !prof !77

653:                                              ; preds = %652
  %654 = icmp ult ptr %540, %44
  br i1 %654, label %658, label %655

655:                                              ; preds = %653
  %656 = lshr i32 %543, 3
  %657 = and i32 %543, 7
  br label %673

658:                                              ; preds = %653
  %659 = icmp eq ptr %540, %27
  br i1 %659, label %680, label %660

660:                                              ; preds = %658
  %661 = lshr i32 %543, 3
  %662 = zext nneg i32 %661 to i64
  %663 = sub nsw i64 0, %662
  %664 = getelementptr inbounds i8, ptr %540, i64 %663
  %665 = icmp ult ptr %664, %27
  %666 = ptrtoint ptr %540 to i64
  %667 = ptrtoint ptr %27 to i64
  %668 = sub i64 %666, %667
  %669 = trunc i64 %668 to i32
  %670 = select i1 %665, i32 %669, i32 %661
  %671 = shl i32 %670, 3
  %672 = sub i32 %543, %671
  br label %673

673:                                              ; preds = %660, %655
  %674 = phi i32 [ %656, %655 ], [ %670, %660 ]
  %675 = phi i32 [ %657, %655 ], [ %672, %660 ]
  %676 = zext i32 %674 to i64
  %677 = sub nsw i64 0, %676
  %678 = getelementptr inbounds i8, ptr %540, i64 %677
  %679 = load i64, ptr %678, align 1, !tbaa !28
  br label %680

680:                                              ; preds = %595, %606, %580, %673, %564, %658, %652
  %681 = phi ptr [ @BIT_reloadDStream.zeroFilled, %652 ], [ %27, %658 ], [ @BIT_reloadDStream.zeroFilled, %564 ], [ %678, %673 ], [ %601, %595 ], [ @BIT_reloadDStream.zeroFilled, %606 ], [ %27, %580 ]
  %682 = phi i32 [ %543, %652 ], [ %543, %658 ], [ %543, %564 ], [ %675, %673 ], [ %597, %595 ], [ %649, %606 ], [ %574, %580 ]
  %683 = phi i64 [ %547, %652 ], [ %547, %658 ], [ %547, %564 ], [ %679, %673 ], [ %602, %595 ], [ %602, %606 ], [ %573, %580 ]
  %684 = phi ptr [ %552, %652 ], [ %552, %658 ], [ %552, %564 ], [ %552, %673 ], [ %572, %595 ], [ %650, %606 ], [ %572, %580 ]
  %685 = icmp ult ptr %684, %33
  br i1 %685, label %686, label %739

686:                                              ; preds = %680
  %687 = ptrtoint ptr %684 to i64
  %688 = sub nsw i32 0, %37
  %689 = and i32 %688, 63
  %690 = zext nneg i32 %689 to i64
  %691 = add i64 %32, %6
  %692 = sub i64 %691, %687
  %693 = add i64 %687, 1
  %694 = and i64 %692, 1
  %695 = icmp eq i64 %694, 0
  br i1 %695, label %708, label %696

696:                                              ; preds = %686
  %697 = and i32 %682, 63
  %698 = zext nneg i32 %697 to i64
  %699 = shl i64 %683, %698
  %700 = lshr i64 %699, %690
  %701 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %700
  %702 = getelementptr inbounds i8, ptr %701, i64 1
  %703 = load i8, ptr %702, align 1, !tbaa !65
  %704 = load i8, ptr %701, align 1, !tbaa !67
  %705 = zext i8 %704 to i32
  %706 = add i32 %682, %705
  %707 = getelementptr inbounds i8, ptr %684, i64 1
  store i8 %703, ptr %684, align 1, !tbaa !9
  br label %708

708:                                              ; preds = %696, %686
  %709 = phi ptr [ %684, %686 ], [ %707, %696 ]
  %710 = phi i32 [ %682, %686 ], [ %706, %696 ]
  %711 = phi i32 [ poison, %686 ], [ %706, %696 ]
  %712 = icmp eq i64 %691, %693
  br i1 %712, label %739, label %713

713:                                              ; preds = %708, %713
  %714 = phi ptr [ %737, %713 ], [ %709, %708 ]
  %715 = phi i32 [ %736, %713 ], [ %710, %708 ]
  %716 = and i32 %715, 63
  %717 = zext nneg i32 %716 to i64
  %718 = shl i64 %683, %717
  %719 = lshr i64 %718, %690
  %720 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %719
  %721 = getelementptr inbounds i8, ptr %720, i64 1
  %722 = load i8, ptr %721, align 1, !tbaa !65
  %723 = load i8, ptr %720, align 1, !tbaa !67
  %724 = zext i8 %723 to i32
  %725 = add i32 %715, %724
  %726 = getelementptr inbounds i8, ptr %714, i64 1
  store i8 %722, ptr %714, align 1, !tbaa !9
  %727 = and i32 %725, 63
  %728 = zext nneg i32 %727 to i64
  %729 = shl i64 %683, %728
  %730 = lshr i64 %729, %690
  %731 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %730
  %732 = getelementptr inbounds i8, ptr %731, i64 1
  %733 = load i8, ptr %732, align 1, !tbaa !65
  %734 = load i8, ptr %731, align 1, !tbaa !67
  %735 = zext i8 %734 to i32
  %736 = add i32 %725, %735
  %737 = getelementptr inbounds i8, ptr %714, i64 2
  store i8 %733, ptr %726, align 1, !tbaa !9
  %738 = icmp ult ptr %737, %33
  br i1 %738, label %713, label %739, !llvm.loop !69

739:                                              ; preds = %708, %713, %680
  %740 = phi i32 [ %682, %680 ], [ %711, %708 ], [ %736, %713 ]
  %741 = ptrtoint ptr %34 to i64
  %742 = ptrtoint ptr %551 to i64
  %743 = sub i64 %741, %742
  %744 = icmp sgt i64 %743, 3
  %745 = icmp ugt i32 %542, 64
  br i1 %744, label %746, label %834

746:                                              ; preds = %739
  br i1 %745, label %862, label %747, !prof !59

747:                                              ; preds = %746
  %748 = ptrtoint ptr %28 to i64
  %749 = getelementptr inbounds i8, ptr %34, i64 -3
  %750 = sub nsw i32 0, %37
  %751 = and i32 %750, 63
  %752 = zext nneg i32 %751 to i64
  br label %753

753:                                              ; preds = %747, %788
  %754 = phi ptr [ %551, %747 ], [ %832, %788 ]
  %755 = phi ptr [ %544, %747 ], [ %783, %788 ]
  %756 = phi i32 [ %542, %747 ], [ %831, %788 ]
  %757 = phi i64 [ %541, %747 ], [ %784, %788 ]
  %758 = icmp ult ptr %755, %119
  br i1 %758, label %762, label %759

759:                                              ; preds = %753
  %760 = lshr i32 %756, 3
  %761 = and i32 %756, 7
  br label %777

762:                                              ; preds = %753
  %763 = icmp eq ptr %755, %28
  br i1 %763, label %862, label %764

764:                                              ; preds = %762
  %765 = lshr i32 %756, 3
  %766 = zext nneg i32 %765 to i64
  %767 = sub nsw i64 0, %766
  %768 = getelementptr inbounds i8, ptr %755, i64 %767
  %769 = icmp ult ptr %768, %28
  %770 = ptrtoint ptr %755 to i64
  %771 = sub i64 %770, %748
  %772 = trunc i64 %771 to i32
  %773 = select i1 %769, i32 %772, i32 %765
  %774 = zext i1 %769 to i32
  %775 = shl i32 %773, 3
  %776 = sub i32 %756, %775
  br label %777

777:                                              ; preds = %764, %759
  %778 = phi i32 [ %776, %764 ], [ %761, %759 ]
  %779 = phi i32 [ %773, %764 ], [ %760, %759 ]
  %780 = phi i32 [ %774, %764 ], [ 0, %759 ]
  %781 = zext i32 %779 to i64
  %782 = sub nsw i64 0, %781
  %783 = getelementptr inbounds i8, ptr %755, i64 %782
  %784 = load i64, ptr %783, align 1, !tbaa !28
  %785 = icmp eq i32 %780, 0
  %786 = icmp ult ptr %754, %749
  %787 = and i1 %786, %785
  br i1 %787, label %788, label %862

788:                                              ; preds = %777
  %789 = and i32 %778, 63
  %790 = zext nneg i32 %789 to i64
  %791 = shl i64 %784, %790
  %792 = lshr i64 %791, %752
  %793 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %792
  %794 = getelementptr inbounds i8, ptr %793, i64 1
  %795 = load i8, ptr %794, align 1, !tbaa !65
  %796 = load i8, ptr %793, align 1, !tbaa !67
  %797 = zext i8 %796 to i32
  %798 = add i32 %778, %797
  store i8 %795, ptr %754, align 1, !tbaa !9
  %799 = getelementptr inbounds i8, ptr %754, i64 1
  %800 = and i32 %798, 63
  %801 = zext nneg i32 %800 to i64
  %802 = shl i64 %784, %801
  %803 = lshr i64 %802, %752
  %804 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %803
  %805 = getelementptr inbounds i8, ptr %804, i64 1
  %806 = load i8, ptr %805, align 1, !tbaa !65
  %807 = load i8, ptr %804, align 1, !tbaa !67
  %808 = zext i8 %807 to i32
  %809 = add i32 %798, %808
  store i8 %806, ptr %799, align 1, !tbaa !9
  %810 = getelementptr inbounds i8, ptr %754, i64 2
  %811 = and i32 %809, 63
  %812 = zext nneg i32 %811 to i64
  %813 = shl i64 %784, %812
  %814 = lshr i64 %813, %752
  %815 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %814
  %816 = getelementptr inbounds i8, ptr %815, i64 1
  %817 = load i8, ptr %816, align 1, !tbaa !65
  %818 = load i8, ptr %815, align 1, !tbaa !67
  %819 = zext i8 %818 to i32
  %820 = add i32 %809, %819
  store i8 %817, ptr %810, align 1, !tbaa !9
  %821 = getelementptr inbounds i8, ptr %754, i64 3
  %822 = and i32 %820, 63
  %823 = zext nneg i32 %822 to i64
  %824 = shl i64 %784, %823
  %825 = lshr i64 %824, %752
  %826 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %825
  %827 = getelementptr inbounds i8, ptr %826, i64 1
  %828 = load i8, ptr %827, align 1, !tbaa !65
  %829 = load i8, ptr %826, align 1, !tbaa !67
  %830 = zext i8 %829 to i32
  %831 = add i32 %820, %830
  %832 = getelementptr inbounds i8, ptr %754, i64 4
  store i8 %828, ptr %821, align 1, !tbaa !9
  %833 = icmp ugt i32 %831, 64
  br i1 %833, label %862, label %753, !prof !56, !llvm.loop !68

834:                                              ; preds = %739
  br i1 %745, label %862, label %835, !prof !77

835:                                              ; preds = %834
  %836 = icmp ult ptr %544, %119
  br i1 %836, label %840, label %837

837:                                              ; preds = %835
  %838 = lshr i32 %542, 3
  %839 = and i32 %542, 7
  br label %855

840:                                              ; preds = %835
  %841 = icmp eq ptr %544, %28
  br i1 %841, label %862, label %842

842:                                              ; preds = %840
  %843 = lshr i32 %542, 3
  %844 = zext nneg i32 %843 to i64
  %845 = sub nsw i64 0, %844
  %846 = getelementptr inbounds i8, ptr %544, i64 %845
  %847 = icmp ult ptr %846, %28
  %848 = ptrtoint ptr %544 to i64
  %849 = ptrtoint ptr %28 to i64
  %850 = sub i64 %848, %849
  %851 = trunc i64 %850 to i32
  %852 = select i1 %847, i32 %851, i32 %843
  %853 = shl i32 %852, 3
  %854 = sub i32 %542, %853
  br label %855

855:                                              ; preds = %842, %837
  %856 = phi i32 [ %838, %837 ], [ %852, %842 ]
  %857 = phi i32 [ %839, %837 ], [ %854, %842 ]
  %858 = zext i32 %856 to i64
  %859 = sub nsw i64 0, %858
  %860 = getelementptr inbounds i8, ptr %544, i64 %859
  %861 = load i64, ptr %860, align 1, !tbaa !28
  br label %862

862:                                              ; preds = %777, %788, %762, %855, %746, %840, %834
  %863 = phi i64 [ %541, %834 ], [ %541, %840 ], [ %541, %746 ], [ %861, %855 ], [ %784, %777 ], [ %784, %788 ], [ %757, %762 ]
  %864 = phi i32 [ %542, %834 ], [ %542, %840 ], [ %542, %746 ], [ %857, %855 ], [ %778, %777 ], [ %831, %788 ], [ %756, %762 ]
  %865 = phi ptr [ @BIT_reloadDStream.zeroFilled, %834 ], [ %28, %840 ], [ @BIT_reloadDStream.zeroFilled, %746 ], [ %860, %855 ], [ %783, %777 ], [ @BIT_reloadDStream.zeroFilled, %788 ], [ %28, %762 ]
  %866 = phi ptr [ %551, %834 ], [ %551, %840 ], [ %551, %746 ], [ %551, %855 ], [ %754, %777 ], [ %832, %788 ], [ %754, %762 ]
  %867 = icmp ult ptr %866, %34
  br i1 %867, label %868, label %887

868:                                              ; preds = %862
  %869 = sub nsw i32 0, %37
  %870 = and i32 %869, 63
  %871 = zext nneg i32 %870 to i64
  br label %872

872:                                              ; preds = %868, %872
  %873 = phi ptr [ %866, %868 ], [ %885, %872 ]
  %874 = phi i32 [ %864, %868 ], [ %884, %872 ]
  %875 = and i32 %874, 63
  %876 = zext nneg i32 %875 to i64
  %877 = shl i64 %863, %876
  %878 = lshr i64 %877, %871
  %879 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %878
  %880 = getelementptr inbounds i8, ptr %879, i64 1
  %881 = load i8, ptr %880, align 1, !tbaa !65
  %882 = load i8, ptr %879, align 1, !tbaa !67
  %883 = zext i8 %882 to i32
  %884 = add i32 %874, %883
  %885 = getelementptr inbounds i8, ptr %873, i64 1
  store i8 %881, ptr %873, align 1, !tbaa !9
  %886 = icmp ult ptr %885, %34
  br i1 %886, label %872, label %887, !llvm.loop !69

887:                                              ; preds = %872, %862
  %888 = phi i32 [ %864, %862 ], [ %884, %872 ]
  %889 = ptrtoint ptr %550 to i64
  %890 = sub i64 %271, %889
  %891 = icmp sgt i64 %890, 3
  %892 = icmp ugt i32 %546, 64
  br i1 %891, label %893, label %981

893:                                              ; preds = %887
  br i1 %892, label %1009, label %894, !prof !59

894:                                              ; preds = %893
  %895 = ptrtoint ptr %29 to i64
  %896 = getelementptr inbounds i8, ptr %35, i64 -3
  %897 = sub nsw i32 0, %37
  %898 = and i32 %897, 63
  %899 = zext nneg i32 %898 to i64
  br label %900

900:                                              ; preds = %894, %935
  %901 = phi ptr [ %550, %894 ], [ %979, %935 ]
  %902 = phi ptr [ %548, %894 ], [ %930, %935 ]
  %903 = phi i32 [ %546, %894 ], [ %978, %935 ]
  %904 = phi i64 [ %545, %894 ], [ %931, %935 ]
  %905 = icmp ult ptr %902, %194
  br i1 %905, label %909, label %906

906:                                              ; preds = %900
  %907 = lshr i32 %903, 3
  %908 = and i32 %903, 7
  br label %924

909:                                              ; preds = %900
  %910 = icmp eq ptr %902, %29
  br i1 %910, label %1009, label %911

911:                                              ; preds = %909
  %912 = lshr i32 %903, 3
  %913 = zext nneg i32 %912 to i64
  %914 = sub nsw i64 0, %913
  %915 = getelementptr inbounds i8, ptr %902, i64 %914
  %916 = icmp ult ptr %915, %29
  %917 = ptrtoint ptr %902 to i64
  %918 = sub i64 %917, %895
  %919 = trunc i64 %918 to i32
  %920 = select i1 %916, i32 %919, i32 %912
  %921 = zext i1 %916 to i32
  %922 = shl i32 %920, 3
  %923 = sub i32 %903, %922
  br label %924

924:                                              ; preds = %911, %906
  %925 = phi i32 [ %923, %911 ], [ %908, %906 ]
  %926 = phi i32 [ %920, %911 ], [ %907, %906 ]
  %927 = phi i32 [ %921, %911 ], [ 0, %906 ]
  %928 = zext i32 %926 to i64
  %929 = sub nsw i64 0, %928
  %930 = getelementptr inbounds i8, ptr %902, i64 %929
  %931 = load i64, ptr %930, align 1, !tbaa !28
  %932 = icmp eq i32 %927, 0
  %933 = icmp ult ptr %901, %896
  %934 = and i1 %933, %932
  br i1 %934, label %935, label %1009

935:                                              ; preds = %924
  %936 = and i32 %925, 63
  %937 = zext nneg i32 %936 to i64
  %938 = shl i64 %931, %937
  %939 = lshr i64 %938, %899
  %940 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %939
  %941 = getelementptr inbounds i8, ptr %940, i64 1
  %942 = load i8, ptr %941, align 1, !tbaa !65
  %943 = load i8, ptr %940, align 1, !tbaa !67
  %944 = zext i8 %943 to i32
  %945 = add i32 %925, %944
  store i8 %942, ptr %901, align 1, !tbaa !9
  %946 = getelementptr inbounds i8, ptr %901, i64 1
  %947 = and i32 %945, 63
  %948 = zext nneg i32 %947 to i64
  %949 = shl i64 %931, %948
  %950 = lshr i64 %949, %899
  %951 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %950
  %952 = getelementptr inbounds i8, ptr %951, i64 1
  %953 = load i8, ptr %952, align 1, !tbaa !65
  %954 = load i8, ptr %951, align 1, !tbaa !67
  %955 = zext i8 %954 to i32
  %956 = add i32 %945, %955
  store i8 %953, ptr %946, align 1, !tbaa !9
  %957 = getelementptr inbounds i8, ptr %901, i64 2
  %958 = and i32 %956, 63
  %959 = zext nneg i32 %958 to i64
  %960 = shl i64 %931, %959
  %961 = lshr i64 %960, %899
  %962 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %961
  %963 = getelementptr inbounds i8, ptr %962, i64 1
  %964 = load i8, ptr %963, align 1, !tbaa !65
  %965 = load i8, ptr %962, align 1, !tbaa !67
  %966 = zext i8 %965 to i32
  %967 = add i32 %956, %966
  store i8 %964, ptr %957, align 1, !tbaa !9
  %968 = getelementptr inbounds i8, ptr %901, i64 3
  %969 = and i32 %967, 63
  %970 = zext nneg i32 %969 to i64
  %971 = shl i64 %931, %970
  %972 = lshr i64 %971, %899
  %973 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %972
  %974 = getelementptr inbounds i8, ptr %973, i64 1
  %975 = load i8, ptr %974, align 1, !tbaa !65
  %976 = load i8, ptr %973, align 1, !tbaa !67
  %977 = zext i8 %976 to i32
  %978 = add i32 %967, %977
  %979 = getelementptr inbounds i8, ptr %901, i64 4
  store i8 %975, ptr %968, align 1, !tbaa !9
  %980 = icmp ugt i32 %978, 64
  br i1 %980, label %1009, label %900, !prof !56, !llvm.loop !68

981:                                              ; preds = %887
  br i1 %892, label %1009, label %982, !prof !77

982:                                              ; preds = %981
  %983 = icmp ult ptr %548, %194
  br i1 %983, label %987, label %984

984:                                              ; preds = %982
  %985 = lshr i32 %546, 3
  %986 = and i32 %546, 7
  br label %1002

987:                                              ; preds = %982
  %988 = icmp eq ptr %548, %29
  br i1 %988, label %1009, label %989

989:                                              ; preds = %987
  %990 = lshr i32 %546, 3
  %991 = zext nneg i32 %990 to i64
  %992 = sub nsw i64 0, %991
  %993 = getelementptr inbounds i8, ptr %548, i64 %992
  %994 = icmp ult ptr %993, %29
  %995 = ptrtoint ptr %548 to i64
  %996 = ptrtoint ptr %29 to i64
  %997 = sub i64 %995, %996
  %998 = trunc i64 %997 to i32
  %999 = select i1 %994, i32 %998, i32 %990
  %1000 = shl i32 %999, 3
  %1001 = sub i32 %546, %1000
  br label %1002

1002:                                             ; preds = %989, %984
  %1003 = phi i32 [ %985, %984 ], [ %999, %989 ]
  %1004 = phi i32 [ %986, %984 ], [ %1001, %989 ]
  %1005 = zext i32 %1003 to i64
  %1006 = sub nsw i64 0, %1005
  %1007 = getelementptr inbounds i8, ptr %548, i64 %1006
  %1008 = load i64, ptr %1007, align 1, !tbaa !28
  br label %1009

1009:                                             ; preds = %924, %935, %909, %1002, %893, %987, %981
  %1010 = phi i64 [ %545, %981 ], [ %545, %987 ], [ %545, %893 ], [ %1008, %1002 ], [ %931, %924 ], [ %931, %935 ], [ %904, %909 ]
  %1011 = phi i32 [ %546, %981 ], [ %546, %987 ], [ %546, %893 ], [ %1004, %1002 ], [ %925, %924 ], [ %978, %935 ], [ %903, %909 ]
  %1012 = phi ptr [ @BIT_reloadDStream.zeroFilled, %981 ], [ %29, %987 ], [ @BIT_reloadDStream.zeroFilled, %893 ], [ %1007, %1002 ], [ %930, %924 ], [ @BIT_reloadDStream.zeroFilled, %935 ], [ %29, %909 ]
  %1013 = phi ptr [ %550, %981 ], [ %550, %987 ], [ %550, %893 ], [ %550, %1002 ], [ %901, %924 ], [ %979, %935 ], [ %901, %909 ]
  %1014 = icmp ult ptr %1013, %35
  br i1 %1014, label %1015, label %1034

1015:                                             ; preds = %1009
  %1016 = sub nsw i32 0, %37
  %1017 = and i32 %1016, 63
  %1018 = zext nneg i32 %1017 to i64
  br label %1019

1019:                                             ; preds = %1015, %1019
  %1020 = phi ptr [ %1013, %1015 ], [ %1032, %1019 ]
  %1021 = phi i32 [ %1011, %1015 ], [ %1031, %1019 ]
  %1022 = and i32 %1021, 63
  %1023 = zext nneg i32 %1022 to i64
  %1024 = shl i64 %1010, %1023
  %1025 = lshr i64 %1024, %1018
  %1026 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1025
  %1027 = getelementptr inbounds i8, ptr %1026, i64 1
  %1028 = load i8, ptr %1027, align 1, !tbaa !65
  %1029 = load i8, ptr %1026, align 1, !tbaa !67
  %1030 = zext i8 %1029 to i32
  %1031 = add i32 %1021, %1030
  %1032 = getelementptr inbounds i8, ptr %1020, i64 1
  store i8 %1028, ptr %1020, align 1, !tbaa !9
  %1033 = icmp ult ptr %1032, %35
  br i1 %1033, label %1019, label %1034, !llvm.loop !69

1034:                                             ; preds = %1019, %1009
  %1035 = phi i32 [ %1011, %1009 ], [ %1031, %1019 ]
  %1036 = ptrtoint ptr %549 to i64
  %1037 = sub i64 %270, %1036
  %1038 = icmp sgt i64 %1037, 3
  %1039 = getelementptr inbounds i8, ptr %7, i64 8
  %1040 = load i32, ptr %1039, align 8
  %1041 = icmp ugt i32 %1040, 64
  br i1 %1038, label %1042, label %1146

1042:                                             ; preds = %1034
  br i1 %1041, label %1050, label %1043, !prof !59

1043:                                             ; preds = %1042
  %1044 = getelementptr inbounds i8, ptr %7, i64 16
  %1045 = getelementptr inbounds i8, ptr %7, i64 32
  %1046 = getelementptr inbounds i8, ptr %7, i64 24
  %1047 = sub nsw i32 0, %37
  %1048 = and i32 %1047, 63
  %1049 = zext nneg i32 %1048 to i64
  br label %1054

1050:                                             ; preds = %1094, %1042
  %1051 = phi i32 [ %1040, %1042 ], [ %1144, %1094 ]
  %1052 = phi ptr [ %549, %1042 ], [ %1143, %1094 ]
  %1053 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1053, align 8, !tbaa !76
  br label %1182

1054:                                             ; preds = %1043, %1094
  %1055 = phi i32 [ %1040, %1043 ], [ %1144, %1094 ]
  %1056 = phi ptr [ %549, %1043 ], [ %1143, %1094 ]
  %1057 = load ptr, ptr %1044, align 8, !tbaa !76
  %1058 = load ptr, ptr %1045, align 8, !tbaa !74
  %1059 = icmp ult ptr %1057, %1058
  br i1 %1059, label %1066, label %1060

1060:                                             ; preds = %1054
  %1061 = lshr i32 %1055, 3
  %1062 = zext nneg i32 %1061 to i64
  %1063 = sub nsw i64 0, %1062
  %1064 = getelementptr inbounds i8, ptr %1057, i64 %1063
  store ptr %1064, ptr %1044, align 8, !tbaa !76
  %1065 = and i32 %1055, 7
  br label %1086

1066:                                             ; preds = %1054
  %1067 = load ptr, ptr %1046, align 8, !tbaa !79
  %1068 = icmp eq ptr %1057, %1067
  br i1 %1068, label %1182, label %1069

1069:                                             ; preds = %1066
  %1070 = lshr i32 %1055, 3
  %1071 = zext nneg i32 %1070 to i64
  %1072 = sub nsw i64 0, %1071
  %1073 = getelementptr inbounds i8, ptr %1057, i64 %1072
  %1074 = icmp ult ptr %1073, %1067
  %1075 = ptrtoint ptr %1057 to i64
  %1076 = ptrtoint ptr %1067 to i64
  %1077 = sub i64 %1075, %1076
  %1078 = trunc i64 %1077 to i32
  %1079 = select i1 %1074, i32 %1078, i32 %1070
  %1080 = zext i1 %1074 to i32
  %1081 = zext i32 %1079 to i64
  %1082 = sub nsw i64 0, %1081
  %1083 = getelementptr inbounds i8, ptr %1057, i64 %1082
  store ptr %1083, ptr %1044, align 8, !tbaa !76
  %1084 = shl i32 %1079, 3
  %1085 = sub i32 %1055, %1084
  br label %1086

1086:                                             ; preds = %1069, %1060
  %1087 = phi i32 [ %1065, %1060 ], [ %1085, %1069 ]
  %1088 = phi ptr [ %1064, %1060 ], [ %1083, %1069 ]
  %1089 = phi i32 [ 0, %1060 ], [ %1080, %1069 ]
  store i32 %1087, ptr %1039, align 8, !tbaa !75
  %1090 = load i64, ptr %1088, align 1, !tbaa !28
  store i64 %1090, ptr %7, align 8, !tbaa !71
  %1091 = icmp eq i32 %1089, 0
  %1092 = icmp ult ptr %1056, %13
  %1093 = and i1 %1092, %1091
  br i1 %1093, label %1094, label %1182

1094:                                             ; preds = %1086
  %1095 = and i32 %1087, 63
  %1096 = zext nneg i32 %1095 to i64
  %1097 = shl i64 %1090, %1096
  %1098 = lshr i64 %1097, %1049
  %1099 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1098
  %1100 = getelementptr inbounds i8, ptr %1099, i64 1
  %1101 = load i8, ptr %1100, align 1, !tbaa !65
  %1102 = load i8, ptr %1099, align 1, !tbaa !67
  %1103 = zext i8 %1102 to i32
  %1104 = add i32 %1087, %1103
  store i8 %1101, ptr %1056, align 1, !tbaa !9
  %1105 = getelementptr inbounds i8, ptr %1056, i64 1
  %1106 = load i64, ptr %7, align 8, !tbaa !71
  %1107 = and i32 %1104, 63
  %1108 = zext nneg i32 %1107 to i64
  %1109 = shl i64 %1106, %1108
  %1110 = lshr i64 %1109, %1049
  %1111 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1110
  %1112 = getelementptr inbounds i8, ptr %1111, i64 1
  %1113 = load i8, ptr %1112, align 1, !tbaa !65
  %1114 = load i8, ptr %1111, align 1, !tbaa !67
  %1115 = zext i8 %1114 to i32
  %1116 = add i32 %1104, %1115
  store i32 %1116, ptr %1039, align 8, !tbaa !75
  store i8 %1113, ptr %1105, align 1, !tbaa !9
  %1117 = getelementptr inbounds i8, ptr %1056, i64 2
  %1118 = load i64, ptr %7, align 8, !tbaa !71
  %1119 = load i32, ptr %1039, align 8, !tbaa !75
  %1120 = and i32 %1119, 63
  %1121 = zext nneg i32 %1120 to i64
  %1122 = shl i64 %1118, %1121
  %1123 = lshr i64 %1122, %1049
  %1124 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1123
  %1125 = getelementptr inbounds i8, ptr %1124, i64 1
  %1126 = load i8, ptr %1125, align 1, !tbaa !65
  %1127 = load i8, ptr %1124, align 1, !tbaa !67
  %1128 = zext i8 %1127 to i32
  %1129 = add i32 %1119, %1128
  store i32 %1129, ptr %1039, align 8, !tbaa !75
  store i8 %1126, ptr %1117, align 1, !tbaa !9
  %1130 = getelementptr inbounds i8, ptr %1056, i64 3
  %1131 = load i64, ptr %7, align 8, !tbaa !71
  %1132 = load i32, ptr %1039, align 8, !tbaa !75
  %1133 = and i32 %1132, 63
  %1134 = zext nneg i32 %1133 to i64
  %1135 = shl i64 %1131, %1134
  %1136 = lshr i64 %1135, %1049
  %1137 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1136
  %1138 = getelementptr inbounds i8, ptr %1137, i64 1
  %1139 = load i8, ptr %1138, align 1, !tbaa !65
  %1140 = load i8, ptr %1137, align 1, !tbaa !67
  %1141 = zext i8 %1140 to i32
  %1142 = add i32 %1132, %1141
  store i32 %1142, ptr %1039, align 8, !tbaa !75
  %1143 = getelementptr inbounds i8, ptr %1056, i64 4
  store i8 %1139, ptr %1130, align 1, !tbaa !9
  %1144 = load i32, ptr %1039, align 8
  %1145 = icmp ugt i32 %1144, 64
  br i1 %1145, label %1050, label %1054, !prof !56, !llvm.loop !68

1146:                                             ; preds = %1034
  %1147 = getelementptr inbounds i8, ptr %7, i64 16
  br i1 %1041, label %1148, label %1149, !prof !77

1148:                                             ; preds = %1146
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1147, align 8, !tbaa !76
  br label %1182

1149:                                             ; preds = %1146
  %1150 = load ptr, ptr %1147, align 8, !tbaa !76
  %1151 = getelementptr inbounds i8, ptr %7, i64 32
  %1152 = load ptr, ptr %1151, align 8, !tbaa !74
  %1153 = icmp ult ptr %1150, %1152
  br i1 %1153, label %1161, label %1154

1154:                                             ; preds = %1149
  %1155 = lshr i32 %1040, 3
  %1156 = zext nneg i32 %1155 to i64
  %1157 = sub nsw i64 0, %1156
  %1158 = getelementptr inbounds i8, ptr %1150, i64 %1157
  store ptr %1158, ptr %1147, align 8, !tbaa !76
  %1159 = and i32 %1040, 7
  store i32 %1159, ptr %1039, align 8, !tbaa !75
  %1160 = load i64, ptr %1158, align 1, !tbaa !28
  store i64 %1160, ptr %7, align 8, !tbaa !71
  br label %1182

1161:                                             ; preds = %1149
  %1162 = getelementptr inbounds i8, ptr %7, i64 24
  %1163 = load ptr, ptr %1162, align 8, !tbaa !79
  %1164 = icmp eq ptr %1150, %1163
  br i1 %1164, label %1182, label %1165

1165:                                             ; preds = %1161
  %1166 = lshr i32 %1040, 3
  %1167 = zext nneg i32 %1166 to i64
  %1168 = sub nsw i64 0, %1167
  %1169 = getelementptr inbounds i8, ptr %1150, i64 %1168
  %1170 = icmp ult ptr %1169, %1163
  %1171 = ptrtoint ptr %1150 to i64
  %1172 = ptrtoint ptr %1163 to i64
  %1173 = sub i64 %1171, %1172
  %1174 = trunc i64 %1173 to i32
  %1175 = select i1 %1170, i32 %1174, i32 %1166
  %1176 = zext i32 %1175 to i64
  %1177 = sub nsw i64 0, %1176
  %1178 = getelementptr inbounds i8, ptr %1150, i64 %1177
  store ptr %1178, ptr %1147, align 8, !tbaa !76
  %1179 = shl i32 %1175, 3
  %1180 = sub i32 %1040, %1179
  store i32 %1180, ptr %1039, align 8, !tbaa !75
  %1181 = load i64, ptr %1178, align 1, !tbaa !28
  store i64 %1181, ptr %7, align 8, !tbaa !71
  br label %1182

1182:                                             ; preds = %1066, %1086, %1161, %1050, %1148, %1154, %1165
  %1183 = phi i32 [ %1180, %1165 ], [ %1159, %1154 ], [ %1040, %1148 ], [ %1051, %1050 ], [ %1040, %1161 ], [ %1055, %1066 ], [ %1087, %1086 ]
  %1184 = phi ptr [ %1178, %1165 ], [ %1158, %1154 ], [ @BIT_reloadDStream.zeroFilled, %1148 ], [ @BIT_reloadDStream.zeroFilled, %1050 ], [ %1150, %1161 ], [ %1057, %1066 ], [ %1088, %1086 ]
  %1185 = phi ptr [ %549, %1165 ], [ %549, %1154 ], [ %549, %1148 ], [ %1052, %1050 ], [ %549, %1161 ], [ %1056, %1086 ], [ %1056, %1066 ]
  %1186 = icmp ult ptr %1185, %12
  br i1 %1186, label %1187, label %1248

1187:                                             ; preds = %1182
  %1188 = ptrtoint ptr %1185 to i64
  %1189 = getelementptr inbounds i8, ptr %7, i64 8
  %1190 = sub nsw i32 0, %37
  %1191 = and i32 %1190, 63
  %1192 = zext nneg i32 %1191 to i64
  %1193 = add i64 %6, %1
  %1194 = sub i64 %1193, %1188
  %1195 = add i64 %1188, 1
  %1196 = and i64 %1194, 1
  %1197 = icmp eq i64 %1196, 0
  br i1 %1197, label %1212, label %1198

1198:                                             ; preds = %1187
  %1199 = load i64, ptr %7, align 8, !tbaa !71
  %1200 = load i32, ptr %1189, align 8, !tbaa !75
  %1201 = and i32 %1200, 63
  %1202 = zext nneg i32 %1201 to i64
  %1203 = shl i64 %1199, %1202
  %1204 = lshr i64 %1203, %1192
  %1205 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1204
  %1206 = getelementptr inbounds i8, ptr %1205, i64 1
  %1207 = load i8, ptr %1206, align 1, !tbaa !65
  %1208 = load i8, ptr %1205, align 1, !tbaa !67
  %1209 = zext i8 %1208 to i32
  %1210 = add i32 %1200, %1209
  store i32 %1210, ptr %1189, align 8, !tbaa !75
  %1211 = getelementptr inbounds i8, ptr %1185, i64 1
  store i8 %1207, ptr %1185, align 1, !tbaa !9
  br label %1212

1212:                                             ; preds = %1198, %1187
  %1213 = phi ptr [ %1185, %1187 ], [ %1211, %1198 ]
  %1214 = icmp eq i64 %1193, %1195
  br i1 %1214, label %1244, label %1215

1215:                                             ; preds = %1212, %1215
  %1216 = phi ptr [ %1242, %1215 ], [ %1213, %1212 ]
  %1217 = load i64, ptr %7, align 8, !tbaa !71
  %1218 = load i32, ptr %1189, align 8, !tbaa !75
  %1219 = and i32 %1218, 63
  %1220 = zext nneg i32 %1219 to i64
  %1221 = shl i64 %1217, %1220
  %1222 = lshr i64 %1221, %1192
  %1223 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1222
  %1224 = getelementptr inbounds i8, ptr %1223, i64 1
  %1225 = load i8, ptr %1224, align 1, !tbaa !65
  %1226 = load i8, ptr %1223, align 1, !tbaa !67
  %1227 = zext i8 %1226 to i32
  %1228 = add i32 %1218, %1227
  store i32 %1228, ptr %1189, align 8, !tbaa !75
  %1229 = getelementptr inbounds i8, ptr %1216, i64 1
  store i8 %1225, ptr %1216, align 1, !tbaa !9
  %1230 = load i64, ptr %7, align 8, !tbaa !71
  %1231 = load i32, ptr %1189, align 8, !tbaa !75
  %1232 = and i32 %1231, 63
  %1233 = zext nneg i32 %1232 to i64
  %1234 = shl i64 %1230, %1233
  %1235 = lshr i64 %1234, %1192
  %1236 = getelementptr inbounds %struct.HUF_DEltX1, ptr %14, i64 %1235
  %1237 = getelementptr inbounds i8, ptr %1236, i64 1
  %1238 = load i8, ptr %1237, align 1, !tbaa !65
  %1239 = load i8, ptr %1236, align 1, !tbaa !67
  %1240 = zext i8 %1239 to i32
  %1241 = add i32 %1231, %1240
  store i32 %1241, ptr %1189, align 8, !tbaa !75
  %1242 = getelementptr inbounds i8, ptr %1216, i64 2
  store i8 %1238, ptr %1229, align 1, !tbaa !9
  %1243 = icmp ult ptr %1242, %12
  br i1 %1243, label %1215, label %1244, !llvm.loop !69

1244:                                             ; preds = %1215, %1212
  %1245 = getelementptr inbounds i8, ptr %7, i64 16
  %1246 = load ptr, ptr %1245, align 8, !tbaa !76
  %1247 = load i32, ptr %1189, align 8
  br label %1248

1248:                                             ; preds = %1244, %1182
  %1249 = phi i32 [ %1247, %1244 ], [ %1183, %1182 ]
  %1250 = phi ptr [ %1246, %1244 ], [ %1184, %1182 ]
  %1251 = icmp ne ptr %681, %27
  %1252 = icmp ne i32 %740, 64
  %1253 = select i1 %1251, i1 true, i1 %1252
  %1254 = icmp ne ptr %865, %28
  %1255 = icmp ne i32 %888, 64
  %1256 = select i1 %1254, i1 true, i1 %1255
  %1257 = or i1 %1253, %1256
  %1258 = icmp ne ptr %1012, %29
  %1259 = icmp ne i32 %1035, 64
  %1260 = select i1 %1258, i1 true, i1 %1259
  %1261 = or i1 %1257, %1260
  %1262 = getelementptr inbounds i8, ptr %7, i64 24
  %1263 = load ptr, ptr %1262, align 8, !tbaa !79
  %1264 = icmp ne ptr %1250, %1263
  %1265 = icmp ne i32 %1249, 64
  %1266 = select i1 %1264, i1 true, i1 %1265
  %1267 = or i1 %1261, %1266
  %1268 = select i1 %1267, i64 -20, i64 %1
  br label %1269

1269:                                             ; preds = %251, %196, %188, %176, %121, %113, %101, %46, %41, %1248, %539, %263, %11
  %1270 = phi i64 [ %267, %263 ], [ -20, %11 ], [ -20, %539 ], [ %1268, %1248 ], [ -20, %101 ], [ -1, %46 ], [ -72, %41 ], [ -20, %176 ], [ -1, %121 ], [ -72, %113 ], [ -20, %251 ], [ -1, %196 ], [ -72, %188 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #14
  br label %1271

1271:                                             ; preds = %5, %1269
  %1272 = phi i64 [ %1270, %1269 ], [ -20, %5 ]
  ret i64 %1272
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i64 @HUF_decompress4X1_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) unnamed_addr #8 {
  %6 = alloca %struct.HUF_DecompressFastArgs, align 8
  %7 = getelementptr inbounds i8, ptr %4, i64 4
  %8 = tail call i64 @llvm.smax.i64(i64 %1, i64 0)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #14
  %10 = call fastcc i64 @HUF_DecompressFastArgs_init(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  %11 = add i64 %10, -1
  %12 = icmp ult i64 %11, -120
  br i1 %12, label %13, label %225

13:                                               ; preds = %5
  call fastcc void @HUF_decompress4X1_usingDTable_internal_fast_c_loop(ptr noundef nonnull %6)
  %14 = add i64 %1, 3
  %15 = lshr i64 %14, 2
  %16 = ptrtoint ptr %9 to i64
  %17 = getelementptr inbounds i8, ptr %6, i64 32
  %18 = getelementptr inbounds i8, ptr %6, i64 120
  %19 = getelementptr inbounds i8, ptr %6, i64 64
  %20 = getelementptr inbounds i8, ptr %6, i64 104
  br label %24

21:                                               ; preds = %221
  %22 = add nuw nsw i64 %25, 1
  %23 = icmp eq i64 %22, 4
  br i1 %23, label %225, label %24, !llvm.loop !106

24:                                               ; preds = %13, %21
  %25 = phi i64 [ 0, %13 ], [ %22, %21 ]
  %26 = phi ptr [ %0, %13 ], [ %31, %21 ]
  %27 = ptrtoint ptr %26 to i64
  %28 = sub i64 %16, %27
  %29 = icmp ugt i64 %15, %28
  %30 = getelementptr inbounds i8, ptr %26, i64 %15
  %31 = select i1 %29, ptr %9, ptr %30
  %32 = getelementptr inbounds [4 x ptr], ptr %17, i64 0, i64 %25
  %33 = load ptr, ptr %32, align 8, !tbaa !104
  %34 = icmp ugt ptr %33, %31
  br i1 %34, label %225, label %35

35:                                               ; preds = %24
  %36 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %25
  %37 = load ptr, ptr %36, align 8, !tbaa !104
  %38 = getelementptr inbounds [4 x ptr], ptr %18, i64 0, i64 %25
  %39 = load ptr, ptr %38, align 8, !tbaa !104
  %40 = getelementptr inbounds i8, ptr %39, i64 -8
  %41 = icmp ult ptr %37, %40
  br i1 %41, label %225, label %42

42:                                               ; preds = %35
  %43 = load i64, ptr %37, align 1, !tbaa !28
  %44 = getelementptr inbounds [4 x i64], ptr %19, i64 0, i64 %25
  %45 = load i64, ptr %44, align 8, !tbaa !28
  %46 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %45, i1 true)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = load ptr, ptr %20, align 8, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  %50 = ptrtoint ptr %31 to i64
  %51 = ptrtoint ptr %33 to i64
  %52 = sub i64 %50, %51
  %53 = icmp sgt i64 %52, 3
  br i1 %53, label %54, label %138

54:                                               ; preds = %42
  %55 = ptrtoint ptr %48 to i64
  %56 = getelementptr inbounds i8, ptr %31, i64 -3
  br label %57

57:                                               ; preds = %54, %92
  %58 = phi ptr [ %33, %54 ], [ %136, %92 ]
  %59 = phi i64 [ %43, %54 ], [ %88, %92 ]
  %60 = phi i32 [ %47, %54 ], [ %135, %92 ]
  %61 = phi ptr [ %37, %54 ], [ %87, %92 ]
  %62 = icmp ult ptr %61, %49
  br i1 %62, label %66, label %63

63:                                               ; preds = %57
  %64 = lshr i32 %60, 3
  %65 = and i32 %60, 7
  br label %81

66:                                               ; preds = %57
  %67 = icmp eq ptr %61, %48
  br i1 %67, label %165, label %68

68:                                               ; preds = %66
  %69 = lshr i32 %60, 3
  %70 = zext nneg i32 %69 to i64
  %71 = sub nsw i64 0, %70
  %72 = getelementptr inbounds i8, ptr %61, i64 %71
  %73 = icmp ult ptr %72, %48
  %74 = ptrtoint ptr %61 to i64
  %75 = sub i64 %74, %55
  %76 = trunc i64 %75 to i32
  %77 = select i1 %73, i32 %76, i32 %69
  %78 = zext i1 %73 to i32
  %79 = shl i32 %77, 3
  %80 = sub i32 %60, %79
  br label %81

81:                                               ; preds = %68, %63
  %82 = phi i32 [ %77, %68 ], [ %64, %63 ]
  %83 = phi i32 [ %80, %68 ], [ %65, %63 ]
  %84 = phi i32 [ %78, %68 ], [ 0, %63 ]
  %85 = zext i32 %82 to i64
  %86 = sub nsw i64 0, %85
  %87 = getelementptr inbounds i8, ptr %61, i64 %86
  %88 = load i64, ptr %87, align 1, !tbaa !28
  %89 = icmp eq i32 %84, 0
  %90 = icmp ult ptr %58, %56
  %91 = and i1 %90, %89
  br i1 %91, label %92, label %165

92:                                               ; preds = %81
  %93 = and i32 %83, 63
  %94 = zext nneg i32 %93 to i64
  %95 = shl i64 %88, %94
  %96 = lshr i64 %95, 53
  %97 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %96
  %98 = getelementptr inbounds i8, ptr %97, i64 1
  %99 = load i8, ptr %98, align 1, !tbaa !65
  %100 = load i8, ptr %97, align 1, !tbaa !67
  %101 = zext i8 %100 to i32
  %102 = add i32 %83, %101
  store i8 %99, ptr %58, align 1, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %58, i64 1
  %104 = and i32 %102, 63
  %105 = zext nneg i32 %104 to i64
  %106 = shl i64 %88, %105
  %107 = lshr i64 %106, 53
  %108 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %107
  %109 = getelementptr inbounds i8, ptr %108, i64 1
  %110 = load i8, ptr %109, align 1, !tbaa !65
  %111 = load i8, ptr %108, align 1, !tbaa !67
  %112 = zext i8 %111 to i32
  %113 = add i32 %102, %112
  store i8 %110, ptr %103, align 1, !tbaa !9
  %114 = getelementptr inbounds i8, ptr %58, i64 2
  %115 = and i32 %113, 63
  %116 = zext nneg i32 %115 to i64
  %117 = shl i64 %88, %116
  %118 = lshr i64 %117, 53
  %119 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %118
  %120 = getelementptr inbounds i8, ptr %119, i64 1
  %121 = load i8, ptr %120, align 1, !tbaa !65
  %122 = load i8, ptr %119, align 1, !tbaa !67
  %123 = zext i8 %122 to i32
  %124 = add i32 %113, %123
  store i8 %121, ptr %114, align 1, !tbaa !9
  %125 = getelementptr inbounds i8, ptr %58, i64 3
  %126 = and i32 %124, 63
  %127 = zext nneg i32 %126 to i64
  %128 = shl i64 %88, %127
  %129 = lshr i64 %128, 53
  %130 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %129
  %131 = getelementptr inbounds i8, ptr %130, i64 1
  %132 = load i8, ptr %131, align 1, !tbaa !65
  %133 = load i8, ptr %130, align 1, !tbaa !67
  %134 = zext i8 %133 to i32
  %135 = add i32 %124, %134
  %136 = getelementptr inbounds i8, ptr %58, i64 4
  store i8 %132, ptr %125, align 1, !tbaa !9
  %137 = icmp ugt i32 %135, 64
  br i1 %137, label %165, label %57, !prof !56, !llvm.loop !68

138:                                              ; preds = %42
  %139 = icmp ult ptr %37, %49
  br i1 %139, label %143, label %140

140:                                              ; preds = %138
  %141 = lshr i64 %46, 3
  %142 = and i32 %47, 7
  br label %159

143:                                              ; preds = %138
  %144 = icmp eq ptr %37, %48
  br i1 %144, label %165, label %145

145:                                              ; preds = %143
  %146 = lshr i32 %47, 3
  %147 = zext nneg i32 %146 to i64
  %148 = sub nsw i64 0, %147
  %149 = getelementptr inbounds i8, ptr %37, i64 %148
  %150 = icmp ult ptr %149, %48
  %151 = ptrtoint ptr %37 to i64
  %152 = ptrtoint ptr %48 to i64
  %153 = sub i64 %151, %152
  %154 = trunc i64 %153 to i32
  %155 = select i1 %150, i32 %154, i32 %146
  %156 = zext i32 %155 to i64
  %157 = shl i32 %155, 3
  %158 = sub i32 %47, %157
  br label %159

159:                                              ; preds = %145, %140
  %160 = phi i64 [ %141, %140 ], [ %156, %145 ]
  %161 = phi i32 [ %142, %140 ], [ %158, %145 ]
  %162 = sub nsw i64 0, %160
  %163 = getelementptr inbounds i8, ptr %37, i64 %162
  %164 = load i64, ptr %163, align 1, !tbaa !28
  br label %165

165:                                              ; preds = %81, %92, %66, %159, %143
  %166 = phi i32 [ %47, %143 ], [ %161, %159 ], [ %83, %81 ], [ %135, %92 ], [ %60, %66 ]
  %167 = phi i64 [ %43, %143 ], [ %164, %159 ], [ %88, %81 ], [ %88, %92 ], [ %59, %66 ]
  %168 = phi ptr [ %33, %143 ], [ %33, %159 ], [ %58, %81 ], [ %136, %92 ], [ %58, %66 ]
  %169 = icmp ult ptr %168, %31
  br i1 %169, label %170, label %221

170:                                              ; preds = %165
  %171 = ptrtoint ptr %168 to i64
  %172 = sub i64 %50, %171
  %173 = getelementptr i8, ptr %168, i64 %172
  %174 = and i64 %172, 1
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %188, label %176

176:                                              ; preds = %170
  %177 = and i32 %166, 63
  %178 = zext nneg i32 %177 to i64
  %179 = shl i64 %167, %178
  %180 = lshr i64 %179, 53
  %181 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %180
  %182 = getelementptr inbounds i8, ptr %181, i64 1
  %183 = load i8, ptr %182, align 1, !tbaa !65
  %184 = load i8, ptr %181, align 1, !tbaa !67
  %185 = zext i8 %184 to i32
  %186 = add i32 %166, %185
  %187 = getelementptr inbounds i8, ptr %168, i64 1
  store i8 %183, ptr %168, align 1, !tbaa !9
  br label %188

188:                                              ; preds = %176, %170
  %189 = phi ptr [ %168, %170 ], [ %187, %176 ]
  %190 = phi i32 [ %166, %170 ], [ %186, %176 ]
  %191 = add i64 %50, -1
  %192 = icmp eq i64 %191, %171
  br i1 %192, label %219, label %193

193:                                              ; preds = %188, %193
  %194 = phi ptr [ %217, %193 ], [ %189, %188 ]
  %195 = phi i32 [ %216, %193 ], [ %190, %188 ]
  %196 = and i32 %195, 63
  %197 = zext nneg i32 %196 to i64
  %198 = shl i64 %167, %197
  %199 = lshr i64 %198, 53
  %200 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %199
  %201 = getelementptr inbounds i8, ptr %200, i64 1
  %202 = load i8, ptr %201, align 1, !tbaa !65
  %203 = load i8, ptr %200, align 1, !tbaa !67
  %204 = zext i8 %203 to i32
  %205 = add i32 %195, %204
  %206 = getelementptr inbounds i8, ptr %194, i64 1
  store i8 %202, ptr %194, align 1, !tbaa !9
  %207 = and i32 %205, 63
  %208 = zext nneg i32 %207 to i64
  %209 = shl i64 %167, %208
  %210 = lshr i64 %209, 53
  %211 = getelementptr inbounds %struct.HUF_DEltX1, ptr %7, i64 %210
  %212 = getelementptr inbounds i8, ptr %211, i64 1
  %213 = load i8, ptr %212, align 1, !tbaa !65
  %214 = load i8, ptr %211, align 1, !tbaa !67
  %215 = zext i8 %214 to i32
  %216 = add i32 %205, %215
  %217 = getelementptr inbounds i8, ptr %194, i64 2
  store i8 %213, ptr %206, align 1, !tbaa !9
  %218 = icmp eq ptr %217, %173
  br i1 %218, label %219, label %193, !llvm.loop !69

219:                                              ; preds = %193, %188
  %220 = load ptr, ptr %32, align 8, !tbaa !104
  br label %221

221:                                              ; preds = %219, %165
  %222 = phi ptr [ %220, %219 ], [ %33, %165 ]
  %223 = getelementptr inbounds i8, ptr %222, i64 %52
  store ptr %223, ptr %32, align 8, !tbaa !104
  %224 = icmp eq ptr %223, %31
  br i1 %224, label %21, label %225

225:                                              ; preds = %221, %21, %35, %24, %5
  %226 = phi i64 [ %10, %5 ], [ -20, %24 ], [ -20, %35 ], [ %1, %21 ], [ -20, %221 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #14
  ret i64 %226
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12, !13}
!15 = distinct !{!15, !11, !13, !12}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = distinct !{!25, !11, !12, !13}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !7, i64 0}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !18}
!39 = !{!40, !7, i64 0}
!40 = !{!"", !7, i64 0}
!41 = distinct !{!41, !11}
!42 = distinct !{!42, !11}
!43 = distinct !{!43, !11, !12, !13}
!44 = distinct !{!44, !18}
!45 = distinct !{!45, !11, !12}
!46 = distinct !{!46, !11}
!47 = distinct !{!47, !11}
!48 = distinct !{!48, !18}
!49 = distinct !{!49, !11}
!50 = distinct !{!50, !11}
!51 = distinct !{!51, !11}
!52 = !{!53, !7, i64 2}
!53 = !{!"", !54, i64 0, !7, i64 2, !7, i64 3}
!54 = !{!"short", !7, i64 0}
!55 = !{!53, !7, i64 3}
!56 = !{!"branch_weights", i32 127, i32 255873}
!57 = distinct !{!57, !11}
!58 = distinct !{!58, !11}
!59 = !{!"branch_weights", i32 1, i32 127}
!60 = distinct !{!60, !11}
!61 = distinct !{!61, !11}
!62 = !{!63, !6, i64 0}
!63 = !{!"", !6, i64 0, !6, i64 4}
!64 = !{!63, !6, i64 4}
!65 = !{!66, !7, i64 1}
!66 = !{!"", !7, i64 0, !7, i64 1}
!67 = !{!66, !7, i64 0}
!68 = distinct !{!68, !11}
!69 = distinct !{!69, !11}
!70 = !{!54, !54, i64 0}
!71 = !{!72, !29, i64 0}
!72 = !{!"", !29, i64 0, !6, i64 8, !73, i64 16, !73, i64 24, !73, i64 32}
!73 = !{!"any pointer", !7, i64 0}
!74 = !{!72, !73, i64 32}
!75 = !{!72, !6, i64 8}
!76 = !{!72, !73, i64 16}
!77 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!78 = distinct !{!78, !11}
!79 = !{!72, !73, i64 24}
!80 = distinct !{!80, !11}
!81 = !{!82}
!82 = distinct !{!82, !83}
!83 = distinct !{!83, !"LVerDomain"}
!84 = distinct !{!84, !11, !12, !13}
!85 = distinct !{!85, !18}
!86 = !{!87}
!87 = distinct !{!87, !88}
!88 = distinct !{!88, !"LVerDomain"}
!89 = !{!90}
!90 = distinct !{!90, !88}
!91 = distinct !{!91, !11, !12, !13}
!92 = distinct !{!92, !11}
!93 = distinct !{!93, !11, !12}
!94 = distinct !{!94, !11, !12}
!95 = distinct !{!95, !11}
!96 = distinct !{!96, !11}
!97 = distinct !{!97, !11}
!98 = !{!99, !73, i64 96}
!99 = !{!"", !7, i64 0, !7, i64 32, !7, i64 64, !73, i64 96, !73, i64 104, !73, i64 112, !7, i64 120}
!100 = !{!99, !73, i64 104}
!101 = !{!99, !73, i64 112}
!102 = distinct !{!102, !11}
!103 = distinct !{!103, !11}
!104 = !{!73, !73, i64 0}
!105 = distinct !{!105, !11}
!106 = distinct !{!106, !11}
