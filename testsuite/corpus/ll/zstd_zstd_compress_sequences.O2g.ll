; ModuleID = 'src/zstd/lib/compress/zstd_compress_sequences.c'
source_filename = "src/zstd/lib/compress/zstd_compress_sequences.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@kInverseProbabilityLog256 = internal unnamed_addr constant [256 x i32] [i32 0, i32 2048, i32 1792, i32 1642, i32 1536, i32 1453, i32 1386, i32 1329, i32 1280, i32 1236, i32 1197, i32 1162, i32 1130, i32 1100, i32 1073, i32 1047, i32 1024, i32 1001, i32 980, i32 960, i32 941, i32 923, i32 906, i32 889, i32 874, i32 859, i32 844, i32 830, i32 817, i32 804, i32 791, i32 779, i32 768, i32 756, i32 745, i32 734, i32 724, i32 714, i32 704, i32 694, i32 685, i32 676, i32 667, i32 658, i32 650, i32 642, i32 633, i32 626, i32 618, i32 610, i32 603, i32 595, i32 588, i32 581, i32 574, i32 567, i32 561, i32 554, i32 548, i32 542, i32 535, i32 529, i32 523, i32 517, i32 512, i32 506, i32 500, i32 495, i32 489, i32 484, i32 478, i32 473, i32 468, i32 463, i32 458, i32 453, i32 448, i32 443, i32 438, i32 434, i32 429, i32 424, i32 420, i32 415, i32 411, i32 407, i32 402, i32 398, i32 394, i32 390, i32 386, i32 382, i32 377, i32 373, i32 370, i32 366, i32 362, i32 358, i32 354, i32 350, i32 347, i32 343, i32 339, i32 336, i32 332, i32 329, i32 325, i32 322, i32 318, i32 315, i32 311, i32 308, i32 305, i32 302, i32 298, i32 295, i32 292, i32 289, i32 286, i32 282, i32 279, i32 276, i32 273, i32 270, i32 267, i32 264, i32 261, i32 258, i32 256, i32 253, i32 250, i32 247, i32 244, i32 241, i32 239, i32 236, i32 233, i32 230, i32 228, i32 225, i32 222, i32 220, i32 217, i32 215, i32 212, i32 209, i32 207, i32 204, i32 202, i32 199, i32 197, i32 194, i32 192, i32 190, i32 187, i32 185, i32 182, i32 180, i32 178, i32 175, i32 173, i32 171, i32 168, i32 166, i32 164, i32 162, i32 159, i32 157, i32 155, i32 153, i32 151, i32 149, i32 146, i32 144, i32 142, i32 140, i32 138, i32 136, i32 134, i32 132, i32 130, i32 128, i32 126, i32 123, i32 121, i32 119, i32 117, i32 115, i32 114, i32 112, i32 110, i32 108, i32 106, i32 104, i32 102, i32 100, i32 98, i32 96, i32 94, i32 93, i32 91, i32 89, i32 87, i32 85, i32 83, i32 82, i32 80, i32 78, i32 76, i32 74, i32 73, i32 71, i32 69, i32 67, i32 66, i32 64, i32 62, i32 61, i32 59, i32 57, i32 55, i32 54, i32 52, i32 50, i32 49, i32 47, i32 46, i32 44, i32 42, i32 41, i32 39, i32 37, i32 36, i32 34, i32 33, i32 31, i32 30, i32 28, i32 26, i32 25, i32 23, i32 22, i32 20, i32 19, i32 17, i32 16, i32 14, i32 13, i32 11, i32 10, i32 8, i32 7, i32 5, i32 4, i32 2, i32 1], align 16, !dbg !0
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !145
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !152
@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 16, !dbg !139

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @ZSTD_fseBitCost(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !166 {
    #dbg_value(ptr %0, !174, !DIExpression(), !196)
    #dbg_value(ptr %1, !175, !DIExpression(), !196)
    #dbg_value(i32 %2, !176, !DIExpression(), !196)
    #dbg_value(i32 8, !177, !DIExpression(), !196)
    #dbg_value(i64 0, !178, !DIExpression(), !196)
    #dbg_value(ptr undef, !197, !DIExpression(), !208)
    #dbg_value(ptr %0, !203, !DIExpression(), !208)
    #dbg_value(ptr %0, !204, !DIExpression(), !208)
    #dbg_value(ptr %0, !205, !DIExpression(), !208)
    #dbg_value(ptr %0, !210, !DIExpression(), !215)
  %4 = load i16, ptr %0, align 1, !dbg !217, !tbaa !218
  %5 = zext i16 %4 to i32, !dbg !222
    #dbg_value(i32 %5, !206, !DIExpression(), !208)
    #dbg_value(!DIArgList(i64 1, i16 %4), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !196)
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !223
    #dbg_value(ptr %6, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !196)
  %7 = icmp eq i16 %4, 0, !dbg !224
  %8 = add nsw i32 %5, -1, !dbg !224
  %9 = shl nuw i32 1, %8, !dbg !224
  %10 = sext i32 %9 to i64, !dbg !225
  %11 = select i1 %7, i64 1, i64 %10, !dbg !225
  %12 = getelementptr inbounds i32, ptr %6, i64 %11, !dbg !225
    #dbg_value(ptr %12, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !196)
    #dbg_value(i32 %5, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !196)
    #dbg_value(ptr %0, !226, !DIExpression(), !234)
    #dbg_value(ptr %0, !231, !DIExpression(), !234)
    #dbg_value(ptr %0, !232, !DIExpression(), !234)
  %13 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !237
    #dbg_value(ptr %13, !210, !DIExpression(), !238)
  %14 = load i16, ptr %13, align 1, !dbg !240, !tbaa !218
  %15 = zext i16 %14 to i32, !dbg !241
    #dbg_value(i32 %15, !233, !DIExpression(), !234)
  %16 = icmp ult i32 %15, %2, !dbg !242
  br i1 %16, label %53, label %17, !dbg !243

17:                                               ; preds = %3
  %18 = shl nuw i32 1, %5
    #dbg_value(i64 0, !178, !DIExpression(), !196)
    #dbg_value(i32 0, !179, !DIExpression(), !196)
  %19 = shl nuw nsw i32 %5, 8
  %20 = add nuw nsw i32 %19, 256
  %21 = add nuw nsw i32 %2, 1, !dbg !244
  %22 = zext nneg i32 %21 to i64, !dbg !245
  br label %23, !dbg !244

23:                                               ; preds = %17, %47
  %24 = phi i64 [ 0, %17 ], [ %49, %47 ]
  %25 = phi i64 [ 0, %17 ], [ %48, %47 ]
    #dbg_value(i64 %25, !178, !DIExpression(), !196)
    #dbg_value(i64 %24, !179, !DIExpression(), !196)
    #dbg_value(i32 %5, !190, !DIExpression(), !246)
    #dbg_value(i32 %5, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 8, DW_OP_shl, DW_OP_stack_value), !246)
    #dbg_value(ptr %12, !247, !DIExpression(), !263)
    #dbg_value(i32 %5, !252, !DIExpression(), !263)
    #dbg_value(i64 %24, !253, !DIExpression(), !263)
    #dbg_value(i32 8, !254, !DIExpression(), !263)
    #dbg_value(ptr %12, !255, !DIExpression(), !263)
  %26 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %12, i64 %24, i32 1, !dbg !265
  %27 = load i32, ptr %26, align 4, !dbg !265, !tbaa !266
  %28 = lshr i32 %27, 16, !dbg !269
    #dbg_value(i32 %28, !256, !DIExpression(), !263)
  %29 = add nuw nsw i32 %28, 1, !dbg !270
    #dbg_value(i32 %29, !257, !DIExpression(DW_OP_constu, 16, DW_OP_shl, DW_OP_stack_value), !263)
    #dbg_value(i32 %18, !258, !DIExpression(), !271)
  %30 = add i32 %27, %18, !dbg !272
    #dbg_value(!DIArgList(i32 %29, i32 %30), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !271)
  %31 = shl i32 %29, 24, !dbg !273
  %32 = shl i32 %30, 8, !dbg !273
  %33 = sub i32 %31, %32, !dbg !273
  %34 = lshr i32 %33, %5, !dbg !274
    #dbg_value(i32 %34, !261, !DIExpression(), !271)
    #dbg_value(i32 256, !262, !DIExpression(), !271)
  %35 = shl nuw nsw i32 %29, 8, !dbg !275
  %36 = sub i32 %35, %34, !dbg !276
    #dbg_value(i32 %36, !195, !DIExpression(), !246)
  %37 = getelementptr inbounds i32, ptr %1, i64 %24, !dbg !277
  %38 = load i32, ptr %37, align 4, !dbg !277, !tbaa !279
  %39 = icmp eq i32 %38, 0, !dbg !280
  br i1 %39, label %47, label %40, !dbg !281

40:                                               ; preds = %23
    #dbg_value(i32 %20, !194, !DIExpression(), !246)
  %41 = icmp ult i32 %36, %20, !dbg !282
  br i1 %41, label %42, label %53, !dbg !284

42:                                               ; preds = %40
  %43 = zext i32 %38 to i64, !dbg !285
  %44 = zext i32 %36 to i64, !dbg !286
  %45 = mul nuw i64 %44, %43, !dbg !287
  %46 = add i64 %45, %25, !dbg !288
    #dbg_value(i64 %46, !178, !DIExpression(), !196)
  br label %47, !dbg !289

47:                                               ; preds = %42, %23
  %48 = phi i64 [ %25, %23 ], [ %46, %42 ]
    #dbg_value(i64 %48, !178, !DIExpression(), !196)
  %49 = add nuw nsw i64 %24, 1, !dbg !290
    #dbg_value(i64 %49, !179, !DIExpression(), !196)
  %50 = icmp eq i64 %49, %22, !dbg !245
  br i1 %50, label %51, label %23, !dbg !244, !llvm.loop !291

51:                                               ; preds = %47
  %52 = lshr i64 %48, 8, !dbg !294
  br label %53, !dbg !295

53:                                               ; preds = %40, %3, %51
  %54 = phi i64 [ %52, %51 ], [ -1, %3 ], [ -1, %40 ]
  ret i64 %54, !dbg !296
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 72057594037927936) i64 @ZSTD_crossEntropyCost(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !297 {
    #dbg_value(ptr %0, !303, !DIExpression(), !315)
    #dbg_value(i32 %1, !304, !DIExpression(), !315)
    #dbg_value(ptr %2, !305, !DIExpression(), !315)
    #dbg_value(i32 %3, !306, !DIExpression(), !315)
  %5 = sub i32 8, %1, !dbg !316
    #dbg_value(i32 %5, !307, !DIExpression(), !315)
    #dbg_value(i64 0, !308, !DIExpression(), !315)
    #dbg_value(i32 0, !309, !DIExpression(), !315)
  %6 = add i32 %3, 1, !dbg !317
  %7 = tail call i32 @llvm.umax.i32(i32 %6, i32 1), !dbg !317
  %8 = zext i32 %7 to i64, !dbg !318
  %9 = and i64 %8, 1, !dbg !317
  %10 = icmp ult i32 %6, 2, !dbg !317
  br i1 %10, label %49, label %11, !dbg !317

11:                                               ; preds = %4
  %12 = and i64 %8, 4294967294, !dbg !317
  br label %13, !dbg !317

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %46, %13 ]
  %15 = phi i64 [ 0, %11 ], [ %45, %13 ]
  %16 = phi i64 [ 0, %11 ], [ %47, %13 ]
    #dbg_value(i64 %15, !308, !DIExpression(), !315)
    #dbg_value(i64 %14, !309, !DIExpression(), !315)
  %17 = getelementptr inbounds i16, ptr %0, i64 %14, !dbg !319
  %18 = load i16, ptr %17, align 2, !dbg !319, !tbaa !218
  %19 = icmp eq i16 %18, -1, !dbg !320
  %20 = select i1 %19, i16 1, i16 %18, !dbg !321
  %21 = sext i16 %20 to i32, !dbg !321
    #dbg_value(i32 %21, !310, !DIExpression(), !322)
  %22 = shl i32 %21, %5, !dbg !323
    #dbg_value(i32 %22, !314, !DIExpression(), !322)
  %23 = getelementptr inbounds i32, ptr %2, i64 %14, !dbg !324
  %24 = load i32, ptr %23, align 4, !dbg !324, !tbaa !279
  %25 = zext i32 %22 to i64, !dbg !325
  %26 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %25, !dbg !325
  %27 = load i32, ptr %26, align 4, !dbg !325, !tbaa !279
  %28 = mul i32 %27, %24, !dbg !326
  %29 = zext i32 %28 to i64, !dbg !324
  %30 = add i64 %15, %29, !dbg !327
    #dbg_value(i64 %30, !308, !DIExpression(), !315)
  %31 = or disjoint i64 %14, 1, !dbg !328
    #dbg_value(i64 %31, !309, !DIExpression(), !315)
  %32 = getelementptr inbounds i16, ptr %0, i64 %31, !dbg !319
  %33 = load i16, ptr %32, align 2, !dbg !319, !tbaa !218
  %34 = icmp eq i16 %33, -1, !dbg !320
  %35 = select i1 %34, i16 1, i16 %33, !dbg !321
  %36 = sext i16 %35 to i32, !dbg !321
    #dbg_value(i32 %36, !310, !DIExpression(), !322)
  %37 = shl i32 %36, %5, !dbg !323
    #dbg_value(i32 %37, !314, !DIExpression(), !322)
  %38 = getelementptr inbounds i32, ptr %2, i64 %31, !dbg !324
  %39 = load i32, ptr %38, align 4, !dbg !324, !tbaa !279
  %40 = zext i32 %37 to i64, !dbg !325
  %41 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %40, !dbg !325
  %42 = load i32, ptr %41, align 4, !dbg !325, !tbaa !279
  %43 = mul i32 %42, %39, !dbg !326
  %44 = zext i32 %43 to i64, !dbg !324
  %45 = add i64 %30, %44, !dbg !327
    #dbg_value(i64 %45, !308, !DIExpression(), !315)
  %46 = add nuw nsw i64 %14, 2, !dbg !328
    #dbg_value(i64 %46, !309, !DIExpression(), !315)
  %47 = add i64 %16, 2, !dbg !317
  %48 = icmp eq i64 %47, %12, !dbg !317
  br i1 %48, label %49, label %13, !dbg !317, !llvm.loop !329

49:                                               ; preds = %13, %4
  %50 = phi i64 [ poison, %4 ], [ %45, %13 ]
  %51 = phi i64 [ 0, %4 ], [ %46, %13 ]
  %52 = phi i64 [ 0, %4 ], [ %45, %13 ]
  %53 = icmp eq i64 %9, 0, !dbg !317
  br i1 %53, label %69, label %54, !dbg !317

54:                                               ; preds = %49
    #dbg_value(i64 %52, !308, !DIExpression(), !315)
    #dbg_value(i64 %51, !309, !DIExpression(), !315)
  %55 = getelementptr inbounds i16, ptr %0, i64 %51, !dbg !319
  %56 = load i16, ptr %55, align 2, !dbg !319, !tbaa !218
  %57 = icmp eq i16 %56, -1, !dbg !320
  %58 = select i1 %57, i16 1, i16 %56, !dbg !321
  %59 = sext i16 %58 to i32, !dbg !321
    #dbg_value(i32 %59, !310, !DIExpression(), !322)
  %60 = shl i32 %59, %5, !dbg !323
    #dbg_value(i32 %60, !314, !DIExpression(), !322)
  %61 = getelementptr inbounds i32, ptr %2, i64 %51, !dbg !324
  %62 = load i32, ptr %61, align 4, !dbg !324, !tbaa !279
  %63 = zext i32 %60 to i64, !dbg !325
  %64 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %63, !dbg !325
  %65 = load i32, ptr %64, align 4, !dbg !325, !tbaa !279
  %66 = mul i32 %65, %62, !dbg !326
  %67 = zext i32 %66 to i64, !dbg !324
  %68 = add i64 %52, %67, !dbg !327
    #dbg_value(i64 %68, !308, !DIExpression(), !315)
    #dbg_value(i64 %51, !309, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
  br label %69, !dbg !331

69:                                               ; preds = %49, %54
  %70 = phi i64 [ %50, %49 ], [ %68, %54 ], !dbg !327
  %71 = lshr i64 %70, 8, !dbg !331
  ret i64 %71, !dbg !332
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @ZSTD_selectEncodingType(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #2 !dbg !333 {
  %12 = alloca [512 x i8], align 16, !DIAssignID !369
    #dbg_assign(i1 undef, !370, !DIExpression(), !369, ptr %12, !DIExpression(), !386)
  %13 = alloca [53 x i16], align 16, !DIAssignID !388
    #dbg_value(ptr %0, !345, !DIExpression(), !389)
    #dbg_value(ptr %1, !346, !DIExpression(), !389)
    #dbg_value(i32 %2, !347, !DIExpression(), !389)
    #dbg_value(i64 %3, !348, !DIExpression(), !389)
    #dbg_value(i64 %4, !349, !DIExpression(), !389)
    #dbg_value(i32 %5, !350, !DIExpression(), !389)
    #dbg_value(ptr %6, !351, !DIExpression(), !389)
    #dbg_value(ptr %7, !352, !DIExpression(), !389)
    #dbg_value(i32 %8, !353, !DIExpression(), !389)
    #dbg_value(i32 %9, !354, !DIExpression(), !389)
    #dbg_value(i32 %10, !355, !DIExpression(), !389)
  %14 = icmp eq i64 %3, %4, !dbg !390
  %15 = icmp eq i32 %9, 0, !dbg !389
  br i1 %14, label %16, label %20, !dbg !392

16:                                               ; preds = %11
  store i32 0, ptr %0, align 4, !dbg !393, !tbaa !279
  %17 = icmp ugt i64 %3, 2
  %18 = or i1 %17, %15, !dbg !395
  %19 = zext i1 %18 to i32, !dbg !395
  br label %208, !dbg !395

20:                                               ; preds = %11
  %21 = icmp ult i32 %10, 4, !dbg !396
  br i1 %21, label %22, label %41, !dbg !397

22:                                               ; preds = %20
  br i1 %15, label %207, label %23, !dbg !398

23:                                               ; preds = %22
    #dbg_value(i64 1000, !356, !DIExpression(), !399)
    #dbg_value(!DIArgList(i32 10, i32 %10), !361, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !399)
    #dbg_value(i64 3, !362, !DIExpression(), !399)
    #dbg_value(!DIArgList(i32 10, i32 %8, i32 %10), !363, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !399)
  %24 = load i32, ptr %0, align 4, !dbg !400, !tbaa !279
  %25 = icmp eq i32 %24, 2, !dbg !402
  %26 = icmp ult i64 %4, 1000
  %27 = and i1 %26, %25, !dbg !403
  br i1 %27, label %208, label %28, !dbg !403

28:                                               ; preds = %23
  %29 = sub nuw nsw i32 10, %10, !dbg !404
    #dbg_value(!DIArgList(i32 %29, i32 %8), !363, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !399)
    #dbg_value(i32 %29, !361, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !399)
  %30 = zext nneg i32 %29 to i64, !dbg !405
    #dbg_value(!DIArgList(i64 %30, i32 %8), !363, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !399)
    #dbg_value(i64 %30, !361, !DIExpression(), !399)
  %31 = zext nneg i32 %8 to i64, !dbg !406
    #dbg_value(!DIArgList(i64 %30, i64 %31), !363, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !399)
  %32 = shl i64 %30, %31, !dbg !407
    #dbg_value(i64 %32, !363, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !399)
  %33 = lshr i64 %32, 3, !dbg !408
    #dbg_value(i64 %33, !363, !DIExpression(), !399)
  %34 = icmp ugt i64 %33, %4, !dbg !409
  br i1 %34, label %40, label %35, !dbg !411

35:                                               ; preds = %28
  %36 = add i32 %8, -1, !dbg !412
  %37 = zext nneg i32 %36 to i64, !dbg !413
  %38 = lshr i64 %4, %37, !dbg !413
  %39 = icmp ugt i64 %38, %3, !dbg !414
  br i1 %39, label %40, label %207, !dbg !415

40:                                               ; preds = %28, %35
  store i32 0, ptr %0, align 4, !dbg !416, !tbaa !279
  br label %208, !dbg !418

41:                                               ; preds = %20
  br i1 %15, label %110, label %42, !dbg !419

42:                                               ; preds = %41
    #dbg_value(ptr %7, !303, !DIExpression(), !420)
    #dbg_value(i32 %8, !304, !DIExpression(), !420)
    #dbg_value(ptr %1, !305, !DIExpression(), !420)
    #dbg_value(i32 %2, !306, !DIExpression(), !420)
  %43 = sub i32 8, %8, !dbg !422
    #dbg_value(i32 %43, !307, !DIExpression(), !420)
    #dbg_value(i64 0, !308, !DIExpression(), !420)
    #dbg_value(i32 0, !309, !DIExpression(), !420)
  %44 = add i32 %2, 1, !dbg !423
  %45 = tail call i32 @llvm.umax.i32(i32 %44, i32 1), !dbg !423
  %46 = zext i32 %45 to i64, !dbg !424
  %47 = and i64 %46, 1, !dbg !423
  %48 = icmp ult i32 %44, 2, !dbg !423
  br i1 %48, label %87, label %49, !dbg !423

49:                                               ; preds = %42
  %50 = and i64 %46, 4294967294, !dbg !423
  br label %51, !dbg !423

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %84, %51 ]
  %53 = phi i64 [ 0, %49 ], [ %83, %51 ]
  %54 = phi i64 [ 0, %49 ], [ %85, %51 ]
    #dbg_value(i64 %53, !308, !DIExpression(), !420)
    #dbg_value(i64 %52, !309, !DIExpression(), !420)
  %55 = getelementptr inbounds i16, ptr %7, i64 %52, !dbg !425
  %56 = load i16, ptr %55, align 2, !dbg !425, !tbaa !218
  %57 = icmp eq i16 %56, -1, !dbg !426
  %58 = select i1 %57, i16 1, i16 %56, !dbg !427
  %59 = sext i16 %58 to i32, !dbg !427
    #dbg_value(i32 %59, !310, !DIExpression(), !428)
  %60 = shl i32 %59, %43, !dbg !429
    #dbg_value(i32 %60, !314, !DIExpression(), !428)
  %61 = getelementptr inbounds i32, ptr %1, i64 %52, !dbg !430
  %62 = load i32, ptr %61, align 4, !dbg !430, !tbaa !279
  %63 = zext i32 %60 to i64, !dbg !431
  %64 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %63, !dbg !431
  %65 = load i32, ptr %64, align 4, !dbg !431, !tbaa !279
  %66 = mul i32 %65, %62, !dbg !432
  %67 = zext i32 %66 to i64, !dbg !430
  %68 = add i64 %53, %67, !dbg !433
    #dbg_value(i64 %68, !308, !DIExpression(), !420)
  %69 = or disjoint i64 %52, 1, !dbg !434
    #dbg_value(i64 %69, !309, !DIExpression(), !420)
  %70 = getelementptr inbounds i16, ptr %7, i64 %69, !dbg !425
  %71 = load i16, ptr %70, align 2, !dbg !425, !tbaa !218
  %72 = icmp eq i16 %71, -1, !dbg !426
  %73 = select i1 %72, i16 1, i16 %71, !dbg !427
  %74 = sext i16 %73 to i32, !dbg !427
    #dbg_value(i32 %74, !310, !DIExpression(), !428)
  %75 = shl i32 %74, %43, !dbg !429
    #dbg_value(i32 %75, !314, !DIExpression(), !428)
  %76 = getelementptr inbounds i32, ptr %1, i64 %69, !dbg !430
  %77 = load i32, ptr %76, align 4, !dbg !430, !tbaa !279
  %78 = zext i32 %75 to i64, !dbg !431
  %79 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %78, !dbg !431
  %80 = load i32, ptr %79, align 4, !dbg !431, !tbaa !279
  %81 = mul i32 %80, %77, !dbg !432
  %82 = zext i32 %81 to i64, !dbg !430
  %83 = add i64 %68, %82, !dbg !433
    #dbg_value(i64 %83, !308, !DIExpression(), !420)
  %84 = add nuw nsw i64 %52, 2, !dbg !434
    #dbg_value(i64 %84, !309, !DIExpression(), !420)
  %85 = add i64 %54, 2, !dbg !423
  %86 = icmp eq i64 %85, %50, !dbg !423
  br i1 %86, label %87, label %51, !dbg !423, !llvm.loop !435

87:                                               ; preds = %51, %42
  %88 = phi i64 [ poison, %42 ], [ %83, %51 ]
  %89 = phi i64 [ 0, %42 ], [ %84, %51 ]
  %90 = phi i64 [ 0, %42 ], [ %83, %51 ]
  %91 = icmp eq i64 %47, 0, !dbg !423
  br i1 %91, label %107, label %92, !dbg !423

92:                                               ; preds = %87
    #dbg_value(i64 %90, !308, !DIExpression(), !420)
    #dbg_value(i64 %89, !309, !DIExpression(), !420)
  %93 = getelementptr inbounds i16, ptr %7, i64 %89, !dbg !425
  %94 = load i16, ptr %93, align 2, !dbg !425, !tbaa !218
  %95 = icmp eq i16 %94, -1, !dbg !426
  %96 = select i1 %95, i16 1, i16 %94, !dbg !427
  %97 = sext i16 %96 to i32, !dbg !427
    #dbg_value(i32 %97, !310, !DIExpression(), !428)
  %98 = shl i32 %97, %43, !dbg !429
    #dbg_value(i32 %98, !314, !DIExpression(), !428)
  %99 = getelementptr inbounds i32, ptr %1, i64 %89, !dbg !430
  %100 = load i32, ptr %99, align 4, !dbg !430, !tbaa !279
  %101 = zext i32 %98 to i64, !dbg !431
  %102 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %101, !dbg !431
  %103 = load i32, ptr %102, align 4, !dbg !431, !tbaa !279
  %104 = mul i32 %103, %100, !dbg !432
  %105 = zext i32 %104 to i64, !dbg !430
  %106 = add i64 %90, %105, !dbg !433
    #dbg_value(i64 %106, !308, !DIExpression(), !420)
    #dbg_value(i64 %89, !309, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !420)
  br label %107, !dbg !437

107:                                              ; preds = %87, %92
  %108 = phi i64 [ %88, %87 ], [ %106, %92 ], !dbg !433
  %109 = lshr i64 %108, 8, !dbg !437
  br label %110, !dbg !419

110:                                              ; preds = %41, %107
  %111 = phi i64 [ %109, %107 ], [ -1, %41 ], !dbg !419
    #dbg_value(i64 %111, !364, !DIExpression(), !438)
  %112 = load i32, ptr %0, align 4, !dbg !439, !tbaa !279
  %113 = icmp eq i32 %112, 0, !dbg !440
  br i1 %113, label %164, label %114, !dbg !439

114:                                              ; preds = %110
    #dbg_value(ptr %6, !174, !DIExpression(), !441)
    #dbg_value(ptr %1, !175, !DIExpression(), !441)
    #dbg_value(i32 %2, !176, !DIExpression(), !441)
    #dbg_value(i32 8, !177, !DIExpression(), !441)
    #dbg_value(i64 0, !178, !DIExpression(), !441)
    #dbg_value(ptr undef, !197, !DIExpression(), !443)
    #dbg_value(ptr %6, !203, !DIExpression(), !443)
    #dbg_value(ptr %6, !204, !DIExpression(), !443)
    #dbg_value(ptr %6, !205, !DIExpression(), !443)
    #dbg_value(ptr %6, !210, !DIExpression(), !445)
  %115 = load i16, ptr %6, align 1, !dbg !447, !tbaa !218
  %116 = zext i16 %115 to i32, !dbg !448
    #dbg_value(i32 %116, !206, !DIExpression(), !443)
    #dbg_value(!DIArgList(i64 1, i16 %115), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !441)
  %117 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !449
    #dbg_value(ptr %117, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !441)
  %118 = icmp eq i16 %115, 0, !dbg !450
  %119 = add nsw i32 %116, -1, !dbg !450
  %120 = shl nuw i32 1, %119, !dbg !450
  %121 = sext i32 %120 to i64, !dbg !451
  %122 = select i1 %118, i64 1, i64 %121, !dbg !451
  %123 = getelementptr inbounds i32, ptr %117, i64 %122, !dbg !451
    #dbg_value(ptr %123, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !441)
    #dbg_value(i32 %116, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !441)
    #dbg_value(ptr %6, !226, !DIExpression(), !452)
    #dbg_value(ptr %6, !231, !DIExpression(), !452)
    #dbg_value(ptr %6, !232, !DIExpression(), !452)
  %124 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !454
    #dbg_value(ptr %124, !210, !DIExpression(), !455)
  %125 = load i16, ptr %124, align 1, !dbg !457, !tbaa !218
  %126 = zext i16 %125 to i32, !dbg !458
    #dbg_value(i32 %126, !233, !DIExpression(), !452)
  %127 = icmp ult i32 %126, %2, !dbg !459
  br i1 %127, label %164, label %128, !dbg !460

128:                                              ; preds = %114
  %129 = shl nuw i32 1, %116
    #dbg_value(i64 0, !178, !DIExpression(), !441)
    #dbg_value(i32 0, !179, !DIExpression(), !441)
  %130 = shl nuw nsw i32 %116, 8
  %131 = add nuw nsw i32 %130, 256
  %132 = add nuw nsw i32 %2, 1, !dbg !461
  %133 = zext nneg i32 %132 to i64, !dbg !462
  br label %134, !dbg !461

134:                                              ; preds = %158, %128
  %135 = phi i64 [ 0, %128 ], [ %160, %158 ]
  %136 = phi i64 [ 0, %128 ], [ %159, %158 ]
    #dbg_value(i64 %136, !178, !DIExpression(), !441)
    #dbg_value(i64 %135, !179, !DIExpression(), !441)
    #dbg_value(i32 %116, !190, !DIExpression(), !463)
    #dbg_value(i32 %116, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 8, DW_OP_shl, DW_OP_stack_value), !463)
    #dbg_value(ptr %123, !247, !DIExpression(), !464)
    #dbg_value(i32 %116, !252, !DIExpression(), !464)
    #dbg_value(i64 %135, !253, !DIExpression(), !464)
    #dbg_value(i32 8, !254, !DIExpression(), !464)
    #dbg_value(ptr %123, !255, !DIExpression(), !464)
  %137 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %123, i64 %135, i32 1, !dbg !466
  %138 = load i32, ptr %137, align 4, !dbg !466, !tbaa !266
  %139 = lshr i32 %138, 16, !dbg !467
    #dbg_value(i32 %139, !256, !DIExpression(), !464)
  %140 = add nuw nsw i32 %139, 1, !dbg !468
    #dbg_value(i32 %140, !257, !DIExpression(DW_OP_constu, 16, DW_OP_shl, DW_OP_stack_value), !464)
    #dbg_value(i32 %129, !258, !DIExpression(), !469)
  %141 = add i32 %138, %129, !dbg !470
    #dbg_value(!DIArgList(i32 %140, i32 %141), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !469)
  %142 = shl i32 %140, 24, !dbg !471
  %143 = shl i32 %141, 8, !dbg !471
  %144 = sub i32 %142, %143, !dbg !471
  %145 = lshr i32 %144, %116, !dbg !472
    #dbg_value(i32 %145, !261, !DIExpression(), !469)
    #dbg_value(i32 256, !262, !DIExpression(), !469)
  %146 = shl nuw nsw i32 %140, 8, !dbg !473
  %147 = sub i32 %146, %145, !dbg !474
    #dbg_value(i32 %147, !195, !DIExpression(), !463)
  %148 = getelementptr inbounds i32, ptr %1, i64 %135, !dbg !475
  %149 = load i32, ptr %148, align 4, !dbg !475, !tbaa !279
  %150 = icmp eq i32 %149, 0, !dbg !476
  br i1 %150, label %158, label %151, !dbg !477

151:                                              ; preds = %134
    #dbg_value(i32 %131, !194, !DIExpression(), !463)
  %152 = icmp ult i32 %147, %131, !dbg !478
  br i1 %152, label %153, label %164, !dbg !479

153:                                              ; preds = %151
  %154 = zext i32 %149 to i64, !dbg !480
  %155 = zext i32 %147 to i64, !dbg !481
  %156 = mul nuw i64 %155, %154, !dbg !482
  %157 = add i64 %156, %136, !dbg !483
    #dbg_value(i64 %157, !178, !DIExpression(), !441)
  br label %158, !dbg !484

158:                                              ; preds = %153, %134
  %159 = phi i64 [ %136, %134 ], [ %157, %153 ]
    #dbg_value(i64 %159, !178, !DIExpression(), !441)
  %160 = add nuw nsw i64 %135, 1, !dbg !485
    #dbg_value(i64 %160, !179, !DIExpression(), !441)
  %161 = icmp eq i64 %160, %133, !dbg !462
  br i1 %161, label %162, label %134, !dbg !461, !llvm.loop !486

162:                                              ; preds = %158
  %163 = lshr i64 %159, 8, !dbg !488
  br label %164, !dbg !489

164:                                              ; preds = %151, %162, %114, %110
  %165 = phi i64 [ -1, %110 ], [ %163, %162 ], [ -1, %114 ], [ -1, %151 ], !dbg !439
    #dbg_value(i64 %165, !366, !DIExpression(), !438)
    #dbg_assign(i1 undef, !379, !DIExpression(), !388, ptr %13, !DIExpression(), !386)
    #dbg_value(ptr %1, !375, !DIExpression(), !386)
    #dbg_value(i32 %2, !376, !DIExpression(), !386)
    #dbg_value(i64 %4, !377, !DIExpression(), !386)
    #dbg_value(i32 %5, !378, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %12) #8, !dbg !490
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %13) #8, !dbg !491
  %166 = tail call i32 @FSE_optimalTableLog(i32 noundef %5, i64 noundef %4, i32 noundef %2) #8, !dbg !492
    #dbg_value(i32 %166, !380, !DIExpression(), !386)
    #dbg_value(i64 %4, !493, !DIExpression(), !498)
  %167 = icmp ugt i64 %4, 2047, !dbg !500
  %168 = zext i1 %167 to i32, !dbg !500
  %169 = call i64 @FSE_normalizeCount(ptr noundef nonnull %13, i32 noundef %166, ptr noundef %1, i64 noundef %4, i32 noundef %2, i32 noundef %168) #8, !dbg !501
    #dbg_value(i64 %169, !381, !DIExpression(), !502)
    #dbg_value(i64 %169, !503, !DIExpression(), !509)
  %170 = icmp ult i64 %169, -119, !dbg !512
  br i1 %170, label %171, label %173

171:                                              ; preds = %164
  %172 = call i64 @FSE_writeNCount(ptr noundef nonnull %12, i64 noundef 512, ptr noundef nonnull %13, i32 noundef %2, i32 noundef %166) #8, !dbg !513
  br label %173, !dbg !514

173:                                              ; preds = %164, %171
  %174 = phi i64 [ %172, %171 ], [ %169, %164 ], !dbg !386
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %13) #8, !dbg !515
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %12) #8, !dbg !515
    #dbg_value(i64 %174, !367, !DIExpression(), !438)
    #dbg_value(ptr %1, !516, !DIExpression(), !529)
    #dbg_value(i32 %2, !521, !DIExpression(), !529)
    #dbg_value(i64 %4, !522, !DIExpression(), !529)
    #dbg_value(i32 0, !523, !DIExpression(), !529)
    #dbg_value(i32 0, !524, !DIExpression(), !529)
  %175 = add i32 %2, 1, !dbg !531
  %176 = call i32 @llvm.umax.i32(i32 %175, i32 1), !dbg !531
  %177 = zext i32 %176 to i64, !dbg !532
  br label %178, !dbg !531

