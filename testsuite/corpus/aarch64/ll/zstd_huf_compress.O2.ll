; ModuleID = 'src/zstd/lib/compress/huf_compress.c'
source_filename = "src/zstd/lib/compress/huf_compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rankPos = type { i16, i16 }
%struct.nodeElt_s = type { i32, i16, i8, i8 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @HUF_readCTableHeader(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i64, ptr %0, align 8
  ret i64 %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_writeCTable_wksp(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = ptrtoint ptr %5 to i64
  %11 = sub i64 0, %10
  %12 = and i64 %11, 3
  %13 = icmp ugt i64 %12, %6
  %14 = getelementptr inbounds i8, ptr %5, i64 %12
  %15 = tail call i64 @llvm.usub.sat.i64(i64 %6, i64 %12)
  %16 = select i1 %13, ptr null, ptr %14
  %17 = icmp ult i64 %15, 748
  br i1 %17, label %264, label %18

18:                                               ; preds = %7
  %19 = icmp ugt i32 %3, 255
  br i1 %19, label %264, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %16, i64 480
  store i8 0, ptr %21, align 4, !tbaa !6
  %22 = add i32 %4, 1
  %23 = icmp ugt i32 %22, 1
  br i1 %23, label %24, label %80

24:                                               ; preds = %20
  %25 = zext i32 %22 to i64
  %26 = add nsw i64 %25, -1
  %27 = icmp ult i32 %22, 9
  br i1 %27, label %55, label %28

28:                                               ; preds = %24
  %29 = icmp ult i32 %22, 33
  br i1 %29, label %57, label %30

30:                                               ; preds = %28
  %31 = and i64 %26, -32
  %32 = insertelement <16 x i32> poison, i32 %22, i64 0
  %33 = shufflevector <16 x i32> %32, <16 x i32> poison, <16 x i32> zeroinitializer
  %34 = or disjoint i64 %31, 1
  br label %35

35:                                               ; preds = %35, %30
  %36 = phi i64 [ 0, %30 ], [ %46, %35 ]
  %37 = phi <16 x i32> [ <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>, %30 ], [ %47, %35 ]
  %38 = add <16 x i32> %37, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %39 = or disjoint i64 %36, 1
  %40 = sub <16 x i32> %33, %37
  %41 = sub <16 x i32> %33, %38
  %42 = trunc <16 x i32> %40 to <16 x i8>
  %43 = trunc <16 x i32> %41 to <16 x i8>
  %44 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %39
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <16 x i8> %42, ptr %44, align 1, !tbaa !6
  store <16 x i8> %43, ptr %45, align 1, !tbaa !6
  %46 = add nuw i64 %36, 32
  %47 = add <16 x i32> %37, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %48 = icmp eq i64 %46, %31
  br i1 %48, label %49, label %35, !llvm.loop !9

49:                                               ; preds = %35
  %50 = icmp eq i64 %26, %31
  br i1 %50, label %80, label %51

51:                                               ; preds = %49
  %52 = or disjoint i64 %31, 1
  %53 = and i64 %26, 24
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %55, label %57

55:                                               ; preds = %78, %24, %51
  %56 = phi i64 [ 1, %24 ], [ %52, %51 ], [ %61, %78 ]
  br label %85

57:                                               ; preds = %28, %51
  %58 = phi i64 [ %34, %51 ], [ 1, %28 ]
  %59 = phi i64 [ %31, %51 ], [ 0, %28 ]
  %60 = and i64 %26, -8
  %61 = or disjoint i64 %60, 1
  %62 = trunc i64 %58 to i32
  %63 = insertelement <8 x i32> poison, i32 %62, i64 0
  %64 = shufflevector <8 x i32> %63, <8 x i32> poison, <8 x i32> zeroinitializer
  %65 = add <8 x i32> %64, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %66 = insertelement <8 x i32> poison, i32 %22, i64 0
  %67 = shufflevector <8 x i32> %66, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %68

68:                                               ; preds = %68, %57
  %69 = phi i64 [ %59, %57 ], [ %75, %68 ]
  %70 = phi <8 x i32> [ %65, %57 ], [ %76, %68 ]
  %71 = or disjoint i64 %69, 1
  %72 = sub <8 x i32> %67, %70
  %73 = trunc <8 x i32> %72 to <8 x i8>
  %74 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %71
  store <8 x i8> %73, ptr %74, align 1, !tbaa !6
  %75 = add nuw i64 %69, 8
  %76 = add <8 x i32> %70, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %77 = icmp eq i64 %75, %60
  br i1 %77, label %78, label %68, !llvm.loop !13

78:                                               ; preds = %68
  %79 = icmp eq i64 %26, %60
  br i1 %79, label %80, label %55

80:                                               ; preds = %85, %49, %78, %20
  %81 = icmp eq i32 %3, 0
  br i1 %81, label %103, label %82

82:                                               ; preds = %80
  %83 = getelementptr inbounds i8, ptr %16, i64 493
  %84 = zext nneg i32 %3 to i64
  br label %93

85:                                               ; preds = %55, %85
  %86 = phi i64 [ %91, %85 ], [ %56, %55 ]
  %87 = trunc nuw i64 %86 to i32
  %88 = sub i32 %22, %87
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %86
  store i8 %89, ptr %90, align 1, !tbaa !6
  %91 = add nuw nsw i64 %86, 1
  %92 = icmp eq i64 %91, %25
  br i1 %92, label %80, label %85, !llvm.loop !14

93:                                               ; preds = %82, %93
  %94 = phi i64 [ 0, %82 ], [ %101, %93 ]
  %95 = getelementptr inbounds i64, ptr %9, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !15
  %97 = and i64 %96, 255
  %98 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !6
  %100 = getelementptr inbounds [255 x i8], ptr %83, i64 0, i64 %94
  store i8 %99, ptr %100, align 1, !tbaa !6
  %101 = add nuw nsw i64 %94, 1
  %102 = icmp eq i64 %101, %84
  br i1 %102, label %103, label %93, !llvm.loop !17

103:                                              ; preds = %93, %80
  %104 = icmp eq i64 %1, 0
  br i1 %104, label %264, label %105

105:                                              ; preds = %103
  %106 = getelementptr i8, ptr %0, i64 1
  %107 = add i64 %1, -1
  %108 = getelementptr i8, ptr %16, i64 493
  %109 = zext nneg i32 %3 to i64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #13
  store i32 12, ptr %8, align 4, !tbaa !18
  %110 = ptrtoint ptr %16 to i64
  %111 = sub i64 0, %110
  %112 = and i64 %111, 3
  %113 = getelementptr inbounds i8, ptr %16, i64 %112
  %114 = icmp eq i64 %112, 0
  br i1 %114, label %115, label %147

115:                                              ; preds = %105
  %116 = icmp ult i32 %3, 2
  br i1 %116, label %149, label %117

117:                                              ; preds = %115
  %118 = getelementptr inbounds i8, ptr %113, i64 400
  %119 = call i32 @HIST_count_simple(ptr noundef nonnull %118, ptr noundef nonnull %8, ptr noundef nonnull %108, i64 noundef %109) #13
  %120 = icmp eq i32 %119, %3
  %121 = icmp eq i32 %119, 1
  %122 = or i1 %120, %121
  br i1 %122, label %149, label %123

123:                                              ; preds = %117
  %124 = load i32, ptr %8, align 4, !tbaa !18
  %125 = call i32 @FSE_optimalTableLog(i32 noundef 6, i64 noundef %109, i32 noundef %124) #13
  %126 = getelementptr inbounds i8, ptr %113, i64 452
  %127 = load i32, ptr %8, align 4, !tbaa !18
  %128 = call i64 @FSE_normalizeCount(ptr noundef nonnull %126, i32 noundef %125, ptr noundef nonnull %118, i64 noundef %109, i32 noundef %127, i32 noundef 0) #13
  %129 = icmp ult i64 %128, -119
  br i1 %129, label %130, label %147

130:                                              ; preds = %123
  %131 = ptrtoint ptr %106 to i64
  %132 = load i32, ptr %8, align 4, !tbaa !18
  %133 = call i64 @FSE_writeNCount(ptr noundef nonnull %106, i64 noundef %107, ptr noundef nonnull %126, i32 noundef %132, i32 noundef %125) #13
  %134 = icmp ult i64 %133, -119
  %135 = getelementptr inbounds i8, ptr %106, i64 %133
  br i1 %134, label %136, label %147

136:                                              ; preds = %130
  %137 = load i32, ptr %8, align 4, !tbaa !18
  %138 = getelementptr inbounds i8, ptr %113, i64 236
  %139 = call i64 @FSE_buildCTable_wksp(ptr noundef %113, ptr noundef nonnull %126, i32 noundef %137, i32 noundef %125, ptr noundef nonnull %138, i64 noundef 164) #13
  %140 = icmp ult i64 %139, -119
  br i1 %140, label %141, label %147

141:                                              ; preds = %136
  %142 = sub nsw i64 %107, %133
  %143 = call i64 @FSE_compress_usingCTable(ptr noundef nonnull %135, i64 noundef %142, ptr noundef nonnull %108, i64 noundef %109, ptr noundef %113) #13
  %144 = icmp ult i64 %143, -119
  br i1 %144, label %145, label %147

145:                                              ; preds = %141
  %146 = icmp eq i64 %143, 0
  br i1 %146, label %149, label %150

147:                                              ; preds = %136, %130, %123, %105, %141
  %148 = phi i64 [ %143, %141 ], [ -1, %105 ], [ %128, %123 ], [ %133, %130 ], [ %139, %136 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #13
  br label %264

149:                                              ; preds = %145, %117, %115
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #13
  br label %164

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %135, i64 %143
  %152 = ptrtoint ptr %151 to i64
  %153 = sub i64 %152, %131
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #13
  %154 = icmp ult i64 %153, -119
  br i1 %154, label %155, label %264

155:                                              ; preds = %150
  %156 = icmp ugt i64 %153, 1
  %157 = lshr i32 %3, 1
  %158 = zext nneg i32 %157 to i64
  %159 = icmp ult i64 %153, %158
  %160 = and i1 %156, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %155
  %162 = trunc i64 %153 to i8
  store i8 %162, ptr %0, align 1, !tbaa !6
  %163 = add nuw nsw i64 %153, 1
  br label %264

164:                                              ; preds = %155, %149
  %165 = icmp ugt i32 %3, 128
  br i1 %165, label %264, label %166

166:                                              ; preds = %164
  %167 = add nuw nsw i32 %3, 1
  %168 = lshr i32 %167, 1
  %169 = add nuw nsw i32 %168, 1
  %170 = zext nneg i32 %169 to i64
  %171 = icmp ugt i64 %170, %1
  br i1 %171, label %264, label %172

172:                                              ; preds = %166
  %173 = trunc nuw i32 %3 to i8
  %174 = add nuw i8 %173, 127
  store i8 %174, ptr %0, align 1, !tbaa !6
  %175 = getelementptr inbounds [255 x i8], ptr %108, i64 0, i64 %109
  store i8 0, ptr %175, align 1, !tbaa !6
  br i1 %81, label %264, label %176

176:                                              ; preds = %172
  %177 = add nsw i64 %109, -1
  %178 = lshr i64 %177, 1
  %179 = add nuw i64 %178, 1
  %180 = icmp ult i32 %3, 15
  br i1 %180, label %249, label %181

181:                                              ; preds = %176
  %182 = add nsw i64 %109, -1
  %183 = lshr i64 %182, 1
  %184 = getelementptr i8, ptr %0, i64 %183
  %185 = getelementptr i8, ptr %184, i64 2
  %186 = and i64 %182, -2
  %187 = getelementptr i8, ptr %16, i64 %186
  %188 = getelementptr i8, ptr %187, i64 495
  %189 = icmp ult ptr %106, %188
  %190 = icmp ult ptr %108, %185
  %191 = and i1 %189, %190
  br i1 %191, label %249, label %192

192:                                              ; preds = %181
  %193 = icmp ult i32 %3, 63
  br i1 %193, label %230, label %194

194:                                              ; preds = %192
  %195 = and i64 %179, -32
  %196 = getelementptr i8, ptr %16, i64 525
  %197 = load <32 x i8>, ptr %108, align 1, !tbaa !6
  %198 = load <32 x i8>, ptr %196, align 1, !tbaa !6
  %199 = shufflevector <32 x i8> %197, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %200 = shufflevector <32 x i8> %198, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %201 = shufflevector <32 x i8> %197, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %202 = shufflevector <32 x i8> %198, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %203 = shl <16 x i8> %199, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %204 = shl <16 x i8> %200, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %205 = add <16 x i8> %203, %201
  %206 = add <16 x i8> %204, %202
  %207 = getelementptr i8, ptr %0, i64 17
  store <16 x i8> %205, ptr %106, align 1, !tbaa !6, !alias.scope !20, !noalias !23
  store <16 x i8> %206, ptr %207, align 1, !tbaa !6, !alias.scope !20, !noalias !23
  %208 = icmp eq i64 %195, 32
  br i1 %208, label %224, label %209, !llvm.loop !25

209:                                              ; preds = %194
  %210 = getelementptr i8, ptr %16, i64 557
  %211 = getelementptr i8, ptr %16, i64 589
  %212 = load <32 x i8>, ptr %210, align 1, !tbaa !6
  %213 = load <32 x i8>, ptr %211, align 1, !tbaa !6
  %214 = shufflevector <32 x i8> %212, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %215 = shufflevector <32 x i8> %213, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %216 = shufflevector <32 x i8> %212, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %217 = shufflevector <32 x i8> %213, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %218 = shl <16 x i8> %214, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %219 = shl <16 x i8> %215, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %220 = add <16 x i8> %218, %216
  %221 = add <16 x i8> %219, %217
  %222 = getelementptr i8, ptr %0, i64 33
  %223 = getelementptr i8, ptr %0, i64 49
  store <16 x i8> %220, ptr %222, align 1, !tbaa !6, !alias.scope !20, !noalias !23
  store <16 x i8> %221, ptr %223, align 1, !tbaa !6, !alias.scope !20, !noalias !23
  br label %224

224:                                              ; preds = %209, %194
  %225 = icmp eq i64 %179, %195
  br i1 %225, label %264, label %226

226:                                              ; preds = %224
  %227 = shl i64 %195, 1
  %228 = and i64 %179, 24
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %249, label %230

230:                                              ; preds = %192, %226
  %231 = phi i64 [ %195, %226 ], [ 0, %192 ]
  %232 = and i64 %179, -8
  %233 = shl i64 %232, 1
  br label %234

234:                                              ; preds = %234, %230
  %235 = phi i64 [ %231, %230 ], [ %245, %234 ]
  %236 = shl i64 %235, 1
  %237 = getelementptr inbounds [255 x i8], ptr %108, i64 0, i64 %236
  %238 = load <16 x i8>, ptr %237, align 1, !tbaa !6
  %239 = shufflevector <16 x i8> %238, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %240 = shufflevector <16 x i8> %238, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %241 = shl <8 x i8> %239, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %242 = add <8 x i8> %241, %240
  %243 = and i64 %235, 9223372036854775800
  %244 = getelementptr inbounds i8, ptr %106, i64 %243
  store <8 x i8> %242, ptr %244, align 1, !tbaa !6, !alias.scope !26, !noalias !29
  %245 = add nuw i64 %235, 8
  %246 = icmp eq i64 %245, %232
  br i1 %246, label %247, label %234, !llvm.loop !31

247:                                              ; preds = %234
  %248 = icmp eq i64 %179, %232
  br i1 %248, label %264, label %249

249:                                              ; preds = %247, %181, %176, %226
  %250 = phi i64 [ 0, %176 ], [ 0, %181 ], [ %227, %226 ], [ %233, %247 ]
  br label %251

251:                                              ; preds = %249, %251
  %252 = phi i64 [ %262, %251 ], [ %250, %249 ]
  %253 = getelementptr inbounds [255 x i8], ptr %108, i64 0, i64 %252
  %254 = load i8, ptr %253, align 1, !tbaa !6
  %255 = shl i8 %254, 4
  %256 = or disjoint i64 %252, 1
  %257 = getelementptr inbounds [255 x i8], ptr %108, i64 0, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !6
  %259 = add i8 %255, %258
  %260 = lshr exact i64 %252, 1
  %261 = getelementptr inbounds i8, ptr %106, i64 %260
  store i8 %259, ptr %261, align 1, !tbaa !6
  %262 = add nuw nsw i64 %252, 2
  %263 = icmp ult i64 %262, %109
  br i1 %263, label %251, label %264, !llvm.loop !32

264:                                              ; preds = %251, %224, %247, %172, %147, %150, %161, %166, %164, %103, %18, %7
  %265 = phi i64 [ -1, %7 ], [ -46, %18 ], [ -70, %103 ], [ -1, %164 ], [ -70, %166 ], [ %148, %147 ], [ %153, %150 ], [ %163, %161 ], [ %170, %172 ], [ %170, %247 ], [ %170, %224 ], [ %170, %251 ]
  ret i64 %265
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readCTable(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #2 {
  %6 = alloca [256 x i8], align 1
  %7 = alloca [13 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [14 x i16], align 2
  %11 = alloca [14 x i16], align 2
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #13
  store i32 0, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #13
  store i32 0, ptr %9, align 4, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = call i64 @HUF_readStats(ptr noundef nonnull %6, i64 noundef 256, ptr noundef nonnull %7, ptr noundef nonnull %9, ptr noundef nonnull %8, ptr noundef %2, i64 noundef %3) #13
  %14 = icmp ult i64 %13, -119
  br i1 %14, label %15, label %159

15:                                               ; preds = %5
  %16 = load i32, ptr %7, align 4, !tbaa !18
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  store i32 %18, ptr %4, align 4, !tbaa !18
  %19 = load i32, ptr %8, align 4, !tbaa !18
  %20 = icmp ugt i32 %19, 12
  br i1 %20, label %159, label %21

21:                                               ; preds = %15
  %22 = load i32, ptr %9, align 4, !tbaa !18
  %23 = load i32, ptr %1, align 4, !tbaa !18
  %24 = add i32 %23, 1
  %25 = icmp ugt i32 %22, %24
  br i1 %25, label %159, label %26

26:                                               ; preds = %21
  %27 = add i32 %22, -1
  store i32 %27, ptr %1, align 4, !tbaa !18
  %28 = trunc nuw i32 %19 to i8
  %29 = trunc i32 %27 to i8
  store i8 %28, ptr %0, align 8
  %30 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %29, ptr %30, align 1
  %31 = getelementptr inbounds i8, ptr %0, i64 2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %31, i8 0, i64 6, i1 false)
  %32 = icmp eq i32 %19, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %26
  %34 = add nuw nsw i32 %19, 1
  %35 = zext nneg i32 %34 to i64
  br label %85

36:                                               ; preds = %85, %26
  %37 = icmp eq i32 %22, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  br label %120

39:                                               ; preds = %36
  %40 = add nuw nsw i8 %28, 1
  %41 = zext i32 %22 to i64
  %42 = icmp ult i32 %22, 8
  br i1 %42, label %65, label %43

43:                                               ; preds = %39
  %44 = icmp ult i32 %22, 16
  br i1 %44, label %67, label %45

45:                                               ; preds = %43
  %46 = and i64 %41, 4294967280
  %47 = insertelement <16 x i8> poison, i8 %40, i64 0
  %48 = shufflevector <16 x i8> %47, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %49

49:                                               ; preds = %49, %45
  %50 = phi i64 [ 0, %45 ], [ %58, %49 ]
  %51 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %50
  %52 = load <16 x i8>, ptr %51, align 1, !tbaa !6
  %53 = getelementptr inbounds i64, ptr %12, i64 %50
  %54 = sub <16 x i8> %48, %52
  %55 = icmp eq <16 x i8> %52, zeroinitializer
  %56 = select <16 x i1> %55, <16 x i8> zeroinitializer, <16 x i8> %54
  %57 = zext <16 x i8> %56 to <16 x i64>
  store <16 x i64> %57, ptr %53, align 8, !tbaa !15
  %58 = add nuw i64 %50, 16
  %59 = icmp eq i64 %58, %46
  br i1 %59, label %60, label %49, !llvm.loop !33

60:                                               ; preds = %49
  %61 = icmp eq i64 %46, %41
  br i1 %61, label %107, label %62

62:                                               ; preds = %60
  %63 = and i64 %41, 8
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %65, label %67

65:                                               ; preds = %83, %39, %62
  %66 = phi i64 [ 0, %39 ], [ %46, %62 ], [ %69, %83 ]
  br label %96

67:                                               ; preds = %43, %62
  %68 = phi i64 [ %46, %62 ], [ 0, %43 ]
  %69 = and i64 %41, 4294967288
  %70 = insertelement <8 x i8> poison, i8 %40, i64 0
  %71 = shufflevector <8 x i8> %70, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %72

72:                                               ; preds = %72, %67
  %73 = phi i64 [ %68, %67 ], [ %81, %72 ]
  %74 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %73
  %75 = load <8 x i8>, ptr %74, align 1, !tbaa !6
  %76 = getelementptr inbounds i64, ptr %12, i64 %73
  %77 = sub <8 x i8> %71, %75
  %78 = icmp eq <8 x i8> %75, zeroinitializer
  %79 = select <8 x i1> %78, <8 x i8> zeroinitializer, <8 x i8> %77
  %80 = zext <8 x i8> %79 to <8 x i64>
  store <8 x i64> %80, ptr %76, align 8, !tbaa !15
  %81 = add nuw i64 %73, 8
  %82 = icmp eq i64 %81, %69
  br i1 %82, label %83, label %72, !llvm.loop !34

83:                                               ; preds = %72
  %84 = icmp eq i64 %69, %41
  br i1 %84, label %107, label %65

85:                                               ; preds = %33, %85
  %86 = phi i64 [ 1, %33 ], [ %94, %85 ]
  %87 = phi i32 [ 0, %33 ], [ %93, %85 ]
  %88 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %86
  %89 = load i32, ptr %88, align 4, !tbaa !18
  %90 = trunc i64 %86 to i32
  %91 = add i32 %90, -1
  %92 = shl i32 %89, %91
  %93 = add i32 %92, %87
  store i32 %87, ptr %88, align 4, !tbaa !18
  %94 = add nuw nsw i64 %86, 1
  %95 = icmp eq i64 %94, %35
  br i1 %95, label %36, label %85, !llvm.loop !35

96:                                               ; preds = %65, %96
  %97 = phi i64 [ %105, %96 ], [ %66, %65 ]
  %98 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !6
  %100 = getelementptr inbounds i64, ptr %12, i64 %97
  %101 = sub i8 %40, %99
  %102 = icmp eq i8 %99, 0
  %103 = select i1 %102, i8 0, i8 %101
  %104 = zext i8 %103 to i64
  store i64 %104, ptr %100, align 8, !tbaa !15
  %105 = add nuw nsw i64 %97, 1
  %106 = icmp eq i64 %105, %41
  br i1 %106, label %107, label %96, !llvm.loop !36

107:                                              ; preds = %96, %83, %60
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  br i1 %37, label %120, label %108

108:                                              ; preds = %107
  %109 = zext i32 %22 to i64
  br label %110

110:                                              ; preds = %108, %110
  %111 = phi i64 [ 0, %108 ], [ %118, %110 ]
  %112 = getelementptr inbounds i64, ptr %12, i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !15
  %114 = and i64 %113, 255
  %115 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %114
  %116 = load i16, ptr %115, align 2, !tbaa !37
  %117 = add i16 %116, 1
  store i16 %117, ptr %115, align 2, !tbaa !37
  %118 = add nuw nsw i64 %111, 1
  %119 = icmp eq i64 %118, %109
  br i1 %119, label %120, label %110, !llvm.loop !39

120:                                              ; preds = %110, %38, %107
  %121 = add nuw nsw i32 %19, 1
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %122
  store i16 0, ptr %123, align 2, !tbaa !37
  br i1 %32, label %126, label %124

124:                                              ; preds = %120
  %125 = zext nneg i32 %19 to i64
  br label %129

126:                                              ; preds = %129, %120
  br i1 %37, label %158, label %127

127:                                              ; preds = %126
  %128 = zext i32 %22 to i64
  br label %141

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %125, %124 ], [ %140, %129 ]
  %131 = phi i32 [ %19, %124 ], [ %138, %129 ]
  %132 = phi i16 [ 0, %124 ], [ %137, %129 ]
  %133 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %130
  store i16 %132, ptr %133, align 2, !tbaa !37
  %134 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %130
  %135 = load i16, ptr %134, align 2, !tbaa !37
  %136 = add i16 %135, %132
  %137 = lshr i16 %136, 1
  %138 = add i32 %131, -1
  %139 = icmp eq i32 %138, 0
  %140 = add nsw i64 %130, -1
  br i1 %139, label %126, label %129, !llvm.loop !40

141:                                              ; preds = %127, %155
  %142 = phi i64 [ 0, %127 ], [ %156, %155 ]
  %143 = getelementptr inbounds i64, ptr %12, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !15
  %145 = and i64 %144, 255
  %146 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %145
  %147 = load i16, ptr %146, align 2, !tbaa !37
  %148 = add i16 %147, 1
  store i16 %148, ptr %146, align 2, !tbaa !37
  %149 = icmp eq i64 %145, 0
  br i1 %149, label %155, label %150

150:                                              ; preds = %141
  %151 = zext i16 %147 to i64
  %152 = sub nsw i64 64, %145
  %153 = shl i64 %151, %152
  %154 = or i64 %153, %144
  store i64 %154, ptr %143, align 8, !tbaa !15
  br label %155

155:                                              ; preds = %141, %150
  %156 = add nuw nsw i64 %142, 1
  %157 = icmp eq i64 %156, %128
  br i1 %157, label %158, label %141, !llvm.loop !41

158:                                              ; preds = %155, %126
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #13
  br label %159

159:                                              ; preds = %21, %15, %5, %158
  %160 = phi i64 [ %13, %158 ], [ %13, %5 ], [ -44, %15 ], [ -48, %21 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #13
  ret i64 %160
}

declare i64 @HUF_readStats(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 256) i32 @HUF_getNbBitsFromCTable(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr %0, align 8
  %4 = trunc i64 %3 to i32
  %5 = lshr i32 %4, 8
  %6 = and i32 %5, 255
  %7 = icmp ult i32 %6, %1
  br i1 %7, label %15, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds i64, ptr %9, i64 %10
  %12 = load i64, ptr %11, align 8, !tbaa !15
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 255
  br label %15

15:                                               ; preds = %2, %8
  %16 = phi i32 [ %14, %8 ], [ 0, %2 ]
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 13) i64 @HUF_buildCTable_wksp(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #6 {
  %7 = alloca [13 x i16], align 2
  %8 = alloca [13 x i16], align 2
  %9 = alloca [14 x i32], align 4
  %10 = ptrtoint ptr %4 to i64
  %11 = sub i64 0, %10
  %12 = and i64 %11, 3
  %13 = icmp ugt i64 %12, %5
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = tail call i64 @llvm.usub.sat.i64(i64 %5, i64 %12)
  %16 = select i1 %13, ptr null, ptr %14
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = icmp ult i64 %15, 4864
  br i1 %18, label %557, label %19

19:                                               ; preds = %6
  %20 = icmp ugt i32 %2, 255
  br i1 %20, label %557, label %21

21:                                               ; preds = %19
  %22 = icmp eq i32 %3, 0
  %23 = getelementptr inbounds i8, ptr %16, i64 4096
  %24 = add nuw nsw i32 %2, 1
  %25 = zext nneg i32 %24 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4864) %16, i8 0, i64 4864, i1 false)
  br label %26

26:                                               ; preds = %26, %21
  %27 = phi i64 [ 0, %21 ], [ %38, %26 ]
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !18
  %30 = icmp ult i32 %29, 165
  %31 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %29, i1 false)
  %32 = sub nuw nsw i32 189, %31
  %33 = select i1 %30, i32 %29, i32 %32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %34
  %36 = load i16, ptr %35, align 2, !tbaa !42
  %37 = add i16 %36, 1
  store i16 %37, ptr %35, align 2, !tbaa !42
  %38 = add nuw nsw i64 %27, 1
  %39 = icmp eq i64 %38, %25
  br i1 %39, label %40, label %26, !llvm.loop !44

40:                                               ; preds = %26
  %41 = getelementptr inbounds i8, ptr %16, i64 4860
  %42 = load i16, ptr %41, align 2, !tbaa !42
  br label %45

43:                                               ; preds = %45
  %44 = getelementptr inbounds i8, ptr %16, i64 4102
  br label %54

45:                                               ; preds = %45, %40
  %46 = phi i16 [ %42, %40 ], [ %51, %45 ]
  %47 = phi i64 [ 191, %40 ], [ %48, %45 ]
  %48 = add nsw i64 %47, -1
  %49 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %48
  %50 = load i16, ptr %49, align 2, !tbaa !42
  %51 = add i16 %50, %46
  store i16 %51, ptr %49, align 2, !tbaa !42
  %52 = getelementptr inbounds i8, ptr %49, i64 2
  store i16 %51, ptr %52, align 2, !tbaa !45
  %53 = icmp eq i64 %48, 0
  br i1 %53, label %43, label %45, !llvm.loop !46

54:                                               ; preds = %54, %43
  %55 = phi i64 [ 0, %43 ], [ %70, %54 ]
  %56 = getelementptr inbounds i32, ptr %1, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !18
  %58 = icmp ult i32 %57, 165
  %59 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %57, i1 false)
  %60 = sub nuw nsw i32 189, %59
  %61 = select i1 %58, i32 %57, i32 %60
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds %struct.rankPos, ptr %44, i64 %62
  %64 = load i16, ptr %63, align 2, !tbaa !45
  %65 = add i16 %64, 1
  store i16 %65, ptr %63, align 2, !tbaa !45
  %66 = zext i16 %64 to i64
  %67 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %66
  store i32 %57, ptr %67, align 4, !tbaa !47
  %68 = trunc i64 %55 to i8
  %69 = getelementptr inbounds i8, ptr %67, i64 6
  store i8 %68, ptr %69, align 2, !tbaa !49
  %70 = add nuw nsw i64 %55, 1
  %71 = icmp eq i64 %70, %25
  br i1 %71, label %72, label %54, !llvm.loop !50

72:                                               ; preds = %54, %86
  %73 = phi i64 [ %87, %86 ], [ 165, %54 ]
  %74 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %73
  %75 = getelementptr inbounds i8, ptr %74, i64 2
  %76 = load i16, ptr %75, align 2, !tbaa !45
  %77 = zext i16 %76 to i32
  %78 = load i16, ptr %74, align 2, !tbaa !42
  %79 = zext i16 %78 to i32
  %80 = sub nsw i32 %77, %79
  %81 = icmp sgt i32 %80, 1
  br i1 %81, label %82, label %86

82:                                               ; preds = %72
  %83 = zext i16 %78 to i64
  %84 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %83
  %85 = add nsw i32 %80, -1
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %84, i32 noundef 0, i32 noundef %85)
  br label %86

