; ModuleID = 'src/bzip2/blocksort.c'
source_filename = "src/bzip2/blocksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [38 x i8] c"      %d work, %d block, ratio %5.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [54 x i8] c"    too repetitive; using fallback sorting algorithm\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"        bucket sorting ...\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"        depth %6d has \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"%6d unresolved strings\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [34 x i8] c"        reconstructing block ...\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"        main sort initialise ...\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [48 x i8] c"        qsort [0x%x, 0x%x]   done %d   this %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [44 x i8] c"        %d pointers, %d sorted, %d scanned\0A\00", align 1, !dbg !39
@incs = internal unnamed_addr constant [14 x i32] [i32 1, i32 4, i32 13, i32 40, i32 121, i32 364, i32 1093, i32 3280, i32 9841, i32 29524, i32 88573, i32 265720, i32 797161, i32 2391484], align 16, !dbg !44

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_blockSort(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !73 {
  %2 = alloca [100 x i32], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !175, !DIExpression(), !174, ptr %2, !DIExpression(), !248)
  %3 = alloca [100 x i32], align 16, !DIAssignID !309
    #dbg_assign(i1 undef, !200, !DIExpression(), !309, ptr %3, !DIExpression(), !248)
  %4 = alloca [100 x i32], align 16, !DIAssignID !310
  %5 = alloca [256 x i32], align 16, !DIAssignID !311
    #dbg_assign(i1 undef, !278, !DIExpression(), !311, ptr %5, !DIExpression(), !312)
  %6 = alloca [256 x i8], align 16, !DIAssignID !313
    #dbg_assign(i1 undef, !280, !DIExpression(), !313, ptr %6, !DIExpression(), !312)
  %7 = alloca [256 x i32], align 16, !DIAssignID !314
    #dbg_assign(i1 undef, !281, !DIExpression(), !314, ptr %7, !DIExpression(), !312)
  %8 = alloca [256 x i32], align 16, !DIAssignID !315
  %9 = alloca i32, align 4, !DIAssignID !316
    #dbg_assign(i1 undef, !171, !DIExpression(), !316, ptr %9, !DIExpression(), !317)
    #dbg_value(ptr %0, !163, !DIExpression(), !317)
  %10 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !318
  %11 = load ptr, ptr %10, align 8, !dbg !318, !tbaa !319
    #dbg_value(ptr %11, !164, !DIExpression(), !317)
  %12 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !325
  %13 = load ptr, ptr %12, align 8, !dbg !325, !tbaa !326
    #dbg_value(ptr %13, !165, !DIExpression(), !317)
  %14 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !327
  %15 = load ptr, ptr %14, align 8, !dbg !327, !tbaa !328
    #dbg_value(ptr %15, !166, !DIExpression(), !317)
  %16 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !329
  %17 = load i32, ptr %16, align 4, !dbg !329, !tbaa !330
    #dbg_value(i32 %17, !167, !DIExpression(), !317)
  %18 = getelementptr inbounds i8, ptr %0, i64 656, !dbg !331
  %19 = load i32, ptr %18, align 8, !dbg !331, !tbaa !332
    #dbg_value(i32 %19, !168, !DIExpression(), !317)
  %20 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !333
  %21 = load i32, ptr %20, align 8, !dbg !333, !tbaa !334
    #dbg_value(i32 %21, !169, !DIExpression(), !317)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #9, !dbg !335
  %22 = icmp slt i32 %17, 10000, !dbg !336
  br i1 %22, label %1078, label %23, !dbg !337

23:                                               ; preds = %1
    #dbg_value(i32 %17, !173, !DIExpression(DW_OP_plus_uconst, 34, DW_OP_stack_value), !317)
  %24 = and i32 %17, 1, !dbg !338
  %25 = add nuw i32 %17, 34, !dbg !340
  %26 = add i32 %25, %24, !dbg !340
    #dbg_value(i32 %26, !173, !DIExpression(), !317)
  %27 = zext i32 %26 to i64, !dbg !341
  %28 = getelementptr inbounds i8, ptr %13, i64 %27, !dbg !341
    #dbg_value(ptr %28, !170, !DIExpression(), !317)
  %29 = tail call i32 @llvm.smax.i32(i32 %21, i32 1), !dbg !342
    #dbg_value(i32 %29, !169, !DIExpression(), !317)
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 100), !dbg !343
    #dbg_value(i32 %30, !169, !DIExpression(), !317)
  %31 = trunc nuw nsw i32 %30 to i8, !dbg !344
  %32 = add nsw i8 %31, -1, !dbg !344
  %33 = udiv i8 %32, 3, !dbg !344
  %34 = zext nneg i8 %33 to i32, !dbg !344
  %35 = mul nuw nsw i32 %17, %34, !dbg !345
    #dbg_value(i32 %35, !172, !DIExpression(), !317)
  store i32 %35, ptr %9, align 4, !dbg !346, !tbaa !347, !DIAssignID !348
    #dbg_assign(i32 %35, !171, !DIExpression(), !348, ptr %9, !DIExpression(), !317)
    #dbg_assign(i1 undef, !282, !DIExpression(), !315, ptr %8, !DIExpression(), !312)
    #dbg_value(ptr %11, !266, !DIExpression(), !312)
    #dbg_value(ptr %13, !267, !DIExpression(), !312)
    #dbg_value(ptr %28, !268, !DIExpression(), !312)
    #dbg_value(ptr %15, !269, !DIExpression(), !312)
    #dbg_value(i32 %17, !270, !DIExpression(), !312)
    #dbg_value(i32 %19, !271, !DIExpression(), !312)
    #dbg_value(ptr %9, !272, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #9, !dbg !349
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #9, !dbg !350
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %7) #9, !dbg !351
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %8) #9, !dbg !352
  %36 = icmp sgt i32 %19, 3, !dbg !353
  br i1 %36, label %37, label %40, !dbg !355

37:                                               ; preds = %23
  %38 = load ptr, ptr @stderr, align 8, !dbg !356, !tbaa !357
  %39 = tail call i64 @fwrite(ptr nonnull @.str.6, i64 33, i64 1, ptr %38) #10, !dbg !356
  br label %40, !dbg !356

40:                                               ; preds = %23, %37
    #dbg_value(i32 65536, !273, !DIExpression(), !312)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262148) %15, i8 0, i64 262148, i1 false), !dbg !358, !tbaa !347
    #dbg_value(i64 poison, !273, !DIExpression(), !312)
  %41 = load i8, ptr %13, align 1, !dbg !361, !tbaa !362
  %42 = zext i8 %41 to i32, !dbg !361
    #dbg_value(i32 %42, !274, !DIExpression(DW_OP_constu, 8, DW_OP_shl, DW_OP_stack_value), !312)
  %43 = add nsw i32 %17, -1, !dbg !363
    #dbg_value(i32 %43, !273, !DIExpression(), !312)
  %44 = zext nneg i32 %43 to i64, !dbg !364
  br label %47, !dbg !364

45:                                               ; preds = %47
    #dbg_value(i64 %93, !273, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !312)
    #dbg_value(i32 %88, !274, !DIExpression(), !312)
  %46 = icmp ugt i64 %48, 3, !dbg !366
  br i1 %46, label %136, label %95, !dbg !369

47:                                               ; preds = %47, %40
  %48 = phi i64 [ %44, %40 ], [ %93, %47 ]
  %49 = phi i32 [ %42, %40 ], [ %86, %47 ]
    #dbg_value(i64 %48, !273, !DIExpression(), !312)
    #dbg_value(i32 %49, !274, !DIExpression(), !312)
  %50 = getelementptr inbounds i16, ptr %28, i64 %48, !dbg !370
  store i16 0, ptr %50, align 2, !dbg !373, !tbaa !374
  %51 = getelementptr inbounds i8, ptr %13, i64 %48, !dbg !376
  %52 = load i8, ptr %51, align 1, !dbg !376, !tbaa !362
  %53 = zext i8 %52 to i32, !dbg !377
  %54 = shl nuw nsw i32 %53, 8, !dbg !378
  %55 = or disjoint i32 %54, %49, !dbg !379
    #dbg_value(i32 %55, !274, !DIExpression(), !312)
  %56 = zext nneg i32 %55 to i64, !dbg !380
  %57 = getelementptr inbounds i32, ptr %15, i64 %56, !dbg !380
  %58 = load i32, ptr %57, align 4, !dbg !381, !tbaa !347
  %59 = add i32 %58, 1, !dbg !381
  store i32 %59, ptr %57, align 4, !dbg !381, !tbaa !347
  %60 = add nsw i64 %48, -1, !dbg !382
  %61 = getelementptr inbounds i16, ptr %28, i64 %60, !dbg !383
  store i16 0, ptr %61, align 2, !dbg !384, !tbaa !374
  %62 = getelementptr inbounds i8, ptr %13, i64 %60, !dbg !385
  %63 = load i8, ptr %62, align 1, !dbg !385, !tbaa !362
  %64 = zext i8 %63 to i32, !dbg !386
  %65 = shl nuw nsw i32 %64, 8, !dbg !387
  %66 = or disjoint i32 %65, %53, !dbg !388
    #dbg_value(i32 %66, !274, !DIExpression(), !312)
  %67 = zext nneg i32 %66 to i64, !dbg !389
  %68 = getelementptr inbounds i32, ptr %15, i64 %67, !dbg !389
  %69 = load i32, ptr %68, align 4, !dbg !390, !tbaa !347
  %70 = add i32 %69, 1, !dbg !390
  store i32 %70, ptr %68, align 4, !dbg !390, !tbaa !347
  %71 = add nsw i64 %48, -2, !dbg !391
  %72 = getelementptr inbounds i16, ptr %28, i64 %71, !dbg !392
  store i16 0, ptr %72, align 2, !dbg !393, !tbaa !374
  %73 = getelementptr inbounds i8, ptr %13, i64 %71, !dbg !394
  %74 = load i8, ptr %73, align 1, !dbg !394, !tbaa !362
  %75 = zext i8 %74 to i32, !dbg !395
  %76 = shl nuw nsw i32 %75, 8, !dbg !396
  %77 = or disjoint i32 %76, %64, !dbg !397
    #dbg_value(i32 %77, !274, !DIExpression(), !312)
  %78 = zext nneg i32 %77 to i64, !dbg !398
  %79 = getelementptr inbounds i32, ptr %15, i64 %78, !dbg !398
  %80 = load i32, ptr %79, align 4, !dbg !399, !tbaa !347
  %81 = add i32 %80, 1, !dbg !399
  store i32 %81, ptr %79, align 4, !dbg !399, !tbaa !347
  %82 = add nsw i64 %48, -3, !dbg !400
  %83 = getelementptr inbounds i16, ptr %28, i64 %82, !dbg !401
  store i16 0, ptr %83, align 2, !dbg !402, !tbaa !374
  %84 = getelementptr inbounds i8, ptr %13, i64 %82, !dbg !403
  %85 = load i8, ptr %84, align 1, !dbg !403, !tbaa !362
  %86 = zext i8 %85 to i32, !dbg !404
  %87 = shl nuw nsw i32 %86, 8, !dbg !405
  %88 = or disjoint i32 %87, %75, !dbg !406
    #dbg_value(i32 %88, !274, !DIExpression(), !312)
  %89 = zext nneg i32 %88 to i64, !dbg !407
  %90 = getelementptr inbounds i32, ptr %15, i64 %89, !dbg !407
  %91 = load i32, ptr %90, align 4, !dbg !408, !tbaa !347
  %92 = add i32 %91, 1, !dbg !408
  store i32 %92, ptr %90, align 4, !dbg !408, !tbaa !347
  %93 = add nsw i64 %48, -4, !dbg !409
    #dbg_value(i64 %93, !273, !DIExpression(), !312)
  %94 = icmp ugt i64 %48, 6, !dbg !410
  br i1 %94, label %47, label %45, !dbg !364, !llvm.loop !411

95:                                               ; preds = %136, %45
    #dbg_value(i32 0, !273, !DIExpression(), !312)
  %96 = zext nneg i32 %17 to i64, !dbg !414
  %97 = getelementptr i8, ptr %13, i64 %96, !dbg !414
  %98 = getelementptr i8, ptr %13, i64 %96, !dbg !414
  %99 = getelementptr i8, ptr %98, i64 34, !dbg !414
  %100 = shl nuw nsw i64 %96, 1, !dbg !414
  %101 = add nuw nsw i64 %100, %27, !dbg !414
  %102 = getelementptr i8, ptr %13, i64 %101, !dbg !414
  %103 = getelementptr i8, ptr %13, i64 %101, !dbg !414
  %104 = getelementptr i8, ptr %103, i64 68, !dbg !414
  %105 = getelementptr i8, ptr %13, i64 34, !dbg !414
  %106 = icmp ult ptr %97, %104, !dbg !414
  %107 = icmp ult ptr %102, %99, !dbg !414
  %108 = and i1 %106, %107, !dbg !414
  %109 = icmp ult ptr %97, %105, !dbg !414
  %110 = icmp ult ptr %13, %99, !dbg !414
  %111 = and i1 %109, %110, !dbg !414
  %112 = or i1 %108, %111, !dbg !414
  %113 = icmp ult ptr %102, %105, !dbg !414
  %114 = icmp ult ptr %13, %104, !dbg !414
  %115 = and i1 %113, %114, !dbg !414
  %116 = or i1 %112, %115, !dbg !414
  br i1 %116, label %117, label %119, !dbg !414

117:                                              ; preds = %119, %95
  %118 = phi i64 [ 0, %95 ], [ 32, %119 ]
  br label %152, !dbg !414

119:                                              ; preds = %95
  %120 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !416
  %121 = load <8 x i8>, ptr %13, align 1, !dbg !416, !tbaa !362, !alias.scope !419
  %122 = load <8 x i8>, ptr %120, align 1, !dbg !416, !tbaa !362, !alias.scope !419
  %123 = getelementptr inbounds i8, ptr %13, i64 %96, !dbg !422
  %124 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !423
  store <8 x i8> %121, ptr %123, align 1, !dbg !423, !tbaa !362, !alias.scope !424, !noalias !426
  store <8 x i8> %122, ptr %124, align 1, !dbg !423, !tbaa !362, !alias.scope !424, !noalias !426
  %125 = getelementptr inbounds i16, ptr %28, i64 %96, !dbg !428
  %126 = getelementptr inbounds i8, ptr %125, i64 16, !dbg !429
  store <8 x i16> zeroinitializer, ptr %125, align 2, !dbg !429, !tbaa !374, !alias.scope !430, !noalias !419
  store <8 x i16> zeroinitializer, ptr %126, align 2, !dbg !429, !tbaa !374, !alias.scope !430, !noalias !419
  %127 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !416
  %128 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !416
  %129 = load <8 x i8>, ptr %127, align 1, !dbg !416, !tbaa !362, !alias.scope !419
  %130 = load <8 x i8>, ptr %128, align 1, !dbg !416, !tbaa !362, !alias.scope !419
  %131 = add nuw nsw i64 %96, 16, !dbg !431
  %132 = getelementptr inbounds i8, ptr %13, i64 %131, !dbg !422
  %133 = getelementptr inbounds i8, ptr %132, i64 8, !dbg !423
  store <8 x i8> %129, ptr %132, align 1, !dbg !423, !tbaa !362, !alias.scope !424, !noalias !426
  store <8 x i8> %130, ptr %133, align 1, !dbg !423, !tbaa !362, !alias.scope !424, !noalias !426
  %134 = getelementptr inbounds i16, ptr %28, i64 %131, !dbg !428
  %135 = getelementptr inbounds i8, ptr %134, i64 16, !dbg !429
  store <8 x i16> zeroinitializer, ptr %134, align 2, !dbg !429, !tbaa !374, !alias.scope !430, !noalias !419
  store <8 x i16> zeroinitializer, ptr %135, align 2, !dbg !429, !tbaa !374, !alias.scope !430, !noalias !419
  br label %117, !dbg !414

136:                                              ; preds = %45, %136
  %137 = phi i64 [ %150, %136 ], [ %93, %45 ]
  %138 = phi i32 [ %145, %136 ], [ %88, %45 ]
    #dbg_value(i64 %137, !273, !DIExpression(), !312)
    #dbg_value(i32 %138, !274, !DIExpression(), !312)
  %139 = getelementptr inbounds i16, ptr %28, i64 %137, !dbg !432
  store i16 0, ptr %139, align 2, !dbg !434, !tbaa !374
  %140 = lshr i32 %138, 8, !dbg !435
  %141 = getelementptr inbounds i8, ptr %13, i64 %137, !dbg !436
  %142 = load i8, ptr %141, align 1, !dbg !436, !tbaa !362
  %143 = zext i8 %142 to i32, !dbg !437
  %144 = shl nuw nsw i32 %143, 8, !dbg !438
  %145 = or i32 %144, %140, !dbg !439
    #dbg_value(i32 %145, !274, !DIExpression(), !312)
  %146 = zext nneg i32 %145 to i64, !dbg !440
  %147 = getelementptr inbounds i32, ptr %15, i64 %146, !dbg !440
  %148 = load i32, ptr %147, align 4, !dbg !441, !tbaa !347
  %149 = add i32 %148, 1, !dbg !441
  store i32 %149, ptr %147, align 4, !dbg !441, !tbaa !347
  %150 = add nsw i64 %137, -1, !dbg !442
    #dbg_value(i64 %150, !273, !DIExpression(), !312)
  %151 = icmp eq i64 %137, 0, !dbg !366
  br i1 %151, label %95, label %136, !dbg !369, !llvm.loop !443

152:                                              ; preds = %152, %117
  %153 = phi i64 [ %118, %117 ], [ %165, %152 ]
    #dbg_value(i64 %153, !273, !DIExpression(), !312)
  %154 = getelementptr inbounds i8, ptr %13, i64 %153, !dbg !416
  %155 = load i8, ptr %154, align 1, !dbg !416, !tbaa !362
  %156 = add nuw nsw i64 %153, %96, !dbg !431
  %157 = getelementptr inbounds i8, ptr %13, i64 %156, !dbg !422
  store i8 %155, ptr %157, align 1, !dbg !423, !tbaa !362
  %158 = getelementptr inbounds i16, ptr %28, i64 %156, !dbg !428
  store i16 0, ptr %158, align 2, !dbg !429, !tbaa !374
  %159 = or disjoint i64 %153, 1, !dbg !445
    #dbg_value(i64 %159, !273, !DIExpression(), !312)
  %160 = getelementptr inbounds i8, ptr %13, i64 %159, !dbg !416
  %161 = load i8, ptr %160, align 1, !dbg !416, !tbaa !362
  %162 = add nuw nsw i64 %159, %96, !dbg !431
  %163 = getelementptr inbounds i8, ptr %13, i64 %162, !dbg !422
  store i8 %161, ptr %163, align 1, !dbg !423, !tbaa !362
  %164 = getelementptr inbounds i16, ptr %28, i64 %162, !dbg !428
  store i16 0, ptr %164, align 2, !dbg !429, !tbaa !374
  %165 = add nuw nsw i64 %153, 2, !dbg !445
    #dbg_value(i64 %165, !273, !DIExpression(), !312)
  %166 = icmp eq i64 %165, 34, !dbg !446
  br i1 %166, label %167, label %152, !dbg !414, !llvm.loop !447

167:                                              ; preds = %152
  br i1 %36, label %168, label %171, !dbg !450

168:                                              ; preds = %167
  %169 = load ptr, ptr @stderr, align 8, !dbg !451, !tbaa !357
  %170 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %169) #10, !dbg !451
  br label %171, !dbg !451

171:                                              ; preds = %168, %167
    #dbg_value(i32 1, !273, !DIExpression(), !312)
  %172 = load i32, ptr %15, align 4
  %173 = getelementptr i8, ptr %15, i64 4, !dbg !453
  %174 = getelementptr i8, ptr %15, i64 8, !dbg !453
  %175 = getelementptr i8, ptr %15, i64 12, !dbg !453
  br label %176, !dbg !453

176:                                              ; preds = %176, %171
  %177 = phi i32 [ %172, %171 ], [ %190, %176 ], !dbg !455
  %178 = phi i64 [ 1, %171 ], [ %191, %176 ]
    #dbg_value(i64 %178, !273, !DIExpression(), !312)
  %179 = getelementptr i32, ptr %15, i64 %178, !dbg !455
  %180 = load i32, ptr %179, align 4, !dbg !457, !tbaa !347
  %181 = add i32 %180, %177, !dbg !457
  store i32 %181, ptr %179, align 4, !dbg !457, !tbaa !347
    #dbg_value(i64 %178, !273, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !312)
  %182 = getelementptr i32, ptr %173, i64 %178, !dbg !455
  %183 = load i32, ptr %182, align 4, !dbg !457, !tbaa !347
  %184 = add i32 %183, %181, !dbg !457
  store i32 %184, ptr %182, align 4, !dbg !457, !tbaa !347
    #dbg_value(i64 %178, !273, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !312)
  %185 = getelementptr i32, ptr %174, i64 %178, !dbg !455
  %186 = load i32, ptr %185, align 4, !dbg !457, !tbaa !347
  %187 = add i32 %186, %184, !dbg !457
  store i32 %187, ptr %185, align 4, !dbg !457, !tbaa !347
    #dbg_value(i64 %178, !273, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !312)
  %188 = getelementptr i32, ptr %175, i64 %178, !dbg !455
  %189 = load i32, ptr %188, align 4, !dbg !457, !tbaa !347
  %190 = add i32 %189, %187, !dbg !457
  store i32 %190, ptr %188, align 4, !dbg !457, !tbaa !347
  %191 = add nuw nsw i64 %178, 4, !dbg !458
    #dbg_value(i64 %191, !273, !DIExpression(), !312)
  %192 = icmp eq i64 %191, 65537, !dbg !459
  br i1 %192, label %193, label %176, !dbg !453, !llvm.loop !460

193:                                              ; preds = %176
  %194 = load i8, ptr %13, align 1, !dbg !462, !tbaa !362
  %195 = zext i8 %194 to i16, !dbg !462
  %196 = shl nuw i16 %195, 8, !dbg !463
    #dbg_value(i16 %196, !285, !DIExpression(), !312)
    #dbg_value(i32 %43, !273, !DIExpression(), !312)
  br label %199, !dbg !464

197:                                              ; preds = %199
    #dbg_value(i64 %249, !273, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !312)
    #dbg_value(i16 %241, !285, !DIExpression(), !312)
  %198 = icmp ugt i64 %200, 3, !dbg !466
  br i1 %198, label %276, label %251, !dbg !469

199:                                              ; preds = %199, %193
  %200 = phi i64 [ %44, %193 ], [ %249, %199 ]
  %201 = phi i16 [ %196, %193 ], [ %241, %199 ]
    #dbg_value(i64 %200, !273, !DIExpression(), !312)
    #dbg_value(i16 %201, !285, !DIExpression(), !312)
  %202 = getelementptr inbounds i8, ptr %13, i64 %200, !dbg !470
  %203 = load i8, ptr %202, align 1, !dbg !470, !tbaa !362
  %204 = zext i8 %203 to i16, !dbg !470
  %205 = tail call i16 @llvm.fshl.i16(i16 %204, i16 %201, i16 8), !dbg !473
    #dbg_value(i16 %205, !285, !DIExpression(), !312)
  %206 = zext i16 %205 to i64, !dbg !474
  %207 = getelementptr inbounds i32, ptr %15, i64 %206, !dbg !474
  %208 = load i32, ptr %207, align 4, !dbg !474, !tbaa !347
  %209 = add i32 %208, -1, !dbg !475
    #dbg_value(i32 %209, !274, !DIExpression(), !312)
  store i32 %209, ptr %207, align 4, !dbg !476, !tbaa !347
  %210 = sext i32 %209 to i64, !dbg !477
  %211 = getelementptr inbounds i32, ptr %11, i64 %210, !dbg !477
  %212 = trunc nuw nsw i64 %200 to i32, !dbg !478
  store i32 %212, ptr %211, align 4, !dbg !478, !tbaa !347
  %213 = add nsw i64 %200, -1, !dbg !479
  %214 = getelementptr inbounds i8, ptr %13, i64 %213, !dbg !480
  %215 = load i8, ptr %214, align 1, !dbg !480, !tbaa !362
  %216 = zext i8 %215 to i16, !dbg !480
  %217 = tail call i16 @llvm.fshl.i16(i16 %216, i16 %205, i16 8), !dbg !481
    #dbg_value(i16 %217, !285, !DIExpression(), !312)
  %218 = zext i16 %217 to i64, !dbg !482
  %219 = getelementptr inbounds i32, ptr %15, i64 %218, !dbg !482
  %220 = load i32, ptr %219, align 4, !dbg !482, !tbaa !347
  %221 = add i32 %220, -1, !dbg !483
    #dbg_value(i32 %221, !274, !DIExpression(), !312)
  store i32 %221, ptr %219, align 4, !dbg !484, !tbaa !347
  %222 = sext i32 %221 to i64, !dbg !485
  %223 = getelementptr inbounds i32, ptr %11, i64 %222, !dbg !485
  %224 = trunc nuw nsw i64 %213 to i32, !dbg !486
  store i32 %224, ptr %223, align 4, !dbg !486, !tbaa !347
  %225 = add nsw i64 %200, -2, !dbg !487
  %226 = getelementptr inbounds i8, ptr %13, i64 %225, !dbg !488
  %227 = load i8, ptr %226, align 1, !dbg !488, !tbaa !362
  %228 = zext i8 %227 to i16, !dbg !488
  %229 = tail call i16 @llvm.fshl.i16(i16 %228, i16 %217, i16 8), !dbg !489
    #dbg_value(i16 %229, !285, !DIExpression(), !312)
  %230 = zext i16 %229 to i64, !dbg !490
  %231 = getelementptr inbounds i32, ptr %15, i64 %230, !dbg !490
  %232 = load i32, ptr %231, align 4, !dbg !490, !tbaa !347
  %233 = add i32 %232, -1, !dbg !491
    #dbg_value(i32 %233, !274, !DIExpression(), !312)
  store i32 %233, ptr %231, align 4, !dbg !492, !tbaa !347
  %234 = sext i32 %233 to i64, !dbg !493
  %235 = getelementptr inbounds i32, ptr %11, i64 %234, !dbg !493
  %236 = trunc nuw nsw i64 %225 to i32, !dbg !494
  store i32 %236, ptr %235, align 4, !dbg !494, !tbaa !347
  %237 = add nsw i64 %200, -3, !dbg !495
  %238 = getelementptr inbounds i8, ptr %13, i64 %237, !dbg !496
  %239 = load i8, ptr %238, align 1, !dbg !496, !tbaa !362
  %240 = zext i8 %239 to i16, !dbg !496
  %241 = tail call i16 @llvm.fshl.i16(i16 %240, i16 %229, i16 8), !dbg !497
    #dbg_value(i16 %241, !285, !DIExpression(), !312)
  %242 = zext i16 %241 to i64, !dbg !498
  %243 = getelementptr inbounds i32, ptr %15, i64 %242, !dbg !498
  %244 = load i32, ptr %243, align 4, !dbg !498, !tbaa !347
  %245 = add i32 %244, -1, !dbg !499
    #dbg_value(i32 %245, !274, !DIExpression(), !312)
  store i32 %245, ptr %243, align 4, !dbg !500, !tbaa !347
  %246 = sext i32 %245 to i64, !dbg !501
  %247 = getelementptr inbounds i32, ptr %11, i64 %246, !dbg !501
  %248 = trunc nuw nsw i64 %237 to i32, !dbg !502
  store i32 %248, ptr %247, align 4, !dbg !502, !tbaa !347
  %249 = add nsw i64 %200, -4, !dbg !503
    #dbg_value(i64 %249, !273, !DIExpression(), !312)
  %250 = icmp ugt i64 %200, 6, !dbg !504
  br i1 %250, label %199, label %197, !dbg !464, !llvm.loop !505

251:                                              ; preds = %276, %197
    #dbg_value(i32 0, !273, !DIExpression(), !312)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %6, i8 0, i64 256, i1 false), !dbg !507, !tbaa !362
  br label %252, !dbg !511

252:                                              ; preds = %252, %251
  %253 = phi i64 [ 0, %251 ], [ %273, %252 ], !dbg !512
  %254 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %251 ], [ %274, %252 ], !dbg !513
  %255 = add <4 x i32> %254, <i32 4, i32 4, i32 4, i32 4>, !dbg !513
  %256 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %253, !dbg !514
  %257 = getelementptr inbounds i8, ptr %256, i64 16, !dbg !513
  store <4 x i32> %254, ptr %256, align 16, !dbg !513, !tbaa !347
  store <4 x i32> %255, ptr %257, align 16, !dbg !513, !tbaa !347
  %258 = or disjoint i64 %253, 8, !dbg !512
  %259 = add <4 x i32> %254, <i32 8, i32 8, i32 8, i32 8>, !dbg !513
  %260 = add <4 x i32> %254, <i32 12, i32 12, i32 12, i32 12>, !dbg !513
  %261 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %258, !dbg !514
  %262 = getelementptr inbounds i8, ptr %261, i64 16, !dbg !513
  store <4 x i32> %259, ptr %261, align 16, !dbg !513, !tbaa !347
  store <4 x i32> %260, ptr %262, align 16, !dbg !513, !tbaa !347
  %263 = or disjoint i64 %253, 16, !dbg !512
  %264 = add <4 x i32> %254, <i32 16, i32 16, i32 16, i32 16>, !dbg !513
  %265 = add <4 x i32> %254, <i32 20, i32 20, i32 20, i32 20>, !dbg !513
  %266 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %263, !dbg !514
  %267 = getelementptr inbounds i8, ptr %266, i64 16, !dbg !513
  store <4 x i32> %264, ptr %266, align 16, !dbg !513, !tbaa !347
  store <4 x i32> %265, ptr %267, align 16, !dbg !513, !tbaa !347
  %268 = or disjoint i64 %253, 24, !dbg !512
  %269 = add <4 x i32> %254, <i32 24, i32 24, i32 24, i32 24>, !dbg !513
  %270 = add <4 x i32> %254, <i32 28, i32 28, i32 28, i32 28>, !dbg !513
  %271 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %268, !dbg !514
  %272 = getelementptr inbounds i8, ptr %271, i64 16, !dbg !513
  store <4 x i32> %269, ptr %271, align 16, !dbg !513, !tbaa !347
  store <4 x i32> %270, ptr %272, align 16, !dbg !513, !tbaa !347
  %273 = add nuw nsw i64 %253, 32, !dbg !512
  %274 = add <4 x i32> %254, <i32 32, i32 32, i32 32, i32 32>, !dbg !513
  %275 = icmp eq i64 %273, 256, !dbg !512
  br i1 %275, label %292, label %252, !dbg !512, !llvm.loop !515

276:                                              ; preds = %197, %276
  %277 = phi i64 [ %290, %276 ], [ %249, %197 ]
  %278 = phi i16 [ %282, %276 ], [ %241, %197 ]
    #dbg_value(i64 %277, !273, !DIExpression(), !312)
    #dbg_value(i16 %278, !285, !DIExpression(), !312)
  %279 = getelementptr inbounds i8, ptr %13, i64 %277, !dbg !518
  %280 = load i8, ptr %279, align 1, !dbg !518, !tbaa !362
  %281 = zext i8 %280 to i16, !dbg !518
  %282 = tail call i16 @llvm.fshl.i16(i16 %281, i16 %278, i16 8), !dbg !520
    #dbg_value(i16 %282, !285, !DIExpression(), !312)
  %283 = zext i16 %282 to i64, !dbg !521
  %284 = getelementptr inbounds i32, ptr %15, i64 %283, !dbg !521
  %285 = load i32, ptr %284, align 4, !dbg !521, !tbaa !347
  %286 = add i32 %285, -1, !dbg !522
    #dbg_value(i32 %286, !274, !DIExpression(), !312)
  store i32 %286, ptr %284, align 4, !dbg !523, !tbaa !347
  %287 = sext i32 %286 to i64, !dbg !524
  %288 = getelementptr inbounds i32, ptr %11, i64 %287, !dbg !524
  %289 = trunc nuw nsw i64 %277 to i32, !dbg !525
  store i32 %289, ptr %288, align 4, !dbg !525, !tbaa !347
  %290 = add nsw i64 %277, -1, !dbg !526
    #dbg_value(i64 %290, !273, !DIExpression(), !312)
  %291 = icmp eq i64 %277, 0, !dbg !466
  br i1 %291, label %251, label %276, !dbg !469, !llvm.loop !527

292:                                              ; preds = %252, %340
  %293 = phi i32 [ %294, %340 ], [ 364, %252 ], !dbg !529
    #dbg_value(i32 %293, !288, !DIExpression(), !529)
  %294 = sdiv i32 %293, 3, !dbg !530
    #dbg_value(i32 %294, !288, !DIExpression(), !529)
    #dbg_value(i32 %294, !273, !DIExpression(), !312)
  %295 = icmp slt i32 %293, 768, !dbg !531
  br i1 %295, label %296, label %340, !dbg !532

296:                                              ; preds = %292
  %297 = sext i32 %294 to i64, !dbg !532
  %298 = tail call i32 @llvm.smax.i32(i32 %294, i32 255), !dbg !532
  %299 = add nuw nsw i32 %298, 1, !dbg !532
  %300 = zext nneg i32 %299 to i64, !dbg !531
  br label %301, !dbg !532

301:                                              ; preds = %335, %296
  %302 = phi i64 [ %297, %296 ], [ %338, %335 ]
    #dbg_value(i64 %302, !273, !DIExpression(), !312)
  %303 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %302, !dbg !533
  %304 = load i32, ptr %303, align 4, !dbg !533, !tbaa !347
    #dbg_value(i32 %304, !286, !DIExpression(), !529)
    #dbg_value(i64 %302, !274, !DIExpression(), !312)
  %305 = shl i32 %304, 8
  %306 = add i32 %305, 256
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds i32, ptr %15, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !347
  %310 = sext i32 %305 to i64
  %311 = getelementptr inbounds i32, ptr %15, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !347
  %313 = sub i32 %309, %312
  %314 = trunc nsw i64 %302 to i32, !dbg !534
  br label %315, !dbg !534

315:                                              ; preds = %332, %301
  %316 = phi i32 [ %314, %301 ], [ %317, %332 ], !dbg !535
    #dbg_value(i32 %316, !274, !DIExpression(), !312)
  %317 = sub nsw i32 %316, %294, !dbg !536
  %318 = sext i32 %317 to i64, !dbg !536
  %319 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %318, !dbg !536
  %320 = load i32, ptr %319, align 4, !dbg !536, !tbaa !347
  %321 = shl i32 %320, 8, !dbg !536
  %322 = add i32 %321, 256, !dbg !536
  %323 = sext i32 %322 to i64, !dbg !536
  %324 = getelementptr inbounds i32, ptr %15, i64 %323, !dbg !536
  %325 = load i32, ptr %324, align 4, !dbg !536, !tbaa !347
  %326 = sext i32 %321 to i64, !dbg !536
  %327 = getelementptr inbounds i32, ptr %15, i64 %326, !dbg !536
  %328 = load i32, ptr %327, align 4, !dbg !536, !tbaa !347
  %329 = sub i32 %325, %328, !dbg !536
  %330 = icmp ugt i32 %329, %313, !dbg !537
  %331 = sext i32 %316 to i64, !dbg !535
  br i1 %330, label %332, label %335, !dbg !534

332:                                              ; preds = %315
  %333 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %331, !dbg !538
  store i32 %320, ptr %333, align 4, !dbg !540, !tbaa !347
    #dbg_value(i32 %317, !274, !DIExpression(), !312)
  %334 = icmp slt i32 %317, %294, !dbg !541
  br i1 %334, label %335, label %315, !dbg !543, !llvm.loop !544

335:                                              ; preds = %332, %315
  %336 = phi i64 [ %331, %315 ], [ %318, %332 ], !dbg !546
    #dbg_value(i32 poison, !274, !DIExpression(), !312)
    #dbg_label(!289, !547)
  %337 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %336, !dbg !546
  store i32 %304, ptr %337, align 4, !dbg !548, !tbaa !347
  %338 = add nsw i64 %302, 1, !dbg !549
    #dbg_value(i64 %338, !273, !DIExpression(), !312)
  %339 = icmp eq i64 %338, %300, !dbg !531
  br i1 %339, label %340, label %301, !dbg !532, !llvm.loop !550

340:                                              ; preds = %335, %292
  %341 = add nsw i32 %293, -3, !dbg !552
  %342 = icmp ult i32 %341, 3, !dbg !552
  br i1 %342, label %343, label %292, !dbg !553, !llvm.loop !554

343:                                              ; preds = %340
  %344 = getelementptr i8, ptr %11, i64 4, !dbg !557
  %345 = getelementptr i8, ptr %11, i64 4, !dbg !557
  %346 = getelementptr i8, ptr %11, i64 8, !dbg !557
  %347 = getelementptr i8, ptr %11, i64 4, !dbg !557
  %348 = getelementptr i8, ptr %11, i64 4, !dbg !557
  br label %349, !dbg !557

349:                                              ; preds = %343, %1051
  %350 = phi i32 [ %829, %1051 ], [ %35, %343 ]
  %351 = phi i32 [ %830, %1051 ], [ %35, %343 ]
  %352 = phi i64 [ %1052, %1051 ], [ 0, %343 ]
  %353 = phi i32 [ %831, %1051 ], [ 0, %343 ]
    #dbg_value(i64 %352, !273, !DIExpression(), !312)
    #dbg_value(i32 %353, !284, !DIExpression(), !312)
  %354 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %352, !dbg !558
  %355 = load i32, ptr %354, align 4, !dbg !558, !tbaa !347
    #dbg_value(i32 %355, !276, !DIExpression(), !312)
    #dbg_value(i32 0, !274, !DIExpression(), !312)
  %356 = shl i32 %355, 8
  %357 = sext i32 %356 to i64, !dbg !557
  %358 = zext i32 %355 to i64, !dbg !557
  %359 = getelementptr i32, ptr %15, i64 %357, !dbg !557
  br label %360, !dbg !557

360:                                              ; preds = %828, %349
  %361 = phi i32 [ %350, %349 ], [ %829, %828 ]
  %362 = phi i32 [ %351, %349 ], [ %830, %828 ]
  %363 = phi i64 [ 0, %349 ], [ %832, %828 ]
  %364 = phi i32 [ %353, %349 ], [ %831, %828 ]
    #dbg_value(i64 %363, !274, !DIExpression(), !312)
    #dbg_value(i32 %364, !284, !DIExpression(), !312)
  %365 = icmp eq i64 %363, %358, !dbg !559
  br i1 %365, label %828, label %366, !dbg !560

366:                                              ; preds = %360
    #dbg_value(!DIArgList(i64 %363, i64 %357), !277, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !312)
  %367 = getelementptr i32, ptr %359, i64 %363, !dbg !561
  %368 = load i32, ptr %367, align 4, !dbg !561, !tbaa !347
  %369 = and i32 %368, 2097152, !dbg !562
  %370 = icmp eq i32 %369, 0, !dbg !562
  br i1 %370, label %371, label %822, !dbg !563

371:                                              ; preds = %366
    #dbg_value(i32 %368, !294, !DIExpression(), !564)
  %372 = getelementptr i8, ptr %367, i64 4, !dbg !565
  %373 = load i32, ptr %372, align 4, !dbg !565, !tbaa !347
  %374 = and i32 %373, -2097153, !dbg !566
  %375 = add i32 %374, -1, !dbg !567
    #dbg_value(i32 %375, !295, !DIExpression(), !564)
  %376 = icmp sgt i32 %375, %368, !dbg !568
  br i1 %376, label %377, label %822, !dbg !569

377:                                              ; preds = %371
  br i1 %36, label %378, label %383, !dbg !570

378:                                              ; preds = %377
  %379 = load ptr, ptr @stderr, align 8, !dbg !571, !tbaa !357
  %380 = sub i32 %374, %368, !dbg !571
  %381 = trunc nuw nsw i64 %363 to i32, !dbg !571
  %382 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %379, ptr noundef nonnull @.str.7, i32 noundef %355, i32 noundef %381, i32 noundef %364, i32 noundef %380) #11, !dbg !571
  br label %383, !dbg !571

383:                                              ; preds = %378, %377
    #dbg_assign(i1 undef, !204, !DIExpression(), !310, ptr %4, !DIExpression(), !248)
    #dbg_value(ptr %11, !181, !DIExpression(), !248)
    #dbg_value(ptr %13, !182, !DIExpression(), !248)
    #dbg_value(ptr %28, !183, !DIExpression(), !248)
    #dbg_value(i32 %17, !184, !DIExpression(), !248)
    #dbg_value(i32 %368, !185, !DIExpression(), !248)
    #dbg_value(i32 %375, !186, !DIExpression(), !248)
    #dbg_value(i32 2, !187, !DIExpression(), !248)
    #dbg_value(ptr %9, !188, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #9, !dbg !573
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #9, !dbg !574
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %4) #9, !dbg !575
    #dbg_value(i32 0, !196, !DIExpression(), !248)
  store i32 %368, ptr %2, align 16, !dbg !576, !tbaa !347
  store i32 %375, ptr %3, align 16, !dbg !576, !tbaa !347
  store i32 2, ptr %4, align 16, !dbg !576, !tbaa !347
    #dbg_value(i32 1, !196, !DIExpression(), !248)
  br label %384, !dbg !578

384:                                              ; preds = %505, %383
  %385 = phi i32 [ %361, %383 ], [ %506, %505 ]
  %386 = phi i32 [ %362, %383 ], [ %507, %505 ]
  %387 = phi i32 [ 1, %383 ], [ %508, %505 ]
    #dbg_value(i32 %387, !196, !DIExpression(), !248)
  %388 = icmp ult i32 %387, 98
  %389 = add nsw i32 %387, -1
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %390
  %392 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %390
  %393 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %390
  br label %394, !dbg !578

394:                                              ; preds = %635, %384
  br i1 %388, label %396, label %395, !dbg !579

395:                                              ; preds = %394
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1001) #9, !dbg !581
  br label %396, !dbg !581

396:                                              ; preds = %395, %394
    #dbg_value(i32 %389, !196, !DIExpression(), !248)
  %397 = load i32, ptr %391, align 4, !dbg !583, !tbaa !347
    #dbg_value(i32 %397, !197, !DIExpression(), !248)
  %398 = load i32, ptr %392, align 4, !dbg !583, !tbaa !347
    #dbg_value(i32 %398, !198, !DIExpression(), !248)
  %399 = load i32, ptr %393, align 4, !dbg !583, !tbaa !347
    #dbg_value(i32 %399, !199, !DIExpression(), !248)
  %400 = sub nsw i32 %398, %397, !dbg !585
  %401 = icmp slt i32 %400, 20, !dbg !587
  %402 = icmp sgt i32 %399, 14
  %403 = select i1 %401, i1 true, i1 %402, !dbg !588
  br i1 %403, label %404, label %510, !dbg !588

404:                                              ; preds = %396
    #dbg_value(ptr %11, !589, !DIExpression(), !605)
    #dbg_value(ptr %13, !592, !DIExpression(), !605)
    #dbg_value(ptr %28, !593, !DIExpression(), !605)
    #dbg_value(i32 %17, !594, !DIExpression(), !605)
    #dbg_value(i32 %397, !595, !DIExpression(), !605)
    #dbg_value(i32 %398, !596, !DIExpression(), !605)
    #dbg_value(i32 %399, !597, !DIExpression(), !605)
    #dbg_value(ptr %9, !598, !DIExpression(), !605)
    #dbg_value(i32 %400, !602, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !605)
  %405 = icmp slt i32 %400, 1, !dbg !608
  br i1 %405, label %501, label %406, !dbg !610

406:                                              ; preds = %404, %406
  %407 = phi i64 [ %411, %406 ], [ 0, %404 ], !dbg !605
    #dbg_value(i64 %407, !603, !DIExpression(), !605)
  %408 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %407, !dbg !611
  %409 = load i32, ptr %408, align 4, !dbg !611, !tbaa !347
  %410 = icmp sgt i32 %409, %400, !dbg !612
  %411 = add nuw nsw i64 %407, 1, !dbg !613
    #dbg_value(i64 %411, !603, !DIExpression(), !605)
  br i1 %410, label %412, label %406, !dbg !614, !llvm.loop !615

412:                                              ; preds = %406
  %413 = icmp eq i64 %407, 0, !dbg !616
  br i1 %413, label %501, label %414, !dbg !619

414:                                              ; preds = %412
  %415 = sext i32 %398 to i64, !dbg !619
  br label %416, !dbg !619

416:                                              ; preds = %497, %414
  %417 = phi i64 [ %407, %414 ], [ %418, %497 ]
  %418 = add nsw i64 %417, -1, !dbg !605
  %419 = and i64 %418, 4294967295, !dbg !620
  %420 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %419, !dbg !620
  %421 = load i32, ptr %420, align 4, !dbg !620, !tbaa !347
    #dbg_value(i32 %421, !601, !DIExpression(), !605)
  %422 = add i32 %421, %397, !dbg !622
    #dbg_value(i32 %422, !599, !DIExpression(), !605)
  %423 = sext i32 %422 to i64, !dbg !623
  br label %424, !dbg !623

424:                                              ; preds = %491, %416
  %425 = phi i64 [ %494, %491 ], [ %423, %416 ], !dbg !624
    #dbg_value(i64 %425, !599, !DIExpression(), !605)
  %426 = icmp sgt i64 %425, %415, !dbg !625
  br i1 %426, label %497, label %427, !dbg !628

427:                                              ; preds = %424
  %428 = getelementptr inbounds i32, ptr %11, i64 %425, !dbg !629
  %429 = load i32, ptr %428, align 4, !dbg !629, !tbaa !347
    #dbg_value(i32 %429, !604, !DIExpression(), !605)
    #dbg_value(i64 %425, !600, !DIExpression(), !605)
  %430 = add i32 %429, %399
  %431 = trunc nsw i64 %425 to i32, !dbg !630
  br label %432, !dbg !630

432:                                              ; preds = %442, %427
  %433 = phi i32 [ %431, %427 ], [ %434, %442 ], !dbg !631
    #dbg_value(i32 %433, !600, !DIExpression(), !605)
  %434 = sub nsw i32 %433, %421, !dbg !632
  %435 = sext i32 %434 to i64, !dbg !633
  %436 = getelementptr inbounds i32, ptr %11, i64 %435, !dbg !633
  %437 = load i32, ptr %436, align 4, !dbg !633, !tbaa !347
  %438 = add i32 %437, %399, !dbg !634
  %439 = call fastcc zeroext i8 @mainGtU(i32 noundef %438, i32 noundef %430, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9), !dbg !635
  %440 = icmp eq i8 %439, 0, !dbg !630
  %441 = sext i32 %433 to i64, !dbg !631
  br i1 %440, label %445, label %442, !dbg !630

442:                                              ; preds = %432
  %443 = getelementptr inbounds i32, ptr %11, i64 %441, !dbg !636
  store i32 %437, ptr %443, align 4, !dbg !638, !tbaa !347
    #dbg_value(i32 %434, !600, !DIExpression(), !605)
  %444 = icmp slt i32 %434, %422, !dbg !639
  br i1 %444, label %445, label %432, !dbg !641, !llvm.loop !642

445:                                              ; preds = %442, %432
  %446 = phi i64 [ %441, %432 ], [ %435, %442 ], !dbg !644
    #dbg_value(i32 poison, !600, !DIExpression(), !605)
  %447 = getelementptr inbounds i32, ptr %11, i64 %446, !dbg !644
  store i32 %429, ptr %447, align 4, !dbg !645, !tbaa !347
    #dbg_value(i64 %425, !599, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !605)
  %448 = icmp slt i64 %425, %415, !dbg !646
  br i1 %448, label %449, label %497, !dbg !648

449:                                              ; preds = %445
  %450 = add nsw i64 %425, 1, !dbg !649
    #dbg_value(i64 %450, !599, !DIExpression(), !605)
  %451 = getelementptr inbounds i32, ptr %11, i64 %450, !dbg !650
  %452 = load i32, ptr %451, align 4, !dbg !650, !tbaa !347
    #dbg_value(i32 %452, !604, !DIExpression(), !605)
    #dbg_value(i64 %450, !600, !DIExpression(), !605)
  %453 = add i32 %452, %399
  %454 = trunc nsw i64 %450 to i32, !dbg !651
  br label %455, !dbg !651

455:                                              ; preds = %465, %449
  %456 = phi i32 [ %454, %449 ], [ %457, %465 ], !dbg !631
    #dbg_value(i32 %456, !600, !DIExpression(), !605)
  %457 = sub nsw i32 %456, %421, !dbg !652
  %458 = sext i32 %457 to i64, !dbg !653
  %459 = getelementptr inbounds i32, ptr %11, i64 %458, !dbg !653
  %460 = load i32, ptr %459, align 4, !dbg !653, !tbaa !347
  %461 = add i32 %460, %399, !dbg !654
  %462 = call fastcc zeroext i8 @mainGtU(i32 noundef %461, i32 noundef %453, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9), !dbg !655
  %463 = icmp eq i8 %462, 0, !dbg !651
  %464 = sext i32 %456 to i64, !dbg !631
  br i1 %463, label %468, label %465, !dbg !651

465:                                              ; preds = %455
  %466 = getelementptr inbounds i32, ptr %11, i64 %464, !dbg !656
  store i32 %460, ptr %466, align 4, !dbg !658, !tbaa !347
    #dbg_value(i32 %457, !600, !DIExpression(), !605)
  %467 = icmp slt i32 %457, %422, !dbg !659
  br i1 %467, label %468, label %455, !dbg !661, !llvm.loop !662

468:                                              ; preds = %465, %455
  %469 = phi i64 [ %464, %455 ], [ %458, %465 ], !dbg !664
    #dbg_value(i32 poison, !600, !DIExpression(), !605)
  %470 = getelementptr inbounds i32, ptr %11, i64 %469, !dbg !664
  store i32 %452, ptr %470, align 4, !dbg !665, !tbaa !347
  %471 = add nsw i64 %425, 2, !dbg !666
    #dbg_value(i64 %471, !599, !DIExpression(), !605)
  %472 = icmp sgt i64 %471, %415, !dbg !667
  br i1 %472, label %497, label %473, !dbg !669

473:                                              ; preds = %468
  %474 = getelementptr inbounds i32, ptr %11, i64 %471, !dbg !670
  %475 = load i32, ptr %474, align 4, !dbg !670, !tbaa !347
    #dbg_value(i32 %475, !604, !DIExpression(), !605)
    #dbg_value(i64 %471, !600, !DIExpression(), !605)
  %476 = add i32 %475, %399
  %477 = trunc nsw i64 %471 to i32, !dbg !671
  br label %478, !dbg !671

478:                                              ; preds = %488, %473
  %479 = phi i32 [ %477, %473 ], [ %480, %488 ], !dbg !631
    #dbg_value(i32 %479, !600, !DIExpression(), !605)
  %480 = sub nsw i32 %479, %421, !dbg !672
  %481 = sext i32 %480 to i64, !dbg !673
  %482 = getelementptr inbounds i32, ptr %11, i64 %481, !dbg !673
  %483 = load i32, ptr %482, align 4, !dbg !673, !tbaa !347
  %484 = add i32 %483, %399, !dbg !674
  %485 = call fastcc zeroext i8 @mainGtU(i32 noundef %484, i32 noundef %476, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9), !dbg !675
  %486 = icmp eq i8 %485, 0, !dbg !671
  %487 = sext i32 %479 to i64, !dbg !631
  br i1 %486, label %491, label %488, !dbg !671

488:                                              ; preds = %478
  %489 = getelementptr inbounds i32, ptr %11, i64 %487, !dbg !676
  store i32 %483, ptr %489, align 4, !dbg !678, !tbaa !347
    #dbg_value(i32 %480, !600, !DIExpression(), !605)
  %490 = icmp slt i32 %480, %422, !dbg !679
  br i1 %490, label %491, label %478, !dbg !681, !llvm.loop !682

491:                                              ; preds = %488, %478
  %492 = phi i64 [ %487, %478 ], [ %481, %488 ], !dbg !684
    #dbg_value(i32 poison, !600, !DIExpression(), !605)
  %493 = getelementptr inbounds i32, ptr %11, i64 %492, !dbg !684
  store i32 %475, ptr %493, align 4, !dbg !685, !tbaa !347
  %494 = add nsw i64 %425, 3, !dbg !686
    #dbg_value(i64 %494, !599, !DIExpression(), !605)
  %495 = load i32, ptr %9, align 4, !dbg !687, !tbaa !347
  %496 = icmp slt i32 %495, 0, !dbg !689
  br i1 %496, label %813, label %424, !dbg !690, !llvm.loop !691

497:                                              ; preds = %468, %445, %424
    #dbg_value(i64 %418, !603, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !605)
  %498 = icmp sgt i64 %417, 1, !dbg !616
  br i1 %498, label %416, label %499, !dbg !619, !llvm.loop !693

499:                                              ; preds = %497
  %500 = load i32, ptr %9, align 4, !dbg !695, !tbaa !347
  br label %501, !dbg !695

501:                                              ; preds = %499, %412, %404
  %502 = phi i32 [ %500, %499 ], [ %385, %412 ], [ %385, %404 ]
  %503 = phi i32 [ %500, %499 ], [ %386, %412 ], [ %386, %404 ], !dbg !695
  %504 = icmp slt i32 %503, 0, !dbg !697
  br i1 %504, label %813, label %505, !dbg !698

505:                                              ; preds = %796, %501
  %506 = phi i32 [ %385, %796 ], [ %502, %501 ]
  %507 = phi i32 [ %386, %796 ], [ %503, %501 ]
  %508 = phi i32 [ %812, %796 ], [ %389, %501 ]
  %509 = icmp sgt i32 %508, 0
    #dbg_value(i32 %508, !196, !DIExpression(), !248)
  br i1 %509, label %384, label %815, !dbg !578, !llvm.loop !699

510:                                              ; preds = %396
  %511 = sext i32 %397 to i64, !dbg !701
  %512 = getelementptr inbounds i32, ptr %11, i64 %511, !dbg !701
  %513 = load i32, ptr %512, align 4, !dbg !701, !tbaa !347
  %514 = add i32 %513, %399, !dbg !702
  %515 = zext i32 %514 to i64, !dbg !703
  %516 = getelementptr inbounds i8, ptr %13, i64 %515, !dbg !703
  %517 = load i8, ptr %516, align 1, !dbg !703, !tbaa !362
  %518 = sext i32 %398 to i64, !dbg !704
  %519 = getelementptr inbounds i32, ptr %11, i64 %518, !dbg !704
  %520 = load i32, ptr %519, align 4, !dbg !704, !tbaa !347
  %521 = add i32 %520, %399, !dbg !705
  %522 = zext i32 %521 to i64, !dbg !706
  %523 = getelementptr inbounds i8, ptr %13, i64 %522, !dbg !706
  %524 = load i8, ptr %523, align 1, !dbg !706, !tbaa !362
  %525 = add nsw i32 %398, %397, !dbg !707
  %526 = ashr i32 %525, 1, !dbg !708
  %527 = sext i32 %526 to i64, !dbg !709
  %528 = getelementptr inbounds i32, ptr %11, i64 %527, !dbg !709
  %529 = load i32, ptr %528, align 4, !dbg !709, !tbaa !347
  %530 = add i32 %529, %399, !dbg !710
  %531 = zext i32 %530 to i64, !dbg !711
  %532 = getelementptr inbounds i8, ptr %13, i64 %531, !dbg !711
  %533 = load i8, ptr %532, align 1, !dbg !711, !tbaa !362
    #dbg_value(i8 %517, !712, !DIExpression(), !720)
    #dbg_value(i8 %524, !717, !DIExpression(), !720)
    #dbg_value(i8 %533, !718, !DIExpression(), !720)
  %534 = tail call i8 @llvm.umax.i8(i8 %517, i8 %524), !dbg !722
  %535 = tail call i8 @llvm.umin.i8(i8 %517, i8 %524), !dbg !722
    #dbg_value(i8 %535, !712, !DIExpression(), !720)
    #dbg_value(i8 %534, !717, !DIExpression(), !720)
  %536 = icmp ugt i8 %534, %533, !dbg !723
  %537 = tail call i8 @llvm.umax.i8(i8 %535, i8 %533), !dbg !725
  %538 = select i1 %536, i8 %537, i8 %534, !dbg !725
    #dbg_value(i8 %538, !717, !DIExpression(), !720)
    #dbg_value(i8 %538, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !248)
    #dbg_value(i32 %397, !191, !DIExpression(), !248)
    #dbg_value(i32 %397, !189, !DIExpression(), !248)
    #dbg_value(i32 %398, !192, !DIExpression(), !248)
    #dbg_value(i32 %398, !190, !DIExpression(), !248)
  br label %539, !dbg !726

539:                                              ; preds = %616, %510
  %540 = phi i32 [ %398, %510 ], [ %618, %616 ], !dbg !727
  %541 = phi i32 [ %397, %510 ], [ %584, %616 ], !dbg !728
  %542 = phi i32 [ %398, %510 ], [ %623, %616 ], !dbg !729
  %543 = phi i32 [ %397, %510 ], [ %622, %616 ], !dbg !729
    #dbg_value(i32 %543, !189, !DIExpression(), !248)
    #dbg_value(i32 %542, !190, !DIExpression(), !248)
    #dbg_value(i32 %541, !191, !DIExpression(), !248)
    #dbg_value(i32 %540, !192, !DIExpression(), !248)
  %544 = icmp sgt i32 %543, %542, !dbg !730
  br i1 %544, label %583, label %545, !dbg !732

545:                                              ; preds = %539
  %546 = sext i32 %542 to i64, !dbg !733
  %547 = sext i32 %541 to i64, !dbg !733
  br label %548, !dbg !733

548:                                              ; preds = %561, %545
  %549 = phi i64 [ %547, %545 ], [ %566, %561 ]
  %550 = phi i32 [ %543, %545 ], [ %567, %561 ]
    #dbg_value(i32 %550, !189, !DIExpression(), !248)
    #dbg_value(i64 %549, !191, !DIExpression(), !248)
  %551 = sext i32 %550 to i64, !dbg !732
  br label %552, !dbg !732

552:                                              ; preds = %571, %548
  %553 = phi i64 [ %551, %548 ], [ %572, %571 ]
    #dbg_value(i64 %553, !189, !DIExpression(), !248)
  %554 = getelementptr inbounds i32, ptr %11, i64 %553, !dbg !734
  %555 = load i32, ptr %554, align 4, !dbg !734, !tbaa !347
  %556 = add i32 %555, %399, !dbg !735
  %557 = zext i32 %556 to i64, !dbg !736
  %558 = getelementptr inbounds i8, ptr %13, i64 %557, !dbg !736
  %559 = load i8, ptr %558, align 1, !dbg !736, !tbaa !362
    #dbg_value(!DIArgList(i8 %559, i8 %538), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !248)
  %560 = icmp eq i8 %559, %538, !dbg !737
  br i1 %560, label %561, label %569, !dbg !738

561:                                              ; preds = %552
  %562 = getelementptr inbounds i32, ptr %11, i64 %553
  %563 = trunc nsw i64 %553 to i32
    #dbg_value(i32 %555, !211, !DIExpression(), !739)
  %564 = getelementptr inbounds i32, ptr %11, i64 %549, !dbg !740
  %565 = load i32, ptr %564, align 4, !dbg !740, !tbaa !347
  store i32 %565, ptr %562, align 4, !dbg !740, !tbaa !347
  store i32 %555, ptr %564, align 4, !dbg !740, !tbaa !347
  %566 = add nsw i64 %549, 1, !dbg !741
    #dbg_value(i64 %566, !191, !DIExpression(), !248)
  %567 = add nsw i32 %563, 1, !dbg !742
    #dbg_value(i32 %567, !189, !DIExpression(), !248)
  %568 = icmp sgt i32 %542, %563, !dbg !730
  br i1 %568, label %548, label %574, !dbg !732, !llvm.loop !743

569:                                              ; preds = %552
    #dbg_value(!DIArgList(i8 %559, i8 %538), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !248)
  %570 = icmp ugt i8 %559, %538, !dbg !745
  br i1 %570, label %576, label %571, !dbg !747

571:                                              ; preds = %569
  %572 = add nsw i64 %553, 1, !dbg !748
    #dbg_value(i64 %572, !189, !DIExpression(), !248)
    #dbg_value(i64 %549, !191, !DIExpression(), !248)
  %573 = icmp slt i64 %553, %546, !dbg !730
  br i1 %573, label %552, label %579, !dbg !732, !llvm.loop !749

574:                                              ; preds = %561
  %575 = trunc nsw i64 %566 to i32, !dbg !750
  br label %583, !dbg !750

576:                                              ; preds = %569
  %577 = trunc nsw i64 %549 to i32
  %578 = trunc nsw i64 %553 to i32
  br label %583, !dbg !750

579:                                              ; preds = %571
  %580 = tail call i32 @llvm.smax.i32(i32 %550, i32 %542)
  %581 = add i32 %580, 1
  %582 = trunc nsw i64 %549 to i32
  br label %583, !dbg !750

583:                                              ; preds = %579, %576, %574, %539
  %584 = phi i32 [ %541, %539 ], [ %575, %574 ], [ %577, %576 ], [ %582, %579 ]
  %585 = phi i32 [ %543, %539 ], [ %567, %574 ], [ %578, %576 ], [ %581, %579 ], !dbg !729
    #dbg_value(i32 %542, !190, !DIExpression(), !248)
    #dbg_value(i32 %540, !192, !DIExpression(), !248)
  %586 = icmp sgt i32 %585, %542, !dbg !750
  br i1 %586, label %631, label %587, !dbg !752

587:                                              ; preds = %583
  %588 = sext i32 %585 to i64, !dbg !753
  %589 = sext i32 %540 to i64, !dbg !753
  br label %590, !dbg !753

590:                                              ; preds = %603, %587
  %591 = phi i64 [ %589, %587 ], [ %608, %603 ]
  %592 = phi i32 [ %542, %587 ], [ %609, %603 ]
    #dbg_value(i32 %592, !190, !DIExpression(), !248)
    #dbg_value(i64 %591, !192, !DIExpression(), !248)
  %593 = sext i32 %592 to i64, !dbg !752
  br label %594, !dbg !752

594:                                              ; preds = %613, %590
  %595 = phi i64 [ %593, %590 ], [ %614, %613 ]
    #dbg_value(i64 %595, !190, !DIExpression(), !248)
  %596 = getelementptr inbounds i32, ptr %11, i64 %595, !dbg !754
  %597 = load i32, ptr %596, align 4, !dbg !754, !tbaa !347
  %598 = add i32 %597, %399, !dbg !755
  %599 = zext i32 %598 to i64, !dbg !756
  %600 = getelementptr inbounds i8, ptr %13, i64 %599, !dbg !756
  %601 = load i8, ptr %600, align 1, !dbg !756, !tbaa !362
    #dbg_value(!DIArgList(i8 %601, i8 %538), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !248)
  %602 = icmp eq i8 %601, %538, !dbg !757
  br i1 %602, label %603, label %611, !dbg !758

603:                                              ; preds = %594
  %604 = getelementptr inbounds i32, ptr %11, i64 %595
  %605 = trunc nsw i64 %595 to i32
    #dbg_value(i32 %597, !218, !DIExpression(), !759)
  %606 = getelementptr inbounds i32, ptr %11, i64 %591, !dbg !760
  %607 = load i32, ptr %606, align 4, !dbg !760, !tbaa !347
  store i32 %607, ptr %604, align 4, !dbg !760, !tbaa !347
  store i32 %597, ptr %606, align 4, !dbg !760, !tbaa !347
  %608 = add nsw i64 %591, -1, !dbg !761
    #dbg_value(i64 %608, !192, !DIExpression(), !248)
  %609 = add nsw i32 %605, -1, !dbg !762
    #dbg_value(i32 %609, !190, !DIExpression(), !248)
  %610 = icmp slt i32 %585, %605, !dbg !750
  br i1 %610, label %590, label %629, !dbg !752, !llvm.loop !763

611:                                              ; preds = %594
    #dbg_value(!DIArgList(i8 %601, i8 %538), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !248)
  %612 = icmp ult i8 %601, %538, !dbg !765
  br i1 %612, label %616, label %613, !dbg !767

613:                                              ; preds = %611
  %614 = add nsw i64 %595, -1, !dbg !768
    #dbg_value(i64 %614, !190, !DIExpression(), !248)
    #dbg_value(i64 %591, !192, !DIExpression(), !248)
  %615 = icmp sgt i64 %595, %588, !dbg !750
  br i1 %615, label %594, label %624, !dbg !752, !llvm.loop !769

616:                                              ; preds = %611
  %617 = getelementptr inbounds i32, ptr %11, i64 %595
  %618 = trunc nsw i64 %591 to i32
  %619 = trunc nsw i64 %595 to i32
  %620 = getelementptr inbounds i32, ptr %11, i64 %588, !dbg !770
  %621 = load i32, ptr %620, align 4, !dbg !770, !tbaa !347
    #dbg_value(i32 %621, !223, !DIExpression(), !771)
  store i32 %597, ptr %620, align 4, !dbg !770, !tbaa !347
  store i32 %621, ptr %617, align 4, !dbg !770, !tbaa !347
  %622 = add nsw i32 %585, 1, !dbg !772
    #dbg_value(i32 %622, !189, !DIExpression(), !248)
  %623 = add nsw i32 %619, -1, !dbg !773
    #dbg_value(i32 %623, !190, !DIExpression(), !248)
  br label %539, !dbg !726, !llvm.loop !774

624:                                              ; preds = %613
  %625 = tail call i64 @llvm.smin.i64(i64 %593, i64 %588)
  %626 = trunc nsw i64 %591 to i32, !dbg !776
  %627 = trunc nsw i64 %625 to i32, !dbg !776
  %628 = add i32 %627, -1, !dbg !776
  br label %631, !dbg !776

629:                                              ; preds = %603
  %630 = trunc nsw i64 %608 to i32, !dbg !776
  br label %631, !dbg !776

631:                                              ; preds = %583, %629, %624
  %632 = phi i32 [ %626, %624 ], [ %630, %629 ], [ %540, %583 ]
  %633 = phi i32 [ %628, %624 ], [ %609, %629 ], [ %542, %583 ], !dbg !729
  %634 = icmp slt i32 %632, %584, !dbg !776
  br i1 %634, label %635, label %637, !dbg !778

635:                                              ; preds = %631
  %636 = add nsw i32 %399, 1, !dbg !779
  store i32 %636, ptr %393, align 4, !dbg !779, !tbaa !347
    #dbg_value(i32 %387, !196, !DIExpression(), !248)
  br label %394, !dbg !578

637:                                              ; preds = %631
  %638 = sub nsw i32 %584, %397, !dbg !782
  %639 = sub nsw i32 %585, %584, !dbg !782
  %640 = tail call i32 @llvm.smin.i32(i32 %638, i32 %639), !dbg !782
    #dbg_value(i32 %640, !193, !DIExpression(), !248)
    #dbg_value(!DIArgList(i32 %585, i32 %640), !227, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !783)
    #dbg_value(i32 %640, !228, !DIExpression(), !783)
    #dbg_value(i32 %397, !225, !DIExpression(), !783)
  %641 = icmp sgt i32 %640, 0, !dbg !784
  br i1 %641, label %642, label %700, !dbg !784

642:                                              ; preds = %637
  %643 = sub i32 %585, %640, !dbg !784
    #dbg_value(i32 %643, !227, !DIExpression(), !783)
  %644 = sext i32 %643 to i64, !dbg !784
  %645 = zext nneg i32 %640 to i64, !dbg !784
  %646 = icmp ult i32 %640, 8, !dbg !784
  br i1 %646, label %684, label %647, !dbg !784

647:                                              ; preds = %642
  %648 = shl nsw i64 %511, 2, !dbg !784
  %649 = getelementptr i8, ptr %11, i64 %648, !dbg !784
  %650 = add nsw i32 %640, -1, !dbg !784
  %651 = zext i32 %650 to i64, !dbg !784
  %652 = shl nuw nsw i64 %651, 2, !dbg !784
  %653 = getelementptr i8, ptr %347, i64 %648, !dbg !784
  %654 = getelementptr i8, ptr %653, i64 %652, !dbg !784
  %655 = shl nsw i64 %644, 2, !dbg !784
  %656 = getelementptr i8, ptr %11, i64 %655, !dbg !784
  %657 = getelementptr i8, ptr %348, i64 %655, !dbg !784
  %658 = getelementptr i8, ptr %657, i64 %652, !dbg !784
  %659 = icmp ult ptr %649, %658, !dbg !784
  %660 = icmp ult ptr %656, %654, !dbg !784
  %661 = and i1 %659, %660, !dbg !784
  br i1 %661, label %684, label %662, !dbg !784

662:                                              ; preds = %647
  %663 = and i64 %645, 2147483640, !dbg !784
  %664 = add nsw i64 %663, %511, !dbg !784
  %665 = add nsw i64 %663, %644, !dbg !784
  %666 = trunc nuw nsw i64 %663 to i32, !dbg !784
  %667 = sub nsw i32 %640, %666, !dbg !784
  %668 = getelementptr i32, ptr %11, i64 %511, !dbg !784
  %669 = getelementptr i32, ptr %11, i64 %644, !dbg !784
  br label %670, !dbg !784

670:                                              ; preds = %670, %662
  %671 = phi i64 [ 0, %662 ], [ %680, %670 ]
  %672 = getelementptr i32, ptr %668, i64 %671, !dbg !785
  %673 = getelementptr inbounds i8, ptr %672, i64 16, !dbg !785
  %674 = load <4 x i32>, ptr %672, align 4, !dbg !785, !tbaa !347, !alias.scope !786, !noalias !789
  %675 = load <4 x i32>, ptr %673, align 4, !dbg !785, !tbaa !347, !alias.scope !786, !noalias !789
  %676 = getelementptr i32, ptr %669, i64 %671, !dbg !785
  %677 = getelementptr inbounds i8, ptr %676, i64 16, !dbg !785
  %678 = load <4 x i32>, ptr %676, align 4, !dbg !785, !tbaa !347, !alias.scope !789
  %679 = load <4 x i32>, ptr %677, align 4, !dbg !785, !tbaa !347, !alias.scope !789
  store <4 x i32> %678, ptr %672, align 4, !dbg !785, !tbaa !347, !alias.scope !786, !noalias !789
  store <4 x i32> %679, ptr %673, align 4, !dbg !785, !tbaa !347, !alias.scope !786, !noalias !789
  store <4 x i32> %674, ptr %676, align 4, !dbg !785, !tbaa !347, !alias.scope !789
  store <4 x i32> %675, ptr %677, align 4, !dbg !785, !tbaa !347, !alias.scope !789
  %680 = add nuw i64 %671, 8
  %681 = icmp eq i64 %680, %663
  br i1 %681, label %682, label %670, !llvm.loop !791

682:                                              ; preds = %670
  %683 = icmp eq i64 %663, %645, !dbg !784
  br i1 %683, label %700, label %684, !dbg !784

684:                                              ; preds = %682, %647, %642
  %685 = phi i64 [ %511, %647 ], [ %511, %642 ], [ %664, %682 ]
  %686 = phi i64 [ %644, %647 ], [ %644, %642 ], [ %665, %682 ]
  %687 = phi i32 [ %640, %647 ], [ %640, %642 ], [ %667, %682 ]
  br label %688, !dbg !784

688:                                              ; preds = %684, %688
  %689 = phi i64 [ %696, %688 ], [ %685, %684 ]
  %690 = phi i64 [ %697, %688 ], [ %686, %684 ]
  %691 = phi i32 [ %698, %688 ], [ %687, %684 ]
    #dbg_value(i32 %691, !228, !DIExpression(), !783)
    #dbg_value(i64 %690, !227, !DIExpression(), !783)
    #dbg_value(i64 %689, !225, !DIExpression(), !783)
  %692 = getelementptr inbounds i32, ptr %11, i64 %689, !dbg !785
  %693 = load i32, ptr %692, align 4, !dbg !785, !tbaa !347
    #dbg_value(i32 %693, !229, !DIExpression(), !792)
  %694 = getelementptr inbounds i32, ptr %11, i64 %690, !dbg !785
  %695 = load i32, ptr %694, align 4, !dbg !785, !tbaa !347
  store i32 %695, ptr %692, align 4, !dbg !785, !tbaa !347
  store i32 %693, ptr %694, align 4, !dbg !785, !tbaa !347
  %696 = add nsw i64 %689, 1, !dbg !793
    #dbg_value(i64 %696, !225, !DIExpression(), !783)
  %697 = add nsw i64 %690, 1, !dbg !793
    #dbg_value(i64 %697, !227, !DIExpression(), !783)
  %698 = add nsw i32 %691, -1, !dbg !793
    #dbg_value(i32 %698, !228, !DIExpression(), !783)
  %699 = icmp ugt i32 %691, 1, !dbg !784
  br i1 %699, label %688, label %700, !dbg !784, !llvm.loop !794

700:                                              ; preds = %688, %682, %637
  %701 = sub nsw i32 %398, %632, !dbg !795
  %702 = sub nsw i32 %632, %633, !dbg !795
  %703 = tail call i32 @llvm.smin.i32(i32 %701, i32 %702), !dbg !795
    #dbg_value(i32 %703, !194, !DIExpression(), !248)
    #dbg_value(!DIArgList(i32 %398, i32 %703), !234, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !796)
    #dbg_value(i32 %703, !235, !DIExpression(), !796)
    #dbg_value(i32 %585, !232, !DIExpression(), !796)
  %704 = icmp sgt i32 %703, 0, !dbg !797
  br i1 %704, label %705, label %765, !dbg !797

705:                                              ; preds = %700
  %706 = sub i32 %398, %703, !dbg !797
    #dbg_value(i32 %706, !234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !796)
  %707 = sext i32 %706 to i64, !dbg !797
  %708 = sext i32 %585 to i64, !dbg !797
  %709 = zext nneg i32 %703 to i64, !dbg !797
  %710 = icmp ult i32 %703, 8, !dbg !797
  br i1 %710, label %749, label %711, !dbg !797

711:                                              ; preds = %705
  %712 = shl nsw i64 %708, 2, !dbg !797
  %713 = getelementptr i8, ptr %11, i64 %712, !dbg !797
  %714 = add nsw i32 %703, -1, !dbg !797
  %715 = zext i32 %714 to i64, !dbg !797
  %716 = shl nuw nsw i64 %715, 2, !dbg !797
  %717 = getelementptr i8, ptr %344, i64 %712, !dbg !797
  %718 = getelementptr i8, ptr %717, i64 %716, !dbg !797
  %719 = shl nsw i64 %707, 2, !dbg !797
  %720 = getelementptr i8, ptr %345, i64 %719, !dbg !797
  %721 = getelementptr i8, ptr %346, i64 %719, !dbg !797
  %722 = getelementptr i8, ptr %721, i64 %716, !dbg !797
  %723 = icmp ult ptr %713, %722, !dbg !797
  %724 = icmp ult ptr %720, %718, !dbg !797
  %725 = and i1 %723, %724, !dbg !797
  br i1 %725, label %749, label %726, !dbg !797

726:                                              ; preds = %711
  %727 = and i64 %709, 2147483640, !dbg !797
  %728 = add nsw i64 %727, %708, !dbg !797
  %729 = add nsw i64 %727, %707, !dbg !797
  %730 = trunc nuw nsw i64 %727 to i32, !dbg !797
  %731 = sub nsw i32 %703, %730, !dbg !797
  %732 = getelementptr i32, ptr %11, i64 %708, !dbg !797
  %733 = getelementptr i32, ptr %11, i64 %707, !dbg !797
  br label %734, !dbg !797

734:                                              ; preds = %734, %726
  %735 = phi i64 [ 0, %726 ], [ %745, %734 ]
  %736 = getelementptr i32, ptr %732, i64 %735, !dbg !798
  %737 = getelementptr inbounds i8, ptr %736, i64 16, !dbg !798
  %738 = load <4 x i32>, ptr %736, align 4, !dbg !798, !tbaa !347, !alias.scope !799, !noalias !802
  %739 = load <4 x i32>, ptr %737, align 4, !dbg !798, !tbaa !347, !alias.scope !799, !noalias !802
  %740 = getelementptr i32, ptr %733, i64 %735, !dbg !798
  %741 = getelementptr i8, ptr %740, i64 4, !dbg !798
  %742 = getelementptr i8, ptr %740, i64 20, !dbg !798
  %743 = load <4 x i32>, ptr %741, align 4, !dbg !798, !tbaa !347, !alias.scope !802
  %744 = load <4 x i32>, ptr %742, align 4, !dbg !798, !tbaa !347, !alias.scope !802
  store <4 x i32> %743, ptr %736, align 4, !dbg !798, !tbaa !347, !alias.scope !799, !noalias !802
  store <4 x i32> %744, ptr %737, align 4, !dbg !798, !tbaa !347, !alias.scope !799, !noalias !802
  store <4 x i32> %738, ptr %741, align 4, !dbg !798, !tbaa !347, !alias.scope !802
  store <4 x i32> %739, ptr %742, align 4, !dbg !798, !tbaa !347, !alias.scope !802
  %745 = add nuw i64 %735, 8
  %746 = icmp eq i64 %745, %727
  br i1 %746, label %747, label %734, !llvm.loop !804

747:                                              ; preds = %734
  %748 = icmp eq i64 %727, %709, !dbg !797
  br i1 %748, label %765, label %749, !dbg !797

749:                                              ; preds = %747, %711, %705
  %750 = phi i64 [ %708, %711 ], [ %708, %705 ], [ %728, %747 ]
  %751 = phi i64 [ %707, %711 ], [ %707, %705 ], [ %729, %747 ]
  %752 = phi i32 [ %703, %711 ], [ %703, %705 ], [ %731, %747 ]
  br label %753, !dbg !797

753:                                              ; preds = %749, %753
  %754 = phi i64 [ %762, %753 ], [ %750, %749 ]
  %755 = phi i64 [ %757, %753 ], [ %751, %749 ]
  %756 = phi i32 [ %763, %753 ], [ %752, %749 ]
    #dbg_value(i32 %756, !235, !DIExpression(), !796)
    #dbg_value(i64 %755, !234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !796)
    #dbg_value(i64 %754, !232, !DIExpression(), !796)
  %757 = add nsw i64 %755, 1, !dbg !797
    #dbg_value(i64 %757, !234, !DIExpression(), !796)
  %758 = getelementptr inbounds i32, ptr %11, i64 %754, !dbg !798
  %759 = load i32, ptr %758, align 4, !dbg !798, !tbaa !347
    #dbg_value(i32 %759, !236, !DIExpression(), !805)
  %760 = getelementptr inbounds i32, ptr %11, i64 %757, !dbg !798
  %761 = load i32, ptr %760, align 4, !dbg !798, !tbaa !347
  store i32 %761, ptr %758, align 4, !dbg !798, !tbaa !347
  store i32 %759, ptr %760, align 4, !dbg !798, !tbaa !347
  %762 = add nsw i64 %754, 1, !dbg !806
    #dbg_value(i64 %762, !232, !DIExpression(), !796)
    #dbg_value(i64 %757, !234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !796)
  %763 = add nsw i32 %756, -1, !dbg !806
    #dbg_value(i32 %763, !235, !DIExpression(), !796)
  %764 = icmp ugt i32 %756, 1, !dbg !797
  br i1 %764, label %753, label %765, !dbg !797, !llvm.loop !807

765:                                              ; preds = %753, %747, %700
  %766 = sub i32 %397, %584, !dbg !808
  %767 = add i32 %766, %585, !dbg !809
  %768 = add nsw i32 %767, -1, !dbg !810
    #dbg_value(i32 %768, !193, !DIExpression(), !248)
  %769 = sub nsw i32 %398, %702, !dbg !811
  %770 = add nsw i32 %769, 1, !dbg !812
    #dbg_value(i32 %770, !194, !DIExpression(), !248)
    #dbg_value(i32 %397, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %768, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %770, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %398, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %767, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %769, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
  %771 = add nsw i32 %399, 1, !dbg !813
    #dbg_value(i32 %771, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
  %772 = sub nsw i32 %768, %397, !dbg !814
  %773 = sub nsw i32 %398, %770, !dbg !815
  %774 = icmp slt i32 %772, %773, !dbg !816
  br i1 %774, label %775, label %776, !dbg !817

775:                                              ; preds = %765
    #dbg_value(i32 %770, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %397, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %398, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %768, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %399, !239, !DIExpression(), !818)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  br label %776, !dbg !819

776:                                              ; preds = %775, %765
  %777 = phi i32 [ %772, %775 ], [ %773, %765 ], !dbg !820
  %778 = phi i32 [ %397, %775 ], [ %770, %765 ], !dbg !729
  %779 = phi i32 [ %770, %775 ], [ %397, %765 ], !dbg !729
  %780 = phi i32 [ %768, %775 ], [ %398, %765 ], !dbg !729
  %781 = phi i32 [ %398, %775 ], [ %768, %765 ], !dbg !729
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %781, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %780, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %779, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %778, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  %782 = sub nsw i32 %769, %767, !dbg !821
  %783 = icmp slt i32 %777, %782, !dbg !822
  br i1 %783, label %784, label %785, !dbg !823

784:                                              ; preds = %776
    #dbg_value(i32 %767, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %778, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %769, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %780, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %399, !242, !DIExpression(), !824)
    #dbg_value(i32 %771, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
  br label %785, !dbg !825

785:                                              ; preds = %784, %776
  %786 = phi i32 [ %782, %784 ], [ %777, %776 ], !dbg !826
  %787 = phi i32 [ %767, %784 ], [ %778, %776 ], !dbg !729
  %788 = phi i32 [ %780, %784 ], [ %769, %776 ], !dbg !729
  %789 = phi i32 [ %769, %784 ], [ %780, %776 ], !dbg !729
  %790 = phi i32 [ %399, %784 ], [ %771, %776 ], !dbg !729
  %791 = phi i32 [ %771, %784 ], [ %399, %776 ], !dbg !729
  %792 = phi i32 [ %778, %784 ], [ %767, %776 ], !dbg !729
    #dbg_value(i32 %792, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %791, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %790, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %789, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %788, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %787, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  %793 = sub nsw i32 %781, %779, !dbg !827
  %794 = icmp slt i32 %793, %786, !dbg !828
  br i1 %794, label %795, label %796, !dbg !829

795:                                              ; preds = %785
    #dbg_value(i32 %787, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %779, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %789, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %781, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %399, !245, !DIExpression(), !830)
    #dbg_value(i32 %791, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %399, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  br label %796, !dbg !831

796:                                              ; preds = %795, %785
  %797 = phi i32 [ %779, %795 ], [ %787, %785 ], !dbg !729
  %798 = phi i32 [ %787, %795 ], [ %779, %785 ], !dbg !729
  %799 = phi i32 [ %781, %795 ], [ %789, %785 ], !dbg !729
  %800 = phi i32 [ %789, %795 ], [ %781, %785 ], !dbg !729
  %801 = phi i32 [ %399, %795 ], [ %791, %785 ], !dbg !729
  %802 = phi i32 [ %791, %795 ], [ %399, %785 ], !dbg !729
    #dbg_value(i32 %802, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %801, !210, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %800, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %799, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %798, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %797, !205, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  store i32 %798, ptr %391, align 4, !dbg !832, !tbaa !347
  store i32 %800, ptr %392, align 4, !dbg !832, !tbaa !347
  store i32 %802, ptr %393, align 4, !dbg !832, !tbaa !347
    #dbg_value(i32 %387, !196, !DIExpression(), !248)
  %803 = zext nneg i32 %387 to i64, !dbg !834
  %804 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %803, !dbg !834
  store i32 %797, ptr %804, align 4, !dbg !834, !tbaa !347
  %805 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %803, !dbg !834
  store i32 %799, ptr %805, align 4, !dbg !834, !tbaa !347
  %806 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %803, !dbg !834
  store i32 %801, ptr %806, align 4, !dbg !834, !tbaa !347
  %807 = add nuw nsw i32 %387, 1, !dbg !834
    #dbg_value(i32 %807, !196, !DIExpression(), !248)
  %808 = zext nneg i32 %807 to i64, !dbg !836
  %809 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %808, !dbg !836
  store i32 %792, ptr %809, align 4, !dbg !836, !tbaa !347
  %810 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %808, !dbg !836
  store i32 %788, ptr %810, align 4, !dbg !836, !tbaa !347
  %811 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %808, !dbg !836
  store i32 %790, ptr %811, align 4, !dbg !836, !tbaa !347
  %812 = add nuw nsw i32 %387, 2, !dbg !836
    #dbg_value(i32 %812, !196, !DIExpression(), !248)
  br label %505, !dbg !578

813:                                              ; preds = %501, %491
  %814 = phi i32 [ %495, %491 ], [ %502, %501 ]
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9, !dbg !838
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9, !dbg !838
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9, !dbg !838
    #dbg_value(!DIArgList(i32 %364, i32 %375, i32 %368), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !312)
  br label %1058

815:                                              ; preds = %505
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9, !dbg !838
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9, !dbg !838
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9, !dbg !838
    #dbg_value(!DIArgList(i32 %364, i32 %375, i32 %368), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !312)
  %816 = icmp sgt i32 %506, -1, !dbg !839
  br i1 %816, label %817, label %1058

817:                                              ; preds = %815
  %818 = add i32 %364, 1, !dbg !841
    #dbg_value(!DIArgList(i32 %818, i32 %375, i32 %368), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !312)
  %819 = sub i32 %818, %368, !dbg !842
    #dbg_value(!DIArgList(i32 %819, i32 %375), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !312)
  %820 = add i32 %819, %375, !dbg !843
    #dbg_value(i32 %820, !284, !DIExpression(), !312)
  %821 = load i32, ptr %367, align 4, !dbg !844, !tbaa !347
  br label %822

822:                                              ; preds = %817, %371, %366
  %823 = phi i32 [ %361, %366 ], [ %506, %817 ], [ %361, %371 ]
  %824 = phi i32 [ %362, %366 ], [ %506, %817 ], [ %362, %371 ]
  %825 = phi i32 [ %368, %366 ], [ %821, %817 ], [ %368, %371 ], !dbg !844
  %826 = phi i32 [ %364, %366 ], [ %820, %817 ], [ %364, %371 ], !dbg !312
    #dbg_value(i32 %826, !284, !DIExpression(), !312)
  %827 = or i32 %825, 2097152, !dbg !844
  store i32 %827, ptr %367, align 4, !dbg !844, !tbaa !347
  br label %828, !dbg !845

828:                                              ; preds = %822, %360
  %829 = phi i32 [ %823, %822 ], [ %361, %360 ]
  %830 = phi i32 [ %824, %822 ], [ %362, %360 ]
  %831 = phi i32 [ %826, %822 ], [ %364, %360 ], !dbg !846
    #dbg_value(i32 %831, !284, !DIExpression(), !312)
  %832 = add nuw nsw i64 %363, 1, !dbg !847
    #dbg_value(i64 %832, !274, !DIExpression(), !312)
  %833 = icmp eq i64 %832, 256, !dbg !848
  br i1 %833, label %834, label %360, !dbg !557, !llvm.loop !849

834:                                              ; preds = %828
  %835 = sext i32 %355 to i64, !dbg !851
  %836 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %835, !dbg !851
  %837 = load i8, ptr %836, align 1, !dbg !851, !tbaa !362
  %838 = icmp eq i8 %837, 0, !dbg !851
  br i1 %838, label %840, label %839, !dbg !854

839:                                              ; preds = %834
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1006) #9, !dbg !851
  br label %840, !dbg !851

840:                                              ; preds = %839, %834
    #dbg_value(i32 0, !274, !DIExpression(), !312)
  %841 = getelementptr i32, ptr %15, i64 %835, !dbg !855
  br label %842, !dbg !855

842:                                              ; preds = %842, %840
  %843 = phi i64 [ 0, %840 ], [ %865, %842 ]
    #dbg_value(i64 %843, !274, !DIExpression(), !312)
  %844 = shl i64 %843, 10, !dbg !858
  %845 = getelementptr i8, ptr %841, i64 %844, !dbg !858
  %846 = load i32, ptr %845, align 4, !dbg !858, !tbaa !347
  %847 = and i32 %846, -2097153, !dbg !861
  %848 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %843, !dbg !862
  store i32 %847, ptr %848, align 8, !dbg !863, !tbaa !347
  %849 = getelementptr i8, ptr %845, i64 4, !dbg !864
  %850 = load i32, ptr %849, align 4, !dbg !864, !tbaa !347
  %851 = and i32 %850, -2097153, !dbg !865
  %852 = add i32 %851, -1, !dbg !866
  %853 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %843, !dbg !867
  store i32 %852, ptr %853, align 8, !dbg !868, !tbaa !347
  %854 = or disjoint i64 %843, 1, !dbg !869
    #dbg_value(i64 %854, !274, !DIExpression(), !312)
  %855 = shl i64 %854, 10, !dbg !858
  %856 = getelementptr i8, ptr %841, i64 %855, !dbg !858
  %857 = load i32, ptr %856, align 4, !dbg !858, !tbaa !347
  %858 = and i32 %857, -2097153, !dbg !861
  %859 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %854, !dbg !862
  store i32 %858, ptr %859, align 4, !dbg !863, !tbaa !347
  %860 = getelementptr i8, ptr %856, i64 4, !dbg !864
  %861 = load i32, ptr %860, align 4, !dbg !864, !tbaa !347
  %862 = and i32 %861, -2097153, !dbg !865
  %863 = add i32 %862, -1, !dbg !866
  %864 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %854, !dbg !867
  store i32 %863, ptr %864, align 4, !dbg !868, !tbaa !347
  %865 = add nuw nsw i64 %843, 2, !dbg !869
    #dbg_value(i64 %865, !274, !DIExpression(), !312)
  %866 = icmp eq i64 %865, 256, !dbg !870
  br i1 %866, label %867, label %842, !dbg !855, !llvm.loop !871

867:                                              ; preds = %842
  %868 = load i32, ptr %359, align 4, !dbg !873, !tbaa !347
  %869 = and i32 %868, -2097153, !dbg !875
    #dbg_value(i32 %869, !274, !DIExpression(), !312)
  %870 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %835
  %871 = load i32, ptr %870, align 4, !dbg !876, !tbaa !347
  %872 = icmp slt i32 %869, %871, !dbg !878
  br i1 %872, label %873, label %903, !dbg !879

873:                                              ; preds = %867
  %874 = sext i32 %869 to i64, !dbg !879
  br label %875, !dbg !879

875:                                              ; preds = %898, %873
  %876 = phi i32 [ %871, %873 ], [ %899, %898 ]
  %877 = phi i64 [ %874, %873 ], [ %900, %898 ]
    #dbg_value(i64 %877, !274, !DIExpression(), !312)
  %878 = getelementptr inbounds i32, ptr %11, i64 %877, !dbg !880
  %879 = load i32, ptr %878, align 4, !dbg !880, !tbaa !347
  %880 = add i32 %879, -1, !dbg !882
    #dbg_value(i32 %880, !275, !DIExpression(), !312)
  %881 = icmp slt i32 %880, 0, !dbg !883
  %882 = select i1 %881, i32 %17, i32 0, !dbg !885
  %883 = add nsw i32 %882, %880, !dbg !885
    #dbg_value(i32 %883, !275, !DIExpression(), !312)
  %884 = sext i32 %883 to i64, !dbg !886
  %885 = getelementptr inbounds i8, ptr %13, i64 %884, !dbg !886
  %886 = load i8, ptr %885, align 1, !dbg !886, !tbaa !362
    #dbg_value(i8 %886, !283, !DIExpression(), !312)
  %887 = zext i8 %886 to i64, !dbg !887
  %888 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %887, !dbg !887
  %889 = load i8, ptr %888, align 1, !dbg !887, !tbaa !362
  %890 = icmp eq i8 %889, 0, !dbg !887
  br i1 %890, label %891, label %898, !dbg !889

891:                                              ; preds = %875
  %892 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %887, !dbg !890
  %893 = load i32, ptr %892, align 4, !dbg !891, !tbaa !347
  %894 = add nsw i32 %893, 1, !dbg !891
  store i32 %894, ptr %892, align 4, !dbg !891, !tbaa !347
  %895 = sext i32 %893 to i64, !dbg !892
  %896 = getelementptr inbounds i32, ptr %11, i64 %895, !dbg !892
  store i32 %883, ptr %896, align 4, !dbg !893, !tbaa !347
  %897 = load i32, ptr %870, align 4, !dbg !876, !tbaa !347
  br label %898, !dbg !892

898:                                              ; preds = %891, %875
  %899 = phi i32 [ %876, %875 ], [ %897, %891 ], !dbg !876
  %900 = add nsw i64 %877, 1, !dbg !894
    #dbg_value(i64 %900, !274, !DIExpression(), !312)
  %901 = sext i32 %899 to i64, !dbg !878
  %902 = icmp slt i64 %900, %901, !dbg !878
  br i1 %902, label %875, label %903, !dbg !879, !llvm.loop !895

903:                                              ; preds = %898, %867
  %904 = phi i32 [ %871, %867 ], [ %899, %898 ], !dbg !876
  %905 = add i32 %356, 256, !dbg !897
  %906 = sext i32 %905 to i64, !dbg !899
  %907 = getelementptr inbounds i32, ptr %15, i64 %906, !dbg !899
  %908 = load i32, ptr %907, align 4, !dbg !899, !tbaa !347
  %909 = and i32 %908, -2097153, !dbg !900
    #dbg_value(i32 %909, !274, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !312)
  %910 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %835
  %911 = add i32 %909, -1, !dbg !901
  %912 = load i32, ptr %910, align 4, !dbg !902, !tbaa !347
  %913 = icmp sgt i32 %911, %912, !dbg !904
  br i1 %913, label %914, label %944, !dbg !905

914:                                              ; preds = %903
  %915 = sext i32 %911 to i64, !dbg !905
  br label %916, !dbg !905

916:                                              ; preds = %914, %939
  %917 = phi i64 [ %915, %914 ], [ %941, %939 ]
  %918 = phi i32 [ %912, %914 ], [ %940, %939 ]
  %919 = getelementptr inbounds i32, ptr %11, i64 %917, !dbg !906
  %920 = load i32, ptr %919, align 4, !dbg !906, !tbaa !347
  %921 = add i32 %920, -1, !dbg !908
    #dbg_value(i32 %921, !275, !DIExpression(), !312)
  %922 = icmp slt i32 %921, 0, !dbg !909
  %923 = select i1 %922, i32 %17, i32 0, !dbg !911
  %924 = add nsw i32 %923, %921, !dbg !911
    #dbg_value(i32 %924, !275, !DIExpression(), !312)
  %925 = sext i32 %924 to i64, !dbg !912
  %926 = getelementptr inbounds i8, ptr %13, i64 %925, !dbg !912
  %927 = load i8, ptr %926, align 1, !dbg !912, !tbaa !362
    #dbg_value(i8 %927, !283, !DIExpression(), !312)
  %928 = zext i8 %927 to i64, !dbg !913
  %929 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %928, !dbg !913
  %930 = load i8, ptr %929, align 1, !dbg !913, !tbaa !362
  %931 = icmp eq i8 %930, 0, !dbg !913
  br i1 %931, label %932, label %939, !dbg !915

932:                                              ; preds = %916
  %933 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %928, !dbg !916
  %934 = load i32, ptr %933, align 4, !dbg !917, !tbaa !347
  %935 = add nsw i32 %934, -1, !dbg !917
  store i32 %935, ptr %933, align 4, !dbg !917, !tbaa !347
  %936 = sext i32 %934 to i64, !dbg !918
  %937 = getelementptr inbounds i32, ptr %11, i64 %936, !dbg !918
  store i32 %924, ptr %937, align 4, !dbg !919, !tbaa !347
  %938 = load i32, ptr %910, align 4, !dbg !902, !tbaa !347
  br label %939, !dbg !918

939:                                              ; preds = %932, %916
  %940 = phi i32 [ %918, %916 ], [ %938, %932 ], !dbg !902
    #dbg_value(i64 %917, !274, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !312)
  %941 = add nsw i64 %917, -1, !dbg !901
    #dbg_value(i64 %941, !274, !DIExpression(), !312)
  %942 = sext i32 %940 to i64, !dbg !904
  %943 = icmp sgt i64 %941, %942, !dbg !904
  br i1 %943, label %916, label %944, !dbg !905, !llvm.loop !920

944:                                              ; preds = %939, %903
  %945 = phi i32 [ %912, %903 ], [ %940, %939 ], !dbg !902
  %946 = add nsw i32 %904, -1, !dbg !922
  %947 = icmp eq i32 %946, %945, !dbg !922
  br i1 %947, label %953, label %948, !dbg !922

948:                                              ; preds = %944
  %949 = icmp eq i32 %904, 0, !dbg !922
  %950 = icmp eq i32 %945, %43, !dbg !922
  %951 = and i1 %949, %950, !dbg !922
  br i1 %951, label %953, label %952, !dbg !922

952:                                              ; preds = %948
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1007) #9, !dbg !922
  br label %953, !dbg !922

953:                                              ; preds = %952, %948, %944
  br label %954, !dbg !925

954:                                              ; preds = %954, %953
  %955 = phi i64 [ 0, %953 ], [ %975, %954 ]
    #dbg_value(i64 %955, !274, !DIExpression(), !312)
  %956 = shl i64 %955, 10, !dbg !927
  %957 = getelementptr i8, ptr %841, i64 %956, !dbg !927
  %958 = load i32, ptr %957, align 4, !dbg !929, !tbaa !347
  %959 = or i32 %958, 2097152, !dbg !929
  store i32 %959, ptr %957, align 4, !dbg !929, !tbaa !347
    #dbg_value(i64 %955, !274, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !312)
  %960 = shl i64 %955, 10, !dbg !927
  %961 = or disjoint i64 %960, 1024, !dbg !927
  %962 = getelementptr i8, ptr %841, i64 %961, !dbg !927
  %963 = load i32, ptr %962, align 4, !dbg !929, !tbaa !347
  %964 = or i32 %963, 2097152, !dbg !929
  store i32 %964, ptr %962, align 4, !dbg !929, !tbaa !347
    #dbg_value(i64 %955, !274, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !312)
  %965 = shl i64 %955, 10, !dbg !927
  %966 = or disjoint i64 %965, 2048, !dbg !927
  %967 = getelementptr i8, ptr %841, i64 %966, !dbg !927
  %968 = load i32, ptr %967, align 4, !dbg !929, !tbaa !347
  %969 = or i32 %968, 2097152, !dbg !929
  store i32 %969, ptr %967, align 4, !dbg !929, !tbaa !347
    #dbg_value(i64 %955, !274, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !312)
  %970 = shl i64 %955, 10, !dbg !927
  %971 = or disjoint i64 %970, 3072, !dbg !927
  %972 = getelementptr i8, ptr %841, i64 %971, !dbg !927
  %973 = load i32, ptr %972, align 4, !dbg !929, !tbaa !347
  %974 = or i32 %973, 2097152, !dbg !929
  store i32 %974, ptr %972, align 4, !dbg !929, !tbaa !347
  %975 = add nuw nsw i64 %955, 4, !dbg !930
    #dbg_value(i64 %975, !274, !DIExpression(), !312)
  %976 = icmp eq i64 %975, 256, !dbg !931
  br i1 %976, label %977, label %954, !dbg !925, !llvm.loop !932

977:                                              ; preds = %954
  store i8 1, ptr %836, align 1, !dbg !934, !tbaa !362
  %978 = icmp eq i64 %352, 255, !dbg !935
  br i1 %978, label %1053, label %979, !dbg !936

979:                                              ; preds = %977
  %980 = load i32, ptr %359, align 4, !dbg !937, !tbaa !347
  %981 = and i32 %980, -2097153, !dbg !938
    #dbg_value(i32 %981, !296, !DIExpression(), !939)
  %982 = load i32, ptr %907, align 4, !dbg !940, !tbaa !347
  %983 = and i32 %982, -2097153, !dbg !941
  %984 = sub i32 %983, %981, !dbg !942
    #dbg_value(i32 %984, !299, !DIExpression(), !939)
    #dbg_value(i32 0, !300, !DIExpression(), !939)
  br label %985, !dbg !943

985:                                              ; preds = %985, %979
  %986 = phi i32 [ 0, %979 ], [ %989, %985 ], !dbg !939
    #dbg_value(i32 %986, !300, !DIExpression(), !939)
  %987 = ashr i32 %984, %986, !dbg !944
  %988 = icmp sgt i32 %987, 65534, !dbg !945
  %989 = add nuw nsw i32 %986, 1, !dbg !946
    #dbg_value(i32 %989, !300, !DIExpression(), !939)
  br i1 %988, label %985, label %990, !dbg !943, !llvm.loop !947

990:                                              ; preds = %985
  %991 = add nsw i32 %984, -1, !dbg !948
    #dbg_value(i32 %991, !274, !DIExpression(), !312)
  %992 = icmp sgt i32 %984, 0, !dbg !949
  br i1 %992, label %993, label %1047, !dbg !950

993:                                              ; preds = %990
  %994 = zext nneg i32 %984 to i64, !dbg !950
  %995 = sext i32 %981 to i64, !dbg !950
  %996 = getelementptr i32, ptr %11, i64 %995, !dbg !950
  %997 = and i64 %994, 1, !dbg !950
  %998 = icmp eq i64 %997, 0, !dbg !950
  br i1 %998, label %1013, label %999, !dbg !950

999:                                              ; preds = %993
  %1000 = add nsw i64 %994, -1, !dbg !951
    #dbg_value(i64 %1000, !274, !DIExpression(), !312)
  %1001 = getelementptr i32, ptr %996, i64 %1000, !dbg !952
  %1002 = load i32, ptr %1001, align 4, !dbg !952, !tbaa !347
    #dbg_value(i32 %1002, !301, !DIExpression(), !953)
  %1003 = trunc nuw nsw i64 %1000 to i32, !dbg !954
  %1004 = lshr i32 %1003, %986, !dbg !954
  %1005 = trunc i32 %1004 to i16, !dbg !955
    #dbg_value(i16 %1005, !305, !DIExpression(), !953)
  %1006 = sext i32 %1002 to i64, !dbg !956
  %1007 = getelementptr inbounds i16, ptr %28, i64 %1006, !dbg !956
  store i16 %1005, ptr %1007, align 2, !dbg !957, !tbaa !374
  %1008 = icmp slt i32 %1002, 34, !dbg !958
  br i1 %1008, label %1009, label %1013, !dbg !960

1009:                                             ; preds = %999
  %1010 = add nsw i32 %1002, %17, !dbg !961
  %1011 = sext i32 %1010 to i64, !dbg !962
  %1012 = getelementptr inbounds i16, ptr %28, i64 %1011, !dbg !962
  store i16 %1005, ptr %1012, align 2, !dbg !963, !tbaa !374
  br label %1013, !dbg !962

1013:                                             ; preds = %999, %1009, %993
  %1014 = phi i64 [ %994, %993 ], [ %1000, %1009 ], [ %1000, %999 ]
  %1015 = icmp eq i32 %984, 1, !dbg !950
  br i1 %1015, label %1047, label %1016, !dbg !950

1016:                                             ; preds = %1013, %1045
  %1017 = phi i64 [ %1032, %1045 ], [ %1014, %1013 ]
  %1018 = add nsw i64 %1017, -1, !dbg !951
    #dbg_value(i64 %1018, !274, !DIExpression(), !312)
  %1019 = getelementptr i32, ptr %996, i64 %1018, !dbg !952
  %1020 = load i32, ptr %1019, align 4, !dbg !952, !tbaa !347
    #dbg_value(i32 %1020, !301, !DIExpression(), !953)
  %1021 = trunc nsw i64 %1018 to i32, !dbg !954
  %1022 = lshr i32 %1021, %986, !dbg !954
  %1023 = trunc i32 %1022 to i16, !dbg !955
    #dbg_value(i16 %1023, !305, !DIExpression(), !953)
  %1024 = sext i32 %1020 to i64, !dbg !956
  %1025 = getelementptr inbounds i16, ptr %28, i64 %1024, !dbg !956
  store i16 %1023, ptr %1025, align 2, !dbg !957, !tbaa !374
  %1026 = icmp slt i32 %1020, 34, !dbg !958
  br i1 %1026, label %1027, label %1031, !dbg !960

1027:                                             ; preds = %1016
  %1028 = add nsw i32 %1020, %17, !dbg !961
  %1029 = sext i32 %1028 to i64, !dbg !962
  %1030 = getelementptr inbounds i16, ptr %28, i64 %1029, !dbg !962
  store i16 %1023, ptr %1030, align 2, !dbg !963, !tbaa !374
  br label %1031, !dbg !962

1031:                                             ; preds = %1027, %1016
    #dbg_value(i64 %1018, !274, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !312)
  %1032 = add nsw i64 %1017, -2, !dbg !951
    #dbg_value(i64 %1032, !274, !DIExpression(), !312)
  %1033 = getelementptr i32, ptr %996, i64 %1032, !dbg !952
  %1034 = load i32, ptr %1033, align 4, !dbg !952, !tbaa !347
    #dbg_value(i32 %1034, !301, !DIExpression(), !953)
  %1035 = trunc nsw i64 %1032 to i32, !dbg !954
  %1036 = lshr i32 %1035, %986, !dbg !954
  %1037 = trunc i32 %1036 to i16, !dbg !955
    #dbg_value(i16 %1037, !305, !DIExpression(), !953)
  %1038 = sext i32 %1034 to i64, !dbg !956
  %1039 = getelementptr inbounds i16, ptr %28, i64 %1038, !dbg !956
  store i16 %1037, ptr %1039, align 2, !dbg !957, !tbaa !374
  %1040 = icmp slt i32 %1034, 34, !dbg !958
  br i1 %1040, label %1041, label %1045, !dbg !960

1041:                                             ; preds = %1031
  %1042 = add nsw i32 %1034, %17, !dbg !961
  %1043 = sext i32 %1042 to i64, !dbg !962
  %1044 = getelementptr inbounds i16, ptr %28, i64 %1043, !dbg !962
  store i16 %1037, ptr %1044, align 2, !dbg !963, !tbaa !374
  br label %1045, !dbg !962

1045:                                             ; preds = %1041, %1031
    #dbg_value(i64 %1032, !274, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !312)
  %1046 = icmp ugt i64 %1018, 1, !dbg !949
  br i1 %1046, label %1016, label %1047, !dbg !950, !llvm.loop !964

1047:                                             ; preds = %1013, %1045, %990
  %1048 = ashr i32 %991, %986, !dbg !966
  %1049 = icmp slt i32 %1048, 65536, !dbg !966
  br i1 %1049, label %1051, label %1050, !dbg !969

1050:                                             ; preds = %1047
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1002) #9, !dbg !966
  br label %1051, !dbg !966

1051:                                             ; preds = %1050, %1047
  %1052 = add nuw nsw i64 %352, 1, !dbg !970
    #dbg_value(i64 %1052, !273, !DIExpression(), !312)
    #dbg_value(i32 %831, !284, !DIExpression(), !312)
  br label %349, !dbg !971

1053:                                             ; preds = %977
  br i1 %36, label %1054, label %1058, !dbg !972

1054:                                             ; preds = %1053
  %1055 = load ptr, ptr @stderr, align 8, !dbg !973, !tbaa !357
  %1056 = sub nsw i32 %17, %831, !dbg !973
  %1057 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1055, ptr noundef nonnull @.str.8, i32 noundef %17, i32 noundef %831, i32 noundef %1056) #11, !dbg !973
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9, !dbg !975
  br label %1061, !dbg !976

1058:                                             ; preds = %815, %813, %1053
  %1059 = phi i32 [ %814, %813 ], [ %829, %1053 ], [ %506, %815 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9, !dbg !975
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9, !dbg !975
  %1060 = icmp sgt i32 %19, 2, !dbg !977
  br i1 %1060, label %1061, label %1070, !dbg !976

1061:                                             ; preds = %1054, %1058
  %1062 = phi i32 [ %829, %1054 ], [ %1059, %1058 ], !dbg !979
  %1063 = load ptr, ptr @stderr, align 8, !dbg !979, !tbaa !357
  %1064 = sub nsw i32 %35, %1062, !dbg !979
  %1065 = sitofp i32 %1064 to float, !dbg !979
  %1066 = uitofp nneg i32 %17 to float, !dbg !979
  %1067 = fdiv float %1065, %1066, !dbg !979
  %1068 = fpext float %1067 to double, !dbg !979
  %1069 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1063, ptr noundef nonnull @.str, i32 noundef %1064, i32 noundef %17, double noundef %1068) #11, !dbg !979
  br label %1070, !dbg !979

1070:                                             ; preds = %1061, %1058
  %1071 = phi i32 [ %1062, %1061 ], [ %1059, %1058 ], !dbg !980
  %1072 = icmp slt i32 %1071, 0, !dbg !982
  br i1 %1072, label %1073, label %1083, !dbg !983

1073:                                             ; preds = %1070
  %1074 = icmp sgt i32 %19, 1, !dbg !984
  br i1 %1074, label %1075, label %1078, !dbg !987

1075:                                             ; preds = %1073
  %1076 = load ptr, ptr @stderr, align 8, !dbg !988, !tbaa !357
  %1077 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 53, i64 1, ptr %1076) #10, !dbg !988
  br label %1078, !dbg !988

1078:                                             ; preds = %1073, %1075, %1
  %1079 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !989
  %1080 = load ptr, ptr %1079, align 8, !dbg !989, !tbaa !990
  %1081 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !989
  %1082 = load ptr, ptr %1081, align 8, !dbg !989, !tbaa !991
  tail call fastcc void @fallbackSort(ptr noundef %1080, ptr noundef %1082, ptr noundef %15, i32 noundef %17, i32 noundef %19), !dbg !989
  br label %1083, !dbg !992

1083:                                             ; preds = %1078, %1070
  %1084 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !992
  store i32 -1, ptr %1084, align 8, !dbg !993, !tbaa !994
    #dbg_value(i32 0, !173, !DIExpression(), !317)
  %1085 = load i32, ptr %16, align 4, !tbaa !330
  %1086 = icmp sgt i32 %1085, 0, !dbg !995
  br i1 %1086, label %1087, label %1099, !dbg !998

1087:                                             ; preds = %1083
  %1088 = zext nneg i32 %1085 to i64, !dbg !995
  br label %1089, !dbg !998

1089:                                             ; preds = %1087, %1096
  %1090 = phi i64 [ 0, %1087 ], [ %1097, %1096 ]
    #dbg_value(i64 %1090, !173, !DIExpression(), !317)
  %1091 = getelementptr inbounds i32, ptr %11, i64 %1090, !dbg !999
  %1092 = load i32, ptr %1091, align 4, !dbg !999, !tbaa !347
  %1093 = icmp eq i32 %1092, 0, !dbg !1001
  br i1 %1093, label %1094, label %1096, !dbg !1002

1094:                                             ; preds = %1089
  %1095 = trunc nuw nsw i64 %1090 to i32, !dbg !1003
  store i32 %1095, ptr %1084, align 8, !dbg !1003, !tbaa !994
  br label %1100, !dbg !1005

1096:                                             ; preds = %1089
  %1097 = add nuw nsw i64 %1090, 1, !dbg !1007
    #dbg_value(i64 %1097, !173, !DIExpression(), !317)
  %1098 = icmp eq i64 %1097, %1088, !dbg !995
  br i1 %1098, label %1099, label %1089, !dbg !998, !llvm.loop !1008

1099:                                             ; preds = %1096, %1083
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1003) #9, !dbg !1010
  br label %1100, !dbg !1010

1100:                                             ; preds = %1094, %1099
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #9, !dbg !1012
  ret void, !dbg !1012
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fallbackSort(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 !dbg !1013 {
  %6 = alloca [100 x i32], align 16, !DIAssignID !1038
    #dbg_assign(i1 undef, !1039, !DIExpression(), !1038, ptr %6, !DIExpression(), !1089)
  %7 = alloca [100 x i32], align 16, !DIAssignID !1095
  %8 = alloca [257 x i32], align 16, !DIAssignID !1096
    #dbg_assign(i1 undef, !1022, !DIExpression(), !1096, ptr %8, !DIExpression(), !1097)
  %9 = alloca [256 x i32], align 16, !DIAssignID !1098
    #dbg_assign(i1 undef, !1026, !DIExpression(), !1098, ptr %9, !DIExpression(), !1097)
    #dbg_value(ptr %0, !1017, !DIExpression(), !1097)
    #dbg_value(ptr %1, !1018, !DIExpression(), !1097)
    #dbg_value(ptr %2, !1019, !DIExpression(), !1097)
    #dbg_value(i32 %3, !1020, !DIExpression(), !1097)
    #dbg_value(i32 %4, !1021, !DIExpression(), !1097)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9, !dbg !1099
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %9) #9, !dbg !1100
    #dbg_value(ptr %1, !1037, !DIExpression(), !1097)
  %10 = icmp sgt i32 %4, 3, !dbg !1101
  br i1 %10, label %11, label %14, !dbg !1103

11:                                               ; preds = %5
  %12 = load ptr, ptr @stderr, align 8, !dbg !1104, !tbaa !357
  %13 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %12) #10, !dbg !1104
  br label %14, !dbg !1104

14:                                               ; preds = %11, %5
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %8, i8 0, i64 1028, i1 false), !dbg !1105, !tbaa !347
  %15 = icmp sgt i32 %3, 0, !dbg !1108
  br i1 %15, label %16, label %39, !dbg !1111

16:                                               ; preds = %14
  %17 = zext nneg i32 %3 to i64, !dbg !1108
  %18 = and i64 %17, 3, !dbg !1111
  %19 = icmp ult i32 %3, 4, !dbg !1111
  br i1 %19, label %22, label %20, !dbg !1111

20:                                               ; preds = %16
  %21 = and i64 %17, 2147483644, !dbg !1111
  br label %41, !dbg !1111

22:                                               ; preds = %41, %16
  %23 = phi i64 [ 0, %16 ], [ %71, %41 ]
  %24 = icmp eq i64 %18, 0, !dbg !1111
  br i1 %24, label %37, label %25, !dbg !1111

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %34, %25 ], [ %23, %22 ]
  %27 = phi i64 [ %35, %25 ], [ 0, %22 ]
    #dbg_value(i64 %26, !1028, !DIExpression(), !1097)
  %28 = getelementptr inbounds i8, ptr %1, i64 %26, !dbg !1112
  %29 = load i8, ptr %28, align 1, !dbg !1112, !tbaa !362
  %30 = zext i8 %29 to i64, !dbg !1113
  %31 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %30, !dbg !1113
  %32 = load i32, ptr %31, align 4, !dbg !1114, !tbaa !347
  %33 = add nsw i32 %32, 1, !dbg !1114
  store i32 %33, ptr %31, align 4, !dbg !1114, !tbaa !347
  %34 = add nuw nsw i64 %26, 1, !dbg !1115
    #dbg_value(i64 %34, !1028, !DIExpression(), !1097)
  %35 = add i64 %27, 1, !dbg !1111
  %36 = icmp eq i64 %35, %18, !dbg !1111
  br i1 %36, label %37, label %25, !dbg !1111, !llvm.loop !1116

37:                                               ; preds = %25, %22
  %38 = load i32, ptr %8, align 16, !dbg !1118, !tbaa !347
  br label %39, !dbg !1121

39:                                               ; preds = %37, %14
  %40 = phi i32 [ %38, %37 ], [ 0, %14 ], !dbg !1118
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %9, ptr noundef nonnull align 16 dereferenceable(1024) %8, i64 1024, i1 false), !dbg !1123, !tbaa !347
    #dbg_value(i64 poison, !1028, !DIExpression(), !1097)
  br label %81, !dbg !1125

41:                                               ; preds = %41, %20
  %42 = phi i64 [ 0, %20 ], [ %71, %41 ]
  %43 = phi i64 [ 0, %20 ], [ %72, %41 ]
    #dbg_value(i64 %42, !1028, !DIExpression(), !1097)
  %44 = getelementptr inbounds i8, ptr %1, i64 %42, !dbg !1112
  %45 = load i8, ptr %44, align 1, !dbg !1112, !tbaa !362
  %46 = zext i8 %45 to i64, !dbg !1113
  %47 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %46, !dbg !1113
  %48 = load i32, ptr %47, align 4, !dbg !1114, !tbaa !347
  %49 = add nsw i32 %48, 1, !dbg !1114
  store i32 %49, ptr %47, align 4, !dbg !1114, !tbaa !347
  %50 = or disjoint i64 %42, 1, !dbg !1115
    #dbg_value(i64 %50, !1028, !DIExpression(), !1097)
  %51 = getelementptr inbounds i8, ptr %1, i64 %50, !dbg !1112
  %52 = load i8, ptr %51, align 1, !dbg !1112, !tbaa !362
  %53 = zext i8 %52 to i64, !dbg !1113
  %54 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %53, !dbg !1113
  %55 = load i32, ptr %54, align 4, !dbg !1114, !tbaa !347
  %56 = add nsw i32 %55, 1, !dbg !1114
  store i32 %56, ptr %54, align 4, !dbg !1114, !tbaa !347
  %57 = or disjoint i64 %42, 2, !dbg !1115
    #dbg_value(i64 %57, !1028, !DIExpression(), !1097)
  %58 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !1112
  %59 = load i8, ptr %58, align 1, !dbg !1112, !tbaa !362
  %60 = zext i8 %59 to i64, !dbg !1113
  %61 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %60, !dbg !1113
  %62 = load i32, ptr %61, align 4, !dbg !1114, !tbaa !347
  %63 = add nsw i32 %62, 1, !dbg !1114
  store i32 %63, ptr %61, align 4, !dbg !1114, !tbaa !347
  %64 = or disjoint i64 %42, 3, !dbg !1115
    #dbg_value(i64 %64, !1028, !DIExpression(), !1097)
  %65 = getelementptr inbounds i8, ptr %1, i64 %64, !dbg !1112
  %66 = load i8, ptr %65, align 1, !dbg !1112, !tbaa !362
  %67 = zext i8 %66 to i64, !dbg !1113
  %68 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %67, !dbg !1113
  %69 = load i32, ptr %68, align 4, !dbg !1114, !tbaa !347
  %70 = add nsw i32 %69, 1, !dbg !1114
  store i32 %70, ptr %68, align 4, !dbg !1114, !tbaa !347
  %71 = add nuw nsw i64 %42, 4, !dbg !1115
    #dbg_value(i64 %71, !1028, !DIExpression(), !1097)
  %72 = add i64 %43, 4, !dbg !1111
  %73 = icmp eq i64 %72, %21, !dbg !1111
  br i1 %73, label %22, label %41, !dbg !1111, !llvm.loop !1126

74:                                               ; preds = %81
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  br i1 %15, label %75, label %139, !dbg !1128

75:                                               ; preds = %74
  %76 = zext nneg i32 %3 to i64, !dbg !1130
  %77 = and i64 %76, 1, !dbg !1128
  %78 = icmp eq i32 %3, 1, !dbg !1128
  br i1 %78, label %126, label %79, !dbg !1128

79:                                               ; preds = %75
  %80 = and i64 %76, 2147483646, !dbg !1128
  br label %101, !dbg !1128

81:                                               ; preds = %81, %39
  %82 = phi i32 [ %40, %39 ], [ %98, %81 ], !dbg !1118
  %83 = phi i64 [ 1, %39 ], [ %99, %81 ]
    #dbg_value(i64 %83, !1028, !DIExpression(), !1097)
  %84 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %83, !dbg !1132
  %85 = load i32, ptr %84, align 4, !dbg !1133, !tbaa !347
  %86 = add nsw i32 %85, %82, !dbg !1133
  store i32 %86, ptr %84, align 4, !dbg !1133, !tbaa !347
  %87 = add nuw nsw i64 %83, 1, !dbg !1134
    #dbg_value(i64 %87, !1028, !DIExpression(), !1097)
  %88 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %87, !dbg !1132
  %89 = load i32, ptr %88, align 4, !dbg !1133, !tbaa !347
  %90 = add nsw i32 %89, %86, !dbg !1133
  store i32 %90, ptr %88, align 4, !dbg !1133, !tbaa !347
  %91 = add nuw nsw i64 %83, 2, !dbg !1134
    #dbg_value(i64 %91, !1028, !DIExpression(), !1097)
  %92 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %91, !dbg !1132
  %93 = load i32, ptr %92, align 4, !dbg !1133, !tbaa !347
  %94 = add nsw i32 %93, %90, !dbg !1133
  store i32 %94, ptr %92, align 4, !dbg !1133, !tbaa !347
  %95 = add nuw nsw i64 %83, 3, !dbg !1134
    #dbg_value(i64 %95, !1028, !DIExpression(), !1097)
  %96 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %95, !dbg !1132
  %97 = load i32, ptr %96, align 4, !dbg !1133, !tbaa !347
  %98 = add nsw i32 %97, %94, !dbg !1133
  store i32 %98, ptr %96, align 4, !dbg !1133, !tbaa !347
  %99 = add nuw nsw i64 %83, 4, !dbg !1134
    #dbg_value(i64 %99, !1028, !DIExpression(), !1097)
  %100 = icmp eq i64 %99, 257, !dbg !1135
  br i1 %100, label %74, label %81, !dbg !1125, !llvm.loop !1136

101:                                              ; preds = %101, %79
  %102 = phi i64 [ 0, %79 ], [ %123, %101 ]
  %103 = phi i64 [ 0, %79 ], [ %124, %101 ]
    #dbg_value(i64 %102, !1028, !DIExpression(), !1097)
  %104 = getelementptr inbounds i8, ptr %1, i64 %102, !dbg !1138
  %105 = load i8, ptr %104, align 1, !dbg !1138, !tbaa !362
  %106 = zext i8 %105 to i64, !dbg !1140
    #dbg_value(i64 %106, !1029, !DIExpression(), !1097)
  %107 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %106, !dbg !1140
  %108 = load i32, ptr %107, align 4, !dbg !1140, !tbaa !347
  %109 = add nsw i32 %108, -1, !dbg !1141
    #dbg_value(i32 %109, !1030, !DIExpression(), !1097)
  store i32 %109, ptr %107, align 4, !dbg !1142, !tbaa !347
  %110 = sext i32 %109 to i64, !dbg !1143
  %111 = getelementptr inbounds i32, ptr %0, i64 %110, !dbg !1143
  %112 = trunc nuw nsw i64 %102 to i32, !dbg !1144
  store i32 %112, ptr %111, align 4, !dbg !1144, !tbaa !347
  %113 = or disjoint i64 %102, 1, !dbg !1145
    #dbg_value(i64 %113, !1028, !DIExpression(), !1097)
  %114 = getelementptr inbounds i8, ptr %1, i64 %113, !dbg !1138
  %115 = load i8, ptr %114, align 1, !dbg !1138, !tbaa !362
  %116 = zext i8 %115 to i64, !dbg !1140
    #dbg_value(i64 %116, !1029, !DIExpression(), !1097)
  %117 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %116, !dbg !1140
  %118 = load i32, ptr %117, align 4, !dbg !1140, !tbaa !347
  %119 = add nsw i32 %118, -1, !dbg !1141
    #dbg_value(i32 %119, !1030, !DIExpression(), !1097)
  store i32 %119, ptr %117, align 4, !dbg !1142, !tbaa !347
  %120 = sext i32 %119 to i64, !dbg !1143
  %121 = getelementptr inbounds i32, ptr %0, i64 %120, !dbg !1143
  %122 = trunc nuw nsw i64 %113 to i32, !dbg !1144
  store i32 %122, ptr %121, align 4, !dbg !1144, !tbaa !347
  %123 = add nuw nsw i64 %102, 2, !dbg !1145
    #dbg_value(i64 %123, !1028, !DIExpression(), !1097)
  %124 = add i64 %103, 2, !dbg !1128
  %125 = icmp eq i64 %124, %80, !dbg !1128
  br i1 %125, label %126, label %101, !dbg !1128, !llvm.loop !1146

126:                                              ; preds = %101, %75
  %127 = phi i64 [ 0, %75 ], [ %123, %101 ]
  %128 = icmp eq i64 %77, 0, !dbg !1128
  br i1 %128, label %139, label %129, !dbg !1128

129:                                              ; preds = %126
    #dbg_value(i64 %127, !1028, !DIExpression(), !1097)
  %130 = getelementptr inbounds i8, ptr %1, i64 %127, !dbg !1138
  %131 = load i8, ptr %130, align 1, !dbg !1138, !tbaa !362
  %132 = zext i8 %131 to i64, !dbg !1140
    #dbg_value(i64 %132, !1029, !DIExpression(), !1097)
  %133 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %132, !dbg !1140
  %134 = load i32, ptr %133, align 4, !dbg !1140, !tbaa !347
  %135 = add nsw i32 %134, -1, !dbg !1141
    #dbg_value(i32 %135, !1030, !DIExpression(), !1097)
  store i32 %135, ptr %133, align 4, !dbg !1142, !tbaa !347
  %136 = sext i32 %135 to i64, !dbg !1143
  %137 = getelementptr inbounds i32, ptr %0, i64 %136, !dbg !1143
  %138 = trunc nuw nsw i64 %127 to i32, !dbg !1144
  store i32 %138, ptr %137, align 4, !dbg !1144, !tbaa !347
    #dbg_value(i64 %127, !1028, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1097)
  br label %139, !dbg !1148

139:                                              ; preds = %129, %126, %74
    #dbg_value(i32 %3, !1036, !DIExpression(DW_OP_constu, 32, DW_OP_div, DW_OP_plus_uconst, 2, DW_OP_stack_value), !1097)
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  %140 = icmp sgt i32 %3, -64, !dbg !1148
  br i1 %140, label %141, label %147, !dbg !1151

141:                                              ; preds = %139
  %142 = sdiv i32 %3, 32, !dbg !1152
    #dbg_value(i32 %142, !1036, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !1097)
  %143 = add nsw i32 %142, 1, !dbg !1151
  %144 = zext nneg i32 %143 to i64, !dbg !1151
  %145 = shl nuw nsw i64 %144, 2, !dbg !1151
  %146 = add nuw nsw i64 %145, 4, !dbg !1151
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %2, i8 0, i64 %146, i1 false), !dbg !1153, !tbaa !347
    #dbg_value(i64 poison, !1028, !DIExpression(), !1097)
  br label %147, !dbg !1154

147:                                              ; preds = %141, %139
  br label %148, !dbg !1154

148:                                              ; preds = %148, %147
  %149 = phi i64 [ 0, %147 ], [ %169, %148 ]
    #dbg_value(i64 %149, !1028, !DIExpression(), !1097)
  %150 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %149, !dbg !1156
  %151 = load i32, ptr %150, align 8, !dbg !1156, !tbaa !347
  %152 = and i32 %151, 31, !dbg !1156
  %153 = shl nuw i32 1, %152, !dbg !1156
  %154 = ashr i32 %151, 5, !dbg !1156
  %155 = sext i32 %154 to i64, !dbg !1156
  %156 = getelementptr inbounds i32, ptr %2, i64 %155, !dbg !1156
  %157 = load i32, ptr %156, align 4, !dbg !1156, !tbaa !347
  %158 = or i32 %153, %157, !dbg !1156
  store i32 %158, ptr %156, align 4, !dbg !1156, !tbaa !347
  %159 = or disjoint i64 %149, 1, !dbg !1158
    #dbg_value(i64 %159, !1028, !DIExpression(), !1097)
  %160 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %159, !dbg !1156
  %161 = load i32, ptr %160, align 4, !dbg !1156, !tbaa !347
  %162 = and i32 %161, 31, !dbg !1156
  %163 = shl nuw i32 1, %162, !dbg !1156
  %164 = ashr i32 %161, 5, !dbg !1156
  %165 = sext i32 %164 to i64, !dbg !1156
  %166 = getelementptr inbounds i32, ptr %2, i64 %165, !dbg !1156
  %167 = load i32, ptr %166, align 4, !dbg !1156, !tbaa !347
  %168 = or i32 %163, %167, !dbg !1156
  store i32 %168, ptr %166, align 4, !dbg !1156, !tbaa !347
  %169 = add nuw nsw i64 %149, 2, !dbg !1158
    #dbg_value(i64 %169, !1028, !DIExpression(), !1097)
  %170 = icmp eq i64 %169, 256, !dbg !1159
  br i1 %170, label %179, label %148, !dbg !1154, !llvm.loop !1160

171:                                              ; preds = %179
  %172 = getelementptr i8, ptr %0, i64 -4
  %173 = zext nneg i32 %3 to i64
  %174 = getelementptr i8, ptr %0, i64 4, !dbg !1162
  %175 = getelementptr i8, ptr %0, i64 4, !dbg !1162
  %176 = getelementptr i8, ptr %0, i64 8, !dbg !1162
  %177 = getelementptr i8, ptr %0, i64 4, !dbg !1162
  %178 = getelementptr i8, ptr %0, i64 4, !dbg !1162
  br label %201, !dbg !1162

179:                                              ; preds = %148, %179
  %180 = phi i32 [ %199, %179 ], [ 0, %148 ]
    #dbg_value(i32 %180, !1028, !DIExpression(), !1097)
  %181 = shl nuw nsw i32 %180, 1, !dbg !1163
  %182 = add nsw i32 %181, %3, !dbg !1163
  %183 = and i32 %182, 31, !dbg !1163
  %184 = shl nuw i32 1, %183, !dbg !1163
  %185 = ashr i32 %182, 5, !dbg !1163
  %186 = sext i32 %185 to i64, !dbg !1163
  %187 = getelementptr inbounds i32, ptr %2, i64 %186, !dbg !1163
  %188 = load i32, ptr %187, align 4, !dbg !1163, !tbaa !347
  %189 = or i32 %188, %184, !dbg !1163
  store i32 %189, ptr %187, align 4, !dbg !1163, !tbaa !347
  %190 = add nsw i32 %182, 1, !dbg !1167
  %191 = and i32 %190, 31, !dbg !1167
  %192 = shl nuw i32 1, %191, !dbg !1167
  %193 = xor i32 %192, -1, !dbg !1167
  %194 = ashr i32 %190, 5, !dbg !1167
  %195 = sext i32 %194 to i64, !dbg !1167
  %196 = getelementptr inbounds i32, ptr %2, i64 %195, !dbg !1167
  %197 = load i32, ptr %196, align 4, !dbg !1167, !tbaa !347
  %198 = and i32 %197, %193, !dbg !1167
  store i32 %198, ptr %196, align 4, !dbg !1167, !tbaa !347
  %199 = add nuw nsw i32 %180, 1, !dbg !1168
    #dbg_value(i32 %199, !1028, !DIExpression(), !1097)
  %200 = icmp eq i32 %199, 32, !dbg !1169
  br i1 %200, label %171, label %179, !dbg !1170, !llvm.loop !1171

201:                                              ; preds = %714, %171
  %202 = phi i32 [ 1, %171 ], [ %715, %714 ], !dbg !1097
    #dbg_value(i32 %202, !1027, !DIExpression(), !1097)
  br i1 %10, label %203, label %206, !dbg !1173

203:                                              ; preds = %201
  %204 = load ptr, ptr @stderr, align 8, !dbg !1174, !tbaa !357
  %205 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %204, ptr noundef nonnull @.str.3, i32 noundef %202) #11, !dbg !1174
  br label %206, !dbg !1174

206:                                              ; preds = %203, %201
    #dbg_value(i32 0, !1029, !DIExpression(), !1097)
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  br i1 %15, label %207, label %230, !dbg !1176

207:                                              ; preds = %206, %207
  %208 = phi i64 [ %228, %207 ], [ 0, %206 ]
  %209 = phi i32 [ %219, %207 ], [ 0, %206 ]
    #dbg_value(i64 %208, !1028, !DIExpression(), !1097)
    #dbg_value(i32 %209, !1029, !DIExpression(), !1097)
  %210 = trunc nuw nsw i64 %208 to i32, !dbg !1178
  %211 = lshr i64 %208, 5, !dbg !1178
  %212 = and i64 %211, 134217727, !dbg !1178
  %213 = getelementptr inbounds i32, ptr %2, i64 %212, !dbg !1178
  %214 = load i32, ptr %213, align 4, !dbg !1178, !tbaa !347
  %215 = and i32 %210, 31, !dbg !1178
  %216 = shl nuw i32 1, %215, !dbg !1178
  %217 = and i32 %214, %216, !dbg !1178
  %218 = icmp eq i32 %217, 0, !dbg !1178
  %219 = select i1 %218, i32 %209, i32 %210, !dbg !1182
    #dbg_value(i32 %219, !1029, !DIExpression(), !1097)
  %220 = getelementptr inbounds i32, ptr %0, i64 %208, !dbg !1183
  %221 = load i32, ptr %220, align 4, !dbg !1183, !tbaa !347
  %222 = sub i32 %221, %202, !dbg !1184
    #dbg_value(i32 %222, !1030, !DIExpression(), !1097)
  %223 = icmp slt i32 %222, 0, !dbg !1185
  %224 = select i1 %223, i32 %3, i32 0, !dbg !1187
  %225 = add nsw i32 %224, %222, !dbg !1187
    #dbg_value(i32 %225, !1030, !DIExpression(), !1097)
  %226 = sext i32 %225 to i64, !dbg !1188
  %227 = getelementptr inbounds i32, ptr %1, i64 %226, !dbg !1188
  store i32 %219, ptr %227, align 4, !dbg !1189, !tbaa !347
  %228 = add nuw nsw i64 %208, 1, !dbg !1190
    #dbg_value(i64 %228, !1028, !DIExpression(), !1097)
  %229 = icmp eq i64 %228, %173, !dbg !1191
  br i1 %229, label %230, label %207, !dbg !1176, !llvm.loop !1192

230:                                              ; preds = %207, %206
  br label %231, !dbg !1194

231:                                              ; preds = %230, %704
  %232 = phi i32 [ %305, %704 ], [ 0, %230 ], !dbg !1195
  %233 = phi i32 [ %705, %704 ], [ 0, %230 ], !dbg !1195
    #dbg_value(i32 %233, !1035, !DIExpression(), !1097)
    #dbg_value(i32 %232, !1032, !DIExpression(), !1097)
    #dbg_value(i32 %232, !1030, !DIExpression(), !1097)
  br label %234, !dbg !1196

234:                                              ; preds = %234, %231
  %235 = phi i32 [ %232, %231 ], [ %246, %234 ], !dbg !1197
    #dbg_value(i32 %235, !1030, !DIExpression(), !1097)
  %236 = ashr i32 %235, 5, !dbg !1198
  %237 = sext i32 %236 to i64, !dbg !1198
  %238 = getelementptr inbounds i32, ptr %2, i64 %237, !dbg !1198
  %239 = load i32, ptr %238, align 4, !dbg !1198, !tbaa !347
  %240 = and i32 %235, 31, !dbg !1198
  %241 = shl nuw i32 1, %240, !dbg !1198
  %242 = and i32 %241, %239, !dbg !1198
  %243 = icmp ne i32 %242, 0, !dbg !1198
  %244 = icmp ne i32 %240, 0, !dbg !1199
  %245 = and i1 %244, %243, !dbg !1199
  %246 = add nsw i32 %235, 1, !dbg !1200
    #dbg_value(i32 %246, !1030, !DIExpression(), !1097)
  br i1 %245, label %234, label %247, !dbg !1196, !llvm.loop !1201

247:                                              ; preds = %234
  br i1 %243, label %248, label %267, !dbg !1202

248:                                              ; preds = %247, %248
  %249 = phi i32 [ %255, %248 ], [ %235, %247 ], !dbg !1197
    #dbg_value(i32 %249, !1030, !DIExpression(), !1097)
  %250 = ashr i32 %249, 5, !dbg !1203
  %251 = sext i32 %250 to i64, !dbg !1203
  %252 = getelementptr inbounds i32, ptr %2, i64 %251, !dbg !1203
  %253 = load i32, ptr %252, align 4, !dbg !1203, !tbaa !347
  %254 = icmp eq i32 %253, -1, !dbg !1206
  %255 = add nsw i32 %249, 32, !dbg !1207
    #dbg_value(i32 %255, !1030, !DIExpression(), !1097)
  br i1 %254, label %248, label %256, !dbg !1208, !llvm.loop !1209

256:                                              ; preds = %248, %256
  %257 = phi i32 [ %266, %256 ], [ %249, %248 ], !dbg !1197
    #dbg_value(i32 %257, !1030, !DIExpression(), !1097)
  %258 = ashr i32 %257, 5, !dbg !1211
  %259 = sext i32 %258 to i64, !dbg !1211
  %260 = getelementptr inbounds i32, ptr %2, i64 %259, !dbg !1211
  %261 = load i32, ptr %260, align 4, !dbg !1211, !tbaa !347
  %262 = and i32 %257, 31, !dbg !1211
  %263 = shl nuw i32 1, %262, !dbg !1211
  %264 = and i32 %263, %261, !dbg !1211
  %265 = icmp eq i32 %264, 0, !dbg !1212
  %266 = add nsw i32 %257, 1, !dbg !1213
    #dbg_value(i32 %266, !1030, !DIExpression(), !1097)
  br i1 %265, label %267, label %256, !dbg !1212, !llvm.loop !1214

267:                                              ; preds = %256, %247
  %268 = phi i32 [ %235, %247 ], [ %257, %256 ], !dbg !1215
    #dbg_value(i32 %268, !1030, !DIExpression(), !1097)
  %269 = add i32 %268, -1, !dbg !1216
    #dbg_value(i32 %269, !1031, !DIExpression(), !1097)
  %270 = icmp sgt i32 %268, %3, !dbg !1217
  br i1 %270, label %706, label %271, !dbg !1219

271:                                              ; preds = %267, %271
  %272 = phi i32 [ %283, %271 ], [ %268, %267 ], !dbg !1197
    #dbg_value(i32 %272, !1030, !DIExpression(), !1097)
  %273 = ashr i32 %272, 5, !dbg !1220
  %274 = sext i32 %273 to i64, !dbg !1220
  %275 = getelementptr inbounds i32, ptr %2, i64 %274, !dbg !1220
  %276 = load i32, ptr %275, align 4, !dbg !1220, !tbaa !347
  %277 = and i32 %272, 31, !dbg !1220
  %278 = shl nuw i32 1, %277, !dbg !1220
  %279 = and i32 %278, %276, !dbg !1220
  %280 = icmp eq i32 %279, 0, !dbg !1220
  %281 = icmp ne i32 %277, 0, !dbg !1221
  %282 = and i1 %281, %280, !dbg !1221
  %283 = add nsw i32 %272, 1, !dbg !1222
    #dbg_value(i32 %283, !1030, !DIExpression(), !1097)
  br i1 %282, label %271, label %284, !dbg !1223, !llvm.loop !1224

284:                                              ; preds = %271
  br i1 %280, label %285, label %304, !dbg !1225

285:                                              ; preds = %284, %285
  %286 = phi i32 [ %292, %285 ], [ %272, %284 ], !dbg !1197
    #dbg_value(i32 %286, !1030, !DIExpression(), !1097)
  %287 = ashr i32 %286, 5, !dbg !1226
  %288 = sext i32 %287 to i64, !dbg !1226
  %289 = getelementptr inbounds i32, ptr %2, i64 %288, !dbg !1226
  %290 = load i32, ptr %289, align 4, !dbg !1226, !tbaa !347
  %291 = icmp eq i32 %290, 0, !dbg !1229
  %292 = add nsw i32 %286, 32, !dbg !1230
    #dbg_value(i32 %292, !1030, !DIExpression(), !1097)
  br i1 %291, label %285, label %293, !dbg !1231, !llvm.loop !1232

293:                                              ; preds = %285, %293
  %294 = phi i32 [ %303, %293 ], [ %286, %285 ], !dbg !1197
    #dbg_value(i32 %294, !1030, !DIExpression(), !1097)
  %295 = ashr i32 %294, 5, !dbg !1234
  %296 = sext i32 %295 to i64, !dbg !1234
  %297 = getelementptr inbounds i32, ptr %2, i64 %296, !dbg !1234
  %298 = load i32, ptr %297, align 4, !dbg !1234, !tbaa !347
  %299 = and i32 %294, 31, !dbg !1234
  %300 = shl nuw i32 1, %299, !dbg !1234
  %301 = and i32 %300, %298, !dbg !1234
  %302 = icmp eq i32 %301, 0, !dbg !1235
  %303 = add nsw i32 %294, 1, !dbg !1236
    #dbg_value(i32 %303, !1030, !DIExpression(), !1097)
  br i1 %302, label %293, label %304, !dbg !1237, !llvm.loop !1238

304:                                              ; preds = %293, %284
  %305 = phi i32 [ %272, %284 ], [ %294, %293 ], !dbg !1215
    #dbg_value(i32 %305, !1030, !DIExpression(), !1097)
  %306 = add nsw i32 %305, -1, !dbg !1239
    #dbg_value(i32 %306, !1032, !DIExpression(), !1097)
  %307 = icmp sgt i32 %305, %3, !dbg !1240
  br i1 %307, label %706, label %308, !dbg !1242

308:                                              ; preds = %304
  %309 = icmp sgt i32 %305, %268, !dbg !1243
  br i1 %309, label %310, label %704, !dbg !1244

310:                                              ; preds = %308
  %311 = add i32 %233, 1, !dbg !1245
  %312 = sub i32 %311, %268, !dbg !1246
  %313 = add i32 %312, %305, !dbg !1247
    #dbg_value(i32 %313, !1035, !DIExpression(), !1097)
    #dbg_assign(i1 undef, !1060, !DIExpression(), !1095, ptr %7, !DIExpression(), !1089)
    #dbg_value(ptr %0, !1044, !DIExpression(), !1089)
    #dbg_value(ptr %1, !1045, !DIExpression(), !1089)
    #dbg_value(i32 %269, !1046, !DIExpression(), !1089)
    #dbg_value(i32 %306, !1047, !DIExpression(), !1089)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #9, !dbg !1248
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #9, !dbg !1249
    #dbg_value(i32 0, !1058, !DIExpression(), !1089)
    #dbg_value(i32 0, !1054, !DIExpression(), !1089)
  store i32 %269, ptr %6, align 16, !dbg !1250, !tbaa !347
  store i32 %306, ptr %7, align 16, !dbg !1250, !tbaa !347
    #dbg_value(i32 poison, !1058, !DIExpression(), !1089)
    #dbg_value(i32 1, !1054, !DIExpression(), !1089)
  br label %314, !dbg !1252

314:                                              ; preds = %527, %310
  %315 = phi i16 [ 0, %310 ], [ %419, %527 ]
  %316 = phi i32 [ 1, %310 ], [ %528, %527 ]
    #dbg_value(i32 %316, !1054, !DIExpression(), !1089)
  %317 = zext nneg i32 %316 to i64, !dbg !1252
  br label %318, !dbg !1252

318:                                              ; preds = %410, %314
  %319 = phi i64 [ %317, %314 ], [ %323, %410 ]
    #dbg_value(i64 %319, !1054, !DIExpression(), !1089)
  %320 = icmp ult i64 %319, 99, !dbg !1253
  br i1 %320, label %322, label %321, !dbg !1256

321:                                              ; preds = %318
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1004) #9, !dbg !1253
  br label %322, !dbg !1253

322:                                              ; preds = %321, %318
  %323 = add nsw i64 %319, -1, !dbg !1257
    #dbg_value(i64 %323, !1054, !DIExpression(), !1089)
  %324 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %323, !dbg !1257
  %325 = load i32, ptr %324, align 4, !dbg !1257, !tbaa !347
    #dbg_value(i32 %325, !1055, !DIExpression(), !1089)
  %326 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %323, !dbg !1257
  %327 = load i32, ptr %326, align 4, !dbg !1257, !tbaa !347
    #dbg_value(i32 %327, !1056, !DIExpression(), !1089)
  %328 = sub nsw i32 %327, %325, !dbg !1259
  %329 = icmp slt i32 %328, 10, !dbg !1261
  br i1 %329, label %330, label %412, !dbg !1262

330:                                              ; preds = %322
    #dbg_value(ptr %0, !1263, !DIExpression(), !1273)
    #dbg_value(ptr %1, !1266, !DIExpression(), !1273)
    #dbg_value(i32 %325, !1267, !DIExpression(), !1273)
    #dbg_value(i32 %327, !1268, !DIExpression(), !1273)
  %331 = icmp eq i32 %325, %327, !dbg !1276
  br i1 %331, label %410, label %332, !dbg !1278

332:                                              ; preds = %330
  %333 = icmp slt i32 %328, 4, !dbg !1279
  %334 = add i32 %327, -4
    #dbg_value(i32 %334, !1269, !DIExpression(), !1273)
  %335 = icmp slt i32 %334, %325
  %336 = or i1 %333, %335, !dbg !1281
  br i1 %336, label %374, label %337, !dbg !1281

337:                                              ; preds = %332
  %338 = sext i32 %327 to i64, !dbg !1282
  %339 = sext i32 %334 to i64, !dbg !1282
  %340 = sext i32 %325 to i64, !dbg !1282
  %341 = add nsw i64 %338, -4, !dbg !1282
  br label %342, !dbg !1282

342:                                              ; preds = %367, %337
  %343 = phi i64 [ %339, %337 ], [ %371, %367 ]
  %344 = phi i64 [ %338, %337 ], [ %373, %367 ]
    #dbg_value(i64 %343, !1269, !DIExpression(), !1273)
  %345 = getelementptr inbounds i32, ptr %0, i64 %343, !dbg !1285
  %346 = load i32, ptr %345, align 4, !dbg !1285, !tbaa !347
    #dbg_value(i32 %346, !1271, !DIExpression(), !1273)
  %347 = sext i32 %346 to i64, !dbg !1288
  %348 = getelementptr inbounds i32, ptr %1, i64 %347, !dbg !1288
  %349 = load i32, ptr %348, align 4, !dbg !1288, !tbaa !347
    #dbg_value(i32 %349, !1272, !DIExpression(), !1273)
    #dbg_value(i64 %343, !1270, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !1273)
  %350 = icmp sgt i64 %343, %341, !dbg !1289
  %351 = trunc nsw i64 %343 to i32, !dbg !1292
  br i1 %350, label %367, label %352, !dbg !1292

352:                                              ; preds = %342, %361
  %353 = phi i64 [ %364, %361 ], [ %344, %342 ]
  %354 = phi i32 [ %366, %361 ], [ %351, %342 ]
  %355 = getelementptr inbounds i32, ptr %0, i64 %353, !dbg !1293
  %356 = load i32, ptr %355, align 4, !dbg !1293, !tbaa !347
  %357 = zext i32 %356 to i64, !dbg !1294
  %358 = getelementptr inbounds i32, ptr %1, i64 %357, !dbg !1294
  %359 = load i32, ptr %358, align 4, !dbg !1294, !tbaa !347
  %360 = icmp ugt i32 %349, %359, !dbg !1295
  br i1 %360, label %361, label %367, !dbg !1296

361:                                              ; preds = %352
  %362 = sext i32 %354 to i64, !dbg !1297
  %363 = getelementptr inbounds i32, ptr %0, i64 %362, !dbg !1297
  store i32 %356, ptr %363, align 4, !dbg !1298, !tbaa !347
    #dbg_value(i64 %353, !1270, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !1273)
  %364 = add nsw i64 %353, 4, !dbg !1299
    #dbg_value(i64 %364, !1270, !DIExpression(), !1273)
  %365 = icmp sgt i64 %364, %338, !dbg !1289
  %366 = trunc nsw i64 %353 to i32, !dbg !1292
  br i1 %365, label %367, label %352, !dbg !1292, !llvm.loop !1300

367:                                              ; preds = %361, %352, %342
  %368 = phi i32 [ %351, %342 ], [ %366, %361 ], [ %354, %352 ]
  %369 = sext i32 %368 to i64, !dbg !1302
  %370 = getelementptr inbounds i32, ptr %0, i64 %369, !dbg !1302
  store i32 %346, ptr %370, align 4, !dbg !1303, !tbaa !347
  %371 = add nsw i64 %343, -1, !dbg !1304
    #dbg_value(i64 %371, !1269, !DIExpression(), !1273)
  %372 = icmp sgt i64 %343, %340, !dbg !1305
  %373 = add nsw i64 %344, -1, !dbg !1282
  br i1 %372, label %342, label %374, !dbg !1282, !llvm.loop !1306

374:                                              ; preds = %367, %332
    #dbg_value(i32 %327, !1269, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1273)
  %375 = icmp sgt i32 %327, %325, !dbg !1308
  br i1 %375, label %376, label %410, !dbg !1311

376:                                              ; preds = %374
  %377 = sext i32 %327 to i64, !dbg !1311
  %378 = add i32 %327, 1, !dbg !1311
  %379 = sext i32 %325 to i64, !dbg !1311
  br label %380, !dbg !1311

380:                                              ; preds = %405, %376
  %381 = phi i64 [ %377, %376 ], [ %382, %405 ]
  %382 = add nsw i64 %381, -1, !dbg !1312
  %383 = getelementptr inbounds i32, ptr %0, i64 %382, !dbg !1313
  %384 = load i32, ptr %383, align 4, !dbg !1313, !tbaa !347
    #dbg_value(i32 %384, !1271, !DIExpression(), !1273)
  %385 = sext i32 %384 to i64, !dbg !1315
  %386 = getelementptr inbounds i32, ptr %1, i64 %385, !dbg !1315
  %387 = load i32, ptr %386, align 4, !dbg !1315, !tbaa !347
    #dbg_value(i32 %387, !1272, !DIExpression(), !1273)
    #dbg_value(i64 %381, !1270, !DIExpression(), !1273)
  %388 = icmp sgt i64 %381, %377, !dbg !1316
  %389 = trunc nsw i64 %381 to i32, !dbg !1319
  br i1 %388, label %405, label %390, !dbg !1319

390:                                              ; preds = %380, %398
  %391 = phi i64 [ %400, %398 ], [ %381, %380 ]
    #dbg_value(i64 %391, !1270, !DIExpression(), !1273)
  %392 = getelementptr inbounds i32, ptr %0, i64 %391, !dbg !1320
  %393 = load i32, ptr %392, align 4, !dbg !1320, !tbaa !347
  %394 = zext i32 %393 to i64, !dbg !1321
  %395 = getelementptr inbounds i32, ptr %1, i64 %394, !dbg !1321
  %396 = load i32, ptr %395, align 4, !dbg !1321, !tbaa !347
  %397 = icmp ugt i32 %387, %396, !dbg !1322
  br i1 %397, label %398, label %403, !dbg !1323

398:                                              ; preds = %390
  %399 = getelementptr i8, ptr %392, i64 -4, !dbg !1324
  store i32 %393, ptr %399, align 4, !dbg !1325, !tbaa !347
  %400 = add nsw i64 %391, 1, !dbg !1326
    #dbg_value(i64 %400, !1270, !DIExpression(), !1273)
  %401 = trunc i64 %400 to i32, !dbg !1316
  %402 = icmp eq i32 %378, %401, !dbg !1316
  br i1 %402, label %405, label %390, !dbg !1319, !llvm.loop !1327

403:                                              ; preds = %390
  %404 = trunc nsw i64 %391 to i32
  br label %405, !dbg !1329

405:                                              ; preds = %398, %403, %380
  %406 = phi i32 [ %389, %380 ], [ %404, %403 ], [ %378, %398 ], !dbg !1330
  %407 = sext i32 %406 to i64, !dbg !1329
  %408 = getelementptr i32, ptr %172, i64 %407, !dbg !1329
  store i32 %384, ptr %408, align 4, !dbg !1331, !tbaa !347
    #dbg_value(i64 %382, !1269, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1273)
  %409 = icmp sgt i64 %382, %379, !dbg !1308
  br i1 %409, label %380, label %410, !dbg !1311, !llvm.loop !1332

410:                                              ; preds = %405, %374, %330
    #dbg_value(i32 poison, !1058, !DIExpression(), !1089)
    #dbg_value(i64 %323, !1054, !DIExpression(), !1089)
  %411 = icmp sgt i64 %319, 1, !dbg !1334
  br i1 %411, label %318, label %677, !dbg !1252, !llvm.loop !1335

412:                                              ; preds = %322
  %413 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %323
  %414 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %323
  %415 = trunc nuw nsw i64 %319 to i32
  %416 = trunc nsw i64 %323 to i32
  %417 = mul i16 %315, 7621, !dbg !1337
  %418 = add i16 %417, 1, !dbg !1338
  %419 = and i16 %418, 32767, !dbg !1339
    #dbg_value(i32 undef, !1058, !DIExpression(), !1089)
  %420 = urem i16 %419, 3, !dbg !1340
    #dbg_value(i16 %420, !1059, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1089)
  switch i16 %420, label %424 [
    i16 0, label %425
    i16 1, label %421
  ], !dbg !1341

421:                                              ; preds = %412
  %422 = add nsw i32 %327, %325, !dbg !1342
  %423 = ashr i32 %422, 1, !dbg !1345
    #dbg_value(i32 poison, !1057, !DIExpression(), !1089)
  br label %425, !dbg !1346

424:                                              ; preds = %412
    #dbg_value(i32 poison, !1057, !DIExpression(), !1089)
  br label %425

425:                                              ; preds = %424, %421, %412
  %426 = phi i32 [ %423, %421 ], [ %327, %424 ], [ %325, %412 ]
  %427 = sext i32 %426 to i64, !dbg !1347
  %428 = getelementptr inbounds i32, ptr %0, i64 %427, !dbg !1347
  %429 = load i32, ptr %428, align 4, !dbg !1347, !tbaa !347
  %430 = zext i32 %429 to i64, !dbg !1347
  %431 = getelementptr inbounds i32, ptr %1, i64 %430, !dbg !1347
  %432 = load i32, ptr %431, align 4, !dbg !1347, !tbaa !347
    #dbg_value(i32 %432, !1057, !DIExpression(), !1089)
    #dbg_value(i32 %325, !1050, !DIExpression(), !1089)
    #dbg_value(i32 %325, !1048, !DIExpression(), !1089)
    #dbg_value(i32 %327, !1051, !DIExpression(), !1089)
    #dbg_value(i32 %327, !1049, !DIExpression(), !1089)
  br label %433, !dbg !1348

433:                                              ; preds = %508, %425
  %434 = phi i32 [ %327, %425 ], [ %510, %508 ], !dbg !1349
  %435 = phi i32 [ %325, %425 ], [ %477, %508 ], !dbg !1350
  %436 = phi i32 [ %327, %425 ], [ %515, %508 ], !dbg !1351
  %437 = phi i32 [ %325, %425 ], [ %514, %508 ], !dbg !1351
    #dbg_value(i32 %437, !1048, !DIExpression(), !1089)
    #dbg_value(i32 %436, !1049, !DIExpression(), !1089)
    #dbg_value(i32 %435, !1050, !DIExpression(), !1089)
    #dbg_value(i32 %434, !1051, !DIExpression(), !1089)
  %438 = icmp sgt i32 %437, %436, !dbg !1352
  br i1 %438, label %476, label %439, !dbg !1354

439:                                              ; preds = %433
  %440 = sext i32 %436 to i64, !dbg !1355
  %441 = sext i32 %435 to i64, !dbg !1355
  br label %442, !dbg !1355

442:                                              ; preds = %454, %439
  %443 = phi i64 [ %441, %439 ], [ %459, %454 ]
  %444 = phi i32 [ %437, %439 ], [ %460, %454 ]
    #dbg_value(i32 %444, !1048, !DIExpression(), !1089)
    #dbg_value(i64 %443, !1050, !DIExpression(), !1089)
  %445 = sext i32 %444 to i64, !dbg !1354
  br label %446, !dbg !1354

446:                                              ; preds = %464, %442
  %447 = phi i64 [ %445, %442 ], [ %465, %464 ]
    #dbg_value(i64 %447, !1048, !DIExpression(), !1089)
  %448 = getelementptr inbounds i32, ptr %0, i64 %447, !dbg !1356
  %449 = load i32, ptr %448, align 4, !dbg !1356, !tbaa !347
  %450 = zext i32 %449 to i64, !dbg !1357
  %451 = getelementptr inbounds i32, ptr %1, i64 %450, !dbg !1357
  %452 = load i32, ptr %451, align 4, !dbg !1357, !tbaa !347
    #dbg_value(!DIArgList(i32 %452, i32 %432), !1052, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1089)
  %453 = icmp eq i32 %452, %432, !dbg !1358
  br i1 %453, label %454, label %462, !dbg !1359

454:                                              ; preds = %446
  %455 = getelementptr inbounds i32, ptr %0, i64 %447
  %456 = trunc nsw i64 %447 to i32
    #dbg_value(i32 %449, !1061, !DIExpression(), !1360)
  %457 = getelementptr inbounds i32, ptr %0, i64 %443, !dbg !1361
  %458 = load i32, ptr %457, align 4, !dbg !1361, !tbaa !347
  store i32 %458, ptr %455, align 4, !dbg !1361, !tbaa !347
  store i32 %449, ptr %457, align 4, !dbg !1361, !tbaa !347
  %459 = add nsw i64 %443, 1, !dbg !1362
    #dbg_value(i64 %459, !1050, !DIExpression(), !1089)
  %460 = add nsw i32 %456, 1, !dbg !1363
    #dbg_value(i32 %460, !1048, !DIExpression(), !1089)
  %461 = icmp sgt i32 %436, %456, !dbg !1352
  br i1 %461, label %442, label %467, !dbg !1354, !llvm.loop !1364

462:                                              ; preds = %446
    #dbg_value(!DIArgList(i32 %452, i32 %432), !1052, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1089)
  %463 = icmp sgt i32 %452, %432, !dbg !1366
  br i1 %463, label %469, label %464, !dbg !1368

464:                                              ; preds = %462
  %465 = add nsw i64 %447, 1, !dbg !1369
    #dbg_value(i64 %465, !1048, !DIExpression(), !1089)
    #dbg_value(i64 %443, !1050, !DIExpression(), !1089)
  %466 = icmp slt i64 %447, %440, !dbg !1352
  br i1 %466, label %446, label %472, !dbg !1354, !llvm.loop !1370

467:                                              ; preds = %454
  %468 = trunc nsw i64 %459 to i32, !dbg !1371
  br label %476, !dbg !1371

469:                                              ; preds = %462
  %470 = trunc nsw i64 %443 to i32
  %471 = trunc nsw i64 %447 to i32
  br label %476, !dbg !1371

472:                                              ; preds = %464
  %473 = tail call i32 @llvm.smax.i32(i32 %444, i32 %436)
  %474 = add i32 %473, 1
  %475 = trunc nsw i64 %443 to i32
  br label %476, !dbg !1371

476:                                              ; preds = %472, %469, %467, %433
  %477 = phi i32 [ %435, %433 ], [ %468, %467 ], [ %470, %469 ], [ %475, %472 ]
  %478 = phi i32 [ %437, %433 ], [ %460, %467 ], [ %471, %469 ], [ %474, %472 ], !dbg !1351
    #dbg_value(i32 %436, !1049, !DIExpression(), !1089)
    #dbg_value(i32 %434, !1051, !DIExpression(), !1089)
  %479 = icmp sgt i32 %478, %436, !dbg !1371
  br i1 %479, label %523, label %480, !dbg !1373

480:                                              ; preds = %476
  %481 = sext i32 %478 to i64, !dbg !1374
  %482 = sext i32 %434 to i64, !dbg !1374
  br label %483, !dbg !1374

483:                                              ; preds = %495, %480
  %484 = phi i64 [ %482, %480 ], [ %500, %495 ]
  %485 = phi i32 [ %436, %480 ], [ %501, %495 ]
    #dbg_value(i32 %485, !1049, !DIExpression(), !1089)
    #dbg_value(i64 %484, !1051, !DIExpression(), !1089)
  %486 = sext i32 %485 to i64, !dbg !1373
  br label %487, !dbg !1373

487:                                              ; preds = %505, %483
  %488 = phi i64 [ %486, %483 ], [ %506, %505 ]
    #dbg_value(i64 %488, !1049, !DIExpression(), !1089)
  %489 = getelementptr inbounds i32, ptr %0, i64 %488, !dbg !1375
  %490 = load i32, ptr %489, align 4, !dbg !1375, !tbaa !347
  %491 = zext i32 %490 to i64, !dbg !1376
  %492 = getelementptr inbounds i32, ptr %1, i64 %491, !dbg !1376
  %493 = load i32, ptr %492, align 4, !dbg !1376, !tbaa !347
    #dbg_value(!DIArgList(i32 %493, i32 %432), !1052, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1089)
  %494 = icmp eq i32 %493, %432, !dbg !1377
  br i1 %494, label %495, label %503, !dbg !1378

495:                                              ; preds = %487
  %496 = getelementptr inbounds i32, ptr %0, i64 %488
  %497 = trunc nsw i64 %488 to i32
    #dbg_value(i32 %490, !1068, !DIExpression(), !1379)
  %498 = getelementptr inbounds i32, ptr %0, i64 %484, !dbg !1380
  %499 = load i32, ptr %498, align 4, !dbg !1380, !tbaa !347
  store i32 %499, ptr %496, align 4, !dbg !1380, !tbaa !347
  store i32 %490, ptr %498, align 4, !dbg !1380, !tbaa !347
  %500 = add nsw i64 %484, -1, !dbg !1381
    #dbg_value(i64 %500, !1051, !DIExpression(), !1089)
  %501 = add nsw i32 %497, -1, !dbg !1382
    #dbg_value(i32 %501, !1049, !DIExpression(), !1089)
  %502 = icmp slt i32 %478, %497, !dbg !1371
  br i1 %502, label %483, label %521, !dbg !1373, !llvm.loop !1383

503:                                              ; preds = %487
    #dbg_value(!DIArgList(i32 %493, i32 %432), !1052, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1089)
  %504 = icmp slt i32 %493, %432, !dbg !1385
  br i1 %504, label %508, label %505, !dbg !1387

505:                                              ; preds = %503
  %506 = add nsw i64 %488, -1, !dbg !1388
    #dbg_value(i64 %506, !1049, !DIExpression(), !1089)
    #dbg_value(i64 %484, !1051, !DIExpression(), !1089)
  %507 = icmp sgt i64 %488, %481, !dbg !1371
  br i1 %507, label %487, label %516, !dbg !1373, !llvm.loop !1389

508:                                              ; preds = %503
  %509 = getelementptr inbounds i32, ptr %0, i64 %488
  %510 = trunc nsw i64 %484 to i32
  %511 = trunc nsw i64 %488 to i32
  %512 = getelementptr inbounds i32, ptr %0, i64 %481, !dbg !1390
  %513 = load i32, ptr %512, align 4, !dbg !1390, !tbaa !347
    #dbg_value(i32 %513, !1073, !DIExpression(), !1391)
  store i32 %490, ptr %512, align 4, !dbg !1390, !tbaa !347
  store i32 %513, ptr %509, align 4, !dbg !1390, !tbaa !347
  %514 = add nsw i32 %478, 1, !dbg !1392
    #dbg_value(i32 %514, !1048, !DIExpression(), !1089)
  %515 = add nsw i32 %511, -1, !dbg !1393
    #dbg_value(i32 %515, !1049, !DIExpression(), !1089)
  br label %433, !dbg !1348, !llvm.loop !1394

516:                                              ; preds = %505
  %517 = tail call i64 @llvm.smin.i64(i64 %486, i64 %481)
  %518 = trunc nsw i64 %484 to i32, !dbg !1396
  %519 = trunc i64 %517 to i32, !dbg !1396
  %520 = add i32 %519, -1, !dbg !1396
  br label %523, !dbg !1396

521:                                              ; preds = %495
  %522 = trunc nsw i64 %500 to i32, !dbg !1396
  br label %523, !dbg !1396

523:                                              ; preds = %476, %521, %516
  %524 = phi i32 [ %518, %516 ], [ %522, %521 ], [ %434, %476 ]
  %525 = phi i32 [ %520, %516 ], [ %501, %521 ], [ %436, %476 ], !dbg !1351
  %526 = icmp slt i32 %524, %477, !dbg !1396
  br i1 %526, label %527, label %530, !dbg !1398

527:                                              ; preds = %673, %523
  %528 = phi i32 [ %676, %673 ], [ %416, %523 ]
    #dbg_value(i32 poison, !1058, !DIExpression(), !1089)
    #dbg_value(i32 %528, !1054, !DIExpression(), !1089)
  %529 = icmp sgt i32 %528, 0, !dbg !1334
  br i1 %529, label %314, label %677, !dbg !1252, !llvm.loop !1399

530:                                              ; preds = %523
  %531 = sub nsw i32 %477, %325, !dbg !1400
  %532 = sub nsw i32 %478, %477, !dbg !1400
  %533 = tail call i32 @llvm.smin.i32(i32 %531, i32 %532), !dbg !1400
    #dbg_value(i32 %533, !1052, !DIExpression(), !1089)
    #dbg_value(!DIArgList(i32 %478, i32 %533), !1077, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1401)
    #dbg_value(i32 %533, !1078, !DIExpression(), !1401)
    #dbg_value(i32 %325, !1075, !DIExpression(), !1401)
  %534 = icmp sgt i32 %533, 0, !dbg !1402
  br i1 %534, label %535, label %594, !dbg !1402

535:                                              ; preds = %530
  %536 = sub i32 %478, %533, !dbg !1402
    #dbg_value(i32 %536, !1077, !DIExpression(), !1401)
  %537 = sext i32 %536 to i64, !dbg !1402
  %538 = sext i32 %325 to i64, !dbg !1402
  %539 = zext nneg i32 %533 to i64, !dbg !1402
  %540 = icmp ult i32 %533, 8, !dbg !1402
  br i1 %540, label %578, label %541, !dbg !1402

541:                                              ; preds = %535
  %542 = shl nsw i64 %538, 2, !dbg !1402
  %543 = getelementptr i8, ptr %0, i64 %542, !dbg !1402
  %544 = add nsw i32 %533, -1, !dbg !1402
  %545 = zext i32 %544 to i64, !dbg !1402
  %546 = shl nuw nsw i64 %545, 2, !dbg !1402
  %547 = getelementptr i8, ptr %177, i64 %542, !dbg !1402
  %548 = getelementptr i8, ptr %547, i64 %546, !dbg !1402
  %549 = shl nsw i64 %537, 2, !dbg !1402
  %550 = getelementptr i8, ptr %0, i64 %549, !dbg !1402
  %551 = getelementptr i8, ptr %178, i64 %549, !dbg !1402
  %552 = getelementptr i8, ptr %551, i64 %546, !dbg !1402
  %553 = icmp ult ptr %543, %552, !dbg !1402
  %554 = icmp ult ptr %550, %548, !dbg !1402
  %555 = and i1 %553, %554, !dbg !1402
  br i1 %555, label %578, label %556, !dbg !1402

556:                                              ; preds = %541
  %557 = and i64 %539, 2147483640, !dbg !1402
  %558 = add nsw i64 %557, %538, !dbg !1402
  %559 = add nsw i64 %557, %537, !dbg !1402
  %560 = trunc nuw nsw i64 %557 to i32, !dbg !1402
  %561 = sub nsw i32 %533, %560, !dbg !1402
  %562 = getelementptr i32, ptr %0, i64 %538, !dbg !1402
  %563 = getelementptr i32, ptr %0, i64 %537, !dbg !1402
  br label %564, !dbg !1402

564:                                              ; preds = %564, %556
  %565 = phi i64 [ 0, %556 ], [ %574, %564 ]
  %566 = getelementptr i32, ptr %562, i64 %565, !dbg !1403
  %567 = getelementptr inbounds i8, ptr %566, i64 16, !dbg !1403
  %568 = load <4 x i32>, ptr %566, align 4, !dbg !1403, !tbaa !347, !alias.scope !1404, !noalias !1407
  %569 = load <4 x i32>, ptr %567, align 4, !dbg !1403, !tbaa !347, !alias.scope !1404, !noalias !1407
  %570 = getelementptr i32, ptr %563, i64 %565, !dbg !1403
  %571 = getelementptr inbounds i8, ptr %570, i64 16, !dbg !1403
  %572 = load <4 x i32>, ptr %570, align 4, !dbg !1403, !tbaa !347, !alias.scope !1407
  %573 = load <4 x i32>, ptr %571, align 4, !dbg !1403, !tbaa !347, !alias.scope !1407
  store <4 x i32> %572, ptr %566, align 4, !dbg !1403, !tbaa !347, !alias.scope !1404, !noalias !1407
  store <4 x i32> %573, ptr %567, align 4, !dbg !1403, !tbaa !347, !alias.scope !1404, !noalias !1407
  store <4 x i32> %568, ptr %570, align 4, !dbg !1403, !tbaa !347, !alias.scope !1407
  store <4 x i32> %569, ptr %571, align 4, !dbg !1403, !tbaa !347, !alias.scope !1407
  %574 = add nuw i64 %565, 8
  %575 = icmp eq i64 %574, %557
  br i1 %575, label %576, label %564, !llvm.loop !1409

576:                                              ; preds = %564
  %577 = icmp eq i64 %557, %539, !dbg !1402
  br i1 %577, label %594, label %578, !dbg !1402

578:                                              ; preds = %576, %541, %535
  %579 = phi i64 [ %538, %541 ], [ %538, %535 ], [ %558, %576 ]
  %580 = phi i64 [ %537, %541 ], [ %537, %535 ], [ %559, %576 ]
  %581 = phi i32 [ %533, %541 ], [ %533, %535 ], [ %561, %576 ]
  br label %582, !dbg !1402

582:                                              ; preds = %578, %582
  %583 = phi i64 [ %590, %582 ], [ %579, %578 ]
  %584 = phi i64 [ %591, %582 ], [ %580, %578 ]
  %585 = phi i32 [ %592, %582 ], [ %581, %578 ]
    #dbg_value(i32 %585, !1078, !DIExpression(), !1401)
    #dbg_value(i64 %584, !1077, !DIExpression(), !1401)
    #dbg_value(i64 %583, !1075, !DIExpression(), !1401)
  %586 = getelementptr inbounds i32, ptr %0, i64 %583, !dbg !1403
  %587 = load i32, ptr %586, align 4, !dbg !1403, !tbaa !347
    #dbg_value(i32 %587, !1079, !DIExpression(), !1410)
  %588 = getelementptr inbounds i32, ptr %0, i64 %584, !dbg !1403
  %589 = load i32, ptr %588, align 4, !dbg !1403, !tbaa !347
  store i32 %589, ptr %586, align 4, !dbg !1403, !tbaa !347
  store i32 %587, ptr %588, align 4, !dbg !1403, !tbaa !347
  %590 = add nsw i64 %583, 1, !dbg !1411
    #dbg_value(i64 %590, !1075, !DIExpression(), !1401)
  %591 = add nsw i64 %584, 1, !dbg !1411
    #dbg_value(i64 %591, !1077, !DIExpression(), !1401)
  %592 = add nsw i32 %585, -1, !dbg !1411
    #dbg_value(i32 %592, !1078, !DIExpression(), !1401)
  %593 = icmp ugt i32 %585, 1, !dbg !1402
  br i1 %593, label %582, label %594, !dbg !1402, !llvm.loop !1412

594:                                              ; preds = %582, %576, %530
  %595 = sub nsw i32 %327, %524, !dbg !1413
  %596 = sub nsw i32 %524, %525, !dbg !1413
  %597 = tail call i32 @llvm.smin.i32(i32 %595, i32 %596), !dbg !1413
    #dbg_value(i32 %597, !1053, !DIExpression(), !1089)
    #dbg_value(!DIArgList(i32 %327, i32 %597), !1084, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !1414)
    #dbg_value(i32 %597, !1085, !DIExpression(), !1414)
    #dbg_value(i32 %478, !1082, !DIExpression(), !1414)
  %598 = icmp sgt i32 %597, 0, !dbg !1415
  br i1 %598, label %599, label %659, !dbg !1415

599:                                              ; preds = %594
  %600 = sub i32 %327, %597, !dbg !1415
    #dbg_value(i32 %600, !1084, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1414)
  %601 = sext i32 %600 to i64, !dbg !1415
  %602 = sext i32 %478 to i64, !dbg !1415
  %603 = zext nneg i32 %597 to i64, !dbg !1415
  %604 = icmp ult i32 %597, 8, !dbg !1415
  br i1 %604, label %643, label %605, !dbg !1415

605:                                              ; preds = %599
  %606 = shl nsw i64 %602, 2, !dbg !1415
  %607 = getelementptr i8, ptr %0, i64 %606, !dbg !1415
  %608 = getelementptr i8, ptr %174, i64 %606, !dbg !1415
  %609 = add nsw i32 %597, -1, !dbg !1415
  %610 = zext i32 %609 to i64, !dbg !1415
  %611 = shl nuw nsw i64 %610, 2, !dbg !1415
  %612 = getelementptr i8, ptr %608, i64 %611, !dbg !1415
  %613 = shl nsw i64 %601, 2, !dbg !1415
  %614 = getelementptr i8, ptr %175, i64 %613, !dbg !1415
  %615 = getelementptr i8, ptr %176, i64 %613, !dbg !1415
  %616 = getelementptr i8, ptr %615, i64 %611, !dbg !1415
  %617 = icmp ult ptr %607, %616, !dbg !1415
  %618 = icmp ult ptr %614, %612, !dbg !1415
  %619 = and i1 %617, %618, !dbg !1415
  br i1 %619, label %643, label %620, !dbg !1415

620:                                              ; preds = %605
  %621 = and i64 %603, 2147483640, !dbg !1415
  %622 = add nsw i64 %621, %602, !dbg !1415
  %623 = add nsw i64 %621, %601, !dbg !1415
  %624 = trunc nuw nsw i64 %621 to i32, !dbg !1415
  %625 = sub nsw i32 %597, %624, !dbg !1415
  %626 = getelementptr i32, ptr %0, i64 %602, !dbg !1415
  %627 = getelementptr i32, ptr %0, i64 %601, !dbg !1415
  br label %628, !dbg !1415

628:                                              ; preds = %628, %620
  %629 = phi i64 [ 0, %620 ], [ %639, %628 ]
  %630 = getelementptr i32, ptr %626, i64 %629, !dbg !1416
  %631 = getelementptr inbounds i8, ptr %630, i64 16, !dbg !1416
  %632 = load <4 x i32>, ptr %630, align 4, !dbg !1416, !tbaa !347, !alias.scope !1417, !noalias !1420
  %633 = load <4 x i32>, ptr %631, align 4, !dbg !1416, !tbaa !347, !alias.scope !1417, !noalias !1420
  %634 = getelementptr i32, ptr %627, i64 %629, !dbg !1416
  %635 = getelementptr i8, ptr %634, i64 4, !dbg !1416
  %636 = getelementptr i8, ptr %634, i64 20, !dbg !1416
  %637 = load <4 x i32>, ptr %635, align 4, !dbg !1416, !tbaa !347, !alias.scope !1420
  %638 = load <4 x i32>, ptr %636, align 4, !dbg !1416, !tbaa !347, !alias.scope !1420
  store <4 x i32> %637, ptr %630, align 4, !dbg !1416, !tbaa !347, !alias.scope !1417, !noalias !1420
  store <4 x i32> %638, ptr %631, align 4, !dbg !1416, !tbaa !347, !alias.scope !1417, !noalias !1420
  store <4 x i32> %632, ptr %635, align 4, !dbg !1416, !tbaa !347, !alias.scope !1420
  store <4 x i32> %633, ptr %636, align 4, !dbg !1416, !tbaa !347, !alias.scope !1420
  %639 = add nuw i64 %629, 8
  %640 = icmp eq i64 %639, %621
  br i1 %640, label %641, label %628, !llvm.loop !1422

641:                                              ; preds = %628
  %642 = icmp eq i64 %621, %603, !dbg !1415
  br i1 %642, label %659, label %643, !dbg !1415

643:                                              ; preds = %641, %605, %599
  %644 = phi i64 [ %602, %605 ], [ %602, %599 ], [ %622, %641 ]
  %645 = phi i64 [ %601, %605 ], [ %601, %599 ], [ %623, %641 ]
  %646 = phi i32 [ %597, %605 ], [ %597, %599 ], [ %625, %641 ]
  br label %647, !dbg !1415

647:                                              ; preds = %643, %647
  %648 = phi i64 [ %656, %647 ], [ %644, %643 ]
  %649 = phi i64 [ %651, %647 ], [ %645, %643 ]
  %650 = phi i32 [ %657, %647 ], [ %646, %643 ]
    #dbg_value(i32 %650, !1085, !DIExpression(), !1414)
    #dbg_value(i64 %649, !1084, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1414)
    #dbg_value(i64 %648, !1082, !DIExpression(), !1414)
  %651 = add nsw i64 %649, 1, !dbg !1415
    #dbg_value(i64 %651, !1084, !DIExpression(), !1414)
  %652 = getelementptr inbounds i32, ptr %0, i64 %648, !dbg !1416
  %653 = load i32, ptr %652, align 4, !dbg !1416, !tbaa !347
    #dbg_value(i32 %653, !1086, !DIExpression(), !1423)
  %654 = getelementptr inbounds i32, ptr %0, i64 %651, !dbg !1416
  %655 = load i32, ptr %654, align 4, !dbg !1416, !tbaa !347
  store i32 %655, ptr %652, align 4, !dbg !1416, !tbaa !347
  store i32 %653, ptr %654, align 4, !dbg !1416, !tbaa !347
  %656 = add nsw i64 %648, 1, !dbg !1424
    #dbg_value(i64 %656, !1082, !DIExpression(), !1414)
    #dbg_value(i64 %651, !1084, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1414)
  %657 = add nsw i32 %650, -1, !dbg !1424
    #dbg_value(i32 %657, !1085, !DIExpression(), !1414)
  %658 = icmp ugt i32 %650, 1, !dbg !1415
  br i1 %658, label %647, label %659, !dbg !1415, !llvm.loop !1425

659:                                              ; preds = %647, %641, %594
  %660 = xor i32 %477, -1, !dbg !1426
  %661 = add i32 %325, %660, !dbg !1427
  %662 = add i32 %661, %478, !dbg !1426
    #dbg_value(i32 %662, !1052, !DIExpression(), !1089)
  %663 = sub nsw i32 %327, %596, !dbg !1428
  %664 = add nsw i32 %663, 1, !dbg !1429
    #dbg_value(i32 %664, !1053, !DIExpression(), !1089)
  %665 = sub nsw i32 %662, %325, !dbg !1430
  %666 = sub nsw i32 %327, %664, !dbg !1432
  %667 = icmp sgt i32 %665, %666, !dbg !1433
    #dbg_value(i32 %415, !1054, !DIExpression(), !1089)
  %668 = and i64 %319, 4294967295, !dbg !1434
  %669 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %668, !dbg !1434
  %670 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %668, !dbg !1434
    #dbg_value(i32 %415, !1054, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1089)
  br i1 %667, label %671, label %672, !dbg !1435

671:                                              ; preds = %659
  store i32 %662, ptr %414, align 4, !dbg !1436, !tbaa !347
  br label %673, !dbg !1439

672:                                              ; preds = %659
  store i32 %664, ptr %413, align 4, !dbg !1440, !tbaa !347
  br label %673

673:                                              ; preds = %672, %671
  %674 = phi i32 [ %325, %672 ], [ %664, %671 ]
  %675 = phi i32 [ %662, %672 ], [ %327, %671 ]
  store i32 %674, ptr %669, align 4, !dbg !1434, !tbaa !347
  store i32 %675, ptr %670, align 4, !dbg !1434, !tbaa !347
  %676 = add nuw nsw i32 %415, 1, !dbg !1434
    #dbg_value(i32 %676, !1054, !DIExpression(), !1089)
  br label %527, !dbg !1252

677:                                              ; preds = %527, %410
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #9, !dbg !1443
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #9, !dbg !1443
    #dbg_value(i32 -1, !1033, !DIExpression(), !1097)
    #dbg_value(i32 %269, !1028, !DIExpression(), !1097)
  %678 = icmp sgt i32 %268, %305, !dbg !1444
  br i1 %678, label %704, label %679, !dbg !1447

679:                                              ; preds = %677
  %680 = sext i32 %269 to i64, !dbg !1447
  br label %681, !dbg !1447

681:                                              ; preds = %679, %699
  %682 = phi i64 [ %680, %679 ], [ %701, %699 ]
  %683 = phi i32 [ -1, %679 ], [ %700, %699 ]
    #dbg_value(i64 %682, !1028, !DIExpression(), !1097)
    #dbg_value(i32 %683, !1033, !DIExpression(), !1097)
  %684 = getelementptr inbounds i32, ptr %0, i64 %682, !dbg !1448
  %685 = load i32, ptr %684, align 4, !dbg !1448, !tbaa !347
  %686 = zext i32 %685 to i64, !dbg !1450
  %687 = getelementptr inbounds i32, ptr %1, i64 %686, !dbg !1450
  %688 = load i32, ptr %687, align 4, !dbg !1450, !tbaa !347
    #dbg_value(i32 %688, !1034, !DIExpression(), !1097)
  %689 = icmp eq i32 %683, %688, !dbg !1451
  br i1 %689, label %699, label %690, !dbg !1453

690:                                              ; preds = %681
  %691 = trunc nsw i64 %682 to i32, !dbg !1454
  %692 = and i32 %691, 31, !dbg !1454
  %693 = shl nuw i32 1, %692, !dbg !1454
  %694 = ashr i32 %691, 5, !dbg !1454
  %695 = sext i32 %694 to i64, !dbg !1454
  %696 = getelementptr inbounds i32, ptr %2, i64 %695, !dbg !1454
  %697 = load i32, ptr %696, align 4, !dbg !1454, !tbaa !347
  %698 = or i32 %697, %693, !dbg !1454
  store i32 %698, ptr %696, align 4, !dbg !1454, !tbaa !347
    #dbg_value(i32 %688, !1033, !DIExpression(), !1097)
  br label %699, !dbg !1456

699:                                              ; preds = %681, %690
  %700 = phi i32 [ %688, %690 ], [ %683, %681 ], !dbg !1457
    #dbg_value(i32 %700, !1033, !DIExpression(), !1097)
  %701 = add nsw i64 %682, 1, !dbg !1458
    #dbg_value(i64 %701, !1028, !DIExpression(), !1097)
  %702 = trunc i64 %701 to i32, !dbg !1444
  %703 = icmp eq i32 %305, %702, !dbg !1444
  br i1 %703, label %704, label %681, !dbg !1447, !llvm.loop !1459

704:                                              ; preds = %699, %677, %308
  %705 = phi i32 [ %233, %308 ], [ %313, %677 ], [ %313, %699 ], !dbg !1195
    #dbg_value(i32 %705, !1035, !DIExpression(), !1097)
  br label %231, !dbg !1194, !llvm.loop !1461

706:                                              ; preds = %304, %267
  br i1 %10, label %707, label %716, !dbg !1463

707:                                              ; preds = %706
  %708 = load ptr, ptr @stderr, align 8, !dbg !1464, !tbaa !357
  %709 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %708, ptr noundef nonnull @.str.4, i32 noundef %233) #11, !dbg !1464
  %710 = shl nsw i32 %202, 1, !dbg !1466
    #dbg_value(i32 %710, !1027, !DIExpression(), !1097)
  %711 = icmp sgt i32 %710, %3, !dbg !1467
  %712 = icmp eq i32 %233, 0
  %713 = select i1 %711, i1 true, i1 %712, !dbg !1469
  br i1 %713, label %721, label %714, !dbg !1469

714:                                              ; preds = %707, %716
  %715 = phi i32 [ %710, %707 ], [ %717, %716 ]
  br label %201, !dbg !1173, !llvm.loop !1470

716:                                              ; preds = %706
  %717 = shl nsw i32 %202, 1, !dbg !1466
    #dbg_value(i32 %717, !1027, !DIExpression(), !1097)
  %718 = icmp sgt i32 %717, %3, !dbg !1467
  %719 = icmp eq i32 %233, 0
  %720 = select i1 %718, i1 true, i1 %719, !dbg !1469
  br i1 %720, label %724, label %714, !dbg !1469

721:                                              ; preds = %707
  %722 = load ptr, ptr @stderr, align 8, !dbg !1472, !tbaa !357
  %723 = tail call i64 @fwrite(ptr nonnull @.str.5, i64 33, i64 1, ptr %722) #10, !dbg !1472
  br label %724, !dbg !1472

724:                                              ; preds = %716, %721
    #dbg_value(i32 0, !1029, !DIExpression(), !1097)
    #dbg_value(i32 0, !1028, !DIExpression(), !1097)
  br i1 %15, label %725, label %751, !dbg !1474

725:                                              ; preds = %724
  %726 = zext nneg i32 %3 to i64, !dbg !1476
  br label %727, !dbg !1474

727:                                              ; preds = %725, %738
  %728 = phi i64 [ 0, %725 ], [ %746, %738 ]
  %729 = phi i64 [ 0, %725 ], [ %733, %738 ]
    #dbg_value(i64 %728, !1028, !DIExpression(), !1097)
    #dbg_value(i32 poison, !1029, !DIExpression(), !1097)
  %730 = shl i64 %729, 32, !dbg !1478
  %731 = ashr exact i64 %730, 32, !dbg !1478
  br label %732, !dbg !1478

732:                                              ; preds = %732, %727
  %733 = phi i64 [ %737, %732 ], [ %731, %727 ], !dbg !1097
    #dbg_value(i64 %733, !1029, !DIExpression(), !1097)
  %734 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %733, !dbg !1480
  %735 = load i32, ptr %734, align 4, !dbg !1480, !tbaa !347
  %736 = icmp eq i32 %735, 0, !dbg !1481
  %737 = add nsw i64 %733, 1, !dbg !1482
    #dbg_value(i64 %737, !1029, !DIExpression(), !1097)
  br i1 %736, label %732, label %738, !dbg !1478, !llvm.loop !1483

738:                                              ; preds = %732
  %739 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %733
  %740 = add nsw i32 %735, -1, !dbg !1484
  store i32 %740, ptr %739, align 4, !dbg !1484, !tbaa !347
  %741 = trunc i64 %733 to i8, !dbg !1485
  %742 = getelementptr inbounds i32, ptr %0, i64 %728, !dbg !1486
  %743 = load i32, ptr %742, align 4, !dbg !1486, !tbaa !347
  %744 = zext i32 %743 to i64, !dbg !1487
  %745 = getelementptr inbounds i8, ptr %1, i64 %744, !dbg !1487
  store i8 %741, ptr %745, align 1, !dbg !1488, !tbaa !362
  %746 = add nuw nsw i64 %728, 1, !dbg !1489
    #dbg_value(i64 %746, !1028, !DIExpression(), !1097)
    #dbg_value(i64 %733, !1029, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1097)
  %747 = icmp eq i64 %746, %726, !dbg !1476
  br i1 %747, label %748, label %727, !dbg !1474, !llvm.loop !1490

748:                                              ; preds = %738
    #dbg_value(i64 %733, !1029, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1097)
  %749 = icmp slt i64 %733, 256, !dbg !1492
  br i1 %749, label %751, label %750, !dbg !1495

750:                                              ; preds = %748
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1005) #9, !dbg !1492
  br label %751, !dbg !1492

751:                                              ; preds = %724, %750, %748
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %9) #9, !dbg !1496
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9, !dbg !1496
  ret void, !dbg !1496
}

; Function Attrs: nofree nounwind
declare !dbg !1497 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare !dbg !1563 void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc zeroext range(i8 0, 2) i8 @mainGtU(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef %5) unnamed_addr #4 !dbg !1566 {
    #dbg_value(i32 %0, !1570, !DIExpression(), !1581)
    #dbg_value(i32 %1, !1571, !DIExpression(), !1581)
    #dbg_value(ptr %2, !1572, !DIExpression(), !1581)
    #dbg_value(ptr %3, !1573, !DIExpression(), !1581)
    #dbg_value(i32 %4, !1574, !DIExpression(), !1581)
    #dbg_value(ptr %5, !1575, !DIExpression(), !1581)
  %7 = zext i32 %0 to i64, !dbg !1582
  %8 = getelementptr inbounds i8, ptr %2, i64 %7, !dbg !1582
  %9 = load i8, ptr %8, align 1, !dbg !1582, !tbaa !362
    #dbg_value(i8 %9, !1577, !DIExpression(), !1581)
  %10 = zext i32 %1 to i64, !dbg !1583
  %11 = getelementptr inbounds i8, ptr %2, i64 %10, !dbg !1583
  %12 = load i8, ptr %11, align 1, !dbg !1583, !tbaa !362
    #dbg_value(i8 %12, !1578, !DIExpression(), !1581)
  %13 = icmp eq i8 %9, %12, !dbg !1584
  br i1 %13, label %16, label %14, !dbg !1586

14:                                               ; preds = %6
  %15 = icmp ugt i8 %9, %12, !dbg !1587
  br label %326, !dbg !1588

16:                                               ; preds = %6
  %17 = add i32 %0, 1, !dbg !1589
    #dbg_value(i32 %17, !1570, !DIExpression(), !1581)
  %18 = add i32 %1, 1, !dbg !1590
    #dbg_value(i32 %18, !1571, !DIExpression(), !1581)
  %19 = zext i32 %17 to i64, !dbg !1591
  %20 = getelementptr inbounds i8, ptr %2, i64 %19, !dbg !1591
  %21 = load i8, ptr %20, align 1, !dbg !1591, !tbaa !362
    #dbg_value(i8 %21, !1577, !DIExpression(), !1581)
  %22 = zext i32 %18 to i64, !dbg !1592
  %23 = getelementptr inbounds i8, ptr %2, i64 %22, !dbg !1592
  %24 = load i8, ptr %23, align 1, !dbg !1592, !tbaa !362
    #dbg_value(i8 %24, !1578, !DIExpression(), !1581)
  %25 = icmp eq i8 %21, %24, !dbg !1593
  br i1 %25, label %28, label %26, !dbg !1595

26:                                               ; preds = %16
  %27 = icmp ugt i8 %21, %24, !dbg !1596
  br label %326, !dbg !1597

28:                                               ; preds = %16
  %29 = add i32 %0, 2, !dbg !1598
    #dbg_value(i32 %29, !1570, !DIExpression(), !1581)
  %30 = add i32 %1, 2, !dbg !1599
    #dbg_value(i32 %30, !1571, !DIExpression(), !1581)
  %31 = zext i32 %29 to i64, !dbg !1600
  %32 = getelementptr inbounds i8, ptr %2, i64 %31, !dbg !1600
  %33 = load i8, ptr %32, align 1, !dbg !1600, !tbaa !362
    #dbg_value(i8 %33, !1577, !DIExpression(), !1581)
  %34 = zext i32 %30 to i64, !dbg !1601
  %35 = getelementptr inbounds i8, ptr %2, i64 %34, !dbg !1601
  %36 = load i8, ptr %35, align 1, !dbg !1601, !tbaa !362
    #dbg_value(i8 %36, !1578, !DIExpression(), !1581)
  %37 = icmp eq i8 %33, %36, !dbg !1602
  br i1 %37, label %40, label %38, !dbg !1604

38:                                               ; preds = %28
  %39 = icmp ugt i8 %33, %36, !dbg !1605
  br label %326, !dbg !1606

40:                                               ; preds = %28
  %41 = add i32 %0, 3, !dbg !1607
    #dbg_value(i32 %41, !1570, !DIExpression(), !1581)
  %42 = add i32 %1, 3, !dbg !1608
    #dbg_value(i32 %42, !1571, !DIExpression(), !1581)
  %43 = zext i32 %41 to i64, !dbg !1609
  %44 = getelementptr inbounds i8, ptr %2, i64 %43, !dbg !1609
  %45 = load i8, ptr %44, align 1, !dbg !1609, !tbaa !362
    #dbg_value(i8 %45, !1577, !DIExpression(), !1581)
  %46 = zext i32 %42 to i64, !dbg !1610
  %47 = getelementptr inbounds i8, ptr %2, i64 %46, !dbg !1610
  %48 = load i8, ptr %47, align 1, !dbg !1610, !tbaa !362
    #dbg_value(i8 %48, !1578, !DIExpression(), !1581)
  %49 = icmp eq i8 %45, %48, !dbg !1611
  br i1 %49, label %52, label %50, !dbg !1613

50:                                               ; preds = %40
  %51 = icmp ugt i8 %45, %48, !dbg !1614
  br label %326, !dbg !1615

52:                                               ; preds = %40
  %53 = add i32 %0, 4, !dbg !1616
    #dbg_value(i32 %53, !1570, !DIExpression(), !1581)
  %54 = add i32 %1, 4, !dbg !1617
    #dbg_value(i32 %54, !1571, !DIExpression(), !1581)
  %55 = zext i32 %53 to i64, !dbg !1618
  %56 = getelementptr inbounds i8, ptr %2, i64 %55, !dbg !1618
  %57 = load i8, ptr %56, align 1, !dbg !1618, !tbaa !362
    #dbg_value(i8 %57, !1577, !DIExpression(), !1581)
  %58 = zext i32 %54 to i64, !dbg !1619
  %59 = getelementptr inbounds i8, ptr %2, i64 %58, !dbg !1619
  %60 = load i8, ptr %59, align 1, !dbg !1619, !tbaa !362
    #dbg_value(i8 %60, !1578, !DIExpression(), !1581)
  %61 = icmp eq i8 %57, %60, !dbg !1620
  br i1 %61, label %64, label %62, !dbg !1622

62:                                               ; preds = %52
  %63 = icmp ugt i8 %57, %60, !dbg !1623
  br label %326, !dbg !1624

64:                                               ; preds = %52
  %65 = add i32 %0, 5, !dbg !1625
    #dbg_value(i32 %65, !1570, !DIExpression(), !1581)
  %66 = add i32 %1, 5, !dbg !1626
    #dbg_value(i32 %66, !1571, !DIExpression(), !1581)
  %67 = zext i32 %65 to i64, !dbg !1627
  %68 = getelementptr inbounds i8, ptr %2, i64 %67, !dbg !1627
  %69 = load i8, ptr %68, align 1, !dbg !1627, !tbaa !362
    #dbg_value(i8 %69, !1577, !DIExpression(), !1581)
  %70 = zext i32 %66 to i64, !dbg !1628
  %71 = getelementptr inbounds i8, ptr %2, i64 %70, !dbg !1628
  %72 = load i8, ptr %71, align 1, !dbg !1628, !tbaa !362
    #dbg_value(i8 %72, !1578, !DIExpression(), !1581)
  %73 = icmp eq i8 %69, %72, !dbg !1629
  br i1 %73, label %76, label %74, !dbg !1631

74:                                               ; preds = %64
  %75 = icmp ugt i8 %69, %72, !dbg !1632
  br label %326, !dbg !1633

76:                                               ; preds = %64
  %77 = add i32 %0, 6, !dbg !1634
    #dbg_value(i32 %77, !1570, !DIExpression(), !1581)
  %78 = add i32 %1, 6, !dbg !1635
    #dbg_value(i32 %78, !1571, !DIExpression(), !1581)
  %79 = zext i32 %77 to i64, !dbg !1636
  %80 = getelementptr inbounds i8, ptr %2, i64 %79, !dbg !1636
  %81 = load i8, ptr %80, align 1, !dbg !1636, !tbaa !362
    #dbg_value(i8 %81, !1577, !DIExpression(), !1581)
  %82 = zext i32 %78 to i64, !dbg !1637
  %83 = getelementptr inbounds i8, ptr %2, i64 %82, !dbg !1637
  %84 = load i8, ptr %83, align 1, !dbg !1637, !tbaa !362
    #dbg_value(i8 %84, !1578, !DIExpression(), !1581)
  %85 = icmp eq i8 %81, %84, !dbg !1638
  br i1 %85, label %88, label %86, !dbg !1640

86:                                               ; preds = %76
  %87 = icmp ugt i8 %81, %84, !dbg !1641
  br label %326, !dbg !1642

88:                                               ; preds = %76
  %89 = add i32 %0, 7, !dbg !1643
    #dbg_value(i32 %89, !1570, !DIExpression(), !1581)
  %90 = add i32 %1, 7, !dbg !1644
    #dbg_value(i32 %90, !1571, !DIExpression(), !1581)
  %91 = zext i32 %89 to i64, !dbg !1645
  %92 = getelementptr inbounds i8, ptr %2, i64 %91, !dbg !1645
  %93 = load i8, ptr %92, align 1, !dbg !1645, !tbaa !362
    #dbg_value(i8 %93, !1577, !DIExpression(), !1581)
  %94 = zext i32 %90 to i64, !dbg !1646
  %95 = getelementptr inbounds i8, ptr %2, i64 %94, !dbg !1646
  %96 = load i8, ptr %95, align 1, !dbg !1646, !tbaa !362
    #dbg_value(i8 %96, !1578, !DIExpression(), !1581)
  %97 = icmp eq i8 %93, %96, !dbg !1647
  br i1 %97, label %100, label %98, !dbg !1649

98:                                               ; preds = %88
  %99 = icmp ugt i8 %93, %96, !dbg !1650
  br label %326, !dbg !1651

100:                                              ; preds = %88
  %101 = add i32 %0, 8, !dbg !1652
    #dbg_value(i32 %101, !1570, !DIExpression(), !1581)
  %102 = add i32 %1, 8, !dbg !1653
    #dbg_value(i32 %102, !1571, !DIExpression(), !1581)
  %103 = zext i32 %101 to i64, !dbg !1654
  %104 = getelementptr inbounds i8, ptr %2, i64 %103, !dbg !1654
  %105 = load i8, ptr %104, align 1, !dbg !1654, !tbaa !362
    #dbg_value(i8 %105, !1577, !DIExpression(), !1581)
  %106 = zext i32 %102 to i64, !dbg !1655
  %107 = getelementptr inbounds i8, ptr %2, i64 %106, !dbg !1655
  %108 = load i8, ptr %107, align 1, !dbg !1655, !tbaa !362
    #dbg_value(i8 %108, !1578, !DIExpression(), !1581)
  %109 = icmp eq i8 %105, %108, !dbg !1656
  br i1 %109, label %112, label %110, !dbg !1658

110:                                              ; preds = %100
  %111 = icmp ugt i8 %105, %108, !dbg !1659
  br label %326, !dbg !1660

112:                                              ; preds = %100
  %113 = add i32 %0, 9, !dbg !1661
    #dbg_value(i32 %113, !1570, !DIExpression(), !1581)
  %114 = add i32 %1, 9, !dbg !1662
    #dbg_value(i32 %114, !1571, !DIExpression(), !1581)
  %115 = zext i32 %113 to i64, !dbg !1663
  %116 = getelementptr inbounds i8, ptr %2, i64 %115, !dbg !1663
  %117 = load i8, ptr %116, align 1, !dbg !1663, !tbaa !362
    #dbg_value(i8 %117, !1577, !DIExpression(), !1581)
  %118 = zext i32 %114 to i64, !dbg !1664
  %119 = getelementptr inbounds i8, ptr %2, i64 %118, !dbg !1664
  %120 = load i8, ptr %119, align 1, !dbg !1664, !tbaa !362
    #dbg_value(i8 %120, !1578, !DIExpression(), !1581)
  %121 = icmp eq i8 %117, %120, !dbg !1665
  br i1 %121, label %124, label %122, !dbg !1667

122:                                              ; preds = %112
  %123 = icmp ugt i8 %117, %120, !dbg !1668
  br label %326, !dbg !1669

124:                                              ; preds = %112
  %125 = add i32 %0, 10, !dbg !1670
    #dbg_value(i32 %125, !1570, !DIExpression(), !1581)
  %126 = add i32 %1, 10, !dbg !1671
    #dbg_value(i32 %126, !1571, !DIExpression(), !1581)
  %127 = zext i32 %125 to i64, !dbg !1672
  %128 = getelementptr inbounds i8, ptr %2, i64 %127, !dbg !1672
  %129 = load i8, ptr %128, align 1, !dbg !1672, !tbaa !362
    #dbg_value(i8 %129, !1577, !DIExpression(), !1581)
  %130 = zext i32 %126 to i64, !dbg !1673
  %131 = getelementptr inbounds i8, ptr %2, i64 %130, !dbg !1673
  %132 = load i8, ptr %131, align 1, !dbg !1673, !tbaa !362
    #dbg_value(i8 %132, !1578, !DIExpression(), !1581)
  %133 = icmp eq i8 %129, %132, !dbg !1674
  br i1 %133, label %136, label %134, !dbg !1676

134:                                              ; preds = %124
  %135 = icmp ugt i8 %129, %132, !dbg !1677
  br label %326, !dbg !1678

136:                                              ; preds = %124
  %137 = add i32 %0, 11, !dbg !1679
    #dbg_value(i32 %137, !1570, !DIExpression(), !1581)
  %138 = add i32 %1, 11, !dbg !1680
    #dbg_value(i32 %138, !1571, !DIExpression(), !1581)
  %139 = zext i32 %137 to i64, !dbg !1681
  %140 = getelementptr inbounds i8, ptr %2, i64 %139, !dbg !1681
  %141 = load i8, ptr %140, align 1, !dbg !1681, !tbaa !362
    #dbg_value(i8 %141, !1577, !DIExpression(), !1581)
  %142 = zext i32 %138 to i64, !dbg !1682
  %143 = getelementptr inbounds i8, ptr %2, i64 %142, !dbg !1682
  %144 = load i8, ptr %143, align 1, !dbg !1682, !tbaa !362
    #dbg_value(i8 %144, !1578, !DIExpression(), !1581)
  %145 = icmp eq i8 %141, %144, !dbg !1683
  br i1 %145, label %148, label %146, !dbg !1685

146:                                              ; preds = %136
  %147 = icmp ugt i8 %141, %144, !dbg !1686
  br label %326, !dbg !1687

148:                                              ; preds = %136
  %149 = add i32 %0, 12, !dbg !1688
    #dbg_value(i32 %149, !1570, !DIExpression(), !1581)
  %150 = add i32 %1, 12, !dbg !1689
    #dbg_value(i32 %150, !1571, !DIExpression(), !1581)
  %151 = add nuw i32 %4, 8, !dbg !1690
    #dbg_value(i32 %151, !1576, !DIExpression(), !1581)
  br label %152, !dbg !1691

152:                                              ; preds = %313, %148
  %153 = phi i32 [ %150, %148 ], [ %321, %313 ], !dbg !1581
  %154 = phi i32 [ %149, %148 ], [ %318, %313 ], !dbg !1581
  %155 = phi i32 [ %151, %148 ], [ %322, %313 ], !dbg !1581
    #dbg_value(i32 %155, !1576, !DIExpression(), !1581)
    #dbg_value(i32 %154, !1570, !DIExpression(), !1581)
    #dbg_value(i32 %153, !1571, !DIExpression(), !1581)
  %156 = zext i32 %154 to i64, !dbg !1692
  %157 = getelementptr inbounds i8, ptr %2, i64 %156, !dbg !1692
  %158 = load i8, ptr %157, align 1, !dbg !1692, !tbaa !362
    #dbg_value(i8 %158, !1577, !DIExpression(), !1581)
  %159 = zext i32 %153 to i64, !dbg !1694
  %160 = getelementptr inbounds i8, ptr %2, i64 %159, !dbg !1694
  %161 = load i8, ptr %160, align 1, !dbg !1694, !tbaa !362
    #dbg_value(i8 %161, !1578, !DIExpression(), !1581)
  %162 = icmp eq i8 %158, %161, !dbg !1695
  br i1 %162, label %165, label %163, !dbg !1697

163:                                              ; preds = %152
  %164 = icmp ugt i8 %158, %161, !dbg !1698
  br label %326, !dbg !1699

165:                                              ; preds = %152
  %166 = getelementptr inbounds i16, ptr %3, i64 %156, !dbg !1700
  %167 = load i16, ptr %166, align 2, !dbg !1700, !tbaa !374
    #dbg_value(i16 %167, !1579, !DIExpression(), !1581)
  %168 = getelementptr inbounds i16, ptr %3, i64 %159, !dbg !1701
  %169 = load i16, ptr %168, align 2, !dbg !1701, !tbaa !374
    #dbg_value(i16 %169, !1580, !DIExpression(), !1581)
  %170 = icmp eq i16 %167, %169, !dbg !1702
  br i1 %170, label %173, label %171, !dbg !1704

171:                                              ; preds = %165
  %172 = icmp ugt i16 %167, %169, !dbg !1705
  br label %326, !dbg !1706

173:                                              ; preds = %165
  %174 = add i32 %154, 1, !dbg !1707
    #dbg_value(i32 %174, !1570, !DIExpression(), !1581)
  %175 = add i32 %153, 1, !dbg !1708
    #dbg_value(i32 %175, !1571, !DIExpression(), !1581)
  %176 = zext i32 %174 to i64, !dbg !1709
  %177 = getelementptr inbounds i8, ptr %2, i64 %176, !dbg !1709
  %178 = load i8, ptr %177, align 1, !dbg !1709, !tbaa !362
    #dbg_value(i8 %178, !1577, !DIExpression(), !1581)
  %179 = zext i32 %175 to i64, !dbg !1710
  %180 = getelementptr inbounds i8, ptr %2, i64 %179, !dbg !1710
  %181 = load i8, ptr %180, align 1, !dbg !1710, !tbaa !362
    #dbg_value(i8 %181, !1578, !DIExpression(), !1581)
  %182 = icmp eq i8 %178, %181, !dbg !1711
  br i1 %182, label %185, label %183, !dbg !1713

183:                                              ; preds = %173
  %184 = icmp ugt i8 %178, %181, !dbg !1714
  br label %326, !dbg !1715

185:                                              ; preds = %173
  %186 = getelementptr inbounds i16, ptr %3, i64 %176, !dbg !1716
  %187 = load i16, ptr %186, align 2, !dbg !1716, !tbaa !374
    #dbg_value(i16 %187, !1579, !DIExpression(), !1581)
  %188 = getelementptr inbounds i16, ptr %3, i64 %179, !dbg !1717
  %189 = load i16, ptr %188, align 2, !dbg !1717, !tbaa !374
    #dbg_value(i16 %189, !1580, !DIExpression(), !1581)
  %190 = icmp eq i16 %187, %189, !dbg !1718
  br i1 %190, label %193, label %191, !dbg !1720

191:                                              ; preds = %185
  %192 = icmp ugt i16 %187, %189, !dbg !1721
  br label %326, !dbg !1722

193:                                              ; preds = %185
  %194 = add i32 %154, 2, !dbg !1723
    #dbg_value(i32 %194, !1570, !DIExpression(), !1581)
  %195 = add i32 %153, 2, !dbg !1724
    #dbg_value(i32 %195, !1571, !DIExpression(), !1581)
  %196 = zext i32 %194 to i64, !dbg !1725
  %197 = getelementptr inbounds i8, ptr %2, i64 %196, !dbg !1725
  %198 = load i8, ptr %197, align 1, !dbg !1725, !tbaa !362
    #dbg_value(i8 %198, !1577, !DIExpression(), !1581)
  %199 = zext i32 %195 to i64, !dbg !1726
  %200 = getelementptr inbounds i8, ptr %2, i64 %199, !dbg !1726
  %201 = load i8, ptr %200, align 1, !dbg !1726, !tbaa !362
    #dbg_value(i8 %201, !1578, !DIExpression(), !1581)
  %202 = icmp eq i8 %198, %201, !dbg !1727
  br i1 %202, label %205, label %203, !dbg !1729

203:                                              ; preds = %193
  %204 = icmp ugt i8 %198, %201, !dbg !1730
  br label %326, !dbg !1731

205:                                              ; preds = %193
  %206 = getelementptr inbounds i16, ptr %3, i64 %196, !dbg !1732
  %207 = load i16, ptr %206, align 2, !dbg !1732, !tbaa !374
    #dbg_value(i16 %207, !1579, !DIExpression(), !1581)
  %208 = getelementptr inbounds i16, ptr %3, i64 %199, !dbg !1733
  %209 = load i16, ptr %208, align 2, !dbg !1733, !tbaa !374
    #dbg_value(i16 %209, !1580, !DIExpression(), !1581)
  %210 = icmp eq i16 %207, %209, !dbg !1734
  br i1 %210, label %213, label %211, !dbg !1736

211:                                              ; preds = %205
  %212 = icmp ugt i16 %207, %209, !dbg !1737
  br label %326, !dbg !1738

213:                                              ; preds = %205
  %214 = add i32 %154, 3, !dbg !1739
    #dbg_value(i32 %214, !1570, !DIExpression(), !1581)
  %215 = add i32 %153, 3, !dbg !1740
    #dbg_value(i32 %215, !1571, !DIExpression(), !1581)
  %216 = zext i32 %214 to i64, !dbg !1741
  %217 = getelementptr inbounds i8, ptr %2, i64 %216, !dbg !1741
  %218 = load i8, ptr %217, align 1, !dbg !1741, !tbaa !362
    #dbg_value(i8 %218, !1577, !DIExpression(), !1581)
  %219 = zext i32 %215 to i64, !dbg !1742
  %220 = getelementptr inbounds i8, ptr %2, i64 %219, !dbg !1742
  %221 = load i8, ptr %220, align 1, !dbg !1742, !tbaa !362
    #dbg_value(i8 %221, !1578, !DIExpression(), !1581)
  %222 = icmp eq i8 %218, %221, !dbg !1743
  br i1 %222, label %225, label %223, !dbg !1745

223:                                              ; preds = %213
  %224 = icmp ugt i8 %218, %221, !dbg !1746
  br label %326, !dbg !1747

225:                                              ; preds = %213
  %226 = getelementptr inbounds i16, ptr %3, i64 %216, !dbg !1748
  %227 = load i16, ptr %226, align 2, !dbg !1748, !tbaa !374
    #dbg_value(i16 %227, !1579, !DIExpression(), !1581)
  %228 = getelementptr inbounds i16, ptr %3, i64 %219, !dbg !1749
  %229 = load i16, ptr %228, align 2, !dbg !1749, !tbaa !374
    #dbg_value(i16 %229, !1580, !DIExpression(), !1581)
  %230 = icmp eq i16 %227, %229, !dbg !1750
  br i1 %230, label %233, label %231, !dbg !1752

231:                                              ; preds = %225
  %232 = icmp ugt i16 %227, %229, !dbg !1753
  br label %326, !dbg !1754

233:                                              ; preds = %225
  %234 = add i32 %154, 4, !dbg !1755
    #dbg_value(i32 %234, !1570, !DIExpression(), !1581)
  %235 = add i32 %153, 4, !dbg !1756
    #dbg_value(i32 %235, !1571, !DIExpression(), !1581)
  %236 = zext i32 %234 to i64, !dbg !1757
  %237 = getelementptr inbounds i8, ptr %2, i64 %236, !dbg !1757
  %238 = load i8, ptr %237, align 1, !dbg !1757, !tbaa !362
    #dbg_value(i8 %238, !1577, !DIExpression(), !1581)
  %239 = zext i32 %235 to i64, !dbg !1758
  %240 = getelementptr inbounds i8, ptr %2, i64 %239, !dbg !1758
  %241 = load i8, ptr %240, align 1, !dbg !1758, !tbaa !362
    #dbg_value(i8 %241, !1578, !DIExpression(), !1581)
  %242 = icmp eq i8 %238, %241, !dbg !1759
  br i1 %242, label %245, label %243, !dbg !1761

243:                                              ; preds = %233
  %244 = icmp ugt i8 %238, %241, !dbg !1762
  br label %326, !dbg !1763

245:                                              ; preds = %233
  %246 = getelementptr inbounds i16, ptr %3, i64 %236, !dbg !1764
  %247 = load i16, ptr %246, align 2, !dbg !1764, !tbaa !374
    #dbg_value(i16 %247, !1579, !DIExpression(), !1581)
  %248 = getelementptr inbounds i16, ptr %3, i64 %239, !dbg !1765
  %249 = load i16, ptr %248, align 2, !dbg !1765, !tbaa !374
    #dbg_value(i16 %249, !1580, !DIExpression(), !1581)
  %250 = icmp eq i16 %247, %249, !dbg !1766
  br i1 %250, label %253, label %251, !dbg !1768

251:                                              ; preds = %245
  %252 = icmp ugt i16 %247, %249, !dbg !1769
  br label %326, !dbg !1770

253:                                              ; preds = %245
  %254 = add i32 %154, 5, !dbg !1771
    #dbg_value(i32 %254, !1570, !DIExpression(), !1581)
  %255 = add i32 %153, 5, !dbg !1772
    #dbg_value(i32 %255, !1571, !DIExpression(), !1581)
  %256 = zext i32 %254 to i64, !dbg !1773
  %257 = getelementptr inbounds i8, ptr %2, i64 %256, !dbg !1773
  %258 = load i8, ptr %257, align 1, !dbg !1773, !tbaa !362
    #dbg_value(i8 %258, !1577, !DIExpression(), !1581)
  %259 = zext i32 %255 to i64, !dbg !1774
  %260 = getelementptr inbounds i8, ptr %2, i64 %259, !dbg !1774
  %261 = load i8, ptr %260, align 1, !dbg !1774, !tbaa !362
    #dbg_value(i8 %261, !1578, !DIExpression(), !1581)
  %262 = icmp eq i8 %258, %261, !dbg !1775
  br i1 %262, label %265, label %263, !dbg !1777

263:                                              ; preds = %253
  %264 = icmp ugt i8 %258, %261, !dbg !1778
  br label %326, !dbg !1779

265:                                              ; preds = %253
  %266 = getelementptr inbounds i16, ptr %3, i64 %256, !dbg !1780
  %267 = load i16, ptr %266, align 2, !dbg !1780, !tbaa !374
    #dbg_value(i16 %267, !1579, !DIExpression(), !1581)
  %268 = getelementptr inbounds i16, ptr %3, i64 %259, !dbg !1781
  %269 = load i16, ptr %268, align 2, !dbg !1781, !tbaa !374
    #dbg_value(i16 %269, !1580, !DIExpression(), !1581)
  %270 = icmp eq i16 %267, %269, !dbg !1782
  br i1 %270, label %273, label %271, !dbg !1784

271:                                              ; preds = %265
  %272 = icmp ugt i16 %267, %269, !dbg !1785
  br label %326, !dbg !1786

273:                                              ; preds = %265
  %274 = add i32 %154, 6, !dbg !1787
    #dbg_value(i32 %274, !1570, !DIExpression(), !1581)
  %275 = add i32 %153, 6, !dbg !1788
    #dbg_value(i32 %275, !1571, !DIExpression(), !1581)
  %276 = zext i32 %274 to i64, !dbg !1789
  %277 = getelementptr inbounds i8, ptr %2, i64 %276, !dbg !1789
  %278 = load i8, ptr %277, align 1, !dbg !1789, !tbaa !362
    #dbg_value(i8 %278, !1577, !DIExpression(), !1581)
  %279 = zext i32 %275 to i64, !dbg !1790
  %280 = getelementptr inbounds i8, ptr %2, i64 %279, !dbg !1790
  %281 = load i8, ptr %280, align 1, !dbg !1790, !tbaa !362
    #dbg_value(i8 %281, !1578, !DIExpression(), !1581)
  %282 = icmp eq i8 %278, %281, !dbg !1791
  br i1 %282, label %285, label %283, !dbg !1793

283:                                              ; preds = %273
  %284 = icmp ugt i8 %278, %281, !dbg !1794
  br label %326, !dbg !1795

285:                                              ; preds = %273
  %286 = getelementptr inbounds i16, ptr %3, i64 %276, !dbg !1796
  %287 = load i16, ptr %286, align 2, !dbg !1796, !tbaa !374
    #dbg_value(i16 %287, !1579, !DIExpression(), !1581)
  %288 = getelementptr inbounds i16, ptr %3, i64 %279, !dbg !1797
  %289 = load i16, ptr %288, align 2, !dbg !1797, !tbaa !374
    #dbg_value(i16 %289, !1580, !DIExpression(), !1581)
  %290 = icmp eq i16 %287, %289, !dbg !1798
  br i1 %290, label %293, label %291, !dbg !1800

291:                                              ; preds = %285
  %292 = icmp ugt i16 %287, %289, !dbg !1801
  br label %326, !dbg !1802

293:                                              ; preds = %285
  %294 = add i32 %154, 7, !dbg !1803
    #dbg_value(i32 %294, !1570, !DIExpression(), !1581)
  %295 = add i32 %153, 7, !dbg !1804
    #dbg_value(i32 %295, !1571, !DIExpression(), !1581)
  %296 = zext i32 %294 to i64, !dbg !1805
  %297 = getelementptr inbounds i8, ptr %2, i64 %296, !dbg !1805
  %298 = load i8, ptr %297, align 1, !dbg !1805, !tbaa !362
    #dbg_value(i8 %298, !1577, !DIExpression(), !1581)
  %299 = zext i32 %295 to i64, !dbg !1806
  %300 = getelementptr inbounds i8, ptr %2, i64 %299, !dbg !1806
  %301 = load i8, ptr %300, align 1, !dbg !1806, !tbaa !362
    #dbg_value(i8 %301, !1578, !DIExpression(), !1581)
  %302 = icmp eq i8 %298, %301, !dbg !1807
  br i1 %302, label %305, label %303, !dbg !1809

303:                                              ; preds = %293
  %304 = icmp ugt i8 %298, %301, !dbg !1810
  br label %326, !dbg !1811

305:                                              ; preds = %293
  %306 = getelementptr inbounds i16, ptr %3, i64 %296, !dbg !1812
  %307 = load i16, ptr %306, align 2, !dbg !1812, !tbaa !374
    #dbg_value(i16 %307, !1579, !DIExpression(), !1581)
  %308 = getelementptr inbounds i16, ptr %3, i64 %299, !dbg !1813
  %309 = load i16, ptr %308, align 2, !dbg !1813, !tbaa !374
    #dbg_value(i16 %309, !1580, !DIExpression(), !1581)
  %310 = icmp eq i16 %307, %309, !dbg !1814
  br i1 %310, label %313, label %311, !dbg !1816

311:                                              ; preds = %305
  %312 = icmp ugt i16 %307, %309, !dbg !1817
  br label %326, !dbg !1818

313:                                              ; preds = %305
  %314 = add i32 %154, 8, !dbg !1819
    #dbg_value(i32 %314, !1570, !DIExpression(), !1581)
  %315 = add i32 %153, 8, !dbg !1820
    #dbg_value(i32 %315, !1571, !DIExpression(), !1581)
  %316 = icmp ult i32 %314, %4, !dbg !1821
  %317 = select i1 %316, i32 0, i32 %4, !dbg !1823
  %318 = sub i32 %314, %317, !dbg !1823
    #dbg_value(i32 %318, !1570, !DIExpression(), !1581)
  %319 = icmp ult i32 %315, %4, !dbg !1824
  %320 = select i1 %319, i32 0, i32 %4, !dbg !1826
  %321 = sub i32 %315, %320, !dbg !1826
    #dbg_value(i32 %321, !1571, !DIExpression(), !1581)
  %322 = add nsw i32 %155, -8, !dbg !1827
    #dbg_value(i32 %322, !1576, !DIExpression(), !1581)
  %323 = load i32, ptr %5, align 4, !dbg !1828, !tbaa !347
  %324 = add nsw i32 %323, -1, !dbg !1828
  store i32 %324, ptr %5, align 4, !dbg !1828, !tbaa !347
  %325 = icmp sgt i32 %155, 7, !dbg !1829
  br i1 %325, label %152, label %326, !dbg !1830, !llvm.loop !1831

326:                                              ; preds = %313, %311, %303, %291, %283, %271, %263, %251, %243, %231, %223, %211, %203, %191, %183, %171, %163, %146, %134, %122, %110, %98, %86, %74, %62, %50, %38, %26, %14
  %327 = phi i1 [ %15, %14 ], [ %27, %26 ], [ %39, %38 ], [ %51, %50 ], [ %63, %62 ], [ %75, %74 ], [ %87, %86 ], [ %99, %98 ], [ %111, %110 ], [ %123, %122 ], [ %135, %134 ], [ %147, %146 ], [ %164, %163 ], [ %172, %171 ], [ %184, %183 ], [ %192, %191 ], [ %204, %203 ], [ %212, %211 ], [ %224, %223 ], [ %232, %231 ], [ %244, %243 ], [ %252, %251 ], [ %264, %263 ], [ %272, %271 ], [ %284, %283 ], [ %292, %291 ], [ %304, %303 ], [ %312, %311 ], [ false, %313 ]
  %328 = zext i1 %327 to i8, !dbg !1581
  ret i8 %328, !dbg !1833
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { cold }
attributes #11 = { cold nounwind }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1070, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/bzip2/blocksort.c", directory: ".", checksumkind: CSK_MD5, checksum: "0415cdf33485969950474a4b8bbd54d5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1077, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 54)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 264, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 309, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 767, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 894, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 48)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1009, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 44)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "incs", scope: !46, file: !2, line: 480, type: !62, isLocal: true, isDefinition: true)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !61, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48, !52, !53, !56, !54, !58, !49, !60}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt16", file: !50, line: 47, baseType: !51)
!50 = !DIFile(filename: "src/bzip2/bzlib_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "247d9e99225d6995ab8b3ccab3bb8a75")
!51 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!52 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "UChar", file: !50, line: 43, baseType: !55)
!55 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt32", file: !50, line: 45, baseType: !57)
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "Int32", file: !50, line: 44, baseType: !59)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bool", file: !50, line: 42, baseType: !55)
!61 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44}
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 448, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 14)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "BZ2_blockSort", scope: !2, file: !2, line: 1031, type: !74, scopeLine: 1032, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !162)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "EState", file: !50, line: 266, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !50, line: 197, size: 446144, elements: !79)
!79 = !{!80, !106, !107, !108, !109, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !132, !134, !135, !136, !137, !138, !139, !140, !141, !142, !146, !150, !151, !155, !157, !158}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !78, file: !50, line: 199, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "bz_stream", file: !83, line: 66, baseType: !84)
!83 = !DIFile(filename: "src/bzip2/bzlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "62ae65ddbab1cbbc479e958bd404bea0")
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !83, line: 49, size: 640, elements: !85)
!85 = !{!86, !88, !89, !90, !91, !92, !93, !94, !95, !97, !101, !105}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !84, file: !83, line: 50, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !84, file: !83, line: 51, baseType: !57, size: 32, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_lo32", scope: !84, file: !83, line: 52, baseType: !57, size: 32, offset: 96)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_hi32", scope: !84, file: !83, line: 53, baseType: !57, size: 32, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !84, file: !83, line: 55, baseType: !87, size: 64, offset: 192)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !84, file: !83, line: 56, baseType: !57, size: 32, offset: 256)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_lo32", scope: !84, file: !83, line: 57, baseType: !57, size: 32, offset: 288)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_hi32", scope: !84, file: !83, line: 58, baseType: !57, size: 32, offset: 320)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !84, file: !83, line: 60, baseType: !96, size: 64, offset: 384)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "bzalloc", scope: !84, file: !83, line: 62, baseType: !98, size: 64, offset: 448)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DISubroutineType(types: !100)
!100 = !{!96, !96, !59, !59}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "bzfree", scope: !84, file: !83, line: 63, baseType: !102, size: 64, offset: 512)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !96, !96}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !84, file: !83, line: 64, baseType: !96, size: 64, offset: 576)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !78, file: !50, line: 203, baseType: !58, size: 32, offset: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !78, file: !50, line: 204, baseType: !58, size: 32, offset: 96)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in_expect", scope: !78, file: !50, line: 207, baseType: !56, size: 32, offset: 128)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "arr1", scope: !78, file: !50, line: 210, baseType: !110, size: 64, offset: 192)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "arr2", scope: !78, file: !50, line: 211, baseType: !110, size: 64, offset: 256)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "ftab", scope: !78, file: !50, line: 212, baseType: !110, size: 64, offset: 320)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "origPtr", scope: !78, file: !50, line: 213, baseType: !58, size: 32, offset: 384)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !78, file: !50, line: 216, baseType: !110, size: 64, offset: 448)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !78, file: !50, line: 217, baseType: !53, size: 64, offset: 512)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "mtfv", scope: !78, file: !50, line: 218, baseType: !48, size: 64, offset: 576)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "zbits", scope: !78, file: !50, line: 219, baseType: !53, size: 64, offset: 640)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "workFactor", scope: !78, file: !50, line: 222, baseType: !58, size: 32, offset: 704)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_ch", scope: !78, file: !50, line: 225, baseType: !56, size: 32, offset: 736)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_len", scope: !78, file: !50, line: 226, baseType: !58, size: 32, offset: 768)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "rNToGo", scope: !78, file: !50, line: 227, baseType: !58, size: 32, offset: 800)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "rTPos", scope: !78, file: !50, line: 227, baseType: !58, size: 32, offset: 832)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "nblock", scope: !78, file: !50, line: 230, baseType: !58, size: 32, offset: 864)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "nblockMAX", scope: !78, file: !50, line: 231, baseType: !58, size: 32, offset: 896)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "numZ", scope: !78, file: !50, line: 232, baseType: !58, size: 32, offset: 928)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_pos", scope: !78, file: !50, line: 233, baseType: !58, size: 32, offset: 960)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "nInUse", scope: !78, file: !50, line: 236, baseType: !58, size: 32, offset: 992)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "inUse", scope: !78, file: !50, line: 237, baseType: !129, size: 2048, offset: 1024)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2048, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 256)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "unseqToSeq", scope: !78, file: !50, line: 238, baseType: !133, size: 2048, offset: 3072)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 2048, elements: !130)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "bsBuff", scope: !78, file: !50, line: 241, baseType: !56, size: 32, offset: 5120)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "bsLive", scope: !78, file: !50, line: 242, baseType: !58, size: 32, offset: 5152)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "blockCRC", scope: !78, file: !50, line: 245, baseType: !56, size: 32, offset: 5184)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "combinedCRC", scope: !78, file: !50, line: 246, baseType: !56, size: 32, offset: 5216)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "verbosity", scope: !78, file: !50, line: 249, baseType: !58, size: 32, offset: 5248)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "blockNo", scope: !78, file: !50, line: 250, baseType: !58, size: 32, offset: 5280)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "blockSize100k", scope: !78, file: !50, line: 251, baseType: !58, size: 32, offset: 5312)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "nMTF", scope: !78, file: !50, line: 254, baseType: !58, size: 32, offset: 5344)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "mtfFreq", scope: !78, file: !50, line: 255, baseType: !143, size: 8256, offset: 5376)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 8256, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 258)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "selector", scope: !78, file: !50, line: 256, baseType: !147, size: 144016, offset: 13632)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 144016, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 18002)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "selectorMtf", scope: !78, file: !50, line: 257, baseType: !147, size: 144016, offset: 157648)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !78, file: !50, line: 259, baseType: !152, size: 12384, offset: 301664)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 12384, elements: !153)
!153 = !{!154, !145}
!154 = !DISubrange(count: 6)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !78, file: !50, line: 260, baseType: !156, size: 49536, offset: 314048)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 49536, elements: !153)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "rfreq", scope: !78, file: !50, line: 261, baseType: !156, size: 49536, offset: 363584)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "len_pack", scope: !78, file: !50, line: 263, baseType: !159, size: 33024, offset: 413120)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 33024, elements: !160)
!160 = !{!145, !161}
!161 = !DISubrange(count: 4)
!162 = !{!163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173}
!163 = !DILocalVariable(name: "s", arg: 1, scope: !73, file: !2, line: 1031, type: !76)
!164 = !DILocalVariable(name: "ptr", scope: !73, file: !2, line: 1033, type: !110)
!165 = !DILocalVariable(name: "block", scope: !73, file: !2, line: 1034, type: !53)
!166 = !DILocalVariable(name: "ftab", scope: !73, file: !2, line: 1035, type: !110)
!167 = !DILocalVariable(name: "nblock", scope: !73, file: !2, line: 1036, type: !58)
!168 = !DILocalVariable(name: "verb", scope: !73, file: !2, line: 1037, type: !58)
!169 = !DILocalVariable(name: "wfact", scope: !73, file: !2, line: 1038, type: !58)
!170 = !DILocalVariable(name: "quadrant", scope: !73, file: !2, line: 1039, type: !48)
!171 = !DILocalVariable(name: "budget", scope: !73, file: !2, line: 1040, type: !58)
!172 = !DILocalVariable(name: "budgetInit", scope: !73, file: !2, line: 1041, type: !58)
!173 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 1042, type: !58)
!174 = distinct !DIAssignID()
!175 = !DILocalVariable(name: "stackLo", scope: !176, file: !2, line: 633, type: !201)
!176 = distinct !DISubprogram(name: "mainQSort3", scope: !2, file: !2, line: 621, type: !177, scopeLine: 629, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !180)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !110, !53, !48, !58, !58, !58, !58, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!180 = !{!181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !175, !200, !204, !205, !209, !210, !211, !218, !223, !225, !227, !228, !229, !232, !234, !235, !236, !239, !242, !245}
!181 = !DILocalVariable(name: "ptr", arg: 1, scope: !176, file: !2, line: 621, type: !110)
!182 = !DILocalVariable(name: "block", arg: 2, scope: !176, file: !2, line: 622, type: !53)
!183 = !DILocalVariable(name: "quadrant", arg: 3, scope: !176, file: !2, line: 623, type: !48)
!184 = !DILocalVariable(name: "nblock", arg: 4, scope: !176, file: !2, line: 624, type: !58)
!185 = !DILocalVariable(name: "loSt", arg: 5, scope: !176, file: !2, line: 625, type: !58)
!186 = !DILocalVariable(name: "hiSt", arg: 6, scope: !176, file: !2, line: 626, type: !58)
!187 = !DILocalVariable(name: "dSt", arg: 7, scope: !176, file: !2, line: 627, type: !58)
!188 = !DILocalVariable(name: "budget", arg: 8, scope: !176, file: !2, line: 628, type: !179)
!189 = !DILocalVariable(name: "unLo", scope: !176, file: !2, line: 630, type: !58)
!190 = !DILocalVariable(name: "unHi", scope: !176, file: !2, line: 630, type: !58)
!191 = !DILocalVariable(name: "ltLo", scope: !176, file: !2, line: 630, type: !58)
!192 = !DILocalVariable(name: "gtHi", scope: !176, file: !2, line: 630, type: !58)
!193 = !DILocalVariable(name: "n", scope: !176, file: !2, line: 630, type: !58)
!194 = !DILocalVariable(name: "m", scope: !176, file: !2, line: 630, type: !58)
!195 = !DILocalVariable(name: "med", scope: !176, file: !2, line: 630, type: !58)
!196 = !DILocalVariable(name: "sp", scope: !176, file: !2, line: 631, type: !58)
!197 = !DILocalVariable(name: "lo", scope: !176, file: !2, line: 631, type: !58)
!198 = !DILocalVariable(name: "hi", scope: !176, file: !2, line: 631, type: !58)
!199 = !DILocalVariable(name: "d", scope: !176, file: !2, line: 631, type: !58)
!200 = !DILocalVariable(name: "stackHi", scope: !176, file: !2, line: 634, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 3200, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 100)
!204 = !DILocalVariable(name: "stackD", scope: !176, file: !2, line: 635, type: !201)
!205 = !DILocalVariable(name: "nextLo", scope: !176, file: !2, line: 637, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 96, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 3)
!209 = !DILocalVariable(name: "nextHi", scope: !176, file: !2, line: 638, type: !206)
!210 = !DILocalVariable(name: "nextD", scope: !176, file: !2, line: 639, type: !206)
!211 = !DILocalVariable(name: "zztmp", scope: !212, file: !2, line: 669, type: !58)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 669, column: 16)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 668, column: 25)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 668, column: 17)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 665, column: 23)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 664, column: 20)
!217 = distinct !DILexicalBlock(scope: !176, file: !2, line: 644, column: 19)
!218 = !DILocalVariable(name: "zztmp", scope: !219, file: !2, line: 679, type: !58)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 679, column: 16)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 678, column: 25)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 678, column: 17)
!222 = distinct !DILexicalBlock(scope: !216, file: !2, line: 675, column: 23)
!223 = !DILocalVariable(name: "zztmp", scope: !224, file: !2, line: 686, type: !58)
!224 = distinct !DILexicalBlock(scope: !216, file: !2, line: 686, column: 10)
!225 = !DILocalVariable(name: "yyp1", scope: !226, file: !2, line: 696, type: !58)
!226 = distinct !DILexicalBlock(scope: !217, file: !2, line: 696, column: 37)
!227 = !DILocalVariable(name: "yyp2", scope: !226, file: !2, line: 696, type: !58)
!228 = !DILocalVariable(name: "yyn", scope: !226, file: !2, line: 696, type: !58)
!229 = !DILocalVariable(name: "zztmp", scope: !230, file: !2, line: 696, type: !58)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 696, column: 37)
!231 = distinct !DILexicalBlock(scope: !226, file: !2, line: 696, column: 37)
!232 = !DILocalVariable(name: "yyp1", scope: !233, file: !2, line: 697, type: !58)
!233 = distinct !DILexicalBlock(scope: !217, file: !2, line: 697, column: 37)
!234 = !DILocalVariable(name: "yyp2", scope: !233, file: !2, line: 697, type: !58)
!235 = !DILocalVariable(name: "yyn", scope: !233, file: !2, line: 697, type: !58)
!236 = !DILocalVariable(name: "zztmp", scope: !237, file: !2, line: 697, type: !58)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 697, column: 37)
!238 = distinct !DILexicalBlock(scope: !233, file: !2, line: 697, column: 37)
!239 = !DILocalVariable(name: "tz", scope: !240, file: !2, line: 706, type: !58)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 706, column: 40)
!241 = distinct !DILexicalBlock(scope: !217, file: !2, line: 706, column: 11)
!242 = !DILocalVariable(name: "tz", scope: !243, file: !2, line: 707, type: !58)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 707, column: 40)
!244 = distinct !DILexicalBlock(scope: !217, file: !2, line: 707, column: 11)
!245 = !DILocalVariable(name: "tz", scope: !246, file: !2, line: 708, type: !58)
!246 = distinct !DILexicalBlock(scope: !247, file: !2, line: 708, column: 40)
!247 = distinct !DILexicalBlock(scope: !217, file: !2, line: 708, column: 11)
!248 = !DILocation(line: 0, scope: !176, inlinedAt: !249)
!249 = distinct !DILocation(line: 897, column: 19, scope: !250, inlinedAt: !306)
!250 = distinct !DILexicalBlock(scope: !251, file: !2, line: 892, column: 29)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 892, column: 20)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 889, column: 43)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 889, column: 18)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 887, column: 23)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 887, column: 14)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 886, column: 34)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 886, column: 7)
!258 = distinct !DILexicalBlock(scope: !259, file: !2, line: 886, column: 7)
!259 = distinct !DILexicalBlock(scope: !260, file: !2, line: 868, column: 31)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 868, column: 4)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 868, column: 4)
!262 = distinct !DISubprogram(name: "mainSort", scope: !2, file: !2, line: 751, type: !263, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !110, !53, !48, !110, !58, !58, !179}
!265 = !{!266, !267, !268, !269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !280, !281, !282, !283, !284, !285, !286, !288, !289, !294, !295, !296, !299, !300, !301, !305}
!266 = !DILocalVariable(name: "ptr", arg: 1, scope: !262, file: !2, line: 751, type: !110)
!267 = !DILocalVariable(name: "block", arg: 2, scope: !262, file: !2, line: 752, type: !53)
!268 = !DILocalVariable(name: "quadrant", arg: 3, scope: !262, file: !2, line: 753, type: !48)
!269 = !DILocalVariable(name: "ftab", arg: 4, scope: !262, file: !2, line: 754, type: !110)
!270 = !DILocalVariable(name: "nblock", arg: 5, scope: !262, file: !2, line: 755, type: !58)
!271 = !DILocalVariable(name: "verb", arg: 6, scope: !262, file: !2, line: 756, type: !58)
!272 = !DILocalVariable(name: "budget", arg: 7, scope: !262, file: !2, line: 757, type: !179)
!273 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 759, type: !58)
!274 = !DILocalVariable(name: "j", scope: !262, file: !2, line: 759, type: !58)
!275 = !DILocalVariable(name: "k", scope: !262, file: !2, line: 759, type: !58)
!276 = !DILocalVariable(name: "ss", scope: !262, file: !2, line: 759, type: !58)
!277 = !DILocalVariable(name: "sb", scope: !262, file: !2, line: 759, type: !58)
!278 = !DILocalVariable(name: "runningOrder", scope: !262, file: !2, line: 760, type: !279)
!279 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 8192, elements: !130)
!280 = !DILocalVariable(name: "bigDone", scope: !262, file: !2, line: 761, type: !129)
!281 = !DILocalVariable(name: "copyStart", scope: !262, file: !2, line: 762, type: !279)
!282 = !DILocalVariable(name: "copyEnd", scope: !262, file: !2, line: 763, type: !279)
!283 = !DILocalVariable(name: "c1", scope: !262, file: !2, line: 764, type: !54)
!284 = !DILocalVariable(name: "numQSorted", scope: !262, file: !2, line: 765, type: !58)
!285 = !DILocalVariable(name: "s", scope: !262, file: !2, line: 766, type: !49)
!286 = !DILocalVariable(name: "vv", scope: !287, file: !2, line: 843, type: !58)
!287 = distinct !DILexicalBlock(scope: !262, file: !2, line: 842, column: 4)
!288 = !DILocalVariable(name: "h", scope: !287, file: !2, line: 844, type: !58)
!289 = !DILabel(scope: !290, name: "zero", file: !2, line: 856)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 848, column: 37)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 848, column: 10)
!292 = distinct !DILexicalBlock(scope: !293, file: !2, line: 848, column: 10)
!293 = distinct !DILexicalBlock(scope: !287, file: !2, line: 846, column: 10)
!294 = !DILocalVariable(name: "lo", scope: !252, file: !2, line: 890, type: !58)
!295 = !DILocalVariable(name: "hi", scope: !252, file: !2, line: 891, type: !58)
!296 = !DILocalVariable(name: "bbStart", scope: !297, file: !2, line: 990, type: !58)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 989, column: 20)
!298 = distinct !DILexicalBlock(scope: !259, file: !2, line: 989, column: 11)
!299 = !DILocalVariable(name: "bbSize", scope: !297, file: !2, line: 991, type: !58)
!300 = !DILocalVariable(name: "shifts", scope: !297, file: !2, line: 992, type: !58)
!301 = !DILocalVariable(name: "a2update", scope: !302, file: !2, line: 997, type: !58)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 996, column: 42)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 996, column: 10)
!304 = distinct !DILexicalBlock(scope: !297, file: !2, line: 996, column: 10)
!305 = !DILocalVariable(name: "qVal", scope: !302, file: !2, line: 998, type: !49)
!306 = distinct !DILocation(line: 1068, column: 7, scope: !307)
!307 = distinct !DILexicalBlock(scope: !308, file: !2, line: 1046, column: 11)
!308 = distinct !DILexicalBlock(scope: !73, file: !2, line: 1044, column: 8)
!309 = distinct !DIAssignID()
!310 = distinct !DIAssignID()
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 0, scope: !262, inlinedAt: !306)
!313 = distinct !DIAssignID()
!314 = distinct !DIAssignID()
!315 = distinct !DIAssignID()
!316 = distinct !DIAssignID()
!317 = !DILocation(line: 0, scope: !73)
!318 = !DILocation(line: 1033, column: 24, scope: !73)
!319 = !{!320, !321, i64 56}
!320 = !{!"", !321, i64 0, !324, i64 8, !324, i64 12, !324, i64 16, !321, i64 24, !321, i64 32, !321, i64 40, !324, i64 48, !321, i64 56, !321, i64 64, !321, i64 72, !321, i64 80, !324, i64 88, !324, i64 92, !324, i64 96, !324, i64 100, !324, i64 104, !324, i64 108, !324, i64 112, !324, i64 116, !324, i64 120, !324, i64 124, !322, i64 128, !322, i64 384, !324, i64 640, !324, i64 644, !324, i64 648, !324, i64 652, !324, i64 656, !324, i64 660, !324, i64 664, !324, i64 668, !322, i64 672, !322, i64 1704, !322, i64 19706, !322, i64 37708, !322, i64 39256, !322, i64 45448, !322, i64 51640}
!321 = !{!"any pointer", !322, i64 0}
!322 = !{!"omnipotent char", !323, i64 0}
!323 = !{!"Simple C/C++ TBAA"}
!324 = !{!"int", !322, i64 0}
!325 = !DILocation(line: 1034, column: 24, scope: !73)
!326 = !{!320, !321, i64 64}
!327 = !DILocation(line: 1035, column: 24, scope: !73)
!328 = !{!320, !321, i64 40}
!329 = !DILocation(line: 1036, column: 24, scope: !73)
!330 = !{!320, !324, i64 108}
!331 = !DILocation(line: 1037, column: 24, scope: !73)
!332 = !{!320, !324, i64 656}
!333 = !DILocation(line: 1038, column: 24, scope: !73)
!334 = !{!320, !324, i64 88}
!335 = !DILocation(line: 1040, column: 4, scope: !73)
!336 = !DILocation(line: 1044, column: 15, scope: !308)
!337 = !DILocation(line: 1044, column: 8, scope: !73)
!338 = !DILocation(line: 1053, column: 13, scope: !339)
!339 = distinct !DILexicalBlock(scope: !307, file: !2, line: 1053, column: 11)
!340 = !DILocation(line: 1053, column: 11, scope: !307)
!341 = !DILocation(line: 1054, column: 30, scope: !307)
!342 = !DILocation(line: 1063, column: 11, scope: !307)
!343 = !DILocation(line: 1064, column: 11, scope: !307)
!344 = !DILocation(line: 1065, column: 40, scope: !307)
!345 = !DILocation(line: 1065, column: 27, scope: !307)
!346 = !DILocation(line: 1066, column: 14, scope: !307)
!347 = !{!324, !324, i64 0}
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 760, column: 4, scope: !262, inlinedAt: !306)
!350 = !DILocation(line: 761, column: 4, scope: !262, inlinedAt: !306)
!351 = !DILocation(line: 762, column: 4, scope: !262, inlinedAt: !306)
!352 = !DILocation(line: 763, column: 4, scope: !262, inlinedAt: !306)
!353 = !DILocation(line: 767, column: 13, scope: !354, inlinedAt: !306)
!354 = distinct !DILexicalBlock(scope: !262, file: !2, line: 767, column: 8)
!355 = !DILocation(line: 767, column: 8, scope: !262, inlinedAt: !306)
!356 = !DILocation(line: 767, column: 19, scope: !354, inlinedAt: !306)
!357 = !{!321, !321, i64 0}
!358 = !DILocation(line: 770, column: 41, scope: !359, inlinedAt: !306)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 770, column: 4)
!360 = distinct !DILexicalBlock(scope: !262, file: !2, line: 770, column: 4)
!361 = !DILocation(line: 772, column: 8, scope: !262, inlinedAt: !306)
!362 = !{!322, !322, i64 0}
!363 = !DILocation(line: 773, column: 14, scope: !262, inlinedAt: !306)
!364 = !DILocation(line: 774, column: 4, scope: !365, inlinedAt: !306)
!365 = distinct !DILexicalBlock(scope: !262, file: !2, line: 774, column: 4)
!366 = !DILocation(line: 788, column: 13, scope: !367, inlinedAt: !306)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 788, column: 4)
!368 = distinct !DILexicalBlock(scope: !262, file: !2, line: 788, column: 4)
!369 = !DILocation(line: 788, column: 4, scope: !368, inlinedAt: !306)
!370 = !DILocation(line: 775, column: 7, scope: !371, inlinedAt: !306)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 774, column: 27)
!372 = distinct !DILexicalBlock(scope: !365, file: !2, line: 774, column: 4)
!373 = !DILocation(line: 775, column: 19, scope: !371, inlinedAt: !306)
!374 = !{!375, !375, i64 0}
!375 = !{!"short", !322, i64 0}
!376 = !DILocation(line: 776, column: 33, scope: !371, inlinedAt: !306)
!377 = !DILocation(line: 776, column: 24, scope: !371, inlinedAt: !306)
!378 = !DILocation(line: 776, column: 43, scope: !371, inlinedAt: !306)
!379 = !DILocation(line: 776, column: 20, scope: !371, inlinedAt: !306)
!380 = !DILocation(line: 777, column: 7, scope: !371, inlinedAt: !306)
!381 = !DILocation(line: 777, column: 14, scope: !371, inlinedAt: !306)
!382 = !DILocation(line: 778, column: 17, scope: !371, inlinedAt: !306)
!383 = !DILocation(line: 778, column: 7, scope: !371, inlinedAt: !306)
!384 = !DILocation(line: 778, column: 21, scope: !371, inlinedAt: !306)
!385 = !DILocation(line: 779, column: 33, scope: !371, inlinedAt: !306)
!386 = !DILocation(line: 779, column: 24, scope: !371, inlinedAt: !306)
!387 = !DILocation(line: 779, column: 45, scope: !371, inlinedAt: !306)
!388 = !DILocation(line: 779, column: 20, scope: !371, inlinedAt: !306)
!389 = !DILocation(line: 780, column: 7, scope: !371, inlinedAt: !306)
!390 = !DILocation(line: 780, column: 14, scope: !371, inlinedAt: !306)
!391 = !DILocation(line: 781, column: 17, scope: !371, inlinedAt: !306)
!392 = !DILocation(line: 781, column: 7, scope: !371, inlinedAt: !306)
!393 = !DILocation(line: 781, column: 21, scope: !371, inlinedAt: !306)
!394 = !DILocation(line: 782, column: 33, scope: !371, inlinedAt: !306)
!395 = !DILocation(line: 782, column: 24, scope: !371, inlinedAt: !306)
!396 = !DILocation(line: 782, column: 45, scope: !371, inlinedAt: !306)
!397 = !DILocation(line: 782, column: 20, scope: !371, inlinedAt: !306)
!398 = !DILocation(line: 783, column: 7, scope: !371, inlinedAt: !306)
!399 = !DILocation(line: 783, column: 14, scope: !371, inlinedAt: !306)
!400 = !DILocation(line: 784, column: 17, scope: !371, inlinedAt: !306)
!401 = !DILocation(line: 784, column: 7, scope: !371, inlinedAt: !306)
!402 = !DILocation(line: 784, column: 21, scope: !371, inlinedAt: !306)
!403 = !DILocation(line: 785, column: 33, scope: !371, inlinedAt: !306)
!404 = !DILocation(line: 785, column: 24, scope: !371, inlinedAt: !306)
!405 = !DILocation(line: 785, column: 45, scope: !371, inlinedAt: !306)
!406 = !DILocation(line: 785, column: 20, scope: !371, inlinedAt: !306)
!407 = !DILocation(line: 786, column: 7, scope: !371, inlinedAt: !306)
!408 = !DILocation(line: 786, column: 14, scope: !371, inlinedAt: !306)
!409 = !DILocation(line: 774, column: 21, scope: !372, inlinedAt: !306)
!410 = !DILocation(line: 774, column: 13, scope: !372, inlinedAt: !306)
!411 = distinct !{!411, !364, !412, !413}
!412 = !DILocation(line: 787, column: 4, scope: !365, inlinedAt: !306)
!413 = !{!"llvm.loop.mustprogress"}
!414 = !DILocation(line: 795, column: 4, scope: !415, inlinedAt: !306)
!415 = distinct !DILexicalBlock(scope: !262, file: !2, line: 795, column: 4)
!416 = !DILocation(line: 796, column: 28, scope: !417, inlinedAt: !306)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 795, column: 41)
!418 = distinct !DILexicalBlock(scope: !415, file: !2, line: 795, column: 4)
!419 = !{!420}
!420 = distinct !{!420, !421}
!421 = distinct !{!421, !"LVerDomain"}
!422 = !DILocation(line: 796, column: 7, scope: !417, inlinedAt: !306)
!423 = !DILocation(line: 796, column: 26, scope: !417, inlinedAt: !306)
!424 = !{!425}
!425 = distinct !{!425, !421}
!426 = !{!427, !420}
!427 = distinct !{!427, !421}
!428 = !DILocation(line: 797, column: 7, scope: !417, inlinedAt: !306)
!429 = !DILocation(line: 797, column: 26, scope: !417, inlinedAt: !306)
!430 = !{!427}
!431 = !DILocation(line: 796, column: 22, scope: !417, inlinedAt: !306)
!432 = !DILocation(line: 789, column: 7, scope: !433, inlinedAt: !306)
!433 = distinct !DILexicalBlock(scope: !367, file: !2, line: 788, column: 24)
!434 = !DILocation(line: 789, column: 19, scope: !433, inlinedAt: !306)
!435 = !DILocation(line: 790, column: 14, scope: !433, inlinedAt: !306)
!436 = !DILocation(line: 790, column: 33, scope: !433, inlinedAt: !306)
!437 = !DILocation(line: 790, column: 24, scope: !433, inlinedAt: !306)
!438 = !DILocation(line: 790, column: 43, scope: !433, inlinedAt: !306)
!439 = !DILocation(line: 790, column: 20, scope: !433, inlinedAt: !306)
!440 = !DILocation(line: 791, column: 7, scope: !433, inlinedAt: !306)
!441 = !DILocation(line: 791, column: 14, scope: !433, inlinedAt: !306)
!442 = !DILocation(line: 788, column: 20, scope: !367, inlinedAt: !306)
!443 = distinct !{!443, !369, !444, !413}
!444 = !DILocation(line: 792, column: 4, scope: !368, inlinedAt: !306)
!445 = !DILocation(line: 795, column: 37, scope: !418, inlinedAt: !306)
!446 = !DILocation(line: 795, column: 18, scope: !418, inlinedAt: !306)
!447 = distinct !{!447, !414, !448, !413, !449}
!448 = !DILocation(line: 798, column: 4, scope: !415, inlinedAt: !306)
!449 = !{!"llvm.loop.isvectorized", i32 1}
!450 = !DILocation(line: 800, column: 8, scope: !262, inlinedAt: !306)
!451 = !DILocation(line: 800, column: 19, scope: !452, inlinedAt: !306)
!452 = distinct !DILexicalBlock(scope: !262, file: !2, line: 800, column: 8)
!453 = !DILocation(line: 803, column: 4, scope: !454, inlinedAt: !306)
!454 = distinct !DILexicalBlock(scope: !262, file: !2, line: 803, column: 4)
!455 = !DILocation(line: 803, column: 44, scope: !456, inlinedAt: !306)
!456 = distinct !DILexicalBlock(scope: !454, file: !2, line: 803, column: 4)
!457 = !DILocation(line: 803, column: 41, scope: !456, inlinedAt: !306)
!458 = !DILocation(line: 803, column: 29, scope: !456, inlinedAt: !306)
!459 = !DILocation(line: 803, column: 18, scope: !456, inlinedAt: !306)
!460 = distinct !{!460, !453, !461, !413}
!461 = !DILocation(line: 803, column: 52, scope: !454, inlinedAt: !306)
!462 = !DILocation(line: 805, column: 8, scope: !262, inlinedAt: !306)
!463 = !DILocation(line: 805, column: 17, scope: !262, inlinedAt: !306)
!464 = !DILocation(line: 807, column: 4, scope: !465, inlinedAt: !306)
!465 = distinct !DILexicalBlock(scope: !262, file: !2, line: 807, column: 4)
!466 = !DILocation(line: 825, column: 13, scope: !467, inlinedAt: !306)
!467 = distinct !DILexicalBlock(scope: !468, file: !2, line: 825, column: 4)
!468 = distinct !DILexicalBlock(scope: !262, file: !2, line: 825, column: 4)
!469 = !DILocation(line: 825, column: 4, scope: !468, inlinedAt: !306)
!470 = !DILocation(line: 808, column: 23, scope: !471, inlinedAt: !306)
!471 = distinct !DILexicalBlock(scope: !472, file: !2, line: 807, column: 27)
!472 = distinct !DILexicalBlock(scope: !465, file: !2, line: 807, column: 4)
!473 = !DILocation(line: 808, column: 20, scope: !471, inlinedAt: !306)
!474 = !DILocation(line: 809, column: 11, scope: !471, inlinedAt: !306)
!475 = !DILocation(line: 809, column: 19, scope: !471, inlinedAt: !306)
!476 = !DILocation(line: 810, column: 15, scope: !471, inlinedAt: !306)
!477 = !DILocation(line: 811, column: 7, scope: !471, inlinedAt: !306)
!478 = !DILocation(line: 811, column: 14, scope: !471, inlinedAt: !306)
!479 = !DILocation(line: 812, column: 30, scope: !471, inlinedAt: !306)
!480 = !DILocation(line: 812, column: 23, scope: !471, inlinedAt: !306)
!481 = !DILocation(line: 812, column: 20, scope: !471, inlinedAt: !306)
!482 = !DILocation(line: 813, column: 11, scope: !471, inlinedAt: !306)
!483 = !DILocation(line: 813, column: 19, scope: !471, inlinedAt: !306)
!484 = !DILocation(line: 814, column: 15, scope: !471, inlinedAt: !306)
!485 = !DILocation(line: 815, column: 7, scope: !471, inlinedAt: !306)
!486 = !DILocation(line: 815, column: 14, scope: !471, inlinedAt: !306)
!487 = !DILocation(line: 816, column: 30, scope: !471, inlinedAt: !306)
!488 = !DILocation(line: 816, column: 23, scope: !471, inlinedAt: !306)
!489 = !DILocation(line: 816, column: 20, scope: !471, inlinedAt: !306)
!490 = !DILocation(line: 817, column: 11, scope: !471, inlinedAt: !306)
!491 = !DILocation(line: 817, column: 19, scope: !471, inlinedAt: !306)
!492 = !DILocation(line: 818, column: 15, scope: !471, inlinedAt: !306)
!493 = !DILocation(line: 819, column: 7, scope: !471, inlinedAt: !306)
!494 = !DILocation(line: 819, column: 14, scope: !471, inlinedAt: !306)
!495 = !DILocation(line: 820, column: 30, scope: !471, inlinedAt: !306)
!496 = !DILocation(line: 820, column: 23, scope: !471, inlinedAt: !306)
!497 = !DILocation(line: 820, column: 20, scope: !471, inlinedAt: !306)
!498 = !DILocation(line: 821, column: 11, scope: !471, inlinedAt: !306)
!499 = !DILocation(line: 821, column: 19, scope: !471, inlinedAt: !306)
!500 = !DILocation(line: 822, column: 15, scope: !471, inlinedAt: !306)
!501 = !DILocation(line: 823, column: 7, scope: !471, inlinedAt: !306)
!502 = !DILocation(line: 823, column: 14, scope: !471, inlinedAt: !306)
!503 = !DILocation(line: 807, column: 21, scope: !472, inlinedAt: !306)
!504 = !DILocation(line: 807, column: 13, scope: !472, inlinedAt: !306)
!505 = distinct !{!505, !464, !506, !413}
!506 = !DILocation(line: 824, column: 4, scope: !465, inlinedAt: !306)
!507 = !DILocation(line: 838, column: 23, scope: !508, inlinedAt: !306)
!508 = distinct !DILexicalBlock(scope: !509, file: !2, line: 837, column: 31)
!509 = distinct !DILexicalBlock(scope: !510, file: !2, line: 837, column: 4)
!510 = distinct !DILexicalBlock(scope: !262, file: !2, line: 837, column: 4)
!511 = !DILocation(line: 837, column: 4, scope: !510, inlinedAt: !306)
!512 = !DILocation(line: 837, column: 27, scope: !509, inlinedAt: !306)
!513 = !DILocation(line: 839, column: 23, scope: !508, inlinedAt: !306)
!514 = !DILocation(line: 839, column: 7, scope: !508, inlinedAt: !306)
!515 = distinct !{!515, !511, !516, !413, !449, !517}
!516 = !DILocation(line: 840, column: 4, scope: !510, inlinedAt: !306)
!517 = !{!"llvm.loop.unroll.runtime.disable"}
!518 = !DILocation(line: 826, column: 23, scope: !519, inlinedAt: !306)
!519 = distinct !DILexicalBlock(scope: !467, file: !2, line: 825, column: 24)
!520 = !DILocation(line: 826, column: 20, scope: !519, inlinedAt: !306)
!521 = !DILocation(line: 827, column: 11, scope: !519, inlinedAt: !306)
!522 = !DILocation(line: 827, column: 19, scope: !519, inlinedAt: !306)
!523 = !DILocation(line: 828, column: 15, scope: !519, inlinedAt: !306)
!524 = !DILocation(line: 829, column: 7, scope: !519, inlinedAt: !306)
!525 = !DILocation(line: 829, column: 14, scope: !519, inlinedAt: !306)
!526 = !DILocation(line: 825, column: 20, scope: !467, inlinedAt: !306)
!527 = distinct !{!527, !469, !528, !413}
!528 = !DILocation(line: 830, column: 4, scope: !468, inlinedAt: !306)
!529 = !DILocation(line: 0, scope: !287, inlinedAt: !306)
!530 = !DILocation(line: 847, column: 16, scope: !293, inlinedAt: !306)
!531 = !DILocation(line: 848, column: 24, scope: !291, inlinedAt: !306)
!532 = !DILocation(line: 848, column: 10, scope: !292, inlinedAt: !306)
!533 = !DILocation(line: 849, column: 18, scope: !290, inlinedAt: !306)
!534 = !DILocation(line: 851, column: 13, scope: !290, inlinedAt: !306)
!535 = !DILocation(line: 0, scope: !290, inlinedAt: !306)
!536 = !DILocation(line: 851, column: 21, scope: !290, inlinedAt: !306)
!537 = !DILocation(line: 851, column: 48, scope: !290, inlinedAt: !306)
!538 = !DILocation(line: 852, column: 16, scope: !539, inlinedAt: !306)
!539 = distinct !DILexicalBlock(scope: !290, file: !2, line: 851, column: 64)
!540 = !DILocation(line: 852, column: 32, scope: !539, inlinedAt: !306)
!541 = !DILocation(line: 854, column: 22, scope: !542, inlinedAt: !306)
!542 = distinct !DILexicalBlock(scope: !539, file: !2, line: 854, column: 20)
!543 = !DILocation(line: 854, column: 20, scope: !539, inlinedAt: !306)
!544 = distinct !{!544, !534, !545, !413}
!545 = !DILocation(line: 855, column: 13, scope: !290, inlinedAt: !306)
!546 = !DILocation(line: 857, column: 13, scope: !290, inlinedAt: !306)
!547 = !DILocation(line: 856, column: 13, scope: !290, inlinedAt: !306)
!548 = !DILocation(line: 857, column: 29, scope: !290, inlinedAt: !306)
!549 = !DILocation(line: 848, column: 33, scope: !291, inlinedAt: !306)
!550 = distinct !{!550, !532, !551, !413}
!551 = !DILocation(line: 858, column: 10, scope: !292, inlinedAt: !306)
!552 = !DILocation(line: 859, column: 18, scope: !287, inlinedAt: !306)
!553 = !DILocation(line: 859, column: 7, scope: !293, inlinedAt: !306)
!554 = distinct !{!554, !555, !556, !413}
!555 = !DILocation(line: 846, column: 7, scope: !287, inlinedAt: !306)
!556 = !DILocation(line: 859, column: 22, scope: !287, inlinedAt: !306)
!557 = !DILocation(line: 886, column: 7, scope: !258, inlinedAt: !306)
!558 = !DILocation(line: 876, column: 12, scope: !259, inlinedAt: !306)
!559 = !DILocation(line: 887, column: 16, scope: !255, inlinedAt: !306)
!560 = !DILocation(line: 887, column: 14, scope: !256, inlinedAt: !306)
!561 = !DILocation(line: 889, column: 21, scope: !253, inlinedAt: !306)
!562 = !DILocation(line: 889, column: 30, scope: !253, inlinedAt: !306)
!563 = !DILocation(line: 889, column: 18, scope: !254, inlinedAt: !306)
!564 = !DILocation(line: 0, scope: !252, inlinedAt: !306)
!565 = !DILocation(line: 891, column: 28, scope: !252, inlinedAt: !306)
!566 = !DILocation(line: 891, column: 39, scope: !252, inlinedAt: !306)
!567 = !DILocation(line: 891, column: 52, scope: !252, inlinedAt: !306)
!568 = !DILocation(line: 892, column: 23, scope: !251, inlinedAt: !306)
!569 = !DILocation(line: 892, column: 20, scope: !252, inlinedAt: !306)
!570 = !DILocation(line: 893, column: 23, scope: !250, inlinedAt: !306)
!571 = !DILocation(line: 894, column: 22, scope: !572, inlinedAt: !306)
!572 = distinct !DILexicalBlock(scope: !250, file: !2, line: 893, column: 23)
!573 = !DILocation(line: 633, column: 4, scope: !176, inlinedAt: !249)
!574 = !DILocation(line: 634, column: 4, scope: !176, inlinedAt: !249)
!575 = !DILocation(line: 635, column: 4, scope: !176, inlinedAt: !249)
!576 = !DILocation(line: 642, column: 4, scope: !577, inlinedAt: !249)
!577 = distinct !DILexicalBlock(scope: !176, file: !2, line: 642, column: 4)
!578 = !DILocation(line: 644, column: 4, scope: !176, inlinedAt: !249)
!579 = !DILocation(line: 646, column: 7, scope: !580, inlinedAt: !249)
!580 = distinct !DILexicalBlock(scope: !217, file: !2, line: 646, column: 7)
!581 = !DILocation(line: 646, column: 7, scope: !582, inlinedAt: !249)
!582 = distinct !DILexicalBlock(scope: !580, file: !2, line: 646, column: 7)
!583 = !DILocation(line: 648, column: 7, scope: !584, inlinedAt: !249)
!584 = distinct !DILexicalBlock(scope: !217, file: !2, line: 648, column: 7)
!585 = !DILocation(line: 649, column: 14, scope: !586, inlinedAt: !249)
!586 = distinct !DILexicalBlock(scope: !217, file: !2, line: 649, column: 11)
!587 = !DILocation(line: 649, column: 19, scope: !586, inlinedAt: !249)
!588 = !DILocation(line: 649, column: 45, scope: !586, inlinedAt: !249)
!589 = !DILocalVariable(name: "ptr", arg: 1, scope: !590, file: !2, line: 485, type: !110)
!590 = distinct !DISubprogram(name: "mainSimpleSort", scope: !2, file: !2, line: 485, type: !177, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !591)
!591 = !{!589, !592, !593, !594, !595, !596, !597, !598, !599, !600, !601, !602, !603, !604}
!592 = !DILocalVariable(name: "block", arg: 2, scope: !590, file: !2, line: 486, type: !53)
!593 = !DILocalVariable(name: "quadrant", arg: 3, scope: !590, file: !2, line: 487, type: !48)
!594 = !DILocalVariable(name: "nblock", arg: 4, scope: !590, file: !2, line: 488, type: !58)
!595 = !DILocalVariable(name: "lo", arg: 5, scope: !590, file: !2, line: 489, type: !58)
!596 = !DILocalVariable(name: "hi", arg: 6, scope: !590, file: !2, line: 490, type: !58)
!597 = !DILocalVariable(name: "d", arg: 7, scope: !590, file: !2, line: 491, type: !58)
!598 = !DILocalVariable(name: "budget", arg: 8, scope: !590, file: !2, line: 492, type: !179)
!599 = !DILocalVariable(name: "i", scope: !590, file: !2, line: 494, type: !58)
!600 = !DILocalVariable(name: "j", scope: !590, file: !2, line: 494, type: !58)
!601 = !DILocalVariable(name: "h", scope: !590, file: !2, line: 494, type: !58)
!602 = !DILocalVariable(name: "bigN", scope: !590, file: !2, line: 494, type: !58)
!603 = !DILocalVariable(name: "hp", scope: !590, file: !2, line: 494, type: !58)
!604 = !DILocalVariable(name: "v", scope: !590, file: !2, line: 495, type: !56)
!605 = !DILocation(line: 0, scope: !590, inlinedAt: !606)
!606 = distinct !DILocation(line: 651, column: 10, scope: !607, inlinedAt: !249)
!607 = distinct !DILexicalBlock(scope: !586, file: !2, line: 650, column: 40)
!608 = !DILocation(line: 498, column: 13, scope: !609, inlinedAt: !606)
!609 = distinct !DILexicalBlock(scope: !590, file: !2, line: 498, column: 8)
!610 = !DILocation(line: 498, column: 8, scope: !590, inlinedAt: !606)
!611 = !DILocation(line: 501, column: 11, scope: !590, inlinedAt: !606)
!612 = !DILocation(line: 501, column: 20, scope: !590, inlinedAt: !606)
!613 = !DILocation(line: 501, column: 30, scope: !590, inlinedAt: !606)
!614 = !DILocation(line: 501, column: 4, scope: !590, inlinedAt: !606)
!615 = distinct !{!615, !614, !613, !413}
!616 = !DILocation(line: 504, column: 14, scope: !617, inlinedAt: !606)
!617 = distinct !DILexicalBlock(scope: !618, file: !2, line: 504, column: 4)
!618 = distinct !DILexicalBlock(scope: !590, file: !2, line: 504, column: 4)
!619 = !DILocation(line: 504, column: 4, scope: !618, inlinedAt: !606)
!620 = !DILocation(line: 505, column: 11, scope: !621, inlinedAt: !606)
!621 = distinct !DILexicalBlock(scope: !617, file: !2, line: 504, column: 26)
!622 = !DILocation(line: 507, column: 14, scope: !621, inlinedAt: !606)
!623 = !DILocation(line: 508, column: 7, scope: !621, inlinedAt: !606)
!624 = !DILocation(line: 0, scope: !621, inlinedAt: !606)
!625 = !DILocation(line: 511, column: 16, scope: !626, inlinedAt: !606)
!626 = distinct !DILexicalBlock(scope: !627, file: !2, line: 511, column: 14)
!627 = distinct !DILexicalBlock(scope: !621, file: !2, line: 508, column: 20)
!628 = !DILocation(line: 511, column: 14, scope: !627, inlinedAt: !606)
!629 = !DILocation(line: 512, column: 14, scope: !627, inlinedAt: !606)
!630 = !DILocation(line: 514, column: 10, scope: !627, inlinedAt: !606)
!631 = !DILocation(line: 0, scope: !627, inlinedAt: !606)
!632 = !DILocation(line: 515, column: 26, scope: !627, inlinedAt: !606)
!633 = !DILocation(line: 515, column: 21, scope: !627, inlinedAt: !606)
!634 = !DILocation(line: 515, column: 29, scope: !627, inlinedAt: !606)
!635 = !DILocation(line: 514, column: 18, scope: !627, inlinedAt: !606)
!636 = !DILocation(line: 517, column: 13, scope: !637, inlinedAt: !606)
!637 = distinct !DILexicalBlock(scope: !627, file: !2, line: 516, column: 22)
!638 = !DILocation(line: 517, column: 20, scope: !637, inlinedAt: !606)
!639 = !DILocation(line: 519, column: 19, scope: !640, inlinedAt: !606)
!640 = distinct !DILexicalBlock(scope: !637, file: !2, line: 519, column: 17)
!641 = !DILocation(line: 519, column: 17, scope: !637, inlinedAt: !606)
!642 = distinct !{!642, !630, !643, !413}
!643 = !DILocation(line: 520, column: 10, scope: !627, inlinedAt: !606)
!644 = !DILocation(line: 521, column: 10, scope: !627, inlinedAt: !606)
!645 = !DILocation(line: 521, column: 17, scope: !627, inlinedAt: !606)
!646 = !DILocation(line: 525, column: 16, scope: !647, inlinedAt: !606)
!647 = distinct !DILexicalBlock(scope: !627, file: !2, line: 525, column: 14)
!648 = !DILocation(line: 525, column: 14, scope: !627, inlinedAt: !606)
!649 = !DILocation(line: 522, column: 11, scope: !627, inlinedAt: !606)
!650 = !DILocation(line: 526, column: 14, scope: !627, inlinedAt: !606)
!651 = !DILocation(line: 528, column: 10, scope: !627, inlinedAt: !606)
!652 = !DILocation(line: 529, column: 26, scope: !627, inlinedAt: !606)
!653 = !DILocation(line: 529, column: 21, scope: !627, inlinedAt: !606)
!654 = !DILocation(line: 529, column: 29, scope: !627, inlinedAt: !606)
!655 = !DILocation(line: 528, column: 18, scope: !627, inlinedAt: !606)
!656 = !DILocation(line: 531, column: 13, scope: !657, inlinedAt: !606)
!657 = distinct !DILexicalBlock(scope: !627, file: !2, line: 530, column: 22)
!658 = !DILocation(line: 531, column: 20, scope: !657, inlinedAt: !606)
!659 = !DILocation(line: 533, column: 19, scope: !660, inlinedAt: !606)
!660 = distinct !DILexicalBlock(scope: !657, file: !2, line: 533, column: 17)
!661 = !DILocation(line: 533, column: 17, scope: !657, inlinedAt: !606)
!662 = distinct !{!662, !651, !663, !413}
!663 = !DILocation(line: 534, column: 10, scope: !627, inlinedAt: !606)
!664 = !DILocation(line: 535, column: 10, scope: !627, inlinedAt: !606)
!665 = !DILocation(line: 535, column: 17, scope: !627, inlinedAt: !606)
!666 = !DILocation(line: 536, column: 11, scope: !627, inlinedAt: !606)
!667 = !DILocation(line: 539, column: 16, scope: !668, inlinedAt: !606)
!668 = distinct !DILexicalBlock(scope: !627, file: !2, line: 539, column: 14)
!669 = !DILocation(line: 539, column: 14, scope: !627, inlinedAt: !606)
!670 = !DILocation(line: 540, column: 14, scope: !627, inlinedAt: !606)
!671 = !DILocation(line: 542, column: 10, scope: !627, inlinedAt: !606)
!672 = !DILocation(line: 543, column: 26, scope: !627, inlinedAt: !606)
!673 = !DILocation(line: 543, column: 21, scope: !627, inlinedAt: !606)
!674 = !DILocation(line: 543, column: 29, scope: !627, inlinedAt: !606)
!675 = !DILocation(line: 542, column: 18, scope: !627, inlinedAt: !606)
!676 = !DILocation(line: 545, column: 13, scope: !677, inlinedAt: !606)
!677 = distinct !DILexicalBlock(scope: !627, file: !2, line: 544, column: 22)
!678 = !DILocation(line: 545, column: 20, scope: !677, inlinedAt: !606)
!679 = !DILocation(line: 547, column: 19, scope: !680, inlinedAt: !606)
!680 = distinct !DILexicalBlock(scope: !677, file: !2, line: 547, column: 17)
!681 = !DILocation(line: 547, column: 17, scope: !677, inlinedAt: !606)
!682 = distinct !{!682, !671, !683, !413}
!683 = !DILocation(line: 548, column: 10, scope: !627, inlinedAt: !606)
!684 = !DILocation(line: 549, column: 10, scope: !627, inlinedAt: !606)
!685 = !DILocation(line: 549, column: 17, scope: !627, inlinedAt: !606)
!686 = !DILocation(line: 550, column: 11, scope: !627, inlinedAt: !606)
!687 = !DILocation(line: 552, column: 14, scope: !688, inlinedAt: !606)
!688 = distinct !DILexicalBlock(scope: !627, file: !2, line: 552, column: 14)
!689 = !DILocation(line: 552, column: 22, scope: !688, inlinedAt: !606)
!690 = !DILocation(line: 552, column: 14, scope: !627, inlinedAt: !606)
!691 = distinct !{!691, !623, !692}
!692 = !DILocation(line: 553, column: 7, scope: !621, inlinedAt: !606)
!693 = distinct !{!693, !619, !694, !413}
!694 = !DILocation(line: 554, column: 4, scope: !618, inlinedAt: !606)
!695 = !DILocation(line: 652, column: 14, scope: !696, inlinedAt: !249)
!696 = distinct !DILexicalBlock(scope: !607, file: !2, line: 652, column: 14)
!697 = !DILocation(line: 652, column: 22, scope: !696, inlinedAt: !249)
!698 = !DILocation(line: 652, column: 14, scope: !607, inlinedAt: !249)
!699 = distinct !{!699, !578, !700, !413}
!700 = !DILocation(line: 716, column: 4, scope: !176, inlinedAt: !249)
!701 = !DILocation(line: 657, column: 27, scope: !217, inlinedAt: !249)
!702 = !DILocation(line: 657, column: 44, scope: !217, inlinedAt: !249)
!703 = !DILocation(line: 657, column: 21, scope: !217, inlinedAt: !249)
!704 = !DILocation(line: 658, column: 27, scope: !217, inlinedAt: !249)
!705 = !DILocation(line: 658, column: 44, scope: !217, inlinedAt: !249)
!706 = !DILocation(line: 658, column: 21, scope: !217, inlinedAt: !249)
!707 = !DILocation(line: 659, column: 35, scope: !217, inlinedAt: !249)
!708 = !DILocation(line: 659, column: 39, scope: !217, inlinedAt: !249)
!709 = !DILocation(line: 659, column: 27, scope: !217, inlinedAt: !249)
!710 = !DILocation(line: 659, column: 44, scope: !217, inlinedAt: !249)
!711 = !DILocation(line: 659, column: 21, scope: !217, inlinedAt: !249)
!712 = !DILocalVariable(name: "a", arg: 1, scope: !713, file: !2, line: 583, type: !54)
!713 = distinct !DISubprogram(name: "mmed3", scope: !2, file: !2, line: 583, type: !714, scopeLine: 584, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !716)
!714 = !DISubroutineType(types: !715)
!715 = !{!54, !54, !54, !54}
!716 = !{!712, !717, !718, !719}
!717 = !DILocalVariable(name: "b", arg: 2, scope: !713, file: !2, line: 583, type: !54)
!718 = !DILocalVariable(name: "c", arg: 3, scope: !713, file: !2, line: 583, type: !54)
!719 = !DILocalVariable(name: "t", scope: !713, file: !2, line: 585, type: !54)
!720 = !DILocation(line: 0, scope: !713, inlinedAt: !721)
!721 = distinct !DILocation(line: 657, column: 13, scope: !217, inlinedAt: !249)
!722 = !DILocation(line: 586, column: 8, scope: !713, inlinedAt: !721)
!723 = !DILocation(line: 587, column: 10, scope: !724, inlinedAt: !721)
!724 = distinct !DILexicalBlock(scope: !713, file: !2, line: 587, column: 8)
!725 = !DILocation(line: 587, column: 8, scope: !713, inlinedAt: !721)
!726 = !DILocation(line: 664, column: 7, scope: !217, inlinedAt: !249)
!727 = !DILocation(line: 662, column: 19, scope: !217, inlinedAt: !249)
!728 = !DILocation(line: 661, column: 19, scope: !217, inlinedAt: !249)
!729 = !DILocation(line: 0, scope: !217, inlinedAt: !249)
!730 = !DILocation(line: 666, column: 22, scope: !731, inlinedAt: !249)
!731 = distinct !DILexicalBlock(scope: !215, file: !2, line: 666, column: 17)
!732 = !DILocation(line: 666, column: 17, scope: !215, inlinedAt: !249)
!733 = !DILocation(line: 665, column: 10, scope: !216, inlinedAt: !249)
!734 = !DILocation(line: 667, column: 31, scope: !215, inlinedAt: !249)
!735 = !DILocation(line: 667, column: 40, scope: !215, inlinedAt: !249)
!736 = !DILocation(line: 667, column: 25, scope: !215, inlinedAt: !249)
!737 = !DILocation(line: 668, column: 19, scope: !214, inlinedAt: !249)
!738 = !DILocation(line: 668, column: 17, scope: !215, inlinedAt: !249)
!739 = !DILocation(line: 0, scope: !212, inlinedAt: !249)
!740 = !DILocation(line: 669, column: 16, scope: !212, inlinedAt: !249)
!741 = !DILocation(line: 670, column: 20, scope: !213, inlinedAt: !249)
!742 = !DILocation(line: 670, column: 28, scope: !213, inlinedAt: !249)
!743 = distinct !{!743, !733, !744}
!744 = !DILocation(line: 674, column: 10, scope: !216, inlinedAt: !249)
!745 = !DILocation(line: 672, column: 19, scope: !746, inlinedAt: !249)
!746 = distinct !DILexicalBlock(scope: !215, file: !2, line: 672, column: 17)
!747 = !DILocation(line: 672, column: 17, scope: !215, inlinedAt: !249)
!748 = !DILocation(line: 673, column: 17, scope: !215, inlinedAt: !249)
!749 = distinct !{!749, !733, !744}
!750 = !DILocation(line: 676, column: 22, scope: !751, inlinedAt: !249)
!751 = distinct !DILexicalBlock(scope: !222, file: !2, line: 676, column: 17)
!752 = !DILocation(line: 676, column: 17, scope: !222, inlinedAt: !249)
!753 = !DILocation(line: 675, column: 10, scope: !216, inlinedAt: !249)
!754 = !DILocation(line: 677, column: 31, scope: !222, inlinedAt: !249)
!755 = !DILocation(line: 677, column: 40, scope: !222, inlinedAt: !249)
!756 = !DILocation(line: 677, column: 25, scope: !222, inlinedAt: !249)
!757 = !DILocation(line: 678, column: 19, scope: !221, inlinedAt: !249)
!758 = !DILocation(line: 678, column: 17, scope: !222, inlinedAt: !249)
!759 = !DILocation(line: 0, scope: !219, inlinedAt: !249)
!760 = !DILocation(line: 679, column: 16, scope: !219, inlinedAt: !249)
!761 = !DILocation(line: 680, column: 20, scope: !220, inlinedAt: !249)
!762 = !DILocation(line: 680, column: 28, scope: !220, inlinedAt: !249)
!763 = distinct !{!763, !753, !764}
!764 = !DILocation(line: 684, column: 10, scope: !216, inlinedAt: !249)
!765 = !DILocation(line: 682, column: 19, scope: !766, inlinedAt: !249)
!766 = distinct !DILexicalBlock(scope: !222, file: !2, line: 682, column: 17)
!767 = !DILocation(line: 682, column: 17, scope: !222, inlinedAt: !249)
!768 = !DILocation(line: 683, column: 17, scope: !222, inlinedAt: !249)
!769 = distinct !{!769, !753, !764}
!770 = !DILocation(line: 686, column: 10, scope: !224, inlinedAt: !249)
!771 = !DILocation(line: 0, scope: !224, inlinedAt: !249)
!772 = !DILocation(line: 686, column: 43, scope: !216, inlinedAt: !249)
!773 = !DILocation(line: 686, column: 51, scope: !216, inlinedAt: !249)
!774 = distinct !{!774, !726, !775}
!775 = !DILocation(line: 687, column: 7, scope: !217, inlinedAt: !249)
!776 = !DILocation(line: 691, column: 16, scope: !777, inlinedAt: !249)
!777 = distinct !DILexicalBlock(scope: !217, file: !2, line: 691, column: 11)
!778 = !DILocation(line: 691, column: 11, scope: !217, inlinedAt: !249)
!779 = !DILocation(line: 692, column: 10, scope: !780, inlinedAt: !249)
!780 = distinct !DILexicalBlock(scope: !781, file: !2, line: 692, column: 10)
!781 = distinct !DILexicalBlock(scope: !777, file: !2, line: 691, column: 24)
!782 = !DILocation(line: 696, column: 11, scope: !217, inlinedAt: !249)
!783 = !DILocation(line: 0, scope: !226, inlinedAt: !249)
!784 = !DILocation(line: 696, column: 37, scope: !226, inlinedAt: !249)
!785 = !DILocation(line: 696, column: 37, scope: !230, inlinedAt: !249)
!786 = !{!787}
!787 = distinct !{!787, !788}
!788 = distinct !{!788, !"LVerDomain"}
!789 = !{!790}
!790 = distinct !{!790, !788}
!791 = distinct !{!791, !784, !784, !413, !449, !517}
!792 = !DILocation(line: 0, scope: !230, inlinedAt: !249)
!793 = !DILocation(line: 696, column: 37, scope: !231, inlinedAt: !249)
!794 = distinct !{!794, !784, !784, !413, !449}
!795 = !DILocation(line: 697, column: 11, scope: !217, inlinedAt: !249)
!796 = !DILocation(line: 0, scope: !233, inlinedAt: !249)
!797 = !DILocation(line: 697, column: 37, scope: !233, inlinedAt: !249)
!798 = !DILocation(line: 697, column: 37, scope: !237, inlinedAt: !249)
!799 = !{!800}
!800 = distinct !{!800, !801}
!801 = distinct !{!801, !"LVerDomain"}
!802 = !{!803}
!803 = distinct !{!803, !801}
!804 = distinct !{!804, !797, !797, !413, !449, !517}
!805 = !DILocation(line: 0, scope: !237, inlinedAt: !249)
!806 = !DILocation(line: 697, column: 37, scope: !238, inlinedAt: !249)
!807 = distinct !{!807, !797, !797, !413, !449}
!808 = !DILocation(line: 699, column: 14, scope: !217, inlinedAt: !249)
!809 = !DILocation(line: 699, column: 21, scope: !217, inlinedAt: !249)
!810 = !DILocation(line: 699, column: 28, scope: !217, inlinedAt: !249)
!811 = !DILocation(line: 700, column: 14, scope: !217, inlinedAt: !249)
!812 = !DILocation(line: 700, column: 30, scope: !217, inlinedAt: !249)
!813 = !DILocation(line: 704, column: 53, scope: !217, inlinedAt: !249)
!814 = !DILocation(line: 706, column: 11, scope: !241, inlinedAt: !249)
!815 = !DILocation(line: 706, column: 26, scope: !241, inlinedAt: !249)
!816 = !DILocation(line: 706, column: 24, scope: !241, inlinedAt: !249)
!817 = !DILocation(line: 706, column: 11, scope: !217, inlinedAt: !249)
!818 = !DILocation(line: 0, scope: !240, inlinedAt: !249)
!819 = !DILocation(line: 706, column: 40, scope: !240, inlinedAt: !249)
!820 = !DILocation(line: 707, column: 11, scope: !244, inlinedAt: !249)
!821 = !DILocation(line: 707, column: 26, scope: !244, inlinedAt: !249)
!822 = !DILocation(line: 707, column: 24, scope: !244, inlinedAt: !249)
!823 = !DILocation(line: 707, column: 11, scope: !217, inlinedAt: !249)
!824 = !DILocation(line: 0, scope: !243, inlinedAt: !249)
!825 = !DILocation(line: 707, column: 40, scope: !243, inlinedAt: !249)
!826 = !DILocation(line: 708, column: 26, scope: !247, inlinedAt: !249)
!827 = !DILocation(line: 708, column: 11, scope: !247, inlinedAt: !249)
!828 = !DILocation(line: 708, column: 24, scope: !247, inlinedAt: !249)
!829 = !DILocation(line: 708, column: 11, scope: !217, inlinedAt: !249)
!830 = !DILocation(line: 0, scope: !246, inlinedAt: !249)
!831 = !DILocation(line: 708, column: 40, scope: !246, inlinedAt: !249)
!832 = !DILocation(line: 713, column: 7, scope: !833, inlinedAt: !249)
!833 = distinct !DILexicalBlock(scope: !217, file: !2, line: 713, column: 7)
!834 = !DILocation(line: 714, column: 7, scope: !835, inlinedAt: !249)
!835 = distinct !DILexicalBlock(scope: !217, file: !2, line: 714, column: 7)
!836 = !DILocation(line: 715, column: 7, scope: !837, inlinedAt: !249)
!837 = distinct !DILexicalBlock(scope: !217, file: !2, line: 715, column: 7)
!838 = !DILocation(line: 717, column: 1, scope: !176, inlinedAt: !249)
!839 = !DILocation(line: 902, column: 31, scope: !840, inlinedAt: !306)
!840 = distinct !DILexicalBlock(scope: !250, file: !2, line: 902, column: 23)
!841 = !DILocation(line: 901, column: 37, scope: !250, inlinedAt: !306)
!842 = !DILocation(line: 901, column: 42, scope: !250, inlinedAt: !306)
!843 = !DILocation(line: 901, column: 30, scope: !250, inlinedAt: !306)
!844 = !DILocation(line: 905, column: 22, scope: !254, inlinedAt: !306)
!845 = !DILocation(line: 906, column: 10, scope: !254, inlinedAt: !306)
!846 = !DILocation(line: 866, column: 15, scope: !262, inlinedAt: !306)
!847 = !DILocation(line: 886, column: 30, scope: !257, inlinedAt: !306)
!848 = !DILocation(line: 886, column: 21, scope: !257, inlinedAt: !306)
!849 = distinct !{!849, !557, !850, !413}
!850 = !DILocation(line: 907, column: 7, scope: !258, inlinedAt: !306)
!851 = !DILocation(line: 909, column: 7, scope: !852, inlinedAt: !306)
!852 = distinct !DILexicalBlock(scope: !853, file: !2, line: 909, column: 7)
!853 = distinct !DILexicalBlock(scope: !259, file: !2, line: 909, column: 7)
!854 = !DILocation(line: 909, column: 7, scope: !853, inlinedAt: !306)
!855 = !DILocation(line: 919, column: 10, scope: !856, inlinedAt: !306)
!856 = distinct !DILexicalBlock(scope: !857, file: !2, line: 919, column: 10)
!857 = distinct !DILexicalBlock(scope: !259, file: !2, line: 918, column: 7)
!858 = !DILocation(line: 920, column: 29, scope: !859, inlinedAt: !306)
!859 = distinct !DILexicalBlock(scope: !860, file: !2, line: 919, column: 37)
!860 = distinct !DILexicalBlock(scope: !856, file: !2, line: 919, column: 10)
!861 = !DILocation(line: 920, column: 53, scope: !859, inlinedAt: !306)
!862 = !DILocation(line: 920, column: 13, scope: !859, inlinedAt: !306)
!863 = !DILocation(line: 920, column: 26, scope: !859, inlinedAt: !306)
!864 = !DILocation(line: 921, column: 29, scope: !859, inlinedAt: !306)
!865 = !DILocation(line: 921, column: 53, scope: !859, inlinedAt: !306)
!866 = !DILocation(line: 921, column: 66, scope: !859, inlinedAt: !306)
!867 = !DILocation(line: 921, column: 13, scope: !859, inlinedAt: !306)
!868 = !DILocation(line: 921, column: 26, scope: !859, inlinedAt: !306)
!869 = !DILocation(line: 919, column: 33, scope: !860, inlinedAt: !306)
!870 = !DILocation(line: 919, column: 24, scope: !860, inlinedAt: !306)
!871 = distinct !{!871, !855, !872, !413}
!872 = !DILocation(line: 922, column: 10, scope: !856, inlinedAt: !306)
!873 = !DILocation(line: 923, column: 19, scope: !874, inlinedAt: !306)
!874 = distinct !DILexicalBlock(scope: !857, file: !2, line: 923, column: 10)
!875 = !DILocation(line: 923, column: 33, scope: !874, inlinedAt: !306)
!876 = !DILocation(line: 923, column: 50, scope: !877, inlinedAt: !306)
!877 = distinct !DILexicalBlock(scope: !874, file: !2, line: 923, column: 10)
!878 = !DILocation(line: 923, column: 48, scope: !877, inlinedAt: !306)
!879 = !DILocation(line: 923, column: 10, scope: !874, inlinedAt: !306)
!880 = !DILocation(line: 924, column: 17, scope: !881, inlinedAt: !306)
!881 = distinct !DILexicalBlock(scope: !877, file: !2, line: 923, column: 70)
!882 = !DILocation(line: 924, column: 23, scope: !881, inlinedAt: !306)
!883 = !DILocation(line: 924, column: 33, scope: !884, inlinedAt: !306)
!884 = distinct !DILexicalBlock(scope: !881, file: !2, line: 924, column: 31)
!885 = !DILocation(line: 924, column: 31, scope: !881, inlinedAt: !306)
!886 = !DILocation(line: 925, column: 18, scope: !881, inlinedAt: !306)
!887 = !DILocation(line: 926, column: 18, scope: !888, inlinedAt: !306)
!888 = distinct !DILexicalBlock(scope: !881, file: !2, line: 926, column: 17)
!889 = !DILocation(line: 926, column: 17, scope: !881, inlinedAt: !306)
!890 = !DILocation(line: 927, column: 21, scope: !888, inlinedAt: !306)
!891 = !DILocation(line: 927, column: 34, scope: !888, inlinedAt: !306)
!892 = !DILocation(line: 927, column: 16, scope: !888, inlinedAt: !306)
!893 = !DILocation(line: 927, column: 39, scope: !888, inlinedAt: !306)
!894 = !DILocation(line: 923, column: 66, scope: !877, inlinedAt: !306)
!895 = distinct !{!895, !879, !896, !413}
!896 = !DILocation(line: 928, column: 10, scope: !874, inlinedAt: !306)
!897 = !DILocation(line: 929, column: 32, scope: !898, inlinedAt: !306)
!898 = distinct !DILexicalBlock(scope: !857, file: !2, line: 929, column: 10)
!899 = !DILocation(line: 929, column: 20, scope: !898, inlinedAt: !306)
!900 = !DILocation(line: 929, column: 38, scope: !898, inlinedAt: !306)
!901 = !DILocation(line: 929, scope: !898, inlinedAt: !306)
!902 = !DILocation(line: 929, column: 60, scope: !903, inlinedAt: !306)
!903 = distinct !DILexicalBlock(scope: !898, file: !2, line: 929, column: 10)
!904 = !DILocation(line: 929, column: 58, scope: !903, inlinedAt: !306)
!905 = !DILocation(line: 929, column: 10, scope: !898, inlinedAt: !306)
!906 = !DILocation(line: 930, column: 17, scope: !907, inlinedAt: !306)
!907 = distinct !DILexicalBlock(scope: !903, file: !2, line: 929, column: 78)
!908 = !DILocation(line: 930, column: 23, scope: !907, inlinedAt: !306)
!909 = !DILocation(line: 930, column: 33, scope: !910, inlinedAt: !306)
!910 = distinct !DILexicalBlock(scope: !907, file: !2, line: 930, column: 31)
!911 = !DILocation(line: 930, column: 31, scope: !907, inlinedAt: !306)
!912 = !DILocation(line: 931, column: 18, scope: !907, inlinedAt: !306)
!913 = !DILocation(line: 932, column: 18, scope: !914, inlinedAt: !306)
!914 = distinct !DILexicalBlock(scope: !907, file: !2, line: 932, column: 17)
!915 = !DILocation(line: 932, column: 17, scope: !907, inlinedAt: !306)
!916 = !DILocation(line: 933, column: 21, scope: !914, inlinedAt: !306)
!917 = !DILocation(line: 933, column: 32, scope: !914, inlinedAt: !306)
!918 = !DILocation(line: 933, column: 16, scope: !914, inlinedAt: !306)
!919 = !DILocation(line: 933, column: 37, scope: !914, inlinedAt: !306)
!920 = distinct !{!920, !905, !921, !413}
!921 = !DILocation(line: 934, column: 10, scope: !898, inlinedAt: !306)
!922 = !DILocation(line: 937, column: 7, scope: !923, inlinedAt: !306)
!923 = distinct !DILexicalBlock(scope: !924, file: !2, line: 937, column: 7)
!924 = distinct !DILexicalBlock(scope: !259, file: !2, line: 937, column: 7)
!925 = !DILocation(line: 946, column: 7, scope: !926, inlinedAt: !306)
!926 = distinct !DILexicalBlock(scope: !259, file: !2, line: 946, column: 7)
!927 = !DILocation(line: 946, column: 34, scope: !928, inlinedAt: !306)
!928 = distinct !DILexicalBlock(scope: !926, file: !2, line: 946, column: 7)
!929 = !DILocation(line: 946, column: 54, scope: !928, inlinedAt: !306)
!930 = !DILocation(line: 946, column: 30, scope: !928, inlinedAt: !306)
!931 = !DILocation(line: 946, column: 21, scope: !928, inlinedAt: !306)
!932 = distinct !{!932, !925, !933, !413}
!933 = !DILocation(line: 946, column: 57, scope: !926, inlinedAt: !306)
!934 = !DILocation(line: 987, column: 19, scope: !259, inlinedAt: !306)
!935 = !DILocation(line: 989, column: 13, scope: !298, inlinedAt: !306)
!936 = !DILocation(line: 989, column: 11, scope: !259, inlinedAt: !306)
!937 = !DILocation(line: 990, column: 27, scope: !297, inlinedAt: !306)
!938 = !DILocation(line: 990, column: 41, scope: !297, inlinedAt: !306)
!939 = !DILocation(line: 0, scope: !297, inlinedAt: !306)
!940 = !DILocation(line: 991, column: 28, scope: !297, inlinedAt: !306)
!941 = !DILocation(line: 991, column: 46, scope: !297, inlinedAt: !306)
!942 = !DILocation(line: 991, column: 59, scope: !297, inlinedAt: !306)
!943 = !DILocation(line: 994, column: 10, scope: !297, inlinedAt: !306)
!944 = !DILocation(line: 994, column: 25, scope: !297, inlinedAt: !306)
!945 = !DILocation(line: 994, column: 36, scope: !297, inlinedAt: !306)
!946 = !DILocation(line: 994, column: 51, scope: !297, inlinedAt: !306)
!947 = distinct !{!947, !943, !946, !413}
!948 = !DILocation(line: 996, column: 25, scope: !304, inlinedAt: !306)
!949 = !DILocation(line: 996, column: 31, scope: !303, inlinedAt: !306)
!950 = !DILocation(line: 996, column: 10, scope: !304, inlinedAt: !306)
!951 = !DILocation(line: 996, scope: !304, inlinedAt: !306)
!952 = !DILocation(line: 997, column: 34, scope: !302, inlinedAt: !306)
!953 = !DILocation(line: 0, scope: !302, inlinedAt: !306)
!954 = !DILocation(line: 998, column: 45, scope: !302, inlinedAt: !306)
!955 = !DILocation(line: 998, column: 34, scope: !302, inlinedAt: !306)
!956 = !DILocation(line: 999, column: 13, scope: !302, inlinedAt: !306)
!957 = !DILocation(line: 999, column: 32, scope: !302, inlinedAt: !306)
!958 = !DILocation(line: 1000, column: 26, scope: !959, inlinedAt: !306)
!959 = distinct !DILexicalBlock(scope: !302, file: !2, line: 1000, column: 17)
!960 = !DILocation(line: 1000, column: 17, scope: !302, inlinedAt: !306)
!961 = !DILocation(line: 1001, column: 34, scope: !959, inlinedAt: !306)
!962 = !DILocation(line: 1001, column: 16, scope: !959, inlinedAt: !306)
!963 = !DILocation(line: 1001, column: 44, scope: !959, inlinedAt: !306)
!964 = distinct !{!964, !950, !965, !413}
!965 = !DILocation(line: 1002, column: 10, scope: !304, inlinedAt: !306)
!966 = !DILocation(line: 1003, column: 10, scope: !967, inlinedAt: !306)
!967 = distinct !DILexicalBlock(scope: !968, file: !2, line: 1003, column: 10)
!968 = distinct !DILexicalBlock(scope: !297, file: !2, line: 1003, column: 10)
!969 = !DILocation(line: 1003, column: 10, scope: !968, inlinedAt: !306)
!970 = !DILocation(line: 868, column: 27, scope: !260, inlinedAt: !306)
!971 = !DILocation(line: 868, column: 4, scope: !261, inlinedAt: !306)
!972 = !DILocation(line: 1008, column: 8, scope: !262, inlinedAt: !306)
!973 = !DILocation(line: 1009, column: 7, scope: !974, inlinedAt: !306)
!974 = distinct !DILexicalBlock(scope: !262, file: !2, line: 1008, column: 8)
!975 = !DILocation(line: 1011, column: 1, scope: !262, inlinedAt: !306)
!976 = !DILocation(line: 1069, column: 11, scope: !307)
!977 = !DILocation(line: 1069, column: 16, scope: !978)
!978 = distinct !DILexicalBlock(scope: !307, file: !2, line: 1069, column: 11)
!979 = !DILocation(line: 1070, column: 10, scope: !978)
!980 = !DILocation(line: 1075, column: 11, scope: !981)
!981 = distinct !DILexicalBlock(scope: !307, file: !2, line: 1075, column: 11)
!982 = !DILocation(line: 1075, column: 18, scope: !981)
!983 = !DILocation(line: 1075, column: 11, scope: !307)
!984 = !DILocation(line: 1076, column: 19, scope: !985)
!985 = distinct !DILexicalBlock(scope: !986, file: !2, line: 1076, column: 14)
!986 = distinct !DILexicalBlock(scope: !981, file: !2, line: 1075, column: 23)
!987 = !DILocation(line: 1076, column: 14, scope: !986)
!988 = !DILocation(line: 1077, column: 13, scope: !985)
!989 = !DILocation(line: 0, scope: !308)
!990 = !{!320, !321, i64 24}
!991 = !{!320, !321, i64 32}
!992 = !DILocation(line: 1083, column: 7, scope: !73)
!993 = !DILocation(line: 1083, column: 15, scope: !73)
!994 = !{!320, !324, i64 48}
!995 = !DILocation(line: 1084, column: 18, scope: !996)
!996 = distinct !DILexicalBlock(scope: !997, file: !2, line: 1084, column: 4)
!997 = distinct !DILexicalBlock(scope: !73, file: !2, line: 1084, column: 4)
!998 = !DILocation(line: 1084, column: 4, scope: !997)
!999 = !DILocation(line: 1085, column: 11, scope: !1000)
!1000 = distinct !DILexicalBlock(scope: !996, file: !2, line: 1085, column: 11)
!1001 = !DILocation(line: 1085, column: 18, scope: !1000)
!1002 = !DILocation(line: 1085, column: 11, scope: !996)
!1003 = !DILocation(line: 1086, column: 23, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !1000, file: !2, line: 1086, column: 10)
!1005 = !DILocation(line: 1088, column: 4, scope: !1006)
!1006 = distinct !DILexicalBlock(scope: !73, file: !2, line: 1088, column: 4)
!1007 = !DILocation(line: 1084, column: 32, scope: !996)
!1008 = distinct !{!1008, !998, !1009, !413}
!1009 = !DILocation(line: 1086, column: 35, scope: !997)
!1010 = !DILocation(line: 1088, column: 4, scope: !1011)
!1011 = distinct !DILexicalBlock(scope: !1006, file: !2, line: 1088, column: 4)
!1012 = !DILocation(line: 1089, column: 1, scope: !73)
!1013 = distinct !DISubprogram(name: "fallbackSort", scope: !2, file: !2, line: 212, type: !1014, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1016)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{null, !110, !110, !110, !58, !58}
!1016 = !{!1017, !1018, !1019, !1020, !1021, !1022, !1026, !1027, !1028, !1029, !1030, !1031, !1032, !1033, !1034, !1035, !1036, !1037}
!1017 = !DILocalVariable(name: "fmap", arg: 1, scope: !1013, file: !2, line: 212, type: !110)
!1018 = !DILocalVariable(name: "eclass", arg: 2, scope: !1013, file: !2, line: 213, type: !110)
!1019 = !DILocalVariable(name: "bhtab", arg: 3, scope: !1013, file: !2, line: 214, type: !110)
!1020 = !DILocalVariable(name: "nblock", arg: 4, scope: !1013, file: !2, line: 215, type: !58)
!1021 = !DILocalVariable(name: "verb", arg: 5, scope: !1013, file: !2, line: 216, type: !58)
!1022 = !DILocalVariable(name: "ftab", scope: !1013, file: !2, line: 218, type: !1023)
!1023 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 8224, elements: !1024)
!1024 = !{!1025}
!1025 = !DISubrange(count: 257)
!1026 = !DILocalVariable(name: "ftabCopy", scope: !1013, file: !2, line: 219, type: !279)
!1027 = !DILocalVariable(name: "H", scope: !1013, file: !2, line: 220, type: !58)
!1028 = !DILocalVariable(name: "i", scope: !1013, file: !2, line: 220, type: !58)
!1029 = !DILocalVariable(name: "j", scope: !1013, file: !2, line: 220, type: !58)
!1030 = !DILocalVariable(name: "k", scope: !1013, file: !2, line: 220, type: !58)
!1031 = !DILocalVariable(name: "l", scope: !1013, file: !2, line: 220, type: !58)
!1032 = !DILocalVariable(name: "r", scope: !1013, file: !2, line: 220, type: !58)
!1033 = !DILocalVariable(name: "cc", scope: !1013, file: !2, line: 220, type: !58)
!1034 = !DILocalVariable(name: "cc1", scope: !1013, file: !2, line: 220, type: !58)
!1035 = !DILocalVariable(name: "nNotDone", scope: !1013, file: !2, line: 221, type: !58)
!1036 = !DILocalVariable(name: "nBhtab", scope: !1013, file: !2, line: 222, type: !58)
!1037 = !DILocalVariable(name: "eclass8", scope: !1013, file: !2, line: 223, type: !53)
!1038 = distinct !DIAssignID()
!1039 = !DILocalVariable(name: "stackLo", scope: !1040, file: !2, line: 101, type: !201)
!1040 = distinct !DISubprogram(name: "fallbackQSort3", scope: !2, file: !2, line: 93, type: !1041, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1043)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{null, !110, !110, !58, !58}
!1043 = !{!1044, !1045, !1046, !1047, !1048, !1049, !1050, !1051, !1052, !1053, !1054, !1055, !1056, !1057, !1058, !1059, !1039, !1060, !1061, !1068, !1073, !1075, !1077, !1078, !1079, !1082, !1084, !1085, !1086}
!1044 = !DILocalVariable(name: "fmap", arg: 1, scope: !1040, file: !2, line: 93, type: !110)
!1045 = !DILocalVariable(name: "eclass", arg: 2, scope: !1040, file: !2, line: 94, type: !110)
!1046 = !DILocalVariable(name: "loSt", arg: 3, scope: !1040, file: !2, line: 95, type: !58)
!1047 = !DILocalVariable(name: "hiSt", arg: 4, scope: !1040, file: !2, line: 96, type: !58)
!1048 = !DILocalVariable(name: "unLo", scope: !1040, file: !2, line: 98, type: !58)
!1049 = !DILocalVariable(name: "unHi", scope: !1040, file: !2, line: 98, type: !58)
!1050 = !DILocalVariable(name: "ltLo", scope: !1040, file: !2, line: 98, type: !58)
!1051 = !DILocalVariable(name: "gtHi", scope: !1040, file: !2, line: 98, type: !58)
!1052 = !DILocalVariable(name: "n", scope: !1040, file: !2, line: 98, type: !58)
!1053 = !DILocalVariable(name: "m", scope: !1040, file: !2, line: 98, type: !58)
!1054 = !DILocalVariable(name: "sp", scope: !1040, file: !2, line: 99, type: !58)
!1055 = !DILocalVariable(name: "lo", scope: !1040, file: !2, line: 99, type: !58)
!1056 = !DILocalVariable(name: "hi", scope: !1040, file: !2, line: 99, type: !58)
!1057 = !DILocalVariable(name: "med", scope: !1040, file: !2, line: 100, type: !56)
!1058 = !DILocalVariable(name: "r", scope: !1040, file: !2, line: 100, type: !56)
!1059 = !DILocalVariable(name: "r3", scope: !1040, file: !2, line: 100, type: !56)
!1060 = !DILocalVariable(name: "stackHi", scope: !1040, file: !2, line: 102, type: !201)
!1061 = !DILocalVariable(name: "zztmp", scope: !1062, file: !2, line: 140, type: !58)
!1062 = distinct !DILexicalBlock(scope: !1063, file: !2, line: 140, column: 16)
!1063 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 139, column: 25)
!1064 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 139, column: 17)
!1065 = distinct !DILexicalBlock(scope: !1066, file: !2, line: 136, column: 20)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 135, column: 17)
!1067 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 109, column: 19)
!1068 = !DILocalVariable(name: "zztmp", scope: !1069, file: !2, line: 151, type: !58)
!1069 = distinct !DILexicalBlock(scope: !1070, file: !2, line: 151, column: 16)
!1070 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 150, column: 25)
!1071 = distinct !DILexicalBlock(scope: !1072, file: !2, line: 150, column: 17)
!1072 = distinct !DILexicalBlock(scope: !1066, file: !2, line: 147, column: 20)
!1073 = !DILocalVariable(name: "zztmp", scope: !1074, file: !2, line: 159, type: !58)
!1074 = distinct !DILexicalBlock(scope: !1066, file: !2, line: 159, column: 10)
!1075 = !DILocalVariable(name: "yyp1", scope: !1076, file: !2, line: 166, type: !58)
!1076 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 166, column: 37)
!1077 = !DILocalVariable(name: "yyp2", scope: !1076, file: !2, line: 166, type: !58)
!1078 = !DILocalVariable(name: "yyn", scope: !1076, file: !2, line: 166, type: !58)
!1079 = !DILocalVariable(name: "zztmp", scope: !1080, file: !2, line: 166, type: !58)
!1080 = distinct !DILexicalBlock(scope: !1081, file: !2, line: 166, column: 37)
!1081 = distinct !DILexicalBlock(scope: !1076, file: !2, line: 166, column: 37)
!1082 = !DILocalVariable(name: "yyp1", scope: !1083, file: !2, line: 167, type: !58)
!1083 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 167, column: 37)
!1084 = !DILocalVariable(name: "yyp2", scope: !1083, file: !2, line: 167, type: !58)
!1085 = !DILocalVariable(name: "yyn", scope: !1083, file: !2, line: 167, type: !58)
!1086 = !DILocalVariable(name: "zztmp", scope: !1087, file: !2, line: 167, type: !58)
!1087 = distinct !DILexicalBlock(scope: !1088, file: !2, line: 167, column: 37)
!1088 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 167, column: 37)
!1089 = !DILocation(line: 0, scope: !1040, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 297, column: 13, scope: !1091)
!1091 = distinct !DILexicalBlock(scope: !1092, file: !2, line: 295, column: 21)
!1092 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 295, column: 14)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 275, column: 17)
!1094 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 261, column: 14)
!1095 = distinct !DIAssignID()
!1096 = distinct !DIAssignID()
!1097 = !DILocation(line: 0, scope: !1013)
!1098 = distinct !DIAssignID()
!1099 = !DILocation(line: 218, column: 4, scope: !1013)
!1100 = !DILocation(line: 219, column: 4, scope: !1013)
!1101 = !DILocation(line: 229, column: 13, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 229, column: 8)
!1103 = !DILocation(line: 229, column: 8, scope: !1013)
!1104 = !DILocation(line: 230, column: 7, scope: !1102)
!1105 = !DILocation(line: 231, column: 41, scope: !1106)
!1106 = distinct !DILexicalBlock(scope: !1107, file: !2, line: 231, column: 4)
!1107 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 231, column: 4)
!1108 = !DILocation(line: 232, column: 18, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 232, column: 4)
!1110 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 232, column: 4)
!1111 = !DILocation(line: 232, column: 4, scope: !1110)
!1112 = !DILocation(line: 232, column: 38, scope: !1109)
!1113 = !DILocation(line: 232, column: 33, scope: !1109)
!1114 = !DILocation(line: 232, column: 49, scope: !1109)
!1115 = !DILocation(line: 232, column: 29, scope: !1109)
!1116 = distinct !{!1116, !1117}
!1117 = !{!"llvm.loop.unroll.disable"}
!1118 = !DILocation(line: 234, column: 44, scope: !1119)
!1119 = distinct !DILexicalBlock(scope: !1120, file: !2, line: 234, column: 4)
!1120 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 234, column: 4)
!1121 = !DILocation(line: 233, column: 4, scope: !1122)
!1122 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 233, column: 4)
!1123 = !DILocation(line: 233, column: 45, scope: !1124)
!1124 = distinct !DILexicalBlock(scope: !1122, file: !2, line: 233, column: 4)
!1125 = !DILocation(line: 234, column: 4, scope: !1120)
!1126 = distinct !{!1126, !1111, !1127, !413}
!1127 = !DILocation(line: 232, column: 49, scope: !1110)
!1128 = !DILocation(line: 236, column: 4, scope: !1129)
!1129 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 236, column: 4)
!1130 = !DILocation(line: 236, column: 18, scope: !1131)
!1131 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 236, column: 4)
!1132 = !DILocation(line: 234, column: 33, scope: !1119)
!1133 = !DILocation(line: 234, column: 41, scope: !1119)
!1134 = !DILocation(line: 234, column: 29, scope: !1119)
!1135 = !DILocation(line: 234, column: 18, scope: !1119)
!1136 = distinct !{!1136, !1125, !1137, !413}
!1137 = !DILocation(line: 234, column: 52, scope: !1120)
!1138 = !DILocation(line: 237, column: 11, scope: !1139)
!1139 = distinct !DILexicalBlock(scope: !1131, file: !2, line: 236, column: 33)
!1140 = !DILocation(line: 238, column: 11, scope: !1139)
!1141 = !DILocation(line: 238, column: 19, scope: !1139)
!1142 = !DILocation(line: 239, column: 15, scope: !1139)
!1143 = !DILocation(line: 240, column: 7, scope: !1139)
!1144 = !DILocation(line: 240, column: 15, scope: !1139)
!1145 = !DILocation(line: 236, column: 29, scope: !1131)
!1146 = distinct !{!1146, !1128, !1147, !413}
!1147 = !DILocation(line: 241, column: 4, scope: !1129)
!1148 = !DILocation(line: 244, column: 18, scope: !1149)
!1149 = distinct !DILexicalBlock(scope: !1150, file: !2, line: 244, column: 4)
!1150 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 244, column: 4)
!1151 = !DILocation(line: 244, column: 4, scope: !1150)
!1152 = !DILocation(line: 243, column: 25, scope: !1013)
!1153 = !DILocation(line: 244, column: 42, scope: !1149)
!1154 = !DILocation(line: 245, column: 4, scope: !1155)
!1155 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 245, column: 4)
!1156 = !DILocation(line: 245, column: 30, scope: !1157)
!1157 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 245, column: 4)
!1158 = !DILocation(line: 245, column: 26, scope: !1157)
!1159 = !DILocation(line: 245, column: 18, scope: !1157)
!1160 = distinct !{!1160, !1154, !1161, !413}
!1161 = !DILocation(line: 245, column: 30, scope: !1155)
!1162 = !DILocation(line: 261, column: 4, scope: !1013)
!1163 = !DILocation(line: 255, column: 7, scope: !1164)
!1164 = distinct !DILexicalBlock(scope: !1165, file: !2, line: 254, column: 29)
!1165 = distinct !DILexicalBlock(scope: !1166, file: !2, line: 254, column: 4)
!1166 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 254, column: 4)
!1167 = !DILocation(line: 256, column: 7, scope: !1164)
!1168 = !DILocation(line: 254, column: 25, scope: !1165)
!1169 = !DILocation(line: 254, column: 18, scope: !1165)
!1170 = !DILocation(line: 254, column: 4, scope: !1166)
!1171 = distinct !{!1171, !1170, !1172, !413}
!1172 = !DILocation(line: 257, column: 4, scope: !1166)
!1173 = !DILocation(line: 263, column: 11, scope: !1094)
!1174 = !DILocation(line: 264, column: 10, scope: !1175)
!1175 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 263, column: 11)
!1176 = !DILocation(line: 267, column: 7, scope: !1177)
!1177 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 267, column: 7)
!1178 = !DILocation(line: 268, column: 14, scope: !1179)
!1179 = distinct !DILexicalBlock(scope: !1180, file: !2, line: 268, column: 14)
!1180 = distinct !DILexicalBlock(scope: !1181, file: !2, line: 267, column: 36)
!1181 = distinct !DILexicalBlock(scope: !1177, file: !2, line: 267, column: 7)
!1182 = !DILocation(line: 268, column: 14, scope: !1180)
!1183 = !DILocation(line: 269, column: 14, scope: !1180)
!1184 = !DILocation(line: 269, column: 22, scope: !1180)
!1185 = !DILocation(line: 269, column: 33, scope: !1186)
!1186 = distinct !DILexicalBlock(scope: !1180, file: !2, line: 269, column: 31)
!1187 = !DILocation(line: 269, column: 31, scope: !1180)
!1188 = !DILocation(line: 270, column: 10, scope: !1180)
!1189 = !DILocation(line: 270, column: 20, scope: !1180)
!1190 = !DILocation(line: 267, column: 32, scope: !1181)
!1191 = !DILocation(line: 267, column: 21, scope: !1181)
!1192 = distinct !{!1192, !1176, !1193, !413}
!1193 = !DILocation(line: 271, column: 7, scope: !1177)
!1194 = !DILocation(line: 275, column: 7, scope: !1094)
!1195 = !DILocation(line: 0, scope: !1094)
!1196 = !DILocation(line: 279, column: 10, scope: !1093)
!1197 = !DILocation(line: 0, scope: !1093)
!1198 = !DILocation(line: 279, column: 17, scope: !1093)
!1199 = !DILocation(line: 279, column: 29, scope: !1093)
!1200 = !DILocation(line: 279, column: 50, scope: !1093)
!1201 = distinct !{!1201, !1196, !1200, !413}
!1202 = !DILocation(line: 280, column: 14, scope: !1093)
!1203 = !DILocation(line: 281, column: 20, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1205, file: !2, line: 280, column: 27)
!1205 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 280, column: 14)
!1206 = !DILocation(line: 281, column: 31, scope: !1204)
!1207 = !DILocation(line: 281, column: 48, scope: !1204)
!1208 = !DILocation(line: 281, column: 13, scope: !1204)
!1209 = distinct !{!1209, !1208, !1210, !413}
!1210 = !DILocation(line: 281, column: 51, scope: !1204)
!1211 = !DILocation(line: 282, column: 20, scope: !1204)
!1212 = !DILocation(line: 282, column: 13, scope: !1204)
!1213 = !DILocation(line: 282, column: 34, scope: !1204)
!1214 = distinct !{!1214, !1212, !1213, !413}
!1215 = !DILocation(line: 278, column: 12, scope: !1093)
!1216 = !DILocation(line: 284, column: 16, scope: !1093)
!1217 = !DILocation(line: 285, column: 16, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 285, column: 14)
!1219 = !DILocation(line: 285, column: 14, scope: !1093)
!1220 = !DILocation(line: 286, column: 18, scope: !1093)
!1221 = !DILocation(line: 286, column: 30, scope: !1093)
!1222 = !DILocation(line: 286, column: 51, scope: !1093)
!1223 = !DILocation(line: 286, column: 10, scope: !1093)
!1224 = distinct !{!1224, !1223, !1222, !413}
!1225 = !DILocation(line: 287, column: 14, scope: !1093)
!1226 = !DILocation(line: 288, column: 20, scope: !1227)
!1227 = distinct !DILexicalBlock(scope: !1228, file: !2, line: 287, column: 28)
!1228 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 287, column: 14)
!1229 = !DILocation(line: 288, column: 31, scope: !1227)
!1230 = !DILocation(line: 288, column: 48, scope: !1227)
!1231 = !DILocation(line: 288, column: 13, scope: !1227)
!1232 = distinct !{!1232, !1231, !1233, !413}
!1233 = !DILocation(line: 288, column: 51, scope: !1227)
!1234 = !DILocation(line: 289, column: 21, scope: !1227)
!1235 = !DILocation(line: 289, column: 20, scope: !1227)
!1236 = !DILocation(line: 289, column: 35, scope: !1227)
!1237 = !DILocation(line: 289, column: 13, scope: !1227)
!1238 = distinct !{!1238, !1237, !1236, !413}
!1239 = !DILocation(line: 291, column: 16, scope: !1093)
!1240 = !DILocation(line: 292, column: 16, scope: !1241)
!1241 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 292, column: 14)
!1242 = !DILocation(line: 292, column: 14, scope: !1093)
!1243 = !DILocation(line: 295, column: 16, scope: !1092)
!1244 = !DILocation(line: 295, column: 14, scope: !1093)
!1245 = !DILocation(line: 296, column: 28, scope: !1091)
!1246 = !DILocation(line: 296, column: 32, scope: !1091)
!1247 = !DILocation(line: 296, column: 22, scope: !1091)
!1248 = !DILocation(line: 101, column: 4, scope: !1040, inlinedAt: !1090)
!1249 = !DILocation(line: 102, column: 4, scope: !1040, inlinedAt: !1090)
!1250 = !DILocation(line: 107, column: 4, scope: !1251, inlinedAt: !1090)
!1251 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 107, column: 4)
!1252 = !DILocation(line: 109, column: 4, scope: !1040, inlinedAt: !1090)
!1253 = !DILocation(line: 111, column: 7, scope: !1254, inlinedAt: !1090)
!1254 = distinct !DILexicalBlock(scope: !1255, file: !2, line: 111, column: 7)
!1255 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 111, column: 7)
!1256 = !DILocation(line: 111, column: 7, scope: !1255, inlinedAt: !1090)
!1257 = !DILocation(line: 113, column: 7, scope: !1258, inlinedAt: !1090)
!1258 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 113, column: 7)
!1259 = !DILocation(line: 114, column: 14, scope: !1260, inlinedAt: !1090)
!1260 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 114, column: 11)
!1261 = !DILocation(line: 114, column: 19, scope: !1260, inlinedAt: !1090)
!1262 = !DILocation(line: 114, column: 11, scope: !1067, inlinedAt: !1090)
!1263 = !DILocalVariable(name: "fmap", arg: 1, scope: !1264, file: !2, line: 32, type: !110)
!1264 = distinct !DISubprogram(name: "fallbackSimpleSort", scope: !2, file: !2, line: 32, type: !1041, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1265)
!1265 = !{!1263, !1266, !1267, !1268, !1269, !1270, !1271, !1272}
!1266 = !DILocalVariable(name: "eclass", arg: 2, scope: !1264, file: !2, line: 33, type: !110)
!1267 = !DILocalVariable(name: "lo", arg: 3, scope: !1264, file: !2, line: 34, type: !58)
!1268 = !DILocalVariable(name: "hi", arg: 4, scope: !1264, file: !2, line: 35, type: !58)
!1269 = !DILocalVariable(name: "i", scope: !1264, file: !2, line: 37, type: !58)
!1270 = !DILocalVariable(name: "j", scope: !1264, file: !2, line: 37, type: !58)
!1271 = !DILocalVariable(name: "tmp", scope: !1264, file: !2, line: 37, type: !58)
!1272 = !DILocalVariable(name: "ec_tmp", scope: !1264, file: !2, line: 38, type: !56)
!1273 = !DILocation(line: 0, scope: !1264, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 115, column: 10, scope: !1275, inlinedAt: !1090)
!1275 = distinct !DILexicalBlock(scope: !1260, file: !2, line: 114, column: 50)
!1276 = !DILocation(line: 40, column: 11, scope: !1277, inlinedAt: !1274)
!1277 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 40, column: 8)
!1278 = !DILocation(line: 40, column: 8, scope: !1264, inlinedAt: !1274)
!1279 = !DILocation(line: 42, column: 16, scope: !1280, inlinedAt: !1274)
!1280 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 42, column: 8)
!1281 = !DILocation(line: 42, column: 8, scope: !1264, inlinedAt: !1274)
!1282 = !DILocation(line: 43, column: 7, scope: !1283, inlinedAt: !1274)
!1283 = distinct !DILexicalBlock(scope: !1284, file: !2, line: 43, column: 7)
!1284 = distinct !DILexicalBlock(scope: !1280, file: !2, line: 42, column: 21)
!1285 = !DILocation(line: 44, column: 16, scope: !1286, inlinedAt: !1274)
!1286 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 43, column: 38)
!1287 = distinct !DILexicalBlock(scope: !1283, file: !2, line: 43, column: 7)
!1288 = !DILocation(line: 45, column: 19, scope: !1286, inlinedAt: !1274)
!1289 = !DILocation(line: 46, column: 27, scope: !1290, inlinedAt: !1274)
!1290 = distinct !DILexicalBlock(scope: !1291, file: !2, line: 46, column: 10)
!1291 = distinct !DILexicalBlock(scope: !1286, file: !2, line: 46, column: 10)
!1292 = !DILocation(line: 46, column: 33, scope: !1290, inlinedAt: !1274)
!1293 = !DILocation(line: 46, column: 52, scope: !1290, inlinedAt: !1274)
!1294 = !DILocation(line: 46, column: 45, scope: !1290, inlinedAt: !1274)
!1295 = !DILocation(line: 46, column: 43, scope: !1290, inlinedAt: !1274)
!1296 = !DILocation(line: 46, column: 10, scope: !1291, inlinedAt: !1274)
!1297 = !DILocation(line: 47, column: 13, scope: !1290, inlinedAt: !1274)
!1298 = !DILocation(line: 47, column: 23, scope: !1290, inlinedAt: !1274)
!1299 = !DILocation(line: 46, scope: !1291, inlinedAt: !1274)
!1300 = distinct !{!1300, !1296, !1301, !413}
!1301 = !DILocation(line: 47, column: 31, scope: !1291, inlinedAt: !1274)
!1302 = !DILocation(line: 48, column: 10, scope: !1286, inlinedAt: !1274)
!1303 = !DILocation(line: 48, column: 20, scope: !1286, inlinedAt: !1274)
!1304 = !DILocation(line: 43, column: 33, scope: !1287, inlinedAt: !1274)
!1305 = !DILocation(line: 43, column: 25, scope: !1287, inlinedAt: !1274)
!1306 = distinct !{!1306, !1282, !1307, !413}
!1307 = !DILocation(line: 49, column: 7, scope: !1283, inlinedAt: !1274)
!1308 = !DILocation(line: 52, column: 22, scope: !1309, inlinedAt: !1274)
!1309 = distinct !DILexicalBlock(scope: !1310, file: !2, line: 52, column: 4)
!1310 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 52, column: 4)
!1311 = !DILocation(line: 52, column: 4, scope: !1310, inlinedAt: !1274)
!1312 = !DILocation(line: 52, scope: !1310, inlinedAt: !1274)
!1313 = !DILocation(line: 53, column: 13, scope: !1314, inlinedAt: !1274)
!1314 = distinct !DILexicalBlock(scope: !1309, file: !2, line: 52, column: 35)
!1315 = !DILocation(line: 54, column: 16, scope: !1314, inlinedAt: !1274)
!1316 = !DILocation(line: 55, column: 24, scope: !1317, inlinedAt: !1274)
!1317 = distinct !DILexicalBlock(scope: !1318, file: !2, line: 55, column: 7)
!1318 = distinct !DILexicalBlock(scope: !1314, file: !2, line: 55, column: 7)
!1319 = !DILocation(line: 55, column: 30, scope: !1317, inlinedAt: !1274)
!1320 = !DILocation(line: 55, column: 49, scope: !1317, inlinedAt: !1274)
!1321 = !DILocation(line: 55, column: 42, scope: !1317, inlinedAt: !1274)
!1322 = !DILocation(line: 55, column: 40, scope: !1317, inlinedAt: !1274)
!1323 = !DILocation(line: 55, column: 7, scope: !1318, inlinedAt: !1274)
!1324 = !DILocation(line: 56, column: 10, scope: !1317, inlinedAt: !1274)
!1325 = !DILocation(line: 56, column: 20, scope: !1317, inlinedAt: !1274)
!1326 = !DILocation(line: 55, column: 60, scope: !1317, inlinedAt: !1274)
!1327 = distinct !{!1327, !1323, !1328, !413}
!1328 = !DILocation(line: 56, column: 28, scope: !1318, inlinedAt: !1274)
!1329 = !DILocation(line: 57, column: 7, scope: !1314, inlinedAt: !1274)
!1330 = !DILocation(line: 55, scope: !1318, inlinedAt: !1274)
!1331 = !DILocation(line: 57, column: 17, scope: !1314, inlinedAt: !1274)
!1332 = distinct !{!1332, !1311, !1333, !413}
!1333 = !DILocation(line: 58, column: 4, scope: !1310, inlinedAt: !1274)
!1334 = !DILocation(line: 109, column: 14, scope: !1040, inlinedAt: !1090)
!1335 = distinct !{!1335, !1252, !1336, !413}
!1336 = !DILocation(line: 179, column: 4, scope: !1040, inlinedAt: !1090)
!1337 = !DILocation(line: 126, column: 15, scope: !1067, inlinedAt: !1090)
!1338 = !DILocation(line: 126, column: 23, scope: !1067, inlinedAt: !1090)
!1339 = !DILocation(line: 126, column: 28, scope: !1067, inlinedAt: !1090)
!1340 = !DILocation(line: 127, column: 14, scope: !1067, inlinedAt: !1090)
!1341 = !DILocation(line: 128, column: 11, scope: !1067, inlinedAt: !1090)
!1342 = !DILocation(line: 129, column: 41, scope: !1343, inlinedAt: !1090)
!1343 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 129, column: 11)
!1344 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 128, column: 11)
!1345 = !DILocation(line: 129, column: 45, scope: !1343, inlinedAt: !1090)
!1346 = !DILocation(line: 129, column: 20, scope: !1343, inlinedAt: !1090)
!1347 = !DILocation(line: 0, scope: !1344, inlinedAt: !1090)
!1348 = !DILocation(line: 135, column: 7, scope: !1067, inlinedAt: !1090)
!1349 = !DILocation(line: 133, column: 19, scope: !1067, inlinedAt: !1090)
!1350 = !DILocation(line: 132, column: 19, scope: !1067, inlinedAt: !1090)
!1351 = !DILocation(line: 0, scope: !1067, inlinedAt: !1090)
!1352 = !DILocation(line: 137, column: 22, scope: !1353, inlinedAt: !1090)
!1353 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 137, column: 17)
!1354 = !DILocation(line: 137, column: 17, scope: !1065, inlinedAt: !1090)
!1355 = !DILocation(line: 136, column: 10, scope: !1066, inlinedAt: !1090)
!1356 = !DILocation(line: 138, column: 31, scope: !1065, inlinedAt: !1090)
!1357 = !DILocation(line: 138, column: 24, scope: !1065, inlinedAt: !1090)
!1358 = !DILocation(line: 139, column: 19, scope: !1064, inlinedAt: !1090)
!1359 = !DILocation(line: 139, column: 17, scope: !1065, inlinedAt: !1090)
!1360 = !DILocation(line: 0, scope: !1062, inlinedAt: !1090)
!1361 = !DILocation(line: 140, column: 16, scope: !1062, inlinedAt: !1090)
!1362 = !DILocation(line: 141, column: 20, scope: !1063, inlinedAt: !1090)
!1363 = !DILocation(line: 141, column: 28, scope: !1063, inlinedAt: !1090)
!1364 = distinct !{!1364, !1355, !1365}
!1365 = !DILocation(line: 146, column: 10, scope: !1066, inlinedAt: !1090)
!1366 = !DILocation(line: 144, column: 19, scope: !1367, inlinedAt: !1090)
!1367 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 144, column: 17)
!1368 = !DILocation(line: 144, column: 17, scope: !1065, inlinedAt: !1090)
!1369 = !DILocation(line: 145, column: 17, scope: !1065, inlinedAt: !1090)
!1370 = distinct !{!1370, !1355, !1365}
!1371 = !DILocation(line: 148, column: 22, scope: !1372, inlinedAt: !1090)
!1372 = distinct !DILexicalBlock(scope: !1072, file: !2, line: 148, column: 17)
!1373 = !DILocation(line: 148, column: 17, scope: !1072, inlinedAt: !1090)
!1374 = !DILocation(line: 147, column: 10, scope: !1066, inlinedAt: !1090)
!1375 = !DILocation(line: 149, column: 31, scope: !1072, inlinedAt: !1090)
!1376 = !DILocation(line: 149, column: 24, scope: !1072, inlinedAt: !1090)
!1377 = !DILocation(line: 150, column: 19, scope: !1071, inlinedAt: !1090)
!1378 = !DILocation(line: 150, column: 17, scope: !1072, inlinedAt: !1090)
!1379 = !DILocation(line: 0, scope: !1069, inlinedAt: !1090)
!1380 = !DILocation(line: 151, column: 16, scope: !1069, inlinedAt: !1090)
!1381 = !DILocation(line: 152, column: 20, scope: !1070, inlinedAt: !1090)
!1382 = !DILocation(line: 152, column: 28, scope: !1070, inlinedAt: !1090)
!1383 = distinct !{!1383, !1374, !1384}
!1384 = !DILocation(line: 157, column: 10, scope: !1066, inlinedAt: !1090)
!1385 = !DILocation(line: 155, column: 19, scope: !1386, inlinedAt: !1090)
!1386 = distinct !DILexicalBlock(scope: !1072, file: !2, line: 155, column: 17)
!1387 = !DILocation(line: 155, column: 17, scope: !1072, inlinedAt: !1090)
!1388 = !DILocation(line: 156, column: 17, scope: !1072, inlinedAt: !1090)
!1389 = distinct !{!1389, !1374, !1384}
!1390 = !DILocation(line: 159, column: 10, scope: !1074, inlinedAt: !1090)
!1391 = !DILocation(line: 0, scope: !1074, inlinedAt: !1090)
!1392 = !DILocation(line: 159, column: 45, scope: !1066, inlinedAt: !1090)
!1393 = !DILocation(line: 159, column: 53, scope: !1066, inlinedAt: !1090)
!1394 = distinct !{!1394, !1348, !1395}
!1395 = !DILocation(line: 160, column: 7, scope: !1067, inlinedAt: !1090)
!1396 = !DILocation(line: 164, column: 16, scope: !1397, inlinedAt: !1090)
!1397 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 164, column: 11)
!1398 = !DILocation(line: 164, column: 11, scope: !1067, inlinedAt: !1090)
!1399 = distinct !{!1399, !1252, !1336, !413}
!1400 = !DILocation(line: 166, column: 11, scope: !1067, inlinedAt: !1090)
!1401 = !DILocation(line: 0, scope: !1076, inlinedAt: !1090)
!1402 = !DILocation(line: 166, column: 37, scope: !1076, inlinedAt: !1090)
!1403 = !DILocation(line: 166, column: 37, scope: !1080, inlinedAt: !1090)
!1404 = !{!1405}
!1405 = distinct !{!1405, !1406}
!1406 = distinct !{!1406, !"LVerDomain"}
!1407 = !{!1408}
!1408 = distinct !{!1408, !1406}
!1409 = distinct !{!1409, !1402, !1402, !413, !449, !517}
!1410 = !DILocation(line: 0, scope: !1080, inlinedAt: !1090)
!1411 = !DILocation(line: 166, column: 37, scope: !1081, inlinedAt: !1090)
!1412 = distinct !{!1412, !1402, !1402, !413, !449}
!1413 = !DILocation(line: 167, column: 11, scope: !1067, inlinedAt: !1090)
!1414 = !DILocation(line: 0, scope: !1083, inlinedAt: !1090)
!1415 = !DILocation(line: 167, column: 37, scope: !1083, inlinedAt: !1090)
!1416 = !DILocation(line: 167, column: 37, scope: !1087, inlinedAt: !1090)
!1417 = !{!1418}
!1418 = distinct !{!1418, !1419}
!1419 = distinct !{!1419, !"LVerDomain"}
!1420 = !{!1421}
!1421 = distinct !{!1421, !1419}
!1422 = distinct !{!1422, !1415, !1415, !413, !449, !517}
!1423 = !DILocation(line: 0, scope: !1087, inlinedAt: !1090)
!1424 = !DILocation(line: 167, column: 37, scope: !1088, inlinedAt: !1090)
!1425 = distinct !{!1425, !1415, !1415, !413, !449}
!1426 = !DILocation(line: 169, column: 28, scope: !1067, inlinedAt: !1090)
!1427 = !DILocation(line: 169, column: 14, scope: !1067, inlinedAt: !1090)
!1428 = !DILocation(line: 170, column: 14, scope: !1067, inlinedAt: !1090)
!1429 = !DILocation(line: 170, column: 30, scope: !1067, inlinedAt: !1090)
!1430 = !DILocation(line: 172, column: 13, scope: !1431, inlinedAt: !1090)
!1431 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 172, column: 11)
!1432 = !DILocation(line: 172, column: 23, scope: !1431, inlinedAt: !1090)
!1433 = !DILocation(line: 172, column: 18, scope: !1431, inlinedAt: !1090)
!1434 = !DILocation(line: 0, scope: !1431, inlinedAt: !1090)
!1435 = !DILocation(line: 172, column: 11, scope: !1067, inlinedAt: !1090)
!1436 = !DILocation(line: 173, column: 10, scope: !1437, inlinedAt: !1090)
!1437 = distinct !DILexicalBlock(scope: !1438, file: !2, line: 173, column: 10)
!1438 = distinct !DILexicalBlock(scope: !1431, file: !2, line: 172, column: 28)
!1439 = !DILocation(line: 175, column: 7, scope: !1438, inlinedAt: !1090)
!1440 = !DILocation(line: 176, column: 10, scope: !1441, inlinedAt: !1090)
!1441 = distinct !DILexicalBlock(scope: !1442, file: !2, line: 176, column: 10)
!1442 = distinct !DILexicalBlock(scope: !1431, file: !2, line: 175, column: 14)
!1443 = !DILocation(line: 180, column: 1, scope: !1040, inlinedAt: !1090)
!1444 = !DILocation(line: 301, column: 27, scope: !1445)
!1445 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 301, column: 13)
!1446 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 301, column: 13)
!1447 = !DILocation(line: 301, column: 13, scope: !1446)
!1448 = !DILocation(line: 302, column: 29, scope: !1449)
!1449 = distinct !DILexicalBlock(scope: !1445, file: !2, line: 301, column: 38)
!1450 = !DILocation(line: 302, column: 22, scope: !1449)
!1451 = !DILocation(line: 303, column: 23, scope: !1452)
!1452 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 303, column: 20)
!1453 = !DILocation(line: 303, column: 20, scope: !1449)
!1454 = !DILocation(line: 303, column: 33, scope: !1455)
!1455 = distinct !DILexicalBlock(scope: !1452, file: !2, line: 303, column: 31)
!1456 = !DILocation(line: 303, column: 54, scope: !1455)
!1457 = !DILocation(line: 0, scope: !1091)
!1458 = !DILocation(line: 301, column: 34, scope: !1445)
!1459 = distinct !{!1459, !1447, !1460, !413}
!1460 = !DILocation(line: 304, column: 13, scope: !1446)
!1461 = distinct !{!1461, !1194, !1462}
!1462 = !DILocation(line: 306, column: 7, scope: !1094)
!1463 = !DILocation(line: 308, column: 11, scope: !1094)
!1464 = !DILocation(line: 309, column: 10, scope: !1465)
!1465 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 308, column: 11)
!1466 = !DILocation(line: 311, column: 9, scope: !1094)
!1467 = !DILocation(line: 312, column: 13, scope: !1468)
!1468 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 312, column: 11)
!1469 = !DILocation(line: 312, column: 22, scope: !1468)
!1470 = distinct !{!1470, !1162, !1471}
!1471 = !DILocation(line: 313, column: 4, scope: !1013)
!1472 = !DILocation(line: 321, column: 7, scope: !1473)
!1473 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 320, column: 8)
!1474 = !DILocation(line: 323, column: 4, scope: !1475)
!1475 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 323, column: 4)
!1476 = !DILocation(line: 323, column: 18, scope: !1477)
!1477 = distinct !DILexicalBlock(scope: !1475, file: !2, line: 323, column: 4)
!1478 = !DILocation(line: 324, column: 7, scope: !1479)
!1479 = distinct !DILexicalBlock(scope: !1477, file: !2, line: 323, column: 33)
!1480 = !DILocation(line: 324, column: 14, scope: !1479)
!1481 = !DILocation(line: 324, column: 26, scope: !1479)
!1482 = !DILocation(line: 324, column: 33, scope: !1479)
!1483 = distinct !{!1483, !1478, !1482, !413}
!1484 = !DILocation(line: 325, column: 18, scope: !1479)
!1485 = !DILocation(line: 326, column: 26, scope: !1479)
!1486 = !DILocation(line: 326, column: 15, scope: !1479)
!1487 = !DILocation(line: 326, column: 7, scope: !1479)
!1488 = !DILocation(line: 326, column: 24, scope: !1479)
!1489 = !DILocation(line: 323, column: 29, scope: !1477)
!1490 = distinct !{!1490, !1474, !1491, !413}
!1491 = !DILocation(line: 327, column: 4, scope: !1475)
!1492 = !DILocation(line: 328, column: 4, scope: !1493)
!1493 = distinct !DILexicalBlock(scope: !1494, file: !2, line: 328, column: 4)
!1494 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 328, column: 4)
!1495 = !DILocation(line: 328, column: 4, scope: !1494)
!1496 = !DILocation(line: 329, column: 1, scope: !1013)
!1497 = !DISubprogram(name: "fprintf", scope: !1498, file: !1498, line: 350, type: !1499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1498 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1499 = !DISubroutineType(types: !1500)
!1500 = !{!59, !1501, !1560, null}
!1501 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1502)
!1502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1503, size: 64)
!1503 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1504, line: 7, baseType: !1505)
!1504 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1505 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1506, line: 49, size: 1728, elements: !1507)
!1506 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1507 = !{!1508, !1509, !1510, !1511, !1512, !1513, !1514, !1515, !1516, !1517, !1518, !1519, !1520, !1523, !1525, !1526, !1527, !1531, !1532, !1534, !1538, !1541, !1543, !1546, !1549, !1550, !1551, !1555, !1556}
!1508 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1505, file: !1506, line: 51, baseType: !59, size: 32)
!1509 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1505, file: !1506, line: 54, baseType: !87, size: 64, offset: 64)
!1510 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1505, file: !1506, line: 55, baseType: !87, size: 64, offset: 128)
!1511 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1505, file: !1506, line: 56, baseType: !87, size: 64, offset: 192)
!1512 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1505, file: !1506, line: 57, baseType: !87, size: 64, offset: 256)
!1513 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1505, file: !1506, line: 58, baseType: !87, size: 64, offset: 320)
!1514 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1505, file: !1506, line: 59, baseType: !87, size: 64, offset: 384)
!1515 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1505, file: !1506, line: 60, baseType: !87, size: 64, offset: 448)
!1516 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1505, file: !1506, line: 61, baseType: !87, size: 64, offset: 512)
!1517 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1505, file: !1506, line: 64, baseType: !87, size: 64, offset: 576)
!1518 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1505, file: !1506, line: 65, baseType: !87, size: 64, offset: 640)
!1519 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1505, file: !1506, line: 66, baseType: !87, size: 64, offset: 704)
!1520 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1505, file: !1506, line: 68, baseType: !1521, size: 64, offset: 768)
!1521 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1522, size: 64)
!1522 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1506, line: 36, flags: DIFlagFwdDecl)
!1523 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1505, file: !1506, line: 70, baseType: !1524, size: 64, offset: 832)
!1524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1505, size: 64)
!1525 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1505, file: !1506, line: 72, baseType: !59, size: 32, offset: 896)
!1526 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1505, file: !1506, line: 73, baseType: !59, size: 32, offset: 928)
!1527 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1505, file: !1506, line: 74, baseType: !1528, size: 64, offset: 960)
!1528 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1529, line: 152, baseType: !1530)
!1529 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1530 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1531 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1505, file: !1506, line: 77, baseType: !51, size: 16, offset: 1024)
!1532 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1505, file: !1506, line: 78, baseType: !1533, size: 8, offset: 1040)
!1533 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1534 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1505, file: !1506, line: 79, baseType: !1535, size: 8, offset: 1048)
!1535 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !1536)
!1536 = !{!1537}
!1537 = !DISubrange(count: 1)
!1538 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1505, file: !1506, line: 81, baseType: !1539, size: 64, offset: 1088)
!1539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1540, size: 64)
!1540 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1506, line: 43, baseType: null)
!1541 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1505, file: !1506, line: 89, baseType: !1542, size: 64, offset: 1152)
!1542 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1529, line: 153, baseType: !1530)
!1543 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1505, file: !1506, line: 91, baseType: !1544, size: 64, offset: 1216)
!1544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1545, size: 64)
!1545 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1506, line: 37, flags: DIFlagFwdDecl)
!1546 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1505, file: !1506, line: 92, baseType: !1547, size: 64, offset: 1280)
!1547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1548, size: 64)
!1548 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1506, line: 38, flags: DIFlagFwdDecl)
!1549 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1505, file: !1506, line: 93, baseType: !1524, size: 64, offset: 1344)
!1550 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1505, file: !1506, line: 94, baseType: !96, size: 64, offset: 1408)
!1551 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1505, file: !1506, line: 95, baseType: !1552, size: 64, offset: 1472)
!1552 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1553, line: 18, baseType: !1554)
!1553 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1554 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!1555 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1505, file: !1506, line: 96, baseType: !59, size: 32, offset: 1536)
!1556 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1505, file: !1506, line: 98, baseType: !1557, size: 160, offset: 1568)
!1557 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !1558)
!1558 = !{!1559}
!1559 = !DISubrange(count: 20)
!1560 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1561)
!1561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1562, size: 64)
!1562 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1563 = !DISubprogram(name: "BZ2_bz__AssertH__fail", scope: !50, file: !50, line: 58, type: !1564, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1564 = !DISubroutineType(types: !1565)
!1565 = !{null, !59}
!1566 = distinct !DISubprogram(name: "mainGtU", scope: !2, file: !2, line: 347, type: !1567, scopeLine: 353, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !1569)
!1567 = !DISubroutineType(types: !1568)
!1568 = !{!60, !56, !56, !53, !48, !56, !179}
!1569 = !{!1570, !1571, !1572, !1573, !1574, !1575, !1576, !1577, !1578, !1579, !1580}
!1570 = !DILocalVariable(name: "i1", arg: 1, scope: !1566, file: !2, line: 347, type: !56)
!1571 = !DILocalVariable(name: "i2", arg: 2, scope: !1566, file: !2, line: 348, type: !56)
!1572 = !DILocalVariable(name: "block", arg: 3, scope: !1566, file: !2, line: 349, type: !53)
!1573 = !DILocalVariable(name: "quadrant", arg: 4, scope: !1566, file: !2, line: 350, type: !48)
!1574 = !DILocalVariable(name: "nblock", arg: 5, scope: !1566, file: !2, line: 351, type: !56)
!1575 = !DILocalVariable(name: "budget", arg: 6, scope: !1566, file: !2, line: 352, type: !179)
!1576 = !DILocalVariable(name: "k", scope: !1566, file: !2, line: 354, type: !58)
!1577 = !DILocalVariable(name: "c1", scope: !1566, file: !2, line: 355, type: !54)
!1578 = !DILocalVariable(name: "c2", scope: !1566, file: !2, line: 355, type: !54)
!1579 = !DILocalVariable(name: "s1", scope: !1566, file: !2, line: 356, type: !49)
!1580 = !DILocalVariable(name: "s2", scope: !1566, file: !2, line: 356, type: !49)
!1581 = !DILocation(line: 0, scope: !1566)
!1582 = !DILocation(line: 360, column: 9, scope: !1566)
!1583 = !DILocation(line: 360, column: 25, scope: !1566)
!1584 = !DILocation(line: 361, column: 11, scope: !1585)
!1585 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 361, column: 8)
!1586 = !DILocation(line: 361, column: 8, scope: !1566)
!1587 = !DILocation(line: 361, column: 29, scope: !1585)
!1588 = !DILocation(line: 361, column: 18, scope: !1585)
!1589 = !DILocation(line: 362, column: 6, scope: !1566)
!1590 = !DILocation(line: 362, column: 12, scope: !1566)
!1591 = !DILocation(line: 364, column: 9, scope: !1566)
!1592 = !DILocation(line: 364, column: 25, scope: !1566)
!1593 = !DILocation(line: 365, column: 11, scope: !1594)
!1594 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 365, column: 8)
!1595 = !DILocation(line: 365, column: 8, scope: !1566)
!1596 = !DILocation(line: 365, column: 29, scope: !1594)
!1597 = !DILocation(line: 365, column: 18, scope: !1594)
!1598 = !DILocation(line: 366, column: 6, scope: !1566)
!1599 = !DILocation(line: 366, column: 12, scope: !1566)
!1600 = !DILocation(line: 368, column: 9, scope: !1566)
!1601 = !DILocation(line: 368, column: 25, scope: !1566)
!1602 = !DILocation(line: 369, column: 11, scope: !1603)
!1603 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 369, column: 8)
!1604 = !DILocation(line: 369, column: 8, scope: !1566)
!1605 = !DILocation(line: 369, column: 29, scope: !1603)
!1606 = !DILocation(line: 369, column: 18, scope: !1603)
!1607 = !DILocation(line: 370, column: 6, scope: !1566)
!1608 = !DILocation(line: 370, column: 12, scope: !1566)
!1609 = !DILocation(line: 372, column: 9, scope: !1566)
!1610 = !DILocation(line: 372, column: 25, scope: !1566)
!1611 = !DILocation(line: 373, column: 11, scope: !1612)
!1612 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 373, column: 8)
!1613 = !DILocation(line: 373, column: 8, scope: !1566)
!1614 = !DILocation(line: 373, column: 29, scope: !1612)
!1615 = !DILocation(line: 373, column: 18, scope: !1612)
!1616 = !DILocation(line: 374, column: 6, scope: !1566)
!1617 = !DILocation(line: 374, column: 12, scope: !1566)
!1618 = !DILocation(line: 376, column: 9, scope: !1566)
!1619 = !DILocation(line: 376, column: 25, scope: !1566)
!1620 = !DILocation(line: 377, column: 11, scope: !1621)
!1621 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 377, column: 8)
!1622 = !DILocation(line: 377, column: 8, scope: !1566)
!1623 = !DILocation(line: 377, column: 29, scope: !1621)
!1624 = !DILocation(line: 377, column: 18, scope: !1621)
!1625 = !DILocation(line: 378, column: 6, scope: !1566)
!1626 = !DILocation(line: 378, column: 12, scope: !1566)
!1627 = !DILocation(line: 380, column: 9, scope: !1566)
!1628 = !DILocation(line: 380, column: 25, scope: !1566)
!1629 = !DILocation(line: 381, column: 11, scope: !1630)
!1630 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 381, column: 8)
!1631 = !DILocation(line: 381, column: 8, scope: !1566)
!1632 = !DILocation(line: 381, column: 29, scope: !1630)
!1633 = !DILocation(line: 381, column: 18, scope: !1630)
!1634 = !DILocation(line: 382, column: 6, scope: !1566)
!1635 = !DILocation(line: 382, column: 12, scope: !1566)
!1636 = !DILocation(line: 384, column: 9, scope: !1566)
!1637 = !DILocation(line: 384, column: 25, scope: !1566)
!1638 = !DILocation(line: 385, column: 11, scope: !1639)
!1639 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 385, column: 8)
!1640 = !DILocation(line: 385, column: 8, scope: !1566)
!1641 = !DILocation(line: 385, column: 29, scope: !1639)
!1642 = !DILocation(line: 385, column: 18, scope: !1639)
!1643 = !DILocation(line: 386, column: 6, scope: !1566)
!1644 = !DILocation(line: 386, column: 12, scope: !1566)
!1645 = !DILocation(line: 388, column: 9, scope: !1566)
!1646 = !DILocation(line: 388, column: 25, scope: !1566)
!1647 = !DILocation(line: 389, column: 11, scope: !1648)
!1648 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 389, column: 8)
!1649 = !DILocation(line: 389, column: 8, scope: !1566)
!1650 = !DILocation(line: 389, column: 29, scope: !1648)
!1651 = !DILocation(line: 389, column: 18, scope: !1648)
!1652 = !DILocation(line: 390, column: 6, scope: !1566)
!1653 = !DILocation(line: 390, column: 12, scope: !1566)
!1654 = !DILocation(line: 392, column: 9, scope: !1566)
!1655 = !DILocation(line: 392, column: 25, scope: !1566)
!1656 = !DILocation(line: 393, column: 11, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 393, column: 8)
!1658 = !DILocation(line: 393, column: 8, scope: !1566)
!1659 = !DILocation(line: 393, column: 29, scope: !1657)
!1660 = !DILocation(line: 393, column: 18, scope: !1657)
!1661 = !DILocation(line: 394, column: 6, scope: !1566)
!1662 = !DILocation(line: 394, column: 12, scope: !1566)
!1663 = !DILocation(line: 396, column: 9, scope: !1566)
!1664 = !DILocation(line: 396, column: 25, scope: !1566)
!1665 = !DILocation(line: 397, column: 11, scope: !1666)
!1666 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 397, column: 8)
!1667 = !DILocation(line: 397, column: 8, scope: !1566)
!1668 = !DILocation(line: 397, column: 29, scope: !1666)
!1669 = !DILocation(line: 397, column: 18, scope: !1666)
!1670 = !DILocation(line: 398, column: 6, scope: !1566)
!1671 = !DILocation(line: 398, column: 12, scope: !1566)
!1672 = !DILocation(line: 400, column: 9, scope: !1566)
!1673 = !DILocation(line: 400, column: 25, scope: !1566)
!1674 = !DILocation(line: 401, column: 11, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 401, column: 8)
!1676 = !DILocation(line: 401, column: 8, scope: !1566)
!1677 = !DILocation(line: 401, column: 29, scope: !1675)
!1678 = !DILocation(line: 401, column: 18, scope: !1675)
!1679 = !DILocation(line: 402, column: 6, scope: !1566)
!1680 = !DILocation(line: 402, column: 12, scope: !1566)
!1681 = !DILocation(line: 404, column: 9, scope: !1566)
!1682 = !DILocation(line: 404, column: 25, scope: !1566)
!1683 = !DILocation(line: 405, column: 11, scope: !1684)
!1684 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 405, column: 8)
!1685 = !DILocation(line: 405, column: 8, scope: !1566)
!1686 = !DILocation(line: 405, column: 29, scope: !1684)
!1687 = !DILocation(line: 405, column: 18, scope: !1684)
!1688 = !DILocation(line: 406, column: 6, scope: !1566)
!1689 = !DILocation(line: 406, column: 12, scope: !1566)
!1690 = !DILocation(line: 408, column: 15, scope: !1566)
!1691 = !DILocation(line: 410, column: 4, scope: !1566)
!1692 = !DILocation(line: 412, column: 12, scope: !1693)
!1693 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 410, column: 7)
!1694 = !DILocation(line: 412, column: 28, scope: !1693)
!1695 = !DILocation(line: 413, column: 14, scope: !1696)
!1696 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 413, column: 11)
!1697 = !DILocation(line: 413, column: 11, scope: !1693)
!1698 = !DILocation(line: 413, column: 32, scope: !1696)
!1699 = !DILocation(line: 413, column: 21, scope: !1696)
!1700 = !DILocation(line: 414, column: 12, scope: !1693)
!1701 = !DILocation(line: 414, column: 31, scope: !1693)
!1702 = !DILocation(line: 415, column: 14, scope: !1703)
!1703 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 415, column: 11)
!1704 = !DILocation(line: 415, column: 11, scope: !1693)
!1705 = !DILocation(line: 415, column: 32, scope: !1703)
!1706 = !DILocation(line: 415, column: 21, scope: !1703)
!1707 = !DILocation(line: 416, column: 9, scope: !1693)
!1708 = !DILocation(line: 416, column: 15, scope: !1693)
!1709 = !DILocation(line: 418, column: 12, scope: !1693)
!1710 = !DILocation(line: 418, column: 28, scope: !1693)
!1711 = !DILocation(line: 419, column: 14, scope: !1712)
!1712 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 419, column: 11)
!1713 = !DILocation(line: 419, column: 11, scope: !1693)
!1714 = !DILocation(line: 419, column: 32, scope: !1712)
!1715 = !DILocation(line: 419, column: 21, scope: !1712)
!1716 = !DILocation(line: 420, column: 12, scope: !1693)
!1717 = !DILocation(line: 420, column: 31, scope: !1693)
!1718 = !DILocation(line: 421, column: 14, scope: !1719)
!1719 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 421, column: 11)
!1720 = !DILocation(line: 421, column: 11, scope: !1693)
!1721 = !DILocation(line: 421, column: 32, scope: !1719)
!1722 = !DILocation(line: 421, column: 21, scope: !1719)
!1723 = !DILocation(line: 422, column: 9, scope: !1693)
!1724 = !DILocation(line: 422, column: 15, scope: !1693)
!1725 = !DILocation(line: 424, column: 12, scope: !1693)
!1726 = !DILocation(line: 424, column: 28, scope: !1693)
!1727 = !DILocation(line: 425, column: 14, scope: !1728)
!1728 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 425, column: 11)
!1729 = !DILocation(line: 425, column: 11, scope: !1693)
!1730 = !DILocation(line: 425, column: 32, scope: !1728)
!1731 = !DILocation(line: 425, column: 21, scope: !1728)
!1732 = !DILocation(line: 426, column: 12, scope: !1693)
!1733 = !DILocation(line: 426, column: 31, scope: !1693)
!1734 = !DILocation(line: 427, column: 14, scope: !1735)
!1735 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 427, column: 11)
!1736 = !DILocation(line: 427, column: 11, scope: !1693)
!1737 = !DILocation(line: 427, column: 32, scope: !1735)
!1738 = !DILocation(line: 427, column: 21, scope: !1735)
!1739 = !DILocation(line: 428, column: 9, scope: !1693)
!1740 = !DILocation(line: 428, column: 15, scope: !1693)
!1741 = !DILocation(line: 430, column: 12, scope: !1693)
!1742 = !DILocation(line: 430, column: 28, scope: !1693)
!1743 = !DILocation(line: 431, column: 14, scope: !1744)
!1744 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 431, column: 11)
!1745 = !DILocation(line: 431, column: 11, scope: !1693)
!1746 = !DILocation(line: 431, column: 32, scope: !1744)
!1747 = !DILocation(line: 431, column: 21, scope: !1744)
!1748 = !DILocation(line: 432, column: 12, scope: !1693)
!1749 = !DILocation(line: 432, column: 31, scope: !1693)
!1750 = !DILocation(line: 433, column: 14, scope: !1751)
!1751 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 433, column: 11)
!1752 = !DILocation(line: 433, column: 11, scope: !1693)
!1753 = !DILocation(line: 433, column: 32, scope: !1751)
!1754 = !DILocation(line: 433, column: 21, scope: !1751)
!1755 = !DILocation(line: 434, column: 9, scope: !1693)
!1756 = !DILocation(line: 434, column: 15, scope: !1693)
!1757 = !DILocation(line: 436, column: 12, scope: !1693)
!1758 = !DILocation(line: 436, column: 28, scope: !1693)
!1759 = !DILocation(line: 437, column: 14, scope: !1760)
!1760 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 437, column: 11)
!1761 = !DILocation(line: 437, column: 11, scope: !1693)
!1762 = !DILocation(line: 437, column: 32, scope: !1760)
!1763 = !DILocation(line: 437, column: 21, scope: !1760)
!1764 = !DILocation(line: 438, column: 12, scope: !1693)
!1765 = !DILocation(line: 438, column: 31, scope: !1693)
!1766 = !DILocation(line: 439, column: 14, scope: !1767)
!1767 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 439, column: 11)
!1768 = !DILocation(line: 439, column: 11, scope: !1693)
!1769 = !DILocation(line: 439, column: 32, scope: !1767)
!1770 = !DILocation(line: 439, column: 21, scope: !1767)
!1771 = !DILocation(line: 440, column: 9, scope: !1693)
!1772 = !DILocation(line: 440, column: 15, scope: !1693)
!1773 = !DILocation(line: 442, column: 12, scope: !1693)
!1774 = !DILocation(line: 442, column: 28, scope: !1693)
!1775 = !DILocation(line: 443, column: 14, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 443, column: 11)
!1777 = !DILocation(line: 443, column: 11, scope: !1693)
!1778 = !DILocation(line: 443, column: 32, scope: !1776)
!1779 = !DILocation(line: 443, column: 21, scope: !1776)
!1780 = !DILocation(line: 444, column: 12, scope: !1693)
!1781 = !DILocation(line: 444, column: 31, scope: !1693)
!1782 = !DILocation(line: 445, column: 14, scope: !1783)
!1783 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 445, column: 11)
!1784 = !DILocation(line: 445, column: 11, scope: !1693)
!1785 = !DILocation(line: 445, column: 32, scope: !1783)
!1786 = !DILocation(line: 445, column: 21, scope: !1783)
!1787 = !DILocation(line: 446, column: 9, scope: !1693)
!1788 = !DILocation(line: 446, column: 15, scope: !1693)
!1789 = !DILocation(line: 448, column: 12, scope: !1693)
!1790 = !DILocation(line: 448, column: 28, scope: !1693)
!1791 = !DILocation(line: 449, column: 14, scope: !1792)
!1792 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 449, column: 11)
!1793 = !DILocation(line: 449, column: 11, scope: !1693)
!1794 = !DILocation(line: 449, column: 32, scope: !1792)
!1795 = !DILocation(line: 449, column: 21, scope: !1792)
!1796 = !DILocation(line: 450, column: 12, scope: !1693)
!1797 = !DILocation(line: 450, column: 31, scope: !1693)
!1798 = !DILocation(line: 451, column: 14, scope: !1799)
!1799 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 451, column: 11)
!1800 = !DILocation(line: 451, column: 11, scope: !1693)
!1801 = !DILocation(line: 451, column: 32, scope: !1799)
!1802 = !DILocation(line: 451, column: 21, scope: !1799)
!1803 = !DILocation(line: 452, column: 9, scope: !1693)
!1804 = !DILocation(line: 452, column: 15, scope: !1693)
!1805 = !DILocation(line: 454, column: 12, scope: !1693)
!1806 = !DILocation(line: 454, column: 28, scope: !1693)
!1807 = !DILocation(line: 455, column: 14, scope: !1808)
!1808 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 455, column: 11)
!1809 = !DILocation(line: 455, column: 11, scope: !1693)
!1810 = !DILocation(line: 455, column: 32, scope: !1808)
!1811 = !DILocation(line: 455, column: 21, scope: !1808)
!1812 = !DILocation(line: 456, column: 12, scope: !1693)
!1813 = !DILocation(line: 456, column: 31, scope: !1693)
!1814 = !DILocation(line: 457, column: 14, scope: !1815)
!1815 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 457, column: 11)
!1816 = !DILocation(line: 457, column: 11, scope: !1693)
!1817 = !DILocation(line: 457, column: 32, scope: !1815)
!1818 = !DILocation(line: 457, column: 21, scope: !1815)
!1819 = !DILocation(line: 458, column: 9, scope: !1693)
!1820 = !DILocation(line: 458, column: 15, scope: !1693)
!1821 = !DILocation(line: 460, column: 14, scope: !1822)
!1822 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 460, column: 11)
!1823 = !DILocation(line: 460, column: 11, scope: !1693)
!1824 = !DILocation(line: 461, column: 14, scope: !1825)
!1825 = distinct !DILexicalBlock(scope: !1693, file: !2, line: 461, column: 11)
!1826 = !DILocation(line: 461, column: 11, scope: !1693)
!1827 = !DILocation(line: 463, column: 9, scope: !1693)
!1828 = !DILocation(line: 464, column: 16, scope: !1693)
!1829 = !DILocation(line: 466, column: 16, scope: !1566)
!1830 = !DILocation(line: 465, column: 4, scope: !1693)
!1831 = distinct !{!1831, !1691, !1832, !413}
!1832 = !DILocation(line: 466, column: 20, scope: !1566)
!1833 = !DILocation(line: 469, column: 1, scope: !1566)
