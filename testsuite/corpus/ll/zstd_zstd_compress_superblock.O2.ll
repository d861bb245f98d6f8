; ModuleID = 'src/zstd/lib/compress/zstd_compress_superblock.c'
source_filename = "src/zstd/lib/compress/zstd_compress_superblock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.repcodes_s = type { [3 x i32] }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.SeqDef_s = type { i32, i16, i16 }

@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 16
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressSuperBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.repcodes_s, align 4
  %16 = alloca %struct.ZSTD_entropyCTablesMetadata_t, align 8
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %16) #5
  %17 = getelementptr inbounds i8, ptr %0, i64 976
  %18 = getelementptr inbounds i8, ptr %0, i64 3224
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %0, i64 3232
  %21 = load ptr, ptr %20, align 8, !tbaa !35
  %22 = getelementptr inbounds i8, ptr %0, i64 240
  %23 = getelementptr inbounds i8, ptr %0, i64 3544
  %24 = load ptr, ptr %23, align 8, !tbaa !36
  %25 = getelementptr inbounds i8, ptr %0, i64 3552
  %26 = load i64, ptr %25, align 8, !tbaa !37
  %27 = call i64 @ZSTD_buildBlockEntropyStats(ptr noundef nonnull %17, ptr noundef %19, ptr noundef %21, ptr noundef nonnull %22, ptr noundef nonnull %16, ptr noundef %24, i64 noundef %26) #5
  %28 = icmp ult i64 %27, -119
  br i1 %28, label %29, label %732

29:                                               ; preds = %6
  %30 = load ptr, ptr %18, align 8, !tbaa !5
  %31 = load ptr, ptr %20, align 8, !tbaa !35
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = load i32, ptr %32, align 8, !tbaa !38
  %34 = load ptr, ptr %23, align 8, !tbaa !36
  %35 = load i64, ptr %25, align 8, !tbaa !37
  %36 = load ptr, ptr %17, align 8, !tbaa !39
  %37 = getelementptr inbounds i8, ptr %0, i64 984
  %38 = load ptr, ptr %37, align 8, !tbaa !40
  %39 = ptrtoint ptr %38 to i64
  %40 = ptrtoint ptr %36 to i64
  %41 = sub i64 %39, %40
  %42 = ashr exact i64 %41, 3
  %43 = getelementptr inbounds i8, ptr %0, i64 992
  %44 = load ptr, ptr %43, align 8, !tbaa !41
  %45 = getelementptr inbounds i8, ptr %0, i64 1000
  %46 = load ptr, ptr %45, align 8, !tbaa !42
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %44 to i64
  %49 = sub i64 %47, %48
  %50 = getelementptr inbounds i8, ptr %3, i64 %4
  %51 = getelementptr inbounds i8, ptr %1, i64 %2
  %52 = getelementptr inbounds i8, ptr %0, i64 1008
  %53 = load ptr, ptr %52, align 8, !tbaa !43
  %54 = getelementptr inbounds i8, ptr %0, i64 1016
  %55 = load ptr, ptr %54, align 8, !tbaa !44
  %56 = getelementptr inbounds i8, ptr %0, i64 1024
  %57 = load ptr, ptr %56, align 8, !tbaa !45
  %58 = getelementptr inbounds i8, ptr %0, i64 296
  %59 = load i64, ptr %58, align 8, !tbaa !46
  %60 = call i64 @llvm.umax.i64(i64 %59, i64 1340)
  %61 = load i32, ptr %16, align 8, !tbaa !47
  %62 = icmp eq i32 %61, 2
  %63 = zext i1 %62 to i32
  %64 = icmp eq ptr %38, %36
  br i1 %64, label %495, label %65

65:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #5
  store i32 255, ptr %10, align 4, !tbaa !48
  switch i32 %61, label %78 [
    i32 0, label %79
    i32 1, label %66
    i32 2, label %67
    i32 3, label %67
  ]

66:                                               ; preds = %65
  br label %79

67:                                               ; preds = %65, %65
  %68 = call i64 @HIST_count_wksp(ptr noundef %34, ptr noundef nonnull %10, ptr noundef %44, i64 noundef %49, ptr noundef %34, i64 noundef %35) #5
  %69 = icmp ult i64 %68, -119
  br i1 %69, label %70, label %79

70:                                               ; preds = %67
  %71 = load i32, ptr %10, align 4, !tbaa !48
  %72 = call i64 @HUF_estimateCompressedSize(ptr noundef %31, ptr noundef %34, i32 noundef %71) #5
  %73 = getelementptr inbounds i8, ptr %16, i64 136
  %74 = load i64, ptr %73, align 8
  %75 = select i1 %62, i64 %74, i64 0
  %76 = add i64 %72, 3
  %77 = add i64 %76, %75
  br label %79

78:                                               ; preds = %65
  br label %79

79:                                               ; preds = %78, %70, %67, %66, %65
  %80 = phi i64 [ 1, %66 ], [ 0, %78 ], [ %49, %65 ], [ %77, %70 ], [ %49, %67 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #5
  %81 = getelementptr inbounds i8, ptr %31, i64 2064
  %82 = getelementptr inbounds i8, ptr %16, i64 144
  %83 = getelementptr inbounds i8, ptr %16, i64 148
  %84 = load i32, ptr %83, align 4, !tbaa !49
  %85 = getelementptr inbounds i8, ptr %57, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #5
  store i32 31, ptr %9, align 4, !tbaa !48
  %86 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %9, ptr noundef %57, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %84, label %92 [
    i32 0, label %87
    i32 1, label %101
  ]

87:                                               ; preds = %79
  %88 = load i32, ptr %9, align 4, !tbaa !48
  %89 = icmp ugt i32 %88, 28
  br i1 %89, label %104, label %90

90:                                               ; preds = %87
  %91 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, ptr noundef %34, i32 noundef %88) #5
  br label %98

92:                                               ; preds = %79
  %93 = and i32 %84, -2
  %94 = icmp eq i32 %93, 2
  br i1 %94, label %95, label %101

95:                                               ; preds = %92
  %96 = load i32, ptr %9, align 4, !tbaa !48
  %97 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %81, ptr noundef %34, i32 noundef %96) #5
  br label %98

98:                                               ; preds = %95, %90
  %99 = phi i64 [ %97, %95 ], [ %91, %90 ]
  %100 = icmp ult i64 %99, -119
  br i1 %100, label %101, label %104

101:                                              ; preds = %98, %92, %79
  %102 = phi i64 [ %99, %98 ], [ 0, %92 ], [ 0, %79 ]
  %103 = icmp sgt i64 %42, 0
  br i1 %103, label %106, label %114

104:                                              ; preds = %98, %87
  %105 = mul i64 %42, 10
  br label %117

106:                                              ; preds = %101, %106
  %107 = phi i64 [ %111, %106 ], [ %102, %101 ]
  %108 = phi ptr [ %112, %106 ], [ %57, %101 ]
  %109 = load i8, ptr %108, align 1, !tbaa !50
  %110 = zext i8 %109 to i64
  %111 = add i64 %107, %110
  %112 = getelementptr inbounds i8, ptr %108, i64 1
  %113 = icmp ult ptr %112, %85
  br i1 %113, label %106, label %114, !llvm.loop !51

114:                                              ; preds = %106, %101
  %115 = phi i64 [ %102, %101 ], [ %111, %106 ]
  %116 = lshr i64 %115, 3
  br label %117

117:                                              ; preds = %114, %104
  %118 = phi i64 [ %105, %104 ], [ %116, %114 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #5
  %119 = load i32, ptr %82, align 8, !tbaa !53
  %120 = getelementptr inbounds i8, ptr %31, i64 4288
  %121 = getelementptr inbounds i8, ptr %53, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #5
  store i32 35, ptr %8, align 4, !tbaa !48
  %122 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %8, ptr noundef %53, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %119, label %128 [
    i32 0, label %123
    i32 1, label %137
  ]

123:                                              ; preds = %117
  %124 = load i32, ptr %8, align 4, !tbaa !48
  %125 = icmp ugt i32 %124, 35
  br i1 %125, label %140, label %126

126:                                              ; preds = %123
  %127 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %124) #5
  br label %134

