; ModuleID = 'src/zstd/lib/common/fse_decompress.c'
source_filename = "src/zstd/lib/common/fse_decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.FSE_decode_t = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.FSE_DState_t = type { i64, ptr }

@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -46, 1) i64 @FSE_buildDTable_wksp(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = tail call fastcc i64 @FSE_buildDTable_internal(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i64 -46, 1) i64 @FSE_buildDTable_internal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) unnamed_addr #0 {
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  %8 = zext i32 %2 to i64
  %9 = getelementptr inbounds i16, ptr %4, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 2
  %11 = add i32 %2, 1
  %12 = shl nuw i32 1, %3
  %13 = add i32 %12, -1
  %14 = zext i32 %11 to i64
  %15 = shl nuw nsw i64 %14, 1
  %16 = zext nneg i32 %3 to i64
  %17 = shl nuw i64 1, %16
  %18 = add nuw i64 %17, 8
  %19 = add i64 %18, %15
  %20 = icmp ugt i64 %19, %5
  %21 = icmp ugt i32 %2, 255
  %22 = or i1 %21, %20
  br i1 %22, label %262, label %23

23:                                               ; preds = %6
  %24 = icmp ugt i32 %3, 12
  br i1 %24, label %262, label %25

25:                                               ; preds = %23
  %26 = trunc nuw nsw i32 %3 to i16
  %27 = shl nuw nsw i32 32768, %3
  %28 = lshr exact i32 %27, 16
  %29 = and i64 %14, 1
  %30 = icmp eq i32 %2, 0
  br i1 %30, label %76, label %31

31:                                               ; preds = %25
  %32 = and i64 %14, 510
  br label %33

33:                                               ; preds = %68, %31
  %34 = phi i64 [ 0, %31 ], [ %73, %68 ]
  %35 = phi i32 [ %13, %31 ], [ %71, %68 ]
  %36 = phi i16 [ 1, %31 ], [ %70, %68 ]
  %37 = phi i64 [ 0, %31 ], [ %74, %68 ]
  %38 = getelementptr inbounds i16, ptr %1, i64 %34
  %39 = load i16, ptr %38, align 2, !tbaa !5
  %40 = icmp eq i16 %39, -1
  br i1 %40, label %41, label %46

41:                                               ; preds = %33
  %42 = trunc i64 %34 to i8
  %43 = add i32 %35, -1
  %44 = zext i32 %35 to i64
  %45 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %44, i32 1
  store i8 %42, ptr %45, align 2, !tbaa !9
  br label %50

46:                                               ; preds = %33
  %47 = sext i16 %39 to i32
  %48 = icmp sgt i32 %28, %47
  %49 = select i1 %48, i16 %36, i16 0
  br label %50

50:                                               ; preds = %41, %46
  %51 = phi i16 [ 1, %41 ], [ %39, %46 ]
  %52 = phi i16 [ %36, %41 ], [ %49, %46 ]
  %53 = phi i32 [ %43, %41 ], [ %35, %46 ]
  %54 = getelementptr inbounds i16, ptr %4, i64 %34
  store i16 %51, ptr %54, align 2
  %55 = or disjoint i64 %34, 1
  %56 = getelementptr inbounds i16, ptr %1, i64 %55
  %57 = load i16, ptr %56, align 2, !tbaa !5
  %58 = icmp eq i16 %57, -1
  br i1 %58, label %63, label %59

59:                                               ; preds = %50
  %60 = sext i16 %57 to i32
  %61 = icmp sgt i32 %28, %60
  %62 = select i1 %61, i16 %52, i16 0
  br label %68

63:                                               ; preds = %50
  %64 = trunc i64 %55 to i8
  %65 = add i32 %53, -1
  %66 = zext i32 %53 to i64
  %67 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %66, i32 1
  store i8 %64, ptr %67, align 2, !tbaa !9
  br label %68

68:                                               ; preds = %63, %59
  %69 = phi i16 [ 1, %63 ], [ %57, %59 ]
  %70 = phi i16 [ %52, %63 ], [ %62, %59 ]
  %71 = phi i32 [ %65, %63 ], [ %53, %59 ]
  %72 = getelementptr inbounds i16, ptr %4, i64 %55
  store i16 %69, ptr %72, align 2
  %73 = add nuw nsw i64 %34, 2
  %74 = add i64 %37, 2
  %75 = icmp eq i64 %74, %32
  br i1 %75, label %76, label %33, !llvm.loop !11

76:                                               ; preds = %68, %25
  %77 = phi i16 [ poison, %25 ], [ %70, %68 ]
  %78 = phi i32 [ poison, %25 ], [ %71, %68 ]
  %79 = phi i64 [ 0, %25 ], [ %73, %68 ]
  %80 = phi i32 [ %13, %25 ], [ %71, %68 ]
  %81 = phi i16 [ 1, %25 ], [ %70, %68 ]
  %82 = icmp eq i64 %29, 0
  br i1 %82, label %101, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i16, ptr %1, i64 %79
  %85 = load i16, ptr %84, align 2, !tbaa !5
  %86 = icmp eq i16 %85, -1
  br i1 %86, label %91, label %87

87:                                               ; preds = %83
  %88 = sext i16 %85 to i32
  %89 = icmp sgt i32 %28, %88
  %90 = select i1 %89, i16 %81, i16 0
  br label %96

91:                                               ; preds = %83
  %92 = trunc i64 %79 to i8
  %93 = add i32 %80, -1
  %94 = zext i32 %80 to i64
  %95 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %94, i32 1
  store i8 %92, ptr %95, align 2, !tbaa !9
  br label %96

96:                                               ; preds = %91, %87
  %97 = phi i16 [ 1, %91 ], [ %85, %87 ]
  %98 = phi i16 [ %81, %91 ], [ %90, %87 ]
  %99 = phi i32 [ %93, %91 ], [ %80, %87 ]
  %100 = getelementptr inbounds i16, ptr %4, i64 %79
  store i16 %97, ptr %100, align 2
  br label %101

101:                                              ; preds = %76, %96
  %102 = phi i16 [ %77, %76 ], [ %98, %96 ]
  %103 = phi i32 [ %78, %76 ], [ %99, %96 ]
  store i16 %26, ptr %0, align 4
  %104 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %102, ptr %104, align 2
  %105 = icmp eq i32 %103, %13
  %106 = lshr i32 %12, 1
  br i1 %105, label %107, label %179

107:                                              ; preds = %101
  %108 = zext i32 %13 to i64
  %109 = lshr i32 %12, 3
  %110 = add nuw nsw i32 %109, 3
  %111 = add nuw nsw i32 %110, %106
  %112 = zext nneg i32 %111 to i64
  %113 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %114 = zext nneg i32 %113 to i64
  br label %118

115:                                              ; preds = %156
  %116 = zext nneg i32 %12 to i64
  %117 = shl nuw nsw i64 %112, 1
  br label %162

118:                                              ; preds = %107, %156
  %119 = phi i64 [ 0, %107 ], [ %159, %156 ]
  %120 = phi i64 [ 0, %107 ], [ %158, %156 ]
  %121 = phi i64 [ 0, %107 ], [ %160, %156 ]
  %122 = getelementptr inbounds i16, ptr %1, i64 %119
  %123 = load i16, ptr %122, align 2, !tbaa !5
  %124 = getelementptr inbounds i8, ptr %10, i64 %120
  store i64 %121, ptr %124, align 1, !tbaa !13
  %125 = icmp sgt i16 %123, 8
  br i1 %125, label %126, label %156

126:                                              ; preds = %118
  %127 = zext nneg i16 %123 to i64
  %128 = tail call i64 @llvm.umax.i64(i64 %127, i64 16)
  %129 = add nsw i64 %128, -9
  %130 = lshr i64 %129, 3
  %131 = add nuw nsw i64 %130, 1
  %132 = icmp ult i64 %129, 24
  br i1 %132, label %149, label %133

133:                                              ; preds = %126
  %134 = and i64 %131, 4611686018427387900
  %135 = shl i64 %134, 3
  %136 = or disjoint i64 %135, 8
  %137 = insertelement <2 x i64> poison, i64 %121, i64 0
  %138 = shufflevector <2 x i64> %137, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %139

139:                                              ; preds = %139, %133
  %140 = phi i64 [ 0, %133 ], [ %145, %139 ]
  %141 = shl i64 %140, 3
  %142 = or disjoint i64 %141, 8
  %143 = getelementptr inbounds i8, ptr %124, i64 %142
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store <2 x i64> %138, ptr %143, align 1, !tbaa !13
  store <2 x i64> %138, ptr %144, align 1, !tbaa !13
  %145 = add nuw i64 %140, 4
  %146 = icmp eq i64 %145, %134
  br i1 %146, label %147, label %139, !llvm.loop !15

147:                                              ; preds = %139
  %148 = icmp eq i64 %131, %134
  br i1 %148, label %156, label %149

149:                                              ; preds = %147, %126
  %150 = phi i64 [ 8, %126 ], [ %136, %147 ]
  br label %151

151:                                              ; preds = %149, %151
  %152 = phi i64 [ %154, %151 ], [ %150, %149 ]
  %153 = getelementptr inbounds i8, ptr %124, i64 %152
  store i64 %121, ptr %153, align 1, !tbaa !13
  %154 = add nuw nsw i64 %152, 8
  %155 = icmp ult i64 %154, %127
  br i1 %155, label %151, label %156, !llvm.loop !18

156:                                              ; preds = %151, %147, %118
  %157 = sext i16 %123 to i64
  %158 = add i64 %120, %157
  %159 = add nuw nsw i64 %119, 1
  %160 = add i64 %121, 72340172838076673
  %161 = icmp eq i64 %159, %114
  br i1 %161, label %115, label %118, !llvm.loop !19

162:                                              ; preds = %115, %162
  %163 = phi i64 [ 0, %115 ], [ %177, %162 ]
  %164 = phi i64 [ 0, %115 ], [ %176, %162 ]
  %165 = and i64 %164, %108
  %166 = getelementptr inbounds i8, ptr %10, i64 %163
  %167 = load i8, ptr %166, align 1, !tbaa !20
  %168 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %165, i32 1
  store i8 %167, ptr %168, align 2, !tbaa !9
  %169 = add nuw nsw i64 %164, %112
  %170 = and i64 %169, %108
  %171 = or disjoint i64 %163, 1
  %172 = getelementptr inbounds i8, ptr %10, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !20
  %174 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %170, i32 1
  store i8 %173, ptr %174, align 2, !tbaa !9
  %175 = add nuw nsw i64 %164, %117
  %176 = and i64 %175, %108
  %177 = add nuw nsw i64 %163, 2
  %178 = icmp ult i64 %177, %116
  br i1 %178, label %162, label %239, !llvm.loop !21

179:                                              ; preds = %101
  %180 = lshr i32 %12, 3
  %181 = add nuw nsw i32 %180, 3
  %182 = add nuw nsw i32 %181, %106
  %183 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %184 = zext nneg i32 %183 to i64
  br label %185

185:                                              ; preds = %179, %231
  %186 = phi i64 [ 0, %179 ], [ %233, %231 ]
  %187 = phi i32 [ 0, %179 ], [ %232, %231 ]
  %188 = getelementptr inbounds i16, ptr %1, i64 %186
  %189 = load i16, ptr %188, align 2, !tbaa !5
  %190 = sext i16 %189 to i32
  %191 = icmp sgt i16 %189, 0
  br i1 %191, label %192, label %231

192:                                              ; preds = %185
  %193 = trunc i64 %186 to i8
  %194 = and i32 %190, 1
  %195 = icmp eq i16 %189, 1
  br i1 %195, label %219, label %196

196:                                              ; preds = %192
  %197 = and i32 %190, 32766
  br label %198

198:                                              ; preds = %216, %196
  %199 = phi i32 [ %187, %196 ], [ %214, %216 ]
  %200 = phi i32 [ 0, %196 ], [ %217, %216 ]
  %201 = zext i32 %199 to i64
  %202 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %201, i32 1
  store i8 %193, ptr %202, align 2, !tbaa !9
  br label %203

203:                                              ; preds = %203, %198
  %204 = phi i32 [ %199, %198 ], [ %206, %203 ]
  %205 = add i32 %182, %204
  %206 = and i32 %205, %13
  %207 = icmp ugt i32 %206, %103
  br i1 %207, label %203, label %208, !llvm.loop !22

208:                                              ; preds = %203
  %209 = zext i32 %206 to i64
  %210 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %209, i32 1
  store i8 %193, ptr %210, align 2, !tbaa !9
  br label %211

211:                                              ; preds = %211, %208
  %212 = phi i32 [ %206, %208 ], [ %214, %211 ]
  %213 = add i32 %182, %212
  %214 = and i32 %213, %13
  %215 = icmp ugt i32 %214, %103
  br i1 %215, label %211, label %216, !llvm.loop !22

216:                                              ; preds = %211
  %217 = add i32 %200, 2
  %218 = icmp eq i32 %217, %197
  br i1 %218, label %219, label %198, !llvm.loop !23

219:                                              ; preds = %216, %192
  %220 = phi i32 [ poison, %192 ], [ %214, %216 ]
  %221 = phi i32 [ %187, %192 ], [ %214, %216 ]
  %222 = icmp eq i32 %194, 0
  br i1 %222, label %231, label %223

223:                                              ; preds = %219
  %224 = zext i32 %221 to i64
  %225 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %224, i32 1
  store i8 %193, ptr %225, align 2, !tbaa !9
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i32 [ %221, %223 ], [ %229, %226 ]
  %228 = add i32 %182, %227
  %229 = and i32 %228, %13
  %230 = icmp ugt i32 %229, %103
  br i1 %230, label %226, label %231, !llvm.loop !22

231:                                              ; preds = %219, %226, %185
  %232 = phi i32 [ %187, %185 ], [ %220, %219 ], [ %229, %226 ]
  %233 = add nuw nsw i64 %186, 1
  %234 = icmp eq i64 %233, %184
  br i1 %234, label %235, label %185, !llvm.loop !24

235:                                              ; preds = %231
  %236 = icmp eq i32 %232, 0
  br i1 %236, label %237, label %262

237:                                              ; preds = %235
  %238 = zext nneg i32 %12 to i64
  br label %239

239:                                              ; preds = %162, %237
  %240 = phi i64 [ %238, %237 ], [ %116, %162 ]
  br label %241

