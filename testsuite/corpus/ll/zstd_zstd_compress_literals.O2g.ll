; ModuleID = 'src/zstd/lib/compress/zstd_compress_literals.c'
source_filename = "src/zstd/lib/compress/zstd_compress_literals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_noCompressLiterals(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #0 !dbg !112 {
    #dbg_value(ptr %0, !119, !DIExpression(), !127)
    #dbg_value(i64 %1, !120, !DIExpression(), !127)
    #dbg_value(ptr %2, !121, !DIExpression(), !127)
    #dbg_value(i64 %3, !122, !DIExpression(), !127)
    #dbg_value(ptr %0, !123, !DIExpression(), !127)
  %5 = icmp ugt i64 %3, 31, !dbg !128
  %6 = select i1 %5, i32 2, i32 1, !dbg !129
  %7 = icmp ugt i64 %3, 4095, !dbg !130
  %8 = zext i1 %7 to i32, !dbg !130
  %9 = add nuw nsw i32 %6, %8, !dbg !131
    #dbg_value(i32 %9, !125, !DIExpression(), !127)
  %10 = zext nneg i32 %9 to i64, !dbg !132
  %11 = add i64 %10, %3, !dbg !132
  %12 = icmp ugt i64 %11, %1, !dbg !132
  br i1 %12, label %28, label %13, !dbg !135

13:                                               ; preds = %4
  switch i32 %9, label %25 [
    i32 1, label %14
    i32 2, label %17
    i32 3, label %21
  ], !dbg !136

14:                                               ; preds = %13
  %15 = trunc i64 %3 to i8, !dbg !137
  %16 = shl i8 %15, 3, !dbg !137
  store i8 %16, ptr %0, align 1, !dbg !139, !tbaa !140
  br label %26, !dbg !143

17:                                               ; preds = %13
  %18 = trunc i64 %3 to i16, !dbg !144
  %19 = shl i16 %18, 4, !dbg !144
  %20 = or disjoint i16 %19, 4, !dbg !144
    #dbg_value(ptr %0, !145, !DIExpression(), !154)
    #dbg_value(i16 %20, !150, !DIExpression(), !154)
    #dbg_value(ptr %0, !156, !DIExpression(), !160)
    #dbg_value(i16 %20, !159, !DIExpression(), !160)
  store i16 %20, ptr %0, align 1, !dbg !163, !tbaa !164
  br label %26, !dbg !166

21:                                               ; preds = %13
  %22 = trunc i64 %3 to i32, !dbg !167
  %23 = shl i32 %22, 4, !dbg !167
  %24 = or disjoint i32 %23, 12, !dbg !167
    #dbg_value(ptr %0, !168, !DIExpression(), !174)
    #dbg_value(i32 %24, !173, !DIExpression(), !174)
    #dbg_value(ptr %0, !176, !DIExpression(), !180)
    #dbg_value(i32 %24, !179, !DIExpression(), !180)
  store i32 %24, ptr %0, align 1, !dbg !183, !tbaa !184
  br label %26, !dbg !186

25:                                               ; preds = %13
  unreachable

26:                                               ; preds = %21, %17, %14
  %27 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !187
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %27, ptr align 1 %2, i64 %3, i1 false), !dbg !187
  br label %28, !dbg !188

28:                                               ; preds = %4, %26
  %29 = phi i64 [ %11, %26 ], [ -70, %4 ], !dbg !127
  ret i64 %29, !dbg !189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 2, 5) i64 @ZSTD_compressRleLiteralsBlock(ptr nocapture noundef writeonly %0, i64 %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #0 !dbg !190 {
    #dbg_value(ptr %0, !192, !DIExpression(), !198)
    #dbg_value(i64 poison, !193, !DIExpression(), !198)
    #dbg_value(ptr %2, !194, !DIExpression(), !198)
    #dbg_value(i64 %3, !195, !DIExpression(), !198)
    #dbg_value(ptr %0, !196, !DIExpression(), !198)
  %5 = icmp ugt i64 %3, 31, !dbg !199
  %6 = select i1 %5, i32 2, i32 1, !dbg !200
  %7 = icmp ugt i64 %3, 4095, !dbg !201
  %8 = zext i1 %7 to i32, !dbg !201
  %9 = add nuw nsw i32 %6, %8, !dbg !202
    #dbg_value(i32 %9, !197, !DIExpression(), !198)
  switch i32 %9, label %22 [
    i32 1, label %10
    i32 2, label %14
    i32 3, label %18
  ], !dbg !203

10:                                               ; preds = %4
  %11 = trunc i64 %3 to i8, !dbg !204
  %12 = shl i8 %11, 3, !dbg !204
  %13 = or disjoint i8 %12, 1, !dbg !204
  store i8 %13, ptr %0, align 1, !dbg !206, !tbaa !140
  br label %23, !dbg !207

14:                                               ; preds = %4
  %15 = trunc i64 %3 to i16, !dbg !208
  %16 = shl i16 %15, 4, !dbg !208
  %17 = or disjoint i16 %16, 5, !dbg !208
    #dbg_value(ptr %0, !145, !DIExpression(), !209)
    #dbg_value(i16 %17, !150, !DIExpression(), !209)
    #dbg_value(ptr %0, !156, !DIExpression(), !211)
    #dbg_value(i16 %17, !159, !DIExpression(), !211)
  store i16 %17, ptr %0, align 1, !dbg !213, !tbaa !164
  br label %23, !dbg !214

18:                                               ; preds = %4
  %19 = trunc i64 %3 to i32, !dbg !215
  %20 = shl i32 %19, 4, !dbg !215
  %21 = or disjoint i32 %20, 13, !dbg !215
    #dbg_value(ptr %0, !168, !DIExpression(), !216)
    #dbg_value(i32 %21, !173, !DIExpression(), !216)
    #dbg_value(ptr %0, !176, !DIExpression(), !218)
    #dbg_value(i32 %21, !179, !DIExpression(), !218)
  store i32 %21, ptr %0, align 1, !dbg !220, !tbaa !184
  br label %23, !dbg !221

22:                                               ; preds = %4
  unreachable

23:                                               ; preds = %18, %14, %10
  %24 = load i8, ptr %2, align 1, !dbg !222, !tbaa !140
  %25 = zext nneg i32 %9 to i64, !dbg !223
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !223
  store i8 %24, ptr %26, align 1, !dbg !224, !tbaa !140
  %27 = add nuw nsw i32 %9, 1, !dbg !225
  %28 = zext nneg i32 %27 to i64, !dbg !226
  ret i64 %28, !dbg !227
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef readonly %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #3 !dbg !228 {
  %13 = alloca i32, align 4, !DIAssignID !284
    #dbg_assign(i1 undef, !265, !DIExpression(), !284, ptr %13, !DIExpression(), !285)
    #dbg_value(ptr %0, !246, !DIExpression(), !286)
    #dbg_value(i64 %1, !247, !DIExpression(), !286)
    #dbg_value(ptr %2, !248, !DIExpression(), !286)
    #dbg_value(i64 %3, !249, !DIExpression(), !286)
    #dbg_value(ptr %4, !250, !DIExpression(), !286)
    #dbg_value(i64 %5, !251, !DIExpression(), !286)
    #dbg_value(ptr %6, !252, !DIExpression(), !286)
    #dbg_value(ptr %7, !253, !DIExpression(), !286)
    #dbg_value(i32 %8, !254, !DIExpression(), !286)
    #dbg_value(i32 %9, !255, !DIExpression(), !286)
    #dbg_value(i32 %10, !256, !DIExpression(), !286)
    #dbg_value(i32 %11, !257, !DIExpression(), !286)
  %14 = icmp ugt i64 %3, 1023, !dbg !287
  %15 = select i1 %14, i64 4, i64 3, !dbg !288
  %16 = icmp ugt i64 %3, 16383, !dbg !289
  %17 = zext i1 %16 to i64, !dbg !289
  %18 = add nuw nsw i64 %15, %17, !dbg !290
    #dbg_value(i64 %18, !258, !DIExpression(), !286)
    #dbg_value(ptr %0, !260, !DIExpression(), !286)
  %19 = icmp ult i64 %3, 256, !dbg !291
    #dbg_value(i1 %19, !261, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !286)
    #dbg_value(i32 2, !262, !DIExpression(), !286)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false), !dbg !292
  %20 = icmp eq i32 %9, 0, !dbg !293
  br i1 %20, label %45, label %21, !dbg !295

21:                                               ; preds = %12
    #dbg_value(ptr %0, !119, !DIExpression(), !296)
    #dbg_value(i64 %1, !120, !DIExpression(), !296)
    #dbg_value(ptr %2, !121, !DIExpression(), !296)
    #dbg_value(i64 %3, !122, !DIExpression(), !296)
    #dbg_value(ptr %0, !123, !DIExpression(), !296)
  %22 = icmp ugt i64 %3, 31, !dbg !298
  %23 = select i1 %22, i32 2, i32 1, !dbg !299
  %24 = icmp ugt i64 %3, 4095, !dbg !300
  %25 = zext i1 %24 to i32, !dbg !300
  %26 = add nuw nsw i32 %23, %25, !dbg !301
    #dbg_value(i32 %26, !125, !DIExpression(), !296)
  %27 = zext nneg i32 %26 to i64, !dbg !302
  %28 = add i64 %27, %3, !dbg !302
  %29 = icmp ugt i64 %28, %1, !dbg !302
  br i1 %29, label %219, label %30, !dbg !303

30:                                               ; preds = %21
  switch i32 %26, label %42 [
    i32 1, label %31
    i32 2, label %34
    i32 3, label %38
  ], !dbg !304

31:                                               ; preds = %30
  %32 = trunc i64 %3 to i8, !dbg !305
  %33 = shl i8 %32, 3, !dbg !305
  store i8 %33, ptr %0, align 1, !dbg !306, !tbaa !140
  br label %43, !dbg !307

34:                                               ; preds = %30
  %35 = trunc i64 %3 to i16, !dbg !308
  %36 = shl i16 %35, 4, !dbg !308
  %37 = or disjoint i16 %36, 4, !dbg !308
    #dbg_value(ptr %0, !145, !DIExpression(), !309)
    #dbg_value(i16 %37, !150, !DIExpression(), !309)
    #dbg_value(ptr %0, !156, !DIExpression(), !311)
    #dbg_value(i16 %37, !159, !DIExpression(), !311)
  store i16 %37, ptr %0, align 1, !dbg !313, !tbaa !164
  br label %43, !dbg !314

38:                                               ; preds = %30
  %39 = trunc i64 %3 to i32, !dbg !315
  %40 = shl i32 %39, 4, !dbg !315
  %41 = or disjoint i32 %40, 12, !dbg !315
    #dbg_value(ptr %0, !168, !DIExpression(), !316)
    #dbg_value(i32 %41, !173, !DIExpression(), !316)
    #dbg_value(ptr %0, !176, !DIExpression(), !318)
    #dbg_value(i32 %41, !179, !DIExpression(), !318)
  store i32 %41, ptr %0, align 1, !dbg !320, !tbaa !184
  br label %43, !dbg !321

42:                                               ; preds = %183, %123, %64, %30
  unreachable

43:                                               ; preds = %38, %34, %31
  %44 = getelementptr inbounds i8, ptr %0, i64 %27, !dbg !322
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %44, ptr readonly align 1 %2, i64 %3, i1 false), !dbg !322
  br label %219, !dbg !323