128:                                              ; preds = %117
  %129 = and i32 %119, -2
  %130 = icmp eq i32 %129, 2
  br i1 %130, label %131, label %137

131:                                              ; preds = %128
  %132 = load i32, ptr %8, align 4, !tbaa !48
  %133 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %120, ptr noundef %34, i32 noundef %132) #5
  br label %134

134:                                              ; preds = %131, %126
  %135 = phi i64 [ %133, %131 ], [ %127, %126 ]
  %136 = icmp ult i64 %135, -119
  br i1 %136, label %137, label %140

137:                                              ; preds = %134, %128, %117
  %138 = phi i64 [ %135, %134 ], [ 0, %128 ], [ 0, %117 ]
  %139 = icmp sgt i64 %42, 0
  br i1 %139, label %142, label %153

140:                                              ; preds = %134, %123
  %141 = mul i64 %42, 10
  br label %156

142:                                              ; preds = %137, %142
  %143 = phi i64 [ %150, %142 ], [ %138, %137 ]
  %144 = phi ptr [ %151, %142 ], [ %53, %137 ]
  %145 = load i8, ptr %144, align 1, !tbaa !50
  %146 = zext i8 %145 to i64
  %147 = getelementptr inbounds i8, ptr @LL_bits, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !50
  %149 = zext i8 %148 to i64
  %150 = add i64 %143, %149
  %151 = getelementptr inbounds i8, ptr %144, i64 1
  %152 = icmp ult ptr %151, %121
  br i1 %152, label %142, label %153, !llvm.loop !51

153:                                              ; preds = %142, %137
  %154 = phi i64 [ %138, %137 ], [ %150, %142 ]
  %155 = lshr i64 %154, 3
  br label %156

156:                                              ; preds = %153, %140
  %157 = phi i64 [ %141, %140 ], [ %155, %153 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #5
  %158 = getelementptr inbounds i8, ptr %16, i64 152
  %159 = load i32, ptr %158, align 8, !tbaa !54
  %160 = getelementptr inbounds i8, ptr %31, i64 2836
  %161 = getelementptr inbounds i8, ptr %55, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #5
  store i32 52, ptr %7, align 4, !tbaa !48
  %162 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %7, ptr noundef %55, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %159, label %168 [
    i32 0, label %163
    i32 1, label %177
  ]

163:                                              ; preds = %156
  %164 = load i32, ptr %7, align 4, !tbaa !48
  %165 = icmp ugt i32 %164, 52
  br i1 %165, label %180, label %166

166:                                              ; preds = %163
  %167 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %164) #5
  br label %174

168:                                              ; preds = %156
  %169 = and i32 %159, -2
  %170 = icmp eq i32 %169, 2
  br i1 %170, label %171, label %177

171:                                              ; preds = %168
  %172 = load i32, ptr %7, align 4, !tbaa !48
  %173 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %160, ptr noundef %34, i32 noundef %172) #5
  br label %174

174:                                              ; preds = %171, %166
  %175 = phi i64 [ %173, %171 ], [ %167, %166 ]
  %176 = icmp ult i64 %175, -119
  br i1 %176, label %177, label %180

177:                                              ; preds = %174, %168, %156
  %178 = phi i64 [ %175, %174 ], [ 0, %168 ], [ 0, %156 ]
  %179 = icmp sgt i64 %42, 0
  br i1 %179, label %182, label %193

180:                                              ; preds = %174, %163
  %181 = mul i64 %42, 10
  br label %196

182:                                              ; preds = %177, %182
  %183 = phi i64 [ %190, %182 ], [ %178, %177 ]
  %184 = phi ptr [ %191, %182 ], [ %55, %177 ]
  %185 = load i8, ptr %184, align 1, !tbaa !50
  %186 = zext i8 %185 to i64
  %187 = getelementptr inbounds i8, ptr @ML_bits, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !50
  %189 = zext i8 %188 to i64
  %190 = add i64 %183, %189
  %191 = getelementptr inbounds i8, ptr %184, i64 1
  %192 = icmp ult ptr %191, %161
  br i1 %192, label %182, label %193, !llvm.loop !51

193:                                              ; preds = %182, %177
  %194 = phi i64 [ %178, %177 ], [ %190, %182 ]
  %195 = lshr i64 %194, 3
  br label %196