86:                                               ; preds = %82, %72
  %87 = add nuw nsw i64 %73, 1
  %88 = icmp eq i64 %87, 191
  br i1 %88, label %89, label %72, !llvm.loop !51

89:                                               ; preds = %86
  %90 = zext nneg i32 %2 to i64
  %91 = add nuw nsw i32 %2, 254
  %92 = add nuw nsw i32 %2, 255
  br label %93

93:                                               ; preds = %93, %89
  %94 = phi i32 [ %104, %93 ], [ %92, %89 ]
  %95 = phi i32 [ %103, %93 ], [ %24, %89 ]
  %96 = phi i32 [ %102, %93 ], [ %91, %89 ]
  %97 = phi i64 [ %101, %93 ], [ %90, %89 ]
  %98 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !47
  %100 = icmp eq i32 %99, 0
  %101 = add nsw i64 %97, -1
  %102 = add i32 %96, -1
  %103 = add i32 %95, -1
  %104 = add i32 %94, -1
  br i1 %100, label %93, label %105, !llvm.loop !52

105:                                              ; preds = %93
  %106 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %97
  %107 = select i1 %22, i32 11, i32 %3
  %108 = trunc nsw i64 %97 to i32
  %109 = add nsw i32 %108, 255
  %110 = getelementptr i8, ptr %106, i64 -8
  %111 = load i32, ptr %110, align 4, !tbaa !47
  %112 = add i32 %111, %99
  %113 = getelementptr inbounds i8, ptr %16, i64 2056
  store i32 %112, ptr %113, align 4, !tbaa !47
  %114 = getelementptr i8, ptr %106, i64 -4
  store i16 256, ptr %114, align 4, !tbaa !53
  %115 = getelementptr inbounds i8, ptr %106, i64 4
  store i16 256, ptr %115, align 4, !tbaa !53
  %116 = add nsw i32 %108, -2
  %117 = icmp slt i64 %97, 2
  br i1 %117, label %145, label %118

118:                                              ; preds = %105
  %119 = tail call i32 @llvm.smax.i32(i32 %94, i32 257)
  %120 = add nuw i32 %119, 1
  %121 = zext i32 %120 to i64
  %122 = zext nneg i32 %119 to i64
  %123 = add nsw i64 %122, -256
  %124 = icmp ult i64 %123, 2
  br i1 %124, label %138, label %125

125:                                              ; preds = %118
  %126 = and i64 %123, -2
  %127 = add nsw i64 %126, 257
  %128 = getelementptr i8, ptr %17, i64 2056
  %129 = getelementptr i8, ptr %17, i64 2064
  br label %130

130:                                              ; preds = %130, %125
  %131 = phi i64 [ 0, %125 ], [ %134, %130 ]
  %132 = getelementptr %struct.nodeElt_s, ptr %128, i64 %131
  %133 = getelementptr %struct.nodeElt_s, ptr %129, i64 %131
  store i32 1073741824, ptr %132, align 4, !tbaa !47
  store i32 1073741824, ptr %133, align 4, !tbaa !47
  %134 = add nuw i64 %131, 2
  %135 = icmp eq i64 %134, %126
  br i1 %135, label %136, label %130, !llvm.loop !54

136:                                              ; preds = %130
  %137 = icmp eq i64 %123, %126
  br i1 %137, label %148, label %138

138:                                              ; preds = %136, %118
  %139 = phi i64 [ 257, %118 ], [ %127, %136 ]
  br label %140

140:                                              ; preds = %138, %140
  %141 = phi i64 [ %143, %140 ], [ %139, %138 ]
  %142 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %141
  store i32 1073741824, ptr %142, align 4, !tbaa !47
  %143 = add nuw nsw i64 %141, 1
  %144 = icmp eq i64 %143, %121
  br i1 %144, label %148, label %140, !llvm.loop !55

145:                                              ; preds = %105
  store i32 -2147483648, ptr %16, align 4, !tbaa !47
  %146 = sext i32 %109 to i64
  %147 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %146, i32 3
  store i8 0, ptr %147, align 1, !tbaa !56
  br label %196

148:                                              ; preds = %140, %136
  store i32 -2147483648, ptr %16, align 4, !tbaa !47
  br label %149

149:                                              ; preds = %149, %148
  %150 = phi i64 [ 257, %148 ], [ %190, %149 ]
  %151 = phi i32 [ %116, %148 ], [ %177, %149 ]
  %152 = phi i32 [ 256, %148 ], [ %174, %149 ]
  %153 = sext i32 %151 to i64
  %154 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !47
  %156 = sext i32 %152 to i64
  %157 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !47
  %159 = icmp uge i32 %155, %158
  %160 = zext i1 %159 to i32
  %161 = add nsw i32 %152, %160
  %162 = xor i1 %159, true
  %163 = sext i1 %162 to i32
  %164 = add nsw i32 %151, %163
  %165 = select i1 %159, i32 %152, i32 %151
  %166 = sext i32 %164 to i64
  %167 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !47
  %169 = sext i32 %161 to i64
  %170 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !47
  %172 = icmp uge i32 %168, %171
  %173 = zext i1 %172 to i32
  %174 = add nsw i32 %161, %173
  %175 = xor i1 %172, true
  %176 = sext i1 %175 to i32
  %177 = add nsw i32 %164, %176
  %178 = select i1 %172, i32 %161, i32 %164
  %179 = sext i32 %165 to i64
  %180 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !47
  %182 = sext i32 %178 to i64
  %183 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !47
  %185 = add i32 %184, %181
  %186 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %150
  store i32 %185, ptr %186, align 4, !tbaa !47
  %187 = trunc i64 %150 to i16
  %188 = getelementptr inbounds i8, ptr %183, i64 4
  store i16 %187, ptr %188, align 4, !tbaa !53
  %189 = getelementptr inbounds i8, ptr %180, i64 4
  store i16 %187, ptr %189, align 4, !tbaa !53
  %190 = add nuw nsw i64 %150, 1
  %191 = icmp eq i64 %190, %121
  br i1 %191, label %192, label %149, !llvm.loop !57

192:                                              ; preds = %149
  %193 = sext i32 %109 to i64
  %194 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %193, i32 3
  store i8 0, ptr %194, align 1, !tbaa !56
  %195 = zext i32 %96 to i64
  br label %200

196:                                              ; preds = %200, %145
  %197 = icmp slt i64 %97, 0
  br i1 %197, label %225, label %198

198:                                              ; preds = %196
  %199 = zext i32 %95 to i64
  br label %213

200:                                              ; preds = %200, %192
  %201 = phi i64 [ %195, %192 ], [ %210, %200 ]
  %202 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %201
  %203 = getelementptr inbounds i8, ptr %202, i64 4
  %204 = load i16, ptr %203, align 4, !tbaa !53
  %205 = zext i16 %204 to i64
  %206 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %205, i32 3
  %207 = load i8, ptr %206, align 1, !tbaa !56
  %208 = add i8 %207, 1
  %209 = getelementptr inbounds i8, ptr %202, i64 7
  store i8 %208, ptr %209, align 1, !tbaa !56
  %210 = add nsw i64 %201, -1
  %211 = trunc nuw i64 %201 to i32
  %212 = icmp sgt i32 %211, 256
  br i1 %212, label %200, label %196, !llvm.loop !58

213:                                              ; preds = %213, %198
  %214 = phi i64 [ 0, %198 ], [ %223, %213 ]
  %215 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %214
  %216 = getelementptr inbounds i8, ptr %215, i64 4
  %217 = load i16, ptr %216, align 4, !tbaa !53
  %218 = zext i16 %217 to i64
  %219 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %218, i32 3
  %220 = load i8, ptr %219, align 1, !tbaa !56
  %221 = add i8 %220, 1
  %222 = getelementptr inbounds i8, ptr %215, i64 7
  store i8 %221, ptr %222, align 1, !tbaa !56
  %223 = add nuw nsw i64 %214, 1
  %224 = icmp eq i64 %223, %199
  br i1 %224, label %225, label %213, !llvm.loop !59

225:                                              ; preds = %213, %196
  %226 = and i64 %97, 4294967295
  %227 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %226, i32 3
  %228 = load i8, ptr %227, align 1, !tbaa !56
  %229 = zext i8 %228 to i32
  %230 = icmp ult i32 %107, %229
  br i1 %230, label %231, label %460

231:                                              ; preds = %225
  %232 = sub nsw i32 %229, %107
  %233 = shl nuw i32 1, %232
  %234 = shl i64 %97, 32
  %235 = ashr exact i64 %234, 32
  %236 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %235, i32 3
  %237 = load i8, ptr %236, align 1, !tbaa !56
  %238 = zext i8 %237 to i32
  %239 = icmp ult i32 %107, %238
  br i1 %239, label %240, label %246

240:                                              ; preds = %231
  %241 = trunc nuw i32 %107 to i8
  br label %250

242:                                              ; preds = %250
  %243 = trunc nsw i64 %259 to i32
  %244 = shl i64 %259, 32
  %245 = ashr exact i64 %244, 32
  br label %246

246:                                              ; preds = %242, %231
  %247 = phi i64 [ %245, %242 ], [ %235, %231 ]
  %248 = phi i32 [ %243, %242 ], [ %108, %231 ]
  %249 = phi i32 [ %258, %242 ], [ 0, %231 ]
  br label %264

250:                                              ; preds = %250, %240
  %251 = phi i64 [ %235, %240 ], [ %259, %250 ]
  %252 = phi i32 [ %238, %240 ], [ %262, %250 ]
  %253 = phi ptr [ %236, %240 ], [ %260, %250 ]
  %254 = phi i32 [ 0, %240 ], [ %258, %250 ]
  %255 = sub nsw i32 %229, %252
  %256 = shl nsw i32 -1, %255
  %257 = add i32 %254, %233
  %258 = add i32 %257, %256
  store i8 %241, ptr %253, align 1, !tbaa !56
  %259 = add nsw i64 %251, -1
  %260 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %259, i32 3
  %261 = load i8, ptr %260, align 1, !tbaa !56
  %262 = zext i8 %261 to i32
  %263 = icmp ult i32 %107, %262
  br i1 %263, label %250, label %242, !llvm.loop !60

264:                                              ; preds = %264, %246
  %265 = phi i32 [ %272, %264 ], [ %248, %246 ]
  %266 = phi i64 [ %271, %264 ], [ %247, %246 ]
  %267 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %266, i32 3
  %268 = load i8, ptr %267, align 1, !tbaa !56
  %269 = zext i8 %268 to i32
  %270 = icmp eq i32 %107, %269
  %271 = add nsw i64 %266, -1
  %272 = add i32 %265, -1
  br i1 %270, label %264, label %273, !llvm.loop !61

273:                                              ; preds = %264
  %274 = ashr i32 %249, %232
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) %9, i8 -16, i64 56, i1 false)
  %275 = icmp sgt i64 %266, -1
  br i1 %275, label %276, label %278

276:                                              ; preds = %273
  %277 = zext i32 %265 to i64
  br label %280

278:                                              ; preds = %294, %273
  %279 = icmp sgt i32 %274, 0
  br i1 %279, label %306, label %299

280:                                              ; preds = %294, %276
  %281 = phi i64 [ %277, %276 ], [ %297, %294 ]
  %282 = phi i32 [ %107, %276 ], [ %296, %294 ]
  %283 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %281, i32 3
  %284 = load i8, ptr %283, align 1, !tbaa !56
  %285 = zext i8 %284 to i32
  %286 = icmp ugt i32 %282, %285
  br i1 %286, label %289, label %287

287:                                              ; preds = %280
  %288 = trunc nuw i64 %281 to i32
  br label %294

289:                                              ; preds = %280
  %290 = sub nsw i32 %107, %285
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %291
  %293 = trunc nuw i64 %281 to i32
  store i32 %293, ptr %292, align 4, !tbaa !18
  br label %294

294:                                              ; preds = %289, %287
  %295 = phi i32 [ %288, %287 ], [ %293, %289 ]
  %296 = phi i32 [ %282, %287 ], [ %285, %289 ]
  %297 = add nsw i64 %281, -1
  %298 = icmp sgt i32 %295, 0
  br i1 %298, label %280, label %278, !llvm.loop !62

299:                                              ; preds = %378, %278
  %300 = phi i32 [ %274, %278 ], [ %355, %378 ]
  %301 = icmp slt i32 %300, 0
  br i1 %301, label %302, label %459

302:                                              ; preds = %299
  %303 = getelementptr inbounds i8, ptr %9, i64 4
  %304 = load i32, ptr %303, align 4, !tbaa !18
  %305 = getelementptr i8, ptr %16, i64 15
  br label %404

306:                                              ; preds = %278, %378
  %307 = phi i32 [ %355, %378 ], [ %274, %278 ]
  %308 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %307, i1 true)
  %309 = icmp eq i32 %308, 31
  br i1 %309, label %339, label %310

310:                                              ; preds = %306
  %311 = sub nuw nsw i32 32, %308
  %312 = zext nneg i32 %311 to i64
  br label %313

313:                                              ; preds = %333, %310
  %314 = phi i64 [ %312, %310 ], [ %317, %333 ]
  %315 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %314
  %316 = load i32, ptr %315, align 4, !tbaa !18
  %317 = add nsw i64 %314, -1
  %318 = and i64 %317, 4294967295
  %319 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !18
  %321 = icmp eq i32 %316, -252645136
  br i1 %321, label %333, label %322

322:                                              ; preds = %313
  %323 = icmp eq i32 %320, -252645136
  br i1 %323, label %336, label %324

324:                                              ; preds = %322
  %325 = zext i32 %316 to i64
  %326 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %325
  %327 = load i32, ptr %326, align 4, !tbaa !47
  %328 = zext i32 %320 to i64
  %329 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !47
  %331 = shl i32 %330, 1
  %332 = icmp ugt i32 %327, %331
  br i1 %332, label %333, label %336

333:                                              ; preds = %324, %313
  %334 = and i64 %317, 4294967294
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %339, label %313, !llvm.loop !63

336:                                              ; preds = %324, %322
  %337 = trunc nuw i64 %314 to i32
  %338 = icmp ult i64 %314, 13
  br i1 %338, label %339, label %351

339:                                              ; preds = %333, %336, %306
  %340 = phi i64 [ 1, %306 ], [ %314, %336 ], [ 1, %333 ]
  br label %341

341:                                              ; preds = %339, %346
  %342 = phi i64 [ %347, %346 ], [ %340, %339 ]
  %343 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %342
  %344 = load i32, ptr %343, align 4, !tbaa !18
  %345 = icmp eq i32 %344, -252645136
  br i1 %345, label %346, label %349

346:                                              ; preds = %341
  %347 = add nuw nsw i64 %342, 1
  %348 = icmp eq i64 %347, 13
  br i1 %348, label %351, label %341, !llvm.loop !64

349:                                              ; preds = %341
  %350 = trunc nuw nsw i64 %342 to i32
  br label %351

351:                                              ; preds = %346, %349, %336
  %352 = phi i32 [ %337, %336 ], [ %350, %349 ], [ 13, %346 ]
  %353 = add nsw i32 %352, -1
  %354 = shl nsw i32 -1, %353
  %355 = add nsw i32 %354, %307
  %356 = zext nneg i32 %352 to i64
  %357 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %356
  %358 = load i32, ptr %357, align 4, !tbaa !18
  %359 = zext i32 %358 to i64
  %360 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %359, i32 3
  %361 = load i8, ptr %360, align 1, !tbaa !56
  %362 = add i8 %361, 1
  store i8 %362, ptr %360, align 1, !tbaa !56
  %363 = zext i32 %353 to i64
  %364 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %363
  %365 = load i32, ptr %364, align 4, !tbaa !18
  %366 = icmp eq i32 %365, -252645136
  %367 = select i1 %366, i32 %358, i32 %365
  store i32 %367, ptr %364, align 4
  %368 = icmp eq i32 %358, 0
  br i1 %368, label %378, label %369

369:                                              ; preds = %351
  %370 = add i32 %358, -1
  %371 = zext i32 %370 to i64
  %372 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %371, i32 3
  %373 = load i8, ptr %372, align 1, !tbaa !56
  %374 = zext i8 %373 to i32
  %375 = sub nsw i32 %107, %352
  %376 = icmp eq i32 %375, %374
  %377 = select i1 %376, i32 %370, i32 -252645136
  br label %378

378:                                              ; preds = %369, %351
  %379 = phi i32 [ %377, %369 ], [ -252645136, %351 ]
  store i32 %379, ptr %357, align 4
  %380 = icmp sgt i32 %355, 0
  br i1 %380, label %306, label %299, !llvm.loop !65

381:                                              ; preds = %448, %451
  %382 = phi i32 [ %452, %451 ], [ %449, %448 ]
  %383 = phi i32 [ %457, %451 ], [ %450, %448 ]
  %384 = icmp eq i32 %382, -252645136
  br i1 %384, label %385, label %451

385:                                              ; preds = %381
  %386 = shl i64 %407, 32
  %387 = ashr exact i64 %386, 32
  br label %388

388:                                              ; preds = %388, %385
  %389 = phi i64 [ %394, %388 ], [ %387, %385 ]
  %390 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %389, i32 3
  %391 = load i8, ptr %390, align 1, !tbaa !56
  %392 = zext i8 %391 to i32
  %393 = icmp eq i32 %107, %392
  %394 = add nsw i64 %389, -1
  br i1 %393, label %388, label %395, !llvm.loop !66

395:                                              ; preds = %388
  %396 = trunc nsw i64 %389 to i32
  %397 = add nsw i32 %396, 1
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %398, i32 3
  %400 = load i8, ptr %399, align 1, !tbaa !56
  %401 = add i8 %400, -1
  store i8 %401, ptr %399, align 1, !tbaa !56
  %402 = add nuw nsw i32 %383, 1
  %403 = icmp slt i32 %383, -1
  br i1 %403, label %404, label %459, !llvm.loop !67

404:                                              ; preds = %395, %302
  %405 = phi i32 [ %304, %302 ], [ %397, %395 ]
  %406 = phi i32 [ %300, %302 ], [ %402, %395 ]
  %407 = phi i64 [ %266, %302 ], [ %389, %395 ]
  %408 = freeze i32 %406
  %409 = add i32 %405, 252645135
  %410 = tail call i32 @llvm.umax.i32(i32 %408, i32 %409)
  %411 = sub i32 0, %410
  %412 = icmp ult i32 %411, 3
  br i1 %412, label %448, label %413

413:                                              ; preds = %404
  %414 = add i32 %405, 252645135
  %415 = tail call i32 @llvm.umax.i32(i32 %408, i32 %414)
  %416 = xor i32 %415, -1
  %417 = add i32 %405, 1
  %418 = sub i32 %405, %415
  %419 = icmp ult i32 %418, %417
  %420 = zext i32 %417 to i64
  %421 = shl nuw nsw i64 %420, 3
  %422 = getelementptr i8, ptr %305, i64 %421
  %423 = zext i32 %416 to i64
  %424 = shl nuw nsw i64 %423, 3
  %425 = getelementptr i8, ptr %422, i64 %424
  %426 = icmp ult ptr %425, %422
  %427 = or i1 %419, %426
  br i1 %427, label %448, label %428

428:                                              ; preds = %413
  %429 = or i32 %411, -2
  %430 = sub i32 %429, %410
  %431 = add i32 %405, %430
  %432 = add i32 %408, %430
  br label %433

433:                                              ; preds = %433, %428
  %434 = phi i32 [ 0, %428 ], [ %446, %433 ]
  %435 = add i32 %405, %434
  %436 = add i32 %435, 1
  %437 = add i32 %435, 2
  %438 = zext i32 %436 to i64
  %439 = zext i32 %437 to i64
  %440 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %438, i32 3
  %441 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %439, i32 3
  %442 = load i8, ptr %440, align 1, !tbaa !56
  %443 = load i8, ptr %441, align 1, !tbaa !56
  %444 = add i8 %442, -1
  %445 = add i8 %443, -1
  store i8 %444, ptr %440, align 1, !tbaa !56
  store i8 %445, ptr %441, align 1, !tbaa !56
  %446 = add nuw i32 %434, 2
  %447 = icmp eq i32 %446, %430
  br i1 %447, label %448, label %433, !llvm.loop !68

448:                                              ; preds = %433, %413, %404
  %449 = phi i32 [ %405, %413 ], [ %405, %404 ], [ %431, %433 ]
  %450 = phi i32 [ %408, %413 ], [ %408, %404 ], [ %432, %433 ]
  br label %381

451:                                              ; preds = %381
  %452 = add i32 %382, 1
  %453 = zext i32 %452 to i64
  %454 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %453, i32 3
  %455 = load i8, ptr %454, align 1, !tbaa !56
  %456 = add i8 %455, -1
  store i8 %456, ptr %454, align 1, !tbaa !56
  %457 = add nuw i32 %383, 1
  %458 = icmp eq i32 %383, -1
  br i1 %458, label %459, label %381, !llvm.loop !69

