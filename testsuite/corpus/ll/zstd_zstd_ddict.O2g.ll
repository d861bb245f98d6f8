; ModuleID = 'src/zstd/lib/decompress/zstd_ddict.c'
source_filename = "src/zstd/lib/decompress/zstd_ddict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @ZSTD_DDict_dictContent(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !204 {
    #dbg_value(ptr %0, !210, !DIExpression(), !211)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !212
  %3 = load ptr, ptr %2, align 8, !dbg !212, !tbaa !213
  ret ptr %3, !dbg !222
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_DDict_dictSize(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !223 {
    #dbg_value(ptr %0, !227, !DIExpression(), !228)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !229
  %3 = load i64, ptr %2, align 8, !dbg !229, !tbaa !230
  ret i64 %3, !dbg !231
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_copyDDictParameters(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #1 !dbg !232 {
    #dbg_value(ptr %0, !372, !DIExpression(), !374)
    #dbg_value(ptr %1, !373, !DIExpression(), !374)
  %3 = getelementptr inbounds i8, ptr %1, i64 27316, !dbg !375
  %4 = load i32, ptr %3, align 4, !dbg !375, !tbaa !376
  %5 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !377
  store i32 %4, ptr %5, align 8, !dbg !378, !tbaa !379
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !385
  %7 = load ptr, ptr %6, align 8, !dbg !385, !tbaa !213
  %8 = getelementptr inbounds i8, ptr %0, i64 29896, !dbg !386
  store ptr %7, ptr %8, align 8, !dbg !387, !tbaa !388
  %9 = getelementptr inbounds i8, ptr %0, i64 29904, !dbg !389
  store ptr %7, ptr %9, align 8, !dbg !390, !tbaa !391
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !392
  %11 = load i64, ptr %10, align 8, !dbg !392, !tbaa !230
  %12 = getelementptr inbounds i8, ptr %7, i64 %11, !dbg !393
  %13 = getelementptr inbounds i8, ptr %0, i64 29912, !dbg !394
  store ptr %12, ptr %13, align 8, !dbg !395, !tbaa !396
  %14 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !397
  store ptr %12, ptr %14, align 8, !dbg !398, !tbaa !399
  %15 = getelementptr inbounds i8, ptr %1, i64 27320, !dbg !400
  %16 = load i32, ptr %15, align 8, !dbg !400, !tbaa !402
  %17 = icmp eq i32 %16, 0, !dbg !403
  %18 = getelementptr inbounds i8, ptr %0, i64 30000, !dbg !404
  %19 = getelementptr inbounds i8, ptr %0, i64 30004, !dbg !404
  br i1 %17, label %37, label %20, !dbg !405

20:                                               ; preds = %2
  store i32 1, ptr %18, align 8, !dbg !406, !tbaa !408
  store i32 1, ptr %19, align 4, !dbg !409, !tbaa !410
  %21 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !411
  store ptr %21, ptr %0, align 8, !dbg !412, !tbaa !413
  %22 = getelementptr inbounds i8, ptr %1, i64 6184, !dbg !414
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !415
  store ptr %22, ptr %23, align 8, !dbg !416, !tbaa !417
  %24 = getelementptr inbounds i8, ptr %1, i64 4128, !dbg !418
  %25 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !419
  store ptr %24, ptr %25, align 8, !dbg !420, !tbaa !421
  %26 = getelementptr inbounds i8, ptr %1, i64 10288, !dbg !422
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !423
  store ptr %26, ptr %27, align 8, !dbg !424, !tbaa !425
  %28 = getelementptr inbounds i8, ptr %1, i64 26676, !dbg !426
  %29 = load i32, ptr %28, align 4, !dbg !427, !tbaa !428
  %30 = getelementptr inbounds i8, ptr %0, i64 26684, !dbg !429
  store i32 %29, ptr %30, align 4, !dbg !430, !tbaa !428
  %31 = getelementptr inbounds i8, ptr %1, i64 26680, !dbg !431
  %32 = load i32, ptr %31, align 4, !dbg !431, !tbaa !428
  %33 = getelementptr inbounds i8, ptr %0, i64 26688, !dbg !432
  store i32 %32, ptr %33, align 4, !dbg !433, !tbaa !428
  %34 = getelementptr inbounds i8, ptr %1, i64 26684, !dbg !434
  %35 = load i32, ptr %34, align 4, !dbg !434, !tbaa !428
  %36 = getelementptr inbounds i8, ptr %0, i64 26692, !dbg !435
  store i32 %35, ptr %36, align 4, !dbg !436, !tbaa !428
  br label %38, !dbg !437

37:                                               ; preds = %2
  store i32 0, ptr %18, align 8, !dbg !438, !tbaa !408
  store i32 0, ptr %19, align 4, !dbg !440, !tbaa !410
  br label %38

38:                                               ; preds = %37, %20
  ret void, !dbg !441
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %4) local_unnamed_addr #2 !dbg !442 {
    #dbg_value(ptr %0, !448, !DIExpression(), !459)
    #dbg_value(i64 %1, !449, !DIExpression(), !459)
    #dbg_value(i32 %2, !450, !DIExpression(), !459)
    #dbg_value(i32 %3, !451, !DIExpression(), !459)
    #dbg_declare(ptr %4, !452, !DIExpression(), !460)
  %6 = load ptr, ptr %4, align 8, !dbg !461
  %7 = icmp eq ptr %6, null, !dbg !463
  %8 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !464
  %9 = load ptr, ptr %8, align 8, !dbg !464, !tbaa !465
  %10 = icmp eq ptr %9, null, !dbg !466
  %11 = xor i1 %7, %10, !dbg !467
  br i1 %11, label %40, label %12, !dbg !468

12:                                               ; preds = %5
    #dbg_value(ptr %6, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !476)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !476)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !476)
    #dbg_value(i64 27352, !475, !DIExpression(), !476)
  br i1 %7, label %17, label %13, !dbg !478

13:                                               ; preds = %12
  %14 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !479
  %15 = load ptr, ptr %14, align 8, !dbg !479
    #dbg_value(ptr %15, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !476)
  %16 = tail call ptr %6(ptr noundef %15, i64 noundef 27352) #9, !dbg !481
  br label %19, !dbg !482

17:                                               ; preds = %12
  %18 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10, !dbg !483
  br label %19, !dbg !484

19:                                               ; preds = %13, %17
  %20 = phi ptr [ %16, %13 ], [ %18, %17 ], !dbg !476
    #dbg_value(ptr %20, !453, !DIExpression(), !485)
  %21 = icmp eq ptr %20, null, !dbg !486
  br i1 %21, label %40, label %22, !dbg !488

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %20, i64 27328, !dbg !489
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !dbg !490, !tbaa.struct !491
  %24 = tail call fastcc i64 @ZSTD_initDDict_internal(ptr noundef nonnull %20, ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !493
    #dbg_value(i64 %24, !456, !DIExpression(), !494)
    #dbg_value(i64 %24, !495, !DIExpression(), !501)
  %25 = icmp ult i64 %24, -119, !dbg !504
  br i1 %25, label %40, label %26, !dbg !505

26:                                               ; preds = %22
    #dbg_value(ptr %20, !506, !DIExpression(), !514)
  %27 = getelementptr inbounds i8, ptr %20, i64 27336, !dbg !517
  %28 = load ptr, ptr %27, align 8, !dbg !517, !tbaa !492
  %29 = getelementptr inbounds i8, ptr %20, i64 27344, !dbg !517
  %30 = load ptr, ptr %29, align 8, !dbg !517, !tbaa !492
    #dbg_value(ptr poison, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !518)
    #dbg_value(ptr %28, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !518)
    #dbg_value(ptr %30, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !518)
  %31 = load ptr, ptr %20, align 8, !dbg !519, !tbaa !520
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !527)
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527)
    #dbg_value(ptr %30, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !527)
    #dbg_value(ptr %31, !526, !DIExpression(), !527)
  %32 = icmp eq ptr %31, null, !dbg !529
  %33 = icmp eq ptr %28, null, !dbg !531
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !535)
  br i1 %32, label %37, label %34, !dbg !537

34:                                               ; preds = %26
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !535)
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !535)
    #dbg_value(ptr %30, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !535)
    #dbg_value(ptr %20, !526, !DIExpression(), !535)
  br i1 %33, label %36, label %35, !dbg !538

35:                                               ; preds = %34
  tail call void %28(ptr noundef %30, ptr noundef nonnull %31) #9, !dbg !539
  br label %38, !dbg !540

36:                                               ; preds = %34
  tail call void @free(ptr noundef nonnull %31) #9, !dbg !541
  br label %39, !dbg !540

37:                                               ; preds = %26
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !535)
    #dbg_value(ptr %30, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !535)
    #dbg_value(ptr %20, !526, !DIExpression(), !535)
  br i1 %33, label %39, label %38, !dbg !540

38:                                               ; preds = %37, %35
  tail call void %28(ptr noundef %30, ptr noundef nonnull %20) #9, !dbg !542
  br label %40, !dbg !542

39:                                               ; preds = %37, %36
  tail call void @free(ptr noundef nonnull %20) #9, !dbg !543
  br label %40

40:                                               ; preds = %22, %38, %39, %19, %5
  %41 = phi ptr [ null, %5 ], [ null, %19 ], [ null, %39 ], [ null, %38 ], [ %20, %22 ], !dbg !459
  ret ptr %41, !dbg !544
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal fastcc noundef i64 @ZSTD_initDDict_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #2 !dbg !545 {
    #dbg_value(ptr %0, !549, !DIExpression(), !560)
    #dbg_value(ptr %1, !550, !DIExpression(), !560)
    #dbg_value(i64 %2, !551, !DIExpression(), !560)
    #dbg_value(i32 %3, !552, !DIExpression(), !560)
    #dbg_value(i32 %4, !553, !DIExpression(), !560)
  %6 = icmp ne i32 %3, 1, !dbg !561
  %7 = icmp ne ptr %1, null
  %8 = icmp ne i64 %2, 0
  %9 = and i1 %8, %6, !dbg !562
  %10 = and i1 %7, %9, !dbg !562
  br i1 %10, label %14, label %11, !dbg !562

11:                                               ; preds = %5
  store ptr null, ptr %0, align 8, !dbg !563, !tbaa !520
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !565
  store ptr %1, ptr %12, align 8, !dbg !566, !tbaa !213
  %13 = select i1 %7, i64 %2, i64 0, !dbg !567
  br label %29, !dbg !567

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 27328, !dbg !568
  %16 = load ptr, ptr %15, align 1, !dbg !569
    #dbg_value(ptr %16, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !571)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !571)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !571)
    #dbg_value(i64 %2, !475, !DIExpression(), !571)
  %17 = icmp eq ptr %16, null, !dbg !572
  br i1 %17, label %22, label %18, !dbg !573

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 27344, !dbg !569
  %20 = load ptr, ptr %19, align 1, !dbg !569
    #dbg_value(ptr %20, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !571)
  %21 = tail call ptr %16(ptr noundef %20, i64 noundef %2) #9, !dbg !574
  br label %24, !dbg !575

22:                                               ; preds = %14
  %23 = tail call noalias ptr @malloc(i64 noundef %2) #10, !dbg !576
  br label %24, !dbg !577

24:                                               ; preds = %18, %22
  %25 = phi ptr [ %21, %18 ], [ %23, %22 ], !dbg !571
    #dbg_value(ptr %25, !554, !DIExpression(), !578)
  store ptr %25, ptr %0, align 8, !dbg !579, !tbaa !520
  %26 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !580
  store ptr %25, ptr %26, align 8, !dbg !581, !tbaa !213
  %27 = icmp eq ptr %25, null, !dbg !582
  br i1 %27, label %56, label %28, !dbg !584

28:                                               ; preds = %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 1 %1, i64 %2, i1 false), !dbg !585
  br label %29

29:                                               ; preds = %28, %11
  %30 = phi i64 [ %13, %11 ], [ %2, %28 ]
    #dbg_value(i64 %30, !551, !DIExpression(), !560)
  %31 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !586
  store i64 %30, ptr %31, align 8, !dbg !587, !tbaa !230
  %32 = getelementptr inbounds i8, ptr %0, i64 10288, !dbg !588
  store i32 201326604, ptr %32, align 8, !dbg !589, !tbaa !428
    #dbg_value(ptr %0, !590, !DIExpression(), !599)
    #dbg_value(i32 %4, !595, !DIExpression(), !599)
  %33 = getelementptr inbounds i8, ptr %0, i64 27316, !dbg !601
  store i32 0, ptr %33, align 4, !dbg !602, !tbaa !376
  %34 = getelementptr inbounds i8, ptr %0, i64 27320, !dbg !603
  store i32 0, ptr %34, align 8, !dbg !604, !tbaa !402
  %35 = icmp eq i32 %4, 1, !dbg !605
  br i1 %35, label %55, label %36, !dbg !607

36:                                               ; preds = %29
  %37 = icmp ult i64 %30, 8, !dbg !608
  br i1 %37, label %38, label %40, !dbg !610

38:                                               ; preds = %36
  %39 = icmp eq i32 %4, 2, !dbg !611
  br i1 %39, label %56, label %55, !dbg !614

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !615
  %42 = load ptr, ptr %41, align 8, !dbg !615, !tbaa !213
    #dbg_value(ptr %42, !616, !DIExpression(), !621)
    #dbg_value(ptr %42, !623, !DIExpression(), !626)
  %43 = load i32, ptr %42, align 1, !dbg !629, !tbaa !428
    #dbg_value(i32 %43, !596, !DIExpression(), !630)
  %44 = icmp eq i32 %43, -332356553, !dbg !631
  br i1 %44, label %45, label %52

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %42, i64 4, !dbg !633
    #dbg_value(ptr %46, !616, !DIExpression(), !634)
    #dbg_value(ptr %46, !623, !DIExpression(), !636)
  %47 = load i32, ptr %46, align 1, !dbg !638, !tbaa !428
  store i32 %47, ptr %33, align 4, !dbg !639, !tbaa !376
  %48 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !640
  %49 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %48, ptr noundef nonnull %42, i64 noundef %30) #9, !dbg !640
    #dbg_value(i64 %49, !495, !DIExpression(), !643)
  %50 = icmp ult i64 %49, -119, !dbg !645
  br i1 %50, label %51, label %56, !dbg !646

