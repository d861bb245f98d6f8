; ModuleID = 'src/zstd/lib/compress/zstd_compress_superblock.c'
source_filename = "src/zstd/lib/compress/zstd_compress_superblock.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.repcodes_s = type { [3 x i32] }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.SeqDef_s = type { i32, i16, i16 }

@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2

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
  %19 = load ptr, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %0, i64 3232
  %21 = load ptr, ptr %20, align 8, !tbaa !36
  %22 = getelementptr inbounds i8, ptr %0, i64 240
  %23 = getelementptr inbounds i8, ptr %0, i64 3544
  %24 = load ptr, ptr %23, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %0, i64 3552
  %26 = load i64, ptr %25, align 8, !tbaa !38
  %27 = call i64 @ZSTD_buildBlockEntropyStats(ptr noundef nonnull %17, ptr noundef %19, ptr noundef %21, ptr noundef nonnull %22, ptr noundef nonnull %16, ptr noundef %24, i64 noundef %26) #5
  %28 = icmp ult i64 %27, -119
  br i1 %28, label %29, label %700

29:                                               ; preds = %6
  %30 = load ptr, ptr %18, align 8, !tbaa !6
  %31 = load ptr, ptr %20, align 8, !tbaa !36
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = load i32, ptr %32, align 8, !tbaa !39
  %34 = load ptr, ptr %23, align 8, !tbaa !37
  %35 = load i64, ptr %25, align 8, !tbaa !38
  %36 = load ptr, ptr %17, align 8, !tbaa !40
  %37 = getelementptr inbounds i8, ptr %0, i64 984
  %38 = load ptr, ptr %37, align 8, !tbaa !41
  %39 = ptrtoint ptr %38 to i64
  %40 = ptrtoint ptr %36 to i64
  %41 = sub i64 %39, %40
  %42 = ashr exact i64 %41, 3
  %43 = getelementptr inbounds i8, ptr %0, i64 992
  %44 = load ptr, ptr %43, align 8, !tbaa !42
  %45 = getelementptr inbounds i8, ptr %0, i64 1000
  %46 = load ptr, ptr %45, align 8, !tbaa !43
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %44 to i64
  %49 = sub i64 %47, %48
  %50 = getelementptr inbounds i8, ptr %3, i64 %4
  %51 = getelementptr inbounds i8, ptr %1, i64 %2
  %52 = getelementptr inbounds i8, ptr %0, i64 1008
  %53 = load ptr, ptr %52, align 8, !tbaa !44
  %54 = ptrtoint ptr %53 to i64
  %55 = getelementptr inbounds i8, ptr %0, i64 1016
  %56 = load ptr, ptr %55, align 8, !tbaa !45
  %57 = ptrtoint ptr %56 to i64
  %58 = getelementptr inbounds i8, ptr %0, i64 1024
  %59 = load ptr, ptr %58, align 8, !tbaa !46
  %60 = ptrtoint ptr %59 to i64
  %61 = getelementptr inbounds i8, ptr %0, i64 296
  %62 = load i64, ptr %61, align 8, !tbaa !47
  %63 = call i64 @llvm.umax.i64(i64 %62, i64 1340)
  %64 = load i32, ptr %16, align 8, !tbaa !48
  %65 = icmp eq i32 %64, 2
  %66 = zext i1 %65 to i32
  %67 = icmp eq ptr %38, %36
  br i1 %67, label %514, label %68

68:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #5
  store i32 255, ptr %10, align 4, !tbaa !49
  switch i32 %64, label %81 [
    i32 0, label %82
    i32 1, label %69
    i32 2, label %70
    i32 3, label %70
  ]

69:                                               ; preds = %68
  br label %82

70:                                               ; preds = %68, %68
  %71 = call i64 @HIST_count_wksp(ptr noundef %34, ptr noundef nonnull %10, ptr noundef %44, i64 noundef %49, ptr noundef %34, i64 noundef %35) #5
  %72 = icmp ult i64 %71, -119
  br i1 %72, label %73, label %82

73:                                               ; preds = %70
  %74 = load i32, ptr %10, align 4, !tbaa !49
  %75 = call i64 @HUF_estimateCompressedSize(ptr noundef %31, ptr noundef %34, i32 noundef %74) #5
  %76 = getelementptr inbounds i8, ptr %16, i64 136
  %77 = load i64, ptr %76, align 8
  %78 = select i1 %65, i64 %77, i64 0
  %79 = add i64 %75, 3
  %80 = add i64 %79, %78
  br label %82

81:                                               ; preds = %68
  br label %82

82:                                               ; preds = %81, %73, %70, %69, %68
  %83 = phi i64 [ 1, %69 ], [ 0, %81 ], [ %49, %68 ], [ %80, %73 ], [ %49, %70 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #5
  %84 = getelementptr inbounds i8, ptr %31, i64 2064
  %85 = getelementptr inbounds i8, ptr %16, i64 144
  %86 = getelementptr inbounds i8, ptr %16, i64 148
  %87 = load i32, ptr %86, align 4, !tbaa !50
  %88 = getelementptr inbounds i8, ptr %59, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #5
  store i32 31, ptr %9, align 4, !tbaa !49
  %89 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %9, ptr noundef %59, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %87, label %95 [
    i32 0, label %90
    i32 1, label %104
  ]

90:                                               ; preds = %82
  %91 = load i32, ptr %9, align 4, !tbaa !49
  %92 = icmp ugt i32 %91, 28
  br i1 %92, label %155, label %93

93:                                               ; preds = %90
  %94 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, ptr noundef %34, i32 noundef %91) #5
  br label %101

95:                                               ; preds = %82
  %96 = and i32 %87, -2
  %97 = icmp eq i32 %96, 2
  br i1 %97, label %98, label %104

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4, !tbaa !49
  %100 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %84, ptr noundef %34, i32 noundef %99) #5
  br label %101

101:                                              ; preds = %98, %93
  %102 = phi i64 [ %100, %98 ], [ %94, %93 ]
  %103 = icmp ult i64 %102, -119
  br i1 %103, label %104, label %155

104:                                              ; preds = %101, %95, %82
  %105 = phi i64 [ %102, %101 ], [ 0, %95 ], [ 0, %82 ]
  %106 = icmp sgt i64 %42, 0
  br i1 %106, label %107, label %165

107:                                              ; preds = %104
  %108 = add i64 %42, %60
  %109 = add i64 %60, 1
  %110 = call i64 @llvm.umax.i64(i64 %108, i64 %109)
  %111 = sub i64 %110, %60
  %112 = icmp ult i64 %111, 8
  br i1 %112, label %134, label %113

113:                                              ; preds = %107
  %114 = icmp ult i64 %111, 16
  br i1 %114, label %137, label %115

115:                                              ; preds = %113
  %116 = and i64 %111, -16
  %117 = insertelement <16 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %105, i64 0
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i64 [ 0, %115 ], [ %125, %118 ]
  %120 = phi <16 x i64> [ %117, %115 ], [ %124, %118 ]
  %121 = getelementptr i8, ptr %59, i64 %119
  %122 = load <16 x i8>, ptr %121, align 1, !tbaa !51
  %123 = zext <16 x i8> %122 to <16 x i64>
  %124 = add <16 x i64> %120, %123
  %125 = add nuw i64 %119, 16
  %126 = icmp eq i64 %125, %116
  br i1 %126, label %127, label %118, !llvm.loop !52