178:                                              ; preds = %178, %173
  %179 = phi i64 [ 0, %173 ], [ %194, %178 ]
  %180 = phi i32 [ 0, %173 ], [ %193, %178 ]
    #dbg_value(i32 %180, !523, !DIExpression(), !529)
    #dbg_value(i64 %179, !524, !DIExpression(), !529)
  %181 = getelementptr inbounds i32, ptr %1, i64 %179, !dbg !533
  %182 = load i32, ptr %181, align 4, !dbg !533, !tbaa !279
  %183 = shl i32 %182, 8, !dbg !534
  %184 = zext i32 %183 to i64, !dbg !535
  %185 = udiv i64 %184, %4, !dbg !536
    #dbg_value(i64 %185, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !537)
  %186 = icmp ne i32 %182, 0, !dbg !538
  %187 = icmp ult i64 %184, %4
  %188 = and i1 %186, %187, !dbg !540
  %189 = select i1 %188, i64 1, i64 %185, !dbg !541
    #dbg_value(i64 %189, !525, !DIExpression(), !537)
  %190 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %189, !dbg !541
  %191 = load i32, ptr %190, align 4, !dbg !541, !tbaa !279
  %192 = mul i32 %191, %182, !dbg !542
  %193 = add i32 %192, %180, !dbg !543
    #dbg_value(i32 %193, !523, !DIExpression(), !529)
  %194 = add nuw nsw i64 %179, 1, !dbg !544
    #dbg_value(i64 %194, !524, !DIExpression(), !529)
  %195 = icmp eq i64 %194, %177, !dbg !532
  br i1 %195, label %196, label %178, !dbg !531, !llvm.loop !545

196:                                              ; preds = %178
  %197 = shl i64 %174, 3, !dbg !547
  %198 = lshr i32 %193, 8, !dbg !548
  %199 = zext nneg i32 %198 to i64, !dbg !549
  %200 = add i64 %197, %199, !dbg !550
    #dbg_value(i64 %200, !368, !DIExpression(), !438)
  %201 = icmp ugt i64 %111, %165, !dbg !551
  %202 = icmp ugt i64 %111, %200
  %203 = select i1 %201, i1 true, i1 %202, !dbg !553
  br i1 %203, label %205, label %204, !dbg !553

204:                                              ; preds = %196
  store i32 0, ptr %0, align 4, !dbg !554, !tbaa !279
  br label %208, !dbg !556

205:                                              ; preds = %196
  %206 = icmp ugt i64 %165, %200, !dbg !557
  br i1 %206, label %207, label %208, !dbg !559

207:                                              ; preds = %205, %35, %22
  store i32 1, ptr %0, align 4, !dbg !560, !tbaa !279
  br label %208, !dbg !561

208:                                              ; preds = %205, %204, %23, %40, %16, %207
  %209 = phi i32 [ 2, %207 ], [ %19, %16 ], [ 3, %23 ], [ 0, %40 ], [ 3, %205 ], [ 0, %204 ], !dbg !389
  ret i32 %209, !dbg !562
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_buildCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr nocapture noundef readonly %7, i64 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr nocapture noundef readonly %12, i64 noundef %13, ptr noundef %14, i64 noundef %15) local_unnamed_addr #2 !dbg !563 {
    #dbg_value(ptr %0, !574, !DIExpression(), !610)
    #dbg_value(i64 %1, !575, !DIExpression(), !610)
    #dbg_value(ptr %2, !576, !DIExpression(), !610)
    #dbg_value(i32 %3, !577, !DIExpression(), !610)
    #dbg_value(i32 %4, !578, !DIExpression(), !610)
    #dbg_value(ptr %5, !579, !DIExpression(), !610)
    #dbg_value(i32 %6, !580, !DIExpression(), !610)
    #dbg_value(ptr %7, !581, !DIExpression(), !610)
    #dbg_value(i64 %8, !582, !DIExpression(), !610)
    #dbg_value(ptr %9, !583, !DIExpression(), !610)
    #dbg_value(i32 %10, !584, !DIExpression(), !610)
    #dbg_value(i32 %11, !585, !DIExpression(), !610)
    #dbg_value(ptr %12, !586, !DIExpression(), !610)
    #dbg_value(i64 %13, !587, !DIExpression(), !610)
    #dbg_value(ptr %14, !588, !DIExpression(), !610)
    #dbg_value(i64 %15, !589, !DIExpression(), !610)
    #dbg_value(ptr %0, !590, !DIExpression(), !610)
    #dbg_value(!DIArgList(ptr %0, i64 %1), !591, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !610)
  switch i32 %4, label %56 [
    i32 1, label %17
    i32 3, label %25
    i32 0, label %26
    i32 2, label %30
  ], !dbg !611

17:                                               ; preds = %16
  %18 = trunc i32 %6 to i8, !dbg !612
  %19 = tail call i64 @FSE_buildCTable_rle(ptr noundef %2, i8 noundef zeroext %18) #8, !dbg !612
    #dbg_value(i64 %19, !593, !DIExpression(), !613)
    #dbg_value(i64 %19, !503, !DIExpression(), !614)
  %20 = icmp ult i64 %19, -119, !dbg !617
  br i1 %20, label %21, label %56

21:                                               ; preds = %17
  %22 = icmp eq i64 %1, 0, !dbg !618
  br i1 %22, label %56, label %23, !dbg !621

23:                                               ; preds = %21
  %24 = load i8, ptr %7, align 1, !dbg !622, !tbaa !623
  store i8 %24, ptr %0, align 1, !dbg !624, !tbaa !623
  br label %56, !dbg !625

25:                                               ; preds = %16
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %12, i64 %13, i1 false), !dbg !626
  br label %56, !dbg !627

26:                                               ; preds = %16
  %27 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %9, i32 noundef %11, i32 noundef %10, ptr noundef %14, i64 noundef %15) #8, !dbg !628
    #dbg_value(i64 %27, !596, !DIExpression(), !629)
    #dbg_value(i64 %27, !503, !DIExpression(), !630)
  %28 = icmp ult i64 %27, -119, !dbg !633
  %29 = select i1 %28, i64 0, i64 %27
  br label %56

30:                                               ; preds = %16
    #dbg_value(ptr %14, !598, !DIExpression(), !634)
    #dbg_value(i64 %8, !600, !DIExpression(), !634)
  %31 = tail call i32 @FSE_optimalTableLog(i32 noundef %3, i64 noundef %8, i32 noundef %6) #8, !dbg !635
    #dbg_value(i32 %31, !601, !DIExpression(), !634)
  %32 = getelementptr i8, ptr %7, i64 %8, !dbg !636
  %33 = getelementptr i8, ptr %32, i64 -1, !dbg !636
  %34 = load i8, ptr %33, align 1, !dbg !636, !tbaa !623
  %35 = zext i8 %34 to i64, !dbg !638
  %36 = getelementptr inbounds i32, ptr %5, i64 %35, !dbg !638
  %37 = load i32, ptr %36, align 4, !dbg !638, !tbaa !279
  %38 = icmp ugt i32 %37, 1, !dbg !639
  br i1 %38, label %39, label %42, !dbg !640

39:                                               ; preds = %30
  %40 = add i32 %37, -1, !dbg !641
  store i32 %40, ptr %36, align 4, !dbg !641, !tbaa !279
  %41 = add i64 %8, -1, !dbg !643
    #dbg_value(i64 %41, !600, !DIExpression(), !634)
  br label %42, !dbg !644

42:                                               ; preds = %39, %30
  %43 = phi i64 [ %41, %39 ], [ %8, %30 ], !dbg !634
    #dbg_value(i64 %43, !600, !DIExpression(), !634)
    #dbg_value(i64 %43, !493, !DIExpression(), !645)
  %44 = icmp ugt i64 %43, 2047, !dbg !647
  %45 = zext i1 %44 to i32, !dbg !647
  %46 = tail call i64 @FSE_normalizeCount(ptr noundef %14, i32 noundef %31, ptr noundef nonnull %5, i64 noundef %43, i32 noundef %6, i32 noundef %45) #8, !dbg !648
    #dbg_value(i64 %46, !602, !DIExpression(), !649)
    #dbg_value(i64 %46, !503, !DIExpression(), !650)
  %47 = icmp ult i64 %46, -119, !dbg !653
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = tail call i64 @FSE_writeNCount(ptr noundef %0, i64 noundef %1, ptr noundef %14, i32 noundef %6, i32 noundef %31) #8, !dbg !654
    #dbg_value(i64 %49, !604, !DIExpression(), !655)
    #dbg_value(i64 %49, !606, !DIExpression(), !656)
    #dbg_value(i64 %49, !503, !DIExpression(), !657)
  %50 = icmp ult i64 %49, -119, !dbg !660
  br i1 %50, label %51, label %56

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %14, i64 108, !dbg !661
  %53 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %14, i32 noundef %6, i32 noundef %31, ptr noundef nonnull %52, i64 noundef 1140) #8, !dbg !661
    #dbg_value(i64 %53, !608, !DIExpression(), !662)
    #dbg_value(i64 %53, !503, !DIExpression(), !663)
  %54 = icmp ult i64 %53, -119, !dbg !666
  %55 = select i1 %54, i64 %49, i64 %53
  br label %56

56:                                               ; preds = %51, %26, %16, %42, %48, %21, %17, %25, %23
  %57 = phi i64 [ 0, %25 ], [ 1, %23 ], [ %19, %17 ], [ -70, %21 ], [ %46, %42 ], [ %49, %48 ], [ -1, %16 ], [ %29, %26 ], [ %55, %51 ], !dbg !667
  ret i64 %57, !dbg !668
}

declare !dbg !669 i64 @FSE_buildCTable_rle(ptr noundef, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare !dbg !672 i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare !dbg !675 i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !678 i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !682 i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 1, 0) i64 @ZSTD_encodeSequences(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, i64 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #5 !dbg !685 {
    #dbg_value(ptr %0, !698, !DIExpression(), !710)
    #dbg_value(i64 %1, !699, !DIExpression(), !710)
    #dbg_value(ptr %2, !700, !DIExpression(), !710)
    #dbg_value(ptr %3, !701, !DIExpression(), !710)
    #dbg_value(ptr %4, !702, !DIExpression(), !710)
    #dbg_value(ptr %5, !703, !DIExpression(), !710)
    #dbg_value(ptr %6, !704, !DIExpression(), !710)
    #dbg_value(ptr %7, !705, !DIExpression(), !710)
    #dbg_value(ptr %8, !706, !DIExpression(), !710)
    #dbg_value(i64 %9, !707, !DIExpression(), !710)
    #dbg_value(i32 %10, !708, !DIExpression(), !710)
    #dbg_value(i32 %11, !709, !DIExpression(), !710)
  %13 = icmp eq i32 %11, 0, !dbg !711
  br i1 %13, label %16, label %14, !dbg !713

14:                                               ; preds = %12
  %15 = tail call fastcc i64 @ZSTD_encodeSequences_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef %10), !dbg !714
  br label %493, !dbg !716

16:                                               ; preds = %12
    #dbg_value(ptr %0, !717, !DIExpression(), !732)
    #dbg_value(i64 %1, !722, !DIExpression(), !732)
    #dbg_value(ptr %2, !723, !DIExpression(), !732)
    #dbg_value(ptr %3, !724, !DIExpression(), !732)
    #dbg_value(ptr %4, !725, !DIExpression(), !732)
    #dbg_value(ptr %5, !726, !DIExpression(), !732)
    #dbg_value(ptr %6, !727, !DIExpression(), !732)
    #dbg_value(ptr %7, !728, !DIExpression(), !732)
    #dbg_value(ptr %8, !729, !DIExpression(), !732)
    #dbg_value(i64 %9, !730, !DIExpression(), !732)
    #dbg_value(i32 %10, !731, !DIExpression(), !732)
    #dbg_value(ptr %0, !734, !DIExpression(), !779)
    #dbg_value(i64 %1, !737, !DIExpression(), !779)
    #dbg_value(ptr %2, !738, !DIExpression(), !779)
    #dbg_value(ptr %3, !739, !DIExpression(), !779)
    #dbg_value(ptr %4, !740, !DIExpression(), !779)
    #dbg_value(ptr %5, !741, !DIExpression(), !779)
    #dbg_value(ptr %6, !742, !DIExpression(), !779)
    #dbg_value(ptr %7, !743, !DIExpression(), !779)
    #dbg_value(ptr %8, !744, !DIExpression(), !779)
    #dbg_value(i64 %9, !745, !DIExpression(), !779)
    #dbg_value(i32 %10, !746, !DIExpression(), !779)
    #dbg_value(ptr undef, !781, !DIExpression(), !789)
    #dbg_value(ptr %0, !787, !DIExpression(), !789)
    #dbg_value(i64 %1, !788, !DIExpression(), !789)
    #dbg_value(i64 0, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(i32 0, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(ptr %0, !747, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !779)
    #dbg_value(ptr %0, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %17 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !793
  %18 = getelementptr inbounds i8, ptr %17, i64 -8, !dbg !794
    #dbg_value(ptr %18, !747, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !779)
  %19 = icmp ugt i64 %1, 8, !dbg !795
  br i1 %19, label %20, label %493, !dbg !797

20:                                               ; preds = %16
  %21 = add i64 %9, -1, !dbg !798
  %22 = getelementptr inbounds i8, ptr %3, i64 %21, !dbg !799
  %23 = load i8, ptr %22, align 1, !dbg !799, !tbaa !623
    #dbg_value(ptr undef, !800, !DIExpression(), !811)
    #dbg_value(ptr %2, !805, !DIExpression(), !811)
    #dbg_value(i8 %23, !806, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !811)
    #dbg_value(ptr undef, !197, !DIExpression(), !813)
    #dbg_value(ptr %2, !203, !DIExpression(), !813)
    #dbg_value(ptr %2, !204, !DIExpression(), !813)
    #dbg_value(ptr %2, !205, !DIExpression(), !813)
    #dbg_value(ptr %2, !210, !DIExpression(), !815)
  %24 = load i16, ptr %2, align 1, !dbg !817, !tbaa !218
  %25 = zext i16 %24 to i32, !dbg !818
    #dbg_value(i32 %25, !206, !DIExpression(), !813)
  %26 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !819
    #dbg_value(ptr %26, !756, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !779)
  %27 = icmp eq i16 %24, 0, !dbg !820
  %28 = add nsw i32 %25, -1, !dbg !820
  %29 = shl nuw i32 1, %28, !dbg !820
  %30 = sext i32 %29 to i64, !dbg !821
  %31 = select i1 %27, i64 1, i64 %30, !dbg !821
  %32 = getelementptr inbounds i32, ptr %26, i64 %31, !dbg !821
    #dbg_value(ptr %32, !756, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !779)
    #dbg_value(i32 %25, !756, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !779)
  %33 = zext i8 %23 to i64, !dbg !822
  %34 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %32, i64 %33, !dbg !822
  %35 = load i32, ptr %34, align 4, !dbg !822, !tbaa !279
  %36 = getelementptr inbounds i8, ptr %34, i64 4, !dbg !822
  %37 = load i32, ptr %36, align 4, !dbg !822, !tbaa !279
    #dbg_value(i32 %35, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !823)
    #dbg_value(i32 %37, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !823)
    #dbg_value(ptr %26, !809, !DIExpression(), !823)
  %38 = add i32 %37, 32768, !dbg !824
  %39 = lshr i32 %38, 16, !dbg !825
    #dbg_value(i32 %39, !810, !DIExpression(), !823)
  %40 = and i32 %38, -65536, !dbg !826
  %41 = sub i32 %40, %37, !dbg !827
  %42 = zext i32 %41 to i64, !dbg !828
  %43 = zext nneg i32 %39 to i64, !dbg !829
  %44 = lshr i64 %42, %43, !dbg !829
  %45 = sext i32 %35 to i64, !dbg !830
  %46 = getelementptr i16, ptr %26, i64 %44, !dbg !831
  %47 = getelementptr i16, ptr %46, i64 %45, !dbg !831
  %48 = load i16, ptr %47, align 2, !dbg !831, !tbaa !218
    #dbg_value(i16 %48, !756, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %49 = getelementptr inbounds i8, ptr %5, i64 %21, !dbg !832
  %50 = load i8, ptr %49, align 1, !dbg !832, !tbaa !623
  %51 = zext i8 %50 to i32, !dbg !832
    #dbg_value(ptr undef, !800, !DIExpression(), !833)
    #dbg_value(ptr %4, !805, !DIExpression(), !833)
    #dbg_value(i32 %51, !806, !DIExpression(), !833)
    #dbg_value(ptr undef, !197, !DIExpression(), !835)
    #dbg_value(ptr %4, !203, !DIExpression(), !835)
    #dbg_value(ptr %4, !204, !DIExpression(), !835)
    #dbg_value(ptr %4, !205, !DIExpression(), !835)
    #dbg_value(ptr %4, !210, !DIExpression(), !837)
  %52 = load i16, ptr %4, align 1, !dbg !839, !tbaa !218
  %53 = zext i16 %52 to i32, !dbg !840
    #dbg_value(i32 %53, !206, !DIExpression(), !835)
  %54 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !841
    #dbg_value(ptr %54, !757, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !779)
  %55 = icmp eq i16 %52, 0, !dbg !842
  %56 = add nsw i32 %53, -1, !dbg !842
  %57 = shl nuw i32 1, %56, !dbg !842
  %58 = sext i32 %57 to i64, !dbg !843
  %59 = select i1 %55, i64 1, i64 %58, !dbg !843
  %60 = getelementptr inbounds i32, ptr %54, i64 %59, !dbg !843
    #dbg_value(ptr %60, !757, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !779)
    #dbg_value(i32 %53, !757, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !779)
  %61 = zext i8 %50 to i64, !dbg !844
  %62 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %60, i64 %61, !dbg !844
  %63 = load i32, ptr %62, align 4, !dbg !844, !tbaa !279
  %64 = getelementptr inbounds i8, ptr %62, i64 4, !dbg !844
  %65 = load i32, ptr %64, align 4, !dbg !844, !tbaa !279
    #dbg_value(i32 %63, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !845)
    #dbg_value(i32 %65, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !845)
    #dbg_value(ptr %54, !809, !DIExpression(), !845)
  %66 = add i32 %65, 32768, !dbg !846
  %67 = lshr i32 %66, 16, !dbg !847
    #dbg_value(i32 %67, !810, !DIExpression(), !845)
  %68 = and i32 %66, -65536, !dbg !848
  %69 = sub i32 %68, %65, !dbg !849
  %70 = zext i32 %69 to i64, !dbg !850
  %71 = zext nneg i32 %67 to i64, !dbg !851
  %72 = lshr i64 %70, %71, !dbg !851
  %73 = sext i32 %63 to i64, !dbg !852
  %74 = getelementptr i16, ptr %54, i64 %72, !dbg !853
  %75 = getelementptr i16, ptr %74, i64 %73, !dbg !853
  %76 = load i16, ptr %75, align 2, !dbg !853, !tbaa !218
    #dbg_value(i16 %76, !757, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %77 = getelementptr inbounds i8, ptr %7, i64 %21, !dbg !854
  %78 = load i8, ptr %77, align 1, !dbg !854, !tbaa !623
    #dbg_value(ptr undef, !800, !DIExpression(), !855)
    #dbg_value(ptr %6, !805, !DIExpression(), !855)
    #dbg_value(i8 %78, !806, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !855)
    #dbg_value(ptr undef, !197, !DIExpression(), !857)
    #dbg_value(ptr %6, !203, !DIExpression(), !857)
    #dbg_value(ptr %6, !204, !DIExpression(), !857)
    #dbg_value(ptr %6, !205, !DIExpression(), !857)
    #dbg_value(ptr %6, !210, !DIExpression(), !859)
  %79 = load i16, ptr %6, align 1, !dbg !861, !tbaa !218
  %80 = zext i16 %79 to i32, !dbg !862
    #dbg_value(i32 %80, !206, !DIExpression(), !857)
  %81 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !863
    #dbg_value(ptr %81, !758, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !779)
  %82 = icmp eq i16 %79, 0, !dbg !864
  %83 = add nsw i32 %80, -1, !dbg !864
  %84 = shl nuw i32 1, %83, !dbg !864
  %85 = sext i32 %84 to i64, !dbg !865
  %86 = select i1 %82, i64 1, i64 %85, !dbg !865
  %87 = getelementptr inbounds i32, ptr %81, i64 %86, !dbg !865
    #dbg_value(ptr %87, !758, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !779)
    #dbg_value(i32 %80, !758, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !779)
  %88 = zext i8 %78 to i64, !dbg !866
  %89 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %87, i64 %88, !dbg !866
  %90 = load i32, ptr %89, align 4, !dbg !866, !tbaa !279
  %91 = getelementptr inbounds i8, ptr %89, i64 4, !dbg !866
  %92 = load i32, ptr %91, align 4, !dbg !866, !tbaa !279
    #dbg_value(i32 %90, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !867)
    #dbg_value(i32 %92, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !867)
    #dbg_value(ptr %81, !809, !DIExpression(), !867)
  %93 = add i32 %92, 32768, !dbg !868
  %94 = lshr i32 %93, 16, !dbg !869
    #dbg_value(i32 %94, !810, !DIExpression(), !867)
  %95 = and i32 %93, -65536, !dbg !870
  %96 = sub i32 %95, %92, !dbg !871
  %97 = zext i32 %96 to i64, !dbg !872
  %98 = zext nneg i32 %94 to i64, !dbg !873
  %99 = lshr i64 %97, %98, !dbg !873
  %100 = sext i32 %90 to i64, !dbg !874
  %101 = getelementptr i16, ptr %81, i64 %99, !dbg !875
  %102 = getelementptr i16, ptr %101, i64 %100, !dbg !875
  %103 = load i16, ptr %102, align 2, !dbg !875, !tbaa !218
    #dbg_value(i16 %103, !758, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %104 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %21, !dbg !876
  %105 = getelementptr inbounds i8, ptr %104, i64 4, !dbg !877
  %106 = load i16, ptr %105, align 4, !dbg !877, !tbaa !878
  %107 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %88, !dbg !880
  %108 = load i8, ptr %107, align 1, !dbg !880, !tbaa !623
  %109 = zext i8 %108 to i32, !dbg !880
    #dbg_value(ptr undef, !881, !DIExpression(), !888)
    #dbg_value(i16 %106, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !888)
    #dbg_value(i32 %109, !887, !DIExpression(), !888)
    #dbg_value(i16 %106, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !896)
    #dbg_value(i32 %109, !895, !DIExpression(), !896)
  %110 = zext i8 %108 to i64, !dbg !898
  %111 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %110, !dbg !898
  %112 = load i32, ptr %111, align 4, !dbg !898, !tbaa !279
  %113 = zext i16 %106 to i32, !dbg !899
  %114 = and i32 %112, %113, !dbg !899
  %115 = zext nneg i32 %114 to i64, !dbg !899
    #dbg_value(i64 %115, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(i32 %109, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %116 = getelementptr inbounds i8, ptr %104, i64 6, !dbg !900
  %117 = load i16, ptr %116, align 2, !dbg !900, !tbaa !901
  %118 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %33, !dbg !902
  %119 = load i8, ptr %118, align 1, !dbg !902, !tbaa !623
  %120 = zext i8 %119 to i32, !dbg !902
    #dbg_value(ptr undef, !881, !DIExpression(), !903)
    #dbg_value(i16 %117, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !903)
    #dbg_value(i32 %120, !887, !DIExpression(), !903)
    #dbg_value(i16 %117, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !905)
    #dbg_value(i32 %120, !895, !DIExpression(), !905)
  %121 = zext i8 %119 to i64, !dbg !907
  %122 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %121, !dbg !907
  %123 = load i32, ptr %122, align 4, !dbg !907, !tbaa !279
  %124 = zext i16 %117 to i32, !dbg !908
  %125 = and i32 %123, %124, !dbg !908
  %126 = zext nneg i32 %125 to i64, !dbg !908
  %127 = shl i64 %126, %110, !dbg !909
  %128 = or i64 %127, %115, !dbg !910
    #dbg_value(i64 %128, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %129 = add nuw nsw i32 %120, %109, !dbg !911
    #dbg_value(i32 %129, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %130 = icmp eq i32 %10, 0, !dbg !912
  br i1 %130, label %174, label %131, !dbg !913

131:                                              ; preds = %20
    #dbg_value(i32 %51, !759, !DIExpression(), !914)
  %132 = icmp ult i8 %50, 56, !dbg !915
  br i1 %132, label %133, label %135, !dbg !915

133:                                              ; preds = %131
  %134 = load i32, ptr %104, align 4, !dbg !916, !tbaa !917
  br label %157, !dbg !915

135:                                              ; preds = %131
    #dbg_value(i32 %51, !762, !DIExpression(DW_OP_constu, 56, DW_OP_minus, DW_OP_stack_value), !914)
  %136 = icmp eq i8 %50, 56, !dbg !918
  %137 = load i32, ptr %104, align 4, !dbg !916, !tbaa !917
  br i1 %136, label %157, label %138, !dbg !920

138:                                              ; preds = %135
  %139 = add nsw i32 %51, -56, !dbg !921
    #dbg_value(i32 %139, !762, !DIExpression(), !914)
    #dbg_value(ptr undef, !881, !DIExpression(), !922)
    #dbg_value(i32 %137, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !922)
    #dbg_value(i32 %139, !887, !DIExpression(), !922)
    #dbg_value(i32 %137, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !925)
    #dbg_value(i32 %139, !895, !DIExpression(), !925)
  %140 = zext i32 %139 to i64, !dbg !927
  %141 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %140, !dbg !927
  %142 = load i32, ptr %141, align 4, !dbg !927, !tbaa !279
  %143 = and i32 %142, %137, !dbg !928
  %144 = zext i32 %143 to i64, !dbg !928
  %145 = zext nneg i32 %129 to i64, !dbg !929
  %146 = shl i64 %144, %145, !dbg !929
  %147 = or i64 %146, %128, !dbg !930
    #dbg_value(i64 %147, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %148 = add nsw i32 %129, %139, !dbg !931
    #dbg_value(i32 %148, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(ptr undef, !932, !DIExpression(), !938)
  %149 = lshr i32 %148, 3, !dbg !940
  %150 = zext nneg i32 %149 to i64, !dbg !941
    #dbg_value(i64 %150, !937, !DIExpression(), !938)
    #dbg_value(ptr %0, !942, !DIExpression(), !948)
    #dbg_value(i64 %147, !947, !DIExpression(), !948)
    #dbg_value(ptr %0, !950, !DIExpression(), !956)
    #dbg_value(i64 %147, !955, !DIExpression(), !956)
    #dbg_value(ptr %0, !959, !DIExpression(), !963)
    #dbg_value(i64 %147, !962, !DIExpression(), !963)
  store i64 %147, ptr %0, align 1, !dbg !966, !tbaa !967
  %151 = getelementptr inbounds i8, ptr %0, i64 %150, !dbg !969
  %152 = icmp ugt ptr %151, %18, !dbg !970
  %153 = select i1 %152, ptr %18, ptr %151, !dbg !972
    #dbg_value(ptr %153, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %154 = and i32 %148, 7, !dbg !973
    #dbg_value(i32 %154, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %155 = shl nuw nsw i64 %150, 3, !dbg !974
  %156 = lshr i64 %147, %155, !dbg !975
    #dbg_value(i64 %156, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  br label %157, !dbg !976

157:                                              ; preds = %138, %135, %133
  %158 = phi i32 [ %137, %135 ], [ %137, %138 ], [ %134, %133 ], !dbg !916
  %159 = phi i32 [ 0, %135 ], [ %139, %138 ], [ 0, %133 ]
  %160 = phi i32 [ 56, %135 ], [ 56, %138 ], [ %51, %133 ]
  %161 = phi i64 [ %128, %135 ], [ %156, %138 ], [ %128, %133 ], !dbg !779
  %162 = phi i32 [ %129, %135 ], [ %154, %138 ], [ %129, %133 ], !dbg !779
  %163 = phi ptr [ %0, %135 ], [ %153, %138 ], [ %0, %133 ], !dbg !779
    #dbg_value(ptr %163, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %162, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %161, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %164 = lshr i32 %158, %159, !dbg !977
    #dbg_value(ptr undef, !881, !DIExpression(), !978)
    #dbg_value(i32 %164, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !978)
    #dbg_value(i32 %160, !887, !DIExpression(), !978)
    #dbg_value(i32 %164, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !980)
    #dbg_value(i32 %160, !895, !DIExpression(), !980)
  %165 = zext nneg i32 %160 to i64, !dbg !982
  %166 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %165, !dbg !982
  %167 = load i32, ptr %166, align 4, !dbg !982, !tbaa !279
  %168 = and i32 %167, %164, !dbg !983
  %169 = zext i32 %168 to i64, !dbg !983
  %170 = zext nneg i32 %162 to i64, !dbg !984
  %171 = shl i64 %169, %170, !dbg !984
  %172 = or i64 %171, %161, !dbg !985
    #dbg_value(i64 %172, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %173 = add nuw nsw i32 %162, %160, !dbg !986
    #dbg_value(i32 %173, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  br label %184, !dbg !987

174:                                              ; preds = %20
  %175 = load i32, ptr %104, align 4, !dbg !988, !tbaa !917
    #dbg_value(ptr undef, !881, !DIExpression(), !990)
    #dbg_value(i32 %175, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !990)
    #dbg_value(i32 %51, !887, !DIExpression(), !990)
    #dbg_value(i32 %175, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !992)
    #dbg_value(i32 %51, !895, !DIExpression(), !992)
  %176 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %61, !dbg !994
  %177 = load i32, ptr %176, align 4, !dbg !994, !tbaa !279
  %178 = and i32 %177, %175, !dbg !995
  %179 = zext i32 %178 to i64, !dbg !995
  %180 = zext nneg i32 %129 to i64, !dbg !996
  %181 = shl i64 %179, %180, !dbg !996
  %182 = or i64 %181, %128, !dbg !997
    #dbg_value(i64 %182, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %183 = add nuw nsw i32 %129, %51, !dbg !998
    #dbg_value(i32 %183, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  br label %184

184:                                              ; preds = %174, %157
  %185 = phi i64 [ %182, %174 ], [ %172, %157 ], !dbg !999
  %186 = phi i32 [ %183, %174 ], [ %173, %157 ], !dbg !1001
  %187 = phi ptr [ %0, %174 ], [ %163, %157 ], !dbg !1002
    #dbg_value(ptr %187, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %186, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %185, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !932, !DIExpression(), !1003)
  %188 = lshr i32 %186, 3, !dbg !1005
  %189 = zext nneg i32 %188 to i64, !dbg !1006
    #dbg_value(i64 %189, !937, !DIExpression(), !1003)
    #dbg_value(ptr %187, !942, !DIExpression(), !1007)
    #dbg_value(i64 %185, !947, !DIExpression(), !1007)
    #dbg_value(ptr %187, !950, !DIExpression(), !1009)
    #dbg_value(i64 %185, !955, !DIExpression(), !1009)
    #dbg_value(ptr %187, !959, !DIExpression(), !1011)
    #dbg_value(i64 %185, !962, !DIExpression(), !1011)
  store i64 %185, ptr %187, align 1, !dbg !1013, !tbaa !967
  %190 = getelementptr inbounds i8, ptr %187, i64 %189, !dbg !1014
  %191 = icmp ugt ptr %190, %18, !dbg !1015
  %192 = select i1 %191, ptr %18, ptr %190, !dbg !1016
    #dbg_value(ptr %192, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %186, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !779)
  %193 = shl nuw nsw i64 %189, 3, !dbg !1017
  %194 = lshr i64 %185, %193, !dbg !1018
    #dbg_value(i64 %194, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(i64 %9, !763, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1019)
  %195 = zext i16 %103 to i64, !dbg !779
  %196 = and i32 %186, 7, !dbg !1020
  %197 = zext i16 %48 to i64, !dbg !779
  %198 = zext i16 %76 to i64, !dbg !779
  %199 = icmp ugt i64 %9, 1, !dbg !1022
  br i1 %199, label %200, label %414, !dbg !1023

200:                                              ; preds = %184
  %201 = add i64 %9, -2, !dbg !1024
    #dbg_value(i64 %201, !763, !DIExpression(), !1019)
  br label %202, !dbg !1023