51:                                               ; preds = %45
  store i32 1, ptr %34, align 8, !dbg !647, !tbaa !402
  br label %55, !dbg !648

52:                                               ; preds = %40
  %53 = icmp eq i32 %4, 2, !dbg !649
  %54 = select i1 %53, i64 -30, i64 0, !dbg !649
    #dbg_value(i64 %54, !558, !DIExpression(), !650)
    #dbg_value(i64 %54, !495, !DIExpression(), !651)
  br i1 %53, label %56, label %55

55:                                               ; preds = %38, %29, %51, %52
  br label %56

56:                                               ; preds = %38, %45, %55, %52, %24
  %57 = phi i64 [ -64, %24 ], [ 0, %55 ], [ %54, %52 ], [ -30, %45 ], [ -30, %38 ]
  ret i64 %57, !dbg !654
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_freeDDict(ptr noundef %0) local_unnamed_addr #2 !dbg !507 {
    #dbg_value(ptr %0, !506, !DIExpression(), !655)
  %2 = icmp eq ptr %0, null, !dbg !656
  br i1 %2, label %17, label %3, !dbg !658

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 27336, !dbg !659
  %5 = load ptr, ptr %4, align 8, !dbg !659, !tbaa !492
  %6 = getelementptr inbounds i8, ptr %0, i64 27344, !dbg !659
  %7 = load ptr, ptr %6, align 8, !dbg !659, !tbaa !492
    #dbg_value(ptr poison, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(ptr %5, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(ptr %7, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !660)
  %8 = load ptr, ptr %0, align 8, !dbg !661, !tbaa !520
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !662)
    #dbg_value(ptr %5, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !662)
    #dbg_value(ptr %7, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !662)
    #dbg_value(ptr %8, !526, !DIExpression(), !662)
  %9 = icmp eq ptr %8, null, !dbg !664
  %10 = icmp eq ptr %5, null, !dbg !665
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !666)
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !666)
  br i1 %9, label %14, label %11, !dbg !668

11:                                               ; preds = %3
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !666)
    #dbg_value(ptr %5, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !666)
    #dbg_value(ptr %5, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !666)
    #dbg_value(ptr %7, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !666)
    #dbg_value(ptr %7, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !666)
    #dbg_value(ptr %0, !526, !DIExpression(), !666)
    #dbg_value(ptr %0, !526, !DIExpression(), !666)
  br i1 %10, label %13, label %12, !dbg !669

12:                                               ; preds = %11
  tail call void %5(ptr noundef %7, ptr noundef nonnull %8) #9, !dbg !670
  br label %15, !dbg !671

13:                                               ; preds = %11
  tail call void @free(ptr noundef nonnull %8) #9, !dbg !672
  br label %16, !dbg !671

14:                                               ; preds = %3
    #dbg_value(ptr %5, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !666)
    #dbg_value(ptr %7, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !666)
    #dbg_value(ptr %0, !526, !DIExpression(), !666)
  br i1 %10, label %16, label %15, !dbg !671

15:                                               ; preds = %12, %14
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #9, !dbg !673
  br label %17, !dbg !673

16:                                               ; preds = %13, %14
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !674
  br label %17

17:                                               ; preds = %16, %15, %1
  ret i64 0, !dbg !675
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createDDict(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 !dbg !676 {
    #dbg_value(ptr %0, !680, !DIExpression(), !683)
    #dbg_value(i64 %1, !681, !DIExpression(), !683)
    #dbg_value(ptr null, !682, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !683)
    #dbg_value(ptr null, !682, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !683)
    #dbg_value(ptr null, !682, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !683)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !684)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !684)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !684)
    #dbg_value(ptr %0, !448, !DIExpression(), !684)
    #dbg_value(i64 %1, !449, !DIExpression(), !684)
    #dbg_value(i32 0, !450, !DIExpression(), !684)
    #dbg_value(i32 0, !451, !DIExpression(), !684)
    #dbg_value(ptr null, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !686)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !686)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !686)
    #dbg_value(i64 27352, !475, !DIExpression(), !686)
  %3 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10, !dbg !688
    #dbg_value(ptr %3, !453, !DIExpression(), !689)
  %4 = icmp eq ptr %3, null, !dbg !690
  br i1 %4, label %53, label %5, !dbg !691

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 27328, !dbg !692
  %7 = getelementptr inbounds i8, ptr %3, i64 27336, !dbg !693
  %8 = getelementptr inbounds i8, ptr %3, i64 27344, !dbg !693
    #dbg_value(ptr %3, !549, !DIExpression(), !694)
    #dbg_value(ptr %0, !550, !DIExpression(), !694)
    #dbg_value(i64 %1, !551, !DIExpression(), !694)
    #dbg_value(i32 0, !552, !DIExpression(), !694)
    #dbg_value(i32 0, !553, !DIExpression(), !694)
  %9 = icmp ne ptr %0, null
  %10 = icmp ne i64 %1, 0
  %11 = and i1 %9, %10, !dbg !696
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false), !dbg !693
  br i1 %11, label %19, label %12, !dbg !696

12:                                               ; preds = %5
  store ptr null, ptr %3, align 8, !dbg !697, !tbaa !520
  %13 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !698
  store ptr %0, ptr %13, align 8, !dbg !699, !tbaa !213
  br i1 %9, label %24, label %14, !dbg !700

14:                                               ; preds = %12
    #dbg_value(i64 0, !551, !DIExpression(), !694)
  %15 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !701
  store i64 0, ptr %15, align 8, !dbg !702, !tbaa !230
  %16 = getelementptr inbounds i8, ptr %3, i64 10288, !dbg !703
  store i32 201326604, ptr %16, align 8, !dbg !704, !tbaa !428
    #dbg_value(ptr %3, !590, !DIExpression(), !705)
    #dbg_value(i32 0, !595, !DIExpression(), !705)
  %17 = getelementptr inbounds i8, ptr %3, i64 27316, !dbg !707
  store i32 0, ptr %17, align 4, !dbg !708, !tbaa !376
  %18 = getelementptr inbounds i8, ptr %3, i64 27320, !dbg !709
  store i32 0, ptr %18, align 8, !dbg !710, !tbaa !402
  br label %53, !dbg !711

19:                                               ; preds = %5
    #dbg_value(ptr null, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !712)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !712)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !712)
    #dbg_value(i64 %1, !475, !DIExpression(), !712)
  %20 = tail call noalias ptr @malloc(i64 noundef %1) #10, !dbg !714
    #dbg_value(ptr %20, !554, !DIExpression(), !715)
  store ptr %20, ptr %3, align 8, !dbg !716, !tbaa !520
  %21 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !717
  store ptr %20, ptr %21, align 8, !dbg !718, !tbaa !213
  %22 = icmp eq ptr %20, null, !dbg !719
  br i1 %22, label %52, label %23, !dbg !720

23:                                               ; preds = %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %20, ptr nonnull align 1 %0, i64 %1, i1 false), !dbg !721
  br label %24

24:                                               ; preds = %12, %23
  %25 = phi ptr [ %0, %12 ], [ %20, %23 ]
    #dbg_value(i64 %1, !551, !DIExpression(), !694)
  %26 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !701
  store i64 %1, ptr %26, align 8, !dbg !702, !tbaa !230
  %27 = getelementptr inbounds i8, ptr %3, i64 10288, !dbg !703
  store i32 201326604, ptr %27, align 8, !dbg !704, !tbaa !428
    #dbg_value(ptr %3, !590, !DIExpression(), !705)
    #dbg_value(i32 0, !595, !DIExpression(), !705)
  %28 = getelementptr inbounds i8, ptr %3, i64 27316, !dbg !707
  store i32 0, ptr %28, align 4, !dbg !708, !tbaa !376
  %29 = getelementptr inbounds i8, ptr %3, i64 27320, !dbg !709
  store i32 0, ptr %29, align 8, !dbg !710, !tbaa !402
  %30 = icmp ult i64 %1, 8, !dbg !722
  br i1 %30, label %53, label %31, !dbg !711

31:                                               ; preds = %24
    #dbg_value(ptr %25, !616, !DIExpression(), !723)
    #dbg_value(ptr %25, !623, !DIExpression(), !725)
  %32 = load i32, ptr %25, align 1, !dbg !727, !tbaa !428
    #dbg_value(i32 %32, !596, !DIExpression(), !728)
  %33 = icmp eq i32 %32, -332356553, !dbg !729
  br i1 %33, label %34, label %53

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %25, i64 4, !dbg !730
    #dbg_value(ptr %35, !616, !DIExpression(), !731)
    #dbg_value(ptr %35, !623, !DIExpression(), !733)
  %36 = load i32, ptr %35, align 1, !dbg !735, !tbaa !428
  store i32 %36, ptr %28, align 4, !dbg !736, !tbaa !376
  %37 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !737
  %38 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %37, ptr noundef nonnull %25, i64 noundef %1) #9, !dbg !737
    #dbg_value(i64 %38, !495, !DIExpression(), !738)
  %39 = icmp ult i64 %38, -119, !dbg !740
  br i1 %39, label %40, label %41, !dbg !741

40:                                               ; preds = %34
  store i32 1, ptr %29, align 8, !dbg !742, !tbaa !402
  br label %53, !dbg !743

41:                                               ; preds = %34
  %42 = load ptr, ptr %3, align 8, !dbg !744, !tbaa !520
    #dbg_value(i64 -30, !456, !DIExpression(), !746)
    #dbg_value(i64 -30, !495, !DIExpression(), !747)
    #dbg_value(ptr %3, !506, !DIExpression(), !749)
  %43 = load ptr, ptr %7, align 8, !dbg !750, !tbaa !492
  %44 = load ptr, ptr %8, align 8, !dbg !750, !tbaa !492
    #dbg_value(ptr poison, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !751)
    #dbg_value(ptr %43, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !751)
    #dbg_value(ptr %44, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !751)
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !752)
    #dbg_value(ptr %43, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !752)
    #dbg_value(ptr %44, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !752)
    #dbg_value(ptr %42, !526, !DIExpression(), !752)
  %45 = icmp eq ptr %42, null, !dbg !754
  %46 = icmp eq ptr %43, null, !dbg !755
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !757)
  br i1 %45, label %50, label %47, !dbg !759

47:                                               ; preds = %41
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !757)
    #dbg_value(ptr %43, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !757)
    #dbg_value(ptr %44, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !757)
    #dbg_value(ptr %3, !526, !DIExpression(), !757)
  br i1 %46, label %49, label %48, !dbg !760

48:                                               ; preds = %47
  tail call void %43(ptr noundef %44, ptr noundef nonnull %42) #9, !dbg !761
  br label %51, !dbg !762

49:                                               ; preds = %47
  tail call void @free(ptr noundef nonnull %42) #9, !dbg !763
  br label %52, !dbg !762

50:                                               ; preds = %41
    #dbg_value(ptr %43, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !757)
    #dbg_value(ptr %44, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !757)
    #dbg_value(ptr %3, !526, !DIExpression(), !757)
  br i1 %46, label %52, label %51, !dbg !762

51:                                               ; preds = %50, %48
  tail call void %43(ptr noundef %44, ptr noundef nonnull %3) #9, !dbg !764
  br label %53, !dbg !764

52:                                               ; preds = %19, %50, %49
  tail call void @free(ptr noundef nonnull %3) #9, !dbg !765
  br label %53

