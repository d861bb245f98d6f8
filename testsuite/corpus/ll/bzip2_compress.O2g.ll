; ModuleID = 'src/bzip2/compress.c'
source_filename = "src/bzip2/compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [62 x i8] c"    block %d: crc = 0x%08x, combined CRC = 0x%08x, size = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"    final combined CRC = 0x%08x\0A   \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [64 x i8] c"      %d in block, %d after MTF & 1-2 coding, %d+2 syms in use\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [59 x i8] c"      initial group %d, [%d .. %d], has %d syms (%4.1f%%)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [41 x i8] c"      pass %d: size is %d, grp uses are \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [26 x i8] c"      bytes: mapping %d, \00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [15 x i8] c"selectors %d, \00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [18 x i8] c"code lengths %d, \00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [10 x i8] c"codes %d\0A\00", align 1, !dbg !47

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @BZ2_bsInitWrite(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !76 {
    #dbg_value(ptr %0, !170, !DIExpression(), !171)
  %2 = getelementptr inbounds i8, ptr %0, i64 644, !dbg !172
  store i32 0, ptr %2, align 4, !dbg !173, !tbaa !174
  %3 = getelementptr inbounds i8, ptr %0, i64 640, !dbg !180
  store i32 0, ptr %3, align 8, !dbg !181, !tbaa !182
  ret void, !dbg !183
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_compressBlock(ptr noundef %0, i8 noundef zeroext %1) local_unnamed_addr #1 !dbg !184 {
  %3 = alloca [6 x i16], align 2, !DIAssignID !190
    #dbg_assign(i1 undef, !191, !DIExpression(), !190, ptr %3, !DIExpression(), !259)
  %4 = alloca [6 x i32], align 16, !DIAssignID !263
    #dbg_assign(i1 undef, !212, !DIExpression(), !263, ptr %4, !DIExpression(), !259)
  %5 = alloca [6 x i8], align 1, !DIAssignID !264
    #dbg_assign(i1 undef, !236, !DIExpression(), !264, ptr %5, !DIExpression(), !265)
  %6 = alloca [16 x i8], align 16, !DIAssignID !266
  %7 = alloca [256 x i8], align 16, !DIAssignID !267
    #dbg_value(ptr %0, !188, !DIExpression(), !268)
    #dbg_value(i8 %1, !189, !DIExpression(), !268)
  %8 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !269
  %9 = load i32, ptr %8, align 4, !dbg !269, !tbaa !271
  %10 = icmp sgt i32 %9, 0, !dbg !272
  br i1 %10, label %11, label %33, !dbg !273

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 648, !dbg !274
  %13 = load i32, ptr %12, align 8, !dbg !274, !tbaa !277
  %14 = xor i32 %13, -1, !dbg !274
  store i32 %14, ptr %12, align 8, !dbg !274, !tbaa !277
  %15 = getelementptr inbounds i8, ptr %0, i64 652, !dbg !278
  %16 = load i32, ptr %15, align 4, !dbg !278, !tbaa !279
  %17 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %16, i32 1), !dbg !280
  %18 = xor i32 %17, %14, !dbg !281
  store i32 %18, ptr %15, align 4, !dbg !281, !tbaa !279
  %19 = getelementptr inbounds i8, ptr %0, i64 660, !dbg !282
  %20 = load i32, ptr %19, align 4, !dbg !282, !tbaa !284
  %21 = icmp sgt i32 %20, 1, !dbg !285
  br i1 %21, label %22, label %24, !dbg !286

22:                                               ; preds = %11
  %23 = getelementptr inbounds i8, ptr %0, i64 116, !dbg !287
  store i32 0, ptr %23, align 4, !dbg !288, !tbaa !289
  br label %24, !dbg !290

24:                                               ; preds = %22, %11
  %25 = getelementptr inbounds i8, ptr %0, i64 656, !dbg !291
  %26 = load i32, ptr %25, align 8, !dbg !291, !tbaa !293
  %27 = icmp sgt i32 %26, 1, !dbg !294
  br i1 %27, label %28, label %31, !dbg !295

28:                                               ; preds = %24
  %29 = load ptr, ptr @stderr, align 8, !dbg !296, !tbaa !297
  %30 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %29, ptr noundef nonnull @.str, i32 noundef %20, i32 noundef %14, i32 noundef %18, i32 noundef %9) #9, !dbg !296
  br label %31, !dbg !296

31:                                               ; preds = %28, %24
  tail call void @BZ2_blockSort(ptr noundef nonnull %0) #10, !dbg !298
  %32 = load i32, ptr %8, align 4, !dbg !299, !tbaa !271
  br label %33, !dbg !300

33:                                               ; preds = %31, %2
  %34 = phi i32 [ %32, %31 ], [ %9, %2 ], !dbg !299
  %35 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !301
  %36 = load ptr, ptr %35, align 8, !dbg !301, !tbaa !302
  %37 = sext i32 %34 to i64, !dbg !303
  %38 = getelementptr inbounds i8, ptr %36, i64 %37, !dbg !303
  %39 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !304
  store ptr %38, ptr %39, align 8, !dbg !305, !tbaa !306
  %40 = getelementptr inbounds i8, ptr %0, i64 660, !dbg !307
  %41 = load i32, ptr %40, align 4, !dbg !307, !tbaa !284
  %42 = icmp eq i32 %41, 1, !dbg !309
  br i1 %42, label %43, label %121, !dbg !310

43:                                               ; preds = %33
    #dbg_value(ptr %0, !170, !DIExpression(), !311)
  %44 = getelementptr inbounds i8, ptr %0, i64 644, !dbg !314
  %45 = getelementptr inbounds i8, ptr %0, i64 640, !dbg !315
    #dbg_value(ptr %0, !316, !DIExpression(), !322)
    #dbg_value(i8 66, !321, !DIExpression(), !322)
    #dbg_value(ptr %0, !324, !DIExpression(), !331)
    #dbg_value(i32 8, !329, !DIExpression(), !331)
    #dbg_value(i32 66, !330, !DIExpression(), !331)
  store i32 1107296256, ptr %45, align 8, !dbg !333, !tbaa !182
  store i32 8, ptr %44, align 4, !dbg !334, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !335)
    #dbg_value(i8 90, !321, !DIExpression(), !335)
    #dbg_value(ptr %0, !324, !DIExpression(), !337)
    #dbg_value(i32 8, !329, !DIExpression(), !337)
    #dbg_value(i8 90, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !337)
  %46 = getelementptr inbounds i8, ptr %0, i64 116
  %47 = load i32, ptr %46, align 4, !dbg !339, !tbaa !289
  br label %48, !dbg !342

48:                                               ; preds = %48, %43
  %49 = phi i32 [ %47, %43 ], [ %57, %48 ], !dbg !339
  %50 = phi i32 [ 1107296256, %43 ], [ %59, %48 ], !dbg !339
  %51 = lshr i32 %50, 24, !dbg !339
  %52 = trunc nuw i32 %51 to i8, !dbg !339
  %53 = load ptr, ptr %39, align 8, !dbg !339, !tbaa !306
  %54 = sext i32 %49 to i64, !dbg !339
  %55 = getelementptr inbounds i8, ptr %53, i64 %54, !dbg !339
  store i8 %52, ptr %55, align 1, !dbg !339, !tbaa !343
  %56 = load i32, ptr %46, align 4, !dbg !339, !tbaa !289
  %57 = add nsw i32 %56, 1, !dbg !339
  store i32 %57, ptr %46, align 4, !dbg !339, !tbaa !289
  %58 = load i32, ptr %45, align 8, !dbg !339, !tbaa !182
  %59 = shl i32 %58, 8, !dbg !339
  store i32 %59, ptr %45, align 8, !dbg !339, !tbaa !182
  %60 = load i32, ptr %44, align 4, !dbg !339, !tbaa !174
  %61 = add nsw i32 %60, -8, !dbg !339
  store i32 %61, ptr %44, align 4, !dbg !339, !tbaa !174
  %62 = icmp sgt i32 %60, 15, !dbg !342
  br i1 %62, label %48, label %63, !dbg !342, !llvm.loop !344

63:                                               ; preds = %48
    #dbg_value(i32 90, !330, !DIExpression(), !337)
  %64 = sub i32 32, %60, !dbg !346
  %65 = shl i32 90, %64, !dbg !347
  %66 = or i32 %65, %59, !dbg !348
  store i32 %66, ptr %45, align 8, !dbg !348, !tbaa !182
  store i32 %60, ptr %44, align 4, !dbg !349, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !350)
    #dbg_value(i8 104, !321, !DIExpression(), !350)
    #dbg_value(ptr %0, !324, !DIExpression(), !352)
    #dbg_value(i32 8, !329, !DIExpression(), !352)
    #dbg_value(i8 104, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !352)
  %67 = icmp sgt i32 %60, 7, !dbg !354
  br i1 %67, label %70, label %68, !dbg !354

68:                                               ; preds = %63
  %69 = add nsw i32 %60, 8, !dbg !355
  br label %85, !dbg !354

70:                                               ; preds = %63, %70
  %71 = phi i32 [ %79, %70 ], [ %57, %63 ], !dbg !356
  %72 = phi i32 [ %81, %70 ], [ %66, %63 ], !dbg !356
  %73 = lshr i32 %72, 24, !dbg !356
  %74 = trunc nuw i32 %73 to i8, !dbg !356
  %75 = load ptr, ptr %39, align 8, !dbg !356, !tbaa !306
  %76 = sext i32 %71 to i64, !dbg !356
  %77 = getelementptr inbounds i8, ptr %75, i64 %76, !dbg !356
  store i8 %74, ptr %77, align 1, !dbg !356, !tbaa !343
  %78 = load i32, ptr %46, align 4, !dbg !356, !tbaa !289
  %79 = add nsw i32 %78, 1, !dbg !356
  store i32 %79, ptr %46, align 4, !dbg !356, !tbaa !289
  %80 = load i32, ptr %45, align 8, !dbg !356, !tbaa !182
  %81 = shl i32 %80, 8, !dbg !356
  store i32 %81, ptr %45, align 8, !dbg !356, !tbaa !182
  %82 = load i32, ptr %44, align 4, !dbg !356, !tbaa !174
  %83 = add nsw i32 %82, -8, !dbg !356
  store i32 %83, ptr %44, align 4, !dbg !356, !tbaa !174
  %84 = icmp sgt i32 %82, 15, !dbg !354
  br i1 %84, label %70, label %85, !dbg !354, !llvm.loop !357

85:                                               ; preds = %70, %68
  %86 = phi i32 [ %57, %68 ], [ %79, %70 ]
  %87 = phi i32 [ %66, %68 ], [ %81, %70 ], !dbg !358
  %88 = phi i32 [ %69, %68 ], [ %82, %70 ], !dbg !354
    #dbg_value(i32 104, !330, !DIExpression(), !352)
  %89 = sub i32 32, %88, !dbg !355
  %90 = shl i32 104, %89, !dbg !359
  %91 = or i32 %90, %87, !dbg !358
  store i32 %91, ptr %45, align 8, !dbg !358, !tbaa !182
  store i32 %88, ptr %44, align 4, !dbg !360, !tbaa !174
  %92 = getelementptr inbounds i8, ptr %0, i64 664, !dbg !361
  %93 = load i32, ptr %92, align 8, !dbg !361, !tbaa !362
  %94 = add i32 %93, 48, !dbg !363
    #dbg_value(ptr %0, !316, !DIExpression(), !364)
    #dbg_value(i32 %93, !321, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 48, DW_OP_stack_value), !364)
    #dbg_value(ptr %0, !324, !DIExpression(), !366)
    #dbg_value(i32 8, !329, !DIExpression(), !366)
    #dbg_value(i32 %93, !330, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 48, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !366)
  %95 = icmp sgt i32 %88, 7, !dbg !368
  br i1 %95, label %98, label %96, !dbg !368

96:                                               ; preds = %85
  %97 = add nsw i32 %88, 8, !dbg !369
  br label %113, !dbg !368

98:                                               ; preds = %85, %98
  %99 = phi i32 [ %107, %98 ], [ %86, %85 ], !dbg !370
  %100 = phi i32 [ %109, %98 ], [ %91, %85 ], !dbg !370
  %101 = lshr i32 %100, 24, !dbg !370
  %102 = trunc nuw i32 %101 to i8, !dbg !370
  %103 = load ptr, ptr %39, align 8, !dbg !370, !tbaa !306
  %104 = sext i32 %99 to i64, !dbg !370
  %105 = getelementptr inbounds i8, ptr %103, i64 %104, !dbg !370
  store i8 %102, ptr %105, align 1, !dbg !370, !tbaa !343
  %106 = load i32, ptr %46, align 4, !dbg !370, !tbaa !289
  %107 = add nsw i32 %106, 1, !dbg !370
  store i32 %107, ptr %46, align 4, !dbg !370, !tbaa !289
  %108 = load i32, ptr %45, align 8, !dbg !370, !tbaa !182
  %109 = shl i32 %108, 8, !dbg !370
  store i32 %109, ptr %45, align 8, !dbg !370, !tbaa !182
  %110 = load i32, ptr %44, align 4, !dbg !370, !tbaa !174
  %111 = add nsw i32 %110, -8, !dbg !370
  store i32 %111, ptr %44, align 4, !dbg !370, !tbaa !174
  %112 = icmp sgt i32 %110, 15, !dbg !368
  br i1 %112, label %98, label %113, !dbg !368, !llvm.loop !371

113:                                              ; preds = %98, %96
  %114 = phi i32 [ %91, %96 ], [ %109, %98 ], !dbg !372
  %115 = phi i32 [ %97, %96 ], [ %110, %98 ], !dbg !368
  %116 = and i32 %94, 255, !dbg !373
    #dbg_value(i32 %116, !330, !DIExpression(), !366)
  %117 = sub i32 32, %115, !dbg !369
  %118 = shl i32 %116, %117, !dbg !374
  %119 = or i32 %118, %114, !dbg !372
  store i32 %119, ptr %45, align 8, !dbg !372, !tbaa !182
  store i32 %115, ptr %44, align 4, !dbg !375, !tbaa !174
  %120 = load i32, ptr %8, align 4, !dbg !376, !tbaa !271
  br label %121, !dbg !377

121:                                              ; preds = %113, %33
  %122 = phi i32 [ %120, %113 ], [ %34, %33 ], !dbg !376
  %123 = icmp sgt i32 %122, 0, !dbg !378
  br i1 %123, label %124, label %4353, !dbg !379

124:                                              ; preds = %121
    #dbg_value(ptr %0, !316, !DIExpression(), !380)
    #dbg_value(i8 49, !321, !DIExpression(), !380)
    #dbg_value(ptr %0, !324, !DIExpression(), !382)
    #dbg_value(i32 8, !329, !DIExpression(), !382)
    #dbg_value(i8 49, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !382)
  %125 = getelementptr inbounds i8, ptr %0, i64 644
  %126 = load i32, ptr %125, align 4, !dbg !384, !tbaa !174
  %127 = icmp sgt i32 %126, 7, !dbg !384
  %128 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %127, label %132, label %129, !dbg !384

129:                                              ; preds = %124
  %130 = load i32, ptr %128, align 8, !dbg !385, !tbaa !182
  %131 = add nsw i32 %126, 8, !dbg !386
  br label %151, !dbg !384

132:                                              ; preds = %124
  %133 = getelementptr inbounds i8, ptr %0, i64 116
  %134 = load i32, ptr %128, align 8, !dbg !387, !tbaa !182
  %135 = load i32, ptr %133, align 4, !dbg !387, !tbaa !289
  br label %136, !dbg !384

136:                                              ; preds = %136, %132
  %137 = phi i32 [ %135, %132 ], [ %145, %136 ], !dbg !387
  %138 = phi i32 [ %134, %132 ], [ %147, %136 ], !dbg !387
  %139 = lshr i32 %138, 24, !dbg !387
  %140 = trunc nuw i32 %139 to i8, !dbg !387
  %141 = load ptr, ptr %39, align 8, !dbg !387, !tbaa !306
  %142 = sext i32 %137 to i64, !dbg !387
  %143 = getelementptr inbounds i8, ptr %141, i64 %142, !dbg !387
  store i8 %140, ptr %143, align 1, !dbg !387, !tbaa !343
  %144 = load i32, ptr %133, align 4, !dbg !387, !tbaa !289
  %145 = add nsw i32 %144, 1, !dbg !387
  store i32 %145, ptr %133, align 4, !dbg !387, !tbaa !289
  %146 = load i32, ptr %128, align 8, !dbg !387, !tbaa !182
  %147 = shl i32 %146, 8, !dbg !387
  store i32 %147, ptr %128, align 8, !dbg !387, !tbaa !182
  %148 = load i32, ptr %125, align 4, !dbg !387, !tbaa !174
  %149 = add nsw i32 %148, -8, !dbg !387
  store i32 %149, ptr %125, align 4, !dbg !387, !tbaa !174
  %150 = icmp sgt i32 %148, 15, !dbg !384
  br i1 %150, label %136, label %151, !dbg !384, !llvm.loop !388

151:                                              ; preds = %136, %129
  %152 = phi i32 [ %130, %129 ], [ %147, %136 ], !dbg !385
  %153 = phi i32 [ %131, %129 ], [ %148, %136 ], !dbg !384
    #dbg_value(i32 49, !330, !DIExpression(), !382)
  %154 = sub i32 32, %153, !dbg !386
  %155 = shl i32 49, %154, !dbg !389
  %156 = or i32 %155, %152, !dbg !385
  store i32 %156, ptr %128, align 8, !dbg !385, !tbaa !182
  store i32 %153, ptr %125, align 4, !dbg !390, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !391)
    #dbg_value(i8 65, !321, !DIExpression(), !391)
    #dbg_value(ptr %0, !324, !DIExpression(), !393)
    #dbg_value(i32 8, !329, !DIExpression(), !393)
    #dbg_value(i8 65, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !393)
  %157 = icmp sgt i32 %153, 7, !dbg !395
  br i1 %157, label %160, label %158, !dbg !395

158:                                              ; preds = %151
  %159 = add nsw i32 %153, 8, !dbg !396
  br label %178, !dbg !395

160:                                              ; preds = %151
  %161 = getelementptr inbounds i8, ptr %0, i64 116
  %162 = load i32, ptr %161, align 4, !dbg !397, !tbaa !289
  br label %163, !dbg !395

163:                                              ; preds = %163, %160
  %164 = phi i32 [ %162, %160 ], [ %172, %163 ], !dbg !397
  %165 = phi i32 [ %156, %160 ], [ %174, %163 ], !dbg !397
  %166 = lshr i32 %165, 24, !dbg !397
  %167 = trunc nuw i32 %166 to i8, !dbg !397
  %168 = load ptr, ptr %39, align 8, !dbg !397, !tbaa !306
  %169 = sext i32 %164 to i64, !dbg !397
  %170 = getelementptr inbounds i8, ptr %168, i64 %169, !dbg !397
  store i8 %167, ptr %170, align 1, !dbg !397, !tbaa !343
  %171 = load i32, ptr %161, align 4, !dbg !397, !tbaa !289
  %172 = add nsw i32 %171, 1, !dbg !397
  store i32 %172, ptr %161, align 4, !dbg !397, !tbaa !289
  %173 = load i32, ptr %128, align 8, !dbg !397, !tbaa !182
  %174 = shl i32 %173, 8, !dbg !397
  store i32 %174, ptr %128, align 8, !dbg !397, !tbaa !182
  %175 = load i32, ptr %125, align 4, !dbg !397, !tbaa !174
  %176 = add nsw i32 %175, -8, !dbg !397
  store i32 %176, ptr %125, align 4, !dbg !397, !tbaa !174
  %177 = icmp sgt i32 %175, 15, !dbg !395
  br i1 %177, label %163, label %178, !dbg !395, !llvm.loop !398

178:                                              ; preds = %163, %158
  %179 = phi i32 [ %156, %158 ], [ %174, %163 ], !dbg !399
  %180 = phi i32 [ %159, %158 ], [ %175, %163 ], !dbg !395
    #dbg_value(i32 65, !330, !DIExpression(), !393)
  %181 = sub i32 32, %180, !dbg !396
  %182 = shl i32 65, %181, !dbg !400
  %183 = or i32 %182, %179, !dbg !399
  store i32 %183, ptr %128, align 8, !dbg !399, !tbaa !182
  store i32 %180, ptr %125, align 4, !dbg !401, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !402)
    #dbg_value(i8 89, !321, !DIExpression(), !402)
    #dbg_value(ptr %0, !324, !DIExpression(), !404)
    #dbg_value(i32 8, !329, !DIExpression(), !404)
    #dbg_value(i8 89, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !404)
  %184 = icmp sgt i32 %180, 7, !dbg !406
  br i1 %184, label %187, label %185, !dbg !406

185:                                              ; preds = %178
  %186 = add nsw i32 %180, 8, !dbg !407
  br label %205, !dbg !406

187:                                              ; preds = %178
  %188 = getelementptr inbounds i8, ptr %0, i64 116
  %189 = load i32, ptr %188, align 4, !dbg !408, !tbaa !289
  br label %190, !dbg !406

190:                                              ; preds = %190, %187
  %191 = phi i32 [ %189, %187 ], [ %199, %190 ], !dbg !408
  %192 = phi i32 [ %183, %187 ], [ %201, %190 ], !dbg !408
  %193 = lshr i32 %192, 24, !dbg !408
  %194 = trunc nuw i32 %193 to i8, !dbg !408
  %195 = load ptr, ptr %39, align 8, !dbg !408, !tbaa !306
  %196 = sext i32 %191 to i64, !dbg !408
  %197 = getelementptr inbounds i8, ptr %195, i64 %196, !dbg !408
  store i8 %194, ptr %197, align 1, !dbg !408, !tbaa !343
  %198 = load i32, ptr %188, align 4, !dbg !408, !tbaa !289
  %199 = add nsw i32 %198, 1, !dbg !408
  store i32 %199, ptr %188, align 4, !dbg !408, !tbaa !289
  %200 = load i32, ptr %128, align 8, !dbg !408, !tbaa !182
  %201 = shl i32 %200, 8, !dbg !408
  store i32 %201, ptr %128, align 8, !dbg !408, !tbaa !182
  %202 = load i32, ptr %125, align 4, !dbg !408, !tbaa !174
  %203 = add nsw i32 %202, -8, !dbg !408
  store i32 %203, ptr %125, align 4, !dbg !408, !tbaa !174
  %204 = icmp sgt i32 %202, 15, !dbg !406
  br i1 %204, label %190, label %205, !dbg !406, !llvm.loop !409

205:                                              ; preds = %190, %185
  %206 = phi i32 [ %183, %185 ], [ %201, %190 ], !dbg !410
  %207 = phi i32 [ %186, %185 ], [ %202, %190 ], !dbg !406
    #dbg_value(i32 89, !330, !DIExpression(), !404)
  %208 = sub i32 32, %207, !dbg !407
  %209 = shl i32 89, %208, !dbg !411
  %210 = or i32 %209, %206, !dbg !410
  store i32 %210, ptr %128, align 8, !dbg !410, !tbaa !182
  store i32 %207, ptr %125, align 4, !dbg !412, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !413)
    #dbg_value(i8 38, !321, !DIExpression(), !413)
    #dbg_value(ptr %0, !324, !DIExpression(), !415)
    #dbg_value(i32 8, !329, !DIExpression(), !415)
    #dbg_value(i8 38, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !415)
  %211 = icmp sgt i32 %207, 7, !dbg !417
  br i1 %211, label %214, label %212, !dbg !417

212:                                              ; preds = %205
  %213 = add nsw i32 %207, 8, !dbg !418
  br label %232, !dbg !417

214:                                              ; preds = %205
  %215 = getelementptr inbounds i8, ptr %0, i64 116
  %216 = load i32, ptr %215, align 4, !dbg !419, !tbaa !289
  br label %217, !dbg !417

217:                                              ; preds = %217, %214
  %218 = phi i32 [ %216, %214 ], [ %226, %217 ], !dbg !419
  %219 = phi i32 [ %210, %214 ], [ %228, %217 ], !dbg !419
  %220 = lshr i32 %219, 24, !dbg !419
  %221 = trunc nuw i32 %220 to i8, !dbg !419
  %222 = load ptr, ptr %39, align 8, !dbg !419, !tbaa !306
  %223 = sext i32 %218 to i64, !dbg !419
  %224 = getelementptr inbounds i8, ptr %222, i64 %223, !dbg !419
  store i8 %221, ptr %224, align 1, !dbg !419, !tbaa !343
  %225 = load i32, ptr %215, align 4, !dbg !419, !tbaa !289
  %226 = add nsw i32 %225, 1, !dbg !419
  store i32 %226, ptr %215, align 4, !dbg !419, !tbaa !289
  %227 = load i32, ptr %128, align 8, !dbg !419, !tbaa !182
  %228 = shl i32 %227, 8, !dbg !419
  store i32 %228, ptr %128, align 8, !dbg !419, !tbaa !182
  %229 = load i32, ptr %125, align 4, !dbg !419, !tbaa !174
  %230 = add nsw i32 %229, -8, !dbg !419
  store i32 %230, ptr %125, align 4, !dbg !419, !tbaa !174
  %231 = icmp sgt i32 %229, 15, !dbg !417
  br i1 %231, label %217, label %232, !dbg !417, !llvm.loop !420

232:                                              ; preds = %217, %212
  %233 = phi i32 [ %210, %212 ], [ %228, %217 ], !dbg !421
  %234 = phi i32 [ %213, %212 ], [ %229, %217 ], !dbg !417
    #dbg_value(i32 38, !330, !DIExpression(), !415)
  %235 = sub i32 32, %234, !dbg !418
  %236 = shl i32 38, %235, !dbg !422
  %237 = or i32 %236, %233, !dbg !421
  store i32 %237, ptr %128, align 8, !dbg !421, !tbaa !182
  store i32 %234, ptr %125, align 4, !dbg !423, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !424)
    #dbg_value(i8 83, !321, !DIExpression(), !424)
    #dbg_value(ptr %0, !324, !DIExpression(), !426)
    #dbg_value(i32 8, !329, !DIExpression(), !426)
    #dbg_value(i8 83, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !426)
  %238 = icmp sgt i32 %234, 7, !dbg !428
  br i1 %238, label %241, label %239, !dbg !428

239:                                              ; preds = %232
  %240 = add nsw i32 %234, 8, !dbg !429
  br label %259, !dbg !428

241:                                              ; preds = %232
  %242 = getelementptr inbounds i8, ptr %0, i64 116
  %243 = load i32, ptr %242, align 4, !dbg !430, !tbaa !289
  br label %244, !dbg !428

244:                                              ; preds = %244, %241
  %245 = phi i32 [ %243, %241 ], [ %253, %244 ], !dbg !430
  %246 = phi i32 [ %237, %241 ], [ %255, %244 ], !dbg !430
  %247 = lshr i32 %246, 24, !dbg !430
  %248 = trunc nuw i32 %247 to i8, !dbg !430
  %249 = load ptr, ptr %39, align 8, !dbg !430, !tbaa !306
  %250 = sext i32 %245 to i64, !dbg !430
  %251 = getelementptr inbounds i8, ptr %249, i64 %250, !dbg !430
  store i8 %248, ptr %251, align 1, !dbg !430, !tbaa !343
  %252 = load i32, ptr %242, align 4, !dbg !430, !tbaa !289
  %253 = add nsw i32 %252, 1, !dbg !430
  store i32 %253, ptr %242, align 4, !dbg !430, !tbaa !289
  %254 = load i32, ptr %128, align 8, !dbg !430, !tbaa !182
  %255 = shl i32 %254, 8, !dbg !430
  store i32 %255, ptr %128, align 8, !dbg !430, !tbaa !182
  %256 = load i32, ptr %125, align 4, !dbg !430, !tbaa !174
  %257 = add nsw i32 %256, -8, !dbg !430
  store i32 %257, ptr %125, align 4, !dbg !430, !tbaa !174
  %258 = icmp sgt i32 %256, 15, !dbg !428
  br i1 %258, label %244, label %259, !dbg !428, !llvm.loop !431

259:                                              ; preds = %244, %239
  %260 = phi i32 [ %237, %239 ], [ %255, %244 ], !dbg !432
  %261 = phi i32 [ %240, %239 ], [ %256, %244 ], !dbg !428
    #dbg_value(i32 83, !330, !DIExpression(), !426)
  %262 = sub i32 32, %261, !dbg !429
  %263 = shl i32 83, %262, !dbg !433
  %264 = or i32 %263, %260, !dbg !432
  store i32 %264, ptr %128, align 8, !dbg !432, !tbaa !182
  store i32 %261, ptr %125, align 4, !dbg !434, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !435)
    #dbg_value(i8 89, !321, !DIExpression(), !435)
    #dbg_value(ptr %0, !324, !DIExpression(), !437)
    #dbg_value(i32 8, !329, !DIExpression(), !437)
    #dbg_value(i8 89, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !437)
  %265 = icmp sgt i32 %261, 7, !dbg !439
  br i1 %265, label %268, label %266, !dbg !439

266:                                              ; preds = %259
  %267 = add nsw i32 %261, 8, !dbg !440
  br label %286, !dbg !439

268:                                              ; preds = %259
  %269 = getelementptr inbounds i8, ptr %0, i64 116
  %270 = load i32, ptr %269, align 4, !dbg !441, !tbaa !289
  br label %271, !dbg !439

271:                                              ; preds = %271, %268
  %272 = phi i32 [ %270, %268 ], [ %280, %271 ], !dbg !441
  %273 = phi i32 [ %264, %268 ], [ %282, %271 ], !dbg !441
  %274 = lshr i32 %273, 24, !dbg !441
  %275 = trunc nuw i32 %274 to i8, !dbg !441
  %276 = load ptr, ptr %39, align 8, !dbg !441, !tbaa !306
  %277 = sext i32 %272 to i64, !dbg !441
  %278 = getelementptr inbounds i8, ptr %276, i64 %277, !dbg !441
  store i8 %275, ptr %278, align 1, !dbg !441, !tbaa !343
  %279 = load i32, ptr %269, align 4, !dbg !441, !tbaa !289
  %280 = add nsw i32 %279, 1, !dbg !441
  store i32 %280, ptr %269, align 4, !dbg !441, !tbaa !289
  %281 = load i32, ptr %128, align 8, !dbg !441, !tbaa !182
  %282 = shl i32 %281, 8, !dbg !441
  store i32 %282, ptr %128, align 8, !dbg !441, !tbaa !182
  %283 = load i32, ptr %125, align 4, !dbg !441, !tbaa !174
  %284 = add nsw i32 %283, -8, !dbg !441
  store i32 %284, ptr %125, align 4, !dbg !441, !tbaa !174
  %285 = icmp sgt i32 %283, 15, !dbg !439
  br i1 %285, label %271, label %286, !dbg !439, !llvm.loop !442

286:                                              ; preds = %271, %266
  %287 = phi i32 [ %264, %266 ], [ %282, %271 ], !dbg !443
  %288 = phi i32 [ %267, %266 ], [ %283, %271 ], !dbg !439
    #dbg_value(i32 89, !330, !DIExpression(), !437)
  %289 = sub i32 32, %288, !dbg !440
  %290 = shl i32 89, %289, !dbg !444
  %291 = or i32 %290, %287, !dbg !443
  store i32 %291, ptr %128, align 8, !dbg !443, !tbaa !182
  store i32 %288, ptr %125, align 4, !dbg !445, !tbaa !174
  %292 = getelementptr inbounds i8, ptr %0, i64 648, !dbg !446
  %293 = load i32, ptr %292, align 8, !dbg !446, !tbaa !277
  tail call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %293), !dbg !447
    #dbg_value(ptr %0, !324, !DIExpression(), !448)
    #dbg_value(i32 1, !329, !DIExpression(), !448)
    #dbg_value(i32 0, !330, !DIExpression(), !448)
  %294 = load i32, ptr %125, align 4, !dbg !450, !tbaa !174
  %295 = icmp sgt i32 %294, 7, !dbg !450
  br i1 %295, label %298, label %296, !dbg !450

296:                                              ; preds = %286
  %297 = load i32, ptr %128, align 8, !dbg !451, !tbaa !182
  br label %317, !dbg !450

298:                                              ; preds = %286
  %299 = getelementptr inbounds i8, ptr %0, i64 116
  %300 = load i32, ptr %128, align 8, !dbg !452, !tbaa !182
  %301 = load i32, ptr %299, align 4, !dbg !452, !tbaa !289
  br label %302, !dbg !450

302:                                              ; preds = %302, %298
  %303 = phi i32 [ %301, %298 ], [ %311, %302 ], !dbg !452
  %304 = phi i32 [ %300, %298 ], [ %313, %302 ], !dbg !452
  %305 = lshr i32 %304, 24, !dbg !452
  %306 = trunc nuw i32 %305 to i8, !dbg !452
  %307 = load ptr, ptr %39, align 8, !dbg !452, !tbaa !306
  %308 = sext i32 %303 to i64, !dbg !452
  %309 = getelementptr inbounds i8, ptr %307, i64 %308, !dbg !452
  store i8 %306, ptr %309, align 1, !dbg !452, !tbaa !343
  %310 = load i32, ptr %299, align 4, !dbg !452, !tbaa !289
  %311 = add nsw i32 %310, 1, !dbg !452
  store i32 %311, ptr %299, align 4, !dbg !452, !tbaa !289
  %312 = load i32, ptr %128, align 8, !dbg !452, !tbaa !182
  %313 = shl i32 %312, 8, !dbg !452
  store i32 %313, ptr %128, align 8, !dbg !452, !tbaa !182
  %314 = load i32, ptr %125, align 4, !dbg !452, !tbaa !174
  %315 = add nsw i32 %314, -8, !dbg !452
  store i32 %315, ptr %125, align 4, !dbg !452, !tbaa !174
  %316 = icmp sgt i32 %314, 15, !dbg !450
  br i1 %316, label %302, label %317, !dbg !450, !llvm.loop !453

317:                                              ; preds = %302, %296
  %318 = phi i32 [ %297, %296 ], [ %313, %302 ], !dbg !451
  %319 = phi i32 [ %294, %296 ], [ %315, %302 ], !dbg !450
  %320 = add nsw i32 %319, 1, !dbg !454
  store i32 %318, ptr %128, align 8, !dbg !451, !tbaa !182
  store i32 %320, ptr %125, align 4, !dbg !455, !tbaa !174
  %321 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !456
  %322 = load i32, ptr %321, align 8, !dbg !456, !tbaa !457
    #dbg_value(ptr %0, !324, !DIExpression(), !458)
    #dbg_value(i32 24, !329, !DIExpression(), !458)
    #dbg_value(i32 %322, !330, !DIExpression(), !458)
  %323 = icmp sgt i32 %319, 6, !dbg !460
  br i1 %323, label %324, label %342, !dbg !460

324:                                              ; preds = %317
  %325 = getelementptr inbounds i8, ptr %0, i64 116
  %326 = load i32, ptr %325, align 4, !dbg !461, !tbaa !289
  br label %327, !dbg !460

327:                                              ; preds = %327, %324
  %328 = phi i32 [ %326, %324 ], [ %336, %327 ], !dbg !461
  %329 = phi i32 [ %318, %324 ], [ %338, %327 ], !dbg !461
  %330 = lshr i32 %329, 24, !dbg !461
  %331 = trunc nuw i32 %330 to i8, !dbg !461
  %332 = load ptr, ptr %39, align 8, !dbg !461, !tbaa !306
  %333 = sext i32 %328 to i64, !dbg !461
  %334 = getelementptr inbounds i8, ptr %332, i64 %333, !dbg !461
  store i8 %331, ptr %334, align 1, !dbg !461, !tbaa !343
  %335 = load i32, ptr %325, align 4, !dbg !461, !tbaa !289
  %336 = add nsw i32 %335, 1, !dbg !461
  store i32 %336, ptr %325, align 4, !dbg !461, !tbaa !289
  %337 = load i32, ptr %128, align 8, !dbg !461, !tbaa !182
  %338 = shl i32 %337, 8, !dbg !461
  store i32 %338, ptr %128, align 8, !dbg !461, !tbaa !182
  %339 = load i32, ptr %125, align 4, !dbg !461, !tbaa !174
  %340 = add nsw i32 %339, -8, !dbg !461
  store i32 %340, ptr %125, align 4, !dbg !461, !tbaa !174
  %341 = icmp sgt i32 %339, 15, !dbg !460
  br i1 %341, label %327, label %342, !dbg !460, !llvm.loop !462

342:                                              ; preds = %327, %317
  %343 = phi i32 [ %318, %317 ], [ %338, %327 ], !dbg !463
  %344 = phi i32 [ %320, %317 ], [ %340, %327 ], !dbg !460
  %345 = add nsw i32 %344, 24, !dbg !464
  %346 = sub i32 8, %344, !dbg !464
  %347 = shl i32 %322, %346, !dbg !465
  %348 = or i32 %347, %343, !dbg !463
  store i32 %348, ptr %128, align 8, !dbg !463, !tbaa !182
  store i32 %345, ptr %125, align 4, !dbg !466, !tbaa !174
    #dbg_assign(i1 undef, !467, !DIExpression(), !267, ptr %7, !DIExpression(), !491)
    #dbg_value(ptr %0, !470, !DIExpression(), !491)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #10, !dbg !493
  %349 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !494
  %350 = load ptr, ptr %349, align 8, !dbg !494, !tbaa !495
    #dbg_value(ptr %350, !476, !DIExpression(), !491)
  %351 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !496
  %352 = load ptr, ptr %351, align 8, !dbg !496, !tbaa !497
    #dbg_value(ptr %352, !477, !DIExpression(), !491)
  %353 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !498
  %354 = load ptr, ptr %353, align 8, !dbg !498, !tbaa !499
    #dbg_value(ptr %354, !478, !DIExpression(), !491)
    #dbg_value(ptr %0, !500, !DIExpression(), !504)
  %355 = getelementptr inbounds i8, ptr %0, i64 124, !dbg !506
  store i32 0, ptr %355, align 4, !dbg !507, !tbaa !508
    #dbg_value(i32 0, !503, !DIExpression(), !504)
  %356 = getelementptr inbounds i8, ptr %0, i64 128
  %357 = getelementptr inbounds i8, ptr %0, i64 384
  br label %358, !dbg !509

358:                                              ; preds = %378, %342
  %359 = phi i32 [ 0, %342 ], [ %379, %378 ]
  %360 = phi i64 [ 0, %342 ], [ %380, %378 ]
    #dbg_value(i64 %360, !503, !DIExpression(), !504)
  %361 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %360, !dbg !511
  %362 = load i8, ptr %361, align 1, !dbg !511, !tbaa !343
  %363 = icmp eq i8 %362, 0, !dbg !511
  br i1 %363, label %368, label %364, !dbg !514

364:                                              ; preds = %358
  %365 = trunc i32 %359 to i8, !dbg !515
  %366 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %360, !dbg !517
  store i8 %365, ptr %366, align 1, !dbg !518, !tbaa !343
  %367 = add nsw i32 %359, 1, !dbg !519
  store i32 %367, ptr %355, align 4, !dbg !519, !tbaa !508
  br label %368, !dbg !520

368:                                              ; preds = %364, %358
  %369 = phi i32 [ %359, %358 ], [ %367, %364 ]
  %370 = or disjoint i64 %360, 1, !dbg !521
    #dbg_value(i64 %370, !503, !DIExpression(), !504)
  %371 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %370, !dbg !511
  %372 = load i8, ptr %371, align 1, !dbg !511, !tbaa !343
  %373 = icmp eq i8 %372, 0, !dbg !511
  br i1 %373, label %378, label %374, !dbg !514

374:                                              ; preds = %368
  %375 = trunc i32 %369 to i8, !dbg !515
  %376 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %370, !dbg !517
  store i8 %375, ptr %376, align 1, !dbg !518, !tbaa !343
  %377 = add nsw i32 %369, 1, !dbg !519
  store i32 %377, ptr %355, align 4, !dbg !519, !tbaa !508
  br label %378, !dbg !520

378:                                              ; preds = %374, %368
  %379 = phi i32 [ %369, %368 ], [ %377, %374 ]
  %380 = add nuw nsw i64 %360, 2, !dbg !521
    #dbg_value(i64 %380, !503, !DIExpression(), !504)
  %381 = icmp eq i64 %380, 256, !dbg !522
  br i1 %381, label %382, label %358, !dbg !509, !llvm.loop !523

382:                                              ; preds = %378
    #dbg_value(i32 %379, !475, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
    #dbg_value(i32 0, !471, !DIExpression(), !491)
  %383 = icmp slt i32 %379, -1, !dbg !525
  br i1 %383, label %427, label %384, !dbg !528

384:                                              ; preds = %382
  %385 = getelementptr inbounds i8, ptr %0, i64 672
  %386 = add i32 %379, 2, !dbg !528
  %387 = zext i32 %386 to i64, !dbg !528
  %388 = shl nuw nsw i64 %387, 2, !dbg !528
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %385, i8 0, i64 %388, i1 false), !dbg !529, !tbaa !530
    #dbg_value(i32 0, !471, !DIExpression(), !491)
  %389 = icmp sgt i32 %379, 0, !dbg !531
  br i1 %389, label %390, label %427, !dbg !534

390:                                              ; preds = %384
  %391 = zext nneg i32 %379 to i64, !dbg !531
  %392 = icmp ult i32 %379, 8, !dbg !534
  br i1 %392, label %409, label %393, !dbg !534

393:                                              ; preds = %390
  %394 = icmp ult i32 %379, 16, !dbg !534
  br i1 %394, label %411, label %395, !dbg !534

395:                                              ; preds = %393
  %396 = and i64 %391, 2147483632, !dbg !534
  br label %397, !dbg !534

397:                                              ; preds = %397, %395
  %398 = phi i64 [ 0, %395 ], [ %401, %397 ], !dbg !535
  %399 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %395 ], [ %402, %397 ], !dbg !536
  %400 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %398, !dbg !537
  store <16 x i8> %399, ptr %400, align 16, !dbg !538, !tbaa !343
  %401 = add nuw i64 %398, 16, !dbg !535
  %402 = add <16 x i8> %399, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !536
  %403 = icmp eq i64 %401, %396, !dbg !535
  br i1 %403, label %404, label %397, !dbg !535, !llvm.loop !539

404:                                              ; preds = %397
  %405 = icmp eq i64 %396, %391, !dbg !534
  br i1 %405, label %427, label %406, !dbg !534

406:                                              ; preds = %404
  %407 = and i64 %391, 8, !dbg !534
  %408 = icmp eq i64 %407, 0, !dbg !534
  br i1 %408, label %409, label %411, !dbg !534

409:                                              ; preds = %425, %390, %406
  %410 = phi i64 [ 0, %390 ], [ %396, %406 ], [ %413, %425 ]
  br label %436, !dbg !534

411:                                              ; preds = %393, %406
  %412 = phi i64 [ %396, %406 ], [ 0, %393 ]
  %413 = and i64 %391, 2147483640, !dbg !534
  %414 = trunc i64 %412 to i8, !dbg !534
  %415 = insertelement <8 x i8> poison, i8 %414, i64 0, !dbg !534
  %416 = shufflevector <8 x i8> %415, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !534
  %417 = or disjoint <8 x i8> %416, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>, !dbg !534
  br label %418, !dbg !534

418:                                              ; preds = %418, %411
  %419 = phi i64 [ %412, %411 ], [ %422, %418 ], !dbg !535
  %420 = phi <8 x i8> [ %417, %411 ], [ %423, %418 ], !dbg !536
  %421 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %419, !dbg !537
  store <8 x i8> %420, ptr %421, align 8, !dbg !538, !tbaa !343
  %422 = add nuw i64 %419, 8, !dbg !535
  %423 = add <8 x i8> %420, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>, !dbg !536
  %424 = icmp eq i64 %422, %413, !dbg !535
  br i1 %424, label %425, label %418, !dbg !535, !llvm.loop !543

425:                                              ; preds = %418
  %426 = icmp eq i64 %413, %391, !dbg !534
  br i1 %426, label %427, label %409, !dbg !534

427:                                              ; preds = %436, %404, %425, %384, %382
    #dbg_value(i32 0, !471, !DIExpression(), !491)
    #dbg_value(i32 0, !473, !DIExpression(), !491)
    #dbg_value(i32 0, !474, !DIExpression(), !491)
  %428 = load i32, ptr %8, align 4, !dbg !544, !tbaa !271
  %429 = icmp sgt i32 %428, 0, !dbg !545
  br i1 %429, label %430, label %550, !dbg !546

430:                                              ; preds = %427
  %431 = getelementptr inbounds i8, ptr %0, i64 676
  %432 = getelementptr inbounds i8, ptr %0, i64 672
  %433 = getelementptr inbounds i8, ptr %7, i64 1
  %434 = ptrtoint ptr %7 to i64
  %435 = load i8, ptr %7, align 16, !dbg !547, !tbaa !343
  br label %442, !dbg !546

436:                                              ; preds = %409, %436
  %437 = phi i64 [ %440, %436 ], [ %410, %409 ]
    #dbg_value(i64 %437, !471, !DIExpression(), !491)
  %438 = trunc i64 %437 to i8, !dbg !536
  %439 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %437, !dbg !537
  store i8 %438, ptr %439, align 1, !dbg !538, !tbaa !343
  %440 = add nuw nsw i64 %437, 1, !dbg !535
    #dbg_value(i64 %440, !471, !DIExpression(), !491)
  %441 = icmp eq i64 %440, %391, !dbg !531
  br i1 %441, label %427, label %436, !dbg !534, !llvm.loop !548

442:                                              ; preds = %516, %430
  %443 = phi i32 [ %428, %430 ], [ %517, %516 ]
  %444 = phi i8 [ %435, %430 ], [ %518, %516 ]
  %445 = phi i8 [ %435, %430 ], [ %460, %516 ], !dbg !547
  %446 = phi i64 [ 0, %430 ], [ %521, %516 ]
  %447 = phi i32 [ 0, %430 ], [ %520, %516 ]
  %448 = phi i32 [ 0, %430 ], [ %519, %516 ]
    #dbg_value(i64 %446, !471, !DIExpression(), !491)
    #dbg_value(i32 %447, !473, !DIExpression(), !491)
    #dbg_value(i32 %448, !474, !DIExpression(), !491)
  %449 = getelementptr inbounds i32, ptr %350, i64 %446, !dbg !549
  %450 = load i32, ptr %449, align 4, !dbg !549, !tbaa !530
  %451 = add i32 %450, -1, !dbg !550
    #dbg_value(i32 %451, !472, !DIExpression(), !491)
  %452 = icmp slt i32 %451, 0, !dbg !551
  %453 = select i1 %452, i32 %443, i32 0, !dbg !553
  %454 = add nsw i32 %453, %451, !dbg !553
    #dbg_value(i32 %454, !472, !DIExpression(), !491)
  %455 = sext i32 %454 to i64, !dbg !554
  %456 = getelementptr inbounds i8, ptr %352, i64 %455, !dbg !554
  %457 = load i8, ptr %456, align 1, !dbg !554, !tbaa !343
  %458 = zext i8 %457 to i64, !dbg !555
  %459 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %458, !dbg !555
  %460 = load i8, ptr %459, align 1, !dbg !555, !tbaa !343
    #dbg_value(i8 %460, !479, !DIExpression(), !556)
  %461 = icmp eq i8 %445, %460, !dbg !557
  br i1 %461, label %462, label %464, !dbg !558

462:                                              ; preds = %442
  %463 = add nsw i32 %447, 1, !dbg !559
    #dbg_value(i32 %463, !473, !DIExpression(), !491)
  br label %516, !dbg !561

464:                                              ; preds = %442
  %465 = icmp sgt i32 %447, 0, !dbg !562
  br i1 %465, label %466, label %490, !dbg !564

466:                                              ; preds = %464
  %467 = add nsw i32 %447, -1, !dbg !565
    #dbg_value(i32 %467, !473, !DIExpression(), !491)
  %468 = sext i32 %448 to i64, !dbg !567
  br label %469, !dbg !567

469:                                              ; preds = %485, %466
  %470 = phi i64 [ %483, %485 ], [ %468, %466 ], !dbg !491
  %471 = phi i32 [ %487, %485 ], [ %467, %466 ], !dbg !568
    #dbg_value(i32 %471, !473, !DIExpression(), !491)
    #dbg_value(i64 %470, !474, !DIExpression(), !491)
  %472 = and i32 %471, 1, !dbg !569
  %473 = icmp eq i32 %472, 0, !dbg !569
  br i1 %473, label %477, label %474, !dbg !572

474:                                              ; preds = %469
    #dbg_value(i64 %470, !474, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  %475 = load i32, ptr %431, align 4, !dbg !573, !tbaa !530
  %476 = add nsw i32 %475, 1, !dbg !573
  store i32 %476, ptr %431, align 4, !dbg !573, !tbaa !530
  br label %480, !dbg !575

477:                                              ; preds = %469
    #dbg_value(i64 %470, !474, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  %478 = load i32, ptr %432, align 8, !dbg !576, !tbaa !530
  %479 = add nsw i32 %478, 1, !dbg !576
  store i32 %479, ptr %432, align 8, !dbg !576, !tbaa !530
  br label %480

480:                                              ; preds = %477, %474
  %481 = phi i16 [ 0, %477 ], [ 1, %474 ], !dbg !578
  %482 = getelementptr inbounds i16, ptr %354, i64 %470, !dbg !578
  store i16 %481, ptr %482, align 2, !dbg !578
  %483 = add nsw i64 %470, 1, !dbg !578
    #dbg_value(i64 %483, !474, !DIExpression(), !491)
  %484 = icmp slt i32 %471, 2, !dbg !579
  br i1 %484, label %488, label %485, !dbg !581

485:                                              ; preds = %480
  %486 = add nsw i32 %471, -2, !dbg !582
  %487 = lshr i32 %486, 1, !dbg !583
    #dbg_value(i32 %487, !473, !DIExpression(), !491)
  br label %469, !dbg !567, !llvm.loop !584

488:                                              ; preds = %480
  %489 = trunc nsw i64 %483 to i32, !dbg !586
  br label %490, !dbg !586

490:                                              ; preds = %488, %464
  %491 = phi i32 [ %448, %464 ], [ %489, %488 ], !dbg !491
  %492 = phi i32 [ %447, %464 ], [ 0, %488 ], !dbg !491
    #dbg_value(i32 %492, !473, !DIExpression(), !491)
    #dbg_value(i32 %491, !474, !DIExpression(), !491)
  %493 = load i8, ptr %433, align 1, !dbg !586, !tbaa !343
    #dbg_value(i8 %493, !483, !DIExpression(), !587)
  store i8 %444, ptr %433, align 1, !dbg !588, !tbaa !343, !DIAssignID !589
    #dbg_assign(i8 %444, !467, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !589, ptr %433, !DIExpression(), !491)
    #dbg_value(ptr %433, !487, !DIExpression(), !587)
    #dbg_value(i8 %460, !488, !DIExpression(), !587)
  %494 = icmp eq i8 %460, %493, !dbg !590
  br i1 %494, label %501, label %495, !dbg !591

495:                                              ; preds = %490, %495
  %496 = phi ptr [ %498, %495 ], [ %433, %490 ]
  %497 = phi i8 [ %499, %495 ], [ %493, %490 ]
    #dbg_value(ptr %496, !487, !DIExpression(), !587)
    #dbg_value(i8 %497, !483, !DIExpression(), !587)
  %498 = getelementptr inbounds i8, ptr %496, i64 1, !dbg !592
    #dbg_value(ptr %498, !487, !DIExpression(), !587)
    #dbg_value(i8 %497, !489, !DIExpression(), !593)
  %499 = load i8, ptr %498, align 1, !dbg !594, !tbaa !343
    #dbg_value(i8 %499, !483, !DIExpression(), !587)
  store i8 %497, ptr %498, align 1, !dbg !595, !tbaa !343
  %500 = icmp eq i8 %460, %499, !dbg !590
  br i1 %500, label %501, label %495, !dbg !591, !llvm.loop !596

501:                                              ; preds = %495, %490
  %502 = phi ptr [ %433, %490 ], [ %498, %495 ], !dbg !587
    #dbg_assign(i8 %460, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !598, ptr %7, !DIExpression(), !491)
  %503 = ptrtoint ptr %502 to i64, !dbg !599
  %504 = sub i64 %503, %434, !dbg !599
  %505 = trunc i64 %504 to i32, !dbg !600
    #dbg_value(i32 %505, !472, !DIExpression(), !491)
  %506 = add nsw i32 %505, 1, !dbg !601
  %507 = trunc i32 %506 to i16, !dbg !602
  %508 = sext i32 %491 to i64, !dbg !603
  %509 = getelementptr inbounds i16, ptr %354, i64 %508, !dbg !603
  store i16 %507, ptr %509, align 2, !dbg !604, !tbaa !605
  %510 = add nsw i32 %491, 1, !dbg !607
    #dbg_value(i32 %510, !474, !DIExpression(), !491)
  %511 = sext i32 %506 to i64, !dbg !608
  %512 = getelementptr inbounds [258 x i32], ptr %432, i64 0, i64 %511, !dbg !608
  %513 = load i32, ptr %512, align 4, !dbg !609, !tbaa !530
  %514 = add nsw i32 %513, 1, !dbg !609
  store i32 %514, ptr %512, align 4, !dbg !609, !tbaa !530
  %515 = load i32, ptr %8, align 4, !dbg !544, !tbaa !271
  br label %516

516:                                              ; preds = %501, %462
  %517 = phi i32 [ %443, %462 ], [ %515, %501 ], !dbg !544
  %518 = phi i8 [ %444, %462 ], [ %460, %501 ]
  %519 = phi i32 [ %448, %462 ], [ %510, %501 ], !dbg !491
  %520 = phi i32 [ %463, %462 ], [ %492, %501 ], !dbg !610
    #dbg_value(i32 %520, !473, !DIExpression(), !491)
    #dbg_value(i32 %519, !474, !DIExpression(), !491)
  %521 = add nuw nsw i64 %446, 1, !dbg !611
    #dbg_value(i64 %521, !471, !DIExpression(), !491)
  %522 = sext i32 %517 to i64, !dbg !545
  %523 = icmp slt i64 %521, %522, !dbg !545
  br i1 %523, label %442, label %524, !dbg !546, !llvm.loop !612

524:                                              ; preds = %516
  %525 = icmp sgt i32 %520, 0, !dbg !614
  br i1 %525, label %526, label %550, !dbg !616

526:                                              ; preds = %524
  %527 = add nsw i32 %520, -1, !dbg !617
    #dbg_value(i32 %527, !473, !DIExpression(), !491)
  %528 = sext i32 %519 to i64, !dbg !619
  br label %529, !dbg !619

529:                                              ; preds = %545, %526
  %530 = phi i64 [ %543, %545 ], [ %528, %526 ], !dbg !491
  %531 = phi i32 [ %547, %545 ], [ %527, %526 ], !dbg !620
    #dbg_value(i32 %531, !473, !DIExpression(), !491)
    #dbg_value(i64 %530, !474, !DIExpression(), !491)
  %532 = and i32 %531, 1, !dbg !621
  %533 = icmp eq i32 %532, 0, !dbg !621
  br i1 %533, label %537, label %534, !dbg !624

534:                                              ; preds = %529
    #dbg_value(i64 %530, !474, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  %535 = load i32, ptr %431, align 4, !dbg !625, !tbaa !530
  %536 = add nsw i32 %535, 1, !dbg !625
  store i32 %536, ptr %431, align 4, !dbg !625, !tbaa !530
  br label %540, !dbg !627

537:                                              ; preds = %529
    #dbg_value(i64 %530, !474, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  %538 = load i32, ptr %432, align 8, !dbg !628, !tbaa !530
  %539 = add nsw i32 %538, 1, !dbg !628
  store i32 %539, ptr %432, align 8, !dbg !628, !tbaa !530
  br label %540

540:                                              ; preds = %537, %534
  %541 = phi i16 [ 0, %537 ], [ 1, %534 ], !dbg !630
  %542 = getelementptr inbounds i16, ptr %354, i64 %530, !dbg !630
  store i16 %541, ptr %542, align 2, !dbg !630
  %543 = add nsw i64 %530, 1, !dbg !630
    #dbg_value(i64 %543, !474, !DIExpression(), !491)
  %544 = icmp slt i32 %531, 2, !dbg !631
  br i1 %544, label %548, label %545, !dbg !633

545:                                              ; preds = %540
  %546 = add nsw i32 %531, -2, !dbg !634
  %547 = lshr i32 %546, 1, !dbg !635
    #dbg_value(i32 %547, !473, !DIExpression(), !491)
  br label %529, !dbg !619, !llvm.loop !636

548:                                              ; preds = %540
  %549 = trunc nsw i64 %543 to i32, !dbg !638
  br label %550, !dbg !638

550:                                              ; preds = %427, %524, %548
  %551 = phi i32 [ %519, %524 ], [ %549, %548 ], [ 0, %427 ], !dbg !491
  %552 = add nsw i32 %379, 1, !dbg !638
    #dbg_value(i32 %552, !475, !DIExpression(), !491)
    #dbg_value(i32 %551, !474, !DIExpression(), !491)
  %553 = trunc i32 %552 to i16, !dbg !639
  %554 = sext i32 %551 to i64, !dbg !640
  %555 = getelementptr inbounds i16, ptr %354, i64 %554, !dbg !640
  store i16 %553, ptr %555, align 2, !dbg !641, !tbaa !605
  %556 = add nsw i32 %551, 1, !dbg !642
    #dbg_value(i32 %556, !474, !DIExpression(), !491)
  %557 = getelementptr inbounds i8, ptr %0, i64 672, !dbg !643
  %558 = sext i32 %552 to i64, !dbg !644
  %559 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %558, !dbg !644
  %560 = load i32, ptr %559, align 4, !dbg !645, !tbaa !530
  %561 = add nsw i32 %560, 1, !dbg !645
  store i32 %561, ptr %559, align 4, !dbg !645, !tbaa !530
  %562 = getelementptr inbounds i8, ptr %0, i64 668, !dbg !646
  store i32 %556, ptr %562, align 4, !dbg !647, !tbaa !648
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #10, !dbg !649
    #dbg_assign(i1 undef, !242, !DIExpression(), !266, ptr %6, !DIExpression(), !650)
    #dbg_value(ptr %0, !194, !DIExpression(), !259)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3), !dbg !651
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10, !dbg !652
  %563 = load ptr, ptr %353, align 8, !dbg !653, !tbaa !499
    #dbg_value(ptr %563, !215, !DIExpression(), !259)
  %564 = getelementptr inbounds i8, ptr %0, i64 656, !dbg !654
  %565 = load i32, ptr %564, align 8, !dbg !654, !tbaa !293
  %566 = icmp sgt i32 %565, 2, !dbg !656
  br i1 %566, label %567, label %572, !dbg !657

567:                                              ; preds = %550
  %568 = load ptr, ptr @stderr, align 8, !dbg !658, !tbaa !297
  %569 = load i32, ptr %8, align 4, !dbg !658, !tbaa !271
  %570 = load i32, ptr %355, align 4, !dbg !658, !tbaa !508
  %571 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %568, ptr noundef nonnull @.str.2, i32 noundef %569, i32 noundef %556, i32 noundef %570) #9, !dbg !658
  br label %572, !dbg !658

572:                                              ; preds = %567, %550
  %573 = load i32, ptr %355, align 4, !dbg !659, !tbaa !508
  %574 = add i32 %573, 2, !dbg !660
    #dbg_value(i32 %574, !206, !DIExpression(), !259)
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  %575 = icmp sgt i32 %573, -2
  %576 = call i32 @llvm.smax.i32(i32 %574, i32 1), !dbg !661
  %577 = zext nneg i32 %576 to i64, !dbg !661
  %578 = getelementptr i8, ptr %0, i64 37708, !dbg !663
    #dbg_value(i64 0, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  br i1 %575, label %579, label %585, !dbg !663

579:                                              ; preds = %572
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %578, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
    #dbg_value(i64 1, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %580 = getelementptr i8, ptr %0, i64 37966, !dbg !663
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %580, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
    #dbg_value(i64 2, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %581 = getelementptr i8, ptr %0, i64 38224, !dbg !663
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %581, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
    #dbg_value(i64 3, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %582 = getelementptr i8, ptr %0, i64 38482, !dbg !663
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %582, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
    #dbg_value(i64 4, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %583 = getelementptr i8, ptr %0, i64 38740, !dbg !663
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %583, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
    #dbg_value(i64 5, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %584 = getelementptr i8, ptr %0, i64 38998, !dbg !663
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %584, i8 15, i64 %577, i1 false), !dbg !666, !tbaa !343
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
  br label %585, !dbg !668

585:                                              ; preds = %572, %579
    #dbg_value(i64 6, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %586 = load i32, ptr %562, align 4, !dbg !669, !tbaa !648
  %587 = icmp sgt i32 %586, 0, !dbg !669
  br i1 %587, label %590, label %588, !dbg !672

588:                                              ; preds = %585
  call void @BZ2_bz__AssertH__fail(i32 noundef 3001) #10, !dbg !669
  %589 = load i32, ptr %562, align 4, !dbg !673, !tbaa !648
  br label %590, !dbg !669

590:                                              ; preds = %588, %585
  %591 = phi i32 [ %589, %588 ], [ %586, %585 ], !dbg !673
  %592 = icmp slt i32 %591, 200, !dbg !675
  br i1 %592, label %600, label %593, !dbg !676

593:                                              ; preds = %590
  %594 = icmp ult i32 %591, 600, !dbg !677
  br i1 %594, label %600, label %595, !dbg !679

595:                                              ; preds = %593
  %596 = icmp ult i32 %591, 1200, !dbg !680
  br i1 %596, label %600, label %597, !dbg !682

597:                                              ; preds = %595
  %598 = icmp ugt i32 %591, 2399, !dbg !683
  %599 = select i1 %598, i32 6, i32 5
  br label %600

600:                                              ; preds = %597, %595, %593, %590
  %601 = phi i1 [ false, %590 ], [ false, %593 ], [ false, %595 ], [ %598, %597 ], !dbg !685
  %602 = phi i32 [ 2, %590 ], [ 3, %593 ], [ 4, %595 ], [ %599, %597 ], !dbg !685
    #dbg_value(i32 %602, !210, !DIExpression(), !259)
    #dbg_value(i32 %602, !216, !DIExpression(), !686)
    #dbg_value(i32 %591, !218, !DIExpression(), !686)
    #dbg_value(i32 0, !199, !DIExpression(), !259)
  %603 = sext i32 %573 to i64, !dbg !687
  %604 = zext nneg i32 %602 to i64, !dbg !687
  %605 = icmp slt i32 %574, 8
  %606 = icmp slt i32 %574, 16
  %607 = and i64 %577, 2147483632
  %608 = icmp eq i64 %607, %577
  %609 = and i64 %577, 8
  %610 = icmp eq i64 %609, 0
  %611 = and i64 %577, 2147483640
  %612 = icmp eq i64 %611, %577
  br label %651, !dbg !687

613:                                              ; preds = %762
    #dbg_value(i32 0, !204, !DIExpression(), !259)
    #dbg_value(i32 undef, !205, !DIExpression(), !259)
  %614 = getelementptr inbounds i8, ptr %0, i64 51640
  %615 = getelementptr inbounds i8, ptr %0, i64 1704
  %616 = getelementptr i8, ptr %0, i64 45448
  %617 = shl nuw nsw i64 %604, 2, !dbg !688
  %618 = shl nuw nsw i64 %577, 2, !dbg !688
  %619 = shl nuw nsw i64 %604, 1, !dbg !688
  %620 = and i1 %575, %601
  %621 = getelementptr i8, ptr %0, i64 38740
  %622 = getelementptr i8, ptr %0, i64 38998
  %623 = getelementptr i8, ptr %0, i64 38224
  %624 = getelementptr i8, ptr %0, i64 38482
  %625 = getelementptr i8, ptr %0, i64 37966
  %626 = getelementptr inbounds i8, ptr %3, i64 2
  %627 = icmp eq i32 %602, 2
  %628 = getelementptr inbounds i8, ptr %3, i64 4
  %629 = icmp eq i32 %602, 3
  %630 = getelementptr inbounds i8, ptr %3, i64 6
  %631 = icmp eq i32 %602, 4
  %632 = getelementptr inbounds i8, ptr %3, i64 8
  %633 = icmp eq i32 %602, 5
  %634 = getelementptr inbounds i8, ptr %3, i64 10
  %635 = getelementptr inbounds i8, ptr %3, i64 2
  %636 = getelementptr inbounds i8, ptr %3, i64 4
  %637 = getelementptr inbounds i8, ptr %3, i64 6
  %638 = getelementptr inbounds i8, ptr %3, i64 8
  %639 = getelementptr inbounds i8, ptr %3, i64 10
  %640 = getelementptr inbounds i8, ptr %3, i64 2
  %641 = icmp eq i32 %602, 2
  %642 = getelementptr inbounds i8, ptr %3, i64 4
  %643 = icmp eq i32 %602, 3
  %644 = getelementptr inbounds i8, ptr %3, i64 6
  %645 = icmp eq i32 %602, 4
  %646 = getelementptr inbounds i8, ptr %3, i64 8
  %647 = icmp eq i32 %602, 5
  %648 = getelementptr inbounds i8, ptr %3, i64 10
  %649 = icmp eq i32 %602, 6
  %650 = getelementptr i8, ptr %563, i64 2
  br label %766, !dbg !688

651:                                              ; preds = %762, %600
  %652 = phi i64 [ %604, %600 ], [ %707, %762 ]
  %653 = phi i32 [ 0, %600 ], [ %763, %762 ]
  %654 = phi i32 [ %591, %600 ], [ %764, %762 ]
    #dbg_value(i32 %653, !199, !DIExpression(), !259)
    #dbg_value(i32 %654, !218, !DIExpression(), !686)
    #dbg_value(i64 %652, !216, !DIExpression(), !686)
  %655 = trunc nuw nsw i64 %652 to i32, !dbg !689
  %656 = sdiv i32 %654, %655, !dbg !689
    #dbg_value(i32 %656, !219, !DIExpression(), !686)
  %657 = add nsw i32 %653, -1, !dbg !691
    #dbg_value(i32 %657, !200, !DIExpression(), !259)
    #dbg_value(i32 0, !220, !DIExpression(), !686)
  %658 = icmp sgt i32 %656, 0, !dbg !692
  %659 = icmp sle i32 %657, %573, !dbg !693
  %660 = select i1 %658, i1 %659, i1 false, !dbg !693
  br i1 %660, label %661, label %691, !dbg !694

661:                                              ; preds = %651
  %662 = sext i32 %657 to i64, !dbg !694
  br label %663, !dbg !694

663:                                              ; preds = %663, %661
  %664 = phi i64 [ %662, %661 ], [ %666, %663 ]
  %665 = phi i32 [ 0, %661 ], [ %669, %663 ]
    #dbg_value(i64 %664, !200, !DIExpression(), !259)
    #dbg_value(i32 %665, !220, !DIExpression(), !686)
  %666 = add nsw i64 %664, 1, !dbg !695
    #dbg_value(i64 %666, !200, !DIExpression(), !259)
  %667 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %666, !dbg !697
  %668 = load i32, ptr %667, align 4, !dbg !697, !tbaa !530
  %669 = add nsw i32 %668, %665, !dbg !698
    #dbg_value(i32 %669, !220, !DIExpression(), !686)
  %670 = icmp slt i32 %669, %656, !dbg !692
  %671 = icmp slt i64 %664, %603, !dbg !693
  %672 = and i1 %671, %670, !dbg !693
  br i1 %672, label %663, label %673, !dbg !694, !llvm.loop !699

673:                                              ; preds = %663
  %674 = trunc nsw i64 %666 to i32, !dbg !701
  %675 = icmp slt i32 %653, %674, !dbg !701
  br i1 %675, label %676, label %691, !dbg !703

676:                                              ; preds = %673
  %677 = icmp ne i64 %652, %604, !dbg !704
  %678 = icmp ne i64 %652, 1
  %679 = and i1 %677, %678, !dbg !705
  br i1 %679, label %680, label %691, !dbg !705

680:                                              ; preds = %676
  %681 = sub i32 %602, %655, !dbg !706
  %682 = and i32 %681, -2147483647, !dbg !706
  %683 = icmp eq i32 %682, 1, !dbg !706
  br i1 %683, label %684, label %691, !dbg !707

684:                                              ; preds = %680
  %685 = shl i64 %666, 32, !dbg !708
  %686 = ashr exact i64 %685, 32, !dbg !708
  %687 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %686, !dbg !708
  %688 = load i32, ptr %687, align 4, !dbg !708, !tbaa !530
  %689 = sub nsw i32 %669, %688, !dbg !710
    #dbg_value(i32 %689, !220, !DIExpression(), !686)
  %690 = add nsw i32 %674, -1, !dbg !711
    #dbg_value(i32 %690, !200, !DIExpression(), !259)
  br label %691, !dbg !712

691:                                              ; preds = %651, %684, %680, %676, %673
  %692 = phi i32 [ %689, %684 ], [ %669, %680 ], [ %669, %676 ], [ %669, %673 ], [ 0, %651 ], !dbg !713
  %693 = phi i32 [ %690, %684 ], [ %674, %680 ], [ %674, %676 ], [ %674, %673 ], [ %657, %651 ], !dbg !713
    #dbg_value(i32 %693, !200, !DIExpression(), !259)
    #dbg_value(i32 %692, !220, !DIExpression(), !686)
  %694 = load i32, ptr %564, align 8, !dbg !714, !tbaa !293
  %695 = icmp sgt i32 %694, 2, !dbg !716
  br i1 %695, label %696, label %706, !dbg !717

696:                                              ; preds = %691
  %697 = load ptr, ptr @stderr, align 8, !dbg !718, !tbaa !297
  %698 = sitofp i32 %692 to float, !dbg !718
  %699 = fpext float %698 to double, !dbg !718
  %700 = fmul double %699, 1.000000e+02, !dbg !718
  %701 = load i32, ptr %562, align 4, !dbg !718, !tbaa !648
  %702 = sitofp i32 %701 to float, !dbg !718
  %703 = fpext float %702 to double, !dbg !718
  %704 = fdiv double %700, %703, !dbg !718
  %705 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %697, ptr noundef nonnull @.str.3, i32 noundef %655, i32 noundef %653, i32 noundef %693, i32 noundef %692, double noundef %704) #9, !dbg !718
  br label %706, !dbg !718

706:                                              ; preds = %696, %691
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  %707 = add nsw i64 %652, -1
  br i1 %575, label %708, label %762, !dbg !719

708:                                              ; preds = %706
  %709 = sext i32 %693 to i64, !dbg !719
  %710 = sext i32 %653 to i64, !dbg !719
  br i1 %605, label %751, label %711, !dbg !719

711:                                              ; preds = %708
  br i1 %606, label %730, label %712, !dbg !719

712:                                              ; preds = %711
  %713 = insertelement <16 x i64> poison, i64 %710, i64 0, !dbg !719
  %714 = shufflevector <16 x i64> %713, <16 x i64> poison, <16 x i32> zeroinitializer, !dbg !719
  %715 = insertelement <16 x i64> poison, i64 %709, i64 0, !dbg !719
  %716 = shufflevector <16 x i64> %715, <16 x i64> poison, <16 x i32> zeroinitializer, !dbg !719
  br label %717, !dbg !719

717:                                              ; preds = %717, %712
  %718 = phi i64 [ 0, %712 ], [ %725, %717 ], !dbg !721
  %719 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %712 ], [ %726, %717 ]
  %720 = icmp slt <16 x i64> %719, %714, !dbg !723
  %721 = icmp sgt <16 x i64> %719, %716
  %722 = select <16 x i1> %720, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> %721, !dbg !725
  %723 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %718, !dbg !726
  %724 = select <16 x i1> %722, <16 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <16 x i8> zeroinitializer
  store <16 x i8> %724, ptr %723, align 1, !dbg !726, !tbaa !343
  %725 = add nuw i64 %718, 16, !dbg !721
  %726 = add <16 x i64> %719, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %727 = icmp eq i64 %725, %607, !dbg !721
  br i1 %727, label %728, label %717, !dbg !721, !llvm.loop !727

728:                                              ; preds = %717
  br i1 %608, label %762, label %729, !dbg !719

729:                                              ; preds = %728
  br i1 %610, label %751, label %730, !dbg !719

730:                                              ; preds = %711, %729
  %731 = phi i64 [ %607, %729 ], [ 0, %711 ]
  %732 = insertelement <8 x i64> poison, i64 %731, i64 0, !dbg !719
  %733 = shufflevector <8 x i64> %732, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !719
  %734 = or disjoint <8 x i64> %733, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, !dbg !719
  %735 = insertelement <8 x i64> poison, i64 %710, i64 0, !dbg !719
  %736 = shufflevector <8 x i64> %735, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !719
  %737 = insertelement <8 x i64> poison, i64 %709, i64 0, !dbg !719
  %738 = shufflevector <8 x i64> %737, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !719
  br label %739, !dbg !719

739:                                              ; preds = %739, %730
  %740 = phi i64 [ %731, %730 ], [ %747, %739 ], !dbg !721
  %741 = phi <8 x i64> [ %734, %730 ], [ %748, %739 ]
  %742 = icmp slt <8 x i64> %741, %736, !dbg !723
  %743 = icmp sgt <8 x i64> %741, %738
  %744 = select <8 x i1> %742, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %743, !dbg !725
  %745 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %740, !dbg !726
  %746 = select <8 x i1> %744, <8 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <8 x i8> zeroinitializer
  store <8 x i8> %746, ptr %745, align 1, !dbg !726, !tbaa !343
  %747 = add nuw i64 %740, 8, !dbg !721
  %748 = add <8 x i64> %741, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %749 = icmp eq i64 %747, %611, !dbg !721
  br i1 %749, label %750, label %739, !dbg !721, !llvm.loop !729

750:                                              ; preds = %739
  br i1 %612, label %762, label %751, !dbg !719

751:                                              ; preds = %750, %708, %729
  %752 = phi i64 [ 0, %708 ], [ %607, %729 ], [ %611, %750 ]
  br label %753, !dbg !719

753:                                              ; preds = %751, %753
  %754 = phi i64 [ %760, %753 ], [ %752, %751 ]
    #dbg_value(i64 %754, !195, !DIExpression(), !259)
  %755 = icmp slt i64 %754, %710, !dbg !723
  %756 = icmp sgt i64 %754, %709
  %757 = select i1 %755, i1 true, i1 %756, !dbg !725
  %758 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %754, !dbg !726
  %759 = select i1 %757, i8 15, i8 0
  store i8 %759, ptr %758, align 1, !dbg !726, !tbaa !343
  %760 = add nuw nsw i64 %754, 1, !dbg !721
    #dbg_value(i64 %760, !195, !DIExpression(), !259)
  %761 = icmp eq i64 %760, %577, !dbg !730
  br i1 %761, label %762, label %753, !dbg !719, !llvm.loop !731

762:                                              ; preds = %753, %728, %750, %706
    #dbg_value(i64 %707, !216, !DIExpression(), !686)
  %763 = add nsw i32 %693, 1, !dbg !732
    #dbg_value(i32 %763, !199, !DIExpression(), !259)
  %764 = sub nsw i32 %654, %692, !dbg !733
    #dbg_value(i32 %764, !218, !DIExpression(), !686)
  %765 = icmp sgt i64 %652, 1, !dbg !734
  br i1 %765, label %651, label %613, !dbg !687, !llvm.loop !735

766:                                              ; preds = %1911, %613
  %767 = phi i32 [ 0, %613 ], [ %1912, %1911 ]
    #dbg_value(i32 %767, !204, !DIExpression(), !259)
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %4, i8 0, i64 %617, i1 false), !dbg !737, !tbaa !530
    #dbg_value(i64 poison, !196, !DIExpression(), !259)
  br label %768, !dbg !740

768:                                              ; preds = %775, %766
  %769 = phi i64 [ 0, %766 ], [ %776, %775 ]
    #dbg_value(i64 %769, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
    #dbg_value(i32 0, !195, !DIExpression(), !259)
  br i1 %575, label %770, label %777, !dbg !742

770:                                              ; preds = %768
  %771 = mul nuw nsw i64 %769, 1032, !dbg !742
  %772 = getelementptr i8, ptr %616, i64 %771, !dbg !742
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %772, i8 0, i64 %618, i1 false), !dbg !745, !tbaa !530
    #dbg_value(i64 poison, !195, !DIExpression(), !259)
  %773 = add nuw nsw i64 %769, 1, !dbg !740
    #dbg_value(i64 %773, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %774 = icmp eq i64 %773, %604, !dbg !747
  br i1 %774, label %780, label %775, !dbg !740

775:                                              ; preds = %770, %777
  %776 = phi i64 [ %773, %770 ], [ %778, %777 ]
  br label %768, !dbg !742, !llvm.loop !748

777:                                              ; preds = %768
  %778 = add nuw nsw i64 %769, 1, !dbg !740
    #dbg_value(i64 %778, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %779 = icmp eq i64 %778, %604, !dbg !747
  br i1 %779, label %812, label %775, !dbg !740

780:                                              ; preds = %770
  br i1 %620, label %781, label %812, !dbg !750

781:                                              ; preds = %780, %781
  %782 = phi i64 [ %810, %781 ], [ 0, %780 ]
    #dbg_value(i64 %782, !195, !DIExpression(), !259)
  %783 = getelementptr inbounds [258 x i8], ptr %625, i64 0, i64 %782, !dbg !751
  %784 = load i8, ptr %783, align 1, !dbg !751, !tbaa !343
  %785 = zext i8 %784 to i32, !dbg !751
  %786 = shl nuw nsw i32 %785, 16, !dbg !757
  %787 = getelementptr inbounds [258 x i8], ptr %578, i64 0, i64 %782, !dbg !758
  %788 = load i8, ptr %787, align 1, !dbg !758, !tbaa !343
  %789 = zext i8 %788 to i32, !dbg !758
  %790 = or disjoint i32 %786, %789, !dbg !759
  %791 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %782, !dbg !760
  store i32 %790, ptr %791, align 8, !dbg !761, !tbaa !530
  %792 = getelementptr inbounds [258 x i8], ptr %624, i64 0, i64 %782, !dbg !762
  %793 = load i8, ptr %792, align 1, !dbg !762, !tbaa !343
  %794 = zext i8 %793 to i32, !dbg !762
  %795 = shl nuw nsw i32 %794, 16, !dbg !763
  %796 = getelementptr inbounds [258 x i8], ptr %623, i64 0, i64 %782, !dbg !764
  %797 = load i8, ptr %796, align 1, !dbg !764, !tbaa !343
  %798 = zext i8 %797 to i32, !dbg !764
  %799 = or disjoint i32 %795, %798, !dbg !765
  %800 = getelementptr inbounds i8, ptr %791, i64 4, !dbg !766
  store i32 %799, ptr %800, align 4, !dbg !767, !tbaa !530
  %801 = getelementptr inbounds [258 x i8], ptr %622, i64 0, i64 %782, !dbg !768
  %802 = load i8, ptr %801, align 1, !dbg !768, !tbaa !343
  %803 = zext i8 %802 to i32, !dbg !768
  %804 = shl nuw nsw i32 %803, 16, !dbg !769
  %805 = getelementptr inbounds [258 x i8], ptr %621, i64 0, i64 %782, !dbg !770
  %806 = load i8, ptr %805, align 1, !dbg !770, !tbaa !343
  %807 = zext i8 %806 to i32, !dbg !770
  %808 = or disjoint i32 %804, %807, !dbg !771
  %809 = getelementptr inbounds i8, ptr %791, i64 8, !dbg !772
  store i32 %808, ptr %809, align 8, !dbg !773, !tbaa !530
  %810 = add nuw nsw i64 %782, 1, !dbg !774
    #dbg_value(i64 %810, !195, !DIExpression(), !259)
  %811 = icmp eq i64 %810, %577, !dbg !775
  br i1 %811, label %812, label %781, !dbg !776, !llvm.loop !777

812:                                              ; preds = %777, %781, %780
    #dbg_value(i32 0, !205, !DIExpression(), !259)
    #dbg_value(i32 0, !201, !DIExpression(), !259)
    #dbg_value(i32 0, !199, !DIExpression(), !259)
  %813 = load i32, ptr %562, align 4, !dbg !779, !tbaa !648
  %814 = icmp sgt i32 %813, 0, !dbg !781
  br i1 %814, label %815, label %1883, !dbg !782

815:                                              ; preds = %812, %1877
  %816 = phi i64 [ %1538, %1877 ], [ 0, %812 ]
  %817 = phi i32 [ %1879, %1877 ], [ %813, %812 ]
  %818 = phi i32 [ %1878, %1877 ], [ 0, %812 ]
  %819 = phi i32 [ %1531, %1877 ], [ 0, %812 ]
    #dbg_value(i32 %818, !199, !DIExpression(), !259)
    #dbg_value(i32 %819, !201, !DIExpression(), !259)
    #dbg_value(i64 %816, !205, !DIExpression(), !259)
  %820 = add nsw i32 %818, 49, !dbg !783
    #dbg_value(i32 %820, !200, !DIExpression(), !259)
  %821 = add nsw i32 %817, -1
    #dbg_value(i32 %823, !200, !DIExpression(), !259)
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(1) %3, i8 0, i64 %619, i1 false), !dbg !784, !tbaa !605
    #dbg_value(i64 poison, !196, !DIExpression(), !259)
  %822 = icmp slt i32 %820, %817, !dbg !787
  %823 = select i1 %822, i32 %820, i32 %821, !dbg !789
  %824 = sub nsw i32 %823, %818
  %825 = icmp eq i32 %824, 49
  %826 = select i1 %601, i1 %825, i1 false, !dbg !790
  br i1 %826, label %838, label %827, !dbg !790

827:                                              ; preds = %815
    #dbg_value(i32 %818, !197, !DIExpression(), !259)
  %828 = icmp sgt i32 %818, %823, !dbg !791
  br i1 %828, label %1494, label %829, !dbg !792

829:                                              ; preds = %827
  %830 = sext i32 %818 to i64, !dbg !792
  %831 = add i32 %823, 1, !dbg !792
  %832 = load i16, ptr %3, align 2, !tbaa !605
  %833 = load i16, ptr %626, align 2, !tbaa !605
  %834 = load i16, ptr %628, align 2, !tbaa !605
  %835 = load i16, ptr %630, align 2, !tbaa !605
  %836 = load i16, ptr %632, align 2, !tbaa !605
  %837 = load i16, ptr %634, align 2, !tbaa !605
  br label %1446, !dbg !792

838:                                              ; preds = %815
    #dbg_value(i32 0, !229, !DIExpression(), !793)
    #dbg_value(i32 0, !228, !DIExpression(), !793)
    #dbg_value(i32 0, !221, !DIExpression(), !793)
  %839 = sext i32 %818 to i64, !dbg !794
  %840 = getelementptr inbounds i16, ptr %563, i64 %839, !dbg !794
  %841 = load i16, ptr %840, align 2, !dbg !794, !tbaa !605
    #dbg_value(i16 %841, !230, !DIExpression(), !793)
  %842 = zext i16 %841 to i64, !dbg !794
  %843 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %842, !dbg !794
  %844 = load i32, ptr %843, align 8, !dbg !794, !tbaa !530
    #dbg_value(i32 %844, !221, !DIExpression(), !793)
  %845 = getelementptr inbounds i8, ptr %843, i64 4, !dbg !794
  %846 = load i32, ptr %845, align 4, !dbg !794, !tbaa !530
    #dbg_value(i32 %846, !228, !DIExpression(), !793)
  %847 = getelementptr inbounds i8, ptr %843, i64 8, !dbg !794
  %848 = load i32, ptr %847, align 8, !dbg !794, !tbaa !530
    #dbg_value(i32 %848, !229, !DIExpression(), !793)
  %849 = getelementptr i8, ptr %840, i64 2, !dbg !795
  %850 = load i16, ptr %849, align 2, !dbg !795, !tbaa !605
    #dbg_value(i16 %850, !230, !DIExpression(), !793)
  %851 = zext i16 %850 to i64, !dbg !795
  %852 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %851, !dbg !795
  %853 = load i32, ptr %852, align 8, !dbg !795, !tbaa !530
  %854 = add i32 %853, %844, !dbg !795
    #dbg_value(i32 %854, !221, !DIExpression(), !793)
  %855 = getelementptr inbounds i8, ptr %852, i64 4, !dbg !795
  %856 = load i32, ptr %855, align 4, !dbg !795, !tbaa !530
  %857 = add i32 %856, %846, !dbg !795
    #dbg_value(i32 %857, !228, !DIExpression(), !793)
  %858 = getelementptr inbounds i8, ptr %852, i64 8, !dbg !795
  %859 = load i32, ptr %858, align 8, !dbg !795, !tbaa !530
  %860 = add i32 %859, %848, !dbg !795
    #dbg_value(i32 %860, !229, !DIExpression(), !793)
  %861 = getelementptr i8, ptr %840, i64 4, !dbg !796
  %862 = load i16, ptr %861, align 2, !dbg !796, !tbaa !605
    #dbg_value(i16 %862, !230, !DIExpression(), !793)
  %863 = zext i16 %862 to i64, !dbg !796
  %864 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %863, !dbg !796
  %865 = load i32, ptr %864, align 8, !dbg !796, !tbaa !530
  %866 = add i32 %854, %865, !dbg !796
    #dbg_value(i32 %866, !221, !DIExpression(), !793)
  %867 = getelementptr inbounds i8, ptr %864, i64 4, !dbg !796
  %868 = load i32, ptr %867, align 4, !dbg !796, !tbaa !530
  %869 = add i32 %857, %868, !dbg !796
    #dbg_value(i32 %869, !228, !DIExpression(), !793)
  %870 = getelementptr inbounds i8, ptr %864, i64 8, !dbg !796
  %871 = load i32, ptr %870, align 8, !dbg !796, !tbaa !530
  %872 = add i32 %860, %871, !dbg !796
    #dbg_value(i32 %872, !229, !DIExpression(), !793)
  %873 = getelementptr i8, ptr %840, i64 6, !dbg !797
  %874 = load i16, ptr %873, align 2, !dbg !797, !tbaa !605
    #dbg_value(i16 %874, !230, !DIExpression(), !793)
  %875 = zext i16 %874 to i64, !dbg !797
  %876 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %875, !dbg !797
  %877 = load i32, ptr %876, align 8, !dbg !797, !tbaa !530
  %878 = add i32 %866, %877, !dbg !797
    #dbg_value(i32 %878, !221, !DIExpression(), !793)
  %879 = getelementptr inbounds i8, ptr %876, i64 4, !dbg !797
  %880 = load i32, ptr %879, align 4, !dbg !797, !tbaa !530
  %881 = add i32 %869, %880, !dbg !797
    #dbg_value(i32 %881, !228, !DIExpression(), !793)
  %882 = getelementptr inbounds i8, ptr %876, i64 8, !dbg !797
  %883 = load i32, ptr %882, align 8, !dbg !797, !tbaa !530
  %884 = add i32 %872, %883, !dbg !797
    #dbg_value(i32 %884, !229, !DIExpression(), !793)
  %885 = getelementptr i8, ptr %840, i64 8, !dbg !798
  %886 = load i16, ptr %885, align 2, !dbg !798, !tbaa !605
    #dbg_value(i16 %886, !230, !DIExpression(), !793)
  %887 = zext i16 %886 to i64, !dbg !798
  %888 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %887, !dbg !798
  %889 = load i32, ptr %888, align 8, !dbg !798, !tbaa !530
  %890 = add i32 %878, %889, !dbg !798
    #dbg_value(i32 %890, !221, !DIExpression(), !793)
  %891 = getelementptr inbounds i8, ptr %888, i64 4, !dbg !798
  %892 = load i32, ptr %891, align 4, !dbg !798, !tbaa !530
  %893 = add i32 %881, %892, !dbg !798
    #dbg_value(i32 %893, !228, !DIExpression(), !793)
  %894 = getelementptr inbounds i8, ptr %888, i64 8, !dbg !798
  %895 = load i32, ptr %894, align 8, !dbg !798, !tbaa !530
  %896 = add i32 %884, %895, !dbg !798
    #dbg_value(i32 %896, !229, !DIExpression(), !793)
  %897 = getelementptr i8, ptr %840, i64 10, !dbg !799
  %898 = load i16, ptr %897, align 2, !dbg !799, !tbaa !605
    #dbg_value(i16 %898, !230, !DIExpression(), !793)
  %899 = zext i16 %898 to i64, !dbg !799
  %900 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %899, !dbg !799
  %901 = load i32, ptr %900, align 8, !dbg !799, !tbaa !530
  %902 = add i32 %890, %901, !dbg !799
    #dbg_value(i32 %902, !221, !DIExpression(), !793)
  %903 = getelementptr inbounds i8, ptr %900, i64 4, !dbg !799
  %904 = load i32, ptr %903, align 4, !dbg !799, !tbaa !530
  %905 = add i32 %893, %904, !dbg !799
    #dbg_value(i32 %905, !228, !DIExpression(), !793)
  %906 = getelementptr inbounds i8, ptr %900, i64 8, !dbg !799
  %907 = load i32, ptr %906, align 8, !dbg !799, !tbaa !530
  %908 = add i32 %896, %907, !dbg !799
    #dbg_value(i32 %908, !229, !DIExpression(), !793)
  %909 = getelementptr i8, ptr %840, i64 12, !dbg !800
  %910 = load i16, ptr %909, align 2, !dbg !800, !tbaa !605
    #dbg_value(i16 %910, !230, !DIExpression(), !793)
  %911 = zext i16 %910 to i64, !dbg !800
  %912 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %911, !dbg !800
  %913 = load i32, ptr %912, align 8, !dbg !800, !tbaa !530
  %914 = add i32 %902, %913, !dbg !800
    #dbg_value(i32 %914, !221, !DIExpression(), !793)
  %915 = getelementptr inbounds i8, ptr %912, i64 4, !dbg !800
  %916 = load i32, ptr %915, align 4, !dbg !800, !tbaa !530
  %917 = add i32 %905, %916, !dbg !800
    #dbg_value(i32 %917, !228, !DIExpression(), !793)
  %918 = getelementptr inbounds i8, ptr %912, i64 8, !dbg !800
  %919 = load i32, ptr %918, align 8, !dbg !800, !tbaa !530
  %920 = add i32 %908, %919, !dbg !800
    #dbg_value(i32 %920, !229, !DIExpression(), !793)
  %921 = getelementptr i8, ptr %840, i64 14, !dbg !801
  %922 = load i16, ptr %921, align 2, !dbg !801, !tbaa !605
    #dbg_value(i16 %922, !230, !DIExpression(), !793)
  %923 = zext i16 %922 to i64, !dbg !801
  %924 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %923, !dbg !801
  %925 = load i32, ptr %924, align 8, !dbg !801, !tbaa !530
  %926 = add i32 %914, %925, !dbg !801
    #dbg_value(i32 %926, !221, !DIExpression(), !793)
  %927 = getelementptr inbounds i8, ptr %924, i64 4, !dbg !801
  %928 = load i32, ptr %927, align 4, !dbg !801, !tbaa !530
  %929 = add i32 %917, %928, !dbg !801
    #dbg_value(i32 %929, !228, !DIExpression(), !793)
  %930 = getelementptr inbounds i8, ptr %924, i64 8, !dbg !801
  %931 = load i32, ptr %930, align 8, !dbg !801, !tbaa !530
  %932 = add i32 %920, %931, !dbg !801
    #dbg_value(i32 %932, !229, !DIExpression(), !793)
  %933 = getelementptr i8, ptr %840, i64 16, !dbg !802
  %934 = load i16, ptr %933, align 2, !dbg !802, !tbaa !605
    #dbg_value(i16 %934, !230, !DIExpression(), !793)
  %935 = zext i16 %934 to i64, !dbg !802
  %936 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %935, !dbg !802
  %937 = load i32, ptr %936, align 8, !dbg !802, !tbaa !530
  %938 = add i32 %926, %937, !dbg !802
    #dbg_value(i32 %938, !221, !DIExpression(), !793)
  %939 = getelementptr inbounds i8, ptr %936, i64 4, !dbg !802
  %940 = load i32, ptr %939, align 4, !dbg !802, !tbaa !530
  %941 = add i32 %929, %940, !dbg !802
    #dbg_value(i32 %941, !228, !DIExpression(), !793)
  %942 = getelementptr inbounds i8, ptr %936, i64 8, !dbg !802
  %943 = load i32, ptr %942, align 8, !dbg !802, !tbaa !530
  %944 = add i32 %932, %943, !dbg !802
    #dbg_value(i32 %944, !229, !DIExpression(), !793)
  %945 = getelementptr i8, ptr %840, i64 18, !dbg !803
  %946 = load i16, ptr %945, align 2, !dbg !803, !tbaa !605
    #dbg_value(i16 %946, !230, !DIExpression(), !793)
  %947 = zext i16 %946 to i64, !dbg !803
  %948 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %947, !dbg !803
  %949 = load i32, ptr %948, align 8, !dbg !803, !tbaa !530
  %950 = add i32 %938, %949, !dbg !803
    #dbg_value(i32 %950, !221, !DIExpression(), !793)
  %951 = getelementptr inbounds i8, ptr %948, i64 4, !dbg !803
  %952 = load i32, ptr %951, align 4, !dbg !803, !tbaa !530
  %953 = add i32 %941, %952, !dbg !803
    #dbg_value(i32 %953, !228, !DIExpression(), !793)
  %954 = getelementptr inbounds i8, ptr %948, i64 8, !dbg !803
  %955 = load i32, ptr %954, align 8, !dbg !803, !tbaa !530
  %956 = add i32 %944, %955, !dbg !803
    #dbg_value(i32 %956, !229, !DIExpression(), !793)
  %957 = getelementptr i8, ptr %840, i64 20, !dbg !804
  %958 = load i16, ptr %957, align 2, !dbg !804, !tbaa !605
    #dbg_value(i16 %958, !230, !DIExpression(), !793)
  %959 = zext i16 %958 to i64, !dbg !804
  %960 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %959, !dbg !804
  %961 = load i32, ptr %960, align 8, !dbg !804, !tbaa !530
  %962 = add i32 %950, %961, !dbg !804
    #dbg_value(i32 %962, !221, !DIExpression(), !793)
  %963 = getelementptr inbounds i8, ptr %960, i64 4, !dbg !804
  %964 = load i32, ptr %963, align 4, !dbg !804, !tbaa !530
  %965 = add i32 %953, %964, !dbg !804
    #dbg_value(i32 %965, !228, !DIExpression(), !793)
  %966 = getelementptr inbounds i8, ptr %960, i64 8, !dbg !804
  %967 = load i32, ptr %966, align 8, !dbg !804, !tbaa !530
  %968 = add i32 %956, %967, !dbg !804
    #dbg_value(i32 %968, !229, !DIExpression(), !793)
  %969 = getelementptr i8, ptr %840, i64 22, !dbg !805
  %970 = load i16, ptr %969, align 2, !dbg !805, !tbaa !605
    #dbg_value(i16 %970, !230, !DIExpression(), !793)
  %971 = zext i16 %970 to i64, !dbg !805
  %972 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %971, !dbg !805
  %973 = load i32, ptr %972, align 8, !dbg !805, !tbaa !530
  %974 = add i32 %962, %973, !dbg !805
    #dbg_value(i32 %974, !221, !DIExpression(), !793)
  %975 = getelementptr inbounds i8, ptr %972, i64 4, !dbg !805
  %976 = load i32, ptr %975, align 4, !dbg !805, !tbaa !530
  %977 = add i32 %965, %976, !dbg !805
    #dbg_value(i32 %977, !228, !DIExpression(), !793)
  %978 = getelementptr inbounds i8, ptr %972, i64 8, !dbg !805
  %979 = load i32, ptr %978, align 8, !dbg !805, !tbaa !530
  %980 = add i32 %968, %979, !dbg !805
    #dbg_value(i32 %980, !229, !DIExpression(), !793)
  %981 = getelementptr i8, ptr %840, i64 24, !dbg !806
  %982 = load i16, ptr %981, align 2, !dbg !806, !tbaa !605
    #dbg_value(i16 %982, !230, !DIExpression(), !793)
  %983 = zext i16 %982 to i64, !dbg !806
  %984 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %983, !dbg !806
  %985 = load i32, ptr %984, align 8, !dbg !806, !tbaa !530
  %986 = add i32 %974, %985, !dbg !806
    #dbg_value(i32 %986, !221, !DIExpression(), !793)
  %987 = getelementptr inbounds i8, ptr %984, i64 4, !dbg !806
  %988 = load i32, ptr %987, align 4, !dbg !806, !tbaa !530
  %989 = add i32 %977, %988, !dbg !806
    #dbg_value(i32 %989, !228, !DIExpression(), !793)
  %990 = getelementptr inbounds i8, ptr %984, i64 8, !dbg !806
  %991 = load i32, ptr %990, align 8, !dbg !806, !tbaa !530
  %992 = add i32 %980, %991, !dbg !806
    #dbg_value(i32 %992, !229, !DIExpression(), !793)
  %993 = getelementptr i8, ptr %840, i64 26, !dbg !807
  %994 = load i16, ptr %993, align 2, !dbg !807, !tbaa !605
    #dbg_value(i16 %994, !230, !DIExpression(), !793)
  %995 = zext i16 %994 to i64, !dbg !807
  %996 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %995, !dbg !807
  %997 = load i32, ptr %996, align 8, !dbg !807, !tbaa !530
  %998 = add i32 %986, %997, !dbg !807
    #dbg_value(i32 %998, !221, !DIExpression(), !793)
  %999 = getelementptr inbounds i8, ptr %996, i64 4, !dbg !807
  %1000 = load i32, ptr %999, align 4, !dbg !807, !tbaa !530
  %1001 = add i32 %989, %1000, !dbg !807
    #dbg_value(i32 %1001, !228, !DIExpression(), !793)
  %1002 = getelementptr inbounds i8, ptr %996, i64 8, !dbg !807
  %1003 = load i32, ptr %1002, align 8, !dbg !807, !tbaa !530
  %1004 = add i32 %992, %1003, !dbg !807
    #dbg_value(i32 %1004, !229, !DIExpression(), !793)
  %1005 = getelementptr i8, ptr %840, i64 28, !dbg !808
  %1006 = load i16, ptr %1005, align 2, !dbg !808, !tbaa !605
    #dbg_value(i16 %1006, !230, !DIExpression(), !793)
  %1007 = zext i16 %1006 to i64, !dbg !808
  %1008 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1007, !dbg !808
  %1009 = load i32, ptr %1008, align 8, !dbg !808, !tbaa !530
  %1010 = add i32 %998, %1009, !dbg !808
    #dbg_value(i32 %1010, !221, !DIExpression(), !793)
  %1011 = getelementptr inbounds i8, ptr %1008, i64 4, !dbg !808
  %1012 = load i32, ptr %1011, align 4, !dbg !808, !tbaa !530
  %1013 = add i32 %1001, %1012, !dbg !808
    #dbg_value(i32 %1013, !228, !DIExpression(), !793)
  %1014 = getelementptr inbounds i8, ptr %1008, i64 8, !dbg !808
  %1015 = load i32, ptr %1014, align 8, !dbg !808, !tbaa !530
  %1016 = add i32 %1004, %1015, !dbg !808
    #dbg_value(i32 %1016, !229, !DIExpression(), !793)
  %1017 = getelementptr i8, ptr %840, i64 30, !dbg !809
  %1018 = load i16, ptr %1017, align 2, !dbg !809, !tbaa !605
    #dbg_value(i16 %1018, !230, !DIExpression(), !793)
  %1019 = zext i16 %1018 to i64, !dbg !809
  %1020 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1019, !dbg !809
  %1021 = load i32, ptr %1020, align 8, !dbg !809, !tbaa !530
  %1022 = add i32 %1010, %1021, !dbg !809
    #dbg_value(i32 %1022, !221, !DIExpression(), !793)
  %1023 = getelementptr inbounds i8, ptr %1020, i64 4, !dbg !809
  %1024 = load i32, ptr %1023, align 4, !dbg !809, !tbaa !530
  %1025 = add i32 %1013, %1024, !dbg !809
    #dbg_value(i32 %1025, !228, !DIExpression(), !793)
  %1026 = getelementptr inbounds i8, ptr %1020, i64 8, !dbg !809
  %1027 = load i32, ptr %1026, align 8, !dbg !809, !tbaa !530
  %1028 = add i32 %1016, %1027, !dbg !809
    #dbg_value(i32 %1028, !229, !DIExpression(), !793)
  %1029 = getelementptr i8, ptr %840, i64 32, !dbg !810
  %1030 = load i16, ptr %1029, align 2, !dbg !810, !tbaa !605
    #dbg_value(i16 %1030, !230, !DIExpression(), !793)
  %1031 = zext i16 %1030 to i64, !dbg !810
  %1032 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1031, !dbg !810
  %1033 = load i32, ptr %1032, align 8, !dbg !810, !tbaa !530
  %1034 = add i32 %1022, %1033, !dbg !810
    #dbg_value(i32 %1034, !221, !DIExpression(), !793)
  %1035 = getelementptr inbounds i8, ptr %1032, i64 4, !dbg !810
  %1036 = load i32, ptr %1035, align 4, !dbg !810, !tbaa !530
  %1037 = add i32 %1025, %1036, !dbg !810
    #dbg_value(i32 %1037, !228, !DIExpression(), !793)
  %1038 = getelementptr inbounds i8, ptr %1032, i64 8, !dbg !810
  %1039 = load i32, ptr %1038, align 8, !dbg !810, !tbaa !530
  %1040 = add i32 %1028, %1039, !dbg !810
    #dbg_value(i32 %1040, !229, !DIExpression(), !793)
  %1041 = getelementptr i8, ptr %840, i64 34, !dbg !811
  %1042 = load i16, ptr %1041, align 2, !dbg !811, !tbaa !605
    #dbg_value(i16 %1042, !230, !DIExpression(), !793)
  %1043 = zext i16 %1042 to i64, !dbg !811
  %1044 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1043, !dbg !811
  %1045 = load i32, ptr %1044, align 8, !dbg !811, !tbaa !530
  %1046 = add i32 %1034, %1045, !dbg !811
    #dbg_value(i32 %1046, !221, !DIExpression(), !793)
  %1047 = getelementptr inbounds i8, ptr %1044, i64 4, !dbg !811
  %1048 = load i32, ptr %1047, align 4, !dbg !811, !tbaa !530
  %1049 = add i32 %1037, %1048, !dbg !811
    #dbg_value(i32 %1049, !228, !DIExpression(), !793)
  %1050 = getelementptr inbounds i8, ptr %1044, i64 8, !dbg !811
  %1051 = load i32, ptr %1050, align 8, !dbg !811, !tbaa !530
  %1052 = add i32 %1040, %1051, !dbg !811
    #dbg_value(i32 %1052, !229, !DIExpression(), !793)
  %1053 = getelementptr i8, ptr %840, i64 36, !dbg !812
  %1054 = load i16, ptr %1053, align 2, !dbg !812, !tbaa !605
    #dbg_value(i16 %1054, !230, !DIExpression(), !793)
  %1055 = zext i16 %1054 to i64, !dbg !812
  %1056 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1055, !dbg !812
  %1057 = load i32, ptr %1056, align 8, !dbg !812, !tbaa !530
  %1058 = add i32 %1046, %1057, !dbg !812
    #dbg_value(i32 %1058, !221, !DIExpression(), !793)
  %1059 = getelementptr inbounds i8, ptr %1056, i64 4, !dbg !812
  %1060 = load i32, ptr %1059, align 4, !dbg !812, !tbaa !530
  %1061 = add i32 %1049, %1060, !dbg !812
    #dbg_value(i32 %1061, !228, !DIExpression(), !793)
  %1062 = getelementptr inbounds i8, ptr %1056, i64 8, !dbg !812
  %1063 = load i32, ptr %1062, align 8, !dbg !812, !tbaa !530
  %1064 = add i32 %1052, %1063, !dbg !812
    #dbg_value(i32 %1064, !229, !DIExpression(), !793)
  %1065 = getelementptr i8, ptr %840, i64 38, !dbg !813
  %1066 = load i16, ptr %1065, align 2, !dbg !813, !tbaa !605
    #dbg_value(i16 %1066, !230, !DIExpression(), !793)
  %1067 = zext i16 %1066 to i64, !dbg !813
  %1068 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1067, !dbg !813
  %1069 = load i32, ptr %1068, align 8, !dbg !813, !tbaa !530
  %1070 = add i32 %1058, %1069, !dbg !813
    #dbg_value(i32 %1070, !221, !DIExpression(), !793)
  %1071 = getelementptr inbounds i8, ptr %1068, i64 4, !dbg !813
  %1072 = load i32, ptr %1071, align 4, !dbg !813, !tbaa !530
  %1073 = add i32 %1061, %1072, !dbg !813
    #dbg_value(i32 %1073, !228, !DIExpression(), !793)
  %1074 = getelementptr inbounds i8, ptr %1068, i64 8, !dbg !813
  %1075 = load i32, ptr %1074, align 8, !dbg !813, !tbaa !530
  %1076 = add i32 %1064, %1075, !dbg !813
    #dbg_value(i32 %1076, !229, !DIExpression(), !793)
  %1077 = getelementptr i8, ptr %840, i64 40, !dbg !814
  %1078 = load i16, ptr %1077, align 2, !dbg !814, !tbaa !605
    #dbg_value(i16 %1078, !230, !DIExpression(), !793)
  %1079 = zext i16 %1078 to i64, !dbg !814
  %1080 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1079, !dbg !814
  %1081 = load i32, ptr %1080, align 8, !dbg !814, !tbaa !530
  %1082 = add i32 %1070, %1081, !dbg !814
    #dbg_value(i32 %1082, !221, !DIExpression(), !793)
  %1083 = getelementptr inbounds i8, ptr %1080, i64 4, !dbg !814
  %1084 = load i32, ptr %1083, align 4, !dbg !814, !tbaa !530
  %1085 = add i32 %1073, %1084, !dbg !814
    #dbg_value(i32 %1085, !228, !DIExpression(), !793)
  %1086 = getelementptr inbounds i8, ptr %1080, i64 8, !dbg !814
  %1087 = load i32, ptr %1086, align 8, !dbg !814, !tbaa !530
  %1088 = add i32 %1076, %1087, !dbg !814
    #dbg_value(i32 %1088, !229, !DIExpression(), !793)
  %1089 = getelementptr i8, ptr %840, i64 42, !dbg !815
  %1090 = load i16, ptr %1089, align 2, !dbg !815, !tbaa !605
    #dbg_value(i16 %1090, !230, !DIExpression(), !793)
  %1091 = zext i16 %1090 to i64, !dbg !815
  %1092 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1091, !dbg !815
  %1093 = load i32, ptr %1092, align 8, !dbg !815, !tbaa !530
  %1094 = add i32 %1082, %1093, !dbg !815
    #dbg_value(i32 %1094, !221, !DIExpression(), !793)
  %1095 = getelementptr inbounds i8, ptr %1092, i64 4, !dbg !815
  %1096 = load i32, ptr %1095, align 4, !dbg !815, !tbaa !530
  %1097 = add i32 %1085, %1096, !dbg !815
    #dbg_value(i32 %1097, !228, !DIExpression(), !793)
  %1098 = getelementptr inbounds i8, ptr %1092, i64 8, !dbg !815
  %1099 = load i32, ptr %1098, align 8, !dbg !815, !tbaa !530
  %1100 = add i32 %1088, %1099, !dbg !815
    #dbg_value(i32 %1100, !229, !DIExpression(), !793)
  %1101 = getelementptr i8, ptr %840, i64 44, !dbg !816
  %1102 = load i16, ptr %1101, align 2, !dbg !816, !tbaa !605
    #dbg_value(i16 %1102, !230, !DIExpression(), !793)
  %1103 = zext i16 %1102 to i64, !dbg !816
  %1104 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1103, !dbg !816
  %1105 = load i32, ptr %1104, align 8, !dbg !816, !tbaa !530
  %1106 = add i32 %1094, %1105, !dbg !816
    #dbg_value(i32 %1106, !221, !DIExpression(), !793)
  %1107 = getelementptr inbounds i8, ptr %1104, i64 4, !dbg !816
  %1108 = load i32, ptr %1107, align 4, !dbg !816, !tbaa !530
  %1109 = add i32 %1097, %1108, !dbg !816
    #dbg_value(i32 %1109, !228, !DIExpression(), !793)
  %1110 = getelementptr inbounds i8, ptr %1104, i64 8, !dbg !816
  %1111 = load i32, ptr %1110, align 8, !dbg !816, !tbaa !530
  %1112 = add i32 %1100, %1111, !dbg !816
    #dbg_value(i32 %1112, !229, !DIExpression(), !793)
  %1113 = getelementptr i8, ptr %840, i64 46, !dbg !817
  %1114 = load i16, ptr %1113, align 2, !dbg !817, !tbaa !605
    #dbg_value(i16 %1114, !230, !DIExpression(), !793)
  %1115 = zext i16 %1114 to i64, !dbg !817
  %1116 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1115, !dbg !817
  %1117 = load i32, ptr %1116, align 8, !dbg !817, !tbaa !530
  %1118 = add i32 %1106, %1117, !dbg !817
    #dbg_value(i32 %1118, !221, !DIExpression(), !793)
  %1119 = getelementptr inbounds i8, ptr %1116, i64 4, !dbg !817
  %1120 = load i32, ptr %1119, align 4, !dbg !817, !tbaa !530
  %1121 = add i32 %1109, %1120, !dbg !817
    #dbg_value(i32 %1121, !228, !DIExpression(), !793)
  %1122 = getelementptr inbounds i8, ptr %1116, i64 8, !dbg !817
  %1123 = load i32, ptr %1122, align 8, !dbg !817, !tbaa !530
  %1124 = add i32 %1112, %1123, !dbg !817
    #dbg_value(i32 %1124, !229, !DIExpression(), !793)
  %1125 = getelementptr i8, ptr %840, i64 48, !dbg !818
  %1126 = load i16, ptr %1125, align 2, !dbg !818, !tbaa !605
    #dbg_value(i16 %1126, !230, !DIExpression(), !793)
  %1127 = zext i16 %1126 to i64, !dbg !818
  %1128 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1127, !dbg !818
  %1129 = load i32, ptr %1128, align 8, !dbg !818, !tbaa !530
  %1130 = add i32 %1118, %1129, !dbg !818
    #dbg_value(i32 %1130, !221, !DIExpression(), !793)
  %1131 = getelementptr inbounds i8, ptr %1128, i64 4, !dbg !818
  %1132 = load i32, ptr %1131, align 4, !dbg !818, !tbaa !530
  %1133 = add i32 %1121, %1132, !dbg !818
    #dbg_value(i32 %1133, !228, !DIExpression(), !793)
  %1134 = getelementptr inbounds i8, ptr %1128, i64 8, !dbg !818
  %1135 = load i32, ptr %1134, align 8, !dbg !818, !tbaa !530
  %1136 = add i32 %1124, %1135, !dbg !818
    #dbg_value(i32 %1136, !229, !DIExpression(), !793)
  %1137 = getelementptr i8, ptr %840, i64 50, !dbg !819
  %1138 = load i16, ptr %1137, align 2, !dbg !819, !tbaa !605
    #dbg_value(i16 %1138, !230, !DIExpression(), !793)
  %1139 = zext i16 %1138 to i64, !dbg !819
  %1140 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1139, !dbg !819
  %1141 = load i32, ptr %1140, align 8, !dbg !819, !tbaa !530
  %1142 = add i32 %1130, %1141, !dbg !819
    #dbg_value(i32 %1142, !221, !DIExpression(), !793)
  %1143 = getelementptr inbounds i8, ptr %1140, i64 4, !dbg !819
  %1144 = load i32, ptr %1143, align 4, !dbg !819, !tbaa !530
  %1145 = add i32 %1133, %1144, !dbg !819
    #dbg_value(i32 %1145, !228, !DIExpression(), !793)
  %1146 = getelementptr inbounds i8, ptr %1140, i64 8, !dbg !819
  %1147 = load i32, ptr %1146, align 8, !dbg !819, !tbaa !530
  %1148 = add i32 %1136, %1147, !dbg !819
    #dbg_value(i32 %1148, !229, !DIExpression(), !793)
  %1149 = getelementptr i8, ptr %840, i64 52, !dbg !820
  %1150 = load i16, ptr %1149, align 2, !dbg !820, !tbaa !605
    #dbg_value(i16 %1150, !230, !DIExpression(), !793)
  %1151 = zext i16 %1150 to i64, !dbg !820
  %1152 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1151, !dbg !820
  %1153 = load i32, ptr %1152, align 8, !dbg !820, !tbaa !530
  %1154 = add i32 %1142, %1153, !dbg !820
    #dbg_value(i32 %1154, !221, !DIExpression(), !793)
  %1155 = getelementptr inbounds i8, ptr %1152, i64 4, !dbg !820
  %1156 = load i32, ptr %1155, align 4, !dbg !820, !tbaa !530
  %1157 = add i32 %1145, %1156, !dbg !820
    #dbg_value(i32 %1157, !228, !DIExpression(), !793)
  %1158 = getelementptr inbounds i8, ptr %1152, i64 8, !dbg !820
  %1159 = load i32, ptr %1158, align 8, !dbg !820, !tbaa !530
  %1160 = add i32 %1148, %1159, !dbg !820
    #dbg_value(i32 %1160, !229, !DIExpression(), !793)
  %1161 = getelementptr i8, ptr %840, i64 54, !dbg !821
  %1162 = load i16, ptr %1161, align 2, !dbg !821, !tbaa !605
    #dbg_value(i16 %1162, !230, !DIExpression(), !793)
  %1163 = zext i16 %1162 to i64, !dbg !821
  %1164 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1163, !dbg !821
  %1165 = load i32, ptr %1164, align 8, !dbg !821, !tbaa !530
  %1166 = add i32 %1154, %1165, !dbg !821
    #dbg_value(i32 %1166, !221, !DIExpression(), !793)
  %1167 = getelementptr inbounds i8, ptr %1164, i64 4, !dbg !821
  %1168 = load i32, ptr %1167, align 4, !dbg !821, !tbaa !530
  %1169 = add i32 %1157, %1168, !dbg !821
    #dbg_value(i32 %1169, !228, !DIExpression(), !793)
  %1170 = getelementptr inbounds i8, ptr %1164, i64 8, !dbg !821
  %1171 = load i32, ptr %1170, align 8, !dbg !821, !tbaa !530
  %1172 = add i32 %1160, %1171, !dbg !821
    #dbg_value(i32 %1172, !229, !DIExpression(), !793)
  %1173 = getelementptr i8, ptr %840, i64 56, !dbg !822
  %1174 = load i16, ptr %1173, align 2, !dbg !822, !tbaa !605
    #dbg_value(i16 %1174, !230, !DIExpression(), !793)
  %1175 = zext i16 %1174 to i64, !dbg !822
  %1176 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1175, !dbg !822
  %1177 = load i32, ptr %1176, align 8, !dbg !822, !tbaa !530
  %1178 = add i32 %1166, %1177, !dbg !822
    #dbg_value(i32 %1178, !221, !DIExpression(), !793)
  %1179 = getelementptr inbounds i8, ptr %1176, i64 4, !dbg !822
  %1180 = load i32, ptr %1179, align 4, !dbg !822, !tbaa !530
  %1181 = add i32 %1169, %1180, !dbg !822
    #dbg_value(i32 %1181, !228, !DIExpression(), !793)
  %1182 = getelementptr inbounds i8, ptr %1176, i64 8, !dbg !822
  %1183 = load i32, ptr %1182, align 8, !dbg !822, !tbaa !530
  %1184 = add i32 %1172, %1183, !dbg !822
    #dbg_value(i32 %1184, !229, !DIExpression(), !793)
  %1185 = getelementptr i8, ptr %840, i64 58, !dbg !823
  %1186 = load i16, ptr %1185, align 2, !dbg !823, !tbaa !605
    #dbg_value(i16 %1186, !230, !DIExpression(), !793)
  %1187 = zext i16 %1186 to i64, !dbg !823
  %1188 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1187, !dbg !823
  %1189 = load i32, ptr %1188, align 8, !dbg !823, !tbaa !530
  %1190 = add i32 %1178, %1189, !dbg !823
    #dbg_value(i32 %1190, !221, !DIExpression(), !793)
  %1191 = getelementptr inbounds i8, ptr %1188, i64 4, !dbg !823
  %1192 = load i32, ptr %1191, align 4, !dbg !823, !tbaa !530
  %1193 = add i32 %1181, %1192, !dbg !823
    #dbg_value(i32 %1193, !228, !DIExpression(), !793)
  %1194 = getelementptr inbounds i8, ptr %1188, i64 8, !dbg !823
  %1195 = load i32, ptr %1194, align 8, !dbg !823, !tbaa !530
  %1196 = add i32 %1184, %1195, !dbg !823
    #dbg_value(i32 %1196, !229, !DIExpression(), !793)
  %1197 = getelementptr i8, ptr %840, i64 60, !dbg !824
  %1198 = load i16, ptr %1197, align 2, !dbg !824, !tbaa !605
    #dbg_value(i16 %1198, !230, !DIExpression(), !793)
  %1199 = zext i16 %1198 to i64, !dbg !824
  %1200 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1199, !dbg !824
  %1201 = load i32, ptr %1200, align 8, !dbg !824, !tbaa !530
  %1202 = add i32 %1190, %1201, !dbg !824
    #dbg_value(i32 %1202, !221, !DIExpression(), !793)
  %1203 = getelementptr inbounds i8, ptr %1200, i64 4, !dbg !824
  %1204 = load i32, ptr %1203, align 4, !dbg !824, !tbaa !530
  %1205 = add i32 %1193, %1204, !dbg !824
    #dbg_value(i32 %1205, !228, !DIExpression(), !793)
  %1206 = getelementptr inbounds i8, ptr %1200, i64 8, !dbg !824
  %1207 = load i32, ptr %1206, align 8, !dbg !824, !tbaa !530
  %1208 = add i32 %1196, %1207, !dbg !824
    #dbg_value(i32 %1208, !229, !DIExpression(), !793)
  %1209 = getelementptr i8, ptr %840, i64 62, !dbg !825
  %1210 = load i16, ptr %1209, align 2, !dbg !825, !tbaa !605
    #dbg_value(i16 %1210, !230, !DIExpression(), !793)
  %1211 = zext i16 %1210 to i64, !dbg !825
  %1212 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1211, !dbg !825
  %1213 = load i32, ptr %1212, align 8, !dbg !825, !tbaa !530
  %1214 = add i32 %1202, %1213, !dbg !825
    #dbg_value(i32 %1214, !221, !DIExpression(), !793)
  %1215 = getelementptr inbounds i8, ptr %1212, i64 4, !dbg !825
  %1216 = load i32, ptr %1215, align 4, !dbg !825, !tbaa !530
  %1217 = add i32 %1205, %1216, !dbg !825
    #dbg_value(i32 %1217, !228, !DIExpression(), !793)
  %1218 = getelementptr inbounds i8, ptr %1212, i64 8, !dbg !825
  %1219 = load i32, ptr %1218, align 8, !dbg !825, !tbaa !530
  %1220 = add i32 %1208, %1219, !dbg !825
    #dbg_value(i32 %1220, !229, !DIExpression(), !793)
  %1221 = getelementptr i8, ptr %840, i64 64, !dbg !826
  %1222 = load i16, ptr %1221, align 2, !dbg !826, !tbaa !605
    #dbg_value(i16 %1222, !230, !DIExpression(), !793)
  %1223 = zext i16 %1222 to i64, !dbg !826
  %1224 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1223, !dbg !826
  %1225 = load i32, ptr %1224, align 8, !dbg !826, !tbaa !530
  %1226 = add i32 %1214, %1225, !dbg !826
    #dbg_value(i32 %1226, !221, !DIExpression(), !793)
  %1227 = getelementptr inbounds i8, ptr %1224, i64 4, !dbg !826
  %1228 = load i32, ptr %1227, align 4, !dbg !826, !tbaa !530
  %1229 = add i32 %1217, %1228, !dbg !826
    #dbg_value(i32 %1229, !228, !DIExpression(), !793)
  %1230 = getelementptr inbounds i8, ptr %1224, i64 8, !dbg !826
  %1231 = load i32, ptr %1230, align 8, !dbg !826, !tbaa !530
  %1232 = add i32 %1220, %1231, !dbg !826
    #dbg_value(i32 %1232, !229, !DIExpression(), !793)
  %1233 = getelementptr i8, ptr %840, i64 66, !dbg !827
  %1234 = load i16, ptr %1233, align 2, !dbg !827, !tbaa !605
    #dbg_value(i16 %1234, !230, !DIExpression(), !793)
  %1235 = zext i16 %1234 to i64, !dbg !827
  %1236 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1235, !dbg !827
  %1237 = load i32, ptr %1236, align 8, !dbg !827, !tbaa !530
  %1238 = add i32 %1226, %1237, !dbg !827
    #dbg_value(i32 %1238, !221, !DIExpression(), !793)
  %1239 = getelementptr inbounds i8, ptr %1236, i64 4, !dbg !827
  %1240 = load i32, ptr %1239, align 4, !dbg !827, !tbaa !530
  %1241 = add i32 %1229, %1240, !dbg !827
    #dbg_value(i32 %1241, !228, !DIExpression(), !793)
  %1242 = getelementptr inbounds i8, ptr %1236, i64 8, !dbg !827
  %1243 = load i32, ptr %1242, align 8, !dbg !827, !tbaa !530
  %1244 = add i32 %1232, %1243, !dbg !827
    #dbg_value(i32 %1244, !229, !DIExpression(), !793)
  %1245 = getelementptr i8, ptr %840, i64 68, !dbg !828
  %1246 = load i16, ptr %1245, align 2, !dbg !828, !tbaa !605
    #dbg_value(i16 %1246, !230, !DIExpression(), !793)
  %1247 = zext i16 %1246 to i64, !dbg !828
  %1248 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1247, !dbg !828
  %1249 = load i32, ptr %1248, align 8, !dbg !828, !tbaa !530
  %1250 = add i32 %1238, %1249, !dbg !828
    #dbg_value(i32 %1250, !221, !DIExpression(), !793)
  %1251 = getelementptr inbounds i8, ptr %1248, i64 4, !dbg !828
  %1252 = load i32, ptr %1251, align 4, !dbg !828, !tbaa !530
  %1253 = add i32 %1241, %1252, !dbg !828
    #dbg_value(i32 %1253, !228, !DIExpression(), !793)
  %1254 = getelementptr inbounds i8, ptr %1248, i64 8, !dbg !828
  %1255 = load i32, ptr %1254, align 8, !dbg !828, !tbaa !530
  %1256 = add i32 %1244, %1255, !dbg !828
    #dbg_value(i32 %1256, !229, !DIExpression(), !793)
  %1257 = getelementptr i8, ptr %840, i64 70, !dbg !829
  %1258 = load i16, ptr %1257, align 2, !dbg !829, !tbaa !605
    #dbg_value(i16 %1258, !230, !DIExpression(), !793)
  %1259 = zext i16 %1258 to i64, !dbg !829
  %1260 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1259, !dbg !829
  %1261 = load i32, ptr %1260, align 8, !dbg !829, !tbaa !530
  %1262 = add i32 %1250, %1261, !dbg !829
    #dbg_value(i32 %1262, !221, !DIExpression(), !793)
  %1263 = getelementptr inbounds i8, ptr %1260, i64 4, !dbg !829
  %1264 = load i32, ptr %1263, align 4, !dbg !829, !tbaa !530
  %1265 = add i32 %1253, %1264, !dbg !829
    #dbg_value(i32 %1265, !228, !DIExpression(), !793)
  %1266 = getelementptr inbounds i8, ptr %1260, i64 8, !dbg !829
  %1267 = load i32, ptr %1266, align 8, !dbg !829, !tbaa !530
  %1268 = add i32 %1256, %1267, !dbg !829
    #dbg_value(i32 %1268, !229, !DIExpression(), !793)
  %1269 = getelementptr i8, ptr %840, i64 72, !dbg !830
  %1270 = load i16, ptr %1269, align 2, !dbg !830, !tbaa !605
    #dbg_value(i16 %1270, !230, !DIExpression(), !793)
  %1271 = zext i16 %1270 to i64, !dbg !830
  %1272 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1271, !dbg !830
  %1273 = load i32, ptr %1272, align 8, !dbg !830, !tbaa !530
  %1274 = add i32 %1262, %1273, !dbg !830
    #dbg_value(i32 %1274, !221, !DIExpression(), !793)
  %1275 = getelementptr inbounds i8, ptr %1272, i64 4, !dbg !830
  %1276 = load i32, ptr %1275, align 4, !dbg !830, !tbaa !530
  %1277 = add i32 %1265, %1276, !dbg !830
    #dbg_value(i32 %1277, !228, !DIExpression(), !793)
  %1278 = getelementptr inbounds i8, ptr %1272, i64 8, !dbg !830
  %1279 = load i32, ptr %1278, align 8, !dbg !830, !tbaa !530
  %1280 = add i32 %1268, %1279, !dbg !830
    #dbg_value(i32 %1280, !229, !DIExpression(), !793)
  %1281 = getelementptr i8, ptr %840, i64 74, !dbg !831
  %1282 = load i16, ptr %1281, align 2, !dbg !831, !tbaa !605
    #dbg_value(i16 %1282, !230, !DIExpression(), !793)
  %1283 = zext i16 %1282 to i64, !dbg !831
  %1284 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1283, !dbg !831
  %1285 = load i32, ptr %1284, align 8, !dbg !831, !tbaa !530
  %1286 = add i32 %1274, %1285, !dbg !831
    #dbg_value(i32 %1286, !221, !DIExpression(), !793)
  %1287 = getelementptr inbounds i8, ptr %1284, i64 4, !dbg !831
  %1288 = load i32, ptr %1287, align 4, !dbg !831, !tbaa !530
  %1289 = add i32 %1277, %1288, !dbg !831
    #dbg_value(i32 %1289, !228, !DIExpression(), !793)
  %1290 = getelementptr inbounds i8, ptr %1284, i64 8, !dbg !831
  %1291 = load i32, ptr %1290, align 8, !dbg !831, !tbaa !530
  %1292 = add i32 %1280, %1291, !dbg !831
    #dbg_value(i32 %1292, !229, !DIExpression(), !793)
  %1293 = getelementptr i8, ptr %840, i64 76, !dbg !832
  %1294 = load i16, ptr %1293, align 2, !dbg !832, !tbaa !605
    #dbg_value(i16 %1294, !230, !DIExpression(), !793)
  %1295 = zext i16 %1294 to i64, !dbg !832
  %1296 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1295, !dbg !832
  %1297 = load i32, ptr %1296, align 8, !dbg !832, !tbaa !530
  %1298 = add i32 %1286, %1297, !dbg !832
    #dbg_value(i32 %1298, !221, !DIExpression(), !793)
  %1299 = getelementptr inbounds i8, ptr %1296, i64 4, !dbg !832
  %1300 = load i32, ptr %1299, align 4, !dbg !832, !tbaa !530
  %1301 = add i32 %1289, %1300, !dbg !832
    #dbg_value(i32 %1301, !228, !DIExpression(), !793)
  %1302 = getelementptr inbounds i8, ptr %1296, i64 8, !dbg !832
  %1303 = load i32, ptr %1302, align 8, !dbg !832, !tbaa !530
  %1304 = add i32 %1292, %1303, !dbg !832
    #dbg_value(i32 %1304, !229, !DIExpression(), !793)
  %1305 = getelementptr i8, ptr %840, i64 78, !dbg !833
  %1306 = load i16, ptr %1305, align 2, !dbg !833, !tbaa !605
    #dbg_value(i16 %1306, !230, !DIExpression(), !793)
  %1307 = zext i16 %1306 to i64, !dbg !833
  %1308 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1307, !dbg !833
  %1309 = load i32, ptr %1308, align 8, !dbg !833, !tbaa !530
  %1310 = add i32 %1298, %1309, !dbg !833
    #dbg_value(i32 %1310, !221, !DIExpression(), !793)
  %1311 = getelementptr inbounds i8, ptr %1308, i64 4, !dbg !833
  %1312 = load i32, ptr %1311, align 4, !dbg !833, !tbaa !530
  %1313 = add i32 %1301, %1312, !dbg !833
    #dbg_value(i32 %1313, !228, !DIExpression(), !793)
  %1314 = getelementptr inbounds i8, ptr %1308, i64 8, !dbg !833
  %1315 = load i32, ptr %1314, align 8, !dbg !833, !tbaa !530
  %1316 = add i32 %1304, %1315, !dbg !833
    #dbg_value(i32 %1316, !229, !DIExpression(), !793)
  %1317 = getelementptr i8, ptr %840, i64 80, !dbg !834
  %1318 = load i16, ptr %1317, align 2, !dbg !834, !tbaa !605
    #dbg_value(i16 %1318, !230, !DIExpression(), !793)
  %1319 = zext i16 %1318 to i64, !dbg !834
  %1320 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1319, !dbg !834
  %1321 = load i32, ptr %1320, align 8, !dbg !834, !tbaa !530
  %1322 = add i32 %1310, %1321, !dbg !834
    #dbg_value(i32 %1322, !221, !DIExpression(), !793)
  %1323 = getelementptr inbounds i8, ptr %1320, i64 4, !dbg !834
  %1324 = load i32, ptr %1323, align 4, !dbg !834, !tbaa !530
  %1325 = add i32 %1313, %1324, !dbg !834
    #dbg_value(i32 %1325, !228, !DIExpression(), !793)
  %1326 = getelementptr inbounds i8, ptr %1320, i64 8, !dbg !834
  %1327 = load i32, ptr %1326, align 8, !dbg !834, !tbaa !530
  %1328 = add i32 %1316, %1327, !dbg !834
    #dbg_value(i32 %1328, !229, !DIExpression(), !793)
  %1329 = getelementptr i8, ptr %840, i64 82, !dbg !835
  %1330 = load i16, ptr %1329, align 2, !dbg !835, !tbaa !605
    #dbg_value(i16 %1330, !230, !DIExpression(), !793)
  %1331 = zext i16 %1330 to i64, !dbg !835
  %1332 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1331, !dbg !835
  %1333 = load i32, ptr %1332, align 8, !dbg !835, !tbaa !530
  %1334 = add i32 %1322, %1333, !dbg !835
    #dbg_value(i32 %1334, !221, !DIExpression(), !793)
  %1335 = getelementptr inbounds i8, ptr %1332, i64 4, !dbg !835
  %1336 = load i32, ptr %1335, align 4, !dbg !835, !tbaa !530
  %1337 = add i32 %1325, %1336, !dbg !835
    #dbg_value(i32 %1337, !228, !DIExpression(), !793)
  %1338 = getelementptr inbounds i8, ptr %1332, i64 8, !dbg !835
  %1339 = load i32, ptr %1338, align 8, !dbg !835, !tbaa !530
  %1340 = add i32 %1328, %1339, !dbg !835
    #dbg_value(i32 %1340, !229, !DIExpression(), !793)
  %1341 = getelementptr i8, ptr %840, i64 84, !dbg !836
  %1342 = load i16, ptr %1341, align 2, !dbg !836, !tbaa !605
    #dbg_value(i16 %1342, !230, !DIExpression(), !793)
  %1343 = zext i16 %1342 to i64, !dbg !836
  %1344 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1343, !dbg !836
  %1345 = load i32, ptr %1344, align 8, !dbg !836, !tbaa !530
  %1346 = add i32 %1334, %1345, !dbg !836
    #dbg_value(i32 %1346, !221, !DIExpression(), !793)
  %1347 = getelementptr inbounds i8, ptr %1344, i64 4, !dbg !836
  %1348 = load i32, ptr %1347, align 4, !dbg !836, !tbaa !530
  %1349 = add i32 %1337, %1348, !dbg !836
    #dbg_value(i32 %1349, !228, !DIExpression(), !793)
  %1350 = getelementptr inbounds i8, ptr %1344, i64 8, !dbg !836
  %1351 = load i32, ptr %1350, align 8, !dbg !836, !tbaa !530
  %1352 = add i32 %1340, %1351, !dbg !836
    #dbg_value(i32 %1352, !229, !DIExpression(), !793)
  %1353 = getelementptr i8, ptr %840, i64 86, !dbg !837
  %1354 = load i16, ptr %1353, align 2, !dbg !837, !tbaa !605
    #dbg_value(i16 %1354, !230, !DIExpression(), !793)
  %1355 = zext i16 %1354 to i64, !dbg !837
  %1356 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1355, !dbg !837
  %1357 = load i32, ptr %1356, align 8, !dbg !837, !tbaa !530
  %1358 = add i32 %1346, %1357, !dbg !837
    #dbg_value(i32 %1358, !221, !DIExpression(), !793)
  %1359 = getelementptr inbounds i8, ptr %1356, i64 4, !dbg !837
  %1360 = load i32, ptr %1359, align 4, !dbg !837, !tbaa !530
  %1361 = add i32 %1349, %1360, !dbg !837
    #dbg_value(i32 %1361, !228, !DIExpression(), !793)
  %1362 = getelementptr inbounds i8, ptr %1356, i64 8, !dbg !837
  %1363 = load i32, ptr %1362, align 8, !dbg !837, !tbaa !530
  %1364 = add i32 %1352, %1363, !dbg !837
    #dbg_value(i32 %1364, !229, !DIExpression(), !793)
  %1365 = getelementptr i8, ptr %840, i64 88, !dbg !838
  %1366 = load i16, ptr %1365, align 2, !dbg !838, !tbaa !605
    #dbg_value(i16 %1366, !230, !DIExpression(), !793)
  %1367 = zext i16 %1366 to i64, !dbg !838
  %1368 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1367, !dbg !838
  %1369 = load i32, ptr %1368, align 8, !dbg !838, !tbaa !530
  %1370 = add i32 %1358, %1369, !dbg !838
    #dbg_value(i32 %1370, !221, !DIExpression(), !793)
  %1371 = getelementptr inbounds i8, ptr %1368, i64 4, !dbg !838
  %1372 = load i32, ptr %1371, align 4, !dbg !838, !tbaa !530
  %1373 = add i32 %1361, %1372, !dbg !838
    #dbg_value(i32 %1373, !228, !DIExpression(), !793)
  %1374 = getelementptr inbounds i8, ptr %1368, i64 8, !dbg !838
  %1375 = load i32, ptr %1374, align 8, !dbg !838, !tbaa !530
  %1376 = add i32 %1364, %1375, !dbg !838
    #dbg_value(i32 %1376, !229, !DIExpression(), !793)
  %1377 = getelementptr i8, ptr %840, i64 90, !dbg !839
  %1378 = load i16, ptr %1377, align 2, !dbg !839, !tbaa !605
    #dbg_value(i16 %1378, !230, !DIExpression(), !793)
  %1379 = zext i16 %1378 to i64, !dbg !839
  %1380 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1379, !dbg !839
  %1381 = load i32, ptr %1380, align 8, !dbg !839, !tbaa !530
  %1382 = add i32 %1370, %1381, !dbg !839
    #dbg_value(i32 %1382, !221, !DIExpression(), !793)
  %1383 = getelementptr inbounds i8, ptr %1380, i64 4, !dbg !839
  %1384 = load i32, ptr %1383, align 4, !dbg !839, !tbaa !530
  %1385 = add i32 %1373, %1384, !dbg !839
    #dbg_value(i32 %1385, !228, !DIExpression(), !793)
  %1386 = getelementptr inbounds i8, ptr %1380, i64 8, !dbg !839
  %1387 = load i32, ptr %1386, align 8, !dbg !839, !tbaa !530
  %1388 = add i32 %1376, %1387, !dbg !839
    #dbg_value(i32 %1388, !229, !DIExpression(), !793)
  %1389 = getelementptr i8, ptr %840, i64 92, !dbg !840
  %1390 = load i16, ptr %1389, align 2, !dbg !840, !tbaa !605
    #dbg_value(i16 %1390, !230, !DIExpression(), !793)
  %1391 = zext i16 %1390 to i64, !dbg !840
  %1392 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1391, !dbg !840
  %1393 = load i32, ptr %1392, align 8, !dbg !840, !tbaa !530
  %1394 = add i32 %1382, %1393, !dbg !840
    #dbg_value(i32 %1394, !221, !DIExpression(), !793)
  %1395 = getelementptr inbounds i8, ptr %1392, i64 4, !dbg !840
  %1396 = load i32, ptr %1395, align 4, !dbg !840, !tbaa !530
  %1397 = add i32 %1385, %1396, !dbg !840
    #dbg_value(i32 %1397, !228, !DIExpression(), !793)
  %1398 = getelementptr inbounds i8, ptr %1392, i64 8, !dbg !840
  %1399 = load i32, ptr %1398, align 8, !dbg !840, !tbaa !530
  %1400 = add i32 %1388, %1399, !dbg !840
    #dbg_value(i32 %1400, !229, !DIExpression(), !793)
  %1401 = getelementptr i8, ptr %840, i64 94, !dbg !841
  %1402 = load i16, ptr %1401, align 2, !dbg !841, !tbaa !605
    #dbg_value(i16 %1402, !230, !DIExpression(), !793)
  %1403 = zext i16 %1402 to i64, !dbg !841
  %1404 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1403, !dbg !841
  %1405 = load i32, ptr %1404, align 8, !dbg !841, !tbaa !530
  %1406 = add i32 %1394, %1405, !dbg !841
    #dbg_value(i32 %1406, !221, !DIExpression(), !793)
  %1407 = getelementptr inbounds i8, ptr %1404, i64 4, !dbg !841
  %1408 = load i32, ptr %1407, align 4, !dbg !841, !tbaa !530
  %1409 = add i32 %1397, %1408, !dbg !841
    #dbg_value(i32 %1409, !228, !DIExpression(), !793)
  %1410 = getelementptr inbounds i8, ptr %1404, i64 8, !dbg !841
  %1411 = load i32, ptr %1410, align 8, !dbg !841, !tbaa !530
  %1412 = add i32 %1400, %1411, !dbg !841
    #dbg_value(i32 %1412, !229, !DIExpression(), !793)
  %1413 = getelementptr i8, ptr %840, i64 96, !dbg !842
  %1414 = load i16, ptr %1413, align 2, !dbg !842, !tbaa !605
    #dbg_value(i16 %1414, !230, !DIExpression(), !793)
  %1415 = zext i16 %1414 to i64, !dbg !842
  %1416 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1415, !dbg !842
  %1417 = load i32, ptr %1416, align 8, !dbg !842, !tbaa !530
  %1418 = add i32 %1406, %1417, !dbg !842
    #dbg_value(i32 %1418, !221, !DIExpression(), !793)
  %1419 = getelementptr inbounds i8, ptr %1416, i64 4, !dbg !842
  %1420 = load i32, ptr %1419, align 4, !dbg !842, !tbaa !530
  %1421 = add i32 %1409, %1420, !dbg !842
    #dbg_value(i32 %1421, !228, !DIExpression(), !793)
  %1422 = getelementptr inbounds i8, ptr %1416, i64 8, !dbg !842
  %1423 = load i32, ptr %1422, align 8, !dbg !842, !tbaa !530
  %1424 = add i32 %1412, %1423, !dbg !842
    #dbg_value(i32 %1424, !229, !DIExpression(), !793)
  %1425 = getelementptr i8, ptr %840, i64 98, !dbg !843
  %1426 = load i16, ptr %1425, align 2, !dbg !843, !tbaa !605
    #dbg_value(i16 %1426, !230, !DIExpression(), !793)
  %1427 = zext i16 %1426 to i64, !dbg !843
  %1428 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1427, !dbg !843
  %1429 = load i32, ptr %1428, align 8, !dbg !843, !tbaa !530
  %1430 = add i32 %1418, %1429, !dbg !843
    #dbg_value(i32 %1430, !221, !DIExpression(), !793)
  %1431 = getelementptr inbounds i8, ptr %1428, i64 4, !dbg !843
  %1432 = load i32, ptr %1431, align 4, !dbg !843, !tbaa !530
  %1433 = add i32 %1421, %1432, !dbg !843
    #dbg_value(i32 %1433, !228, !DIExpression(), !793)
  %1434 = getelementptr inbounds i8, ptr %1428, i64 8, !dbg !843
  %1435 = load i32, ptr %1434, align 8, !dbg !843, !tbaa !530
  %1436 = add i32 %1424, %1435, !dbg !843
    #dbg_value(i32 %1436, !229, !DIExpression(), !793)
  %1437 = trunc i32 %1430 to i16, !dbg !844
  store i16 %1437, ptr %3, align 2, !dbg !845, !tbaa !605, !DIAssignID !846
    #dbg_assign(i16 %1437, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !846, ptr %3, !DIExpression(), !259)
  %1438 = lshr i32 %1430, 16, !dbg !847
  %1439 = trunc nuw i32 %1438 to i16, !dbg !848
  store i16 %1439, ptr %635, align 2, !dbg !849, !tbaa !605, !DIAssignID !850
    #dbg_assign(i16 %1439, !191, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !850, ptr %635, !DIExpression(), !259)
  %1440 = trunc i32 %1433 to i16, !dbg !851
  store i16 %1440, ptr %636, align 2, !dbg !852, !tbaa !605, !DIAssignID !853
    #dbg_assign(i16 %1440, !191, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !853, ptr %636, !DIExpression(), !259)
  %1441 = lshr i32 %1433, 16, !dbg !854
  %1442 = trunc nuw i32 %1441 to i16, !dbg !855
  store i16 %1442, ptr %637, align 2, !dbg !856, !tbaa !605, !DIAssignID !857
    #dbg_assign(i16 %1442, !191, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !857, ptr %637, !DIExpression(), !259)
  %1443 = trunc i32 %1436 to i16, !dbg !858
  store i16 %1443, ptr %638, align 2, !dbg !859, !tbaa !605, !DIAssignID !860
    #dbg_assign(i16 %1443, !191, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !860, ptr %638, !DIExpression(), !259)
  %1444 = lshr i32 %1436, 16, !dbg !861
  %1445 = trunc nuw i32 %1444 to i16, !dbg !862
  store i16 %1445, ptr %639, align 2, !dbg !863, !tbaa !605, !DIAssignID !864
    #dbg_assign(i16 %1445, !191, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !864, ptr %639, !DIExpression(), !259)
  br label %1494, !dbg !865

1446:                                             ; preds = %1485, %829
  %1447 = phi i16 [ %837, %829 ], [ %1486, %1485 ]
  %1448 = phi i16 [ %836, %829 ], [ %1487, %1485 ]
  %1449 = phi i16 [ %835, %829 ], [ %1488, %1485 ]
  %1450 = phi i16 [ %834, %829 ], [ %1489, %1485 ]
  %1451 = phi i16 [ %833, %829 ], [ %1464, %1485 ]
  %1452 = phi i16 [ %832, %829 ], [ %1460, %1485 ]
  %1453 = phi i64 [ %830, %829 ], [ %1490, %1485 ]
    #dbg_value(i64 %1453, !197, !DIExpression(), !259)
  %1454 = getelementptr inbounds i16, ptr %563, i64 %1453, !dbg !866
  %1455 = load i16, ptr %1454, align 2, !dbg !866, !tbaa !605
    #dbg_value(i16 %1455, !231, !DIExpression(), !867)
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  %1456 = zext i16 %1455 to i64
    #dbg_value(i64 0, !196, !DIExpression(), !259)
  %1457 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 0, i64 %1456, !dbg !868
  %1458 = load i8, ptr %1457, align 1, !dbg !868, !tbaa !343
  %1459 = zext i8 %1458 to i16, !dbg !868
  %1460 = add i16 %1452, %1459, !dbg !871
    #dbg_value(i64 1, !196, !DIExpression(), !259)
    #dbg_value(i64 1, !196, !DIExpression(), !259)
  %1461 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 1, i64 %1456, !dbg !868
  %1462 = load i8, ptr %1461, align 1, !dbg !868, !tbaa !343
  %1463 = zext i8 %1462 to i16, !dbg !868
  %1464 = add i16 %1451, %1463, !dbg !871
    #dbg_value(i64 2, !196, !DIExpression(), !259)
  br i1 %627, label %1485, label %1465, !dbg !872, !llvm.loop !873

1465:                                             ; preds = %1446
    #dbg_value(i64 2, !196, !DIExpression(), !259)
  %1466 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 2, i64 %1456, !dbg !868
  %1467 = load i8, ptr %1466, align 1, !dbg !868, !tbaa !343
  %1468 = zext i8 %1467 to i16, !dbg !868
  %1469 = add i16 %1450, %1468, !dbg !871
    #dbg_value(i64 3, !196, !DIExpression(), !259)
  br i1 %629, label %1485, label %1470, !dbg !872, !llvm.loop !873

1470:                                             ; preds = %1465
    #dbg_value(i64 3, !196, !DIExpression(), !259)
  %1471 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 3, i64 %1456, !dbg !868
  %1472 = load i8, ptr %1471, align 1, !dbg !868, !tbaa !343
  %1473 = zext i8 %1472 to i16, !dbg !868
  %1474 = add i16 %1449, %1473, !dbg !871
    #dbg_value(i64 4, !196, !DIExpression(), !259)
  br i1 %631, label %1485, label %1475, !dbg !872, !llvm.loop !873

1475:                                             ; preds = %1470
    #dbg_value(i64 4, !196, !DIExpression(), !259)
  %1476 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 4, i64 %1456, !dbg !868
  %1477 = load i8, ptr %1476, align 1, !dbg !868, !tbaa !343
  %1478 = zext i8 %1477 to i16, !dbg !868
  %1479 = add i16 %1448, %1478, !dbg !871
    #dbg_value(i64 5, !196, !DIExpression(), !259)
  br i1 %633, label %1485, label %1480, !dbg !872, !llvm.loop !873

1480:                                             ; preds = %1475
    #dbg_value(i64 5, !196, !DIExpression(), !259)
  %1481 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 5, i64 %1456, !dbg !868
  %1482 = load i8, ptr %1481, align 1, !dbg !868, !tbaa !343
  %1483 = zext i8 %1482 to i16, !dbg !868
  %1484 = add i16 %1447, %1483, !dbg !871
    #dbg_value(i64 6, !196, !DIExpression(), !259)
  br label %1485, !dbg !872, !llvm.loop !873

1485:                                             ; preds = %1480, %1475, %1470, %1465, %1446
  %1486 = phi i16 [ %1447, %1475 ], [ %1447, %1470 ], [ %1447, %1465 ], [ %1447, %1446 ], [ %1484, %1480 ]
  %1487 = phi i16 [ %1479, %1475 ], [ %1448, %1470 ], [ %1448, %1465 ], [ %1448, %1446 ], [ %1479, %1480 ]
  %1488 = phi i16 [ %1474, %1475 ], [ %1474, %1470 ], [ %1449, %1465 ], [ %1449, %1446 ], [ %1474, %1480 ]
  %1489 = phi i16 [ %1469, %1475 ], [ %1469, %1470 ], [ %1469, %1465 ], [ %1450, %1446 ], [ %1469, %1480 ]
  %1490 = add nsw i64 %1453, 1, !dbg !875
    #dbg_value(i64 %1490, !197, !DIExpression(), !259)
  %1491 = trunc i64 %1490 to i32, !dbg !791
  %1492 = icmp eq i32 %831, %1491, !dbg !791
  br i1 %1492, label %1493, label %1446, !dbg !792, !llvm.loop !876

1493:                                             ; preds = %1485
  store i16 %1460, ptr %3, align 2, !dbg !871, !tbaa !605
  store i16 %1464, ptr %626, align 2, !dbg !871, !tbaa !605
  store i16 %1489, ptr %628, align 2, !dbg !871, !tbaa !605
  store i16 %1488, ptr %630, align 2, !dbg !871, !tbaa !605
  store i16 %1487, ptr %632, align 2, !dbg !871, !tbaa !605
  store i16 %1486, ptr %634, align 2, !dbg !871, !tbaa !605
  br label %1494, !dbg !878

1494:                                             ; preds = %1493, %838, %827
    #dbg_value(i64 0, !196, !DIExpression(), !259)
    #dbg_value(i32 -1, !202, !DIExpression(), !259)
    #dbg_value(i32 999999999, !203, !DIExpression(), !259)
    #dbg_value(i32 0, !202, !DIExpression(), !259)
    #dbg_value(i16 poison, !203, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
    #dbg_value(i64 1, !196, !DIExpression(), !259)
  %1495 = load i16, ptr %3, align 2, !dbg !880, !tbaa !605
    #dbg_value(i16 %1495, !203, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %1496 = zext i16 %1495 to i32, !dbg !880
    #dbg_value(i32 %1496, !203, !DIExpression(), !259)
    #dbg_value(i64 1, !196, !DIExpression(), !259)
    #dbg_value(i32 0, !202, !DIExpression(), !259)
    #dbg_value(i32 %1496, !203, !DIExpression(), !259)
  %1497 = load i16, ptr %640, align 2, !dbg !880, !tbaa !605
  %1498 = zext i16 %1497 to i32, !dbg !880
  %1499 = icmp ugt i16 %1495, %1497, !dbg !883
  %1500 = call i32 @llvm.smin.i32(i32 %1496, i32 %1498), !dbg !884
  %1501 = zext i1 %1499 to i32, !dbg !884
    #dbg_value(i32 %1501, !202, !DIExpression(), !259)
    #dbg_value(i32 %1500, !203, !DIExpression(), !259)
    #dbg_value(i64 2, !196, !DIExpression(), !259)
  br i1 %641, label %1528, label %1502, !dbg !878, !llvm.loop !885

1502:                                             ; preds = %1494
    #dbg_value(i64 2, !196, !DIExpression(), !259)
    #dbg_value(i32 %1501, !202, !DIExpression(), !259)
    #dbg_value(i32 %1500, !203, !DIExpression(), !259)
  %1503 = load i16, ptr %642, align 2, !dbg !880, !tbaa !605
  %1504 = zext i16 %1503 to i32, !dbg !880
  %1505 = icmp ugt i32 %1500, %1504, !dbg !883
  %1506 = call i32 @llvm.smin.i32(i32 %1500, i32 %1504), !dbg !884
  %1507 = select i1 %1505, i32 2, i32 %1501, !dbg !884
    #dbg_value(i32 %1507, !202, !DIExpression(), !259)
    #dbg_value(i32 %1506, !203, !DIExpression(), !259)
    #dbg_value(i64 3, !196, !DIExpression(), !259)
  br i1 %643, label %1528, label %1508, !dbg !878, !llvm.loop !885

1508:                                             ; preds = %1502
    #dbg_value(i64 3, !196, !DIExpression(), !259)
    #dbg_value(i32 %1507, !202, !DIExpression(), !259)
    #dbg_value(i32 %1506, !203, !DIExpression(), !259)
  %1509 = load i16, ptr %644, align 2, !dbg !880, !tbaa !605
  %1510 = zext i16 %1509 to i32, !dbg !880
  %1511 = icmp ugt i32 %1506, %1510, !dbg !883
  %1512 = call i32 @llvm.smin.i32(i32 %1506, i32 %1510), !dbg !884
  %1513 = select i1 %1511, i32 3, i32 %1507, !dbg !884
    #dbg_value(i32 %1513, !202, !DIExpression(), !259)
    #dbg_value(i32 %1512, !203, !DIExpression(), !259)
    #dbg_value(i64 4, !196, !DIExpression(), !259)
  br i1 %645, label %1528, label %1514, !dbg !878, !llvm.loop !885

1514:                                             ; preds = %1508
    #dbg_value(i64 4, !196, !DIExpression(), !259)
    #dbg_value(i32 %1513, !202, !DIExpression(), !259)
    #dbg_value(i32 %1512, !203, !DIExpression(), !259)
  %1515 = load i16, ptr %646, align 2, !dbg !880, !tbaa !605
  %1516 = zext i16 %1515 to i32, !dbg !880
  %1517 = icmp ugt i32 %1512, %1516, !dbg !883
  %1518 = call i32 @llvm.smin.i32(i32 %1512, i32 %1516), !dbg !884
  %1519 = select i1 %1517, i32 4, i32 %1513, !dbg !884
    #dbg_value(i32 %1519, !202, !DIExpression(), !259)
    #dbg_value(i32 %1518, !203, !DIExpression(), !259)
    #dbg_value(i64 5, !196, !DIExpression(), !259)
  br i1 %647, label %1528, label %1520, !dbg !878, !llvm.loop !885

1520:                                             ; preds = %1514
    #dbg_value(i64 5, !196, !DIExpression(), !259)
    #dbg_value(i32 %1519, !202, !DIExpression(), !259)
    #dbg_value(i32 %1518, !203, !DIExpression(), !259)
  %1521 = load i16, ptr %648, align 2, !dbg !880, !tbaa !605
  %1522 = zext i16 %1521 to i32, !dbg !880
  %1523 = icmp ugt i32 %1518, %1522, !dbg !883
  %1524 = call i32 @llvm.smin.i32(i32 %1518, i32 %1522), !dbg !884
  %1525 = select i1 %1523, i32 5, i32 %1519, !dbg !884
    #dbg_value(i32 %1525, !202, !DIExpression(), !259)
    #dbg_value(i32 %1524, !203, !DIExpression(), !259)
    #dbg_value(i64 6, !196, !DIExpression(), !259)
  %1526 = select i1 %649, i32 %1524, i32 -2147483648, !dbg !878
  %1527 = select i1 %649, i32 %1525, i32 poison, !dbg !878
  br label %1528, !dbg !878, !llvm.loop !885

1528:                                             ; preds = %1520, %1514, %1508, %1502, %1494
  %1529 = phi i32 [ %1500, %1494 ], [ %1506, %1502 ], [ %1512, %1508 ], [ %1518, %1514 ], [ %1526, %1520 ], !dbg !884
  %1530 = phi i32 [ %1501, %1494 ], [ %1507, %1502 ], [ %1513, %1508 ], [ %1519, %1514 ], [ %1527, %1520 ], !dbg !884
  %1531 = add nsw i32 %1529, %819, !dbg !887
    #dbg_value(i32 %1531, !201, !DIExpression(), !259)
  %1532 = sext i32 %1530 to i64, !dbg !888
  %1533 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %1532, !dbg !888
  %1534 = load i32, ptr %1533, align 4, !dbg !889, !tbaa !530
  %1535 = add nsw i32 %1534, 1, !dbg !889
  store i32 %1535, ptr %1533, align 4, !dbg !889, !tbaa !530
  %1536 = trunc i32 %1530 to i8, !dbg !890
  %1537 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %816, !dbg !891
  store i8 %1536, ptr %1537, align 1, !dbg !892, !tbaa !343
  %1538 = add nuw nsw i64 %816, 1, !dbg !893
    #dbg_value(i64 %1538, !205, !DIExpression(), !259)
  br i1 %826, label %1558, label %1539, !dbg !894

1539:                                             ; preds = %1528
    #dbg_value(i32 %818, !197, !DIExpression(), !259)
  %1540 = icmp sgt i32 %818, %823, !dbg !896
  br i1 %1540, label %1877, label %1541, !dbg !900

1541:                                             ; preds = %1539
  %1542 = sext i32 %818 to i64, !dbg !900
  %1543 = add i32 %823, 1, !dbg !900
  %1544 = sub i32 %1543, %818, !dbg !900
  %1545 = and i32 %1544, 1, !dbg !900
  %1546 = icmp eq i32 %1545, 0, !dbg !900
  br i1 %1546, label %1555, label %1547, !dbg !900

1547:                                             ; preds = %1541
    #dbg_value(i64 %1542, !197, !DIExpression(), !259)
  %1548 = getelementptr inbounds i16, ptr %563, i64 %1542, !dbg !901
  %1549 = load i16, ptr %1548, align 2, !dbg !901, !tbaa !605
  %1550 = zext i16 %1549 to i64, !dbg !902
  %1551 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1550, !dbg !902
  %1552 = load i32, ptr %1551, align 4, !dbg !903, !tbaa !530
  %1553 = add nsw i32 %1552, 1, !dbg !903
  store i32 %1553, ptr %1551, align 4, !dbg !903, !tbaa !530
  %1554 = add nsw i64 %1542, 1, !dbg !904
    #dbg_value(i64 %1554, !197, !DIExpression(), !259)
  br label %1555, !dbg !900

1555:                                             ; preds = %1547, %1541
  %1556 = phi i64 [ %1542, %1541 ], [ %1554, %1547 ]
  %1557 = icmp eq i32 %823, %818, !dbg !900
  br i1 %1557, label %1877, label %1860, !dbg !900

1558:                                             ; preds = %1528
  %1559 = sext i32 %818 to i64, !dbg !905
  %1560 = getelementptr inbounds i16, ptr %563, i64 %1559, !dbg !905
  %1561 = load i16, ptr %1560, align 2, !dbg !905, !tbaa !605
  %1562 = zext i16 %1561 to i64, !dbg !905
  %1563 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1562, !dbg !905
  %1564 = load i32, ptr %1563, align 4, !dbg !905, !tbaa !530
  %1565 = add nsw i32 %1564, 1, !dbg !905
  store i32 %1565, ptr %1563, align 4, !dbg !905, !tbaa !530
  %1566 = getelementptr i8, ptr %1560, i64 2, !dbg !907
  %1567 = load i16, ptr %1566, align 2, !dbg !907, !tbaa !605
  %1568 = zext i16 %1567 to i64, !dbg !907
  %1569 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1568, !dbg !907
  %1570 = load i32, ptr %1569, align 4, !dbg !907, !tbaa !530
  %1571 = add nsw i32 %1570, 1, !dbg !907
  store i32 %1571, ptr %1569, align 4, !dbg !907, !tbaa !530
  %1572 = getelementptr i8, ptr %1560, i64 4, !dbg !908
  %1573 = load i16, ptr %1572, align 2, !dbg !908, !tbaa !605
  %1574 = zext i16 %1573 to i64, !dbg !908
  %1575 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1574, !dbg !908
  %1576 = load i32, ptr %1575, align 4, !dbg !908, !tbaa !530
  %1577 = add nsw i32 %1576, 1, !dbg !908
  store i32 %1577, ptr %1575, align 4, !dbg !908, !tbaa !530
  %1578 = getelementptr i8, ptr %1560, i64 6, !dbg !909
  %1579 = load i16, ptr %1578, align 2, !dbg !909, !tbaa !605
  %1580 = zext i16 %1579 to i64, !dbg !909
  %1581 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1580, !dbg !909
  %1582 = load i32, ptr %1581, align 4, !dbg !909, !tbaa !530
  %1583 = add nsw i32 %1582, 1, !dbg !909
  store i32 %1583, ptr %1581, align 4, !dbg !909, !tbaa !530
  %1584 = getelementptr i8, ptr %1560, i64 8, !dbg !910
  %1585 = load i16, ptr %1584, align 2, !dbg !910, !tbaa !605
  %1586 = zext i16 %1585 to i64, !dbg !910
  %1587 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1586, !dbg !910
  %1588 = load i32, ptr %1587, align 4, !dbg !910, !tbaa !530
  %1589 = add nsw i32 %1588, 1, !dbg !910
  store i32 %1589, ptr %1587, align 4, !dbg !910, !tbaa !530
  %1590 = getelementptr i8, ptr %1560, i64 10, !dbg !911
  %1591 = load i16, ptr %1590, align 2, !dbg !911, !tbaa !605
  %1592 = zext i16 %1591 to i64, !dbg !911
  %1593 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1592, !dbg !911
  %1594 = load i32, ptr %1593, align 4, !dbg !911, !tbaa !530
  %1595 = add nsw i32 %1594, 1, !dbg !911
  store i32 %1595, ptr %1593, align 4, !dbg !911, !tbaa !530
  %1596 = getelementptr i8, ptr %1560, i64 12, !dbg !912
  %1597 = load i16, ptr %1596, align 2, !dbg !912, !tbaa !605
  %1598 = zext i16 %1597 to i64, !dbg !912
  %1599 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1598, !dbg !912
  %1600 = load i32, ptr %1599, align 4, !dbg !912, !tbaa !530
  %1601 = add nsw i32 %1600, 1, !dbg !912
  store i32 %1601, ptr %1599, align 4, !dbg !912, !tbaa !530
  %1602 = getelementptr i8, ptr %1560, i64 14, !dbg !913
  %1603 = load i16, ptr %1602, align 2, !dbg !913, !tbaa !605
  %1604 = zext i16 %1603 to i64, !dbg !913
  %1605 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1604, !dbg !913
  %1606 = load i32, ptr %1605, align 4, !dbg !913, !tbaa !530
  %1607 = add nsw i32 %1606, 1, !dbg !913
  store i32 %1607, ptr %1605, align 4, !dbg !913, !tbaa !530
  %1608 = getelementptr i8, ptr %1560, i64 16, !dbg !914
  %1609 = load i16, ptr %1608, align 2, !dbg !914, !tbaa !605
  %1610 = zext i16 %1609 to i64, !dbg !914
  %1611 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1610, !dbg !914
  %1612 = load i32, ptr %1611, align 4, !dbg !914, !tbaa !530
  %1613 = add nsw i32 %1612, 1, !dbg !914
  store i32 %1613, ptr %1611, align 4, !dbg !914, !tbaa !530
  %1614 = getelementptr i8, ptr %1560, i64 18, !dbg !915
  %1615 = load i16, ptr %1614, align 2, !dbg !915, !tbaa !605
  %1616 = zext i16 %1615 to i64, !dbg !915
  %1617 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1616, !dbg !915
  %1618 = load i32, ptr %1617, align 4, !dbg !915, !tbaa !530
  %1619 = add nsw i32 %1618, 1, !dbg !915
  store i32 %1619, ptr %1617, align 4, !dbg !915, !tbaa !530
  %1620 = getelementptr i8, ptr %1560, i64 20, !dbg !916
  %1621 = load i16, ptr %1620, align 2, !dbg !916, !tbaa !605
  %1622 = zext i16 %1621 to i64, !dbg !916
  %1623 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1622, !dbg !916
  %1624 = load i32, ptr %1623, align 4, !dbg !916, !tbaa !530
  %1625 = add nsw i32 %1624, 1, !dbg !916
  store i32 %1625, ptr %1623, align 4, !dbg !916, !tbaa !530
  %1626 = getelementptr i8, ptr %1560, i64 22, !dbg !917
  %1627 = load i16, ptr %1626, align 2, !dbg !917, !tbaa !605
  %1628 = zext i16 %1627 to i64, !dbg !917
  %1629 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1628, !dbg !917
  %1630 = load i32, ptr %1629, align 4, !dbg !917, !tbaa !530
  %1631 = add nsw i32 %1630, 1, !dbg !917
  store i32 %1631, ptr %1629, align 4, !dbg !917, !tbaa !530
  %1632 = getelementptr i8, ptr %1560, i64 24, !dbg !918
  %1633 = load i16, ptr %1632, align 2, !dbg !918, !tbaa !605
  %1634 = zext i16 %1633 to i64, !dbg !918
  %1635 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1634, !dbg !918
  %1636 = load i32, ptr %1635, align 4, !dbg !918, !tbaa !530
  %1637 = add nsw i32 %1636, 1, !dbg !918
  store i32 %1637, ptr %1635, align 4, !dbg !918, !tbaa !530
  %1638 = getelementptr i8, ptr %1560, i64 26, !dbg !919
  %1639 = load i16, ptr %1638, align 2, !dbg !919, !tbaa !605
  %1640 = zext i16 %1639 to i64, !dbg !919
  %1641 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1640, !dbg !919
  %1642 = load i32, ptr %1641, align 4, !dbg !919, !tbaa !530
  %1643 = add nsw i32 %1642, 1, !dbg !919
  store i32 %1643, ptr %1641, align 4, !dbg !919, !tbaa !530
  %1644 = getelementptr i8, ptr %1560, i64 28, !dbg !920
  %1645 = load i16, ptr %1644, align 2, !dbg !920, !tbaa !605
  %1646 = zext i16 %1645 to i64, !dbg !920
  %1647 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1646, !dbg !920
  %1648 = load i32, ptr %1647, align 4, !dbg !920, !tbaa !530
  %1649 = add nsw i32 %1648, 1, !dbg !920
  store i32 %1649, ptr %1647, align 4, !dbg !920, !tbaa !530
  %1650 = getelementptr i8, ptr %1560, i64 30, !dbg !921
  %1651 = load i16, ptr %1650, align 2, !dbg !921, !tbaa !605
  %1652 = zext i16 %1651 to i64, !dbg !921
  %1653 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1652, !dbg !921
  %1654 = load i32, ptr %1653, align 4, !dbg !921, !tbaa !530
  %1655 = add nsw i32 %1654, 1, !dbg !921
  store i32 %1655, ptr %1653, align 4, !dbg !921, !tbaa !530
  %1656 = getelementptr i8, ptr %1560, i64 32, !dbg !922
  %1657 = load i16, ptr %1656, align 2, !dbg !922, !tbaa !605
  %1658 = zext i16 %1657 to i64, !dbg !922
  %1659 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1658, !dbg !922
  %1660 = load i32, ptr %1659, align 4, !dbg !922, !tbaa !530
  %1661 = add nsw i32 %1660, 1, !dbg !922
  store i32 %1661, ptr %1659, align 4, !dbg !922, !tbaa !530
  %1662 = getelementptr i8, ptr %1560, i64 34, !dbg !923
  %1663 = load i16, ptr %1662, align 2, !dbg !923, !tbaa !605
  %1664 = zext i16 %1663 to i64, !dbg !923
  %1665 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1664, !dbg !923
  %1666 = load i32, ptr %1665, align 4, !dbg !923, !tbaa !530
  %1667 = add nsw i32 %1666, 1, !dbg !923
  store i32 %1667, ptr %1665, align 4, !dbg !923, !tbaa !530
  %1668 = getelementptr i8, ptr %1560, i64 36, !dbg !924
  %1669 = load i16, ptr %1668, align 2, !dbg !924, !tbaa !605
  %1670 = zext i16 %1669 to i64, !dbg !924
  %1671 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1670, !dbg !924
  %1672 = load i32, ptr %1671, align 4, !dbg !924, !tbaa !530
  %1673 = add nsw i32 %1672, 1, !dbg !924
  store i32 %1673, ptr %1671, align 4, !dbg !924, !tbaa !530
  %1674 = getelementptr i8, ptr %1560, i64 38, !dbg !925
  %1675 = load i16, ptr %1674, align 2, !dbg !925, !tbaa !605
  %1676 = zext i16 %1675 to i64, !dbg !925
  %1677 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1676, !dbg !925
  %1678 = load i32, ptr %1677, align 4, !dbg !925, !tbaa !530
  %1679 = add nsw i32 %1678, 1, !dbg !925
  store i32 %1679, ptr %1677, align 4, !dbg !925, !tbaa !530
  %1680 = getelementptr i8, ptr %1560, i64 40, !dbg !926
  %1681 = load i16, ptr %1680, align 2, !dbg !926, !tbaa !605
  %1682 = zext i16 %1681 to i64, !dbg !926
  %1683 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1682, !dbg !926
  %1684 = load i32, ptr %1683, align 4, !dbg !926, !tbaa !530
  %1685 = add nsw i32 %1684, 1, !dbg !926
  store i32 %1685, ptr %1683, align 4, !dbg !926, !tbaa !530
  %1686 = getelementptr i8, ptr %1560, i64 42, !dbg !927
  %1687 = load i16, ptr %1686, align 2, !dbg !927, !tbaa !605
  %1688 = zext i16 %1687 to i64, !dbg !927
  %1689 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1688, !dbg !927
  %1690 = load i32, ptr %1689, align 4, !dbg !927, !tbaa !530
  %1691 = add nsw i32 %1690, 1, !dbg !927
  store i32 %1691, ptr %1689, align 4, !dbg !927, !tbaa !530
  %1692 = getelementptr i8, ptr %1560, i64 44, !dbg !928
  %1693 = load i16, ptr %1692, align 2, !dbg !928, !tbaa !605
  %1694 = zext i16 %1693 to i64, !dbg !928
  %1695 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1694, !dbg !928
  %1696 = load i32, ptr %1695, align 4, !dbg !928, !tbaa !530
  %1697 = add nsw i32 %1696, 1, !dbg !928
  store i32 %1697, ptr %1695, align 4, !dbg !928, !tbaa !530
  %1698 = getelementptr i8, ptr %1560, i64 46, !dbg !929
  %1699 = load i16, ptr %1698, align 2, !dbg !929, !tbaa !605
  %1700 = zext i16 %1699 to i64, !dbg !929
  %1701 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1700, !dbg !929
  %1702 = load i32, ptr %1701, align 4, !dbg !929, !tbaa !530
  %1703 = add nsw i32 %1702, 1, !dbg !929
  store i32 %1703, ptr %1701, align 4, !dbg !929, !tbaa !530
  %1704 = getelementptr i8, ptr %1560, i64 48, !dbg !930
  %1705 = load i16, ptr %1704, align 2, !dbg !930, !tbaa !605
  %1706 = zext i16 %1705 to i64, !dbg !930
  %1707 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1706, !dbg !930
  %1708 = load i32, ptr %1707, align 4, !dbg !930, !tbaa !530
  %1709 = add nsw i32 %1708, 1, !dbg !930
  store i32 %1709, ptr %1707, align 4, !dbg !930, !tbaa !530
  %1710 = getelementptr i8, ptr %1560, i64 50, !dbg !931
  %1711 = load i16, ptr %1710, align 2, !dbg !931, !tbaa !605
  %1712 = zext i16 %1711 to i64, !dbg !931
  %1713 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1712, !dbg !931
  %1714 = load i32, ptr %1713, align 4, !dbg !931, !tbaa !530
  %1715 = add nsw i32 %1714, 1, !dbg !931
  store i32 %1715, ptr %1713, align 4, !dbg !931, !tbaa !530
  %1716 = getelementptr i8, ptr %1560, i64 52, !dbg !932
  %1717 = load i16, ptr %1716, align 2, !dbg !932, !tbaa !605
  %1718 = zext i16 %1717 to i64, !dbg !932
  %1719 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1718, !dbg !932
  %1720 = load i32, ptr %1719, align 4, !dbg !932, !tbaa !530
  %1721 = add nsw i32 %1720, 1, !dbg !932
  store i32 %1721, ptr %1719, align 4, !dbg !932, !tbaa !530
  %1722 = getelementptr i8, ptr %1560, i64 54, !dbg !933
  %1723 = load i16, ptr %1722, align 2, !dbg !933, !tbaa !605
  %1724 = zext i16 %1723 to i64, !dbg !933
  %1725 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1724, !dbg !933
  %1726 = load i32, ptr %1725, align 4, !dbg !933, !tbaa !530
  %1727 = add nsw i32 %1726, 1, !dbg !933
  store i32 %1727, ptr %1725, align 4, !dbg !933, !tbaa !530
  %1728 = getelementptr i8, ptr %1560, i64 56, !dbg !934
  %1729 = load i16, ptr %1728, align 2, !dbg !934, !tbaa !605
  %1730 = zext i16 %1729 to i64, !dbg !934
  %1731 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1730, !dbg !934
  %1732 = load i32, ptr %1731, align 4, !dbg !934, !tbaa !530
  %1733 = add nsw i32 %1732, 1, !dbg !934
  store i32 %1733, ptr %1731, align 4, !dbg !934, !tbaa !530
  %1734 = getelementptr i8, ptr %1560, i64 58, !dbg !935
  %1735 = load i16, ptr %1734, align 2, !dbg !935, !tbaa !605
  %1736 = zext i16 %1735 to i64, !dbg !935
  %1737 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1736, !dbg !935
  %1738 = load i32, ptr %1737, align 4, !dbg !935, !tbaa !530
  %1739 = add nsw i32 %1738, 1, !dbg !935
  store i32 %1739, ptr %1737, align 4, !dbg !935, !tbaa !530
  %1740 = getelementptr i8, ptr %1560, i64 60, !dbg !936
  %1741 = load i16, ptr %1740, align 2, !dbg !936, !tbaa !605
  %1742 = zext i16 %1741 to i64, !dbg !936
  %1743 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1742, !dbg !936
  %1744 = load i32, ptr %1743, align 4, !dbg !936, !tbaa !530
  %1745 = add nsw i32 %1744, 1, !dbg !936
  store i32 %1745, ptr %1743, align 4, !dbg !936, !tbaa !530
  %1746 = getelementptr i8, ptr %1560, i64 62, !dbg !937
  %1747 = load i16, ptr %1746, align 2, !dbg !937, !tbaa !605
  %1748 = zext i16 %1747 to i64, !dbg !937
  %1749 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1748, !dbg !937
  %1750 = load i32, ptr %1749, align 4, !dbg !937, !tbaa !530
  %1751 = add nsw i32 %1750, 1, !dbg !937
  store i32 %1751, ptr %1749, align 4, !dbg !937, !tbaa !530
  %1752 = getelementptr i8, ptr %1560, i64 64, !dbg !938
  %1753 = load i16, ptr %1752, align 2, !dbg !938, !tbaa !605
  %1754 = zext i16 %1753 to i64, !dbg !938
  %1755 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1754, !dbg !938
  %1756 = load i32, ptr %1755, align 4, !dbg !938, !tbaa !530
  %1757 = add nsw i32 %1756, 1, !dbg !938
  store i32 %1757, ptr %1755, align 4, !dbg !938, !tbaa !530
  %1758 = getelementptr i8, ptr %1560, i64 66, !dbg !939
  %1759 = load i16, ptr %1758, align 2, !dbg !939, !tbaa !605
  %1760 = zext i16 %1759 to i64, !dbg !939
  %1761 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1760, !dbg !939
  %1762 = load i32, ptr %1761, align 4, !dbg !939, !tbaa !530
  %1763 = add nsw i32 %1762, 1, !dbg !939
  store i32 %1763, ptr %1761, align 4, !dbg !939, !tbaa !530
  %1764 = getelementptr i8, ptr %1560, i64 68, !dbg !940
  %1765 = load i16, ptr %1764, align 2, !dbg !940, !tbaa !605
  %1766 = zext i16 %1765 to i64, !dbg !940
  %1767 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1766, !dbg !940
  %1768 = load i32, ptr %1767, align 4, !dbg !940, !tbaa !530
  %1769 = add nsw i32 %1768, 1, !dbg !940
  store i32 %1769, ptr %1767, align 4, !dbg !940, !tbaa !530
  %1770 = getelementptr i8, ptr %1560, i64 70, !dbg !941
  %1771 = load i16, ptr %1770, align 2, !dbg !941, !tbaa !605
  %1772 = zext i16 %1771 to i64, !dbg !941
  %1773 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1772, !dbg !941
  %1774 = load i32, ptr %1773, align 4, !dbg !941, !tbaa !530
  %1775 = add nsw i32 %1774, 1, !dbg !941
  store i32 %1775, ptr %1773, align 4, !dbg !941, !tbaa !530
  %1776 = getelementptr i8, ptr %1560, i64 72, !dbg !942
  %1777 = load i16, ptr %1776, align 2, !dbg !942, !tbaa !605
  %1778 = zext i16 %1777 to i64, !dbg !942
  %1779 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1778, !dbg !942
  %1780 = load i32, ptr %1779, align 4, !dbg !942, !tbaa !530
  %1781 = add nsw i32 %1780, 1, !dbg !942
  store i32 %1781, ptr %1779, align 4, !dbg !942, !tbaa !530
  %1782 = getelementptr i8, ptr %1560, i64 74, !dbg !943
  %1783 = load i16, ptr %1782, align 2, !dbg !943, !tbaa !605
  %1784 = zext i16 %1783 to i64, !dbg !943
  %1785 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1784, !dbg !943
  %1786 = load i32, ptr %1785, align 4, !dbg !943, !tbaa !530
  %1787 = add nsw i32 %1786, 1, !dbg !943
  store i32 %1787, ptr %1785, align 4, !dbg !943, !tbaa !530
  %1788 = getelementptr i8, ptr %1560, i64 76, !dbg !944
  %1789 = load i16, ptr %1788, align 2, !dbg !944, !tbaa !605
  %1790 = zext i16 %1789 to i64, !dbg !944
  %1791 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1790, !dbg !944
  %1792 = load i32, ptr %1791, align 4, !dbg !944, !tbaa !530
  %1793 = add nsw i32 %1792, 1, !dbg !944
  store i32 %1793, ptr %1791, align 4, !dbg !944, !tbaa !530
  %1794 = getelementptr i8, ptr %1560, i64 78, !dbg !945
  %1795 = load i16, ptr %1794, align 2, !dbg !945, !tbaa !605
  %1796 = zext i16 %1795 to i64, !dbg !945
  %1797 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1796, !dbg !945
  %1798 = load i32, ptr %1797, align 4, !dbg !945, !tbaa !530
  %1799 = add nsw i32 %1798, 1, !dbg !945
  store i32 %1799, ptr %1797, align 4, !dbg !945, !tbaa !530
  %1800 = getelementptr i8, ptr %1560, i64 80, !dbg !946
  %1801 = load i16, ptr %1800, align 2, !dbg !946, !tbaa !605
  %1802 = zext i16 %1801 to i64, !dbg !946
  %1803 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1802, !dbg !946
  %1804 = load i32, ptr %1803, align 4, !dbg !946, !tbaa !530
  %1805 = add nsw i32 %1804, 1, !dbg !946
  store i32 %1805, ptr %1803, align 4, !dbg !946, !tbaa !530
  %1806 = getelementptr i8, ptr %1560, i64 82, !dbg !947
  %1807 = load i16, ptr %1806, align 2, !dbg !947, !tbaa !605
  %1808 = zext i16 %1807 to i64, !dbg !947
  %1809 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1808, !dbg !947
  %1810 = load i32, ptr %1809, align 4, !dbg !947, !tbaa !530
  %1811 = add nsw i32 %1810, 1, !dbg !947
  store i32 %1811, ptr %1809, align 4, !dbg !947, !tbaa !530
  %1812 = getelementptr i8, ptr %1560, i64 84, !dbg !948
  %1813 = load i16, ptr %1812, align 2, !dbg !948, !tbaa !605
  %1814 = zext i16 %1813 to i64, !dbg !948
  %1815 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1814, !dbg !948
  %1816 = load i32, ptr %1815, align 4, !dbg !948, !tbaa !530
  %1817 = add nsw i32 %1816, 1, !dbg !948
  store i32 %1817, ptr %1815, align 4, !dbg !948, !tbaa !530
  %1818 = getelementptr i8, ptr %1560, i64 86, !dbg !949
  %1819 = load i16, ptr %1818, align 2, !dbg !949, !tbaa !605
  %1820 = zext i16 %1819 to i64, !dbg !949
  %1821 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1820, !dbg !949
  %1822 = load i32, ptr %1821, align 4, !dbg !949, !tbaa !530
  %1823 = add nsw i32 %1822, 1, !dbg !949
  store i32 %1823, ptr %1821, align 4, !dbg !949, !tbaa !530
  %1824 = getelementptr i8, ptr %1560, i64 88, !dbg !950
  %1825 = load i16, ptr %1824, align 2, !dbg !950, !tbaa !605
  %1826 = zext i16 %1825 to i64, !dbg !950
  %1827 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1826, !dbg !950
  %1828 = load i32, ptr %1827, align 4, !dbg !950, !tbaa !530
  %1829 = add nsw i32 %1828, 1, !dbg !950
  store i32 %1829, ptr %1827, align 4, !dbg !950, !tbaa !530
  %1830 = getelementptr i8, ptr %1560, i64 90, !dbg !951
  %1831 = load i16, ptr %1830, align 2, !dbg !951, !tbaa !605
  %1832 = zext i16 %1831 to i64, !dbg !951
  %1833 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1832, !dbg !951
  %1834 = load i32, ptr %1833, align 4, !dbg !951, !tbaa !530
  %1835 = add nsw i32 %1834, 1, !dbg !951
  store i32 %1835, ptr %1833, align 4, !dbg !951, !tbaa !530
  %1836 = getelementptr i8, ptr %1560, i64 92, !dbg !952
  %1837 = load i16, ptr %1836, align 2, !dbg !952, !tbaa !605
  %1838 = zext i16 %1837 to i64, !dbg !952
  %1839 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1838, !dbg !952
  %1840 = load i32, ptr %1839, align 4, !dbg !952, !tbaa !530
  %1841 = add nsw i32 %1840, 1, !dbg !952
  store i32 %1841, ptr %1839, align 4, !dbg !952, !tbaa !530
  %1842 = getelementptr i8, ptr %1560, i64 94, !dbg !953
  %1843 = load i16, ptr %1842, align 2, !dbg !953, !tbaa !605
  %1844 = zext i16 %1843 to i64, !dbg !953
  %1845 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1844, !dbg !953
  %1846 = load i32, ptr %1845, align 4, !dbg !953, !tbaa !530
  %1847 = add nsw i32 %1846, 1, !dbg !953
  store i32 %1847, ptr %1845, align 4, !dbg !953, !tbaa !530
  %1848 = getelementptr i8, ptr %1560, i64 96, !dbg !954
  %1849 = load i16, ptr %1848, align 2, !dbg !954, !tbaa !605
  %1850 = zext i16 %1849 to i64, !dbg !954
  %1851 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1850, !dbg !954
  %1852 = load i32, ptr %1851, align 4, !dbg !954, !tbaa !530
  %1853 = add nsw i32 %1852, 1, !dbg !954
  store i32 %1853, ptr %1851, align 4, !dbg !954, !tbaa !530
  %1854 = getelementptr i8, ptr %1560, i64 98, !dbg !955
  %1855 = load i16, ptr %1854, align 2, !dbg !955, !tbaa !605
  %1856 = zext i16 %1855 to i64, !dbg !955
  %1857 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1856, !dbg !955
  %1858 = load i32, ptr %1857, align 4, !dbg !955, !tbaa !530
  %1859 = add nsw i32 %1858, 1, !dbg !955
  store i32 %1859, ptr %1857, align 4, !dbg !955, !tbaa !530
  br label %1877, !dbg !956

1860:                                             ; preds = %1555, %1860
  %1861 = phi i64 [ %1874, %1860 ], [ %1556, %1555 ]
    #dbg_value(i64 %1861, !197, !DIExpression(), !259)
  %1862 = getelementptr inbounds i16, ptr %563, i64 %1861, !dbg !901
  %1863 = load i16, ptr %1862, align 2, !dbg !901, !tbaa !605
  %1864 = zext i16 %1863 to i64, !dbg !902
  %1865 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1864, !dbg !902
  %1866 = load i32, ptr %1865, align 4, !dbg !903, !tbaa !530
  %1867 = add nsw i32 %1866, 1, !dbg !903
  store i32 %1867, ptr %1865, align 4, !dbg !903, !tbaa !530
    #dbg_value(i64 %1861, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !259)
  %1868 = getelementptr i16, ptr %650, i64 %1861, !dbg !901
  %1869 = load i16, ptr %1868, align 2, !dbg !901, !tbaa !605
  %1870 = zext i16 %1869 to i64, !dbg !902
  %1871 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1870, !dbg !902
  %1872 = load i32, ptr %1871, align 4, !dbg !903, !tbaa !530
  %1873 = add nsw i32 %1872, 1, !dbg !903
  store i32 %1873, ptr %1871, align 4, !dbg !903, !tbaa !530
  %1874 = add nsw i64 %1861, 2, !dbg !904
    #dbg_value(i64 %1874, !197, !DIExpression(), !259)
  %1875 = trunc i64 %1874 to i32, !dbg !896
  %1876 = icmp eq i32 %1543, %1875, !dbg !896
  br i1 %1876, label %1877, label %1860, !dbg !900, !llvm.loop !957

1877:                                             ; preds = %1555, %1860, %1558, %1539
  %1878 = add nsw i32 %823, 1, !dbg !959
    #dbg_value(i32 %1878, !199, !DIExpression(), !259)
    #dbg_value(i32 %1531, !201, !DIExpression(), !259)
    #dbg_value(i64 %1538, !205, !DIExpression(), !259)
  %1879 = load i32, ptr %562, align 4, !dbg !779, !tbaa !648
  %1880 = icmp slt i32 %1878, %1879, !dbg !781
  br i1 %1880, label %815, label %1881, !dbg !782, !llvm.loop !960

1881:                                             ; preds = %1877
  %1882 = trunc nuw i64 %1538 to i32, !dbg !963
  br label %1883, !dbg !963

1883:                                             ; preds = %1881, %812
  %1884 = phi i32 [ 0, %812 ], [ %1882, %1881 ], !dbg !965
  %1885 = phi i32 [ 0, %812 ], [ %1531, %1881 ], !dbg !965
  %1886 = load i32, ptr %564, align 8, !dbg !963, !tbaa !293
  %1887 = icmp sgt i32 %1886, 2, !dbg !966
  br i1 %1887, label %1888, label %1904, !dbg !967

1888:                                             ; preds = %1883
  %1889 = load ptr, ptr @stderr, align 8, !dbg !968, !tbaa !297
  %1890 = add nuw nsw i32 %767, 1, !dbg !968
  %1891 = sdiv i32 %1885, 8, !dbg !968
  %1892 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1889, ptr noundef nonnull @.str.4, i32 noundef %1890, i32 noundef %1891) #9, !dbg !968
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  br label %1893, !dbg !970

1893:                                             ; preds = %1893, %1888
  %1894 = phi i64 [ 0, %1888 ], [ %1899, %1893 ]
    #dbg_value(i64 %1894, !196, !DIExpression(), !259)
  %1895 = load ptr, ptr @stderr, align 8, !dbg !972, !tbaa !297
  %1896 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %1894, !dbg !972
  %1897 = load i32, ptr %1896, align 4, !dbg !972, !tbaa !530
  %1898 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1895, ptr noundef nonnull @.str.5, i32 noundef %1897) #9, !dbg !972
  %1899 = add nuw nsw i64 %1894, 1, !dbg !974
    #dbg_value(i64 %1899, !196, !DIExpression(), !259)
  %1900 = icmp eq i64 %1899, %604, !dbg !975
  br i1 %1900, label %1901, label %1893, !dbg !970, !llvm.loop !976

1901:                                             ; preds = %1893
  %1902 = load ptr, ptr @stderr, align 8, !dbg !978, !tbaa !297
  %1903 = call i32 @fputc(i32 10, ptr %1902), !dbg !978
  br label %1904, !dbg !979

1904:                                             ; preds = %1901, %1883
  br label %1905, !dbg !980

1905:                                             ; preds = %1904, %1905
  %1906 = phi i64 [ %1909, %1905 ], [ 0, %1904 ]
    #dbg_value(i64 %1906, !196, !DIExpression(), !259)
  %1907 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1906, !dbg !982
  %1908 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1906, !dbg !984
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %1907, ptr noundef nonnull %1908, i32 noundef %574, i32 noundef 17) #10, !dbg !985
  %1909 = add nuw nsw i64 %1906, 1, !dbg !986
    #dbg_value(i64 %1909, !196, !DIExpression(), !259)
  %1910 = icmp eq i64 %1909, %604, !dbg !987
  br i1 %1910, label %1911, label %1905, !dbg !980, !llvm.loop !988

1911:                                             ; preds = %1905
  %1912 = add nuw nsw i32 %767, 1, !dbg !990
    #dbg_value(i32 %1912, !204, !DIExpression(), !259)
    #dbg_value(i32 %1884, !205, !DIExpression(), !259)
  %1913 = icmp eq i32 %1912, 4, !dbg !991
  br i1 %1913, label %1914, label %766, !dbg !688, !llvm.loop !992

1914:                                             ; preds = %1911
  %1915 = icmp slt i32 %1884, 18003, !dbg !994
  br i1 %1915, label %1917, label %1916, !dbg !994

1916:                                             ; preds = %1914
  call void @BZ2_bz__AssertH__fail(i32 noundef 3003) #10, !dbg !994
  br label %1917, !dbg !994

1917:                                             ; preds = %1916, %1914
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5) #10, !dbg !997
    #dbg_value(i32 0, !197, !DIExpression(), !259)
  %1918 = add nsw i64 %604, -1, !dbg !998
  %1919 = insertelement <8 x i64> poison, i64 %1918, i64 0, !dbg !998
  %1920 = shufflevector <8 x i64> %1919, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !998
  %1921 = icmp uge <8 x i64> %1920, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1922 = extractelement <8 x i1> %1921, i64 0
  br i1 %1922, label %1923, label %1924, !dbg !998

1923:                                             ; preds = %1917
  store i8 0, ptr %5, align 1, !dbg !1000, !tbaa !343
  br label %1924

1924:                                             ; preds = %1923, %1917
  %1925 = extractelement <8 x i1> %1921, i64 1, !dbg !1000
  br i1 %1925, label %1926, label %1928, !dbg !1000

1926:                                             ; preds = %1924
  %1927 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !1002
  store i8 1, ptr %1927, align 1, !dbg !1000, !tbaa !343
  br label %1928, !dbg !1000

1928:                                             ; preds = %1926, %1924
  %1929 = extractelement <8 x i1> %1921, i64 2, !dbg !1000
  br i1 %1929, label %1930, label %1932, !dbg !1000

1930:                                             ; preds = %1928
  %1931 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !1002
  store i8 2, ptr %1931, align 1, !dbg !1000, !tbaa !343
  br label %1932, !dbg !1000

1932:                                             ; preds = %1930, %1928
  %1933 = extractelement <8 x i1> %1921, i64 3, !dbg !1000
  br i1 %1933, label %1934, label %1936, !dbg !1000

1934:                                             ; preds = %1932
  %1935 = getelementptr inbounds i8, ptr %5, i64 3, !dbg !1002
  store i8 3, ptr %1935, align 1, !dbg !1000, !tbaa !343
  br label %1936, !dbg !1000

1936:                                             ; preds = %1934, %1932
  %1937 = extractelement <8 x i1> %1921, i64 4, !dbg !1000
  br i1 %1937, label %1938, label %1940, !dbg !1000

1938:                                             ; preds = %1936
  %1939 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !1002
  store i8 4, ptr %1939, align 1, !dbg !1000, !tbaa !343
  br label %1940, !dbg !1000

1940:                                             ; preds = %1938, %1936
  %1941 = extractelement <8 x i1> %1921, i64 5, !dbg !1000
  br i1 %1941, label %1942, label %1944, !dbg !1000

1942:                                             ; preds = %1940
  %1943 = getelementptr inbounds i8, ptr %5, i64 5, !dbg !1002
  store i8 5, ptr %1943, align 1, !dbg !1000, !tbaa !343
  br label %1944, !dbg !1000

1944:                                             ; preds = %1942, %1940
  %1945 = extractelement <8 x i1> %1921, i64 6, !dbg !1000
  br i1 %1945, label %1946, label %1948, !dbg !1000

1946:                                             ; preds = %1944
  %1947 = getelementptr inbounds i8, ptr %5, i64 6, !dbg !1002
  store i8 6, ptr %1947, align 1, !dbg !1000, !tbaa !343
  br label %1948, !dbg !1000

1948:                                             ; preds = %1946, %1944
  %1949 = extractelement <8 x i1> %1921, i64 7, !dbg !1000
  br i1 %1949, label %1950, label %1952, !dbg !1000

1950:                                             ; preds = %1948
  %1951 = getelementptr inbounds i8, ptr %5, i64 7, !dbg !1002
  store i8 7, ptr %1951, align 1, !dbg !1000, !tbaa !343
  br label %1952, !dbg !1000

1952:                                             ; preds = %1950, %1948
    #dbg_value(i32 0, !197, !DIExpression(), !259)
  %1953 = icmp sgt i32 %1884, 0, !dbg !1003
  br i1 %1953, label %1954, label %1979, !dbg !1006

1954:                                             ; preds = %1952
  %1955 = load i8, ptr %5, align 1, !tbaa !343
  %1956 = getelementptr inbounds i8, ptr %0, i64 19706
  %1957 = zext nneg i32 %1884 to i64, !dbg !1003
  br label %1958, !dbg !1006

1958:                                             ; preds = %1973, %1954
  %1959 = phi i64 [ 0, %1954 ], [ %1977, %1973 ]
  %1960 = phi i8 [ %1955, %1954 ], [ %1975, %1973 ]
    #dbg_value(i64 %1959, !197, !DIExpression(), !259)
  %1961 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %1959, !dbg !1007
  %1962 = load i8, ptr %1961, align 1, !dbg !1007, !tbaa !343
    #dbg_value(i8 %1962, !239, !DIExpression(), !265)
    #dbg_value(i8 %1960, !241, !DIExpression(), !265)
    #dbg_value(i32 0, !198, !DIExpression(), !259)
  %1963 = icmp eq i8 %1962, %1960, !dbg !1009
  br i1 %1963, label %1973, label %1964, !dbg !1010

1964:                                             ; preds = %1958, %1964
  %1965 = phi i64 [ %1967, %1964 ], [ 0, %1958 ]
  %1966 = phi i8 [ %1969, %1964 ], [ %1960, %1958 ]
    #dbg_value(i8 %1966, !241, !DIExpression(), !265)
    #dbg_value(i64 %1965, !198, !DIExpression(), !259)
  %1967 = add nuw nsw i64 %1965, 1, !dbg !1011
    #dbg_value(i64 %1967, !198, !DIExpression(), !259)
    #dbg_value(i8 %1966, !240, !DIExpression(), !265)
  %1968 = getelementptr inbounds [6 x i8], ptr %5, i64 0, i64 %1967, !dbg !1013
  %1969 = load i8, ptr %1968, align 1, !dbg !1013, !tbaa !343
    #dbg_value(i8 %1969, !241, !DIExpression(), !265)
  store i8 %1966, ptr %1968, align 1, !dbg !1014, !tbaa !343
  %1970 = icmp eq i8 %1962, %1969, !dbg !1009
  br i1 %1970, label %1971, label %1964, !dbg !1010, !llvm.loop !1015

1971:                                             ; preds = %1964
  %1972 = trunc i64 %1967 to i8, !dbg !1017
  br label %1973, !dbg !1017

1973:                                             ; preds = %1971, %1958
  %1974 = phi i8 [ 0, %1958 ], [ %1972, %1971 ], !dbg !1018
  %1975 = phi i8 [ %1960, %1958 ], [ %1962, %1971 ], !dbg !1018
    #dbg_assign(i8 %1975, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1019, ptr %5, !DIExpression(), !265)
  %1976 = getelementptr inbounds [18002 x i8], ptr %1956, i64 0, i64 %1959, !dbg !1020
  store i8 %1974, ptr %1976, align 1, !dbg !1021, !tbaa !343
  %1977 = add nuw nsw i64 %1959, 1, !dbg !1022
    #dbg_value(i64 %1977, !197, !DIExpression(), !259)
  %1978 = icmp eq i64 %1977, %1957, !dbg !1003
  br i1 %1978, label %1979, label %1958, !dbg !1006, !llvm.loop !1023

1979:                                             ; preds = %1973, %1952
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5) #10, !dbg !1025
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  %1980 = getelementptr inbounds i8, ptr %0, i64 39256
  %1981 = icmp slt i32 %574, 8
  %1982 = and i64 %577, 2147483640
  %1983 = icmp eq i64 %1982, %577
  br label %1984, !dbg !1026

1984:                                             ; preds = %2033, %1979
  %1985 = phi i64 [ 0, %1979 ], [ %2038, %2033 ]
    #dbg_value(i64 %1985, !196, !DIExpression(), !259)
    #dbg_value(i32 0, !197, !DIExpression(), !259)
    #dbg_value(i32 32, !207, !DIExpression(), !259)
    #dbg_value(i32 0, !208, !DIExpression(), !259)
  br i1 %575, label %1986, label %2033, !dbg !1028

1986:                                             ; preds = %1984
  br i1 %1981, label %2010, label %1987, !dbg !1028

1987:                                             ; preds = %1986, %1987
  %1988 = phi i64 [ %2003, %1987 ], [ 0, %1986 ], !dbg !1032
  %1989 = phi <4 x i32> [ %2001, %1987 ], [ <i32 32, i32 32, i32 32, i32 32>, %1986 ]
  %1990 = phi <4 x i32> [ %2002, %1987 ], [ <i32 32, i32 32, i32 32, i32 32>, %1986 ]
  %1991 = phi <4 x i32> [ %1999, %1987 ], [ zeroinitializer, %1986 ]
  %1992 = phi <4 x i32> [ %2000, %1987 ], [ zeroinitializer, %1986 ]
  %1993 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985, i64 %1988, !dbg !1034
  %1994 = getelementptr inbounds i8, ptr %1993, i64 4, !dbg !1034
  %1995 = load <4 x i8>, ptr %1993, align 1, !dbg !1034, !tbaa !343
  %1996 = load <4 x i8>, ptr %1994, align 1, !dbg !1034, !tbaa !343
  %1997 = zext <4 x i8> %1995 to <4 x i32>, !dbg !1034
  %1998 = zext <4 x i8> %1996 to <4 x i32>, !dbg !1034
  %1999 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1991, <4 x i32> %1997), !dbg !1037
  %2000 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1992, <4 x i32> %1998), !dbg !1037
  %2001 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %1989, <4 x i32> %1997), !dbg !1038
  %2002 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %1990, <4 x i32> %1998), !dbg !1038
  %2003 = add nuw i64 %1988, 8, !dbg !1032
  %2004 = icmp eq i64 %2003, %1982, !dbg !1032
  br i1 %2004, label %2005, label %1987, !dbg !1032, !llvm.loop !1039

2005:                                             ; preds = %1987
  %2006 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %2001, <4 x i32> %2002), !dbg !1028
  %2007 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %2006), !dbg !1028
  %2008 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1999, <4 x i32> %2000), !dbg !1028
  %2009 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %2008), !dbg !1028
  br i1 %1983, label %2025, label %2010, !dbg !1028

2010:                                             ; preds = %2005, %1986
  %2011 = phi i64 [ 0, %1986 ], [ %1982, %2005 ]
  %2012 = phi i32 [ 32, %1986 ], [ %2007, %2005 ]
  %2013 = phi i32 [ 0, %1986 ], [ %2009, %2005 ]
  br label %2014, !dbg !1028

2014:                                             ; preds = %2010, %2014
  %2015 = phi i64 [ %2023, %2014 ], [ %2011, %2010 ]
  %2016 = phi i32 [ %2022, %2014 ], [ %2012, %2010 ]
  %2017 = phi i32 [ %2021, %2014 ], [ %2013, %2010 ]
    #dbg_value(i64 %2015, !197, !DIExpression(), !259)
    #dbg_value(i32 %2016, !207, !DIExpression(), !259)
    #dbg_value(i32 %2017, !208, !DIExpression(), !259)
  %2018 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985, i64 %2015, !dbg !1034
  %2019 = load i8, ptr %2018, align 1, !dbg !1034, !tbaa !343
  %2020 = zext i8 %2019 to i32, !dbg !1034
  %2021 = call i32 @llvm.smax.i32(i32 %2017, i32 %2020), !dbg !1037
    #dbg_value(i32 %2021, !208, !DIExpression(), !259)
  %2022 = call i32 @llvm.smin.i32(i32 %2016, i32 %2020), !dbg !1038
    #dbg_value(i32 %2022, !207, !DIExpression(), !259)
  %2023 = add nuw nsw i64 %2015, 1, !dbg !1032
    #dbg_value(i64 %2023, !197, !DIExpression(), !259)
  %2024 = icmp eq i64 %2023, %577, !dbg !1041
  br i1 %2024, label %2025, label %2014, !dbg !1028, !llvm.loop !1042

2025:                                             ; preds = %2014, %2005
  %2026 = phi i32 [ %2009, %2005 ], [ %2021, %2014 ], !dbg !1037
  %2027 = phi i32 [ %2007, %2005 ], [ %2022, %2014 ], !dbg !1038
  %2028 = icmp ugt i32 %2026, 17, !dbg !1043
  br i1 %2028, label %2029, label %2030, !dbg !1046

2029:                                             ; preds = %2025
  call void @BZ2_bz__AssertH__fail(i32 noundef 3004) #10, !dbg !1043
  br label %2030, !dbg !1043

2030:                                             ; preds = %2029, %2025
  %2031 = icmp slt i32 %2027, 1, !dbg !1047
  br i1 %2031, label %2032, label %2033, !dbg !1050

2032:                                             ; preds = %2030
  call void @BZ2_bz__AssertH__fail(i32 noundef 3005) #10, !dbg !1047
  br label %2033, !dbg !1047

2033:                                             ; preds = %2032, %2030, %1984
  %2034 = phi i32 [ %2026, %2032 ], [ %2026, %2030 ], [ 0, %1984 ]
  %2035 = phi i32 [ %2027, %2032 ], [ %2027, %2030 ], [ 32, %1984 ]
  %2036 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %1985, !dbg !1051
  %2037 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985, !dbg !1052
  call void @BZ2_hbAssignCodes(ptr noundef nonnull %2036, ptr noundef nonnull %2037, i32 noundef %2035, i32 noundef %2034, i32 noundef %574) #10, !dbg !1053
  %2038 = add nuw nsw i64 %1985, 1, !dbg !1054
    #dbg_value(i64 %2038, !196, !DIExpression(), !259)
  %2039 = icmp eq i64 %2038, %604, !dbg !1055
  br i1 %2039, label %2040, label %1984, !dbg !1026, !llvm.loop !1056

2040:                                             ; preds = %2033
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10, !dbg !1058
    #dbg_value(i32 0, !197, !DIExpression(), !259)
    #dbg_value(i64 0, !197, !DIExpression(), !259)
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2041 = load <16 x i8>, ptr %356, align 1, !dbg !1059, !tbaa !343
  %2042 = freeze <16 x i8> %2041, !dbg !1059
  %2043 = icmp ne <16 x i8> %2042, zeroinitializer, !dbg !1059
  %2044 = bitcast <16 x i1> %2043 to i16, !dbg !1066
  %2045 = icmp ne i16 %2044, 0, !dbg !1066
  %2046 = zext i1 %2045 to i8, !dbg !1066
  store i8 %2046, ptr %6, align 16, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 1, !197, !DIExpression(), !259)
  %2047 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2048 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2049 = load <16 x i8>, ptr %2048, align 1, !dbg !1059, !tbaa !343
  %2050 = freeze <16 x i8> %2049, !dbg !1059
  %2051 = icmp ne <16 x i8> %2050, zeroinitializer, !dbg !1059
  %2052 = bitcast <16 x i1> %2051 to i16, !dbg !1066
  %2053 = icmp ne i16 %2052, 0, !dbg !1066
  %2054 = zext i1 %2053 to i8, !dbg !1066
  store i8 %2054, ptr %2047, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 2, !197, !DIExpression(), !259)
  %2055 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2056 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2057 = load <16 x i8>, ptr %2056, align 1, !dbg !1059, !tbaa !343
  %2058 = freeze <16 x i8> %2057, !dbg !1059
  %2059 = icmp ne <16 x i8> %2058, zeroinitializer, !dbg !1059
  %2060 = bitcast <16 x i1> %2059 to i16, !dbg !1066
  %2061 = icmp ne i16 %2060, 0, !dbg !1066
  %2062 = zext i1 %2061 to i8, !dbg !1066
  store i8 %2062, ptr %2055, align 2, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 3, !197, !DIExpression(), !259)
  %2063 = getelementptr inbounds i8, ptr %6, i64 3, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2064 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2065 = load <16 x i8>, ptr %2064, align 1, !dbg !1059, !tbaa !343
  %2066 = freeze <16 x i8> %2065, !dbg !1059
  %2067 = icmp ne <16 x i8> %2066, zeroinitializer, !dbg !1059
  %2068 = bitcast <16 x i1> %2067 to i16, !dbg !1066
  %2069 = icmp ne i16 %2068, 0, !dbg !1066
  %2070 = zext i1 %2069 to i8, !dbg !1066
  store i8 %2070, ptr %2063, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 4, !197, !DIExpression(), !259)
  %2071 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2072 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2073 = load <16 x i8>, ptr %2072, align 1, !dbg !1059, !tbaa !343
  %2074 = freeze <16 x i8> %2073, !dbg !1059
  %2075 = icmp ne <16 x i8> %2074, zeroinitializer, !dbg !1059
  %2076 = bitcast <16 x i1> %2075 to i16, !dbg !1066
  %2077 = icmp ne i16 %2076, 0, !dbg !1066
  %2078 = zext i1 %2077 to i8, !dbg !1066
  store i8 %2078, ptr %2071, align 4, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 5, !197, !DIExpression(), !259)
  %2079 = getelementptr inbounds i8, ptr %6, i64 5, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2080 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2081 = load <16 x i8>, ptr %2080, align 1, !dbg !1059, !tbaa !343
  %2082 = freeze <16 x i8> %2081, !dbg !1059
  %2083 = icmp ne <16 x i8> %2082, zeroinitializer, !dbg !1059
  %2084 = bitcast <16 x i1> %2083 to i16, !dbg !1066
  %2085 = icmp ne i16 %2084, 0, !dbg !1066
  %2086 = zext i1 %2085 to i8, !dbg !1066
  store i8 %2086, ptr %2079, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 6, !197, !DIExpression(), !259)
  %2087 = getelementptr inbounds i8, ptr %6, i64 6, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2088 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2089 = load <16 x i8>, ptr %2088, align 1, !dbg !1059, !tbaa !343
  %2090 = freeze <16 x i8> %2089, !dbg !1059
  %2091 = icmp ne <16 x i8> %2090, zeroinitializer, !dbg !1059
  %2092 = bitcast <16 x i1> %2091 to i16, !dbg !1066
  %2093 = icmp ne i16 %2092, 0, !dbg !1066
  %2094 = zext i1 %2093 to i8, !dbg !1066
  store i8 %2094, ptr %2087, align 2, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 7, !197, !DIExpression(), !259)
  %2095 = getelementptr inbounds i8, ptr %6, i64 7, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2096 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2097 = load <16 x i8>, ptr %2096, align 1, !dbg !1059, !tbaa !343
  %2098 = freeze <16 x i8> %2097, !dbg !1059
  %2099 = icmp ne <16 x i8> %2098, zeroinitializer, !dbg !1059
  %2100 = bitcast <16 x i1> %2099 to i16, !dbg !1066
  %2101 = icmp ne i16 %2100, 0, !dbg !1066
  %2102 = zext i1 %2101 to i8, !dbg !1066
  store i8 %2102, ptr %2095, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 8, !197, !DIExpression(), !259)
  %2103 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2104 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2105 = load <16 x i8>, ptr %2104, align 1, !dbg !1059, !tbaa !343
  %2106 = freeze <16 x i8> %2105, !dbg !1059
  %2107 = icmp ne <16 x i8> %2106, zeroinitializer, !dbg !1059
  %2108 = bitcast <16 x i1> %2107 to i16, !dbg !1066
  %2109 = icmp ne i16 %2108, 0, !dbg !1066
  %2110 = zext i1 %2109 to i8, !dbg !1066
  store i8 %2110, ptr %2103, align 8, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 9, !197, !DIExpression(), !259)
  %2111 = getelementptr inbounds i8, ptr %6, i64 9, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2112 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2113 = load <16 x i8>, ptr %2112, align 1, !dbg !1059, !tbaa !343
  %2114 = freeze <16 x i8> %2113, !dbg !1059
  %2115 = icmp ne <16 x i8> %2114, zeroinitializer, !dbg !1059
  %2116 = bitcast <16 x i1> %2115 to i16, !dbg !1066
  %2117 = icmp ne i16 %2116, 0, !dbg !1066
  %2118 = zext i1 %2117 to i8, !dbg !1066
  store i8 %2118, ptr %2111, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 10, !197, !DIExpression(), !259)
  %2119 = getelementptr inbounds i8, ptr %6, i64 10, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2120 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2121 = load <16 x i8>, ptr %2120, align 1, !dbg !1059, !tbaa !343
  %2122 = freeze <16 x i8> %2121, !dbg !1059
  %2123 = icmp ne <16 x i8> %2122, zeroinitializer, !dbg !1059
  %2124 = bitcast <16 x i1> %2123 to i16, !dbg !1066
  %2125 = icmp ne i16 %2124, 0, !dbg !1066
  %2126 = zext i1 %2125 to i8, !dbg !1066
  store i8 %2126, ptr %2119, align 2, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 11, !197, !DIExpression(), !259)
  %2127 = getelementptr inbounds i8, ptr %6, i64 11, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2128 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2129 = load <16 x i8>, ptr %2128, align 1, !dbg !1059, !tbaa !343
  %2130 = freeze <16 x i8> %2129, !dbg !1059
  %2131 = icmp ne <16 x i8> %2130, zeroinitializer, !dbg !1059
  %2132 = bitcast <16 x i1> %2131 to i16, !dbg !1066
  %2133 = icmp ne i16 %2132, 0, !dbg !1066
  %2134 = zext i1 %2133 to i8, !dbg !1066
  store i8 %2134, ptr %2127, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 12, !197, !DIExpression(), !259)
  %2135 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2136 = getelementptr inbounds i8, ptr %0, i64 320, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2137 = load <16 x i8>, ptr %2136, align 1, !dbg !1059, !tbaa !343
  %2138 = freeze <16 x i8> %2137, !dbg !1059
  %2139 = icmp ne <16 x i8> %2138, zeroinitializer, !dbg !1059
  %2140 = bitcast <16 x i1> %2139 to i16, !dbg !1066
  %2141 = icmp ne i16 %2140, 0, !dbg !1066
  %2142 = zext i1 %2141 to i8, !dbg !1066
  store i8 %2142, ptr %2135, align 4, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 13, !197, !DIExpression(), !259)
  %2143 = getelementptr inbounds i8, ptr %6, i64 13, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2144 = getelementptr inbounds i8, ptr %0, i64 336, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2145 = load <16 x i8>, ptr %2144, align 1, !dbg !1059, !tbaa !343
  %2146 = freeze <16 x i8> %2145, !dbg !1059
  %2147 = icmp ne <16 x i8> %2146, zeroinitializer, !dbg !1059
  %2148 = bitcast <16 x i1> %2147 to i16, !dbg !1066
  %2149 = icmp ne i16 %2148, 0, !dbg !1066
  %2150 = zext i1 %2149 to i8, !dbg !1066
  store i8 %2150, ptr %2143, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 14, !197, !DIExpression(), !259)
  %2151 = getelementptr inbounds i8, ptr %6, i64 14, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2152 = getelementptr inbounds i8, ptr %0, i64 352, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2153 = load <16 x i8>, ptr %2152, align 1, !dbg !1059, !tbaa !343
  %2154 = freeze <16 x i8> %2153, !dbg !1059
  %2155 = icmp ne <16 x i8> %2154, zeroinitializer, !dbg !1059
  %2156 = bitcast <16 x i1> %2155 to i16, !dbg !1066
  %2157 = icmp ne i16 %2156, 0, !dbg !1066
  %2158 = zext i1 %2157 to i8, !dbg !1066
  store i8 %2158, ptr %2151, align 2, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 15, !197, !DIExpression(), !259)
  %2159 = getelementptr inbounds i8, ptr %6, i64 15, !dbg !1068
    #dbg_value(i64 0, !198, !DIExpression(), !259)
  %2160 = getelementptr inbounds i8, ptr %0, i64 368, !dbg !1059
    #dbg_value(i64 15, !198, !DIExpression(), !259)
  %2161 = load <16 x i8>, ptr %2160, align 1, !dbg !1059, !tbaa !343
  %2162 = freeze <16 x i8> %2161, !dbg !1059
  %2163 = icmp ne <16 x i8> %2162, zeroinitializer, !dbg !1059
  %2164 = bitcast <16 x i1> %2163 to i16, !dbg !1066
  %2165 = icmp ne i16 %2164, 0, !dbg !1066
  %2166 = zext i1 %2165 to i8, !dbg !1066
  store i8 %2166, ptr %2159, align 1, !dbg !1067
    #dbg_value(i64 16, !198, !DIExpression(), !259)
    #dbg_value(i64 16, !197, !DIExpression(), !259)
  %2167 = getelementptr inbounds i8, ptr %0, i64 116, !dbg !1069
  %2168 = load i32, ptr %2167, align 4, !dbg !1069, !tbaa !289
    #dbg_value(i32 %2168, !211, !DIExpression(), !259)
    #dbg_value(i32 0, !197, !DIExpression(), !259)
  %2169 = load i32, ptr %125, align 4, !dbg !1070, !tbaa !174
  %2170 = load i32, ptr %128, align 8, !dbg !1075, !tbaa !182
  br label %2171, !dbg !1076

2171:                                             ; preds = %2218, %2040
  %2172 = phi i32 [ %2219, %2218 ], [ %2170, %2040 ], !dbg !1075
  %2173 = phi i32 [ %2222, %2218 ], [ %2169, %2040 ], !dbg !1070
  %2174 = phi i32 [ %2221, %2218 ], [ %2168, %2040 ]
  %2175 = phi i64 [ %2223, %2218 ], [ 0, %2040 ]
    #dbg_value(i64 %2175, !197, !DIExpression(), !259)
  %2176 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2175, !dbg !1077
  %2177 = load i8, ptr %2176, align 1, !dbg !1077, !tbaa !343
  %2178 = icmp eq i8 %2177, 0, !dbg !1077
    #dbg_value(ptr %0, !324, !DIExpression(), !1078)
    #dbg_value(ptr %0, !324, !DIExpression(), !1080)
    #dbg_value(i32 1, !329, !DIExpression(), !1078)
    #dbg_value(i32 1, !329, !DIExpression(), !1080)
  %2179 = icmp sgt i32 %2173, 7, !dbg !1070
  br i1 %2178, label %2202, label %2180, !dbg !1082

2180:                                             ; preds = %2171
    #dbg_value(i32 1, !330, !DIExpression(), !1080)
  br i1 %2179, label %2181, label %2196, !dbg !1083

2181:                                             ; preds = %2180, %2181
  %2182 = phi i32 [ %2190, %2181 ], [ %2174, %2180 ], !dbg !1084
  %2183 = phi i32 [ %2192, %2181 ], [ %2172, %2180 ], !dbg !1084
  %2184 = lshr i32 %2183, 24, !dbg !1084
  %2185 = trunc nuw i32 %2184 to i8, !dbg !1084
  %2186 = load ptr, ptr %39, align 8, !dbg !1084, !tbaa !306
  %2187 = sext i32 %2182 to i64, !dbg !1084
  %2188 = getelementptr inbounds i8, ptr %2186, i64 %2187, !dbg !1084
  store i8 %2185, ptr %2188, align 1, !dbg !1084, !tbaa !343
  %2189 = load i32, ptr %2167, align 4, !dbg !1084, !tbaa !289
  %2190 = add nsw i32 %2189, 1, !dbg !1084
  store i32 %2190, ptr %2167, align 4, !dbg !1084, !tbaa !289
  %2191 = load i32, ptr %128, align 8, !dbg !1084, !tbaa !182
  %2192 = shl i32 %2191, 8, !dbg !1084
  store i32 %2192, ptr %128, align 8, !dbg !1084, !tbaa !182
  %2193 = load i32, ptr %125, align 4, !dbg !1084, !tbaa !174
  %2194 = add nsw i32 %2193, -8, !dbg !1084
  store i32 %2194, ptr %125, align 4, !dbg !1084, !tbaa !174
  %2195 = icmp sgt i32 %2193, 15, !dbg !1083
  br i1 %2195, label %2181, label %2196, !dbg !1083, !llvm.loop !1085

2196:                                             ; preds = %2181, %2180
  %2197 = phi i32 [ %2174, %2180 ], [ %2190, %2181 ]
  %2198 = phi i32 [ %2172, %2180 ], [ %2192, %2181 ], !dbg !1086
  %2199 = phi i32 [ %2173, %2180 ], [ %2194, %2181 ], !dbg !1083
  %2200 = lshr exact i32 -2147483648, %2199, !dbg !1087
  %2201 = or i32 %2200, %2198, !dbg !1086
  br label %2218, !dbg !1088

2202:                                             ; preds = %2171
    #dbg_value(i32 0, !330, !DIExpression(), !1078)
  br i1 %2179, label %2203, label %2218, !dbg !1089

2203:                                             ; preds = %2202, %2203
  %2204 = phi i32 [ %2212, %2203 ], [ %2174, %2202 ], !dbg !1090
  %2205 = phi i32 [ %2214, %2203 ], [ %2172, %2202 ], !dbg !1090
  %2206 = lshr i32 %2205, 24, !dbg !1090
  %2207 = trunc nuw i32 %2206 to i8, !dbg !1090
  %2208 = load ptr, ptr %39, align 8, !dbg !1090, !tbaa !306
  %2209 = sext i32 %2204 to i64, !dbg !1090
  %2210 = getelementptr inbounds i8, ptr %2208, i64 %2209, !dbg !1090
  store i8 %2207, ptr %2210, align 1, !dbg !1090, !tbaa !343
  %2211 = load i32, ptr %2167, align 4, !dbg !1090, !tbaa !289
  %2212 = add nsw i32 %2211, 1, !dbg !1090
  store i32 %2212, ptr %2167, align 4, !dbg !1090, !tbaa !289
  %2213 = load i32, ptr %128, align 8, !dbg !1090, !tbaa !182
  %2214 = shl i32 %2213, 8, !dbg !1090
  store i32 %2214, ptr %128, align 8, !dbg !1090, !tbaa !182
  %2215 = load i32, ptr %125, align 4, !dbg !1090, !tbaa !174
  %2216 = add nsw i32 %2215, -8, !dbg !1090
  store i32 %2216, ptr %125, align 4, !dbg !1090, !tbaa !174
  %2217 = icmp sgt i32 %2215, 15, !dbg !1089
  br i1 %2217, label %2203, label %2218, !dbg !1089, !llvm.loop !1091

2218:                                             ; preds = %2203, %2202, %2196
  %2219 = phi i32 [ %2201, %2196 ], [ %2172, %2202 ], [ %2214, %2203 ]
  %2220 = phi i32 [ %2199, %2196 ], [ %2173, %2202 ], [ %2216, %2203 ]
  %2221 = phi i32 [ %2197, %2196 ], [ %2174, %2202 ], [ %2212, %2203 ]
  %2222 = add nsw i32 %2220, 1, !dbg !1092
  store i32 %2219, ptr %128, align 8, !dbg !1093, !tbaa !182
  store i32 %2222, ptr %125, align 4, !dbg !1094, !tbaa !174
  %2223 = add nuw nsw i64 %2175, 1, !dbg !1095
    #dbg_value(i64 %2223, !197, !DIExpression(), !259)
  %2224 = icmp eq i64 %2223, 16, !dbg !1096
  br i1 %2224, label %2225, label %2171, !dbg !1076, !llvm.loop !1097

2225:                                             ; preds = %2218, %2290
  %2226 = phi i32 [ %2291, %2290 ], [ %2221, %2218 ]
  %2227 = phi i32 [ %2292, %2290 ], [ %2219, %2218 ]
  %2228 = phi i32 [ %2293, %2290 ], [ %2222, %2218 ]
  %2229 = phi i64 [ %2294, %2290 ], [ 0, %2218 ]
    #dbg_value(i64 %2229, !197, !DIExpression(), !259)
  %2230 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2229, !dbg !1099
  %2231 = load i8, ptr %2230, align 1, !dbg !1099, !tbaa !343
  %2232 = icmp eq i8 %2231, 0, !dbg !1099
  br i1 %2232, label %2290, label %2233, !dbg !1103

2233:                                             ; preds = %2225
  %2234 = shl nuw nsw i64 %2229, 4
    #dbg_value(i32 0, !198, !DIExpression(), !259)
  br label %2235, !dbg !1104

2235:                                             ; preds = %2283, %2233
  %2236 = phi i32 [ %2226, %2233 ], [ %2284, %2283 ]
  %2237 = phi i32 [ %2227, %2233 ], [ %2285, %2283 ]
  %2238 = phi i32 [ %2228, %2233 ], [ %2287, %2283 ]
  %2239 = phi i64 [ 0, %2233 ], [ %2288, %2283 ]
    #dbg_value(i64 %2239, !198, !DIExpression(), !259)
  %2240 = add nuw nsw i64 %2239, %2234, !dbg !1106
  %2241 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %2240, !dbg !1110
  %2242 = load i8, ptr %2241, align 1, !dbg !1110, !tbaa !343
  %2243 = icmp eq i8 %2242, 0, !dbg !1110
    #dbg_value(ptr %0, !324, !DIExpression(), !1111)
    #dbg_value(ptr %0, !324, !DIExpression(), !1113)
    #dbg_value(i32 1, !329, !DIExpression(), !1111)
    #dbg_value(i32 1, !329, !DIExpression(), !1113)
  %2244 = icmp sgt i32 %2238, 7, !dbg !1115
  br i1 %2243, label %2267, label %2245, !dbg !1117

2245:                                             ; preds = %2235
    #dbg_value(i32 1, !330, !DIExpression(), !1113)
  br i1 %2244, label %2246, label %2261, !dbg !1118

2246:                                             ; preds = %2245, %2246
  %2247 = phi i32 [ %2255, %2246 ], [ %2236, %2245 ], !dbg !1119
  %2248 = phi i32 [ %2257, %2246 ], [ %2237, %2245 ], !dbg !1119
  %2249 = lshr i32 %2248, 24, !dbg !1119
  %2250 = trunc nuw i32 %2249 to i8, !dbg !1119
  %2251 = load ptr, ptr %39, align 8, !dbg !1119, !tbaa !306
  %2252 = sext i32 %2247 to i64, !dbg !1119
  %2253 = getelementptr inbounds i8, ptr %2251, i64 %2252, !dbg !1119
  store i8 %2250, ptr %2253, align 1, !dbg !1119, !tbaa !343
  %2254 = load i32, ptr %2167, align 4, !dbg !1119, !tbaa !289
  %2255 = add nsw i32 %2254, 1, !dbg !1119
  store i32 %2255, ptr %2167, align 4, !dbg !1119, !tbaa !289
  %2256 = load i32, ptr %128, align 8, !dbg !1119, !tbaa !182
  %2257 = shl i32 %2256, 8, !dbg !1119
  store i32 %2257, ptr %128, align 8, !dbg !1119, !tbaa !182
  %2258 = load i32, ptr %125, align 4, !dbg !1119, !tbaa !174
  %2259 = add nsw i32 %2258, -8, !dbg !1119
  store i32 %2259, ptr %125, align 4, !dbg !1119, !tbaa !174
  %2260 = icmp sgt i32 %2258, 15, !dbg !1118
  br i1 %2260, label %2246, label %2261, !dbg !1118, !llvm.loop !1120

2261:                                             ; preds = %2246, %2245
  %2262 = phi i32 [ %2236, %2245 ], [ %2255, %2246 ]
  %2263 = phi i32 [ %2237, %2245 ], [ %2257, %2246 ], !dbg !1121
  %2264 = phi i32 [ %2238, %2245 ], [ %2259, %2246 ], !dbg !1118
  %2265 = lshr exact i32 -2147483648, %2264, !dbg !1122
  %2266 = or i32 %2265, %2263, !dbg !1121
  br label %2283, !dbg !1123

2267:                                             ; preds = %2235
    #dbg_value(i32 0, !330, !DIExpression(), !1111)
  br i1 %2244, label %2268, label %2283, !dbg !1124

2268:                                             ; preds = %2267, %2268
  %2269 = phi i32 [ %2277, %2268 ], [ %2236, %2267 ], !dbg !1125
  %2270 = phi i32 [ %2279, %2268 ], [ %2237, %2267 ], !dbg !1125
  %2271 = lshr i32 %2270, 24, !dbg !1125
  %2272 = trunc nuw i32 %2271 to i8, !dbg !1125
  %2273 = load ptr, ptr %39, align 8, !dbg !1125, !tbaa !306
  %2274 = sext i32 %2269 to i64, !dbg !1125
  %2275 = getelementptr inbounds i8, ptr %2273, i64 %2274, !dbg !1125
  store i8 %2272, ptr %2275, align 1, !dbg !1125, !tbaa !343
  %2276 = load i32, ptr %2167, align 4, !dbg !1125, !tbaa !289
  %2277 = add nsw i32 %2276, 1, !dbg !1125
  store i32 %2277, ptr %2167, align 4, !dbg !1125, !tbaa !289
  %2278 = load i32, ptr %128, align 8, !dbg !1125, !tbaa !182
  %2279 = shl i32 %2278, 8, !dbg !1125
  store i32 %2279, ptr %128, align 8, !dbg !1125, !tbaa !182
  %2280 = load i32, ptr %125, align 4, !dbg !1125, !tbaa !174
  %2281 = add nsw i32 %2280, -8, !dbg !1125
  store i32 %2281, ptr %125, align 4, !dbg !1125, !tbaa !174
  %2282 = icmp sgt i32 %2280, 15, !dbg !1124
  br i1 %2282, label %2268, label %2283, !dbg !1124, !llvm.loop !1126

2283:                                             ; preds = %2268, %2267, %2261
  %2284 = phi i32 [ %2262, %2261 ], [ %2236, %2267 ], [ %2277, %2268 ]
  %2285 = phi i32 [ %2266, %2261 ], [ %2237, %2267 ], [ %2279, %2268 ]
  %2286 = phi i32 [ %2264, %2261 ], [ %2238, %2267 ], [ %2281, %2268 ]
  %2287 = add nsw i32 %2286, 1, !dbg !1127
  store i32 %2285, ptr %128, align 8, !dbg !1128, !tbaa !182
  store i32 %2287, ptr %125, align 4, !dbg !1129, !tbaa !174
  %2288 = add nuw nsw i64 %2239, 1, !dbg !1130
    #dbg_value(i64 %2288, !198, !DIExpression(), !259)
  %2289 = icmp eq i64 %2288, 16, !dbg !1131
  br i1 %2289, label %2290, label %2235, !dbg !1104, !llvm.loop !1132

2290:                                             ; preds = %2283, %2225
  %2291 = phi i32 [ %2226, %2225 ], [ %2284, %2283 ]
  %2292 = phi i32 [ %2227, %2225 ], [ %2285, %2283 ]
  %2293 = phi i32 [ %2228, %2225 ], [ %2287, %2283 ]
  %2294 = add nuw nsw i64 %2229, 1, !dbg !1134
    #dbg_value(i64 %2294, !197, !DIExpression(), !259)
  %2295 = icmp eq i64 %2294, 16, !dbg !1135
  br i1 %2295, label %2296, label %2225, !dbg !1136, !llvm.loop !1137

2296:                                             ; preds = %2290
  %2297 = load i32, ptr %564, align 8, !dbg !1139, !tbaa !293
  %2298 = icmp sgt i32 %2297, 2, !dbg !1141
  br i1 %2298, label %2299, label %2306, !dbg !1142

2299:                                             ; preds = %2296
  %2300 = load ptr, ptr @stderr, align 8, !dbg !1143, !tbaa !297
  %2301 = sub nsw i32 %2291, %2168, !dbg !1143
  %2302 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2300, ptr noundef nonnull @.str.7, i32 noundef %2301) #9, !dbg !1143
  %2303 = load i32, ptr %2167, align 4, !dbg !1144, !tbaa !289
  %2304 = load i32, ptr %125, align 4, !dbg !1145, !tbaa !174
  %2305 = load i32, ptr %128, align 8, !dbg !1147, !tbaa !182
  br label %2306, !dbg !1143

2306:                                             ; preds = %2299, %2296
  %2307 = phi i32 [ %2305, %2299 ], [ %2292, %2296 ], !dbg !1147
  %2308 = phi i32 [ %2304, %2299 ], [ %2293, %2296 ], !dbg !1145
  %2309 = phi i32 [ %2303, %2299 ], [ %2291, %2296 ], !dbg !1144
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10, !dbg !1148
    #dbg_value(i32 %2309, !211, !DIExpression(), !259)
    #dbg_value(ptr %0, !324, !DIExpression(), !1147)
    #dbg_value(i32 3, !329, !DIExpression(), !1147)
    #dbg_value(i32 %602, !330, !DIExpression(), !1147)
  %2310 = icmp sgt i32 %2308, 7, !dbg !1145
  br i1 %2310, label %2311, label %2326, !dbg !1145

2311:                                             ; preds = %2306, %2311
  %2312 = phi i32 [ %2320, %2311 ], [ %2309, %2306 ], !dbg !1149
  %2313 = phi i32 [ %2322, %2311 ], [ %2307, %2306 ], !dbg !1149
  %2314 = lshr i32 %2313, 24, !dbg !1149
  %2315 = trunc nuw i32 %2314 to i8, !dbg !1149
  %2316 = load ptr, ptr %39, align 8, !dbg !1149, !tbaa !306
  %2317 = sext i32 %2312 to i64, !dbg !1149
  %2318 = getelementptr inbounds i8, ptr %2316, i64 %2317, !dbg !1149
  store i8 %2315, ptr %2318, align 1, !dbg !1149, !tbaa !343
  %2319 = load i32, ptr %2167, align 4, !dbg !1149, !tbaa !289
  %2320 = add nsw i32 %2319, 1, !dbg !1149
  store i32 %2320, ptr %2167, align 4, !dbg !1149, !tbaa !289
  %2321 = load i32, ptr %128, align 8, !dbg !1149, !tbaa !182
  %2322 = shl i32 %2321, 8, !dbg !1149
  store i32 %2322, ptr %128, align 8, !dbg !1149, !tbaa !182
  %2323 = load i32, ptr %125, align 4, !dbg !1149, !tbaa !174
  %2324 = add nsw i32 %2323, -8, !dbg !1149
  store i32 %2324, ptr %125, align 4, !dbg !1149, !tbaa !174
  %2325 = icmp sgt i32 %2323, 15, !dbg !1145
  br i1 %2325, label %2311, label %2326, !dbg !1145, !llvm.loop !1150

2326:                                             ; preds = %2311, %2306
  %2327 = phi i32 [ %2309, %2306 ], [ %2320, %2311 ]
  %2328 = phi i32 [ %2307, %2306 ], [ %2322, %2311 ], !dbg !1151
  %2329 = phi i32 [ %2308, %2306 ], [ %2324, %2311 ], !dbg !1145
  %2330 = add nsw i32 %2329, 3, !dbg !1152
  %2331 = sub i32 29, %2329, !dbg !1152
  %2332 = shl i32 %602, %2331, !dbg !1153
  %2333 = or i32 %2332, %2328, !dbg !1151
  store i32 %2333, ptr %128, align 8, !dbg !1151, !tbaa !182
  store i32 %2330, ptr %125, align 4, !dbg !1154, !tbaa !174
    #dbg_value(ptr %0, !324, !DIExpression(), !1155)
    #dbg_value(i32 15, !329, !DIExpression(), !1155)
    #dbg_value(i32 %1884, !330, !DIExpression(), !1155)
  %2334 = icmp sgt i32 %2329, 4, !dbg !1157
  br i1 %2334, label %2335, label %2350, !dbg !1157

2335:                                             ; preds = %2326, %2335
  %2336 = phi i32 [ %2344, %2335 ], [ %2327, %2326 ], !dbg !1158
  %2337 = phi i32 [ %2346, %2335 ], [ %2333, %2326 ], !dbg !1158
  %2338 = lshr i32 %2337, 24, !dbg !1158
  %2339 = trunc nuw i32 %2338 to i8, !dbg !1158
  %2340 = load ptr, ptr %39, align 8, !dbg !1158, !tbaa !306
  %2341 = sext i32 %2336 to i64, !dbg !1158
  %2342 = getelementptr inbounds i8, ptr %2340, i64 %2341, !dbg !1158
  store i8 %2339, ptr %2342, align 1, !dbg !1158, !tbaa !343
  %2343 = load i32, ptr %2167, align 4, !dbg !1158, !tbaa !289
  %2344 = add nsw i32 %2343, 1, !dbg !1158
  store i32 %2344, ptr %2167, align 4, !dbg !1158, !tbaa !289
  %2345 = load i32, ptr %128, align 8, !dbg !1158, !tbaa !182
  %2346 = shl i32 %2345, 8, !dbg !1158
  store i32 %2346, ptr %128, align 8, !dbg !1158, !tbaa !182
  %2347 = load i32, ptr %125, align 4, !dbg !1158, !tbaa !174
  %2348 = add nsw i32 %2347, -8, !dbg !1158
  store i32 %2348, ptr %125, align 4, !dbg !1158, !tbaa !174
  %2349 = icmp sgt i32 %2347, 15, !dbg !1157
  br i1 %2349, label %2335, label %2350, !dbg !1157, !llvm.loop !1159

2350:                                             ; preds = %2335, %2326
  %2351 = phi i32 [ %2327, %2326 ], [ %2344, %2335 ]
  %2352 = phi i32 [ %2333, %2326 ], [ %2346, %2335 ], !dbg !1160
  %2353 = phi i32 [ %2330, %2326 ], [ %2348, %2335 ], !dbg !1157
  %2354 = add nsw i32 %2353, 15, !dbg !1161
  %2355 = sub i32 17, %2353, !dbg !1161
  %2356 = shl i32 %1884, %2355, !dbg !1162
  %2357 = or i32 %2356, %2352, !dbg !1160
  store i32 %2357, ptr %128, align 8, !dbg !1160, !tbaa !182
  store i32 %2354, ptr %125, align 4, !dbg !1163, !tbaa !174
    #dbg_value(i32 0, !197, !DIExpression(), !259)
  br i1 %1953, label %2358, label %2431, !dbg !1164

2358:                                             ; preds = %2350
  %2359 = getelementptr inbounds i8, ptr %0, i64 19706
  %2360 = zext nneg i32 %1884 to i64, !dbg !1166
  br label %2361, !dbg !1164

2361:                                             ; preds = %2424, %2358
  %2362 = phi i32 [ %2351, %2358 ], [ %2425, %2424 ]
  %2363 = phi i32 [ %2357, %2358 ], [ %2426, %2424 ]
  %2364 = phi i32 [ %2354, %2358 ], [ %2428, %2424 ]
  %2365 = phi i64 [ 0, %2358 ], [ %2429, %2424 ]
    #dbg_value(i64 %2365, !197, !DIExpression(), !259)
  %2366 = getelementptr inbounds [18002 x i8], ptr %2359, i64 0, i64 %2365
    #dbg_value(i32 0, !198, !DIExpression(), !259)
  %2367 = load i8, ptr %2366, align 1, !dbg !1168, !tbaa !343
  %2368 = icmp eq i8 %2367, 0, !dbg !1172
  br i1 %2368, label %2404, label %2369, !dbg !1173

2369:                                             ; preds = %2361, %2393
  %2370 = phi i8 [ %2394, %2393 ], [ %2367, %2361 ]
  %2371 = phi i32 [ %2395, %2393 ], [ %2362, %2361 ]
  %2372 = phi i32 [ %2400, %2393 ], [ %2363, %2361 ]
  %2373 = phi i32 [ %2398, %2393 ], [ %2364, %2361 ], !dbg !1174
  %2374 = phi i32 [ %2401, %2393 ], [ 0, %2361 ]
    #dbg_value(i32 %2374, !198, !DIExpression(), !259)
    #dbg_value(ptr %0, !324, !DIExpression(), !1176)
    #dbg_value(i32 1, !329, !DIExpression(), !1176)
    #dbg_value(i32 1, !330, !DIExpression(), !1176)
  %2375 = icmp sgt i32 %2373, 7, !dbg !1174
  br i1 %2375, label %2376, label %2393, !dbg !1174

2376:                                             ; preds = %2369, %2376
  %2377 = phi i32 [ %2385, %2376 ], [ %2371, %2369 ], !dbg !1177
  %2378 = phi i32 [ %2387, %2376 ], [ %2372, %2369 ], !dbg !1177
  %2379 = lshr i32 %2378, 24, !dbg !1177
  %2380 = trunc nuw i32 %2379 to i8, !dbg !1177
  %2381 = load ptr, ptr %39, align 8, !dbg !1177, !tbaa !306
  %2382 = sext i32 %2377 to i64, !dbg !1177
  %2383 = getelementptr inbounds i8, ptr %2381, i64 %2382, !dbg !1177
  store i8 %2380, ptr %2383, align 1, !dbg !1177, !tbaa !343
  %2384 = load i32, ptr %2167, align 4, !dbg !1177, !tbaa !289
  %2385 = add nsw i32 %2384, 1, !dbg !1177
  store i32 %2385, ptr %2167, align 4, !dbg !1177, !tbaa !289
  %2386 = load i32, ptr %128, align 8, !dbg !1177, !tbaa !182
  %2387 = shl i32 %2386, 8, !dbg !1177
  store i32 %2387, ptr %128, align 8, !dbg !1177, !tbaa !182
  %2388 = load i32, ptr %125, align 4, !dbg !1177, !tbaa !174
  %2389 = add nsw i32 %2388, -8, !dbg !1177
  store i32 %2389, ptr %125, align 4, !dbg !1177, !tbaa !174
  %2390 = icmp sgt i32 %2388, 15, !dbg !1174
  br i1 %2390, label %2376, label %2391, !dbg !1174, !llvm.loop !1178

2391:                                             ; preds = %2376
  %2392 = load i8, ptr %2366, align 1, !dbg !1168, !tbaa !343
  br label %2393, !dbg !1179

2393:                                             ; preds = %2391, %2369
  %2394 = phi i8 [ %2392, %2391 ], [ %2370, %2369 ], !dbg !1168
  %2395 = phi i32 [ %2385, %2391 ], [ %2371, %2369 ]
  %2396 = phi i32 [ %2387, %2391 ], [ %2372, %2369 ], !dbg !1180
  %2397 = phi i32 [ %2389, %2391 ], [ %2373, %2369 ], !dbg !1174
  %2398 = add nsw i32 %2397, 1, !dbg !1179
  %2399 = lshr exact i32 -2147483648, %2397, !dbg !1181
  %2400 = or i32 %2399, %2396, !dbg !1180
  store i32 %2400, ptr %128, align 8, !dbg !1180, !tbaa !182
  store i32 %2398, ptr %125, align 4, !dbg !1182, !tbaa !174
  %2401 = add nuw nsw i32 %2374, 1, !dbg !1183
    #dbg_value(i32 %2401, !198, !DIExpression(), !259)
  %2402 = zext i8 %2394 to i32, !dbg !1168
  %2403 = icmp ult i32 %2401, %2402, !dbg !1172
  br i1 %2403, label %2369, label %2404, !dbg !1173, !llvm.loop !1184

2404:                                             ; preds = %2393, %2361
  %2405 = phi i32 [ %2363, %2361 ], [ %2400, %2393 ]
  %2406 = phi i32 [ %2364, %2361 ], [ %2398, %2393 ], !dbg !1186
  %2407 = phi i32 [ %2362, %2361 ], [ %2395, %2393 ]
    #dbg_value(ptr %0, !324, !DIExpression(), !1188)
    #dbg_value(i32 1, !329, !DIExpression(), !1188)
    #dbg_value(i32 0, !330, !DIExpression(), !1188)
  %2408 = icmp sgt i32 %2406, 7, !dbg !1186
  br i1 %2408, label %2409, label %2424, !dbg !1186

2409:                                             ; preds = %2404, %2409
  %2410 = phi i32 [ %2418, %2409 ], [ %2407, %2404 ], !dbg !1189
  %2411 = phi i32 [ %2420, %2409 ], [ %2405, %2404 ], !dbg !1189
  %2412 = lshr i32 %2411, 24, !dbg !1189
  %2413 = trunc nuw i32 %2412 to i8, !dbg !1189
  %2414 = load ptr, ptr %39, align 8, !dbg !1189, !tbaa !306
  %2415 = sext i32 %2410 to i64, !dbg !1189
  %2416 = getelementptr inbounds i8, ptr %2414, i64 %2415, !dbg !1189
  store i8 %2413, ptr %2416, align 1, !dbg !1189, !tbaa !343
  %2417 = load i32, ptr %2167, align 4, !dbg !1189, !tbaa !289
  %2418 = add nsw i32 %2417, 1, !dbg !1189
  store i32 %2418, ptr %2167, align 4, !dbg !1189, !tbaa !289
  %2419 = load i32, ptr %128, align 8, !dbg !1189, !tbaa !182
  %2420 = shl i32 %2419, 8, !dbg !1189
  store i32 %2420, ptr %128, align 8, !dbg !1189, !tbaa !182
  %2421 = load i32, ptr %125, align 4, !dbg !1189, !tbaa !174
  %2422 = add nsw i32 %2421, -8, !dbg !1189
  store i32 %2422, ptr %125, align 4, !dbg !1189, !tbaa !174
  %2423 = icmp sgt i32 %2421, 15, !dbg !1186
  br i1 %2423, label %2409, label %2424, !dbg !1186, !llvm.loop !1190

2424:                                             ; preds = %2409, %2404
  %2425 = phi i32 [ %2407, %2404 ], [ %2418, %2409 ]
  %2426 = phi i32 [ %2405, %2404 ], [ %2420, %2409 ], !dbg !1191
  %2427 = phi i32 [ %2406, %2404 ], [ %2422, %2409 ], !dbg !1186
  %2428 = add nsw i32 %2427, 1, !dbg !1192
  store i32 %2426, ptr %128, align 8, !dbg !1191, !tbaa !182
  store i32 %2428, ptr %125, align 4, !dbg !1193, !tbaa !174
  %2429 = add nuw nsw i64 %2365, 1, !dbg !1194
    #dbg_value(i64 %2429, !197, !DIExpression(), !259)
  %2430 = icmp eq i64 %2429, %2360, !dbg !1166
  br i1 %2430, label %2431, label %2361, !dbg !1164, !llvm.loop !1195

2431:                                             ; preds = %2424, %2350
  %2432 = phi i32 [ %2357, %2350 ], [ %2426, %2424 ]
  %2433 = phi i32 [ %2354, %2350 ], [ %2428, %2424 ]
  %2434 = phi i32 [ %2351, %2350 ], [ %2425, %2424 ]
  %2435 = load i32, ptr %564, align 8, !dbg !1197, !tbaa !293
  %2436 = icmp sgt i32 %2435, 2, !dbg !1199
  br i1 %2436, label %2437, label %2444, !dbg !1200

2437:                                             ; preds = %2431
  %2438 = load ptr, ptr @stderr, align 8, !dbg !1201, !tbaa !297
  %2439 = sub nsw i32 %2434, %2309, !dbg !1201
  %2440 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2438, ptr noundef nonnull @.str.8, i32 noundef %2439) #9, !dbg !1201
  %2441 = load i32, ptr %2167, align 4, !dbg !1202, !tbaa !289
  %2442 = load i32, ptr %125, align 4, !dbg !1203, !tbaa !174
  %2443 = load i32, ptr %128, align 8, !dbg !1205, !tbaa !182
  br label %2444, !dbg !1201

2444:                                             ; preds = %2437, %2431
  %2445 = phi i32 [ %2443, %2437 ], [ %2432, %2431 ], !dbg !1205
  %2446 = phi i32 [ %2442, %2437 ], [ %2433, %2431 ], !dbg !1203
  %2447 = phi i32 [ %2441, %2437 ], [ %2434, %2431 ], !dbg !1202
    #dbg_value(i32 %2447, !211, !DIExpression(), !259)
    #dbg_value(i32 0, !196, !DIExpression(), !259)
  br label %2448, !dbg !1206

2448:                                             ; preds = %2591, %2444
  %2449 = phi i32 [ %2445, %2444 ], [ %2592, %2591 ], !dbg !1205
  %2450 = phi i32 [ %2447, %2444 ], [ %2593, %2591 ]
  %2451 = phi i32 [ %2446, %2444 ], [ %2594, %2591 ], !dbg !1203
  %2452 = phi i64 [ 0, %2444 ], [ %2595, %2591 ]
    #dbg_value(i64 %2452, !196, !DIExpression(), !259)
  %2453 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2452, !dbg !1207
  %2454 = load i8, ptr %2453, align 2, !dbg !1207, !tbaa !343
  %2455 = zext i8 %2454 to i32, !dbg !1207
    #dbg_value(i32 %2455, !247, !DIExpression(), !1208)
    #dbg_value(ptr %0, !324, !DIExpression(), !1205)
    #dbg_value(i32 5, !329, !DIExpression(), !1205)
    #dbg_value(i32 %2455, !330, !DIExpression(), !1205)
  %2456 = icmp sgt i32 %2451, 7, !dbg !1203
  br i1 %2456, label %2457, label %2472, !dbg !1203

2457:                                             ; preds = %2448, %2457
  %2458 = phi i32 [ %2466, %2457 ], [ %2450, %2448 ], !dbg !1209
  %2459 = phi i32 [ %2468, %2457 ], [ %2449, %2448 ], !dbg !1209
  %2460 = lshr i32 %2459, 24, !dbg !1209
  %2461 = trunc nuw i32 %2460 to i8, !dbg !1209
  %2462 = load ptr, ptr %39, align 8, !dbg !1209, !tbaa !306
  %2463 = sext i32 %2458 to i64, !dbg !1209
  %2464 = getelementptr inbounds i8, ptr %2462, i64 %2463, !dbg !1209
  store i8 %2461, ptr %2464, align 1, !dbg !1209, !tbaa !343
  %2465 = load i32, ptr %2167, align 4, !dbg !1209, !tbaa !289
  %2466 = add nsw i32 %2465, 1, !dbg !1209
  store i32 %2466, ptr %2167, align 4, !dbg !1209, !tbaa !289
  %2467 = load i32, ptr %128, align 8, !dbg !1209, !tbaa !182
  %2468 = shl i32 %2467, 8, !dbg !1209
  store i32 %2468, ptr %128, align 8, !dbg !1209, !tbaa !182
  %2469 = load i32, ptr %125, align 4, !dbg !1209, !tbaa !174
  %2470 = add nsw i32 %2469, -8, !dbg !1209
  store i32 %2470, ptr %125, align 4, !dbg !1209, !tbaa !174
  %2471 = icmp sgt i32 %2469, 15, !dbg !1203
  br i1 %2471, label %2457, label %2472, !dbg !1203, !llvm.loop !1210

2472:                                             ; preds = %2457, %2448
  %2473 = phi i32 [ %2450, %2448 ], [ %2466, %2457 ]
  %2474 = phi i32 [ %2449, %2448 ], [ %2468, %2457 ], !dbg !1211
  %2475 = phi i32 [ %2451, %2448 ], [ %2470, %2457 ], !dbg !1203
  %2476 = add nsw i32 %2475, 5, !dbg !1212
  %2477 = sub i32 27, %2475, !dbg !1212
  %2478 = shl i32 %2455, %2477, !dbg !1213
  %2479 = or i32 %2478, %2474, !dbg !1211
  store i32 %2479, ptr %128, align 8, !dbg !1211, !tbaa !182
  store i32 %2476, ptr %125, align 4, !dbg !1214, !tbaa !174
    #dbg_value(i32 0, !197, !DIExpression(), !259)
    #dbg_value(i32 %2455, !247, !DIExpression(), !1208)
  br i1 %575, label %2480, label %2591, !dbg !1215

2480:                                             ; preds = %2472, %2584
  %2481 = phi i32 [ %2586, %2584 ], [ %2479, %2472 ]
  %2482 = phi i32 [ %2588, %2584 ], [ %2476, %2472 ]
  %2483 = phi i32 [ %2585, %2584 ], [ %2473, %2472 ]
  %2484 = phi i64 [ %2589, %2584 ], [ 0, %2472 ]
  %2485 = phi i32 [ %2567, %2584 ], [ %2455, %2472 ]
    #dbg_value(i64 %2484, !197, !DIExpression(), !259)
    #dbg_value(i32 %2485, !247, !DIExpression(), !1208)
  %2486 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2452, i64 %2484
  %2487 = load i8, ptr %2486, align 1, !dbg !1217, !tbaa !343
  %2488 = zext i8 %2487 to i32, !dbg !1217
  %2489 = icmp slt i32 %2485, %2488, !dbg !1220
  br i1 %2489, label %2497, label %2490, !dbg !1221

2490:                                             ; preds = %2518, %2480
  %2491 = phi i32 [ %2488, %2480 ], [ %2528, %2518 ], !dbg !1222
  %2492 = phi i32 [ %2481, %2480 ], [ %2525, %2518 ]
  %2493 = phi i32 [ %2482, %2480 ], [ %2522, %2518 ]
  %2494 = phi i32 [ %2483, %2480 ], [ %2519, %2518 ]
  %2495 = phi i32 [ %2485, %2480 ], [ %2526, %2518 ], !dbg !1208
    #dbg_value(i32 %2495, !247, !DIExpression(), !1208)
  %2496 = icmp ugt i32 %2495, %2491, !dbg !1223
  br i1 %2496, label %2530, label %2563, !dbg !1224

2497:                                             ; preds = %2480, %2518
  %2498 = phi i32 [ %2525, %2518 ], [ %2481, %2480 ]
  %2499 = phi i32 [ %2522, %2518 ], [ %2482, %2480 ], !dbg !1225
  %2500 = phi i32 [ %2519, %2518 ], [ %2483, %2480 ]
  %2501 = phi i32 [ %2526, %2518 ], [ %2485, %2480 ]
    #dbg_value(i32 %2501, !247, !DIExpression(), !1208)
    #dbg_value(ptr %0, !324, !DIExpression(), !1228)
    #dbg_value(i32 2, !329, !DIExpression(), !1228)
    #dbg_value(i32 2, !330, !DIExpression(), !1228)
  %2502 = icmp sgt i32 %2499, 7, !dbg !1225
  br i1 %2502, label %2503, label %2518, !dbg !1225

2503:                                             ; preds = %2497, %2503
  %2504 = phi i32 [ %2512, %2503 ], [ %2500, %2497 ], !dbg !1229
  %2505 = phi i32 [ %2514, %2503 ], [ %2498, %2497 ], !dbg !1229
  %2506 = lshr i32 %2505, 24, !dbg !1229
  %2507 = trunc nuw i32 %2506 to i8, !dbg !1229
  %2508 = load ptr, ptr %39, align 8, !dbg !1229, !tbaa !306
  %2509 = sext i32 %2504 to i64, !dbg !1229
  %2510 = getelementptr inbounds i8, ptr %2508, i64 %2509, !dbg !1229
  store i8 %2507, ptr %2510, align 1, !dbg !1229, !tbaa !343
  %2511 = load i32, ptr %2167, align 4, !dbg !1229, !tbaa !289
  %2512 = add nsw i32 %2511, 1, !dbg !1229
  store i32 %2512, ptr %2167, align 4, !dbg !1229, !tbaa !289
  %2513 = load i32, ptr %128, align 8, !dbg !1229, !tbaa !182
  %2514 = shl i32 %2513, 8, !dbg !1229
  store i32 %2514, ptr %128, align 8, !dbg !1229, !tbaa !182
  %2515 = load i32, ptr %125, align 4, !dbg !1229, !tbaa !174
  %2516 = add nsw i32 %2515, -8, !dbg !1229
  store i32 %2516, ptr %125, align 4, !dbg !1229, !tbaa !174
  %2517 = icmp sgt i32 %2515, 15, !dbg !1225
  br i1 %2517, label %2503, label %2518, !dbg !1225, !llvm.loop !1230

2518:                                             ; preds = %2503, %2497
  %2519 = phi i32 [ %2500, %2497 ], [ %2512, %2503 ]
  %2520 = phi i32 [ %2498, %2497 ], [ %2514, %2503 ], !dbg !1231
  %2521 = phi i32 [ %2499, %2497 ], [ %2516, %2503 ], !dbg !1225
  %2522 = add nsw i32 %2521, 2, !dbg !1232
  %2523 = sub i32 30, %2521, !dbg !1232
  %2524 = shl i32 2, %2523, !dbg !1233
  %2525 = or i32 %2524, %2520, !dbg !1231
  store i32 %2525, ptr %128, align 8, !dbg !1231, !tbaa !182
  store i32 %2522, ptr %125, align 4, !dbg !1234, !tbaa !174
  %2526 = add nuw nsw i32 %2501, 1, !dbg !1235
    #dbg_value(i32 %2526, !247, !DIExpression(), !1208)
  %2527 = load i8, ptr %2486, align 1, !dbg !1217, !tbaa !343
  %2528 = zext i8 %2527 to i32, !dbg !1217
  %2529 = icmp slt i32 %2526, %2528, !dbg !1220
  br i1 %2529, label %2497, label %2490, !dbg !1221, !llvm.loop !1236

2530:                                             ; preds = %2490, %2551
  %2531 = phi i32 [ %2558, %2551 ], [ %2492, %2490 ]
  %2532 = phi i32 [ %2555, %2551 ], [ %2493, %2490 ], !dbg !1238
  %2533 = phi i32 [ %2552, %2551 ], [ %2494, %2490 ]
  %2534 = phi i32 [ %2559, %2551 ], [ %2495, %2490 ]
    #dbg_value(i32 %2534, !247, !DIExpression(), !1208)
    #dbg_value(ptr %0, !324, !DIExpression(), !1241)
    #dbg_value(i32 2, !329, !DIExpression(), !1241)
    #dbg_value(i32 3, !330, !DIExpression(), !1241)
  %2535 = icmp sgt i32 %2532, 7, !dbg !1238
  br i1 %2535, label %2536, label %2551, !dbg !1238

2536:                                             ; preds = %2530, %2536
  %2537 = phi i32 [ %2545, %2536 ], [ %2533, %2530 ], !dbg !1242
  %2538 = phi i32 [ %2547, %2536 ], [ %2531, %2530 ], !dbg !1242
  %2539 = lshr i32 %2538, 24, !dbg !1242
  %2540 = trunc nuw i32 %2539 to i8, !dbg !1242
  %2541 = load ptr, ptr %39, align 8, !dbg !1242, !tbaa !306
  %2542 = sext i32 %2537 to i64, !dbg !1242
  %2543 = getelementptr inbounds i8, ptr %2541, i64 %2542, !dbg !1242
  store i8 %2540, ptr %2543, align 1, !dbg !1242, !tbaa !343
  %2544 = load i32, ptr %2167, align 4, !dbg !1242, !tbaa !289
  %2545 = add nsw i32 %2544, 1, !dbg !1242
  store i32 %2545, ptr %2167, align 4, !dbg !1242, !tbaa !289
  %2546 = load i32, ptr %128, align 8, !dbg !1242, !tbaa !182
  %2547 = shl i32 %2546, 8, !dbg !1242
  store i32 %2547, ptr %128, align 8, !dbg !1242, !tbaa !182
  %2548 = load i32, ptr %125, align 4, !dbg !1242, !tbaa !174
  %2549 = add nsw i32 %2548, -8, !dbg !1242
  store i32 %2549, ptr %125, align 4, !dbg !1242, !tbaa !174
  %2550 = icmp sgt i32 %2548, 15, !dbg !1238
  br i1 %2550, label %2536, label %2551, !dbg !1238, !llvm.loop !1243

2551:                                             ; preds = %2536, %2530
  %2552 = phi i32 [ %2533, %2530 ], [ %2545, %2536 ]
  %2553 = phi i32 [ %2531, %2530 ], [ %2547, %2536 ], !dbg !1244
  %2554 = phi i32 [ %2532, %2530 ], [ %2549, %2536 ], !dbg !1238
  %2555 = add nsw i32 %2554, 2, !dbg !1245
  %2556 = sub i32 30, %2554, !dbg !1245
  %2557 = shl i32 3, %2556, !dbg !1246
  %2558 = or i32 %2557, %2553, !dbg !1244
  store i32 %2558, ptr %128, align 8, !dbg !1244, !tbaa !182
  store i32 %2555, ptr %125, align 4, !dbg !1247, !tbaa !174
  %2559 = add nsw i32 %2534, -1, !dbg !1248
    #dbg_value(i32 %2559, !247, !DIExpression(), !1208)
  %2560 = load i8, ptr %2486, align 1, !dbg !1222, !tbaa !343
  %2561 = zext i8 %2560 to i32, !dbg !1222
  %2562 = icmp sgt i32 %2559, %2561, !dbg !1223
  br i1 %2562, label %2530, label %2563, !dbg !1224, !llvm.loop !1249

2563:                                             ; preds = %2551, %2490
  %2564 = phi i32 [ %2492, %2490 ], [ %2558, %2551 ]
  %2565 = phi i32 [ %2493, %2490 ], [ %2555, %2551 ], !dbg !1251
  %2566 = phi i32 [ %2494, %2490 ], [ %2552, %2551 ]
  %2567 = phi i32 [ %2495, %2490 ], [ %2559, %2551 ], !dbg !1208
    #dbg_value(ptr %0, !324, !DIExpression(), !1253)
    #dbg_value(i32 1, !329, !DIExpression(), !1253)
    #dbg_value(i32 0, !330, !DIExpression(), !1253)
  %2568 = icmp sgt i32 %2565, 7, !dbg !1251
  br i1 %2568, label %2569, label %2584, !dbg !1251

2569:                                             ; preds = %2563, %2569
  %2570 = phi i32 [ %2578, %2569 ], [ %2566, %2563 ], !dbg !1254
  %2571 = phi i32 [ %2580, %2569 ], [ %2564, %2563 ], !dbg !1254
  %2572 = lshr i32 %2571, 24, !dbg !1254
  %2573 = trunc nuw i32 %2572 to i8, !dbg !1254
  %2574 = load ptr, ptr %39, align 8, !dbg !1254, !tbaa !306
  %2575 = sext i32 %2570 to i64, !dbg !1254
  %2576 = getelementptr inbounds i8, ptr %2574, i64 %2575, !dbg !1254
  store i8 %2573, ptr %2576, align 1, !dbg !1254, !tbaa !343
  %2577 = load i32, ptr %2167, align 4, !dbg !1254, !tbaa !289
  %2578 = add nsw i32 %2577, 1, !dbg !1254
  store i32 %2578, ptr %2167, align 4, !dbg !1254, !tbaa !289
  %2579 = load i32, ptr %128, align 8, !dbg !1254, !tbaa !182
  %2580 = shl i32 %2579, 8, !dbg !1254
  store i32 %2580, ptr %128, align 8, !dbg !1254, !tbaa !182
  %2581 = load i32, ptr %125, align 4, !dbg !1254, !tbaa !174
  %2582 = add nsw i32 %2581, -8, !dbg !1254
  store i32 %2582, ptr %125, align 4, !dbg !1254, !tbaa !174
  %2583 = icmp sgt i32 %2581, 15, !dbg !1251
  br i1 %2583, label %2569, label %2584, !dbg !1251, !llvm.loop !1255

2584:                                             ; preds = %2569, %2563
  %2585 = phi i32 [ %2566, %2563 ], [ %2578, %2569 ]
  %2586 = phi i32 [ %2564, %2563 ], [ %2580, %2569 ], !dbg !1256
  %2587 = phi i32 [ %2565, %2563 ], [ %2582, %2569 ], !dbg !1251
  %2588 = add nsw i32 %2587, 1, !dbg !1257
  store i32 %2586, ptr %128, align 8, !dbg !1256, !tbaa !182
  store i32 %2588, ptr %125, align 4, !dbg !1258, !tbaa !174
  %2589 = add nuw nsw i64 %2484, 1, !dbg !1259
    #dbg_value(i64 %2589, !197, !DIExpression(), !259)
    #dbg_value(i32 %2567, !247, !DIExpression(), !1208)
  %2590 = icmp eq i64 %2589, %577, !dbg !1260
  br i1 %2590, label %2591, label %2480, !dbg !1215, !llvm.loop !1261

2591:                                             ; preds = %2584, %2472
  %2592 = phi i32 [ %2479, %2472 ], [ %2586, %2584 ]
  %2593 = phi i32 [ %2473, %2472 ], [ %2585, %2584 ]
  %2594 = phi i32 [ %2476, %2472 ], [ %2588, %2584 ]
  %2595 = add nuw nsw i64 %2452, 1, !dbg !1263
    #dbg_value(i64 %2595, !196, !DIExpression(), !259)
  %2596 = icmp eq i64 %2595, %604, !dbg !1264
  br i1 %2596, label %2597, label %2448, !dbg !1206, !llvm.loop !1265

2597:                                             ; preds = %2591
  %2598 = load i32, ptr %564, align 8, !dbg !1267, !tbaa !293
  %2599 = icmp sgt i32 %2598, 2, !dbg !1269
  br i1 %2599, label %2600, label %2605, !dbg !1270

2600:                                             ; preds = %2597
  %2601 = load ptr, ptr @stderr, align 8, !dbg !1271, !tbaa !297
  %2602 = sub nsw i32 %2593, %2447, !dbg !1271
  %2603 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2601, ptr noundef nonnull @.str.9, i32 noundef %2602) #9, !dbg !1271
  %2604 = load i32, ptr %2167, align 4, !dbg !1272, !tbaa !289
  br label %2605, !dbg !1271

2605:                                             ; preds = %2600, %2597
  %2606 = phi i32 [ %2604, %2600 ], [ %2593, %2597 ], !dbg !1272
    #dbg_value(i32 %2606, !211, !DIExpression(), !259)
    #dbg_value(i32 0, !209, !DIExpression(), !259)
    #dbg_value(i32 0, !199, !DIExpression(), !259)
  %2607 = load i32, ptr %562, align 4, !dbg !1273, !tbaa !648
  %2608 = icmp sgt i32 %2607, 0, !dbg !1275
  br i1 %2608, label %2609, label %4340, !dbg !1276

2609:                                             ; preds = %2605, %4333
  %2610 = phi i64 [ %4335, %4333 ], [ 0, %2605 ]
  %2611 = phi i32 [ %4336, %4333 ], [ %2607, %2605 ]
  %2612 = phi i32 [ %4334, %4333 ], [ 0, %2605 ]
    #dbg_value(i32 %2612, !199, !DIExpression(), !259)
    #dbg_value(i64 %2610, !209, !DIExpression(), !259)
  %2613 = add nsw i32 %2612, 49, !dbg !1277
    #dbg_value(i32 %2613, !200, !DIExpression(), !259)
  %2614 = icmp slt i32 %2613, %2611, !dbg !1278
  %2615 = add nsw i32 %2611, -1
  %2616 = select i1 %2614, i32 %2613, i32 %2615, !dbg !1280
    #dbg_value(i32 %2616, !200, !DIExpression(), !259)
  %2617 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %2610, !dbg !1281
  %2618 = load i8, ptr %2617, align 1, !dbg !1281, !tbaa !343
  %2619 = zext i8 %2618 to i32, !dbg !1281
  %2620 = icmp ugt i32 %602, %2619, !dbg !1281
  br i1 %2620, label %2622, label %2621, !dbg !1284

2621:                                             ; preds = %2609
  call void @BZ2_bz__AssertH__fail(i32 noundef 3006) #10, !dbg !1281
  br label %2622, !dbg !1281

2622:                                             ; preds = %2621, %2609
  %2623 = sub nsw i32 %2616, %2612
  %2624 = icmp eq i32 %2623, 49
  %2625 = select i1 %601, i1 %2624, i1 false, !dbg !1285
  br i1 %2625, label %2633, label %2626, !dbg !1285

2626:                                             ; preds = %2622
    #dbg_value(i32 %2612, !197, !DIExpression(), !259)
  %2627 = icmp sgt i32 %2612, %2616, !dbg !1286
  br i1 %2627, label %4333, label %2628, !dbg !1290

2628:                                             ; preds = %2626
  %2629 = sext i32 %2612 to i64, !dbg !1290
  %2630 = add i32 %2616, 1, !dbg !1290
  %2631 = load i32, ptr %125, align 4, !dbg !1291, !tbaa !174
  %2632 = load i32, ptr %128, align 8, !dbg !1294, !tbaa !182
  br label %4291, !dbg !1290

2633:                                             ; preds = %2622
  %2634 = load i8, ptr %2617, align 1, !dbg !1295, !tbaa !343
  %2635 = zext i8 %2634 to i64, !dbg !1296
  %2636 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2635, !dbg !1296
    #dbg_value(ptr %2636, !255, !DIExpression(), !1297)
  %2637 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %2635, !dbg !1298
    #dbg_value(ptr %2637, !256, !DIExpression(), !1297)
  %2638 = sext i32 %2612 to i64, !dbg !1299
  %2639 = getelementptr inbounds i16, ptr %563, i64 %2638, !dbg !1299
  %2640 = load i16, ptr %2639, align 2, !dbg !1299, !tbaa !605
    #dbg_value(i16 %2640, !251, !DIExpression(), !1297)
  %2641 = zext i16 %2640 to i64, !dbg !1299
  %2642 = getelementptr inbounds i8, ptr %2636, i64 %2641, !dbg !1299
  %2643 = load i8, ptr %2642, align 1, !dbg !1299, !tbaa !343
  %2644 = zext i8 %2643 to i32, !dbg !1299
  %2645 = getelementptr inbounds i32, ptr %2637, i64 %2641, !dbg !1299
  %2646 = load i32, ptr %2645, align 4, !dbg !1299, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1300)
    #dbg_value(i32 %2644, !329, !DIExpression(), !1300)
    #dbg_value(i32 %2646, !330, !DIExpression(), !1300)
  %2647 = load i32, ptr %125, align 4, !dbg !1302, !tbaa !174
  %2648 = icmp sgt i32 %2647, 7, !dbg !1302
  %2649 = load i32, ptr %128, align 8, !dbg !1300, !tbaa !182
  br i1 %2648, label %2650, label %2667, !dbg !1302

2650:                                             ; preds = %2633
  %2651 = load i32, ptr %2167, align 4, !dbg !1303, !tbaa !289
  br label %2652, !dbg !1302

2652:                                             ; preds = %2652, %2650
  %2653 = phi i32 [ %2651, %2650 ], [ %2661, %2652 ], !dbg !1303
  %2654 = phi i32 [ %2649, %2650 ], [ %2663, %2652 ], !dbg !1303
  %2655 = lshr i32 %2654, 24, !dbg !1303
  %2656 = trunc nuw i32 %2655 to i8, !dbg !1303
  %2657 = load ptr, ptr %39, align 8, !dbg !1303, !tbaa !306
  %2658 = sext i32 %2653 to i64, !dbg !1303
  %2659 = getelementptr inbounds i8, ptr %2657, i64 %2658, !dbg !1303
  store i8 %2656, ptr %2659, align 1, !dbg !1303, !tbaa !343
  %2660 = load i32, ptr %2167, align 4, !dbg !1303, !tbaa !289
  %2661 = add nsw i32 %2660, 1, !dbg !1303
  store i32 %2661, ptr %2167, align 4, !dbg !1303, !tbaa !289
  %2662 = load i32, ptr %128, align 8, !dbg !1303, !tbaa !182
  %2663 = shl i32 %2662, 8, !dbg !1303
  store i32 %2663, ptr %128, align 8, !dbg !1303, !tbaa !182
  %2664 = load i32, ptr %125, align 4, !dbg !1303, !tbaa !174
  %2665 = add nsw i32 %2664, -8, !dbg !1303
  store i32 %2665, ptr %125, align 4, !dbg !1303, !tbaa !174
  %2666 = icmp sgt i32 %2664, 15, !dbg !1302
  br i1 %2666, label %2652, label %2667, !dbg !1302, !llvm.loop !1304

2667:                                             ; preds = %2652, %2633
  %2668 = phi i32 [ %2649, %2633 ], [ %2663, %2652 ], !dbg !1305
  %2669 = phi i32 [ %2647, %2633 ], [ %2665, %2652 ], !dbg !1302
  %2670 = add i32 %2669, %2644, !dbg !1306
  %2671 = sub i32 32, %2670, !dbg !1306
  %2672 = shl i32 %2646, %2671, !dbg !1307
  %2673 = or i32 %2672, %2668, !dbg !1305
  store i32 %2673, ptr %128, align 8, !dbg !1305, !tbaa !182
  store i32 %2670, ptr %125, align 4, !dbg !1308, !tbaa !174
  %2674 = getelementptr i8, ptr %2639, i64 2, !dbg !1309
  %2675 = load i16, ptr %2674, align 2, !dbg !1309, !tbaa !605
    #dbg_value(i16 %2675, !251, !DIExpression(), !1297)
  %2676 = zext i16 %2675 to i64, !dbg !1309
  %2677 = getelementptr inbounds i8, ptr %2636, i64 %2676, !dbg !1309
  %2678 = load i8, ptr %2677, align 1, !dbg !1309, !tbaa !343
  %2679 = zext i8 %2678 to i32, !dbg !1309
  %2680 = getelementptr inbounds i32, ptr %2637, i64 %2676, !dbg !1309
  %2681 = load i32, ptr %2680, align 4, !dbg !1309, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1310)
    #dbg_value(i32 %2679, !329, !DIExpression(), !1310)
    #dbg_value(i32 %2681, !330, !DIExpression(), !1310)
  %2682 = icmp sgt i32 %2670, 7, !dbg !1312
  br i1 %2682, label %2683, label %2700, !dbg !1312

2683:                                             ; preds = %2667
  %2684 = load i32, ptr %2167, align 4, !dbg !1313, !tbaa !289
  br label %2685, !dbg !1312

2685:                                             ; preds = %2685, %2683
  %2686 = phi i32 [ %2684, %2683 ], [ %2694, %2685 ], !dbg !1313
  %2687 = phi i32 [ %2673, %2683 ], [ %2696, %2685 ], !dbg !1313
  %2688 = lshr i32 %2687, 24, !dbg !1313
  %2689 = trunc nuw i32 %2688 to i8, !dbg !1313
  %2690 = load ptr, ptr %39, align 8, !dbg !1313, !tbaa !306
  %2691 = sext i32 %2686 to i64, !dbg !1313
  %2692 = getelementptr inbounds i8, ptr %2690, i64 %2691, !dbg !1313
  store i8 %2689, ptr %2692, align 1, !dbg !1313, !tbaa !343
  %2693 = load i32, ptr %2167, align 4, !dbg !1313, !tbaa !289
  %2694 = add nsw i32 %2693, 1, !dbg !1313
  store i32 %2694, ptr %2167, align 4, !dbg !1313, !tbaa !289
  %2695 = load i32, ptr %128, align 8, !dbg !1313, !tbaa !182
  %2696 = shl i32 %2695, 8, !dbg !1313
  store i32 %2696, ptr %128, align 8, !dbg !1313, !tbaa !182
  %2697 = load i32, ptr %125, align 4, !dbg !1313, !tbaa !174
  %2698 = add nsw i32 %2697, -8, !dbg !1313
  store i32 %2698, ptr %125, align 4, !dbg !1313, !tbaa !174
  %2699 = icmp sgt i32 %2697, 15, !dbg !1312
  br i1 %2699, label %2685, label %2700, !dbg !1312, !llvm.loop !1314

2700:                                             ; preds = %2685, %2667
  %2701 = phi i32 [ %2673, %2667 ], [ %2696, %2685 ], !dbg !1315
  %2702 = phi i32 [ %2670, %2667 ], [ %2698, %2685 ], !dbg !1312
  %2703 = add i32 %2702, %2679, !dbg !1316
  %2704 = sub i32 32, %2703, !dbg !1316
  %2705 = shl i32 %2681, %2704, !dbg !1317
  %2706 = or i32 %2705, %2701, !dbg !1315
  store i32 %2706, ptr %128, align 8, !dbg !1315, !tbaa !182
  store i32 %2703, ptr %125, align 4, !dbg !1318, !tbaa !174
  %2707 = getelementptr i8, ptr %2639, i64 4, !dbg !1319
  %2708 = load i16, ptr %2707, align 2, !dbg !1319, !tbaa !605
    #dbg_value(i16 %2708, !251, !DIExpression(), !1297)
  %2709 = zext i16 %2708 to i64, !dbg !1319
  %2710 = getelementptr inbounds i8, ptr %2636, i64 %2709, !dbg !1319
  %2711 = load i8, ptr %2710, align 1, !dbg !1319, !tbaa !343
  %2712 = zext i8 %2711 to i32, !dbg !1319
  %2713 = getelementptr inbounds i32, ptr %2637, i64 %2709, !dbg !1319
  %2714 = load i32, ptr %2713, align 4, !dbg !1319, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1320)
    #dbg_value(i32 %2712, !329, !DIExpression(), !1320)
    #dbg_value(i32 %2714, !330, !DIExpression(), !1320)
  %2715 = icmp sgt i32 %2703, 7, !dbg !1322
  br i1 %2715, label %2716, label %2733, !dbg !1322

2716:                                             ; preds = %2700
  %2717 = load i32, ptr %2167, align 4, !dbg !1323, !tbaa !289
  br label %2718, !dbg !1322

2718:                                             ; preds = %2718, %2716
  %2719 = phi i32 [ %2717, %2716 ], [ %2727, %2718 ], !dbg !1323
  %2720 = phi i32 [ %2706, %2716 ], [ %2729, %2718 ], !dbg !1323
  %2721 = lshr i32 %2720, 24, !dbg !1323
  %2722 = trunc nuw i32 %2721 to i8, !dbg !1323
  %2723 = load ptr, ptr %39, align 8, !dbg !1323, !tbaa !306
  %2724 = sext i32 %2719 to i64, !dbg !1323
  %2725 = getelementptr inbounds i8, ptr %2723, i64 %2724, !dbg !1323
  store i8 %2722, ptr %2725, align 1, !dbg !1323, !tbaa !343
  %2726 = load i32, ptr %2167, align 4, !dbg !1323, !tbaa !289
  %2727 = add nsw i32 %2726, 1, !dbg !1323
  store i32 %2727, ptr %2167, align 4, !dbg !1323, !tbaa !289
  %2728 = load i32, ptr %128, align 8, !dbg !1323, !tbaa !182
  %2729 = shl i32 %2728, 8, !dbg !1323
  store i32 %2729, ptr %128, align 8, !dbg !1323, !tbaa !182
  %2730 = load i32, ptr %125, align 4, !dbg !1323, !tbaa !174
  %2731 = add nsw i32 %2730, -8, !dbg !1323
  store i32 %2731, ptr %125, align 4, !dbg !1323, !tbaa !174
  %2732 = icmp sgt i32 %2730, 15, !dbg !1322
  br i1 %2732, label %2718, label %2733, !dbg !1322, !llvm.loop !1324

2733:                                             ; preds = %2718, %2700
  %2734 = phi i32 [ %2706, %2700 ], [ %2729, %2718 ], !dbg !1325
  %2735 = phi i32 [ %2703, %2700 ], [ %2731, %2718 ], !dbg !1322
  %2736 = add i32 %2735, %2712, !dbg !1326
  %2737 = sub i32 32, %2736, !dbg !1326
  %2738 = shl i32 %2714, %2737, !dbg !1327
  %2739 = or i32 %2738, %2734, !dbg !1325
  store i32 %2739, ptr %128, align 8, !dbg !1325, !tbaa !182
  store i32 %2736, ptr %125, align 4, !dbg !1328, !tbaa !174
  %2740 = getelementptr i8, ptr %2639, i64 6, !dbg !1329
  %2741 = load i16, ptr %2740, align 2, !dbg !1329, !tbaa !605
    #dbg_value(i16 %2741, !251, !DIExpression(), !1297)
  %2742 = zext i16 %2741 to i64, !dbg !1329
  %2743 = getelementptr inbounds i8, ptr %2636, i64 %2742, !dbg !1329
  %2744 = load i8, ptr %2743, align 1, !dbg !1329, !tbaa !343
  %2745 = zext i8 %2744 to i32, !dbg !1329
  %2746 = getelementptr inbounds i32, ptr %2637, i64 %2742, !dbg !1329
  %2747 = load i32, ptr %2746, align 4, !dbg !1329, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1330)
    #dbg_value(i32 %2745, !329, !DIExpression(), !1330)
    #dbg_value(i32 %2747, !330, !DIExpression(), !1330)
  %2748 = icmp sgt i32 %2736, 7, !dbg !1332
  br i1 %2748, label %2749, label %2766, !dbg !1332

2749:                                             ; preds = %2733
  %2750 = load i32, ptr %2167, align 4, !dbg !1333, !tbaa !289
  br label %2751, !dbg !1332

2751:                                             ; preds = %2751, %2749
  %2752 = phi i32 [ %2750, %2749 ], [ %2760, %2751 ], !dbg !1333
  %2753 = phi i32 [ %2739, %2749 ], [ %2762, %2751 ], !dbg !1333
  %2754 = lshr i32 %2753, 24, !dbg !1333
  %2755 = trunc nuw i32 %2754 to i8, !dbg !1333
  %2756 = load ptr, ptr %39, align 8, !dbg !1333, !tbaa !306
  %2757 = sext i32 %2752 to i64, !dbg !1333
  %2758 = getelementptr inbounds i8, ptr %2756, i64 %2757, !dbg !1333
  store i8 %2755, ptr %2758, align 1, !dbg !1333, !tbaa !343
  %2759 = load i32, ptr %2167, align 4, !dbg !1333, !tbaa !289
  %2760 = add nsw i32 %2759, 1, !dbg !1333
  store i32 %2760, ptr %2167, align 4, !dbg !1333, !tbaa !289
  %2761 = load i32, ptr %128, align 8, !dbg !1333, !tbaa !182
  %2762 = shl i32 %2761, 8, !dbg !1333
  store i32 %2762, ptr %128, align 8, !dbg !1333, !tbaa !182
  %2763 = load i32, ptr %125, align 4, !dbg !1333, !tbaa !174
  %2764 = add nsw i32 %2763, -8, !dbg !1333
  store i32 %2764, ptr %125, align 4, !dbg !1333, !tbaa !174
  %2765 = icmp sgt i32 %2763, 15, !dbg !1332
  br i1 %2765, label %2751, label %2766, !dbg !1332, !llvm.loop !1334

2766:                                             ; preds = %2751, %2733
  %2767 = phi i32 [ %2739, %2733 ], [ %2762, %2751 ], !dbg !1335
  %2768 = phi i32 [ %2736, %2733 ], [ %2764, %2751 ], !dbg !1332
  %2769 = add i32 %2768, %2745, !dbg !1336
  %2770 = sub i32 32, %2769, !dbg !1336
  %2771 = shl i32 %2747, %2770, !dbg !1337
  %2772 = or i32 %2771, %2767, !dbg !1335
  store i32 %2772, ptr %128, align 8, !dbg !1335, !tbaa !182
  store i32 %2769, ptr %125, align 4, !dbg !1338, !tbaa !174
  %2773 = getelementptr i8, ptr %2639, i64 8, !dbg !1339
  %2774 = load i16, ptr %2773, align 2, !dbg !1339, !tbaa !605
    #dbg_value(i16 %2774, !251, !DIExpression(), !1297)
  %2775 = zext i16 %2774 to i64, !dbg !1339
  %2776 = getelementptr inbounds i8, ptr %2636, i64 %2775, !dbg !1339
  %2777 = load i8, ptr %2776, align 1, !dbg !1339, !tbaa !343
  %2778 = zext i8 %2777 to i32, !dbg !1339
  %2779 = getelementptr inbounds i32, ptr %2637, i64 %2775, !dbg !1339
  %2780 = load i32, ptr %2779, align 4, !dbg !1339, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1340)
    #dbg_value(i32 %2778, !329, !DIExpression(), !1340)
    #dbg_value(i32 %2780, !330, !DIExpression(), !1340)
  %2781 = icmp sgt i32 %2769, 7, !dbg !1342
  br i1 %2781, label %2782, label %2799, !dbg !1342

2782:                                             ; preds = %2766
  %2783 = load i32, ptr %2167, align 4, !dbg !1343, !tbaa !289
  br label %2784, !dbg !1342

2784:                                             ; preds = %2784, %2782
  %2785 = phi i32 [ %2783, %2782 ], [ %2793, %2784 ], !dbg !1343
  %2786 = phi i32 [ %2772, %2782 ], [ %2795, %2784 ], !dbg !1343
  %2787 = lshr i32 %2786, 24, !dbg !1343
  %2788 = trunc nuw i32 %2787 to i8, !dbg !1343
  %2789 = load ptr, ptr %39, align 8, !dbg !1343, !tbaa !306
  %2790 = sext i32 %2785 to i64, !dbg !1343
  %2791 = getelementptr inbounds i8, ptr %2789, i64 %2790, !dbg !1343
  store i8 %2788, ptr %2791, align 1, !dbg !1343, !tbaa !343
  %2792 = load i32, ptr %2167, align 4, !dbg !1343, !tbaa !289
  %2793 = add nsw i32 %2792, 1, !dbg !1343
  store i32 %2793, ptr %2167, align 4, !dbg !1343, !tbaa !289
  %2794 = load i32, ptr %128, align 8, !dbg !1343, !tbaa !182
  %2795 = shl i32 %2794, 8, !dbg !1343
  store i32 %2795, ptr %128, align 8, !dbg !1343, !tbaa !182
  %2796 = load i32, ptr %125, align 4, !dbg !1343, !tbaa !174
  %2797 = add nsw i32 %2796, -8, !dbg !1343
  store i32 %2797, ptr %125, align 4, !dbg !1343, !tbaa !174
  %2798 = icmp sgt i32 %2796, 15, !dbg !1342
  br i1 %2798, label %2784, label %2799, !dbg !1342, !llvm.loop !1344

2799:                                             ; preds = %2784, %2766
  %2800 = phi i32 [ %2772, %2766 ], [ %2795, %2784 ], !dbg !1345
  %2801 = phi i32 [ %2769, %2766 ], [ %2797, %2784 ], !dbg !1342
  %2802 = add i32 %2801, %2778, !dbg !1346
  %2803 = sub i32 32, %2802, !dbg !1346
  %2804 = shl i32 %2780, %2803, !dbg !1347
  %2805 = or i32 %2804, %2800, !dbg !1345
  store i32 %2805, ptr %128, align 8, !dbg !1345, !tbaa !182
  store i32 %2802, ptr %125, align 4, !dbg !1348, !tbaa !174
  %2806 = getelementptr i8, ptr %2639, i64 10, !dbg !1349
  %2807 = load i16, ptr %2806, align 2, !dbg !1349, !tbaa !605
    #dbg_value(i16 %2807, !251, !DIExpression(), !1297)
  %2808 = zext i16 %2807 to i64, !dbg !1349
  %2809 = getelementptr inbounds i8, ptr %2636, i64 %2808, !dbg !1349
  %2810 = load i8, ptr %2809, align 1, !dbg !1349, !tbaa !343
  %2811 = zext i8 %2810 to i32, !dbg !1349
  %2812 = getelementptr inbounds i32, ptr %2637, i64 %2808, !dbg !1349
  %2813 = load i32, ptr %2812, align 4, !dbg !1349, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1350)
    #dbg_value(i32 %2811, !329, !DIExpression(), !1350)
    #dbg_value(i32 %2813, !330, !DIExpression(), !1350)
  %2814 = icmp sgt i32 %2802, 7, !dbg !1352
  br i1 %2814, label %2815, label %2832, !dbg !1352

2815:                                             ; preds = %2799
  %2816 = load i32, ptr %2167, align 4, !dbg !1353, !tbaa !289
  br label %2817, !dbg !1352

2817:                                             ; preds = %2817, %2815
  %2818 = phi i32 [ %2816, %2815 ], [ %2826, %2817 ], !dbg !1353
  %2819 = phi i32 [ %2805, %2815 ], [ %2828, %2817 ], !dbg !1353
  %2820 = lshr i32 %2819, 24, !dbg !1353
  %2821 = trunc nuw i32 %2820 to i8, !dbg !1353
  %2822 = load ptr, ptr %39, align 8, !dbg !1353, !tbaa !306
  %2823 = sext i32 %2818 to i64, !dbg !1353
  %2824 = getelementptr inbounds i8, ptr %2822, i64 %2823, !dbg !1353
  store i8 %2821, ptr %2824, align 1, !dbg !1353, !tbaa !343
  %2825 = load i32, ptr %2167, align 4, !dbg !1353, !tbaa !289
  %2826 = add nsw i32 %2825, 1, !dbg !1353
  store i32 %2826, ptr %2167, align 4, !dbg !1353, !tbaa !289
  %2827 = load i32, ptr %128, align 8, !dbg !1353, !tbaa !182
  %2828 = shl i32 %2827, 8, !dbg !1353
  store i32 %2828, ptr %128, align 8, !dbg !1353, !tbaa !182
  %2829 = load i32, ptr %125, align 4, !dbg !1353, !tbaa !174
  %2830 = add nsw i32 %2829, -8, !dbg !1353
  store i32 %2830, ptr %125, align 4, !dbg !1353, !tbaa !174
  %2831 = icmp sgt i32 %2829, 15, !dbg !1352
  br i1 %2831, label %2817, label %2832, !dbg !1352, !llvm.loop !1354

2832:                                             ; preds = %2817, %2799
  %2833 = phi i32 [ %2805, %2799 ], [ %2828, %2817 ], !dbg !1355
  %2834 = phi i32 [ %2802, %2799 ], [ %2830, %2817 ], !dbg !1352
  %2835 = add i32 %2834, %2811, !dbg !1356
  %2836 = sub i32 32, %2835, !dbg !1356
  %2837 = shl i32 %2813, %2836, !dbg !1357
  %2838 = or i32 %2837, %2833, !dbg !1355
  store i32 %2838, ptr %128, align 8, !dbg !1355, !tbaa !182
  store i32 %2835, ptr %125, align 4, !dbg !1358, !tbaa !174
  %2839 = getelementptr i8, ptr %2639, i64 12, !dbg !1359
  %2840 = load i16, ptr %2839, align 2, !dbg !1359, !tbaa !605
    #dbg_value(i16 %2840, !251, !DIExpression(), !1297)
  %2841 = zext i16 %2840 to i64, !dbg !1359
  %2842 = getelementptr inbounds i8, ptr %2636, i64 %2841, !dbg !1359
  %2843 = load i8, ptr %2842, align 1, !dbg !1359, !tbaa !343
  %2844 = zext i8 %2843 to i32, !dbg !1359
  %2845 = getelementptr inbounds i32, ptr %2637, i64 %2841, !dbg !1359
  %2846 = load i32, ptr %2845, align 4, !dbg !1359, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1360)
    #dbg_value(i32 %2844, !329, !DIExpression(), !1360)
    #dbg_value(i32 %2846, !330, !DIExpression(), !1360)
  %2847 = icmp sgt i32 %2835, 7, !dbg !1362
  br i1 %2847, label %2848, label %2865, !dbg !1362

2848:                                             ; preds = %2832
  %2849 = load i32, ptr %2167, align 4, !dbg !1363, !tbaa !289
  br label %2850, !dbg !1362

2850:                                             ; preds = %2850, %2848
  %2851 = phi i32 [ %2849, %2848 ], [ %2859, %2850 ], !dbg !1363
  %2852 = phi i32 [ %2838, %2848 ], [ %2861, %2850 ], !dbg !1363
  %2853 = lshr i32 %2852, 24, !dbg !1363
  %2854 = trunc nuw i32 %2853 to i8, !dbg !1363
  %2855 = load ptr, ptr %39, align 8, !dbg !1363, !tbaa !306
  %2856 = sext i32 %2851 to i64, !dbg !1363
  %2857 = getelementptr inbounds i8, ptr %2855, i64 %2856, !dbg !1363
  store i8 %2854, ptr %2857, align 1, !dbg !1363, !tbaa !343
  %2858 = load i32, ptr %2167, align 4, !dbg !1363, !tbaa !289
  %2859 = add nsw i32 %2858, 1, !dbg !1363
  store i32 %2859, ptr %2167, align 4, !dbg !1363, !tbaa !289
  %2860 = load i32, ptr %128, align 8, !dbg !1363, !tbaa !182
  %2861 = shl i32 %2860, 8, !dbg !1363
  store i32 %2861, ptr %128, align 8, !dbg !1363, !tbaa !182
  %2862 = load i32, ptr %125, align 4, !dbg !1363, !tbaa !174
  %2863 = add nsw i32 %2862, -8, !dbg !1363
  store i32 %2863, ptr %125, align 4, !dbg !1363, !tbaa !174
  %2864 = icmp sgt i32 %2862, 15, !dbg !1362
  br i1 %2864, label %2850, label %2865, !dbg !1362, !llvm.loop !1364

2865:                                             ; preds = %2850, %2832
  %2866 = phi i32 [ %2838, %2832 ], [ %2861, %2850 ], !dbg !1365
  %2867 = phi i32 [ %2835, %2832 ], [ %2863, %2850 ], !dbg !1362
  %2868 = add i32 %2867, %2844, !dbg !1366
  %2869 = sub i32 32, %2868, !dbg !1366
  %2870 = shl i32 %2846, %2869, !dbg !1367
  %2871 = or i32 %2870, %2866, !dbg !1365
  store i32 %2871, ptr %128, align 8, !dbg !1365, !tbaa !182
  store i32 %2868, ptr %125, align 4, !dbg !1368, !tbaa !174
  %2872 = getelementptr i8, ptr %2639, i64 14, !dbg !1369
  %2873 = load i16, ptr %2872, align 2, !dbg !1369, !tbaa !605
    #dbg_value(i16 %2873, !251, !DIExpression(), !1297)
  %2874 = zext i16 %2873 to i64, !dbg !1369
  %2875 = getelementptr inbounds i8, ptr %2636, i64 %2874, !dbg !1369
  %2876 = load i8, ptr %2875, align 1, !dbg !1369, !tbaa !343
  %2877 = zext i8 %2876 to i32, !dbg !1369
  %2878 = getelementptr inbounds i32, ptr %2637, i64 %2874, !dbg !1369
  %2879 = load i32, ptr %2878, align 4, !dbg !1369, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1370)
    #dbg_value(i32 %2877, !329, !DIExpression(), !1370)
    #dbg_value(i32 %2879, !330, !DIExpression(), !1370)
  %2880 = icmp sgt i32 %2868, 7, !dbg !1372
  br i1 %2880, label %2881, label %2898, !dbg !1372

2881:                                             ; preds = %2865
  %2882 = load i32, ptr %2167, align 4, !dbg !1373, !tbaa !289
  br label %2883, !dbg !1372

2883:                                             ; preds = %2883, %2881
  %2884 = phi i32 [ %2882, %2881 ], [ %2892, %2883 ], !dbg !1373
  %2885 = phi i32 [ %2871, %2881 ], [ %2894, %2883 ], !dbg !1373
  %2886 = lshr i32 %2885, 24, !dbg !1373
  %2887 = trunc nuw i32 %2886 to i8, !dbg !1373
  %2888 = load ptr, ptr %39, align 8, !dbg !1373, !tbaa !306
  %2889 = sext i32 %2884 to i64, !dbg !1373
  %2890 = getelementptr inbounds i8, ptr %2888, i64 %2889, !dbg !1373
  store i8 %2887, ptr %2890, align 1, !dbg !1373, !tbaa !343
  %2891 = load i32, ptr %2167, align 4, !dbg !1373, !tbaa !289
  %2892 = add nsw i32 %2891, 1, !dbg !1373
  store i32 %2892, ptr %2167, align 4, !dbg !1373, !tbaa !289
  %2893 = load i32, ptr %128, align 8, !dbg !1373, !tbaa !182
  %2894 = shl i32 %2893, 8, !dbg !1373
  store i32 %2894, ptr %128, align 8, !dbg !1373, !tbaa !182
  %2895 = load i32, ptr %125, align 4, !dbg !1373, !tbaa !174
  %2896 = add nsw i32 %2895, -8, !dbg !1373
  store i32 %2896, ptr %125, align 4, !dbg !1373, !tbaa !174
  %2897 = icmp sgt i32 %2895, 15, !dbg !1372
  br i1 %2897, label %2883, label %2898, !dbg !1372, !llvm.loop !1374

2898:                                             ; preds = %2883, %2865
  %2899 = phi i32 [ %2871, %2865 ], [ %2894, %2883 ], !dbg !1375
  %2900 = phi i32 [ %2868, %2865 ], [ %2896, %2883 ], !dbg !1372
  %2901 = add i32 %2900, %2877, !dbg !1376
  %2902 = sub i32 32, %2901, !dbg !1376
  %2903 = shl i32 %2879, %2902, !dbg !1377
  %2904 = or i32 %2903, %2899, !dbg !1375
  store i32 %2904, ptr %128, align 8, !dbg !1375, !tbaa !182
  store i32 %2901, ptr %125, align 4, !dbg !1378, !tbaa !174
  %2905 = getelementptr i8, ptr %2639, i64 16, !dbg !1379
  %2906 = load i16, ptr %2905, align 2, !dbg !1379, !tbaa !605
    #dbg_value(i16 %2906, !251, !DIExpression(), !1297)
  %2907 = zext i16 %2906 to i64, !dbg !1379
  %2908 = getelementptr inbounds i8, ptr %2636, i64 %2907, !dbg !1379
  %2909 = load i8, ptr %2908, align 1, !dbg !1379, !tbaa !343
  %2910 = zext i8 %2909 to i32, !dbg !1379
  %2911 = getelementptr inbounds i32, ptr %2637, i64 %2907, !dbg !1379
  %2912 = load i32, ptr %2911, align 4, !dbg !1379, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1380)
    #dbg_value(i32 %2910, !329, !DIExpression(), !1380)
    #dbg_value(i32 %2912, !330, !DIExpression(), !1380)
  %2913 = icmp sgt i32 %2901, 7, !dbg !1382
  br i1 %2913, label %2914, label %2931, !dbg !1382

2914:                                             ; preds = %2898
  %2915 = load i32, ptr %2167, align 4, !dbg !1383, !tbaa !289
  br label %2916, !dbg !1382

2916:                                             ; preds = %2916, %2914
  %2917 = phi i32 [ %2915, %2914 ], [ %2925, %2916 ], !dbg !1383
  %2918 = phi i32 [ %2904, %2914 ], [ %2927, %2916 ], !dbg !1383
  %2919 = lshr i32 %2918, 24, !dbg !1383
  %2920 = trunc nuw i32 %2919 to i8, !dbg !1383
  %2921 = load ptr, ptr %39, align 8, !dbg !1383, !tbaa !306
  %2922 = sext i32 %2917 to i64, !dbg !1383
  %2923 = getelementptr inbounds i8, ptr %2921, i64 %2922, !dbg !1383
  store i8 %2920, ptr %2923, align 1, !dbg !1383, !tbaa !343
  %2924 = load i32, ptr %2167, align 4, !dbg !1383, !tbaa !289
  %2925 = add nsw i32 %2924, 1, !dbg !1383
  store i32 %2925, ptr %2167, align 4, !dbg !1383, !tbaa !289
  %2926 = load i32, ptr %128, align 8, !dbg !1383, !tbaa !182
  %2927 = shl i32 %2926, 8, !dbg !1383
  store i32 %2927, ptr %128, align 8, !dbg !1383, !tbaa !182
  %2928 = load i32, ptr %125, align 4, !dbg !1383, !tbaa !174
  %2929 = add nsw i32 %2928, -8, !dbg !1383
  store i32 %2929, ptr %125, align 4, !dbg !1383, !tbaa !174
  %2930 = icmp sgt i32 %2928, 15, !dbg !1382
  br i1 %2930, label %2916, label %2931, !dbg !1382, !llvm.loop !1384

2931:                                             ; preds = %2916, %2898
  %2932 = phi i32 [ %2904, %2898 ], [ %2927, %2916 ], !dbg !1385
  %2933 = phi i32 [ %2901, %2898 ], [ %2929, %2916 ], !dbg !1382
  %2934 = add i32 %2933, %2910, !dbg !1386
  %2935 = sub i32 32, %2934, !dbg !1386
  %2936 = shl i32 %2912, %2935, !dbg !1387
  %2937 = or i32 %2936, %2932, !dbg !1385
  store i32 %2937, ptr %128, align 8, !dbg !1385, !tbaa !182
  store i32 %2934, ptr %125, align 4, !dbg !1388, !tbaa !174
  %2938 = getelementptr i8, ptr %2639, i64 18, !dbg !1389
  %2939 = load i16, ptr %2938, align 2, !dbg !1389, !tbaa !605
    #dbg_value(i16 %2939, !251, !DIExpression(), !1297)
  %2940 = zext i16 %2939 to i64, !dbg !1389
  %2941 = getelementptr inbounds i8, ptr %2636, i64 %2940, !dbg !1389
  %2942 = load i8, ptr %2941, align 1, !dbg !1389, !tbaa !343
  %2943 = zext i8 %2942 to i32, !dbg !1389
  %2944 = getelementptr inbounds i32, ptr %2637, i64 %2940, !dbg !1389
  %2945 = load i32, ptr %2944, align 4, !dbg !1389, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1390)
    #dbg_value(i32 %2943, !329, !DIExpression(), !1390)
    #dbg_value(i32 %2945, !330, !DIExpression(), !1390)
  %2946 = icmp sgt i32 %2934, 7, !dbg !1392
  br i1 %2946, label %2947, label %2964, !dbg !1392

2947:                                             ; preds = %2931
  %2948 = load i32, ptr %2167, align 4, !dbg !1393, !tbaa !289
  br label %2949, !dbg !1392

2949:                                             ; preds = %2949, %2947
  %2950 = phi i32 [ %2948, %2947 ], [ %2958, %2949 ], !dbg !1393
  %2951 = phi i32 [ %2937, %2947 ], [ %2960, %2949 ], !dbg !1393
  %2952 = lshr i32 %2951, 24, !dbg !1393
  %2953 = trunc nuw i32 %2952 to i8, !dbg !1393
  %2954 = load ptr, ptr %39, align 8, !dbg !1393, !tbaa !306
  %2955 = sext i32 %2950 to i64, !dbg !1393
  %2956 = getelementptr inbounds i8, ptr %2954, i64 %2955, !dbg !1393
  store i8 %2953, ptr %2956, align 1, !dbg !1393, !tbaa !343
  %2957 = load i32, ptr %2167, align 4, !dbg !1393, !tbaa !289
  %2958 = add nsw i32 %2957, 1, !dbg !1393
  store i32 %2958, ptr %2167, align 4, !dbg !1393, !tbaa !289
  %2959 = load i32, ptr %128, align 8, !dbg !1393, !tbaa !182
  %2960 = shl i32 %2959, 8, !dbg !1393
  store i32 %2960, ptr %128, align 8, !dbg !1393, !tbaa !182
  %2961 = load i32, ptr %125, align 4, !dbg !1393, !tbaa !174
  %2962 = add nsw i32 %2961, -8, !dbg !1393
  store i32 %2962, ptr %125, align 4, !dbg !1393, !tbaa !174
  %2963 = icmp sgt i32 %2961, 15, !dbg !1392
  br i1 %2963, label %2949, label %2964, !dbg !1392, !llvm.loop !1394

2964:                                             ; preds = %2949, %2931
  %2965 = phi i32 [ %2937, %2931 ], [ %2960, %2949 ], !dbg !1395
  %2966 = phi i32 [ %2934, %2931 ], [ %2962, %2949 ], !dbg !1392
  %2967 = add i32 %2966, %2943, !dbg !1396
  %2968 = sub i32 32, %2967, !dbg !1396
  %2969 = shl i32 %2945, %2968, !dbg !1397
  %2970 = or i32 %2969, %2965, !dbg !1395
  store i32 %2970, ptr %128, align 8, !dbg !1395, !tbaa !182
  store i32 %2967, ptr %125, align 4, !dbg !1398, !tbaa !174
  %2971 = getelementptr i8, ptr %2639, i64 20, !dbg !1399
  %2972 = load i16, ptr %2971, align 2, !dbg !1399, !tbaa !605
    #dbg_value(i16 %2972, !251, !DIExpression(), !1297)
  %2973 = zext i16 %2972 to i64, !dbg !1399
  %2974 = getelementptr inbounds i8, ptr %2636, i64 %2973, !dbg !1399
  %2975 = load i8, ptr %2974, align 1, !dbg !1399, !tbaa !343
  %2976 = zext i8 %2975 to i32, !dbg !1399
  %2977 = getelementptr inbounds i32, ptr %2637, i64 %2973, !dbg !1399
  %2978 = load i32, ptr %2977, align 4, !dbg !1399, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1400)
    #dbg_value(i32 %2976, !329, !DIExpression(), !1400)
    #dbg_value(i32 %2978, !330, !DIExpression(), !1400)
  %2979 = icmp sgt i32 %2967, 7, !dbg !1402
  br i1 %2979, label %2980, label %2997, !dbg !1402

2980:                                             ; preds = %2964
  %2981 = load i32, ptr %2167, align 4, !dbg !1403, !tbaa !289
  br label %2982, !dbg !1402

2982:                                             ; preds = %2982, %2980
  %2983 = phi i32 [ %2981, %2980 ], [ %2991, %2982 ], !dbg !1403
  %2984 = phi i32 [ %2970, %2980 ], [ %2993, %2982 ], !dbg !1403
  %2985 = lshr i32 %2984, 24, !dbg !1403
  %2986 = trunc nuw i32 %2985 to i8, !dbg !1403
  %2987 = load ptr, ptr %39, align 8, !dbg !1403, !tbaa !306
  %2988 = sext i32 %2983 to i64, !dbg !1403
  %2989 = getelementptr inbounds i8, ptr %2987, i64 %2988, !dbg !1403
  store i8 %2986, ptr %2989, align 1, !dbg !1403, !tbaa !343
  %2990 = load i32, ptr %2167, align 4, !dbg !1403, !tbaa !289
  %2991 = add nsw i32 %2990, 1, !dbg !1403
  store i32 %2991, ptr %2167, align 4, !dbg !1403, !tbaa !289
  %2992 = load i32, ptr %128, align 8, !dbg !1403, !tbaa !182
  %2993 = shl i32 %2992, 8, !dbg !1403
  store i32 %2993, ptr %128, align 8, !dbg !1403, !tbaa !182
  %2994 = load i32, ptr %125, align 4, !dbg !1403, !tbaa !174
  %2995 = add nsw i32 %2994, -8, !dbg !1403
  store i32 %2995, ptr %125, align 4, !dbg !1403, !tbaa !174
  %2996 = icmp sgt i32 %2994, 15, !dbg !1402
  br i1 %2996, label %2982, label %2997, !dbg !1402, !llvm.loop !1404

2997:                                             ; preds = %2982, %2964
  %2998 = phi i32 [ %2970, %2964 ], [ %2993, %2982 ], !dbg !1405
  %2999 = phi i32 [ %2967, %2964 ], [ %2995, %2982 ], !dbg !1402
  %3000 = add i32 %2999, %2976, !dbg !1406
  %3001 = sub i32 32, %3000, !dbg !1406
  %3002 = shl i32 %2978, %3001, !dbg !1407
  %3003 = or i32 %3002, %2998, !dbg !1405
  store i32 %3003, ptr %128, align 8, !dbg !1405, !tbaa !182
  store i32 %3000, ptr %125, align 4, !dbg !1408, !tbaa !174
  %3004 = getelementptr i8, ptr %2639, i64 22, !dbg !1409
  %3005 = load i16, ptr %3004, align 2, !dbg !1409, !tbaa !605
    #dbg_value(i16 %3005, !251, !DIExpression(), !1297)
  %3006 = zext i16 %3005 to i64, !dbg !1409
  %3007 = getelementptr inbounds i8, ptr %2636, i64 %3006, !dbg !1409
  %3008 = load i8, ptr %3007, align 1, !dbg !1409, !tbaa !343
  %3009 = zext i8 %3008 to i32, !dbg !1409
  %3010 = getelementptr inbounds i32, ptr %2637, i64 %3006, !dbg !1409
  %3011 = load i32, ptr %3010, align 4, !dbg !1409, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1410)
    #dbg_value(i32 %3009, !329, !DIExpression(), !1410)
    #dbg_value(i32 %3011, !330, !DIExpression(), !1410)
  %3012 = icmp sgt i32 %3000, 7, !dbg !1412
  br i1 %3012, label %3013, label %3030, !dbg !1412

3013:                                             ; preds = %2997
  %3014 = load i32, ptr %2167, align 4, !dbg !1413, !tbaa !289
  br label %3015, !dbg !1412

3015:                                             ; preds = %3015, %3013
  %3016 = phi i32 [ %3014, %3013 ], [ %3024, %3015 ], !dbg !1413
  %3017 = phi i32 [ %3003, %3013 ], [ %3026, %3015 ], !dbg !1413
  %3018 = lshr i32 %3017, 24, !dbg !1413
  %3019 = trunc nuw i32 %3018 to i8, !dbg !1413
  %3020 = load ptr, ptr %39, align 8, !dbg !1413, !tbaa !306
  %3021 = sext i32 %3016 to i64, !dbg !1413
  %3022 = getelementptr inbounds i8, ptr %3020, i64 %3021, !dbg !1413
  store i8 %3019, ptr %3022, align 1, !dbg !1413, !tbaa !343
  %3023 = load i32, ptr %2167, align 4, !dbg !1413, !tbaa !289
  %3024 = add nsw i32 %3023, 1, !dbg !1413
  store i32 %3024, ptr %2167, align 4, !dbg !1413, !tbaa !289
  %3025 = load i32, ptr %128, align 8, !dbg !1413, !tbaa !182
  %3026 = shl i32 %3025, 8, !dbg !1413
  store i32 %3026, ptr %128, align 8, !dbg !1413, !tbaa !182
  %3027 = load i32, ptr %125, align 4, !dbg !1413, !tbaa !174
  %3028 = add nsw i32 %3027, -8, !dbg !1413
  store i32 %3028, ptr %125, align 4, !dbg !1413, !tbaa !174
  %3029 = icmp sgt i32 %3027, 15, !dbg !1412
  br i1 %3029, label %3015, label %3030, !dbg !1412, !llvm.loop !1414

3030:                                             ; preds = %3015, %2997
  %3031 = phi i32 [ %3003, %2997 ], [ %3026, %3015 ], !dbg !1415
  %3032 = phi i32 [ %3000, %2997 ], [ %3028, %3015 ], !dbg !1412
  %3033 = add i32 %3032, %3009, !dbg !1416
  %3034 = sub i32 32, %3033, !dbg !1416
  %3035 = shl i32 %3011, %3034, !dbg !1417
  %3036 = or i32 %3035, %3031, !dbg !1415
  store i32 %3036, ptr %128, align 8, !dbg !1415, !tbaa !182
  store i32 %3033, ptr %125, align 4, !dbg !1418, !tbaa !174
  %3037 = getelementptr i8, ptr %2639, i64 24, !dbg !1419
  %3038 = load i16, ptr %3037, align 2, !dbg !1419, !tbaa !605
    #dbg_value(i16 %3038, !251, !DIExpression(), !1297)
  %3039 = zext i16 %3038 to i64, !dbg !1419
  %3040 = getelementptr inbounds i8, ptr %2636, i64 %3039, !dbg !1419
  %3041 = load i8, ptr %3040, align 1, !dbg !1419, !tbaa !343
  %3042 = zext i8 %3041 to i32, !dbg !1419
  %3043 = getelementptr inbounds i32, ptr %2637, i64 %3039, !dbg !1419
  %3044 = load i32, ptr %3043, align 4, !dbg !1419, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1420)
    #dbg_value(i32 %3042, !329, !DIExpression(), !1420)
    #dbg_value(i32 %3044, !330, !DIExpression(), !1420)
  %3045 = icmp sgt i32 %3033, 7, !dbg !1422
  br i1 %3045, label %3046, label %3063, !dbg !1422

3046:                                             ; preds = %3030
  %3047 = load i32, ptr %2167, align 4, !dbg !1423, !tbaa !289
  br label %3048, !dbg !1422

3048:                                             ; preds = %3048, %3046
  %3049 = phi i32 [ %3047, %3046 ], [ %3057, %3048 ], !dbg !1423
  %3050 = phi i32 [ %3036, %3046 ], [ %3059, %3048 ], !dbg !1423
  %3051 = lshr i32 %3050, 24, !dbg !1423
  %3052 = trunc nuw i32 %3051 to i8, !dbg !1423
  %3053 = load ptr, ptr %39, align 8, !dbg !1423, !tbaa !306
  %3054 = sext i32 %3049 to i64, !dbg !1423
  %3055 = getelementptr inbounds i8, ptr %3053, i64 %3054, !dbg !1423
  store i8 %3052, ptr %3055, align 1, !dbg !1423, !tbaa !343
  %3056 = load i32, ptr %2167, align 4, !dbg !1423, !tbaa !289
  %3057 = add nsw i32 %3056, 1, !dbg !1423
  store i32 %3057, ptr %2167, align 4, !dbg !1423, !tbaa !289
  %3058 = load i32, ptr %128, align 8, !dbg !1423, !tbaa !182
  %3059 = shl i32 %3058, 8, !dbg !1423
  store i32 %3059, ptr %128, align 8, !dbg !1423, !tbaa !182
  %3060 = load i32, ptr %125, align 4, !dbg !1423, !tbaa !174
  %3061 = add nsw i32 %3060, -8, !dbg !1423
  store i32 %3061, ptr %125, align 4, !dbg !1423, !tbaa !174
  %3062 = icmp sgt i32 %3060, 15, !dbg !1422
  br i1 %3062, label %3048, label %3063, !dbg !1422, !llvm.loop !1424

3063:                                             ; preds = %3048, %3030
  %3064 = phi i32 [ %3036, %3030 ], [ %3059, %3048 ], !dbg !1425
  %3065 = phi i32 [ %3033, %3030 ], [ %3061, %3048 ], !dbg !1422
  %3066 = add i32 %3065, %3042, !dbg !1426
  %3067 = sub i32 32, %3066, !dbg !1426
  %3068 = shl i32 %3044, %3067, !dbg !1427
  %3069 = or i32 %3068, %3064, !dbg !1425
  store i32 %3069, ptr %128, align 8, !dbg !1425, !tbaa !182
  store i32 %3066, ptr %125, align 4, !dbg !1428, !tbaa !174
  %3070 = getelementptr i8, ptr %2639, i64 26, !dbg !1429
  %3071 = load i16, ptr %3070, align 2, !dbg !1429, !tbaa !605
    #dbg_value(i16 %3071, !251, !DIExpression(), !1297)
  %3072 = zext i16 %3071 to i64, !dbg !1429
  %3073 = getelementptr inbounds i8, ptr %2636, i64 %3072, !dbg !1429
  %3074 = load i8, ptr %3073, align 1, !dbg !1429, !tbaa !343
  %3075 = zext i8 %3074 to i32, !dbg !1429
  %3076 = getelementptr inbounds i32, ptr %2637, i64 %3072, !dbg !1429
  %3077 = load i32, ptr %3076, align 4, !dbg !1429, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1430)
    #dbg_value(i32 %3075, !329, !DIExpression(), !1430)
    #dbg_value(i32 %3077, !330, !DIExpression(), !1430)
  %3078 = icmp sgt i32 %3066, 7, !dbg !1432
  br i1 %3078, label %3079, label %3096, !dbg !1432

3079:                                             ; preds = %3063
  %3080 = load i32, ptr %2167, align 4, !dbg !1433, !tbaa !289
  br label %3081, !dbg !1432

3081:                                             ; preds = %3081, %3079
  %3082 = phi i32 [ %3080, %3079 ], [ %3090, %3081 ], !dbg !1433
  %3083 = phi i32 [ %3069, %3079 ], [ %3092, %3081 ], !dbg !1433
  %3084 = lshr i32 %3083, 24, !dbg !1433
  %3085 = trunc nuw i32 %3084 to i8, !dbg !1433
  %3086 = load ptr, ptr %39, align 8, !dbg !1433, !tbaa !306
  %3087 = sext i32 %3082 to i64, !dbg !1433
  %3088 = getelementptr inbounds i8, ptr %3086, i64 %3087, !dbg !1433
  store i8 %3085, ptr %3088, align 1, !dbg !1433, !tbaa !343
  %3089 = load i32, ptr %2167, align 4, !dbg !1433, !tbaa !289
  %3090 = add nsw i32 %3089, 1, !dbg !1433
  store i32 %3090, ptr %2167, align 4, !dbg !1433, !tbaa !289
  %3091 = load i32, ptr %128, align 8, !dbg !1433, !tbaa !182
  %3092 = shl i32 %3091, 8, !dbg !1433
  store i32 %3092, ptr %128, align 8, !dbg !1433, !tbaa !182
  %3093 = load i32, ptr %125, align 4, !dbg !1433, !tbaa !174
  %3094 = add nsw i32 %3093, -8, !dbg !1433
  store i32 %3094, ptr %125, align 4, !dbg !1433, !tbaa !174
  %3095 = icmp sgt i32 %3093, 15, !dbg !1432
  br i1 %3095, label %3081, label %3096, !dbg !1432, !llvm.loop !1434

3096:                                             ; preds = %3081, %3063
  %3097 = phi i32 [ %3069, %3063 ], [ %3092, %3081 ], !dbg !1435
  %3098 = phi i32 [ %3066, %3063 ], [ %3094, %3081 ], !dbg !1432
  %3099 = add i32 %3098, %3075, !dbg !1436
  %3100 = sub i32 32, %3099, !dbg !1436
  %3101 = shl i32 %3077, %3100, !dbg !1437
  %3102 = or i32 %3101, %3097, !dbg !1435
  store i32 %3102, ptr %128, align 8, !dbg !1435, !tbaa !182
  store i32 %3099, ptr %125, align 4, !dbg !1438, !tbaa !174
  %3103 = getelementptr i8, ptr %2639, i64 28, !dbg !1439
  %3104 = load i16, ptr %3103, align 2, !dbg !1439, !tbaa !605
    #dbg_value(i16 %3104, !251, !DIExpression(), !1297)
  %3105 = zext i16 %3104 to i64, !dbg !1439
  %3106 = getelementptr inbounds i8, ptr %2636, i64 %3105, !dbg !1439
  %3107 = load i8, ptr %3106, align 1, !dbg !1439, !tbaa !343
  %3108 = zext i8 %3107 to i32, !dbg !1439
  %3109 = getelementptr inbounds i32, ptr %2637, i64 %3105, !dbg !1439
  %3110 = load i32, ptr %3109, align 4, !dbg !1439, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1440)
    #dbg_value(i32 %3108, !329, !DIExpression(), !1440)
    #dbg_value(i32 %3110, !330, !DIExpression(), !1440)
  %3111 = icmp sgt i32 %3099, 7, !dbg !1442
  br i1 %3111, label %3112, label %3129, !dbg !1442

3112:                                             ; preds = %3096
  %3113 = load i32, ptr %2167, align 4, !dbg !1443, !tbaa !289
  br label %3114, !dbg !1442

3114:                                             ; preds = %3114, %3112
  %3115 = phi i32 [ %3113, %3112 ], [ %3123, %3114 ], !dbg !1443
  %3116 = phi i32 [ %3102, %3112 ], [ %3125, %3114 ], !dbg !1443
  %3117 = lshr i32 %3116, 24, !dbg !1443
  %3118 = trunc nuw i32 %3117 to i8, !dbg !1443
  %3119 = load ptr, ptr %39, align 8, !dbg !1443, !tbaa !306
  %3120 = sext i32 %3115 to i64, !dbg !1443
  %3121 = getelementptr inbounds i8, ptr %3119, i64 %3120, !dbg !1443
  store i8 %3118, ptr %3121, align 1, !dbg !1443, !tbaa !343
  %3122 = load i32, ptr %2167, align 4, !dbg !1443, !tbaa !289
  %3123 = add nsw i32 %3122, 1, !dbg !1443
  store i32 %3123, ptr %2167, align 4, !dbg !1443, !tbaa !289
  %3124 = load i32, ptr %128, align 8, !dbg !1443, !tbaa !182
  %3125 = shl i32 %3124, 8, !dbg !1443
  store i32 %3125, ptr %128, align 8, !dbg !1443, !tbaa !182
  %3126 = load i32, ptr %125, align 4, !dbg !1443, !tbaa !174
  %3127 = add nsw i32 %3126, -8, !dbg !1443
  store i32 %3127, ptr %125, align 4, !dbg !1443, !tbaa !174
  %3128 = icmp sgt i32 %3126, 15, !dbg !1442
  br i1 %3128, label %3114, label %3129, !dbg !1442, !llvm.loop !1444

3129:                                             ; preds = %3114, %3096
  %3130 = phi i32 [ %3102, %3096 ], [ %3125, %3114 ], !dbg !1445
  %3131 = phi i32 [ %3099, %3096 ], [ %3127, %3114 ], !dbg !1442
  %3132 = add i32 %3131, %3108, !dbg !1446
  %3133 = sub i32 32, %3132, !dbg !1446
  %3134 = shl i32 %3110, %3133, !dbg !1447
  %3135 = or i32 %3134, %3130, !dbg !1445
  store i32 %3135, ptr %128, align 8, !dbg !1445, !tbaa !182
  store i32 %3132, ptr %125, align 4, !dbg !1448, !tbaa !174
  %3136 = getelementptr i8, ptr %2639, i64 30, !dbg !1449
  %3137 = load i16, ptr %3136, align 2, !dbg !1449, !tbaa !605
    #dbg_value(i16 %3137, !251, !DIExpression(), !1297)
  %3138 = zext i16 %3137 to i64, !dbg !1449
  %3139 = getelementptr inbounds i8, ptr %2636, i64 %3138, !dbg !1449
  %3140 = load i8, ptr %3139, align 1, !dbg !1449, !tbaa !343
  %3141 = zext i8 %3140 to i32, !dbg !1449
  %3142 = getelementptr inbounds i32, ptr %2637, i64 %3138, !dbg !1449
  %3143 = load i32, ptr %3142, align 4, !dbg !1449, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1450)
    #dbg_value(i32 %3141, !329, !DIExpression(), !1450)
    #dbg_value(i32 %3143, !330, !DIExpression(), !1450)
  %3144 = icmp sgt i32 %3132, 7, !dbg !1452
  br i1 %3144, label %3145, label %3162, !dbg !1452

3145:                                             ; preds = %3129
  %3146 = load i32, ptr %2167, align 4, !dbg !1453, !tbaa !289
  br label %3147, !dbg !1452

3147:                                             ; preds = %3147, %3145
  %3148 = phi i32 [ %3146, %3145 ], [ %3156, %3147 ], !dbg !1453
  %3149 = phi i32 [ %3135, %3145 ], [ %3158, %3147 ], !dbg !1453
  %3150 = lshr i32 %3149, 24, !dbg !1453
  %3151 = trunc nuw i32 %3150 to i8, !dbg !1453
  %3152 = load ptr, ptr %39, align 8, !dbg !1453, !tbaa !306
  %3153 = sext i32 %3148 to i64, !dbg !1453
  %3154 = getelementptr inbounds i8, ptr %3152, i64 %3153, !dbg !1453
  store i8 %3151, ptr %3154, align 1, !dbg !1453, !tbaa !343
  %3155 = load i32, ptr %2167, align 4, !dbg !1453, !tbaa !289
  %3156 = add nsw i32 %3155, 1, !dbg !1453
  store i32 %3156, ptr %2167, align 4, !dbg !1453, !tbaa !289
  %3157 = load i32, ptr %128, align 8, !dbg !1453, !tbaa !182
  %3158 = shl i32 %3157, 8, !dbg !1453
  store i32 %3158, ptr %128, align 8, !dbg !1453, !tbaa !182
  %3159 = load i32, ptr %125, align 4, !dbg !1453, !tbaa !174
  %3160 = add nsw i32 %3159, -8, !dbg !1453
  store i32 %3160, ptr %125, align 4, !dbg !1453, !tbaa !174
  %3161 = icmp sgt i32 %3159, 15, !dbg !1452
  br i1 %3161, label %3147, label %3162, !dbg !1452, !llvm.loop !1454

3162:                                             ; preds = %3147, %3129
  %3163 = phi i32 [ %3135, %3129 ], [ %3158, %3147 ], !dbg !1455
  %3164 = phi i32 [ %3132, %3129 ], [ %3160, %3147 ], !dbg !1452
  %3165 = add i32 %3164, %3141, !dbg !1456
  %3166 = sub i32 32, %3165, !dbg !1456
  %3167 = shl i32 %3143, %3166, !dbg !1457
  %3168 = or i32 %3167, %3163, !dbg !1455
  store i32 %3168, ptr %128, align 8, !dbg !1455, !tbaa !182
  store i32 %3165, ptr %125, align 4, !dbg !1458, !tbaa !174
  %3169 = getelementptr i8, ptr %2639, i64 32, !dbg !1459
  %3170 = load i16, ptr %3169, align 2, !dbg !1459, !tbaa !605
    #dbg_value(i16 %3170, !251, !DIExpression(), !1297)
  %3171 = zext i16 %3170 to i64, !dbg !1459
  %3172 = getelementptr inbounds i8, ptr %2636, i64 %3171, !dbg !1459
  %3173 = load i8, ptr %3172, align 1, !dbg !1459, !tbaa !343
  %3174 = zext i8 %3173 to i32, !dbg !1459
  %3175 = getelementptr inbounds i32, ptr %2637, i64 %3171, !dbg !1459
  %3176 = load i32, ptr %3175, align 4, !dbg !1459, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1460)
    #dbg_value(i32 %3174, !329, !DIExpression(), !1460)
    #dbg_value(i32 %3176, !330, !DIExpression(), !1460)
  %3177 = icmp sgt i32 %3165, 7, !dbg !1462
  br i1 %3177, label %3178, label %3195, !dbg !1462

3178:                                             ; preds = %3162
  %3179 = load i32, ptr %2167, align 4, !dbg !1463, !tbaa !289
  br label %3180, !dbg !1462

3180:                                             ; preds = %3180, %3178
  %3181 = phi i32 [ %3179, %3178 ], [ %3189, %3180 ], !dbg !1463
  %3182 = phi i32 [ %3168, %3178 ], [ %3191, %3180 ], !dbg !1463
  %3183 = lshr i32 %3182, 24, !dbg !1463
  %3184 = trunc nuw i32 %3183 to i8, !dbg !1463
  %3185 = load ptr, ptr %39, align 8, !dbg !1463, !tbaa !306
  %3186 = sext i32 %3181 to i64, !dbg !1463
  %3187 = getelementptr inbounds i8, ptr %3185, i64 %3186, !dbg !1463
  store i8 %3184, ptr %3187, align 1, !dbg !1463, !tbaa !343
  %3188 = load i32, ptr %2167, align 4, !dbg !1463, !tbaa !289
  %3189 = add nsw i32 %3188, 1, !dbg !1463
  store i32 %3189, ptr %2167, align 4, !dbg !1463, !tbaa !289
  %3190 = load i32, ptr %128, align 8, !dbg !1463, !tbaa !182
  %3191 = shl i32 %3190, 8, !dbg !1463
  store i32 %3191, ptr %128, align 8, !dbg !1463, !tbaa !182
  %3192 = load i32, ptr %125, align 4, !dbg !1463, !tbaa !174
  %3193 = add nsw i32 %3192, -8, !dbg !1463
  store i32 %3193, ptr %125, align 4, !dbg !1463, !tbaa !174
  %3194 = icmp sgt i32 %3192, 15, !dbg !1462
  br i1 %3194, label %3180, label %3195, !dbg !1462, !llvm.loop !1464

3195:                                             ; preds = %3180, %3162
  %3196 = phi i32 [ %3168, %3162 ], [ %3191, %3180 ], !dbg !1465
  %3197 = phi i32 [ %3165, %3162 ], [ %3193, %3180 ], !dbg !1462
  %3198 = add i32 %3197, %3174, !dbg !1466
  %3199 = sub i32 32, %3198, !dbg !1466
  %3200 = shl i32 %3176, %3199, !dbg !1467
  %3201 = or i32 %3200, %3196, !dbg !1465
  store i32 %3201, ptr %128, align 8, !dbg !1465, !tbaa !182
  store i32 %3198, ptr %125, align 4, !dbg !1468, !tbaa !174
  %3202 = getelementptr i8, ptr %2639, i64 34, !dbg !1469
  %3203 = load i16, ptr %3202, align 2, !dbg !1469, !tbaa !605
    #dbg_value(i16 %3203, !251, !DIExpression(), !1297)
  %3204 = zext i16 %3203 to i64, !dbg !1469
  %3205 = getelementptr inbounds i8, ptr %2636, i64 %3204, !dbg !1469
  %3206 = load i8, ptr %3205, align 1, !dbg !1469, !tbaa !343
  %3207 = zext i8 %3206 to i32, !dbg !1469
  %3208 = getelementptr inbounds i32, ptr %2637, i64 %3204, !dbg !1469
  %3209 = load i32, ptr %3208, align 4, !dbg !1469, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1470)
    #dbg_value(i32 %3207, !329, !DIExpression(), !1470)
    #dbg_value(i32 %3209, !330, !DIExpression(), !1470)
  %3210 = icmp sgt i32 %3198, 7, !dbg !1472
  br i1 %3210, label %3211, label %3228, !dbg !1472

3211:                                             ; preds = %3195
  %3212 = load i32, ptr %2167, align 4, !dbg !1473, !tbaa !289
  br label %3213, !dbg !1472

3213:                                             ; preds = %3213, %3211
  %3214 = phi i32 [ %3212, %3211 ], [ %3222, %3213 ], !dbg !1473
  %3215 = phi i32 [ %3201, %3211 ], [ %3224, %3213 ], !dbg !1473
  %3216 = lshr i32 %3215, 24, !dbg !1473
  %3217 = trunc nuw i32 %3216 to i8, !dbg !1473
  %3218 = load ptr, ptr %39, align 8, !dbg !1473, !tbaa !306
  %3219 = sext i32 %3214 to i64, !dbg !1473
  %3220 = getelementptr inbounds i8, ptr %3218, i64 %3219, !dbg !1473
  store i8 %3217, ptr %3220, align 1, !dbg !1473, !tbaa !343
  %3221 = load i32, ptr %2167, align 4, !dbg !1473, !tbaa !289
  %3222 = add nsw i32 %3221, 1, !dbg !1473
  store i32 %3222, ptr %2167, align 4, !dbg !1473, !tbaa !289
  %3223 = load i32, ptr %128, align 8, !dbg !1473, !tbaa !182
  %3224 = shl i32 %3223, 8, !dbg !1473
  store i32 %3224, ptr %128, align 8, !dbg !1473, !tbaa !182
  %3225 = load i32, ptr %125, align 4, !dbg !1473, !tbaa !174
  %3226 = add nsw i32 %3225, -8, !dbg !1473
  store i32 %3226, ptr %125, align 4, !dbg !1473, !tbaa !174
  %3227 = icmp sgt i32 %3225, 15, !dbg !1472
  br i1 %3227, label %3213, label %3228, !dbg !1472, !llvm.loop !1474

3228:                                             ; preds = %3213, %3195
  %3229 = phi i32 [ %3201, %3195 ], [ %3224, %3213 ], !dbg !1475
  %3230 = phi i32 [ %3198, %3195 ], [ %3226, %3213 ], !dbg !1472
  %3231 = add i32 %3230, %3207, !dbg !1476
  %3232 = sub i32 32, %3231, !dbg !1476
  %3233 = shl i32 %3209, %3232, !dbg !1477
  %3234 = or i32 %3233, %3229, !dbg !1475
  store i32 %3234, ptr %128, align 8, !dbg !1475, !tbaa !182
  store i32 %3231, ptr %125, align 4, !dbg !1478, !tbaa !174
  %3235 = getelementptr i8, ptr %2639, i64 36, !dbg !1479
  %3236 = load i16, ptr %3235, align 2, !dbg !1479, !tbaa !605
    #dbg_value(i16 %3236, !251, !DIExpression(), !1297)
  %3237 = zext i16 %3236 to i64, !dbg !1479
  %3238 = getelementptr inbounds i8, ptr %2636, i64 %3237, !dbg !1479
  %3239 = load i8, ptr %3238, align 1, !dbg !1479, !tbaa !343
  %3240 = zext i8 %3239 to i32, !dbg !1479
  %3241 = getelementptr inbounds i32, ptr %2637, i64 %3237, !dbg !1479
  %3242 = load i32, ptr %3241, align 4, !dbg !1479, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1480)
    #dbg_value(i32 %3240, !329, !DIExpression(), !1480)
    #dbg_value(i32 %3242, !330, !DIExpression(), !1480)
  %3243 = icmp sgt i32 %3231, 7, !dbg !1482
  br i1 %3243, label %3244, label %3261, !dbg !1482

3244:                                             ; preds = %3228
  %3245 = load i32, ptr %2167, align 4, !dbg !1483, !tbaa !289
  br label %3246, !dbg !1482

3246:                                             ; preds = %3246, %3244
  %3247 = phi i32 [ %3245, %3244 ], [ %3255, %3246 ], !dbg !1483
  %3248 = phi i32 [ %3234, %3244 ], [ %3257, %3246 ], !dbg !1483
  %3249 = lshr i32 %3248, 24, !dbg !1483
  %3250 = trunc nuw i32 %3249 to i8, !dbg !1483
  %3251 = load ptr, ptr %39, align 8, !dbg !1483, !tbaa !306
  %3252 = sext i32 %3247 to i64, !dbg !1483
  %3253 = getelementptr inbounds i8, ptr %3251, i64 %3252, !dbg !1483
  store i8 %3250, ptr %3253, align 1, !dbg !1483, !tbaa !343
  %3254 = load i32, ptr %2167, align 4, !dbg !1483, !tbaa !289
  %3255 = add nsw i32 %3254, 1, !dbg !1483
  store i32 %3255, ptr %2167, align 4, !dbg !1483, !tbaa !289
  %3256 = load i32, ptr %128, align 8, !dbg !1483, !tbaa !182
  %3257 = shl i32 %3256, 8, !dbg !1483
  store i32 %3257, ptr %128, align 8, !dbg !1483, !tbaa !182
  %3258 = load i32, ptr %125, align 4, !dbg !1483, !tbaa !174
  %3259 = add nsw i32 %3258, -8, !dbg !1483
  store i32 %3259, ptr %125, align 4, !dbg !1483, !tbaa !174
  %3260 = icmp sgt i32 %3258, 15, !dbg !1482
  br i1 %3260, label %3246, label %3261, !dbg !1482, !llvm.loop !1484

3261:                                             ; preds = %3246, %3228
  %3262 = phi i32 [ %3234, %3228 ], [ %3257, %3246 ], !dbg !1485
  %3263 = phi i32 [ %3231, %3228 ], [ %3259, %3246 ], !dbg !1482
  %3264 = add i32 %3263, %3240, !dbg !1486
  %3265 = sub i32 32, %3264, !dbg !1486
  %3266 = shl i32 %3242, %3265, !dbg !1487
  %3267 = or i32 %3266, %3262, !dbg !1485
  store i32 %3267, ptr %128, align 8, !dbg !1485, !tbaa !182
  store i32 %3264, ptr %125, align 4, !dbg !1488, !tbaa !174
  %3268 = getelementptr i8, ptr %2639, i64 38, !dbg !1489
  %3269 = load i16, ptr %3268, align 2, !dbg !1489, !tbaa !605
    #dbg_value(i16 %3269, !251, !DIExpression(), !1297)
  %3270 = zext i16 %3269 to i64, !dbg !1489
  %3271 = getelementptr inbounds i8, ptr %2636, i64 %3270, !dbg !1489
  %3272 = load i8, ptr %3271, align 1, !dbg !1489, !tbaa !343
  %3273 = zext i8 %3272 to i32, !dbg !1489
  %3274 = getelementptr inbounds i32, ptr %2637, i64 %3270, !dbg !1489
  %3275 = load i32, ptr %3274, align 4, !dbg !1489, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1490)
    #dbg_value(i32 %3273, !329, !DIExpression(), !1490)
    #dbg_value(i32 %3275, !330, !DIExpression(), !1490)
  %3276 = icmp sgt i32 %3264, 7, !dbg !1492
  br i1 %3276, label %3277, label %3294, !dbg !1492

3277:                                             ; preds = %3261
  %3278 = load i32, ptr %2167, align 4, !dbg !1493, !tbaa !289
  br label %3279, !dbg !1492

3279:                                             ; preds = %3279, %3277
  %3280 = phi i32 [ %3278, %3277 ], [ %3288, %3279 ], !dbg !1493
  %3281 = phi i32 [ %3267, %3277 ], [ %3290, %3279 ], !dbg !1493
  %3282 = lshr i32 %3281, 24, !dbg !1493
  %3283 = trunc nuw i32 %3282 to i8, !dbg !1493
  %3284 = load ptr, ptr %39, align 8, !dbg !1493, !tbaa !306
  %3285 = sext i32 %3280 to i64, !dbg !1493
  %3286 = getelementptr inbounds i8, ptr %3284, i64 %3285, !dbg !1493
  store i8 %3283, ptr %3286, align 1, !dbg !1493, !tbaa !343
  %3287 = load i32, ptr %2167, align 4, !dbg !1493, !tbaa !289
  %3288 = add nsw i32 %3287, 1, !dbg !1493
  store i32 %3288, ptr %2167, align 4, !dbg !1493, !tbaa !289
  %3289 = load i32, ptr %128, align 8, !dbg !1493, !tbaa !182
  %3290 = shl i32 %3289, 8, !dbg !1493
  store i32 %3290, ptr %128, align 8, !dbg !1493, !tbaa !182
  %3291 = load i32, ptr %125, align 4, !dbg !1493, !tbaa !174
  %3292 = add nsw i32 %3291, -8, !dbg !1493
  store i32 %3292, ptr %125, align 4, !dbg !1493, !tbaa !174
  %3293 = icmp sgt i32 %3291, 15, !dbg !1492
  br i1 %3293, label %3279, label %3294, !dbg !1492, !llvm.loop !1494

3294:                                             ; preds = %3279, %3261
  %3295 = phi i32 [ %3267, %3261 ], [ %3290, %3279 ], !dbg !1495
  %3296 = phi i32 [ %3264, %3261 ], [ %3292, %3279 ], !dbg !1492
  %3297 = add i32 %3296, %3273, !dbg !1496
  %3298 = sub i32 32, %3297, !dbg !1496
  %3299 = shl i32 %3275, %3298, !dbg !1497
  %3300 = or i32 %3299, %3295, !dbg !1495
  store i32 %3300, ptr %128, align 8, !dbg !1495, !tbaa !182
  store i32 %3297, ptr %125, align 4, !dbg !1498, !tbaa !174
  %3301 = getelementptr i8, ptr %2639, i64 40, !dbg !1499
  %3302 = load i16, ptr %3301, align 2, !dbg !1499, !tbaa !605
    #dbg_value(i16 %3302, !251, !DIExpression(), !1297)
  %3303 = zext i16 %3302 to i64, !dbg !1499
  %3304 = getelementptr inbounds i8, ptr %2636, i64 %3303, !dbg !1499
  %3305 = load i8, ptr %3304, align 1, !dbg !1499, !tbaa !343
  %3306 = zext i8 %3305 to i32, !dbg !1499
  %3307 = getelementptr inbounds i32, ptr %2637, i64 %3303, !dbg !1499
  %3308 = load i32, ptr %3307, align 4, !dbg !1499, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1500)
    #dbg_value(i32 %3306, !329, !DIExpression(), !1500)
    #dbg_value(i32 %3308, !330, !DIExpression(), !1500)
  %3309 = icmp sgt i32 %3297, 7, !dbg !1502
  br i1 %3309, label %3310, label %3327, !dbg !1502

3310:                                             ; preds = %3294
  %3311 = load i32, ptr %2167, align 4, !dbg !1503, !tbaa !289
  br label %3312, !dbg !1502

3312:                                             ; preds = %3312, %3310
  %3313 = phi i32 [ %3311, %3310 ], [ %3321, %3312 ], !dbg !1503
  %3314 = phi i32 [ %3300, %3310 ], [ %3323, %3312 ], !dbg !1503
  %3315 = lshr i32 %3314, 24, !dbg !1503
  %3316 = trunc nuw i32 %3315 to i8, !dbg !1503
  %3317 = load ptr, ptr %39, align 8, !dbg !1503, !tbaa !306
  %3318 = sext i32 %3313 to i64, !dbg !1503
  %3319 = getelementptr inbounds i8, ptr %3317, i64 %3318, !dbg !1503
  store i8 %3316, ptr %3319, align 1, !dbg !1503, !tbaa !343
  %3320 = load i32, ptr %2167, align 4, !dbg !1503, !tbaa !289
  %3321 = add nsw i32 %3320, 1, !dbg !1503
  store i32 %3321, ptr %2167, align 4, !dbg !1503, !tbaa !289
  %3322 = load i32, ptr %128, align 8, !dbg !1503, !tbaa !182
  %3323 = shl i32 %3322, 8, !dbg !1503
  store i32 %3323, ptr %128, align 8, !dbg !1503, !tbaa !182
  %3324 = load i32, ptr %125, align 4, !dbg !1503, !tbaa !174
  %3325 = add nsw i32 %3324, -8, !dbg !1503
  store i32 %3325, ptr %125, align 4, !dbg !1503, !tbaa !174
  %3326 = icmp sgt i32 %3324, 15, !dbg !1502
  br i1 %3326, label %3312, label %3327, !dbg !1502, !llvm.loop !1504

3327:                                             ; preds = %3312, %3294
  %3328 = phi i32 [ %3300, %3294 ], [ %3323, %3312 ], !dbg !1505
  %3329 = phi i32 [ %3297, %3294 ], [ %3325, %3312 ], !dbg !1502
  %3330 = add i32 %3329, %3306, !dbg !1506
  %3331 = sub i32 32, %3330, !dbg !1506
  %3332 = shl i32 %3308, %3331, !dbg !1507
  %3333 = or i32 %3332, %3328, !dbg !1505
  store i32 %3333, ptr %128, align 8, !dbg !1505, !tbaa !182
  store i32 %3330, ptr %125, align 4, !dbg !1508, !tbaa !174
  %3334 = getelementptr i8, ptr %2639, i64 42, !dbg !1509
  %3335 = load i16, ptr %3334, align 2, !dbg !1509, !tbaa !605
    #dbg_value(i16 %3335, !251, !DIExpression(), !1297)
  %3336 = zext i16 %3335 to i64, !dbg !1509
  %3337 = getelementptr inbounds i8, ptr %2636, i64 %3336, !dbg !1509
  %3338 = load i8, ptr %3337, align 1, !dbg !1509, !tbaa !343
  %3339 = zext i8 %3338 to i32, !dbg !1509
  %3340 = getelementptr inbounds i32, ptr %2637, i64 %3336, !dbg !1509
  %3341 = load i32, ptr %3340, align 4, !dbg !1509, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1510)
    #dbg_value(i32 %3339, !329, !DIExpression(), !1510)
    #dbg_value(i32 %3341, !330, !DIExpression(), !1510)
  %3342 = icmp sgt i32 %3330, 7, !dbg !1512
  br i1 %3342, label %3343, label %3360, !dbg !1512

3343:                                             ; preds = %3327
  %3344 = load i32, ptr %2167, align 4, !dbg !1513, !tbaa !289
  br label %3345, !dbg !1512

3345:                                             ; preds = %3345, %3343
  %3346 = phi i32 [ %3344, %3343 ], [ %3354, %3345 ], !dbg !1513
  %3347 = phi i32 [ %3333, %3343 ], [ %3356, %3345 ], !dbg !1513
  %3348 = lshr i32 %3347, 24, !dbg !1513
  %3349 = trunc nuw i32 %3348 to i8, !dbg !1513
  %3350 = load ptr, ptr %39, align 8, !dbg !1513, !tbaa !306
  %3351 = sext i32 %3346 to i64, !dbg !1513
  %3352 = getelementptr inbounds i8, ptr %3350, i64 %3351, !dbg !1513
  store i8 %3349, ptr %3352, align 1, !dbg !1513, !tbaa !343
  %3353 = load i32, ptr %2167, align 4, !dbg !1513, !tbaa !289
  %3354 = add nsw i32 %3353, 1, !dbg !1513
  store i32 %3354, ptr %2167, align 4, !dbg !1513, !tbaa !289
  %3355 = load i32, ptr %128, align 8, !dbg !1513, !tbaa !182
  %3356 = shl i32 %3355, 8, !dbg !1513
  store i32 %3356, ptr %128, align 8, !dbg !1513, !tbaa !182
  %3357 = load i32, ptr %125, align 4, !dbg !1513, !tbaa !174
  %3358 = add nsw i32 %3357, -8, !dbg !1513
  store i32 %3358, ptr %125, align 4, !dbg !1513, !tbaa !174
  %3359 = icmp sgt i32 %3357, 15, !dbg !1512
  br i1 %3359, label %3345, label %3360, !dbg !1512, !llvm.loop !1514

3360:                                             ; preds = %3345, %3327
  %3361 = phi i32 [ %3333, %3327 ], [ %3356, %3345 ], !dbg !1515
  %3362 = phi i32 [ %3330, %3327 ], [ %3358, %3345 ], !dbg !1512
  %3363 = add i32 %3362, %3339, !dbg !1516
  %3364 = sub i32 32, %3363, !dbg !1516
  %3365 = shl i32 %3341, %3364, !dbg !1517
  %3366 = or i32 %3365, %3361, !dbg !1515
  store i32 %3366, ptr %128, align 8, !dbg !1515, !tbaa !182
  store i32 %3363, ptr %125, align 4, !dbg !1518, !tbaa !174
  %3367 = getelementptr i8, ptr %2639, i64 44, !dbg !1519
  %3368 = load i16, ptr %3367, align 2, !dbg !1519, !tbaa !605
    #dbg_value(i16 %3368, !251, !DIExpression(), !1297)
  %3369 = zext i16 %3368 to i64, !dbg !1519
  %3370 = getelementptr inbounds i8, ptr %2636, i64 %3369, !dbg !1519
  %3371 = load i8, ptr %3370, align 1, !dbg !1519, !tbaa !343
  %3372 = zext i8 %3371 to i32, !dbg !1519
  %3373 = getelementptr inbounds i32, ptr %2637, i64 %3369, !dbg !1519
  %3374 = load i32, ptr %3373, align 4, !dbg !1519, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1520)
    #dbg_value(i32 %3372, !329, !DIExpression(), !1520)
    #dbg_value(i32 %3374, !330, !DIExpression(), !1520)
  %3375 = icmp sgt i32 %3363, 7, !dbg !1522
  br i1 %3375, label %3376, label %3393, !dbg !1522

3376:                                             ; preds = %3360
  %3377 = load i32, ptr %2167, align 4, !dbg !1523, !tbaa !289
  br label %3378, !dbg !1522

3378:                                             ; preds = %3378, %3376
  %3379 = phi i32 [ %3377, %3376 ], [ %3387, %3378 ], !dbg !1523
  %3380 = phi i32 [ %3366, %3376 ], [ %3389, %3378 ], !dbg !1523
  %3381 = lshr i32 %3380, 24, !dbg !1523
  %3382 = trunc nuw i32 %3381 to i8, !dbg !1523
  %3383 = load ptr, ptr %39, align 8, !dbg !1523, !tbaa !306
  %3384 = sext i32 %3379 to i64, !dbg !1523
  %3385 = getelementptr inbounds i8, ptr %3383, i64 %3384, !dbg !1523
  store i8 %3382, ptr %3385, align 1, !dbg !1523, !tbaa !343
  %3386 = load i32, ptr %2167, align 4, !dbg !1523, !tbaa !289
  %3387 = add nsw i32 %3386, 1, !dbg !1523
  store i32 %3387, ptr %2167, align 4, !dbg !1523, !tbaa !289
  %3388 = load i32, ptr %128, align 8, !dbg !1523, !tbaa !182
  %3389 = shl i32 %3388, 8, !dbg !1523
  store i32 %3389, ptr %128, align 8, !dbg !1523, !tbaa !182
  %3390 = load i32, ptr %125, align 4, !dbg !1523, !tbaa !174
  %3391 = add nsw i32 %3390, -8, !dbg !1523
  store i32 %3391, ptr %125, align 4, !dbg !1523, !tbaa !174
  %3392 = icmp sgt i32 %3390, 15, !dbg !1522
  br i1 %3392, label %3378, label %3393, !dbg !1522, !llvm.loop !1524

3393:                                             ; preds = %3378, %3360
  %3394 = phi i32 [ %3366, %3360 ], [ %3389, %3378 ], !dbg !1525
  %3395 = phi i32 [ %3363, %3360 ], [ %3391, %3378 ], !dbg !1522
  %3396 = add i32 %3395, %3372, !dbg !1526
  %3397 = sub i32 32, %3396, !dbg !1526
  %3398 = shl i32 %3374, %3397, !dbg !1527
  %3399 = or i32 %3398, %3394, !dbg !1525
  store i32 %3399, ptr %128, align 8, !dbg !1525, !tbaa !182
  store i32 %3396, ptr %125, align 4, !dbg !1528, !tbaa !174
  %3400 = getelementptr i8, ptr %2639, i64 46, !dbg !1529
  %3401 = load i16, ptr %3400, align 2, !dbg !1529, !tbaa !605
    #dbg_value(i16 %3401, !251, !DIExpression(), !1297)
  %3402 = zext i16 %3401 to i64, !dbg !1529
  %3403 = getelementptr inbounds i8, ptr %2636, i64 %3402, !dbg !1529
  %3404 = load i8, ptr %3403, align 1, !dbg !1529, !tbaa !343
  %3405 = zext i8 %3404 to i32, !dbg !1529
  %3406 = getelementptr inbounds i32, ptr %2637, i64 %3402, !dbg !1529
  %3407 = load i32, ptr %3406, align 4, !dbg !1529, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1530)
    #dbg_value(i32 %3405, !329, !DIExpression(), !1530)
    #dbg_value(i32 %3407, !330, !DIExpression(), !1530)
  %3408 = icmp sgt i32 %3396, 7, !dbg !1532
  br i1 %3408, label %3409, label %3426, !dbg !1532

3409:                                             ; preds = %3393
  %3410 = load i32, ptr %2167, align 4, !dbg !1533, !tbaa !289
  br label %3411, !dbg !1532

3411:                                             ; preds = %3411, %3409
  %3412 = phi i32 [ %3410, %3409 ], [ %3420, %3411 ], !dbg !1533
  %3413 = phi i32 [ %3399, %3409 ], [ %3422, %3411 ], !dbg !1533
  %3414 = lshr i32 %3413, 24, !dbg !1533
  %3415 = trunc nuw i32 %3414 to i8, !dbg !1533
  %3416 = load ptr, ptr %39, align 8, !dbg !1533, !tbaa !306
  %3417 = sext i32 %3412 to i64, !dbg !1533
  %3418 = getelementptr inbounds i8, ptr %3416, i64 %3417, !dbg !1533
  store i8 %3415, ptr %3418, align 1, !dbg !1533, !tbaa !343
  %3419 = load i32, ptr %2167, align 4, !dbg !1533, !tbaa !289
  %3420 = add nsw i32 %3419, 1, !dbg !1533
  store i32 %3420, ptr %2167, align 4, !dbg !1533, !tbaa !289
  %3421 = load i32, ptr %128, align 8, !dbg !1533, !tbaa !182
  %3422 = shl i32 %3421, 8, !dbg !1533
  store i32 %3422, ptr %128, align 8, !dbg !1533, !tbaa !182
  %3423 = load i32, ptr %125, align 4, !dbg !1533, !tbaa !174
  %3424 = add nsw i32 %3423, -8, !dbg !1533
  store i32 %3424, ptr %125, align 4, !dbg !1533, !tbaa !174
  %3425 = icmp sgt i32 %3423, 15, !dbg !1532
  br i1 %3425, label %3411, label %3426, !dbg !1532, !llvm.loop !1534

3426:                                             ; preds = %3411, %3393
  %3427 = phi i32 [ %3399, %3393 ], [ %3422, %3411 ], !dbg !1535
  %3428 = phi i32 [ %3396, %3393 ], [ %3424, %3411 ], !dbg !1532
  %3429 = add i32 %3428, %3405, !dbg !1536
  %3430 = sub i32 32, %3429, !dbg !1536
  %3431 = shl i32 %3407, %3430, !dbg !1537
  %3432 = or i32 %3431, %3427, !dbg !1535
  store i32 %3432, ptr %128, align 8, !dbg !1535, !tbaa !182
  store i32 %3429, ptr %125, align 4, !dbg !1538, !tbaa !174
  %3433 = getelementptr i8, ptr %2639, i64 48, !dbg !1539
  %3434 = load i16, ptr %3433, align 2, !dbg !1539, !tbaa !605
    #dbg_value(i16 %3434, !251, !DIExpression(), !1297)
  %3435 = zext i16 %3434 to i64, !dbg !1539
  %3436 = getelementptr inbounds i8, ptr %2636, i64 %3435, !dbg !1539
  %3437 = load i8, ptr %3436, align 1, !dbg !1539, !tbaa !343
  %3438 = zext i8 %3437 to i32, !dbg !1539
  %3439 = getelementptr inbounds i32, ptr %2637, i64 %3435, !dbg !1539
  %3440 = load i32, ptr %3439, align 4, !dbg !1539, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1540)
    #dbg_value(i32 %3438, !329, !DIExpression(), !1540)
    #dbg_value(i32 %3440, !330, !DIExpression(), !1540)
  %3441 = icmp sgt i32 %3429, 7, !dbg !1542
  br i1 %3441, label %3442, label %3459, !dbg !1542

3442:                                             ; preds = %3426
  %3443 = load i32, ptr %2167, align 4, !dbg !1543, !tbaa !289
  br label %3444, !dbg !1542

3444:                                             ; preds = %3444, %3442
  %3445 = phi i32 [ %3443, %3442 ], [ %3453, %3444 ], !dbg !1543
  %3446 = phi i32 [ %3432, %3442 ], [ %3455, %3444 ], !dbg !1543
  %3447 = lshr i32 %3446, 24, !dbg !1543
  %3448 = trunc nuw i32 %3447 to i8, !dbg !1543
  %3449 = load ptr, ptr %39, align 8, !dbg !1543, !tbaa !306
  %3450 = sext i32 %3445 to i64, !dbg !1543
  %3451 = getelementptr inbounds i8, ptr %3449, i64 %3450, !dbg !1543
  store i8 %3448, ptr %3451, align 1, !dbg !1543, !tbaa !343
  %3452 = load i32, ptr %2167, align 4, !dbg !1543, !tbaa !289
  %3453 = add nsw i32 %3452, 1, !dbg !1543
  store i32 %3453, ptr %2167, align 4, !dbg !1543, !tbaa !289
  %3454 = load i32, ptr %128, align 8, !dbg !1543, !tbaa !182
  %3455 = shl i32 %3454, 8, !dbg !1543
  store i32 %3455, ptr %128, align 8, !dbg !1543, !tbaa !182
  %3456 = load i32, ptr %125, align 4, !dbg !1543, !tbaa !174
  %3457 = add nsw i32 %3456, -8, !dbg !1543
  store i32 %3457, ptr %125, align 4, !dbg !1543, !tbaa !174
  %3458 = icmp sgt i32 %3456, 15, !dbg !1542
  br i1 %3458, label %3444, label %3459, !dbg !1542, !llvm.loop !1544

3459:                                             ; preds = %3444, %3426
  %3460 = phi i32 [ %3432, %3426 ], [ %3455, %3444 ], !dbg !1545
  %3461 = phi i32 [ %3429, %3426 ], [ %3457, %3444 ], !dbg !1542
  %3462 = add i32 %3461, %3438, !dbg !1546
  %3463 = sub i32 32, %3462, !dbg !1546
  %3464 = shl i32 %3440, %3463, !dbg !1547
  %3465 = or i32 %3464, %3460, !dbg !1545
  store i32 %3465, ptr %128, align 8, !dbg !1545, !tbaa !182
  store i32 %3462, ptr %125, align 4, !dbg !1548, !tbaa !174
  %3466 = getelementptr i8, ptr %2639, i64 50, !dbg !1549
  %3467 = load i16, ptr %3466, align 2, !dbg !1549, !tbaa !605
    #dbg_value(i16 %3467, !251, !DIExpression(), !1297)
  %3468 = zext i16 %3467 to i64, !dbg !1549
  %3469 = getelementptr inbounds i8, ptr %2636, i64 %3468, !dbg !1549
  %3470 = load i8, ptr %3469, align 1, !dbg !1549, !tbaa !343
  %3471 = zext i8 %3470 to i32, !dbg !1549
  %3472 = getelementptr inbounds i32, ptr %2637, i64 %3468, !dbg !1549
  %3473 = load i32, ptr %3472, align 4, !dbg !1549, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1550)
    #dbg_value(i32 %3471, !329, !DIExpression(), !1550)
    #dbg_value(i32 %3473, !330, !DIExpression(), !1550)
  %3474 = icmp sgt i32 %3462, 7, !dbg !1552
  br i1 %3474, label %3475, label %3492, !dbg !1552

3475:                                             ; preds = %3459
  %3476 = load i32, ptr %2167, align 4, !dbg !1553, !tbaa !289
  br label %3477, !dbg !1552

3477:                                             ; preds = %3477, %3475
  %3478 = phi i32 [ %3476, %3475 ], [ %3486, %3477 ], !dbg !1553
  %3479 = phi i32 [ %3465, %3475 ], [ %3488, %3477 ], !dbg !1553
  %3480 = lshr i32 %3479, 24, !dbg !1553
  %3481 = trunc nuw i32 %3480 to i8, !dbg !1553
  %3482 = load ptr, ptr %39, align 8, !dbg !1553, !tbaa !306
  %3483 = sext i32 %3478 to i64, !dbg !1553
  %3484 = getelementptr inbounds i8, ptr %3482, i64 %3483, !dbg !1553
  store i8 %3481, ptr %3484, align 1, !dbg !1553, !tbaa !343
  %3485 = load i32, ptr %2167, align 4, !dbg !1553, !tbaa !289
  %3486 = add nsw i32 %3485, 1, !dbg !1553
  store i32 %3486, ptr %2167, align 4, !dbg !1553, !tbaa !289
  %3487 = load i32, ptr %128, align 8, !dbg !1553, !tbaa !182
  %3488 = shl i32 %3487, 8, !dbg !1553
  store i32 %3488, ptr %128, align 8, !dbg !1553, !tbaa !182
  %3489 = load i32, ptr %125, align 4, !dbg !1553, !tbaa !174
  %3490 = add nsw i32 %3489, -8, !dbg !1553
  store i32 %3490, ptr %125, align 4, !dbg !1553, !tbaa !174
  %3491 = icmp sgt i32 %3489, 15, !dbg !1552
  br i1 %3491, label %3477, label %3492, !dbg !1552, !llvm.loop !1554

3492:                                             ; preds = %3477, %3459
  %3493 = phi i32 [ %3465, %3459 ], [ %3488, %3477 ], !dbg !1555
  %3494 = phi i32 [ %3462, %3459 ], [ %3490, %3477 ], !dbg !1552
  %3495 = add i32 %3494, %3471, !dbg !1556
  %3496 = sub i32 32, %3495, !dbg !1556
  %3497 = shl i32 %3473, %3496, !dbg !1557
  %3498 = or i32 %3497, %3493, !dbg !1555
  store i32 %3498, ptr %128, align 8, !dbg !1555, !tbaa !182
  store i32 %3495, ptr %125, align 4, !dbg !1558, !tbaa !174
  %3499 = getelementptr i8, ptr %2639, i64 52, !dbg !1559
  %3500 = load i16, ptr %3499, align 2, !dbg !1559, !tbaa !605
    #dbg_value(i16 %3500, !251, !DIExpression(), !1297)
  %3501 = zext i16 %3500 to i64, !dbg !1559
  %3502 = getelementptr inbounds i8, ptr %2636, i64 %3501, !dbg !1559
  %3503 = load i8, ptr %3502, align 1, !dbg !1559, !tbaa !343
  %3504 = zext i8 %3503 to i32, !dbg !1559
  %3505 = getelementptr inbounds i32, ptr %2637, i64 %3501, !dbg !1559
  %3506 = load i32, ptr %3505, align 4, !dbg !1559, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1560)
    #dbg_value(i32 %3504, !329, !DIExpression(), !1560)
    #dbg_value(i32 %3506, !330, !DIExpression(), !1560)
  %3507 = icmp sgt i32 %3495, 7, !dbg !1562
  br i1 %3507, label %3508, label %3525, !dbg !1562

3508:                                             ; preds = %3492
  %3509 = load i32, ptr %2167, align 4, !dbg !1563, !tbaa !289
  br label %3510, !dbg !1562

3510:                                             ; preds = %3510, %3508
  %3511 = phi i32 [ %3509, %3508 ], [ %3519, %3510 ], !dbg !1563
  %3512 = phi i32 [ %3498, %3508 ], [ %3521, %3510 ], !dbg !1563
  %3513 = lshr i32 %3512, 24, !dbg !1563
  %3514 = trunc nuw i32 %3513 to i8, !dbg !1563
  %3515 = load ptr, ptr %39, align 8, !dbg !1563, !tbaa !306
  %3516 = sext i32 %3511 to i64, !dbg !1563
  %3517 = getelementptr inbounds i8, ptr %3515, i64 %3516, !dbg !1563
  store i8 %3514, ptr %3517, align 1, !dbg !1563, !tbaa !343
  %3518 = load i32, ptr %2167, align 4, !dbg !1563, !tbaa !289
  %3519 = add nsw i32 %3518, 1, !dbg !1563
  store i32 %3519, ptr %2167, align 4, !dbg !1563, !tbaa !289
  %3520 = load i32, ptr %128, align 8, !dbg !1563, !tbaa !182
  %3521 = shl i32 %3520, 8, !dbg !1563
  store i32 %3521, ptr %128, align 8, !dbg !1563, !tbaa !182
  %3522 = load i32, ptr %125, align 4, !dbg !1563, !tbaa !174
  %3523 = add nsw i32 %3522, -8, !dbg !1563
  store i32 %3523, ptr %125, align 4, !dbg !1563, !tbaa !174
  %3524 = icmp sgt i32 %3522, 15, !dbg !1562
  br i1 %3524, label %3510, label %3525, !dbg !1562, !llvm.loop !1564

3525:                                             ; preds = %3510, %3492
  %3526 = phi i32 [ %3498, %3492 ], [ %3521, %3510 ], !dbg !1565
  %3527 = phi i32 [ %3495, %3492 ], [ %3523, %3510 ], !dbg !1562
  %3528 = add i32 %3527, %3504, !dbg !1566
  %3529 = sub i32 32, %3528, !dbg !1566
  %3530 = shl i32 %3506, %3529, !dbg !1567
  %3531 = or i32 %3530, %3526, !dbg !1565
  store i32 %3531, ptr %128, align 8, !dbg !1565, !tbaa !182
  store i32 %3528, ptr %125, align 4, !dbg !1568, !tbaa !174
  %3532 = getelementptr i8, ptr %2639, i64 54, !dbg !1569
  %3533 = load i16, ptr %3532, align 2, !dbg !1569, !tbaa !605
    #dbg_value(i16 %3533, !251, !DIExpression(), !1297)
  %3534 = zext i16 %3533 to i64, !dbg !1569
  %3535 = getelementptr inbounds i8, ptr %2636, i64 %3534, !dbg !1569
  %3536 = load i8, ptr %3535, align 1, !dbg !1569, !tbaa !343
  %3537 = zext i8 %3536 to i32, !dbg !1569
  %3538 = getelementptr inbounds i32, ptr %2637, i64 %3534, !dbg !1569
  %3539 = load i32, ptr %3538, align 4, !dbg !1569, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1570)
    #dbg_value(i32 %3537, !329, !DIExpression(), !1570)
    #dbg_value(i32 %3539, !330, !DIExpression(), !1570)
  %3540 = icmp sgt i32 %3528, 7, !dbg !1572
  br i1 %3540, label %3541, label %3558, !dbg !1572

3541:                                             ; preds = %3525
  %3542 = load i32, ptr %2167, align 4, !dbg !1573, !tbaa !289
  br label %3543, !dbg !1572

3543:                                             ; preds = %3543, %3541
  %3544 = phi i32 [ %3542, %3541 ], [ %3552, %3543 ], !dbg !1573
  %3545 = phi i32 [ %3531, %3541 ], [ %3554, %3543 ], !dbg !1573
  %3546 = lshr i32 %3545, 24, !dbg !1573
  %3547 = trunc nuw i32 %3546 to i8, !dbg !1573
  %3548 = load ptr, ptr %39, align 8, !dbg !1573, !tbaa !306
  %3549 = sext i32 %3544 to i64, !dbg !1573
  %3550 = getelementptr inbounds i8, ptr %3548, i64 %3549, !dbg !1573
  store i8 %3547, ptr %3550, align 1, !dbg !1573, !tbaa !343
  %3551 = load i32, ptr %2167, align 4, !dbg !1573, !tbaa !289
  %3552 = add nsw i32 %3551, 1, !dbg !1573
  store i32 %3552, ptr %2167, align 4, !dbg !1573, !tbaa !289
  %3553 = load i32, ptr %128, align 8, !dbg !1573, !tbaa !182
  %3554 = shl i32 %3553, 8, !dbg !1573
  store i32 %3554, ptr %128, align 8, !dbg !1573, !tbaa !182
  %3555 = load i32, ptr %125, align 4, !dbg !1573, !tbaa !174
  %3556 = add nsw i32 %3555, -8, !dbg !1573
  store i32 %3556, ptr %125, align 4, !dbg !1573, !tbaa !174
  %3557 = icmp sgt i32 %3555, 15, !dbg !1572
  br i1 %3557, label %3543, label %3558, !dbg !1572, !llvm.loop !1574

3558:                                             ; preds = %3543, %3525
  %3559 = phi i32 [ %3531, %3525 ], [ %3554, %3543 ], !dbg !1575
  %3560 = phi i32 [ %3528, %3525 ], [ %3556, %3543 ], !dbg !1572
  %3561 = add i32 %3560, %3537, !dbg !1576
  %3562 = sub i32 32, %3561, !dbg !1576
  %3563 = shl i32 %3539, %3562, !dbg !1577
  %3564 = or i32 %3563, %3559, !dbg !1575
  store i32 %3564, ptr %128, align 8, !dbg !1575, !tbaa !182
  store i32 %3561, ptr %125, align 4, !dbg !1578, !tbaa !174
  %3565 = getelementptr i8, ptr %2639, i64 56, !dbg !1579
  %3566 = load i16, ptr %3565, align 2, !dbg !1579, !tbaa !605
    #dbg_value(i16 %3566, !251, !DIExpression(), !1297)
  %3567 = zext i16 %3566 to i64, !dbg !1579
  %3568 = getelementptr inbounds i8, ptr %2636, i64 %3567, !dbg !1579
  %3569 = load i8, ptr %3568, align 1, !dbg !1579, !tbaa !343
  %3570 = zext i8 %3569 to i32, !dbg !1579
  %3571 = getelementptr inbounds i32, ptr %2637, i64 %3567, !dbg !1579
  %3572 = load i32, ptr %3571, align 4, !dbg !1579, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1580)
    #dbg_value(i32 %3570, !329, !DIExpression(), !1580)
    #dbg_value(i32 %3572, !330, !DIExpression(), !1580)
  %3573 = icmp sgt i32 %3561, 7, !dbg !1582
  br i1 %3573, label %3574, label %3591, !dbg !1582

3574:                                             ; preds = %3558
  %3575 = load i32, ptr %2167, align 4, !dbg !1583, !tbaa !289
  br label %3576, !dbg !1582

3576:                                             ; preds = %3576, %3574
  %3577 = phi i32 [ %3575, %3574 ], [ %3585, %3576 ], !dbg !1583
  %3578 = phi i32 [ %3564, %3574 ], [ %3587, %3576 ], !dbg !1583
  %3579 = lshr i32 %3578, 24, !dbg !1583
  %3580 = trunc nuw i32 %3579 to i8, !dbg !1583
  %3581 = load ptr, ptr %39, align 8, !dbg !1583, !tbaa !306
  %3582 = sext i32 %3577 to i64, !dbg !1583
  %3583 = getelementptr inbounds i8, ptr %3581, i64 %3582, !dbg !1583
  store i8 %3580, ptr %3583, align 1, !dbg !1583, !tbaa !343
  %3584 = load i32, ptr %2167, align 4, !dbg !1583, !tbaa !289
  %3585 = add nsw i32 %3584, 1, !dbg !1583
  store i32 %3585, ptr %2167, align 4, !dbg !1583, !tbaa !289
  %3586 = load i32, ptr %128, align 8, !dbg !1583, !tbaa !182
  %3587 = shl i32 %3586, 8, !dbg !1583
  store i32 %3587, ptr %128, align 8, !dbg !1583, !tbaa !182
  %3588 = load i32, ptr %125, align 4, !dbg !1583, !tbaa !174
  %3589 = add nsw i32 %3588, -8, !dbg !1583
  store i32 %3589, ptr %125, align 4, !dbg !1583, !tbaa !174
  %3590 = icmp sgt i32 %3588, 15, !dbg !1582
  br i1 %3590, label %3576, label %3591, !dbg !1582, !llvm.loop !1584

3591:                                             ; preds = %3576, %3558
  %3592 = phi i32 [ %3564, %3558 ], [ %3587, %3576 ], !dbg !1585
  %3593 = phi i32 [ %3561, %3558 ], [ %3589, %3576 ], !dbg !1582
  %3594 = add i32 %3593, %3570, !dbg !1586
  %3595 = sub i32 32, %3594, !dbg !1586
  %3596 = shl i32 %3572, %3595, !dbg !1587
  %3597 = or i32 %3596, %3592, !dbg !1585
  store i32 %3597, ptr %128, align 8, !dbg !1585, !tbaa !182
  store i32 %3594, ptr %125, align 4, !dbg !1588, !tbaa !174
  %3598 = getelementptr i8, ptr %2639, i64 58, !dbg !1589
  %3599 = load i16, ptr %3598, align 2, !dbg !1589, !tbaa !605
    #dbg_value(i16 %3599, !251, !DIExpression(), !1297)
  %3600 = zext i16 %3599 to i64, !dbg !1589
  %3601 = getelementptr inbounds i8, ptr %2636, i64 %3600, !dbg !1589
  %3602 = load i8, ptr %3601, align 1, !dbg !1589, !tbaa !343
  %3603 = zext i8 %3602 to i32, !dbg !1589
  %3604 = getelementptr inbounds i32, ptr %2637, i64 %3600, !dbg !1589
  %3605 = load i32, ptr %3604, align 4, !dbg !1589, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1590)
    #dbg_value(i32 %3603, !329, !DIExpression(), !1590)
    #dbg_value(i32 %3605, !330, !DIExpression(), !1590)
  %3606 = icmp sgt i32 %3594, 7, !dbg !1592
  br i1 %3606, label %3607, label %3624, !dbg !1592

3607:                                             ; preds = %3591
  %3608 = load i32, ptr %2167, align 4, !dbg !1593, !tbaa !289
  br label %3609, !dbg !1592

3609:                                             ; preds = %3609, %3607
  %3610 = phi i32 [ %3608, %3607 ], [ %3618, %3609 ], !dbg !1593
  %3611 = phi i32 [ %3597, %3607 ], [ %3620, %3609 ], !dbg !1593
  %3612 = lshr i32 %3611, 24, !dbg !1593
  %3613 = trunc nuw i32 %3612 to i8, !dbg !1593
  %3614 = load ptr, ptr %39, align 8, !dbg !1593, !tbaa !306
  %3615 = sext i32 %3610 to i64, !dbg !1593
  %3616 = getelementptr inbounds i8, ptr %3614, i64 %3615, !dbg !1593
  store i8 %3613, ptr %3616, align 1, !dbg !1593, !tbaa !343
  %3617 = load i32, ptr %2167, align 4, !dbg !1593, !tbaa !289
  %3618 = add nsw i32 %3617, 1, !dbg !1593
  store i32 %3618, ptr %2167, align 4, !dbg !1593, !tbaa !289
  %3619 = load i32, ptr %128, align 8, !dbg !1593, !tbaa !182
  %3620 = shl i32 %3619, 8, !dbg !1593
  store i32 %3620, ptr %128, align 8, !dbg !1593, !tbaa !182
  %3621 = load i32, ptr %125, align 4, !dbg !1593, !tbaa !174
  %3622 = add nsw i32 %3621, -8, !dbg !1593
  store i32 %3622, ptr %125, align 4, !dbg !1593, !tbaa !174
  %3623 = icmp sgt i32 %3621, 15, !dbg !1592
  br i1 %3623, label %3609, label %3624, !dbg !1592, !llvm.loop !1594

3624:                                             ; preds = %3609, %3591
  %3625 = phi i32 [ %3597, %3591 ], [ %3620, %3609 ], !dbg !1595
  %3626 = phi i32 [ %3594, %3591 ], [ %3622, %3609 ], !dbg !1592
  %3627 = add i32 %3626, %3603, !dbg !1596
  %3628 = sub i32 32, %3627, !dbg !1596
  %3629 = shl i32 %3605, %3628, !dbg !1597
  %3630 = or i32 %3629, %3625, !dbg !1595
  store i32 %3630, ptr %128, align 8, !dbg !1595, !tbaa !182
  store i32 %3627, ptr %125, align 4, !dbg !1598, !tbaa !174
  %3631 = getelementptr i8, ptr %2639, i64 60, !dbg !1599
  %3632 = load i16, ptr %3631, align 2, !dbg !1599, !tbaa !605
    #dbg_value(i16 %3632, !251, !DIExpression(), !1297)
  %3633 = zext i16 %3632 to i64, !dbg !1599
  %3634 = getelementptr inbounds i8, ptr %2636, i64 %3633, !dbg !1599
  %3635 = load i8, ptr %3634, align 1, !dbg !1599, !tbaa !343
  %3636 = zext i8 %3635 to i32, !dbg !1599
  %3637 = getelementptr inbounds i32, ptr %2637, i64 %3633, !dbg !1599
  %3638 = load i32, ptr %3637, align 4, !dbg !1599, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1600)
    #dbg_value(i32 %3636, !329, !DIExpression(), !1600)
    #dbg_value(i32 %3638, !330, !DIExpression(), !1600)
  %3639 = icmp sgt i32 %3627, 7, !dbg !1602
  br i1 %3639, label %3640, label %3657, !dbg !1602

3640:                                             ; preds = %3624
  %3641 = load i32, ptr %2167, align 4, !dbg !1603, !tbaa !289
  br label %3642, !dbg !1602

3642:                                             ; preds = %3642, %3640
  %3643 = phi i32 [ %3641, %3640 ], [ %3651, %3642 ], !dbg !1603
  %3644 = phi i32 [ %3630, %3640 ], [ %3653, %3642 ], !dbg !1603
  %3645 = lshr i32 %3644, 24, !dbg !1603
  %3646 = trunc nuw i32 %3645 to i8, !dbg !1603
  %3647 = load ptr, ptr %39, align 8, !dbg !1603, !tbaa !306
  %3648 = sext i32 %3643 to i64, !dbg !1603
  %3649 = getelementptr inbounds i8, ptr %3647, i64 %3648, !dbg !1603
  store i8 %3646, ptr %3649, align 1, !dbg !1603, !tbaa !343
  %3650 = load i32, ptr %2167, align 4, !dbg !1603, !tbaa !289
  %3651 = add nsw i32 %3650, 1, !dbg !1603
  store i32 %3651, ptr %2167, align 4, !dbg !1603, !tbaa !289
  %3652 = load i32, ptr %128, align 8, !dbg !1603, !tbaa !182
  %3653 = shl i32 %3652, 8, !dbg !1603
  store i32 %3653, ptr %128, align 8, !dbg !1603, !tbaa !182
  %3654 = load i32, ptr %125, align 4, !dbg !1603, !tbaa !174
  %3655 = add nsw i32 %3654, -8, !dbg !1603
  store i32 %3655, ptr %125, align 4, !dbg !1603, !tbaa !174
  %3656 = icmp sgt i32 %3654, 15, !dbg !1602
  br i1 %3656, label %3642, label %3657, !dbg !1602, !llvm.loop !1604

3657:                                             ; preds = %3642, %3624
  %3658 = phi i32 [ %3630, %3624 ], [ %3653, %3642 ], !dbg !1605
  %3659 = phi i32 [ %3627, %3624 ], [ %3655, %3642 ], !dbg !1602
  %3660 = add i32 %3659, %3636, !dbg !1606
  %3661 = sub i32 32, %3660, !dbg !1606
  %3662 = shl i32 %3638, %3661, !dbg !1607
  %3663 = or i32 %3662, %3658, !dbg !1605
  store i32 %3663, ptr %128, align 8, !dbg !1605, !tbaa !182
  store i32 %3660, ptr %125, align 4, !dbg !1608, !tbaa !174
  %3664 = getelementptr i8, ptr %2639, i64 62, !dbg !1609
  %3665 = load i16, ptr %3664, align 2, !dbg !1609, !tbaa !605
    #dbg_value(i16 %3665, !251, !DIExpression(), !1297)
  %3666 = zext i16 %3665 to i64, !dbg !1609
  %3667 = getelementptr inbounds i8, ptr %2636, i64 %3666, !dbg !1609
  %3668 = load i8, ptr %3667, align 1, !dbg !1609, !tbaa !343
  %3669 = zext i8 %3668 to i32, !dbg !1609
  %3670 = getelementptr inbounds i32, ptr %2637, i64 %3666, !dbg !1609
  %3671 = load i32, ptr %3670, align 4, !dbg !1609, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1610)
    #dbg_value(i32 %3669, !329, !DIExpression(), !1610)
    #dbg_value(i32 %3671, !330, !DIExpression(), !1610)
  %3672 = icmp sgt i32 %3660, 7, !dbg !1612
  br i1 %3672, label %3673, label %3690, !dbg !1612

3673:                                             ; preds = %3657
  %3674 = load i32, ptr %2167, align 4, !dbg !1613, !tbaa !289
  br label %3675, !dbg !1612

3675:                                             ; preds = %3675, %3673
  %3676 = phi i32 [ %3674, %3673 ], [ %3684, %3675 ], !dbg !1613
  %3677 = phi i32 [ %3663, %3673 ], [ %3686, %3675 ], !dbg !1613
  %3678 = lshr i32 %3677, 24, !dbg !1613
  %3679 = trunc nuw i32 %3678 to i8, !dbg !1613
  %3680 = load ptr, ptr %39, align 8, !dbg !1613, !tbaa !306
  %3681 = sext i32 %3676 to i64, !dbg !1613
  %3682 = getelementptr inbounds i8, ptr %3680, i64 %3681, !dbg !1613
  store i8 %3679, ptr %3682, align 1, !dbg !1613, !tbaa !343
  %3683 = load i32, ptr %2167, align 4, !dbg !1613, !tbaa !289
  %3684 = add nsw i32 %3683, 1, !dbg !1613
  store i32 %3684, ptr %2167, align 4, !dbg !1613, !tbaa !289
  %3685 = load i32, ptr %128, align 8, !dbg !1613, !tbaa !182
  %3686 = shl i32 %3685, 8, !dbg !1613
  store i32 %3686, ptr %128, align 8, !dbg !1613, !tbaa !182
  %3687 = load i32, ptr %125, align 4, !dbg !1613, !tbaa !174
  %3688 = add nsw i32 %3687, -8, !dbg !1613
  store i32 %3688, ptr %125, align 4, !dbg !1613, !tbaa !174
  %3689 = icmp sgt i32 %3687, 15, !dbg !1612
  br i1 %3689, label %3675, label %3690, !dbg !1612, !llvm.loop !1614

3690:                                             ; preds = %3675, %3657
  %3691 = phi i32 [ %3663, %3657 ], [ %3686, %3675 ], !dbg !1615
  %3692 = phi i32 [ %3660, %3657 ], [ %3688, %3675 ], !dbg !1612
  %3693 = add i32 %3692, %3669, !dbg !1616
  %3694 = sub i32 32, %3693, !dbg !1616
  %3695 = shl i32 %3671, %3694, !dbg !1617
  %3696 = or i32 %3695, %3691, !dbg !1615
  store i32 %3696, ptr %128, align 8, !dbg !1615, !tbaa !182
  store i32 %3693, ptr %125, align 4, !dbg !1618, !tbaa !174
  %3697 = getelementptr i8, ptr %2639, i64 64, !dbg !1619
  %3698 = load i16, ptr %3697, align 2, !dbg !1619, !tbaa !605
    #dbg_value(i16 %3698, !251, !DIExpression(), !1297)
  %3699 = zext i16 %3698 to i64, !dbg !1619
  %3700 = getelementptr inbounds i8, ptr %2636, i64 %3699, !dbg !1619
  %3701 = load i8, ptr %3700, align 1, !dbg !1619, !tbaa !343
  %3702 = zext i8 %3701 to i32, !dbg !1619
  %3703 = getelementptr inbounds i32, ptr %2637, i64 %3699, !dbg !1619
  %3704 = load i32, ptr %3703, align 4, !dbg !1619, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1620)
    #dbg_value(i32 %3702, !329, !DIExpression(), !1620)
    #dbg_value(i32 %3704, !330, !DIExpression(), !1620)
  %3705 = icmp sgt i32 %3693, 7, !dbg !1622
  br i1 %3705, label %3706, label %3723, !dbg !1622

3706:                                             ; preds = %3690
  %3707 = load i32, ptr %2167, align 4, !dbg !1623, !tbaa !289
  br label %3708, !dbg !1622

3708:                                             ; preds = %3708, %3706
  %3709 = phi i32 [ %3707, %3706 ], [ %3717, %3708 ], !dbg !1623
  %3710 = phi i32 [ %3696, %3706 ], [ %3719, %3708 ], !dbg !1623
  %3711 = lshr i32 %3710, 24, !dbg !1623
  %3712 = trunc nuw i32 %3711 to i8, !dbg !1623
  %3713 = load ptr, ptr %39, align 8, !dbg !1623, !tbaa !306
  %3714 = sext i32 %3709 to i64, !dbg !1623
  %3715 = getelementptr inbounds i8, ptr %3713, i64 %3714, !dbg !1623
  store i8 %3712, ptr %3715, align 1, !dbg !1623, !tbaa !343
  %3716 = load i32, ptr %2167, align 4, !dbg !1623, !tbaa !289
  %3717 = add nsw i32 %3716, 1, !dbg !1623
  store i32 %3717, ptr %2167, align 4, !dbg !1623, !tbaa !289
  %3718 = load i32, ptr %128, align 8, !dbg !1623, !tbaa !182
  %3719 = shl i32 %3718, 8, !dbg !1623
  store i32 %3719, ptr %128, align 8, !dbg !1623, !tbaa !182
  %3720 = load i32, ptr %125, align 4, !dbg !1623, !tbaa !174
  %3721 = add nsw i32 %3720, -8, !dbg !1623
  store i32 %3721, ptr %125, align 4, !dbg !1623, !tbaa !174
  %3722 = icmp sgt i32 %3720, 15, !dbg !1622
  br i1 %3722, label %3708, label %3723, !dbg !1622, !llvm.loop !1624

3723:                                             ; preds = %3708, %3690
  %3724 = phi i32 [ %3696, %3690 ], [ %3719, %3708 ], !dbg !1625
  %3725 = phi i32 [ %3693, %3690 ], [ %3721, %3708 ], !dbg !1622
  %3726 = add i32 %3725, %3702, !dbg !1626
  %3727 = sub i32 32, %3726, !dbg !1626
  %3728 = shl i32 %3704, %3727, !dbg !1627
  %3729 = or i32 %3728, %3724, !dbg !1625
  store i32 %3729, ptr %128, align 8, !dbg !1625, !tbaa !182
  store i32 %3726, ptr %125, align 4, !dbg !1628, !tbaa !174
  %3730 = getelementptr i8, ptr %2639, i64 66, !dbg !1629
  %3731 = load i16, ptr %3730, align 2, !dbg !1629, !tbaa !605
    #dbg_value(i16 %3731, !251, !DIExpression(), !1297)
  %3732 = zext i16 %3731 to i64, !dbg !1629
  %3733 = getelementptr inbounds i8, ptr %2636, i64 %3732, !dbg !1629
  %3734 = load i8, ptr %3733, align 1, !dbg !1629, !tbaa !343
  %3735 = zext i8 %3734 to i32, !dbg !1629
  %3736 = getelementptr inbounds i32, ptr %2637, i64 %3732, !dbg !1629
  %3737 = load i32, ptr %3736, align 4, !dbg !1629, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1630)
    #dbg_value(i32 %3735, !329, !DIExpression(), !1630)
    #dbg_value(i32 %3737, !330, !DIExpression(), !1630)
  %3738 = icmp sgt i32 %3726, 7, !dbg !1632
  br i1 %3738, label %3739, label %3756, !dbg !1632

3739:                                             ; preds = %3723
  %3740 = load i32, ptr %2167, align 4, !dbg !1633, !tbaa !289
  br label %3741, !dbg !1632

3741:                                             ; preds = %3741, %3739
  %3742 = phi i32 [ %3740, %3739 ], [ %3750, %3741 ], !dbg !1633
  %3743 = phi i32 [ %3729, %3739 ], [ %3752, %3741 ], !dbg !1633
  %3744 = lshr i32 %3743, 24, !dbg !1633
  %3745 = trunc nuw i32 %3744 to i8, !dbg !1633
  %3746 = load ptr, ptr %39, align 8, !dbg !1633, !tbaa !306
  %3747 = sext i32 %3742 to i64, !dbg !1633
  %3748 = getelementptr inbounds i8, ptr %3746, i64 %3747, !dbg !1633
  store i8 %3745, ptr %3748, align 1, !dbg !1633, !tbaa !343
  %3749 = load i32, ptr %2167, align 4, !dbg !1633, !tbaa !289
  %3750 = add nsw i32 %3749, 1, !dbg !1633
  store i32 %3750, ptr %2167, align 4, !dbg !1633, !tbaa !289
  %3751 = load i32, ptr %128, align 8, !dbg !1633, !tbaa !182
  %3752 = shl i32 %3751, 8, !dbg !1633
  store i32 %3752, ptr %128, align 8, !dbg !1633, !tbaa !182
  %3753 = load i32, ptr %125, align 4, !dbg !1633, !tbaa !174
  %3754 = add nsw i32 %3753, -8, !dbg !1633
  store i32 %3754, ptr %125, align 4, !dbg !1633, !tbaa !174
  %3755 = icmp sgt i32 %3753, 15, !dbg !1632
  br i1 %3755, label %3741, label %3756, !dbg !1632, !llvm.loop !1634

3756:                                             ; preds = %3741, %3723
  %3757 = phi i32 [ %3729, %3723 ], [ %3752, %3741 ], !dbg !1635
  %3758 = phi i32 [ %3726, %3723 ], [ %3754, %3741 ], !dbg !1632
  %3759 = add i32 %3758, %3735, !dbg !1636
  %3760 = sub i32 32, %3759, !dbg !1636
  %3761 = shl i32 %3737, %3760, !dbg !1637
  %3762 = or i32 %3761, %3757, !dbg !1635
  store i32 %3762, ptr %128, align 8, !dbg !1635, !tbaa !182
  store i32 %3759, ptr %125, align 4, !dbg !1638, !tbaa !174
  %3763 = getelementptr i8, ptr %2639, i64 68, !dbg !1639
  %3764 = load i16, ptr %3763, align 2, !dbg !1639, !tbaa !605
    #dbg_value(i16 %3764, !251, !DIExpression(), !1297)
  %3765 = zext i16 %3764 to i64, !dbg !1639
  %3766 = getelementptr inbounds i8, ptr %2636, i64 %3765, !dbg !1639
  %3767 = load i8, ptr %3766, align 1, !dbg !1639, !tbaa !343
  %3768 = zext i8 %3767 to i32, !dbg !1639
  %3769 = getelementptr inbounds i32, ptr %2637, i64 %3765, !dbg !1639
  %3770 = load i32, ptr %3769, align 4, !dbg !1639, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1640)
    #dbg_value(i32 %3768, !329, !DIExpression(), !1640)
    #dbg_value(i32 %3770, !330, !DIExpression(), !1640)
  %3771 = icmp sgt i32 %3759, 7, !dbg !1642
  br i1 %3771, label %3772, label %3789, !dbg !1642

3772:                                             ; preds = %3756
  %3773 = load i32, ptr %2167, align 4, !dbg !1643, !tbaa !289
  br label %3774, !dbg !1642

3774:                                             ; preds = %3774, %3772
  %3775 = phi i32 [ %3773, %3772 ], [ %3783, %3774 ], !dbg !1643
  %3776 = phi i32 [ %3762, %3772 ], [ %3785, %3774 ], !dbg !1643
  %3777 = lshr i32 %3776, 24, !dbg !1643
  %3778 = trunc nuw i32 %3777 to i8, !dbg !1643
  %3779 = load ptr, ptr %39, align 8, !dbg !1643, !tbaa !306
  %3780 = sext i32 %3775 to i64, !dbg !1643
  %3781 = getelementptr inbounds i8, ptr %3779, i64 %3780, !dbg !1643
  store i8 %3778, ptr %3781, align 1, !dbg !1643, !tbaa !343
  %3782 = load i32, ptr %2167, align 4, !dbg !1643, !tbaa !289
  %3783 = add nsw i32 %3782, 1, !dbg !1643
  store i32 %3783, ptr %2167, align 4, !dbg !1643, !tbaa !289
  %3784 = load i32, ptr %128, align 8, !dbg !1643, !tbaa !182
  %3785 = shl i32 %3784, 8, !dbg !1643
  store i32 %3785, ptr %128, align 8, !dbg !1643, !tbaa !182
  %3786 = load i32, ptr %125, align 4, !dbg !1643, !tbaa !174
  %3787 = add nsw i32 %3786, -8, !dbg !1643
  store i32 %3787, ptr %125, align 4, !dbg !1643, !tbaa !174
  %3788 = icmp sgt i32 %3786, 15, !dbg !1642
  br i1 %3788, label %3774, label %3789, !dbg !1642, !llvm.loop !1644

3789:                                             ; preds = %3774, %3756
  %3790 = phi i32 [ %3762, %3756 ], [ %3785, %3774 ], !dbg !1645
  %3791 = phi i32 [ %3759, %3756 ], [ %3787, %3774 ], !dbg !1642
  %3792 = add i32 %3791, %3768, !dbg !1646
  %3793 = sub i32 32, %3792, !dbg !1646
  %3794 = shl i32 %3770, %3793, !dbg !1647
  %3795 = or i32 %3794, %3790, !dbg !1645
  store i32 %3795, ptr %128, align 8, !dbg !1645, !tbaa !182
  store i32 %3792, ptr %125, align 4, !dbg !1648, !tbaa !174
  %3796 = getelementptr i8, ptr %2639, i64 70, !dbg !1649
  %3797 = load i16, ptr %3796, align 2, !dbg !1649, !tbaa !605
    #dbg_value(i16 %3797, !251, !DIExpression(), !1297)
  %3798 = zext i16 %3797 to i64, !dbg !1649
  %3799 = getelementptr inbounds i8, ptr %2636, i64 %3798, !dbg !1649
  %3800 = load i8, ptr %3799, align 1, !dbg !1649, !tbaa !343
  %3801 = zext i8 %3800 to i32, !dbg !1649
  %3802 = getelementptr inbounds i32, ptr %2637, i64 %3798, !dbg !1649
  %3803 = load i32, ptr %3802, align 4, !dbg !1649, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1650)
    #dbg_value(i32 %3801, !329, !DIExpression(), !1650)
    #dbg_value(i32 %3803, !330, !DIExpression(), !1650)
  %3804 = icmp sgt i32 %3792, 7, !dbg !1652
  br i1 %3804, label %3805, label %3822, !dbg !1652

3805:                                             ; preds = %3789
  %3806 = load i32, ptr %2167, align 4, !dbg !1653, !tbaa !289
  br label %3807, !dbg !1652

3807:                                             ; preds = %3807, %3805
  %3808 = phi i32 [ %3806, %3805 ], [ %3816, %3807 ], !dbg !1653
  %3809 = phi i32 [ %3795, %3805 ], [ %3818, %3807 ], !dbg !1653
  %3810 = lshr i32 %3809, 24, !dbg !1653
  %3811 = trunc nuw i32 %3810 to i8, !dbg !1653
  %3812 = load ptr, ptr %39, align 8, !dbg !1653, !tbaa !306
  %3813 = sext i32 %3808 to i64, !dbg !1653
  %3814 = getelementptr inbounds i8, ptr %3812, i64 %3813, !dbg !1653
  store i8 %3811, ptr %3814, align 1, !dbg !1653, !tbaa !343
  %3815 = load i32, ptr %2167, align 4, !dbg !1653, !tbaa !289
  %3816 = add nsw i32 %3815, 1, !dbg !1653
  store i32 %3816, ptr %2167, align 4, !dbg !1653, !tbaa !289
  %3817 = load i32, ptr %128, align 8, !dbg !1653, !tbaa !182
  %3818 = shl i32 %3817, 8, !dbg !1653
  store i32 %3818, ptr %128, align 8, !dbg !1653, !tbaa !182
  %3819 = load i32, ptr %125, align 4, !dbg !1653, !tbaa !174
  %3820 = add nsw i32 %3819, -8, !dbg !1653
  store i32 %3820, ptr %125, align 4, !dbg !1653, !tbaa !174
  %3821 = icmp sgt i32 %3819, 15, !dbg !1652
  br i1 %3821, label %3807, label %3822, !dbg !1652, !llvm.loop !1654

3822:                                             ; preds = %3807, %3789
  %3823 = phi i32 [ %3795, %3789 ], [ %3818, %3807 ], !dbg !1655
  %3824 = phi i32 [ %3792, %3789 ], [ %3820, %3807 ], !dbg !1652
  %3825 = add i32 %3824, %3801, !dbg !1656
  %3826 = sub i32 32, %3825, !dbg !1656
  %3827 = shl i32 %3803, %3826, !dbg !1657
  %3828 = or i32 %3827, %3823, !dbg !1655
  store i32 %3828, ptr %128, align 8, !dbg !1655, !tbaa !182
  store i32 %3825, ptr %125, align 4, !dbg !1658, !tbaa !174
  %3829 = getelementptr i8, ptr %2639, i64 72, !dbg !1659
  %3830 = load i16, ptr %3829, align 2, !dbg !1659, !tbaa !605
    #dbg_value(i16 %3830, !251, !DIExpression(), !1297)
  %3831 = zext i16 %3830 to i64, !dbg !1659
  %3832 = getelementptr inbounds i8, ptr %2636, i64 %3831, !dbg !1659
  %3833 = load i8, ptr %3832, align 1, !dbg !1659, !tbaa !343
  %3834 = zext i8 %3833 to i32, !dbg !1659
  %3835 = getelementptr inbounds i32, ptr %2637, i64 %3831, !dbg !1659
  %3836 = load i32, ptr %3835, align 4, !dbg !1659, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1660)
    #dbg_value(i32 %3834, !329, !DIExpression(), !1660)
    #dbg_value(i32 %3836, !330, !DIExpression(), !1660)
  %3837 = icmp sgt i32 %3825, 7, !dbg !1662
  br i1 %3837, label %3838, label %3855, !dbg !1662

3838:                                             ; preds = %3822
  %3839 = load i32, ptr %2167, align 4, !dbg !1663, !tbaa !289
  br label %3840, !dbg !1662

3840:                                             ; preds = %3840, %3838
  %3841 = phi i32 [ %3839, %3838 ], [ %3849, %3840 ], !dbg !1663
  %3842 = phi i32 [ %3828, %3838 ], [ %3851, %3840 ], !dbg !1663
  %3843 = lshr i32 %3842, 24, !dbg !1663
  %3844 = trunc nuw i32 %3843 to i8, !dbg !1663
  %3845 = load ptr, ptr %39, align 8, !dbg !1663, !tbaa !306
  %3846 = sext i32 %3841 to i64, !dbg !1663
  %3847 = getelementptr inbounds i8, ptr %3845, i64 %3846, !dbg !1663
  store i8 %3844, ptr %3847, align 1, !dbg !1663, !tbaa !343
  %3848 = load i32, ptr %2167, align 4, !dbg !1663, !tbaa !289
  %3849 = add nsw i32 %3848, 1, !dbg !1663
  store i32 %3849, ptr %2167, align 4, !dbg !1663, !tbaa !289
  %3850 = load i32, ptr %128, align 8, !dbg !1663, !tbaa !182
  %3851 = shl i32 %3850, 8, !dbg !1663
  store i32 %3851, ptr %128, align 8, !dbg !1663, !tbaa !182
  %3852 = load i32, ptr %125, align 4, !dbg !1663, !tbaa !174
  %3853 = add nsw i32 %3852, -8, !dbg !1663
  store i32 %3853, ptr %125, align 4, !dbg !1663, !tbaa !174
  %3854 = icmp sgt i32 %3852, 15, !dbg !1662
  br i1 %3854, label %3840, label %3855, !dbg !1662, !llvm.loop !1664

3855:                                             ; preds = %3840, %3822
  %3856 = phi i32 [ %3828, %3822 ], [ %3851, %3840 ], !dbg !1665
  %3857 = phi i32 [ %3825, %3822 ], [ %3853, %3840 ], !dbg !1662
  %3858 = add i32 %3857, %3834, !dbg !1666
  %3859 = sub i32 32, %3858, !dbg !1666
  %3860 = shl i32 %3836, %3859, !dbg !1667
  %3861 = or i32 %3860, %3856, !dbg !1665
  store i32 %3861, ptr %128, align 8, !dbg !1665, !tbaa !182
  store i32 %3858, ptr %125, align 4, !dbg !1668, !tbaa !174
  %3862 = getelementptr i8, ptr %2639, i64 74, !dbg !1669
  %3863 = load i16, ptr %3862, align 2, !dbg !1669, !tbaa !605
    #dbg_value(i16 %3863, !251, !DIExpression(), !1297)
  %3864 = zext i16 %3863 to i64, !dbg !1669
  %3865 = getelementptr inbounds i8, ptr %2636, i64 %3864, !dbg !1669
  %3866 = load i8, ptr %3865, align 1, !dbg !1669, !tbaa !343
  %3867 = zext i8 %3866 to i32, !dbg !1669
  %3868 = getelementptr inbounds i32, ptr %2637, i64 %3864, !dbg !1669
  %3869 = load i32, ptr %3868, align 4, !dbg !1669, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1670)
    #dbg_value(i32 %3867, !329, !DIExpression(), !1670)
    #dbg_value(i32 %3869, !330, !DIExpression(), !1670)
  %3870 = icmp sgt i32 %3858, 7, !dbg !1672
  br i1 %3870, label %3871, label %3888, !dbg !1672

3871:                                             ; preds = %3855
  %3872 = load i32, ptr %2167, align 4, !dbg !1673, !tbaa !289
  br label %3873, !dbg !1672

3873:                                             ; preds = %3873, %3871
  %3874 = phi i32 [ %3872, %3871 ], [ %3882, %3873 ], !dbg !1673
  %3875 = phi i32 [ %3861, %3871 ], [ %3884, %3873 ], !dbg !1673
  %3876 = lshr i32 %3875, 24, !dbg !1673
  %3877 = trunc nuw i32 %3876 to i8, !dbg !1673
  %3878 = load ptr, ptr %39, align 8, !dbg !1673, !tbaa !306
  %3879 = sext i32 %3874 to i64, !dbg !1673
  %3880 = getelementptr inbounds i8, ptr %3878, i64 %3879, !dbg !1673
  store i8 %3877, ptr %3880, align 1, !dbg !1673, !tbaa !343
  %3881 = load i32, ptr %2167, align 4, !dbg !1673, !tbaa !289
  %3882 = add nsw i32 %3881, 1, !dbg !1673
  store i32 %3882, ptr %2167, align 4, !dbg !1673, !tbaa !289
  %3883 = load i32, ptr %128, align 8, !dbg !1673, !tbaa !182
  %3884 = shl i32 %3883, 8, !dbg !1673
  store i32 %3884, ptr %128, align 8, !dbg !1673, !tbaa !182
  %3885 = load i32, ptr %125, align 4, !dbg !1673, !tbaa !174
  %3886 = add nsw i32 %3885, -8, !dbg !1673
  store i32 %3886, ptr %125, align 4, !dbg !1673, !tbaa !174
  %3887 = icmp sgt i32 %3885, 15, !dbg !1672
  br i1 %3887, label %3873, label %3888, !dbg !1672, !llvm.loop !1674

3888:                                             ; preds = %3873, %3855
  %3889 = phi i32 [ %3861, %3855 ], [ %3884, %3873 ], !dbg !1675
  %3890 = phi i32 [ %3858, %3855 ], [ %3886, %3873 ], !dbg !1672
  %3891 = add i32 %3890, %3867, !dbg !1676
  %3892 = sub i32 32, %3891, !dbg !1676
  %3893 = shl i32 %3869, %3892, !dbg !1677
  %3894 = or i32 %3893, %3889, !dbg !1675
  store i32 %3894, ptr %128, align 8, !dbg !1675, !tbaa !182
  store i32 %3891, ptr %125, align 4, !dbg !1678, !tbaa !174
  %3895 = getelementptr i8, ptr %2639, i64 76, !dbg !1679
  %3896 = load i16, ptr %3895, align 2, !dbg !1679, !tbaa !605
    #dbg_value(i16 %3896, !251, !DIExpression(), !1297)
  %3897 = zext i16 %3896 to i64, !dbg !1679
  %3898 = getelementptr inbounds i8, ptr %2636, i64 %3897, !dbg !1679
  %3899 = load i8, ptr %3898, align 1, !dbg !1679, !tbaa !343
  %3900 = zext i8 %3899 to i32, !dbg !1679
  %3901 = getelementptr inbounds i32, ptr %2637, i64 %3897, !dbg !1679
  %3902 = load i32, ptr %3901, align 4, !dbg !1679, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1680)
    #dbg_value(i32 %3900, !329, !DIExpression(), !1680)
    #dbg_value(i32 %3902, !330, !DIExpression(), !1680)
  %3903 = icmp sgt i32 %3891, 7, !dbg !1682
  br i1 %3903, label %3904, label %3921, !dbg !1682

3904:                                             ; preds = %3888
  %3905 = load i32, ptr %2167, align 4, !dbg !1683, !tbaa !289
  br label %3906, !dbg !1682

3906:                                             ; preds = %3906, %3904
  %3907 = phi i32 [ %3905, %3904 ], [ %3915, %3906 ], !dbg !1683
  %3908 = phi i32 [ %3894, %3904 ], [ %3917, %3906 ], !dbg !1683
  %3909 = lshr i32 %3908, 24, !dbg !1683
  %3910 = trunc nuw i32 %3909 to i8, !dbg !1683
  %3911 = load ptr, ptr %39, align 8, !dbg !1683, !tbaa !306
  %3912 = sext i32 %3907 to i64, !dbg !1683
  %3913 = getelementptr inbounds i8, ptr %3911, i64 %3912, !dbg !1683
  store i8 %3910, ptr %3913, align 1, !dbg !1683, !tbaa !343
  %3914 = load i32, ptr %2167, align 4, !dbg !1683, !tbaa !289
  %3915 = add nsw i32 %3914, 1, !dbg !1683
  store i32 %3915, ptr %2167, align 4, !dbg !1683, !tbaa !289
  %3916 = load i32, ptr %128, align 8, !dbg !1683, !tbaa !182
  %3917 = shl i32 %3916, 8, !dbg !1683
  store i32 %3917, ptr %128, align 8, !dbg !1683, !tbaa !182
  %3918 = load i32, ptr %125, align 4, !dbg !1683, !tbaa !174
  %3919 = add nsw i32 %3918, -8, !dbg !1683
  store i32 %3919, ptr %125, align 4, !dbg !1683, !tbaa !174
  %3920 = icmp sgt i32 %3918, 15, !dbg !1682
  br i1 %3920, label %3906, label %3921, !dbg !1682, !llvm.loop !1684

3921:                                             ; preds = %3906, %3888
  %3922 = phi i32 [ %3894, %3888 ], [ %3917, %3906 ], !dbg !1685
  %3923 = phi i32 [ %3891, %3888 ], [ %3919, %3906 ], !dbg !1682
  %3924 = add i32 %3923, %3900, !dbg !1686
  %3925 = sub i32 32, %3924, !dbg !1686
  %3926 = shl i32 %3902, %3925, !dbg !1687
  %3927 = or i32 %3926, %3922, !dbg !1685
  store i32 %3927, ptr %128, align 8, !dbg !1685, !tbaa !182
  store i32 %3924, ptr %125, align 4, !dbg !1688, !tbaa !174
  %3928 = getelementptr i8, ptr %2639, i64 78, !dbg !1689
  %3929 = load i16, ptr %3928, align 2, !dbg !1689, !tbaa !605
    #dbg_value(i16 %3929, !251, !DIExpression(), !1297)
  %3930 = zext i16 %3929 to i64, !dbg !1689
  %3931 = getelementptr inbounds i8, ptr %2636, i64 %3930, !dbg !1689
  %3932 = load i8, ptr %3931, align 1, !dbg !1689, !tbaa !343
  %3933 = zext i8 %3932 to i32, !dbg !1689
  %3934 = getelementptr inbounds i32, ptr %2637, i64 %3930, !dbg !1689
  %3935 = load i32, ptr %3934, align 4, !dbg !1689, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1690)
    #dbg_value(i32 %3933, !329, !DIExpression(), !1690)
    #dbg_value(i32 %3935, !330, !DIExpression(), !1690)
  %3936 = icmp sgt i32 %3924, 7, !dbg !1692
  br i1 %3936, label %3937, label %3954, !dbg !1692

3937:                                             ; preds = %3921
  %3938 = load i32, ptr %2167, align 4, !dbg !1693, !tbaa !289
  br label %3939, !dbg !1692

3939:                                             ; preds = %3939, %3937
  %3940 = phi i32 [ %3938, %3937 ], [ %3948, %3939 ], !dbg !1693
  %3941 = phi i32 [ %3927, %3937 ], [ %3950, %3939 ], !dbg !1693
  %3942 = lshr i32 %3941, 24, !dbg !1693
  %3943 = trunc nuw i32 %3942 to i8, !dbg !1693
  %3944 = load ptr, ptr %39, align 8, !dbg !1693, !tbaa !306
  %3945 = sext i32 %3940 to i64, !dbg !1693
  %3946 = getelementptr inbounds i8, ptr %3944, i64 %3945, !dbg !1693
  store i8 %3943, ptr %3946, align 1, !dbg !1693, !tbaa !343
  %3947 = load i32, ptr %2167, align 4, !dbg !1693, !tbaa !289
  %3948 = add nsw i32 %3947, 1, !dbg !1693
  store i32 %3948, ptr %2167, align 4, !dbg !1693, !tbaa !289
  %3949 = load i32, ptr %128, align 8, !dbg !1693, !tbaa !182
  %3950 = shl i32 %3949, 8, !dbg !1693
  store i32 %3950, ptr %128, align 8, !dbg !1693, !tbaa !182
  %3951 = load i32, ptr %125, align 4, !dbg !1693, !tbaa !174
  %3952 = add nsw i32 %3951, -8, !dbg !1693
  store i32 %3952, ptr %125, align 4, !dbg !1693, !tbaa !174
  %3953 = icmp sgt i32 %3951, 15, !dbg !1692
  br i1 %3953, label %3939, label %3954, !dbg !1692, !llvm.loop !1694

3954:                                             ; preds = %3939, %3921
  %3955 = phi i32 [ %3927, %3921 ], [ %3950, %3939 ], !dbg !1695
  %3956 = phi i32 [ %3924, %3921 ], [ %3952, %3939 ], !dbg !1692
  %3957 = add i32 %3956, %3933, !dbg !1696
  %3958 = sub i32 32, %3957, !dbg !1696
  %3959 = shl i32 %3935, %3958, !dbg !1697
  %3960 = or i32 %3959, %3955, !dbg !1695
  store i32 %3960, ptr %128, align 8, !dbg !1695, !tbaa !182
  store i32 %3957, ptr %125, align 4, !dbg !1698, !tbaa !174
  %3961 = getelementptr i8, ptr %2639, i64 80, !dbg !1699
  %3962 = load i16, ptr %3961, align 2, !dbg !1699, !tbaa !605
    #dbg_value(i16 %3962, !251, !DIExpression(), !1297)
  %3963 = zext i16 %3962 to i64, !dbg !1699
  %3964 = getelementptr inbounds i8, ptr %2636, i64 %3963, !dbg !1699
  %3965 = load i8, ptr %3964, align 1, !dbg !1699, !tbaa !343
  %3966 = zext i8 %3965 to i32, !dbg !1699
  %3967 = getelementptr inbounds i32, ptr %2637, i64 %3963, !dbg !1699
  %3968 = load i32, ptr %3967, align 4, !dbg !1699, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1700)
    #dbg_value(i32 %3966, !329, !DIExpression(), !1700)
    #dbg_value(i32 %3968, !330, !DIExpression(), !1700)
  %3969 = icmp sgt i32 %3957, 7, !dbg !1702
  br i1 %3969, label %3970, label %3987, !dbg !1702

3970:                                             ; preds = %3954
  %3971 = load i32, ptr %2167, align 4, !dbg !1703, !tbaa !289
  br label %3972, !dbg !1702

3972:                                             ; preds = %3972, %3970
  %3973 = phi i32 [ %3971, %3970 ], [ %3981, %3972 ], !dbg !1703
  %3974 = phi i32 [ %3960, %3970 ], [ %3983, %3972 ], !dbg !1703
  %3975 = lshr i32 %3974, 24, !dbg !1703
  %3976 = trunc nuw i32 %3975 to i8, !dbg !1703
  %3977 = load ptr, ptr %39, align 8, !dbg !1703, !tbaa !306
  %3978 = sext i32 %3973 to i64, !dbg !1703
  %3979 = getelementptr inbounds i8, ptr %3977, i64 %3978, !dbg !1703
  store i8 %3976, ptr %3979, align 1, !dbg !1703, !tbaa !343
  %3980 = load i32, ptr %2167, align 4, !dbg !1703, !tbaa !289
  %3981 = add nsw i32 %3980, 1, !dbg !1703
  store i32 %3981, ptr %2167, align 4, !dbg !1703, !tbaa !289
  %3982 = load i32, ptr %128, align 8, !dbg !1703, !tbaa !182
  %3983 = shl i32 %3982, 8, !dbg !1703
  store i32 %3983, ptr %128, align 8, !dbg !1703, !tbaa !182
  %3984 = load i32, ptr %125, align 4, !dbg !1703, !tbaa !174
  %3985 = add nsw i32 %3984, -8, !dbg !1703
  store i32 %3985, ptr %125, align 4, !dbg !1703, !tbaa !174
  %3986 = icmp sgt i32 %3984, 15, !dbg !1702
  br i1 %3986, label %3972, label %3987, !dbg !1702, !llvm.loop !1704

3987:                                             ; preds = %3972, %3954
  %3988 = phi i32 [ %3960, %3954 ], [ %3983, %3972 ], !dbg !1705
  %3989 = phi i32 [ %3957, %3954 ], [ %3985, %3972 ], !dbg !1702
  %3990 = add i32 %3989, %3966, !dbg !1706
  %3991 = sub i32 32, %3990, !dbg !1706
  %3992 = shl i32 %3968, %3991, !dbg !1707
  %3993 = or i32 %3992, %3988, !dbg !1705
  store i32 %3993, ptr %128, align 8, !dbg !1705, !tbaa !182
  store i32 %3990, ptr %125, align 4, !dbg !1708, !tbaa !174
  %3994 = getelementptr i8, ptr %2639, i64 82, !dbg !1709
  %3995 = load i16, ptr %3994, align 2, !dbg !1709, !tbaa !605
    #dbg_value(i16 %3995, !251, !DIExpression(), !1297)
  %3996 = zext i16 %3995 to i64, !dbg !1709
  %3997 = getelementptr inbounds i8, ptr %2636, i64 %3996, !dbg !1709
  %3998 = load i8, ptr %3997, align 1, !dbg !1709, !tbaa !343
  %3999 = zext i8 %3998 to i32, !dbg !1709
  %4000 = getelementptr inbounds i32, ptr %2637, i64 %3996, !dbg !1709
  %4001 = load i32, ptr %4000, align 4, !dbg !1709, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1710)
    #dbg_value(i32 %3999, !329, !DIExpression(), !1710)
    #dbg_value(i32 %4001, !330, !DIExpression(), !1710)
  %4002 = icmp sgt i32 %3990, 7, !dbg !1712
  br i1 %4002, label %4003, label %4020, !dbg !1712

4003:                                             ; preds = %3987
  %4004 = load i32, ptr %2167, align 4, !dbg !1713, !tbaa !289
  br label %4005, !dbg !1712

4005:                                             ; preds = %4005, %4003
  %4006 = phi i32 [ %4004, %4003 ], [ %4014, %4005 ], !dbg !1713
  %4007 = phi i32 [ %3993, %4003 ], [ %4016, %4005 ], !dbg !1713
  %4008 = lshr i32 %4007, 24, !dbg !1713
  %4009 = trunc nuw i32 %4008 to i8, !dbg !1713
  %4010 = load ptr, ptr %39, align 8, !dbg !1713, !tbaa !306
  %4011 = sext i32 %4006 to i64, !dbg !1713
  %4012 = getelementptr inbounds i8, ptr %4010, i64 %4011, !dbg !1713
  store i8 %4009, ptr %4012, align 1, !dbg !1713, !tbaa !343
  %4013 = load i32, ptr %2167, align 4, !dbg !1713, !tbaa !289
  %4014 = add nsw i32 %4013, 1, !dbg !1713
  store i32 %4014, ptr %2167, align 4, !dbg !1713, !tbaa !289
  %4015 = load i32, ptr %128, align 8, !dbg !1713, !tbaa !182
  %4016 = shl i32 %4015, 8, !dbg !1713
  store i32 %4016, ptr %128, align 8, !dbg !1713, !tbaa !182
  %4017 = load i32, ptr %125, align 4, !dbg !1713, !tbaa !174
  %4018 = add nsw i32 %4017, -8, !dbg !1713
  store i32 %4018, ptr %125, align 4, !dbg !1713, !tbaa !174
  %4019 = icmp sgt i32 %4017, 15, !dbg !1712
  br i1 %4019, label %4005, label %4020, !dbg !1712, !llvm.loop !1714

4020:                                             ; preds = %4005, %3987
  %4021 = phi i32 [ %3993, %3987 ], [ %4016, %4005 ], !dbg !1715
  %4022 = phi i32 [ %3990, %3987 ], [ %4018, %4005 ], !dbg !1712
  %4023 = add i32 %4022, %3999, !dbg !1716
  %4024 = sub i32 32, %4023, !dbg !1716
  %4025 = shl i32 %4001, %4024, !dbg !1717
  %4026 = or i32 %4025, %4021, !dbg !1715
  store i32 %4026, ptr %128, align 8, !dbg !1715, !tbaa !182
  store i32 %4023, ptr %125, align 4, !dbg !1718, !tbaa !174
  %4027 = getelementptr i8, ptr %2639, i64 84, !dbg !1719
  %4028 = load i16, ptr %4027, align 2, !dbg !1719, !tbaa !605
    #dbg_value(i16 %4028, !251, !DIExpression(), !1297)
  %4029 = zext i16 %4028 to i64, !dbg !1719
  %4030 = getelementptr inbounds i8, ptr %2636, i64 %4029, !dbg !1719
  %4031 = load i8, ptr %4030, align 1, !dbg !1719, !tbaa !343
  %4032 = zext i8 %4031 to i32, !dbg !1719
  %4033 = getelementptr inbounds i32, ptr %2637, i64 %4029, !dbg !1719
  %4034 = load i32, ptr %4033, align 4, !dbg !1719, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1720)
    #dbg_value(i32 %4032, !329, !DIExpression(), !1720)
    #dbg_value(i32 %4034, !330, !DIExpression(), !1720)
  %4035 = icmp sgt i32 %4023, 7, !dbg !1722
  br i1 %4035, label %4036, label %4053, !dbg !1722

4036:                                             ; preds = %4020
  %4037 = load i32, ptr %2167, align 4, !dbg !1723, !tbaa !289
  br label %4038, !dbg !1722

4038:                                             ; preds = %4038, %4036
  %4039 = phi i32 [ %4037, %4036 ], [ %4047, %4038 ], !dbg !1723
  %4040 = phi i32 [ %4026, %4036 ], [ %4049, %4038 ], !dbg !1723
  %4041 = lshr i32 %4040, 24, !dbg !1723
  %4042 = trunc nuw i32 %4041 to i8, !dbg !1723
  %4043 = load ptr, ptr %39, align 8, !dbg !1723, !tbaa !306
  %4044 = sext i32 %4039 to i64, !dbg !1723
  %4045 = getelementptr inbounds i8, ptr %4043, i64 %4044, !dbg !1723
  store i8 %4042, ptr %4045, align 1, !dbg !1723, !tbaa !343
  %4046 = load i32, ptr %2167, align 4, !dbg !1723, !tbaa !289
  %4047 = add nsw i32 %4046, 1, !dbg !1723
  store i32 %4047, ptr %2167, align 4, !dbg !1723, !tbaa !289
  %4048 = load i32, ptr %128, align 8, !dbg !1723, !tbaa !182
  %4049 = shl i32 %4048, 8, !dbg !1723
  store i32 %4049, ptr %128, align 8, !dbg !1723, !tbaa !182
  %4050 = load i32, ptr %125, align 4, !dbg !1723, !tbaa !174
  %4051 = add nsw i32 %4050, -8, !dbg !1723
  store i32 %4051, ptr %125, align 4, !dbg !1723, !tbaa !174
  %4052 = icmp sgt i32 %4050, 15, !dbg !1722
  br i1 %4052, label %4038, label %4053, !dbg !1722, !llvm.loop !1724

4053:                                             ; preds = %4038, %4020
  %4054 = phi i32 [ %4026, %4020 ], [ %4049, %4038 ], !dbg !1725
  %4055 = phi i32 [ %4023, %4020 ], [ %4051, %4038 ], !dbg !1722
  %4056 = add i32 %4055, %4032, !dbg !1726
  %4057 = sub i32 32, %4056, !dbg !1726
  %4058 = shl i32 %4034, %4057, !dbg !1727
  %4059 = or i32 %4058, %4054, !dbg !1725
  store i32 %4059, ptr %128, align 8, !dbg !1725, !tbaa !182
  store i32 %4056, ptr %125, align 4, !dbg !1728, !tbaa !174
  %4060 = getelementptr i8, ptr %2639, i64 86, !dbg !1729
  %4061 = load i16, ptr %4060, align 2, !dbg !1729, !tbaa !605
    #dbg_value(i16 %4061, !251, !DIExpression(), !1297)
  %4062 = zext i16 %4061 to i64, !dbg !1729
  %4063 = getelementptr inbounds i8, ptr %2636, i64 %4062, !dbg !1729
  %4064 = load i8, ptr %4063, align 1, !dbg !1729, !tbaa !343
  %4065 = zext i8 %4064 to i32, !dbg !1729
  %4066 = getelementptr inbounds i32, ptr %2637, i64 %4062, !dbg !1729
  %4067 = load i32, ptr %4066, align 4, !dbg !1729, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1730)
    #dbg_value(i32 %4065, !329, !DIExpression(), !1730)
    #dbg_value(i32 %4067, !330, !DIExpression(), !1730)
  %4068 = icmp sgt i32 %4056, 7, !dbg !1732
  br i1 %4068, label %4069, label %4086, !dbg !1732

4069:                                             ; preds = %4053
  %4070 = load i32, ptr %2167, align 4, !dbg !1733, !tbaa !289
  br label %4071, !dbg !1732

4071:                                             ; preds = %4071, %4069
  %4072 = phi i32 [ %4070, %4069 ], [ %4080, %4071 ], !dbg !1733
  %4073 = phi i32 [ %4059, %4069 ], [ %4082, %4071 ], !dbg !1733
  %4074 = lshr i32 %4073, 24, !dbg !1733
  %4075 = trunc nuw i32 %4074 to i8, !dbg !1733
  %4076 = load ptr, ptr %39, align 8, !dbg !1733, !tbaa !306
  %4077 = sext i32 %4072 to i64, !dbg !1733
  %4078 = getelementptr inbounds i8, ptr %4076, i64 %4077, !dbg !1733
  store i8 %4075, ptr %4078, align 1, !dbg !1733, !tbaa !343
  %4079 = load i32, ptr %2167, align 4, !dbg !1733, !tbaa !289
  %4080 = add nsw i32 %4079, 1, !dbg !1733
  store i32 %4080, ptr %2167, align 4, !dbg !1733, !tbaa !289
  %4081 = load i32, ptr %128, align 8, !dbg !1733, !tbaa !182
  %4082 = shl i32 %4081, 8, !dbg !1733
  store i32 %4082, ptr %128, align 8, !dbg !1733, !tbaa !182
  %4083 = load i32, ptr %125, align 4, !dbg !1733, !tbaa !174
  %4084 = add nsw i32 %4083, -8, !dbg !1733
  store i32 %4084, ptr %125, align 4, !dbg !1733, !tbaa !174
  %4085 = icmp sgt i32 %4083, 15, !dbg !1732
  br i1 %4085, label %4071, label %4086, !dbg !1732, !llvm.loop !1734

4086:                                             ; preds = %4071, %4053
  %4087 = phi i32 [ %4059, %4053 ], [ %4082, %4071 ], !dbg !1735
  %4088 = phi i32 [ %4056, %4053 ], [ %4084, %4071 ], !dbg !1732
  %4089 = add i32 %4088, %4065, !dbg !1736
  %4090 = sub i32 32, %4089, !dbg !1736
  %4091 = shl i32 %4067, %4090, !dbg !1737
  %4092 = or i32 %4091, %4087, !dbg !1735
  store i32 %4092, ptr %128, align 8, !dbg !1735, !tbaa !182
  store i32 %4089, ptr %125, align 4, !dbg !1738, !tbaa !174
  %4093 = getelementptr i8, ptr %2639, i64 88, !dbg !1739
  %4094 = load i16, ptr %4093, align 2, !dbg !1739, !tbaa !605
    #dbg_value(i16 %4094, !251, !DIExpression(), !1297)
  %4095 = zext i16 %4094 to i64, !dbg !1739
  %4096 = getelementptr inbounds i8, ptr %2636, i64 %4095, !dbg !1739
  %4097 = load i8, ptr %4096, align 1, !dbg !1739, !tbaa !343
  %4098 = zext i8 %4097 to i32, !dbg !1739
  %4099 = getelementptr inbounds i32, ptr %2637, i64 %4095, !dbg !1739
  %4100 = load i32, ptr %4099, align 4, !dbg !1739, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1740)
    #dbg_value(i32 %4098, !329, !DIExpression(), !1740)
    #dbg_value(i32 %4100, !330, !DIExpression(), !1740)
  %4101 = icmp sgt i32 %4089, 7, !dbg !1742
  br i1 %4101, label %4102, label %4119, !dbg !1742

4102:                                             ; preds = %4086
  %4103 = load i32, ptr %2167, align 4, !dbg !1743, !tbaa !289
  br label %4104, !dbg !1742

4104:                                             ; preds = %4104, %4102
  %4105 = phi i32 [ %4103, %4102 ], [ %4113, %4104 ], !dbg !1743
  %4106 = phi i32 [ %4092, %4102 ], [ %4115, %4104 ], !dbg !1743
  %4107 = lshr i32 %4106, 24, !dbg !1743
  %4108 = trunc nuw i32 %4107 to i8, !dbg !1743
  %4109 = load ptr, ptr %39, align 8, !dbg !1743, !tbaa !306
  %4110 = sext i32 %4105 to i64, !dbg !1743
  %4111 = getelementptr inbounds i8, ptr %4109, i64 %4110, !dbg !1743
  store i8 %4108, ptr %4111, align 1, !dbg !1743, !tbaa !343
  %4112 = load i32, ptr %2167, align 4, !dbg !1743, !tbaa !289
  %4113 = add nsw i32 %4112, 1, !dbg !1743
  store i32 %4113, ptr %2167, align 4, !dbg !1743, !tbaa !289
  %4114 = load i32, ptr %128, align 8, !dbg !1743, !tbaa !182
  %4115 = shl i32 %4114, 8, !dbg !1743
  store i32 %4115, ptr %128, align 8, !dbg !1743, !tbaa !182
  %4116 = load i32, ptr %125, align 4, !dbg !1743, !tbaa !174
  %4117 = add nsw i32 %4116, -8, !dbg !1743
  store i32 %4117, ptr %125, align 4, !dbg !1743, !tbaa !174
  %4118 = icmp sgt i32 %4116, 15, !dbg !1742
  br i1 %4118, label %4104, label %4119, !dbg !1742, !llvm.loop !1744

4119:                                             ; preds = %4104, %4086
  %4120 = phi i32 [ %4092, %4086 ], [ %4115, %4104 ], !dbg !1745
  %4121 = phi i32 [ %4089, %4086 ], [ %4117, %4104 ], !dbg !1742
  %4122 = add i32 %4121, %4098, !dbg !1746
  %4123 = sub i32 32, %4122, !dbg !1746
  %4124 = shl i32 %4100, %4123, !dbg !1747
  %4125 = or i32 %4124, %4120, !dbg !1745
  store i32 %4125, ptr %128, align 8, !dbg !1745, !tbaa !182
  store i32 %4122, ptr %125, align 4, !dbg !1748, !tbaa !174
  %4126 = getelementptr i8, ptr %2639, i64 90, !dbg !1749
  %4127 = load i16, ptr %4126, align 2, !dbg !1749, !tbaa !605
    #dbg_value(i16 %4127, !251, !DIExpression(), !1297)
  %4128 = zext i16 %4127 to i64, !dbg !1749
  %4129 = getelementptr inbounds i8, ptr %2636, i64 %4128, !dbg !1749
  %4130 = load i8, ptr %4129, align 1, !dbg !1749, !tbaa !343
  %4131 = zext i8 %4130 to i32, !dbg !1749
  %4132 = getelementptr inbounds i32, ptr %2637, i64 %4128, !dbg !1749
  %4133 = load i32, ptr %4132, align 4, !dbg !1749, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1750)
    #dbg_value(i32 %4131, !329, !DIExpression(), !1750)
    #dbg_value(i32 %4133, !330, !DIExpression(), !1750)
  %4134 = icmp sgt i32 %4122, 7, !dbg !1752
  br i1 %4134, label %4135, label %4152, !dbg !1752

4135:                                             ; preds = %4119
  %4136 = load i32, ptr %2167, align 4, !dbg !1753, !tbaa !289
  br label %4137, !dbg !1752

4137:                                             ; preds = %4137, %4135
  %4138 = phi i32 [ %4136, %4135 ], [ %4146, %4137 ], !dbg !1753
  %4139 = phi i32 [ %4125, %4135 ], [ %4148, %4137 ], !dbg !1753
  %4140 = lshr i32 %4139, 24, !dbg !1753
  %4141 = trunc nuw i32 %4140 to i8, !dbg !1753
  %4142 = load ptr, ptr %39, align 8, !dbg !1753, !tbaa !306
  %4143 = sext i32 %4138 to i64, !dbg !1753
  %4144 = getelementptr inbounds i8, ptr %4142, i64 %4143, !dbg !1753
  store i8 %4141, ptr %4144, align 1, !dbg !1753, !tbaa !343
  %4145 = load i32, ptr %2167, align 4, !dbg !1753, !tbaa !289
  %4146 = add nsw i32 %4145, 1, !dbg !1753
  store i32 %4146, ptr %2167, align 4, !dbg !1753, !tbaa !289
  %4147 = load i32, ptr %128, align 8, !dbg !1753, !tbaa !182
  %4148 = shl i32 %4147, 8, !dbg !1753
  store i32 %4148, ptr %128, align 8, !dbg !1753, !tbaa !182
  %4149 = load i32, ptr %125, align 4, !dbg !1753, !tbaa !174
  %4150 = add nsw i32 %4149, -8, !dbg !1753
  store i32 %4150, ptr %125, align 4, !dbg !1753, !tbaa !174
  %4151 = icmp sgt i32 %4149, 15, !dbg !1752
  br i1 %4151, label %4137, label %4152, !dbg !1752, !llvm.loop !1754

4152:                                             ; preds = %4137, %4119
  %4153 = phi i32 [ %4125, %4119 ], [ %4148, %4137 ], !dbg !1755
  %4154 = phi i32 [ %4122, %4119 ], [ %4150, %4137 ], !dbg !1752
  %4155 = add i32 %4154, %4131, !dbg !1756
  %4156 = sub i32 32, %4155, !dbg !1756
  %4157 = shl i32 %4133, %4156, !dbg !1757
  %4158 = or i32 %4157, %4153, !dbg !1755
  store i32 %4158, ptr %128, align 8, !dbg !1755, !tbaa !182
  store i32 %4155, ptr %125, align 4, !dbg !1758, !tbaa !174
  %4159 = getelementptr i8, ptr %2639, i64 92, !dbg !1759
  %4160 = load i16, ptr %4159, align 2, !dbg !1759, !tbaa !605
    #dbg_value(i16 %4160, !251, !DIExpression(), !1297)
  %4161 = zext i16 %4160 to i64, !dbg !1759
  %4162 = getelementptr inbounds i8, ptr %2636, i64 %4161, !dbg !1759
  %4163 = load i8, ptr %4162, align 1, !dbg !1759, !tbaa !343
  %4164 = zext i8 %4163 to i32, !dbg !1759
  %4165 = getelementptr inbounds i32, ptr %2637, i64 %4161, !dbg !1759
  %4166 = load i32, ptr %4165, align 4, !dbg !1759, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1760)
    #dbg_value(i32 %4164, !329, !DIExpression(), !1760)
    #dbg_value(i32 %4166, !330, !DIExpression(), !1760)
  %4167 = icmp sgt i32 %4155, 7, !dbg !1762
  br i1 %4167, label %4168, label %4185, !dbg !1762

4168:                                             ; preds = %4152
  %4169 = load i32, ptr %2167, align 4, !dbg !1763, !tbaa !289
  br label %4170, !dbg !1762

4170:                                             ; preds = %4170, %4168
  %4171 = phi i32 [ %4169, %4168 ], [ %4179, %4170 ], !dbg !1763
  %4172 = phi i32 [ %4158, %4168 ], [ %4181, %4170 ], !dbg !1763
  %4173 = lshr i32 %4172, 24, !dbg !1763
  %4174 = trunc nuw i32 %4173 to i8, !dbg !1763
  %4175 = load ptr, ptr %39, align 8, !dbg !1763, !tbaa !306
  %4176 = sext i32 %4171 to i64, !dbg !1763
  %4177 = getelementptr inbounds i8, ptr %4175, i64 %4176, !dbg !1763
  store i8 %4174, ptr %4177, align 1, !dbg !1763, !tbaa !343
  %4178 = load i32, ptr %2167, align 4, !dbg !1763, !tbaa !289
  %4179 = add nsw i32 %4178, 1, !dbg !1763
  store i32 %4179, ptr %2167, align 4, !dbg !1763, !tbaa !289
  %4180 = load i32, ptr %128, align 8, !dbg !1763, !tbaa !182
  %4181 = shl i32 %4180, 8, !dbg !1763
  store i32 %4181, ptr %128, align 8, !dbg !1763, !tbaa !182
  %4182 = load i32, ptr %125, align 4, !dbg !1763, !tbaa !174
  %4183 = add nsw i32 %4182, -8, !dbg !1763
  store i32 %4183, ptr %125, align 4, !dbg !1763, !tbaa !174
  %4184 = icmp sgt i32 %4182, 15, !dbg !1762
  br i1 %4184, label %4170, label %4185, !dbg !1762, !llvm.loop !1764

4185:                                             ; preds = %4170, %4152
  %4186 = phi i32 [ %4158, %4152 ], [ %4181, %4170 ], !dbg !1765
  %4187 = phi i32 [ %4155, %4152 ], [ %4183, %4170 ], !dbg !1762
  %4188 = add i32 %4187, %4164, !dbg !1766
  %4189 = sub i32 32, %4188, !dbg !1766
  %4190 = shl i32 %4166, %4189, !dbg !1767
  %4191 = or i32 %4190, %4186, !dbg !1765
  store i32 %4191, ptr %128, align 8, !dbg !1765, !tbaa !182
  store i32 %4188, ptr %125, align 4, !dbg !1768, !tbaa !174
  %4192 = getelementptr i8, ptr %2639, i64 94, !dbg !1769
  %4193 = load i16, ptr %4192, align 2, !dbg !1769, !tbaa !605
    #dbg_value(i16 %4193, !251, !DIExpression(), !1297)
  %4194 = zext i16 %4193 to i64, !dbg !1769
  %4195 = getelementptr inbounds i8, ptr %2636, i64 %4194, !dbg !1769
  %4196 = load i8, ptr %4195, align 1, !dbg !1769, !tbaa !343
  %4197 = zext i8 %4196 to i32, !dbg !1769
  %4198 = getelementptr inbounds i32, ptr %2637, i64 %4194, !dbg !1769
  %4199 = load i32, ptr %4198, align 4, !dbg !1769, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1770)
    #dbg_value(i32 %4197, !329, !DIExpression(), !1770)
    #dbg_value(i32 %4199, !330, !DIExpression(), !1770)
  %4200 = icmp sgt i32 %4188, 7, !dbg !1772
  br i1 %4200, label %4201, label %4218, !dbg !1772

4201:                                             ; preds = %4185
  %4202 = load i32, ptr %2167, align 4, !dbg !1773, !tbaa !289
  br label %4203, !dbg !1772

4203:                                             ; preds = %4203, %4201
  %4204 = phi i32 [ %4202, %4201 ], [ %4212, %4203 ], !dbg !1773
  %4205 = phi i32 [ %4191, %4201 ], [ %4214, %4203 ], !dbg !1773
  %4206 = lshr i32 %4205, 24, !dbg !1773
  %4207 = trunc nuw i32 %4206 to i8, !dbg !1773
  %4208 = load ptr, ptr %39, align 8, !dbg !1773, !tbaa !306
  %4209 = sext i32 %4204 to i64, !dbg !1773
  %4210 = getelementptr inbounds i8, ptr %4208, i64 %4209, !dbg !1773
  store i8 %4207, ptr %4210, align 1, !dbg !1773, !tbaa !343
  %4211 = load i32, ptr %2167, align 4, !dbg !1773, !tbaa !289
  %4212 = add nsw i32 %4211, 1, !dbg !1773
  store i32 %4212, ptr %2167, align 4, !dbg !1773, !tbaa !289
  %4213 = load i32, ptr %128, align 8, !dbg !1773, !tbaa !182
  %4214 = shl i32 %4213, 8, !dbg !1773
  store i32 %4214, ptr %128, align 8, !dbg !1773, !tbaa !182
  %4215 = load i32, ptr %125, align 4, !dbg !1773, !tbaa !174
  %4216 = add nsw i32 %4215, -8, !dbg !1773
  store i32 %4216, ptr %125, align 4, !dbg !1773, !tbaa !174
  %4217 = icmp sgt i32 %4215, 15, !dbg !1772
  br i1 %4217, label %4203, label %4218, !dbg !1772, !llvm.loop !1774

4218:                                             ; preds = %4203, %4185
  %4219 = phi i32 [ %4191, %4185 ], [ %4214, %4203 ], !dbg !1775
  %4220 = phi i32 [ %4188, %4185 ], [ %4216, %4203 ], !dbg !1772
  %4221 = add i32 %4220, %4197, !dbg !1776
  %4222 = sub i32 32, %4221, !dbg !1776
  %4223 = shl i32 %4199, %4222, !dbg !1777
  %4224 = or i32 %4223, %4219, !dbg !1775
  store i32 %4224, ptr %128, align 8, !dbg !1775, !tbaa !182
  store i32 %4221, ptr %125, align 4, !dbg !1778, !tbaa !174
  %4225 = getelementptr i8, ptr %2639, i64 96, !dbg !1779
  %4226 = load i16, ptr %4225, align 2, !dbg !1779, !tbaa !605
    #dbg_value(i16 %4226, !251, !DIExpression(), !1297)
  %4227 = zext i16 %4226 to i64, !dbg !1779
  %4228 = getelementptr inbounds i8, ptr %2636, i64 %4227, !dbg !1779
  %4229 = load i8, ptr %4228, align 1, !dbg !1779, !tbaa !343
  %4230 = zext i8 %4229 to i32, !dbg !1779
  %4231 = getelementptr inbounds i32, ptr %2637, i64 %4227, !dbg !1779
  %4232 = load i32, ptr %4231, align 4, !dbg !1779, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1780)
    #dbg_value(i32 %4230, !329, !DIExpression(), !1780)
    #dbg_value(i32 %4232, !330, !DIExpression(), !1780)
  %4233 = icmp sgt i32 %4221, 7, !dbg !1782
  br i1 %4233, label %4234, label %4251, !dbg !1782

4234:                                             ; preds = %4218
  %4235 = load i32, ptr %2167, align 4, !dbg !1783, !tbaa !289
  br label %4236, !dbg !1782

4236:                                             ; preds = %4236, %4234
  %4237 = phi i32 [ %4235, %4234 ], [ %4245, %4236 ], !dbg !1783
  %4238 = phi i32 [ %4224, %4234 ], [ %4247, %4236 ], !dbg !1783
  %4239 = lshr i32 %4238, 24, !dbg !1783
  %4240 = trunc nuw i32 %4239 to i8, !dbg !1783
  %4241 = load ptr, ptr %39, align 8, !dbg !1783, !tbaa !306
  %4242 = sext i32 %4237 to i64, !dbg !1783
  %4243 = getelementptr inbounds i8, ptr %4241, i64 %4242, !dbg !1783
  store i8 %4240, ptr %4243, align 1, !dbg !1783, !tbaa !343
  %4244 = load i32, ptr %2167, align 4, !dbg !1783, !tbaa !289
  %4245 = add nsw i32 %4244, 1, !dbg !1783
  store i32 %4245, ptr %2167, align 4, !dbg !1783, !tbaa !289
  %4246 = load i32, ptr %128, align 8, !dbg !1783, !tbaa !182
  %4247 = shl i32 %4246, 8, !dbg !1783
  store i32 %4247, ptr %128, align 8, !dbg !1783, !tbaa !182
  %4248 = load i32, ptr %125, align 4, !dbg !1783, !tbaa !174
  %4249 = add nsw i32 %4248, -8, !dbg !1783
  store i32 %4249, ptr %125, align 4, !dbg !1783, !tbaa !174
  %4250 = icmp sgt i32 %4248, 15, !dbg !1782
  br i1 %4250, label %4236, label %4251, !dbg !1782, !llvm.loop !1784

4251:                                             ; preds = %4236, %4218
  %4252 = phi i32 [ %4224, %4218 ], [ %4247, %4236 ], !dbg !1785
  %4253 = phi i32 [ %4221, %4218 ], [ %4249, %4236 ], !dbg !1782
  %4254 = add i32 %4253, %4230, !dbg !1786
  %4255 = sub i32 32, %4254, !dbg !1786
  %4256 = shl i32 %4232, %4255, !dbg !1787
  %4257 = or i32 %4256, %4252, !dbg !1785
  store i32 %4257, ptr %128, align 8, !dbg !1785, !tbaa !182
  store i32 %4254, ptr %125, align 4, !dbg !1788, !tbaa !174
  %4258 = getelementptr i8, ptr %2639, i64 98, !dbg !1789
  %4259 = load i16, ptr %4258, align 2, !dbg !1789, !tbaa !605
    #dbg_value(i16 %4259, !251, !DIExpression(), !1297)
  %4260 = zext i16 %4259 to i64, !dbg !1789
  %4261 = getelementptr inbounds i8, ptr %2636, i64 %4260, !dbg !1789
  %4262 = load i8, ptr %4261, align 1, !dbg !1789, !tbaa !343
  %4263 = zext i8 %4262 to i32, !dbg !1789
  %4264 = getelementptr inbounds i32, ptr %2637, i64 %4260, !dbg !1789
  %4265 = load i32, ptr %4264, align 4, !dbg !1789, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1790)
    #dbg_value(i32 %4263, !329, !DIExpression(), !1790)
    #dbg_value(i32 %4265, !330, !DIExpression(), !1790)
  %4266 = icmp sgt i32 %4254, 7, !dbg !1792
  br i1 %4266, label %4267, label %4284, !dbg !1792

4267:                                             ; preds = %4251
  %4268 = load i32, ptr %2167, align 4, !dbg !1793, !tbaa !289
  br label %4269, !dbg !1792

4269:                                             ; preds = %4269, %4267
  %4270 = phi i32 [ %4268, %4267 ], [ %4278, %4269 ], !dbg !1793
  %4271 = phi i32 [ %4257, %4267 ], [ %4280, %4269 ], !dbg !1793
  %4272 = lshr i32 %4271, 24, !dbg !1793
  %4273 = trunc nuw i32 %4272 to i8, !dbg !1793
  %4274 = load ptr, ptr %39, align 8, !dbg !1793, !tbaa !306
  %4275 = sext i32 %4270 to i64, !dbg !1793
  %4276 = getelementptr inbounds i8, ptr %4274, i64 %4275, !dbg !1793
  store i8 %4273, ptr %4276, align 1, !dbg !1793, !tbaa !343
  %4277 = load i32, ptr %2167, align 4, !dbg !1793, !tbaa !289
  %4278 = add nsw i32 %4277, 1, !dbg !1793
  store i32 %4278, ptr %2167, align 4, !dbg !1793, !tbaa !289
  %4279 = load i32, ptr %128, align 8, !dbg !1793, !tbaa !182
  %4280 = shl i32 %4279, 8, !dbg !1793
  store i32 %4280, ptr %128, align 8, !dbg !1793, !tbaa !182
  %4281 = load i32, ptr %125, align 4, !dbg !1793, !tbaa !174
  %4282 = add nsw i32 %4281, -8, !dbg !1793
  store i32 %4282, ptr %125, align 4, !dbg !1793, !tbaa !174
  %4283 = icmp sgt i32 %4281, 15, !dbg !1792
  br i1 %4283, label %4269, label %4284, !dbg !1792, !llvm.loop !1794

4284:                                             ; preds = %4269, %4251
  %4285 = phi i32 [ %4257, %4251 ], [ %4280, %4269 ], !dbg !1795
  %4286 = phi i32 [ %4254, %4251 ], [ %4282, %4269 ], !dbg !1792
  %4287 = add i32 %4286, %4263, !dbg !1796
  %4288 = sub i32 32, %4287, !dbg !1796
  %4289 = shl i32 %4265, %4288, !dbg !1797
  %4290 = or i32 %4289, %4285, !dbg !1795
  store i32 %4290, ptr %128, align 8, !dbg !1795, !tbaa !182
  store i32 %4287, ptr %125, align 4, !dbg !1798, !tbaa !174
  br label %4333, !dbg !1799

4291:                                             ; preds = %4323, %2628
  %4292 = phi i32 [ %2632, %2628 ], [ %4329, %4323 ], !dbg !1294
  %4293 = phi i32 [ %2631, %2628 ], [ %4326, %4323 ], !dbg !1291
  %4294 = phi i64 [ %2629, %2628 ], [ %4330, %4323 ]
    #dbg_value(i64 %4294, !197, !DIExpression(), !259)
  %4295 = load i8, ptr %2617, align 1, !dbg !1800, !tbaa !343
  %4296 = zext i8 %4295 to i64, !dbg !1801
  %4297 = getelementptr inbounds i16, ptr %563, i64 %4294, !dbg !1802
  %4298 = load i16, ptr %4297, align 2, !dbg !1802, !tbaa !605
  %4299 = zext i16 %4298 to i64, !dbg !1801
  %4300 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %4296, i64 %4299, !dbg !1801
  %4301 = load i8, ptr %4300, align 1, !dbg !1801, !tbaa !343
  %4302 = zext i8 %4301 to i32, !dbg !1801
  %4303 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %4296, i64 %4299, !dbg !1803
  %4304 = load i32, ptr %4303, align 4, !dbg !1803, !tbaa !530
    #dbg_value(ptr %0, !324, !DIExpression(), !1294)
    #dbg_value(i32 %4302, !329, !DIExpression(), !1294)
    #dbg_value(i32 %4304, !330, !DIExpression(), !1294)
  %4305 = icmp sgt i32 %4293, 7, !dbg !1291
  br i1 %4305, label %4306, label %4323, !dbg !1291

4306:                                             ; preds = %4291
  %4307 = load i32, ptr %2167, align 4, !dbg !1804, !tbaa !289
  br label %4308, !dbg !1291

4308:                                             ; preds = %4308, %4306
  %4309 = phi i32 [ %4307, %4306 ], [ %4317, %4308 ], !dbg !1804
  %4310 = phi i32 [ %4292, %4306 ], [ %4319, %4308 ], !dbg !1804
  %4311 = lshr i32 %4310, 24, !dbg !1804
  %4312 = trunc nuw i32 %4311 to i8, !dbg !1804
  %4313 = load ptr, ptr %39, align 8, !dbg !1804, !tbaa !306
  %4314 = sext i32 %4309 to i64, !dbg !1804
  %4315 = getelementptr inbounds i8, ptr %4313, i64 %4314, !dbg !1804
  store i8 %4312, ptr %4315, align 1, !dbg !1804, !tbaa !343
  %4316 = load i32, ptr %2167, align 4, !dbg !1804, !tbaa !289
  %4317 = add nsw i32 %4316, 1, !dbg !1804
  store i32 %4317, ptr %2167, align 4, !dbg !1804, !tbaa !289
  %4318 = load i32, ptr %128, align 8, !dbg !1804, !tbaa !182
  %4319 = shl i32 %4318, 8, !dbg !1804
  store i32 %4319, ptr %128, align 8, !dbg !1804, !tbaa !182
  %4320 = load i32, ptr %125, align 4, !dbg !1804, !tbaa !174
  %4321 = add nsw i32 %4320, -8, !dbg !1804
  store i32 %4321, ptr %125, align 4, !dbg !1804, !tbaa !174
  %4322 = icmp sgt i32 %4320, 15, !dbg !1291
  br i1 %4322, label %4308, label %4323, !dbg !1291, !llvm.loop !1805

4323:                                             ; preds = %4308, %4291
  %4324 = phi i32 [ %4292, %4291 ], [ %4319, %4308 ], !dbg !1806
  %4325 = phi i32 [ %4293, %4291 ], [ %4321, %4308 ], !dbg !1291
  %4326 = add i32 %4325, %4302, !dbg !1807
  %4327 = sub i32 32, %4326, !dbg !1807
  %4328 = shl i32 %4304, %4327, !dbg !1808
  %4329 = or i32 %4328, %4324, !dbg !1806
  store i32 %4329, ptr %128, align 8, !dbg !1806, !tbaa !182
  store i32 %4326, ptr %125, align 4, !dbg !1809, !tbaa !174
  %4330 = add nsw i64 %4294, 1, !dbg !1810
    #dbg_value(i64 %4330, !197, !DIExpression(), !259)
  %4331 = trunc i64 %4330 to i32, !dbg !1286
  %4332 = icmp eq i32 %2630, %4331, !dbg !1286
  br i1 %4332, label %4333, label %4291, !dbg !1290, !llvm.loop !1811

4333:                                             ; preds = %4323, %4284, %2626
  %4334 = add nsw i32 %2616, 1, !dbg !1813
    #dbg_value(i32 %4334, !199, !DIExpression(), !259)
  %4335 = add nuw nsw i64 %2610, 1, !dbg !1814
    #dbg_value(i64 %4335, !209, !DIExpression(), !259)
  %4336 = load i32, ptr %562, align 4, !dbg !1273, !tbaa !648
  %4337 = icmp slt i32 %4334, %4336, !dbg !1275
  br i1 %4337, label %2609, label %4338, !dbg !1276, !llvm.loop !1815

4338:                                             ; preds = %4333
  %4339 = trunc nuw i64 %4335 to i32, !dbg !1818
  br label %4340, !dbg !1818

4340:                                             ; preds = %4338, %2605
  %4341 = phi i32 [ 0, %2605 ], [ %4339, %4338 ], !dbg !259
  %4342 = icmp eq i32 %4341, %1884, !dbg !1818
  br i1 %4342, label %4344, label %4343, !dbg !1821

4343:                                             ; preds = %4340
  call void @BZ2_bz__AssertH__fail(i32 noundef 3007) #10, !dbg !1818
  br label %4344, !dbg !1818

4344:                                             ; preds = %4343, %4340
  %4345 = load i32, ptr %564, align 8, !dbg !1822, !tbaa !293
  %4346 = icmp sgt i32 %4345, 2, !dbg !1824
  br i1 %4346, label %4347, label %4352, !dbg !1825

4347:                                             ; preds = %4344
  %4348 = load ptr, ptr @stderr, align 8, !dbg !1826, !tbaa !297
  %4349 = load i32, ptr %2167, align 4, !dbg !1826, !tbaa !289
  %4350 = sub nsw i32 %4349, %2606, !dbg !1826
  %4351 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4348, ptr noundef nonnull @.str.10, i32 noundef %4350) #9, !dbg !1826
  br label %4352, !dbg !1826

4352:                                             ; preds = %4344, %4347
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10, !dbg !1827
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3), !dbg !1827
  br label %4353, !dbg !1828

4353:                                             ; preds = %4352, %121
  %4354 = icmp eq i8 %1, 0, !dbg !1829
  br i1 %4354, label %4554, label %4355, !dbg !1831

4355:                                             ; preds = %4353
    #dbg_value(ptr %0, !316, !DIExpression(), !1832)
    #dbg_value(i8 23, !321, !DIExpression(), !1832)
    #dbg_value(ptr %0, !324, !DIExpression(), !1835)
    #dbg_value(i32 8, !329, !DIExpression(), !1835)
    #dbg_value(i8 23, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1835)
  %4356 = getelementptr inbounds i8, ptr %0, i64 644
  %4357 = load i32, ptr %4356, align 4, !dbg !1837, !tbaa !174
  %4358 = icmp sgt i32 %4357, 7, !dbg !1837
  %4359 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %4358, label %4363, label %4360, !dbg !1837

4360:                                             ; preds = %4355
  %4361 = load i32, ptr %4359, align 8, !dbg !1838, !tbaa !182
  %4362 = add nsw i32 %4357, 8, !dbg !1839
  br label %4382, !dbg !1837

4363:                                             ; preds = %4355
  %4364 = getelementptr inbounds i8, ptr %0, i64 116
  %4365 = load i32, ptr %4359, align 8, !dbg !1840, !tbaa !182
  %4366 = load i32, ptr %4364, align 4, !dbg !1840, !tbaa !289
  br label %4367, !dbg !1837

4367:                                             ; preds = %4367, %4363
  %4368 = phi i32 [ %4366, %4363 ], [ %4376, %4367 ], !dbg !1840
  %4369 = phi i32 [ %4365, %4363 ], [ %4378, %4367 ], !dbg !1840
  %4370 = lshr i32 %4369, 24, !dbg !1840
  %4371 = trunc nuw i32 %4370 to i8, !dbg !1840
  %4372 = load ptr, ptr %39, align 8, !dbg !1840, !tbaa !306
  %4373 = sext i32 %4368 to i64, !dbg !1840
  %4374 = getelementptr inbounds i8, ptr %4372, i64 %4373, !dbg !1840
  store i8 %4371, ptr %4374, align 1, !dbg !1840, !tbaa !343
  %4375 = load i32, ptr %4364, align 4, !dbg !1840, !tbaa !289
  %4376 = add nsw i32 %4375, 1, !dbg !1840
  store i32 %4376, ptr %4364, align 4, !dbg !1840, !tbaa !289
  %4377 = load i32, ptr %4359, align 8, !dbg !1840, !tbaa !182
  %4378 = shl i32 %4377, 8, !dbg !1840
  store i32 %4378, ptr %4359, align 8, !dbg !1840, !tbaa !182
  %4379 = load i32, ptr %4356, align 4, !dbg !1840, !tbaa !174
  %4380 = add nsw i32 %4379, -8, !dbg !1840
  store i32 %4380, ptr %4356, align 4, !dbg !1840, !tbaa !174
  %4381 = icmp sgt i32 %4379, 15, !dbg !1837
  br i1 %4381, label %4367, label %4382, !dbg !1837, !llvm.loop !1841

4382:                                             ; preds = %4367, %4360
  %4383 = phi i32 [ %4361, %4360 ], [ %4378, %4367 ], !dbg !1838
  %4384 = phi i32 [ %4362, %4360 ], [ %4379, %4367 ], !dbg !1837
    #dbg_value(i32 23, !330, !DIExpression(), !1835)
  %4385 = sub i32 32, %4384, !dbg !1839
  %4386 = shl i32 23, %4385, !dbg !1842
  %4387 = or i32 %4386, %4383, !dbg !1838
  store i32 %4387, ptr %4359, align 8, !dbg !1838, !tbaa !182
  store i32 %4384, ptr %4356, align 4, !dbg !1843, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !1844)
    #dbg_value(i8 114, !321, !DIExpression(), !1844)
    #dbg_value(ptr %0, !324, !DIExpression(), !1846)
    #dbg_value(i32 8, !329, !DIExpression(), !1846)
    #dbg_value(i8 114, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1846)
  %4388 = icmp sgt i32 %4384, 7, !dbg !1848
  br i1 %4388, label %4391, label %4389, !dbg !1848

4389:                                             ; preds = %4382
  %4390 = add nsw i32 %4384, 8, !dbg !1849
  br label %4409, !dbg !1848

4391:                                             ; preds = %4382
  %4392 = getelementptr inbounds i8, ptr %0, i64 116
  %4393 = load i32, ptr %4392, align 4, !dbg !1850, !tbaa !289
  br label %4394, !dbg !1848

4394:                                             ; preds = %4394, %4391
  %4395 = phi i32 [ %4393, %4391 ], [ %4403, %4394 ], !dbg !1850
  %4396 = phi i32 [ %4387, %4391 ], [ %4405, %4394 ], !dbg !1850
  %4397 = lshr i32 %4396, 24, !dbg !1850
  %4398 = trunc nuw i32 %4397 to i8, !dbg !1850
  %4399 = load ptr, ptr %39, align 8, !dbg !1850, !tbaa !306
  %4400 = sext i32 %4395 to i64, !dbg !1850
  %4401 = getelementptr inbounds i8, ptr %4399, i64 %4400, !dbg !1850
  store i8 %4398, ptr %4401, align 1, !dbg !1850, !tbaa !343
  %4402 = load i32, ptr %4392, align 4, !dbg !1850, !tbaa !289
  %4403 = add nsw i32 %4402, 1, !dbg !1850
  store i32 %4403, ptr %4392, align 4, !dbg !1850, !tbaa !289
  %4404 = load i32, ptr %4359, align 8, !dbg !1850, !tbaa !182
  %4405 = shl i32 %4404, 8, !dbg !1850
  store i32 %4405, ptr %4359, align 8, !dbg !1850, !tbaa !182
  %4406 = load i32, ptr %4356, align 4, !dbg !1850, !tbaa !174
  %4407 = add nsw i32 %4406, -8, !dbg !1850
  store i32 %4407, ptr %4356, align 4, !dbg !1850, !tbaa !174
  %4408 = icmp sgt i32 %4406, 15, !dbg !1848
  br i1 %4408, label %4394, label %4409, !dbg !1848, !llvm.loop !1851

4409:                                             ; preds = %4394, %4389
  %4410 = phi i32 [ %4387, %4389 ], [ %4405, %4394 ], !dbg !1852
  %4411 = phi i32 [ %4390, %4389 ], [ %4406, %4394 ], !dbg !1848
    #dbg_value(i32 114, !330, !DIExpression(), !1846)
  %4412 = sub i32 32, %4411, !dbg !1849
  %4413 = shl i32 114, %4412, !dbg !1853
  %4414 = or i32 %4413, %4410, !dbg !1852
  store i32 %4414, ptr %4359, align 8, !dbg !1852, !tbaa !182
  store i32 %4411, ptr %4356, align 4, !dbg !1854, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !1855)
    #dbg_value(i8 69, !321, !DIExpression(), !1855)
    #dbg_value(ptr %0, !324, !DIExpression(), !1857)
    #dbg_value(i32 8, !329, !DIExpression(), !1857)
    #dbg_value(i8 69, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1857)
  %4415 = icmp sgt i32 %4411, 7, !dbg !1859
  br i1 %4415, label %4418, label %4416, !dbg !1859

4416:                                             ; preds = %4409
  %4417 = add nsw i32 %4411, 8, !dbg !1860
  br label %4436, !dbg !1859

4418:                                             ; preds = %4409
  %4419 = getelementptr inbounds i8, ptr %0, i64 116
  %4420 = load i32, ptr %4419, align 4, !dbg !1861, !tbaa !289
  br label %4421, !dbg !1859

4421:                                             ; preds = %4421, %4418
  %4422 = phi i32 [ %4420, %4418 ], [ %4430, %4421 ], !dbg !1861
  %4423 = phi i32 [ %4414, %4418 ], [ %4432, %4421 ], !dbg !1861
  %4424 = lshr i32 %4423, 24, !dbg !1861
  %4425 = trunc nuw i32 %4424 to i8, !dbg !1861
  %4426 = load ptr, ptr %39, align 8, !dbg !1861, !tbaa !306
  %4427 = sext i32 %4422 to i64, !dbg !1861
  %4428 = getelementptr inbounds i8, ptr %4426, i64 %4427, !dbg !1861
  store i8 %4425, ptr %4428, align 1, !dbg !1861, !tbaa !343
  %4429 = load i32, ptr %4419, align 4, !dbg !1861, !tbaa !289
  %4430 = add nsw i32 %4429, 1, !dbg !1861
  store i32 %4430, ptr %4419, align 4, !dbg !1861, !tbaa !289
  %4431 = load i32, ptr %4359, align 8, !dbg !1861, !tbaa !182
  %4432 = shl i32 %4431, 8, !dbg !1861
  store i32 %4432, ptr %4359, align 8, !dbg !1861, !tbaa !182
  %4433 = load i32, ptr %4356, align 4, !dbg !1861, !tbaa !174
  %4434 = add nsw i32 %4433, -8, !dbg !1861
  store i32 %4434, ptr %4356, align 4, !dbg !1861, !tbaa !174
  %4435 = icmp sgt i32 %4433, 15, !dbg !1859
  br i1 %4435, label %4421, label %4436, !dbg !1859, !llvm.loop !1862

4436:                                             ; preds = %4421, %4416
  %4437 = phi i32 [ %4414, %4416 ], [ %4432, %4421 ], !dbg !1863
  %4438 = phi i32 [ %4417, %4416 ], [ %4433, %4421 ], !dbg !1859
    #dbg_value(i32 69, !330, !DIExpression(), !1857)
  %4439 = sub i32 32, %4438, !dbg !1860
  %4440 = shl i32 69, %4439, !dbg !1864
  %4441 = or i32 %4440, %4437, !dbg !1863
  store i32 %4441, ptr %4359, align 8, !dbg !1863, !tbaa !182
  store i32 %4438, ptr %4356, align 4, !dbg !1865, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !1866)
    #dbg_value(i8 56, !321, !DIExpression(), !1866)
    #dbg_value(ptr %0, !324, !DIExpression(), !1868)
    #dbg_value(i32 8, !329, !DIExpression(), !1868)
    #dbg_value(i8 56, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1868)
  %4442 = icmp sgt i32 %4438, 7, !dbg !1870
  br i1 %4442, label %4445, label %4443, !dbg !1870

4443:                                             ; preds = %4436
  %4444 = add nsw i32 %4438, 8, !dbg !1871
  br label %4463, !dbg !1870

4445:                                             ; preds = %4436
  %4446 = getelementptr inbounds i8, ptr %0, i64 116
  %4447 = load i32, ptr %4446, align 4, !dbg !1872, !tbaa !289
  br label %4448, !dbg !1870

4448:                                             ; preds = %4448, %4445
  %4449 = phi i32 [ %4447, %4445 ], [ %4457, %4448 ], !dbg !1872
  %4450 = phi i32 [ %4441, %4445 ], [ %4459, %4448 ], !dbg !1872
  %4451 = lshr i32 %4450, 24, !dbg !1872
  %4452 = trunc nuw i32 %4451 to i8, !dbg !1872
  %4453 = load ptr, ptr %39, align 8, !dbg !1872, !tbaa !306
  %4454 = sext i32 %4449 to i64, !dbg !1872
  %4455 = getelementptr inbounds i8, ptr %4453, i64 %4454, !dbg !1872
  store i8 %4452, ptr %4455, align 1, !dbg !1872, !tbaa !343
  %4456 = load i32, ptr %4446, align 4, !dbg !1872, !tbaa !289
  %4457 = add nsw i32 %4456, 1, !dbg !1872
  store i32 %4457, ptr %4446, align 4, !dbg !1872, !tbaa !289
  %4458 = load i32, ptr %4359, align 8, !dbg !1872, !tbaa !182
  %4459 = shl i32 %4458, 8, !dbg !1872
  store i32 %4459, ptr %4359, align 8, !dbg !1872, !tbaa !182
  %4460 = load i32, ptr %4356, align 4, !dbg !1872, !tbaa !174
  %4461 = add nsw i32 %4460, -8, !dbg !1872
  store i32 %4461, ptr %4356, align 4, !dbg !1872, !tbaa !174
  %4462 = icmp sgt i32 %4460, 15, !dbg !1870
  br i1 %4462, label %4448, label %4463, !dbg !1870, !llvm.loop !1873

4463:                                             ; preds = %4448, %4443
  %4464 = phi i32 [ %4441, %4443 ], [ %4459, %4448 ], !dbg !1874
  %4465 = phi i32 [ %4444, %4443 ], [ %4460, %4448 ], !dbg !1870
    #dbg_value(i32 56, !330, !DIExpression(), !1868)
  %4466 = sub i32 32, %4465, !dbg !1871
  %4467 = shl i32 56, %4466, !dbg !1875
  %4468 = or i32 %4467, %4464, !dbg !1874
  store i32 %4468, ptr %4359, align 8, !dbg !1874, !tbaa !182
  store i32 %4465, ptr %4356, align 4, !dbg !1876, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !1877)
    #dbg_value(i8 80, !321, !DIExpression(), !1877)
    #dbg_value(ptr %0, !324, !DIExpression(), !1879)
    #dbg_value(i32 8, !329, !DIExpression(), !1879)
    #dbg_value(i8 80, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1879)
  %4469 = icmp sgt i32 %4465, 7, !dbg !1881
  br i1 %4469, label %4472, label %4470, !dbg !1881

4470:                                             ; preds = %4463
  %4471 = add nsw i32 %4465, 8, !dbg !1882
  br label %4490, !dbg !1881

4472:                                             ; preds = %4463
  %4473 = getelementptr inbounds i8, ptr %0, i64 116
  %4474 = load i32, ptr %4473, align 4, !dbg !1883, !tbaa !289
  br label %4475, !dbg !1881

4475:                                             ; preds = %4475, %4472
  %4476 = phi i32 [ %4474, %4472 ], [ %4484, %4475 ], !dbg !1883
  %4477 = phi i32 [ %4468, %4472 ], [ %4486, %4475 ], !dbg !1883
  %4478 = lshr i32 %4477, 24, !dbg !1883
  %4479 = trunc nuw i32 %4478 to i8, !dbg !1883
  %4480 = load ptr, ptr %39, align 8, !dbg !1883, !tbaa !306
  %4481 = sext i32 %4476 to i64, !dbg !1883
  %4482 = getelementptr inbounds i8, ptr %4480, i64 %4481, !dbg !1883
  store i8 %4479, ptr %4482, align 1, !dbg !1883, !tbaa !343
  %4483 = load i32, ptr %4473, align 4, !dbg !1883, !tbaa !289
  %4484 = add nsw i32 %4483, 1, !dbg !1883
  store i32 %4484, ptr %4473, align 4, !dbg !1883, !tbaa !289
  %4485 = load i32, ptr %4359, align 8, !dbg !1883, !tbaa !182
  %4486 = shl i32 %4485, 8, !dbg !1883
  store i32 %4486, ptr %4359, align 8, !dbg !1883, !tbaa !182
  %4487 = load i32, ptr %4356, align 4, !dbg !1883, !tbaa !174
  %4488 = add nsw i32 %4487, -8, !dbg !1883
  store i32 %4488, ptr %4356, align 4, !dbg !1883, !tbaa !174
  %4489 = icmp sgt i32 %4487, 15, !dbg !1881
  br i1 %4489, label %4475, label %4490, !dbg !1881, !llvm.loop !1884

4490:                                             ; preds = %4475, %4470
  %4491 = phi i32 [ %4468, %4470 ], [ %4486, %4475 ], !dbg !1885
  %4492 = phi i32 [ %4471, %4470 ], [ %4487, %4475 ], !dbg !1881
    #dbg_value(i32 80, !330, !DIExpression(), !1879)
  %4493 = sub i32 32, %4492, !dbg !1882
  %4494 = shl i32 80, %4493, !dbg !1886
  %4495 = or i32 %4494, %4491, !dbg !1885
  store i32 %4495, ptr %4359, align 8, !dbg !1885, !tbaa !182
  store i32 %4492, ptr %4356, align 4, !dbg !1887, !tbaa !174
    #dbg_value(ptr %0, !316, !DIExpression(), !1888)
    #dbg_value(i8 -112, !321, !DIExpression(), !1888)
    #dbg_value(ptr %0, !324, !DIExpression(), !1890)
    #dbg_value(i32 8, !329, !DIExpression(), !1890)
    #dbg_value(i8 -112, !330, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1890)
  %4496 = icmp sgt i32 %4492, 7, !dbg !1892
  br i1 %4496, label %4499, label %4497, !dbg !1892

4497:                                             ; preds = %4490
  %4498 = add nsw i32 %4492, 8, !dbg !1893
  br label %4517, !dbg !1892

4499:                                             ; preds = %4490
  %4500 = getelementptr inbounds i8, ptr %0, i64 116
  %4501 = load i32, ptr %4500, align 4, !dbg !1894, !tbaa !289
  br label %4502, !dbg !1892

4502:                                             ; preds = %4502, %4499
  %4503 = phi i32 [ %4501, %4499 ], [ %4511, %4502 ], !dbg !1894
  %4504 = phi i32 [ %4495, %4499 ], [ %4513, %4502 ], !dbg !1894
  %4505 = lshr i32 %4504, 24, !dbg !1894
  %4506 = trunc nuw i32 %4505 to i8, !dbg !1894
  %4507 = load ptr, ptr %39, align 8, !dbg !1894, !tbaa !306
  %4508 = sext i32 %4503 to i64, !dbg !1894
  %4509 = getelementptr inbounds i8, ptr %4507, i64 %4508, !dbg !1894
  store i8 %4506, ptr %4509, align 1, !dbg !1894, !tbaa !343
  %4510 = load i32, ptr %4500, align 4, !dbg !1894, !tbaa !289
  %4511 = add nsw i32 %4510, 1, !dbg !1894
  store i32 %4511, ptr %4500, align 4, !dbg !1894, !tbaa !289
  %4512 = load i32, ptr %4359, align 8, !dbg !1894, !tbaa !182
  %4513 = shl i32 %4512, 8, !dbg !1894
  store i32 %4513, ptr %4359, align 8, !dbg !1894, !tbaa !182
  %4514 = load i32, ptr %4356, align 4, !dbg !1894, !tbaa !174
  %4515 = add nsw i32 %4514, -8, !dbg !1894
  store i32 %4515, ptr %4356, align 4, !dbg !1894, !tbaa !174
  %4516 = icmp sgt i32 %4514, 15, !dbg !1892
  br i1 %4516, label %4502, label %4517, !dbg !1892, !llvm.loop !1895

4517:                                             ; preds = %4502, %4497
  %4518 = phi i32 [ %4495, %4497 ], [ %4513, %4502 ], !dbg !1896
  %4519 = phi i32 [ %4498, %4497 ], [ %4514, %4502 ], !dbg !1892
    #dbg_value(i32 144, !330, !DIExpression(), !1890)
  %4520 = sub i32 32, %4519, !dbg !1893
  %4521 = shl i32 144, %4520, !dbg !1897
  %4522 = or i32 %4521, %4518, !dbg !1896
  store i32 %4522, ptr %4359, align 8, !dbg !1896, !tbaa !182
  store i32 %4519, ptr %4356, align 4, !dbg !1898, !tbaa !174
  %4523 = getelementptr inbounds i8, ptr %0, i64 652, !dbg !1899
  %4524 = load i32, ptr %4523, align 4, !dbg !1899, !tbaa !279
  call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %4524), !dbg !1900
  %4525 = getelementptr inbounds i8, ptr %0, i64 656, !dbg !1901
  %4526 = load i32, ptr %4525, align 8, !dbg !1901, !tbaa !293
  %4527 = icmp sgt i32 %4526, 1, !dbg !1903
  br i1 %4527, label %4528, label %4532, !dbg !1904

4528:                                             ; preds = %4517
  %4529 = load ptr, ptr @stderr, align 8, !dbg !1905, !tbaa !297
  %4530 = load i32, ptr %4523, align 4, !dbg !1905, !tbaa !279
  %4531 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4529, ptr noundef nonnull @.str.1, i32 noundef %4530) #9, !dbg !1905
  br label %4532, !dbg !1905

4532:                                             ; preds = %4528, %4517
    #dbg_value(ptr %0, !1906, !DIExpression(), !1909)
  %4533 = load i32, ptr %4356, align 4, !dbg !1911, !tbaa !174
  %4534 = icmp sgt i32 %4533, 0, !dbg !1912
  br i1 %4534, label %4535, label %4554, !dbg !1913

4535:                                             ; preds = %4532
  %4536 = getelementptr inbounds i8, ptr %0, i64 116
  %4537 = load i32, ptr %4359, align 8, !dbg !1914, !tbaa !182
  %4538 = load i32, ptr %4536, align 4, !dbg !1916, !tbaa !289
  br label %4539, !dbg !1913

4539:                                             ; preds = %4539, %4535
  %4540 = phi i32 [ %4538, %4535 ], [ %4548, %4539 ], !dbg !1916
  %4541 = phi i32 [ %4537, %4535 ], [ %4550, %4539 ], !dbg !1914
  %4542 = lshr i32 %4541, 24, !dbg !1917
  %4543 = trunc nuw i32 %4542 to i8, !dbg !1918
  %4544 = load ptr, ptr %39, align 8, !dbg !1919, !tbaa !306
  %4545 = sext i32 %4540 to i64, !dbg !1920
  %4546 = getelementptr inbounds i8, ptr %4544, i64 %4545, !dbg !1920
  store i8 %4543, ptr %4546, align 1, !dbg !1921, !tbaa !343
  %4547 = load i32, ptr %4536, align 4, !dbg !1922, !tbaa !289
  %4548 = add nsw i32 %4547, 1, !dbg !1922
  store i32 %4548, ptr %4536, align 4, !dbg !1922, !tbaa !289
  %4549 = load i32, ptr %4359, align 8, !dbg !1923, !tbaa !182
  %4550 = shl i32 %4549, 8, !dbg !1923
  store i32 %4550, ptr %4359, align 8, !dbg !1923, !tbaa !182
  %4551 = load i32, ptr %4356, align 4, !dbg !1924, !tbaa !174
  %4552 = add nsw i32 %4551, -8, !dbg !1924
  store i32 %4552, ptr %4356, align 4, !dbg !1924, !tbaa !174
  %4553 = icmp sgt i32 %4551, 8, !dbg !1912
  br i1 %4553, label %4539, label %4554, !dbg !1913, !llvm.loop !1925

4554:                                             ; preds = %4539, %4532, %4353
  ret void, !dbg !1927
}

; Function Attrs: nofree nounwind
declare !dbg !1928 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare !dbg !1994 void @BZ2_blockSort(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bsPutUInt32(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !1995 {
    #dbg_value(ptr %0, !1999, !DIExpression(), !2001)
    #dbg_value(i32 %1, !2000, !DIExpression(), !2001)
  %3 = lshr i32 %1, 24, !dbg !2002
    #dbg_value(ptr %0, !324, !DIExpression(), !2003)
    #dbg_value(i32 8, !329, !DIExpression(), !2003)
    #dbg_value(i32 %3, !330, !DIExpression(), !2003)
  %4 = getelementptr inbounds i8, ptr %0, i64 644
  %5 = load i32, ptr %4, align 4, !dbg !2005, !tbaa !174
  %6 = icmp sgt i32 %5, 7, !dbg !2005
  %7 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %6, label %11, label %8, !dbg !2005

8:                                                ; preds = %2
  %9 = load i32, ptr %7, align 8, !dbg !2006, !tbaa !182
  %10 = add nsw i32 %5, 8, !dbg !2007
  br label %31, !dbg !2005

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = getelementptr inbounds i8, ptr %0, i64 116
  %14 = load i32, ptr %7, align 8, !dbg !2008, !tbaa !182
  %15 = load i32, ptr %13, align 4, !dbg !2008, !tbaa !289
  br label %16, !dbg !2005

16:                                               ; preds = %16, %11
  %17 = phi i32 [ %15, %11 ], [ %25, %16 ], !dbg !2008
  %18 = phi i32 [ %14, %11 ], [ %27, %16 ], !dbg !2008
  %19 = lshr i32 %18, 24, !dbg !2008
  %20 = trunc nuw i32 %19 to i8, !dbg !2008
  %21 = load ptr, ptr %12, align 8, !dbg !2008, !tbaa !306
  %22 = sext i32 %17 to i64, !dbg !2008
  %23 = getelementptr inbounds i8, ptr %21, i64 %22, !dbg !2008
  store i8 %20, ptr %23, align 1, !dbg !2008, !tbaa !343
  %24 = load i32, ptr %13, align 4, !dbg !2008, !tbaa !289
  %25 = add nsw i32 %24, 1, !dbg !2008
  store i32 %25, ptr %13, align 4, !dbg !2008, !tbaa !289
  %26 = load i32, ptr %7, align 8, !dbg !2008, !tbaa !182
  %27 = shl i32 %26, 8, !dbg !2008
  store i32 %27, ptr %7, align 8, !dbg !2008, !tbaa !182
  %28 = load i32, ptr %4, align 4, !dbg !2008, !tbaa !174
  %29 = add nsw i32 %28, -8, !dbg !2008
  store i32 %29, ptr %4, align 4, !dbg !2008, !tbaa !174
  %30 = icmp sgt i32 %28, 15, !dbg !2005
  br i1 %30, label %16, label %31, !dbg !2005, !llvm.loop !2009

31:                                               ; preds = %16, %8
  %32 = phi i32 [ %9, %8 ], [ %27, %16 ], !dbg !2006
  %33 = phi i32 [ %10, %8 ], [ %28, %16 ], !dbg !2005
  %34 = sub i32 32, %33, !dbg !2007
  %35 = shl i32 %3, %34, !dbg !2010
  %36 = or i32 %35, %32, !dbg !2006
  store i32 %36, ptr %7, align 8, !dbg !2006, !tbaa !182
  store i32 %33, ptr %4, align 4, !dbg !2011, !tbaa !174
  %37 = lshr i32 %1, 16, !dbg !2012
  %38 = and i32 %37, 255, !dbg !2013
    #dbg_value(ptr %0, !324, !DIExpression(), !2014)
    #dbg_value(i32 8, !329, !DIExpression(), !2014)
    #dbg_value(i32 %38, !330, !DIExpression(), !2014)
  %39 = icmp sgt i32 %33, 7, !dbg !2016
  br i1 %39, label %40, label %59, !dbg !2016

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %0, i64 80
  %42 = getelementptr inbounds i8, ptr %0, i64 116
  %43 = load i32, ptr %42, align 4, !dbg !2017, !tbaa !289
  br label %44, !dbg !2016

44:                                               ; preds = %44, %40
  %45 = phi i32 [ %43, %40 ], [ %53, %44 ], !dbg !2017
  %46 = phi i32 [ %36, %40 ], [ %55, %44 ], !dbg !2017
  %47 = lshr i32 %46, 24, !dbg !2017
  %48 = trunc nuw i32 %47 to i8, !dbg !2017
  %49 = load ptr, ptr %41, align 8, !dbg !2017, !tbaa !306
  %50 = sext i32 %45 to i64, !dbg !2017
  %51 = getelementptr inbounds i8, ptr %49, i64 %50, !dbg !2017
  store i8 %48, ptr %51, align 1, !dbg !2017, !tbaa !343
  %52 = load i32, ptr %42, align 4, !dbg !2017, !tbaa !289
  %53 = add nsw i32 %52, 1, !dbg !2017
  store i32 %53, ptr %42, align 4, !dbg !2017, !tbaa !289
  %54 = load i32, ptr %7, align 8, !dbg !2017, !tbaa !182
  %55 = shl i32 %54, 8, !dbg !2017
  store i32 %55, ptr %7, align 8, !dbg !2017, !tbaa !182
  %56 = load i32, ptr %4, align 4, !dbg !2017, !tbaa !174
  %57 = add nsw i32 %56, -8, !dbg !2017
  store i32 %57, ptr %4, align 4, !dbg !2017, !tbaa !174
  %58 = icmp sgt i32 %56, 15, !dbg !2016
  br i1 %58, label %44, label %59, !dbg !2016, !llvm.loop !2018

59:                                               ; preds = %44, %31
  %60 = phi i32 [ %36, %31 ], [ %55, %44 ], !dbg !2019
  %61 = phi i32 [ %33, %31 ], [ %57, %44 ], !dbg !2016
  %62 = add nsw i32 %61, 8, !dbg !2020
  %63 = sub i32 24, %61, !dbg !2020
  %64 = shl i32 %38, %63, !dbg !2021
  %65 = or i32 %64, %60, !dbg !2019
  store i32 %65, ptr %7, align 8, !dbg !2019, !tbaa !182
  store i32 %62, ptr %4, align 4, !dbg !2022, !tbaa !174
  %66 = lshr i32 %1, 8, !dbg !2023
  %67 = and i32 %66, 255, !dbg !2024
    #dbg_value(ptr %0, !324, !DIExpression(), !2025)
    #dbg_value(i32 8, !329, !DIExpression(), !2025)
    #dbg_value(i32 %67, !330, !DIExpression(), !2025)
  %68 = icmp sgt i32 %61, -1, !dbg !2027
  br i1 %68, label %69, label %88, !dbg !2027

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %0, i64 80
  %71 = getelementptr inbounds i8, ptr %0, i64 116
  %72 = load i32, ptr %71, align 4, !dbg !2028, !tbaa !289
  br label %73, !dbg !2027

73:                                               ; preds = %73, %69
  %74 = phi i32 [ %72, %69 ], [ %82, %73 ], !dbg !2028
  %75 = phi i32 [ %65, %69 ], [ %84, %73 ], !dbg !2028
  %76 = lshr i32 %75, 24, !dbg !2028
  %77 = trunc nuw i32 %76 to i8, !dbg !2028
  %78 = load ptr, ptr %70, align 8, !dbg !2028, !tbaa !306
  %79 = sext i32 %74 to i64, !dbg !2028
  %80 = getelementptr inbounds i8, ptr %78, i64 %79, !dbg !2028
  store i8 %77, ptr %80, align 1, !dbg !2028, !tbaa !343
  %81 = load i32, ptr %71, align 4, !dbg !2028, !tbaa !289
  %82 = add nsw i32 %81, 1, !dbg !2028
  store i32 %82, ptr %71, align 4, !dbg !2028, !tbaa !289
  %83 = load i32, ptr %7, align 8, !dbg !2028, !tbaa !182
  %84 = shl i32 %83, 8, !dbg !2028
  store i32 %84, ptr %7, align 8, !dbg !2028, !tbaa !182
  %85 = load i32, ptr %4, align 4, !dbg !2028, !tbaa !174
  %86 = add nsw i32 %85, -8, !dbg !2028
  store i32 %86, ptr %4, align 4, !dbg !2028, !tbaa !174
  %87 = icmp sgt i32 %85, 15, !dbg !2027
  br i1 %87, label %73, label %88, !dbg !2027, !llvm.loop !2029

88:                                               ; preds = %73, %59
  %89 = phi i32 [ %65, %59 ], [ %84, %73 ], !dbg !2030
  %90 = phi i32 [ %62, %59 ], [ %86, %73 ], !dbg !2027
  %91 = add nsw i32 %90, 8, !dbg !2031
  %92 = sub i32 24, %90, !dbg !2031
  %93 = shl i32 %67, %92, !dbg !2032
  %94 = or i32 %93, %89, !dbg !2030
  store i32 %94, ptr %7, align 8, !dbg !2030, !tbaa !182
  store i32 %91, ptr %4, align 4, !dbg !2033, !tbaa !174
    #dbg_value(ptr %0, !324, !DIExpression(), !2034)
    #dbg_value(i32 8, !329, !DIExpression(), !2034)
    #dbg_value(i32 %1, !330, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !2034)
  %95 = icmp sgt i32 %90, -1, !dbg !2036
  br i1 %95, label %96, label %115, !dbg !2036

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %0, i64 80
  %98 = getelementptr inbounds i8, ptr %0, i64 116
  %99 = load i32, ptr %98, align 4, !dbg !2037, !tbaa !289
  br label %100, !dbg !2036

100:                                              ; preds = %100, %96
  %101 = phi i32 [ %99, %96 ], [ %109, %100 ], !dbg !2037
  %102 = phi i32 [ %94, %96 ], [ %111, %100 ], !dbg !2037
  %103 = lshr i32 %102, 24, !dbg !2037
  %104 = trunc nuw i32 %103 to i8, !dbg !2037
  %105 = load ptr, ptr %97, align 8, !dbg !2037, !tbaa !306
  %106 = sext i32 %101 to i64, !dbg !2037
  %107 = getelementptr inbounds i8, ptr %105, i64 %106, !dbg !2037
  store i8 %104, ptr %107, align 1, !dbg !2037, !tbaa !343
  %108 = load i32, ptr %98, align 4, !dbg !2037, !tbaa !289
  %109 = add nsw i32 %108, 1, !dbg !2037
  store i32 %109, ptr %98, align 4, !dbg !2037, !tbaa !289
  %110 = load i32, ptr %7, align 8, !dbg !2037, !tbaa !182
  %111 = shl i32 %110, 8, !dbg !2037
  store i32 %111, ptr %7, align 8, !dbg !2037, !tbaa !182
  %112 = load i32, ptr %4, align 4, !dbg !2037, !tbaa !174
  %113 = add nsw i32 %112, -8, !dbg !2037
  store i32 %113, ptr %4, align 4, !dbg !2037, !tbaa !174
  %114 = icmp sgt i32 %112, 15, !dbg !2036
  br i1 %114, label %100, label %115, !dbg !2036, !llvm.loop !2038

115:                                              ; preds = %100, %88
  %116 = phi i32 [ %94, %88 ], [ %111, %100 ], !dbg !2039
  %117 = phi i32 [ %91, %88 ], [ %113, %100 ], !dbg !2036
  %118 = and i32 %1, 255, !dbg !2040
    #dbg_value(i32 %118, !330, !DIExpression(), !2034)
  %119 = add nsw i32 %117, 8, !dbg !2041
  %120 = sub i32 24, %117, !dbg !2041
  %121 = shl i32 %118, %120, !dbg !2042
  %122 = or i32 %121, %116, !dbg !2039
  store i32 %122, ptr %7, align 8, !dbg !2039, !tbaa !182
  store i32 %119, ptr %4, align 4, !dbg !2043, !tbaa !174
  ret void, !dbg !2044
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

declare !dbg !2045 void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

declare !dbg !2048 void @BZ2_hbMakeCodeLengths(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !2051 void @BZ2_hbAssignCodes(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { cold nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 612, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/bzip2/compress.c", directory: ".", checksumkind: CSK_MD5, checksum: "6a3e82792f68a29269f3f49fd58b0a22")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 62)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 664, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 262, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 64)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 303, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 59)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 437, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 41)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 440, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 514, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 26)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 526, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 15)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 542, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 18)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 597, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 10)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !62, splitDebugInlining: false, nameTableKind: None)
!53 = !{!54, !55, !58, !60, !61}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "UChar", file: !56, line: 43, baseType: !57)
!56 = !DIFile(filename: "src/bzip2/bzlib_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "247d9e99225d6995ab8b3ccab3bb8a75")
!57 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt32", file: !56, line: 45, baseType: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bool", file: !56, line: 42, baseType: !57)
!61 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!62 = !{!0, !7, !12, !17, !22, !27, !63, !32, !37, !42, !47}
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 441, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 2)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "BZ2_bsInitWrite", scope: !2, file: !2, line: 37, type: !77, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !169)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "EState", file: !56, line: 266, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !56, line: 197, size: 446144, elements: !82)
!82 = !{!83, !110, !112, !113, !114, !116, !117, !118, !119, !120, !121, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !140, !142, !143, !144, !145, !146, !147, !148, !149, !150, !154, !158, !159, !163, !165, !166}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !81, file: !56, line: 199, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "bz_stream", file: !86, line: 66, baseType: !87)
!86 = !DIFile(filename: "src/bzip2/bzlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "62ae65ddbab1cbbc479e958bd404bea0")
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !86, line: 49, size: 640, elements: !88)
!88 = !{!89, !91, !92, !93, !94, !95, !96, !97, !98, !100, !105, !109}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !87, file: !86, line: 50, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !87, file: !86, line: 51, baseType: !59, size: 32, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_lo32", scope: !87, file: !86, line: 52, baseType: !59, size: 32, offset: 96)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_hi32", scope: !87, file: !86, line: 53, baseType: !59, size: 32, offset: 128)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !87, file: !86, line: 55, baseType: !90, size: 64, offset: 192)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !87, file: !86, line: 56, baseType: !59, size: 32, offset: 256)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_lo32", scope: !87, file: !86, line: 57, baseType: !59, size: 32, offset: 288)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_hi32", scope: !87, file: !86, line: 58, baseType: !59, size: 32, offset: 320)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !87, file: !86, line: 60, baseType: !99, size: 64, offset: 384)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "bzalloc", scope: !87, file: !86, line: 62, baseType: !101, size: 64, offset: 448)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DISubroutineType(types: !103)
!103 = !{!99, !99, !104, !104}
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "bzfree", scope: !87, file: !86, line: 63, baseType: !106, size: 64, offset: 512)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !99, !99}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !87, file: !86, line: 64, baseType: !99, size: 64, offset: 576)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !81, file: !56, line: 203, baseType: !111, size: 32, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "Int32", file: !56, line: 44, baseType: !104)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !81, file: !56, line: 204, baseType: !111, size: 32, offset: 96)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in_expect", scope: !81, file: !56, line: 207, baseType: !58, size: 32, offset: 128)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "arr1", scope: !81, file: !56, line: 210, baseType: !115, size: 64, offset: 192)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "arr2", scope: !81, file: !56, line: 211, baseType: !115, size: 64, offset: 256)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "ftab", scope: !81, file: !56, line: 212, baseType: !115, size: 64, offset: 320)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "origPtr", scope: !81, file: !56, line: 213, baseType: !111, size: 32, offset: 384)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !81, file: !56, line: 216, baseType: !115, size: 64, offset: 448)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !81, file: !56, line: 217, baseType: !54, size: 64, offset: 512)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "mtfv", scope: !81, file: !56, line: 218, baseType: !122, size: 64, offset: 576)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt16", file: !56, line: 47, baseType: !124)
!124 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "zbits", scope: !81, file: !56, line: 219, baseType: !54, size: 64, offset: 640)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "workFactor", scope: !81, file: !56, line: 222, baseType: !111, size: 32, offset: 704)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_ch", scope: !81, file: !56, line: 225, baseType: !58, size: 32, offset: 736)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_len", scope: !81, file: !56, line: 226, baseType: !111, size: 32, offset: 768)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "rNToGo", scope: !81, file: !56, line: 227, baseType: !111, size: 32, offset: 800)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "rTPos", scope: !81, file: !56, line: 227, baseType: !111, size: 32, offset: 832)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "nblock", scope: !81, file: !56, line: 230, baseType: !111, size: 32, offset: 864)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "nblockMAX", scope: !81, file: !56, line: 231, baseType: !111, size: 32, offset: 896)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "numZ", scope: !81, file: !56, line: 232, baseType: !111, size: 32, offset: 928)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_pos", scope: !81, file: !56, line: 233, baseType: !111, size: 32, offset: 960)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "nInUse", scope: !81, file: !56, line: 236, baseType: !111, size: 32, offset: 992)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "inUse", scope: !81, file: !56, line: 237, baseType: !137, size: 2048, offset: 1024)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2048, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 256)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "unseqToSeq", scope: !81, file: !56, line: 238, baseType: !141, size: 2048, offset: 3072)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 2048, elements: !138)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "bsBuff", scope: !81, file: !56, line: 241, baseType: !58, size: 32, offset: 5120)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "bsLive", scope: !81, file: !56, line: 242, baseType: !111, size: 32, offset: 5152)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "blockCRC", scope: !81, file: !56, line: 245, baseType: !58, size: 32, offset: 5184)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "combinedCRC", scope: !81, file: !56, line: 246, baseType: !58, size: 32, offset: 5216)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "verbosity", scope: !81, file: !56, line: 249, baseType: !111, size: 32, offset: 5248)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "blockNo", scope: !81, file: !56, line: 250, baseType: !111, size: 32, offset: 5280)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "blockSize100k", scope: !81, file: !56, line: 251, baseType: !111, size: 32, offset: 5312)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "nMTF", scope: !81, file: !56, line: 254, baseType: !111, size: 32, offset: 5344)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "mtfFreq", scope: !81, file: !56, line: 255, baseType: !151, size: 8256, offset: 5376)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 8256, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 258)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "selector", scope: !81, file: !56, line: 256, baseType: !155, size: 144016, offset: 13632)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 144016, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 18002)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "selectorMtf", scope: !81, file: !56, line: 257, baseType: !155, size: 144016, offset: 157648)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !81, file: !56, line: 259, baseType: !160, size: 12384, offset: 301664)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 12384, elements: !161)
!161 = !{!162, !153}
!162 = !DISubrange(count: 6)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !81, file: !56, line: 260, baseType: !164, size: 49536, offset: 314048)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 49536, elements: !161)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "rfreq", scope: !81, file: !56, line: 261, baseType: !164, size: 49536, offset: 363584)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "len_pack", scope: !81, file: !56, line: 263, baseType: !167, size: 33024, offset: 413120)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 33024, elements: !168)
!168 = !{!153, !31}
!169 = !{!170}
!170 = !DILocalVariable(name: "s", arg: 1, scope: !76, file: !2, line: 37, type: !79)
!171 = !DILocation(line: 0, scope: !76)
!172 = !DILocation(line: 39, column: 7, scope: !76)
!173 = !DILocation(line: 39, column: 14, scope: !76)
!174 = !{!175, !179, i64 644}
!175 = !{!"", !176, i64 0, !179, i64 8, !179, i64 12, !179, i64 16, !176, i64 24, !176, i64 32, !176, i64 40, !179, i64 48, !176, i64 56, !176, i64 64, !176, i64 72, !176, i64 80, !179, i64 88, !179, i64 92, !179, i64 96, !179, i64 100, !179, i64 104, !179, i64 108, !179, i64 112, !179, i64 116, !179, i64 120, !179, i64 124, !177, i64 128, !177, i64 384, !179, i64 640, !179, i64 644, !179, i64 648, !179, i64 652, !179, i64 656, !179, i64 660, !179, i64 664, !179, i64 668, !177, i64 672, !177, i64 1704, !177, i64 19706, !177, i64 37708, !177, i64 39256, !177, i64 45448, !177, i64 51640}
!176 = !{!"any pointer", !177, i64 0}
!177 = !{!"omnipotent char", !178, i64 0}
!178 = !{!"Simple C/C++ TBAA"}
!179 = !{!"int", !177, i64 0}
!180 = !DILocation(line: 40, column: 7, scope: !76)
!181 = !DILocation(line: 40, column: 14, scope: !76)
!182 = !{!175, !179, i64 640}
!183 = !DILocation(line: 41, column: 1, scope: !76)
!184 = distinct !DISubprogram(name: "BZ2_compressBlock", scope: !2, file: !2, line: 602, type: !185, scopeLine: 603, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !187)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !79, !60}
!187 = !{!188, !189}
!188 = !DILocalVariable(name: "s", arg: 1, scope: !184, file: !2, line: 602, type: !79)
!189 = !DILocalVariable(name: "is_last_block", arg: 2, scope: !184, file: !2, line: 602, type: !60)
!190 = distinct !DIAssignID()
!191 = !DILocalVariable(name: "cost", scope: !192, file: !2, line: 256, type: !258)
!192 = distinct !DISubprogram(name: "sendMTFValues", scope: !2, file: !2, line: 239, type: !77, scopeLine: 240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !193)
!193 = !{!194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !191, !212, !215, !216, !218, !219, !220, !221, !228, !229, !230, !231, !236, !239, !240, !241, !242, !247, !251, !255, !256}
!194 = !DILocalVariable(name: "s", arg: 1, scope: !192, file: !2, line: 239, type: !79)
!195 = !DILocalVariable(name: "v", scope: !192, file: !2, line: 241, type: !111)
!196 = !DILocalVariable(name: "t", scope: !192, file: !2, line: 241, type: !111)
!197 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 241, type: !111)
!198 = !DILocalVariable(name: "j", scope: !192, file: !2, line: 241, type: !111)
!199 = !DILocalVariable(name: "gs", scope: !192, file: !2, line: 241, type: !111)
!200 = !DILocalVariable(name: "ge", scope: !192, file: !2, line: 241, type: !111)
!201 = !DILocalVariable(name: "totc", scope: !192, file: !2, line: 241, type: !111)
!202 = !DILocalVariable(name: "bt", scope: !192, file: !2, line: 241, type: !111)
!203 = !DILocalVariable(name: "bc", scope: !192, file: !2, line: 241, type: !111)
!204 = !DILocalVariable(name: "iter", scope: !192, file: !2, line: 241, type: !111)
!205 = !DILocalVariable(name: "nSelectors", scope: !192, file: !2, line: 242, type: !111)
!206 = !DILocalVariable(name: "alphaSize", scope: !192, file: !2, line: 242, type: !111)
!207 = !DILocalVariable(name: "minLen", scope: !192, file: !2, line: 242, type: !111)
!208 = !DILocalVariable(name: "maxLen", scope: !192, file: !2, line: 242, type: !111)
!209 = !DILocalVariable(name: "selCtr", scope: !192, file: !2, line: 242, type: !111)
!210 = !DILocalVariable(name: "nGroups", scope: !192, file: !2, line: 243, type: !111)
!211 = !DILocalVariable(name: "nBytes", scope: !192, file: !2, line: 243, type: !111)
!212 = !DILocalVariable(name: "fave", scope: !192, file: !2, line: 257, type: !213)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 192, elements: !214)
!214 = !{!162}
!215 = !DILocalVariable(name: "mtfv", scope: !192, file: !2, line: 259, type: !122)
!216 = !DILocalVariable(name: "nPart", scope: !217, file: !2, line: 281, type: !111)
!217 = distinct !DILexicalBlock(scope: !192, file: !2, line: 280, column: 4)
!218 = !DILocalVariable(name: "remF", scope: !217, file: !2, line: 281, type: !111)
!219 = !DILocalVariable(name: "tFreq", scope: !217, file: !2, line: 281, type: !111)
!220 = !DILocalVariable(name: "aFreq", scope: !217, file: !2, line: 281, type: !111)
!221 = !DILocalVariable(name: "cost01", scope: !222, file: !2, line: 360, type: !58)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 358, column: 45)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 358, column: 14)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 345, column: 20)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 322, column: 46)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 322, column: 4)
!227 = distinct !DILexicalBlock(scope: !192, file: !2, line: 322, column: 4)
!228 = !DILocalVariable(name: "cost23", scope: !222, file: !2, line: 360, type: !58)
!229 = !DILocalVariable(name: "cost45", scope: !222, file: !2, line: 360, type: !58)
!230 = !DILocalVariable(name: "icv", scope: !222, file: !2, line: 361, type: !123)
!231 = !DILocalVariable(name: "icv", scope: !232, file: !2, line: 390, type: !123)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 389, column: 40)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 389, column: 13)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 389, column: 13)
!235 = distinct !DILexicalBlock(scope: !223, file: !2, line: 387, column: 17)
!236 = !DILocalVariable(name: "pos", scope: !237, file: !2, line: 463, type: !238)
!237 = distinct !DILexicalBlock(scope: !192, file: !2, line: 462, column: 4)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 48, elements: !214)
!239 = !DILocalVariable(name: "ll_i", scope: !237, file: !2, line: 463, type: !55)
!240 = !DILocalVariable(name: "tmp2", scope: !237, file: !2, line: 463, type: !55)
!241 = !DILocalVariable(name: "tmp", scope: !237, file: !2, line: 463, type: !55)
!242 = !DILocalVariable(name: "inUse16", scope: !243, file: !2, line: 496, type: !244)
!243 = distinct !DILexicalBlock(scope: !192, file: !2, line: 495, column: 4)
!244 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, elements: !245)
!245 = !{!246}
!246 = !DISubrange(count: 16)
!247 = !DILocalVariable(name: "curr", scope: !248, file: !2, line: 532, type: !111)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 531, column: 34)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 531, column: 4)
!250 = distinct !DILexicalBlock(scope: !192, file: !2, line: 531, column: 4)
!251 = !DILocalVariable(name: "mtfv_i", scope: !252, file: !2, line: 556, type: !123)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 554, column: 42)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 554, column: 11)
!254 = distinct !DILexicalBlock(scope: !192, file: !2, line: 548, column: 17)
!255 = !DILocalVariable(name: "s_len_sel_selCtr", scope: !252, file: !2, line: 557, type: !54)
!256 = !DILocalVariable(name: "s_code_sel_selCtr", scope: !252, file: !2, line: 559, type: !257)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 96, elements: !214)
!259 = !DILocation(line: 0, scope: !192, inlinedAt: !260)
!260 = distinct !DILocation(line: 652, column: 7, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 630, column: 23)
!262 = distinct !DILexicalBlock(scope: !184, file: !2, line: 630, column: 8)
!263 = distinct !DIAssignID()
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 0, scope: !237, inlinedAt: !260)
!266 = distinct !DIAssignID()
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 0, scope: !184)
!269 = !DILocation(line: 604, column: 11, scope: !270)
!270 = distinct !DILexicalBlock(scope: !184, file: !2, line: 604, column: 8)
!271 = !{!175, !179, i64 108}
!272 = !DILocation(line: 604, column: 18, scope: !270)
!273 = !DILocation(line: 604, column: 8, scope: !184)
!274 = !DILocation(line: 606, column: 7, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 606, column: 7)
!276 = distinct !DILexicalBlock(scope: !270, file: !2, line: 604, column: 23)
!277 = !{!175, !179, i64 648}
!278 = !DILocation(line: 607, column: 28, scope: !276)
!279 = !{!175, !179, i64 652}
!280 = !DILocation(line: 607, column: 46, scope: !276)
!281 = !DILocation(line: 608, column: 22, scope: !276)
!282 = !DILocation(line: 609, column: 14, scope: !283)
!283 = distinct !DILexicalBlock(scope: !276, file: !2, line: 609, column: 11)
!284 = !{!175, !179, i64 660}
!285 = !DILocation(line: 609, column: 22, scope: !283)
!286 = !DILocation(line: 609, column: 11, scope: !276)
!287 = !DILocation(line: 609, column: 30, scope: !283)
!288 = !DILocation(line: 609, column: 35, scope: !283)
!289 = !{!175, !179, i64 116}
!290 = !DILocation(line: 609, column: 27, scope: !283)
!291 = !DILocation(line: 611, column: 14, scope: !292)
!292 = distinct !DILexicalBlock(scope: !276, file: !2, line: 611, column: 11)
!293 = !{!175, !179, i64 656}
!294 = !DILocation(line: 611, column: 24, scope: !292)
!295 = !DILocation(line: 611, column: 11, scope: !276)
!296 = !DILocation(line: 612, column: 10, scope: !292)
!297 = !{!176, !176, i64 0}
!298 = !DILocation(line: 616, column: 7, scope: !276)
!299 = !DILocation(line: 619, column: 47, scope: !184)
!300 = !DILocation(line: 617, column: 4, scope: !276)
!301 = !DILocation(line: 619, column: 38, scope: !184)
!302 = !{!175, !176, i64 32}
!303 = !DILocation(line: 619, column: 26, scope: !184)
!304 = !DILocation(line: 619, column: 7, scope: !184)
!305 = !DILocation(line: 619, column: 13, scope: !184)
!306 = !{!175, !176, i64 80}
!307 = !DILocation(line: 622, column: 11, scope: !308)
!308 = distinct !DILexicalBlock(scope: !184, file: !2, line: 622, column: 8)
!309 = !DILocation(line: 622, column: 19, scope: !308)
!310 = !DILocation(line: 622, column: 8, scope: !184)
!311 = !DILocation(line: 0, scope: !76, inlinedAt: !312)
!312 = distinct !DILocation(line: 623, column: 7, scope: !313)
!313 = distinct !DILexicalBlock(scope: !308, file: !2, line: 622, column: 25)
!314 = !DILocation(line: 39, column: 7, scope: !76, inlinedAt: !312)
!315 = !DILocation(line: 40, column: 7, scope: !76, inlinedAt: !312)
!316 = !DILocalVariable(name: "s", arg: 1, scope: !317, file: !2, line: 94, type: !79)
!317 = distinct !DISubprogram(name: "bsPutUChar", scope: !2, file: !2, line: 94, type: !318, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !320)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !79, !55}
!320 = !{!316, !321}
!321 = !DILocalVariable(name: "c", arg: 2, scope: !317, file: !2, line: 94, type: !55)
!322 = !DILocation(line: 0, scope: !317, inlinedAt: !323)
!323 = distinct !DILocation(line: 624, column: 7, scope: !313)
!324 = !DILocalVariable(name: "s", arg: 1, scope: !325, file: !2, line: 73, type: !79)
!325 = distinct !DISubprogram(name: "bsW", scope: !2, file: !2, line: 73, type: !326, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !79, !111, !58}
!328 = !{!324, !329, !330}
!329 = !DILocalVariable(name: "n", arg: 2, scope: !325, file: !2, line: 73, type: !111)
!330 = !DILocalVariable(name: "v", arg: 3, scope: !325, file: !2, line: 73, type: !58)
!331 = !DILocation(line: 0, scope: !325, inlinedAt: !332)
!332 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !323)
!333 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !332)
!334 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !332)
!335 = !DILocation(line: 0, scope: !317, inlinedAt: !336)
!336 = distinct !DILocation(line: 625, column: 7, scope: !313)
!337 = !DILocation(line: 0, scope: !325, inlinedAt: !338)
!338 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !336)
!339 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !338)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 75, column: 4)
!341 = distinct !DILexicalBlock(scope: !325, file: !2, line: 75, column: 4)
!342 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !338)
!343 = !{!177, !177, i64 0}
!344 = distinct !{!344, !342, !342, !345}
!345 = !{!"llvm.loop.mustprogress"}
!346 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !338)
!347 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !338)
!348 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !338)
!349 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !338)
!350 = !DILocation(line: 0, scope: !317, inlinedAt: !351)
!351 = distinct !DILocation(line: 626, column: 7, scope: !313)
!352 = !DILocation(line: 0, scope: !325, inlinedAt: !353)
!353 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !351)
!354 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !353)
!355 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !353)
!356 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !353)
!357 = distinct !{!357, !354, !354, !345}
!358 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !353)
!359 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !353)
!360 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !353)
!361 = !DILocation(line: 627, column: 45, scope: !313)
!362 = !{!175, !179, i64 664}
!363 = !DILocation(line: 627, column: 23, scope: !313)
!364 = !DILocation(line: 0, scope: !317, inlinedAt: !365)
!365 = distinct !DILocation(line: 627, column: 7, scope: !313)
!366 = !DILocation(line: 0, scope: !325, inlinedAt: !367)
!367 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !365)
!368 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !367)
!369 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !367)
!370 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !367)
!371 = distinct !{!371, !368, !368, !345}
!372 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !367)
!373 = !DILocation(line: 96, column: 15, scope: !317, inlinedAt: !365)
!374 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !367)
!375 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !367)
!376 = !DILocation(line: 630, column: 11, scope: !262)
!377 = !DILocation(line: 628, column: 4, scope: !313)
!378 = !DILocation(line: 630, column: 18, scope: !262)
!379 = !DILocation(line: 630, column: 8, scope: !184)
!380 = !DILocation(line: 0, scope: !317, inlinedAt: !381)
!381 = distinct !DILocation(line: 632, column: 7, scope: !261)
!382 = !DILocation(line: 0, scope: !325, inlinedAt: !383)
!383 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !381)
!384 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !383)
!385 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !383)
!386 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !383)
!387 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !383)
!388 = distinct !{!388, !384, !384, !345}
!389 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !383)
!390 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !383)
!391 = !DILocation(line: 0, scope: !317, inlinedAt: !392)
!392 = distinct !DILocation(line: 632, column: 31, scope: !261)
!393 = !DILocation(line: 0, scope: !325, inlinedAt: !394)
!394 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !392)
!395 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !394)
!396 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !394)
!397 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !394)
!398 = distinct !{!398, !395, !395, !345}
!399 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !394)
!400 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !394)
!401 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !394)
!402 = !DILocation(line: 0, scope: !317, inlinedAt: !403)
!403 = distinct !DILocation(line: 633, column: 7, scope: !261)
!404 = !DILocation(line: 0, scope: !325, inlinedAt: !405)
!405 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !403)
!406 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !405)
!407 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !405)
!408 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !405)
!409 = distinct !{!409, !406, !406, !345}
!410 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !405)
!411 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !405)
!412 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !405)
!413 = !DILocation(line: 0, scope: !317, inlinedAt: !414)
!414 = distinct !DILocation(line: 633, column: 31, scope: !261)
!415 = !DILocation(line: 0, scope: !325, inlinedAt: !416)
!416 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !414)
!417 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !416)
!418 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !416)
!419 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !416)
!420 = distinct !{!420, !417, !417, !345}
!421 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !416)
!422 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !416)
!423 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !416)
!424 = !DILocation(line: 0, scope: !317, inlinedAt: !425)
!425 = distinct !DILocation(line: 634, column: 7, scope: !261)
!426 = !DILocation(line: 0, scope: !325, inlinedAt: !427)
!427 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !425)
!428 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !427)
!429 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !427)
!430 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !427)
!431 = distinct !{!431, !428, !428, !345}
!432 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !427)
!433 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !427)
!434 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !427)
!435 = !DILocation(line: 0, scope: !317, inlinedAt: !436)
!436 = distinct !DILocation(line: 634, column: 31, scope: !261)
!437 = !DILocation(line: 0, scope: !325, inlinedAt: !438)
!438 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !436)
!439 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !438)
!440 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !438)
!441 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !438)
!442 = distinct !{!442, !439, !439, !345}
!443 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !438)
!444 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !438)
!445 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !438)
!446 = !DILocation(line: 637, column: 27, scope: !261)
!447 = !DILocation(line: 637, column: 7, scope: !261)
!448 = !DILocation(line: 0, scope: !325, inlinedAt: !449)
!449 = distinct !DILocation(line: 648, column: 7, scope: !261)
!450 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !449)
!451 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !449)
!452 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !449)
!453 = distinct !{!453, !450, !450, !345}
!454 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !449)
!455 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !449)
!456 = !DILocation(line: 650, column: 23, scope: !261)
!457 = !{!175, !179, i64 48}
!458 = !DILocation(line: 0, scope: !325, inlinedAt: !459)
!459 = distinct !DILocation(line: 650, column: 7, scope: !261)
!460 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !459)
!461 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !459)
!462 = distinct !{!462, !460, !460, !345}
!463 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !459)
!464 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !459)
!465 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !459)
!466 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !459)
!467 = !DILocalVariable(name: "yy", scope: !468, file: !2, line: 122, type: !141)
!468 = distinct !DISubprogram(name: "generateMTFValues", scope: !2, file: !2, line: 120, type: !77, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !469)
!469 = !{!470, !467, !471, !472, !473, !474, !475, !476, !477, !478, !479, !483, !487, !488, !489}
!470 = !DILocalVariable(name: "s", arg: 1, scope: !468, file: !2, line: 120, type: !79)
!471 = !DILocalVariable(name: "i", scope: !468, file: !2, line: 123, type: !111)
!472 = !DILocalVariable(name: "j", scope: !468, file: !2, line: 123, type: !111)
!473 = !DILocalVariable(name: "zPend", scope: !468, file: !2, line: 124, type: !111)
!474 = !DILocalVariable(name: "wr", scope: !468, file: !2, line: 125, type: !111)
!475 = !DILocalVariable(name: "EOB", scope: !468, file: !2, line: 126, type: !111)
!476 = !DILocalVariable(name: "ptr", scope: !468, file: !2, line: 150, type: !115)
!477 = !DILocalVariable(name: "block", scope: !468, file: !2, line: 151, type: !54)
!478 = !DILocalVariable(name: "mtfv", scope: !468, file: !2, line: 152, type: !122)
!479 = !DILocalVariable(name: "ll_i", scope: !480, file: !2, line: 164, type: !55)
!480 = distinct !DILexicalBlock(scope: !481, file: !2, line: 163, column: 36)
!481 = distinct !DILexicalBlock(scope: !482, file: !2, line: 163, column: 4)
!482 = distinct !DILexicalBlock(scope: !468, file: !2, line: 163, column: 4)
!483 = !DILocalVariable(name: "rtmp", scope: !484, file: !2, line: 190, type: !55)
!484 = distinct !DILexicalBlock(scope: !485, file: !2, line: 189, column: 10)
!485 = distinct !DILexicalBlock(scope: !486, file: !2, line: 172, column: 14)
!486 = distinct !DILexicalBlock(scope: !480, file: !2, line: 170, column: 11)
!487 = !DILocalVariable(name: "ryy_j", scope: !484, file: !2, line: 191, type: !54)
!488 = !DILocalVariable(name: "rll_i", scope: !484, file: !2, line: 192, type: !55)
!489 = !DILocalVariable(name: "rtmp2", scope: !490, file: !2, line: 198, type: !55)
!490 = distinct !DILexicalBlock(scope: !484, file: !2, line: 197, column: 37)
!491 = !DILocation(line: 0, scope: !468, inlinedAt: !492)
!492 = distinct !DILocation(line: 651, column: 7, scope: !261)
!493 = !DILocation(line: 122, column: 4, scope: !468, inlinedAt: !492)
!494 = !DILocation(line: 150, column: 23, scope: !468, inlinedAt: !492)
!495 = !{!175, !176, i64 56}
!496 = !DILocation(line: 151, column: 23, scope: !468, inlinedAt: !492)
!497 = !{!175, !176, i64 64}
!498 = !DILocation(line: 152, column: 23, scope: !468, inlinedAt: !492)
!499 = !{!175, !176, i64 72}
!500 = !DILocalVariable(name: "s", arg: 1, scope: !501, file: !2, line: 106, type: !79)
!501 = distinct !DISubprogram(name: "makeMaps_e", scope: !2, file: !2, line: 106, type: !77, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !502)
!502 = !{!500, !503}
!503 = !DILocalVariable(name: "i", scope: !501, file: !2, line: 108, type: !111)
!504 = !DILocation(line: 0, scope: !501, inlinedAt: !505)
!505 = distinct !DILocation(line: 154, column: 4, scope: !468, inlinedAt: !492)
!506 = !DILocation(line: 109, column: 7, scope: !501, inlinedAt: !505)
!507 = !DILocation(line: 109, column: 14, scope: !501, inlinedAt: !505)
!508 = !{!175, !179, i64 124}
!509 = !DILocation(line: 110, column: 4, scope: !510, inlinedAt: !505)
!510 = distinct !DILexicalBlock(scope: !501, file: !2, line: 110, column: 4)
!511 = !DILocation(line: 111, column: 11, scope: !512, inlinedAt: !505)
!512 = distinct !DILexicalBlock(scope: !513, file: !2, line: 111, column: 11)
!513 = distinct !DILexicalBlock(scope: !510, file: !2, line: 110, column: 4)
!514 = !DILocation(line: 111, column: 11, scope: !513, inlinedAt: !505)
!515 = !DILocation(line: 112, column: 29, scope: !516, inlinedAt: !505)
!516 = distinct !DILexicalBlock(scope: !512, file: !2, line: 111, column: 24)
!517 = !DILocation(line: 112, column: 10, scope: !516, inlinedAt: !505)
!518 = !DILocation(line: 112, column: 27, scope: !516, inlinedAt: !505)
!519 = !DILocation(line: 113, column: 19, scope: !516, inlinedAt: !505)
!520 = !DILocation(line: 114, column: 7, scope: !516, inlinedAt: !505)
!521 = !DILocation(line: 110, column: 26, scope: !513, inlinedAt: !505)
!522 = !DILocation(line: 110, column: 18, scope: !513, inlinedAt: !505)
!523 = distinct !{!523, !509, !524, !345}
!524 = !DILocation(line: 114, column: 7, scope: !510, inlinedAt: !505)
!525 = !DILocation(line: 157, column: 18, scope: !526, inlinedAt: !492)
!526 = distinct !DILexicalBlock(scope: !527, file: !2, line: 157, column: 4)
!527 = distinct !DILexicalBlock(scope: !468, file: !2, line: 157, column: 4)
!528 = !DILocation(line: 157, column: 4, scope: !527, inlinedAt: !492)
!529 = !DILocation(line: 157, column: 45, scope: !526, inlinedAt: !492)
!530 = !{!179, !179, i64 0}
!531 = !DILocation(line: 161, column: 18, scope: !532, inlinedAt: !492)
!532 = distinct !DILexicalBlock(scope: !533, file: !2, line: 161, column: 4)
!533 = distinct !DILexicalBlock(scope: !468, file: !2, line: 161, column: 4)
!534 = !DILocation(line: 161, column: 4, scope: !533, inlinedAt: !492)
!535 = !DILocation(line: 161, column: 32, scope: !532, inlinedAt: !492)
!536 = !DILocation(line: 161, column: 44, scope: !532, inlinedAt: !492)
!537 = !DILocation(line: 161, column: 36, scope: !532, inlinedAt: !492)
!538 = !DILocation(line: 161, column: 42, scope: !532, inlinedAt: !492)
!539 = distinct !{!539, !534, !540, !345, !541, !542}
!540 = !DILocation(line: 161, column: 52, scope: !533, inlinedAt: !492)
!541 = !{!"llvm.loop.isvectorized", i32 1}
!542 = !{!"llvm.loop.unroll.runtime.disable"}
!543 = distinct !{!543, !534, !540, !345, !541, !542}
!544 = !DILocation(line: 163, column: 23, scope: !481, inlinedAt: !492)
!545 = !DILocation(line: 163, column: 18, scope: !481, inlinedAt: !492)
!546 = !DILocation(line: 163, column: 4, scope: !482, inlinedAt: !492)
!547 = !DILocation(line: 170, column: 11, scope: !486, inlinedAt: !492)
!548 = distinct !{!548, !534, !540, !345, !542, !541}
!549 = !DILocation(line: 166, column: 11, scope: !480, inlinedAt: !492)
!550 = !DILocation(line: 166, column: 17, scope: !480, inlinedAt: !492)
!551 = !DILocation(line: 166, column: 27, scope: !552, inlinedAt: !492)
!552 = distinct !DILexicalBlock(scope: !480, file: !2, line: 166, column: 25)
!553 = !DILocation(line: 166, column: 25, scope: !480, inlinedAt: !492)
!554 = !DILocation(line: 167, column: 28, scope: !480, inlinedAt: !492)
!555 = !DILocation(line: 167, column: 14, scope: !480, inlinedAt: !492)
!556 = !DILocation(line: 0, scope: !480, inlinedAt: !492)
!557 = !DILocation(line: 170, column: 17, scope: !486, inlinedAt: !492)
!558 = !DILocation(line: 170, column: 11, scope: !480, inlinedAt: !492)
!559 = !DILocation(line: 171, column: 15, scope: !560, inlinedAt: !492)
!560 = distinct !DILexicalBlock(scope: !486, file: !2, line: 170, column: 26)
!561 = !DILocation(line: 172, column: 7, scope: !560, inlinedAt: !492)
!562 = !DILocation(line: 174, column: 20, scope: !563, inlinedAt: !492)
!563 = distinct !DILexicalBlock(scope: !485, file: !2, line: 174, column: 14)
!564 = !DILocation(line: 174, column: 14, scope: !485, inlinedAt: !492)
!565 = !DILocation(line: 175, column: 18, scope: !566, inlinedAt: !492)
!566 = distinct !DILexicalBlock(scope: !563, file: !2, line: 174, column: 25)
!567 = !DILocation(line: 176, column: 13, scope: !566, inlinedAt: !492)
!568 = !DILocation(line: 0, scope: !566, inlinedAt: !492)
!569 = !DILocation(line: 177, column: 26, scope: !570, inlinedAt: !492)
!570 = distinct !DILexicalBlock(scope: !571, file: !2, line: 177, column: 20)
!571 = distinct !DILexicalBlock(scope: !566, file: !2, line: 176, column: 26)
!572 = !DILocation(line: 177, column: 20, scope: !571, inlinedAt: !492)
!573 = !DILocation(line: 179, column: 38, scope: !574, inlinedAt: !492)
!574 = distinct !DILexicalBlock(scope: !570, file: !2, line: 177, column: 31)
!575 = !DILocation(line: 180, column: 16, scope: !574, inlinedAt: !492)
!576 = !DILocation(line: 182, column: 38, scope: !577, inlinedAt: !492)
!577 = distinct !DILexicalBlock(scope: !570, file: !2, line: 180, column: 23)
!578 = !DILocation(line: 0, scope: !570, inlinedAt: !492)
!579 = !DILocation(line: 184, column: 26, scope: !580, inlinedAt: !492)
!580 = distinct !DILexicalBlock(scope: !571, file: !2, line: 184, column: 20)
!581 = !DILocation(line: 184, column: 20, scope: !571, inlinedAt: !492)
!582 = !DILocation(line: 185, column: 31, scope: !571, inlinedAt: !492)
!583 = !DILocation(line: 185, column: 36, scope: !571, inlinedAt: !492)
!584 = distinct !{!584, !567, !585}
!585 = !DILocation(line: 186, column: 13, scope: !566, inlinedAt: !492)
!586 = !DILocation(line: 193, column: 21, scope: !484, inlinedAt: !492)
!587 = !DILocation(line: 0, scope: !484, inlinedAt: !492)
!588 = !DILocation(line: 194, column: 19, scope: !484, inlinedAt: !492)
!589 = distinct !DIAssignID()
!590 = !DILocation(line: 197, column: 27, scope: !484, inlinedAt: !492)
!591 = !DILocation(line: 197, column: 13, scope: !484, inlinedAt: !492)
!592 = !DILocation(line: 199, column: 21, scope: !490, inlinedAt: !492)
!593 = !DILocation(line: 0, scope: !490, inlinedAt: !492)
!594 = !DILocation(line: 201, column: 25, scope: !490, inlinedAt: !492)
!595 = !DILocation(line: 202, column: 23, scope: !490, inlinedAt: !492)
!596 = distinct !{!596, !591, !597, !345}
!597 = !DILocation(line: 203, column: 13, scope: !484, inlinedAt: !492)
!598 = distinct !DIAssignID()
!599 = !DILocation(line: 205, column: 23, scope: !484, inlinedAt: !492)
!600 = !DILocation(line: 205, column: 17, scope: !484, inlinedAt: !492)
!601 = !DILocation(line: 206, column: 25, scope: !484, inlinedAt: !492)
!602 = !DILocation(line: 206, column: 24, scope: !484, inlinedAt: !492)
!603 = !DILocation(line: 206, column: 13, scope: !484, inlinedAt: !492)
!604 = !DILocation(line: 206, column: 22, scope: !484, inlinedAt: !492)
!605 = !{!606, !606, i64 0}
!606 = !{!"short", !177, i64 0}
!607 = !DILocation(line: 206, column: 31, scope: !484, inlinedAt: !492)
!608 = !DILocation(line: 206, column: 35, scope: !484, inlinedAt: !492)
!609 = !DILocation(line: 206, column: 50, scope: !484, inlinedAt: !492)
!610 = !DILocation(line: 0, scope: !486, inlinedAt: !492)
!611 = !DILocation(line: 163, column: 32, scope: !481, inlinedAt: !492)
!612 = distinct !{!612, !546, !613, !345}
!613 = !DILocation(line: 210, column: 4, scope: !482, inlinedAt: !492)
!614 = !DILocation(line: 212, column: 14, scope: !615, inlinedAt: !492)
!615 = distinct !DILexicalBlock(scope: !468, file: !2, line: 212, column: 8)
!616 = !DILocation(line: 212, column: 8, scope: !468, inlinedAt: !492)
!617 = !DILocation(line: 213, column: 12, scope: !618, inlinedAt: !492)
!618 = distinct !DILexicalBlock(scope: !615, file: !2, line: 212, column: 19)
!619 = !DILocation(line: 214, column: 7, scope: !618, inlinedAt: !492)
!620 = !DILocation(line: 0, scope: !618, inlinedAt: !492)
!621 = !DILocation(line: 215, column: 20, scope: !622, inlinedAt: !492)
!622 = distinct !DILexicalBlock(scope: !623, file: !2, line: 215, column: 14)
!623 = distinct !DILexicalBlock(scope: !618, file: !2, line: 214, column: 20)
!624 = !DILocation(line: 215, column: 14, scope: !623, inlinedAt: !492)
!625 = !DILocation(line: 217, column: 32, scope: !626, inlinedAt: !492)
!626 = distinct !DILexicalBlock(scope: !622, file: !2, line: 215, column: 25)
!627 = !DILocation(line: 218, column: 10, scope: !626, inlinedAt: !492)
!628 = !DILocation(line: 220, column: 32, scope: !629, inlinedAt: !492)
!629 = distinct !DILexicalBlock(scope: !622, file: !2, line: 218, column: 17)
!630 = !DILocation(line: 0, scope: !622, inlinedAt: !492)
!631 = !DILocation(line: 222, column: 20, scope: !632, inlinedAt: !492)
!632 = distinct !DILexicalBlock(scope: !623, file: !2, line: 222, column: 14)
!633 = !DILocation(line: 222, column: 14, scope: !623, inlinedAt: !492)
!634 = !DILocation(line: 223, column: 25, scope: !623, inlinedAt: !492)
!635 = !DILocation(line: 223, column: 30, scope: !623, inlinedAt: !492)
!636 = distinct !{!636, !619, !637}
!637 = !DILocation(line: 224, column: 7, scope: !618, inlinedAt: !492)
!638 = !DILocation(line: 155, column: 19, scope: !468, inlinedAt: !492)
!639 = !DILocation(line: 228, column: 15, scope: !468, inlinedAt: !492)
!640 = !DILocation(line: 228, column: 4, scope: !468, inlinedAt: !492)
!641 = !DILocation(line: 228, column: 13, scope: !468, inlinedAt: !492)
!642 = !DILocation(line: 228, column: 22, scope: !468, inlinedAt: !492)
!643 = !DILocation(line: 228, column: 29, scope: !468, inlinedAt: !492)
!644 = !DILocation(line: 228, column: 26, scope: !468, inlinedAt: !492)
!645 = !DILocation(line: 228, column: 41, scope: !468, inlinedAt: !492)
!646 = !DILocation(line: 230, column: 7, scope: !468, inlinedAt: !492)
!647 = !DILocation(line: 230, column: 12, scope: !468, inlinedAt: !492)
!648 = !{!175, !179, i64 668}
!649 = !DILocation(line: 231, column: 1, scope: !468, inlinedAt: !492)
!650 = !DILocation(line: 0, scope: !243, inlinedAt: !260)
!651 = !DILocation(line: 256, column: 4, scope: !192, inlinedAt: !260)
!652 = !DILocation(line: 257, column: 4, scope: !192, inlinedAt: !260)
!653 = !DILocation(line: 259, column: 22, scope: !192, inlinedAt: !260)
!654 = !DILocation(line: 261, column: 11, scope: !655, inlinedAt: !260)
!655 = distinct !DILexicalBlock(scope: !192, file: !2, line: 261, column: 8)
!656 = !DILocation(line: 261, column: 21, scope: !655, inlinedAt: !260)
!657 = !DILocation(line: 261, column: 8, scope: !192, inlinedAt: !260)
!658 = !DILocation(line: 262, column: 7, scope: !655, inlinedAt: !260)
!659 = !DILocation(line: 266, column: 19, scope: !192, inlinedAt: !260)
!660 = !DILocation(line: 266, column: 25, scope: !192, inlinedAt: !260)
!661 = !DILocation(line: 267, column: 4, scope: !662, inlinedAt: !260)
!662 = distinct !DILexicalBlock(scope: !192, file: !2, line: 267, column: 4)
!663 = !DILocation(line: 268, column: 7, scope: !664, inlinedAt: !260)
!664 = distinct !DILexicalBlock(scope: !665, file: !2, line: 268, column: 7)
!665 = distinct !DILexicalBlock(scope: !662, file: !2, line: 267, column: 4)
!666 = !DILocation(line: 269, column: 23, scope: !667, inlinedAt: !260)
!667 = distinct !DILexicalBlock(scope: !664, file: !2, line: 268, column: 7)
!668 = !DILocation(line: 267, column: 34, scope: !665, inlinedAt: !260)
!669 = !DILocation(line: 272, column: 4, scope: !670, inlinedAt: !260)
!670 = distinct !DILexicalBlock(scope: !671, file: !2, line: 272, column: 4)
!671 = distinct !DILexicalBlock(scope: !192, file: !2, line: 272, column: 4)
!672 = !DILocation(line: 272, column: 4, scope: !671, inlinedAt: !260)
!673 = !DILocation(line: 273, column: 11, scope: !674, inlinedAt: !260)
!674 = distinct !DILexicalBlock(scope: !192, file: !2, line: 273, column: 8)
!675 = !DILocation(line: 273, column: 16, scope: !674, inlinedAt: !260)
!676 = !DILocation(line: 273, column: 8, scope: !192, inlinedAt: !260)
!677 = !DILocation(line: 274, column: 16, scope: !678, inlinedAt: !260)
!678 = distinct !DILexicalBlock(scope: !674, file: !2, line: 274, column: 8)
!679 = !DILocation(line: 274, column: 8, scope: !674, inlinedAt: !260)
!680 = !DILocation(line: 275, column: 16, scope: !681, inlinedAt: !260)
!681 = distinct !DILexicalBlock(scope: !678, file: !2, line: 275, column: 8)
!682 = !DILocation(line: 275, column: 8, scope: !678, inlinedAt: !260)
!683 = !DILocation(line: 276, column: 16, scope: !684, inlinedAt: !260)
!684 = distinct !DILexicalBlock(scope: !681, file: !2, line: 276, column: 8)
!685 = !DILocation(line: 0, scope: !674, inlinedAt: !260)
!686 = !DILocation(line: 0, scope: !217, inlinedAt: !260)
!687 = !DILocation(line: 286, column: 7, scope: !217, inlinedAt: !260)
!688 = !DILocation(line: 322, column: 4, scope: !227, inlinedAt: !260)
!689 = !DILocation(line: 287, column: 23, scope: !690, inlinedAt: !260)
!690 = distinct !DILexicalBlock(scope: !217, file: !2, line: 286, column: 25)
!691 = !DILocation(line: 288, column: 17, scope: !690, inlinedAt: !260)
!692 = !DILocation(line: 290, column: 23, scope: !690, inlinedAt: !260)
!693 = !DILocation(line: 290, column: 31, scope: !690, inlinedAt: !260)
!694 = !DILocation(line: 290, column: 10, scope: !690, inlinedAt: !260)
!695 = !DILocation(line: 291, column: 15, scope: !696, inlinedAt: !260)
!696 = distinct !DILexicalBlock(scope: !690, file: !2, line: 290, column: 52)
!697 = !DILocation(line: 292, column: 22, scope: !696, inlinedAt: !260)
!698 = !DILocation(line: 292, column: 19, scope: !696, inlinedAt: !260)
!699 = distinct !{!699, !694, !700, !345}
!700 = !DILocation(line: 293, column: 10, scope: !690, inlinedAt: !260)
!701 = !DILocation(line: 295, column: 17, scope: !702, inlinedAt: !260)
!702 = distinct !DILexicalBlock(scope: !690, file: !2, line: 295, column: 14)
!703 = !DILocation(line: 296, column: 14, scope: !702, inlinedAt: !260)
!704 = !DILocation(line: 296, column: 23, scope: !702, inlinedAt: !260)
!705 = !DILocation(line: 296, column: 34, scope: !702, inlinedAt: !260)
!706 = !DILocation(line: 297, column: 38, scope: !702, inlinedAt: !260)
!707 = !DILocation(line: 295, column: 14, scope: !690, inlinedAt: !260)
!708 = !DILocation(line: 298, column: 22, scope: !709, inlinedAt: !260)
!709 = distinct !DILexicalBlock(scope: !702, file: !2, line: 297, column: 45)
!710 = !DILocation(line: 298, column: 19, scope: !709, inlinedAt: !260)
!711 = !DILocation(line: 299, column: 15, scope: !709, inlinedAt: !260)
!712 = !DILocation(line: 300, column: 10, scope: !709, inlinedAt: !260)
!713 = !DILocation(line: 0, scope: !690, inlinedAt: !260)
!714 = !DILocation(line: 302, column: 17, scope: !715, inlinedAt: !260)
!715 = distinct !DILexicalBlock(scope: !690, file: !2, line: 302, column: 14)
!716 = !DILocation(line: 302, column: 27, scope: !715, inlinedAt: !260)
!717 = !DILocation(line: 302, column: 14, scope: !690, inlinedAt: !260)
!718 = !DILocation(line: 303, column: 13, scope: !715, inlinedAt: !260)
!719 = !DILocation(line: 308, column: 10, scope: !720, inlinedAt: !260)
!720 = distinct !DILexicalBlock(scope: !690, file: !2, line: 308, column: 10)
!721 = !DILocation(line: 308, column: 38, scope: !722, inlinedAt: !260)
!722 = distinct !DILexicalBlock(scope: !720, file: !2, line: 308, column: 10)
!723 = !DILocation(line: 309, column: 19, scope: !724, inlinedAt: !260)
!724 = distinct !DILexicalBlock(scope: !722, file: !2, line: 309, column: 17)
!725 = !DILocation(line: 309, column: 25, scope: !724, inlinedAt: !260)
!726 = !DILocation(line: 0, scope: !724, inlinedAt: !260)
!727 = distinct !{!727, !719, !728, !345, !541, !542}
!728 = !DILocation(line: 311, column: 37, scope: !720, inlinedAt: !260)
!729 = distinct !{!729, !719, !728, !345, !541, !542}
!730 = !DILocation(line: 308, column: 24, scope: !722, inlinedAt: !260)
!731 = distinct !{!731, !719, !728, !345, !542, !541}
!732 = !DILocation(line: 314, column: 17, scope: !690, inlinedAt: !260)
!733 = !DILocation(line: 315, column: 15, scope: !690, inlinedAt: !260)
!734 = !DILocation(line: 286, column: 20, scope: !217, inlinedAt: !260)
!735 = distinct !{!735, !687, !736, !345}
!736 = !DILocation(line: 316, column: 7, scope: !217, inlinedAt: !260)
!737 = !DILocation(line: 324, column: 45, scope: !738, inlinedAt: !260)
!738 = distinct !DILexicalBlock(scope: !739, file: !2, line: 324, column: 7)
!739 = distinct !DILexicalBlock(scope: !225, file: !2, line: 324, column: 7)
!740 = !DILocation(line: 326, column: 7, scope: !741, inlinedAt: !260)
!741 = distinct !DILexicalBlock(scope: !225, file: !2, line: 326, column: 7)
!742 = !DILocation(line: 327, column: 10, scope: !743, inlinedAt: !260)
!743 = distinct !DILexicalBlock(scope: !744, file: !2, line: 327, column: 10)
!744 = distinct !DILexicalBlock(scope: !741, file: !2, line: 326, column: 7)
!745 = !DILocation(line: 328, column: 28, scope: !746, inlinedAt: !260)
!746 = distinct !DILexicalBlock(scope: !743, file: !2, line: 327, column: 10)
!747 = !DILocation(line: 326, column: 21, scope: !744, inlinedAt: !260)
!748 = distinct !{!748, !740, !749, !345}
!749 = !DILocation(line: 328, column: 30, scope: !741, inlinedAt: !260)
!750 = !DILocation(line: 334, column: 11, scope: !225, inlinedAt: !260)
!751 = !DILocation(line: 336, column: 34, scope: !752, inlinedAt: !260)
!752 = distinct !DILexicalBlock(scope: !753, file: !2, line: 335, column: 42)
!753 = distinct !DILexicalBlock(scope: !754, file: !2, line: 335, column: 10)
!754 = distinct !DILexicalBlock(scope: !755, file: !2, line: 335, column: 10)
!755 = distinct !DILexicalBlock(scope: !756, file: !2, line: 334, column: 25)
!756 = distinct !DILexicalBlock(scope: !225, file: !2, line: 334, column: 11)
!757 = !DILocation(line: 336, column: 47, scope: !752, inlinedAt: !260)
!758 = !DILocation(line: 336, column: 56, scope: !752, inlinedAt: !260)
!759 = !DILocation(line: 336, column: 54, scope: !752, inlinedAt: !260)
!760 = !DILocation(line: 336, column: 13, scope: !752, inlinedAt: !260)
!761 = !DILocation(line: 336, column: 31, scope: !752, inlinedAt: !260)
!762 = !DILocation(line: 337, column: 34, scope: !752, inlinedAt: !260)
!763 = !DILocation(line: 337, column: 47, scope: !752, inlinedAt: !260)
!764 = !DILocation(line: 337, column: 56, scope: !752, inlinedAt: !260)
!765 = !DILocation(line: 337, column: 54, scope: !752, inlinedAt: !260)
!766 = !DILocation(line: 337, column: 13, scope: !752, inlinedAt: !260)
!767 = !DILocation(line: 337, column: 31, scope: !752, inlinedAt: !260)
!768 = !DILocation(line: 338, column: 34, scope: !752, inlinedAt: !260)
!769 = !DILocation(line: 338, column: 47, scope: !752, inlinedAt: !260)
!770 = !DILocation(line: 338, column: 56, scope: !752, inlinedAt: !260)
!771 = !DILocation(line: 338, column: 54, scope: !752, inlinedAt: !260)
!772 = !DILocation(line: 338, column: 13, scope: !752, inlinedAt: !260)
!773 = !DILocation(line: 338, column: 31, scope: !752, inlinedAt: !260)
!774 = !DILocation(line: 335, column: 38, scope: !753, inlinedAt: !260)
!775 = !DILocation(line: 335, column: 24, scope: !753, inlinedAt: !260)
!776 = !DILocation(line: 335, column: 10, scope: !754, inlinedAt: !260)
!777 = distinct !{!777, !776, !778, !345}
!778 = !DILocation(line: 339, column: 3, scope: !754, inlinedAt: !260)
!779 = !DILocation(line: 348, column: 23, scope: !780, inlinedAt: !260)
!780 = distinct !DILexicalBlock(scope: !224, file: !2, line: 348, column: 14)
!781 = !DILocation(line: 348, column: 17, scope: !780, inlinedAt: !260)
!782 = !DILocation(line: 348, column: 14, scope: !224, inlinedAt: !260)
!783 = !DILocation(line: 349, column: 30, scope: !224, inlinedAt: !260)
!784 = !DILocation(line: 356, column: 48, scope: !785, inlinedAt: !260)
!785 = distinct !DILexicalBlock(scope: !786, file: !2, line: 356, column: 10)
!786 = distinct !DILexicalBlock(scope: !224, file: !2, line: 356, column: 10)
!787 = !DILocation(line: 350, column: 17, scope: !788, inlinedAt: !260)
!788 = distinct !DILexicalBlock(scope: !224, file: !2, line: 350, column: 14)
!789 = !DILocation(line: 350, column: 14, scope: !224, inlinedAt: !260)
!790 = !DILocation(line: 358, column: 27, scope: !223, inlinedAt: !260)
!791 = !DILocation(line: 389, column: 28, scope: !233, inlinedAt: !260)
!792 = !DILocation(line: 389, column: 13, scope: !234, inlinedAt: !260)
!793 = !DILocation(line: 0, scope: !222, inlinedAt: !260)
!794 = !DILocation(line: 370, column: 13, scope: !222, inlinedAt: !260)
!795 = !DILocation(line: 370, column: 26, scope: !222, inlinedAt: !260)
!796 = !DILocation(line: 370, column: 39, scope: !222, inlinedAt: !260)
!797 = !DILocation(line: 370, column: 52, scope: !222, inlinedAt: !260)
!798 = !DILocation(line: 370, column: 65, scope: !222, inlinedAt: !260)
!799 = !DILocation(line: 371, column: 13, scope: !222, inlinedAt: !260)
!800 = !DILocation(line: 371, column: 26, scope: !222, inlinedAt: !260)
!801 = !DILocation(line: 371, column: 39, scope: !222, inlinedAt: !260)
!802 = !DILocation(line: 371, column: 52, scope: !222, inlinedAt: !260)
!803 = !DILocation(line: 371, column: 65, scope: !222, inlinedAt: !260)
!804 = !DILocation(line: 372, column: 13, scope: !222, inlinedAt: !260)
!805 = !DILocation(line: 372, column: 26, scope: !222, inlinedAt: !260)
!806 = !DILocation(line: 372, column: 39, scope: !222, inlinedAt: !260)
!807 = !DILocation(line: 372, column: 52, scope: !222, inlinedAt: !260)
!808 = !DILocation(line: 372, column: 65, scope: !222, inlinedAt: !260)
!809 = !DILocation(line: 373, column: 13, scope: !222, inlinedAt: !260)
!810 = !DILocation(line: 373, column: 26, scope: !222, inlinedAt: !260)
!811 = !DILocation(line: 373, column: 39, scope: !222, inlinedAt: !260)
!812 = !DILocation(line: 373, column: 52, scope: !222, inlinedAt: !260)
!813 = !DILocation(line: 373, column: 65, scope: !222, inlinedAt: !260)
!814 = !DILocation(line: 374, column: 13, scope: !222, inlinedAt: !260)
!815 = !DILocation(line: 374, column: 26, scope: !222, inlinedAt: !260)
!816 = !DILocation(line: 374, column: 39, scope: !222, inlinedAt: !260)
!817 = !DILocation(line: 374, column: 52, scope: !222, inlinedAt: !260)
!818 = !DILocation(line: 374, column: 65, scope: !222, inlinedAt: !260)
!819 = !DILocation(line: 375, column: 13, scope: !222, inlinedAt: !260)
!820 = !DILocation(line: 375, column: 26, scope: !222, inlinedAt: !260)
!821 = !DILocation(line: 375, column: 39, scope: !222, inlinedAt: !260)
!822 = !DILocation(line: 375, column: 52, scope: !222, inlinedAt: !260)
!823 = !DILocation(line: 375, column: 65, scope: !222, inlinedAt: !260)
!824 = !DILocation(line: 376, column: 13, scope: !222, inlinedAt: !260)
!825 = !DILocation(line: 376, column: 26, scope: !222, inlinedAt: !260)
!826 = !DILocation(line: 376, column: 39, scope: !222, inlinedAt: !260)
!827 = !DILocation(line: 376, column: 52, scope: !222, inlinedAt: !260)
!828 = !DILocation(line: 376, column: 65, scope: !222, inlinedAt: !260)
!829 = !DILocation(line: 377, column: 13, scope: !222, inlinedAt: !260)
!830 = !DILocation(line: 377, column: 26, scope: !222, inlinedAt: !260)
!831 = !DILocation(line: 377, column: 39, scope: !222, inlinedAt: !260)
!832 = !DILocation(line: 377, column: 52, scope: !222, inlinedAt: !260)
!833 = !DILocation(line: 377, column: 65, scope: !222, inlinedAt: !260)
!834 = !DILocation(line: 378, column: 13, scope: !222, inlinedAt: !260)
!835 = !DILocation(line: 378, column: 26, scope: !222, inlinedAt: !260)
!836 = !DILocation(line: 378, column: 39, scope: !222, inlinedAt: !260)
!837 = !DILocation(line: 378, column: 52, scope: !222, inlinedAt: !260)
!838 = !DILocation(line: 378, column: 65, scope: !222, inlinedAt: !260)
!839 = !DILocation(line: 379, column: 13, scope: !222, inlinedAt: !260)
!840 = !DILocation(line: 379, column: 26, scope: !222, inlinedAt: !260)
!841 = !DILocation(line: 379, column: 39, scope: !222, inlinedAt: !260)
!842 = !DILocation(line: 379, column: 52, scope: !222, inlinedAt: !260)
!843 = !DILocation(line: 379, column: 65, scope: !222, inlinedAt: !260)
!844 = !DILocation(line: 383, column: 23, scope: !222, inlinedAt: !260)
!845 = !DILocation(line: 383, column: 21, scope: !222, inlinedAt: !260)
!846 = distinct !DIAssignID()
!847 = !DILocation(line: 383, column: 57, scope: !222, inlinedAt: !260)
!848 = !DILocation(line: 383, column: 50, scope: !222, inlinedAt: !260)
!849 = !DILocation(line: 383, column: 48, scope: !222, inlinedAt: !260)
!850 = distinct !DIAssignID()
!851 = !DILocation(line: 384, column: 23, scope: !222, inlinedAt: !260)
!852 = !DILocation(line: 384, column: 21, scope: !222, inlinedAt: !260)
!853 = distinct !DIAssignID()
!854 = !DILocation(line: 384, column: 57, scope: !222, inlinedAt: !260)
!855 = !DILocation(line: 384, column: 50, scope: !222, inlinedAt: !260)
!856 = !DILocation(line: 384, column: 48, scope: !222, inlinedAt: !260)
!857 = distinct !DIAssignID()
!858 = !DILocation(line: 385, column: 23, scope: !222, inlinedAt: !260)
!859 = !DILocation(line: 385, column: 21, scope: !222, inlinedAt: !260)
!860 = distinct !DIAssignID()
!861 = !DILocation(line: 385, column: 57, scope: !222, inlinedAt: !260)
!862 = !DILocation(line: 385, column: 50, scope: !222, inlinedAt: !260)
!863 = !DILocation(line: 385, column: 48, scope: !222, inlinedAt: !260)
!864 = distinct !DIAssignID()
!865 = !DILocation(line: 387, column: 10, scope: !222, inlinedAt: !260)
!866 = !DILocation(line: 390, column: 29, scope: !232, inlinedAt: !260)
!867 = !DILocation(line: 0, scope: !232, inlinedAt: !260)
!868 = !DILocation(line: 391, column: 57, scope: !869, inlinedAt: !260)
!869 = distinct !DILexicalBlock(scope: !870, file: !2, line: 391, column: 16)
!870 = distinct !DILexicalBlock(scope: !232, file: !2, line: 391, column: 16)
!871 = !DILocation(line: 391, column: 54, scope: !869, inlinedAt: !260)
!872 = !DILocation(line: 391, column: 16, scope: !870, inlinedAt: !260)
!873 = distinct !{!873, !872, !874, !345}
!874 = !DILocation(line: 391, column: 70, scope: !870, inlinedAt: !260)
!875 = !DILocation(line: 389, column: 36, scope: !233, inlinedAt: !260)
!876 = distinct !{!876, !792, !877, !345}
!877 = !DILocation(line: 392, column: 13, scope: !234, inlinedAt: !260)
!878 = !DILocation(line: 400, column: 10, scope: !879, inlinedAt: !260)
!879 = distinct !DILexicalBlock(scope: !224, file: !2, line: 400, column: 10)
!880 = !DILocation(line: 401, column: 17, scope: !881, inlinedAt: !260)
!881 = distinct !DILexicalBlock(scope: !882, file: !2, line: 401, column: 17)
!882 = distinct !DILexicalBlock(scope: !879, file: !2, line: 400, column: 10)
!883 = !DILocation(line: 401, column: 25, scope: !881, inlinedAt: !260)
!884 = !DILocation(line: 401, column: 17, scope: !882, inlinedAt: !260)
!885 = distinct !{!885, !878, !886, !345}
!886 = !DILocation(line: 401, column: 55, scope: !879, inlinedAt: !260)
!887 = !DILocation(line: 402, column: 15, scope: !224, inlinedAt: !260)
!888 = !DILocation(line: 403, column: 10, scope: !224, inlinedAt: !260)
!889 = !DILocation(line: 403, column: 18, scope: !224, inlinedAt: !260)
!890 = !DILocation(line: 404, column: 36, scope: !224, inlinedAt: !260)
!891 = !DILocation(line: 404, column: 10, scope: !224, inlinedAt: !260)
!892 = !DILocation(line: 404, column: 34, scope: !224, inlinedAt: !260)
!893 = !DILocation(line: 405, column: 20, scope: !224, inlinedAt: !260)
!894 = !DILocation(line: 410, column: 27, scope: !895, inlinedAt: !260)
!895 = distinct !DILexicalBlock(scope: !224, file: !2, line: 410, column: 14)
!896 = !DILocation(line: 430, column: 28, scope: !897, inlinedAt: !260)
!897 = distinct !DILexicalBlock(scope: !898, file: !2, line: 430, column: 13)
!898 = distinct !DILexicalBlock(scope: !899, file: !2, line: 430, column: 13)
!899 = distinct !DILexicalBlock(scope: !895, file: !2, line: 428, column: 17)
!900 = !DILocation(line: 430, column: 13, scope: !898, inlinedAt: !260)
!901 = !DILocation(line: 431, column: 30, scope: !897, inlinedAt: !260)
!902 = !DILocation(line: 431, column: 16, scope: !897, inlinedAt: !260)
!903 = !DILocation(line: 431, column: 39, scope: !897, inlinedAt: !260)
!904 = !DILocation(line: 430, column: 36, scope: !897, inlinedAt: !260)
!905 = !DILocation(line: 415, column: 13, scope: !906, inlinedAt: !260)
!906 = distinct !DILexicalBlock(scope: !895, file: !2, line: 410, column: 45)
!907 = !DILocation(line: 415, column: 26, scope: !906, inlinedAt: !260)
!908 = !DILocation(line: 415, column: 39, scope: !906, inlinedAt: !260)
!909 = !DILocation(line: 415, column: 52, scope: !906, inlinedAt: !260)
!910 = !DILocation(line: 415, column: 65, scope: !906, inlinedAt: !260)
!911 = !DILocation(line: 416, column: 13, scope: !906, inlinedAt: !260)
!912 = !DILocation(line: 416, column: 26, scope: !906, inlinedAt: !260)
!913 = !DILocation(line: 416, column: 39, scope: !906, inlinedAt: !260)
!914 = !DILocation(line: 416, column: 52, scope: !906, inlinedAt: !260)
!915 = !DILocation(line: 416, column: 65, scope: !906, inlinedAt: !260)
!916 = !DILocation(line: 417, column: 13, scope: !906, inlinedAt: !260)
!917 = !DILocation(line: 417, column: 26, scope: !906, inlinedAt: !260)
!918 = !DILocation(line: 417, column: 39, scope: !906, inlinedAt: !260)
!919 = !DILocation(line: 417, column: 52, scope: !906, inlinedAt: !260)
!920 = !DILocation(line: 417, column: 65, scope: !906, inlinedAt: !260)
!921 = !DILocation(line: 418, column: 13, scope: !906, inlinedAt: !260)
!922 = !DILocation(line: 418, column: 26, scope: !906, inlinedAt: !260)
!923 = !DILocation(line: 418, column: 39, scope: !906, inlinedAt: !260)
!924 = !DILocation(line: 418, column: 52, scope: !906, inlinedAt: !260)
!925 = !DILocation(line: 418, column: 65, scope: !906, inlinedAt: !260)
!926 = !DILocation(line: 419, column: 13, scope: !906, inlinedAt: !260)
!927 = !DILocation(line: 419, column: 26, scope: !906, inlinedAt: !260)
!928 = !DILocation(line: 419, column: 39, scope: !906, inlinedAt: !260)
!929 = !DILocation(line: 419, column: 52, scope: !906, inlinedAt: !260)
!930 = !DILocation(line: 419, column: 65, scope: !906, inlinedAt: !260)
!931 = !DILocation(line: 420, column: 13, scope: !906, inlinedAt: !260)
!932 = !DILocation(line: 420, column: 26, scope: !906, inlinedAt: !260)
!933 = !DILocation(line: 420, column: 39, scope: !906, inlinedAt: !260)
!934 = !DILocation(line: 420, column: 52, scope: !906, inlinedAt: !260)
!935 = !DILocation(line: 420, column: 65, scope: !906, inlinedAt: !260)
!936 = !DILocation(line: 421, column: 13, scope: !906, inlinedAt: !260)
!937 = !DILocation(line: 421, column: 26, scope: !906, inlinedAt: !260)
!938 = !DILocation(line: 421, column: 39, scope: !906, inlinedAt: !260)
!939 = !DILocation(line: 421, column: 52, scope: !906, inlinedAt: !260)
!940 = !DILocation(line: 421, column: 65, scope: !906, inlinedAt: !260)
!941 = !DILocation(line: 422, column: 13, scope: !906, inlinedAt: !260)
!942 = !DILocation(line: 422, column: 26, scope: !906, inlinedAt: !260)
!943 = !DILocation(line: 422, column: 39, scope: !906, inlinedAt: !260)
!944 = !DILocation(line: 422, column: 52, scope: !906, inlinedAt: !260)
!945 = !DILocation(line: 422, column: 65, scope: !906, inlinedAt: !260)
!946 = !DILocation(line: 423, column: 13, scope: !906, inlinedAt: !260)
!947 = !DILocation(line: 423, column: 26, scope: !906, inlinedAt: !260)
!948 = !DILocation(line: 423, column: 39, scope: !906, inlinedAt: !260)
!949 = !DILocation(line: 423, column: 52, scope: !906, inlinedAt: !260)
!950 = !DILocation(line: 423, column: 65, scope: !906, inlinedAt: !260)
!951 = !DILocation(line: 424, column: 13, scope: !906, inlinedAt: !260)
!952 = !DILocation(line: 424, column: 26, scope: !906, inlinedAt: !260)
!953 = !DILocation(line: 424, column: 39, scope: !906, inlinedAt: !260)
!954 = !DILocation(line: 424, column: 52, scope: !906, inlinedAt: !260)
!955 = !DILocation(line: 424, column: 65, scope: !906, inlinedAt: !260)
!956 = !DILocation(line: 428, column: 10, scope: !906, inlinedAt: !260)
!957 = distinct !{!957, !900, !958, !345}
!958 = !DILocation(line: 431, column: 39, scope: !898, inlinedAt: !260)
!959 = !DILocation(line: 434, column: 17, scope: !224, inlinedAt: !260)
!960 = distinct !{!960, !961, !962}
!961 = !DILocation(line: 345, column: 7, scope: !225, inlinedAt: !260)
!962 = !DILocation(line: 435, column: 7, scope: !225, inlinedAt: !260)
!963 = !DILocation(line: 436, column: 14, scope: !964, inlinedAt: !260)
!964 = distinct !DILexicalBlock(scope: !225, file: !2, line: 436, column: 11)
!965 = !DILocation(line: 0, scope: !225, inlinedAt: !260)
!966 = !DILocation(line: 436, column: 24, scope: !964, inlinedAt: !260)
!967 = !DILocation(line: 436, column: 11, scope: !225, inlinedAt: !260)
!968 = !DILocation(line: 437, column: 10, scope: !969, inlinedAt: !260)
!969 = distinct !DILexicalBlock(scope: !964, file: !2, line: 436, column: 30)
!970 = !DILocation(line: 439, column: 10, scope: !971, inlinedAt: !260)
!971 = distinct !DILexicalBlock(scope: !969, file: !2, line: 439, column: 10)
!972 = !DILocation(line: 440, column: 13, scope: !973, inlinedAt: !260)
!973 = distinct !DILexicalBlock(scope: !971, file: !2, line: 439, column: 10)
!974 = !DILocation(line: 439, column: 36, scope: !973, inlinedAt: !260)
!975 = !DILocation(line: 439, column: 24, scope: !973, inlinedAt: !260)
!976 = distinct !{!976, !970, !977, !345}
!977 = !DILocation(line: 440, column: 13, scope: !971, inlinedAt: !260)
!978 = !DILocation(line: 441, column: 10, scope: !969, inlinedAt: !260)
!979 = !DILocation(line: 442, column: 7, scope: !969, inlinedAt: !260)
!980 = !DILocation(line: 449, column: 7, scope: !981, inlinedAt: !260)
!981 = distinct !DILexicalBlock(scope: !225, file: !2, line: 449, column: 7)
!982 = !DILocation(line: 450, column: 36, scope: !983, inlinedAt: !260)
!983 = distinct !DILexicalBlock(scope: !981, file: !2, line: 449, column: 7)
!984 = !DILocation(line: 450, column: 53, scope: !983, inlinedAt: !260)
!985 = !DILocation(line: 450, column: 10, scope: !983, inlinedAt: !260)
!986 = !DILocation(line: 449, column: 33, scope: !983, inlinedAt: !260)
!987 = !DILocation(line: 449, column: 21, scope: !983, inlinedAt: !260)
!988 = distinct !{!988, !980, !989, !345}
!989 = !DILocation(line: 451, column: 55, scope: !981, inlinedAt: !260)
!990 = !DILocation(line: 322, column: 42, scope: !226, inlinedAt: !260)
!991 = !DILocation(line: 322, column: 24, scope: !226, inlinedAt: !260)
!992 = distinct !{!992, !688, !993, !345}
!993 = !DILocation(line: 452, column: 4, scope: !227, inlinedAt: !260)
!994 = !DILocation(line: 456, column: 4, scope: !995, inlinedAt: !260)
!995 = distinct !DILexicalBlock(scope: !996, file: !2, line: 456, column: 4)
!996 = distinct !DILexicalBlock(scope: !192, file: !2, line: 456, column: 4)
!997 = !DILocation(line: 463, column: 7, scope: !237, inlinedAt: !260)
!998 = !DILocation(line: 464, column: 7, scope: !999, inlinedAt: !260)
!999 = distinct !DILexicalBlock(scope: !237, file: !2, line: 464, column: 7)
!1000 = !DILocation(line: 464, column: 44, scope: !1001, inlinedAt: !260)
!1001 = distinct !DILexicalBlock(scope: !999, file: !2, line: 464, column: 7)
!1002 = !DILocation(line: 464, column: 37, scope: !1001, inlinedAt: !260)
!1003 = !DILocation(line: 465, column: 21, scope: !1004, inlinedAt: !260)
!1004 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 465, column: 7)
!1005 = distinct !DILexicalBlock(scope: !237, file: !2, line: 465, column: 7)
!1006 = !DILocation(line: 465, column: 7, scope: !1005, inlinedAt: !260)
!1007 = !DILocation(line: 466, column: 17, scope: !1008, inlinedAt: !260)
!1008 = distinct !DILexicalBlock(scope: !1004, file: !2, line: 465, column: 40)
!1009 = !DILocation(line: 469, column: 23, scope: !1008, inlinedAt: !260)
!1010 = !DILocation(line: 469, column: 10, scope: !1008, inlinedAt: !260)
!1011 = !DILocation(line: 470, column: 14, scope: !1012, inlinedAt: !260)
!1012 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 469, column: 32)
!1013 = !DILocation(line: 472, column: 19, scope: !1012, inlinedAt: !260)
!1014 = !DILocation(line: 473, column: 20, scope: !1012, inlinedAt: !260)
!1015 = distinct !{!1015, !1010, !1016, !345}
!1016 = !DILocation(line: 474, column: 10, scope: !1008, inlinedAt: !260)
!1017 = !DILocation(line: 476, column: 30, scope: !1008, inlinedAt: !260)
!1018 = !DILocation(line: 0, scope: !1008, inlinedAt: !260)
!1019 = distinct !DIAssignID()
!1020 = !DILocation(line: 476, column: 10, scope: !1008, inlinedAt: !260)
!1021 = !DILocation(line: 476, column: 28, scope: !1008, inlinedAt: !260)
!1022 = !DILocation(line: 465, column: 36, scope: !1004, inlinedAt: !260)
!1023 = distinct !{!1023, !1006, !1024, !345}
!1024 = !DILocation(line: 477, column: 7, scope: !1005, inlinedAt: !260)
!1025 = !DILocation(line: 478, column: 4, scope: !192, inlinedAt: !260)
!1026 = !DILocation(line: 481, column: 4, scope: !1027, inlinedAt: !260)
!1027 = distinct !DILexicalBlock(scope: !192, file: !2, line: 481, column: 4)
!1028 = !DILocation(line: 484, column: 7, scope: !1029, inlinedAt: !260)
!1029 = distinct !DILexicalBlock(scope: !1030, file: !2, line: 484, column: 7)
!1030 = distinct !DILexicalBlock(scope: !1031, file: !2, line: 481, column: 34)
!1031 = distinct !DILexicalBlock(scope: !1027, file: !2, line: 481, column: 4)
!1032 = !DILocation(line: 484, column: 35, scope: !1033, inlinedAt: !260)
!1033 = distinct !DILexicalBlock(scope: !1029, file: !2, line: 484, column: 7)
!1034 = !DILocation(line: 485, column: 14, scope: !1035, inlinedAt: !260)
!1035 = distinct !DILexicalBlock(scope: !1036, file: !2, line: 485, column: 14)
!1036 = distinct !DILexicalBlock(scope: !1033, file: !2, line: 484, column: 39)
!1037 = !DILocation(line: 485, column: 14, scope: !1036, inlinedAt: !260)
!1038 = !DILocation(line: 486, column: 14, scope: !1036, inlinedAt: !260)
!1039 = distinct !{!1039, !1028, !1040, !345, !541, !542}
!1040 = !DILocation(line: 487, column: 7, scope: !1029, inlinedAt: !260)
!1041 = !DILocation(line: 484, column: 21, scope: !1033, inlinedAt: !260)
!1042 = distinct !{!1042, !1028, !1040, !345, !542, !541}
!1043 = !DILocation(line: 488, column: 7, scope: !1044, inlinedAt: !260)
!1044 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 488, column: 7)
!1045 = distinct !DILexicalBlock(scope: !1030, file: !2, line: 488, column: 7)
!1046 = !DILocation(line: 488, column: 7, scope: !1045, inlinedAt: !260)
!1047 = !DILocation(line: 489, column: 7, scope: !1048, inlinedAt: !260)
!1048 = distinct !DILexicalBlock(scope: !1049, file: !2, line: 489, column: 7)
!1049 = distinct !DILexicalBlock(scope: !1030, file: !2, line: 489, column: 7)
!1050 = !DILocation(line: 489, column: 7, scope: !1049, inlinedAt: !260)
!1051 = !DILocation(line: 490, column: 29, scope: !1030, inlinedAt: !260)
!1052 = !DILocation(line: 490, column: 47, scope: !1030, inlinedAt: !260)
!1053 = !DILocation(line: 490, column: 7, scope: !1030, inlinedAt: !260)
!1054 = !DILocation(line: 481, column: 30, scope: !1031, inlinedAt: !260)
!1055 = !DILocation(line: 481, column: 18, scope: !1031, inlinedAt: !260)
!1056 = distinct !{!1056, !1026, !1057, !345}
!1057 = !DILocation(line: 492, column: 4, scope: !1027, inlinedAt: !260)
!1058 = !DILocation(line: 496, column: 7, scope: !243, inlinedAt: !260)
!1059 = !DILocation(line: 500, column: 18, scope: !1060, inlinedAt: !260)
!1060 = distinct !DILexicalBlock(scope: !1061, file: !2, line: 500, column: 18)
!1061 = distinct !DILexicalBlock(scope: !1062, file: !2, line: 499, column: 11)
!1062 = distinct !DILexicalBlock(scope: !1063, file: !2, line: 499, column: 11)
!1063 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 497, column: 32)
!1064 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 497, column: 7)
!1065 = distinct !DILexicalBlock(scope: !243, file: !2, line: 497, column: 7)
!1066 = !DILocation(line: 500, column: 18, scope: !1061, inlinedAt: !260)
!1067 = !DILocation(line: 500, scope: !1061, inlinedAt: !260)
!1068 = !DILocation(line: 498, column: 11, scope: !1063, inlinedAt: !260)
!1069 = !DILocation(line: 503, column: 19, scope: !243, inlinedAt: !260)
!1070 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 505, scope: !1072, inlinedAt: !260)
!1072 = distinct !DILexicalBlock(scope: !1073, file: !2, line: 505, column: 14)
!1073 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 504, column: 7)
!1074 = distinct !DILexicalBlock(scope: !243, file: !2, line: 504, column: 7)
!1075 = !DILocation(line: 0, scope: !325, inlinedAt: !1071)
!1076 = !DILocation(line: 504, column: 7, scope: !1074, inlinedAt: !260)
!1077 = !DILocation(line: 505, column: 14, scope: !1072, inlinedAt: !260)
!1078 = !DILocation(line: 0, scope: !325, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 505, column: 43, scope: !1072, inlinedAt: !260)
!1080 = !DILocation(line: 0, scope: !325, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 505, column: 26, scope: !1072, inlinedAt: !260)
!1082 = !DILocation(line: 505, column: 14, scope: !1073, inlinedAt: !260)
!1083 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1081)
!1084 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1081)
!1085 = distinct !{!1085, !1083, !1083, !345}
!1086 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1081)
!1087 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1081)
!1088 = !DILocation(line: 505, column: 26, scope: !1072, inlinedAt: !260)
!1089 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1079)
!1090 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1079)
!1091 = distinct !{!1091, !1089, !1089, !345}
!1092 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1071)
!1093 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1071)
!1094 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1071)
!1095 = !DILocation(line: 504, column: 28, scope: !1073, inlinedAt: !260)
!1096 = !DILocation(line: 504, column: 21, scope: !1073, inlinedAt: !260)
!1097 = distinct !{!1097, !1076, !1098, !345}
!1098 = !DILocation(line: 505, column: 52, scope: !1074, inlinedAt: !260)
!1099 = !DILocation(line: 508, column: 14, scope: !1100, inlinedAt: !260)
!1100 = distinct !DILexicalBlock(scope: !1101, file: !2, line: 508, column: 14)
!1101 = distinct !DILexicalBlock(scope: !1102, file: !2, line: 507, column: 7)
!1102 = distinct !DILexicalBlock(scope: !243, file: !2, line: 507, column: 7)
!1103 = !DILocation(line: 508, column: 14, scope: !1101, inlinedAt: !260)
!1104 = !DILocation(line: 509, column: 13, scope: !1105, inlinedAt: !260)
!1105 = distinct !DILexicalBlock(scope: !1100, file: !2, line: 509, column: 13)
!1106 = !DILocation(line: 510, column: 36, scope: !1107, inlinedAt: !260)
!1107 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 510, column: 20)
!1108 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 509, column: 38)
!1109 = distinct !DILexicalBlock(scope: !1105, file: !2, line: 509, column: 13)
!1110 = !DILocation(line: 510, column: 20, scope: !1107, inlinedAt: !260)
!1111 = !DILocation(line: 0, scope: !325, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 510, column: 59, scope: !1107, inlinedAt: !260)
!1113 = !DILocation(line: 0, scope: !325, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 510, column: 42, scope: !1107, inlinedAt: !260)
!1115 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1116)
!1116 = distinct !DILocation(line: 510, scope: !1107, inlinedAt: !260)
!1117 = !DILocation(line: 510, column: 20, scope: !1108, inlinedAt: !260)
!1118 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1114)
!1119 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1114)
!1120 = distinct !{!1120, !1118, !1118, !345}
!1121 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1114)
!1122 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1114)
!1123 = !DILocation(line: 510, column: 42, scope: !1107, inlinedAt: !260)
!1124 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1112)
!1125 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1112)
!1126 = distinct !{!1126, !1124, !1124, !345}
!1127 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1116)
!1128 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1116)
!1129 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1116)
!1130 = !DILocation(line: 509, column: 34, scope: !1109, inlinedAt: !260)
!1131 = !DILocation(line: 509, column: 27, scope: !1109, inlinedAt: !260)
!1132 = distinct !{!1132, !1104, !1133, !345}
!1133 = !DILocation(line: 511, column: 13, scope: !1105, inlinedAt: !260)
!1134 = !DILocation(line: 507, column: 28, scope: !1101, inlinedAt: !260)
!1135 = !DILocation(line: 507, column: 21, scope: !1101, inlinedAt: !260)
!1136 = !DILocation(line: 507, column: 7, scope: !1102, inlinedAt: !260)
!1137 = distinct !{!1137, !1136, !1138, !345}
!1138 = !DILocation(line: 511, column: 13, scope: !1102, inlinedAt: !260)
!1139 = !DILocation(line: 513, column: 14, scope: !1140, inlinedAt: !260)
!1140 = distinct !DILexicalBlock(scope: !243, file: !2, line: 513, column: 11)
!1141 = !DILocation(line: 513, column: 24, scope: !1140, inlinedAt: !260)
!1142 = !DILocation(line: 513, column: 11, scope: !243, inlinedAt: !260)
!1143 = !DILocation(line: 514, column: 10, scope: !1140, inlinedAt: !260)
!1144 = !DILocation(line: 518, column: 16, scope: !192, inlinedAt: !260)
!1145 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1146)
!1146 = distinct !DILocation(line: 519, column: 4, scope: !192, inlinedAt: !260)
!1147 = !DILocation(line: 0, scope: !325, inlinedAt: !1146)
!1148 = !DILocation(line: 515, column: 4, scope: !192, inlinedAt: !260)
!1149 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1146)
!1150 = distinct !{!1150, !1145, !1145, !345}
!1151 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1146)
!1152 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1146)
!1153 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1146)
!1154 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1146)
!1155 = !DILocation(line: 0, scope: !325, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 520, column: 4, scope: !192, inlinedAt: !260)
!1157 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1156)
!1158 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1156)
!1159 = distinct !{!1159, !1157, !1157, !345}
!1160 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1156)
!1161 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1156)
!1162 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1156)
!1163 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1156)
!1164 = !DILocation(line: 521, column: 4, scope: !1165, inlinedAt: !260)
!1165 = distinct !DILexicalBlock(scope: !192, file: !2, line: 521, column: 4)
!1166 = !DILocation(line: 521, column: 18, scope: !1167, inlinedAt: !260)
!1167 = distinct !DILexicalBlock(scope: !1165, file: !2, line: 521, column: 4)
!1168 = !DILocation(line: 522, column: 23, scope: !1169, inlinedAt: !260)
!1169 = distinct !DILexicalBlock(scope: !1170, file: !2, line: 522, column: 7)
!1170 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 522, column: 7)
!1171 = distinct !DILexicalBlock(scope: !1167, file: !2, line: 521, column: 37)
!1172 = !DILocation(line: 522, column: 21, scope: !1169, inlinedAt: !260)
!1173 = !DILocation(line: 522, column: 7, scope: !1170, inlinedAt: !260)
!1174 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 522, column: 47, scope: !1169, inlinedAt: !260)
!1176 = !DILocation(line: 0, scope: !325, inlinedAt: !1175)
!1177 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1175)
!1178 = distinct !{!1178, !1174, !1174, !345}
!1179 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1175)
!1180 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1175)
!1181 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1175)
!1182 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1175)
!1183 = !DILocation(line: 522, column: 43, scope: !1169, inlinedAt: !260)
!1184 = distinct !{!1184, !1173, !1185, !345}
!1185 = !DILocation(line: 522, column: 56, scope: !1170, inlinedAt: !260)
!1186 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 523, column: 7, scope: !1171, inlinedAt: !260)
!1188 = !DILocation(line: 0, scope: !325, inlinedAt: !1187)
!1189 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1187)
!1190 = distinct !{!1190, !1186, !1186, !345}
!1191 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1187)
!1192 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1187)
!1193 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1187)
!1194 = !DILocation(line: 521, column: 33, scope: !1167, inlinedAt: !260)
!1195 = distinct !{!1195, !1164, !1196, !345}
!1196 = !DILocation(line: 524, column: 4, scope: !1165, inlinedAt: !260)
!1197 = !DILocation(line: 525, column: 11, scope: !1198, inlinedAt: !260)
!1198 = distinct !DILexicalBlock(scope: !192, file: !2, line: 525, column: 8)
!1199 = !DILocation(line: 525, column: 21, scope: !1198, inlinedAt: !260)
!1200 = !DILocation(line: 525, column: 8, scope: !192, inlinedAt: !260)
!1201 = !DILocation(line: 526, column: 7, scope: !1198, inlinedAt: !260)
!1202 = !DILocation(line: 529, column: 16, scope: !192, inlinedAt: !260)
!1203 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 533, column: 7, scope: !248, inlinedAt: !260)
!1205 = !DILocation(line: 0, scope: !325, inlinedAt: !1204)
!1206 = !DILocation(line: 531, column: 4, scope: !250, inlinedAt: !260)
!1207 = !DILocation(line: 532, column: 20, scope: !248, inlinedAt: !260)
!1208 = !DILocation(line: 0, scope: !248, inlinedAt: !260)
!1209 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1204)
!1210 = distinct !{!1210, !1203, !1203, !345}
!1211 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1204)
!1212 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1204)
!1213 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1204)
!1214 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1204)
!1215 = !DILocation(line: 534, column: 7, scope: !1216, inlinedAt: !260)
!1216 = distinct !DILexicalBlock(scope: !248, file: !2, line: 534, column: 7)
!1217 = !DILocation(line: 535, column: 24, scope: !1218, inlinedAt: !260)
!1218 = distinct !DILexicalBlock(scope: !1219, file: !2, line: 534, column: 39)
!1219 = distinct !DILexicalBlock(scope: !1216, file: !2, line: 534, column: 7)
!1220 = !DILocation(line: 535, column: 22, scope: !1218, inlinedAt: !260)
!1221 = !DILocation(line: 535, column: 10, scope: !1218, inlinedAt: !260)
!1222 = !DILocation(line: 536, column: 24, scope: !1218, inlinedAt: !260)
!1223 = !DILocation(line: 536, column: 22, scope: !1218, inlinedAt: !260)
!1224 = !DILocation(line: 536, column: 10, scope: !1218, inlinedAt: !260)
!1225 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 535, column: 40, scope: !1227, inlinedAt: !260)
!1227 = distinct !DILexicalBlock(scope: !1218, file: !2, line: 535, column: 38)
!1228 = !DILocation(line: 0, scope: !325, inlinedAt: !1226)
!1229 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1226)
!1230 = distinct !{!1230, !1225, !1225, !345}
!1231 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1226)
!1232 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1226)
!1233 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1226)
!1234 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1226)
!1235 = !DILocation(line: 535, column: 56, scope: !1227, inlinedAt: !260)
!1236 = distinct !{!1236, !1221, !1237, !345}
!1237 = !DILocation(line: 535, column: 69, scope: !1218, inlinedAt: !260)
!1238 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 536, column: 40, scope: !1240, inlinedAt: !260)
!1240 = distinct !DILexicalBlock(scope: !1218, file: !2, line: 536, column: 38)
!1241 = !DILocation(line: 0, scope: !325, inlinedAt: !1239)
!1242 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1239)
!1243 = distinct !{!1243, !1238, !1238, !345}
!1244 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1239)
!1245 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1239)
!1246 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1239)
!1247 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1239)
!1248 = !DILocation(line: 536, column: 56, scope: !1240, inlinedAt: !260)
!1249 = distinct !{!1249, !1224, !1250, !345}
!1250 = !DILocation(line: 536, column: 69, scope: !1218, inlinedAt: !260)
!1251 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 537, column: 10, scope: !1218, inlinedAt: !260)
!1253 = !DILocation(line: 0, scope: !325, inlinedAt: !1252)
!1254 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1252)
!1255 = distinct !{!1255, !1251, !1251, !345}
!1256 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1252)
!1257 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1252)
!1258 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1252)
!1259 = !DILocation(line: 534, column: 35, scope: !1219, inlinedAt: !260)
!1260 = !DILocation(line: 534, column: 21, scope: !1219, inlinedAt: !260)
!1261 = distinct !{!1261, !1215, !1262, !345}
!1262 = !DILocation(line: 538, column: 7, scope: !1216, inlinedAt: !260)
!1263 = !DILocation(line: 531, column: 30, scope: !249, inlinedAt: !260)
!1264 = !DILocation(line: 531, column: 18, scope: !249, inlinedAt: !260)
!1265 = distinct !{!1265, !1206, !1266, !345}
!1266 = !DILocation(line: 539, column: 4, scope: !250, inlinedAt: !260)
!1267 = !DILocation(line: 541, column: 11, scope: !1268, inlinedAt: !260)
!1268 = distinct !DILexicalBlock(scope: !192, file: !2, line: 541, column: 8)
!1269 = !DILocation(line: 541, column: 21, scope: !1268, inlinedAt: !260)
!1270 = !DILocation(line: 541, column: 8, scope: !192, inlinedAt: !260)
!1271 = !DILocation(line: 542, column: 7, scope: !1268, inlinedAt: !260)
!1272 = !DILocation(line: 545, column: 16, scope: !192, inlinedAt: !260)
!1273 = !DILocation(line: 549, column: 20, scope: !1274, inlinedAt: !260)
!1274 = distinct !DILexicalBlock(scope: !254, file: !2, line: 549, column: 11)
!1275 = !DILocation(line: 549, column: 14, scope: !1274, inlinedAt: !260)
!1276 = !DILocation(line: 549, column: 11, scope: !254, inlinedAt: !260)
!1277 = !DILocation(line: 550, column: 27, scope: !254, inlinedAt: !260)
!1278 = !DILocation(line: 551, column: 14, scope: !1279, inlinedAt: !260)
!1279 = distinct !DILexicalBlock(scope: !254, file: !2, line: 551, column: 11)
!1280 = !DILocation(line: 551, column: 11, scope: !254, inlinedAt: !260)
!1281 = !DILocation(line: 552, column: 7, scope: !1282, inlinedAt: !260)
!1282 = distinct !DILexicalBlock(scope: !1283, file: !2, line: 552, column: 7)
!1283 = distinct !DILexicalBlock(scope: !254, file: !2, line: 552, column: 7)
!1284 = !DILocation(line: 552, column: 7, scope: !1283, inlinedAt: !260)
!1285 = !DILocation(line: 554, column: 24, scope: !253, inlinedAt: !260)
!1286 = !DILocation(line: 583, column: 25, scope: !1287, inlinedAt: !260)
!1287 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 583, column: 10)
!1288 = distinct !DILexicalBlock(scope: !1289, file: !2, line: 583, column: 10)
!1289 = distinct !DILexicalBlock(scope: !253, file: !2, line: 581, column: 14)
!1290 = !DILocation(line: 583, column: 10, scope: !1288, inlinedAt: !260)
!1291 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 584, column: 13, scope: !1293, inlinedAt: !260)
!1293 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 583, column: 37)
!1294 = !DILocation(line: 0, scope: !325, inlinedAt: !1292)
!1295 = !DILocation(line: 558, column: 27, scope: !252, inlinedAt: !260)
!1296 = !DILocation(line: 558, column: 20, scope: !252, inlinedAt: !260)
!1297 = !DILocation(line: 0, scope: !252, inlinedAt: !260)
!1298 = !DILocation(line: 560, column: 20, scope: !252, inlinedAt: !260)
!1299 = !DILocation(line: 568, column: 13, scope: !252, inlinedAt: !260)
!1300 = !DILocation(line: 0, scope: !325, inlinedAt: !1301)
!1301 = distinct !DILocation(line: 568, column: 13, scope: !252, inlinedAt: !260)
!1302 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1301)
!1303 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1301)
!1304 = distinct !{!1304, !1302, !1302, !345}
!1305 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1301)
!1306 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1301)
!1307 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1301)
!1308 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1301)
!1309 = !DILocation(line: 568, column: 26, scope: !252, inlinedAt: !260)
!1310 = !DILocation(line: 0, scope: !325, inlinedAt: !1311)
!1311 = distinct !DILocation(line: 568, column: 26, scope: !252, inlinedAt: !260)
!1312 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1311)
!1313 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1311)
!1314 = distinct !{!1314, !1312, !1312, !345}
!1315 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1311)
!1316 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1311)
!1317 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1311)
!1318 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1311)
!1319 = !DILocation(line: 568, column: 39, scope: !252, inlinedAt: !260)
!1320 = !DILocation(line: 0, scope: !325, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 568, column: 39, scope: !252, inlinedAt: !260)
!1322 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1321)
!1323 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1321)
!1324 = distinct !{!1324, !1322, !1322, !345}
!1325 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1321)
!1326 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1321)
!1327 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1321)
!1328 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1321)
!1329 = !DILocation(line: 568, column: 52, scope: !252, inlinedAt: !260)
!1330 = !DILocation(line: 0, scope: !325, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 568, column: 52, scope: !252, inlinedAt: !260)
!1332 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1331)
!1333 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1331)
!1334 = distinct !{!1334, !1332, !1332, !345}
!1335 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1331)
!1336 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1331)
!1337 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1331)
!1338 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1331)
!1339 = !DILocation(line: 568, column: 65, scope: !252, inlinedAt: !260)
!1340 = !DILocation(line: 0, scope: !325, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 568, column: 65, scope: !252, inlinedAt: !260)
!1342 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1341)
!1343 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1341)
!1344 = distinct !{!1344, !1342, !1342, !345}
!1345 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1341)
!1346 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1341)
!1347 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1341)
!1348 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1341)
!1349 = !DILocation(line: 569, column: 13, scope: !252, inlinedAt: !260)
!1350 = !DILocation(line: 0, scope: !325, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 569, column: 13, scope: !252, inlinedAt: !260)
!1352 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1351)
!1353 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1351)
!1354 = distinct !{!1354, !1352, !1352, !345}
!1355 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1351)
!1356 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1351)
!1357 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1351)
!1358 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1351)
!1359 = !DILocation(line: 569, column: 26, scope: !252, inlinedAt: !260)
!1360 = !DILocation(line: 0, scope: !325, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 569, column: 26, scope: !252, inlinedAt: !260)
!1362 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1361)
!1363 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1361)
!1364 = distinct !{!1364, !1362, !1362, !345}
!1365 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1361)
!1366 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1361)
!1367 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1361)
!1368 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1361)
!1369 = !DILocation(line: 569, column: 39, scope: !252, inlinedAt: !260)
!1370 = !DILocation(line: 0, scope: !325, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 569, column: 39, scope: !252, inlinedAt: !260)
!1372 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1371)
!1373 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1371)
!1374 = distinct !{!1374, !1372, !1372, !345}
!1375 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1371)
!1376 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1371)
!1377 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1371)
!1378 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1371)
!1379 = !DILocation(line: 569, column: 52, scope: !252, inlinedAt: !260)
!1380 = !DILocation(line: 0, scope: !325, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 569, column: 52, scope: !252, inlinedAt: !260)
!1382 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1381)
!1383 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1381)
!1384 = distinct !{!1384, !1382, !1382, !345}
!1385 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1381)
!1386 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1381)
!1387 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1381)
!1388 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1381)
!1389 = !DILocation(line: 569, column: 65, scope: !252, inlinedAt: !260)
!1390 = !DILocation(line: 0, scope: !325, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 569, column: 65, scope: !252, inlinedAt: !260)
!1392 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1391)
!1393 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1391)
!1394 = distinct !{!1394, !1392, !1392, !345}
!1395 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1391)
!1396 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1391)
!1397 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1391)
!1398 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1391)
!1399 = !DILocation(line: 570, column: 13, scope: !252, inlinedAt: !260)
!1400 = !DILocation(line: 0, scope: !325, inlinedAt: !1401)
!1401 = distinct !DILocation(line: 570, column: 13, scope: !252, inlinedAt: !260)
!1402 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1401)
!1403 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1401)
!1404 = distinct !{!1404, !1402, !1402, !345}
!1405 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1401)
!1406 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1401)
!1407 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1401)
!1408 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1401)
!1409 = !DILocation(line: 570, column: 26, scope: !252, inlinedAt: !260)
!1410 = !DILocation(line: 0, scope: !325, inlinedAt: !1411)
!1411 = distinct !DILocation(line: 570, column: 26, scope: !252, inlinedAt: !260)
!1412 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1411)
!1413 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1411)
!1414 = distinct !{!1414, !1412, !1412, !345}
!1415 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1411)
!1416 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1411)
!1417 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1411)
!1418 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1411)
!1419 = !DILocation(line: 570, column: 39, scope: !252, inlinedAt: !260)
!1420 = !DILocation(line: 0, scope: !325, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 570, column: 39, scope: !252, inlinedAt: !260)
!1422 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1421)
!1423 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1421)
!1424 = distinct !{!1424, !1422, !1422, !345}
!1425 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1421)
!1426 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1421)
!1427 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1421)
!1428 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1421)
!1429 = !DILocation(line: 570, column: 52, scope: !252, inlinedAt: !260)
!1430 = !DILocation(line: 0, scope: !325, inlinedAt: !1431)
!1431 = distinct !DILocation(line: 570, column: 52, scope: !252, inlinedAt: !260)
!1432 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1431)
!1433 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1431)
!1434 = distinct !{!1434, !1432, !1432, !345}
!1435 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1431)
!1436 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1431)
!1437 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1431)
!1438 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1431)
!1439 = !DILocation(line: 570, column: 65, scope: !252, inlinedAt: !260)
!1440 = !DILocation(line: 0, scope: !325, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 570, column: 65, scope: !252, inlinedAt: !260)
!1442 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1441)
!1443 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1441)
!1444 = distinct !{!1444, !1442, !1442, !345}
!1445 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1441)
!1446 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1441)
!1447 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1441)
!1448 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1441)
!1449 = !DILocation(line: 571, column: 13, scope: !252, inlinedAt: !260)
!1450 = !DILocation(line: 0, scope: !325, inlinedAt: !1451)
!1451 = distinct !DILocation(line: 571, column: 13, scope: !252, inlinedAt: !260)
!1452 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1451)
!1453 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1451)
!1454 = distinct !{!1454, !1452, !1452, !345}
!1455 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1451)
!1456 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1451)
!1457 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1451)
!1458 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1451)
!1459 = !DILocation(line: 571, column: 26, scope: !252, inlinedAt: !260)
!1460 = !DILocation(line: 0, scope: !325, inlinedAt: !1461)
!1461 = distinct !DILocation(line: 571, column: 26, scope: !252, inlinedAt: !260)
!1462 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1461)
!1463 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1461)
!1464 = distinct !{!1464, !1462, !1462, !345}
!1465 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1461)
!1466 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1461)
!1467 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1461)
!1468 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1461)
!1469 = !DILocation(line: 571, column: 39, scope: !252, inlinedAt: !260)
!1470 = !DILocation(line: 0, scope: !325, inlinedAt: !1471)
!1471 = distinct !DILocation(line: 571, column: 39, scope: !252, inlinedAt: !260)
!1472 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1471)
!1473 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1471)
!1474 = distinct !{!1474, !1472, !1472, !345}
!1475 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1471)
!1476 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1471)
!1477 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1471)
!1478 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1471)
!1479 = !DILocation(line: 571, column: 52, scope: !252, inlinedAt: !260)
!1480 = !DILocation(line: 0, scope: !325, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 571, column: 52, scope: !252, inlinedAt: !260)
!1482 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1481)
!1483 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1481)
!1484 = distinct !{!1484, !1482, !1482, !345}
!1485 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1481)
!1486 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1481)
!1487 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1481)
!1488 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1481)
!1489 = !DILocation(line: 571, column: 65, scope: !252, inlinedAt: !260)
!1490 = !DILocation(line: 0, scope: !325, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 571, column: 65, scope: !252, inlinedAt: !260)
!1492 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1491)
!1493 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1491)
!1494 = distinct !{!1494, !1492, !1492, !345}
!1495 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1491)
!1496 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1491)
!1497 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1491)
!1498 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1491)
!1499 = !DILocation(line: 572, column: 13, scope: !252, inlinedAt: !260)
!1500 = !DILocation(line: 0, scope: !325, inlinedAt: !1501)
!1501 = distinct !DILocation(line: 572, column: 13, scope: !252, inlinedAt: !260)
!1502 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1501)
!1503 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1501)
!1504 = distinct !{!1504, !1502, !1502, !345}
!1505 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1501)
!1506 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1501)
!1507 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1501)
!1508 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1501)
!1509 = !DILocation(line: 572, column: 26, scope: !252, inlinedAt: !260)
!1510 = !DILocation(line: 0, scope: !325, inlinedAt: !1511)
!1511 = distinct !DILocation(line: 572, column: 26, scope: !252, inlinedAt: !260)
!1512 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1511)
!1513 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1511)
!1514 = distinct !{!1514, !1512, !1512, !345}
!1515 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1511)
!1516 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1511)
!1517 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1511)
!1518 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1511)
!1519 = !DILocation(line: 572, column: 39, scope: !252, inlinedAt: !260)
!1520 = !DILocation(line: 0, scope: !325, inlinedAt: !1521)
!1521 = distinct !DILocation(line: 572, column: 39, scope: !252, inlinedAt: !260)
!1522 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1521)
!1523 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1521)
!1524 = distinct !{!1524, !1522, !1522, !345}
!1525 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1521)
!1526 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1521)
!1527 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1521)
!1528 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1521)
!1529 = !DILocation(line: 572, column: 52, scope: !252, inlinedAt: !260)
!1530 = !DILocation(line: 0, scope: !325, inlinedAt: !1531)
!1531 = distinct !DILocation(line: 572, column: 52, scope: !252, inlinedAt: !260)
!1532 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1531)
!1533 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1531)
!1534 = distinct !{!1534, !1532, !1532, !345}
!1535 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1531)
!1536 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1531)
!1537 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1531)
!1538 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1531)
!1539 = !DILocation(line: 572, column: 65, scope: !252, inlinedAt: !260)
!1540 = !DILocation(line: 0, scope: !325, inlinedAt: !1541)
!1541 = distinct !DILocation(line: 572, column: 65, scope: !252, inlinedAt: !260)
!1542 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1541)
!1543 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1541)
!1544 = distinct !{!1544, !1542, !1542, !345}
!1545 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1541)
!1546 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1541)
!1547 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1541)
!1548 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1541)
!1549 = !DILocation(line: 573, column: 13, scope: !252, inlinedAt: !260)
!1550 = !DILocation(line: 0, scope: !325, inlinedAt: !1551)
!1551 = distinct !DILocation(line: 573, column: 13, scope: !252, inlinedAt: !260)
!1552 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1551)
!1553 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1551)
!1554 = distinct !{!1554, !1552, !1552, !345}
!1555 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1551)
!1556 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1551)
!1557 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1551)
!1558 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1551)
!1559 = !DILocation(line: 573, column: 26, scope: !252, inlinedAt: !260)
!1560 = !DILocation(line: 0, scope: !325, inlinedAt: !1561)
!1561 = distinct !DILocation(line: 573, column: 26, scope: !252, inlinedAt: !260)
!1562 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1561)
!1563 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1561)
!1564 = distinct !{!1564, !1562, !1562, !345}
!1565 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1561)
!1566 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1561)
!1567 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1561)
!1568 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1561)
!1569 = !DILocation(line: 573, column: 39, scope: !252, inlinedAt: !260)
!1570 = !DILocation(line: 0, scope: !325, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 573, column: 39, scope: !252, inlinedAt: !260)
!1572 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1571)
!1573 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1571)
!1574 = distinct !{!1574, !1572, !1572, !345}
!1575 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1571)
!1576 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1571)
!1577 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1571)
!1578 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1571)
!1579 = !DILocation(line: 573, column: 52, scope: !252, inlinedAt: !260)
!1580 = !DILocation(line: 0, scope: !325, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 573, column: 52, scope: !252, inlinedAt: !260)
!1582 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1581)
!1583 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1581)
!1584 = distinct !{!1584, !1582, !1582, !345}
!1585 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1581)
!1586 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1581)
!1587 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1581)
!1588 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1581)
!1589 = !DILocation(line: 573, column: 65, scope: !252, inlinedAt: !260)
!1590 = !DILocation(line: 0, scope: !325, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 573, column: 65, scope: !252, inlinedAt: !260)
!1592 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1591)
!1593 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1591)
!1594 = distinct !{!1594, !1592, !1592, !345}
!1595 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1591)
!1596 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1591)
!1597 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1591)
!1598 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1591)
!1599 = !DILocation(line: 574, column: 13, scope: !252, inlinedAt: !260)
!1600 = !DILocation(line: 0, scope: !325, inlinedAt: !1601)
!1601 = distinct !DILocation(line: 574, column: 13, scope: !252, inlinedAt: !260)
!1602 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1601)
!1603 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1601)
!1604 = distinct !{!1604, !1602, !1602, !345}
!1605 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1601)
!1606 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1601)
!1607 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1601)
!1608 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1601)
!1609 = !DILocation(line: 574, column: 26, scope: !252, inlinedAt: !260)
!1610 = !DILocation(line: 0, scope: !325, inlinedAt: !1611)
!1611 = distinct !DILocation(line: 574, column: 26, scope: !252, inlinedAt: !260)
!1612 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1611)
!1613 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1611)
!1614 = distinct !{!1614, !1612, !1612, !345}
!1615 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1611)
!1616 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1611)
!1617 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1611)
!1618 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1611)
!1619 = !DILocation(line: 574, column: 39, scope: !252, inlinedAt: !260)
!1620 = !DILocation(line: 0, scope: !325, inlinedAt: !1621)
!1621 = distinct !DILocation(line: 574, column: 39, scope: !252, inlinedAt: !260)
!1622 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1621)
!1623 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1621)
!1624 = distinct !{!1624, !1622, !1622, !345}
!1625 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1621)
!1626 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1621)
!1627 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1621)
!1628 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1621)
!1629 = !DILocation(line: 574, column: 52, scope: !252, inlinedAt: !260)
!1630 = !DILocation(line: 0, scope: !325, inlinedAt: !1631)
!1631 = distinct !DILocation(line: 574, column: 52, scope: !252, inlinedAt: !260)
!1632 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1631)
!1633 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1631)
!1634 = distinct !{!1634, !1632, !1632, !345}
!1635 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1631)
!1636 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1631)
!1637 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1631)
!1638 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1631)
!1639 = !DILocation(line: 574, column: 65, scope: !252, inlinedAt: !260)
!1640 = !DILocation(line: 0, scope: !325, inlinedAt: !1641)
!1641 = distinct !DILocation(line: 574, column: 65, scope: !252, inlinedAt: !260)
!1642 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1641)
!1643 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1641)
!1644 = distinct !{!1644, !1642, !1642, !345}
!1645 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1641)
!1646 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1641)
!1647 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1641)
!1648 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1641)
!1649 = !DILocation(line: 575, column: 13, scope: !252, inlinedAt: !260)
!1650 = !DILocation(line: 0, scope: !325, inlinedAt: !1651)
!1651 = distinct !DILocation(line: 575, column: 13, scope: !252, inlinedAt: !260)
!1652 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1651)
!1653 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1651)
!1654 = distinct !{!1654, !1652, !1652, !345}
!1655 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1651)
!1656 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1651)
!1657 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1651)
!1658 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1651)
!1659 = !DILocation(line: 575, column: 26, scope: !252, inlinedAt: !260)
!1660 = !DILocation(line: 0, scope: !325, inlinedAt: !1661)
!1661 = distinct !DILocation(line: 575, column: 26, scope: !252, inlinedAt: !260)
!1662 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1661)
!1663 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1661)
!1664 = distinct !{!1664, !1662, !1662, !345}
!1665 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1661)
!1666 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1661)
!1667 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1661)
!1668 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1661)
!1669 = !DILocation(line: 575, column: 39, scope: !252, inlinedAt: !260)
!1670 = !DILocation(line: 0, scope: !325, inlinedAt: !1671)
!1671 = distinct !DILocation(line: 575, column: 39, scope: !252, inlinedAt: !260)
!1672 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1671)
!1673 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1671)
!1674 = distinct !{!1674, !1672, !1672, !345}
!1675 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1671)
!1676 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1671)
!1677 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1671)
!1678 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1671)
!1679 = !DILocation(line: 575, column: 52, scope: !252, inlinedAt: !260)
!1680 = !DILocation(line: 0, scope: !325, inlinedAt: !1681)
!1681 = distinct !DILocation(line: 575, column: 52, scope: !252, inlinedAt: !260)
!1682 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1681)
!1683 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1681)
!1684 = distinct !{!1684, !1682, !1682, !345}
!1685 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1681)
!1686 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1681)
!1687 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1681)
!1688 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1681)
!1689 = !DILocation(line: 575, column: 65, scope: !252, inlinedAt: !260)
!1690 = !DILocation(line: 0, scope: !325, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 575, column: 65, scope: !252, inlinedAt: !260)
!1692 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1691)
!1693 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1691)
!1694 = distinct !{!1694, !1692, !1692, !345}
!1695 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1691)
!1696 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1691)
!1697 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1691)
!1698 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1691)
!1699 = !DILocation(line: 576, column: 13, scope: !252, inlinedAt: !260)
!1700 = !DILocation(line: 0, scope: !325, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 576, column: 13, scope: !252, inlinedAt: !260)
!1702 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1701)
!1703 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1701)
!1704 = distinct !{!1704, !1702, !1702, !345}
!1705 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1701)
!1706 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1701)
!1707 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1701)
!1708 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1701)
!1709 = !DILocation(line: 576, column: 26, scope: !252, inlinedAt: !260)
!1710 = !DILocation(line: 0, scope: !325, inlinedAt: !1711)
!1711 = distinct !DILocation(line: 576, column: 26, scope: !252, inlinedAt: !260)
!1712 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1711)
!1713 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1711)
!1714 = distinct !{!1714, !1712, !1712, !345}
!1715 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1711)
!1716 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1711)
!1717 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1711)
!1718 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1711)
!1719 = !DILocation(line: 576, column: 39, scope: !252, inlinedAt: !260)
!1720 = !DILocation(line: 0, scope: !325, inlinedAt: !1721)
!1721 = distinct !DILocation(line: 576, column: 39, scope: !252, inlinedAt: !260)
!1722 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1721)
!1723 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1721)
!1724 = distinct !{!1724, !1722, !1722, !345}
!1725 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1721)
!1726 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1721)
!1727 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1721)
!1728 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1721)
!1729 = !DILocation(line: 576, column: 52, scope: !252, inlinedAt: !260)
!1730 = !DILocation(line: 0, scope: !325, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 576, column: 52, scope: !252, inlinedAt: !260)
!1732 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1731)
!1733 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1731)
!1734 = distinct !{!1734, !1732, !1732, !345}
!1735 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1731)
!1736 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1731)
!1737 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1731)
!1738 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1731)
!1739 = !DILocation(line: 576, column: 65, scope: !252, inlinedAt: !260)
!1740 = !DILocation(line: 0, scope: !325, inlinedAt: !1741)
!1741 = distinct !DILocation(line: 576, column: 65, scope: !252, inlinedAt: !260)
!1742 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1741)
!1743 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1741)
!1744 = distinct !{!1744, !1742, !1742, !345}
!1745 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1741)
!1746 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1741)
!1747 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1741)
!1748 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1741)
!1749 = !DILocation(line: 577, column: 13, scope: !252, inlinedAt: !260)
!1750 = !DILocation(line: 0, scope: !325, inlinedAt: !1751)
!1751 = distinct !DILocation(line: 577, column: 13, scope: !252, inlinedAt: !260)
!1752 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1751)
!1753 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1751)
!1754 = distinct !{!1754, !1752, !1752, !345}
!1755 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1751)
!1756 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1751)
!1757 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1751)
!1758 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1751)
!1759 = !DILocation(line: 577, column: 26, scope: !252, inlinedAt: !260)
!1760 = !DILocation(line: 0, scope: !325, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 577, column: 26, scope: !252, inlinedAt: !260)
!1762 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1761)
!1763 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1761)
!1764 = distinct !{!1764, !1762, !1762, !345}
!1765 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1761)
!1766 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1761)
!1767 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1761)
!1768 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1761)
!1769 = !DILocation(line: 577, column: 39, scope: !252, inlinedAt: !260)
!1770 = !DILocation(line: 0, scope: !325, inlinedAt: !1771)
!1771 = distinct !DILocation(line: 577, column: 39, scope: !252, inlinedAt: !260)
!1772 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1771)
!1773 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1771)
!1774 = distinct !{!1774, !1772, !1772, !345}
!1775 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1771)
!1776 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1771)
!1777 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1771)
!1778 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1771)
!1779 = !DILocation(line: 577, column: 52, scope: !252, inlinedAt: !260)
!1780 = !DILocation(line: 0, scope: !325, inlinedAt: !1781)
!1781 = distinct !DILocation(line: 577, column: 52, scope: !252, inlinedAt: !260)
!1782 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1781)
!1783 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1781)
!1784 = distinct !{!1784, !1782, !1782, !345}
!1785 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1781)
!1786 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1781)
!1787 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1781)
!1788 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1781)
!1789 = !DILocation(line: 577, column: 65, scope: !252, inlinedAt: !260)
!1790 = !DILocation(line: 0, scope: !325, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 577, column: 65, scope: !252, inlinedAt: !260)
!1792 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1791)
!1793 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1791)
!1794 = distinct !{!1794, !1792, !1792, !345}
!1795 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1791)
!1796 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1791)
!1797 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1791)
!1798 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1791)
!1799 = !DILocation(line: 581, column: 7, scope: !252, inlinedAt: !260)
!1800 = !DILocation(line: 585, column: 28, scope: !1293, inlinedAt: !260)
!1801 = !DILocation(line: 585, column: 19, scope: !1293, inlinedAt: !260)
!1802 = !DILocation(line: 585, column: 50, scope: !1293, inlinedAt: !260)
!1803 = !DILocation(line: 586, column: 19, scope: !1293, inlinedAt: !260)
!1804 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1292)
!1805 = distinct !{!1805, !1291, !1291, !345}
!1806 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1292)
!1807 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1292)
!1808 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1292)
!1809 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1292)
!1810 = !DILocation(line: 583, column: 33, scope: !1287, inlinedAt: !260)
!1811 = distinct !{!1811, !1290, !1812, !345}
!1812 = !DILocation(line: 587, column: 10, scope: !1288, inlinedAt: !260)
!1813 = !DILocation(line: 591, column: 14, scope: !254, inlinedAt: !260)
!1814 = !DILocation(line: 592, column: 13, scope: !254, inlinedAt: !260)
!1815 = distinct !{!1815, !1816, !1817}
!1816 = !DILocation(line: 548, column: 4, scope: !192, inlinedAt: !260)
!1817 = !DILocation(line: 593, column: 4, scope: !192, inlinedAt: !260)
!1818 = !DILocation(line: 594, column: 4, scope: !1819, inlinedAt: !260)
!1819 = distinct !DILexicalBlock(scope: !1820, file: !2, line: 594, column: 4)
!1820 = distinct !DILexicalBlock(scope: !192, file: !2, line: 594, column: 4)
!1821 = !DILocation(line: 594, column: 4, scope: !1820, inlinedAt: !260)
!1822 = !DILocation(line: 596, column: 11, scope: !1823, inlinedAt: !260)
!1823 = distinct !DILexicalBlock(scope: !192, file: !2, line: 596, column: 8)
!1824 = !DILocation(line: 596, column: 21, scope: !1823, inlinedAt: !260)
!1825 = !DILocation(line: 596, column: 8, scope: !192, inlinedAt: !260)
!1826 = !DILocation(line: 597, column: 7, scope: !1823, inlinedAt: !260)
!1827 = !DILocation(line: 598, column: 1, scope: !192, inlinedAt: !260)
!1828 = !DILocation(line: 653, column: 4, scope: !261)
!1829 = !DILocation(line: 657, column: 8, scope: !1830)
!1830 = distinct !DILexicalBlock(scope: !184, file: !2, line: 657, column: 8)
!1831 = !DILocation(line: 657, column: 8, scope: !184)
!1832 = !DILocation(line: 0, scope: !317, inlinedAt: !1833)
!1833 = distinct !DILocation(line: 659, column: 7, scope: !1834)
!1834 = distinct !DILexicalBlock(scope: !1830, file: !2, line: 657, column: 23)
!1835 = !DILocation(line: 0, scope: !325, inlinedAt: !1836)
!1836 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1833)
!1837 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1836)
!1838 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1836)
!1839 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1836)
!1840 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1836)
!1841 = distinct !{!1841, !1837, !1837, !345}
!1842 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1836)
!1843 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1836)
!1844 = !DILocation(line: 0, scope: !317, inlinedAt: !1845)
!1845 = distinct !DILocation(line: 659, column: 31, scope: !1834)
!1846 = !DILocation(line: 0, scope: !325, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1845)
!1848 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1847)
!1849 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1847)
!1850 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1847)
!1851 = distinct !{!1851, !1848, !1848, !345}
!1852 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1847)
!1853 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1847)
!1854 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1847)
!1855 = !DILocation(line: 0, scope: !317, inlinedAt: !1856)
!1856 = distinct !DILocation(line: 660, column: 7, scope: !1834)
!1857 = !DILocation(line: 0, scope: !325, inlinedAt: !1858)
!1858 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1856)
!1859 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1858)
!1860 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1858)
!1861 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1858)
!1862 = distinct !{!1862, !1859, !1859, !345}
!1863 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1858)
!1864 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1858)
!1865 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1858)
!1866 = !DILocation(line: 0, scope: !317, inlinedAt: !1867)
!1867 = distinct !DILocation(line: 660, column: 31, scope: !1834)
!1868 = !DILocation(line: 0, scope: !325, inlinedAt: !1869)
!1869 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1867)
!1870 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1869)
!1871 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1869)
!1872 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1869)
!1873 = distinct !{!1873, !1870, !1870, !345}
!1874 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1869)
!1875 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1869)
!1876 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1869)
!1877 = !DILocation(line: 0, scope: !317, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 661, column: 7, scope: !1834)
!1879 = !DILocation(line: 0, scope: !325, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1878)
!1881 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1880)
!1882 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1880)
!1883 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1880)
!1884 = distinct !{!1884, !1881, !1881, !345}
!1885 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1880)
!1886 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1880)
!1887 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1880)
!1888 = !DILocation(line: 0, scope: !317, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 661, column: 31, scope: !1834)
!1890 = !DILocation(line: 0, scope: !325, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 96, column: 4, scope: !317, inlinedAt: !1889)
!1892 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !1891)
!1893 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !1891)
!1894 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !1891)
!1895 = distinct !{!1895, !1892, !1892, !345}
!1896 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !1891)
!1897 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !1891)
!1898 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !1891)
!1899 = !DILocation(line: 662, column: 27, scope: !1834)
!1900 = !DILocation(line: 662, column: 7, scope: !1834)
!1901 = !DILocation(line: 663, column: 14, scope: !1902)
!1902 = distinct !DILexicalBlock(scope: !1834, file: !2, line: 663, column: 11)
!1903 = !DILocation(line: 663, column: 24, scope: !1902)
!1904 = !DILocation(line: 663, column: 11, scope: !1834)
!1905 = !DILocation(line: 664, column: 10, scope: !1902)
!1906 = !DILocalVariable(name: "s", arg: 1, scope: !1907, file: !2, line: 46, type: !79)
!1907 = distinct !DISubprogram(name: "bsFinishWrite", scope: !2, file: !2, line: 46, type: !77, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !1908)
!1908 = !{!1906}
!1909 = !DILocation(line: 0, scope: !1907, inlinedAt: !1910)
!1910 = distinct !DILocation(line: 665, column: 7, scope: !1834)
!1911 = !DILocation(line: 48, column: 14, scope: !1907, inlinedAt: !1910)
!1912 = !DILocation(line: 48, column: 21, scope: !1907, inlinedAt: !1910)
!1913 = !DILocation(line: 48, column: 4, scope: !1907, inlinedAt: !1910)
!1914 = !DILocation(line: 49, column: 38, scope: !1915, inlinedAt: !1910)
!1915 = distinct !DILexicalBlock(scope: !1907, file: !2, line: 48, column: 26)
!1916 = !DILocation(line: 49, column: 19, scope: !1915, inlinedAt: !1910)
!1917 = !DILocation(line: 49, column: 45, scope: !1915, inlinedAt: !1910)
!1918 = !DILocation(line: 49, column: 27, scope: !1915, inlinedAt: !1910)
!1919 = !DILocation(line: 49, column: 10, scope: !1915, inlinedAt: !1910)
!1920 = !DILocation(line: 49, column: 7, scope: !1915, inlinedAt: !1910)
!1921 = !DILocation(line: 49, column: 25, scope: !1915, inlinedAt: !1910)
!1922 = !DILocation(line: 50, column: 14, scope: !1915, inlinedAt: !1910)
!1923 = !DILocation(line: 51, column: 17, scope: !1915, inlinedAt: !1910)
!1924 = !DILocation(line: 52, column: 17, scope: !1915, inlinedAt: !1910)
!1925 = distinct !{!1925, !1913, !1926, !345}
!1926 = !DILocation(line: 53, column: 4, scope: !1907, inlinedAt: !1910)
!1927 = !DILocation(line: 667, column: 1, scope: !184)
!1928 = !DISubprogram(name: "fprintf", scope: !1929, file: !1929, line: 350, type: !1930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1929 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1930 = !DISubroutineType(types: !1931)
!1931 = !{!104, !1932, !1991, null}
!1932 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1933)
!1933 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1934, size: 64)
!1934 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1935, line: 7, baseType: !1936)
!1935 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1936 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1937, line: 49, size: 1728, elements: !1938)
!1937 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1938 = !{!1939, !1940, !1941, !1942, !1943, !1944, !1945, !1946, !1947, !1948, !1949, !1950, !1951, !1954, !1956, !1957, !1958, !1962, !1963, !1965, !1969, !1972, !1974, !1977, !1980, !1981, !1982, !1986, !1987}
!1939 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1936, file: !1937, line: 51, baseType: !104, size: 32)
!1940 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1936, file: !1937, line: 54, baseType: !90, size: 64, offset: 64)
!1941 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1936, file: !1937, line: 55, baseType: !90, size: 64, offset: 128)
!1942 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1936, file: !1937, line: 56, baseType: !90, size: 64, offset: 192)
!1943 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1936, file: !1937, line: 57, baseType: !90, size: 64, offset: 256)
!1944 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1936, file: !1937, line: 58, baseType: !90, size: 64, offset: 320)
!1945 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1936, file: !1937, line: 59, baseType: !90, size: 64, offset: 384)
!1946 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1936, file: !1937, line: 60, baseType: !90, size: 64, offset: 448)
!1947 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1936, file: !1937, line: 61, baseType: !90, size: 64, offset: 512)
!1948 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1936, file: !1937, line: 64, baseType: !90, size: 64, offset: 576)
!1949 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1936, file: !1937, line: 65, baseType: !90, size: 64, offset: 640)
!1950 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1936, file: !1937, line: 66, baseType: !90, size: 64, offset: 704)
!1951 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1936, file: !1937, line: 68, baseType: !1952, size: 64, offset: 768)
!1952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1953, size: 64)
!1953 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1937, line: 36, flags: DIFlagFwdDecl)
!1954 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1936, file: !1937, line: 70, baseType: !1955, size: 64, offset: 832)
!1955 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1936, size: 64)
!1956 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1936, file: !1937, line: 72, baseType: !104, size: 32, offset: 896)
!1957 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1936, file: !1937, line: 73, baseType: !104, size: 32, offset: 928)
!1958 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1936, file: !1937, line: 74, baseType: !1959, size: 64, offset: 960)
!1959 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1960, line: 152, baseType: !1961)
!1960 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1961 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1962 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1936, file: !1937, line: 77, baseType: !124, size: 16, offset: 1024)
!1963 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1936, file: !1937, line: 78, baseType: !1964, size: 8, offset: 1040)
!1964 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1965 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1936, file: !1937, line: 79, baseType: !1966, size: 8, offset: 1048)
!1966 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !1967)
!1967 = !{!1968}
!1968 = !DISubrange(count: 1)
!1969 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1936, file: !1937, line: 81, baseType: !1970, size: 64, offset: 1088)
!1970 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1971, size: 64)
!1971 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1937, line: 43, baseType: null)
!1972 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1936, file: !1937, line: 89, baseType: !1973, size: 64, offset: 1152)
!1973 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1960, line: 153, baseType: !1961)
!1974 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1936, file: !1937, line: 91, baseType: !1975, size: 64, offset: 1216)
!1975 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1976, size: 64)
!1976 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1937, line: 37, flags: DIFlagFwdDecl)
!1977 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1936, file: !1937, line: 92, baseType: !1978, size: 64, offset: 1280)
!1978 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1979, size: 64)
!1979 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1937, line: 38, flags: DIFlagFwdDecl)
!1980 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1936, file: !1937, line: 93, baseType: !1955, size: 64, offset: 1344)
!1981 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1936, file: !1937, line: 94, baseType: !99, size: 64, offset: 1408)
!1982 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1936, file: !1937, line: 95, baseType: !1983, size: 64, offset: 1472)
!1983 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1984, line: 18, baseType: !1985)
!1984 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1985 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!1986 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1936, file: !1937, line: 96, baseType: !104, size: 32, offset: 1536)
!1987 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1936, file: !1937, line: 98, baseType: !1988, size: 160, offset: 1568)
!1988 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !1989)
!1989 = !{!1990}
!1990 = !DISubrange(count: 20)
!1991 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1992)
!1992 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1993, size: 64)
!1993 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1994 = !DISubprogram(name: "BZ2_blockSort", scope: !56, file: !56, line: 273, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1995 = distinct !DISubprogram(name: "bsPutUInt32", scope: !2, file: !2, line: 83, type: !1996, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !1998)
!1996 = !DISubroutineType(types: !1997)
!1997 = !{null, !79, !58}
!1998 = !{!1999, !2000}
!1999 = !DILocalVariable(name: "s", arg: 1, scope: !1995, file: !2, line: 83, type: !79)
!2000 = !DILocalVariable(name: "u", arg: 2, scope: !1995, file: !2, line: 83, type: !58)
!2001 = !DILocation(line: 0, scope: !1995)
!2002 = !DILocation(line: 85, column: 19, scope: !1995)
!2003 = !DILocation(line: 0, scope: !325, inlinedAt: !2004)
!2004 = distinct !DILocation(line: 85, column: 4, scope: !1995)
!2005 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !2004)
!2006 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !2004)
!2007 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !2004)
!2008 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !2004)
!2009 = distinct !{!2009, !2005, !2005, !345}
!2010 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !2004)
!2011 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !2004)
!2012 = !DILocation(line: 86, column: 19, scope: !1995)
!2013 = !DILocation(line: 86, column: 26, scope: !1995)
!2014 = !DILocation(line: 0, scope: !325, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 86, column: 4, scope: !1995)
!2016 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !2015)
!2017 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !2015)
!2018 = distinct !{!2018, !2016, !2016, !345}
!2019 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !2015)
!2020 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !2015)
!2021 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !2015)
!2022 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !2015)
!2023 = !DILocation(line: 87, column: 19, scope: !1995)
!2024 = !DILocation(line: 87, column: 26, scope: !1995)
!2025 = !DILocation(line: 0, scope: !325, inlinedAt: !2026)
!2026 = distinct !DILocation(line: 87, column: 4, scope: !1995)
!2027 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !2026)
!2028 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !2026)
!2029 = distinct !{!2029, !2027, !2027, !345}
!2030 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !2026)
!2031 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !2026)
!2032 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !2026)
!2033 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !2026)
!2034 = !DILocation(line: 0, scope: !325, inlinedAt: !2035)
!2035 = distinct !DILocation(line: 88, column: 4, scope: !1995)
!2036 = !DILocation(line: 75, column: 4, scope: !341, inlinedAt: !2035)
!2037 = !DILocation(line: 75, column: 4, scope: !340, inlinedAt: !2035)
!2038 = distinct !{!2038, !2036, !2036, !345}
!2039 = !DILocation(line: 76, column: 14, scope: !325, inlinedAt: !2035)
!2040 = !DILocation(line: 88, column: 26, scope: !1995)
!2041 = !DILocation(line: 76, column: 39, scope: !325, inlinedAt: !2035)
!2042 = !DILocation(line: 76, column: 20, scope: !325, inlinedAt: !2035)
!2043 = !DILocation(line: 77, column: 14, scope: !325, inlinedAt: !2035)
!2044 = !DILocation(line: 89, column: 1, scope: !1995)
!2045 = !DISubprogram(name: "BZ2_bz__AssertH__fail", scope: !56, file: !56, line: 58, type: !2046, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2046 = !DISubroutineType(types: !2047)
!2047 = !{null, !104}
!2048 = !DISubprogram(name: "BZ2_hbMakeCodeLengths", scope: !56, file: !56, line: 285, type: !2049, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{null, !54, !257, !111, !111}
!2051 = !DISubprogram(name: "BZ2_hbAssignCodes", scope: !56, file: !56, line: 282, type: !2052, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2052 = !DISubroutineType(types: !2053)
!2053 = !{null, !257, !54, !111, !111, !111}