241:                                              ; preds = %239, %241
  %242 = phi i64 [ 0, %239 ], [ %260, %241 ]
  %243 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %242
  %244 = getelementptr inbounds i8, ptr %243, i64 2
  %245 = load i8, ptr %244, align 2, !tbaa !9
  %246 = zext i8 %245 to i64
  %247 = getelementptr inbounds i16, ptr %4, i64 %246
  %248 = load i16, ptr %247, align 2, !tbaa !5
  %249 = add i16 %248, 1
  store i16 %249, ptr %247, align 2, !tbaa !5
  %250 = zext i16 %248 to i32
  %251 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %250, i1 true)
  %252 = xor i32 %251, 31
  %253 = sub nsw i32 %3, %252
  %254 = trunc nsw i32 %253 to i8
  %255 = getelementptr inbounds i8, ptr %243, i64 3
  store i8 %254, ptr %255, align 1, !tbaa !25
  %256 = and i32 %253, 255
  %257 = shl i32 %250, %256
  %258 = sub i32 %257, %12
  %259 = trunc i32 %258 to i16
  store i16 %259, ptr %243, align 2, !tbaa !26
  %260 = add nuw nsw i64 %242, 1
  %261 = icmp eq i64 %260, %240
  br i1 %261, label %262, label %241, !llvm.loop !27

262:                                              ; preds = %241, %23, %6, %235
  %263 = phi i64 [ -1, %235 ], [ -46, %6 ], [ -44, %23 ], [ 0, %241 ]
  ret i64 %263
}

; Function Attrs: nounwind uwtable
define dso_local i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #1 {
  %9 = alloca %struct.BIT_DStream_t, align 8
  %10 = alloca %struct.FSE_DState_t, align 8
  %11 = alloca %struct.FSE_DState_t, align 8
  %12 = alloca %struct.BIT_DStream_t, align 8
  %13 = alloca %struct.FSE_DState_t, align 8
  %14 = alloca %struct.FSE_DState_t, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = icmp eq i32 %7, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %8
  %19 = tail call fastcc i64 @FSE_decompress_wksp_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6)
  br label %790

20:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #10
  store i32 255, ptr %16, align 4, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %5, i64 512
  %22 = icmp ult i64 %6, 512
  br i1 %22, label %788, label %23

23:                                               ; preds = %20
  %24 = call i64 @FSE_readNCount_bmi2(ptr noundef %5, ptr noundef nonnull %16, ptr noundef nonnull %15, ptr noundef %2, i64 noundef %3, i32 noundef 0) #10
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %26, label %788

26:                                               ; preds = %23
  %27 = load i32, ptr %15, align 4, !tbaa !28
  %28 = icmp ugt i32 %27, %4
  br i1 %28, label %788, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %2, i64 %24
  %31 = sub i64 %3, %24
  %32 = shl nuw i32 1, %27
  %33 = add nuw nsw i32 %32, 2
  %34 = sext i32 %33 to i64
  %35 = load i32, ptr %16, align 4, !tbaa !28
  %36 = add i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 1
  %39 = zext nneg i32 %27 to i64
  %40 = shl nuw i64 1, %39
  %41 = shl nsw i64 %34, 2
  %42 = add nuw i64 %40, 11
  %43 = add i64 %42, %41
  %44 = add i64 %43, %38
  %45 = and i64 %44, -4
  %46 = add i64 %45, 516
  %47 = icmp ugt i64 %46, %6
  br i1 %47, label %788, label %48

48:                                               ; preds = %29
  %49 = add nuw nsw i32 %32, 1
  %50 = sext i32 %49 to i64
  %51 = shl nsw i64 %50, 2
  %52 = getelementptr inbounds i8, ptr %21, i64 %51
  %53 = add i64 %6, -512
  %54 = sub i64 %53, %51
  %55 = call fastcc i64 @FSE_buildDTable_internal(ptr noundef nonnull %21, ptr noundef %5, i32 noundef %35, i32 noundef %27, ptr noundef nonnull %52, i64 noundef %54)
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %788

57:                                               ; preds = %48
  %58 = getelementptr inbounds i8, ptr %5, i64 514
  %59 = load i16, ptr %58, align 2, !tbaa !30
  %60 = icmp eq i16 %59, 0
  %61 = getelementptr inbounds i8, ptr %0, i64 %1
  %62 = getelementptr inbounds i8, ptr %61, i64 -3
  br i1 %60, label %460, label %63

63:                                               ; preds = %57
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #10
  %64 = icmp eq i64 %31, 0
  br i1 %64, label %458, label %65

65:                                               ; preds = %63
  %66 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %30, ptr %66, align 8, !tbaa !32
  %67 = getelementptr inbounds i8, ptr %30, i64 8
  %68 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %67, ptr %68, align 8, !tbaa !35
  %69 = icmp ugt i64 %31, 7
  br i1 %69, label %70, label %76

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %2, i64 %3
  %72 = getelementptr inbounds i8, ptr %71, i64 -8
  %73 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %72, ptr %73, align 8, !tbaa !36
  %74 = load i64, ptr %72, align 1
  store i64 %74, ptr %9, align 8, !tbaa !37
  %75 = icmp ult i64 %74, 72057594037927936
  br i1 %75, label %458, label %134

76:                                               ; preds = %65
  %77 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %30, ptr %77, align 8, !tbaa !36
  %78 = load i8, ptr %30, align 1, !tbaa !20
  %79 = zext i8 %78 to i64
  store i64 %79, ptr %9, align 8, !tbaa !37
  switch i64 %31, label %121 [
    i64 7, label %80
    i64 6, label %86
    i64 5, label %93
    i64 4, label %100
    i64 3, label %107
    i64 2, label %114
  ]

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %30, i64 6
  %82 = load i8, ptr %81, align 1, !tbaa !20
  %83 = zext i8 %82 to i64
  %84 = shl nuw nsw i64 %83, 48
  %85 = or disjoint i64 %84, %79
  br label %86

86:                                               ; preds = %80, %76
  %87 = phi i64 [ %79, %76 ], [ %85, %80 ]
  %88 = getelementptr inbounds i8, ptr %30, i64 5
  %89 = load i8, ptr %88, align 1, !tbaa !20
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 40
  %92 = add nuw nsw i64 %91, %87
  br label %93

93:                                               ; preds = %86, %76
  %94 = phi i64 [ %79, %76 ], [ %92, %86 ]
  %95 = getelementptr inbounds i8, ptr %30, i64 4
  %96 = load i8, ptr %95, align 1, !tbaa !20
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 32
  %99 = add nuw nsw i64 %98, %94
  br label %100

100:                                              ; preds = %93, %76
  %101 = phi i64 [ %79, %76 ], [ %99, %93 ]
  %102 = getelementptr inbounds i8, ptr %30, i64 3
  %103 = load i8, ptr %102, align 1, !tbaa !20
  %104 = zext i8 %103 to i64
  %105 = shl nuw nsw i64 %104, 24
  %106 = add nuw nsw i64 %105, %101
  br label %107

107:                                              ; preds = %100, %76
  %108 = phi i64 [ %79, %76 ], [ %106, %100 ]
  %109 = getelementptr inbounds i8, ptr %30, i64 2
  %110 = load i8, ptr %109, align 1, !tbaa !20
  %111 = zext i8 %110 to i64
  %112 = shl nuw nsw i64 %111, 16
  %113 = add nuw nsw i64 %112, %108
  br label %114

114:                                              ; preds = %107, %76
  %115 = phi i64 [ %79, %76 ], [ %113, %107 ]
  %116 = getelementptr inbounds i8, ptr %30, i64 1
  %117 = load i8, ptr %116, align 1, !tbaa !20
  %118 = zext i8 %117 to i64
  %119 = shl nuw nsw i64 %118, 8
  %120 = add nuw nsw i64 %119, %115
  store i64 %120, ptr %9, align 8, !tbaa !37
  br label %121

121:                                              ; preds = %114, %76
  %122 = getelementptr i8, ptr %2, i64 %3
  %123 = getelementptr i8, ptr %122, i64 -1
  %124 = load i8, ptr %123, align 1, !tbaa !20
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %458, label %126

126:                                              ; preds = %121
  %127 = zext i8 %124 to i32
  %128 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %127, i1 true)
  %129 = getelementptr inbounds i8, ptr %9, i64 8
  %130 = trunc nuw i64 %31 to i32
  %131 = shl nuw nsw i32 %130, 3
  %132 = sub nsw i32 %128, %131
  %133 = add nsw i32 %132, 41
  store i32 %133, ptr %129, align 8, !tbaa !38
  br label %142

134:                                              ; preds = %70
  %135 = lshr i64 %74, 56
  %136 = trunc nuw nsw i64 %135 to i32
  %137 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %136, i1 true)
  %138 = xor i32 %137, 31
  %139 = sub nuw nsw i32 8, %138
  %140 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %139, ptr %140, align 8, !tbaa !38
  %141 = icmp ult i64 %31, -119
  br i1 %141, label %142, label %458

142:                                              ; preds = %134, %126
  call fastcc void @FSE_initDState(ptr noundef nonnull %10, ptr noundef nonnull %9, ptr noundef nonnull %21)
  call fastcc void @FSE_initDState(ptr noundef nonnull %11, ptr noundef nonnull %9, ptr noundef nonnull %21)
  %143 = getelementptr inbounds i8, ptr %9, i64 8
  %144 = load i32, ptr %143, align 8, !tbaa !38
  %145 = icmp ugt i32 %144, 64
  br i1 %145, label %458, label %146, !prof !39

146:                                              ; preds = %142
  %147 = getelementptr inbounds i8, ptr %9, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !36
  %149 = load ptr, ptr %68, align 8
  %150 = icmp ult ptr %148, %149
  br i1 %150, label %159, label %151

151:                                              ; preds = %146
  %152 = lshr i32 %144, 3
  %153 = zext nneg i32 %152 to i64
  %154 = sub nsw i64 0, %153
  %155 = getelementptr inbounds i8, ptr %148, i64 %154
  %156 = and i32 %144, 7
  %157 = load i64, ptr %155, align 1, !tbaa !13
  store i64 %157, ptr %9, align 8, !tbaa !37
  %158 = load ptr, ptr %66, align 8
  br label %164

159:                                              ; preds = %146
  %160 = load ptr, ptr %66, align 8
  %161 = icmp eq ptr %148, %160
  br i1 %161, label %162, label %176

162:                                              ; preds = %159
  %163 = load i64, ptr %9, align 8, !tbaa !37
  br label %164

164:                                              ; preds = %162, %151
  %165 = phi ptr [ %155, %151 ], [ %148, %162 ]
  %166 = phi ptr [ %158, %151 ], [ %148, %162 ]
  %167 = phi i64 [ %157, %151 ], [ %163, %162 ]
  %168 = phi i32 [ %156, %151 ], [ %144, %162 ]
  %169 = load i64, ptr %10, align 8, !tbaa !40
  %170 = load i64, ptr %11, align 8, !tbaa !40
  %171 = ptrtoint ptr %166 to i64
  %172 = getelementptr inbounds i8, ptr %10, i64 8
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i8, ptr %11, i64 8
  %175 = load ptr, ptr %174, align 8
  br label %201

176:                                              ; preds = %159
  %177 = lshr i32 %144, 3
  %178 = zext nneg i32 %177 to i64
  %179 = sub nsw i64 0, %178
  %180 = getelementptr inbounds i8, ptr %148, i64 %179
  %181 = icmp ult ptr %180, %160
  %182 = ptrtoint ptr %148 to i64
  %183 = ptrtoint ptr %160 to i64
  %184 = sub i64 %182, %183
  %185 = trunc i64 %184 to i32
  %186 = select i1 %181, i32 %185, i32 %177
  %187 = zext i32 %186 to i64
  %188 = sub nsw i64 0, %187
  %189 = getelementptr inbounds i8, ptr %148, i64 %188
  %190 = shl i32 %186, 3
  %191 = sub i32 %144, %190
  %192 = load i64, ptr %189, align 1, !tbaa !13
  store i64 %192, ptr %9, align 8, !tbaa !37
  %193 = load i64, ptr %10, align 8, !tbaa !40
  %194 = load i64, ptr %11, align 8, !tbaa !40
  %195 = ptrtoint ptr %160 to i64
  %196 = getelementptr inbounds i8, ptr %10, i64 8
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i8, ptr %11, i64 8
  %199 = load ptr, ptr %198, align 8
  %200 = icmp ugt i32 %191, 64
  br i1 %200, label %248, label %201, !prof !42

201:                                              ; preds = %164, %176
  %202 = phi ptr [ %175, %164 ], [ %199, %176 ]
  %203 = phi ptr [ %173, %164 ], [ %197, %176 ]
  %204 = phi i64 [ %171, %164 ], [ %195, %176 ]
  %205 = phi i64 [ %170, %164 ], [ %194, %176 ]
  %206 = phi i64 [ %169, %164 ], [ %193, %176 ]
  %207 = phi i32 [ %168, %164 ], [ %191, %176 ]
  %208 = phi i64 [ %167, %164 ], [ %192, %176 ]
  %209 = phi ptr [ %166, %164 ], [ %160, %176 ]
  %210 = phi ptr [ %165, %164 ], [ %189, %176 ]
  br label %211

211:                                              ; preds = %201, %261
  %212 = phi ptr [ %333, %261 ], [ %0, %201 ]
  %213 = phi i32 [ %329, %261 ], [ %207, %201 ]
  %214 = phi i64 [ %244, %261 ], [ %208, %201 ]
  %215 = phi i64 [ %312, %261 ], [ %206, %201 ]
  %216 = phi i64 [ %331, %261 ], [ %205, %201 ]
  %217 = phi ptr [ %243, %261 ], [ %210, %201 ]
  %218 = icmp ult ptr %217, %149
  br i1 %218, label %222, label %219

219:                                              ; preds = %211
  %220 = lshr i32 %213, 3
  %221 = and i32 %213, 7
  br label %237

222:                                              ; preds = %211
  %223 = icmp eq ptr %217, %209
  br i1 %223, label %248, label %224

224:                                              ; preds = %222
  %225 = lshr i32 %213, 3
  %226 = zext nneg i32 %225 to i64
  %227 = sub nsw i64 0, %226
  %228 = getelementptr inbounds i8, ptr %217, i64 %227
  %229 = icmp ult ptr %228, %209
  %230 = ptrtoint ptr %217 to i64
  %231 = sub i64 %230, %204
  %232 = trunc i64 %231 to i32
  %233 = select i1 %229, i32 %232, i32 %225
  %234 = zext i1 %229 to i32
  %235 = shl i32 %233, 3
  %236 = sub i32 %213, %235
  br label %237

237:                                              ; preds = %224, %219
  %238 = phi i32 [ %220, %219 ], [ %233, %224 ]
  %239 = phi i32 [ %221, %219 ], [ %236, %224 ]
  %240 = phi i32 [ 0, %219 ], [ %234, %224 ]
  %241 = zext i32 %238 to i64
  %242 = sub nsw i64 0, %241
  %243 = getelementptr inbounds i8, ptr %217, i64 %242
  %244 = load i64, ptr %243, align 1, !tbaa !13
  %245 = icmp eq i32 %240, 0
  %246 = icmp ult ptr %212, %62
  %247 = and i1 %246, %245
  br i1 %247, label %261, label %248