45:                                               ; preds = %12
  %46 = getelementptr inbounds i8, ptr %6, i64 2056, !dbg !324
  %47 = load i32, ptr %46, align 8, !dbg !324, !tbaa !326
    #dbg_value(i32 %8, !328, !DIExpression(), !337)
    #dbg_value(i32 %47, !333, !DIExpression(), !337)
  %48 = sub nsw i32 9, %8, !dbg !339
  %49 = tail call i32 @llvm.smin.i32(i32 %48, i32 3), !dbg !339
    #dbg_value(i32 %49, !334, !DIExpression(), !340)
  %50 = icmp eq i32 %47, 2, !dbg !341
  %51 = zext nneg i32 %49 to i64, !dbg !342
  %52 = shl i64 8, %51, !dbg !342
  %53 = select i1 %50, i64 6, i64 %52, !dbg !342
    #dbg_value(i64 %53, !336, !DIExpression(), !340)
  %54 = icmp ugt i64 %53, %3, !dbg !343
  br i1 %54, label %55, label %78, !dbg !344

55:                                               ; preds = %45
    #dbg_value(ptr %0, !119, !DIExpression(), !345)
    #dbg_value(i64 %1, !120, !DIExpression(), !345)
    #dbg_value(ptr %2, !121, !DIExpression(), !345)
    #dbg_value(i64 %3, !122, !DIExpression(), !345)
    #dbg_value(ptr %0, !123, !DIExpression(), !345)
  %56 = icmp ugt i64 %3, 31, !dbg !347
  %57 = select i1 %56, i32 2, i32 1, !dbg !348
  %58 = icmp ugt i64 %3, 4095, !dbg !349
  %59 = zext i1 %58 to i32, !dbg !349
  %60 = add nuw nsw i32 %57, %59, !dbg !350
    #dbg_value(i32 %60, !125, !DIExpression(), !345)
  %61 = zext nneg i32 %60 to i64, !dbg !351
  %62 = add i64 %61, %3, !dbg !351
  %63 = icmp ugt i64 %62, %1, !dbg !351
  br i1 %63, label %219, label %64, !dbg !352

64:                                               ; preds = %55
  switch i32 %60, label %42 [
    i32 1, label %65
    i32 2, label %68
    i32 3, label %72
  ], !dbg !353

65:                                               ; preds = %64
  %66 = trunc i64 %3 to i8, !dbg !354
  %67 = shl i8 %66, 3, !dbg !354
  store i8 %67, ptr %0, align 1, !dbg !355, !tbaa !140
  br label %76, !dbg !356

68:                                               ; preds = %64
  %69 = trunc i64 %3 to i16, !dbg !357
  %70 = shl i16 %69, 4, !dbg !357
  %71 = or disjoint i16 %70, 4, !dbg !357
    #dbg_value(ptr %0, !145, !DIExpression(), !358)
    #dbg_value(i16 %71, !150, !DIExpression(), !358)
    #dbg_value(ptr %0, !156, !DIExpression(), !360)
    #dbg_value(i16 %71, !159, !DIExpression(), !360)
  store i16 %71, ptr %0, align 1, !dbg !362, !tbaa !164
  br label %76, !dbg !363

72:                                               ; preds = %64
  %73 = trunc i64 %3 to i32, !dbg !364
  %74 = shl i32 %73, 4, !dbg !364
  %75 = or disjoint i32 %74, 12, !dbg !364
    #dbg_value(ptr %0, !168, !DIExpression(), !365)
    #dbg_value(i32 %75, !173, !DIExpression(), !365)
    #dbg_value(ptr %0, !176, !DIExpression(), !367)
    #dbg_value(i32 %75, !179, !DIExpression(), !367)
  store i32 %75, ptr %0, align 1, !dbg !369, !tbaa !184
  br label %76, !dbg !370

76:                                               ; preds = %72, %68, %65
  %77 = getelementptr inbounds i8, ptr %0, i64 %61, !dbg !371
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %77, ptr readonly align 1 %2, i64 %3, i1 false), !dbg !371
  br label %219, !dbg !372

78:                                               ; preds = %45
  %79 = icmp ult i64 %18, %1, !dbg !373
  br i1 %79, label %80, label %219, !dbg !376

80:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #6, !dbg !377
  store i32 %47, ptr %13, align 4, !dbg !378, !tbaa !184, !DIAssignID !379
    #dbg_assign(i32 %47, !265, !DIExpression(), !379, ptr %13, !DIExpression(), !285)
  %81 = icmp ne i32 %11, 0, !dbg !380
  %82 = zext i1 %81 to i32, !dbg !380
  %83 = icmp ult i32 %8, 4, !dbg !381
  %84 = icmp ult i64 %3, 1025, !dbg !382
  %85 = and i1 %84, %83, !dbg !382
  %86 = select i1 %85, i32 4, i32 0, !dbg !383
  %87 = icmp ugt i32 %8, 7, !dbg !384
  %88 = select i1 %87, i32 2, i32 0, !dbg !385
  %89 = icmp eq i32 %10, 0, !dbg !386
  %90 = select i1 %89, i32 0, i32 8, !dbg !386
  %91 = or disjoint i32 %86, %88, !dbg !387
  %92 = or disjoint i32 %91, %90, !dbg !388
  %93 = or disjoint i32 %92, %82, !dbg !389
    #dbg_value(i32 %93, !267, !DIExpression(), !285)
  %94 = icmp eq i64 %18, 3
  %95 = select i1 %50, i1 %94, i1 false, !dbg !390
  %96 = or i1 %19, %95, !dbg !390
    #dbg_value(i1 %96, !261, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !286)
  %97 = select i1 %96, ptr @HUF_compress1X_repeat, ptr @HUF_compress4X_repeat, !dbg !392
    #dbg_value(ptr %97, !269, !DIExpression(), !285)
  %98 = getelementptr inbounds i8, ptr %0, i64 %18, !dbg !393
  %99 = sub i64 %1, %18, !dbg !394
  %100 = call i64 %97(ptr noundef nonnull %98, i64 noundef %99, ptr noundef %2, i64 noundef %3, i32 noundef 255, i32 noundef 11, ptr noundef %4, i64 noundef %5, ptr noundef nonnull %7, ptr noundef nonnull %13, i32 noundef %93) #6, !dbg !395, !callees !396
    #dbg_value(i64 %100, !264, !DIExpression(), !286)
  %101 = load i32, ptr %13, align 4, !dbg !397, !tbaa !184
  %102 = icmp eq i32 %101, 0, !dbg !399
  %103 = select i1 %102, i32 2, i32 3, !dbg !400
    #dbg_value(i32 %103, !262, !DIExpression(), !286)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #6, !dbg !401
    #dbg_value(i64 %3, !402, !DIExpression(), !409)
    #dbg_value(i32 %8, !407, !DIExpression(), !409)
  %104 = add i32 %8, -1, !dbg !411
  %105 = select i1 %87, i32 %104, i32 6, !dbg !411
    #dbg_value(i32 %105, !408, !DIExpression(), !409)
  %106 = zext nneg i32 %105 to i64, !dbg !412
  %107 = lshr i64 %3, %106, !dbg !412
    #dbg_value(i64 poison, !275, !DIExpression(), !413)
  %108 = add i64 %3, -2, !dbg !414
  %109 = sub i64 %108, %107
  %110 = icmp ult i64 %100, %109
  %111 = add i64 %100, -1, !dbg !415
  %112 = icmp ult i64 %111, -120, !dbg !415
  %113 = select i1 %112, i1 %110, i1 false, !dbg !415
  br i1 %113, label %137, label %114, !dbg !415

114:                                              ; preds = %80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false), !dbg !417
    #dbg_value(ptr %0, !119, !DIExpression(), !419)
    #dbg_value(i64 %1, !120, !DIExpression(), !419)
    #dbg_value(ptr %2, !121, !DIExpression(), !419)
    #dbg_value(i64 %3, !122, !DIExpression(), !419)
    #dbg_value(ptr %0, !123, !DIExpression(), !419)
  %115 = icmp ugt i64 %3, 31, !dbg !421
  %116 = select i1 %115, i32 2, i32 1, !dbg !422
  %117 = icmp ugt i64 %3, 4095, !dbg !423
  %118 = zext i1 %117 to i32, !dbg !423
  %119 = add nuw nsw i32 %116, %118, !dbg !424
    #dbg_value(i32 %119, !125, !DIExpression(), !419)
  %120 = zext nneg i32 %119 to i64, !dbg !425
  %121 = add i64 %120, %3, !dbg !425
  %122 = icmp ugt i64 %121, %1, !dbg !425
  br i1 %122, label %219, label %123, !dbg !426

123:                                              ; preds = %114
  switch i32 %119, label %42 [
    i32 1, label %124
    i32 2, label %127
    i32 3, label %131
  ], !dbg !427

124:                                              ; preds = %123
  %125 = trunc i64 %3 to i8, !dbg !428
  %126 = shl i8 %125, 3, !dbg !428
  store i8 %126, ptr %0, align 1, !dbg !429, !tbaa !140
  br label %135, !dbg !430

127:                                              ; preds = %123
  %128 = trunc i64 %3 to i16, !dbg !431
  %129 = shl i16 %128, 4, !dbg !431
  %130 = or disjoint i16 %129, 4, !dbg !431
    #dbg_value(ptr %0, !145, !DIExpression(), !432)
    #dbg_value(i16 %130, !150, !DIExpression(), !432)
    #dbg_value(ptr %0, !156, !DIExpression(), !434)
    #dbg_value(i16 %130, !159, !DIExpression(), !434)
  store i16 %130, ptr %0, align 1, !dbg !436, !tbaa !164
  br label %135, !dbg !437

131:                                              ; preds = %123
  %132 = trunc i64 %3 to i32, !dbg !438
  %133 = shl i32 %132, 4, !dbg !438
  %134 = or disjoint i32 %133, 12, !dbg !438
    #dbg_value(ptr %0, !168, !DIExpression(), !439)
    #dbg_value(i32 %134, !173, !DIExpression(), !439)
    #dbg_value(ptr %0, !176, !DIExpression(), !441)
    #dbg_value(i32 %134, !179, !DIExpression(), !441)
  store i32 %134, ptr %0, align 1, !dbg !443, !tbaa !184
  br label %135, !dbg !444

135:                                              ; preds = %131, %127, %124
  %136 = getelementptr inbounds i8, ptr %0, i64 %120, !dbg !445
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %136, ptr readonly align 1 %2, i64 %3, i1 false), !dbg !445
  br label %219, !dbg !446

137:                                              ; preds = %80
  %138 = icmp eq i64 %100, 1, !dbg !447
  br i1 %138, label %139, label %180, !dbg !449

139:                                              ; preds = %137
  %140 = icmp ugt i64 %3, 7, !dbg !450
  br i1 %140, label %178, label %141, !dbg !453

141:                                              ; preds = %139
    #dbg_value(ptr %2, !454, !DIExpression(), !463)
    #dbg_value(i64 %3, !459, !DIExpression(), !463)
  %142 = load i8, ptr %2, align 1, !dbg !465, !tbaa !140
    #dbg_value(i8 %142, !460, !DIExpression(), !466)
    #dbg_value(i64 1, !462, !DIExpression(), !466)
  %143 = icmp ugt i64 %3, 1, !dbg !467
  br i1 %143, label %174, label %178, !dbg !470

144:                                              ; preds = %174
    #dbg_value(i64 2, !462, !DIExpression(), !466)
  %145 = icmp eq i64 %3, 2, !dbg !467
  br i1 %145, label %178, label %146, !dbg !470, !llvm.loop !471

146:                                              ; preds = %144
    #dbg_value(i64 2, !462, !DIExpression(), !466)
  %147 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !474
  %148 = load i8, ptr %147, align 1, !dbg !474, !tbaa !140
  %149 = icmp eq i8 %148, %142, !dbg !477
    #dbg_value(i64 2, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %149, label %150, label %180, !dbg !478

150:                                              ; preds = %146
    #dbg_value(i64 3, !462, !DIExpression(), !466)
  %151 = icmp eq i64 %3, 3, !dbg !467
  br i1 %151, label %178, label %152, !dbg !470, !llvm.loop !471

152:                                              ; preds = %150
    #dbg_value(i64 3, !462, !DIExpression(), !466)
  %153 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !474
  %154 = load i8, ptr %153, align 1, !dbg !474, !tbaa !140
  %155 = icmp eq i8 %154, %142, !dbg !477
    #dbg_value(i64 3, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %155, label %156, label %180, !dbg !478

156:                                              ; preds = %152
    #dbg_value(i64 4, !462, !DIExpression(), !466)
  %157 = icmp eq i64 %3, 4, !dbg !467
  br i1 %157, label %178, label %158, !dbg !470, !llvm.loop !471

158:                                              ; preds = %156
    #dbg_value(i64 4, !462, !DIExpression(), !466)
  %159 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !474
  %160 = load i8, ptr %159, align 1, !dbg !474, !tbaa !140
  %161 = icmp eq i8 %160, %142, !dbg !477
    #dbg_value(i64 4, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %161, label %162, label %180, !dbg !478

162:                                              ; preds = %158
    #dbg_value(i64 5, !462, !DIExpression(), !466)
  %163 = icmp eq i64 %3, 5, !dbg !467
  br i1 %163, label %178, label %164, !dbg !470, !llvm.loop !471