196:                                              ; preds = %193, %180
  %197 = phi i64 [ %181, %180 ], [ %195, %193 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #5
  %198 = getelementptr inbounds i8, ptr %16, i64 296
  %199 = load i64, ptr %198, align 8, !tbaa !55
  %200 = add i64 %80, 6
  %201 = add i64 %200, %118
  %202 = add i64 %201, %157
  %203 = add i64 %202, %197
  %204 = add i64 %203, %199
  %205 = icmp eq ptr %46, %44
  br i1 %205, label %209, label %206

206:                                              ; preds = %196
  %207 = shl i64 %80, 8
  %208 = udiv i64 %207, %49
  br label %209

209:                                              ; preds = %206, %196
  %210 = phi i64 [ %208, %206 ], [ 256, %196 ]
  %211 = sub i64 %204, %80
  %212 = shl i64 %211, 8
  %213 = udiv i64 %212, %42
  %214 = lshr i64 %60, 1
  %215 = add i64 %204, %214
  %216 = udiv i64 %215, %60
  %217 = call i64 @llvm.umax.i64(i64 %216, i64 1)
  %218 = shl i64 %204, 8
  %219 = udiv i64 %218, %217
  %220 = icmp ugt i64 %204, %4
  br i1 %220, label %732, label %221

221:                                              ; preds = %209
  %222 = add nsw i64 %217, -1
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %495, label %224

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %0, i64 1052
  %226 = getelementptr inbounds i8, ptr %0, i64 1048
  %227 = ptrtoint ptr %51 to i64
  br label %228

228:                                              ; preds = %466, %224
  %229 = phi ptr [ %36, %224 ], [ %475, %466 ]
  %230 = phi ptr [ %44, %224 ], [ %474, %466 ]
  %231 = phi ptr [ %3, %224 ], [ %473, %466 ]
  %232 = phi ptr [ %1, %224 ], [ %472, %466 ]
  %233 = phi ptr [ %53, %224 ], [ %471, %466 ]
  %234 = phi ptr [ %55, %224 ], [ %470, %466 ]
  %235 = phi ptr [ %57, %224 ], [ %469, %466 ]
  %236 = phi i32 [ %63, %224 ], [ %468, %466 ]
  %237 = phi i32 [ 1, %224 ], [ %467, %466 ]
  %238 = phi i64 [ 0, %224 ], [ %476, %466 ]
  %239 = ptrtoint ptr %229 to i64
  %240 = sub i64 %39, %239
  %241 = ashr exact i64 %240, 3
  %242 = icmp eq i64 %238, 0
  %243 = select i1 %242, i64 30720, i64 0
  %244 = getelementptr inbounds i8, ptr %229, i64 4
  %245 = load i16, ptr %244, align 4, !tbaa !56
  %246 = zext i16 %245 to i64
  %247 = mul i64 %210, %246
  %248 = add i64 %243, %213
  %249 = add i64 %248, %247
  %250 = icmp ule i64 %249, %219
  %251 = icmp ugt i64 %241, 1
  %252 = and i1 %251, %250
  br i1 %252, label %253, label %283

253:                                              ; preds = %228
  %254 = add nuw nsw i64 %246, 3
  %255 = getelementptr inbounds i8, ptr %229, i64 6
  %256 = load i16, ptr %255, align 2, !tbaa !59
  %257 = zext i16 %256 to i64
  %258 = add nuw nsw i64 %254, %257
  br label %259

259:                                              ; preds = %280, %253
  %260 = phi i64 [ %281, %280 ], [ 1, %253 ]
  %261 = phi i64 [ %275, %280 ], [ %258, %253 ]
  %262 = phi i64 [ %269, %280 ], [ %249, %253 ]
  %263 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %260
  %264 = getelementptr inbounds i8, ptr %263, i64 4
  %265 = load i16, ptr %264, align 4, !tbaa !56
  %266 = zext i16 %265 to i64
  %267 = mul i64 %210, %266
  %268 = add i64 %262, %213
  %269 = add i64 %268, %267
  %270 = getelementptr inbounds i8, ptr %263, i64 6
  %271 = load i16, ptr %270, align 2, !tbaa !59
  %272 = zext i16 %271 to i64
  %273 = add i64 %261, 3
  %274 = add i64 %273, %266
  %275 = add i64 %274, %272
  %276 = icmp ugt i64 %269, %219
  %277 = shl i64 %275, 8
  %278 = icmp ult i64 %269, %277
  %279 = select i1 %276, i1 %278, i1 false
  br i1 %279, label %283, label %280

280:                                              ; preds = %259
  %281 = add nuw i64 %260, 1
  %282 = icmp eq i64 %281, %241
  br i1 %282, label %283, label %259, !llvm.loop !60

283:                                              ; preds = %280, %259, %228
  %284 = phi i64 [ 1, %228 ], [ %241, %280 ], [ %260, %259 ]
  %285 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %284
  %286 = icmp eq ptr %285, %38
  br i1 %286, label %482, label %287

287:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #5
  store i32 0, ptr %11, align 4, !tbaa !48
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #5
  store i32 0, ptr %12, align 4, !tbaa !48
  %288 = load i32, ptr %225, align 4, !tbaa !61
  %289 = load ptr, ptr %17, align 8, !tbaa !39
  %290 = ptrtoint ptr %289 to i64
  %291 = add i64 %284, -1
  %292 = and i64 %284, 1
  %293 = icmp eq i64 %291, 0
  br i1 %293, label %340, label %294

294:                                              ; preds = %287
  %295 = and i64 %284, -2
  br label %296

296:                                              ; preds = %333, %294
  %297 = phi i64 [ 0, %294 ], [ %337, %333 ]
  %298 = phi i64 [ 0, %294 ], [ %336, %333 ]
  %299 = phi i64 [ 0, %294 ], [ %338, %333 ]
  %300 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %297
  %301 = getelementptr inbounds i8, ptr %300, i64 4
  %302 = load i16, ptr %301, align 4, !tbaa !56
  %303 = zext i16 %302 to i32
  %304 = ptrtoint ptr %300 to i64
  %305 = sub i64 %304, %290
  %306 = lshr exact i64 %305, 3
  %307 = trunc i64 %306 to i32
  %308 = icmp eq i32 %288, %307
  br i1 %308, label %309, label %314

309:                                              ; preds = %296
  %310 = load i32, ptr %226, align 8, !tbaa !62
  %311 = icmp eq i32 %310, 1
  %312 = or disjoint i32 %303, 65536
  %313 = select i1 %311, i32 %312, i32 %303
  br label %314

314:                                              ; preds = %309, %296
  %315 = phi i32 [ %303, %296 ], [ %313, %309 ]
  %316 = zext nneg i32 %315 to i64
  %317 = add i64 %298, %316
  %318 = or disjoint i64 %297, 1
  %319 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %318
  %320 = getelementptr inbounds i8, ptr %319, i64 4
  %321 = load i16, ptr %320, align 4, !tbaa !56
  %322 = zext i16 %321 to i32
  %323 = ptrtoint ptr %319 to i64
  %324 = sub i64 %323, %290
  %325 = lshr exact i64 %324, 3
  %326 = trunc i64 %325 to i32
  %327 = icmp eq i32 %288, %326
  br i1 %327, label %328, label %333

328:                                              ; preds = %314
  %329 = load i32, ptr %226, align 8, !tbaa !62
  %330 = icmp eq i32 %329, 1
  %331 = or disjoint i32 %322, 65536
  %332 = select i1 %330, i32 %331, i32 %322
  br label %333

333:                                              ; preds = %328, %314
  %334 = phi i32 [ %322, %314 ], [ %332, %328 ]
  %335 = zext nneg i32 %334 to i64
  %336 = add i64 %317, %335
  %337 = add nuw i64 %297, 2
  %338 = add i64 %299, 2
  %339 = icmp eq i64 %338, %295
  br i1 %339, label %340, label %296, !llvm.loop !63

340:                                              ; preds = %333, %287
  %341 = phi i64 [ poison, %287 ], [ %336, %333 ]
  %342 = phi i64 [ 0, %287 ], [ %337, %333 ]
  %343 = phi i64 [ 0, %287 ], [ %336, %333 ]
  %344 = icmp eq i64 %292, 0
  br i1 %344, label %364, label %345

345:                                              ; preds = %340
  %346 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %342
  %347 = getelementptr inbounds i8, ptr %346, i64 4
  %348 = load i16, ptr %347, align 4, !tbaa !56
  %349 = zext i16 %348 to i32
  %350 = ptrtoint ptr %346 to i64
  %351 = sub i64 %350, %290
  %352 = lshr exact i64 %351, 3
  %353 = trunc i64 %352 to i32
  %354 = icmp eq i32 %288, %353
  br i1 %354, label %355, label %360

355:                                              ; preds = %345
  %356 = load i32, ptr %226, align 8, !tbaa !62
  %357 = icmp eq i32 %356, 1
  %358 = or disjoint i32 %349, 65536
  %359 = select i1 %357, i32 %358, i32 %349
  br label %360

360:                                              ; preds = %355, %345
  %361 = phi i32 [ %349, %345 ], [ %359, %355 ]
  %362 = zext nneg i32 %361 to i64
  %363 = add i64 %343, %362
  br label %364

364:                                              ; preds = %340, %360
  %365 = phi i64 [ %341, %340 ], [ %363, %360 ]
  %366 = and i64 %284, 1
  %367 = icmp eq i64 %291, 0
  br i1 %367, label %416, label %368

368:                                              ; preds = %364
  %369 = and i64 %284, -2
  br label %370

370:                                              ; preds = %409, %368
  %371 = phi i64 [ 0, %368 ], [ %412, %409 ]
  %372 = phi i64 [ 0, %368 ], [ %413, %409 ]
  %373 = phi i64 [ 0, %368 ], [ %414, %409 ]
  %374 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %372
  %375 = getelementptr inbounds i8, ptr %374, i64 6
  %376 = load i16, ptr %375, align 2, !tbaa !59
  %377 = zext i16 %376 to i32
  %378 = add nuw nsw i32 %377, 3
  %379 = ptrtoint ptr %374 to i64
  %380 = sub i64 %379, %290
  %381 = lshr exact i64 %380, 3
  %382 = trunc i64 %381 to i32
  %383 = icmp eq i32 %288, %382
  br i1 %383, label %384, label %389

384:                                              ; preds = %370
  %385 = load i32, ptr %226, align 8, !tbaa !62
  %386 = icmp eq i32 %385, 2
  %387 = add nuw nsw i32 %377, 65539
  %388 = select i1 %386, i32 %387, i32 %378
  br label %389

389:                                              ; preds = %384, %370
  %390 = phi i32 [ %378, %370 ], [ %388, %384 ]
  %391 = zext nneg i32 %390 to i64
  %392 = add i64 %371, %391
  %393 = or disjoint i64 %372, 1
  %394 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %393
  %395 = getelementptr inbounds i8, ptr %394, i64 6
  %396 = load i16, ptr %395, align 2, !tbaa !59
  %397 = zext i16 %396 to i32
  %398 = add nuw nsw i32 %397, 3
  %399 = ptrtoint ptr %394 to i64
  %400 = sub i64 %399, %290
  %401 = lshr exact i64 %400, 3
  %402 = trunc i64 %401 to i32
  %403 = icmp eq i32 %288, %402
  br i1 %403, label %404, label %409

404:                                              ; preds = %389
  %405 = load i32, ptr %226, align 8, !tbaa !62
  %406 = icmp eq i32 %405, 2
  %407 = add nuw nsw i32 %397, 65539
  %408 = select i1 %406, i32 %407, i32 %398
  br label %409

409:                                              ; preds = %404, %389
  %410 = phi i32 [ %398, %389 ], [ %408, %404 ]
  %411 = zext nneg i32 %410 to i64
  %412 = add i64 %392, %411
  %413 = add nuw i64 %372, 2
  %414 = add i64 %373, 2
  %415 = icmp eq i64 %414, %369
  br i1 %415, label %416, label %370, !llvm.loop !64

416:                                              ; preds = %409, %364
  %417 = phi i64 [ poison, %364 ], [ %412, %409 ]
  %418 = phi i64 [ 0, %364 ], [ %412, %409 ]
  %419 = phi i64 [ 0, %364 ], [ %413, %409 ]
  %420 = icmp eq i64 %366, 0
  br i1 %420, label %441, label %421

421:                                              ; preds = %416
  %422 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %419
  %423 = getelementptr inbounds i8, ptr %422, i64 6
  %424 = load i16, ptr %423, align 2, !tbaa !59
  %425 = zext i16 %424 to i32
  %426 = add nuw nsw i32 %425, 3
  %427 = ptrtoint ptr %422 to i64
  %428 = sub i64 %427, %290
  %429 = lshr exact i64 %428, 3
  %430 = trunc i64 %429 to i32
  %431 = icmp eq i32 %288, %430
  br i1 %431, label %432, label %437

432:                                              ; preds = %421
  %433 = load i32, ptr %226, align 8, !tbaa !62
  %434 = icmp eq i32 %433, 2
  %435 = add nuw nsw i32 %425, 65539
  %436 = select i1 %434, i32 %435, i32 %426
  br label %437

437:                                              ; preds = %432, %421
  %438 = phi i32 [ %426, %421 ], [ %436, %432 ]
  %439 = zext nneg i32 %438 to i64
  %440 = add i64 %418, %439
  br label %441

441:                                              ; preds = %416, %437
  %442 = phi i64 [ %417, %416 ], [ %440, %437 ]
  %443 = add i64 %442, %365
  %444 = ptrtoint ptr %232 to i64
  %445 = sub i64 %227, %444
  %446 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef nonnull %229, i64 noundef %284, ptr noundef %230, i64 noundef %365, ptr noundef %233, ptr noundef %234, ptr noundef %235, ptr noundef nonnull readonly %22, ptr noundef %232, i64 noundef %445, i32 noundef %33, i32 noundef %236, i32 noundef %237, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef 0)
  %447 = icmp ult i64 %446, -119
  br i1 %447, label %448, label %465