248:                                              ; preds = %261, %222, %237, %176
  %249 = phi ptr [ %199, %176 ], [ %202, %237 ], [ %202, %222 ], [ %202, %261 ]
  %250 = phi ptr [ %197, %176 ], [ %203, %237 ], [ %203, %222 ], [ %203, %261 ]
  %251 = phi i64 [ %195, %176 ], [ %204, %237 ], [ %204, %222 ], [ %204, %261 ]
  %252 = phi ptr [ %160, %176 ], [ %209, %237 ], [ %209, %222 ], [ %209, %261 ]
  %253 = phi i64 [ %192, %176 ], [ %244, %261 ], [ %214, %222 ], [ %244, %237 ]
  %254 = phi i64 [ %194, %176 ], [ %331, %261 ], [ %216, %222 ], [ %216, %237 ]
  %255 = phi i64 [ %193, %176 ], [ %312, %261 ], [ %215, %222 ], [ %215, %237 ]
  %256 = phi ptr [ %0, %176 ], [ %333, %261 ], [ %212, %222 ], [ %212, %237 ]
  %257 = phi i32 [ %191, %176 ], [ %329, %261 ], [ %213, %222 ], [ %239, %237 ]
  %258 = phi ptr [ @BIT_reloadDStream.zeroFilled, %176 ], [ @BIT_reloadDStream.zeroFilled, %261 ], [ %217, %222 ], [ %243, %237 ]
  store i64 %253, ptr %9, align 8, !tbaa !37
  store i64 %255, ptr %10, align 8, !tbaa !40
  store i64 %254, ptr %11, align 8, !tbaa !40
  %259 = getelementptr inbounds i8, ptr %61, i64 -2
  %260 = icmp ugt ptr %256, %259
  br i1 %260, label %458, label %335

261:                                              ; preds = %237
  %262 = getelementptr inbounds %struct.FSE_decode_t, ptr %203, i64 %215
  %263 = load i16, ptr %262, align 2, !tbaa !5
  %264 = getelementptr inbounds i8, ptr %262, i64 2
  %265 = load i8, ptr %264, align 2, !tbaa !20
  %266 = getelementptr inbounds i8, ptr %262, i64 3
  %267 = load i8, ptr %266, align 1, !tbaa !20
  %268 = zext i8 %267 to i32
  %269 = and i32 %239, 63
  %270 = zext nneg i32 %269 to i64
  %271 = shl i64 %244, %270
  %272 = sub nsw i32 0, %268
  %273 = and i32 %272, 63
  %274 = zext nneg i32 %273 to i64
  %275 = lshr i64 %271, %274
  %276 = add i32 %239, %268
  %277 = zext i16 %263 to i64
  store i8 %265, ptr %212, align 1, !tbaa !20
  %278 = getelementptr inbounds %struct.FSE_decode_t, ptr %202, i64 %216
  %279 = load i16, ptr %278, align 2, !tbaa !5
  %280 = getelementptr inbounds i8, ptr %278, i64 2
  %281 = load i8, ptr %280, align 2, !tbaa !20
  %282 = getelementptr inbounds i8, ptr %278, i64 3
  %283 = load i8, ptr %282, align 1, !tbaa !20
  %284 = zext i8 %283 to i32
  %285 = and i32 %276, 63
  %286 = zext nneg i32 %285 to i64
  %287 = shl i64 %244, %286
  %288 = sub nsw i32 0, %284
  %289 = and i32 %288, 63
  %290 = zext nneg i32 %289 to i64
  %291 = lshr i64 %287, %290
  %292 = add i32 %276, %284
  %293 = zext i16 %279 to i64
  %294 = getelementptr inbounds i8, ptr %212, i64 1
  store i8 %281, ptr %294, align 1, !tbaa !20
  %295 = getelementptr %struct.FSE_decode_t, ptr %203, i64 %275
  %296 = getelementptr %struct.FSE_decode_t, ptr %295, i64 %277
  %297 = load i16, ptr %296, align 2, !tbaa !5
  %298 = getelementptr inbounds i8, ptr %296, i64 2
  %299 = load i8, ptr %298, align 2, !tbaa !20
  %300 = getelementptr inbounds i8, ptr %296, i64 3
  %301 = load i8, ptr %300, align 1, !tbaa !20
  %302 = zext i8 %301 to i32
  %303 = and i32 %292, 63
  %304 = zext nneg i32 %303 to i64
  %305 = shl i64 %244, %304
  %306 = sub nsw i32 0, %302
  %307 = and i32 %306, 63
  %308 = zext nneg i32 %307 to i64
  %309 = lshr i64 %305, %308
  %310 = add i32 %292, %302
  %311 = zext i16 %297 to i64
  %312 = add i64 %309, %311
  %313 = getelementptr inbounds i8, ptr %212, i64 2
  store i8 %299, ptr %313, align 1, !tbaa !20
  %314 = getelementptr %struct.FSE_decode_t, ptr %202, i64 %291
  %315 = getelementptr %struct.FSE_decode_t, ptr %314, i64 %293
  %316 = load i16, ptr %315, align 2, !tbaa !5
  %317 = getelementptr inbounds i8, ptr %315, i64 2
  %318 = load i8, ptr %317, align 2, !tbaa !20
  %319 = getelementptr inbounds i8, ptr %315, i64 3
  %320 = load i8, ptr %319, align 1, !tbaa !20
  %321 = zext i8 %320 to i32
  %322 = and i32 %310, 63
  %323 = zext nneg i32 %322 to i64
  %324 = shl i64 %244, %323
  %325 = sub nsw i32 0, %321
  %326 = and i32 %325, 63
  %327 = zext nneg i32 %326 to i64
  %328 = lshr i64 %324, %327
  %329 = add i32 %310, %321
  %330 = zext i16 %316 to i64
  %331 = add i64 %328, %330
  %332 = getelementptr inbounds i8, ptr %212, i64 3
  store i8 %318, ptr %332, align 1, !tbaa !20
  %333 = getelementptr inbounds i8, ptr %212, i64 4
  %334 = icmp ugt i32 %329, 64
  br i1 %334, label %248, label %211, !prof !43, !llvm.loop !44

335:                                              ; preds = %248, %442
  %336 = phi ptr [ %443, %442 ], [ %258, %248 ]
  %337 = phi ptr [ %413, %442 ], [ %256, %248 ]
  %338 = phi i64 [ %358, %442 ], [ %255, %248 ]
  %339 = phi i64 [ %445, %442 ], [ %253, %248 ]
  %340 = phi i32 [ %444, %442 ], [ %257, %248 ]
  %341 = phi i64 [ %412, %442 ], [ %254, %248 ]
  %342 = getelementptr inbounds %struct.FSE_decode_t, ptr %250, i64 %338
  %343 = load i16, ptr %342, align 2, !tbaa !5
  %344 = getelementptr inbounds i8, ptr %342, i64 2
  %345 = load i8, ptr %344, align 2, !tbaa !20
  %346 = getelementptr inbounds i8, ptr %342, i64 3
  %347 = load i8, ptr %346, align 1, !tbaa !20
  %348 = zext i8 %347 to i32
  %349 = and i32 %340, 63
  %350 = zext nneg i32 %349 to i64
  %351 = shl i64 %339, %350
  %352 = sub nsw i32 0, %348
  %353 = and i32 %352, 63
  %354 = zext nneg i32 %353 to i64
  %355 = lshr i64 %351, %354
  %356 = add i32 %340, %348
  %357 = zext i16 %343 to i64
  %358 = add i64 %355, %357
  %359 = getelementptr inbounds i8, ptr %337, i64 1
  store i8 %345, ptr %337, align 1, !tbaa !20
  %360 = icmp ugt i32 %356, 64
  br i1 %360, label %388, label %361, !prof !39

361:                                              ; preds = %335
  %362 = icmp ult ptr %336, %149
  br i1 %362, label %370, label %363

363:                                              ; preds = %361
  %364 = lshr i32 %356, 3
  %365 = zext nneg i32 %364 to i64
  %366 = sub nsw i64 0, %365
  %367 = getelementptr inbounds i8, ptr %336, i64 %366
  %368 = and i32 %356, 7
  %369 = load i64, ptr %367, align 1, !tbaa !13
  store i64 %369, ptr %9, align 8, !tbaa !37
  br label %390

370:                                              ; preds = %361
  %371 = icmp eq ptr %336, %252
  br i1 %371, label %390, label %372

372:                                              ; preds = %370
  %373 = lshr i32 %356, 3
  %374 = zext nneg i32 %373 to i64
  %375 = sub nsw i64 0, %374
  %376 = getelementptr inbounds i8, ptr %336, i64 %375
  %377 = icmp ult ptr %376, %252
  %378 = ptrtoint ptr %336 to i64
  %379 = sub i64 %378, %251
  %380 = trunc i64 %379 to i32
  %381 = select i1 %377, i32 %380, i32 %373
  %382 = zext i32 %381 to i64
  %383 = sub nsw i64 0, %382
  %384 = getelementptr inbounds i8, ptr %336, i64 %383
  %385 = shl i32 %381, 3
  %386 = sub i32 %356, %385
  %387 = load i64, ptr %384, align 1, !tbaa !13
  store i64 %387, ptr %9, align 8, !tbaa !37
  br label %390

388:                                              ; preds = %335
  %389 = getelementptr inbounds %struct.FSE_decode_t, ptr %249, i64 %341, i32 1
  br label %449

390:                                              ; preds = %372, %370, %363
  %391 = phi ptr [ %336, %370 ], [ %367, %363 ], [ %384, %372 ]
  %392 = phi i32 [ %356, %370 ], [ %368, %363 ], [ %386, %372 ]
  %393 = phi i64 [ %339, %370 ], [ %369, %363 ], [ %387, %372 ]
  %394 = icmp ugt ptr %359, %259
  br i1 %394, label %458, label %395

395:                                              ; preds = %390
  %396 = getelementptr inbounds %struct.FSE_decode_t, ptr %249, i64 %341
  %397 = load i16, ptr %396, align 2, !tbaa !5
  %398 = getelementptr inbounds i8, ptr %396, i64 2
  %399 = load i8, ptr %398, align 2, !tbaa !20
  %400 = getelementptr inbounds i8, ptr %396, i64 3
  %401 = load i8, ptr %400, align 1, !tbaa !20
  %402 = zext i8 %401 to i32
  %403 = and i32 %392, 63
  %404 = zext nneg i32 %403 to i64
  %405 = shl i64 %393, %404
  %406 = sub nsw i32 0, %402
  %407 = and i32 %406, 63
  %408 = zext nneg i32 %407 to i64
  %409 = lshr i64 %405, %408
  %410 = add i32 %392, %402
  %411 = zext i16 %397 to i64
  %412 = add i64 %409, %411
  %413 = getelementptr inbounds i8, ptr %337, i64 2
  store i8 %399, ptr %359, align 1, !tbaa !20
  %414 = icmp ugt i32 %410, 64
  br i1 %414, label %447, label %415, !prof !39

415:                                              ; preds = %395
  %416 = icmp ult ptr %391, %149
  br i1 %416, label %424, label %417

417:                                              ; preds = %415
  %418 = lshr i32 %410, 3
  %419 = zext nneg i32 %418 to i64
  %420 = sub nsw i64 0, %419
  %421 = getelementptr inbounds i8, ptr %391, i64 %420
  %422 = and i32 %410, 7
  %423 = load i64, ptr %421, align 1, !tbaa !13
  store i64 %423, ptr %9, align 8, !tbaa !37
  br label %442

424:                                              ; preds = %415
  %425 = icmp eq ptr %391, %252
  br i1 %425, label %442, label %426

426:                                              ; preds = %424
  %427 = lshr i32 %410, 3
  %428 = zext nneg i32 %427 to i64
  %429 = sub nsw i64 0, %428
  %430 = getelementptr inbounds i8, ptr %391, i64 %429
  %431 = icmp ult ptr %430, %252
  %432 = ptrtoint ptr %391 to i64
  %433 = sub i64 %432, %251
  %434 = trunc i64 %433 to i32
  %435 = select i1 %431, i32 %434, i32 %427
  %436 = zext i32 %435 to i64
  %437 = sub nsw i64 0, %436
  %438 = getelementptr inbounds i8, ptr %391, i64 %437
  %439 = shl i32 %435, 3
  %440 = sub i32 %410, %439
  %441 = load i64, ptr %438, align 1, !tbaa !13
  store i64 %441, ptr %9, align 8, !tbaa !37
  br label %442

442:                                              ; preds = %426, %424, %417
  %443 = phi ptr [ %391, %424 ], [ %421, %417 ], [ %438, %426 ]
  %444 = phi i32 [ %410, %424 ], [ %422, %417 ], [ %440, %426 ]
  %445 = phi i64 [ %393, %424 ], [ %423, %417 ], [ %441, %426 ]
  %446 = icmp ugt ptr %413, %259
  br i1 %446, label %458, label %335

447:                                              ; preds = %395
  %448 = getelementptr inbounds %struct.FSE_decode_t, ptr %250, i64 %358, i32 1
  br label %449

449:                                              ; preds = %447, %388
  %450 = phi ptr [ %448, %447 ], [ %389, %388 ]
  %451 = phi i64 [ 3, %447 ], [ 2, %388 ]
  %452 = phi ptr [ %413, %447 ], [ %359, %388 ]
  %453 = load i8, ptr %450, align 2, !tbaa !20
  %454 = getelementptr inbounds i8, ptr %337, i64 %451
  store i8 %453, ptr %452, align 1, !tbaa !20
  %455 = ptrtoint ptr %454 to i64
  %456 = ptrtoint ptr %0 to i64
  %457 = sub i64 %455, %456
  br label %458

458:                                              ; preds = %442, %390, %449, %248, %142, %134, %121, %70, %63
  %459 = phi i64 [ %457, %449 ], [ %31, %134 ], [ -72, %63 ], [ -1, %70 ], [ -20, %121 ], [ -20, %142 ], [ -70, %248 ], [ -70, %390 ], [ -70, %442 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  br label %788

460:                                              ; preds = %57
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10
  %461 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %12, ptr noundef %30, i64 noundef %31)
  %462 = icmp ult i64 %461, -119
  br i1 %462, label %463, label %786

463:                                              ; preds = %460
  call fastcc void @FSE_initDState(ptr noundef nonnull %13, ptr noundef nonnull %12, ptr noundef nonnull %21)
  call fastcc void @FSE_initDState(ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %21)
  %464 = getelementptr inbounds i8, ptr %12, i64 8
  %465 = load i32, ptr %464, align 8, !tbaa !38
  %466 = icmp ugt i32 %465, 64
  br i1 %466, label %786, label %467, !prof !39

467:                                              ; preds = %463
  %468 = getelementptr inbounds i8, ptr %12, i64 16
  %469 = load ptr, ptr %468, align 8, !tbaa !36
  %470 = getelementptr inbounds i8, ptr %12, i64 32
  %471 = load ptr, ptr %470, align 8
  %472 = icmp ult ptr %469, %471
  br i1 %472, label %482, label %473