127:                                              ; preds = %118
  %128 = call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %124)
  %129 = icmp eq i64 %111, %116
  br i1 %129, label %165, label %130

130:                                              ; preds = %127
  %131 = getelementptr i8, ptr %59, i64 %116
  %132 = and i64 %111, 8
  %133 = icmp eq i64 %132, 0
  br i1 %133, label %134, label %137

134:                                              ; preds = %152, %107, %130
  %135 = phi i64 [ %105, %107 ], [ %128, %130 ], [ %153, %152 ]
  %136 = phi ptr [ %59, %107 ], [ %131, %130 ], [ %141, %152 ]
  br label %157

137:                                              ; preds = %113, %130
  %138 = phi i64 [ %128, %130 ], [ %105, %113 ]
  %139 = phi i64 [ %116, %130 ], [ 0, %113 ]
  %140 = and i64 %111, -8
  %141 = getelementptr i8, ptr %59, i64 %140
  %142 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %138, i64 0
  br label %143

143:                                              ; preds = %143, %137
  %144 = phi i64 [ %139, %137 ], [ %150, %143 ]
  %145 = phi <8 x i64> [ %142, %137 ], [ %149, %143 ]
  %146 = getelementptr i8, ptr %59, i64 %144
  %147 = load <8 x i8>, ptr %146, align 1, !tbaa !51
  %148 = zext <8 x i8> %147 to <8 x i64>
  %149 = add <8 x i64> %145, %148
  %150 = add nuw i64 %144, 8
  %151 = icmp eq i64 %150, %140
  br i1 %151, label %152, label %143, !llvm.loop !56

152:                                              ; preds = %143
  %153 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %149)
  %154 = icmp eq i64 %111, %140
  br i1 %154, label %165, label %134

155:                                              ; preds = %101, %90
  %156 = mul i64 %42, 10
  br label %168

157:                                              ; preds = %134, %157
  %158 = phi i64 [ %162, %157 ], [ %135, %134 ]
  %159 = phi ptr [ %163, %157 ], [ %136, %134 ]
  %160 = load i8, ptr %159, align 1, !tbaa !51
  %161 = zext i8 %160 to i64
  %162 = add i64 %158, %161
  %163 = getelementptr inbounds i8, ptr %159, i64 1
  %164 = icmp ult ptr %163, %88
  br i1 %164, label %157, label %165, !llvm.loop !57

165:                                              ; preds = %157, %127, %152, %104
  %166 = phi i64 [ %105, %104 ], [ %128, %127 ], [ %153, %152 ], [ %162, %157 ]
  %167 = lshr i64 %166, 3
  br label %168

168:                                              ; preds = %165, %155
  %169 = phi i64 [ %156, %155 ], [ %167, %165 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #5
  %170 = load i32, ptr %85, align 8, !tbaa !58
  %171 = getelementptr inbounds i8, ptr %31, i64 4288
  %172 = getelementptr inbounds i8, ptr %53, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #5
  store i32 35, ptr %8, align 4, !tbaa !49
  %173 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %8, ptr noundef %53, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %170, label %179 [
    i32 0, label %174
    i32 1, label %188
  ]

174:                                              ; preds = %168
  %175 = load i32, ptr %8, align 4, !tbaa !49
  %176 = icmp ugt i32 %175, 35
  br i1 %176, label %227, label %177

177:                                              ; preds = %174
  %178 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %175) #5
  br label %185

179:                                              ; preds = %168
  %180 = and i32 %170, -2
  %181 = icmp eq i32 %180, 2
  br i1 %181, label %182, label %188

182:                                              ; preds = %179
  %183 = load i32, ptr %8, align 4, !tbaa !49
  %184 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %171, ptr noundef %34, i32 noundef %183) #5
  br label %185

185:                                              ; preds = %182, %177
  %186 = phi i64 [ %184, %182 ], [ %178, %177 ]
  %187 = icmp ult i64 %186, -119
  br i1 %187, label %188, label %227

188:                                              ; preds = %185, %179, %168
  %189 = phi i64 [ %186, %185 ], [ 0, %179 ], [ 0, %168 ]
  %190 = icmp sgt i64 %42, 0
  br i1 %190, label %191, label %240

191:                                              ; preds = %188
  %192 = add i64 %42, %54
  %193 = add i64 %54, 1
  %194 = call i64 @llvm.umax.i64(i64 %192, i64 %193)
  %195 = sub i64 %194, %54
  %196 = icmp ult i64 %195, 2
  br i1 %196, label %197, label %200

197:                                              ; preds = %224, %191
  %198 = phi i64 [ %189, %191 ], [ %225, %224 ]
  %199 = phi ptr [ %53, %191 ], [ %202, %224 ]
  br label %229

200:                                              ; preds = %191
  %201 = and i64 %195, -2
  %202 = getelementptr i8, ptr %53, i64 %201
  br label %203

203:                                              ; preds = %203, %200
  %204 = phi i64 [ 0, %200 ], [ %222, %203 ]
  %205 = phi i64 [ %189, %200 ], [ %220, %203 ]
  %206 = phi i64 [ 0, %200 ], [ %221, %203 ]
  %207 = or disjoint i64 %204, 1
  %208 = getelementptr i8, ptr %53, i64 %204
  %209 = getelementptr i8, ptr %53, i64 %207
  %210 = load i8, ptr %208, align 1, !tbaa !51
  %211 = load i8, ptr %209, align 1, !tbaa !51
  %212 = zext i8 %210 to i64
  %213 = zext i8 %211 to i64
  %214 = getelementptr inbounds i8, ptr @LL_bits, i64 %212
  %215 = getelementptr inbounds i8, ptr @LL_bits, i64 %213
  %216 = load i8, ptr %214, align 1, !tbaa !51
  %217 = load i8, ptr %215, align 1, !tbaa !51
  %218 = zext i8 %216 to i64
  %219 = zext i8 %217 to i64
  %220 = add i64 %205, %218
  %221 = add i64 %206, %219
  %222 = add nuw i64 %204, 2
  %223 = icmp eq i64 %222, %201
  br i1 %223, label %224, label %203, !llvm.loop !59

224:                                              ; preds = %203
  %225 = add i64 %221, %220
  %226 = icmp eq i64 %195, %201
  br i1 %226, label %240, label %197

227:                                              ; preds = %185, %174
  %228 = mul i64 %42, 10
  br label %243

229:                                              ; preds = %197, %229
  %230 = phi i64 [ %237, %229 ], [ %198, %197 ]
  %231 = phi ptr [ %238, %229 ], [ %199, %197 ]
  %232 = load i8, ptr %231, align 1, !tbaa !51
  %233 = zext i8 %232 to i64
  %234 = getelementptr inbounds i8, ptr @LL_bits, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !51
  %236 = zext i8 %235 to i64
  %237 = add i64 %230, %236
  %238 = getelementptr inbounds i8, ptr %231, i64 1
  %239 = icmp ult ptr %238, %172
  br i1 %239, label %229, label %240, !llvm.loop !60

