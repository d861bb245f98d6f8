; ModuleID = 'src/zlib/infback.c'
source_filename = "src/zlib/infback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflateBack.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"invalid block type\00", align 1, !dbg !186
@.str.2 = private unnamed_addr constant [29 x i8] c"invalid stored block lengths\00", align 1, !dbg !191
@.str.3 = private unnamed_addr constant [36 x i8] c"too many length or distance symbols\00", align 1, !dbg !196
@.str.4 = private unnamed_addr constant [25 x i8] c"invalid code lengths set\00", align 1, !dbg !201
@.str.5 = private unnamed_addr constant [26 x i8] c"invalid bit length repeat\00", align 1, !dbg !206
@.str.6 = private unnamed_addr constant [37 x i8] c"invalid code -- missing end-of-block\00", align 1, !dbg !211
@.str.7 = private unnamed_addr constant [28 x i8] c"invalid literal/lengths set\00", align 1, !dbg !216
@.str.8 = private unnamed_addr constant [22 x i8] c"invalid distances set\00", align 1, !dbg !221
@.str.9 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1, !dbg !226
@.str.10 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1, !dbg !228
@.str.11 = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1, !dbg !230

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateBackInit_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 !dbg !265 {
    #dbg_value(ptr %0, !271, !DIExpression(), !277)
    #dbg_value(i32 %1, !272, !DIExpression(), !277)
    #dbg_value(ptr %2, !273, !DIExpression(), !277)
    #dbg_value(ptr %3, !274, !DIExpression(), !277)
    #dbg_value(i32 %4, !275, !DIExpression(), !277)
  %6 = icmp eq ptr %3, null, !dbg !278
  br i1 %6, label %47, label %7, !dbg !280

7:                                                ; preds = %5
  %8 = load i8, ptr %3, align 1, !dbg !281, !tbaa !282
  %9 = icmp ne i8 %8, 49, !dbg !285
  %10 = icmp ne i32 %4, 112
  %11 = or i1 %10, %9, !dbg !286
  br i1 %11, label %47, label %12, !dbg !286

12:                                               ; preds = %7
  %13 = icmp eq ptr %0, null, !dbg !287
  %14 = icmp eq ptr %2, null
  %15 = or i1 %13, %14, !dbg !289
  %16 = add i32 %1, -16, !dbg !289
  %17 = icmp ult i32 %16, -8, !dbg !289
  %18 = or i1 %17, %15, !dbg !289
  br i1 %18, label %47, label %19, !dbg !289

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !290
  store ptr null, ptr %20, align 8, !dbg !291, !tbaa !292
  %21 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !297
  %22 = load ptr, ptr %21, align 8, !dbg !297, !tbaa !299
  %23 = icmp eq ptr %22, null, !dbg !300
  br i1 %23, label %24, label %26, !dbg !301

24:                                               ; preds = %19
  store ptr @zcalloc, ptr %21, align 8, !dbg !302, !tbaa !299
  %25 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !304
  store ptr null, ptr %25, align 8, !dbg !305, !tbaa !306
  br label %26, !dbg !307

26:                                               ; preds = %24, %19
  %27 = phi ptr [ @zcalloc, %24 ], [ %22, %19 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !308
  %29 = load ptr, ptr %28, align 8, !dbg !308, !tbaa !310
  %30 = icmp eq ptr %29, null, !dbg !311
  br i1 %30, label %31, label %32, !dbg !312

31:                                               ; preds = %26
  store ptr @zcfree, ptr %28, align 8, !dbg !313, !tbaa !310
  br label %32, !dbg !314

32:                                               ; preds = %31, %26
  %33 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !315
  %34 = load ptr, ptr %33, align 8, !dbg !315, !tbaa !306
  %35 = tail call ptr %27(ptr noundef %34, i32 noundef 1, i32 noundef 7160) #5, !dbg !315
    #dbg_value(ptr %35, !276, !DIExpression(), !277)
  %36 = icmp eq ptr %35, null, !dbg !316
  br i1 %36, label %47, label %37, !dbg !318

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !319
  store ptr %35, ptr %38, align 8, !dbg !320, !tbaa !321
  %39 = getelementptr inbounds i8, ptr %35, i64 28, !dbg !322
  store i32 32768, ptr %39, align 4, !dbg !323, !tbaa !324
  %40 = getelementptr inbounds i8, ptr %35, i64 56, !dbg !326
  store i32 %1, ptr %40, align 8, !dbg !327, !tbaa !328
  %41 = shl nuw nsw i32 1, %1, !dbg !329
  %42 = getelementptr inbounds i8, ptr %35, i64 60, !dbg !330
  store i32 %41, ptr %42, align 4, !dbg !331, !tbaa !332
  %43 = getelementptr inbounds i8, ptr %35, i64 72, !dbg !333
  store ptr %2, ptr %43, align 8, !dbg !334, !tbaa !335
  %44 = getelementptr inbounds i8, ptr %35, i64 68, !dbg !336
  store i32 0, ptr %44, align 4, !dbg !337, !tbaa !338
  %45 = getelementptr inbounds i8, ptr %35, i64 64, !dbg !339
  store i32 0, ptr %45, align 8, !dbg !340, !tbaa !341
  %46 = getelementptr inbounds i8, ptr %35, i64 7144, !dbg !342
  store i32 1, ptr %46, align 8, !dbg !343, !tbaa !344
  br label %47, !dbg !345

47:                                               ; preds = %32, %12, %5, %7, %37
  %48 = phi i32 [ 0, %37 ], [ -6, %7 ], [ -6, %5 ], [ -2, %12 ], [ -4, %32 ], !dbg !277
  ret i32 %48, !dbg !346
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #2

declare void @zcfree(ptr noundef, ptr noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @inflateBack(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 !dbg !2 {
  %6 = alloca ptr, align 8, !DIAssignID !347
    #dbg_assign(i1 undef, !242, !DIExpression(), !347, ptr %6, !DIExpression(), !348)
    #dbg_value(ptr %0, !236, !DIExpression(), !348)
    #dbg_value(ptr %1, !237, !DIExpression(), !348)
    #dbg_value(ptr %2, !238, !DIExpression(), !348)
    #dbg_value(ptr %3, !239, !DIExpression(), !348)
    #dbg_value(ptr %4, !240, !DIExpression(), !348)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5, !dbg !349
  %7 = icmp eq ptr %0, null, !dbg !350
  br i1 %7, label %1237, label %8, !dbg !352

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !353
  %10 = load ptr, ptr %9, align 8, !dbg !353, !tbaa !321
  %11 = icmp eq ptr %10, null, !dbg !354
  br i1 %11, label %1237, label %12, !dbg !355

12:                                               ; preds = %8
    #dbg_value(ptr %10, !241, !DIExpression(), !348)
  %13 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !356
  store ptr null, ptr %13, align 8, !dbg !357, !tbaa !292
  %14 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !358
  store i32 16191, ptr %14, align 8, !dbg !359, !tbaa !360
  %15 = getelementptr inbounds i8, ptr %10, i64 12, !dbg !361
  store i32 0, ptr %15, align 4, !dbg !362, !tbaa !363
  %16 = getelementptr inbounds i8, ptr %10, i64 64, !dbg !364
  store i32 0, ptr %16, align 8, !dbg !365, !tbaa !341
  %17 = load ptr, ptr %0, align 8, !dbg !366, !tbaa !367
  store ptr %17, ptr %6, align 8, !dbg !368, !tbaa !369, !DIAssignID !370
    #dbg_assign(ptr %17, !242, !DIExpression(), !370, ptr %6, !DIExpression(), !348)
  %18 = icmp eq ptr %17, null, !dbg !371
  br i1 %18, label %22, label %19, !dbg !372

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !373
  %21 = load i32, ptr %20, align 8, !dbg !373, !tbaa !374
  br label %22, !dbg !372

22:                                               ; preds = %12, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %12 ], !dbg !372
    #dbg_value(i32 %23, !244, !DIExpression(), !348)
    #dbg_value(i64 0, !246, !DIExpression(), !348)
    #dbg_value(i32 0, !247, !DIExpression(), !348)
  %24 = getelementptr inbounds i8, ptr %10, i64 72, !dbg !375
  %25 = load ptr, ptr %24, align 8, !dbg !375, !tbaa !335
    #dbg_value(ptr %25, !243, !DIExpression(), !348)
  %26 = getelementptr inbounds i8, ptr %10, i64 60, !dbg !376
  %27 = load i32, ptr %26, align 4, !dbg !376, !tbaa !332
    #dbg_value(i32 %27, !245, !DIExpression(), !348)
  %28 = getelementptr inbounds i8, ptr %10, i64 132
  %29 = getelementptr inbounds i8, ptr %10, i64 136
  %30 = getelementptr inbounds i8, ptr %10, i64 128
  %31 = getelementptr inbounds i8, ptr %10, i64 140
  %32 = getelementptr inbounds i8, ptr %10, i64 152
  %33 = getelementptr inbounds i8, ptr %10, i64 1368
  %34 = getelementptr inbounds i8, ptr %10, i64 144
  %35 = getelementptr inbounds i8, ptr %10, i64 104
  %36 = getelementptr inbounds i8, ptr %10, i64 120
  %37 = getelementptr inbounds i8, ptr %10, i64 792
  %38 = getelementptr inbounds i8, ptr %10, i64 664
  %39 = getelementptr inbounds i8, ptr %10, i64 112
  %40 = getelementptr inbounds i8, ptr %10, i64 124
  %41 = getelementptr inbounds i8, ptr %10, i64 92
  %42 = getelementptr inbounds i8, ptr %10, i64 100
  %43 = getelementptr inbounds i8, ptr %10, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = getelementptr inbounds i8, ptr %0, i64 32
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  %47 = getelementptr inbounds i8, ptr %10, i64 80
  %48 = getelementptr inbounds i8, ptr %10, i64 88
  br label %49, !dbg !377

49:                                               ; preds = %1211, %22
  %50 = phi i32 [ 16191, %22 ], [ %1217, %1211 ], !dbg !378
  %51 = phi ptr [ %25, %22 ], [ %1212, %1211 ], !dbg !348
  %52 = phi i32 [ %23, %22 ], [ %1213, %1211 ], !dbg !348
  %53 = phi i32 [ %27, %22 ], [ %1214, %1211 ], !dbg !348
  %54 = phi i64 [ 0, %22 ], [ %1215, %1211 ], !dbg !348
  %55 = phi i32 [ 0, %22 ], [ %1216, %1211 ], !dbg !348
    #dbg_value(i32 %55, !247, !DIExpression(), !348)
    #dbg_value(i64 %54, !246, !DIExpression(), !348)
    #dbg_value(i32 %53, !245, !DIExpression(), !348)
    #dbg_value(i32 %52, !244, !DIExpression(), !348)
    #dbg_value(ptr %51, !243, !DIExpression(), !348)
  switch i32 %50, label %1220 [
    i32 16191, label %60
    i32 16193, label %103
    i32 16196, label %56
    i32 16200, label %648
    i32 16208, label %1218
    i32 16209, label %1219
  ], !dbg !381

56:                                               ; preds = %49
    #dbg_value(i32 %55, !247, !DIExpression(), !348)
    #dbg_value(i64 %54, !246, !DIExpression(), !348)
    #dbg_value(i32 %52, !244, !DIExpression(), !348)
  %57 = icmp ult i32 %55, 14, !dbg !382
  br i1 %57, label %58, label %206, !dbg !382

58:                                               ; preds = %56
  %59 = zext nneg i32 %55 to i64, !dbg !382
  br label %184, !dbg !382

60:                                               ; preds = %49
  %61 = load i32, ptr %15, align 4, !dbg !385, !tbaa !363
  %62 = icmp eq i32 %61, 0, !dbg !387
  br i1 %62, label %63, label %68, !dbg !388

63:                                               ; preds = %60
    #dbg_value(i32 %55, !247, !DIExpression(), !348)
    #dbg_value(i64 %54, !246, !DIExpression(), !348)
    #dbg_value(i32 %52, !244, !DIExpression(), !348)
  %64 = icmp ult i32 %55, 3, !dbg !389
  br i1 %64, label %65, label %87, !dbg !389

65:                                               ; preds = %63
  %66 = or disjoint i32 %55, 8
    #dbg_value(i32 %55, !247, !DIExpression(), !348)
    #dbg_value(i64 %54, !246, !DIExpression(), !348)
    #dbg_value(i32 %52, !244, !DIExpression(), !348)
  %67 = icmp eq i32 %52, 0, !dbg !391
  br i1 %67, label %73, label %77, !dbg !395

68:                                               ; preds = %60
  %69 = and i32 %55, 7, !dbg !396
  %70 = zext nneg i32 %69 to i64, !dbg !396
  %71 = lshr i64 %54, %70, !dbg !396
    #dbg_value(i64 %71, !246, !DIExpression(), !348)
  %72 = and i32 %55, -8, !dbg !396
    #dbg_value(i32 %72, !247, !DIExpression(), !348)
  store i32 16208, ptr %14, align 8, !dbg !399, !tbaa !360
  br label %1211, !dbg !400

73:                                               ; preds = %65
  %74 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !401
    #dbg_value(i32 %74, !244, !DIExpression(), !348)
  %75 = icmp eq i32 %74, 0, !dbg !403
  br i1 %75, label %76, label %77, !dbg !401

76:                                               ; preds = %73
  store ptr null, ptr %6, align 8, !dbg !405, !tbaa !369, !DIAssignID !407
    #dbg_assign(ptr null, !242, !DIExpression(), !407, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !405

77:                                               ; preds = %73, %65
  %78 = phi i32 [ %74, %73 ], [ %52, %65 ], !dbg !348
    #dbg_value(i32 %78, !244, !DIExpression(), !348)
  %79 = add i32 %78, -1, !dbg !408
    #dbg_value(i32 %79, !244, !DIExpression(), !348)
  %80 = load ptr, ptr %6, align 8, !dbg !408, !tbaa !369
  %81 = getelementptr inbounds i8, ptr %80, i64 1, !dbg !408
  store ptr %81, ptr %6, align 8, !dbg !408, !tbaa !369, !DIAssignID !409
    #dbg_assign(ptr %81, !242, !DIExpression(), !409, ptr %6, !DIExpression(), !348)
  %82 = load i8, ptr %80, align 1, !dbg !408, !tbaa !282
  %83 = zext i8 %82 to i64, !dbg !408
  %84 = zext nneg i32 %55 to i64, !dbg !408
  %85 = shl nuw nsw i64 %83, %84, !dbg !408
  %86 = add i64 %85, %54, !dbg !408
    #dbg_value(i64 %86, !246, !DIExpression(), !348)
    #dbg_value(i32 %66, !247, !DIExpression(), !348)
  br label %87, !dbg !389

87:                                               ; preds = %77, %63
  %88 = phi i32 [ %79, %77 ], [ %52, %63 ], !dbg !348
  %89 = phi i64 [ %86, %77 ], [ %54, %63 ], !dbg !348
  %90 = phi i32 [ %66, %77 ], [ %55, %63 ], !dbg !348
  %91 = trunc i64 %89 to i32, !dbg !410
  %92 = and i32 %91, 1, !dbg !410
  store i32 %92, ptr %15, align 4, !dbg !411, !tbaa !363
    #dbg_value(i64 %89, !246, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !348)
    #dbg_value(i32 %90, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %93 = lshr i32 %91, 1, !dbg !412
  %94 = and i32 %93, 3, !dbg !412
  switch i32 %94, label %97 [
    i32 0, label %99
    i32 1, label %95
    i32 2, label %96
    i32 3, label %98
  ], !dbg !413

95:                                               ; preds = %87
  call void @inflate_fixed(ptr noundef nonnull %10) #5, !dbg !414
  br label %99, !dbg !416

96:                                               ; preds = %87
  br label %99, !dbg !417

97:                                               ; preds = %87
  unreachable

98:                                               ; preds = %87
  store ptr @.str.1, ptr %13, align 8, !dbg !418, !tbaa !292
  br label %99, !dbg !419

99:                                               ; preds = %87, %95, %96, %98
  %100 = phi i32 [ 16200, %95 ], [ 16196, %96 ], [ 16209, %98 ], [ 16193, %87 ]
  store i32 %100, ptr %14, align 8, !dbg !420, !tbaa !360
  %101 = lshr i64 %89, 3, !dbg !421
    #dbg_value(i64 %101, !246, !DIExpression(), !348)
  %102 = add i32 %90, -3, !dbg !421
    #dbg_value(i32 %102, !247, !DIExpression(), !348)
  br label %1211, !dbg !423

103:                                              ; preds = %49
  %104 = and i32 %55, 7, !dbg !424
  %105 = zext nneg i32 %104 to i64, !dbg !424
  %106 = lshr i64 %54, %105, !dbg !424
    #dbg_value(i64 %106, !246, !DIExpression(), !348)
  %107 = and i32 %55, -8, !dbg !424
    #dbg_value(i32 %55, !247, !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_and, DW_OP_stack_value), !348)
    #dbg_value(i32 %52, !244, !DIExpression(), !348)
  %108 = icmp ult i32 %55, 32, !dbg !426
  br i1 %108, label %109, label %134, !dbg !426

109:                                              ; preds = %103
  %110 = and i32 %55, 24, !dbg !426
  %111 = zext nneg i32 %110 to i64, !dbg !426
  br label %112, !dbg !426

112:                                              ; preds = %109, %121
  %113 = phi i64 [ %111, %109 ], [ %130, %121 ]
  %114 = phi i64 [ %106, %109 ], [ %129, %121 ]
  %115 = phi i32 [ %52, %109 ], [ %123, %121 ]
    #dbg_value(i64 %113, !247, !DIExpression(), !348)
    #dbg_value(i64 %114, !246, !DIExpression(), !348)
    #dbg_value(i32 %115, !244, !DIExpression(), !348)
  %116 = icmp eq i32 %115, 0, !dbg !428
  br i1 %116, label %117, label %121, !dbg !432

117:                                              ; preds = %112
  %118 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !433
    #dbg_value(i32 %118, !244, !DIExpression(), !348)
  %119 = icmp eq i32 %118, 0, !dbg !435
  br i1 %119, label %120, label %121, !dbg !433

120:                                              ; preds = %117
  store ptr null, ptr %6, align 8, !dbg !437, !tbaa !369, !DIAssignID !439
    #dbg_assign(ptr null, !242, !DIExpression(), !439, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !437

121:                                              ; preds = %117, %112
  %122 = phi i32 [ %118, %117 ], [ %115, %112 ], !dbg !348
    #dbg_value(i32 %122, !244, !DIExpression(), !348)
  %123 = add i32 %122, -1, !dbg !440
    #dbg_value(i32 %123, !244, !DIExpression(), !348)
  %124 = load ptr, ptr %6, align 8, !dbg !440, !tbaa !369
  %125 = getelementptr inbounds i8, ptr %124, i64 1, !dbg !440
  store ptr %125, ptr %6, align 8, !dbg !440, !tbaa !369, !DIAssignID !441
    #dbg_assign(ptr %125, !242, !DIExpression(), !441, ptr %6, !DIExpression(), !348)
  %126 = load i8, ptr %124, align 1, !dbg !440, !tbaa !282
  %127 = zext i8 %126 to i64, !dbg !440
  %128 = shl nuw nsw i64 %127, %113, !dbg !440
  %129 = add i64 %128, %114, !dbg !440
    #dbg_value(i64 %129, !246, !DIExpression(), !348)
  %130 = add nuw nsw i64 %113, 8, !dbg !440
    #dbg_value(i64 %130, !247, !DIExpression(), !348)
  %131 = icmp ult i64 %113, 24, !dbg !426
  br i1 %131, label %112, label %132, !dbg !426, !llvm.loop !442

132:                                              ; preds = %121
  %133 = trunc nuw i64 %130 to i32, !dbg !444
  br label %134, !dbg !444

134:                                              ; preds = %132, %103
  %135 = phi i32 [ %52, %103 ], [ %123, %132 ], !dbg !348
  %136 = phi i64 [ %106, %103 ], [ %129, %132 ], !dbg !446
  %137 = phi i32 [ %107, %103 ], [ %133, %132 ], !dbg !446
  %138 = and i64 %136, 65535, !dbg !444
  %139 = lshr i64 %136, 16, !dbg !447
  %140 = xor i64 %139, %138, !dbg !448
  %141 = icmp eq i64 %140, 65535, !dbg !448
  br i1 %141, label %143, label %142, !dbg !449

142:                                              ; preds = %134
  store ptr @.str.2, ptr %13, align 8, !dbg !450, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !452, !tbaa !360
  br label %1211, !dbg !453

143:                                              ; preds = %134
  %144 = trunc i64 %136 to i32, !dbg !454
  %145 = and i32 %144, 65535, !dbg !455
    #dbg_value(i64 0, !246, !DIExpression(), !348)
    #dbg_value(i32 0, !247, !DIExpression(), !348)
  store i32 %145, ptr %41, align 4, !dbg !446, !tbaa !456
  %146 = icmp eq i32 %145, 0, !dbg !457
  br i1 %146, label %180, label %147, !dbg !458

147:                                              ; preds = %143, %165
  %148 = phi i32 [ %175, %165 ], [ %53, %143 ]
  %149 = phi i32 [ %172, %165 ], [ %135, %143 ]
  %150 = phi ptr [ %176, %165 ], [ %51, %143 ]
  %151 = phi i32 [ %178, %165 ], [ %145, %143 ]
    #dbg_value(i32 %148, !245, !DIExpression(), !348)
    #dbg_value(i32 %149, !244, !DIExpression(), !348)
    #dbg_value(ptr %150, !243, !DIExpression(), !348)
    #dbg_value(i32 %151, !248, !DIExpression(), !348)
  %152 = icmp eq i32 %149, 0, !dbg !459
  br i1 %152, label %153, label %157, !dbg !463

153:                                              ; preds = %147
  %154 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !464
    #dbg_value(i32 %154, !244, !DIExpression(), !348)
  %155 = icmp eq i32 %154, 0, !dbg !466
  br i1 %155, label %156, label %157, !dbg !464

156:                                              ; preds = %153
  store ptr null, ptr %6, align 8, !dbg !468, !tbaa !369, !DIAssignID !470
    #dbg_assign(ptr null, !242, !DIExpression(), !470, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !468

157:                                              ; preds = %147, %153
  %158 = phi i32 [ %154, %153 ], [ %149, %147 ], !dbg !348
    #dbg_value(i32 %158, !244, !DIExpression(), !348)
  %159 = icmp eq i32 %148, 0, !dbg !471
  br i1 %159, label %160, label %165, !dbg !474

160:                                              ; preds = %157
  %161 = load ptr, ptr %24, align 8, !dbg !475, !tbaa !335
    #dbg_value(ptr %161, !243, !DIExpression(), !348)
  %162 = load i32, ptr %26, align 4, !dbg !475, !tbaa !332
    #dbg_value(i32 %162, !245, !DIExpression(), !348)
  store i32 %162, ptr %16, align 8, !dbg !475, !tbaa !341
  %163 = call i32 %3(ptr noundef %4, ptr noundef %161, i32 noundef %162) #5, !dbg !477
  %164 = icmp eq i32 %163, 0, !dbg !477
  br i1 %164, label %165, label %1220, !dbg !475

165:                                              ; preds = %160, %157
  %166 = phi ptr [ %161, %160 ], [ %150, %157 ], !dbg !348
  %167 = phi i32 [ %162, %160 ], [ %148, %157 ], !dbg !348
    #dbg_value(i32 %167, !245, !DIExpression(), !348)
    #dbg_value(ptr %166, !243, !DIExpression(), !348)
  %168 = call i32 @llvm.umin.i32(i32 %151, i32 %158), !dbg !479
    #dbg_value(i32 %168, !248, !DIExpression(), !348)
  %169 = call i32 @llvm.umin.i32(i32 %168, i32 %167), !dbg !480
    #dbg_value(i32 %169, !248, !DIExpression(), !348)
  %170 = load ptr, ptr %6, align 8, !dbg !481, !tbaa !369
  %171 = zext i32 %169 to i64, !dbg !482
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %166, ptr align 1 %170, i64 %171, i1 false), !dbg !483
  %172 = sub i32 %158, %169, !dbg !484
    #dbg_value(i32 %172, !244, !DIExpression(), !348)
  %173 = load ptr, ptr %6, align 8, !dbg !485, !tbaa !369
  %174 = getelementptr inbounds i8, ptr %173, i64 %171, !dbg !485
  store ptr %174, ptr %6, align 8, !dbg !485, !tbaa !369, !DIAssignID !486
    #dbg_assign(ptr %174, !242, !DIExpression(), !486, ptr %6, !DIExpression(), !348)
  %175 = sub i32 %167, %169, !dbg !487
    #dbg_value(i32 %175, !245, !DIExpression(), !348)
  %176 = getelementptr inbounds i8, ptr %166, i64 %171, !dbg !488
    #dbg_value(ptr %176, !243, !DIExpression(), !348)
  %177 = load i32, ptr %41, align 4, !dbg !489, !tbaa !456
  %178 = sub i32 %177, %169, !dbg !489
  store i32 %178, ptr %41, align 4, !dbg !446, !tbaa !456
  %179 = icmp eq i32 %178, 0, !dbg !457
  br i1 %179, label %180, label %147, !dbg !458, !llvm.loop !490

180:                                              ; preds = %165, %143
  %181 = phi ptr [ %51, %143 ], [ %176, %165 ], !dbg !348
  %182 = phi i32 [ %135, %143 ], [ %172, %165 ], !dbg !348
  %183 = phi i32 [ %53, %143 ], [ %175, %165 ], !dbg !348
  store i32 16191, ptr %14, align 8, !dbg !492, !tbaa !360
  br label %1211, !dbg !493

184:                                              ; preds = %58, %193
  %185 = phi i64 [ %59, %58 ], [ %202, %193 ]
  %186 = phi i64 [ %54, %58 ], [ %201, %193 ]
  %187 = phi i32 [ %52, %58 ], [ %195, %193 ]
    #dbg_value(i64 %185, !247, !DIExpression(), !348)
    #dbg_value(i64 %186, !246, !DIExpression(), !348)
    #dbg_value(i32 %187, !244, !DIExpression(), !348)
  %188 = icmp eq i32 %187, 0, !dbg !494
  br i1 %188, label %189, label %193, !dbg !498

189:                                              ; preds = %184
  %190 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !499
    #dbg_value(i32 %190, !244, !DIExpression(), !348)
  %191 = icmp eq i32 %190, 0, !dbg !501
  br i1 %191, label %192, label %193, !dbg !499

192:                                              ; preds = %189
  store ptr null, ptr %6, align 8, !dbg !503, !tbaa !369, !DIAssignID !505
    #dbg_assign(ptr null, !242, !DIExpression(), !505, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !503

193:                                              ; preds = %189, %184
  %194 = phi i32 [ %190, %189 ], [ %187, %184 ], !dbg !348
    #dbg_value(i32 %194, !244, !DIExpression(), !348)
  %195 = add i32 %194, -1, !dbg !506
    #dbg_value(i32 %195, !244, !DIExpression(), !348)
  %196 = load ptr, ptr %6, align 8, !dbg !506, !tbaa !369
  %197 = getelementptr inbounds i8, ptr %196, i64 1, !dbg !506
  store ptr %197, ptr %6, align 8, !dbg !506, !tbaa !369, !DIAssignID !507
    #dbg_assign(ptr %197, !242, !DIExpression(), !507, ptr %6, !DIExpression(), !348)
  %198 = load i8, ptr %196, align 1, !dbg !506, !tbaa !282
  %199 = zext i8 %198 to i64, !dbg !506
  %200 = shl nuw nsw i64 %199, %185, !dbg !506
  %201 = add i64 %200, %186, !dbg !506
    #dbg_value(i64 %201, !246, !DIExpression(), !348)
  %202 = add nuw nsw i64 %185, 8, !dbg !506
    #dbg_value(i64 %202, !247, !DIExpression(), !348)
  %203 = icmp ult i64 %185, 6, !dbg !382
  br i1 %203, label %184, label %204, !dbg !382, !llvm.loop !508

204:                                              ; preds = %193
  %205 = trunc nuw nsw i64 %202 to i32, !dbg !509
  br label %206, !dbg !509

206:                                              ; preds = %204, %56
  %207 = phi i32 [ %52, %56 ], [ %195, %204 ], !dbg !348
  %208 = phi i64 [ %54, %56 ], [ %201, %204 ], !dbg !348
  %209 = phi i32 [ %55, %56 ], [ %205, %204 ], !dbg !348
  %210 = trunc i64 %208 to i32, !dbg !509
  %211 = and i32 %210, 31, !dbg !509
  %212 = add nuw nsw i32 %211, 257, !dbg !510
  store i32 %212, ptr %28, align 4, !dbg !511, !tbaa !512
    #dbg_value(i64 %208, !246, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_stack_value), !348)
    #dbg_value(i32 %209, !247, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !348)
  %213 = lshr i32 %210, 5, !dbg !513
  %214 = and i32 %213, 31, !dbg !513
  %215 = add nuw nsw i32 %214, 1, !dbg !514
  store i32 %215, ptr %29, align 8, !dbg !515, !tbaa !516
    #dbg_value(i64 %208, !246, !DIExpression(DW_OP_constu, 10, DW_OP_shr, DW_OP_stack_value), !348)
    #dbg_value(i32 %209, !247, !DIExpression(DW_OP_constu, 10, DW_OP_minus, DW_OP_stack_value), !348)
  %216 = lshr i32 %210, 10, !dbg !517
  %217 = and i32 %216, 15, !dbg !517
  %218 = add nuw nsw i32 %217, 4, !dbg !518
  store i32 %218, ptr %30, align 8, !dbg !519, !tbaa !520
  %219 = lshr i64 %208, 14, !dbg !521
    #dbg_value(i64 %219, !246, !DIExpression(), !348)
  %220 = add i32 %209, -14, !dbg !521
    #dbg_value(i32 %220, !247, !DIExpression(), !348)
  %221 = icmp ugt i32 %211, 29, !dbg !523
  %222 = icmp ugt i32 %214, 29
  %223 = or i1 %221, %222, !dbg !525
  br i1 %223, label %224, label %225, !dbg !525

224:                                              ; preds = %206
  store ptr @.str.3, ptr %13, align 8, !dbg !526, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !528, !tbaa !360
  br label %1211, !dbg !529

225:                                              ; preds = %206
  store i32 0, ptr %31, align 4, !dbg !530, !tbaa !531
    #dbg_value(i32 %220, !247, !DIExpression(), !348)
    #dbg_value(i64 %219, !246, !DIExpression(), !348)
    #dbg_value(i32 %207, !244, !DIExpression(), !348)
  br label %230, !dbg !532

226:                                              ; preds = %260
  %227 = icmp ult i32 %269, 19, !dbg !533
  br i1 %227, label %228, label %288, !dbg !534

228:                                              ; preds = %226
  %229 = zext nneg i32 %269 to i64, !dbg !534
  br label %278, !dbg !534

230:                                              ; preds = %225, %260
  %231 = phi i32 [ %261, %260 ], [ %218, %225 ]
  %232 = phi i32 [ %262, %260 ], [ %218, %225 ]
  %233 = phi i32 [ %269, %260 ], [ 0, %225 ]
  %234 = phi i32 [ %276, %260 ], [ %220, %225 ]
  %235 = phi i64 [ %275, %260 ], [ %219, %225 ]
  %236 = phi i32 [ %264, %260 ], [ %207, %225 ]
    #dbg_value(i32 %234, !247, !DIExpression(), !348)
    #dbg_value(i64 %235, !246, !DIExpression(), !348)
    #dbg_value(i32 %236, !244, !DIExpression(), !348)
  %237 = icmp ult i32 %234, 3, !dbg !535
  br i1 %237, label %238, label %260, !dbg !535

238:                                              ; preds = %230
  %239 = or disjoint i32 %234, 8
    #dbg_value(i32 %234, !247, !DIExpression(), !348)
    #dbg_value(i64 %235, !246, !DIExpression(), !348)
    #dbg_value(i32 %236, !244, !DIExpression(), !348)
  %240 = icmp eq i32 %236, 0, !dbg !538
  br i1 %240, label %241, label %248, !dbg !542

241:                                              ; preds = %238
  %242 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !543
    #dbg_value(i32 %242, !244, !DIExpression(), !348)
  %243 = icmp eq i32 %242, 0, !dbg !545
  br i1 %243, label %247, label %244, !dbg !543

244:                                              ; preds = %241
  %245 = load i32, ptr %31, align 4, !dbg !547, !tbaa !531
  %246 = load i32, ptr %30, align 8, !dbg !548, !tbaa !520
  br label %248, !dbg !543

247:                                              ; preds = %241
  store ptr null, ptr %6, align 8, !dbg !549, !tbaa !369, !DIAssignID !551
    #dbg_assign(ptr null, !242, !DIExpression(), !551, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !549

248:                                              ; preds = %244, %238
  %249 = phi i32 [ %246, %244 ], [ %231, %238 ], !dbg !548
  %250 = phi i32 [ %245, %244 ], [ %233, %238 ], !dbg !547
  %251 = phi i32 [ %242, %244 ], [ %236, %238 ], !dbg !348
    #dbg_value(i32 %251, !244, !DIExpression(), !348)
  %252 = add i32 %251, -1, !dbg !552
    #dbg_value(i32 %252, !244, !DIExpression(), !348)
  %253 = load ptr, ptr %6, align 8, !dbg !552, !tbaa !369
  %254 = getelementptr inbounds i8, ptr %253, i64 1, !dbg !552
  store ptr %254, ptr %6, align 8, !dbg !552, !tbaa !369, !DIAssignID !553
    #dbg_assign(ptr %254, !242, !DIExpression(), !553, ptr %6, !DIExpression(), !348)
  %255 = load i8, ptr %253, align 1, !dbg !552, !tbaa !282
  %256 = zext i8 %255 to i64, !dbg !552
  %257 = zext nneg i32 %234 to i64, !dbg !552
  %258 = shl nuw nsw i64 %256, %257, !dbg !552
  %259 = add nuw nsw i64 %258, %235, !dbg !552
    #dbg_value(i64 %259, !246, !DIExpression(), !348)
    #dbg_value(i32 %239, !247, !DIExpression(), !348)
  br label %260, !dbg !535

260:                                              ; preds = %248, %230
  %261 = phi i32 [ %249, %248 ], [ %231, %230 ]
  %262 = phi i32 [ %249, %248 ], [ %232, %230 ], !dbg !548
  %263 = phi i32 [ %250, %248 ], [ %233, %230 ], !dbg !547
  %264 = phi i32 [ %252, %248 ], [ %236, %230 ], !dbg !348
  %265 = phi i64 [ %259, %248 ], [ %235, %230 ], !dbg !446
  %266 = phi i32 [ %239, %248 ], [ %234, %230 ], !dbg !446
  %267 = trunc i64 %265 to i16, !dbg !554
  %268 = and i16 %267, 7, !dbg !554
  %269 = add i32 %263, 1, !dbg !547
  store i32 %269, ptr %31, align 4, !dbg !547, !tbaa !531
  %270 = zext i32 %263 to i64, !dbg !555
  %271 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %270, !dbg !555
  %272 = load i16, ptr %271, align 2, !dbg !555, !tbaa !556
  %273 = zext i16 %272 to i64, !dbg !558
  %274 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %273, !dbg !558
  store i16 %268, ptr %274, align 2, !dbg !559, !tbaa !556
  %275 = lshr i64 %265, 3, !dbg !560
    #dbg_value(i64 %275, !246, !DIExpression(), !348)
  %276 = add i32 %266, -3, !dbg !560
    #dbg_value(i32 %276, !247, !DIExpression(), !348)
    #dbg_value(i32 %264, !244, !DIExpression(), !348)
  %277 = icmp ult i32 %269, %262, !dbg !562
  br i1 %277, label %230, label %226, !dbg !532, !llvm.loop !563

278:                                              ; preds = %228, %278
  %279 = phi i64 [ %229, %228 ], [ %280, %278 ]
  %280 = add nuw nsw i64 %279, 1, !dbg !565
  %281 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %279, !dbg !566
  %282 = load i16, ptr %281, align 2, !dbg !566, !tbaa !556
  %283 = zext i16 %282 to i64, !dbg !567
  %284 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %283, !dbg !567
  store i16 0, ptr %284, align 2, !dbg !568, !tbaa !556
  %285 = and i64 %280, 4294967295, !dbg !533
  %286 = icmp eq i64 %285, 19, !dbg !533
  br i1 %286, label %287, label %278, !dbg !534, !llvm.loop !569

287:                                              ; preds = %278
  store i32 19, ptr %31, align 4, !dbg !446, !tbaa !531
  br label %288, !dbg !534

288:                                              ; preds = %287, %226
  store ptr %33, ptr %34, align 8, !dbg !571, !tbaa !572
  store ptr %33, ptr %35, align 8, !dbg !573, !tbaa !574
  store i32 7, ptr %36, align 8, !dbg !575, !tbaa !576
  %289 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %32, i32 noundef 19, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5, !dbg !577
    #dbg_value(i32 %289, !253, !DIExpression(), !348)
  %290 = icmp eq i32 %289, 0, !dbg !578
  br i1 %290, label %292, label %291, !dbg !580

291:                                              ; preds = %288
  store ptr @.str.4, ptr %13, align 8, !dbg !581, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !583, !tbaa !360
  br label %1211, !dbg !584

292:                                              ; preds = %288
  store i32 0, ptr %31, align 4, !dbg !585, !tbaa !531
    #dbg_value(i32 %276, !247, !DIExpression(), !348)
    #dbg_value(i64 %275, !246, !DIExpression(), !348)
    #dbg_value(i32 %264, !244, !DIExpression(), !348)
  %293 = load i32, ptr %28, align 4, !dbg !586, !tbaa !512
  %294 = load i32, ptr %29, align 8, !dbg !587, !tbaa !516
  %295 = sub i32 0, %293, !dbg !588
  %296 = icmp eq i32 %294, %295, !dbg !588
  br i1 %296, label %623, label %297, !dbg !589

297:                                              ; preds = %292, %615
  %298 = phi i32 [ %621, %615 ], [ %276, %292 ]
  %299 = phi i64 [ %620, %615 ], [ %275, %292 ]
  %300 = phi i32 [ %619, %615 ], [ %264, %292 ]
    #dbg_value(i32 %298, !247, !DIExpression(), !348)
    #dbg_value(i64 %299, !246, !DIExpression(), !348)
    #dbg_value(i32 %300, !244, !DIExpression(), !348)
  %301 = load ptr, ptr %35, align 8, !dbg !590, !tbaa !574
  %302 = trunc i64 %299 to i32, !dbg !595
  %303 = load i32, ptr %36, align 8, !dbg !595, !tbaa !576
  %304 = shl nsw i32 -1, %303, !dbg !595
  %305 = xor i32 %304, -1, !dbg !595
  %306 = and i32 %305, %302, !dbg !595
  %307 = zext nneg i32 %306 to i64, !dbg !596
  %308 = getelementptr inbounds %struct.code, ptr %301, i64 %307, !dbg !596
  %309 = getelementptr inbounds i8, ptr %308, i64 1, !dbg !596
  %310 = load i8, ptr %309, align 1, !dbg !596, !tbaa !282
  %311 = zext i8 %310 to i32, !dbg !597
  %312 = icmp ult i32 %298, %311, !dbg !599
  br i1 %312, label %313, label %354, !dbg !600

313:                                              ; preds = %297
  %314 = zext nneg i32 %298 to i64, !dbg !601
  br label %315, !dbg !601

315:                                              ; preds = %313, %329
  %316 = phi i32 [ %303, %313 ], [ %330, %329 ]
  %317 = phi ptr [ %301, %313 ], [ %331, %329 ]
  %318 = phi i64 [ %314, %313 ], [ %340, %329 ]
  %319 = phi i64 [ %299, %313 ], [ %339, %329 ]
  %320 = phi i32 [ %300, %313 ], [ %333, %329 ]
    #dbg_value(i64 %318, !247, !DIExpression(), !348)
    #dbg_value(i64 %319, !246, !DIExpression(), !348)
    #dbg_value(i32 %320, !244, !DIExpression(), !348)
  %321 = icmp eq i32 %320, 0, !dbg !602
  br i1 %321, label %322, label %329, !dbg !606

322:                                              ; preds = %315
  %323 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !607
    #dbg_value(i32 %323, !244, !DIExpression(), !348)
  %324 = icmp eq i32 %323, 0, !dbg !609
  br i1 %324, label %328, label %325, !dbg !607

325:                                              ; preds = %322
  %326 = load ptr, ptr %35, align 8, !dbg !590, !tbaa !574
  %327 = load i32, ptr %36, align 8, !dbg !595, !tbaa !576
  br label %329, !dbg !607

328:                                              ; preds = %322
  store ptr null, ptr %6, align 8, !dbg !611, !tbaa !369, !DIAssignID !613
    #dbg_assign(ptr null, !242, !DIExpression(), !613, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !611

329:                                              ; preds = %325, %315
  %330 = phi i32 [ %327, %325 ], [ %316, %315 ], !dbg !595
  %331 = phi ptr [ %326, %325 ], [ %317, %315 ], !dbg !590
  %332 = phi i32 [ %323, %325 ], [ %320, %315 ], !dbg !348
    #dbg_value(i32 %332, !244, !DIExpression(), !348)
  %333 = add i32 %332, -1, !dbg !614
    #dbg_value(i32 %333, !244, !DIExpression(), !348)
  %334 = load ptr, ptr %6, align 8, !dbg !614, !tbaa !369
  %335 = getelementptr inbounds i8, ptr %334, i64 1, !dbg !614
  store ptr %335, ptr %6, align 8, !dbg !614, !tbaa !369, !DIAssignID !615
    #dbg_assign(ptr %335, !242, !DIExpression(), !615, ptr %6, !DIExpression(), !348)
  %336 = load i8, ptr %334, align 1, !dbg !614, !tbaa !282
  %337 = zext i8 %336 to i64, !dbg !614
  %338 = shl i64 %337, %318, !dbg !614
  %339 = add i64 %338, %319, !dbg !614
    #dbg_value(i64 %339, !246, !DIExpression(), !348)
  %340 = add nuw nsw i64 %318, 8, !dbg !614
    #dbg_value(i64 %340, !247, !DIExpression(), !348)
  %341 = trunc i64 %339 to i32, !dbg !595
  %342 = shl nsw i32 -1, %330, !dbg !595
  %343 = xor i32 %342, -1, !dbg !595
  %344 = and i32 %343, %341, !dbg !595
  %345 = zext nneg i32 %344 to i64, !dbg !596
  %346 = getelementptr inbounds %struct.code, ptr %331, i64 %345, !dbg !596
  %347 = getelementptr inbounds i8, ptr %346, i64 1, !dbg !596
  %348 = load i8, ptr %347, align 1, !dbg !596, !tbaa !282
    #dbg_value(i8 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %348, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %349 = zext i8 %348 to i64, !dbg !599
  %350 = icmp ult i64 %340, %349, !dbg !599
  br i1 %350, label %315, label %351, !dbg !600, !llvm.loop !616

351:                                              ; preds = %329
  %352 = zext i8 %348 to i32, !dbg !597
  %353 = trunc nuw i64 %340 to i32, !dbg !596
  br label %354, !dbg !596

354:                                              ; preds = %351, %297
  %355 = phi i32 [ %311, %297 ], [ %352, %351 ]
  %356 = phi i32 [ %300, %297 ], [ %333, %351 ], !dbg !348
  %357 = phi i64 [ %299, %297 ], [ %339, %351 ], !dbg !446
  %358 = phi i32 [ %298, %297 ], [ %353, %351 ], !dbg !446
  %359 = phi i8 [ %310, %297 ], [ %348, %351 ], !dbg !596
  %360 = phi ptr [ %308, %297 ], [ %346, %351 ]
  %361 = getelementptr inbounds i8, ptr %360, i64 2, !dbg !596
  %362 = load i16, ptr %361, align 2, !dbg !596, !tbaa !556
  %363 = icmp ult i16 %362, 16, !dbg !618
  br i1 %363, label %364, label %375, !dbg !620

364:                                              ; preds = %354
  %365 = zext nneg i8 %359 to i64, !dbg !621
  %366 = lshr i64 %357, %365, !dbg !621
    #dbg_value(i64 %366, !246, !DIExpression(), !348)
  %367 = sub i32 %358, %355, !dbg !621
    #dbg_value(i32 %367, !247, !DIExpression(), !348)
  %368 = load i32, ptr %31, align 4, !dbg !624, !tbaa !531
  %369 = add i32 %368, 1, !dbg !624
  store i32 %369, ptr %31, align 4, !dbg !624, !tbaa !531
  %370 = zext i32 %368 to i64, !dbg !625
  %371 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %370, !dbg !625
  store i16 %362, ptr %371, align 2, !dbg !626, !tbaa !556
  %372 = load i32, ptr %28, align 4, !dbg !586, !tbaa !512
  %373 = load i32, ptr %29, align 8, !dbg !587, !tbaa !516
  %374 = add i32 %373, %372, !dbg !627
  br label %615, !dbg !628

375:                                              ; preds = %354
  switch i16 %362, label %388 [
    i16 16, label %382
    i16 17, label %376
  ], !dbg !629

376:                                              ; preds = %375
  %377 = add nuw nsw i32 %355, 3
    #dbg_value(i32 %358, !247, !DIExpression(), !348)
    #dbg_value(i64 %357, !246, !DIExpression(), !348)
    #dbg_value(i32 %356, !244, !DIExpression(), !348)
  %378 = icmp ult i32 %358, %377, !dbg !631
  br i1 %378, label %379, label %458, !dbg !631

379:                                              ; preds = %376
  %380 = zext nneg i32 %358 to i64, !dbg !631
  %381 = zext nneg i32 %377 to i64, !dbg !631
  br label %436, !dbg !631

382:                                              ; preds = %375
  %383 = add nuw nsw i32 %355, 2
    #dbg_value(i32 %358, !247, !DIExpression(), !348)
    #dbg_value(i64 %357, !246, !DIExpression(), !348)
    #dbg_value(i32 %356, !244, !DIExpression(), !348)
  %384 = icmp ult i32 %358, %383, !dbg !636
  br i1 %384, label %385, label %416, !dbg !636

385:                                              ; preds = %382
  %386 = zext nneg i32 %358 to i64, !dbg !636
  %387 = zext nneg i32 %383 to i64, !dbg !636
  br label %394, !dbg !636

388:                                              ; preds = %375
  %389 = add nuw nsw i32 %355, 7
    #dbg_value(i32 %358, !247, !DIExpression(), !348)
    #dbg_value(i64 %357, !246, !DIExpression(), !348)
    #dbg_value(i32 %356, !244, !DIExpression(), !348)
  %390 = icmp ult i32 %358, %389, !dbg !639
  br i1 %390, label %391, label %492, !dbg !639

391:                                              ; preds = %388
  %392 = zext nneg i32 %358 to i64, !dbg !639
  %393 = zext nneg i32 %389 to i64, !dbg !639
  br label %470, !dbg !639

394:                                              ; preds = %385, %403
  %395 = phi i64 [ %386, %385 ], [ %412, %403 ]
  %396 = phi i64 [ %357, %385 ], [ %411, %403 ]
  %397 = phi i32 [ %356, %385 ], [ %405, %403 ]
    #dbg_value(i64 %395, !247, !DIExpression(), !348)
    #dbg_value(i64 %396, !246, !DIExpression(), !348)
    #dbg_value(i32 %397, !244, !DIExpression(), !348)
  %398 = icmp eq i32 %397, 0, !dbg !642
  br i1 %398, label %399, label %403, !dbg !646

399:                                              ; preds = %394
  %400 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !647
    #dbg_value(i32 %400, !244, !DIExpression(), !348)
  %401 = icmp eq i32 %400, 0, !dbg !649
  br i1 %401, label %402, label %403, !dbg !647

402:                                              ; preds = %399
  store ptr null, ptr %6, align 8, !dbg !651, !tbaa !369, !DIAssignID !653
    #dbg_assign(ptr null, !242, !DIExpression(), !653, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !651

403:                                              ; preds = %399, %394
  %404 = phi i32 [ %400, %399 ], [ %397, %394 ], !dbg !348
    #dbg_value(i32 %404, !244, !DIExpression(), !348)
  %405 = add i32 %404, -1, !dbg !654
    #dbg_value(i32 %405, !244, !DIExpression(), !348)
  %406 = load ptr, ptr %6, align 8, !dbg !654, !tbaa !369
  %407 = getelementptr inbounds i8, ptr %406, i64 1, !dbg !654
  store ptr %407, ptr %6, align 8, !dbg !654, !tbaa !369, !DIAssignID !655
    #dbg_assign(ptr %407, !242, !DIExpression(), !655, ptr %6, !DIExpression(), !348)
  %408 = load i8, ptr %406, align 1, !dbg !654, !tbaa !282
  %409 = zext i8 %408 to i64, !dbg !654
  %410 = shl i64 %409, %395, !dbg !654
  %411 = add i64 %410, %396, !dbg !654
    #dbg_value(i64 %411, !246, !DIExpression(), !348)
  %412 = add nuw nsw i64 %395, 8, !dbg !654
    #dbg_value(i64 %412, !247, !DIExpression(), !348)
  %413 = icmp ult i64 %412, %387, !dbg !636
  br i1 %413, label %394, label %414, !dbg !636, !llvm.loop !656

414:                                              ; preds = %403
  %415 = trunc nuw i64 %412 to i32, !dbg !657
  br label %416, !dbg !657

416:                                              ; preds = %414, %382
  %417 = phi i32 [ %356, %382 ], [ %405, %414 ], !dbg !348
  %418 = phi i64 [ %357, %382 ], [ %411, %414 ], !dbg !446
  %419 = phi i32 [ %358, %382 ], [ %415, %414 ], !dbg !446
  %420 = zext nneg i8 %359 to i64, !dbg !657
  %421 = lshr i64 %418, %420, !dbg !657
    #dbg_value(i64 %421, !246, !DIExpression(), !348)
  %422 = sub i32 %419, %355, !dbg !657
    #dbg_value(i32 %422, !247, !DIExpression(), !348)
  %423 = load i32, ptr %31, align 4, !dbg !659, !tbaa !531
  %424 = icmp eq i32 %423, 0, !dbg !661
  br i1 %424, label %425, label %426, !dbg !662

425:                                              ; preds = %416
  store ptr @.str.5, ptr %13, align 8, !dbg !663, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !665, !tbaa !360
  br label %1211, !dbg !666

426:                                              ; preds = %416
  %427 = add i32 %423, -1, !dbg !667
  %428 = zext i32 %427 to i64, !dbg !668
  %429 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %428, !dbg !668
  %430 = load i16, ptr %429, align 2, !dbg !668, !tbaa !556
    #dbg_value(i16 %430, !252, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !348)
  %431 = trunc i64 %421 to i32, !dbg !669
  %432 = and i32 %431, 3, !dbg !669
  %433 = add nuw nsw i32 %432, 3, !dbg !670
    #dbg_value(i32 %433, !248, !DIExpression(), !348)
  %434 = lshr i64 %421, 2, !dbg !671
    #dbg_value(i64 %434, !246, !DIExpression(), !348)
  %435 = add i32 %422, -2, !dbg !671
    #dbg_value(i32 %435, !247, !DIExpression(), !348)
  br label %504, !dbg !673

436:                                              ; preds = %379, %445
  %437 = phi i64 [ %380, %379 ], [ %454, %445 ]
  %438 = phi i64 [ %357, %379 ], [ %453, %445 ]
  %439 = phi i32 [ %356, %379 ], [ %447, %445 ]
    #dbg_value(i64 %437, !247, !DIExpression(), !348)
    #dbg_value(i64 %438, !246, !DIExpression(), !348)
    #dbg_value(i32 %439, !244, !DIExpression(), !348)
  %440 = icmp eq i32 %439, 0, !dbg !674
  br i1 %440, label %441, label %445, !dbg !678

441:                                              ; preds = %436
  %442 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !679
    #dbg_value(i32 %442, !244, !DIExpression(), !348)
  %443 = icmp eq i32 %442, 0, !dbg !681
  br i1 %443, label %444, label %445, !dbg !679

444:                                              ; preds = %441
  store ptr null, ptr %6, align 8, !dbg !683, !tbaa !369, !DIAssignID !685
    #dbg_assign(ptr null, !242, !DIExpression(), !685, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !683

445:                                              ; preds = %441, %436
  %446 = phi i32 [ %442, %441 ], [ %439, %436 ], !dbg !348
    #dbg_value(i32 %446, !244, !DIExpression(), !348)
  %447 = add i32 %446, -1, !dbg !686
    #dbg_value(i32 %447, !244, !DIExpression(), !348)
  %448 = load ptr, ptr %6, align 8, !dbg !686, !tbaa !369
  %449 = getelementptr inbounds i8, ptr %448, i64 1, !dbg !686
  store ptr %449, ptr %6, align 8, !dbg !686, !tbaa !369, !DIAssignID !687
    #dbg_assign(ptr %449, !242, !DIExpression(), !687, ptr %6, !DIExpression(), !348)
  %450 = load i8, ptr %448, align 1, !dbg !686, !tbaa !282
  %451 = zext i8 %450 to i64, !dbg !686
  %452 = shl i64 %451, %437, !dbg !686
  %453 = add i64 %452, %438, !dbg !686
    #dbg_value(i64 %453, !246, !DIExpression(), !348)
  %454 = add nuw nsw i64 %437, 8, !dbg !686
    #dbg_value(i64 %454, !247, !DIExpression(), !348)
  %455 = icmp ult i64 %454, %381, !dbg !631
  br i1 %455, label %436, label %456, !dbg !631, !llvm.loop !688

456:                                              ; preds = %445
  %457 = trunc nuw i64 %454 to i32, !dbg !689
  br label %458, !dbg !689

458:                                              ; preds = %456, %376
  %459 = phi i32 [ %356, %376 ], [ %447, %456 ], !dbg !348
  %460 = phi i64 [ %357, %376 ], [ %453, %456 ], !dbg !446
  %461 = phi i32 [ %358, %376 ], [ %457, %456 ], !dbg !446
  %462 = zext nneg i8 %359 to i64, !dbg !689
  %463 = lshr i64 %460, %462, !dbg !689
    #dbg_value(i64 %463, !246, !DIExpression(), !348)
    #dbg_value(i32 poison, !247, !DIExpression(), !348)
    #dbg_value(i32 0, !252, !DIExpression(), !348)
  %464 = trunc i64 %463 to i32, !dbg !691
  %465 = and i32 %464, 7, !dbg !691
  %466 = add nuw nsw i32 %465, 3, !dbg !692
    #dbg_value(i32 %466, !248, !DIExpression(), !348)
  %467 = lshr i64 %463, 3, !dbg !693
    #dbg_value(i64 %467, !246, !DIExpression(), !348)
  %468 = sub i32 %461, %355, !dbg !693
  %469 = add i32 %468, -3, !dbg !693
    #dbg_value(i32 %469, !247, !DIExpression(), !348)
  br label %504, !dbg !695

470:                                              ; preds = %391, %479
  %471 = phi i64 [ %392, %391 ], [ %488, %479 ]
  %472 = phi i64 [ %357, %391 ], [ %487, %479 ]
  %473 = phi i32 [ %356, %391 ], [ %481, %479 ]
    #dbg_value(i64 %471, !247, !DIExpression(), !348)
    #dbg_value(i64 %472, !246, !DIExpression(), !348)
    #dbg_value(i32 %473, !244, !DIExpression(), !348)
  %474 = icmp eq i32 %473, 0, !dbg !696
  br i1 %474, label %475, label %479, !dbg !700

475:                                              ; preds = %470
  %476 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !701
    #dbg_value(i32 %476, !244, !DIExpression(), !348)
  %477 = icmp eq i32 %476, 0, !dbg !703
  br i1 %477, label %478, label %479, !dbg !701

478:                                              ; preds = %475
  store ptr null, ptr %6, align 8, !dbg !705, !tbaa !369, !DIAssignID !707
    #dbg_assign(ptr null, !242, !DIExpression(), !707, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !705

479:                                              ; preds = %475, %470
  %480 = phi i32 [ %476, %475 ], [ %473, %470 ], !dbg !348
    #dbg_value(i32 %480, !244, !DIExpression(), !348)
  %481 = add i32 %480, -1, !dbg !708
    #dbg_value(i32 %481, !244, !DIExpression(), !348)
  %482 = load ptr, ptr %6, align 8, !dbg !708, !tbaa !369
  %483 = getelementptr inbounds i8, ptr %482, i64 1, !dbg !708
  store ptr %483, ptr %6, align 8, !dbg !708, !tbaa !369, !DIAssignID !709
    #dbg_assign(ptr %483, !242, !DIExpression(), !709, ptr %6, !DIExpression(), !348)
  %484 = load i8, ptr %482, align 1, !dbg !708, !tbaa !282
  %485 = zext i8 %484 to i64, !dbg !708
  %486 = shl i64 %485, %471, !dbg !708
  %487 = add i64 %486, %472, !dbg !708
    #dbg_value(i64 %487, !246, !DIExpression(), !348)
  %488 = add nuw nsw i64 %471, 8, !dbg !708
    #dbg_value(i64 %488, !247, !DIExpression(), !348)
  %489 = icmp ult i64 %488, %393, !dbg !639
  br i1 %489, label %470, label %490, !dbg !639, !llvm.loop !710

490:                                              ; preds = %479
  %491 = trunc nuw i64 %488 to i32, !dbg !711
  br label %492, !dbg !711

492:                                              ; preds = %490, %388
  %493 = phi i32 [ %356, %388 ], [ %481, %490 ], !dbg !348
  %494 = phi i64 [ %357, %388 ], [ %487, %490 ], !dbg !446
  %495 = phi i32 [ %358, %388 ], [ %491, %490 ], !dbg !446
  %496 = zext nneg i8 %359 to i64, !dbg !711
  %497 = lshr i64 %494, %496, !dbg !711
    #dbg_value(i64 %497, !246, !DIExpression(), !348)
    #dbg_value(i32 poison, !247, !DIExpression(), !348)
    #dbg_value(i32 0, !252, !DIExpression(), !348)
  %498 = trunc i64 %497 to i32, !dbg !713
  %499 = and i32 %498, 127, !dbg !713
  %500 = add nuw nsw i32 %499, 11, !dbg !714
    #dbg_value(i32 %500, !248, !DIExpression(), !348)
  %501 = lshr i64 %497, 7, !dbg !715
    #dbg_value(i64 %501, !246, !DIExpression(), !348)
  %502 = sub i32 %495, %355, !dbg !715
  %503 = add i32 %502, -7, !dbg !715
    #dbg_value(i32 %503, !247, !DIExpression(), !348)
  br label %504

504:                                              ; preds = %458, %492, %426
  %505 = phi i32 [ %417, %426 ], [ %459, %458 ], [ %493, %492 ], !dbg !717
  %506 = phi i64 [ %434, %426 ], [ %467, %458 ], [ %501, %492 ], !dbg !718
  %507 = phi i32 [ %435, %426 ], [ %469, %458 ], [ %503, %492 ], !dbg !718
  %508 = phi i32 [ %433, %426 ], [ %466, %458 ], [ %500, %492 ], !dbg !718
  %509 = phi i16 [ %430, %426 ], [ 0, %458 ], [ 0, %492 ], !dbg !718
    #dbg_value(i16 %509, !252, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !348)
    #dbg_value(i32 %508, !248, !DIExpression(), !348)
    #dbg_value(i32 %507, !247, !DIExpression(), !348)
    #dbg_value(i64 %506, !246, !DIExpression(), !348)
    #dbg_value(i32 %505, !244, !DIExpression(), !348)
  %510 = load i32, ptr %31, align 4, !dbg !719, !tbaa !531
  %511 = add i32 %510, %508, !dbg !721
  %512 = load i32, ptr %28, align 4, !dbg !722, !tbaa !512
  %513 = load i32, ptr %29, align 8, !dbg !723, !tbaa !516
  %514 = add i32 %513, %512, !dbg !724
  %515 = icmp ugt i32 %511, %514, !dbg !725
  br i1 %515, label %595, label %516, !dbg !726

516:                                              ; preds = %504
  %517 = icmp ult i32 %508, 16, !dbg !727
  %518 = sub nsw i32 0, %508, !dbg !727
  %519 = icmp ugt i32 %510, %518, !dbg !727
  %520 = select i1 %517, i1 true, i1 %519, !dbg !727
  br i1 %520, label %521, label %542, !dbg !727

521:                                              ; preds = %593, %516
  %522 = phi i32 [ %508, %516 ], [ %544, %593 ]
  %523 = phi i32 [ %510, %516 ], [ %545, %593 ]
  %524 = add nsw i32 %522, -1, !dbg !727
  %525 = and i32 %522, 3, !dbg !727
  %526 = icmp eq i32 %525, 0, !dbg !727
  br i1 %526, label %537, label %527, !dbg !727

527:                                              ; preds = %521, %527
  %528 = phi i32 [ %531, %527 ], [ %522, %521 ]
  %529 = phi i32 [ %532, %527 ], [ %523, %521 ]
  %530 = phi i32 [ %535, %527 ], [ 0, %521 ]
    #dbg_value(i32 %528, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %531 = add nsw i32 %528, -1, !dbg !728
    #dbg_value(i32 %531, !248, !DIExpression(), !348)
  %532 = add i32 %529, 1, !dbg !729
  %533 = zext i32 %529 to i64, !dbg !730
  %534 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %533, !dbg !730
  store i16 %509, ptr %534, align 2, !dbg !731, !tbaa !556
    #dbg_value(i32 %531, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %535 = add i32 %530, 1, !dbg !727
  %536 = icmp eq i32 %535, %525, !dbg !727
  br i1 %536, label %537, label %527, !dbg !727, !llvm.loop !732

537:                                              ; preds = %527, %521
  %538 = phi i32 [ poison, %521 ], [ %532, %527 ]
  %539 = phi i32 [ %522, %521 ], [ %531, %527 ]
  %540 = phi i32 [ %523, %521 ], [ %532, %527 ]
  %541 = icmp ult i32 %524, 3, !dbg !727
  br i1 %541, label %613, label %596, !dbg !727

542:                                              ; preds = %516
  %543 = and i32 %508, -16, !dbg !727
  %544 = and i32 %508, 15, !dbg !727
  %545 = add i32 %510, %543, !dbg !727
  %546 = insertelement <8 x i16> poison, i16 %509, i64 0, !dbg !727
  %547 = shufflevector <8 x i16> %546, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !727
  %548 = zext i32 %510 to i64, !dbg !730
  %549 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %548, !dbg !730
  %550 = getelementptr inbounds i8, ptr %549, i64 16, !dbg !731
  store <8 x i16> %547, ptr %549, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %550, align 2, !dbg !731, !tbaa !556
  %551 = icmp eq i32 %543, 16
  br i1 %551, label %593, label %552, !llvm.loop !734

552:                                              ; preds = %542
  %553 = add i32 %510, 16, !dbg !727
  %554 = zext i32 %553 to i64, !dbg !730
  %555 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %554, !dbg !730
  %556 = getelementptr inbounds i8, ptr %555, i64 16, !dbg !731
  store <8 x i16> %547, ptr %555, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %556, align 2, !dbg !731, !tbaa !556
  %557 = icmp eq i32 %543, 32
  br i1 %557, label %593, label %558, !llvm.loop !734

558:                                              ; preds = %552
  %559 = add i32 %510, 32, !dbg !727
  %560 = zext i32 %559 to i64, !dbg !730
  %561 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %560, !dbg !730
  %562 = getelementptr inbounds i8, ptr %561, i64 16, !dbg !731
  store <8 x i16> %547, ptr %561, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %562, align 2, !dbg !731, !tbaa !556
  %563 = icmp eq i32 %543, 48
  br i1 %563, label %593, label %564, !llvm.loop !734

564:                                              ; preds = %558
  %565 = add i32 %510, 48, !dbg !727
  %566 = zext i32 %565 to i64, !dbg !730
  %567 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %566, !dbg !730
  %568 = getelementptr inbounds i8, ptr %567, i64 16, !dbg !731
  store <8 x i16> %547, ptr %567, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %568, align 2, !dbg !731, !tbaa !556
  %569 = icmp eq i32 %543, 64
  br i1 %569, label %593, label %570, !llvm.loop !734

570:                                              ; preds = %564
  %571 = add i32 %510, 64, !dbg !727
  %572 = zext i32 %571 to i64, !dbg !730
  %573 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %572, !dbg !730
  %574 = getelementptr inbounds i8, ptr %573, i64 16, !dbg !731
  store <8 x i16> %547, ptr %573, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %574, align 2, !dbg !731, !tbaa !556
  %575 = icmp eq i32 %543, 80
  br i1 %575, label %593, label %576, !llvm.loop !734

576:                                              ; preds = %570
  %577 = add i32 %510, 80, !dbg !727
  %578 = zext i32 %577 to i64, !dbg !730
  %579 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %578, !dbg !730
  %580 = getelementptr inbounds i8, ptr %579, i64 16, !dbg !731
  store <8 x i16> %547, ptr %579, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %580, align 2, !dbg !731, !tbaa !556
  %581 = icmp eq i32 %543, 96
  br i1 %581, label %593, label %582, !llvm.loop !734

582:                                              ; preds = %576
  %583 = add i32 %510, 96, !dbg !727
  %584 = zext i32 %583 to i64, !dbg !730
  %585 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %584, !dbg !730
  %586 = getelementptr inbounds i8, ptr %585, i64 16, !dbg !731
  store <8 x i16> %547, ptr %585, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %586, align 2, !dbg !731, !tbaa !556
  %587 = icmp eq i32 %543, 112
  br i1 %587, label %593, label %588, !llvm.loop !734

588:                                              ; preds = %582
  %589 = add i32 %510, 112, !dbg !727
  %590 = zext i32 %589 to i64, !dbg !730
  %591 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %590, !dbg !730
  %592 = getelementptr inbounds i8, ptr %591, i64 16, !dbg !731
  store <8 x i16> %547, ptr %591, align 2, !dbg !731, !tbaa !556
  store <8 x i16> %547, ptr %592, align 2, !dbg !731, !tbaa !556
  br label %593

593:                                              ; preds = %588, %582, %576, %570, %564, %558, %552, %542
  %594 = icmp eq i32 %508, %543, !dbg !727
  br i1 %594, label %613, label %521, !dbg !727

595:                                              ; preds = %504
  store ptr @.str.5, ptr %13, align 8, !dbg !738, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !740, !tbaa !360
  br label %1211, !dbg !741

596:                                              ; preds = %537, %596
  %597 = phi i32 [ %608, %596 ], [ %539, %537 ]
  %598 = phi i32 [ %609, %596 ], [ %540, %537 ]
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %599 = add i32 %598, 1, !dbg !729
  %600 = zext i32 %598 to i64, !dbg !730
  %601 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %600, !dbg !730
  store i16 %509, ptr %601, align 2, !dbg !731, !tbaa !556
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !348)
  %602 = add i32 %598, 2, !dbg !729
  %603 = zext i32 %599 to i64, !dbg !730
  %604 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %603, !dbg !730
  store i16 %509, ptr %604, align 2, !dbg !731, !tbaa !556
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !348)
  %605 = add i32 %598, 3, !dbg !729
  %606 = zext i32 %602 to i64, !dbg !730
  %607 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %606, !dbg !730
  store i16 %509, ptr %607, align 2, !dbg !731, !tbaa !556
    #dbg_value(i32 %597, !248, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %608 = add nsw i32 %597, -4, !dbg !728
    #dbg_value(i32 %608, !248, !DIExpression(), !348)
  %609 = add i32 %598, 4, !dbg !729
  %610 = zext i32 %605 to i64, !dbg !730
  %611 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %610, !dbg !730
  store i16 %509, ptr %611, align 2, !dbg !731, !tbaa !556
    #dbg_value(i32 %608, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %612 = icmp eq i32 %608, 0, !dbg !727
  br i1 %612, label %613, label %596, !dbg !727, !llvm.loop !742

613:                                              ; preds = %537, %596, %593
  %614 = phi i32 [ %545, %593 ], [ %538, %537 ], [ %609, %596 ], !dbg !729
  store i32 %614, ptr %31, align 4, !dbg !729, !tbaa !531
  br label %615, !dbg !589

615:                                              ; preds = %613, %364
  %616 = phi i32 [ %514, %613 ], [ %374, %364 ], !dbg !627
  %617 = phi i32 [ %512, %613 ], [ %372, %364 ], !dbg !586
  %618 = phi i32 [ %614, %613 ], [ %369, %364 ], !dbg !743
  %619 = phi i32 [ %505, %613 ], [ %356, %364 ], !dbg !717
  %620 = phi i64 [ %506, %613 ], [ %366, %364 ], !dbg !744
  %621 = phi i32 [ %507, %613 ], [ %367, %364 ], !dbg !744
    #dbg_value(i32 %621, !247, !DIExpression(), !348)
    #dbg_value(i64 %620, !246, !DIExpression(), !348)
    #dbg_value(i32 %619, !244, !DIExpression(), !348)
  %622 = icmp ult i32 %618, %616, !dbg !588
  br i1 %622, label %297, label %623, !dbg !589, !llvm.loop !745

623:                                              ; preds = %615, %292
  %624 = phi i32 [ %293, %292 ], [ %617, %615 ]
  %625 = phi i32 [ %264, %292 ], [ %619, %615 ], !dbg !717
  %626 = phi i64 [ %275, %292 ], [ %620, %615 ], !dbg !446
  %627 = phi i32 [ %276, %292 ], [ %621, %615 ], !dbg !446
  %628 = load i32, ptr %14, align 8, !dbg !747, !tbaa !360
    #dbg_value(i32 %627, !247, !DIExpression(), !348)
    #dbg_value(i64 %626, !246, !DIExpression(), !348)
    #dbg_value(i32 %625, !244, !DIExpression(), !348)
  %629 = icmp eq i32 %628, 16209, !dbg !749
  br i1 %629, label %1211, label %630, !dbg !750

630:                                              ; preds = %623
  %631 = load i16, ptr %38, align 8, !dbg !751, !tbaa !556
  %632 = icmp eq i16 %631, 0, !dbg !753
  br i1 %632, label %633, label %634, !dbg !754

633:                                              ; preds = %630
  store ptr @.str.6, ptr %13, align 8, !dbg !755, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !757, !tbaa !360
  br label %1211, !dbg !758

634:                                              ; preds = %630
  store ptr %33, ptr %34, align 8, !dbg !759, !tbaa !572
  store ptr %33, ptr %35, align 8, !dbg !760, !tbaa !574
  store i32 9, ptr %36, align 8, !dbg !761, !tbaa !576
  %635 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %32, i32 noundef %624, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5, !dbg !762
    #dbg_value(i32 %635, !253, !DIExpression(), !348)
  %636 = icmp eq i32 %635, 0, !dbg !763
  br i1 %636, label %638, label %637, !dbg !765

637:                                              ; preds = %634
  store ptr @.str.7, ptr %13, align 8, !dbg !766, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !768, !tbaa !360
  br label %1211, !dbg !769

638:                                              ; preds = %634
  %639 = load ptr, ptr %34, align 8, !dbg !770, !tbaa !572
  store ptr %639, ptr %39, align 8, !dbg !771, !tbaa !772
  store i32 6, ptr %40, align 4, !dbg !773, !tbaa !774
  %640 = load i32, ptr %28, align 4, !dbg !775, !tbaa !512
  %641 = zext i32 %640 to i64, !dbg !776
  %642 = getelementptr inbounds i16, ptr %32, i64 %641, !dbg !776
  %643 = load i32, ptr %29, align 8, !dbg !777, !tbaa !516
  %644 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %642, i32 noundef %643, ptr noundef nonnull %34, ptr noundef nonnull %40, ptr noundef nonnull %37) #5, !dbg !778
    #dbg_value(i32 %644, !253, !DIExpression(), !348)
  %645 = icmp eq i32 %644, 0, !dbg !779
  br i1 %645, label %647, label %646, !dbg !781