473:                                              ; preds = %467
  %474 = lshr i32 %465, 3
  %475 = zext nneg i32 %474 to i64
  %476 = sub nsw i64 0, %475
  %477 = getelementptr inbounds i8, ptr %469, i64 %476
  %478 = and i32 %465, 7
  %479 = load i64, ptr %477, align 1, !tbaa !13
  store i64 %479, ptr %12, align 8, !tbaa !37
  %480 = getelementptr inbounds i8, ptr %12, i64 24
  %481 = load ptr, ptr %480, align 8
  br label %488

482:                                              ; preds = %467
  %483 = getelementptr inbounds i8, ptr %12, i64 24
  %484 = load ptr, ptr %483, align 8
  %485 = icmp eq ptr %469, %484
  br i1 %485, label %486, label %500

486:                                              ; preds = %482
  %487 = load i64, ptr %12, align 8, !tbaa !37
  br label %488

488:                                              ; preds = %486, %473
  %489 = phi ptr [ %477, %473 ], [ %469, %486 ]
  %490 = phi ptr [ %481, %473 ], [ %469, %486 ]
  %491 = phi i64 [ %479, %473 ], [ %487, %486 ]
  %492 = phi i32 [ %478, %473 ], [ %465, %486 ]
  %493 = load i64, ptr %13, align 8, !tbaa !40
  %494 = load i64, ptr %14, align 8, !tbaa !40
  %495 = ptrtoint ptr %490 to i64
  %496 = getelementptr inbounds i8, ptr %13, i64 8
  %497 = load ptr, ptr %496, align 8
  %498 = getelementptr inbounds i8, ptr %14, i64 8
  %499 = load ptr, ptr %498, align 8
  br label %525

500:                                              ; preds = %482
  %501 = lshr i32 %465, 3
  %502 = zext nneg i32 %501 to i64
  %503 = sub nsw i64 0, %502
  %504 = getelementptr inbounds i8, ptr %469, i64 %503
  %505 = icmp ult ptr %504, %484
  %506 = ptrtoint ptr %469 to i64
  %507 = ptrtoint ptr %484 to i64
  %508 = sub i64 %506, %507
  %509 = trunc i64 %508 to i32
  %510 = select i1 %505, i32 %509, i32 %501
  %511 = zext i32 %510 to i64
  %512 = sub nsw i64 0, %511
  %513 = getelementptr inbounds i8, ptr %469, i64 %512
  %514 = shl i32 %510, 3
  %515 = sub i32 %465, %514
  %516 = load i64, ptr %513, align 1, !tbaa !13
  store i64 %516, ptr %12, align 8, !tbaa !37
  %517 = load i64, ptr %13, align 8, !tbaa !40
  %518 = load i64, ptr %14, align 8, !tbaa !40
  %519 = ptrtoint ptr %484 to i64
  %520 = getelementptr inbounds i8, ptr %13, i64 8
  %521 = load ptr, ptr %520, align 8
  %522 = getelementptr inbounds i8, ptr %14, i64 8
  %523 = load ptr, ptr %522, align 8
  %524 = icmp ugt i32 %515, 64
  br i1 %524, label %572, label %525, !prof !42

525:                                              ; preds = %488, %500
  %526 = phi ptr [ %499, %488 ], [ %523, %500 ]
  %527 = phi ptr [ %497, %488 ], [ %521, %500 ]
  %528 = phi i64 [ %495, %488 ], [ %519, %500 ]
  %529 = phi i64 [ %494, %488 ], [ %518, %500 ]
  %530 = phi i64 [ %493, %488 ], [ %517, %500 ]
  %531 = phi i32 [ %492, %488 ], [ %515, %500 ]
  %532 = phi i64 [ %491, %488 ], [ %516, %500 ]
  %533 = phi ptr [ %490, %488 ], [ %484, %500 ]
  %534 = phi ptr [ %489, %488 ], [ %513, %500 ]
  br label %535

535:                                              ; preds = %525, %585
  %536 = phi ptr [ %661, %585 ], [ %0, %525 ]
  %537 = phi i32 [ %649, %585 ], [ %531, %525 ]
  %538 = phi i64 [ %568, %585 ], [ %532, %525 ]
  %539 = phi i64 [ %639, %585 ], [ %530, %525 ]
  %540 = phi i64 [ %659, %585 ], [ %529, %525 ]
  %541 = phi ptr [ %567, %585 ], [ %534, %525 ]
  %542 = icmp ult ptr %541, %471
  br i1 %542, label %546, label %543

543:                                              ; preds = %535
  %544 = lshr i32 %537, 3
  %545 = and i32 %537, 7
  br label %561

546:                                              ; preds = %535
  %547 = icmp eq ptr %541, %533
  br i1 %547, label %572, label %548

548:                                              ; preds = %546
  %549 = lshr i32 %537, 3
  %550 = zext nneg i32 %549 to i64
  %551 = sub nsw i64 0, %550
  %552 = getelementptr inbounds i8, ptr %541, i64 %551
  %553 = icmp ult ptr %552, %533
  %554 = ptrtoint ptr %541 to i64
  %555 = sub i64 %554, %528
  %556 = trunc i64 %555 to i32
  %557 = select i1 %553, i32 %556, i32 %549
  %558 = zext i1 %553 to i32
  %559 = shl i32 %557, 3
  %560 = sub i32 %537, %559
  br label %561

561:                                              ; preds = %548, %543
  %562 = phi i32 [ %544, %543 ], [ %557, %548 ]
  %563 = phi i32 [ %545, %543 ], [ %560, %548 ]
  %564 = phi i32 [ 0, %543 ], [ %558, %548 ]
  %565 = zext i32 %562 to i64
  %566 = sub nsw i64 0, %565
  %567 = getelementptr inbounds i8, ptr %541, i64 %566
  %568 = load i64, ptr %567, align 1, !tbaa !13
  %569 = icmp eq i32 %564, 0
  %570 = icmp ult ptr %536, %62
  %571 = and i1 %570, %569
  br i1 %571, label %585, label %572

572:                                              ; preds = %585, %546, %561, %500
  %573 = phi ptr [ %523, %500 ], [ %526, %561 ], [ %526, %546 ], [ %526, %585 ]
  %574 = phi ptr [ %521, %500 ], [ %527, %561 ], [ %527, %546 ], [ %527, %585 ]
  %575 = phi i64 [ %519, %500 ], [ %528, %561 ], [ %528, %546 ], [ %528, %585 ]
  %576 = phi ptr [ %484, %500 ], [ %533, %561 ], [ %533, %546 ], [ %533, %585 ]
  %577 = phi i64 [ %518, %500 ], [ %659, %585 ], [ %540, %546 ], [ %540, %561 ]
  %578 = phi i64 [ %517, %500 ], [ %639, %585 ], [ %539, %546 ], [ %539, %561 ]
  %579 = phi ptr [ %0, %500 ], [ %661, %585 ], [ %536, %546 ], [ %536, %561 ]
  %580 = phi i32 [ %515, %500 ], [ %649, %585 ], [ %537, %546 ], [ %563, %561 ]
  %581 = phi i64 [ %516, %500 ], [ %568, %585 ], [ %538, %546 ], [ %568, %561 ]
  %582 = phi ptr [ @BIT_reloadDStream.zeroFilled, %500 ], [ @BIT_reloadDStream.zeroFilled, %585 ], [ %541, %546 ], [ %567, %561 ]
  store i64 %581, ptr %12, align 8, !tbaa !37
  store i64 %578, ptr %13, align 8, !tbaa !40
  store i64 %577, ptr %14, align 8, !tbaa !40
  %583 = getelementptr inbounds i8, ptr %61, i64 -2
  %584 = icmp ugt ptr %579, %583
  br i1 %584, label %786, label %663

585:                                              ; preds = %561
  %586 = getelementptr inbounds %struct.FSE_decode_t, ptr %527, i64 %539
  %587 = load i16, ptr %586, align 2, !tbaa !5
  %588 = getelementptr inbounds i8, ptr %586, i64 2
  %589 = load i8, ptr %588, align 2, !tbaa !20
  %590 = getelementptr inbounds i8, ptr %586, i64 3
  %591 = load i8, ptr %590, align 1, !tbaa !20
  %592 = zext i8 %591 to i32
  %593 = add i32 %563, %592
  %594 = sub i32 0, %593
  %595 = and i32 %594, 63
  %596 = zext nneg i32 %595 to i64
  %597 = lshr i64 %568, %596
  %598 = zext nneg i8 %591 to i64
  %599 = shl nsw i64 -1, %598
  %600 = xor i64 %599, -1
  %601 = and i64 %597, %600
  %602 = zext i16 %587 to i64
  store i8 %589, ptr %536, align 1, !tbaa !20
  %603 = getelementptr inbounds %struct.FSE_decode_t, ptr %526, i64 %540
  %604 = load i16, ptr %603, align 2, !tbaa !5
  %605 = getelementptr inbounds i8, ptr %603, i64 2
  %606 = load i8, ptr %605, align 2, !tbaa !20
  %607 = getelementptr inbounds i8, ptr %603, i64 3
  %608 = load i8, ptr %607, align 1, !tbaa !20
  %609 = zext i8 %608 to i32
  %610 = add i32 %593, %609
  %611 = sub i32 0, %610
  %612 = and i32 %611, 63
  %613 = zext nneg i32 %612 to i64
  %614 = lshr i64 %568, %613
  %615 = zext nneg i8 %608 to i64
  %616 = shl nsw i64 -1, %615
  %617 = xor i64 %616, -1
  %618 = and i64 %614, %617
  %619 = zext i16 %604 to i64
  %620 = getelementptr inbounds i8, ptr %536, i64 1
  store i8 %606, ptr %620, align 1, !tbaa !20
  %621 = getelementptr %struct.FSE_decode_t, ptr %527, i64 %601
  %622 = getelementptr %struct.FSE_decode_t, ptr %621, i64 %602
  %623 = load i16, ptr %622, align 2, !tbaa !5
  %624 = getelementptr inbounds i8, ptr %622, i64 2
  %625 = load i8, ptr %624, align 2, !tbaa !20
  %626 = getelementptr inbounds i8, ptr %622, i64 3
  %627 = load i8, ptr %626, align 1, !tbaa !20
  %628 = zext i8 %627 to i32
  %629 = add i32 %610, %628
  %630 = sub i32 0, %629
  %631 = and i32 %630, 63
  %632 = zext nneg i32 %631 to i64
  %633 = lshr i64 %568, %632
  %634 = zext nneg i8 %627 to i64
  %635 = shl nsw i64 -1, %634
  %636 = xor i64 %635, -1
  %637 = and i64 %633, %636
  %638 = zext i16 %623 to i64
  %639 = add nuw i64 %637, %638
  %640 = getelementptr inbounds i8, ptr %536, i64 2
  store i8 %625, ptr %640, align 1, !tbaa !20
  %641 = getelementptr %struct.FSE_decode_t, ptr %526, i64 %618
  %642 = getelementptr %struct.FSE_decode_t, ptr %641, i64 %619
  %643 = load i16, ptr %642, align 2, !tbaa !5
  %644 = getelementptr inbounds i8, ptr %642, i64 2
  %645 = load i8, ptr %644, align 2, !tbaa !20
  %646 = getelementptr inbounds i8, ptr %642, i64 3
  %647 = load i8, ptr %646, align 1, !tbaa !20
  %648 = zext i8 %647 to i32
  %649 = add i32 %629, %648
  %650 = sub i32 0, %649
  %651 = and i32 %650, 63
  %652 = zext nneg i32 %651 to i64
  %653 = lshr i64 %568, %652
  %654 = zext nneg i8 %647 to i64
  %655 = shl nsw i64 -1, %654
  %656 = xor i64 %655, -1
  %657 = and i64 %653, %656
  %658 = zext i16 %643 to i64
  %659 = add nuw i64 %657, %658
  %660 = getelementptr inbounds i8, ptr %536, i64 3
  store i8 %645, ptr %660, align 1, !tbaa !20
  %661 = getelementptr inbounds i8, ptr %536, i64 4
  %662 = icmp ugt i32 %649, 64
  br i1 %662, label %572, label %535, !prof !43, !llvm.loop !44

663:                                              ; preds = %572, %770
  %664 = phi ptr [ %771, %770 ], [ %582, %572 ]
  %665 = phi ptr [ %742, %770 ], [ %579, %572 ]
  %666 = phi i64 [ %687, %770 ], [ %578, %572 ]
  %667 = phi i64 [ %773, %770 ], [ %581, %572 ]
  %668 = phi i32 [ %772, %770 ], [ %580, %572 ]
  %669 = phi i64 [ %741, %770 ], [ %577, %572 ]
  %670 = getelementptr inbounds %struct.FSE_decode_t, ptr %574, i64 %666
  %671 = load i16, ptr %670, align 2, !tbaa !5
  %672 = getelementptr inbounds i8, ptr %670, i64 2
  %673 = load i8, ptr %672, align 2, !tbaa !20
  %674 = getelementptr inbounds i8, ptr %670, i64 3
  %675 = load i8, ptr %674, align 1, !tbaa !20
  %676 = zext i8 %675 to i32
  %677 = add i32 %668, %676
  %678 = sub i32 0, %677
  %679 = and i32 %678, 63
  %680 = zext nneg i32 %679 to i64
  %681 = lshr i64 %667, %680
  %682 = zext nneg i8 %675 to i64
  %683 = shl nsw i64 -1, %682
  %684 = xor i64 %683, -1
  %685 = and i64 %681, %684
  %686 = zext i16 %671 to i64
  %687 = add nuw i64 %685, %686
  %688 = getelementptr inbounds i8, ptr %665, i64 1
  store i8 %673, ptr %665, align 1, !tbaa !20
  %689 = icmp ugt i32 %677, 64
  br i1 %689, label %709, label %690, !prof !39

690:                                              ; preds = %663
  %691 = icmp ult ptr %664, %471
  br i1 %691, label %695, label %692

692:                                              ; preds = %690
  %693 = lshr i32 %677, 3
  %694 = and i32 %677, 7
  br label %711

695:                                              ; preds = %690
  %696 = icmp eq ptr %664, %576
  br i1 %696, label %718, label %697

697:                                              ; preds = %695
  %698 = lshr i32 %677, 3
  %699 = zext nneg i32 %698 to i64
  %700 = sub nsw i64 0, %699
  %701 = getelementptr inbounds i8, ptr %664, i64 %700
  %702 = icmp ult ptr %701, %576
  %703 = ptrtoint ptr %664 to i64
  %704 = sub i64 %703, %575
  %705 = trunc i64 %704 to i32
  %706 = select i1 %702, i32 %705, i32 %698
  %707 = shl i32 %706, 3
  %708 = sub i32 %677, %707
  br label %711