459:                                              ; preds = %395, %451, %299
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #13
  br label %460

460:                                              ; preds = %225, %459
  %461 = phi i32 [ %107, %459 ], [ %229, %225 ]
  %462 = icmp ugt i32 %461, 12
  br i1 %462, label %557, label %463

463:                                              ; preds = %460
  %464 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %7) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(26) %7, i8 0, i64 26, i1 false)
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(26) %8, i8 0, i64 26, i1 false)
  br i1 %197, label %468, label %465

465:                                              ; preds = %463
  %466 = add nuw i64 %97, 1
  %467 = and i64 %466, 4294967295
  br label %472

468:                                              ; preds = %472, %463
  %469 = icmp eq i32 %461, 0
  br i1 %469, label %482, label %470

470:                                              ; preds = %468
  %471 = zext nneg i32 %461 to i64
  br label %511

472:                                              ; preds = %472, %465
  %473 = phi i64 [ 0, %465 ], [ %480, %472 ]
  %474 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %473, i32 3
  %475 = load i8, ptr %474, align 1, !tbaa !56
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %476
  %478 = load i16, ptr %477, align 2, !tbaa !37
  %479 = add i16 %478, 1
  store i16 %479, ptr %477, align 2, !tbaa !37
  %480 = add nuw nsw i64 %473, 1
  %481 = icmp eq i64 %480, %467
  br i1 %481, label %468, label %472, !llvm.loop !70

482:                                              ; preds = %511, %468
  %483 = icmp eq i32 %2, 0
  br i1 %483, label %484, label %486

484:                                              ; preds = %509, %482
  %485 = phi i64 [ 0, %482 ], [ %487, %509 ]
  br label %521

486:                                              ; preds = %482
  %487 = and i64 %25, 510
  br label %488

488:                                              ; preds = %488, %486
  %489 = phi i64 [ 0, %486 ], [ %507, %488 ]
  %490 = or disjoint i64 %489, 1
  %491 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %489
  %492 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %490
  %493 = getelementptr inbounds i8, ptr %491, i64 6
  %494 = getelementptr inbounds i8, ptr %492, i64 6
  %495 = load i8, ptr %493, align 2, !tbaa !49
  %496 = load i8, ptr %494, align 2, !tbaa !49
  %497 = zext i8 %495 to i64
  %498 = zext i8 %496 to i64
  %499 = getelementptr inbounds i64, ptr %464, i64 %497
  %500 = getelementptr inbounds i64, ptr %464, i64 %498
  %501 = getelementptr inbounds i8, ptr %491, i64 7
  %502 = getelementptr inbounds i8, ptr %492, i64 7
  %503 = load i8, ptr %501, align 1, !tbaa !56
  %504 = load i8, ptr %502, align 1, !tbaa !56
  %505 = zext i8 %503 to i64
  %506 = zext i8 %504 to i64
  store i64 %505, ptr %499, align 8, !tbaa !15
  store i64 %506, ptr %500, align 8, !tbaa !15
  %507 = add nuw i64 %489, 2
  %508 = icmp eq i64 %507, %487
  br i1 %508, label %509, label %488, !llvm.loop !71

509:                                              ; preds = %488
  %510 = icmp eq i64 %487, %25
  br i1 %510, label %533, label %484

511:                                              ; preds = %511, %470
  %512 = phi i64 [ %471, %470 ], [ %519, %511 ]
  %513 = phi i16 [ 0, %470 ], [ %518, %511 ]
  %514 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %512
  store i16 %513, ptr %514, align 2, !tbaa !37
  %515 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %512
  %516 = load i16, ptr %515, align 2, !tbaa !37
  %517 = add i16 %516, %513
  %518 = lshr i16 %517, 1
  %519 = add nsw i64 %512, -1
  %520 = icmp ugt i64 %512, 1
  br i1 %520, label %511, label %482, !llvm.loop !72

521:                                              ; preds = %484, %521
  %522 = phi i64 [ %531, %521 ], [ %485, %484 ]
  %523 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %522
  %524 = getelementptr inbounds i8, ptr %523, i64 6
  %525 = load i8, ptr %524, align 2, !tbaa !49
  %526 = zext i8 %525 to i64
  %527 = getelementptr inbounds i64, ptr %464, i64 %526
  %528 = getelementptr inbounds i8, ptr %523, i64 7
  %529 = load i8, ptr %528, align 1, !tbaa !56
  %530 = zext i8 %529 to i64
  store i64 %530, ptr %527, align 8, !tbaa !15
  %531 = add nuw nsw i64 %522, 1
  %532 = icmp eq i64 %531, %25
  br i1 %532, label %533, label %521, !llvm.loop !73

533:                                              ; preds = %521, %509
  br label %534

534:                                              ; preds = %533, %548
  %535 = phi i64 [ %549, %548 ], [ 0, %533 ]
  %536 = getelementptr inbounds i64, ptr %464, i64 %535
  %537 = load i64, ptr %536, align 8, !tbaa !15
  %538 = and i64 %537, 255
  %539 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %538
  %540 = load i16, ptr %539, align 2, !tbaa !37
  %541 = add i16 %540, 1
  store i16 %541, ptr %539, align 2, !tbaa !37
  %542 = icmp eq i64 %538, 0
  br i1 %542, label %548, label %543

543:                                              ; preds = %534
  %544 = zext i16 %540 to i64
  %545 = sub nsw i64 64, %538
  %546 = shl i64 %544, %545
  %547 = or i64 %546, %537
  store i64 %547, ptr %536, align 8, !tbaa !15
  br label %548

548:                                              ; preds = %543, %534
  %549 = add nuw nsw i64 %535, 1
  %550 = icmp eq i64 %549, %25
  br i1 %550, label %551, label %534, !llvm.loop !74

551:                                              ; preds = %548
  %552 = trunc nuw i32 %461 to i8
  %553 = trunc nuw i32 %2 to i8
  store i8 %552, ptr %0, align 8
  %554 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %553, ptr %554, align 1
  %555 = getelementptr inbounds i8, ptr %0, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %555, i8 0, i64 6, i1 false)
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %7) #13
  %556 = zext nneg i32 %461 to i64
  br label %557

557:                                              ; preds = %460, %19, %6, %551
  %558 = phi i64 [ %556, %551 ], [ -66, %6 ], [ -46, %19 ], [ -1, %460 ]
  ret i64 %558
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 2305843009213693952) i64 @HUF_estimateCompressedSize(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp slt i32 %2, 0
  br i1 %5, label %57, label %6

6:                                                ; preds = %3
  %7 = add nuw i32 %2, 1
  %8 = zext i32 %7 to i64
  %9 = icmp ult i32 %2, 7
  br i1 %9, label %38, label %10

10:                                               ; preds = %6
  %11 = and i64 %8, 4294967288
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ]
  %14 = phi <4 x i64> [ zeroinitializer, %10 ], [ %30, %12 ]
  %15 = phi <4 x i64> [ zeroinitializer, %10 ], [ %31, %12 ]
  %16 = getelementptr inbounds i64, ptr %4, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 32
  %18 = load <4 x i64>, ptr %16, align 8, !tbaa !15
  %19 = load <4 x i64>, ptr %17, align 8, !tbaa !15
  %20 = and <4 x i64> %18, <i64 255, i64 255, i64 255, i64 255>
  %21 = and <4 x i64> %19, <i64 255, i64 255, i64 255, i64 255>
  %22 = getelementptr inbounds i32, ptr %1, i64 %13
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !18
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !18
  %26 = zext <4 x i32> %24 to <4 x i64>
  %27 = zext <4 x i32> %25 to <4 x i64>
  %28 = mul nuw nsw <4 x i64> %20, %26
  %29 = mul nuw nsw <4 x i64> %21, %27
  %30 = add <4 x i64> %28, %14
  %31 = add <4 x i64> %29, %15
  %32 = add nuw i64 %13, 8
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !75

34:                                               ; preds = %12
  %35 = add <4 x i64> %31, %30
  %36 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %35)
  %37 = icmp eq i64 %11, %8
  br i1 %37, label %54, label %38

38:                                               ; preds = %34, %6
  %39 = phi i64 [ 0, %6 ], [ %11, %34 ]
  %40 = phi i64 [ 0, %6 ], [ %36, %34 ]
  br label %41

41:                                               ; preds = %38, %41
  %42 = phi i64 [ %52, %41 ], [ %39, %38 ]
  %43 = phi i64 [ %51, %41 ], [ %40, %38 ]
  %44 = getelementptr inbounds i64, ptr %4, i64 %42
  %45 = load i64, ptr %44, align 8, !tbaa !15
  %46 = and i64 %45, 255
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !18
  %49 = zext i32 %48 to i64
  %50 = mul nuw nsw i64 %46, %49
  %51 = add i64 %50, %43
  %52 = add nuw nsw i64 %42, 1
  %53 = icmp eq i64 %52, %8
  br i1 %53, label %54, label %41, !llvm.loop !76

54:                                               ; preds = %41, %34
  %55 = phi i64 [ %36, %34 ], [ %51, %41 ]
  %56 = lshr i64 %55, 3
  br label %57

57:                                               ; preds = %54, %3
  %58 = phi i64 [ 0, %3 ], [ %56, %54 ]
  ret i64 %58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @HUF_validateCTable(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = load i64, ptr %0, align 8
  %5 = trunc i64 %4 to i32
  %6 = lshr i32 %5, 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i32 %6, 255
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %68, label %10

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %2, 1
  %12 = zext nneg i32 %11 to i64
  %13 = icmp ult i32 %2, 7
  br i1 %13, label %46, label %14

14:                                               ; preds = %10
  %15 = and i64 %12, 2147483640
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %40, %16 ]
  %18 = phi <4 x i32> [ zeroinitializer, %14 ], [ %38, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %14 ], [ %39, %16 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !18
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !18
  %24 = icmp ne <4 x i32> %22, zeroinitializer
  %25 = icmp ne <4 x i32> %23, zeroinitializer
  %26 = getelementptr inbounds i64, ptr %7, i64 %17
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = load <4 x i64>, ptr %26, align 8, !tbaa !15
  %29 = load <4 x i64>, ptr %27, align 8, !tbaa !15
  %30 = and <4 x i64> %28, <i64 255, i64 255, i64 255, i64 255>
  %31 = and <4 x i64> %29, <i64 255, i64 255, i64 255, i64 255>
  %32 = icmp eq <4 x i64> %30, zeroinitializer
  %33 = icmp eq <4 x i64> %31, zeroinitializer
  %34 = and <4 x i1> %24, %32
  %35 = and <4 x i1> %25, %33
  %36 = zext <4 x i1> %34 to <4 x i32>
  %37 = zext <4 x i1> %35 to <4 x i32>
  %38 = or <4 x i32> %18, %36
  %39 = or <4 x i32> %19, %37
  %40 = add nuw i64 %17, 8
  %41 = icmp eq i64 %40, %15
  br i1 %41, label %42, label %16, !llvm.loop !77

42:                                               ; preds = %16
  %43 = or <4 x i32> %39, %38
  %44 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %43)
  %45 = icmp eq i64 %15, %12
  br i1 %45, label %64, label %46

46:                                               ; preds = %42, %10
  %47 = phi i64 [ 0, %10 ], [ %15, %42 ]
  %48 = phi i32 [ 0, %10 ], [ %44, %42 ]
  br label %49

49:                                               ; preds = %46, %49
  %50 = phi i64 [ %62, %49 ], [ %47, %46 ]
  %51 = phi i32 [ %61, %49 ], [ %48, %46 ]
  %52 = getelementptr inbounds i32, ptr %1, i64 %50
  %53 = load i32, ptr %52, align 4, !tbaa !18
  %54 = icmp ne i32 %53, 0
  %55 = getelementptr inbounds i64, ptr %7, i64 %50
  %56 = load i64, ptr %55, align 8, !tbaa !15
  %57 = and i64 %56, 255
  %58 = icmp eq i64 %57, 0
  %59 = and i1 %54, %58
  %60 = zext i1 %59 to i32
  %61 = or i32 %51, %60
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, %12
  br i1 %63, label %64, label %49, !llvm.loop !78

64:                                               ; preds = %49, %42
  %65 = phi i32 [ %44, %42 ], [ %61, %49 ]
  %66 = icmp eq i32 %65, 0
  %67 = zext i1 %66 to i32
  br label %68