164:                                              ; preds = %162
    #dbg_value(i64 5, !462, !DIExpression(), !466)
  %165 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !474
  %166 = load i8, ptr %165, align 1, !dbg !474, !tbaa !140
  %167 = icmp eq i8 %166, %142, !dbg !477
    #dbg_value(i64 5, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %167, label %168, label %180, !dbg !478

168:                                              ; preds = %164
    #dbg_value(i64 6, !462, !DIExpression(), !466)
  %169 = icmp eq i64 %3, 6, !dbg !467
  br i1 %169, label %178, label %170, !dbg !470, !llvm.loop !471

170:                                              ; preds = %168
    #dbg_value(i64 6, !462, !DIExpression(), !466)
  %171 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !474
  %172 = load i8, ptr %171, align 1, !dbg !474, !tbaa !140
  %173 = icmp eq i8 %172, %142, !dbg !477
    #dbg_value(i64 6, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %173, label %178, label %180, !dbg !478

174:                                              ; preds = %141
    #dbg_value(i64 1, !462, !DIExpression(), !466)
  %175 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !474
  %176 = load i8, ptr %175, align 1, !dbg !474, !tbaa !140
  %177 = icmp eq i8 %176, %142, !dbg !477
    #dbg_value(i64 1, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !466)
  br i1 %177, label %144, label %180, !dbg !478

178:                                              ; preds = %144, %150, %156, %162, %168, %170, %141, %139
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false), !dbg !479
  %179 = call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef %0, i64 poison, ptr noundef %2, i64 noundef %3), !dbg !481
  br label %219, !dbg !482

180:                                              ; preds = %174, %146, %152, %158, %164, %170, %137
  br i1 %102, label %181, label %183, !dbg !483

181:                                              ; preds = %180
  %182 = getelementptr inbounds i8, ptr %7, i64 2056, !dbg !484
  store i32 1, ptr %182, align 8, !dbg !487, !tbaa !326
  br label %183, !dbg !488

183:                                              ; preds = %181, %180
  switch i64 %18, label %42 [
    i64 3, label %184
    i64 4, label %198
    i64 5, label %206
  ], !dbg !489

184:                                              ; preds = %183
  %185 = select i1 %96, i32 4, i32 0, !dbg !490
  %186 = trunc i64 %3 to i32, !dbg !491
  %187 = shl i32 %186, 4, !dbg !492
  %188 = or disjoint i32 %185, %187, !dbg !493
  %189 = or disjoint i32 %103, %188, !dbg !493
  %190 = xor i32 %189, 4, !dbg !493
  %191 = trunc i64 %100 to i32, !dbg !494
  %192 = shl i32 %191, 14, !dbg !495
  %193 = add i32 %190, %192, !dbg !496
    #dbg_value(i32 %193, !277, !DIExpression(), !497)
    #dbg_value(ptr %0, !498, !DIExpression(), !502)
    #dbg_value(i32 %193, !501, !DIExpression(), !502)
  %194 = trunc i32 %193 to i16, !dbg !504
    #dbg_value(ptr %0, !145, !DIExpression(), !505)
    #dbg_value(i16 %194, !150, !DIExpression(), !505)
    #dbg_value(ptr %0, !156, !DIExpression(), !507)
    #dbg_value(i16 %194, !159, !DIExpression(), !507)
  store i16 %194, ptr %0, align 1, !dbg !509, !tbaa !164
  %195 = lshr i32 %193, 16, !dbg !510
  %196 = trunc i32 %195 to i8, !dbg !511
  %197 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !512
  store i8 %196, ptr %197, align 1, !dbg !513, !tbaa !140
  br label %217

198:                                              ; preds = %183
  %199 = trunc i64 %3 to i32, !dbg !514
  %200 = shl i32 %199, 4, !dbg !515
  %201 = trunc i64 %100 to i32, !dbg !516
  %202 = shl i32 %201, 18, !dbg !517
  %203 = or disjoint i32 %200, 8, !dbg !518
  %204 = add i32 %203, %202, !dbg !518
  %205 = or disjoint i32 %204, %103, !dbg !519
    #dbg_value(i32 %205, !280, !DIExpression(), !520)
    #dbg_value(ptr %0, !168, !DIExpression(), !521)
    #dbg_value(i32 %205, !173, !DIExpression(), !521)
    #dbg_value(ptr %0, !176, !DIExpression(), !523)
    #dbg_value(i32 %205, !179, !DIExpression(), !523)
  store i32 %205, ptr %0, align 1, !dbg !525, !tbaa !184
  br label %217

206:                                              ; preds = %183
  %207 = trunc i64 %3 to i32, !dbg !526
  %208 = shl i32 %207, 4, !dbg !527
  %209 = trunc i64 %100 to i32, !dbg !528
  %210 = shl i32 %209, 22, !dbg !529
  %211 = or disjoint i32 %208, 12, !dbg !530
  %212 = add i32 %211, %210, !dbg !530
  %213 = or disjoint i32 %212, %103, !dbg !531
    #dbg_value(i32 %213, !282, !DIExpression(), !532)
    #dbg_value(ptr %0, !168, !DIExpression(), !533)
    #dbg_value(i32 %213, !173, !DIExpression(), !533)
    #dbg_value(ptr %0, !176, !DIExpression(), !535)
    #dbg_value(i32 %213, !179, !DIExpression(), !535)
  store i32 %213, ptr %0, align 1, !dbg !537, !tbaa !184
  %214 = lshr i64 %100, 10, !dbg !538
  %215 = trunc i64 %214 to i8, !dbg !539
  %216 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !540
  store i8 %215, ptr %216, align 1, !dbg !541, !tbaa !140
  br label %217

217:                                              ; preds = %184, %198, %206
  %218 = add i64 %100, %18, !dbg !542
  br label %219, !dbg !543

219:                                              ; preds = %135, %114, %76, %55, %43, %21, %78, %217, %178
  %220 = phi i64 [ %179, %178 ], [ %218, %217 ], [ -70, %78 ], [ %28, %43 ], [ -70, %21 ], [ %62, %76 ], [ -70, %55 ], [ -70, %114 ], [ %121, %135 ], !dbg !286
  ret i64 %220, !dbg !544
}