709:                                              ; preds = %663
  %710 = getelementptr inbounds %struct.FSE_decode_t, ptr %573, i64 %669, i32 1
  br label %777

711:                                              ; preds = %697, %692
  %712 = phi i32 [ %693, %692 ], [ %706, %697 ]
  %713 = phi i32 [ %694, %692 ], [ %708, %697 ]
  %714 = zext i32 %712 to i64
  %715 = sub nsw i64 0, %714
  %716 = getelementptr inbounds i8, ptr %664, i64 %715
  %717 = load i64, ptr %716, align 1, !tbaa !13
  br label %718

718:                                              ; preds = %711, %695
  %719 = phi ptr [ %664, %695 ], [ %716, %711 ]
  %720 = phi i32 [ %677, %695 ], [ %713, %711 ]
  %721 = phi i64 [ %667, %695 ], [ %717, %711 ]
  %722 = icmp ugt ptr %688, %583
  br i1 %722, label %786, label %723

723:                                              ; preds = %718
  %724 = getelementptr inbounds %struct.FSE_decode_t, ptr %573, i64 %669
  %725 = load i16, ptr %724, align 2, !tbaa !5
  %726 = getelementptr inbounds i8, ptr %724, i64 2
  %727 = load i8, ptr %726, align 2, !tbaa !20
  %728 = getelementptr inbounds i8, ptr %724, i64 3
  %729 = load i8, ptr %728, align 1, !tbaa !20
  %730 = zext i8 %729 to i32
  %731 = add i32 %720, %730
  %732 = sub i32 0, %731
  %733 = and i32 %732, 63
  %734 = zext nneg i32 %733 to i64
  %735 = lshr i64 %721, %734
  %736 = zext nneg i8 %729 to i64
  %737 = shl nsw i64 -1, %736
  %738 = xor i64 %737, -1
  %739 = and i64 %735, %738
  %740 = zext i16 %725 to i64
  %741 = add nuw i64 %739, %740
  %742 = getelementptr inbounds i8, ptr %665, i64 2
  store i8 %727, ptr %688, align 1, !tbaa !20
  %743 = icmp ugt i32 %731, 64
  br i1 %743, label %775, label %744, !prof !39

744:                                              ; preds = %723
  %745 = icmp ult ptr %719, %471
  br i1 %745, label %749, label %746

746:                                              ; preds = %744
  %747 = lshr i32 %731, 3
  %748 = and i32 %731, 7
  br label %763

749:                                              ; preds = %744
  %750 = icmp eq ptr %719, %576
  br i1 %750, label %770, label %751

751:                                              ; preds = %749
  %752 = lshr i32 %731, 3
  %753 = zext nneg i32 %752 to i64
  %754 = sub nsw i64 0, %753
  %755 = getelementptr inbounds i8, ptr %719, i64 %754
  %756 = icmp ult ptr %755, %576
  %757 = ptrtoint ptr %719 to i64
  %758 = sub i64 %757, %575
  %759 = trunc i64 %758 to i32
  %760 = select i1 %756, i32 %759, i32 %752
  %761 = shl i32 %760, 3
  %762 = sub i32 %731, %761
  br label %763

763:                                              ; preds = %751, %746
  %764 = phi i32 [ %747, %746 ], [ %760, %751 ]
  %765 = phi i32 [ %748, %746 ], [ %762, %751 ]
  %766 = zext i32 %764 to i64
  %767 = sub nsw i64 0, %766
  %768 = getelementptr inbounds i8, ptr %719, i64 %767
  %769 = load i64, ptr %768, align 1, !tbaa !13
  br label %770

770:                                              ; preds = %763, %749
  %771 = phi ptr [ %719, %749 ], [ %768, %763 ]
  %772 = phi i32 [ %731, %749 ], [ %765, %763 ]
  %773 = phi i64 [ %721, %749 ], [ %769, %763 ]
  %774 = icmp ugt ptr %742, %583
  br i1 %774, label %786, label %663

775:                                              ; preds = %723
  %776 = getelementptr inbounds %struct.FSE_decode_t, ptr %574, i64 %687, i32 1
  br label %777

777:                                              ; preds = %775, %709
  %778 = phi ptr [ %776, %775 ], [ %710, %709 ]
  %779 = phi i64 [ 3, %775 ], [ 2, %709 ]
  %780 = phi ptr [ %742, %775 ], [ %688, %709 ]
  %781 = load i8, ptr %778, align 2, !tbaa !20
  %782 = getelementptr inbounds i8, ptr %665, i64 %779
  store i8 %781, ptr %780, align 1, !tbaa !20
  %783 = ptrtoint ptr %782 to i64
  %784 = ptrtoint ptr %0 to i64
  %785 = sub i64 %783, %784
  br label %786

786:                                              ; preds = %770, %718, %777, %572, %463, %460
  %787 = phi i64 [ %785, %777 ], [ %461, %460 ], [ -20, %463 ], [ -70, %572 ], [ -70, %718 ], [ -70, %770 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #10
  br label %788

788:                                              ; preds = %20, %23, %26, %29, %48, %458, %786
  %789 = phi i64 [ %55, %48 ], [ -1, %20 ], [ -44, %29 ], [ %459, %458 ], [ %787, %786 ], [ -44, %26 ], [ %24, %23 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #10
  br label %790

790:                                              ; preds = %788, %18
  %791 = phi i64 [ %19, %18 ], [ %789, %788 ]
  ret i64 %791
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @FSE_decompress_wksp_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) unnamed_addr #2 {
  %8 = alloca %struct.BIT_DStream_t, align 8
  %9 = alloca %struct.FSE_DState_t, align 8
  %10 = alloca %struct.FSE_DState_t, align 8
  %11 = alloca %struct.BIT_DStream_t, align 8
  %12 = alloca %struct.FSE_DState_t, align 8
  %13 = alloca %struct.FSE_DState_t, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #10
  store i32 255, ptr %15, align 4, !tbaa !28
  %16 = getelementptr inbounds i8, ptr %5, i64 512
  %17 = icmp ult i64 %6, 512
  br i1 %17, label %752, label %18

18:                                               ; preds = %7
  %19 = call i64 @FSE_readNCount_bmi2(ptr noundef %5, ptr noundef nonnull %15, ptr noundef nonnull %14, ptr noundef %2, i64 noundef %3, i32 noundef 1) #10
  %20 = icmp ult i64 %19, -119
  br i1 %20, label %21, label %752

21:                                               ; preds = %18
  %22 = load i32, ptr %14, align 4, !tbaa !28
  %23 = icmp ugt i32 %22, %4
  br i1 %23, label %752, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %2, i64 %19
  %26 = sub i64 %3, %19
  %27 = shl nuw i32 1, %22
  %28 = add nuw nsw i32 %27, 2
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr %15, align 4, !tbaa !28
  %31 = add i32 %30, 1
  %32 = zext i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 1
  %34 = zext nneg i32 %22 to i64
  %35 = shl nuw i64 1, %34
  %36 = shl nsw i64 %29, 2
  %37 = add nuw i64 %35, 11
  %38 = add i64 %37, %33
  %39 = add i64 %38, %36
  %40 = and i64 %39, -4
  %41 = add i64 %40, 516
  %42 = icmp ugt i64 %41, %6
  br i1 %42, label %752, label %43

43:                                               ; preds = %24
  %44 = add nuw nsw i32 %27, 1
  %45 = sext i32 %44 to i64
  %46 = shl nsw i64 %45, 2
  %47 = getelementptr inbounds i8, ptr %16, i64 %46
  %48 = add i64 %6, -512
  %49 = sub i64 %48, %46
  %50 = call fastcc i64 @FSE_buildDTable_internal(ptr noundef nonnull %16, ptr noundef %5, i32 noundef %30, i32 noundef %22, ptr noundef nonnull %47, i64 noundef %49)
  %51 = icmp ult i64 %50, -119
  br i1 %51, label %52, label %752

52:                                               ; preds = %43
  %53 = getelementptr inbounds i8, ptr %5, i64 514
  %54 = load i16, ptr %53, align 2, !tbaa !30
  %55 = icmp eq i16 %54, 0
  %56 = getelementptr inbounds i8, ptr %0, i64 %1
  %57 = getelementptr inbounds i8, ptr %56, i64 -3
  br i1 %55, label %445, label %58

58:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10
  %59 = icmp eq i64 %26, 0
  br i1 %59, label %443, label %60

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %25, ptr %61, align 8, !tbaa !32
  %62 = getelementptr inbounds i8, ptr %25, i64 8
  %63 = getelementptr inbounds i8, ptr %8, i64 32
  store ptr %62, ptr %63, align 8, !tbaa !35
  %64 = icmp ugt i64 %26, 7
  br i1 %64, label %65, label %71

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %2, i64 %3
  %67 = getelementptr inbounds i8, ptr %66, i64 -8
  %68 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %67, ptr %68, align 8, !tbaa !36
  %69 = load i64, ptr %67, align 1
  store i64 %69, ptr %8, align 8, !tbaa !37
  %70 = icmp ult i64 %69, 72057594037927936
  br i1 %70, label %443, label %129

71:                                               ; preds = %60
  %72 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %25, ptr %72, align 8, !tbaa !36
  %73 = load i8, ptr %25, align 1, !tbaa !20
  %74 = zext i8 %73 to i64
  store i64 %74, ptr %8, align 8, !tbaa !37
  switch i64 %26, label %116 [
    i64 7, label %75
    i64 6, label %81
    i64 5, label %88
    i64 4, label %95
    i64 3, label %102
    i64 2, label %109
  ]

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %25, i64 6
  %77 = load i8, ptr %76, align 1, !tbaa !20
  %78 = zext i8 %77 to i64
  %79 = shl nuw nsw i64 %78, 48
  %80 = or disjoint i64 %79, %74
  br label %81

81:                                               ; preds = %75, %71
  %82 = phi i64 [ %74, %71 ], [ %80, %75 ]
  %83 = getelementptr inbounds i8, ptr %25, i64 5
  %84 = load i8, ptr %83, align 1, !tbaa !20
  %85 = zext i8 %84 to i64
  %86 = shl nuw nsw i64 %85, 40
  %87 = add nuw nsw i64 %86, %82
  br label %88

88:                                               ; preds = %81, %71
  %89 = phi i64 [ %74, %71 ], [ %87, %81 ]
  %90 = getelementptr inbounds i8, ptr %25, i64 4
  %91 = load i8, ptr %90, align 1, !tbaa !20
  %92 = zext i8 %91 to i64
  %93 = shl nuw nsw i64 %92, 32
  %94 = add nuw nsw i64 %93, %89
  br label %95

95:                                               ; preds = %88, %71
  %96 = phi i64 [ %74, %71 ], [ %94, %88 ]
  %97 = getelementptr inbounds i8, ptr %25, i64 3
  %98 = load i8, ptr %97, align 1, !tbaa !20
  %99 = zext i8 %98 to i64
  %100 = shl nuw nsw i64 %99, 24
  %101 = add nuw nsw i64 %100, %96
  br label %102

102:                                              ; preds = %95, %71
  %103 = phi i64 [ %74, %71 ], [ %101, %95 ]
  %104 = getelementptr inbounds i8, ptr %25, i64 2
  %105 = load i8, ptr %104, align 1, !tbaa !20
  %106 = zext i8 %105 to i64
  %107 = shl nuw nsw i64 %106, 16
  %108 = add nuw nsw i64 %107, %103
  br label %109

109:                                              ; preds = %102, %71
  %110 = phi i64 [ %74, %71 ], [ %108, %102 ]
  %111 = getelementptr inbounds i8, ptr %25, i64 1
  %112 = load i8, ptr %111, align 1, !tbaa !20
  %113 = zext i8 %112 to i64
  %114 = shl nuw nsw i64 %113, 8
  %115 = add nuw nsw i64 %114, %110
  store i64 %115, ptr %8, align 8, !tbaa !37
  br label %116

116:                                              ; preds = %109, %71
  %117 = getelementptr i8, ptr %2, i64 %3
  %118 = getelementptr i8, ptr %117, i64 -1
  %119 = load i8, ptr %118, align 1, !tbaa !20
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %443, label %121

121:                                              ; preds = %116
  %122 = zext i8 %119 to i32
  %123 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %122, i1 true)
  %124 = getelementptr inbounds i8, ptr %8, i64 8
  %125 = trunc nuw i64 %26 to i32
  %126 = shl nuw nsw i32 %125, 3
  %127 = sub nsw i32 %123, %126
  %128 = add nsw i32 %127, 41
  store i32 %128, ptr %124, align 8, !tbaa !38
  br label %137

129:                                              ; preds = %65
  %130 = lshr i64 %69, 56
  %131 = trunc nuw nsw i64 %130 to i32
  %132 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %131, i1 true)
  %133 = xor i32 %132, 31
  %134 = sub nuw nsw i32 8, %133
  %135 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %134, ptr %135, align 8, !tbaa !38
  %136 = icmp ult i64 %26, -119
  br i1 %136, label %137, label %443

137:                                              ; preds = %121, %129
  call fastcc void @FSE_initDState(ptr noundef nonnull %9, ptr noundef nonnull %8, ptr noundef nonnull %16)
  call fastcc void @FSE_initDState(ptr noundef nonnull %10, ptr noundef nonnull %8, ptr noundef nonnull %16)
  %138 = getelementptr inbounds i8, ptr %8, i64 8
  %139 = load i32, ptr %138, align 8, !tbaa !38
  %140 = icmp ugt i32 %139, 64
  br i1 %140, label %443, label %141, !prof !39

141:                                              ; preds = %137
  %142 = getelementptr inbounds i8, ptr %8, i64 16
  %143 = load ptr, ptr %142, align 8, !tbaa !36
  %144 = load ptr, ptr %63, align 8
  %145 = icmp ult ptr %143, %144
  br i1 %145, label %154, label %146

146:                                              ; preds = %141
  %147 = lshr i32 %139, 3
  %148 = zext nneg i32 %147 to i64
  %149 = sub nsw i64 0, %148
  %150 = getelementptr inbounds i8, ptr %143, i64 %149
  %151 = and i32 %139, 7
  %152 = load i64, ptr %150, align 1, !tbaa !13
  store i64 %152, ptr %8, align 8, !tbaa !37
  %153 = load ptr, ptr %61, align 8
  br label %176

154:                                              ; preds = %141
  %155 = load ptr, ptr %61, align 8
  %156 = icmp eq ptr %143, %155
  br i1 %156, label %157, label %159

157:                                              ; preds = %154
  %158 = load i64, ptr %8, align 8, !tbaa !37
  br label %176

