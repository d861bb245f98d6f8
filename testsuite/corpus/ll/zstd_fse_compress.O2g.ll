; ModuleID = 'src/zstd/lib/compress/fse_compress.c'
source_filename = "src/zstd/lib/compress/fse_compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.FSE_symbolCompressionTransform = type { i32, i32 }

@FSE_normalizeCount.rtbTable = internal unnamed_addr constant [8 x i32] [i32 0, i32 473195, i32 504333, i32 520860, i32 550000, i32 700000, i32 750000, i32 830000], align 16, !dbg !0
@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 16, !dbg !105

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -44, 1) i64 @FSE_buildCTable_wksp(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 !dbg !154 {
    #dbg_value(ptr %0, !162, !DIExpression(), !235)
    #dbg_value(ptr %1, !163, !DIExpression(), !235)
    #dbg_value(i32 %2, !164, !DIExpression(), !235)
    #dbg_value(i32 %3, !165, !DIExpression(), !235)
    #dbg_value(ptr %4, !166, !DIExpression(), !235)
    #dbg_value(i64 %5, !167, !DIExpression(), !235)
  %7 = shl nuw i32 1, %3, !dbg !236
    #dbg_value(i32 %7, !168, !DIExpression(), !235)
  %8 = add i32 %7, -1, !dbg !237
    #dbg_value(i32 %8, !169, !DIExpression(), !235)
    #dbg_value(ptr %0, !170, !DIExpression(), !235)
  %9 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !238
    #dbg_value(ptr %9, !172, !DIExpression(), !235)
  %10 = icmp eq i32 %3, 0, !dbg !239
  %11 = lshr i32 %7, 1, !dbg !239
  %12 = select i1 %10, i32 1, i32 %11, !dbg !239
  %13 = zext nneg i32 %12 to i64, !dbg !240
  %14 = getelementptr inbounds i32, ptr %9, i64 %13, !dbg !240
    #dbg_value(ptr %14, !174, !DIExpression(), !235)
    #dbg_value(ptr %14, !175, !DIExpression(), !235)
  %15 = lshr i32 %7, 3, !dbg !241
  %16 = add nuw nsw i32 %15, 3, !dbg !241
  %17 = add nuw i32 %16, %11, !dbg !241
    #dbg_value(i32 %17, !177, !DIExpression(), !235)
  %18 = add i32 %2, 1, !dbg !242
    #dbg_value(i32 %18, !178, !DIExpression(), !235)
    #dbg_value(ptr %4, !179, !DIExpression(), !235)
  %19 = add i32 %2, 2, !dbg !243
  %20 = zext i32 %19 to i64, !dbg !244
  %21 = getelementptr inbounds i16, ptr %4, i64 %20, !dbg !244
    #dbg_value(ptr %21, !180, !DIExpression(), !235)
    #dbg_value(i32 %8, !182, !DIExpression(), !235)
  %22 = zext nneg i32 %3 to i64, !dbg !245
  %23 = shl nuw i64 1, %22, !dbg !245
  %24 = add nuw i64 %23, %20, !dbg !245
  %25 = shl i64 %24, 1, !dbg !245
  %26 = and i64 %25, -4, !dbg !245
  %27 = add i64 %26, 8, !dbg !245
  %28 = icmp ugt i64 %27, %5, !dbg !247
  br i1 %28, label %279, label %29, !dbg !248

29:                                               ; preds = %6
  %30 = trunc i32 %3 to i16, !dbg !249
  store i16 %30, ptr %0, align 2, !dbg !250, !tbaa !251
  %31 = trunc i32 %2 to i16, !dbg !255
  %32 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !256
  store i16 %31, ptr %32, align 2, !dbg !257, !tbaa !251
  store i16 0, ptr %4, align 2, !dbg !258, !tbaa !251
    #dbg_value(i32 1, !183, !DIExpression(), !259)
    #dbg_value(i32 %8, !182, !DIExpression(), !235)
  %33 = icmp eq i32 %18, 0, !dbg !260
  br i1 %33, label %34, label %41, !dbg !263

34:                                               ; preds = %29
  %35 = trunc i32 %7 to i16, !dbg !264
  %36 = add i16 %35, 1, !dbg !264
  %37 = zext nneg i32 %18 to i64, !dbg !265
  %38 = getelementptr inbounds i16, ptr %4, i64 %37, !dbg !265
  store i16 %36, ptr %38, align 2, !dbg !266, !tbaa !251
  %39 = zext i32 %7 to i64, !dbg !267
  %40 = getelementptr inbounds i8, ptr %21, i64 %39, !dbg !267
    #dbg_value(ptr %40, !185, !DIExpression(), !268)
    #dbg_value(i64 72340172838076673, !188, !DIExpression(), !269)
    #dbg_value(i64 0, !190, !DIExpression(), !269)
    #dbg_value(i64 0, !191, !DIExpression(), !269)
    #dbg_value(i32 0, !192, !DIExpression(), !269)
  br label %76, !dbg !270

41:                                               ; preds = %29
  %42 = tail call i32 @llvm.umax.i32(i32 %19, i32 2), !dbg !263
  %43 = zext i32 %42 to i64, !dbg !260
  br label %44, !dbg !263

44:                                               ; preds = %41, %62
  %45 = phi i64 [ 1, %41 ], [ %64, %62 ]
  %46 = phi i32 [ %8, %41 ], [ %63, %62 ]
    #dbg_value(i32 %46, !182, !DIExpression(), !235)
    #dbg_value(i64 %45, !183, !DIExpression(), !259)
  %47 = add nsw i64 %45, -1, !dbg !271
  %48 = getelementptr inbounds i16, ptr %1, i64 %47, !dbg !274
  %49 = load i16, ptr %48, align 2, !dbg !274, !tbaa !251
  %50 = icmp eq i16 %49, -1, !dbg !275
  %51 = getelementptr inbounds i16, ptr %4, i64 %47, !dbg !276
  %52 = load i16, ptr %51, align 2, !dbg !276, !tbaa !251
  %53 = getelementptr inbounds i16, ptr %4, i64 %45, !dbg !276
  br i1 %50, label %54, label %60, !dbg !277

54:                                               ; preds = %44
  %55 = add i16 %52, 1, !dbg !278
  store i16 %55, ptr %53, align 2, !dbg !280, !tbaa !251
  %56 = trunc i64 %47 to i8, !dbg !281
  %57 = add i32 %46, -1, !dbg !282
    #dbg_value(i32 %57, !182, !DIExpression(), !235)
  %58 = zext i32 %46 to i64, !dbg !283
  %59 = getelementptr inbounds i8, ptr %21, i64 %58, !dbg !283
  store i8 %56, ptr %59, align 1, !dbg !284, !tbaa !285
  br label %62, !dbg !286

60:                                               ; preds = %44
  %61 = add i16 %52, %49, !dbg !287
  store i16 %61, ptr %53, align 2, !dbg !289, !tbaa !251
  br label %62

62:                                               ; preds = %54, %60
  %63 = phi i32 [ %57, %54 ], [ %46, %60 ], !dbg !235
    #dbg_value(i32 %63, !182, !DIExpression(), !235)
  %64 = add nuw nsw i64 %45, 1, !dbg !290
    #dbg_value(i64 %64, !183, !DIExpression(), !259)
  %65 = icmp eq i64 %64, %43, !dbg !260
  br i1 %65, label %66, label %44, !dbg !263, !llvm.loop !291

66:                                               ; preds = %62
  %67 = trunc i32 %7 to i16, !dbg !264
  %68 = add i16 %67, 1, !dbg !264
  %69 = zext i32 %18 to i64, !dbg !265
  %70 = getelementptr inbounds i16, ptr %4, i64 %69, !dbg !265
  store i16 %68, ptr %70, align 2, !dbg !266, !tbaa !251
  %71 = icmp eq i32 %63, %8, !dbg !294
  br i1 %71, label %73, label %72, !dbg !295

72:                                               ; preds = %66
    #dbg_value(i32 0, !213, !DIExpression(), !296)
    #dbg_value(i32 0, !211, !DIExpression(), !296)
  br i1 %33, label %193, label %143, !dbg !297

73:                                               ; preds = %66
  %74 = zext i32 %7 to i64, !dbg !267
  %75 = getelementptr inbounds i8, ptr %21, i64 %74, !dbg !267
    #dbg_value(ptr %75, !185, !DIExpression(), !268)
    #dbg_value(i64 72340172838076673, !188, !DIExpression(), !269)
    #dbg_value(i64 0, !190, !DIExpression(), !269)
    #dbg_value(i64 0, !191, !DIExpression(), !269)
    #dbg_value(i32 0, !192, !DIExpression(), !269)
  br i1 %33, label %76, label %82, !dbg !270

76:                                               ; preds = %120, %34, %73
  %77 = phi ptr [ %40, %34 ], [ %75, %73 ], [ %75, %120 ]
  %78 = phi i64 [ %39, %34 ], [ %74, %73 ], [ %74, %120 ]
  %79 = zext i32 %17 to i64
  %80 = zext i32 %8 to i64
  %81 = shl nuw nsw i64 %79, 1
    #dbg_value(i64 0, !201, !DIExpression(), !298)
    #dbg_value(i64 0, !199, !DIExpression(), !298)
  br label %126, !dbg !299

82:                                               ; preds = %73, %120
  %83 = phi i64 [ %123, %120 ], [ 0, %73 ]
  %84 = phi i64 [ %122, %120 ], [ 0, %73 ]
  %85 = phi i64 [ %124, %120 ], [ 0, %73 ]
    #dbg_value(i64 %84, !190, !DIExpression(), !269)
    #dbg_value(i64 %85, !191, !DIExpression(), !269)
    #dbg_value(i64 %83, !192, !DIExpression(), !269)
  %86 = getelementptr inbounds i16, ptr %1, i64 %83, !dbg !300
  %87 = load i16, ptr %86, align 2, !dbg !300, !tbaa !251
    #dbg_value(i16 %87, !197, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !301)
  %88 = getelementptr inbounds i8, ptr %75, i64 %84, !dbg !302
    #dbg_value(ptr %88, !303, !DIExpression(), !309)
    #dbg_value(i64 %85, !308, !DIExpression(), !309)
  store i64 %85, ptr %88, align 1, !dbg !311, !tbaa !312
    #dbg_value(i32 8, !193, !DIExpression(), !301)
  %89 = icmp sgt i16 %87, 8, !dbg !314
  br i1 %89, label %90, label %120, !dbg !317

90:                                               ; preds = %82
  %91 = zext nneg i16 %87 to i64, !dbg !317
    #dbg_value(i64 %91, !197, !DIExpression(), !301)
  %92 = tail call i64 @llvm.umax.i64(i64 %91, i64 16), !dbg !317
  %93 = add nsw i64 %92, -9, !dbg !317
  %94 = lshr i64 %93, 3, !dbg !317
  %95 = add nuw nsw i64 %94, 1, !dbg !317
  %96 = icmp ult i64 %93, 24, !dbg !317
  br i1 %96, label %113, label %97, !dbg !317

97:                                               ; preds = %90
  %98 = and i64 %95, 4611686018427387900, !dbg !317
  %99 = shl i64 %98, 3, !dbg !317
  %100 = or disjoint i64 %99, 8, !dbg !317
  %101 = insertelement <2 x i64> poison, i64 %85, i64 0, !dbg !317
  %102 = shufflevector <2 x i64> %101, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !317
  br label %103, !dbg !317

103:                                              ; preds = %103, %97
  %104 = phi i64 [ 0, %97 ], [ %109, %103 ]
  %105 = shl i64 %104, 3, !dbg !317
  %106 = or disjoint i64 %105, 8, !dbg !317
  %107 = getelementptr inbounds i8, ptr %88, i64 %106, !dbg !318
  %108 = getelementptr inbounds i8, ptr %107, i64 16, !dbg !320
  store <2 x i64> %102, ptr %107, align 1, !dbg !320, !tbaa !312
  store <2 x i64> %102, ptr %108, align 1, !dbg !320, !tbaa !312
  %109 = add nuw i64 %104, 4
  %110 = icmp eq i64 %109, %98
  br i1 %110, label %111, label %103, !llvm.loop !322

111:                                              ; preds = %103
  %112 = icmp eq i64 %95, %98, !dbg !317
  br i1 %112, label %120, label %113, !dbg !317

113:                                              ; preds = %111, %90
  %114 = phi i64 [ 8, %90 ], [ %100, %111 ]
  br label %115, !dbg !317

115:                                              ; preds = %113, %115
  %116 = phi i64 [ %118, %115 ], [ %114, %113 ]
    #dbg_value(i64 %116, !193, !DIExpression(), !301)
  %117 = getelementptr inbounds i8, ptr %88, i64 %116, !dbg !318
    #dbg_value(ptr %117, !303, !DIExpression(), !326)
    #dbg_value(i64 %85, !308, !DIExpression(), !326)
  store i64 %85, ptr %117, align 1, !dbg !320, !tbaa !312
  %118 = add nuw nsw i64 %116, 8, !dbg !327
    #dbg_value(i64 %118, !193, !DIExpression(), !301)
  %119 = icmp ult i64 %118, %91, !dbg !314
  br i1 %119, label %115, label %120, !dbg !317, !llvm.loop !328

120:                                              ; preds = %115, %111, %82
  %121 = sext i16 %87 to i64, !dbg !329
  %122 = add i64 %84, %121, !dbg !330
    #dbg_value(i64 %122, !190, !DIExpression(), !269)
  %123 = add nuw nsw i64 %83, 1, !dbg !331
    #dbg_value(i64 %123, !192, !DIExpression(), !269)
  %124 = add i64 %85, 72340172838076673, !dbg !332
    #dbg_value(i64 %124, !191, !DIExpression(), !269)
  %125 = icmp eq i64 %123, %69, !dbg !333
  br i1 %125, label %76, label %82, !dbg !270, !llvm.loop !334

126:                                              ; preds = %76, %126
  %127 = phi i64 [ 0, %76 ], [ %141, %126 ]
  %128 = phi i64 [ 0, %76 ], [ %140, %126 ]
    #dbg_value(i64 %127, !201, !DIExpression(), !298)
    #dbg_value(i64 %128, !199, !DIExpression(), !298)
    #dbg_value(i64 0, !203, !DIExpression(), !336)
  %129 = and i64 %128, %80, !dbg !337
    #dbg_value(i64 %129, !207, !DIExpression(), !338)
  %130 = getelementptr inbounds i8, ptr %77, i64 %127, !dbg !339
  %131 = load i8, ptr %130, align 1, !dbg !339, !tbaa !285
  %132 = getelementptr inbounds i8, ptr %21, i64 %129, !dbg !340
  store i8 %131, ptr %132, align 1, !dbg !341, !tbaa !285
    #dbg_value(i64 1, !203, !DIExpression(), !336)
  %133 = add nuw nsw i64 %128, %79, !dbg !342
  %134 = and i64 %133, %80, !dbg !337
    #dbg_value(i64 %134, !207, !DIExpression(), !338)
  %135 = or disjoint i64 %127, 1, !dbg !343
  %136 = getelementptr inbounds i8, ptr %77, i64 %135, !dbg !339
  %137 = load i8, ptr %136, align 1, !dbg !339, !tbaa !285
  %138 = getelementptr inbounds i8, ptr %21, i64 %134, !dbg !340
  store i8 %137, ptr %138, align 1, !dbg !341, !tbaa !285
    #dbg_value(i64 2, !203, !DIExpression(), !336)
  %139 = add nuw nsw i64 %128, %81, !dbg !344
  %140 = and i64 %139, %80, !dbg !345
    #dbg_value(i64 %140, !199, !DIExpression(), !298)
  %141 = add nuw nsw i64 %127, 2, !dbg !346
    #dbg_value(i64 %141, !201, !DIExpression(), !298)
  %142 = icmp ult i64 %141, %78, !dbg !347
  br i1 %142, label %126, label %193, !dbg !299, !llvm.loop !348

143:                                              ; preds = %72, %189
  %144 = phi i64 [ %191, %189 ], [ 0, %72 ]
  %145 = phi i32 [ %190, %189 ], [ 0, %72 ]
    #dbg_value(i64 %144, !213, !DIExpression(), !296)
    #dbg_value(i32 %145, !211, !DIExpression(), !296)
  %146 = getelementptr inbounds i16, ptr %1, i64 %144, !dbg !350
  %147 = load i16, ptr %146, align 2, !dbg !350, !tbaa !251
  %148 = sext i16 %147 to i32, !dbg !350
    #dbg_value(i32 %148, !218, !DIExpression(), !351)
    #dbg_value(i32 0, !214, !DIExpression(), !351)
  %149 = icmp sgt i16 %147, 0, !dbg !352
  br i1 %149, label %150, label %189, !dbg !355

150:                                              ; preds = %143
  %151 = trunc i64 %144 to i8
  %152 = and i32 %148, 1, !dbg !355
  %153 = icmp eq i16 %147, 1, !dbg !355
  br i1 %153, label %177, label %154, !dbg !355

154:                                              ; preds = %150
  %155 = and i32 %148, 32766, !dbg !355
  br label %156, !dbg !355

156:                                              ; preds = %174, %154
  %157 = phi i32 [ %145, %154 ], [ %172, %174 ]
  %158 = phi i32 [ 0, %154 ], [ %175, %174 ]
    #dbg_value(i32 poison, !214, !DIExpression(), !351)
    #dbg_value(i32 %157, !211, !DIExpression(), !296)
  %159 = zext i32 %157 to i64, !dbg !356
  %160 = getelementptr inbounds i8, ptr %21, i64 %159, !dbg !356
  store i8 %151, ptr %160, align 1, !dbg !358, !tbaa !285
    #dbg_value(!DIArgList(i32 %157, i32 %8, i32 %17), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !296)
  br label %161, !dbg !359

161:                                              ; preds = %161, %156
  %162 = phi i32 [ %157, %156 ], [ %164, %161 ]
  %163 = add i32 %162, %17, !dbg !360
  %164 = and i32 %163, %8, !dbg !360
    #dbg_value(i32 %164, !211, !DIExpression(), !296)
  %165 = icmp ugt i32 %164, %63, !dbg !361
  br i1 %165, label %161, label %166, !dbg !359, !llvm.loop !362

166:                                              ; preds = %161
    #dbg_value(i32 poison, !214, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !351)
    #dbg_value(i32 %164, !211, !DIExpression(), !296)
  %167 = zext i32 %164 to i64, !dbg !356
  %168 = getelementptr inbounds i8, ptr %21, i64 %167, !dbg !356
  store i8 %151, ptr %168, align 1, !dbg !358, !tbaa !285
    #dbg_value(!DIArgList(i32 %164, i32 %8, i32 %17), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !296)
  br label %169, !dbg !359

169:                                              ; preds = %169, %166
  %170 = phi i32 [ %164, %166 ], [ %172, %169 ]
  %171 = add i32 %170, %17, !dbg !360
  %172 = and i32 %171, %8, !dbg !360
    #dbg_value(i32 %172, !211, !DIExpression(), !296)
  %173 = icmp ugt i32 %172, %63, !dbg !361
  br i1 %173, label %169, label %174, !dbg !359, !llvm.loop !362

174:                                              ; preds = %169
    #dbg_value(i32 poison, !214, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !351)
    #dbg_value(i32 %172, !211, !DIExpression(), !296)
  %175 = add i32 %158, 2, !dbg !355
  %176 = icmp eq i32 %175, %155, !dbg !355
  br i1 %176, label %177, label %156, !dbg !355, !llvm.loop !364

177:                                              ; preds = %174, %150
  %178 = phi i32 [ poison, %150 ], [ %172, %174 ]
  %179 = phi i32 [ %145, %150 ], [ %172, %174 ]
  %180 = icmp eq i32 %152, 0, !dbg !359
  br i1 %180, label %189, label %181, !dbg !359

181:                                              ; preds = %177
    #dbg_value(i32 poison, !214, !DIExpression(), !351)
    #dbg_value(i32 %179, !211, !DIExpression(), !296)
  %182 = zext i32 %179 to i64, !dbg !356
  %183 = getelementptr inbounds i8, ptr %21, i64 %182, !dbg !356
  store i8 %151, ptr %183, align 1, !dbg !358, !tbaa !285
    #dbg_value(!DIArgList(i32 %179, i32 %8, i32 %17), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !296)
  br label %184, !dbg !359

184:                                              ; preds = %184, %181
  %185 = phi i32 [ %179, %181 ], [ %187, %184 ]
  %186 = add i32 %185, %17, !dbg !360
  %187 = and i32 %186, %8, !dbg !360
    #dbg_value(i32 %187, !211, !DIExpression(), !296)
  %188 = icmp ugt i32 %187, %63, !dbg !361
  br i1 %188, label %184, label %189, !dbg !359, !llvm.loop !362

189:                                              ; preds = %177, %184, %143
  %190 = phi i32 [ %145, %143 ], [ %178, %177 ], [ %187, %184 ], !dbg !296
  %191 = add nuw nsw i64 %144, 1, !dbg !366
    #dbg_value(i64 %191, !213, !DIExpression(), !296)
    #dbg_value(i32 %190, !211, !DIExpression(), !296)
  %192 = icmp eq i64 %191, %69, !dbg !367
  br i1 %192, label %193, label %143, !dbg !297, !llvm.loop !368

193:                                              ; preds = %189, %126, %72
    #dbg_value(i32 0, !219, !DIExpression(), !370)
  %194 = zext i32 %7 to i64, !dbg !371
  %195 = and i64 %194, 1, !dbg !372
  %196 = icmp eq i32 %3, 0, !dbg !372
  br i1 %196, label %199, label %197, !dbg !372

197:                                              ; preds = %193
  %198 = and i64 %194, 4294967294, !dbg !372
  br label %221, !dbg !372

199:                                              ; preds = %221, %193
  %200 = phi i64 [ 0, %193 ], [ %247, %221 ]
  %201 = icmp eq i64 %195, 0, !dbg !372
  br i1 %201, label %214, label %202, !dbg !372

202:                                              ; preds = %199
    #dbg_value(i64 %200, !219, !DIExpression(), !370)
  %203 = getelementptr inbounds i8, ptr %21, i64 %200, !dbg !373
  %204 = load i8, ptr %203, align 1, !dbg !373, !tbaa !285
    #dbg_value(i8 %204, !221, !DIExpression(), !374)
  %205 = trunc nuw i64 %200 to i32, !dbg !375
  %206 = add i32 %7, %205, !dbg !375
  %207 = trunc i32 %206 to i16, !dbg !376
  %208 = zext i8 %204 to i64, !dbg !377
  %209 = getelementptr inbounds i16, ptr %4, i64 %208, !dbg !377
  %210 = load i16, ptr %209, align 2, !dbg !378, !tbaa !251
  %211 = add i16 %210, 1, !dbg !378
  store i16 %211, ptr %209, align 2, !dbg !378, !tbaa !251
  %212 = zext i16 %210 to i64, !dbg !379
  %213 = getelementptr inbounds i16, ptr %9, i64 %212, !dbg !379
  store i16 %207, ptr %213, align 2, !dbg !380, !tbaa !251
    #dbg_value(i64 %200, !219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !370)
  br label %214

214:                                              ; preds = %199, %202
    #dbg_value(i32 0, !227, !DIExpression(), !381)
    #dbg_value(i32 0, !225, !DIExpression(), !381)
  %215 = shl i32 %3, 16
  %216 = sub i32 %215, %7
  %217 = add i32 %215, 65536
  %218 = sub i32 %217, %7
  %219 = tail call i32 @llvm.umax.i32(i32 %18, i32 1), !dbg !382
  %220 = zext i32 %219 to i64, !dbg !383
  br label %250, !dbg !382

221:                                              ; preds = %221, %197
  %222 = phi i64 [ 0, %197 ], [ %247, %221 ]
  %223 = phi i64 [ 0, %197 ], [ %248, %221 ]
    #dbg_value(i64 %222, !219, !DIExpression(), !370)
  %224 = getelementptr inbounds i8, ptr %21, i64 %222, !dbg !373
  %225 = load i8, ptr %224, align 1, !dbg !373, !tbaa !285
    #dbg_value(i8 %225, !221, !DIExpression(), !374)
  %226 = trunc nuw i64 %222 to i32, !dbg !375
  %227 = add i32 %7, %226, !dbg !375
  %228 = trunc i32 %227 to i16, !dbg !376
  %229 = zext i8 %225 to i64, !dbg !377
  %230 = getelementptr inbounds i16, ptr %4, i64 %229, !dbg !377
  %231 = load i16, ptr %230, align 2, !dbg !378, !tbaa !251
  %232 = add i16 %231, 1, !dbg !378
  store i16 %232, ptr %230, align 2, !dbg !378, !tbaa !251
  %233 = zext i16 %231 to i64, !dbg !379
  %234 = getelementptr inbounds i16, ptr %9, i64 %233, !dbg !379
  store i16 %228, ptr %234, align 2, !dbg !380, !tbaa !251
  %235 = or disjoint i64 %222, 1, !dbg !384
    #dbg_value(i64 %235, !219, !DIExpression(), !370)
  %236 = getelementptr inbounds i8, ptr %21, i64 %235, !dbg !373
  %237 = load i8, ptr %236, align 1, !dbg !373, !tbaa !285
    #dbg_value(i8 %237, !221, !DIExpression(), !374)
  %238 = trunc nuw i64 %235 to i32, !dbg !375
  %239 = add i32 %7, %238, !dbg !375
  %240 = trunc i32 %239 to i16, !dbg !376
  %241 = zext i8 %237 to i64, !dbg !377
  %242 = getelementptr inbounds i16, ptr %4, i64 %241, !dbg !377
  %243 = load i16, ptr %242, align 2, !dbg !378, !tbaa !251
  %244 = add i16 %243, 1, !dbg !378
  store i16 %244, ptr %242, align 2, !dbg !378, !tbaa !251
  %245 = zext i16 %243 to i64, !dbg !379
  %246 = getelementptr inbounds i16, ptr %9, i64 %245, !dbg !379
  store i16 %240, ptr %246, align 2, !dbg !380, !tbaa !251
  %247 = add nuw nsw i64 %222, 2, !dbg !384
    #dbg_value(i64 %247, !219, !DIExpression(), !370)
  %248 = add i64 %223, 2, !dbg !372
  %249 = icmp eq i64 %248, %198, !dbg !372
  br i1 %249, label %199, label %221, !dbg !372, !llvm.loop !385

250:                                              ; preds = %214, %275
  %251 = phi i64 [ 0, %214 ], [ %277, %275 ]
  %252 = phi i32 [ 0, %214 ], [ %276, %275 ]
    #dbg_value(i64 %251, !227, !DIExpression(), !381)
    #dbg_value(i32 %252, !225, !DIExpression(), !381)
  %253 = getelementptr inbounds i16, ptr %1, i64 %251, !dbg !387
  %254 = load i16, ptr %253, align 2, !dbg !387, !tbaa !251
  switch i16 %254, label %262 [
    i16 0, label %255
    i16 -1, label %257
    i16 1, label %257
  ], !dbg !388

255:                                              ; preds = %250
  %256 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %251, i32 1, !dbg !389
  store i32 %218, ptr %256, align 4, !dbg !390, !tbaa !391
  br label %275, !dbg !394

257:                                              ; preds = %250, %250
  %258 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %251, !dbg !395
  %259 = getelementptr inbounds i8, ptr %258, i64 4, !dbg !396
  store i32 %216, ptr %259, align 4, !dbg !397, !tbaa !391
  %260 = add i32 %252, -1, !dbg !398
  store i32 %260, ptr %258, align 4, !dbg !399, !tbaa !400
  %261 = add i32 %252, 1, !dbg !401
    #dbg_value(i32 %261, !225, !DIExpression(), !381)
  br label %275, !dbg !402

262:                                              ; preds = %250
  %263 = sext i16 %254 to i32, !dbg !387
  %264 = add nsw i32 %263, -1, !dbg !403
    #dbg_value(i32 %264, !404, !DIExpression(), !410)
    #dbg_value(i32 %264, !412, !DIExpression(), !415)
  %265 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %264, i1 true), !dbg !417
  %266 = xor i32 %265, 31, !dbg !418
  %267 = sub i32 %3, %266, !dbg !419
    #dbg_value(i32 %267, !228, !DIExpression(), !420)
  %268 = shl i32 %263, %267, !dbg !421
    #dbg_value(i32 %268, !234, !DIExpression(), !420)
  %269 = shl i32 %267, 16, !dbg !422
  %270 = sub i32 %269, %268, !dbg !423
  %271 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %251, !dbg !424
  %272 = getelementptr inbounds i8, ptr %271, i64 4, !dbg !425
  store i32 %270, ptr %272, align 4, !dbg !426, !tbaa !391
  %273 = sub i32 %252, %263, !dbg !427
  store i32 %273, ptr %271, align 4, !dbg !428, !tbaa !400
  %274 = add i32 %252, %263, !dbg !429
    #dbg_value(i32 %274, !225, !DIExpression(), !381)
  br label %275, !dbg !430

275:                                              ; preds = %255, %257, %262
  %276 = phi i32 [ %274, %262 ], [ %261, %257 ], [ %252, %255 ], !dbg !381
    #dbg_value(i32 %276, !225, !DIExpression(), !381)
  %277 = add nuw nsw i64 %251, 1, !dbg !431
    #dbg_value(i64 %277, !227, !DIExpression(), !381)
  %278 = icmp eq i64 %277, %220, !dbg !383
  br i1 %278, label %279, label %250, !dbg !382, !llvm.loop !432

279:                                              ; preds = %275, %6
  %280 = phi i64 [ -44, %6 ], [ 0, %275 ], !dbg !235
  ret i64 %280, !dbg !434
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 3, 536870915) i64 @FSE_NCountWriteBound(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !435 {
    #dbg_value(i32 %0, !439, !DIExpression(), !442)
    #dbg_value(i32 %1, !440, !DIExpression(), !442)
  %3 = add i32 %0, 1, !dbg !443
  %4 = mul i32 %3, %1, !dbg !444
  %5 = add i32 %4, 6, !dbg !445
  %6 = lshr i32 %5, 3, !dbg !446
  %7 = add nuw nsw i32 %6, 3, !dbg !447
    #dbg_value(i32 %7, !441, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !442)
  %8 = icmp eq i32 %0, 0, !dbg !448
  %9 = select i1 %8, i32 512, i32 %7, !dbg !448
  %10 = zext nneg i32 %9 to i64, !dbg !448
  ret i64 %10, !dbg !449
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_writeNCount(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !450 {
    #dbg_value(ptr %0, !454, !DIExpression(), !459)
    #dbg_value(i64 %1, !455, !DIExpression(), !459)
    #dbg_value(ptr %2, !456, !DIExpression(), !459)
    #dbg_value(i32 %3, !457, !DIExpression(), !459)
    #dbg_value(i32 %4, !458, !DIExpression(), !459)
  %6 = icmp ugt i32 %4, 12, !dbg !460
  br i1 %6, label %21, label %7, !dbg !462

7:                                                ; preds = %5
  %8 = icmp ult i32 %4, 5, !dbg !463
  br i1 %8, label %21, label %9, !dbg !465

9:                                                ; preds = %7
    #dbg_value(i32 %3, !439, !DIExpression(), !466)
    #dbg_value(i32 %4, !440, !DIExpression(), !466)
  %10 = add i32 %3, 1, !dbg !469
  %11 = mul i32 %10, %4, !dbg !470
  %12 = add i32 %11, 6, !dbg !471
  %13 = lshr i32 %12, 3, !dbg !472
  %14 = add nuw nsw i32 %13, 3, !dbg !473
    #dbg_value(i32 %14, !441, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !466)
  %15 = icmp eq i32 %3, 0, !dbg !474
  %16 = select i1 %15, i32 512, i32 %14, !dbg !474
  %17 = zext nneg i32 %16 to i64, !dbg !474
  %18 = icmp ule i64 %17, %1, !dbg !475
  %19 = zext i1 %18 to i32, !dbg !459
  %20 = tail call fastcc i64 @FSE_writeNCount_generic(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %19), !dbg !459
  br label %21, !dbg !476

21:                                               ; preds = %9, %7, %5
  %22 = phi i64 [ -44, %5 ], [ -1, %7 ], [ %20, %9 ], !dbg !459
  ret i64 %22, !dbg !476
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_writeNCount_generic(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #2 !dbg !477 {
    #dbg_value(ptr %0, !481, !DIExpression(), !506)
    #dbg_value(i64 %1, !482, !DIExpression(), !506)
    #dbg_value(ptr %2, !483, !DIExpression(), !506)
    #dbg_value(i32 %3, !484, !DIExpression(), !506)
    #dbg_value(i32 %4, !485, !DIExpression(), !506)
    #dbg_value(i32 %5, !486, !DIExpression(), !506)
    #dbg_value(ptr %0, !487, !DIExpression(), !506)
    #dbg_value(ptr %0, !488, !DIExpression(), !506)
  %7 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !507
    #dbg_value(ptr %7, !489, !DIExpression(), !506)
    #dbg_value(!DIArgList(i32 1, i32 %4), !491, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !506)
    #dbg_value(i32 0, !494, !DIExpression(), !506)
    #dbg_value(i32 0, !495, !DIExpression(), !506)
    #dbg_value(i32 0, !496, !DIExpression(), !506)
  %8 = add i32 %3, 1, !dbg !508
    #dbg_value(i32 %8, !497, !DIExpression(), !506)
    #dbg_value(i32 0, !498, !DIExpression(), !506)
    #dbg_value(i32 %4, !494, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !506)
    #dbg_value(i32 4, !495, !DIExpression(), !506)
    #dbg_value(!DIArgList(i32 1, i32 %4), !492, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_plus_uconst, 1, DW_OP_stack_value), !506)
    #dbg_value(!DIArgList(i32 1, i32 %4), !493, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !506)
    #dbg_value(i32 %4, !490, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !506)
    #dbg_value(i32 0, !498, !DIExpression(), !506)
    #dbg_value(ptr %0, !488, !DIExpression(), !506)
    #dbg_value(i32 0, !496, !DIExpression(), !506)
    #dbg_value(i32 4, !495, !DIExpression(), !506)
    #dbg_value(i32 %4, !494, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !506)
    #dbg_value(!DIArgList(i32 1, i32 %4), !493, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !506)
    #dbg_value(!DIArgList(i32 1, i32 %4), !492, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_plus_uconst, 1, DW_OP_stack_value), !506)
  %9 = icmp eq i32 %8, 0, !dbg !509
  br i1 %9, label %182, label %10, !dbg !510

10:                                               ; preds = %6
  %11 = add nsw i32 %4, -5, !dbg !511
    #dbg_value(i32 %11, !494, !DIExpression(), !506)
  %12 = shl nuw nsw i32 1, %4, !dbg !512
    #dbg_value(i32 %12, !491, !DIExpression(), !506)
    #dbg_value(i32 %12, !493, !DIExpression(), !506)
    #dbg_value(i32 %12, !492, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !506)
  %13 = add nuw nsw i32 %12, 1, !dbg !513
    #dbg_value(i32 %13, !492, !DIExpression(), !506)
  %14 = add nuw nsw i32 %4, 1, !dbg !514
    #dbg_value(i32 %14, !490, !DIExpression(), !506)
  %15 = icmp eq i32 %5, 0
  %16 = getelementptr inbounds i8, ptr %7, i64 -2
  %17 = zext i32 %8 to i64, !dbg !510
  br label %18, !dbg !510

18:                                               ; preds = %10, %152
  %19 = phi i32 [ 0, %10 ], [ %127, %152 ]
  %20 = phi ptr [ %0, %10 ], [ %155, %152 ]
  %21 = phi i32 [ 0, %10 ], [ %106, %152 ]
  %22 = phi i32 [ 4, %10 ], [ %154, %152 ]
  %23 = phi i32 [ %11, %10 ], [ %153, %152 ]
  %24 = phi i32 [ %12, %10 ], [ %139, %152 ]
  %25 = phi i32 [ %13, %10 ], [ %115, %152 ]
  %26 = phi i32 [ %14, %10 ], [ %138, %152 ]
    #dbg_value(i32 %19, !498, !DIExpression(), !506)
    #dbg_value(ptr %20, !488, !DIExpression(), !506)
    #dbg_value(i32 %21, !496, !DIExpression(), !506)
    #dbg_value(i32 %22, !495, !DIExpression(), !506)
    #dbg_value(i32 %23, !494, !DIExpression(), !506)
    #dbg_value(i32 %24, !493, !DIExpression(), !506)
    #dbg_value(i32 %25, !492, !DIExpression(), !506)
    #dbg_value(i32 %26, !490, !DIExpression(), !506)
  %27 = icmp eq i32 %19, 0, !dbg !515
  br i1 %27, label %101, label %28, !dbg !516

28:                                               ; preds = %18
    #dbg_value(i32 %21, !496, !DIExpression(), !506)
  %29 = icmp ult i32 %21, %8, !dbg !517
  br i1 %29, label %30, label %42, !dbg !518

30:                                               ; preds = %28
  %31 = zext i32 %21 to i64, !dbg !519
  br label %32, !dbg !519

32:                                               ; preds = %30, %37
  %33 = phi i64 [ %31, %30 ], [ %38, %37 ]
    #dbg_value(i64 %33, !496, !DIExpression(), !506)
  %34 = getelementptr inbounds i16, ptr %2, i64 %33, !dbg !520
  %35 = load i16, ptr %34, align 2, !dbg !520, !tbaa !251
  %36 = icmp eq i16 %35, 0, !dbg !521
  br i1 %36, label %37, label %40, !dbg !519

37:                                               ; preds = %32
  %38 = add nuw nsw i64 %33, 1, !dbg !522
    #dbg_value(i64 %38, !496, !DIExpression(), !506)
  %39 = icmp eq i64 %38, %17, !dbg !517
  br i1 %39, label %159, label %32, !dbg !518, !llvm.loop !523

40:                                               ; preds = %32
  %41 = trunc nuw i64 %33 to i32
  br label %42, !dbg !524

42:                                               ; preds = %40, %28
  %43 = phi i32 [ %21, %28 ], [ %41, %40 ], !dbg !506
  %44 = icmp eq i32 %43, %8, !dbg !524
  br i1 %44, label %159, label %45, !dbg !526

45:                                               ; preds = %42
    #dbg_value(i32 %21, !499, !DIExpression(), !527)
    #dbg_value(ptr %20, !488, !DIExpression(), !506)
    #dbg_value(i32 %23, !494, !DIExpression(), !506)
  %46 = add i32 %21, 24, !dbg !528
  %47 = icmp ult i32 %43, %46, !dbg !529
  br i1 %47, label %50, label %48, !dbg !530

48:                                               ; preds = %45
  %49 = shl i32 65535, %22
  br label %56, !dbg !530

50:                                               ; preds = %62, %45
  %51 = phi i32 [ %23, %45 ], [ %69, %62 ], !dbg !506
  %52 = phi ptr [ %20, %45 ], [ %68, %62 ], !dbg !506
  %53 = phi i32 [ %21, %45 ], [ %57, %62 ], !dbg !527
    #dbg_value(i32 %53, !499, !DIExpression(), !527)
    #dbg_value(i32 %22, !495, !DIExpression(), !506)
    #dbg_value(i32 %51, !494, !DIExpression(), !506)
  %54 = add i32 %53, 3, !dbg !531
  %55 = icmp ult i32 %43, %54, !dbg !532
  br i1 %55, label %81, label %72, !dbg !533

56:                                               ; preds = %48, %62
  %57 = phi i32 [ %46, %48 ], [ %70, %62 ]
  %58 = phi ptr [ %20, %48 ], [ %68, %62 ]
  %59 = phi i32 [ %23, %48 ], [ %69, %62 ]
    #dbg_value(ptr %58, !488, !DIExpression(), !506)
    #dbg_value(i32 %57, !499, !DIExpression(), !527)
    #dbg_value(!DIArgList(i32 %59, i32 65535, i32 %22), !494, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !506)
  %60 = icmp ugt ptr %58, %16
  %61 = select i1 %15, i1 %60, i1 false, !dbg !534
  br i1 %61, label %182, label %62, !dbg !534

62:                                               ; preds = %56
    #dbg_value(!DIArgList(i32 %59, i32 %49), !494, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !506)
  %63 = add i32 %59, %49, !dbg !537
    #dbg_value(i32 %63, !494, !DIExpression(), !506)
  %64 = trunc i32 %63 to i8, !dbg !538
  store i8 %64, ptr %58, align 1, !dbg !539, !tbaa !285
  %65 = lshr i32 %63, 8, !dbg !540
  %66 = trunc i32 %65 to i8, !dbg !541
  %67 = getelementptr inbounds i8, ptr %58, i64 1, !dbg !542
  store i8 %66, ptr %67, align 1, !dbg !543, !tbaa !285
  %68 = getelementptr inbounds i8, ptr %58, i64 2, !dbg !544
    #dbg_value(ptr %68, !488, !DIExpression(), !506)
  %69 = lshr i32 %63, 16, !dbg !545
    #dbg_value(i32 %57, !499, !DIExpression(), !527)
    #dbg_value(i32 %69, !494, !DIExpression(), !506)
  %70 = add i32 %57, 24, !dbg !528
  %71 = icmp ult i32 %43, %70, !dbg !529
  br i1 %71, label %50, label %56, !dbg !530, !llvm.loop !546

72:                                               ; preds = %50, %72
  %73 = phi i32 [ %79, %72 ], [ %54, %50 ]
  %74 = phi i32 [ %78, %72 ], [ %22, %50 ]
  %75 = phi i32 [ %77, %72 ], [ %51, %50 ]
    #dbg_value(i32 %74, !495, !DIExpression(), !506)
    #dbg_value(i32 %75, !494, !DIExpression(), !506)
    #dbg_value(i32 %73, !499, !DIExpression(), !527)
  %76 = shl i32 3, %74, !dbg !548
  %77 = add i32 %76, %75, !dbg !550
    #dbg_value(i32 %77, !494, !DIExpression(), !506)
  %78 = add nsw i32 %74, 2, !dbg !551
    #dbg_value(i32 %78, !495, !DIExpression(), !506)
  %79 = add i32 %73, 3, !dbg !531
  %80 = icmp ult i32 %43, %79, !dbg !532
  br i1 %80, label %81, label %72, !dbg !533, !llvm.loop !552

81:                                               ; preds = %72, %50
  %82 = phi i32 [ %51, %50 ], [ %77, %72 ], !dbg !506
  %83 = phi i32 [ %22, %50 ], [ %78, %72 ], !dbg !506
  %84 = phi i32 [ %53, %50 ], [ %73, %72 ], !dbg !527
  %85 = sub i32 %43, %84, !dbg !554
  %86 = shl i32 %85, %83, !dbg !555
  %87 = add i32 %86, %82, !dbg !556
    #dbg_value(i32 %87, !494, !DIExpression(), !506)
  %88 = add nsw i32 %83, 2, !dbg !557
    #dbg_value(i32 %88, !495, !DIExpression(), !506)
  %89 = icmp sgt i32 %83, 14, !dbg !558
  br i1 %89, label %90, label %101, !dbg !560

90:                                               ; preds = %81
  %91 = icmp ugt ptr %52, %16
  %92 = select i1 %15, i1 %91, i1 false, !dbg !561
  br i1 %92, label %182, label %93, !dbg !561

93:                                               ; preds = %90
  %94 = trunc i32 %87 to i8, !dbg !564
  store i8 %94, ptr %52, align 1, !dbg !565, !tbaa !285
  %95 = lshr i32 %87, 8, !dbg !566
  %96 = trunc i32 %95 to i8, !dbg !567
  %97 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !568
  store i8 %96, ptr %97, align 1, !dbg !569, !tbaa !285
  %98 = getelementptr inbounds i8, ptr %52, i64 2, !dbg !570
    #dbg_value(ptr %98, !488, !DIExpression(), !506)
  %99 = lshr i32 %87, 16, !dbg !571
    #dbg_value(i32 %99, !494, !DIExpression(), !506)
  %100 = add nsw i32 %83, -14, !dbg !572
    #dbg_value(i32 %100, !495, !DIExpression(), !506)
  br label %101, !dbg !573

101:                                              ; preds = %81, %93, %18
  %102 = phi i32 [ %23, %18 ], [ %87, %81 ], [ %99, %93 ], !dbg !574
  %103 = phi i32 [ %22, %18 ], [ %88, %81 ], [ %100, %93 ], !dbg !575
  %104 = phi i32 [ %21, %18 ], [ %43, %81 ], [ %43, %93 ], !dbg !576
  %105 = phi ptr [ %20, %18 ], [ %52, %81 ], [ %98, %93 ], !dbg !577
    #dbg_value(ptr %105, !488, !DIExpression(), !506)
    #dbg_value(i32 %104, !496, !DIExpression(), !506)
    #dbg_value(i32 %103, !495, !DIExpression(), !506)
    #dbg_value(i32 %102, !494, !DIExpression(), !506)
  %106 = add nuw i32 %104, 1, !dbg !578
    #dbg_value(i32 %106, !496, !DIExpression(), !506)
  %107 = zext i32 %104 to i64, !dbg !579
  %108 = getelementptr inbounds i16, ptr %2, i64 %107, !dbg !579
  %109 = load i16, ptr %108, align 2, !dbg !579, !tbaa !251
  %110 = sext i16 %109 to i32, !dbg !579
    #dbg_value(i32 %110, !503, !DIExpression(), !580)
  %111 = shl nsw i32 %24, 1, !dbg !581
  %112 = xor i32 %25, -1, !dbg !582
  %113 = add i32 %111, %112, !dbg !582
    #dbg_value(i32 %113, !505, !DIExpression(), !580)
  %114 = tail call i32 @llvm.abs.i32(i32 %110, i1 true), !dbg !583
  %115 = sub nsw i32 %25, %114, !dbg !584
    #dbg_value(i32 %115, !492, !DIExpression(), !506)
  %116 = add nsw i32 %110, 1, !dbg !585
    #dbg_value(i32 %116, !503, !DIExpression(), !580)
  %117 = icmp slt i32 %116, %24, !dbg !586
  %118 = select i1 %117, i32 0, i32 %113, !dbg !588
  %119 = add nsw i32 %118, %116, !dbg !588
    #dbg_value(i32 %119, !503, !DIExpression(), !580)
  %120 = shl i32 %119, %103, !dbg !589
  %121 = add i32 %120, %102, !dbg !590
    #dbg_value(i32 %121, !494, !DIExpression(), !506)
  %122 = add nsw i32 %103, %26, !dbg !591
    #dbg_value(i32 %122, !495, !DIExpression(), !506)
  %123 = icmp slt i32 %119, %113, !dbg !592
  %124 = sext i1 %123 to i32, !dbg !592
  %125 = add i32 %122, %124, !dbg !593
    #dbg_value(i32 %125, !495, !DIExpression(), !506)
  %126 = icmp eq i32 %119, 1, !dbg !594
  %127 = zext i1 %126 to i32, !dbg !594
    #dbg_value(i32 %127, !498, !DIExpression(), !506)
  %128 = icmp sgt i32 %115, 0, !dbg !595
  br i1 %128, label %129, label %182, !dbg !597

129:                                              ; preds = %101
    #dbg_value(i32 %24, !493, !DIExpression(), !506)
    #dbg_value(i32 %26, !490, !DIExpression(), !506)
  %130 = icmp slt i32 %115, %24, !dbg !598
  br i1 %130, label %131, label %137, !dbg !599

131:                                              ; preds = %129, %131
  %132 = phi i32 [ %135, %131 ], [ %24, %129 ]
  %133 = phi i32 [ %134, %131 ], [ %26, %129 ]
    #dbg_value(i32 %132, !493, !DIExpression(), !506)
    #dbg_value(i32 %133, !490, !DIExpression(), !506)
  %134 = add nsw i32 %133, -1, !dbg !600
    #dbg_value(i32 %134, !490, !DIExpression(), !506)
  %135 = ashr i32 %132, 1, !dbg !602
    #dbg_value(i32 %135, !493, !DIExpression(), !506)
  %136 = icmp slt i32 %115, %135, !dbg !598
  br i1 %136, label %131, label %137, !dbg !599, !llvm.loop !603

137:                                              ; preds = %131, %129
  %138 = phi i32 [ %26, %129 ], [ %134, %131 ], !dbg !506
  %139 = phi i32 [ %24, %129 ], [ %135, %131 ], !dbg !506
    #dbg_value(i32 %139, !493, !DIExpression(), !506)
    #dbg_value(i32 %138, !490, !DIExpression(), !506)
  %140 = icmp sgt i32 %125, 16, !dbg !605
  br i1 %140, label %141, label %152, !dbg !607

141:                                              ; preds = %137
  %142 = icmp ugt ptr %105, %16
  %143 = select i1 %15, i1 %142, i1 false, !dbg !608
  br i1 %143, label %182, label %144, !dbg !608

144:                                              ; preds = %141
  %145 = trunc i32 %121 to i8, !dbg !611
  store i8 %145, ptr %105, align 1, !dbg !612, !tbaa !285
  %146 = lshr i32 %121, 8, !dbg !613
  %147 = trunc i32 %146 to i8, !dbg !614
  %148 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !615
  store i8 %147, ptr %148, align 1, !dbg !616, !tbaa !285
  %149 = getelementptr inbounds i8, ptr %105, i64 2, !dbg !617
    #dbg_value(ptr %149, !488, !DIExpression(), !506)
  %150 = lshr i32 %121, 16, !dbg !618
    #dbg_value(i32 %150, !494, !DIExpression(), !506)
  %151 = add nsw i32 %125, -16, !dbg !619
    #dbg_value(i32 %151, !495, !DIExpression(), !506)
  br label %152, !dbg !620

152:                                              ; preds = %144, %137
  %153 = phi i32 [ %150, %144 ], [ %121, %137 ], !dbg !621
  %154 = phi i32 [ %151, %144 ], [ %125, %137 ], !dbg !621
  %155 = phi ptr [ %149, %144 ], [ %105, %137 ], !dbg !506
    #dbg_value(i32 %127, !498, !DIExpression(), !506)
    #dbg_value(ptr %155, !488, !DIExpression(), !506)
    #dbg_value(i32 %106, !496, !DIExpression(), !506)
    #dbg_value(i32 %154, !495, !DIExpression(), !506)
    #dbg_value(i32 %153, !494, !DIExpression(), !506)
    #dbg_value(i32 %139, !493, !DIExpression(), !506)
    #dbg_value(i32 %115, !492, !DIExpression(), !506)
    #dbg_value(i32 %138, !490, !DIExpression(), !506)
  %156 = icmp ult i32 %106, %8, !dbg !509
  %157 = icmp ne i32 %115, 1, !dbg !622
  %158 = and i1 %156, %157, !dbg !622
  br i1 %158, label %18, label %159, !dbg !510, !llvm.loop !623

159:                                              ; preds = %152, %42, %37
  %160 = phi i32 [ %25, %37 ], [ %25, %42 ], [ %115, %152 ]
  %161 = phi i32 [ %23, %37 ], [ %23, %42 ], [ %153, %152 ]
  %162 = phi i32 [ %22, %37 ], [ %22, %42 ], [ %154, %152 ]
  %163 = phi ptr [ %20, %37 ], [ %20, %42 ], [ %155, %152 ]
  %164 = icmp eq i32 %160, 1, !dbg !625
  %165 = add nsw i32 %162, 7, !dbg !627
  %166 = sdiv i32 %165, 8, !dbg !628
  %167 = sext i32 %166 to i64, !dbg !629
    #dbg_value(ptr %163, !488, !DIExpression(), !506)
    #dbg_value(i64 %167, !495, !DIExpression(), !506)
    #dbg_value(i32 %161, !494, !DIExpression(), !506)
  br i1 %164, label %168, label %182, !dbg !630

168:                                              ; preds = %159
  %169 = icmp eq i32 %5, 0, !dbg !631
  %170 = getelementptr inbounds i8, ptr %7, i64 -2
  %171 = icmp ugt ptr %163, %170
  %172 = select i1 %169, i1 %171, i1 false, !dbg !633
  br i1 %172, label %182, label %173, !dbg !633

173:                                              ; preds = %168
  %174 = trunc i32 %161 to i8, !dbg !634
  store i8 %174, ptr %163, align 1, !dbg !635, !tbaa !285
  %175 = lshr i32 %161, 8, !dbg !636
  %176 = trunc i32 %175 to i8, !dbg !637
  %177 = getelementptr inbounds i8, ptr %163, i64 1, !dbg !638
  store i8 %176, ptr %177, align 1, !dbg !639, !tbaa !285
  %178 = getelementptr inbounds i8, ptr %163, i64 %167, !dbg !629
    #dbg_value(ptr %178, !488, !DIExpression(), !506)
  %179 = ptrtoint ptr %178 to i64, !dbg !640
  %180 = ptrtoint ptr %0 to i64, !dbg !640
  %181 = sub i64 %179, %180, !dbg !640
  br label %182, !dbg !641

182:                                              ; preds = %101, %90, %141, %56, %6, %168, %159, %173
  %183 = phi i64 [ %181, %173 ], [ -1, %159 ], [ -70, %168 ], [ -1, %6 ], [ -70, %56 ], [ -1, %101 ], [ -70, %90 ], [ -70, %141 ]
  ret i64 %183, !dbg !642
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 0) i32 @FSE_optimalTableLog_internal(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !643 {
    #dbg_value(i32 %0, !647, !DIExpression(), !654)
    #dbg_value(i64 %1, !648, !DIExpression(), !654)
    #dbg_value(i32 %2, !649, !DIExpression(), !654)
    #dbg_value(i32 %3, !650, !DIExpression(), !654)
  %5 = trunc i64 %1 to i32, !dbg !655
  %6 = add i32 %5, -1, !dbg !655
    #dbg_value(i32 %6, !404, !DIExpression(), !656)
    #dbg_value(i32 %6, !412, !DIExpression(), !658)
  %7 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %6, i1 true), !dbg !660
  %8 = xor i32 %7, 31, !dbg !661
  %9 = sub i32 %8, %3, !dbg !662
    #dbg_value(i32 %9, !651, !DIExpression(), !654)
    #dbg_value(i32 %0, !652, !DIExpression(), !654)
    #dbg_value(i64 %1, !663, !DIExpression(), !672)
    #dbg_value(i32 %2, !668, !DIExpression(), !672)
    #dbg_value(i32 %5, !404, !DIExpression(), !674)
    #dbg_value(i32 %5, !412, !DIExpression(), !676)
  %10 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %5, i1 true), !dbg !678
  %11 = sub nuw nsw i32 32, %10, !dbg !679
    #dbg_value(i32 %11, !669, !DIExpression(), !672)
    #dbg_value(i32 %2, !404, !DIExpression(), !680)
    #dbg_value(i32 %2, !412, !DIExpression(), !682)
  %12 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %2, i1 true), !dbg !684
  %13 = sub nuw nsw i32 33, %12, !dbg !685
    #dbg_value(i32 %13, !670, !DIExpression(), !672)
  %14 = tail call range(i32 1, 34) i32 @llvm.umin.i32(i32 %11, i32 %13), !dbg !686
    #dbg_value(i32 %14, !671, !DIExpression(), !672)
    #dbg_value(i32 %14, !653, !DIExpression(), !654)
  %15 = icmp eq i32 %0, 0, !dbg !687
  %16 = select i1 %15, i32 11, i32 %0, !dbg !689
    #dbg_value(i32 %16, !652, !DIExpression(), !654)
  %17 = tail call i32 @llvm.umin.i32(i32 %9, i32 %16), !dbg !690
    #dbg_value(i32 %17, !652, !DIExpression(), !654)
  %18 = tail call i32 @llvm.umax.i32(i32 %14, i32 %17), !dbg !691
    #dbg_value(i32 %18, !652, !DIExpression(), !654)
  %19 = tail call i32 @llvm.umax.i32(i32 %18, i32 5), !dbg !692
    #dbg_value(i32 %19, !652, !DIExpression(), !654)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 12), !dbg !693
    #dbg_value(i32 %20, !652, !DIExpression(), !654)
  ret i32 %20, !dbg !694
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 0) i32 @FSE_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !695 {
    #dbg_value(i32 %0, !699, !DIExpression(), !702)
    #dbg_value(i64 %1, !700, !DIExpression(), !702)
    #dbg_value(i32 %2, !701, !DIExpression(), !702)
    #dbg_value(i32 %0, !647, !DIExpression(), !703)
    #dbg_value(i64 %1, !648, !DIExpression(), !703)
    #dbg_value(i32 %2, !649, !DIExpression(), !703)
    #dbg_value(i32 2, !650, !DIExpression(), !703)
  %4 = trunc i64 %1 to i32, !dbg !705
  %5 = add i32 %4, -1, !dbg !705
    #dbg_value(i32 %5, !404, !DIExpression(), !706)
    #dbg_value(i32 %5, !412, !DIExpression(), !708)
  %6 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %5, i1 true), !dbg !710
  %7 = sub nsw i32 29, %6, !dbg !711
    #dbg_value(i32 %7, !651, !DIExpression(), !703)
    #dbg_value(i32 %0, !652, !DIExpression(), !703)
    #dbg_value(i64 %1, !663, !DIExpression(), !712)
    #dbg_value(i32 %2, !668, !DIExpression(), !712)
    #dbg_value(i32 %4, !404, !DIExpression(), !714)
    #dbg_value(i32 %4, !412, !DIExpression(), !716)
  %8 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %4, i1 true), !dbg !718
  %9 = sub nuw nsw i32 32, %8, !dbg !719
    #dbg_value(i32 %9, !669, !DIExpression(), !712)
    #dbg_value(i32 %2, !404, !DIExpression(), !720)
    #dbg_value(i32 %2, !412, !DIExpression(), !722)
  %10 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %2, i1 true), !dbg !724
  %11 = sub nuw nsw i32 33, %10, !dbg !725
    #dbg_value(i32 %11, !670, !DIExpression(), !712)
  %12 = tail call range(i32 1, 34) i32 @llvm.umin.i32(i32 %9, i32 %11), !dbg !726
    #dbg_value(i32 %12, !671, !DIExpression(), !712)
    #dbg_value(i32 %12, !653, !DIExpression(), !703)
  %13 = icmp eq i32 %0, 0, !dbg !727
  %14 = select i1 %13, i32 11, i32 %0, !dbg !728
    #dbg_value(i32 %14, !652, !DIExpression(), !703)
  %15 = tail call i32 @llvm.umin.i32(i32 %7, i32 %14), !dbg !729
    #dbg_value(i32 %15, !652, !DIExpression(), !703)
  %16 = tail call i32 @llvm.umax.i32(i32 %12, i32 %15), !dbg !730
    #dbg_value(i32 %16, !652, !DIExpression(), !703)
  %17 = tail call i32 @llvm.umax.i32(i32 %16, i32 5), !dbg !731
    #dbg_value(i32 %17, !652, !DIExpression(), !703)
  %18 = tail call range(i32 1, 0) i32 @llvm.umin.i32(i32 %17, i32 12), !dbg !732
    #dbg_value(i32 %18, !652, !DIExpression(), !703)
  ret i32 %18, !dbg !733
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_normalizeCount(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !dbg !2 {
    #dbg_value(ptr %0, !111, !DIExpression(), !734)
    #dbg_value(i32 %1, !112, !DIExpression(), !734)
    #dbg_value(ptr %2, !113, !DIExpression(), !734)
    #dbg_value(i64 %3, !114, !DIExpression(), !734)
    #dbg_value(i32 %4, !115, !DIExpression(), !734)
    #dbg_value(i32 %5, !116, !DIExpression(), !734)
  %7 = icmp eq i32 %1, 0, !dbg !735
  %8 = select i1 %7, i32 11, i32 %1, !dbg !737
    #dbg_value(i32 %8, !112, !DIExpression(), !734)
  %9 = icmp ult i32 %8, 5, !dbg !738
  br i1 %9, label %336, label %10, !dbg !740

10:                                               ; preds = %6
  %11 = icmp ugt i32 %8, 12, !dbg !741
  br i1 %11, label %336, label %12, !dbg !743

12:                                               ; preds = %10
    #dbg_value(i64 %3, !663, !DIExpression(), !744)
    #dbg_value(i32 %4, !668, !DIExpression(), !744)
  %13 = trunc i64 %3 to i32, !dbg !747
    #dbg_value(i32 %13, !404, !DIExpression(), !748)
    #dbg_value(i32 %13, !412, !DIExpression(), !750)
  %14 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %13, i1 true), !dbg !752
  %15 = sub nuw nsw i32 32, %14, !dbg !753
    #dbg_value(i32 %15, !669, !DIExpression(), !744)
    #dbg_value(i32 %4, !404, !DIExpression(), !754)
    #dbg_value(i32 %4, !412, !DIExpression(), !756)
  %16 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %4, i1 true), !dbg !758
  %17 = sub nuw nsw i32 33, %16, !dbg !759
    #dbg_value(i32 %17, !670, !DIExpression(), !744)
  %18 = tail call range(i32 1, 34) i32 @llvm.umin.i32(i32 %15, i32 %17), !dbg !760
    #dbg_value(i32 %18, !671, !DIExpression(), !744)
  %19 = icmp ult i32 %8, %18, !dbg !761
  br i1 %19, label %336, label %20, !dbg !762

