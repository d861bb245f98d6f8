; ModuleID = 'src/zstd/lib/common/fse_decompress.c'
source_filename = "src/zstd/lib/common/fse_decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.FSE_decode_t = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.FSE_DState_t = type { i64, ptr }

@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -46, 1) i64 @FSE_buildDTable_wksp(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 !dbg !148 {
    #dbg_value(ptr %0, !155, !DIExpression(), !161)
    #dbg_value(ptr %1, !156, !DIExpression(), !161)
    #dbg_value(i32 %2, !157, !DIExpression(), !161)
    #dbg_value(i32 %3, !158, !DIExpression(), !161)
    #dbg_value(ptr %4, !159, !DIExpression(), !161)
    #dbg_value(i64 %5, !160, !DIExpression(), !161)
  %7 = tail call fastcc i64 @FSE_buildDTable_internal(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5), !dbg !162
  ret i64 %7, !dbg !163
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i64 -46, 1) i64 @FSE_buildDTable_internal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) unnamed_addr #0 !dbg !164 {
    #dbg_value(ptr %0, !166, !DIExpression(), !234)
    #dbg_value(ptr %1, !167, !DIExpression(), !234)
    #dbg_value(i32 %2, !168, !DIExpression(), !234)
    #dbg_value(i32 %3, !169, !DIExpression(), !234)
    #dbg_value(ptr %4, !170, !DIExpression(), !234)
    #dbg_value(i64 %5, !171, !DIExpression(), !234)
  %7 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !235
    #dbg_value(ptr %7, !172, !DIExpression(), !234)
    #dbg_value(ptr %7, !174, !DIExpression(), !234)
    #dbg_value(ptr %4, !176, !DIExpression(), !234)
  %8 = zext i32 %2 to i64, !dbg !236
  %9 = getelementptr inbounds i16, ptr %4, i64 %8, !dbg !236
  %10 = getelementptr inbounds i8, ptr %9, i64 2, !dbg !237
    #dbg_value(ptr %10, !177, !DIExpression(), !234)
  %11 = add i32 %2, 1, !dbg !238
    #dbg_value(i32 %11, !178, !DIExpression(), !234)
  %12 = shl nuw i32 1, %3, !dbg !239
    #dbg_value(i32 %12, !180, !DIExpression(), !234)
  %13 = add i32 %12, -1, !dbg !240
    #dbg_value(i32 %13, !181, !DIExpression(), !234)
  %14 = zext i32 %11 to i64, !dbg !241
  %15 = shl nuw nsw i64 %14, 1, !dbg !241
  %16 = zext nneg i32 %3 to i64, !dbg !241
  %17 = shl nuw i64 1, %16, !dbg !241
  %18 = add nuw i64 %17, 8, !dbg !241
  %19 = add i64 %18, %15, !dbg !241
  %20 = icmp ugt i64 %19, %5, !dbg !243
  %21 = icmp ugt i32 %2, 255
  %22 = or i1 %21, %20, !dbg !244
  br i1 %22, label %262, label %23, !dbg !244

23:                                               ; preds = %6
  %24 = icmp ugt i32 %3, 12, !dbg !245
  br i1 %24, label %262, label %25, !dbg !247

25:                                               ; preds = %23
  %26 = trunc nuw nsw i32 %3 to i16, !dbg !248
    #dbg_value(i16 %26, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !249)
    #dbg_value(i32 0, !187, !DIExpression(), !250)
    #dbg_value(i32 %13, !181, !DIExpression(), !234)
    #dbg_value(i16 1, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
    #dbg_value(!DIArgList(i32 1, i32 %3), !184, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_shl, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !250)
  %27 = shl nuw nsw i32 32768, %3
  %28 = lshr exact i32 %27, 16
  %29 = and i64 %14, 1, !dbg !251
  %30 = icmp eq i32 %2, 0, !dbg !251
  br i1 %30, label %76, label %31, !dbg !251

31:                                               ; preds = %25
  %32 = and i64 %14, 510, !dbg !251
  br label %33, !dbg !251

33:                                               ; preds = %68, %31
  %34 = phi i64 [ 0, %31 ], [ %73, %68 ]
  %35 = phi i32 [ %13, %31 ], [ %71, %68 ]
  %36 = phi i16 [ 1, %31 ], [ %70, %68 ]
  %37 = phi i64 [ 0, %31 ], [ %74, %68 ]
    #dbg_value(i32 %35, !181, !DIExpression(), !234)
    #dbg_value(i16 %36, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
    #dbg_value(i64 %34, !187, !DIExpression(), !250)
  %38 = getelementptr inbounds i16, ptr %1, i64 %34, !dbg !253
  %39 = load i16, ptr %38, align 2, !dbg !253, !tbaa !257
  %40 = icmp eq i16 %39, -1, !dbg !261
  br i1 %40, label %41, label %46, !dbg !262

41:                                               ; preds = %33
  %42 = trunc i64 %34 to i8, !dbg !263
  %43 = add i32 %35, -1, !dbg !265
    #dbg_value(i32 %43, !181, !DIExpression(), !234)
  %44 = zext i32 %35 to i64, !dbg !266
  %45 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %44, i32 1, !dbg !267
  store i8 %42, ptr %45, align 2, !dbg !268, !tbaa !269
  br label %50, !dbg !271

46:                                               ; preds = %33
  %47 = sext i16 %39 to i32, !dbg !253
  %48 = icmp sgt i32 %28, %47, !dbg !272
  %49 = select i1 %48, i16 %36, i16 0, !dbg !275
    #dbg_value(i16 %49, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
  br label %50

50:                                               ; preds = %41, %46
  %51 = phi i16 [ 1, %41 ], [ %39, %46 ], !dbg !276
  %52 = phi i16 [ %36, %41 ], [ %49, %46 ], !dbg !249
  %53 = phi i32 [ %43, %41 ], [ %35, %46 ], !dbg !234
  %54 = getelementptr inbounds i16, ptr %4, i64 %34, !dbg !276
  store i16 %51, ptr %54, align 2, !dbg !276
    #dbg_value(i32 %53, !181, !DIExpression(), !234)
    #dbg_value(i16 %52, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
  %55 = or disjoint i64 %34, 1, !dbg !277
    #dbg_value(i64 %55, !187, !DIExpression(), !250)
  %56 = getelementptr inbounds i16, ptr %1, i64 %55, !dbg !253
  %57 = load i16, ptr %56, align 2, !dbg !253, !tbaa !257
  %58 = icmp eq i16 %57, -1, !dbg !261
  br i1 %58, label %63, label %59, !dbg !262

59:                                               ; preds = %50
  %60 = sext i16 %57 to i32, !dbg !253
  %61 = icmp sgt i32 %28, %60, !dbg !272
  %62 = select i1 %61, i16 %52, i16 0, !dbg !275
    #dbg_value(i16 %62, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
  br label %68

63:                                               ; preds = %50
  %64 = trunc i64 %55 to i8, !dbg !263
  %65 = add i32 %53, -1, !dbg !265
    #dbg_value(i32 %65, !181, !DIExpression(), !234)
  %66 = zext i32 %53 to i64, !dbg !266
  %67 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %66, i32 1, !dbg !267
  store i8 %64, ptr %67, align 2, !dbg !268, !tbaa !269
  br label %68, !dbg !271

68:                                               ; preds = %63, %59
  %69 = phi i16 [ 1, %63 ], [ %57, %59 ], !dbg !276
  %70 = phi i16 [ %52, %63 ], [ %62, %59 ], !dbg !249
  %71 = phi i32 [ %65, %63 ], [ %53, %59 ], !dbg !234
  %72 = getelementptr inbounds i16, ptr %4, i64 %55, !dbg !276
  store i16 %69, ptr %72, align 2, !dbg !276
    #dbg_value(i32 %71, !181, !DIExpression(), !234)
    #dbg_value(i16 %70, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
  %73 = add nuw nsw i64 %34, 2, !dbg !277
    #dbg_value(i64 %73, !187, !DIExpression(), !250)
  %74 = add i64 %37, 2, !dbg !251
  %75 = icmp eq i64 %74, %32, !dbg !251
  br i1 %75, label %76, label %33, !dbg !251, !llvm.loop !278

76:                                               ; preds = %68, %25
  %77 = phi i16 [ poison, %25 ], [ %70, %68 ]
  %78 = phi i32 [ poison, %25 ], [ %71, %68 ]
  %79 = phi i64 [ 0, %25 ], [ %73, %68 ]
  %80 = phi i32 [ %13, %25 ], [ %71, %68 ]
  %81 = phi i16 [ 1, %25 ], [ %70, %68 ]
  %82 = icmp eq i64 %29, 0, !dbg !262
  br i1 %82, label %101, label %83, !dbg !262

83:                                               ; preds = %76
    #dbg_value(i32 %80, !181, !DIExpression(), !234)
    #dbg_value(i16 %81, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
    #dbg_value(i64 %79, !187, !DIExpression(), !250)
  %84 = getelementptr inbounds i16, ptr %1, i64 %79, !dbg !253
  %85 = load i16, ptr %84, align 2, !dbg !253, !tbaa !257
  %86 = icmp eq i16 %85, -1, !dbg !261
  br i1 %86, label %91, label %87, !dbg !262

87:                                               ; preds = %83
  %88 = sext i16 %85 to i32, !dbg !253
  %89 = icmp sgt i32 %28, %88, !dbg !272
  %90 = select i1 %89, i16 %81, i16 0, !dbg !275
    #dbg_value(i16 %90, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
  br label %96

91:                                               ; preds = %83
  %92 = trunc i64 %79 to i8, !dbg !263
  %93 = add i32 %80, -1, !dbg !265
    #dbg_value(i32 %93, !181, !DIExpression(), !234)
  %94 = zext i32 %80 to i64, !dbg !266
  %95 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %94, i32 1, !dbg !267
  store i8 %92, ptr %95, align 2, !dbg !268, !tbaa !269
  br label %96, !dbg !271

96:                                               ; preds = %91, %87
  %97 = phi i16 [ 1, %91 ], [ %85, %87 ], !dbg !276
  %98 = phi i16 [ %81, %91 ], [ %90, %87 ], !dbg !249
  %99 = phi i32 [ %93, %91 ], [ %80, %87 ], !dbg !234
  %100 = getelementptr inbounds i16, ptr %4, i64 %79, !dbg !276
  store i16 %97, ptr %100, align 2, !dbg !276
    #dbg_value(i32 %99, !181, !DIExpression(), !234)
    #dbg_value(i16 %98, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !249)
    #dbg_value(i64 %79, !187, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !250)
  br label %101, !dbg !281

101:                                              ; preds = %76, %96
  %102 = phi i16 [ %77, %76 ], [ %98, %96 ], !dbg !249
  %103 = phi i32 [ %78, %76 ], [ %99, %96 ], !dbg !234
  store i16 %26, ptr %0, align 4, !dbg !281
  %104 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !281
  store i16 %102, ptr %104, align 2, !dbg !281
  %105 = icmp eq i32 %103, %13, !dbg !282
  %106 = lshr i32 %12, 1, !dbg !283
  br i1 %105, label %107, label %179, !dbg !284

107:                                              ; preds = %101
  %108 = zext i32 %13 to i64, !dbg !285
    #dbg_value(i64 %108, !188, !DIExpression(), !286)
  %109 = lshr i32 %12, 3, !dbg !287
  %110 = add nuw nsw i32 %109, 3, !dbg !287
  %111 = add nuw nsw i32 %110, %106, !dbg !287
  %112 = zext nneg i32 %111 to i64, !dbg !287
    #dbg_value(i64 %112, !192, !DIExpression(), !286)
    #dbg_value(i64 72340172838076673, !193, !DIExpression(), !288)
    #dbg_value(i64 0, !196, !DIExpression(), !288)
    #dbg_value(i64 0, !197, !DIExpression(), !288)
    #dbg_value(i32 0, !198, !DIExpression(), !288)
  %113 = tail call i32 @llvm.umax.i32(i32 %11, i32 1), !dbg !289
  %114 = zext nneg i32 %113 to i64, !dbg !290
  br label %118, !dbg !289

115:                                              ; preds = %156
  %116 = zext nneg i32 %12 to i64
  %117 = shl nuw nsw i64 %112, 1
    #dbg_value(i64 0, !208, !DIExpression(), !291)
    #dbg_value(i64 0, !206, !DIExpression(), !291)
  br label %162, !dbg !292

118:                                              ; preds = %107, %156
  %119 = phi i64 [ 0, %107 ], [ %159, %156 ]
  %120 = phi i64 [ 0, %107 ], [ %158, %156 ]
  %121 = phi i64 [ 0, %107 ], [ %160, %156 ]
    #dbg_value(i64 %120, !196, !DIExpression(), !288)
    #dbg_value(i64 %121, !197, !DIExpression(), !288)
    #dbg_value(i64 %119, !198, !DIExpression(), !288)
  %122 = getelementptr inbounds i16, ptr %1, i64 %119, !dbg !293
  %123 = load i16, ptr %122, align 2, !dbg !293, !tbaa !257
    #dbg_value(i16 %123, !204, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !294)
  %124 = getelementptr inbounds i8, ptr %10, i64 %120, !dbg !295
    #dbg_value(ptr %124, !296, !DIExpression(), !302)
    #dbg_value(i64 %121, !301, !DIExpression(), !302)
  store i64 %121, ptr %124, align 1, !dbg !304, !tbaa !305
    #dbg_value(i32 8, !199, !DIExpression(), !294)
  %125 = icmp sgt i16 %123, 8, !dbg !307
  br i1 %125, label %126, label %156, !dbg !310

126:                                              ; preds = %118
  %127 = zext nneg i16 %123 to i64, !dbg !310
    #dbg_value(i64 %127, !204, !DIExpression(), !294)
  %128 = tail call i64 @llvm.umax.i64(i64 %127, i64 16), !dbg !310
  %129 = add nsw i64 %128, -9, !dbg !310
  %130 = lshr i64 %129, 3, !dbg !310
  %131 = add nuw nsw i64 %130, 1, !dbg !310
  %132 = icmp ult i64 %129, 24, !dbg !310
  br i1 %132, label %149, label %133, !dbg !310

133:                                              ; preds = %126
  %134 = and i64 %131, 4611686018427387900, !dbg !310
  %135 = shl i64 %134, 3, !dbg !310
  %136 = or disjoint i64 %135, 8, !dbg !310
  %137 = insertelement <2 x i64> poison, i64 %121, i64 0, !dbg !310
  %138 = shufflevector <2 x i64> %137, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !310
  br label %139, !dbg !310

139:                                              ; preds = %139, %133
  %140 = phi i64 [ 0, %133 ], [ %145, %139 ]
  %141 = shl i64 %140, 3, !dbg !310
  %142 = or disjoint i64 %141, 8, !dbg !310
  %143 = getelementptr inbounds i8, ptr %124, i64 %142, !dbg !311
  %144 = getelementptr inbounds i8, ptr %143, i64 16, !dbg !313
  store <2 x i64> %138, ptr %143, align 1, !dbg !313, !tbaa !305
  store <2 x i64> %138, ptr %144, align 1, !dbg !313, !tbaa !305
  %145 = add nuw i64 %140, 4
  %146 = icmp eq i64 %145, %134
  br i1 %146, label %147, label %139, !llvm.loop !315

147:                                              ; preds = %139
  %148 = icmp eq i64 %131, %134, !dbg !310
  br i1 %148, label %156, label %149, !dbg !310

149:                                              ; preds = %147, %126
  %150 = phi i64 [ 8, %126 ], [ %136, %147 ]
  br label %151, !dbg !310

151:                                              ; preds = %149, %151
  %152 = phi i64 [ %154, %151 ], [ %150, %149 ]
    #dbg_value(i64 %152, !199, !DIExpression(), !294)
  %153 = getelementptr inbounds i8, ptr %124, i64 %152, !dbg !311
    #dbg_value(ptr %153, !296, !DIExpression(), !319)
    #dbg_value(i64 %121, !301, !DIExpression(), !319)
  store i64 %121, ptr %153, align 1, !dbg !313, !tbaa !305
  %154 = add nuw nsw i64 %152, 8, !dbg !320
    #dbg_value(i64 %154, !199, !DIExpression(), !294)
  %155 = icmp ult i64 %154, %127, !dbg !307
  br i1 %155, label %151, label %156, !dbg !310, !llvm.loop !321

156:                                              ; preds = %151, %147, %118
  %157 = sext i16 %123 to i64, !dbg !322
  %158 = add i64 %120, %157, !dbg !323
    #dbg_value(i64 %158, !196, !DIExpression(), !288)
  %159 = add nuw nsw i64 %119, 1, !dbg !324
    #dbg_value(i64 %159, !198, !DIExpression(), !288)
  %160 = add i64 %121, 72340172838076673, !dbg !325
    #dbg_value(i64 %160, !197, !DIExpression(), !288)
  %161 = icmp eq i64 %159, %114, !dbg !290
  br i1 %161, label %115, label %118, !dbg !289, !llvm.loop !326

162:                                              ; preds = %115, %162
  %163 = phi i64 [ 0, %115 ], [ %177, %162 ]
  %164 = phi i64 [ 0, %115 ], [ %176, %162 ]
    #dbg_value(i64 %163, !208, !DIExpression(), !291)
    #dbg_value(i64 %164, !206, !DIExpression(), !291)
    #dbg_value(i64 0, !210, !DIExpression(), !328)
  %165 = and i64 %164, %108, !dbg !329
    #dbg_value(i64 %165, !214, !DIExpression(), !330)
  %166 = getelementptr inbounds i8, ptr %10, i64 %163, !dbg !331
  %167 = load i8, ptr %166, align 1, !dbg !331, !tbaa !332
  %168 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %165, i32 1, !dbg !333
  store i8 %167, ptr %168, align 2, !dbg !334, !tbaa !269
    #dbg_value(i64 1, !210, !DIExpression(), !328)
  %169 = add nuw nsw i64 %164, %112, !dbg !335
  %170 = and i64 %169, %108, !dbg !329
    #dbg_value(i64 %170, !214, !DIExpression(), !330)
  %171 = or disjoint i64 %163, 1, !dbg !336
  %172 = getelementptr inbounds i8, ptr %10, i64 %171, !dbg !331
  %173 = load i8, ptr %172, align 1, !dbg !331, !tbaa !332
  %174 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %170, i32 1, !dbg !333
  store i8 %173, ptr %174, align 2, !dbg !334, !tbaa !269
    #dbg_value(i64 2, !210, !DIExpression(), !328)
  %175 = add nuw nsw i64 %164, %117, !dbg !337
  %176 = and i64 %175, %108, !dbg !338
    #dbg_value(i64 %176, !206, !DIExpression(), !291)
  %177 = add nuw nsw i64 %163, 2, !dbg !339
    #dbg_value(i64 %177, !208, !DIExpression(), !291)
  %178 = icmp ult i64 %177, %116, !dbg !340
  br i1 %178, label %162, label %239, !dbg !292, !llvm.loop !341

179:                                              ; preds = %101
    #dbg_value(i32 %13, !218, !DIExpression(), !343)
    #dbg_value(i32 %182, !220, !DIExpression(), !343)
    #dbg_value(i32 0, !222, !DIExpression(), !343)
    #dbg_value(i32 0, !221, !DIExpression(), !343)
  %180 = lshr i32 %12, 3, !dbg !344
  %181 = add nuw nsw i32 %180, 3
  %182 = add nuw nsw i32 %181, %106
  %183 = tail call i32 @llvm.umax.i32(i32 %11, i32 1), !dbg !345
  %184 = zext nneg i32 %183 to i64, !dbg !346
  br label %185, !dbg !345

185:                                              ; preds = %179, %231
  %186 = phi i64 [ 0, %179 ], [ %233, %231 ]
  %187 = phi i32 [ 0, %179 ], [ %232, %231 ]
    #dbg_value(i32 %187, !222, !DIExpression(), !343)
    #dbg_value(i64 %186, !221, !DIExpression(), !343)
  %188 = getelementptr inbounds i16, ptr %1, i64 %186
  %189 = load i16, ptr %188, align 2, !tbaa !257
  %190 = sext i16 %189 to i32
    #dbg_value(i32 0, !223, !DIExpression(), !347)
  %191 = icmp sgt i16 %189, 0, !dbg !348
  br i1 %191, label %192, label %231, !dbg !351

192:                                              ; preds = %185
  %193 = trunc i64 %186 to i8
  %194 = and i32 %190, 1, !dbg !351
  %195 = icmp eq i16 %189, 1, !dbg !351
  br i1 %195, label %219, label %196, !dbg !351

196:                                              ; preds = %192
  %197 = and i32 %190, 32766, !dbg !351
  br label %198, !dbg !351

198:                                              ; preds = %216, %196
  %199 = phi i32 [ %187, %196 ], [ %214, %216 ]
  %200 = phi i32 [ 0, %196 ], [ %217, %216 ]
    #dbg_value(i32 poison, !223, !DIExpression(), !347)
    #dbg_value(i32 %199, !222, !DIExpression(), !343)
  %201 = zext i32 %199 to i64, !dbg !352
  %202 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %201, i32 1, !dbg !354
  store i8 %193, ptr %202, align 2, !dbg !355, !tbaa !269
    #dbg_value(!DIArgList(i32 %199, i32 %13, i32 %182), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !343)
  br label %203, !dbg !356

203:                                              ; preds = %203, %198
  %204 = phi i32 [ %199, %198 ], [ %206, %203 ]
  %205 = add i32 %182, %204, !dbg !357
  %206 = and i32 %205, %13, !dbg !357
    #dbg_value(i32 %206, !222, !DIExpression(), !343)
  %207 = icmp ugt i32 %206, %103, !dbg !358
  br i1 %207, label %203, label %208, !dbg !356, !llvm.loop !359

208:                                              ; preds = %203
    #dbg_value(i32 poison, !223, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !347)
    #dbg_value(i32 %206, !222, !DIExpression(), !343)
  %209 = zext i32 %206 to i64, !dbg !352
  %210 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %209, i32 1, !dbg !354
  store i8 %193, ptr %210, align 2, !dbg !355, !tbaa !269
    #dbg_value(!DIArgList(i32 %206, i32 %13, i32 %182), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !343)
  br label %211, !dbg !356

211:                                              ; preds = %211, %208
  %212 = phi i32 [ %206, %208 ], [ %214, %211 ]
  %213 = add i32 %182, %212, !dbg !357
  %214 = and i32 %213, %13, !dbg !357
    #dbg_value(i32 %214, !222, !DIExpression(), !343)
  %215 = icmp ugt i32 %214, %103, !dbg !358
  br i1 %215, label %211, label %216, !dbg !356, !llvm.loop !359

216:                                              ; preds = %211
    #dbg_value(i32 poison, !223, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !347)
    #dbg_value(i32 %214, !222, !DIExpression(), !343)
  %217 = add i32 %200, 2, !dbg !351
  %218 = icmp eq i32 %217, %197, !dbg !351
  br i1 %218, label %219, label %198, !dbg !351, !llvm.loop !361

219:                                              ; preds = %216, %192
  %220 = phi i32 [ poison, %192 ], [ %214, %216 ]
  %221 = phi i32 [ %187, %192 ], [ %214, %216 ]
  %222 = icmp eq i32 %194, 0, !dbg !356
  br i1 %222, label %231, label %223, !dbg !356

223:                                              ; preds = %219
    #dbg_value(i32 poison, !223, !DIExpression(), !347)
    #dbg_value(i32 %221, !222, !DIExpression(), !343)
  %224 = zext i32 %221 to i64, !dbg !352
  %225 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %224, i32 1, !dbg !354
  store i8 %193, ptr %225, align 2, !dbg !355, !tbaa !269
    #dbg_value(!DIArgList(i32 %221, i32 %13, i32 %182), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !343)
  br label %226, !dbg !356

226:                                              ; preds = %226, %223
  %227 = phi i32 [ %221, %223 ], [ %229, %226 ]
  %228 = add i32 %182, %227, !dbg !357
  %229 = and i32 %228, %13, !dbg !357
    #dbg_value(i32 %229, !222, !DIExpression(), !343)
  %230 = icmp ugt i32 %229, %103, !dbg !358
  br i1 %230, label %226, label %231, !dbg !356, !llvm.loop !359

231:                                              ; preds = %219, %226, %185
  %232 = phi i32 [ %187, %185 ], [ %220, %219 ], [ %229, %226 ], !dbg !343
  %233 = add nuw nsw i64 %186, 1, !dbg !363
    #dbg_value(i32 %232, !222, !DIExpression(), !343)
    #dbg_value(i64 %233, !221, !DIExpression(), !343)
  %234 = icmp eq i64 %233, %184, !dbg !346
  br i1 %234, label %235, label %185, !dbg !345, !llvm.loop !364

235:                                              ; preds = %231
  %236 = icmp eq i32 %232, 0, !dbg !366
  br i1 %236, label %237, label %262

237:                                              ; preds = %235
  %238 = zext nneg i32 %12 to i64, !dbg !368
  br label %239

239:                                              ; preds = %162, %237
  %240 = phi i64 [ %238, %237 ], [ %116, %162 ], !dbg !368
    #dbg_value(i32 0, !227, !DIExpression(), !369)
  br label %241, !dbg !370

241:                                              ; preds = %239, %241
  %242 = phi i64 [ 0, %239 ], [ %260, %241 ]
    #dbg_value(i64 %242, !227, !DIExpression(), !369)
  %243 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %242, !dbg !371
  %244 = getelementptr inbounds i8, ptr %243, i64 2, !dbg !372
  %245 = load i8, ptr %244, align 2, !dbg !372, !tbaa !269
    #dbg_value(i8 %245, !229, !DIExpression(), !373)
  %246 = zext i8 %245 to i64, !dbg !374
  %247 = getelementptr inbounds i16, ptr %4, i64 %246, !dbg !374
  %248 = load i16, ptr %247, align 2, !dbg !375, !tbaa !257
  %249 = add i16 %248, 1, !dbg !375
  store i16 %249, ptr %247, align 2, !dbg !375, !tbaa !257
  %250 = zext i16 %248 to i32, !dbg !374
    #dbg_value(i32 %250, !233, !DIExpression(), !373)
    #dbg_value(i32 %250, !376, !DIExpression(), !382)
    #dbg_value(i32 %250, !384, !DIExpression(), !387)
  %251 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %250, i1 true), !dbg !389
  %252 = xor i32 %251, 31, !dbg !390
  %253 = sub nsw i32 %3, %252, !dbg !391
  %254 = trunc nsw i32 %253 to i8, !dbg !392
  %255 = getelementptr inbounds i8, ptr %243, i64 3, !dbg !393
  store i8 %254, ptr %255, align 1, !dbg !394, !tbaa !395
  %256 = and i32 %253, 255, !dbg !396
  %257 = shl i32 %250, %256, !dbg !397
  %258 = sub i32 %257, %12, !dbg !398
  %259 = trunc i32 %258 to i16, !dbg !399
  store i16 %259, ptr %243, align 2, !dbg !400, !tbaa !401
  %260 = add nuw nsw i64 %242, 1, !dbg !402
    #dbg_value(i64 %260, !227, !DIExpression(), !369)
  %261 = icmp eq i64 %260, %240, !dbg !368
  br i1 %261, label %262, label %241, !dbg !370, !llvm.loop !403

262:                                              ; preds = %241, %23, %6, %235
  %263 = phi i64 [ -1, %235 ], [ -46, %6 ], [ -44, %23 ], [ 0, %241 ], !dbg !234
  ret i64 %263, !dbg !405
}

; Function Attrs: nounwind uwtable
define dso_local i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #1 !dbg !406 {
  %9 = alloca %struct.BIT_DStream_t, align 8, !DIAssignID !420
    #dbg_assign(i1 undef, !421, !DIExpression(), !420, ptr %9, !DIExpression(), !449)
  %10 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !493
    #dbg_assign(i1 undef, !440, !DIExpression(), !493, ptr %10, !DIExpression(), !449)
  %11 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !494
  %12 = alloca %struct.BIT_DStream_t, align 8, !DIAssignID !495
    #dbg_assign(i1 undef, !421, !DIExpression(), !495, ptr %12, !DIExpression(), !496)
  %13 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !498
    #dbg_assign(i1 undef, !440, !DIExpression(), !498, ptr %13, !DIExpression(), !496)
  %14 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !499
  %15 = alloca i32, align 4, !DIAssignID !500
    #dbg_assign(i1 undef, !466, !DIExpression(), !500, ptr %15, !DIExpression(), !501)
  %16 = alloca i32, align 4, !DIAssignID !502
    #dbg_value(ptr %0, !412, !DIExpression(), !503)
    #dbg_value(i64 %1, !413, !DIExpression(), !503)
    #dbg_value(ptr %2, !414, !DIExpression(), !503)
    #dbg_value(i64 %3, !415, !DIExpression(), !503)
    #dbg_value(i32 %4, !416, !DIExpression(), !503)
    #dbg_value(ptr %5, !417, !DIExpression(), !503)
    #dbg_value(i64 %6, !418, !DIExpression(), !503)
    #dbg_value(i32 %7, !419, !DIExpression(), !503)
  %17 = icmp eq i32 %7, 0, !dbg !504
  br i1 %17, label %20, label %18, !dbg !506

18:                                               ; preds = %8
  %19 = tail call fastcc i64 @FSE_decompress_wksp_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6), !dbg !507
  br label %790, !dbg !509

20:                                               ; preds = %8
    #dbg_value(ptr %0, !485, !DIExpression(), !510)
    #dbg_value(i64 %1, !486, !DIExpression(), !510)
    #dbg_value(ptr %2, !487, !DIExpression(), !510)
    #dbg_value(i64 %3, !488, !DIExpression(), !510)
    #dbg_value(i32 %4, !489, !DIExpression(), !510)
    #dbg_value(ptr %5, !490, !DIExpression(), !510)
    #dbg_value(i64 %6, !491, !DIExpression(), !510)
    #dbg_assign(i1 undef, !467, !DIExpression(), !502, ptr %16, !DIExpression(), !501)
    #dbg_value(ptr %0, !455, !DIExpression(), !501)
    #dbg_value(i64 %1, !456, !DIExpression(), !501)
    #dbg_value(ptr %2, !457, !DIExpression(), !501)
    #dbg_value(i64 %3, !458, !DIExpression(), !501)
    #dbg_value(i32 %4, !459, !DIExpression(), !501)
    #dbg_value(ptr %5, !460, !DIExpression(), !501)
    #dbg_value(i64 %6, !461, !DIExpression(), !501)
    #dbg_value(i32 0, !462, !DIExpression(), !501)
    #dbg_value(ptr %2, !463, !DIExpression(), !501)
    #dbg_value(ptr %2, !465, !DIExpression(), !501)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #10, !dbg !511
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #10, !dbg !512
  store i32 255, ptr %16, align 4, !dbg !513, !tbaa !514, !DIAssignID !516
    #dbg_assign(i32 255, !467, !DIExpression(), !516, ptr %16, !DIExpression(), !501)
    #dbg_value(ptr %5, !468, !DIExpression(), !501)
    #dbg_value(i64 128, !470, !DIExpression(), !501)
  %21 = getelementptr inbounds i8, ptr %5, i64 512, !dbg !517
    #dbg_value(ptr %21, !471, !DIExpression(), !501)
  %22 = icmp ult i64 %6, 512, !dbg !518
  br i1 %22, label %788, label %23, !dbg !520

23:                                               ; preds = %20
  %24 = call i64 @FSE_readNCount_bmi2(ptr noundef %5, ptr noundef nonnull %16, ptr noundef nonnull %15, ptr noundef %2, i64 noundef %3, i32 noundef 0) #10, !dbg !521
    #dbg_value(i64 %24, !473, !DIExpression(), !522)
    #dbg_value(i64 %24, !523, !DIExpression(), !529)
  %25 = icmp ult i64 %24, -119, !dbg !532
  br i1 %25, label %26, label %788, !dbg !533

26:                                               ; preds = %23
  %27 = load i32, ptr %15, align 4, !dbg !534, !tbaa !514
  %28 = icmp ugt i32 %27, %4, !dbg !536
  br i1 %28, label %788, label %29, !dbg !537

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %2, i64 %24, !dbg !538
    #dbg_value(ptr %30, !465, !DIExpression(), !501)
  %31 = sub i64 %3, %24, !dbg !539
    #dbg_value(i64 %31, !458, !DIExpression(), !501)
  %32 = shl nuw i32 1, %27, !dbg !540
  %33 = add nuw nsw i32 %32, 2, !dbg !540
  %34 = sext i32 %33 to i64, !dbg !540
  %35 = load i32, ptr %16, align 4, !dbg !540, !tbaa !514
  %36 = add i32 %35, 1, !dbg !540
  %37 = zext i32 %36 to i64, !dbg !540
  %38 = shl nuw nsw i64 %37, 1, !dbg !540
  %39 = zext nneg i32 %27 to i64, !dbg !540
  %40 = shl nuw i64 1, %39, !dbg !540
  %41 = shl nsw i64 %34, 2, !dbg !540
  %42 = add nuw i64 %40, 11, !dbg !540
  %43 = add i64 %42, %41, !dbg !540
  %44 = add i64 %43, %38, !dbg !540
  %45 = and i64 %44, -4, !dbg !540
  %46 = add i64 %45, 516, !dbg !540
  %47 = icmp ugt i64 %46, %6, !dbg !542
  br i1 %47, label %788, label %48, !dbg !543

48:                                               ; preds = %29
  %49 = add nuw nsw i32 %32, 1, !dbg !540
  %50 = sext i32 %49 to i64, !dbg !544
  %51 = shl nsw i64 %50, 2, !dbg !544
  %52 = getelementptr inbounds i8, ptr %21, i64 %51, !dbg !545
    #dbg_value(ptr %52, !460, !DIExpression(), !501)
  %53 = add i64 %6, -512, !dbg !546
  %54 = sub i64 %53, %51, !dbg !547
    #dbg_value(i64 %54, !461, !DIExpression(), !501)
  %55 = call fastcc i64 @FSE_buildDTable_internal(ptr noundef nonnull %21, ptr noundef %5, i32 noundef %35, i32 noundef %27, ptr noundef nonnull %52, i64 noundef %54), !dbg !548
    #dbg_value(i64 %55, !475, !DIExpression(), !549)
    #dbg_value(i64 %55, !523, !DIExpression(), !550)
  %56 = icmp ult i64 %55, -119, !dbg !554
  br i1 %56, label %57, label %788

57:                                               ; preds = %48
    #dbg_value(ptr %21, !477, !DIExpression(), !555)
    #dbg_value(ptr %21, !478, !DIExpression(), !555)
  %58 = getelementptr inbounds i8, ptr %5, i64 514, !dbg !556
  %59 = load i16, ptr %58, align 2, !dbg !556, !tbaa !557
    #dbg_value(i16 %59, !479, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !555)
  %60 = icmp eq i16 %59, 0, !dbg !559
    #dbg_value(ptr %0, !429, !DIExpression(), !496)
    #dbg_value(ptr %0, !429, !DIExpression(), !449)
    #dbg_value(i64 %1, !430, !DIExpression(), !496)
    #dbg_value(i64 %1, !430, !DIExpression(), !449)
    #dbg_value(ptr %30, !431, !DIExpression(), !496)
    #dbg_value(ptr %30, !431, !DIExpression(), !449)
    #dbg_value(i64 %31, !432, !DIExpression(), !496)
    #dbg_value(i64 %31, !432, !DIExpression(), !449)
    #dbg_value(ptr %21, !433, !DIExpression(), !496)
    #dbg_value(ptr %21, !433, !DIExpression(), !449)
    #dbg_value(ptr %0, !435, !DIExpression(), !496)
    #dbg_value(ptr %0, !435, !DIExpression(), !449)
    #dbg_value(ptr %0, !437, !DIExpression(), !496)
    #dbg_value(ptr %0, !437, !DIExpression(), !449)
  %61 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !560
    #dbg_value(ptr %61, !438, !DIExpression(), !496)
    #dbg_value(ptr %61, !438, !DIExpression(), !449)
  %62 = getelementptr inbounds i8, ptr %61, i64 -3, !dbg !562
  br i1 %60, label %460, label %63, !dbg !563

63:                                               ; preds = %57
    #dbg_assign(i1 undef, !446, !DIExpression(), !494, ptr %11, !DIExpression(), !449)
    #dbg_value(i32 1, !434, !DIExpression(), !449)
    #dbg_value(ptr %62, !439, !DIExpression(), !449)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10, !dbg !564
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10, !dbg !565
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #10, !dbg !566
    #dbg_value(ptr %9, !567, !DIExpression(), !581)
    #dbg_value(ptr %30, !572, !DIExpression(), !581)
    #dbg_value(i64 %31, !573, !DIExpression(), !581)
  %64 = icmp eq i64 %31, 0, !dbg !583
  br i1 %64, label %458, label %65, !dbg !585

65:                                               ; preds = %63
  %66 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !586
  store ptr %30, ptr %66, align 8, !dbg !587, !tbaa !588
  %67 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !591
  %68 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !592
  store ptr %67, ptr %68, align 8, !dbg !593, !tbaa !594
  %69 = icmp ugt i64 %31, 7, !dbg !595
  br i1 %69, label %70, label %76, !dbg !596

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !597
  %72 = getelementptr inbounds i8, ptr %71, i64 -8, !dbg !598
  %73 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !599
  store ptr %72, ptr %73, align 8, !dbg !600, !tbaa !601
    #dbg_value(ptr %72, !602, !DIExpression(), !607)
    #dbg_value(ptr %72, !609, !DIExpression(), !614)
    #dbg_value(ptr %72, !617, !DIExpression(), !620)
  %74 = load i64, ptr %72, align 1, !dbg !623
  store i64 %74, ptr %9, align 8, !dbg !624, !tbaa !625
    #dbg_value(i64 %74, !574, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !626)
  %75 = icmp ult i64 %74, 72057594037927936, !dbg !627
  br i1 %75, label %458, label %134, !dbg !627

76:                                               ; preds = %65
  %77 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !628
  store ptr %30, ptr %77, align 8, !dbg !629, !tbaa !601
  %78 = load i8, ptr %30, align 1, !dbg !630, !tbaa !332
  %79 = zext i8 %78 to i64, !dbg !630
  store i64 %79, ptr %9, align 8, !dbg !631, !tbaa !625
  switch i64 %31, label %121 [
    i64 7, label %80
    i64 6, label %86
    i64 5, label %93
    i64 4, label %100
    i64 3, label %107
    i64 2, label %114
  ], !dbg !632

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %30, i64 6, !dbg !633
  %82 = load i8, ptr %81, align 1, !dbg !633, !tbaa !332
  %83 = zext i8 %82 to i64, !dbg !635
  %84 = shl nuw nsw i64 %83, 48, !dbg !636
  %85 = or disjoint i64 %84, %79, !dbg !637
  br label %86, !dbg !638

86:                                               ; preds = %80, %76
  %87 = phi i64 [ %79, %76 ], [ %85, %80 ], !dbg !639
  %88 = getelementptr inbounds i8, ptr %30, i64 5, !dbg !640
  %89 = load i8, ptr %88, align 1, !dbg !640, !tbaa !332
  %90 = zext i8 %89 to i64, !dbg !641
  %91 = shl nuw nsw i64 %90, 40, !dbg !642
  %92 = add nuw nsw i64 %91, %87, !dbg !639
  br label %93, !dbg !643

93:                                               ; preds = %86, %76
  %94 = phi i64 [ %79, %76 ], [ %92, %86 ], !dbg !644
  %95 = getelementptr inbounds i8, ptr %30, i64 4, !dbg !645
  %96 = load i8, ptr %95, align 1, !dbg !645, !tbaa !332
  %97 = zext i8 %96 to i64, !dbg !646
  %98 = shl nuw nsw i64 %97, 32, !dbg !647
  %99 = add nuw nsw i64 %98, %94, !dbg !644
  br label %100, !dbg !648

100:                                              ; preds = %93, %76
  %101 = phi i64 [ %79, %76 ], [ %99, %93 ], !dbg !649
  %102 = getelementptr inbounds i8, ptr %30, i64 3, !dbg !650
  %103 = load i8, ptr %102, align 1, !dbg !650, !tbaa !332
  %104 = zext i8 %103 to i64, !dbg !651
  %105 = shl nuw nsw i64 %104, 24, !dbg !652
  %106 = add nuw nsw i64 %105, %101, !dbg !649
  br label %107, !dbg !653

107:                                              ; preds = %100, %76
  %108 = phi i64 [ %79, %76 ], [ %106, %100 ], !dbg !654
  %109 = getelementptr inbounds i8, ptr %30, i64 2, !dbg !655
  %110 = load i8, ptr %109, align 1, !dbg !655, !tbaa !332
  %111 = zext i8 %110 to i64, !dbg !656
  %112 = shl nuw nsw i64 %111, 16, !dbg !657
  %113 = add nuw nsw i64 %112, %108, !dbg !654
  br label %114, !dbg !658

114:                                              ; preds = %107, %76
  %115 = phi i64 [ %79, %76 ], [ %113, %107 ], !dbg !659
  %116 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !660
  %117 = load i8, ptr %116, align 1, !dbg !660, !tbaa !332
  %118 = zext i8 %117 to i64, !dbg !661
  %119 = shl nuw nsw i64 %118, 8, !dbg !662
  %120 = add nuw nsw i64 %119, %115, !dbg !659
  store i64 %120, ptr %9, align 8, !dbg !659, !tbaa !625
  br label %121, !dbg !663

121:                                              ; preds = %114, %76
  %122 = getelementptr i8, ptr %2, i64 %3, !dbg !664
  %123 = getelementptr i8, ptr %122, i64 -1, !dbg !664
  %124 = load i8, ptr %123, align 1, !dbg !664, !tbaa !332
    #dbg_value(i8 %124, !578, !DIExpression(), !665)
  %125 = icmp eq i8 %124, 0, !dbg !666
  br i1 %125, label %458, label %126, !dbg !666

126:                                              ; preds = %121
  %127 = zext i8 %124 to i32, !dbg !666
    #dbg_value(i32 %127, !376, !DIExpression(), !667)
    #dbg_value(i32 %127, !384, !DIExpression(), !669)
  %128 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %127, i1 true), !dbg !671
  %129 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !672
  %130 = trunc nuw i64 %31 to i32, !dbg !673
  %131 = shl nuw nsw i32 %130, 3, !dbg !674
  %132 = sub nsw i32 %128, %131, !dbg !674
  %133 = add nsw i32 %132, 41, !dbg !674
  store i32 %133, ptr %129, align 8, !dbg !674, !tbaa !675
    #dbg_value(i64 %31, !447, !DIExpression(), !676)
    #dbg_value(i64 %31, !523, !DIExpression(), !677)
  br label %142

134:                                              ; preds = %70
  %135 = lshr i64 %74, 56, !dbg !681
    #dbg_value(i64 %135, !574, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !626)
  %136 = trunc nuw nsw i64 %135 to i32, !dbg !681
    #dbg_value(i32 %136, !574, !DIExpression(), !626)
    #dbg_value(i32 %136, !376, !DIExpression(), !682)
    #dbg_value(i32 %136, !384, !DIExpression(), !684)
  %137 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %136, i1 true), !dbg !686
  %138 = xor i32 %137, 31, !dbg !687
  %139 = sub nuw nsw i32 8, %138, !dbg !688
  %140 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !689
  store i32 %139, ptr %140, align 8, !dbg !690, !tbaa !675
    #dbg_value(i64 %31, !447, !DIExpression(), !676)
    #dbg_value(i64 %31, !523, !DIExpression(), !677)
  %141 = icmp ult i64 %31, -119, !dbg !691
  br i1 %141, label %142, label %458

142:                                              ; preds = %134, %126
  call fastcc void @FSE_initDState(ptr noundef nonnull %10, ptr noundef nonnull %9, ptr noundef nonnull %21), !dbg !692
  call fastcc void @FSE_initDState(ptr noundef nonnull %11, ptr noundef nonnull %9, ptr noundef nonnull %21), !dbg !693
    #dbg_value(ptr %9, !135, !DIExpression(), !694)
  %143 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !698
  %144 = load i32, ptr %143, align 8, !dbg !698, !tbaa !675
  %145 = icmp ugt i32 %144, 64, !dbg !698
  br i1 %145, label %458, label %146, !dbg !700, !prof !701

146:                                              ; preds = %142
  %147 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !702
  %148 = load ptr, ptr %147, align 8, !dbg !702, !tbaa !601
  %149 = load ptr, ptr %68, align 8, !dbg !704
  %150 = icmp ult ptr %148, %149, !dbg !705
  br i1 %150, label %159, label %151, !dbg !706

151:                                              ; preds = %146
    #dbg_value(ptr %9, !707, !DIExpression(), !710)
  %152 = lshr i32 %144, 3, !dbg !713
  %153 = zext nneg i32 %152 to i64, !dbg !714
  %154 = sub nsw i64 0, %153, !dbg !714
  %155 = getelementptr inbounds i8, ptr %148, i64 %154, !dbg !714
  %156 = and i32 %144, 7, !dbg !715
    #dbg_value(ptr %155, !602, !DIExpression(), !716)
    #dbg_value(ptr %155, !609, !DIExpression(), !718)
    #dbg_value(ptr %155, !617, !DIExpression(), !720)
  %157 = load i64, ptr %155, align 1, !dbg !722, !tbaa !305
  store i64 %157, ptr %9, align 8, !dbg !723, !tbaa !625
  %158 = load ptr, ptr %66, align 8
  br label %164, !dbg !724

159:                                              ; preds = %146
  %160 = load ptr, ptr %66, align 8, !dbg !725
  %161 = icmp eq ptr %148, %160, !dbg !727
  br i1 %161, label %162, label %176, !dbg !728

162:                                              ; preds = %159
  %163 = load i64, ptr %9, align 8, !tbaa !625
  br label %164, !dbg !728

164:                                              ; preds = %162, %151
  %165 = phi ptr [ %155, %151 ], [ %148, %162 ]
  %166 = phi ptr [ %158, %151 ], [ %148, %162 ]
  %167 = phi i64 [ %157, %151 ], [ %163, %162 ]
  %168 = phi i32 [ %156, %151 ], [ %144, %162 ]
  %169 = load i64, ptr %10, align 8, !tbaa !729
  %170 = load i64, ptr %11, align 8, !tbaa !729
  %171 = ptrtoint ptr %166 to i64
  %172 = getelementptr inbounds i8, ptr %10, i64 8
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i8, ptr %11, i64 8
  %175 = load ptr, ptr %174, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !449)
    #dbg_value(ptr %9, !135, !DIExpression(), !731)
  br label %201, !dbg !735

176:                                              ; preds = %159
  %177 = lshr i32 %144, 3, !dbg !736
    #dbg_value(i32 %177, !136, !DIExpression(), !737)
    #dbg_value(i32 0, !138, !DIExpression(), !737)
  %178 = zext nneg i32 %177 to i64, !dbg !738
  %179 = sub nsw i64 0, %178, !dbg !738
  %180 = getelementptr inbounds i8, ptr %148, i64 %179, !dbg !738
  %181 = icmp ult ptr %180, %160, !dbg !740
  %182 = ptrtoint ptr %148 to i64, !dbg !741
  %183 = ptrtoint ptr %160 to i64, !dbg !741
  %184 = sub i64 %182, %183, !dbg !741
  %185 = trunc i64 %184 to i32, !dbg !741
  %186 = select i1 %181, i32 %185, i32 %177, !dbg !741
    #dbg_value(i32 poison, !138, !DIExpression(), !737)
    #dbg_value(i32 %186, !136, !DIExpression(), !737)
  %187 = zext i32 %186 to i64, !dbg !742
  %188 = sub nsw i64 0, %187, !dbg !742
  %189 = getelementptr inbounds i8, ptr %148, i64 %188, !dbg !742
  %190 = shl i32 %186, 3, !dbg !743
  %191 = sub i32 %144, %190, !dbg !744
    #dbg_value(ptr %189, !602, !DIExpression(), !745)
    #dbg_value(ptr %189, !609, !DIExpression(), !747)
    #dbg_value(ptr %189, !617, !DIExpression(), !749)
  %192 = load i64, ptr %189, align 1, !dbg !751, !tbaa !305
  store i64 %192, ptr %9, align 8, !dbg !752, !tbaa !625
  %193 = load i64, ptr %10, align 8, !tbaa !729
  %194 = load i64, ptr %11, align 8, !tbaa !729
  %195 = ptrtoint ptr %160 to i64
  %196 = getelementptr inbounds i8, ptr %10, i64 8
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i8, ptr %11, i64 8
  %199 = load ptr, ptr %198, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !449)
    #dbg_value(ptr %9, !135, !DIExpression(), !731)
  %200 = icmp ugt i32 %191, 64, !dbg !753
  br i1 %200, label %248, label %201, !dbg !735, !prof !754

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
  br label %211, !dbg !755

211:                                              ; preds = %201, %261
  %212 = phi ptr [ %333, %261 ], [ %0, %201 ]
  %213 = phi i32 [ %329, %261 ], [ %207, %201 ]
  %214 = phi i64 [ %244, %261 ], [ %208, %201 ]
  %215 = phi i64 [ %312, %261 ], [ %206, %201 ]
  %216 = phi i64 [ %331, %261 ], [ %205, %201 ]
  %217 = phi ptr [ %243, %261 ], [ %210, %201 ]
    #dbg_value(ptr %212, !437, !DIExpression(), !449)
  %218 = icmp ult ptr %217, %149, !dbg !756
  br i1 %218, label %222, label %219, !dbg !757

219:                                              ; preds = %211
    #dbg_value(ptr %9, !707, !DIExpression(), !758)
  %220 = lshr i32 %213, 3, !dbg !760
  %221 = and i32 %213, 7, !dbg !761
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %220), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !762)
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %220), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !764)
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %220), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !766)
  br label %237, !dbg !768

222:                                              ; preds = %211
  %223 = icmp eq ptr %217, %209, !dbg !769
  br i1 %223, label %248, label %224, !dbg !770

224:                                              ; preds = %222
  %225 = lshr i32 %213, 3, !dbg !771
    #dbg_value(i32 %225, !136, !DIExpression(), !772)
    #dbg_value(i32 0, !138, !DIExpression(), !772)
  %226 = zext nneg i32 %225 to i64, !dbg !773
  %227 = sub nsw i64 0, %226, !dbg !773
  %228 = getelementptr inbounds i8, ptr %217, i64 %227, !dbg !773
  %229 = icmp ult ptr %228, %209, !dbg !774
  %230 = ptrtoint ptr %217 to i64, !dbg !775
  %231 = sub i64 %230, %204, !dbg !775
  %232 = trunc i64 %231 to i32, !dbg !775
  %233 = select i1 %229, i32 %232, i32 %225, !dbg !775
  %234 = zext i1 %229 to i32, !dbg !775
    #dbg_value(i32 %234, !138, !DIExpression(), !772)
    #dbg_value(i32 %233, !136, !DIExpression(), !772)
  %235 = shl i32 %233, 3, !dbg !776
  %236 = sub i32 %213, %235, !dbg !777
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %233), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !778)
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %233), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !780)
    #dbg_value(!DIArgList(ptr %217, i64 0, i32 %233), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !782)
  br label %237

237:                                              ; preds = %224, %219
  %238 = phi i32 [ %220, %219 ], [ %233, %224 ]
  %239 = phi i32 [ %221, %219 ], [ %236, %224 ]
  %240 = phi i32 [ 0, %219 ], [ %234, %224 ], !dbg !731
  %241 = zext i32 %238 to i64, !dbg !731
  %242 = sub nsw i64 0, %241, !dbg !731
  %243 = getelementptr inbounds i8, ptr %217, i64 %242, !dbg !731
  %244 = load i64, ptr %243, align 1, !dbg !731, !tbaa !305
  %245 = icmp eq i32 %240, 0, !dbg !784
  %246 = icmp ult ptr %212, %62, !dbg !785
  %247 = and i1 %246, %245, !dbg !786
  br i1 %247, label %261, label %248, !dbg !755

248:                                              ; preds = %261, %222, %237, %176
  %249 = phi ptr [ %199, %176 ], [ %202, %237 ], [ %202, %222 ], [ %202, %261 ]
  %250 = phi ptr [ %197, %176 ], [ %203, %237 ], [ %203, %222 ], [ %203, %261 ]
  %251 = phi i64 [ %195, %176 ], [ %204, %237 ], [ %204, %222 ], [ %204, %261 ]
  %252 = phi ptr [ %160, %176 ], [ %209, %237 ], [ %209, %222 ], [ %209, %261 ]
  %253 = phi i64 [ %192, %176 ], [ %244, %261 ], [ %214, %222 ], [ %244, %237 ]
  %254 = phi i64 [ %194, %176 ], [ %331, %261 ], [ %216, %222 ], [ %216, %237 ]
  %255 = phi i64 [ %193, %176 ], [ %312, %261 ], [ %215, %222 ], [ %215, %237 ]
  %256 = phi ptr [ %0, %176 ], [ %333, %261 ], [ %212, %222 ], [ %212, %237 ], !dbg !449
  %257 = phi i32 [ %191, %176 ], [ %329, %261 ], [ %213, %222 ], [ %239, %237 ]
  %258 = phi ptr [ @BIT_reloadDStream.zeroFilled, %176 ], [ @BIT_reloadDStream.zeroFilled, %261 ], [ %217, %222 ], [ %243, %237 ]
  store i64 %253, ptr %9, align 8, !dbg !731, !tbaa !625
  store i64 %255, ptr %10, align 8, !dbg !787, !tbaa !729
  store i64 %254, ptr %11, align 8, !dbg !787, !tbaa !729
  %259 = getelementptr inbounds i8, ptr %61, i64 -2
    #dbg_value(ptr %256, !437, !DIExpression(), !449)
  %260 = icmp ugt ptr %256, %259, !dbg !801
  br i1 %260, label %458, label %335, !dbg !804

261:                                              ; preds = %237
    #dbg_value(ptr %10, !793, !DIExpression(), !805)
    #dbg_value(ptr %9, !794, !DIExpression(), !805)
  %262 = getelementptr inbounds %struct.FSE_decode_t, ptr %203, i64 %215, !dbg !807
  %263 = load i16, ptr %262, align 2, !dbg !807, !tbaa !257
  %264 = getelementptr inbounds i8, ptr %262, i64 2, !dbg !807
  %265 = load i8, ptr %264, align 2, !dbg !807, !tbaa !332
  %266 = getelementptr inbounds i8, ptr %262, i64 3, !dbg !807
  %267 = load i8, ptr %266, align 1, !dbg !807, !tbaa !332
    #dbg_value(i16 %263, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !805)
    #dbg_value(i8 %265, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !805)
    #dbg_value(i8 %267, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !805)
  %268 = zext i8 %267 to i32, !dbg !808
    #dbg_value(i32 %268, !796, !DIExpression(), !805)
    #dbg_value(i8 %265, !797, !DIExpression(), !805)
    #dbg_value(ptr %9, !809, !DIExpression(), !816)
    #dbg_value(i32 %268, !814, !DIExpression(), !816)
    #dbg_value(ptr %9, !818, !DIExpression(), !827)
    #dbg_value(i32 %268, !825, !DIExpression(), !827)
    #dbg_value(i32 63, !826, !DIExpression(), !827)
  %269 = and i32 %239, 63, !dbg !829
  %270 = zext nneg i32 %269 to i64, !dbg !830
  %271 = shl i64 %244, %270, !dbg !830
  %272 = sub nsw i32 0, %268, !dbg !831
  %273 = and i32 %272, 63, !dbg !832
  %274 = zext nneg i32 %273 to i64, !dbg !833
  %275 = lshr i64 %271, %274, !dbg !833
    #dbg_value(i64 %275, !815, !DIExpression(), !816)
    #dbg_value(ptr %9, !834, !DIExpression(), !840)
    #dbg_value(i32 %268, !839, !DIExpression(), !840)
  %276 = add i32 %239, %268, !dbg !842
    #dbg_value(i64 %275, !798, !DIExpression(), !805)
  %277 = zext i16 %263 to i64, !dbg !843
  store i8 %265, ptr %212, align 1, !dbg !844, !tbaa !332
    #dbg_value(ptr %11, !793, !DIExpression(), !845)
    #dbg_value(ptr %9, !794, !DIExpression(), !845)
  %278 = getelementptr inbounds %struct.FSE_decode_t, ptr %202, i64 %216, !dbg !847
  %279 = load i16, ptr %278, align 2, !dbg !847, !tbaa !257
  %280 = getelementptr inbounds i8, ptr %278, i64 2, !dbg !847
  %281 = load i8, ptr %280, align 2, !dbg !847, !tbaa !332
  %282 = getelementptr inbounds i8, ptr %278, i64 3, !dbg !847
  %283 = load i8, ptr %282, align 1, !dbg !847, !tbaa !332
    #dbg_value(i16 %279, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !845)
    #dbg_value(i8 %281, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !845)
    #dbg_value(i8 %283, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !845)
  %284 = zext i8 %283 to i32, !dbg !848
    #dbg_value(i32 %284, !796, !DIExpression(), !845)
    #dbg_value(i8 %281, !797, !DIExpression(), !845)
    #dbg_value(ptr %9, !809, !DIExpression(), !849)
    #dbg_value(i32 %284, !814, !DIExpression(), !849)
    #dbg_value(ptr %9, !818, !DIExpression(), !851)
    #dbg_value(i32 %284, !825, !DIExpression(), !851)
    #dbg_value(i32 63, !826, !DIExpression(), !851)
  %285 = and i32 %276, 63, !dbg !853
  %286 = zext nneg i32 %285 to i64, !dbg !854
  %287 = shl i64 %244, %286, !dbg !854
  %288 = sub nsw i32 0, %284, !dbg !855
  %289 = and i32 %288, 63, !dbg !856
  %290 = zext nneg i32 %289 to i64, !dbg !857
  %291 = lshr i64 %287, %290, !dbg !857
    #dbg_value(i64 %291, !815, !DIExpression(), !849)
    #dbg_value(ptr %9, !834, !DIExpression(), !858)
    #dbg_value(i32 %284, !839, !DIExpression(), !858)
  %292 = add i32 %276, %284, !dbg !860
    #dbg_value(i64 %291, !798, !DIExpression(), !845)
  %293 = zext i16 %279 to i64, !dbg !861
  %294 = getelementptr inbounds i8, ptr %212, i64 1, !dbg !862
  store i8 %281, ptr %294, align 1, !dbg !863, !tbaa !332
    #dbg_value(ptr %10, !793, !DIExpression(), !864)
    #dbg_value(ptr %9, !794, !DIExpression(), !864)
  %295 = getelementptr %struct.FSE_decode_t, ptr %203, i64 %275, !dbg !866
  %296 = getelementptr %struct.FSE_decode_t, ptr %295, i64 %277, !dbg !866
  %297 = load i16, ptr %296, align 2, !dbg !866, !tbaa !257
  %298 = getelementptr inbounds i8, ptr %296, i64 2, !dbg !866
  %299 = load i8, ptr %298, align 2, !dbg !866, !tbaa !332
  %300 = getelementptr inbounds i8, ptr %296, i64 3, !dbg !866
  %301 = load i8, ptr %300, align 1, !dbg !866, !tbaa !332
    #dbg_value(i16 %297, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !864)
    #dbg_value(i8 %299, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !864)
    #dbg_value(i8 %301, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !864)
  %302 = zext i8 %301 to i32, !dbg !867
    #dbg_value(i32 %302, !796, !DIExpression(), !864)
    #dbg_value(i8 %299, !797, !DIExpression(), !864)
    #dbg_value(ptr %9, !809, !DIExpression(), !868)
    #dbg_value(i32 %302, !814, !DIExpression(), !868)
    #dbg_value(ptr %9, !818, !DIExpression(), !870)
    #dbg_value(i32 %302, !825, !DIExpression(), !870)
    #dbg_value(i32 63, !826, !DIExpression(), !870)
  %303 = and i32 %292, 63, !dbg !872
  %304 = zext nneg i32 %303 to i64, !dbg !873
  %305 = shl i64 %244, %304, !dbg !873
  %306 = sub nsw i32 0, %302, !dbg !874
  %307 = and i32 %306, 63, !dbg !875
  %308 = zext nneg i32 %307 to i64, !dbg !876
  %309 = lshr i64 %305, %308, !dbg !876
    #dbg_value(i64 %309, !815, !DIExpression(), !868)
    #dbg_value(ptr %9, !834, !DIExpression(), !877)
    #dbg_value(i32 %302, !839, !DIExpression(), !877)
  %310 = add i32 %292, %302, !dbg !879
    #dbg_value(i64 %309, !798, !DIExpression(), !864)
  %311 = zext i16 %297 to i64, !dbg !880
  %312 = add i64 %309, %311, !dbg !881
  %313 = getelementptr inbounds i8, ptr %212, i64 2, !dbg !882
  store i8 %299, ptr %313, align 1, !dbg !883, !tbaa !332
    #dbg_value(ptr %11, !793, !DIExpression(), !884)
    #dbg_value(ptr %9, !794, !DIExpression(), !884)
  %314 = getelementptr %struct.FSE_decode_t, ptr %202, i64 %291, !dbg !886
  %315 = getelementptr %struct.FSE_decode_t, ptr %314, i64 %293, !dbg !886
  %316 = load i16, ptr %315, align 2, !dbg !886, !tbaa !257
  %317 = getelementptr inbounds i8, ptr %315, i64 2, !dbg !886
  %318 = load i8, ptr %317, align 2, !dbg !886, !tbaa !332
  %319 = getelementptr inbounds i8, ptr %315, i64 3, !dbg !886
  %320 = load i8, ptr %319, align 1, !dbg !886, !tbaa !332
    #dbg_value(i16 %316, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !884)
    #dbg_value(i8 %318, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !884)
    #dbg_value(i8 %320, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !884)
  %321 = zext i8 %320 to i32, !dbg !887
    #dbg_value(i32 %321, !796, !DIExpression(), !884)
    #dbg_value(i8 %318, !797, !DIExpression(), !884)
    #dbg_value(ptr %9, !809, !DIExpression(), !888)
    #dbg_value(i32 %321, !814, !DIExpression(), !888)
    #dbg_value(ptr %9, !818, !DIExpression(), !890)
    #dbg_value(i32 %321, !825, !DIExpression(), !890)
    #dbg_value(i32 63, !826, !DIExpression(), !890)
  %322 = and i32 %310, 63, !dbg !892
  %323 = zext nneg i32 %322 to i64, !dbg !893
  %324 = shl i64 %244, %323, !dbg !893
  %325 = sub nsw i32 0, %321, !dbg !894
  %326 = and i32 %325, 63, !dbg !895
  %327 = zext nneg i32 %326 to i64, !dbg !896
  %328 = lshr i64 %324, %327, !dbg !896
    #dbg_value(i64 %328, !815, !DIExpression(), !888)
    #dbg_value(ptr %9, !834, !DIExpression(), !897)
    #dbg_value(i32 %321, !839, !DIExpression(), !897)
  %329 = add i32 %310, %321, !dbg !899
    #dbg_value(i64 %328, !798, !DIExpression(), !884)
  %330 = zext i16 %316 to i64, !dbg !900
  %331 = add i64 %328, %330, !dbg !901
  %332 = getelementptr inbounds i8, ptr %212, i64 3, !dbg !902
  store i8 %318, ptr %332, align 1, !dbg !903, !tbaa !332
  %333 = getelementptr inbounds i8, ptr %212, i64 4, !dbg !904
    #dbg_value(ptr %333, !437, !DIExpression(), !449)
    #dbg_value(ptr %9, !135, !DIExpression(), !731)
  %334 = icmp ugt i32 %329, 64, !dbg !753
  br i1 %334, label %248, label %211, !dbg !735, !prof !905, !llvm.loop !906

335:                                              ; preds = %248, %442
  %336 = phi ptr [ %443, %442 ], [ %258, %248 ]
  %337 = phi ptr [ %413, %442 ], [ %256, %248 ]
  %338 = phi i64 [ %358, %442 ], [ %255, %248 ]
  %339 = phi i64 [ %445, %442 ], [ %253, %248 ]
  %340 = phi i32 [ %444, %442 ], [ %257, %248 ]
  %341 = phi i64 [ %412, %442 ], [ %254, %248 ]
    #dbg_value(ptr %337, !437, !DIExpression(), !449)
    #dbg_value(ptr %10, !793, !DIExpression(), !908)
    #dbg_value(ptr %9, !794, !DIExpression(), !908)
  %342 = getelementptr inbounds %struct.FSE_decode_t, ptr %250, i64 %338, !dbg !910
  %343 = load i16, ptr %342, align 2, !dbg !910, !tbaa !257
  %344 = getelementptr inbounds i8, ptr %342, i64 2, !dbg !910
  %345 = load i8, ptr %344, align 2, !dbg !910, !tbaa !332
  %346 = getelementptr inbounds i8, ptr %342, i64 3, !dbg !910
  %347 = load i8, ptr %346, align 1, !dbg !910, !tbaa !332
    #dbg_value(i16 %343, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !908)
    #dbg_value(i8 %345, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !908)
    #dbg_value(i8 %347, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !908)
  %348 = zext i8 %347 to i32, !dbg !911
    #dbg_value(i32 %348, !796, !DIExpression(), !908)
    #dbg_value(i8 %345, !797, !DIExpression(), !908)
    #dbg_value(ptr %9, !809, !DIExpression(), !912)
    #dbg_value(i32 %348, !814, !DIExpression(), !912)
    #dbg_value(ptr %9, !818, !DIExpression(), !914)
    #dbg_value(i32 %348, !825, !DIExpression(), !914)
    #dbg_value(i32 63, !826, !DIExpression(), !914)
  %349 = and i32 %340, 63, !dbg !916
  %350 = zext nneg i32 %349 to i64, !dbg !917
  %351 = shl i64 %339, %350, !dbg !917
  %352 = sub nsw i32 0, %348, !dbg !918
  %353 = and i32 %352, 63, !dbg !919
  %354 = zext nneg i32 %353 to i64, !dbg !920
  %355 = lshr i64 %351, %354, !dbg !920
    #dbg_value(i64 %355, !815, !DIExpression(), !912)
    #dbg_value(ptr %9, !834, !DIExpression(), !921)
    #dbg_value(i32 %348, !839, !DIExpression(), !921)
  %356 = add i32 %340, %348, !dbg !923
    #dbg_value(i64 %355, !798, !DIExpression(), !908)
  %357 = zext i16 %343 to i64, !dbg !924
  %358 = add i64 %355, %357, !dbg !925
  %359 = getelementptr inbounds i8, ptr %337, i64 1, !dbg !926
    #dbg_value(ptr %359, !437, !DIExpression(), !449)
  store i8 %345, ptr %337, align 1, !dbg !927, !tbaa !332
    #dbg_value(ptr %9, !135, !DIExpression(), !928)
  %360 = icmp ugt i32 %356, 64, !dbg !931
  br i1 %360, label %388, label %361, !dbg !932, !prof !701

361:                                              ; preds = %335
  %362 = icmp ult ptr %336, %149, !dbg !933
  br i1 %362, label %370, label %363, !dbg !934

363:                                              ; preds = %361
    #dbg_value(ptr %9, !707, !DIExpression(), !935)
  %364 = lshr i32 %356, 3, !dbg !937
  %365 = zext nneg i32 %364 to i64, !dbg !938
  %366 = sub nsw i64 0, %365, !dbg !938
  %367 = getelementptr inbounds i8, ptr %336, i64 %366, !dbg !938
  %368 = and i32 %356, 7, !dbg !939
    #dbg_value(ptr %367, !602, !DIExpression(), !940)
    #dbg_value(ptr %367, !609, !DIExpression(), !942)
    #dbg_value(ptr %367, !617, !DIExpression(), !944)
  %369 = load i64, ptr %367, align 1, !dbg !946, !tbaa !305
  store i64 %369, ptr %9, align 8, !dbg !947, !tbaa !625
  br label %390, !dbg !948

370:                                              ; preds = %361
  %371 = icmp eq ptr %336, %252, !dbg !949
  br i1 %371, label %390, label %372, !dbg !950

372:                                              ; preds = %370
  %373 = lshr i32 %356, 3, !dbg !951
    #dbg_value(i32 %373, !136, !DIExpression(), !952)
    #dbg_value(i32 0, !138, !DIExpression(), !952)
  %374 = zext nneg i32 %373 to i64, !dbg !953
  %375 = sub nsw i64 0, %374, !dbg !953
  %376 = getelementptr inbounds i8, ptr %336, i64 %375, !dbg !953
  %377 = icmp ult ptr %376, %252, !dbg !954
  %378 = ptrtoint ptr %336 to i64, !dbg !955
  %379 = sub i64 %378, %251, !dbg !955
  %380 = trunc i64 %379 to i32, !dbg !955
  %381 = select i1 %377, i32 %380, i32 %373, !dbg !955
    #dbg_value(i32 poison, !138, !DIExpression(), !952)
    #dbg_value(i32 %381, !136, !DIExpression(), !952)
  %382 = zext i32 %381 to i64, !dbg !956
  %383 = sub nsw i64 0, %382, !dbg !956
  %384 = getelementptr inbounds i8, ptr %336, i64 %383, !dbg !956
  %385 = shl i32 %381, 3, !dbg !957
  %386 = sub i32 %356, %385, !dbg !958
    #dbg_value(ptr %384, !602, !DIExpression(), !959)
    #dbg_value(ptr %384, !609, !DIExpression(), !961)
    #dbg_value(ptr %384, !617, !DIExpression(), !963)
  %387 = load i64, ptr %384, align 1, !dbg !965, !tbaa !305
  store i64 %387, ptr %9, align 8, !dbg !966, !tbaa !625
  br label %390

388:                                              ; preds = %335
    #dbg_value(ptr %11, !793, !DIExpression(), !967)
    #dbg_value(ptr %9, !794, !DIExpression(), !967)
  %389 = getelementptr inbounds %struct.FSE_decode_t, ptr %249, i64 %341, i32 1, !dbg !970
    #dbg_value(i16 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !967)
    #dbg_value(i8 %453, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !967)
    #dbg_value(i8 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !967)
    #dbg_value(i8 poison, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !967)
    #dbg_value(i8 %453, !797, !DIExpression(), !967)
    #dbg_value(ptr %9, !809, !DIExpression(), !971)
    #dbg_value(i8 poison, !814, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !971)
    #dbg_value(ptr %9, !818, !DIExpression(), !973)
    #dbg_value(i8 poison, !825, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !973)
    #dbg_value(i32 63, !826, !DIExpression(), !973)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !815, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !971)
    #dbg_value(ptr %9, !834, !DIExpression(), !975)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !975)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !798, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !967)
    #dbg_value(ptr %454, !437, !DIExpression(), !449)
  br label %449, !dbg !977

390:                                              ; preds = %372, %370, %363
  %391 = phi ptr [ %336, %370 ], [ %367, %363 ], [ %384, %372 ]
  %392 = phi i32 [ %356, %370 ], [ %368, %363 ], [ %386, %372 ]
  %393 = phi i64 [ %339, %370 ], [ %369, %363 ], [ %387, %372 ]
  %394 = icmp ugt ptr %359, %259, !dbg !978
  br i1 %394, label %458, label %395, !dbg !980

395:                                              ; preds = %390
    #dbg_value(ptr %11, !793, !DIExpression(), !981)
    #dbg_value(ptr %9, !794, !DIExpression(), !981)
  %396 = getelementptr inbounds %struct.FSE_decode_t, ptr %249, i64 %341, !dbg !983
  %397 = load i16, ptr %396, align 2, !dbg !983, !tbaa !257
  %398 = getelementptr inbounds i8, ptr %396, i64 2, !dbg !983
  %399 = load i8, ptr %398, align 2, !dbg !983, !tbaa !332
  %400 = getelementptr inbounds i8, ptr %396, i64 3, !dbg !983
  %401 = load i8, ptr %400, align 1, !dbg !983, !tbaa !332
    #dbg_value(i16 %397, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !981)
    #dbg_value(i8 %399, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !981)
    #dbg_value(i8 %401, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !981)
  %402 = zext i8 %401 to i32, !dbg !984
    #dbg_value(i32 %402, !796, !DIExpression(), !981)
    #dbg_value(i8 %399, !797, !DIExpression(), !981)
    #dbg_value(ptr %9, !809, !DIExpression(), !985)
    #dbg_value(i32 %402, !814, !DIExpression(), !985)
    #dbg_value(ptr %9, !818, !DIExpression(), !987)
    #dbg_value(i32 %402, !825, !DIExpression(), !987)
    #dbg_value(i32 63, !826, !DIExpression(), !987)
  %403 = and i32 %392, 63, !dbg !989
  %404 = zext nneg i32 %403 to i64, !dbg !990
  %405 = shl i64 %393, %404, !dbg !990
  %406 = sub nsw i32 0, %402, !dbg !991
  %407 = and i32 %406, 63, !dbg !992
  %408 = zext nneg i32 %407 to i64, !dbg !993
  %409 = lshr i64 %405, %408, !dbg !993
    #dbg_value(i64 %409, !815, !DIExpression(), !985)
    #dbg_value(ptr %9, !834, !DIExpression(), !994)
    #dbg_value(i32 %402, !839, !DIExpression(), !994)
  %410 = add i32 %392, %402, !dbg !996
    #dbg_value(i64 %409, !798, !DIExpression(), !981)
  %411 = zext i16 %397 to i64, !dbg !997
  %412 = add i64 %409, %411, !dbg !998
  %413 = getelementptr inbounds i8, ptr %337, i64 2, !dbg !999
    #dbg_value(ptr %413, !437, !DIExpression(), !449)
  store i8 %399, ptr %359, align 1, !dbg !1000, !tbaa !332
    #dbg_value(ptr %9, !135, !DIExpression(), !1001)
  %414 = icmp ugt i32 %410, 64, !dbg !1004
  br i1 %414, label %447, label %415, !dbg !1005, !prof !701

415:                                              ; preds = %395
  %416 = icmp ult ptr %391, %149, !dbg !1006
  br i1 %416, label %424, label %417, !dbg !1007

417:                                              ; preds = %415
    #dbg_value(ptr %9, !707, !DIExpression(), !1008)
  %418 = lshr i32 %410, 3, !dbg !1010
  %419 = zext nneg i32 %418 to i64, !dbg !1011
  %420 = sub nsw i64 0, %419, !dbg !1011
  %421 = getelementptr inbounds i8, ptr %391, i64 %420, !dbg !1011
  %422 = and i32 %410, 7, !dbg !1012
    #dbg_value(ptr %421, !602, !DIExpression(), !1013)
    #dbg_value(ptr %421, !609, !DIExpression(), !1015)
    #dbg_value(ptr %421, !617, !DIExpression(), !1017)
  %423 = load i64, ptr %421, align 1, !dbg !1019, !tbaa !305
  store i64 %423, ptr %9, align 8, !dbg !1020, !tbaa !625
  br label %442, !dbg !1021

424:                                              ; preds = %415
  %425 = icmp eq ptr %391, %252, !dbg !1022
  br i1 %425, label %442, label %426, !dbg !1023

426:                                              ; preds = %424
  %427 = lshr i32 %410, 3, !dbg !1024
    #dbg_value(i32 %427, !136, !DIExpression(), !1025)
    #dbg_value(i32 0, !138, !DIExpression(), !1025)
  %428 = zext nneg i32 %427 to i64, !dbg !1026
  %429 = sub nsw i64 0, %428, !dbg !1026
  %430 = getelementptr inbounds i8, ptr %391, i64 %429, !dbg !1026
  %431 = icmp ult ptr %430, %252, !dbg !1027
  %432 = ptrtoint ptr %391 to i64, !dbg !1028
  %433 = sub i64 %432, %251, !dbg !1028
  %434 = trunc i64 %433 to i32, !dbg !1028
  %435 = select i1 %431, i32 %434, i32 %427, !dbg !1028
    #dbg_value(i32 poison, !138, !DIExpression(), !1025)
    #dbg_value(i32 %435, !136, !DIExpression(), !1025)
  %436 = zext i32 %435 to i64, !dbg !1029
  %437 = sub nsw i64 0, %436, !dbg !1029
  %438 = getelementptr inbounds i8, ptr %391, i64 %437, !dbg !1029
  %439 = shl i32 %435, 3, !dbg !1030
  %440 = sub i32 %410, %439, !dbg !1031
    #dbg_value(ptr %438, !602, !DIExpression(), !1032)
    #dbg_value(ptr %438, !609, !DIExpression(), !1034)
    #dbg_value(ptr %438, !617, !DIExpression(), !1036)
  %441 = load i64, ptr %438, align 1, !dbg !1038, !tbaa !305
  store i64 %441, ptr %9, align 8, !dbg !1039, !tbaa !625
  br label %442

442:                                              ; preds = %426, %424, %417
  %443 = phi ptr [ %391, %424 ], [ %421, %417 ], [ %438, %426 ]
  %444 = phi i32 [ %410, %424 ], [ %422, %417 ], [ %440, %426 ]
  %445 = phi i64 [ %393, %424 ], [ %423, %417 ], [ %441, %426 ]
    #dbg_value(ptr %413, !437, !DIExpression(), !449)
  %446 = icmp ugt ptr %413, %259, !dbg !801
  br i1 %446, label %458, label %335, !dbg !804, !llvm.loop !1040

447:                                              ; preds = %395
    #dbg_value(ptr %10, !793, !DIExpression(), !1043)
    #dbg_value(ptr %9, !794, !DIExpression(), !1043)
  %448 = getelementptr inbounds %struct.FSE_decode_t, ptr %250, i64 %358, i32 1, !dbg !1046
    #dbg_value(i16 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1043)
    #dbg_value(i8 %453, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1043)
    #dbg_value(i8 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1043)
    #dbg_value(i8 poison, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1043)
    #dbg_value(i8 %453, !797, !DIExpression(), !1043)
    #dbg_value(ptr %9, !809, !DIExpression(), !1047)
    #dbg_value(i8 poison, !814, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1047)
    #dbg_value(ptr %9, !818, !DIExpression(), !1049)
    #dbg_value(i8 poison, !825, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1049)
    #dbg_value(i32 63, !826, !DIExpression(), !1049)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !815, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1047)
    #dbg_value(ptr %9, !834, !DIExpression(), !1051)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1051)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !798, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1043)
    #dbg_value(ptr %454, !437, !DIExpression(), !449)
  br label %449, !dbg !1053

449:                                              ; preds = %447, %388
  %450 = phi ptr [ %448, %447 ], [ %389, %388 ]
  %451 = phi i64 [ 3, %447 ], [ 2, %388 ]
  %452 = phi ptr [ %413, %447 ], [ %359, %388 ]
  %453 = load i8, ptr %450, align 2, !dbg !1054, !tbaa !332
  %454 = getelementptr inbounds i8, ptr %337, i64 %451, !dbg !1055
  store i8 %453, ptr %452, align 1, !dbg !1055, !tbaa !332
    #dbg_value(ptr %454, !437, !DIExpression(), !449)
  %455 = ptrtoint ptr %454 to i64, !dbg !1056
  %456 = ptrtoint ptr %0 to i64, !dbg !1056
  %457 = sub i64 %455, %456, !dbg !1056
  br label %458, !dbg !1057

458:                                              ; preds = %442, %390, %449, %248, %142, %134, %121, %70, %63
  %459 = phi i64 [ %457, %449 ], [ %31, %134 ], [ -72, %63 ], [ -1, %70 ], [ -20, %121 ], [ -20, %142 ], [ -70, %248 ], [ -70, %390 ], [ -70, %442 ], !dbg !449
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #10, !dbg !1058
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10, !dbg !1058
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10, !dbg !1058
  br label %788, !dbg !1059

460:                                              ; preds = %57
    #dbg_assign(i1 undef, !446, !DIExpression(), !499, ptr %14, !DIExpression(), !496)
    #dbg_value(i32 0, !434, !DIExpression(), !496)
    #dbg_value(ptr %62, !439, !DIExpression(), !496)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #10, !dbg !1060
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10, !dbg !1061
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10, !dbg !1062
  %461 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %12, ptr noundef %30, i64 noundef %31), !dbg !1063
    #dbg_value(i64 %461, !447, !DIExpression(), !1064)
    #dbg_value(i64 %461, !523, !DIExpression(), !1065)
  %462 = icmp ult i64 %461, -119, !dbg !1067
  br i1 %462, label %463, label %786

463:                                              ; preds = %460
  call fastcc void @FSE_initDState(ptr noundef nonnull %13, ptr noundef nonnull %12, ptr noundef nonnull %21), !dbg !1068
  call fastcc void @FSE_initDState(ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %21), !dbg !1069
    #dbg_value(ptr %12, !135, !DIExpression(), !1070)
  %464 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1072
  %465 = load i32, ptr %464, align 8, !dbg !1072, !tbaa !675
  %466 = icmp ugt i32 %465, 64, !dbg !1072
  br i1 %466, label %786, label %467, !dbg !1073, !prof !701

467:                                              ; preds = %463
  %468 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !1074
  %469 = load ptr, ptr %468, align 8, !dbg !1074, !tbaa !601
  %470 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !1075
  %471 = load ptr, ptr %470, align 8, !dbg !1075
  %472 = icmp ult ptr %469, %471, !dbg !1076
  br i1 %472, label %482, label %473, !dbg !1077

473:                                              ; preds = %467
    #dbg_value(ptr %12, !707, !DIExpression(), !1078)
  %474 = lshr i32 %465, 3, !dbg !1080
  %475 = zext nneg i32 %474 to i64, !dbg !1081
  %476 = sub nsw i64 0, %475, !dbg !1081
  %477 = getelementptr inbounds i8, ptr %469, i64 %476, !dbg !1081
  %478 = and i32 %465, 7, !dbg !1082
    #dbg_value(ptr %477, !602, !DIExpression(), !1083)
    #dbg_value(ptr %477, !609, !DIExpression(), !1085)
    #dbg_value(ptr %477, !617, !DIExpression(), !1087)
  %479 = load i64, ptr %477, align 1, !dbg !1089, !tbaa !305
  store i64 %479, ptr %12, align 8, !dbg !1090, !tbaa !625
  %480 = getelementptr inbounds i8, ptr %12, i64 24
  %481 = load ptr, ptr %480, align 8
  br label %488, !dbg !1091

482:                                              ; preds = %467
  %483 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !1092
  %484 = load ptr, ptr %483, align 8, !dbg !1092
  %485 = icmp eq ptr %469, %484, !dbg !1093
  br i1 %485, label %486, label %500, !dbg !1094

486:                                              ; preds = %482
  %487 = load i64, ptr %12, align 8, !tbaa !625
  br label %488, !dbg !1094

488:                                              ; preds = %486, %473
  %489 = phi ptr [ %477, %473 ], [ %469, %486 ]
  %490 = phi ptr [ %481, %473 ], [ %469, %486 ]
  %491 = phi i64 [ %479, %473 ], [ %487, %486 ]
  %492 = phi i32 [ %478, %473 ], [ %465, %486 ]
  %493 = load i64, ptr %13, align 8, !tbaa !729
  %494 = load i64, ptr %14, align 8, !tbaa !729
  %495 = ptrtoint ptr %490 to i64
  %496 = getelementptr inbounds i8, ptr %13, i64 8
  %497 = load ptr, ptr %496, align 8
  %498 = getelementptr inbounds i8, ptr %14, i64 8
  %499 = load ptr, ptr %498, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !496)
    #dbg_value(ptr %12, !135, !DIExpression(), !1095)
  br label %525, !dbg !1097

500:                                              ; preds = %482
  %501 = lshr i32 %465, 3, !dbg !1098
    #dbg_value(i32 %501, !136, !DIExpression(), !1099)
    #dbg_value(i32 0, !138, !DIExpression(), !1099)
  %502 = zext nneg i32 %501 to i64, !dbg !1100
  %503 = sub nsw i64 0, %502, !dbg !1100
  %504 = getelementptr inbounds i8, ptr %469, i64 %503, !dbg !1100
  %505 = icmp ult ptr %504, %484, !dbg !1101
  %506 = ptrtoint ptr %469 to i64, !dbg !1102
  %507 = ptrtoint ptr %484 to i64, !dbg !1102
  %508 = sub i64 %506, %507, !dbg !1102
  %509 = trunc i64 %508 to i32, !dbg !1102
  %510 = select i1 %505, i32 %509, i32 %501, !dbg !1102
    #dbg_value(i32 poison, !138, !DIExpression(), !1099)
    #dbg_value(i32 %510, !136, !DIExpression(), !1099)
  %511 = zext i32 %510 to i64, !dbg !1103
  %512 = sub nsw i64 0, %511, !dbg !1103
  %513 = getelementptr inbounds i8, ptr %469, i64 %512, !dbg !1103
  %514 = shl i32 %510, 3, !dbg !1104
  %515 = sub i32 %465, %514, !dbg !1105
    #dbg_value(ptr %513, !602, !DIExpression(), !1106)
    #dbg_value(ptr %513, !609, !DIExpression(), !1108)
    #dbg_value(ptr %513, !617, !DIExpression(), !1110)
  %516 = load i64, ptr %513, align 1, !dbg !1112, !tbaa !305
  store i64 %516, ptr %12, align 8, !dbg !1113, !tbaa !625
  %517 = load i64, ptr %13, align 8, !tbaa !729
  %518 = load i64, ptr %14, align 8, !tbaa !729
  %519 = ptrtoint ptr %484 to i64
  %520 = getelementptr inbounds i8, ptr %13, i64 8
  %521 = load ptr, ptr %520, align 8
  %522 = getelementptr inbounds i8, ptr %14, i64 8
  %523 = load ptr, ptr %522, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !496)
    #dbg_value(ptr %12, !135, !DIExpression(), !1095)
  %524 = icmp ugt i32 %515, 64, !dbg !1114
  br i1 %524, label %572, label %525, !dbg !1097, !prof !754

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
  br label %535, !dbg !1115

535:                                              ; preds = %525, %585
  %536 = phi ptr [ %661, %585 ], [ %0, %525 ]
  %537 = phi i32 [ %649, %585 ], [ %531, %525 ]
  %538 = phi i64 [ %568, %585 ], [ %532, %525 ]
  %539 = phi i64 [ %639, %585 ], [ %530, %525 ]
  %540 = phi i64 [ %659, %585 ], [ %529, %525 ]
  %541 = phi ptr [ %567, %585 ], [ %534, %525 ]
    #dbg_value(ptr %536, !437, !DIExpression(), !496)
  %542 = icmp ult ptr %541, %471, !dbg !1116
  br i1 %542, label %546, label %543, !dbg !1117

543:                                              ; preds = %535
    #dbg_value(ptr %12, !707, !DIExpression(), !1118)
  %544 = lshr i32 %537, 3, !dbg !1120
  %545 = and i32 %537, 7, !dbg !1121
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %544), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1122)
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %544), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1124)
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %544), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1126)
  br label %561, !dbg !1128

546:                                              ; preds = %535
  %547 = icmp eq ptr %541, %533, !dbg !1129
  br i1 %547, label %572, label %548, !dbg !1130

548:                                              ; preds = %546
  %549 = lshr i32 %537, 3, !dbg !1131
    #dbg_value(i32 %549, !136, !DIExpression(), !1132)
    #dbg_value(i32 0, !138, !DIExpression(), !1132)
  %550 = zext nneg i32 %549 to i64, !dbg !1133
  %551 = sub nsw i64 0, %550, !dbg !1133
  %552 = getelementptr inbounds i8, ptr %541, i64 %551, !dbg !1133
  %553 = icmp ult ptr %552, %533, !dbg !1134
  %554 = ptrtoint ptr %541 to i64, !dbg !1135
  %555 = sub i64 %554, %528, !dbg !1135
  %556 = trunc i64 %555 to i32, !dbg !1135
  %557 = select i1 %553, i32 %556, i32 %549, !dbg !1135
  %558 = zext i1 %553 to i32, !dbg !1135
    #dbg_value(i32 %558, !138, !DIExpression(), !1132)
    #dbg_value(i32 %557, !136, !DIExpression(), !1132)
  %559 = shl i32 %557, 3, !dbg !1136
  %560 = sub i32 %537, %559, !dbg !1137
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %557), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1138)
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %557), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1140)
    #dbg_value(!DIArgList(ptr %541, i64 0, i32 %557), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1142)
  br label %561

561:                                              ; preds = %548, %543
  %562 = phi i32 [ %544, %543 ], [ %557, %548 ]
  %563 = phi i32 [ %545, %543 ], [ %560, %548 ]
  %564 = phi i32 [ 0, %543 ], [ %558, %548 ], !dbg !1095
  %565 = zext i32 %562 to i64, !dbg !1095
  %566 = sub nsw i64 0, %565, !dbg !1095
  %567 = getelementptr inbounds i8, ptr %541, i64 %566, !dbg !1095
  %568 = load i64, ptr %567, align 1, !dbg !1095, !tbaa !305
  %569 = icmp eq i32 %564, 0, !dbg !1144
  %570 = icmp ult ptr %536, %62, !dbg !1145
  %571 = and i1 %570, %569, !dbg !1146
  br i1 %571, label %585, label %572, !dbg !1115

572:                                              ; preds = %585, %546, %561, %500
  %573 = phi ptr [ %523, %500 ], [ %526, %561 ], [ %526, %546 ], [ %526, %585 ]
  %574 = phi ptr [ %521, %500 ], [ %527, %561 ], [ %527, %546 ], [ %527, %585 ]
  %575 = phi i64 [ %519, %500 ], [ %528, %561 ], [ %528, %546 ], [ %528, %585 ]
  %576 = phi ptr [ %484, %500 ], [ %533, %561 ], [ %533, %546 ], [ %533, %585 ]
  %577 = phi i64 [ %518, %500 ], [ %659, %585 ], [ %540, %546 ], [ %540, %561 ]
  %578 = phi i64 [ %517, %500 ], [ %639, %585 ], [ %539, %546 ], [ %539, %561 ]
  %579 = phi ptr [ %0, %500 ], [ %661, %585 ], [ %536, %546 ], [ %536, %561 ], !dbg !496
  %580 = phi i32 [ %515, %500 ], [ %649, %585 ], [ %537, %546 ], [ %563, %561 ]
  %581 = phi i64 [ %516, %500 ], [ %568, %585 ], [ %538, %546 ], [ %568, %561 ]
  %582 = phi ptr [ @BIT_reloadDStream.zeroFilled, %500 ], [ @BIT_reloadDStream.zeroFilled, %585 ], [ %541, %546 ], [ %567, %561 ]
  store i64 %581, ptr %12, align 8, !dbg !1147, !tbaa !625
  store i64 %578, ptr %13, align 8, !dbg !1148, !tbaa !729
  store i64 %577, ptr %14, align 8, !dbg !1148, !tbaa !729
  %583 = getelementptr inbounds i8, ptr %61, i64 -2
    #dbg_value(ptr %579, !437, !DIExpression(), !496)
  %584 = icmp ugt ptr %579, %583, !dbg !1158
  br i1 %584, label %786, label %663, !dbg !1159

585:                                              ; preds = %561
    #dbg_value(ptr %13, !1151, !DIExpression(), !1160)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1160)
  %586 = getelementptr inbounds %struct.FSE_decode_t, ptr %527, i64 %539, !dbg !1162
  %587 = load i16, ptr %586, align 2, !dbg !1162, !tbaa !257
  %588 = getelementptr inbounds i8, ptr %586, i64 2, !dbg !1162
  %589 = load i8, ptr %588, align 2, !dbg !1162, !tbaa !332
  %590 = getelementptr inbounds i8, ptr %586, i64 3, !dbg !1162
  %591 = load i8, ptr %590, align 1, !dbg !1162, !tbaa !332
    #dbg_value(i16 %587, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1160)
    #dbg_value(i8 %589, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1160)
    #dbg_value(i8 %591, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1160)
  %592 = zext i8 %591 to i32, !dbg !1163
    #dbg_value(i32 %592, !1154, !DIExpression(), !1160)
    #dbg_value(i8 %589, !1155, !DIExpression(), !1160)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1171)
    #dbg_value(i32 %592, !1169, !DIExpression(), !1171)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1177)
    #dbg_value(i32 %592, !1176, !DIExpression(), !1177)
  %593 = add i32 %563, %592, !dbg !1179
  %594 = sub i32 0, %593, !dbg !1179
    #dbg_value(i64 %568, !1180, !DIExpression(), !1188)
    #dbg_value(!DIArgList(i32 0, i32 %593), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1188)
    #dbg_value(i32 %592, !1186, !DIExpression(), !1188)
    #dbg_value(i32 63, !1187, !DIExpression(), !1188)
  %595 = and i32 %594, 63, !dbg !1190
  %596 = zext nneg i32 %595 to i64, !dbg !1191
  %597 = lshr i64 %568, %596, !dbg !1191
  %598 = zext nneg i8 %591 to i64, !dbg !1192
  %599 = shl nsw i64 -1, %598, !dbg !1193
  %600 = xor i64 %599, -1, !dbg !1193
  %601 = and i64 %597, %600, !dbg !1194
    #dbg_value(i64 %601, !1170, !DIExpression(), !1171)
    #dbg_value(ptr %12, !834, !DIExpression(), !1195)
    #dbg_value(i32 %592, !839, !DIExpression(), !1195)
    #dbg_value(i64 %601, !1156, !DIExpression(), !1160)
  %602 = zext i16 %587 to i64, !dbg !1197
  store i8 %589, ptr %536, align 1, !dbg !1198, !tbaa !332
    #dbg_value(ptr %14, !1151, !DIExpression(), !1199)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1199)
  %603 = getelementptr inbounds %struct.FSE_decode_t, ptr %526, i64 %540, !dbg !1201
  %604 = load i16, ptr %603, align 2, !dbg !1201, !tbaa !257
  %605 = getelementptr inbounds i8, ptr %603, i64 2, !dbg !1201
  %606 = load i8, ptr %605, align 2, !dbg !1201, !tbaa !332
  %607 = getelementptr inbounds i8, ptr %603, i64 3, !dbg !1201
  %608 = load i8, ptr %607, align 1, !dbg !1201, !tbaa !332
    #dbg_value(i16 %604, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1199)
    #dbg_value(i8 %606, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1199)
    #dbg_value(i8 %608, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1199)
  %609 = zext i8 %608 to i32, !dbg !1202
    #dbg_value(i32 %609, !1154, !DIExpression(), !1199)
    #dbg_value(i8 %606, !1155, !DIExpression(), !1199)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1203)
    #dbg_value(i32 %609, !1169, !DIExpression(), !1203)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1205)
    #dbg_value(i32 %609, !1176, !DIExpression(), !1205)
  %610 = add i32 %593, %609, !dbg !1207
  %611 = sub i32 0, %610, !dbg !1207
    #dbg_value(i64 %568, !1180, !DIExpression(), !1208)
    #dbg_value(!DIArgList(i32 0, i32 %610), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1208)
    #dbg_value(i32 %609, !1186, !DIExpression(), !1208)
    #dbg_value(i32 63, !1187, !DIExpression(), !1208)
  %612 = and i32 %611, 63, !dbg !1210
  %613 = zext nneg i32 %612 to i64, !dbg !1211
  %614 = lshr i64 %568, %613, !dbg !1211
  %615 = zext nneg i8 %608 to i64, !dbg !1212
  %616 = shl nsw i64 -1, %615, !dbg !1213
  %617 = xor i64 %616, -1, !dbg !1213
  %618 = and i64 %614, %617, !dbg !1214
    #dbg_value(i64 %618, !1170, !DIExpression(), !1203)
    #dbg_value(ptr %12, !834, !DIExpression(), !1215)
    #dbg_value(i32 %609, !839, !DIExpression(), !1215)
    #dbg_value(i64 %618, !1156, !DIExpression(), !1199)
  %619 = zext i16 %604 to i64, !dbg !1217
  %620 = getelementptr inbounds i8, ptr %536, i64 1, !dbg !1218
  store i8 %606, ptr %620, align 1, !dbg !1219, !tbaa !332
    #dbg_value(ptr %13, !1151, !DIExpression(), !1220)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1220)
  %621 = getelementptr %struct.FSE_decode_t, ptr %527, i64 %601, !dbg !1222
  %622 = getelementptr %struct.FSE_decode_t, ptr %621, i64 %602, !dbg !1222
  %623 = load i16, ptr %622, align 2, !dbg !1222, !tbaa !257
  %624 = getelementptr inbounds i8, ptr %622, i64 2, !dbg !1222
  %625 = load i8, ptr %624, align 2, !dbg !1222, !tbaa !332
  %626 = getelementptr inbounds i8, ptr %622, i64 3, !dbg !1222
  %627 = load i8, ptr %626, align 1, !dbg !1222, !tbaa !332
    #dbg_value(i16 %623, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1220)
    #dbg_value(i8 %625, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1220)
    #dbg_value(i8 %627, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1220)
  %628 = zext i8 %627 to i32, !dbg !1223
    #dbg_value(i32 %628, !1154, !DIExpression(), !1220)
    #dbg_value(i8 %625, !1155, !DIExpression(), !1220)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1224)
    #dbg_value(i32 %628, !1169, !DIExpression(), !1224)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1226)
    #dbg_value(i32 %628, !1176, !DIExpression(), !1226)
  %629 = add i32 %610, %628, !dbg !1228
  %630 = sub i32 0, %629, !dbg !1228
    #dbg_value(i64 %568, !1180, !DIExpression(), !1229)
    #dbg_value(!DIArgList(i32 0, i32 %629), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1229)
    #dbg_value(i32 %628, !1186, !DIExpression(), !1229)
    #dbg_value(i32 63, !1187, !DIExpression(), !1229)
  %631 = and i32 %630, 63, !dbg !1231
  %632 = zext nneg i32 %631 to i64, !dbg !1232
  %633 = lshr i64 %568, %632, !dbg !1232
  %634 = zext nneg i8 %627 to i64, !dbg !1233
  %635 = shl nsw i64 -1, %634, !dbg !1234
  %636 = xor i64 %635, -1, !dbg !1234
  %637 = and i64 %633, %636, !dbg !1235
    #dbg_value(i64 %637, !1170, !DIExpression(), !1224)
    #dbg_value(ptr %12, !834, !DIExpression(), !1236)
    #dbg_value(i32 %628, !839, !DIExpression(), !1236)
    #dbg_value(i64 %637, !1156, !DIExpression(), !1220)
  %638 = zext i16 %623 to i64, !dbg !1238
  %639 = add nuw i64 %637, %638, !dbg !1239
  %640 = getelementptr inbounds i8, ptr %536, i64 2, !dbg !1240
  store i8 %625, ptr %640, align 1, !dbg !1241, !tbaa !332
    #dbg_value(ptr %14, !1151, !DIExpression(), !1242)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1242)
  %641 = getelementptr %struct.FSE_decode_t, ptr %526, i64 %618, !dbg !1244
  %642 = getelementptr %struct.FSE_decode_t, ptr %641, i64 %619, !dbg !1244
  %643 = load i16, ptr %642, align 2, !dbg !1244, !tbaa !257
  %644 = getelementptr inbounds i8, ptr %642, i64 2, !dbg !1244
  %645 = load i8, ptr %644, align 2, !dbg !1244, !tbaa !332
  %646 = getelementptr inbounds i8, ptr %642, i64 3, !dbg !1244
  %647 = load i8, ptr %646, align 1, !dbg !1244, !tbaa !332
    #dbg_value(i16 %643, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1242)
    #dbg_value(i8 %645, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1242)
    #dbg_value(i8 %647, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1242)
  %648 = zext i8 %647 to i32, !dbg !1245
    #dbg_value(i32 %648, !1154, !DIExpression(), !1242)
    #dbg_value(i8 %645, !1155, !DIExpression(), !1242)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1246)
    #dbg_value(i32 %648, !1169, !DIExpression(), !1246)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1248)
    #dbg_value(i32 %648, !1176, !DIExpression(), !1248)
  %649 = add i32 %629, %648, !dbg !1250
  %650 = sub i32 0, %649, !dbg !1250
    #dbg_value(i64 %568, !1180, !DIExpression(), !1251)
    #dbg_value(!DIArgList(i32 0, i32 %649), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1251)
    #dbg_value(i32 %648, !1186, !DIExpression(), !1251)
    #dbg_value(i32 63, !1187, !DIExpression(), !1251)
  %651 = and i32 %650, 63, !dbg !1253
  %652 = zext nneg i32 %651 to i64, !dbg !1254
  %653 = lshr i64 %568, %652, !dbg !1254
  %654 = zext nneg i8 %647 to i64, !dbg !1255
  %655 = shl nsw i64 -1, %654, !dbg !1256
  %656 = xor i64 %655, -1, !dbg !1256
  %657 = and i64 %653, %656, !dbg !1257
    #dbg_value(i64 %657, !1170, !DIExpression(), !1246)
    #dbg_value(ptr %12, !834, !DIExpression(), !1258)
    #dbg_value(i32 %648, !839, !DIExpression(), !1258)
    #dbg_value(i64 %657, !1156, !DIExpression(), !1242)
  %658 = zext i16 %643 to i64, !dbg !1260
  %659 = add nuw i64 %657, %658, !dbg !1261
  %660 = getelementptr inbounds i8, ptr %536, i64 3, !dbg !1262
  store i8 %645, ptr %660, align 1, !dbg !1263, !tbaa !332
  %661 = getelementptr inbounds i8, ptr %536, i64 4, !dbg !1264
    #dbg_value(ptr %661, !437, !DIExpression(), !496)
    #dbg_value(ptr %12, !135, !DIExpression(), !1095)
  %662 = icmp ugt i32 %649, 64, !dbg !1114
  br i1 %662, label %572, label %535, !dbg !1097, !prof !905, !llvm.loop !1265

663:                                              ; preds = %572, %770
  %664 = phi ptr [ %771, %770 ], [ %582, %572 ]
  %665 = phi ptr [ %742, %770 ], [ %579, %572 ]
  %666 = phi i64 [ %687, %770 ], [ %578, %572 ]
  %667 = phi i64 [ %773, %770 ], [ %581, %572 ]
  %668 = phi i32 [ %772, %770 ], [ %580, %572 ]
  %669 = phi i64 [ %741, %770 ], [ %577, %572 ]
    #dbg_value(ptr %665, !437, !DIExpression(), !496)
    #dbg_value(ptr %13, !1151, !DIExpression(), !1267)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1267)
  %670 = getelementptr inbounds %struct.FSE_decode_t, ptr %574, i64 %666, !dbg !1269
  %671 = load i16, ptr %670, align 2, !dbg !1269, !tbaa !257
  %672 = getelementptr inbounds i8, ptr %670, i64 2, !dbg !1269
  %673 = load i8, ptr %672, align 2, !dbg !1269, !tbaa !332
  %674 = getelementptr inbounds i8, ptr %670, i64 3, !dbg !1269
  %675 = load i8, ptr %674, align 1, !dbg !1269, !tbaa !332
    #dbg_value(i16 %671, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1267)
    #dbg_value(i8 %673, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1267)
    #dbg_value(i8 %675, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1267)
  %676 = zext i8 %675 to i32, !dbg !1270
    #dbg_value(i32 %676, !1154, !DIExpression(), !1267)
    #dbg_value(i8 %673, !1155, !DIExpression(), !1267)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1271)
    #dbg_value(i32 %676, !1169, !DIExpression(), !1271)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1273)
    #dbg_value(i32 %676, !1176, !DIExpression(), !1273)
  %677 = add i32 %668, %676, !dbg !1275
  %678 = sub i32 0, %677, !dbg !1275
    #dbg_value(i64 %667, !1180, !DIExpression(), !1276)
    #dbg_value(!DIArgList(i32 0, i32 %677), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1276)
    #dbg_value(i32 %676, !1186, !DIExpression(), !1276)
    #dbg_value(i32 63, !1187, !DIExpression(), !1276)
  %679 = and i32 %678, 63, !dbg !1278
  %680 = zext nneg i32 %679 to i64, !dbg !1279
  %681 = lshr i64 %667, %680, !dbg !1279
  %682 = zext nneg i8 %675 to i64, !dbg !1280
  %683 = shl nsw i64 -1, %682, !dbg !1281
  %684 = xor i64 %683, -1, !dbg !1281
  %685 = and i64 %681, %684, !dbg !1282
    #dbg_value(i64 %685, !1170, !DIExpression(), !1271)
    #dbg_value(ptr %12, !834, !DIExpression(), !1283)
    #dbg_value(i32 %676, !839, !DIExpression(), !1283)
    #dbg_value(i64 %685, !1156, !DIExpression(), !1267)
  %686 = zext i16 %671 to i64, !dbg !1285
  %687 = add nuw i64 %685, %686, !dbg !1286
  %688 = getelementptr inbounds i8, ptr %665, i64 1, !dbg !1287
    #dbg_value(ptr %688, !437, !DIExpression(), !496)
  store i8 %673, ptr %665, align 1, !dbg !1288, !tbaa !332
    #dbg_value(ptr %12, !135, !DIExpression(), !1289)
  %689 = icmp ugt i32 %677, 64, !dbg !1291
  br i1 %689, label %709, label %690, !dbg !1292, !prof !701

690:                                              ; preds = %663
  %691 = icmp ult ptr %664, %471, !dbg !1293
  br i1 %691, label %695, label %692, !dbg !1294

692:                                              ; preds = %690
    #dbg_value(ptr %12, !707, !DIExpression(), !1295)
  %693 = lshr i32 %677, 3, !dbg !1297
  %694 = and i32 %677, 7, !dbg !1298
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %693), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1299)
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %693), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1301)
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %693), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1303)
  br label %711, !dbg !1305

695:                                              ; preds = %690
  %696 = icmp eq ptr %664, %576, !dbg !1306
  br i1 %696, label %718, label %697, !dbg !1307

697:                                              ; preds = %695
  %698 = lshr i32 %677, 3, !dbg !1308
    #dbg_value(i32 %698, !136, !DIExpression(), !1309)
    #dbg_value(i32 0, !138, !DIExpression(), !1309)
  %699 = zext nneg i32 %698 to i64, !dbg !1310
  %700 = sub nsw i64 0, %699, !dbg !1310
  %701 = getelementptr inbounds i8, ptr %664, i64 %700, !dbg !1310
  %702 = icmp ult ptr %701, %576, !dbg !1311
  %703 = ptrtoint ptr %664 to i64, !dbg !1312
  %704 = sub i64 %703, %575, !dbg !1312
  %705 = trunc i64 %704 to i32, !dbg !1312
  %706 = select i1 %702, i32 %705, i32 %698, !dbg !1312
    #dbg_value(i32 poison, !138, !DIExpression(), !1309)
    #dbg_value(i32 %706, !136, !DIExpression(), !1309)
  %707 = shl i32 %706, 3, !dbg !1313
  %708 = sub i32 %677, %707, !dbg !1314
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %706), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1315)
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %706), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1317)
    #dbg_value(!DIArgList(ptr %664, i64 0, i32 %706), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1319)
  br label %711

709:                                              ; preds = %663
    #dbg_value(ptr %14, !1151, !DIExpression(), !1321)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1321)
  %710 = getelementptr inbounds %struct.FSE_decode_t, ptr %573, i64 %669, i32 1, !dbg !1323
    #dbg_value(i16 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1321)
    #dbg_value(i8 %781, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1321)
    #dbg_value(i8 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1321)
    #dbg_value(i8 poison, !1154, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1321)
    #dbg_value(i8 %781, !1155, !DIExpression(), !1321)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1324)
    #dbg_value(i8 poison, !1169, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1324)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1326)
    #dbg_value(i8 poison, !1176, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1326)
    #dbg_value(i64 %667, !1180, !DIExpression(), !1328)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !1328)
    #dbg_value(i8 poison, !1186, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1328)
    #dbg_value(i32 63, !1187, !DIExpression(), !1328)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1170, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !1324)
    #dbg_value(ptr %12, !834, !DIExpression(), !1330)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1330)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !1321)
    #dbg_value(ptr %782, !437, !DIExpression(), !496)
  br label %777, !dbg !1332

711:                                              ; preds = %697, %692
  %712 = phi i32 [ %693, %692 ], [ %706, %697 ]
  %713 = phi i32 [ %694, %692 ], [ %708, %697 ]
  %714 = zext i32 %712 to i64, !dbg !1289
  %715 = sub nsw i64 0, %714, !dbg !1289
  %716 = getelementptr inbounds i8, ptr %664, i64 %715, !dbg !1289
  %717 = load i64, ptr %716, align 1, !dbg !1289, !tbaa !305
  br label %718, !dbg !1333

718:                                              ; preds = %711, %695
  %719 = phi ptr [ %664, %695 ], [ %716, %711 ]
  %720 = phi i32 [ %677, %695 ], [ %713, %711 ]
  %721 = phi i64 [ %667, %695 ], [ %717, %711 ]
  %722 = icmp ugt ptr %688, %583, !dbg !1333
  br i1 %722, label %786, label %723, !dbg !1334

723:                                              ; preds = %718
    #dbg_value(ptr %14, !1151, !DIExpression(), !1335)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1335)
  %724 = getelementptr inbounds %struct.FSE_decode_t, ptr %573, i64 %669, !dbg !1337
  %725 = load i16, ptr %724, align 2, !dbg !1337, !tbaa !257
  %726 = getelementptr inbounds i8, ptr %724, i64 2, !dbg !1337
  %727 = load i8, ptr %726, align 2, !dbg !1337, !tbaa !332
  %728 = getelementptr inbounds i8, ptr %724, i64 3, !dbg !1337
  %729 = load i8, ptr %728, align 1, !dbg !1337, !tbaa !332
    #dbg_value(i16 %725, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1335)
    #dbg_value(i8 %727, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1335)
    #dbg_value(i8 %729, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1335)
  %730 = zext i8 %729 to i32, !dbg !1338
    #dbg_value(i32 %730, !1154, !DIExpression(), !1335)
    #dbg_value(i8 %727, !1155, !DIExpression(), !1335)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1339)
    #dbg_value(i32 %730, !1169, !DIExpression(), !1339)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1341)
    #dbg_value(i32 %730, !1176, !DIExpression(), !1341)
  %731 = add i32 %720, %730, !dbg !1343
  %732 = sub i32 0, %731, !dbg !1343
    #dbg_value(i64 %721, !1180, !DIExpression(), !1344)
    #dbg_value(!DIArgList(i32 0, i32 %731), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1344)
    #dbg_value(i32 %730, !1186, !DIExpression(), !1344)
    #dbg_value(i32 63, !1187, !DIExpression(), !1344)
  %733 = and i32 %732, 63, !dbg !1346
  %734 = zext nneg i32 %733 to i64, !dbg !1347
  %735 = lshr i64 %721, %734, !dbg !1347
  %736 = zext nneg i8 %729 to i64, !dbg !1348
  %737 = shl nsw i64 -1, %736, !dbg !1349
  %738 = xor i64 %737, -1, !dbg !1349
  %739 = and i64 %735, %738, !dbg !1350
    #dbg_value(i64 %739, !1170, !DIExpression(), !1339)
    #dbg_value(ptr %12, !834, !DIExpression(), !1351)
    #dbg_value(i32 %730, !839, !DIExpression(), !1351)
    #dbg_value(i64 %739, !1156, !DIExpression(), !1335)
  %740 = zext i16 %725 to i64, !dbg !1353
  %741 = add nuw i64 %739, %740, !dbg !1354
  %742 = getelementptr inbounds i8, ptr %665, i64 2, !dbg !1355
    #dbg_value(ptr %742, !437, !DIExpression(), !496)
  store i8 %727, ptr %688, align 1, !dbg !1356, !tbaa !332
    #dbg_value(ptr %12, !135, !DIExpression(), !1357)
  %743 = icmp ugt i32 %731, 64, !dbg !1359
  br i1 %743, label %775, label %744, !dbg !1360, !prof !701

744:                                              ; preds = %723
  %745 = icmp ult ptr %719, %471, !dbg !1361
  br i1 %745, label %749, label %746, !dbg !1362

746:                                              ; preds = %744
    #dbg_value(ptr %12, !707, !DIExpression(), !1363)
  %747 = lshr i32 %731, 3, !dbg !1365
  %748 = and i32 %731, 7, !dbg !1366
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %747), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1367)
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %747), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1369)
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %747), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1371)
  br label %763, !dbg !1373

749:                                              ; preds = %744
  %750 = icmp eq ptr %719, %576, !dbg !1374
  br i1 %750, label %770, label %751, !dbg !1375

751:                                              ; preds = %749
  %752 = lshr i32 %731, 3, !dbg !1376
    #dbg_value(i32 %752, !136, !DIExpression(), !1377)
    #dbg_value(i32 0, !138, !DIExpression(), !1377)
  %753 = zext nneg i32 %752 to i64, !dbg !1378
  %754 = sub nsw i64 0, %753, !dbg !1378
  %755 = getelementptr inbounds i8, ptr %719, i64 %754, !dbg !1378
  %756 = icmp ult ptr %755, %576, !dbg !1379
  %757 = ptrtoint ptr %719 to i64, !dbg !1380
  %758 = sub i64 %757, %575, !dbg !1380
  %759 = trunc i64 %758 to i32, !dbg !1380
  %760 = select i1 %756, i32 %759, i32 %752, !dbg !1380
    #dbg_value(i32 poison, !138, !DIExpression(), !1377)
    #dbg_value(i32 %760, !136, !DIExpression(), !1377)
  %761 = shl i32 %760, 3, !dbg !1381
  %762 = sub i32 %731, %761, !dbg !1382
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %760), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1383)
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %760), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1385)
    #dbg_value(!DIArgList(ptr %719, i64 0, i32 %760), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1387)
  br label %763

763:                                              ; preds = %751, %746
  %764 = phi i32 [ %747, %746 ], [ %760, %751 ]
  %765 = phi i32 [ %748, %746 ], [ %762, %751 ]
  %766 = zext i32 %764 to i64, !dbg !1357
  %767 = sub nsw i64 0, %766, !dbg !1357
  %768 = getelementptr inbounds i8, ptr %719, i64 %767, !dbg !1357
  %769 = load i64, ptr %768, align 1, !dbg !1357, !tbaa !305
  br label %770, !dbg !1158

770:                                              ; preds = %763, %749
  %771 = phi ptr [ %719, %749 ], [ %768, %763 ]
  %772 = phi i32 [ %731, %749 ], [ %765, %763 ]
  %773 = phi i64 [ %721, %749 ], [ %769, %763 ]
    #dbg_value(ptr %742, !437, !DIExpression(), !496)
  %774 = icmp ugt ptr %742, %583, !dbg !1158
  br i1 %774, label %786, label %663, !dbg !1159, !llvm.loop !1389

775:                                              ; preds = %723
    #dbg_value(ptr %13, !1151, !DIExpression(), !1392)
    #dbg_value(ptr %12, !1152, !DIExpression(), !1392)
  %776 = getelementptr inbounds %struct.FSE_decode_t, ptr %574, i64 %687, i32 1, !dbg !1394
    #dbg_value(i16 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1392)
    #dbg_value(i8 %781, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1392)
    #dbg_value(i8 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1392)
    #dbg_value(i8 poison, !1154, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1392)
    #dbg_value(i8 %781, !1155, !DIExpression(), !1392)
    #dbg_value(ptr %12, !1164, !DIExpression(), !1395)
    #dbg_value(i8 poison, !1169, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1395)
    #dbg_value(ptr %12, !1173, !DIExpression(), !1397)
    #dbg_value(i8 poison, !1176, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1397)
    #dbg_value(i64 %721, !1180, !DIExpression(), !1399)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !1399)
    #dbg_value(i8 poison, !1186, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1399)
    #dbg_value(i32 63, !1187, !DIExpression(), !1399)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1170, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !1395)
    #dbg_value(ptr %12, !834, !DIExpression(), !1401)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1401)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !1392)
    #dbg_value(ptr %782, !437, !DIExpression(), !496)
  br label %777, !dbg !1403

777:                                              ; preds = %775, %709
  %778 = phi ptr [ %776, %775 ], [ %710, %709 ]
  %779 = phi i64 [ 3, %775 ], [ 2, %709 ]
  %780 = phi ptr [ %742, %775 ], [ %688, %709 ]
  %781 = load i8, ptr %778, align 2, !dbg !1404, !tbaa !332
  %782 = getelementptr inbounds i8, ptr %665, i64 %779, !dbg !1405
  store i8 %781, ptr %780, align 1, !dbg !1405, !tbaa !332
    #dbg_value(ptr %782, !437, !DIExpression(), !496)
  %783 = ptrtoint ptr %782 to i64, !dbg !1406
  %784 = ptrtoint ptr %0 to i64, !dbg !1406
  %785 = sub i64 %783, %784, !dbg !1406
  br label %786, !dbg !1407

786:                                              ; preds = %770, %718, %777, %572, %463, %460
  %787 = phi i64 [ %785, %777 ], [ %461, %460 ], [ -20, %463 ], [ -70, %572 ], [ -70, %718 ], [ -70, %770 ], !dbg !496
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10, !dbg !1408
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10, !dbg !1408
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #10, !dbg !1408
  br label %788, !dbg !1409

788:                                              ; preds = %20, %23, %26, %29, %48, %458, %786
  %789 = phi i64 [ %55, %48 ], [ -1, %20 ], [ -44, %29 ], [ %459, %458 ], [ %787, %786 ], [ -44, %26 ], [ %24, %23 ], !dbg !501
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #10, !dbg !1410
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #10, !dbg !1410
  br label %790, !dbg !1411

790:                                              ; preds = %788, %18
  %791 = phi i64 [ %19, %18 ], [ %789, %788 ], !dbg !503
  ret i64 %791, !dbg !1412
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @FSE_decompress_wksp_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) unnamed_addr #2 !dbg !1413 {
  %8 = alloca %struct.BIT_DStream_t, align 8, !DIAssignID !1422
    #dbg_assign(i1 undef, !421, !DIExpression(), !1422, ptr %8, !DIExpression(), !1423)
  %9 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !1426
    #dbg_assign(i1 undef, !440, !DIExpression(), !1426, ptr %9, !DIExpression(), !1423)
  %10 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !1427
  %11 = alloca %struct.BIT_DStream_t, align 8, !DIAssignID !1428
    #dbg_assign(i1 undef, !421, !DIExpression(), !1428, ptr %11, !DIExpression(), !1429)
  %12 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !1431
    #dbg_assign(i1 undef, !440, !DIExpression(), !1431, ptr %12, !DIExpression(), !1429)
  %13 = alloca %struct.FSE_DState_t, align 8, !DIAssignID !1432
  %14 = alloca i32, align 4, !DIAssignID !1433
    #dbg_assign(i1 undef, !466, !DIExpression(), !1433, ptr %14, !DIExpression(), !1434)
  %15 = alloca i32, align 4, !DIAssignID !1435
    #dbg_value(ptr %0, !1415, !DIExpression(), !1436)
    #dbg_value(i64 %1, !1416, !DIExpression(), !1436)
    #dbg_value(ptr %2, !1417, !DIExpression(), !1436)
    #dbg_value(i64 %3, !1418, !DIExpression(), !1436)
    #dbg_value(i32 %4, !1419, !DIExpression(), !1436)
    #dbg_value(ptr %5, !1420, !DIExpression(), !1436)
    #dbg_value(i64 %6, !1421, !DIExpression(), !1436)
    #dbg_assign(i1 undef, !467, !DIExpression(), !1435, ptr %15, !DIExpression(), !1434)
    #dbg_value(ptr %0, !455, !DIExpression(), !1434)
    #dbg_value(i64 %1, !456, !DIExpression(), !1434)
    #dbg_value(ptr %2, !457, !DIExpression(), !1434)
    #dbg_value(i64 %3, !458, !DIExpression(), !1434)
    #dbg_value(i32 %4, !459, !DIExpression(), !1434)
    #dbg_value(ptr %5, !460, !DIExpression(), !1434)
    #dbg_value(i64 %6, !461, !DIExpression(), !1434)
    #dbg_value(i32 1, !462, !DIExpression(), !1434)
    #dbg_value(ptr %2, !463, !DIExpression(), !1434)
    #dbg_value(ptr %2, !465, !DIExpression(), !1434)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #10, !dbg !1437
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #10, !dbg !1438
  store i32 255, ptr %15, align 4, !dbg !1439, !tbaa !514, !DIAssignID !1440
    #dbg_assign(i32 255, !467, !DIExpression(), !1440, ptr %15, !DIExpression(), !1434)
    #dbg_value(ptr %5, !468, !DIExpression(), !1434)
    #dbg_value(i64 128, !470, !DIExpression(), !1434)
  %16 = getelementptr inbounds i8, ptr %5, i64 512, !dbg !1441
    #dbg_value(ptr %16, !471, !DIExpression(), !1434)
  %17 = icmp ult i64 %6, 512, !dbg !1442
  br i1 %17, label %752, label %18, !dbg !1443

18:                                               ; preds = %7
  %19 = call i64 @FSE_readNCount_bmi2(ptr noundef %5, ptr noundef nonnull %15, ptr noundef nonnull %14, ptr noundef %2, i64 noundef %3, i32 noundef 1) #10, !dbg !1444
    #dbg_value(i64 %19, !473, !DIExpression(), !1445)
    #dbg_value(i64 %19, !523, !DIExpression(), !1446)
  %20 = icmp ult i64 %19, -119, !dbg !1448
  br i1 %20, label %21, label %752, !dbg !1449

21:                                               ; preds = %18
  %22 = load i32, ptr %14, align 4, !dbg !1450, !tbaa !514
  %23 = icmp ugt i32 %22, %4, !dbg !1451
  br i1 %23, label %752, label %24, !dbg !1452

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %2, i64 %19, !dbg !1453
    #dbg_value(ptr %25, !465, !DIExpression(), !1434)
  %26 = sub i64 %3, %19, !dbg !1454
    #dbg_value(i64 %26, !458, !DIExpression(), !1434)
  %27 = shl nuw i32 1, %22, !dbg !1455
  %28 = add nuw nsw i32 %27, 2, !dbg !1455
  %29 = sext i32 %28 to i64, !dbg !1455
  %30 = load i32, ptr %15, align 4, !dbg !1455, !tbaa !514
  %31 = add i32 %30, 1, !dbg !1455
  %32 = zext i32 %31 to i64, !dbg !1455
  %33 = shl nuw nsw i64 %32, 1, !dbg !1455
  %34 = zext nneg i32 %22 to i64, !dbg !1455
  %35 = shl nuw i64 1, %34, !dbg !1455
  %36 = shl nsw i64 %29, 2, !dbg !1455
  %37 = add nuw i64 %35, 11, !dbg !1455
  %38 = add i64 %37, %33, !dbg !1455
  %39 = add i64 %38, %36, !dbg !1455
  %40 = and i64 %39, -4, !dbg !1455
  %41 = add i64 %40, 516, !dbg !1455
  %42 = icmp ugt i64 %41, %6, !dbg !1456
  br i1 %42, label %752, label %43, !dbg !1457

43:                                               ; preds = %24
  %44 = add nuw nsw i32 %27, 1, !dbg !1455
  %45 = sext i32 %44 to i64, !dbg !1458
  %46 = shl nsw i64 %45, 2, !dbg !1458
  %47 = getelementptr inbounds i8, ptr %16, i64 %46, !dbg !1459
    #dbg_value(ptr %47, !460, !DIExpression(), !1434)
  %48 = add i64 %6, -512, !dbg !1460
  %49 = sub i64 %48, %46, !dbg !1461
    #dbg_value(i64 %49, !461, !DIExpression(), !1434)
  %50 = call fastcc i64 @FSE_buildDTable_internal(ptr noundef nonnull %16, ptr noundef %5, i32 noundef %30, i32 noundef %22, ptr noundef nonnull %47, i64 noundef %49), !dbg !1462
    #dbg_value(i64 %50, !475, !DIExpression(), !1463)
    #dbg_value(i64 %50, !523, !DIExpression(), !1464)
  %51 = icmp ult i64 %50, -119, !dbg !1466
  br i1 %51, label %52, label %752

52:                                               ; preds = %43
    #dbg_value(ptr %16, !477, !DIExpression(), !1467)
    #dbg_value(ptr %16, !478, !DIExpression(), !1467)
  %53 = getelementptr inbounds i8, ptr %5, i64 514, !dbg !1468
  %54 = load i16, ptr %53, align 2, !dbg !1468, !tbaa !557
    #dbg_value(i16 %54, !479, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1467)
  %55 = icmp eq i16 %54, 0, !dbg !1469
    #dbg_value(ptr %0, !429, !DIExpression(), !1429)
    #dbg_value(ptr %0, !429, !DIExpression(), !1423)
    #dbg_value(i64 %1, !430, !DIExpression(), !1429)
    #dbg_value(i64 %1, !430, !DIExpression(), !1423)
    #dbg_value(ptr %25, !431, !DIExpression(), !1429)
    #dbg_value(ptr %25, !431, !DIExpression(), !1423)
    #dbg_value(i64 %26, !432, !DIExpression(), !1429)
    #dbg_value(i64 %26, !432, !DIExpression(), !1423)
    #dbg_value(ptr %16, !433, !DIExpression(), !1429)
    #dbg_value(ptr %16, !433, !DIExpression(), !1423)
    #dbg_value(ptr %0, !435, !DIExpression(), !1429)
    #dbg_value(ptr %0, !435, !DIExpression(), !1423)
    #dbg_value(ptr %0, !437, !DIExpression(), !1429)
    #dbg_value(ptr %0, !437, !DIExpression(), !1423)
  %56 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !1470
    #dbg_value(ptr %56, !438, !DIExpression(), !1429)
    #dbg_value(ptr %56, !438, !DIExpression(), !1423)
  %57 = getelementptr inbounds i8, ptr %56, i64 -3, !dbg !1471
  br i1 %55, label %445, label %58, !dbg !1472

58:                                               ; preds = %52
    #dbg_assign(i1 undef, !446, !DIExpression(), !1427, ptr %10, !DIExpression(), !1423)
    #dbg_value(i32 1, !434, !DIExpression(), !1423)
    #dbg_value(ptr %57, !439, !DIExpression(), !1423)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10, !dbg !1473
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #10, !dbg !1474
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10, !dbg !1475
    #dbg_value(ptr %8, !567, !DIExpression(), !1476)
    #dbg_value(ptr %25, !572, !DIExpression(), !1476)
    #dbg_value(i64 %26, !573, !DIExpression(), !1476)
  %59 = icmp eq i64 %26, 0, !dbg !1478
  br i1 %59, label %443, label %60, !dbg !1479

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !1480
  store ptr %25, ptr %61, align 8, !dbg !1481, !tbaa !588
  %62 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !1482
  %63 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !1483
  store ptr %62, ptr %63, align 8, !dbg !1484, !tbaa !594
  %64 = icmp ugt i64 %26, 7, !dbg !1485
  br i1 %64, label %65, label %71, !dbg !1486

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !1487
  %67 = getelementptr inbounds i8, ptr %66, i64 -8, !dbg !1488
  %68 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1489
  store ptr %67, ptr %68, align 8, !dbg !1490, !tbaa !601
    #dbg_value(ptr %67, !602, !DIExpression(), !1491)
    #dbg_value(ptr %67, !609, !DIExpression(), !1493)
    #dbg_value(ptr %67, !617, !DIExpression(), !1495)
  %69 = load i64, ptr %67, align 1, !dbg !1497
  store i64 %69, ptr %8, align 8, !dbg !1498, !tbaa !625
    #dbg_value(i64 %69, !574, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1499)
  %70 = icmp ult i64 %69, 72057594037927936, !dbg !1500
  br i1 %70, label %443, label %129, !dbg !1500

71:                                               ; preds = %60
  %72 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1501
  store ptr %25, ptr %72, align 8, !dbg !1502, !tbaa !601
  %73 = load i8, ptr %25, align 1, !dbg !1503, !tbaa !332
  %74 = zext i8 %73 to i64, !dbg !1503
  store i64 %74, ptr %8, align 8, !dbg !1504, !tbaa !625
  switch i64 %26, label %116 [
    i64 7, label %75
    i64 6, label %81
    i64 5, label %88
    i64 4, label %95
    i64 3, label %102
    i64 2, label %109
  ], !dbg !1505

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %25, i64 6, !dbg !1506
  %77 = load i8, ptr %76, align 1, !dbg !1506, !tbaa !332
  %78 = zext i8 %77 to i64, !dbg !1507
  %79 = shl nuw nsw i64 %78, 48, !dbg !1508
  %80 = or disjoint i64 %79, %74, !dbg !1509
  br label %81, !dbg !1510

81:                                               ; preds = %75, %71
  %82 = phi i64 [ %74, %71 ], [ %80, %75 ], !dbg !1511
  %83 = getelementptr inbounds i8, ptr %25, i64 5, !dbg !1512
  %84 = load i8, ptr %83, align 1, !dbg !1512, !tbaa !332
  %85 = zext i8 %84 to i64, !dbg !1513
  %86 = shl nuw nsw i64 %85, 40, !dbg !1514
  %87 = add nuw nsw i64 %86, %82, !dbg !1511
  br label %88, !dbg !1515

88:                                               ; preds = %81, %71
  %89 = phi i64 [ %74, %71 ], [ %87, %81 ], !dbg !1516
  %90 = getelementptr inbounds i8, ptr %25, i64 4, !dbg !1517
  %91 = load i8, ptr %90, align 1, !dbg !1517, !tbaa !332
  %92 = zext i8 %91 to i64, !dbg !1518
  %93 = shl nuw nsw i64 %92, 32, !dbg !1519
  %94 = add nuw nsw i64 %93, %89, !dbg !1516
  br label %95, !dbg !1520

95:                                               ; preds = %88, %71
  %96 = phi i64 [ %74, %71 ], [ %94, %88 ], !dbg !1521
  %97 = getelementptr inbounds i8, ptr %25, i64 3, !dbg !1522
  %98 = load i8, ptr %97, align 1, !dbg !1522, !tbaa !332
  %99 = zext i8 %98 to i64, !dbg !1523
  %100 = shl nuw nsw i64 %99, 24, !dbg !1524
  %101 = add nuw nsw i64 %100, %96, !dbg !1521
  br label %102, !dbg !1525

102:                                              ; preds = %95, %71
  %103 = phi i64 [ %74, %71 ], [ %101, %95 ], !dbg !1526
  %104 = getelementptr inbounds i8, ptr %25, i64 2, !dbg !1527
  %105 = load i8, ptr %104, align 1, !dbg !1527, !tbaa !332
  %106 = zext i8 %105 to i64, !dbg !1528
  %107 = shl nuw nsw i64 %106, 16, !dbg !1529
  %108 = add nuw nsw i64 %107, %103, !dbg !1526
  br label %109, !dbg !1530

109:                                              ; preds = %102, %71
  %110 = phi i64 [ %74, %71 ], [ %108, %102 ], !dbg !1531
  %111 = getelementptr inbounds i8, ptr %25, i64 1, !dbg !1532
  %112 = load i8, ptr %111, align 1, !dbg !1532, !tbaa !332
  %113 = zext i8 %112 to i64, !dbg !1533
  %114 = shl nuw nsw i64 %113, 8, !dbg !1534
  %115 = add nuw nsw i64 %114, %110, !dbg !1531
  store i64 %115, ptr %8, align 8, !dbg !1531, !tbaa !625
  br label %116, !dbg !1535

116:                                              ; preds = %109, %71
  %117 = getelementptr i8, ptr %2, i64 %3, !dbg !1536
  %118 = getelementptr i8, ptr %117, i64 -1, !dbg !1536
  %119 = load i8, ptr %118, align 1, !dbg !1536, !tbaa !332
    #dbg_value(i8 %119, !578, !DIExpression(), !1537)
  %120 = icmp eq i8 %119, 0, !dbg !1538
  br i1 %120, label %443, label %121, !dbg !1538

121:                                              ; preds = %116
  %122 = zext i8 %119 to i32, !dbg !1538
    #dbg_value(i32 %122, !376, !DIExpression(), !1539)
    #dbg_value(i32 %122, !384, !DIExpression(), !1541)
  %123 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %122, i1 true), !dbg !1543
  %124 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1544
  %125 = trunc nuw i64 %26 to i32, !dbg !1545
  %126 = shl nuw nsw i32 %125, 3, !dbg !1546
  %127 = sub nsw i32 %123, %126, !dbg !1546
  %128 = add nsw i32 %127, 41, !dbg !1546
  store i32 %128, ptr %124, align 8, !dbg !1546, !tbaa !675
    #dbg_value(i64 %26, !447, !DIExpression(), !1547)
    #dbg_value(i64 %26, !523, !DIExpression(), !1548)
  br label %137

129:                                              ; preds = %65
  %130 = lshr i64 %69, 56, !dbg !1550
    #dbg_value(i64 %130, !574, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1499)
  %131 = trunc nuw nsw i64 %130 to i32, !dbg !1550
    #dbg_value(i32 %131, !574, !DIExpression(), !1499)
    #dbg_value(i32 %131, !376, !DIExpression(), !1551)
    #dbg_value(i32 %131, !384, !DIExpression(), !1553)
  %132 = call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %131, i1 true), !dbg !1555
  %133 = xor i32 %132, 31, !dbg !1556
  %134 = sub nuw nsw i32 8, %133, !dbg !1557
  %135 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1558
  store i32 %134, ptr %135, align 8, !dbg !1559, !tbaa !675
    #dbg_value(i64 %26, !447, !DIExpression(), !1547)
    #dbg_value(i64 %26, !523, !DIExpression(), !1548)
  %136 = icmp ult i64 %26, -119, !dbg !1560
  br i1 %136, label %137, label %443

137:                                              ; preds = %121, %129
  call fastcc void @FSE_initDState(ptr noundef nonnull %9, ptr noundef nonnull %8, ptr noundef nonnull %16), !dbg !1561
  call fastcc void @FSE_initDState(ptr noundef nonnull %10, ptr noundef nonnull %8, ptr noundef nonnull %16), !dbg !1562
    #dbg_value(ptr %8, !135, !DIExpression(), !1563)
  %138 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1565
  %139 = load i32, ptr %138, align 8, !dbg !1565, !tbaa !675
  %140 = icmp ugt i32 %139, 64, !dbg !1565
  br i1 %140, label %443, label %141, !dbg !1566, !prof !701

141:                                              ; preds = %137
  %142 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1567
  %143 = load ptr, ptr %142, align 8, !dbg !1567, !tbaa !601
  %144 = load ptr, ptr %63, align 8, !dbg !1568
  %145 = icmp ult ptr %143, %144, !dbg !1569
  br i1 %145, label %154, label %146, !dbg !1570

146:                                              ; preds = %141
    #dbg_value(ptr %8, !707, !DIExpression(), !1571)
  %147 = lshr i32 %139, 3, !dbg !1573
  %148 = zext nneg i32 %147 to i64, !dbg !1574
  %149 = sub nsw i64 0, %148, !dbg !1574
  %150 = getelementptr inbounds i8, ptr %143, i64 %149, !dbg !1574
  %151 = and i32 %139, 7, !dbg !1575
    #dbg_value(ptr %150, !602, !DIExpression(), !1576)
    #dbg_value(ptr %150, !609, !DIExpression(), !1578)
    #dbg_value(ptr %150, !617, !DIExpression(), !1580)
  %152 = load i64, ptr %150, align 1, !dbg !1582, !tbaa !305
  store i64 %152, ptr %8, align 8, !dbg !1583, !tbaa !625
  %153 = load ptr, ptr %61, align 8
  br label %176, !dbg !1584

154:                                              ; preds = %141
  %155 = load ptr, ptr %61, align 8, !dbg !1585
  %156 = icmp eq ptr %143, %155, !dbg !1586
  br i1 %156, label %157, label %159, !dbg !1587

157:                                              ; preds = %154
  %158 = load i64, ptr %8, align 8, !tbaa !625
  br label %176, !dbg !1587

159:                                              ; preds = %154
  %160 = lshr i32 %139, 3, !dbg !1588
    #dbg_value(i32 %160, !136, !DIExpression(), !1589)
    #dbg_value(i32 0, !138, !DIExpression(), !1589)
  %161 = zext nneg i32 %160 to i64, !dbg !1590
  %162 = sub nsw i64 0, %161, !dbg !1590
  %163 = getelementptr inbounds i8, ptr %143, i64 %162, !dbg !1590
  %164 = icmp ult ptr %163, %155, !dbg !1591
  %165 = ptrtoint ptr %143 to i64, !dbg !1592
  %166 = ptrtoint ptr %155 to i64, !dbg !1592
  %167 = sub i64 %165, %166, !dbg !1592
  %168 = trunc i64 %167 to i32, !dbg !1592
  %169 = select i1 %164, i32 %168, i32 %160, !dbg !1592
    #dbg_value(i32 poison, !138, !DIExpression(), !1589)
    #dbg_value(i32 %169, !136, !DIExpression(), !1589)
  %170 = zext i32 %169 to i64, !dbg !1593
  %171 = sub nsw i64 0, %170, !dbg !1593
  %172 = getelementptr inbounds i8, ptr %143, i64 %171, !dbg !1593
  %173 = shl i32 %169, 3, !dbg !1594
  %174 = sub i32 %139, %173, !dbg !1595
    #dbg_value(ptr %172, !602, !DIExpression(), !1596)
    #dbg_value(ptr %172, !609, !DIExpression(), !1598)
    #dbg_value(ptr %172, !617, !DIExpression(), !1600)
  %175 = load i64, ptr %172, align 1, !dbg !1602, !tbaa !305
  store i64 %175, ptr %8, align 8, !dbg !1603, !tbaa !625
  br label %176

176:                                              ; preds = %157, %146, %159
  %177 = phi ptr [ %143, %157 ], [ %150, %146 ], [ %172, %159 ]
  %178 = phi ptr [ %143, %157 ], [ %153, %146 ], [ %155, %159 ]
  %179 = phi i64 [ %158, %157 ], [ %152, %146 ], [ %175, %159 ]
  %180 = phi i32 [ %139, %157 ], [ %151, %146 ], [ %174, %159 ]
  %181 = load i64, ptr %9, align 8, !tbaa !729
  %182 = load i64, ptr %10, align 8, !tbaa !729
  %183 = ptrtoint ptr %178 to i64
  %184 = getelementptr inbounds i8, ptr %9, i64 8
  %185 = load ptr, ptr %184, align 8
  %186 = getelementptr inbounds i8, ptr %10, i64 8
  %187 = load ptr, ptr %186, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !1423)
    #dbg_value(ptr %8, !135, !DIExpression(), !1604)
  %188 = icmp ugt i32 %180, 64, !dbg !1606
  br i1 %188, label %237, label %189, !dbg !1607, !prof !1608

189:                                              ; preds = %176
  %190 = load i64, ptr %8, align 1, !tbaa !625
  br label %191, !dbg !1609

191:                                              ; preds = %189, %246
  %192 = phi i64 [ %225, %246 ], [ %190, %189 ]
  %193 = phi ptr [ %318, %246 ], [ %0, %189 ]
  %194 = phi i32 [ %314, %246 ], [ %180, %189 ]
  %195 = phi i64 [ %225, %246 ], [ %179, %189 ]
  %196 = phi i64 [ %297, %246 ], [ %181, %189 ]
  %197 = phi i64 [ %316, %246 ], [ %182, %189 ]
  %198 = phi ptr [ %224, %246 ], [ %177, %189 ]
    #dbg_value(ptr %193, !437, !DIExpression(), !1423)
  %199 = icmp ult ptr %198, %144, !dbg !1610
  br i1 %199, label %203, label %200, !dbg !1611

200:                                              ; preds = %191
    #dbg_value(ptr %8, !707, !DIExpression(), !1612)
  %201 = lshr i32 %194, 3, !dbg !1614
  %202 = and i32 %194, 7, !dbg !1615
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %201), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1616)
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %201), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1618)
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %201), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1620)
  br label %218, !dbg !1622

203:                                              ; preds = %191
  %204 = icmp eq ptr %198, %178, !dbg !1623
  br i1 %204, label %229, label %205, !dbg !1624

205:                                              ; preds = %203
  %206 = lshr i32 %194, 3, !dbg !1625
    #dbg_value(i32 %206, !136, !DIExpression(), !1626)
    #dbg_value(i32 0, !138, !DIExpression(), !1626)
  %207 = zext nneg i32 %206 to i64, !dbg !1627
  %208 = sub nsw i64 0, %207, !dbg !1627
  %209 = getelementptr inbounds i8, ptr %198, i64 %208, !dbg !1627
  %210 = icmp ult ptr %209, %178, !dbg !1628
  %211 = ptrtoint ptr %198 to i64, !dbg !1629
  %212 = sub i64 %211, %183, !dbg !1629
  %213 = trunc i64 %212 to i32, !dbg !1629
  %214 = select i1 %210, i32 %213, i32 %206, !dbg !1629
  %215 = zext i1 %210 to i32, !dbg !1629
    #dbg_value(i32 %215, !138, !DIExpression(), !1626)
    #dbg_value(i32 %214, !136, !DIExpression(), !1626)
  %216 = shl i32 %214, 3, !dbg !1630
  %217 = sub i32 %194, %216, !dbg !1631
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %214), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1632)
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %214), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1634)
    #dbg_value(!DIArgList(ptr %198, i64 0, i32 %214), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1636)
  br label %218

218:                                              ; preds = %200, %205
  %219 = phi i32 [ %201, %200 ], [ %214, %205 ]
  %220 = phi i32 [ %202, %200 ], [ %217, %205 ]
  %221 = phi i32 [ 0, %200 ], [ %215, %205 ], !dbg !1604
  %222 = zext i32 %219 to i64, !dbg !1604
  %223 = sub nsw i64 0, %222, !dbg !1604
  %224 = getelementptr inbounds i8, ptr %198, i64 %223, !dbg !1604
  %225 = load i64, ptr %224, align 1, !dbg !1604, !tbaa !305
  %226 = icmp eq i32 %221, 0, !dbg !1638
  %227 = icmp ult ptr %193, %57, !dbg !1639
  %228 = and i1 %227, %226, !dbg !1640
  br i1 %228, label %246, label %229, !dbg !1609

229:                                              ; preds = %203, %218, %246
  %230 = phi i64 [ %225, %246 ], [ %225, %218 ], [ %192, %203 ]
  %231 = phi i64 [ %316, %246 ], [ %197, %218 ], [ %197, %203 ]
  %232 = phi i64 [ %297, %246 ], [ %196, %218 ], [ %196, %203 ]
  %233 = phi ptr [ %318, %246 ], [ %193, %218 ], [ %193, %203 ]
  %234 = phi i32 [ %314, %246 ], [ %220, %218 ], [ %194, %203 ]
  %235 = phi i64 [ %225, %246 ], [ %225, %218 ], [ %195, %203 ]
  %236 = phi ptr [ @BIT_reloadDStream.zeroFilled, %246 ], [ %224, %218 ], [ %198, %203 ]
  store i64 %230, ptr %8, align 1, !dbg !1604, !tbaa !625
  br label %237, !dbg !1641

237:                                              ; preds = %229, %176
  %238 = phi i64 [ %182, %176 ], [ %231, %229 ]
  %239 = phi i64 [ %181, %176 ], [ %232, %229 ]
  %240 = phi ptr [ %0, %176 ], [ %233, %229 ], !dbg !1423
  %241 = phi i32 [ %180, %176 ], [ %234, %229 ]
  %242 = phi i64 [ %179, %176 ], [ %235, %229 ]
  %243 = phi ptr [ @BIT_reloadDStream.zeroFilled, %176 ], [ %236, %229 ]
  store i64 %239, ptr %9, align 8, !dbg !1641, !tbaa !729
  store i64 %238, ptr %10, align 8, !dbg !1641, !tbaa !729
  %244 = getelementptr inbounds i8, ptr %56, i64 -2
    #dbg_value(ptr %240, !437, !DIExpression(), !1423)
  %245 = icmp ugt ptr %240, %244, !dbg !1643
  br i1 %245, label %443, label %320, !dbg !1644

246:                                              ; preds = %218
    #dbg_value(ptr %9, !793, !DIExpression(), !1645)
    #dbg_value(ptr %8, !794, !DIExpression(), !1645)
  %247 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %196, !dbg !1647
  %248 = load i16, ptr %247, align 2, !dbg !1647, !tbaa !257
  %249 = getelementptr inbounds i8, ptr %247, i64 2, !dbg !1647
  %250 = load i8, ptr %249, align 2, !dbg !1647, !tbaa !332
  %251 = getelementptr inbounds i8, ptr %247, i64 3, !dbg !1647
  %252 = load i8, ptr %251, align 1, !dbg !1647, !tbaa !332
    #dbg_value(i16 %248, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1645)
    #dbg_value(i8 %250, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1645)
    #dbg_value(i8 %252, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1645)
  %253 = zext i8 %252 to i32, !dbg !1648
    #dbg_value(i32 %253, !796, !DIExpression(), !1645)
    #dbg_value(i8 %250, !797, !DIExpression(), !1645)
    #dbg_value(ptr %8, !809, !DIExpression(), !1649)
    #dbg_value(i32 %253, !814, !DIExpression(), !1649)
    #dbg_value(ptr %8, !818, !DIExpression(), !1651)
    #dbg_value(i32 %253, !825, !DIExpression(), !1651)
    #dbg_value(i32 63, !826, !DIExpression(), !1651)
  %254 = and i32 %220, 63, !dbg !1653
  %255 = zext nneg i32 %254 to i64, !dbg !1654
  %256 = shl i64 %225, %255, !dbg !1654
  %257 = sub nsw i32 0, %253, !dbg !1655
  %258 = and i32 %257, 63, !dbg !1656
  %259 = zext nneg i32 %258 to i64, !dbg !1657
  %260 = lshr i64 %256, %259, !dbg !1657
    #dbg_value(i64 %260, !815, !DIExpression(), !1649)
    #dbg_value(ptr %8, !834, !DIExpression(), !1658)
    #dbg_value(i32 %253, !839, !DIExpression(), !1658)
  %261 = add i32 %220, %253, !dbg !1660
    #dbg_value(i64 %260, !798, !DIExpression(), !1645)
  %262 = zext i16 %248 to i64, !dbg !1661
  store i8 %250, ptr %193, align 1, !dbg !1662, !tbaa !332
    #dbg_value(ptr %10, !793, !DIExpression(), !1663)
    #dbg_value(ptr %8, !794, !DIExpression(), !1663)
  %263 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %197, !dbg !1665
  %264 = load i16, ptr %263, align 2, !dbg !1665, !tbaa !257
  %265 = getelementptr inbounds i8, ptr %263, i64 2, !dbg !1665
  %266 = load i8, ptr %265, align 2, !dbg !1665, !tbaa !332
  %267 = getelementptr inbounds i8, ptr %263, i64 3, !dbg !1665
  %268 = load i8, ptr %267, align 1, !dbg !1665, !tbaa !332
    #dbg_value(i16 %264, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1663)
    #dbg_value(i8 %266, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1663)
    #dbg_value(i8 %268, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1663)
  %269 = zext i8 %268 to i32, !dbg !1666
    #dbg_value(i32 %269, !796, !DIExpression(), !1663)
    #dbg_value(i8 %266, !797, !DIExpression(), !1663)
    #dbg_value(ptr %8, !809, !DIExpression(), !1667)
    #dbg_value(i32 %269, !814, !DIExpression(), !1667)
    #dbg_value(ptr %8, !818, !DIExpression(), !1669)
    #dbg_value(i32 %269, !825, !DIExpression(), !1669)
    #dbg_value(i32 63, !826, !DIExpression(), !1669)
  %270 = and i32 %261, 63, !dbg !1671
  %271 = zext nneg i32 %270 to i64, !dbg !1672
  %272 = shl i64 %225, %271, !dbg !1672
  %273 = sub nsw i32 0, %269, !dbg !1673
  %274 = and i32 %273, 63, !dbg !1674
  %275 = zext nneg i32 %274 to i64, !dbg !1675
  %276 = lshr i64 %272, %275, !dbg !1675
    #dbg_value(i64 %276, !815, !DIExpression(), !1667)
    #dbg_value(ptr %8, !834, !DIExpression(), !1676)
    #dbg_value(i32 %269, !839, !DIExpression(), !1676)
  %277 = add i32 %261, %269, !dbg !1678
    #dbg_value(i64 %276, !798, !DIExpression(), !1663)
  %278 = zext i16 %264 to i64, !dbg !1679
  %279 = getelementptr inbounds i8, ptr %193, i64 1, !dbg !1680
  store i8 %266, ptr %279, align 1, !dbg !1681, !tbaa !332
    #dbg_value(ptr %9, !793, !DIExpression(), !1682)
    #dbg_value(ptr %8, !794, !DIExpression(), !1682)
  %280 = getelementptr %struct.FSE_decode_t, ptr %185, i64 %260, !dbg !1684
  %281 = getelementptr %struct.FSE_decode_t, ptr %280, i64 %262, !dbg !1684
  %282 = load i16, ptr %281, align 2, !dbg !1684, !tbaa !257
  %283 = getelementptr inbounds i8, ptr %281, i64 2, !dbg !1684
  %284 = load i8, ptr %283, align 2, !dbg !1684, !tbaa !332
  %285 = getelementptr inbounds i8, ptr %281, i64 3, !dbg !1684
  %286 = load i8, ptr %285, align 1, !dbg !1684, !tbaa !332
    #dbg_value(i16 %282, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1682)
    #dbg_value(i8 %284, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1682)
    #dbg_value(i8 %286, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1682)
  %287 = zext i8 %286 to i32, !dbg !1685
    #dbg_value(i32 %287, !796, !DIExpression(), !1682)
    #dbg_value(i8 %284, !797, !DIExpression(), !1682)
    #dbg_value(ptr %8, !809, !DIExpression(), !1686)
    #dbg_value(i32 %287, !814, !DIExpression(), !1686)
    #dbg_value(ptr %8, !818, !DIExpression(), !1688)
    #dbg_value(i32 %287, !825, !DIExpression(), !1688)
    #dbg_value(i32 63, !826, !DIExpression(), !1688)
  %288 = and i32 %277, 63, !dbg !1690
  %289 = zext nneg i32 %288 to i64, !dbg !1691
  %290 = shl i64 %225, %289, !dbg !1691
  %291 = sub nsw i32 0, %287, !dbg !1692
  %292 = and i32 %291, 63, !dbg !1693
  %293 = zext nneg i32 %292 to i64, !dbg !1694
  %294 = lshr i64 %290, %293, !dbg !1694
    #dbg_value(i64 %294, !815, !DIExpression(), !1686)
    #dbg_value(ptr %8, !834, !DIExpression(), !1695)
    #dbg_value(i32 %287, !839, !DIExpression(), !1695)
  %295 = add i32 %277, %287, !dbg !1697
    #dbg_value(i64 %294, !798, !DIExpression(), !1682)
  %296 = zext i16 %282 to i64, !dbg !1698
  %297 = add i64 %294, %296, !dbg !1699
  %298 = getelementptr inbounds i8, ptr %193, i64 2, !dbg !1700
  store i8 %284, ptr %298, align 1, !dbg !1701, !tbaa !332
    #dbg_value(ptr %10, !793, !DIExpression(), !1702)
    #dbg_value(ptr %8, !794, !DIExpression(), !1702)
  %299 = getelementptr %struct.FSE_decode_t, ptr %187, i64 %276, !dbg !1704
  %300 = getelementptr %struct.FSE_decode_t, ptr %299, i64 %278, !dbg !1704
  %301 = load i16, ptr %300, align 2, !dbg !1704, !tbaa !257
  %302 = getelementptr inbounds i8, ptr %300, i64 2, !dbg !1704
  %303 = load i8, ptr %302, align 2, !dbg !1704, !tbaa !332
  %304 = getelementptr inbounds i8, ptr %300, i64 3, !dbg !1704
  %305 = load i8, ptr %304, align 1, !dbg !1704, !tbaa !332
    #dbg_value(i16 %301, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1702)
    #dbg_value(i8 %303, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1702)
    #dbg_value(i8 %305, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1702)
  %306 = zext i8 %305 to i32, !dbg !1705
    #dbg_value(i32 %306, !796, !DIExpression(), !1702)
    #dbg_value(i8 %303, !797, !DIExpression(), !1702)
    #dbg_value(ptr %8, !809, !DIExpression(), !1706)
    #dbg_value(i32 %306, !814, !DIExpression(), !1706)
    #dbg_value(ptr %8, !818, !DIExpression(), !1708)
    #dbg_value(i32 %306, !825, !DIExpression(), !1708)
    #dbg_value(i32 63, !826, !DIExpression(), !1708)
  %307 = and i32 %295, 63, !dbg !1710
  %308 = zext nneg i32 %307 to i64, !dbg !1711
  %309 = shl i64 %225, %308, !dbg !1711
  %310 = sub nsw i32 0, %306, !dbg !1712
  %311 = and i32 %310, 63, !dbg !1713
  %312 = zext nneg i32 %311 to i64, !dbg !1714
  %313 = lshr i64 %309, %312, !dbg !1714
    #dbg_value(i64 %313, !815, !DIExpression(), !1706)
    #dbg_value(ptr %8, !834, !DIExpression(), !1715)
    #dbg_value(i32 %306, !839, !DIExpression(), !1715)
  %314 = add i32 %295, %306, !dbg !1717
    #dbg_value(i64 %313, !798, !DIExpression(), !1702)
  %315 = zext i16 %301 to i64, !dbg !1718
  %316 = add i64 %313, %315, !dbg !1719
  %317 = getelementptr inbounds i8, ptr %193, i64 3, !dbg !1720
  store i8 %303, ptr %317, align 1, !dbg !1721, !tbaa !332
  %318 = getelementptr inbounds i8, ptr %193, i64 4, !dbg !1722
    #dbg_value(ptr %318, !437, !DIExpression(), !1423)
    #dbg_value(ptr %8, !135, !DIExpression(), !1604)
  %319 = icmp ugt i32 %314, 64, !dbg !1606
  br i1 %319, label %229, label %191, !dbg !1607, !prof !905, !llvm.loop !1723

320:                                              ; preds = %237, %427
  %321 = phi ptr [ %428, %427 ], [ %243, %237 ]
  %322 = phi ptr [ %398, %427 ], [ %240, %237 ]
  %323 = phi i64 [ %343, %427 ], [ %239, %237 ]
  %324 = phi i64 [ %430, %427 ], [ %242, %237 ]
  %325 = phi i32 [ %429, %427 ], [ %241, %237 ]
  %326 = phi i64 [ %397, %427 ], [ %238, %237 ]
    #dbg_value(ptr %322, !437, !DIExpression(), !1423)
    #dbg_value(ptr %9, !793, !DIExpression(), !1725)
    #dbg_value(ptr %8, !794, !DIExpression(), !1725)
  %327 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %323, !dbg !1727
  %328 = load i16, ptr %327, align 2, !dbg !1727, !tbaa !257
  %329 = getelementptr inbounds i8, ptr %327, i64 2, !dbg !1727
  %330 = load i8, ptr %329, align 2, !dbg !1727, !tbaa !332
  %331 = getelementptr inbounds i8, ptr %327, i64 3, !dbg !1727
  %332 = load i8, ptr %331, align 1, !dbg !1727, !tbaa !332
    #dbg_value(i16 %328, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1725)
    #dbg_value(i8 %330, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1725)
    #dbg_value(i8 %332, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1725)
  %333 = zext i8 %332 to i32, !dbg !1728
    #dbg_value(i32 %333, !796, !DIExpression(), !1725)
    #dbg_value(i8 %330, !797, !DIExpression(), !1725)
    #dbg_value(ptr %8, !809, !DIExpression(), !1729)
    #dbg_value(i32 %333, !814, !DIExpression(), !1729)
    #dbg_value(ptr %8, !818, !DIExpression(), !1731)
    #dbg_value(i32 %333, !825, !DIExpression(), !1731)
    #dbg_value(i32 63, !826, !DIExpression(), !1731)
  %334 = and i32 %325, 63, !dbg !1733
  %335 = zext nneg i32 %334 to i64, !dbg !1734
  %336 = shl i64 %324, %335, !dbg !1734
  %337 = sub nsw i32 0, %333, !dbg !1735
  %338 = and i32 %337, 63, !dbg !1736
  %339 = zext nneg i32 %338 to i64, !dbg !1737
  %340 = lshr i64 %336, %339, !dbg !1737
    #dbg_value(i64 %340, !815, !DIExpression(), !1729)
    #dbg_value(ptr %8, !834, !DIExpression(), !1738)
    #dbg_value(i32 %333, !839, !DIExpression(), !1738)
  %341 = add i32 %325, %333, !dbg !1740
    #dbg_value(i64 %340, !798, !DIExpression(), !1725)
  %342 = zext i16 %328 to i64, !dbg !1741
  %343 = add i64 %340, %342, !dbg !1742
  %344 = getelementptr inbounds i8, ptr %322, i64 1, !dbg !1743
    #dbg_value(ptr %344, !437, !DIExpression(), !1423)
  store i8 %330, ptr %322, align 1, !dbg !1744, !tbaa !332
    #dbg_value(ptr %8, !135, !DIExpression(), !1745)
  %345 = icmp ugt i32 %341, 64, !dbg !1747
  br i1 %345, label %373, label %346, !dbg !1748, !prof !701

346:                                              ; preds = %320
  %347 = icmp ult ptr %321, %144, !dbg !1749
  br i1 %347, label %355, label %348, !dbg !1750

348:                                              ; preds = %346
    #dbg_value(ptr %8, !707, !DIExpression(), !1751)
  %349 = lshr i32 %341, 3, !dbg !1753
  %350 = zext nneg i32 %349 to i64, !dbg !1754
  %351 = sub nsw i64 0, %350, !dbg !1754
  %352 = getelementptr inbounds i8, ptr %321, i64 %351, !dbg !1754
  %353 = and i32 %341, 7, !dbg !1755
    #dbg_value(ptr %352, !602, !DIExpression(), !1756)
    #dbg_value(ptr %352, !609, !DIExpression(), !1758)
    #dbg_value(ptr %352, !617, !DIExpression(), !1760)
  %354 = load i64, ptr %352, align 1, !dbg !1762, !tbaa !305
  store i64 %354, ptr %8, align 8, !dbg !1763, !tbaa !625
  br label %375, !dbg !1764

355:                                              ; preds = %346
  %356 = icmp eq ptr %321, %178, !dbg !1765
  br i1 %356, label %375, label %357, !dbg !1766

357:                                              ; preds = %355
  %358 = lshr i32 %341, 3, !dbg !1767
    #dbg_value(i32 %358, !136, !DIExpression(), !1768)
    #dbg_value(i32 0, !138, !DIExpression(), !1768)
  %359 = zext nneg i32 %358 to i64, !dbg !1769
  %360 = sub nsw i64 0, %359, !dbg !1769
  %361 = getelementptr inbounds i8, ptr %321, i64 %360, !dbg !1769
  %362 = icmp ult ptr %361, %178, !dbg !1770
  %363 = ptrtoint ptr %321 to i64, !dbg !1771
  %364 = sub i64 %363, %183, !dbg !1771
  %365 = trunc i64 %364 to i32, !dbg !1771
  %366 = select i1 %362, i32 %365, i32 %358, !dbg !1771
    #dbg_value(i32 poison, !138, !DIExpression(), !1768)
    #dbg_value(i32 %366, !136, !DIExpression(), !1768)
  %367 = zext i32 %366 to i64, !dbg !1772
  %368 = sub nsw i64 0, %367, !dbg !1772
  %369 = getelementptr inbounds i8, ptr %321, i64 %368, !dbg !1772
  %370 = shl i32 %366, 3, !dbg !1773
  %371 = sub i32 %341, %370, !dbg !1774
    #dbg_value(ptr %369, !602, !DIExpression(), !1775)
    #dbg_value(ptr %369, !609, !DIExpression(), !1777)
    #dbg_value(ptr %369, !617, !DIExpression(), !1779)
  %372 = load i64, ptr %369, align 1, !dbg !1781, !tbaa !305
  store i64 %372, ptr %8, align 8, !dbg !1782, !tbaa !625
  br label %375

373:                                              ; preds = %320
    #dbg_value(ptr %10, !793, !DIExpression(), !1783)
    #dbg_value(ptr %8, !794, !DIExpression(), !1783)
  %374 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %326, i32 1, !dbg !1785
    #dbg_value(i16 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1783)
    #dbg_value(i8 %438, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1783)
    #dbg_value(i8 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1783)
    #dbg_value(i8 poison, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1783)
    #dbg_value(i8 %438, !797, !DIExpression(), !1783)
    #dbg_value(ptr %8, !809, !DIExpression(), !1786)
    #dbg_value(i8 poison, !814, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1786)
    #dbg_value(ptr %8, !818, !DIExpression(), !1788)
    #dbg_value(i8 poison, !825, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1788)
    #dbg_value(i32 63, !826, !DIExpression(), !1788)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !815, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1786)
    #dbg_value(ptr %8, !834, !DIExpression(), !1790)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1790)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !798, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1783)
    #dbg_value(ptr %439, !437, !DIExpression(), !1423)
  br label %434, !dbg !1792

375:                                              ; preds = %355, %348, %357
  %376 = phi ptr [ %321, %355 ], [ %352, %348 ], [ %369, %357 ]
  %377 = phi i32 [ %341, %355 ], [ %353, %348 ], [ %371, %357 ]
  %378 = phi i64 [ %324, %355 ], [ %354, %348 ], [ %372, %357 ]
  %379 = icmp ugt ptr %344, %244, !dbg !1793
  br i1 %379, label %443, label %380, !dbg !1794

380:                                              ; preds = %375
    #dbg_value(ptr %10, !793, !DIExpression(), !1795)
    #dbg_value(ptr %8, !794, !DIExpression(), !1795)
  %381 = getelementptr inbounds %struct.FSE_decode_t, ptr %187, i64 %326, !dbg !1797
  %382 = load i16, ptr %381, align 2, !dbg !1797, !tbaa !257
  %383 = getelementptr inbounds i8, ptr %381, i64 2, !dbg !1797
  %384 = load i8, ptr %383, align 2, !dbg !1797, !tbaa !332
  %385 = getelementptr inbounds i8, ptr %381, i64 3, !dbg !1797
  %386 = load i8, ptr %385, align 1, !dbg !1797, !tbaa !332
    #dbg_value(i16 %382, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1795)
    #dbg_value(i8 %384, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1795)
    #dbg_value(i8 %386, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1795)
  %387 = zext i8 %386 to i32, !dbg !1798
    #dbg_value(i32 %387, !796, !DIExpression(), !1795)
    #dbg_value(i8 %384, !797, !DIExpression(), !1795)
    #dbg_value(ptr %8, !809, !DIExpression(), !1799)
    #dbg_value(i32 %387, !814, !DIExpression(), !1799)
    #dbg_value(ptr %8, !818, !DIExpression(), !1801)
    #dbg_value(i32 %387, !825, !DIExpression(), !1801)
    #dbg_value(i32 63, !826, !DIExpression(), !1801)
  %388 = and i32 %377, 63, !dbg !1803
  %389 = zext nneg i32 %388 to i64, !dbg !1804
  %390 = shl i64 %378, %389, !dbg !1804
  %391 = sub nsw i32 0, %387, !dbg !1805
  %392 = and i32 %391, 63, !dbg !1806
  %393 = zext nneg i32 %392 to i64, !dbg !1807
  %394 = lshr i64 %390, %393, !dbg !1807
    #dbg_value(i64 %394, !815, !DIExpression(), !1799)
    #dbg_value(ptr %8, !834, !DIExpression(), !1808)
    #dbg_value(i32 %387, !839, !DIExpression(), !1808)
  %395 = add i32 %377, %387, !dbg !1810
    #dbg_value(i64 %394, !798, !DIExpression(), !1795)
  %396 = zext i16 %382 to i64, !dbg !1811
  %397 = add i64 %394, %396, !dbg !1812
  %398 = getelementptr inbounds i8, ptr %322, i64 2, !dbg !1813
    #dbg_value(ptr %398, !437, !DIExpression(), !1423)
  store i8 %384, ptr %344, align 1, !dbg !1814, !tbaa !332
    #dbg_value(ptr %8, !135, !DIExpression(), !1815)
  %399 = icmp ugt i32 %395, 64, !dbg !1817
  br i1 %399, label %432, label %400, !dbg !1818, !prof !701

400:                                              ; preds = %380
  %401 = icmp ult ptr %376, %144, !dbg !1819
  br i1 %401, label %409, label %402, !dbg !1820

402:                                              ; preds = %400
    #dbg_value(ptr %8, !707, !DIExpression(), !1821)
  %403 = lshr i32 %395, 3, !dbg !1823
  %404 = zext nneg i32 %403 to i64, !dbg !1824
  %405 = sub nsw i64 0, %404, !dbg !1824
  %406 = getelementptr inbounds i8, ptr %376, i64 %405, !dbg !1824
  %407 = and i32 %395, 7, !dbg !1825
    #dbg_value(ptr %406, !602, !DIExpression(), !1826)
    #dbg_value(ptr %406, !609, !DIExpression(), !1828)
    #dbg_value(ptr %406, !617, !DIExpression(), !1830)
  %408 = load i64, ptr %406, align 1, !dbg !1832, !tbaa !305
  store i64 %408, ptr %8, align 8, !dbg !1833, !tbaa !625
  br label %427, !dbg !1834

409:                                              ; preds = %400
  %410 = icmp eq ptr %376, %178, !dbg !1835
  br i1 %410, label %427, label %411, !dbg !1836

411:                                              ; preds = %409
  %412 = lshr i32 %395, 3, !dbg !1837
    #dbg_value(i32 %412, !136, !DIExpression(), !1838)
    #dbg_value(i32 0, !138, !DIExpression(), !1838)
  %413 = zext nneg i32 %412 to i64, !dbg !1839
  %414 = sub nsw i64 0, %413, !dbg !1839
  %415 = getelementptr inbounds i8, ptr %376, i64 %414, !dbg !1839
  %416 = icmp ult ptr %415, %178, !dbg !1840
  %417 = ptrtoint ptr %376 to i64, !dbg !1841
  %418 = sub i64 %417, %183, !dbg !1841
  %419 = trunc i64 %418 to i32, !dbg !1841
  %420 = select i1 %416, i32 %419, i32 %412, !dbg !1841
    #dbg_value(i32 poison, !138, !DIExpression(), !1838)
    #dbg_value(i32 %420, !136, !DIExpression(), !1838)
  %421 = zext i32 %420 to i64, !dbg !1842
  %422 = sub nsw i64 0, %421, !dbg !1842
  %423 = getelementptr inbounds i8, ptr %376, i64 %422, !dbg !1842
  %424 = shl i32 %420, 3, !dbg !1843
  %425 = sub i32 %395, %424, !dbg !1844
    #dbg_value(ptr %423, !602, !DIExpression(), !1845)
    #dbg_value(ptr %423, !609, !DIExpression(), !1847)
    #dbg_value(ptr %423, !617, !DIExpression(), !1849)
  %426 = load i64, ptr %423, align 1, !dbg !1851, !tbaa !305
  store i64 %426, ptr %8, align 8, !dbg !1852, !tbaa !625
  br label %427

427:                                              ; preds = %409, %402, %411
  %428 = phi ptr [ %376, %409 ], [ %406, %402 ], [ %423, %411 ]
  %429 = phi i32 [ %395, %409 ], [ %407, %402 ], [ %425, %411 ]
  %430 = phi i64 [ %378, %409 ], [ %408, %402 ], [ %426, %411 ]
    #dbg_value(ptr %398, !437, !DIExpression(), !1423)
  %431 = icmp ugt ptr %398, %244, !dbg !1643
  br i1 %431, label %443, label %320, !dbg !1644, !llvm.loop !1853

432:                                              ; preds = %380
    #dbg_value(ptr %9, !793, !DIExpression(), !1856)
    #dbg_value(ptr %8, !794, !DIExpression(), !1856)
  %433 = getelementptr inbounds %struct.FSE_decode_t, ptr %185, i64 %343, i32 1, !dbg !1858
    #dbg_value(i16 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1856)
    #dbg_value(i8 %438, !795, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1856)
    #dbg_value(i8 poison, !795, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1856)
    #dbg_value(i8 poison, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1856)
    #dbg_value(i8 %438, !797, !DIExpression(), !1856)
    #dbg_value(ptr %8, !809, !DIExpression(), !1859)
    #dbg_value(i8 poison, !814, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1859)
    #dbg_value(ptr %8, !818, !DIExpression(), !1861)
    #dbg_value(i8 poison, !825, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1861)
    #dbg_value(i32 63, !826, !DIExpression(), !1861)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !815, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1859)
    #dbg_value(ptr %8, !834, !DIExpression(), !1863)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1863)
    #dbg_value(!DIArgList(i64 poison, i32 poison, i8 poison, i32 poison), !798, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_stack_value), !1856)
    #dbg_value(ptr %439, !437, !DIExpression(), !1423)
  br label %434, !dbg !1865

434:                                              ; preds = %432, %373
  %435 = phi ptr [ %433, %432 ], [ %374, %373 ]
  %436 = phi i64 [ 3, %432 ], [ 2, %373 ]
  %437 = phi ptr [ %398, %432 ], [ %344, %373 ]
  %438 = load i8, ptr %435, align 2, !dbg !1866, !tbaa !332
  %439 = getelementptr inbounds i8, ptr %322, i64 %436, !dbg !1867
  store i8 %438, ptr %437, align 1, !dbg !1867, !tbaa !332
    #dbg_value(ptr %439, !437, !DIExpression(), !1423)
  %440 = ptrtoint ptr %439 to i64, !dbg !1868
  %441 = ptrtoint ptr %0 to i64, !dbg !1868
  %442 = sub i64 %440, %441, !dbg !1868
  br label %443, !dbg !1869

443:                                              ; preds = %375, %427, %237, %137, %116, %65, %58, %129, %434
  %444 = phi i64 [ %442, %434 ], [ %26, %129 ], [ -72, %58 ], [ -1, %65 ], [ -20, %116 ], [ -20, %137 ], [ -70, %237 ], [ -70, %427 ], [ -70, %375 ], !dbg !1423
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10, !dbg !1870
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #10, !dbg !1870
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10, !dbg !1870
  br label %752, !dbg !1871

445:                                              ; preds = %52
    #dbg_assign(i1 undef, !446, !DIExpression(), !1432, ptr %13, !DIExpression(), !1429)
    #dbg_value(i32 0, !434, !DIExpression(), !1429)
    #dbg_value(ptr %57, !439, !DIExpression(), !1429)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #10, !dbg !1872
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #10, !dbg !1873
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10, !dbg !1874
  %446 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %11, ptr noundef %25, i64 noundef %26), !dbg !1875
    #dbg_value(i64 %446, !447, !DIExpression(), !1876)
    #dbg_value(i64 %446, !523, !DIExpression(), !1877)
  %447 = icmp ult i64 %446, -119, !dbg !1879
  br i1 %447, label %448, label %750

448:                                              ; preds = %445
  call fastcc void @FSE_initDState(ptr noundef nonnull %12, ptr noundef nonnull %11, ptr noundef nonnull %16), !dbg !1880
  call fastcc void @FSE_initDState(ptr noundef nonnull %13, ptr noundef nonnull %11, ptr noundef nonnull %16), !dbg !1881
    #dbg_value(ptr %11, !135, !DIExpression(), !1882)
  %449 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !1884
  %450 = load i32, ptr %449, align 8, !dbg !1884, !tbaa !675
  %451 = icmp ugt i32 %450, 64, !dbg !1884
  br i1 %451, label %750, label %452, !dbg !1885, !prof !701

452:                                              ; preds = %448
  %453 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !1886
  %454 = load ptr, ptr %453, align 8, !dbg !1886, !tbaa !601
  %455 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !1887
  %456 = load ptr, ptr %455, align 8, !dbg !1887
  %457 = icmp ult ptr %454, %456, !dbg !1888
  br i1 %457, label %467, label %458, !dbg !1889

458:                                              ; preds = %452
    #dbg_value(ptr %11, !707, !DIExpression(), !1890)
  %459 = lshr i32 %450, 3, !dbg !1892
  %460 = zext nneg i32 %459 to i64, !dbg !1893
  %461 = sub nsw i64 0, %460, !dbg !1893
  %462 = getelementptr inbounds i8, ptr %454, i64 %461, !dbg !1893
  %463 = and i32 %450, 7, !dbg !1894
    #dbg_value(ptr %462, !602, !DIExpression(), !1895)
    #dbg_value(ptr %462, !609, !DIExpression(), !1897)
    #dbg_value(ptr %462, !617, !DIExpression(), !1899)
  %464 = load i64, ptr %462, align 1, !dbg !1901, !tbaa !305
  store i64 %464, ptr %11, align 8, !dbg !1902, !tbaa !625
  %465 = getelementptr inbounds i8, ptr %11, i64 24
  %466 = load ptr, ptr %465, align 8
  br label %490, !dbg !1903

467:                                              ; preds = %452
  %468 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !1904
  %469 = load ptr, ptr %468, align 8, !dbg !1904
  %470 = icmp eq ptr %454, %469, !dbg !1905
  br i1 %470, label %471, label %473, !dbg !1906

471:                                              ; preds = %467
  %472 = load i64, ptr %11, align 8, !tbaa !625
  br label %490, !dbg !1906

473:                                              ; preds = %467
  %474 = lshr i32 %450, 3, !dbg !1907
    #dbg_value(i32 %474, !136, !DIExpression(), !1908)
    #dbg_value(i32 0, !138, !DIExpression(), !1908)
  %475 = zext nneg i32 %474 to i64, !dbg !1909
  %476 = sub nsw i64 0, %475, !dbg !1909
  %477 = getelementptr inbounds i8, ptr %454, i64 %476, !dbg !1909
  %478 = icmp ult ptr %477, %469, !dbg !1910
  %479 = ptrtoint ptr %454 to i64, !dbg !1911
  %480 = ptrtoint ptr %469 to i64, !dbg !1911
  %481 = sub i64 %479, %480, !dbg !1911
  %482 = trunc i64 %481 to i32, !dbg !1911
  %483 = select i1 %478, i32 %482, i32 %474, !dbg !1911
    #dbg_value(i32 poison, !138, !DIExpression(), !1908)
    #dbg_value(i32 %483, !136, !DIExpression(), !1908)
  %484 = zext i32 %483 to i64, !dbg !1912
  %485 = sub nsw i64 0, %484, !dbg !1912
  %486 = getelementptr inbounds i8, ptr %454, i64 %485, !dbg !1912
  %487 = shl i32 %483, 3, !dbg !1913
  %488 = sub i32 %450, %487, !dbg !1914
    #dbg_value(ptr %486, !602, !DIExpression(), !1915)
    #dbg_value(ptr %486, !609, !DIExpression(), !1917)
    #dbg_value(ptr %486, !617, !DIExpression(), !1919)
  %489 = load i64, ptr %486, align 1, !dbg !1921, !tbaa !305
  store i64 %489, ptr %11, align 8, !dbg !1922, !tbaa !625
  br label %490

490:                                              ; preds = %471, %458, %473
  %491 = phi ptr [ %454, %471 ], [ %462, %458 ], [ %486, %473 ]
  %492 = phi ptr [ %454, %471 ], [ %466, %458 ], [ %469, %473 ]
  %493 = phi i64 [ %472, %471 ], [ %464, %458 ], [ %489, %473 ]
  %494 = phi i32 [ %450, %471 ], [ %463, %458 ], [ %488, %473 ]
  %495 = load i64, ptr %12, align 8, !tbaa !729
  %496 = load i64, ptr %13, align 8, !tbaa !729
  %497 = ptrtoint ptr %492 to i64
  %498 = getelementptr inbounds i8, ptr %12, i64 8
  %499 = load ptr, ptr %498, align 8
  %500 = getelementptr inbounds i8, ptr %13, i64 8
  %501 = load ptr, ptr %500, align 8
    #dbg_value(ptr %0, !437, !DIExpression(), !1429)
    #dbg_value(ptr %11, !135, !DIExpression(), !1923)
  %502 = icmp ugt i32 %494, 64, !dbg !1925
  br i1 %502, label %540, label %503, !dbg !1926, !prof !1608

503:                                              ; preds = %490, %549
  %504 = phi ptr [ %625, %549 ], [ %0, %490 ]
  %505 = phi i32 [ %613, %549 ], [ %494, %490 ]
  %506 = phi i64 [ %536, %549 ], [ %493, %490 ]
  %507 = phi i64 [ %603, %549 ], [ %495, %490 ]
  %508 = phi i64 [ %623, %549 ], [ %496, %490 ]
  %509 = phi ptr [ %535, %549 ], [ %491, %490 ]
    #dbg_value(ptr %504, !437, !DIExpression(), !1429)
  %510 = icmp ult ptr %509, %456, !dbg !1927
  br i1 %510, label %514, label %511, !dbg !1928

511:                                              ; preds = %503
    #dbg_value(ptr %11, !707, !DIExpression(), !1929)
  %512 = lshr i32 %505, 3, !dbg !1931
  %513 = and i32 %505, 7, !dbg !1932
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %512), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1933)
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %512), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1935)
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %512), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1937)
  br label %529, !dbg !1939

514:                                              ; preds = %503
  %515 = icmp eq ptr %509, %492, !dbg !1940
  br i1 %515, label %540, label %516, !dbg !1941

516:                                              ; preds = %514
  %517 = lshr i32 %505, 3, !dbg !1942
    #dbg_value(i32 %517, !136, !DIExpression(), !1943)
    #dbg_value(i32 0, !138, !DIExpression(), !1943)
  %518 = zext nneg i32 %517 to i64, !dbg !1944
  %519 = sub nsw i64 0, %518, !dbg !1944
  %520 = getelementptr inbounds i8, ptr %509, i64 %519, !dbg !1944
  %521 = icmp ult ptr %520, %492, !dbg !1945
  %522 = ptrtoint ptr %509 to i64, !dbg !1946
  %523 = sub i64 %522, %497, !dbg !1946
  %524 = trunc i64 %523 to i32, !dbg !1946
  %525 = select i1 %521, i32 %524, i32 %517, !dbg !1946
  %526 = zext i1 %521 to i32, !dbg !1946
    #dbg_value(i32 %526, !138, !DIExpression(), !1943)
    #dbg_value(i32 %525, !136, !DIExpression(), !1943)
  %527 = shl i32 %525, 3, !dbg !1947
  %528 = sub i32 %505, %527, !dbg !1948
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %525), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1949)
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %525), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1951)
    #dbg_value(!DIArgList(ptr %509, i64 0, i32 %525), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1953)
  br label %529

529:                                              ; preds = %511, %516
  %530 = phi i32 [ %512, %511 ], [ %525, %516 ]
  %531 = phi i32 [ %513, %511 ], [ %528, %516 ]
  %532 = phi i32 [ 0, %511 ], [ %526, %516 ], !dbg !1923
  %533 = zext i32 %530 to i64, !dbg !1923
  %534 = sub nsw i64 0, %533, !dbg !1923
  %535 = getelementptr inbounds i8, ptr %509, i64 %534, !dbg !1923
  %536 = load i64, ptr %535, align 1, !dbg !1923, !tbaa !305
  %537 = icmp eq i32 %532, 0, !dbg !1955
  %538 = icmp ult ptr %504, %57, !dbg !1956
  %539 = and i1 %538, %537, !dbg !1957
  br i1 %539, label %549, label %540, !dbg !1958

540:                                              ; preds = %529, %514, %549, %490
  %541 = phi i64 [ %496, %490 ], [ %508, %529 ], [ %508, %514 ], [ %623, %549 ]
  %542 = phi i64 [ %495, %490 ], [ %507, %529 ], [ %507, %514 ], [ %603, %549 ]
  %543 = phi ptr [ %0, %490 ], [ %504, %529 ], [ %504, %514 ], [ %625, %549 ], !dbg !1429
  %544 = phi i32 [ %494, %490 ], [ %531, %529 ], [ %505, %514 ], [ %613, %549 ]
  %545 = phi i64 [ %493, %490 ], [ %536, %529 ], [ %506, %514 ], [ %536, %549 ]
  %546 = phi ptr [ @BIT_reloadDStream.zeroFilled, %490 ], [ %535, %529 ], [ %509, %514 ], [ @BIT_reloadDStream.zeroFilled, %549 ]
  store i64 %545, ptr %11, align 8, !dbg !1959, !tbaa !625
  store i64 %542, ptr %12, align 8, !dbg !1960, !tbaa !729
  store i64 %541, ptr %13, align 8, !dbg !1960, !tbaa !729
  %547 = getelementptr inbounds i8, ptr %56, i64 -2
    #dbg_value(ptr %543, !437, !DIExpression(), !1429)
  %548 = icmp ugt ptr %543, %547, !dbg !1962
  br i1 %548, label %750, label %627, !dbg !1963

549:                                              ; preds = %529
    #dbg_value(ptr %12, !1151, !DIExpression(), !1964)
    #dbg_value(ptr %11, !1152, !DIExpression(), !1964)
  %550 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %507, !dbg !1966
  %551 = load i16, ptr %550, align 2, !dbg !1966, !tbaa !257
  %552 = getelementptr inbounds i8, ptr %550, i64 2, !dbg !1966
  %553 = load i8, ptr %552, align 2, !dbg !1966, !tbaa !332
  %554 = getelementptr inbounds i8, ptr %550, i64 3, !dbg !1966
  %555 = load i8, ptr %554, align 1, !dbg !1966, !tbaa !332
    #dbg_value(i16 %551, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1964)
    #dbg_value(i8 %553, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1964)
    #dbg_value(i8 %555, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1964)
  %556 = zext i8 %555 to i32, !dbg !1967
    #dbg_value(i32 %556, !1154, !DIExpression(), !1964)
    #dbg_value(i8 %553, !1155, !DIExpression(), !1964)
    #dbg_value(ptr %11, !1164, !DIExpression(), !1968)
    #dbg_value(i32 %556, !1169, !DIExpression(), !1968)
    #dbg_value(ptr %11, !1173, !DIExpression(), !1970)
    #dbg_value(i32 %556, !1176, !DIExpression(), !1970)
  %557 = add i32 %531, %556, !dbg !1972
  %558 = sub i32 0, %557, !dbg !1972
    #dbg_value(i64 %536, !1180, !DIExpression(), !1973)
    #dbg_value(!DIArgList(i32 0, i32 %557), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1973)
    #dbg_value(i32 %556, !1186, !DIExpression(), !1973)
    #dbg_value(i32 63, !1187, !DIExpression(), !1973)
  %559 = and i32 %558, 63, !dbg !1975
  %560 = zext nneg i32 %559 to i64, !dbg !1976
  %561 = lshr i64 %536, %560, !dbg !1976
  %562 = zext nneg i8 %555 to i64, !dbg !1977
  %563 = shl nsw i64 -1, %562, !dbg !1978
  %564 = xor i64 %563, -1, !dbg !1978
  %565 = and i64 %561, %564, !dbg !1979
    #dbg_value(i64 %565, !1170, !DIExpression(), !1968)
    #dbg_value(ptr %11, !834, !DIExpression(), !1980)
    #dbg_value(i32 %556, !839, !DIExpression(), !1980)
    #dbg_value(i64 %565, !1156, !DIExpression(), !1964)
  %566 = zext i16 %551 to i64, !dbg !1982
  store i8 %553, ptr %504, align 1, !dbg !1983, !tbaa !332
    #dbg_value(ptr %13, !1151, !DIExpression(), !1984)
    #dbg_value(ptr %11, !1152, !DIExpression(), !1984)
  %567 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %508, !dbg !1986
  %568 = load i16, ptr %567, align 2, !dbg !1986, !tbaa !257
  %569 = getelementptr inbounds i8, ptr %567, i64 2, !dbg !1986
  %570 = load i8, ptr %569, align 2, !dbg !1986, !tbaa !332
  %571 = getelementptr inbounds i8, ptr %567, i64 3, !dbg !1986
  %572 = load i8, ptr %571, align 1, !dbg !1986, !tbaa !332
    #dbg_value(i16 %568, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1984)
    #dbg_value(i8 %570, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1984)
    #dbg_value(i8 %572, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1984)
  %573 = zext i8 %572 to i32, !dbg !1987
    #dbg_value(i32 %573, !1154, !DIExpression(), !1984)
    #dbg_value(i8 %570, !1155, !DIExpression(), !1984)
    #dbg_value(ptr %11, !1164, !DIExpression(), !1988)
    #dbg_value(i32 %573, !1169, !DIExpression(), !1988)
    #dbg_value(ptr %11, !1173, !DIExpression(), !1990)
    #dbg_value(i32 %573, !1176, !DIExpression(), !1990)
  %574 = add i32 %557, %573, !dbg !1992
  %575 = sub i32 0, %574, !dbg !1992
    #dbg_value(i64 %536, !1180, !DIExpression(), !1993)
    #dbg_value(!DIArgList(i32 0, i32 %574), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1993)
    #dbg_value(i32 %573, !1186, !DIExpression(), !1993)
    #dbg_value(i32 63, !1187, !DIExpression(), !1993)
  %576 = and i32 %575, 63, !dbg !1995
  %577 = zext nneg i32 %576 to i64, !dbg !1996
  %578 = lshr i64 %536, %577, !dbg !1996
  %579 = zext nneg i8 %572 to i64, !dbg !1997
  %580 = shl nsw i64 -1, %579, !dbg !1998
  %581 = xor i64 %580, -1, !dbg !1998
  %582 = and i64 %578, %581, !dbg !1999
    #dbg_value(i64 %582, !1170, !DIExpression(), !1988)
    #dbg_value(ptr %11, !834, !DIExpression(), !2000)
    #dbg_value(i32 %573, !839, !DIExpression(), !2000)
    #dbg_value(i64 %582, !1156, !DIExpression(), !1984)
  %583 = zext i16 %568 to i64, !dbg !2002
  %584 = getelementptr inbounds i8, ptr %504, i64 1, !dbg !2003
  store i8 %570, ptr %584, align 1, !dbg !2004, !tbaa !332
    #dbg_value(ptr %12, !1151, !DIExpression(), !2005)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2005)
  %585 = getelementptr %struct.FSE_decode_t, ptr %499, i64 %565, !dbg !2007
  %586 = getelementptr %struct.FSE_decode_t, ptr %585, i64 %566, !dbg !2007
  %587 = load i16, ptr %586, align 2, !dbg !2007, !tbaa !257
  %588 = getelementptr inbounds i8, ptr %586, i64 2, !dbg !2007
  %589 = load i8, ptr %588, align 2, !dbg !2007, !tbaa !332
  %590 = getelementptr inbounds i8, ptr %586, i64 3, !dbg !2007
  %591 = load i8, ptr %590, align 1, !dbg !2007, !tbaa !332
    #dbg_value(i16 %587, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2005)
    #dbg_value(i8 %589, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2005)
    #dbg_value(i8 %591, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2005)
  %592 = zext i8 %591 to i32, !dbg !2008
    #dbg_value(i32 %592, !1154, !DIExpression(), !2005)
    #dbg_value(i8 %589, !1155, !DIExpression(), !2005)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2009)
    #dbg_value(i32 %592, !1169, !DIExpression(), !2009)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2011)
    #dbg_value(i32 %592, !1176, !DIExpression(), !2011)
  %593 = add i32 %574, %592, !dbg !2013
  %594 = sub i32 0, %593, !dbg !2013
    #dbg_value(i64 %536, !1180, !DIExpression(), !2014)
    #dbg_value(!DIArgList(i32 0, i32 %593), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2014)
    #dbg_value(i32 %592, !1186, !DIExpression(), !2014)
    #dbg_value(i32 63, !1187, !DIExpression(), !2014)
  %595 = and i32 %594, 63, !dbg !2016
  %596 = zext nneg i32 %595 to i64, !dbg !2017
  %597 = lshr i64 %536, %596, !dbg !2017
  %598 = zext nneg i8 %591 to i64, !dbg !2018
  %599 = shl nsw i64 -1, %598, !dbg !2019
  %600 = xor i64 %599, -1, !dbg !2019
  %601 = and i64 %597, %600, !dbg !2020
    #dbg_value(i64 %601, !1170, !DIExpression(), !2009)
    #dbg_value(ptr %11, !834, !DIExpression(), !2021)
    #dbg_value(i32 %592, !839, !DIExpression(), !2021)
    #dbg_value(i64 %601, !1156, !DIExpression(), !2005)
  %602 = zext i16 %587 to i64, !dbg !2023
  %603 = add nuw i64 %601, %602, !dbg !2024
  %604 = getelementptr inbounds i8, ptr %504, i64 2, !dbg !2025
  store i8 %589, ptr %604, align 1, !dbg !2026, !tbaa !332
    #dbg_value(ptr %13, !1151, !DIExpression(), !2027)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2027)
  %605 = getelementptr %struct.FSE_decode_t, ptr %501, i64 %582, !dbg !2029
  %606 = getelementptr %struct.FSE_decode_t, ptr %605, i64 %583, !dbg !2029
  %607 = load i16, ptr %606, align 2, !dbg !2029, !tbaa !257
  %608 = getelementptr inbounds i8, ptr %606, i64 2, !dbg !2029
  %609 = load i8, ptr %608, align 2, !dbg !2029, !tbaa !332
  %610 = getelementptr inbounds i8, ptr %606, i64 3, !dbg !2029
  %611 = load i8, ptr %610, align 1, !dbg !2029, !tbaa !332
    #dbg_value(i16 %607, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2027)
    #dbg_value(i8 %609, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2027)
    #dbg_value(i8 %611, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2027)
  %612 = zext i8 %611 to i32, !dbg !2030
    #dbg_value(i32 %612, !1154, !DIExpression(), !2027)
    #dbg_value(i8 %609, !1155, !DIExpression(), !2027)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2031)
    #dbg_value(i32 %612, !1169, !DIExpression(), !2031)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2033)
    #dbg_value(i32 %612, !1176, !DIExpression(), !2033)
  %613 = add i32 %593, %612, !dbg !2035
  %614 = sub i32 0, %613, !dbg !2035
    #dbg_value(i64 %536, !1180, !DIExpression(), !2036)
    #dbg_value(!DIArgList(i32 0, i32 %613), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2036)
    #dbg_value(i32 %612, !1186, !DIExpression(), !2036)
    #dbg_value(i32 63, !1187, !DIExpression(), !2036)
  %615 = and i32 %614, 63, !dbg !2038
  %616 = zext nneg i32 %615 to i64, !dbg !2039
  %617 = lshr i64 %536, %616, !dbg !2039
  %618 = zext nneg i8 %611 to i64, !dbg !2040
  %619 = shl nsw i64 -1, %618, !dbg !2041
  %620 = xor i64 %619, -1, !dbg !2041
  %621 = and i64 %617, %620, !dbg !2042
    #dbg_value(i64 %621, !1170, !DIExpression(), !2031)
    #dbg_value(ptr %11, !834, !DIExpression(), !2043)
    #dbg_value(i32 %612, !839, !DIExpression(), !2043)
    #dbg_value(i64 %621, !1156, !DIExpression(), !2027)
  %622 = zext i16 %607 to i64, !dbg !2045
  %623 = add nuw i64 %621, %622, !dbg !2046
  %624 = getelementptr inbounds i8, ptr %504, i64 3, !dbg !2047
  store i8 %609, ptr %624, align 1, !dbg !2048, !tbaa !332
  %625 = getelementptr inbounds i8, ptr %504, i64 4, !dbg !2049
    #dbg_value(ptr %625, !437, !DIExpression(), !1429)
    #dbg_value(ptr %11, !135, !DIExpression(), !1923)
  %626 = icmp ugt i32 %613, 64, !dbg !1925
  br i1 %626, label %540, label %503, !dbg !1926, !prof !905, !llvm.loop !2050

627:                                              ; preds = %540, %734
  %628 = phi ptr [ %735, %734 ], [ %546, %540 ]
  %629 = phi ptr [ %706, %734 ], [ %543, %540 ]
  %630 = phi i64 [ %651, %734 ], [ %542, %540 ]
  %631 = phi i64 [ %737, %734 ], [ %545, %540 ]
  %632 = phi i32 [ %736, %734 ], [ %544, %540 ]
  %633 = phi i64 [ %705, %734 ], [ %541, %540 ]
    #dbg_value(ptr %629, !437, !DIExpression(), !1429)
    #dbg_value(ptr %12, !1151, !DIExpression(), !2052)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2052)
  %634 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %630, !dbg !2054
  %635 = load i16, ptr %634, align 2, !dbg !2054, !tbaa !257
  %636 = getelementptr inbounds i8, ptr %634, i64 2, !dbg !2054
  %637 = load i8, ptr %636, align 2, !dbg !2054, !tbaa !332
  %638 = getelementptr inbounds i8, ptr %634, i64 3, !dbg !2054
  %639 = load i8, ptr %638, align 1, !dbg !2054, !tbaa !332
    #dbg_value(i16 %635, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2052)
    #dbg_value(i8 %637, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2052)
    #dbg_value(i8 %639, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2052)
  %640 = zext i8 %639 to i32, !dbg !2055
    #dbg_value(i32 %640, !1154, !DIExpression(), !2052)
    #dbg_value(i8 %637, !1155, !DIExpression(), !2052)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2056)
    #dbg_value(i32 %640, !1169, !DIExpression(), !2056)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2058)
    #dbg_value(i32 %640, !1176, !DIExpression(), !2058)
  %641 = add i32 %632, %640, !dbg !2060
  %642 = sub i32 0, %641, !dbg !2060
    #dbg_value(i64 %631, !1180, !DIExpression(), !2061)
    #dbg_value(!DIArgList(i32 0, i32 %641), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2061)
    #dbg_value(i32 %640, !1186, !DIExpression(), !2061)
    #dbg_value(i32 63, !1187, !DIExpression(), !2061)
  %643 = and i32 %642, 63, !dbg !2063
  %644 = zext nneg i32 %643 to i64, !dbg !2064
  %645 = lshr i64 %631, %644, !dbg !2064
  %646 = zext nneg i8 %639 to i64, !dbg !2065
  %647 = shl nsw i64 -1, %646, !dbg !2066
  %648 = xor i64 %647, -1, !dbg !2066
  %649 = and i64 %645, %648, !dbg !2067
    #dbg_value(i64 %649, !1170, !DIExpression(), !2056)
    #dbg_value(ptr %11, !834, !DIExpression(), !2068)
    #dbg_value(i32 %640, !839, !DIExpression(), !2068)
    #dbg_value(i64 %649, !1156, !DIExpression(), !2052)
  %650 = zext i16 %635 to i64, !dbg !2070
  %651 = add nuw i64 %649, %650, !dbg !2071
  %652 = getelementptr inbounds i8, ptr %629, i64 1, !dbg !2072
    #dbg_value(ptr %652, !437, !DIExpression(), !1429)
  store i8 %637, ptr %629, align 1, !dbg !2073, !tbaa !332
    #dbg_value(ptr %11, !135, !DIExpression(), !2074)
  %653 = icmp ugt i32 %641, 64, !dbg !2076
  br i1 %653, label %673, label %654, !dbg !2077, !prof !701

654:                                              ; preds = %627
  %655 = icmp ult ptr %628, %456, !dbg !2078
  br i1 %655, label %659, label %656, !dbg !2079

656:                                              ; preds = %654
    #dbg_value(ptr %11, !707, !DIExpression(), !2080)
  %657 = lshr i32 %641, 3, !dbg !2082
  %658 = and i32 %641, 7, !dbg !2083
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %657), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2084)
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %657), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2086)
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %657), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2088)
  br label %675, !dbg !2090

659:                                              ; preds = %654
  %660 = icmp eq ptr %628, %492, !dbg !2091
  br i1 %660, label %682, label %661, !dbg !2092

661:                                              ; preds = %659
  %662 = lshr i32 %641, 3, !dbg !2093
    #dbg_value(i32 %662, !136, !DIExpression(), !2094)
    #dbg_value(i32 0, !138, !DIExpression(), !2094)
  %663 = zext nneg i32 %662 to i64, !dbg !2095
  %664 = sub nsw i64 0, %663, !dbg !2095
  %665 = getelementptr inbounds i8, ptr %628, i64 %664, !dbg !2095
  %666 = icmp ult ptr %665, %492, !dbg !2096
  %667 = ptrtoint ptr %628 to i64, !dbg !2097
  %668 = sub i64 %667, %497, !dbg !2097
  %669 = trunc i64 %668 to i32, !dbg !2097
  %670 = select i1 %666, i32 %669, i32 %662, !dbg !2097
    #dbg_value(i32 poison, !138, !DIExpression(), !2094)
    #dbg_value(i32 %670, !136, !DIExpression(), !2094)
  %671 = shl i32 %670, 3, !dbg !2098
  %672 = sub i32 %641, %671, !dbg !2099
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %670), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2100)
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %670), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2102)
    #dbg_value(!DIArgList(ptr %628, i64 0, i32 %670), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2104)
  br label %675

673:                                              ; preds = %627
    #dbg_value(ptr %13, !1151, !DIExpression(), !2106)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2106)
  %674 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %633, i32 1, !dbg !2108
    #dbg_value(i16 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2106)
    #dbg_value(i8 %745, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2106)
    #dbg_value(i8 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2106)
    #dbg_value(i8 poison, !1154, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2106)
    #dbg_value(i8 %745, !1155, !DIExpression(), !2106)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2109)
    #dbg_value(i8 poison, !1169, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2109)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2111)
    #dbg_value(i8 poison, !1176, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2111)
    #dbg_value(i64 %631, !1180, !DIExpression(), !2113)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !2113)
    #dbg_value(i8 poison, !1186, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2113)
    #dbg_value(i32 63, !1187, !DIExpression(), !2113)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1170, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !2109)
    #dbg_value(ptr %11, !834, !DIExpression(), !2115)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2115)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !2106)
    #dbg_value(ptr %746, !437, !DIExpression(), !1429)
  br label %741, !dbg !2117

675:                                              ; preds = %661, %656
  %676 = phi i32 [ %657, %656 ], [ %670, %661 ]
  %677 = phi i32 [ %658, %656 ], [ %672, %661 ]
  %678 = zext i32 %676 to i64, !dbg !2074
  %679 = sub nsw i64 0, %678, !dbg !2074
  %680 = getelementptr inbounds i8, ptr %628, i64 %679, !dbg !2074
  %681 = load i64, ptr %680, align 1, !dbg !2074, !tbaa !305
  br label %682, !dbg !2118

682:                                              ; preds = %675, %659
  %683 = phi ptr [ %628, %659 ], [ %680, %675 ]
  %684 = phi i32 [ %641, %659 ], [ %677, %675 ]
  %685 = phi i64 [ %631, %659 ], [ %681, %675 ]
  %686 = icmp ugt ptr %652, %547, !dbg !2118
  br i1 %686, label %750, label %687, !dbg !2119

687:                                              ; preds = %682
    #dbg_value(ptr %13, !1151, !DIExpression(), !2120)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2120)
  %688 = getelementptr inbounds %struct.FSE_decode_t, ptr %501, i64 %633, !dbg !2122
  %689 = load i16, ptr %688, align 2, !dbg !2122, !tbaa !257
  %690 = getelementptr inbounds i8, ptr %688, i64 2, !dbg !2122
  %691 = load i8, ptr %690, align 2, !dbg !2122, !tbaa !332
  %692 = getelementptr inbounds i8, ptr %688, i64 3, !dbg !2122
  %693 = load i8, ptr %692, align 1, !dbg !2122, !tbaa !332
    #dbg_value(i16 %689, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2120)
    #dbg_value(i8 %691, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2120)
    #dbg_value(i8 %693, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2120)
  %694 = zext i8 %693 to i32, !dbg !2123
    #dbg_value(i32 %694, !1154, !DIExpression(), !2120)
    #dbg_value(i8 %691, !1155, !DIExpression(), !2120)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2124)
    #dbg_value(i32 %694, !1169, !DIExpression(), !2124)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2126)
    #dbg_value(i32 %694, !1176, !DIExpression(), !2126)
  %695 = add i32 %684, %694, !dbg !2128
  %696 = sub i32 0, %695, !dbg !2128
    #dbg_value(i64 %685, !1180, !DIExpression(), !2129)
    #dbg_value(!DIArgList(i32 0, i32 %695), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2129)
    #dbg_value(i32 %694, !1186, !DIExpression(), !2129)
    #dbg_value(i32 63, !1187, !DIExpression(), !2129)
  %697 = and i32 %696, 63, !dbg !2131
  %698 = zext nneg i32 %697 to i64, !dbg !2132
  %699 = lshr i64 %685, %698, !dbg !2132
  %700 = zext nneg i8 %693 to i64, !dbg !2133
  %701 = shl nsw i64 -1, %700, !dbg !2134
  %702 = xor i64 %701, -1, !dbg !2134
  %703 = and i64 %699, %702, !dbg !2135
    #dbg_value(i64 %703, !1170, !DIExpression(), !2124)
    #dbg_value(ptr %11, !834, !DIExpression(), !2136)
    #dbg_value(i32 %694, !839, !DIExpression(), !2136)
    #dbg_value(i64 %703, !1156, !DIExpression(), !2120)
  %704 = zext i16 %689 to i64, !dbg !2138
  %705 = add nuw i64 %703, %704, !dbg !2139
  %706 = getelementptr inbounds i8, ptr %629, i64 2, !dbg !2140
    #dbg_value(ptr %706, !437, !DIExpression(), !1429)
  store i8 %691, ptr %652, align 1, !dbg !2141, !tbaa !332
    #dbg_value(ptr %11, !135, !DIExpression(), !2142)
  %707 = icmp ugt i32 %695, 64, !dbg !2144
  br i1 %707, label %739, label %708, !dbg !2145, !prof !701

708:                                              ; preds = %687
  %709 = icmp ult ptr %683, %456, !dbg !2146
  br i1 %709, label %713, label %710, !dbg !2147

710:                                              ; preds = %708
    #dbg_value(ptr %11, !707, !DIExpression(), !2148)
  %711 = lshr i32 %695, 3, !dbg !2150
  %712 = and i32 %695, 7, !dbg !2151
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %711), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2152)
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %711), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2154)
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %711), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2156)
  br label %727, !dbg !2158

713:                                              ; preds = %708
  %714 = icmp eq ptr %683, %492, !dbg !2159
  br i1 %714, label %734, label %715, !dbg !2160

715:                                              ; preds = %713
  %716 = lshr i32 %695, 3, !dbg !2161
    #dbg_value(i32 %716, !136, !DIExpression(), !2162)
    #dbg_value(i32 0, !138, !DIExpression(), !2162)
  %717 = zext nneg i32 %716 to i64, !dbg !2163
  %718 = sub nsw i64 0, %717, !dbg !2163
  %719 = getelementptr inbounds i8, ptr %683, i64 %718, !dbg !2163
  %720 = icmp ult ptr %719, %492, !dbg !2164
  %721 = ptrtoint ptr %683 to i64, !dbg !2165
  %722 = sub i64 %721, %497, !dbg !2165
  %723 = trunc i64 %722 to i32, !dbg !2165
  %724 = select i1 %720, i32 %723, i32 %716, !dbg !2165
    #dbg_value(i32 poison, !138, !DIExpression(), !2162)
    #dbg_value(i32 %724, !136, !DIExpression(), !2162)
  %725 = shl i32 %724, 3, !dbg !2166
  %726 = sub i32 %695, %725, !dbg !2167
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %724), !602, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2168)
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %724), !609, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2170)
    #dbg_value(!DIArgList(ptr %683, i64 0, i32 %724), !617, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !2172)
  br label %727

727:                                              ; preds = %715, %710
  %728 = phi i32 [ %711, %710 ], [ %724, %715 ]
  %729 = phi i32 [ %712, %710 ], [ %726, %715 ]
  %730 = zext i32 %728 to i64, !dbg !2142
  %731 = sub nsw i64 0, %730, !dbg !2142
  %732 = getelementptr inbounds i8, ptr %683, i64 %731, !dbg !2142
  %733 = load i64, ptr %732, align 1, !dbg !2142, !tbaa !305
  br label %734, !dbg !1962

734:                                              ; preds = %727, %713
  %735 = phi ptr [ %683, %713 ], [ %732, %727 ]
  %736 = phi i32 [ %695, %713 ], [ %729, %727 ]
  %737 = phi i64 [ %685, %713 ], [ %733, %727 ]
    #dbg_value(ptr %706, !437, !DIExpression(), !1429)
  %738 = icmp ugt ptr %706, %547, !dbg !1962
  br i1 %738, label %750, label %627, !dbg !1963, !llvm.loop !2174

739:                                              ; preds = %687
    #dbg_value(ptr %12, !1151, !DIExpression(), !2177)
    #dbg_value(ptr %11, !1152, !DIExpression(), !2177)
  %740 = getelementptr inbounds %struct.FSE_decode_t, ptr %499, i64 %651, i32 1, !dbg !2179
    #dbg_value(i16 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !2177)
    #dbg_value(i8 %745, !1153, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !2177)
    #dbg_value(i8 poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !2177)
    #dbg_value(i8 poison, !1154, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2177)
    #dbg_value(i8 %745, !1155, !DIExpression(), !2177)
    #dbg_value(ptr %11, !1164, !DIExpression(), !2180)
    #dbg_value(i8 poison, !1169, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2180)
    #dbg_value(ptr %11, !1173, !DIExpression(), !2182)
    #dbg_value(i8 poison, !1176, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2182)
    #dbg_value(i64 %685, !1180, !DIExpression(), !2184)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !2184)
    #dbg_value(i8 poison, !1186, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2184)
    #dbg_value(i32 63, !1187, !DIExpression(), !2184)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1170, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !2180)
    #dbg_value(ptr %11, !834, !DIExpression(), !2186)
    #dbg_value(i8 poison, !839, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2186)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i32 poison, i32 poison, i8 poison), !1156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_minus, DW_OP_constu, 63, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_and, DW_OP_stack_value), !2177)
    #dbg_value(ptr %746, !437, !DIExpression(), !1429)
  br label %741, !dbg !2188

741:                                              ; preds = %739, %673
  %742 = phi ptr [ %740, %739 ], [ %674, %673 ]
  %743 = phi i64 [ 3, %739 ], [ 2, %673 ]
  %744 = phi ptr [ %706, %739 ], [ %652, %673 ]
  %745 = load i8, ptr %742, align 2, !dbg !2189, !tbaa !332
  %746 = getelementptr inbounds i8, ptr %629, i64 %743, !dbg !2190
  store i8 %745, ptr %744, align 1, !dbg !2190, !tbaa !332
    #dbg_value(ptr %746, !437, !DIExpression(), !1429)
  %747 = ptrtoint ptr %746 to i64, !dbg !2191
  %748 = ptrtoint ptr %0 to i64, !dbg !2191
  %749 = sub i64 %747, %748, !dbg !2191
  br label %750, !dbg !2192

750:                                              ; preds = %682, %734, %540, %448, %445, %741
  %751 = phi i64 [ %749, %741 ], [ %446, %445 ], [ -20, %448 ], [ -70, %540 ], [ -70, %734 ], [ -70, %682 ], !dbg !1429
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10, !dbg !2193
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #10, !dbg !2193
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #10, !dbg !2193
  br label %752, !dbg !2194

752:                                              ; preds = %21, %18, %7, %24, %43, %443, %750
  %753 = phi i64 [ %50, %43 ], [ -1, %7 ], [ -44, %24 ], [ %444, %443 ], [ %751, %750 ], [ -44, %21 ], [ %19, %18 ], !dbg !1434
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #10, !dbg !2195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #10, !dbg !2195
  ret i64 %753, !dbg !2196
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

declare !dbg !2197 i64 @FSE_readNCount_bmi2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i64 1, 0) i64 @BIT_initDStream(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 !dbg !568 {
    #dbg_value(ptr %0, !567, !DIExpression(), !2202)
    #dbg_value(ptr %1, !572, !DIExpression(), !2202)
    #dbg_value(i64 %2, !573, !DIExpression(), !2202)
  %4 = icmp eq i64 %2, 0, !dbg !2203
  br i1 %4, label %5, label %6, !dbg !2204

5:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false), !dbg !2205
  br label %87, !dbg !2207

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2208
  store ptr %1, ptr %7, align 8, !dbg !2209, !tbaa !588
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2210
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2211
  store ptr %8, ptr %9, align 8, !dbg !2212, !tbaa !594
  %10 = icmp ugt i64 %2, 7, !dbg !2213
  br i1 %10, label %11, label %27, !dbg !2214

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !2215
  %13 = getelementptr inbounds i8, ptr %12, i64 -8, !dbg !2216
  %14 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2217
  store ptr %13, ptr %14, align 8, !dbg !2218, !tbaa !601
    #dbg_value(ptr %13, !602, !DIExpression(), !2219)
    #dbg_value(ptr %13, !609, !DIExpression(), !2221)
    #dbg_value(ptr %13, !617, !DIExpression(), !2223)
  %15 = load i64, ptr %13, align 1, !dbg !2225, !tbaa !305
  store i64 %15, ptr %0, align 8, !dbg !2226, !tbaa !625
  %16 = getelementptr i8, ptr %12, i64 -1, !dbg !2227
  %17 = load i8, ptr %16, align 1, !dbg !2227, !tbaa !332
    #dbg_value(i8 %17, !574, !DIExpression(), !2228)
  %18 = icmp eq i8 %17, 0, !dbg !2229
  br i1 %18, label %25, label %19, !dbg !2229

19:                                               ; preds = %11
  %20 = zext i8 %17 to i32, !dbg !2229
    #dbg_value(i32 %20, !376, !DIExpression(), !2230)
    #dbg_value(i32 %20, !384, !DIExpression(), !2232)
  %21 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %20, i1 true), !dbg !2234
  %22 = xor i32 %21, 31, !dbg !2235
  %23 = sub nuw nsw i32 8, %22, !dbg !2236
  %24 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2237
  store i32 %23, ptr %24, align 8, !dbg !2238, !tbaa !675
  br label %87

25:                                               ; preds = %11
  %26 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2237
  store i32 0, ptr %26, align 8, !dbg !2238, !tbaa !675
  br label %87

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2239
  store ptr %1, ptr %28, align 8, !dbg !2240, !tbaa !601
  %29 = load i8, ptr %1, align 1, !dbg !2241, !tbaa !332
  %30 = zext i8 %29 to i64, !dbg !2241
  store i64 %30, ptr %0, align 8, !dbg !2242, !tbaa !625
  switch i64 %2, label %72 [
    i64 7, label %31
    i64 6, label %37
    i64 5, label %44
    i64 4, label %51
    i64 3, label %58
    i64 2, label %65
  ], !dbg !2243

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !2244
  %33 = load i8, ptr %32, align 1, !dbg !2244, !tbaa !332
  %34 = zext i8 %33 to i64, !dbg !2245
  %35 = shl nuw nsw i64 %34, 48, !dbg !2246
  %36 = or disjoint i64 %35, %30, !dbg !2247
  store i64 %36, ptr %0, align 8, !dbg !2247, !tbaa !625
  br label %37, !dbg !2248

37:                                               ; preds = %27, %31
  %38 = phi i64 [ %30, %27 ], [ %36, %31 ], !dbg !2249
  %39 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !2250
  %40 = load i8, ptr %39, align 1, !dbg !2250, !tbaa !332
  %41 = zext i8 %40 to i64, !dbg !2251
  %42 = shl nuw nsw i64 %41, 40, !dbg !2252
  %43 = add nuw nsw i64 %42, %38, !dbg !2249
  store i64 %43, ptr %0, align 8, !dbg !2249, !tbaa !625
  br label %44, !dbg !2253

44:                                               ; preds = %27, %37
  %45 = phi i64 [ %30, %27 ], [ %43, %37 ], !dbg !2254
  %46 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !2255
  %47 = load i8, ptr %46, align 1, !dbg !2255, !tbaa !332
  %48 = zext i8 %47 to i64, !dbg !2256
  %49 = shl nuw nsw i64 %48, 32, !dbg !2257
  %50 = add nuw nsw i64 %49, %45, !dbg !2254
  store i64 %50, ptr %0, align 8, !dbg !2254, !tbaa !625
  br label %51, !dbg !2258

51:                                               ; preds = %27, %44
  %52 = phi i64 [ %30, %27 ], [ %50, %44 ], !dbg !2259
  %53 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !2260
  %54 = load i8, ptr %53, align 1, !dbg !2260, !tbaa !332
  %55 = zext i8 %54 to i64, !dbg !2261
  %56 = shl nuw nsw i64 %55, 24, !dbg !2262
  %57 = add nuw nsw i64 %56, %52, !dbg !2259
  store i64 %57, ptr %0, align 8, !dbg !2259, !tbaa !625
  br label %58, !dbg !2263

58:                                               ; preds = %27, %51
  %59 = phi i64 [ %30, %27 ], [ %57, %51 ], !dbg !2264
  %60 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !2265
  %61 = load i8, ptr %60, align 1, !dbg !2265, !tbaa !332
  %62 = zext i8 %61 to i64, !dbg !2266
  %63 = shl nuw nsw i64 %62, 16, !dbg !2267
  %64 = add nuw nsw i64 %63, %59, !dbg !2264
  store i64 %64, ptr %0, align 8, !dbg !2264, !tbaa !625
  br label %65, !dbg !2268

65:                                               ; preds = %27, %58
  %66 = phi i64 [ %30, %27 ], [ %64, %58 ], !dbg !2269
  %67 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !2270
  %68 = load i8, ptr %67, align 1, !dbg !2270, !tbaa !332
  %69 = zext i8 %68 to i64, !dbg !2271
  %70 = shl nuw nsw i64 %69, 8, !dbg !2272
  %71 = add nuw nsw i64 %70, %66, !dbg !2269
  store i64 %71, ptr %0, align 8, !dbg !2269, !tbaa !625
  br label %72, !dbg !2273

72:                                               ; preds = %65, %27
  %73 = getelementptr i8, ptr %1, i64 %2, !dbg !2274
  %74 = getelementptr i8, ptr %73, i64 -1, !dbg !2274
  %75 = load i8, ptr %74, align 1, !dbg !2274, !tbaa !332
    #dbg_value(i8 %75, !578, !DIExpression(), !2275)
  %76 = icmp eq i8 %75, 0, !dbg !2276
  br i1 %76, label %77, label %79, !dbg !2276

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2277
  store i32 0, ptr %78, align 8, !dbg !2278, !tbaa !675
  br label %87

79:                                               ; preds = %72
  %80 = zext i8 %75 to i32, !dbg !2276
    #dbg_value(i32 %80, !376, !DIExpression(), !2279)
    #dbg_value(i32 %80, !384, !DIExpression(), !2281)
  %81 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %80, i1 true), !dbg !2283
  %82 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2277
  %83 = trunc nuw i64 %2 to i32, !dbg !2284
  %84 = shl nuw nsw i32 %83, 3, !dbg !2285
  %85 = sub nsw i32 %81, %84, !dbg !2285
  %86 = add nsw i32 %85, 41, !dbg !2285
  store i32 %86, ptr %82, align 8, !dbg !2285, !tbaa !675
  br label %87

87:                                               ; preds = %79, %19, %77, %25, %5
  %88 = phi i64 [ -72, %5 ], [ -1, %25 ], [ -20, %77 ], [ %2, %19 ], [ %2, %79 ], !dbg !2202
  ret i64 %88, !dbg !2286
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @FSE_initDState(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr noundef %2) unnamed_addr #7 !dbg !2287 {
    #dbg_value(ptr %0, !2291, !DIExpression(), !2297)
    #dbg_value(ptr %1, !2292, !DIExpression(), !2297)
    #dbg_value(ptr %2, !2293, !DIExpression(), !2297)
    #dbg_value(ptr %2, !2294, !DIExpression(), !2297)
    #dbg_value(ptr %2, !2295, !DIExpression(), !2297)
  %4 = load i16, ptr %2, align 2, !dbg !2298, !tbaa !2299
  %5 = zext i16 %4 to i32, !dbg !2300
    #dbg_value(ptr %1, !1164, !DIExpression(), !2301)
    #dbg_value(i32 %5, !1169, !DIExpression(), !2301)
    #dbg_value(ptr %1, !1173, !DIExpression(), !2303)
    #dbg_value(i32 %5, !1176, !DIExpression(), !2303)
  %6 = load i64, ptr %1, align 8, !dbg !2305, !tbaa !625
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2306
  %8 = load i32, ptr %7, align 8, !dbg !2306, !tbaa !675
  %9 = add i32 %8, %5, !dbg !2307
  %10 = sub i32 0, %9, !dbg !2307
    #dbg_value(i64 %6, !1180, !DIExpression(), !2308)
    #dbg_value(!DIArgList(i32 0, i32 %9), !1185, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2308)
    #dbg_value(i32 %5, !1186, !DIExpression(), !2308)
    #dbg_value(i32 63, !1187, !DIExpression(), !2308)
  %11 = and i32 %10, 63, !dbg !2310
  %12 = zext nneg i32 %11 to i64, !dbg !2311
  %13 = lshr i64 %6, %12, !dbg !2311
  %14 = zext nneg i16 %4 to i64, !dbg !2312
  %15 = shl nsw i64 -1, %14, !dbg !2313
  %16 = xor i64 %15, -1, !dbg !2313
  %17 = and i64 %13, %16, !dbg !2314
    #dbg_value(i64 %17, !1170, !DIExpression(), !2301)
    #dbg_value(ptr %1, !834, !DIExpression(), !2315)
    #dbg_value(i32 %5, !839, !DIExpression(), !2315)
  store i32 %9, ptr %7, align 8, !dbg !2317, !tbaa !675
  store i64 %17, ptr %0, align 8, !dbg !2318, !tbaa !729
    #dbg_value(ptr %1, !135, !DIExpression(), !2319)
  %18 = icmp ugt i32 %9, 64, !dbg !2321
  %19 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2319
  br i1 %18, label %20, label %21, !dbg !2322, !prof !701

20:                                               ; preds = %3
  store ptr @BIT_reloadDStream.zeroFilled, ptr %19, align 8, !dbg !2323, !tbaa !601
  br label %54, !dbg !2325

21:                                               ; preds = %3
  %22 = load ptr, ptr %19, align 8, !dbg !2326, !tbaa !601
  %23 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !2327
  %24 = load ptr, ptr %23, align 8, !dbg !2327, !tbaa !594
  %25 = icmp ult ptr %22, %24, !dbg !2328
  br i1 %25, label %33, label %26, !dbg !2329

26:                                               ; preds = %21
    #dbg_value(ptr %1, !707, !DIExpression(), !2330)
  %27 = lshr i32 %9, 3, !dbg !2332
  %28 = zext nneg i32 %27 to i64, !dbg !2333
  %29 = sub nsw i64 0, %28, !dbg !2333
  %30 = getelementptr inbounds i8, ptr %22, i64 %29, !dbg !2333
  store ptr %30, ptr %19, align 8, !dbg !2333, !tbaa !601
  %31 = and i32 %9, 7, !dbg !2334
  store i32 %31, ptr %7, align 8, !dbg !2334, !tbaa !675
    #dbg_value(ptr %30, !602, !DIExpression(), !2335)
    #dbg_value(ptr %30, !609, !DIExpression(), !2337)
    #dbg_value(ptr %30, !617, !DIExpression(), !2339)
  %32 = load i64, ptr %30, align 1, !dbg !2341, !tbaa !305
  store i64 %32, ptr %1, align 8, !dbg !2342, !tbaa !625
  br label %54, !dbg !2343

33:                                               ; preds = %21
  %34 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !2344
  %35 = load ptr, ptr %34, align 8, !dbg !2344, !tbaa !588
  %36 = icmp eq ptr %22, %35, !dbg !2345
  br i1 %36, label %54, label %37, !dbg !2346

37:                                               ; preds = %33
  %38 = lshr i32 %9, 3, !dbg !2347
    #dbg_value(i32 %38, !136, !DIExpression(), !2348)
    #dbg_value(i32 0, !138, !DIExpression(), !2348)
  %39 = zext nneg i32 %38 to i64, !dbg !2349
  %40 = sub nsw i64 0, %39, !dbg !2349
  %41 = getelementptr inbounds i8, ptr %22, i64 %40, !dbg !2349
  %42 = icmp ult ptr %41, %35, !dbg !2350
  %43 = ptrtoint ptr %22 to i64, !dbg !2351
  %44 = ptrtoint ptr %35 to i64, !dbg !2351
  %45 = sub i64 %43, %44, !dbg !2351
  %46 = trunc i64 %45 to i32, !dbg !2351
  %47 = select i1 %42, i32 %46, i32 %38, !dbg !2351
    #dbg_value(i32 poison, !138, !DIExpression(), !2348)
    #dbg_value(i32 %47, !136, !DIExpression(), !2348)
  %48 = zext i32 %47 to i64, !dbg !2352
  %49 = sub nsw i64 0, %48, !dbg !2352
  %50 = getelementptr inbounds i8, ptr %22, i64 %49, !dbg !2352
  store ptr %50, ptr %19, align 8, !dbg !2352, !tbaa !601
  %51 = shl i32 %47, 3, !dbg !2353
  %52 = sub i32 %9, %51, !dbg !2354
  store i32 %52, ptr %7, align 8, !dbg !2354, !tbaa !675
    #dbg_value(ptr %50, !602, !DIExpression(), !2355)
    #dbg_value(ptr %50, !609, !DIExpression(), !2357)
    #dbg_value(ptr %50, !617, !DIExpression(), !2359)
  %53 = load i64, ptr %50, align 1, !dbg !2361, !tbaa !305
  store i64 %53, ptr %1, align 8, !dbg !2362, !tbaa !625
  br label %54

54:                                               ; preds = %33, %20, %26, %37
  %55 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !2363
  %56 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2364
  store ptr %55, ptr %56, align 8, !dbg !2365, !tbaa !2366
  ret void, !dbg !2367
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

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!140, !141, !142, !143, !144, !145, !146}
!llvm.ident = !{!147}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "zeroFilled", scope: !2, file: !3, line: 416, type: !139, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "BIT_reloadDStream", scope: !3, file: !3, line: 412, type: !4, scopeLine: 413, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !134)
!3 = !DIFile(filename: "src/zstd/lib/common/bitstream.h", directory: ".", checksumkind: CSK_MD5, checksum: "4539a95e06d8c3ec524ed55ae936cbde")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !14}
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "BIT_DStream_status", file: !3, line: 102, baseType: !7)
!7 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 98, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !{!10, !11, !12, !13}
!10 = !DIEnumerator(name: "BIT_DStream_unfinished", value: 0)
!11 = !DIEnumerator(name: "BIT_DStream_endOfBuffer", value: 1)
!12 = !DIEnumerator(name: "BIT_DStream_completed", value: 2)
!13 = !DIEnumerator(name: "BIT_DStream_overflow", value: 3)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "BIT_DStream_t", file: !3, line: 96, baseType: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 90, size: 320, elements: !17)
!17 = !{!18, !23, !24, !28, !29}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "bitContainer", scope: !16, file: !3, line: 91, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "BitContainerType", file: !3, line: 51, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "bitsConsumed", scope: !16, file: !3, line: 92, baseType: !8, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !16, file: !3, line: 93, baseType: !25, size: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !16, file: !3, line: 94, baseType: !25, size: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "limitPtr", scope: !16, file: !3, line: 95, baseType: !25, size: 64, offset: 256)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !31, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !32, retainedTypes: !72, globals: !133, splitDebugInlining: false, nameTableKind: None)
!31 = !DIFile(filename: "src/zstd/lib/common/fse_decompress.c", directory: ".", checksumkind: CSK_MD5, checksum: "05ba851652a17cf16e9aaa7d5746f16c")
!32 = !{!33, !7}
!33 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !34, line: 60, baseType: !8, size: 32, elements: !35)
!34 = !DIFile(filename: "src/zstd/lib/common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!35 = !{!36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71}
!36 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!37 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!38 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!39 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!40 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!41 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!42 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!43 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!44 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!45 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!46 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!47 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!48 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!49 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!50 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!51 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!52 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!53 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!54 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!55 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!56 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!57 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!58 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!59 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!60 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!61 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!62 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!63 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!64 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!65 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!66 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!67 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!68 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!69 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!70 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!71 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!72 = !{!73, !83, !90, !20, !84, !94, !91, !99, !8, !104, !106, !114, !116, !25, !19, !123, !126, !129, !101, !131}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_decode_t", file: !75, line: 515, baseType: !76)
!75 = !DIFile(filename: "src/zstd/lib/common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !75, line: 510, size: 32, elements: !77)
!77 = !{!78, !80, !82}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "newState", scope: !76, file: !75, line: 512, baseType: !79, size: 16)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "symbol", scope: !76, file: !75, line: 513, baseType: !81, size: 8, offset: 16)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "nbBits", scope: !76, file: !75, line: 514, baseType: !81, size: 8, offset: 24)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !85, line: 45, baseType: !86)
!85 = !DIFile(filename: "src/zstd/lib/common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !87, line: 25, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !89, line: 40, baseType: !79)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !85, line: 42, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !87, line: 24, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !89, line: 38, baseType: !81)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "S16", file: !85, line: 46, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !96, line: 25, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !89, line: 39, baseType: !98)
!98 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign64", file: !85, line: 179, baseType: !101, align: 8)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !85, line: 49, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !87, line: 27, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !89, line: 45, baseType: !22)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_DecompressWksp", file: !31, line: 240, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !31, line: 238, size: 4096, elements: !109)
!109 = !{!110}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "ncount", scope: !108, file: !31, line: 239, baseType: !111, size: 4096)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 4096, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 256)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_DTable", file: !75, line: 194, baseType: !8)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_DTableHeader", file: !75, line: 508, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !75, line: 505, size: 32, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "tableLog", scope: !119, file: !75, line: 506, baseType: !84, size: 16)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "fastMode", scope: !119, file: !75, line: 507, baseType: !84, size: 16, offset: 16)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !85, line: 47, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !87, line: 26, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !89, line: 42, baseType: !8)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !85, line: 178, baseType: !123, align: 8)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!133 = !{!0}
!134 = !{!135, !136, !138}
!135 = !DILocalVariable(name: "bitD", arg: 1, scope: !2, file: !3, line: 412, type: !14)
!136 = !DILocalVariable(name: "nbBytes", scope: !137, file: !3, line: 433, type: !123)
!137 = distinct !DILexicalBlock(scope: !2, file: !3, line: 433, column: 5)
!138 = !DILocalVariable(name: "result", scope: !137, file: !3, line: 434, type: !6)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!140 = !{i32 7, !"Dwarf Version", i32 5}
!141 = !{i32 2, !"Debug Info Version", i32 3}
!142 = !{i32 1, !"wchar_size", i32 4}
!143 = !{i32 8, !"PIC Level", i32 2}
!144 = !{i32 7, !"PIE Level", i32 2}
!145 = !{i32 7, !"uwtable", i32 2}
!146 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!147 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!148 = distinct !DISubprogram(name: "FSE_buildDTable_wksp", scope: !31, file: !31, line: 161, type: !149, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !154)
!149 = !DISubroutineType(types: !150)
!150 = !{!20, !114, !151, !8, !8, !153, !20}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!154 = !{!155, !156, !157, !158, !159, !160}
!155 = !DILocalVariable(name: "dt", arg: 1, scope: !148, file: !31, line: 161, type: !114)
!156 = !DILocalVariable(name: "normalizedCounter", arg: 2, scope: !148, file: !31, line: 161, type: !151)
!157 = !DILocalVariable(name: "maxSymbolValue", arg: 3, scope: !148, file: !31, line: 161, type: !8)
!158 = !DILocalVariable(name: "tableLog", arg: 4, scope: !148, file: !31, line: 161, type: !8)
!159 = !DILocalVariable(name: "workSpace", arg: 5, scope: !148, file: !31, line: 161, type: !153)
!160 = !DILocalVariable(name: "wkspSize", arg: 6, scope: !148, file: !31, line: 161, type: !20)
!161 = !DILocation(line: 0, scope: !148)
!162 = !DILocation(line: 163, column: 12, scope: !148)
!163 = !DILocation(line: 163, column: 5, scope: !148)
!164 = distinct !DISubprogram(name: "FSE_buildDTable_internal", scope: !31, file: !31, line: 58, type: !149, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !165)
!165 = !{!166, !167, !168, !169, !170, !171, !172, !174, !176, !177, !178, !180, !181, !182, !184, !187, !188, !192, !193, !196, !197, !198, !199, !204, !206, !208, !209, !210, !214, !218, !220, !221, !222, !223, !227, !229, !233}
!166 = !DILocalVariable(name: "dt", arg: 1, scope: !164, file: !31, line: 58, type: !114)
!167 = !DILocalVariable(name: "normalizedCounter", arg: 2, scope: !164, file: !31, line: 58, type: !151)
!168 = !DILocalVariable(name: "maxSymbolValue", arg: 3, scope: !164, file: !31, line: 58, type: !8)
!169 = !DILocalVariable(name: "tableLog", arg: 4, scope: !164, file: !31, line: 58, type: !8)
!170 = !DILocalVariable(name: "workSpace", arg: 5, scope: !164, file: !31, line: 58, type: !153)
!171 = !DILocalVariable(name: "wkspSize", arg: 6, scope: !164, file: !31, line: 58, type: !20)
!172 = !DILocalVariable(name: "tdPtr", scope: !164, file: !31, line: 60, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!174 = !DILocalVariable(name: "tableDecode", scope: !164, file: !31, line: 61, type: !175)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!176 = !DILocalVariable(name: "symbolNext", scope: !164, file: !31, line: 62, type: !83)
!177 = !DILocalVariable(name: "spread", scope: !164, file: !31, line: 63, type: !90)
!178 = !DILocalVariable(name: "maxSV1", scope: !164, file: !31, line: 65, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!180 = !DILocalVariable(name: "tableSize", scope: !164, file: !31, line: 66, type: !179)
!181 = !DILocalVariable(name: "highThreshold", scope: !164, file: !31, line: 67, type: !123)
!182 = !DILocalVariable(name: "DTableH", scope: !183, file: !31, line: 75, type: !118)
!183 = distinct !DILexicalBlock(scope: !164, file: !31, line: 75, column: 5)
!184 = !DILocalVariable(name: "largeLimit", scope: !185, file: !31, line: 78, type: !186)
!185 = distinct !DILexicalBlock(scope: !183, file: !31, line: 78, column: 9)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!187 = !DILocalVariable(name: "s", scope: !185, file: !31, line: 79, type: !123)
!188 = !DILocalVariable(name: "tableMask", scope: !189, file: !31, line: 93, type: !191)
!189 = distinct !DILexicalBlock(scope: !190, file: !31, line: 92, column: 41)
!190 = distinct !DILexicalBlock(scope: !164, file: !31, line: 92, column: 9)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!192 = !DILocalVariable(name: "step", scope: !189, file: !31, line: 94, type: !191)
!193 = !DILocalVariable(name: "add", scope: !194, file: !31, line: 101, type: !195)
!194 = distinct !DILexicalBlock(scope: !189, file: !31, line: 101, column: 9)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!196 = !DILocalVariable(name: "pos", scope: !194, file: !31, line: 102, type: !20)
!197 = !DILocalVariable(name: "sv", scope: !194, file: !31, line: 103, type: !101)
!198 = !DILocalVariable(name: "s", scope: !194, file: !31, line: 104, type: !123)
!199 = !DILocalVariable(name: "i", scope: !200, file: !31, line: 106, type: !203)
!200 = distinct !DILexicalBlock(scope: !201, file: !31, line: 105, column: 49)
!201 = distinct !DILexicalBlock(scope: !202, file: !31, line: 105, column: 13)
!202 = distinct !DILexicalBlock(scope: !194, file: !31, line: 105, column: 13)
!203 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!204 = !DILocalVariable(name: "n", scope: !200, file: !31, line: 107, type: !205)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !203)
!206 = !DILocalVariable(name: "position", scope: !207, file: !31, line: 121, type: !20)
!207 = distinct !DILexicalBlock(scope: !189, file: !31, line: 120, column: 9)
!208 = !DILocalVariable(name: "s", scope: !207, file: !31, line: 122, type: !20)
!209 = !DILocalVariable(name: "unroll", scope: !207, file: !31, line: 123, type: !191)
!210 = !DILocalVariable(name: "u", scope: !211, file: !31, line: 126, type: !20)
!211 = distinct !DILexicalBlock(scope: !212, file: !31, line: 125, column: 61)
!212 = distinct !DILexicalBlock(scope: !213, file: !31, line: 125, column: 13)
!213 = distinct !DILexicalBlock(scope: !207, file: !31, line: 125, column: 13)
!214 = !DILocalVariable(name: "uPosition", scope: !215, file: !31, line: 128, type: !191)
!215 = distinct !DILexicalBlock(scope: !216, file: !31, line: 127, column: 46)
!216 = distinct !DILexicalBlock(scope: !217, file: !31, line: 127, column: 17)
!217 = distinct !DILexicalBlock(scope: !211, file: !31, line: 127, column: 17)
!218 = !DILocalVariable(name: "tableMask", scope: !219, file: !31, line: 136, type: !179)
!219 = distinct !DILexicalBlock(scope: !190, file: !31, line: 135, column: 12)
!220 = !DILocalVariable(name: "step", scope: !219, file: !31, line: 137, type: !179)
!221 = !DILocalVariable(name: "s", scope: !219, file: !31, line: 138, type: !123)
!222 = !DILocalVariable(name: "position", scope: !219, file: !31, line: 138, type: !123)
!223 = !DILocalVariable(name: "i", scope: !224, file: !31, line: 140, type: !203)
!224 = distinct !DILexicalBlock(scope: !225, file: !31, line: 139, column: 34)
!225 = distinct !DILexicalBlock(scope: !226, file: !31, line: 139, column: 9)
!226 = distinct !DILexicalBlock(scope: !219, file: !31, line: 139, column: 9)
!227 = !DILocalVariable(name: "u", scope: !228, file: !31, line: 150, type: !123)
!228 = distinct !DILexicalBlock(scope: !164, file: !31, line: 150, column: 5)
!229 = !DILocalVariable(name: "symbol", scope: !230, file: !31, line: 152, type: !105)
!230 = distinct !DILexicalBlock(scope: !231, file: !31, line: 151, column: 37)
!231 = distinct !DILexicalBlock(scope: !232, file: !31, line: 151, column: 9)
!232 = distinct !DILexicalBlock(scope: !228, file: !31, line: 151, column: 9)
!233 = !DILocalVariable(name: "nextState", scope: !230, file: !31, line: 153, type: !179)
!234 = !DILocation(line: 0, scope: !164)
!235 = !DILocation(line: 60, column: 27, scope: !164)
!236 = !DILocation(line: 63, column: 39, scope: !164)
!237 = !DILocation(line: 63, column: 56, scope: !164)
!238 = !DILocation(line: 65, column: 39, scope: !164)
!239 = !DILocation(line: 66, column: 29, scope: !164)
!240 = !DILocation(line: 67, column: 34, scope: !164)
!241 = !DILocation(line: 70, column: 9, scope: !242)
!242 = distinct !DILexicalBlock(scope: !164, file: !31, line: 70, column: 9)
!243 = !DILocation(line: 70, column: 62, scope: !242)
!244 = !DILocation(line: 70, column: 9, scope: !164)
!245 = !DILocation(line: 72, column: 18, scope: !246)
!246 = distinct !DILexicalBlock(scope: !164, file: !31, line: 72, column: 9)
!247 = !DILocation(line: 72, column: 9, scope: !164)
!248 = !DILocation(line: 76, column: 28, scope: !183)
!249 = !DILocation(line: 0, scope: !183)
!250 = !DILocation(line: 0, scope: !185)
!251 = !DILocation(line: 80, column: 13, scope: !252)
!252 = distinct !DILexicalBlock(scope: !185, file: !31, line: 80, column: 13)
!253 = !DILocation(line: 81, column: 21, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !31, line: 81, column: 21)
!255 = distinct !DILexicalBlock(scope: !256, file: !31, line: 80, column: 38)
!256 = distinct !DILexicalBlock(scope: !252, file: !31, line: 80, column: 13)
!257 = !{!258, !258, i64 0}
!258 = !{!"short", !259, i64 0}
!259 = !{!"omnipotent char", !260, i64 0}
!260 = !{!"Simple C/C++ TBAA"}
!261 = !DILocation(line: 81, column: 41, scope: !254)
!262 = !DILocation(line: 81, column: 21, scope: !255)
!263 = !DILocation(line: 82, column: 59, scope: !264)
!264 = distinct !DILexicalBlock(scope: !254, file: !31, line: 81, column: 47)
!265 = !DILocation(line: 82, column: 46, scope: !264)
!266 = !DILocation(line: 82, column: 21, scope: !264)
!267 = !DILocation(line: 82, column: 50, scope: !264)
!268 = !DILocation(line: 82, column: 57, scope: !264)
!269 = !{!270, !259, i64 2}
!270 = !{!"", !258, i64 0, !259, i64 2, !259, i64 3}
!271 = !DILocation(line: 84, column: 17, scope: !264)
!272 = !DILocation(line: 85, column: 46, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !31, line: 85, column: 25)
!274 = distinct !DILexicalBlock(scope: !254, file: !31, line: 84, column: 24)
!275 = !DILocation(line: 85, column: 25, scope: !274)
!276 = !DILocation(line: 0, scope: !254)
!277 = !DILocation(line: 80, column: 34, scope: !256)
!278 = distinct !{!278, !251, !279, !280}
!279 = !DILocation(line: 87, column: 13, scope: !252)
!280 = !{!"llvm.loop.mustprogress"}
!281 = !DILocation(line: 88, column: 9, scope: !183)
!282 = !DILocation(line: 92, column: 23, scope: !190)
!283 = !DILocation(line: 0, scope: !190)
!284 = !DILocation(line: 92, column: 9, scope: !164)
!285 = !DILocation(line: 93, column: 34, scope: !189)
!286 = !DILocation(line: 0, scope: !189)
!287 = !DILocation(line: 94, column: 29, scope: !189)
!288 = !DILocation(line: 0, scope: !194)
!289 = !DILocation(line: 105, column: 13, scope: !202)
!290 = !DILocation(line: 105, column: 24, scope: !201)
!291 = !DILocation(line: 0, scope: !207)
!292 = !DILocation(line: 125, column: 13, scope: !213)
!293 = !DILocation(line: 107, column: 31, scope: !200)
!294 = !DILocation(line: 0, scope: !200)
!295 = !DILocation(line: 108, column: 36, scope: !200)
!296 = !DILocalVariable(name: "memPtr", arg: 1, scope: !297, file: !85, line: 189, type: !153)
!297 = distinct !DISubprogram(name: "MEM_write64", scope: !85, file: !85, line: 189, type: !298, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !153, !101}
!300 = !{!296, !301}
!301 = !DILocalVariable(name: "value", arg: 2, scope: !297, file: !85, line: 189, type: !101)
!302 = !DILocation(line: 0, scope: !297, inlinedAt: !303)
!303 = distinct !DILocation(line: 108, column: 17, scope: !200)
!304 = !DILocation(line: 189, column: 76, scope: !297, inlinedAt: !303)
!305 = !{!306, !306, i64 0}
!306 = !{!"long", !259, i64 0}
!307 = !DILocation(line: 109, column: 31, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !31, line: 109, column: 17)
!309 = distinct !DILexicalBlock(scope: !200, file: !31, line: 109, column: 17)
!310 = !DILocation(line: 109, column: 17, scope: !309)
!311 = !DILocation(line: 110, column: 46, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !31, line: 109, column: 44)
!313 = !DILocation(line: 189, column: 76, scope: !297, inlinedAt: !314)
!314 = distinct !DILocation(line: 110, column: 21, scope: !312)
!315 = distinct !{!315, !310, !316, !280, !317, !318}
!316 = !DILocation(line: 111, column: 17, scope: !309)
!317 = !{!"llvm.loop.isvectorized", i32 1}
!318 = !{!"llvm.loop.unroll.runtime.disable"}
!319 = !DILocation(line: 0, scope: !297, inlinedAt: !314)
!320 = !DILocation(line: 109, column: 38, scope: !308)
!321 = distinct !{!321, !310, !316, !280, !318, !317}
!322 = !DILocation(line: 112, column: 24, scope: !200)
!323 = !DILocation(line: 112, column: 21, scope: !200)
!324 = !DILocation(line: 105, column: 33, scope: !201)
!325 = !DILocation(line: 105, column: 41, scope: !201)
!326 = distinct !{!326, !289, !327, !280}
!327 = !DILocation(line: 113, column: 9, scope: !202)
!328 = !DILocation(line: 0, scope: !211)
!329 = !DILocation(line: 128, column: 70, scope: !215)
!330 = !DILocation(line: 0, scope: !215)
!331 = !DILocation(line: 129, column: 53, scope: !215)
!332 = !{!259, !259, i64 0}
!333 = !DILocation(line: 129, column: 44, scope: !215)
!334 = !DILocation(line: 129, column: 51, scope: !215)
!335 = !DILocation(line: 128, column: 56, scope: !215)
!336 = !DILocation(line: 129, column: 62, scope: !215)
!337 = !DILocation(line: 131, column: 38, scope: !211)
!338 = !DILocation(line: 131, column: 57, scope: !211)
!339 = !DILocation(line: 125, column: 50, scope: !212)
!340 = !DILocation(line: 125, column: 27, scope: !212)
!341 = distinct !{!341, !292, !342, !280}
!342 = !DILocation(line: 132, column: 13, scope: !213)
!343 = !DILocation(line: 0, scope: !219)
!344 = !DILocation(line: 137, column: 26, scope: !219)
!345 = !DILocation(line: 139, column: 9, scope: !226)
!346 = !DILocation(line: 139, column: 20, scope: !225)
!347 = !DILocation(line: 0, scope: !224)
!348 = !DILocation(line: 141, column: 24, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !31, line: 141, column: 13)
!350 = distinct !DILexicalBlock(scope: !224, file: !31, line: 141, column: 13)
!351 = !DILocation(line: 141, column: 13, scope: !350)
!352 = !DILocation(line: 142, column: 17, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !31, line: 141, column: 52)
!354 = !DILocation(line: 142, column: 39, scope: !353)
!355 = !DILocation(line: 142, column: 46, scope: !353)
!356 = !DILocation(line: 144, column: 17, scope: !353)
!357 = !DILocation(line: 0, scope: !353)
!358 = !DILocation(line: 144, column: 33, scope: !353)
!359 = distinct !{!359, !356, !360, !280}
!360 = !DILocation(line: 144, column: 81, scope: !353)
!361 = distinct !{!361, !351, !362, !280}
!362 = !DILocation(line: 145, column: 9, scope: !350)
!363 = !DILocation(line: 139, column: 30, scope: !225)
!364 = distinct !{!364, !345, !365, !280}
!365 = !DILocation(line: 145, column: 13, scope: !226)
!366 = !DILocation(line: 146, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !219, file: !31, line: 146, column: 13)
!368 = !DILocation(line: 151, column: 20, scope: !231)
!369 = !DILocation(line: 0, scope: !228)
!370 = !DILocation(line: 151, column: 9, scope: !232)
!371 = !DILocation(line: 152, column: 66, scope: !230)
!372 = !DILocation(line: 152, column: 81, scope: !230)
!373 = !DILocation(line: 0, scope: !230)
!374 = !DILocation(line: 153, column: 35, scope: !230)
!375 = !DILocation(line: 153, column: 53, scope: !230)
!376 = !DILocalVariable(name: "val", arg: 1, scope: !377, file: !378, line: 174, type: !123)
!377 = distinct !DISubprogram(name: "ZSTD_highbit32", scope: !378, file: !378, line: 174, type: !379, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !381)
!378 = !DIFile(filename: "src/zstd/lib/common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!379 = !DISubroutineType(types: !380)
!380 = !{!8, !123}
!381 = !{!376}
!382 = !DILocation(line: 0, scope: !377, inlinedAt: !383)
!383 = distinct !DILocation(line: 154, column: 56, scope: !230)
!384 = !DILocalVariable(name: "val", arg: 1, scope: !385, file: !378, line: 69, type: !123)
!385 = distinct !DISubprogram(name: "ZSTD_countLeadingZeros32", scope: !378, file: !378, line: 69, type: !379, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !386)
!386 = !{!384}
!387 = !DILocation(line: 0, scope: !385, inlinedAt: !388)
!388 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !383)
!389 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !388)
!390 = !DILocation(line: 177, column: 15, scope: !377, inlinedAt: !383)
!391 = !DILocation(line: 154, column: 54, scope: !230)
!392 = !DILocation(line: 154, column: 37, scope: !230)
!393 = !DILocation(line: 154, column: 28, scope: !230)
!394 = !DILocation(line: 154, column: 35, scope: !230)
!395 = !{!270, !259, i64 3}
!396 = !DILocation(line: 155, column: 61, scope: !230)
!397 = !DILocation(line: 155, column: 58, scope: !230)
!398 = !DILocation(line: 155, column: 84, scope: !230)
!399 = !DILocation(line: 155, column: 39, scope: !230)
!400 = !DILocation(line: 155, column: 37, scope: !230)
!401 = !{!270, !258, i64 0}
!402 = !DILocation(line: 151, column: 33, scope: !231)
!403 = distinct !{!403, !370, !404, !280}
!404 = !DILocation(line: 156, column: 5, scope: !232)
!405 = !DILocation(line: 159, column: 1, scope: !164)
!406 = distinct !DISubprogram(name: "FSE_decompress_wksp_bmi2", scope: !31, file: !31, line: 304, type: !407, scopeLine: 305, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !411)
!407 = !DISubroutineType(types: !408)
!408 = !{!20, !153, !20, !409, !20, !8, !153, !20, !203}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!411 = !{!412, !413, !414, !415, !416, !417, !418, !419}
!412 = !DILocalVariable(name: "dst", arg: 1, scope: !406, file: !31, line: 304, type: !153)
!413 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !406, file: !31, line: 304, type: !20)
!414 = !DILocalVariable(name: "cSrc", arg: 3, scope: !406, file: !31, line: 304, type: !409)
!415 = !DILocalVariable(name: "cSrcSize", arg: 4, scope: !406, file: !31, line: 304, type: !20)
!416 = !DILocalVariable(name: "maxLog", arg: 5, scope: !406, file: !31, line: 304, type: !8)
!417 = !DILocalVariable(name: "workSpace", arg: 6, scope: !406, file: !31, line: 304, type: !153)
!418 = !DILocalVariable(name: "wkspSize", arg: 7, scope: !406, file: !31, line: 304, type: !20)
!419 = !DILocalVariable(name: "bmi2", arg: 8, scope: !406, file: !31, line: 304, type: !203)
!420 = distinct !DIAssignID()
!421 = !DILocalVariable(name: "bitD", scope: !422, file: !31, line: 183, type: !15)
!422 = distinct !DISubprogram(name: "FSE_decompress_usingDTable_generic", scope: !31, file: !31, line: 173, type: !423, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !428)
!423 = !DISubroutineType(types: !424)
!424 = !{!20, !153, !20, !409, !20, !425, !427}
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !426, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!427 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!428 = !{!429, !430, !431, !432, !433, !434, !435, !437, !438, !439, !421, !440, !446, !447}
!429 = !DILocalVariable(name: "dst", arg: 1, scope: !422, file: !31, line: 174, type: !153)
!430 = !DILocalVariable(name: "maxDstSize", arg: 2, scope: !422, file: !31, line: 174, type: !20)
!431 = !DILocalVariable(name: "cSrc", arg: 3, scope: !422, file: !31, line: 175, type: !409)
!432 = !DILocalVariable(name: "cSrcSize", arg: 4, scope: !422, file: !31, line: 175, type: !20)
!433 = !DILocalVariable(name: "dt", arg: 5, scope: !422, file: !31, line: 176, type: !425)
!434 = !DILocalVariable(name: "fast", arg: 6, scope: !422, file: !31, line: 176, type: !427)
!435 = !DILocalVariable(name: "ostart", scope: !422, file: !31, line: 178, type: !436)
!436 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!437 = !DILocalVariable(name: "op", scope: !422, file: !31, line: 179, type: !90)
!438 = !DILocalVariable(name: "omax", scope: !422, file: !31, line: 180, type: !436)
!439 = !DILocalVariable(name: "olimit", scope: !422, file: !31, line: 181, type: !436)
!440 = !DILocalVariable(name: "state1", scope: !422, file: !31, line: 184, type: !441)
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_DState_t", file: !75, line: 354, baseType: !442)
!442 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !75, line: 351, size: 128, elements: !443)
!443 = !{!444, !445}
!444 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !442, file: !75, line: 352, baseType: !20, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "table", scope: !442, file: !75, line: 353, baseType: !409, size: 64, offset: 64)
!446 = !DILocalVariable(name: "state2", scope: !422, file: !31, line: 185, type: !441)
!447 = !DILocalVariable(name: "_var_err__", scope: !448, file: !31, line: 188, type: !191)
!448 = distinct !DILexicalBlock(scope: !422, file: !31, line: 188, column: 5)
!449 = !DILocation(line: 0, scope: !422, inlinedAt: !450)
!450 = distinct !DILocation(line: 286, column: 30, scope: !451, inlinedAt: !480)
!451 = distinct !DILexicalBlock(scope: !452, file: !31, line: 286, column: 13)
!452 = distinct !DILexicalBlock(scope: !453, file: !31, line: 280, column: 5)
!453 = distinct !DISubprogram(name: "FSE_decompress_wksp_body", scope: !31, file: !31, line: 243, type: !407, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !454)
!454 = !{!455, !456, !457, !458, !459, !460, !461, !462, !463, !465, !466, !467, !468, !470, !471, !473, !475, !477, !478, !479}
!455 = !DILocalVariable(name: "dst", arg: 1, scope: !453, file: !31, line: 244, type: !153)
!456 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !453, file: !31, line: 244, type: !20)
!457 = !DILocalVariable(name: "cSrc", arg: 3, scope: !453, file: !31, line: 245, type: !409)
!458 = !DILocalVariable(name: "cSrcSize", arg: 4, scope: !453, file: !31, line: 245, type: !20)
!459 = !DILocalVariable(name: "maxLog", arg: 5, scope: !453, file: !31, line: 246, type: !8)
!460 = !DILocalVariable(name: "workSpace", arg: 6, scope: !453, file: !31, line: 246, type: !153)
!461 = !DILocalVariable(name: "wkspSize", arg: 7, scope: !453, file: !31, line: 246, type: !20)
!462 = !DILocalVariable(name: "bmi2", arg: 8, scope: !453, file: !31, line: 247, type: !203)
!463 = !DILocalVariable(name: "istart", scope: !453, file: !31, line: 249, type: !464)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!465 = !DILocalVariable(name: "ip", scope: !453, file: !31, line: 250, type: !104)
!466 = !DILocalVariable(name: "tableLog", scope: !453, file: !31, line: 251, type: !8)
!467 = !DILocalVariable(name: "maxSymbolValue", scope: !453, file: !31, line: 252, type: !8)
!468 = !DILocalVariable(name: "wksp", scope: !453, file: !31, line: 253, type: !469)
!469 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!470 = !DILocalVariable(name: "dtablePos", scope: !453, file: !31, line: 254, type: !191)
!471 = !DILocalVariable(name: "dtable", scope: !453, file: !31, line: 255, type: !472)
!472 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!473 = !DILocalVariable(name: "NCountLength", scope: !474, file: !31, line: 264, type: !191)
!474 = distinct !DILexicalBlock(scope: !453, file: !31, line: 264, column: 5)
!475 = !DILocalVariable(name: "_var_err__", scope: !476, file: !31, line: 278, type: !191)
!476 = distinct !DILexicalBlock(scope: !453, file: !31, line: 278, column: 5)
!477 = !DILocalVariable(name: "ptr", scope: !452, file: !31, line: 281, type: !409)
!478 = !DILocalVariable(name: "DTableH", scope: !452, file: !31, line: 282, type: !116)
!479 = !DILocalVariable(name: "fastMode", scope: !452, file: !31, line: 283, type: !179)
!480 = distinct !DILocation(line: 294, column: 12, scope: !481, inlinedAt: !492)
!481 = distinct !DISubprogram(name: "FSE_decompress_wksp_body_default", scope: !31, file: !31, line: 292, type: !482, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !484)
!482 = !DISubroutineType(types: !483)
!483 = !{!20, !153, !20, !409, !20, !8, !153, !20}
!484 = !{!485, !486, !487, !488, !489, !490, !491}
!485 = !DILocalVariable(name: "dst", arg: 1, scope: !481, file: !31, line: 292, type: !153)
!486 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !481, file: !31, line: 292, type: !20)
!487 = !DILocalVariable(name: "cSrc", arg: 3, scope: !481, file: !31, line: 292, type: !409)
!488 = !DILocalVariable(name: "cSrcSize", arg: 4, scope: !481, file: !31, line: 292, type: !20)
!489 = !DILocalVariable(name: "maxLog", arg: 5, scope: !481, file: !31, line: 292, type: !8)
!490 = !DILocalVariable(name: "workSpace", arg: 6, scope: !481, file: !31, line: 292, type: !153)
!491 = !DILocalVariable(name: "wkspSize", arg: 7, scope: !481, file: !31, line: 292, type: !20)
!492 = distinct !DILocation(line: 312, column: 12, scope: !406)
!493 = distinct !DIAssignID()
!494 = distinct !DIAssignID()
!495 = distinct !DIAssignID()
!496 = !DILocation(line: 0, scope: !422, inlinedAt: !497)
!497 = distinct !DILocation(line: 287, column: 16, scope: !452, inlinedAt: !480)
!498 = distinct !DIAssignID()
!499 = distinct !DIAssignID()
!500 = distinct !DIAssignID()
!501 = !DILocation(line: 0, scope: !453, inlinedAt: !480)
!502 = distinct !DIAssignID()
!503 = !DILocation(line: 0, scope: !406)
!504 = !DILocation(line: 307, column: 9, scope: !505)
!505 = distinct !DILexicalBlock(scope: !406, file: !31, line: 307, column: 9)
!506 = !DILocation(line: 307, column: 9, scope: !406)
!507 = !DILocation(line: 308, column: 16, scope: !508)
!508 = distinct !DILexicalBlock(scope: !505, file: !31, line: 307, column: 15)
!509 = !DILocation(line: 308, column: 9, scope: !508)
!510 = !DILocation(line: 0, scope: !481, inlinedAt: !492)
!511 = !DILocation(line: 251, column: 5, scope: !453, inlinedAt: !480)
!512 = !DILocation(line: 252, column: 5, scope: !453, inlinedAt: !480)
!513 = !DILocation(line: 252, column: 14, scope: !453, inlinedAt: !480)
!514 = !{!515, !515, i64 0}
!515 = !{!"int", !259, i64 0}
!516 = distinct !DIAssignID()
!517 = !DILocation(line: 255, column: 55, scope: !453, inlinedAt: !480)
!518 = !DILocation(line: 258, column: 18, scope: !519, inlinedAt: !480)
!519 = distinct !DILexicalBlock(scope: !453, file: !31, line: 258, column: 9)
!520 = !DILocation(line: 258, column: 9, scope: !453, inlinedAt: !480)
!521 = !DILocation(line: 265, column: 13, scope: !474, inlinedAt: !480)
!522 = !DILocation(line: 0, scope: !474, inlinedAt: !480)
!523 = !DILocalVariable(name: "code", arg: 1, scope: !524, file: !525, line: 52, type: !20)
!524 = distinct !DISubprogram(name: "ERR_isError", scope: !525, file: !525, line: 52, type: !526, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !528)
!525 = !DIFile(filename: "src/zstd/lib/common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!526 = !DISubroutineType(types: !527)
!527 = !{!8, !20}
!528 = !{!523}
!529 = !DILocation(line: 0, scope: !524, inlinedAt: !530)
!530 = distinct !DILocation(line: 266, column: 13, scope: !531, inlinedAt: !480)
!531 = distinct !DILexicalBlock(scope: !474, file: !31, line: 266, column: 13)
!532 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !530)
!533 = !DILocation(line: 266, column: 13, scope: !474, inlinedAt: !480)
!534 = !DILocation(line: 267, column: 13, scope: !535, inlinedAt: !480)
!535 = distinct !DILexicalBlock(scope: !474, file: !31, line: 267, column: 13)
!536 = !DILocation(line: 267, column: 22, scope: !535, inlinedAt: !480)
!537 = !DILocation(line: 267, column: 13, scope: !474, inlinedAt: !480)
!538 = !DILocation(line: 269, column: 12, scope: !474, inlinedAt: !480)
!539 = !DILocation(line: 270, column: 18, scope: !474, inlinedAt: !480)
!540 = !DILocation(line: 273, column: 9, scope: !541, inlinedAt: !480)
!541 = distinct !DILexicalBlock(scope: !453, file: !31, line: 273, column: 9)
!542 = !DILocation(line: 273, column: 60, scope: !541, inlinedAt: !480)
!543 = !DILocation(line: 273, column: 9, scope: !453, inlinedAt: !480)
!544 = !DILocation(line: 275, column: 52, scope: !453, inlinedAt: !480)
!545 = !DILocation(line: 275, column: 50, scope: !453, inlinedAt: !480)
!546 = !DILocation(line: 276, column: 31, scope: !453, inlinedAt: !480)
!547 = !DILocation(line: 276, column: 14, scope: !453, inlinedAt: !480)
!548 = !DILocation(line: 278, column: 5, scope: !476, inlinedAt: !480)
!549 = !DILocation(line: 0, scope: !476, inlinedAt: !480)
!550 = !DILocation(line: 0, scope: !524, inlinedAt: !551)
!551 = distinct !DILocation(line: 278, column: 5, scope: !552, inlinedAt: !480)
!552 = distinct !DILexicalBlock(scope: !553, file: !31, line: 278, column: 5)
!553 = distinct !DILexicalBlock(scope: !476, file: !31, line: 278, column: 5)
!554 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !551)
!555 = !DILocation(line: 0, scope: !452, inlinedAt: !480)
!556 = !DILocation(line: 283, column: 39, scope: !452, inlinedAt: !480)
!557 = !{!558, !258, i64 2}
!558 = !{!"", !258, i64 0, !258, i64 2}
!559 = !DILocation(line: 286, column: 13, scope: !451, inlinedAt: !480)
!560 = !DILocation(line: 180, column: 27, scope: !422, inlinedAt: !561)
!561 = distinct !DILocation(line: 0, scope: !452, inlinedAt: !480)
!562 = !DILocation(line: 181, column: 30, scope: !422, inlinedAt: !561)
!563 = !DILocation(line: 286, column: 13, scope: !452, inlinedAt: !480)
!564 = !DILocation(line: 183, column: 5, scope: !422, inlinedAt: !450)
!565 = !DILocation(line: 184, column: 5, scope: !422, inlinedAt: !450)
!566 = !DILocation(line: 185, column: 5, scope: !422, inlinedAt: !450)
!567 = !DILocalVariable(name: "bitD", arg: 1, scope: !568, file: !3, line: 254, type: !14)
!568 = distinct !DISubprogram(name: "BIT_initDStream", scope: !3, file: !3, line: 254, type: !569, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !571)
!569 = !DISubroutineType(types: !570)
!570 = !{!20, !14, !409, !20}
!571 = !{!567, !572, !573, !574, !578}
!572 = !DILocalVariable(name: "srcBuffer", arg: 2, scope: !568, file: !3, line: 254, type: !409)
!573 = !DILocalVariable(name: "srcSize", arg: 3, scope: !568, file: !3, line: 254, type: !20)
!574 = !DILocalVariable(name: "lastByte", scope: !575, file: !3, line: 264, type: !105)
!575 = distinct !DILexicalBlock(scope: !576, file: !3, line: 264, column: 9)
!576 = distinct !DILexicalBlock(scope: !577, file: !3, line: 261, column: 49)
!577 = distinct !DILexicalBlock(scope: !568, file: !3, line: 261, column: 9)
!578 = !DILocalVariable(name: "lastByte", scope: !579, file: !3, line: 292, type: !105)
!579 = distinct !DILexicalBlock(scope: !580, file: !3, line: 292, column: 9)
!580 = distinct !DILexicalBlock(scope: !577, file: !3, line: 267, column: 12)
!581 = !DILocation(line: 0, scope: !568, inlinedAt: !582)
!582 = distinct !DILocation(line: 188, column: 5, scope: !448, inlinedAt: !450)
!583 = !DILocation(line: 256, column: 17, scope: !584, inlinedAt: !582)
!584 = distinct !DILexicalBlock(scope: !568, file: !3, line: 256, column: 9)
!585 = !DILocation(line: 256, column: 9, scope: !568, inlinedAt: !582)
!586 = !DILocation(line: 258, column: 11, scope: !568, inlinedAt: !582)
!587 = !DILocation(line: 258, column: 17, scope: !568, inlinedAt: !582)
!588 = !{!589, !590, i64 24}
!589 = !{!"", !306, i64 0, !515, i64 8, !590, i64 16, !590, i64 24, !590, i64 32}
!590 = !{!"any pointer", !259, i64 0}
!591 = !DILocation(line: 259, column: 34, scope: !568, inlinedAt: !582)
!592 = !DILocation(line: 259, column: 11, scope: !568, inlinedAt: !582)
!593 = !DILocation(line: 259, column: 20, scope: !568, inlinedAt: !582)
!594 = !{!589, !590, i64 32}
!595 = !DILocation(line: 261, column: 17, scope: !577, inlinedAt: !582)
!596 = !DILocation(line: 261, column: 9, scope: !568, inlinedAt: !582)
!597 = !DILocation(line: 262, column: 46, scope: !576, inlinedAt: !582)
!598 = !DILocation(line: 262, column: 56, scope: !576, inlinedAt: !582)
!599 = !DILocation(line: 262, column: 15, scope: !576, inlinedAt: !582)
!600 = !DILocation(line: 262, column: 21, scope: !576, inlinedAt: !582)
!601 = !{!589, !590, i64 16}
!602 = !DILocalVariable(name: "memPtr", arg: 1, scope: !603, file: !85, line: 353, type: !409)
!603 = distinct !DISubprogram(name: "MEM_readLEST", scope: !85, file: !85, line: 353, type: !604, scopeLine: 354, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !606)
!604 = !DISubroutineType(types: !605)
!605 = !{!20, !409}
!606 = !{!602}
!607 = !DILocation(line: 0, scope: !603, inlinedAt: !608)
!608 = distinct !DILocation(line: 263, column: 30, scope: !576, inlinedAt: !582)
!609 = !DILocalVariable(name: "memPtr", arg: 1, scope: !610, file: !85, line: 337, type: !409)
!610 = distinct !DISubprogram(name: "MEM_readLE64", scope: !85, file: !85, line: 337, type: !611, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !613)
!611 = !DISubroutineType(types: !612)
!612 = !{!101, !409}
!613 = !{!609}
!614 = !DILocation(line: 0, scope: !610, inlinedAt: !615)
!615 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !608)
!616 = distinct !DILexicalBlock(scope: !603, file: !85, line: 355, column: 9)
!617 = !DILocalVariable(name: "ptr", arg: 1, scope: !618, file: !85, line: 184, type: !409)
!618 = distinct !DISubprogram(name: "MEM_read64", scope: !85, file: !85, line: 184, type: !611, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !619)
!619 = !{!617}
!620 = !DILocation(line: 0, scope: !618, inlinedAt: !621)
!621 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !615)
!622 = distinct !DILexicalBlock(scope: !610, file: !85, line: 339, column: 9)
!623 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !621)
!624 = !DILocation(line: 263, column: 28, scope: !576, inlinedAt: !582)
!625 = !{!589, !306, i64 0}
!626 = !DILocation(line: 0, scope: !575, inlinedAt: !582)
!627 = !DILocation(line: 265, column: 32, scope: !575, inlinedAt: !582)
!628 = !DILocation(line: 268, column: 15, scope: !580, inlinedAt: !582)
!629 = !DILocation(line: 268, column: 21, scope: !580, inlinedAt: !582)
!630 = !DILocation(line: 269, column: 30, scope: !580, inlinedAt: !582)
!631 = !DILocation(line: 269, column: 28, scope: !580, inlinedAt: !582)
!632 = !DILocation(line: 270, column: 9, scope: !580, inlinedAt: !582)
!633 = !DILocation(line: 272, column: 58, scope: !634, inlinedAt: !582)
!634 = distinct !DILexicalBlock(scope: !580, file: !3, line: 271, column: 9)
!635 = !DILocation(line: 272, column: 39, scope: !634, inlinedAt: !582)
!636 = !DILocation(line: 272, column: 89, scope: !634, inlinedAt: !582)
!637 = !DILocation(line: 272, column: 36, scope: !634, inlinedAt: !582)
!638 = !DILocation(line: 272, column: 17, scope: !634, inlinedAt: !582)
!639 = !DILocation(line: 275, column: 36, scope: !634, inlinedAt: !582)
!640 = !DILocation(line: 275, column: 58, scope: !634, inlinedAt: !582)
!641 = !DILocation(line: 275, column: 39, scope: !634, inlinedAt: !582)
!642 = !DILocation(line: 275, column: 89, scope: !634, inlinedAt: !582)
!643 = !DILocation(line: 275, column: 17, scope: !634, inlinedAt: !582)
!644 = !DILocation(line: 278, column: 36, scope: !634, inlinedAt: !582)
!645 = !DILocation(line: 278, column: 58, scope: !634, inlinedAt: !582)
!646 = !DILocation(line: 278, column: 39, scope: !634, inlinedAt: !582)
!647 = !DILocation(line: 278, column: 89, scope: !634, inlinedAt: !582)
!648 = !DILocation(line: 278, column: 17, scope: !634, inlinedAt: !582)
!649 = !DILocation(line: 281, column: 36, scope: !634, inlinedAt: !582)
!650 = !DILocation(line: 281, column: 58, scope: !634, inlinedAt: !582)
!651 = !DILocation(line: 281, column: 39, scope: !634, inlinedAt: !582)
!652 = !DILocation(line: 281, column: 89, scope: !634, inlinedAt: !582)
!653 = !DILocation(line: 281, column: 17, scope: !634, inlinedAt: !582)
!654 = !DILocation(line: 284, column: 36, scope: !634, inlinedAt: !582)
!655 = !DILocation(line: 284, column: 58, scope: !634, inlinedAt: !582)
!656 = !DILocation(line: 284, column: 39, scope: !634, inlinedAt: !582)
!657 = !DILocation(line: 284, column: 89, scope: !634, inlinedAt: !582)
!658 = !DILocation(line: 284, column: 17, scope: !634, inlinedAt: !582)
!659 = !DILocation(line: 287, column: 36, scope: !634, inlinedAt: !582)
!660 = !DILocation(line: 287, column: 58, scope: !634, inlinedAt: !582)
!661 = !DILocation(line: 287, column: 39, scope: !634, inlinedAt: !582)
!662 = !DILocation(line: 287, column: 89, scope: !634, inlinedAt: !582)
!663 = !DILocation(line: 287, column: 17, scope: !634, inlinedAt: !582)
!664 = !DILocation(line: 292, column: 35, scope: !579, inlinedAt: !582)
!665 = !DILocation(line: 0, scope: !579, inlinedAt: !582)
!666 = !DILocation(line: 293, column: 34, scope: !579, inlinedAt: !582)
!667 = !DILocation(line: 0, scope: !377, inlinedAt: !668)
!668 = distinct !DILocation(line: 293, column: 49, scope: !579, inlinedAt: !582)
!669 = !DILocation(line: 0, scope: !385, inlinedAt: !670)
!670 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !668)
!671 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !670)
!672 = !DILocation(line: 293, column: 19, scope: !579, inlinedAt: !582)
!673 = !DILocation(line: 296, column: 31, scope: !580, inlinedAt: !582)
!674 = !DILocation(line: 296, column: 28, scope: !580, inlinedAt: !582)
!675 = !{!589, !515, i64 8}
!676 = !DILocation(line: 0, scope: !448, inlinedAt: !450)
!677 = !DILocation(line: 0, scope: !524, inlinedAt: !678)
!678 = distinct !DILocation(line: 188, column: 5, scope: !679, inlinedAt: !450)
!679 = distinct !DILexicalBlock(scope: !680, file: !31, line: 188, column: 5)
!680 = distinct !DILexicalBlock(scope: !448, file: !31, line: 188, column: 5)
!681 = !DILocation(line: 264, column: 33, scope: !575, inlinedAt: !582)
!682 = !DILocation(line: 0, scope: !377, inlinedAt: !683)
!683 = distinct !DILocation(line: 265, column: 47, scope: !575, inlinedAt: !582)
!684 = !DILocation(line: 0, scope: !385, inlinedAt: !685)
!685 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !683)
!686 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !685)
!687 = !DILocation(line: 177, column: 15, scope: !377, inlinedAt: !683)
!688 = !DILocation(line: 265, column: 45, scope: !575, inlinedAt: !582)
!689 = !DILocation(line: 265, column: 17, scope: !575, inlinedAt: !582)
!690 = !DILocation(line: 265, column: 30, scope: !575, inlinedAt: !582)
!691 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !678)
!692 = !DILocation(line: 190, column: 5, scope: !422, inlinedAt: !450)
!693 = !DILocation(line: 191, column: 5, scope: !422, inlinedAt: !450)
!694 = !DILocation(line: 0, scope: !2, inlinedAt: !695)
!695 = distinct !DILocation(line: 193, column: 5, scope: !696, inlinedAt: !450)
!696 = distinct !DILexicalBlock(scope: !697, file: !31, line: 193, column: 5)
!697 = distinct !DILexicalBlock(scope: !422, file: !31, line: 193, column: 5)
!698 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !695)
!699 = distinct !DILexicalBlock(scope: !2, file: !3, line: 415, column: 9)
!700 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !695)
!701 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!702 = !DILocation(line: 424, column: 15, scope: !703, inlinedAt: !695)
!703 = distinct !DILexicalBlock(scope: !2, file: !3, line: 424, column: 9)
!704 = !DILocation(line: 424, column: 28, scope: !703, inlinedAt: !695)
!705 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !695)
!706 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !695)
!707 = !DILocalVariable(name: "bitD", arg: 1, scope: !708, file: !3, line: 384, type: !14)
!708 = distinct !DISubprogram(name: "BIT_reloadDStream_internal", scope: !3, file: !3, line: 384, type: !4, scopeLine: 385, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !709)
!709 = !{!707}
!710 = !DILocation(line: 0, scope: !708, inlinedAt: !711)
!711 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !695)
!712 = distinct !DILexicalBlock(scope: !703, file: !3, line: 424, column: 38)
!713 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !711)
!714 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !711)
!715 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !711)
!716 = !DILocation(line: 0, scope: !603, inlinedAt: !717)
!717 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !711)
!718 = !DILocation(line: 0, scope: !610, inlinedAt: !719)
!719 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !717)
!720 = !DILocation(line: 0, scope: !618, inlinedAt: !721)
!721 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !719)
!722 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !721)
!723 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !711)
!724 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !695)
!725 = !DILocation(line: 427, column: 28, scope: !726, inlinedAt: !695)
!726 = distinct !DILexicalBlock(scope: !2, file: !3, line: 427, column: 9)
!727 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !695)
!728 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !695)
!729 = !{!730, !306, i64 0}
!730 = !{!"", !306, i64 0, !590, i64 8}
!731 = !DILocation(line: 0, scope: !2, inlinedAt: !732)
!732 = distinct !DILocation(line: 198, column: 14, scope: !733, inlinedAt: !450)
!733 = distinct !DILexicalBlock(scope: !734, file: !31, line: 198, column: 5)
!734 = distinct !DILexicalBlock(scope: !422, file: !31, line: 198, column: 5)
!735 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !732)
!736 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !695)
!737 = !DILocation(line: 0, scope: !137, inlinedAt: !695)
!738 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !695)
!739 = distinct !DILexicalBlock(scope: !137, file: !3, line: 435, column: 13)
!740 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !695)
!741 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !695)
!742 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !695)
!743 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !695)
!744 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !695)
!745 = !DILocation(line: 0, scope: !603, inlinedAt: !746)
!746 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !695)
!747 = !DILocation(line: 0, scope: !610, inlinedAt: !748)
!748 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !746)
!749 = !DILocation(line: 0, scope: !618, inlinedAt: !750)
!750 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !748)
!751 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !750)
!752 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !695)
!753 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !732)
!754 = !{!"branch_weights", i32 53687091, i32 2093796557}
!755 = !DILocation(line: 198, column: 5, scope: !734, inlinedAt: !450)
!756 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !732)
!757 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !732)
!758 = !DILocation(line: 0, scope: !708, inlinedAt: !759)
!759 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !732)
!760 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !759)
!761 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !759)
!762 = !DILocation(line: 0, scope: !603, inlinedAt: !763)
!763 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !759)
!764 = !DILocation(line: 0, scope: !610, inlinedAt: !765)
!765 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !763)
!766 = !DILocation(line: 0, scope: !618, inlinedAt: !767)
!767 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !765)
!768 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !732)
!769 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !732)
!770 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !732)
!771 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !732)
!772 = !DILocation(line: 0, scope: !137, inlinedAt: !732)
!773 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !732)
!774 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !732)
!775 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !732)
!776 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !732)
!777 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !732)
!778 = !DILocation(line: 0, scope: !603, inlinedAt: !779)
!779 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !732)
!780 = !DILocation(line: 0, scope: !610, inlinedAt: !781)
!781 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !779)
!782 = !DILocation(line: 0, scope: !618, inlinedAt: !783)
!783 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !781)
!784 = !DILocation(line: 198, column: 38, scope: !733, inlinedAt: !450)
!785 = !DILocation(line: 198, column: 69, scope: !733, inlinedAt: !450)
!786 = !DILocation(line: 198, column: 64, scope: !733, inlinedAt: !450)
!787 = !DILocation(line: 0, scope: !788, inlinedAt: !799)
!788 = distinct !DISubprogram(name: "FSE_decodeSymbolFast", scope: !75, file: !75, line: 553, type: !789, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !792)
!789 = !DISubroutineType(types: !790)
!790 = !{!81, !791, !14}
!791 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!792 = !{!793, !794, !795, !796, !797, !798}
!793 = !DILocalVariable(name: "DStatePtr", arg: 1, scope: !788, file: !75, line: 553, type: !791)
!794 = !DILocalVariable(name: "bitD", arg: 2, scope: !788, file: !75, line: 553, type: !14)
!795 = !DILocalVariable(name: "DInfo", scope: !788, file: !75, line: 555, type: !132)
!796 = !DILocalVariable(name: "nbBits", scope: !788, file: !75, line: 556, type: !179)
!797 = !DILocalVariable(name: "symbol", scope: !788, file: !75, line: 557, type: !105)
!798 = !DILocalVariable(name: "lowBits", scope: !788, file: !75, line: 558, type: !191)
!799 = distinct !DILocation(line: 0, scope: !800, inlinedAt: !450)
!800 = distinct !DILexicalBlock(scope: !733, file: !31, line: 198, column: 87)
!801 = !DILocation(line: 220, column: 15, scope: !802, inlinedAt: !450)
!802 = distinct !DILexicalBlock(scope: !803, file: !31, line: 220, column: 13)
!803 = distinct !DILexicalBlock(scope: !422, file: !31, line: 219, column: 15)
!804 = !DILocation(line: 220, column: 13, scope: !803, inlinedAt: !450)
!805 = !DILocation(line: 0, scope: !788, inlinedAt: !806)
!806 = distinct !DILocation(line: 199, column: 17, scope: !800, inlinedAt: !450)
!807 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !806)
!808 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !806)
!809 = !DILocalVariable(name: "bitD", arg: 1, scope: !810, file: !3, line: 371, type: !14)
!810 = distinct !DISubprogram(name: "BIT_readBitsFast", scope: !3, file: !3, line: 371, type: !811, scopeLine: 372, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !813)
!811 = !DISubroutineType(types: !812)
!812 = !{!20, !14, !8}
!813 = !{!809, !814, !815}
!814 = !DILocalVariable(name: "nbBits", arg: 2, scope: !810, file: !3, line: 371, type: !8)
!815 = !DILocalVariable(name: "value", scope: !810, file: !3, line: 373, type: !139)
!816 = !DILocation(line: 0, scope: !810, inlinedAt: !817)
!817 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !806)
!818 = !DILocalVariable(name: "bitD", arg: 1, scope: !819, file: !3, line: 346, type: !822)
!819 = distinct !DISubprogram(name: "BIT_lookBitsFast", scope: !3, file: !3, line: 346, type: !820, scopeLine: 347, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !824)
!820 = !DISubroutineType(types: !821)
!821 = !{!19, !822, !123}
!822 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !823, size: 64)
!823 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!824 = !{!818, !825, !826}
!825 = !DILocalVariable(name: "nbBits", arg: 2, scope: !819, file: !3, line: 346, type: !123)
!826 = !DILocalVariable(name: "regMask", scope: !819, file: !3, line: 348, type: !179)
!827 = !DILocation(line: 0, scope: !819, inlinedAt: !828)
!828 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !817)
!829 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !828)
!830 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !828)
!831 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !828)
!832 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !828)
!833 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !828)
!834 = !DILocalVariable(name: "bitD", arg: 1, scope: !835, file: !3, line: 353, type: !14)
!835 = distinct !DISubprogram(name: "BIT_skipBits", scope: !3, file: !3, line: 353, type: !836, scopeLine: 354, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !838)
!836 = !DISubroutineType(types: !837)
!837 = !{null, !14, !123}
!838 = !{!834, !839}
!839 = !DILocalVariable(name: "nbBits", arg: 2, scope: !835, file: !3, line: 353, type: !123)
!840 = !DILocation(line: 0, scope: !835, inlinedAt: !841)
!841 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !817)
!842 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !841)
!843 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !806)
!844 = !DILocation(line: 199, column: 15, scope: !800, inlinedAt: !450)
!845 = !DILocation(line: 0, scope: !788, inlinedAt: !846)
!846 = distinct !DILocation(line: 204, column: 17, scope: !800, inlinedAt: !450)
!847 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !846)
!848 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !846)
!849 = !DILocation(line: 0, scope: !810, inlinedAt: !850)
!850 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !846)
!851 = !DILocation(line: 0, scope: !819, inlinedAt: !852)
!852 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !850)
!853 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !852)
!854 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !852)
!855 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !852)
!856 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !852)
!857 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !852)
!858 = !DILocation(line: 0, scope: !835, inlinedAt: !859)
!859 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !850)
!860 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !859)
!861 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !846)
!862 = !DILocation(line: 204, column: 9, scope: !800, inlinedAt: !450)
!863 = !DILocation(line: 204, column: 15, scope: !800, inlinedAt: !450)
!864 = !DILocation(line: 0, scope: !788, inlinedAt: !865)
!865 = distinct !DILocation(line: 209, column: 17, scope: !800, inlinedAt: !450)
!866 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !865)
!867 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !865)
!868 = !DILocation(line: 0, scope: !810, inlinedAt: !869)
!869 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !865)
!870 = !DILocation(line: 0, scope: !819, inlinedAt: !871)
!871 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !869)
!872 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !871)
!873 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !871)
!874 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !871)
!875 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !871)
!876 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !871)
!877 = !DILocation(line: 0, scope: !835, inlinedAt: !878)
!878 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !869)
!879 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !878)
!880 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !865)
!881 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !865)
!882 = !DILocation(line: 209, column: 9, scope: !800, inlinedAt: !450)
!883 = !DILocation(line: 209, column: 15, scope: !800, inlinedAt: !450)
!884 = !DILocation(line: 0, scope: !788, inlinedAt: !885)
!885 = distinct !DILocation(line: 214, column: 17, scope: !800, inlinedAt: !450)
!886 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !885)
!887 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !885)
!888 = !DILocation(line: 0, scope: !810, inlinedAt: !889)
!889 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !885)
!890 = !DILocation(line: 0, scope: !819, inlinedAt: !891)
!891 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !889)
!892 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !891)
!893 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !891)
!894 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !891)
!895 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !891)
!896 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !891)
!897 = !DILocation(line: 0, scope: !835, inlinedAt: !898)
!898 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !889)
!899 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !898)
!900 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !885)
!901 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !885)
!902 = !DILocation(line: 214, column: 9, scope: !800, inlinedAt: !450)
!903 = !DILocation(line: 214, column: 15, scope: !800, inlinedAt: !450)
!904 = !DILocation(line: 198, column: 82, scope: !733, inlinedAt: !450)
!905 = !{!"branch_weights", i32 127, i32 255873}
!906 = distinct !{!906, !755, !907, !280}
!907 = !DILocation(line: 215, column: 5, scope: !734, inlinedAt: !450)
!908 = !DILocation(line: 0, scope: !788, inlinedAt: !909)
!909 = distinct !DILocation(line: 221, column: 17, scope: !803, inlinedAt: !450)
!910 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !909)
!911 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !909)
!912 = !DILocation(line: 0, scope: !810, inlinedAt: !913)
!913 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !909)
!914 = !DILocation(line: 0, scope: !819, inlinedAt: !915)
!915 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !913)
!916 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !915)
!917 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !915)
!918 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !915)
!919 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !915)
!920 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !915)
!921 = !DILocation(line: 0, scope: !835, inlinedAt: !922)
!922 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !913)
!923 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !922)
!924 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !909)
!925 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !909)
!926 = !DILocation(line: 221, column: 12, scope: !803, inlinedAt: !450)
!927 = !DILocation(line: 221, column: 15, scope: !803, inlinedAt: !450)
!928 = !DILocation(line: 0, scope: !2, inlinedAt: !929)
!929 = distinct !DILocation(line: 222, column: 13, scope: !930, inlinedAt: !450)
!930 = distinct !DILexicalBlock(scope: !803, file: !31, line: 222, column: 13)
!931 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !929)
!932 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !929)
!933 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !929)
!934 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !929)
!935 = !DILocation(line: 0, scope: !708, inlinedAt: !936)
!936 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !929)
!937 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !936)
!938 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !936)
!939 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !936)
!940 = !DILocation(line: 0, scope: !603, inlinedAt: !941)
!941 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !936)
!942 = !DILocation(line: 0, scope: !610, inlinedAt: !943)
!943 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !941)
!944 = !DILocation(line: 0, scope: !618, inlinedAt: !945)
!945 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !943)
!946 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !945)
!947 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !936)
!948 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !929)
!949 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !929)
!950 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !929)
!951 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !929)
!952 = !DILocation(line: 0, scope: !137, inlinedAt: !929)
!953 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !929)
!954 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !929)
!955 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !929)
!956 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !929)
!957 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !929)
!958 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !929)
!959 = !DILocation(line: 0, scope: !603, inlinedAt: !960)
!960 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !929)
!961 = !DILocation(line: 0, scope: !610, inlinedAt: !962)
!962 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !960)
!963 = !DILocation(line: 0, scope: !618, inlinedAt: !964)
!964 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !962)
!965 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !964)
!966 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !929)
!967 = !DILocation(line: 0, scope: !788, inlinedAt: !968)
!968 = distinct !DILocation(line: 223, column: 21, scope: !969, inlinedAt: !450)
!969 = distinct !DILexicalBlock(scope: !930, file: !31, line: 222, column: 61)
!970 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !968)
!971 = !DILocation(line: 0, scope: !810, inlinedAt: !972)
!972 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !968)
!973 = !DILocation(line: 0, scope: !819, inlinedAt: !974)
!974 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !972)
!975 = !DILocation(line: 0, scope: !835, inlinedAt: !976)
!976 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !972)
!977 = !DILocation(line: 224, column: 13, scope: !969, inlinedAt: !450)
!978 = !DILocation(line: 227, column: 15, scope: !979, inlinedAt: !450)
!979 = distinct !DILexicalBlock(scope: !803, file: !31, line: 227, column: 13)
!980 = !DILocation(line: 227, column: 13, scope: !803, inlinedAt: !450)
!981 = !DILocation(line: 0, scope: !788, inlinedAt: !982)
!982 = distinct !DILocation(line: 228, column: 17, scope: !803, inlinedAt: !450)
!983 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !982)
!984 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !982)
!985 = !DILocation(line: 0, scope: !810, inlinedAt: !986)
!986 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !982)
!987 = !DILocation(line: 0, scope: !819, inlinedAt: !988)
!988 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !986)
!989 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !988)
!990 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !988)
!991 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !988)
!992 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !988)
!993 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !988)
!994 = !DILocation(line: 0, scope: !835, inlinedAt: !995)
!995 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !986)
!996 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !995)
!997 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !982)
!998 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !982)
!999 = !DILocation(line: 228, column: 12, scope: !803, inlinedAt: !450)
!1000 = !DILocation(line: 228, column: 15, scope: !803, inlinedAt: !450)
!1001 = !DILocation(line: 0, scope: !2, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 229, column: 13, scope: !1003, inlinedAt: !450)
!1003 = distinct !DILexicalBlock(scope: !803, file: !31, line: 229, column: 13)
!1004 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1002)
!1005 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1002)
!1006 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1002)
!1007 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1002)
!1008 = !DILocation(line: 0, scope: !708, inlinedAt: !1009)
!1009 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1002)
!1010 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1009)
!1011 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1009)
!1012 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1009)
!1013 = !DILocation(line: 0, scope: !603, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1009)
!1015 = !DILocation(line: 0, scope: !610, inlinedAt: !1016)
!1016 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1014)
!1017 = !DILocation(line: 0, scope: !618, inlinedAt: !1018)
!1018 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1016)
!1019 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1018)
!1020 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1009)
!1021 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1002)
!1022 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1002)
!1023 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1002)
!1024 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1002)
!1025 = !DILocation(line: 0, scope: !137, inlinedAt: !1002)
!1026 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1002)
!1027 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1002)
!1028 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1002)
!1029 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1002)
!1030 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1002)
!1031 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1002)
!1032 = !DILocation(line: 0, scope: !603, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1002)
!1034 = !DILocation(line: 0, scope: !610, inlinedAt: !1035)
!1035 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1033)
!1036 = !DILocation(line: 0, scope: !618, inlinedAt: !1037)
!1037 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1035)
!1038 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1037)
!1039 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1002)
!1040 = distinct !{!1040, !1041, !1042}
!1041 = !DILocation(line: 219, column: 5, scope: !422, inlinedAt: !450)
!1042 = !DILocation(line: 232, column: 9, scope: !422, inlinedAt: !450)
!1043 = !DILocation(line: 0, scope: !788, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 230, column: 21, scope: !1045, inlinedAt: !450)
!1045 = distinct !DILexicalBlock(scope: !1003, file: !31, line: 229, column: 61)
!1046 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1044)
!1047 = !DILocation(line: 0, scope: !810, inlinedAt: !1048)
!1048 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1044)
!1049 = !DILocation(line: 0, scope: !819, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1048)
!1051 = !DILocation(line: 0, scope: !835, inlinedAt: !1052)
!1052 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1048)
!1053 = !DILocation(line: 231, column: 13, scope: !1045, inlinedAt: !450)
!1054 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1055)
!1055 = !DILocation(line: 0, scope: !803, inlinedAt: !450)
!1056 = !DILocation(line: 235, column: 23, scope: !422, inlinedAt: !450)
!1057 = !DILocation(line: 235, column: 5, scope: !422, inlinedAt: !450)
!1058 = !DILocation(line: 236, column: 1, scope: !422, inlinedAt: !450)
!1059 = !DILocation(line: 286, column: 23, scope: !451, inlinedAt: !480)
!1060 = !DILocation(line: 183, column: 5, scope: !422, inlinedAt: !497)
!1061 = !DILocation(line: 184, column: 5, scope: !422, inlinedAt: !497)
!1062 = !DILocation(line: 185, column: 5, scope: !422, inlinedAt: !497)
!1063 = !DILocation(line: 188, column: 5, scope: !448, inlinedAt: !497)
!1064 = !DILocation(line: 0, scope: !448, inlinedAt: !497)
!1065 = !DILocation(line: 0, scope: !524, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 188, column: 5, scope: !679, inlinedAt: !497)
!1067 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !1066)
!1068 = !DILocation(line: 190, column: 5, scope: !422, inlinedAt: !497)
!1069 = !DILocation(line: 191, column: 5, scope: !422, inlinedAt: !497)
!1070 = !DILocation(line: 0, scope: !2, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 193, column: 5, scope: !696, inlinedAt: !497)
!1072 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1071)
!1073 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1071)
!1074 = !DILocation(line: 424, column: 15, scope: !703, inlinedAt: !1071)
!1075 = !DILocation(line: 424, column: 28, scope: !703, inlinedAt: !1071)
!1076 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1071)
!1077 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1071)
!1078 = !DILocation(line: 0, scope: !708, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1071)
!1080 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1079)
!1081 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1079)
!1082 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1079)
!1083 = !DILocation(line: 0, scope: !603, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1079)
!1085 = !DILocation(line: 0, scope: !610, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1084)
!1087 = !DILocation(line: 0, scope: !618, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1086)
!1089 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1088)
!1090 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1079)
!1091 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1071)
!1092 = !DILocation(line: 427, column: 28, scope: !726, inlinedAt: !1071)
!1093 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1071)
!1094 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1071)
!1095 = !DILocation(line: 0, scope: !2, inlinedAt: !1096)
!1096 = distinct !DILocation(line: 198, column: 14, scope: !733, inlinedAt: !497)
!1097 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1096)
!1098 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1071)
!1099 = !DILocation(line: 0, scope: !137, inlinedAt: !1071)
!1100 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1071)
!1101 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1071)
!1102 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1071)
!1103 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1071)
!1104 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1071)
!1105 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1071)
!1106 = !DILocation(line: 0, scope: !603, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1071)
!1108 = !DILocation(line: 0, scope: !610, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1107)
!1110 = !DILocation(line: 0, scope: !618, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1109)
!1112 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1111)
!1113 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1071)
!1114 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1096)
!1115 = !DILocation(line: 198, column: 5, scope: !734, inlinedAt: !497)
!1116 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1096)
!1117 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1096)
!1118 = !DILocation(line: 0, scope: !708, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1096)
!1120 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1119)
!1121 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1119)
!1122 = !DILocation(line: 0, scope: !603, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1119)
!1124 = !DILocation(line: 0, scope: !610, inlinedAt: !1125)
!1125 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1123)
!1126 = !DILocation(line: 0, scope: !618, inlinedAt: !1127)
!1127 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1125)
!1128 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1096)
!1129 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1096)
!1130 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1096)
!1131 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1096)
!1132 = !DILocation(line: 0, scope: !137, inlinedAt: !1096)
!1133 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1096)
!1134 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1096)
!1135 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1096)
!1136 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1096)
!1137 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1096)
!1138 = !DILocation(line: 0, scope: !603, inlinedAt: !1139)
!1139 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1096)
!1140 = !DILocation(line: 0, scope: !610, inlinedAt: !1141)
!1141 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1139)
!1142 = !DILocation(line: 0, scope: !618, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1141)
!1144 = !DILocation(line: 198, column: 38, scope: !733, inlinedAt: !497)
!1145 = !DILocation(line: 198, column: 69, scope: !733, inlinedAt: !497)
!1146 = !DILocation(line: 198, column: 64, scope: !733, inlinedAt: !497)
!1147 = !DILocation(line: 0, scope: !733, inlinedAt: !497)
!1148 = !DILocation(line: 0, scope: !1149, inlinedAt: !1157)
!1149 = distinct !DISubprogram(name: "FSE_decodeSymbol", scope: !75, file: !75, line: 540, type: !789, scopeLine: 541, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1150)
!1150 = !{!1151, !1152, !1153, !1154, !1155, !1156}
!1151 = !DILocalVariable(name: "DStatePtr", arg: 1, scope: !1149, file: !75, line: 540, type: !791)
!1152 = !DILocalVariable(name: "bitD", arg: 2, scope: !1149, file: !75, line: 540, type: !14)
!1153 = !DILocalVariable(name: "DInfo", scope: !1149, file: !75, line: 542, type: !132)
!1154 = !DILocalVariable(name: "nbBits", scope: !1149, file: !75, line: 543, type: !179)
!1155 = !DILocalVariable(name: "symbol", scope: !1149, file: !75, line: 544, type: !105)
!1156 = !DILocalVariable(name: "lowBits", scope: !1149, file: !75, line: 545, type: !191)
!1157 = distinct !DILocation(line: 0, scope: !800, inlinedAt: !497)
!1158 = !DILocation(line: 220, column: 15, scope: !802, inlinedAt: !497)
!1159 = !DILocation(line: 220, column: 13, scope: !803, inlinedAt: !497)
!1160 = !DILocation(line: 0, scope: !1149, inlinedAt: !1161)
!1161 = distinct !DILocation(line: 199, column: 17, scope: !800, inlinedAt: !497)
!1162 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1161)
!1163 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1161)
!1164 = !DILocalVariable(name: "bitD", arg: 1, scope: !1165, file: !3, line: 362, type: !14)
!1165 = distinct !DISubprogram(name: "BIT_readBits", scope: !3, file: !3, line: 362, type: !1166, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1168)
!1166 = !DISubroutineType(types: !1167)
!1167 = !{!19, !14, !8}
!1168 = !{!1164, !1169, !1170}
!1169 = !DILocalVariable(name: "nbBits", arg: 2, scope: !1165, file: !3, line: 362, type: !8)
!1170 = !DILocalVariable(name: "value", scope: !1165, file: !3, line: 364, type: !139)
!1171 = !DILocation(line: 0, scope: !1165, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1161)
!1173 = !DILocalVariable(name: "bitD", arg: 1, scope: !1174, file: !3, line: 330, type: !822)
!1174 = distinct !DISubprogram(name: "BIT_lookBits", scope: !3, file: !3, line: 330, type: !820, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1175)
!1175 = !{!1173, !1176}
!1176 = !DILocalVariable(name: "nbBits", arg: 2, scope: !1174, file: !3, line: 330, type: !123)
!1177 = !DILocation(line: 0, scope: !1174, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1172)
!1179 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1178)
!1180 = !DILocalVariable(name: "bitContainer", arg: 1, scope: !1181, file: !3, line: 307, type: !19)
!1181 = distinct !DISubprogram(name: "BIT_getMiddleBits", scope: !3, file: !3, line: 307, type: !1182, scopeLine: 308, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1184)
!1182 = !DISubroutineType(types: !1183)
!1183 = !{!19, !19, !179, !179}
!1184 = !{!1180, !1185, !1186, !1187}
!1185 = !DILocalVariable(name: "start", arg: 2, scope: !1181, file: !3, line: 307, type: !179)
!1186 = !DILocalVariable(name: "nbBits", arg: 3, scope: !1181, file: !3, line: 307, type: !179)
!1187 = !DILocalVariable(name: "regMask", scope: !1181, file: !3, line: 309, type: !179)
!1188 = !DILocation(line: 0, scope: !1181, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1178)
!1190 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1189)
!1191 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1189)
!1192 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1189)
!1193 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1189)
!1194 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1189)
!1195 = !DILocation(line: 0, scope: !835, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1172)
!1197 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1161)
!1198 = !DILocation(line: 199, column: 15, scope: !800, inlinedAt: !497)
!1199 = !DILocation(line: 0, scope: !1149, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 204, column: 17, scope: !800, inlinedAt: !497)
!1201 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1200)
!1202 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1200)
!1203 = !DILocation(line: 0, scope: !1165, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1200)
!1205 = !DILocation(line: 0, scope: !1174, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1204)
!1207 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1206)
!1208 = !DILocation(line: 0, scope: !1181, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1206)
!1210 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1209)
!1211 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1209)
!1212 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1209)
!1213 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1209)
!1214 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1209)
!1215 = !DILocation(line: 0, scope: !835, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1204)
!1217 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1200)
!1218 = !DILocation(line: 204, column: 9, scope: !800, inlinedAt: !497)
!1219 = !DILocation(line: 204, column: 15, scope: !800, inlinedAt: !497)
!1220 = !DILocation(line: 0, scope: !1149, inlinedAt: !1221)
!1221 = distinct !DILocation(line: 209, column: 17, scope: !800, inlinedAt: !497)
!1222 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1221)
!1223 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1221)
!1224 = !DILocation(line: 0, scope: !1165, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1221)
!1226 = !DILocation(line: 0, scope: !1174, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1225)
!1228 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1227)
!1229 = !DILocation(line: 0, scope: !1181, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1227)
!1231 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1230)
!1232 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1230)
!1233 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1230)
!1234 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1230)
!1235 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1230)
!1236 = !DILocation(line: 0, scope: !835, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1225)
!1238 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1221)
!1239 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !1221)
!1240 = !DILocation(line: 209, column: 9, scope: !800, inlinedAt: !497)
!1241 = !DILocation(line: 209, column: 15, scope: !800, inlinedAt: !497)
!1242 = !DILocation(line: 0, scope: !1149, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 214, column: 17, scope: !800, inlinedAt: !497)
!1244 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1243)
!1245 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1243)
!1246 = !DILocation(line: 0, scope: !1165, inlinedAt: !1247)
!1247 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1243)
!1248 = !DILocation(line: 0, scope: !1174, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1247)
!1250 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1249)
!1251 = !DILocation(line: 0, scope: !1181, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1249)
!1253 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1252)
!1254 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1252)
!1255 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1252)
!1256 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1252)
!1257 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1252)
!1258 = !DILocation(line: 0, scope: !835, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1247)
!1260 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1243)
!1261 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !1243)
!1262 = !DILocation(line: 214, column: 9, scope: !800, inlinedAt: !497)
!1263 = !DILocation(line: 214, column: 15, scope: !800, inlinedAt: !497)
!1264 = !DILocation(line: 198, column: 82, scope: !733, inlinedAt: !497)
!1265 = distinct !{!1265, !1115, !1266, !280}
!1266 = !DILocation(line: 215, column: 5, scope: !734, inlinedAt: !497)
!1267 = !DILocation(line: 0, scope: !1149, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 221, column: 17, scope: !803, inlinedAt: !497)
!1269 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1268)
!1270 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1268)
!1271 = !DILocation(line: 0, scope: !1165, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1268)
!1273 = !DILocation(line: 0, scope: !1174, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1272)
!1275 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1274)
!1276 = !DILocation(line: 0, scope: !1181, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1274)
!1278 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1277)
!1279 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1277)
!1280 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1277)
!1281 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1277)
!1282 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1277)
!1283 = !DILocation(line: 0, scope: !835, inlinedAt: !1284)
!1284 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1272)
!1285 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1268)
!1286 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !1268)
!1287 = !DILocation(line: 221, column: 12, scope: !803, inlinedAt: !497)
!1288 = !DILocation(line: 221, column: 15, scope: !803, inlinedAt: !497)
!1289 = !DILocation(line: 0, scope: !2, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 222, column: 13, scope: !930, inlinedAt: !497)
!1291 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1290)
!1292 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1290)
!1293 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1290)
!1294 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1290)
!1295 = !DILocation(line: 0, scope: !708, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1290)
!1297 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1296)
!1298 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1296)
!1299 = !DILocation(line: 0, scope: !603, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1296)
!1301 = !DILocation(line: 0, scope: !610, inlinedAt: !1302)
!1302 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1300)
!1303 = !DILocation(line: 0, scope: !618, inlinedAt: !1304)
!1304 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1302)
!1305 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1290)
!1306 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1290)
!1307 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1290)
!1308 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1290)
!1309 = !DILocation(line: 0, scope: !137, inlinedAt: !1290)
!1310 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1290)
!1311 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1290)
!1312 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1290)
!1313 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1290)
!1314 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1290)
!1315 = !DILocation(line: 0, scope: !603, inlinedAt: !1316)
!1316 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1290)
!1317 = !DILocation(line: 0, scope: !610, inlinedAt: !1318)
!1318 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1316)
!1319 = !DILocation(line: 0, scope: !618, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1318)
!1321 = !DILocation(line: 0, scope: !1149, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 223, column: 21, scope: !969, inlinedAt: !497)
!1323 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1322)
!1324 = !DILocation(line: 0, scope: !1165, inlinedAt: !1325)
!1325 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1322)
!1326 = !DILocation(line: 0, scope: !1174, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1325)
!1328 = !DILocation(line: 0, scope: !1181, inlinedAt: !1329)
!1329 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1327)
!1330 = !DILocation(line: 0, scope: !835, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1325)
!1332 = !DILocation(line: 224, column: 13, scope: !969, inlinedAt: !497)
!1333 = !DILocation(line: 227, column: 15, scope: !979, inlinedAt: !497)
!1334 = !DILocation(line: 227, column: 13, scope: !803, inlinedAt: !497)
!1335 = !DILocation(line: 0, scope: !1149, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 228, column: 17, scope: !803, inlinedAt: !497)
!1337 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1336)
!1338 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1336)
!1339 = !DILocation(line: 0, scope: !1165, inlinedAt: !1340)
!1340 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1336)
!1341 = !DILocation(line: 0, scope: !1174, inlinedAt: !1342)
!1342 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1340)
!1343 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1342)
!1344 = !DILocation(line: 0, scope: !1181, inlinedAt: !1345)
!1345 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1342)
!1346 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1345)
!1347 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1345)
!1348 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1345)
!1349 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1345)
!1350 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1345)
!1351 = !DILocation(line: 0, scope: !835, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1340)
!1353 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1336)
!1354 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !1336)
!1355 = !DILocation(line: 228, column: 12, scope: !803, inlinedAt: !497)
!1356 = !DILocation(line: 228, column: 15, scope: !803, inlinedAt: !497)
!1357 = !DILocation(line: 0, scope: !2, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 229, column: 13, scope: !1003, inlinedAt: !497)
!1359 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1358)
!1360 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1358)
!1361 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1358)
!1362 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1358)
!1363 = !DILocation(line: 0, scope: !708, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1358)
!1365 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1364)
!1366 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1364)
!1367 = !DILocation(line: 0, scope: !603, inlinedAt: !1368)
!1368 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1364)
!1369 = !DILocation(line: 0, scope: !610, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1368)
!1371 = !DILocation(line: 0, scope: !618, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1370)
!1373 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1358)
!1374 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1358)
!1375 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1358)
!1376 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1358)
!1377 = !DILocation(line: 0, scope: !137, inlinedAt: !1358)
!1378 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1358)
!1379 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1358)
!1380 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1358)
!1381 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1358)
!1382 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1358)
!1383 = !DILocation(line: 0, scope: !603, inlinedAt: !1384)
!1384 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1358)
!1385 = !DILocation(line: 0, scope: !610, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1384)
!1387 = !DILocation(line: 0, scope: !618, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1386)
!1389 = distinct !{!1389, !1390, !1391}
!1390 = !DILocation(line: 219, column: 5, scope: !422, inlinedAt: !497)
!1391 = !DILocation(line: 232, column: 9, scope: !422, inlinedAt: !497)
!1392 = !DILocation(line: 0, scope: !1149, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 230, column: 21, scope: !1045, inlinedAt: !497)
!1394 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1393)
!1395 = !DILocation(line: 0, scope: !1165, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1393)
!1397 = !DILocation(line: 0, scope: !1174, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1396)
!1399 = !DILocation(line: 0, scope: !1181, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1398)
!1401 = !DILocation(line: 0, scope: !835, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1396)
!1403 = !DILocation(line: 231, column: 13, scope: !1045, inlinedAt: !497)
!1404 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1405)
!1405 = !DILocation(line: 0, scope: !803, inlinedAt: !497)
!1406 = !DILocation(line: 235, column: 23, scope: !422, inlinedAt: !497)
!1407 = !DILocation(line: 235, column: 5, scope: !422, inlinedAt: !497)
!1408 = !DILocation(line: 236, column: 1, scope: !422, inlinedAt: !497)
!1409 = !DILocation(line: 287, column: 9, scope: !452, inlinedAt: !480)
!1410 = !DILocation(line: 289, column: 1, scope: !453, inlinedAt: !480)
!1411 = !DILocation(line: 312, column: 5, scope: !406)
!1412 = !DILocation(line: 313, column: 1, scope: !406)
!1413 = distinct !DISubprogram(name: "FSE_decompress_wksp_body_bmi2", scope: !31, file: !31, line: 298, type: !482, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1414)
!1414 = !{!1415, !1416, !1417, !1418, !1419, !1420, !1421}
!1415 = !DILocalVariable(name: "dst", arg: 1, scope: !1413, file: !31, line: 298, type: !153)
!1416 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !1413, file: !31, line: 298, type: !20)
!1417 = !DILocalVariable(name: "cSrc", arg: 3, scope: !1413, file: !31, line: 298, type: !409)
!1418 = !DILocalVariable(name: "cSrcSize", arg: 4, scope: !1413, file: !31, line: 298, type: !20)
!1419 = !DILocalVariable(name: "maxLog", arg: 5, scope: !1413, file: !31, line: 298, type: !8)
!1420 = !DILocalVariable(name: "workSpace", arg: 6, scope: !1413, file: !31, line: 298, type: !153)
!1421 = !DILocalVariable(name: "wkspSize", arg: 7, scope: !1413, file: !31, line: 298, type: !20)
!1422 = distinct !DIAssignID()
!1423 = !DILocation(line: 0, scope: !422, inlinedAt: !1424)
!1424 = distinct !DILocation(line: 286, column: 30, scope: !451, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 300, column: 12, scope: !1413)
!1426 = distinct !DIAssignID()
!1427 = distinct !DIAssignID()
!1428 = distinct !DIAssignID()
!1429 = !DILocation(line: 0, scope: !422, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 287, column: 16, scope: !452, inlinedAt: !1425)
!1431 = distinct !DIAssignID()
!1432 = distinct !DIAssignID()
!1433 = distinct !DIAssignID()
!1434 = !DILocation(line: 0, scope: !453, inlinedAt: !1425)
!1435 = distinct !DIAssignID()
!1436 = !DILocation(line: 0, scope: !1413)
!1437 = !DILocation(line: 251, column: 5, scope: !453, inlinedAt: !1425)
!1438 = !DILocation(line: 252, column: 5, scope: !453, inlinedAt: !1425)
!1439 = !DILocation(line: 252, column: 14, scope: !453, inlinedAt: !1425)
!1440 = distinct !DIAssignID()
!1441 = !DILocation(line: 255, column: 55, scope: !453, inlinedAt: !1425)
!1442 = !DILocation(line: 258, column: 18, scope: !519, inlinedAt: !1425)
!1443 = !DILocation(line: 258, column: 9, scope: !453, inlinedAt: !1425)
!1444 = !DILocation(line: 265, column: 13, scope: !474, inlinedAt: !1425)
!1445 = !DILocation(line: 0, scope: !474, inlinedAt: !1425)
!1446 = !DILocation(line: 0, scope: !524, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 266, column: 13, scope: !531, inlinedAt: !1425)
!1448 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !1447)
!1449 = !DILocation(line: 266, column: 13, scope: !474, inlinedAt: !1425)
!1450 = !DILocation(line: 267, column: 13, scope: !535, inlinedAt: !1425)
!1451 = !DILocation(line: 267, column: 22, scope: !535, inlinedAt: !1425)
!1452 = !DILocation(line: 267, column: 13, scope: !474, inlinedAt: !1425)
!1453 = !DILocation(line: 269, column: 12, scope: !474, inlinedAt: !1425)
!1454 = !DILocation(line: 270, column: 18, scope: !474, inlinedAt: !1425)
!1455 = !DILocation(line: 273, column: 9, scope: !541, inlinedAt: !1425)
!1456 = !DILocation(line: 273, column: 60, scope: !541, inlinedAt: !1425)
!1457 = !DILocation(line: 273, column: 9, scope: !453, inlinedAt: !1425)
!1458 = !DILocation(line: 275, column: 52, scope: !453, inlinedAt: !1425)
!1459 = !DILocation(line: 275, column: 50, scope: !453, inlinedAt: !1425)
!1460 = !DILocation(line: 276, column: 31, scope: !453, inlinedAt: !1425)
!1461 = !DILocation(line: 276, column: 14, scope: !453, inlinedAt: !1425)
!1462 = !DILocation(line: 278, column: 5, scope: !476, inlinedAt: !1425)
!1463 = !DILocation(line: 0, scope: !476, inlinedAt: !1425)
!1464 = !DILocation(line: 0, scope: !524, inlinedAt: !1465)
!1465 = distinct !DILocation(line: 278, column: 5, scope: !552, inlinedAt: !1425)
!1466 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !1465)
!1467 = !DILocation(line: 0, scope: !452, inlinedAt: !1425)
!1468 = !DILocation(line: 283, column: 39, scope: !452, inlinedAt: !1425)
!1469 = !DILocation(line: 286, column: 13, scope: !451, inlinedAt: !1425)
!1470 = !DILocation(line: 180, column: 27, scope: !422, inlinedAt: !1467)
!1471 = !DILocation(line: 181, column: 30, scope: !422, inlinedAt: !1467)
!1472 = !DILocation(line: 286, column: 13, scope: !452, inlinedAt: !1425)
!1473 = !DILocation(line: 183, column: 5, scope: !422, inlinedAt: !1424)
!1474 = !DILocation(line: 184, column: 5, scope: !422, inlinedAt: !1424)
!1475 = !DILocation(line: 185, column: 5, scope: !422, inlinedAt: !1424)
!1476 = !DILocation(line: 0, scope: !568, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 188, column: 5, scope: !448, inlinedAt: !1424)
!1478 = !DILocation(line: 256, column: 17, scope: !584, inlinedAt: !1477)
!1479 = !DILocation(line: 256, column: 9, scope: !568, inlinedAt: !1477)
!1480 = !DILocation(line: 258, column: 11, scope: !568, inlinedAt: !1477)
!1481 = !DILocation(line: 258, column: 17, scope: !568, inlinedAt: !1477)
!1482 = !DILocation(line: 259, column: 34, scope: !568, inlinedAt: !1477)
!1483 = !DILocation(line: 259, column: 11, scope: !568, inlinedAt: !1477)
!1484 = !DILocation(line: 259, column: 20, scope: !568, inlinedAt: !1477)
!1485 = !DILocation(line: 261, column: 17, scope: !577, inlinedAt: !1477)
!1486 = !DILocation(line: 261, column: 9, scope: !568, inlinedAt: !1477)
!1487 = !DILocation(line: 262, column: 46, scope: !576, inlinedAt: !1477)
!1488 = !DILocation(line: 262, column: 56, scope: !576, inlinedAt: !1477)
!1489 = !DILocation(line: 262, column: 15, scope: !576, inlinedAt: !1477)
!1490 = !DILocation(line: 262, column: 21, scope: !576, inlinedAt: !1477)
!1491 = !DILocation(line: 0, scope: !603, inlinedAt: !1492)
!1492 = distinct !DILocation(line: 263, column: 30, scope: !576, inlinedAt: !1477)
!1493 = !DILocation(line: 0, scope: !610, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1492)
!1495 = !DILocation(line: 0, scope: !618, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1494)
!1497 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1496)
!1498 = !DILocation(line: 263, column: 28, scope: !576, inlinedAt: !1477)
!1499 = !DILocation(line: 0, scope: !575, inlinedAt: !1477)
!1500 = !DILocation(line: 265, column: 32, scope: !575, inlinedAt: !1477)
!1501 = !DILocation(line: 268, column: 15, scope: !580, inlinedAt: !1477)
!1502 = !DILocation(line: 268, column: 21, scope: !580, inlinedAt: !1477)
!1503 = !DILocation(line: 269, column: 30, scope: !580, inlinedAt: !1477)
!1504 = !DILocation(line: 269, column: 28, scope: !580, inlinedAt: !1477)
!1505 = !DILocation(line: 270, column: 9, scope: !580, inlinedAt: !1477)
!1506 = !DILocation(line: 272, column: 58, scope: !634, inlinedAt: !1477)
!1507 = !DILocation(line: 272, column: 39, scope: !634, inlinedAt: !1477)
!1508 = !DILocation(line: 272, column: 89, scope: !634, inlinedAt: !1477)
!1509 = !DILocation(line: 272, column: 36, scope: !634, inlinedAt: !1477)
!1510 = !DILocation(line: 272, column: 17, scope: !634, inlinedAt: !1477)
!1511 = !DILocation(line: 275, column: 36, scope: !634, inlinedAt: !1477)
!1512 = !DILocation(line: 275, column: 58, scope: !634, inlinedAt: !1477)
!1513 = !DILocation(line: 275, column: 39, scope: !634, inlinedAt: !1477)
!1514 = !DILocation(line: 275, column: 89, scope: !634, inlinedAt: !1477)
!1515 = !DILocation(line: 275, column: 17, scope: !634, inlinedAt: !1477)
!1516 = !DILocation(line: 278, column: 36, scope: !634, inlinedAt: !1477)
!1517 = !DILocation(line: 278, column: 58, scope: !634, inlinedAt: !1477)
!1518 = !DILocation(line: 278, column: 39, scope: !634, inlinedAt: !1477)
!1519 = !DILocation(line: 278, column: 89, scope: !634, inlinedAt: !1477)
!1520 = !DILocation(line: 278, column: 17, scope: !634, inlinedAt: !1477)
!1521 = !DILocation(line: 281, column: 36, scope: !634, inlinedAt: !1477)
!1522 = !DILocation(line: 281, column: 58, scope: !634, inlinedAt: !1477)
!1523 = !DILocation(line: 281, column: 39, scope: !634, inlinedAt: !1477)
!1524 = !DILocation(line: 281, column: 89, scope: !634, inlinedAt: !1477)
!1525 = !DILocation(line: 281, column: 17, scope: !634, inlinedAt: !1477)
!1526 = !DILocation(line: 284, column: 36, scope: !634, inlinedAt: !1477)
!1527 = !DILocation(line: 284, column: 58, scope: !634, inlinedAt: !1477)
!1528 = !DILocation(line: 284, column: 39, scope: !634, inlinedAt: !1477)
!1529 = !DILocation(line: 284, column: 89, scope: !634, inlinedAt: !1477)
!1530 = !DILocation(line: 284, column: 17, scope: !634, inlinedAt: !1477)
!1531 = !DILocation(line: 287, column: 36, scope: !634, inlinedAt: !1477)
!1532 = !DILocation(line: 287, column: 58, scope: !634, inlinedAt: !1477)
!1533 = !DILocation(line: 287, column: 39, scope: !634, inlinedAt: !1477)
!1534 = !DILocation(line: 287, column: 89, scope: !634, inlinedAt: !1477)
!1535 = !DILocation(line: 287, column: 17, scope: !634, inlinedAt: !1477)
!1536 = !DILocation(line: 292, column: 35, scope: !579, inlinedAt: !1477)
!1537 = !DILocation(line: 0, scope: !579, inlinedAt: !1477)
!1538 = !DILocation(line: 293, column: 34, scope: !579, inlinedAt: !1477)
!1539 = !DILocation(line: 0, scope: !377, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 293, column: 49, scope: !579, inlinedAt: !1477)
!1541 = !DILocation(line: 0, scope: !385, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !1540)
!1543 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !1542)
!1544 = !DILocation(line: 293, column: 19, scope: !579, inlinedAt: !1477)
!1545 = !DILocation(line: 296, column: 31, scope: !580, inlinedAt: !1477)
!1546 = !DILocation(line: 296, column: 28, scope: !580, inlinedAt: !1477)
!1547 = !DILocation(line: 0, scope: !448, inlinedAt: !1424)
!1548 = !DILocation(line: 0, scope: !524, inlinedAt: !1549)
!1549 = distinct !DILocation(line: 188, column: 5, scope: !679, inlinedAt: !1424)
!1550 = !DILocation(line: 264, column: 33, scope: !575, inlinedAt: !1477)
!1551 = !DILocation(line: 0, scope: !377, inlinedAt: !1552)
!1552 = distinct !DILocation(line: 265, column: 47, scope: !575, inlinedAt: !1477)
!1553 = !DILocation(line: 0, scope: !385, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !1552)
!1555 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !1554)
!1556 = !DILocation(line: 177, column: 15, scope: !377, inlinedAt: !1552)
!1557 = !DILocation(line: 265, column: 45, scope: !575, inlinedAt: !1477)
!1558 = !DILocation(line: 265, column: 17, scope: !575, inlinedAt: !1477)
!1559 = !DILocation(line: 265, column: 30, scope: !575, inlinedAt: !1477)
!1560 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !1549)
!1561 = !DILocation(line: 190, column: 5, scope: !422, inlinedAt: !1424)
!1562 = !DILocation(line: 191, column: 5, scope: !422, inlinedAt: !1424)
!1563 = !DILocation(line: 0, scope: !2, inlinedAt: !1564)
!1564 = distinct !DILocation(line: 193, column: 5, scope: !696, inlinedAt: !1424)
!1565 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1564)
!1566 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1564)
!1567 = !DILocation(line: 424, column: 15, scope: !703, inlinedAt: !1564)
!1568 = !DILocation(line: 424, column: 28, scope: !703, inlinedAt: !1564)
!1569 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1564)
!1570 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1564)
!1571 = !DILocation(line: 0, scope: !708, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1564)
!1573 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1572)
!1574 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1572)
!1575 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1572)
!1576 = !DILocation(line: 0, scope: !603, inlinedAt: !1577)
!1577 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1572)
!1578 = !DILocation(line: 0, scope: !610, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1577)
!1580 = !DILocation(line: 0, scope: !618, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1579)
!1582 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1581)
!1583 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1572)
!1584 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1564)
!1585 = !DILocation(line: 427, column: 28, scope: !726, inlinedAt: !1564)
!1586 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1564)
!1587 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1564)
!1588 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1564)
!1589 = !DILocation(line: 0, scope: !137, inlinedAt: !1564)
!1590 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1564)
!1591 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1564)
!1592 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1564)
!1593 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1564)
!1594 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1564)
!1595 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1564)
!1596 = !DILocation(line: 0, scope: !603, inlinedAt: !1597)
!1597 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1564)
!1598 = !DILocation(line: 0, scope: !610, inlinedAt: !1599)
!1599 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1597)
!1600 = !DILocation(line: 0, scope: !618, inlinedAt: !1601)
!1601 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1599)
!1602 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1601)
!1603 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1564)
!1604 = !DILocation(line: 0, scope: !2, inlinedAt: !1605)
!1605 = distinct !DILocation(line: 198, column: 14, scope: !733, inlinedAt: !1424)
!1606 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1605)
!1607 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1605)
!1608 = !{!"branch_weights", i32 1, i32 127}
!1609 = !DILocation(line: 198, column: 5, scope: !734, inlinedAt: !1424)
!1610 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1605)
!1611 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1605)
!1612 = !DILocation(line: 0, scope: !708, inlinedAt: !1613)
!1613 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1605)
!1614 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1613)
!1615 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1613)
!1616 = !DILocation(line: 0, scope: !603, inlinedAt: !1617)
!1617 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1613)
!1618 = !DILocation(line: 0, scope: !610, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1617)
!1620 = !DILocation(line: 0, scope: !618, inlinedAt: !1621)
!1621 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1619)
!1622 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1605)
!1623 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1605)
!1624 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1605)
!1625 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1605)
!1626 = !DILocation(line: 0, scope: !137, inlinedAt: !1605)
!1627 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1605)
!1628 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1605)
!1629 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1605)
!1630 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1605)
!1631 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1605)
!1632 = !DILocation(line: 0, scope: !603, inlinedAt: !1633)
!1633 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1605)
!1634 = !DILocation(line: 0, scope: !610, inlinedAt: !1635)
!1635 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1633)
!1636 = !DILocation(line: 0, scope: !618, inlinedAt: !1637)
!1637 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1635)
!1638 = !DILocation(line: 198, column: 38, scope: !733, inlinedAt: !1424)
!1639 = !DILocation(line: 198, column: 69, scope: !733, inlinedAt: !1424)
!1640 = !DILocation(line: 198, column: 64, scope: !733, inlinedAt: !1424)
!1641 = !DILocation(line: 0, scope: !788, inlinedAt: !1642)
!1642 = !DILocation(line: 0, scope: !800, inlinedAt: !1424)
!1643 = !DILocation(line: 220, column: 15, scope: !802, inlinedAt: !1424)
!1644 = !DILocation(line: 220, column: 13, scope: !803, inlinedAt: !1424)
!1645 = !DILocation(line: 0, scope: !788, inlinedAt: !1646)
!1646 = distinct !DILocation(line: 199, column: 17, scope: !800, inlinedAt: !1424)
!1647 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1646)
!1648 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1646)
!1649 = !DILocation(line: 0, scope: !810, inlinedAt: !1650)
!1650 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1646)
!1651 = !DILocation(line: 0, scope: !819, inlinedAt: !1652)
!1652 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1650)
!1653 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1652)
!1654 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1652)
!1655 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1652)
!1656 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1652)
!1657 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1652)
!1658 = !DILocation(line: 0, scope: !835, inlinedAt: !1659)
!1659 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1650)
!1660 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1659)
!1661 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1646)
!1662 = !DILocation(line: 199, column: 15, scope: !800, inlinedAt: !1424)
!1663 = !DILocation(line: 0, scope: !788, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 204, column: 17, scope: !800, inlinedAt: !1424)
!1665 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1664)
!1666 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1664)
!1667 = !DILocation(line: 0, scope: !810, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1664)
!1669 = !DILocation(line: 0, scope: !819, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1668)
!1671 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1670)
!1672 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1670)
!1673 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1670)
!1674 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1670)
!1675 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1670)
!1676 = !DILocation(line: 0, scope: !835, inlinedAt: !1677)
!1677 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1668)
!1678 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1677)
!1679 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1664)
!1680 = !DILocation(line: 204, column: 9, scope: !800, inlinedAt: !1424)
!1681 = !DILocation(line: 204, column: 15, scope: !800, inlinedAt: !1424)
!1682 = !DILocation(line: 0, scope: !788, inlinedAt: !1683)
!1683 = distinct !DILocation(line: 209, column: 17, scope: !800, inlinedAt: !1424)
!1684 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1683)
!1685 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1683)
!1686 = !DILocation(line: 0, scope: !810, inlinedAt: !1687)
!1687 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1683)
!1688 = !DILocation(line: 0, scope: !819, inlinedAt: !1689)
!1689 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1687)
!1690 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1689)
!1691 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1689)
!1692 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1689)
!1693 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1689)
!1694 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1689)
!1695 = !DILocation(line: 0, scope: !835, inlinedAt: !1696)
!1696 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1687)
!1697 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1696)
!1698 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1683)
!1699 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !1683)
!1700 = !DILocation(line: 209, column: 9, scope: !800, inlinedAt: !1424)
!1701 = !DILocation(line: 209, column: 15, scope: !800, inlinedAt: !1424)
!1702 = !DILocation(line: 0, scope: !788, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 214, column: 17, scope: !800, inlinedAt: !1424)
!1704 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1703)
!1705 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1703)
!1706 = !DILocation(line: 0, scope: !810, inlinedAt: !1707)
!1707 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1703)
!1708 = !DILocation(line: 0, scope: !819, inlinedAt: !1709)
!1709 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1707)
!1710 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1709)
!1711 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1709)
!1712 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1709)
!1713 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1709)
!1714 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1709)
!1715 = !DILocation(line: 0, scope: !835, inlinedAt: !1716)
!1716 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1707)
!1717 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1716)
!1718 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1703)
!1719 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !1703)
!1720 = !DILocation(line: 214, column: 9, scope: !800, inlinedAt: !1424)
!1721 = !DILocation(line: 214, column: 15, scope: !800, inlinedAt: !1424)
!1722 = !DILocation(line: 198, column: 82, scope: !733, inlinedAt: !1424)
!1723 = distinct !{!1723, !1609, !1724, !280}
!1724 = !DILocation(line: 215, column: 5, scope: !734, inlinedAt: !1424)
!1725 = !DILocation(line: 0, scope: !788, inlinedAt: !1726)
!1726 = distinct !DILocation(line: 221, column: 17, scope: !803, inlinedAt: !1424)
!1727 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1726)
!1728 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1726)
!1729 = !DILocation(line: 0, scope: !810, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1726)
!1731 = !DILocation(line: 0, scope: !819, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1730)
!1733 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1732)
!1734 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1732)
!1735 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1732)
!1736 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1732)
!1737 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1732)
!1738 = !DILocation(line: 0, scope: !835, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1730)
!1740 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1739)
!1741 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1726)
!1742 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !1726)
!1743 = !DILocation(line: 221, column: 12, scope: !803, inlinedAt: !1424)
!1744 = !DILocation(line: 221, column: 15, scope: !803, inlinedAt: !1424)
!1745 = !DILocation(line: 0, scope: !2, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 222, column: 13, scope: !930, inlinedAt: !1424)
!1747 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1746)
!1748 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1746)
!1749 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1746)
!1750 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1746)
!1751 = !DILocation(line: 0, scope: !708, inlinedAt: !1752)
!1752 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1746)
!1753 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1752)
!1754 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1752)
!1755 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1752)
!1756 = !DILocation(line: 0, scope: !603, inlinedAt: !1757)
!1757 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1752)
!1758 = !DILocation(line: 0, scope: !610, inlinedAt: !1759)
!1759 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1757)
!1760 = !DILocation(line: 0, scope: !618, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1759)
!1762 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1761)
!1763 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1752)
!1764 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1746)
!1765 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1746)
!1766 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1746)
!1767 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1746)
!1768 = !DILocation(line: 0, scope: !137, inlinedAt: !1746)
!1769 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1746)
!1770 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1746)
!1771 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1746)
!1772 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1746)
!1773 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1746)
!1774 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1746)
!1775 = !DILocation(line: 0, scope: !603, inlinedAt: !1776)
!1776 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1746)
!1777 = !DILocation(line: 0, scope: !610, inlinedAt: !1778)
!1778 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1776)
!1779 = !DILocation(line: 0, scope: !618, inlinedAt: !1780)
!1780 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1778)
!1781 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1780)
!1782 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1746)
!1783 = !DILocation(line: 0, scope: !788, inlinedAt: !1784)
!1784 = distinct !DILocation(line: 223, column: 21, scope: !969, inlinedAt: !1424)
!1785 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1784)
!1786 = !DILocation(line: 0, scope: !810, inlinedAt: !1787)
!1787 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1784)
!1788 = !DILocation(line: 0, scope: !819, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1787)
!1790 = !DILocation(line: 0, scope: !835, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1787)
!1792 = !DILocation(line: 224, column: 13, scope: !969, inlinedAt: !1424)
!1793 = !DILocation(line: 227, column: 15, scope: !979, inlinedAt: !1424)
!1794 = !DILocation(line: 227, column: 13, scope: !803, inlinedAt: !1424)
!1795 = !DILocation(line: 0, scope: !788, inlinedAt: !1796)
!1796 = distinct !DILocation(line: 228, column: 17, scope: !803, inlinedAt: !1424)
!1797 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1796)
!1798 = !DILocation(line: 556, column: 24, scope: !788, inlinedAt: !1796)
!1799 = !DILocation(line: 0, scope: !810, inlinedAt: !1800)
!1800 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1796)
!1801 = !DILocation(line: 0, scope: !819, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1800)
!1803 = !DILocation(line: 350, column: 55, scope: !819, inlinedAt: !1802)
!1804 = !DILocation(line: 350, column: 32, scope: !819, inlinedAt: !1802)
!1805 = !DILocation(line: 350, column: 83, scope: !819, inlinedAt: !1802)
!1806 = !DILocation(line: 350, column: 92, scope: !819, inlinedAt: !1802)
!1807 = !DILocation(line: 350, column: 67, scope: !819, inlinedAt: !1802)
!1808 = !DILocation(line: 0, scope: !835, inlinedAt: !1809)
!1809 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1800)
!1810 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !1809)
!1811 = !DILocation(line: 560, column: 24, scope: !788, inlinedAt: !1796)
!1812 = !DILocation(line: 560, column: 39, scope: !788, inlinedAt: !1796)
!1813 = !DILocation(line: 228, column: 12, scope: !803, inlinedAt: !1424)
!1814 = !DILocation(line: 228, column: 15, scope: !803, inlinedAt: !1424)
!1815 = !DILocation(line: 0, scope: !2, inlinedAt: !1816)
!1816 = distinct !DILocation(line: 229, column: 13, scope: !1003, inlinedAt: !1424)
!1817 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1816)
!1818 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1816)
!1819 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1816)
!1820 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1816)
!1821 = !DILocation(line: 0, scope: !708, inlinedAt: !1822)
!1822 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1816)
!1823 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1822)
!1824 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1822)
!1825 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1822)
!1826 = !DILocation(line: 0, scope: !603, inlinedAt: !1827)
!1827 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1822)
!1828 = !DILocation(line: 0, scope: !610, inlinedAt: !1829)
!1829 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1827)
!1830 = !DILocation(line: 0, scope: !618, inlinedAt: !1831)
!1831 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1829)
!1832 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1831)
!1833 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1822)
!1834 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1816)
!1835 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1816)
!1836 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1816)
!1837 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1816)
!1838 = !DILocation(line: 0, scope: !137, inlinedAt: !1816)
!1839 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1816)
!1840 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1816)
!1841 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1816)
!1842 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1816)
!1843 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1816)
!1844 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1816)
!1845 = !DILocation(line: 0, scope: !603, inlinedAt: !1846)
!1846 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1816)
!1847 = !DILocation(line: 0, scope: !610, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1846)
!1849 = !DILocation(line: 0, scope: !618, inlinedAt: !1850)
!1850 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1848)
!1851 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1850)
!1852 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1816)
!1853 = distinct !{!1853, !1854, !1855}
!1854 = !DILocation(line: 219, column: 5, scope: !422, inlinedAt: !1424)
!1855 = !DILocation(line: 232, column: 9, scope: !422, inlinedAt: !1424)
!1856 = !DILocation(line: 0, scope: !788, inlinedAt: !1857)
!1857 = distinct !DILocation(line: 230, column: 21, scope: !1045, inlinedAt: !1424)
!1858 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1857)
!1859 = !DILocation(line: 0, scope: !810, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 558, column: 28, scope: !788, inlinedAt: !1857)
!1861 = !DILocation(line: 0, scope: !819, inlinedAt: !1862)
!1862 = distinct !DILocation(line: 373, column: 36, scope: !810, inlinedAt: !1860)
!1863 = !DILocation(line: 0, scope: !835, inlinedAt: !1864)
!1864 = distinct !DILocation(line: 375, column: 5, scope: !810, inlinedAt: !1860)
!1865 = !DILocation(line: 231, column: 13, scope: !1045, inlinedAt: !1424)
!1866 = !DILocation(line: 555, column: 32, scope: !788, inlinedAt: !1867)
!1867 = !DILocation(line: 0, scope: !803, inlinedAt: !1424)
!1868 = !DILocation(line: 235, column: 23, scope: !422, inlinedAt: !1424)
!1869 = !DILocation(line: 235, column: 5, scope: !422, inlinedAt: !1424)
!1870 = !DILocation(line: 236, column: 1, scope: !422, inlinedAt: !1424)
!1871 = !DILocation(line: 286, column: 23, scope: !451, inlinedAt: !1425)
!1872 = !DILocation(line: 183, column: 5, scope: !422, inlinedAt: !1430)
!1873 = !DILocation(line: 184, column: 5, scope: !422, inlinedAt: !1430)
!1874 = !DILocation(line: 185, column: 5, scope: !422, inlinedAt: !1430)
!1875 = !DILocation(line: 188, column: 5, scope: !448, inlinedAt: !1430)
!1876 = !DILocation(line: 0, scope: !448, inlinedAt: !1430)
!1877 = !DILocation(line: 0, scope: !524, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 188, column: 5, scope: !679, inlinedAt: !1430)
!1879 = !DILocation(line: 52, column: 61, scope: !524, inlinedAt: !1878)
!1880 = !DILocation(line: 190, column: 5, scope: !422, inlinedAt: !1430)
!1881 = !DILocation(line: 191, column: 5, scope: !422, inlinedAt: !1430)
!1882 = !DILocation(line: 0, scope: !2, inlinedAt: !1883)
!1883 = distinct !DILocation(line: 193, column: 5, scope: !696, inlinedAt: !1430)
!1884 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1883)
!1885 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1883)
!1886 = !DILocation(line: 424, column: 15, scope: !703, inlinedAt: !1883)
!1887 = !DILocation(line: 424, column: 28, scope: !703, inlinedAt: !1883)
!1888 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1883)
!1889 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1883)
!1890 = !DILocation(line: 0, scope: !708, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1883)
!1892 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1891)
!1893 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !1891)
!1894 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1891)
!1895 = !DILocation(line: 0, scope: !603, inlinedAt: !1896)
!1896 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1891)
!1897 = !DILocation(line: 0, scope: !610, inlinedAt: !1898)
!1898 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1896)
!1899 = !DILocation(line: 0, scope: !618, inlinedAt: !1900)
!1900 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1898)
!1901 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1900)
!1902 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !1891)
!1903 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1883)
!1904 = !DILocation(line: 427, column: 28, scope: !726, inlinedAt: !1883)
!1905 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1883)
!1906 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1883)
!1907 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1883)
!1908 = !DILocation(line: 0, scope: !137, inlinedAt: !1883)
!1909 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1883)
!1910 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1883)
!1911 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1883)
!1912 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !1883)
!1913 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1883)
!1914 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1883)
!1915 = !DILocation(line: 0, scope: !603, inlinedAt: !1916)
!1916 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1883)
!1917 = !DILocation(line: 0, scope: !610, inlinedAt: !1918)
!1918 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1916)
!1919 = !DILocation(line: 0, scope: !618, inlinedAt: !1920)
!1920 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1918)
!1921 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !1920)
!1922 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !1883)
!1923 = !DILocation(line: 0, scope: !2, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 198, column: 14, scope: !733, inlinedAt: !1430)
!1925 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !1924)
!1926 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !1924)
!1927 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !1924)
!1928 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !1924)
!1929 = !DILocation(line: 0, scope: !708, inlinedAt: !1930)
!1930 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !1924)
!1931 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !1930)
!1932 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !1930)
!1933 = !DILocation(line: 0, scope: !603, inlinedAt: !1934)
!1934 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !1930)
!1935 = !DILocation(line: 0, scope: !610, inlinedAt: !1936)
!1936 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1934)
!1937 = !DILocation(line: 0, scope: !618, inlinedAt: !1938)
!1938 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1936)
!1939 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !1924)
!1940 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !1924)
!1941 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !1924)
!1942 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !1924)
!1943 = !DILocation(line: 0, scope: !137, inlinedAt: !1924)
!1944 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !1924)
!1945 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !1924)
!1946 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !1924)
!1947 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !1924)
!1948 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !1924)
!1949 = !DILocation(line: 0, scope: !603, inlinedAt: !1950)
!1950 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !1924)
!1951 = !DILocation(line: 0, scope: !610, inlinedAt: !1952)
!1952 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !1950)
!1953 = !DILocation(line: 0, scope: !618, inlinedAt: !1954)
!1954 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !1952)
!1955 = !DILocation(line: 198, column: 38, scope: !733, inlinedAt: !1430)
!1956 = !DILocation(line: 198, column: 69, scope: !733, inlinedAt: !1430)
!1957 = !DILocation(line: 198, column: 64, scope: !733, inlinedAt: !1430)
!1958 = !DILocation(line: 198, column: 5, scope: !734, inlinedAt: !1430)
!1959 = !DILocation(line: 0, scope: !733, inlinedAt: !1430)
!1960 = !DILocation(line: 0, scope: !1149, inlinedAt: !1961)
!1961 = !DILocation(line: 0, scope: !800, inlinedAt: !1430)
!1962 = !DILocation(line: 220, column: 15, scope: !802, inlinedAt: !1430)
!1963 = !DILocation(line: 220, column: 13, scope: !803, inlinedAt: !1430)
!1964 = !DILocation(line: 0, scope: !1149, inlinedAt: !1965)
!1965 = distinct !DILocation(line: 199, column: 17, scope: !800, inlinedAt: !1430)
!1966 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1965)
!1967 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1965)
!1968 = !DILocation(line: 0, scope: !1165, inlinedAt: !1969)
!1969 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1965)
!1970 = !DILocation(line: 0, scope: !1174, inlinedAt: !1971)
!1971 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1969)
!1972 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1971)
!1973 = !DILocation(line: 0, scope: !1181, inlinedAt: !1974)
!1974 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1971)
!1975 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1974)
!1976 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1974)
!1977 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1974)
!1978 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1974)
!1979 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1974)
!1980 = !DILocation(line: 0, scope: !835, inlinedAt: !1981)
!1981 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1969)
!1982 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1965)
!1983 = !DILocation(line: 199, column: 15, scope: !800, inlinedAt: !1430)
!1984 = !DILocation(line: 0, scope: !1149, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 204, column: 17, scope: !800, inlinedAt: !1430)
!1986 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !1985)
!1987 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !1985)
!1988 = !DILocation(line: 0, scope: !1165, inlinedAt: !1989)
!1989 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !1985)
!1990 = !DILocation(line: 0, scope: !1174, inlinedAt: !1991)
!1991 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !1989)
!1992 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !1991)
!1993 = !DILocation(line: 0, scope: !1181, inlinedAt: !1994)
!1994 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !1991)
!1995 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !1994)
!1996 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !1994)
!1997 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !1994)
!1998 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !1994)
!1999 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !1994)
!2000 = !DILocation(line: 0, scope: !835, inlinedAt: !2001)
!2001 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !1989)
!2002 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !1985)
!2003 = !DILocation(line: 204, column: 9, scope: !800, inlinedAt: !1430)
!2004 = !DILocation(line: 204, column: 15, scope: !800, inlinedAt: !1430)
!2005 = !DILocation(line: 0, scope: !1149, inlinedAt: !2006)
!2006 = distinct !DILocation(line: 209, column: 17, scope: !800, inlinedAt: !1430)
!2007 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2006)
!2008 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !2006)
!2009 = !DILocation(line: 0, scope: !1165, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2006)
!2011 = !DILocation(line: 0, scope: !1174, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2010)
!2013 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !2012)
!2014 = !DILocation(line: 0, scope: !1181, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2012)
!2016 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !2015)
!2017 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !2015)
!2018 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !2015)
!2019 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !2015)
!2020 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !2015)
!2021 = !DILocation(line: 0, scope: !835, inlinedAt: !2022)
!2022 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2010)
!2023 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !2006)
!2024 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !2006)
!2025 = !DILocation(line: 209, column: 9, scope: !800, inlinedAt: !1430)
!2026 = !DILocation(line: 209, column: 15, scope: !800, inlinedAt: !1430)
!2027 = !DILocation(line: 0, scope: !1149, inlinedAt: !2028)
!2028 = distinct !DILocation(line: 214, column: 17, scope: !800, inlinedAt: !1430)
!2029 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2028)
!2030 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !2028)
!2031 = !DILocation(line: 0, scope: !1165, inlinedAt: !2032)
!2032 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2028)
!2033 = !DILocation(line: 0, scope: !1174, inlinedAt: !2034)
!2034 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2032)
!2035 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !2034)
!2036 = !DILocation(line: 0, scope: !1181, inlinedAt: !2037)
!2037 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2034)
!2038 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !2037)
!2039 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !2037)
!2040 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !2037)
!2041 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !2037)
!2042 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !2037)
!2043 = !DILocation(line: 0, scope: !835, inlinedAt: !2044)
!2044 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2032)
!2045 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !2028)
!2046 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !2028)
!2047 = !DILocation(line: 214, column: 9, scope: !800, inlinedAt: !1430)
!2048 = !DILocation(line: 214, column: 15, scope: !800, inlinedAt: !1430)
!2049 = !DILocation(line: 198, column: 82, scope: !733, inlinedAt: !1430)
!2050 = distinct !{!2050, !1958, !2051, !280}
!2051 = !DILocation(line: 215, column: 5, scope: !734, inlinedAt: !1430)
!2052 = !DILocation(line: 0, scope: !1149, inlinedAt: !2053)
!2053 = distinct !DILocation(line: 221, column: 17, scope: !803, inlinedAt: !1430)
!2054 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2053)
!2055 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !2053)
!2056 = !DILocation(line: 0, scope: !1165, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2053)
!2058 = !DILocation(line: 0, scope: !1174, inlinedAt: !2059)
!2059 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2057)
!2060 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !2059)
!2061 = !DILocation(line: 0, scope: !1181, inlinedAt: !2062)
!2062 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2059)
!2063 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !2062)
!2064 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !2062)
!2065 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !2062)
!2066 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !2062)
!2067 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !2062)
!2068 = !DILocation(line: 0, scope: !835, inlinedAt: !2069)
!2069 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2057)
!2070 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !2053)
!2071 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !2053)
!2072 = !DILocation(line: 221, column: 12, scope: !803, inlinedAt: !1430)
!2073 = !DILocation(line: 221, column: 15, scope: !803, inlinedAt: !1430)
!2074 = !DILocation(line: 0, scope: !2, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 222, column: 13, scope: !930, inlinedAt: !1430)
!2076 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !2075)
!2077 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !2075)
!2078 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !2075)
!2079 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !2075)
!2080 = !DILocation(line: 0, scope: !708, inlinedAt: !2081)
!2081 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !2075)
!2082 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !2081)
!2083 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !2081)
!2084 = !DILocation(line: 0, scope: !603, inlinedAt: !2085)
!2085 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !2081)
!2086 = !DILocation(line: 0, scope: !610, inlinedAt: !2087)
!2087 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2085)
!2088 = !DILocation(line: 0, scope: !618, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2087)
!2090 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !2075)
!2091 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !2075)
!2092 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !2075)
!2093 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !2075)
!2094 = !DILocation(line: 0, scope: !137, inlinedAt: !2075)
!2095 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !2075)
!2096 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !2075)
!2097 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !2075)
!2098 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !2075)
!2099 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !2075)
!2100 = !DILocation(line: 0, scope: !603, inlinedAt: !2101)
!2101 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !2075)
!2102 = !DILocation(line: 0, scope: !610, inlinedAt: !2103)
!2103 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2101)
!2104 = !DILocation(line: 0, scope: !618, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2103)
!2106 = !DILocation(line: 0, scope: !1149, inlinedAt: !2107)
!2107 = distinct !DILocation(line: 223, column: 21, scope: !969, inlinedAt: !1430)
!2108 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2107)
!2109 = !DILocation(line: 0, scope: !1165, inlinedAt: !2110)
!2110 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2107)
!2111 = !DILocation(line: 0, scope: !1174, inlinedAt: !2112)
!2112 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2110)
!2113 = !DILocation(line: 0, scope: !1181, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2112)
!2115 = !DILocation(line: 0, scope: !835, inlinedAt: !2116)
!2116 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2110)
!2117 = !DILocation(line: 224, column: 13, scope: !969, inlinedAt: !1430)
!2118 = !DILocation(line: 227, column: 15, scope: !979, inlinedAt: !1430)
!2119 = !DILocation(line: 227, column: 13, scope: !803, inlinedAt: !1430)
!2120 = !DILocation(line: 0, scope: !1149, inlinedAt: !2121)
!2121 = distinct !DILocation(line: 228, column: 17, scope: !803, inlinedAt: !1430)
!2122 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2121)
!2123 = !DILocation(line: 543, column: 24, scope: !1149, inlinedAt: !2121)
!2124 = !DILocation(line: 0, scope: !1165, inlinedAt: !2125)
!2125 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2121)
!2126 = !DILocation(line: 0, scope: !1174, inlinedAt: !2127)
!2127 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2125)
!2128 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !2127)
!2129 = !DILocation(line: 0, scope: !1181, inlinedAt: !2130)
!2130 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2127)
!2131 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !2130)
!2132 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !2130)
!2133 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !2130)
!2134 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !2130)
!2135 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !2130)
!2136 = !DILocation(line: 0, scope: !835, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2125)
!2138 = !DILocation(line: 547, column: 24, scope: !1149, inlinedAt: !2121)
!2139 = !DILocation(line: 547, column: 39, scope: !1149, inlinedAt: !2121)
!2140 = !DILocation(line: 228, column: 12, scope: !803, inlinedAt: !1430)
!2141 = !DILocation(line: 228, column: 15, scope: !803, inlinedAt: !1430)
!2142 = !DILocation(line: 0, scope: !2, inlinedAt: !2143)
!2143 = distinct !DILocation(line: 229, column: 13, scope: !1003, inlinedAt: !1430)
!2144 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !2143)
!2145 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !2143)
!2146 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !2143)
!2147 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !2143)
!2148 = !DILocation(line: 0, scope: !708, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !2143)
!2150 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !2149)
!2151 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !2149)
!2152 = !DILocation(line: 0, scope: !603, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !2149)
!2154 = !DILocation(line: 0, scope: !610, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2153)
!2156 = !DILocation(line: 0, scope: !618, inlinedAt: !2157)
!2157 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2155)
!2158 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !2143)
!2159 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !2143)
!2160 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !2143)
!2161 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !2143)
!2162 = !DILocation(line: 0, scope: !137, inlinedAt: !2143)
!2163 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !2143)
!2164 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !2143)
!2165 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !2143)
!2166 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !2143)
!2167 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !2143)
!2168 = !DILocation(line: 0, scope: !603, inlinedAt: !2169)
!2169 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !2143)
!2170 = !DILocation(line: 0, scope: !610, inlinedAt: !2171)
!2171 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2169)
!2172 = !DILocation(line: 0, scope: !618, inlinedAt: !2173)
!2173 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2171)
!2174 = distinct !{!2174, !2175, !2176}
!2175 = !DILocation(line: 219, column: 5, scope: !422, inlinedAt: !1430)
!2176 = !DILocation(line: 232, column: 9, scope: !422, inlinedAt: !1430)
!2177 = !DILocation(line: 0, scope: !1149, inlinedAt: !2178)
!2178 = distinct !DILocation(line: 230, column: 21, scope: !1045, inlinedAt: !1430)
!2179 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2178)
!2180 = !DILocation(line: 0, scope: !1165, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 545, column: 28, scope: !1149, inlinedAt: !2178)
!2182 = !DILocation(line: 0, scope: !1174, inlinedAt: !2183)
!2183 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2181)
!2184 = !DILocation(line: 0, scope: !1181, inlinedAt: !2185)
!2185 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2183)
!2186 = !DILocation(line: 0, scope: !835, inlinedAt: !2187)
!2187 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2181)
!2188 = !DILocation(line: 231, column: 13, scope: !1045, inlinedAt: !1430)
!2189 = !DILocation(line: 542, column: 32, scope: !1149, inlinedAt: !2190)
!2190 = !DILocation(line: 0, scope: !803, inlinedAt: !1430)
!2191 = !DILocation(line: 235, column: 23, scope: !422, inlinedAt: !1430)
!2192 = !DILocation(line: 235, column: 5, scope: !422, inlinedAt: !1430)
!2193 = !DILocation(line: 236, column: 1, scope: !422, inlinedAt: !1430)
!2194 = !DILocation(line: 287, column: 9, scope: !452, inlinedAt: !1425)
!2195 = !DILocation(line: 289, column: 1, scope: !453, inlinedAt: !1425)
!2196 = !DILocation(line: 300, column: 5, scope: !1413)
!2197 = !DISubprogram(name: "FSE_readNCount_bmi2", scope: !75, file: !75, line: 190, type: !2198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2198 = !DISubroutineType(types: !2199)
!2199 = !{!20, !2200, !2201, !2201, !409, !20, !203}
!2200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!2201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!2202 = !DILocation(line: 0, scope: !568)
!2203 = !DILocation(line: 256, column: 17, scope: !584)
!2204 = !DILocation(line: 256, column: 9, scope: !568)
!2205 = !DILocation(line: 256, column: 24, scope: !2206)
!2206 = distinct !DILexicalBlock(scope: !584, file: !3, line: 256, column: 22)
!2207 = !DILocation(line: 256, column: 61, scope: !2206)
!2208 = !DILocation(line: 258, column: 11, scope: !568)
!2209 = !DILocation(line: 258, column: 17, scope: !568)
!2210 = !DILocation(line: 259, column: 34, scope: !568)
!2211 = !DILocation(line: 259, column: 11, scope: !568)
!2212 = !DILocation(line: 259, column: 20, scope: !568)
!2213 = !DILocation(line: 261, column: 17, scope: !577)
!2214 = !DILocation(line: 261, column: 9, scope: !568)
!2215 = !DILocation(line: 262, column: 46, scope: !576)
!2216 = !DILocation(line: 262, column: 56, scope: !576)
!2217 = !DILocation(line: 262, column: 15, scope: !576)
!2218 = !DILocation(line: 262, column: 21, scope: !576)
!2219 = !DILocation(line: 0, scope: !603, inlinedAt: !2220)
!2220 = distinct !DILocation(line: 263, column: 30, scope: !576)
!2221 = !DILocation(line: 0, scope: !610, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2220)
!2223 = !DILocation(line: 0, scope: !618, inlinedAt: !2224)
!2224 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2222)
!2225 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !2224)
!2226 = !DILocation(line: 263, column: 28, scope: !576)
!2227 = !DILocation(line: 264, column: 33, scope: !575)
!2228 = !DILocation(line: 0, scope: !575)
!2229 = !DILocation(line: 265, column: 32, scope: !575)
!2230 = !DILocation(line: 0, scope: !377, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 265, column: 47, scope: !575)
!2232 = !DILocation(line: 0, scope: !385, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !2231)
!2234 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !2233)
!2235 = !DILocation(line: 177, column: 15, scope: !377, inlinedAt: !2231)
!2236 = !DILocation(line: 265, column: 45, scope: !575)
!2237 = !DILocation(line: 265, column: 17, scope: !575)
!2238 = !DILocation(line: 265, column: 30, scope: !575)
!2239 = !DILocation(line: 268, column: 15, scope: !580)
!2240 = !DILocation(line: 268, column: 21, scope: !580)
!2241 = !DILocation(line: 269, column: 30, scope: !580)
!2242 = !DILocation(line: 269, column: 28, scope: !580)
!2243 = !DILocation(line: 270, column: 9, scope: !580)
!2244 = !DILocation(line: 272, column: 58, scope: !634)
!2245 = !DILocation(line: 272, column: 39, scope: !634)
!2246 = !DILocation(line: 272, column: 89, scope: !634)
!2247 = !DILocation(line: 272, column: 36, scope: !634)
!2248 = !DILocation(line: 272, column: 17, scope: !634)
!2249 = !DILocation(line: 275, column: 36, scope: !634)
!2250 = !DILocation(line: 275, column: 58, scope: !634)
!2251 = !DILocation(line: 275, column: 39, scope: !634)
!2252 = !DILocation(line: 275, column: 89, scope: !634)
!2253 = !DILocation(line: 275, column: 17, scope: !634)
!2254 = !DILocation(line: 278, column: 36, scope: !634)
!2255 = !DILocation(line: 278, column: 58, scope: !634)
!2256 = !DILocation(line: 278, column: 39, scope: !634)
!2257 = !DILocation(line: 278, column: 89, scope: !634)
!2258 = !DILocation(line: 278, column: 17, scope: !634)
!2259 = !DILocation(line: 281, column: 36, scope: !634)
!2260 = !DILocation(line: 281, column: 58, scope: !634)
!2261 = !DILocation(line: 281, column: 39, scope: !634)
!2262 = !DILocation(line: 281, column: 89, scope: !634)
!2263 = !DILocation(line: 281, column: 17, scope: !634)
!2264 = !DILocation(line: 284, column: 36, scope: !634)
!2265 = !DILocation(line: 284, column: 58, scope: !634)
!2266 = !DILocation(line: 284, column: 39, scope: !634)
!2267 = !DILocation(line: 284, column: 89, scope: !634)
!2268 = !DILocation(line: 284, column: 17, scope: !634)
!2269 = !DILocation(line: 287, column: 36, scope: !634)
!2270 = !DILocation(line: 287, column: 58, scope: !634)
!2271 = !DILocation(line: 287, column: 39, scope: !634)
!2272 = !DILocation(line: 287, column: 89, scope: !634)
!2273 = !DILocation(line: 287, column: 17, scope: !634)
!2274 = !DILocation(line: 292, column: 35, scope: !579)
!2275 = !DILocation(line: 0, scope: !579)
!2276 = !DILocation(line: 293, column: 34, scope: !579)
!2277 = !DILocation(line: 293, column: 19, scope: !579)
!2278 = !DILocation(line: 293, column: 32, scope: !579)
!2279 = !DILocation(line: 0, scope: !377, inlinedAt: !2280)
!2280 = distinct !DILocation(line: 293, column: 49, scope: !579)
!2281 = !DILocation(line: 0, scope: !385, inlinedAt: !2282)
!2282 = distinct !DILocation(line: 177, column: 17, scope: !377, inlinedAt: !2280)
!2283 = !DILocation(line: 85, column: 22, scope: !385, inlinedAt: !2282)
!2284 = !DILocation(line: 296, column: 31, scope: !580)
!2285 = !DILocation(line: 296, column: 28, scope: !580)
!2286 = !DILocation(line: 300, column: 1, scope: !568)
!2287 = distinct !DISubprogram(name: "FSE_initDState", scope: !75, file: !75, line: 517, type: !2288, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !2290)
!2288 = !DISubroutineType(types: !2289)
!2289 = !{null, !791, !14, !425}
!2290 = !{!2291, !2292, !2293, !2294, !2295}
!2291 = !DILocalVariable(name: "DStatePtr", arg: 1, scope: !2287, file: !75, line: 517, type: !791)
!2292 = !DILocalVariable(name: "bitD", arg: 2, scope: !2287, file: !75, line: 517, type: !14)
!2293 = !DILocalVariable(name: "dt", arg: 3, scope: !2287, file: !75, line: 517, type: !425)
!2294 = !DILocalVariable(name: "ptr", scope: !2287, file: !75, line: 519, type: !409)
!2295 = !DILocalVariable(name: "DTableH", scope: !2287, file: !75, line: 520, type: !2296)
!2296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!2297 = !DILocation(line: 0, scope: !2287)
!2298 = !DILocation(line: 521, column: 52, scope: !2287)
!2299 = !{!558, !258, i64 0}
!2300 = !DILocation(line: 521, column: 43, scope: !2287)
!2301 = !DILocation(line: 0, scope: !1165, inlinedAt: !2302)
!2302 = distinct !DILocation(line: 521, column: 24, scope: !2287)
!2303 = !DILocation(line: 0, scope: !1174, inlinedAt: !2304)
!2304 = distinct !DILocation(line: 364, column: 36, scope: !1165, inlinedAt: !2302)
!2305 = !DILocation(line: 336, column: 36, scope: !1174, inlinedAt: !2304)
!2306 = !DILocation(line: 336, column: 89, scope: !1174, inlinedAt: !2304)
!2307 = !DILocation(line: 336, column: 102, scope: !1174, inlinedAt: !2304)
!2308 = !DILocation(line: 0, scope: !1181, inlinedAt: !2309)
!2309 = distinct !DILocation(line: 336, column: 12, scope: !1174, inlinedAt: !2304)
!2310 = !DILocation(line: 318, column: 36, scope: !1181, inlinedAt: !2309)
!2311 = !DILocation(line: 318, column: 26, scope: !1181, inlinedAt: !2309)
!2312 = !DILocation(line: 318, column: 61, scope: !1181, inlinedAt: !2309)
!2313 = !DILocation(line: 318, column: 72, scope: !1181, inlinedAt: !2309)
!2314 = !DILocation(line: 318, column: 48, scope: !1181, inlinedAt: !2309)
!2315 = !DILocation(line: 0, scope: !835, inlinedAt: !2316)
!2316 = distinct !DILocation(line: 365, column: 5, scope: !1165, inlinedAt: !2302)
!2317 = !DILocation(line: 355, column: 24, scope: !835, inlinedAt: !2316)
!2318 = !DILocation(line: 521, column: 22, scope: !2287)
!2319 = !DILocation(line: 0, scope: !2, inlinedAt: !2320)
!2320 = distinct !DILocation(line: 522, column: 5, scope: !2287)
!2321 = !DILocation(line: 415, column: 9, scope: !699, inlinedAt: !2320)
!2322 = !DILocation(line: 415, column: 9, scope: !2, inlinedAt: !2320)
!2323 = !DILocation(line: 417, column: 19, scope: !2324, inlinedAt: !2320)
!2324 = distinct !DILexicalBlock(scope: !699, file: !3, line: 415, column: 72)
!2325 = !DILocation(line: 419, column: 9, scope: !2324, inlinedAt: !2320)
!2326 = !DILocation(line: 424, column: 15, scope: !703, inlinedAt: !2320)
!2327 = !DILocation(line: 424, column: 28, scope: !703, inlinedAt: !2320)
!2328 = !DILocation(line: 424, column: 19, scope: !703, inlinedAt: !2320)
!2329 = !DILocation(line: 424, column: 9, scope: !2, inlinedAt: !2320)
!2330 = !DILocation(line: 0, scope: !708, inlinedAt: !2331)
!2331 = distinct !DILocation(line: 425, column: 16, scope: !712, inlinedAt: !2320)
!2332 = !DILocation(line: 387, column: 37, scope: !708, inlinedAt: !2331)
!2333 = !DILocation(line: 387, column: 15, scope: !708, inlinedAt: !2331)
!2334 = !DILocation(line: 389, column: 24, scope: !708, inlinedAt: !2331)
!2335 = !DILocation(line: 0, scope: !603, inlinedAt: !2336)
!2336 = distinct !DILocation(line: 390, column: 26, scope: !708, inlinedAt: !2331)
!2337 = !DILocation(line: 0, scope: !610, inlinedAt: !2338)
!2338 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2336)
!2339 = !DILocation(line: 0, scope: !618, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2338)
!2341 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !2340)
!2342 = !DILocation(line: 390, column: 24, scope: !708, inlinedAt: !2331)
!2343 = !DILocation(line: 425, column: 9, scope: !712, inlinedAt: !2320)
!2344 = !DILocation(line: 427, column: 28, scope: !726, inlinedAt: !2320)
!2345 = !DILocation(line: 427, column: 19, scope: !726, inlinedAt: !2320)
!2346 = !DILocation(line: 427, column: 9, scope: !2, inlinedAt: !2320)
!2347 = !DILocation(line: 433, column: 42, scope: !137, inlinedAt: !2320)
!2348 = !DILocation(line: 0, scope: !137, inlinedAt: !2320)
!2349 = !DILocation(line: 435, column: 23, scope: !739, inlinedAt: !2320)
!2350 = !DILocation(line: 435, column: 33, scope: !739, inlinedAt: !2320)
!2351 = !DILocation(line: 435, column: 13, scope: !137, inlinedAt: !2320)
!2352 = !DILocation(line: 439, column: 19, scope: !137, inlinedAt: !2320)
!2353 = !DILocation(line: 440, column: 38, scope: !137, inlinedAt: !2320)
!2354 = !DILocation(line: 440, column: 28, scope: !137, inlinedAt: !2320)
!2355 = !DILocation(line: 0, scope: !603, inlinedAt: !2356)
!2356 = distinct !DILocation(line: 441, column: 30, scope: !137, inlinedAt: !2320)
!2357 = !DILocation(line: 0, scope: !610, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 358, column: 24, scope: !616, inlinedAt: !2356)
!2359 = !DILocation(line: 0, scope: !618, inlinedAt: !2360)
!2360 = distinct !DILocation(line: 340, column: 16, scope: !622, inlinedAt: !2358)
!2361 = !DILocation(line: 184, column: 53, scope: !618, inlinedAt: !2360)
!2362 = !DILocation(line: 441, column: 28, scope: !137, inlinedAt: !2320)
!2363 = !DILocation(line: 523, column: 27, scope: !2287)
!2364 = !DILocation(line: 523, column: 16, scope: !2287)
!2365 = !DILocation(line: 523, column: 22, scope: !2287)
!2366 = !{!730, !590, i64 8}
!2367 = !DILocation(line: 524, column: 1, scope: !2287)
