; ModuleID = 'src/zstd/lib/compress/zstd_preSplit.c'
source_filename = "src/zstd/lib/compress/zstd_preSplit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ZSTD_splitBlock_byChunks.records_fs = internal unnamed_addr constant [4 x ptr] [ptr @ZSTD_recordFingerprint_43, ptr @ZSTD_recordFingerprint_11, ptr @ZSTD_recordFingerprint_5, ptr @ZSTD_recordFingerprint_1], align 16, !dbg !0
@ZSTD_splitBlock_byChunks.hashParams = internal unnamed_addr constant [4 x i32] [i32 8, i32 9, i32 10, i32 10], align 16, !dbg !63

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_splitBlock(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 !dbg !95 {
    #dbg_value(ptr %0, !97, !DIExpression(), !102)
    #dbg_value(i64 %1, !98, !DIExpression(), !102)
    #dbg_value(i32 %2, !99, !DIExpression(), !102)
    #dbg_value(ptr %3, !100, !DIExpression(), !102)
    #dbg_value(i64 %4, !101, !DIExpression(), !102)
  %6 = icmp eq i32 %2, 0, !dbg !103
  br i1 %6, label %7, label %123, !dbg !105

7:                                                ; preds = %5
    #dbg_value(ptr %0, !106, !DIExpression(), !121)
    #dbg_value(i64 %1, !111, !DIExpression(), !121)
    #dbg_value(ptr %3, !112, !DIExpression(), !121)
    #dbg_value(i64 %4, !113, !DIExpression(), !121)
    #dbg_value(ptr %3, !114, !DIExpression(), !121)
    #dbg_value(ptr %3, !115, !DIExpression(DW_OP_plus_uconst, 2048, DW_OP_stack_value), !121)
    #dbg_value(ptr %3, !123, !DIExpression(), !128)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8208) %3, i8 0, i64 8208, i1 false), !dbg !130
  tail call void @HIST_add(ptr noundef %3, ptr noundef %0, i64 noundef 512) #5, !dbg !131
  %8 = getelementptr inbounds i8, ptr %3, i64 4104, !dbg !132
  %9 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !133
  %10 = getelementptr inbounds i8, ptr %9, i64 -512, !dbg !134
  tail call void @HIST_add(ptr noundef nonnull %8, ptr noundef nonnull %10, i64 noundef 512) #5, !dbg !135
  %11 = getelementptr inbounds i8, ptr %3, i64 8200, !dbg !136
  store i64 512, ptr %11, align 8, !dbg !137, !tbaa !138
  %12 = getelementptr inbounds i8, ptr %3, i64 4096, !dbg !144
  store i64 512, ptr %12, align 8, !dbg !145, !tbaa !146
    #dbg_value(ptr %3, !147, !DIExpression(), !161)
    #dbg_value(ptr %8, !154, !DIExpression(), !161)
    #dbg_value(i32 0, !155, !DIExpression(), !161)
    #dbg_value(i32 8, !156, !DIExpression(), !161)
    #dbg_value(!DIArgList(i64 512, i64 512), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !164)
    #dbg_value(ptr %3, !165, !DIExpression(), !174)
    #dbg_value(ptr %8, !170, !DIExpression(), !174)
    #dbg_value(i32 8, !171, !DIExpression(), !174)
    #dbg_value(i64 0, !173, !DIExpression(), !174)
    #dbg_value(i64 0, !172, !DIExpression(), !174)
  br label %13, !dbg !176

13:                                               ; preds = %13, %7
  %14 = phi i64 [ 0, %7 ], [ %37, %13 ], !dbg !178
  %15 = phi <2 x i64> [ zeroinitializer, %7 ], [ %35, %13 ]
  %16 = phi <2 x i64> [ zeroinitializer, %7 ], [ %36, %13 ]
  %17 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %14, !dbg !180
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !180
  %19 = load <2 x i32>, ptr %17, align 4, !dbg !180, !tbaa !182
  %20 = load <2 x i32>, ptr %18, align 4, !dbg !180, !tbaa !182
  %21 = zext <2 x i32> %19 to <2 x i64>, !dbg !184
  %22 = zext <2 x i32> %20 to <2 x i64>, !dbg !184
  %23 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %14, !dbg !185
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !185
  %25 = load <2 x i32>, ptr %23, align 4, !dbg !185, !tbaa !182
  %26 = load <2 x i32>, ptr %24, align 4, !dbg !185, !tbaa !182
  %27 = zext <2 x i32> %25 to <2 x i64>, !dbg !186
  %28 = zext <2 x i32> %26 to <2 x i64>, !dbg !186
  %29 = sub nsw <2 x i64> %21, %27, !dbg !187
  %30 = sub nsw <2 x i64> %22, %28, !dbg !187
  %31 = shl nsw <2 x i64> %29, <i64 9, i64 9>, !dbg !187
  %32 = shl nsw <2 x i64> %30, <i64 9, i64 9>, !dbg !187
  %33 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %31, i1 true), !dbg !188
  %34 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %32, i1 true), !dbg !188
  %35 = add <2 x i64> %33, %15, !dbg !195
  %36 = add <2 x i64> %34, %16, !dbg !195
  %37 = add nuw i64 %14, 4, !dbg !178
  %38 = icmp eq i64 %37, 256, !dbg !178
  br i1 %38, label %39, label %13, !dbg !178, !llvm.loop !196

39:                                               ; preds = %13
  %40 = add <2 x i64> %36, %35, !dbg !176
  %41 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %40), !dbg !176
    #dbg_value(i64 poison, !157, !DIExpression(), !164)
    #dbg_value(i64 %41, !159, !DIExpression(), !164)
    #dbg_value(i64 229376, !160, !DIExpression(), !164)
  %42 = icmp ult i64 %41, 229376, !dbg !201
  br i1 %42, label %199, label %43, !dbg !202

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %3, i64 2048, !dbg !203
    #dbg_value(ptr %44, !115, !DIExpression(), !121)
  %45 = lshr i64 %1, 1, !dbg !204
  %46 = getelementptr inbounds i8, ptr %0, i64 %45, !dbg !205
  %47 = getelementptr inbounds i8, ptr %46, i64 -256, !dbg !206
  tail call void @HIST_add(ptr noundef nonnull %44, ptr noundef nonnull %47, i64 noundef 512) #5, !dbg !207
  %48 = getelementptr inbounds i8, ptr %3, i64 6144, !dbg !208
  store i64 512, ptr %48, align 8, !dbg !209, !tbaa !210
    #dbg_value(ptr %3, !165, !DIExpression(), !211)
    #dbg_value(ptr %44, !170, !DIExpression(), !211)
    #dbg_value(i32 8, !171, !DIExpression(), !211)
    #dbg_value(i64 0, !173, !DIExpression(), !211)
    #dbg_value(i64 0, !172, !DIExpression(), !211)
  %49 = load i64, ptr %12, align 8, !tbaa !210
  %50 = insertelement <2 x i64> poison, i64 %49, i64 0, !dbg !213
  %51 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !213
  br label %52, !dbg !213

52:                                               ; preds = %52, %43
  %53 = phi i64 [ 0, %43 ], [ %78, %52 ], !dbg !214
  %54 = phi <2 x i64> [ zeroinitializer, %43 ], [ %76, %52 ]
  %55 = phi <2 x i64> [ zeroinitializer, %43 ], [ %77, %52 ]
  %56 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %53, !dbg !215
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !215
  %58 = load <2 x i32>, ptr %56, align 4, !dbg !215, !tbaa !182
  %59 = load <2 x i32>, ptr %57, align 4, !dbg !215, !tbaa !182
  %60 = zext <2 x i32> %58 to <2 x i64>, !dbg !216
  %61 = zext <2 x i32> %59 to <2 x i64>, !dbg !216
  %62 = shl nuw nsw <2 x i64> %60, <i64 9, i64 9>, !dbg !217
  %63 = shl nuw nsw <2 x i64> %61, <i64 9, i64 9>, !dbg !217
  %64 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %53, !dbg !218
  %65 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !218
  %66 = load <2 x i32>, ptr %64, align 4, !dbg !218, !tbaa !182
  %67 = load <2 x i32>, ptr %65, align 4, !dbg !218, !tbaa !182
  %68 = zext <2 x i32> %66 to <2 x i64>, !dbg !219
  %69 = zext <2 x i32> %67 to <2 x i64>, !dbg !219
  %70 = mul nsw <2 x i64> %51, %68, !dbg !220
  %71 = mul nsw <2 x i64> %51, %69, !dbg !220
  %72 = sub nsw <2 x i64> %62, %70, !dbg !221
  %73 = sub nsw <2 x i64> %63, %71, !dbg !221
  %74 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %72, i1 true), !dbg !222
  %75 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %73, i1 true), !dbg !222
  %76 = add <2 x i64> %74, %54, !dbg !224
  %77 = add <2 x i64> %75, %55, !dbg !224
  %78 = add nuw i64 %53, 4, !dbg !214
  %79 = icmp eq i64 %78, 256, !dbg !214
  br i1 %79, label %80, label %52, !dbg !214, !llvm.loop !225