646:                                              ; preds = %638
  store ptr @.str.8, ptr %13, align 8, !dbg !782, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !784, !tbaa !360
  br label %1211, !dbg !785

647:                                              ; preds = %638
  store i32 16200, ptr %14, align 8, !dbg !786, !tbaa !360
  br label %648, !dbg !787

648:                                              ; preds = %49, %647
  %649 = phi i32 [ %52, %49 ], [ %625, %647 ], !dbg !717
  %650 = phi i64 [ %54, %49 ], [ %626, %647 ], !dbg !348
  %651 = phi i32 [ %55, %49 ], [ %627, %647 ], !dbg !348
    #dbg_value(i32 %651, !247, !DIExpression(), !348)
    #dbg_value(i64 %650, !246, !DIExpression(), !348)
    #dbg_value(i32 %649, !244, !DIExpression(), !348)
  %652 = icmp ugt i32 %649, 5, !dbg !788
  %653 = icmp ugt i32 %53, 257
  %654 = select i1 %652, i1 %653, i1 false, !dbg !790
  br i1 %654, label %670, label %655, !dbg !790

655:                                              ; preds = %648
    #dbg_value(i32 %651, !247, !DIExpression(), !348)
    #dbg_value(i64 %650, !246, !DIExpression(), !348)
    #dbg_value(i32 %649, !244, !DIExpression(), !348)
  %656 = load ptr, ptr %35, align 8, !dbg !791, !tbaa !574
  %657 = trunc i64 %650 to i32, !dbg !795
  %658 = load i32, ptr %36, align 8, !dbg !795, !tbaa !576
  %659 = shl nsw i32 -1, %658, !dbg !795
  %660 = xor i32 %659, -1, !dbg !795
  %661 = and i32 %660, %657, !dbg !795
  %662 = zext nneg i32 %661 to i64, !dbg !796
  %663 = getelementptr inbounds %struct.code, ptr %656, i64 %662, !dbg !796
  %664 = getelementptr inbounds i8, ptr %663, i64 1, !dbg !796
  %665 = load i8, ptr %664, align 1, !dbg !796, !tbaa !282
  %666 = zext i8 %665 to i32, !dbg !797
  %667 = icmp ult i32 %651, %666, !dbg !799
  br i1 %667, label %668, label %723, !dbg !800