68:                                               ; preds = %3, %64
  %69 = phi i32 [ %67, %64 ], [ 0, %3 ]
  ret i32 %69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @HUF_compressBound(i64 noundef %0) local_unnamed_addr #8 {
  %2 = lshr i64 %0, 8
  %3 = add i64 %0, 137
  %4 = add i64 %3, %2
  ret i64 %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_compress1X_usingCTable(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #9 {
  %7 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #9 {
  %6 = load i64, ptr %4, align 8
  %7 = trunc i64 %6 to i32
  %8 = and i32 %7, 255
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = icmp ult i64 %1, 8
  br i1 %10, label %1923, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 %1
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = icmp eq i64 %1, 8
  br i1 %14, label %1923, label %15

15:                                               ; preds = %11
  %16 = and i64 %6, 255
  %17 = mul i64 %16, %3
  %18 = lshr i64 %17, 3
  %19 = add nuw nsw i64 %18, 8
  %20 = icmp ugt i64 %19, %1
  %21 = icmp ugt i32 %8, 11
  %22 = select i1 %20, i1 true, i1 %21
  %23 = trunc i64 %3 to i32
  br i1 %22, label %24, label %231

24:                                               ; preds = %15
  %25 = srem i32 %23, 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %59

27:                                               ; preds = %24
  %28 = shl i64 %3, 32
  %29 = ashr exact i64 %28, 32
  br label %30

30:                                               ; preds = %27, %30
  %31 = phi i64 [ %29, %27 ], [ %35, %30 ]
  %32 = phi i32 [ %25, %27 ], [ %46, %30 ]
  %33 = phi i64 [ 0, %27 ], [ %44, %30 ]
  %34 = phi i64 [ 0, %27 ], [ %45, %30 ]
  %35 = add nsw i64 %31, -1
  %36 = getelementptr inbounds i8, ptr %2, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !6
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds i64, ptr %9, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !15
  %41 = and i64 %40, 255
  %42 = lshr i64 %33, %41
  %43 = and i64 %40, -256
  %44 = or i64 %42, %43
  %45 = add i64 %40, %34
  %46 = add nsw i32 %32, -1
  %47 = icmp ugt i32 %32, 1
  br i1 %47, label %30, label %48, !llvm.loop !79

48:                                               ; preds = %30
  %49 = trunc i64 %3 to i32
  %50 = sub i32 %49, %25
  %51 = and i64 %45, 255
  %52 = lshr i64 %51, 3
  %53 = sub nsw i64 64, %51
  %54 = lshr i64 %44, %53
  %55 = and i64 %45, 7
  store i64 %54, ptr %0, align 1, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %0, i64 %52
  %57 = icmp ugt ptr %56, %13
  %58 = select i1 %57, ptr %13, ptr %56
  br label %59

59:                                               ; preds = %48, %24
  %60 = phi i64 [ 0, %24 ], [ %55, %48 ]
  %61 = phi ptr [ %0, %24 ], [ %58, %48 ]
  %62 = phi i64 [ 0, %24 ], [ %44, %48 ]
  %63 = phi i32 [ %23, %24 ], [ %50, %48 ]
  %64 = and i32 %63, 7
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %118, label %66

66:                                               ; preds = %59
  %67 = sext i32 %63 to i64
  %68 = getelementptr i8, ptr %2, i64 %67
  %69 = getelementptr i8, ptr %68, i64 -1
  %70 = load i8, ptr %69, align 1, !tbaa !6
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds i64, ptr %9, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !15
  %74 = and i64 %73, 255
  %75 = lshr i64 %62, %74
  %76 = or i64 %75, %73
  %77 = add i64 %73, %60
  %78 = getelementptr i8, ptr %2, i64 %67
  %79 = getelementptr i8, ptr %78, i64 -2
  %80 = load i8, ptr %79, align 1, !tbaa !6
  %81 = zext i8 %80 to i64
  %82 = getelementptr inbounds i64, ptr %9, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !15
  %84 = and i64 %83, 255
  %85 = lshr i64 %76, %84
  %86 = or i64 %85, %83
  %87 = add i64 %83, %77
  %88 = getelementptr i8, ptr %2, i64 %67
  %89 = getelementptr i8, ptr %88, i64 -3
  %90 = load i8, ptr %89, align 1, !tbaa !6
  %91 = zext i8 %90 to i64
  %92 = getelementptr inbounds i64, ptr %9, i64 %91
  %93 = load i64, ptr %92, align 8, !tbaa !15
  %94 = and i64 %93, 255
  %95 = lshr i64 %86, %94
  %96 = or i64 %95, %93
  %97 = add i64 %93, %87
  %98 = add nsw i32 %63, -4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i8, ptr %2, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !6
  %102 = zext i8 %101 to i64
  %103 = getelementptr inbounds i64, ptr %9, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !15
  %105 = and i64 %104, 255
  %106 = lshr i64 %96, %105
  %107 = and i64 %104, -256
  %108 = or i64 %106, %107
  %109 = add i64 %104, %97
  %110 = and i64 %109, 255
  %111 = lshr i64 %110, 3
  %112 = sub nsw i64 64, %110
  %113 = lshr i64 %108, %112
  %114 = and i64 %109, 7
  store i64 %113, ptr %61, align 1, !tbaa !15
  %115 = getelementptr inbounds i8, ptr %61, i64 %111
  %116 = icmp ugt ptr %115, %13
  %117 = select i1 %116, ptr %13, ptr %115
  br label %118

118:                                              ; preds = %66, %59
  %119 = phi i64 [ %60, %59 ], [ %114, %66 ]
  %120 = phi ptr [ %61, %59 ], [ %117, %66 ]
  %121 = phi i64 [ %62, %59 ], [ %108, %66 ]
  %122 = phi i32 [ %63, %59 ], [ %98, %66 ]
  %123 = getelementptr i8, ptr %2, i64 -8
  %124 = icmp sgt i32 %122, 0
  br i1 %124, label %125, label %1900

125:                                              ; preds = %118
  %126 = zext nneg i32 %122 to i64
  %127 = getelementptr i8, ptr %2, i64 -1
  %128 = getelementptr i8, ptr %2, i64 -2
  %129 = getelementptr i8, ptr %2, i64 -3
  %130 = getelementptr i8, ptr %2, i64 -4
  %131 = getelementptr i8, ptr %2, i64 -5
  %132 = getelementptr i8, ptr %2, i64 -6
  %133 = getelementptr i8, ptr %2, i64 -7
  br label %134

134:                                              ; preds = %125, %134
  %135 = phi i64 [ %126, %125 ], [ %229, %134 ]
  %136 = phi i64 [ %121, %125 ], [ %219, %134 ]
  %137 = phi ptr [ %120, %125 ], [ %228, %134 ]
  %138 = phi i64 [ %119, %125 ], [ %225, %134 ]
  %139 = getelementptr i8, ptr %127, i64 %135
  %140 = load i8, ptr %139, align 1, !tbaa !6
  %141 = zext i8 %140 to i64
  %142 = getelementptr inbounds i64, ptr %9, i64 %141
  %143 = load i64, ptr %142, align 8, !tbaa !15
  %144 = and i64 %143, 255
  %145 = lshr i64 %136, %144
  %146 = or i64 %145, %143
  %147 = add i64 %143, %138
  %148 = getelementptr i8, ptr %128, i64 %135
  %149 = load i8, ptr %148, align 1, !tbaa !6
  %150 = zext i8 %149 to i64
  %151 = getelementptr inbounds i64, ptr %9, i64 %150
  %152 = load i64, ptr %151, align 8, !tbaa !15
  %153 = and i64 %152, 255
  %154 = lshr i64 %146, %153
  %155 = or i64 %154, %152
  %156 = add i64 %152, %147
  %157 = getelementptr i8, ptr %129, i64 %135
  %158 = load i8, ptr %157, align 1, !tbaa !6
  %159 = zext i8 %158 to i64
  %160 = getelementptr inbounds i64, ptr %9, i64 %159
  %161 = load i64, ptr %160, align 8, !tbaa !15
  %162 = and i64 %161, 255
  %163 = lshr i64 %155, %162
  %164 = or i64 %163, %161
  %165 = add i64 %161, %156
  %166 = getelementptr i8, ptr %130, i64 %135
  %167 = load i8, ptr %166, align 1, !tbaa !6
  %168 = zext i8 %167 to i64
  %169 = getelementptr inbounds i64, ptr %9, i64 %168
  %170 = load i64, ptr %169, align 8, !tbaa !15
  %171 = and i64 %170, 255
  %172 = lshr i64 %164, %171
  %173 = and i64 %170, -256
  %174 = or i64 %172, %173
  %175 = add i64 %170, %165
  %176 = and i64 %175, 255
  %177 = lshr i64 %176, 3
  %178 = sub nsw i64 64, %176
  %179 = lshr i64 %174, %178
  store i64 %179, ptr %137, align 1, !tbaa !15
  %180 = getelementptr inbounds i8, ptr %137, i64 %177
  %181 = icmp ugt ptr %180, %13
  %182 = getelementptr i8, ptr %131, i64 %135
  %183 = load i8, ptr %182, align 1, !tbaa !6
  %184 = zext i8 %183 to i64
  %185 = getelementptr inbounds i64, ptr %9, i64 %184
  %186 = load i64, ptr %185, align 8, !tbaa !15
  %187 = getelementptr i8, ptr %132, i64 %135
  %188 = load i8, ptr %187, align 1, !tbaa !6
  %189 = zext i8 %188 to i64
  %190 = getelementptr inbounds i64, ptr %9, i64 %189
  %191 = load i64, ptr %190, align 8, !tbaa !15
  %192 = and i64 %191, 255
  %193 = lshr i64 %186, %192
  %194 = or i64 %193, %191
  %195 = add i64 %191, %186
  %196 = getelementptr i8, ptr %133, i64 %135
  %197 = load i8, ptr %196, align 1, !tbaa !6
  %198 = zext i8 %197 to i64
  %199 = getelementptr inbounds i64, ptr %9, i64 %198
  %200 = load i64, ptr %199, align 8, !tbaa !15
  %201 = and i64 %200, 255
  %202 = lshr i64 %194, %201
  %203 = or i64 %202, %200
  %204 = add i64 %200, %195
  %205 = and i64 %175, 7
  %206 = select i1 %181, ptr %13, ptr %180
  %207 = getelementptr i8, ptr %123, i64 %135
  %208 = load i8, ptr %207, align 1, !tbaa !6
  %209 = zext i8 %208 to i64
  %210 = getelementptr inbounds i64, ptr %9, i64 %209
  %211 = load i64, ptr %210, align 8, !tbaa !15
  %212 = and i64 %211, 255
  %213 = lshr i64 %203, %212
  %214 = and i64 %211, -256
  %215 = or i64 %213, %214
  %216 = add i64 %211, %204
  %217 = and i64 %216, 255
  %218 = lshr i64 %174, %217
  %219 = or i64 %215, %218
  %220 = add i64 %216, %205
  %221 = and i64 %220, 255
  %222 = lshr i64 %221, 3
  %223 = sub nsw i64 64, %221
  %224 = lshr i64 %219, %223
  %225 = and i64 %220, 7
  store i64 %224, ptr %206, align 1, !tbaa !15
  %226 = getelementptr inbounds i8, ptr %206, i64 %222
  %227 = icmp ugt ptr %226, %13
  %228 = select i1 %227, ptr %13, ptr %226
  %229 = add nsw i64 %135, -8
  %230 = icmp ugt i64 %135, 8
  br i1 %230, label %134, label %1900, !llvm.loop !80

231:                                              ; preds = %15
  switch i32 %8, label %1554 [
    i32 11, label %232
    i32 10, label %461
    i32 9, label %687
    i32 8, label %946
    i32 7, label %1235
  ]

232:                                              ; preds = %231
  %233 = srem i32 %23, 5
  %234 = icmp sgt i32 %233, 0
  br i1 %234, label %235, label %265

235:                                              ; preds = %232
  %236 = shl i64 %3, 32
  %237 = ashr exact i64 %236, 32
  br label %238

238:                                              ; preds = %235, %238
  %239 = phi i64 [ %237, %235 ], [ %243, %238 ]
  %240 = phi i32 [ %233, %235 ], [ %254, %238 ]
  %241 = phi i64 [ 0, %235 ], [ %252, %238 ]
  %242 = phi i64 [ 0, %235 ], [ %253, %238 ]
  %243 = add nsw i64 %239, -1
  %244 = getelementptr inbounds i8, ptr %2, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !6
  %246 = zext i8 %245 to i64
  %247 = getelementptr inbounds i64, ptr %9, i64 %246
  %248 = load i64, ptr %247, align 8, !tbaa !15
  %249 = and i64 %248, 255
  %250 = lshr i64 %241, %249
  %251 = and i64 %248, -256
  %252 = or i64 %250, %251
  %253 = add i64 %248, %242
  %254 = add nsw i32 %240, -1
  %255 = icmp ugt i32 %240, 1
  br i1 %255, label %238, label %256, !llvm.loop !79

256:                                              ; preds = %238
  %257 = trunc i64 %3 to i32
  %258 = sub i32 %257, %233
  %259 = and i64 %253, 255
  %260 = lshr i64 %259, 3
  %261 = sub nsw i64 64, %259
  %262 = lshr i64 %252, %261
  %263 = and i64 %253, 7
  store i64 %262, ptr %0, align 1, !tbaa !15
  %264 = getelementptr inbounds i8, ptr %0, i64 %260
  br label %265

265:                                              ; preds = %256, %232
  %266 = phi i64 [ %263, %256 ], [ 0, %232 ]
  %267 = phi ptr [ %264, %256 ], [ %0, %232 ]
  %268 = phi i64 [ %252, %256 ], [ 0, %232 ]
  %269 = phi i32 [ %258, %256 ], [ %23, %232 ]
  %270 = srem i32 %269, 10
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %332, label %272

272:                                              ; preds = %265
  %273 = sext i32 %269 to i64
  %274 = getelementptr i8, ptr %2, i64 %273
  %275 = getelementptr i8, ptr %274, i64 -1
  %276 = load i8, ptr %275, align 1, !tbaa !6
  %277 = zext i8 %276 to i64
  %278 = getelementptr inbounds i64, ptr %9, i64 %277
  %279 = load i64, ptr %278, align 8, !tbaa !15
  %280 = and i64 %279, 255
  %281 = lshr i64 %268, %280
  %282 = or i64 %281, %279
  %283 = add i64 %279, %266
  %284 = getelementptr i8, ptr %2, i64 %273
  %285 = getelementptr i8, ptr %284, i64 -2
  %286 = load i8, ptr %285, align 1, !tbaa !6
  %287 = zext i8 %286 to i64
  %288 = getelementptr inbounds i64, ptr %9, i64 %287
  %289 = load i64, ptr %288, align 8, !tbaa !15
  %290 = and i64 %289, 255
  %291 = lshr i64 %282, %290
  %292 = or i64 %291, %289
  %293 = add i64 %289, %283
  %294 = getelementptr i8, ptr %2, i64 %273
  %295 = getelementptr i8, ptr %294, i64 -3
  %296 = load i8, ptr %295, align 1, !tbaa !6
  %297 = zext i8 %296 to i64
  %298 = getelementptr inbounds i64, ptr %9, i64 %297
  %299 = load i64, ptr %298, align 8, !tbaa !15
  %300 = and i64 %299, 255
  %301 = lshr i64 %292, %300
  %302 = or i64 %301, %299
  %303 = add i64 %299, %293
  %304 = getelementptr i8, ptr %2, i64 %273
  %305 = getelementptr i8, ptr %304, i64 -4
  %306 = load i8, ptr %305, align 1, !tbaa !6
  %307 = zext i8 %306 to i64
  %308 = getelementptr inbounds i64, ptr %9, i64 %307
  %309 = load i64, ptr %308, align 8, !tbaa !15
  %310 = and i64 %309, 255
  %311 = lshr i64 %302, %310
  %312 = or i64 %311, %309
  %313 = add i64 %309, %303
  %314 = add nsw i32 %269, -5
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds i8, ptr %2, i64 %315
  %317 = load i8, ptr %316, align 1, !tbaa !6
  %318 = zext i8 %317 to i64
  %319 = getelementptr inbounds i64, ptr %9, i64 %318
  %320 = load i64, ptr %319, align 8, !tbaa !15
  %321 = and i64 %320, 255
  %322 = lshr i64 %312, %321
  %323 = and i64 %320, -256
  %324 = or i64 %322, %323
  %325 = add i64 %320, %313
  %326 = and i64 %325, 255
  %327 = lshr i64 %326, 3
  %328 = sub nsw i64 64, %326
  %329 = lshr i64 %324, %328
  %330 = and i64 %325, 7
  store i64 %329, ptr %267, align 1, !tbaa !15
  %331 = getelementptr inbounds i8, ptr %267, i64 %327
  br label %332

332:                                              ; preds = %272, %265
  %333 = phi i64 [ %266, %265 ], [ %330, %272 ]
  %334 = phi ptr [ %267, %265 ], [ %331, %272 ]
  %335 = phi i64 [ %268, %265 ], [ %324, %272 ]
  %336 = phi i32 [ %269, %265 ], [ %314, %272 ]
  %337 = getelementptr i8, ptr %2, i64 -10
  %338 = icmp sgt i32 %336, 0
  br i1 %338, label %339, label %1900

339:                                              ; preds = %332
  %340 = zext nneg i32 %336 to i64
  %341 = getelementptr i8, ptr %2, i64 -1
  %342 = getelementptr i8, ptr %2, i64 -2
  %343 = getelementptr i8, ptr %2, i64 -3
  %344 = getelementptr i8, ptr %2, i64 -4
  %345 = getelementptr i8, ptr %2, i64 -5
  %346 = getelementptr i8, ptr %2, i64 -6
  %347 = getelementptr i8, ptr %2, i64 -7
  %348 = getelementptr i8, ptr %2, i64 -8
  %349 = getelementptr i8, ptr %2, i64 -9
  br label %350

350:                                              ; preds = %339, %350
  %351 = phi i64 [ %340, %339 ], [ %459, %350 ]
  %352 = phi i64 [ %335, %339 ], [ %451, %350 ]
  %353 = phi ptr [ %334, %339 ], [ %458, %350 ]
  %354 = phi i64 [ %333, %339 ], [ %457, %350 ]
  %355 = getelementptr i8, ptr %341, i64 %351
  %356 = load i8, ptr %355, align 1, !tbaa !6
  %357 = zext i8 %356 to i64
  %358 = getelementptr inbounds i64, ptr %9, i64 %357
  %359 = load i64, ptr %358, align 8, !tbaa !15
  %360 = and i64 %359, 255
  %361 = lshr i64 %352, %360
  %362 = or i64 %361, %359
  %363 = add i64 %359, %354
  %364 = getelementptr i8, ptr %342, i64 %351
  %365 = load i8, ptr %364, align 1, !tbaa !6
  %366 = zext i8 %365 to i64
  %367 = getelementptr inbounds i64, ptr %9, i64 %366
  %368 = load i64, ptr %367, align 8, !tbaa !15
  %369 = and i64 %368, 255
  %370 = lshr i64 %362, %369
  %371 = or i64 %370, %368
  %372 = add i64 %368, %363
  %373 = getelementptr i8, ptr %343, i64 %351
  %374 = load i8, ptr %373, align 1, !tbaa !6
  %375 = zext i8 %374 to i64
  %376 = getelementptr inbounds i64, ptr %9, i64 %375
  %377 = load i64, ptr %376, align 8, !tbaa !15
  %378 = and i64 %377, 255
  %379 = lshr i64 %371, %378
  %380 = or i64 %379, %377
  %381 = add i64 %377, %372
  %382 = getelementptr i8, ptr %344, i64 %351
  %383 = load i8, ptr %382, align 1, !tbaa !6
  %384 = zext i8 %383 to i64
  %385 = getelementptr inbounds i64, ptr %9, i64 %384
  %386 = load i64, ptr %385, align 8, !tbaa !15
  %387 = and i64 %386, 255
  %388 = lshr i64 %380, %387
  %389 = or i64 %388, %386
  %390 = add i64 %386, %381
  %391 = getelementptr i8, ptr %345, i64 %351
  %392 = load i8, ptr %391, align 1, !tbaa !6
  %393 = zext i8 %392 to i64
  %394 = getelementptr inbounds i64, ptr %9, i64 %393
  %395 = load i64, ptr %394, align 8, !tbaa !15
  %396 = and i64 %395, 255
  %397 = lshr i64 %389, %396
  %398 = and i64 %395, -256
  %399 = or i64 %397, %398
  %400 = add i64 %395, %390
  %401 = and i64 %400, 255
  %402 = sub nsw i64 64, %401
  %403 = lshr i64 %399, %402
  store i64 %403, ptr %353, align 1, !tbaa !15
  %404 = getelementptr i8, ptr %346, i64 %351
  %405 = load i8, ptr %404, align 1, !tbaa !6
  %406 = zext i8 %405 to i64
  %407 = getelementptr inbounds i64, ptr %9, i64 %406
  %408 = load i64, ptr %407, align 8, !tbaa !15
  %409 = getelementptr i8, ptr %347, i64 %351
  %410 = load i8, ptr %409, align 1, !tbaa !6
  %411 = zext i8 %410 to i64
  %412 = getelementptr inbounds i64, ptr %9, i64 %411
  %413 = load i64, ptr %412, align 8, !tbaa !15
  %414 = and i64 %413, 255
  %415 = lshr i64 %408, %414
  %416 = or i64 %415, %413
  %417 = add i64 %413, %408
  %418 = getelementptr i8, ptr %348, i64 %351
  %419 = load i8, ptr %418, align 1, !tbaa !6
  %420 = zext i8 %419 to i64
  %421 = getelementptr inbounds i64, ptr %9, i64 %420
  %422 = load i64, ptr %421, align 8, !tbaa !15
  %423 = and i64 %422, 255
  %424 = lshr i64 %416, %423
  %425 = or i64 %424, %422
  %426 = add i64 %422, %417
  %427 = getelementptr i8, ptr %349, i64 %351
  %428 = load i8, ptr %427, align 1, !tbaa !6
  %429 = zext i8 %428 to i64
  %430 = getelementptr inbounds i64, ptr %9, i64 %429
  %431 = load i64, ptr %430, align 8, !tbaa !15
  %432 = and i64 %431, 255
  %433 = lshr i64 %425, %432
  %434 = or i64 %433, %431
  %435 = add i64 %431, %426
  %436 = lshr i64 %401, 3
  %437 = and i64 %400, 7
  %438 = getelementptr inbounds i8, ptr %353, i64 %436
  %439 = getelementptr i8, ptr %337, i64 %351
  %440 = load i8, ptr %439, align 1, !tbaa !6
  %441 = zext i8 %440 to i64
  %442 = getelementptr inbounds i64, ptr %9, i64 %441
  %443 = load i64, ptr %442, align 8, !tbaa !15
  %444 = and i64 %443, 255
  %445 = lshr i64 %434, %444
  %446 = and i64 %443, -256
  %447 = or i64 %445, %446
  %448 = add i64 %443, %435
  %449 = and i64 %448, 255
  %450 = lshr i64 %399, %449
  %451 = or i64 %447, %450
  %452 = add i64 %448, %437
  %453 = and i64 %452, 255
  %454 = lshr i64 %453, 3
  %455 = sub nsw i64 64, %453
  %456 = lshr i64 %451, %455
  %457 = and i64 %452, 7
  store i64 %456, ptr %438, align 1, !tbaa !15
  %458 = getelementptr inbounds i8, ptr %438, i64 %454
  %459 = add nsw i64 %351, -10
  %460 = icmp ugt i64 %351, 10
  br i1 %460, label %350, label %1900, !llvm.loop !80

461:                                              ; preds = %231
  %462 = srem i32 %23, 5
  %463 = icmp sgt i32 %462, 0
  br i1 %463, label %464, label %494

464:                                              ; preds = %461
  %465 = shl i64 %3, 32
  %466 = ashr exact i64 %465, 32
  br label %467

467:                                              ; preds = %464, %467
  %468 = phi i64 [ %466, %464 ], [ %472, %467 ]
  %469 = phi i32 [ %462, %464 ], [ %483, %467 ]
  %470 = phi i64 [ 0, %464 ], [ %481, %467 ]
  %471 = phi i64 [ 0, %464 ], [ %482, %467 ]
  %472 = add nsw i64 %468, -1
  %473 = getelementptr inbounds i8, ptr %2, i64 %472
  %474 = load i8, ptr %473, align 1, !tbaa !6
  %475 = zext i8 %474 to i64
  %476 = getelementptr inbounds i64, ptr %9, i64 %475
  %477 = load i64, ptr %476, align 8, !tbaa !15
  %478 = and i64 %477, 255
  %479 = lshr i64 %470, %478
  %480 = and i64 %477, -256
  %481 = or i64 %479, %480
  %482 = add i64 %477, %471
  %483 = add nsw i32 %469, -1
  %484 = icmp ugt i32 %469, 1
  br i1 %484, label %467, label %485, !llvm.loop !79

485:                                              ; preds = %467
  %486 = trunc i64 %3 to i32
  %487 = sub i32 %486, %462
  %488 = and i64 %482, 255
  %489 = lshr i64 %488, 3
  %490 = sub nsw i64 64, %488
  %491 = lshr i64 %481, %490
  %492 = and i64 %482, 7
  store i64 %491, ptr %0, align 1, !tbaa !15
  %493 = getelementptr inbounds i8, ptr %0, i64 %489
  br label %494

494:                                              ; preds = %485, %461
  %495 = phi i64 [ %492, %485 ], [ 0, %461 ]
  %496 = phi ptr [ %493, %485 ], [ %0, %461 ]
  %497 = phi i64 [ %481, %485 ], [ 0, %461 ]
  %498 = phi i32 [ %487, %485 ], [ %23, %461 ]
  %499 = srem i32 %498, 10
  %500 = icmp eq i32 %499, 0
  br i1 %500, label %560, label %501

501:                                              ; preds = %494
  %502 = sext i32 %498 to i64
  %503 = getelementptr i8, ptr %2, i64 %502
  %504 = getelementptr i8, ptr %503, i64 -1
  %505 = load i8, ptr %504, align 1, !tbaa !6
  %506 = zext i8 %505 to i64
  %507 = getelementptr inbounds i64, ptr %9, i64 %506
  %508 = load i64, ptr %507, align 8, !tbaa !15
  %509 = and i64 %508, 255
  %510 = lshr i64 %497, %509
  %511 = or i64 %510, %508
  %512 = add i64 %508, %495
  %513 = getelementptr i8, ptr %2, i64 %502
  %514 = getelementptr i8, ptr %513, i64 -2
  %515 = load i8, ptr %514, align 1, !tbaa !6
  %516 = zext i8 %515 to i64
  %517 = getelementptr inbounds i64, ptr %9, i64 %516
  %518 = load i64, ptr %517, align 8, !tbaa !15
  %519 = and i64 %518, 255
  %520 = lshr i64 %511, %519
  %521 = or i64 %520, %518
  %522 = add i64 %518, %512
  %523 = getelementptr i8, ptr %2, i64 %502
  %524 = getelementptr i8, ptr %523, i64 -3
  %525 = load i8, ptr %524, align 1, !tbaa !6
  %526 = zext i8 %525 to i64
  %527 = getelementptr inbounds i64, ptr %9, i64 %526
  %528 = load i64, ptr %527, align 8, !tbaa !15
  %529 = and i64 %528, 255
  %530 = lshr i64 %521, %529
  %531 = or i64 %530, %528
  %532 = add i64 %528, %522
  %533 = getelementptr i8, ptr %2, i64 %502
  %534 = getelementptr i8, ptr %533, i64 -4
  %535 = load i8, ptr %534, align 1, !tbaa !6
  %536 = zext i8 %535 to i64
  %537 = getelementptr inbounds i64, ptr %9, i64 %536
  %538 = load i64, ptr %537, align 8, !tbaa !15
  %539 = and i64 %538, 255
  %540 = lshr i64 %531, %539
  %541 = or i64 %540, %538
  %542 = add i64 %538, %532
  %543 = add nsw i32 %498, -5
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds i8, ptr %2, i64 %544
  %546 = load i8, ptr %545, align 1, !tbaa !6
  %547 = zext i8 %546 to i64
  %548 = getelementptr inbounds i64, ptr %9, i64 %547
  %549 = load i64, ptr %548, align 8, !tbaa !15
  %550 = and i64 %549, 255
  %551 = lshr i64 %541, %550
  %552 = or i64 %551, %549
  %553 = add i64 %549, %542
  %554 = and i64 %553, 255
  %555 = lshr i64 %554, 3
  %556 = sub nsw i64 64, %554
  %557 = lshr i64 %552, %556
  %558 = and i64 %553, 7
  store i64 %557, ptr %496, align 1, !tbaa !15
  %559 = getelementptr inbounds i8, ptr %496, i64 %555
  br label %560

560:                                              ; preds = %501, %494
  %561 = phi i64 [ %495, %494 ], [ %558, %501 ]
  %562 = phi ptr [ %496, %494 ], [ %559, %501 ]
  %563 = phi i64 [ %497, %494 ], [ %552, %501 ]
  %564 = phi i32 [ %498, %494 ], [ %543, %501 ]
  %565 = getelementptr i8, ptr %2, i64 -10
  %566 = icmp sgt i32 %564, 0
  br i1 %566, label %567, label %1900

567:                                              ; preds = %560
  %568 = zext nneg i32 %564 to i64
  %569 = getelementptr i8, ptr %2, i64 -1
  %570 = getelementptr i8, ptr %2, i64 -2
  %571 = getelementptr i8, ptr %2, i64 -3
  %572 = getelementptr i8, ptr %2, i64 -4
  %573 = getelementptr i8, ptr %2, i64 -5
  %574 = getelementptr i8, ptr %2, i64 -6
  %575 = getelementptr i8, ptr %2, i64 -7
  %576 = getelementptr i8, ptr %2, i64 -8
  %577 = getelementptr i8, ptr %2, i64 -9
  br label %578

578:                                              ; preds = %567, %578
  %579 = phi i64 [ %568, %567 ], [ %685, %578 ]
  %580 = phi i64 [ %563, %567 ], [ %677, %578 ]
  %581 = phi ptr [ %562, %567 ], [ %684, %578 ]
  %582 = phi i64 [ %561, %567 ], [ %683, %578 ]
  %583 = getelementptr i8, ptr %569, i64 %579
  %584 = load i8, ptr %583, align 1, !tbaa !6
  %585 = zext i8 %584 to i64
  %586 = getelementptr inbounds i64, ptr %9, i64 %585
  %587 = load i64, ptr %586, align 8, !tbaa !15
  %588 = and i64 %587, 255
  %589 = lshr i64 %580, %588
  %590 = or i64 %589, %587
  %591 = add i64 %587, %582
  %592 = getelementptr i8, ptr %570, i64 %579
  %593 = load i8, ptr %592, align 1, !tbaa !6
  %594 = zext i8 %593 to i64
  %595 = getelementptr inbounds i64, ptr %9, i64 %594
  %596 = load i64, ptr %595, align 8, !tbaa !15
  %597 = and i64 %596, 255
  %598 = lshr i64 %590, %597
  %599 = or i64 %598, %596
  %600 = add i64 %596, %591
  %601 = getelementptr i8, ptr %571, i64 %579
  %602 = load i8, ptr %601, align 1, !tbaa !6
  %603 = zext i8 %602 to i64
  %604 = getelementptr inbounds i64, ptr %9, i64 %603
  %605 = load i64, ptr %604, align 8, !tbaa !15
  %606 = and i64 %605, 255
  %607 = lshr i64 %599, %606
  %608 = or i64 %607, %605
  %609 = add i64 %605, %600
  %610 = getelementptr i8, ptr %572, i64 %579
  %611 = load i8, ptr %610, align 1, !tbaa !6
  %612 = zext i8 %611 to i64
  %613 = getelementptr inbounds i64, ptr %9, i64 %612
  %614 = load i64, ptr %613, align 8, !tbaa !15
  %615 = and i64 %614, 255
  %616 = lshr i64 %608, %615
  %617 = or i64 %616, %614
  %618 = add i64 %614, %609
  %619 = getelementptr i8, ptr %573, i64 %579
  %620 = load i8, ptr %619, align 1, !tbaa !6
  %621 = zext i8 %620 to i64
  %622 = getelementptr inbounds i64, ptr %9, i64 %621
  %623 = load i64, ptr %622, align 8, !tbaa !15
  %624 = and i64 %623, 255
  %625 = lshr i64 %617, %624
  %626 = or i64 %625, %623
  %627 = add i64 %623, %618
  %628 = and i64 %627, 255
  %629 = sub nsw i64 64, %628
  %630 = lshr i64 %626, %629
  store i64 %630, ptr %581, align 1, !tbaa !15
  %631 = getelementptr i8, ptr %574, i64 %579
  %632 = load i8, ptr %631, align 1, !tbaa !6
  %633 = zext i8 %632 to i64
  %634 = getelementptr inbounds i64, ptr %9, i64 %633
  %635 = load i64, ptr %634, align 8, !tbaa !15
  %636 = getelementptr i8, ptr %575, i64 %579
  %637 = load i8, ptr %636, align 1, !tbaa !6
  %638 = zext i8 %637 to i64
  %639 = getelementptr inbounds i64, ptr %9, i64 %638
  %640 = load i64, ptr %639, align 8, !tbaa !15
  %641 = and i64 %640, 255
  %642 = lshr i64 %635, %641
  %643 = or i64 %642, %640
  %644 = add i64 %640, %635
  %645 = getelementptr i8, ptr %576, i64 %579
  %646 = load i8, ptr %645, align 1, !tbaa !6
  %647 = zext i8 %646 to i64
  %648 = getelementptr inbounds i64, ptr %9, i64 %647
  %649 = load i64, ptr %648, align 8, !tbaa !15
  %650 = and i64 %649, 255
  %651 = lshr i64 %643, %650
  %652 = or i64 %651, %649
  %653 = add i64 %649, %644
  %654 = getelementptr i8, ptr %577, i64 %579
  %655 = load i8, ptr %654, align 1, !tbaa !6
  %656 = zext i8 %655 to i64
  %657 = getelementptr inbounds i64, ptr %9, i64 %656
  %658 = load i64, ptr %657, align 8, !tbaa !15
  %659 = and i64 %658, 255
  %660 = lshr i64 %652, %659
  %661 = or i64 %660, %658
  %662 = add i64 %658, %653
  %663 = lshr i64 %628, 3
  %664 = and i64 %627, 7
  %665 = getelementptr inbounds i8, ptr %581, i64 %663
  %666 = getelementptr i8, ptr %565, i64 %579
  %667 = load i8, ptr %666, align 1, !tbaa !6
  %668 = zext i8 %667 to i64
  %669 = getelementptr inbounds i64, ptr %9, i64 %668
  %670 = load i64, ptr %669, align 8, !tbaa !15
  %671 = and i64 %670, 255
  %672 = lshr i64 %661, %671
  %673 = add i64 %670, %662
  %674 = and i64 %673, 255
  %675 = lshr i64 %626, %674
  %676 = or i64 %672, %675
  %677 = or i64 %676, %670
  %678 = add i64 %673, %664
  %679 = and i64 %678, 255
  %680 = lshr i64 %679, 3
  %681 = sub nsw i64 64, %679
  %682 = lshr i64 %677, %681
  %683 = and i64 %678, 7
  store i64 %682, ptr %665, align 1, !tbaa !15
  %684 = getelementptr inbounds i8, ptr %665, i64 %680
  %685 = add nsw i64 %579, -10
  %686 = icmp ugt i64 %579, 10
  br i1 %686, label %578, label %1900, !llvm.loop !80

687:                                              ; preds = %231
  %688 = srem i32 %23, 6
  %689 = icmp sgt i32 %688, 0
  br i1 %689, label %690, label %720

690:                                              ; preds = %687
  %691 = shl i64 %3, 32
  %692 = ashr exact i64 %691, 32
  br label %693

693:                                              ; preds = %690, %693
  %694 = phi i64 [ %692, %690 ], [ %698, %693 ]
  %695 = phi i32 [ %688, %690 ], [ %709, %693 ]
  %696 = phi i64 [ 0, %690 ], [ %707, %693 ]
  %697 = phi i64 [ 0, %690 ], [ %708, %693 ]
  %698 = add nsw i64 %694, -1
  %699 = getelementptr inbounds i8, ptr %2, i64 %698
  %700 = load i8, ptr %699, align 1, !tbaa !6
  %701 = zext i8 %700 to i64
  %702 = getelementptr inbounds i64, ptr %9, i64 %701
  %703 = load i64, ptr %702, align 8, !tbaa !15
  %704 = and i64 %703, 255
  %705 = lshr i64 %696, %704
  %706 = and i64 %703, -256
  %707 = or i64 %705, %706
  %708 = add i64 %703, %697
  %709 = add nsw i32 %695, -1
  %710 = icmp ugt i32 %695, 1
  br i1 %710, label %693, label %711, !llvm.loop !79

711:                                              ; preds = %693
  %712 = trunc i64 %3 to i32
  %713 = sub i32 %712, %688
  %714 = and i64 %708, 255
  %715 = lshr i64 %714, 3
  %716 = sub nsw i64 64, %714
  %717 = lshr i64 %707, %716
  %718 = and i64 %708, 7
  store i64 %717, ptr %0, align 1, !tbaa !15
  %719 = getelementptr inbounds i8, ptr %0, i64 %715
  br label %720

720:                                              ; preds = %711, %687
  %721 = phi i64 [ %718, %711 ], [ 0, %687 ]
  %722 = phi ptr [ %719, %711 ], [ %0, %687 ]
  %723 = phi i64 [ %707, %711 ], [ 0, %687 ]
  %724 = phi i32 [ %713, %711 ], [ %23, %687 ]
  %725 = srem i32 %724, 12
  %726 = icmp eq i32 %725, 0
  br i1 %726, label %797, label %727

727:                                              ; preds = %720
  %728 = sext i32 %724 to i64
  %729 = getelementptr i8, ptr %2, i64 %728
  %730 = getelementptr i8, ptr %729, i64 -1
  %731 = load i8, ptr %730, align 1, !tbaa !6
  %732 = zext i8 %731 to i64
  %733 = getelementptr inbounds i64, ptr %9, i64 %732
  %734 = load i64, ptr %733, align 8, !tbaa !15
  %735 = and i64 %734, 255
  %736 = lshr i64 %723, %735
  %737 = or i64 %736, %734
  %738 = add i64 %734, %721
  %739 = getelementptr i8, ptr %2, i64 %728
  %740 = getelementptr i8, ptr %739, i64 -2
  %741 = load i8, ptr %740, align 1, !tbaa !6
  %742 = zext i8 %741 to i64
  %743 = getelementptr inbounds i64, ptr %9, i64 %742
  %744 = load i64, ptr %743, align 8, !tbaa !15
  %745 = and i64 %744, 255
  %746 = lshr i64 %737, %745
  %747 = or i64 %746, %744
  %748 = add i64 %744, %738
  %749 = getelementptr i8, ptr %2, i64 %728
  %750 = getelementptr i8, ptr %749, i64 -3
  %751 = load i8, ptr %750, align 1, !tbaa !6
  %752 = zext i8 %751 to i64
  %753 = getelementptr inbounds i64, ptr %9, i64 %752
  %754 = load i64, ptr %753, align 8, !tbaa !15
  %755 = and i64 %754, 255
  %756 = lshr i64 %747, %755
  %757 = or i64 %756, %754
  %758 = add i64 %754, %748
  %759 = getelementptr i8, ptr %2, i64 %728
  %760 = getelementptr i8, ptr %759, i64 -4
  %761 = load i8, ptr %760, align 1, !tbaa !6
  %762 = zext i8 %761 to i64
  %763 = getelementptr inbounds i64, ptr %9, i64 %762
  %764 = load i64, ptr %763, align 8, !tbaa !15
  %765 = and i64 %764, 255
  %766 = lshr i64 %757, %765
  %767 = or i64 %766, %764
  %768 = add i64 %764, %758
  %769 = getelementptr i8, ptr %2, i64 %728
  %770 = getelementptr i8, ptr %769, i64 -5
  %771 = load i8, ptr %770, align 1, !tbaa !6
  %772 = zext i8 %771 to i64
  %773 = getelementptr inbounds i64, ptr %9, i64 %772
  %774 = load i64, ptr %773, align 8, !tbaa !15
  %775 = and i64 %774, 255
  %776 = lshr i64 %767, %775
  %777 = or i64 %776, %774
  %778 = add i64 %774, %768
  %779 = add nsw i32 %724, -6
  %780 = sext i32 %779 to i64
  %781 = getelementptr inbounds i8, ptr %2, i64 %780
  %782 = load i8, ptr %781, align 1, !tbaa !6
  %783 = zext i8 %782 to i64
  %784 = getelementptr inbounds i64, ptr %9, i64 %783
  %785 = load i64, ptr %784, align 8, !tbaa !15
  %786 = and i64 %785, 255
  %787 = lshr i64 %777, %786
  %788 = and i64 %785, -256
  %789 = or i64 %787, %788
  %790 = add i64 %785, %778
  %791 = and i64 %790, 255
  %792 = lshr i64 %791, 3
  %793 = sub nsw i64 64, %791
  %794 = lshr i64 %789, %793
  %795 = and i64 %790, 7
  store i64 %794, ptr %722, align 1, !tbaa !15
  %796 = getelementptr inbounds i8, ptr %722, i64 %792
  br label %797

797:                                              ; preds = %727, %720
  %798 = phi i64 [ %721, %720 ], [ %795, %727 ]
  %799 = phi ptr [ %722, %720 ], [ %796, %727 ]
  %800 = phi i64 [ %723, %720 ], [ %789, %727 ]
  %801 = phi i32 [ %724, %720 ], [ %779, %727 ]
  %802 = getelementptr i8, ptr %2, i64 -12
  %803 = icmp sgt i32 %801, 0
  br i1 %803, label %804, label %1900

804:                                              ; preds = %797
  %805 = zext nneg i32 %801 to i64
  %806 = getelementptr i8, ptr %2, i64 -1
  %807 = getelementptr i8, ptr %2, i64 -2
  %808 = getelementptr i8, ptr %2, i64 -3
  %809 = getelementptr i8, ptr %2, i64 -4
  %810 = getelementptr i8, ptr %2, i64 -5
  %811 = getelementptr i8, ptr %2, i64 -6
  %812 = getelementptr i8, ptr %2, i64 -7
  %813 = getelementptr i8, ptr %2, i64 -8
  %814 = getelementptr i8, ptr %2, i64 -9
  %815 = getelementptr i8, ptr %2, i64 -10
  %816 = getelementptr i8, ptr %2, i64 -11
  br label %817

817:                                              ; preds = %804, %817
  %818 = phi i64 [ %805, %804 ], [ %944, %817 ]
  %819 = phi i64 [ %800, %804 ], [ %936, %817 ]
  %820 = phi ptr [ %799, %804 ], [ %943, %817 ]
  %821 = phi i64 [ %798, %804 ], [ %942, %817 ]
  %822 = getelementptr i8, ptr %806, i64 %818
  %823 = load i8, ptr %822, align 1, !tbaa !6
  %824 = zext i8 %823 to i64
  %825 = getelementptr inbounds i64, ptr %9, i64 %824
  %826 = load i64, ptr %825, align 8, !tbaa !15
  %827 = and i64 %826, 255
  %828 = lshr i64 %819, %827
  %829 = or i64 %828, %826
  %830 = add i64 %826, %821
  %831 = getelementptr i8, ptr %807, i64 %818
  %832 = load i8, ptr %831, align 1, !tbaa !6
  %833 = zext i8 %832 to i64
  %834 = getelementptr inbounds i64, ptr %9, i64 %833
  %835 = load i64, ptr %834, align 8, !tbaa !15
  %836 = and i64 %835, 255
  %837 = lshr i64 %829, %836
  %838 = or i64 %837, %835
  %839 = add i64 %835, %830
  %840 = getelementptr i8, ptr %808, i64 %818
  %841 = load i8, ptr %840, align 1, !tbaa !6
  %842 = zext i8 %841 to i64
  %843 = getelementptr inbounds i64, ptr %9, i64 %842
  %844 = load i64, ptr %843, align 8, !tbaa !15
  %845 = and i64 %844, 255
  %846 = lshr i64 %838, %845
  %847 = or i64 %846, %844
  %848 = add i64 %844, %839
  %849 = getelementptr i8, ptr %809, i64 %818
  %850 = load i8, ptr %849, align 1, !tbaa !6
  %851 = zext i8 %850 to i64
  %852 = getelementptr inbounds i64, ptr %9, i64 %851
  %853 = load i64, ptr %852, align 8, !tbaa !15
  %854 = and i64 %853, 255
  %855 = lshr i64 %847, %854
  %856 = or i64 %855, %853
  %857 = add i64 %853, %848
  %858 = getelementptr i8, ptr %810, i64 %818
  %859 = load i8, ptr %858, align 1, !tbaa !6
  %860 = zext i8 %859 to i64
  %861 = getelementptr inbounds i64, ptr %9, i64 %860
  %862 = load i64, ptr %861, align 8, !tbaa !15
  %863 = and i64 %862, 255
  %864 = lshr i64 %856, %863
  %865 = or i64 %864, %862
  %866 = add i64 %862, %857
  %867 = getelementptr i8, ptr %811, i64 %818
  %868 = load i8, ptr %867, align 1, !tbaa !6
  %869 = zext i8 %868 to i64
  %870 = getelementptr inbounds i64, ptr %9, i64 %869
  %871 = load i64, ptr %870, align 8, !tbaa !15
  %872 = and i64 %871, 255
  %873 = lshr i64 %865, %872
  %874 = and i64 %871, -256
  %875 = or i64 %873, %874
  %876 = add i64 %871, %866
  %877 = and i64 %876, 255
  %878 = sub nsw i64 64, %877
  %879 = lshr i64 %875, %878
  store i64 %879, ptr %820, align 1, !tbaa !15
  %880 = getelementptr i8, ptr %812, i64 %818
  %881 = load i8, ptr %880, align 1, !tbaa !6
  %882 = zext i8 %881 to i64
  %883 = getelementptr inbounds i64, ptr %9, i64 %882
  %884 = load i64, ptr %883, align 8, !tbaa !15
  %885 = getelementptr i8, ptr %813, i64 %818
  %886 = load i8, ptr %885, align 1, !tbaa !6
  %887 = zext i8 %886 to i64
  %888 = getelementptr inbounds i64, ptr %9, i64 %887
  %889 = load i64, ptr %888, align 8, !tbaa !15
  %890 = and i64 %889, 255
  %891 = lshr i64 %884, %890
  %892 = or i64 %891, %889
  %893 = add i64 %889, %884
  %894 = getelementptr i8, ptr %814, i64 %818
  %895 = load i8, ptr %894, align 1, !tbaa !6
  %896 = zext i8 %895 to i64
  %897 = getelementptr inbounds i64, ptr %9, i64 %896
  %898 = load i64, ptr %897, align 8, !tbaa !15
  %899 = and i64 %898, 255
  %900 = lshr i64 %892, %899
  %901 = or i64 %900, %898
  %902 = add i64 %898, %893
  %903 = getelementptr i8, ptr %815, i64 %818
  %904 = load i8, ptr %903, align 1, !tbaa !6
  %905 = zext i8 %904 to i64
  %906 = getelementptr inbounds i64, ptr %9, i64 %905
  %907 = load i64, ptr %906, align 8, !tbaa !15
  %908 = and i64 %907, 255
  %909 = lshr i64 %901, %908
  %910 = or i64 %909, %907
  %911 = add i64 %907, %902
  %912 = getelementptr i8, ptr %816, i64 %818
  %913 = load i8, ptr %912, align 1, !tbaa !6
  %914 = zext i8 %913 to i64
  %915 = getelementptr inbounds i64, ptr %9, i64 %914
  %916 = load i64, ptr %915, align 8, !tbaa !15
  %917 = and i64 %916, 255
  %918 = lshr i64 %910, %917
  %919 = or i64 %918, %916
  %920 = add i64 %916, %911
  %921 = lshr i64 %877, 3
  %922 = and i64 %876, 7
  %923 = getelementptr inbounds i8, ptr %820, i64 %921
  %924 = getelementptr i8, ptr %802, i64 %818
  %925 = load i8, ptr %924, align 1, !tbaa !6
  %926 = zext i8 %925 to i64
  %927 = getelementptr inbounds i64, ptr %9, i64 %926
  %928 = load i64, ptr %927, align 8, !tbaa !15
  %929 = and i64 %928, 255
  %930 = lshr i64 %919, %929
  %931 = and i64 %928, -256
  %932 = or i64 %930, %931
  %933 = add i64 %928, %920
  %934 = and i64 %933, 255
  %935 = lshr i64 %875, %934
  %936 = or i64 %932, %935
  %937 = add i64 %933, %922
  %938 = and i64 %937, 255
  %939 = lshr i64 %938, 3
  %940 = sub nsw i64 64, %938
  %941 = lshr i64 %936, %940
  %942 = and i64 %937, 7
  store i64 %941, ptr %923, align 1, !tbaa !15
  %943 = getelementptr inbounds i8, ptr %923, i64 %939
  %944 = add nsw i64 %818, -12
  %945 = icmp ugt i64 %818, 12
  br i1 %945, label %817, label %1900, !llvm.loop !80

946:                                              ; preds = %231
  %947 = srem i32 %23, 7
  %948 = icmp sgt i32 %947, 0
  br i1 %948, label %949, label %979

949:                                              ; preds = %946
  %950 = shl i64 %3, 32
  %951 = ashr exact i64 %950, 32
  br label %952

952:                                              ; preds = %949, %952
  %953 = phi i64 [ %951, %949 ], [ %957, %952 ]
  %954 = phi i32 [ %947, %949 ], [ %968, %952 ]
  %955 = phi i64 [ 0, %949 ], [ %966, %952 ]
  %956 = phi i64 [ 0, %949 ], [ %967, %952 ]
  %957 = add nsw i64 %953, -1
  %958 = getelementptr inbounds i8, ptr %2, i64 %957
  %959 = load i8, ptr %958, align 1, !tbaa !6
  %960 = zext i8 %959 to i64
  %961 = getelementptr inbounds i64, ptr %9, i64 %960
  %962 = load i64, ptr %961, align 8, !tbaa !15
  %963 = and i64 %962, 255
  %964 = lshr i64 %955, %963
  %965 = and i64 %962, -256
  %966 = or i64 %964, %965
  %967 = add i64 %962, %956
  %968 = add nsw i32 %954, -1
  %969 = icmp ugt i32 %954, 1
  br i1 %969, label %952, label %970, !llvm.loop !79

970:                                              ; preds = %952
  %971 = trunc i64 %3 to i32
  %972 = sub i32 %971, %947
  %973 = and i64 %967, 255
  %974 = lshr i64 %973, 3
  %975 = sub nsw i64 64, %973
  %976 = lshr i64 %966, %975
  %977 = and i64 %967, 7
  store i64 %976, ptr %0, align 1, !tbaa !15
  %978 = getelementptr inbounds i8, ptr %0, i64 %974
  br label %979

979:                                              ; preds = %970, %946
  %980 = phi i64 [ %977, %970 ], [ 0, %946 ]
  %981 = phi ptr [ %978, %970 ], [ %0, %946 ]
  %982 = phi i64 [ %966, %970 ], [ 0, %946 ]
  %983 = phi i32 [ %972, %970 ], [ %23, %946 ]
  %984 = srem i32 %983, 14
  %985 = icmp eq i32 %984, 0
  br i1 %985, label %1066, label %986

986:                                              ; preds = %979
  %987 = sext i32 %983 to i64
  %988 = getelementptr i8, ptr %2, i64 %987
  %989 = getelementptr i8, ptr %988, i64 -1
  %990 = load i8, ptr %989, align 1, !tbaa !6
  %991 = zext i8 %990 to i64
  %992 = getelementptr inbounds i64, ptr %9, i64 %991
  %993 = load i64, ptr %992, align 8, !tbaa !15
  %994 = and i64 %993, 255
  %995 = lshr i64 %982, %994
  %996 = or i64 %995, %993
  %997 = add i64 %993, %980
  %998 = getelementptr i8, ptr %2, i64 %987
  %999 = getelementptr i8, ptr %998, i64 -2
  %1000 = load i8, ptr %999, align 1, !tbaa !6
  %1001 = zext i8 %1000 to i64
  %1002 = getelementptr inbounds i64, ptr %9, i64 %1001
  %1003 = load i64, ptr %1002, align 8, !tbaa !15
  %1004 = and i64 %1003, 255
  %1005 = lshr i64 %996, %1004
  %1006 = or i64 %1005, %1003
  %1007 = add i64 %1003, %997
  %1008 = getelementptr i8, ptr %2, i64 %987
  %1009 = getelementptr i8, ptr %1008, i64 -3
  %1010 = load i8, ptr %1009, align 1, !tbaa !6
  %1011 = zext i8 %1010 to i64
  %1012 = getelementptr inbounds i64, ptr %9, i64 %1011
  %1013 = load i64, ptr %1012, align 8, !tbaa !15
  %1014 = and i64 %1013, 255
  %1015 = lshr i64 %1006, %1014
  %1016 = or i64 %1015, %1013
  %1017 = add i64 %1013, %1007
  %1018 = getelementptr i8, ptr %2, i64 %987
  %1019 = getelementptr i8, ptr %1018, i64 -4
  %1020 = load i8, ptr %1019, align 1, !tbaa !6
  %1021 = zext i8 %1020 to i64
  %1022 = getelementptr inbounds i64, ptr %9, i64 %1021
  %1023 = load i64, ptr %1022, align 8, !tbaa !15
  %1024 = and i64 %1023, 255
  %1025 = lshr i64 %1016, %1024
  %1026 = or i64 %1025, %1023
  %1027 = add i64 %1023, %1017
  %1028 = getelementptr i8, ptr %2, i64 %987
  %1029 = getelementptr i8, ptr %1028, i64 -5
  %1030 = load i8, ptr %1029, align 1, !tbaa !6
  %1031 = zext i8 %1030 to i64
  %1032 = getelementptr inbounds i64, ptr %9, i64 %1031
  %1033 = load i64, ptr %1032, align 8, !tbaa !15
  %1034 = and i64 %1033, 255
  %1035 = lshr i64 %1026, %1034
  %1036 = or i64 %1035, %1033
  %1037 = add i64 %1033, %1027
  %1038 = getelementptr i8, ptr %2, i64 %987
  %1039 = getelementptr i8, ptr %1038, i64 -6
  %1040 = load i8, ptr %1039, align 1, !tbaa !6
  %1041 = zext i8 %1040 to i64
  %1042 = getelementptr inbounds i64, ptr %9, i64 %1041
  %1043 = load i64, ptr %1042, align 8, !tbaa !15
  %1044 = and i64 %1043, 255
  %1045 = lshr i64 %1036, %1044
  %1046 = or i64 %1045, %1043
  %1047 = add i64 %1043, %1037
  %1048 = add nsw i32 %983, -7
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr inbounds i8, ptr %2, i64 %1049
  %1051 = load i8, ptr %1050, align 1, !tbaa !6
  %1052 = zext i8 %1051 to i64
  %1053 = getelementptr inbounds i64, ptr %9, i64 %1052
  %1054 = load i64, ptr %1053, align 8, !tbaa !15
  %1055 = and i64 %1054, 255
  %1056 = lshr i64 %1046, %1055
  %1057 = and i64 %1054, -256
  %1058 = or i64 %1056, %1057
  %1059 = add i64 %1054, %1047
  %1060 = and i64 %1059, 255
  %1061 = lshr i64 %1060, 3
  %1062 = sub nsw i64 64, %1060
  %1063 = lshr i64 %1058, %1062
  %1064 = and i64 %1059, 7
  store i64 %1063, ptr %981, align 1, !tbaa !15
  %1065 = getelementptr inbounds i8, ptr %981, i64 %1061
  br label %1066

1066:                                             ; preds = %986, %979
  %1067 = phi i64 [ %980, %979 ], [ %1064, %986 ]
  %1068 = phi ptr [ %981, %979 ], [ %1065, %986 ]
  %1069 = phi i64 [ %982, %979 ], [ %1058, %986 ]
  %1070 = phi i32 [ %983, %979 ], [ %1048, %986 ]
  %1071 = getelementptr i8, ptr %2, i64 -14
  %1072 = icmp sgt i32 %1070, 0
  br i1 %1072, label %1073, label %1900

1073:                                             ; preds = %1066
  %1074 = zext nneg i32 %1070 to i64
  %1075 = getelementptr i8, ptr %2, i64 -1
  %1076 = getelementptr i8, ptr %2, i64 -2
  %1077 = getelementptr i8, ptr %2, i64 -3
  %1078 = getelementptr i8, ptr %2, i64 -4
  %1079 = getelementptr i8, ptr %2, i64 -5
  %1080 = getelementptr i8, ptr %2, i64 -6
  %1081 = getelementptr i8, ptr %2, i64 -7
  %1082 = getelementptr i8, ptr %2, i64 -8
  %1083 = getelementptr i8, ptr %2, i64 -9
  %1084 = getelementptr i8, ptr %2, i64 -10
  %1085 = getelementptr i8, ptr %2, i64 -11
  %1086 = getelementptr i8, ptr %2, i64 -12
  %1087 = getelementptr i8, ptr %2, i64 -13
  br label %1088

1088:                                             ; preds = %1073, %1088
  %1089 = phi i64 [ %1074, %1073 ], [ %1233, %1088 ]
  %1090 = phi i64 [ %1069, %1073 ], [ %1225, %1088 ]
  %1091 = phi ptr [ %1068, %1073 ], [ %1232, %1088 ]
  %1092 = phi i64 [ %1067, %1073 ], [ %1231, %1088 ]
  %1093 = getelementptr i8, ptr %1075, i64 %1089
  %1094 = load i8, ptr %1093, align 1, !tbaa !6
  %1095 = zext i8 %1094 to i64
  %1096 = getelementptr inbounds i64, ptr %9, i64 %1095
  %1097 = load i64, ptr %1096, align 8, !tbaa !15
  %1098 = and i64 %1097, 255
  %1099 = lshr i64 %1090, %1098
  %1100 = or i64 %1099, %1097
  %1101 = add i64 %1097, %1092
  %1102 = getelementptr i8, ptr %1076, i64 %1089
  %1103 = load i8, ptr %1102, align 1, !tbaa !6
  %1104 = zext i8 %1103 to i64
  %1105 = getelementptr inbounds i64, ptr %9, i64 %1104
  %1106 = load i64, ptr %1105, align 8, !tbaa !15
  %1107 = and i64 %1106, 255
  %1108 = lshr i64 %1100, %1107
  %1109 = or i64 %1108, %1106
  %1110 = add i64 %1106, %1101
  %1111 = getelementptr i8, ptr %1077, i64 %1089
  %1112 = load i8, ptr %1111, align 1, !tbaa !6
  %1113 = zext i8 %1112 to i64
  %1114 = getelementptr inbounds i64, ptr %9, i64 %1113
  %1115 = load i64, ptr %1114, align 8, !tbaa !15
  %1116 = and i64 %1115, 255
  %1117 = lshr i64 %1109, %1116
  %1118 = or i64 %1117, %1115
  %1119 = add i64 %1115, %1110
  %1120 = getelementptr i8, ptr %1078, i64 %1089
  %1121 = load i8, ptr %1120, align 1, !tbaa !6
  %1122 = zext i8 %1121 to i64
  %1123 = getelementptr inbounds i64, ptr %9, i64 %1122
  %1124 = load i64, ptr %1123, align 8, !tbaa !15
  %1125 = and i64 %1124, 255
  %1126 = lshr i64 %1118, %1125
  %1127 = or i64 %1126, %1124
  %1128 = add i64 %1124, %1119
  %1129 = getelementptr i8, ptr %1079, i64 %1089
  %1130 = load i8, ptr %1129, align 1, !tbaa !6
  %1131 = zext i8 %1130 to i64
  %1132 = getelementptr inbounds i64, ptr %9, i64 %1131
  %1133 = load i64, ptr %1132, align 8, !tbaa !15
  %1134 = and i64 %1133, 255
  %1135 = lshr i64 %1127, %1134
  %1136 = or i64 %1135, %1133
  %1137 = add i64 %1133, %1128
  %1138 = getelementptr i8, ptr %1080, i64 %1089
  %1139 = load i8, ptr %1138, align 1, !tbaa !6
  %1140 = zext i8 %1139 to i64
  %1141 = getelementptr inbounds i64, ptr %9, i64 %1140
  %1142 = load i64, ptr %1141, align 8, !tbaa !15
  %1143 = and i64 %1142, 255
  %1144 = lshr i64 %1136, %1143
  %1145 = or i64 %1144, %1142
  %1146 = add i64 %1142, %1137
  %1147 = getelementptr i8, ptr %1081, i64 %1089
  %1148 = load i8, ptr %1147, align 1, !tbaa !6
  %1149 = zext i8 %1148 to i64
  %1150 = getelementptr inbounds i64, ptr %9, i64 %1149
  %1151 = load i64, ptr %1150, align 8, !tbaa !15
  %1152 = and i64 %1151, 255
  %1153 = lshr i64 %1145, %1152
  %1154 = and i64 %1151, -256
  %1155 = or i64 %1153, %1154
  %1156 = add i64 %1151, %1146
  %1157 = and i64 %1156, 255
  %1158 = sub nsw i64 64, %1157
  %1159 = lshr i64 %1155, %1158
  store i64 %1159, ptr %1091, align 1, !tbaa !15
  %1160 = getelementptr i8, ptr %1082, i64 %1089
  %1161 = load i8, ptr %1160, align 1, !tbaa !6
  %1162 = zext i8 %1161 to i64
  %1163 = getelementptr inbounds i64, ptr %9, i64 %1162
  %1164 = load i64, ptr %1163, align 8, !tbaa !15
  %1165 = getelementptr i8, ptr %1083, i64 %1089
  %1166 = load i8, ptr %1165, align 1, !tbaa !6
  %1167 = zext i8 %1166 to i64
  %1168 = getelementptr inbounds i64, ptr %9, i64 %1167
  %1169 = load i64, ptr %1168, align 8, !tbaa !15
  %1170 = and i64 %1169, 255
  %1171 = lshr i64 %1164, %1170
  %1172 = or i64 %1171, %1169
  %1173 = add i64 %1169, %1164
  %1174 = getelementptr i8, ptr %1084, i64 %1089
  %1175 = load i8, ptr %1174, align 1, !tbaa !6
  %1176 = zext i8 %1175 to i64
  %1177 = getelementptr inbounds i64, ptr %9, i64 %1176
  %1178 = load i64, ptr %1177, align 8, !tbaa !15
  %1179 = and i64 %1178, 255
  %1180 = lshr i64 %1172, %1179
  %1181 = or i64 %1180, %1178
  %1182 = add i64 %1178, %1173
  %1183 = getelementptr i8, ptr %1085, i64 %1089
  %1184 = load i8, ptr %1183, align 1, !tbaa !6
  %1185 = zext i8 %1184 to i64
  %1186 = getelementptr inbounds i64, ptr %9, i64 %1185
  %1187 = load i64, ptr %1186, align 8, !tbaa !15
  %1188 = and i64 %1187, 255
  %1189 = lshr i64 %1181, %1188
  %1190 = or i64 %1189, %1187
  %1191 = add i64 %1187, %1182
  %1192 = getelementptr i8, ptr %1086, i64 %1089
  %1193 = load i8, ptr %1192, align 1, !tbaa !6
  %1194 = zext i8 %1193 to i64
  %1195 = getelementptr inbounds i64, ptr %9, i64 %1194
  %1196 = load i64, ptr %1195, align 8, !tbaa !15
  %1197 = and i64 %1196, 255
  %1198 = lshr i64 %1190, %1197
  %1199 = or i64 %1198, %1196
  %1200 = add i64 %1196, %1191
  %1201 = getelementptr i8, ptr %1087, i64 %1089
  %1202 = load i8, ptr %1201, align 1, !tbaa !6
  %1203 = zext i8 %1202 to i64
  %1204 = getelementptr inbounds i64, ptr %9, i64 %1203
  %1205 = load i64, ptr %1204, align 8, !tbaa !15
  %1206 = and i64 %1205, 255
  %1207 = lshr i64 %1199, %1206
  %1208 = or i64 %1207, %1205
  %1209 = add i64 %1205, %1200
  %1210 = lshr i64 %1157, 3
  %1211 = and i64 %1156, 7
  %1212 = getelementptr inbounds i8, ptr %1091, i64 %1210
  %1213 = getelementptr i8, ptr %1071, i64 %1089
  %1214 = load i8, ptr %1213, align 1, !tbaa !6
  %1215 = zext i8 %1214 to i64
  %1216 = getelementptr inbounds i64, ptr %9, i64 %1215
  %1217 = load i64, ptr %1216, align 8, !tbaa !15
  %1218 = and i64 %1217, 255
  %1219 = lshr i64 %1208, %1218
  %1220 = and i64 %1217, -256
  %1221 = or i64 %1219, %1220
  %1222 = add i64 %1217, %1209
  %1223 = and i64 %1222, 255
  %1224 = lshr i64 %1155, %1223
  %1225 = or i64 %1221, %1224
  %1226 = add i64 %1222, %1211
  %1227 = and i64 %1226, 255
  %1228 = lshr i64 %1227, 3
  %1229 = sub nsw i64 64, %1227
  %1230 = lshr i64 %1225, %1229
  %1231 = and i64 %1226, 7
  store i64 %1230, ptr %1212, align 1, !tbaa !15
  %1232 = getelementptr inbounds i8, ptr %1212, i64 %1228
  %1233 = add nsw i64 %1089, -14
  %1234 = icmp ugt i64 %1089, 14
  br i1 %1234, label %1088, label %1900, !llvm.loop !80

1235:                                             ; preds = %231
  %1236 = srem i32 %23, 8
  %1237 = icmp sgt i32 %1236, 0
  br i1 %1237, label %1238, label %1268

1238:                                             ; preds = %1235
  %1239 = shl i64 %3, 32
  %1240 = ashr exact i64 %1239, 32
  br label %1241

1241:                                             ; preds = %1238, %1241
  %1242 = phi i64 [ %1240, %1238 ], [ %1246, %1241 ]
  %1243 = phi i32 [ %1236, %1238 ], [ %1257, %1241 ]
  %1244 = phi i64 [ 0, %1238 ], [ %1255, %1241 ]
  %1245 = phi i64 [ 0, %1238 ], [ %1256, %1241 ]
  %1246 = add nsw i64 %1242, -1
  %1247 = getelementptr inbounds i8, ptr %2, i64 %1246
  %1248 = load i8, ptr %1247, align 1, !tbaa !6
  %1249 = zext i8 %1248 to i64
  %1250 = getelementptr inbounds i64, ptr %9, i64 %1249
  %1251 = load i64, ptr %1250, align 8, !tbaa !15
  %1252 = and i64 %1251, 255
  %1253 = lshr i64 %1244, %1252
  %1254 = and i64 %1251, -256
  %1255 = or i64 %1253, %1254
  %1256 = add i64 %1251, %1245
  %1257 = add nsw i32 %1243, -1
  %1258 = icmp ugt i32 %1243, 1
  br i1 %1258, label %1241, label %1259, !llvm.loop !79

1259:                                             ; preds = %1241
  %1260 = trunc i64 %3 to i32
  %1261 = sub i32 %1260, %1236
  %1262 = and i64 %1256, 255
  %1263 = lshr i64 %1262, 3
  %1264 = sub nsw i64 64, %1262
  %1265 = lshr i64 %1255, %1264
  %1266 = and i64 %1256, 7
  store i64 %1265, ptr %0, align 1, !tbaa !15
  %1267 = getelementptr inbounds i8, ptr %0, i64 %1263
  br label %1268

1268:                                             ; preds = %1259, %1235
  %1269 = phi i64 [ %1266, %1259 ], [ 0, %1235 ]
  %1270 = phi ptr [ %1267, %1259 ], [ %0, %1235 ]
  %1271 = phi i64 [ %1255, %1259 ], [ 0, %1235 ]
  %1272 = phi i32 [ %1261, %1259 ], [ %23, %1235 ]
  %1273 = and i32 %1272, 15
  %1274 = icmp eq i32 %1273, 0
  br i1 %1274, label %1365, label %1275

1275:                                             ; preds = %1268
  %1276 = sext i32 %1272 to i64
  %1277 = getelementptr i8, ptr %2, i64 %1276
  %1278 = getelementptr i8, ptr %1277, i64 -1
  %1279 = load i8, ptr %1278, align 1, !tbaa !6
  %1280 = zext i8 %1279 to i64
  %1281 = getelementptr inbounds i64, ptr %9, i64 %1280
  %1282 = load i64, ptr %1281, align 8, !tbaa !15
  %1283 = and i64 %1282, 255
  %1284 = lshr i64 %1271, %1283
  %1285 = or i64 %1284, %1282
  %1286 = add i64 %1282, %1269
  %1287 = getelementptr i8, ptr %2, i64 %1276
  %1288 = getelementptr i8, ptr %1287, i64 -2
  %1289 = load i8, ptr %1288, align 1, !tbaa !6
  %1290 = zext i8 %1289 to i64
  %1291 = getelementptr inbounds i64, ptr %9, i64 %1290
  %1292 = load i64, ptr %1291, align 8, !tbaa !15
  %1293 = and i64 %1292, 255
  %1294 = lshr i64 %1285, %1293
  %1295 = or i64 %1294, %1292
  %1296 = add i64 %1292, %1286
  %1297 = getelementptr i8, ptr %2, i64 %1276
  %1298 = getelementptr i8, ptr %1297, i64 -3
  %1299 = load i8, ptr %1298, align 1, !tbaa !6
  %1300 = zext i8 %1299 to i64
  %1301 = getelementptr inbounds i64, ptr %9, i64 %1300
  %1302 = load i64, ptr %1301, align 8, !tbaa !15
  %1303 = and i64 %1302, 255
  %1304 = lshr i64 %1295, %1303
  %1305 = or i64 %1304, %1302
  %1306 = add i64 %1302, %1296
  %1307 = getelementptr i8, ptr %2, i64 %1276
  %1308 = getelementptr i8, ptr %1307, i64 -4
  %1309 = load i8, ptr %1308, align 1, !tbaa !6
  %1310 = zext i8 %1309 to i64
  %1311 = getelementptr inbounds i64, ptr %9, i64 %1310
  %1312 = load i64, ptr %1311, align 8, !tbaa !15
  %1313 = and i64 %1312, 255
  %1314 = lshr i64 %1305, %1313
  %1315 = or i64 %1314, %1312
  %1316 = add i64 %1312, %1306
  %1317 = getelementptr i8, ptr %2, i64 %1276
  %1318 = getelementptr i8, ptr %1317, i64 -5
  %1319 = load i8, ptr %1318, align 1, !tbaa !6
  %1320 = zext i8 %1319 to i64
  %1321 = getelementptr inbounds i64, ptr %9, i64 %1320
  %1322 = load i64, ptr %1321, align 8, !tbaa !15
  %1323 = and i64 %1322, 255
  %1324 = lshr i64 %1315, %1323
  %1325 = or i64 %1324, %1322
  %1326 = add i64 %1322, %1316
  %1327 = getelementptr i8, ptr %2, i64 %1276
  %1328 = getelementptr i8, ptr %1327, i64 -6
  %1329 = load i8, ptr %1328, align 1, !tbaa !6
  %1330 = zext i8 %1329 to i64
  %1331 = getelementptr inbounds i64, ptr %9, i64 %1330
  %1332 = load i64, ptr %1331, align 8, !tbaa !15
  %1333 = and i64 %1332, 255
  %1334 = lshr i64 %1325, %1333
  %1335 = or i64 %1334, %1332
  %1336 = add i64 %1332, %1326
  %1337 = getelementptr i8, ptr %2, i64 %1276
  %1338 = getelementptr i8, ptr %1337, i64 -7
  %1339 = load i8, ptr %1338, align 1, !tbaa !6
  %1340 = zext i8 %1339 to i64
  %1341 = getelementptr inbounds i64, ptr %9, i64 %1340
  %1342 = load i64, ptr %1341, align 8, !tbaa !15
  %1343 = and i64 %1342, 255
  %1344 = lshr i64 %1335, %1343
  %1345 = or i64 %1344, %1342
  %1346 = add i64 %1342, %1336
  %1347 = add nsw i32 %1272, -8
  %1348 = sext i32 %1347 to i64
  %1349 = getelementptr inbounds i8, ptr %2, i64 %1348
  %1350 = load i8, ptr %1349, align 1, !tbaa !6
  %1351 = zext i8 %1350 to i64
  %1352 = getelementptr inbounds i64, ptr %9, i64 %1351
  %1353 = load i64, ptr %1352, align 8, !tbaa !15
  %1354 = and i64 %1353, 255
  %1355 = lshr i64 %1345, %1354
  %1356 = and i64 %1353, -256
  %1357 = or i64 %1355, %1356
  %1358 = add i64 %1353, %1346
  %1359 = and i64 %1358, 255
  %1360 = lshr i64 %1359, 3
  %1361 = sub nsw i64 64, %1359
  %1362 = lshr i64 %1357, %1361
  %1363 = and i64 %1358, 7
  store i64 %1362, ptr %1270, align 1, !tbaa !15
  %1364 = getelementptr inbounds i8, ptr %1270, i64 %1360
  br label %1365

1365:                                             ; preds = %1275, %1268
  %1366 = phi i64 [ %1269, %1268 ], [ %1363, %1275 ]
  %1367 = phi ptr [ %1270, %1268 ], [ %1364, %1275 ]
  %1368 = phi i64 [ %1271, %1268 ], [ %1357, %1275 ]
  %1369 = phi i32 [ %1272, %1268 ], [ %1347, %1275 ]
  %1370 = getelementptr i8, ptr %2, i64 -16
  %1371 = icmp sgt i32 %1369, 0
  br i1 %1371, label %1372, label %1900

1372:                                             ; preds = %1365
  %1373 = zext nneg i32 %1369 to i64
  %1374 = getelementptr i8, ptr %2, i64 -1
  %1375 = getelementptr i8, ptr %2, i64 -2
  %1376 = getelementptr i8, ptr %2, i64 -3
  %1377 = getelementptr i8, ptr %2, i64 -4
  %1378 = getelementptr i8, ptr %2, i64 -5
  %1379 = getelementptr i8, ptr %2, i64 -6
  %1380 = getelementptr i8, ptr %2, i64 -7
  %1381 = getelementptr i8, ptr %2, i64 -8
  %1382 = getelementptr i8, ptr %2, i64 -9
  %1383 = getelementptr i8, ptr %2, i64 -10
  %1384 = getelementptr i8, ptr %2, i64 -11
  %1385 = getelementptr i8, ptr %2, i64 -12
  %1386 = getelementptr i8, ptr %2, i64 -13
  %1387 = getelementptr i8, ptr %2, i64 -14
  %1388 = getelementptr i8, ptr %2, i64 -15
  br label %1389

1389:                                             ; preds = %1372, %1389
  %1390 = phi i64 [ %1373, %1372 ], [ %1552, %1389 ]
  %1391 = phi i64 [ %1368, %1372 ], [ %1544, %1389 ]
  %1392 = phi ptr [ %1367, %1372 ], [ %1551, %1389 ]
  %1393 = phi i64 [ %1366, %1372 ], [ %1550, %1389 ]
  %1394 = getelementptr i8, ptr %1374, i64 %1390
  %1395 = load i8, ptr %1394, align 1, !tbaa !6
  %1396 = zext i8 %1395 to i64
  %1397 = getelementptr inbounds i64, ptr %9, i64 %1396
  %1398 = load i64, ptr %1397, align 8, !tbaa !15
  %1399 = and i64 %1398, 255
  %1400 = lshr i64 %1391, %1399
  %1401 = or i64 %1400, %1398
  %1402 = add i64 %1398, %1393
  %1403 = getelementptr i8, ptr %1375, i64 %1390
  %1404 = load i8, ptr %1403, align 1, !tbaa !6
  %1405 = zext i8 %1404 to i64
  %1406 = getelementptr inbounds i64, ptr %9, i64 %1405
  %1407 = load i64, ptr %1406, align 8, !tbaa !15
  %1408 = and i64 %1407, 255
  %1409 = lshr i64 %1401, %1408
  %1410 = or i64 %1409, %1407
  %1411 = add i64 %1407, %1402
  %1412 = getelementptr i8, ptr %1376, i64 %1390
  %1413 = load i8, ptr %1412, align 1, !tbaa !6
  %1414 = zext i8 %1413 to i64
  %1415 = getelementptr inbounds i64, ptr %9, i64 %1414
  %1416 = load i64, ptr %1415, align 8, !tbaa !15
  %1417 = and i64 %1416, 255
  %1418 = lshr i64 %1410, %1417
  %1419 = or i64 %1418, %1416
  %1420 = add i64 %1416, %1411
  %1421 = getelementptr i8, ptr %1377, i64 %1390
  %1422 = load i8, ptr %1421, align 1, !tbaa !6
  %1423 = zext i8 %1422 to i64
  %1424 = getelementptr inbounds i64, ptr %9, i64 %1423
  %1425 = load i64, ptr %1424, align 8, !tbaa !15
  %1426 = and i64 %1425, 255
  %1427 = lshr i64 %1419, %1426
  %1428 = or i64 %1427, %1425
  %1429 = add i64 %1425, %1420
  %1430 = getelementptr i8, ptr %1378, i64 %1390
  %1431 = load i8, ptr %1430, align 1, !tbaa !6
  %1432 = zext i8 %1431 to i64
  %1433 = getelementptr inbounds i64, ptr %9, i64 %1432
  %1434 = load i64, ptr %1433, align 8, !tbaa !15
  %1435 = and i64 %1434, 255
  %1436 = lshr i64 %1428, %1435
  %1437 = or i64 %1436, %1434
  %1438 = add i64 %1434, %1429
  %1439 = getelementptr i8, ptr %1379, i64 %1390
  %1440 = load i8, ptr %1439, align 1, !tbaa !6
  %1441 = zext i8 %1440 to i64
  %1442 = getelementptr inbounds i64, ptr %9, i64 %1441
  %1443 = load i64, ptr %1442, align 8, !tbaa !15
  %1444 = and i64 %1443, 255
  %1445 = lshr i64 %1437, %1444
  %1446 = or i64 %1445, %1443
  %1447 = add i64 %1443, %1438
  %1448 = getelementptr i8, ptr %1380, i64 %1390
  %1449 = load i8, ptr %1448, align 1, !tbaa !6
  %1450 = zext i8 %1449 to i64
  %1451 = getelementptr inbounds i64, ptr %9, i64 %1450
  %1452 = load i64, ptr %1451, align 8, !tbaa !15
  %1453 = and i64 %1452, 255
  %1454 = lshr i64 %1446, %1453
  %1455 = or i64 %1454, %1452
  %1456 = add i64 %1452, %1447
  %1457 = getelementptr i8, ptr %1381, i64 %1390
  %1458 = load i8, ptr %1457, align 1, !tbaa !6
  %1459 = zext i8 %1458 to i64
  %1460 = getelementptr inbounds i64, ptr %9, i64 %1459
  %1461 = load i64, ptr %1460, align 8, !tbaa !15
  %1462 = and i64 %1461, 255
  %1463 = lshr i64 %1455, %1462
  %1464 = and i64 %1461, -256
  %1465 = or i64 %1463, %1464
  %1466 = add i64 %1461, %1456
  %1467 = and i64 %1466, 255
  %1468 = sub nsw i64 64, %1467
  %1469 = lshr i64 %1465, %1468
  store i64 %1469, ptr %1392, align 1, !tbaa !15
  %1470 = getelementptr i8, ptr %1382, i64 %1390
  %1471 = load i8, ptr %1470, align 1, !tbaa !6
  %1472 = zext i8 %1471 to i64
  %1473 = getelementptr inbounds i64, ptr %9, i64 %1472
  %1474 = load i64, ptr %1473, align 8, !tbaa !15
  %1475 = getelementptr i8, ptr %1383, i64 %1390
  %1476 = load i8, ptr %1475, align 1, !tbaa !6
  %1477 = zext i8 %1476 to i64
  %1478 = getelementptr inbounds i64, ptr %9, i64 %1477
  %1479 = load i64, ptr %1478, align 8, !tbaa !15
  %1480 = and i64 %1479, 255
  %1481 = lshr i64 %1474, %1480
  %1482 = or i64 %1481, %1479
  %1483 = add i64 %1479, %1474
  %1484 = getelementptr i8, ptr %1384, i64 %1390
  %1485 = load i8, ptr %1484, align 1, !tbaa !6
  %1486 = zext i8 %1485 to i64
  %1487 = getelementptr inbounds i64, ptr %9, i64 %1486
  %1488 = load i64, ptr %1487, align 8, !tbaa !15
  %1489 = and i64 %1488, 255
  %1490 = lshr i64 %1482, %1489
  %1491 = or i64 %1490, %1488
  %1492 = add i64 %1488, %1483
  %1493 = getelementptr i8, ptr %1385, i64 %1390
  %1494 = load i8, ptr %1493, align 1, !tbaa !6
  %1495 = zext i8 %1494 to i64
  %1496 = getelementptr inbounds i64, ptr %9, i64 %1495
  %1497 = load i64, ptr %1496, align 8, !tbaa !15
  %1498 = and i64 %1497, 255
  %1499 = lshr i64 %1491, %1498
  %1500 = or i64 %1499, %1497
  %1501 = add i64 %1497, %1492
  %1502 = getelementptr i8, ptr %1386, i64 %1390
  %1503 = load i8, ptr %1502, align 1, !tbaa !6
  %1504 = zext i8 %1503 to i64
  %1505 = getelementptr inbounds i64, ptr %9, i64 %1504
  %1506 = load i64, ptr %1505, align 8, !tbaa !15
  %1507 = and i64 %1506, 255
  %1508 = lshr i64 %1500, %1507
  %1509 = or i64 %1508, %1506
  %1510 = add i64 %1506, %1501
  %1511 = getelementptr i8, ptr %1387, i64 %1390
  %1512 = load i8, ptr %1511, align 1, !tbaa !6
  %1513 = zext i8 %1512 to i64
  %1514 = getelementptr inbounds i64, ptr %9, i64 %1513
  %1515 = load i64, ptr %1514, align 8, !tbaa !15
  %1516 = and i64 %1515, 255
  %1517 = lshr i64 %1509, %1516
  %1518 = or i64 %1517, %1515
  %1519 = add i64 %1515, %1510
  %1520 = getelementptr i8, ptr %1388, i64 %1390
  %1521 = load i8, ptr %1520, align 1, !tbaa !6
  %1522 = zext i8 %1521 to i64
  %1523 = getelementptr inbounds i64, ptr %9, i64 %1522
  %1524 = load i64, ptr %1523, align 8, !tbaa !15
  %1525 = and i64 %1524, 255
  %1526 = lshr i64 %1518, %1525
  %1527 = or i64 %1526, %1524
  %1528 = add i64 %1524, %1519
  %1529 = lshr i64 %1467, 3
  %1530 = and i64 %1466, 7
  %1531 = getelementptr inbounds i8, ptr %1392, i64 %1529
  %1532 = getelementptr i8, ptr %1370, i64 %1390
  %1533 = load i8, ptr %1532, align 1, !tbaa !6
  %1534 = zext i8 %1533 to i64
  %1535 = getelementptr inbounds i64, ptr %9, i64 %1534
  %1536 = load i64, ptr %1535, align 8, !tbaa !15
  %1537 = and i64 %1536, 255
  %1538 = lshr i64 %1527, %1537
  %1539 = and i64 %1536, -256
  %1540 = or i64 %1538, %1539
  %1541 = add i64 %1536, %1528
  %1542 = and i64 %1541, 255
  %1543 = lshr i64 %1465, %1542
  %1544 = or i64 %1540, %1543
  %1545 = add i64 %1541, %1530
  %1546 = and i64 %1545, 255
  %1547 = lshr i64 %1546, 3
  %1548 = sub nsw i64 64, %1546
  %1549 = lshr i64 %1544, %1548
  %1550 = and i64 %1545, 7
  store i64 %1549, ptr %1531, align 1, !tbaa !15
  %1551 = getelementptr inbounds i8, ptr %1531, i64 %1547
  %1552 = add nsw i64 %1390, -16
  %1553 = icmp ugt i64 %1390, 16
  br i1 %1553, label %1389, label %1900, !llvm.loop !80

1554:                                             ; preds = %231
  %1555 = srem i32 %23, 9
  %1556 = icmp sgt i32 %1555, 0
  br i1 %1556, label %1557, label %1587

1557:                                             ; preds = %1554
  %1558 = shl i64 %3, 32
  %1559 = ashr exact i64 %1558, 32
  br label %1560

1560:                                             ; preds = %1557, %1560
  %1561 = phi i64 [ %1559, %1557 ], [ %1565, %1560 ]
  %1562 = phi i32 [ %1555, %1557 ], [ %1576, %1560 ]
  %1563 = phi i64 [ 0, %1557 ], [ %1574, %1560 ]
  %1564 = phi i64 [ 0, %1557 ], [ %1575, %1560 ]
  %1565 = add nsw i64 %1561, -1
  %1566 = getelementptr inbounds i8, ptr %2, i64 %1565
  %1567 = load i8, ptr %1566, align 1, !tbaa !6
  %1568 = zext i8 %1567 to i64
  %1569 = getelementptr inbounds i64, ptr %9, i64 %1568
  %1570 = load i64, ptr %1569, align 8, !tbaa !15
  %1571 = and i64 %1570, 255
  %1572 = lshr i64 %1563, %1571
  %1573 = and i64 %1570, -256
  %1574 = or i64 %1572, %1573
  %1575 = add i64 %1570, %1564
  %1576 = add nsw i32 %1562, -1
  %1577 = icmp ugt i32 %1562, 1
  br i1 %1577, label %1560, label %1578, !llvm.loop !79

1578:                                             ; preds = %1560
  %1579 = trunc i64 %3 to i32
  %1580 = sub i32 %1579, %1555
  %1581 = and i64 %1575, 255
  %1582 = lshr i64 %1581, 3
  %1583 = sub nsw i64 64, %1581
  %1584 = lshr i64 %1574, %1583
  %1585 = and i64 %1575, 7
  store i64 %1584, ptr %0, align 1, !tbaa !15
  %1586 = getelementptr inbounds i8, ptr %0, i64 %1582
  br label %1587

1587:                                             ; preds = %1578, %1554
  %1588 = phi i64 [ %1585, %1578 ], [ 0, %1554 ]
  %1589 = phi ptr [ %1586, %1578 ], [ %0, %1554 ]
  %1590 = phi i64 [ %1574, %1578 ], [ 0, %1554 ]
  %1591 = phi i32 [ %1580, %1578 ], [ %23, %1554 ]
  %1592 = srem i32 %1591, 18
  %1593 = icmp eq i32 %1592, 0
  br i1 %1593, label %1693, label %1594

1594:                                             ; preds = %1587
  %1595 = sext i32 %1591 to i64
  %1596 = getelementptr i8, ptr %2, i64 %1595
  %1597 = getelementptr i8, ptr %1596, i64 -1
  %1598 = load i8, ptr %1597, align 1, !tbaa !6
  %1599 = zext i8 %1598 to i64
  %1600 = getelementptr inbounds i64, ptr %9, i64 %1599
  %1601 = load i64, ptr %1600, align 8, !tbaa !15
  %1602 = and i64 %1601, 255
  %1603 = lshr i64 %1590, %1602
  %1604 = or i64 %1603, %1601
  %1605 = add i64 %1601, %1588
  %1606 = getelementptr i8, ptr %2, i64 %1595
  %1607 = getelementptr i8, ptr %1606, i64 -2
  %1608 = load i8, ptr %1607, align 1, !tbaa !6
  %1609 = zext i8 %1608 to i64
  %1610 = getelementptr inbounds i64, ptr %9, i64 %1609
  %1611 = load i64, ptr %1610, align 8, !tbaa !15
  %1612 = and i64 %1611, 255
  %1613 = lshr i64 %1604, %1612
  %1614 = or i64 %1613, %1611
  %1615 = add i64 %1611, %1605
  %1616 = getelementptr i8, ptr %2, i64 %1595
  %1617 = getelementptr i8, ptr %1616, i64 -3
  %1618 = load i8, ptr %1617, align 1, !tbaa !6
  %1619 = zext i8 %1618 to i64
  %1620 = getelementptr inbounds i64, ptr %9, i64 %1619
  %1621 = load i64, ptr %1620, align 8, !tbaa !15
  %1622 = and i64 %1621, 255
  %1623 = lshr i64 %1614, %1622
  %1624 = or i64 %1623, %1621
  %1625 = add i64 %1621, %1615
  %1626 = getelementptr i8, ptr %2, i64 %1595
  %1627 = getelementptr i8, ptr %1626, i64 -4
  %1628 = load i8, ptr %1627, align 1, !tbaa !6
  %1629 = zext i8 %1628 to i64
  %1630 = getelementptr inbounds i64, ptr %9, i64 %1629
  %1631 = load i64, ptr %1630, align 8, !tbaa !15
  %1632 = and i64 %1631, 255
  %1633 = lshr i64 %1624, %1632
  %1634 = or i64 %1633, %1631
  %1635 = add i64 %1631, %1625
  %1636 = getelementptr i8, ptr %2, i64 %1595
  %1637 = getelementptr i8, ptr %1636, i64 -5
  %1638 = load i8, ptr %1637, align 1, !tbaa !6
  %1639 = zext i8 %1638 to i64
  %1640 = getelementptr inbounds i64, ptr %9, i64 %1639
  %1641 = load i64, ptr %1640, align 8, !tbaa !15
  %1642 = and i64 %1641, 255
  %1643 = lshr i64 %1634, %1642
  %1644 = or i64 %1643, %1641
  %1645 = add i64 %1641, %1635
  %1646 = getelementptr i8, ptr %2, i64 %1595
  %1647 = getelementptr i8, ptr %1646, i64 -6
  %1648 = load i8, ptr %1647, align 1, !tbaa !6
  %1649 = zext i8 %1648 to i64
  %1650 = getelementptr inbounds i64, ptr %9, i64 %1649
  %1651 = load i64, ptr %1650, align 8, !tbaa !15
  %1652 = and i64 %1651, 255
  %1653 = lshr i64 %1644, %1652
  %1654 = or i64 %1653, %1651
  %1655 = add i64 %1651, %1645
  %1656 = getelementptr i8, ptr %2, i64 %1595
  %1657 = getelementptr i8, ptr %1656, i64 -7
  %1658 = load i8, ptr %1657, align 1, !tbaa !6
  %1659 = zext i8 %1658 to i64
  %1660 = getelementptr inbounds i64, ptr %9, i64 %1659
  %1661 = load i64, ptr %1660, align 8, !tbaa !15
  %1662 = and i64 %1661, 255
  %1663 = lshr i64 %1654, %1662
  %1664 = or i64 %1663, %1661
  %1665 = add i64 %1661, %1655
  %1666 = getelementptr i8, ptr %2, i64 %1595
  %1667 = getelementptr i8, ptr %1666, i64 -8
  %1668 = load i8, ptr %1667, align 1, !tbaa !6
  %1669 = zext i8 %1668 to i64
  %1670 = getelementptr inbounds i64, ptr %9, i64 %1669
  %1671 = load i64, ptr %1670, align 8, !tbaa !15
  %1672 = and i64 %1671, 255
  %1673 = lshr i64 %1664, %1672
  %1674 = or i64 %1673, %1671
  %1675 = add i64 %1671, %1665
  %1676 = add nsw i32 %1591, -9
  %1677 = sext i32 %1676 to i64
  %1678 = getelementptr inbounds i8, ptr %2, i64 %1677
  %1679 = load i8, ptr %1678, align 1, !tbaa !6
  %1680 = zext i8 %1679 to i64
  %1681 = getelementptr inbounds i64, ptr %9, i64 %1680
  %1682 = load i64, ptr %1681, align 8, !tbaa !15
  %1683 = and i64 %1682, 255
  %1684 = lshr i64 %1674, %1683
  %1685 = or i64 %1684, %1682
  %1686 = add i64 %1682, %1675
  %1687 = and i64 %1686, 255
  %1688 = lshr i64 %1687, 3
  %1689 = sub nsw i64 64, %1687
  %1690 = lshr i64 %1685, %1689
  %1691 = and i64 %1686, 7
  store i64 %1690, ptr %1589, align 1, !tbaa !15
  %1692 = getelementptr inbounds i8, ptr %1589, i64 %1688
  br label %1693

1693:                                             ; preds = %1594, %1587
  %1694 = phi i64 [ %1588, %1587 ], [ %1691, %1594 ]
  %1695 = phi ptr [ %1589, %1587 ], [ %1692, %1594 ]
  %1696 = phi i64 [ %1590, %1587 ], [ %1685, %1594 ]
  %1697 = phi i32 [ %1591, %1587 ], [ %1676, %1594 ]
  %1698 = getelementptr i8, ptr %2, i64 -18
  %1699 = icmp sgt i32 %1697, 0
  br i1 %1699, label %1700, label %1900

1700:                                             ; preds = %1693
  %1701 = zext nneg i32 %1697 to i64
  %1702 = getelementptr i8, ptr %2, i64 -1
  %1703 = getelementptr i8, ptr %2, i64 -2
  %1704 = getelementptr i8, ptr %2, i64 -3
  %1705 = getelementptr i8, ptr %2, i64 -4
  %1706 = getelementptr i8, ptr %2, i64 -5
  %1707 = getelementptr i8, ptr %2, i64 -6
  %1708 = getelementptr i8, ptr %2, i64 -7
  %1709 = getelementptr i8, ptr %2, i64 -8
  %1710 = getelementptr i8, ptr %2, i64 -9
  %1711 = getelementptr i8, ptr %2, i64 -10
  %1712 = getelementptr i8, ptr %2, i64 -11
  %1713 = getelementptr i8, ptr %2, i64 -12
  %1714 = getelementptr i8, ptr %2, i64 -13
  %1715 = getelementptr i8, ptr %2, i64 -14
  %1716 = getelementptr i8, ptr %2, i64 -15
  %1717 = getelementptr i8, ptr %2, i64 -16
  %1718 = getelementptr i8, ptr %2, i64 -17
  br label %1719

1719:                                             ; preds = %1700, %1719
  %1720 = phi i64 [ %1701, %1700 ], [ %1898, %1719 ]
  %1721 = phi i64 [ %1696, %1700 ], [ %1890, %1719 ]
  %1722 = phi ptr [ %1695, %1700 ], [ %1897, %1719 ]
  %1723 = phi i64 [ %1694, %1700 ], [ %1896, %1719 ]
  %1724 = getelementptr i8, ptr %1702, i64 %1720
  %1725 = load i8, ptr %1724, align 1, !tbaa !6
  %1726 = zext i8 %1725 to i64
  %1727 = getelementptr inbounds i64, ptr %9, i64 %1726
  %1728 = load i64, ptr %1727, align 8, !tbaa !15
  %1729 = and i64 %1728, 255
  %1730 = lshr i64 %1721, %1729
  %1731 = or i64 %1730, %1728
  %1732 = add i64 %1728, %1723
  %1733 = getelementptr i8, ptr %1703, i64 %1720
  %1734 = load i8, ptr %1733, align 1, !tbaa !6
  %1735 = zext i8 %1734 to i64
  %1736 = getelementptr inbounds i64, ptr %9, i64 %1735
  %1737 = load i64, ptr %1736, align 8, !tbaa !15
  %1738 = and i64 %1737, 255
  %1739 = lshr i64 %1731, %1738
  %1740 = or i64 %1739, %1737
  %1741 = add i64 %1737, %1732
  %1742 = getelementptr i8, ptr %1704, i64 %1720
  %1743 = load i8, ptr %1742, align 1, !tbaa !6
  %1744 = zext i8 %1743 to i64
  %1745 = getelementptr inbounds i64, ptr %9, i64 %1744
  %1746 = load i64, ptr %1745, align 8, !tbaa !15
  %1747 = and i64 %1746, 255
  %1748 = lshr i64 %1740, %1747
  %1749 = or i64 %1748, %1746
  %1750 = add i64 %1746, %1741
  %1751 = getelementptr i8, ptr %1705, i64 %1720
  %1752 = load i8, ptr %1751, align 1, !tbaa !6
  %1753 = zext i8 %1752 to i64
  %1754 = getelementptr inbounds i64, ptr %9, i64 %1753
  %1755 = load i64, ptr %1754, align 8, !tbaa !15
  %1756 = and i64 %1755, 255
  %1757 = lshr i64 %1749, %1756
  %1758 = or i64 %1757, %1755
  %1759 = add i64 %1755, %1750
  %1760 = getelementptr i8, ptr %1706, i64 %1720
  %1761 = load i8, ptr %1760, align 1, !tbaa !6
  %1762 = zext i8 %1761 to i64
  %1763 = getelementptr inbounds i64, ptr %9, i64 %1762
  %1764 = load i64, ptr %1763, align 8, !tbaa !15
  %1765 = and i64 %1764, 255
  %1766 = lshr i64 %1758, %1765
  %1767 = or i64 %1766, %1764
  %1768 = add i64 %1764, %1759
  %1769 = getelementptr i8, ptr %1707, i64 %1720
  %1770 = load i8, ptr %1769, align 1, !tbaa !6
  %1771 = zext i8 %1770 to i64
  %1772 = getelementptr inbounds i64, ptr %9, i64 %1771
  %1773 = load i64, ptr %1772, align 8, !tbaa !15
  %1774 = and i64 %1773, 255
  %1775 = lshr i64 %1767, %1774
  %1776 = or i64 %1775, %1773
  %1777 = add i64 %1773, %1768
  %1778 = getelementptr i8, ptr %1708, i64 %1720
  %1779 = load i8, ptr %1778, align 1, !tbaa !6
  %1780 = zext i8 %1779 to i64
  %1781 = getelementptr inbounds i64, ptr %9, i64 %1780
  %1782 = load i64, ptr %1781, align 8, !tbaa !15
  %1783 = and i64 %1782, 255
  %1784 = lshr i64 %1776, %1783
  %1785 = or i64 %1784, %1782
  %1786 = add i64 %1782, %1777
  %1787 = getelementptr i8, ptr %1709, i64 %1720
  %1788 = load i8, ptr %1787, align 1, !tbaa !6
  %1789 = zext i8 %1788 to i64
  %1790 = getelementptr inbounds i64, ptr %9, i64 %1789
  %1791 = load i64, ptr %1790, align 8, !tbaa !15
  %1792 = and i64 %1791, 255
  %1793 = lshr i64 %1785, %1792
  %1794 = or i64 %1793, %1791
  %1795 = add i64 %1791, %1786
  %1796 = getelementptr i8, ptr %1710, i64 %1720
  %1797 = load i8, ptr %1796, align 1, !tbaa !6
  %1798 = zext i8 %1797 to i64
  %1799 = getelementptr inbounds i64, ptr %9, i64 %1798
  %1800 = load i64, ptr %1799, align 8, !tbaa !15
  %1801 = and i64 %1800, 255
  %1802 = lshr i64 %1794, %1801
  %1803 = or i64 %1802, %1800
  %1804 = add i64 %1800, %1795
  %1805 = and i64 %1804, 255
  %1806 = sub nsw i64 64, %1805
  %1807 = lshr i64 %1803, %1806
  store i64 %1807, ptr %1722, align 1, !tbaa !15
  %1808 = getelementptr i8, ptr %1711, i64 %1720
  %1809 = load i8, ptr %1808, align 1, !tbaa !6
  %1810 = zext i8 %1809 to i64
  %1811 = getelementptr inbounds i64, ptr %9, i64 %1810
  %1812 = load i64, ptr %1811, align 8, !tbaa !15
  %1813 = getelementptr i8, ptr %1712, i64 %1720
  %1814 = load i8, ptr %1813, align 1, !tbaa !6
  %1815 = zext i8 %1814 to i64
  %1816 = getelementptr inbounds i64, ptr %9, i64 %1815
  %1817 = load i64, ptr %1816, align 8, !tbaa !15
  %1818 = and i64 %1817, 255
  %1819 = lshr i64 %1812, %1818
  %1820 = or i64 %1819, %1817
  %1821 = add i64 %1817, %1812
  %1822 = getelementptr i8, ptr %1713, i64 %1720
  %1823 = load i8, ptr %1822, align 1, !tbaa !6
  %1824 = zext i8 %1823 to i64
  %1825 = getelementptr inbounds i64, ptr %9, i64 %1824
  %1826 = load i64, ptr %1825, align 8, !tbaa !15
  %1827 = and i64 %1826, 255
  %1828 = lshr i64 %1820, %1827
  %1829 = or i64 %1828, %1826
  %1830 = add i64 %1826, %1821
  %1831 = getelementptr i8, ptr %1714, i64 %1720
  %1832 = load i8, ptr %1831, align 1, !tbaa !6
  %1833 = zext i8 %1832 to i64
  %1834 = getelementptr inbounds i64, ptr %9, i64 %1833
  %1835 = load i64, ptr %1834, align 8, !tbaa !15
  %1836 = and i64 %1835, 255
  %1837 = lshr i64 %1829, %1836
  %1838 = or i64 %1837, %1835
  %1839 = add i64 %1835, %1830
  %1840 = getelementptr i8, ptr %1715, i64 %1720
  %1841 = load i8, ptr %1840, align 1, !tbaa !6
  %1842 = zext i8 %1841 to i64
  %1843 = getelementptr inbounds i64, ptr %9, i64 %1842
  %1844 = load i64, ptr %1843, align 8, !tbaa !15
  %1845 = and i64 %1844, 255
  %1846 = lshr i64 %1838, %1845
  %1847 = or i64 %1846, %1844
  %1848 = add i64 %1844, %1839
  %1849 = getelementptr i8, ptr %1716, i64 %1720
  %1850 = load i8, ptr %1849, align 1, !tbaa !6
  %1851 = zext i8 %1850 to i64
  %1852 = getelementptr inbounds i64, ptr %9, i64 %1851
  %1853 = load i64, ptr %1852, align 8, !tbaa !15
  %1854 = and i64 %1853, 255
  %1855 = lshr i64 %1847, %1854
  %1856 = or i64 %1855, %1853
  %1857 = add i64 %1853, %1848
  %1858 = getelementptr i8, ptr %1717, i64 %1720
  %1859 = load i8, ptr %1858, align 1, !tbaa !6
  %1860 = zext i8 %1859 to i64
  %1861 = getelementptr inbounds i64, ptr %9, i64 %1860
  %1862 = load i64, ptr %1861, align 8, !tbaa !15
  %1863 = and i64 %1862, 255
  %1864 = lshr i64 %1856, %1863
  %1865 = or i64 %1864, %1862
  %1866 = add i64 %1862, %1857
  %1867 = getelementptr i8, ptr %1718, i64 %1720
  %1868 = load i8, ptr %1867, align 1, !tbaa !6
  %1869 = zext i8 %1868 to i64
  %1870 = getelementptr inbounds i64, ptr %9, i64 %1869
  %1871 = load i64, ptr %1870, align 8, !tbaa !15
  %1872 = and i64 %1871, 255
  %1873 = lshr i64 %1865, %1872
  %1874 = or i64 %1873, %1871
  %1875 = add i64 %1871, %1866
  %1876 = lshr i64 %1805, 3
  %1877 = and i64 %1804, 7
  %1878 = getelementptr inbounds i8, ptr %1722, i64 %1876
  %1879 = getelementptr i8, ptr %1698, i64 %1720
  %1880 = load i8, ptr %1879, align 1, !tbaa !6
  %1881 = zext i8 %1880 to i64
  %1882 = getelementptr inbounds i64, ptr %9, i64 %1881
  %1883 = load i64, ptr %1882, align 8, !tbaa !15
  %1884 = and i64 %1883, 255
  %1885 = lshr i64 %1874, %1884
  %1886 = add i64 %1883, %1875
  %1887 = and i64 %1886, 255
  %1888 = lshr i64 %1803, %1887
  %1889 = or i64 %1885, %1888
  %1890 = or i64 %1889, %1883
  %1891 = add i64 %1886, %1877
  %1892 = and i64 %1891, 255
  %1893 = lshr i64 %1892, 3
  %1894 = sub nsw i64 64, %1892
  %1895 = lshr i64 %1890, %1894
  %1896 = and i64 %1891, 7
  store i64 %1895, ptr %1878, align 1, !tbaa !15
  %1897 = getelementptr inbounds i8, ptr %1878, i64 %1893
  %1898 = add nsw i64 %1720, -18
  %1899 = icmp ugt i64 %1720, 18
  br i1 %1899, label %1719, label %1900, !llvm.loop !80

1900:                                             ; preds = %1389, %1088, %817, %578, %350, %1719, %134, %1365, %1066, %797, %560, %332, %1693, %118
  %1901 = phi i64 [ %119, %118 ], [ %1694, %1693 ], [ %333, %332 ], [ %561, %560 ], [ %798, %797 ], [ %1067, %1066 ], [ %1366, %1365 ], [ %225, %134 ], [ %1896, %1719 ], [ %457, %350 ], [ %683, %578 ], [ %942, %817 ], [ %1231, %1088 ], [ %1550, %1389 ]
  %1902 = phi ptr [ %120, %118 ], [ %1695, %1693 ], [ %334, %332 ], [ %562, %560 ], [ %799, %797 ], [ %1068, %1066 ], [ %1367, %1365 ], [ %228, %134 ], [ %1897, %1719 ], [ %458, %350 ], [ %684, %578 ], [ %943, %817 ], [ %1232, %1088 ], [ %1551, %1389 ]
  %1903 = phi i64 [ %121, %118 ], [ %1696, %1693 ], [ %335, %332 ], [ %563, %560 ], [ %800, %797 ], [ %1069, %1066 ], [ %1368, %1365 ], [ %219, %134 ], [ %1890, %1719 ], [ %451, %350 ], [ %677, %578 ], [ %936, %817 ], [ %1225, %1088 ], [ %1544, %1389 ]
  %1904 = lshr i64 %1903, 1
  %1905 = or disjoint i64 %1904, -9223372036854775808
  %1906 = add nuw nsw i64 %1901, -9223372036854775807
  %1907 = and i64 %1906, 255
  %1908 = lshr i64 %1907, 3
  %1909 = sub nuw nsw i64 64, %1907
  %1910 = lshr i64 %1905, %1909
  store i64 %1910, ptr %1902, align 1, !tbaa !15
  %1911 = getelementptr inbounds i8, ptr %1902, i64 %1908
  %1912 = icmp ugt ptr %1911, %13
  %1913 = select i1 %1912, ptr %13, ptr %1911
  %1914 = icmp ult ptr %1913, %13
  br i1 %1914, label %1915, label %1923

1915:                                             ; preds = %1900
  %1916 = and i64 %1906, 7
  %1917 = ptrtoint ptr %1913 to i64
  %1918 = ptrtoint ptr %0 to i64
  %1919 = icmp ne i64 %1916, 0
  %1920 = zext i1 %1919 to i64
  %1921 = sub i64 %1920, %1918
  %1922 = add i64 %1921, %1917
  br label %1923

1923:                                             ; preds = %1915, %1900, %5, %11
  %1924 = phi i64 [ 0, %11 ], [ 0, %5 ], [ %1922, %1915 ], [ 0, %1900 ]
  ret i64 %1924
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_compress4X_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #9 {
  %7 = tail call fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #9 {
  %6 = add i64 %3, 3
  %7 = lshr i64 %6, 2
  %8 = getelementptr inbounds i8, ptr %2, i64 %3
  %9 = icmp ult i64 %1, 17
  %10 = icmp ult i64 %3, 12
  %11 = or i1 %9, %10
  br i1 %11, label %65, label %12

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 %1
  %14 = getelementptr inbounds i8, ptr %0, i64 6
  %15 = ptrtoint ptr %13 to i64
  %16 = add nsw i64 %1, -6
  %17 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %14, i64 noundef %16, ptr noundef %2, i64 noundef %7, ptr noundef %4)
  %18 = icmp ult i64 %17, -119
  br i1 %18, label %19, label %65