202:                                              ; preds = %397, %200
  %203 = phi i64 [ %412, %397 ], [ %198, %200 ]
  %204 = phi i64 [ %411, %397 ], [ %197, %200 ]
  %205 = phi i32 [ %410, %397 ], [ %196, %200 ]
  %206 = phi i64 [ %409, %397 ], [ %195, %200 ]
  %207 = phi i64 [ %408, %397 ], [ %201, %200 ]
  %208 = phi ptr [ %405, %397 ], [ %192, %200 ]
  %209 = phi i64 [ %407, %397 ], [ %194, %200 ]
    #dbg_value(i64 %207, !763, !DIExpression(), !1019)
    #dbg_value(ptr %208, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i64 %209, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %210 = getelementptr inbounds i8, ptr %7, i64 %207, !dbg !1025
  %211 = load i8, ptr %210, align 1, !dbg !1025, !tbaa !623
    #dbg_value(i8 %211, !765, !DIExpression(), !1026)
  %212 = getelementptr inbounds i8, ptr %5, i64 %207, !dbg !1027
  %213 = load i8, ptr %212, align 1, !dbg !1027, !tbaa !623
    #dbg_value(i8 %213, !769, !DIExpression(), !1026)
  %214 = getelementptr inbounds i8, ptr %3, i64 %207, !dbg !1028
  %215 = load i8, ptr %214, align 1, !dbg !1028, !tbaa !623
    #dbg_value(i8 %215, !770, !DIExpression(), !1026)
  %216 = zext i8 %211 to i64, !dbg !1029
  %217 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %216, !dbg !1029
  %218 = load i8, ptr %217, align 1, !dbg !1029, !tbaa !623
  %219 = zext i8 %218 to i32, !dbg !1029
    #dbg_value(i32 %219, !771, !DIExpression(), !1026)
  %220 = zext i8 %213 to i32, !dbg !1030
    #dbg_value(i32 %220, !772, !DIExpression(), !1026)
  %221 = zext i8 %215 to i64, !dbg !1031
  %222 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %221, !dbg !1031
  %223 = load i8, ptr %222, align 1, !dbg !1031, !tbaa !623
  %224 = zext i8 %223 to i32, !dbg !1031
    #dbg_value(i32 %224, !773, !DIExpression(), !1026)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1043)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1043)
    #dbg_value(i32 %220, !1038, !DIExpression(), !1043)
  %225 = zext i8 %213 to i64, !dbg !1045
  %226 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %60, i64 %225, !dbg !1045
  %227 = load i32, ptr %226, align 4, !dbg !1045, !tbaa !279
  %228 = getelementptr inbounds i8, ptr %226, i64 4, !dbg !1045
  %229 = load i32, ptr %228, align 4, !dbg !1045, !tbaa !279
    #dbg_value(i32 %227, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1043)
    #dbg_value(i32 %229, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1043)
    #dbg_value(ptr %54, !1040, !DIExpression(), !1043)
  %230 = zext i32 %229 to i64, !dbg !1046
  %231 = add nuw nsw i64 %203, %230, !dbg !1047
  %232 = lshr i64 %231, 16, !dbg !1048
  %233 = trunc nuw nsw i64 %232 to i32, !dbg !1049
    #dbg_value(i32 %233, !1042, !DIExpression(), !1043)
    #dbg_value(ptr undef, !881, !DIExpression(), !1050)
    #dbg_value(i64 %203, !886, !DIExpression(), !1050)
    #dbg_value(i32 %233, !887, !DIExpression(), !1050)
    #dbg_value(i64 %203, !890, !DIExpression(), !1052)
    #dbg_value(i32 %233, !895, !DIExpression(), !1052)
  %234 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %232, !dbg !1054
  %235 = load i32, ptr %234, align 4, !dbg !1054, !tbaa !279
  %236 = zext i32 %235 to i64, !dbg !1054
  %237 = and i64 %203, %236, !dbg !1055
  %238 = zext nneg i32 %205 to i64, !dbg !1056
  %239 = shl nuw nsw i64 %237, %238, !dbg !1056
    #dbg_value(!DIArgList(i64 %239, i64 %209), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %240 = add nuw nsw i32 %205, %233, !dbg !1057
    #dbg_value(i32 %240, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %241 = lshr i64 %203, %232, !dbg !1058
  %242 = sext i32 %227 to i64, !dbg !1059
  %243 = getelementptr i16, ptr %54, i64 %241, !dbg !1060
  %244 = getelementptr i16, ptr %243, i64 %242, !dbg !1060
  %245 = load i16, ptr %244, align 2, !dbg !1060, !tbaa !218
    #dbg_value(i16 %245, !757, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1061)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1061)
    #dbg_value(i64 %221, !1038, !DIExpression(), !1061)
  %246 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %32, i64 %221, !dbg !1063
  %247 = load i32, ptr %246, align 4, !dbg !1063, !tbaa !279
  %248 = getelementptr inbounds i8, ptr %246, i64 4, !dbg !1063
  %249 = load i32, ptr %248, align 4, !dbg !1063, !tbaa !279
    #dbg_value(i32 %247, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1061)
    #dbg_value(i32 %249, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1061)
    #dbg_value(ptr %26, !1040, !DIExpression(), !1061)
  %250 = zext i32 %249 to i64, !dbg !1064
  %251 = add nuw nsw i64 %204, %250, !dbg !1065
  %252 = lshr i64 %251, 16, !dbg !1066
  %253 = trunc nuw nsw i64 %252 to i32, !dbg !1067
    #dbg_value(i32 %253, !1042, !DIExpression(), !1061)
    #dbg_value(ptr undef, !881, !DIExpression(), !1068)
    #dbg_value(i64 %204, !886, !DIExpression(), !1068)
    #dbg_value(i32 %253, !887, !DIExpression(), !1068)
    #dbg_value(i64 %204, !890, !DIExpression(), !1070)
    #dbg_value(i32 %253, !895, !DIExpression(), !1070)
  %254 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %252, !dbg !1072
  %255 = load i32, ptr %254, align 4, !dbg !1072, !tbaa !279
  %256 = zext i32 %255 to i64, !dbg !1072
  %257 = and i64 %204, %256, !dbg !1073
  %258 = zext nneg i32 %240 to i64, !dbg !1074
  %259 = shl i64 %257, %258, !dbg !1074
    #dbg_value(!DIArgList(i64 poison, i64 poison), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %260 = add nuw nsw i32 %240, %253, !dbg !1075
    #dbg_value(i32 %260, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %261 = lshr i64 %204, %252, !dbg !1076
  %262 = sext i32 %247 to i64, !dbg !1077
  %263 = getelementptr i16, ptr %26, i64 %261, !dbg !1078
  %264 = getelementptr i16, ptr %263, i64 %262, !dbg !1078
  %265 = load i16, ptr %264, align 2, !dbg !1078, !tbaa !218
    #dbg_value(i16 %265, !756, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1079)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1079)
    #dbg_value(i64 %216, !1038, !DIExpression(), !1079)
  %266 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %87, i64 %216, !dbg !1081
  %267 = load i32, ptr %266, align 4, !dbg !1081, !tbaa !279
  %268 = getelementptr inbounds i8, ptr %266, i64 4, !dbg !1081
  %269 = load i32, ptr %268, align 4, !dbg !1081, !tbaa !279
    #dbg_value(i32 %267, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1079)
    #dbg_value(i32 %269, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1079)
    #dbg_value(ptr %81, !1040, !DIExpression(), !1079)
  %270 = zext i32 %269 to i64, !dbg !1082
  %271 = add nuw nsw i64 %206, %270, !dbg !1083
  %272 = lshr i64 %271, 16, !dbg !1084
  %273 = trunc nuw nsw i64 %272 to i32, !dbg !1085
    #dbg_value(i32 %273, !1042, !DIExpression(), !1079)
    #dbg_value(ptr undef, !881, !DIExpression(), !1086)
    #dbg_value(i64 %206, !886, !DIExpression(), !1086)
    #dbg_value(i32 %273, !887, !DIExpression(), !1086)
    #dbg_value(i64 %206, !890, !DIExpression(), !1088)
    #dbg_value(i32 %273, !895, !DIExpression(), !1088)
  %274 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %272, !dbg !1090
  %275 = load i32, ptr %274, align 4, !dbg !1090, !tbaa !279
  %276 = zext i32 %275 to i64, !dbg !1090
  %277 = and i64 %206, %276, !dbg !1091
  %278 = zext nneg i32 %260 to i64, !dbg !1092
  %279 = shl i64 %277, %278, !dbg !1092
  %280 = or i64 %239, %209, !dbg !1093
  %281 = or i64 %280, %259, !dbg !1094
  %282 = or i64 %281, %279, !dbg !1094
    #dbg_value(i64 %282, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %283 = add nuw nsw i32 %260, %273, !dbg !1095
    #dbg_value(i32 %283, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %284 = lshr i64 %206, %272, !dbg !1096
  %285 = sext i32 %267 to i64, !dbg !1097
  %286 = getelementptr i16, ptr %81, i64 %284, !dbg !1098
  %287 = getelementptr i16, ptr %286, i64 %285, !dbg !1098
  %288 = load i16, ptr %287, align 2, !dbg !1098, !tbaa !218
    #dbg_value(i16 %288, !758, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %289 = add nuw nsw i32 %219, %220, !dbg !1099
  %290 = add nuw nsw i32 %289, %224, !dbg !1101
  %291 = icmp ugt i32 %290, 30, !dbg !1102
  br i1 %291, label %292, label %301, !dbg !1103

292:                                              ; preds = %202
    #dbg_value(ptr undef, !932, !DIExpression(), !1104)
  %293 = lshr i32 %283, 3, !dbg !1106
  %294 = zext nneg i32 %293 to i64, !dbg !1107
    #dbg_value(i64 %294, !937, !DIExpression(), !1104)
    #dbg_value(ptr %208, !942, !DIExpression(), !1108)
    #dbg_value(i64 %282, !947, !DIExpression(), !1108)
    #dbg_value(ptr %208, !950, !DIExpression(), !1110)
    #dbg_value(i64 %282, !955, !DIExpression(), !1110)
    #dbg_value(ptr %208, !959, !DIExpression(), !1112)
    #dbg_value(i64 %282, !962, !DIExpression(), !1112)
  store i64 %282, ptr %208, align 1, !dbg !1114, !tbaa !967
  %295 = getelementptr inbounds i8, ptr %208, i64 %294, !dbg !1115
  %296 = icmp ugt ptr %295, %18, !dbg !1116
  %297 = select i1 %296, ptr %18, ptr %295, !dbg !1117
    #dbg_value(ptr %297, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %298 = and i32 %283, 7, !dbg !1118
    #dbg_value(i32 %298, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %299 = shl nuw nsw i64 %294, 3, !dbg !1119
  %300 = lshr i64 %282, %299, !dbg !1120
    #dbg_value(i64 %300, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  br label %301, !dbg !1121

301:                                              ; preds = %292, %202
  %302 = phi i64 [ %300, %292 ], [ %282, %202 ], !dbg !1026
  %303 = phi i32 [ %298, %292 ], [ %283, %202 ], !dbg !1026
  %304 = phi ptr [ %297, %292 ], [ %208, %202 ], !dbg !1122
    #dbg_value(ptr %304, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %303, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %302, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %305 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %207, !dbg !1123
  %306 = getelementptr inbounds i8, ptr %305, i64 4, !dbg !1124
  %307 = load i16, ptr %306, align 4, !dbg !1124, !tbaa !878
    #dbg_value(ptr undef, !881, !DIExpression(), !1125)
    #dbg_value(i16 %307, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1125)
    #dbg_value(i32 %219, !887, !DIExpression(), !1125)
    #dbg_value(i16 %307, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1127)
    #dbg_value(i32 %219, !895, !DIExpression(), !1127)
  %308 = zext i8 %218 to i64, !dbg !1129
  %309 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %308, !dbg !1129
  %310 = load i32, ptr %309, align 4, !dbg !1129, !tbaa !279
  %311 = zext i16 %307 to i32, !dbg !1130
  %312 = and i32 %310, %311, !dbg !1130
  %313 = zext nneg i32 %312 to i64, !dbg !1130
  %314 = zext nneg i32 %303 to i64, !dbg !1131
  %315 = shl i64 %313, %314, !dbg !1131
  %316 = or i64 %315, %302, !dbg !1132
    #dbg_value(i64 %316, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %317 = add nuw nsw i32 %303, %219, !dbg !1133
    #dbg_value(i32 %317, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %318 = getelementptr inbounds i8, ptr %305, i64 6, !dbg !1134
  %319 = load i16, ptr %318, align 2, !dbg !1134, !tbaa !901
    #dbg_value(ptr undef, !881, !DIExpression(), !1135)
    #dbg_value(i16 %319, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1135)
    #dbg_value(i32 %224, !887, !DIExpression(), !1135)
    #dbg_value(i16 %319, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1137)
    #dbg_value(i32 %224, !895, !DIExpression(), !1137)
  %320 = zext i8 %223 to i64, !dbg !1139
  %321 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %320, !dbg !1139
  %322 = load i32, ptr %321, align 4, !dbg !1139, !tbaa !279
  %323 = zext i16 %319 to i32, !dbg !1140
  %324 = and i32 %322, %323, !dbg !1140
  %325 = zext nneg i32 %324 to i64, !dbg !1140
  %326 = zext nneg i32 %317 to i64, !dbg !1141
  %327 = shl i64 %325, %326, !dbg !1141
  %328 = or i64 %316, %327, !dbg !1142
    #dbg_value(i64 %328, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %329 = add nuw nsw i32 %317, %224, !dbg !1143
    #dbg_value(i32 %329, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %330 = icmp ugt i32 %290, 56, !dbg !1144
  br i1 %330, label %331, label %340, !dbg !1146

331:                                              ; preds = %301
    #dbg_value(ptr undef, !932, !DIExpression(), !1147)
  %332 = lshr i32 %329, 3, !dbg !1149
  %333 = zext nneg i32 %332 to i64, !dbg !1150
    #dbg_value(i64 %333, !937, !DIExpression(), !1147)
    #dbg_value(ptr %304, !942, !DIExpression(), !1151)
    #dbg_value(i64 %328, !947, !DIExpression(), !1151)
    #dbg_value(ptr %304, !950, !DIExpression(), !1153)
    #dbg_value(i64 %328, !955, !DIExpression(), !1153)
    #dbg_value(ptr %304, !959, !DIExpression(), !1155)
    #dbg_value(i64 %328, !962, !DIExpression(), !1155)
  store i64 %328, ptr %304, align 1, !dbg !1157, !tbaa !967
  %334 = getelementptr inbounds i8, ptr %304, i64 %333, !dbg !1158
  %335 = icmp ugt ptr %334, %18, !dbg !1159
  %336 = select i1 %335, ptr %18, ptr %334, !dbg !1160
    #dbg_value(ptr %336, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %337 = and i32 %329, 7, !dbg !1161
    #dbg_value(i32 %337, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %338 = shl nuw nsw i64 %333, 3, !dbg !1162
  %339 = lshr i64 %328, %338, !dbg !1163
    #dbg_value(i64 %339, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  br label %340, !dbg !1164

340:                                              ; preds = %331, %301
  %341 = phi i64 [ %339, %331 ], [ %328, %301 ], !dbg !1026
  %342 = phi i32 [ %337, %331 ], [ %329, %301 ], !dbg !1026
  %343 = phi ptr [ %336, %331 ], [ %304, %301 ], !dbg !1165
    #dbg_value(ptr %343, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %342, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %341, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  br i1 %130, label %387, label %344, !dbg !1167

344:                                              ; preds = %340
  %345 = icmp ult i8 %213, 56, !dbg !1168
  br i1 %345, label %346, label %348, !dbg !1168

346:                                              ; preds = %344
  %347 = load i32, ptr %305, align 4, !dbg !1169, !tbaa !917
  br label %370, !dbg !1168

348:                                              ; preds = %344
    #dbg_value(i32 %220, !774, !DIExpression(DW_OP_constu, 56, DW_OP_minus, DW_OP_stack_value), !1170)
  %349 = icmp eq i8 %213, 56, !dbg !1171
  %350 = load i32, ptr %305, align 4, !dbg !1169, !tbaa !917
  br i1 %349, label %370, label %351, !dbg !1173

351:                                              ; preds = %348
  %352 = add nsw i32 %220, -56, !dbg !1174
    #dbg_value(i32 %352, !774, !DIExpression(), !1170)
    #dbg_value(ptr undef, !881, !DIExpression(), !1175)
    #dbg_value(i32 %350, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1175)
    #dbg_value(i32 %352, !887, !DIExpression(), !1175)
    #dbg_value(i32 %350, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1178)
    #dbg_value(i32 %352, !895, !DIExpression(), !1178)
  %353 = zext i32 %352 to i64, !dbg !1180
  %354 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %353, !dbg !1180
  %355 = load i32, ptr %354, align 4, !dbg !1180, !tbaa !279
  %356 = and i32 %355, %350, !dbg !1181
  %357 = zext i32 %356 to i64, !dbg !1181
  %358 = zext nneg i32 %342 to i64, !dbg !1182
  %359 = shl i64 %357, %358, !dbg !1182
  %360 = or i64 %359, %341, !dbg !1183
    #dbg_value(i64 %360, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %361 = add nsw i32 %342, %352, !dbg !1184
    #dbg_value(i32 %361, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(ptr undef, !932, !DIExpression(), !1185)
  %362 = lshr i32 %361, 3, !dbg !1187
  %363 = zext nneg i32 %362 to i64, !dbg !1188
    #dbg_value(i64 %363, !937, !DIExpression(), !1185)
    #dbg_value(ptr %343, !942, !DIExpression(), !1189)
    #dbg_value(i64 %360, !947, !DIExpression(), !1189)
    #dbg_value(ptr %343, !950, !DIExpression(), !1191)
    #dbg_value(i64 %360, !955, !DIExpression(), !1191)
    #dbg_value(ptr %343, !959, !DIExpression(), !1193)
    #dbg_value(i64 %360, !962, !DIExpression(), !1193)
  store i64 %360, ptr %343, align 1, !dbg !1195, !tbaa !967
  %364 = getelementptr inbounds i8, ptr %343, i64 %363, !dbg !1196
  %365 = icmp ugt ptr %364, %18, !dbg !1197
  %366 = select i1 %365, ptr %18, ptr %364, !dbg !1198
    #dbg_value(ptr %366, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %367 = and i32 %361, 7, !dbg !1199
    #dbg_value(i32 %367, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %368 = shl nuw nsw i64 %363, 3, !dbg !1200
  %369 = lshr i64 %360, %368, !dbg !1201
    #dbg_value(i64 %369, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  br label %370, !dbg !1202

370:                                              ; preds = %351, %348, %346
  %371 = phi i32 [ %350, %348 ], [ %350, %351 ], [ %347, %346 ], !dbg !1169
  %372 = phi i32 [ 0, %348 ], [ %352, %351 ], [ 0, %346 ]
  %373 = phi i32 [ 56, %348 ], [ 56, %351 ], [ %220, %346 ]
  %374 = phi i64 [ %341, %348 ], [ %369, %351 ], [ %341, %346 ], !dbg !1203
  %375 = phi i32 [ %342, %348 ], [ %367, %351 ], [ %342, %346 ], !dbg !1204
  %376 = phi ptr [ %343, %348 ], [ %366, %351 ], [ %343, %346 ], !dbg !1165
    #dbg_value(ptr %376, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %375, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %374, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %377 = lshr i32 %371, %372, !dbg !1205
    #dbg_value(ptr undef, !881, !DIExpression(), !1206)
    #dbg_value(i32 %377, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1206)
    #dbg_value(i32 %373, !887, !DIExpression(), !1206)
    #dbg_value(i32 %377, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1208)
    #dbg_value(i32 %373, !895, !DIExpression(), !1208)
  %378 = zext nneg i32 %373 to i64, !dbg !1210
  %379 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %378, !dbg !1210
  %380 = load i32, ptr %379, align 4, !dbg !1210, !tbaa !279
  %381 = and i32 %380, %377, !dbg !1211
  %382 = zext i32 %381 to i64, !dbg !1211
  %383 = zext nneg i32 %375 to i64, !dbg !1212
  %384 = shl i64 %382, %383, !dbg !1212
  %385 = or i64 %384, %374, !dbg !1213
    #dbg_value(i64 %385, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %386 = add nuw nsw i32 %375, %373, !dbg !1214
    #dbg_value(i32 %386, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  br label %397, !dbg !1215

387:                                              ; preds = %340
  %388 = load i32, ptr %305, align 4, !dbg !1216, !tbaa !917
    #dbg_value(ptr undef, !881, !DIExpression(), !1218)
    #dbg_value(i32 %388, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1218)
    #dbg_value(i32 %220, !887, !DIExpression(), !1218)
    #dbg_value(i32 %388, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1220)
    #dbg_value(i32 %220, !895, !DIExpression(), !1220)
  %389 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %225, !dbg !1222
  %390 = load i32, ptr %389, align 4, !dbg !1222, !tbaa !279
  %391 = and i32 %390, %388, !dbg !1223
  %392 = zext i32 %391 to i64, !dbg !1223
  %393 = zext nneg i32 %342 to i64, !dbg !1224
  %394 = shl i64 %392, %393, !dbg !1224
  %395 = or i64 %394, %341, !dbg !1225
    #dbg_value(i64 %395, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %396 = add nuw nsw i32 %342, %220, !dbg !1226
    #dbg_value(i32 %396, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  br label %397

397:                                              ; preds = %387, %370
  %398 = phi i64 [ %395, %387 ], [ %385, %370 ], !dbg !1227
  %399 = phi i32 [ %396, %387 ], [ %386, %370 ], !dbg !1229
  %400 = phi ptr [ %343, %387 ], [ %376, %370 ], !dbg !1230
    #dbg_value(ptr %400, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %399, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %398, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !932, !DIExpression(), !1231)
  %401 = lshr i32 %399, 3, !dbg !1233
  %402 = zext nneg i32 %401 to i64, !dbg !1234
    #dbg_value(i64 %402, !937, !DIExpression(), !1231)
    #dbg_value(ptr %400, !942, !DIExpression(), !1235)
    #dbg_value(i64 %398, !947, !DIExpression(), !1235)
    #dbg_value(ptr %400, !950, !DIExpression(), !1237)
    #dbg_value(i64 %398, !955, !DIExpression(), !1237)
    #dbg_value(ptr %400, !959, !DIExpression(), !1239)
    #dbg_value(i64 %398, !962, !DIExpression(), !1239)
  store i64 %398, ptr %400, align 1, !dbg !1241, !tbaa !967
  %403 = getelementptr inbounds i8, ptr %400, i64 %402, !dbg !1242
  %404 = icmp ugt ptr %403, %18, !dbg !1243
  %405 = select i1 %404, ptr %18, ptr %403, !dbg !1244
    #dbg_value(ptr %405, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %399, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !779)
  %406 = shl nuw nsw i64 %402, 3, !dbg !1245
  %407 = lshr i64 %398, %406, !dbg !1246
    #dbg_value(i64 %407, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %408 = add i64 %207, -1, !dbg !1247
    #dbg_value(i64 %408, !763, !DIExpression(), !1019)
  %409 = zext i16 %288 to i64, !dbg !779
  %410 = and i32 %399, 7, !dbg !1020
  %411 = zext i16 %265 to i64, !dbg !779
  %412 = zext i16 %245 to i64, !dbg !779
    #dbg_value(i64 %409, !758, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr %405, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %410, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(i64 %407, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(i64 %411, !756, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(i64 %412, !757, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %413 = icmp ult i64 %408, %9, !dbg !1022
  br i1 %413, label %202, label %414, !dbg !1023, !llvm.loop !1248

414:                                              ; preds = %397, %184
  %415 = phi i64 [ %194, %184 ], [ %407, %397 ], !dbg !1250
  %416 = phi ptr [ %192, %184 ], [ %405, %397 ], !dbg !1122
  %417 = phi i64 [ %195, %184 ], [ %409, %397 ], !dbg !779
  %418 = phi i32 [ %196, %184 ], [ %410, %397 ], !dbg !1020
  %419 = phi i64 [ %197, %184 ], [ %411, %397 ], !dbg !779
  %420 = phi i64 [ %198, %184 ], [ %412, %397 ], !dbg !779
    #dbg_value(ptr undef, !1251, !DIExpression(), !1259)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1259)
    #dbg_value(ptr undef, !881, !DIExpression(), !1261)
    #dbg_value(i64 %419, !886, !DIExpression(), !1261)
    #dbg_value(i32 %25, !887, !DIExpression(), !1261)
    #dbg_value(i64 %419, !890, !DIExpression(), !1263)
    #dbg_value(i32 %25, !895, !DIExpression(), !1263)
  %421 = zext i16 %24 to i64, !dbg !1265
  %422 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %421, !dbg !1265
  %423 = load i32, ptr %422, align 4, !dbg !1265, !tbaa !279
  %424 = zext i32 %423 to i64, !dbg !1265
  %425 = and i64 %419, %424, !dbg !1266
  %426 = zext nneg i32 %418 to i64, !dbg !1267
  %427 = shl nuw nsw i64 %425, %426, !dbg !1267
  %428 = or i64 %427, %415, !dbg !1268
    #dbg_value(i64 %428, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %429 = add nuw nsw i32 %418, %25, !dbg !1269
    #dbg_value(ptr undef, !932, !DIExpression(), !1270)
  %430 = lshr i32 %429, 3, !dbg !1272
  %431 = zext nneg i32 %430 to i64, !dbg !1273
    #dbg_value(i64 %431, !937, !DIExpression(), !1270)
    #dbg_value(ptr %416, !942, !DIExpression(), !1274)
    #dbg_value(i64 %428, !947, !DIExpression(), !1274)
    #dbg_value(ptr %416, !950, !DIExpression(), !1276)
    #dbg_value(i64 %428, !955, !DIExpression(), !1276)
    #dbg_value(ptr %416, !959, !DIExpression(), !1278)
    #dbg_value(i64 %428, !962, !DIExpression(), !1278)
  store i64 %428, ptr %416, align 1, !dbg !1280, !tbaa !967
  %432 = getelementptr inbounds i8, ptr %416, i64 %431, !dbg !1281
  %433 = icmp ugt ptr %432, %18, !dbg !1282
  %434 = select i1 %433, ptr %18, ptr %432, !dbg !1283
    #dbg_value(ptr %434, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %435 = and i32 %429, 7, !dbg !1284
    #dbg_value(i32 %435, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %436 = shl nuw nsw i64 %431, 3, !dbg !1285
  %437 = lshr i64 %428, %436, !dbg !1286
    #dbg_value(i64 %437, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !1251, !DIExpression(), !1287)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1287)
    #dbg_value(ptr undef, !881, !DIExpression(), !1289)
    #dbg_value(i64 %420, !886, !DIExpression(), !1289)
    #dbg_value(i32 %53, !887, !DIExpression(), !1289)
    #dbg_value(i64 %420, !890, !DIExpression(), !1291)
    #dbg_value(i32 %53, !895, !DIExpression(), !1291)
  %438 = zext i16 %52 to i64, !dbg !1293
  %439 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %438, !dbg !1293
  %440 = load i32, ptr %439, align 4, !dbg !1293, !tbaa !279
  %441 = zext i32 %440 to i64, !dbg !1293
  %442 = and i64 %420, %441, !dbg !1294
  %443 = zext nneg i32 %435 to i64, !dbg !1295
  %444 = shl nuw nsw i64 %442, %443, !dbg !1295
  %445 = or i64 %444, %437, !dbg !1296
    #dbg_value(i64 %445, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %446 = add nuw nsw i32 %435, %53, !dbg !1297
    #dbg_value(ptr undef, !932, !DIExpression(), !1298)
  %447 = lshr i32 %446, 3, !dbg !1300
  %448 = zext nneg i32 %447 to i64, !dbg !1301
    #dbg_value(i64 %448, !937, !DIExpression(), !1298)
    #dbg_value(ptr %434, !942, !DIExpression(), !1302)
    #dbg_value(i64 %445, !947, !DIExpression(), !1302)
    #dbg_value(ptr %434, !950, !DIExpression(), !1304)
    #dbg_value(i64 %445, !955, !DIExpression(), !1304)
    #dbg_value(ptr %434, !959, !DIExpression(), !1306)
    #dbg_value(i64 %445, !962, !DIExpression(), !1306)
  store i64 %445, ptr %434, align 1, !dbg !1308, !tbaa !967
  %449 = getelementptr inbounds i8, ptr %434, i64 %448, !dbg !1309
  %450 = icmp ugt ptr %449, %18, !dbg !1310
  %451 = select i1 %450, ptr %18, ptr %449, !dbg !1311
    #dbg_value(ptr %451, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %452 = and i32 %446, 7, !dbg !1312
    #dbg_value(i32 %452, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %453 = shl nuw nsw i64 %448, 3, !dbg !1313
  %454 = lshr i64 %445, %453, !dbg !1314
    #dbg_value(i64 %454, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !1251, !DIExpression(), !1315)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1315)
    #dbg_value(ptr undef, !881, !DIExpression(), !1317)
    #dbg_value(i64 %417, !886, !DIExpression(), !1317)
    #dbg_value(i32 %80, !887, !DIExpression(), !1317)
    #dbg_value(i64 %417, !890, !DIExpression(), !1319)
    #dbg_value(i32 %80, !895, !DIExpression(), !1319)
  %455 = zext i16 %79 to i64, !dbg !1321
  %456 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %455, !dbg !1321
  %457 = load i32, ptr %456, align 4, !dbg !1321, !tbaa !279
  %458 = zext i32 %457 to i64, !dbg !1321
  %459 = and i64 %417, %458, !dbg !1322
  %460 = zext nneg i32 %452 to i64, !dbg !1323
  %461 = shl nuw nsw i64 %459, %460, !dbg !1323
  %462 = or i64 %461, %454, !dbg !1324
    #dbg_value(i64 %462, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %463 = add nuw nsw i32 %452, %80, !dbg !1325
    #dbg_value(ptr undef, !932, !DIExpression(), !1326)
  %464 = lshr i32 %463, 3, !dbg !1328
  %465 = zext nneg i32 %464 to i64, !dbg !1329
    #dbg_value(i64 %465, !937, !DIExpression(), !1326)
    #dbg_value(ptr %451, !942, !DIExpression(), !1330)
    #dbg_value(i64 %462, !947, !DIExpression(), !1330)
    #dbg_value(ptr %451, !950, !DIExpression(), !1332)
    #dbg_value(i64 %462, !955, !DIExpression(), !1332)
    #dbg_value(ptr %451, !959, !DIExpression(), !1334)
    #dbg_value(i64 %462, !962, !DIExpression(), !1334)
  store i64 %462, ptr %451, align 1, !dbg !1336, !tbaa !967
  %466 = getelementptr inbounds i8, ptr %451, i64 %465, !dbg !1337
  %467 = icmp ugt ptr %466, %18, !dbg !1338
  %468 = select i1 %467, ptr %18, ptr %466, !dbg !1339
    #dbg_value(ptr %468, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
  %469 = and i32 %463, 7, !dbg !1340
    #dbg_value(i32 %469, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %470 = shl nuw nsw i64 %465, 3, !dbg !1341
  %471 = lshr i64 %462, %470, !dbg !1342
    #dbg_value(i64 %471, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
    #dbg_value(ptr undef, !1343, !DIExpression(), !1348)
    #dbg_value(ptr undef, !1350, !DIExpression(), !1355)
    #dbg_value(i64 1, !1353, !DIExpression(), !1355)
    #dbg_value(i32 1, !1354, !DIExpression(), !1355)
  %472 = zext nneg i32 %469 to i64, !dbg !1357
  %473 = shl nuw nsw i64 1, %472, !dbg !1357
  %474 = or i64 %471, %473, !dbg !1358
    #dbg_value(i64 %474, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !779)
  %475 = add nuw nsw i32 %469, 1, !dbg !1359
    #dbg_value(ptr undef, !932, !DIExpression(), !1360)
  %476 = lshr i32 %475, 3, !dbg !1362
  %477 = zext nneg i32 %476 to i64, !dbg !1363
    #dbg_value(i64 %477, !937, !DIExpression(), !1360)
    #dbg_value(ptr %468, !942, !DIExpression(), !1364)
    #dbg_value(i64 %474, !947, !DIExpression(), !1364)
    #dbg_value(ptr %468, !950, !DIExpression(), !1366)
    #dbg_value(i64 %474, !955, !DIExpression(), !1366)
    #dbg_value(ptr %468, !959, !DIExpression(), !1368)
    #dbg_value(i64 %474, !962, !DIExpression(), !1368)
  store i64 %474, ptr %468, align 1, !dbg !1370, !tbaa !967
  %478 = getelementptr inbounds i8, ptr %468, i64 %477, !dbg !1371
  %479 = icmp ugt ptr %478, %18, !dbg !1372
  %480 = select i1 %479, ptr %18, ptr %478, !dbg !1373
    #dbg_value(ptr %480, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !779)
    #dbg_value(i32 %475, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !779)
    #dbg_value(!DIArgList(i64 %474, i64 %477), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !779)
  %481 = icmp ult ptr %480, %18, !dbg !1374
  br i1 %481, label %482, label %492, !dbg !1376

482:                                              ; preds = %414
  %483 = and i32 %475, 7, !dbg !1377
    #dbg_value(i32 %483, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !779)
  %484 = ptrtoint ptr %480 to i64, !dbg !1378
  %485 = ptrtoint ptr %0 to i64, !dbg !1378
  %486 = icmp ne i32 %483, 0, !dbg !1379
  %487 = zext i1 %486 to i64, !dbg !1380
  %488 = add i64 %484, %487, !dbg !1378
  %489 = freeze i64 %488, !dbg !1381
  %490 = sub i64 %489, %485, !dbg !1381
    #dbg_value(i64 %490, !777, !DIExpression(), !1382)
  %491 = icmp eq i64 %490, 0, !dbg !1383
  br i1 %491, label %492, label %493, !dbg !1382

492:                                              ; preds = %482, %414
  br label %493, !dbg !1382