240:                                              ; preds = %229, %224, %188
  %241 = phi i64 [ %189, %188 ], [ %225, %224 ], [ %237, %229 ]
  %242 = lshr i64 %241, 3
  br label %243

243:                                              ; preds = %240, %227
  %244 = phi i64 [ %228, %227 ], [ %242, %240 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #5
  %245 = getelementptr inbounds i8, ptr %16, i64 152
  %246 = load i32, ptr %245, align 8, !tbaa !61
  %247 = getelementptr inbounds i8, ptr %31, i64 2836
  %248 = getelementptr inbounds i8, ptr %56, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #5
  store i32 52, ptr %7, align 4, !tbaa !49
  %249 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %7, ptr noundef %56, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5
  switch i32 %246, label %255 [
    i32 0, label %250
    i32 1, label %264
  ]

250:                                              ; preds = %243
  %251 = load i32, ptr %7, align 4, !tbaa !49
  %252 = icmp ugt i32 %251, 52
  br i1 %252, label %303, label %253

253:                                              ; preds = %250
  %254 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %251) #5
  br label %261

255:                                              ; preds = %243
  %256 = and i32 %246, -2
  %257 = icmp eq i32 %256, 2
  br i1 %257, label %258, label %264

258:                                              ; preds = %255
  %259 = load i32, ptr %7, align 4, !tbaa !49
  %260 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %247, ptr noundef %34, i32 noundef %259) #5
  br label %261

261:                                              ; preds = %258, %253
  %262 = phi i64 [ %260, %258 ], [ %254, %253 ]
  %263 = icmp ult i64 %262, -119
  br i1 %263, label %264, label %303

264:                                              ; preds = %261, %255, %243
  %265 = phi i64 [ %262, %261 ], [ 0, %255 ], [ 0, %243 ]
  %266 = icmp sgt i64 %42, 0
  br i1 %266, label %267, label %316

267:                                              ; preds = %264
  %268 = add i64 %42, %57
  %269 = add i64 %57, 1
  %270 = call i64 @llvm.umax.i64(i64 %268, i64 %269)
  %271 = sub i64 %270, %57
  %272 = icmp ult i64 %271, 2
  br i1 %272, label %273, label %276

273:                                              ; preds = %300, %267
  %274 = phi i64 [ %265, %267 ], [ %301, %300 ]
  %275 = phi ptr [ %56, %267 ], [ %278, %300 ]
  br label %305

276:                                              ; preds = %267
  %277 = and i64 %271, -2
  %278 = getelementptr i8, ptr %56, i64 %277
  br label %279

279:                                              ; preds = %279, %276
  %280 = phi i64 [ 0, %276 ], [ %298, %279 ]
  %281 = phi i64 [ %265, %276 ], [ %296, %279 ]
  %282 = phi i64 [ 0, %276 ], [ %297, %279 ]
  %283 = or disjoint i64 %280, 1
  %284 = getelementptr i8, ptr %56, i64 %280
  %285 = getelementptr i8, ptr %56, i64 %283
  %286 = load i8, ptr %284, align 1, !tbaa !51
  %287 = load i8, ptr %285, align 1, !tbaa !51
  %288 = zext i8 %286 to i64
  %289 = zext i8 %287 to i64
  %290 = getelementptr inbounds i8, ptr @ML_bits, i64 %288
  %291 = getelementptr inbounds i8, ptr @ML_bits, i64 %289
  %292 = load i8, ptr %290, align 1, !tbaa !51
  %293 = load i8, ptr %291, align 1, !tbaa !51
  %294 = zext i8 %292 to i64
  %295 = zext i8 %293 to i64
  %296 = add i64 %281, %294
  %297 = add i64 %282, %295
  %298 = add nuw i64 %280, 2
  %299 = icmp eq i64 %298, %277
  br i1 %299, label %300, label %279, !llvm.loop !62

300:                                              ; preds = %279
  %301 = add i64 %297, %296
  %302 = icmp eq i64 %271, %277
  br i1 %302, label %316, label %273

303:                                              ; preds = %261, %250
  %304 = mul i64 %42, 10
  br label %319

305:                                              ; preds = %273, %305
  %306 = phi i64 [ %313, %305 ], [ %274, %273 ]
  %307 = phi ptr [ %314, %305 ], [ %275, %273 ]
  %308 = load i8, ptr %307, align 1, !tbaa !51
  %309 = zext i8 %308 to i64
  %310 = getelementptr inbounds i8, ptr @ML_bits, i64 %309
  %311 = load i8, ptr %310, align 1, !tbaa !51
  %312 = zext i8 %311 to i64
  %313 = add i64 %306, %312
  %314 = getelementptr inbounds i8, ptr %307, i64 1
  %315 = icmp ult ptr %314, %248
  br i1 %315, label %305, label %316, !llvm.loop !63

316:                                              ; preds = %305, %300, %264
  %317 = phi i64 [ %265, %264 ], [ %301, %300 ], [ %313, %305 ]
  %318 = lshr i64 %317, 3
  br label %319