80:                                               ; preds = %52
  %81 = add <2 x i64> %77, %76, !dbg !213
  %82 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %81), !dbg !213
    #dbg_value(i64 %82, !116, !DIExpression(), !227)
    #dbg_value(ptr %8, !165, !DIExpression(), !228)
    #dbg_value(ptr %44, !170, !DIExpression(), !228)
    #dbg_value(i32 8, !171, !DIExpression(), !228)
    #dbg_value(i64 0, !173, !DIExpression(), !228)
    #dbg_value(i64 0, !172, !DIExpression(), !228)
  %83 = load i64, ptr %11, align 8, !tbaa !210
  %84 = insertelement <2 x i64> poison, i64 %83, i64 0, !dbg !230
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !230
  br label %86, !dbg !230

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %112, %86 ], !dbg !231
  %88 = phi <2 x i64> [ zeroinitializer, %80 ], [ %110, %86 ]
  %89 = phi <2 x i64> [ zeroinitializer, %80 ], [ %111, %86 ]
  %90 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %87, !dbg !232
  %91 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !232
  %92 = load <2 x i32>, ptr %90, align 4, !dbg !232, !tbaa !182
  %93 = load <2 x i32>, ptr %91, align 4, !dbg !232, !tbaa !182
  %94 = zext <2 x i32> %92 to <2 x i64>, !dbg !233
  %95 = zext <2 x i32> %93 to <2 x i64>, !dbg !233
  %96 = shl nuw nsw <2 x i64> %94, <i64 9, i64 9>, !dbg !234
  %97 = shl nuw nsw <2 x i64> %95, <i64 9, i64 9>, !dbg !234
  %98 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %87, !dbg !235
  %99 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !235
  %100 = load <2 x i32>, ptr %98, align 4, !dbg !235, !tbaa !182
  %101 = load <2 x i32>, ptr %99, align 4, !dbg !235, !tbaa !182
  %102 = zext <2 x i32> %100 to <2 x i64>, !dbg !236
  %103 = zext <2 x i32> %101 to <2 x i64>, !dbg !236
  %104 = mul nsw <2 x i64> %85, %102, !dbg !237
  %105 = mul nsw <2 x i64> %85, %103, !dbg !237
  %106 = sub nsw <2 x i64> %96, %104, !dbg !238
  %107 = sub nsw <2 x i64> %97, %105, !dbg !238
  %108 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %106, i1 true), !dbg !239
  %109 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %107, i1 true), !dbg !239
  %110 = add <2 x i64> %108, %88, !dbg !241
  %111 = add <2 x i64> %109, %89, !dbg !241
  %112 = add nuw i64 %87, 4, !dbg !231
  %113 = icmp eq i64 %112, 256, !dbg !231
  br i1 %113, label %114, label %86, !dbg !231, !llvm.loop !242

114:                                              ; preds = %86
  %115 = add <2 x i64> %111, %110, !dbg !230
  %116 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115), !dbg !230
    #dbg_value(i64 %116, !119, !DIExpression(), !227)
    #dbg_value(i64 87381, !120, !DIExpression(), !227)
  %117 = sub nsw i64 %82, %116, !dbg !244
    #dbg_value(i64 %117, !193, !DIExpression(), !246)
  %118 = tail call i64 @llvm.abs.i64(i64 %117, i1 true), !dbg !248
  %119 = icmp ult i64 %118, 87381, !dbg !249
  %120 = icmp ugt i64 %82, %116, !dbg !250
  %121 = select i1 %120, i64 32768, i64 98304, !dbg !250
  %122 = select i1 %119, i64 65536, i64 %121, !dbg !250
  br label %199

123:                                              ; preds = %5
  %124 = add nsw i32 %2, -1, !dbg !251
    #dbg_value(ptr %0, !70, !DIExpression(), !252)
    #dbg_value(i64 %1, !71, !DIExpression(), !252)
    #dbg_value(i32 %124, !72, !DIExpression(), !252)
    #dbg_value(ptr %3, !73, !DIExpression(), !252)
    #dbg_value(i64 %4, !74, !DIExpression(), !252)
  %125 = sext i32 %124 to i64, !dbg !254
  %126 = getelementptr inbounds [4 x ptr], ptr @ZSTD_splitBlock_byChunks.records_fs, i64 0, i64 %125, !dbg !254
  %127 = load ptr, ptr %126, align 8, !dbg !254, !tbaa !255
    #dbg_value(ptr %127, !75, !DIExpression(), !252)
    #dbg_value(ptr %3, !81, !DIExpression(), !252)
    #dbg_value(ptr %0, !83, !DIExpression(), !252)
    #dbg_value(i32 3, !84, !DIExpression(), !252)
    #dbg_value(i64 0, !85, !DIExpression(), !252)
    #dbg_value(ptr %3, !123, !DIExpression(), !257)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8208) %3, i8 0, i64 8208, i1 false), !dbg !259
  tail call void %127(ptr noundef %3, ptr noundef %0, i64 noundef 8192) #5, !dbg !260
    #dbg_value(i64 8192, !85, !DIExpression(), !252)
  %128 = add i64 %1, -8192
  %129 = icmp ult i64 %128, 8192, !dbg !261
  br i1 %129, label %199, label %130, !dbg !264

130:                                              ; preds = %123
  %131 = getelementptr inbounds i8, ptr %3, i64 4104
  %132 = getelementptr inbounds [4 x i32], ptr @ZSTD_splitBlock_byChunks.hashParams, i64 0, i64 %125
  %133 = getelementptr inbounds i8, ptr %3, i64 4096
  %134 = getelementptr inbounds i8, ptr %3, i64 8200
  br label %135, !dbg !264

135:                                              ; preds = %192, %130
  %136 = phi i64 [ 8192, %130 ], [ %197, %192 ]
  %137 = phi i32 [ 3, %130 ], [ %196, %192 ]
    #dbg_value(i64 %136, !85, !DIExpression(), !252)
    #dbg_value(i32 %137, !84, !DIExpression(), !252)
  %138 = getelementptr inbounds i8, ptr %0, i64 %136, !dbg !265
  tail call void %127(ptr noundef nonnull %131, ptr noundef %138, i64 noundef 8192) #5, !dbg !267
  %139 = load i32, ptr %132, align 4, !dbg !268, !tbaa !182
    #dbg_value(ptr %3, !147, !DIExpression(), !270)
    #dbg_value(ptr %131, !154, !DIExpression(), !270)
    #dbg_value(i32 %137, !155, !DIExpression(), !270)
    #dbg_value(i32 %139, !156, !DIExpression(), !270)
  %140 = load i64, ptr %133, align 8, !dbg !272, !tbaa !210
  %141 = load i64, ptr %134, align 8, !dbg !273, !tbaa !210
    #dbg_value(!DIArgList(i64 %140, i64 %141), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !274)
    #dbg_value(ptr %3, !165, !DIExpression(), !275)
    #dbg_value(ptr %131, !170, !DIExpression(), !275)
    #dbg_value(i32 %139, !171, !DIExpression(), !275)
    #dbg_value(i64 0, !172, !DIExpression(), !275)
    #dbg_value(i64 0, !173, !DIExpression(), !275)
  %142 = zext nneg i32 %139 to i64
  br label %143, !dbg !277

143:                                              ; preds = %143, %135
  %144 = phi i64 [ 0, %135 ], [ %157, %143 ]
  %145 = phi i64 [ 0, %135 ], [ %156, %143 ]
    #dbg_value(i64 %144, !173, !DIExpression(), !275)
    #dbg_value(i64 %145, !172, !DIExpression(), !275)
  %146 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %144, !dbg !278
  %147 = load i32, ptr %146, align 4, !dbg !278, !tbaa !182
  %148 = zext i32 %147 to i64, !dbg !279
  %149 = mul nsw i64 %141, %148, !dbg !280
  %150 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %144, !dbg !281
  %151 = load i32, ptr %150, align 4, !dbg !281, !tbaa !182
  %152 = zext i32 %151 to i64, !dbg !282
  %153 = mul nsw i64 %140, %152, !dbg !283
  %154 = sub nsw i64 %149, %153, !dbg !284
    #dbg_value(i64 %154, !193, !DIExpression(), !285)
  %155 = tail call i64 @llvm.abs.i64(i64 %154, i1 true), !dbg !287
  %156 = add i64 %155, %145, !dbg !288
    #dbg_value(i64 %156, !172, !DIExpression(), !275)
  %157 = add i64 %144, 1, !dbg !289
    #dbg_value(i64 %157, !173, !DIExpression(), !275)
  %158 = lshr i64 %157, %142, !dbg !290
  %159 = icmp eq i64 %158, 0, !dbg !290
  br i1 %159, label %143, label %160, !dbg !277, !llvm.loop !291

160:                                              ; preds = %143
    #dbg_value(i64 poison, !157, !DIExpression(), !274)
    #dbg_value(i64 %156, !159, !DIExpression(), !274)
  %161 = add nsw i32 %137, 14, !dbg !293
  %162 = sext i32 %161 to i64, !dbg !294
  %163 = mul i64 %140, %162, !dbg !295
  %164 = mul i64 %163, %141, !dbg !296
  %165 = lshr i64 %164, 4, !dbg !297
    #dbg_value(i64 %165, !160, !DIExpression(), !274)
  %166 = icmp ult i64 %156, %165, !dbg !298
  br i1 %166, label %167, label %199, !dbg !299