20:                                               ; preds = %12
  %21 = icmp eq i32 %5, 0, !dbg !763
  %22 = select i1 %21, i16 1, i16 -1, !dbg !763
    #dbg_value(i16 %22, !117, !DIExpression(), !764)
  %23 = sub nuw nsw i32 62, %8, !dbg !765
  %24 = zext nneg i32 %23 to i64, !dbg !766
    #dbg_value(i64 %24, !120, !DIExpression(), !764)
  %25 = and i64 %3, 4294967295, !dbg !767
  %26 = udiv i64 4611686018427387904, %25, !dbg !767
    #dbg_value(i64 %26, !122, !DIExpression(), !764)
  %27 = add nsw i64 %24, -20, !dbg !768
    #dbg_value(!DIArgList(i64 1, i64 %27), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !764)
  %28 = shl nuw nsw i32 1, %8, !dbg !769
    #dbg_value(i32 %28, !124, !DIExpression(), !764)
    #dbg_value(i32 0, !126, !DIExpression(), !764)
    #dbg_value(i16 0, !127, !DIExpression(), !764)
  %29 = zext nneg i32 %8 to i64, !dbg !770
  %30 = lshr i64 %3, %29, !dbg !770
  %31 = trunc i64 %30 to i32, !dbg !771
    #dbg_value(i32 %31, !128, !DIExpression(), !764)
    #dbg_value(i32 0, !125, !DIExpression(), !764)
    #dbg_value(i32 %28, !124, !DIExpression(), !764)
    #dbg_value(i16 0, !127, !DIExpression(), !764)
    #dbg_value(i32 0, !126, !DIExpression(), !764)
  br label %32, !dbg !772

32:                                               ; preds = %20, %78
  %33 = phi i32 [ %28, %20 ], [ %81, %78 ]
  %34 = phi i16 [ 0, %20 ], [ %80, %78 ]
  %35 = phi i32 [ 0, %20 ], [ %79, %78 ]
  %36 = phi i32 [ 0, %20 ], [ %82, %78 ]
    #dbg_value(i32 %33, !124, !DIExpression(), !764)
    #dbg_value(i16 %34, !127, !DIExpression(), !764)
    #dbg_value(i32 %35, !126, !DIExpression(), !764)
    #dbg_value(i32 %36, !125, !DIExpression(), !764)
  %37 = zext i32 %36 to i64, !dbg !773
  %38 = getelementptr inbounds i32, ptr %2, i64 %37, !dbg !773
  %39 = load i32, ptr %38, align 4, !dbg !773, !tbaa !775
  %40 = zext i32 %39 to i64, !dbg !773
  %41 = icmp eq i64 %40, %3, !dbg !776
  br i1 %41, label %336, label %42, !dbg !777