declare i64 @HUF_compress1X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i64 @HUF_compress4X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !76, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_literals.c", directory: ".", checksumkind: CSK_MD5, checksum: "b6b9e740fcaf04ca7d7e4fe218462c80")
!2 = !{!3, !43, !50, !56, !68}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 60, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42}
!7 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!8 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!9 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!10 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!11 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!12 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!13 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!14 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!15 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!16 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!17 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!18 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!19 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!20 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!21 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!22 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!23 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!24 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!25 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!26 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!27 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!28 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!29 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!30 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!31 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!32 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!33 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!34 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!35 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!36 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!37 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!38 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!39 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!40 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!41 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!42 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!43 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !44, line: 94, baseType: !5, size: 32, elements: !45)
!44 = !DIFile(filename: "src/zstd/lib/compress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!45 = !{!46, !47, !48, !49}
!46 = !DIEnumerator(name: "set_basic", value: 0)
!47 = !DIEnumerator(name: "set_rle", value: 1)
!48 = !DIEnumerator(name: "set_compressed", value: 2)
!49 = !DIEnumerator(name: "set_repeat", value: 3)
!50 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !51, line: 139, baseType: !5, size: 32, elements: !52)
!51 = !DIFile(filename: "src/zstd/lib/compress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!52 = !{!53, !54, !55}
!53 = !DIEnumerator(name: "HUF_repeat_none", value: 0)
!54 = !DIEnumerator(name: "HUF_repeat_check", value: 1)
!55 = !DIEnumerator(name: "HUF_repeat_valid", value: 2)
!56 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !57, line: 336, baseType: !5, size: 32, elements: !58)
!57 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!58 = !{!59, !60, !61, !62, !63, !64, !65, !66, !67}
!59 = !DIEnumerator(name: "ZSTD_fast", value: 1)
!60 = !DIEnumerator(name: "ZSTD_dfast", value: 2)
!61 = !DIEnumerator(name: "ZSTD_greedy", value: 3)
!62 = !DIEnumerator(name: "ZSTD_lazy", value: 4)
!63 = !DIEnumerator(name: "ZSTD_lazy2", value: 5)
!64 = !DIEnumerator(name: "ZSTD_btlazy2", value: 6)
!65 = !DIEnumerator(name: "ZSTD_btopt", value: 7)
!66 = !DIEnumerator(name: "ZSTD_btultra", value: 8)
!67 = !DIEnumerator(name: "ZSTD_btultra2", value: 9)
!68 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !51, line: 80, baseType: !5, size: 32, elements: !69)
!69 = !{!70, !71, !72, !73, !74, !75}
!70 = !DIEnumerator(name: "HUF_flags_bmi2", value: 1)
!71 = !DIEnumerator(name: "HUF_flags_optimalDepth", value: 2)
!72 = !DIEnumerator(name: "HUF_flags_preferRepeat", value: 4)
!73 = !DIEnumerator(name: "HUF_flags_suspectUncompressible", value: 8)
!74 = !DIEnumerator(name: "HUF_flags_disableAsm", value: 16)
!75 = !DIEnumerator(name: "HUF_flags_disableFast", value: 32)
!76 = !{!77, !85, !78, !88, !91, !95, !97, !99, !101, !103}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !79, line: 42, baseType: !80)
!79 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !81, line: 24, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !83, line: 38, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!84 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !86, line: 18, baseType: !87)
!86 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !79, line: 47, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !81, line: 26, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !83, line: 42, baseType: !5)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !79, line: 45, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !81, line: 25, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !83, line: 40, baseType: !94)
!94 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_CElt", file: !51, line: 57, baseType: !85)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !79, line: 177, baseType: !91, align: 8)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !79, line: 178, baseType: !88, align: 8)
!103 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "ZSTD_noCompressLiterals", scope: !1, file: !1, line: 39, type: !113, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!113 = !DISubroutineType(types: !114)
!114 = !{!85, !115, !85, !116, !85}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!118 = !{!119, !120, !121, !122, !123, !125}
!119 = !DILocalVariable(name: "dst", arg: 1, scope: !112, file: !1, line: 39, type: !115)
!120 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !112, file: !1, line: 39, type: !85)
!121 = !DILocalVariable(name: "src", arg: 3, scope: !112, file: !1, line: 39, type: !116)
!122 = !DILocalVariable(name: "srcSize", arg: 4, scope: !112, file: !1, line: 39, type: !85)
!123 = !DILocalVariable(name: "ostart", scope: !112, file: !1, line: 41, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!125 = !DILocalVariable(name: "flSize", scope: !112, file: !1, line: 42, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!127 = !DILocation(line: 0, scope: !112)
!128 = !DILocation(line: 42, column: 38, scope: !112)
!129 = !DILocation(line: 42, column: 28, scope: !112)
!130 = !DILocation(line: 42, column: 53, scope: !112)
!131 = !DILocation(line: 42, column: 43, scope: !112)
!132 = !DILocation(line: 46, column: 5, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !1, line: 46, column: 5)
!134 = distinct !DILexicalBlock(scope: !112, file: !1, line: 46, column: 5)
!135 = !DILocation(line: 46, column: 5, scope: !134)
!136 = !DILocation(line: 48, column: 5, scope: !112)
!137 = !DILocation(line: 51, column: 25, scope: !138)
!138 = distinct !DILexicalBlock(scope: !112, file: !1, line: 49, column: 5)
!139 = !DILocation(line: 51, column: 23, scope: !138)
!140 = !{!141, !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !DILocation(line: 52, column: 13, scope: !138)
!144 = !DILocation(line: 54, column: 35, scope: !138)
!145 = !DILocalVariable(name: "memPtr", arg: 1, scope: !146, file: !79, line: 299, type: !115)
!146 = distinct !DISubprogram(name: "MEM_writeLE16", scope: !79, file: !79, line: 299, type: !147, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !115, !91}
!149 = !{!145, !150, !151}
!150 = !DILocalVariable(name: "val", arg: 2, scope: !146, file: !79, line: 299, type: !91)
!151 = !DILocalVariable(name: "p", scope: !152, file: !79, line: 304, type: !77)
!152 = distinct !DILexicalBlock(scope: !153, file: !79, line: 303, column: 12)
!153 = distinct !DILexicalBlock(scope: !146, file: !79, line: 301, column: 9)
!154 = !DILocation(line: 0, scope: !146, inlinedAt: !155)
!155 = distinct !DILocation(line: 54, column: 13, scope: !138)
!156 = !DILocalVariable(name: "memPtr", arg: 1, scope: !157, file: !79, line: 187, type: !115)
!157 = distinct !DISubprogram(name: "MEM_write16", scope: !79, file: !79, line: 187, type: !147, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!158 = !{!156, !159}
!159 = !DILocalVariable(name: "value", arg: 2, scope: !157, file: !79, line: 187, type: !91)
!160 = !DILocation(line: 0, scope: !157, inlinedAt: !161)
!161 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !155)
!162 = distinct !DILexicalBlock(scope: !153, file: !79, line: 301, column: 31)
!163 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !161)
!164 = !{!165, !165, i64 0}
!165 = !{!"short", !141, i64 0}
!166 = !DILocation(line: 55, column: 13, scope: !138)
!167 = !DILocation(line: 57, column: 35, scope: !138)
!168 = !DILocalVariable(name: "memPtr", arg: 1, scope: !169, file: !79, line: 329, type: !115)
!169 = distinct !DISubprogram(name: "MEM_writeLE32", scope: !79, file: !79, line: 329, type: !170, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !115, !88}
!172 = !{!168, !173}
!173 = !DILocalVariable(name: "val32", arg: 2, scope: !169, file: !79, line: 329, type: !88)
!174 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!175 = distinct !DILocation(line: 57, column: 13, scope: !138)
!176 = !DILocalVariable(name: "memPtr", arg: 1, scope: !177, file: !79, line: 188, type: !115)
!177 = distinct !DISubprogram(name: "MEM_write32", scope: !79, file: !79, line: 188, type: !170, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !178)
!178 = !{!176, !179}
!179 = !DILocalVariable(name: "value", arg: 2, scope: !177, file: !79, line: 188, type: !88)
!180 = !DILocation(line: 0, scope: !177, inlinedAt: !181)
!181 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !175)
!182 = distinct !DILexicalBlock(scope: !169, file: !79, line: 331, column: 9)
!183 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !181)
!184 = !{!185, !185, i64 0}
!185 = !{!"int", !141, i64 0}
!186 = !DILocation(line: 58, column: 13, scope: !138)
!187 = !DILocation(line: 63, column: 5, scope: !112)
!188 = !DILocation(line: 65, column: 5, scope: !112)
!189 = !DILocation(line: 66, column: 1, scope: !112)
!190 = distinct !DISubprogram(name: "ZSTD_compressRleLiteralsBlock", scope: !1, file: !1, line: 81, type: !113, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !191)
!191 = !{!192, !193, !194, !195, !196, !197}
!192 = !DILocalVariable(name: "dst", arg: 1, scope: !190, file: !1, line: 81, type: !115)
!193 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !190, file: !1, line: 81, type: !85)
!194 = !DILocalVariable(name: "src", arg: 3, scope: !190, file: !1, line: 81, type: !116)
!195 = !DILocalVariable(name: "srcSize", arg: 4, scope: !190, file: !1, line: 81, type: !85)
!196 = !DILocalVariable(name: "ostart", scope: !190, file: !1, line: 83, type: !124)
!197 = !DILocalVariable(name: "flSize", scope: !190, file: !1, line: 84, type: !126)
!198 = !DILocation(line: 0, scope: !190)
!199 = !DILocation(line: 84, column: 38, scope: !190)
!200 = !DILocation(line: 84, column: 28, scope: !190)
!201 = !DILocation(line: 84, column: 53, scope: !190)
!202 = !DILocation(line: 84, column: 43, scope: !190)
!203 = !DILocation(line: 89, column: 5, scope: !190)
!204 = !DILocation(line: 92, column: 25, scope: !205)
!205 = distinct !DILexicalBlock(scope: !190, file: !1, line: 90, column: 5)
!206 = !DILocation(line: 92, column: 23, scope: !205)
!207 = !DILocation(line: 93, column: 13, scope: !205)
!208 = !DILocation(line: 95, column: 35, scope: !205)
!209 = !DILocation(line: 0, scope: !146, inlinedAt: !210)
!210 = distinct !DILocation(line: 95, column: 13, scope: !205)
!211 = !DILocation(line: 0, scope: !157, inlinedAt: !212)
!212 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !210)
!213 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !212)
!214 = !DILocation(line: 96, column: 13, scope: !205)
!215 = !DILocation(line: 98, column: 35, scope: !205)
!216 = !DILocation(line: 0, scope: !169, inlinedAt: !217)
!217 = distinct !DILocation(line: 98, column: 13, scope: !205)
!218 = !DILocation(line: 0, scope: !177, inlinedAt: !219)
!219 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !217)
!220 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !219)
!221 = !DILocation(line: 99, column: 13, scope: !205)
!222 = !DILocation(line: 104, column: 22, scope: !190)
!223 = !DILocation(line: 104, column: 5, scope: !190)
!224 = !DILocation(line: 104, column: 20, scope: !190)
!225 = !DILocation(line: 106, column: 18, scope: !190)
!226 = !DILocation(line: 106, column: 12, scope: !190)
!227 = !DILocation(line: 106, column: 5, scope: !190)
!228 = distinct !DISubprogram(name: "ZSTD_compressLiterals", scope: !1, file: !1, line: 129, type: !229, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!229 = !DISubroutineType(types: !230)
!230 = !{!85, !115, !85, !116, !85, !115, !85, !231, !243, !244, !103, !103, !103}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_hufCTables_t", file: !234, line: 66, baseType: !235)
!234 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "9f1fb0609d1fab688a18d6d3f34d7662")
!235 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !234, line: 63, size: 16512, elements: !236)
!236 = !{!237, !241}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "CTable", scope: !235, file: !234, line: 64, baseType: !238, size: 16448)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 16448, elements: !239)
!239 = !{!240}
!240 = !DISubrange(count: 257)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "repeatMode", scope: !235, file: !234, line: 65, baseType: !242, size: 32, offset: 16448)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_repeat", file: !51, line: 143, baseType: !50)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_strategy", file: !57, line: 347, baseType: !56)
!245 = !{!246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !260, !261, !262, !264, !265, !267, !269, !275, !277, !280, !282}
!246 = !DILocalVariable(name: "dst", arg: 1, scope: !228, file: !1, line: 130, type: !115)
!247 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !228, file: !1, line: 130, type: !85)
!248 = !DILocalVariable(name: "src", arg: 3, scope: !228, file: !1, line: 131, type: !116)
!249 = !DILocalVariable(name: "srcSize", arg: 4, scope: !228, file: !1, line: 131, type: !85)
!250 = !DILocalVariable(name: "entropyWorkspace", arg: 5, scope: !228, file: !1, line: 132, type: !115)
!251 = !DILocalVariable(name: "entropyWorkspaceSize", arg: 6, scope: !228, file: !1, line: 132, type: !85)
!252 = !DILocalVariable(name: "prevHuf", arg: 7, scope: !228, file: !1, line: 133, type: !231)
!253 = !DILocalVariable(name: "nextHuf", arg: 8, scope: !228, file: !1, line: 134, type: !243)
!254 = !DILocalVariable(name: "strategy", arg: 9, scope: !228, file: !1, line: 135, type: !244)
!255 = !DILocalVariable(name: "disableLiteralCompression", arg: 10, scope: !228, file: !1, line: 136, type: !103)
!256 = !DILocalVariable(name: "suspectUncompressible", arg: 11, scope: !228, file: !1, line: 137, type: !103)
!257 = !DILocalVariable(name: "bmi2", arg: 12, scope: !228, file: !1, line: 138, type: !103)
!258 = !DILocalVariable(name: "lhSize", scope: !228, file: !1, line: 140, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!260 = !DILocalVariable(name: "ostart", scope: !228, file: !1, line: 141, type: !124)
!261 = !DILocalVariable(name: "singleStream", scope: !228, file: !1, line: 142, type: !88)
!262 = !DILocalVariable(name: "hType", scope: !228, file: !1, line: 143, type: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "SymbolEncodingType_e", file: !44, line: 94, baseType: !43)
!264 = !DILocalVariable(name: "cLitSize", scope: !228, file: !1, line: 144, type: !85)
!265 = !DILocalVariable(name: "repeat", scope: !266, file: !1, line: 162, type: !242)
!266 = distinct !DILexicalBlock(scope: !228, file: !1, line: 162, column: 5)
!267 = !DILocalVariable(name: "flags", scope: !266, file: !1, line: 163, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!269 = !DILocalVariable(name: "huf_compress", scope: !266, file: !1, line: 170, type: !270)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "huf_compress_f", scope: !228, file: !1, line: 169, baseType: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DISubroutineType(types: !273)
!273 = !{!85, !115, !85, !116, !85, !5, !5, !115, !85, !97, !274, !103}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!275 = !DILocalVariable(name: "minGain", scope: !276, file: !1, line: 187, type: !259)
!276 = distinct !DILexicalBlock(scope: !228, file: !1, line: 187, column: 5)
!277 = !DILocalVariable(name: "lhc", scope: !278, file: !1, line: 213, type: !126)
!278 = distinct !DILexicalBlock(scope: !279, file: !1, line: 213, column: 9)
!279 = distinct !DILexicalBlock(scope: !228, file: !1, line: 210, column: 5)
!280 = !DILocalVariable(name: "lhc", scope: !281, file: !1, line: 219, type: !126)
!281 = distinct !DILexicalBlock(scope: !279, file: !1, line: 219, column: 9)
!282 = !DILocalVariable(name: "lhc", scope: !283, file: !1, line: 225, type: !126)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 225, column: 9)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !266)
!286 = !DILocation(line: 0, scope: !228)
!287 = !DILocation(line: 140, column: 40, scope: !228)
!288 = !DILocation(line: 140, column: 29, scope: !228)
!289 = !DILocation(line: 140, column: 60, scope: !228)
!290 = !DILocation(line: 140, column: 49, scope: !228)
!291 = !DILocation(line: 142, column: 32, scope: !228)
!292 = !DILocation(line: 152, column: 5, scope: !228)
!293 = !DILocation(line: 154, column: 9, scope: !294)
!294 = distinct !DILexicalBlock(scope: !228, file: !1, line: 154, column: 9)
!295 = !DILocation(line: 154, column: 9, scope: !228)
!296 = !DILocation(line: 0, scope: !112, inlinedAt: !297)
!297 = distinct !DILocation(line: 155, column: 16, scope: !294)
!298 = !DILocation(line: 42, column: 38, scope: !112, inlinedAt: !297)
!299 = !DILocation(line: 42, column: 28, scope: !112, inlinedAt: !297)
!300 = !DILocation(line: 42, column: 53, scope: !112, inlinedAt: !297)
!301 = !DILocation(line: 42, column: 43, scope: !112, inlinedAt: !297)
!302 = !DILocation(line: 46, column: 5, scope: !133, inlinedAt: !297)
!303 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !297)
!304 = !DILocation(line: 48, column: 5, scope: !112, inlinedAt: !297)
!305 = !DILocation(line: 51, column: 25, scope: !138, inlinedAt: !297)
!306 = !DILocation(line: 51, column: 23, scope: !138, inlinedAt: !297)
!307 = !DILocation(line: 52, column: 13, scope: !138, inlinedAt: !297)
!308 = !DILocation(line: 54, column: 35, scope: !138, inlinedAt: !297)
!309 = !DILocation(line: 0, scope: !146, inlinedAt: !310)
!310 = distinct !DILocation(line: 54, column: 13, scope: !138, inlinedAt: !297)
!311 = !DILocation(line: 0, scope: !157, inlinedAt: !312)
!312 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !310)
!313 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !312)
!314 = !DILocation(line: 55, column: 13, scope: !138, inlinedAt: !297)
!315 = !DILocation(line: 57, column: 35, scope: !138, inlinedAt: !297)
!316 = !DILocation(line: 0, scope: !169, inlinedAt: !317)
!317 = distinct !DILocation(line: 57, column: 13, scope: !138, inlinedAt: !297)
!318 = !DILocation(line: 0, scope: !177, inlinedAt: !319)
!319 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !317)
!320 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !319)
!321 = !DILocation(line: 58, column: 13, scope: !138, inlinedAt: !297)
!322 = !DILocation(line: 63, column: 5, scope: !112, inlinedAt: !297)
!323 = !DILocation(line: 65, column: 5, scope: !112, inlinedAt: !297)
!324 = !DILocation(line: 158, column: 65, scope: !325)
!325 = distinct !DILexicalBlock(scope: !228, file: !1, line: 158, column: 9)
!326 = !{!327, !185, i64 2056}
!327 = !{!"", !141, i64 0, !185, i64 2056}
!328 = !DILocalVariable(name: "strategy", arg: 1, scope: !329, file: !1, line: 115, type: !244)
!329 = distinct !DISubprogram(name: "ZSTD_minLiteralsToCompress", scope: !1, file: !1, line: 115, type: !330, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!85, !244, !242}
!332 = !{!328, !333, !334, !336}
!333 = !DILocalVariable(name: "huf_repeat", arg: 2, scope: !329, file: !1, line: 115, type: !242)
!334 = !DILocalVariable(name: "shift", scope: !335, file: !1, line: 122, type: !268)
!335 = distinct !DILexicalBlock(scope: !329, file: !1, line: 122, column: 5)
!336 = !DILocalVariable(name: "mintc", scope: !335, file: !1, line: 123, type: !259)
!337 = !DILocation(line: 0, scope: !329, inlinedAt: !338)
!338 = distinct !DILocation(line: 158, column: 19, scope: !325)
!339 = !DILocation(line: 122, column: 27, scope: !335, inlinedAt: !338)
!340 = !DILocation(line: 0, scope: !335, inlinedAt: !338)
!341 = !DILocation(line: 123, column: 42, scope: !335, inlinedAt: !338)
!342 = !DILocation(line: 123, column: 30, scope: !335, inlinedAt: !338)
!343 = !DILocation(line: 158, column: 17, scope: !325)
!344 = !DILocation(line: 158, column: 9, scope: !228)
!345 = !DILocation(line: 0, scope: !112, inlinedAt: !346)
!346 = distinct !DILocation(line: 159, column: 16, scope: !325)
!347 = !DILocation(line: 42, column: 38, scope: !112, inlinedAt: !346)
!348 = !DILocation(line: 42, column: 28, scope: !112, inlinedAt: !346)
!349 = !DILocation(line: 42, column: 53, scope: !112, inlinedAt: !346)
!350 = !DILocation(line: 42, column: 43, scope: !112, inlinedAt: !346)
!351 = !DILocation(line: 46, column: 5, scope: !133, inlinedAt: !346)
!352 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !346)
!353 = !DILocation(line: 48, column: 5, scope: !112, inlinedAt: !346)
!354 = !DILocation(line: 51, column: 25, scope: !138, inlinedAt: !346)
!355 = !DILocation(line: 51, column: 23, scope: !138, inlinedAt: !346)
!356 = !DILocation(line: 52, column: 13, scope: !138, inlinedAt: !346)
!357 = !DILocation(line: 54, column: 35, scope: !138, inlinedAt: !346)
!358 = !DILocation(line: 0, scope: !146, inlinedAt: !359)
!359 = distinct !DILocation(line: 54, column: 13, scope: !138, inlinedAt: !346)
!360 = !DILocation(line: 0, scope: !157, inlinedAt: !361)
!361 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !359)
!362 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !361)
!363 = !DILocation(line: 55, column: 13, scope: !138, inlinedAt: !346)
!364 = !DILocation(line: 57, column: 35, scope: !138, inlinedAt: !346)
!365 = !DILocation(line: 0, scope: !169, inlinedAt: !366)
!366 = distinct !DILocation(line: 57, column: 13, scope: !138, inlinedAt: !346)
!367 = !DILocation(line: 0, scope: !177, inlinedAt: !368)
!368 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !366)
!369 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !368)
!370 = !DILocation(line: 58, column: 13, scope: !138, inlinedAt: !346)
!371 = !DILocation(line: 63, column: 5, scope: !112, inlinedAt: !346)
!372 = !DILocation(line: 65, column: 5, scope: !112, inlinedAt: !346)
!373 = !DILocation(line: 161, column: 5, scope: !374)
!374 = distinct !DILexicalBlock(scope: !375, file: !1, line: 161, column: 5)
!375 = distinct !DILexicalBlock(scope: !228, file: !1, line: 161, column: 5)
!376 = !DILocation(line: 161, column: 5, scope: !375)
!377 = !DILocation(line: 162, column: 9, scope: !266)
!378 = !DILocation(line: 162, column: 20, scope: !266)
!379 = distinct !DIAssignID()
!380 = !DILocation(line: 164, column: 16, scope: !266)
!381 = !DILocation(line: 165, column: 25, scope: !266)
!382 = !DILocation(line: 165, column: 37, scope: !266)
!383 = !DILocation(line: 165, column: 16, scope: !266)
!384 = !DILocation(line: 166, column: 25, scope: !266)
!385 = !DILocation(line: 166, column: 16, scope: !266)
!386 = !DILocation(line: 167, column: 16, scope: !266)
!387 = !DILocation(line: 165, column: 13, scope: !266)
!388 = !DILocation(line: 166, column: 13, scope: !266)
!389 = !DILocation(line: 167, column: 13, scope: !266)
!390 = !DILocation(line: 171, column: 40, scope: !391)
!391 = distinct !DILexicalBlock(scope: !266, file: !1, line: 171, column: 13)
!392 = !DILocation(line: 172, column: 24, scope: !266)
!393 = !DILocation(line: 173, column: 39, scope: !266)
!394 = !DILocation(line: 173, column: 59, scope: !266)
!395 = !DILocation(line: 173, column: 20, scope: !266)
!396 = !{ptr @HUF_compress1X_repeat, ptr @HUF_compress4X_repeat}
!397 = !DILocation(line: 180, column: 13, scope: !398)
!398 = distinct !DILexicalBlock(scope: !266, file: !1, line: 180, column: 13)
!399 = !DILocation(line: 180, column: 20, scope: !398)
!400 = !DILocation(line: 180, column: 13, scope: !266)
!401 = !DILocation(line: 185, column: 5, scope: !228)
!402 = !DILocalVariable(name: "srcSize", arg: 1, scope: !403, file: !234, line: 677, type: !85)
!403 = distinct !DISubprogram(name: "ZSTD_minGain", scope: !234, file: !234, line: 677, type: !404, scopeLine: 678, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!85, !85, !244}
!406 = !{!402, !407, !408}
!407 = !DILocalVariable(name: "strat", arg: 2, scope: !403, file: !234, line: 677, type: !244)
!408 = !DILocalVariable(name: "minlog", scope: !403, file: !234, line: 679, type: !126)
!409 = !DILocation(line: 0, scope: !403, inlinedAt: !410)
!410 = distinct !DILocation(line: 187, column: 32, scope: !276)
!411 = !DILocation(line: 679, column: 24, scope: !403, inlinedAt: !410)
!412 = !DILocation(line: 682, column: 21, scope: !403, inlinedAt: !410)
!413 = !DILocation(line: 0, scope: !276)
!414 = !DILocation(line: 682, column: 32, scope: !403, inlinedAt: !410)
!415 = !DILocation(line: 188, column: 27, scope: !416)
!416 = distinct !DILexicalBlock(scope: !276, file: !1, line: 188, column: 13)
!417 = !DILocation(line: 189, column: 13, scope: !418)
!418 = distinct !DILexicalBlock(scope: !416, file: !1, line: 188, column: 88)
!419 = !DILocation(line: 0, scope: !112, inlinedAt: !420)
!420 = distinct !DILocation(line: 190, column: 20, scope: !418)
!421 = !DILocation(line: 42, column: 38, scope: !112, inlinedAt: !420)
!422 = !DILocation(line: 42, column: 28, scope: !112, inlinedAt: !420)
!423 = !DILocation(line: 42, column: 53, scope: !112, inlinedAt: !420)
!424 = !DILocation(line: 42, column: 43, scope: !112, inlinedAt: !420)
!425 = !DILocation(line: 46, column: 5, scope: !133, inlinedAt: !420)
!426 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !420)
!427 = !DILocation(line: 48, column: 5, scope: !112, inlinedAt: !420)
!428 = !DILocation(line: 51, column: 25, scope: !138, inlinedAt: !420)
!429 = !DILocation(line: 51, column: 23, scope: !138, inlinedAt: !420)
!430 = !DILocation(line: 52, column: 13, scope: !138, inlinedAt: !420)
!431 = !DILocation(line: 54, column: 35, scope: !138, inlinedAt: !420)
!432 = !DILocation(line: 0, scope: !146, inlinedAt: !433)
!433 = distinct !DILocation(line: 54, column: 13, scope: !138, inlinedAt: !420)
!434 = !DILocation(line: 0, scope: !157, inlinedAt: !435)
!435 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !433)
!436 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !435)
!437 = !DILocation(line: 55, column: 13, scope: !138, inlinedAt: !420)
!438 = !DILocation(line: 57, column: 35, scope: !138, inlinedAt: !420)
!439 = !DILocation(line: 0, scope: !169, inlinedAt: !440)
!440 = distinct !DILocation(line: 57, column: 13, scope: !138, inlinedAt: !420)
!441 = !DILocation(line: 0, scope: !177, inlinedAt: !442)
!442 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !440)
!443 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !442)
!444 = !DILocation(line: 58, column: 13, scope: !138, inlinedAt: !420)
!445 = !DILocation(line: 63, column: 5, scope: !112, inlinedAt: !420)
!446 = !DILocation(line: 65, column: 5, scope: !112, inlinedAt: !420)
!447 = !DILocation(line: 192, column: 17, scope: !448)
!448 = distinct !DILexicalBlock(scope: !228, file: !1, line: 192, column: 9)
!449 = !DILocation(line: 192, column: 9, scope: !228)
!450 = !DILocation(line: 198, column: 22, scope: !451)
!451 = distinct !DILexicalBlock(scope: !452, file: !1, line: 198, column: 13)
!452 = distinct !DILexicalBlock(scope: !448, file: !1, line: 192, column: 22)
!453 = !DILocation(line: 198, column: 28, scope: !451)
!454 = !DILocalVariable(name: "src", arg: 1, scope: !455, file: !1, line: 68, type: !116)
!455 = distinct !DISubprogram(name: "allBytesIdentical", scope: !1, file: !1, line: 68, type: !456, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !458)
!456 = !DISubroutineType(types: !457)
!457 = !{!103, !116, !85}
!458 = !{!454, !459, !460, !462}
!459 = !DILocalVariable(name: "srcSize", arg: 2, scope: !455, file: !1, line: 68, type: !85)
!460 = !DILocalVariable(name: "b", scope: !461, file: !1, line: 72, type: !96)
!461 = distinct !DILexicalBlock(scope: !455, file: !1, line: 72, column: 5)
!462 = !DILocalVariable(name: "p", scope: !461, file: !1, line: 73, type: !85)
!463 = !DILocation(line: 0, scope: !455, inlinedAt: !464)
!464 = distinct !DILocation(line: 198, column: 31, scope: !451)
!465 = !DILocation(line: 72, column: 24, scope: !461, inlinedAt: !464)
!466 = !DILocation(line: 0, scope: !461, inlinedAt: !464)
!467 = !DILocation(line: 74, column: 20, scope: !468, inlinedAt: !464)
!468 = distinct !DILexicalBlock(scope: !469, file: !1, line: 74, column: 9)
!469 = distinct !DILexicalBlock(scope: !461, file: !1, line: 74, column: 9)
!470 = !DILocation(line: 74, column: 9, scope: !469, inlinedAt: !464)
!471 = distinct !{!471, !470, !472, !473}
!472 = !DILocation(line: 76, column: 9, scope: !469, inlinedAt: !464)
!473 = !{!"llvm.loop.mustprogress"}
!474 = !DILocation(line: 75, column: 17, scope: !475, inlinedAt: !464)
!475 = distinct !DILexicalBlock(scope: !476, file: !1, line: 75, column: 17)
!476 = distinct !DILexicalBlock(scope: !468, file: !1, line: 74, column: 35)
!477 = !DILocation(line: 75, column: 39, scope: !475, inlinedAt: !464)
!478 = !DILocation(line: 75, column: 17, scope: !476, inlinedAt: !464)
!479 = !DILocation(line: 199, column: 13, scope: !480)
!480 = distinct !DILexicalBlock(scope: !451, file: !1, line: 198, column: 64)
!481 = !DILocation(line: 200, column: 20, scope: !480)
!482 = !DILocation(line: 200, column: 13, scope: !480)
!483 = !DILocation(line: 203, column: 9, scope: !228)
!484 = !DILocation(line: 205, column: 18, scope: !485)
!485 = distinct !DILexicalBlock(scope: !486, file: !1, line: 203, column: 34)
!486 = distinct !DILexicalBlock(scope: !228, file: !1, line: 203, column: 9)
!487 = !DILocation(line: 205, column: 29, scope: !485)
!488 = !DILocation(line: 206, column: 5, scope: !485)
!489 = !DILocation(line: 209, column: 5, scope: !228)
!490 = !DILocation(line: 213, column: 59, scope: !278)
!491 = !DILocation(line: 213, column: 68, scope: !278)
!492 = !DILocation(line: 213, column: 80, scope: !278)
!493 = !DILocation(line: 213, column: 65, scope: !278)
!494 = !DILocation(line: 213, column: 88, scope: !278)
!495 = !DILocation(line: 213, column: 101, scope: !278)
!496 = !DILocation(line: 213, column: 85, scope: !278)
!497 = !DILocation(line: 0, scope: !278)
!498 = !DILocalVariable(name: "memPtr", arg: 1, scope: !499, file: !79, line: 315, type: !115)
!499 = distinct !DISubprogram(name: "MEM_writeLE24", scope: !79, file: !79, line: 315, type: !170, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !500)
!500 = !{!498, !501}
!501 = !DILocalVariable(name: "val", arg: 2, scope: !499, file: !79, line: 315, type: !88)
!502 = !DILocation(line: 0, scope: !499, inlinedAt: !503)
!503 = distinct !DILocation(line: 214, column: 13, scope: !278)
!504 = !DILocation(line: 317, column: 27, scope: !499, inlinedAt: !503)
!505 = !DILocation(line: 0, scope: !146, inlinedAt: !506)
!506 = distinct !DILocation(line: 317, column: 5, scope: !499, inlinedAt: !503)
!507 = !DILocation(line: 0, scope: !157, inlinedAt: !508)
!508 = distinct !DILocation(line: 302, column: 9, scope: !162, inlinedAt: !506)
!509 = !DILocation(line: 187, column: 76, scope: !157, inlinedAt: !508)
!510 = !DILocation(line: 318, column: 36, scope: !499, inlinedAt: !503)
!511 = !DILocation(line: 318, column: 26, scope: !499, inlinedAt: !503)
!512 = !DILocation(line: 318, column: 5, scope: !499, inlinedAt: !503)
!513 = !DILocation(line: 318, column: 24, scope: !499, inlinedAt: !503)
!514 = !DILocation(line: 219, column: 49, scope: !281)
!515 = !DILocation(line: 219, column: 61, scope: !281)
!516 = !DILocation(line: 219, column: 69, scope: !281)
!517 = !DILocation(line: 219, column: 82, scope: !281)
!518 = !DILocation(line: 219, column: 46, scope: !281)
!519 = !DILocation(line: 219, column: 66, scope: !281)
!520 = !DILocation(line: 0, scope: !281)
!521 = !DILocation(line: 0, scope: !169, inlinedAt: !522)
!522 = distinct !DILocation(line: 220, column: 13, scope: !281)
!523 = !DILocation(line: 0, scope: !177, inlinedAt: !524)
!524 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !522)
!525 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !524)
!526 = !DILocation(line: 225, column: 49, scope: !283)
!527 = !DILocation(line: 225, column: 61, scope: !283)
!528 = !DILocation(line: 225, column: 69, scope: !283)
!529 = !DILocation(line: 225, column: 82, scope: !283)
!530 = !DILocation(line: 225, column: 46, scope: !283)
!531 = !DILocation(line: 225, column: 66, scope: !283)
!532 = !DILocation(line: 0, scope: !283)
!533 = !DILocation(line: 0, scope: !169, inlinedAt: !534)
!534 = distinct !DILocation(line: 226, column: 13, scope: !283)
!535 = !DILocation(line: 0, scope: !177, inlinedAt: !536)
!536 = distinct !DILocation(line: 332, column: 9, scope: !182, inlinedAt: !534)
!537 = !DILocation(line: 188, column: 76, scope: !177, inlinedAt: !536)
!538 = !DILocation(line: 227, column: 41, scope: !283)
!539 = !DILocation(line: 227, column: 25, scope: !283)
!540 = !DILocation(line: 227, column: 13, scope: !283)
!541 = !DILocation(line: 227, column: 23, scope: !283)
!542 = !DILocation(line: 234, column: 18, scope: !228)
!543 = !DILocation(line: 234, column: 5, scope: !228)
!544 = !DILocation(line: 235, column: 1, scope: !228)