668:                                              ; preds = %655
  %669 = zext nneg i32 %651 to i64, !dbg !801
  br label %684, !dbg !801

670:                                              ; preds = %648
  store ptr %51, ptr %44, align 8, !dbg !802, !tbaa !805
  store i32 %53, ptr %45, align 8, !dbg !802, !tbaa !806
  %671 = load ptr, ptr %6, align 8, !dbg !802, !tbaa !369
  store ptr %671, ptr %0, align 8, !dbg !802, !tbaa !367
  store i32 %649, ptr %46, align 8, !dbg !802, !tbaa !374
  store i64 %650, ptr %47, align 8, !dbg !802, !tbaa !807
  store i32 %651, ptr %48, align 8, !dbg !802, !tbaa !808
  %672 = load i32, ptr %16, align 8, !dbg !809, !tbaa !341
  %673 = load i32, ptr %26, align 4, !dbg !811, !tbaa !332
  %674 = icmp ult i32 %672, %673, !dbg !812
  br i1 %674, label %675, label %677, !dbg !813

675:                                              ; preds = %670
  %676 = sub i32 %673, %53, !dbg !814
  store i32 %676, ptr %16, align 8, !dbg !815, !tbaa !341
  br label %677, !dbg !816

677:                                              ; preds = %675, %670
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %673) #5, !dbg !817
  %678 = load ptr, ptr %44, align 8, !dbg !818, !tbaa !805
    #dbg_value(ptr %678, !243, !DIExpression(), !348)
  %679 = load i32, ptr %45, align 8, !dbg !818, !tbaa !806
    #dbg_value(i32 %679, !245, !DIExpression(), !348)
  %680 = load ptr, ptr %0, align 8, !dbg !818, !tbaa !367
  store ptr %680, ptr %6, align 8, !dbg !818, !tbaa !369, !DIAssignID !820
    #dbg_assign(ptr %680, !242, !DIExpression(), !820, ptr %6, !DIExpression(), !348)
  %681 = load i32, ptr %46, align 8, !dbg !818, !tbaa !374
    #dbg_value(i32 %681, !244, !DIExpression(), !348)
  %682 = load i64, ptr %47, align 8, !dbg !818, !tbaa !807
    #dbg_value(i64 %682, !246, !DIExpression(), !348)
  %683 = load i32, ptr %48, align 8, !dbg !818, !tbaa !808
    #dbg_value(i32 %683, !247, !DIExpression(), !348)
  br label %1211, !dbg !821

684:                                              ; preds = %668, %698
  %685 = phi i32 [ %658, %668 ], [ %699, %698 ]
  %686 = phi ptr [ %656, %668 ], [ %700, %698 ]
  %687 = phi i64 [ %669, %668 ], [ %709, %698 ]
  %688 = phi i64 [ %650, %668 ], [ %708, %698 ]
  %689 = phi i32 [ %649, %668 ], [ %702, %698 ]
    #dbg_value(i64 %687, !247, !DIExpression(), !348)
    #dbg_value(i64 %688, !246, !DIExpression(), !348)
    #dbg_value(i32 %689, !244, !DIExpression(), !348)
  %690 = icmp eq i32 %689, 0, !dbg !822
  br i1 %690, label %691, label %698, !dbg !826

691:                                              ; preds = %684
  %692 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !827
    #dbg_value(i32 %692, !244, !DIExpression(), !348)
  %693 = icmp eq i32 %692, 0, !dbg !829
  br i1 %693, label %697, label %694, !dbg !827

694:                                              ; preds = %691
  %695 = load ptr, ptr %35, align 8, !dbg !791, !tbaa !574
  %696 = load i32, ptr %36, align 8, !dbg !795, !tbaa !576
  br label %698, !dbg !827

697:                                              ; preds = %691
  store ptr null, ptr %6, align 8, !dbg !831, !tbaa !369, !DIAssignID !833
    #dbg_assign(ptr null, !242, !DIExpression(), !833, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !831

698:                                              ; preds = %694, %684
  %699 = phi i32 [ %696, %694 ], [ %685, %684 ], !dbg !795
  %700 = phi ptr [ %695, %694 ], [ %686, %684 ], !dbg !791
  %701 = phi i32 [ %692, %694 ], [ %689, %684 ], !dbg !348
    #dbg_value(i32 %701, !244, !DIExpression(), !348)
  %702 = add i32 %701, -1, !dbg !834
    #dbg_value(i32 %702, !244, !DIExpression(), !348)
  %703 = load ptr, ptr %6, align 8, !dbg !834, !tbaa !369
  %704 = getelementptr inbounds i8, ptr %703, i64 1, !dbg !834
  store ptr %704, ptr %6, align 8, !dbg !834, !tbaa !369, !DIAssignID !835
    #dbg_assign(ptr %704, !242, !DIExpression(), !835, ptr %6, !DIExpression(), !348)
  %705 = load i8, ptr %703, align 1, !dbg !834, !tbaa !282
  %706 = zext i8 %705 to i64, !dbg !834
  %707 = shl i64 %706, %687, !dbg !834
  %708 = add i64 %707, %688, !dbg !834
    #dbg_value(i64 %708, !246, !DIExpression(), !348)
  %709 = add nuw nsw i64 %687, 8, !dbg !834
    #dbg_value(i64 %709, !247, !DIExpression(), !348)
  %710 = trunc i64 %708 to i32, !dbg !795
  %711 = shl nsw i32 -1, %699, !dbg !795
  %712 = xor i32 %711, -1, !dbg !795
  %713 = and i32 %712, %710, !dbg !795
  %714 = zext nneg i32 %713 to i64, !dbg !796
  %715 = getelementptr inbounds %struct.code, ptr %700, i64 %714, !dbg !796
  %716 = getelementptr inbounds i8, ptr %715, i64 1, !dbg !796
  %717 = load i8, ptr %716, align 1, !dbg !796, !tbaa !282
    #dbg_value(i8 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %717, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %718 = zext i8 %717 to i64, !dbg !799
  %719 = icmp ult i64 %709, %718, !dbg !799
  br i1 %719, label %684, label %720, !dbg !800, !llvm.loop !836

720:                                              ; preds = %698
  %721 = zext i8 %717 to i32, !dbg !797
  %722 = trunc nuw i64 %709 to i32, !dbg !796
  br label %723, !dbg !796

723:                                              ; preds = %720, %655
  %724 = phi ptr [ %656, %655 ], [ %700, %720 ]
  %725 = phi i32 [ %649, %655 ], [ %702, %720 ], !dbg !348
  %726 = phi i64 [ %650, %655 ], [ %708, %720 ], !dbg !348
  %727 = phi i32 [ %651, %655 ], [ %722, %720 ], !dbg !348
  %728 = phi ptr [ %663, %655 ], [ %715, %720 ], !dbg !796
  %729 = phi i8 [ %665, %655 ], [ %717, %720 ], !dbg !796
  %730 = phi i32 [ %666, %655 ], [ %721, %720 ], !dbg !797
  %731 = getelementptr inbounds i8, ptr %728, i64 2, !dbg !796
  %732 = load i16, ptr %731, align 2, !dbg !796, !tbaa !556
  %733 = load i8, ptr %728, align 2, !dbg !796, !tbaa !282
    #dbg_value(i8 %733, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
  %734 = add i8 %733, -1, !dbg !838
  %735 = icmp ult i8 %734, 15, !dbg !838
  br i1 %735, label %736, label %804, !dbg !838