319:                                              ; preds = %316, %303
  %320 = phi i64 [ %304, %303 ], [ %318, %316 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #5
  %321 = getelementptr inbounds i8, ptr %16, i64 296
  %322 = load i64, ptr %321, align 8, !tbaa !64
  %323 = add i64 %83, 6
  %324 = add i64 %323, %169
  %325 = add i64 %324, %244
  %326 = add i64 %325, %320
  %327 = add i64 %326, %322
  %328 = icmp eq ptr %46, %44
  br i1 %328, label %332, label %329

329:                                              ; preds = %319
  %330 = shl i64 %83, 8
  %331 = udiv i64 %330, %49
  br label %332

332:                                              ; preds = %329, %319
  %333 = phi i64 [ %331, %329 ], [ 256, %319 ]
  %334 = sub i64 %327, %83
  %335 = shl i64 %334, 8
  %336 = udiv i64 %335, %42
  %337 = lshr i64 %63, 1
  %338 = add i64 %327, %337
  %339 = udiv i64 %338, %63
  %340 = call i64 @llvm.umax.i64(i64 %339, i64 1)
  %341 = shl i64 %327, 8
  %342 = udiv i64 %341, %340
  %343 = icmp ugt i64 %327, %4
  br i1 %343, label %700, label %344

344:                                              ; preds = %332
  %345 = add nsw i64 %340, -1
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %514, label %347

347:                                              ; preds = %344
  %348 = getelementptr inbounds i8, ptr %0, i64 1052
  %349 = getelementptr inbounds i8, ptr %0, i64 1048
  %350 = ptrtoint ptr %51 to i64
  br label %351

351:                                              ; preds = %485, %347
  %352 = phi ptr [ %36, %347 ], [ %494, %485 ]
  %353 = phi ptr [ %44, %347 ], [ %493, %485 ]
  %354 = phi ptr [ %3, %347 ], [ %492, %485 ]
  %355 = phi ptr [ %1, %347 ], [ %491, %485 ]
  %356 = phi ptr [ %53, %347 ], [ %490, %485 ]
  %357 = phi ptr [ %56, %347 ], [ %489, %485 ]
  %358 = phi ptr [ %59, %347 ], [ %488, %485 ]
  %359 = phi i32 [ %66, %347 ], [ %487, %485 ]
  %360 = phi i32 [ 1, %347 ], [ %486, %485 ]
  %361 = phi i64 [ 0, %347 ], [ %495, %485 ]
  %362 = ptrtoint ptr %352 to i64
  %363 = sub i64 %39, %362
  %364 = ashr exact i64 %363, 3
  %365 = icmp eq i64 %361, 0
  %366 = select i1 %365, i64 30720, i64 0
  %367 = getelementptr inbounds i8, ptr %352, i64 4
  %368 = load i16, ptr %367, align 4, !tbaa !65
  %369 = zext i16 %368 to i64
  %370 = mul i64 %333, %369
  %371 = add i64 %366, %336
  %372 = add i64 %371, %370
  %373 = icmp ule i64 %372, %342
  %374 = icmp ugt i64 %364, 1
  %375 = and i1 %374, %373
  br i1 %375, label %376, label %406

376:                                              ; preds = %351
  %377 = add nuw nsw i64 %369, 3
  %378 = getelementptr inbounds i8, ptr %352, i64 6
  %379 = load i16, ptr %378, align 2, !tbaa !68
  %380 = zext i16 %379 to i64
  %381 = add nuw nsw i64 %377, %380
  br label %382

382:                                              ; preds = %403, %376
  %383 = phi i64 [ %404, %403 ], [ 1, %376 ]
  %384 = phi i64 [ %398, %403 ], [ %381, %376 ]
  %385 = phi i64 [ %392, %403 ], [ %372, %376 ]
  %386 = getelementptr inbounds %struct.SeqDef_s, ptr %352, i64 %383
  %387 = getelementptr inbounds i8, ptr %386, i64 4
  %388 = load i16, ptr %387, align 4, !tbaa !65
  %389 = zext i16 %388 to i64
  %390 = mul i64 %333, %389
  %391 = add i64 %385, %336
  %392 = add i64 %391, %390
  %393 = getelementptr inbounds i8, ptr %386, i64 6
  %394 = load i16, ptr %393, align 2, !tbaa !68
  %395 = zext i16 %394 to i64
  %396 = add i64 %384, 3
  %397 = add i64 %396, %389
  %398 = add i64 %397, %395
  %399 = icmp ugt i64 %392, %342
  %400 = shl i64 %398, 8
  %401 = icmp ult i64 %392, %400
  %402 = select i1 %399, i1 %401, i1 false
  br i1 %402, label %406, label %403

403:                                              ; preds = %382
  %404 = add nuw i64 %383, 1
  %405 = icmp eq i64 %404, %364
  br i1 %405, label %406, label %382, !llvm.loop !69

406:                                              ; preds = %403, %382, %351
  %407 = phi i64 [ 1, %351 ], [ %364, %403 ], [ %383, %382 ]
  %408 = getelementptr inbounds %struct.SeqDef_s, ptr %352, i64 %407
  %409 = icmp eq ptr %408, %38
  br i1 %409, label %501, label %410

410:                                              ; preds = %406
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #5
  store i32 0, ptr %11, align 4, !tbaa !49
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #5
  store i32 0, ptr %12, align 4, !tbaa !49
  %411 = load i32, ptr %348, align 4, !tbaa !70
  %412 = load ptr, ptr %17, align 8, !tbaa !40
  %413 = ptrtoint ptr %412 to i64
  br label %414

414:                                              ; preds = %431, %410
  %415 = phi i64 [ 0, %410 ], [ %435, %431 ]
  %416 = phi i64 [ 0, %410 ], [ %434, %431 ]
  %417 = getelementptr inbounds %struct.SeqDef_s, ptr %352, i64 %415
  %418 = getelementptr inbounds i8, ptr %417, i64 4
  %419 = load i16, ptr %418, align 4, !tbaa !65
  %420 = zext i16 %419 to i32
  %421 = ptrtoint ptr %417 to i64
  %422 = sub i64 %421, %413
  %423 = lshr exact i64 %422, 3
  %424 = trunc i64 %423 to i32
  %425 = icmp eq i32 %411, %424
  br i1 %425, label %426, label %431

426:                                              ; preds = %414
  %427 = load i32, ptr %349, align 8, !tbaa !71
  %428 = icmp eq i32 %427, 1
  %429 = or disjoint i32 %420, 65536
  %430 = select i1 %428, i32 %429, i32 %420
  br label %431

431:                                              ; preds = %426, %414
  %432 = phi i32 [ %420, %414 ], [ %430, %426 ]
  %433 = zext nneg i32 %432 to i64
  %434 = add i64 %416, %433
  %435 = add nuw i64 %415, 1
  %436 = icmp eq i64 %435, %407
  br i1 %436, label %437, label %414, !llvm.loop !72

437:                                              ; preds = %431, %455
  %438 = phi i64 [ %458, %455 ], [ 0, %431 ]
  %439 = phi i64 [ %459, %455 ], [ 0, %431 ]
  %440 = getelementptr inbounds %struct.SeqDef_s, ptr %352, i64 %439
  %441 = getelementptr inbounds i8, ptr %440, i64 6
  %442 = load i16, ptr %441, align 2, !tbaa !68
  %443 = zext i16 %442 to i32
  %444 = add nuw nsw i32 %443, 3
  %445 = ptrtoint ptr %440 to i64
  %446 = sub i64 %445, %413
  %447 = lshr exact i64 %446, 3
  %448 = trunc i64 %447 to i32
  %449 = icmp eq i32 %411, %448
  br i1 %449, label %450, label %455

450:                                              ; preds = %437
  %451 = load i32, ptr %349, align 8, !tbaa !71
  %452 = icmp eq i32 %451, 2
  %453 = add nuw nsw i32 %443, 65539
  %454 = select i1 %452, i32 %453, i32 %444
  br label %455

455:                                              ; preds = %450, %437
  %456 = phi i32 [ %444, %437 ], [ %454, %450 ]
  %457 = zext nneg i32 %456 to i64
  %458 = add i64 %438, %457
  %459 = add nuw i64 %439, 1
  %460 = icmp eq i64 %459, %407
  br i1 %460, label %461, label %437, !llvm.loop !73

461:                                              ; preds = %455
  %462 = add i64 %458, %434
  %463 = ptrtoint ptr %355 to i64
  %464 = sub i64 %350, %463
  %465 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef nonnull %352, i64 noundef %407, ptr noundef %353, i64 noundef %434, ptr noundef %356, ptr noundef %357, ptr noundef %358, ptr noundef nonnull readonly %22, ptr noundef %355, i64 noundef %464, i32 noundef %33, i32 noundef %359, i32 noundef %360, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef 0)
  %466 = icmp ult i64 %465, -119
  br i1 %466, label %467, label %484

467:                                              ; preds = %461
  %468 = icmp ne i64 %465, 0
  %469 = icmp ult i64 %465, %462
  %470 = select i1 %468, i1 %469, i1 false
  br i1 %470, label %471, label %485