42:                                               ; preds = %32
  %43 = icmp eq i32 %39, 0, !dbg !778
  br i1 %43, label %44, label %46, !dbg !780

44:                                               ; preds = %42
  %45 = getelementptr inbounds i16, ptr %0, i64 %37, !dbg !781
  store i16 0, ptr %45, align 2, !dbg !783, !tbaa !251
  br label %78, !dbg !784

46:                                               ; preds = %42
  %47 = icmp ugt i32 %39, %31, !dbg !785
  br i1 %47, label %51, label %48, !dbg !786

48:                                               ; preds = %46
  %49 = getelementptr inbounds i16, ptr %0, i64 %37, !dbg !787
  store i16 %22, ptr %49, align 2, !dbg !789, !tbaa !251
  %50 = add nsw i32 %33, -1, !dbg !790
    #dbg_value(i32 %50, !124, !DIExpression(), !764)
  br label %78, !dbg !791

51:                                               ; preds = %46
  %52 = mul i64 %26, %40, !dbg !792
  %53 = lshr i64 %52, %24, !dbg !793
  %54 = trunc nuw nsw i64 %53 to i16, !dbg !794
    #dbg_value(i16 %54, !129, !DIExpression(), !795)
  %55 = trunc nuw i64 %53 to i32, !dbg !796
  %56 = and i32 %55, 65528, !dbg !796
  %57 = icmp eq i32 %56, 0, !dbg !797
  br i1 %57, label %58, label %70, !dbg !798

58:                                               ; preds = %51
  %59 = and i64 %53, 65535, !dbg !799
  %60 = getelementptr inbounds [8 x i32], ptr @FSE_normalizeCount.rtbTable, i64 0, i64 %59, !dbg !799
  %61 = load i32, ptr %60, align 4, !dbg !799, !tbaa !775
  %62 = zext i32 %61 to i64, !dbg !799
  %63 = shl i64 %62, %27, !dbg !800
    #dbg_value(i64 %63, !135, !DIExpression(), !801)
  %64 = shl i64 %59, %24, !dbg !802
  %65 = sub i64 %52, %64, !dbg !803
  %66 = icmp ugt i64 %65, %63, !dbg !804
  %67 = zext i1 %66 to i32, !dbg !804
  %68 = add nuw nsw i32 %67, %55, !dbg !805
  %69 = trunc i32 %68 to i16, !dbg !805
    #dbg_value(i16 %69, !129, !DIExpression(), !795)
  br label %70, !dbg !806

70:                                               ; preds = %58, %51
  %71 = phi i16 [ %69, %58 ], [ %54, %51 ], !dbg !795
    #dbg_value(i16 %71, !129, !DIExpression(), !795)
  %72 = zext nneg i16 %71 to i32, !dbg !807
  %73 = icmp ugt i16 %71, %34, !dbg !809
  %74 = select i1 %73, i32 %36, i32 %35, !dbg !810
  %75 = tail call i16 @llvm.umax.i16(i16 %71, i16 %34), !dbg !810
    #dbg_value(i16 %75, !127, !DIExpression(), !764)
    #dbg_value(i32 %74, !126, !DIExpression(), !764)
  %76 = getelementptr inbounds i16, ptr %0, i64 %37, !dbg !811
  store i16 %71, ptr %76, align 2, !dbg !812, !tbaa !251
  %77 = sub nsw i32 %33, %72, !dbg !813
    #dbg_value(i32 %77, !124, !DIExpression(), !764)
  br label %78

78:                                               ; preds = %48, %70, %44
  %79 = phi i32 [ %35, %44 ], [ %35, %48 ], [ %74, %70 ], !dbg !764
  %80 = phi i16 [ %34, %44 ], [ %34, %48 ], [ %75, %70 ], !dbg !764
  %81 = phi i32 [ %33, %44 ], [ %50, %48 ], [ %77, %70 ], !dbg !764
    #dbg_value(i32 %81, !124, !DIExpression(), !764)
    #dbg_value(i16 %80, !127, !DIExpression(), !764)
    #dbg_value(i32 %79, !126, !DIExpression(), !764)
  %82 = add i32 %36, 1, !dbg !814
    #dbg_value(i32 %82, !125, !DIExpression(), !764)
  %83 = icmp ugt i32 %82, %4, !dbg !815
  br i1 %83, label %84, label %32, !dbg !772, !llvm.loop !816

84:                                               ; preds = %78
  %85 = sub nsw i32 0, %81, !dbg !818
  %86 = zext i32 %79 to i64, !dbg !819
  %87 = getelementptr inbounds i16, ptr %0, i64 %86, !dbg !819
  %88 = load i16, ptr %87, align 2, !dbg !819, !tbaa !251
  %89 = ashr i16 %88, 1, !dbg !820
  %90 = sext i16 %89 to i32, !dbg !820
  %91 = icmp sgt i32 %90, %85, !dbg !821
  br i1 %91, label %330, label %92, !dbg !822

92:                                               ; preds = %84
    #dbg_value(ptr %0, !823, !DIExpression(), !857)
    #dbg_value(i32 %8, !828, !DIExpression(), !857)
    #dbg_value(ptr %2, !829, !DIExpression(), !857)
    #dbg_value(i64 %3, !830, !DIExpression(), !857)
    #dbg_value(i32 %4, !831, !DIExpression(), !857)
    #dbg_value(i16 %22, !832, !DIExpression(), !857)
    #dbg_value(i16 -2, !833, !DIExpression(), !857)
    #dbg_value(i32 0, !835, !DIExpression(), !857)
    #dbg_value(i32 %31, !837, !DIExpression(), !857)
  %93 = mul i64 %3, 3, !dbg !859
  %94 = add nuw nsw i32 %8, 1, !dbg !860
  %95 = zext nneg i32 %94 to i64, !dbg !861
  %96 = lshr i64 %93, %95, !dbg !861
  %97 = trunc i64 %96 to i32, !dbg !862
    #dbg_value(i32 %97, !838, !DIExpression(), !857)
    #dbg_value(i32 0, !834, !DIExpression(), !857)
    #dbg_value(i64 %3, !830, !DIExpression(), !857)
    #dbg_value(i32 0, !835, !DIExpression(), !857)
  %98 = add nuw i32 %4, 1, !dbg !863
  %99 = zext i32 %98 to i64, !dbg !865
  br label %100, !dbg !863

100:                                              ; preds = %124, %92
  %101 = phi i64 [ 0, %92 ], [ %127, %124 ]
  %102 = phi i64 [ %3, %92 ], [ %126, %124 ]
  %103 = phi i32 [ 0, %92 ], [ %125, %124 ]
    #dbg_value(i64 %102, !830, !DIExpression(), !857)
    #dbg_value(i64 %101, !834, !DIExpression(), !857)
    #dbg_value(i32 %103, !835, !DIExpression(), !857)
  %104 = getelementptr inbounds i32, ptr %2, i64 %101, !dbg !867
  %105 = load i32, ptr %104, align 4, !dbg !867, !tbaa !775
  %106 = icmp eq i32 %105, 0, !dbg !870
  br i1 %106, label %107, label %109, !dbg !871

107:                                              ; preds = %100
  %108 = getelementptr inbounds i16, ptr %0, i64 %101, !dbg !872
  store i16 0, ptr %108, align 2, !dbg !874, !tbaa !251
  br label %124, !dbg !875

109:                                              ; preds = %100
  %110 = icmp ugt i32 %105, %31, !dbg !876
  br i1 %110, label %116, label %111, !dbg !878

111:                                              ; preds = %109
  %112 = getelementptr inbounds i16, ptr %0, i64 %101, !dbg !879
  store i16 %22, ptr %112, align 2, !dbg !881, !tbaa !251
  %113 = add i32 %103, 1, !dbg !882
    #dbg_value(i32 %113, !835, !DIExpression(), !857)
  %114 = zext i32 %105 to i64, !dbg !883
  %115 = sub i64 %102, %114, !dbg !884
    #dbg_value(i64 %115, !830, !DIExpression(), !857)
  br label %124, !dbg !885

116:                                              ; preds = %109
  %117 = icmp ugt i32 %105, %97, !dbg !886
  %118 = getelementptr inbounds i16, ptr %0, i64 %101, !dbg !888
  br i1 %117, label %123, label %119, !dbg !889

119:                                              ; preds = %116
  store i16 1, ptr %118, align 2, !dbg !890, !tbaa !251
  %120 = add i32 %103, 1, !dbg !892
    #dbg_value(i32 %120, !835, !DIExpression(), !857)
  %121 = zext i32 %105 to i64, !dbg !893
  %122 = sub i64 %102, %121, !dbg !894
    #dbg_value(i64 %122, !830, !DIExpression(), !857)
  br label %124, !dbg !895

123:                                              ; preds = %116
  store i16 -2, ptr %118, align 2, !dbg !896, !tbaa !251
  br label %124, !dbg !897

124:                                              ; preds = %123, %119, %111, %107
  %125 = phi i32 [ %103, %107 ], [ %113, %111 ], [ %120, %119 ], [ %103, %123 ], !dbg !857
  %126 = phi i64 [ %102, %107 ], [ %115, %111 ], [ %122, %119 ], [ %102, %123 ]
    #dbg_value(i64 %126, !830, !DIExpression(), !857)
    #dbg_value(i32 %125, !835, !DIExpression(), !857)
  %127 = add nuw nsw i64 %101, 1, !dbg !898
    #dbg_value(i64 %127, !834, !DIExpression(), !857)
  %128 = icmp eq i64 %127, %99, !dbg !865
  br i1 %128, label %129, label %100, !dbg !863, !llvm.loop !899

129:                                              ; preds = %124
  %130 = sub i32 %28, %125, !dbg !901
    #dbg_value(i32 %130, !836, !DIExpression(), !857)
  %131 = icmp eq i32 %130, 0, !dbg !902
  br i1 %131, label %336, label %132, !dbg !904

132:                                              ; preds = %129
  %133 = zext i32 %130 to i64, !dbg !905
  %134 = udiv i64 %126, %133, !dbg !907
  %135 = and i64 %96, 4294967295, !dbg !908
  %136 = icmp ugt i64 %134, %135, !dbg !909
  br i1 %136, label %137, label %207, !dbg !910

137:                                              ; preds = %132
  %138 = mul i64 %126, 3, !dbg !911
  %139 = shl i32 %130, 1, !dbg !913
  %140 = zext i32 %139 to i64, !dbg !914
  %141 = udiv i64 %138, %140, !dbg !915
  %142 = trunc i64 %141 to i32, !dbg !916
    #dbg_value(i32 %142, !838, !DIExpression(), !857)
    #dbg_value(i32 0, !834, !DIExpression(), !857)
    #dbg_value(i64 %126, !830, !DIExpression(), !857)
    #dbg_value(i32 %125, !835, !DIExpression(), !857)
  %143 = and i64 %99, 1, !dbg !917
  %144 = icmp eq i32 %4, 0, !dbg !917
  br i1 %144, label %184, label %145, !dbg !917

145:                                              ; preds = %137
  %146 = and i64 %99, 4294967294, !dbg !917
  br label %147, !dbg !917

147:                                              ; preds = %178, %145
  %148 = phi i64 [ 0, %145 ], [ %181, %178 ]
  %149 = phi i64 [ %126, %145 ], [ %180, %178 ]
  %150 = phi i32 [ %125, %145 ], [ %179, %178 ]
  %151 = phi i64 [ 0, %145 ], [ %182, %178 ]
    #dbg_value(i64 %149, !830, !DIExpression(), !857)
    #dbg_value(i64 %148, !834, !DIExpression(), !857)
    #dbg_value(i32 %150, !835, !DIExpression(), !857)
  %152 = getelementptr inbounds i16, ptr %0, i64 %148, !dbg !919
  %153 = load i16, ptr %152, align 2, !dbg !919, !tbaa !251
  %154 = icmp eq i16 %153, -2, !dbg !923
  br i1 %154, label %155, label %163, !dbg !924

155:                                              ; preds = %147
  %156 = getelementptr inbounds i32, ptr %2, i64 %148, !dbg !925
  %157 = load i32, ptr %156, align 4, !dbg !925, !tbaa !775
  %158 = icmp ugt i32 %157, %142, !dbg !926
  br i1 %158, label %163, label %159, !dbg !927

159:                                              ; preds = %155
  store i16 1, ptr %152, align 2, !dbg !928, !tbaa !251
  %160 = add i32 %150, 1, !dbg !930
    #dbg_value(i32 %160, !835, !DIExpression(), !857)
  %161 = zext i32 %157 to i64, !dbg !931
  %162 = sub i64 %149, %161, !dbg !932
    #dbg_value(i64 %162, !830, !DIExpression(), !857)
  br label %163, !dbg !933

163:                                              ; preds = %159, %155, %147
  %164 = phi i32 [ %160, %159 ], [ %150, %155 ], [ %150, %147 ], !dbg !857
  %165 = phi i64 [ %162, %159 ], [ %149, %155 ], [ %149, %147 ]
    #dbg_value(i64 %165, !830, !DIExpression(), !857)
    #dbg_value(i32 %164, !835, !DIExpression(), !857)
  %166 = or disjoint i64 %148, 1, !dbg !934
    #dbg_value(i64 %166, !834, !DIExpression(), !857)
  %167 = getelementptr inbounds i16, ptr %0, i64 %166, !dbg !919
  %168 = load i16, ptr %167, align 2, !dbg !919, !tbaa !251
  %169 = icmp eq i16 %168, -2, !dbg !923
  br i1 %169, label %170, label %178, !dbg !924

170:                                              ; preds = %163
  %171 = getelementptr inbounds i32, ptr %2, i64 %166, !dbg !925
  %172 = load i32, ptr %171, align 4, !dbg !925, !tbaa !775
  %173 = icmp ugt i32 %172, %142, !dbg !926
  br i1 %173, label %178, label %174, !dbg !927

174:                                              ; preds = %170
  store i16 1, ptr %167, align 2, !dbg !928, !tbaa !251
  %175 = add i32 %164, 1, !dbg !930
    #dbg_value(i32 %175, !835, !DIExpression(), !857)
  %176 = zext i32 %172 to i64, !dbg !931
  %177 = sub i64 %165, %176, !dbg !932
    #dbg_value(i64 %177, !830, !DIExpression(), !857)
  br label %178, !dbg !933

178:                                              ; preds = %174, %170, %163
  %179 = phi i32 [ %175, %174 ], [ %164, %170 ], [ %164, %163 ], !dbg !857
  %180 = phi i64 [ %177, %174 ], [ %165, %170 ], [ %165, %163 ]
    #dbg_value(i64 %180, !830, !DIExpression(), !857)
    #dbg_value(i32 %179, !835, !DIExpression(), !857)
  %181 = add nuw nsw i64 %148, 2, !dbg !934
    #dbg_value(i64 %181, !834, !DIExpression(), !857)
  %182 = add i64 %151, 2, !dbg !917
  %183 = icmp eq i64 %182, %146, !dbg !917
  br i1 %183, label %184, label %147, !dbg !917, !llvm.loop !935

184:                                              ; preds = %178, %137
  %185 = phi i32 [ poison, %137 ], [ %179, %178 ]
  %186 = phi i64 [ poison, %137 ], [ %180, %178 ]
  %187 = phi i64 [ 0, %137 ], [ %181, %178 ]
  %188 = phi i64 [ %126, %137 ], [ %180, %178 ]
  %189 = phi i32 [ %125, %137 ], [ %179, %178 ]
  %190 = icmp eq i64 %143, 0, !dbg !924
  br i1 %190, label %203, label %191, !dbg !924

191:                                              ; preds = %184
    #dbg_value(i64 %188, !830, !DIExpression(), !857)
    #dbg_value(i64 %187, !834, !DIExpression(), !857)
    #dbg_value(i32 %189, !835, !DIExpression(), !857)
  %192 = getelementptr inbounds i16, ptr %0, i64 %187, !dbg !919
  %193 = load i16, ptr %192, align 2, !dbg !919, !tbaa !251
  %194 = icmp eq i16 %193, -2, !dbg !923
  br i1 %194, label %195, label %203, !dbg !924

195:                                              ; preds = %191
  %196 = getelementptr inbounds i32, ptr %2, i64 %187, !dbg !925
  %197 = load i32, ptr %196, align 4, !dbg !925, !tbaa !775
  %198 = icmp ugt i32 %197, %142, !dbg !926
  br i1 %198, label %203, label %199, !dbg !927

199:                                              ; preds = %195
  store i16 1, ptr %192, align 2, !dbg !928, !tbaa !251
  %200 = add i32 %189, 1, !dbg !930
    #dbg_value(i32 %200, !835, !DIExpression(), !857)
  %201 = zext i32 %197 to i64, !dbg !931
  %202 = sub i64 %188, %201, !dbg !932
    #dbg_value(i64 %202, !830, !DIExpression(), !857)
  br label %203, !dbg !933

203:                                              ; preds = %191, %195, %199, %184
  %204 = phi i32 [ %185, %184 ], [ %200, %199 ], [ %189, %195 ], [ %189, %191 ], !dbg !857
  %205 = phi i64 [ %186, %184 ], [ %202, %199 ], [ %188, %195 ], [ %188, %191 ]
  %206 = sub i32 %28, %204, !dbg !937
    #dbg_value(i32 %206, !836, !DIExpression(), !857)
  br label %207, !dbg !938

207:                                              ; preds = %203, %132
  %208 = phi i32 [ %206, %203 ], [ %130, %132 ], !dbg !857
  %209 = phi i32 [ %204, %203 ], [ %125, %132 ], !dbg !939
  %210 = phi i64 [ %205, %203 ], [ %126, %132 ]
    #dbg_value(i64 %210, !830, !DIExpression(), !857)
    #dbg_value(i32 %209, !835, !DIExpression(), !857)
    #dbg_value(i32 %208, !836, !DIExpression(), !857)
  %211 = icmp eq i32 %209, %98, !dbg !940
  br i1 %211, label %212, label %277, !dbg !941

212:                                              ; preds = %207
  %213 = and i64 %99, 3, !dbg !942
  %214 = icmp ult i32 %4, 3, !dbg !942
  br i1 %214, label %252, label %215, !dbg !942

215:                                              ; preds = %212
  %216 = and i64 %99, 4294967292, !dbg !942
  br label %217, !dbg !942

217:                                              ; preds = %217, %215
  %218 = phi i64 [ 0, %215 ], [ %249, %217 ]
  %219 = phi i32 [ 0, %215 ], [ %248, %217 ]
  %220 = phi i32 [ 0, %215 ], [ %247, %217 ]
  %221 = phi i64 [ 0, %215 ], [ %250, %217 ]
    #dbg_value(i64 %218, !834, !DIExpression(), !857)
    #dbg_value(i32 %219, !842, !DIExpression(), !944)
    #dbg_value(i32 %220, !839, !DIExpression(), !944)
  %222 = getelementptr inbounds i32, ptr %2, i64 %218, !dbg !945
  %223 = load i32, ptr %222, align 4, !dbg !945, !tbaa !775
  %224 = icmp ugt i32 %223, %219, !dbg !948
  %225 = trunc nuw i64 %218 to i32, !dbg !949
  %226 = select i1 %224, i32 %225, i32 %220, !dbg !949
  %227 = tail call i32 @llvm.umax.i32(i32 %223, i32 %219), !dbg !949
    #dbg_value(i32 %227, !842, !DIExpression(), !944)
    #dbg_value(i32 %226, !839, !DIExpression(), !944)
  %228 = or disjoint i64 %218, 1, !dbg !950
    #dbg_value(i64 %228, !834, !DIExpression(), !857)
  %229 = getelementptr inbounds i32, ptr %2, i64 %228, !dbg !945
  %230 = load i32, ptr %229, align 4, !dbg !945, !tbaa !775
  %231 = icmp ugt i32 %230, %227, !dbg !948
  %232 = trunc nuw i64 %228 to i32, !dbg !949
  %233 = select i1 %231, i32 %232, i32 %226, !dbg !949
  %234 = tail call i32 @llvm.umax.i32(i32 %230, i32 %227), !dbg !949
    #dbg_value(i32 %234, !842, !DIExpression(), !944)
    #dbg_value(i32 %233, !839, !DIExpression(), !944)
  %235 = or disjoint i64 %218, 2, !dbg !950
    #dbg_value(i64 %235, !834, !DIExpression(), !857)
  %236 = getelementptr inbounds i32, ptr %2, i64 %235, !dbg !945
  %237 = load i32, ptr %236, align 4, !dbg !945, !tbaa !775
  %238 = icmp ugt i32 %237, %234, !dbg !948
  %239 = trunc nuw i64 %235 to i32, !dbg !949
  %240 = select i1 %238, i32 %239, i32 %233, !dbg !949
  %241 = tail call i32 @llvm.umax.i32(i32 %237, i32 %234), !dbg !949
    #dbg_value(i32 %241, !842, !DIExpression(), !944)
    #dbg_value(i32 %240, !839, !DIExpression(), !944)
  %242 = or disjoint i64 %218, 3, !dbg !950
    #dbg_value(i64 %242, !834, !DIExpression(), !857)
  %243 = getelementptr inbounds i32, ptr %2, i64 %242, !dbg !945
  %244 = load i32, ptr %243, align 4, !dbg !945, !tbaa !775
  %245 = icmp ugt i32 %244, %241, !dbg !948
  %246 = trunc nuw i64 %242 to i32, !dbg !949
  %247 = select i1 %245, i32 %246, i32 %240, !dbg !949
  %248 = tail call i32 @llvm.umax.i32(i32 %244, i32 %241), !dbg !949
    #dbg_value(i32 %248, !842, !DIExpression(), !944)
    #dbg_value(i32 %247, !839, !DIExpression(), !944)
  %249 = add nuw nsw i64 %218, 4, !dbg !950
    #dbg_value(i64 %249, !834, !DIExpression(), !857)
  %250 = add i64 %221, 4, !dbg !942
  %251 = icmp eq i64 %250, %216, !dbg !942
  br i1 %251, label %252, label %217, !dbg !942, !llvm.loop !951

252:                                              ; preds = %217, %212
  %253 = phi i32 [ poison, %212 ], [ %247, %217 ]
  %254 = phi i64 [ 0, %212 ], [ %249, %217 ]
  %255 = phi i32 [ 0, %212 ], [ %248, %217 ]
  %256 = phi i32 [ 0, %212 ], [ %247, %217 ]
  %257 = icmp eq i64 %213, 0, !dbg !942
  br i1 %257, label %272, label %258, !dbg !942

258:                                              ; preds = %252, %258
  %259 = phi i64 [ %269, %258 ], [ %254, %252 ]
  %260 = phi i32 [ %268, %258 ], [ %255, %252 ]
  %261 = phi i32 [ %267, %258 ], [ %256, %252 ]
  %262 = phi i64 [ %270, %258 ], [ 0, %252 ]
    #dbg_value(i64 %259, !834, !DIExpression(), !857)
    #dbg_value(i32 %260, !842, !DIExpression(), !944)
    #dbg_value(i32 %261, !839, !DIExpression(), !944)
  %263 = getelementptr inbounds i32, ptr %2, i64 %259, !dbg !945
  %264 = load i32, ptr %263, align 4, !dbg !945, !tbaa !775
  %265 = icmp ugt i32 %264, %260, !dbg !948
  %266 = trunc nuw i64 %259 to i32, !dbg !949
  %267 = select i1 %265, i32 %266, i32 %261, !dbg !949
  %268 = tail call i32 @llvm.umax.i32(i32 %264, i32 %260), !dbg !949
    #dbg_value(i32 %268, !842, !DIExpression(), !944)
    #dbg_value(i32 %267, !839, !DIExpression(), !944)
  %269 = add nuw nsw i64 %259, 1, !dbg !950
    #dbg_value(i64 %269, !834, !DIExpression(), !857)
  %270 = add i64 %262, 1, !dbg !942
  %271 = icmp eq i64 %270, %213, !dbg !942
  br i1 %271, label %272, label %258, !dbg !942, !llvm.loop !953

272:                                              ; preds = %258, %252
  %273 = phi i32 [ %253, %252 ], [ %267, %258 ], !dbg !949
  %274 = zext i32 %273 to i64, !dbg !955
  %275 = getelementptr inbounds i16, ptr %0, i64 %274, !dbg !955
  %276 = load i16, ptr %275, align 2, !dbg !956, !tbaa !251
  br label %330

277:                                              ; preds = %207
  %278 = icmp eq i64 %210, 0, !dbg !957
  br i1 %278, label %279, label %297, !dbg !959

279:                                              ; preds = %277
    #dbg_value(i32 0, !834, !DIExpression(), !857)
    #dbg_value(i32 %208, !836, !DIExpression(), !857)
  %280 = icmp eq i32 %208, 0, !dbg !960
  br i1 %280, label %336, label %281, !dbg !964

281:                                              ; preds = %279, %291
  %282 = phi i32 [ %295, %291 ], [ 0, %279 ]
  %283 = phi i32 [ %292, %291 ], [ %208, %279 ]
    #dbg_value(i32 %282, !834, !DIExpression(), !857)
    #dbg_value(i32 %283, !836, !DIExpression(), !857)
  %284 = zext i32 %282 to i64, !dbg !965
  %285 = getelementptr inbounds i16, ptr %0, i64 %284, !dbg !965
  %286 = load i16, ptr %285, align 2, !dbg !965, !tbaa !251
  %287 = icmp sgt i16 %286, 0, !dbg !967
  br i1 %287, label %288, label %291, !dbg !968

288:                                              ; preds = %281
  %289 = add i32 %283, -1, !dbg !969
    #dbg_value(i32 %289, !836, !DIExpression(), !857)
  %290 = add nuw i16 %286, 1, !dbg !971
  store i16 %290, ptr %285, align 2, !dbg !971, !tbaa !251
  br label %291, !dbg !972

291:                                              ; preds = %288, %281
  %292 = phi i32 [ %289, %288 ], [ %283, %281 ], !dbg !857
    #dbg_value(i32 %292, !836, !DIExpression(), !857)
  %293 = add i32 %282, 1, !dbg !973
  %294 = icmp eq i32 %282, %4, !dbg !974
  %295 = select i1 %294, i32 0, i32 %293, !dbg !974
    #dbg_value(i32 %295, !834, !DIExpression(), !857)
  %296 = icmp eq i32 %292, 0, !dbg !960
  br i1 %296, label %336, label %281, !dbg !964, !llvm.loop !975

297:                                              ; preds = %277
    #dbg_value(i64 %24, !843, !DIExpression(), !977)
  %298 = add nsw i64 %24, -1, !dbg !978
  %299 = shl nsw i64 -1, %298, !dbg !979
  %300 = xor i64 %299, -1, !dbg !979
    #dbg_value(i64 %300, !845, !DIExpression(), !977)
  %301 = zext i32 %208 to i64, !dbg !980
  %302 = shl i64 %301, %24, !dbg !980
  %303 = add i64 %302, %300, !dbg !980
  %304 = and i64 %210, 4294967295, !dbg !980
  %305 = udiv i64 %303, %304, !dbg !980
    #dbg_value(i64 %305, !846, !DIExpression(), !977)
    #dbg_value(i64 %300, !847, !DIExpression(), !977)
    #dbg_value(i32 0, !834, !DIExpression(), !857)
  br label %306, !dbg !981

306:                                              ; preds = %326, %297
  %307 = phi i32 [ 0, %297 ], [ %328, %326 ]
  %308 = phi i64 [ %300, %297 ], [ %327, %326 ]
    #dbg_value(i32 %307, !834, !DIExpression(), !857)
    #dbg_value(i64 %308, !847, !DIExpression(), !977)
  %309 = zext i32 %307 to i64, !dbg !982
  %310 = getelementptr inbounds i16, ptr %0, i64 %309, !dbg !982
  %311 = load i16, ptr %310, align 2, !dbg !982, !tbaa !251
  %312 = icmp eq i16 %311, -2, !dbg !983
  br i1 %312, label %313, label %326, !dbg !984

313:                                              ; preds = %306
  %314 = getelementptr inbounds i32, ptr %2, i64 %309, !dbg !985
  %315 = load i32, ptr %314, align 4, !dbg !985, !tbaa !775
  %316 = zext i32 %315 to i64, !dbg !985
  %317 = mul i64 %305, %316, !dbg !986
  %318 = add i64 %317, %308, !dbg !987
    #dbg_value(i64 %318, !848, !DIExpression(), !988)
  %319 = lshr i64 %308, %24, !dbg !989
    #dbg_value(i64 %319, !854, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !988)
  %320 = lshr i64 %318, %24, !dbg !990
    #dbg_value(i64 %320, !855, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !988)
    #dbg_value(!DIArgList(i64 %320, i64 %319), !856, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !988)
  %321 = icmp eq i64 %320, %319, !dbg !991
  br i1 %321, label %336, label %322, !dbg !993

322:                                              ; preds = %313
  %323 = trunc i64 %319 to i16, !dbg !994
    #dbg_value(i64 %319, !854, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !988)
    #dbg_value(!DIArgList(i64 %320, i64 %319), !856, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !988)
  %324 = trunc i64 %320 to i16, !dbg !995
    #dbg_value(i64 %320, !855, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !988)
  %325 = sub i16 %324, %323, !dbg !996
  store i16 %325, ptr %310, align 2, !dbg !997, !tbaa !251
    #dbg_value(i64 %318, !847, !DIExpression(), !977)
  br label %326

326:                                              ; preds = %322, %306
  %327 = phi i64 [ %318, %322 ], [ %308, %306 ], !dbg !998
    #dbg_value(i64 %327, !847, !DIExpression(), !977)
  %328 = add i32 %307, 1, !dbg !999
    #dbg_value(i32 %328, !834, !DIExpression(), !857)
  %329 = icmp ugt i32 %328, %4, !dbg !1000
  br i1 %329, label %336, label %306, !dbg !981, !llvm.loop !1001

330:                                              ; preds = %84, %272
  %331 = phi i32 [ %208, %272 ], [ %81, %84 ]
  %332 = phi i16 [ %276, %272 ], [ %88, %84 ]
  %333 = phi ptr [ %275, %272 ], [ %87, %84 ]
  %334 = trunc i32 %331 to i16, !dbg !1003
  %335 = add i16 %332, %334, !dbg !1003
  store i16 %335, ptr %333, align 2, !dbg !1003, !tbaa !251
  br label %336, !dbg !1004