736:                                              ; preds = %723
  %737 = zext nneg i8 %733 to i32, !dbg !840
  %738 = zext i16 %732 to i32
  %739 = add nuw nsw i32 %730, %737
  %740 = shl nsw i32 -1, %739
  %741 = xor i32 %740, -1
    #dbg_value(i32 %727, !247, !DIExpression(), !348)
    #dbg_value(i64 %726, !246, !DIExpression(), !348)
    #dbg_value(i32 %725, !244, !DIExpression(), !348)
  %742 = trunc i64 %726 to i32, !dbg !841
  %743 = and i32 %742, %741, !dbg !841
  %744 = lshr i32 %743, %730, !dbg !846
  %745 = add nuw i32 %744, %738, !dbg !847
  %746 = zext i32 %745 to i64, !dbg !848
  %747 = getelementptr inbounds %struct.code, ptr %724, i64 %746, !dbg !848
  %748 = getelementptr inbounds i8, ptr %747, i64 1, !dbg !848
  %749 = load i8, ptr %748, align 1, !dbg !848, !tbaa !282
  %750 = zext i8 %749 to i32, !dbg !849
  %751 = add nuw nsw i32 %730, %750, !dbg !851
  %752 = icmp ugt i32 %751, %727, !dbg !852
  br i1 %752, label %753, label %792, !dbg !853

753:                                              ; preds = %736
  %754 = zext nneg i32 %727 to i64, !dbg !854
  br label %755, !dbg !854

755:                                              ; preds = %753, %767
  %756 = phi ptr [ %724, %753 ], [ %768, %767 ]
  %757 = phi i64 [ %754, %753 ], [ %777, %767 ]
  %758 = phi i64 [ %726, %753 ], [ %776, %767 ]
  %759 = phi i32 [ %725, %753 ], [ %770, %767 ]
    #dbg_value(i64 %757, !247, !DIExpression(), !348)
    #dbg_value(i64 %758, !246, !DIExpression(), !348)
    #dbg_value(i32 %759, !244, !DIExpression(), !348)
  %760 = icmp eq i32 %759, 0, !dbg !855
  br i1 %760, label %761, label %767, !dbg !859

761:                                              ; preds = %755
  %762 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !860
    #dbg_value(i32 %762, !244, !DIExpression(), !348)
  %763 = icmp eq i32 %762, 0, !dbg !862
  br i1 %763, label %766, label %764, !dbg !860

764:                                              ; preds = %761
  %765 = load ptr, ptr %35, align 8, !dbg !864, !tbaa !574
  br label %767, !dbg !860

766:                                              ; preds = %761
  store ptr null, ptr %6, align 8, !dbg !865, !tbaa !369, !DIAssignID !867
    #dbg_assign(ptr null, !242, !DIExpression(), !867, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !865

767:                                              ; preds = %764, %755
  %768 = phi ptr [ %765, %764 ], [ %756, %755 ], !dbg !864
  %769 = phi i32 [ %762, %764 ], [ %759, %755 ], !dbg !348
    #dbg_value(i32 %769, !244, !DIExpression(), !348)
  %770 = add i32 %769, -1, !dbg !868
    #dbg_value(i32 %770, !244, !DIExpression(), !348)
  %771 = load ptr, ptr %6, align 8, !dbg !868, !tbaa !369
  %772 = getelementptr inbounds i8, ptr %771, i64 1, !dbg !868
  store ptr %772, ptr %6, align 8, !dbg !868, !tbaa !369, !DIAssignID !869
    #dbg_assign(ptr %772, !242, !DIExpression(), !869, ptr %6, !DIExpression(), !348)
  %773 = load i8, ptr %771, align 1, !dbg !868, !tbaa !282
  %774 = zext i8 %773 to i64, !dbg !868
  %775 = shl i64 %774, %757, !dbg !868
  %776 = add i64 %775, %758, !dbg !868
    #dbg_value(i64 %776, !246, !DIExpression(), !348)
  %777 = add nuw nsw i64 %757, 8, !dbg !868
    #dbg_value(i64 %777, !247, !DIExpression(), !348)
  %778 = trunc i64 %776 to i32, !dbg !841
  %779 = and i32 %778, %741, !dbg !841
  %780 = lshr i32 %779, %730, !dbg !846
  %781 = add nuw i32 %780, %738, !dbg !847
  %782 = zext i32 %781 to i64, !dbg !848
  %783 = getelementptr inbounds %struct.code, ptr %768, i64 %782, !dbg !848
  %784 = getelementptr inbounds i8, ptr %783, i64 1, !dbg !848
  %785 = load i8, ptr %784, align 1, !dbg !848, !tbaa !282
    #dbg_value(i8 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %785, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %786 = zext i8 %785 to i32, !dbg !849
  %787 = add nuw nsw i32 %730, %786, !dbg !851
  %788 = zext nneg i32 %787 to i64, !dbg !852
  %789 = icmp ult i64 %777, %788, !dbg !852
  br i1 %789, label %755, label %790, !dbg !853, !llvm.loop !870

790:                                              ; preds = %767
  %791 = trunc nuw i64 %777 to i32, !dbg !848
  br label %792, !dbg !848

792:                                              ; preds = %790, %736
  %793 = phi i32 [ %725, %736 ], [ %770, %790 ], !dbg !348
  %794 = phi i64 [ %726, %736 ], [ %776, %790 ], !dbg !348
  %795 = phi i32 [ %727, %736 ], [ %791, %790 ], !dbg !348
  %796 = phi ptr [ %747, %736 ], [ %783, %790 ], !dbg !848
  %797 = phi i8 [ %749, %736 ], [ %785, %790 ], !dbg !848
  %798 = getelementptr inbounds i8, ptr %796, i64 2, !dbg !848
  %799 = load i16, ptr %798, align 2, !dbg !848, !tbaa !556
    #dbg_value(i16 %799, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %800 = load i8, ptr %796, align 2, !dbg !848, !tbaa !282
    #dbg_value(i8 %800, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
  %801 = zext nneg i8 %729 to i64, !dbg !872
  %802 = lshr i64 %794, %801, !dbg !872
    #dbg_value(i64 %802, !246, !DIExpression(), !348)
  %803 = sub i32 %795, %730, !dbg !872
    #dbg_value(i32 %803, !247, !DIExpression(), !348)
  br label %804, !dbg !874

804:                                              ; preds = %723, %792
  %805 = phi i32 [ %793, %792 ], [ %725, %723 ], !dbg !717
  %806 = phi i64 [ %802, %792 ], [ %726, %723 ], !dbg !348
  %807 = phi i32 [ %803, %792 ], [ %727, %723 ], !dbg !348
  %808 = phi i16 [ %799, %792 ], [ %732, %723 ], !dbg !446
  %809 = phi i8 [ %797, %792 ], [ %729, %723 ], !dbg !446
  %810 = phi i8 [ %800, %792 ], [ %733, %723 ], !dbg !446
    #dbg_value(i8 %810, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %809, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 %808, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
    #dbg_value(i32 %807, !247, !DIExpression(), !348)
    #dbg_value(i64 %806, !246, !DIExpression(), !348)
    #dbg_value(i32 %805, !244, !DIExpression(), !348)
  %811 = zext i8 %809 to i32, !dbg !875
  %812 = zext nneg i8 %809 to i64, !dbg !875
  %813 = lshr i64 %806, %812, !dbg !875
    #dbg_value(i64 %813, !246, !DIExpression(), !348)
  %814 = sub i32 %807, %811, !dbg !875
    #dbg_value(i32 %814, !247, !DIExpression(), !348)
  %815 = zext i16 %808 to i32, !dbg !877
  store i32 %815, ptr %41, align 4, !dbg !878, !tbaa !456
  %816 = zext i8 %810 to i32, !dbg !879
  %817 = icmp eq i8 %810, 0, !dbg !881
  br i1 %817, label %818, label %834, !dbg !882

818:                                              ; preds = %804
  %819 = icmp eq i32 %53, 0, !dbg !883
  br i1 %819, label %820, label %827, !dbg !887

820:                                              ; preds = %818
  %821 = load ptr, ptr %24, align 8, !dbg !888, !tbaa !335
    #dbg_value(ptr %821, !243, !DIExpression(), !348)
  %822 = load i32, ptr %26, align 4, !dbg !888, !tbaa !332
    #dbg_value(i32 %822, !245, !DIExpression(), !348)
  store i32 %822, ptr %16, align 8, !dbg !888, !tbaa !341
  %823 = call i32 %3(ptr noundef %4, ptr noundef %821, i32 noundef %822) #5, !dbg !890
  %824 = icmp eq i32 %823, 0, !dbg !890
  br i1 %824, label %825, label %1220, !dbg !888

825:                                              ; preds = %820
  %826 = load i32, ptr %41, align 4, !dbg !892, !tbaa !456
  br label %827, !dbg !888

827:                                              ; preds = %825, %818
  %828 = phi i32 [ %826, %825 ], [ %815, %818 ], !dbg !892
  %829 = phi ptr [ %821, %825 ], [ %51, %818 ], !dbg !348
  %830 = phi i32 [ %822, %825 ], [ %53, %818 ], !dbg !348
    #dbg_value(i32 %830, !245, !DIExpression(), !348)
    #dbg_value(ptr %829, !243, !DIExpression(), !348)
  %831 = trunc i32 %828 to i8, !dbg !893
  %832 = getelementptr inbounds i8, ptr %829, i64 1, !dbg !894
    #dbg_value(ptr %832, !243, !DIExpression(), !348)
  store i8 %831, ptr %829, align 1, !dbg !895, !tbaa !282
  %833 = add i32 %830, -1, !dbg !896
    #dbg_value(i32 %833, !245, !DIExpression(), !348)
  store i32 16200, ptr %14, align 8, !dbg !897, !tbaa !360
  br label %1211, !dbg !898

834:                                              ; preds = %804
  %835 = and i32 %816, 32, !dbg !899
  %836 = icmp eq i32 %835, 0, !dbg !899
  br i1 %836, label %838, label %837, !dbg !901

837:                                              ; preds = %834
  store i32 16191, ptr %14, align 8, !dbg !902, !tbaa !360
  br label %1211, !dbg !904

838:                                              ; preds = %834
  %839 = and i32 %816, 64, !dbg !905
  %840 = icmp eq i32 %839, 0, !dbg !905
  br i1 %840, label %842, label %841, !dbg !907

841:                                              ; preds = %838
  store ptr @.str.9, ptr %13, align 8, !dbg !908, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !910, !tbaa !360
  br label %1211, !dbg !911

842:                                              ; preds = %838
  %843 = and i32 %816, 15, !dbg !912
  store i32 %843, ptr %42, align 4, !dbg !913, !tbaa !914
  %844 = icmp eq i32 %843, 0, !dbg !915
  br i1 %844, label %888, label %845, !dbg !917

845:                                              ; preds = %842
    #dbg_value(i32 %814, !247, !DIExpression(), !348)
    #dbg_value(i64 %813, !246, !DIExpression(), !348)
    #dbg_value(i32 %805, !244, !DIExpression(), !348)
  %846 = icmp ult i32 %814, %843, !dbg !918
  br i1 %846, label %847, label %874, !dbg !918

847:                                              ; preds = %845, %859
  %848 = phi i32 [ %860, %859 ], [ %843, %845 ]
  %849 = phi i32 [ %870, %859 ], [ %814, %845 ]
  %850 = phi i64 [ %869, %859 ], [ %813, %845 ]
  %851 = phi i32 [ %862, %859 ], [ %805, %845 ]
    #dbg_value(i32 %849, !247, !DIExpression(), !348)
    #dbg_value(i64 %850, !246, !DIExpression(), !348)
    #dbg_value(i32 %851, !244, !DIExpression(), !348)
  %852 = icmp eq i32 %851, 0, !dbg !921
  br i1 %852, label %853, label %859, !dbg !925

853:                                              ; preds = %847
  %854 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !926
    #dbg_value(i32 %854, !244, !DIExpression(), !348)
  %855 = icmp eq i32 %854, 0, !dbg !928
  br i1 %855, label %858, label %856, !dbg !926

856:                                              ; preds = %853
  %857 = load i32, ptr %42, align 4, !dbg !918, !tbaa !914
  br label %859, !dbg !926

858:                                              ; preds = %853
  store ptr null, ptr %6, align 8, !dbg !930, !tbaa !369, !DIAssignID !932
    #dbg_assign(ptr null, !242, !DIExpression(), !932, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !930

859:                                              ; preds = %856, %847
  %860 = phi i32 [ %857, %856 ], [ %848, %847 ], !dbg !918
  %861 = phi i32 [ %854, %856 ], [ %851, %847 ], !dbg !348
    #dbg_value(i32 %861, !244, !DIExpression(), !348)
  %862 = add i32 %861, -1, !dbg !933
    #dbg_value(i32 %862, !244, !DIExpression(), !348)
  %863 = load ptr, ptr %6, align 8, !dbg !933, !tbaa !369
  %864 = getelementptr inbounds i8, ptr %863, i64 1, !dbg !933
  store ptr %864, ptr %6, align 8, !dbg !933, !tbaa !369, !DIAssignID !934
    #dbg_assign(ptr %864, !242, !DIExpression(), !934, ptr %6, !DIExpression(), !348)
  %865 = load i8, ptr %863, align 1, !dbg !933, !tbaa !282
  %866 = zext i8 %865 to i64, !dbg !933
  %867 = zext nneg i32 %849 to i64, !dbg !933
  %868 = shl i64 %866, %867, !dbg !933
  %869 = add i64 %868, %850, !dbg !933
    #dbg_value(i64 %869, !246, !DIExpression(), !348)
  %870 = add i32 %849, 8, !dbg !933
    #dbg_value(i32 %870, !247, !DIExpression(), !348)
  %871 = icmp ult i32 %870, %860, !dbg !918
  br i1 %871, label %847, label %872, !dbg !918, !llvm.loop !935

872:                                              ; preds = %859
  %873 = load i32, ptr %41, align 4, !dbg !936, !tbaa !456
  br label %874, !dbg !937

874:                                              ; preds = %872, %845
  %875 = phi i32 [ %815, %845 ], [ %873, %872 ], !dbg !936
  %876 = phi i32 [ %805, %845 ], [ %862, %872 ], !dbg !348
  %877 = phi i64 [ %813, %845 ], [ %869, %872 ], !dbg !446
  %878 = phi i32 [ %814, %845 ], [ %870, %872 ], !dbg !446
  %879 = phi i32 [ %843, %845 ], [ %860, %872 ], !dbg !918
  %880 = trunc i64 %877 to i32, !dbg !937
  %881 = shl nsw i32 -1, %879, !dbg !937
  %882 = xor i32 %881, -1, !dbg !937
  %883 = and i32 %882, %880, !dbg !937
  %884 = add i32 %875, %883, !dbg !936
  store i32 %884, ptr %41, align 4, !dbg !936, !tbaa !456
  %885 = zext nneg i32 %879 to i64, !dbg !938
  %886 = lshr i64 %877, %885, !dbg !938
    #dbg_value(i64 %886, !246, !DIExpression(), !348)
  %887 = sub i32 %878, %879, !dbg !938
    #dbg_value(i32 %887, !247, !DIExpression(), !348)
  br label %888, !dbg !940

888:                                              ; preds = %874, %842
  %889 = phi i32 [ %876, %874 ], [ %805, %842 ], !dbg !717
  %890 = phi i64 [ %886, %874 ], [ %813, %842 ], !dbg !446
  %891 = phi i32 [ %887, %874 ], [ %814, %842 ], !dbg !446
    #dbg_value(i32 %891, !247, !DIExpression(), !348)
    #dbg_value(i64 %890, !246, !DIExpression(), !348)
    #dbg_value(i32 %889, !244, !DIExpression(), !348)
  %892 = load ptr, ptr %39, align 8, !dbg !941, !tbaa !772
  %893 = trunc i64 %890 to i32, !dbg !945
  %894 = load i32, ptr %40, align 4, !dbg !945, !tbaa !774
  %895 = shl nsw i32 -1, %894, !dbg !945
  %896 = xor i32 %895, -1, !dbg !945
  %897 = and i32 %896, %893, !dbg !945
  %898 = zext nneg i32 %897 to i64, !dbg !946
  %899 = getelementptr inbounds %struct.code, ptr %892, i64 %898, !dbg !946
  %900 = getelementptr inbounds i8, ptr %899, i64 1, !dbg !946
  %901 = load i8, ptr %900, align 1, !dbg !946, !tbaa !282
  %902 = zext i8 %901 to i32, !dbg !947
  %903 = icmp ult i32 %891, %902, !dbg !949
  br i1 %903, label %904, label %945, !dbg !950

904:                                              ; preds = %888
  %905 = zext nneg i32 %891 to i64, !dbg !951
  br label %906, !dbg !951

906:                                              ; preds = %904, %920
  %907 = phi i32 [ %894, %904 ], [ %921, %920 ]
  %908 = phi ptr [ %892, %904 ], [ %922, %920 ]
  %909 = phi i64 [ %905, %904 ], [ %931, %920 ]
  %910 = phi i64 [ %890, %904 ], [ %930, %920 ]
  %911 = phi i32 [ %889, %904 ], [ %924, %920 ]
    #dbg_value(i64 %909, !247, !DIExpression(), !348)
    #dbg_value(i64 %910, !246, !DIExpression(), !348)
    #dbg_value(i32 %911, !244, !DIExpression(), !348)
  %912 = icmp eq i32 %911, 0, !dbg !952
  br i1 %912, label %913, label %920, !dbg !956

913:                                              ; preds = %906
  %914 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !957
    #dbg_value(i32 %914, !244, !DIExpression(), !348)
  %915 = icmp eq i32 %914, 0, !dbg !959
  br i1 %915, label %919, label %916, !dbg !957

916:                                              ; preds = %913
  %917 = load ptr, ptr %39, align 8, !dbg !941, !tbaa !772
  %918 = load i32, ptr %40, align 4, !dbg !945, !tbaa !774
  br label %920, !dbg !957

919:                                              ; preds = %913
  store ptr null, ptr %6, align 8, !dbg !961, !tbaa !369, !DIAssignID !963
    #dbg_assign(ptr null, !242, !DIExpression(), !963, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !961

920:                                              ; preds = %916, %906
  %921 = phi i32 [ %918, %916 ], [ %907, %906 ], !dbg !945
  %922 = phi ptr [ %917, %916 ], [ %908, %906 ], !dbg !941
  %923 = phi i32 [ %914, %916 ], [ %911, %906 ], !dbg !348
    #dbg_value(i32 %923, !244, !DIExpression(), !348)
  %924 = add i32 %923, -1, !dbg !964
    #dbg_value(i32 %924, !244, !DIExpression(), !348)
  %925 = load ptr, ptr %6, align 8, !dbg !964, !tbaa !369
  %926 = getelementptr inbounds i8, ptr %925, i64 1, !dbg !964
  store ptr %926, ptr %6, align 8, !dbg !964, !tbaa !369, !DIAssignID !965
    #dbg_assign(ptr %926, !242, !DIExpression(), !965, ptr %6, !DIExpression(), !348)
  %927 = load i8, ptr %925, align 1, !dbg !964, !tbaa !282
  %928 = zext i8 %927 to i64, !dbg !964
  %929 = shl i64 %928, %909, !dbg !964
  %930 = add i64 %929, %910, !dbg !964
    #dbg_value(i64 %930, !246, !DIExpression(), !348)
  %931 = add nuw nsw i64 %909, 8, !dbg !964
    #dbg_value(i64 %931, !247, !DIExpression(), !348)
  %932 = trunc i64 %930 to i32, !dbg !945
  %933 = shl nsw i32 -1, %921, !dbg !945
  %934 = xor i32 %933, -1, !dbg !945
  %935 = and i32 %934, %932, !dbg !945
  %936 = zext nneg i32 %935 to i64, !dbg !946
  %937 = getelementptr inbounds %struct.code, ptr %922, i64 %936, !dbg !946
  %938 = getelementptr inbounds i8, ptr %937, i64 1, !dbg !946
  %939 = load i8, ptr %938, align 1, !dbg !946, !tbaa !282
    #dbg_value(i8 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %939, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %940 = zext i8 %939 to i64, !dbg !949
  %941 = icmp ult i64 %931, %940, !dbg !949
  br i1 %941, label %906, label %942, !dbg !950, !llvm.loop !966

942:                                              ; preds = %920
  %943 = zext i8 %939 to i32, !dbg !947
  %944 = trunc nuw i64 %931 to i32, !dbg !946
  br label %945, !dbg !946

945:                                              ; preds = %942, %888
  %946 = phi ptr [ %892, %888 ], [ %922, %942 ]
  %947 = phi i32 [ %889, %888 ], [ %924, %942 ], !dbg !348
  %948 = phi i64 [ %890, %888 ], [ %930, %942 ], !dbg !446
  %949 = phi i32 [ %891, %888 ], [ %944, %942 ], !dbg !446
  %950 = phi ptr [ %899, %888 ], [ %937, %942 ], !dbg !946
  %951 = phi i8 [ %901, %888 ], [ %939, %942 ], !dbg !946
  %952 = phi i32 [ %902, %888 ], [ %943, %942 ], !dbg !947
  %953 = getelementptr inbounds i8, ptr %950, i64 2, !dbg !946
  %954 = load i16, ptr %953, align 2, !dbg !946, !tbaa !556
  %955 = load i8, ptr %950, align 2, !dbg !946, !tbaa !282
    #dbg_value(i8 %955, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
  %956 = icmp ult i8 %955, 16, !dbg !968
  br i1 %956, label %957, label %1025, !dbg !970

957:                                              ; preds = %945
  %958 = zext nneg i8 %955 to i32, !dbg !971
  %959 = zext i16 %954 to i32
  %960 = add nuw nsw i32 %952, %958
  %961 = shl nsw i32 -1, %960
  %962 = xor i32 %961, -1
    #dbg_value(i32 %949, !247, !DIExpression(), !348)
    #dbg_value(i64 %948, !246, !DIExpression(), !348)
    #dbg_value(i32 %947, !244, !DIExpression(), !348)
  %963 = trunc i64 %948 to i32, !dbg !972
  %964 = and i32 %963, %962, !dbg !972
  %965 = lshr i32 %964, %952, !dbg !977
  %966 = add nuw i32 %965, %959, !dbg !978
  %967 = zext i32 %966 to i64, !dbg !979
  %968 = getelementptr inbounds %struct.code, ptr %946, i64 %967, !dbg !979
  %969 = getelementptr inbounds i8, ptr %968, i64 1, !dbg !979
  %970 = load i8, ptr %969, align 1, !dbg !979, !tbaa !282
  %971 = zext i8 %970 to i32, !dbg !980
  %972 = add nuw nsw i32 %952, %971, !dbg !982
  %973 = icmp ugt i32 %972, %949, !dbg !983
  br i1 %973, label %974, label %1013, !dbg !984

974:                                              ; preds = %957
  %975 = zext nneg i32 %949 to i64, !dbg !985
  br label %976, !dbg !985

976:                                              ; preds = %974, %988
  %977 = phi ptr [ %946, %974 ], [ %989, %988 ]
  %978 = phi i64 [ %975, %974 ], [ %998, %988 ]
  %979 = phi i64 [ %948, %974 ], [ %997, %988 ]
  %980 = phi i32 [ %947, %974 ], [ %991, %988 ]
    #dbg_value(i64 %978, !247, !DIExpression(), !348)
    #dbg_value(i64 %979, !246, !DIExpression(), !348)
    #dbg_value(i32 %980, !244, !DIExpression(), !348)
  %981 = icmp eq i32 %980, 0, !dbg !986
  br i1 %981, label %982, label %988, !dbg !990

982:                                              ; preds = %976
  %983 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !991
    #dbg_value(i32 %983, !244, !DIExpression(), !348)
  %984 = icmp eq i32 %983, 0, !dbg !993
  br i1 %984, label %987, label %985, !dbg !991

985:                                              ; preds = %982
  %986 = load ptr, ptr %39, align 8, !dbg !995, !tbaa !772
  br label %988, !dbg !991

987:                                              ; preds = %982
  store ptr null, ptr %6, align 8, !dbg !996, !tbaa !369, !DIAssignID !998
    #dbg_assign(ptr null, !242, !DIExpression(), !998, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !996

988:                                              ; preds = %985, %976
  %989 = phi ptr [ %986, %985 ], [ %977, %976 ], !dbg !995
  %990 = phi i32 [ %983, %985 ], [ %980, %976 ], !dbg !348
    #dbg_value(i32 %990, !244, !DIExpression(), !348)
  %991 = add i32 %990, -1, !dbg !999
    #dbg_value(i32 %991, !244, !DIExpression(), !348)
  %992 = load ptr, ptr %6, align 8, !dbg !999, !tbaa !369
  %993 = getelementptr inbounds i8, ptr %992, i64 1, !dbg !999
  store ptr %993, ptr %6, align 8, !dbg !999, !tbaa !369, !DIAssignID !1000
    #dbg_assign(ptr %993, !242, !DIExpression(), !1000, ptr %6, !DIExpression(), !348)
  %994 = load i8, ptr %992, align 1, !dbg !999, !tbaa !282
  %995 = zext i8 %994 to i64, !dbg !999
  %996 = shl i64 %995, %978, !dbg !999
  %997 = add i64 %996, %979, !dbg !999
    #dbg_value(i64 %997, !246, !DIExpression(), !348)
  %998 = add nuw nsw i64 %978, 8, !dbg !999
    #dbg_value(i64 %998, !247, !DIExpression(), !348)
  %999 = trunc i64 %997 to i32, !dbg !972
  %1000 = and i32 %999, %962, !dbg !972
  %1001 = lshr i32 %1000, %952, !dbg !977
  %1002 = add nuw i32 %1001, %959, !dbg !978
  %1003 = zext i32 %1002 to i64, !dbg !979
  %1004 = getelementptr inbounds %struct.code, ptr %989, i64 %1003, !dbg !979
  %1005 = getelementptr inbounds i8, ptr %1004, i64 1, !dbg !979
  %1006 = load i8, ptr %1005, align 1, !dbg !979, !tbaa !282
    #dbg_value(i8 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %1006, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %1007 = zext i8 %1006 to i32, !dbg !980
  %1008 = add nuw nsw i32 %952, %1007, !dbg !982
  %1009 = zext nneg i32 %1008 to i64, !dbg !983
  %1010 = icmp ult i64 %998, %1009, !dbg !983
  br i1 %1010, label %976, label %1011, !dbg !984, !llvm.loop !1001

1011:                                             ; preds = %988
  %1012 = trunc nuw i64 %998 to i32, !dbg !979
  br label %1013, !dbg !979