471:                                              ; preds = %467
  %472 = getelementptr inbounds i8, ptr %354, i64 %462
  %473 = getelementptr inbounds i8, ptr %353, i64 %434
  %474 = getelementptr inbounds i8, ptr %355, i64 %465
  %475 = getelementptr inbounds i8, ptr %356, i64 %407
  %476 = getelementptr inbounds i8, ptr %357, i64 %407
  %477 = getelementptr inbounds i8, ptr %358, i64 %407
  %478 = load i32, ptr %11, align 4, !tbaa !49
  %479 = icmp eq i32 %478, 0
  %480 = select i1 %479, i32 %359, i32 0
  %481 = load i32, ptr %12, align 4, !tbaa !49
  %482 = icmp eq i32 %481, 0
  %483 = select i1 %482, i32 %360, i32 0
  br label %485

484:                                              ; preds = %461
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5
  br label %700

485:                                              ; preds = %471, %467
  %486 = phi i32 [ %360, %467 ], [ %483, %471 ]
  %487 = phi i32 [ %359, %467 ], [ %480, %471 ]
  %488 = phi ptr [ %358, %467 ], [ %477, %471 ]
  %489 = phi ptr [ %357, %467 ], [ %476, %471 ]
  %490 = phi ptr [ %356, %467 ], [ %475, %471 ]
  %491 = phi ptr [ %355, %467 ], [ %474, %471 ]
  %492 = phi ptr [ %354, %467 ], [ %472, %471 ]
  %493 = phi ptr [ %353, %467 ], [ %473, %471 ]
  %494 = phi ptr [ %352, %467 ], [ %408, %471 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5
  %495 = add nuw nsw i64 %361, 1
  %496 = icmp eq i64 %495, %345
  br i1 %496, label %497, label %351, !llvm.loop !74

497:                                              ; preds = %485
  %498 = ptrtoint ptr %494 to i64
  %499 = sub i64 %39, %498
  %500 = ashr exact i64 %499, 3
  br label %501

501:                                              ; preds = %406, %497
  %502 = phi i64 [ %500, %497 ], [ %364, %406 ]
  %503 = phi i32 [ %486, %497 ], [ %360, %406 ]
  %504 = phi i32 [ %487, %497 ], [ %359, %406 ]
  %505 = phi ptr [ %488, %497 ], [ %358, %406 ]
  %506 = phi ptr [ %489, %497 ], [ %357, %406 ]
  %507 = phi ptr [ %490, %497 ], [ %356, %406 ]
  %508 = phi ptr [ %491, %497 ], [ %355, %406 ]
  %509 = phi ptr [ %492, %497 ], [ %354, %406 ]
  %510 = phi ptr [ %493, %497 ], [ %353, %406 ]
  %511 = phi ptr [ %494, %497 ], [ %352, %406 ]
  %512 = ptrtoint ptr %510 to i64
  %513 = sub i64 %47, %512
  br label %514

514:                                              ; preds = %501, %344, %29
  %515 = phi i64 [ %502, %501 ], [ %42, %344 ], [ %42, %29 ]
  %516 = phi i64 [ %513, %501 ], [ %49, %344 ], [ %49, %29 ]
  %517 = phi i32 [ %503, %501 ], [ 1, %344 ], [ 1, %29 ]
  %518 = phi i32 [ %504, %501 ], [ %66, %344 ], [ %66, %29 ]
  %519 = phi ptr [ %505, %501 ], [ %59, %344 ], [ %59, %29 ]
  %520 = phi ptr [ %506, %501 ], [ %56, %344 ], [ %56, %29 ]
  %521 = phi ptr [ %507, %501 ], [ %53, %344 ], [ %53, %29 ]
  %522 = phi ptr [ %508, %501 ], [ %1, %344 ], [ %1, %29 ]
  %523 = phi ptr [ %509, %501 ], [ %3, %344 ], [ %3, %29 ]
  %524 = phi ptr [ %510, %501 ], [ %44, %344 ], [ %44, %29 ]
  %525 = phi ptr [ %511, %501 ], [ %36, %344 ], [ %36, %29 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #5
  store i32 0, ptr %13, align 4, !tbaa !49
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #5
  store i32 0, ptr %14, align 4, !tbaa !49
  %526 = icmp eq ptr %38, %525
  br i1 %526, label %557, label %527

527:                                              ; preds = %514
  %528 = getelementptr inbounds i8, ptr %0, i64 1052
  %529 = load i32, ptr %528, align 4, !tbaa !70
  %530 = load ptr, ptr %17, align 8, !tbaa !40
  %531 = ptrtoint ptr %530 to i64
  %532 = getelementptr inbounds i8, ptr %0, i64 1048
  br label %533

533:                                              ; preds = %551, %527
  %534 = phi i64 [ 0, %527 ], [ %554, %551 ]
  %535 = phi i64 [ 0, %527 ], [ %555, %551 ]
  %536 = getelementptr inbounds %struct.SeqDef_s, ptr %525, i64 %535
  %537 = getelementptr inbounds i8, ptr %536, i64 6
  %538 = load i16, ptr %537, align 2, !tbaa !68
  %539 = zext i16 %538 to i32
  %540 = add nuw nsw i32 %539, 3
  %541 = ptrtoint ptr %536 to i64
  %542 = sub i64 %541, %531
  %543 = lshr exact i64 %542, 3
  %544 = trunc i64 %543 to i32
  %545 = icmp eq i32 %529, %544
  br i1 %545, label %546, label %551

546:                                              ; preds = %533
  %547 = load i32, ptr %532, align 8, !tbaa !71
  %548 = icmp eq i32 %547, 2
  %549 = add nuw nsw i32 %539, 65539
  %550 = select i1 %548, i32 %549, i32 %540
  br label %551

551:                                              ; preds = %546, %533
  %552 = phi i32 [ %540, %533 ], [ %550, %546 ]
  %553 = zext nneg i32 %552 to i64
  %554 = add i64 %534, %553
  %555 = add nuw i64 %535, 1
  %556 = icmp eq i64 %555, %515
  br i1 %556, label %557, label %533, !llvm.loop !73

557:                                              ; preds = %551, %514
  %558 = phi i64 [ 0, %514 ], [ %554, %551 ]
  %559 = add i64 %558, %516
  %560 = ptrtoint ptr %51 to i64
  %561 = ptrtoint ptr %522 to i64
  %562 = sub i64 %560, %561
  %563 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef %525, i64 noundef %515, ptr noundef %524, i64 noundef %516, ptr noundef %521, ptr noundef %520, ptr noundef %519, ptr noundef nonnull readonly %22, ptr noundef %522, i64 noundef %562, i32 noundef %33, i32 noundef %518, i32 noundef %517, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %5)
  %564 = icmp ult i64 %563, -119
  br i1 %564, label %565, label %579

565:                                              ; preds = %557
  %566 = icmp ne i64 %563, 0
  %567 = icmp ult i64 %563, %559
  %568 = select i1 %566, i1 %567, i1 false
  br i1 %568, label %569, label %580

569:                                              ; preds = %565
  %570 = getelementptr inbounds i8, ptr %523, i64 %559
  %571 = getelementptr inbounds i8, ptr %522, i64 %563
  %572 = load i32, ptr %13, align 4, !tbaa !49
  %573 = icmp eq i32 %572, 0
  %574 = load i32, ptr %14, align 4, !tbaa !49
  %575 = icmp eq i32 %574, 0
  %576 = select i1 %575, i32 %517, i32 0
  %577 = getelementptr inbounds %struct.SeqDef_s, ptr %525, i64 %515
  br i1 %573, label %580, label %578

578:                                              ; preds = %569
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  br label %587

579:                                              ; preds = %557
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  br label %700

580:                                              ; preds = %569, %565
  %581 = phi i32 [ %517, %565 ], [ %576, %569 ]
  %582 = phi ptr [ %522, %565 ], [ %571, %569 ]
  %583 = phi ptr [ %523, %565 ], [ %570, %569 ]
  %584 = phi ptr [ %525, %565 ], [ %577, %569 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5
  %585 = icmp eq i32 %518, 0
  br i1 %585, label %587, label %586

586:                                              ; preds = %580
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %31, ptr noundef nonnull readonly align 8 dereferenceable(2064) %30, i64 2064, i1 false)
  br label %587

587:                                              ; preds = %586, %580, %578
  %588 = phi ptr [ %577, %578 ], [ %584, %586 ], [ %584, %580 ]
  %589 = phi ptr [ %570, %578 ], [ %583, %586 ], [ %583, %580 ]
  %590 = phi ptr [ %571, %578 ], [ %582, %586 ], [ %582, %580 ]
  %591 = phi i32 [ %576, %578 ], [ %581, %586 ], [ %581, %580 ]
  %592 = icmp eq i32 %591, 0
  br i1 %592, label %608, label %593

593:                                              ; preds = %587
  %594 = getelementptr inbounds i8, ptr %16, i64 144
  %595 = load i32, ptr %594, align 8, !tbaa !58
  %596 = add i32 %595, -1
  %597 = icmp ult i32 %596, 2
  br i1 %597, label %700, label %598

598:                                              ; preds = %593
  %599 = getelementptr inbounds i8, ptr %16, i64 152
  %600 = load i32, ptr %599, align 8, !tbaa !61
  %601 = add i32 %600, -1
  %602 = icmp ult i32 %601, 2
  br i1 %602, label %700, label %603

603:                                              ; preds = %598
  %604 = getelementptr inbounds i8, ptr %16, i64 148
  %605 = load i32, ptr %604, align 4, !tbaa !50
  %606 = add i32 %605, -3
  %607 = icmp ult i32 %606, -2
  br i1 %607, label %608, label %700

608:                                              ; preds = %603, %587
  %609 = icmp ult ptr %589, %50
  br i1 %609, label %610, label %695

610:                                              ; preds = %608
  %611 = ptrtoint ptr %50 to i64
  %612 = ptrtoint ptr %589 to i64
  %613 = sub i64 %611, %612
  %614 = ptrtoint ptr %590 to i64
  %615 = sub i64 %560, %614
  %616 = add i64 %613, 3
  %617 = icmp ugt i64 %616, %615
  br i1 %617, label %700, label %618

618:                                              ; preds = %610
  %619 = trunc i64 %613 to i32
  %620 = shl i32 %619, 3
  %621 = add i32 %620, %5
  %622 = trunc i32 %621 to i16
  store i16 %622, ptr %590, align 1, !tbaa !75
  %623 = lshr i32 %621, 16
  %624 = trunc i32 %623 to i8
  %625 = getelementptr inbounds i8, ptr %590, i64 2
  store i8 %624, ptr %625, align 1, !tbaa !51
  %626 = getelementptr inbounds i8, ptr %590, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %626, ptr readonly align 1 %589, i64 %613, i1 false)
  %627 = icmp ult i64 %616, -119
  br i1 %627, label %628, label %700