493:                                              ; preds = %492, %482, %16, %14
  %494 = phi i64 [ %15, %14 ], [ -70, %16 ], [ -70, %492 ], [ %490, %482 ], !dbg !710
  ret i64 %494, !dbg !1386
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 1, 0) i64 @ZSTD_encodeSequences_bmi2(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, i64 noundef %9, i32 noundef %10) unnamed_addr #6 !dbg !1387 {
    #dbg_value(ptr %0, !1389, !DIExpression(), !1400)
    #dbg_value(i64 %1, !1390, !DIExpression(), !1400)
    #dbg_value(ptr %2, !1391, !DIExpression(), !1400)
    #dbg_value(ptr %3, !1392, !DIExpression(), !1400)
    #dbg_value(ptr %4, !1393, !DIExpression(), !1400)
    #dbg_value(ptr %5, !1394, !DIExpression(), !1400)
    #dbg_value(ptr %6, !1395, !DIExpression(), !1400)
    #dbg_value(ptr %7, !1396, !DIExpression(), !1400)
    #dbg_value(ptr %8, !1397, !DIExpression(), !1400)
    #dbg_value(i64 %9, !1398, !DIExpression(), !1400)
    #dbg_value(i32 %10, !1399, !DIExpression(), !1400)
    #dbg_value(ptr %0, !734, !DIExpression(), !1401)
    #dbg_value(i64 %1, !737, !DIExpression(), !1401)
    #dbg_value(ptr %2, !738, !DIExpression(), !1401)
    #dbg_value(ptr %3, !739, !DIExpression(), !1401)
    #dbg_value(ptr %4, !740, !DIExpression(), !1401)
    #dbg_value(ptr %5, !741, !DIExpression(), !1401)
    #dbg_value(ptr %6, !742, !DIExpression(), !1401)
    #dbg_value(ptr %7, !743, !DIExpression(), !1401)
    #dbg_value(ptr %8, !744, !DIExpression(), !1401)
    #dbg_value(i64 %9, !745, !DIExpression(), !1401)
    #dbg_value(i32 %10, !746, !DIExpression(), !1401)
    #dbg_value(ptr undef, !781, !DIExpression(), !1403)
    #dbg_value(ptr %0, !787, !DIExpression(), !1403)
    #dbg_value(i64 %1, !788, !DIExpression(), !1403)
    #dbg_value(i64 0, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(i32 0, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(ptr %0, !747, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1401)
    #dbg_value(ptr %0, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %12 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !1405
  %13 = getelementptr inbounds i8, ptr %12, i64 -8, !dbg !1406
    #dbg_value(ptr %13, !747, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1401)
  %14 = icmp ugt i64 %1, 8, !dbg !1407
  br i1 %14, label %15, label %488, !dbg !1408

15:                                               ; preds = %11
  %16 = add i64 %9, -1, !dbg !1409
  %17 = getelementptr inbounds i8, ptr %3, i64 %16, !dbg !1410
  %18 = load i8, ptr %17, align 1, !dbg !1410, !tbaa !623
    #dbg_value(ptr undef, !800, !DIExpression(), !1411)
    #dbg_value(ptr %2, !805, !DIExpression(), !1411)
    #dbg_value(i8 %18, !806, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1411)
    #dbg_value(ptr undef, !197, !DIExpression(), !1413)
    #dbg_value(ptr %2, !203, !DIExpression(), !1413)
    #dbg_value(ptr %2, !204, !DIExpression(), !1413)
    #dbg_value(ptr %2, !205, !DIExpression(), !1413)
    #dbg_value(ptr %2, !210, !DIExpression(), !1415)
  %19 = load i16, ptr %2, align 1, !dbg !1417, !tbaa !218
  %20 = zext i16 %19 to i32, !dbg !1418
    #dbg_value(i32 %20, !206, !DIExpression(), !1413)
  %21 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !1419
    #dbg_value(ptr %21, !756, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1401)
  %22 = icmp eq i16 %19, 0, !dbg !1420
  %23 = add nsw i32 %20, -1, !dbg !1420
  %24 = shl nuw i32 1, %23, !dbg !1420
  %25 = sext i32 %24 to i64, !dbg !1421
  %26 = select i1 %22, i64 1, i64 %25, !dbg !1421
  %27 = getelementptr inbounds i32, ptr %21, i64 %26, !dbg !1421
    #dbg_value(ptr %27, !756, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1401)
    #dbg_value(i32 %20, !756, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1401)
  %28 = zext i8 %18 to i64, !dbg !1422
  %29 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %27, i64 %28, !dbg !1422
  %30 = load i32, ptr %29, align 4, !dbg !1422, !tbaa !279
  %31 = getelementptr inbounds i8, ptr %29, i64 4, !dbg !1422
  %32 = load i32, ptr %31, align 4, !dbg !1422, !tbaa !279
    #dbg_value(i32 %30, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1423)
    #dbg_value(i32 %32, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1423)
    #dbg_value(ptr %21, !809, !DIExpression(), !1423)
  %33 = add i32 %32, 32768, !dbg !1424
  %34 = lshr i32 %33, 16, !dbg !1425
    #dbg_value(i32 %34, !810, !DIExpression(), !1423)
  %35 = and i32 %33, -65536, !dbg !1426
  %36 = sub i32 %35, %32, !dbg !1427
  %37 = zext i32 %36 to i64, !dbg !1428
  %38 = zext nneg i32 %34 to i64, !dbg !1429
  %39 = lshr i64 %37, %38, !dbg !1429
  %40 = sext i32 %30 to i64, !dbg !1430
  %41 = getelementptr i16, ptr %21, i64 %39, !dbg !1431
  %42 = getelementptr i16, ptr %41, i64 %40, !dbg !1431
  %43 = load i16, ptr %42, align 2, !dbg !1431, !tbaa !218
    #dbg_value(i16 %43, !756, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %44 = getelementptr inbounds i8, ptr %5, i64 %16, !dbg !1432
  %45 = load i8, ptr %44, align 1, !dbg !1432, !tbaa !623
  %46 = zext i8 %45 to i32, !dbg !1432
    #dbg_value(ptr undef, !800, !DIExpression(), !1433)
    #dbg_value(ptr %4, !805, !DIExpression(), !1433)
    #dbg_value(i32 %46, !806, !DIExpression(), !1433)
    #dbg_value(ptr undef, !197, !DIExpression(), !1435)
    #dbg_value(ptr %4, !203, !DIExpression(), !1435)
    #dbg_value(ptr %4, !204, !DIExpression(), !1435)
    #dbg_value(ptr %4, !205, !DIExpression(), !1435)
    #dbg_value(ptr %4, !210, !DIExpression(), !1437)
  %47 = load i16, ptr %4, align 1, !dbg !1439, !tbaa !218
  %48 = zext i16 %47 to i32, !dbg !1440
    #dbg_value(i32 %48, !206, !DIExpression(), !1435)
  %49 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !1441
    #dbg_value(ptr %49, !757, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1401)
  %50 = icmp eq i16 %47, 0, !dbg !1442
  %51 = add nsw i32 %48, -1, !dbg !1442
  %52 = shl nuw i32 1, %51, !dbg !1442
  %53 = sext i32 %52 to i64, !dbg !1443
  %54 = select i1 %50, i64 1, i64 %53, !dbg !1443
  %55 = getelementptr inbounds i32, ptr %49, i64 %54, !dbg !1443
    #dbg_value(ptr %55, !757, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1401)
    #dbg_value(i32 %48, !757, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1401)
  %56 = zext i8 %45 to i64, !dbg !1444
  %57 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %55, i64 %56, !dbg !1444
  %58 = load i32, ptr %57, align 4, !dbg !1444, !tbaa !279
  %59 = getelementptr inbounds i8, ptr %57, i64 4, !dbg !1444
  %60 = load i32, ptr %59, align 4, !dbg !1444, !tbaa !279
    #dbg_value(i32 %58, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1445)
    #dbg_value(i32 %60, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1445)
    #dbg_value(ptr %49, !809, !DIExpression(), !1445)
  %61 = add i32 %60, 32768, !dbg !1446
  %62 = lshr i32 %61, 16, !dbg !1447
    #dbg_value(i32 %62, !810, !DIExpression(), !1445)
  %63 = and i32 %61, -65536, !dbg !1448
  %64 = sub i32 %63, %60, !dbg !1449
  %65 = zext i32 %64 to i64, !dbg !1450
  %66 = zext nneg i32 %62 to i64, !dbg !1451
  %67 = lshr i64 %65, %66, !dbg !1451
  %68 = sext i32 %58 to i64, !dbg !1452
  %69 = getelementptr i16, ptr %49, i64 %67, !dbg !1453
  %70 = getelementptr i16, ptr %69, i64 %68, !dbg !1453
  %71 = load i16, ptr %70, align 2, !dbg !1453, !tbaa !218
    #dbg_value(i16 %71, !757, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %72 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !1454
  %73 = load i8, ptr %72, align 1, !dbg !1454, !tbaa !623
    #dbg_value(ptr undef, !800, !DIExpression(), !1455)
    #dbg_value(ptr %6, !805, !DIExpression(), !1455)
    #dbg_value(i8 %73, !806, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1455)
    #dbg_value(ptr undef, !197, !DIExpression(), !1457)
    #dbg_value(ptr %6, !203, !DIExpression(), !1457)
    #dbg_value(ptr %6, !204, !DIExpression(), !1457)
    #dbg_value(ptr %6, !205, !DIExpression(), !1457)
    #dbg_value(ptr %6, !210, !DIExpression(), !1459)
  %74 = load i16, ptr %6, align 1, !dbg !1461, !tbaa !218
  %75 = zext i16 %74 to i32, !dbg !1462
    #dbg_value(i32 %75, !206, !DIExpression(), !1457)
  %76 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !1463
    #dbg_value(ptr %76, !758, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1401)
  %77 = icmp eq i16 %74, 0, !dbg !1464
  %78 = add nsw i32 %75, -1, !dbg !1464
  %79 = shl nuw i32 1, %78, !dbg !1464
  %80 = sext i32 %79 to i64, !dbg !1465
  %81 = select i1 %77, i64 1, i64 %80, !dbg !1465
  %82 = getelementptr inbounds i32, ptr %76, i64 %81, !dbg !1465
    #dbg_value(ptr %82, !758, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1401)
    #dbg_value(i32 %75, !758, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1401)
  %83 = zext i8 %73 to i64, !dbg !1466
  %84 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %82, i64 %83, !dbg !1466
  %85 = load i32, ptr %84, align 4, !dbg !1466, !tbaa !279
  %86 = getelementptr inbounds i8, ptr %84, i64 4, !dbg !1466
  %87 = load i32, ptr %86, align 4, !dbg !1466, !tbaa !279
    #dbg_value(i32 %85, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1467)
    #dbg_value(i32 %87, !807, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1467)
    #dbg_value(ptr %76, !809, !DIExpression(), !1467)
  %88 = add i32 %87, 32768, !dbg !1468
  %89 = lshr i32 %88, 16, !dbg !1469
    #dbg_value(i32 %89, !810, !DIExpression(), !1467)
  %90 = and i32 %88, -65536, !dbg !1470
  %91 = sub i32 %90, %87, !dbg !1471
  %92 = zext i32 %91 to i64, !dbg !1472
  %93 = zext nneg i32 %89 to i64, !dbg !1473
  %94 = lshr i64 %92, %93, !dbg !1473
  %95 = sext i32 %85 to i64, !dbg !1474
  %96 = getelementptr i16, ptr %76, i64 %94, !dbg !1475
  %97 = getelementptr i16, ptr %96, i64 %95, !dbg !1475
  %98 = load i16, ptr %97, align 2, !dbg !1475, !tbaa !218
    #dbg_value(i16 %98, !758, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %99 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %16, !dbg !1476
  %100 = getelementptr inbounds i8, ptr %99, i64 4, !dbg !1477
  %101 = load i16, ptr %100, align 4, !dbg !1477, !tbaa !878
  %102 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %83, !dbg !1478
  %103 = load i8, ptr %102, align 1, !dbg !1478, !tbaa !623
  %104 = zext i8 %103 to i32, !dbg !1478
    #dbg_value(ptr undef, !881, !DIExpression(), !1479)
    #dbg_value(i16 %101, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1479)
    #dbg_value(i32 %104, !887, !DIExpression(), !1479)
    #dbg_value(i16 %101, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1481)
    #dbg_value(i32 %104, !895, !DIExpression(), !1481)
  %105 = zext i8 %103 to i64, !dbg !1483
  %106 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %105, !dbg !1483
  %107 = load i32, ptr %106, align 4, !dbg !1483, !tbaa !279
  %108 = zext i16 %101 to i32, !dbg !1484
  %109 = and i32 %107, %108, !dbg !1484
  %110 = zext nneg i32 %109 to i64, !dbg !1484
    #dbg_value(i64 %110, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(i32 %104, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %111 = getelementptr inbounds i8, ptr %99, i64 6, !dbg !1485
  %112 = load i16, ptr %111, align 2, !dbg !1485, !tbaa !901
  %113 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %28, !dbg !1486
  %114 = load i8, ptr %113, align 1, !dbg !1486, !tbaa !623
  %115 = zext i8 %114 to i32, !dbg !1486
    #dbg_value(ptr undef, !881, !DIExpression(), !1487)
    #dbg_value(i16 %112, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1487)
    #dbg_value(i32 %115, !887, !DIExpression(), !1487)
    #dbg_value(i16 %112, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1489)
    #dbg_value(i32 %115, !895, !DIExpression(), !1489)
  %116 = zext i8 %114 to i64, !dbg !1491
  %117 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %116, !dbg !1491
  %118 = load i32, ptr %117, align 4, !dbg !1491, !tbaa !279
  %119 = zext i16 %112 to i32, !dbg !1492
  %120 = and i32 %118, %119, !dbg !1492
  %121 = zext nneg i32 %120 to i64, !dbg !1492
  %122 = shl i64 %121, %105, !dbg !1493
  %123 = or i64 %122, %110, !dbg !1494
    #dbg_value(i64 %123, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %124 = add nuw nsw i32 %115, %104, !dbg !1495
    #dbg_value(i32 %124, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %125 = icmp eq i32 %10, 0, !dbg !1496
  br i1 %125, label %169, label %126, !dbg !1497

126:                                              ; preds = %15
    #dbg_value(i32 %46, !759, !DIExpression(), !1498)
  %127 = icmp ult i8 %45, 56, !dbg !1499
  br i1 %127, label %128, label %130, !dbg !1499

128:                                              ; preds = %126
  %129 = load i32, ptr %99, align 4, !dbg !1500, !tbaa !917
  br label %152, !dbg !1499

130:                                              ; preds = %126
    #dbg_value(i32 %46, !762, !DIExpression(DW_OP_constu, 56, DW_OP_minus, DW_OP_stack_value), !1498)
  %131 = icmp eq i8 %45, 56, !dbg !1501
  %132 = load i32, ptr %99, align 4, !dbg !1500, !tbaa !917
  br i1 %131, label %152, label %133, !dbg !1502

133:                                              ; preds = %130
  %134 = add nsw i32 %46, -56, !dbg !1503
    #dbg_value(i32 %134, !762, !DIExpression(), !1498)
    #dbg_value(ptr undef, !881, !DIExpression(), !1504)
    #dbg_value(i32 %132, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1504)
    #dbg_value(i32 %134, !887, !DIExpression(), !1504)
    #dbg_value(i32 %132, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1506)
    #dbg_value(i32 %134, !895, !DIExpression(), !1506)
  %135 = zext i32 %134 to i64, !dbg !1508
  %136 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %135, !dbg !1508
  %137 = load i32, ptr %136, align 4, !dbg !1508, !tbaa !279
  %138 = and i32 %137, %132, !dbg !1509
  %139 = zext i32 %138 to i64, !dbg !1509
  %140 = zext nneg i32 %124 to i64, !dbg !1510
  %141 = shl i64 %139, %140, !dbg !1510
  %142 = or i64 %141, %123, !dbg !1511
    #dbg_value(i64 %142, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %143 = add nsw i32 %124, %134, !dbg !1512
    #dbg_value(i32 %143, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(ptr undef, !932, !DIExpression(), !1513)
  %144 = lshr i32 %143, 3, !dbg !1515
  %145 = zext nneg i32 %144 to i64, !dbg !1516
    #dbg_value(i64 %145, !937, !DIExpression(), !1513)
    #dbg_value(ptr %0, !942, !DIExpression(), !1517)
    #dbg_value(i64 %142, !947, !DIExpression(), !1517)
    #dbg_value(ptr %0, !950, !DIExpression(), !1519)
    #dbg_value(i64 %142, !955, !DIExpression(), !1519)
    #dbg_value(ptr %0, !959, !DIExpression(), !1521)
    #dbg_value(i64 %142, !962, !DIExpression(), !1521)
  store i64 %142, ptr %0, align 1, !dbg !1523, !tbaa !967
  %146 = getelementptr inbounds i8, ptr %0, i64 %145, !dbg !1524
  %147 = icmp ugt ptr %146, %13, !dbg !1525
  %148 = select i1 %147, ptr %13, ptr %146, !dbg !1526
    #dbg_value(ptr %148, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %149 = and i32 %143, 7, !dbg !1527
    #dbg_value(i32 %149, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %150 = shl nuw nsw i64 %145, 3, !dbg !1528
  %151 = lshr i64 %142, %150, !dbg !1529
    #dbg_value(i64 %151, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  br label %152, !dbg !1530

152:                                              ; preds = %128, %133, %130
  %153 = phi i32 [ %132, %130 ], [ %132, %133 ], [ %129, %128 ], !dbg !1500
  %154 = phi i32 [ 0, %130 ], [ %134, %133 ], [ 0, %128 ]
  %155 = phi i32 [ 56, %130 ], [ 56, %133 ], [ %46, %128 ]
  %156 = phi i64 [ %123, %130 ], [ %151, %133 ], [ %123, %128 ], !dbg !1401
  %157 = phi i32 [ %124, %130 ], [ %149, %133 ], [ %124, %128 ], !dbg !1401
  %158 = phi ptr [ %0, %130 ], [ %148, %133 ], [ %0, %128 ], !dbg !1401
    #dbg_value(ptr %158, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %157, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %156, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %159 = lshr i32 %153, %154, !dbg !1531
    #dbg_value(ptr undef, !881, !DIExpression(), !1532)
    #dbg_value(i32 %159, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1532)
    #dbg_value(i32 %155, !887, !DIExpression(), !1532)
    #dbg_value(i32 %159, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1534)
    #dbg_value(i32 %155, !895, !DIExpression(), !1534)
  %160 = zext nneg i32 %155 to i64, !dbg !1536
  %161 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %160, !dbg !1536
  %162 = load i32, ptr %161, align 4, !dbg !1536, !tbaa !279
  %163 = and i32 %162, %159, !dbg !1537
  %164 = zext i32 %163 to i64, !dbg !1537
  %165 = zext nneg i32 %157 to i64, !dbg !1538
  %166 = shl i64 %164, %165, !dbg !1538
  %167 = or i64 %166, %156, !dbg !1539
    #dbg_value(i64 %167, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %168 = add nuw nsw i32 %157, %155, !dbg !1540
    #dbg_value(i32 %168, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  br label %179, !dbg !1541

169:                                              ; preds = %15
  %170 = load i32, ptr %99, align 4, !dbg !1542, !tbaa !917
    #dbg_value(ptr undef, !881, !DIExpression(), !1543)
    #dbg_value(i32 %170, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1543)
    #dbg_value(i32 %46, !887, !DIExpression(), !1543)
    #dbg_value(i32 %170, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1545)
    #dbg_value(i32 %46, !895, !DIExpression(), !1545)
  %171 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %56, !dbg !1547
  %172 = load i32, ptr %171, align 4, !dbg !1547, !tbaa !279
  %173 = and i32 %172, %170, !dbg !1548
  %174 = zext i32 %173 to i64, !dbg !1548
  %175 = zext nneg i32 %124 to i64, !dbg !1549
  %176 = shl i64 %174, %175, !dbg !1549
  %177 = or i64 %176, %123, !dbg !1550
    #dbg_value(i64 %177, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %178 = add nuw nsw i32 %124, %46, !dbg !1551
    #dbg_value(i32 %178, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  br label %179

179:                                              ; preds = %169, %152
  %180 = phi i64 [ %177, %169 ], [ %167, %152 ], !dbg !1552
  %181 = phi i32 [ %178, %169 ], [ %168, %152 ], !dbg !1554
  %182 = phi ptr [ %0, %169 ], [ %158, %152 ], !dbg !1555
    #dbg_value(ptr %182, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %181, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %180, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !932, !DIExpression(), !1556)
  %183 = lshr i32 %181, 3, !dbg !1558
  %184 = zext nneg i32 %183 to i64, !dbg !1559
    #dbg_value(i64 %184, !937, !DIExpression(), !1556)
    #dbg_value(ptr %182, !942, !DIExpression(), !1560)
    #dbg_value(i64 %180, !947, !DIExpression(), !1560)
    #dbg_value(ptr %182, !950, !DIExpression(), !1562)
    #dbg_value(i64 %180, !955, !DIExpression(), !1562)
    #dbg_value(ptr %182, !959, !DIExpression(), !1564)
    #dbg_value(i64 %180, !962, !DIExpression(), !1564)
  store i64 %180, ptr %182, align 1, !dbg !1566, !tbaa !967
  %185 = getelementptr inbounds i8, ptr %182, i64 %184, !dbg !1567
  %186 = icmp ugt ptr %185, %13, !dbg !1568
  %187 = select i1 %186, ptr %13, ptr %185, !dbg !1569
    #dbg_value(ptr %187, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %181, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1401)
  %188 = shl nuw nsw i64 %184, 3, !dbg !1570
  %189 = lshr i64 %180, %188, !dbg !1571
    #dbg_value(i64 %189, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(i64 %9, !763, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1572)
  %190 = zext i16 %98 to i64, !dbg !1401
  %191 = and i32 %181, 7, !dbg !1573
  %192 = zext i16 %43 to i64, !dbg !1401
  %193 = zext i16 %71 to i64, !dbg !1401
  %194 = icmp ugt i64 %9, 1, !dbg !1574
  br i1 %194, label %195, label %409, !dbg !1575

195:                                              ; preds = %179
  %196 = add i64 %9, -2, !dbg !1576
    #dbg_value(i64 %196, !763, !DIExpression(), !1572)
  br label %197, !dbg !1575

197:                                              ; preds = %195, %392
  %198 = phi i64 [ %407, %392 ], [ %193, %195 ]
  %199 = phi i64 [ %406, %392 ], [ %192, %195 ]
  %200 = phi i32 [ %405, %392 ], [ %191, %195 ]
  %201 = phi i64 [ %404, %392 ], [ %190, %195 ]
  %202 = phi i64 [ %403, %392 ], [ %196, %195 ]
  %203 = phi ptr [ %400, %392 ], [ %187, %195 ]
  %204 = phi i64 [ %402, %392 ], [ %189, %195 ]
    #dbg_value(i64 %202, !763, !DIExpression(), !1572)
    #dbg_value(ptr %203, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i64 %204, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %205 = getelementptr inbounds i8, ptr %7, i64 %202, !dbg !1577
  %206 = load i8, ptr %205, align 1, !dbg !1577, !tbaa !623
    #dbg_value(i8 %206, !765, !DIExpression(), !1578)
  %207 = getelementptr inbounds i8, ptr %5, i64 %202, !dbg !1579
  %208 = load i8, ptr %207, align 1, !dbg !1579, !tbaa !623
    #dbg_value(i8 %208, !769, !DIExpression(), !1578)
  %209 = getelementptr inbounds i8, ptr %3, i64 %202, !dbg !1580
  %210 = load i8, ptr %209, align 1, !dbg !1580, !tbaa !623
    #dbg_value(i8 %210, !770, !DIExpression(), !1578)
  %211 = zext i8 %206 to i64, !dbg !1581
  %212 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %211, !dbg !1581
  %213 = load i8, ptr %212, align 1, !dbg !1581, !tbaa !623
  %214 = zext i8 %213 to i32, !dbg !1581
    #dbg_value(i32 %214, !771, !DIExpression(), !1578)
  %215 = zext i8 %208 to i32, !dbg !1582
    #dbg_value(i32 %215, !772, !DIExpression(), !1578)
  %216 = zext i8 %210 to i64, !dbg !1583
  %217 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %216, !dbg !1583
  %218 = load i8, ptr %217, align 1, !dbg !1583, !tbaa !623
  %219 = zext i8 %218 to i32, !dbg !1583
    #dbg_value(i32 %219, !773, !DIExpression(), !1578)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1584)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1584)
    #dbg_value(i32 %215, !1038, !DIExpression(), !1584)
  %220 = zext i8 %208 to i64, !dbg !1586
  %221 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %55, i64 %220, !dbg !1586
  %222 = load i32, ptr %221, align 4, !dbg !1586, !tbaa !279
  %223 = getelementptr inbounds i8, ptr %221, i64 4, !dbg !1586
  %224 = load i32, ptr %223, align 4, !dbg !1586, !tbaa !279
    #dbg_value(i32 %222, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1584)
    #dbg_value(i32 %224, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1584)
    #dbg_value(ptr %49, !1040, !DIExpression(), !1584)
  %225 = zext i32 %224 to i64, !dbg !1587
  %226 = add nuw nsw i64 %198, %225, !dbg !1588
  %227 = lshr i64 %226, 16, !dbg !1589
  %228 = trunc nuw nsw i64 %227 to i32, !dbg !1590
    #dbg_value(i32 %228, !1042, !DIExpression(), !1584)
    #dbg_value(ptr undef, !881, !DIExpression(), !1591)
    #dbg_value(i64 %198, !886, !DIExpression(), !1591)
    #dbg_value(i32 %228, !887, !DIExpression(), !1591)
    #dbg_value(i64 %198, !890, !DIExpression(), !1593)
    #dbg_value(i32 %228, !895, !DIExpression(), !1593)
  %229 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %227, !dbg !1595
  %230 = load i32, ptr %229, align 4, !dbg !1595, !tbaa !279
  %231 = zext i32 %230 to i64, !dbg !1595
  %232 = and i64 %198, %231, !dbg !1596
  %233 = zext nneg i32 %200 to i64, !dbg !1597
  %234 = shl nuw nsw i64 %232, %233, !dbg !1597
    #dbg_value(!DIArgList(i64 %234, i64 %204), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %235 = add nuw nsw i32 %200, %228, !dbg !1598
    #dbg_value(i32 %235, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %236 = lshr i64 %198, %227, !dbg !1599
  %237 = sext i32 %222 to i64, !dbg !1600
  %238 = getelementptr i16, ptr %49, i64 %236, !dbg !1601
  %239 = getelementptr i16, ptr %238, i64 %237, !dbg !1601
  %240 = load i16, ptr %239, align 2, !dbg !1601, !tbaa !218
    #dbg_value(i16 %240, !757, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1602)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1602)
    #dbg_value(i64 %216, !1038, !DIExpression(), !1602)
  %241 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %27, i64 %216, !dbg !1604
  %242 = load i32, ptr %241, align 4, !dbg !1604, !tbaa !279
  %243 = getelementptr inbounds i8, ptr %241, i64 4, !dbg !1604
  %244 = load i32, ptr %243, align 4, !dbg !1604, !tbaa !279
    #dbg_value(i32 %242, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1602)
    #dbg_value(i32 %244, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1602)
    #dbg_value(ptr %21, !1040, !DIExpression(), !1602)
  %245 = zext i32 %244 to i64, !dbg !1605
  %246 = add nuw nsw i64 %199, %245, !dbg !1606
  %247 = lshr i64 %246, 16, !dbg !1607
  %248 = trunc nuw nsw i64 %247 to i32, !dbg !1608
    #dbg_value(i32 %248, !1042, !DIExpression(), !1602)
    #dbg_value(ptr undef, !881, !DIExpression(), !1609)
    #dbg_value(i64 %199, !886, !DIExpression(), !1609)
    #dbg_value(i32 %248, !887, !DIExpression(), !1609)
    #dbg_value(i64 %199, !890, !DIExpression(), !1611)
    #dbg_value(i32 %248, !895, !DIExpression(), !1611)
  %249 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %247, !dbg !1613
  %250 = load i32, ptr %249, align 4, !dbg !1613, !tbaa !279
  %251 = zext i32 %250 to i64, !dbg !1613
  %252 = and i64 %199, %251, !dbg !1614
  %253 = zext nneg i32 %235 to i64, !dbg !1615
  %254 = shl i64 %252, %253, !dbg !1615
    #dbg_value(!DIArgList(i64 poison, i64 poison), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %255 = add nuw nsw i32 %235, %248, !dbg !1616
    #dbg_value(i32 %255, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %256 = lshr i64 %199, %247, !dbg !1617
  %257 = sext i32 %242 to i64, !dbg !1618
  %258 = getelementptr i16, ptr %21, i64 %256, !dbg !1619
  %259 = getelementptr i16, ptr %258, i64 %257, !dbg !1619
  %260 = load i16, ptr %259, align 2, !dbg !1619, !tbaa !218
    #dbg_value(i16 %260, !756, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !1032, !DIExpression(), !1620)
    #dbg_value(ptr undef, !1037, !DIExpression(), !1620)
    #dbg_value(i64 %211, !1038, !DIExpression(), !1620)
  %261 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %82, i64 %211, !dbg !1622
  %262 = load i32, ptr %261, align 4, !dbg !1622, !tbaa !279
  %263 = getelementptr inbounds i8, ptr %261, i64 4, !dbg !1622
  %264 = load i32, ptr %263, align 4, !dbg !1622, !tbaa !279
    #dbg_value(i32 %262, !1039, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1620)
    #dbg_value(i32 %264, !1039, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1620)
    #dbg_value(ptr %76, !1040, !DIExpression(), !1620)
  %265 = zext i32 %264 to i64, !dbg !1623
  %266 = add nuw nsw i64 %201, %265, !dbg !1624
  %267 = lshr i64 %266, 16, !dbg !1625
  %268 = trunc nuw nsw i64 %267 to i32, !dbg !1626
    #dbg_value(i32 %268, !1042, !DIExpression(), !1620)
    #dbg_value(ptr undef, !881, !DIExpression(), !1627)
    #dbg_value(i64 %201, !886, !DIExpression(), !1627)
    #dbg_value(i32 %268, !887, !DIExpression(), !1627)
    #dbg_value(i64 %201, !890, !DIExpression(), !1629)
    #dbg_value(i32 %268, !895, !DIExpression(), !1629)
  %269 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %267, !dbg !1631
  %270 = load i32, ptr %269, align 4, !dbg !1631, !tbaa !279
  %271 = zext i32 %270 to i64, !dbg !1631
  %272 = and i64 %201, %271, !dbg !1632
  %273 = zext nneg i32 %255 to i64, !dbg !1633
  %274 = shl i64 %272, %273, !dbg !1633
  %275 = or i64 %234, %204, !dbg !1634
  %276 = or i64 %275, %254, !dbg !1635
  %277 = or i64 %276, %274, !dbg !1635
    #dbg_value(i64 %277, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %278 = add nuw nsw i32 %255, %268, !dbg !1636
    #dbg_value(i32 %278, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %279 = lshr i64 %201, %267, !dbg !1637
  %280 = sext i32 %262 to i64, !dbg !1638
  %281 = getelementptr i16, ptr %76, i64 %279, !dbg !1639
  %282 = getelementptr i16, ptr %281, i64 %280, !dbg !1639
  %283 = load i16, ptr %282, align 2, !dbg !1639, !tbaa !218
    #dbg_value(i16 %283, !758, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %284 = add nuw nsw i32 %214, %215, !dbg !1640
  %285 = add nuw nsw i32 %284, %219, !dbg !1641
  %286 = icmp ugt i32 %285, 30, !dbg !1642
  br i1 %286, label %287, label %296, !dbg !1643

287:                                              ; preds = %197
    #dbg_value(ptr undef, !932, !DIExpression(), !1644)
  %288 = lshr i32 %278, 3, !dbg !1646
  %289 = zext nneg i32 %288 to i64, !dbg !1647
    #dbg_value(i64 %289, !937, !DIExpression(), !1644)
    #dbg_value(ptr %203, !942, !DIExpression(), !1648)
    #dbg_value(i64 %277, !947, !DIExpression(), !1648)
    #dbg_value(ptr %203, !950, !DIExpression(), !1650)
    #dbg_value(i64 %277, !955, !DIExpression(), !1650)
    #dbg_value(ptr %203, !959, !DIExpression(), !1652)
    #dbg_value(i64 %277, !962, !DIExpression(), !1652)
  store i64 %277, ptr %203, align 1, !dbg !1654, !tbaa !967
  %290 = getelementptr inbounds i8, ptr %203, i64 %289, !dbg !1655
  %291 = icmp ugt ptr %290, %13, !dbg !1656
  %292 = select i1 %291, ptr %13, ptr %290, !dbg !1657
    #dbg_value(ptr %292, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %293 = and i32 %278, 7, !dbg !1658
    #dbg_value(i32 %293, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %294 = shl nuw nsw i64 %289, 3, !dbg !1659
  %295 = lshr i64 %277, %294, !dbg !1660
    #dbg_value(i64 %295, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  br label %296, !dbg !1661