159:                                              ; preds = %154
  %160 = lshr i32 %139, 3
  %161 = zext nneg i32 %160 to i64
  %162 = sub nsw i64 0, %161
  %163 = getelementptr inbounds i8, ptr %143, i64 %162
  %164 = icmp ult ptr %163, %155
  %165 = ptrtoint ptr %143 to i64
  %166 = ptrtoint ptr %155 to i64
  %167 = sub i64 %165, %166
  %168 = trunc i64 %167 to i32
  %169 = select i1 %164, i32 %168, i32 %160
  %170 = zext i32 %169 to i64
  %171 = sub nsw i64 0, %170
  %172 = getelementptr inbounds i8, ptr %143, i64 %171
  %173 = shl i32 %169, 3
  %174 = sub i32 %139, %173
  %175 = load i64, ptr %172, align 1, !tbaa !13
  store i64 %175, ptr %8, align 8, !tbaa !37
  br label %176

176:                                              ; preds = %157, %146, %159
  %177 = phi ptr [ %143, %157 ], [ %150, %146 ], [ %172, %159 ]
  %178 = phi ptr [ %143, %157 ], [ %153, %146 ], [ %155, %159 ]
  %179 = phi i64 [ %158, %157 ], [ %152, %146 ], [ %175, %159 ]
  %180 = phi i32 [ %139, %157 ], [ %151, %146 ], [ %174, %159 ]
  %181 = load i64, ptr %9, align 8, !tbaa !40
  %182 = load i64, ptr %10, align 8, !tbaa !40
  %183 = ptrtoint ptr %178 to i64
  %184 = getelementptr inbounds i8, ptr %9, i64 8
  %185 = load ptr, ptr %184, align 8
  %186 = getelementptr inbounds i8, ptr %10, i64 8
  %187 = load ptr, ptr %186, align 8
  %188 = icmp ugt i32 %180, 64
  br i1 %188, label %237, label %189, !prof !45

189:                                              ; preds = %176
  %190 = load i64, ptr %8, align 1, !tbaa !37
  br label %191

191:                                              ; preds = %189, %246
  %192 = phi i64 [ %225, %246 ], [ %190, %189 ]
  %193 = phi ptr [ %318, %246 ], [ %0, %189 ]
  %194 = phi i32 [ %314, %246 ], [ %180, %189 ]
  %195 = phi i64 [ %225, %246 ], [ %179, %189 ]
  %196 = phi i64 [ %297, %246 ], [ %181, %189 ]
  %197 = phi i64 [ %316, %246 ], [ %182, %189 ]
  %198 = phi ptr [ %224, %246 ], [ %177, %189 ]
  %199 = icmp ult ptr %198, %144
  br i1 %199, label %203, label %200

200:                                              ; preds = %191
  %201 = lshr i32 %194, 3
  %202 = and i32 %194, 7
  br label %218

203:                                              ; preds = %191
  %204 = icmp eq ptr %198, %178
  br i1 %204, label %229, label %205

205:                                              ; preds = %203
  %206 = lshr i32 %194, 3
  %207 = zext nneg i32 %206 to i64
  %208 = sub nsw i64 0, %207
  %209 = getelementptr inbounds i8, ptr %198, i64 %208
  %210 = icmp ult ptr %209, %178
  %211 = ptrtoint ptr %198 to i64
  %212 = sub i64 %211, %183
  %213 = trunc i64 %212 to i32
  %214 = select i1 %210, i32 %213, i32 %206
  %215 = zext i1 %210 to i32
  %216 = shl i32 %214, 3
  %217 = sub i32 %194, %216
  br label %218

218:                                              ; preds = %200, %205
  %219 = phi i32 [ %201, %200 ], [ %214, %205 ]
  %220 = phi i32 [ %202, %200 ], [ %217, %205 ]
  %221 = phi i32 [ 0, %200 ], [ %215, %205 ]
  %222 = zext i32 %219 to i64
  %223 = sub nsw i64 0, %222
  %224 = getelementptr inbounds i8, ptr %198, i64 %223
  %225 = load i64, ptr %224, align 1, !tbaa !13
  %226 = icmp eq i32 %221, 0
  %227 = icmp ult ptr %193, %57
  %228 = and i1 %227, %226
  br i1 %228, label %246, label %229

229:                                              ; preds = %203, %218, %246
  %230 = phi i64 [ %225, %246 ], [ %225, %218 ], [ %192, %203 ]
  %231 = phi i64 [ %316, %246 ], [ %197, %218 ], [ %197, %203 ]
  %232 = phi i64 [ %297, %246 ], [ %196, %218 ], [ %196, %203 ]
  %233 = phi ptr [ %318, %246 ], [ %193, %218 ], [ %193, %203 ]
  %234 = phi i32 [ %314, %246 ], [ %220, %218 ], [ %194, %203 ]
  %235 = phi i64 [ %225, %246 ], [ %225, %218 ], [ %195, %203 ]
  %236 = phi ptr [ @BIT_reloadDStream.zeroFilled, %246 ], [ %224, %218 ], [ %198, %203 ]
  store i64 %230, ptr %8, align 1, !tbaa !37
  br label %237

237:                                              ; preds = %229, %176
  %238 = phi i64 [ %182, %176 ], [ %231, %229 ]
  %239 = phi i64 [ %181, %176 ], [ %232, %229 ]
  %240 = phi ptr [ %0, %176 ], [ %233, %229 ]
  %241 = phi i32 [ %180, %176 ], [ %234, %229 ]
  %242 = phi i64 [ %179, %176 ], [ %235, %229 ]
  %243 = phi ptr [ @BIT_reloadDStream.zeroFilled, %176 ], [ %236, %229 ]
  store i64 %239, ptr %9, align 8, !tbaa !40
  store i64 %238, ptr %10, align 8, !tbaa !40
  %244 = getelementptr inbounds i8, ptr %56, i64 -2
  %245 = icmp ugt ptr %240, %244
  br i1 %245, label %443, label %320

246:                                              ; preds = %218
  %247 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %196
  %248 = load i16, ptr %247, align 2, !tbaa !5
  %249 = getelementptr inbounds i8, ptr %247, i64 2
  %250 = load i8, ptr %249, align 2, !tbaa !20
  %251 = getelementptr inbounds i8, ptr %247, i64 3
  %252 = load i8, ptr %251, align 1, !tbaa !20
  %253 = zext i8 %252 to i32
  %254 = and i32 %220, 63
  %255 = zext nneg i32 %254 to i64
  %256 = shl i64 %225, %255
  %257 = sub nsw i32 0, %253
  %258 = and i32 %257, 63
  %259 = zext nneg i32 %258 to i64
  %260 = lshr i64 %256, %259
  %261 = add i32 %220, %253
  %262 = zext i16 %248 to i64
  store i8 %250, ptr %193, align 1, !tbaa !20
  %263 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %197
  %264 = load i16, ptr %263, align 2, !tbaa !5
  %265 = getelementptr inbounds i8, ptr %263, i64 2
  %266 = load i8, ptr %265, align 2, !tbaa !20
  %267 = getelementptr inbounds i8, ptr %263, i64 3
  %268 = load i8, ptr %267, align 1, !tbaa !20
  %269 = zext i8 %268 to i32
  %270 = and i32 %261, 63
  %271 = zext nneg i32 %270 to i64
  %272 = shl i64 %225, %271
  %273 = sub nsw i32 0, %269
  %274 = and i32 %273, 63
  %275 = zext nneg i32 %274 to i64
  %276 = lshr i64 %272, %275
  %277 = add i32 %261, %269
  %278 = zext i16 %264 to i64
  %279 = getelementptr inbounds i8, ptr %193, i64 1
  store i8 %266, ptr %279, align 1, !tbaa !20
  %280 = getelementptr %struct.FSE_decode_t, ptr %185, i64 %260
  %281 = getelementptr %struct.FSE_decode_t, ptr %280, i64 %262
  %282 = load i16, ptr %281, align 2, !tbaa !5
  %283 = getelementptr inbounds i8, ptr %281, i64 2
  %284 = load i8, ptr %283, align 2, !tbaa !20
  %285 = getelementptr inbounds i8, ptr %281, i64 3
  %286 = load i8, ptr %285, align 1, !tbaa !20
  %287 = zext i8 %286 to i32
  %288 = and i32 %277, 63
  %289 = zext nneg i32 %288 to i64
  %290 = shl i64 %225, %289
  %291 = sub nsw i32 0, %287
  %292 = and i32 %291, 63
  %293 = zext nneg i32 %292 to i64
  %294 = lshr i64 %290, %293
  %295 = add i32 %277, %287
  %296 = zext i16 %282 to i64
  %297 = add i64 %294, %296
  %298 = getelementptr inbounds i8, ptr %193, i64 2
  store i8 %284, ptr %298, align 1, !tbaa !20
  %299 = getelementptr %struct.FSE_decode_t, ptr %187, i64 %276
  %300 = getelementptr %struct.FSE_decode_t, ptr %299, i64 %278
  %301 = load i16, ptr %300, align 2, !tbaa !5
  %302 = getelementptr inbounds i8, ptr %300, i64 2
  %303 = load i8, ptr %302, align 2, !tbaa !20
  %304 = getelementptr inbounds i8, ptr %300, i64 3
  %305 = load i8, ptr %304, align 1, !tbaa !20
  %306 = zext i8 %305 to i32
  %307 = and i32 %295, 63
  %308 = zext nneg i32 %307 to i64
  %309 = shl i64 %225, %308
  %310 = sub nsw i32 0, %306
  %311 = and i32 %310, 63
  %312 = zext nneg i32 %311 to i64
  %313 = lshr i64 %309, %312
  %314 = add i32 %295, %306
  %315 = zext i16 %301 to i64
  %316 = add i64 %313, %315
  %317 = getelementptr inbounds i8, ptr %193, i64 3
  store i8 %303, ptr %317, align 1, !tbaa !20
  %318 = getelementptr inbounds i8, ptr %193, i64 4
  %319 = icmp ugt i32 %314, 64
  br i1 %319, label %229, label %191, !prof !43, !llvm.loop !44

320:                                              ; preds = %237, %427
  %321 = phi ptr [ %428, %427 ], [ %243, %237 ]
  %322 = phi ptr [ %398, %427 ], [ %240, %237 ]
  %323 = phi i64 [ %343, %427 ], [ %239, %237 ]
  %324 = phi i64 [ %430, %427 ], [ %242, %237 ]
  %325 = phi i32 [ %429, %427 ], [ %241, %237 ]
  %326 = phi i64 [ %397, %427 ], [ %238, %237 ]
  %327 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %323
  %328 = load i16, ptr %327, align 2, !tbaa !5
  %329 = getelementptr inbounds i8, ptr %327, i64 2
  %330 = load i8, ptr %329, align 2, !tbaa !20
  %331 = getelementptr inbounds i8, ptr %327, i64 3
  %332 = load i8, ptr %331, align 1, !tbaa !20
  %333 = zext i8 %332 to i32
  %334 = and i32 %325, 63
  %335 = zext nneg i32 %334 to i64
  %336 = shl i64 %324, %335
  %337 = sub nsw i32 0, %333
  %338 = and i32 %337, 63
  %339 = zext nneg i32 %338 to i64
  %340 = lshr i64 %336, %339
  %341 = add i32 %325, %333
  %342 = zext i16 %328 to i64
  %343 = add i64 %340, %342
  %344 = getelementptr inbounds i8, ptr %322, i64 1
  store i8 %330, ptr %322, align 1, !tbaa !20
  %345 = icmp ugt i32 %341, 64
  br i1 %345, label %373, label %346, !prof !39

346:                                              ; preds = %320
  %347 = icmp ult ptr %321, %144
  br i1 %347, label %355, label %348

348:                                              ; preds = %346
  %349 = lshr i32 %341, 3
  %350 = zext nneg i32 %349 to i64
  %351 = sub nsw i64 0, %350
  %352 = getelementptr inbounds i8, ptr %321, i64 %351
  %353 = and i32 %341, 7
  %354 = load i64, ptr %352, align 1, !tbaa !13
  store i64 %354, ptr %8, align 8, !tbaa !37
  br label %375

355:                                              ; preds = %346
  %356 = icmp eq ptr %321, %178
  br i1 %356, label %375, label %357

357:                                              ; preds = %355
  %358 = lshr i32 %341, 3
  %359 = zext nneg i32 %358 to i64
  %360 = sub nsw i64 0, %359
  %361 = getelementptr inbounds i8, ptr %321, i64 %360
  %362 = icmp ult ptr %361, %178
  %363 = ptrtoint ptr %321 to i64
  %364 = sub i64 %363, %183
  %365 = trunc i64 %364 to i32
  %366 = select i1 %362, i32 %365, i32 %358
  %367 = zext i32 %366 to i64
  %368 = sub nsw i64 0, %367
  %369 = getelementptr inbounds i8, ptr %321, i64 %368
  %370 = shl i32 %366, 3
  %371 = sub i32 %341, %370
  %372 = load i64, ptr %369, align 1, !tbaa !13
  store i64 %372, ptr %8, align 8, !tbaa !37
  br label %375

373:                                              ; preds = %320
  %374 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %326, i32 1
  br label %434

375:                                              ; preds = %355, %348, %357
  %376 = phi ptr [ %321, %355 ], [ %352, %348 ], [ %369, %357 ]
  %377 = phi i32 [ %341, %355 ], [ %353, %348 ], [ %371, %357 ]
  %378 = phi i64 [ %324, %355 ], [ %354, %348 ], [ %372, %357 ]
  %379 = icmp ugt ptr %344, %244
  br i1 %379, label %443, label %380

380:                                              ; preds = %375
  %381 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %326
  %382 = load i16, ptr %381, align 2, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %381, i64 2
  %384 = load i8, ptr %383, align 2, !tbaa !20
  %385 = getelementptr inbounds i8, ptr %381, i64 3
  %386 = load i8, ptr %385, align 1, !tbaa !20
  %387 = zext i8 %386 to i32
  %388 = and i32 %377, 63
  %389 = zext nneg i32 %388 to i64
  %390 = shl i64 %378, %389
  %391 = sub nsw i32 0, %387
  %392 = and i32 %391, 63
  %393 = zext nneg i32 %392 to i64
  %394 = lshr i64 %390, %393
  %395 = add i32 %377, %387
  %396 = zext i16 %382 to i64
  %397 = add i64 %394, %396
  %398 = getelementptr inbounds i8, ptr %322, i64 2
  store i8 %384, ptr %344, align 1, !tbaa !20
  %399 = icmp ugt i32 %395, 64
  br i1 %399, label %432, label %400, !prof !39

400:                                              ; preds = %380
  %401 = icmp ult ptr %376, %144
  br i1 %401, label %409, label %402

402:                                              ; preds = %400
  %403 = lshr i32 %395, 3
  %404 = zext nneg i32 %403 to i64
  %405 = sub nsw i64 0, %404
  %406 = getelementptr inbounds i8, ptr %376, i64 %405
  %407 = and i32 %395, 7
  %408 = load i64, ptr %406, align 1, !tbaa !13
  store i64 %408, ptr %8, align 8, !tbaa !37
  br label %427