1013:                                             ; preds = %1011, %957
  %1014 = phi i32 [ %947, %957 ], [ %991, %1011 ], !dbg !348
  %1015 = phi i64 [ %948, %957 ], [ %997, %1011 ], !dbg !446
  %1016 = phi i32 [ %949, %957 ], [ %1012, %1011 ], !dbg !446
  %1017 = phi ptr [ %968, %957 ], [ %1004, %1011 ], !dbg !979
  %1018 = phi i8 [ %970, %957 ], [ %1006, %1011 ], !dbg !979
  %1019 = getelementptr inbounds i8, ptr %1017, i64 2, !dbg !979
  %1020 = load i16, ptr %1019, align 2, !dbg !979, !tbaa !556
    #dbg_value(i16 %1020, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %1021 = load i8, ptr %1017, align 2, !dbg !979, !tbaa !282
    #dbg_value(i8 %1021, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
  %1022 = zext nneg i8 %951 to i64, !dbg !1003
  %1023 = lshr i64 %1015, %1022, !dbg !1003
    #dbg_value(i64 %1023, !246, !DIExpression(), !348)
  %1024 = sub i32 %1016, %952, !dbg !1003
    #dbg_value(i32 %1024, !247, !DIExpression(), !348)
  br label %1025, !dbg !1005

1025:                                             ; preds = %945, %1013
  %1026 = phi i32 [ %1014, %1013 ], [ %947, %945 ], !dbg !717
  %1027 = phi i64 [ %1023, %1013 ], [ %948, %945 ], !dbg !446
  %1028 = phi i32 [ %1024, %1013 ], [ %949, %945 ], !dbg !446
  %1029 = phi i16 [ %1020, %1013 ], [ %954, %945 ], !dbg !446
  %1030 = phi i8 [ %1018, %1013 ], [ %951, %945 ], !dbg !446
  %1031 = phi i8 [ %1021, %1013 ], [ %955, %945 ], !dbg !446
    #dbg_value(i8 %1031, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !348)
    #dbg_value(i8 %1030, !250, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !348)
    #dbg_value(i16 %1029, !250, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
    #dbg_value(i32 %1028, !247, !DIExpression(), !348)
    #dbg_value(i64 %1027, !246, !DIExpression(), !348)
    #dbg_value(i32 %1026, !244, !DIExpression(), !348)
  %1032 = zext i8 %1030 to i32, !dbg !1006
  %1033 = zext nneg i8 %1030 to i64, !dbg !1006
  %1034 = lshr i64 %1027, %1033, !dbg !1006
    #dbg_value(i64 %1034, !246, !DIExpression(), !348)
  %1035 = sub i32 %1028, %1032, !dbg !1006
    #dbg_value(i32 %1035, !247, !DIExpression(), !348)
  %1036 = zext i8 %1031 to i32, !dbg !1008
  %1037 = and i32 %1036, 64, !dbg !1010
  %1038 = icmp eq i32 %1037, 0, !dbg !1010
  br i1 %1038, label %1040, label %1039, !dbg !1011

1039:                                             ; preds = %1025
  store ptr @.str.10, ptr %13, align 8, !dbg !1012, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !1014, !tbaa !360
  br label %1211, !dbg !1015

1040:                                             ; preds = %1025
  %1041 = zext i16 %1029 to i32, !dbg !1016
  store i32 %1041, ptr %43, align 8, !dbg !1017, !tbaa !1018
  %1042 = and i32 %1036, 15, !dbg !1019
  store i32 %1042, ptr %42, align 4, !dbg !1020, !tbaa !914
  %1043 = icmp eq i32 %1042, 0, !dbg !1021
  br i1 %1043, label %1087, label %1044, !dbg !1023

1044:                                             ; preds = %1040
    #dbg_value(i32 %1035, !247, !DIExpression(), !348)
    #dbg_value(i64 %1034, !246, !DIExpression(), !348)
    #dbg_value(i32 %1026, !244, !DIExpression(), !348)
  %1045 = icmp ult i32 %1035, %1042, !dbg !1024
  br i1 %1045, label %1046, label %1073, !dbg !1024

1046:                                             ; preds = %1044, %1058
  %1047 = phi i32 [ %1059, %1058 ], [ %1042, %1044 ]
  %1048 = phi i32 [ %1069, %1058 ], [ %1035, %1044 ]
  %1049 = phi i64 [ %1068, %1058 ], [ %1034, %1044 ]
  %1050 = phi i32 [ %1061, %1058 ], [ %1026, %1044 ]
    #dbg_value(i32 %1048, !247, !DIExpression(), !348)
    #dbg_value(i64 %1049, !246, !DIExpression(), !348)
    #dbg_value(i32 %1050, !244, !DIExpression(), !348)
  %1051 = icmp eq i32 %1050, 0, !dbg !1027
  br i1 %1051, label %1052, label %1058, !dbg !1031

1052:                                             ; preds = %1046
  %1053 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5, !dbg !1032
    #dbg_value(i32 %1053, !244, !DIExpression(), !348)
  %1054 = icmp eq i32 %1053, 0, !dbg !1034
  br i1 %1054, label %1057, label %1055, !dbg !1032

1055:                                             ; preds = %1052
  %1056 = load i32, ptr %42, align 4, !dbg !1024, !tbaa !914
  br label %1058, !dbg !1032

1057:                                             ; preds = %1052
  store ptr null, ptr %6, align 8, !dbg !1036, !tbaa !369, !DIAssignID !1038
    #dbg_assign(ptr null, !242, !DIExpression(), !1038, ptr %6, !DIExpression(), !348)
    #dbg_value(i32 -5, !253, !DIExpression(), !348)
  br label %1220, !dbg !1036

1058:                                             ; preds = %1055, %1046
  %1059 = phi i32 [ %1056, %1055 ], [ %1047, %1046 ], !dbg !1024
  %1060 = phi i32 [ %1053, %1055 ], [ %1050, %1046 ], !dbg !348
    #dbg_value(i32 %1060, !244, !DIExpression(), !348)
  %1061 = add i32 %1060, -1, !dbg !1039
    #dbg_value(i32 %1061, !244, !DIExpression(), !348)
  %1062 = load ptr, ptr %6, align 8, !dbg !1039, !tbaa !369
  %1063 = getelementptr inbounds i8, ptr %1062, i64 1, !dbg !1039
  store ptr %1063, ptr %6, align 8, !dbg !1039, !tbaa !369, !DIAssignID !1040
    #dbg_assign(ptr %1063, !242, !DIExpression(), !1040, ptr %6, !DIExpression(), !348)
  %1064 = load i8, ptr %1062, align 1, !dbg !1039, !tbaa !282
  %1065 = zext i8 %1064 to i64, !dbg !1039
  %1066 = zext nneg i32 %1048 to i64, !dbg !1039
  %1067 = shl i64 %1065, %1066, !dbg !1039
  %1068 = add i64 %1067, %1049, !dbg !1039
    #dbg_value(i64 %1068, !246, !DIExpression(), !348)
  %1069 = add i32 %1048, 8, !dbg !1039
    #dbg_value(i32 %1069, !247, !DIExpression(), !348)
  %1070 = icmp ult i32 %1069, %1059, !dbg !1024
  br i1 %1070, label %1046, label %1071, !dbg !1024, !llvm.loop !1041

1071:                                             ; preds = %1058
  %1072 = load i32, ptr %43, align 8, !dbg !1042, !tbaa !1018
  br label %1073, !dbg !1043

1073:                                             ; preds = %1071, %1044
  %1074 = phi i32 [ %1041, %1044 ], [ %1072, %1071 ], !dbg !1042
  %1075 = phi i32 [ %1026, %1044 ], [ %1061, %1071 ], !dbg !348
  %1076 = phi i64 [ %1034, %1044 ], [ %1068, %1071 ], !dbg !446
  %1077 = phi i32 [ %1035, %1044 ], [ %1069, %1071 ], !dbg !446
  %1078 = phi i32 [ %1042, %1044 ], [ %1059, %1071 ], !dbg !1024
  %1079 = trunc i64 %1076 to i32, !dbg !1043
  %1080 = shl nsw i32 -1, %1078, !dbg !1043
  %1081 = xor i32 %1080, -1, !dbg !1043
  %1082 = and i32 %1081, %1079, !dbg !1043
  %1083 = add i32 %1074, %1082, !dbg !1042
  store i32 %1083, ptr %43, align 8, !dbg !1042, !tbaa !1018
  %1084 = zext nneg i32 %1078 to i64, !dbg !1044
  %1085 = lshr i64 %1076, %1084, !dbg !1044
    #dbg_value(i64 %1085, !246, !DIExpression(), !348)
  %1086 = sub i32 %1077, %1078, !dbg !1044
    #dbg_value(i32 %1086, !247, !DIExpression(), !348)
  br label %1087, !dbg !1046

1087:                                             ; preds = %1073, %1040
  %1088 = phi i32 [ %1083, %1073 ], [ %1041, %1040 ], !dbg !1047
  %1089 = phi i32 [ %1075, %1073 ], [ %1026, %1040 ], !dbg !717
  %1090 = phi i64 [ %1085, %1073 ], [ %1034, %1040 ], !dbg !446
  %1091 = phi i32 [ %1086, %1073 ], [ %1035, %1040 ], !dbg !446
    #dbg_value(i32 %1091, !247, !DIExpression(), !348)
    #dbg_value(i64 %1090, !246, !DIExpression(), !348)
    #dbg_value(i32 %1089, !244, !DIExpression(), !348)
  %1092 = load i32, ptr %26, align 4, !dbg !1049, !tbaa !332
  %1093 = load i32, ptr %16, align 8, !dbg !1050, !tbaa !341
  %1094 = icmp ult i32 %1093, %1092, !dbg !1051
  %1095 = select i1 %1094, i32 %53, i32 0, !dbg !1052
  %1096 = sub i32 %1092, %1095, !dbg !1053
  %1097 = icmp ugt i32 %1088, %1096, !dbg !1054
  br i1 %1097, label %1098, label %1099, !dbg !1055

1098:                                             ; preds = %1087
  store ptr @.str.11, ptr %13, align 8, !dbg !1056, !tbaa !292
  store i32 16209, ptr %14, align 8, !dbg !1058, !tbaa !360
  br label %1211, !dbg !1059

1099:                                             ; preds = %1087, %1206
  %1100 = phi ptr [ %1207, %1206 ], [ %51, %1087 ], !dbg !348
  %1101 = phi i32 [ %1208, %1206 ], [ %53, %1087 ], !dbg !348
    #dbg_value(i32 %1101, !245, !DIExpression(), !348)
    #dbg_value(ptr %1100, !243, !DIExpression(), !348)
  %1102 = icmp eq i32 %1101, 0, !dbg !1060
  %1103 = load i32, ptr %26, align 4, !dbg !1064, !tbaa !332
  br i1 %1102, label %1104, label %1110, !dbg !1065

1104:                                             ; preds = %1099
  %1105 = load ptr, ptr %24, align 8, !dbg !1066, !tbaa !335
    #dbg_value(ptr %1105, !243, !DIExpression(), !348)
    #dbg_value(i32 %1103, !245, !DIExpression(), !348)
  store i32 %1103, ptr %16, align 8, !dbg !1066, !tbaa !341
  %1106 = call i32 %3(ptr noundef %4, ptr noundef %1105, i32 noundef %1103) #5, !dbg !1068
  %1107 = icmp eq i32 %1106, 0, !dbg !1068
  br i1 %1107, label %1108, label %1220, !dbg !1066

1108:                                             ; preds = %1104
  %1109 = load i32, ptr %26, align 4, !dbg !1064, !tbaa !332
  br label %1110, !dbg !1066

1110:                                             ; preds = %1108, %1099
  %1111 = phi i32 [ %1109, %1108 ], [ %1103, %1099 ], !dbg !1064
  %1112 = phi ptr [ %1105, %1108 ], [ %1100, %1099 ], !dbg !348
  %1113 = phi i32 [ %1103, %1108 ], [ %1101, %1099 ], !dbg !348
    #dbg_value(i32 %1113, !245, !DIExpression(), !348)
    #dbg_value(ptr %1112, !243, !DIExpression(), !348)
  %1114 = load i32, ptr %43, align 8, !dbg !1070, !tbaa !1018
  %1115 = sub i32 %1111, %1114, !dbg !1071
    #dbg_value(i32 %1115, !248, !DIExpression(), !348)
  %1116 = icmp ult i32 %1115, %1113, !dbg !1072
  %1117 = zext i32 %1115 to i64, !dbg !1074
  %1118 = zext i32 %1114 to i64, !dbg !1074
  %1119 = sub nsw i64 0, %1118, !dbg !1074
  %1120 = select i1 %1116, i32 %1115, i32 0, !dbg !1074
  %1121 = sub i32 %1113, %1120, !dbg !1074
  %1122 = select i1 %1116, i64 %1117, i64 %1119, !dbg !1074
  %1123 = getelementptr i8, ptr %1112, i64 %1122, !dbg !1075
    #dbg_value(ptr %1123, !249, !DIExpression(), !348)
    #dbg_value(i32 %1121, !248, !DIExpression(), !348)
  %1124 = load i32, ptr %41, align 4, !dbg !1076, !tbaa !456
  %1125 = call i32 @llvm.umin.i32(i32 %1121, i32 %1124), !dbg !1078
    #dbg_value(i32 %1125, !248, !DIExpression(), !348)
  %1126 = sub i32 %1124, %1125, !dbg !1079
  store i32 %1126, ptr %41, align 4, !dbg !1079, !tbaa !456
    #dbg_value(i32 %1208, !245, !DIExpression(), !348)
  %1127 = add i32 %1125, -1, !dbg !1080
  %1128 = zext i32 %1127 to i64, !dbg !1080
  %1129 = add nuw nsw i64 %1128, 1, !dbg !1080
  %1130 = icmp ult i32 %1127, 31, !dbg !1080
  %1131 = add nsw i64 %1122, 31, !dbg !1080
  %1132 = icmp ult i64 %1131, 32, !dbg !1080
  %1133 = select i1 %1130, i1 true, i1 %1132, !dbg !1080
  br i1 %1133, label %1152, label %1134, !dbg !1080

1134:                                             ; preds = %1110
  %1135 = and i64 %1129, 8589934560, !dbg !1080
  %1136 = getelementptr i8, ptr %1112, i64 %1135, !dbg !1080
  %1137 = trunc i64 %1135 to i32, !dbg !1080
  %1138 = sub i32 %1125, %1137, !dbg !1080
  %1139 = getelementptr i8, ptr %1123, i64 %1135, !dbg !1080
  br label %1140, !dbg !1080

1140:                                             ; preds = %1140, %1134
  %1141 = phi i64 [ 0, %1134 ], [ %1148, %1140 ]
  %1142 = getelementptr i8, ptr %1112, i64 %1141
  %1143 = getelementptr i8, ptr %1123, i64 %1141
  %1144 = getelementptr i8, ptr %1143, i64 16, !dbg !1081
  %1145 = load <16 x i8>, ptr %1143, align 1, !dbg !1081, !tbaa !282
  %1146 = load <16 x i8>, ptr %1144, align 1, !dbg !1081, !tbaa !282
  %1147 = getelementptr i8, ptr %1142, i64 16, !dbg !1083
  store <16 x i8> %1145, ptr %1142, align 1, !dbg !1083, !tbaa !282
  store <16 x i8> %1146, ptr %1147, align 1, !dbg !1083, !tbaa !282
  %1148 = add nuw i64 %1141, 32
  %1149 = icmp eq i64 %1148, %1135
  br i1 %1149, label %1150, label %1140, !llvm.loop !1084

1150:                                             ; preds = %1140
  %1151 = icmp eq i64 %1129, %1135, !dbg !1086
  br i1 %1151, label %1206, label %1152, !dbg !1086

1152:                                             ; preds = %1150, %1110
  %1153 = phi ptr [ %1112, %1110 ], [ %1136, %1150 ]
  %1154 = phi i32 [ %1125, %1110 ], [ %1138, %1150 ]
  %1155 = phi ptr [ %1123, %1110 ], [ %1139, %1150 ]
  %1156 = add i32 %1154, -1, !dbg !1080
  %1157 = and i32 %1154, 7, !dbg !1080
  %1158 = icmp eq i32 %1157, 0, !dbg !1080
  br i1 %1158, label %1170, label %1159, !dbg !1080

1159:                                             ; preds = %1152, %1159
  %1160 = phi ptr [ %1166, %1159 ], [ %1153, %1152 ], !dbg !1087
  %1161 = phi i32 [ %1167, %1159 ], [ %1154, %1152 ], !dbg !1087
  %1162 = phi ptr [ %1164, %1159 ], [ %1155, %1152 ], !dbg !1087
  %1163 = phi i32 [ %1168, %1159 ], [ 0, %1152 ]
    #dbg_value(ptr %1162, !249, !DIExpression(), !348)
    #dbg_value(i32 %1161, !248, !DIExpression(), !348)
    #dbg_value(ptr %1160, !243, !DIExpression(), !348)
  %1164 = getelementptr inbounds i8, ptr %1162, i64 1, !dbg !1088
    #dbg_value(ptr %1164, !249, !DIExpression(), !348)
  %1165 = load i8, ptr %1162, align 1, !dbg !1081, !tbaa !282
  %1166 = getelementptr inbounds i8, ptr %1160, i64 1, !dbg !1089
    #dbg_value(ptr %1166, !243, !DIExpression(), !348)
  store i8 %1165, ptr %1160, align 1, !dbg !1083, !tbaa !282
  %1167 = add i32 %1161, -1, !dbg !1090
    #dbg_value(i32 %1167, !248, !DIExpression(), !348)
  %1168 = add i32 %1163, 1, !dbg !1086
  %1169 = icmp eq i32 %1168, %1157, !dbg !1086
  br i1 %1169, label %1170, label %1159, !dbg !1086, !llvm.loop !1091

1170:                                             ; preds = %1159, %1152
  %1171 = phi ptr [ poison, %1152 ], [ %1166, %1159 ]
  %1172 = phi ptr [ %1153, %1152 ], [ %1166, %1159 ]
  %1173 = phi i32 [ %1154, %1152 ], [ %1167, %1159 ]
  %1174 = phi ptr [ %1155, %1152 ], [ %1164, %1159 ]
  %1175 = icmp ult i32 %1156, 7, !dbg !1080
  br i1 %1175, label %1206, label %1176, !dbg !1080

1176:                                             ; preds = %1170, %1176
  %1177 = phi ptr [ %1203, %1176 ], [ %1172, %1170 ], !dbg !1087
  %1178 = phi i32 [ %1204, %1176 ], [ %1173, %1170 ], !dbg !1087
  %1179 = phi ptr [ %1201, %1176 ], [ %1174, %1170 ], !dbg !1087
    #dbg_value(ptr %1179, !249, !DIExpression(), !348)
    #dbg_value(i32 %1178, !248, !DIExpression(), !348)
    #dbg_value(ptr %1177, !243, !DIExpression(), !348)
  %1180 = getelementptr inbounds i8, ptr %1179, i64 1, !dbg !1088
    #dbg_value(ptr %1180, !249, !DIExpression(), !348)
  %1181 = load i8, ptr %1179, align 1, !dbg !1081, !tbaa !282
  %1182 = getelementptr inbounds i8, ptr %1177, i64 1, !dbg !1089
    #dbg_value(ptr %1182, !243, !DIExpression(), !348)
  store i8 %1181, ptr %1177, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !348)
  %1183 = getelementptr inbounds i8, ptr %1179, i64 2, !dbg !1088
    #dbg_value(ptr %1183, !249, !DIExpression(), !348)
  %1184 = load i8, ptr %1180, align 1, !dbg !1081, !tbaa !282
  %1185 = getelementptr inbounds i8, ptr %1177, i64 2, !dbg !1089
    #dbg_value(ptr %1185, !243, !DIExpression(), !348)
  store i8 %1184, ptr %1182, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !348)
  %1186 = getelementptr inbounds i8, ptr %1179, i64 3, !dbg !1088
    #dbg_value(ptr %1186, !249, !DIExpression(), !348)
  %1187 = load i8, ptr %1183, align 1, !dbg !1081, !tbaa !282
  %1188 = getelementptr inbounds i8, ptr %1177, i64 3, !dbg !1089
    #dbg_value(ptr %1188, !243, !DIExpression(), !348)
  store i8 %1187, ptr %1185, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !348)
  %1189 = getelementptr inbounds i8, ptr %1179, i64 4, !dbg !1088
    #dbg_value(ptr %1189, !249, !DIExpression(), !348)
  %1190 = load i8, ptr %1186, align 1, !dbg !1081, !tbaa !282
  %1191 = getelementptr inbounds i8, ptr %1177, i64 4, !dbg !1089
    #dbg_value(ptr %1191, !243, !DIExpression(), !348)
  store i8 %1190, ptr %1188, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !348)
  %1192 = getelementptr inbounds i8, ptr %1179, i64 5, !dbg !1088
    #dbg_value(ptr %1192, !249, !DIExpression(), !348)
  %1193 = load i8, ptr %1189, align 1, !dbg !1081, !tbaa !282
  %1194 = getelementptr inbounds i8, ptr %1177, i64 5, !dbg !1089
    #dbg_value(ptr %1194, !243, !DIExpression(), !348)
  store i8 %1193, ptr %1191, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !348)
  %1195 = getelementptr inbounds i8, ptr %1179, i64 6, !dbg !1088
    #dbg_value(ptr %1195, !249, !DIExpression(), !348)
  %1196 = load i8, ptr %1192, align 1, !dbg !1081, !tbaa !282
  %1197 = getelementptr inbounds i8, ptr %1177, i64 6, !dbg !1089
    #dbg_value(ptr %1197, !243, !DIExpression(), !348)
  store i8 %1196, ptr %1194, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !348)
  %1198 = getelementptr inbounds i8, ptr %1179, i64 7, !dbg !1088
    #dbg_value(ptr %1198, !249, !DIExpression(), !348)
  %1199 = load i8, ptr %1195, align 1, !dbg !1081, !tbaa !282
  %1200 = getelementptr inbounds i8, ptr %1177, i64 7, !dbg !1089
    #dbg_value(ptr %1200, !243, !DIExpression(), !348)
  store i8 %1199, ptr %1197, align 1, !dbg !1083, !tbaa !282
    #dbg_value(i32 %1178, !248, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !348)
  %1201 = getelementptr inbounds i8, ptr %1179, i64 8, !dbg !1088
    #dbg_value(ptr %1201, !249, !DIExpression(), !348)
  %1202 = load i8, ptr %1198, align 1, !dbg !1081, !tbaa !282
  %1203 = getelementptr inbounds i8, ptr %1177, i64 8, !dbg !1089
    #dbg_value(ptr %1203, !243, !DIExpression(), !348)
  store i8 %1202, ptr %1200, align 1, !dbg !1083, !tbaa !282
  %1204 = add i32 %1178, -8, !dbg !1090
    #dbg_value(i32 %1204, !248, !DIExpression(), !348)
  %1205 = icmp eq i32 %1204, 0, !dbg !1086
  br i1 %1205, label %1206, label %1176, !dbg !1086, !llvm.loop !1092

1206:                                             ; preds = %1170, %1176, %1150
  %1207 = phi ptr [ %1136, %1150 ], [ %1171, %1170 ], [ %1203, %1176 ], !dbg !1089
  %1208 = sub i32 %1113, %1125, !dbg !1093
  %1209 = load i32, ptr %41, align 4, !dbg !1094, !tbaa !456
  %1210 = icmp eq i32 %1209, 0, !dbg !1095
  br i1 %1210, label %1211, label %1099, !dbg !1096, !llvm.loop !1097

1211:                                             ; preds = %1206, %425, %595, %623, %1098, %1039, %841, %837, %827, %677, %646, %637, %633, %291, %224, %180, %142, %99, %68
  %1212 = phi ptr [ %678, %677 ], [ %832, %827 ], [ %51, %837 ], [ %51, %841 ], [ %51, %1039 ], [ %51, %1098 ], [ %51, %224 ], [ %51, %291 ], [ %51, %623 ], [ %51, %633 ], [ %51, %637 ], [ %51, %646 ], [ %51, %142 ], [ %181, %180 ], [ %51, %68 ], [ %51, %99 ], [ %51, %595 ], [ %51, %425 ], [ %1207, %1206 ], !dbg !348
  %1213 = phi i32 [ %681, %677 ], [ %805, %827 ], [ %805, %837 ], [ %805, %841 ], [ %1026, %1039 ], [ %1089, %1098 ], [ %207, %224 ], [ %264, %291 ], [ %625, %623 ], [ %625, %633 ], [ %625, %637 ], [ %625, %646 ], [ %135, %142 ], [ %182, %180 ], [ %52, %68 ], [ %88, %99 ], [ %505, %595 ], [ %417, %425 ], [ %1089, %1206 ], !dbg !348
  %1214 = phi i32 [ %679, %677 ], [ %833, %827 ], [ %53, %837 ], [ %53, %841 ], [ %53, %1039 ], [ %53, %1098 ], [ %53, %224 ], [ %53, %291 ], [ %53, %623 ], [ %53, %633 ], [ %53, %637 ], [ %53, %646 ], [ %53, %142 ], [ %183, %180 ], [ %53, %68 ], [ %53, %99 ], [ %53, %595 ], [ %53, %425 ], [ %1208, %1206 ], !dbg !348
  %1215 = phi i64 [ %682, %677 ], [ %813, %827 ], [ %813, %837 ], [ %813, %841 ], [ %1034, %1039 ], [ %1090, %1098 ], [ %219, %224 ], [ %275, %291 ], [ %626, %623 ], [ %626, %633 ], [ %626, %637 ], [ %626, %646 ], [ %136, %142 ], [ 0, %180 ], [ %71, %68 ], [ %101, %99 ], [ %506, %595 ], [ %421, %425 ], [ %1090, %1206 ], !dbg !446
  %1216 = phi i32 [ %683, %677 ], [ %814, %827 ], [ %814, %837 ], [ %814, %841 ], [ %1035, %1039 ], [ %1091, %1098 ], [ %220, %224 ], [ %276, %291 ], [ %627, %623 ], [ %627, %633 ], [ %627, %637 ], [ %627, %646 ], [ %137, %142 ], [ 0, %180 ], [ %72, %68 ], [ %102, %99 ], [ %507, %595 ], [ %422, %425 ], [ %1091, %1206 ], !dbg !446
    #dbg_value(i32 %1216, !247, !DIExpression(), !348)
    #dbg_value(i64 %1215, !246, !DIExpression(), !348)
    #dbg_value(i32 %1214, !245, !DIExpression(), !348)
    #dbg_value(i32 %1213, !244, !DIExpression(), !348)
    #dbg_value(ptr %1212, !243, !DIExpression(), !348)
  %1217 = load i32, ptr %14, align 8, !dbg !378, !tbaa !360
  br label %49, !dbg !1100, !llvm.loop !1101

1218:                                             ; preds = %49
  br label %1220, !dbg !1104

1219:                                             ; preds = %49
  br label %1220, !dbg !1104