167:                                              ; preds = %160, %167
  %168 = phi i64 [ %190, %167 ], [ 0, %160 ], !dbg !300
  %169 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %168, !dbg !312
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !312
  %171 = load <4 x i32>, ptr %169, align 4, !dbg !312, !tbaa !182
  %172 = load <4 x i32>, ptr %170, align 4, !dbg !312, !tbaa !182
  %173 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %168, !dbg !314
  %174 = getelementptr inbounds i8, ptr %173, i64 16, !dbg !315
  %175 = load <4 x i32>, ptr %173, align 4, !dbg !315, !tbaa !182
  %176 = load <4 x i32>, ptr %174, align 4, !dbg !315, !tbaa !182
  %177 = add <4 x i32> %175, %171, !dbg !315
  %178 = add <4 x i32> %176, %172, !dbg !315
  store <4 x i32> %177, ptr %173, align 4, !dbg !315, !tbaa !182
  store <4 x i32> %178, ptr %174, align 4, !dbg !315, !tbaa !182
  %179 = or disjoint i64 %168, 8, !dbg !300
  %180 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %179, !dbg !312
  %181 = getelementptr inbounds i8, ptr %180, i64 16, !dbg !312
  %182 = load <4 x i32>, ptr %180, align 4, !dbg !312, !tbaa !182
  %183 = load <4 x i32>, ptr %181, align 4, !dbg !312, !tbaa !182
  %184 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %179, !dbg !314
  %185 = getelementptr inbounds i8, ptr %184, i64 16, !dbg !315
  %186 = load <4 x i32>, ptr %184, align 4, !dbg !315, !tbaa !182
  %187 = load <4 x i32>, ptr %185, align 4, !dbg !315, !tbaa !182
  %188 = add <4 x i32> %186, %182, !dbg !315
  %189 = add <4 x i32> %187, %183, !dbg !315
  store <4 x i32> %188, ptr %184, align 4, !dbg !315, !tbaa !182
  store <4 x i32> %189, ptr %185, align 4, !dbg !315, !tbaa !182
  %190 = add nuw nsw i64 %168, 16, !dbg !300
  %191 = icmp eq i64 %190, 1024, !dbg !300
  br i1 %191, label %192, label %167, !dbg !300, !llvm.loop !316

192:                                              ; preds = %167
  %193 = add i64 %141, %140, !dbg !319
  store i64 %193, ptr %133, align 8, !dbg !319, !tbaa !210
  %194 = icmp sgt i32 %137, 0, !dbg !320
  %195 = sext i1 %194 to i32, !dbg !322
  %196 = add nsw i32 %137, %195, !dbg !322
    #dbg_value(i32 %196, !84, !DIExpression(), !252)
  %197 = add i64 %136, 8192, !dbg !323
    #dbg_value(i64 %197, !85, !DIExpression(), !252)
  %198 = icmp ugt i64 %197, %128, !dbg !261
  br i1 %198, label %199, label %135, !dbg !264, !llvm.loop !324

199:                                              ; preds = %192, %160, %123, %114, %39
  %200 = phi i64 [ %122, %114 ], [ %1, %39 ], [ %1, %123 ], [ %136, %160 ], [ %1, %192 ], !dbg !102
  ret i64 %200, !dbg !326
}