19:                                               ; preds = %12
  %20 = add i64 %17, -65536
  %21 = icmp ult i64 %20, -65535
  br i1 %21, label %65, label %22

22:                                               ; preds = %19
  %23 = trunc nuw i64 %17 to i16
  store i16 %23, ptr %0, align 1, !tbaa !37
  %24 = getelementptr inbounds i8, ptr %14, i64 %17
  %25 = getelementptr inbounds i8, ptr %2, i64 %7
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %15, %26
  %28 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %24, i64 noundef %27, ptr noundef %25, i64 noundef %7, ptr noundef %4)
  %29 = icmp ult i64 %28, -119
  br i1 %29, label %30, label %65

30:                                               ; preds = %22
  %31 = add i64 %28, -65536
  %32 = icmp ult i64 %31, -65535
  br i1 %32, label %65, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 2
  %35 = trunc nuw i64 %28 to i16
  store i16 %35, ptr %34, align 1, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %24, i64 %28
  %37 = getelementptr inbounds i8, ptr %25, i64 %7
  %38 = ptrtoint ptr %36 to i64
  %39 = sub i64 %15, %38
  %40 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %36, i64 noundef %39, ptr noundef %37, i64 noundef %7, ptr noundef %4)
  %41 = icmp ult i64 %40, -119
  br i1 %41, label %42, label %65