1220:                                             ; preds = %820, %1104, %160, %49, %1219, %1218, %1057, %987, %919, %858, %766, %697, %478, %444, %402, %328, %247, %192, %156, %120, %76
  %1221 = phi i32 [ 0, %858 ], [ 0, %1057 ], [ 0, %987 ], [ 0, %919 ], [ 0, %766 ], [ 0, %697 ], [ 0, %192 ], [ 0, %247 ], [ 0, %402 ], [ 0, %444 ], [ 0, %478 ], [ 0, %328 ], [ 0, %120 ], [ 0, %156 ], [ 0, %76 ], [ %52, %1218 ], [ %52, %49 ], [ %158, %160 ], [ %1089, %1104 ], [ %805, %820 ], [ %52, %1219 ], !dbg !348
  %1222 = phi i32 [ %53, %858 ], [ %53, %1057 ], [ %53, %987 ], [ %53, %919 ], [ %53, %766 ], [ %53, %697 ], [ %53, %192 ], [ %53, %247 ], [ %53, %402 ], [ %53, %444 ], [ %53, %478 ], [ %53, %328 ], [ %53, %120 ], [ %148, %156 ], [ %53, %76 ], [ %53, %1218 ], [ %53, %49 ], [ %162, %160 ], [ %1103, %1104 ], [ %822, %820 ], [ %53, %1219 ], !dbg !348
  %1223 = phi i1 [ false, %858 ], [ false, %1057 ], [ false, %987 ], [ false, %919 ], [ false, %766 ], [ false, %697 ], [ false, %192 ], [ false, %247 ], [ false, %402 ], [ false, %444 ], [ false, %478 ], [ false, %328 ], [ false, %120 ], [ false, %156 ], [ false, %76 ], [ true, %1218 ], [ false, %49 ], [ false, %160 ], [ false, %1104 ], [ false, %820 ], [ false, %1219 ], !dbg !446
  %1224 = phi i32 [ -5, %858 ], [ -5, %1057 ], [ -5, %987 ], [ -5, %919 ], [ -5, %766 ], [ -5, %697 ], [ -5, %192 ], [ -5, %247 ], [ -5, %402 ], [ -5, %444 ], [ -5, %478 ], [ -5, %328 ], [ -5, %120 ], [ -5, %156 ], [ -5, %76 ], [ 1, %1218 ], [ -2, %49 ], [ -5, %160 ], [ -5, %1104 ], [ -5, %820 ], [ -3, %1219 ], !dbg !446
    #dbg_value(i32 %1224, !253, !DIExpression(), !348)
    #dbg_value(i32 %1222, !245, !DIExpression(), !348)
    #dbg_value(i32 %1221, !244, !DIExpression(), !348)
    #dbg_label(!254, !1106)
  %1225 = load i32, ptr %26, align 4, !dbg !1104, !tbaa !332
  %1226 = icmp ult i32 %1222, %1225, !dbg !1107
  br i1 %1226, label %1227, label %1234, !dbg !1108

1227:                                             ; preds = %1220
  %1228 = load ptr, ptr %24, align 8, !dbg !1109, !tbaa !335
  %1229 = sub i32 %1225, %1222, !dbg !1112
  %1230 = call i32 %3(ptr noundef %4, ptr noundef %1228, i32 noundef %1229) #5, !dbg !1113
  %1231 = icmp ne i32 %1230, 0, !dbg !1113
  %1232 = and i1 %1223, %1231, !dbg !1114
  %1233 = select i1 %1232, i32 -5, i32 %1224, !dbg !1114
    #dbg_value(i32 %1233, !253, !DIExpression(), !348)
  br label %1234, !dbg !1114

1234:                                             ; preds = %1227, %1220
  %1235 = phi i32 [ %1233, %1227 ], [ %1224, %1220 ], !dbg !348
    #dbg_value(i32 %1235, !253, !DIExpression(), !348)
  %1236 = load ptr, ptr %6, align 8, !dbg !1115, !tbaa !369
  store ptr %1236, ptr %0, align 8, !dbg !1116, !tbaa !367
  store i32 %1221, ptr %46, align 8, !dbg !1117, !tbaa !374
  br label %1237, !dbg !1118

1237:                                             ; preds = %5, %8, %1234
  %1238 = phi i32 [ %1235, %1234 ], [ -2, %8 ], [ -2, %5 ], !dbg !348
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5, !dbg !1119
  ret i32 %1238, !dbg !1119
}