53:                                               ; preds = %40, %14, %24, %31, %2, %51, %52
  %54 = phi ptr [ null, %2 ], [ null, %52 ], [ null, %51 ], [ %3, %31 ], [ %3, %24 ], [ %3, %14 ], [ %3, %40 ], !dbg !684
  ret ptr %54, !dbg !766
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createDDict_byReference(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 !dbg !767 {
    #dbg_value(ptr %0, !769, !DIExpression(), !772)
    #dbg_value(i64 %1, !770, !DIExpression(), !772)
    #dbg_value(ptr null, !771, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !772)
    #dbg_value(ptr null, !771, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !772)
    #dbg_value(ptr null, !771, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !772)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !773)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !773)
    #dbg_value(ptr null, !452, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !773)
    #dbg_value(ptr %0, !448, !DIExpression(), !773)
    #dbg_value(i64 %1, !449, !DIExpression(), !773)
    #dbg_value(i32 1, !450, !DIExpression(), !773)
    #dbg_value(i32 0, !451, !DIExpression(), !773)
    #dbg_value(ptr null, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !775)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !775)
    #dbg_value(ptr poison, !469, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !775)
    #dbg_value(i64 27352, !475, !DIExpression(), !775)
  %3 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10, !dbg !777
    #dbg_value(ptr %3, !453, !DIExpression(), !778)
  %4 = icmp eq ptr %3, null, !dbg !779
  br i1 %4, label %39, label %5, !dbg !780

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 27328, !dbg !781
  %7 = getelementptr inbounds i8, ptr %3, i64 27336, !dbg !782
  %8 = getelementptr inbounds i8, ptr %3, i64 27344, !dbg !782
    #dbg_value(ptr %3, !549, !DIExpression(), !783)
    #dbg_value(ptr %0, !550, !DIExpression(), !783)
    #dbg_value(i64 %1, !551, !DIExpression(), !783)
    #dbg_value(i32 1, !552, !DIExpression(), !783)
    #dbg_value(i32 0, !553, !DIExpression(), !783)
  %9 = icmp eq ptr %0, null
  store ptr null, ptr %3, align 8, !dbg !785, !tbaa !520
  %10 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !786
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false), !dbg !782
  store ptr %0, ptr %10, align 8, !dbg !787, !tbaa !213
  %11 = select i1 %9, i64 0, i64 %1, !dbg !788
    #dbg_value(i64 %11, !551, !DIExpression(), !783)
  %12 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !789
  store i64 %11, ptr %12, align 8, !dbg !790, !tbaa !230
  %13 = getelementptr inbounds i8, ptr %3, i64 10288, !dbg !791
  store i32 201326604, ptr %13, align 8, !dbg !792, !tbaa !428
    #dbg_value(ptr %3, !590, !DIExpression(), !793)
    #dbg_value(i32 0, !595, !DIExpression(), !793)
  %14 = getelementptr inbounds i8, ptr %3, i64 27316, !dbg !795
  store i32 0, ptr %14, align 4, !dbg !796, !tbaa !376
  %15 = getelementptr inbounds i8, ptr %3, i64 27320, !dbg !797
  store i32 0, ptr %15, align 8, !dbg !798, !tbaa !402
  %16 = icmp ult i64 %11, 8, !dbg !799
  br i1 %16, label %39, label %17, !dbg !800

17:                                               ; preds = %5
    #dbg_value(ptr %0, !616, !DIExpression(), !801)
    #dbg_value(ptr %0, !623, !DIExpression(), !803)
  %18 = load i32, ptr %0, align 1, !dbg !805, !tbaa !428
    #dbg_value(i32 %18, !596, !DIExpression(), !806)
  %19 = icmp eq i32 %18, -332356553, !dbg !807
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !808
    #dbg_value(ptr %21, !616, !DIExpression(), !809)
    #dbg_value(ptr %21, !623, !DIExpression(), !811)
  %22 = load i32, ptr %21, align 1, !dbg !813, !tbaa !428
  store i32 %22, ptr %14, align 4, !dbg !814, !tbaa !376
  %23 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !815
  %24 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %23, ptr noundef nonnull %0, i64 noundef %1) #9, !dbg !815
    #dbg_value(i64 %24, !495, !DIExpression(), !816)
  %25 = icmp ult i64 %24, -119, !dbg !818
  br i1 %25, label %26, label %27, !dbg !819

26:                                               ; preds = %20
  store i32 1, ptr %15, align 8, !dbg !820, !tbaa !402
  br label %39, !dbg !821

27:                                               ; preds = %20
    #dbg_value(i64 -30, !456, !DIExpression(), !822)
    #dbg_value(i64 -30, !495, !DIExpression(), !823)
    #dbg_value(ptr %3, !506, !DIExpression(), !825)
  %28 = load ptr, ptr %7, align 8, !dbg !827, !tbaa !492
  %29 = load ptr, ptr %8, align 8, !dbg !827, !tbaa !492
    #dbg_value(ptr poison, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(ptr %28, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !828)
    #dbg_value(ptr %29, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !828)
  %30 = load ptr, ptr %3, align 8, !dbg !829, !tbaa !520
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !830)
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !830)
    #dbg_value(ptr %29, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !830)
    #dbg_value(ptr %30, !526, !DIExpression(), !830)
  %31 = icmp eq ptr %30, null, !dbg !832
  %32 = icmp eq ptr %28, null, !dbg !833
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !835)
  br i1 %31, label %36, label %33, !dbg !837

33:                                               ; preds = %27
    #dbg_value(ptr poison, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !835)
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !835)
    #dbg_value(ptr %29, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !835)
    #dbg_value(ptr %3, !526, !DIExpression(), !835)
  br i1 %32, label %35, label %34, !dbg !838

34:                                               ; preds = %33
  tail call void %28(ptr noundef %29, ptr noundef nonnull %30) #9, !dbg !839
  br label %37, !dbg !840

35:                                               ; preds = %33
  tail call void @free(ptr noundef nonnull %30) #9, !dbg !841
  br label %38, !dbg !840

36:                                               ; preds = %27
    #dbg_value(ptr %28, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !835)
    #dbg_value(ptr %29, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !835)
    #dbg_value(ptr %3, !526, !DIExpression(), !835)
  br i1 %32, label %38, label %37, !dbg !840

37:                                               ; preds = %36, %34
  tail call void %28(ptr noundef %29, ptr noundef nonnull %3) #9, !dbg !842
  br label %39, !dbg !842

38:                                               ; preds = %36, %35
  tail call void @free(ptr noundef nonnull %3) #9, !dbg !843
  br label %39

39:                                               ; preds = %26, %5, %17, %2, %37, %38
  %40 = phi ptr [ null, %2 ], [ null, %38 ], [ null, %37 ], [ %3, %17 ], [ %3, %5 ], [ %3, %26 ], !dbg !773
  ret ptr %40, !dbg !844
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_initStaticDDict(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !dbg !845 {
    #dbg_value(ptr %0, !849, !DIExpression(), !857)
    #dbg_value(i64 %1, !850, !DIExpression(), !857)
    #dbg_value(ptr %2, !851, !DIExpression(), !857)
    #dbg_value(i64 %3, !852, !DIExpression(), !857)
    #dbg_value(i32 %4, !853, !DIExpression(), !857)
    #dbg_value(i32 %5, !854, !DIExpression(), !857)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !855, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !857)
    #dbg_value(ptr %0, !856, !DIExpression(), !857)
  %7 = ptrtoint ptr %0 to i64, !dbg !858
  %8 = and i64 %7, 7, !dbg !860
  %9 = icmp eq i64 %8, 0, !dbg !860
  br i1 %9, label %10, label %46, !dbg !861

10:                                               ; preds = %6
  %11 = icmp eq i32 %4, 1, !dbg !862
  %12 = add i64 %3, 27352, !dbg !863
  %13 = select i1 %11, i64 27352, i64 %12, !dbg !863
    #dbg_value(i64 %13, !855, !DIExpression(), !857)
  %14 = icmp ugt i64 %13, %1, !dbg !864
  br i1 %14, label %46, label %15, !dbg !866

15:                                               ; preds = %10
  %16 = icmp eq i32 %4, 0, !dbg !867
  br i1 %16, label %17, label %19, !dbg !869

17:                                               ; preds = %15
  %18 = getelementptr inbounds i8, ptr %0, i64 27352, !dbg !870
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %18, ptr align 1 %2, i64 %3, i1 false), !dbg !870
    #dbg_value(ptr %18, !851, !DIExpression(), !857)
  br label %19, !dbg !872

19:                                               ; preds = %17, %15
  %20 = phi ptr [ %18, %17 ], [ %2, %15 ]
    #dbg_value(ptr %20, !851, !DIExpression(), !857)
    #dbg_value(ptr %0, !549, !DIExpression(), !873)
    #dbg_value(ptr %20, !550, !DIExpression(), !873)
    #dbg_value(i64 %3, !551, !DIExpression(), !873)
    #dbg_value(i32 1, !552, !DIExpression(), !873)
    #dbg_value(i32 %5, !553, !DIExpression(), !873)
  %21 = icmp eq ptr %20, null
  store ptr null, ptr %0, align 8, !dbg !876, !tbaa !520
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !877
  store ptr %20, ptr %22, align 8, !dbg !878, !tbaa !213
  %23 = select i1 %21, i64 0, i64 %3, !dbg !879
    #dbg_value(i64 %23, !551, !DIExpression(), !873)
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !880
  store i64 %23, ptr %24, align 8, !dbg !881, !tbaa !230
  %25 = getelementptr inbounds i8, ptr %0, i64 10288, !dbg !882
  store i32 201326604, ptr %25, align 8, !dbg !883, !tbaa !428
    #dbg_value(ptr %0, !590, !DIExpression(), !884)
    #dbg_value(i32 %5, !595, !DIExpression(), !884)
  %26 = getelementptr inbounds i8, ptr %0, i64 27316, !dbg !886
  store i32 0, ptr %26, align 4, !dbg !887, !tbaa !376
  %27 = getelementptr inbounds i8, ptr %0, i64 27320, !dbg !888
  store i32 0, ptr %27, align 8, !dbg !889, !tbaa !402
  %28 = icmp eq i32 %5, 1, !dbg !890
  br i1 %28, label %45, label %29, !dbg !891

29:                                               ; preds = %19
  %30 = icmp ult i64 %23, 8, !dbg !892
  br i1 %30, label %31, label %33, !dbg !893

31:                                               ; preds = %29
  %32 = icmp eq i32 %5, 2, !dbg !894
  br i1 %32, label %46, label %45, !dbg !895

33:                                               ; preds = %29
    #dbg_value(ptr %20, !616, !DIExpression(), !896)
    #dbg_value(ptr %20, !623, !DIExpression(), !898)
  %34 = load i32, ptr %20, align 1, !dbg !900, !tbaa !428
    #dbg_value(i32 %34, !596, !DIExpression(), !901)
  %35 = icmp eq i32 %34, -332356553, !dbg !902
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %20, i64 4, !dbg !903
    #dbg_value(ptr %37, !616, !DIExpression(), !904)
    #dbg_value(ptr %37, !623, !DIExpression(), !906)
  %38 = load i32, ptr %37, align 1, !dbg !908, !tbaa !428
  store i32 %38, ptr %26, align 4, !dbg !909, !tbaa !376
  %39 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !910
  %40 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %39, ptr noundef nonnull %20, i64 noundef %3) #9, !dbg !910
    #dbg_value(i64 %40, !495, !DIExpression(), !911)
  %41 = icmp ult i64 %40, -119, !dbg !913
  br i1 %41, label %42, label %46, !dbg !914

42:                                               ; preds = %36
  store i32 1, ptr %27, align 8, !dbg !915, !tbaa !402
  br label %45, !dbg !916

43:                                               ; preds = %33
  %44 = icmp eq i32 %5, 2, !dbg !917
    #dbg_value(i64 poison, !558, !DIExpression(), !918)
    #dbg_value(i64 poison, !495, !DIExpression(), !919)
  br i1 %44, label %46, label %45

45:                                               ; preds = %43, %42, %31, %19
  br label %46