448:                                              ; preds = %441
  %449 = icmp ne i64 %446, 0
  %450 = icmp ult i64 %446, %443
  %451 = select i1 %449, i1 %450, i1 false
  br i1 %451, label %452, label %466

452:                                              ; preds = %448
  %453 = getelementptr inbounds i8, ptr %231, i64 %443
  %454 = getelementptr inbounds i8, ptr %230, i64 %365
  %455 = getelementptr inbounds i8, ptr %232, i64 %446
  %456 = getelementptr inbounds i8, ptr %233, i64 %284
  %457 = getelementptr inbounds i8, ptr %234, i64 %284
  %458 = getelementptr inbounds i8, ptr %235, i64 %284
  %459 = load i32, ptr %11, align 4, !tbaa !48
  %460 = icmp eq i32 %459, 0
  %461 = select i1 %460, i32 %236, i32 0
  %462 = load i32, ptr %12, align 4, !tbaa !48
  %463 = icmp eq i32 %462, 0
  %464 = select i1 %463, i32 %237, i32 0
  br label %466

465:                                              ; preds = %441
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5
  br label %732

466:                                              ; preds = %452, %448
  %467 = phi i32 [ %237, %448 ], [ %464, %452 ]
  %468 = phi i32 [ %236, %448 ], [ %461, %452 ]
  %469 = phi ptr [ %235, %448 ], [ %458, %452 ]
  %470 = phi ptr [ %234, %448 ], [ %457, %452 ]
  %471 = phi ptr [ %233, %448 ], [ %456, %452 ]
  %472 = phi ptr [ %232, %448 ], [ %455, %452 ]
  %473 = phi ptr [ %231, %448 ], [ %453, %452 ]
  %474 = phi ptr [ %230, %448 ], [ %454, %452 ]
  %475 = phi ptr [ %229, %448 ], [ %285, %452 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5
  %476 = add nuw nsw i64 %238, 1
  %477 = icmp eq i64 %476, %222
  br i1 %477, label %478, label %228, !llvm.loop !65

478:                                              ; preds = %466
  %479 = ptrtoint ptr %475 to i64
  %480 = sub i64 %39, %479
  %481 = ashr exact i64 %480, 3
  br label %482

482:                                              ; preds = %283, %478
  %483 = phi i64 [ %481, %478 ], [ %241, %283 ]
  %484 = phi i32 [ %467, %478 ], [ %237, %283 ]
  %485 = phi i32 [ %468, %478 ], [ %236, %283 ]
  %486 = phi ptr [ %469, %478 ], [ %235, %283 ]
  %487 = phi ptr [ %470, %478 ], [ %234, %283 ]
  %488 = phi ptr [ %471, %478 ], [ %233, %283 ]
  %489 = phi ptr [ %472, %478 ], [ %232, %283 ]
  %490 = phi ptr [ %473, %478 ], [ %231, %283 ]
  %491 = phi ptr [ %474, %478 ], [ %230, %283 ]
  %492 = phi ptr [ %475, %478 ], [ %229, %283 ]
  %493 = ptrtoint ptr %491 to i64
  %494 = sub i64 %47, %493
  br label %495

495:                                              ; preds = %482, %221, %29
  %496 = phi i64 [ %483, %482 ], [ %42, %221 ], [ %42, %29 ]
  %497 = phi i64 [ %494, %482 ], [ %49, %221 ], [ %49, %29 ]
  %498 = phi i32 [ %484, %482 ], [ 1, %221 ], [ 1, %29 ]
  %499 = phi i32 [ %485, %482 ], [ %63, %221 ], [ %63, %29 ]
  %500 = phi ptr [ %486, %482 ], [ %57, %221 ], [ %57, %29 ]
  %501 = phi ptr [ %487, %482 ], [ %55, %221 ], [ %55, %29 ]
  %502 = phi ptr [ %488, %482 ], [ %53, %221 ], [ %53, %29 ]
  %503 = phi ptr [ %489, %482 ], [ %1, %221 ], [ %1, %29 ]
  %504 = phi ptr [ %490, %482 ], [ %3, %221 ], [ %3, %29 ]
  %505 = phi ptr [ %491, %482 ], [ %44, %221 ], [ %44, %29 ]
  %506 = phi ptr [ %492, %482 ], [ %36, %221 ], [ %36, %29 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #5
  store i32 0, ptr %13, align 4, !tbaa !48
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #5
  store i32 0, ptr %14, align 4, !tbaa !48
  %507 = icmp eq ptr %38, %506
  br i1 %507, label %589, label %508

508:                                              ; preds = %495
  %509 = getelementptr inbounds i8, ptr %0, i64 1052
  %510 = load i32, ptr %509, align 4, !tbaa !61
  %511 = load ptr, ptr %17, align 8, !tbaa !39
  %512 = ptrtoint ptr %511 to i64
  %513 = getelementptr inbounds i8, ptr %0, i64 1048
  %514 = and i64 %496, 1
  %515 = icmp eq i64 %496, 1
  br i1 %515, label %564, label %516

516:                                              ; preds = %508
  %517 = and i64 %496, -2
  br label %518

518:                                              ; preds = %557, %516
  %519 = phi i64 [ 0, %516 ], [ %560, %557 ]
  %520 = phi i64 [ 0, %516 ], [ %561, %557 ]
  %521 = phi i64 [ 0, %516 ], [ %562, %557 ]
  %522 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %520
  %523 = getelementptr inbounds i8, ptr %522, i64 6
  %524 = load i16, ptr %523, align 2, !tbaa !59
  %525 = zext i16 %524 to i32
  %526 = add nuw nsw i32 %525, 3
  %527 = ptrtoint ptr %522 to i64
  %528 = sub i64 %527, %512
  %529 = lshr exact i64 %528, 3
  %530 = trunc i64 %529 to i32
  %531 = icmp eq i32 %510, %530
  br i1 %531, label %532, label %537

532:                                              ; preds = %518
  %533 = load i32, ptr %513, align 8, !tbaa !62
  %534 = icmp eq i32 %533, 2
  %535 = add nuw nsw i32 %525, 65539
  %536 = select i1 %534, i32 %535, i32 %526
  br label %537

537:                                              ; preds = %532, %518
  %538 = phi i32 [ %526, %518 ], [ %536, %532 ]
  %539 = zext nneg i32 %538 to i64
  %540 = add i64 %519, %539
  %541 = or disjoint i64 %520, 1
  %542 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %541
  %543 = getelementptr inbounds i8, ptr %542, i64 6
  %544 = load i16, ptr %543, align 2, !tbaa !59
  %545 = zext i16 %544 to i32
  %546 = add nuw nsw i32 %545, 3
  %547 = ptrtoint ptr %542 to i64
  %548 = sub i64 %547, %512
  %549 = lshr exact i64 %548, 3
  %550 = trunc i64 %549 to i32
  %551 = icmp eq i32 %510, %550
  br i1 %551, label %552, label %557

552:                                              ; preds = %537
  %553 = load i32, ptr %513, align 8, !tbaa !62
  %554 = icmp eq i32 %553, 2
  %555 = add nuw nsw i32 %545, 65539
  %556 = select i1 %554, i32 %555, i32 %546
  br label %557

557:                                              ; preds = %552, %537
  %558 = phi i32 [ %546, %537 ], [ %556, %552 ]
  %559 = zext nneg i32 %558 to i64
  %560 = add i64 %540, %559
  %561 = add nuw i64 %520, 2
  %562 = add i64 %521, 2
  %563 = icmp eq i64 %562, %517
  br i1 %563, label %564, label %518, !llvm.loop !64

564:                                              ; preds = %557, %508
  %565 = phi i64 [ poison, %508 ], [ %560, %557 ]
  %566 = phi i64 [ 0, %508 ], [ %560, %557 ]
  %567 = phi i64 [ 0, %508 ], [ %561, %557 ]
  %568 = icmp eq i64 %514, 0
  br i1 %568, label %589, label %569

569:                                              ; preds = %564
  %570 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %567
  %571 = getelementptr inbounds i8, ptr %570, i64 6
  %572 = load i16, ptr %571, align 2, !tbaa !59
  %573 = zext i16 %572 to i32
  %574 = add nuw nsw i32 %573, 3
  %575 = ptrtoint ptr %570 to i64
  %576 = sub i64 %575, %512
  %577 = lshr exact i64 %576, 3
  %578 = trunc i64 %577 to i32
  %579 = icmp eq i32 %510, %578
  br i1 %579, label %580, label %585

580:                                              ; preds = %569
  %581 = load i32, ptr %513, align 8, !tbaa !62
  %582 = icmp eq i32 %581, 2
  %583 = add nuw nsw i32 %573, 65539
  %584 = select i1 %582, i32 %583, i32 %574
  br label %585

585:                                              ; preds = %580, %569
  %586 = phi i32 [ %574, %569 ], [ %584, %580 ]
  %587 = zext nneg i32 %586 to i64
  %588 = add i64 %566, %587
  br label %589

589:                                              ; preds = %585, %564, %495
  %590 = phi i64 [ 0, %495 ], [ %565, %564 ], [ %588, %585 ]
  %591 = add i64 %590, %497
  %592 = ptrtoint ptr %51 to i64
  %593 = ptrtoint ptr %503 to i64
  %594 = sub i64 %592, %593
  %595 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef %506, i64 noundef %496, ptr noundef %505, i64 noundef %497, ptr noundef %502, ptr noundef %501, ptr noundef %500, ptr noundef nonnull readonly %22, ptr noundef %503, i64 noundef %594, i32 noundef %33, i32 noundef %499, i32 noundef %498, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %5)
  %596 = icmp ult i64 %595, -119
  br i1 %596, label %597, label %611

597:                                              ; preds = %589
  %598 = icmp ne i64 %595, 0
  %599 = icmp ult i64 %595, %591
  %600 = select i1 %598, i1 %599, i1 false
  br i1 %600, label %601, label %612

601:                                              ; preds = %597
  %602 = getelementptr inbounds i8, ptr %504, i64 %591
  %603 = getelementptr inbounds i8, ptr %503, i64 %595
  %604 = load i32, ptr %13, align 4, !tbaa !48
  %605 = icmp eq i32 %604, 0
  %606 = load i32, ptr %14, align 4, !tbaa !48
  %607 = icmp eq i32 %606, 0
  %608 = select i1 %607, i32 %498, i32 0
  %609 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %496
  br i1 %605, label %612, label %610

610:                                              ; preds = %601
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  br label %619

611:                                              ; preds = %589
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  br label %732

612:                                              ; preds = %601, %597
  %613 = phi i32 [ %498, %597 ], [ %608, %601 ]
  %614 = phi ptr [ %503, %597 ], [ %603, %601 ]
  %615 = phi ptr [ %504, %597 ], [ %602, %601 ]
  %616 = phi ptr [ %506, %597 ], [ %609, %601 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  %617 = icmp eq i32 %499, 0
  br i1 %617, label %619, label %618

618:                                              ; preds = %612
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %31, ptr noundef nonnull readonly align 8 dereferenceable(2064) %30, i64 2064, i1 false)
  br label %619

619:                                              ; preds = %618, %612, %610
  %620 = phi ptr [ %609, %610 ], [ %616, %618 ], [ %616, %612 ]
  %621 = phi ptr [ %602, %610 ], [ %615, %618 ], [ %615, %612 ]
  %622 = phi ptr [ %603, %610 ], [ %614, %618 ], [ %614, %612 ]
  %623 = phi i32 [ %608, %610 ], [ %613, %618 ], [ %613, %612 ]
  %624 = icmp eq i32 %623, 0
  br i1 %624, label %640, label %625

625:                                              ; preds = %619
  %626 = getelementptr inbounds i8, ptr %16, i64 144
  %627 = load i32, ptr %626, align 8, !tbaa !53
  %628 = add i32 %627, -1
  %629 = icmp ult i32 %628, 2
  br i1 %629, label %732, label %630

630:                                              ; preds = %625
  %631 = getelementptr inbounds i8, ptr %16, i64 152
  %632 = load i32, ptr %631, align 8, !tbaa !54
  %633 = add i32 %632, -1
  %634 = icmp ult i32 %633, 2
  br i1 %634, label %732, label %635

635:                                              ; preds = %630
  %636 = getelementptr inbounds i8, ptr %16, i64 148
  %637 = load i32, ptr %636, align 4, !tbaa !49
  %638 = add i32 %637, -3
  %639 = icmp ult i32 %638, -2
  br i1 %639, label %640, label %732

640:                                              ; preds = %635, %619
  %641 = icmp ult ptr %621, %50
  br i1 %641, label %642, label %727

642:                                              ; preds = %640
  %643 = ptrtoint ptr %50 to i64
  %644 = ptrtoint ptr %621 to i64
  %645 = sub i64 %643, %644
  %646 = ptrtoint ptr %622 to i64
  %647 = sub i64 %592, %646
  %648 = add i64 %645, 3
  %649 = icmp ugt i64 %648, %647
  br i1 %649, label %732, label %650

650:                                              ; preds = %642
  %651 = trunc i64 %645 to i32
  %652 = shl i32 %651, 3
  %653 = add i32 %652, %5
  %654 = trunc i32 %653 to i16
  store i16 %654, ptr %622, align 1, !tbaa !66
  %655 = lshr i32 %653, 16
  %656 = trunc i32 %655 to i8
  %657 = getelementptr inbounds i8, ptr %622, i64 2
  store i8 %656, ptr %657, align 1, !tbaa !50
  %658 = getelementptr inbounds i8, ptr %622, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %658, ptr readonly align 1 %621, i64 %645, i1 false)
  %659 = icmp ult i64 %648, -119
  br i1 %659, label %660, label %732