42:                                               ; preds = %33
  %43 = add i64 %40, -65536
  %44 = icmp ult i64 %43, -65535
  br i1 %44, label %65, label %45

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %0, i64 4
  %47 = trunc nuw i64 %40 to i16
  store i16 %47, ptr %46, align 1, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %36, i64 %40
  %49 = getelementptr inbounds i8, ptr %37, i64 %7
  %50 = ptrtoint ptr %48 to i64
  %51 = sub i64 %15, %50
  %52 = ptrtoint ptr %8 to i64
  %53 = ptrtoint ptr %49 to i64
  %54 = sub i64 %52, %53
  %55 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %48, i64 noundef %51, ptr noundef %49, i64 noundef %54, ptr noundef %4)
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %65

57:                                               ; preds = %45
  %58 = add i64 %55, -65536
  %59 = icmp ult i64 %58, -65535
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %48, i64 %55
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %0 to i64
  %64 = sub i64 %62, %63
  br label %65

65:                                               ; preds = %57, %45, %42, %33, %30, %22, %19, %12, %5, %60
  %66 = phi i64 [ %64, %60 ], [ 0, %5 ], [ 0, %19 ], [ %17, %12 ], [ 0, %30 ], [ %28, %22 ], [ 0, %42 ], [ %40, %33 ], [ 0, %57 ], [ %55, %45 ]
  ret i64 %66
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @HUF_cardinality(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = add i32 %1, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %43, label %5

5:                                                ; preds = %2
  %6 = zext i32 %3 to i64
  %7 = icmp ult i32 %3, 8
  br i1 %7, label %30, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ]
  %12 = phi <4 x i32> [ zeroinitializer, %8 ], [ %22, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %8 ], [ %23, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !18
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !18
  %18 = icmp ne <4 x i32> %16, zeroinitializer
  %19 = icmp ne <4 x i32> %17, zeroinitializer
  %20 = zext <4 x i1> %18 to <4 x i32>
  %21 = zext <4 x i1> %19 to <4 x i32>
  %22 = add <4 x i32> %12, %20
  %23 = add <4 x i32> %13, %21
  %24 = add nuw i64 %11, 8
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %10, !llvm.loop !81

26:                                               ; preds = %10
  %27 = add <4 x i32> %23, %22
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = icmp eq i64 %9, %6
  br i1 %29, label %43, label %30

30:                                               ; preds = %26, %5
  %31 = phi i64 [ 0, %5 ], [ %9, %26 ]
  %32 = phi i32 [ 0, %5 ], [ %28, %26 ]
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i64 [ %41, %33 ], [ %31, %30 ]
  %35 = phi i32 [ %40, %33 ], [ %32, %30 ]
  %36 = getelementptr inbounds i32, ptr %0, i64 %34
  %37 = load i32, ptr %36, align 4, !tbaa !18
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  %40 = add i32 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %6
  br i1 %42, label %43, label %33, !llvm.loop !82

43:                                               ; preds = %33, %26, %2
  %44 = phi i32 [ 0, %2 ], [ %28, %26 ], [ %40, %33 ]
  ret i32 %44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 33) i32 @HUF_minTableLog(i32 noundef %0) local_unnamed_addr #8 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  %3 = sub nuw nsw i32 32, %2
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @HUF_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = and i32 %7, 2
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = tail call i32 @FSE_optimalTableLog_internal(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef 1) #13
  br label %143

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %3, i64 748
  %15 = add i64 %4, -748
  %16 = add i32 %2, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %56, label %18