296:                                              ; preds = %287, %197
  %297 = phi i64 [ %295, %287 ], [ %277, %197 ], !dbg !1578
  %298 = phi i32 [ %293, %287 ], [ %278, %197 ], !dbg !1578
  %299 = phi ptr [ %292, %287 ], [ %203, %197 ], !dbg !1662
    #dbg_value(ptr %299, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %298, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %297, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %300 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %202, !dbg !1663
  %301 = getelementptr inbounds i8, ptr %300, i64 4, !dbg !1664
  %302 = load i16, ptr %301, align 4, !dbg !1664, !tbaa !878
    #dbg_value(ptr undef, !881, !DIExpression(), !1665)
    #dbg_value(i16 %302, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1665)
    #dbg_value(i32 %214, !887, !DIExpression(), !1665)
    #dbg_value(i16 %302, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1667)
    #dbg_value(i32 %214, !895, !DIExpression(), !1667)
  %303 = zext i8 %213 to i64, !dbg !1669
  %304 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %303, !dbg !1669
  %305 = load i32, ptr %304, align 4, !dbg !1669, !tbaa !279
  %306 = zext i16 %302 to i32, !dbg !1670
  %307 = and i32 %305, %306, !dbg !1670
  %308 = zext nneg i32 %307 to i64, !dbg !1670
  %309 = zext nneg i32 %298 to i64, !dbg !1671
  %310 = shl i64 %308, %309, !dbg !1671
  %311 = or i64 %310, %297, !dbg !1672
    #dbg_value(i64 %311, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %312 = add nuw nsw i32 %298, %214, !dbg !1673
    #dbg_value(i32 %312, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %313 = getelementptr inbounds i8, ptr %300, i64 6, !dbg !1674
  %314 = load i16, ptr %313, align 2, !dbg !1674, !tbaa !901
    #dbg_value(ptr undef, !881, !DIExpression(), !1675)
    #dbg_value(i16 %314, !886, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1675)
    #dbg_value(i32 %219, !887, !DIExpression(), !1675)
    #dbg_value(i16 %314, !890, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1677)
    #dbg_value(i32 %219, !895, !DIExpression(), !1677)
  %315 = zext i8 %218 to i64, !dbg !1679
  %316 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %315, !dbg !1679
  %317 = load i32, ptr %316, align 4, !dbg !1679, !tbaa !279
  %318 = zext i16 %314 to i32, !dbg !1680
  %319 = and i32 %317, %318, !dbg !1680
  %320 = zext nneg i32 %319 to i64, !dbg !1680
  %321 = zext nneg i32 %312 to i64, !dbg !1681
  %322 = shl i64 %320, %321, !dbg !1681
  %323 = or i64 %311, %322, !dbg !1682
    #dbg_value(i64 %323, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %324 = add nuw nsw i32 %312, %219, !dbg !1683
    #dbg_value(i32 %324, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %325 = icmp ugt i32 %285, 56, !dbg !1684
  br i1 %325, label %326, label %335, !dbg !1685

326:                                              ; preds = %296
    #dbg_value(ptr undef, !932, !DIExpression(), !1686)
  %327 = lshr i32 %324, 3, !dbg !1688
  %328 = zext nneg i32 %327 to i64, !dbg !1689
    #dbg_value(i64 %328, !937, !DIExpression(), !1686)
    #dbg_value(ptr %299, !942, !DIExpression(), !1690)
    #dbg_value(i64 %323, !947, !DIExpression(), !1690)
    #dbg_value(ptr %299, !950, !DIExpression(), !1692)
    #dbg_value(i64 %323, !955, !DIExpression(), !1692)
    #dbg_value(ptr %299, !959, !DIExpression(), !1694)
    #dbg_value(i64 %323, !962, !DIExpression(), !1694)
  store i64 %323, ptr %299, align 1, !dbg !1696, !tbaa !967
  %329 = getelementptr inbounds i8, ptr %299, i64 %328, !dbg !1697
  %330 = icmp ugt ptr %329, %13, !dbg !1698
  %331 = select i1 %330, ptr %13, ptr %329, !dbg !1699
    #dbg_value(ptr %331, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %332 = and i32 %324, 7, !dbg !1700
    #dbg_value(i32 %332, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %333 = shl nuw nsw i64 %328, 3, !dbg !1701
  %334 = lshr i64 %323, %333, !dbg !1702
    #dbg_value(i64 %334, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  br label %335, !dbg !1703

335:                                              ; preds = %326, %296
  %336 = phi i64 [ %334, %326 ], [ %323, %296 ], !dbg !1578
  %337 = phi i32 [ %332, %326 ], [ %324, %296 ], !dbg !1578
  %338 = phi ptr [ %331, %326 ], [ %299, %296 ], !dbg !1704
    #dbg_value(ptr %338, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %337, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %336, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  br i1 %125, label %382, label %339, !dbg !1705

339:                                              ; preds = %335
  %340 = icmp ult i8 %208, 56, !dbg !1706
  br i1 %340, label %341, label %343, !dbg !1706

341:                                              ; preds = %339
  %342 = load i32, ptr %300, align 4, !dbg !1707, !tbaa !917
  br label %365, !dbg !1706

343:                                              ; preds = %339
    #dbg_value(i32 %215, !774, !DIExpression(DW_OP_constu, 56, DW_OP_minus, DW_OP_stack_value), !1708)
  %344 = icmp eq i8 %208, 56, !dbg !1709
  %345 = load i32, ptr %300, align 4, !dbg !1707, !tbaa !917
  br i1 %344, label %365, label %346, !dbg !1710

346:                                              ; preds = %343
  %347 = add nsw i32 %215, -56, !dbg !1711
    #dbg_value(i32 %347, !774, !DIExpression(), !1708)
    #dbg_value(ptr undef, !881, !DIExpression(), !1712)
    #dbg_value(i32 %345, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1712)
    #dbg_value(i32 %347, !887, !DIExpression(), !1712)
    #dbg_value(i32 %345, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1714)
    #dbg_value(i32 %347, !895, !DIExpression(), !1714)
  %348 = zext i32 %347 to i64, !dbg !1716
  %349 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %348, !dbg !1716
  %350 = load i32, ptr %349, align 4, !dbg !1716, !tbaa !279
  %351 = and i32 %350, %345, !dbg !1717
  %352 = zext i32 %351 to i64, !dbg !1717
  %353 = zext nneg i32 %337 to i64, !dbg !1718
  %354 = shl i64 %352, %353, !dbg !1718
  %355 = or i64 %354, %336, !dbg !1719
    #dbg_value(i64 %355, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %356 = add nsw i32 %337, %347, !dbg !1720
    #dbg_value(i32 %356, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(ptr undef, !932, !DIExpression(), !1721)
  %357 = lshr i32 %356, 3, !dbg !1723
  %358 = zext nneg i32 %357 to i64, !dbg !1724
    #dbg_value(i64 %358, !937, !DIExpression(), !1721)
    #dbg_value(ptr %338, !942, !DIExpression(), !1725)
    #dbg_value(i64 %355, !947, !DIExpression(), !1725)
    #dbg_value(ptr %338, !950, !DIExpression(), !1727)
    #dbg_value(i64 %355, !955, !DIExpression(), !1727)
    #dbg_value(ptr %338, !959, !DIExpression(), !1729)
    #dbg_value(i64 %355, !962, !DIExpression(), !1729)
  store i64 %355, ptr %338, align 1, !dbg !1731, !tbaa !967
  %359 = getelementptr inbounds i8, ptr %338, i64 %358, !dbg !1732
  %360 = icmp ugt ptr %359, %13, !dbg !1733
  %361 = select i1 %360, ptr %13, ptr %359, !dbg !1734
    #dbg_value(ptr %361, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %362 = and i32 %356, 7, !dbg !1735
    #dbg_value(i32 %362, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %363 = shl nuw nsw i64 %358, 3, !dbg !1736
  %364 = lshr i64 %355, %363, !dbg !1737
    #dbg_value(i64 %364, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  br label %365, !dbg !1738

365:                                              ; preds = %341, %346, %343
  %366 = phi i32 [ %345, %343 ], [ %345, %346 ], [ %342, %341 ], !dbg !1707
  %367 = phi i32 [ 0, %343 ], [ %347, %346 ], [ 0, %341 ]
  %368 = phi i32 [ 56, %343 ], [ 56, %346 ], [ %215, %341 ]
  %369 = phi i64 [ %336, %343 ], [ %364, %346 ], [ %336, %341 ], !dbg !1739
  %370 = phi i32 [ %337, %343 ], [ %362, %346 ], [ %337, %341 ], !dbg !1740
  %371 = phi ptr [ %338, %343 ], [ %361, %346 ], [ %338, %341 ], !dbg !1704
    #dbg_value(ptr %371, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %370, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %369, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %372 = lshr i32 %366, %367, !dbg !1741
    #dbg_value(ptr undef, !881, !DIExpression(), !1742)
    #dbg_value(i32 %372, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1742)
    #dbg_value(i32 %368, !887, !DIExpression(), !1742)
    #dbg_value(i32 %372, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1744)
    #dbg_value(i32 %368, !895, !DIExpression(), !1744)
  %373 = zext nneg i32 %368 to i64, !dbg !1746
  %374 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %373, !dbg !1746
  %375 = load i32, ptr %374, align 4, !dbg !1746, !tbaa !279
  %376 = and i32 %375, %372, !dbg !1747
  %377 = zext i32 %376 to i64, !dbg !1747
  %378 = zext nneg i32 %370 to i64, !dbg !1748
  %379 = shl i64 %377, %378, !dbg !1748
  %380 = or i64 %379, %369, !dbg !1749
    #dbg_value(i64 %380, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %381 = add nuw nsw i32 %370, %368, !dbg !1750
    #dbg_value(i32 %381, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  br label %392, !dbg !1751

382:                                              ; preds = %335
  %383 = load i32, ptr %300, align 4, !dbg !1752, !tbaa !917
    #dbg_value(ptr undef, !881, !DIExpression(), !1753)
    #dbg_value(i32 %383, !886, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1753)
    #dbg_value(i32 %215, !887, !DIExpression(), !1753)
    #dbg_value(i32 %383, !890, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1755)
    #dbg_value(i32 %215, !895, !DIExpression(), !1755)
  %384 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %220, !dbg !1757
  %385 = load i32, ptr %384, align 4, !dbg !1757, !tbaa !279
  %386 = and i32 %385, %383, !dbg !1758
  %387 = zext i32 %386 to i64, !dbg !1758
  %388 = zext nneg i32 %337 to i64, !dbg !1759
  %389 = shl i64 %387, %388, !dbg !1759
  %390 = or i64 %389, %336, !dbg !1760
    #dbg_value(i64 %390, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %391 = add nuw nsw i32 %337, %215, !dbg !1761
    #dbg_value(i32 %391, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  br label %392

392:                                              ; preds = %382, %365
  %393 = phi i64 [ %390, %382 ], [ %380, %365 ], !dbg !1762
  %394 = phi i32 [ %391, %382 ], [ %381, %365 ], !dbg !1764
  %395 = phi ptr [ %338, %382 ], [ %371, %365 ], !dbg !1765
    #dbg_value(ptr %395, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %394, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %393, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !932, !DIExpression(), !1766)
  %396 = lshr i32 %394, 3, !dbg !1768
  %397 = zext nneg i32 %396 to i64, !dbg !1769
    #dbg_value(i64 %397, !937, !DIExpression(), !1766)
    #dbg_value(ptr %395, !942, !DIExpression(), !1770)
    #dbg_value(i64 %393, !947, !DIExpression(), !1770)
    #dbg_value(ptr %395, !950, !DIExpression(), !1772)
    #dbg_value(i64 %393, !955, !DIExpression(), !1772)
    #dbg_value(ptr %395, !959, !DIExpression(), !1774)
    #dbg_value(i64 %393, !962, !DIExpression(), !1774)
  store i64 %393, ptr %395, align 1, !dbg !1776, !tbaa !967
  %398 = getelementptr inbounds i8, ptr %395, i64 %397, !dbg !1777
  %399 = icmp ugt ptr %398, %13, !dbg !1778
  %400 = select i1 %399, ptr %13, ptr %398, !dbg !1779
    #dbg_value(ptr %400, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %394, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1401)
  %401 = shl nuw nsw i64 %397, 3, !dbg !1780
  %402 = lshr i64 %393, %401, !dbg !1781
    #dbg_value(i64 %402, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %403 = add i64 %202, -1, !dbg !1782
    #dbg_value(i64 %403, !763, !DIExpression(), !1572)
  %404 = zext i16 %283 to i64, !dbg !1401
  %405 = and i32 %394, 7, !dbg !1573
  %406 = zext i16 %260 to i64, !dbg !1401
  %407 = zext i16 %240 to i64, !dbg !1401
    #dbg_value(i64 %404, !758, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr %400, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %405, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(i64 %402, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(i64 %406, !756, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(i64 %407, !757, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %408 = icmp ult i64 %403, %9, !dbg !1574
  br i1 %408, label %197, label %409, !dbg !1575, !llvm.loop !1783

409:                                              ; preds = %392, %179
  %410 = phi i64 [ %189, %179 ], [ %402, %392 ], !dbg !1785
  %411 = phi ptr [ %187, %179 ], [ %400, %392 ], !dbg !1662
  %412 = phi i64 [ %190, %179 ], [ %404, %392 ], !dbg !1401
  %413 = phi i32 [ %191, %179 ], [ %405, %392 ], !dbg !1573
  %414 = phi i64 [ %192, %179 ], [ %406, %392 ], !dbg !1401
  %415 = phi i64 [ %193, %179 ], [ %407, %392 ], !dbg !1401
    #dbg_value(ptr undef, !1251, !DIExpression(), !1786)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1786)
    #dbg_value(ptr undef, !881, !DIExpression(), !1788)
    #dbg_value(i64 %414, !886, !DIExpression(), !1788)
    #dbg_value(i32 %20, !887, !DIExpression(), !1788)
    #dbg_value(i64 %414, !890, !DIExpression(), !1790)
    #dbg_value(i32 %20, !895, !DIExpression(), !1790)
  %416 = zext i16 %19 to i64, !dbg !1792
  %417 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %416, !dbg !1792
  %418 = load i32, ptr %417, align 4, !dbg !1792, !tbaa !279
  %419 = zext i32 %418 to i64, !dbg !1792
  %420 = and i64 %414, %419, !dbg !1793
  %421 = zext nneg i32 %413 to i64, !dbg !1794
  %422 = shl nuw nsw i64 %420, %421, !dbg !1794
  %423 = or i64 %422, %410, !dbg !1795
    #dbg_value(i64 %423, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %424 = add nuw nsw i32 %413, %20, !dbg !1796
    #dbg_value(ptr undef, !932, !DIExpression(), !1797)
  %425 = lshr i32 %424, 3, !dbg !1799
  %426 = zext nneg i32 %425 to i64, !dbg !1800
    #dbg_value(i64 %426, !937, !DIExpression(), !1797)
    #dbg_value(ptr %411, !942, !DIExpression(), !1801)
    #dbg_value(i64 %423, !947, !DIExpression(), !1801)
    #dbg_value(ptr %411, !950, !DIExpression(), !1803)
    #dbg_value(i64 %423, !955, !DIExpression(), !1803)
    #dbg_value(ptr %411, !959, !DIExpression(), !1805)
    #dbg_value(i64 %423, !962, !DIExpression(), !1805)
  store i64 %423, ptr %411, align 1, !dbg !1807, !tbaa !967
  %427 = getelementptr inbounds i8, ptr %411, i64 %426, !dbg !1808
  %428 = icmp ugt ptr %427, %13, !dbg !1809
  %429 = select i1 %428, ptr %13, ptr %427, !dbg !1810
    #dbg_value(ptr %429, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %430 = and i32 %424, 7, !dbg !1811
    #dbg_value(i32 %430, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %431 = shl nuw nsw i64 %426, 3, !dbg !1812
  %432 = lshr i64 %423, %431, !dbg !1813
    #dbg_value(i64 %432, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !1251, !DIExpression(), !1814)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1814)
    #dbg_value(ptr undef, !881, !DIExpression(), !1816)
    #dbg_value(i64 %415, !886, !DIExpression(), !1816)
    #dbg_value(i32 %48, !887, !DIExpression(), !1816)
    #dbg_value(i64 %415, !890, !DIExpression(), !1818)
    #dbg_value(i32 %48, !895, !DIExpression(), !1818)
  %433 = zext i16 %47 to i64, !dbg !1820
  %434 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %433, !dbg !1820
  %435 = load i32, ptr %434, align 4, !dbg !1820, !tbaa !279
  %436 = zext i32 %435 to i64, !dbg !1820
  %437 = and i64 %415, %436, !dbg !1821
  %438 = zext nneg i32 %430 to i64, !dbg !1822
  %439 = shl nuw nsw i64 %437, %438, !dbg !1822
  %440 = or i64 %439, %432, !dbg !1823
    #dbg_value(i64 %440, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %441 = add nuw nsw i32 %430, %48, !dbg !1824
    #dbg_value(ptr undef, !932, !DIExpression(), !1825)
  %442 = lshr i32 %441, 3, !dbg !1827
  %443 = zext nneg i32 %442 to i64, !dbg !1828
    #dbg_value(i64 %443, !937, !DIExpression(), !1825)
    #dbg_value(ptr %429, !942, !DIExpression(), !1829)
    #dbg_value(i64 %440, !947, !DIExpression(), !1829)
    #dbg_value(ptr %429, !950, !DIExpression(), !1831)
    #dbg_value(i64 %440, !955, !DIExpression(), !1831)
    #dbg_value(ptr %429, !959, !DIExpression(), !1833)
    #dbg_value(i64 %440, !962, !DIExpression(), !1833)
  store i64 %440, ptr %429, align 1, !dbg !1835, !tbaa !967
  %444 = getelementptr inbounds i8, ptr %429, i64 %443, !dbg !1836
  %445 = icmp ugt ptr %444, %13, !dbg !1837
  %446 = select i1 %445, ptr %13, ptr %444, !dbg !1838
    #dbg_value(ptr %446, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %447 = and i32 %441, 7, !dbg !1839
    #dbg_value(i32 %447, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %448 = shl nuw nsw i64 %443, 3, !dbg !1840
  %449 = lshr i64 %440, %448, !dbg !1841
    #dbg_value(i64 %449, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !1251, !DIExpression(), !1842)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1842)
    #dbg_value(ptr undef, !881, !DIExpression(), !1844)
    #dbg_value(i64 %412, !886, !DIExpression(), !1844)
    #dbg_value(i32 %75, !887, !DIExpression(), !1844)
    #dbg_value(i64 %412, !890, !DIExpression(), !1846)
    #dbg_value(i32 %75, !895, !DIExpression(), !1846)
  %450 = zext i16 %74 to i64, !dbg !1848
  %451 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %450, !dbg !1848
  %452 = load i32, ptr %451, align 4, !dbg !1848, !tbaa !279
  %453 = zext i32 %452 to i64, !dbg !1848
  %454 = and i64 %412, %453, !dbg !1849
  %455 = zext nneg i32 %447 to i64, !dbg !1850
  %456 = shl nuw nsw i64 %454, %455, !dbg !1850
  %457 = or i64 %456, %449, !dbg !1851
    #dbg_value(i64 %457, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %458 = add nuw nsw i32 %447, %75, !dbg !1852
    #dbg_value(ptr undef, !932, !DIExpression(), !1853)
  %459 = lshr i32 %458, 3, !dbg !1855
  %460 = zext nneg i32 %459 to i64, !dbg !1856
    #dbg_value(i64 %460, !937, !DIExpression(), !1853)
    #dbg_value(ptr %446, !942, !DIExpression(), !1857)
    #dbg_value(i64 %457, !947, !DIExpression(), !1857)
    #dbg_value(ptr %446, !950, !DIExpression(), !1859)
    #dbg_value(i64 %457, !955, !DIExpression(), !1859)
    #dbg_value(ptr %446, !959, !DIExpression(), !1861)
    #dbg_value(i64 %457, !962, !DIExpression(), !1861)
  store i64 %457, ptr %446, align 1, !dbg !1863, !tbaa !967
  %461 = getelementptr inbounds i8, ptr %446, i64 %460, !dbg !1864
  %462 = icmp ugt ptr %461, %13, !dbg !1865
  %463 = select i1 %462, ptr %13, ptr %461, !dbg !1866
    #dbg_value(ptr %463, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
  %464 = and i32 %458, 7, !dbg !1867
    #dbg_value(i32 %464, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %465 = shl nuw nsw i64 %460, 3, !dbg !1868
  %466 = lshr i64 %457, %465, !dbg !1869
    #dbg_value(i64 %466, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
    #dbg_value(ptr undef, !1343, !DIExpression(), !1870)
    #dbg_value(ptr undef, !1350, !DIExpression(), !1872)
    #dbg_value(i64 1, !1353, !DIExpression(), !1872)
    #dbg_value(i32 1, !1354, !DIExpression(), !1872)
  %467 = zext nneg i32 %464 to i64, !dbg !1874
  %468 = shl nuw nsw i64 1, %467, !dbg !1874
  %469 = or i64 %466, %468, !dbg !1875
    #dbg_value(i64 %469, !747, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1401)
  %470 = add nuw nsw i32 %464, 1, !dbg !1876
    #dbg_value(ptr undef, !932, !DIExpression(), !1877)
  %471 = lshr i32 %470, 3, !dbg !1879
  %472 = zext nneg i32 %471 to i64, !dbg !1880
    #dbg_value(i64 %472, !937, !DIExpression(), !1877)
    #dbg_value(ptr %463, !942, !DIExpression(), !1881)
    #dbg_value(i64 %469, !947, !DIExpression(), !1881)
    #dbg_value(ptr %463, !950, !DIExpression(), !1883)
    #dbg_value(i64 %469, !955, !DIExpression(), !1883)
    #dbg_value(ptr %463, !959, !DIExpression(), !1885)
    #dbg_value(i64 %469, !962, !DIExpression(), !1885)
  store i64 %469, ptr %463, align 1, !dbg !1887, !tbaa !967
  %473 = getelementptr inbounds i8, ptr %463, i64 %472, !dbg !1888
  %474 = icmp ugt ptr %473, %13, !dbg !1889
  %475 = select i1 %474, ptr %13, ptr %473, !dbg !1890
    #dbg_value(ptr %475, !747, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1401)
    #dbg_value(i32 %470, !747, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1401)
    #dbg_value(!DIArgList(i64 %469, i64 %472), !747, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1401)
  %476 = icmp ult ptr %475, %13, !dbg !1891
  br i1 %476, label %477, label %487, !dbg !1892

477:                                              ; preds = %409
  %478 = and i32 %470, 7, !dbg !1893
    #dbg_value(i32 %478, !747, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1401)
  %479 = ptrtoint ptr %475 to i64, !dbg !1894
  %480 = ptrtoint ptr %0 to i64, !dbg !1894
  %481 = icmp ne i32 %478, 0, !dbg !1895
  %482 = zext i1 %481 to i64, !dbg !1896
  %483 = add i64 %479, %482, !dbg !1894
  %484 = freeze i64 %483, !dbg !1897
  %485 = sub i64 %484, %480, !dbg !1897
    #dbg_value(i64 %485, !777, !DIExpression(), !1898)
  %486 = icmp eq i64 %485, 0, !dbg !1899
  br i1 %486, label %487, label %488, !dbg !1898

487:                                              ; preds = %409, %477
  br label %488, !dbg !1898