660:                                              ; preds = %650
  %661 = getelementptr inbounds i8, ptr %622, i64 %648
  %662 = icmp ult ptr %620, %38
  br i1 %662, label %663, label %727

663:                                              ; preds = %660
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15) #5
  %664 = getelementptr inbounds i8, ptr %30, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %15, ptr noundef nonnull readonly align 8 dereferenceable(12) %664, i64 12, i1 false)
  %665 = icmp ult ptr %36, %620
  br i1 %665, label %666, label %725

666:                                              ; preds = %663
  %667 = load i32, ptr %15, align 4, !tbaa !48
  %668 = getelementptr inbounds i8, ptr %0, i64 1052
  %669 = load i32, ptr %668, align 4, !tbaa !61
  %670 = load ptr, ptr %17, align 8, !tbaa !39
  %671 = ptrtoint ptr %670 to i64
  %672 = getelementptr inbounds i8, ptr %0, i64 1048
  %673 = getelementptr inbounds i8, ptr %15, i64 4
  %674 = getelementptr inbounds i8, ptr %15, i64 8
  %675 = load i32, ptr %674, align 4
  %676 = load i32, ptr %673, align 4
  br label %677

677:                                              ; preds = %719, %666
  %678 = phi i32 [ %676, %666 ], [ %720, %719 ]
  %679 = phi i32 [ %675, %666 ], [ %721, %719 ]
  %680 = phi ptr [ %36, %666 ], [ %723, %719 ]
  %681 = phi i32 [ %667, %666 ], [ %722, %719 ]
  %682 = load i32, ptr %680, align 4, !tbaa !67
  %683 = getelementptr inbounds i8, ptr %680, i64 4
  %684 = load i16, ptr %683, align 4, !tbaa !56
  %685 = zext i16 %684 to i32
  %686 = ptrtoint ptr %680 to i64
  %687 = sub i64 %686, %671
  %688 = lshr exact i64 %687, 3
  %689 = trunc i64 %688 to i32
  %690 = icmp eq i32 %669, %689
  br i1 %690, label %691, label %696