628:                                              ; preds = %618
  %629 = getelementptr inbounds i8, ptr %590, i64 %616
  %630 = icmp ult ptr %588, %38
  br i1 %630, label %631, label %695

631:                                              ; preds = %628
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15) #5
  %632 = getelementptr inbounds i8, ptr %30, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %15, ptr noundef nonnull readonly align 8 dereferenceable(12) %632, i64 12, i1 false)
  %633 = icmp ult ptr %36, %588
  br i1 %633, label %634, label %693

634:                                              ; preds = %631
  %635 = load i32, ptr %15, align 4, !tbaa !49
  %636 = getelementptr inbounds i8, ptr %0, i64 1052
  %637 = load i32, ptr %636, align 4, !tbaa !70
  %638 = load ptr, ptr %17, align 8, !tbaa !40
  %639 = ptrtoint ptr %638 to i64
  %640 = getelementptr inbounds i8, ptr %0, i64 1048
  %641 = getelementptr inbounds i8, ptr %15, i64 4
  %642 = getelementptr inbounds i8, ptr %15, i64 8
  %643 = load i32, ptr %642, align 4
  %644 = load i32, ptr %641, align 4
  br label %645

645:                                              ; preds = %687, %634
  %646 = phi i32 [ %644, %634 ], [ %688, %687 ]
  %647 = phi i32 [ %643, %634 ], [ %689, %687 ]
  %648 = phi ptr [ %36, %634 ], [ %691, %687 ]
  %649 = phi i32 [ %635, %634 ], [ %690, %687 ]
  %650 = load i32, ptr %648, align 4, !tbaa !76
  %651 = getelementptr inbounds i8, ptr %648, i64 4
  %652 = load i16, ptr %651, align 4, !tbaa !65
  %653 = zext i16 %652 to i32
  %654 = ptrtoint ptr %648 to i64
  %655 = sub i64 %654, %639
  %656 = lshr exact i64 %655, 3
  %657 = trunc i64 %656 to i32
  %658 = icmp eq i32 %637, %657
  br i1 %658, label %659, label %664

659:                                              ; preds = %645
  %660 = load i32, ptr %640, align 8, !tbaa !71
  %661 = icmp eq i32 %660, 1
  %662 = or disjoint i32 %653, 65536
  %663 = select i1 %661, i32 %662, i32 %653
  br label %664

664:                                              ; preds = %659, %645
  %665 = phi i32 [ %653, %645 ], [ %663, %659 ]
  %666 = icmp ugt i32 %650, 3
  br i1 %666, label %667, label %669

667:                                              ; preds = %664
  store i32 %646, ptr %642, align 4, !tbaa !49
  store i32 %649, ptr %641, align 4, !tbaa !49
  %668 = add i32 %650, -3
  br label %684

669:                                              ; preds = %664
  %670 = icmp eq i32 %665, 0
  %671 = zext i1 %670 to i32
  %672 = add nsw i32 %650, -1
  %673 = add nsw i32 %672, %671
  switch i32 %673, label %676 [
    i32 0, label %687
    i32 3, label %674
  ]

674:                                              ; preds = %669
  %675 = add i32 %649, -1
  br label %680

676:                                              ; preds = %669
  %677 = zext i32 %673 to i64
  %678 = getelementptr inbounds i32, ptr %15, i64 %677
  %679 = load i32, ptr %678, align 4, !tbaa !49
  br label %680