409:                                              ; preds = %400
  %410 = icmp eq ptr %376, %178
  br i1 %410, label %427, label %411

411:                                              ; preds = %409
  %412 = lshr i32 %395, 3
  %413 = zext nneg i32 %412 to i64
  %414 = sub nsw i64 0, %413
  %415 = getelementptr inbounds i8, ptr %376, i64 %414
  %416 = icmp ult ptr %415, %178
  %417 = ptrtoint ptr %376 to i64
  %418 = sub i64 %417, %183
  %419 = trunc i64 %418 to i32
  %420 = select i1 %416, i32 %419, i32 %412
  %421 = zext i32 %420 to i64
  %422 = sub nsw i64 0, %421
  %423 = getelementptr inbounds i8, ptr %376, i64 %422
  %424 = shl i32 %420, 3
  %425 = sub i32 %395, %424
  %426 = load i64, ptr %423, align 1, !tbaa !13
  store i64 %426, ptr %8, align 8, !tbaa !37
  br label %427

427:                                              ; preds = %409, %402, %411
  %428 = phi ptr [ %376, %409 ], [ %406, %402 ], [ %423, %411 ]
  %429 = phi i32 [ %395, %409 ], [ %407, %402 ], [ %425, %411 ]
  %430 = phi i64 [ %378, %409 ], [ %408, %402 ], [ %426, %411 ]
  %431 = icmp ugt ptr %398, %244
  br i1 %431, label %443, label %320

432:                                              ; preds = %380
  %433 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %343, i32 1
  br label %434

434:                                              ; preds = %432, %373
  %435 = phi ptr [ %433, %432 ], [ %374, %373 ]
  %436 = phi i64 [ 3, %432 ], [ 2, %373 ]
  %437 = phi ptr [ %398, %432 ], [ %344, %373 ]
  %438 = load i8, ptr %435, align 2, !tbaa !20
  %439 = getelementptr inbounds i8, ptr %322, i64 %436
  store i8 %438, ptr %437, align 1, !tbaa !20
  %440 = ptrtoint ptr %439 to i64
  %441 = ptrtoint ptr %0 to i64
  %442 = sub i64 %440, %441
  br label %443

443:                                              ; preds = %375, %427, %237, %137, %116, %65, %58, %129, %434
  %444 = phi i64 [ %442, %434 ], [ %26, %129 ], [ -72, %58 ], [ -1, %65 ], [ -20, %116 ], [ -20, %137 ], [ -70, %237 ], [ -70, %427 ], [ -70, %375 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  br label %752

445:                                              ; preds = %52
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10
  %446 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %11, ptr noundef %25, i64 noundef %26)
  %447 = icmp ult i64 %446, -119
  br i1 %447, label %448, label %750

448:                                              ; preds = %445
  call fastcc void @FSE_initDState(ptr noundef nonnull %12, ptr noundef nonnull %11, ptr noundef nonnull %16)
  call fastcc void @FSE_initDState(ptr noundef nonnull %13, ptr noundef nonnull %11, ptr noundef nonnull %16)
  %449 = getelementptr inbounds i8, ptr %11, i64 8
  %450 = load i32, ptr %449, align 8, !tbaa !38
  %451 = icmp ugt i32 %450, 64
  br i1 %451, label %750, label %452, !prof !39

452:                                              ; preds = %448
  %453 = getelementptr inbounds i8, ptr %11, i64 16
  %454 = load ptr, ptr %453, align 8, !tbaa !36
  %455 = getelementptr inbounds i8, ptr %11, i64 32
  %456 = load ptr, ptr %455, align 8
  %457 = icmp ult ptr %454, %456
  br i1 %457, label %467, label %458

458:                                              ; preds = %452
  %459 = lshr i32 %450, 3
  %460 = zext nneg i32 %459 to i64
  %461 = sub nsw i64 0, %460
  %462 = getelementptr inbounds i8, ptr %454, i64 %461
  %463 = and i32 %450, 7
  %464 = load i64, ptr %462, align 1, !tbaa !13
  store i64 %464, ptr %11, align 8, !tbaa !37
  %465 = getelementptr inbounds i8, ptr %11, i64 24
  %466 = load ptr, ptr %465, align 8
  br label %490

467:                                              ; preds = %452
  %468 = getelementptr inbounds i8, ptr %11, i64 24
  %469 = load ptr, ptr %468, align 8
  %470 = icmp eq ptr %454, %469
  br i1 %470, label %471, label %473

471:                                              ; preds = %467
  %472 = load i64, ptr %11, align 8, !tbaa !37
  br label %490

473:                                              ; preds = %467
  %474 = lshr i32 %450, 3
  %475 = zext nneg i32 %474 to i64
  %476 = sub nsw i64 0, %475
  %477 = getelementptr inbounds i8, ptr %454, i64 %476
  %478 = icmp ult ptr %477, %469
  %479 = ptrtoint ptr %454 to i64
  %480 = ptrtoint ptr %469 to i64
  %481 = sub i64 %479, %480
  %482 = trunc i64 %481 to i32
  %483 = select i1 %478, i32 %482, i32 %474
  %484 = zext i32 %483 to i64
  %485 = sub nsw i64 0, %484
  %486 = getelementptr inbounds i8, ptr %454, i64 %485
  %487 = shl i32 %483, 3
  %488 = sub i32 %450, %487
  %489 = load i64, ptr %486, align 1, !tbaa !13
  store i64 %489, ptr %11, align 8, !tbaa !37
  br label %490

490:                                              ; preds = %471, %458, %473
  %491 = phi ptr [ %454, %471 ], [ %462, %458 ], [ %486, %473 ]
  %492 = phi ptr [ %454, %471 ], [ %466, %458 ], [ %469, %473 ]
  %493 = phi i64 [ %472, %471 ], [ %464, %458 ], [ %489, %473 ]
  %494 = phi i32 [ %450, %471 ], [ %463, %458 ], [ %488, %473 ]
  %495 = load i64, ptr %12, align 8, !tbaa !40
  %496 = load i64, ptr %13, align 8, !tbaa !40
  %497 = ptrtoint ptr %492 to i64
  %498 = getelementptr inbounds i8, ptr %12, i64 8
  %499 = load ptr, ptr %498, align 8
  %500 = getelementptr inbounds i8, ptr %13, i64 8
  %501 = load ptr, ptr %500, align 8
  %502 = icmp ugt i32 %494, 64
  br i1 %502, label %540, label %503, !prof !45

503:                                              ; preds = %490, %549
  %504 = phi ptr [ %625, %549 ], [ %0, %490 ]
  %505 = phi i32 [ %613, %549 ], [ %494, %490 ]
  %506 = phi i64 [ %536, %549 ], [ %493, %490 ]
  %507 = phi i64 [ %603, %549 ], [ %495, %490 ]
  %508 = phi i64 [ %623, %549 ], [ %496, %490 ]
  %509 = phi ptr [ %535, %549 ], [ %491, %490 ]
  %510 = icmp ult ptr %509, %456
  br i1 %510, label %514, label %511

511:                                              ; preds = %503
  %512 = lshr i32 %505, 3
  %513 = and i32 %505, 7
  br label %529

514:                                              ; preds = %503
  %515 = icmp eq ptr %509, %492
  br i1 %515, label %540, label %516

516:                                              ; preds = %514
  %517 = lshr i32 %505, 3
  %518 = zext nneg i32 %517 to i64
  %519 = sub nsw i64 0, %518
  %520 = getelementptr inbounds i8, ptr %509, i64 %519
  %521 = icmp ult ptr %520, %492
  %522 = ptrtoint ptr %509 to i64
  %523 = sub i64 %522, %497
  %524 = trunc i64 %523 to i32
  %525 = select i1 %521, i32 %524, i32 %517
  %526 = zext i1 %521 to i32
  %527 = shl i32 %525, 3
  %528 = sub i32 %505, %527
  br label %529

529:                                              ; preds = %511, %516
  %530 = phi i32 [ %512, %511 ], [ %525, %516 ]
  %531 = phi i32 [ %513, %511 ], [ %528, %516 ]
  %532 = phi i32 [ 0, %511 ], [ %526, %516 ]
  %533 = zext i32 %530 to i64
  %534 = sub nsw i64 0, %533
  %535 = getelementptr inbounds i8, ptr %509, i64 %534
  %536 = load i64, ptr %535, align 1, !tbaa !13
  %537 = icmp eq i32 %532, 0
  %538 = icmp ult ptr %504, %57
  %539 = and i1 %538, %537
  br i1 %539, label %549, label %540

540:                                              ; preds = %529, %514, %549, %490
  %541 = phi i64 [ %496, %490 ], [ %508, %529 ], [ %508, %514 ], [ %623, %549 ]
  %542 = phi i64 [ %495, %490 ], [ %507, %529 ], [ %507, %514 ], [ %603, %549 ]
  %543 = phi ptr [ %0, %490 ], [ %504, %529 ], [ %504, %514 ], [ %625, %549 ]
  %544 = phi i32 [ %494, %490 ], [ %531, %529 ], [ %505, %514 ], [ %613, %549 ]
  %545 = phi i64 [ %493, %490 ], [ %536, %529 ], [ %506, %514 ], [ %536, %549 ]
  %546 = phi ptr [ @BIT_reloadDStream.zeroFilled, %490 ], [ %535, %529 ], [ %509, %514 ], [ @BIT_reloadDStream.zeroFilled, %549 ]
  store i64 %545, ptr %11, align 8, !tbaa !37
  store i64 %542, ptr %12, align 8, !tbaa !40
  store i64 %541, ptr %13, align 8, !tbaa !40
  %547 = getelementptr inbounds i8, ptr %56, i64 -2
  %548 = icmp ugt ptr %543, %547
  br i1 %548, label %750, label %627

549:                                              ; preds = %529
  %550 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %507
  %551 = load i16, ptr %550, align 2, !tbaa !5
  %552 = getelementptr inbounds i8, ptr %550, i64 2
  %553 = load i8, ptr %552, align 2, !tbaa !20
  %554 = getelementptr inbounds i8, ptr %550, i64 3
  %555 = load i8, ptr %554, align 1, !tbaa !20
  %556 = zext i8 %555 to i32
  %557 = add i32 %531, %556
  %558 = sub i32 0, %557
  %559 = and i32 %558, 63
  %560 = zext nneg i32 %559 to i64
  %561 = lshr i64 %536, %560
  %562 = zext nneg i8 %555 to i64
  %563 = shl nsw i64 -1, %562
  %564 = xor i64 %563, -1
  %565 = and i64 %561, %564
  %566 = zext i16 %551 to i64
  store i8 %553, ptr %504, align 1, !tbaa !20
  %567 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %508
  %568 = load i16, ptr %567, align 2, !tbaa !5
  %569 = getelementptr inbounds i8, ptr %567, i64 2
  %570 = load i8, ptr %569, align 2, !tbaa !20
  %571 = getelementptr inbounds i8, ptr %567, i64 3
  %572 = load i8, ptr %571, align 1, !tbaa !20
  %573 = zext i8 %572 to i32
  %574 = add i32 %557, %573
  %575 = sub i32 0, %574
  %576 = and i32 %575, 63
  %577 = zext nneg i32 %576 to i64
  %578 = lshr i64 %536, %577
  %579 = zext nneg i8 %572 to i64
  %580 = shl nsw i64 -1, %579
  %581 = xor i64 %580, -1
  %582 = and i64 %578, %581
  %583 = zext i16 %568 to i64
  %584 = getelementptr inbounds i8, ptr %504, i64 1
  store i8 %570, ptr %584, align 1, !tbaa !20
  %585 = getelementptr %struct.FSE_decode_t, ptr %499, i64 %565
  %586 = getelementptr %struct.FSE_decode_t, ptr %585, i64 %566
  %587 = load i16, ptr %586, align 2, !tbaa !5
  %588 = getelementptr inbounds i8, ptr %586, i64 2
  %589 = load i8, ptr %588, align 2, !tbaa !20
  %590 = getelementptr inbounds i8, ptr %586, i64 3
  %591 = load i8, ptr %590, align 1, !tbaa !20
  %592 = zext i8 %591 to i32
  %593 = add i32 %574, %592
  %594 = sub i32 0, %593
  %595 = and i32 %594, 63
  %596 = zext nneg i32 %595 to i64
  %597 = lshr i64 %536, %596
  %598 = zext nneg i8 %591 to i64
  %599 = shl nsw i64 -1, %598
  %600 = xor i64 %599, -1
  %601 = and i64 %597, %600
  %602 = zext i16 %587 to i64
  %603 = add nuw i64 %601, %602
  %604 = getelementptr inbounds i8, ptr %504, i64 2
  store i8 %589, ptr %604, align 1, !tbaa !20
  %605 = getelementptr %struct.FSE_decode_t, ptr %501, i64 %582
  %606 = getelementptr %struct.FSE_decode_t, ptr %605, i64 %583
  %607 = load i16, ptr %606, align 2, !tbaa !5
  %608 = getelementptr inbounds i8, ptr %606, i64 2
  %609 = load i8, ptr %608, align 2, !tbaa !20
  %610 = getelementptr inbounds i8, ptr %606, i64 3
  %611 = load i8, ptr %610, align 1, !tbaa !20
  %612 = zext i8 %611 to i32
  %613 = add i32 %593, %612
  %614 = sub i32 0, %613
  %615 = and i32 %614, 63
  %616 = zext nneg i32 %615 to i64
  %617 = lshr i64 %536, %616
  %618 = zext nneg i8 %611 to i64
  %619 = shl nsw i64 -1, %618
  %620 = xor i64 %619, -1
  %621 = and i64 %617, %620
  %622 = zext i16 %607 to i64
  %623 = add nuw i64 %621, %622
  %624 = getelementptr inbounds i8, ptr %504, i64 3
  store i8 %609, ptr %624, align 1, !tbaa !20
  %625 = getelementptr inbounds i8, ptr %504, i64 4
  %626 = icmp ugt i32 %613, 64
  br i1 %626, label %540, label %503, !prof !43, !llvm.loop !44

627:                                              ; preds = %540, %734
  %628 = phi ptr [ %735, %734 ], [ %546, %540 ]
  %629 = phi ptr [ %706, %734 ], [ %543, %540 ]
  %630 = phi i64 [ %651, %734 ], [ %542, %540 ]
  %631 = phi i64 [ %737, %734 ], [ %545, %540 ]
  %632 = phi i32 [ %736, %734 ], [ %544, %540 ]
  %633 = phi i64 [ %705, %734 ], [ %541, %540 ]
  %634 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %630
  %635 = load i16, ptr %634, align 2, !tbaa !5
  %636 = getelementptr inbounds i8, ptr %634, i64 2
  %637 = load i8, ptr %636, align 2, !tbaa !20
  %638 = getelementptr inbounds i8, ptr %634, i64 3
  %639 = load i8, ptr %638, align 1, !tbaa !20
  %640 = zext i8 %639 to i32
  %641 = add i32 %632, %640
  %642 = sub i32 0, %641
  %643 = and i32 %642, 63
  %644 = zext nneg i32 %643 to i64
  %645 = lshr i64 %631, %644
  %646 = zext nneg i8 %639 to i64
  %647 = shl nsw i64 -1, %646
  %648 = xor i64 %647, -1
  %649 = and i64 %645, %648
  %650 = zext i16 %635 to i64
  %651 = add nuw i64 %649, %650
  %652 = getelementptr inbounds i8, ptr %629, i64 1
  store i8 %637, ptr %629, align 1, !tbaa !20
  %653 = icmp ugt i32 %641, 64
  br i1 %653, label %673, label %654, !prof !39