336:                                              ; preds = %32, %313, %326, %291, %330, %279, %129, %12, %10, %6
  %337 = phi i64 [ -1, %6 ], [ -44, %10 ], [ -1, %12 ], [ %29, %129 ], [ %29, %279 ], [ %29, %330 ], [ %29, %291 ], [ -1, %313 ], [ %29, %326 ], [ 0, %32 ], !dbg !734
  ret i64 %337, !dbg !1004
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef i64 @FSE_buildCTable_rle(ptr nocapture noundef writeonly %0, i8 noundef zeroext %1) local_unnamed_addr #3 !dbg !1005 {
    #dbg_value(ptr %0, !1009, !DIExpression(), !1015)
    #dbg_value(i8 %1, !1010, !DIExpression(), !1015)
    #dbg_value(ptr %0, !1011, !DIExpression(), !1015)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1016
    #dbg_value(ptr %3, !1012, !DIExpression(), !1015)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1017
    #dbg_value(ptr %4, !1013, !DIExpression(), !1015)
    #dbg_value(ptr %4, !1014, !DIExpression(), !1015)
  store i16 0, ptr %0, align 2, !dbg !1018, !tbaa !251
  %5 = zext i8 %1 to i16, !dbg !1019
  %6 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1020
  store i16 %5, ptr %6, align 2, !dbg !1021, !tbaa !251
  store i16 0, ptr %3, align 2, !dbg !1022, !tbaa !251
  %7 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1023
  store i16 0, ptr %7, align 2, !dbg !1024, !tbaa !251
  %8 = zext i8 %1 to i64, !dbg !1025
  %9 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %4, i64 %8, !dbg !1025
  %10 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !1026
  store i32 0, ptr %10, align 4, !dbg !1027, !tbaa !391
  store i32 0, ptr %9, align 4, !dbg !1028, !tbaa !400
  ret i64 0, !dbg !1029
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_compress_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #4 !dbg !1030 {
    #dbg_value(ptr %0, !1038, !DIExpression(), !1044)
    #dbg_value(i64 %1, !1039, !DIExpression(), !1044)
    #dbg_value(ptr %2, !1040, !DIExpression(), !1044)
    #dbg_value(i64 %3, !1041, !DIExpression(), !1044)
    #dbg_value(ptr %4, !1042, !DIExpression(), !1044)
  %6 = lshr i64 %3, 7, !dbg !1045
  %7 = add i64 %3, 12, !dbg !1045
  %8 = add i64 %7, %6, !dbg !1045
  %9 = icmp ule i64 %8, %1, !dbg !1046
    #dbg_value(i1 %9, !1043, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1044)
  %10 = zext i1 %9 to i32, !dbg !1047
  %11 = tail call fastcc i64 @FSE_compress_usingCTable_generic(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %10), !dbg !1047
  ret i64 %11, !dbg !1049
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_compress_usingCTable_generic(ptr noundef %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #4 !dbg !1050 {
    #dbg_value(ptr %0, !1054, !DIExpression(), !1084)
    #dbg_value(i64 %1, !1055, !DIExpression(), !1084)
    #dbg_value(ptr %2, !1056, !DIExpression(), !1084)
    #dbg_value(i64 %3, !1057, !DIExpression(), !1084)
    #dbg_value(ptr %4, !1058, !DIExpression(), !1084)
    #dbg_value(i32 %5, !1059, !DIExpression(), !1084)
    #dbg_value(ptr %2, !1060, !DIExpression(), !1084)
  %7 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !1085
    #dbg_value(ptr %7, !1062, !DIExpression(), !1084)
    #dbg_value(ptr %7, !1063, !DIExpression(), !1084)
  %8 = icmp ult i64 %3, 3, !dbg !1086
  br i1 %8, label %374, label %9, !dbg !1088

9:                                                ; preds = %6
    #dbg_value(ptr undef, !1089, !DIExpression(), !1097)
    #dbg_value(ptr %0, !1095, !DIExpression(), !1097)
    #dbg_value(i64 %1, !1096, !DIExpression(), !1097)
    #dbg_value(i64 0, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(i32 0, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(ptr %0, !1064, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(ptr %0, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %10 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !1099
  %11 = getelementptr inbounds i8, ptr %10, i64 -8, !dbg !1100
    #dbg_value(ptr %11, !1064, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1084)
  %12 = icmp ugt i64 %1, 8, !dbg !1101
    #dbg_value(i64 poison, !1082, !DIExpression(), !1103)
  br i1 %12, label %13, label %374

13:                                               ; preds = %9
  %14 = and i64 %3, 1, !dbg !1104
  %15 = icmp eq i64 %14, 0, !dbg !1104
  %16 = getelementptr inbounds i8, ptr %7, i64 -1, !dbg !1106
    #dbg_value(ptr %16, !1063, !DIExpression(), !1084)
    #dbg_value(ptr %16, !1063, !DIExpression(), !1084)
  %17 = load i8, ptr %16, align 1, !dbg !1106, !tbaa !285
    #dbg_value(ptr undef, !1107, !DIExpression(), !1119)
    #dbg_value(ptr undef, !1107, !DIExpression(), !1122)
    #dbg_value(ptr %4, !1113, !DIExpression(), !1119)
    #dbg_value(ptr %4, !1113, !DIExpression(), !1122)
    #dbg_value(i8 %17, !1114, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1119)
    #dbg_value(i8 %17, !1114, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1122)
    #dbg_value(ptr undef, !1125, !DIExpression(), !1134)
    #dbg_value(ptr undef, !1125, !DIExpression(), !1136)
    #dbg_value(ptr %4, !1130, !DIExpression(), !1134)
    #dbg_value(ptr %4, !1130, !DIExpression(), !1136)
    #dbg_value(ptr %4, !1131, !DIExpression(), !1134)
    #dbg_value(ptr %4, !1131, !DIExpression(), !1136)
    #dbg_value(ptr %4, !1132, !DIExpression(), !1134)
    #dbg_value(ptr %4, !1132, !DIExpression(), !1136)
    #dbg_value(ptr %4, !1138, !DIExpression(), !1143)
    #dbg_value(ptr %4, !1138, !DIExpression(), !1145)
  %18 = load i16, ptr %4, align 1, !dbg !1147, !tbaa !251
  %19 = zext i16 %18 to i32, !dbg !1148
    #dbg_value(i32 %19, !1133, !DIExpression(), !1134)
    #dbg_value(i32 %19, !1133, !DIExpression(), !1136)
  %20 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !1150
  %21 = icmp eq i16 %18, 0, !dbg !1151
  %22 = add nsw i32 %19, -1, !dbg !1151
  %23 = shl nuw i32 1, %22, !dbg !1151
  %24 = sext i32 %23 to i64, !dbg !1152
  %25 = select i1 %21, i64 1, i64 %24, !dbg !1152
  %26 = getelementptr inbounds i32, ptr %20, i64 %25, !dbg !1152
  %27 = zext i8 %17 to i64, !dbg !1153
  %28 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %27, !dbg !1153
  %29 = load i32, ptr %28, align 4, !dbg !1153, !tbaa !775
  %30 = getelementptr inbounds i8, ptr %28, i64 4, !dbg !1153
  %31 = load i32, ptr %30, align 4, !dbg !1153, !tbaa !775
    #dbg_value(i32 %29, !1115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1154)
    #dbg_value(i32 %29, !1115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1155)
    #dbg_value(i32 %31, !1115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1154)
    #dbg_value(i32 %31, !1115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1155)
    #dbg_value(ptr %20, !1117, !DIExpression(), !1154)
    #dbg_value(ptr %20, !1117, !DIExpression(), !1155)
  %32 = add i32 %31, 32768, !dbg !1156
  %33 = lshr i32 %32, 16, !dbg !1157
    #dbg_value(i32 %33, !1118, !DIExpression(), !1154)
    #dbg_value(i32 %33, !1118, !DIExpression(), !1155)
  %34 = and i32 %32, -65536, !dbg !1158
  %35 = sub i32 %34, %31, !dbg !1159
  %36 = zext i32 %35 to i64, !dbg !1160
  %37 = zext nneg i32 %33 to i64, !dbg !1161
  %38 = lshr i64 %36, %37, !dbg !1161
  %39 = sext i32 %29 to i64, !dbg !1162
  %40 = getelementptr i16, ptr %20, i64 %38, !dbg !1163
  %41 = getelementptr i16, ptr %40, i64 %39, !dbg !1163
  %42 = load i16, ptr %41, align 2, !dbg !1163, !tbaa !251
  br i1 %15, label %96, label %43, !dbg !1164

43:                                               ; preds = %13
    #dbg_value(ptr %20, !1073, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1073, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1073, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
  %44 = zext i16 %42 to i64, !dbg !1165
    #dbg_value(i64 %44, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %45 = getelementptr inbounds i8, ptr %7, i64 -2, !dbg !1166
    #dbg_value(ptr %45, !1063, !DIExpression(), !1084)
  %46 = load i8, ptr %45, align 1, !dbg !1167, !tbaa !285
    #dbg_value(ptr undef, !1107, !DIExpression(), !1168)
    #dbg_value(ptr %4, !1113, !DIExpression(), !1168)
    #dbg_value(ptr undef, !1125, !DIExpression(), !1170)
    #dbg_value(ptr %4, !1130, !DIExpression(), !1170)
    #dbg_value(ptr %4, !1131, !DIExpression(), !1170)
    #dbg_value(ptr %4, !1132, !DIExpression(), !1170)
    #dbg_value(ptr %4, !1138, !DIExpression(), !1172)
    #dbg_value(i32 %19, !1133, !DIExpression(), !1170)
    #dbg_value(ptr %20, !1081, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1081, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
  %47 = zext i8 %46 to i64, !dbg !1174
    #dbg_value(i64 %47, !1114, !DIExpression(), !1168)
  %48 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %47, !dbg !1174
  %49 = load i32, ptr %48, align 4, !dbg !1174, !tbaa !775
  %50 = getelementptr inbounds i8, ptr %48, i64 4, !dbg !1174
  %51 = load i32, ptr %50, align 4, !dbg !1174, !tbaa !775
    #dbg_value(i32 %49, !1115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1175)
    #dbg_value(i32 %51, !1115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1175)
    #dbg_value(ptr %20, !1117, !DIExpression(), !1175)
  %52 = add i32 %51, 32768, !dbg !1176
  %53 = lshr i32 %52, 16, !dbg !1177
    #dbg_value(i32 %53, !1118, !DIExpression(), !1175)
  %54 = and i32 %52, -65536, !dbg !1178
  %55 = sub i32 %54, %51, !dbg !1179
  %56 = zext i32 %55 to i64, !dbg !1180
  %57 = zext nneg i32 %53 to i64, !dbg !1181
  %58 = lshr i64 %56, %57, !dbg !1181
  %59 = sext i32 %49 to i64, !dbg !1182
  %60 = getelementptr i16, ptr %20, i64 %58, !dbg !1183
  %61 = getelementptr i16, ptr %60, i64 %59, !dbg !1183
  %62 = load i16, ptr %61, align 2, !dbg !1183, !tbaa !251
    #dbg_value(i16 %62, !1081, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %63 = getelementptr inbounds i8, ptr %7, i64 -3, !dbg !1184
    #dbg_value(ptr %63, !1063, !DIExpression(), !1084)
  %64 = load i8, ptr %63, align 1, !dbg !1185, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1197)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1197)
  %65 = zext i8 %64 to i64, !dbg !1199
    #dbg_value(i64 %65, !1192, !DIExpression(), !1197)
  %66 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %65, !dbg !1199
  %67 = load i32, ptr %66, align 4, !dbg !1199, !tbaa !775
  %68 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !1199
  %69 = load i32, ptr %68, align 4, !dbg !1199, !tbaa !775
    #dbg_value(i32 %67, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1197)
    #dbg_value(i32 %69, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1197)
    #dbg_value(ptr %20, !1194, !DIExpression(), !1197)
  %70 = zext i32 %69 to i64, !dbg !1200
  %71 = add nuw nsw i64 %70, %44, !dbg !1201
  %72 = lshr i64 %71, 16, !dbg !1202
  %73 = trunc nuw nsw i64 %72 to i32, !dbg !1203
    #dbg_value(i32 %73, !1196, !DIExpression(), !1197)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1211)
    #dbg_value(i64 %44, !1209, !DIExpression(), !1211)
    #dbg_value(i32 %73, !1210, !DIExpression(), !1211)
    #dbg_value(i64 %44, !1213, !DIExpression(), !1219)
    #dbg_value(i32 %73, !1218, !DIExpression(), !1219)
  %74 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %72, !dbg !1221
  %75 = load i32, ptr %74, align 4, !dbg !1221, !tbaa !775
  %76 = zext i32 %75 to i64, !dbg !1221
  %77 = and i64 %76, %44, !dbg !1222
    #dbg_value(i64 %77, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(i32 %73, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %78 = lshr i64 %44, %72, !dbg !1223
  %79 = sext i32 %67 to i64, !dbg !1224
  %80 = getelementptr i16, ptr %20, i64 %78, !dbg !1225
  %81 = getelementptr i16, ptr %80, i64 %79, !dbg !1225
  %82 = load i16, ptr %81, align 2, !dbg !1225, !tbaa !251
    #dbg_value(i16 %82, !1073, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %83 = icmp eq i32 %5, 0, !dbg !1226
  %84 = lshr i64 %71, 19, !dbg !1226
    #dbg_value(ptr %0, !1227, !DIExpression(), !1233)
    #dbg_value(ptr %0, !1227, !DIExpression(), !1242)
    #dbg_value(i64 %77, !1232, !DIExpression(), !1233)
    #dbg_value(i64 %77, !1232, !DIExpression(), !1242)
    #dbg_value(ptr %0, !1249, !DIExpression(), !1253)
    #dbg_value(ptr %0, !1249, !DIExpression(), !1256)
    #dbg_value(i64 %77, !1252, !DIExpression(), !1253)
    #dbg_value(i64 %77, !1252, !DIExpression(), !1256)
    #dbg_value(ptr %0, !303, !DIExpression(), !1258)
    #dbg_value(ptr %0, !303, !DIExpression(), !1261)
    #dbg_value(i64 %77, !308, !DIExpression(), !1258)
    #dbg_value(i64 %77, !308, !DIExpression(), !1261)
  store i64 %77, ptr %0, align 1, !dbg !1226, !tbaa !312
  %85 = getelementptr inbounds i8, ptr %0, i64 %84, !dbg !1226
  br i1 %83, label %90, label %86, !dbg !1226

86:                                               ; preds = %43
    #dbg_value(ptr undef, !1246, !DIExpression(), !1263)
    #dbg_value(i64 %84, !1247, !DIExpression(), !1263)
    #dbg_value(ptr %85, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %87 = and i32 %73, 7, !dbg !1264
    #dbg_value(i32 %87, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %88 = shl nuw nsw i64 %84, 3, !dbg !1265
  %89 = lshr i64 %77, %88, !dbg !1266
    #dbg_value(i64 %89, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  br label %115, !dbg !1226

90:                                               ; preds = %43
    #dbg_value(ptr undef, !1239, !DIExpression(), !1267)
    #dbg_value(i64 %84, !1240, !DIExpression(), !1267)
  %91 = icmp ugt ptr %85, %11, !dbg !1268
  %92 = select i1 %91, ptr %11, ptr %85, !dbg !1270
    #dbg_value(ptr %92, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %93 = and i32 %73, 7, !dbg !1271
    #dbg_value(i32 %93, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %94 = shl nuw nsw i64 %84, 3, !dbg !1272
  %95 = lshr i64 %77, %94, !dbg !1273
    #dbg_value(i64 %95, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  br label %115, !dbg !1226

96:                                               ; preds = %13
    #dbg_value(ptr %20, !1081, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1081, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
    #dbg_value(i16 %42, !1081, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %97 = getelementptr inbounds i8, ptr %7, i64 -2, !dbg !1274
    #dbg_value(ptr %97, !1063, !DIExpression(), !1084)
  %98 = load i8, ptr %97, align 1, !dbg !1275, !tbaa !285
    #dbg_value(ptr undef, !1107, !DIExpression(), !1276)
    #dbg_value(ptr %4, !1113, !DIExpression(), !1276)
    #dbg_value(ptr undef, !1125, !DIExpression(), !1278)
    #dbg_value(ptr %4, !1130, !DIExpression(), !1278)
    #dbg_value(ptr %4, !1131, !DIExpression(), !1278)
    #dbg_value(ptr %4, !1132, !DIExpression(), !1278)
    #dbg_value(ptr %4, !1138, !DIExpression(), !1280)
    #dbg_value(i32 %19, !1133, !DIExpression(), !1278)
    #dbg_value(ptr %20, !1073, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1073, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1073, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
  %99 = zext i8 %98 to i64, !dbg !1282
    #dbg_value(i64 %99, !1114, !DIExpression(), !1276)
  %100 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %99, !dbg !1282
  %101 = load i32, ptr %100, align 4, !dbg !1282, !tbaa !775
  %102 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !1282
  %103 = load i32, ptr %102, align 4, !dbg !1282, !tbaa !775
    #dbg_value(i32 %101, !1115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
    #dbg_value(i32 %103, !1115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
    #dbg_value(ptr %20, !1117, !DIExpression(), !1283)
  %104 = add i32 %103, 32768, !dbg !1284
  %105 = lshr i32 %104, 16, !dbg !1285
    #dbg_value(i32 %105, !1118, !DIExpression(), !1283)
  %106 = and i32 %104, -65536, !dbg !1286
  %107 = sub i32 %106, %103, !dbg !1287
  %108 = zext i32 %107 to i64, !dbg !1288
  %109 = zext nneg i32 %105 to i64, !dbg !1289
  %110 = lshr i64 %108, %109, !dbg !1289
  %111 = sext i32 %101 to i64, !dbg !1290
  %112 = getelementptr i16, ptr %20, i64 %110, !dbg !1291
  %113 = getelementptr i16, ptr %112, i64 %111, !dbg !1291
  %114 = load i16, ptr %113, align 2, !dbg !1291, !tbaa !251
    #dbg_value(i16 %114, !1073, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  br label %115

115:                                              ; preds = %86, %90, %96
  %116 = phi i64 [ 0, %96 ], [ %95, %90 ], [ %89, %86 ], !dbg !1084
  %117 = phi i32 [ 0, %96 ], [ %93, %90 ], [ %87, %86 ], !dbg !1084
  %118 = phi i16 [ %114, %96 ], [ %82, %90 ], [ %82, %86 ]
  %119 = phi ptr [ %0, %96 ], [ %92, %90 ], [ %85, %86 ], !dbg !1084
  %120 = phi i16 [ %42, %96 ], [ %62, %90 ], [ %62, %86 ]
  %121 = phi ptr [ %97, %96 ], [ %63, %90 ], [ %63, %86 ], !dbg !1106
  %122 = zext i16 %120 to i64, !dbg !1292
  %123 = zext i16 %118 to i64, !dbg !1106
    #dbg_value(i64 %122, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr poison, !1081, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1081, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
    #dbg_value(ptr %119, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i64 %123, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr poison, !1073, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %26, !1073, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i32 %19, !1073, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1084)
    #dbg_value(i32 %117, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(i64 %116, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %121, !1063, !DIExpression(), !1084)
    #dbg_value(i64 %3, !1057, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !1084)
  %124 = and i64 %3, 2, !dbg !1293
  %125 = icmp eq i64 %124, 0, !dbg !1293
  br i1 %125, label %126, label %192, !dbg !1295

126:                                              ; preds = %115
  %127 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !1296
  %128 = getelementptr inbounds i8, ptr %121, i64 -1, !dbg !1297
    #dbg_value(ptr %128, !1063, !DIExpression(), !1084)
  %129 = load i8, ptr %128, align 1, !dbg !1299, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1300)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1300)
  %130 = zext i8 %129 to i64, !dbg !1302
    #dbg_value(i64 %130, !1192, !DIExpression(), !1300)
  %131 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %130, !dbg !1302
  %132 = load i32, ptr %131, align 4, !dbg !1302, !tbaa !775
  %133 = getelementptr inbounds i8, ptr %131, i64 4, !dbg !1302
  %134 = load i32, ptr %133, align 4, !dbg !1302, !tbaa !775
    #dbg_value(i32 %132, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1300)
    #dbg_value(i32 %134, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1300)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1300)
  %135 = zext i32 %134 to i64, !dbg !1303
  %136 = add nuw nsw i64 %135, %122, !dbg !1304
  %137 = lshr i64 %136, 16, !dbg !1305
  %138 = trunc nuw nsw i64 %137 to i32, !dbg !1306
    #dbg_value(i32 %138, !1196, !DIExpression(), !1300)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1307)
    #dbg_value(i64 %122, !1209, !DIExpression(), !1307)
    #dbg_value(i32 %138, !1210, !DIExpression(), !1307)
    #dbg_value(i64 %122, !1213, !DIExpression(), !1309)
    #dbg_value(i32 %138, !1218, !DIExpression(), !1309)
  %139 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %137, !dbg !1311
  %140 = load i32, ptr %139, align 4, !dbg !1311, !tbaa !775
  %141 = zext i32 %140 to i64, !dbg !1311
  %142 = and i64 %141, %122, !dbg !1312
  %143 = zext nneg i32 %117 to i64, !dbg !1313
  %144 = shl nuw nsw i64 %142, %143, !dbg !1313
    #dbg_value(!DIArgList(i64 %144, i64 %116), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %145 = add nuw nsw i32 %117, %138, !dbg !1314
    #dbg_value(i32 %145, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %146 = lshr i64 %122, %137, !dbg !1315
  %147 = sext i32 %132 to i64, !dbg !1316
  %148 = getelementptr i16, ptr %127, i64 %146, !dbg !1317
  %149 = getelementptr i16, ptr %148, i64 %147, !dbg !1317
  %150 = load i16, ptr %149, align 2, !dbg !1317, !tbaa !251
  %151 = zext i16 %150 to i64, !dbg !1317
    #dbg_value(i64 %151, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %152 = getelementptr inbounds i8, ptr %121, i64 -2, !dbg !1318
    #dbg_value(ptr %152, !1063, !DIExpression(), !1084)
  %153 = load i8, ptr %152, align 1, !dbg !1319, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1320)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1320)
  %154 = zext i8 %153 to i64, !dbg !1322
    #dbg_value(i64 %154, !1192, !DIExpression(), !1320)
  %155 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %154, !dbg !1322
  %156 = load i32, ptr %155, align 4, !dbg !1322, !tbaa !775
  %157 = getelementptr inbounds i8, ptr %155, i64 4, !dbg !1322
  %158 = load i32, ptr %157, align 4, !dbg !1322, !tbaa !775
    #dbg_value(i32 %156, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1320)
    #dbg_value(i32 %158, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1320)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1320)
  %159 = zext i32 %158 to i64, !dbg !1323
  %160 = add nuw nsw i64 %159, %123, !dbg !1324
  %161 = lshr i64 %160, 16, !dbg !1325
  %162 = trunc nuw nsw i64 %161 to i32, !dbg !1326
    #dbg_value(i32 %162, !1196, !DIExpression(), !1320)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1327)
    #dbg_value(i64 %123, !1209, !DIExpression(), !1327)
    #dbg_value(i32 %162, !1210, !DIExpression(), !1327)
    #dbg_value(i64 %123, !1213, !DIExpression(), !1329)
    #dbg_value(i32 %162, !1218, !DIExpression(), !1329)
  %163 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %161, !dbg !1331
  %164 = load i32, ptr %163, align 4, !dbg !1331, !tbaa !775
  %165 = zext i32 %164 to i64, !dbg !1331
  %166 = and i64 %165, %123, !dbg !1332
  %167 = zext nneg i32 %145 to i64, !dbg !1333
  %168 = shl i64 %166, %167, !dbg !1333
  %169 = or i64 %144, %168, !dbg !1334
  %170 = or i64 %169, %116, !dbg !1334
    #dbg_value(i64 %170, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %171 = add nuw nsw i32 %145, %162, !dbg !1335
    #dbg_value(i32 %171, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %172 = lshr i64 %123, %161, !dbg !1336
  %173 = sext i32 %156 to i64, !dbg !1337
  %174 = getelementptr i16, ptr %127, i64 %172, !dbg !1338
  %175 = getelementptr i16, ptr %174, i64 %173, !dbg !1338
  %176 = load i16, ptr %175, align 2, !dbg !1338, !tbaa !251
  %177 = zext i16 %176 to i64, !dbg !1338
    #dbg_value(i64 %177, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %178 = icmp eq i32 %5, 0, !dbg !1339
  %179 = lshr i32 %171, 3, !dbg !1339
  %180 = zext nneg i32 %179 to i64, !dbg !1339
    #dbg_value(ptr %119, !1227, !DIExpression(), !1340)
    #dbg_value(ptr %119, !1227, !DIExpression(), !1343)
    #dbg_value(i64 %170, !1232, !DIExpression(), !1340)
    #dbg_value(i64 %170, !1232, !DIExpression(), !1343)
    #dbg_value(ptr %119, !1249, !DIExpression(), !1346)
    #dbg_value(ptr %119, !1249, !DIExpression(), !1348)
    #dbg_value(i64 %170, !1252, !DIExpression(), !1346)
    #dbg_value(i64 %170, !1252, !DIExpression(), !1348)
    #dbg_value(ptr %119, !303, !DIExpression(), !1350)
    #dbg_value(ptr %119, !303, !DIExpression(), !1352)
    #dbg_value(i64 %170, !308, !DIExpression(), !1350)
    #dbg_value(i64 %170, !308, !DIExpression(), !1352)
  store i64 %170, ptr %119, align 1, !dbg !1339, !tbaa !312
  %181 = getelementptr inbounds i8, ptr %119, i64 %180, !dbg !1339
  br i1 %178, label %186, label %182, !dbg !1339

182:                                              ; preds = %126
    #dbg_value(ptr undef, !1246, !DIExpression(), !1354)
    #dbg_value(i64 %180, !1247, !DIExpression(), !1354)
    #dbg_value(ptr %181, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %183 = and i32 %171, 7, !dbg !1355
    #dbg_value(i32 %183, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %184 = shl nuw nsw i64 %180, 3, !dbg !1356
  %185 = lshr i64 %170, %184, !dbg !1357
    #dbg_value(i64 %185, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  br label %192, !dbg !1339

186:                                              ; preds = %126
    #dbg_value(ptr undef, !1239, !DIExpression(), !1358)
    #dbg_value(i64 %180, !1240, !DIExpression(), !1358)
  %187 = icmp ugt ptr %181, %11, !dbg !1359
  %188 = select i1 %187, ptr %11, ptr %181, !dbg !1360
    #dbg_value(ptr %188, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %189 = and i32 %171, 7, !dbg !1361
    #dbg_value(i32 %189, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %190 = shl nuw nsw i64 %180, 3, !dbg !1362
  %191 = lshr i64 %170, %190, !dbg !1363
    #dbg_value(i64 %191, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  br label %192, !dbg !1339

192:                                              ; preds = %182, %186, %115
  %193 = phi i64 [ %191, %186 ], [ %185, %182 ], [ %116, %115 ], !dbg !1084
  %194 = phi i32 [ %189, %186 ], [ %183, %182 ], [ %117, %115 ], !dbg !1084
  %195 = phi i64 [ %177, %186 ], [ %177, %182 ], [ %123, %115 ], !dbg !1084
  %196 = phi ptr [ %188, %186 ], [ %181, %182 ], [ %119, %115 ], !dbg !1084
  %197 = phi i64 [ %151, %186 ], [ %151, %182 ], [ %122, %115 ], !dbg !1084
  %198 = phi ptr [ %152, %186 ], [ %152, %182 ], [ %121, %115 ], !dbg !1084
    #dbg_value(i64 %197, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %196, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i64 %195, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(i32 %194, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(i64 %193, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %198, !1063, !DIExpression(), !1084)
  %199 = icmp ugt ptr %198, %2, !dbg !1364
  br i1 %199, label %200, label %320, !dbg !1365

200:                                              ; preds = %192
  %201 = getelementptr inbounds i8, ptr %4, i64 4
  %202 = icmp eq i32 %5, 0
  br label %203, !dbg !1365