680:                                              ; preds = %676, %674
  %681 = phi i32 [ %675, %674 ], [ %679, %676 ]
  %682 = icmp eq i32 %673, 1
  %683 = select i1 %682, i32 %647, i32 %646
  store i32 %683, ptr %642, align 4, !tbaa !49
  store i32 %649, ptr %641, align 4, !tbaa !49
  br label %684

684:                                              ; preds = %680, %667
  %685 = phi i32 [ %683, %680 ], [ %646, %667 ]
  %686 = phi i32 [ %681, %680 ], [ %668, %667 ]
  store i32 %686, ptr %15, align 4, !tbaa !49
  br label %687

687:                                              ; preds = %684, %669
  %688 = phi i32 [ %646, %669 ], [ %649, %684 ]
  %689 = phi i32 [ %647, %669 ], [ %685, %684 ]
  %690 = phi i32 [ %649, %669 ], [ %686, %684 ]
  %691 = getelementptr inbounds i8, ptr %648, i64 8
  %692 = icmp ult ptr %691, %588
  br i1 %692, label %645, label %693, !llvm.loop !77

693:                                              ; preds = %687, %631
  %694 = getelementptr inbounds i8, ptr %31, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %694, ptr noundef nonnull align 4 dereferenceable(12) %15, i64 12, i1 false)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15) #5
  br label %695

695:                                              ; preds = %693, %628, %608
  %696 = phi ptr [ %629, %693 ], [ %590, %608 ], [ %629, %628 ]
  %697 = ptrtoint ptr %696 to i64
  %698 = ptrtoint ptr %1 to i64
  %699 = sub i64 %697, %698
  br label %700

700:                                              ; preds = %695, %618, %610, %603, %598, %593, %579, %484, %332, %6
  %701 = phi i64 [ %27, %6 ], [ %699, %695 ], [ %563, %579 ], [ 0, %603 ], [ %465, %484 ], [ 0, %332 ], [ 0, %593 ], [ 0, %598 ], [ %616, %618 ], [ -70, %610 ]
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %16) #5
  ret i64 %701
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
  %35 = load i32, ptr %1, align 8, !tbaa !48
  br label %36

36:                                               ; preds = %34, %18
  %37 = phi i32 [ %35, %34 ], [ 3, %18 ]
  store i32 0, ptr %15, align 4, !tbaa !49
  %38 = icmp eq i64 %5, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %1, align 8, !tbaa !48
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
  %51 = load i64, ptr %50, align 8, !tbaa !78
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %32, ptr nonnull readonly align 4 %49, i64 %51, i1 false)
  %52 = load i64, ptr %50, align 8, !tbaa !78
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
  store i16 %93, ptr %20, align 1, !tbaa !75
  %94 = lshr i32 %92, 16
  %95 = trunc i32 %94 to i8
  %96 = getelementptr inbounds i8, ptr %10, i64 5
  store i8 %95, ptr %96, align 1, !tbaa !51
  br label %113

97:                                               ; preds = %85
  %98 = trunc i64 %68 to i32
  %99 = shl i32 %98, 18
  %100 = or disjoint i32 %87, 8
  %101 = add i32 %100, %37
  %102 = add i32 %101, %99
  store i32 %102, ptr %20, align 1, !tbaa !49
  br label %113

103:                                              ; preds = %85
  %104 = trunc i64 %68 to i32
  %105 = shl i32 %104, 22
  %106 = or disjoint i32 %87, 12
  %107 = add i32 %106, %37
  %108 = add i32 %107, %105
  store i32 %108, ptr %20, align 1, !tbaa !49
  %109 = lshr i64 %68, 10
  %110 = trunc i64 %109 to i8
  %111 = getelementptr inbounds i8, ptr %10, i64 7
  store i8 %110, ptr %111, align 1, !tbaa !51
  br label %113

112:                                              ; preds = %85
  unreachable

113:                                              ; preds = %103, %97, %88
  store i32 1, ptr %15, align 4, !tbaa !49
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
  %129 = load i32, ptr %128, align 4, !tbaa !79
  %130 = icmp ugt i32 %129, 57
  %131 = zext i1 %130 to i32
  store i32 0, ptr %16, align 4, !tbaa !49
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
  store i8 %140, ptr %123, align 1, !tbaa !51
  %141 = trunc i64 %3 to i8
  %142 = getelementptr inbounds i8, ptr %123, i64 1
  store i8 %141, ptr %142, align 1, !tbaa !51
  %143 = getelementptr inbounds i8, ptr %123, i64 2
  br label %153

144:                                              ; preds = %135
  store i8 -1, ptr %123, align 1, !tbaa !51
  %145 = getelementptr inbounds i8, ptr %123, i64 1
  %146 = trunc i64 %3 to i16
  %147 = add i16 %146, -32512
  store i16 %147, ptr %145, align 1, !tbaa !75
  %148 = getelementptr inbounds i8, ptr %123, i64 3
  br label %153

149:                                              ; preds = %133
  %150 = trunc nuw nsw i64 %3 to i8
  %151 = getelementptr inbounds i8, ptr %123, i64 1
  store i8 %150, ptr %123, align 1, !tbaa !51
  %152 = icmp eq i64 %3, 0
  br i1 %152, label %208, label %153

153:                                              ; preds = %149, %144, %137
  %154 = phi ptr [ %151, %149 ], [ %148, %144 ], [ %143, %137 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 1
  %156 = icmp eq i32 %14, 0
  br i1 %156, label %157, label %164

157:                                              ; preds = %153
  store i8 -4, ptr %154, align 1, !tbaa !51
  %158 = ptrtoint ptr %155 to i64
  %159 = sub i64 %21, %158
  %160 = getelementptr inbounds i8, ptr %0, i64 2836
  %161 = getelementptr inbounds i8, ptr %0, i64 4288
  %162 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %155, i64 noundef %159, ptr noundef nonnull %160, ptr noundef %7, ptr noundef nonnull %124, ptr noundef %8, ptr noundef nonnull %161, ptr noundef %6, ptr noundef %2, i64 noundef %3, i32 noundef %131, i32 noundef %12) #5
  %163 = icmp ult i64 %162, -119
  br i1 %163, label %187, label %222