691:                                              ; preds = %677
  %692 = load i32, ptr %672, align 8, !tbaa !62
  %693 = icmp eq i32 %692, 1
  %694 = or disjoint i32 %685, 65536
  %695 = select i1 %693, i32 %694, i32 %685
  br label %696

696:                                              ; preds = %691, %677
  %697 = phi i32 [ %685, %677 ], [ %695, %691 ]
  %698 = icmp ugt i32 %682, 3
  br i1 %698, label %699, label %701

699:                                              ; preds = %696
  store i32 %678, ptr %674, align 4, !tbaa !48
  store i32 %681, ptr %673, align 4, !tbaa !48
  %700 = add i32 %682, -3
  br label %716

701:                                              ; preds = %696
  %702 = icmp eq i32 %697, 0
  %703 = zext i1 %702 to i32
  %704 = add nsw i32 %682, -1
  %705 = add nsw i32 %704, %703
  switch i32 %705, label %708 [
    i32 0, label %719
    i32 3, label %706
  ]

706:                                              ; preds = %701
  %707 = add i32 %681, -1
  br label %712

708:                                              ; preds = %701
  %709 = zext i32 %705 to i64
  %710 = getelementptr inbounds i32, ptr %15, i64 %709
  %711 = load i32, ptr %710, align 4, !tbaa !48
  br label %712

712:                                              ; preds = %708, %706
  %713 = phi i32 [ %707, %706 ], [ %711, %708 ]
  %714 = icmp eq i32 %705, 1
  %715 = select i1 %714, i32 %679, i32 %678
  store i32 %715, ptr %674, align 4, !tbaa !48
  store i32 %681, ptr %673, align 4, !tbaa !48
  br label %716

716:                                              ; preds = %712, %699
  %717 = phi i32 [ %715, %712 ], [ %678, %699 ]
  %718 = phi i32 [ %713, %712 ], [ %700, %699 ]
  store i32 %718, ptr %15, align 4, !tbaa !48
  br label %719

719:                                              ; preds = %716, %701
  %720 = phi i32 [ %678, %701 ], [ %681, %716 ]
  %721 = phi i32 [ %679, %701 ], [ %717, %716 ]
  %722 = phi i32 [ %681, %701 ], [ %718, %716 ]
  %723 = getelementptr inbounds i8, ptr %680, i64 8
  %724 = icmp ult ptr %723, %620
  br i1 %724, label %677, label %725, !llvm.loop !68

725:                                              ; preds = %719, %663
  %726 = getelementptr inbounds i8, ptr %31, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %726, ptr noundef nonnull align 4 dereferenceable(12) %15, i64 12, i1 false)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15) #5
  br label %727

727:                                              ; preds = %725, %660, %640
  %728 = phi ptr [ %661, %725 ], [ %622, %640 ], [ %661, %660 ]
  %729 = ptrtoint ptr %728 to i64
  %730 = ptrtoint ptr %1 to i64
  %731 = sub i64 %729, %730
  br label %732

732:                                              ; preds = %727, %650, %642, %635, %630, %625, %611, %465, %209, %6
  %733 = phi i64 [ %27, %6 ], [ %731, %727 ], [ %595, %611 ], [ 0, %635 ], [ %446, %465 ], [ 0, %209 ], [ 0, %625 ], [ 0, %630 ], [ %648, %650 ], [ -70, %642 ]
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %16) #5
  ret i64 %733
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @ZSTD_buildBlockEntropyStats(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressSubBlock(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr nocapture noundef readonly %9, ptr noundef %10, i64 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, ptr nocapture noundef writeonly %15, ptr nocapture noundef writeonly %16, i32 noundef %17) unnamed_addr #0 {
  %19 = getelementptr i8, ptr %10, i64 %11
  %20 = getelementptr inbounds i8, ptr %10, i64 3
  %21 = ptrtoint ptr %19 to i64
  %22 = add nsw i64 %11, -3
  %23 = icmp ne i32 %13, 0
  %24 = select i1 %23, i64 200, i64 0
  %25 = sub nuw nsw i64 1024, %24
  %26 = icmp ugt i64 %25, %5
  %27 = select i1 %26, i64 3, i64 4
  %28 = sub nuw nsw i64 16384, %24
  %29 = icmp ule i64 %28, %5
  %30 = zext i1 %29 to i64
  %31 = add nuw nsw i64 %27, %30
  %32 = getelementptr inbounds i8, ptr %20, i64 %31
  %33 = icmp eq i64 %31, 3
  br i1 %23, label %34, label %36

34:                                               ; preds = %18
  %35 = load i32, ptr %1, align 8, !tbaa !47
  br label %36

36:                                               ; preds = %34, %18
  %37 = phi i32 [ %35, %34 ], [ 3, %18 ]
  store i32 0, ptr %15, align 4, !tbaa !48
  %38 = icmp eq i64 %5, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %1, align 8, !tbaa !47
  switch i32 %40, label %45 [
    i32 0, label %41
    i32 1, label %43
  ]

41:                                               ; preds = %39, %36
  %42 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5
  br label %117

43:                                               ; preds = %39
  %44 = tail call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5
  br label %117

45:                                               ; preds = %39
  %46 = icmp eq i32 %40, 2
  %47 = and i1 %23, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %1, i64 4
  %50 = getelementptr inbounds i8, ptr %1, i64 136
  %51 = load i64, ptr %50, align 8, !tbaa !69
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %32, ptr nonnull readonly align 4 %49, i64 %51, i1 false)
  %52 = load i64, ptr %50, align 8, !tbaa !69
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  br label %54

54:                                               ; preds = %48, %45
  %55 = phi i64 [ %52, %48 ], [ 0, %45 ]
  %56 = phi ptr [ %53, %48 ], [ %32, %45 ]
  %57 = icmp ne i32 %12, 0
  %58 = zext i1 %57 to i32
  %59 = ptrtoint ptr %56 to i64
  %60 = sub i64 %21, %59
  br i1 %33, label %61, label %63

61:                                               ; preds = %54
  %62 = tail call i64 @HUF_compress1X_usingCTable(ptr noundef nonnull %56, i64 noundef %60, ptr noundef %4, i64 noundef %5, ptr noundef %0, i32 noundef %58) #5
  br label %65

63:                                               ; preds = %54
  %64 = tail call i64 @HUF_compress4X_usingCTable(ptr noundef nonnull %56, i64 noundef %60, ptr noundef %4, i64 noundef %5, ptr noundef %0, i32 noundef %58) #5
  br label %65

65:                                               ; preds = %63, %61
  %66 = phi i64 [ %62, %61 ], [ %64, %63 ]
  %67 = getelementptr inbounds i8, ptr %56, i64 %66
  %68 = add i64 %66, %55
  %69 = add i64 %66, -1
  %70 = icmp ult i64 %69, -120
  br i1 %70, label %71, label %222