488:                                              ; preds = %487, %477, %11
  %489 = phi i64 [ -70, %11 ], [ -70, %487 ], [ %485, %477 ], !dbg !1401
  ret i64 %489, !dbg !1900
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!158, !159, !160, !161, !162, !163, !164}
!llvm.ident = !{!165}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "kInverseProbabilityLog256", scope: !2, file: !3, line: 21, type: !155, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !75, globals: !138, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_sequences.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4007a5c19834bf37dc9bf0ac05beaf0")
!4 = !{!5, !45, !52, !58, !63}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 60, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44}
!9 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!10 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!11 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!12 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!13 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!14 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!15 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!16 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!17 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!18 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!19 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!20 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!21 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!22 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!23 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!24 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!25 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!26 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!27 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!28 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!29 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!30 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!31 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!32 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!33 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!34 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!35 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!36 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!37 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!38 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!39 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!40 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!41 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!42 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!43 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!44 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !46, line: 94, baseType: !7, size: 32, elements: !47)
!46 = !DIFile(filename: "src/zstd/lib/compress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!47 = !{!48, !49, !50, !51}
!48 = !DIEnumerator(name: "set_basic", value: 0)
!49 = !DIEnumerator(name: "set_rle", value: 1)
!50 = !DIEnumerator(name: "set_compressed", value: 2)
!51 = !DIEnumerator(name: "set_repeat", value: 3)
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !53, line: 278, baseType: !7, size: 32, elements: !54)
!53 = !DIFile(filename: "src/zstd/lib/compress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!54 = !{!55, !56, !57}
!55 = !DIEnumerator(name: "FSE_repeat_none", value: 0)
!56 = !DIEnumerator(name: "FSE_repeat_check", value: 1)
!57 = !DIEnumerator(name: "FSE_repeat_valid", value: 2)
!58 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !59, line: 18, baseType: !7, size: 32, elements: !60)
!59 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_sequences.h", directory: ".", checksumkind: CSK_MD5, checksum: "6ef5a71a2284ca692263c9311f0107e9")
!60 = !{!61, !62}
!61 = !DIEnumerator(name: "ZSTD_defaultDisallowed", value: 0)
!62 = !DIEnumerator(name: "ZSTD_defaultAllowed", value: 1)
!63 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !64, line: 336, baseType: !7, size: 32, elements: !65)
!64 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!65 = !{!66, !67, !68, !69, !70, !71, !72, !73, !74}
!66 = !DIEnumerator(name: "ZSTD_fast", value: 1)
!67 = !DIEnumerator(name: "ZSTD_dfast", value: 2)
!68 = !DIEnumerator(name: "ZSTD_greedy", value: 3)
!69 = !DIEnumerator(name: "ZSTD_lazy", value: 4)
!70 = !DIEnumerator(name: "ZSTD_lazy2", value: 5)
!71 = !DIEnumerator(name: "ZSTD_btlazy2", value: 6)
!72 = !DIEnumerator(name: "ZSTD_btopt", value: 7)
!73 = !DIEnumerator(name: "ZSTD_btultra", value: 8)
!74 = !DIEnumerator(name: "ZSTD_btultra2", value: 9)
!75 = !{!76, !7, !79, !80, !87, !107, !113, !116, !119, !102, !127, !129, !132, !134, !136}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 18, baseType: !78)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !81, line: 42, baseType: !82)
!81 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !83, line: 24, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !85, line: 38, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!86 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_BuildCTableWksp", file: !3, line: 240, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 237, size: 9984, elements: !90)
!90 = !{!91, !100}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "norm", scope: !89, file: !3, line: 238, baseType: !92, size: 848)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 848, elements: !98)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "S16", file: !81, line: 46, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !95, line: 25, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !85, line: 39, baseType: !97)
!97 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!98 = !{!99}
!99 = !DISubrange(count: 53)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "wksp", scope: !89, file: !3, line: 239, baseType: !101, size: 9120, offset: 864)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 9120, elements: !105)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !81, line: 47, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !83, line: 26, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !85, line: 42, baseType: !7)
!105 = !{!106}
!106 = !DISubrange(count: 285)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !81, line: 45, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !83, line: 25, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !85, line: 40, baseType: !112)
!112 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !114, line: 18, baseType: !115)
!114 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!115 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !81, line: 177, baseType: !109, align: 8)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_symbolCompressionTransform", file: !53, line: 426, baseType: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !53, line: 423, size: 64, elements: !123)
!123 = !{!124, !126}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "deltaFindState", scope: !122, file: !53, line: 424, baseType: !125, size: 32)
!125 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "deltaNbBits", scope: !122, file: !53, line: 425, baseType: !102, size: 32, offset: 32)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !81, line: 49, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !83, line: 27, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !85, line: 45, baseType: !78)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !81, line: 178, baseType: !102, align: 8)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign64", file: !81, line: 179, baseType: !129, align: 8)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "BitContainerType", file: !137, line: 51, baseType: !76)
!137 = !DIFile(filename: "src/zstd/lib/compress/../common/bitstream.h", directory: ".", checksumkind: CSK_MD5, checksum: "4539a95e06d8c3ec524ed55ae936cbde")
!138 = !{!0, !139, !145, !152}
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "BIT_mask", scope: !2, file: !137, line: 134, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 1024, elements: !143)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!143 = !{!144}
!144 = !DISubrange(count: 32)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "LL_bits", scope: !2, file: !46, line: 119, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 288, elements: !150)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "U8", file: !81, line: 43, baseType: !82)
!150 = !{!151}
!151 = !DISubrange(count: 36)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "ML_bits", scope: !2, file: !46, line: 136, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 424, elements: !98)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 8192, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 256)
!158 = !{i32 7, !"Dwarf Version", i32 5}
!159 = !{i32 2, !"Debug Info Version", i32 3}
!160 = !{i32 1, !"wchar_size", i32 4}
!161 = !{i32 8, !"PIC Level", i32 2}
!162 = !{i32 7, !"PIE Level", i32 2}
!163 = !{i32 7, !"uwtable", i32 2}
!164 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!165 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!166 = distinct !DISubprogram(name: "ZSTD_fseBitCost", scope: !3, file: !3, line: 104, type: !167, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!167 = !DISubroutineType(types: !168)
!168 = !{!76, !169, !172, !142}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CTable", file: !53, line: 118, baseType: !7)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!173 = !{!174, !175, !176, !177, !178, !179, !180, !190, !194, !195}
!174 = !DILocalVariable(name: "ctable", arg: 1, scope: !166, file: !3, line: 105, type: !169)
!175 = !DILocalVariable(name: "count", arg: 2, scope: !166, file: !3, line: 106, type: !172)
!176 = !DILocalVariable(name: "max", arg: 3, scope: !166, file: !3, line: 107, type: !142)
!177 = !DILocalVariable(name: "kAccuracyLog", scope: !166, file: !3, line: 109, type: !142)
!178 = !DILocalVariable(name: "cost", scope: !166, file: !3, line: 110, type: !76)
!179 = !DILocalVariable(name: "s", scope: !166, file: !3, line: 111, type: !7)
!180 = !DILocalVariable(name: "cstate", scope: !166, file: !3, line: 112, type: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CState_t", file: !53, line: 296, baseType: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !53, line: 291, size: 256, elements: !183)
!183 = !{!184, !185, !188, !189}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !182, file: !53, line: 292, baseType: !113, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "stateTable", scope: !182, file: !53, line: 293, baseType: !186, size: 64, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "symbolTT", scope: !182, file: !53, line: 294, baseType: !186, size: 64, offset: 128)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "stateLog", scope: !182, file: !53, line: 295, baseType: !7, size: 32, offset: 192)
!190 = !DILocalVariable(name: "tableLog", scope: !191, file: !3, line: 120, type: !142)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 119, column: 32)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 119, column: 5)
!193 = distinct !DILexicalBlock(scope: !166, file: !3, line: 119, column: 5)
!194 = !DILocalVariable(name: "badCost", scope: !191, file: !3, line: 121, type: !142)
!195 = !DILocalVariable(name: "bitCost", scope: !191, file: !3, line: 122, type: !142)
!196 = !DILocation(line: 0, scope: !166)
!197 = !DILocalVariable(name: "statePtr", arg: 1, scope: !198, file: !53, line: 428, type: !201)
!198 = distinct !DISubprogram(name: "FSE_initCState", scope: !53, file: !53, line: 428, type: !199, scopeLine: 429, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !202)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201, !169}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!202 = !{!197, !203, !204, !205, !206}
!203 = !DILocalVariable(name: "ct", arg: 2, scope: !198, file: !53, line: 428, type: !169)
!204 = !DILocalVariable(name: "ptr", scope: !198, file: !53, line: 430, type: !186)
!205 = !DILocalVariable(name: "u16ptr", scope: !198, file: !53, line: 431, type: !107)
!206 = !DILocalVariable(name: "tableLog", scope: !198, file: !53, line: 432, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!208 = !DILocation(line: 0, scope: !198, inlinedAt: !209)
!209 = distinct !DILocation(line: 113, column: 5, scope: !166)
!210 = !DILocalVariable(name: "ptr", arg: 1, scope: !211, file: !81, line: 182, type: !186)
!211 = distinct !DISubprogram(name: "MEM_read16", scope: !81, file: !81, line: 182, type: !212, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!109, !186}
!214 = !{!210}
!215 = !DILocation(line: 0, scope: !211, inlinedAt: !216)
!216 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !209)
!217 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !216)
!218 = !{!219, !219, i64 0}
!219 = !{!"short", !220, i64 0}
!220 = !{!"omnipotent char", !221, i64 0}
!221 = !{!"Simple C/C++ TBAA"}
!222 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !209)
!223 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !209)
!224 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !209)
!225 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !209)
!226 = !DILocalVariable(name: "ctable", arg: 1, scope: !227, file: !3, line: 46, type: !169)
!227 = distinct !DISubprogram(name: "ZSTD_getFSEMaxSymbolValue", scope: !3, file: !3, line: 46, type: !228, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!7, !169}
!230 = !{!226, !231, !232, !233}
!231 = !DILocalVariable(name: "ptr", scope: !227, file: !3, line: 47, type: !186)
!232 = !DILocalVariable(name: "u16ptr", scope: !227, file: !3, line: 48, type: !107)
!233 = !DILocalVariable(name: "maxSymbolValue", scope: !227, file: !3, line: 49, type: !207)
!234 = !DILocation(line: 0, scope: !227, inlinedAt: !235)
!235 = distinct !DILocation(line: 114, column: 9, scope: !236)
!236 = distinct !DILexicalBlock(scope: !166, file: !3, line: 114, column: 9)
!237 = !DILocation(line: 49, column: 48, scope: !227, inlinedAt: !235)
!238 = !DILocation(line: 0, scope: !211, inlinedAt: !239)
!239 = distinct !DILocation(line: 49, column: 30, scope: !227, inlinedAt: !235)
!240 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !239)
!241 = !DILocation(line: 49, column: 30, scope: !227, inlinedAt: !235)
!242 = !DILocation(line: 114, column: 43, scope: !236)
!243 = !DILocation(line: 114, column: 9, scope: !166)
!244 = !DILocation(line: 119, column: 5, scope: !193)
!245 = !DILocation(line: 119, column: 19, scope: !192)
!246 = !DILocation(line: 0, scope: !191)
!247 = !DILocalVariable(name: "symbolTTPtr", arg: 1, scope: !248, file: !53, line: 485, type: !186)
!248 = distinct !DISubprogram(name: "FSE_bitCost", scope: !53, file: !53, line: 485, type: !249, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!102, !186, !102, !102, !102}
!251 = !{!247, !252, !253, !254, !255, !256, !257, !258, !260, !261, !262}
!252 = !DILocalVariable(name: "tableLog", arg: 2, scope: !248, file: !53, line: 485, type: !102)
!253 = !DILocalVariable(name: "symbolValue", arg: 3, scope: !248, file: !53, line: 485, type: !102)
!254 = !DILocalVariable(name: "accuracyLog", arg: 4, scope: !248, file: !53, line: 485, type: !102)
!255 = !DILocalVariable(name: "symbolTT", scope: !248, file: !53, line: 487, type: !119)
!256 = !DILocalVariable(name: "minNbBits", scope: !248, file: !53, line: 488, type: !207)
!257 = !DILocalVariable(name: "threshold", scope: !248, file: !53, line: 489, type: !207)
!258 = !DILocalVariable(name: "tableSize", scope: !259, file: !53, line: 492, type: !207)
!259 = distinct !DILexicalBlock(scope: !248, file: !53, line: 492, column: 5)
!260 = !DILocalVariable(name: "deltaFromThreshold", scope: !259, file: !53, line: 493, type: !207)
!261 = !DILocalVariable(name: "normalizedDeltaFromThreshold", scope: !259, file: !53, line: 494, type: !207)
!262 = !DILocalVariable(name: "bitMultiplier", scope: !259, file: !53, line: 495, type: !207)
!263 = !DILocation(line: 0, scope: !248, inlinedAt: !264)
!264 = distinct !DILocation(line: 122, column: 34, scope: !191)
!265 = !DILocation(line: 488, column: 49, scope: !248, inlinedAt: !264)
!266 = !{!267, !268, i64 4}
!267 = !{!"", !268, i64 0, !268, i64 4}
!268 = !{!"int", !220, i64 0}
!269 = !DILocation(line: 488, column: 61, scope: !248, inlinedAt: !264)
!270 = !DILocation(line: 489, column: 37, scope: !248, inlinedAt: !264)
!271 = !DILocation(line: 0, scope: !259, inlinedAt: !264)
!272 = !DILocation(line: 493, column: 87, scope: !259, inlinedAt: !264)
!273 = !DILocation(line: 494, column: 70, scope: !259, inlinedAt: !264)
!274 = !DILocation(line: 494, column: 86, scope: !259, inlinedAt: !264)
!275 = !DILocation(line: 498, column: 29, scope: !259, inlinedAt: !264)
!276 = !DILocation(line: 498, column: 44, scope: !259, inlinedAt: !264)
!277 = !DILocation(line: 123, column: 13, scope: !278)
!278 = distinct !DILexicalBlock(scope: !191, file: !3, line: 123, column: 13)
!279 = !{!268, !268, i64 0}
!280 = !DILocation(line: 123, column: 22, scope: !278)
!281 = !DILocation(line: 123, column: 13, scope: !191)
!282 = !DILocation(line: 125, column: 21, scope: !283)
!283 = distinct !DILexicalBlock(scope: !191, file: !3, line: 125, column: 13)
!284 = !DILocation(line: 125, column: 13, scope: !191)
!285 = !DILocation(line: 129, column: 17, scope: !191)
!286 = !DILocation(line: 129, column: 36, scope: !191)
!287 = !DILocation(line: 129, column: 34, scope: !191)
!288 = !DILocation(line: 129, column: 14, scope: !191)
!289 = !DILocation(line: 130, column: 5, scope: !192)
!290 = !DILocation(line: 119, column: 27, scope: !192)
!291 = distinct !{!291, !244, !292, !293}
!292 = !DILocation(line: 130, column: 5, scope: !193)
!293 = !{!"llvm.loop.mustprogress"}
!294 = !DILocation(line: 131, column: 17, scope: !166)
!295 = !DILocation(line: 131, column: 5, scope: !166)
!296 = !DILocation(line: 132, column: 1, scope: !166)
!297 = distinct !DISubprogram(name: "ZSTD_crossEntropyCost", scope: !3, file: !3, line: 139, type: !298, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!298 = !DISubroutineType(types: !299)
!299 = !{!76, !300, !7, !172, !142}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!302 = !{!303, !304, !305, !306, !307, !308, !309, !310, !314}
!303 = !DILocalVariable(name: "norm", arg: 1, scope: !297, file: !3, line: 139, type: !300)
!304 = !DILocalVariable(name: "accuracyLog", arg: 2, scope: !297, file: !3, line: 139, type: !7)
!305 = !DILocalVariable(name: "count", arg: 3, scope: !297, file: !3, line: 140, type: !172)
!306 = !DILocalVariable(name: "max", arg: 4, scope: !297, file: !3, line: 140, type: !142)
!307 = !DILocalVariable(name: "shift", scope: !297, file: !3, line: 142, type: !142)
!308 = !DILocalVariable(name: "cost", scope: !297, file: !3, line: 143, type: !76)
!309 = !DILocalVariable(name: "s", scope: !297, file: !3, line: 144, type: !7)
!310 = !DILocalVariable(name: "normAcc", scope: !311, file: !3, line: 147, type: !142)
!311 = distinct !DILexicalBlock(scope: !312, file: !3, line: 146, column: 32)
!312 = distinct !DILexicalBlock(scope: !313, file: !3, line: 146, column: 5)
!313 = distinct !DILexicalBlock(scope: !297, file: !3, line: 146, column: 5)
!314 = !DILocalVariable(name: "norm256", scope: !311, file: !3, line: 148, type: !142)
!315 = !DILocation(line: 0, scope: !297)
!316 = !DILocation(line: 142, column: 30, scope: !297)
!317 = !DILocation(line: 146, column: 5, scope: !313)
!318 = !DILocation(line: 146, column: 19, scope: !312)
!319 = !DILocation(line: 147, column: 35, scope: !311)
!320 = !DILocation(line: 147, column: 43, scope: !311)
!321 = !DILocation(line: 147, column: 34, scope: !311)
!322 = !DILocation(line: 0, scope: !311)
!323 = !DILocation(line: 148, column: 42, scope: !311)
!324 = !DILocation(line: 151, column: 17, scope: !311)
!325 = !DILocation(line: 151, column: 28, scope: !311)
!326 = !DILocation(line: 151, column: 26, scope: !311)
!327 = !DILocation(line: 151, column: 14, scope: !311)
!328 = !DILocation(line: 146, column: 27, scope: !312)
!329 = distinct !{!329, !317, !330, !293}
!330 = !DILocation(line: 152, column: 5, scope: !313)
!331 = !DILocation(line: 153, column: 17, scope: !297)
!332 = !DILocation(line: 153, column: 5, scope: !297)
!333 = distinct !DISubprogram(name: "ZSTD_selectEncodingType", scope: !3, file: !3, line: 157, type: !334, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !344)
!334 = !DISubroutineType(types: !335)
!335 = !{!336, !337, !172, !142, !339, !76, !142, !169, !300, !102, !340, !342}
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "SymbolEncodingType_e", file: !46, line: 94, baseType: !45)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_repeat", file: !53, line: 282, baseType: !52)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!340 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!341 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DefaultPolicy_e", file: !59, line: 21, baseType: !58)
!342 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_strategy", file: !64, line: 347, baseType: !63)
!344 = !{!345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !361, !362, !363, !364, !366, !367, !368}
!345 = !DILocalVariable(name: "repeatMode", arg: 1, scope: !333, file: !3, line: 158, type: !337)
!346 = !DILocalVariable(name: "count", arg: 2, scope: !333, file: !3, line: 158, type: !172)
!347 = !DILocalVariable(name: "max", arg: 3, scope: !333, file: !3, line: 158, type: !142)
!348 = !DILocalVariable(name: "mostFrequent", arg: 4, scope: !333, file: !3, line: 159, type: !339)
!349 = !DILocalVariable(name: "nbSeq", arg: 5, scope: !333, file: !3, line: 159, type: !76)
!350 = !DILocalVariable(name: "FSELog", arg: 6, scope: !333, file: !3, line: 159, type: !142)
!351 = !DILocalVariable(name: "prevCTable", arg: 7, scope: !333, file: !3, line: 160, type: !169)
!352 = !DILocalVariable(name: "defaultNorm", arg: 8, scope: !333, file: !3, line: 161, type: !300)
!353 = !DILocalVariable(name: "defaultNormLog", arg: 9, scope: !333, file: !3, line: 161, type: !102)
!354 = !DILocalVariable(name: "isDefaultAllowed", arg: 10, scope: !333, file: !3, line: 162, type: !340)
!355 = !DILocalVariable(name: "strategy", arg: 11, scope: !333, file: !3, line: 163, type: !342)
!356 = !DILocalVariable(name: "staticFse_nbSeq_max", scope: !357, file: !3, line: 181, type: !339)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 180, column: 31)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 180, column: 13)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 179, column: 31)
!360 = distinct !DILexicalBlock(scope: !333, file: !3, line: 179, column: 9)
!361 = !DILocalVariable(name: "mult", scope: !357, file: !3, line: 182, type: !339)
!362 = !DILocalVariable(name: "baseLog", scope: !357, file: !3, line: 183, type: !339)
!363 = !DILocalVariable(name: "dynamicFse_nbSeq_min", scope: !357, file: !3, line: 184, type: !339)
!364 = !DILocalVariable(name: "basicCost", scope: !365, file: !3, line: 206, type: !339)
!365 = distinct !DILexicalBlock(scope: !360, file: !3, line: 205, column: 12)
!366 = !DILocalVariable(name: "repeatCost", scope: !365, file: !3, line: 207, type: !339)
!367 = !DILocalVariable(name: "NCountCost", scope: !365, file: !3, line: 208, type: !339)
!368 = !DILocalVariable(name: "compressedCost", scope: !365, file: !3, line: 209, type: !339)
!369 = distinct !DIAssignID()
!370 = !DILocalVariable(name: "wksp", scope: !371, file: !3, line: 73, type: !383)
!371 = distinct !DISubprogram(name: "ZSTD_NCountCost", scope: !3, file: !3, line: 70, type: !372, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
!372 = !DISubroutineType(types: !373)
!373 = !{!76, !172, !142, !339, !142}
!374 = !{!375, !376, !377, !378, !370, !379, !380, !381}
!375 = !DILocalVariable(name: "count", arg: 1, scope: !371, file: !3, line: 70, type: !172)
!376 = !DILocalVariable(name: "max", arg: 2, scope: !371, file: !3, line: 70, type: !142)
!377 = !DILocalVariable(name: "nbSeq", arg: 3, scope: !371, file: !3, line: 71, type: !339)
!378 = !DILocalVariable(name: "FSELog", arg: 4, scope: !371, file: !3, line: 71, type: !142)
!379 = !DILocalVariable(name: "norm", scope: !371, file: !3, line: 74, type: !92)
!380 = !DILocalVariable(name: "tableLog", scope: !371, file: !3, line: 75, type: !207)
!381 = !DILocalVariable(name: "err_code", scope: !382, file: !3, line: 76, type: !339)
!382 = distinct !DILexicalBlock(scope: !371, file: !3, line: 76, column: 5)
!383 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 4096, elements: !384)
!384 = !{!385}
!385 = !DISubrange(count: 512)
!386 = !DILocation(line: 0, scope: !371, inlinedAt: !387)
!387 = distinct !DILocation(line: 208, column: 35, scope: !365)
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 0, scope: !333)
!390 = !DILocation(line: 166, column: 22, scope: !391)
!391 = distinct !DILexicalBlock(scope: !333, file: !3, line: 166, column: 9)
!392 = !DILocation(line: 166, column: 9, scope: !333)
!393 = !DILocation(line: 167, column: 21, scope: !394)
!394 = distinct !DILexicalBlock(scope: !391, file: !3, line: 166, column: 32)
!395 = !DILocation(line: 0, scope: !394)
!396 = !DILocation(line: 179, column: 18, scope: !360)
!397 = !DILocation(line: 179, column: 9, scope: !333)
!398 = !DILocation(line: 180, column: 13, scope: !359)
!399 = !DILocation(line: 0, scope: !357)
!400 = !DILocation(line: 187, column: 19, scope: !401)
!401 = distinct !DILexicalBlock(scope: !357, file: !3, line: 187, column: 18)
!402 = !DILocation(line: 187, column: 31, scope: !401)
!403 = !DILocation(line: 188, column: 15, scope: !401)
!404 = !DILocation(line: 182, column: 36, scope: !357)
!405 = !DILocation(line: 182, column: 33, scope: !357)
!406 = !DILocation(line: 184, column: 61, scope: !357)
!407 = !DILocation(line: 184, column: 80, scope: !357)
!408 = !DILocation(line: 184, column: 88, scope: !357)
!409 = !DILocation(line: 192, column: 25, scope: !410)
!410 = distinct !DILexicalBlock(scope: !357, file: !3, line: 192, column: 18)
!411 = !DILocation(line: 193, column: 15, scope: !410)
!412 = !DILocation(line: 193, column: 59, scope: !410)
!413 = !DILocation(line: 193, column: 41, scope: !410)
!414 = !DILocation(line: 193, column: 32, scope: !410)
!415 = !DILocation(line: 192, column: 18, scope: !357)
!416 = !DILocation(line: 201, column: 29, scope: !417)
!417 = distinct !DILexicalBlock(scope: !410, file: !3, line: 193, column: 67)
!418 = !DILocation(line: 202, column: 17, scope: !417)
!419 = !DILocation(line: 206, column: 34, scope: !365)
!420 = !DILocation(line: 0, scope: !297, inlinedAt: !421)
!421 = distinct !DILocation(line: 206, column: 53, scope: !365)
!422 = !DILocation(line: 142, column: 30, scope: !297, inlinedAt: !421)
!423 = !DILocation(line: 146, column: 5, scope: !313, inlinedAt: !421)
!424 = !DILocation(line: 146, column: 19, scope: !312, inlinedAt: !421)
!425 = !DILocation(line: 147, column: 35, scope: !311, inlinedAt: !421)
!426 = !DILocation(line: 147, column: 43, scope: !311, inlinedAt: !421)
!427 = !DILocation(line: 147, column: 34, scope: !311, inlinedAt: !421)
!428 = !DILocation(line: 0, scope: !311, inlinedAt: !421)
!429 = !DILocation(line: 148, column: 42, scope: !311, inlinedAt: !421)
!430 = !DILocation(line: 151, column: 17, scope: !311, inlinedAt: !421)
!431 = !DILocation(line: 151, column: 28, scope: !311, inlinedAt: !421)
!432 = !DILocation(line: 151, column: 26, scope: !311, inlinedAt: !421)
!433 = !DILocation(line: 151, column: 14, scope: !311, inlinedAt: !421)
!434 = !DILocation(line: 146, column: 27, scope: !312, inlinedAt: !421)
!435 = distinct !{!435, !423, !436, !293}
!436 = !DILocation(line: 152, column: 5, scope: !313, inlinedAt: !421)
!437 = !DILocation(line: 153, column: 17, scope: !297, inlinedAt: !421)
!438 = !DILocation(line: 0, scope: !365)
!439 = !DILocation(line: 207, column: 35, scope: !365)
!440 = !DILocation(line: 207, column: 47, scope: !365)
!441 = !DILocation(line: 0, scope: !166, inlinedAt: !442)
!442 = distinct !DILocation(line: 207, column: 68, scope: !365)
!443 = !DILocation(line: 0, scope: !198, inlinedAt: !444)
!444 = distinct !DILocation(line: 113, column: 5, scope: !166, inlinedAt: !442)
!445 = !DILocation(line: 0, scope: !211, inlinedAt: !446)
!446 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !444)
!447 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !446)
!448 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !444)
!449 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !444)
!450 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !444)
!451 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !444)
!452 = !DILocation(line: 0, scope: !227, inlinedAt: !453)
!453 = distinct !DILocation(line: 114, column: 9, scope: !236, inlinedAt: !442)
!454 = !DILocation(line: 49, column: 48, scope: !227, inlinedAt: !453)
!455 = !DILocation(line: 0, scope: !211, inlinedAt: !456)
!456 = distinct !DILocation(line: 49, column: 30, scope: !227, inlinedAt: !453)
!457 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !456)
!458 = !DILocation(line: 49, column: 30, scope: !227, inlinedAt: !453)
!459 = !DILocation(line: 114, column: 43, scope: !236, inlinedAt: !442)
!460 = !DILocation(line: 114, column: 9, scope: !166, inlinedAt: !442)
!461 = !DILocation(line: 119, column: 5, scope: !193, inlinedAt: !442)
!462 = !DILocation(line: 119, column: 19, scope: !192, inlinedAt: !442)
!463 = !DILocation(line: 0, scope: !191, inlinedAt: !442)
!464 = !DILocation(line: 0, scope: !248, inlinedAt: !465)
!465 = distinct !DILocation(line: 122, column: 34, scope: !191, inlinedAt: !442)
!466 = !DILocation(line: 488, column: 49, scope: !248, inlinedAt: !465)
!467 = !DILocation(line: 488, column: 61, scope: !248, inlinedAt: !465)
!468 = !DILocation(line: 489, column: 37, scope: !248, inlinedAt: !465)
!469 = !DILocation(line: 0, scope: !259, inlinedAt: !465)
!470 = !DILocation(line: 493, column: 87, scope: !259, inlinedAt: !465)
!471 = !DILocation(line: 494, column: 70, scope: !259, inlinedAt: !465)
!472 = !DILocation(line: 494, column: 86, scope: !259, inlinedAt: !465)
!473 = !DILocation(line: 498, column: 29, scope: !259, inlinedAt: !465)
!474 = !DILocation(line: 498, column: 44, scope: !259, inlinedAt: !465)
!475 = !DILocation(line: 123, column: 13, scope: !278, inlinedAt: !442)
!476 = !DILocation(line: 123, column: 22, scope: !278, inlinedAt: !442)
!477 = !DILocation(line: 123, column: 13, scope: !191, inlinedAt: !442)
!478 = !DILocation(line: 125, column: 21, scope: !283, inlinedAt: !442)
!479 = !DILocation(line: 125, column: 13, scope: !191, inlinedAt: !442)
!480 = !DILocation(line: 129, column: 17, scope: !191, inlinedAt: !442)
!481 = !DILocation(line: 129, column: 36, scope: !191, inlinedAt: !442)
!482 = !DILocation(line: 129, column: 34, scope: !191, inlinedAt: !442)
!483 = !DILocation(line: 129, column: 14, scope: !191, inlinedAt: !442)
!484 = !DILocation(line: 130, column: 5, scope: !192, inlinedAt: !442)
!485 = !DILocation(line: 119, column: 27, scope: !192, inlinedAt: !442)
!486 = distinct !{!486, !461, !487, !293}
!487 = !DILocation(line: 130, column: 5, scope: !193, inlinedAt: !442)
!488 = !DILocation(line: 131, column: 17, scope: !166, inlinedAt: !442)
!489 = !DILocation(line: 131, column: 5, scope: !166, inlinedAt: !442)
!490 = !DILocation(line: 73, column: 5, scope: !371, inlinedAt: !387)
!491 = !DILocation(line: 74, column: 5, scope: !371, inlinedAt: !387)
!492 = !DILocation(line: 75, column: 26, scope: !371, inlinedAt: !387)
!493 = !DILocalVariable(name: "nbSeq", arg: 1, scope: !494, file: !3, line: 57, type: !339)
!494 = distinct !DISubprogram(name: "ZSTD_useLowProbCount", scope: !3, file: !3, line: 57, type: !495, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{!7, !339}
!497 = !{!493}
!498 = !DILocation(line: 0, scope: !494, inlinedAt: !499)
!499 = distinct !DILocation(line: 76, column: 5, scope: !382, inlinedAt: !387)
!500 = !DILocation(line: 63, column: 18, scope: !494, inlinedAt: !499)
!501 = !DILocation(line: 76, column: 5, scope: !382, inlinedAt: !387)
!502 = !DILocation(line: 0, scope: !382, inlinedAt: !387)
!503 = !DILocalVariable(name: "code", arg: 1, scope: !504, file: !505, line: 52, type: !76)
!504 = distinct !DISubprogram(name: "ERR_isError", scope: !505, file: !505, line: 52, type: !506, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !508)
!505 = !DIFile(filename: "src/zstd/lib/compress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!506 = !DISubroutineType(types: !507)
!507 = !{!7, !76}
!508 = !{!503}
!509 = !DILocation(line: 0, scope: !504, inlinedAt: !510)
!510 = distinct !DILocation(line: 76, column: 5, scope: !511, inlinedAt: !387)
!511 = distinct !DILexicalBlock(scope: !382, file: !3, line: 76, column: 5)
!512 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !510)
!513 = !DILocation(line: 77, column: 12, scope: !371, inlinedAt: !387)
!514 = !DILocation(line: 77, column: 5, scope: !371, inlinedAt: !387)
!515 = !DILocation(line: 78, column: 1, scope: !371, inlinedAt: !387)
!516 = !DILocalVariable(name: "count", arg: 1, scope: !517, file: !3, line: 84, type: !172)
!517 = distinct !DISubprogram(name: "ZSTD_entropyCost", scope: !3, file: !3, line: 84, type: !518, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520)
!518 = !DISubroutineType(types: !519)
!519 = !{!76, !172, !142, !339}
!520 = !{!516, !521, !522, !523, !524, !525}
!521 = !DILocalVariable(name: "max", arg: 2, scope: !517, file: !3, line: 84, type: !142)
!522 = !DILocalVariable(name: "total", arg: 3, scope: !517, file: !3, line: 84, type: !339)
!523 = !DILocalVariable(name: "cost", scope: !517, file: !3, line: 86, type: !7)
!524 = !DILocalVariable(name: "s", scope: !517, file: !3, line: 87, type: !7)
!525 = !DILocalVariable(name: "norm", scope: !526, file: !3, line: 91, type: !7)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 90, column: 32)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 90, column: 5)
!528 = distinct !DILexicalBlock(scope: !517, file: !3, line: 90, column: 5)
!529 = !DILocation(line: 0, scope: !517, inlinedAt: !530)
!530 = distinct !DILocation(line: 209, column: 59, scope: !365)
!531 = !DILocation(line: 90, column: 5, scope: !528, inlinedAt: !530)
!532 = !DILocation(line: 90, column: 19, scope: !527, inlinedAt: !530)
!533 = !DILocation(line: 91, column: 43, scope: !526, inlinedAt: !530)
!534 = !DILocation(line: 91, column: 41, scope: !526, inlinedAt: !530)
!535 = !DILocation(line: 91, column: 36, scope: !526, inlinedAt: !530)
!536 = !DILocation(line: 91, column: 53, scope: !526, inlinedAt: !530)
!537 = !DILocation(line: 0, scope: !526, inlinedAt: !530)
!538 = !DILocation(line: 92, column: 22, scope: !539, inlinedAt: !530)
!539 = distinct !DILexicalBlock(scope: !526, file: !3, line: 92, column: 13)
!540 = !DILocation(line: 92, column: 27, scope: !539, inlinedAt: !530)
!541 = !DILocation(line: 95, column: 28, scope: !526, inlinedAt: !530)
!542 = !DILocation(line: 95, column: 26, scope: !526, inlinedAt: !530)
!543 = !DILocation(line: 95, column: 14, scope: !526, inlinedAt: !530)
!544 = !DILocation(line: 90, column: 27, scope: !527, inlinedAt: !530)
!545 = distinct !{!545, !531, !546, !293}
!546 = !DILocation(line: 96, column: 5, scope: !528, inlinedAt: !530)
!547 = !DILocation(line: 209, column: 51, scope: !365)
!548 = !DILocation(line: 97, column: 17, scope: !517, inlinedAt: !530)
!549 = !DILocation(line: 97, column: 12, scope: !517, inlinedAt: !530)
!550 = !DILocation(line: 209, column: 57, scope: !365)
!551 = !DILocation(line: 219, column: 23, scope: !552)
!552 = distinct !DILexicalBlock(scope: !365, file: !3, line: 219, column: 13)
!553 = !DILocation(line: 219, column: 37, scope: !552)
!554 = !DILocation(line: 222, column: 25, scope: !555)
!555 = distinct !DILexicalBlock(scope: !552, file: !3, line: 219, column: 69)
!556 = !DILocation(line: 223, column: 13, scope: !555)
!557 = !DILocation(line: 225, column: 24, scope: !558)
!558 = distinct !DILexicalBlock(scope: !365, file: !3, line: 225, column: 13)
!559 = !DILocation(line: 0, scope: !360)
!560 = !DILocation(line: 233, column: 17, scope: !333)
!561 = !DILocation(line: 234, column: 5, scope: !333)
!562 = !DILocation(line: 235, column: 1, scope: !333)
!563 = distinct !DISubprogram(name: "ZSTD_buildCTable", scope: !3, file: !3, line: 243, type: !564, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !573)
!564 = !DISubroutineType(types: !565)
!565 = !{!76, !566, !76, !567, !102, !336, !568, !102, !569, !76, !571, !102, !102, !169, !76, !566, !76}
!566 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !570, size: 64)
!570 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!571 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !572, size: 64)
!572 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!573 = !{!574, !575, !576, !577, !578, !579, !580, !581, !582, !583, !584, !585, !586, !587, !588, !589, !590, !591, !593, !596, !598, !600, !601, !602, !604, !606, !608}
!574 = !DILocalVariable(name: "dst", arg: 1, scope: !563, file: !3, line: 243, type: !566)
!575 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !563, file: !3, line: 243, type: !76)
!576 = !DILocalVariable(name: "nextCTable", arg: 3, scope: !563, file: !3, line: 244, type: !567)
!577 = !DILocalVariable(name: "FSELog", arg: 4, scope: !563, file: !3, line: 244, type: !102)
!578 = !DILocalVariable(name: "type", arg: 5, scope: !563, file: !3, line: 244, type: !336)
!579 = !DILocalVariable(name: "count", arg: 6, scope: !563, file: !3, line: 245, type: !568)
!580 = !DILocalVariable(name: "max", arg: 7, scope: !563, file: !3, line: 245, type: !102)
!581 = !DILocalVariable(name: "codeTable", arg: 8, scope: !563, file: !3, line: 246, type: !569)
!582 = !DILocalVariable(name: "nbSeq", arg: 9, scope: !563, file: !3, line: 246, type: !76)
!583 = !DILocalVariable(name: "defaultNorm", arg: 10, scope: !563, file: !3, line: 247, type: !571)
!584 = !DILocalVariable(name: "defaultNormLog", arg: 11, scope: !563, file: !3, line: 247, type: !102)
!585 = !DILocalVariable(name: "defaultMax", arg: 12, scope: !563, file: !3, line: 247, type: !102)
!586 = !DILocalVariable(name: "prevCTable", arg: 13, scope: !563, file: !3, line: 248, type: !169)
!587 = !DILocalVariable(name: "prevCTableSize", arg: 14, scope: !563, file: !3, line: 248, type: !76)
!588 = !DILocalVariable(name: "entropyWorkspace", arg: 15, scope: !563, file: !3, line: 249, type: !566)
!589 = !DILocalVariable(name: "entropyWorkspaceSize", arg: 16, scope: !563, file: !3, line: 249, type: !76)
!590 = !DILocalVariable(name: "op", scope: !563, file: !3, line: 251, type: !79)
!591 = !DILocalVariable(name: "oend", scope: !563, file: !3, line: 252, type: !592)
!592 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !569)
!593 = !DILocalVariable(name: "err_code", scope: !594, file: !3, line: 257, type: !339)
!594 = distinct !DILexicalBlock(scope: !595, file: !3, line: 257, column: 9)
!595 = distinct !DILexicalBlock(scope: !563, file: !3, line: 255, column: 19)
!596 = !DILocalVariable(name: "err_code", scope: !597, file: !3, line: 265, type: !339)
!597 = distinct !DILexicalBlock(scope: !595, file: !3, line: 265, column: 9)
!598 = !DILocalVariable(name: "wksp", scope: !599, file: !3, line: 268, type: !87)
!599 = distinct !DILexicalBlock(scope: !595, file: !3, line: 267, column: 26)
!600 = !DILocalVariable(name: "nbSeq_1", scope: !599, file: !3, line: 269, type: !76)
!601 = !DILocalVariable(name: "tableLog", scope: !599, file: !3, line: 270, type: !207)
!602 = !DILocalVariable(name: "err_code", scope: !603, file: !3, line: 278, type: !339)
!603 = distinct !DILexicalBlock(scope: !599, file: !3, line: 278, column: 9)
!604 = !DILocalVariable(name: "NCountSize", scope: !605, file: !3, line: 280, type: !339)
!605 = distinct !DILexicalBlock(scope: !599, file: !3, line: 280, column: 9)
!606 = !DILocalVariable(name: "err_code", scope: !607, file: !3, line: 281, type: !339)
!607 = distinct !DILexicalBlock(scope: !605, file: !3, line: 281, column: 13)
!608 = !DILocalVariable(name: "err_code", scope: !609, file: !3, line: 282, type: !339)
!609 = distinct !DILexicalBlock(scope: !605, file: !3, line: 282, column: 13)
!610 = !DILocation(line: 0, scope: !563)
!611 = !DILocation(line: 255, column: 5, scope: !563)
!612 = !DILocation(line: 257, column: 9, scope: !594)
!613 = !DILocation(line: 0, scope: !594)
!614 = !DILocation(line: 0, scope: !504, inlinedAt: !615)
!615 = distinct !DILocation(line: 257, column: 9, scope: !616)
!616 = distinct !DILexicalBlock(scope: !594, file: !3, line: 257, column: 9)
!617 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !615)
!618 = !DILocation(line: 258, column: 9, scope: !619)
!619 = distinct !DILexicalBlock(scope: !620, file: !3, line: 258, column: 9)
!620 = distinct !DILexicalBlock(scope: !595, file: !3, line: 258, column: 9)
!621 = !DILocation(line: 258, column: 9, scope: !620)
!622 = !DILocation(line: 259, column: 15, scope: !595)
!623 = !{!220, !220, i64 0}
!624 = !DILocation(line: 259, column: 13, scope: !595)
!625 = !DILocation(line: 260, column: 9, scope: !595)
!626 = !DILocation(line: 262, column: 9, scope: !595)
!627 = !DILocation(line: 263, column: 9, scope: !595)
!628 = !DILocation(line: 265, column: 9, scope: !597)
!629 = !DILocation(line: 0, scope: !597)
!630 = !DILocation(line: 0, scope: !504, inlinedAt: !631)
!631 = distinct !DILocation(line: 265, column: 9, scope: !632)
!632 = distinct !DILexicalBlock(scope: !597, file: !3, line: 265, column: 9)
!633 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !631)
!634 = !DILocation(line: 0, scope: !599)
!635 = !DILocation(line: 270, column: 30, scope: !599)
!636 = !DILocation(line: 271, column: 19, scope: !637)
!637 = distinct !DILexicalBlock(scope: !599, file: !3, line: 271, column: 13)
!638 = !DILocation(line: 271, column: 13, scope: !637)
!639 = !DILocation(line: 271, column: 39, scope: !637)
!640 = !DILocation(line: 271, column: 13, scope: !599)
!641 = !DILocation(line: 272, column: 38, scope: !642)
!642 = distinct !DILexicalBlock(scope: !637, file: !3, line: 271, column: 44)
!643 = !DILocation(line: 273, column: 20, scope: !642)
!644 = !DILocation(line: 274, column: 9, scope: !642)
!645 = !DILocation(line: 0, scope: !494, inlinedAt: !646)
!646 = distinct !DILocation(line: 278, column: 9, scope: !603)
!647 = !DILocation(line: 63, column: 18, scope: !494, inlinedAt: !646)
!648 = !DILocation(line: 278, column: 9, scope: !603)
!649 = !DILocation(line: 0, scope: !603)
!650 = !DILocation(line: 0, scope: !504, inlinedAt: !651)
!651 = distinct !DILocation(line: 278, column: 9, scope: !652)
!652 = distinct !DILexicalBlock(scope: !603, file: !3, line: 278, column: 9)
!653 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !651)
!654 = !DILocation(line: 280, column: 39, scope: !605)
!655 = !DILocation(line: 0, scope: !605)
!656 = !DILocation(line: 0, scope: !607)
!657 = !DILocation(line: 0, scope: !504, inlinedAt: !658)
!658 = distinct !DILocation(line: 281, column: 13, scope: !659)
!659 = distinct !DILexicalBlock(scope: !607, file: !3, line: 281, column: 13)
!660 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !658)
!661 = !DILocation(line: 282, column: 13, scope: !609)
!662 = !DILocation(line: 0, scope: !609)
!663 = !DILocation(line: 0, scope: !504, inlinedAt: !664)
!664 = distinct !DILocation(line: 282, column: 13, scope: !665)
!665 = distinct !DILexicalBlock(scope: !609, file: !3, line: 282, column: 13)
!666 = !DILocation(line: 52, column: 61, scope: !504, inlinedAt: !664)
!667 = !DILocation(line: 0, scope: !595)
!668 = !DILocation(line: 288, column: 1, scope: !563)
!669 = !DISubprogram(name: "FSE_buildCTable_rle", scope: !53, file: !53, line: 255, type: !670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DISubroutineType(types: !671)
!671 = !{!76, !567, !86}
!672 = !DISubprogram(name: "FSE_buildCTable_wksp", scope: !53, file: !53, line: 265, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!76, !567, !300, !7, !7, !566, !76}
!675 = !DISubprogram(name: "FSE_optimalTableLog", scope: !53, file: !53, line: 87, type: !676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DISubroutineType(types: !677)
!677 = !{!7, !7, !76, !7}
!678 = !DISubprogram(name: "FSE_normalizeCount", scope: !53, file: !53, line: 100, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!76, !681, !7, !172, !76, !7, !7}
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!682 = !DISubprogram(name: "FSE_writeNCount", scope: !53, file: !53, line: 112, type: !683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DISubroutineType(types: !684)
!684 = !{!76, !566, !76, !300, !7, !7}
!685 = distinct !DISubprogram(name: "ZSTD_encodeSequences", scope: !3, file: !3, line: 419, type: !686, scopeLine: 425, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !697)
!686 = !DISubroutineType(types: !687)
!687 = !{!76, !566, !76, !169, !569, !169, !569, !169, !569, !688, !76, !125, !125}
!688 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !689, size: 64)
!689 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !690)
!690 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqDef", file: !691, line: 89, baseType: !692)
!691 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "9f1fb0609d1fab688a18d6d3f34d7662")
!692 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SeqDef_s", file: !691, line: 85, size: 64, elements: !693)
!693 = !{!694, !695, !696}
!694 = !DIDerivedType(tag: DW_TAG_member, name: "offBase", scope: !692, file: !691, line: 86, baseType: !102, size: 32)
!695 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !692, file: !691, line: 87, baseType: !109, size: 16, offset: 32)
!696 = !DIDerivedType(tag: DW_TAG_member, name: "mlBase", scope: !692, file: !691, line: 88, baseType: !109, size: 16, offset: 48)
!697 = !{!698, !699, !700, !701, !702, !703, !704, !705, !706, !707, !708, !709}
!698 = !DILocalVariable(name: "dst", arg: 1, scope: !685, file: !3, line: 420, type: !566)
!699 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !685, file: !3, line: 420, type: !76)
!700 = !DILocalVariable(name: "CTable_MatchLength", arg: 3, scope: !685, file: !3, line: 421, type: !169)
!701 = !DILocalVariable(name: "mlCodeTable", arg: 4, scope: !685, file: !3, line: 421, type: !569)
!702 = !DILocalVariable(name: "CTable_OffsetBits", arg: 5, scope: !685, file: !3, line: 422, type: !169)
!703 = !DILocalVariable(name: "ofCodeTable", arg: 6, scope: !685, file: !3, line: 422, type: !569)
!704 = !DILocalVariable(name: "CTable_LitLength", arg: 7, scope: !685, file: !3, line: 423, type: !169)
!705 = !DILocalVariable(name: "llCodeTable", arg: 8, scope: !685, file: !3, line: 423, type: !569)
!706 = !DILocalVariable(name: "sequences", arg: 9, scope: !685, file: !3, line: 424, type: !688)
!707 = !DILocalVariable(name: "nbSeq", arg: 10, scope: !685, file: !3, line: 424, type: !76)
!708 = !DILocalVariable(name: "longOffsets", arg: 11, scope: !685, file: !3, line: 424, type: !125)
!709 = !DILocalVariable(name: "bmi2", arg: 12, scope: !685, file: !3, line: 424, type: !125)
!710 = !DILocation(line: 0, scope: !685)
!711 = !DILocation(line: 428, column: 9, scope: !712)
!712 = distinct !DILexicalBlock(scope: !685, file: !3, line: 428, column: 9)
!713 = !DILocation(line: 428, column: 9, scope: !685)
!714 = !DILocation(line: 429, column: 16, scope: !715)
!715 = distinct !DILexicalBlock(scope: !712, file: !3, line: 428, column: 15)
!716 = !DILocation(line: 429, column: 9, scope: !715)
!717 = !DILocalVariable(name: "dst", arg: 1, scope: !718, file: !3, line: 386, type: !566)
!718 = distinct !DISubprogram(name: "ZSTD_encodeSequences_default", scope: !3, file: !3, line: 385, type: !719, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !721)
!719 = !DISubroutineType(types: !720)
!720 = !{!76, !566, !76, !169, !569, !169, !569, !169, !569, !688, !76, !125}
!721 = !{!717, !722, !723, !724, !725, !726, !727, !728, !729, !730, !731}
!722 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !718, file: !3, line: 386, type: !76)
!723 = !DILocalVariable(name: "CTable_MatchLength", arg: 3, scope: !718, file: !3, line: 387, type: !169)
!724 = !DILocalVariable(name: "mlCodeTable", arg: 4, scope: !718, file: !3, line: 387, type: !569)
!725 = !DILocalVariable(name: "CTable_OffsetBits", arg: 5, scope: !718, file: !3, line: 388, type: !169)
!726 = !DILocalVariable(name: "ofCodeTable", arg: 6, scope: !718, file: !3, line: 388, type: !569)
!727 = !DILocalVariable(name: "CTable_LitLength", arg: 7, scope: !718, file: !3, line: 389, type: !169)
!728 = !DILocalVariable(name: "llCodeTable", arg: 8, scope: !718, file: !3, line: 389, type: !569)
!729 = !DILocalVariable(name: "sequences", arg: 9, scope: !718, file: !3, line: 390, type: !688)
!730 = !DILocalVariable(name: "nbSeq", arg: 10, scope: !718, file: !3, line: 390, type: !76)
!731 = !DILocalVariable(name: "longOffsets", arg: 11, scope: !718, file: !3, line: 390, type: !125)
!732 = !DILocation(line: 0, scope: !718, inlinedAt: !733)
!733 = distinct !DILocation(line: 437, column: 12, scope: !685)
!734 = !DILocalVariable(name: "dst", arg: 1, scope: !735, file: !3, line: 292, type: !566)
!735 = distinct !DISubprogram(name: "ZSTD_encodeSequences_body", scope: !3, file: !3, line: 291, type: !719, scopeLine: 297, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !736)
!736 = !{!734, !737, !738, !739, !740, !741, !742, !743, !744, !745, !746, !747, !756, !757, !758, !759, !762, !763, !765, !769, !770, !771, !772, !773, !774, !777}
!737 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !735, file: !3, line: 292, type: !76)
!738 = !DILocalVariable(name: "CTable_MatchLength", arg: 3, scope: !735, file: !3, line: 293, type: !169)
!739 = !DILocalVariable(name: "mlCodeTable", arg: 4, scope: !735, file: !3, line: 293, type: !569)
!740 = !DILocalVariable(name: "CTable_OffsetBits", arg: 5, scope: !735, file: !3, line: 294, type: !169)
!741 = !DILocalVariable(name: "ofCodeTable", arg: 6, scope: !735, file: !3, line: 294, type: !569)
!742 = !DILocalVariable(name: "CTable_LitLength", arg: 7, scope: !735, file: !3, line: 295, type: !169)
!743 = !DILocalVariable(name: "llCodeTable", arg: 8, scope: !735, file: !3, line: 295, type: !569)
!744 = !DILocalVariable(name: "sequences", arg: 9, scope: !735, file: !3, line: 296, type: !688)
!745 = !DILocalVariable(name: "nbSeq", arg: 10, scope: !735, file: !3, line: 296, type: !76)
!746 = !DILocalVariable(name: "longOffsets", arg: 11, scope: !735, file: !3, line: 296, type: !125)
!747 = !DILocalVariable(name: "blockStream", scope: !735, file: !3, line: 298, type: !748)
!748 = !DIDerivedType(tag: DW_TAG_typedef, name: "BIT_CStream_t", file: !137, line: 62, baseType: !749)
!749 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !137, line: 56, size: 320, elements: !750)
!750 = !{!751, !752, !753, !754, !755}
!751 = !DIDerivedType(tag: DW_TAG_member, name: "bitContainer", scope: !749, file: !137, line: 57, baseType: !136, size: 64)
!752 = !DIDerivedType(tag: DW_TAG_member, name: "bitPos", scope: !749, file: !137, line: 58, baseType: !7, size: 32, offset: 64)
!753 = !DIDerivedType(tag: DW_TAG_member, name: "startPtr", scope: !749, file: !137, line: 59, baseType: !127, size: 64, offset: 128)
!754 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !749, file: !137, line: 60, baseType: !127, size: 64, offset: 192)
!755 = !DIDerivedType(tag: DW_TAG_member, name: "endPtr", scope: !749, file: !137, line: 61, baseType: !127, size: 64, offset: 256)
!756 = !DILocalVariable(name: "stateMatchLength", scope: !735, file: !3, line: 299, type: !181)
!757 = !DILocalVariable(name: "stateOffsetBits", scope: !735, file: !3, line: 300, type: !181)
!758 = !DILocalVariable(name: "stateLitLength", scope: !735, file: !3, line: 301, type: !181)
!759 = !DILocalVariable(name: "ofBits", scope: !760, file: !3, line: 319, type: !207)
!760 = distinct !DILexicalBlock(scope: !761, file: !3, line: 318, column: 22)
!761 = distinct !DILexicalBlock(scope: !735, file: !3, line: 318, column: 9)
!762 = !DILocalVariable(name: "extraBits", scope: !760, file: !3, line: 320, type: !142)
!763 = !DILocalVariable(name: "n", scope: !764, file: !3, line: 332, type: !76)
!764 = distinct !DILexicalBlock(scope: !735, file: !3, line: 332, column: 5)
!765 = !DILocalVariable(name: "llCode", scope: !766, file: !3, line: 334, type: !570)
!766 = distinct !DILexicalBlock(scope: !767, file: !3, line: 333, column: 41)
!767 = distinct !DILexicalBlock(scope: !768, file: !3, line: 333, column: 9)
!768 = distinct !DILexicalBlock(scope: !764, file: !3, line: 333, column: 9)
!769 = !DILocalVariable(name: "ofCode", scope: !766, file: !3, line: 335, type: !570)
!770 = !DILocalVariable(name: "mlCode", scope: !766, file: !3, line: 336, type: !570)
!771 = !DILocalVariable(name: "llBits", scope: !766, file: !3, line: 337, type: !207)
!772 = !DILocalVariable(name: "ofBits", scope: !766, file: !3, line: 338, type: !207)
!773 = !DILocalVariable(name: "mlBits", scope: !766, file: !3, line: 339, type: !207)
!774 = !DILocalVariable(name: "extraBits", scope: !775, file: !3, line: 357, type: !142)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 356, column: 30)
!776 = distinct !DILexicalBlock(scope: !766, file: !3, line: 356, column: 17)
!777 = !DILocalVariable(name: "streamSize", scope: !778, file: !3, line: 378, type: !339)
!778 = distinct !DILexicalBlock(scope: !735, file: !3, line: 378, column: 5)
!779 = !DILocation(line: 0, scope: !735, inlinedAt: !780)
!780 = distinct !DILocation(line: 392, column: 12, scope: !718, inlinedAt: !733)
!781 = !DILocalVariable(name: "bitC", arg: 1, scope: !782, file: !137, line: 150, type: !785)
!782 = distinct !DISubprogram(name: "BIT_initCStream", scope: !137, file: !137, line: 150, type: !783, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !786)
!783 = !DISubroutineType(types: !784)
!784 = !{!76, !785, !566, !76}
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !748, size: 64)
!786 = !{!781, !787, !788}
!787 = !DILocalVariable(name: "startPtr", arg: 2, scope: !782, file: !137, line: 151, type: !566)
!788 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !782, file: !137, line: 151, type: !76)
!789 = !DILocation(line: 0, scope: !782, inlinedAt: !790)
!790 = distinct !DILocation(line: 303, column: 5, scope: !791, inlinedAt: !780)
!791 = distinct !DILexicalBlock(scope: !792, file: !3, line: 303, column: 5)
!792 = distinct !DILexicalBlock(scope: !735, file: !3, line: 303, column: 5)
!793 = !DILocation(line: 157, column: 35, scope: !782, inlinedAt: !790)
!794 = !DILocation(line: 157, column: 49, scope: !782, inlinedAt: !790)
!795 = !DILocation(line: 158, column: 21, scope: !796, inlinedAt: !790)
!796 = distinct !DILexicalBlock(scope: !782, file: !137, line: 158, column: 9)
!797 = !DILocation(line: 303, column: 5, scope: !792, inlinedAt: !780)
!798 = !DILocation(line: 311, column: 77, scope: !735, inlinedAt: !780)
!799 = !DILocation(line: 311, column: 60, scope: !735, inlinedAt: !780)
!800 = !DILocalVariable(name: "statePtr", arg: 1, scope: !801, file: !53, line: 443, type: !201)
!801 = distinct !DISubprogram(name: "FSE_initCState2", scope: !53, file: !53, line: 443, type: !802, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !804)
!802 = !DISubroutineType(types: !803)
!803 = !{null, !201, !169, !102}
!804 = !{!800, !805, !806, !807, !809, !810}
!805 = !DILocalVariable(name: "ct", arg: 2, scope: !801, file: !53, line: 443, type: !169)
!806 = !DILocalVariable(name: "symbol", arg: 3, scope: !801, file: !53, line: 443, type: !102)
!807 = !DILocalVariable(name: "symbolTT", scope: !808, file: !53, line: 446, type: !120)
!808 = distinct !DILexicalBlock(scope: !801, file: !53, line: 446, column: 5)
!809 = !DILocalVariable(name: "stateTable", scope: !808, file: !53, line: 447, type: !107)
!810 = !DILocalVariable(name: "nbBitsOut", scope: !808, file: !53, line: 448, type: !102)
!811 = !DILocation(line: 0, scope: !801, inlinedAt: !812)
!812 = distinct !DILocation(line: 311, column: 5, scope: !735, inlinedAt: !780)
!813 = !DILocation(line: 0, scope: !198, inlinedAt: !814)
!814 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !812)
!815 = !DILocation(line: 0, scope: !211, inlinedAt: !816)
!816 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !814)
!817 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !816)
!818 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !814)
!819 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !814)
!820 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !814)
!821 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !814)
!822 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !812)
!823 = !DILocation(line: 0, scope: !808, inlinedAt: !812)
!824 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !812)
!825 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !812)
!826 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !812)
!827 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !812)
!828 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !812)
!829 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !812)
!830 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !812)
!831 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !812)
!832 = !DILocation(line: 312, column: 60, scope: !735, inlinedAt: !780)
!833 = !DILocation(line: 0, scope: !801, inlinedAt: !834)
!834 = distinct !DILocation(line: 312, column: 5, scope: !735, inlinedAt: !780)
!835 = !DILocation(line: 0, scope: !198, inlinedAt: !836)
!836 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !834)
!837 = !DILocation(line: 0, scope: !211, inlinedAt: !838)
!838 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !836)
!839 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !838)
!840 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !836)
!841 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !836)
!842 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !836)
!843 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !836)
!844 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !834)
!845 = !DILocation(line: 0, scope: !808, inlinedAt: !834)
!846 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !834)
!847 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !834)
!848 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !834)
!849 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !834)
!850 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !834)
!851 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !834)
!852 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !834)
!853 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !834)
!854 = !DILocation(line: 313, column: 60, scope: !735, inlinedAt: !780)
!855 = !DILocation(line: 0, scope: !801, inlinedAt: !856)
!856 = distinct !DILocation(line: 313, column: 5, scope: !735, inlinedAt: !780)
!857 = !DILocation(line: 0, scope: !198, inlinedAt: !858)
!858 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !856)
!859 = !DILocation(line: 0, scope: !211, inlinedAt: !860)
!860 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !858)
!861 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !860)
!862 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !858)
!863 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !858)
!864 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !858)
!865 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !858)
!866 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !856)
!867 = !DILocation(line: 0, scope: !808, inlinedAt: !856)
!868 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !856)
!869 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !856)
!870 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !856)
!871 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !856)
!872 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !856)
!873 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !856)
!874 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !856)
!875 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !856)
!876 = !DILocation(line: 314, column: 31, scope: !735, inlinedAt: !780)
!877 = !DILocation(line: 314, column: 50, scope: !735, inlinedAt: !780)
!878 = !{!879, !219, i64 4}
!879 = !{!"SeqDef_s", !268, i64 0, !219, i64 4, !219, i64 6}
!880 = !DILocation(line: 314, column: 61, scope: !735, inlinedAt: !780)
!881 = !DILocalVariable(name: "bitC", arg: 1, scope: !882, file: !137, line: 180, type: !785)
!882 = distinct !DISubprogram(name: "BIT_addBits", scope: !137, file: !137, line: 180, type: !883, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !885)
!883 = !DISubroutineType(types: !884)
!884 = !{null, !785, !136, !7}
!885 = !{!881, !886, !887}
!886 = !DILocalVariable(name: "value", arg: 2, scope: !882, file: !137, line: 181, type: !136)
!887 = !DILocalVariable(name: "nbBits", arg: 3, scope: !882, file: !137, line: 181, type: !7)
!888 = !DILocation(line: 0, scope: !882, inlinedAt: !889)
!889 = distinct !DILocation(line: 314, column: 5, scope: !735, inlinedAt: !780)
!890 = !DILocalVariable(name: "bitContainer", arg: 1, scope: !891, file: !137, line: 162, type: !136)
!891 = distinct !DISubprogram(name: "BIT_getLowerBits", scope: !137, file: !137, line: 162, type: !892, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !894)
!892 = !DISubroutineType(types: !893)
!893 = !{!136, !136, !207}
!894 = !{!890, !895}
!895 = !DILocalVariable(name: "nbBits", arg: 2, scope: !891, file: !137, line: 162, type: !207)
!896 = !DILocation(line: 0, scope: !891, inlinedAt: !897)
!897 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !889)
!898 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !897)
!899 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !897)
!900 = !DILocation(line: 316, column: 50, scope: !735, inlinedAt: !780)
!901 = !{!879, !219, i64 6}
!902 = !DILocation(line: 316, column: 58, scope: !735, inlinedAt: !780)
!903 = !DILocation(line: 0, scope: !882, inlinedAt: !904)
!904 = distinct !DILocation(line: 316, column: 5, scope: !735, inlinedAt: !780)
!905 = !DILocation(line: 0, scope: !891, inlinedAt: !906)
!906 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !904)
!907 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !906)
!908 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !906)
!909 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !904)
!910 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !904)
!911 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !904)
!912 = !DILocation(line: 318, column: 9, scope: !761, inlinedAt: !780)
!913 = !DILocation(line: 318, column: 9, scope: !735, inlinedAt: !780)
!914 = !DILocation(line: 0, scope: !760, inlinedAt: !780)
!915 = !DILocation(line: 320, column: 45, scope: !760, inlinedAt: !780)
!916 = !DILocation(line: 325, column: 54, scope: !760, inlinedAt: !780)
!917 = !{!879, !268, i64 0}
!918 = !DILocation(line: 321, column: 13, scope: !919, inlinedAt: !780)
!919 = distinct !DILexicalBlock(scope: !760, file: !3, line: 321, column: 13)
!920 = !DILocation(line: 321, column: 13, scope: !760, inlinedAt: !780)
!921 = !DILocation(line: 320, column: 43, scope: !760, inlinedAt: !780)
!922 = !DILocation(line: 0, scope: !882, inlinedAt: !923)
!923 = distinct !DILocation(line: 322, column: 13, scope: !924, inlinedAt: !780)
!924 = distinct !DILexicalBlock(scope: !919, file: !3, line: 321, column: 24)
!925 = !DILocation(line: 0, scope: !891, inlinedAt: !926)
!926 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !923)
!927 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !926)
!928 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !926)
!929 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !923)
!930 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !923)
!931 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !923)
!932 = !DILocalVariable(name: "bitC", arg: 1, scope: !933, file: !137, line: 221, type: !785)
!933 = distinct !DISubprogram(name: "BIT_flushBits", scope: !137, file: !137, line: 221, type: !934, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !936)
!934 = !DISubroutineType(types: !935)
!935 = !{null, !785}
!936 = !{!932, !937}
!937 = !DILocalVariable(name: "nbBytes", scope: !933, file: !137, line: 223, type: !339)
!938 = !DILocation(line: 0, scope: !933, inlinedAt: !939)
!939 = distinct !DILocation(line: 323, column: 13, scope: !924, inlinedAt: !780)
!940 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !939)
!941 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !939)
!942 = !DILocalVariable(name: "memPtr", arg: 1, scope: !943, file: !81, line: 361, type: !566)
!943 = distinct !DISubprogram(name: "MEM_writeLEST", scope: !81, file: !81, line: 361, type: !944, scopeLine: 362, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !946)
!944 = !DISubroutineType(types: !945)
!945 = !{null, !566, !76}
!946 = !{!942, !947}
!947 = !DILocalVariable(name: "val", arg: 2, scope: !943, file: !81, line: 361, type: !76)
!948 = !DILocation(line: 0, scope: !943, inlinedAt: !949)
!949 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !939)
!950 = !DILocalVariable(name: "memPtr", arg: 1, scope: !951, file: !81, line: 345, type: !566)
!951 = distinct !DISubprogram(name: "MEM_writeLE64", scope: !81, file: !81, line: 345, type: !952, scopeLine: 346, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !954)
!952 = !DISubroutineType(types: !953)
!953 = !{null, !566, !129}
!954 = !{!950, !955}
!955 = !DILocalVariable(name: "val64", arg: 2, scope: !951, file: !81, line: 345, type: !129)
!956 = !DILocation(line: 0, scope: !951, inlinedAt: !957)
!957 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !949)
!958 = distinct !DILexicalBlock(scope: !943, file: !81, line: 363, column: 9)
!959 = !DILocalVariable(name: "memPtr", arg: 1, scope: !960, file: !81, line: 189, type: !566)
!960 = distinct !DISubprogram(name: "MEM_write64", scope: !81, file: !81, line: 189, type: !952, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !961)
!961 = !{!959, !962}
!962 = !DILocalVariable(name: "value", arg: 2, scope: !960, file: !81, line: 189, type: !129)
!963 = !DILocation(line: 0, scope: !960, inlinedAt: !964)
!964 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !957)
!965 = distinct !DILexicalBlock(scope: !951, file: !81, line: 347, column: 9)
!966 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !964)
!967 = !{!968, !968, i64 0}
!968 = !{!"long", !220, i64 0}
!969 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !939)
!970 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !939)
!971 = distinct !DILexicalBlock(scope: !933, file: !137, line: 228, column: 9)
!972 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !939)
!973 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !939)
!974 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !939)
!975 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !939)
!976 = !DILocation(line: 324, column: 9, scope: !924, inlinedAt: !780)
!977 = !DILocation(line: 325, column: 62, scope: !760, inlinedAt: !780)
!978 = !DILocation(line: 0, scope: !882, inlinedAt: !979)
!979 = distinct !DILocation(line: 325, column: 9, scope: !760, inlinedAt: !780)
!980 = !DILocation(line: 0, scope: !891, inlinedAt: !981)
!981 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !979)
!982 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !981)
!983 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !981)
!984 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !979)
!985 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !979)
!986 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !979)
!987 = !DILocation(line: 327, column: 5, scope: !760, inlinedAt: !780)
!988 = !DILocation(line: 328, column: 54, scope: !989, inlinedAt: !780)
!989 = distinct !DILexicalBlock(scope: !761, file: !3, line: 327, column: 12)
!990 = !DILocation(line: 0, scope: !882, inlinedAt: !991)
!991 = distinct !DILocation(line: 328, column: 9, scope: !989, inlinedAt: !780)
!992 = !DILocation(line: 0, scope: !891, inlinedAt: !993)
!993 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !991)
!994 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !993)
!995 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !993)
!996 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !991)
!997 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !991)
!998 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !991)
!999 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 0, scope: !761, inlinedAt: !780)
!1001 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1000)
!1002 = !DILocation(line: 156, column: 15, scope: !782, inlinedAt: !790)
!1003 = !DILocation(line: 0, scope: !933, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 330, column: 5, scope: !735, inlinedAt: !780)
!1005 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1004)
!1006 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1004)
!1007 = !DILocation(line: 0, scope: !943, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1004)
!1009 = !DILocation(line: 0, scope: !951, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1008)
!1011 = !DILocation(line: 0, scope: !960, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1010)
!1013 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1012)
!1014 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1004)
!1015 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1004)
!1016 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1004)
!1017 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1004)
!1018 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1004)
!1019 = !DILocation(line: 0, scope: !764, inlinedAt: !780)
!1020 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 0, scope: !735, inlinedAt: !780)
!1022 = !DILocation(line: 333, column: 27, scope: !767, inlinedAt: !780)
!1023 = !DILocation(line: 333, column: 9, scope: !768, inlinedAt: !780)
!1024 = !DILocation(line: 333, column: 21, scope: !768, inlinedAt: !780)
!1025 = !DILocation(line: 334, column: 33, scope: !766, inlinedAt: !780)
!1026 = !DILocation(line: 0, scope: !766, inlinedAt: !780)
!1027 = !DILocation(line: 335, column: 33, scope: !766, inlinedAt: !780)
!1028 = !DILocation(line: 336, column: 33, scope: !766, inlinedAt: !780)
!1029 = !DILocation(line: 337, column: 33, scope: !766, inlinedAt: !780)
!1030 = !DILocation(line: 338, column: 33, scope: !766, inlinedAt: !780)
!1031 = !DILocation(line: 339, column: 33, scope: !766, inlinedAt: !780)
!1032 = !DILocalVariable(name: "bitC", arg: 1, scope: !1033, file: !53, line: 454, type: !785)
!1033 = distinct !DISubprogram(name: "FSE_encodeSymbol", scope: !53, file: !53, line: 454, type: !1034, scopeLine: 455, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1036)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{null, !785, !201, !7}
!1036 = !{!1032, !1037, !1038, !1039, !1040, !1042}
!1037 = !DILocalVariable(name: "statePtr", arg: 2, scope: !1033, file: !53, line: 454, type: !201)
!1038 = !DILocalVariable(name: "symbol", arg: 3, scope: !1033, file: !53, line: 454, type: !7)
!1039 = !DILocalVariable(name: "symbolTT", scope: !1033, file: !53, line: 456, type: !120)
!1040 = !DILocalVariable(name: "stateTable", scope: !1033, file: !53, line: 457, type: !1041)
!1041 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!1042 = !DILocalVariable(name: "nbBitsOut", scope: !1033, file: !53, line: 458, type: !207)
!1043 = !DILocation(line: 0, scope: !1033, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 346, column: 13, scope: !766, inlinedAt: !780)
!1045 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1044)
!1046 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1044)
!1047 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1044)
!1048 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1044)
!1049 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1044)
!1050 = !DILocation(line: 0, scope: !882, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1044)
!1052 = !DILocation(line: 0, scope: !891, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1051)
!1054 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1053)
!1055 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1053)
!1056 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1051)
!1057 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1051)
!1058 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1044)
!1059 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1044)
!1060 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1044)
!1061 = !DILocation(line: 0, scope: !1033, inlinedAt: !1062)
!1062 = distinct !DILocation(line: 347, column: 13, scope: !766, inlinedAt: !780)
!1063 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1062)
!1064 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1062)
!1065 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1062)
!1066 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1062)
!1067 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1062)
!1068 = !DILocation(line: 0, scope: !882, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1062)
!1070 = !DILocation(line: 0, scope: !891, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1069)
!1072 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1071)
!1073 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1071)
!1074 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1069)
!1075 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1069)
!1076 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1062)
!1077 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1062)
!1078 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1062)
!1079 = !DILocation(line: 0, scope: !1033, inlinedAt: !1080)
!1080 = distinct !DILocation(line: 349, column: 13, scope: !766, inlinedAt: !780)
!1081 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1080)
!1082 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1080)
!1083 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1080)
!1084 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1080)
!1085 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1080)
!1086 = !DILocation(line: 0, scope: !882, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1080)
!1088 = !DILocation(line: 0, scope: !891, inlinedAt: !1089)
!1089 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1087)
!1090 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1089)
!1091 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1089)
!1092 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1087)
!1093 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1069)
!1094 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1087)
!1095 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1087)
!1096 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1080)
!1097 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1080)
!1098 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1080)
!1099 = !DILocation(line: 350, column: 40, scope: !1100, inlinedAt: !780)
!1100 = distinct !DILexicalBlock(scope: !766, file: !3, line: 350, column: 17)
!1101 = !DILocation(line: 350, column: 47, scope: !1100, inlinedAt: !780)
!1102 = !DILocation(line: 350, column: 55, scope: !1100, inlinedAt: !780)
!1103 = !DILocation(line: 350, column: 17, scope: !766, inlinedAt: !780)
!1104 = !DILocation(line: 0, scope: !933, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 351, column: 17, scope: !1100, inlinedAt: !780)
!1106 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1105)
!1107 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1105)
!1108 = !DILocation(line: 0, scope: !943, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1105)
!1110 = !DILocation(line: 0, scope: !951, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1109)
!1112 = !DILocation(line: 0, scope: !960, inlinedAt: !1113)
!1113 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1111)
!1114 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1113)
!1115 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1105)
!1116 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1105)
!1117 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1105)
!1118 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1105)
!1119 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1105)
!1120 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1105)
!1121 = !DILocation(line: 351, column: 17, scope: !1100, inlinedAt: !780)
!1122 = !DILocation(line: 228, scope: !933, inlinedAt: !1021)
!1123 = !DILocation(line: 352, column: 39, scope: !766, inlinedAt: !780)
!1124 = !DILocation(line: 352, column: 52, scope: !766, inlinedAt: !780)
!1125 = !DILocation(line: 0, scope: !882, inlinedAt: !1126)
!1126 = distinct !DILocation(line: 352, column: 13, scope: !766, inlinedAt: !780)
!1127 = !DILocation(line: 0, scope: !891, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1126)
!1129 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1128)
!1130 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1128)
!1131 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1126)
!1132 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1126)
!1133 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1126)
!1134 = !DILocation(line: 354, column: 52, scope: !766, inlinedAt: !780)
!1135 = !DILocation(line: 0, scope: !882, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 354, column: 13, scope: !766, inlinedAt: !780)
!1137 = !DILocation(line: 0, scope: !891, inlinedAt: !1138)
!1138 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1136)
!1139 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1138)
!1140 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1138)
!1141 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1136)
!1142 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1136)
!1143 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1136)
!1144 = !DILocation(line: 355, column: 55, scope: !1145, inlinedAt: !780)
!1145 = distinct !DILexicalBlock(scope: !766, file: !3, line: 355, column: 17)
!1146 = !DILocation(line: 355, column: 17, scope: !766, inlinedAt: !780)
!1147 = !DILocation(line: 0, scope: !933, inlinedAt: !1148)
!1148 = distinct !DILocation(line: 355, column: 62, scope: !1145, inlinedAt: !780)
!1149 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1148)
!1150 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1148)
!1151 = !DILocation(line: 0, scope: !943, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1148)
!1153 = !DILocation(line: 0, scope: !951, inlinedAt: !1154)
!1154 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1152)
!1155 = !DILocation(line: 0, scope: !960, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1154)
!1157 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1156)
!1158 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1148)
!1159 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1148)
!1160 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1148)
!1161 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1148)
!1162 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1148)
!1163 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1148)
!1164 = !DILocation(line: 355, column: 62, scope: !1145, inlinedAt: !780)
!1165 = !DILocation(line: 228, scope: !933, inlinedAt: !1166)
!1166 = distinct !DILocation(line: 0, scope: !766, inlinedAt: !780)
!1167 = !DILocation(line: 356, column: 17, scope: !766, inlinedAt: !780)
!1168 = !DILocation(line: 357, column: 53, scope: !775, inlinedAt: !780)
!1169 = !DILocation(line: 362, column: 56, scope: !775, inlinedAt: !780)
!1170 = !DILocation(line: 0, scope: !775, inlinedAt: !780)
!1171 = !DILocation(line: 358, column: 21, scope: !1172, inlinedAt: !780)
!1172 = distinct !DILexicalBlock(scope: !775, file: !3, line: 358, column: 21)
!1173 = !DILocation(line: 358, column: 21, scope: !775, inlinedAt: !780)
!1174 = !DILocation(line: 357, column: 51, scope: !775, inlinedAt: !780)
!1175 = !DILocation(line: 0, scope: !882, inlinedAt: !1176)
!1176 = distinct !DILocation(line: 359, column: 21, scope: !1177, inlinedAt: !780)
!1177 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 358, column: 32)
!1178 = !DILocation(line: 0, scope: !891, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1176)
!1180 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1179)
!1181 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1179)
!1182 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1176)
!1183 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1176)
!1184 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1176)
!1185 = !DILocation(line: 0, scope: !933, inlinedAt: !1186)
!1186 = distinct !DILocation(line: 360, column: 21, scope: !1177, inlinedAt: !780)
!1187 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1186)
!1188 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1186)
!1189 = !DILocation(line: 0, scope: !943, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1186)
!1191 = !DILocation(line: 0, scope: !951, inlinedAt: !1192)
!1192 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1190)
!1193 = !DILocation(line: 0, scope: !960, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1192)
!1195 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1194)
!1196 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1186)
!1197 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1186)
!1198 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1186)
!1199 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1186)
!1200 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1186)
!1201 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1186)
!1202 = !DILocation(line: 361, column: 17, scope: !1177, inlinedAt: !780)
!1203 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1166)
!1204 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1166)
!1205 = !DILocation(line: 362, column: 64, scope: !775, inlinedAt: !780)
!1206 = !DILocation(line: 0, scope: !882, inlinedAt: !1207)
!1207 = distinct !DILocation(line: 362, column: 17, scope: !775, inlinedAt: !780)
!1208 = !DILocation(line: 0, scope: !891, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1207)
!1210 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1209)
!1211 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1209)
!1212 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1207)
!1213 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1207)
!1214 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1207)
!1215 = !DILocation(line: 364, column: 13, scope: !775, inlinedAt: !780)
!1216 = !DILocation(line: 365, column: 56, scope: !1217, inlinedAt: !780)
!1217 = distinct !DILexicalBlock(scope: !776, file: !3, line: 364, column: 20)
!1218 = !DILocation(line: 0, scope: !882, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 365, column: 17, scope: !1217, inlinedAt: !780)
!1220 = !DILocation(line: 0, scope: !891, inlinedAt: !1221)
!1221 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1219)
!1222 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1221)
!1223 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1221)
!1224 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1219)
!1225 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1219)
!1226 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1219)
!1227 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1228)
!1228 = distinct !DILocation(line: 0, scope: !776, inlinedAt: !780)
!1229 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1228)
!1230 = !DILocation(line: 228, scope: !933, inlinedAt: !1148)
!1231 = !DILocation(line: 0, scope: !933, inlinedAt: !1232)
!1232 = distinct !DILocation(line: 367, column: 13, scope: !766, inlinedAt: !780)
!1233 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1232)
!1234 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1232)
!1235 = !DILocation(line: 0, scope: !943, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1232)
!1237 = !DILocation(line: 0, scope: !951, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1236)
!1239 = !DILocation(line: 0, scope: !960, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1238)
!1241 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1240)
!1242 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1232)
!1243 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1232)
!1244 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1232)
!1245 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1232)
!1246 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1232)
!1247 = !DILocation(line: 333, column: 37, scope: !767, inlinedAt: !780)
!1248 = distinct !{!1248, !1023, !1249, !293}
!1249 = !DILocation(line: 369, column: 5, scope: !768, inlinedAt: !780)
!1250 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1021)
!1251 = !DILocalVariable(name: "bitC", arg: 1, scope: !1252, file: !53, line: 463, type: !785)
!1252 = distinct !DISubprogram(name: "FSE_flushCState", scope: !53, file: !53, line: 463, type: !1253, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1257)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{null, !785, !1255}
!1255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1256, size: 64)
!1256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!1257 = !{!1251, !1258}
!1258 = !DILocalVariable(name: "statePtr", arg: 2, scope: !1252, file: !53, line: 463, type: !1255)
!1259 = !DILocation(line: 0, scope: !1252, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 372, column: 5, scope: !735, inlinedAt: !780)
!1261 = !DILocation(line: 0, scope: !882, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1260)
!1263 = !DILocation(line: 0, scope: !891, inlinedAt: !1264)
!1264 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1262)
!1265 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1264)
!1266 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1264)
!1267 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1262)
!1268 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1262)
!1269 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1262)
!1270 = !DILocation(line: 0, scope: !933, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1260)
!1272 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1271)
!1273 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1271)
!1274 = !DILocation(line: 0, scope: !943, inlinedAt: !1275)
!1275 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1271)
!1276 = !DILocation(line: 0, scope: !951, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1275)
!1278 = !DILocation(line: 0, scope: !960, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1277)
!1280 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1279)
!1281 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1271)
!1282 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1271)
!1283 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1271)
!1284 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1271)
!1285 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1271)
!1286 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1271)
!1287 = !DILocation(line: 0, scope: !1252, inlinedAt: !1288)
!1288 = distinct !DILocation(line: 374, column: 5, scope: !735, inlinedAt: !780)
!1289 = !DILocation(line: 0, scope: !882, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1288)
!1291 = !DILocation(line: 0, scope: !891, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1290)
!1293 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1292)
!1294 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1292)
!1295 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1290)
!1296 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1290)
!1297 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1290)
!1298 = !DILocation(line: 0, scope: !933, inlinedAt: !1299)
!1299 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1288)
!1300 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1299)
!1301 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1299)
!1302 = !DILocation(line: 0, scope: !943, inlinedAt: !1303)
!1303 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1299)
!1304 = !DILocation(line: 0, scope: !951, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1303)
!1306 = !DILocation(line: 0, scope: !960, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1305)
!1308 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1307)
!1309 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1299)
!1310 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1299)
!1311 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1299)
!1312 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1299)
!1313 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1299)
!1314 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1299)
!1315 = !DILocation(line: 0, scope: !1252, inlinedAt: !1316)
!1316 = distinct !DILocation(line: 376, column: 5, scope: !735, inlinedAt: !780)
!1317 = !DILocation(line: 0, scope: !882, inlinedAt: !1318)
!1318 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1316)
!1319 = !DILocation(line: 0, scope: !891, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1318)
!1321 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1320)
!1322 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1320)
!1323 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1318)
!1324 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1318)
!1325 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1318)
!1326 = !DILocation(line: 0, scope: !933, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1316)
!1328 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1327)
!1329 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1327)
!1330 = !DILocation(line: 0, scope: !943, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1327)
!1332 = !DILocation(line: 0, scope: !951, inlinedAt: !1333)
!1333 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1331)
!1334 = !DILocation(line: 0, scope: !960, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1333)
!1336 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1335)
!1337 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1327)
!1338 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1327)
!1339 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1327)
!1340 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1327)
!1341 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1327)
!1342 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1327)
!1343 = !DILocalVariable(name: "bitC", arg: 1, scope: !1344, file: !137, line: 236, type: !785)
!1344 = distinct !DISubprogram(name: "BIT_closeCStream", scope: !137, file: !137, line: 236, type: !1345, scopeLine: 237, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1347)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{!76, !785}
!1347 = !{!1343}
!1348 = !DILocation(line: 0, scope: !1344, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 378, column: 35, scope: !778, inlinedAt: !780)
!1350 = !DILocalVariable(name: "bitC", arg: 1, scope: !1351, file: !137, line: 193, type: !785)
!1351 = distinct !DISubprogram(name: "BIT_addBitsFast", scope: !137, file: !137, line: 193, type: !883, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1352)
!1352 = !{!1350, !1353, !1354}
!1353 = !DILocalVariable(name: "value", arg: 2, scope: !1351, file: !137, line: 194, type: !136)
!1354 = !DILocalVariable(name: "nbBits", arg: 3, scope: !1351, file: !137, line: 194, type: !7)
!1355 = !DILocation(line: 0, scope: !1351, inlinedAt: !1356)
!1356 = distinct !DILocation(line: 238, column: 5, scope: !1344, inlinedAt: !1349)
!1357 = !DILocation(line: 198, column: 33, scope: !1351, inlinedAt: !1356)
!1358 = !DILocation(line: 198, column: 24, scope: !1351, inlinedAt: !1356)
!1359 = !DILocation(line: 199, column: 18, scope: !1351, inlinedAt: !1356)
!1360 = !DILocation(line: 0, scope: !933, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 239, column: 5, scope: !1344, inlinedAt: !1349)
!1362 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1361)
!1363 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1361)
!1364 = !DILocation(line: 0, scope: !943, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1361)
!1366 = !DILocation(line: 0, scope: !951, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1365)
!1368 = !DILocation(line: 0, scope: !960, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1367)
!1370 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1369)
!1371 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1361)
!1372 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1361)
!1373 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1361)
!1374 = !DILocation(line: 240, column: 19, scope: !1375, inlinedAt: !1349)
!1375 = distinct !DILexicalBlock(scope: !1344, file: !137, line: 240, column: 9)
!1376 = !DILocation(line: 240, column: 9, scope: !1344, inlinedAt: !1349)
!1377 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1361)
!1378 = !DILocation(line: 241, column: 31, scope: !1344, inlinedAt: !1349)
!1379 = !DILocation(line: 241, column: 65, scope: !1344, inlinedAt: !1349)
!1380 = !DILocation(line: 241, column: 51, scope: !1344, inlinedAt: !1349)
!1381 = !DILocation(line: 241, column: 49, scope: !1344, inlinedAt: !1349)
!1382 = !DILocation(line: 0, scope: !778, inlinedAt: !780)
!1383 = !DILocation(line: 379, column: 9, scope: !1384, inlinedAt: !780)
!1384 = distinct !DILexicalBlock(scope: !1385, file: !3, line: 379, column: 9)
!1385 = distinct !DILexicalBlock(scope: !778, file: !3, line: 379, column: 9)
!1386 = !DILocation(line: 442, column: 1, scope: !685)
!1387 = distinct !DISubprogram(name: "ZSTD_encodeSequences_bmi2", scope: !3, file: !3, line: 403, type: !719, scopeLine: 409, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1388)
!1388 = !{!1389, !1390, !1391, !1392, !1393, !1394, !1395, !1396, !1397, !1398, !1399}
!1389 = !DILocalVariable(name: "dst", arg: 1, scope: !1387, file: !3, line: 404, type: !566)
!1390 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !1387, file: !3, line: 404, type: !76)
!1391 = !DILocalVariable(name: "CTable_MatchLength", arg: 3, scope: !1387, file: !3, line: 405, type: !169)
!1392 = !DILocalVariable(name: "mlCodeTable", arg: 4, scope: !1387, file: !3, line: 405, type: !569)
!1393 = !DILocalVariable(name: "CTable_OffsetBits", arg: 5, scope: !1387, file: !3, line: 406, type: !169)
!1394 = !DILocalVariable(name: "ofCodeTable", arg: 6, scope: !1387, file: !3, line: 406, type: !569)
!1395 = !DILocalVariable(name: "CTable_LitLength", arg: 7, scope: !1387, file: !3, line: 407, type: !169)
!1396 = !DILocalVariable(name: "llCodeTable", arg: 8, scope: !1387, file: !3, line: 407, type: !569)
!1397 = !DILocalVariable(name: "sequences", arg: 9, scope: !1387, file: !3, line: 408, type: !688)
!1398 = !DILocalVariable(name: "nbSeq", arg: 10, scope: !1387, file: !3, line: 408, type: !76)
!1399 = !DILocalVariable(name: "longOffsets", arg: 11, scope: !1387, file: !3, line: 408, type: !125)
!1400 = !DILocation(line: 0, scope: !1387)
!1401 = !DILocation(line: 0, scope: !735, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 410, column: 12, scope: !1387)
!1403 = !DILocation(line: 0, scope: !782, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 303, column: 5, scope: !791, inlinedAt: !1402)
!1405 = !DILocation(line: 157, column: 35, scope: !782, inlinedAt: !1404)
!1406 = !DILocation(line: 157, column: 49, scope: !782, inlinedAt: !1404)
!1407 = !DILocation(line: 158, column: 21, scope: !796, inlinedAt: !1404)
!1408 = !DILocation(line: 303, column: 5, scope: !792, inlinedAt: !1402)
!1409 = !DILocation(line: 311, column: 77, scope: !735, inlinedAt: !1402)
!1410 = !DILocation(line: 311, column: 60, scope: !735, inlinedAt: !1402)
!1411 = !DILocation(line: 0, scope: !801, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 311, column: 5, scope: !735, inlinedAt: !1402)
!1413 = !DILocation(line: 0, scope: !198, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !1412)
!1415 = !DILocation(line: 0, scope: !211, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1414)
!1417 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !1416)
!1418 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1414)
!1419 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !1414)
!1420 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !1414)
!1421 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !1414)
!1422 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !1412)
!1423 = !DILocation(line: 0, scope: !808, inlinedAt: !1412)
!1424 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !1412)
!1425 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !1412)
!1426 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !1412)
!1427 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !1412)
!1428 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !1412)
!1429 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !1412)
!1430 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !1412)
!1431 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !1412)
!1432 = !DILocation(line: 312, column: 60, scope: !735, inlinedAt: !1402)
!1433 = !DILocation(line: 0, scope: !801, inlinedAt: !1434)
!1434 = distinct !DILocation(line: 312, column: 5, scope: !735, inlinedAt: !1402)
!1435 = !DILocation(line: 0, scope: !198, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !1434)
!1437 = !DILocation(line: 0, scope: !211, inlinedAt: !1438)
!1438 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1436)
!1439 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !1438)
!1440 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1436)
!1441 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !1436)
!1442 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !1436)
!1443 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !1436)
!1444 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !1434)
!1445 = !DILocation(line: 0, scope: !808, inlinedAt: !1434)
!1446 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !1434)
!1447 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !1434)
!1448 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !1434)
!1449 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !1434)
!1450 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !1434)
!1451 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !1434)
!1452 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !1434)
!1453 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !1434)
!1454 = !DILocation(line: 313, column: 60, scope: !735, inlinedAt: !1402)
!1455 = !DILocation(line: 0, scope: !801, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 313, column: 5, scope: !735, inlinedAt: !1402)
!1457 = !DILocation(line: 0, scope: !198, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 445, column: 5, scope: !801, inlinedAt: !1456)
!1459 = !DILocation(line: 0, scope: !211, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1458)
!1461 = !DILocation(line: 182, column: 53, scope: !211, inlinedAt: !1460)
!1462 = !DILocation(line: 432, column: 26, scope: !198, inlinedAt: !1458)
!1463 = !DILocation(line: 434, column: 34, scope: !198, inlinedAt: !1458)
!1464 = !DILocation(line: 435, column: 36, scope: !198, inlinedAt: !1458)
!1465 = !DILocation(line: 435, column: 33, scope: !198, inlinedAt: !1458)
!1466 = !DILocation(line: 446, column: 57, scope: !808, inlinedAt: !1456)
!1467 = !DILocation(line: 0, scope: !808, inlinedAt: !1456)
!1468 = !DILocation(line: 448, column: 54, scope: !808, inlinedAt: !1456)
!1469 = !DILocation(line: 448, column: 65, scope: !808, inlinedAt: !1456)
!1470 = !DILocation(line: 449, column: 38, scope: !808, inlinedAt: !1456)
!1471 = !DILocation(line: 449, column: 45, scope: !808, inlinedAt: !1456)
!1472 = !DILocation(line: 449, column: 27, scope: !808, inlinedAt: !1456)
!1473 = !DILocation(line: 450, column: 55, scope: !808, inlinedAt: !1456)
!1474 = !DILocation(line: 450, column: 71, scope: !808, inlinedAt: !1456)
!1475 = !DILocation(line: 450, column: 27, scope: !808, inlinedAt: !1456)
!1476 = !DILocation(line: 314, column: 31, scope: !735, inlinedAt: !1402)
!1477 = !DILocation(line: 314, column: 50, scope: !735, inlinedAt: !1402)
!1478 = !DILocation(line: 314, column: 61, scope: !735, inlinedAt: !1402)
!1479 = !DILocation(line: 0, scope: !882, inlinedAt: !1480)
!1480 = distinct !DILocation(line: 314, column: 5, scope: !735, inlinedAt: !1402)
!1481 = !DILocation(line: 0, scope: !891, inlinedAt: !1482)
!1482 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1480)
!1483 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1482)
!1484 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1482)
!1485 = !DILocation(line: 316, column: 50, scope: !735, inlinedAt: !1402)
!1486 = !DILocation(line: 316, column: 58, scope: !735, inlinedAt: !1402)
!1487 = !DILocation(line: 0, scope: !882, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 316, column: 5, scope: !735, inlinedAt: !1402)
!1489 = !DILocation(line: 0, scope: !891, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1488)
!1491 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1490)
!1492 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1490)
!1493 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1488)
!1494 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1488)
!1495 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1488)
!1496 = !DILocation(line: 318, column: 9, scope: !761, inlinedAt: !1402)
!1497 = !DILocation(line: 318, column: 9, scope: !735, inlinedAt: !1402)
!1498 = !DILocation(line: 0, scope: !760, inlinedAt: !1402)
!1499 = !DILocation(line: 320, column: 45, scope: !760, inlinedAt: !1402)
!1500 = !DILocation(line: 325, column: 54, scope: !760, inlinedAt: !1402)
!1501 = !DILocation(line: 321, column: 13, scope: !919, inlinedAt: !1402)
!1502 = !DILocation(line: 321, column: 13, scope: !760, inlinedAt: !1402)
!1503 = !DILocation(line: 320, column: 43, scope: !760, inlinedAt: !1402)
!1504 = !DILocation(line: 0, scope: !882, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 322, column: 13, scope: !924, inlinedAt: !1402)
!1506 = !DILocation(line: 0, scope: !891, inlinedAt: !1507)
!1507 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1505)
!1508 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1507)
!1509 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1507)
!1510 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1505)
!1511 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1505)
!1512 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1505)
!1513 = !DILocation(line: 0, scope: !933, inlinedAt: !1514)
!1514 = distinct !DILocation(line: 323, column: 13, scope: !924, inlinedAt: !1402)
!1515 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1514)
!1516 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1514)
!1517 = !DILocation(line: 0, scope: !943, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1514)
!1519 = !DILocation(line: 0, scope: !951, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1518)
!1521 = !DILocation(line: 0, scope: !960, inlinedAt: !1522)
!1522 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1520)
!1523 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1522)
!1524 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1514)
!1525 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1514)
!1526 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1514)
!1527 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1514)
!1528 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1514)
!1529 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1514)
!1530 = !DILocation(line: 324, column: 9, scope: !924, inlinedAt: !1402)
!1531 = !DILocation(line: 325, column: 62, scope: !760, inlinedAt: !1402)
!1532 = !DILocation(line: 0, scope: !882, inlinedAt: !1533)
!1533 = distinct !DILocation(line: 325, column: 9, scope: !760, inlinedAt: !1402)
!1534 = !DILocation(line: 0, scope: !891, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1533)
!1536 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1535)
!1537 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1535)
!1538 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1533)
!1539 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1533)
!1540 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1533)
!1541 = !DILocation(line: 327, column: 5, scope: !760, inlinedAt: !1402)
!1542 = !DILocation(line: 328, column: 54, scope: !989, inlinedAt: !1402)
!1543 = !DILocation(line: 0, scope: !882, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 328, column: 9, scope: !989, inlinedAt: !1402)
!1545 = !DILocation(line: 0, scope: !891, inlinedAt: !1546)
!1546 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1544)
!1547 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1546)
!1548 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1546)
!1549 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1544)
!1550 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1544)
!1551 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1544)
!1552 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1553)
!1553 = !DILocation(line: 0, scope: !761, inlinedAt: !1402)
!1554 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1553)
!1555 = !DILocation(line: 156, column: 15, scope: !782, inlinedAt: !1404)
!1556 = !DILocation(line: 0, scope: !933, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 330, column: 5, scope: !735, inlinedAt: !1402)
!1558 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1557)
!1559 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1557)
!1560 = !DILocation(line: 0, scope: !943, inlinedAt: !1561)
!1561 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1557)
!1562 = !DILocation(line: 0, scope: !951, inlinedAt: !1563)
!1563 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1561)
!1564 = !DILocation(line: 0, scope: !960, inlinedAt: !1565)
!1565 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1563)
!1566 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1565)
!1567 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1557)
!1568 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1557)
!1569 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1557)
!1570 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1557)
!1571 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1557)
!1572 = !DILocation(line: 0, scope: !764, inlinedAt: !1402)
!1573 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1401)
!1574 = !DILocation(line: 333, column: 27, scope: !767, inlinedAt: !1402)
!1575 = !DILocation(line: 333, column: 9, scope: !768, inlinedAt: !1402)
!1576 = !DILocation(line: 333, column: 21, scope: !768, inlinedAt: !1402)
!1577 = !DILocation(line: 334, column: 33, scope: !766, inlinedAt: !1402)
!1578 = !DILocation(line: 0, scope: !766, inlinedAt: !1402)
!1579 = !DILocation(line: 335, column: 33, scope: !766, inlinedAt: !1402)
!1580 = !DILocation(line: 336, column: 33, scope: !766, inlinedAt: !1402)
!1581 = !DILocation(line: 337, column: 33, scope: !766, inlinedAt: !1402)
!1582 = !DILocation(line: 338, column: 33, scope: !766, inlinedAt: !1402)
!1583 = !DILocation(line: 339, column: 33, scope: !766, inlinedAt: !1402)
!1584 = !DILocation(line: 0, scope: !1033, inlinedAt: !1585)
!1585 = distinct !DILocation(line: 346, column: 13, scope: !766, inlinedAt: !1402)
!1586 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1585)
!1587 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1585)
!1588 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1585)
!1589 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1585)
!1590 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1585)
!1591 = !DILocation(line: 0, scope: !882, inlinedAt: !1592)
!1592 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1585)
!1593 = !DILocation(line: 0, scope: !891, inlinedAt: !1594)
!1594 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1592)
!1595 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1594)
!1596 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1594)
!1597 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1592)
!1598 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1592)
!1599 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1585)
!1600 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1585)
!1601 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1585)
!1602 = !DILocation(line: 0, scope: !1033, inlinedAt: !1603)
!1603 = distinct !DILocation(line: 347, column: 13, scope: !766, inlinedAt: !1402)
!1604 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1603)
!1605 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1603)
!1606 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1603)
!1607 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1603)
!1608 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1603)
!1609 = !DILocation(line: 0, scope: !882, inlinedAt: !1610)
!1610 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1603)
!1611 = !DILocation(line: 0, scope: !891, inlinedAt: !1612)
!1612 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1610)
!1613 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1612)
!1614 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1612)
!1615 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1610)
!1616 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1610)
!1617 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1603)
!1618 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1603)
!1619 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1603)
!1620 = !DILocation(line: 0, scope: !1033, inlinedAt: !1621)
!1621 = distinct !DILocation(line: 349, column: 13, scope: !766, inlinedAt: !1402)
!1622 = !DILocation(line: 456, column: 53, scope: !1033, inlinedAt: !1621)
!1623 = !DILocation(line: 458, column: 53, scope: !1033, inlinedAt: !1621)
!1624 = !DILocation(line: 458, column: 51, scope: !1033, inlinedAt: !1621)
!1625 = !DILocation(line: 458, column: 75, scope: !1033, inlinedAt: !1621)
!1626 = !DILocation(line: 458, column: 28, scope: !1033, inlinedAt: !1621)
!1627 = !DILocation(line: 0, scope: !882, inlinedAt: !1628)
!1628 = distinct !DILocation(line: 459, column: 5, scope: !1033, inlinedAt: !1621)
!1629 = !DILocation(line: 0, scope: !891, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1628)
!1631 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1630)
!1632 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1630)
!1633 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1628)
!1634 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1610)
!1635 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1628)
!1636 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1628)
!1637 = !DILocation(line: 460, column: 52, scope: !1033, inlinedAt: !1621)
!1638 = !DILocation(line: 460, column: 68, scope: !1033, inlinedAt: !1621)
!1639 = !DILocation(line: 460, column: 23, scope: !1033, inlinedAt: !1621)
!1640 = !DILocation(line: 350, column: 40, scope: !1100, inlinedAt: !1402)
!1641 = !DILocation(line: 350, column: 47, scope: !1100, inlinedAt: !1402)
!1642 = !DILocation(line: 350, column: 55, scope: !1100, inlinedAt: !1402)
!1643 = !DILocation(line: 350, column: 17, scope: !766, inlinedAt: !1402)
!1644 = !DILocation(line: 0, scope: !933, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 351, column: 17, scope: !1100, inlinedAt: !1402)
!1646 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1645)
!1647 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1645)
!1648 = !DILocation(line: 0, scope: !943, inlinedAt: !1649)
!1649 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1645)
!1650 = !DILocation(line: 0, scope: !951, inlinedAt: !1651)
!1651 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1649)
!1652 = !DILocation(line: 0, scope: !960, inlinedAt: !1653)
!1653 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1651)
!1654 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1653)
!1655 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1645)
!1656 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1645)
!1657 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1645)
!1658 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1645)
!1659 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1645)
!1660 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1645)
!1661 = !DILocation(line: 351, column: 17, scope: !1100, inlinedAt: !1402)
!1662 = !DILocation(line: 228, scope: !933, inlinedAt: !1401)
!1663 = !DILocation(line: 352, column: 39, scope: !766, inlinedAt: !1402)
!1664 = !DILocation(line: 352, column: 52, scope: !766, inlinedAt: !1402)
!1665 = !DILocation(line: 0, scope: !882, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 352, column: 13, scope: !766, inlinedAt: !1402)
!1667 = !DILocation(line: 0, scope: !891, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1666)
!1669 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1668)
!1670 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1668)
!1671 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1666)
!1672 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1666)
!1673 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1666)
!1674 = !DILocation(line: 354, column: 52, scope: !766, inlinedAt: !1402)
!1675 = !DILocation(line: 0, scope: !882, inlinedAt: !1676)
!1676 = distinct !DILocation(line: 354, column: 13, scope: !766, inlinedAt: !1402)
!1677 = !DILocation(line: 0, scope: !891, inlinedAt: !1678)
!1678 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1676)
!1679 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1678)
!1680 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1678)
!1681 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1676)
!1682 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1676)
!1683 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1676)
!1684 = !DILocation(line: 355, column: 55, scope: !1145, inlinedAt: !1402)
!1685 = !DILocation(line: 355, column: 17, scope: !766, inlinedAt: !1402)
!1686 = !DILocation(line: 0, scope: !933, inlinedAt: !1687)
!1687 = distinct !DILocation(line: 355, column: 62, scope: !1145, inlinedAt: !1402)
!1688 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1687)
!1689 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1687)
!1690 = !DILocation(line: 0, scope: !943, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1687)
!1692 = !DILocation(line: 0, scope: !951, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1691)
!1694 = !DILocation(line: 0, scope: !960, inlinedAt: !1695)
!1695 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1693)
!1696 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1695)
!1697 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1687)
!1698 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1687)
!1699 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1687)
!1700 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1687)
!1701 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1687)
!1702 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1687)
!1703 = !DILocation(line: 355, column: 62, scope: !1145, inlinedAt: !1402)
!1704 = !DILocation(line: 228, scope: !933, inlinedAt: !1578)
!1705 = !DILocation(line: 356, column: 17, scope: !766, inlinedAt: !1402)
!1706 = !DILocation(line: 357, column: 53, scope: !775, inlinedAt: !1402)
!1707 = !DILocation(line: 362, column: 56, scope: !775, inlinedAt: !1402)
!1708 = !DILocation(line: 0, scope: !775, inlinedAt: !1402)
!1709 = !DILocation(line: 358, column: 21, scope: !1172, inlinedAt: !1402)
!1710 = !DILocation(line: 358, column: 21, scope: !775, inlinedAt: !1402)
!1711 = !DILocation(line: 357, column: 51, scope: !775, inlinedAt: !1402)
!1712 = !DILocation(line: 0, scope: !882, inlinedAt: !1713)
!1713 = distinct !DILocation(line: 359, column: 21, scope: !1177, inlinedAt: !1402)
!1714 = !DILocation(line: 0, scope: !891, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1713)
!1716 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1715)
!1717 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1715)
!1718 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1713)
!1719 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1713)
!1720 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1713)
!1721 = !DILocation(line: 0, scope: !933, inlinedAt: !1722)
!1722 = distinct !DILocation(line: 360, column: 21, scope: !1177, inlinedAt: !1402)
!1723 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1722)
!1724 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1722)
!1725 = !DILocation(line: 0, scope: !943, inlinedAt: !1726)
!1726 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1722)
!1727 = !DILocation(line: 0, scope: !951, inlinedAt: !1728)
!1728 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1726)
!1729 = !DILocation(line: 0, scope: !960, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1728)
!1731 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1730)
!1732 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1722)
!1733 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1722)
!1734 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1722)
!1735 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1722)
!1736 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1722)
!1737 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1722)
!1738 = !DILocation(line: 361, column: 17, scope: !1177, inlinedAt: !1402)
!1739 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1578)
!1740 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1578)
!1741 = !DILocation(line: 362, column: 64, scope: !775, inlinedAt: !1402)
!1742 = !DILocation(line: 0, scope: !882, inlinedAt: !1743)
!1743 = distinct !DILocation(line: 362, column: 17, scope: !775, inlinedAt: !1402)
!1744 = !DILocation(line: 0, scope: !891, inlinedAt: !1745)
!1745 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1743)
!1746 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1745)
!1747 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1745)
!1748 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1743)
!1749 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1743)
!1750 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1743)
!1751 = !DILocation(line: 364, column: 13, scope: !775, inlinedAt: !1402)
!1752 = !DILocation(line: 365, column: 56, scope: !1217, inlinedAt: !1402)
!1753 = !DILocation(line: 0, scope: !882, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 365, column: 17, scope: !1217, inlinedAt: !1402)
!1755 = !DILocation(line: 0, scope: !891, inlinedAt: !1756)
!1756 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1754)
!1757 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1756)
!1758 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1756)
!1759 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1754)
!1760 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1754)
!1761 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1754)
!1762 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1763)
!1763 = !DILocation(line: 0, scope: !776, inlinedAt: !1402)
!1764 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1763)
!1765 = !DILocation(line: 228, scope: !933, inlinedAt: !1687)
!1766 = !DILocation(line: 0, scope: !933, inlinedAt: !1767)
!1767 = distinct !DILocation(line: 367, column: 13, scope: !766, inlinedAt: !1402)
!1768 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1767)
!1769 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1767)
!1770 = !DILocation(line: 0, scope: !943, inlinedAt: !1771)
!1771 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1767)
!1772 = !DILocation(line: 0, scope: !951, inlinedAt: !1773)
!1773 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1771)
!1774 = !DILocation(line: 0, scope: !960, inlinedAt: !1775)
!1775 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1773)
!1776 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1775)
!1777 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1767)
!1778 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1767)
!1779 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1767)
!1780 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1767)
!1781 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1767)
!1782 = !DILocation(line: 333, column: 37, scope: !767, inlinedAt: !1402)
!1783 = distinct !{!1783, !1575, !1784, !293}
!1784 = !DILocation(line: 369, column: 5, scope: !768, inlinedAt: !1402)
!1785 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1401)
!1786 = !DILocation(line: 0, scope: !1252, inlinedAt: !1787)
!1787 = distinct !DILocation(line: 372, column: 5, scope: !735, inlinedAt: !1402)
!1788 = !DILocation(line: 0, scope: !882, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1787)
!1790 = !DILocation(line: 0, scope: !891, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1789)
!1792 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1791)
!1793 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1791)
!1794 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1789)
!1795 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1789)
!1796 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1789)
!1797 = !DILocation(line: 0, scope: !933, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1787)
!1799 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1798)
!1800 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1798)
!1801 = !DILocation(line: 0, scope: !943, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1798)
!1803 = !DILocation(line: 0, scope: !951, inlinedAt: !1804)
!1804 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1802)
!1805 = !DILocation(line: 0, scope: !960, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1804)
!1807 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1806)
!1808 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1798)
!1809 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1798)
!1810 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1798)
!1811 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1798)
!1812 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1798)
!1813 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1798)
!1814 = !DILocation(line: 0, scope: !1252, inlinedAt: !1815)
!1815 = distinct !DILocation(line: 374, column: 5, scope: !735, inlinedAt: !1402)
!1816 = !DILocation(line: 0, scope: !882, inlinedAt: !1817)
!1817 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1815)
!1818 = !DILocation(line: 0, scope: !891, inlinedAt: !1819)
!1819 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1817)
!1820 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1819)
!1821 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1819)
!1822 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1817)
!1823 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1817)
!1824 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1817)
!1825 = !DILocation(line: 0, scope: !933, inlinedAt: !1826)
!1826 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1815)
!1827 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1826)
!1828 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1826)
!1829 = !DILocation(line: 0, scope: !943, inlinedAt: !1830)
!1830 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1826)
!1831 = !DILocation(line: 0, scope: !951, inlinedAt: !1832)
!1832 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1830)
!1833 = !DILocation(line: 0, scope: !960, inlinedAt: !1834)
!1834 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1832)
!1835 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1834)
!1836 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1826)
!1837 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1826)
!1838 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1826)
!1839 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1826)
!1840 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1826)
!1841 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1826)
!1842 = !DILocation(line: 0, scope: !1252, inlinedAt: !1843)
!1843 = distinct !DILocation(line: 376, column: 5, scope: !735, inlinedAt: !1402)
!1844 = !DILocation(line: 0, scope: !882, inlinedAt: !1845)
!1845 = distinct !DILocation(line: 465, column: 5, scope: !1252, inlinedAt: !1843)
!1846 = !DILocation(line: 0, scope: !891, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 186, column: 27, scope: !882, inlinedAt: !1845)
!1848 = !DILocation(line: 173, column: 27, scope: !891, inlinedAt: !1847)
!1849 = !DILocation(line: 173, column: 25, scope: !891, inlinedAt: !1847)
!1850 = !DILocation(line: 186, column: 59, scope: !882, inlinedAt: !1845)
!1851 = !DILocation(line: 186, column: 24, scope: !882, inlinedAt: !1845)
!1852 = !DILocation(line: 187, column: 18, scope: !882, inlinedAt: !1845)
!1853 = !DILocation(line: 0, scope: !933, inlinedAt: !1854)
!1854 = distinct !DILocation(line: 466, column: 5, scope: !1252, inlinedAt: !1843)
!1855 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1854)
!1856 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1854)
!1857 = !DILocation(line: 0, scope: !943, inlinedAt: !1858)
!1858 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1854)
!1859 = !DILocation(line: 0, scope: !951, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1858)
!1861 = !DILocation(line: 0, scope: !960, inlinedAt: !1862)
!1862 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1860)
!1863 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1862)
!1864 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1854)
!1865 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1854)
!1866 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1854)
!1867 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1854)
!1868 = !DILocation(line: 230, column: 35, scope: !933, inlinedAt: !1854)
!1869 = !DILocation(line: 230, column: 24, scope: !933, inlinedAt: !1854)
!1870 = !DILocation(line: 0, scope: !1344, inlinedAt: !1871)
!1871 = distinct !DILocation(line: 378, column: 35, scope: !778, inlinedAt: !1402)
!1872 = !DILocation(line: 0, scope: !1351, inlinedAt: !1873)
!1873 = distinct !DILocation(line: 238, column: 5, scope: !1344, inlinedAt: !1871)
!1874 = !DILocation(line: 198, column: 33, scope: !1351, inlinedAt: !1873)
!1875 = !DILocation(line: 198, column: 24, scope: !1351, inlinedAt: !1873)
!1876 = !DILocation(line: 199, column: 18, scope: !1351, inlinedAt: !1873)
!1877 = !DILocation(line: 0, scope: !933, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 239, column: 5, scope: !1344, inlinedAt: !1871)
!1879 = !DILocation(line: 223, column: 41, scope: !933, inlinedAt: !1878)
!1880 = !DILocation(line: 223, column: 28, scope: !933, inlinedAt: !1878)
!1881 = !DILocation(line: 0, scope: !943, inlinedAt: !1882)
!1882 = distinct !DILocation(line: 226, column: 5, scope: !933, inlinedAt: !1878)
!1883 = !DILocation(line: 0, scope: !951, inlinedAt: !1884)
!1884 = distinct !DILocation(line: 366, column: 9, scope: !958, inlinedAt: !1882)
!1885 = !DILocation(line: 0, scope: !960, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 348, column: 9, scope: !965, inlinedAt: !1884)
!1887 = !DILocation(line: 189, column: 76, scope: !960, inlinedAt: !1886)
!1888 = !DILocation(line: 227, column: 15, scope: !933, inlinedAt: !1878)
!1889 = !DILocation(line: 228, column: 19, scope: !971, inlinedAt: !1878)
!1890 = !DILocation(line: 228, column: 9, scope: !933, inlinedAt: !1878)
!1891 = !DILocation(line: 240, column: 19, scope: !1375, inlinedAt: !1871)
!1892 = !DILocation(line: 240, column: 9, scope: !1344, inlinedAt: !1871)
!1893 = !DILocation(line: 229, column: 18, scope: !933, inlinedAt: !1878)
!1894 = !DILocation(line: 241, column: 31, scope: !1344, inlinedAt: !1871)
!1895 = !DILocation(line: 241, column: 65, scope: !1344, inlinedAt: !1871)
!1896 = !DILocation(line: 241, column: 51, scope: !1344, inlinedAt: !1871)
!1897 = !DILocation(line: 241, column: 49, scope: !1344, inlinedAt: !1871)
!1898 = !DILocation(line: 0, scope: !778, inlinedAt: !1402)
!1899 = !DILocation(line: 379, column: 9, scope: !1384, inlinedAt: !1402)
!1900 = !DILocation(line: 410, column: 5, scope: !1387)