164:                                              ; preds = %153
  %165 = load i32, ptr %125, align 8, !tbaa !58
  %166 = getelementptr inbounds i8, ptr %1, i64 148
  %167 = load i32, ptr %166, align 4, !tbaa !50
  %168 = getelementptr inbounds i8, ptr %1, i64 152
  %169 = load i32, ptr %168, align 8, !tbaa !61
  %170 = shl i32 %165, 6
  %171 = shl i32 %167, 4
  %172 = add i32 %171, %170
  %173 = shl i32 %169, 2
  %174 = add i32 %172, %173
  %175 = trunc i32 %174 to i8
  store i8 %175, ptr %154, align 1, !tbaa !51
  %176 = getelementptr inbounds i8, ptr %1, i64 156
  %177 = getelementptr inbounds i8, ptr %1, i64 296
  %178 = load i64, ptr %177, align 8, !tbaa !64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %155, ptr nonnull readonly align 4 %176, i64 %178, i1 false)
  %179 = load i64, ptr %177, align 8, !tbaa !64
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
  %192 = load i64, ptr %191, align 8, !tbaa !80
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
  store i32 1, ptr %16, align 4, !tbaa !49
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
  store i16 %218, ptr %10, align 1, !tbaa !75
  %219 = lshr i32 %217, 16
  %220 = trunc i32 %219 to i8
  %221 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 %220, ptr %221, align 1, !tbaa !51
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !17, i64 3224}
!7 = !{!"ZSTD_CCtx_s", !8, i64 0, !8, i64 4, !8, i64 8, !11, i64 16, !11, i64 240, !11, i64 464, !8, i64 688, !14, i64 696, !18, i64 704, !14, i64 776, !19, i64 784, !19, i64 792, !19, i64 800, !20, i64 808, !16, i64 896, !17, i64 920, !14, i64 928, !21, i64 936, !8, i64 968, !8, i64 972, !22, i64 976, !23, i64 1056, !17, i64 3168, !14, i64 3176, !25, i64 3184, !26, i64 3224, !17, i64 3544, !14, i64 3552, !8, i64 3560, !17, i64 3568, !14, i64 3576, !14, i64 3584, !14, i64 3592, !14, i64 3600, !17, i64 3608, !14, i64 3616, !14, i64 3624, !14, i64 3632, !8, i64 3640, !8, i64 3644, !29, i64 3648, !14, i64 3672, !14, i64 3680, !30, i64 3688, !17, i64 3728, !31, i64 3736, !19, i64 3760, !32, i64 3768, !17, i64 5264, !14, i64 5272}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"ZSTD_CCtx_params_s", !8, i64 0, !12, i64 4, !13, i64 32, !8, i64 44, !8, i64 48, !14, i64 56, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !14, i64 80, !8, i64 88, !8, i64 92, !15, i64 96, !8, i64 120, !8, i64 124, !8, i64 128, !8, i64 132, !8, i64 136, !8, i64 140, !8, i64 144, !14, i64 152, !8, i64 160, !8, i64 164, !16, i64 168, !8, i64 192, !8, i64 196, !17, i64 200, !17, i64 208, !8, i64 216}
!12 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !8, i64 24}
!13 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8}
!14 = !{!"long", !9, i64 0}
!15 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!16 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16}
!17 = !{!"any pointer", !9, i64 0}
!18 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16, !17, i64 24, !17, i64 32, !17, i64 40, !17, i64 48, !9, i64 56, !8, i64 60, !8, i64 64, !8, i64 68}
!19 = !{!"long long", !9, i64 0}
!20 = !{!"XXH_NAMESPACEXXH64_state_s", !14, i64 0, !9, i64 8, !9, i64 40, !8, i64 72, !8, i64 76, !14, i64 80}
!21 = !{!"", !8, i64 0, !17, i64 8, !14, i64 16, !14, i64 24}
!22 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16, !17, i64 24, !17, i64 32, !17, i64 40, !17, i64 48, !14, i64 56, !14, i64 64, !8, i64 72, !8, i64 76}
!23 = !{!"", !24, i64 0, !17, i64 40, !8, i64 48, !17, i64 56, !9, i64 64, !9, i64 576}
!24 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16, !8, i64 24, !8, i64 28, !8, i64 32}
!25 = !{!"", !17, i64 0, !14, i64 8, !14, i64 16, !14, i64 24, !14, i64 32}
!26 = !{!"", !17, i64 0, !17, i64 8, !27, i64 16}
!27 = !{!"ZSTD_MatchState_t", !24, i64 0, !8, i64 40, !8, i64 44, !8, i64 48, !8, i64 52, !17, i64 56, !9, i64 64, !14, i64 96, !8, i64 104, !17, i64 112, !17, i64 120, !17, i64 128, !8, i64 136, !8, i64 140, !28, i64 144, !17, i64 248, !12, i64 256, !17, i64 288, !8, i64 296, !8, i64 300}
!28 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16, !17, i64 24, !17, i64 32, !17, i64 40, !8, i64 48, !8, i64 52, !8, i64 56, !8, i64 60, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !8, i64 80, !17, i64 88, !8, i64 96}
!29 = !{!"ZSTD_inBuffer_s", !17, i64 0, !14, i64 8, !14, i64 16}
!30 = !{!"", !17, i64 0, !17, i64 8, !14, i64 16, !8, i64 24, !17, i64 32}
!31 = !{!"ZSTD_prefixDict_s", !17, i64 0, !14, i64 8, !8, i64 16}
!32 = !{!"", !22, i64 0, !22, i64 80, !22, i64 160, !22, i64 240, !22, i64 320, !9, i64 400, !33, i64 1184}
!33 = !{!"", !34, i64 0, !35, i64 144}
!34 = !{!"", !8, i64 0, !9, i64 4, !14, i64 136}
!35 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !9, i64 12, !14, i64 152, !14, i64 160}
!36 = !{!7, !17, i64 3232}
!37 = !{!7, !17, i64 3544}
!38 = !{!7, !14, i64 3552}
!39 = !{!7, !8, i64 8}
!40 = !{!22, !17, i64 0}
!41 = !{!22, !17, i64 8}
!42 = !{!22, !17, i64 16}
!43 = !{!22, !17, i64 24}
!44 = !{!22, !17, i64 32}
!45 = !{!22, !17, i64 40}
!46 = !{!22, !17, i64 48}
!47 = !{!11, !14, i64 56}
!48 = !{!34, !8, i64 0}
!49 = !{!8, !8, i64 0}
!50 = !{!35, !8, i64 4}
!51 = !{!9, !9, i64 0}
!52 = distinct !{!52, !53, !54, !55}
!53 = !{!"llvm.loop.mustprogress"}
!54 = !{!"llvm.loop.isvectorized", i32 1}
!55 = !{!"llvm.loop.unroll.runtime.disable"}
!56 = distinct !{!56, !53, !54, !55}
!57 = distinct !{!57, !53, !55, !54}
!58 = !{!35, !8, i64 0}
!59 = distinct !{!59, !53, !54, !55}
!60 = distinct !{!60, !53, !54}
!61 = !{!35, !8, i64 8}
!62 = distinct !{!62, !53, !54, !55}
!63 = distinct !{!63, !53, !54}
!64 = !{!35, !14, i64 152}
!65 = !{!66, !67, i64 4}
!66 = !{!"SeqDef_s", !8, i64 0, !67, i64 4, !67, i64 6}
!67 = !{!"short", !9, i64 0}
!68 = !{!66, !67, i64 6}
!69 = distinct !{!69, !53}
!70 = !{!22, !8, i64 76}
!71 = !{!22, !8, i64 72}
!72 = distinct !{!72, !53}
!73 = distinct !{!73, !53}
!74 = distinct !{!74, !53}
!75 = !{!67, !67, i64 0}
!76 = !{!66, !8, i64 0}
!77 = distinct !{!77, !53}
!78 = !{!34, !14, i64 136}
!79 = !{!11, !8, i64 4}
!80 = !{!35, !14, i64 160}