203:                                              ; preds = %200, %203
  %204 = phi ptr [ %198, %200 ], [ %282, %203 ]
  %205 = phi i64 [ %197, %200 ], [ %281, %203 ]
  %206 = phi ptr [ %196, %200 ], [ %315, %203 ]
  %207 = phi i64 [ %195, %200 ], [ %309, %203 ]
  %208 = phi i32 [ %194, %200 ], [ %316, %203 ]
  %209 = phi i64 [ %193, %200 ], [ %318, %203 ]
    #dbg_value(ptr %204, !1063, !DIExpression(), !1084)
    #dbg_value(i64 %205, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %206, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i64 %207, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(i32 %208, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(i64 %209, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %210 = getelementptr inbounds i8, ptr %204, i64 -1, !dbg !1366
    #dbg_value(ptr %210, !1063, !DIExpression(), !1084)
  %211 = load i8, ptr %210, align 1, !dbg !1368, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1369)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1369)
  %212 = zext i8 %211 to i64, !dbg !1371
    #dbg_value(i64 %212, !1192, !DIExpression(), !1369)
  %213 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %212, !dbg !1371
  %214 = load i32, ptr %213, align 4, !dbg !1371, !tbaa !775
  %215 = getelementptr inbounds i8, ptr %213, i64 4, !dbg !1371
  %216 = load i32, ptr %215, align 4, !dbg !1371, !tbaa !775
    #dbg_value(i32 %214, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1369)
    #dbg_value(i32 %216, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1369)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1369)
  %217 = zext i32 %216 to i64, !dbg !1372
  %218 = add nuw nsw i64 %205, %217, !dbg !1373
  %219 = lshr i64 %218, 16, !dbg !1374
  %220 = trunc nuw nsw i64 %219 to i32, !dbg !1375
    #dbg_value(i32 %220, !1196, !DIExpression(), !1369)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1376)
    #dbg_value(i64 %205, !1209, !DIExpression(), !1376)
    #dbg_value(i32 %220, !1210, !DIExpression(), !1376)
    #dbg_value(i64 %205, !1213, !DIExpression(), !1378)
    #dbg_value(i32 %220, !1218, !DIExpression(), !1378)
  %221 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %219, !dbg !1380
  %222 = load i32, ptr %221, align 4, !dbg !1380, !tbaa !775
  %223 = zext i32 %222 to i64, !dbg !1380
  %224 = and i64 %205, %223, !dbg !1381
  %225 = zext nneg i32 %208 to i64, !dbg !1382
  %226 = shl nuw nsw i64 %224, %225, !dbg !1382
    #dbg_value(!DIArgList(i64 %226, i64 %209), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %227 = add nuw nsw i32 %208, %220, !dbg !1383
    #dbg_value(i32 %227, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %228 = lshr i64 %205, %219, !dbg !1384
  %229 = sext i32 %214 to i64, !dbg !1385
  %230 = getelementptr i16, ptr %201, i64 %228, !dbg !1386
  %231 = getelementptr i16, ptr %230, i64 %229, !dbg !1386
  %232 = load i16, ptr %231, align 2, !dbg !1386, !tbaa !251
  %233 = zext i16 %232 to i64, !dbg !1386
    #dbg_value(i64 %233, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %234 = getelementptr inbounds i8, ptr %204, i64 -2, !dbg !1387
    #dbg_value(ptr %234, !1063, !DIExpression(), !1084)
  %235 = load i8, ptr %234, align 1, !dbg !1388, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1389)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1389)
  %236 = zext i8 %235 to i64, !dbg !1391
    #dbg_value(i64 %236, !1192, !DIExpression(), !1389)
  %237 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %236, !dbg !1391
  %238 = load i32, ptr %237, align 4, !dbg !1391, !tbaa !775
  %239 = getelementptr inbounds i8, ptr %237, i64 4, !dbg !1391
  %240 = load i32, ptr %239, align 4, !dbg !1391, !tbaa !775
    #dbg_value(i32 %238, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1389)
    #dbg_value(i32 %240, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1389)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1389)
  %241 = zext i32 %240 to i64, !dbg !1392
  %242 = add nuw nsw i64 %207, %241, !dbg !1393
  %243 = lshr i64 %242, 16, !dbg !1394
  %244 = trunc nuw nsw i64 %243 to i32, !dbg !1395
    #dbg_value(i32 %244, !1196, !DIExpression(), !1389)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1396)
    #dbg_value(i64 %207, !1209, !DIExpression(), !1396)
    #dbg_value(i32 %244, !1210, !DIExpression(), !1396)
    #dbg_value(i64 %207, !1213, !DIExpression(), !1398)
    #dbg_value(i32 %244, !1218, !DIExpression(), !1398)
  %245 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %243, !dbg !1400
  %246 = load i32, ptr %245, align 4, !dbg !1400, !tbaa !775
  %247 = zext i32 %246 to i64, !dbg !1400
  %248 = and i64 %207, %247, !dbg !1401
  %249 = zext nneg i32 %227 to i64, !dbg !1402
  %250 = shl i64 %248, %249, !dbg !1402
    #dbg_value(!DIArgList(i64 poison, i64 poison), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %251 = add nuw nsw i32 %227, %244, !dbg !1403
    #dbg_value(i32 %251, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %252 = lshr i64 %207, %243, !dbg !1404
  %253 = sext i32 %238 to i64, !dbg !1405
  %254 = getelementptr i16, ptr %201, i64 %252, !dbg !1406
  %255 = getelementptr i16, ptr %254, i64 %253, !dbg !1406
  %256 = load i16, ptr %255, align 2, !dbg !1406, !tbaa !251
  %257 = zext i16 %256 to i64, !dbg !1406
    #dbg_value(i64 %257, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %258 = getelementptr inbounds i8, ptr %204, i64 -3, !dbg !1407
    #dbg_value(ptr %258, !1063, !DIExpression(), !1084)
  %259 = load i8, ptr %258, align 1, !dbg !1410, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1411)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1411)
  %260 = zext i8 %259 to i64, !dbg !1413
    #dbg_value(i64 %260, !1192, !DIExpression(), !1411)
  %261 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %260, !dbg !1413
  %262 = load i32, ptr %261, align 4, !dbg !1413, !tbaa !775
  %263 = getelementptr inbounds i8, ptr %261, i64 4, !dbg !1413
  %264 = load i32, ptr %263, align 4, !dbg !1413, !tbaa !775
    #dbg_value(i32 %262, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1411)
    #dbg_value(i32 %264, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1411)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1411)
  %265 = zext i32 %264 to i64, !dbg !1414
  %266 = add nuw nsw i64 %265, %233, !dbg !1415
  %267 = lshr i64 %266, 16, !dbg !1416
  %268 = trunc nuw nsw i64 %267 to i32, !dbg !1417
    #dbg_value(i32 %268, !1196, !DIExpression(), !1411)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1418)
    #dbg_value(i64 %233, !1209, !DIExpression(), !1418)
    #dbg_value(i32 %268, !1210, !DIExpression(), !1418)
    #dbg_value(i64 %233, !1213, !DIExpression(), !1420)
    #dbg_value(i32 %268, !1218, !DIExpression(), !1420)
  %269 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %267, !dbg !1422
  %270 = load i32, ptr %269, align 4, !dbg !1422, !tbaa !775
  %271 = zext i32 %270 to i64, !dbg !1422
  %272 = and i64 %271, %233, !dbg !1423
  %273 = zext nneg i32 %251 to i64, !dbg !1424
  %274 = shl i64 %272, %273, !dbg !1424
    #dbg_value(!DIArgList(i64 poison, i64 poison), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %275 = add nuw nsw i32 %251, %268, !dbg !1425
    #dbg_value(i32 %275, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %276 = lshr i64 %233, %267, !dbg !1426
  %277 = sext i32 %262 to i64, !dbg !1427
  %278 = getelementptr i16, ptr %201, i64 %276, !dbg !1428
  %279 = getelementptr i16, ptr %278, i64 %277, !dbg !1428
  %280 = load i16, ptr %279, align 2, !dbg !1428, !tbaa !251
  %281 = zext i16 %280 to i64, !dbg !1428
    #dbg_value(i64 %281, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %282 = getelementptr inbounds i8, ptr %204, i64 -4, !dbg !1429
    #dbg_value(ptr %282, !1063, !DIExpression(), !1084)
  %283 = load i8, ptr %282, align 1, !dbg !1430, !tbaa !285
    #dbg_value(ptr undef, !1186, !DIExpression(), !1431)
    #dbg_value(ptr undef, !1191, !DIExpression(), !1431)
  %284 = zext i8 %283 to i64, !dbg !1433
    #dbg_value(i64 %284, !1192, !DIExpression(), !1431)
  %285 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %284, !dbg !1433
  %286 = load i32, ptr %285, align 4, !dbg !1433, !tbaa !775
  %287 = getelementptr inbounds i8, ptr %285, i64 4, !dbg !1433
  %288 = load i32, ptr %287, align 4, !dbg !1433, !tbaa !775
    #dbg_value(i32 %286, !1193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1431)
    #dbg_value(i32 %288, !1193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1431)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1431)
  %289 = zext i32 %288 to i64, !dbg !1434
  %290 = add nuw nsw i64 %289, %257, !dbg !1435
  %291 = lshr i64 %290, 16, !dbg !1436
  %292 = trunc nuw nsw i64 %291 to i32, !dbg !1437
    #dbg_value(i32 %292, !1196, !DIExpression(), !1431)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1438)
    #dbg_value(i64 %257, !1209, !DIExpression(), !1438)
    #dbg_value(i32 %292, !1210, !DIExpression(), !1438)
    #dbg_value(i64 %257, !1213, !DIExpression(), !1440)
    #dbg_value(i32 %292, !1218, !DIExpression(), !1440)
  %293 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %291, !dbg !1442
  %294 = load i32, ptr %293, align 4, !dbg !1442, !tbaa !775
  %295 = zext i32 %294 to i64, !dbg !1442
  %296 = and i64 %295, %257, !dbg !1443
  %297 = zext nneg i32 %275 to i64, !dbg !1444
  %298 = shl i64 %296, %297, !dbg !1444
  %299 = or i64 %226, %209, !dbg !1445
  %300 = or i64 %299, %250, !dbg !1446
  %301 = or i64 %300, %274, !dbg !1447
  %302 = or i64 %301, %298, !dbg !1447
    #dbg_value(i64 %302, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %303 = add nuw nsw i32 %275, %292, !dbg !1448
    #dbg_value(i32 %303, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %304 = lshr i64 %257, %291, !dbg !1449
  %305 = sext i32 %286 to i64, !dbg !1450
  %306 = getelementptr i16, ptr %201, i64 %304, !dbg !1451
  %307 = getelementptr i16, ptr %306, i64 %305, !dbg !1451
  %308 = load i16, ptr %307, align 2, !dbg !1451, !tbaa !251
  %309 = zext i16 %308 to i64, !dbg !1451
    #dbg_value(i64 %309, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %310 = lshr i32 %303, 3, !dbg !1452
  %311 = zext nneg i32 %310 to i64, !dbg !1452
    #dbg_value(ptr %206, !1227, !DIExpression(), !1453)
    #dbg_value(ptr %206, !1227, !DIExpression(), !1456)
    #dbg_value(i64 %302, !1232, !DIExpression(), !1453)
    #dbg_value(i64 %302, !1232, !DIExpression(), !1456)
    #dbg_value(ptr %206, !1249, !DIExpression(), !1459)
    #dbg_value(ptr %206, !1249, !DIExpression(), !1461)
    #dbg_value(i64 %302, !1252, !DIExpression(), !1459)
    #dbg_value(i64 %302, !1252, !DIExpression(), !1461)
    #dbg_value(ptr %206, !303, !DIExpression(), !1463)
    #dbg_value(ptr %206, !303, !DIExpression(), !1465)
    #dbg_value(i64 %302, !308, !DIExpression(), !1463)
    #dbg_value(i64 %302, !308, !DIExpression(), !1465)
  %312 = getelementptr inbounds i8, ptr %206, i64 %311, !dbg !1452
  %313 = icmp ugt ptr %312, %11, !dbg !1452
  %314 = select i1 %202, i1 %313, i1 false, !dbg !1452
  %315 = select i1 %314, ptr %11, ptr %312, !dbg !1452
  store i64 %302, ptr %206, align 1, !dbg !1452
  %316 = and i32 %303, 7, !dbg !1452
  %317 = shl nuw nsw i64 %311, 3, !dbg !1452
  %318 = lshr i64 %302, %317, !dbg !1452
    #dbg_value(i64 %281, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %315, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i64 %309, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(i32 %316, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(i64 %318, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %282, !1063, !DIExpression(), !1084)
  %319 = icmp ugt ptr %282, %2, !dbg !1364
  br i1 %319, label %203, label %320, !dbg !1365, !llvm.loop !1467

320:                                              ; preds = %203, %192
  %321 = phi i64 [ %193, %192 ], [ %318, %203 ], !dbg !1469
  %322 = phi i32 [ %194, %192 ], [ %316, %203 ], !dbg !1470
  %323 = phi i64 [ %195, %192 ], [ %309, %203 ], !dbg !1471
  %324 = phi ptr [ %196, %192 ], [ %315, %203 ], !dbg !1472
  %325 = phi i64 [ %197, %192 ], [ %281, %203 ], !dbg !1471
    #dbg_value(ptr undef, !1473, !DIExpression(), !1481)
    #dbg_value(ptr undef, !1480, !DIExpression(), !1481)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1483)
    #dbg_value(i64 %325, !1209, !DIExpression(), !1483)
    #dbg_value(i32 %19, !1210, !DIExpression(), !1483)
    #dbg_value(i64 %325, !1213, !DIExpression(), !1485)
    #dbg_value(i32 %19, !1218, !DIExpression(), !1485)
  %326 = zext i16 %18 to i64, !dbg !1487
  %327 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %326, !dbg !1487
  %328 = load i32, ptr %327, align 4, !dbg !1487, !tbaa !775
  %329 = zext i32 %328 to i64, !dbg !1487
  %330 = and i64 %325, %329, !dbg !1488
  %331 = zext nneg i32 %322 to i64, !dbg !1489
  %332 = shl nuw nsw i64 %330, %331, !dbg !1489
  %333 = or i64 %332, %321, !dbg !1490
    #dbg_value(i64 %333, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %334 = add nuw nsw i32 %322, %19, !dbg !1491
    #dbg_value(ptr undef, !1239, !DIExpression(), !1492)
  %335 = lshr i32 %334, 3, !dbg !1494
  %336 = zext nneg i32 %335 to i64, !dbg !1495
    #dbg_value(i64 %336, !1240, !DIExpression(), !1492)
    #dbg_value(ptr %324, !1227, !DIExpression(), !1496)
    #dbg_value(i64 %333, !1232, !DIExpression(), !1496)
    #dbg_value(ptr %324, !1249, !DIExpression(), !1498)
    #dbg_value(i64 %333, !1252, !DIExpression(), !1498)
    #dbg_value(ptr %324, !303, !DIExpression(), !1500)
    #dbg_value(i64 %333, !308, !DIExpression(), !1500)
  store i64 %333, ptr %324, align 1, !dbg !1502, !tbaa !312
  %337 = getelementptr inbounds i8, ptr %324, i64 %336, !dbg !1503
  %338 = icmp ugt ptr %337, %11, !dbg !1504
  %339 = select i1 %338, ptr %11, ptr %337, !dbg !1505
    #dbg_value(ptr %339, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %340 = and i32 %334, 7, !dbg !1506
    #dbg_value(i32 %340, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %341 = shl nuw nsw i64 %336, 3, !dbg !1507
  %342 = lshr i64 %333, %341, !dbg !1508
    #dbg_value(i64 %342, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr undef, !1473, !DIExpression(), !1509)
    #dbg_value(ptr undef, !1480, !DIExpression(), !1509)
    #dbg_value(ptr undef, !1204, !DIExpression(), !1511)
    #dbg_value(i64 %323, !1209, !DIExpression(), !1511)
    #dbg_value(i32 %19, !1210, !DIExpression(), !1511)
    #dbg_value(i64 %323, !1213, !DIExpression(), !1513)
    #dbg_value(i32 %19, !1218, !DIExpression(), !1513)
  %343 = and i64 %323, %329, !dbg !1515
  %344 = zext nneg i32 %340 to i64, !dbg !1516
  %345 = shl nuw nsw i64 %343, %344, !dbg !1516
  %346 = or i64 %345, %342, !dbg !1517
    #dbg_value(i64 %346, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %347 = add nuw nsw i32 %340, %19, !dbg !1518
    #dbg_value(ptr undef, !1239, !DIExpression(), !1519)
  %348 = lshr i32 %347, 3, !dbg !1521
  %349 = zext nneg i32 %348 to i64, !dbg !1522
    #dbg_value(i64 %349, !1240, !DIExpression(), !1519)
    #dbg_value(ptr %339, !1227, !DIExpression(), !1523)
    #dbg_value(i64 %346, !1232, !DIExpression(), !1523)
    #dbg_value(ptr %339, !1249, !DIExpression(), !1525)
    #dbg_value(i64 %346, !1252, !DIExpression(), !1525)
    #dbg_value(ptr %339, !303, !DIExpression(), !1527)
    #dbg_value(i64 %346, !308, !DIExpression(), !1527)
  store i64 %346, ptr %339, align 1, !dbg !1529, !tbaa !312
  %350 = getelementptr inbounds i8, ptr %339, i64 %349, !dbg !1530
  %351 = icmp ugt ptr %350, %11, !dbg !1531
  %352 = select i1 %351, ptr %11, ptr %350, !dbg !1532
    #dbg_value(ptr %352, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
  %353 = and i32 %347, 7, !dbg !1533
    #dbg_value(i32 %353, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %354 = shl nuw nsw i64 %349, 3, !dbg !1534
  %355 = lshr i64 %346, %354, !dbg !1535
    #dbg_value(i64 %355, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr undef, !1536, !DIExpression(), !1541)
    #dbg_value(ptr undef, !1543, !DIExpression(), !1548)
    #dbg_value(i64 1, !1546, !DIExpression(), !1548)
    #dbg_value(i32 1, !1547, !DIExpression(), !1548)
  %356 = zext nneg i32 %353 to i64, !dbg !1550
  %357 = shl nuw nsw i64 1, %356, !dbg !1550
  %358 = or i64 %355, %357, !dbg !1551
    #dbg_value(i64 %358, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
  %359 = add nuw nsw i32 %353, 1, !dbg !1552
    #dbg_value(ptr undef, !1239, !DIExpression(), !1553)
  %360 = lshr i32 %359, 3, !dbg !1555
  %361 = zext nneg i32 %360 to i64, !dbg !1556
    #dbg_value(i64 %361, !1240, !DIExpression(), !1553)
    #dbg_value(ptr %352, !1227, !DIExpression(), !1557)
    #dbg_value(i64 %358, !1232, !DIExpression(), !1557)
    #dbg_value(ptr %352, !1249, !DIExpression(), !1559)
    #dbg_value(i64 %358, !1252, !DIExpression(), !1559)
    #dbg_value(ptr %352, !303, !DIExpression(), !1561)
    #dbg_value(i64 %358, !308, !DIExpression(), !1561)
  store i64 %358, ptr %352, align 1, !dbg !1563, !tbaa !312
  %362 = getelementptr inbounds i8, ptr %352, i64 %361, !dbg !1564
  %363 = icmp ugt ptr %362, %11, !dbg !1565
  %364 = select i1 %363, ptr %11, ptr %362, !dbg !1566
    #dbg_value(ptr %364, !1064, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i32 %359, !1064, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1084)
    #dbg_value(!DIArgList(i64 %358, i64 %361), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1084)
  %365 = icmp ult ptr %364, %11, !dbg !1567
  br i1 %365, label %366, label %374, !dbg !1569

366:                                              ; preds = %320
  %367 = and i32 %359, 7, !dbg !1570
    #dbg_value(i32 %367, !1064, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1084)
  %368 = ptrtoint ptr %364 to i64, !dbg !1571
  %369 = ptrtoint ptr %0 to i64, !dbg !1571
  %370 = icmp ne i32 %367, 0, !dbg !1572
  %371 = zext i1 %370 to i64, !dbg !1573
  %372 = sub i64 %371, %369, !dbg !1571
  %373 = add i64 %372, %368, !dbg !1574
  br label %374, !dbg !1575