71:                                               ; preds = %65
  %72 = icmp ult i64 %68, %5
  %73 = select i1 %23, i1 true, i1 %72
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5
  br label %117

76:                                               ; preds = %71
  %77 = icmp ugt i64 %68, 1023
  %78 = select i1 %77, i64 4, i64 3
  %79 = icmp ugt i64 %68, 16383
  %80 = zext i1 %79 to i64
  %81 = add nuw nsw i64 %78, %80
  %82 = icmp ult i64 %31, %81
  br i1 %82, label %83, label %85

83:                                               ; preds = %76
  %84 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5
  br label %117

85:                                               ; preds = %76
  %86 = trunc i64 %5 to i32
  %87 = shl i32 %86, 4
  switch i64 %31, label %112 [
    i64 3, label %88
    i64 4, label %97
    i64 5, label %103
  ]

88:                                               ; preds = %85
  %89 = add i32 %37, %87
  %90 = trunc i64 %68 to i32
  %91 = shl i32 %90, 14
  %92 = add i32 %89, %91
  %93 = trunc i32 %92 to i16
  store i16 %93, ptr %20, align 1, !tbaa !66
  %94 = lshr i32 %92, 16
  %95 = trunc i32 %94 to i8
  %96 = getelementptr inbounds i8, ptr %10, i64 5
  store i8 %95, ptr %96, align 1, !tbaa !50
  br label %113

97:                                               ; preds = %85
  %98 = trunc i64 %68 to i32
  %99 = shl i32 %98, 18
  %100 = or disjoint i32 %87, 8
  %101 = add i32 %100, %37
  %102 = add i32 %101, %99
  store i32 %102, ptr %20, align 1, !tbaa !48
  br label %113

103:                                              ; preds = %85
  %104 = trunc i64 %68 to i32
  %105 = shl i32 %104, 22
  %106 = or disjoint i32 %87, 12
  %107 = add i32 %106, %37
  %108 = add i32 %107, %105
  store i32 %108, ptr %20, align 1, !tbaa !48
  %109 = lshr i64 %68, 10
  %110 = trunc i64 %109 to i8
  %111 = getelementptr inbounds i8, ptr %10, i64 7
  store i8 %110, ptr %111, align 1, !tbaa !50
  br label %113

112:                                              ; preds = %85
  unreachable

113:                                              ; preds = %103, %97, %88
  store i32 1, ptr %15, align 4, !tbaa !48
  %114 = ptrtoint ptr %67 to i64
  %115 = ptrtoint ptr %20 to i64
  %116 = sub i64 %114, %115
  br label %117

117:                                              ; preds = %41, %43, %74, %83, %113
  %118 = phi i64 [ %42, %41 ], [ %44, %43 ], [ %116, %113 ], [ %75, %74 ], [ %84, %83 ]
  %119 = icmp ult i64 %118, -119
  br i1 %119, label %120, label %222

120:                                              ; preds = %117
  %121 = icmp eq i64 %118, 0
  br i1 %121, label %222, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds i8, ptr %20, i64 %118
  %124 = getelementptr inbounds i8, ptr %0, i64 2064
  %125 = getelementptr inbounds i8, ptr %1, i64 144
  %126 = ptrtoint ptr %123 to i64
  %127 = sub i64 %21, %126
  %128 = getelementptr inbounds i8, ptr %9, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !70
  %130 = icmp ugt i32 %129, 57
  %131 = zext i1 %130 to i32
  store i32 0, ptr %16, align 4, !tbaa !48
  %132 = icmp slt i64 %127, 4
  br i1 %132, label %222, label %133

133:                                              ; preds = %122
  %134 = icmp ult i64 %3, 128
  br i1 %134, label %149, label %135

135:                                              ; preds = %133
  %136 = icmp ult i64 %3, 32512
  br i1 %136, label %137, label %144

137:                                              ; preds = %135
  %138 = lshr i64 %3, 8
  %139 = trunc nuw i64 %138 to i8
  %140 = or disjoint i8 %139, -128
  store i8 %140, ptr %123, align 1, !tbaa !50
  %141 = trunc i64 %3 to i8
  %142 = getelementptr inbounds i8, ptr %123, i64 1
  store i8 %141, ptr %142, align 1, !tbaa !50
  %143 = getelementptr inbounds i8, ptr %123, i64 2
  br label %153

144:                                              ; preds = %135
  store i8 -1, ptr %123, align 1, !tbaa !50
  %145 = getelementptr inbounds i8, ptr %123, i64 1
  %146 = trunc i64 %3 to i16
  %147 = add i16 %146, -32512
  store i16 %147, ptr %145, align 1, !tbaa !66
  %148 = getelementptr inbounds i8, ptr %123, i64 3
  br label %153

149:                                              ; preds = %133
  %150 = trunc nuw nsw i64 %3 to i8
  %151 = getelementptr inbounds i8, ptr %123, i64 1
  store i8 %150, ptr %123, align 1, !tbaa !50
  %152 = icmp eq i64 %3, 0
  br i1 %152, label %208, label %153

153:                                              ; preds = %149, %144, %137
  %154 = phi ptr [ %151, %149 ], [ %148, %144 ], [ %143, %137 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 1
  %156 = icmp eq i32 %14, 0
  br i1 %156, label %157, label %164

157:                                              ; preds = %153
  store i8 -4, ptr %154, align 1, !tbaa !50
  %158 = ptrtoint ptr %155 to i64
  %159 = sub i64 %21, %158
  %160 = getelementptr inbounds i8, ptr %0, i64 2836
  %161 = getelementptr inbounds i8, ptr %0, i64 4288
  %162 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %155, i64 noundef %159, ptr noundef nonnull %160, ptr noundef %7, ptr noundef nonnull %124, ptr noundef %8, ptr noundef nonnull %161, ptr noundef %6, ptr noundef %2, i64 noundef %3, i32 noundef %131, i32 noundef %12) #5
  %163 = icmp ult i64 %162, -119
  br i1 %163, label %187, label %222

164:                                              ; preds = %153
  %165 = load i32, ptr %125, align 8, !tbaa !53
  %166 = getelementptr inbounds i8, ptr %1, i64 148
  %167 = load i32, ptr %166, align 4, !tbaa !49
  %168 = getelementptr inbounds i8, ptr %1, i64 152
  %169 = load i32, ptr %168, align 8, !tbaa !54
  %170 = shl i32 %165, 6
  %171 = shl i32 %167, 4
  %172 = add i32 %171, %170
  %173 = shl i32 %169, 2
  %174 = add i32 %172, %173
  %175 = trunc i32 %174 to i8
  store i8 %175, ptr %154, align 1, !tbaa !50
  %176 = getelementptr inbounds i8, ptr %1, i64 156
  %177 = getelementptr inbounds i8, ptr %1, i64 296
  %178 = load i64, ptr %177, align 8, !tbaa !55
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %155, ptr nonnull readonly align 4 %176, i64 %178, i1 false)
  %179 = load i64, ptr %177, align 8, !tbaa !55
  %180 = getelementptr inbounds i8, ptr %155, i64 %179
  %181 = ptrtoint ptr %180 to i64
  %182 = sub i64 %21, %181
  %183 = getelementptr inbounds i8, ptr %0, i64 2836
  %184 = getelementptr inbounds i8, ptr %0, i64 4288
  %185 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %180, i64 noundef %182, ptr noundef nonnull %183, ptr noundef %7, ptr noundef nonnull %124, ptr noundef %8, ptr noundef nonnull %184, ptr noundef %6, ptr noundef %2, i64 noundef %3, i32 noundef %131, i32 noundef %12) #5
  %186 = icmp ult i64 %185, -119
  br i1 %186, label %189, label %222

187:                                              ; preds = %157
  %188 = getelementptr inbounds i8, ptr %155, i64 %162
  br label %197

189:                                              ; preds = %164
  %190 = getelementptr inbounds i8, ptr %180, i64 %185
  %191 = getelementptr inbounds i8, ptr %1, i64 304
  %192 = load i64, ptr %191, align 8, !tbaa !71
  %193 = icmp ne i64 %192, 0
  %194 = add i64 %192, %185
  %195 = icmp ult i64 %194, 4
  %196 = and i1 %193, %195
  br i1 %196, label %222, label %197