declare !dbg !327 void @HIST_add(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_43(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 !dbg !332 {
    #dbg_value(ptr %0, !334, !DIExpression(), !337)
    #dbg_value(ptr %1, !335, !DIExpression(), !337)
    #dbg_value(i64 %2, !336, !DIExpression(), !337)
    #dbg_value(ptr %0, !338, !DIExpression(), !347)
    #dbg_value(ptr %1, !343, !DIExpression(), !347)
    #dbg_value(i64 %2, !344, !DIExpression(), !347)
    #dbg_value(i64 43, !345, !DIExpression(), !347)
    #dbg_value(i32 8, !346, !DIExpression(), !347)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %0, i8 0, i64 1024, i1 false), !dbg !349
  %4 = getelementptr inbounds i8, ptr %0, i64 4096, !dbg !350
  store i64 0, ptr %4, align 8, !dbg !351, !tbaa !210
    #dbg_value(ptr %0, !352, !DIExpression(), !362)
    #dbg_value(ptr %1, !355, !DIExpression(), !362)
    #dbg_value(i64 %2, !356, !DIExpression(), !362)
    #dbg_value(i64 43, !357, !DIExpression(), !362)
    #dbg_value(i32 8, !358, !DIExpression(), !362)
    #dbg_value(ptr %1, !359, !DIExpression(), !362)
  %5 = add i64 %2, -1, !dbg !364
    #dbg_value(i64 %5, !360, !DIExpression(), !362)
    #dbg_value(i64 0, !361, !DIExpression(), !362)
  %6 = icmp eq i64 %5, 0, !dbg !365
  br i1 %6, label %17, label %7, !dbg !368

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %15, %7 ], [ 0, %3 ]
    #dbg_value(i64 %8, !361, !DIExpression(), !362)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !369
    #dbg_value(ptr %9, !371, !DIExpression(), !377)
    #dbg_value(i32 8, !376, !DIExpression(), !377)
  %10 = load i8, ptr %9, align 1, !dbg !379, !tbaa !381
  %11 = zext i8 %10 to i64, !dbg !382
  %12 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %11, !dbg !382
  %13 = load i32, ptr %12, align 4, !dbg !383, !tbaa !182
  %14 = add i32 %13, 1, !dbg !383
  store i32 %14, ptr %12, align 4, !dbg !383, !tbaa !182
  %15 = add i64 %8, 43, !dbg !384
    #dbg_value(i64 %15, !361, !DIExpression(), !362)
  %16 = icmp ult i64 %15, %5, !dbg !365
  br i1 %16, label %7, label %17, !dbg !368, !llvm.loop !385

17:                                               ; preds = %7, %3
  %18 = udiv i64 %5, 43, !dbg !387
  store i64 %18, ptr %4, align 8, !dbg !388, !tbaa !210
  ret void, !dbg !389
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_11(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 !dbg !390 {
    #dbg_value(ptr %0, !392, !DIExpression(), !395)
    #dbg_value(ptr %1, !393, !DIExpression(), !395)
    #dbg_value(i64 %2, !394, !DIExpression(), !395)
    #dbg_value(ptr %0, !338, !DIExpression(), !396)
    #dbg_value(ptr %1, !343, !DIExpression(), !396)
    #dbg_value(i64 %2, !344, !DIExpression(), !396)
    #dbg_value(i64 11, !345, !DIExpression(), !396)
    #dbg_value(i32 9, !346, !DIExpression(), !396)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %0, i8 0, i64 2048, i1 false), !dbg !398
    #dbg_value(ptr %0, !352, !DIExpression(), !399)
    #dbg_value(ptr %1, !355, !DIExpression(), !399)
    #dbg_value(i64 %2, !356, !DIExpression(), !399)
    #dbg_value(i64 11, !357, !DIExpression(), !399)
    #dbg_value(i32 9, !358, !DIExpression(), !399)
    #dbg_value(ptr %1, !359, !DIExpression(), !399)
  %4 = add i64 %2, -1, !dbg !401
    #dbg_value(i64 %4, !360, !DIExpression(), !399)
    #dbg_value(i64 0, !361, !DIExpression(), !399)
  %5 = icmp eq i64 %4, 0, !dbg !402
  br i1 %5, label %19, label %6, !dbg !403

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %17, %6 ], [ 0, %3 ]
    #dbg_value(i64 %7, !361, !DIExpression(), !399)
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !404
    #dbg_value(ptr %8, !371, !DIExpression(), !405)
    #dbg_value(i32 9, !376, !DIExpression(), !405)
    #dbg_value(ptr %8, !407, !DIExpression(), !412)
  %9 = load i16, ptr %8, align 1, !dbg !414, !tbaa !415
  %10 = zext i16 %9 to i64, !dbg !417
  %11 = mul nuw nsw i64 %10, 2654435769, !dbg !418
  %12 = lshr i64 %11, 23, !dbg !419
  %13 = and i64 %12, 511, !dbg !420
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13, !dbg !420
  %15 = load i32, ptr %14, align 4, !dbg !421, !tbaa !182
  %16 = add i32 %15, 1, !dbg !421
  store i32 %16, ptr %14, align 4, !dbg !421, !tbaa !182
  %17 = add i64 %7, 11, !dbg !422
    #dbg_value(i64 %17, !361, !DIExpression(), !399)
  %18 = icmp ult i64 %17, %4, !dbg !402
  br i1 %18, label %6, label %19, !dbg !403, !llvm.loop !423

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096, !dbg !425
  %21 = udiv i64 %4, 11, !dbg !426
  store i64 %21, ptr %20, align 8, !dbg !427, !tbaa !210
  ret void, !dbg !428
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_5(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 !dbg !429 {
    #dbg_value(ptr %0, !431, !DIExpression(), !434)
    #dbg_value(ptr %1, !432, !DIExpression(), !434)
    #dbg_value(i64 %2, !433, !DIExpression(), !434)
    #dbg_value(ptr %0, !338, !DIExpression(), !435)
    #dbg_value(ptr %1, !343, !DIExpression(), !435)
    #dbg_value(i64 %2, !344, !DIExpression(), !435)
    #dbg_value(i64 5, !345, !DIExpression(), !435)
    #dbg_value(i32 10, !346, !DIExpression(), !435)
    #dbg_value(ptr %0, !352, !DIExpression(), !437)
    #dbg_value(ptr %1, !355, !DIExpression(), !437)
    #dbg_value(i64 %2, !356, !DIExpression(), !437)
    #dbg_value(i64 5, !357, !DIExpression(), !437)
    #dbg_value(i32 10, !358, !DIExpression(), !437)
    #dbg_value(ptr %1, !359, !DIExpression(), !437)
  %4 = add i64 %2, -1, !dbg !439
    #dbg_value(i64 %4, !360, !DIExpression(), !437)
    #dbg_value(i64 0, !361, !DIExpression(), !437)
  %5 = icmp eq i64 %4, 0, !dbg !440
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4104) %0, i8 0, i64 4104, i1 false), !dbg !441
  br i1 %5, label %19, label %6, !dbg !442

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %17, %6 ], [ 0, %3 ]
    #dbg_value(i64 %7, !361, !DIExpression(), !437)
  %8 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !443
    #dbg_value(ptr %8, !371, !DIExpression(), !444)
    #dbg_value(i32 10, !376, !DIExpression(), !444)
    #dbg_value(ptr %8, !407, !DIExpression(), !446)
  %9 = load i16, ptr %8, align 1, !dbg !448, !tbaa !415
  %10 = zext i16 %9 to i64, !dbg !449
  %11 = mul nuw nsw i64 %10, 2654435769, !dbg !450
  %12 = lshr i64 %11, 22, !dbg !451
  %13 = and i64 %12, 1023, !dbg !452
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13, !dbg !452
  %15 = load i32, ptr %14, align 4, !dbg !453, !tbaa !182
  %16 = add i32 %15, 1, !dbg !453
  store i32 %16, ptr %14, align 4, !dbg !453, !tbaa !182
  %17 = add i64 %7, 5, !dbg !454
    #dbg_value(i64 %17, !361, !DIExpression(), !437)
  %18 = icmp ult i64 %17, %4, !dbg !440
  br i1 %18, label %6, label %19, !dbg !442, !llvm.loop !455

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096, !dbg !457
  %21 = udiv i64 %4, 5, !dbg !458
  store i64 %21, ptr %20, align 8, !dbg !459, !tbaa !210
  ret void, !dbg !460
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_1(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 !dbg !461 {
    #dbg_value(ptr %0, !463, !DIExpression(), !466)
    #dbg_value(ptr %1, !464, !DIExpression(), !466)
    #dbg_value(i64 %2, !465, !DIExpression(), !466)
    #dbg_value(ptr %0, !338, !DIExpression(), !467)
    #dbg_value(ptr %1, !343, !DIExpression(), !467)
    #dbg_value(i64 %2, !344, !DIExpression(), !467)
    #dbg_value(i64 1, !345, !DIExpression(), !467)
    #dbg_value(i32 10, !346, !DIExpression(), !467)
    #dbg_value(ptr %0, !352, !DIExpression(), !469)
    #dbg_value(ptr %1, !355, !DIExpression(), !469)
    #dbg_value(i64 %2, !356, !DIExpression(), !469)
    #dbg_value(i64 1, !357, !DIExpression(), !469)
    #dbg_value(i32 10, !358, !DIExpression(), !469)
    #dbg_value(ptr %1, !359, !DIExpression(), !469)
  %4 = add i64 %2, -1, !dbg !471
    #dbg_value(i64 %4, !360, !DIExpression(), !469)
    #dbg_value(i64 0, !361, !DIExpression(), !469)
  %5 = icmp eq i64 %4, 0, !dbg !472
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4104) %0, i8 0, i64 4104, i1 false), !dbg !473
  br i1 %5, label %49, label %6, !dbg !474

6:                                                ; preds = %3
  %7 = and i64 %4, 1, !dbg !474
  %8 = icmp eq i64 %2, 2, !dbg !474
  br i1 %8, label %36, label %9, !dbg !474

9:                                                ; preds = %6
  %10 = and i64 %4, -2, !dbg !474
  br label %11, !dbg !474

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %34, %11 ]
    #dbg_value(i64 %12, !361, !DIExpression(), !469)
  %14 = getelementptr inbounds i8, ptr %1, i64 %12, !dbg !475
    #dbg_value(ptr %14, !371, !DIExpression(), !476)
    #dbg_value(i32 10, !376, !DIExpression(), !476)
    #dbg_value(ptr %14, !407, !DIExpression(), !478)
  %15 = load i16, ptr %14, align 1, !dbg !480, !tbaa !415
  %16 = zext i16 %15 to i64, !dbg !481
  %17 = mul nuw nsw i64 %16, 2654435769, !dbg !482
  %18 = lshr i64 %17, 22, !dbg !483
  %19 = and i64 %18, 1023, !dbg !484
  %20 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %19, !dbg !484
  %21 = load i32, ptr %20, align 4, !dbg !485, !tbaa !182
  %22 = add i32 %21, 1, !dbg !485
  store i32 %22, ptr %20, align 4, !dbg !485, !tbaa !182
  %23 = or disjoint i64 %12, 1, !dbg !486
    #dbg_value(i64 %23, !361, !DIExpression(), !469)
  %24 = getelementptr inbounds i8, ptr %1, i64 %23, !dbg !475
    #dbg_value(ptr %24, !371, !DIExpression(), !476)
    #dbg_value(ptr %24, !407, !DIExpression(), !478)
  %25 = load i16, ptr %24, align 1, !dbg !480, !tbaa !415
  %26 = zext i16 %25 to i64, !dbg !481
  %27 = mul nuw nsw i64 %26, 2654435769, !dbg !482
  %28 = lshr i64 %27, 22, !dbg !483
  %29 = and i64 %28, 1023, !dbg !484
  %30 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %29, !dbg !484
  %31 = load i32, ptr %30, align 4, !dbg !485, !tbaa !182
  %32 = add i32 %31, 1, !dbg !485
  store i32 %32, ptr %30, align 4, !dbg !485, !tbaa !182
  %33 = add nuw i64 %12, 2, !dbg !486
    #dbg_value(i64 %33, !361, !DIExpression(), !469)
  %34 = add i64 %13, 2, !dbg !474
  %35 = icmp eq i64 %34, %10, !dbg !474
  br i1 %35, label %36, label %11, !dbg !474, !llvm.loop !487

36:                                               ; preds = %11, %6
  %37 = phi i64 [ 0, %6 ], [ %33, %11 ]
  %38 = icmp eq i64 %7, 0, !dbg !474
  br i1 %38, label %49, label %39, !dbg !474

39:                                               ; preds = %36
    #dbg_value(i64 %37, !361, !DIExpression(), !469)
  %40 = getelementptr inbounds i8, ptr %1, i64 %37, !dbg !475
    #dbg_value(ptr %40, !371, !DIExpression(), !476)
    #dbg_value(i32 10, !376, !DIExpression(), !476)
    #dbg_value(ptr %40, !407, !DIExpression(), !478)
  %41 = load i16, ptr %40, align 1, !dbg !480, !tbaa !415
  %42 = zext i16 %41 to i64, !dbg !481
  %43 = mul nuw nsw i64 %42, 2654435769, !dbg !482
  %44 = lshr i64 %43, 22, !dbg !483
  %45 = and i64 %44, 1023, !dbg !484
  %46 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %45, !dbg !484
  %47 = load i32, ptr %46, align 4, !dbg !485, !tbaa !182
  %48 = add i32 %47, 1, !dbg !485
  store i32 %48, ptr %46, align 4, !dbg !485, !tbaa !182
    #dbg_value(i64 %37, !361, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !469)
  br label %49, !dbg !489

49:                                               ; preds = %39, %36, %3
  %50 = getelementptr inbounds i8, ptr %0, i64 4096, !dbg !489
  store i64 %4, ptr %50, align 8, !dbg !490, !tbaa !210
  ret void, !dbg !491
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.abs.v2i64(<2 x i64>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "records_fs", scope: !2, file: !3, line: 158, type: !86, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "ZSTD_splitBlock_byChunks", scope: !3, file: !3, line: 154, type: !4, scopeLine: 157, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !69)
!3 = !DIFile(filename: "src/zstd/lib/compress/zstd_preSplit.c", directory: ".", checksumkind: CSK_MD5, checksum: "87be4984b74c76769b5744af2b679357")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !9, !6, !11, !12, !6}
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 18, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !62, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !30, !12, !31, !33, !35, !42, !6, !46, !49, !55}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "FPStats", file: !3, line: 49, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 46, size: 65664, elements: !18)
!18 = !{!19, !29}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "pastEvents", scope: !17, file: !3, line: 47, baseType: !20, size: 32832)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "Fingerprint", file: !3, line: 45, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 42, size: 32832, elements: !22)
!22 = !{!23, !28}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "events", scope: !21, file: !3, line: 43, baseType: !24, size: 32768)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 32768, elements: !26)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !{!27}
!27 = !DISubrange(count: 1024)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "nbEvents", scope: !21, file: !3, line: 44, baseType: !6, size: 64, offset: 32768)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "newEvents", scope: !17, file: !3, line: 48, baseType: !20, size: 32832, offset: 32832)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "S64", file: !36, line: 50, baseType: !37)
!36 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !38, line: 27, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !40, line: 44, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !36, line: 49, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !40, line: 45, baseType: !8)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !36, line: 47, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !40, line: 42, baseType: !25)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !36, line: 42, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !44, line: 24, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !40, line: 38, baseType: !54)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !36, line: 177, baseType: !58, align: 8)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !36, line: 45, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !44, line: 25, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !40, line: 40, baseType: !61)
!61 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!62 = !{!0, !63}
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "hashParams", scope: !2, file: !3, line: 161, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 128, elements: !67)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!67 = !{!68}
!68 = !DISubrange(count: 4)
!69 = !{!70, !71, !72, !73, !74, !75, !81, !83, !84, !85}
!70 = !DILocalVariable(name: "blockStart", arg: 1, scope: !2, file: !3, line: 154, type: !9)
!71 = !DILocalVariable(name: "blockSize", arg: 2, scope: !2, file: !3, line: 154, type: !6)
!72 = !DILocalVariable(name: "level", arg: 3, scope: !2, file: !3, line: 155, type: !11)
!73 = !DILocalVariable(name: "workspace", arg: 4, scope: !2, file: !3, line: 156, type: !12)
!74 = !DILocalVariable(name: "wkspSize", arg: 5, scope: !2, file: !3, line: 156, type: !6)
!75 = !DILocalVariable(name: "record_f", scope: !2, file: !3, line: 162, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "RecordEvents_f", file: !3, line: 77, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !30, !9, !6}
!81 = !DILocalVariable(name: "fpstats", scope: !2, file: !3, line: 163, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!83 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 164, type: !33)
!84 = !DILocalVariable(name: "penalty", scope: !2, file: !3, line: 165, type: !11)
!85 = !DILocalVariable(name: "pos", scope: !2, file: !3, line: 166, type: !6)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 256, elements: !67)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "ZSTD_splitBlock", scope: !3, file: !3, line: 228, type: !4, scopeLine: 231, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !96)
!96 = !{!97, !98, !99, !100, !101}
!97 = !DILocalVariable(name: "blockStart", arg: 1, scope: !95, file: !3, line: 228, type: !9)
!98 = !DILocalVariable(name: "blockSize", arg: 2, scope: !95, file: !3, line: 228, type: !6)
!99 = !DILocalVariable(name: "level", arg: 3, scope: !95, file: !3, line: 229, type: !11)
!100 = !DILocalVariable(name: "workspace", arg: 4, scope: !95, file: !3, line: 230, type: !12)
!101 = !DILocalVariable(name: "wkspSize", arg: 5, scope: !95, file: !3, line: 230, type: !6)
!102 = !DILocation(line: 0, scope: !95)
!103 = !DILocation(line: 234, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !95, file: !3, line: 234, column: 9)
!105 = !DILocation(line: 234, column: 9, scope: !95)
!106 = !DILocalVariable(name: "blockStart", arg: 1, scope: !107, file: !3, line: 198, type: !9)
!107 = distinct !DISubprogram(name: "ZSTD_splitBlock_fromBorders", scope: !3, file: !3, line: 198, type: !108, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!6, !9, !6, !12, !6}
!110 = !{!106, !111, !112, !113, !114, !115, !116, !119, !120}
!111 = !DILocalVariable(name: "blockSize", arg: 2, scope: !107, file: !3, line: 198, type: !6)
!112 = !DILocalVariable(name: "workspace", arg: 3, scope: !107, file: !3, line: 199, type: !12)
!113 = !DILocalVariable(name: "wkspSize", arg: 4, scope: !107, file: !3, line: 199, type: !6)
!114 = !DILocalVariable(name: "fpstats", scope: !107, file: !3, line: 202, type: !82)
!115 = !DILocalVariable(name: "middleEvents", scope: !107, file: !3, line: 203, type: !30)
!116 = !DILocalVariable(name: "distFromBegin", scope: !117, file: !3, line: 219, type: !118)
!117 = distinct !DILexicalBlock(scope: !107, file: !3, line: 219, column: 5)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!119 = !DILocalVariable(name: "distFromEnd", scope: !117, file: !3, line: 220, type: !118)
!120 = !DILocalVariable(name: "minDistance", scope: !117, file: !3, line: 221, type: !118)
!121 = !DILocation(line: 0, scope: !107, inlinedAt: !122)
!122 = distinct !DILocation(line: 235, column: 16, scope: !104)
!123 = !DILocalVariable(name: "fpstats", arg: 1, scope: !124, file: !3, line: 51, type: !15)
!124 = distinct !DISubprogram(name: "initStats", scope: !3, file: !3, line: 51, type: !125, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !15}
!127 = !{!123}
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !129)
!129 = distinct !DILocation(line: 210, column: 5, scope: !107, inlinedAt: !122)
!130 = !DILocation(line: 53, column: 5, scope: !124, inlinedAt: !129)
!131 = !DILocation(line: 211, column: 5, scope: !107, inlinedAt: !122)
!132 = !DILocation(line: 212, column: 23, scope: !107, inlinedAt: !122)
!133 = !DILocation(line: 212, column: 65, scope: !107, inlinedAt: !122)
!134 = !DILocation(line: 212, column: 77, scope: !107, inlinedAt: !122)
!135 = !DILocation(line: 212, column: 5, scope: !107, inlinedAt: !122)
!136 = !DILocation(line: 213, column: 55, scope: !107, inlinedAt: !122)
!137 = !DILocation(line: 213, column: 64, scope: !107, inlinedAt: !122)
!138 = !{!139, !143, i64 8200}
!139 = !{!"", !140, i64 0, !140, i64 4104}
!140 = !{!"", !141, i64 0, !143, i64 4096}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !{!"long", !141, i64 0}
!144 = !DILocation(line: 213, column: 25, scope: !107, inlinedAt: !122)
!145 = !DILocation(line: 213, column: 34, scope: !107, inlinedAt: !122)
!146 = !{!139, !143, i64 4096}
!147 = !DILocalVariable(name: "ref", arg: 1, scope: !148, file: !3, line: 110, type: !151)
!148 = distinct !DISubprogram(name: "compareFingerprints", scope: !3, file: !3, line: 110, type: !149, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !153)
!149 = !DISubroutineType(types: !150)
!150 = !{!11, !151, !151, !11, !25}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!153 = !{!147, !154, !155, !156, !157, !159, !160}
!154 = !DILocalVariable(name: "newfp", arg: 2, scope: !148, file: !3, line: 111, type: !151)
!155 = !DILocalVariable(name: "penalty", arg: 3, scope: !148, file: !3, line: 112, type: !11)
!156 = !DILocalVariable(name: "hashLog", arg: 4, scope: !148, file: !3, line: 113, type: !25)
!157 = !DILocalVariable(name: "p50", scope: !158, file: !3, line: 117, type: !42)
!158 = distinct !DILexicalBlock(scope: !148, file: !3, line: 117, column: 5)
!159 = !DILocalVariable(name: "deviation", scope: !158, file: !3, line: 118, type: !42)
!160 = !DILocalVariable(name: "threshold", scope: !158, file: !3, line: 119, type: !42)
!161 = !DILocation(line: 0, scope: !148, inlinedAt: !162)
!162 = distinct !DILocation(line: 214, column: 10, scope: !163, inlinedAt: !122)
!163 = distinct !DILexicalBlock(scope: !107, file: !3, line: 214, column: 9)
!164 = !DILocation(line: 0, scope: !158, inlinedAt: !162)
!165 = !DILocalVariable(name: "fp1", arg: 1, scope: !166, file: !3, line: 95, type: !151)
!166 = distinct !DISubprogram(name: "fpDistance", scope: !3, file: !3, line: 95, type: !167, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!42, !151, !151, !25}
!169 = !{!165, !170, !171, !172, !173}
!170 = !DILocalVariable(name: "fp2", arg: 2, scope: !166, file: !3, line: 95, type: !151)
!171 = !DILocalVariable(name: "hashLog", arg: 3, scope: !166, file: !3, line: 95, type: !25)
!172 = !DILocalVariable(name: "distance", scope: !166, file: !3, line: 97, type: !42)
!173 = !DILocalVariable(name: "n", scope: !166, file: !3, line: 98, type: !6)
!174 = !DILocation(line: 0, scope: !166, inlinedAt: !175)
!175 = distinct !DILocation(line: 118, column: 25, scope: !158, inlinedAt: !162)
!176 = !DILocation(line: 100, column: 5, scope: !177, inlinedAt: !175)
!177 = distinct !DILexicalBlock(scope: !166, file: !3, line: 100, column: 5)
!178 = !DILocation(line: 100, column: 46, scope: !179, inlinedAt: !175)
!179 = distinct !DILexicalBlock(scope: !177, file: !3, line: 100, column: 5)
!180 = !DILocation(line: 102, column: 24, scope: !181, inlinedAt: !175)
!181 = distinct !DILexicalBlock(scope: !179, file: !3, line: 100, column: 50)
!182 = !{!183, !183, i64 0}
!183 = !{!"int", !141, i64 0}
!184 = !DILocation(line: 102, column: 19, scope: !181, inlinedAt: !175)
!185 = !DILocation(line: 102, column: 67, scope: !181, inlinedAt: !175)
!186 = !DILocation(line: 102, column: 62, scope: !181, inlinedAt: !175)
!187 = !DILocation(line: 102, column: 60, scope: !181, inlinedAt: !175)
!188 = !DILocation(line: 93, column: 42, scope: !189, inlinedAt: !194)
!189 = distinct !DISubprogram(name: "abs64", scope: !3, file: !3, line: 93, type: !190, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!42, !35}
!192 = !{!193}
!193 = !DILocalVariable(name: "s64", arg: 1, scope: !189, file: !3, line: 93, type: !35)
!194 = distinct !DILocation(line: 102, column: 13, scope: !181, inlinedAt: !175)
!195 = !DILocation(line: 101, column: 18, scope: !181, inlinedAt: !175)
!196 = distinct !{!196, !176, !197, !198, !199, !200}
!197 = !DILocation(line: 103, column: 5, scope: !177, inlinedAt: !175)
!198 = !{!"llvm.loop.mustprogress"}
!199 = !{!"llvm.loop.isvectorized", i32 1}
!200 = !{!"llvm.loop.unroll.runtime.disable"}
!201 = !DILocation(line: 120, column: 26, scope: !158, inlinedAt: !162)
!202 = !DILocation(line: 214, column: 9, scope: !107, inlinedAt: !122)
!203 = !DILocation(line: 203, column: 72, scope: !107, inlinedAt: !122)
!204 = !DILocation(line: 217, column: 71, scope: !107, inlinedAt: !122)
!205 = !DILocation(line: 217, column: 60, scope: !107, inlinedAt: !122)
!206 = !DILocation(line: 217, column: 74, scope: !107, inlinedAt: !122)
!207 = !DILocation(line: 217, column: 5, scope: !107, inlinedAt: !122)
!208 = !DILocation(line: 218, column: 19, scope: !107, inlinedAt: !122)
!209 = !DILocation(line: 218, column: 28, scope: !107, inlinedAt: !122)
!210 = !{!140, !143, i64 4096}
!211 = !DILocation(line: 0, scope: !166, inlinedAt: !212)
!212 = distinct !DILocation(line: 219, column: 35, scope: !117, inlinedAt: !122)
!213 = !DILocation(line: 100, column: 5, scope: !177, inlinedAt: !212)
!214 = !DILocation(line: 100, column: 46, scope: !179, inlinedAt: !212)
!215 = !DILocation(line: 102, column: 24, scope: !181, inlinedAt: !212)
!216 = !DILocation(line: 102, column: 19, scope: !181, inlinedAt: !212)
!217 = !DILocation(line: 102, column: 39, scope: !181, inlinedAt: !212)
!218 = !DILocation(line: 102, column: 67, scope: !181, inlinedAt: !212)
!219 = !DILocation(line: 102, column: 62, scope: !181, inlinedAt: !212)
!220 = !DILocation(line: 102, column: 82, scope: !181, inlinedAt: !212)
!221 = !DILocation(line: 102, column: 60, scope: !181, inlinedAt: !212)
!222 = !DILocation(line: 93, column: 42, scope: !189, inlinedAt: !223)
!223 = distinct !DILocation(line: 102, column: 13, scope: !181, inlinedAt: !212)
!224 = !DILocation(line: 101, column: 18, scope: !181, inlinedAt: !212)
!225 = distinct !{!225, !213, !226, !198, !199, !200}
!226 = !DILocation(line: 103, column: 5, scope: !177, inlinedAt: !212)
!227 = !DILocation(line: 0, scope: !117, inlinedAt: !122)
!228 = !DILocation(line: 0, scope: !166, inlinedAt: !229)
!229 = distinct !DILocation(line: 220, column: 33, scope: !117, inlinedAt: !122)
!230 = !DILocation(line: 100, column: 5, scope: !177, inlinedAt: !229)
!231 = !DILocation(line: 100, column: 46, scope: !179, inlinedAt: !229)
!232 = !DILocation(line: 102, column: 24, scope: !181, inlinedAt: !229)
!233 = !DILocation(line: 102, column: 19, scope: !181, inlinedAt: !229)
!234 = !DILocation(line: 102, column: 39, scope: !181, inlinedAt: !229)
!235 = !DILocation(line: 102, column: 67, scope: !181, inlinedAt: !229)
!236 = !DILocation(line: 102, column: 62, scope: !181, inlinedAt: !229)
!237 = !DILocation(line: 102, column: 82, scope: !181, inlinedAt: !229)
!238 = !DILocation(line: 102, column: 60, scope: !181, inlinedAt: !229)
!239 = !DILocation(line: 93, column: 42, scope: !189, inlinedAt: !240)
!240 = distinct !DILocation(line: 102, column: 13, scope: !181, inlinedAt: !229)
!241 = !DILocation(line: 101, column: 18, scope: !181, inlinedAt: !229)
!242 = distinct !{!242, !230, !243, !198, !199, !200}
!243 = !DILocation(line: 103, column: 5, scope: !177, inlinedAt: !229)
!244 = !DILocation(line: 222, column: 38, scope: !245, inlinedAt: !122)
!245 = distinct !DILexicalBlock(scope: !117, file: !3, line: 222, column: 13)
!246 = !DILocation(line: 0, scope: !189, inlinedAt: !247)
!247 = distinct !DILocation(line: 222, column: 13, scope: !245, inlinedAt: !122)
!248 = !DILocation(line: 93, column: 42, scope: !189, inlinedAt: !247)
!249 = !DILocation(line: 222, column: 58, scope: !245, inlinedAt: !122)
!250 = !DILocation(line: 222, column: 13, scope: !117, inlinedAt: !122)
!251 = !DILocation(line: 237, column: 65, scope: !95)
!252 = !DILocation(line: 0, scope: !2, inlinedAt: !253)
!253 = distinct !DILocation(line: 237, column: 12, scope: !95)
!254 = !DILocation(line: 162, column: 68, scope: !2, inlinedAt: !253)
!255 = !{!256, !256, i64 0}
!256 = !{!"any pointer", !141, i64 0}
!257 = !DILocation(line: 0, scope: !124, inlinedAt: !258)
!258 = distinct !DILocation(line: 173, column: 5, scope: !2, inlinedAt: !253)
!259 = !DILocation(line: 53, column: 5, scope: !124, inlinedAt: !258)
!260 = !DILocation(line: 174, column: 5, scope: !2, inlinedAt: !253)
!261 = !DILocation(line: 175, column: 31, scope: !262, inlinedAt: !253)
!262 = distinct !DILexicalBlock(scope: !263, file: !3, line: 175, column: 5)
!263 = distinct !DILexicalBlock(scope: !2, file: !3, line: 175, column: 5)
!264 = !DILocation(line: 175, column: 5, scope: !263, inlinedAt: !253)
!265 = !DILocation(line: 176, column: 41, scope: !266, inlinedAt: !253)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 175, column: 75)
!267 = !DILocation(line: 176, column: 9, scope: !266, inlinedAt: !253)
!268 = !DILocation(line: 177, column: 85, scope: !269, inlinedAt: !253)
!269 = distinct !DILexicalBlock(scope: !266, file: !3, line: 177, column: 13)
!270 = !DILocation(line: 0, scope: !148, inlinedAt: !271)
!271 = distinct !DILocation(line: 177, column: 13, scope: !269, inlinedAt: !253)
!272 = !DILocation(line: 117, column: 29, scope: !158, inlinedAt: !271)
!273 = !DILocation(line: 117, column: 52, scope: !158, inlinedAt: !271)
!274 = !DILocation(line: 0, scope: !158, inlinedAt: !271)
!275 = !DILocation(line: 0, scope: !166, inlinedAt: !276)
!276 = distinct !DILocation(line: 118, column: 25, scope: !158, inlinedAt: !271)
!277 = !DILocation(line: 100, column: 5, scope: !177, inlinedAt: !276)
!278 = !DILocation(line: 102, column: 24, scope: !181, inlinedAt: !276)
!279 = !DILocation(line: 102, column: 19, scope: !181, inlinedAt: !276)
!280 = !DILocation(line: 102, column: 39, scope: !181, inlinedAt: !276)
!281 = !DILocation(line: 102, column: 67, scope: !181, inlinedAt: !276)
!282 = !DILocation(line: 102, column: 62, scope: !181, inlinedAt: !276)
!283 = !DILocation(line: 102, column: 82, scope: !181, inlinedAt: !276)
!284 = !DILocation(line: 102, column: 60, scope: !181, inlinedAt: !276)
!285 = !DILocation(line: 0, scope: !189, inlinedAt: !286)
!286 = distinct !DILocation(line: 102, column: 13, scope: !181, inlinedAt: !276)
!287 = !DILocation(line: 93, column: 42, scope: !189, inlinedAt: !286)
!288 = !DILocation(line: 101, column: 18, scope: !181, inlinedAt: !276)
!289 = !DILocation(line: 100, column: 46, scope: !179, inlinedAt: !276)
!290 = !DILocation(line: 100, column: 19, scope: !179, inlinedAt: !276)
!291 = distinct !{!291, !277, !292, !198}
!292 = !DILocation(line: 103, column: 5, scope: !177, inlinedAt: !276)
!293 = !DILocation(line: 119, column: 52, scope: !158, inlinedAt: !271)
!294 = !DILocation(line: 119, column: 31, scope: !158, inlinedAt: !271)
!295 = !DILocation(line: 117, column: 38, scope: !158, inlinedAt: !271)
!296 = !DILocation(line: 119, column: 29, scope: !158, inlinedAt: !271)
!297 = !DILocation(line: 119, column: 63, scope: !158, inlinedAt: !271)
!298 = !DILocation(line: 120, column: 26, scope: !158, inlinedAt: !271)
!299 = !DILocation(line: 177, column: 13, scope: !266, inlinedAt: !253)
!300 = !DILocation(line: 127, column: 37, scope: !301, inlinedAt: !310)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 127, column: 5)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 127, column: 5)
!303 = distinct !DISubprogram(name: "mergeEvents", scope: !3, file: !3, line: 124, type: !304, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !30, !151}
!306 = !{!307, !308, !309}
!307 = !DILocalVariable(name: "acc", arg: 1, scope: !303, file: !3, line: 124, type: !30)
!308 = !DILocalVariable(name: "newfp", arg: 2, scope: !303, file: !3, line: 124, type: !151)
!309 = !DILocalVariable(name: "n", scope: !303, file: !3, line: 126, type: !6)
!310 = distinct !DILocation(line: 180, column: 13, scope: !311, inlinedAt: !253)
!311 = distinct !DILexicalBlock(scope: !269, file: !3, line: 179, column: 16)
!312 = !DILocation(line: 128, column: 27, scope: !313, inlinedAt: !310)
!313 = distinct !DILexicalBlock(scope: !301, file: !3, line: 127, column: 41)
!314 = !DILocation(line: 128, column: 9, scope: !313, inlinedAt: !310)
!315 = !DILocation(line: 128, column: 24, scope: !313, inlinedAt: !310)
!316 = distinct !{!316, !317, !318, !198, !199, !200}
!317 = !DILocation(line: 127, column: 5, scope: !302, inlinedAt: !310)
!318 = !DILocation(line: 129, column: 5, scope: !302, inlinedAt: !310)
!319 = !DILocation(line: 130, column: 19, scope: !303, inlinedAt: !310)
!320 = !DILocation(line: 181, column: 25, scope: !321, inlinedAt: !253)
!321 = distinct !DILexicalBlock(scope: !311, file: !3, line: 181, column: 17)
!322 = !DILocation(line: 181, column: 17, scope: !311, inlinedAt: !253)
!323 = !DILocation(line: 175, column: 61, scope: !262, inlinedAt: !253)
!324 = distinct !{!324, !264, !325, !198}
!325 = !DILocation(line: 183, column: 5, scope: !263, inlinedAt: !253)
!326 = !DILocation(line: 238, column: 1, scope: !95)
!327 = !DISubprogram(name: "HIST_add", scope: !328, file: !328, line: 82, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DIFile(filename: "src/zstd/lib/compress/hist.h", directory: ".", checksumkind: CSK_MD5, checksum: "b50ee3ea0352459f20569c3fbb15984b")
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331, !9, !6}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!332 = distinct !DISubprogram(name: "ZSTD_recordFingerprint_43", scope: !3, file: !3, line: 90, type: !79, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !333)
!333 = !{!334, !335, !336}
!334 = !DILocalVariable(name: "fp", arg: 1, scope: !332, file: !3, line: 90, type: !30)
!335 = !DILocalVariable(name: "src", arg: 2, scope: !332, file: !3, line: 90, type: !9)
!336 = !DILocalVariable(name: "srcSize", arg: 3, scope: !332, file: !3, line: 90, type: !6)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocalVariable(name: "fp", arg: 1, scope: !339, file: !3, line: 70, type: !30)
!339 = distinct !DISubprogram(name: "recordFingerprint_generic", scope: !3, file: !3, line: 70, type: !340, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !342)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !30, !9, !6, !6, !25}
!342 = !{!338, !343, !344, !345, !346}
!343 = !DILocalVariable(name: "src", arg: 2, scope: !339, file: !3, line: 70, type: !9)
!344 = !DILocalVariable(name: "srcSize", arg: 3, scope: !339, file: !3, line: 70, type: !6)
!345 = !DILocalVariable(name: "samplingRate", arg: 4, scope: !339, file: !3, line: 70, type: !6)
!346 = !DILocalVariable(name: "hashLog", arg: 5, scope: !339, file: !3, line: 70, type: !25)
!347 = !DILocation(line: 0, scope: !339, inlinedAt: !348)
!348 = distinct !DILocation(line: 90, column: 1, scope: !332)
!349 = !DILocation(line: 72, column: 5, scope: !339, inlinedAt: !348)
!350 = !DILocation(line: 73, column: 9, scope: !339, inlinedAt: !348)
!351 = !DILocation(line: 73, column: 18, scope: !339, inlinedAt: !348)
!352 = !DILocalVariable(name: "fp", arg: 1, scope: !353, file: !3, line: 57, type: !30)
!353 = distinct !DISubprogram(name: "addEvents_generic", scope: !3, file: !3, line: 57, type: !340, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !354)
!354 = !{!352, !355, !356, !357, !358, !359, !360, !361}
!355 = !DILocalVariable(name: "src", arg: 2, scope: !353, file: !3, line: 57, type: !9)
!356 = !DILocalVariable(name: "srcSize", arg: 3, scope: !353, file: !3, line: 57, type: !6)
!357 = !DILocalVariable(name: "samplingRate", arg: 4, scope: !353, file: !3, line: 57, type: !6)
!358 = !DILocalVariable(name: "hashLog", arg: 5, scope: !353, file: !3, line: 57, type: !25)
!359 = !DILocalVariable(name: "p", scope: !353, file: !3, line: 59, type: !33)
!360 = !DILocalVariable(name: "limit", scope: !353, file: !3, line: 60, type: !6)
!361 = !DILocalVariable(name: "n", scope: !353, file: !3, line: 61, type: !6)
!362 = !DILocation(line: 0, scope: !353, inlinedAt: !363)
!363 = distinct !DILocation(line: 74, column: 5, scope: !339, inlinedAt: !348)
!364 = !DILocation(line: 60, column: 41, scope: !353, inlinedAt: !363)
!365 = !DILocation(line: 63, column: 19, scope: !366, inlinedAt: !363)
!366 = distinct !DILexicalBlock(scope: !367, file: !3, line: 63, column: 5)
!367 = distinct !DILexicalBlock(scope: !353, file: !3, line: 63, column: 5)
!368 = !DILocation(line: 63, column: 5, scope: !367, inlinedAt: !363)
!369 = !DILocation(line: 64, column: 27, scope: !370, inlinedAt: !363)
!370 = distinct !DILexicalBlock(scope: !366, file: !3, line: 63, column: 45)
!371 = !DILocalVariable(name: "p", arg: 1, scope: !372, file: !3, line: 33, type: !9)
!372 = distinct !DISubprogram(name: "hash2", scope: !3, file: !3, line: 33, type: !373, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !375)
!373 = !DISubroutineType(types: !374)
!374 = !{!25, !9, !25}
!375 = !{!371, !376}
!376 = !DILocalVariable(name: "hashLog", arg: 2, scope: !372, file: !3, line: 33, type: !25)
!377 = !DILocation(line: 0, scope: !372, inlinedAt: !378)
!378 = distinct !DILocation(line: 64, column: 20, scope: !370, inlinedAt: !363)
!379 = !DILocation(line: 36, column: 35, scope: !380, inlinedAt: !378)
!380 = distinct !DILexicalBlock(scope: !372, file: !3, line: 36, column: 9)
!381 = !{!141, !141, i64 0}
!382 = !DILocation(line: 64, column: 9, scope: !370, inlinedAt: !363)
!383 = !DILocation(line: 64, column: 40, scope: !370, inlinedAt: !363)
!384 = !DILocation(line: 63, column: 29, scope: !366, inlinedAt: !363)
!385 = distinct !{!385, !368, !386, !198}
!386 = !DILocation(line: 65, column: 5, scope: !367, inlinedAt: !363)
!387 = !DILocation(line: 66, column: 26, scope: !353, inlinedAt: !363)
!388 = !DILocation(line: 66, column: 18, scope: !353, inlinedAt: !363)
!389 = !DILocation(line: 90, column: 1, scope: !332)
!390 = distinct !DISubprogram(name: "ZSTD_recordFingerprint_11", scope: !3, file: !3, line: 89, type: !79, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !391)
!391 = !{!392, !393, !394}
!392 = !DILocalVariable(name: "fp", arg: 1, scope: !390, file: !3, line: 89, type: !30)
!393 = !DILocalVariable(name: "src", arg: 2, scope: !390, file: !3, line: 89, type: !9)
!394 = !DILocalVariable(name: "srcSize", arg: 3, scope: !390, file: !3, line: 89, type: !6)
!395 = !DILocation(line: 0, scope: !390)
!396 = !DILocation(line: 0, scope: !339, inlinedAt: !397)
!397 = distinct !DILocation(line: 89, column: 1, scope: !390)
!398 = !DILocation(line: 72, column: 5, scope: !339, inlinedAt: !397)
!399 = !DILocation(line: 0, scope: !353, inlinedAt: !400)
!400 = distinct !DILocation(line: 74, column: 5, scope: !339, inlinedAt: !397)
!401 = !DILocation(line: 60, column: 41, scope: !353, inlinedAt: !400)
!402 = !DILocation(line: 63, column: 19, scope: !366, inlinedAt: !400)
!403 = !DILocation(line: 63, column: 5, scope: !367, inlinedAt: !400)
!404 = !DILocation(line: 64, column: 27, scope: !370, inlinedAt: !400)
!405 = !DILocation(line: 0, scope: !372, inlinedAt: !406)
!406 = distinct !DILocation(line: 64, column: 20, scope: !370, inlinedAt: !400)
!407 = !DILocalVariable(name: "ptr", arg: 1, scope: !408, file: !36, line: 182, type: !9)
!408 = distinct !DISubprogram(name: "MEM_read16", scope: !36, file: !36, line: 182, type: !409, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !411)
!409 = !DISubroutineType(types: !410)
!410 = !{!58, !9}
!411 = !{!407}
!412 = !DILocation(line: 0, scope: !408, inlinedAt: !413)
!413 = distinct !DILocation(line: 38, column: 18, scope: !372, inlinedAt: !406)
!414 = !DILocation(line: 182, column: 53, scope: !408, inlinedAt: !413)
!415 = !{!416, !416, i64 0}
!416 = !{!"short", !141, i64 0}
!417 = !DILocation(line: 38, column: 12, scope: !372, inlinedAt: !406)
!418 = !DILocation(line: 38, column: 33, scope: !372, inlinedAt: !406)
!419 = !DILocation(line: 38, column: 41, scope: !372, inlinedAt: !406)
!420 = !DILocation(line: 64, column: 9, scope: !370, inlinedAt: !400)
!421 = !DILocation(line: 64, column: 40, scope: !370, inlinedAt: !400)
!422 = !DILocation(line: 63, column: 29, scope: !366, inlinedAt: !400)
!423 = distinct !{!423, !403, !424, !198}
!424 = !DILocation(line: 65, column: 5, scope: !367, inlinedAt: !400)
!425 = !DILocation(line: 73, column: 9, scope: !339, inlinedAt: !397)
!426 = !DILocation(line: 66, column: 26, scope: !353, inlinedAt: !400)
!427 = !DILocation(line: 66, column: 18, scope: !353, inlinedAt: !400)
!428 = !DILocation(line: 89, column: 1, scope: !390)
!429 = distinct !DISubprogram(name: "ZSTD_recordFingerprint_5", scope: !3, file: !3, line: 88, type: !79, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !430)
!430 = !{!431, !432, !433}
!431 = !DILocalVariable(name: "fp", arg: 1, scope: !429, file: !3, line: 88, type: !30)
!432 = !DILocalVariable(name: "src", arg: 2, scope: !429, file: !3, line: 88, type: !9)
!433 = !DILocalVariable(name: "srcSize", arg: 3, scope: !429, file: !3, line: 88, type: !6)
!434 = !DILocation(line: 0, scope: !429)
!435 = !DILocation(line: 0, scope: !339, inlinedAt: !436)
!436 = distinct !DILocation(line: 88, column: 1, scope: !429)
!437 = !DILocation(line: 0, scope: !353, inlinedAt: !438)
!438 = distinct !DILocation(line: 74, column: 5, scope: !339, inlinedAt: !436)
!439 = !DILocation(line: 60, column: 41, scope: !353, inlinedAt: !438)
!440 = !DILocation(line: 63, column: 19, scope: !366, inlinedAt: !438)
!441 = !DILocation(line: 73, column: 18, scope: !339, inlinedAt: !436)
!442 = !DILocation(line: 63, column: 5, scope: !367, inlinedAt: !438)
!443 = !DILocation(line: 64, column: 27, scope: !370, inlinedAt: !438)
!444 = !DILocation(line: 0, scope: !372, inlinedAt: !445)
!445 = distinct !DILocation(line: 64, column: 20, scope: !370, inlinedAt: !438)
!446 = !DILocation(line: 0, scope: !408, inlinedAt: !447)
!447 = distinct !DILocation(line: 38, column: 18, scope: !372, inlinedAt: !445)
!448 = !DILocation(line: 182, column: 53, scope: !408, inlinedAt: !447)
!449 = !DILocation(line: 38, column: 12, scope: !372, inlinedAt: !445)
!450 = !DILocation(line: 38, column: 33, scope: !372, inlinedAt: !445)
!451 = !DILocation(line: 38, column: 41, scope: !372, inlinedAt: !445)
!452 = !DILocation(line: 64, column: 9, scope: !370, inlinedAt: !438)
!453 = !DILocation(line: 64, column: 40, scope: !370, inlinedAt: !438)
!454 = !DILocation(line: 63, column: 29, scope: !366, inlinedAt: !438)
!455 = distinct !{!455, !442, !456, !198}
!456 = !DILocation(line: 65, column: 5, scope: !367, inlinedAt: !438)
!457 = !DILocation(line: 73, column: 9, scope: !339, inlinedAt: !436)
!458 = !DILocation(line: 66, column: 26, scope: !353, inlinedAt: !438)
!459 = !DILocation(line: 66, column: 18, scope: !353, inlinedAt: !438)
!460 = !DILocation(line: 88, column: 1, scope: !429)
!461 = distinct !DISubprogram(name: "ZSTD_recordFingerprint_1", scope: !3, file: !3, line: 87, type: !79, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !462)
!462 = !{!463, !464, !465}
!463 = !DILocalVariable(name: "fp", arg: 1, scope: !461, file: !3, line: 87, type: !30)
!464 = !DILocalVariable(name: "src", arg: 2, scope: !461, file: !3, line: 87, type: !9)
!465 = !DILocalVariable(name: "srcSize", arg: 3, scope: !461, file: !3, line: 87, type: !6)
!466 = !DILocation(line: 0, scope: !461)
!467 = !DILocation(line: 0, scope: !339, inlinedAt: !468)
!468 = distinct !DILocation(line: 87, column: 1, scope: !461)
!469 = !DILocation(line: 0, scope: !353, inlinedAt: !470)
!470 = distinct !DILocation(line: 74, column: 5, scope: !339, inlinedAt: !468)
!471 = !DILocation(line: 60, column: 41, scope: !353, inlinedAt: !470)
!472 = !DILocation(line: 63, column: 19, scope: !366, inlinedAt: !470)
!473 = !DILocation(line: 73, column: 18, scope: !339, inlinedAt: !468)
!474 = !DILocation(line: 63, column: 5, scope: !367, inlinedAt: !470)
!475 = !DILocation(line: 64, column: 27, scope: !370, inlinedAt: !470)
!476 = !DILocation(line: 0, scope: !372, inlinedAt: !477)
!477 = distinct !DILocation(line: 64, column: 20, scope: !370, inlinedAt: !470)
!478 = !DILocation(line: 0, scope: !408, inlinedAt: !479)
!479 = distinct !DILocation(line: 38, column: 18, scope: !372, inlinedAt: !477)
!480 = !DILocation(line: 182, column: 53, scope: !408, inlinedAt: !479)
!481 = !DILocation(line: 38, column: 12, scope: !372, inlinedAt: !477)
!482 = !DILocation(line: 38, column: 33, scope: !372, inlinedAt: !477)
!483 = !DILocation(line: 38, column: 41, scope: !372, inlinedAt: !477)
!484 = !DILocation(line: 64, column: 9, scope: !370, inlinedAt: !470)
!485 = !DILocation(line: 64, column: 40, scope: !370, inlinedAt: !470)
!486 = !DILocation(line: 63, column: 29, scope: !366, inlinedAt: !470)
!487 = distinct !{!487, !474, !488, !198}
!488 = !DILocation(line: 65, column: 5, scope: !367, inlinedAt: !470)
!489 = !DILocation(line: 73, column: 9, scope: !339, inlinedAt: !468)
!490 = !DILocation(line: 66, column: 18, scope: !353, inlinedAt: !470)
!491 = !DILocation(line: 87, column: 1, scope: !461)