18:                                               ; preds = %13
  %19 = zext i32 %16 to i64
  %20 = icmp ult i32 %16, 8
  br i1 %20, label %43, label %21

21:                                               ; preds = %18
  %22 = and i64 %19, 4294967288
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi <4 x i32> [ zeroinitializer, %21 ], [ %35, %23 ]
  %26 = phi <4 x i32> [ zeroinitializer, %21 ], [ %36, %23 ]
  %27 = getelementptr inbounds i32, ptr %6, i64 %24
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <4 x i32>, ptr %27, align 4, !tbaa !18
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !18
  %31 = icmp ne <4 x i32> %29, zeroinitializer
  %32 = icmp ne <4 x i32> %30, zeroinitializer
  %33 = zext <4 x i1> %31 to <4 x i32>
  %34 = zext <4 x i1> %32 to <4 x i32>
  %35 = add <4 x i32> %25, %33
  %36 = add <4 x i32> %26, %34
  %37 = add nuw i64 %24, 8
  %38 = icmp eq i64 %37, %22
  br i1 %38, label %39, label %23, !llvm.loop !83

39:                                               ; preds = %23
  %40 = add <4 x i32> %36, %35
  %41 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %40)
  %42 = icmp eq i64 %22, %19
  br i1 %42, label %56, label %43

43:                                               ; preds = %39, %18
  %44 = phi i64 [ 0, %18 ], [ %22, %39 ]
  %45 = phi i32 [ 0, %18 ], [ %41, %39 ]
  br label %46

46:                                               ; preds = %43, %46
  %47 = phi i64 [ %54, %46 ], [ %44, %43 ]
  %48 = phi i32 [ %53, %46 ], [ %45, %43 ]
  %49 = getelementptr inbounds i32, ptr %6, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !18
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = add i32 %48, %52
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %19
  br i1 %55, label %56, label %46, !llvm.loop !84

56:                                               ; preds = %46, %39, %13
  %57 = phi i32 [ 0, %13 ], [ %41, %39 ], [ %53, %46 ]
  %58 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %57, i1 false)
  %59 = sub nuw nsw i32 32, %58
  %60 = icmp ugt i32 %59, %0
  br i1 %60, label %143, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds i8, ptr %5, i64 8
  %63 = icmp slt i32 %2, 0
  %64 = zext i32 %16 to i64
  %65 = icmp ult i32 %16, 8
  %66 = and i64 %64, 4294967288
  %67 = icmp eq i64 %66, %64
  br label %68

68:                                               ; preds = %61, %138
  %69 = phi i32 [ %59, %61 ], [ %141, %138 ]
  %70 = phi i32 [ %0, %61 ], [ %140, %138 ]
  %71 = phi i64 [ -2, %61 ], [ %139, %138 ]
  %72 = tail call i64 @HUF_buildCTable_wksp(ptr noundef %5, ptr noundef %6, i32 noundef %2, i32 noundef %69, ptr noundef %3, i64 noundef %4)
  %73 = icmp ult i64 %72, -119
  br i1 %73, label %74, label %138

74:                                               ; preds = %68
  %75 = zext i32 %69 to i64
  %76 = icmp ult i64 %72, %75
  %77 = icmp ugt i32 %69, %59
  %78 = and i1 %76, %77
  br i1 %78, label %143, label %79

79:                                               ; preds = %74
  %80 = trunc nsw i64 %72 to i32
  %81 = tail call i64 @HUF_writeCTable_wksp(ptr noundef nonnull %14, i64 noundef %15, ptr noundef %5, i32 noundef %2, i32 noundef %80, ptr noundef %3, i64 noundef %4)
  %82 = icmp ult i64 %81, -119
  br i1 %82, label %83, label %138

83:                                               ; preds = %79
  br i1 %63, label %129, label %84

84:                                               ; preds = %83
  br i1 %65, label %110, label %85