374:                                              ; preds = %366, %320, %6, %9
  %375 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %373, %366 ], [ 0, %320 ], !dbg !1084
  ret i64 %375, !dbg !1576
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @FSE_compressBound(i64 noundef %0) local_unnamed_addr #1 !dbg !1577 {
    #dbg_value(i64 %0, !1581, !DIExpression(), !1582)
  %2 = lshr i64 %0, 7, !dbg !1583
  %3 = add i64 %0, 524, !dbg !1583
  %4 = add i64 %3, %2, !dbg !1583
  ret i64 %4, !dbg !1584
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!146, !147, !148, !149, !150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rtbTable", scope: !2, file: !3, line: 475, type: !142, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "FSE_normalizeCount", scope: !3, file: !3, line: 465, type: !4, scopeLine: 468, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !110)
!3 = !DIFile(filename: "src/zstd/lib/compress/fse_compress.c", directory: ".", checksumkind: CSK_MD5, checksum: "d7b50e974653800b770c886023f759cd")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !9, !11, !12, !6, !11, !11}
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 18, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !15, retainedTypes: !55, globals: !104, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16}
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 60, baseType: !11, size: 32, elements: !18)
!17 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!18 = !{!19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!19 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!20 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!21 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!22 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!23 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!24 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!25 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!26 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!27 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!28 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!29 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!30 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!31 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!32 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!33 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!34 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!35 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!36 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!37 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!38 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!39 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!40 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!41 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!42 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!43 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!44 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!45 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!46 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!47 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!48 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!49 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!50 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!51 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!52 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!53 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!54 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!55 = !{!56, !64, !68, !76, !6, !57, !77, !74, !65, !11, !81, !10, !84, !86, !88, !90, !92, !94, !97, !100, !102}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !58, line: 45, baseType: !59)
!58 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !60, line: 25, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !62, line: 40, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !58, line: 47, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !60, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !62, line: 42, baseType: !11)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_symbolCompressionTransform", file: !70, line: 426, baseType: !71)
!70 = !DIFile(filename: "src/zstd/lib/compress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !70, line: 423, size: 64, elements: !72)
!72 = !{!73, !75}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "deltaFindState", scope: !71, file: !70, line: 424, baseType: !74, size: 32)
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "deltaNbBits", scope: !71, file: !70, line: 425, baseType: !65, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !58, line: 42, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !60, line: 24, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !62, line: 38, baseType: !80)
!80 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !58, line: 49, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !60, line: 27, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !62, line: 45, baseType: !8)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign64", file: !58, line: 179, baseType: !81, align: 8)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!96 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !58, line: 177, baseType: !57, align: 8)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "BitContainerType", file: !101, line: 51, baseType: !6)
!101 = !DIFile(filename: "src/zstd/lib/compress/../common/bitstream.h", directory: ".", checksumkind: CSK_MD5, checksum: "4539a95e06d8c3ec524ed55ae936cbde")
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !58, line: 178, baseType: !65, align: 8)
!104 = !{!0, !105}
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "BIT_mask", scope: !14, file: !101, line: 134, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 1024, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 32)
!110 = !{!111, !112, !113, !114, !115, !116, !117, !120, !122, !123, !124, !125, !126, !127, !128, !129, !135, !138}
!111 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !2, file: !3, line: 465, type: !9)
!112 = !DILocalVariable(name: "tableLog", arg: 2, scope: !2, file: !3, line: 465, type: !11)
!113 = !DILocalVariable(name: "count", arg: 3, scope: !2, file: !3, line: 466, type: !12)
!114 = !DILocalVariable(name: "total", arg: 4, scope: !2, file: !3, line: 466, type: !6)
!115 = !DILocalVariable(name: "maxSymbolValue", arg: 5, scope: !2, file: !3, line: 467, type: !11)
!116 = !DILocalVariable(name: "useLowProbCount", arg: 6, scope: !2, file: !3, line: 467, type: !11)
!117 = !DILocalVariable(name: "lowProbCount", scope: !118, file: !3, line: 476, type: !119)
!118 = distinct !DILexicalBlock(scope: !2, file: !3, line: 475, column: 5)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!120 = !DILocalVariable(name: "scale", scope: !118, file: !3, line: 477, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!122 = !DILocalVariable(name: "step", scope: !118, file: !3, line: 478, type: !121)
!123 = !DILocalVariable(name: "vStep", scope: !118, file: !3, line: 479, type: !121)
!124 = !DILocalVariable(name: "stillToDistribute", scope: !118, file: !3, line: 480, type: !74)
!125 = !DILocalVariable(name: "s", scope: !118, file: !3, line: 481, type: !11)
!126 = !DILocalVariable(name: "largest", scope: !118, file: !3, line: 482, type: !11)
!127 = !DILocalVariable(name: "largestP", scope: !118, file: !3, line: 483, type: !10)
!128 = !DILocalVariable(name: "lowThreshold", scope: !118, file: !3, line: 484, type: !65)
!129 = !DILocalVariable(name: "proba", scope: !130, file: !3, line: 493, type: !10)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 492, column: 20)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 489, column: 17)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 486, column: 43)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 486, column: 9)
!134 = distinct !DILexicalBlock(scope: !118, file: !3, line: 486, column: 9)
!135 = !DILocalVariable(name: "restToBeat", scope: !136, file: !3, line: 495, type: !81)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 494, column: 30)
!137 = distinct !DILexicalBlock(scope: !130, file: !3, line: 494, column: 21)
!138 = !DILocalVariable(name: "errorCode", scope: !139, file: !3, line: 504, type: !141)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 502, column: 70)
!140 = distinct !DILexicalBlock(scope: !118, file: !3, line: 502, column: 13)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 256, elements: !144)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!144 = !{!145}
!145 = !DISubrange(count: 8)
!146 = !{i32 7, !"Dwarf Version", i32 5}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 4}
!149 = !{i32 8, !"PIC Level", i32 2}
!150 = !{i32 7, !"PIE Level", i32 2}
!151 = !{i32 7, !"uwtable", i32 2}
!152 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!153 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!154 = distinct !DISubprogram(name: "FSE_buildCTable_wksp", scope: !3, file: !3, line: 68, type: !155, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !161)
!155 = !DISubroutineType(types: !156)
!156 = !{!6, !157, !159, !11, !11, !160, !6}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CTable", file: !70, line: 118, baseType: !11)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!161 = !{!162, !163, !164, !165, !166, !167, !168, !169, !170, !172, !174, !175, !177, !178, !179, !180, !182, !183, !185, !188, !190, !191, !192, !193, !197, !199, !201, !202, !203, !207, !211, !213, !214, !218, !219, !221, !225, !227, !228, !234}
!162 = !DILocalVariable(name: "ct", arg: 1, scope: !154, file: !3, line: 68, type: !157)
!163 = !DILocalVariable(name: "normalizedCounter", arg: 2, scope: !154, file: !3, line: 69, type: !159)
!164 = !DILocalVariable(name: "maxSymbolValue", arg: 3, scope: !154, file: !3, line: 69, type: !11)
!165 = !DILocalVariable(name: "tableLog", arg: 4, scope: !154, file: !3, line: 69, type: !11)
!166 = !DILocalVariable(name: "workSpace", arg: 5, scope: !154, file: !3, line: 70, type: !160)
!167 = !DILocalVariable(name: "wkspSize", arg: 6, scope: !154, file: !3, line: 70, type: !6)
!168 = !DILocalVariable(name: "tableSize", scope: !154, file: !3, line: 72, type: !143)
!169 = !DILocalVariable(name: "tableMask", scope: !154, file: !3, line: 73, type: !143)
!170 = !DILocalVariable(name: "ptr", scope: !154, file: !3, line: 74, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!172 = !DILocalVariable(name: "tableU16", scope: !154, file: !3, line: 75, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!174 = !DILocalVariable(name: "FSCT", scope: !154, file: !3, line: 76, type: !171)
!175 = !DILocalVariable(name: "symbolTT", scope: !154, file: !3, line: 77, type: !176)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!177 = !DILocalVariable(name: "step", scope: !154, file: !3, line: 78, type: !143)
!178 = !DILocalVariable(name: "maxSV1", scope: !154, file: !3, line: 79, type: !143)
!179 = !DILocalVariable(name: "cumul", scope: !154, file: !3, line: 81, type: !56)
!180 = !DILocalVariable(name: "tableSymbol", scope: !154, file: !3, line: 82, type: !181)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!182 = !DILocalVariable(name: "highThreshold", scope: !154, file: !3, line: 84, type: !65)
!183 = !DILocalVariable(name: "u", scope: !184, file: !3, line: 101, type: !65)
!184 = distinct !DILexicalBlock(scope: !154, file: !3, line: 101, column: 5)
!185 = !DILocalVariable(name: "spread", scope: !186, file: !3, line: 120, type: !181)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 116, column: 41)
!187 = distinct !DILexicalBlock(scope: !154, file: !3, line: 116, column: 9)
!188 = !DILocalVariable(name: "add", scope: !189, file: !3, line: 121, type: !121)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 121, column: 9)
!190 = !DILocalVariable(name: "pos", scope: !189, file: !3, line: 122, type: !6)
!191 = !DILocalVariable(name: "sv", scope: !189, file: !3, line: 123, type: !81)
!192 = !DILocalVariable(name: "s", scope: !189, file: !3, line: 124, type: !65)
!193 = !DILocalVariable(name: "i", scope: !194, file: !3, line: 126, type: !74)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 125, column: 49)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 125, column: 13)
!196 = distinct !DILexicalBlock(scope: !189, file: !3, line: 125, column: 13)
!197 = !DILocalVariable(name: "n", scope: !194, file: !3, line: 127, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!199 = !DILocalVariable(name: "position", scope: !200, file: !3, line: 140, type: !6)
!200 = distinct !DILexicalBlock(scope: !186, file: !3, line: 140, column: 9)
!201 = !DILocalVariable(name: "s", scope: !200, file: !3, line: 141, type: !6)
!202 = !DILocalVariable(name: "unroll", scope: !200, file: !3, line: 142, type: !141)
!203 = !DILocalVariable(name: "u", scope: !204, file: !3, line: 145, type: !6)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 144, column: 61)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 144, column: 13)
!206 = distinct !DILexicalBlock(scope: !200, file: !3, line: 144, column: 13)
!207 = !DILocalVariable(name: "uPosition", scope: !208, file: !3, line: 147, type: !141)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 146, column: 46)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 146, column: 17)
!210 = distinct !DILexicalBlock(scope: !204, file: !3, line: 146, column: 17)
!211 = !DILocalVariable(name: "position", scope: !212, file: !3, line: 155, type: !65)
!212 = distinct !DILexicalBlock(scope: !187, file: !3, line: 154, column: 12)
!213 = !DILocalVariable(name: "symbol", scope: !212, file: !3, line: 156, type: !65)
!214 = !DILocalVariable(name: "nbOccurrences", scope: !215, file: !3, line: 158, type: !74)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 157, column: 49)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 157, column: 9)
!217 = distinct !DILexicalBlock(scope: !212, file: !3, line: 157, column: 9)
!218 = !DILocalVariable(name: "freq", scope: !215, file: !3, line: 159, type: !198)
!219 = !DILocalVariable(name: "u", scope: !220, file: !3, line: 170, type: !65)
!220 = distinct !DILexicalBlock(scope: !154, file: !3, line: 170, column: 5)
!221 = !DILocalVariable(name: "s", scope: !222, file: !3, line: 171, type: !77)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 170, column: 44)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 170, column: 16)
!224 = distinct !DILexicalBlock(scope: !220, file: !3, line: 170, column: 16)
!225 = !DILocalVariable(name: "total", scope: !226, file: !3, line: 176, type: !11)
!226 = distinct !DILexicalBlock(scope: !154, file: !3, line: 176, column: 5)
!227 = !DILocalVariable(name: "s", scope: !226, file: !3, line: 177, type: !11)
!228 = !DILocalVariable(name: "maxBitsOut", scope: !229, file: !3, line: 195, type: !143)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 195, column: 17)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 180, column: 13)
!231 = distinct !DILexicalBlock(scope: !232, file: !3, line: 178, column: 43)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 178, column: 9)
!233 = distinct !DILexicalBlock(scope: !226, file: !3, line: 178, column: 9)
!234 = !DILocalVariable(name: "minStatePlus", scope: !229, file: !3, line: 196, type: !143)
!235 = !DILocation(line: 0, scope: !154)
!236 = !DILocation(line: 72, column: 29, scope: !154)
!237 = !DILocation(line: 73, column: 37, scope: !154)
!238 = !DILocation(line: 75, column: 41, scope: !154)
!239 = !DILocation(line: 76, column: 56, scope: !154)
!240 = !DILocation(line: 76, column: 53, scope: !154)
!241 = !DILocation(line: 78, column: 22, scope: !154)
!242 = !DILocation(line: 79, column: 38, scope: !154)
!243 = !DILocation(line: 82, column: 80, scope: !154)
!244 = !DILocation(line: 82, column: 71, scope: !154)
!245 = !DILocation(line: 87, column: 9, scope: !246)
!246 = distinct !DILexicalBlock(scope: !154, file: !3, line: 87, column: 9)
!247 = !DILocation(line: 87, column: 67, scope: !246)
!248 = !DILocation(line: 87, column: 9, scope: !154)
!249 = !DILocation(line: 89, column: 20, scope: !154)
!250 = !DILocation(line: 89, column: 18, scope: !154)
!251 = !{!252, !252, i64 0}
!252 = !{!"short", !253, i64 0}
!253 = !{!"omnipotent char", !254, i64 0}
!254 = !{!"Simple C/C++ TBAA"}
!255 = !DILocation(line: 90, column: 20, scope: !154)
!256 = !DILocation(line: 90, column: 5, scope: !154)
!257 = !DILocation(line: 90, column: 18, scope: !154)
!258 = !DILocation(line: 102, column: 18, scope: !184)
!259 = !DILocation(line: 0, scope: !184)
!260 = !DILocation(line: 103, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !3, line: 103, column: 9)
!262 = distinct !DILexicalBlock(scope: !184, file: !3, line: 103, column: 9)
!263 = !DILocation(line: 103, column: 9, scope: !262)
!264 = !DILocation(line: 112, column: 25, scope: !184)
!265 = !DILocation(line: 112, column: 9, scope: !184)
!266 = !DILocation(line: 112, column: 23, scope: !184)
!267 = !DILocation(line: 120, column: 42, scope: !186)
!268 = !DILocation(line: 0, scope: !186)
!269 = !DILocation(line: 0, scope: !189)
!270 = !DILocation(line: 125, column: 13, scope: !196)
!271 = !DILocation(line: 104, column: 36, scope: !272)
!272 = distinct !DILexicalBlock(scope: !273, file: !3, line: 104, column: 17)
!273 = distinct !DILexicalBlock(scope: !261, file: !3, line: 103, column: 37)
!274 = !DILocation(line: 104, column: 17, scope: !272)
!275 = !DILocation(line: 104, column: 39, scope: !272)
!276 = !DILocation(line: 0, scope: !272)
!277 = !DILocation(line: 104, column: 17, scope: !273)
!278 = !DILocation(line: 105, column: 39, scope: !279)
!279 = distinct !DILexicalBlock(scope: !272, file: !3, line: 104, column: 45)
!280 = !DILocation(line: 105, column: 26, scope: !279)
!281 = !DILocation(line: 106, column: 48, scope: !279)
!282 = !DILocation(line: 106, column: 42, scope: !279)
!283 = !DILocation(line: 106, column: 17, scope: !279)
!284 = !DILocation(line: 106, column: 46, scope: !279)
!285 = !{!253, !253, i64 0}
!286 = !DILocation(line: 107, column: 13, scope: !279)
!287 = !DILocation(line: 109, column: 39, scope: !288)
!288 = distinct !DILexicalBlock(scope: !272, file: !3, line: 107, column: 20)
!289 = !DILocation(line: 109, column: 26, scope: !288)
!290 = !DILocation(line: 103, column: 33, scope: !261)
!291 = distinct !{!291, !263, !292, !293}
!292 = !DILocation(line: 111, column: 13, scope: !262)
!293 = !{!"llvm.loop.mustprogress"}
!294 = !DILocation(line: 116, column: 23, scope: !187)
!295 = !DILocation(line: 116, column: 9, scope: !154)
!296 = !DILocation(line: 0, scope: !212)
!297 = !DILocation(line: 157, column: 9, scope: !217)
!298 = !DILocation(line: 0, scope: !200)
!299 = !DILocation(line: 144, column: 13, scope: !206)
!300 = !DILocation(line: 127, column: 31, scope: !194)
!301 = !DILocation(line: 0, scope: !194)
!302 = !DILocation(line: 128, column: 36, scope: !194)
!303 = !DILocalVariable(name: "memPtr", arg: 1, scope: !304, file: !58, line: 189, type: !160)
!304 = distinct !DISubprogram(name: "MEM_write64", scope: !58, file: !58, line: 189, type: !305, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !160, !81}
!307 = !{!303, !308}
!308 = !DILocalVariable(name: "value", arg: 2, scope: !304, file: !58, line: 189, type: !81)
!309 = !DILocation(line: 0, scope: !304, inlinedAt: !310)
!310 = distinct !DILocation(line: 128, column: 17, scope: !194)
!311 = !DILocation(line: 189, column: 76, scope: !304, inlinedAt: !310)
!312 = !{!313, !313, i64 0}
!313 = !{!"long", !253, i64 0}
!314 = !DILocation(line: 129, column: 31, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 129, column: 17)
!316 = distinct !DILexicalBlock(scope: !194, file: !3, line: 129, column: 17)
!317 = !DILocation(line: 129, column: 17, scope: !316)
!318 = !DILocation(line: 130, column: 46, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 129, column: 44)
!320 = !DILocation(line: 189, column: 76, scope: !304, inlinedAt: !321)
!321 = distinct !DILocation(line: 130, column: 21, scope: !319)
!322 = distinct !{!322, !317, !323, !293, !324, !325}
!323 = !DILocation(line: 131, column: 17, scope: !316)
!324 = !{!"llvm.loop.isvectorized", i32 1}
!325 = !{!"llvm.loop.unroll.runtime.disable"}
!326 = !DILocation(line: 0, scope: !304, inlinedAt: !321)
!327 = !DILocation(line: 129, column: 38, scope: !315)
!328 = distinct !{!328, !317, !323, !293, !325, !324}
!329 = !DILocation(line: 133, column: 24, scope: !194)
!330 = !DILocation(line: 133, column: 21, scope: !194)
!331 = !DILocation(line: 125, column: 33, scope: !195)
!332 = !DILocation(line: 125, column: 41, scope: !195)
!333 = !DILocation(line: 125, column: 24, scope: !195)
!334 = distinct !{!334, !270, !335, !293}
!335 = !DILocation(line: 134, column: 13, scope: !196)
!336 = !DILocation(line: 0, scope: !204)
!337 = !DILocation(line: 147, column: 70, scope: !208)
!338 = !DILocation(line: 0, scope: !208)
!339 = !DILocation(line: 148, column: 46, scope: !208)
!340 = !DILocation(line: 148, column: 21, scope: !208)
!341 = !DILocation(line: 148, column: 44, scope: !208)
!342 = !DILocation(line: 147, column: 56, scope: !208)
!343 = !DILocation(line: 148, column: 55, scope: !208)
!344 = !DILocation(line: 150, column: 38, scope: !204)
!345 = !DILocation(line: 150, column: 57, scope: !204)
!346 = !DILocation(line: 144, column: 50, scope: !205)
!347 = !DILocation(line: 144, column: 27, scope: !205)
!348 = distinct !{!348, !299, !349, !293}
!349 = !DILocation(line: 151, column: 13, scope: !206)
!350 = !DILocation(line: 159, column: 30, scope: !215)
!351 = !DILocation(line: 0, scope: !215)
!352 = !DILocation(line: 160, column: 48, scope: !353)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 160, column: 13)
!354 = distinct !DILexicalBlock(scope: !215, file: !3, line: 160, column: 13)
!355 = !DILocation(line: 160, column: 13, scope: !354)
!356 = !DILocation(line: 161, column: 17, scope: !357)
!357 = distinct !DILexicalBlock(scope: !353, file: !3, line: 160, column: 72)
!358 = !DILocation(line: 161, column: 39, scope: !357)
!359 = !DILocation(line: 163, column: 17, scope: !357)
!360 = !DILocation(line: 0, scope: !357)
!361 = !DILocation(line: 163, column: 33, scope: !357)
!362 = distinct !{!362, !359, !363, !293}
!363 = !DILocation(line: 164, column: 52, scope: !357)
!364 = distinct !{!364, !355, !365, !293}
!365 = !DILocation(line: 165, column: 9, scope: !354)
!366 = !DILocation(line: 157, column: 45, scope: !216)
!367 = !DILocation(line: 157, column: 30, scope: !216)
!368 = distinct !{!368, !297, !369, !293}
!369 = !DILocation(line: 165, column: 13, scope: !217)
!370 = !DILocation(line: 0, scope: !220)
!371 = !DILocation(line: 170, column: 27, scope: !223)
!372 = !DILocation(line: 170, column: 16, scope: !224)
!373 = !DILocation(line: 171, column: 31, scope: !222)
!374 = !DILocation(line: 0, scope: !222)
!375 = !DILocation(line: 172, column: 48, scope: !222)
!376 = !DILocation(line: 172, column: 32, scope: !222)
!377 = !DILocation(line: 172, column: 18, scope: !222)
!378 = !DILocation(line: 172, column: 26, scope: !222)
!379 = !DILocation(line: 172, column: 9, scope: !222)
!380 = !DILocation(line: 172, column: 30, scope: !222)
!381 = !DILocation(line: 0, scope: !226)
!382 = !DILocation(line: 178, column: 9, scope: !233)
!383 = !DILocation(line: 178, column: 20, scope: !232)
!384 = !DILocation(line: 170, column: 40, scope: !223)
!385 = distinct !{!385, !372, !386, !293}
!386 = !DILocation(line: 173, column: 5, scope: !224)
!387 = !DILocation(line: 179, column: 21, scope: !231)
!388 = !DILocation(line: 179, column: 13, scope: !231)
!389 = !DILocation(line: 183, column: 29, scope: !230)
!390 = !DILocation(line: 183, column: 41, scope: !230)
!391 = !{!392, !393, i64 4}
!392 = !{!"", !393, i64 0, !393, i64 4}
!393 = !{!"int", !253, i64 0}
!394 = !DILocation(line: 184, column: 17, scope: !230)
!395 = !DILocation(line: 188, column: 17, scope: !230)
!396 = !DILocation(line: 188, column: 29, scope: !230)
!397 = !DILocation(line: 188, column: 41, scope: !230)
!398 = !DILocation(line: 190, column: 58, scope: !230)
!399 = !DILocation(line: 190, column: 44, scope: !230)
!400 = !{!392, !393, i64 0}
!401 = !DILocation(line: 191, column: 23, scope: !230)
!402 = !DILocation(line: 192, column: 17, scope: !230)
!403 = !DILocation(line: 195, column: 96, scope: !229)
!404 = !DILocalVariable(name: "val", arg: 1, scope: !405, file: !406, line: 174, type: !65)
!405 = distinct !DISubprogram(name: "ZSTD_highbit32", scope: !406, file: !406, line: 174, type: !407, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !409)
!406 = !DIFile(filename: "src/zstd/lib/compress/../common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!407 = !DISubroutineType(types: !408)
!408 = !{!11, !65}
!409 = !{!404}
!410 = !DILocation(line: 0, scope: !405, inlinedAt: !411)
!411 = distinct !DILocation(line: 195, column: 55, scope: !229)
!412 = !DILocalVariable(name: "val", arg: 1, scope: !413, file: !406, line: 69, type: !65)
!413 = distinct !DISubprogram(name: "ZSTD_countLeadingZeros32", scope: !406, file: !406, line: 69, type: !407, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !414)
!414 = !{!412}
!415 = !DILocation(line: 0, scope: !413, inlinedAt: !416)
!416 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !411)
!417 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !416)
!418 = !DILocation(line: 177, column: 15, scope: !405, inlinedAt: !411)
!419 = !DILocation(line: 195, column: 53, scope: !229)
!420 = !DILocation(line: 0, scope: !229)
!421 = !DILocation(line: 196, column: 72, scope: !229)
!422 = !DILocation(line: 197, column: 59, scope: !229)
!423 = !DILocation(line: 197, column: 66, scope: !229)
!424 = !DILocation(line: 197, column: 21, scope: !229)
!425 = !DILocation(line: 197, column: 33, scope: !229)
!426 = !DILocation(line: 197, column: 45, scope: !229)
!427 = !DILocation(line: 198, column: 62, scope: !229)
!428 = !DILocation(line: 198, column: 48, scope: !229)
!429 = !DILocation(line: 199, column: 27, scope: !229)
!430 = !DILocation(line: 200, column: 9, scope: !230)
!431 = !DILocation(line: 178, column: 39, scope: !232)
!432 = distinct !{!432, !382, !433, !293}
!433 = !DILocation(line: 200, column: 13, scope: !233)
!434 = !DILocation(line: 214, column: 1, scope: !154)
!435 = distinct !DISubprogram(name: "FSE_NCountWriteBound", scope: !3, file: !3, line: 223, type: !436, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !438)
!436 = !DISubroutineType(types: !437)
!437 = !{!6, !11, !11}
!438 = !{!439, !440, !441}
!439 = !DILocalVariable(name: "maxSymbolValue", arg: 1, scope: !435, file: !3, line: 223, type: !11)
!440 = !DILocalVariable(name: "tableLog", arg: 2, scope: !435, file: !3, line: 223, type: !11)
!441 = !DILocalVariable(name: "maxHeaderSize", scope: !435, file: !3, line: 225, type: !141)
!442 = !DILocation(line: 0, scope: !435)
!443 = !DILocation(line: 225, column: 51, scope: !435)
!444 = !DILocation(line: 225, column: 55, scope: !435)
!445 = !DILocation(line: 227, column: 36, scope: !435)
!446 = !DILocation(line: 227, column: 97, scope: !435)
!447 = !DILocation(line: 229, column: 36, scope: !435)
!448 = !DILocation(line: 230, column: 12, scope: !435)
!449 = !DILocation(line: 230, column: 5, scope: !435)
!450 = distinct !DISubprogram(name: "FSE_writeNCount", scope: !3, file: !3, line: 330, type: !451, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !453)
!451 = !DISubroutineType(types: !452)
!452 = !{!6, !160, !6, !159, !11, !11}
!453 = !{!454, !455, !456, !457, !458}
!454 = !DILocalVariable(name: "buffer", arg: 1, scope: !450, file: !3, line: 330, type: !160)
!455 = !DILocalVariable(name: "bufferSize", arg: 2, scope: !450, file: !3, line: 330, type: !6)
!456 = !DILocalVariable(name: "normalizedCounter", arg: 3, scope: !450, file: !3, line: 331, type: !159)
!457 = !DILocalVariable(name: "maxSymbolValue", arg: 4, scope: !450, file: !3, line: 331, type: !11)
!458 = !DILocalVariable(name: "tableLog", arg: 5, scope: !450, file: !3, line: 331, type: !11)
!459 = !DILocation(line: 0, scope: !450)
!460 = !DILocation(line: 333, column: 18, scope: !461)
!461 = distinct !DILexicalBlock(scope: !450, file: !3, line: 333, column: 9)
!462 = !DILocation(line: 333, column: 9, scope: !450)
!463 = !DILocation(line: 334, column: 18, scope: !464)
!464 = distinct !DILexicalBlock(scope: !450, file: !3, line: 334, column: 9)
!465 = !DILocation(line: 334, column: 9, scope: !450)
!466 = !DILocation(line: 0, scope: !435, inlinedAt: !467)
!467 = distinct !DILocation(line: 336, column: 22, scope: !468)
!468 = distinct !DILexicalBlock(scope: !450, file: !3, line: 336, column: 9)
!469 = !DILocation(line: 225, column: 51, scope: !435, inlinedAt: !467)
!470 = !DILocation(line: 225, column: 55, scope: !435, inlinedAt: !467)
!471 = !DILocation(line: 227, column: 36, scope: !435, inlinedAt: !467)
!472 = !DILocation(line: 227, column: 97, scope: !435, inlinedAt: !467)
!473 = !DILocation(line: 229, column: 36, scope: !435, inlinedAt: !467)
!474 = !DILocation(line: 230, column: 12, scope: !435, inlinedAt: !467)
!475 = !DILocation(line: 336, column: 20, scope: !468)
!476 = !DILocation(line: 340, column: 1, scope: !450)
!477 = distinct !DISubprogram(name: "FSE_writeNCount_generic", scope: !3, file: !3, line: 234, type: !478, scopeLine: 237, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !480)
!478 = !DISubroutineType(types: !479)
!479 = !{!6, !160, !6, !159, !11, !11, !11}
!480 = !{!481, !482, !483, !484, !485, !486, !487, !488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498, !499, !503, !505}
!481 = !DILocalVariable(name: "header", arg: 1, scope: !477, file: !3, line: 234, type: !160)
!482 = !DILocalVariable(name: "headerBufferSize", arg: 2, scope: !477, file: !3, line: 234, type: !6)
!483 = !DILocalVariable(name: "normalizedCounter", arg: 3, scope: !477, file: !3, line: 235, type: !159)
!484 = !DILocalVariable(name: "maxSymbolValue", arg: 4, scope: !477, file: !3, line: 235, type: !11)
!485 = !DILocalVariable(name: "tableLog", arg: 5, scope: !477, file: !3, line: 235, type: !11)
!486 = !DILocalVariable(name: "writeIsSafe", arg: 6, scope: !477, file: !3, line: 236, type: !11)
!487 = !DILocalVariable(name: "ostart", scope: !477, file: !3, line: 238, type: !181)
!488 = !DILocalVariable(name: "out", scope: !477, file: !3, line: 239, type: !76)
!489 = !DILocalVariable(name: "oend", scope: !477, file: !3, line: 240, type: !181)
!490 = !DILocalVariable(name: "nbBits", scope: !477, file: !3, line: 241, type: !74)
!491 = !DILocalVariable(name: "tableSize", scope: !477, file: !3, line: 242, type: !198)
!492 = !DILocalVariable(name: "remaining", scope: !477, file: !3, line: 243, type: !74)
!493 = !DILocalVariable(name: "threshold", scope: !477, file: !3, line: 244, type: !74)
!494 = !DILocalVariable(name: "bitStream", scope: !477, file: !3, line: 245, type: !65)
!495 = !DILocalVariable(name: "bitCount", scope: !477, file: !3, line: 246, type: !74)
!496 = !DILocalVariable(name: "symbol", scope: !477, file: !3, line: 247, type: !11)
!497 = !DILocalVariable(name: "alphabetSize", scope: !477, file: !3, line: 248, type: !13)
!498 = !DILocalVariable(name: "previousIs0", scope: !477, file: !3, line: 249, type: !74)
!499 = !DILocalVariable(name: "start", scope: !500, file: !3, line: 262, type: !11)
!500 = distinct !DILexicalBlock(scope: !501, file: !3, line: 261, column: 26)
!501 = distinct !DILexicalBlock(scope: !502, file: !3, line: 261, column: 13)
!502 = distinct !DILexicalBlock(scope: !477, file: !3, line: 260, column: 54)
!503 = !DILocalVariable(name: "count", scope: !504, file: !3, line: 291, type: !74)
!504 = distinct !DILexicalBlock(scope: !502, file: !3, line: 291, column: 9)
!505 = !DILocalVariable(name: "max", scope: !504, file: !3, line: 292, type: !198)
!506 = !DILocation(line: 0, scope: !477)
!507 = !DILocation(line: 240, column: 31, scope: !477)
!508 = !DILocation(line: 248, column: 50, scope: !477)
!509 = !DILocation(line: 260, column: 20, scope: !477)
!510 = !DILocation(line: 260, column: 5, scope: !477)
!511 = !DILocation(line: 252, column: 27, scope: !477)
!512 = !DILocation(line: 242, column: 29, scope: !477)
!513 = !DILocation(line: 256, column: 26, scope: !477)
!514 = !DILocation(line: 258, column: 27, scope: !477)
!515 = !DILocation(line: 261, column: 13, scope: !501)
!516 = !DILocation(line: 261, column: 13, scope: !502)
!517 = !DILocation(line: 263, column: 28, scope: !500)
!518 = !DILocation(line: 263, column: 44, scope: !500)
!519 = !DILocation(line: 263, column: 13, scope: !500)
!520 = !DILocation(line: 263, column: 48, scope: !500)
!521 = !DILocation(line: 263, column: 47, scope: !500)
!522 = !DILocation(line: 263, column: 81, scope: !500)
!523 = distinct !{!523, !519, !522, !293}
!524 = !DILocation(line: 264, column: 24, scope: !525)
!525 = distinct !DILexicalBlock(scope: !500, file: !3, line: 264, column: 17)
!526 = !DILocation(line: 264, column: 17, scope: !500)
!527 = !DILocation(line: 0, scope: !500)
!528 = !DILocation(line: 265, column: 35, scope: !500)
!529 = !DILocation(line: 265, column: 27, scope: !500)
!530 = !DILocation(line: 265, column: 13, scope: !500)
!531 = !DILocation(line: 275, column: 35, scope: !500)
!532 = !DILocation(line: 275, column: 27, scope: !500)
!533 = !DILocation(line: 275, column: 13, scope: !500)
!534 = !DILocation(line: 268, column: 36, scope: !535)
!535 = distinct !DILexicalBlock(scope: !536, file: !3, line: 268, column: 21)
!536 = distinct !DILexicalBlock(scope: !500, file: !3, line: 265, column: 40)
!537 = !DILocation(line: 267, column: 27, scope: !536)
!538 = !DILocation(line: 270, column: 26, scope: !536)
!539 = !DILocation(line: 270, column: 24, scope: !536)
!540 = !DILocation(line: 271, column: 42, scope: !536)
!541 = !DILocation(line: 271, column: 26, scope: !536)
!542 = !DILocation(line: 271, column: 17, scope: !536)
!543 = !DILocation(line: 271, column: 24, scope: !536)
!544 = !DILocation(line: 272, column: 20, scope: !536)
!545 = !DILocation(line: 273, column: 26, scope: !536)
!546 = distinct !{!546, !530, !547, !293}
!547 = !DILocation(line: 274, column: 13, scope: !500)
!548 = !DILocation(line: 277, column: 33, scope: !549)
!549 = distinct !DILexicalBlock(scope: !500, file: !3, line: 275, column: 39)
!550 = !DILocation(line: 277, column: 27, scope: !549)
!551 = !DILocation(line: 278, column: 26, scope: !549)
!552 = distinct !{!552, !533, !553, !293}
!553 = !DILocation(line: 279, column: 13, scope: !500)
!554 = !DILocation(line: 280, column: 33, scope: !500)
!555 = !DILocation(line: 280, column: 41, scope: !500)
!556 = !DILocation(line: 280, column: 23, scope: !500)
!557 = !DILocation(line: 281, column: 22, scope: !500)
!558 = !DILocation(line: 282, column: 25, scope: !559)
!559 = distinct !DILexicalBlock(scope: !500, file: !3, line: 282, column: 17)
!560 = !DILocation(line: 282, column: 17, scope: !500)
!561 = !DILocation(line: 283, column: 36, scope: !562)
!562 = distinct !DILexicalBlock(scope: !563, file: !3, line: 283, column: 21)
!563 = distinct !DILexicalBlock(scope: !559, file: !3, line: 282, column: 30)
!564 = !DILocation(line: 285, column: 26, scope: !563)
!565 = !DILocation(line: 285, column: 24, scope: !563)
!566 = !DILocation(line: 286, column: 42, scope: !563)
!567 = !DILocation(line: 286, column: 26, scope: !563)
!568 = !DILocation(line: 286, column: 17, scope: !563)
!569 = !DILocation(line: 286, column: 24, scope: !563)
!570 = !DILocation(line: 287, column: 21, scope: !563)
!571 = !DILocation(line: 288, column: 27, scope: !563)
!572 = !DILocation(line: 289, column: 26, scope: !563)
!573 = !DILocation(line: 290, column: 9, scope: !563)
!574 = !DILocation(line: 252, column: 15, scope: !477)
!575 = !DILocation(line: 253, column: 15, scope: !477)
!576 = !DILocation(line: 247, column: 14, scope: !477)
!577 = !DILocation(line: 239, column: 11, scope: !477)
!578 = !DILocation(line: 291, column: 49, scope: !504)
!579 = !DILocation(line: 291, column: 25, scope: !504)
!580 = !DILocation(line: 0, scope: !504)
!581 = !DILocation(line: 292, column: 31, scope: !504)
!582 = !DILocation(line: 292, column: 45, scope: !504)
!583 = !DILocation(line: 293, column: 26, scope: !504)
!584 = !DILocation(line: 293, column: 23, scope: !504)
!585 = !DILocation(line: 294, column: 18, scope: !504)
!586 = !DILocation(line: 295, column: 22, scope: !587)
!587 = distinct !DILexicalBlock(scope: !504, file: !3, line: 295, column: 17)
!588 = !DILocation(line: 295, column: 17, scope: !504)
!589 = !DILocation(line: 297, column: 37, scope: !504)
!590 = !DILocation(line: 297, column: 23, scope: !504)
!591 = !DILocation(line: 298, column: 23, scope: !504)
!592 = !DILocation(line: 299, column: 32, scope: !504)
!593 = !DILocation(line: 299, column: 23, scope: !504)
!594 = !DILocation(line: 300, column: 34, scope: !504)
!595 = !DILocation(line: 301, column: 26, scope: !596)
!596 = distinct !DILexicalBlock(scope: !504, file: !3, line: 301, column: 17)
!597 = !DILocation(line: 301, column: 17, scope: !504)
!598 = !DILocation(line: 302, column: 29, scope: !504)
!599 = !DILocation(line: 302, column: 13, scope: !504)
!600 = !DILocation(line: 302, column: 49, scope: !601)
!601 = distinct !DILexicalBlock(scope: !504, file: !3, line: 302, column: 41)
!602 = !DILocation(line: 302, column: 62, scope: !601)
!603 = distinct !{!603, !599, !604, !293}
!604 = !DILocation(line: 302, column: 68, scope: !504)
!605 = !DILocation(line: 304, column: 21, scope: !606)
!606 = distinct !DILexicalBlock(scope: !502, file: !3, line: 304, column: 13)
!607 = !DILocation(line: 304, column: 13, scope: !502)
!608 = !DILocation(line: 305, column: 32, scope: !609)
!609 = distinct !DILexicalBlock(scope: !610, file: !3, line: 305, column: 17)
!610 = distinct !DILexicalBlock(scope: !606, file: !3, line: 304, column: 26)
!611 = !DILocation(line: 307, column: 22, scope: !610)
!612 = !DILocation(line: 307, column: 20, scope: !610)
!613 = !DILocation(line: 308, column: 38, scope: !610)
!614 = !DILocation(line: 308, column: 22, scope: !610)
!615 = !DILocation(line: 308, column: 13, scope: !610)
!616 = !DILocation(line: 308, column: 20, scope: !610)
!617 = !DILocation(line: 309, column: 17, scope: !610)
!618 = !DILocation(line: 310, column: 23, scope: !610)
!619 = !DILocation(line: 311, column: 22, scope: !610)
!620 = !DILocation(line: 312, column: 5, scope: !610)
!621 = !DILocation(line: 0, scope: !502)
!622 = !DILocation(line: 260, column: 36, scope: !477)
!623 = distinct !{!623, !510, !624, !293}
!624 = !DILocation(line: 312, column: 9, scope: !477)
!625 = !DILocation(line: 314, column: 19, scope: !626)
!626 = distinct !DILexicalBlock(scope: !477, file: !3, line: 314, column: 9)
!627 = !DILocation(line: 323, column: 20, scope: !477)
!628 = !DILocation(line: 323, column: 24, scope: !477)
!629 = !DILocation(line: 323, column: 8, scope: !477)
!630 = !DILocation(line: 314, column: 9, scope: !477)
!631 = !DILocation(line: 319, column: 11, scope: !632)
!632 = distinct !DILexicalBlock(scope: !477, file: !3, line: 319, column: 9)
!633 = !DILocation(line: 319, column: 24, scope: !632)
!634 = !DILocation(line: 321, column: 14, scope: !477)
!635 = !DILocation(line: 321, column: 12, scope: !477)
!636 = !DILocation(line: 322, column: 30, scope: !477)
!637 = !DILocation(line: 322, column: 14, scope: !477)
!638 = !DILocation(line: 322, column: 5, scope: !477)
!639 = !DILocation(line: 322, column: 12, scope: !477)
!640 = !DILocation(line: 326, column: 24, scope: !477)
!641 = !DILocation(line: 326, column: 5, scope: !477)
!642 = !DILocation(line: 327, column: 1, scope: !477)
!643 = distinct !DISubprogram(name: "FSE_optimalTableLog_internal", scope: !3, file: !3, line: 357, type: !644, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !646)
!644 = !DISubroutineType(types: !645)
!645 = !{!11, !11, !6, !11, !11}
!646 = !{!647, !648, !649, !650, !651, !652, !653}
!647 = !DILocalVariable(name: "maxTableLog", arg: 1, scope: !643, file: !3, line: 357, type: !11)
!648 = !DILocalVariable(name: "srcSize", arg: 2, scope: !643, file: !3, line: 357, type: !6)
!649 = !DILocalVariable(name: "maxSymbolValue", arg: 3, scope: !643, file: !3, line: 357, type: !11)
!650 = !DILocalVariable(name: "minus", arg: 4, scope: !643, file: !3, line: 357, type: !11)
!651 = !DILocalVariable(name: "maxBitsSrc", scope: !643, file: !3, line: 359, type: !65)
!652 = !DILocalVariable(name: "tableLog", scope: !643, file: !3, line: 360, type: !65)
!653 = !DILocalVariable(name: "minBits", scope: !643, file: !3, line: 361, type: !65)
!654 = !DILocation(line: 0, scope: !643)
!655 = !DILocation(line: 359, column: 37, scope: !643)
!656 = !DILocation(line: 0, scope: !405, inlinedAt: !657)
!657 = distinct !DILocation(line: 359, column: 22, scope: !643)
!658 = !DILocation(line: 0, scope: !413, inlinedAt: !659)
!659 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !657)
!660 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !659)
!661 = !DILocation(line: 177, column: 15, scope: !405, inlinedAt: !657)
!662 = !DILocation(line: 359, column: 57, scope: !643)
!663 = !DILocalVariable(name: "srcSize", arg: 1, scope: !664, file: !3, line: 348, type: !6)
!664 = distinct !DISubprogram(name: "FSE_minTableLog", scope: !3, file: !3, line: 348, type: !665, scopeLine: 349, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !667)
!665 = !DISubroutineType(types: !666)
!666 = !{!11, !6, !11}
!667 = !{!663, !668, !669, !670, !671}
!668 = !DILocalVariable(name: "maxSymbolValue", arg: 2, scope: !664, file: !3, line: 348, type: !11)
!669 = !DILocalVariable(name: "minBitsSrc", scope: !664, file: !3, line: 350, type: !65)
!670 = !DILocalVariable(name: "minBitsSymbols", scope: !664, file: !3, line: 351, type: !65)
!671 = !DILocalVariable(name: "minBits", scope: !664, file: !3, line: 352, type: !65)
!672 = !DILocation(line: 0, scope: !664, inlinedAt: !673)
!673 = distinct !DILocation(line: 361, column: 19, scope: !643)
!674 = !DILocation(line: 0, scope: !405, inlinedAt: !675)
!675 = distinct !DILocation(line: 350, column: 22, scope: !664, inlinedAt: !673)
!676 = !DILocation(line: 0, scope: !413, inlinedAt: !677)
!677 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !675)
!678 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !677)
!679 = !DILocation(line: 350, column: 53, scope: !664, inlinedAt: !673)
!680 = !DILocation(line: 0, scope: !405, inlinedAt: !681)
!681 = distinct !DILocation(line: 351, column: 26, scope: !664, inlinedAt: !673)
!682 = !DILocation(line: 0, scope: !413, inlinedAt: !683)
!683 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !681)
!684 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !683)
!685 = !DILocation(line: 351, column: 57, scope: !664, inlinedAt: !673)
!686 = !DILocation(line: 352, column: 19, scope: !664, inlinedAt: !673)
!687 = !DILocation(line: 363, column: 17, scope: !688)
!688 = distinct !DILexicalBlock(scope: !643, file: !3, line: 363, column: 9)
!689 = !DILocation(line: 363, column: 9, scope: !643)
!690 = !DILocation(line: 364, column: 9, scope: !643)
!691 = !DILocation(line: 365, column: 9, scope: !643)
!692 = !DILocation(line: 366, column: 9, scope: !643)
!693 = !DILocation(line: 367, column: 9, scope: !643)
!694 = !DILocation(line: 368, column: 5, scope: !643)
!695 = distinct !DISubprogram(name: "FSE_optimalTableLog", scope: !3, file: !3, line: 371, type: !696, scopeLine: 372, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !698)
!696 = !DISubroutineType(types: !697)
!697 = !{!11, !11, !6, !11}
!698 = !{!699, !700, !701}
!699 = !DILocalVariable(name: "maxTableLog", arg: 1, scope: !695, file: !3, line: 371, type: !11)
!700 = !DILocalVariable(name: "srcSize", arg: 2, scope: !695, file: !3, line: 371, type: !6)
!701 = !DILocalVariable(name: "maxSymbolValue", arg: 3, scope: !695, file: !3, line: 371, type: !11)
!702 = !DILocation(line: 0, scope: !695)
!703 = !DILocation(line: 0, scope: !643, inlinedAt: !704)
!704 = distinct !DILocation(line: 373, column: 12, scope: !695)
!705 = !DILocation(line: 359, column: 37, scope: !643, inlinedAt: !704)
!706 = !DILocation(line: 0, scope: !405, inlinedAt: !707)
!707 = distinct !DILocation(line: 359, column: 22, scope: !643, inlinedAt: !704)
!708 = !DILocation(line: 0, scope: !413, inlinedAt: !709)
!709 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !707)
!710 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !709)
!711 = !DILocation(line: 359, column: 57, scope: !643, inlinedAt: !704)
!712 = !DILocation(line: 0, scope: !664, inlinedAt: !713)
!713 = distinct !DILocation(line: 361, column: 19, scope: !643, inlinedAt: !704)
!714 = !DILocation(line: 0, scope: !405, inlinedAt: !715)
!715 = distinct !DILocation(line: 350, column: 22, scope: !664, inlinedAt: !713)
!716 = !DILocation(line: 0, scope: !413, inlinedAt: !717)
!717 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !715)
!718 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !717)
!719 = !DILocation(line: 350, column: 53, scope: !664, inlinedAt: !713)
!720 = !DILocation(line: 0, scope: !405, inlinedAt: !721)
!721 = distinct !DILocation(line: 351, column: 26, scope: !664, inlinedAt: !713)
!722 = !DILocation(line: 0, scope: !413, inlinedAt: !723)
!723 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !721)
!724 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !723)
!725 = !DILocation(line: 351, column: 57, scope: !664, inlinedAt: !713)
!726 = !DILocation(line: 352, column: 19, scope: !664, inlinedAt: !713)
!727 = !DILocation(line: 363, column: 17, scope: !688, inlinedAt: !704)
!728 = !DILocation(line: 363, column: 9, scope: !643, inlinedAt: !704)
!729 = !DILocation(line: 364, column: 9, scope: !643, inlinedAt: !704)
!730 = !DILocation(line: 365, column: 9, scope: !643, inlinedAt: !704)
!731 = !DILocation(line: 366, column: 9, scope: !643, inlinedAt: !704)
!732 = !DILocation(line: 367, column: 9, scope: !643, inlinedAt: !704)
!733 = !DILocation(line: 373, column: 5, scope: !695)
!734 = !DILocation(line: 0, scope: !2)
!735 = !DILocation(line: 470, column: 17, scope: !736)
!736 = distinct !DILexicalBlock(scope: !2, file: !3, line: 470, column: 9)
!737 = !DILocation(line: 470, column: 9, scope: !2)
!738 = !DILocation(line: 471, column: 18, scope: !739)
!739 = distinct !DILexicalBlock(scope: !2, file: !3, line: 471, column: 9)
!740 = !DILocation(line: 471, column: 9, scope: !2)
!741 = !DILocation(line: 472, column: 18, scope: !742)
!742 = distinct !DILexicalBlock(scope: !2, file: !3, line: 472, column: 9)
!743 = !DILocation(line: 472, column: 9, scope: !2)
!744 = !DILocation(line: 0, scope: !664, inlinedAt: !745)
!745 = distinct !DILocation(line: 473, column: 20, scope: !746)
!746 = distinct !DILexicalBlock(scope: !2, file: !3, line: 473, column: 9)
!747 = !DILocation(line: 350, column: 37, scope: !664, inlinedAt: !745)
!748 = !DILocation(line: 0, scope: !405, inlinedAt: !749)
!749 = distinct !DILocation(line: 350, column: 22, scope: !664, inlinedAt: !745)
!750 = !DILocation(line: 0, scope: !413, inlinedAt: !751)
!751 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !749)
!752 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !751)
!753 = !DILocation(line: 350, column: 53, scope: !664, inlinedAt: !745)
!754 = !DILocation(line: 0, scope: !405, inlinedAt: !755)
!755 = distinct !DILocation(line: 351, column: 26, scope: !664, inlinedAt: !745)
!756 = !DILocation(line: 0, scope: !413, inlinedAt: !757)
!757 = distinct !DILocation(line: 177, column: 17, scope: !405, inlinedAt: !755)
!758 = !DILocation(line: 85, column: 22, scope: !413, inlinedAt: !757)
!759 = !DILocation(line: 351, column: 57, scope: !664, inlinedAt: !745)
!760 = !DILocation(line: 352, column: 19, scope: !664, inlinedAt: !745)
!761 = !DILocation(line: 473, column: 18, scope: !746)
!762 = !DILocation(line: 473, column: 9, scope: !2)
!763 = !DILocation(line: 476, column: 36, scope: !118)
!764 = !DILocation(line: 0, scope: !118)
!765 = !DILocation(line: 477, column: 30, scope: !118)
!766 = !DILocation(line: 477, column: 27, scope: !118)
!767 = !DILocation(line: 478, column: 26, scope: !118)
!768 = !DILocation(line: 479, column: 39, scope: !118)
!769 = !DILocation(line: 480, column: 34, scope: !118)
!770 = !DILocation(line: 484, column: 40, scope: !118)
!771 = !DILocation(line: 484, column: 28, scope: !118)
!772 = !DILocation(line: 486, column: 9, scope: !134)
!773 = !DILocation(line: 487, column: 17, scope: !774)
!774 = distinct !DILexicalBlock(scope: !132, file: !3, line: 487, column: 17)
!775 = !{!393, !393, i64 0}
!776 = !DILocation(line: 487, column: 26, scope: !774)
!777 = !DILocation(line: 487, column: 17, scope: !132)
!778 = !DILocation(line: 488, column: 26, scope: !779)
!779 = distinct !DILexicalBlock(scope: !132, file: !3, line: 488, column: 17)
!780 = !DILocation(line: 488, column: 17, scope: !132)
!781 = !DILocation(line: 488, column: 34, scope: !782)
!782 = distinct !DILexicalBlock(scope: !779, file: !3, line: 488, column: 32)
!783 = !DILocation(line: 488, column: 54, scope: !782)
!784 = !DILocation(line: 488, column: 58, scope: !782)
!785 = !DILocation(line: 489, column: 26, scope: !131)
!786 = !DILocation(line: 489, column: 17, scope: !132)
!787 = !DILocation(line: 490, column: 17, scope: !788)
!788 = distinct !DILexicalBlock(scope: !131, file: !3, line: 489, column: 43)
!789 = !DILocation(line: 490, column: 38, scope: !788)
!790 = !DILocation(line: 491, column: 34, scope: !788)
!791 = !DILocation(line: 492, column: 13, scope: !788)
!792 = !DILocation(line: 493, column: 48, scope: !130)
!793 = !DILocation(line: 493, column: 55, scope: !130)
!794 = !DILocation(line: 493, column: 31, scope: !130)
!795 = !DILocation(line: 0, scope: !130)
!796 = !DILocation(line: 494, column: 21, scope: !137)
!797 = !DILocation(line: 494, column: 26, scope: !137)
!798 = !DILocation(line: 494, column: 21, scope: !130)
!799 = !DILocation(line: 495, column: 46, scope: !136)
!800 = !DILocation(line: 495, column: 44, scope: !136)
!801 = !DILocation(line: 0, scope: !136)
!802 = !DILocation(line: 496, column: 59, scope: !136)
!803 = !DILocation(line: 496, column: 46, scope: !136)
!804 = !DILocation(line: 496, column: 68, scope: !136)
!805 = !DILocation(line: 496, column: 27, scope: !136)
!806 = !DILocation(line: 497, column: 17, scope: !136)
!807 = !DILocation(line: 498, column: 21, scope: !808)
!808 = distinct !DILexicalBlock(scope: !130, file: !3, line: 498, column: 21)
!809 = !DILocation(line: 498, column: 27, scope: !808)
!810 = !DILocation(line: 498, column: 21, scope: !130)
!811 = !DILocation(line: 499, column: 17, scope: !130)
!812 = !DILocation(line: 499, column: 38, scope: !130)
!813 = !DILocation(line: 500, column: 35, scope: !130)
!814 = !DILocation(line: 486, column: 39, scope: !133)
!815 = !DILocation(line: 486, column: 20, scope: !133)
!816 = distinct !{!816, !772, !817, !293}
!817 = !DILocation(line: 501, column: 13, scope: !134)
!818 = !DILocation(line: 502, column: 13, scope: !140)
!819 = !DILocation(line: 502, column: 36, scope: !140)
!820 = !DILocation(line: 502, column: 63, scope: !140)
!821 = !DILocation(line: 502, column: 32, scope: !140)
!822 = !DILocation(line: 502, column: 13, scope: !118)
!823 = !DILocalVariable(name: "norm", arg: 1, scope: !824, file: !3, line: 379, type: !9)
!824 = distinct !DISubprogram(name: "FSE_normalizeM2", scope: !3, file: !3, line: 379, type: !825, scopeLine: 380, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !827)
!825 = !DISubroutineType(types: !826)
!826 = !{!6, !9, !65, !12, !6, !65, !10}
!827 = !{!823, !828, !829, !830, !831, !832, !833, !834, !835, !836, !837, !838, !839, !842, !843, !845, !846, !847, !848, !854, !855, !856}
!828 = !DILocalVariable(name: "tableLog", arg: 2, scope: !824, file: !3, line: 379, type: !65)
!829 = !DILocalVariable(name: "count", arg: 3, scope: !824, file: !3, line: 379, type: !12)
!830 = !DILocalVariable(name: "total", arg: 4, scope: !824, file: !3, line: 379, type: !6)
!831 = !DILocalVariable(name: "maxSymbolValue", arg: 5, scope: !824, file: !3, line: 379, type: !65)
!832 = !DILocalVariable(name: "lowProbCount", arg: 6, scope: !824, file: !3, line: 379, type: !10)
!833 = !DILocalVariable(name: "NOT_YET_ASSIGNED", scope: !824, file: !3, line: 381, type: !119)
!834 = !DILocalVariable(name: "s", scope: !824, file: !3, line: 382, type: !65)
!835 = !DILocalVariable(name: "distributed", scope: !824, file: !3, line: 383, type: !65)
!836 = !DILocalVariable(name: "ToDistribute", scope: !824, file: !3, line: 384, type: !65)
!837 = !DILocalVariable(name: "lowThreshold", scope: !824, file: !3, line: 387, type: !143)
!838 = !DILocalVariable(name: "lowOne", scope: !824, file: !3, line: 388, type: !65)
!839 = !DILocalVariable(name: "maxV", scope: !840, file: !3, line: 432, type: !65)
!840 = distinct !DILexicalBlock(scope: !841, file: !3, line: 428, column: 42)
!841 = distinct !DILexicalBlock(scope: !824, file: !3, line: 428, column: 9)
!842 = !DILocalVariable(name: "maxC", scope: !840, file: !3, line: 432, type: !65)
!843 = !DILocalVariable(name: "vStepLog", scope: !844, file: !3, line: 446, type: !121)
!844 = distinct !DILexicalBlock(scope: !824, file: !3, line: 446, column: 5)
!845 = !DILocalVariable(name: "mid", scope: !844, file: !3, line: 447, type: !121)
!846 = !DILocalVariable(name: "rStep", scope: !844, file: !3, line: 448, type: !121)
!847 = !DILocalVariable(name: "tmpTotal", scope: !844, file: !3, line: 449, type: !81)
!848 = !DILocalVariable(name: "end", scope: !849, file: !3, line: 452, type: !121)
!849 = distinct !DILexicalBlock(scope: !850, file: !3, line: 451, column: 44)
!850 = distinct !DILexicalBlock(scope: !851, file: !3, line: 451, column: 17)
!851 = distinct !DILexicalBlock(scope: !852, file: !3, line: 450, column: 43)
!852 = distinct !DILexicalBlock(scope: !853, file: !3, line: 450, column: 9)
!853 = distinct !DILexicalBlock(scope: !844, file: !3, line: 450, column: 9)
!854 = !DILocalVariable(name: "sStart", scope: !849, file: !3, line: 453, type: !143)
!855 = !DILocalVariable(name: "sEnd", scope: !849, file: !3, line: 454, type: !143)
!856 = !DILocalVariable(name: "weight", scope: !849, file: !3, line: 455, type: !143)
!857 = !DILocation(line: 0, scope: !824, inlinedAt: !858)
!858 = distinct !DILocation(line: 504, column: 38, scope: !139)
!859 = !DILocation(line: 388, column: 31, scope: !824, inlinedAt: !858)
!860 = !DILocation(line: 388, column: 49, scope: !824, inlinedAt: !858)
!861 = !DILocation(line: 388, column: 36, scope: !824, inlinedAt: !858)
!862 = !DILocation(line: 388, column: 18, scope: !824, inlinedAt: !858)
!863 = !DILocation(line: 390, column: 5, scope: !864, inlinedAt: !858)
!864 = distinct !DILexicalBlock(scope: !824, file: !3, line: 390, column: 5)
!865 = !DILocation(line: 390, column: 16, scope: !866, inlinedAt: !858)
!866 = distinct !DILexicalBlock(scope: !864, file: !3, line: 390, column: 5)
!867 = !DILocation(line: 391, column: 13, scope: !868, inlinedAt: !858)
!868 = distinct !DILexicalBlock(scope: !869, file: !3, line: 391, column: 13)
!869 = distinct !DILexicalBlock(scope: !866, file: !3, line: 390, column: 39)
!870 = !DILocation(line: 391, column: 22, scope: !868, inlinedAt: !858)
!871 = !DILocation(line: 391, column: 13, scope: !869, inlinedAt: !858)
!872 = !DILocation(line: 392, column: 13, scope: !873, inlinedAt: !858)
!873 = distinct !DILexicalBlock(scope: !868, file: !3, line: 391, column: 28)
!874 = !DILocation(line: 392, column: 20, scope: !873, inlinedAt: !858)
!875 = !DILocation(line: 393, column: 13, scope: !873, inlinedAt: !858)
!876 = !DILocation(line: 395, column: 22, scope: !877, inlinedAt: !858)
!877 = distinct !DILexicalBlock(scope: !869, file: !3, line: 395, column: 13)
!878 = !DILocation(line: 395, column: 13, scope: !869, inlinedAt: !858)
!879 = !DILocation(line: 396, column: 13, scope: !880, inlinedAt: !858)
!880 = distinct !DILexicalBlock(scope: !877, file: !3, line: 395, column: 39)
!881 = !DILocation(line: 396, column: 21, scope: !880, inlinedAt: !858)
!882 = !DILocation(line: 397, column: 24, scope: !880, inlinedAt: !858)
!883 = !DILocation(line: 398, column: 22, scope: !880, inlinedAt: !858)
!884 = !DILocation(line: 398, column: 19, scope: !880, inlinedAt: !858)
!885 = !DILocation(line: 399, column: 13, scope: !880, inlinedAt: !858)
!886 = !DILocation(line: 401, column: 22, scope: !887, inlinedAt: !858)
!887 = distinct !DILexicalBlock(scope: !869, file: !3, line: 401, column: 13)
!888 = !DILocation(line: 0, scope: !869, inlinedAt: !858)
!889 = !DILocation(line: 401, column: 13, scope: !869, inlinedAt: !858)
!890 = !DILocation(line: 402, column: 21, scope: !891, inlinedAt: !858)
!891 = distinct !DILexicalBlock(scope: !887, file: !3, line: 401, column: 33)
!892 = !DILocation(line: 403, column: 24, scope: !891, inlinedAt: !858)
!893 = !DILocation(line: 404, column: 22, scope: !891, inlinedAt: !858)
!894 = !DILocation(line: 404, column: 19, scope: !891, inlinedAt: !858)
!895 = !DILocation(line: 405, column: 13, scope: !891, inlinedAt: !858)
!896 = !DILocation(line: 408, column: 16, scope: !869, inlinedAt: !858)
!897 = !DILocation(line: 409, column: 5, scope: !869, inlinedAt: !858)
!898 = !DILocation(line: 390, column: 35, scope: !866, inlinedAt: !858)
!899 = distinct !{!899, !863, !900, !293}
!900 = !DILocation(line: 409, column: 5, scope: !864, inlinedAt: !858)
!901 = !DILocation(line: 410, column: 36, scope: !824, inlinedAt: !858)
!902 = !DILocation(line: 412, column: 22, scope: !903, inlinedAt: !858)
!903 = distinct !DILexicalBlock(scope: !824, file: !3, line: 412, column: 9)
!904 = !DILocation(line: 412, column: 9, scope: !824, inlinedAt: !858)
!905 = !DILocation(line: 415, column: 18, scope: !906, inlinedAt: !858)
!906 = distinct !DILexicalBlock(scope: !824, file: !3, line: 415, column: 9)
!907 = !DILocation(line: 415, column: 16, scope: !906, inlinedAt: !858)
!908 = !DILocation(line: 415, column: 34, scope: !906, inlinedAt: !858)
!909 = !DILocation(line: 415, column: 32, scope: !906, inlinedAt: !858)
!910 = !DILocation(line: 415, column: 9, scope: !824, inlinedAt: !858)
!911 = !DILocation(line: 417, column: 31, scope: !912, inlinedAt: !858)
!912 = distinct !DILexicalBlock(scope: !906, file: !3, line: 415, column: 42)
!913 = !DILocation(line: 417, column: 52, scope: !912, inlinedAt: !858)
!914 = !DILocation(line: 417, column: 38, scope: !912, inlinedAt: !858)
!915 = !DILocation(line: 417, column: 36, scope: !912, inlinedAt: !858)
!916 = !DILocation(line: 417, column: 18, scope: !912, inlinedAt: !858)
!917 = !DILocation(line: 418, column: 9, scope: !918, inlinedAt: !858)
!918 = distinct !DILexicalBlock(scope: !912, file: !3, line: 418, column: 9)
!919 = !DILocation(line: 419, column: 18, scope: !920, inlinedAt: !858)
!920 = distinct !DILexicalBlock(scope: !921, file: !3, line: 419, column: 17)
!921 = distinct !DILexicalBlock(scope: !922, file: !3, line: 418, column: 43)
!922 = distinct !DILexicalBlock(scope: !918, file: !3, line: 418, column: 9)
!923 = !DILocation(line: 419, column: 26, scope: !920, inlinedAt: !858)
!924 = !DILocation(line: 419, column: 47, scope: !920, inlinedAt: !858)
!925 = !DILocation(line: 419, column: 51, scope: !920, inlinedAt: !858)
!926 = !DILocation(line: 419, column: 60, scope: !920, inlinedAt: !858)
!927 = !DILocation(line: 419, column: 17, scope: !921, inlinedAt: !858)
!928 = !DILocation(line: 420, column: 25, scope: !929, inlinedAt: !858)
!929 = distinct !DILexicalBlock(scope: !920, file: !3, line: 419, column: 72)
!930 = !DILocation(line: 421, column: 28, scope: !929, inlinedAt: !858)
!931 = !DILocation(line: 422, column: 26, scope: !929, inlinedAt: !858)
!932 = !DILocation(line: 422, column: 23, scope: !929, inlinedAt: !858)
!933 = !DILocation(line: 423, column: 17, scope: !929, inlinedAt: !858)
!934 = !DILocation(line: 418, column: 39, scope: !922, inlinedAt: !858)
!935 = distinct !{!935, !917, !936, !293}
!936 = !DILocation(line: 424, column: 13, scope: !918, inlinedAt: !858)
!937 = !DILocation(line: 425, column: 40, scope: !912, inlinedAt: !858)
!938 = !DILocation(line: 426, column: 5, scope: !912, inlinedAt: !858)
!939 = !DILocation(line: 383, column: 9, scope: !824, inlinedAt: !858)
!940 = !DILocation(line: 428, column: 21, scope: !841, inlinedAt: !858)
!941 = !DILocation(line: 428, column: 9, scope: !824, inlinedAt: !858)
!942 = !DILocation(line: 433, column: 9, scope: !943, inlinedAt: !858)
!943 = distinct !DILexicalBlock(scope: !840, file: !3, line: 433, column: 9)
!944 = !DILocation(line: 0, scope: !840, inlinedAt: !858)
!945 = !DILocation(line: 434, column: 17, scope: !946, inlinedAt: !858)
!946 = distinct !DILexicalBlock(scope: !947, file: !3, line: 434, column: 17)
!947 = distinct !DILexicalBlock(scope: !943, file: !3, line: 433, column: 9)
!948 = !DILocation(line: 434, column: 26, scope: !946, inlinedAt: !858)
!949 = !DILocation(line: 434, column: 17, scope: !947, inlinedAt: !858)
!950 = !DILocation(line: 433, column: 39, scope: !947, inlinedAt: !858)
!951 = distinct !{!951, !942, !952, !293}
!952 = !DILocation(line: 434, column: 59, scope: !943, inlinedAt: !858)
!953 = distinct !{!953, !954}
!954 = !{!"llvm.loop.unroll.disable"}
!955 = !DILocation(line: 435, column: 9, scope: !840, inlinedAt: !858)
!956 = !DILocation(line: 435, column: 20, scope: !840, inlinedAt: !858)
!957 = !DILocation(line: 439, column: 15, scope: !958, inlinedAt: !858)
!958 = distinct !DILexicalBlock(scope: !824, file: !3, line: 439, column: 9)
!959 = !DILocation(line: 439, column: 9, scope: !824, inlinedAt: !858)
!960 = !DILocation(line: 441, column: 32, scope: !961, inlinedAt: !858)
!961 = distinct !DILexicalBlock(scope: !962, file: !3, line: 441, column: 9)
!962 = distinct !DILexicalBlock(scope: !963, file: !3, line: 441, column: 9)
!963 = distinct !DILexicalBlock(scope: !958, file: !3, line: 439, column: 21)
!964 = !DILocation(line: 441, column: 9, scope: !962, inlinedAt: !858)
!965 = !DILocation(line: 442, column: 17, scope: !966, inlinedAt: !858)
!966 = distinct !DILexicalBlock(scope: !961, file: !3, line: 442, column: 17)
!967 = !DILocation(line: 442, column: 25, scope: !966, inlinedAt: !858)
!968 = !DILocation(line: 442, column: 17, scope: !961, inlinedAt: !858)
!969 = !DILocation(line: 442, column: 44, scope: !970, inlinedAt: !858)
!970 = distinct !DILexicalBlock(scope: !966, file: !3, line: 442, column: 30)
!971 = !DILocation(line: 442, column: 55, scope: !970, inlinedAt: !858)
!972 = !DILocation(line: 442, column: 59, scope: !970, inlinedAt: !858)
!973 = !DILocation(line: 441, column: 43, scope: !961, inlinedAt: !858)
!974 = !DILocation(line: 441, column: 46, scope: !961, inlinedAt: !858)
!975 = distinct !{!975, !964, !976, !293}
!976 = !DILocation(line: 442, column: 59, scope: !962, inlinedAt: !858)
!977 = !DILocation(line: 0, scope: !844, inlinedAt: !858)
!978 = !DILocation(line: 447, column: 43, scope: !844, inlinedAt: !858)
!979 = !DILocation(line: 447, column: 48, scope: !844, inlinedAt: !858)
!980 = !DILocation(line: 448, column: 27, scope: !844, inlinedAt: !858)
!981 = !DILocation(line: 450, column: 9, scope: !853, inlinedAt: !858)
!982 = !DILocation(line: 451, column: 17, scope: !850, inlinedAt: !858)
!983 = !DILocation(line: 451, column: 24, scope: !850, inlinedAt: !858)
!984 = !DILocation(line: 451, column: 17, scope: !851, inlinedAt: !858)
!985 = !DILocation(line: 452, column: 45, scope: !849, inlinedAt: !858)
!986 = !DILocation(line: 452, column: 54, scope: !849, inlinedAt: !858)
!987 = !DILocation(line: 452, column: 42, scope: !849, inlinedAt: !858)
!988 = !DILocation(line: 0, scope: !849, inlinedAt: !858)
!989 = !DILocation(line: 453, column: 51, scope: !849, inlinedAt: !858)
!990 = !DILocation(line: 454, column: 44, scope: !849, inlinedAt: !858)
!991 = !DILocation(line: 456, column: 28, scope: !992, inlinedAt: !858)
!992 = distinct !DILexicalBlock(scope: !849, file: !3, line: 456, column: 21)
!993 = !DILocation(line: 456, column: 21, scope: !849, inlinedAt: !858)
!994 = !DILocation(line: 453, column: 36, scope: !849, inlinedAt: !858)
!995 = !DILocation(line: 454, column: 34, scope: !849, inlinedAt: !858)
!996 = !DILocation(line: 455, column: 41, scope: !849, inlinedAt: !858)
!997 = !DILocation(line: 458, column: 25, scope: !849, inlinedAt: !858)
!998 = !DILocation(line: 449, column: 13, scope: !844, inlinedAt: !858)
!999 = !DILocation(line: 450, column: 39, scope: !852, inlinedAt: !858)
!1000 = !DILocation(line: 450, column: 20, scope: !852, inlinedAt: !858)
!1001 = distinct !{!1001, !981, !1002, !293}
!1002 = !DILocation(line: 460, column: 9, scope: !853, inlinedAt: !858)
!1003 = !DILocation(line: 0, scope: !140)
!1004 = !DILocation(line: 525, column: 1, scope: !2)
!1005 = distinct !DISubprogram(name: "FSE_buildCTable_rle", scope: !3, file: !3, line: 528, type: !1006, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1008)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{!6, !157, !77}
!1008 = !{!1009, !1010, !1011, !1012, !1013, !1014}
!1009 = !DILocalVariable(name: "ct", arg: 1, scope: !1005, file: !3, line: 528, type: !157)
!1010 = !DILocalVariable(name: "symbolValue", arg: 2, scope: !1005, file: !3, line: 528, type: !77)
!1011 = !DILocalVariable(name: "ptr", scope: !1005, file: !3, line: 530, type: !160)
!1012 = !DILocalVariable(name: "tableU16", scope: !1005, file: !3, line: 531, type: !56)
!1013 = !DILocalVariable(name: "FSCTptr", scope: !1005, file: !3, line: 532, type: !160)
!1014 = !DILocalVariable(name: "symbolTT", scope: !1005, file: !3, line: 533, type: !68)
!1015 = !DILocation(line: 0, scope: !1005)
!1016 = !DILocation(line: 531, column: 35, scope: !1005)
!1017 = !DILocation(line: 532, column: 31, scope: !1005)
!1018 = !DILocation(line: 536, column: 18, scope: !1005)
!1019 = !DILocation(line: 537, column: 20, scope: !1005)
!1020 = !DILocation(line: 537, column: 5, scope: !1005)
!1021 = !DILocation(line: 537, column: 18, scope: !1005)
!1022 = !DILocation(line: 540, column: 17, scope: !1005)
!1023 = !DILocation(line: 541, column: 5, scope: !1005)
!1024 = !DILocation(line: 541, column: 17, scope: !1005)
!1025 = !DILocation(line: 544, column: 5, scope: !1005)
!1026 = !DILocation(line: 544, column: 27, scope: !1005)
!1027 = !DILocation(line: 544, column: 39, scope: !1005)
!1028 = !DILocation(line: 545, column: 42, scope: !1005)
!1029 = !DILocation(line: 547, column: 5, scope: !1005)
!1030 = distinct !DISubprogram(name: "FSE_compress_usingCTable", scope: !3, file: !3, line: 610, type: !1031, scopeLine: 613, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1037)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!6, !160, !6, !1033, !6, !1035}
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1034, size: 64)
!1034 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1035 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1036, size: 64)
!1036 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!1037 = !{!1038, !1039, !1040, !1041, !1042, !1043}
!1038 = !DILocalVariable(name: "dst", arg: 1, scope: !1030, file: !3, line: 610, type: !160)
!1039 = !DILocalVariable(name: "dstSize", arg: 2, scope: !1030, file: !3, line: 610, type: !6)
!1040 = !DILocalVariable(name: "src", arg: 3, scope: !1030, file: !3, line: 611, type: !1033)
!1041 = !DILocalVariable(name: "srcSize", arg: 4, scope: !1030, file: !3, line: 611, type: !6)
!1042 = !DILocalVariable(name: "ct", arg: 5, scope: !1030, file: !3, line: 612, type: !1035)
!1043 = !DILocalVariable(name: "fast", scope: !1030, file: !3, line: 614, type: !13)
!1044 = !DILocation(line: 0, scope: !1030)
!1045 = !DILocation(line: 614, column: 39, scope: !1030)
!1046 = !DILocation(line: 614, column: 36, scope: !1030)
!1047 = !DILocation(line: 0, scope: !1048)
!1048 = distinct !DILexicalBlock(scope: !1030, file: !3, line: 616, column: 9)
!1049 = !DILocation(line: 620, column: 1, scope: !1030)
!1050 = distinct !DISubprogram(name: "FSE_compress_usingCTable_generic", scope: !3, file: !3, line: 551, type: !1051, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1053)
!1051 = !DISubroutineType(types: !1052)
!1052 = !{!6, !160, !6, !1033, !6, !1035, !13}
!1053 = !{!1054, !1055, !1056, !1057, !1058, !1059, !1060, !1062, !1063, !1064, !1073, !1081, !1082}
!1054 = !DILocalVariable(name: "dst", arg: 1, scope: !1050, file: !3, line: 551, type: !160)
!1055 = !DILocalVariable(name: "dstSize", arg: 2, scope: !1050, file: !3, line: 551, type: !6)
!1056 = !DILocalVariable(name: "src", arg: 3, scope: !1050, file: !3, line: 552, type: !1033)
!1057 = !DILocalVariable(name: "srcSize", arg: 4, scope: !1050, file: !3, line: 552, type: !6)
!1058 = !DILocalVariable(name: "ct", arg: 5, scope: !1050, file: !3, line: 553, type: !1035)
!1059 = !DILocalVariable(name: "fast", arg: 6, scope: !1050, file: !3, line: 553, type: !13)
!1060 = !DILocalVariable(name: "istart", scope: !1050, file: !3, line: 555, type: !1061)
!1061 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!1062 = !DILocalVariable(name: "iend", scope: !1050, file: !3, line: 556, type: !1061)
!1063 = !DILocalVariable(name: "ip", scope: !1050, file: !3, line: 557, type: !86)
!1064 = !DILocalVariable(name: "bitC", scope: !1050, file: !3, line: 559, type: !1065)
!1065 = !DIDerivedType(tag: DW_TAG_typedef, name: "BIT_CStream_t", file: !101, line: 62, baseType: !1066)
!1066 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !101, line: 56, size: 320, elements: !1067)
!1067 = !{!1068, !1069, !1070, !1071, !1072}
!1068 = !DIDerivedType(tag: DW_TAG_member, name: "bitContainer", scope: !1066, file: !101, line: 57, baseType: !100, size: 64)
!1069 = !DIDerivedType(tag: DW_TAG_member, name: "bitPos", scope: !1066, file: !101, line: 58, baseType: !11, size: 32, offset: 64)
!1070 = !DIDerivedType(tag: DW_TAG_member, name: "startPtr", scope: !1066, file: !101, line: 59, baseType: !88, size: 64, offset: 128)
!1071 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1066, file: !101, line: 60, baseType: !88, size: 64, offset: 192)
!1072 = !DIDerivedType(tag: DW_TAG_member, name: "endPtr", scope: !1066, file: !101, line: 61, baseType: !88, size: 64, offset: 256)
!1073 = !DILocalVariable(name: "CState1", scope: !1050, file: !3, line: 560, type: !1074)
!1074 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CState_t", file: !70, line: 296, baseType: !1075)
!1075 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !70, line: 291, size: 256, elements: !1076)
!1076 = !{!1077, !1078, !1079, !1080}
!1077 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1075, file: !70, line: 292, baseType: !94, size: 64)
!1078 = !DIDerivedType(tag: DW_TAG_member, name: "stateTable", scope: !1075, file: !70, line: 293, baseType: !1033, size: 64, offset: 64)
!1079 = !DIDerivedType(tag: DW_TAG_member, name: "symbolTT", scope: !1075, file: !70, line: 294, baseType: !1033, size: 64, offset: 128)
!1080 = !DIDerivedType(tag: DW_TAG_member, name: "stateLog", scope: !1075, file: !70, line: 295, baseType: !11, size: 32, offset: 192)
!1081 = !DILocalVariable(name: "CState2", scope: !1050, file: !3, line: 560, type: !1074)
!1082 = !DILocalVariable(name: "initError", scope: !1083, file: !3, line: 564, type: !141)
!1083 = distinct !DILexicalBlock(scope: !1050, file: !3, line: 564, column: 5)
!1084 = !DILocation(line: 0, scope: !1050)
!1085 = !DILocation(line: 556, column: 37, scope: !1050)
!1086 = !DILocation(line: 563, column: 17, scope: !1087)
!1087 = distinct !DILexicalBlock(scope: !1050, file: !3, line: 563, column: 9)
!1088 = !DILocation(line: 563, column: 9, scope: !1050)
!1089 = !DILocalVariable(name: "bitC", arg: 1, scope: !1090, file: !101, line: 150, type: !1093)
!1090 = distinct !DISubprogram(name: "BIT_initCStream", scope: !101, file: !101, line: 150, type: !1091, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1094)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{!6, !1093, !160, !6}
!1093 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1065, size: 64)
!1094 = !{!1089, !1095, !1096}
!1095 = !DILocalVariable(name: "startPtr", arg: 2, scope: !1090, file: !101, line: 151, type: !160)
!1096 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !1090, file: !101, line: 151, type: !6)
!1097 = !DILocation(line: 0, scope: !1090, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 564, column: 32, scope: !1083)
!1099 = !DILocation(line: 157, column: 35, scope: !1090, inlinedAt: !1098)
!1100 = !DILocation(line: 157, column: 49, scope: !1090, inlinedAt: !1098)
!1101 = !DILocation(line: 158, column: 21, scope: !1102, inlinedAt: !1098)
!1102 = distinct !DILexicalBlock(scope: !1090, file: !101, line: 158, column: 9)
!1103 = !DILocation(line: 0, scope: !1083)
!1104 = !DILocation(line: 569, column: 17, scope: !1105)
!1105 = distinct !DILexicalBlock(scope: !1050, file: !3, line: 569, column: 9)
!1106 = !DILocation(line: 0, scope: !1105)
!1107 = !DILocalVariable(name: "statePtr", arg: 1, scope: !1108, file: !70, line: 443, type: !1111)
!1108 = distinct !DISubprogram(name: "FSE_initCState2", scope: !70, file: !70, line: 443, type: !1109, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1112)
!1109 = !DISubroutineType(types: !1110)
!1110 = !{null, !1111, !1035, !65}
!1111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1074, size: 64)
!1112 = !{!1107, !1113, !1114, !1115, !1117, !1118}
!1113 = !DILocalVariable(name: "ct", arg: 2, scope: !1108, file: !70, line: 443, type: !1035)
!1114 = !DILocalVariable(name: "symbol", arg: 3, scope: !1108, file: !70, line: 443, type: !65)
!1115 = !DILocalVariable(name: "symbolTT", scope: !1116, file: !70, line: 446, type: !91)
!1116 = distinct !DILexicalBlock(scope: !1108, file: !70, line: 446, column: 5)
!1117 = !DILocalVariable(name: "stateTable", scope: !1116, file: !70, line: 447, type: !92)
!1118 = !DILocalVariable(name: "nbBitsOut", scope: !1116, file: !70, line: 448, type: !65)
!1119 = !DILocation(line: 0, scope: !1108, inlinedAt: !1120)
!1120 = distinct !DILocation(line: 575, column: 9, scope: !1121)
!1121 = distinct !DILexicalBlock(scope: !1105, file: !3, line: 574, column: 12)
!1122 = !DILocation(line: 0, scope: !1108, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 570, column: 9, scope: !1124)
!1124 = distinct !DILexicalBlock(scope: !1105, file: !3, line: 569, column: 22)
!1125 = !DILocalVariable(name: "statePtr", arg: 1, scope: !1126, file: !70, line: 428, type: !1111)
!1126 = distinct !DISubprogram(name: "FSE_initCState", scope: !70, file: !70, line: 428, type: !1127, scopeLine: 429, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1129)
!1127 = !DISubroutineType(types: !1128)
!1128 = !{null, !1111, !1035}
!1129 = !{!1125, !1130, !1131, !1132, !1133}
!1130 = !DILocalVariable(name: "ct", arg: 2, scope: !1126, file: !70, line: 428, type: !1035)
!1131 = !DILocalVariable(name: "ptr", scope: !1126, file: !70, line: 430, type: !1033)
!1132 = !DILocalVariable(name: "u16ptr", scope: !1126, file: !70, line: 431, type: !92)
!1133 = !DILocalVariable(name: "tableLog", scope: !1126, file: !70, line: 432, type: !143)
!1134 = !DILocation(line: 0, scope: !1126, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 445, column: 5, scope: !1108, inlinedAt: !1120)
!1136 = !DILocation(line: 0, scope: !1126, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 445, column: 5, scope: !1108, inlinedAt: !1123)
!1138 = !DILocalVariable(name: "ptr", arg: 1, scope: !1139, file: !58, line: 182, type: !1033)
!1139 = distinct !DISubprogram(name: "MEM_read16", scope: !58, file: !58, line: 182, type: !1140, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1142)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!57, !1033}
!1142 = !{!1138}
!1143 = !DILocation(line: 0, scope: !1139, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 432, column: 26, scope: !1126, inlinedAt: !1135)
!1145 = !DILocation(line: 0, scope: !1139, inlinedAt: !1146)
!1146 = distinct !DILocation(line: 432, column: 26, scope: !1126, inlinedAt: !1137)
!1147 = !DILocation(line: 182, column: 53, scope: !1139, inlinedAt: !1148)
!1148 = !DILocation(line: 432, column: 26, scope: !1126, inlinedAt: !1149)
!1149 = !DILocation(line: 445, column: 5, scope: !1108, inlinedAt: !1106)
!1150 = !DILocation(line: 434, column: 34, scope: !1126, inlinedAt: !1149)
!1151 = !DILocation(line: 435, column: 36, scope: !1126, inlinedAt: !1149)
!1152 = !DILocation(line: 435, column: 33, scope: !1126, inlinedAt: !1149)
!1153 = !DILocation(line: 446, column: 57, scope: !1116, inlinedAt: !1106)
!1154 = !DILocation(line: 0, scope: !1116, inlinedAt: !1120)
!1155 = !DILocation(line: 0, scope: !1116, inlinedAt: !1123)
!1156 = !DILocation(line: 448, column: 54, scope: !1116, inlinedAt: !1106)
!1157 = !DILocation(line: 448, column: 65, scope: !1116, inlinedAt: !1106)
!1158 = !DILocation(line: 449, column: 38, scope: !1116, inlinedAt: !1106)
!1159 = !DILocation(line: 449, column: 45, scope: !1116, inlinedAt: !1106)
!1160 = !DILocation(line: 449, column: 27, scope: !1116, inlinedAt: !1106)
!1161 = !DILocation(line: 450, column: 55, scope: !1116, inlinedAt: !1106)
!1162 = !DILocation(line: 450, column: 71, scope: !1116, inlinedAt: !1106)
!1163 = !DILocation(line: 450, column: 27, scope: !1116, inlinedAt: !1106)
!1164 = !DILocation(line: 569, column: 9, scope: !1050)
!1165 = !DILocation(line: 450, column: 27, scope: !1116, inlinedAt: !1123)
!1166 = !DILocation(line: 571, column: 40, scope: !1124)
!1167 = !DILocation(line: 571, column: 39, scope: !1124)
!1168 = !DILocation(line: 0, scope: !1108, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 571, column: 9, scope: !1124)
!1170 = !DILocation(line: 0, scope: !1126, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 445, column: 5, scope: !1108, inlinedAt: !1169)
!1172 = !DILocation(line: 0, scope: !1139, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 432, column: 26, scope: !1126, inlinedAt: !1171)
!1174 = !DILocation(line: 446, column: 57, scope: !1116, inlinedAt: !1169)
!1175 = !DILocation(line: 0, scope: !1116, inlinedAt: !1169)
!1176 = !DILocation(line: 448, column: 54, scope: !1116, inlinedAt: !1169)
!1177 = !DILocation(line: 448, column: 65, scope: !1116, inlinedAt: !1169)
!1178 = !DILocation(line: 449, column: 38, scope: !1116, inlinedAt: !1169)
!1179 = !DILocation(line: 449, column: 45, scope: !1116, inlinedAt: !1169)
!1180 = !DILocation(line: 449, column: 27, scope: !1116, inlinedAt: !1169)
!1181 = !DILocation(line: 450, column: 55, scope: !1116, inlinedAt: !1169)
!1182 = !DILocation(line: 450, column: 71, scope: !1116, inlinedAt: !1169)
!1183 = !DILocation(line: 450, column: 27, scope: !1116, inlinedAt: !1169)
!1184 = !DILocation(line: 572, column: 44, scope: !1124)
!1185 = !DILocation(line: 572, column: 43, scope: !1124)
!1186 = !DILocalVariable(name: "bitC", arg: 1, scope: !1187, file: !70, line: 454, type: !1093)
!1187 = distinct !DISubprogram(name: "FSE_encodeSymbol", scope: !70, file: !70, line: 454, type: !1188, scopeLine: 455, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1190)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{null, !1093, !1111, !11}
!1190 = !{!1186, !1191, !1192, !1193, !1194, !1196}
!1191 = !DILocalVariable(name: "statePtr", arg: 2, scope: !1187, file: !70, line: 454, type: !1111)
!1192 = !DILocalVariable(name: "symbol", arg: 3, scope: !1187, file: !70, line: 454, type: !11)
!1193 = !DILocalVariable(name: "symbolTT", scope: !1187, file: !70, line: 456, type: !91)
!1194 = !DILocalVariable(name: "stateTable", scope: !1187, file: !70, line: 457, type: !1195)
!1195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!1196 = !DILocalVariable(name: "nbBitsOut", scope: !1187, file: !70, line: 458, type: !143)
!1197 = !DILocation(line: 0, scope: !1187, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 572, column: 9, scope: !1124)
!1199 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1198)
!1200 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1198)
!1201 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1198)
!1202 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1198)
!1203 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1198)
!1204 = !DILocalVariable(name: "bitC", arg: 1, scope: !1205, file: !101, line: 180, type: !1093)
!1205 = distinct !DISubprogram(name: "BIT_addBits", scope: !101, file: !101, line: 180, type: !1206, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1208)
!1206 = !DISubroutineType(types: !1207)
!1207 = !{null, !1093, !100, !11}
!1208 = !{!1204, !1209, !1210}
!1209 = !DILocalVariable(name: "value", arg: 2, scope: !1205, file: !101, line: 181, type: !100)
!1210 = !DILocalVariable(name: "nbBits", arg: 3, scope: !1205, file: !101, line: 181, type: !11)
!1211 = !DILocation(line: 0, scope: !1205, inlinedAt: !1212)
!1212 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1198)
!1213 = !DILocalVariable(name: "bitContainer", arg: 1, scope: !1214, file: !101, line: 162, type: !100)
!1214 = distinct !DISubprogram(name: "BIT_getLowerBits", scope: !101, file: !101, line: 162, type: !1215, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1217)
!1215 = !DISubroutineType(types: !1216)
!1216 = !{!100, !100, !143}
!1217 = !{!1213, !1218}
!1218 = !DILocalVariable(name: "nbBits", arg: 2, scope: !1214, file: !101, line: 162, type: !143)
!1219 = !DILocation(line: 0, scope: !1214, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1212)
!1221 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1220)
!1222 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1220)
!1223 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1198)
!1224 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1198)
!1225 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1198)
!1226 = !DILocation(line: 573, column: 9, scope: !1124)
!1227 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1228, file: !58, line: 361, type: !160)
!1228 = distinct !DISubprogram(name: "MEM_writeLEST", scope: !58, file: !58, line: 361, type: !1229, scopeLine: 362, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1231)
!1229 = !DISubroutineType(types: !1230)
!1230 = !{null, !160, !6}
!1231 = !{!1227, !1232}
!1232 = !DILocalVariable(name: "val", arg: 2, scope: !1228, file: !58, line: 361, type: !6)
!1233 = !DILocation(line: 0, scope: !1228, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1241)
!1235 = distinct !DISubprogram(name: "BIT_flushBits", scope: !101, file: !101, line: 221, type: !1236, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1238)
!1236 = !DISubroutineType(types: !1237)
!1237 = !{null, !1093}
!1238 = !{!1239, !1240}
!1239 = !DILocalVariable(name: "bitC", arg: 1, scope: !1235, file: !101, line: 221, type: !1093)
!1240 = !DILocalVariable(name: "nbBytes", scope: !1235, file: !101, line: 223, type: !141)
!1241 = distinct !DILocation(line: 573, column: 9, scope: !1124)
!1242 = !DILocation(line: 0, scope: !1228, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 210, column: 5, scope: !1244, inlinedAt: !1248)
!1244 = distinct !DISubprogram(name: "BIT_flushBitsFast", scope: !101, file: !101, line: 205, type: !1236, scopeLine: 206, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1245)
!1245 = !{!1246, !1247}
!1246 = !DILocalVariable(name: "bitC", arg: 1, scope: !1244, file: !101, line: 205, type: !1093)
!1247 = !DILocalVariable(name: "nbBytes", scope: !1244, file: !101, line: 207, type: !141)
!1248 = distinct !DILocation(line: 573, column: 9, scope: !1124)
!1249 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1250, file: !58, line: 345, type: !160)
!1250 = distinct !DISubprogram(name: "MEM_writeLE64", scope: !58, file: !58, line: 345, type: !305, scopeLine: 346, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1251)
!1251 = !{!1249, !1252}
!1252 = !DILocalVariable(name: "val64", arg: 2, scope: !1250, file: !58, line: 345, type: !81)
!1253 = !DILocation(line: 0, scope: !1250, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1234)
!1255 = distinct !DILexicalBlock(scope: !1228, file: !58, line: 363, column: 9)
!1256 = !DILocation(line: 0, scope: !1250, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1243)
!1258 = !DILocation(line: 0, scope: !304, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1254)
!1260 = distinct !DILexicalBlock(scope: !1250, file: !58, line: 347, column: 9)
!1261 = !DILocation(line: 0, scope: !304, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1257)
!1263 = !DILocation(line: 0, scope: !1244, inlinedAt: !1248)
!1264 = !DILocation(line: 212, column: 18, scope: !1244, inlinedAt: !1248)
!1265 = !DILocation(line: 213, column: 35, scope: !1244, inlinedAt: !1248)
!1266 = !DILocation(line: 213, column: 24, scope: !1244, inlinedAt: !1248)
!1267 = !DILocation(line: 0, scope: !1235, inlinedAt: !1241)
!1268 = !DILocation(line: 228, column: 19, scope: !1269, inlinedAt: !1241)
!1269 = distinct !DILexicalBlock(scope: !1235, file: !101, line: 228, column: 9)
!1270 = !DILocation(line: 228, column: 9, scope: !1235, inlinedAt: !1241)
!1271 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1241)
!1272 = !DILocation(line: 230, column: 35, scope: !1235, inlinedAt: !1241)
!1273 = !DILocation(line: 230, column: 24, scope: !1235, inlinedAt: !1241)
!1274 = !DILocation(line: 576, column: 40, scope: !1121)
!1275 = !DILocation(line: 576, column: 39, scope: !1121)
!1276 = !DILocation(line: 0, scope: !1108, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 576, column: 9, scope: !1121)
!1278 = !DILocation(line: 0, scope: !1126, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 445, column: 5, scope: !1108, inlinedAt: !1277)
!1280 = !DILocation(line: 0, scope: !1139, inlinedAt: !1281)
!1281 = distinct !DILocation(line: 432, column: 26, scope: !1126, inlinedAt: !1279)
!1282 = !DILocation(line: 446, column: 57, scope: !1116, inlinedAt: !1277)
!1283 = !DILocation(line: 0, scope: !1116, inlinedAt: !1277)
!1284 = !DILocation(line: 448, column: 54, scope: !1116, inlinedAt: !1277)
!1285 = !DILocation(line: 448, column: 65, scope: !1116, inlinedAt: !1277)
!1286 = !DILocation(line: 449, column: 38, scope: !1116, inlinedAt: !1277)
!1287 = !DILocation(line: 449, column: 45, scope: !1116, inlinedAt: !1277)
!1288 = !DILocation(line: 449, column: 27, scope: !1116, inlinedAt: !1277)
!1289 = !DILocation(line: 450, column: 55, scope: !1116, inlinedAt: !1277)
!1290 = !DILocation(line: 450, column: 71, scope: !1116, inlinedAt: !1277)
!1291 = !DILocation(line: 450, column: 27, scope: !1116, inlinedAt: !1277)
!1292 = !DILocation(line: 450, column: 25, scope: !1116, inlinedAt: !1106)
!1293 = !DILocation(line: 581, column: 75, scope: !1294)
!1294 = distinct !DILexicalBlock(scope: !1050, file: !3, line: 581, column: 9)
!1295 = !DILocation(line: 581, column: 9, scope: !1050)
!1296 = !DILocation(line: 434, column: 34, scope: !1126, inlinedAt: !1135)
!1297 = !DILocation(line: 582, column: 44, scope: !1298)
!1298 = distinct !DILexicalBlock(scope: !1294, file: !3, line: 581, column: 81)
!1299 = !DILocation(line: 582, column: 43, scope: !1298)
!1300 = !DILocation(line: 0, scope: !1187, inlinedAt: !1301)
!1301 = distinct !DILocation(line: 582, column: 9, scope: !1298)
!1302 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1301)
!1303 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1301)
!1304 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1301)
!1305 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1301)
!1306 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1301)
!1307 = !DILocation(line: 0, scope: !1205, inlinedAt: !1308)
!1308 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1301)
!1309 = !DILocation(line: 0, scope: !1214, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1308)
!1311 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1310)
!1312 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1310)
!1313 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1308)
!1314 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1308)
!1315 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1301)
!1316 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1301)
!1317 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1301)
!1318 = !DILocation(line: 583, column: 44, scope: !1298)
!1319 = !DILocation(line: 583, column: 43, scope: !1298)
!1320 = !DILocation(line: 0, scope: !1187, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 583, column: 9, scope: !1298)
!1322 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1321)
!1323 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1321)
!1324 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1321)
!1325 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1321)
!1326 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1321)
!1327 = !DILocation(line: 0, scope: !1205, inlinedAt: !1328)
!1328 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1321)
!1329 = !DILocation(line: 0, scope: !1214, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1328)
!1331 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1330)
!1332 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1330)
!1333 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1328)
!1334 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1328)
!1335 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1328)
!1336 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1321)
!1337 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1321)
!1338 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1321)
!1339 = !DILocation(line: 584, column: 9, scope: !1298)
!1340 = !DILocation(line: 0, scope: !1228, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1342)
!1342 = distinct !DILocation(line: 584, column: 9, scope: !1298)
!1343 = !DILocation(line: 0, scope: !1228, inlinedAt: !1344)
!1344 = distinct !DILocation(line: 210, column: 5, scope: !1244, inlinedAt: !1345)
!1345 = distinct !DILocation(line: 584, column: 9, scope: !1298)
!1346 = !DILocation(line: 0, scope: !1250, inlinedAt: !1347)
!1347 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1341)
!1348 = !DILocation(line: 0, scope: !1250, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1344)
!1350 = !DILocation(line: 0, scope: !304, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1347)
!1352 = !DILocation(line: 0, scope: !304, inlinedAt: !1353)
!1353 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1349)
!1354 = !DILocation(line: 0, scope: !1244, inlinedAt: !1345)
!1355 = !DILocation(line: 212, column: 18, scope: !1244, inlinedAt: !1345)
!1356 = !DILocation(line: 213, column: 35, scope: !1244, inlinedAt: !1345)
!1357 = !DILocation(line: 213, column: 24, scope: !1244, inlinedAt: !1345)
!1358 = !DILocation(line: 0, scope: !1235, inlinedAt: !1342)
!1359 = !DILocation(line: 228, column: 19, scope: !1269, inlinedAt: !1342)
!1360 = !DILocation(line: 228, column: 9, scope: !1235, inlinedAt: !1342)
!1361 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1342)
!1362 = !DILocation(line: 230, column: 35, scope: !1235, inlinedAt: !1342)
!1363 = !DILocation(line: 230, column: 24, scope: !1235, inlinedAt: !1342)
!1364 = !DILocation(line: 588, column: 15, scope: !1050)
!1365 = !DILocation(line: 588, column: 5, scope: !1050)
!1366 = !DILocation(line: 590, column: 44, scope: !1367)
!1367 = distinct !DILexicalBlock(scope: !1050, file: !3, line: 588, column: 25)
!1368 = !DILocation(line: 590, column: 43, scope: !1367)
!1369 = !DILocation(line: 0, scope: !1187, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 590, column: 9, scope: !1367)
!1371 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1370)
!1372 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1370)
!1373 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1370)
!1374 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1370)
!1375 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1370)
!1376 = !DILocation(line: 0, scope: !1205, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1370)
!1378 = !DILocation(line: 0, scope: !1214, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1377)
!1380 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1379)
!1381 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1379)
!1382 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1377)
!1383 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1377)
!1384 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1370)
!1385 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1370)
!1386 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1370)
!1387 = !DILocation(line: 595, column: 44, scope: !1367)
!1388 = !DILocation(line: 595, column: 43, scope: !1367)
!1389 = !DILocation(line: 0, scope: !1187, inlinedAt: !1390)
!1390 = distinct !DILocation(line: 595, column: 9, scope: !1367)
!1391 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1390)
!1392 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1390)
!1393 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1390)
!1394 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1390)
!1395 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1390)
!1396 = !DILocation(line: 0, scope: !1205, inlinedAt: !1397)
!1397 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1390)
!1398 = !DILocation(line: 0, scope: !1214, inlinedAt: !1399)
!1399 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1397)
!1400 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1399)
!1401 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1399)
!1402 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1397)
!1403 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1397)
!1404 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1390)
!1405 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1390)
!1406 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1390)
!1407 = !DILocation(line: 598, column: 48, scope: !1408)
!1408 = distinct !DILexicalBlock(scope: !1409, file: !3, line: 597, column: 66)
!1409 = distinct !DILexicalBlock(scope: !1367, file: !3, line: 597, column: 13)
!1410 = !DILocation(line: 598, column: 47, scope: !1408)
!1411 = !DILocation(line: 0, scope: !1187, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 598, column: 13, scope: !1408)
!1413 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1412)
!1414 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1412)
!1415 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1412)
!1416 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1412)
!1417 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1412)
!1418 = !DILocation(line: 0, scope: !1205, inlinedAt: !1419)
!1419 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1412)
!1420 = !DILocation(line: 0, scope: !1214, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1419)
!1422 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1421)
!1423 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1421)
!1424 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1419)
!1425 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1419)
!1426 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1412)
!1427 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1412)
!1428 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1412)
!1429 = !DILocation(line: 599, column: 48, scope: !1408)
!1430 = !DILocation(line: 599, column: 47, scope: !1408)
!1431 = !DILocation(line: 0, scope: !1187, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 599, column: 13, scope: !1408)
!1433 = !DILocation(line: 456, column: 53, scope: !1187, inlinedAt: !1432)
!1434 = !DILocation(line: 458, column: 53, scope: !1187, inlinedAt: !1432)
!1435 = !DILocation(line: 458, column: 51, scope: !1187, inlinedAt: !1432)
!1436 = !DILocation(line: 458, column: 75, scope: !1187, inlinedAt: !1432)
!1437 = !DILocation(line: 458, column: 28, scope: !1187, inlinedAt: !1432)
!1438 = !DILocation(line: 0, scope: !1205, inlinedAt: !1439)
!1439 = distinct !DILocation(line: 459, column: 5, scope: !1187, inlinedAt: !1432)
!1440 = !DILocation(line: 0, scope: !1214, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1439)
!1442 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1441)
!1443 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1441)
!1444 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1439)
!1445 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1397)
!1446 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1419)
!1447 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1439)
!1448 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1439)
!1449 = !DILocation(line: 460, column: 52, scope: !1187, inlinedAt: !1432)
!1450 = !DILocation(line: 460, column: 68, scope: !1187, inlinedAt: !1432)
!1451 = !DILocation(line: 460, column: 23, scope: !1187, inlinedAt: !1432)
!1452 = !DILocation(line: 602, column: 9, scope: !1367)
!1453 = !DILocation(line: 0, scope: !1228, inlinedAt: !1454)
!1454 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 602, column: 9, scope: !1367)
!1456 = !DILocation(line: 0, scope: !1228, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 210, column: 5, scope: !1244, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 602, column: 9, scope: !1367)
!1459 = !DILocation(line: 0, scope: !1250, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1454)
!1461 = !DILocation(line: 0, scope: !1250, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1457)
!1463 = !DILocation(line: 0, scope: !304, inlinedAt: !1464)
!1464 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1460)
!1465 = !DILocation(line: 0, scope: !304, inlinedAt: !1466)
!1466 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1462)
!1467 = distinct !{!1467, !1365, !1468, !293}
!1468 = !DILocation(line: 603, column: 5, scope: !1050)
!1469 = !DILocation(line: 230, column: 24, scope: !1235, inlinedAt: !1084)
!1470 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1084)
!1471 = !DILocation(line: 460, column: 21, scope: !1187, inlinedAt: !1084)
!1472 = !DILocation(line: 228, scope: !1235, inlinedAt: !1084)
!1473 = !DILocalVariable(name: "bitC", arg: 1, scope: !1474, file: !70, line: 463, type: !1093)
!1474 = distinct !DISubprogram(name: "FSE_flushCState", scope: !70, file: !70, line: 463, type: !1475, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1479)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{null, !1093, !1477}
!1477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1478, size: 64)
!1478 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1074)
!1479 = !{!1473, !1480}
!1480 = !DILocalVariable(name: "statePtr", arg: 2, scope: !1474, file: !70, line: 463, type: !1477)
!1481 = !DILocation(line: 0, scope: !1474, inlinedAt: !1482)
!1482 = distinct !DILocation(line: 605, column: 5, scope: !1050)
!1483 = !DILocation(line: 0, scope: !1205, inlinedAt: !1484)
!1484 = distinct !DILocation(line: 465, column: 5, scope: !1474, inlinedAt: !1482)
!1485 = !DILocation(line: 0, scope: !1214, inlinedAt: !1486)
!1486 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1484)
!1487 = !DILocation(line: 173, column: 27, scope: !1214, inlinedAt: !1486)
!1488 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1486)
!1489 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1484)
!1490 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1484)
!1491 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1484)
!1492 = !DILocation(line: 0, scope: !1235, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 466, column: 5, scope: !1474, inlinedAt: !1482)
!1494 = !DILocation(line: 223, column: 41, scope: !1235, inlinedAt: !1493)
!1495 = !DILocation(line: 223, column: 28, scope: !1235, inlinedAt: !1493)
!1496 = !DILocation(line: 0, scope: !1228, inlinedAt: !1497)
!1497 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1493)
!1498 = !DILocation(line: 0, scope: !1250, inlinedAt: !1499)
!1499 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1497)
!1500 = !DILocation(line: 0, scope: !304, inlinedAt: !1501)
!1501 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1499)
!1502 = !DILocation(line: 189, column: 76, scope: !304, inlinedAt: !1501)
!1503 = !DILocation(line: 227, column: 15, scope: !1235, inlinedAt: !1493)
!1504 = !DILocation(line: 228, column: 19, scope: !1269, inlinedAt: !1493)
!1505 = !DILocation(line: 228, column: 9, scope: !1235, inlinedAt: !1493)
!1506 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1493)
!1507 = !DILocation(line: 230, column: 35, scope: !1235, inlinedAt: !1493)
!1508 = !DILocation(line: 230, column: 24, scope: !1235, inlinedAt: !1493)
!1509 = !DILocation(line: 0, scope: !1474, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 606, column: 5, scope: !1050)
!1511 = !DILocation(line: 0, scope: !1205, inlinedAt: !1512)
!1512 = distinct !DILocation(line: 465, column: 5, scope: !1474, inlinedAt: !1510)
!1513 = !DILocation(line: 0, scope: !1214, inlinedAt: !1514)
!1514 = distinct !DILocation(line: 186, column: 27, scope: !1205, inlinedAt: !1512)
!1515 = !DILocation(line: 173, column: 25, scope: !1214, inlinedAt: !1514)
!1516 = !DILocation(line: 186, column: 59, scope: !1205, inlinedAt: !1512)
!1517 = !DILocation(line: 186, column: 24, scope: !1205, inlinedAt: !1512)
!1518 = !DILocation(line: 187, column: 18, scope: !1205, inlinedAt: !1512)
!1519 = !DILocation(line: 0, scope: !1235, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 466, column: 5, scope: !1474, inlinedAt: !1510)
!1521 = !DILocation(line: 223, column: 41, scope: !1235, inlinedAt: !1520)
!1522 = !DILocation(line: 223, column: 28, scope: !1235, inlinedAt: !1520)
!1523 = !DILocation(line: 0, scope: !1228, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1520)
!1525 = !DILocation(line: 0, scope: !1250, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1524)
!1527 = !DILocation(line: 0, scope: !304, inlinedAt: !1528)
!1528 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1526)
!1529 = !DILocation(line: 189, column: 76, scope: !304, inlinedAt: !1528)
!1530 = !DILocation(line: 227, column: 15, scope: !1235, inlinedAt: !1520)
!1531 = !DILocation(line: 228, column: 19, scope: !1269, inlinedAt: !1520)
!1532 = !DILocation(line: 228, column: 9, scope: !1235, inlinedAt: !1520)
!1533 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1520)
!1534 = !DILocation(line: 230, column: 35, scope: !1235, inlinedAt: !1520)
!1535 = !DILocation(line: 230, column: 24, scope: !1235, inlinedAt: !1520)
!1536 = !DILocalVariable(name: "bitC", arg: 1, scope: !1537, file: !101, line: 236, type: !1093)
!1537 = distinct !DISubprogram(name: "BIT_closeCStream", scope: !101, file: !101, line: 236, type: !1538, scopeLine: 237, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1540)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{!6, !1093}
!1540 = !{!1536}
!1541 = !DILocation(line: 0, scope: !1537, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 607, column: 12, scope: !1050)
!1543 = !DILocalVariable(name: "bitC", arg: 1, scope: !1544, file: !101, line: 193, type: !1093)
!1544 = distinct !DISubprogram(name: "BIT_addBitsFast", scope: !101, file: !101, line: 193, type: !1206, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1545)
!1545 = !{!1543, !1546, !1547}
!1546 = !DILocalVariable(name: "value", arg: 2, scope: !1544, file: !101, line: 194, type: !100)
!1547 = !DILocalVariable(name: "nbBits", arg: 3, scope: !1544, file: !101, line: 194, type: !11)
!1548 = !DILocation(line: 0, scope: !1544, inlinedAt: !1549)
!1549 = distinct !DILocation(line: 238, column: 5, scope: !1537, inlinedAt: !1542)
!1550 = !DILocation(line: 198, column: 33, scope: !1544, inlinedAt: !1549)
!1551 = !DILocation(line: 198, column: 24, scope: !1544, inlinedAt: !1549)
!1552 = !DILocation(line: 199, column: 18, scope: !1544, inlinedAt: !1549)
!1553 = !DILocation(line: 0, scope: !1235, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 239, column: 5, scope: !1537, inlinedAt: !1542)
!1555 = !DILocation(line: 223, column: 41, scope: !1235, inlinedAt: !1554)
!1556 = !DILocation(line: 223, column: 28, scope: !1235, inlinedAt: !1554)
!1557 = !DILocation(line: 0, scope: !1228, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 226, column: 5, scope: !1235, inlinedAt: !1554)
!1559 = !DILocation(line: 0, scope: !1250, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 366, column: 9, scope: !1255, inlinedAt: !1558)
!1561 = !DILocation(line: 0, scope: !304, inlinedAt: !1562)
!1562 = distinct !DILocation(line: 348, column: 9, scope: !1260, inlinedAt: !1560)
!1563 = !DILocation(line: 189, column: 76, scope: !304, inlinedAt: !1562)
!1564 = !DILocation(line: 227, column: 15, scope: !1235, inlinedAt: !1554)
!1565 = !DILocation(line: 228, column: 19, scope: !1269, inlinedAt: !1554)
!1566 = !DILocation(line: 228, column: 9, scope: !1235, inlinedAt: !1554)
!1567 = !DILocation(line: 240, column: 19, scope: !1568, inlinedAt: !1542)
!1568 = distinct !DILexicalBlock(scope: !1537, file: !101, line: 240, column: 9)
!1569 = !DILocation(line: 240, column: 9, scope: !1537, inlinedAt: !1542)
!1570 = !DILocation(line: 229, column: 18, scope: !1235, inlinedAt: !1554)
!1571 = !DILocation(line: 241, column: 31, scope: !1537, inlinedAt: !1542)
!1572 = !DILocation(line: 241, column: 65, scope: !1537, inlinedAt: !1542)
!1573 = !DILocation(line: 241, column: 51, scope: !1537, inlinedAt: !1542)
!1574 = !DILocation(line: 241, column: 49, scope: !1537, inlinedAt: !1542)
!1575 = !DILocation(line: 241, column: 5, scope: !1537, inlinedAt: !1542)
!1576 = !DILocation(line: 608, column: 1, scope: !1050)
!1577 = distinct !DISubprogram(name: "FSE_compressBound", scope: !3, file: !3, line: 623, type: !1578, scopeLine: 623, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !1580)
!1578 = !DISubroutineType(types: !1579)
!1579 = !{!6, !6}
!1580 = !{!1581}
!1581 = !DILocalVariable(name: "size", arg: 1, scope: !1577, file: !3, line: 623, type: !6)
!1582 = !DILocation(line: 0, scope: !1577)
!1583 = !DILocation(line: 623, column: 48, scope: !1577)
!1584 = !DILocation(line: 623, column: 41, scope: !1577)