declare !dbg !1120 void @inflate_fixed(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare !dbg !1123 i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1130 void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateBackEnd(ptr noundef %0) local_unnamed_addr #0 !dbg !1134 {
    #dbg_value(ptr %0, !1138, !DIExpression(), !1139)
  %2 = icmp eq ptr %0, null, !dbg !1140
  br i1 %2, label %14, label %3, !dbg !1142

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1143
  %5 = load ptr, ptr %4, align 8, !dbg !1143, !tbaa !321
  %6 = icmp eq ptr %5, null, !dbg !1144
  br i1 %6, label %14, label %7, !dbg !1145

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1146
  %9 = load ptr, ptr %8, align 8, !dbg !1146, !tbaa !310
  %10 = icmp eq ptr %9, null, !dbg !1147
  br i1 %10, label %14, label %11, !dbg !1148

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !1149
  %13 = load ptr, ptr %12, align 8, !dbg !1149, !tbaa !306
  tail call void %9(ptr noundef %13, ptr noundef nonnull %5) #5, !dbg !1149
  store ptr null, ptr %4, align 8, !dbg !1150, !tbaa !321
  br label %14, !dbg !1151

14:                                               ; preds = %1, %3, %7, %11
  %15 = phi i32 [ 0, %11 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], !dbg !1139
  ret i32 %15, !dbg !1152
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!60}
!llvm.module.flags = !{!257, !258, !259, !260, !261, !262, !263}
!llvm.ident = !{!264}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "order", scope: !2, file: !3, line: 205, type: !255, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "inflateBack", scope: !3, file: !3, line: 191, type: !4, scopeLine: 192, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !235)
!3 = !DIFile(filename: "src/zlib/infback.c", directory: ".", checksumkind: CSK_MD5, checksum: "7d2d3eda791e08af2d16c0a558fbdc76")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7, !50, !40, !56, !40}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !8, line: 112, baseType: !9)
!8 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !8, line: 110, baseType: !11)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !8, line: 90, size: 896, elements: !12)
!12 = !{!13, !19, !22, !25, !26, !27, !28, !31, !34, !41, !46, !47, !48, !49}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !11, file: !8, line: 91, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !16, line: 412, baseType: !17)
!16 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !16, line: 403, baseType: !18)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !11, file: !8, line: 92, baseType: !20, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !16, line: 405, baseType: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !11, file: !8, line: 93, baseType: !23, size: 64, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !16, line: 406, baseType: !24)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !11, file: !8, line: 95, baseType: !14, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !11, file: !8, line: 96, baseType: !20, size: 32, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !11, file: !8, line: 97, baseType: !23, size: 64, offset: 320)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !11, file: !8, line: 99, baseType: !29, size: 64, offset: 384)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !11, file: !8, line: 100, baseType: !32, size: 64, offset: 448)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !8, line: 88, flags: DIFlagFwdDecl)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !11, file: !8, line: 102, baseType: !35, size: 64, offset: 512)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !8, line: 85, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39, !20, !20}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !16, line: 421, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !11, file: !8, line: 103, baseType: !42, size: 64, offset: 576)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !8, line: 86, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !39, !39}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !11, file: !8, line: 104, baseType: !39, size: 64, offset: 640)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !11, file: !8, line: 106, baseType: !6, size: 32, offset: 704)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !11, file: !8, line: 108, baseType: !23, size: 64, offset: 768)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !11, file: !8, line: 109, baseType: !23, size: 64, offset: 832)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "in_func", file: !8, line: 1134, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DISubroutineType(types: !53)
!53 = !{!21, !40, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "out_func", file: !8, line: 1136, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DISubroutineType(types: !59)
!59 = !{!6, !40, !55, !21}
!60 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !61, retainedTypes: !103, globals: !180, splitDebugInlining: false, nameTableKind: None)
!61 = !{!62, !97}
!62 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !63, line: 20, baseType: !21, size: 32, elements: !64)
!63 = !DIFile(filename: "src/zlib/inflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "dd7f325c5348b74bd74e6dbea2f5b8f0")
!64 = !{!65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96}
!65 = !DIEnumerator(name: "HEAD", value: 16180)
!66 = !DIEnumerator(name: "FLAGS", value: 16181)
!67 = !DIEnumerator(name: "TIME", value: 16182)
!68 = !DIEnumerator(name: "OS", value: 16183)
!69 = !DIEnumerator(name: "EXLEN", value: 16184)
!70 = !DIEnumerator(name: "EXTRA", value: 16185)
!71 = !DIEnumerator(name: "NAME", value: 16186)
!72 = !DIEnumerator(name: "COMMENT", value: 16187)
!73 = !DIEnumerator(name: "HCRC", value: 16188)
!74 = !DIEnumerator(name: "DICTID", value: 16189)
!75 = !DIEnumerator(name: "DICT", value: 16190)
!76 = !DIEnumerator(name: "TYPE", value: 16191)
!77 = !DIEnumerator(name: "TYPEDO", value: 16192)
!78 = !DIEnumerator(name: "STORED", value: 16193)
!79 = !DIEnumerator(name: "COPY_", value: 16194)
!80 = !DIEnumerator(name: "COPY", value: 16195)
!81 = !DIEnumerator(name: "TABLE", value: 16196)
!82 = !DIEnumerator(name: "LENLENS", value: 16197)
!83 = !DIEnumerator(name: "CODELENS", value: 16198)
!84 = !DIEnumerator(name: "LEN_", value: 16199)
!85 = !DIEnumerator(name: "LEN", value: 16200)
!86 = !DIEnumerator(name: "LENEXT", value: 16201)
!87 = !DIEnumerator(name: "DIST", value: 16202)
!88 = !DIEnumerator(name: "DISTEXT", value: 16203)
!89 = !DIEnumerator(name: "MATCH", value: 16204)
!90 = !DIEnumerator(name: "LIT", value: 16205)
!91 = !DIEnumerator(name: "CHECK", value: 16206)
!92 = !DIEnumerator(name: "LENGTH", value: 16207)
!93 = !DIEnumerator(name: "DONE", value: 16208)
!94 = !DIEnumerator(name: "BAD", value: 16209)
!95 = !DIEnumerator(name: "MEM", value: 16210)
!96 = !DIEnumerator(name: "SYNC", value: 16211)
!97 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !98, line: 54, baseType: !21, size: 32, elements: !99)
!98 = !DIFile(filename: "src/zlib/inftrees.h", directory: ".", checksumkind: CSK_MD5, checksum: "495947e13d2652775d2698c247188ce1")
!99 = !{!100, !101, !102}
!100 = !DIEnumerator(name: "CODES", value: 0)
!101 = !DIEnumerator(name: "LENS", value: 1)
!102 = !DIEnumerator(name: "DISTS", value: 2)
!103 = !{!6, !35, !39, !42, !104, !32, !20, !21, !24, !29, !155, !147, !18}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "inflate_state", file: !63, line: 82, size: 57280, elements: !106)
!106 = !{!107, !108, !110, !111, !112, !113, !114, !115, !116, !117, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !156, !157, !158, !159, !160, !161, !162, !163, !165, !169, !173, !177, !178, !179}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !105, file: !63, line: 83, baseType: !7, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !105, file: !63, line: 84, baseType: !109, size: 32, offset: 64)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "inflate_mode", file: !63, line: 53, baseType: !62)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !105, file: !63, line: 85, baseType: !6, size: 32, offset: 96)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !105, file: !63, line: 86, baseType: !6, size: 32, offset: 128)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "havedict", scope: !105, file: !63, line: 88, baseType: !6, size: 32, offset: 160)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !105, file: !63, line: 89, baseType: !6, size: 32, offset: 192)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "dmax", scope: !105, file: !63, line: 91, baseType: !21, size: 32, offset: 224)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "check", scope: !105, file: !63, line: 92, baseType: !24, size: 64, offset: 256)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !105, file: !63, line: 93, baseType: !24, size: 64, offset: 320)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !105, file: !63, line: 94, baseType: !118, size: 64, offset: 384)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !8, line: 135, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !8, line: 133, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !8, line: 118, size: 640, elements: !122)
!122 = !{!123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !121, file: !8, line: 119, baseType: !6, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !121, file: !8, line: 120, baseType: !23, size: 64, offset: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !121, file: !8, line: 121, baseType: !6, size: 32, offset: 128)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !121, file: !8, line: 122, baseType: !6, size: 32, offset: 160)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !121, file: !8, line: 123, baseType: !14, size: 64, offset: 192)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !121, file: !8, line: 124, baseType: !20, size: 32, offset: 256)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !121, file: !8, line: 125, baseType: !20, size: 32, offset: 288)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !121, file: !8, line: 126, baseType: !14, size: 64, offset: 320)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !121, file: !8, line: 127, baseType: !20, size: 32, offset: 384)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !121, file: !8, line: 128, baseType: !14, size: 64, offset: 448)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !121, file: !8, line: 129, baseType: !20, size: 32, offset: 512)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !121, file: !8, line: 130, baseType: !6, size: 32, offset: 544)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !121, file: !8, line: 131, baseType: !6, size: 32, offset: 576)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "wbits", scope: !105, file: !63, line: 96, baseType: !21, size: 32, offset: 448)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "wsize", scope: !105, file: !63, line: 97, baseType: !21, size: 32, offset: 480)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "whave", scope: !105, file: !63, line: 98, baseType: !21, size: 32, offset: 512)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "wnext", scope: !105, file: !63, line: 99, baseType: !21, size: 32, offset: 544)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !105, file: !63, line: 100, baseType: !55, size: 64, offset: 576)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "hold", scope: !105, file: !63, line: 102, baseType: !24, size: 64, offset: 640)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !105, file: !63, line: 103, baseType: !21, size: 32, offset: 704)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !105, file: !63, line: 105, baseType: !21, size: 32, offset: 736)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !105, file: !63, line: 106, baseType: !21, size: 32, offset: 768)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !105, file: !63, line: 108, baseType: !21, size: 32, offset: 800)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "lencode", scope: !105, file: !63, line: 110, baseType: !147, size: 64, offset: 832)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "code", file: !98, line: 28, baseType: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !98, line: 24, size: 32, elements: !151)
!151 = !{!152, !153, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !150, file: !98, line: 25, baseType: !18, size: 8)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !150, file: !98, line: 26, baseType: !18, size: 8, offset: 8)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !150, file: !98, line: 27, baseType: !155, size: 16, offset: 16)
!155 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "distcode", scope: !105, file: !63, line: 111, baseType: !147, size: 64, offset: 896)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "lenbits", scope: !105, file: !63, line: 112, baseType: !21, size: 32, offset: 960)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "distbits", scope: !105, file: !63, line: 113, baseType: !21, size: 32, offset: 992)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "ncode", scope: !105, file: !63, line: 115, baseType: !21, size: 32, offset: 1024)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "nlen", scope: !105, file: !63, line: 116, baseType: !21, size: 32, offset: 1056)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "ndist", scope: !105, file: !63, line: 117, baseType: !21, size: 32, offset: 1088)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !105, file: !63, line: 118, baseType: !21, size: 32, offset: 1120)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !105, file: !63, line: 119, baseType: !164, size: 64, offset: 1152)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "lens", scope: !105, file: !63, line: 120, baseType: !166, size: 5120, offset: 1216)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 5120, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 320)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "work", scope: !105, file: !63, line: 121, baseType: !170, size: 4608, offset: 6336)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 4608, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 288)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "codes", scope: !105, file: !63, line: 122, baseType: !174, size: 46208, offset: 10944)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 46208, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 1444)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "sane", scope: !105, file: !63, line: 123, baseType: !6, size: 32, offset: 57152)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "back", scope: !105, file: !63, line: 124, baseType: !6, size: 32, offset: 57184)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "was", scope: !105, file: !63, line: 125, baseType: !21, size: 32, offset: 57216)
!180 = !{!181, !0, !186, !191, !196, !201, !206, !211, !216, !221, !226, !228, !230}
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 6)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 256, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 152, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 19)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 267, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 232, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 29)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 36)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 328, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 200, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 25)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 352, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 208, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 26)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 391, type: !213, isLocal: true, isDefinition: true)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 296, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 37)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !3, line: 405, type: !218, isLocal: true, isDefinition: true)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 224, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 28)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(scope: null, file: !3, line: 414, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 176, elements: !224)
!224 = !{!225}
!225 = !DISubrange(count: 22)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(scope: null, file: !3, line: 473, type: !218, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(scope: null, file: !3, line: 505, type: !223, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(scope: null, file: !3, line: 520, type: !232, isLocal: true, isDefinition: true)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 240, elements: !233)
!233 = !{!234}
!234 = !DISubrange(count: 30)
!235 = !{!236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254}
!236 = !DILocalVariable(name: "strm", arg: 1, scope: !2, file: !3, line: 191, type: !7)
!237 = !DILocalVariable(name: "in", arg: 2, scope: !2, file: !3, line: 191, type: !50)
!238 = !DILocalVariable(name: "in_desc", arg: 3, scope: !2, file: !3, line: 191, type: !40)
!239 = !DILocalVariable(name: "out", arg: 4, scope: !2, file: !3, line: 192, type: !56)
!240 = !DILocalVariable(name: "out_desc", arg: 5, scope: !2, file: !3, line: 192, type: !40)
!241 = !DILocalVariable(name: "state", scope: !2, file: !3, line: 193, type: !104)
!242 = !DILocalVariable(name: "next", scope: !2, file: !3, line: 194, type: !55)
!243 = !DILocalVariable(name: "put", scope: !2, file: !3, line: 195, type: !55)
!244 = !DILocalVariable(name: "have", scope: !2, file: !3, line: 196, type: !21)
!245 = !DILocalVariable(name: "left", scope: !2, file: !3, line: 196, type: !21)
!246 = !DILocalVariable(name: "hold", scope: !2, file: !3, line: 197, type: !24)
!247 = !DILocalVariable(name: "bits", scope: !2, file: !3, line: 198, type: !21)
!248 = !DILocalVariable(name: "copy", scope: !2, file: !3, line: 199, type: !21)
!249 = !DILocalVariable(name: "from", scope: !2, file: !3, line: 200, type: !55)
!250 = !DILocalVariable(name: "here", scope: !2, file: !3, line: 201, type: !149)
!251 = !DILocalVariable(name: "last", scope: !2, file: !3, line: 202, type: !149)
!252 = !DILocalVariable(name: "len", scope: !2, file: !3, line: 203, type: !21)
!253 = !DILocalVariable(name: "ret", scope: !2, file: !3, line: 204, type: !6)
!254 = !DILabel(scope: !2, name: "inf_leave", file: !3, line: 563)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !256, size: 304, elements: !189)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !155)
!257 = !{i32 7, !"Dwarf Version", i32 5}
!258 = !{i32 2, !"Debug Info Version", i32 3}
!259 = !{i32 1, !"wchar_size", i32 4}
!260 = !{i32 8, !"PIC Level", i32 2}
!261 = !{i32 7, !"PIE Level", i32 2}
!262 = !{i32 7, !"uwtable", i32 2}
!263 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!264 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!265 = distinct !DISubprogram(name: "inflateBackInit_", scope: !3, file: !3, line: 25, type: !266, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !270)
!266 = !DISubroutineType(types: !267)
!267 = !{!6, !7, !6, !55, !268, !6}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!270 = !{!271, !272, !273, !274, !275, !276}
!271 = !DILocalVariable(name: "strm", arg: 1, scope: !265, file: !3, line: 25, type: !7)
!272 = !DILocalVariable(name: "windowBits", arg: 2, scope: !265, file: !3, line: 25, type: !6)
!273 = !DILocalVariable(name: "window", arg: 3, scope: !265, file: !3, line: 26, type: !55)
!274 = !DILocalVariable(name: "version", arg: 4, scope: !265, file: !3, line: 26, type: !268)
!275 = !DILocalVariable(name: "stream_size", arg: 5, scope: !265, file: !3, line: 27, type: !6)
!276 = !DILocalVariable(name: "state", scope: !265, file: !3, line: 28, type: !104)
!277 = !DILocation(line: 0, scope: !265)
!278 = !DILocation(line: 30, column: 17, scope: !279)
!279 = distinct !DILexicalBlock(scope: !265, file: !3, line: 30, column: 9)
!280 = !DILocation(line: 30, column: 27, scope: !279)
!281 = !DILocation(line: 30, column: 30, scope: !279)
!282 = !{!283, !283, i64 0}
!283 = !{!"omnipotent char", !284, i64 0}
!284 = !{!"Simple C/C++ TBAA"}
!285 = !DILocation(line: 30, column: 41, scope: !279)
!286 = !DILocation(line: 30, column: 60, scope: !279)
!287 = !DILocation(line: 33, column: 14, scope: !288)
!288 = distinct !DILexicalBlock(scope: !265, file: !3, line: 33, column: 9)
!289 = !DILocation(line: 33, column: 24, scope: !288)
!290 = !DILocation(line: 36, column: 11, scope: !265)
!291 = !DILocation(line: 36, column: 15, scope: !265)
!292 = !{!293, !294, i64 48}
!293 = !{!"z_stream_s", !294, i64 0, !295, i64 8, !296, i64 16, !294, i64 24, !295, i64 32, !296, i64 40, !294, i64 48, !294, i64 56, !294, i64 64, !294, i64 72, !294, i64 80, !295, i64 88, !296, i64 96, !296, i64 104}
!294 = !{!"any pointer", !283, i64 0}
!295 = !{!"int", !283, i64 0}
!296 = !{!"long", !283, i64 0}
!297 = !DILocation(line: 37, column: 15, scope: !298)
!298 = distinct !DILexicalBlock(scope: !265, file: !3, line: 37, column: 9)
!299 = !{!293, !294, i64 64}
!300 = !DILocation(line: 37, column: 22, scope: !298)
!301 = !DILocation(line: 37, column: 9, scope: !265)
!302 = !DILocation(line: 41, column: 22, scope: !303)
!303 = distinct !DILexicalBlock(scope: !298, file: !3, line: 37, column: 40)
!304 = !DILocation(line: 42, column: 15, scope: !303)
!305 = !DILocation(line: 42, column: 22, scope: !303)
!306 = !{!293, !294, i64 80}
!307 = !DILocation(line: 44, column: 5, scope: !303)
!308 = !DILocation(line: 45, column: 15, scope: !309)
!309 = distinct !DILexicalBlock(scope: !265, file: !3, line: 45, column: 9)
!310 = !{!293, !294, i64 72}
!311 = !DILocation(line: 45, column: 21, scope: !309)
!312 = !DILocation(line: 45, column: 9, scope: !265)
!313 = !DILocation(line: 49, column: 21, scope: !309)
!314 = !DILocation(line: 49, column: 9, scope: !309)
!315 = !DILocation(line: 51, column: 41, scope: !265)
!316 = !DILocation(line: 53, column: 15, scope: !317)
!317 = distinct !DILexicalBlock(scope: !265, file: !3, line: 53, column: 9)
!318 = !DILocation(line: 53, column: 9, scope: !265)
!319 = !DILocation(line: 55, column: 11, scope: !265)
!320 = !DILocation(line: 55, column: 17, scope: !265)
!321 = !{!293, !294, i64 56}
!322 = !DILocation(line: 56, column: 12, scope: !265)
!323 = !DILocation(line: 56, column: 17, scope: !265)
!324 = !{!325, !295, i64 28}
!325 = !{!"inflate_state", !294, i64 0, !295, i64 8, !295, i64 12, !295, i64 16, !295, i64 20, !295, i64 24, !295, i64 28, !296, i64 32, !296, i64 40, !294, i64 48, !295, i64 56, !295, i64 60, !295, i64 64, !295, i64 68, !294, i64 72, !296, i64 80, !295, i64 88, !295, i64 92, !295, i64 96, !295, i64 100, !294, i64 104, !294, i64 112, !295, i64 120, !295, i64 124, !295, i64 128, !295, i64 132, !295, i64 136, !295, i64 140, !294, i64 144, !283, i64 152, !283, i64 792, !283, i64 1368, !295, i64 7144, !295, i64 7148, !295, i64 7152}
!326 = !DILocation(line: 57, column: 12, scope: !265)
!327 = !DILocation(line: 57, column: 18, scope: !265)
!328 = !{!325, !295, i64 56}
!329 = !DILocation(line: 58, column: 23, scope: !265)
!330 = !DILocation(line: 58, column: 12, scope: !265)
!331 = !DILocation(line: 58, column: 18, scope: !265)
!332 = !{!325, !295, i64 60}
!333 = !DILocation(line: 59, column: 12, scope: !265)
!334 = !DILocation(line: 59, column: 19, scope: !265)
!335 = !{!325, !294, i64 72}
!336 = !DILocation(line: 60, column: 12, scope: !265)
!337 = !DILocation(line: 60, column: 18, scope: !265)
!338 = !{!325, !295, i64 68}
!339 = !DILocation(line: 61, column: 12, scope: !265)
!340 = !DILocation(line: 61, column: 18, scope: !265)
!341 = !{!325, !295, i64 64}
!342 = !DILocation(line: 62, column: 12, scope: !265)
!343 = !DILocation(line: 62, column: 17, scope: !265)
!344 = !{!325, !295, i64 7144}
!345 = !DILocation(line: 63, column: 5, scope: !265)
!346 = !DILocation(line: 64, column: 1, scope: !265)
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 0, scope: !2)
!349 = !DILocation(line: 194, column: 13, scope: !2)
!350 = !DILocation(line: 209, column: 14, scope: !351)
!351 = distinct !DILexicalBlock(scope: !2, file: !3, line: 209, column: 9)
!352 = !DILocation(line: 209, column: 24, scope: !351)
!353 = !DILocation(line: 209, column: 33, scope: !351)
!354 = !DILocation(line: 209, column: 39, scope: !351)
!355 = !DILocation(line: 209, column: 9, scope: !2)
!356 = !DILocation(line: 214, column: 11, scope: !2)
!357 = !DILocation(line: 214, column: 15, scope: !2)
!358 = !DILocation(line: 215, column: 12, scope: !2)
!359 = !DILocation(line: 215, column: 17, scope: !2)
!360 = !{!325, !295, i64 8}
!361 = !DILocation(line: 216, column: 12, scope: !2)
!362 = !DILocation(line: 216, column: 17, scope: !2)
!363 = !{!325, !295, i64 12}
!364 = !DILocation(line: 217, column: 12, scope: !2)
!365 = !DILocation(line: 217, column: 18, scope: !2)
!366 = !DILocation(line: 218, column: 18, scope: !2)
!367 = !{!293, !294, i64 0}
!368 = !DILocation(line: 218, column: 10, scope: !2)
!369 = !{!294, !294, i64 0}
!370 = distinct !DIAssignID()
!371 = !DILocation(line: 219, column: 17, scope: !2)
!372 = !DILocation(line: 219, column: 12, scope: !2)
!373 = !DILocation(line: 219, column: 35, scope: !2)
!374 = !{!293, !295, i64 8}
!375 = !DILocation(line: 222, column: 18, scope: !2)
!376 = !DILocation(line: 223, column: 19, scope: !2)
!377 = !DILocation(line: 226, column: 5, scope: !2)
!378 = !DILocation(line: 227, column: 24, scope: !379)
!379 = distinct !DILexicalBlock(scope: !380, file: !3, line: 226, column: 5)
!380 = distinct !DILexicalBlock(scope: !2, file: !3, line: 226, column: 5)
!381 = !DILocation(line: 227, column: 9, scope: !379)
!382 = !DILocation(line: 296, column: 13, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 296, column: 13)
!384 = distinct !DILexicalBlock(scope: !379, file: !3, line: 227, column: 30)
!385 = !DILocation(line: 230, column: 24, scope: !386)
!386 = distinct !DILexicalBlock(scope: !384, file: !3, line: 230, column: 17)
!387 = !DILocation(line: 230, column: 17, scope: !386)
!388 = !DILocation(line: 230, column: 17, scope: !384)
!389 = !DILocation(line: 235, column: 13, scope: !390)
!390 = distinct !DILexicalBlock(scope: !384, file: !3, line: 235, column: 13)
!391 = !DILocation(line: 235, column: 13, scope: !392)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 235, column: 13)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 235, column: 13)
!394 = distinct !DILexicalBlock(scope: !390, file: !3, line: 235, column: 13)
!395 = !DILocation(line: 235, column: 13, scope: !393)
!396 = !DILocation(line: 231, column: 17, scope: !397)
!397 = distinct !DILexicalBlock(scope: !398, file: !3, line: 231, column: 17)
!398 = distinct !DILexicalBlock(scope: !386, file: !3, line: 230, column: 30)
!399 = !DILocation(line: 232, column: 29, scope: !398)
!400 = !DILocation(line: 233, column: 17, scope: !398)
!401 = !DILocation(line: 235, column: 13, scope: !402)
!402 = distinct !DILexicalBlock(scope: !392, file: !3, line: 235, column: 13)
!403 = !DILocation(line: 235, column: 13, scope: !404)
!404 = distinct !DILexicalBlock(scope: !402, file: !3, line: 235, column: 13)
!405 = !DILocation(line: 235, column: 13, scope: !406)
!406 = distinct !DILexicalBlock(scope: !404, file: !3, line: 235, column: 13)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 235, column: 13, scope: !394)
!409 = distinct !DIAssignID()
!410 = !DILocation(line: 236, column: 27, scope: !384)
!411 = !DILocation(line: 236, column: 25, scope: !384)
!412 = !DILocation(line: 238, column: 21, scope: !384)
!413 = !DILocation(line: 238, column: 13, scope: !384)
!414 = !DILocation(line: 245, column: 17, scope: !415)
!415 = distinct !DILexicalBlock(scope: !384, file: !3, line: 238, column: 30)
!416 = !DILocation(line: 249, column: 17, scope: !415)
!417 = !DILocation(line: 254, column: 17, scope: !415)
!418 = !DILocation(line: 256, column: 27, scope: !415)
!419 = !DILocation(line: 258, column: 13, scope: !415)
!420 = !DILocation(line: 0, scope: !415)
!421 = !DILocation(line: 259, column: 13, scope: !422)
!422 = distinct !DILexicalBlock(scope: !384, file: !3, line: 259, column: 13)
!423 = !DILocation(line: 260, column: 13, scope: !384)
!424 = !DILocation(line: 264, column: 13, scope: !425)
!425 = distinct !DILexicalBlock(scope: !384, file: !3, line: 264, column: 13)
!426 = !DILocation(line: 265, column: 13, scope: !427)
!427 = distinct !DILexicalBlock(scope: !384, file: !3, line: 265, column: 13)
!428 = !DILocation(line: 265, column: 13, scope: !429)
!429 = distinct !DILexicalBlock(scope: !430, file: !3, line: 265, column: 13)
!430 = distinct !DILexicalBlock(scope: !431, file: !3, line: 265, column: 13)
!431 = distinct !DILexicalBlock(scope: !427, file: !3, line: 265, column: 13)
!432 = !DILocation(line: 265, column: 13, scope: !430)
!433 = !DILocation(line: 265, column: 13, scope: !434)
!434 = distinct !DILexicalBlock(scope: !429, file: !3, line: 265, column: 13)
!435 = !DILocation(line: 265, column: 13, scope: !436)
!436 = distinct !DILexicalBlock(scope: !434, file: !3, line: 265, column: 13)
!437 = !DILocation(line: 265, column: 13, scope: !438)
!438 = distinct !DILexicalBlock(scope: !436, file: !3, line: 265, column: 13)
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 265, column: 13, scope: !431)
!441 = distinct !DIAssignID()
!442 = distinct !{!442, !426, !426, !443}
!443 = !{!"llvm.loop.mustprogress"}
!444 = !DILocation(line: 266, column: 23, scope: !445)
!445 = distinct !DILexicalBlock(scope: !384, file: !3, line: 266, column: 17)
!446 = !DILocation(line: 0, scope: !384)
!447 = !DILocation(line: 266, column: 43, scope: !445)
!448 = !DILocation(line: 266, column: 33, scope: !445)
!449 = !DILocation(line: 266, column: 17, scope: !384)
!450 = !DILocation(line: 267, column: 27, scope: !451)
!451 = distinct !DILexicalBlock(scope: !445, file: !3, line: 266, column: 61)
!452 = !DILocation(line: 268, column: 29, scope: !451)
!453 = !DILocation(line: 269, column: 17, scope: !451)
!454 = !DILocation(line: 271, column: 29, scope: !384)
!455 = !DILocation(line: 271, column: 44, scope: !384)
!456 = !{!325, !295, i64 92}
!457 = !DILocation(line: 277, column: 34, scope: !384)
!458 = !DILocation(line: 277, column: 13, scope: !384)
!459 = !DILocation(line: 279, column: 17, scope: !460)
!460 = distinct !DILexicalBlock(scope: !461, file: !3, line: 279, column: 17)
!461 = distinct !DILexicalBlock(scope: !462, file: !3, line: 279, column: 17)
!462 = distinct !DILexicalBlock(scope: !384, file: !3, line: 277, column: 40)
!463 = !DILocation(line: 279, column: 17, scope: !461)
!464 = !DILocation(line: 279, column: 17, scope: !465)
!465 = distinct !DILexicalBlock(scope: !460, file: !3, line: 279, column: 17)
!466 = !DILocation(line: 279, column: 17, scope: !467)
!467 = distinct !DILexicalBlock(scope: !465, file: !3, line: 279, column: 17)
!468 = !DILocation(line: 279, column: 17, scope: !469)
!469 = distinct !DILexicalBlock(scope: !467, file: !3, line: 279, column: 17)
!470 = distinct !DIAssignID()
!471 = !DILocation(line: 280, column: 17, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !3, line: 280, column: 17)
!473 = distinct !DILexicalBlock(scope: !462, file: !3, line: 280, column: 17)
!474 = !DILocation(line: 280, column: 17, scope: !473)
!475 = !DILocation(line: 280, column: 17, scope: !476)
!476 = distinct !DILexicalBlock(scope: !472, file: !3, line: 280, column: 17)
!477 = !DILocation(line: 280, column: 17, scope: !478)
!478 = distinct !DILexicalBlock(scope: !476, file: !3, line: 280, column: 17)
!479 = !DILocation(line: 281, column: 21, scope: !462)
!480 = !DILocation(line: 282, column: 21, scope: !462)
!481 = !DILocation(line: 283, column: 30, scope: !462)
!482 = !DILocation(line: 283, column: 36, scope: !462)
!483 = !DILocation(line: 283, column: 17, scope: !462)
!484 = !DILocation(line: 284, column: 22, scope: !462)
!485 = !DILocation(line: 285, column: 22, scope: !462)
!486 = distinct !DIAssignID()
!487 = !DILocation(line: 286, column: 22, scope: !462)
!488 = !DILocation(line: 287, column: 21, scope: !462)
!489 = !DILocation(line: 288, column: 31, scope: !462)
!490 = distinct !{!490, !458, !491, !443}
!491 = !DILocation(line: 289, column: 13, scope: !384)
!492 = !DILocation(line: 291, column: 25, scope: !384)
!493 = !DILocation(line: 292, column: 13, scope: !384)
!494 = !DILocation(line: 296, column: 13, scope: !495)
!495 = distinct !DILexicalBlock(scope: !496, file: !3, line: 296, column: 13)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 296, column: 13)
!497 = distinct !DILexicalBlock(scope: !383, file: !3, line: 296, column: 13)
!498 = !DILocation(line: 296, column: 13, scope: !496)
!499 = !DILocation(line: 296, column: 13, scope: !500)
!500 = distinct !DILexicalBlock(scope: !495, file: !3, line: 296, column: 13)
!501 = !DILocation(line: 296, column: 13, scope: !502)
!502 = distinct !DILexicalBlock(scope: !500, file: !3, line: 296, column: 13)
!503 = !DILocation(line: 296, column: 13, scope: !504)
!504 = distinct !DILexicalBlock(scope: !502, file: !3, line: 296, column: 13)
!505 = distinct !DIAssignID()
!506 = !DILocation(line: 296, column: 13, scope: !497)
!507 = distinct !DIAssignID()
!508 = distinct !{!508, !382, !382, !443}
!509 = !DILocation(line: 297, column: 27, scope: !384)
!510 = !DILocation(line: 297, column: 35, scope: !384)
!511 = !DILocation(line: 297, column: 25, scope: !384)
!512 = !{!325, !295, i64 132}
!513 = !DILocation(line: 299, column: 28, scope: !384)
!514 = !DILocation(line: 299, column: 36, scope: !384)
!515 = !DILocation(line: 299, column: 26, scope: !384)
!516 = !{!325, !295, i64 136}
!517 = !DILocation(line: 301, column: 28, scope: !384)
!518 = !DILocation(line: 301, column: 36, scope: !384)
!519 = !DILocation(line: 301, column: 26, scope: !384)
!520 = !{!325, !295, i64 128}
!521 = !DILocation(line: 302, column: 13, scope: !522)
!522 = distinct !DILexicalBlock(scope: !384, file: !3, line: 302, column: 13)
!523 = !DILocation(line: 304, column: 29, scope: !524)
!524 = distinct !DILexicalBlock(scope: !384, file: !3, line: 304, column: 17)
!525 = !DILocation(line: 304, column: 35, scope: !524)
!526 = !DILocation(line: 305, column: 27, scope: !527)
!527 = distinct !DILexicalBlock(scope: !524, file: !3, line: 304, column: 57)
!528 = !DILocation(line: 307, column: 29, scope: !527)
!529 = !DILocation(line: 308, column: 17, scope: !527)
!530 = !DILocation(line: 314, column: 25, scope: !384)
!531 = !{!325, !295, i64 140}
!532 = !DILocation(line: 315, column: 13, scope: !384)
!533 = !DILocation(line: 320, column: 32, scope: !384)
!534 = !DILocation(line: 320, column: 13, scope: !384)
!535 = !DILocation(line: 316, column: 17, scope: !536)
!536 = distinct !DILexicalBlock(scope: !537, file: !3, line: 316, column: 17)
!537 = distinct !DILexicalBlock(scope: !384, file: !3, line: 315, column: 48)
!538 = !DILocation(line: 316, column: 17, scope: !539)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 316, column: 17)
!540 = distinct !DILexicalBlock(scope: !541, file: !3, line: 316, column: 17)
!541 = distinct !DILexicalBlock(scope: !536, file: !3, line: 316, column: 17)
!542 = !DILocation(line: 316, column: 17, scope: !540)
!543 = !DILocation(line: 316, column: 17, scope: !544)
!544 = distinct !DILexicalBlock(scope: !539, file: !3, line: 316, column: 17)
!545 = !DILocation(line: 316, column: 17, scope: !546)
!546 = distinct !DILexicalBlock(scope: !544, file: !3, line: 316, column: 17)
!547 = !DILocation(line: 317, column: 46, scope: !537)
!548 = !DILocation(line: 315, column: 41, scope: !384)
!549 = !DILocation(line: 316, column: 17, scope: !550)
!550 = distinct !DILexicalBlock(scope: !546, file: !3, line: 316, column: 17)
!551 = distinct !DIAssignID()
!552 = !DILocation(line: 316, column: 17, scope: !541)
!553 = distinct !DIAssignID()
!554 = !DILocation(line: 317, column: 69, scope: !537)
!555 = !DILocation(line: 317, column: 29, scope: !537)
!556 = !{!557, !557, i64 0}
!557 = !{!"short", !283, i64 0}
!558 = !DILocation(line: 317, column: 17, scope: !537)
!559 = !DILocation(line: 317, column: 51, scope: !537)
!560 = !DILocation(line: 318, column: 17, scope: !561)
!561 = distinct !DILexicalBlock(scope: !537, file: !3, line: 318, column: 17)
!562 = !DILocation(line: 315, column: 32, scope: !384)
!563 = distinct !{!563, !532, !564, !443}
!564 = !DILocation(line: 319, column: 13, scope: !384)
!565 = !DILocation(line: 321, column: 46, scope: !384)
!566 = !DILocation(line: 321, column: 29, scope: !384)
!567 = !DILocation(line: 321, column: 17, scope: !384)
!568 = !DILocation(line: 321, column: 51, scope: !384)
!569 = distinct !{!569, !534, !570, !443}
!570 = !DILocation(line: 321, column: 53, scope: !384)
!571 = !DILocation(line: 322, column: 25, scope: !384)
!572 = !{!325, !294, i64 144}
!573 = !DILocation(line: 323, column: 28, scope: !384)
!574 = !{!325, !294, i64 104}
!575 = !DILocation(line: 324, column: 28, scope: !384)
!576 = !{!325, !295, i64 120}
!577 = !DILocation(line: 325, column: 19, scope: !384)
!578 = !DILocation(line: 327, column: 17, scope: !579)
!579 = distinct !DILexicalBlock(scope: !384, file: !3, line: 327, column: 17)
!580 = !DILocation(line: 327, column: 17, scope: !384)
!581 = !DILocation(line: 328, column: 27, scope: !582)
!582 = distinct !DILexicalBlock(scope: !579, file: !3, line: 327, column: 22)
!583 = !DILocation(line: 329, column: 29, scope: !582)
!584 = !DILocation(line: 330, column: 17, scope: !582)
!585 = !DILocation(line: 335, column: 25, scope: !384)
!586 = !DILocation(line: 336, column: 41, scope: !384)
!587 = !DILocation(line: 336, column: 55, scope: !384)
!588 = !DILocation(line: 336, column: 32, scope: !384)
!589 = !DILocation(line: 336, column: 13, scope: !384)
!590 = !DILocation(line: 338, column: 35, scope: !591)
!591 = distinct !DILexicalBlock(scope: !592, file: !3, line: 337, column: 26)
!592 = distinct !DILexicalBlock(scope: !593, file: !3, line: 337, column: 17)
!593 = distinct !DILexicalBlock(scope: !594, file: !3, line: 337, column: 17)
!594 = distinct !DILexicalBlock(scope: !384, file: !3, line: 336, column: 62)
!595 = !DILocation(line: 338, column: 43, scope: !591)
!596 = !DILocation(line: 338, column: 28, scope: !591)
!597 = !DILocation(line: 339, column: 25, scope: !598)
!598 = distinct !DILexicalBlock(scope: !591, file: !3, line: 339, column: 25)
!599 = !DILocation(line: 339, column: 47, scope: !598)
!600 = !DILocation(line: 339, column: 25, scope: !591)
!601 = !DILocation(line: 337, column: 17, scope: !593)
!602 = !DILocation(line: 340, column: 21, scope: !603)
!603 = distinct !DILexicalBlock(scope: !604, file: !3, line: 340, column: 21)
!604 = distinct !DILexicalBlock(scope: !605, file: !3, line: 340, column: 21)
!605 = distinct !DILexicalBlock(scope: !591, file: !3, line: 340, column: 21)
!606 = !DILocation(line: 340, column: 21, scope: !604)
!607 = !DILocation(line: 340, column: 21, scope: !608)
!608 = distinct !DILexicalBlock(scope: !603, file: !3, line: 340, column: 21)
!609 = !DILocation(line: 340, column: 21, scope: !610)
!610 = distinct !DILexicalBlock(scope: !608, file: !3, line: 340, column: 21)
!611 = !DILocation(line: 340, column: 21, scope: !612)
!612 = distinct !DILexicalBlock(scope: !610, file: !3, line: 340, column: 21)
!613 = distinct !DIAssignID()
!614 = !DILocation(line: 340, column: 21, scope: !605)
!615 = distinct !DIAssignID()
!616 = distinct !{!616, !601, !617}
!617 = !DILocation(line: 341, column: 17, scope: !593)
!618 = !DILocation(line: 342, column: 30, scope: !619)
!619 = distinct !DILexicalBlock(scope: !594, file: !3, line: 342, column: 21)
!620 = !DILocation(line: 342, column: 21, scope: !594)
!621 = !DILocation(line: 343, column: 21, scope: !622)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 343, column: 21)
!623 = distinct !DILexicalBlock(scope: !619, file: !3, line: 342, column: 36)
!624 = !DILocation(line: 344, column: 44, scope: !623)
!625 = !DILocation(line: 344, column: 21, scope: !623)
!626 = !DILocation(line: 344, column: 48, scope: !623)
!627 = !DILocation(line: 336, column: 46, scope: !384)
!628 = !DILocation(line: 345, column: 17, scope: !623)
!629 = !DILocation(line: 347, column: 25, scope: !630)
!630 = distinct !DILexicalBlock(scope: !619, file: !3, line: 346, column: 22)
!631 = !DILocation(line: 361, column: 25, scope: !632)
!632 = distinct !DILexicalBlock(scope: !633, file: !3, line: 361, column: 25)
!633 = distinct !DILexicalBlock(scope: !634, file: !3, line: 360, column: 46)
!634 = distinct !DILexicalBlock(scope: !635, file: !3, line: 360, column: 30)
!635 = distinct !DILexicalBlock(scope: !630, file: !3, line: 347, column: 25)
!636 = !DILocation(line: 348, column: 25, scope: !637)
!637 = distinct !DILexicalBlock(scope: !638, file: !3, line: 348, column: 25)
!638 = distinct !DILexicalBlock(scope: !635, file: !3, line: 347, column: 41)
!639 = !DILocation(line: 368, column: 25, scope: !640)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 368, column: 25)
!641 = distinct !DILexicalBlock(scope: !634, file: !3, line: 367, column: 26)
!642 = !DILocation(line: 348, column: 25, scope: !643)
!643 = distinct !DILexicalBlock(scope: !644, file: !3, line: 348, column: 25)
!644 = distinct !DILexicalBlock(scope: !645, file: !3, line: 348, column: 25)
!645 = distinct !DILexicalBlock(scope: !637, file: !3, line: 348, column: 25)
!646 = !DILocation(line: 348, column: 25, scope: !644)
!647 = !DILocation(line: 348, column: 25, scope: !648)
!648 = distinct !DILexicalBlock(scope: !643, file: !3, line: 348, column: 25)
!649 = !DILocation(line: 348, column: 25, scope: !650)
!650 = distinct !DILexicalBlock(scope: !648, file: !3, line: 348, column: 25)
!651 = !DILocation(line: 348, column: 25, scope: !652)
!652 = distinct !DILexicalBlock(scope: !650, file: !3, line: 348, column: 25)
!653 = distinct !DIAssignID()
!654 = !DILocation(line: 348, column: 25, scope: !645)
!655 = distinct !DIAssignID()
!656 = distinct !{!656, !636, !636, !443}
!657 = !DILocation(line: 349, column: 25, scope: !658)
!658 = distinct !DILexicalBlock(scope: !638, file: !3, line: 349, column: 25)
!659 = !DILocation(line: 350, column: 36, scope: !660)
!660 = distinct !DILexicalBlock(scope: !638, file: !3, line: 350, column: 29)
!661 = !DILocation(line: 350, column: 41, scope: !660)
!662 = !DILocation(line: 350, column: 29, scope: !638)
!663 = !DILocation(line: 351, column: 39, scope: !664)
!664 = distinct !DILexicalBlock(scope: !660, file: !3, line: 350, column: 47)
!665 = !DILocation(line: 353, column: 41, scope: !664)
!666 = !DILocation(line: 354, column: 29, scope: !664)
!667 = !DILocation(line: 356, column: 66, scope: !638)
!668 = !DILocation(line: 356, column: 42, scope: !638)
!669 = !DILocation(line: 357, column: 36, scope: !638)
!670 = !DILocation(line: 357, column: 34, scope: !638)
!671 = !DILocation(line: 358, column: 25, scope: !672)
!672 = distinct !DILexicalBlock(scope: !638, file: !3, line: 358, column: 25)
!673 = !DILocation(line: 359, column: 21, scope: !638)
!674 = !DILocation(line: 361, column: 25, scope: !675)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 361, column: 25)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 361, column: 25)
!677 = distinct !DILexicalBlock(scope: !632, file: !3, line: 361, column: 25)
!678 = !DILocation(line: 361, column: 25, scope: !676)
!679 = !DILocation(line: 361, column: 25, scope: !680)
!680 = distinct !DILexicalBlock(scope: !675, file: !3, line: 361, column: 25)
!681 = !DILocation(line: 361, column: 25, scope: !682)
!682 = distinct !DILexicalBlock(scope: !680, file: !3, line: 361, column: 25)
!683 = !DILocation(line: 361, column: 25, scope: !684)
!684 = distinct !DILexicalBlock(scope: !682, file: !3, line: 361, column: 25)
!685 = distinct !DIAssignID()
!686 = !DILocation(line: 361, column: 25, scope: !677)
!687 = distinct !DIAssignID()
!688 = distinct !{!688, !631, !631, !443}
!689 = !DILocation(line: 362, column: 25, scope: !690)
!690 = distinct !DILexicalBlock(scope: !633, file: !3, line: 362, column: 25)
!691 = !DILocation(line: 364, column: 36, scope: !633)
!692 = !DILocation(line: 364, column: 34, scope: !633)
!693 = !DILocation(line: 365, column: 25, scope: !694)
!694 = distinct !DILexicalBlock(scope: !633, file: !3, line: 365, column: 25)
!695 = !DILocation(line: 366, column: 21, scope: !633)
!696 = !DILocation(line: 368, column: 25, scope: !697)
!697 = distinct !DILexicalBlock(scope: !698, file: !3, line: 368, column: 25)
!698 = distinct !DILexicalBlock(scope: !699, file: !3, line: 368, column: 25)
!699 = distinct !DILexicalBlock(scope: !640, file: !3, line: 368, column: 25)
!700 = !DILocation(line: 368, column: 25, scope: !698)
!701 = !DILocation(line: 368, column: 25, scope: !702)
!702 = distinct !DILexicalBlock(scope: !697, file: !3, line: 368, column: 25)
!703 = !DILocation(line: 368, column: 25, scope: !704)
!704 = distinct !DILexicalBlock(scope: !702, file: !3, line: 368, column: 25)
!705 = !DILocation(line: 368, column: 25, scope: !706)
!706 = distinct !DILexicalBlock(scope: !704, file: !3, line: 368, column: 25)
!707 = distinct !DIAssignID()
!708 = !DILocation(line: 368, column: 25, scope: !699)
!709 = distinct !DIAssignID()
!710 = distinct !{!710, !639, !639, !443}
!711 = !DILocation(line: 369, column: 25, scope: !712)
!712 = distinct !DILexicalBlock(scope: !641, file: !3, line: 369, column: 25)
!713 = !DILocation(line: 371, column: 37, scope: !641)
!714 = !DILocation(line: 371, column: 35, scope: !641)
!715 = !DILocation(line: 372, column: 25, scope: !716)
!716 = distinct !DILexicalBlock(scope: !641, file: !3, line: 372, column: 25)
!717 = !DILocation(line: 219, column: 10, scope: !2)
!718 = !DILocation(line: 0, scope: !635)
!719 = !DILocation(line: 374, column: 32, scope: !720)
!720 = distinct !DILexicalBlock(scope: !630, file: !3, line: 374, column: 25)
!721 = !DILocation(line: 374, column: 37, scope: !720)
!722 = !DILocation(line: 374, column: 53, scope: !720)
!723 = !DILocation(line: 374, column: 67, scope: !720)
!724 = !DILocation(line: 374, column: 58, scope: !720)
!725 = !DILocation(line: 374, column: 44, scope: !720)
!726 = !DILocation(line: 374, column: 25, scope: !630)
!727 = !DILocation(line: 380, column: 21, scope: !630)
!728 = !DILocation(line: 380, column: 32, scope: !630)
!729 = !DILocation(line: 381, column: 48, scope: !630)
!730 = !DILocation(line: 381, column: 25, scope: !630)
!731 = !DILocation(line: 381, column: 52, scope: !630)
!732 = distinct !{!732, !733}
!733 = !{!"llvm.loop.unroll.disable"}
!734 = distinct !{!734, !727, !735, !443, !736, !737}
!735 = !DILocation(line: 381, column: 70, scope: !630)
!736 = !{!"llvm.loop.isvectorized", i32 1}
!737 = !{!"llvm.loop.unroll.runtime.disable"}
!738 = !DILocation(line: 375, column: 35, scope: !739)
!739 = distinct !DILexicalBlock(scope: !720, file: !3, line: 374, column: 74)
!740 = !DILocation(line: 377, column: 37, scope: !739)
!741 = !DILocation(line: 378, column: 25, scope: !739)
!742 = distinct !{!742, !727, !735, !443, !736}
!743 = !DILocation(line: 336, column: 27, scope: !384)
!744 = !DILocation(line: 0, scope: !619)
!745 = distinct !{!745, !589, !746, !443}
!746 = !DILocation(line: 383, column: 13, scope: !384)
!747 = !DILocation(line: 386, column: 24, scope: !748)
!748 = distinct !DILexicalBlock(scope: !384, file: !3, line: 386, column: 17)
!749 = !DILocation(line: 386, column: 29, scope: !748)
!750 = !DILocation(line: 386, column: 17, scope: !384)
!751 = !DILocation(line: 389, column: 17, scope: !752)
!752 = distinct !DILexicalBlock(scope: !384, file: !3, line: 389, column: 17)
!753 = !DILocation(line: 389, column: 34, scope: !752)
!754 = !DILocation(line: 389, column: 17, scope: !384)
!755 = !DILocation(line: 390, column: 27, scope: !756)
!756 = distinct !DILexicalBlock(scope: !752, file: !3, line: 389, column: 40)
!757 = !DILocation(line: 392, column: 29, scope: !756)
!758 = !DILocation(line: 393, column: 17, scope: !756)
!759 = !DILocation(line: 399, column: 25, scope: !384)
!760 = !DILocation(line: 400, column: 28, scope: !384)
!761 = !DILocation(line: 401, column: 28, scope: !384)
!762 = !DILocation(line: 402, column: 19, scope: !384)
!763 = !DILocation(line: 404, column: 17, scope: !764)
!764 = distinct !DILexicalBlock(scope: !384, file: !3, line: 404, column: 17)
!765 = !DILocation(line: 404, column: 17, scope: !384)
!766 = !DILocation(line: 405, column: 27, scope: !767)
!767 = distinct !DILexicalBlock(scope: !764, file: !3, line: 404, column: 22)
!768 = !DILocation(line: 406, column: 29, scope: !767)
!769 = !DILocation(line: 407, column: 17, scope: !767)
!770 = !DILocation(line: 409, column: 57, scope: !384)
!771 = !DILocation(line: 409, column: 29, scope: !384)
!772 = !{!325, !294, i64 112}
!773 = !DILocation(line: 410, column: 29, scope: !384)
!774 = !{!325, !295, i64 124}
!775 = !DILocation(line: 411, column: 61, scope: !384)
!776 = !DILocation(line: 411, column: 52, scope: !384)
!777 = !DILocation(line: 411, column: 74, scope: !384)
!778 = !DILocation(line: 411, column: 19, scope: !384)
!779 = !DILocation(line: 413, column: 17, scope: !780)
!780 = distinct !DILexicalBlock(scope: !384, file: !3, line: 413, column: 17)
!781 = !DILocation(line: 413, column: 17, scope: !384)
!782 = !DILocation(line: 414, column: 27, scope: !783)
!783 = distinct !DILexicalBlock(scope: !780, file: !3, line: 413, column: 22)
!784 = !DILocation(line: 415, column: 29, scope: !783)
!785 = !DILocation(line: 416, column: 17, scope: !783)
!786 = !DILocation(line: 419, column: 25, scope: !384)
!787 = !DILocation(line: 419, column: 13, scope: !384)
!788 = !DILocation(line: 424, column: 22, scope: !789)
!789 = distinct !DILexicalBlock(scope: !384, file: !3, line: 424, column: 17)
!790 = !DILocation(line: 424, column: 27, scope: !789)
!791 = !DILocation(line: 435, column: 31, scope: !792)
!792 = distinct !DILexicalBlock(scope: !793, file: !3, line: 434, column: 22)
!793 = distinct !DILexicalBlock(scope: !794, file: !3, line: 434, column: 13)
!794 = distinct !DILexicalBlock(scope: !384, file: !3, line: 434, column: 13)
!795 = !DILocation(line: 435, column: 39, scope: !792)
!796 = !DILocation(line: 435, column: 24, scope: !792)
!797 = !DILocation(line: 436, column: 21, scope: !798)
!798 = distinct !DILexicalBlock(scope: !792, file: !3, line: 436, column: 21)
!799 = !DILocation(line: 436, column: 43, scope: !798)
!800 = !DILocation(line: 436, column: 21, scope: !792)
!801 = !DILocation(line: 434, column: 13, scope: !794)
!802 = !DILocation(line: 425, column: 17, scope: !803)
!803 = distinct !DILexicalBlock(scope: !804, file: !3, line: 425, column: 17)
!804 = distinct !DILexicalBlock(scope: !789, file: !3, line: 424, column: 43)
!805 = !{!293, !294, i64 24}
!806 = !{!293, !295, i64 32}
!807 = !{!325, !296, i64 80}
!808 = !{!325, !295, i64 88}
!809 = !DILocation(line: 426, column: 28, scope: !810)
!810 = distinct !DILexicalBlock(scope: !804, file: !3, line: 426, column: 21)
!811 = !DILocation(line: 426, column: 43, scope: !810)
!812 = !DILocation(line: 426, column: 34, scope: !810)
!813 = !DILocation(line: 426, column: 21, scope: !804)
!814 = !DILocation(line: 427, column: 49, scope: !810)
!815 = !DILocation(line: 427, column: 34, scope: !810)
!816 = !DILocation(line: 427, column: 21, scope: !810)
!817 = !DILocation(line: 428, column: 17, scope: !804)
!818 = !DILocation(line: 429, column: 17, scope: !819)
!819 = distinct !DILexicalBlock(scope: !804, file: !3, line: 429, column: 17)
!820 = distinct !DIAssignID()
!821 = !DILocation(line: 430, column: 17, scope: !804)
!822 = !DILocation(line: 437, column: 17, scope: !823)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 437, column: 17)
!824 = distinct !DILexicalBlock(scope: !825, file: !3, line: 437, column: 17)
!825 = distinct !DILexicalBlock(scope: !792, file: !3, line: 437, column: 17)
!826 = !DILocation(line: 437, column: 17, scope: !824)
!827 = !DILocation(line: 437, column: 17, scope: !828)
!828 = distinct !DILexicalBlock(scope: !823, file: !3, line: 437, column: 17)
!829 = !DILocation(line: 437, column: 17, scope: !830)
!830 = distinct !DILexicalBlock(scope: !828, file: !3, line: 437, column: 17)
!831 = !DILocation(line: 437, column: 17, scope: !832)
!832 = distinct !DILexicalBlock(scope: !830, file: !3, line: 437, column: 17)
!833 = distinct !DIAssignID()
!834 = !DILocation(line: 437, column: 17, scope: !825)
!835 = distinct !DIAssignID()
!836 = distinct !{!836, !801, !837}
!837 = !DILocation(line: 438, column: 13, scope: !794)
!838 = !DILocation(line: 439, column: 25, scope: !839)
!839 = distinct !DILexicalBlock(scope: !384, file: !3, line: 439, column: 17)
!840 = !DILocation(line: 439, column: 17, scope: !839)
!841 = !DILocation(line: 443, column: 30, scope: !842)
!842 = distinct !DILexicalBlock(scope: !843, file: !3, line: 441, column: 26)
!843 = distinct !DILexicalBlock(scope: !844, file: !3, line: 441, column: 17)
!844 = distinct !DILexicalBlock(scope: !845, file: !3, line: 441, column: 17)
!845 = distinct !DILexicalBlock(scope: !839, file: !3, line: 439, column: 51)
!846 = !DILocation(line: 443, column: 56, scope: !842)
!847 = !DILocation(line: 442, column: 52, scope: !842)
!848 = !DILocation(line: 442, column: 28, scope: !842)
!849 = !DILocation(line: 444, column: 48, scope: !850)
!850 = distinct !DILexicalBlock(scope: !842, file: !3, line: 444, column: 25)
!851 = !DILocation(line: 444, column: 46, scope: !850)
!852 = !DILocation(line: 444, column: 59, scope: !850)
!853 = !DILocation(line: 444, column: 25, scope: !842)
!854 = !DILocation(line: 441, column: 17, scope: !844)
!855 = !DILocation(line: 445, column: 21, scope: !856)
!856 = distinct !DILexicalBlock(scope: !857, file: !3, line: 445, column: 21)
!857 = distinct !DILexicalBlock(scope: !858, file: !3, line: 445, column: 21)
!858 = distinct !DILexicalBlock(scope: !842, file: !3, line: 445, column: 21)
!859 = !DILocation(line: 445, column: 21, scope: !857)
!860 = !DILocation(line: 445, column: 21, scope: !861)
!861 = distinct !DILexicalBlock(scope: !856, file: !3, line: 445, column: 21)
!862 = !DILocation(line: 445, column: 21, scope: !863)
!863 = distinct !DILexicalBlock(scope: !861, file: !3, line: 445, column: 21)
!864 = !DILocation(line: 442, column: 35, scope: !842)
!865 = !DILocation(line: 445, column: 21, scope: !866)
!866 = distinct !DILexicalBlock(scope: !863, file: !3, line: 445, column: 21)
!867 = distinct !DIAssignID()
!868 = !DILocation(line: 445, column: 21, scope: !858)
!869 = distinct !DIAssignID()
!870 = distinct !{!870, !854, !871}
!871 = !DILocation(line: 446, column: 17, scope: !844)
!872 = !DILocation(line: 447, column: 17, scope: !873)
!873 = distinct !DILexicalBlock(scope: !845, file: !3, line: 447, column: 17)
!874 = !DILocation(line: 448, column: 13, scope: !845)
!875 = !DILocation(line: 449, column: 13, scope: !876)
!876 = distinct !DILexicalBlock(scope: !384, file: !3, line: 449, column: 13)
!877 = !DILocation(line: 450, column: 29, scope: !384)
!878 = !DILocation(line: 450, column: 27, scope: !384)
!879 = !DILocation(line: 453, column: 17, scope: !880)
!880 = distinct !DILexicalBlock(scope: !384, file: !3, line: 453, column: 17)
!881 = !DILocation(line: 453, column: 25, scope: !880)
!882 = !DILocation(line: 453, column: 17, scope: !384)
!883 = !DILocation(line: 457, column: 17, scope: !884)
!884 = distinct !DILexicalBlock(scope: !885, file: !3, line: 457, column: 17)
!885 = distinct !DILexicalBlock(scope: !886, file: !3, line: 457, column: 17)
!886 = distinct !DILexicalBlock(scope: !880, file: !3, line: 453, column: 31)
!887 = !DILocation(line: 457, column: 17, scope: !885)
!888 = !DILocation(line: 457, column: 17, scope: !889)
!889 = distinct !DILexicalBlock(scope: !884, file: !3, line: 457, column: 17)
!890 = !DILocation(line: 457, column: 17, scope: !891)
!891 = distinct !DILexicalBlock(scope: !889, file: !3, line: 457, column: 17)
!892 = !DILocation(line: 458, column: 49, scope: !886)
!893 = !DILocation(line: 458, column: 26, scope: !886)
!894 = !DILocation(line: 458, column: 21, scope: !886)
!895 = !DILocation(line: 458, column: 24, scope: !886)
!896 = !DILocation(line: 459, column: 21, scope: !886)
!897 = !DILocation(line: 460, column: 29, scope: !886)
!898 = !DILocation(line: 461, column: 17, scope: !886)
!899 = !DILocation(line: 465, column: 25, scope: !900)
!900 = distinct !DILexicalBlock(scope: !384, file: !3, line: 465, column: 17)
!901 = !DILocation(line: 465, column: 17, scope: !384)
!902 = !DILocation(line: 467, column: 29, scope: !903)
!903 = distinct !DILexicalBlock(scope: !900, file: !3, line: 465, column: 31)
!904 = !DILocation(line: 468, column: 17, scope: !903)
!905 = !DILocation(line: 472, column: 25, scope: !906)
!906 = distinct !DILexicalBlock(scope: !384, file: !3, line: 472, column: 17)
!907 = !DILocation(line: 472, column: 17, scope: !384)
!908 = !DILocation(line: 473, column: 27, scope: !909)
!909 = distinct !DILexicalBlock(scope: !906, file: !3, line: 472, column: 31)
!910 = !DILocation(line: 474, column: 29, scope: !909)
!911 = !DILocation(line: 475, column: 17, scope: !909)
!912 = !DILocation(line: 479, column: 48, scope: !384)
!913 = !DILocation(line: 479, column: 26, scope: !384)
!914 = !{!325, !295, i64 100}
!915 = !DILocation(line: 480, column: 30, scope: !916)
!916 = distinct !DILexicalBlock(scope: !384, file: !3, line: 480, column: 17)
!917 = !DILocation(line: 480, column: 17, scope: !384)
!918 = !DILocation(line: 481, column: 17, scope: !919)
!919 = distinct !DILexicalBlock(scope: !920, file: !3, line: 481, column: 17)
!920 = distinct !DILexicalBlock(scope: !916, file: !3, line: 480, column: 36)
!921 = !DILocation(line: 481, column: 17, scope: !922)
!922 = distinct !DILexicalBlock(scope: !923, file: !3, line: 481, column: 17)
!923 = distinct !DILexicalBlock(scope: !924, file: !3, line: 481, column: 17)
!924 = distinct !DILexicalBlock(scope: !919, file: !3, line: 481, column: 17)
!925 = !DILocation(line: 481, column: 17, scope: !923)
!926 = !DILocation(line: 481, column: 17, scope: !927)
!927 = distinct !DILexicalBlock(scope: !922, file: !3, line: 481, column: 17)
!928 = !DILocation(line: 481, column: 17, scope: !929)
!929 = distinct !DILexicalBlock(scope: !927, file: !3, line: 481, column: 17)
!930 = !DILocation(line: 481, column: 17, scope: !931)
!931 = distinct !DILexicalBlock(scope: !929, file: !3, line: 481, column: 17)
!932 = distinct !DIAssignID()
!933 = !DILocation(line: 481, column: 17, scope: !924)
!934 = distinct !DIAssignID()
!935 = distinct !{!935, !918, !918, !443}
!936 = !DILocation(line: 482, column: 31, scope: !920)
!937 = !DILocation(line: 482, column: 34, scope: !920)
!938 = !DILocation(line: 483, column: 17, scope: !939)
!939 = distinct !DILexicalBlock(scope: !920, file: !3, line: 483, column: 17)
!940 = !DILocation(line: 484, column: 13, scope: !920)
!941 = !DILocation(line: 489, column: 31, scope: !942)
!942 = distinct !DILexicalBlock(scope: !943, file: !3, line: 488, column: 22)
!943 = distinct !DILexicalBlock(scope: !944, file: !3, line: 488, column: 13)
!944 = distinct !DILexicalBlock(scope: !384, file: !3, line: 488, column: 13)
!945 = !DILocation(line: 489, column: 40, scope: !942)
!946 = !DILocation(line: 489, column: 24, scope: !942)
!947 = !DILocation(line: 490, column: 21, scope: !948)
!948 = distinct !DILexicalBlock(scope: !942, file: !3, line: 490, column: 21)
!949 = !DILocation(line: 490, column: 43, scope: !948)
!950 = !DILocation(line: 490, column: 21, scope: !942)
!951 = !DILocation(line: 488, column: 13, scope: !944)
!952 = !DILocation(line: 491, column: 17, scope: !953)
!953 = distinct !DILexicalBlock(scope: !954, file: !3, line: 491, column: 17)
!954 = distinct !DILexicalBlock(scope: !955, file: !3, line: 491, column: 17)
!955 = distinct !DILexicalBlock(scope: !942, file: !3, line: 491, column: 17)
!956 = !DILocation(line: 491, column: 17, scope: !954)
!957 = !DILocation(line: 491, column: 17, scope: !958)
!958 = distinct !DILexicalBlock(scope: !953, file: !3, line: 491, column: 17)
!959 = !DILocation(line: 491, column: 17, scope: !960)
!960 = distinct !DILexicalBlock(scope: !958, file: !3, line: 491, column: 17)
!961 = !DILocation(line: 491, column: 17, scope: !962)
!962 = distinct !DILexicalBlock(scope: !960, file: !3, line: 491, column: 17)
!963 = distinct !DIAssignID()
!964 = !DILocation(line: 491, column: 17, scope: !955)
!965 = distinct !DIAssignID()
!966 = distinct !{!966, !951, !967}
!967 = !DILocation(line: 492, column: 13, scope: !944)
!968 = !DILocation(line: 493, column: 34, scope: !969)
!969 = distinct !DILexicalBlock(scope: !384, file: !3, line: 493, column: 17)
!970 = !DILocation(line: 493, column: 17, scope: !384)
!971 = !DILocation(line: 493, column: 18, scope: !969)
!972 = !DILocation(line: 497, column: 30, scope: !973)
!973 = distinct !DILexicalBlock(scope: !974, file: !3, line: 495, column: 26)
!974 = distinct !DILexicalBlock(scope: !975, file: !3, line: 495, column: 17)
!975 = distinct !DILexicalBlock(scope: !976, file: !3, line: 495, column: 17)
!976 = distinct !DILexicalBlock(scope: !969, file: !3, line: 493, column: 40)
!977 = !DILocation(line: 497, column: 56, scope: !973)
!978 = !DILocation(line: 496, column: 53, scope: !973)
!979 = !DILocation(line: 496, column: 28, scope: !973)
!980 = !DILocation(line: 498, column: 48, scope: !981)
!981 = distinct !DILexicalBlock(scope: !973, file: !3, line: 498, column: 25)
!982 = !DILocation(line: 498, column: 46, scope: !981)
!983 = !DILocation(line: 498, column: 59, scope: !981)
!984 = !DILocation(line: 498, column: 25, scope: !973)
!985 = !DILocation(line: 495, column: 17, scope: !975)
!986 = !DILocation(line: 499, column: 21, scope: !987)
!987 = distinct !DILexicalBlock(scope: !988, file: !3, line: 499, column: 21)
!988 = distinct !DILexicalBlock(scope: !989, file: !3, line: 499, column: 21)
!989 = distinct !DILexicalBlock(scope: !973, file: !3, line: 499, column: 21)
!990 = !DILocation(line: 499, column: 21, scope: !988)
!991 = !DILocation(line: 499, column: 21, scope: !992)
!992 = distinct !DILexicalBlock(scope: !987, file: !3, line: 499, column: 21)
!993 = !DILocation(line: 499, column: 21, scope: !994)
!994 = distinct !DILexicalBlock(scope: !992, file: !3, line: 499, column: 21)
!995 = !DILocation(line: 496, column: 35, scope: !973)
!996 = !DILocation(line: 499, column: 21, scope: !997)
!997 = distinct !DILexicalBlock(scope: !994, file: !3, line: 499, column: 21)
!998 = distinct !DIAssignID()
!999 = !DILocation(line: 499, column: 21, scope: !989)
!1000 = distinct !DIAssignID()
!1001 = distinct !{!1001, !985, !1002}
!1002 = !DILocation(line: 500, column: 17, scope: !975)
!1003 = !DILocation(line: 501, column: 17, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !976, file: !3, line: 501, column: 17)
!1005 = !DILocation(line: 502, column: 13, scope: !976)
!1006 = !DILocation(line: 503, column: 13, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !384, file: !3, line: 503, column: 13)
!1008 = !DILocation(line: 504, column: 17, scope: !1009)
!1009 = distinct !DILexicalBlock(scope: !384, file: !3, line: 504, column: 17)
!1010 = !DILocation(line: 504, column: 25, scope: !1009)
!1011 = !DILocation(line: 504, column: 17, scope: !384)
!1012 = !DILocation(line: 505, column: 27, scope: !1013)
!1013 = distinct !DILexicalBlock(scope: !1009, file: !3, line: 504, column: 31)
!1014 = !DILocation(line: 506, column: 29, scope: !1013)
!1015 = !DILocation(line: 507, column: 17, scope: !1013)
!1016 = !DILocation(line: 509, column: 29, scope: !384)
!1017 = !DILocation(line: 509, column: 27, scope: !384)
!1018 = !{!325, !295, i64 96}
!1019 = !DILocation(line: 512, column: 48, scope: !384)
!1020 = !DILocation(line: 512, column: 26, scope: !384)
!1021 = !DILocation(line: 513, column: 30, scope: !1022)
!1022 = distinct !DILexicalBlock(scope: !384, file: !3, line: 513, column: 17)
!1023 = !DILocation(line: 513, column: 17, scope: !384)
!1024 = !DILocation(line: 514, column: 17, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !1026, file: !3, line: 514, column: 17)
!1026 = distinct !DILexicalBlock(scope: !1022, file: !3, line: 513, column: 36)
!1027 = !DILocation(line: 514, column: 17, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !1029, file: !3, line: 514, column: 17)
!1029 = distinct !DILexicalBlock(scope: !1030, file: !3, line: 514, column: 17)
!1030 = distinct !DILexicalBlock(scope: !1025, file: !3, line: 514, column: 17)
!1031 = !DILocation(line: 514, column: 17, scope: !1029)
!1032 = !DILocation(line: 514, column: 17, scope: !1033)
!1033 = distinct !DILexicalBlock(scope: !1028, file: !3, line: 514, column: 17)
!1034 = !DILocation(line: 514, column: 17, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !1033, file: !3, line: 514, column: 17)
!1036 = !DILocation(line: 514, column: 17, scope: !1037)
!1037 = distinct !DILexicalBlock(scope: !1035, file: !3, line: 514, column: 17)
!1038 = distinct !DIAssignID()
!1039 = !DILocation(line: 514, column: 17, scope: !1030)
!1040 = distinct !DIAssignID()
!1041 = distinct !{!1041, !1024, !1024, !443}
!1042 = !DILocation(line: 515, column: 31, scope: !1026)
!1043 = !DILocation(line: 515, column: 34, scope: !1026)
!1044 = !DILocation(line: 516, column: 17, scope: !1045)
!1045 = distinct !DILexicalBlock(scope: !1026, file: !3, line: 516, column: 17)
!1046 = !DILocation(line: 517, column: 13, scope: !1026)
!1047 = !DILocation(line: 518, column: 24, scope: !1048)
!1048 = distinct !DILexicalBlock(scope: !384, file: !3, line: 518, column: 17)
!1049 = !DILocation(line: 518, column: 40, scope: !1048)
!1050 = !DILocation(line: 518, column: 56, scope: !1048)
!1051 = !DILocation(line: 518, column: 62, scope: !1048)
!1052 = !DILocation(line: 518, column: 49, scope: !1048)
!1053 = !DILocation(line: 518, column: 46, scope: !1048)
!1054 = !DILocation(line: 518, column: 31, scope: !1048)
!1055 = !DILocation(line: 518, column: 17, scope: !384)
!1056 = !DILocation(line: 520, column: 27, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1048, file: !3, line: 519, column: 60)
!1058 = !DILocation(line: 521, column: 29, scope: !1057)
!1059 = !DILocation(line: 522, column: 17, scope: !1057)
!1060 = !DILocation(line: 528, column: 17, scope: !1061)
!1061 = distinct !DILexicalBlock(scope: !1062, file: !3, line: 528, column: 17)
!1062 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 528, column: 17)
!1063 = distinct !DILexicalBlock(scope: !384, file: !3, line: 527, column: 16)
!1064 = !DILocation(line: 529, column: 31, scope: !1063)
!1065 = !DILocation(line: 528, column: 17, scope: !1062)
!1066 = !DILocation(line: 528, column: 17, scope: !1067)
!1067 = distinct !DILexicalBlock(scope: !1061, file: !3, line: 528, column: 17)
!1068 = !DILocation(line: 528, column: 17, scope: !1069)
!1069 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 528, column: 17)
!1070 = !DILocation(line: 529, column: 46, scope: !1063)
!1071 = !DILocation(line: 529, column: 37, scope: !1063)
!1072 = !DILocation(line: 530, column: 26, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 530, column: 21)
!1074 = !DILocation(line: 530, column: 21, scope: !1063)
!1075 = !DILocation(line: 0, scope: !1073)
!1076 = !DILocation(line: 538, column: 35, scope: !1077)
!1077 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 538, column: 21)
!1078 = !DILocation(line: 538, column: 21, scope: !1063)
!1079 = !DILocation(line: 539, column: 31, scope: !1063)
!1080 = !DILocation(line: 541, column: 17, scope: !1063)
!1081 = !DILocation(line: 542, column: 30, scope: !1082)
!1082 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 541, column: 20)
!1083 = !DILocation(line: 542, column: 28, scope: !1082)
!1084 = distinct !{!1084, !1080, !1085, !443, !736, !737}
!1085 = !DILocation(line: 543, column: 32, scope: !1063)
!1086 = !DILocation(line: 543, column: 17, scope: !1082)
!1087 = !DILocation(line: 0, scope: !1063)
!1088 = !DILocation(line: 542, column: 35, scope: !1082)
!1089 = !DILocation(line: 542, column: 25, scope: !1082)
!1090 = !DILocation(line: 543, column: 26, scope: !1063)
!1091 = distinct !{!1091, !733}
!1092 = distinct !{!1092, !1080, !1085, !443, !736}
!1093 = !DILocation(line: 540, column: 22, scope: !1063)
!1094 = !DILocation(line: 544, column: 29, scope: !384)
!1095 = !DILocation(line: 544, column: 36, scope: !384)
!1096 = !DILocation(line: 544, column: 13, scope: !1063)
!1097 = distinct !{!1097, !1098, !1099, !443}
!1098 = !DILocation(line: 527, column: 13, scope: !384)
!1099 = !DILocation(line: 544, column: 40, scope: !384)
!1100 = !DILocation(line: 226, column: 5, scope: !379)
!1101 = distinct !{!1101, !1102, !1103}
!1102 = !DILocation(line: 226, column: 5, scope: !380)
!1103 = !DILocation(line: 560, column: 9, scope: !380)
!1104 = !DILocation(line: 564, column: 23, scope: !1105)
!1105 = distinct !DILexicalBlock(scope: !2, file: !3, line: 564, column: 9)
!1106 = !DILocation(line: 563, column: 3, scope: !2)
!1107 = !DILocation(line: 564, column: 14, scope: !1105)
!1108 = !DILocation(line: 564, column: 9, scope: !2)
!1109 = !DILocation(line: 565, column: 34, scope: !1110)
!1110 = distinct !DILexicalBlock(scope: !1111, file: !3, line: 565, column: 13)
!1111 = distinct !DILexicalBlock(scope: !1105, file: !3, line: 564, column: 30)
!1112 = !DILocation(line: 565, column: 55, scope: !1110)
!1113 = !DILocation(line: 565, column: 13, scope: !1110)
!1114 = !DILocation(line: 565, column: 63, scope: !1110)
!1115 = !DILocation(line: 569, column: 21, scope: !2)
!1116 = !DILocation(line: 569, column: 19, scope: !2)
!1117 = !DILocation(line: 570, column: 20, scope: !2)
!1118 = !DILocation(line: 571, column: 5, scope: !2)
!1119 = !DILocation(line: 572, column: 1, scope: !2)
!1120 = !DISubprogram(name: "inflate_fixed", scope: !98, file: !98, line: 64, type: !1121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1121 = !DISubroutineType(types: !1122)
!1122 = !{null, !104}
!1123 = !DISubprogram(name: "inflate_table", scope: !98, file: !98, line: 60, type: !1124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!6, !1126, !1127, !21, !1128, !1129, !1127}
!1126 = !DIDerivedType(tag: DW_TAG_typedef, name: "codetype", file: !98, line: 58, baseType: !97)
!1127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!1128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!1129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!1130 = !DISubprogram(name: "inflate_fast", scope: !1131, file: !1131, line: 11, type: !1132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1131 = !DIFile(filename: "src/zlib/inffast.h", directory: ".", checksumkind: CSK_MD5, checksum: "6c907e4d7c65aff48183101b66a6133b")
!1132 = !DISubroutineType(types: !1133)
!1133 = !{null, !7, !21}
!1134 = distinct !DISubprogram(name: "inflateBackEnd", scope: !3, file: !3, line: 574, type: !1135, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !1137)
!1135 = !DISubroutineType(types: !1136)
!1136 = !{!6, !7}
!1137 = !{!1138}
!1138 = !DILocalVariable(name: "strm", arg: 1, scope: !1134, file: !3, line: 574, type: !7)
!1139 = !DILocation(line: 0, scope: !1134)
!1140 = !DILocation(line: 575, column: 14, scope: !1141)
!1141 = distinct !DILexicalBlock(scope: !1134, file: !3, line: 575, column: 9)
!1142 = !DILocation(line: 575, column: 24, scope: !1141)
!1143 = !DILocation(line: 575, column: 33, scope: !1141)
!1144 = !DILocation(line: 575, column: 39, scope: !1141)
!1145 = !DILocation(line: 575, column: 49, scope: !1141)
!1146 = !DILocation(line: 575, column: 58, scope: !1141)
!1147 = !DILocation(line: 575, column: 64, scope: !1141)
!1148 = !DILocation(line: 575, column: 9, scope: !1134)
!1149 = !DILocation(line: 577, column: 5, scope: !1134)
!1150 = !DILocation(line: 578, column: 17, scope: !1134)
!1151 = !DILocation(line: 580, column: 5, scope: !1134)
!1152 = !DILocation(line: 581, column: 1, scope: !1134)