85:                                               ; preds = %84, %85
  %86 = phi i64 [ %105, %85 ], [ 0, %84 ]
  %87 = phi <4 x i64> [ %103, %85 ], [ zeroinitializer, %84 ]
  %88 = phi <4 x i64> [ %104, %85 ], [ zeroinitializer, %84 ]
  %89 = getelementptr inbounds i64, ptr %62, i64 %86
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = load <4 x i64>, ptr %89, align 8, !tbaa !15
  %92 = load <4 x i64>, ptr %90, align 8, !tbaa !15
  %93 = and <4 x i64> %91, <i64 255, i64 255, i64 255, i64 255>
  %94 = and <4 x i64> %92, <i64 255, i64 255, i64 255, i64 255>
  %95 = getelementptr inbounds i32, ptr %6, i64 %86
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <4 x i32>, ptr %95, align 4, !tbaa !18
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !18
  %99 = zext <4 x i32> %97 to <4 x i64>
  %100 = zext <4 x i32> %98 to <4 x i64>
  %101 = mul nuw nsw <4 x i64> %93, %99
  %102 = mul nuw nsw <4 x i64> %94, %100
  %103 = add <4 x i64> %101, %87
  %104 = add <4 x i64> %102, %88
  %105 = add nuw i64 %86, 8
  %106 = icmp eq i64 %105, %66
  br i1 %106, label %107, label %85, !llvm.loop !85

107:                                              ; preds = %85
  %108 = add <4 x i64> %104, %103
  %109 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %108)
  br i1 %67, label %126, label %110

110:                                              ; preds = %107, %84
  %111 = phi i64 [ 0, %84 ], [ %66, %107 ]
  %112 = phi i64 [ 0, %84 ], [ %109, %107 ]
  br label %113

113:                                              ; preds = %110, %113
  %114 = phi i64 [ %124, %113 ], [ %111, %110 ]
  %115 = phi i64 [ %123, %113 ], [ %112, %110 ]
  %116 = getelementptr inbounds i64, ptr %62, i64 %114
  %117 = load i64, ptr %116, align 8, !tbaa !15
  %118 = and i64 %117, 255
  %119 = getelementptr inbounds i32, ptr %6, i64 %114
  %120 = load i32, ptr %119, align 4, !tbaa !18
  %121 = zext i32 %120 to i64
  %122 = mul nuw nsw i64 %118, %121
  %123 = add i64 %122, %115
  %124 = add nuw nsw i64 %114, 1
  %125 = icmp eq i64 %124, %64
  br i1 %125, label %126, label %113, !llvm.loop !86

126:                                              ; preds = %113, %107
  %127 = phi i64 [ %109, %107 ], [ %123, %113 ]
  %128 = lshr i64 %127, 3
  br label %129

129:                                              ; preds = %83, %126
  %130 = phi i64 [ 0, %83 ], [ %128, %126 ]
  %131 = add i64 %130, %81
  %132 = add nuw i64 %71, 1
  %133 = icmp ugt i64 %131, %132
  br i1 %133, label %143, label %134

134:                                              ; preds = %129
  %135 = icmp ult i64 %131, %71
  %136 = tail call i64 @llvm.umin.i64(i64 %131, i64 %71)
  %137 = select i1 %135, i32 %69, i32 %70
  br label %138

138:                                              ; preds = %68, %134, %79
  %139 = phi i64 [ %71, %79 ], [ %136, %134 ], [ %71, %68 ]
  %140 = phi i32 [ %70, %79 ], [ %137, %134 ], [ %70, %68 ]
  %141 = add i32 %69, 1
  %142 = icmp ugt i32 %141, %0
  br i1 %142, label %143, label %68, !llvm.loop !87

143:                                              ; preds = %129, %138, %74, %56, %11
  %144 = phi i32 [ %12, %11 ], [ %0, %56 ], [ %70, %129 ], [ %140, %138 ], [ %70, %74 ]
  ret i32 %144
}

declare i32 @FSE_optimalTableLog_internal(i32 noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_compress1X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = tail call fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 0, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10)
  ret i64 %12
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i64 noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11) unnamed_addr #2 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %4, ptr %13, align 4, !tbaa !18
  %16 = ptrtoint ptr %7 to i64
  %17 = sub i64 0, %16
  %18 = and i64 %17, 7
  %19 = icmp ugt i64 %18, %8
  %20 = getelementptr inbounds i8, ptr %7, i64 %18
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %8, i64 %18)
  %22 = select i1 %19, ptr null, ptr %20
  %23 = getelementptr inbounds i8, ptr %0, i64 %1
  %24 = icmp ult i64 %21, 7944
  br i1 %24, label %234, label %25

25:                                               ; preds = %12
  %26 = icmp eq i64 %3, 0
  %27 = icmp eq i64 %1, 0
  %28 = or i1 %27, %26
  br i1 %28, label %234, label %29

29:                                               ; preds = %25
  %30 = icmp ugt i64 %3, 131072
  br i1 %30, label %234, label %31

31:                                               ; preds = %29
  %32 = icmp ugt i32 %5, 12
  br i1 %32, label %234, label %33

33:                                               ; preds = %31
  %34 = icmp ugt i32 %4, 255
  br i1 %34, label %234, label %35

35:                                               ; preds = %33
  %36 = icmp eq i32 %4, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  store i32 255, ptr %13, align 4, !tbaa !18
  br label %38

38:                                               ; preds = %37, %35
  %39 = phi i32 [ 255, %37 ], [ %4, %35 ]
  %40 = icmp eq i32 %5, 0
  %41 = select i1 %40, i32 11, i32 %5
  %42 = and i32 %11, 4
  %43 = icmp eq i32 %42, 0
  %44 = icmp eq ptr %10, null
  %45 = or i1 %44, %43
  br i1 %45, label %51, label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %10, align 4, !tbaa !18
  %48 = icmp eq i32 %47, 2
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = tail call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9)
  br label %234

51:                                               ; preds = %46, %38
  %52 = and i32 %11, 8
  %53 = icmp ne i32 %52, 0
  %54 = icmp ugt i64 %3, 40959
  %55 = and i1 %54, %53
  br i1 %55, label %56, label %66

56:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #13
  store i32 %39, ptr %14, align 4, !tbaa !18
  %57 = call i32 @HIST_count_simple(ptr noundef %22, ptr noundef nonnull %14, ptr noundef %2, i64 noundef 4096) #13
  %58 = zext i32 %57 to i64
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #13
  %59 = load i32, ptr %13, align 4, !tbaa !18
  store i32 %59, ptr %15, align 4, !tbaa !18
  %60 = getelementptr inbounds i8, ptr %2, i64 %3
  %61 = getelementptr inbounds i8, ptr %60, i64 -4096
  %62 = call i32 @HIST_count_simple(ptr noundef %22, ptr noundef nonnull %15, ptr noundef nonnull %61, i64 noundef 4096) #13
  %63 = zext i32 %62 to i64
  %64 = add nuw nsw i64 %63, %58
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #13
  %65 = icmp ugt i64 %64, 68
  br i1 %65, label %66, label %234

66:                                               ; preds = %56, %51
  %67 = getelementptr inbounds i8, ptr %22, i64 3080
  %68 = call i64 @HIST_count_wksp(ptr noundef %22, ptr noundef nonnull %13, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %67, i64 noundef 4096) #13
  %69 = icmp ult i64 %68, -119
  br i1 %69, label %70, label %234

70:                                               ; preds = %66
  %71 = icmp eq i64 %68, %3
  br i1 %71, label %72, label %74

72:                                               ; preds = %70
  %73 = load i8, ptr %2, align 1, !tbaa !6
  store i8 %73, ptr %0, align 1, !tbaa !6
  br label %234

74:                                               ; preds = %70
  %75 = lshr i64 %3, 7
  %76 = add nuw nsw i64 %75, 4
  %77 = icmp ugt i64 %68, %76
  br i1 %77, label %78, label %234

78:                                               ; preds = %74
  br i1 %44, label %94, label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %10, align 4, !tbaa !18
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = load i32, ptr %13, align 4, !tbaa !18
  %84 = call i32 @HUF_validateCTable(ptr noundef %9, ptr noundef %22, i32 noundef %83)
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %82
  store i32 0, ptr %10, align 4, !tbaa !18
  br label %87

87:                                               ; preds = %86, %79
  %88 = phi i32 [ 0, %86 ], [ %80, %79 ]
  %89 = icmp eq i32 %88, 0
  %90 = or i1 %45, %89
  br i1 %90, label %94, label %92

91:                                               ; preds = %82
  br i1 %45, label %94, label %92

92:                                               ; preds = %87, %91
  %93 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9)
  br label %234

94:                                               ; preds = %91, %78, %87
  %95 = load i32, ptr %13, align 4, !tbaa !18
  %96 = getelementptr inbounds i8, ptr %22, i64 1024
  %97 = call i32 @HUF_optimalTableLog(i32 noundef %41, i64 noundef %3, i32 noundef %95, ptr noundef nonnull %67, i64 noundef 4864, ptr noundef nonnull %96, ptr noundef %22, i32 noundef %11)
  %98 = load i32, ptr %13, align 4, !tbaa !18
  %99 = call i64 @HUF_buildCTable_wksp(ptr noundef nonnull %96, ptr noundef %22, i32 noundef %98, i32 noundef %97, ptr noundef nonnull %67, i64 noundef 4864)
  %100 = icmp ult i64 %99, -119
  br i1 %100, label %101, label %234

101:                                              ; preds = %94
  %102 = trunc nsw i64 %99 to i32
  %103 = load i32, ptr %13, align 4, !tbaa !18
  %104 = call i64 @HUF_writeCTable_wksp(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %96, i32 noundef %103, i32 noundef %102, ptr noundef nonnull %67, i64 noundef 748)
  %105 = icmp ult i64 %104, -119
  br i1 %105, label %106, label %234

106:                                              ; preds = %101
  br i1 %44, label %224, label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %10, align 4, !tbaa !18
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %221, label %110

110:                                              ; preds = %107
  %111 = load i32, ptr %13, align 4, !tbaa !18
  %112 = getelementptr inbounds i8, ptr %9, i64 8
  %113 = icmp slt i32 %111, 0
  br i1 %113, label %219, label %114

114:                                              ; preds = %110
  %115 = add nuw i32 %111, 1
  %116 = zext i32 %115 to i64
  %117 = icmp ult i32 %111, 7
  br i1 %117, label %146, label %118

118:                                              ; preds = %114
  %119 = and i64 %116, 4294967288
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi i64 [ 0, %118 ], [ %140, %120 ]
  %122 = phi <4 x i64> [ zeroinitializer, %118 ], [ %138, %120 ]
  %123 = phi <4 x i64> [ zeroinitializer, %118 ], [ %139, %120 ]
  %124 = getelementptr inbounds i64, ptr %112, i64 %121
  %125 = getelementptr inbounds i8, ptr %124, i64 32
  %126 = load <4 x i64>, ptr %124, align 8, !tbaa !15
  %127 = load <4 x i64>, ptr %125, align 8, !tbaa !15
  %128 = and <4 x i64> %126, <i64 255, i64 255, i64 255, i64 255>
  %129 = and <4 x i64> %127, <i64 255, i64 255, i64 255, i64 255>
  %130 = getelementptr inbounds i32, ptr %22, i64 %121
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  %132 = load <4 x i32>, ptr %130, align 4, !tbaa !18
  %133 = load <4 x i32>, ptr %131, align 4, !tbaa !18
  %134 = zext <4 x i32> %132 to <4 x i64>
  %135 = zext <4 x i32> %133 to <4 x i64>
  %136 = mul nuw nsw <4 x i64> %128, %134
  %137 = mul nuw nsw <4 x i64> %129, %135
  %138 = add <4 x i64> %136, %122
  %139 = add <4 x i64> %137, %123
  %140 = add nuw i64 %121, 8
  %141 = icmp eq i64 %140, %119
  br i1 %141, label %142, label %120, !llvm.loop !88

142:                                              ; preds = %120
  %143 = add <4 x i64> %139, %138
  %144 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %143)
  %145 = icmp eq i64 %119, %116
  br i1 %145, label %162, label %146

146:                                              ; preds = %142, %114
  %147 = phi i64 [ 0, %114 ], [ %119, %142 ]
  %148 = phi i64 [ 0, %114 ], [ %144, %142 ]
  br label %149

149:                                              ; preds = %146, %149
  %150 = phi i64 [ %160, %149 ], [ %147, %146 ]
  %151 = phi i64 [ %159, %149 ], [ %148, %146 ]
  %152 = getelementptr inbounds i64, ptr %112, i64 %150
  %153 = load i64, ptr %152, align 8, !tbaa !15
  %154 = and i64 %153, 255
  %155 = getelementptr inbounds i32, ptr %22, i64 %150
  %156 = load i32, ptr %155, align 4, !tbaa !18
  %157 = zext i32 %156 to i64
  %158 = mul nuw nsw i64 %154, %157
  %159 = add i64 %158, %151
  %160 = add nuw nsw i64 %150, 1
  %161 = icmp eq i64 %160, %116
  br i1 %161, label %162, label %149, !llvm.loop !89

162:                                              ; preds = %149, %142
  %163 = phi i64 [ %144, %142 ], [ %159, %149 ]
  %164 = getelementptr inbounds i8, ptr %22, i64 1032
  %165 = icmp ult i32 %111, 7
  br i1 %165, label %194, label %166

166:                                              ; preds = %162
  %167 = and i64 %116, 4294967288
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i64 [ 0, %166 ], [ %188, %168 ]
  %170 = phi <4 x i64> [ zeroinitializer, %166 ], [ %186, %168 ]
  %171 = phi <4 x i64> [ zeroinitializer, %166 ], [ %187, %168 ]
  %172 = getelementptr inbounds i64, ptr %164, i64 %169
  %173 = getelementptr inbounds i8, ptr %172, i64 32
  %174 = load <4 x i64>, ptr %172, align 8, !tbaa !15
  %175 = load <4 x i64>, ptr %173, align 8, !tbaa !15
  %176 = and <4 x i64> %174, <i64 255, i64 255, i64 255, i64 255>
  %177 = and <4 x i64> %175, <i64 255, i64 255, i64 255, i64 255>
  %178 = getelementptr inbounds i32, ptr %22, i64 %169
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load <4 x i32>, ptr %178, align 4, !tbaa !18
  %181 = load <4 x i32>, ptr %179, align 4, !tbaa !18
  %182 = zext <4 x i32> %180 to <4 x i64>
  %183 = zext <4 x i32> %181 to <4 x i64>
  %184 = mul nuw nsw <4 x i64> %176, %182
  %185 = mul nuw nsw <4 x i64> %177, %183
  %186 = add <4 x i64> %184, %170
  %187 = add <4 x i64> %185, %171
  %188 = add nuw i64 %169, 8
  %189 = icmp eq i64 %188, %167
  br i1 %189, label %190, label %168, !llvm.loop !90

190:                                              ; preds = %168
  %191 = add <4 x i64> %187, %186
  %192 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %191)
  %193 = icmp eq i64 %167, %116
  br i1 %193, label %210, label %194

194:                                              ; preds = %190, %162
  %195 = phi i64 [ 0, %162 ], [ %167, %190 ]
  %196 = phi i64 [ 0, %162 ], [ %192, %190 ]
  br label %197

197:                                              ; preds = %194, %197
  %198 = phi i64 [ %208, %197 ], [ %195, %194 ]
  %199 = phi i64 [ %207, %197 ], [ %196, %194 ]
  %200 = getelementptr inbounds i64, ptr %164, i64 %198
  %201 = load i64, ptr %200, align 8, !tbaa !15
  %202 = and i64 %201, 255
  %203 = getelementptr inbounds i32, ptr %22, i64 %198
  %204 = load i32, ptr %203, align 4, !tbaa !18
  %205 = zext i32 %204 to i64
  %206 = mul nuw nsw i64 %202, %205
  %207 = add i64 %206, %199
  %208 = add nuw nsw i64 %198, 1
  %209 = icmp eq i64 %208, %116
  br i1 %209, label %210, label %197, !llvm.loop !91

210:                                              ; preds = %197, %190
  %211 = phi i64 [ %192, %190 ], [ %207, %197 ]
  %212 = lshr i64 %163, 3
  %213 = lshr i64 %211, 3
  %214 = add i64 %213, %104
  %215 = icmp ugt i64 %212, %214
  %216 = add i64 %104, 12
  %217 = icmp ult i64 %216, %3
  %218 = and i1 %217, %215
  br i1 %218, label %227, label %219

219:                                              ; preds = %110, %210
  %220 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9)
  br label %234

221:                                              ; preds = %107
  %222 = add nuw i64 %104, 12
  %223 = icmp ult i64 %222, %3
  br i1 %223, label %227, label %234

224:                                              ; preds = %106
  %225 = add nuw i64 %104, 12
  %226 = icmp ult i64 %225, %3
  br i1 %226, label %228, label %234

227:                                              ; preds = %210, %221
  store i32 0, ptr %10, align 4, !tbaa !18
  br label %228

228:                                              ; preds = %224, %227
  %229 = getelementptr inbounds i8, ptr %0, i64 %104
  %230 = icmp eq ptr %9, null
  br i1 %230, label %232, label %231

231:                                              ; preds = %228
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2056) %9, ptr noundef nonnull align 8 dereferenceable(2056) %96, i64 2056, i1 false)
  br label %232

232:                                              ; preds = %231, %228
  %233 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %229, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef nonnull %96)
  br label %234

234:                                              ; preds = %221, %224, %101, %219, %66, %72, %33, %31, %29, %25, %12, %56, %94, %74, %232, %92, %49
  %235 = phi i64 [ %50, %49 ], [ %93, %92 ], [ %233, %232 ], [ %99, %94 ], [ 0, %74 ], [ 0, %56 ], [ -66, %12 ], [ 0, %25 ], [ -72, %29 ], [ -44, %31 ], [ -46, %33 ], [ %68, %66 ], [ 1, %72 ], [ 0, %221 ], [ 0, %224 ], [ %104, %101 ], [ %220, %219 ]
  ret i64 %235
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_compress4X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = tail call fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 1, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10)
  ret i64 %12
}

declare i32 @HIST_count_simple(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare i64 @FSE_compress_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @HUF_simpleQuickSort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #10 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp slt i32 %4, 8
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = icmp slt i32 %1, %2
  br i1 %7, label %39, label %80

8:                                                ; preds = %3
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %9
  %11 = icmp slt i32 %4, 1
  br i1 %11, label %80, label %12

12:                                               ; preds = %8
  %13 = add i32 %2, 1
  %14 = sub i32 %13, %1
  %15 = zext i32 %14 to i64
  br label %16

16:                                               ; preds = %12, %32
  %17 = phi i64 [ 1, %12 ], [ %37, %32 ]
  %18 = getelementptr inbounds %struct.nodeElt_s, ptr %10, i64 %17
  %19 = load <2 x i32>, ptr %18, align 4
  %20 = extractelement <2 x i32> %19, i64 0
  br label %21

21:                                               ; preds = %16, %28
  %22 = phi i64 [ %17, %16 ], [ %23, %28 ]
  %23 = add nsw i64 %22, -1
  %24 = and i64 %23, 4294967295
  %25 = getelementptr inbounds %struct.nodeElt_s, ptr %10, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !47
  %27 = icmp ult i32 %26, %20
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = getelementptr inbounds %struct.nodeElt_s, ptr %10, i64 %22
  %30 = load i64, ptr %25, align 4
  store i64 %30, ptr %29, align 4
  %31 = icmp sgt i64 %22, 1
  br i1 %31, label %21, label %32, !llvm.loop !92

32:                                               ; preds = %21, %28
  %33 = phi i64 [ %22, %21 ], [ 0, %28 ]
  %34 = shl i64 %33, 32
  %35 = ashr exact i64 %34, 29
  %36 = getelementptr inbounds i8, ptr %10, i64 %35
  store <2 x i32> %19, ptr %36, align 4
  %37 = add nuw nsw i64 %17, 1
  %38 = icmp eq i64 %37, %15
  br i1 %38, label %80, label %16, !llvm.loop !93

39:                                               ; preds = %6, %76
  %40 = phi i32 [ %78, %76 ], [ %1, %6 ]
  %41 = phi i32 [ %77, %76 ], [ %2, %6 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !47
  %45 = add nsw i32 %40, -1
  %46 = sext i32 %40 to i64
  br label %47

47:                                               ; preds = %59, %39
  %48 = phi i64 [ %46, %39 ], [ %61, %59 ]
  %49 = phi i32 [ %45, %39 ], [ %60, %59 ]
  %50 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !47
  %52 = icmp ugt i32 %51, %44
  br i1 %52, label %53, label %59

53:                                               ; preds = %47
  %54 = add nsw i32 %49, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %55
  %57 = load i64, ptr %56, align 4
  %58 = load i64, ptr %50, align 4
  store i64 %58, ptr %56, align 4
  store i64 %57, ptr %50, align 4
  br label %59

59:                                               ; preds = %53, %47
  %60 = phi i32 [ %54, %53 ], [ %49, %47 ]
  %61 = add nsw i64 %48, 1
  %62 = icmp eq i64 %61, %42
  br i1 %62, label %63, label %47, !llvm.loop !94

63:                                               ; preds = %59
  %64 = add nsw i32 %60, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %65
  %67 = load i64, ptr %66, align 4
  %68 = load i64, ptr %43, align 4
  store i64 %68, ptr %66, align 4
  store i64 %67, ptr %43, align 4
  %69 = sub nsw i32 %64, %40
  %70 = sub nsw i32 %41, %64
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %74

72:                                               ; preds = %63
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %0, i32 noundef %40, i32 noundef %60)
  %73 = add nsw i32 %60, 2
  br label %76

74:                                               ; preds = %63
  %75 = add nsw i32 %60, 2
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %0, i32 noundef %75, i32 noundef %41)
  br label %76

76:                                               ; preds = %74, %72
  %77 = phi i32 [ %41, %72 ], [ %60, %74 ]
  %78 = phi i32 [ %73, %72 ], [ %40, %74 ]
  %79 = icmp slt i32 %78, %77
  br i1 %79, label %39, label %80, !llvm.loop !95

80:                                               ; preds = %76, %32, %6, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #11

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, ptr nocapture noundef readonly %6) unnamed_addr #9 {
  %8 = icmp eq i32 %5, 0
  %9 = ptrtoint ptr %2 to i64
  %10 = ptrtoint ptr %1 to i64
  %11 = sub i64 %9, %10
  br i1 %8, label %12, label %14

12:                                               ; preds = %7
  %13 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %1, i64 noundef %11, ptr noundef %3, i64 noundef %4, ptr noundef %6)
  br label %16

14:                                               ; preds = %7
  %15 = tail call fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %1, i64 noundef %11, ptr noundef %3, i64 noundef %4, ptr noundef %6)
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i64 [ %13, %12 ], [ %15, %14 ]
  %18 = icmp ult i64 %17, -119
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = icmp eq i64 %17, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %1, i64 %17
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %0 to i64
  %25 = sub i64 %23, %24
  %26 = add nsw i64 %4, -1
  %27 = icmp ult i64 %25, %26
  %28 = select i1 %27, i64 %25, i64 0
  br label %29

29:                                               ; preds = %21, %19, %16
  %30 = phi i64 [ %17, %16 ], [ 0, %19 ], [ %28, %21 ]
  ret i64 %30
}

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !10, !11, !12}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !10, !11, !12}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !10, !11, !12}
!34 = distinct !{!34, !10, !11, !12}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10, !12, !11}
!37 = !{!38, !38, i64 0}
!38 = !{!"short", !7, i64 0}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10}
!42 = !{!43, !38, i64 0}
!43 = !{!"", !38, i64 0, !38, i64 2}
!44 = distinct !{!44, !10}
!45 = !{!43, !38, i64 2}
!46 = distinct !{!46, !10}
!47 = !{!48, !19, i64 0}
!48 = !{!"nodeElt_s", !19, i64 0, !38, i64 4, !7, i64 6, !7, i64 7}
!49 = !{!48, !7, i64 6}
!50 = distinct !{!50, !10}
!51 = distinct !{!51, !10}
!52 = distinct !{!52, !10}
!53 = !{!48, !38, i64 4}
!54 = distinct !{!54, !10, !11, !12}
!55 = distinct !{!55, !10, !11}
!56 = !{!48, !7, i64 7}
!57 = distinct !{!57, !10}
!58 = distinct !{!58, !10}
!59 = distinct !{!59, !10}
!60 = distinct !{!60, !10}
!61 = distinct !{!61, !10}
!62 = distinct !{!62, !10}
!63 = distinct !{!63, !10}
!64 = distinct !{!64, !10}
!65 = distinct !{!65, !10}
!66 = distinct !{!66, !10}
!67 = distinct !{!67, !10}
!68 = distinct !{!68, !10, !11, !12}
!69 = distinct !{!69, !10, !11}
!70 = distinct !{!70, !10}
!71 = distinct !{!71, !10, !11, !12}
!72 = distinct !{!72, !10}
!73 = distinct !{!73, !10, !11}
!74 = distinct !{!74, !10}
!75 = distinct !{!75, !10, !11, !12}
!76 = distinct !{!76, !10, !12, !11}
!77 = distinct !{!77, !10, !11, !12}
!78 = distinct !{!78, !10, !12, !11}
!79 = distinct !{!79, !10}
!80 = distinct !{!80, !10}
!81 = distinct !{!81, !10, !11, !12}
!82 = distinct !{!82, !10, !12, !11}
!83 = distinct !{!83, !10, !11, !12}
!84 = distinct !{!84, !10, !12, !11}
!85 = distinct !{!85, !10, !11, !12}
!86 = distinct !{!86, !10, !12, !11}
!87 = distinct !{!87, !10}
!88 = distinct !{!88, !10, !11, !12}
!89 = distinct !{!89, !10, !12, !11}
!90 = distinct !{!90, !10, !11, !12}
!91 = distinct !{!91, !10, !12, !11}
!92 = distinct !{!92, !10}
!93 = distinct !{!93, !10}
!94 = distinct !{!94, !10}
!95 = distinct !{!95, !10}