197:                                              ; preds = %189, %187
  %198 = phi ptr [ %188, %187 ], [ %190, %189 ]
  %199 = ptrtoint ptr %198 to i64
  %200 = ptrtoint ptr %154 to i64
  %201 = sub i64 %199, %200
  %202 = icmp slt i64 %201, 4
  br i1 %202, label %222, label %203

203:                                              ; preds = %197
  store i32 1, ptr %16, align 4, !tbaa !48
  %204 = sub i64 %199, %126
  %205 = icmp ult i64 %204, -119
  br i1 %205, label %206, label %222

206:                                              ; preds = %203
  %207 = icmp eq i64 %204, 0
  br i1 %207, label %222, label %208

208:                                              ; preds = %149, %206
  %209 = phi i64 [ %204, %206 ], [ 1, %149 ]
  %210 = getelementptr inbounds i8, ptr %123, i64 %209
  %211 = ptrtoint ptr %210 to i64
  %212 = ptrtoint ptr %10 to i64
  %213 = sub i64 %211, %212
  %214 = trunc i64 %213 to i32
  %215 = shl i32 %214, 3
  %216 = add i32 %17, -20
  %217 = add i32 %216, %215
  %218 = trunc i32 %217 to i16
  store i16 %218, ptr %10, align 1, !tbaa !66
  %219 = lshr i32 %217, 16
  %220 = trunc i32 %219 to i8
  %221 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 %220, ptr %221, align 1, !tbaa !50
  br label %222

222:                                              ; preds = %164, %157, %122, %197, %189, %206, %203, %65, %120, %117, %208
  %223 = phi i64 [ %213, %208 ], [ 0, %120 ], [ %118, %117 ], [ 0, %65 ], [ 0, %206 ], [ %204, %203 ], [ 0, %189 ], [ 0, %197 ], [ %185, %164 ], [ %162, %157 ], [ -70, %122 ]
  ret i64 %223
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @HUF_estimateCompressedSize(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i64 @HIST_countFast_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @ZSTD_crossEntropyCost(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i64 @ZSTD_fseBitCost(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i64 @ZSTD_noCompressLiterals(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @ZSTD_compressRleLiteralsBlock(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @HUF_compress1X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i64 @HUF_compress4X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i64 @ZSTD_encodeSequences(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !16, i64 3224}
!6 = !{!"ZSTD_CCtx_s", !7, i64 0, !7, i64 4, !7, i64 8, !10, i64 16, !10, i64 240, !10, i64 464, !7, i64 688, !13, i64 696, !17, i64 704, !13, i64 776, !18, i64 784, !18, i64 792, !18, i64 800, !19, i64 808, !15, i64 896, !16, i64 920, !13, i64 928, !20, i64 936, !7, i64 968, !7, i64 972, !21, i64 976, !22, i64 1056, !16, i64 3168, !13, i64 3176, !24, i64 3184, !25, i64 3224, !16, i64 3544, !13, i64 3552, !7, i64 3560, !16, i64 3568, !13, i64 3576, !13, i64 3584, !13, i64 3592, !13, i64 3600, !16, i64 3608, !13, i64 3616, !13, i64 3624, !13, i64 3632, !7, i64 3640, !7, i64 3644, !28, i64 3648, !13, i64 3672, !13, i64 3680, !29, i64 3688, !16, i64 3728, !30, i64 3736, !18, i64 3760, !31, i64 3768, !16, i64 5264, !13, i64 5272}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"ZSTD_CCtx_params_s", !7, i64 0, !11, i64 4, !12, i64 32, !7, i64 44, !7, i64 48, !13, i64 56, !7, i64 64, !7, i64 68, !7, i64 72, !7, i64 76, !13, i64 80, !7, i64 88, !7, i64 92, !14, i64 96, !7, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !7, i64 136, !7, i64 140, !7, i64 144, !13, i64 152, !7, i64 160, !7, i64 164, !15, i64 168, !7, i64 192, !7, i64 196, !16, i64 200, !16, i64 208, !7, i64 216}
!11 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24}
!12 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!13 = !{!"long", !8, i64 0}
!14 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20}
!15 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !8, i64 56, !7, i64 60, !7, i64 64, !7, i64 68}
!18 = !{!"long long", !8, i64 0}
!19 = !{!"XXH_NAMESPACEXXH64_state_s", !13, i64 0, !8, i64 8, !8, i64 40, !7, i64 72, !7, i64 76, !13, i64 80}
!20 = !{!"", !7, i64 0, !16, i64 8, !13, i64 16, !13, i64 24}
!21 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !13, i64 56, !13, i64 64, !7, i64 72, !7, i64 76}
!22 = !{!"", !23, i64 0, !16, i64 40, !7, i64 48, !16, i64 56, !8, i64 64, !8, i64 576}
!23 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !7, i64 24, !7, i64 28, !7, i64 32}
!24 = !{!"", !16, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !13, i64 32}
!25 = !{!"", !16, i64 0, !16, i64 8, !26, i64 16}
!26 = !{!"ZSTD_MatchState_t", !23, i64 0, !7, i64 40, !7, i64 44, !7, i64 48, !7, i64 52, !16, i64 56, !8, i64 64, !13, i64 96, !7, i64 104, !16, i64 112, !16, i64 120, !16, i64 128, !7, i64 136, !7, i64 140, !27, i64 144, !16, i64 248, !11, i64 256, !16, i64 288, !7, i64 296, !7, i64 300}
!27 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !7, i64 48, !7, i64 52, !7, i64 56, !7, i64 60, !7, i64 64, !7, i64 68, !7, i64 72, !7, i64 76, !7, i64 80, !16, i64 88, !7, i64 96}
!28 = !{!"ZSTD_inBuffer_s", !16, i64 0, !13, i64 8, !13, i64 16}
!29 = !{!"", !16, i64 0, !16, i64 8, !13, i64 16, !7, i64 24, !16, i64 32}
!30 = !{!"ZSTD_prefixDict_s", !16, i64 0, !13, i64 8, !7, i64 16}
!31 = !{!"", !21, i64 0, !21, i64 80, !21, i64 160, !21, i64 240, !21, i64 320, !8, i64 400, !32, i64 1184}
!32 = !{!"", !33, i64 0, !34, i64 144}
!33 = !{!"", !7, i64 0, !8, i64 4, !13, i64 136}
!34 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !8, i64 12, !13, i64 152, !13, i64 160}
!35 = !{!6, !16, i64 3232}
!36 = !{!6, !16, i64 3544}
!37 = !{!6, !13, i64 3552}
!38 = !{!6, !7, i64 8}
!39 = !{!21, !16, i64 0}
!40 = !{!21, !16, i64 8}
!41 = !{!21, !16, i64 16}
!42 = !{!21, !16, i64 24}
!43 = !{!21, !16, i64 32}
!44 = !{!21, !16, i64 40}
!45 = !{!21, !16, i64 48}
!46 = !{!10, !13, i64 56}
!47 = !{!33, !7, i64 0}
!48 = !{!7, !7, i64 0}
!49 = !{!34, !7, i64 4}
!50 = !{!8, !8, i64 0}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!34, !7, i64 0}
!54 = !{!34, !7, i64 8}
!55 = !{!34, !13, i64 152}
!56 = !{!57, !58, i64 4}
!57 = !{!"SeqDef_s", !7, i64 0, !58, i64 4, !58, i64 6}
!58 = !{!"short", !8, i64 0}
!59 = !{!57, !58, i64 6}
!60 = distinct !{!60, !52}
!61 = !{!21, !7, i64 76}
!62 = !{!21, !7, i64 72}
!63 = distinct !{!63, !52}
!64 = distinct !{!64, !52}
!65 = distinct !{!65, !52}
!66 = !{!58, !58, i64 0}
!67 = !{!57, !7, i64 0}
!68 = distinct !{!68, !52}
!69 = !{!33, !13, i64 136}
!70 = !{!10, !7, i64 4}
!71 = !{!34, !13, i64 160}