46:                                               ; preds = %45, %43, %36, %31, %10, %6
  %47 = phi ptr [ null, %6 ], [ null, %10 ], [ %0, %45 ], [ null, %43 ], [ null, %36 ], [ null, %31 ], !dbg !857
  ret ptr %47, !dbg !921
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_estimateDDictSize(i64 noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !922 {
    #dbg_value(i64 %0, !926, !DIExpression(), !928)
    #dbg_value(i32 %1, !927, !DIExpression(), !928)
  %3 = icmp eq i32 %1, 1, !dbg !929
  %4 = add i64 %0, 27352, !dbg !930
  %5 = select i1 %3, i64 27352, i64 %4, !dbg !930
  ret i64 %5, !dbg !931
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_sizeof_DDict(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !932 {
    #dbg_value(ptr %0, !934, !DIExpression(), !935)
  %2 = icmp eq ptr %0, null, !dbg !936
  br i1 %2, label %10, label %3, !dbg !938

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !dbg !939, !tbaa !520
  %5 = icmp eq ptr %4, null, !dbg !940
  br i1 %5, label %10, label %6, !dbg !940

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !941
  %8 = load i64, ptr %7, align 8, !dbg !941, !tbaa !230
  %9 = add i64 %8, 27352, !dbg !942
  br label %10, !dbg !940

10:                                               ; preds = %6, %3, %1
  %11 = phi i64 [ 0, %1 ], [ %9, %6 ], [ 27352, %3 ], !dbg !935
  ret i64 %11, !dbg !943
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromDDict(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !944 {
    #dbg_value(ptr %0, !948, !DIExpression(), !949)
  %2 = icmp eq ptr %0, null, !dbg !950
  br i1 %2, label %6, label %3, !dbg !952

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 27316, !dbg !953
  %5 = load i32, ptr %4, align 4, !dbg !953, !tbaa !376
  br label %6, !dbg !954

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ], !dbg !949
  ret i32 %7, !dbg !955
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !956 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

declare !dbg !960 i64 @ZSTD_loadDEntropy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !965 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!196, !197, !198, !199, !200, !201, !202}
!llvm.ident = !{!203}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !109, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zstd/lib/decompress/zstd_ddict.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca720e17260a20fe3ed7060ce8b01f40")
!2 = !{!3, !9, !16, !27, !31, !35, !41, !45, !52, !56, !61, !65, !70}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1510, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "src/zstd/lib/decompress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8}
!7 = !DIEnumerator(name: "ZSTD_frame", value: 0)
!8 = !DIEnumerator(name: "ZSTD_skippableFrame", value: 1)
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !10, line: 86, baseType: !5, size: 32, elements: !11)
!10 = !DIFile(filename: "src/zstd/lib/decompress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!11 = !{!12, !13, !14, !15}
!12 = !DIEnumerator(name: "bt_raw", value: 0)
!13 = !DIEnumerator(name: "bt_rle", value: 1)
!14 = !DIEnumerator(name: "bt_compressed", value: 2)
!15 = !DIEnumerator(name: "bt_reserved", value: 3)
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 89, baseType: !5, size: 32, elements: !18)
!17 = !DIFile(filename: "src/zstd/lib/decompress/zstd_decompress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffff5765d6bd54275d2c9f631f703fc9")
!18 = !{!19, !20, !21, !22, !23, !24, !25, !26}
!19 = !DIEnumerator(name: "ZSTDds_getFrameHeaderSize", value: 0)
!20 = !DIEnumerator(name: "ZSTDds_decodeFrameHeader", value: 1)
!21 = !DIEnumerator(name: "ZSTDds_decodeBlockHeader", value: 2)
!22 = !DIEnumerator(name: "ZSTDds_decompressBlock", value: 3)
!23 = !DIEnumerator(name: "ZSTDds_decompressLastBlock", value: 4)
!24 = !DIEnumerator(name: "ZSTDds_checkChecksum", value: 5)
!25 = !DIEnumerator(name: "ZSTDds_decodeSkippableHeader", value: 6)
!26 = !DIEnumerator(name: "ZSTDds_skipFrame", value: 7)
!27 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1384, baseType: !5, size: 32, elements: !28)
!28 = !{!29, !30}
!29 = !DIEnumerator(name: "ZSTD_f_zstd1", value: 0)
!30 = !DIEnumerator(name: "ZSTD_f_zstd1_magicless", value: 1)
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1391, baseType: !5, size: 32, elements: !32)
!32 = !{!33, !34}
!33 = !DIEnumerator(name: "ZSTD_d_validateChecksum", value: 0)
!34 = !DIEnumerator(name: "ZSTD_d_ignoreChecksum", value: 1)
!35 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 97, baseType: !36, size: 32, elements: !37)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38, !39, !40}
!38 = !DIEnumerator(name: "ZSTD_use_indefinitely", value: -1)
!39 = !DIEnumerator(name: "ZSTD_dont_use", value: 0)
!40 = !DIEnumerator(name: "ZSTD_use_once", value: 1)
!41 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1397, baseType: !5, size: 32, elements: !42)
!42 = !{!43, !44}
!43 = !DIEnumerator(name: "ZSTD_rmd_refSingleDDict", value: 0)
!44 = !DIEnumerator(name: "ZSTD_rmd_refMultipleDDicts", value: 1)
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 94, baseType: !5, size: 32, elements: !46)
!46 = !{!47, !48, !49, !50, !51}
!47 = !DIEnumerator(name: "zdss_init", value: 0)
!48 = !DIEnumerator(name: "zdss_loadHeader", value: 1)
!49 = !DIEnumerator(name: "zdss_read", value: 2)
!50 = !DIEnumerator(name: "zdss_load", value: 3)
!51 = !DIEnumerator(name: "zdss_flush", value: 4)
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !10, line: 268, baseType: !5, size: 32, elements: !53)
!53 = !{!54, !55}
!54 = !DIEnumerator(name: "ZSTD_bm_buffered", value: 0)
!55 = !DIEnumerator(name: "ZSTD_bm_stable", value: 1)
!56 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !17, line: 120, baseType: !5, size: 32, elements: !57)
!57 = !{!58, !59, !60}
!58 = !DIEnumerator(name: "ZSTD_not_in_dst", value: 0)
!59 = !DIEnumerator(name: "ZSTD_in_dst", value: 1)
!60 = !DIEnumerator(name: "ZSTD_split", value: 2)
!61 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1379, baseType: !5, size: 32, elements: !62)
!62 = !{!63, !64}
!63 = !DIEnumerator(name: "ZSTD_dlm_byCopy", value: 0)
!64 = !DIEnumerator(name: "ZSTD_dlm_byRef", value: 1)
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 1373, baseType: !5, size: 32, elements: !66)
!66 = !{!67, !68, !69}
!67 = !DIEnumerator(name: "ZSTD_dct_auto", value: 0)
!68 = !DIEnumerator(name: "ZSTD_dct_rawContent", value: 1)
!69 = !DIEnumerator(name: "ZSTD_dct_fullDict", value: 2)
!70 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !71, line: 60, baseType: !5, size: 32, elements: !72)
!71 = !DIFile(filename: "src/zstd/lib/decompress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!72 = !{!73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108}
!73 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!74 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!75 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!76 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!77 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!78 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!79 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!80 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!81 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!82 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!83 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!84 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!85 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!86 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!87 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!88 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!89 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!90 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!91 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!92 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!93 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!94 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!95 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!96 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!97 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!98 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!99 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!100 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!101 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!102 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!103 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!104 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!105 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!106 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!107 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!108 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!109 = !{!110, !119, !124, !129, !161, !190, !193}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !113, line: 42, baseType: !114)
!113 = !DIFile(filename: "src/zstd/lib/decompress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !115, line: 24, baseType: !116)
!115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !117, line: 38, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!118 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DDict", file: !4, line: 1018, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_DDict_s", file: !1, line: 36, size: 218816, elements: !122)
!122 = !{!123, !125, !128, !132, !173, !174, !175}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "dictBuffer", scope: !121, file: !1, line: 37, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "dictContent", scope: !121, file: !1, line: 38, baseType: !126, size: 64, offset: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "dictSize", scope: !121, file: !1, line: 39, baseType: !129, size: 64, offset: 128)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !130, line: 18, baseType: !131)
!130 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!131 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "entropy", scope: !121, file: !1, line: 40, baseType: !133, size: 218336, offset: 192)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyDTables_t", file: !17, line: 87, baseType: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !17, line: 80, size: 218336, elements: !135)
!135 = !{!136, !154, !158, !159, !165, !169}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "LLTable", scope: !134, file: !17, line: 81, baseType: !137, size: 32832)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 32832, elements: !152)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_seqSymbol", file: !17, line: 72, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !17, line: 67, size: 64, elements: !140)
!140 = !{!141, !146, !147, !148}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "nextState", scope: !139, file: !17, line: 68, baseType: !142, size: 16)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !113, line: 45, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !115, line: 25, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !117, line: 40, baseType: !145)
!145 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "nbAdditionalBits", scope: !139, file: !17, line: 69, baseType: !112, size: 8, offset: 16)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "nbBits", scope: !139, file: !17, line: 70, baseType: !112, size: 8, offset: 24)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "baseValue", scope: !139, file: !17, line: 71, baseType: !149, size: 32, offset: 32)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !113, line: 47, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !115, line: 26, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !117, line: 42, baseType: !5)
!152 = !{!153}
!153 = !DISubrange(count: 513)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "OFTable", scope: !134, file: !17, line: 82, baseType: !155, size: 16448, offset: 32832)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 16448, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 257)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "MLTable", scope: !134, file: !17, line: 83, baseType: !137, size: 32832, offset: 49280)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "hufTable", scope: !134, file: !17, line: 84, baseType: !160, size: 131104, offset: 82112)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 131104, elements: !163)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_DTable", file: !162, line: 64, baseType: !149)
!162 = !DIFile(filename: "src/zstd/lib/decompress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!163 = !{!164}
!164 = !DISubrange(count: 4097)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !134, file: !17, line: 85, baseType: !166, size: 96, offset: 213216)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 96, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 3)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !134, file: !17, line: 86, baseType: !170, size: 5024, offset: 213312)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 5024, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 157)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !121, file: !1, line: 41, baseType: !149, size: 32, offset: 218528)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "entropyPresent", scope: !121, file: !1, line: 42, baseType: !149, size: 32, offset: 218560)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "cMem", scope: !121, file: !1, line: 43, baseType: !176, size: 192, offset: 218624)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_customMem", file: !4, line: 1870, baseType: !177)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 1870, size: 192, elements: !178)
!178 = !{!179, !184, !189}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "customAlloc", scope: !177, file: !4, line: 1870, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_allocFunction", file: !4, line: 1868, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DISubroutineType(types: !183)
!183 = !{!124, !124, !129}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "customFree", scope: !177, file: !4, line: 1870, baseType: !185, size: 64, offset: 64)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_freeFunction", file: !4, line: 1869, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !124, !124}
!189 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !177, file: !4, line: 1870, baseType: !124, size: 64, offset: 128)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!192 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !113, line: 178, baseType: !149, align: 8)
!196 = !{i32 7, !"Dwarf Version", i32 5}
!197 = !{i32 2, !"Debug Info Version", i32 3}
!198 = !{i32 1, !"wchar_size", i32 4}
!199 = !{i32 8, !"PIC Level", i32 2}
!200 = !{i32 7, !"PIE Level", i32 2}
!201 = !{i32 7, !"uwtable", i32 2}
!202 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!203 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!204 = distinct !DISubprogram(name: "ZSTD_DDict_dictContent", scope: !1, file: !1, line: 46, type: !205, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !209)
!205 = !DISubroutineType(types: !206)
!206 = !{!126, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!209 = !{!210}
!210 = !DILocalVariable(name: "ddict", arg: 1, scope: !204, file: !1, line: 46, type: !207)
!211 = !DILocation(line: 0, scope: !204)
!212 = !DILocation(line: 49, column: 19, scope: !204)
!213 = !{!214, !215, i64 8}
!214 = !{!"ZSTD_DDict_s", !215, i64 0, !215, i64 8, !218, i64 16, !219, i64 24, !220, i64 27316, !220, i64 27320, !221, i64 27328}
!215 = !{!"any pointer", !216, i64 0}
!216 = !{!"omnipotent char", !217, i64 0}
!217 = !{!"Simple C/C++ TBAA"}
!218 = !{!"long", !216, i64 0}
!219 = !{!"", !216, i64 0, !216, i64 4104, !216, i64 6160, !216, i64 10264, !216, i64 26652, !216, i64 26664}
!220 = !{!"int", !216, i64 0}
!221 = !{!"", !215, i64 0, !215, i64 8, !215, i64 16}
!222 = !DILocation(line: 49, column: 5, scope: !204)
!223 = distinct !DISubprogram(name: "ZSTD_DDict_dictSize", scope: !1, file: !1, line: 52, type: !224, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!129, !207}
!226 = !{!227}
!227 = !DILocalVariable(name: "ddict", arg: 1, scope: !223, file: !1, line: 52, type: !207)
!228 = !DILocation(line: 0, scope: !223)
!229 = !DILocation(line: 55, column: 19, scope: !223)
!230 = !{!214, !218, i64 16}
!231 = !DILocation(line: 55, column: 5, scope: !223)
!232 = distinct !DISubprogram(name: "ZSTD_copyDDictParameters", scope: !1, file: !1, line: 58, type: !233, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !371)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !235, !207}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DCtx", file: !4, line: 303, baseType: !237)
!237 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_DCtx_s", file: !17, line: 126, size: 767808, elements: !238)
!238 = !{!239, !242, !243, !244, !247, !248, !252, !253, !254, !255, !256, !257, !272, !276, !277, !279, !281, !282, !283, !299, !300, !302, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !315, !316, !318, !327, !329, !330, !331, !333, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !347, !354, !356, !357, !359, !363, !367, !368}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "LLTptr", scope: !237, file: !17, line: 128, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "MLTptr", scope: !237, file: !17, line: 129, baseType: !240, size: 64, offset: 64)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "OFTptr", scope: !237, file: !17, line: 130, baseType: !240, size: 64, offset: 128)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "HUFptr", scope: !237, file: !17, line: 131, baseType: !245, size: 64, offset: 192)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !161)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "entropy", scope: !237, file: !17, line: 132, baseType: !133, size: 218336, offset: 256)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !237, file: !17, line: 133, baseType: !249, size: 20480, offset: 218592)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 20480, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 640)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "previousDstEnd", scope: !237, file: !17, line: 134, baseType: !126, size: 64, offset: 239104)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "prefixStart", scope: !237, file: !17, line: 135, baseType: !126, size: 64, offset: 239168)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "virtualStart", scope: !237, file: !17, line: 136, baseType: !126, size: 64, offset: 239232)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "dictEnd", scope: !237, file: !17, line: 137, baseType: !126, size: 64, offset: 239296)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "expected", scope: !237, file: !17, line: 138, baseType: !129, size: 64, offset: 239360)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "fParams", scope: !237, file: !17, line: 139, baseType: !258, size: 384, offset: 239424)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_FrameHeader", file: !4, line: 1522, baseType: !259)
!259 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 1512, size: 384, elements: !260)
!260 = !{!261, !263, !264, !265, !267, !268, !269, !270, !271}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "frameContentSize", scope: !259, file: !4, line: 1513, baseType: !262, size: 64)
!262 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "windowSize", scope: !259, file: !4, line: 1514, baseType: !262, size: 64, offset: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "blockSizeMax", scope: !259, file: !4, line: 1515, baseType: !5, size: 32, offset: 128)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "frameType", scope: !259, file: !4, line: 1516, baseType: !266, size: 32, offset: 160)
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_FrameType_e", file: !4, line: 1510, baseType: !3)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "headerSize", scope: !259, file: !4, line: 1517, baseType: !5, size: 32, offset: 192)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !259, file: !4, line: 1518, baseType: !5, size: 32, offset: 224)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "checksumFlag", scope: !259, file: !4, line: 1519, baseType: !5, size: 32, offset: 256)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_reserved1", scope: !259, file: !4, line: 1520, baseType: !5, size: 32, offset: 288)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_reserved2", scope: !259, file: !4, line: 1521, baseType: !5, size: 32, offset: 320)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "processedCSize", scope: !237, file: !17, line: 140, baseType: !273, size: 64, offset: 239808)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !113, line: 49, baseType: !274)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !115, line: 27, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !117, line: 45, baseType: !131)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "decodedSize", scope: !237, file: !17, line: 141, baseType: !273, size: 64, offset: 239872)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "bType", scope: !237, file: !17, line: 142, baseType: !278, size: 32, offset: 239936)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "blockType_e", file: !10, line: 86, baseType: !9)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "stage", scope: !237, file: !17, line: 143, baseType: !280, size: 32, offset: 239968)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dStage", file: !17, line: 92, baseType: !16)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "litEntropy", scope: !237, file: !17, line: 144, baseType: !149, size: 32, offset: 240000)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "fseEntropy", scope: !237, file: !17, line: 145, baseType: !149, size: 32, offset: 240032)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "xxhState", scope: !237, file: !17, line: 146, baseType: !284, size: 704, offset: 240064)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_NAMESPACEXXH64_state_t", file: !285, line: 913, baseType: !286)
!285 = !DIFile(filename: "src/zstd/lib/decompress/../common/xxhash.h", directory: ".", checksumkind: CSK_MD5, checksum: "75600583013f35d8800450f351bd22f0")
!286 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "XXH_NAMESPACEXXH64_state_s", file: !285, line: 1643, size: 704, elements: !287)
!287 = !{!288, !290, !294, !295, !297, !298}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "total_len", scope: !286, file: !285, line: 1644, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH64_hash_t", file: !285, line: 859, baseType: !274)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !286, file: !285, line: 1645, baseType: !291, size: 256, offset: 64)
!291 = !DICompositeType(tag: DW_TAG_array_type, baseType: !289, size: 256, elements: !292)
!292 = !{!293}
!293 = !DISubrange(count: 4)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "mem64", scope: !286, file: !285, line: 1646, baseType: !291, size: 256, offset: 320)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "memsize", scope: !286, file: !285, line: 1647, baseType: !296, size: 32, offset: 576)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH32_hash_t", file: !285, line: 585, baseType: !150)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "reserved32", scope: !286, file: !285, line: 1648, baseType: !296, size: 32, offset: 608)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "reserved64", scope: !286, file: !285, line: 1649, baseType: !289, size: 64, offset: 640)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "headerSize", scope: !237, file: !17, line: 147, baseType: !129, size: 64, offset: 240768)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "format", scope: !237, file: !17, line: 148, baseType: !301, size: 32, offset: 240832)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_format_e", file: !4, line: 1389, baseType: !27)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "forceIgnoreChecksum", scope: !237, file: !17, line: 149, baseType: !303, size: 32, offset: 240864)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_forceIgnoreChecksum_e", file: !4, line: 1395, baseType: !31)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "validateChecksum", scope: !237, file: !17, line: 150, baseType: !149, size: 32, offset: 240896)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "litPtr", scope: !237, file: !17, line: 151, baseType: !110, size: 64, offset: 240960)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "customMem", scope: !237, file: !17, line: 152, baseType: !176, size: 192, offset: 241024)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "litSize", scope: !237, file: !17, line: 153, baseType: !129, size: 64, offset: 241216)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "rleSize", scope: !237, file: !17, line: 154, baseType: !129, size: 64, offset: 241280)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "staticSize", scope: !237, file: !17, line: 155, baseType: !129, size: 64, offset: 241344)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "isFrameDecompression", scope: !237, file: !17, line: 156, baseType: !36, size: 32, offset: 241408)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "bmi2", scope: !237, file: !17, line: 158, baseType: !36, size: 32, offset: 241440)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "ddictLocal", scope: !237, file: !17, line: 162, baseType: !119, size: 64, offset: 241472)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "ddict", scope: !237, file: !17, line: 163, baseType: !207, size: 64, offset: 241536)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !237, file: !17, line: 164, baseType: !149, size: 32, offset: 241600)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "ddictIsCold", scope: !237, file: !17, line: 165, baseType: !36, size: 32, offset: 241632)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "dictUses", scope: !237, file: !17, line: 166, baseType: !317, size: 32, offset: 241664)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictUses_e", file: !17, line: 101, baseType: !35)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "ddictSet", scope: !237, file: !17, line: 167, baseType: !319, size: 64, offset: 241728)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DDictHashSet", file: !17, line: 108, baseType: !321)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !17, line: 104, size: 192, elements: !322)
!322 = !{!323, !325, !326}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrTable", scope: !321, file: !17, line: 105, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrTableSize", scope: !321, file: !17, line: 106, baseType: !129, size: 64, offset: 64)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrCount", scope: !321, file: !17, line: 107, baseType: !129, size: 64, offset: 128)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "refMultipleDDicts", scope: !237, file: !17, line: 168, baseType: !328, size: 32, offset: 241792)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_refMultipleDDicts_e", file: !4, line: 1401, baseType: !41)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "disableHufAsm", scope: !237, file: !17, line: 169, baseType: !36, size: 32, offset: 241824)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "maxBlockSizeParam", scope: !237, file: !17, line: 170, baseType: !36, size: 32, offset: 241856)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "streamStage", scope: !237, file: !17, line: 173, baseType: !332, size: 32, offset: 241888)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dStreamStage", file: !17, line: 95, baseType: !45)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "inBuff", scope: !237, file: !17, line: 174, baseType: !334, size: 64, offset: 241920)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "inBuffSize", scope: !237, file: !17, line: 175, baseType: !129, size: 64, offset: 241984)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "inPos", scope: !237, file: !17, line: 176, baseType: !129, size: 64, offset: 242048)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "maxWindowSize", scope: !237, file: !17, line: 177, baseType: !129, size: 64, offset: 242112)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "outBuff", scope: !237, file: !17, line: 178, baseType: !334, size: 64, offset: 242176)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "outBuffSize", scope: !237, file: !17, line: 179, baseType: !129, size: 64, offset: 242240)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "outStart", scope: !237, file: !17, line: 180, baseType: !129, size: 64, offset: 242304)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "outEnd", scope: !237, file: !17, line: 181, baseType: !129, size: 64, offset: 242368)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "lhSize", scope: !237, file: !17, line: 182, baseType: !129, size: 64, offset: 242432)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "hostageByte", scope: !237, file: !17, line: 188, baseType: !149, size: 32, offset: 242496)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "noForwardProgress", scope: !237, file: !17, line: 189, baseType: !36, size: 32, offset: 242528)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "outBufferMode", scope: !237, file: !17, line: 190, baseType: !346, size: 32, offset: 242560)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_bufferMode_e", file: !10, line: 271, baseType: !52)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "expectedOutBuffer", scope: !237, file: !17, line: 191, baseType: !348, size: 192, offset: 242624)
!348 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_outBuffer", file: !4, line: 711, baseType: !349)
!349 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_outBuffer_s", file: !4, line: 707, size: 192, elements: !350)
!350 = !{!351, !352, !353}
!351 = !DIDerivedType(tag: DW_TAG_member, name: "dst", scope: !349, file: !4, line: 708, baseType: !124, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !349, file: !4, line: 709, baseType: !129, size: 64, offset: 64)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !349, file: !4, line: 710, baseType: !129, size: 64, offset: 128)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "litBuffer", scope: !237, file: !17, line: 194, baseType: !355, size: 64, offset: 242816)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "litBufferEnd", scope: !237, file: !17, line: 195, baseType: !110, size: 64, offset: 242880)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "litBufferLocation", scope: !237, file: !17, line: 196, baseType: !358, size: 32, offset: 242944)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_litLocation_e", file: !17, line: 124, baseType: !56)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "litExtraBuffer", scope: !237, file: !17, line: 197, baseType: !360, size: 524544, offset: 242976)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 524544, elements: !361)
!361 = !{!362}
!362 = !DISubrange(count: 65568)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "headerBuffer", scope: !237, file: !17, line: 198, baseType: !364, size: 144, offset: 767520)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 144, elements: !365)
!365 = !{!366}
!366 = !DISubrange(count: 18)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "oversizedDuration", scope: !237, file: !17, line: 200, baseType: !129, size: 64, offset: 767680)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "traceCtx", scope: !237, file: !17, line: 209, baseType: !369, size: 64, offset: 767744)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_TraceCtx", file: !370, line: 114, baseType: !262)
!370 = !DIFile(filename: "src/zstd/lib/decompress/../common/zstd_trace.h", directory: ".", checksumkind: CSK_MD5, checksum: "5a1beb2951001a86447e721cbf6ed99d")
!371 = !{!372, !373}
!372 = !DILocalVariable(name: "dctx", arg: 1, scope: !232, file: !1, line: 58, type: !235)
!373 = !DILocalVariable(name: "ddict", arg: 2, scope: !232, file: !1, line: 58, type: !207)
!374 = !DILocation(line: 0, scope: !232)
!375 = !DILocation(line: 63, column: 27, scope: !232)
!376 = !{!214, !220, i64 27316}
!377 = !DILocation(line: 63, column: 11, scope: !232)
!378 = !DILocation(line: 63, column: 18, scope: !232)
!379 = !{!380, !220, i64 30200}
!380 = !{!"ZSTD_DCtx_s", !215, i64 0, !215, i64 8, !215, i64 16, !215, i64 24, !219, i64 32, !216, i64 27324, !215, i64 29888, !215, i64 29896, !215, i64 29904, !215, i64 29912, !218, i64 29920, !381, i64 29928, !218, i64 29976, !218, i64 29984, !220, i64 29992, !220, i64 29996, !220, i64 30000, !220, i64 30004, !383, i64 30008, !218, i64 30096, !220, i64 30104, !220, i64 30108, !220, i64 30112, !215, i64 30120, !221, i64 30128, !218, i64 30152, !218, i64 30160, !218, i64 30168, !220, i64 30176, !220, i64 30180, !215, i64 30184, !215, i64 30192, !220, i64 30200, !220, i64 30204, !220, i64 30208, !215, i64 30216, !220, i64 30224, !220, i64 30228, !220, i64 30232, !220, i64 30236, !215, i64 30240, !218, i64 30248, !218, i64 30256, !218, i64 30264, !215, i64 30272, !218, i64 30280, !218, i64 30288, !218, i64 30296, !218, i64 30304, !220, i64 30312, !220, i64 30316, !220, i64 30320, !384, i64 30328, !215, i64 30352, !215, i64 30360, !220, i64 30368, !216, i64 30372, !216, i64 95940, !218, i64 95960, !382, i64 95968}
!381 = !{!"", !382, i64 0, !382, i64 8, !220, i64 16, !220, i64 20, !220, i64 24, !220, i64 28, !220, i64 32, !220, i64 36, !220, i64 40}
!382 = !{!"long long", !216, i64 0}
!383 = !{!"XXH_NAMESPACEXXH64_state_s", !218, i64 0, !216, i64 8, !216, i64 40, !220, i64 72, !220, i64 76, !218, i64 80}
!384 = !{!"ZSTD_outBuffer_s", !215, i64 0, !218, i64 8, !218, i64 16}
!385 = !DILocation(line: 64, column: 32, scope: !232)
!386 = !DILocation(line: 64, column: 11, scope: !232)
!387 = !DILocation(line: 64, column: 23, scope: !232)
!388 = !{!380, !215, i64 29896}
!389 = !DILocation(line: 65, column: 11, scope: !232)
!390 = !DILocation(line: 65, column: 24, scope: !232)
!391 = !{!380, !215, i64 29904}
!392 = !DILocation(line: 66, column: 62, scope: !232)
!393 = !DILocation(line: 66, column: 53, scope: !232)
!394 = !DILocation(line: 66, column: 11, scope: !232)
!395 = !DILocation(line: 66, column: 19, scope: !232)
!396 = !{!380, !215, i64 29912}
!397 = !DILocation(line: 67, column: 11, scope: !232)
!398 = !DILocation(line: 67, column: 26, scope: !232)
!399 = !{!380, !215, i64 29888}
!400 = !DILocation(line: 72, column: 16, scope: !401)
!401 = distinct !DILexicalBlock(scope: !232, file: !1, line: 72, column: 9)
!402 = !{!214, !220, i64 27320}
!403 = !DILocation(line: 72, column: 9, scope: !401)
!404 = !DILocation(line: 0, scope: !401)
!405 = !DILocation(line: 72, column: 9, scope: !232)
!406 = !DILocation(line: 73, column: 26, scope: !407)
!407 = distinct !DILexicalBlock(scope: !401, file: !1, line: 72, column: 32)
!408 = !{!380, !220, i64 30000}
!409 = !DILocation(line: 74, column: 26, scope: !407)
!410 = !{!380, !220, i64 30004}
!411 = !DILocation(line: 75, column: 31, scope: !407)
!412 = !DILocation(line: 75, column: 22, scope: !407)
!413 = !{!380, !215, i64 0}
!414 = !DILocation(line: 76, column: 39, scope: !407)
!415 = !DILocation(line: 76, column: 15, scope: !407)
!416 = !DILocation(line: 76, column: 22, scope: !407)
!417 = !{!380, !215, i64 8}
!418 = !DILocation(line: 77, column: 39, scope: !407)
!419 = !DILocation(line: 77, column: 15, scope: !407)
!420 = !DILocation(line: 77, column: 22, scope: !407)
!421 = !{!380, !215, i64 16}
!422 = !DILocation(line: 78, column: 39, scope: !407)
!423 = !DILocation(line: 78, column: 15, scope: !407)
!424 = !DILocation(line: 78, column: 22, scope: !407)
!425 = !{!380, !215, i64 24}
!426 = !DILocation(line: 79, column: 47, scope: !407)
!427 = !DILocation(line: 79, column: 32, scope: !407)
!428 = !{!220, !220, i64 0}
!429 = !DILocation(line: 79, column: 23, scope: !407)
!430 = !DILocation(line: 79, column: 30, scope: !407)
!431 = !DILocation(line: 80, column: 32, scope: !407)
!432 = !DILocation(line: 80, column: 9, scope: !407)
!433 = !DILocation(line: 80, column: 30, scope: !407)
!434 = !DILocation(line: 81, column: 32, scope: !407)
!435 = !DILocation(line: 81, column: 9, scope: !407)
!436 = !DILocation(line: 81, column: 30, scope: !407)
!437 = !DILocation(line: 82, column: 5, scope: !407)
!438 = !DILocation(line: 83, column: 26, scope: !439)
!439 = distinct !DILexicalBlock(scope: !401, file: !1, line: 82, column: 12)
!440 = !DILocation(line: 84, column: 26, scope: !439)
!441 = !DILocation(line: 86, column: 1, scope: !232)
!442 = distinct !DISubprogram(name: "ZSTD_createDDict_advanced", scope: !1, file: !1, line: 145, type: !443, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !447)
!443 = !DISubroutineType(types: !444)
!444 = !{!119, !126, !129, !445, !446, !176}
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictLoadMethod_e", file: !4, line: 1382, baseType: !61)
!446 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictContentType_e", file: !4, line: 1377, baseType: !65)
!447 = !{!448, !449, !450, !451, !452, !453, !456}
!448 = !DILocalVariable(name: "dict", arg: 1, scope: !442, file: !1, line: 145, type: !126)
!449 = !DILocalVariable(name: "dictSize", arg: 2, scope: !442, file: !1, line: 145, type: !129)
!450 = !DILocalVariable(name: "dictLoadMethod", arg: 3, scope: !442, file: !1, line: 146, type: !445)
!451 = !DILocalVariable(name: "dictContentType", arg: 4, scope: !442, file: !1, line: 147, type: !446)
!452 = !DILocalVariable(name: "customMem", arg: 5, scope: !442, file: !1, line: 148, type: !176)
!453 = !DILocalVariable(name: "ddict", scope: !454, file: !1, line: 152, type: !455)
!454 = distinct !DILexicalBlock(scope: !442, file: !1, line: 152, column: 5)
!455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!456 = !DILocalVariable(name: "initResult", scope: !457, file: !1, line: 155, type: !458)
!457 = distinct !DILexicalBlock(scope: !454, file: !1, line: 155, column: 9)
!458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!459 = !DILocation(line: 0, scope: !442)
!460 = !DILocation(line: 148, column: 54, scope: !442)
!461 = !DILocation(line: 150, column: 21, scope: !462)
!462 = distinct !DILexicalBlock(scope: !442, file: !1, line: 150, column: 9)
!463 = !DILocation(line: 150, column: 10, scope: !462)
!464 = !DILocation(line: 150, column: 48, scope: !462)
!465 = !{!221, !215, i64 8}
!466 = !DILocation(line: 150, column: 37, scope: !462)
!467 = !DILocation(line: 150, column: 34, scope: !462)
!468 = !DILocation(line: 150, column: 9, scope: !442)
!469 = !DILocalVariable(name: "customMem", arg: 2, scope: !470, file: !471, line: 26, type: !176)
!470 = distinct !DISubprogram(name: "ZSTD_customMalloc", scope: !471, file: !471, line: 26, type: !472, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !474)
!471 = !DIFile(filename: "src/zstd/lib/decompress/../common/allocations.h", directory: ".", checksumkind: CSK_MD5, checksum: "75568d187f198b5475f04a68c0153305")
!472 = !DISubroutineType(types: !473)
!473 = !{!124, !129, !176}
!474 = !{!475, !469}
!475 = !DILocalVariable(name: "size", arg: 1, scope: !470, file: !471, line: 26, type: !129)
!476 = !DILocation(line: 0, scope: !470, inlinedAt: !477)
!477 = distinct !DILocation(line: 152, column: 49, scope: !454)
!478 = !DILocation(line: 28, column: 9, scope: !470, inlinedAt: !477)
!479 = !DILocation(line: 28, column: 19, scope: !480, inlinedAt: !477)
!480 = distinct !DILexicalBlock(scope: !470, file: !471, line: 28, column: 9)
!481 = !DILocation(line: 29, column: 16, scope: !480, inlinedAt: !477)
!482 = !DILocation(line: 29, column: 9, scope: !480, inlinedAt: !477)
!483 = !DILocation(line: 30, column: 12, scope: !470, inlinedAt: !477)
!484 = !DILocation(line: 30, column: 5, scope: !470, inlinedAt: !477)
!485 = !DILocation(line: 0, scope: !454)
!486 = !DILocation(line: 153, column: 19, scope: !487)
!487 = distinct !DILexicalBlock(scope: !454, file: !1, line: 153, column: 13)
!488 = !DILocation(line: 153, column: 13, scope: !454)
!489 = !DILocation(line: 154, column: 16, scope: !454)
!490 = !DILocation(line: 154, column: 23, scope: !454)
!491 = !{i64 0, i64 8, !492, i64 8, i64 8, !492, i64 16, i64 8, !492}
!492 = !{!215, !215, i64 0}
!493 = !DILocation(line: 155, column: 39, scope: !457)
!494 = !DILocation(line: 0, scope: !457)
!495 = !DILocalVariable(name: "code", arg: 1, scope: !496, file: !497, line: 52, type: !129)
!496 = distinct !DISubprogram(name: "ERR_isError", scope: !497, file: !497, line: 52, type: !498, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !500)
!497 = !DIFile(filename: "src/zstd/lib/decompress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!498 = !DISubroutineType(types: !499)
!499 = !{!5, !129}
!500 = !{!495}
!501 = !DILocation(line: 0, scope: !496, inlinedAt: !502)
!502 = distinct !DILocation(line: 158, column: 17, scope: !503)
!503 = distinct !DILexicalBlock(scope: !457, file: !1, line: 158, column: 17)
!504 = !DILocation(line: 52, column: 61, scope: !496, inlinedAt: !502)
!505 = !DILocation(line: 158, column: 17, scope: !457)
!506 = !DILocalVariable(name: "ddict", arg: 1, scope: !507, file: !1, line: 212, type: !119)
!507 = distinct !DISubprogram(name: "ZSTD_freeDDict", scope: !1, file: !1, line: 212, type: !508, scopeLine: 213, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{!129, !119}
!510 = !{!506, !511}
!511 = !DILocalVariable(name: "cMem", scope: !512, file: !1, line: 215, type: !513)
!512 = distinct !DILexicalBlock(scope: !507, file: !1, line: 215, column: 5)
!513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!514 = !DILocation(line: 0, scope: !507, inlinedAt: !515)
!515 = distinct !DILocation(line: 159, column: 17, scope: !516)
!516 = distinct !DILexicalBlock(scope: !503, file: !1, line: 158, column: 43)
!517 = !DILocation(line: 215, column: 44, scope: !512, inlinedAt: !515)
!518 = !DILocation(line: 0, scope: !512, inlinedAt: !515)
!519 = !DILocation(line: 216, column: 32, scope: !512, inlinedAt: !515)
!520 = !{!214, !215, i64 0}
!521 = !DILocalVariable(name: "customMem", arg: 2, scope: !522, file: !471, line: 45, type: !176)
!522 = distinct !DISubprogram(name: "ZSTD_customFree", scope: !471, file: !471, line: 45, type: !523, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !525)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !124, !176}
!525 = !{!526, !521}
!526 = !DILocalVariable(name: "ptr", arg: 1, scope: !522, file: !471, line: 45, type: !124)
!527 = !DILocation(line: 0, scope: !522, inlinedAt: !528)
!528 = distinct !DILocation(line: 216, column: 9, scope: !512, inlinedAt: !515)
!529 = !DILocation(line: 47, column: 12, scope: !530, inlinedAt: !528)
!530 = distinct !DILexicalBlock(scope: !522, file: !471, line: 47, column: 9)
!531 = !DILocation(line: 48, column: 13, scope: !532, inlinedAt: !534)
!532 = distinct !DILexicalBlock(scope: !533, file: !471, line: 48, column: 13)
!533 = distinct !DILexicalBlock(scope: !530, file: !471, line: 47, column: 20)
!534 = distinct !DILocation(line: 0, scope: !512, inlinedAt: !515)
!535 = !DILocation(line: 0, scope: !522, inlinedAt: !536)
!536 = distinct !DILocation(line: 217, column: 9, scope: !512, inlinedAt: !515)
!537 = !DILocation(line: 47, column: 9, scope: !522, inlinedAt: !528)
!538 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !528)
!539 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !528)
!540 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !536)
!541 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !528)
!542 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !536)
!543 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !536)
!544 = !DILocation(line: 164, column: 1, scope: !442)
!545 = distinct !DISubprogram(name: "ZSTD_initDDict_internal", scope: !1, file: !1, line: 120, type: !546, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !548)
!546 = !DISubroutineType(types: !547)
!547 = !{!129, !119, !126, !129, !445, !446}
!548 = !{!549, !550, !551, !552, !553, !554, !558}
!549 = !DILocalVariable(name: "ddict", arg: 1, scope: !545, file: !1, line: 120, type: !119)
!550 = !DILocalVariable(name: "dict", arg: 2, scope: !545, file: !1, line: 121, type: !126)
!551 = !DILocalVariable(name: "dictSize", arg: 3, scope: !545, file: !1, line: 121, type: !129)
!552 = !DILocalVariable(name: "dictLoadMethod", arg: 4, scope: !545, file: !1, line: 122, type: !445)
!553 = !DILocalVariable(name: "dictContentType", arg: 5, scope: !545, file: !1, line: 123, type: !446)
!554 = !DILocalVariable(name: "internalBuffer", scope: !555, file: !1, line: 130, type: !557)
!555 = distinct !DILexicalBlock(scope: !556, file: !1, line: 129, column: 12)
!556 = distinct !DILexicalBlock(scope: !545, file: !1, line: 125, column: 9)
!557 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!558 = !DILocalVariable(name: "err_code", scope: !559, file: !1, line: 140, type: !458)
!559 = distinct !DILexicalBlock(scope: !545, file: !1, line: 140, column: 5)
!560 = !DILocation(line: 0, scope: !545)
!561 = !DILocation(line: 125, column: 25, scope: !556)
!562 = !DILocation(line: 125, column: 44, scope: !556)
!563 = !DILocation(line: 126, column: 27, scope: !564)
!564 = distinct !DILexicalBlock(scope: !556, file: !1, line: 125, column: 71)
!565 = !DILocation(line: 127, column: 16, scope: !564)
!566 = !DILocation(line: 127, column: 28, scope: !564)
!567 = !DILocation(line: 128, column: 13, scope: !564)
!568 = !DILocation(line: 130, column: 73, scope: !555)
!569 = !DILocation(line: 28, column: 19, scope: !480, inlinedAt: !570)
!570 = distinct !DILocation(line: 130, column: 38, scope: !555)
!571 = !DILocation(line: 0, scope: !470, inlinedAt: !570)
!572 = !DILocation(line: 28, column: 9, scope: !480, inlinedAt: !570)
!573 = !DILocation(line: 28, column: 9, scope: !470, inlinedAt: !570)
!574 = !DILocation(line: 29, column: 16, scope: !480, inlinedAt: !570)
!575 = !DILocation(line: 29, column: 9, scope: !480, inlinedAt: !570)
!576 = !DILocation(line: 30, column: 12, scope: !470, inlinedAt: !570)
!577 = !DILocation(line: 30, column: 5, scope: !470, inlinedAt: !570)
!578 = !DILocation(line: 0, scope: !555)
!579 = !DILocation(line: 131, column: 27, scope: !555)
!580 = !DILocation(line: 132, column: 16, scope: !555)
!581 = !DILocation(line: 132, column: 28, scope: !555)
!582 = !DILocation(line: 133, column: 14, scope: !583)
!583 = distinct !DILexicalBlock(scope: !555, file: !1, line: 133, column: 13)
!584 = !DILocation(line: 133, column: 13, scope: !555)
!585 = !DILocation(line: 134, column: 9, scope: !555)
!586 = !DILocation(line: 136, column: 12, scope: !545)
!587 = !DILocation(line: 136, column: 21, scope: !545)
!588 = !DILocation(line: 137, column: 20, scope: !545)
!589 = !DILocation(line: 137, column: 32, scope: !545)
!590 = !DILocalVariable(name: "ddict", arg: 1, scope: !591, file: !1, line: 90, type: !119)
!591 = distinct !DISubprogram(name: "ZSTD_loadEntropy_intoDDict", scope: !1, file: !1, line: 90, type: !592, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !594)
!592 = !DISubroutineType(types: !593)
!593 = !{!129, !119, !446}
!594 = !{!590, !595, !596}
!595 = !DILocalVariable(name: "dictContentType", arg: 2, scope: !591, file: !1, line: 91, type: !446)
!596 = !DILocalVariable(name: "magic", scope: !597, file: !1, line: 102, type: !598)
!597 = distinct !DILexicalBlock(scope: !591, file: !1, line: 102, column: 5)
!598 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!599 = !DILocation(line: 0, scope: !591, inlinedAt: !600)
!600 = distinct !DILocation(line: 140, column: 5, scope: !559)
!601 = !DILocation(line: 93, column: 12, scope: !591, inlinedAt: !600)
!602 = !DILocation(line: 93, column: 19, scope: !591, inlinedAt: !600)
!603 = !DILocation(line: 94, column: 12, scope: !591, inlinedAt: !600)
!604 = !DILocation(line: 94, column: 27, scope: !591, inlinedAt: !600)
!605 = !DILocation(line: 95, column: 25, scope: !606, inlinedAt: !600)
!606 = distinct !DILexicalBlock(scope: !591, file: !1, line: 95, column: 9)
!607 = !DILocation(line: 95, column: 9, scope: !591, inlinedAt: !600)
!608 = !DILocation(line: 97, column: 25, scope: !609, inlinedAt: !600)
!609 = distinct !DILexicalBlock(scope: !591, file: !1, line: 97, column: 9)
!610 = !DILocation(line: 97, column: 9, scope: !591, inlinedAt: !600)
!611 = !DILocation(line: 98, column: 29, scope: !612, inlinedAt: !600)
!612 = distinct !DILexicalBlock(scope: !613, file: !1, line: 98, column: 13)
!613 = distinct !DILexicalBlock(scope: !609, file: !1, line: 97, column: 30)
!614 = !DILocation(line: 0, scope: !613, inlinedAt: !600)
!615 = !DILocation(line: 102, column: 47, scope: !597, inlinedAt: !600)
!616 = !DILocalVariable(name: "memPtr", arg: 1, scope: !617, file: !113, line: 321, type: !126)
!617 = distinct !DISubprogram(name: "MEM_readLE32", scope: !113, file: !113, line: 321, type: !618, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !620)
!618 = !DISubroutineType(types: !619)
!619 = !{!149, !126}
!620 = !{!616}
!621 = !DILocation(line: 0, scope: !617, inlinedAt: !622)
!622 = distinct !DILocation(line: 102, column: 27, scope: !597, inlinedAt: !600)
!623 = !DILocalVariable(name: "ptr", arg: 1, scope: !624, file: !113, line: 183, type: !126)
!624 = distinct !DISubprogram(name: "MEM_read32", scope: !113, file: !113, line: 183, type: !618, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !625)
!625 = !{!623}
!626 = !DILocation(line: 0, scope: !624, inlinedAt: !627)
!627 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !622)
!628 = distinct !DILexicalBlock(scope: !617, file: !113, line: 323, column: 9)
!629 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !627)
!630 = !DILocation(line: 0, scope: !597, inlinedAt: !600)
!631 = !DILocation(line: 103, column: 19, scope: !632, inlinedAt: !600)
!632 = distinct !DILexicalBlock(scope: !597, file: !1, line: 103, column: 13)
!633 = !DILocation(line: 109, column: 66, scope: !591, inlinedAt: !600)
!634 = !DILocation(line: 0, scope: !617, inlinedAt: !635)
!635 = distinct !DILocation(line: 109, column: 21, scope: !591, inlinedAt: !600)
!636 = !DILocation(line: 0, scope: !624, inlinedAt: !637)
!637 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !635)
!638 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !637)
!639 = !DILocation(line: 109, column: 19, scope: !591, inlinedAt: !600)
!640 = !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !600)
!641 = distinct !DILexicalBlock(scope: !642, file: !1, line: 112, column: 5)
!642 = distinct !DILexicalBlock(scope: !591, file: !1, line: 112, column: 5)
!643 = !DILocation(line: 0, scope: !496, inlinedAt: !644)
!644 = distinct !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !600)
!645 = !DILocation(line: 52, column: 61, scope: !496, inlinedAt: !644)
!646 = !DILocation(line: 112, column: 5, scope: !642, inlinedAt: !600)
!647 = !DILocation(line: 115, column: 27, scope: !591, inlinedAt: !600)
!648 = !DILocation(line: 116, column: 5, scope: !591, inlinedAt: !600)
!649 = !DILocation(line: 103, column: 13, scope: !597, inlinedAt: !600)
!650 = !DILocation(line: 0, scope: !559)
!651 = !DILocation(line: 0, scope: !496, inlinedAt: !652)
!652 = distinct !DILocation(line: 140, column: 5, scope: !653)
!653 = distinct !DILexicalBlock(scope: !559, file: !1, line: 140, column: 5)
!654 = !DILocation(line: 143, column: 1, scope: !545)
!655 = !DILocation(line: 0, scope: !507)
!656 = !DILocation(line: 214, column: 14, scope: !657)
!657 = distinct !DILexicalBlock(scope: !507, file: !1, line: 214, column: 9)
!658 = !DILocation(line: 214, column: 9, scope: !507)
!659 = !DILocation(line: 215, column: 44, scope: !512)
!660 = !DILocation(line: 0, scope: !512)
!661 = !DILocation(line: 216, column: 32, scope: !512)
!662 = !DILocation(line: 0, scope: !522, inlinedAt: !663)
!663 = distinct !DILocation(line: 216, column: 9, scope: !512)
!664 = !DILocation(line: 47, column: 12, scope: !530, inlinedAt: !663)
!665 = !DILocation(line: 48, column: 13, scope: !532, inlinedAt: !660)
!666 = !DILocation(line: 0, scope: !522, inlinedAt: !667)
!667 = distinct !DILocation(line: 217, column: 9, scope: !512)
!668 = !DILocation(line: 47, column: 9, scope: !522, inlinedAt: !663)
!669 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !663)
!670 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !663)
!671 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !667)
!672 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !663)
!673 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !667)
!674 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !667)
!675 = !DILocation(line: 220, column: 1, scope: !507)
!676 = distinct !DISubprogram(name: "ZSTD_createDDict", scope: !1, file: !1, line: 170, type: !677, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !679)
!677 = !DISubroutineType(types: !678)
!678 = !{!119, !126, !129}
!679 = !{!680, !681, !682}
!680 = !DILocalVariable(name: "dict", arg: 1, scope: !676, file: !1, line: 170, type: !126)
!681 = !DILocalVariable(name: "dictSize", arg: 2, scope: !676, file: !1, line: 170, type: !129)
!682 = !DILocalVariable(name: "allocator", scope: !676, file: !1, line: 172, type: !513)
!683 = !DILocation(line: 0, scope: !676)
!684 = !DILocation(line: 0, scope: !442, inlinedAt: !685)
!685 = distinct !DILocation(line: 173, column: 12, scope: !676)
!686 = !DILocation(line: 0, scope: !470, inlinedAt: !687)
!687 = distinct !DILocation(line: 152, column: 49, scope: !454, inlinedAt: !685)
!688 = !DILocation(line: 30, column: 12, scope: !470, inlinedAt: !687)
!689 = !DILocation(line: 0, scope: !454, inlinedAt: !685)
!690 = !DILocation(line: 153, column: 19, scope: !487, inlinedAt: !685)
!691 = !DILocation(line: 153, column: 13, scope: !454, inlinedAt: !685)
!692 = !DILocation(line: 154, column: 16, scope: !454, inlinedAt: !685)
!693 = !DILocation(line: 154, column: 23, scope: !454, inlinedAt: !685)
!694 = !DILocation(line: 0, scope: !545, inlinedAt: !695)
!695 = distinct !DILocation(line: 155, column: 39, scope: !457, inlinedAt: !685)
!696 = !DILocation(line: 125, column: 44, scope: !556, inlinedAt: !695)
!697 = !DILocation(line: 126, column: 27, scope: !564, inlinedAt: !695)
!698 = !DILocation(line: 127, column: 16, scope: !564, inlinedAt: !695)
!699 = !DILocation(line: 127, column: 28, scope: !564, inlinedAt: !695)
!700 = !DILocation(line: 128, column: 13, scope: !564, inlinedAt: !695)
!701 = !DILocation(line: 136, column: 12, scope: !545, inlinedAt: !695)
!702 = !DILocation(line: 136, column: 21, scope: !545, inlinedAt: !695)
!703 = !DILocation(line: 137, column: 20, scope: !545, inlinedAt: !695)
!704 = !DILocation(line: 137, column: 32, scope: !545, inlinedAt: !695)
!705 = !DILocation(line: 0, scope: !591, inlinedAt: !706)
!706 = distinct !DILocation(line: 140, column: 5, scope: !559, inlinedAt: !695)
!707 = !DILocation(line: 93, column: 12, scope: !591, inlinedAt: !706)
!708 = !DILocation(line: 93, column: 19, scope: !591, inlinedAt: !706)
!709 = !DILocation(line: 94, column: 12, scope: !591, inlinedAt: !706)
!710 = !DILocation(line: 94, column: 27, scope: !591, inlinedAt: !706)
!711 = !DILocation(line: 97, column: 9, scope: !591, inlinedAt: !706)
!712 = !DILocation(line: 0, scope: !470, inlinedAt: !713)
!713 = distinct !DILocation(line: 130, column: 38, scope: !555, inlinedAt: !695)
!714 = !DILocation(line: 30, column: 12, scope: !470, inlinedAt: !713)
!715 = !DILocation(line: 0, scope: !555, inlinedAt: !695)
!716 = !DILocation(line: 131, column: 27, scope: !555, inlinedAt: !695)
!717 = !DILocation(line: 132, column: 16, scope: !555, inlinedAt: !695)
!718 = !DILocation(line: 132, column: 28, scope: !555, inlinedAt: !695)
!719 = !DILocation(line: 133, column: 14, scope: !583, inlinedAt: !695)
!720 = !DILocation(line: 133, column: 13, scope: !555, inlinedAt: !695)
!721 = !DILocation(line: 134, column: 9, scope: !555, inlinedAt: !695)
!722 = !DILocation(line: 97, column: 25, scope: !609, inlinedAt: !706)
!723 = !DILocation(line: 0, scope: !617, inlinedAt: !724)
!724 = distinct !DILocation(line: 102, column: 27, scope: !597, inlinedAt: !706)
!725 = !DILocation(line: 0, scope: !624, inlinedAt: !726)
!726 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !724)
!727 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !726)
!728 = !DILocation(line: 0, scope: !597, inlinedAt: !706)
!729 = !DILocation(line: 103, column: 19, scope: !632, inlinedAt: !706)
!730 = !DILocation(line: 109, column: 66, scope: !591, inlinedAt: !706)
!731 = !DILocation(line: 0, scope: !617, inlinedAt: !732)
!732 = distinct !DILocation(line: 109, column: 21, scope: !591, inlinedAt: !706)
!733 = !DILocation(line: 0, scope: !624, inlinedAt: !734)
!734 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !732)
!735 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !734)
!736 = !DILocation(line: 109, column: 19, scope: !591, inlinedAt: !706)
!737 = !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !706)
!738 = !DILocation(line: 0, scope: !496, inlinedAt: !739)
!739 = distinct !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !706)
!740 = !DILocation(line: 52, column: 61, scope: !496, inlinedAt: !739)
!741 = !DILocation(line: 112, column: 5, scope: !642, inlinedAt: !706)
!742 = !DILocation(line: 115, column: 27, scope: !591, inlinedAt: !706)
!743 = !DILocation(line: 116, column: 5, scope: !591, inlinedAt: !706)
!744 = !DILocation(line: 216, column: 32, scope: !512, inlinedAt: !745)
!745 = distinct !DILocation(line: 159, column: 17, scope: !516, inlinedAt: !685)
!746 = !DILocation(line: 0, scope: !457, inlinedAt: !685)
!747 = !DILocation(line: 0, scope: !496, inlinedAt: !748)
!748 = distinct !DILocation(line: 158, column: 17, scope: !503, inlinedAt: !685)
!749 = !DILocation(line: 0, scope: !507, inlinedAt: !745)
!750 = !DILocation(line: 215, column: 44, scope: !512, inlinedAt: !745)
!751 = !DILocation(line: 0, scope: !512, inlinedAt: !745)
!752 = !DILocation(line: 0, scope: !522, inlinedAt: !753)
!753 = distinct !DILocation(line: 216, column: 9, scope: !512, inlinedAt: !745)
!754 = !DILocation(line: 47, column: 12, scope: !530, inlinedAt: !753)
!755 = !DILocation(line: 48, column: 13, scope: !532, inlinedAt: !756)
!756 = distinct !DILocation(line: 0, scope: !512, inlinedAt: !745)
!757 = !DILocation(line: 0, scope: !522, inlinedAt: !758)
!758 = distinct !DILocation(line: 217, column: 9, scope: !512, inlinedAt: !745)
!759 = !DILocation(line: 47, column: 9, scope: !522, inlinedAt: !753)
!760 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !753)
!761 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !753)
!762 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !758)
!763 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !753)
!764 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !758)
!765 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !758)
!766 = !DILocation(line: 173, column: 5, scope: !676)
!767 = distinct !DISubprogram(name: "ZSTD_createDDict_byReference", scope: !1, file: !1, line: 180, type: !677, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !768)
!768 = !{!769, !770, !771}
!769 = !DILocalVariable(name: "dictBuffer", arg: 1, scope: !767, file: !1, line: 180, type: !126)
!770 = !DILocalVariable(name: "dictSize", arg: 2, scope: !767, file: !1, line: 180, type: !129)
!771 = !DILocalVariable(name: "allocator", scope: !767, file: !1, line: 182, type: !513)
!772 = !DILocation(line: 0, scope: !767)
!773 = !DILocation(line: 0, scope: !442, inlinedAt: !774)
!774 = distinct !DILocation(line: 183, column: 12, scope: !767)
!775 = !DILocation(line: 0, scope: !470, inlinedAt: !776)
!776 = distinct !DILocation(line: 152, column: 49, scope: !454, inlinedAt: !774)
!777 = !DILocation(line: 30, column: 12, scope: !470, inlinedAt: !776)
!778 = !DILocation(line: 0, scope: !454, inlinedAt: !774)
!779 = !DILocation(line: 153, column: 19, scope: !487, inlinedAt: !774)
!780 = !DILocation(line: 153, column: 13, scope: !454, inlinedAt: !774)
!781 = !DILocation(line: 154, column: 16, scope: !454, inlinedAt: !774)
!782 = !DILocation(line: 154, column: 23, scope: !454, inlinedAt: !774)
!783 = !DILocation(line: 0, scope: !545, inlinedAt: !784)
!784 = distinct !DILocation(line: 155, column: 39, scope: !457, inlinedAt: !774)
!785 = !DILocation(line: 126, column: 27, scope: !564, inlinedAt: !784)
!786 = !DILocation(line: 127, column: 16, scope: !564, inlinedAt: !784)
!787 = !DILocation(line: 127, column: 28, scope: !564, inlinedAt: !784)
!788 = !DILocation(line: 128, column: 13, scope: !564, inlinedAt: !784)
!789 = !DILocation(line: 136, column: 12, scope: !545, inlinedAt: !784)
!790 = !DILocation(line: 136, column: 21, scope: !545, inlinedAt: !784)
!791 = !DILocation(line: 137, column: 20, scope: !545, inlinedAt: !784)
!792 = !DILocation(line: 137, column: 32, scope: !545, inlinedAt: !784)
!793 = !DILocation(line: 0, scope: !591, inlinedAt: !794)
!794 = distinct !DILocation(line: 140, column: 5, scope: !559, inlinedAt: !784)
!795 = !DILocation(line: 93, column: 12, scope: !591, inlinedAt: !794)
!796 = !DILocation(line: 93, column: 19, scope: !591, inlinedAt: !794)
!797 = !DILocation(line: 94, column: 12, scope: !591, inlinedAt: !794)
!798 = !DILocation(line: 94, column: 27, scope: !591, inlinedAt: !794)
!799 = !DILocation(line: 97, column: 25, scope: !609, inlinedAt: !794)
!800 = !DILocation(line: 97, column: 9, scope: !591, inlinedAt: !794)
!801 = !DILocation(line: 0, scope: !617, inlinedAt: !802)
!802 = distinct !DILocation(line: 102, column: 27, scope: !597, inlinedAt: !794)
!803 = !DILocation(line: 0, scope: !624, inlinedAt: !804)
!804 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !802)
!805 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !804)
!806 = !DILocation(line: 0, scope: !597, inlinedAt: !794)
!807 = !DILocation(line: 103, column: 19, scope: !632, inlinedAt: !794)
!808 = !DILocation(line: 109, column: 66, scope: !591, inlinedAt: !794)
!809 = !DILocation(line: 0, scope: !617, inlinedAt: !810)
!810 = distinct !DILocation(line: 109, column: 21, scope: !591, inlinedAt: !794)
!811 = !DILocation(line: 0, scope: !624, inlinedAt: !812)
!812 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !810)
!813 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !812)
!814 = !DILocation(line: 109, column: 19, scope: !591, inlinedAt: !794)
!815 = !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !794)
!816 = !DILocation(line: 0, scope: !496, inlinedAt: !817)
!817 = distinct !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !794)
!818 = !DILocation(line: 52, column: 61, scope: !496, inlinedAt: !817)
!819 = !DILocation(line: 112, column: 5, scope: !642, inlinedAt: !794)
!820 = !DILocation(line: 115, column: 27, scope: !591, inlinedAt: !794)
!821 = !DILocation(line: 116, column: 5, scope: !591, inlinedAt: !794)
!822 = !DILocation(line: 0, scope: !457, inlinedAt: !774)
!823 = !DILocation(line: 0, scope: !496, inlinedAt: !824)
!824 = distinct !DILocation(line: 158, column: 17, scope: !503, inlinedAt: !774)
!825 = !DILocation(line: 0, scope: !507, inlinedAt: !826)
!826 = distinct !DILocation(line: 159, column: 17, scope: !516, inlinedAt: !774)
!827 = !DILocation(line: 215, column: 44, scope: !512, inlinedAt: !826)
!828 = !DILocation(line: 0, scope: !512, inlinedAt: !826)
!829 = !DILocation(line: 216, column: 32, scope: !512, inlinedAt: !826)
!830 = !DILocation(line: 0, scope: !522, inlinedAt: !831)
!831 = distinct !DILocation(line: 216, column: 9, scope: !512, inlinedAt: !826)
!832 = !DILocation(line: 47, column: 12, scope: !530, inlinedAt: !831)
!833 = !DILocation(line: 48, column: 13, scope: !532, inlinedAt: !834)
!834 = distinct !DILocation(line: 0, scope: !512, inlinedAt: !826)
!835 = !DILocation(line: 0, scope: !522, inlinedAt: !836)
!836 = distinct !DILocation(line: 217, column: 9, scope: !512, inlinedAt: !826)
!837 = !DILocation(line: 47, column: 9, scope: !522, inlinedAt: !831)
!838 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !831)
!839 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !831)
!840 = !DILocation(line: 48, column: 13, scope: !533, inlinedAt: !836)
!841 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !831)
!842 = !DILocation(line: 49, column: 13, scope: !532, inlinedAt: !836)
!843 = !DILocation(line: 51, column: 13, scope: !532, inlinedAt: !836)
!844 = !DILocation(line: 183, column: 5, scope: !767)
!845 = distinct !DISubprogram(name: "ZSTD_initStaticDDict", scope: !1, file: !1, line: 187, type: !846, scopeLine: 192, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !848)
!846 = !DISubroutineType(types: !847)
!847 = !{!207, !124, !129, !126, !129, !445, !446}
!848 = !{!849, !850, !851, !852, !853, !854, !855, !856}
!849 = !DILocalVariable(name: "sBuffer", arg: 1, scope: !845, file: !1, line: 188, type: !124)
!850 = !DILocalVariable(name: "sBufferSize", arg: 2, scope: !845, file: !1, line: 188, type: !129)
!851 = !DILocalVariable(name: "dict", arg: 3, scope: !845, file: !1, line: 189, type: !126)
!852 = !DILocalVariable(name: "dictSize", arg: 4, scope: !845, file: !1, line: 189, type: !129)
!853 = !DILocalVariable(name: "dictLoadMethod", arg: 5, scope: !845, file: !1, line: 190, type: !445)
!854 = !DILocalVariable(name: "dictContentType", arg: 6, scope: !845, file: !1, line: 191, type: !446)
!855 = !DILocalVariable(name: "neededSpace", scope: !845, file: !1, line: 193, type: !458)
!856 = !DILocalVariable(name: "ddict", scope: !845, file: !1, line: 195, type: !455)
!857 = !DILocation(line: 0, scope: !845)
!858 = !DILocation(line: 198, column: 9, scope: !859)
!859 = distinct !DILexicalBlock(scope: !845, file: !1, line: 198, column: 9)
!860 = !DILocation(line: 198, column: 25, scope: !859)
!861 = !DILocation(line: 198, column: 9, scope: !845)
!862 = !DILocation(line: 194, column: 48, scope: !845)
!863 = !DILocation(line: 194, column: 30, scope: !845)
!864 = !DILocation(line: 199, column: 21, scope: !865)
!865 = distinct !DILexicalBlock(scope: !845, file: !1, line: 199, column: 9)
!866 = !DILocation(line: 199, column: 9, scope: !845)
!867 = !DILocation(line: 200, column: 24, scope: !868)
!868 = distinct !DILexicalBlock(scope: !845, file: !1, line: 200, column: 9)
!869 = !DILocation(line: 200, column: 9, scope: !845)
!870 = !DILocation(line: 201, column: 9, scope: !871)
!871 = distinct !DILexicalBlock(scope: !868, file: !1, line: 200, column: 44)
!872 = !DILocation(line: 203, column: 5, scope: !871)
!873 = !DILocation(line: 0, scope: !545, inlinedAt: !874)
!874 = distinct !DILocation(line: 204, column: 23, scope: !875)
!875 = distinct !DILexicalBlock(scope: !845, file: !1, line: 204, column: 9)
!876 = !DILocation(line: 126, column: 27, scope: !564, inlinedAt: !874)
!877 = !DILocation(line: 127, column: 16, scope: !564, inlinedAt: !874)
!878 = !DILocation(line: 127, column: 28, scope: !564, inlinedAt: !874)
!879 = !DILocation(line: 128, column: 13, scope: !564, inlinedAt: !874)
!880 = !DILocation(line: 136, column: 12, scope: !545, inlinedAt: !874)
!881 = !DILocation(line: 136, column: 21, scope: !545, inlinedAt: !874)
!882 = !DILocation(line: 137, column: 20, scope: !545, inlinedAt: !874)
!883 = !DILocation(line: 137, column: 32, scope: !545, inlinedAt: !874)
!884 = !DILocation(line: 0, scope: !591, inlinedAt: !885)
!885 = distinct !DILocation(line: 140, column: 5, scope: !559, inlinedAt: !874)
!886 = !DILocation(line: 93, column: 12, scope: !591, inlinedAt: !885)
!887 = !DILocation(line: 93, column: 19, scope: !591, inlinedAt: !885)
!888 = !DILocation(line: 94, column: 12, scope: !591, inlinedAt: !885)
!889 = !DILocation(line: 94, column: 27, scope: !591, inlinedAt: !885)
!890 = !DILocation(line: 95, column: 25, scope: !606, inlinedAt: !885)
!891 = !DILocation(line: 95, column: 9, scope: !591, inlinedAt: !885)
!892 = !DILocation(line: 97, column: 25, scope: !609, inlinedAt: !885)
!893 = !DILocation(line: 97, column: 9, scope: !591, inlinedAt: !885)
!894 = !DILocation(line: 98, column: 29, scope: !612, inlinedAt: !885)
!895 = !DILocation(line: 0, scope: !613, inlinedAt: !885)
!896 = !DILocation(line: 0, scope: !617, inlinedAt: !897)
!897 = distinct !DILocation(line: 102, column: 27, scope: !597, inlinedAt: !885)
!898 = !DILocation(line: 0, scope: !624, inlinedAt: !899)
!899 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !897)
!900 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !899)
!901 = !DILocation(line: 0, scope: !597, inlinedAt: !885)
!902 = !DILocation(line: 103, column: 19, scope: !632, inlinedAt: !885)
!903 = !DILocation(line: 109, column: 66, scope: !591, inlinedAt: !885)
!904 = !DILocation(line: 0, scope: !617, inlinedAt: !905)
!905 = distinct !DILocation(line: 109, column: 21, scope: !591, inlinedAt: !885)
!906 = !DILocation(line: 0, scope: !624, inlinedAt: !907)
!907 = distinct !DILocation(line: 324, column: 16, scope: !628, inlinedAt: !905)
!908 = !DILocation(line: 183, column: 53, scope: !624, inlinedAt: !907)
!909 = !DILocation(line: 109, column: 19, scope: !591, inlinedAt: !885)
!910 = !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !885)
!911 = !DILocation(line: 0, scope: !496, inlinedAt: !912)
!912 = distinct !DILocation(line: 112, column: 5, scope: !641, inlinedAt: !885)
!913 = !DILocation(line: 52, column: 61, scope: !496, inlinedAt: !912)
!914 = !DILocation(line: 112, column: 5, scope: !642, inlinedAt: !885)
!915 = !DILocation(line: 115, column: 27, scope: !591, inlinedAt: !885)
!916 = !DILocation(line: 116, column: 5, scope: !591, inlinedAt: !885)
!917 = !DILocation(line: 103, column: 13, scope: !597, inlinedAt: !885)
!918 = !DILocation(line: 0, scope: !559, inlinedAt: !874)
!919 = !DILocation(line: 0, scope: !496, inlinedAt: !920)
!920 = distinct !DILocation(line: 140, column: 5, scope: !653, inlinedAt: !874)
!921 = !DILocation(line: 209, column: 1, scope: !845)
!922 = distinct !DISubprogram(name: "ZSTD_estimateDDictSize", scope: !1, file: !1, line: 225, type: !923, scopeLine: 226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !925)
!923 = !DISubroutineType(types: !924)
!924 = !{!129, !129, !445}
!925 = !{!926, !927}
!926 = !DILocalVariable(name: "dictSize", arg: 1, scope: !922, file: !1, line: 225, type: !129)
!927 = !DILocalVariable(name: "dictLoadMethod", arg: 2, scope: !922, file: !1, line: 225, type: !445)
!928 = !DILocation(line: 0, scope: !922)
!929 = !DILocation(line: 227, column: 49, scope: !922)
!930 = !DILocation(line: 227, column: 31, scope: !922)
!931 = !DILocation(line: 227, column: 5, scope: !922)
!932 = distinct !DISubprogram(name: "ZSTD_sizeof_DDict", scope: !1, file: !1, line: 230, type: !224, scopeLine: 231, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !933)
!933 = !{!934}
!934 = !DILocalVariable(name: "ddict", arg: 1, scope: !932, file: !1, line: 230, type: !207)
!935 = !DILocation(line: 0, scope: !932)
!936 = !DILocation(line: 232, column: 14, scope: !937)
!937 = distinct !DILexicalBlock(scope: !932, file: !1, line: 232, column: 9)
!938 = !DILocation(line: 232, column: 9, scope: !932)
!939 = !DILocation(line: 233, column: 37, scope: !932)
!940 = !DILocation(line: 233, column: 30, scope: !932)
!941 = !DILocation(line: 233, column: 57, scope: !932)
!942 = !DILocation(line: 233, column: 27, scope: !932)
!943 = !DILocation(line: 234, column: 1, scope: !932)
!944 = distinct !DISubprogram(name: "ZSTD_getDictID_fromDDict", scope: !1, file: !1, line: 240, type: !945, scopeLine: 241, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !947)
!945 = !DISubroutineType(types: !946)
!946 = !{!5, !207}
!947 = !{!948}
!948 = !DILocalVariable(name: "ddict", arg: 1, scope: !944, file: !1, line: 240, type: !207)
!949 = !DILocation(line: 0, scope: !944)
!950 = !DILocation(line: 242, column: 14, scope: !951)
!951 = distinct !DILexicalBlock(scope: !944, file: !1, line: 242, column: 9)
!952 = !DILocation(line: 242, column: 9, scope: !944)
!953 = !DILocation(line: 243, column: 19, scope: !944)
!954 = !DILocation(line: 243, column: 5, scope: !944)
!955 = !DILocation(line: 244, column: 1, scope: !944)
!956 = !DISubprogram(name: "malloc", scope: !957, file: !957, line: 553, type: !958, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!957 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!958 = !DISubroutineType(types: !959)
!959 = !{!124, !129}
!960 = !DISubprogram(name: "ZSTD_loadDEntropy", scope: !17, file: !17, line: 229, type: !961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!961 = !DISubroutineType(types: !962)
!962 = !{!129, !963, !964, !458}
!963 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!964 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!965 = !DISubprogram(name: "free", scope: !957, file: !957, line: 568, type: !966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!966 = !DISubroutineType(types: !967)
!967 = !{null, !124}