654:                                              ; preds = %627
  %655 = icmp ult ptr %628, %456
  br i1 %655, label %659, label %656

656:                                              ; preds = %654
  %657 = lshr i32 %641, 3
  %658 = and i32 %641, 7
  br label %675

659:                                              ; preds = %654
  %660 = icmp eq ptr %628, %492
  br i1 %660, label %682, label %661

661:                                              ; preds = %659
  %662 = lshr i32 %641, 3
  %663 = zext nneg i32 %662 to i64
  %664 = sub nsw i64 0, %663
  %665 = getelementptr inbounds i8, ptr %628, i64 %664
  %666 = icmp ult ptr %665, %492
  %667 = ptrtoint ptr %628 to i64
  %668 = sub i64 %667, %497
  %669 = trunc i64 %668 to i32
  %670 = select i1 %666, i32 %669, i32 %662
  %671 = shl i32 %670, 3
  %672 = sub i32 %641, %671
  br label %675

673:                                              ; preds = %627
  %674 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %633, i32 1
  br label %741

675:                                              ; preds = %661, %656
  %676 = phi i32 [ %657, %656 ], [ %670, %661 ]
  %677 = phi i32 [ %658, %656 ], [ %672, %661 ]
  %678 = zext i32 %676 to i64
  %679 = sub nsw i64 0, %678
  %680 = getelementptr inbounds i8, ptr %628, i64 %679
  %681 = load i64, ptr %680, align 1, !tbaa !13
  br label %682

682:                                              ; preds = %675, %659
  %683 = phi ptr [ %628, %659 ], [ %680, %675 ]
  %684 = phi i32 [ %641, %659 ], [ %677, %675 ]
  %685 = phi i64 [ %631, %659 ], [ %681, %675 ]
  %686 = icmp ugt ptr %652, %547
  br i1 %686, label %750, label %687

687:                                              ; preds = %682
  %688 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %633
  %689 = load i16, ptr %688, align 2, !tbaa !5
  %690 = getelementptr inbounds i8, ptr %688, i64 2
  %691 = load i8, ptr %690, align 2, !tbaa !20
  %692 = getelementptr inbounds i8, ptr %688, i64 3
  %693 = load i8, ptr %692, align 1, !tbaa !20
  %694 = zext i8 %693 to i32
  %695 = add i32 %684, %694
  %696 = sub i32 0, %695
  %697 = and i32 %696, 63
  %698 = zext nneg i32 %697 to i64
  %699 = lshr i64 %685, %698
  %700 = zext nneg i8 %693 to i64
  %701 = shl nsw i64 -1, %700
  %702 = xor i64 %701, -1
  %703 = and i64 %699, %702
  %704 = zext i16 %689 to i64
  %705 = add nuw i64 %703, %704
  %706 = getelementptr inbounds i8, ptr %629, i64 2
  store i8 %691, ptr %652, align 1, !tbaa !20
  %707 = icmp ugt i32 %695, 64
  br i1 %707, label %739, label %708, !prof !39

708:                                              ; preds = %687
  %709 = icmp ult ptr %683, %456
  br i1 %709, label %713, label %710

710:                                              ; preds = %708
  %711 = lshr i32 %695, 3
  %712 = and i32 %695, 7
  br label %727

713:                                              ; preds = %708
  %714 = icmp eq ptr %683, %492
  br i1 %714, label %734, label %715

715:                                              ; preds = %713
  %716 = lshr i32 %695, 3
  %717 = zext nneg i32 %716 to i64
  %718 = sub nsw i64 0, %717
  %719 = getelementptr inbounds i8, ptr %683, i64 %718
  %720 = icmp ult ptr %719, %492
  %721 = ptrtoint ptr %683 to i64
  %722 = sub i64 %721, %497
  %723 = trunc i64 %722 to i32
  %724 = select i1 %720, i32 %723, i32 %716
  %725 = shl i32 %724, 3
  %726 = sub i32 %695, %725
  br label %727

727:                                              ; preds = %715, %710
  %728 = phi i32 [ %711, %710 ], [ %724, %715 ]
  %729 = phi i32 [ %712, %710 ], [ %726, %715 ]
  %730 = zext i32 %728 to i64
  %731 = sub nsw i64 0, %730
  %732 = getelementptr inbounds i8, ptr %683, i64 %731
  %733 = load i64, ptr %732, align 1, !tbaa !13
  br label %734

734:                                              ; preds = %727, %713
  %735 = phi ptr [ %683, %713 ], [ %732, %727 ]
  %736 = phi i32 [ %695, %713 ], [ %729, %727 ]
  %737 = phi i64 [ %685, %713 ], [ %733, %727 ]
  %738 = icmp ugt ptr %706, %547
  br i1 %738, label %750, label %627

739:                                              ; preds = %687
  %740 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %651, i32 1
  br label %741

741:                                              ; preds = %739, %673
  %742 = phi ptr [ %740, %739 ], [ %674, %673 ]
  %743 = phi i64 [ 3, %739 ], [ 2, %673 ]
  %744 = phi ptr [ %706, %739 ], [ %652, %673 ]
  %745 = load i8, ptr %742, align 2, !tbaa !20
  %746 = getelementptr inbounds i8, ptr %629, i64 %743
  store i8 %745, ptr %744, align 1, !tbaa !20
  %747 = ptrtoint ptr %746 to i64
  %748 = ptrtoint ptr %0 to i64
  %749 = sub i64 %747, %748
  br label %750

750:                                              ; preds = %682, %734, %540, %448, %445, %741
  %751 = phi i64 [ %749, %741 ], [ %446, %445 ], [ -20, %448 ], [ -70, %540 ], [ -70, %734 ], [ -70, %682 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #10
  br label %752

752:                                              ; preds = %21, %18, %7, %24, %43, %443, %750
  %753 = phi i64 [ %50, %43 ], [ -1, %7 ], [ -44, %24 ], [ %444, %443 ], [ %751, %750 ], [ -44, %21 ], [ %19, %18 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #10
  ret i64 %753
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

declare i64 @FSE_readNCount_bmi2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i64 1, 0) i64 @BIT_initDStream(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  br label %87

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %1, ptr %7, align 8, !tbaa !32
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !35
  %10 = icmp ugt i64 %2, 7
  br i1 %10, label %11, label %27

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %13, ptr %14, align 8, !tbaa !36
  %15 = load i64, ptr %13, align 1, !tbaa !13
  store i64 %15, ptr %0, align 8, !tbaa !37
  %16 = getelementptr i8, ptr %12, i64 -1
  %17 = load i8, ptr %16, align 1, !tbaa !20
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %11
  %20 = zext i8 %17 to i32
  %21 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %20, i1 true)
  %22 = xor i32 %21, 31
  %23 = sub nuw nsw i32 8, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %23, ptr %24, align 8, !tbaa !38
  br label %87

25:                                               ; preds = %11
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %26, align 8, !tbaa !38
  br label %87

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %1, ptr %28, align 8, !tbaa !36
  %29 = load i8, ptr %1, align 1, !tbaa !20
  %30 = zext i8 %29 to i64
  store i64 %30, ptr %0, align 8, !tbaa !37
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
  %33 = load i8, ptr %32, align 1, !tbaa !20
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 48
  %36 = or disjoint i64 %35, %30
  store i64 %36, ptr %0, align 8, !tbaa !37
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi i64 [ %30, %27 ], [ %36, %31 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 5
  %40 = load i8, ptr %39, align 1, !tbaa !20
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = add nuw nsw i64 %42, %38
  store i64 %43, ptr %0, align 8, !tbaa !37
  br label %44

44:                                               ; preds = %27, %37
  %45 = phi i64 [ %30, %27 ], [ %43, %37 ]
  %46 = getelementptr inbounds i8, ptr %1, i64 4
  %47 = load i8, ptr %46, align 1, !tbaa !20
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 32
  %50 = add nuw nsw i64 %49, %45
  store i64 %50, ptr %0, align 8, !tbaa !37
  br label %51

51:                                               ; preds = %27, %44
  %52 = phi i64 [ %30, %27 ], [ %50, %44 ]
  %53 = getelementptr inbounds i8, ptr %1, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !20
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 24
  %57 = add nuw nsw i64 %56, %52
  store i64 %57, ptr %0, align 8, !tbaa !37
  br label %58

58:                                               ; preds = %27, %51
  %59 = phi i64 [ %30, %27 ], [ %57, %51 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !20
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = add nuw nsw i64 %63, %59
  store i64 %64, ptr %0, align 8, !tbaa !37
  br label %65

65:                                               ; preds = %27, %58
  %66 = phi i64 [ %30, %27 ], [ %64, %58 ]
  %67 = getelementptr inbounds i8, ptr %1, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !20
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 8
  %71 = add nuw nsw i64 %70, %66
  store i64 %71, ptr %0, align 8, !tbaa !37
  br label %72

72:                                               ; preds = %65, %27
  %73 = getelementptr i8, ptr %1, i64 %2
  %74 = getelementptr i8, ptr %73, i64 -1
  %75 = load i8, ptr %74, align 1, !tbaa !20
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %78, align 8, !tbaa !38
  br label %87

79:                                               ; preds = %72
  %80 = zext i8 %75 to i32
  %81 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %80, i1 true)
  %82 = getelementptr inbounds i8, ptr %0, i64 8
  %83 = trunc nuw i64 %2 to i32
  %84 = shl nuw nsw i32 %83, 3
  %85 = sub nsw i32 %81, %84
  %86 = add nsw i32 %85, 41
  store i32 %86, ptr %82, align 8, !tbaa !38
  br label %87

87:                                               ; preds = %79, %19, %77, %25, %5
  %88 = phi i64 [ -72, %5 ], [ -1, %25 ], [ -20, %77 ], [ %2, %19 ], [ %2, %79 ]
  ret i64 %88
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @FSE_initDState(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr noundef %2) unnamed_addr #7 {
  %4 = load i16, ptr %2, align 2, !tbaa !46
  %5 = zext i16 %4 to i32
  %6 = load i64, ptr %1, align 8, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !38
  %9 = add i32 %8, %5
  %10 = sub i32 0, %9
  %11 = and i32 %10, 63
  %12 = zext nneg i32 %11 to i64
  %13 = lshr i64 %6, %12
  %14 = zext nneg i16 %4 to i64
  %15 = shl nsw i64 -1, %14
  %16 = xor i64 %15, -1
  %17 = and i64 %13, %16
  store i32 %9, ptr %7, align 8, !tbaa !38
  store i64 %17, ptr %0, align 8, !tbaa !40
  %18 = icmp ugt i32 %9, 64
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  br i1 %18, label %20, label %21, !prof !39

20:                                               ; preds = %3
  store ptr @BIT_reloadDStream.zeroFilled, ptr %19, align 8, !tbaa !36
  br label %54

21:                                               ; preds = %3
  %22 = load ptr, ptr %19, align 8, !tbaa !36
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load ptr, ptr %23, align 8, !tbaa !35
  %25 = icmp ult ptr %22, %24
  br i1 %25, label %33, label %26

26:                                               ; preds = %21
  %27 = lshr i32 %9, 3
  %28 = zext nneg i32 %27 to i64
  %29 = sub nsw i64 0, %28
  %30 = getelementptr inbounds i8, ptr %22, i64 %29
  store ptr %30, ptr %19, align 8, !tbaa !36
  %31 = and i32 %9, 7
  store i32 %31, ptr %7, align 8, !tbaa !38
  %32 = load i64, ptr %30, align 1, !tbaa !13
  store i64 %32, ptr %1, align 8, !tbaa !37
  br label %54

33:                                               ; preds = %21
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = load ptr, ptr %34, align 8, !tbaa !32
  %36 = icmp eq ptr %22, %35
  br i1 %36, label %54, label %37

37:                                               ; preds = %33
  %38 = lshr i32 %9, 3
  %39 = zext nneg i32 %38 to i64
  %40 = sub nsw i64 0, %39
  %41 = getelementptr inbounds i8, ptr %22, i64 %40
  %42 = icmp ult ptr %41, %35
  %43 = ptrtoint ptr %22 to i64
  %44 = ptrtoint ptr %35 to i64
  %45 = sub i64 %43, %44
  %46 = trunc i64 %45 to i32
  %47 = select i1 %42, i32 %46, i32 %38
  %48 = zext i32 %47 to i64
  %49 = sub nsw i64 0, %48
  %50 = getelementptr inbounds i8, ptr %22, i64 %49
  store ptr %50, ptr %19, align 8, !tbaa !36
  %51 = shl i32 %47, 3
  %52 = sub i32 %9, %51
  store i32 %52, ptr %7, align 8, !tbaa !38
  %53 = load i64, ptr %50, align 1, !tbaa !13
  store i64 %53, ptr %1, align 8, !tbaa !37
  br label %54

54:                                               ; preds = %33, %20, %26, %37
  %55 = getelementptr inbounds i8, ptr %2, i64 4
  %56 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %55, ptr %56, align 8, !tbaa !47
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !7, i64 2}
!10 = !{!"", !6, i64 0, !7, i64 2, !7, i64 3}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
!19 = distinct !{!19, !12}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!10, !7, i64 3}
!26 = !{!10, !6, i64 0}
!27 = distinct !{!27, !12}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !7, i64 0}
!30 = !{!31, !6, i64 2}
!31 = !{!"", !6, i64 0, !6, i64 2}
!32 = !{!33, !34, i64 24}
!33 = !{!"", !14, i64 0, !29, i64 8, !34, i64 16, !34, i64 24, !34, i64 32}
!34 = !{!"any pointer", !7, i64 0}
!35 = !{!33, !34, i64 32}
!36 = !{!33, !34, i64 16}
!37 = !{!33, !14, i64 0}
!38 = !{!33, !29, i64 8}
!39 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!40 = !{!41, !14, i64 0}
!41 = !{!"", !14, i64 0, !34, i64 8}
!42 = !{!"branch_weights", i32 53687091, i32 2093796557}
!43 = !{!"branch_weights", i32 127, i32 255873}
!44 = distinct !{!44, !12}
!45 = !{!"branch_weights", i32 1, i32 127}
!46 = !{!31, !6, i64 0}
!47 = !{!41, !34, i64 8}
