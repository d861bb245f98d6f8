; ModuleID = 'src/zstd/lib/decompress/zstd_decompress.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_FrameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_frameSizeInfo = type { i64, i64, i64 }
%struct.blockProperties_t = type { i32, i32, i32 }
%struct.ZSTD_Trace = type { i32, i32, i32, i32, i64, i64, i64, ptr, ptr, ptr }
%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 16, !dbg !0
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 16, !dbg !408
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 16, !dbg !415
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !421
@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 16, !dbg !424
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !429
@repStartValue = internal unnamed_addr constant [3 x i32] [i32 1, i32 4, i32 8], align 4, !dbg !432
@ZSTD_did_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 1, i64 2, i64 4], align 16, !dbg !403
@ZSTD_fcs_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 2, i64 4, i64 8], align 16, !dbg !406
@switch.table.ZSTD_nextInputType = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 5], align 4

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_sizeof_DCtx(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !444 {
    #dbg_value(ptr %0, !450, !DIExpression(), !451)
  %2 = icmp eq ptr %0, null, !dbg !452
  br i1 %2, label %14, label %3, !dbg !454

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !455
  %5 = load ptr, ptr %4, align 8, !dbg !455, !tbaa !456
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18, !dbg !469
  %7 = add i64 %6, 95976, !dbg !470
  %8 = getelementptr inbounds i8, ptr %0, i64 30248, !dbg !471
  %9 = load i64, ptr %8, align 8, !dbg !471, !tbaa !472
  %10 = add i64 %7, %9, !dbg !473
  %11 = getelementptr inbounds i8, ptr %0, i64 30280, !dbg !474
  %12 = load i64, ptr %11, align 8, !dbg !474, !tbaa !475
  %13 = add i64 %10, %12, !dbg !476
  br label %14, !dbg !477

14:                                               ; preds = %1, %3
  %15 = phi i64 [ %13, %3 ], [ 0, %1 ], !dbg !451
  ret i64 %15, !dbg !478
}

declare !dbg !479 i64 @ZSTD_sizeof_DDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_estimateDCtxSize() local_unnamed_addr #2 !dbg !482 {
  ret i64 95976, !dbg !485
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDCtx(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 !dbg !486 {
    #dbg_value(ptr %0, !490, !DIExpression(), !494)
    #dbg_value(i64 %1, !491, !DIExpression(), !494)
    #dbg_value(ptr %0, !492, !DIExpression(), !494)
  %3 = ptrtoint ptr %0 to i64, !dbg !495
  %4 = and i64 %3, 7, !dbg !497
  %5 = icmp ne i64 %4, 0, !dbg !497
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5, !dbg !498
  br i1 %7, label %45, label %8, !dbg !498

8:                                                ; preds = %2
    #dbg_value(ptr %0, !499, !DIExpression(), !504)
  %9 = getelementptr inbounds i8, ptr %0, i64 30168, !dbg !506
  %10 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !507
  %11 = getelementptr inbounds i8, ptr %0, i64 29912, !dbg !508
  store ptr null, ptr %11, align 8, !dbg !509, !tbaa !510
  %12 = getelementptr inbounds i8, ptr %0, i64 30204, !dbg !511
  store i32 0, ptr %12, align 4, !dbg !512, !tbaa !513
  %13 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !514
  store i32 0, ptr %13, align 8, !dbg !515, !tbaa !516
  %14 = getelementptr inbounds i8, ptr %0, i64 30280, !dbg !517
  store i64 0, ptr %14, align 8, !dbg !518, !tbaa !475
  %15 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !519
  %16 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !520
  store i32 0, ptr %16, align 4, !dbg !521, !tbaa !522
  %17 = getelementptr inbounds i8, ptr %0, i64 95960, !dbg !523
  store i64 0, ptr %17, align 8, !dbg !524, !tbaa !525
  %18 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !526
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !dbg !527
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false), !dbg !528
  store i32 1, ptr %18, align 8, !dbg !529, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !556)
    #dbg_value(i32 0, !544, !DIExpression(), !556)
    #dbg_value(i32 0, !545, !DIExpression(), !556)
    #dbg_value(i32 0, !546, !DIExpression(), !556)
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !564, !srcloc !565
    #dbg_value(i32 %19, !547, !DIExpression(), !556)
  %20 = icmp eq i32 %19, 0, !dbg !566
  br i1 %20, label %32, label %21, !dbg !567

21:                                               ; preds = %8
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !568, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !570)
    #dbg_value(i32 poison, !531, !DIExpression(), !556)
    #dbg_value(i32 poison, !544, !DIExpression(), !556)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !556)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !556)
  %23 = icmp ugt i32 %19, 6, !dbg !571
  br i1 %23, label %24, label %32, !dbg !572

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !573, !srcloc !574
  %26 = extractvalue { i32, i32, i32 } %25, 1, !dbg !573
    #dbg_value(i32 poison, !551, !DIExpression(), !575)
    #dbg_value(i32 %26, !545, !DIExpression(), !556)
    #dbg_value(i32 poison, !546, !DIExpression(), !556)
    #dbg_value(i64 poison, !545, !DIExpression(), !556)
    #dbg_value(i64 poison, !546, !DIExpression(), !556)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(!DIArgList(i64 0, i32 %26), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !576)
  %27 = and i32 %26, 8, !dbg !577
  %28 = icmp eq i32 %27, 0, !dbg !577
  br i1 %28, label %32, label %29, !dbg !578

29:                                               ; preds = %24
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !585)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !585)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !585)
  %30 = lshr i32 %26, 8, !dbg !587
  %31 = and i32 %30, 1, !dbg !587
  br label %32

32:                                               ; preds = %8, %21, %24, %29
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %8 ], !dbg !576
  %34 = getelementptr inbounds i8, ptr %0, i64 30180, !dbg !588
  store i32 %33, ptr %34, align 4, !dbg !589, !tbaa !590
  %35 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !591
  store ptr null, ptr %35, align 8, !dbg !592, !tbaa !593
    #dbg_value(ptr %0, !594, !DIExpression(), !597)
  %36 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !599
  store i32 0, ptr %36, align 8, !dbg !600, !tbaa !601
  %37 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !602
  store i64 134217729, ptr %37, align 8, !dbg !603, !tbaa !604
  %38 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !605
  store i32 0, ptr %38, align 8, !dbg !606, !tbaa !607
  %39 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !608
  store i32 0, ptr %39, align 4, !dbg !609, !tbaa !610
  %40 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !611
  store i32 0, ptr %40, align 8, !dbg !612, !tbaa !613
  %41 = getelementptr inbounds i8, ptr %0, i64 30228, !dbg !614
  store i32 0, ptr %41, align 4, !dbg !615, !tbaa !616
  %42 = getelementptr inbounds i8, ptr %0, i64 30232, !dbg !617
  store i32 0, ptr %42, align 8, !dbg !618, !tbaa !619
  store i64 %1, ptr %9, align 8, !dbg !620, !tbaa !621
  %43 = getelementptr inbounds i8, ptr %0, i64 95976, !dbg !622
  %44 = getelementptr inbounds i8, ptr %0, i64 30240, !dbg !623
  store ptr %43, ptr %44, align 8, !dbg !624, !tbaa !625
  br label %45, !dbg !626

45:                                               ; preds = %2, %32
  %46 = phi ptr [ %0, %32 ], [ null, %2 ], !dbg !494
  ret ptr %46, !dbg !627
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDCtx_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #0 !dbg !628 {
    #dbg_declare(ptr %0, !632, !DIExpression(), !633)
  %2 = load ptr, ptr %0, align 8, !dbg !634
    #dbg_value(ptr %2, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !642)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !634
  %4 = load ptr, ptr %3, align 8, !dbg !634
    #dbg_value(ptr %4, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !642)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !634
  %6 = load ptr, ptr %5, align 8, !dbg !634
    #dbg_value(ptr %6, !638, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !642)
  %7 = icmp eq ptr %2, null, !dbg !643
  %8 = icmp eq ptr %4, null, !dbg !644
  %9 = xor i1 %7, %8, !dbg !645
  br i1 %9, label %56, label %10, !dbg !646

10:                                               ; preds = %1
    #dbg_value(ptr %2, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !654)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !654)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !654)
    #dbg_value(i64 95976, !653, !DIExpression(), !654)
  br i1 %7, label %13, label %11, !dbg !656

11:                                               ; preds = %10
    #dbg_value(ptr %6, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !654)
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18, !dbg !657
  br label %15, !dbg !659

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20, !dbg !660
  br label %15, !dbg !661

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ], !dbg !654
    #dbg_value(ptr %16, !639, !DIExpression(), !662)
  %17 = icmp eq ptr %16, null, !dbg !663
  br i1 %17, label %56, label %18, !dbg !665

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128, !dbg !666
  store ptr %2, ptr %19, align 8, !dbg !667, !tbaa !668
  %20 = getelementptr inbounds i8, ptr %16, i64 30136, !dbg !667
  store ptr %4, ptr %20, align 8, !dbg !667, !tbaa !668
  %21 = getelementptr inbounds i8, ptr %16, i64 30144, !dbg !667
  store ptr %6, ptr %21, align 8, !dbg !667, !tbaa !668
    #dbg_value(ptr %16, !499, !DIExpression(), !669)
  %22 = getelementptr inbounds i8, ptr %16, i64 30168, !dbg !671
  store i64 0, ptr %22, align 8, !dbg !672, !tbaa !621
  %23 = getelementptr inbounds i8, ptr %16, i64 30184, !dbg !673
  %24 = getelementptr inbounds i8, ptr %16, i64 29912, !dbg !674
  store ptr null, ptr %24, align 8, !dbg !675, !tbaa !510
  %25 = getelementptr inbounds i8, ptr %16, i64 30204, !dbg !676
  store i32 0, ptr %25, align 4, !dbg !677, !tbaa !513
  %26 = getelementptr inbounds i8, ptr %16, i64 30208, !dbg !678
  store i32 0, ptr %26, align 8, !dbg !679, !tbaa !516
  %27 = getelementptr inbounds i8, ptr %16, i64 30280, !dbg !680
  store i64 0, ptr %27, align 8, !dbg !681, !tbaa !475
  %28 = getelementptr inbounds i8, ptr %16, i64 30236, !dbg !682
  %29 = getelementptr inbounds i8, ptr %16, i64 30316, !dbg !683
  store i32 0, ptr %29, align 4, !dbg !684, !tbaa !522
  %30 = getelementptr inbounds i8, ptr %16, i64 95960, !dbg !685
  store i64 0, ptr %30, align 8, !dbg !686, !tbaa !525
  %31 = getelementptr inbounds i8, ptr %16, i64 30176, !dbg !687
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false), !dbg !688
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, i8 0, i64 20, i1 false), !dbg !689
  store i32 1, ptr %31, align 8, !dbg !690, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !691)
    #dbg_value(i32 0, !544, !DIExpression(), !691)
    #dbg_value(i32 0, !545, !DIExpression(), !691)
    #dbg_value(i32 0, !546, !DIExpression(), !691)
  %32 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !694, !srcloc !565
    #dbg_value(i32 %32, !547, !DIExpression(), !691)
  %33 = icmp eq i32 %32, 0, !dbg !695
  br i1 %33, label %45, label %34, !dbg !696

34:                                               ; preds = %18
  %35 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !697, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !698)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !691)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !691)
  %36 = icmp ugt i32 %32, 6, !dbg !699
  br i1 %36, label %37, label %45, !dbg !700

37:                                               ; preds = %34
  %38 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !701, !srcloc !574
  %39 = extractvalue { i32, i32, i32 } %38, 1, !dbg !701
    #dbg_value(i32 poison, !551, !DIExpression(), !702)
    #dbg_value(i64 poison, !545, !DIExpression(), !691)
    #dbg_value(i64 poison, !546, !DIExpression(), !691)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !703)
    #dbg_value(!DIArgList(i64 0, i32 %39), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !703)
  %40 = and i32 %39, 8, !dbg !704
  %41 = icmp eq i32 %40, 0, !dbg !704
  br i1 %41, label %45, label %42, !dbg !705

42:                                               ; preds = %37
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !706)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !706)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !706)
  %43 = lshr i32 %39, 8, !dbg !708
  %44 = and i32 %43, 1, !dbg !708
  br label %45

45:                                               ; preds = %42, %37, %34, %18
  %46 = phi i32 [ 0, %37 ], [ %44, %42 ], [ 0, %34 ], [ 0, %18 ], !dbg !703
  %47 = getelementptr inbounds i8, ptr %16, i64 30180, !dbg !709
  store i32 %46, ptr %47, align 4, !dbg !710, !tbaa !590
  %48 = getelementptr inbounds i8, ptr %16, i64 30216, !dbg !711
  store ptr null, ptr %48, align 8, !dbg !712, !tbaa !593
    #dbg_value(ptr %16, !594, !DIExpression(), !713)
  %49 = getelementptr inbounds i8, ptr %16, i64 30104, !dbg !715
  store i32 0, ptr %49, align 8, !dbg !716, !tbaa !601
  %50 = getelementptr inbounds i8, ptr %16, i64 30264, !dbg !717
  store i64 134217729, ptr %50, align 8, !dbg !718, !tbaa !604
  %51 = getelementptr inbounds i8, ptr %16, i64 30320, !dbg !719
  store i32 0, ptr %51, align 8, !dbg !720, !tbaa !607
  %52 = getelementptr inbounds i8, ptr %16, i64 30108, !dbg !721
  store i32 0, ptr %52, align 4, !dbg !722, !tbaa !610
  %53 = getelementptr inbounds i8, ptr %16, i64 30224, !dbg !723
  store i32 0, ptr %53, align 8, !dbg !724, !tbaa !613
  %54 = getelementptr inbounds i8, ptr %16, i64 30228, !dbg !725
  store i32 0, ptr %54, align 4, !dbg !726, !tbaa !616
  %55 = getelementptr inbounds i8, ptr %16, i64 30232, !dbg !727
  store i32 0, ptr %55, align 8, !dbg !728, !tbaa !619
  br label %56, !dbg !729

56:                                               ; preds = %1, %15, %45
  %57 = phi ptr [ null, %1 ], [ %16, %45 ], [ null, %15 ], !dbg !642
  ret ptr %57, !dbg !730
}

; Function Attrs: nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @ZSTD_createDCtx() local_unnamed_addr #5 !dbg !731 {
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !734)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !734)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !734)
    #dbg_value(ptr null, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !736)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !736)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !736)
    #dbg_value(i64 95976, !653, !DIExpression(), !736)
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20, !dbg !738
    #dbg_value(ptr %1, !639, !DIExpression(), !739)
  %2 = icmp eq ptr %1, null, !dbg !740
  br i1 %2, label %39, label %3, !dbg !741

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128, !dbg !742
    #dbg_value(ptr %1, !499, !DIExpression(), !743)
  %5 = getelementptr inbounds i8, ptr %1, i64 30168, !dbg !745
  store i64 0, ptr %5, align 8, !dbg !746, !tbaa !621
  %6 = getelementptr inbounds i8, ptr %1, i64 30184, !dbg !747
  %7 = getelementptr inbounds i8, ptr %1, i64 29912, !dbg !748
  store ptr null, ptr %7, align 8, !dbg !749, !tbaa !510
  %8 = getelementptr inbounds i8, ptr %1, i64 30204, !dbg !750
  store i32 0, ptr %8, align 4, !dbg !751, !tbaa !513
  %9 = getelementptr inbounds i8, ptr %1, i64 30208, !dbg !752
  store i32 0, ptr %9, align 8, !dbg !753, !tbaa !516
  %10 = getelementptr inbounds i8, ptr %1, i64 30280, !dbg !754
  store i64 0, ptr %10, align 8, !dbg !755, !tbaa !475
  %11 = getelementptr inbounds i8, ptr %1, i64 30236, !dbg !756
  %12 = getelementptr inbounds i8, ptr %1, i64 30316, !dbg !757
  store i32 0, ptr %12, align 4, !dbg !758, !tbaa !522
  %13 = getelementptr inbounds i8, ptr %1, i64 95960, !dbg !759
  store i64 0, ptr %13, align 8, !dbg !760, !tbaa !525
  %14 = getelementptr inbounds i8, ptr %1, i64 30176, !dbg !761
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !dbg !762
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, i8 0, i64 20, i1 false), !dbg !763
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false), !dbg !764
  store i32 1, ptr %14, align 8, !dbg !765, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !766)
    #dbg_value(i32 0, !544, !DIExpression(), !766)
    #dbg_value(i32 0, !545, !DIExpression(), !766)
    #dbg_value(i32 0, !546, !DIExpression(), !766)
  %15 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !769, !srcloc !565
    #dbg_value(i32 %15, !547, !DIExpression(), !766)
  %16 = icmp eq i32 %15, 0, !dbg !770
  br i1 %16, label %28, label %17, !dbg !771

17:                                               ; preds = %3
  %18 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !772, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !773)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !766)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !766)
  %19 = icmp ugt i32 %15, 6, !dbg !774
  br i1 %19, label %20, label %28, !dbg !775

20:                                               ; preds = %17
  %21 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !776, !srcloc !574
  %22 = extractvalue { i32, i32, i32 } %21, 1, !dbg !776
    #dbg_value(i32 poison, !551, !DIExpression(), !777)
    #dbg_value(i64 poison, !545, !DIExpression(), !766)
    #dbg_value(i64 poison, !546, !DIExpression(), !766)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !778)
    #dbg_value(!DIArgList(i64 0, i32 %22), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !778)
  %23 = and i32 %22, 8, !dbg !779
  %24 = icmp eq i32 %23, 0, !dbg !779
  br i1 %24, label %28, label %25, !dbg !780

25:                                               ; preds = %20
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !781)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !781)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !781)
  %26 = lshr i32 %22, 8, !dbg !783
  %27 = and i32 %26, 1, !dbg !783
  br label %28

28:                                               ; preds = %25, %20, %17, %3
  %29 = phi i32 [ 0, %20 ], [ %27, %25 ], [ 0, %17 ], [ 0, %3 ], !dbg !778
  %30 = getelementptr inbounds i8, ptr %1, i64 30180, !dbg !784
  store i32 %29, ptr %30, align 4, !dbg !785, !tbaa !590
  %31 = getelementptr inbounds i8, ptr %1, i64 30216, !dbg !786
  store ptr null, ptr %31, align 8, !dbg !787, !tbaa !593
    #dbg_value(ptr %1, !594, !DIExpression(), !788)
  %32 = getelementptr inbounds i8, ptr %1, i64 30104, !dbg !790
  store i32 0, ptr %32, align 8, !dbg !791, !tbaa !601
  %33 = getelementptr inbounds i8, ptr %1, i64 30264, !dbg !792
  store i64 134217729, ptr %33, align 8, !dbg !793, !tbaa !604
  %34 = getelementptr inbounds i8, ptr %1, i64 30320, !dbg !794
  store i32 0, ptr %34, align 8, !dbg !795, !tbaa !607
  %35 = getelementptr inbounds i8, ptr %1, i64 30108, !dbg !796
  store i32 0, ptr %35, align 4, !dbg !797, !tbaa !610
  %36 = getelementptr inbounds i8, ptr %1, i64 30224, !dbg !798
  store i32 0, ptr %36, align 8, !dbg !799, !tbaa !613
  %37 = getelementptr inbounds i8, ptr %1, i64 30228, !dbg !800
  store i32 0, ptr %37, align 4, !dbg !801, !tbaa !616
  %38 = getelementptr inbounds i8, ptr %1, i64 30232, !dbg !802
  store i32 0, ptr %38, align 8, !dbg !803, !tbaa !619
  br label %39, !dbg !804

39:                                               ; preds = %0, %28
  ret ptr %1, !dbg !805
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeDCtx(ptr noundef %0) local_unnamed_addr #0 !dbg !806 {
    #dbg_value(ptr %0, !810, !DIExpression(), !813)
  %2 = icmp eq ptr %0, null, !dbg !814
  br i1 %2, label %42, label %3, !dbg !816

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30168, !dbg !817
  %5 = load i64, ptr %4, align 8, !dbg !817, !tbaa !621
  %6 = icmp eq i64 %5, 0, !dbg !817
  br i1 %6, label %7, label %42, !dbg !820

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30136, !dbg !821
  %9 = load ptr, ptr %8, align 8, !dbg !821, !tbaa !668
  %10 = getelementptr inbounds i8, ptr %0, i64 30144, !dbg !821
  %11 = load ptr, ptr %10, align 8, !dbg !821, !tbaa !668
    #dbg_value(ptr poison, !811, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !822)
    #dbg_value(ptr %9, !811, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !822)
    #dbg_value(ptr %11, !811, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !822)
    #dbg_value(ptr %0, !823, !DIExpression(), !826)
  %12 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !828
  %13 = load ptr, ptr %12, align 8, !dbg !828, !tbaa !456
  %14 = tail call i64 @ZSTD_freeDDict(ptr noundef %13) #18, !dbg !829
  %15 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !830
  store i32 0, ptr %15, align 8, !dbg !831, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !dbg !832
  %16 = getelementptr inbounds i8, ptr %0, i64 30240, !dbg !833
  %17 = load ptr, ptr %16, align 8, !dbg !833, !tbaa !625
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !840)
    #dbg_value(ptr %9, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !840)
    #dbg_value(ptr %11, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !840)
    #dbg_value(ptr %17, !839, !DIExpression(), !840)
  %18 = icmp eq ptr %17, null, !dbg !842
  br i1 %18, label %23, label %19, !dbg !844

19:                                               ; preds = %7
  %20 = icmp eq ptr %9, null, !dbg !845
  br i1 %20, label %22, label %21, !dbg !848

21:                                               ; preds = %19
  tail call void %9(ptr noundef %11, ptr noundef nonnull %17) #18, !dbg !849
  br label %23, !dbg !849

22:                                               ; preds = %19
  tail call void @free(ptr noundef nonnull %17) #18, !dbg !850
  br label %23

23:                                               ; preds = %7, %21, %22
  store ptr null, ptr %16, align 8, !dbg !851, !tbaa !625
  %24 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !852
  %25 = load ptr, ptr %24, align 8, !dbg !852, !tbaa !593
  %26 = icmp eq ptr %25, null, !dbg !854
  br i1 %26, label %38, label %27, !dbg !855

27:                                               ; preds = %23
    #dbg_value(ptr poison, !856, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !862)
    #dbg_value(ptr %9, !856, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !862)
    #dbg_value(ptr %11, !856, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !862)
    #dbg_value(ptr %25, !861, !DIExpression(), !862)
  %28 = load ptr, ptr %25, align 8, !dbg !865, !tbaa !867
  %29 = icmp eq ptr %28, null, !dbg !869
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !870)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !874)
    #dbg_value(ptr %9, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !870)
    #dbg_value(ptr %9, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !874)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !870)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !874)
  %30 = icmp eq ptr %9, null, !dbg !877
  br i1 %29, label %34, label %31, !dbg !879

31:                                               ; preds = %27
    #dbg_value(ptr %28, !839, !DIExpression(), !874)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !870)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !870)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !870)
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !870)
    #dbg_value(ptr %25, !839, !DIExpression(), !870)
    #dbg_value(ptr %25, !839, !DIExpression(), !870)
  br i1 %30, label %33, label %32, !dbg !880

32:                                               ; preds = %31
    #dbg_value(ptr %11, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !874)
  tail call void %9(ptr noundef %11, ptr noundef nonnull %28) #18, !dbg !881
    #dbg_value(ptr %9, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !870)
  br label %35, !dbg !882

33:                                               ; preds = %31
  tail call void @free(ptr noundef nonnull %28) #18, !dbg !883
    #dbg_value(ptr null, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !870)
  br label %36, !dbg !882

34:                                               ; preds = %27
    #dbg_value(ptr %25, !839, !DIExpression(), !870)
  br i1 %30, label %36, label %35, !dbg !882

35:                                               ; preds = %34, %32
    #dbg_value(ptr %11, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !870)
  tail call void %9(ptr noundef %11, ptr noundef nonnull %25) #18, !dbg !884
  br label %37, !dbg !884

36:                                               ; preds = %34, %33
  tail call void @free(ptr noundef nonnull %25) #18, !dbg !885
  br label %37

37:                                               ; preds = %35, %36
  store ptr null, ptr %24, align 8, !dbg !886, !tbaa !593
  br label %38, !dbg !887

38:                                               ; preds = %23, %37
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(ptr %9, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(ptr %11, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !888)
    #dbg_value(ptr %0, !839, !DIExpression(), !888)
  %39 = icmp eq ptr %9, null, !dbg !890
  br i1 %39, label %41, label %40, !dbg !891

40:                                               ; preds = %38
  tail call void %9(ptr noundef %11, ptr noundef nonnull %0) #18, !dbg !892
  br label %42, !dbg !892

41:                                               ; preds = %38
  tail call void @free(ptr noundef nonnull %0) #18, !dbg !893
  br label %42

42:                                               ; preds = %41, %40, %3, %1
  %43 = phi i64 [ 0, %1 ], [ -64, %3 ], [ 0, %40 ], [ 0, %41 ], !dbg !813
  ret i64 %43, !dbg !894
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_copyDCtx(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !895 {
    #dbg_value(ptr %0, !899, !DIExpression(), !902)
    #dbg_value(ptr %1, !900, !DIExpression(), !902)
    #dbg_value(i64 30240, !901, !DIExpression(), !902)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(30240) %0, ptr noundef nonnull align 8 dereferenceable(30240) %1, i64 30240, i1 false), !dbg !903
  ret void, !dbg !904
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @ZSTD_isFrame(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 !dbg !905 {
    #dbg_value(ptr %0, !909, !DIExpression(), !913)
    #dbg_value(i64 %1, !910, !DIExpression(), !913)
  %3 = icmp ult i64 %1, 4, !dbg !914
  br i1 %3, label %12, label %4, !dbg !916

4:                                                ; preds = %2
    #dbg_value(ptr %0, !917, !DIExpression(), !922)
    #dbg_value(ptr %0, !924, !DIExpression(), !927)
  %5 = load i32, ptr %0, align 1, !dbg !930, !tbaa !931
    #dbg_value(i32 %5, !911, !DIExpression(), !932)
  %6 = freeze i32 %5, !dbg !933
  %7 = icmp eq i32 %6, -47205080, !dbg !935
  br i1 %7, label %12, label %8, !dbg !937

8:                                                ; preds = %4
  %9 = and i32 %6, -16, !dbg !933
  %10 = icmp eq i32 %9, 407710288, !dbg !938
  %11 = zext i1 %10 to i32
  br label %12

12:                                               ; preds = %8, %4, %2
  %13 = phi i32 [ 0, %2 ], [ 1, %4 ], [ %11, %8 ], !dbg !913
  ret i32 %13, !dbg !939
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @ZSTD_isSkippableFrame(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 !dbg !940 {
    #dbg_value(ptr %0, !942, !DIExpression(), !946)
    #dbg_value(i64 %1, !943, !DIExpression(), !946)
  %3 = icmp ult i64 %1, 4, !dbg !947
  br i1 %3, label %9, label %4, !dbg !949

4:                                                ; preds = %2
    #dbg_value(ptr %0, !917, !DIExpression(), !950)
    #dbg_value(ptr %0, !924, !DIExpression(), !952)
  %5 = load i32, ptr %0, align 1, !dbg !954, !tbaa !931
    #dbg_value(i32 %5, !944, !DIExpression(), !955)
  %6 = and i32 %5, -16, !dbg !956
  %7 = icmp eq i32 %6, 407710288, !dbg !958
  %8 = zext i1 %7 to i32
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i32 [ 0, %2 ], [ %8, %4 ], !dbg !946
  ret i32 %10, !dbg !959
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_frameHeaderSize(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 !dbg !960 {
    #dbg_value(ptr %0, !964, !DIExpression(), !966)
    #dbg_value(i64 %1, !965, !DIExpression(), !966)
    #dbg_value(ptr %0, !967, !DIExpression(), !980)
    #dbg_value(i64 %1, !972, !DIExpression(), !980)
    #dbg_value(i32 0, !973, !DIExpression(), !980)
    #dbg_value(i64 5, !974, !DIExpression(), !980)
  %3 = icmp ult i64 %1, 5, !dbg !982
  br i1 %3, label %27, label %4, !dbg !985

4:                                                ; preds = %2
  %5 = getelementptr i8, ptr %0, i64 4, !dbg !986
  %6 = load i8, ptr %5, align 1, !dbg !986, !tbaa !987
    #dbg_value(i8 %6, !975, !DIExpression(), !988)
  %7 = zext i8 %6 to i32, !dbg !989
  %8 = and i32 %7, 3, !dbg !990
    #dbg_value(i32 %8, !977, !DIExpression(), !988)
    #dbg_value(i32 %7, !978, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !988)
  %9 = lshr i32 %7, 6, !dbg !991
    #dbg_value(i32 %9, !979, !DIExpression(), !988)
  %10 = and i32 %7, 32, !dbg !992
  %11 = icmp ne i32 %10, 0, !dbg !992
  %12 = xor i1 %11, true, !dbg !992
  %13 = zext i1 %12 to i64, !dbg !992
  %14 = zext nneg i32 %8 to i64, !dbg !993
  %15 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %14, !dbg !993
  %16 = load i64, ptr %15, align 8, !dbg !993, !tbaa !994
  %17 = zext nneg i32 %9 to i64, !dbg !995
  %18 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %17, !dbg !995
  %19 = load i64, ptr %18, align 8, !dbg !995, !tbaa !994
  %20 = icmp ult i8 %6, 64, !dbg !996
  %21 = and i1 %20, %11, !dbg !996
  %22 = zext i1 %21 to i64, !dbg !997
  %23 = add i64 %16, 5, !dbg !998
  %24 = add i64 %23, %19, !dbg !999
  %25 = add i64 %24, %13, !dbg !1000
  %26 = add i64 %25, %22, !dbg !1001
  br label %27

27:                                               ; preds = %2, %4
  %28 = phi i64 [ %26, %4 ], [ -72, %2 ], !dbg !980
  ret i64 %28, !dbg !1002
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameHeader_advanced(ptr nocapture noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #7 !dbg !1003 {
  %5 = alloca i32, align 4, !DIAssignID !1037
    #dbg_assign(i1 undef, !1019, !DIExpression(), !1037, ptr %5, !DIExpression(), !1038)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1039)
    #dbg_value(ptr %1, !1009, !DIExpression(), !1039)
    #dbg_value(i64 %2, !1010, !DIExpression(), !1039)
    #dbg_value(i32 %3, !1011, !DIExpression(), !1039)
    #dbg_value(ptr %1, !1012, !DIExpression(), !1039)
    #dbg_value(i32 %3, !1040, !DIExpression(), !1046)
  %6 = icmp eq i32 %3, 0, !dbg !1048
  %7 = select i1 %6, i64 5, i64 1, !dbg !1048
    #dbg_value(i64 %7, !1045, !DIExpression(), !1046)
    #dbg_value(i64 %7, !1013, !DIExpression(), !1039)
  %8 = icmp ne i64 %2, 0, !dbg !1049
  %9 = icmp eq ptr %1, null
  %10 = and i1 %9, %8, !dbg !1051
  br i1 %10, label %146, label %11, !dbg !1051

11:                                               ; preds = %4
  %12 = icmp ugt i64 %7, %2, !dbg !1052
  br i1 %12, label %13, label %25, !dbg !1053

13:                                               ; preds = %11
  %14 = icmp ne i32 %3, 1
  %15 = and i1 %8, %14, !dbg !1054
  br i1 %15, label %16, label %146, !dbg !1054

16:                                               ; preds = %13
    #dbg_value(i64 %2, !1014, !DIExpression(), !1038)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !1055
    #dbg_value(ptr undef, !1056, !DIExpression(), !1062)
    #dbg_value(i32 -47205080, !1061, !DIExpression(), !1062)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1068)
    #dbg_value(i32 -47205080, !1067, !DIExpression(), !1068)
  store i32 -47205080, ptr %5, align 4, !dbg !1071, !tbaa !931, !DIAssignID !1072
    #dbg_assign(i32 -47205080, !1019, !DIExpression(), !1072, ptr %5, !DIExpression(), !1038)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false), !dbg !1073
    #dbg_value(ptr undef, !917, !DIExpression(), !1074)
    #dbg_value(ptr undef, !924, !DIExpression(), !1077)
  %17 = load i32, ptr %5, align 4, !dbg !1079, !tbaa !931
  %18 = icmp eq i32 %17, -47205080, !dbg !1080
  br i1 %18, label %23, label %19, !dbg !1081

19:                                               ; preds = %16
    #dbg_value(ptr undef, !1056, !DIExpression(), !1082)
    #dbg_value(i32 407710288, !1061, !DIExpression(), !1082)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1085)
    #dbg_value(i32 407710288, !1067, !DIExpression(), !1085)
  store i32 407710288, ptr %5, align 4, !dbg !1087, !tbaa !931, !DIAssignID !1088
    #dbg_assign(i32 407710288, !1019, !DIExpression(), !1088, ptr %5, !DIExpression(), !1038)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false), !dbg !1089
    #dbg_value(ptr undef, !917, !DIExpression(), !1090)
    #dbg_value(ptr undef, !924, !DIExpression(), !1093)
  %20 = load i32, ptr %5, align 4, !dbg !1095, !tbaa !931
  %21 = and i32 %20, -16, !dbg !1096
  %22 = icmp eq i32 %21, 407710288, !dbg !1097
  br i1 %22, label %23, label %24, !dbg !1098

23:                                               ; preds = %19, %16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !1099
  br label %146

24:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !1099
  br label %146

25:                                               ; preds = %11
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false), !dbg !1100
  %26 = icmp eq i32 %3, 1, !dbg !1101
  br i1 %26, label %44, label %27, !dbg !1103

27:                                               ; preds = %25
    #dbg_value(ptr %1, !917, !DIExpression(), !1104)
    #dbg_value(ptr %1, !924, !DIExpression(), !1106)
  %28 = load i32, ptr %1, align 1, !dbg !1108, !tbaa !931
  %29 = icmp eq i32 %28, -47205080, !dbg !1109
  br i1 %29, label %44, label %30, !dbg !1110

30:                                               ; preds = %27
    #dbg_value(ptr %1, !917, !DIExpression(), !1111)
    #dbg_value(ptr %1, !924, !DIExpression(), !1115)
  %31 = and i32 %28, -16, !dbg !1117
  %32 = icmp eq i32 %31, 407710288, !dbg !1118
  br i1 %32, label %33, label %146, !dbg !1119

33:                                               ; preds = %30
  %34 = icmp ult i64 %2, 8, !dbg !1120
  br i1 %34, label %146, label %35, !dbg !1123

35:                                               ; preds = %33
  %36 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1124
  store i32 1, ptr %36, align 4, !dbg !1125, !tbaa !1126
    #dbg_value(ptr %1, !917, !DIExpression(), !1127)
    #dbg_value(ptr %1, !924, !DIExpression(), !1129)
  %37 = load i32, ptr %1, align 1, !dbg !1131, !tbaa !931
  %38 = add i32 %37, -407710288, !dbg !1132
  %39 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1133
  store i32 %38, ptr %39, align 4, !dbg !1134, !tbaa !1135
  %40 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1136
  store i32 8, ptr %40, align 8, !dbg !1137, !tbaa !1138
  %41 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1139
    #dbg_value(ptr %41, !917, !DIExpression(), !1140)
    #dbg_value(ptr %41, !924, !DIExpression(), !1142)
  %42 = load i32, ptr %41, align 1, !dbg !1144, !tbaa !931
  %43 = zext i32 %42 to i64, !dbg !1145
  store i64 %43, ptr %0, align 8, !dbg !1146, !tbaa !1147
  br label %146, !dbg !1148

44:                                               ; preds = %27, %25
    #dbg_value(ptr %1, !967, !DIExpression(), !1149)
    #dbg_value(i64 %2, !972, !DIExpression(), !1149)
    #dbg_value(i32 %3, !973, !DIExpression(), !1149)
    #dbg_value(i32 %3, !1040, !DIExpression(), !1151)
    #dbg_value(i64 %7, !1045, !DIExpression(), !1151)
    #dbg_value(i64 %7, !974, !DIExpression(), !1149)
  %45 = getelementptr i8, ptr %1, i64 %7, !dbg !1153
  %46 = getelementptr i8, ptr %45, i64 -1, !dbg !1153
  %47 = load i8, ptr %46, align 1, !dbg !1153, !tbaa !987
    #dbg_value(i8 %47, !975, !DIExpression(), !1154)
  %48 = zext i8 %47 to i32, !dbg !1155
  %49 = and i32 %48, 3, !dbg !1156
    #dbg_value(i32 %49, !977, !DIExpression(), !1154)
    #dbg_value(i32 %48, !978, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1154)
  %50 = lshr i32 %48, 6, !dbg !1157
    #dbg_value(i32 %50, !979, !DIExpression(), !1154)
  %51 = and i32 %48, 32, !dbg !1158
  %52 = icmp ne i32 %51, 0, !dbg !1158
  %53 = xor i1 %52, true, !dbg !1158
  %54 = zext i1 %53 to i64, !dbg !1158
  %55 = zext nneg i32 %49 to i64, !dbg !1159
  %56 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %55, !dbg !1159
  %57 = load i64, ptr %56, align 8, !dbg !1159, !tbaa !994
  %58 = zext nneg i32 %50 to i64, !dbg !1160
  %59 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %58, !dbg !1160
  %60 = load i64, ptr %59, align 8, !dbg !1160, !tbaa !994
  %61 = icmp ult i8 %47, 64, !dbg !1161
  %62 = and i1 %61, %52, !dbg !1161
  %63 = zext i1 %62 to i64, !dbg !1162
  %64 = add i64 %57, %7, !dbg !1163
  %65 = add i64 %64, %60, !dbg !1164
  %66 = add i64 %65, %54, !dbg !1165
  %67 = add i64 %66, %63, !dbg !1166
    #dbg_value(i64 %67, !1021, !DIExpression(), !1167)
  %68 = icmp ugt i64 %67, %2, !dbg !1168
  br i1 %68, label %146, label %69, !dbg !1170

69:                                               ; preds = %44
  %70 = trunc i64 %67 to i32, !dbg !1171
  %71 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1172
  store i32 %70, ptr %71, align 8, !dbg !1173, !tbaa !1138
  %72 = load i8, ptr %46, align 1, !dbg !1174, !tbaa !987
    #dbg_value(i8 %72, !1023, !DIExpression(), !1175)
    #dbg_value(i64 %7, !1025, !DIExpression(), !1175)
  %73 = zext i8 %72 to i32, !dbg !1176
  %74 = and i32 %73, 3, !dbg !1177
    #dbg_value(i32 %74, !1026, !DIExpression(), !1175)
  %75 = lshr i32 %73, 2, !dbg !1178
  %76 = and i32 %75, 1, !dbg !1179
    #dbg_value(i32 %76, !1027, !DIExpression(), !1175)
    #dbg_value(i32 %73, !1028, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1175)
  %77 = lshr i32 %73, 6, !dbg !1180
    #dbg_value(i32 %77, !1029, !DIExpression(), !1175)
    #dbg_value(i64 0, !1030, !DIExpression(), !1175)
    #dbg_value(i32 0, !1031, !DIExpression(), !1175)
    #dbg_value(i64 -1, !1032, !DIExpression(), !1175)
  %78 = and i32 %73, 8, !dbg !1181
  %79 = icmp eq i32 %78, 0, !dbg !1181
  br i1 %79, label %80, label %146, !dbg !1184

80:                                               ; preds = %69
    #dbg_value(i32 %73, !1028, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1175)
  %81 = and i32 %73, 32, !dbg !1185
  %82 = icmp eq i32 %81, 0, !dbg !1185
  br i1 %82, label %83, label %98, !dbg !1186

83:                                               ; preds = %80
    #dbg_value(i64 %7, !1025, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1175)
  %84 = load i8, ptr %45, align 1, !dbg !1187, !tbaa !987
    #dbg_value(i8 %84, !1033, !DIExpression(), !1188)
    #dbg_value(i8 %84, !1036, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_shr, DW_OP_plus_uconst, 10, DW_OP_stack_value), !1188)
  %85 = icmp ult i8 %84, -80, !dbg !1189
  br i1 %85, label %86, label %146, !dbg !1192

86:                                               ; preds = %83
  %87 = add nuw nsw i64 %7, 1, !dbg !1193
    #dbg_value(i64 %87, !1025, !DIExpression(), !1175)
  %88 = zext i8 %84 to i32, !dbg !1194
    #dbg_value(i32 %88, !1036, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_plus_uconst, 10, DW_OP_stack_value), !1188)
  %89 = lshr i32 %88, 3, !dbg !1195
    #dbg_value(i32 %89, !1036, !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value), !1188)
  %90 = add nuw nsw i32 %89, 10, !dbg !1196
    #dbg_value(i32 %90, !1036, !DIExpression(), !1188)
  %91 = zext nneg i32 %90 to i64, !dbg !1197
  %92 = shl nuw nsw i64 1, %91, !dbg !1197
    #dbg_value(i64 %92, !1030, !DIExpression(), !1175)
  %93 = lshr i64 %92, 3, !dbg !1198
  %94 = and i32 %88, 7, !dbg !1199
  %95 = zext nneg i32 %94 to i64, !dbg !1200
  %96 = mul nuw nsw i64 %93, %95, !dbg !1201
  %97 = add nuw nsw i64 %96, %92, !dbg !1202
    #dbg_value(i64 %97, !1030, !DIExpression(), !1175)
  br label %98

98:                                               ; preds = %86, %80
  %99 = phi i64 [ %7, %80 ], [ %87, %86 ], !dbg !1175
  %100 = phi i64 [ 0, %80 ], [ %97, %86 ], !dbg !1203
    #dbg_value(i64 %100, !1030, !DIExpression(), !1175)
    #dbg_value(i64 %99, !1025, !DIExpression(), !1175)
  switch i32 %74, label %115 [
    i32 3, label %111
    i32 1, label %101
    i32 2, label %106
    i32 0, label %116
  ], !dbg !1204

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %1, i64 %99, !dbg !1205
  %103 = load i8, ptr %102, align 1, !dbg !1205, !tbaa !987
  %104 = zext i8 %103 to i32, !dbg !1205
    #dbg_value(i32 %104, !1031, !DIExpression(), !1175)
  %105 = add nuw nsw i64 %99, 1, !dbg !1207
    #dbg_value(i64 %105, !1025, !DIExpression(), !1175)
  br label %116, !dbg !1208

106:                                              ; preds = %98
  %107 = getelementptr inbounds i8, ptr %1, i64 %99, !dbg !1209
    #dbg_value(ptr %107, !1210, !DIExpression(), !1218)
    #dbg_value(ptr %107, !1220, !DIExpression(), !1223)
  %108 = load i16, ptr %107, align 1, !dbg !1225, !tbaa !1226
  %109 = zext i16 %108 to i32, !dbg !1228
    #dbg_value(i32 %109, !1031, !DIExpression(), !1175)
  %110 = add nuw nsw i64 %99, 2, !dbg !1229
    #dbg_value(i64 %110, !1025, !DIExpression(), !1175)
  br label %116, !dbg !1230

111:                                              ; preds = %98
  %112 = getelementptr inbounds i8, ptr %1, i64 %99, !dbg !1231
    #dbg_value(ptr %112, !917, !DIExpression(), !1232)
    #dbg_value(ptr %112, !924, !DIExpression(), !1234)
  %113 = load i32, ptr %112, align 1, !dbg !1236, !tbaa !931
    #dbg_value(i32 %113, !1031, !DIExpression(), !1175)
  %114 = add nuw nsw i64 %99, 4, !dbg !1237
    #dbg_value(i64 %114, !1025, !DIExpression(), !1175)
  br label %116, !dbg !1238

115:                                              ; preds = %116, %98
  unreachable

116:                                              ; preds = %98, %111, %106, %101
  %117 = phi i64 [ %99, %98 ], [ %110, %106 ], [ %105, %101 ], [ %114, %111 ], !dbg !1175
  %118 = phi i32 [ %74, %98 ], [ %109, %106 ], [ %104, %101 ], [ %113, %111 ], !dbg !1175
    #dbg_value(i32 %118, !1031, !DIExpression(), !1175)
    #dbg_value(i64 %117, !1025, !DIExpression(), !1175)
  switch i32 %77, label %115 [
    i32 3, label %133
    i32 1, label %124
    i32 2, label %129
    i32 0, label %119
  ], !dbg !1239

119:                                              ; preds = %116
  br i1 %82, label %136, label %120, !dbg !1240

120:                                              ; preds = %119
  %121 = getelementptr inbounds i8, ptr %1, i64 %117, !dbg !1242
  %122 = load i8, ptr %121, align 1, !dbg !1242, !tbaa !987
  %123 = zext i8 %122 to i64, !dbg !1242
    #dbg_value(i64 %123, !1032, !DIExpression(), !1175)
  br label %136, !dbg !1244

124:                                              ; preds = %116
  %125 = getelementptr inbounds i8, ptr %1, i64 %117, !dbg !1245
    #dbg_value(ptr %125, !1210, !DIExpression(), !1246)
    #dbg_value(ptr %125, !1220, !DIExpression(), !1248)
  %126 = load i16, ptr %125, align 1, !dbg !1250, !tbaa !1226
  %127 = zext i16 %126 to i64, !dbg !1251
  %128 = add nuw nsw i64 %127, 256, !dbg !1252
    #dbg_value(i64 %128, !1032, !DIExpression(), !1175)
  br label %136, !dbg !1253

129:                                              ; preds = %116
  %130 = getelementptr inbounds i8, ptr %1, i64 %117, !dbg !1254
    #dbg_value(ptr %130, !917, !DIExpression(), !1255)
    #dbg_value(ptr %130, !924, !DIExpression(), !1257)
  %131 = load i32, ptr %130, align 1, !dbg !1259, !tbaa !931
  %132 = zext i32 %131 to i64, !dbg !1260
    #dbg_value(i64 %132, !1032, !DIExpression(), !1175)
  br label %136, !dbg !1261

133:                                              ; preds = %116
  %134 = getelementptr inbounds i8, ptr %1, i64 %117, !dbg !1262
    #dbg_value(ptr %134, !1263, !DIExpression(), !1268)
    #dbg_value(ptr %134, !1270, !DIExpression(), !1273)
  %135 = load i64, ptr %134, align 1, !dbg !1276, !tbaa !994
    #dbg_value(i64 %135, !1032, !DIExpression(), !1175)
  br label %136, !dbg !1277

136:                                              ; preds = %119, %120, %133, %129, %124
  %137 = phi i64 [ %123, %120 ], [ -1, %119 ], [ %132, %129 ], [ %128, %124 ], [ %135, %133 ], !dbg !1175
    #dbg_value(i64 %137, !1032, !DIExpression(), !1175)
  %138 = select i1 %82, i64 %100, i64 %137, !dbg !1278
    #dbg_value(i64 %138, !1030, !DIExpression(), !1175)
  %139 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1279
  store i32 0, ptr %139, align 4, !dbg !1280, !tbaa !1126
  store i64 %137, ptr %0, align 8, !dbg !1281, !tbaa !1147
  %140 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1282
  store i64 %138, ptr %140, align 8, !dbg !1283, !tbaa !1284
  %141 = tail call i64 @llvm.umin.i64(i64 %138, i64 131072), !dbg !1285
  %142 = trunc nuw nsw i64 %141 to i32, !dbg !1286
  %143 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1287
  store i32 %142, ptr %143, align 8, !dbg !1288, !tbaa !1289
  %144 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1290
  store i32 %118, ptr %144, align 4, !dbg !1291, !tbaa !1135
  %145 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1292
  store i32 %76, ptr %145, align 8, !dbg !1293, !tbaa !1294
  br label %146

146:                                              ; preds = %83, %69, %136, %44, %30, %33, %13, %23, %24, %4, %35
  %147 = phi i64 [ -10, %24 ], [ 0, %35 ], [ -1, %4 ], [ %7, %23 ], [ %7, %13 ], [ 8, %33 ], [ -10, %30 ], [ %67, %44 ], [ 0, %136 ], [ -16, %83 ], [ -14, %69 ], !dbg !1039
  ret i64 %147, !dbg !1295
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameHeader(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !1296 {
    #dbg_value(ptr %0, !1300, !DIExpression(), !1303)
    #dbg_value(ptr %1, !1301, !DIExpression(), !1303)
    #dbg_value(i64 %2, !1302, !DIExpression(), !1303)
  %4 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef 0), !dbg !1304
  ret i64 %4, !dbg !1305
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameContentSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !1306 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !1314
    #dbg_assign(i1 undef, !1312, !DIExpression(), !1314, ptr %3, !DIExpression(), !1315)
    #dbg_value(ptr %0, !1310, !DIExpression(), !1316)
    #dbg_value(i64 %1, !1311, !DIExpression(), !1316)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18, !dbg !1317
    #dbg_value(ptr %3, !1300, !DIExpression(), !1318)
    #dbg_value(ptr %0, !1301, !DIExpression(), !1318)
    #dbg_value(i64 %1, !1302, !DIExpression(), !1318)
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0), !dbg !1321
  %5 = icmp eq i64 %4, 0, !dbg !1322
  %6 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !1323
  %7 = load i32, ptr %6, align 4, !dbg !1323
  %8 = icmp eq i32 %7, 1, !dbg !1323
  %9 = load i64, ptr %3, align 8, !dbg !1323
  %10 = select i1 %8, i64 0, i64 %9, !dbg !1323
  %11 = select i1 %5, i64 %10, i64 -2, !dbg !1323
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18, !dbg !1324
  ret i64 %11, !dbg !1325
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -80, 4294967296) i64 @ZSTD_readSkippableFrame(ptr noundef writeonly %0, i64 noundef %1, ptr noundef writeonly %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #7 !dbg !1326 {
    #dbg_value(ptr %0, !1331, !DIExpression(), !1340)
    #dbg_value(i64 %1, !1332, !DIExpression(), !1340)
    #dbg_value(ptr %2, !1333, !DIExpression(), !1340)
    #dbg_value(ptr %3, !1334, !DIExpression(), !1340)
    #dbg_value(i64 %4, !1335, !DIExpression(), !1340)
  %6 = icmp ult i64 %4, 8, !dbg !1341
  br i1 %6, label %34, label %7, !dbg !1344

7:                                                ; preds = %5
    #dbg_value(ptr %3, !917, !DIExpression(), !1345)
    #dbg_value(ptr %3, !924, !DIExpression(), !1347)
  %8 = load i32, ptr %3, align 1, !dbg !1349, !tbaa !931
    #dbg_value(i32 %8, !1336, !DIExpression(), !1350)
    #dbg_value(ptr %3, !1351, !DIExpression(), !1359)
    #dbg_value(i64 %4, !1354, !DIExpression(), !1359)
    #dbg_value(i64 8, !1355, !DIExpression(), !1359)
  %9 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !1361
    #dbg_value(ptr %9, !917, !DIExpression(), !1362)
    #dbg_value(ptr %9, !924, !DIExpression(), !1364)
  %10 = load i32, ptr %9, align 1, !dbg !1366, !tbaa !931
    #dbg_value(i32 %10, !1356, !DIExpression(), !1359)
  %11 = icmp ugt i32 %10, -9, !dbg !1367
  %12 = zext i32 %10 to i64, !dbg !1370
  %13 = add nuw nsw i64 %12, 8, !dbg !1370
  %14 = icmp ugt i64 %13, %4, !dbg !1370
  %15 = select i1 %14, i64 -72, i64 %13, !dbg !1370
  %16 = select i1 %11, i64 -14, i64 %15, !dbg !1370
    #dbg_value(i64 %16, !1338, !DIExpression(), !1350)
  %17 = add nsw i64 %16, -8, !dbg !1371
    #dbg_value(i64 %17, !1339, !DIExpression(), !1350)
    #dbg_value(ptr %3, !942, !DIExpression(), !1372)
    #dbg_value(i64 %4, !943, !DIExpression(), !1372)
    #dbg_value(ptr %3, !917, !DIExpression(), !1376)
    #dbg_value(ptr %3, !924, !DIExpression(), !1378)
    #dbg_value(i32 %8, !944, !DIExpression(), !1380)
  %18 = and i32 %8, -16, !dbg !1381
  %19 = icmp eq i32 %18, 407710288, !dbg !1382
  br i1 %19, label %20, label %34, !dbg !1383

20:                                               ; preds = %7
  %21 = icmp ugt i64 %16, %4, !dbg !1384
  br i1 %21, label %34, label %22, !dbg !1384

22:                                               ; preds = %20
  %23 = icmp ugt i64 %17, %1, !dbg !1387
  br i1 %23, label %34, label %24, !dbg !1390

24:                                               ; preds = %22
  %25 = icmp ne i64 %17, 0, !dbg !1391
  %26 = icmp ne ptr %0, null
  %27 = and i1 %26, %25, !dbg !1393
  br i1 %27, label %28, label %30, !dbg !1393

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1394
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr nonnull align 1 %29, i64 %17, i1 false), !dbg !1394
  br label %30, !dbg !1394

30:                                               ; preds = %28, %24
  %31 = icmp eq ptr %2, null, !dbg !1395
  br i1 %31, label %34, label %32, !dbg !1397

32:                                               ; preds = %30
  %33 = add nsw i32 %8, -407710288, !dbg !1398
  store i32 %33, ptr %2, align 4, !dbg !1399, !tbaa !931
  br label %34, !dbg !1400

34:                                               ; preds = %7, %20, %22, %32, %30, %5
  %35 = phi i64 [ -72, %5 ], [ -14, %7 ], [ -72, %20 ], [ -70, %22 ], [ %17, %32 ], [ %17, %30 ], !dbg !1340
  ret i64 %35, !dbg !1401
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_findDecompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1402 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8, !DIAssignID !1417
  %4 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !1418
    #dbg_value(ptr %0, !1404, !DIExpression(), !1419)
    #dbg_value(i64 %1, !1405, !DIExpression(), !1419)
    #dbg_value(i64 0, !1406, !DIExpression(), !1419)
  %5 = icmp ult i64 %1, 5, !dbg !1420
  br i1 %5, label %47, label %6, !dbg !1421

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 20
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  br label %9, !dbg !1421

9:                                                ; preds = %6, %41
  %10 = phi ptr [ %0, %6 ], [ %44, %41 ]
  %11 = phi i64 [ %1, %6 ], [ %45, %41 ]
  %12 = phi i64 [ 0, %6 ], [ %42, %41 ]
    #dbg_value(ptr %10, !1404, !DIExpression(), !1419)
    #dbg_value(i64 %11, !1405, !DIExpression(), !1419)
    #dbg_value(i64 %12, !1406, !DIExpression(), !1419)
    #dbg_value(ptr %10, !917, !DIExpression(), !1422)
    #dbg_value(ptr %10, !924, !DIExpression(), !1424)
  %13 = load i32, ptr %10, align 1, !dbg !1426, !tbaa !931
    #dbg_value(i32 %13, !1407, !DIExpression(), !1427)
  %14 = and i32 %13, -16, !dbg !1428
  %15 = icmp eq i32 %14, 407710288, !dbg !1429
  br i1 %15, label %16, label %26, !dbg !1430

16:                                               ; preds = %9
    #dbg_value(ptr %10, !1351, !DIExpression(), !1431)
    #dbg_value(i64 %11, !1354, !DIExpression(), !1431)
    #dbg_value(i64 8, !1355, !DIExpression(), !1431)
  %17 = icmp ult i64 %11, 8, !dbg !1433
  br i1 %17, label %52, label %18, !dbg !1436

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !1437
    #dbg_value(ptr %19, !917, !DIExpression(), !1438)
    #dbg_value(ptr %19, !924, !DIExpression(), !1440)
  %20 = load i32, ptr %19, align 1, !dbg !1442, !tbaa !931
    #dbg_value(i32 %20, !1356, !DIExpression(), !1431)
  %21 = icmp ugt i32 %20, -9, !dbg !1443
  %22 = zext i32 %20 to i64
  %23 = add nuw nsw i64 %22, 8
    #dbg_value(i64 %23, !1357, !DIExpression(), !1444)
  %24 = icmp ugt i64 %23, %11
    #dbg_value(i64 poison, !1409, !DIExpression(), !1445)
    #dbg_value(i64 poison, !1446, !DIExpression(), !1452)
  %25 = select i1 %21, i1 true, i1 %24, !dbg !1455
  br i1 %25, label %52, label %41, !dbg !1455, !llvm.loop !1456

26:                                               ; preds = %9
    #dbg_assign(i1 undef, !1312, !DIExpression(), !1418, ptr %4, !DIExpression(), !1459)
    #dbg_value(ptr %10, !1310, !DIExpression(), !1461)
    #dbg_value(i64 %11, !1311, !DIExpression(), !1461)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #18, !dbg !1462
    #dbg_value(ptr %4, !1300, !DIExpression(), !1463)
    #dbg_value(ptr %10, !1301, !DIExpression(), !1463)
    #dbg_value(i64 %11, !1302, !DIExpression(), !1463)
  %27 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %4, ptr noundef nonnull %10, i64 noundef %11, i32 noundef 0), !dbg !1465
  %28 = icmp eq i64 %27, 0, !dbg !1466
  %29 = load i32, ptr %7, align 4, !dbg !1467
  %30 = icmp eq i32 %29, 1, !dbg !1467
  %31 = load i64, ptr %4, align 8, !dbg !1467
  %32 = select i1 %30, i64 0, i64 %31, !dbg !1467
  %33 = select i1 %28, i64 %32, i64 -2, !dbg !1467
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18, !dbg !1468
    #dbg_value(i64 %33, !1412, !DIExpression(), !1469)
  %34 = icmp ugt i64 %33, -3, !dbg !1470
  br i1 %34, label %52, label %35, !dbg !1472

35:                                               ; preds = %26
  %36 = add i64 %33, %12, !dbg !1473
  %37 = icmp ult i64 %36, %12, !dbg !1475
    #dbg_value(i64 poison, !1406, !DIExpression(), !1419)
  br i1 %37, label %52, label %38

38:                                               ; preds = %35
    #dbg_value(i64 %36, !1406, !DIExpression(), !1419)
    #dbg_value(ptr %10, !1476, !DIExpression(), !1480)
    #dbg_value(i64 %11, !1479, !DIExpression(), !1480)
    #dbg_assign(i1 undef, !1482, !DIExpression(), !1417, ptr %3, !DIExpression(), !1495)
    #dbg_value(ptr %10, !1485, !DIExpression(), !1495)
    #dbg_value(i64 %11, !1486, !DIExpression(), !1495)
    #dbg_value(i32 0, !1487, !DIExpression(), !1495)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18, !dbg !1497
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef nonnull %10, i64 noundef %11, i32 noundef 0), !dbg !1498
  %39 = load i64, ptr %8, align 8, !dbg !1499, !tbaa !1500
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1502
    #dbg_value(i64 %39, !1415, !DIExpression(), !1503)
    #dbg_value(i64 %39, !1446, !DIExpression(), !1504)
  %40 = icmp ult i64 %39, -119, !dbg !1507
  br i1 %40, label %41, label %52, !dbg !1508

41:                                               ; preds = %18, %38
  %42 = phi i64 [ %36, %38 ], [ %12, %18 ], !dbg !1509
  %43 = phi i64 [ %39, %38 ], [ %23, %18 ]
  %44 = getelementptr inbounds i8, ptr %10, i64 %43, !dbg !1427
  %45 = sub i64 %11, %43, !dbg !1427
    #dbg_value(ptr %44, !1404, !DIExpression(), !1419)
    #dbg_value(i64 %45, !1405, !DIExpression(), !1419)
    #dbg_value(i64 %42, !1406, !DIExpression(), !1419)
  %46 = icmp ult i64 %45, 5, !dbg !1420
  br i1 %46, label %47, label %9, !dbg !1421

47:                                               ; preds = %41, %2
  %48 = phi i64 [ 0, %2 ], [ %42, %41 ], !dbg !1509
  %49 = phi i64 [ %1, %2 ], [ %45, %41 ]
  %50 = icmp eq i64 %49, 0, !dbg !1510
  %51 = select i1 %50, i64 %48, i64 -2, !dbg !1419
  br label %52, !dbg !1419

52:                                               ; preds = %26, %18, %16, %38, %35, %47
  %53 = phi i64 [ %51, %47 ], [ %33, %26 ], [ -2, %18 ], [ -2, %16 ], [ -2, %35 ], [ -2, %38 ], !dbg !1419
  ret i64 %53, !dbg !1512
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_findFrameCompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1477 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8, !DIAssignID !1513
    #dbg_value(ptr %0, !1476, !DIExpression(), !1514)
    #dbg_value(i64 %1, !1479, !DIExpression(), !1514)
    #dbg_assign(i1 undef, !1482, !DIExpression(), !1513, ptr %3, !DIExpression(), !1515)
    #dbg_value(ptr %0, !1485, !DIExpression(), !1515)
    #dbg_value(i64 %1, !1486, !DIExpression(), !1515)
    #dbg_value(i32 0, !1487, !DIExpression(), !1515)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18, !dbg !1517
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %0, i64 noundef %1, i32 noundef 0), !dbg !1518
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1519
  %5 = load i64, ptr %4, align 8, !dbg !1519, !tbaa !1500
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1520
  ret i64 %5, !dbg !1521
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getDecompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !1522 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !1527
    #dbg_value(ptr %0, !1524, !DIExpression(), !1528)
    #dbg_value(i64 %1, !1525, !DIExpression(), !1528)
    #dbg_assign(i1 undef, !1312, !DIExpression(), !1527, ptr %3, !DIExpression(), !1529)
    #dbg_value(ptr %0, !1310, !DIExpression(), !1531)
    #dbg_value(i64 %1, !1311, !DIExpression(), !1531)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18, !dbg !1532
    #dbg_value(ptr %3, !1300, !DIExpression(), !1533)
    #dbg_value(ptr %0, !1301, !DIExpression(), !1533)
    #dbg_value(i64 %1, !1302, !DIExpression(), !1533)
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0), !dbg !1535
  %5 = icmp eq i64 %4, 0, !dbg !1536
  %6 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !1537
  %7 = load i32, ptr %6, align 4, !dbg !1537
  %8 = icmp eq i32 %7, 1, !dbg !1537
  %9 = load i64, ptr %3, align 8, !dbg !1537
  %10 = select i1 %8, i64 0, i64 %9, !dbg !1537
  %11 = select i1 %5, i64 %10, i64 -2, !dbg !1537
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18, !dbg !1538
    #dbg_value(i64 %11, !1526, !DIExpression(), !1528)
  %12 = icmp ugt i64 %11, -3, !dbg !1539
  %13 = select i1 %12, i64 0, i64 %11, !dbg !1540
  ret i64 %13, !dbg !1541
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBound(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1542 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8, !DIAssignID !1551
    #dbg_assign(i1 undef, !1547, !DIExpression(), !1551, ptr %3, !DIExpression(), !1552)
    #dbg_value(ptr %0, !1544, !DIExpression(), !1553)
    #dbg_value(i64 %1, !1545, !DIExpression(), !1553)
    #dbg_value(i64 0, !1546, !DIExpression(), !1553)
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  br label %6, !dbg !1554

6:                                                ; preds = %11, %2
  %7 = phi i64 [ %1, %2 ], [ %18, %11 ]
  %8 = phi i64 [ 0, %2 ], [ %19, %11 ], !dbg !1555
  %9 = phi ptr [ %0, %2 ], [ %17, %11 ]
    #dbg_value(ptr %9, !1544, !DIExpression(), !1553)
    #dbg_value(i64 %8, !1546, !DIExpression(), !1553)
    #dbg_value(i64 %7, !1545, !DIExpression(), !1553)
  %10 = icmp eq i64 %7, 0, !dbg !1556
  br i1 %10, label %20, label %11, !dbg !1554

11:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18, !dbg !1557
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %9, i64 noundef %7, i32 noundef 0), !dbg !1558
  %12 = load i64, ptr %4, align 8, !dbg !1559, !tbaa !1500
    #dbg_value(i64 %12, !1549, !DIExpression(), !1552)
  %13 = load i64, ptr %5, align 8, !dbg !1560, !tbaa !1561
    #dbg_value(i64 %13, !1550, !DIExpression(), !1552)
    #dbg_value(i64 %12, !1446, !DIExpression(), !1562)
  %14 = icmp ult i64 %12, -119, !dbg !1565
  %15 = icmp ne i64 %13, -2
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1566
  %17 = getelementptr inbounds i8, ptr %9, i64 %12, !dbg !1566
  %18 = sub i64 %7, %12, !dbg !1566
  %19 = add i64 %13, %8, !dbg !1566
    #dbg_value(ptr poison, !1544, !DIExpression(), !1553)
    #dbg_value(i64 poison, !1546, !DIExpression(), !1553)
    #dbg_value(i64 poison, !1545, !DIExpression(), !1553)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1567
  br i1 %16, label %6, label %20, !llvm.loop !1568

20:                                               ; preds = %6, %11
  %21 = phi i64 [ -2, %11 ], [ %8, %6 ], !dbg !1553
  ret i64 %21, !dbg !1569
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_frameSizeInfo) align 8 %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !1570 {
  %5 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !1597
    #dbg_assign(i1 undef, !1585, !DIExpression(), !1597, ptr %5, !DIExpression(), !1598)
  %6 = alloca %struct.blockProperties_t, align 4, !DIAssignID !1599
    #dbg_assign(i1 undef, !1588, !DIExpression(), !1599, ptr %6, !DIExpression(), !1600)
    #dbg_value(ptr %1, !1574, !DIExpression(), !1601)
    #dbg_value(i64 %2, !1575, !DIExpression(), !1601)
    #dbg_value(i32 %3, !1576, !DIExpression(), !1601)
    #dbg_value(i64 0, !1577, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1601)
    #dbg_value(i64 0, !1577, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1601)
    #dbg_value(i64 0, !1577, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1601)
  %7 = icmp eq i32 %3, 0, !dbg !1602
  %8 = icmp ugt i64 %2, 7
  %9 = and i1 %8, %7, !dbg !1603
  br i1 %9, label %10, label %25, !dbg !1603

10:                                               ; preds = %4
    #dbg_value(ptr %1, !917, !DIExpression(), !1604)
    #dbg_value(ptr %1, !924, !DIExpression(), !1606)
  %11 = load i32, ptr %1, align 1, !dbg !1608, !tbaa !931
  %12 = and i32 %11, -16, !dbg !1609
  %13 = icmp eq i32 %12, 407710288, !dbg !1610
  br i1 %13, label %14, label %25, !dbg !1611

14:                                               ; preds = %10
    #dbg_value(ptr %1, !1351, !DIExpression(), !1612)
    #dbg_value(i64 %2, !1354, !DIExpression(), !1612)
    #dbg_value(i64 8, !1355, !DIExpression(), !1612)
  %15 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1615
    #dbg_value(ptr %15, !917, !DIExpression(), !1616)
    #dbg_value(ptr %15, !924, !DIExpression(), !1618)
  %16 = load i32, ptr %15, align 1, !dbg !1620, !tbaa !931
    #dbg_value(i32 %16, !1356, !DIExpression(), !1612)
  %17 = icmp ugt i32 %16, -9, !dbg !1621
  %18 = zext i32 %16 to i64, !dbg !1622
  %19 = add nuw nsw i64 %18, 8, !dbg !1622
  %20 = icmp ugt i64 %19, %2, !dbg !1622
  %21 = select i1 %20, i64 -72, i64 %19, !dbg !1622
  %22 = select i1 %17, i64 -14, i64 %21, !dbg !1622
    #dbg_value(i64 %22, !1577, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1601)
  store i64 0, ptr %0, align 8, !dbg !1623, !tbaa !994
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1623
  store i64 %22, ptr %23, align 8, !dbg !1623, !tbaa !994
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1623
  store i64 0, ptr %24, align 8, !dbg !1623, !tbaa !1624
  br label %92, !dbg !1625

25:                                               ; preds = %10, %4
    #dbg_value(ptr %1, !1578, !DIExpression(), !1598)
    #dbg_value(ptr %1, !1581, !DIExpression(), !1598)
    #dbg_value(i64 %2, !1583, !DIExpression(), !1598)
    #dbg_value(i64 0, !1584, !DIExpression(), !1598)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #18, !dbg !1626
  %26 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %5, ptr noundef %1, i64 noundef %2, i32 noundef %3), !dbg !1627
    #dbg_value(i64 %26, !1586, !DIExpression(), !1628)
    #dbg_value(i64 %26, !1446, !DIExpression(), !1629)
  %27 = icmp ult i64 %26, -119, !dbg !1632
  br i1 %27, label %31, label %28, !dbg !1633

28:                                               ; preds = %25
    #dbg_value(i64 %26, !1634, !DIExpression(), !1640)
    #dbg_declare(ptr %0, !1639, !DIExpression(), !1642)
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1643
  store i64 %26, ptr %29, align 8, !dbg !1644, !tbaa !1500, !alias.scope !1645
  %30 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1648
  store i64 -2, ptr %30, align 8, !dbg !1649, !tbaa !1561, !alias.scope !1645
  br label %91, !dbg !1650

31:                                               ; preds = %25
  %32 = icmp eq i64 %26, 0, !dbg !1651
  br i1 %32, label %36, label %33, !dbg !1653

33:                                               ; preds = %31
    #dbg_value(i64 -72, !1634, !DIExpression(), !1654)
    #dbg_declare(ptr %0, !1639, !DIExpression(), !1656)
  %34 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1657
  store i64 -72, ptr %34, align 8, !dbg !1658, !tbaa !1500, !alias.scope !1659
  %35 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1662
  store i64 -2, ptr %35, align 8, !dbg !1663, !tbaa !1561, !alias.scope !1659
  br label %91, !dbg !1664

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !1665
  %38 = load i32, ptr %37, align 8, !dbg !1665, !tbaa !1138
  %39 = zext i32 %38 to i64, !dbg !1666
  %40 = getelementptr inbounds i8, ptr %1, i64 %39, !dbg !1666
    #dbg_value(ptr %40, !1578, !DIExpression(), !1598)
  %41 = sub i64 %2, %39, !dbg !1667
    #dbg_value(i64 %41, !1583, !DIExpression(), !1598)
    #dbg_value(i64 0, !1584, !DIExpression(), !1598)
    #dbg_value(ptr %40, !1578, !DIExpression(), !1598)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18, !dbg !1668
  %42 = call i64 @ZSTD_getcBlockSize(ptr noundef %40, i64 noundef %41, ptr noundef nonnull %6) #18, !dbg !1669
  %43 = icmp ult i64 %42, -119, !dbg !1670
  br i1 %43, label %44, label %59, !dbg !1673

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %6, i64 4
  br label %46, !dbg !1673

46:                                               ; preds = %44, %63
  %47 = phi i64 [ %42, %44 ], [ %64, %63 ]
  %48 = phi i64 [ 0, %44 ], [ %56, %63 ]
  %49 = phi i64 [ %41, %44 ], [ %55, %63 ]
  %50 = phi ptr [ %40, %44 ], [ %54, %63 ]
    #dbg_value(i64 %48, !1584, !DIExpression(), !1598)
    #dbg_value(i64 %49, !1583, !DIExpression(), !1598)
    #dbg_value(ptr %50, !1578, !DIExpression(), !1598)
  %51 = add nuw i64 %47, 3, !dbg !1674
  %52 = icmp ugt i64 %51, %49, !dbg !1676
  br i1 %52, label %59, label %53, !dbg !1677

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %50, i64 %51, !dbg !1678
    #dbg_value(ptr %54, !1578, !DIExpression(), !1598)
  %55 = sub i64 %49, %51, !dbg !1679
    #dbg_value(i64 %55, !1583, !DIExpression(), !1598)
  %56 = add i64 %48, 1, !dbg !1680
    #dbg_value(i64 %56, !1584, !DIExpression(), !1598)
  %57 = load i32, ptr %45, align 4, !dbg !1681, !tbaa !1683
  %58 = icmp eq i32 %57, 0, !dbg !1685
    #dbg_value(i64 %56, !1584, !DIExpression(), !1598)
    #dbg_value(i64 %56, !1584, !DIExpression(), !1598)
    #dbg_value(i64 %55, !1583, !DIExpression(), !1598)
    #dbg_value(i64 %55, !1583, !DIExpression(), !1598)
    #dbg_value(ptr %54, !1578, !DIExpression(), !1598)
    #dbg_value(ptr %54, !1578, !DIExpression(), !1598)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18, !dbg !1686
  br i1 %58, label %63, label %66, !dbg !1598

59:                                               ; preds = %46, %63, %36
  %60 = phi i64 [ %42, %36 ], [ %64, %63 ], [ -72, %46 ]
  %61 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1687
  store i64 %60, ptr %61, align 8, !dbg !1688, !tbaa !1500
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1689
  store i64 -2, ptr %62, align 8, !dbg !1690, !tbaa !1561
    #dbg_value(i64 poison, !1584, !DIExpression(), !1598)
    #dbg_value(i64 poison, !1583, !DIExpression(), !1598)
    #dbg_value(ptr poison, !1578, !DIExpression(), !1598)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18, !dbg !1686
  br label %91

63:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18, !dbg !1668
  %64 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %54, i64 noundef %55, ptr noundef nonnull %6) #18, !dbg !1669
    #dbg_value(i64 %64, !1596, !DIExpression(), !1600)
    #dbg_value(i64 %64, !1446, !DIExpression(), !1691)
  %65 = icmp ult i64 %64, -119, !dbg !1670
  br i1 %65, label %46, label %59, !dbg !1673

66:                                               ; preds = %53
  %67 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1692
  %68 = load i32, ptr %67, align 8, !dbg !1692, !tbaa !1294
  %69 = icmp eq i32 %68, 0, !dbg !1694
  br i1 %69, label %77, label %70, !dbg !1695

70:                                               ; preds = %66
  %71 = icmp ult i64 %55, 4, !dbg !1696
  br i1 %71, label %72, label %75, !dbg !1699

72:                                               ; preds = %70
    #dbg_value(i64 -72, !1634, !DIExpression(), !1700)
    #dbg_declare(ptr %0, !1639, !DIExpression(), !1702)
  %73 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1703
  store i64 -72, ptr %73, align 8, !dbg !1704, !tbaa !1500, !alias.scope !1705
  %74 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1708
  store i64 -2, ptr %74, align 8, !dbg !1709, !tbaa !1561, !alias.scope !1705
  br label %91, !dbg !1710

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %54, i64 4, !dbg !1711
    #dbg_value(ptr %76, !1578, !DIExpression(), !1598)
  br label %77, !dbg !1712

77:                                               ; preds = %75, %66
  %78 = phi ptr [ %76, %75 ], [ %54, %66 ], !dbg !1598
    #dbg_value(ptr %78, !1578, !DIExpression(), !1598)
    #dbg_value(i64 %56, !1577, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1601)
  %79 = ptrtoint ptr %78 to i64, !dbg !1713
  %80 = ptrtoint ptr %1 to i64, !dbg !1713
  %81 = sub i64 %79, %80, !dbg !1713
    #dbg_value(i64 %81, !1577, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1601)
  %82 = load i64, ptr %5, align 8, !dbg !1714, !tbaa !1147
  %83 = icmp eq i64 %82, -1, !dbg !1715
  %84 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1716
  %85 = load i32, ptr %84, align 8, !dbg !1716
  %86 = zext i32 %85 to i64, !dbg !1716
  %87 = mul i64 %56, %86, !dbg !1716
  %88 = select i1 %83, i64 %87, i64 %82, !dbg !1716
    #dbg_value(i64 %88, !1577, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1601)
  store i64 %56, ptr %0, align 8, !dbg !1717, !tbaa !994
  %89 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1717
  store i64 %81, ptr %89, align 8, !dbg !1717, !tbaa !994
  %90 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1717
  store i64 %88, ptr %90, align 8, !dbg !1717, !tbaa !1624
  br label %91, !dbg !1718

91:                                               ; preds = %59, %28, %33, %77, %72
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #18, !dbg !1719
  br label %92

92:                                               ; preds = %91, %14
  ret void, !dbg !1720
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressionMargin(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1721 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8, !DIAssignID !1734
    #dbg_assign(i1 undef, !1727, !DIExpression(), !1734, ptr %3, !DIExpression(), !1735)
  %4 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !1736
    #dbg_assign(i1 undef, !1731, !DIExpression(), !1736, ptr %4, !DIExpression(), !1735)
    #dbg_value(ptr %0, !1723, !DIExpression(), !1737)
    #dbg_value(i64 %1, !1724, !DIExpression(), !1737)
    #dbg_value(i64 0, !1725, !DIExpression(), !1737)
    #dbg_value(i32 0, !1726, !DIExpression(), !1737)
  %5 = icmp eq i64 %1, 0, !dbg !1738
  br i1 %5, label %55, label %6, !dbg !1739

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 20
  %10 = getelementptr inbounds i8, ptr %4, i64 24
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  br label %13, !dbg !1739

13:                                               ; preds = %6, %46
  %14 = phi ptr [ %0, %6 ], [ %49, %46 ]
  %15 = phi i64 [ %1, %6 ], [ %50, %46 ]
  %16 = phi i32 [ 0, %6 ], [ %48, %46 ]
  %17 = phi i64 [ 0, %6 ], [ %47, %46 ]
    #dbg_value(ptr %14, !1723, !DIExpression(), !1737)
    #dbg_value(i64 %15, !1724, !DIExpression(), !1737)
    #dbg_value(i32 %16, !1726, !DIExpression(), !1737)
    #dbg_value(i64 %17, !1725, !DIExpression(), !1737)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18, !dbg !1740
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %14, i64 noundef %15, i32 noundef 0), !dbg !1741
  %18 = load i64, ptr %7, align 8, !dbg !1742, !tbaa !1500
    #dbg_value(i64 %18, !1729, !DIExpression(), !1735)
  %19 = load i64, ptr %8, align 8, !dbg !1743, !tbaa !1561
    #dbg_value(i64 %19, !1730, !DIExpression(), !1735)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #18, !dbg !1744
    #dbg_value(ptr %4, !1300, !DIExpression(), !1745)
    #dbg_value(ptr %14, !1301, !DIExpression(), !1745)
    #dbg_value(i64 %15, !1302, !DIExpression(), !1745)
  %20 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %4, ptr noundef %14, i64 noundef %15, i32 noundef 0), !dbg !1747
    #dbg_value(i64 %20, !1732, !DIExpression(), !1748)
    #dbg_value(i64 %20, !1446, !DIExpression(), !1749)
  %21 = icmp ult i64 %20, -119, !dbg !1752
  br i1 %21, label %22, label %44

22:                                               ; preds = %13
    #dbg_value(i64 %18, !1446, !DIExpression(), !1753)
  %23 = icmp ugt i64 %18, -120, !dbg !1756
  %24 = icmp eq i64 %19, -2
  %25 = select i1 %23, i1 true, i1 %24, !dbg !1757
  br i1 %25, label %44, label %26, !dbg !1757

26:                                               ; preds = %22
  %27 = load i32, ptr %9, align 4, !dbg !1758, !tbaa !1126
  %28 = icmp eq i32 %27, 0, !dbg !1760
  br i1 %28, label %29, label %42, !dbg !1761

29:                                               ; preds = %26
  %30 = load i32, ptr %10, align 8, !dbg !1762, !tbaa !1138
  %31 = zext i32 %30 to i64, !dbg !1764
  %32 = add i64 %17, %31, !dbg !1765
    #dbg_value(i64 %32, !1725, !DIExpression(), !1737)
  %33 = load i32, ptr %11, align 8, !dbg !1766, !tbaa !1294
  %34 = icmp eq i32 %33, 0, !dbg !1767
  %35 = select i1 %34, i64 0, i64 4, !dbg !1767
  %36 = add i64 %32, %35, !dbg !1768
    #dbg_value(i64 %36, !1725, !DIExpression(), !1737)
  %37 = load i64, ptr %3, align 8, !dbg !1769, !tbaa !1770
  %38 = mul i64 %37, 3, !dbg !1771
  %39 = add i64 %36, %38, !dbg !1772
    #dbg_value(i64 %39, !1725, !DIExpression(), !1737)
  %40 = load i32, ptr %12, align 8, !dbg !1773
  %41 = tail call i32 @llvm.umax.i32(i32 %16, i32 %40), !dbg !1773
    #dbg_value(i32 %41, !1726, !DIExpression(), !1737)
  br label %46, !dbg !1774

42:                                               ; preds = %26
  %43 = add i64 %18, %17, !dbg !1775
    #dbg_value(i64 %43, !1725, !DIExpression(), !1737)
  br label %46

44:                                               ; preds = %13, %22
  %45 = phi i64 [ -20, %22 ], [ %20, %13 ]
    #dbg_value(ptr poison, !1723, !DIExpression(), !1737)
    #dbg_value(i64 poison, !1724, !DIExpression(), !1737)
    #dbg_value(i32 poison, !1726, !DIExpression(), !1737)
    #dbg_value(i64 poison, !1725, !DIExpression(), !1737)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18, !dbg !1777
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1777
  br label %55

46:                                               ; preds = %29, %42
  %47 = phi i64 [ %39, %29 ], [ %43, %42 ], !dbg !1778
  %48 = phi i32 [ %41, %29 ], [ %16, %42 ], !dbg !1737
    #dbg_value(i32 %48, !1726, !DIExpression(), !1737)
    #dbg_value(i64 %47, !1725, !DIExpression(), !1737)
  %49 = getelementptr inbounds i8, ptr %14, i64 %18, !dbg !1779
    #dbg_value(ptr %49, !1723, !DIExpression(), !1737)
  %50 = sub i64 %15, %18, !dbg !1780
    #dbg_value(i64 %50, !1724, !DIExpression(), !1737)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18, !dbg !1777
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18, !dbg !1777
  %51 = icmp eq i64 %50, 0, !dbg !1738
  br i1 %51, label %52, label %13, !dbg !1739, !llvm.loop !1781

52:                                               ; preds = %46
  %53 = zext i32 %48 to i64, !dbg !1782
  %54 = add i64 %47, %53, !dbg !1782
  br label %55, !dbg !1782

55:                                               ; preds = %2, %52, %44
  %56 = phi i64 [ %45, %44 ], [ 0, %2 ], [ %54, %52 ], !dbg !1737
  ret i64 %56, !dbg !1783
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_insertBlock(ptr noundef %0, ptr noundef %1, i64 noundef returned %2) local_unnamed_addr #0 !dbg !1784 {
    #dbg_value(ptr %0, !1788, !DIExpression(), !1791)
    #dbg_value(ptr %1, !1789, !DIExpression(), !1791)
    #dbg_value(i64 %2, !1790, !DIExpression(), !1791)
  tail call void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %1, i64 noundef %2) #18, !dbg !1792
  %4 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !1793
  %5 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !1794
  store ptr %4, ptr %5, align 8, !dbg !1795, !tbaa !1796
  ret i64 %2, !dbg !1797
}

declare !dbg !1798 void @ZSTD_checkContinuity(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #0 !dbg !1801 {
    #dbg_value(ptr %0, !1805, !DIExpression(), !1812)
    #dbg_value(ptr %1, !1806, !DIExpression(), !1812)
    #dbg_value(i64 %2, !1807, !DIExpression(), !1812)
    #dbg_value(ptr %3, !1808, !DIExpression(), !1812)
    #dbg_value(i64 %4, !1809, !DIExpression(), !1812)
    #dbg_value(ptr %5, !1810, !DIExpression(), !1812)
    #dbg_value(i64 %6, !1811, !DIExpression(), !1812)
  %8 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef null), !dbg !1813
  ret i64 %8, !dbg !1814
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) unnamed_addr #0 !dbg !1815 {
  %9 = alloca %struct.ZSTD_Trace, align 8, !DIAssignID !1848
  %10 = alloca %struct.blockProperties_t, align 4, !DIAssignID !1849
    #dbg_value(ptr %0, !1819, !DIExpression(), !1850)
    #dbg_value(ptr %1, !1820, !DIExpression(), !1850)
    #dbg_value(i64 %2, !1821, !DIExpression(), !1850)
    #dbg_value(ptr %3, !1822, !DIExpression(), !1850)
    #dbg_value(i64 %4, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %5, !1824, !DIExpression(), !1850)
    #dbg_value(i64 %6, !1825, !DIExpression(), !1850)
    #dbg_value(ptr %7, !1826, !DIExpression(), !1850)
    #dbg_value(ptr %1, !1827, !DIExpression(), !1850)
    #dbg_value(i32 0, !1829, !DIExpression(), !1850)
  %11 = icmp eq ptr %7, null, !dbg !1851
  br i1 %11, label %15, label %12, !dbg !1853

12:                                               ; preds = %8
  %13 = tail call ptr @ZSTD_DDict_dictContent(ptr noundef nonnull %7) #18, !dbg !1854
    #dbg_value(ptr %13, !1824, !DIExpression(), !1850)
  %14 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef nonnull %7) #18, !dbg !1856
    #dbg_value(i64 %14, !1825, !DIExpression(), !1850)
  br label %15, !dbg !1857

15:                                               ; preds = %12, %8
  %16 = phi i64 [ %14, %12 ], [ %6, %8 ]
  %17 = phi ptr [ %13, %12 ], [ %5, %8 ]
    #dbg_value(ptr %17, !1824, !DIExpression(), !1850)
    #dbg_value(i64 %16, !1825, !DIExpression(), !1850)
  %18 = getelementptr inbounds i8, ptr %0, i64 30104
  %19 = load i32, ptr %18, align 8, !tbaa !601
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 5, i64 1
  %22 = icmp ugt i64 %21, %4, !dbg !1858
  br i1 %22, label %287, label %23, !dbg !1859

23:                                               ; preds = %15
  %24 = getelementptr inbounds i8, ptr %0, i64 29928
  %25 = getelementptr inbounds i8, ptr %0, i64 30224
  %26 = getelementptr inbounds i8, ptr %0, i64 30216
  %27 = getelementptr inbounds i8, ptr %0, i64 29956
  %28 = getelementptr inbounds i8, ptr %0, i64 30200
  %29 = getelementptr inbounds i8, ptr %0, i64 29960
  %30 = getelementptr inbounds i8, ptr %0, i64 30108
  %31 = getelementptr inbounds i8, ptr %0, i64 30112
  %32 = getelementptr inbounds i8, ptr %0, i64 30008
  %33 = getelementptr inbounds i8, ptr %0, i64 30016
  %34 = getelementptr inbounds i8, ptr %0, i64 30024
  %35 = getelementptr inbounds i8, ptr %0, i64 30040
  %36 = getelementptr inbounds i8, ptr %0, i64 29976
  %37 = getelementptr inbounds i8, ptr %0, i64 30232
  %38 = getelementptr inbounds i8, ptr %0, i64 29944
  %39 = getelementptr inbounds i8, ptr %10, i64 8
  %40 = getelementptr inbounds i8, ptr %10, i64 4
  %41 = getelementptr inbounds i8, ptr %0, i64 95968
  %42 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %43 = getelementptr inbounds i8, ptr %9, i64 8
  %44 = getelementptr inbounds i8, ptr %9, i64 4
  %45 = getelementptr inbounds i8, ptr %0, i64 30192
  %46 = getelementptr inbounds i8, ptr %9, i64 16
  %47 = getelementptr inbounds i8, ptr %0, i64 30204
  %48 = getelementptr inbounds i8, ptr %9, i64 12
  %49 = getelementptr inbounds i8, ptr %9, i64 24
  %50 = getelementptr inbounds i8, ptr %9, i64 32
  %51 = getelementptr inbounds i8, ptr %9, i64 56
  br label %52, !dbg !1859

52:                                               ; preds = %23, %280
  %53 = phi i64 [ %21, %23 ], [ %285, %280 ]
  %54 = phi i1 [ %20, %23 ], [ %284, %280 ]
  %55 = phi ptr [ %1, %23 ], [ %281, %280 ]
  %56 = phi i64 [ %2, %23 ], [ %282, %280 ]
  %57 = phi i1 [ false, %23 ], [ true, %280 ]
  %58 = phi i64 [ %4, %23 ], [ %273, %280 ]
  %59 = phi ptr [ %3, %23 ], [ %272, %280 ]
    #dbg_value(ptr %55, !1820, !DIExpression(), !1850)
    #dbg_value(i64 %56, !1821, !DIExpression(), !1850)
    #dbg_value(i32 poison, !1829, !DIExpression(), !1850)
    #dbg_value(i64 %58, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %59, !1822, !DIExpression(), !1850)
  br label %60, !dbg !1859

60:                                               ; preds = %52, %81
  %61 = phi i64 [ %58, %52 ], [ %83, %81 ]
  %62 = phi ptr [ %59, %52 ], [ %82, %81 ]
    #dbg_value(i64 %61, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %62, !1822, !DIExpression(), !1850)
  %63 = icmp ugt i64 %61, 3
  %64 = and i1 %63, %54, !dbg !1860
  br i1 %64, label %65, label %85, !dbg !1860

65:                                               ; preds = %60
    #dbg_value(ptr %62, !917, !DIExpression(), !1861)
    #dbg_value(ptr %62, !924, !DIExpression(), !1863)
  %66 = load i32, ptr %62, align 1, !dbg !1865, !tbaa !931
    #dbg_value(i32 %66, !1830, !DIExpression(), !1866)
  %67 = and i32 %66, -16, !dbg !1867
  %68 = icmp eq i32 %67, 407710288, !dbg !1868
  br i1 %68, label %69, label %85, !dbg !1869

69:                                               ; preds = %65
    #dbg_value(ptr %62, !1351, !DIExpression(), !1870)
    #dbg_value(i64 %61, !1354, !DIExpression(), !1870)
    #dbg_value(i64 8, !1355, !DIExpression(), !1870)
  %70 = icmp ult i64 %61, 8, !dbg !1872
  br i1 %70, label %295, label %71, !dbg !1873

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, ptr %62, i64 4, !dbg !1874
    #dbg_value(ptr %72, !917, !DIExpression(), !1875)
    #dbg_value(ptr %72, !924, !DIExpression(), !1877)
  %73 = load i32, ptr %72, align 1, !dbg !1879, !tbaa !931
    #dbg_value(i32 %73, !1356, !DIExpression(), !1870)
  %74 = icmp ugt i32 %73, -9, !dbg !1880
  br i1 %74, label %295, label %75, !dbg !1881

75:                                               ; preds = %71
  %76 = zext i32 %73 to i64, !dbg !1882
  %77 = add nuw nsw i64 %76, 8, !dbg !1883
    #dbg_value(i64 %77, !1357, !DIExpression(), !1884)
  %78 = icmp ugt i64 %77, %61, !dbg !1885
  %79 = select i1 %78, i64 -72, i64 %77, !dbg !1884
    #dbg_value(i64 %79, !1834, !DIExpression(), !1888)
    #dbg_value(i64 %79, !1837, !DIExpression(), !1889)
    #dbg_value(i64 %79, !1446, !DIExpression(), !1890)
  %80 = icmp ult i64 %79, -119, !dbg !1893
  br i1 %80, label %81, label %295

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %62, i64 %79, !dbg !1894
    #dbg_value(ptr %82, !1822, !DIExpression(), !1850)
  %83 = sub i64 %61, %79, !dbg !1895
    #dbg_value(i64 %83, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %55, !1820, !DIExpression(), !1850)
    #dbg_value(i64 %56, !1821, !DIExpression(), !1850)
    #dbg_value(i32 poison, !1829, !DIExpression(), !1850)
  %84 = icmp ult i64 %83, %53, !dbg !1858
  br i1 %84, label %287, label %60, !dbg !1859

85:                                               ; preds = %65, %60
    #dbg_value(i64 %61, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %62, !1822, !DIExpression(), !1850)
  br i1 %11, label %88, label %86, !dbg !1896

86:                                               ; preds = %85
  %87 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef nonnull %7), !dbg !1897
    #dbg_value(i64 0, !1839, !DIExpression(), !1898)
    #dbg_value(i64 0, !1446, !DIExpression(), !1899)
  br label %91

88:                                               ; preds = %85
  %89 = call i64 @ZSTD_decompressBegin_usingDict(ptr noundef nonnull %0, ptr noundef %17, i64 noundef %16), !dbg !1902
    #dbg_value(i64 %89, !1843, !DIExpression(), !1903)
    #dbg_value(i64 %89, !1446, !DIExpression(), !1904)
  %90 = icmp ult i64 %89, -119, !dbg !1907
  br i1 %90, label %91, label %295

91:                                               ; preds = %86, %88
  call void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %55, i64 noundef %56) #18, !dbg !1908
    #dbg_assign(i1 undef, !1909, !DIExpression(), !1849, ptr %10, !DIExpression(), !1944)
    #dbg_value(ptr %0, !1917, !DIExpression(), !1946)
    #dbg_value(ptr %55, !1918, !DIExpression(), !1946)
    #dbg_value(i64 %56, !1919, !DIExpression(), !1946)
    #dbg_value(ptr undef, !1920, !DIExpression(), !1946)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1946)
    #dbg_value(ptr %62, !1922, !DIExpression(), !1946)
    #dbg_value(ptr %62, !1923, !DIExpression(), !1946)
    #dbg_value(ptr %55, !1924, !DIExpression(), !1946)
  %92 = getelementptr inbounds i8, ptr %55, i64 %56, !dbg !1947
    #dbg_value(ptr %92, !1926, !DIExpression(), !1946)
    #dbg_value(ptr %55, !1927, !DIExpression(), !1946)
    #dbg_value(i64 %61, !1928, !DIExpression(), !1946)
  %93 = load i32, ptr %18, align 8, !dbg !1948, !tbaa !601
  %94 = icmp eq i32 %93, 0, !dbg !1948
  %95 = select i1 %94, i64 9, i64 5, !dbg !1948
  %96 = icmp ult i64 %61, %95, !dbg !1948
  br i1 %96, label %271, label %97, !dbg !1951

97:                                               ; preds = %91
  %98 = select i1 %94, i64 5, i64 1, !dbg !1952
    #dbg_value(ptr %62, !967, !DIExpression(), !1953)
    #dbg_value(i64 %98, !972, !DIExpression(), !1953)
    #dbg_value(i32 %93, !973, !DIExpression(), !1953)
    #dbg_value(i64 %98, !974, !DIExpression(), !1953)
  %99 = getelementptr i8, ptr %62, i64 %98, !dbg !1955
  %100 = getelementptr i8, ptr %99, i64 -1, !dbg !1955
  %101 = load i8, ptr %100, align 1, !dbg !1955, !tbaa !987
    #dbg_value(i8 %101, !975, !DIExpression(), !1956)
  %102 = zext i8 %101 to i32, !dbg !1957
  %103 = and i32 %102, 3, !dbg !1958
    #dbg_value(i32 %103, !977, !DIExpression(), !1956)
    #dbg_value(i32 %102, !978, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1956)
  %104 = lshr i32 %102, 6, !dbg !1959
    #dbg_value(i32 %104, !979, !DIExpression(), !1956)
  %105 = and i32 %102, 32, !dbg !1960
  %106 = icmp ne i32 %105, 0, !dbg !1960
  %107 = xor i1 %106, true, !dbg !1960
  %108 = zext i1 %107 to i64, !dbg !1960
  %109 = zext nneg i32 %103 to i64, !dbg !1961
  %110 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %109, !dbg !1961
  %111 = load i64, ptr %110, align 8, !dbg !1961, !tbaa !994
  %112 = zext nneg i32 %104 to i64, !dbg !1962
  %113 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %112, !dbg !1962
  %114 = load i64, ptr %113, align 8, !dbg !1962, !tbaa !994
  %115 = icmp ult i8 %101, 64, !dbg !1963
  %116 = and i1 %115, %106, !dbg !1963
  %117 = zext i1 %116 to i64, !dbg !1964
  %118 = add i64 %111, %98, !dbg !1965
  %119 = add i64 %118, %114, !dbg !1966
  %120 = add i64 %119, %108, !dbg !1967
  %121 = add i64 %120, %117, !dbg !1968
    #dbg_value(i64 %121, !1929, !DIExpression(), !1969)
    #dbg_value(i64 %121, !1446, !DIExpression(), !1970)
  %122 = icmp ult i64 %121, -119, !dbg !1973
  br i1 %122, label %123, label %271, !dbg !1974

123:                                              ; preds = %97
  %124 = add nuw i64 %121, 3, !dbg !1975
  %125 = icmp ult i64 %61, %124, !dbg !1975
  br i1 %125, label %271, label %126, !dbg !1978

126:                                              ; preds = %123
    #dbg_value(ptr %0, !1979, !DIExpression(), !1985)
    #dbg_value(ptr %62, !1982, !DIExpression(), !1985)
    #dbg_value(i64 %121, !1983, !DIExpression(), !1985)
  %127 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %24, ptr noundef nonnull %62, i64 noundef %121, i32 noundef %93), !dbg !1987
    #dbg_value(i64 %127, !1984, !DIExpression(), !1985)
    #dbg_value(i64 %127, !1446, !DIExpression(), !1988)
  %128 = icmp ult i64 %127, -119, !dbg !1991
  br i1 %128, label %129, label %271, !dbg !1992

129:                                              ; preds = %126
  %130 = icmp eq i64 %127, 0, !dbg !1993
  br i1 %130, label %131, label %271, !dbg !1996

131:                                              ; preds = %129
  %132 = load i32, ptr %25, align 8, !dbg !1997, !tbaa !613
  %133 = icmp eq i32 %132, 1, !dbg !1999
  br i1 %133, label %134, label %138, !dbg !2000

134:                                              ; preds = %131
  %135 = load ptr, ptr %26, align 8, !dbg !2001, !tbaa !593
  %136 = icmp eq ptr %135, null, !dbg !2002
  br i1 %136, label %138, label %137, !dbg !2003

137:                                              ; preds = %134
  call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0), !dbg !2004
  br label %138, !dbg !2006

138:                                              ; preds = %137, %134, %131
  %139 = load i32, ptr %27, align 4, !dbg !2007, !tbaa !2010
  %140 = icmp eq i32 %139, 0, !dbg !2007
  br i1 %140, label %144, label %141, !dbg !2007

141:                                              ; preds = %138
  %142 = load i32, ptr %28, align 8, !dbg !2007, !tbaa !2011
  %143 = icmp eq i32 %142, %139, !dbg !2007
  br i1 %143, label %144, label %271, !dbg !2012

144:                                              ; preds = %141, %138
  %145 = load i32, ptr %29, align 8, !dbg !2013, !tbaa !2014
  %146 = icmp eq i32 %145, 0, !dbg !2015
  br i1 %146, label %152, label %147, !dbg !2016

147:                                              ; preds = %144
  %148 = load i32, ptr %30, align 4, !dbg !2017, !tbaa !610
  %149 = icmp eq i32 %148, 0, !dbg !2018
  %150 = zext i1 %149 to i32, !dbg !2019
  store i32 %150, ptr %31, align 8, !dbg !2020, !tbaa !2021
  br i1 %149, label %151, label %153, !dbg !2022

151:                                              ; preds = %147
    #dbg_value(ptr %32, !2023, !DIExpression(), !2031)
    #dbg_value(i64 0, !2030, !DIExpression(), !2031)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %32, i8 0, i64 88, i1 false), !dbg !2034
  store i64 6983438078262162902, ptr %33, align 8, !dbg !2035, !tbaa !994
  store i64 -4417276706812531889, ptr %34, align 8, !dbg !2036, !tbaa !994
  store i64 7046029288634856825, ptr %35, align 8, !dbg !2037, !tbaa !994
  br label %153, !dbg !2038

152:                                              ; preds = %144
  store i32 0, ptr %31, align 8, !dbg !2020, !tbaa !2021
  br label %153, !dbg !2022

153:                                              ; preds = %152, %151, %147
  %154 = load i64, ptr %36, align 8, !dbg !2039, !tbaa !2040
  %155 = add i64 %154, %121, !dbg !2039
  store i64 %155, ptr %36, align 8, !dbg !2039, !tbaa !2040
    #dbg_value(i64 0, !1931, !DIExpression(), !2041)
    #dbg_value(i64 0, !1446, !DIExpression(), !2042)
  %156 = getelementptr inbounds i8, ptr %62, i64 %121, !dbg !2045
    #dbg_value(ptr %156, !1923, !DIExpression(), !1946)
  %157 = sub i64 %61, %121, !dbg !2046
    #dbg_value(i64 %157, !1928, !DIExpression(), !1946)
  %158 = load i32, ptr %37, align 8, !dbg !2047, !tbaa !619
  %159 = icmp eq i32 %158, 0, !dbg !2049
  br i1 %159, label %163, label %160, !dbg !2050

160:                                              ; preds = %153
  %161 = load i32, ptr %38, align 8, !dbg !2051, !tbaa !2052
  %162 = call i32 @llvm.umin.i32(i32 %161, i32 %158), !dbg !2051
  store i32 %162, ptr %38, align 8, !dbg !2053, !tbaa !2052
  br label %163, !dbg !2054

163:                                              ; preds = %160, %153
    #dbg_value(ptr %156, !1923, !DIExpression(), !1946)
    #dbg_value(ptr %55, !1927, !DIExpression(), !1946)
    #dbg_value(i64 %157, !1928, !DIExpression(), !1946)
    #dbg_value(ptr %92, !1933, !DIExpression(), !1944)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18, !dbg !2055
  %164 = call i64 @ZSTD_getcBlockSize(ptr noundef %156, i64 noundef %157, ptr noundef nonnull %10) #18, !dbg !2056
  %165 = icmp ult i64 %164, -119, !dbg !2057
  br i1 %165, label %166, label %222, !dbg !2060

166:                                              ; preds = %163
  %167 = ptrtoint ptr %92 to i64
  br label %168, !dbg !2060

168:                                              ; preds = %224, %166
  %169 = phi i64 [ %164, %166 ], [ %225, %224 ]
  %170 = phi ptr [ %156, %166 ], [ %218, %224 ]
  %171 = phi ptr [ %55, %166 ], [ %217, %224 ]
  %172 = phi i64 [ %157, %166 ], [ %219, %224 ]
    #dbg_value(ptr %170, !1923, !DIExpression(), !1946)
    #dbg_value(ptr %171, !1927, !DIExpression(), !1946)
    #dbg_value(i64 %172, !1928, !DIExpression(), !1946)
  %173 = getelementptr inbounds i8, ptr %170, i64 3, !dbg !2061
    #dbg_value(ptr %173, !1923, !DIExpression(), !1946)
  %174 = add i64 %172, -3, !dbg !2062
    #dbg_value(i64 %174, !1928, !DIExpression(), !1946)
  %175 = icmp ugt i64 %169, %174, !dbg !2063
  br i1 %175, label %222, label %176, !dbg !2066

176:                                              ; preds = %168
  %177 = icmp uge ptr %173, %171, !dbg !2067
  %178 = icmp ult ptr %173, %92
  %179 = select i1 %177, i1 %178, i1 false, !dbg !2069
  %180 = ptrtoint ptr %173 to i64, !dbg !2069
  %181 = ptrtoint ptr %171 to i64, !dbg !2069
  %182 = sub i64 %180, %181, !dbg !2069
  %183 = getelementptr inbounds i8, ptr %171, i64 %182, !dbg !2069
  %184 = select i1 %179, ptr %183, ptr %92, !dbg !2069
    #dbg_value(ptr %184, !1933, !DIExpression(), !1944)
  %185 = load i32, ptr %10, align 4, !dbg !2070, !tbaa !2071
  switch i32 %185, label %222 [
    i32 2, label %206
    i32 0, label %186
    i32 1, label %194
  ], !dbg !2072

186:                                              ; preds = %176
  %187 = sub i64 %167, %181, !dbg !2073
    #dbg_value(ptr %171, !2075, !DIExpression(), !2083)
    #dbg_value(i64 %187, !2080, !DIExpression(), !2083)
    #dbg_value(ptr %173, !2081, !DIExpression(), !2083)
    #dbg_value(i64 %169, !2082, !DIExpression(), !2083)
  %188 = icmp ugt i64 %169, %187, !dbg !2085
  br i1 %188, label %222, label %189, !dbg !2088

189:                                              ; preds = %186
  %190 = icmp eq ptr %171, null, !dbg !2089
  br i1 %190, label %191, label %193, !dbg !2091

191:                                              ; preds = %189
  %192 = icmp eq i64 %169, 0, !dbg !2092
  br i1 %192, label %211, label %222, !dbg !2095

193:                                              ; preds = %189
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %171, ptr nonnull readonly align 1 %173, i64 %169, i1 false), !dbg !2096
  br label %211, !dbg !2097

194:                                              ; preds = %176
  %195 = ptrtoint ptr %184 to i64, !dbg !2098
  %196 = sub i64 %195, %181, !dbg !2098
  %197 = load i8, ptr %173, align 1, !dbg !2099, !tbaa !987
  %198 = load i32, ptr %39, align 4, !dbg !2100, !tbaa !2101
  %199 = zext i32 %198 to i64, !dbg !2102
    #dbg_value(ptr %171, !2103, !DIExpression(), !2111)
    #dbg_value(i64 %196, !2108, !DIExpression(), !2111)
    #dbg_value(i8 %197, !2109, !DIExpression(), !2111)
    #dbg_value(i64 %199, !2110, !DIExpression(), !2111)
  %200 = icmp ult i64 %196, %199, !dbg !2113
  br i1 %200, label %222, label %201, !dbg !2116

201:                                              ; preds = %194
  %202 = icmp eq ptr %171, null, !dbg !2117
  br i1 %202, label %203, label %205, !dbg !2119

203:                                              ; preds = %201
  %204 = icmp eq i32 %198, 0, !dbg !2120
  br i1 %204, label %211, label %222, !dbg !2123

205:                                              ; preds = %201
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %171, i8 %197, i64 %199, i1 false), !dbg !2124
    #dbg_value(i64 %199, !1934, !DIExpression(), !1944)
    #dbg_value(i64 %199, !1936, !DIExpression(), !2125)
    #dbg_value(i64 %199, !1446, !DIExpression(), !2126)
  br label %211

206:                                              ; preds = %176
  %207 = ptrtoint ptr %184 to i64, !dbg !2129
  %208 = sub i64 %207, %181, !dbg !2129
  %209 = call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %171, i64 noundef %208, ptr noundef nonnull %173, i64 noundef %169, i32 noundef 0) #18, !dbg !2130
    #dbg_value(i64 %209, !1934, !DIExpression(), !1944)
    #dbg_value(i64 %209, !1936, !DIExpression(), !2125)
    #dbg_value(i64 %209, !1446, !DIExpression(), !2126)
  %210 = icmp ult i64 %209, -119, !dbg !2131
  br i1 %210, label %211, label %222

211:                                              ; preds = %206, %205, %203, %193, %191
  %212 = phi i64 [ %199, %205 ], [ %209, %206 ], [ %169, %193 ], [ 0, %191 ], [ 0, %203 ]
  %213 = load i32, ptr %31, align 8, !dbg !2132, !tbaa !2021
  %214 = icmp eq i32 %213, 0, !dbg !2134
  br i1 %214, label %216, label %215, !dbg !2135

215:                                              ; preds = %211
  call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %32, ptr nocapture noundef %171, i64 noundef %212), !dbg !2136
  br label %216, !dbg !2138

216:                                              ; preds = %215, %211
  %217 = getelementptr inbounds i8, ptr %171, i64 %212
    #dbg_value(ptr %217, !1927, !DIExpression(), !1946)
  %218 = getelementptr inbounds i8, ptr %173, i64 %169, !dbg !2139
    #dbg_value(ptr %218, !1923, !DIExpression(), !1946)
  %219 = sub i64 %174, %169, !dbg !2140
    #dbg_value(i64 %219, !1928, !DIExpression(), !1946)
  %220 = load i32, ptr %40, align 4, !dbg !2141, !tbaa !1683
  %221 = icmp eq i32 %220, 0, !dbg !2143
    #dbg_value(ptr %218, !1923, !DIExpression(), !1946)
    #dbg_value(ptr %218, !1923, !DIExpression(), !1946)
    #dbg_value(ptr %217, !1927, !DIExpression(), !1946)
    #dbg_value(ptr %217, !1927, !DIExpression(), !1946)
    #dbg_value(i64 %219, !1928, !DIExpression(), !1946)
    #dbg_value(i64 %219, !1928, !DIExpression(), !1946)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18, !dbg !2144
  br i1 %221, label %224, label %227, !dbg !2145

222:                                              ; preds = %224, %206, %203, %194, %191, %186, %176, %168, %163
  %223 = phi i64 [ %164, %163 ], [ -70, %194 ], [ -70, %186 ], [ -20, %176 ], [ -72, %168 ], [ %225, %224 ], [ %209, %206 ], [ -74, %191 ], [ -74, %203 ]
    #dbg_value(ptr poison, !1923, !DIExpression(), !1946)
    #dbg_value(ptr poison, !1927, !DIExpression(), !1946)
    #dbg_value(i64 poison, !1928, !DIExpression(), !1946)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18, !dbg !2144
  br label %271

224:                                              ; preds = %216
    #dbg_value(ptr %92, !1933, !DIExpression(), !1944)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18, !dbg !2055
  %225 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %218, i64 noundef %219, ptr noundef nonnull %10) #18, !dbg !2056
    #dbg_value(i64 %225, !1935, !DIExpression(), !1944)
    #dbg_value(i64 %225, !1446, !DIExpression(), !2146)
  %226 = icmp ult i64 %225, -119, !dbg !2057
  br i1 %226, label %168, label %222, !dbg !2060

227:                                              ; preds = %216
  %228 = load i64, ptr %24, align 8, !dbg !2147, !tbaa !2149
  %229 = icmp eq i64 %228, -1, !dbg !2150
  %230 = ptrtoint ptr %217 to i64
  %231 = ptrtoint ptr %55 to i64
  %232 = sub i64 %230, %231
  %233 = icmp eq i64 %232, %228
  %234 = select i1 %229, i1 true, i1 %233, !dbg !2151
  br i1 %234, label %235, label %271, !dbg !2151

235:                                              ; preds = %227
  %236 = load i32, ptr %29, align 8, !dbg !2152, !tbaa !2014
  %237 = icmp eq i32 %236, 0, !dbg !2153
  br i1 %237, label %251, label %238, !dbg !2154

238:                                              ; preds = %235
  %239 = icmp ult i64 %219, 4, !dbg !2155
  br i1 %239, label %271, label %240, !dbg !2158

240:                                              ; preds = %238
  %241 = load i32, ptr %30, align 4, !dbg !2159, !tbaa !610
  %242 = icmp eq i32 %241, 0, !dbg !2160
  br i1 %242, label %243, label %248, !dbg !2161

243:                                              ; preds = %240
  %244 = call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %32) #21, !dbg !2162
  %245 = trunc i64 %244 to i32, !dbg !2163
    #dbg_value(i32 %245, !1938, !DIExpression(), !2164)
    #dbg_value(ptr %218, !917, !DIExpression(), !2165)
    #dbg_value(ptr %218, !924, !DIExpression(), !2167)
  %246 = load i32, ptr %218, align 1, !dbg !2169, !tbaa !931
    #dbg_value(i32 %246, !1943, !DIExpression(), !2164)
  %247 = icmp eq i32 %246, %245, !dbg !2170
  br i1 %247, label %248, label %271

248:                                              ; preds = %243, %240
  %249 = getelementptr inbounds i8, ptr %218, i64 4, !dbg !2173
    #dbg_value(ptr %249, !1923, !DIExpression(), !1946)
  %250 = add i64 %219, -4, !dbg !2174
    #dbg_value(i64 %250, !1928, !DIExpression(), !1946)
  br label %251, !dbg !2175

251:                                              ; preds = %248, %235
  %252 = phi i64 [ %250, %248 ], [ %219, %235 ], !dbg !1946
  %253 = phi ptr [ %249, %248 ], [ %218, %235 ], !dbg !1946
    #dbg_value(ptr %253, !1923, !DIExpression(), !1946)
    #dbg_value(i64 %252, !1928, !DIExpression(), !1946)
  %254 = ptrtoint ptr %253 to i64, !dbg !2176
  %255 = ptrtoint ptr %62 to i64, !dbg !2176
  %256 = sub i64 %254, %255, !dbg !2176
    #dbg_assign(i1 undef, !2177, !DIExpression(), !1848, ptr %9, !DIExpression(), !2209)
    #dbg_value(ptr %0, !2184, !DIExpression(), !2211)
    #dbg_value(i64 %232, !2185, !DIExpression(), !2211)
    #dbg_value(i64 %256, !2186, !DIExpression(), !2211)
    #dbg_value(i32 0, !2187, !DIExpression(), !2211)
  %257 = load i64, ptr %41, align 8, !dbg !2212, !tbaa !2213
  %258 = icmp ne i64 %257, 0, !dbg !2214
  %259 = and i1 %42, %258, !dbg !2215
  br i1 %259, label %260, label %271, !dbg !2215

260:                                              ; preds = %251
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #18, !dbg !2216
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %43, i8 0, i64 48, i1 false), !dbg !2217, !DIAssignID !2218
    #dbg_assign(i8 0, !2177, !DIExpression(), !2218, ptr %9, !DIExpression(), !2209)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2219, ptr undef, !DIExpression(), !2209)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2220, ptr undef, !DIExpression(), !2209)
  store i32 10507, ptr %9, align 8, !dbg !2221, !tbaa !2222, !DIAssignID !2224
    #dbg_assign(i32 10507, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2224, ptr %9, !DIExpression(), !2209)
  store i32 0, ptr %44, align 4, !dbg !2225, !tbaa !2226, !DIAssignID !2227
    #dbg_assign(i32 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2227, ptr %44, !DIExpression(), !2209)
  %261 = load ptr, ptr %45, align 8, !dbg !2228, !tbaa !2230
  %262 = icmp eq ptr %261, null, !dbg !2231
  br i1 %262, label %269, label %263, !dbg !2232

263:                                              ; preds = %260
  %264 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %261) #18, !dbg !2233
  store i32 %264, ptr %43, align 8, !dbg !2235, !tbaa !2236, !DIAssignID !2237
    #dbg_assign(i32 %264, !2177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2237, ptr %43, !DIExpression(), !2209)
  %265 = load ptr, ptr %45, align 8, !dbg !2238, !tbaa !2230
  %266 = call i64 @ZSTD_DDict_dictSize(ptr noundef %265) #18, !dbg !2239
  store i64 %266, ptr %46, align 8, !dbg !2240, !tbaa !2241, !DIAssignID !2242
    #dbg_assign(i64 %266, !2177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2242, ptr %46, !DIExpression(), !2209)
  %267 = load i32, ptr %47, align 4, !dbg !2243, !tbaa !513
  store i32 %267, ptr %48, align 4, !dbg !2244, !tbaa !2245, !DIAssignID !2246
    #dbg_assign(i32 %267, !2177, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !2246, ptr %48, !DIExpression(), !2209)
  %268 = load i64, ptr %41, align 8, !dbg !2247, !tbaa !2213
  br label %269, !dbg !2248

269:                                              ; preds = %263, %260
  %270 = phi i64 [ %268, %263 ], [ %257, %260 ], !dbg !2247
  store i64 %232, ptr %49, align 8, !dbg !2249, !tbaa !2250, !DIAssignID !2251
    #dbg_assign(i64 %232, !2177, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2251, ptr %49, !DIExpression(), !2209)
  store i64 %256, ptr %50, align 8, !dbg !2252, !tbaa !2253, !DIAssignID !2254
    #dbg_assign(i64 %256, !2177, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2254, ptr %50, !DIExpression(), !2209)
  store ptr %0, ptr %51, align 8, !dbg !2255, !tbaa !2256, !DIAssignID !2257
    #dbg_assign(ptr %0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2257, ptr %51, !DIExpression(), !2209)
  call void @ZSTD_trace_decompress_end(i64 noundef %270, ptr noundef nonnull %9) #18, !dbg !2258
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #18, !dbg !2259
  br label %271, !dbg !2260

271:                                              ; preds = %251, %269, %91, %97, %123, %126, %129, %141, %222, %227, %238, %243
  %272 = phi ptr [ %62, %91 ], [ %62, %123 ], [ %62, %222 ], [ %62, %238 ], [ %62, %243 ], [ %62, %227 ], [ %62, %141 ], [ %62, %129 ], [ %62, %126 ], [ %62, %97 ], [ %253, %269 ], [ %253, %251 ], !dbg !2261
  %273 = phi i64 [ %61, %91 ], [ %61, %123 ], [ %61, %222 ], [ %61, %238 ], [ %61, %243 ], [ %61, %227 ], [ %61, %141 ], [ %61, %129 ], [ %61, %126 ], [ %61, %97 ], [ %252, %269 ], [ %252, %251 ], !dbg !2261
  %274 = phi i64 [ -72, %91 ], [ -72, %123 ], [ %223, %222 ], [ -22, %238 ], [ -22, %243 ], [ -20, %227 ], [ -32, %141 ], [ -72, %129 ], [ %127, %126 ], [ %121, %97 ], [ %232, %269 ], [ %232, %251 ], !dbg !1946
    #dbg_value(i64 %273, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %272, !1822, !DIExpression(), !1850)
    #dbg_value(i64 %274, !1846, !DIExpression(), !2262)
  %275 = call i32 @ZSTD_getErrorCode(i64 noundef %274) #18, !dbg !2263
  %276 = icmp eq i32 %275, 10, !dbg !2263
  %277 = and i1 %276, %57, !dbg !2263
  br i1 %277, label %295, label %278, !dbg !2263

278:                                              ; preds = %271
    #dbg_value(i64 %274, !1446, !DIExpression(), !2266)
  %279 = icmp ult i64 %274, -119, !dbg !2269
  br i1 %279, label %280, label %295, !dbg !2270

280:                                              ; preds = %278
  %281 = getelementptr inbounds i8, ptr %55, i64 %274
    #dbg_value(ptr %281, !1820, !DIExpression(), !1850)
  %282 = sub i64 %56, %274, !dbg !2271
    #dbg_value(i64 %282, !1821, !DIExpression(), !1850)
  %283 = load i32, ptr %18, align 8, !tbaa !601
  %284 = icmp eq i32 %283, 0
  %285 = select i1 %284, i64 5, i64 1
    #dbg_value(i64 %273, !1823, !DIExpression(), !1850)
    #dbg_value(ptr %272, !1822, !DIExpression(), !1850)
    #dbg_value(i32 1, !1829, !DIExpression(), !1850)
  %286 = icmp ult i64 %273, %285, !dbg !1858
  br i1 %286, label %287, label %52, !dbg !1859, !llvm.loop !2272

287:                                              ; preds = %280, %81, %15
  %288 = phi ptr [ %1, %15 ], [ %55, %81 ], [ %281, %280 ]
  %289 = phi i64 [ %4, %15 ], [ %83, %81 ], [ %273, %280 ]
  %290 = icmp eq i64 %289, 0, !dbg !2274
  br i1 %290, label %291, label %295, !dbg !2277

291:                                              ; preds = %287
  %292 = ptrtoint ptr %288 to i64, !dbg !2278
  %293 = ptrtoint ptr %1 to i64, !dbg !2278
  %294 = sub i64 %292, %293, !dbg !2278
  br label %295, !dbg !2279

295:                                              ; preds = %278, %271, %88, %71, %69, %75, %287, %291
  %296 = phi i64 [ %294, %291 ], [ -72, %287 ], [ %79, %75 ], [ -14, %71 ], [ -72, %69 ], [ %89, %88 ], [ %274, %278 ], [ -72, %271 ], !dbg !1850
  ret i64 %296, !dbg !2280
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressDCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 !dbg !2281 {
    #dbg_value(ptr %0, !2285, !DIExpression(), !2290)
    #dbg_value(ptr %1, !2286, !DIExpression(), !2290)
    #dbg_value(i64 %2, !2287, !DIExpression(), !2290)
    #dbg_value(ptr %3, !2288, !DIExpression(), !2290)
    #dbg_value(i64 %4, !2289, !DIExpression(), !2290)
    #dbg_value(ptr %0, !2291, !DIExpression(), !2296)
  %6 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !2298
  %7 = load i32, ptr %6, align 8, !dbg !2298, !tbaa !516
  switch i32 %7, label %8 [
    i32 1, label %15
    i32 -1, label %12
  ], !dbg !2299

8:                                                ; preds = %5
    #dbg_value(ptr %0, !823, !DIExpression(), !2300)
  %9 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !2303
  %10 = load ptr, ptr %9, align 8, !dbg !2303, !tbaa !456
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18, !dbg !2304
  store i32 0, ptr %6, align 8, !dbg !2305, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !dbg !2306
  br label %18, !dbg !2307

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !2308
  %14 = load ptr, ptr %13, align 8, !dbg !2308, !tbaa !2230
  br label %18, !dbg !2309

15:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !dbg !2310, !tbaa !516
  %16 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !2311
  %17 = load ptr, ptr %16, align 8, !dbg !2311, !tbaa !2230
  br label %18, !dbg !2312

18:                                               ; preds = %8, %12, %15
  %19 = phi ptr [ null, %8 ], [ %14, %12 ], [ %17, %15 ], !dbg !2313
    #dbg_value(ptr %0, !2314, !DIExpression(), !2324)
    #dbg_value(ptr %1, !2319, !DIExpression(), !2324)
    #dbg_value(i64 %2, !2320, !DIExpression(), !2324)
    #dbg_value(ptr %3, !2321, !DIExpression(), !2324)
    #dbg_value(i64 %4, !2322, !DIExpression(), !2324)
    #dbg_value(ptr %19, !2323, !DIExpression(), !2324)
  %20 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, ptr noundef %19), !dbg !2326
  ret i64 %20, !dbg !2327
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress_usingDDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 !dbg !2315 {
    #dbg_value(ptr %0, !2314, !DIExpression(), !2328)
    #dbg_value(ptr %1, !2319, !DIExpression(), !2328)
    #dbg_value(i64 %2, !2320, !DIExpression(), !2328)
    #dbg_value(ptr %3, !2321, !DIExpression(), !2328)
    #dbg_value(i64 %4, !2322, !DIExpression(), !2328)
    #dbg_value(ptr %5, !2323, !DIExpression(), !2328)
  %7 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, ptr noundef %5), !dbg !2329
  ret i64 %7, !dbg !2330
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @ZSTD_getDDict(ptr nocapture noundef %0) unnamed_addr #0 !dbg !2292 {
    #dbg_value(ptr %0, !2291, !DIExpression(), !2331)
  %2 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !2332
  %3 = load i32, ptr %2, align 8, !dbg !2332, !tbaa !516
  switch i32 %3, label %4 [
    i32 1, label %11
    i32 -1, label %8
  ], !dbg !2333

4:                                                ; preds = %1
    #dbg_value(ptr %0, !823, !DIExpression(), !2334)
  %5 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !2336
  %6 = load ptr, ptr %5, align 8, !dbg !2336, !tbaa !456
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18, !dbg !2337
  store i32 0, ptr %2, align 8, !dbg !2338, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false), !dbg !2339
  br label %14, !dbg !2340

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !2341
  %10 = load ptr, ptr %9, align 8, !dbg !2341, !tbaa !2230
  br label %14, !dbg !2342

11:                                               ; preds = %1
  store i32 0, ptr %2, align 8, !dbg !2343, !tbaa !516
  %12 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !2344
  %13 = load ptr, ptr %12, align 8, !dbg !2344, !tbaa !2230
  br label %14, !dbg !2345

14:                                               ; preds = %11, %8, %4
  %15 = phi ptr [ null, %4 ], [ %10, %8 ], [ %13, %11 ], !dbg !2346
  ret ptr %15, !dbg !2347
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !2348 {
    #dbg_value(ptr %0, !2350, !DIExpression(), !2356)
    #dbg_value(i64 %1, !2351, !DIExpression(), !2356)
    #dbg_value(ptr %2, !2352, !DIExpression(), !2356)
    #dbg_value(i64 %3, !2353, !DIExpression(), !2356)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2357)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2357)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2357)
    #dbg_value(ptr null, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2359)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2359)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2359)
    #dbg_value(i64 95976, !653, !DIExpression(), !2359)
  %5 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20, !dbg !2361
    #dbg_value(ptr %5, !639, !DIExpression(), !2362)
  %6 = icmp eq ptr %5, null, !dbg !2363
  br i1 %6, label %46, label %7, !dbg !2364

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 30128, !dbg !2365
    #dbg_value(ptr %5, !499, !DIExpression(), !2366)
  %9 = getelementptr inbounds i8, ptr %5, i64 30168, !dbg !2368
  store i64 0, ptr %9, align 8, !dbg !2369, !tbaa !621
  %10 = getelementptr inbounds i8, ptr %5, i64 30184, !dbg !2370
  %11 = getelementptr inbounds i8, ptr %5, i64 29912, !dbg !2371
  store ptr null, ptr %11, align 8, !dbg !2372, !tbaa !510
  %12 = getelementptr inbounds i8, ptr %5, i64 30204, !dbg !2373
  store i32 0, ptr %12, align 4, !dbg !2374, !tbaa !513
  %13 = getelementptr inbounds i8, ptr %5, i64 30208, !dbg !2375
  %14 = getelementptr inbounds i8, ptr %5, i64 30280, !dbg !2376
  store i64 0, ptr %14, align 8, !dbg !2377, !tbaa !475
  %15 = getelementptr inbounds i8, ptr %5, i64 30236, !dbg !2378
  %16 = getelementptr inbounds i8, ptr %5, i64 30316, !dbg !2379
  store i32 0, ptr %16, align 4, !dbg !2380, !tbaa !522
  %17 = getelementptr inbounds i8, ptr %5, i64 95960, !dbg !2381
  store i64 0, ptr %17, align 8, !dbg !2382, !tbaa !525
  %18 = getelementptr inbounds i8, ptr %5, i64 30176, !dbg !2383
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false), !dbg !2384
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false), !dbg !2385
  store i32 1, ptr %18, align 8, !dbg !2386, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !2387)
    #dbg_value(i32 0, !544, !DIExpression(), !2387)
    #dbg_value(i32 0, !545, !DIExpression(), !2387)
    #dbg_value(i32 0, !546, !DIExpression(), !2387)
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !2390, !srcloc !565
    #dbg_value(i32 %19, !547, !DIExpression(), !2387)
  %20 = icmp eq i32 %19, 0, !dbg !2391
  br i1 %20, label %32, label %21, !dbg !2392

21:                                               ; preds = %7
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !2393, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !2394)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2387)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !2387)
  %23 = icmp ugt i32 %19, 6, !dbg !2395
  br i1 %23, label %24, label %32, !dbg !2396

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !2397, !srcloc !574
  %26 = extractvalue { i32, i32, i32 } %25, 1, !dbg !2397
    #dbg_value(i32 poison, !551, !DIExpression(), !2398)
    #dbg_value(i64 poison, !545, !DIExpression(), !2387)
    #dbg_value(i64 poison, !546, !DIExpression(), !2387)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2399)
    #dbg_value(!DIArgList(i64 0, i32 %26), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !2399)
  %27 = and i32 %26, 8, !dbg !2400
  %28 = icmp eq i32 %27, 0, !dbg !2400
  br i1 %28, label %32, label %29, !dbg !2401

29:                                               ; preds = %24
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2402)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !2402)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !2402)
  %30 = lshr i32 %26, 8, !dbg !2404
  %31 = and i32 %30, 1, !dbg !2404
  br label %32

32:                                               ; preds = %29, %24, %21, %7
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %7 ], !dbg !2399
  %34 = getelementptr inbounds i8, ptr %5, i64 30180, !dbg !2405
  store i32 %33, ptr %34, align 4, !dbg !2406, !tbaa !590
  %35 = getelementptr inbounds i8, ptr %5, i64 30216, !dbg !2407
  store ptr null, ptr %35, align 8, !dbg !2408, !tbaa !593
    #dbg_value(ptr %5, !594, !DIExpression(), !2409)
  %36 = getelementptr inbounds i8, ptr %5, i64 30104, !dbg !2411
  store i32 0, ptr %36, align 8, !dbg !2412, !tbaa !601
  %37 = getelementptr inbounds i8, ptr %5, i64 30264, !dbg !2413
  store i64 134217729, ptr %37, align 8, !dbg !2414, !tbaa !604
  %38 = getelementptr inbounds i8, ptr %5, i64 30320, !dbg !2415
  store i32 0, ptr %38, align 8, !dbg !2416, !tbaa !607
  %39 = getelementptr inbounds i8, ptr %5, i64 30108, !dbg !2417
  store i32 0, ptr %39, align 4, !dbg !2418, !tbaa !610
  %40 = getelementptr inbounds i8, ptr %5, i64 30224, !dbg !2419
  store i32 0, ptr %40, align 8, !dbg !2420, !tbaa !613
  %41 = getelementptr inbounds i8, ptr %5, i64 30228, !dbg !2421
  store i32 0, ptr %41, align 4, !dbg !2422, !tbaa !616
  %42 = getelementptr inbounds i8, ptr %5, i64 30232, !dbg !2423
  store i32 0, ptr %42, align 8, !dbg !2424, !tbaa !619
    #dbg_value(ptr %5, !2355, !DIExpression(), !2356)
    #dbg_value(ptr %5, !2285, !DIExpression(), !2425)
    #dbg_value(ptr %0, !2286, !DIExpression(), !2425)
    #dbg_value(i64 %1, !2287, !DIExpression(), !2425)
    #dbg_value(ptr %2, !2288, !DIExpression(), !2425)
    #dbg_value(i64 %3, !2289, !DIExpression(), !2425)
    #dbg_value(ptr %5, !2291, !DIExpression(), !2427)
    #dbg_value(ptr %5, !823, !DIExpression(), !2429)
  %43 = tail call i64 @ZSTD_freeDDict(ptr noundef null) #18, !dbg !2431
  store i32 0, ptr %13, align 8, !dbg !2432, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !dbg !2433
    #dbg_value(ptr %5, !2314, !DIExpression(), !2434)
    #dbg_value(ptr %0, !2319, !DIExpression(), !2434)
    #dbg_value(i64 %1, !2320, !DIExpression(), !2434)
    #dbg_value(ptr %2, !2321, !DIExpression(), !2434)
    #dbg_value(i64 %3, !2322, !DIExpression(), !2434)
    #dbg_value(ptr null, !2323, !DIExpression(), !2434)
  %44 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %5, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, i64 noundef 0, ptr noundef null), !dbg !2436
    #dbg_value(i64 %44, !2354, !DIExpression(), !2356)
  %45 = tail call i64 @ZSTD_freeDCtx(ptr noundef nonnull %5), !dbg !2437
  br label %46, !dbg !2438

46:                                               ; preds = %4, %32
  %47 = phi i64 [ %44, %32 ], [ -64, %4 ], !dbg !2356
  ret i64 %47, !dbg !2439
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_nextSrcSizeToDecompress(ptr nocapture noundef readonly %0) local_unnamed_addr #8 !dbg !2440 {
    #dbg_value(ptr %0, !2442, !DIExpression(), !2443)
  %2 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2444
  %3 = load i64, ptr %2, align 8, !dbg !2444, !tbaa !2445
  ret i64 %3, !dbg !2446
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 6) i32 @ZSTD_nextInputType(ptr nocapture noundef readonly %0) local_unnamed_addr #8 !dbg !2447 {
    #dbg_value(ptr %0, !2452, !DIExpression(), !2453)
  %2 = getelementptr inbounds i8, ptr %0, i64 29996, !dbg !2454
  %3 = load i32, ptr %2, align 4, !dbg !2454, !tbaa !2455
  %4 = add i32 %3, -2, !dbg !2456
  %5 = icmp ult i32 %4, 6, !dbg !2456
  br i1 %5, label %6, label %10, !dbg !2456

6:                                                ; preds = %1
  %7 = zext nneg i32 %4 to i64, !dbg !2456
  %8 = getelementptr inbounds [6 x i32], ptr @switch.table.ZSTD_nextInputType, i64 0, i64 %7, !dbg !2456
  %9 = load i32, ptr %8, align 4, !dbg !2456
  br label %10, !dbg !2456

10:                                               ; preds = %6, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %6 ], !dbg !2457
  ret i32 %11, !dbg !2459
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressContinue(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 !dbg !2460 {
  %6 = alloca %struct.ZSTD_Trace, align 8, !DIAssignID !2485
  %7 = alloca %struct.blockProperties_t, align 4, !DIAssignID !2486
    #dbg_assign(i1 undef, !2470, !DIExpression(), !2486, ptr %7, !DIExpression(), !2487)
    #dbg_value(ptr %0, !2462, !DIExpression(), !2488)
    #dbg_value(ptr %1, !2463, !DIExpression(), !2488)
    #dbg_value(i64 %2, !2464, !DIExpression(), !2488)
    #dbg_value(ptr %3, !2465, !DIExpression(), !2488)
    #dbg_value(i64 %4, !2466, !DIExpression(), !2488)
    #dbg_value(ptr %0, !2489, !DIExpression(), !2495)
    #dbg_value(i64 %4, !2494, !DIExpression(), !2495)
  %8 = getelementptr inbounds i8, ptr %0, i64 29996, !dbg !2499
  %9 = load i32, ptr %8, align 4, !dbg !2499, !tbaa !2455
  %10 = add i32 %9, -3, !dbg !2501
  %11 = icmp ult i32 %10, 2, !dbg !2501
  br i1 %11, label %15, label %12, !dbg !2501

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2502
  %14 = load i64, ptr %13, align 8, !dbg !2502, !tbaa !2445
  br label %24, !dbg !2503

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !2504
  %17 = load i32, ptr %16, align 8, !dbg !2504, !tbaa !2506
  %18 = icmp eq i32 %17, 0, !dbg !2507
  %19 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2495
  %20 = load i64, ptr %19, align 8, !dbg !2495, !tbaa !2445
  br i1 %18, label %21, label %24, !dbg !2508

21:                                               ; preds = %15
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 %4), !dbg !2509
  %23 = tail call i64 @llvm.umax.i64(i64 %22, i64 1), !dbg !2509
  br label %24, !dbg !2509

24:                                               ; preds = %12, %15, %21
  %25 = phi i64 [ %14, %12 ], [ %23, %21 ], [ %20, %15 ], !dbg !2495
  %26 = icmp eq i64 %25, %4, !dbg !2510
  br i1 %26, label %27, label %290, !dbg !2511

27:                                               ; preds = %24
  tail call void @ZSTD_checkContinuity(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) #18, !dbg !2512
  %28 = getelementptr inbounds i8, ptr %0, i64 29976, !dbg !2513
  %29 = load i64, ptr %28, align 8, !dbg !2514, !tbaa !2040
  %30 = add i64 %29, %4, !dbg !2514
  store i64 %30, ptr %28, align 8, !dbg !2514, !tbaa !2040
  %31 = load i32, ptr %8, align 4, !dbg !2515, !tbaa !2455
  switch i32 %31, label %290 [
    i32 0, label %32
    i32 1, label %79
    i32 2, label %131
    i32 4, label %165
    i32 3, label %165
    i32 5, label %240
    i32 6, label %280
    i32 7, label %288
  ], !dbg !2516

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !2517
  %34 = load i32, ptr %33, align 8, !dbg !2517, !tbaa !601
  %35 = icmp eq i32 %34, 0, !dbg !2519
  br i1 %35, label %36, label %44, !dbg !2520

36:                                               ; preds = %32
    #dbg_value(ptr %3, !917, !DIExpression(), !2521)
    #dbg_value(ptr %3, !924, !DIExpression(), !2525)
  %37 = load i32, ptr %3, align 1, !dbg !2527, !tbaa !931
  %38 = and i32 %37, -16, !dbg !2528
  %39 = icmp eq i32 %38, 407710288, !dbg !2529
  br i1 %39, label %40, label %44, !dbg !2530

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 95940, !dbg !2531
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %41, ptr nonnull align 1 %3, i64 %4, i1 false), !dbg !2531
  %42 = sub i64 8, %4, !dbg !2533
  %43 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2534
  store i64 %42, ptr %43, align 8, !dbg !2535, !tbaa !2445
  store i32 6, ptr %8, align 4, !dbg !2536, !tbaa !2455
  br label %290, !dbg !2537

44:                                               ; preds = %36, %32
  %45 = phi i64 [ 5, %36 ], [ 1, %32 ], !dbg !2538
    #dbg_value(ptr %3, !967, !DIExpression(), !2541)
    #dbg_value(i64 %4, !972, !DIExpression(), !2541)
    #dbg_value(i32 %34, !973, !DIExpression(), !2541)
    #dbg_value(i32 %34, !1040, !DIExpression(), !2542)
    #dbg_value(i64 %45, !1045, !DIExpression(), !2542)
    #dbg_value(i64 %45, !974, !DIExpression(), !2541)
  %46 = icmp ugt i64 %45, %4, !dbg !2543
  br i1 %46, label %47, label %49, !dbg !2544

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %0, i64 30096, !dbg !2545
  store i64 -72, ptr %48, align 8, !dbg !2546, !tbaa !2547
    #dbg_value(i64 -72, !1446, !DIExpression(), !2548)
  br label %290, !dbg !2551

49:                                               ; preds = %44
  %50 = getelementptr i8, ptr %3, i64 %45, !dbg !2552
  %51 = getelementptr i8, ptr %50, i64 -1, !dbg !2552
  %52 = load i8, ptr %51, align 1, !dbg !2552, !tbaa !987
    #dbg_value(i8 %52, !975, !DIExpression(), !2553)
  %53 = zext i8 %52 to i32, !dbg !2554
  %54 = and i32 %53, 3, !dbg !2555
    #dbg_value(i32 %54, !977, !DIExpression(), !2553)
    #dbg_value(i32 %53, !978, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !2553)
  %55 = lshr i32 %53, 6, !dbg !2556
    #dbg_value(i32 %55, !979, !DIExpression(), !2553)
  %56 = and i32 %53, 32, !dbg !2557
  %57 = icmp ne i32 %56, 0, !dbg !2557
  %58 = xor i1 %57, true, !dbg !2557
  %59 = zext i1 %58 to i64, !dbg !2557
  %60 = zext nneg i32 %54 to i64, !dbg !2558
  %61 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %60, !dbg !2558
  %62 = load i64, ptr %61, align 8, !dbg !2558, !tbaa !994
  %63 = zext nneg i32 %55 to i64, !dbg !2559
  %64 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %63, !dbg !2559
  %65 = load i64, ptr %64, align 8, !dbg !2559, !tbaa !994
  %66 = icmp ult i8 %52, 64, !dbg !2560
  %67 = and i1 %66, %57, !dbg !2560
  %68 = zext i1 %67 to i64, !dbg !2561
  %69 = add i64 %62, %45, !dbg !2562
  %70 = add i64 %69, %65, !dbg !2563
  %71 = add i64 %70, %59, !dbg !2564
  %72 = add i64 %71, %68, !dbg !2565
  %73 = getelementptr inbounds i8, ptr %0, i64 30096, !dbg !2545
  store i64 %72, ptr %73, align 8, !dbg !2546, !tbaa !2547
    #dbg_value(i64 %72, !1446, !DIExpression(), !2548)
  %74 = icmp ult i64 %72, -119, !dbg !2566
  br i1 %74, label %75, label %290, !dbg !2551

75:                                               ; preds = %49
  %76 = getelementptr inbounds i8, ptr %0, i64 95940, !dbg !2567
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %76, ptr nonnull align 1 %3, i64 %4, i1 false), !dbg !2567
  %77 = sub i64 %72, %4, !dbg !2568
  %78 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2569
  store i64 %77, ptr %78, align 8, !dbg !2570, !tbaa !2445
  store i32 1, ptr %8, align 4, !dbg !2571, !tbaa !2455
  br label %290, !dbg !2572

79:                                               ; preds = %27
  %80 = getelementptr inbounds i8, ptr %0, i64 95940, !dbg !2573
  %81 = getelementptr inbounds i8, ptr %0, i64 30096, !dbg !2573
  %82 = load i64, ptr %81, align 8, !dbg !2573, !tbaa !2547
  %83 = sub i64 %82, %4, !dbg !2573
  %84 = getelementptr inbounds i8, ptr %80, i64 %83, !dbg !2573
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr align 1 %3, i64 %4, i1 false), !dbg !2573
  %85 = load i64, ptr %81, align 8, !dbg !2574, !tbaa !2547
    #dbg_value(ptr %0, !1979, !DIExpression(), !2575)
    #dbg_value(ptr %80, !1982, !DIExpression(), !2575)
    #dbg_value(i64 %85, !1983, !DIExpression(), !2575)
  %86 = getelementptr inbounds i8, ptr %0, i64 29928, !dbg !2577
  %87 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !2578
  %88 = load i32, ptr %87, align 8, !dbg !2578, !tbaa !601
  %89 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %86, ptr noundef nonnull %80, i64 noundef %85, i32 noundef %88), !dbg !2579
    #dbg_value(i64 %89, !1984, !DIExpression(), !2575)
    #dbg_value(i64 %89, !1446, !DIExpression(), !2580)
  %90 = icmp ult i64 %89, -119, !dbg !2582
  br i1 %90, label %91, label %290, !dbg !2583

91:                                               ; preds = %79
  %92 = icmp eq i64 %89, 0, !dbg !2584
  br i1 %92, label %93, label %290, !dbg !2585

93:                                               ; preds = %91
  %94 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !2586
  %95 = load i32, ptr %94, align 8, !dbg !2586, !tbaa !613
  %96 = icmp eq i32 %95, 1, !dbg !2587
  br i1 %96, label %97, label %102, !dbg !2588

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !2589
  %99 = load ptr, ptr %98, align 8, !dbg !2589, !tbaa !593
  %100 = icmp eq ptr %99, null, !dbg !2590
  br i1 %100, label %102, label %101, !dbg !2591

101:                                              ; preds = %97
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0), !dbg !2592
  br label %102, !dbg !2593

102:                                              ; preds = %101, %97, %93
  %103 = getelementptr inbounds i8, ptr %0, i64 29956, !dbg !2594
  %104 = load i32, ptr %103, align 4, !dbg !2594, !tbaa !2010
  %105 = icmp eq i32 %104, 0, !dbg !2594
  br i1 %105, label %110, label %106, !dbg !2594

106:                                              ; preds = %102
  %107 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !2594
  %108 = load i32, ptr %107, align 8, !dbg !2594, !tbaa !2011
  %109 = icmp eq i32 %108, %104, !dbg !2594
  br i1 %109, label %110, label %290, !dbg !2595

110:                                              ; preds = %106, %102
  %111 = getelementptr inbounds i8, ptr %0, i64 29960, !dbg !2596
  %112 = load i32, ptr %111, align 8, !dbg !2596, !tbaa !2014
  %113 = icmp eq i32 %112, 0, !dbg !2597
  br i1 %113, label %125, label %114, !dbg !2598

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !2599
  %116 = load i32, ptr %115, align 4, !dbg !2599, !tbaa !610
  %117 = icmp eq i32 %116, 0, !dbg !2600
  %118 = zext i1 %117 to i32, !dbg !2601
  %119 = getelementptr inbounds i8, ptr %0, i64 30112, !dbg !2602
  store i32 %118, ptr %119, align 8, !dbg !2603, !tbaa !2021
  br i1 %117, label %120, label %127, !dbg !2604

120:                                              ; preds = %114
  %121 = getelementptr inbounds i8, ptr %0, i64 30008, !dbg !2605
    #dbg_value(ptr %121, !2023, !DIExpression(), !2606)
    #dbg_value(i64 0, !2030, !DIExpression(), !2606)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %121, i8 0, i64 88, i1 false), !dbg !2608
  %122 = getelementptr inbounds i8, ptr %0, i64 30016, !dbg !2609
  store i64 6983438078262162902, ptr %122, align 8, !dbg !2610, !tbaa !994
  %123 = getelementptr inbounds i8, ptr %0, i64 30024, !dbg !2611
  store i64 -4417276706812531889, ptr %123, align 8, !dbg !2612, !tbaa !994
  %124 = getelementptr inbounds i8, ptr %0, i64 30040, !dbg !2613
  store i64 7046029288634856825, ptr %124, align 8, !dbg !2614, !tbaa !994
  br label %127, !dbg !2615

125:                                              ; preds = %110
  %126 = getelementptr inbounds i8, ptr %0, i64 30112, !dbg !2602
  store i32 0, ptr %126, align 8, !dbg !2603, !tbaa !2021
  br label %127, !dbg !2604

127:                                              ; preds = %125, %120, %114
  %128 = load i64, ptr %28, align 8, !dbg !2616, !tbaa !2040
  %129 = add i64 %128, %85, !dbg !2616
  store i64 %129, ptr %28, align 8, !dbg !2616, !tbaa !2040
    #dbg_value(i64 0, !2467, !DIExpression(), !2617)
    #dbg_value(i64 0, !1446, !DIExpression(), !2618)
  %130 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2621
  store i64 3, ptr %130, align 8, !dbg !2622, !tbaa !2445
  store i32 2, ptr %8, align 4, !dbg !2623, !tbaa !2455
  br label %290, !dbg !2624

131:                                              ; preds = %27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #18, !dbg !2625
  %132 = call i64 @ZSTD_getcBlockSize(ptr noundef %3, i64 noundef 3, ptr noundef nonnull %7) #18, !dbg !2626
    #dbg_value(i64 %132, !2472, !DIExpression(), !2487)
    #dbg_value(i64 %132, !1446, !DIExpression(), !2627)
  %133 = icmp ult i64 %132, -119, !dbg !2630
  br i1 %133, label %134, label %163, !dbg !2631

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %0, i64 29944, !dbg !2632
  %136 = load i32, ptr %135, align 8, !dbg !2632, !tbaa !2052
  %137 = zext i32 %136 to i64, !dbg !2632
  %138 = icmp ugt i64 %132, %137, !dbg !2632
  br i1 %138, label %163, label %139, !dbg !2635

139:                                              ; preds = %134
  %140 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2636
  store i64 %132, ptr %140, align 8, !dbg !2637, !tbaa !2445
  %141 = load i32, ptr %7, align 4, !dbg !2638, !tbaa !2071
  %142 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !2639
  store i32 %141, ptr %142, align 8, !dbg !2640, !tbaa !2506
  %143 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !2641
  %144 = load i32, ptr %143, align 4, !dbg !2641, !tbaa !2101
  %145 = zext i32 %144 to i64, !dbg !2642
  %146 = getelementptr inbounds i8, ptr %0, i64 30160, !dbg !2643
  store i64 %145, ptr %146, align 8, !dbg !2644, !tbaa !2645
  %147 = icmp eq i64 %132, 0, !dbg !2646
  %148 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !2487
  %149 = load i32, ptr %148, align 4, !dbg !2487, !tbaa !1683
  %150 = icmp eq i32 %149, 0, !dbg !2487
  br i1 %147, label %153, label %151, !dbg !2648

151:                                              ; preds = %139
  %152 = select i1 %150, i32 3, i32 4, !dbg !2649
  br label %161, !dbg !2651

153:                                              ; preds = %139
  br i1 %150, label %160, label %154, !dbg !2652

154:                                              ; preds = %153
  %155 = getelementptr inbounds i8, ptr %0, i64 29960, !dbg !2653
  %156 = load i32, ptr %155, align 8, !dbg !2653, !tbaa !2014
  %157 = icmp eq i32 %156, 0, !dbg !2657
  br i1 %157, label %159, label %158, !dbg !2658

158:                                              ; preds = %154
  store i64 4, ptr %140, align 8, !dbg !2659, !tbaa !2445
  br label %161, !dbg !2661

159:                                              ; preds = %154
  store i64 0, ptr %140, align 8, !dbg !2662, !tbaa !2445
  br label %161

160:                                              ; preds = %153
  store i64 3, ptr %140, align 8, !dbg !2664, !tbaa !2445
  br label %161

161:                                              ; preds = %151, %158, %159, %160
  %162 = phi i32 [ 2, %160 ], [ 0, %159 ], [ 5, %158 ], [ %152, %151 ]
  store i32 %162, ptr %8, align 4, !dbg !2487, !tbaa !2455
  br label %163, !dbg !2666

163:                                              ; preds = %161, %134, %131
  %164 = phi i64 [ %132, %131 ], [ -20, %134 ], [ 0, %161 ], !dbg !2487
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #18, !dbg !2666
  br label %290

165:                                              ; preds = %27, %27
  %166 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !2667
  %167 = load i32, ptr %166, align 8, !dbg !2667, !tbaa !2506
  switch i32 %167, label %290 [
    i32 2, label %168
    i32 0, label %170
    i32 1, label %182
  ], !dbg !2668

168:                                              ; preds = %165
  %169 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1) #18, !dbg !2669
    #dbg_value(i64 %169, !2473, !DIExpression(), !2670)
  br label %193, !dbg !2671

170:                                              ; preds = %165
    #dbg_value(ptr %1, !2075, !DIExpression(), !2672)
    #dbg_value(i64 %2, !2080, !DIExpression(), !2672)
    #dbg_value(ptr %3, !2081, !DIExpression(), !2672)
    #dbg_value(i64 %4, !2082, !DIExpression(), !2672)
  %171 = icmp ugt i64 %4, %2, !dbg !2674
  br i1 %171, label %290, label %172, !dbg !2675

172:                                              ; preds = %170
  %173 = icmp eq ptr %1, null, !dbg !2676
  br i1 %173, label %174, label %176, !dbg !2677

174:                                              ; preds = %172
  %175 = icmp eq i64 %4, 0, !dbg !2678
  br i1 %175, label %178, label %290, !dbg !2679

176:                                              ; preds = %172
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1, ptr readonly align 1 %3, i64 %4, i1 false), !dbg !2680
    #dbg_value(i64 %4, !2473, !DIExpression(), !2670)
    #dbg_value(i64 %4, !2475, !DIExpression(), !2681)
    #dbg_value(i64 %4, !1446, !DIExpression(), !2682)
  %177 = icmp ult i64 %4, -119, !dbg !2685
  br i1 %177, label %178, label %290

178:                                              ; preds = %176, %174
  %179 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2686
  %180 = load i64, ptr %179, align 8, !dbg !2687, !tbaa !2445
  %181 = sub i64 %180, %4, !dbg !2687
  store i64 %181, ptr %179, align 8, !dbg !2687, !tbaa !2445
    #dbg_value(i64 %4, !2473, !DIExpression(), !2670)
    #dbg_value(i64 %4, !2478, !DIExpression(), !2688)
    #dbg_value(i64 %4, !1446, !DIExpression(), !2689)
  br label %197

182:                                              ; preds = %165
  %183 = load i8, ptr %3, align 1, !dbg !2692, !tbaa !987
  %184 = getelementptr inbounds i8, ptr %0, i64 30160, !dbg !2693
  %185 = load i64, ptr %184, align 8, !dbg !2693, !tbaa !2645
    #dbg_value(ptr %1, !2103, !DIExpression(), !2694)
    #dbg_value(i64 %2, !2108, !DIExpression(), !2694)
    #dbg_value(i8 %183, !2109, !DIExpression(), !2694)
    #dbg_value(i64 %185, !2110, !DIExpression(), !2694)
  %186 = icmp ugt i64 %185, %2, !dbg !2696
  br i1 %186, label %193, label %187, !dbg !2697

187:                                              ; preds = %182
  %188 = icmp eq ptr %1, null, !dbg !2698
  br i1 %188, label %189, label %192, !dbg !2699

189:                                              ; preds = %187
  %190 = icmp eq i64 %185, 0, !dbg !2700
  %191 = select i1 %190, i64 0, i64 -74, !dbg !2701
  br label %193, !dbg !2701

192:                                              ; preds = %187
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 %183, i64 %185, i1 false), !dbg !2702
  br label %193, !dbg !2703

193:                                              ; preds = %192, %189, %182, %168
  %194 = phi i64 [ %169, %168 ], [ %185, %192 ], [ -70, %182 ], [ %191, %189 ], !dbg !2704
  %195 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2704
  store i64 0, ptr %195, align 8, !dbg !2704, !tbaa !2445
    #dbg_value(i64 %194, !2473, !DIExpression(), !2670)
    #dbg_value(i64 %194, !2478, !DIExpression(), !2688)
    #dbg_value(i64 %194, !1446, !DIExpression(), !2689)
  %196 = icmp ult i64 %194, -119, !dbg !2705
  br i1 %196, label %197, label %290

197:                                              ; preds = %178, %193
  %198 = phi i64 [ %4, %178 ], [ %194, %193 ]
  %199 = phi i64 [ %181, %178 ], [ 0, %193 ]
  %200 = getelementptr inbounds i8, ptr %0, i64 29928, !dbg !2706
  %201 = getelementptr inbounds i8, ptr %0, i64 29944, !dbg !2706
  %202 = load i32, ptr %201, align 8, !dbg !2706, !tbaa !2052
  %203 = zext i32 %202 to i64, !dbg !2706
  %204 = icmp ugt i64 %198, %203, !dbg !2706
  br i1 %204, label %290, label %205, !dbg !2709

205:                                              ; preds = %197
  %206 = getelementptr inbounds i8, ptr %0, i64 29984, !dbg !2710
  %207 = load i64, ptr %206, align 8, !dbg !2711, !tbaa !2712
  %208 = add i64 %207, %198, !dbg !2711
  store i64 %208, ptr %206, align 8, !dbg !2711, !tbaa !2712
  %209 = getelementptr inbounds i8, ptr %0, i64 30112, !dbg !2713
  %210 = load i32, ptr %209, align 8, !dbg !2713, !tbaa !2021
  %211 = icmp eq i32 %210, 0, !dbg !2715
  br i1 %211, label %216, label %212, !dbg !2716

212:                                              ; preds = %205
  %213 = getelementptr inbounds i8, ptr %0, i64 30008, !dbg !2717
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %213, ptr nocapture noundef %1, i64 noundef %198), !dbg !2718
  %214 = getelementptr inbounds i8, ptr %0, i64 29920
  %215 = load i64, ptr %214, align 8, !dbg !2719, !tbaa !2445
  br label %216, !dbg !2718

216:                                              ; preds = %212, %205
  %217 = phi i64 [ %215, %212 ], [ %199, %205 ], !dbg !2719
  %218 = getelementptr inbounds i8, ptr %1, i64 %198, !dbg !2721
  %219 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !2722
  store ptr %218, ptr %219, align 8, !dbg !2723, !tbaa !1796
  %220 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2719
  %221 = icmp eq i64 %217, 0, !dbg !2724
  br i1 %221, label %222, label %290, !dbg !2725

222:                                              ; preds = %216
  %223 = load i32, ptr %8, align 4, !dbg !2726, !tbaa !2455
  %224 = icmp eq i32 %223, 4, !dbg !2728
  br i1 %224, label %225, label %239, !dbg !2729

225:                                              ; preds = %222
  %226 = load i64, ptr %200, align 8, !dbg !2730, !tbaa !2149
  %227 = icmp eq i64 %226, -1, !dbg !2730
  br i1 %227, label %231, label %228, !dbg !2730

228:                                              ; preds = %225
  %229 = load i64, ptr %206, align 8, !dbg !2730, !tbaa !2712
  %230 = icmp eq i64 %229, %226, !dbg !2730
  br i1 %230, label %231, label %290, !dbg !2734

231:                                              ; preds = %228, %225
  %232 = getelementptr inbounds i8, ptr %0, i64 29960, !dbg !2735
  %233 = load i32, ptr %232, align 8, !dbg !2735, !tbaa !2014
  %234 = icmp eq i32 %233, 0, !dbg !2737
  br i1 %234, label %236, label %235, !dbg !2738

235:                                              ; preds = %231
  store i64 4, ptr %220, align 8, !dbg !2739, !tbaa !2445
  store i32 5, ptr %8, align 4, !dbg !2741, !tbaa !2455
  br label %290, !dbg !2742

236:                                              ; preds = %231
  %237 = load i64, ptr %206, align 8, !dbg !2743, !tbaa !2712
  %238 = load i64, ptr %28, align 8, !dbg !2745, !tbaa !2040
  tail call fastcc void @ZSTD_DCtx_trace_end(ptr noundef nonnull %0, i64 noundef %237, i64 noundef %238, i32 noundef 1), !dbg !2746
  store i64 0, ptr %220, align 8, !dbg !2747, !tbaa !2445
  store i32 0, ptr %8, align 4, !dbg !2748, !tbaa !2455
  br label %290

239:                                              ; preds = %222
  store i32 2, ptr %8, align 4, !dbg !2749, !tbaa !2455
  store i64 3, ptr %220, align 8, !dbg !2751, !tbaa !2445
  br label %290

240:                                              ; preds = %27
  %241 = getelementptr inbounds i8, ptr %0, i64 30112, !dbg !2752
  %242 = load i32, ptr %241, align 8, !dbg !2752, !tbaa !2021
  %243 = icmp eq i32 %242, 0, !dbg !2753
  br i1 %243, label %250, label %244, !dbg !2754

244:                                              ; preds = %240
  %245 = getelementptr inbounds i8, ptr %0, i64 30008, !dbg !2755
  %246 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %245) #21, !dbg !2756
  %247 = trunc i64 %246 to i32, !dbg !2757
    #dbg_value(i32 %247, !2480, !DIExpression(), !2758)
    #dbg_value(ptr %3, !917, !DIExpression(), !2759)
    #dbg_value(ptr %3, !924, !DIExpression(), !2761)
  %248 = load i32, ptr %3, align 1, !dbg !2763, !tbaa !931
    #dbg_value(i32 %248, !2484, !DIExpression(), !2758)
  %249 = icmp eq i32 %248, %247, !dbg !2764
  br i1 %249, label %250, label %290

250:                                              ; preds = %244, %240
  %251 = getelementptr inbounds i8, ptr %0, i64 29984, !dbg !2767
  %252 = load i64, ptr %251, align 8, !dbg !2767, !tbaa !2712
    #dbg_assign(i1 undef, !2177, !DIExpression(), !2485, ptr %6, !DIExpression(), !2768)
    #dbg_value(ptr %0, !2184, !DIExpression(), !2770)
    #dbg_value(i64 %252, !2185, !DIExpression(), !2770)
    #dbg_value(i64 %30, !2186, !DIExpression(), !2770)
    #dbg_value(i32 1, !2187, !DIExpression(), !2770)
  %253 = getelementptr inbounds i8, ptr %0, i64 95968, !dbg !2771
  %254 = load i64, ptr %253, align 8, !dbg !2771, !tbaa !2213
  %255 = icmp ne i64 %254, 0, !dbg !2772
  %256 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %257 = and i1 %256, %255, !dbg !2773
  br i1 %257, label %258, label %278, !dbg !2773

258:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #18, !dbg !2774
  %259 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !2775
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %259, i8 0, i64 48, i1 false), !dbg !2775, !DIAssignID !2776
    #dbg_assign(i8 0, !2177, !DIExpression(), !2776, ptr %6, !DIExpression(), !2768)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2777, ptr undef, !DIExpression(), !2768)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2778, ptr undef, !DIExpression(), !2768)
  store i32 10507, ptr %6, align 8, !dbg !2779, !tbaa !2222, !DIAssignID !2780
    #dbg_assign(i32 10507, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2780, ptr %6, !DIExpression(), !2768)
  %260 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !2781
  store i32 1, ptr %260, align 4, !dbg !2782, !tbaa !2226, !DIAssignID !2783
    #dbg_assign(i32 1, !2177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2783, ptr %260, !DIExpression(), !2768)
  %261 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !2784
  %262 = load ptr, ptr %261, align 8, !dbg !2784, !tbaa !2230
  %263 = icmp eq ptr %262, null, !dbg !2785
  br i1 %263, label %273, label %264, !dbg !2786

264:                                              ; preds = %258
  %265 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %262) #18, !dbg !2787
  store i32 %265, ptr %259, align 8, !dbg !2788, !tbaa !2236, !DIAssignID !2789
    #dbg_assign(i32 %265, !2177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2789, ptr %259, !DIExpression(), !2768)
  %266 = load ptr, ptr %261, align 8, !dbg !2790, !tbaa !2230
  %267 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %266) #18, !dbg !2791
  %268 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !2792
  store i64 %267, ptr %268, align 8, !dbg !2793, !tbaa !2241, !DIAssignID !2794
    #dbg_assign(i64 %267, !2177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2794, ptr %268, !DIExpression(), !2768)
  %269 = getelementptr inbounds i8, ptr %0, i64 30204, !dbg !2795
  %270 = load i32, ptr %269, align 4, !dbg !2795, !tbaa !513
  %271 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !2796
  store i32 %270, ptr %271, align 4, !dbg !2797, !tbaa !2245, !DIAssignID !2798
    #dbg_assign(i32 %270, !2177, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !2798, ptr %271, !DIExpression(), !2768)
  %272 = load i64, ptr %253, align 8, !dbg !2799, !tbaa !2213
  br label %273, !dbg !2800

273:                                              ; preds = %264, %258
  %274 = phi i64 [ %272, %264 ], [ %254, %258 ], !dbg !2799
  %275 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !2801
  store i64 %252, ptr %275, align 8, !dbg !2802, !tbaa !2250, !DIAssignID !2803
    #dbg_assign(i64 %252, !2177, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2803, ptr %275, !DIExpression(), !2768)
  %276 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !2804
  store i64 %30, ptr %276, align 8, !dbg !2805, !tbaa !2253, !DIAssignID !2806
    #dbg_assign(i64 %30, !2177, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2806, ptr %276, !DIExpression(), !2768)
  %277 = getelementptr inbounds i8, ptr %6, i64 56, !dbg !2807
  store ptr %0, ptr %277, align 8, !dbg !2808, !tbaa !2256, !DIAssignID !2809
    #dbg_assign(ptr %0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2809, ptr %277, !DIExpression(), !2768)
  call void @ZSTD_trace_decompress_end(i64 noundef %274, ptr noundef nonnull %6) #18, !dbg !2810
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #18, !dbg !2811
  br label %278, !dbg !2812

278:                                              ; preds = %250, %273
  %279 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2813
  store i64 0, ptr %279, align 8, !dbg !2814, !tbaa !2445
  store i32 0, ptr %8, align 4, !dbg !2815, !tbaa !2455
  br label %290, !dbg !2816

280:                                              ; preds = %27
  %281 = getelementptr inbounds i8, ptr %0, i64 95940, !dbg !2817
  %282 = sub i64 8, %4, !dbg !2817
  %283 = getelementptr inbounds i8, ptr %281, i64 %282, !dbg !2817
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %283, ptr align 1 %3, i64 %4, i1 false), !dbg !2817
  %284 = getelementptr inbounds i8, ptr %0, i64 95944, !dbg !2818
    #dbg_value(ptr %284, !917, !DIExpression(), !2819)
    #dbg_value(ptr %284, !924, !DIExpression(), !2821)
  %285 = load i32, ptr %284, align 1, !dbg !2823, !tbaa !931
  %286 = zext i32 %285 to i64, !dbg !2824
  %287 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2825
  store i64 %286, ptr %287, align 8, !dbg !2826, !tbaa !2445
  store i32 7, ptr %8, align 4, !dbg !2827, !tbaa !2455
  br label %290, !dbg !2828

288:                                              ; preds = %27
  %289 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !2829
  store i64 0, ptr %289, align 8, !dbg !2830, !tbaa !2445
  store i32 0, ptr %8, align 4, !dbg !2831, !tbaa !2455
  br label %290, !dbg !2832

290:                                              ; preds = %174, %170, %106, %91, %79, %49, %47, %244, %27, %193, %176, %165, %197, %216, %228, %235, %236, %239, %24, %40, %75, %127, %163, %278, %280, %288
  %291 = phi i64 [ 0, %288 ], [ 0, %280 ], [ -22, %244 ], [ 0, %278 ], [ %164, %163 ], [ 0, %127 ], [ 0, %40 ], [ 0, %75 ], [ -72, %24 ], [ %194, %193 ], [ %4, %176 ], [ -20, %165 ], [ -20, %197 ], [ %198, %216 ], [ -20, %228 ], [ %198, %235 ], [ %198, %236 ], [ %198, %239 ], [ -1, %27 ], [ -72, %47 ], [ %72, %49 ], [ -32, %106 ], [ -72, %91 ], [ %89, %79 ], [ -70, %170 ], [ -74, %174 ], !dbg !2488
  ret i64 %291, !dbg !2833
}

declare !dbg !2834 i64 @ZSTD_getcBlockSize(ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !2838 i64 @ZSTD_decompressBlock_internal(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #10 !dbg !2843 {
    #dbg_value(ptr %0, !2847, !DIExpression(), !2857)
    #dbg_value(ptr %1, !2848, !DIExpression(), !2857)
    #dbg_value(i64 %2, !2849, !DIExpression(), !2857)
  %4 = icmp eq ptr %1, null, !dbg !2858
  br i1 %4, label %5, label %7, !dbg !2860

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0, !dbg !2861
  tail call void @llvm.assume(i1 %6), !dbg !2861
  br label %118, !dbg !2863

7:                                                ; preds = %3
    #dbg_value(ptr %1, !2850, !DIExpression(), !2864)
  %8 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !2865
    #dbg_value(ptr %8, !2852, !DIExpression(), !2864)
  %9 = load i64, ptr %0, align 8, !dbg !2866, !tbaa !2867
  %10 = add i64 %9, %2, !dbg !2866
  store i64 %10, ptr %0, align 8, !dbg !2866, !tbaa !2867
  %11 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2868
  %12 = load i32, ptr %11, align 8, !dbg !2868, !tbaa !2870
  %13 = zext i32 %12 to i64, !dbg !2871
  %14 = add i64 %13, %2, !dbg !2872
  %15 = icmp ult i64 %14, 32, !dbg !2873
  br i1 %15, label %16, label %22, !dbg !2874

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2875
  %18 = getelementptr inbounds i8, ptr %17, i64 %13, !dbg !2877
    #dbg_value(ptr %18, !2878, !DIExpression(), !2885)
    #dbg_value(ptr %1, !2883, !DIExpression(), !2885)
    #dbg_value(i64 %2, !2884, !DIExpression(), !2885)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %18, ptr nonnull readonly align 1 %1, i64 %2, i1 false), !dbg !2887
  %19 = trunc i64 %2 to i32, !dbg !2888
  %20 = load i32, ptr %11, align 8, !dbg !2889, !tbaa !2870
  %21 = add i32 %20, %19, !dbg !2889
  store i32 %21, ptr %11, align 8, !dbg !2889, !tbaa !2870
  br label %118, !dbg !2890

22:                                               ; preds = %7
  %23 = icmp eq i32 %12, 0, !dbg !2891
  br i1 %23, label %64, label %24, !dbg !2893

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2894
  %26 = getelementptr inbounds i8, ptr %25, i64 %13, !dbg !2896
  %27 = sub i32 32, %12, !dbg !2897
  %28 = zext i32 %27 to i64, !dbg !2898
    #dbg_value(ptr %26, !2878, !DIExpression(), !2899)
    #dbg_value(ptr %1, !2883, !DIExpression(), !2899)
    #dbg_value(i64 %28, !2884, !DIExpression(), !2899)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr nonnull readonly align 1 %1, i64 %28, i1 false), !dbg !2901
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2902
  %30 = load i64, ptr %29, align 8, !dbg !2903, !tbaa !994
    #dbg_value(ptr %25, !2904, !DIExpression(), !2907)
    #dbg_value(ptr %25, !383, !DIExpression(), !2909)
  %31 = load i64, ptr %25, align 1, !dbg !2911, !tbaa !994
    #dbg_value(i64 %30, !2912, !DIExpression(), !2918)
    #dbg_value(i64 %31, !2917, !DIExpression(), !2918)
  %32 = mul i64 %31, -4417276706812531889, !dbg !2920
  %33 = add i64 %32, %30, !dbg !2921
    #dbg_value(i64 %33, !2912, !DIExpression(), !2918)
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31), !dbg !2922
    #dbg_value(i64 %34, !2912, !DIExpression(), !2918)
  %35 = mul i64 %34, -7046029288634856825, !dbg !2923
    #dbg_value(i64 %35, !2912, !DIExpression(), !2918)
  store i64 %35, ptr %29, align 8, !dbg !2924, !tbaa !994
  %36 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2925
  %37 = load i64, ptr %36, align 8, !dbg !2925, !tbaa !994
  %38 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2926
    #dbg_value(ptr %38, !2904, !DIExpression(), !2927)
    #dbg_value(ptr %38, !383, !DIExpression(), !2929)
  %39 = load i64, ptr %38, align 1, !dbg !2931, !tbaa !994
    #dbg_value(i64 %37, !2912, !DIExpression(), !2932)
    #dbg_value(i64 %39, !2917, !DIExpression(), !2932)
  %40 = mul i64 %39, -4417276706812531889, !dbg !2934
  %41 = add i64 %40, %37, !dbg !2935
    #dbg_value(i64 %41, !2912, !DIExpression(), !2932)
  %42 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 31), !dbg !2936
    #dbg_value(i64 %42, !2912, !DIExpression(), !2932)
  %43 = mul i64 %42, -7046029288634856825, !dbg !2937
    #dbg_value(i64 %43, !2912, !DIExpression(), !2932)
  store i64 %43, ptr %36, align 8, !dbg !2938, !tbaa !994
  %44 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2939
  %45 = load i64, ptr %44, align 8, !dbg !2939, !tbaa !994
  %46 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2940
    #dbg_value(ptr %46, !2904, !DIExpression(), !2941)
    #dbg_value(ptr %46, !383, !DIExpression(), !2943)
  %47 = load i64, ptr %46, align 1, !dbg !2945, !tbaa !994
    #dbg_value(i64 %45, !2912, !DIExpression(), !2946)
    #dbg_value(i64 %47, !2917, !DIExpression(), !2946)
  %48 = mul i64 %47, -4417276706812531889, !dbg !2948
  %49 = add i64 %48, %45, !dbg !2949
    #dbg_value(i64 %49, !2912, !DIExpression(), !2946)
  %50 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 31), !dbg !2950
    #dbg_value(i64 %50, !2912, !DIExpression(), !2946)
  %51 = mul i64 %50, -7046029288634856825, !dbg !2951
    #dbg_value(i64 %51, !2912, !DIExpression(), !2946)
  store i64 %51, ptr %44, align 8, !dbg !2952, !tbaa !994
  %52 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2953
  %53 = load i64, ptr %52, align 8, !dbg !2953, !tbaa !994
  %54 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2954
    #dbg_value(ptr %54, !2904, !DIExpression(), !2955)
    #dbg_value(ptr %54, !383, !DIExpression(), !2957)
  %55 = load i64, ptr %54, align 1, !dbg !2959, !tbaa !994
    #dbg_value(i64 %53, !2912, !DIExpression(), !2960)
    #dbg_value(i64 %55, !2917, !DIExpression(), !2960)
  %56 = mul i64 %55, -4417276706812531889, !dbg !2962
  %57 = add i64 %56, %53, !dbg !2963
    #dbg_value(i64 %57, !2912, !DIExpression(), !2960)
  %58 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 31), !dbg !2964
    #dbg_value(i64 %58, !2912, !DIExpression(), !2960)
  %59 = mul i64 %58, -7046029288634856825, !dbg !2965
    #dbg_value(i64 %59, !2912, !DIExpression(), !2960)
  store i64 %59, ptr %52, align 8, !dbg !2966, !tbaa !994
  %60 = load i32, ptr %11, align 8, !dbg !2967, !tbaa !2870
  %61 = sub i32 32, %60, !dbg !2968
  %62 = zext i32 %61 to i64, !dbg !2969
  %63 = getelementptr inbounds i8, ptr %1, i64 %62, !dbg !2969
    #dbg_value(ptr %63, !2850, !DIExpression(), !2864)
  store i32 0, ptr %11, align 8, !dbg !2970, !tbaa !2870
  br label %64, !dbg !2971

64:                                               ; preds = %24, %22
  %65 = phi ptr [ %63, %24 ], [ %1, %22 ], !dbg !2864
    #dbg_value(ptr %65, !2850, !DIExpression(), !2864)
  %66 = getelementptr inbounds i8, ptr %65, i64 32, !dbg !2972
  %67 = icmp ugt ptr %66, %8, !dbg !2973
  br i1 %67, label %109, label %68, !dbg !2974

68:                                               ; preds = %64
  %69 = getelementptr inbounds i8, ptr %8, i64 -32, !dbg !2975
    #dbg_value(ptr %69, !2854, !DIExpression(), !2976)
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = getelementptr inbounds i8, ptr %0, i64 16
  %72 = getelementptr inbounds i8, ptr %0, i64 24
  %73 = getelementptr inbounds i8, ptr %0, i64 32
  %74 = load i64, ptr %70, align 8, !tbaa !994
  %75 = load i64, ptr %71, align 8, !tbaa !994
  %76 = load i64, ptr %72, align 8, !tbaa !994
  %77 = load i64, ptr %73, align 8, !tbaa !994
  br label %78, !dbg !2977

78:                                               ; preds = %78, %68
  %79 = phi i64 [ %77, %68 ], [ %106, %78 ], !dbg !2978
  %80 = phi i64 [ %76, %68 ], [ %100, %78 ], !dbg !2978
  %81 = phi i64 [ %75, %68 ], [ %94, %78 ], !dbg !2978
  %82 = phi i64 [ %74, %68 ], [ %88, %78 ], !dbg !2982
  %83 = phi ptr [ %65, %68 ], [ %107, %78 ], !dbg !2864
    #dbg_value(ptr %83, !2850, !DIExpression(), !2864)
    #dbg_value(ptr %83, !2904, !DIExpression(), !2983)
    #dbg_value(ptr %83, !383, !DIExpression(), !2984)
  %84 = load i64, ptr %83, align 1, !dbg !2978, !tbaa !994
    #dbg_value(i64 %82, !2912, !DIExpression(), !2985)
    #dbg_value(i64 %84, !2917, !DIExpression(), !2985)
  %85 = mul i64 %84, -4417276706812531889, !dbg !2987
  %86 = add i64 %85, %82, !dbg !2988
    #dbg_value(i64 %86, !2912, !DIExpression(), !2985)
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31), !dbg !2989
    #dbg_value(i64 %87, !2912, !DIExpression(), !2985)
  %88 = mul i64 %87, -7046029288634856825, !dbg !2990
    #dbg_value(i64 %88, !2912, !DIExpression(), !2985)
  store i64 %88, ptr %70, align 8, !dbg !2991, !tbaa !994
  %89 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !2992
    #dbg_value(ptr %89, !2850, !DIExpression(), !2864)
    #dbg_value(ptr %89, !2904, !DIExpression(), !2993)
    #dbg_value(ptr %89, !383, !DIExpression(), !2995)
  %90 = load i64, ptr %89, align 1, !dbg !2997, !tbaa !994
    #dbg_value(i64 %81, !2912, !DIExpression(), !2998)
    #dbg_value(i64 %90, !2917, !DIExpression(), !2998)
  %91 = mul i64 %90, -4417276706812531889, !dbg !3000
  %92 = add i64 %91, %81, !dbg !3001
    #dbg_value(i64 %92, !2912, !DIExpression(), !2998)
  %93 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 31), !dbg !3002
    #dbg_value(i64 %93, !2912, !DIExpression(), !2998)
  %94 = mul i64 %93, -7046029288634856825, !dbg !3003
    #dbg_value(i64 %94, !2912, !DIExpression(), !2998)
  store i64 %94, ptr %71, align 8, !dbg !3004, !tbaa !994
  %95 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !3005
    #dbg_value(ptr %95, !2850, !DIExpression(), !2864)
    #dbg_value(ptr %95, !2904, !DIExpression(), !3006)
    #dbg_value(ptr %95, !383, !DIExpression(), !3008)
  %96 = load i64, ptr %95, align 1, !dbg !3010, !tbaa !994
    #dbg_value(i64 %80, !2912, !DIExpression(), !3011)
    #dbg_value(i64 %96, !2917, !DIExpression(), !3011)
  %97 = mul i64 %96, -4417276706812531889, !dbg !3013
  %98 = add i64 %97, %80, !dbg !3014
    #dbg_value(i64 %98, !2912, !DIExpression(), !3011)
  %99 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 31), !dbg !3015
    #dbg_value(i64 %99, !2912, !DIExpression(), !3011)
  %100 = mul i64 %99, -7046029288634856825, !dbg !3016
    #dbg_value(i64 %100, !2912, !DIExpression(), !3011)
  store i64 %100, ptr %72, align 8, !dbg !3017, !tbaa !994
  %101 = getelementptr inbounds i8, ptr %83, i64 24, !dbg !3018
    #dbg_value(ptr %101, !2850, !DIExpression(), !2864)
    #dbg_value(ptr %101, !2904, !DIExpression(), !3019)
    #dbg_value(ptr %101, !383, !DIExpression(), !3021)
  %102 = load i64, ptr %101, align 1, !dbg !3023, !tbaa !994
    #dbg_value(i64 %79, !2912, !DIExpression(), !3024)
    #dbg_value(i64 %102, !2917, !DIExpression(), !3024)
  %103 = mul i64 %102, -4417276706812531889, !dbg !3026
  %104 = add i64 %103, %79, !dbg !3027
    #dbg_value(i64 %104, !2912, !DIExpression(), !3024)
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31), !dbg !3028
    #dbg_value(i64 %105, !2912, !DIExpression(), !3024)
  %106 = mul i64 %105, -7046029288634856825, !dbg !3029
    #dbg_value(i64 %106, !2912, !DIExpression(), !3024)
  store i64 %106, ptr %73, align 8, !dbg !3030, !tbaa !994
  %107 = getelementptr inbounds i8, ptr %83, i64 32, !dbg !3031
    #dbg_value(ptr %107, !2850, !DIExpression(), !2864)
  %108 = icmp ugt ptr %107, %69, !dbg !3032
  br i1 %108, label %109, label %78, !dbg !3033, !llvm.loop !3034

109:                                              ; preds = %78, %64
  %110 = phi ptr [ %65, %64 ], [ %107, %78 ], !dbg !2864
    #dbg_value(ptr %110, !2850, !DIExpression(), !2864)
  %111 = icmp ult ptr %110, %8, !dbg !3036
  br i1 %111, label %112, label %118, !dbg !3038

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !3039
  %114 = ptrtoint ptr %8 to i64, !dbg !3041
  %115 = ptrtoint ptr %110 to i64, !dbg !3041
  %116 = sub i64 %114, %115, !dbg !3041
    #dbg_value(ptr %113, !2878, !DIExpression(), !3042)
    #dbg_value(ptr %110, !2883, !DIExpression(), !3042)
    #dbg_value(i64 %116, !2884, !DIExpression(), !3042)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %113, ptr readonly align 1 %110, i64 %116, i1 false), !dbg !3044
  %117 = trunc i64 %116 to i32, !dbg !3045
  store i32 %117, ptr %11, align 8, !dbg !3046, !tbaa !2870
  br label %118, !dbg !3047

118:                                              ; preds = %16, %112, %109, %5
  ret void, !dbg !3048
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_trace_end(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !2180 {
  %5 = alloca %struct.ZSTD_Trace, align 8, !DIAssignID !3049
    #dbg_assign(i1 undef, !2177, !DIExpression(), !3049, ptr %5, !DIExpression(), !3050)
    #dbg_value(ptr %0, !2184, !DIExpression(), !3051)
    #dbg_value(i64 %1, !2185, !DIExpression(), !3051)
    #dbg_value(i64 %2, !2186, !DIExpression(), !3051)
    #dbg_value(i32 %3, !2187, !DIExpression(), !3051)
  %6 = getelementptr inbounds i8, ptr %0, i64 95968, !dbg !3052
  %7 = load i64, ptr %6, align 8, !dbg !3052, !tbaa !2213
  %8 = icmp ne i64 %7, 0, !dbg !3053
  %9 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %10 = and i1 %9, %8, !dbg !3054
  br i1 %10, label %11, label %32, !dbg !3054

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #18, !dbg !3055
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !3056
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, i8 0, i64 48, i1 false), !dbg !3056, !DIAssignID !3057
    #dbg_assign(i8 0, !2177, !DIExpression(), !3057, ptr %5, !DIExpression(), !3050)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3058, ptr undef, !DIExpression(), !3050)
    #dbg_assign(i8 0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !3059, ptr undef, !DIExpression(), !3050)
  store i32 10507, ptr %5, align 8, !dbg !3060, !tbaa !2222, !DIAssignID !3061
    #dbg_assign(i32 10507, !2177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !3061, ptr %5, !DIExpression(), !3050)
  %13 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !3062
  store i32 %3, ptr %13, align 4, !dbg !3063, !tbaa !2226, !DIAssignID !3064
    #dbg_assign(i32 %3, !2177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !3064, ptr %13, !DIExpression(), !3050)
  %14 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !3065
  %15 = load ptr, ptr %14, align 8, !dbg !3065, !tbaa !2230
  %16 = icmp eq ptr %15, null, !dbg !3066
  br i1 %16, label %27, label %17, !dbg !3067

17:                                               ; preds = %11
  %18 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %15) #18, !dbg !3068
  %19 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !3069
  store i32 %18, ptr %19, align 8, !dbg !3070, !tbaa !2236, !DIAssignID !3071
    #dbg_assign(i32 %18, !2177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !3071, ptr %19, !DIExpression(), !3050)
  %20 = load ptr, ptr %14, align 8, !dbg !3072, !tbaa !2230
  %21 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %20) #18, !dbg !3073
  %22 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !3074
  store i64 %21, ptr %22, align 8, !dbg !3075, !tbaa !2241, !DIAssignID !3076
    #dbg_assign(i64 %21, !2177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3076, ptr %22, !DIExpression(), !3050)
  %23 = getelementptr inbounds i8, ptr %0, i64 30204, !dbg !3077
  %24 = load i32, ptr %23, align 4, !dbg !3077, !tbaa !513
  %25 = getelementptr inbounds i8, ptr %5, i64 12, !dbg !3078
  store i32 %24, ptr %25, align 4, !dbg !3079, !tbaa !2245, !DIAssignID !3080
    #dbg_assign(i32 %24, !2177, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !3080, ptr %25, !DIExpression(), !3050)
  %26 = load i64, ptr %6, align 8, !dbg !3081, !tbaa !2213
  br label %27, !dbg !3082

27:                                               ; preds = %17, %11
  %28 = phi i64 [ %26, %17 ], [ %7, %11 ], !dbg !3081
  %29 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !3083
  store i64 %1, ptr %29, align 8, !dbg !3084, !tbaa !2250, !DIAssignID !3085
    #dbg_assign(i64 %1, !2177, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !3085, ptr %29, !DIExpression(), !3050)
  %30 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !3086
  store i64 %2, ptr %30, align 8, !dbg !3087, !tbaa !2253, !DIAssignID !3088
    #dbg_assign(i64 %2, !2177, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !3088, ptr %30, !DIExpression(), !3050)
  %31 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !3089
  store ptr %0, ptr %31, align 8, !dbg !3090, !tbaa !2256, !DIAssignID !3091
    #dbg_assign(ptr %0, !2177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !3091, ptr %31, !DIExpression(), !3050)
  call void @ZSTD_trace_decompress_end(i64 noundef %28, ptr noundef nonnull %5) #18, !dbg !3092
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #18, !dbg !3093
  br label %32, !dbg !3094

32:                                               ; preds = %27, %4
  ret void, !dbg !3095
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef readonly %0) unnamed_addr #11 !dbg !3096 {
    #dbg_value(ptr %0, !3102, !DIExpression(), !3104)
  %2 = load i64, ptr %0, align 8, !dbg !3105, !tbaa !2867
  %3 = icmp ugt i64 %2, 31, !dbg !3107
  br i1 %3, label %4, label %44, !dbg !3108

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3109
  %6 = load i64, ptr %5, align 8, !dbg !3111, !tbaa !994
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1), !dbg !3112
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3113
  %9 = load i64, ptr %8, align 8, !dbg !3113, !tbaa !994
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7), !dbg !3114
  %11 = add i64 %10, %7, !dbg !3115
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3116
  %13 = load i64, ptr %12, align 8, !dbg !3116, !tbaa !994
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12), !dbg !3117
  %15 = add i64 %11, %14, !dbg !3118
  %16 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3119
  %17 = load i64, ptr %16, align 8, !dbg !3119, !tbaa !994
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 18), !dbg !3120
  %19 = add i64 %15, %18, !dbg !3121
    #dbg_value(i64 %19, !3103, !DIExpression(), !3104)
    #dbg_value(i64 %19, !3122, !DIExpression(), !3126)
    #dbg_value(i64 %6, !3125, !DIExpression(), !3126)
    #dbg_value(i64 0, !2912, !DIExpression(), !3128)
    #dbg_value(i64 %6, !2917, !DIExpression(), !3128)
  %20 = mul i64 %6, -4417276706812531889, !dbg !3130
    #dbg_value(i64 %20, !2912, !DIExpression(), !3128)
  %21 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 31), !dbg !3131
    #dbg_value(i64 %21, !2912, !DIExpression(), !3128)
  %22 = mul i64 %21, -7046029288634856825, !dbg !3132
    #dbg_value(i64 %22, !2912, !DIExpression(), !3128)
    #dbg_value(i64 %22, !3125, !DIExpression(), !3126)
  %23 = xor i64 %19, %22, !dbg !3133
    #dbg_value(i64 %23, !3122, !DIExpression(), !3126)
  %24 = mul i64 %23, -7046029288634856825, !dbg !3134
  %25 = add i64 %24, -8796714831421723037, !dbg !3135
    #dbg_value(i64 %25, !3122, !DIExpression(), !3126)
    #dbg_value(i64 %25, !3103, !DIExpression(), !3104)
    #dbg_value(i64 %25, !3122, !DIExpression(), !3136)
    #dbg_value(i64 %9, !3125, !DIExpression(), !3136)
    #dbg_value(i64 0, !2912, !DIExpression(), !3138)
    #dbg_value(i64 %9, !2917, !DIExpression(), !3138)
  %26 = mul i64 %9, -4417276706812531889, !dbg !3140
    #dbg_value(i64 %26, !2912, !DIExpression(), !3138)
  %27 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 31), !dbg !3141
    #dbg_value(i64 %27, !2912, !DIExpression(), !3138)
  %28 = mul i64 %27, -7046029288634856825, !dbg !3142
    #dbg_value(i64 %28, !2912, !DIExpression(), !3138)
    #dbg_value(i64 %28, !3125, !DIExpression(), !3136)
  %29 = xor i64 %25, %28, !dbg !3143
    #dbg_value(i64 %29, !3122, !DIExpression(), !3136)
  %30 = mul i64 %29, -7046029288634856825, !dbg !3144
  %31 = add i64 %30, -8796714831421723037, !dbg !3145
    #dbg_value(i64 %31, !3122, !DIExpression(), !3136)
    #dbg_value(i64 %31, !3103, !DIExpression(), !3104)
    #dbg_value(i64 %31, !3122, !DIExpression(), !3146)
    #dbg_value(i64 %13, !3125, !DIExpression(), !3146)
    #dbg_value(i64 0, !2912, !DIExpression(), !3148)
    #dbg_value(i64 %13, !2917, !DIExpression(), !3148)
  %32 = mul i64 %13, -4417276706812531889, !dbg !3150
    #dbg_value(i64 %32, !2912, !DIExpression(), !3148)
  %33 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 31), !dbg !3151
    #dbg_value(i64 %33, !2912, !DIExpression(), !3148)
  %34 = mul i64 %33, -7046029288634856825, !dbg !3152
    #dbg_value(i64 %34, !2912, !DIExpression(), !3148)
    #dbg_value(i64 %34, !3125, !DIExpression(), !3146)
  %35 = xor i64 %31, %34, !dbg !3153
    #dbg_value(i64 %35, !3122, !DIExpression(), !3146)
  %36 = mul i64 %35, -7046029288634856825, !dbg !3154
  %37 = add i64 %36, -8796714831421723037, !dbg !3155
    #dbg_value(i64 %37, !3122, !DIExpression(), !3146)
    #dbg_value(i64 %37, !3103, !DIExpression(), !3104)
    #dbg_value(i64 %37, !3122, !DIExpression(), !3156)
    #dbg_value(i64 %17, !3125, !DIExpression(), !3156)
    #dbg_value(i64 0, !2912, !DIExpression(), !3158)
    #dbg_value(i64 %17, !2917, !DIExpression(), !3158)
  %38 = mul i64 %17, -4417276706812531889, !dbg !3160
    #dbg_value(i64 %38, !2912, !DIExpression(), !3158)
  %39 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 31), !dbg !3161
    #dbg_value(i64 %39, !2912, !DIExpression(), !3158)
  %40 = mul i64 %39, -7046029288634856825, !dbg !3162
    #dbg_value(i64 %40, !2912, !DIExpression(), !3158)
    #dbg_value(i64 %40, !3125, !DIExpression(), !3156)
  %41 = xor i64 %37, %40, !dbg !3163
    #dbg_value(i64 %41, !3122, !DIExpression(), !3156)
  %42 = mul i64 %41, -7046029288634856825, !dbg !3164
  %43 = add i64 %42, -8796714831421723037, !dbg !3165
    #dbg_value(i64 %43, !3122, !DIExpression(), !3156)
    #dbg_value(i64 %43, !3103, !DIExpression(), !3104)
  br label %48, !dbg !3166

44:                                               ; preds = %1
  %45 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3167
  %46 = load i64, ptr %45, align 8, !dbg !3167, !tbaa !994
  %47 = add i64 %46, 2870177450012600261, !dbg !3169
    #dbg_value(i64 %47, !3103, !DIExpression(), !3104)
  br label %48

48:                                               ; preds = %44, %4
  %49 = phi i64 [ %43, %4 ], [ %47, %44 ], !dbg !3170
    #dbg_value(i64 %49, !3103, !DIExpression(), !3104)
  %50 = add i64 %49, %2, !dbg !3171
    #dbg_value(i64 %50, !3103, !DIExpression(), !3104)
  %51 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !3172
    #dbg_value(i64 %50, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %51, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %2, !3180, !DIExpression(), !3184)
    #dbg_value(i32 0, !3181, !DIExpression(), !3184)
  %52 = and i64 %2, 31, !dbg !3186
    #dbg_value(i64 %52, !3180, !DIExpression(), !3184)
    #dbg_value(i64 %50, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %51, !3179, !DIExpression(), !3184)
  %53 = icmp ugt i64 %52, 7, !dbg !3187
  br i1 %53, label %54, label %101, !dbg !3188

54:                                               ; preds = %48
  %55 = add nsw i64 %52, -8, !dbg !3188
  %56 = and i64 %55, 8, !dbg !3188
  %57 = icmp eq i64 %56, 0, !dbg !3188
  br i1 %57, label %58, label %69, !dbg !3188

58:                                               ; preds = %54
    #dbg_value(i64 %50, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %51, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %52, !3180, !DIExpression(), !3184)
  %59 = load i64, ptr %51, align 1, !dbg !3189, !tbaa !994
    #dbg_value(i64 0, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %59, !2917, !DIExpression(), !3198)
  %60 = mul i64 %59, -4417276706812531889, !dbg !3200
    #dbg_value(i64 %60, !2912, !DIExpression(), !3198)
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31), !dbg !3201
    #dbg_value(i64 %61, !2912, !DIExpression(), !3198)
  %62 = mul i64 %61, -7046029288634856825, !dbg !3202
    #dbg_value(i64 %62, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %62, !3182, !DIExpression(), !3203)
  %63 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3204
    #dbg_value(ptr %63, !3179, !DIExpression(), !3184)
  %64 = xor i64 %62, %50, !dbg !3205
    #dbg_value(i64 %64, !3173, !DIExpression(), !3184)
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 27), !dbg !3206
  %66 = mul i64 %65, -7046029288634856825, !dbg !3207
  %67 = add i64 %66, -8796714831421723037, !dbg !3208
    #dbg_value(i64 %67, !3173, !DIExpression(), !3184)
  %68 = add nsw i64 %52, -8, !dbg !3209
    #dbg_value(i64 %68, !3180, !DIExpression(), !3184)
  br label %69, !dbg !3188

69:                                               ; preds = %58, %54
  %70 = phi i64 [ %50, %54 ], [ %67, %58 ]
  %71 = phi ptr [ %51, %54 ], [ %63, %58 ]
  %72 = phi i64 [ %52, %54 ], [ %68, %58 ]
  %73 = phi ptr [ poison, %54 ], [ %63, %58 ]
  %74 = phi i64 [ poison, %54 ], [ %67, %58 ]
  %75 = phi i64 [ poison, %54 ], [ %68, %58 ]
  %76 = icmp ult i64 %55, 8, !dbg !3188
  br i1 %76, label %101, label %77, !dbg !3188

77:                                               ; preds = %69, %77
  %78 = phi i64 [ %98, %77 ], [ %70, %69 ]
  %79 = phi ptr [ %94, %77 ], [ %71, %69 ]
  %80 = phi i64 [ %99, %77 ], [ %72, %69 ]
    #dbg_value(i64 %78, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %79, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %80, !3180, !DIExpression(), !3184)
  %81 = load i64, ptr %79, align 1, !dbg !3189, !tbaa !994
    #dbg_value(i64 0, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %81, !2917, !DIExpression(), !3198)
  %82 = mul i64 %81, -4417276706812531889, !dbg !3200
    #dbg_value(i64 %82, !2912, !DIExpression(), !3198)
  %83 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 31), !dbg !3201
    #dbg_value(i64 %83, !2912, !DIExpression(), !3198)
  %84 = mul i64 %83, -7046029288634856825, !dbg !3202
    #dbg_value(i64 %84, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %84, !3182, !DIExpression(), !3203)
  %85 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !3204
    #dbg_value(ptr %85, !3179, !DIExpression(), !3184)
  %86 = xor i64 %84, %78, !dbg !3205
    #dbg_value(i64 %86, !3173, !DIExpression(), !3184)
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 27), !dbg !3206
  %88 = mul i64 %87, -7046029288634856825, !dbg !3207
  %89 = add i64 %88, -8796714831421723037, !dbg !3208
    #dbg_value(i64 %89, !3173, !DIExpression(), !3184)
    #dbg_value(i64 %80, !3180, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value), !3184)
  %90 = load i64, ptr %85, align 1, !dbg !3189, !tbaa !994
    #dbg_value(i64 0, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %90, !2917, !DIExpression(), !3198)
  %91 = mul i64 %90, -4417276706812531889, !dbg !3200
    #dbg_value(i64 %91, !2912, !DIExpression(), !3198)
  %92 = tail call i64 @llvm.fshl.i64(i64 %91, i64 %91, i64 31), !dbg !3201
    #dbg_value(i64 %92, !2912, !DIExpression(), !3198)
  %93 = mul i64 %92, -7046029288634856825, !dbg !3202
    #dbg_value(i64 %93, !2912, !DIExpression(), !3198)
    #dbg_value(i64 %93, !3182, !DIExpression(), !3203)
  %94 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !3204
    #dbg_value(ptr %94, !3179, !DIExpression(), !3184)
  %95 = xor i64 %93, %89, !dbg !3205
    #dbg_value(i64 %95, !3173, !DIExpression(), !3184)
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 27), !dbg !3206
  %97 = mul i64 %96, -7046029288634856825, !dbg !3207
  %98 = add i64 %97, -8796714831421723037, !dbg !3208
    #dbg_value(i64 %98, !3173, !DIExpression(), !3184)
  %99 = add nsw i64 %80, -16, !dbg !3209
    #dbg_value(i64 %99, !3180, !DIExpression(), !3184)
  %100 = icmp ugt i64 %99, 7, !dbg !3187
  br i1 %100, label %77, label %101, !dbg !3188, !llvm.loop !3210

101:                                              ; preds = %69, %77, %48
  %102 = phi i64 [ %52, %48 ], [ %75, %69 ], [ %99, %77 ], !dbg !3184
  %103 = phi ptr [ %51, %48 ], [ %73, %69 ], [ %94, %77 ]
  %104 = phi i64 [ %50, %48 ], [ %74, %69 ], [ %98, %77 ]
  %105 = icmp ugt i64 %102, 3, !dbg !3212
  br i1 %105, label %106, label %116, !dbg !3214

106:                                              ; preds = %101
  %107 = load i32, ptr %103, align 1, !dbg !3215, !tbaa !931
  %108 = zext i32 %107 to i64, !dbg !3225
  %109 = mul i64 %108, -7046029288634856825, !dbg !3226
  %110 = xor i64 %109, %104, !dbg !3227
    #dbg_value(i64 %110, !3173, !DIExpression(), !3184)
  %111 = getelementptr inbounds i8, ptr %103, i64 4, !dbg !3228
    #dbg_value(ptr %111, !3179, !DIExpression(), !3184)
  %112 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 23), !dbg !3229
  %113 = mul i64 %112, -4417276706812531889, !dbg !3230
  %114 = add i64 %113, 1609587929392839161, !dbg !3231
    #dbg_value(i64 %114, !3173, !DIExpression(), !3184)
  %115 = add nsw i64 %102, -4, !dbg !3232
    #dbg_value(i64 %115, !3180, !DIExpression(), !3184)
  br label %116, !dbg !3233

116:                                              ; preds = %106, %101
  %117 = phi i64 [ %115, %106 ], [ %102, %101 ], !dbg !3184
  %118 = phi ptr [ %111, %106 ], [ %103, %101 ]
  %119 = phi i64 [ %114, %106 ], [ %104, %101 ]
    #dbg_value(i64 %119, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %118, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %117, !3180, !DIExpression(), !3184)
  %120 = icmp eq i64 %117, 0, !dbg !3234
  br i1 %120, label %179, label %121, !dbg !3235

121:                                              ; preds = %116
  %122 = and i64 %117, 3, !dbg !3235
  %123 = icmp eq i64 %122, 0, !dbg !3235
  br i1 %123, label %139, label %124, !dbg !3235

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %135, %124 ], [ %119, %121 ]
  %126 = phi ptr [ %129, %124 ], [ %118, %121 ]
  %127 = phi i64 [ %136, %124 ], [ %117, %121 ]
  %128 = phi i64 [ %137, %124 ], [ 0, %121 ]
    #dbg_value(i64 %125, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %126, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %127, !3180, !DIExpression(), !3184)
  %129 = getelementptr inbounds i8, ptr %126, i64 1, !dbg !3236
    #dbg_value(ptr %129, !3179, !DIExpression(), !3184)
  %130 = load i8, ptr %126, align 1, !dbg !3238, !tbaa !987
  %131 = zext i8 %130 to i64, !dbg !3239
  %132 = mul i64 %131, 2870177450012600261, !dbg !3240
  %133 = xor i64 %132, %125, !dbg !3241
    #dbg_value(i64 %133, !3173, !DIExpression(), !3184)
  %134 = tail call i64 @llvm.fshl.i64(i64 %133, i64 %133, i64 11), !dbg !3242
  %135 = mul i64 %134, -7046029288634856825, !dbg !3243
    #dbg_value(i64 %135, !3173, !DIExpression(), !3184)
  %136 = add nsw i64 %127, -1, !dbg !3244
    #dbg_value(i64 %136, !3180, !DIExpression(), !3184)
  %137 = add i64 %128, 1, !dbg !3235
  %138 = icmp eq i64 %137, %122, !dbg !3235
  br i1 %138, label %139, label %124, !dbg !3235, !llvm.loop !3245

139:                                              ; preds = %124, %121
  %140 = phi i64 [ poison, %121 ], [ %135, %124 ]
  %141 = phi i64 [ %119, %121 ], [ %135, %124 ]
  %142 = phi ptr [ %118, %121 ], [ %129, %124 ]
  %143 = phi i64 [ %117, %121 ], [ %136, %124 ]
  %144 = icmp ult i64 %117, 4, !dbg !3235
  br i1 %144, label %179, label %145, !dbg !3235

145:                                              ; preds = %139, %145
  %146 = phi i64 [ %176, %145 ], [ %141, %139 ]
  %147 = phi ptr [ %170, %145 ], [ %142, %139 ]
  %148 = phi i64 [ %177, %145 ], [ %143, %139 ]
    #dbg_value(i64 %146, !3173, !DIExpression(), !3184)
    #dbg_value(ptr %147, !3179, !DIExpression(), !3184)
    #dbg_value(i64 %148, !3180, !DIExpression(), !3184)
  %149 = getelementptr inbounds i8, ptr %147, i64 1, !dbg !3236
    #dbg_value(ptr %149, !3179, !DIExpression(), !3184)
  %150 = load i8, ptr %147, align 1, !dbg !3238, !tbaa !987
  %151 = zext i8 %150 to i64, !dbg !3239
  %152 = mul i64 %151, 2870177450012600261, !dbg !3240
  %153 = xor i64 %152, %146, !dbg !3241
    #dbg_value(i64 %153, !3173, !DIExpression(), !3184)
  %154 = tail call i64 @llvm.fshl.i64(i64 %153, i64 %153, i64 11), !dbg !3242
  %155 = mul i64 %154, -7046029288634856825, !dbg !3243
    #dbg_value(i64 %155, !3173, !DIExpression(), !3184)
    #dbg_value(i64 %148, !3180, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3184)
  %156 = getelementptr inbounds i8, ptr %147, i64 2, !dbg !3236
    #dbg_value(ptr %156, !3179, !DIExpression(), !3184)
  %157 = load i8, ptr %149, align 1, !dbg !3238, !tbaa !987
  %158 = zext i8 %157 to i64, !dbg !3239
  %159 = mul i64 %158, 2870177450012600261, !dbg !3240
  %160 = xor i64 %159, %155, !dbg !3241
    #dbg_value(i64 %160, !3173, !DIExpression(), !3184)
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 11), !dbg !3242
  %162 = mul i64 %161, -7046029288634856825, !dbg !3243
    #dbg_value(i64 %162, !3173, !DIExpression(), !3184)
    #dbg_value(i64 %148, !3180, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !3184)
  %163 = getelementptr inbounds i8, ptr %147, i64 3, !dbg !3236
    #dbg_value(ptr %163, !3179, !DIExpression(), !3184)
  %164 = load i8, ptr %156, align 1, !dbg !3238, !tbaa !987
  %165 = zext i8 %164 to i64, !dbg !3239
  %166 = mul i64 %165, 2870177450012600261, !dbg !3240
  %167 = xor i64 %166, %162, !dbg !3241
    #dbg_value(i64 %167, !3173, !DIExpression(), !3184)
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 11), !dbg !3242
  %169 = mul i64 %168, -7046029288634856825, !dbg !3243
    #dbg_value(i64 %169, !3173, !DIExpression(), !3184)
    #dbg_value(i64 %148, !3180, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !3184)
  %170 = getelementptr inbounds i8, ptr %147, i64 4, !dbg !3236
    #dbg_value(ptr %170, !3179, !DIExpression(), !3184)
  %171 = load i8, ptr %163, align 1, !dbg !3238, !tbaa !987
  %172 = zext i8 %171 to i64, !dbg !3239
  %173 = mul i64 %172, 2870177450012600261, !dbg !3240
  %174 = xor i64 %173, %169, !dbg !3241
    #dbg_value(i64 %174, !3173, !DIExpression(), !3184)
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 11), !dbg !3242
  %176 = mul i64 %175, -7046029288634856825, !dbg !3243
    #dbg_value(i64 %176, !3173, !DIExpression(), !3184)
  %177 = add nsw i64 %148, -4, !dbg !3244
    #dbg_value(i64 %177, !3180, !DIExpression(), !3184)
  %178 = icmp eq i64 %177, 0, !dbg !3234
  br i1 %178, label %179, label %145, !dbg !3235, !llvm.loop !3247

179:                                              ; preds = %139, %145, %116
  %180 = phi i64 [ %119, %116 ], [ %140, %139 ], [ %176, %145 ], !dbg !3184
    #dbg_value(i64 %180, !3249, !DIExpression(), !3254)
  %181 = lshr i64 %180, 33, !dbg !3256
  %182 = xor i64 %181, %180, !dbg !3257
    #dbg_value(i64 %182, !3249, !DIExpression(), !3254)
  %183 = mul i64 %182, -4417276706812531889, !dbg !3258
    #dbg_value(i64 %183, !3249, !DIExpression(), !3254)
  %184 = lshr i64 %183, 29, !dbg !3259
  %185 = xor i64 %184, %183, !dbg !3260
    #dbg_value(i64 %185, !3249, !DIExpression(), !3254)
  %186 = mul i64 %185, 1609587929392839161, !dbg !3261
    #dbg_value(i64 %186, !3249, !DIExpression(), !3254)
  %187 = lshr i64 %186, 32, !dbg !3262
  %188 = xor i64 %187, %186, !dbg !3263
    #dbg_value(i64 %188, !3249, !DIExpression(), !3254)
  ret i64 %188, !dbg !3264
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_loadDEntropy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !3265 {
  %4 = alloca [32 x i16], align 16, !DIAssignID !3306
    #dbg_assign(i1 undef, !3280, !DIExpression(), !3306, ptr %4, !DIExpression(), !3307)
  %5 = alloca i32, align 4, !DIAssignID !3308
    #dbg_assign(i1 undef, !3284, !DIExpression(), !3308, ptr %5, !DIExpression(), !3307)
  %6 = alloca i32, align 4, !DIAssignID !3309
    #dbg_assign(i1 undef, !3285, !DIExpression(), !3309, ptr %6, !DIExpression(), !3307)
  %7 = alloca [53 x i16], align 16, !DIAssignID !3310
    #dbg_assign(i1 undef, !3287, !DIExpression(), !3310, ptr %7, !DIExpression(), !3311)
  %8 = alloca i32, align 4, !DIAssignID !3312
    #dbg_assign(i1 undef, !3290, !DIExpression(), !3312, ptr %8, !DIExpression(), !3311)
  %9 = alloca i32, align 4, !DIAssignID !3313
    #dbg_assign(i1 undef, !3291, !DIExpression(), !3313, ptr %9, !DIExpression(), !3311)
  %10 = alloca [36 x i16], align 16, !DIAssignID !3314
    #dbg_assign(i1 undef, !3293, !DIExpression(), !3314, ptr %10, !DIExpression(), !3315)
  %11 = alloca i32, align 4, !DIAssignID !3316
    #dbg_assign(i1 undef, !3296, !DIExpression(), !3316, ptr %11, !DIExpression(), !3315)
  %12 = alloca i32, align 4, !DIAssignID !3317
    #dbg_assign(i1 undef, !3297, !DIExpression(), !3317, ptr %12, !DIExpression(), !3315)
    #dbg_value(ptr %0, !3271, !DIExpression(), !3318)
    #dbg_value(ptr %1, !3272, !DIExpression(), !3318)
    #dbg_value(i64 %2, !3273, !DIExpression(), !3318)
    #dbg_value(ptr %1, !3274, !DIExpression(), !3318)
  %13 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !3319
    #dbg_value(ptr %13, !3275, !DIExpression(), !3318)
  %14 = icmp ult i64 %2, 9, !dbg !3320
  br i1 %14, label %98, label %15, !dbg !3323

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3324
    #dbg_value(ptr %16, !3274, !DIExpression(), !3318)
    #dbg_value(ptr %0, !3276, !DIExpression(), !3325)
    #dbg_value(i64 10264, !3278, !DIExpression(), !3325)
  %17 = getelementptr inbounds i8, ptr %0, i64 10264, !dbg !3326
  %18 = ptrtoint ptr %13 to i64, !dbg !3327
  %19 = add nsw i64 %2, -8, !dbg !3327
  %20 = tail call i64 @HUF_readDTableX2_wksp(ptr noundef nonnull %17, ptr noundef nonnull %16, i64 noundef %19, ptr noundef %0, i64 noundef 10264, i32 noundef 0) #18, !dbg !3328
    #dbg_value(i64 %20, !3279, !DIExpression(), !3325)
    #dbg_value(i64 %20, !1446, !DIExpression(), !3329)
  %21 = icmp ult i64 %20, -119, !dbg !3333
  %22 = getelementptr inbounds i8, ptr %16, i64 %20, !dbg !3334
    #dbg_value(ptr undef, !3274, !DIExpression(), !3318)
  br i1 %21, label %23, label %98

23:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #18, !dbg !3335
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18, !dbg !3336
  store i32 31, ptr %5, align 4, !dbg !3337, !tbaa !931, !DIAssignID !3338
    #dbg_assign(i32 31, !3284, !DIExpression(), !3338, ptr %5, !DIExpression(), !3307)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18, !dbg !3336
  %24 = ptrtoint ptr %22 to i64, !dbg !3339
  %25 = sub i64 %18, %24, !dbg !3339
  %26 = call i64 @FSE_readNCount(ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %22, i64 noundef %25) #18, !dbg !3340
    #dbg_value(i64 %26, !3286, !DIExpression(), !3307)
    #dbg_value(i64 %26, !1446, !DIExpression(), !3341)
  %27 = icmp ult i64 %26, -119, !dbg !3345
  br i1 %27, label %28, label %34, !dbg !3346

28:                                               ; preds = %23
  %29 = load i32, ptr %5, align 4, !dbg !3347, !tbaa !931
  %30 = icmp ugt i32 %29, 31, !dbg !3347
  br i1 %30, label %34, label %31, !dbg !3350

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !dbg !3351, !tbaa !931
  %33 = icmp ugt i32 %32, 8, !dbg !3351
  br i1 %33, label %34, label %35, !dbg !3354

34:                                               ; preds = %23, %28, %31
    #dbg_value(ptr poison, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18, !dbg !3355
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18, !dbg !3355
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #18, !dbg !3355
  br label %98

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 4104, !dbg !3356
  %37 = getelementptr inbounds i8, ptr %0, i64 26664, !dbg !3357
  call void @ZSTD_buildFSETable(ptr noundef nonnull %36, ptr noundef nonnull %4, i32 noundef %29, ptr noundef nonnull @OF_base, ptr noundef nonnull @OF_bits, i32 noundef %32, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18, !dbg !3358
  %38 = getelementptr inbounds i8, ptr %22, i64 %26, !dbg !3359
    #dbg_value(ptr %38, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18, !dbg !3355
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18, !dbg !3355
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #18, !dbg !3355
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %7) #18, !dbg !3360
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18, !dbg !3361
  store i32 52, ptr %8, align 4, !dbg !3362, !tbaa !931, !DIAssignID !3363
    #dbg_assign(i32 52, !3290, !DIExpression(), !3363, ptr %8, !DIExpression(), !3311)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #18, !dbg !3361
  %39 = ptrtoint ptr %38 to i64, !dbg !3364
  %40 = sub i64 %18, %39, !dbg !3364
  %41 = call i64 @FSE_readNCount(ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %38, i64 noundef %40) #18, !dbg !3365
    #dbg_value(i64 %41, !3292, !DIExpression(), !3311)
    #dbg_value(i64 %41, !1446, !DIExpression(), !3366)
  %42 = icmp ult i64 %41, -119, !dbg !3370
  br i1 %42, label %43, label %49, !dbg !3371

43:                                               ; preds = %35
  %44 = load i32, ptr %8, align 4, !dbg !3372, !tbaa !931
  %45 = icmp ugt i32 %44, 52, !dbg !3372
  br i1 %45, label %49, label %46, !dbg !3375

46:                                               ; preds = %43
  %47 = load i32, ptr %9, align 4, !dbg !3376, !tbaa !931
  %48 = icmp ugt i32 %47, 9, !dbg !3376
  br i1 %48, label %49, label %50, !dbg !3379

49:                                               ; preds = %35, %43, %46
    #dbg_value(ptr poison, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #18, !dbg !3380
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18, !dbg !3380
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %7) #18, !dbg !3380
  br label %98

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 6160, !dbg !3381
  call void @ZSTD_buildFSETable(ptr noundef nonnull %51, ptr noundef nonnull %7, i32 noundef %44, ptr noundef nonnull @ML_base, ptr noundef nonnull @ML_bits, i32 noundef %47, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18, !dbg !3382
  %52 = getelementptr inbounds i8, ptr %38, i64 %41, !dbg !3383
    #dbg_value(ptr %52, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #18, !dbg !3380
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18, !dbg !3380
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %7) #18, !dbg !3380
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #18, !dbg !3384
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #18, !dbg !3385
  store i32 35, ptr %11, align 4, !dbg !3386, !tbaa !931, !DIAssignID !3387
    #dbg_assign(i32 35, !3296, !DIExpression(), !3387, ptr %11, !DIExpression(), !3315)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18, !dbg !3385
  %53 = ptrtoint ptr %52 to i64, !dbg !3388
  %54 = sub i64 %18, %53, !dbg !3388
  %55 = call i64 @FSE_readNCount(ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %52, i64 noundef %54) #18, !dbg !3389
    #dbg_value(i64 %55, !3298, !DIExpression(), !3315)
    #dbg_value(i64 %55, !1446, !DIExpression(), !3390)
  %56 = icmp ult i64 %55, -119, !dbg !3394
  br i1 %56, label %57, label %63, !dbg !3395

57:                                               ; preds = %50
  %58 = load i32, ptr %11, align 4, !dbg !3396, !tbaa !931
  %59 = icmp ugt i32 %58, 35, !dbg !3396
  br i1 %59, label %63, label %60, !dbg !3399

60:                                               ; preds = %57
  %61 = load i32, ptr %12, align 4, !dbg !3400, !tbaa !931
  %62 = icmp ugt i32 %61, 9, !dbg !3400
  br i1 %62, label %63, label %64, !dbg !3403

63:                                               ; preds = %50, %57, %60
    #dbg_value(ptr poison, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18, !dbg !3404
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #18, !dbg !3404
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18, !dbg !3404
  br label %98

64:                                               ; preds = %60
  call void @ZSTD_buildFSETable(ptr noundef %0, ptr noundef nonnull %10, i32 noundef %58, ptr noundef nonnull @LL_base, ptr noundef nonnull @LL_bits, i32 noundef %61, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18, !dbg !3405
  %65 = getelementptr inbounds i8, ptr %52, i64 %55, !dbg !3406
    #dbg_value(ptr %65, !3274, !DIExpression(), !3318)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18, !dbg !3404
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #18, !dbg !3404
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18, !dbg !3404
  %66 = getelementptr inbounds i8, ptr %65, i64 12, !dbg !3407
  %67 = icmp ugt ptr %66, %13, !dbg !3407
  br i1 %67, label %98, label %68, !dbg !3410

68:                                               ; preds = %64
  %69 = ptrtoint ptr %66 to i64, !dbg !3411
  %70 = sub i64 %18, %69, !dbg !3411
    #dbg_value(i64 %70, !3301, !DIExpression(), !3412)
    #dbg_value(i32 0, !3299, !DIExpression(), !3412)
    #dbg_value(ptr %65, !3274, !DIExpression(), !3318)
    #dbg_value(ptr %65, !3274, !DIExpression(), !3318)
    #dbg_value(i64 0, !3299, !DIExpression(), !3412)
    #dbg_value(ptr %65, !917, !DIExpression(), !3413)
    #dbg_value(ptr %65, !924, !DIExpression(), !3415)
  %71 = load i32, ptr %65, align 1, !dbg !3417, !tbaa !931
    #dbg_value(i32 %71, !3302, !DIExpression(), !3418)
    #dbg_value(ptr %65, !3274, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !3318)
  %72 = icmp eq i32 %71, 0, !dbg !3419
  %73 = zext i32 %71 to i64, !dbg !3419
  %74 = icmp ult i64 %70, %73, !dbg !3419
  %75 = select i1 %72, i1 true, i1 %74, !dbg !3419
  br i1 %75, label %98, label %76, !dbg !3419

76:                                               ; preds = %68
  %77 = getelementptr inbounds i8, ptr %0, i64 26652
  %78 = getelementptr inbounds i8, ptr %65, i64 4, !dbg !3422
    #dbg_value(ptr %78, !3274, !DIExpression(), !3318)
  store i32 %71, ptr %77, align 4, !dbg !3423, !tbaa !931
    #dbg_value(i64 1, !3299, !DIExpression(), !3412)
    #dbg_value(ptr %78, !917, !DIExpression(), !3413)
    #dbg_value(ptr %78, !924, !DIExpression(), !3415)
  %79 = load i32, ptr %78, align 1, !dbg !3417, !tbaa !931
    #dbg_value(i32 %79, !3302, !DIExpression(), !3418)
    #dbg_value(ptr %78, !3274, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !3318)
  %80 = icmp eq i32 %79, 0, !dbg !3419
  %81 = zext i32 %79 to i64, !dbg !3419
  %82 = icmp ult i64 %70, %81, !dbg !3419
  %83 = select i1 %80, i1 true, i1 %82, !dbg !3419
  br i1 %83, label %98, label %84, !dbg !3419

84:                                               ; preds = %76
  %85 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !3422
    #dbg_value(ptr %85, !3274, !DIExpression(), !3318)
  %86 = getelementptr inbounds i8, ptr %0, i64 26656, !dbg !3424
  store i32 %79, ptr %86, align 4, !dbg !3423, !tbaa !931
    #dbg_value(i64 2, !3299, !DIExpression(), !3412)
    #dbg_value(ptr %85, !917, !DIExpression(), !3413)
    #dbg_value(ptr %85, !924, !DIExpression(), !3415)
  %87 = load i32, ptr %85, align 1, !dbg !3417, !tbaa !931
    #dbg_value(i32 %87, !3302, !DIExpression(), !3418)
    #dbg_value(ptr %85, !3274, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !3318)
  %88 = icmp eq i32 %87, 0, !dbg !3419
  %89 = zext i32 %87 to i64, !dbg !3419
  %90 = icmp ult i64 %70, %89, !dbg !3419
  %91 = select i1 %88, i1 true, i1 %90, !dbg !3419
  br i1 %91, label %98, label %92, !dbg !3419

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, ptr %65, i64 12, !dbg !3422
    #dbg_value(ptr %93, !3274, !DIExpression(), !3318)
  %94 = getelementptr inbounds i8, ptr %0, i64 26660, !dbg !3424
  store i32 %87, ptr %94, align 4, !dbg !3423, !tbaa !931
    #dbg_value(i64 3, !3299, !DIExpression(), !3412)
  %95 = ptrtoint ptr %93 to i64, !dbg !3425
  %96 = ptrtoint ptr %1 to i64, !dbg !3425
  %97 = sub i64 %95, %96, !dbg !3425
  br label %98, !dbg !3426

98:                                               ; preds = %68, %76, %84, %63, %49, %34, %64, %3, %15, %92
  %99 = phi i64 [ %97, %92 ], [ -30, %15 ], [ -30, %3 ], [ -30, %64 ], [ -30, %34 ], [ -30, %49 ], [ -30, %63 ], [ -30, %84 ], [ -30, %76 ], [ -30, %68 ], !dbg !3318
  ret i64 %99, !dbg !3427
}

declare !dbg !3428 i64 @HUF_readDTableX2_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3432 i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !3437 void @ZSTD_buildFSETable(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_decompressBegin(ptr noundef %0) local_unnamed_addr #0 !dbg !3445 {
    #dbg_value(ptr %0, !3447, !DIExpression(), !3448)
  %2 = icmp eq ptr @ZSTD_trace_decompress_begin, null, !dbg !3449
  br i1 %2, label %5, label %3, !dbg !3450

3:                                                ; preds = %1
  %4 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18, !dbg !3451
  br label %5, !dbg !3450

5:                                                ; preds = %1, %3
  %6 = phi i64 [ %4, %3 ], [ 0, %1 ], !dbg !3450
  %7 = getelementptr inbounds i8, ptr %0, i64 95968, !dbg !3452
  store i64 %6, ptr %7, align 8, !dbg !3453, !tbaa !2213
  %8 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !3454
  %9 = load i32, ptr %8, align 8, !dbg !3454, !tbaa !601
    #dbg_value(i32 %9, !1040, !DIExpression(), !3455)
  %10 = icmp eq i32 %9, 0, !dbg !3457
  %11 = select i1 %10, i64 5, i64 1, !dbg !3457
    #dbg_value(i64 %11, !1045, !DIExpression(), !3455)
  %12 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !3458
  store i64 %11, ptr %12, align 8, !dbg !3459, !tbaa !2445
  %13 = getelementptr inbounds i8, ptr %0, i64 29976, !dbg !3460
  %14 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !3461
  %15 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3462
  %16 = getelementptr inbounds i8, ptr %0, i64 10296, !dbg !3463
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false), !dbg !3464
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false), !dbg !3465
  store i32 201326604, ptr %16, align 8, !dbg !3466, !tbaa !931
  %17 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !3467
  store i32 0, ptr %17, align 8, !dbg !3468, !tbaa !2011
  %18 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !3469
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %18, align 8, !dbg !3470, !tbaa !931
  %19 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !3471
  store i32 1, ptr %19, align 8, !dbg !3472, !tbaa !530
  %20 = getelementptr inbounds i8, ptr %0, i64 26684, !dbg !3473
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %20, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !dbg !3473
  store ptr %15, ptr %0, align 8, !dbg !3474, !tbaa !3475
  %21 = getelementptr inbounds i8, ptr %0, i64 6192, !dbg !3476
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3477
  store ptr %21, ptr %22, align 8, !dbg !3478, !tbaa !3479
  %23 = getelementptr inbounds i8, ptr %0, i64 4136, !dbg !3480
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3481
  store ptr %23, ptr %24, align 8, !dbg !3482, !tbaa !3483
  %25 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3484
  store ptr %16, ptr %25, align 8, !dbg !3485, !tbaa !3486
  ret i64 0, !dbg !3487
}

declare !dbg !3488 extern_weak i64 @ZSTD_trace_decompress_begin(ptr noundef) #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -30, 1) i64 @ZSTD_decompressBegin_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !3491 {
    #dbg_value(ptr %0, !3493, !DIExpression(), !3498)
    #dbg_value(ptr %1, !3494, !DIExpression(), !3498)
    #dbg_value(i64 %2, !3495, !DIExpression(), !3498)
    #dbg_value(ptr %0, !3447, !DIExpression(), !3499)
  %4 = icmp eq ptr @ZSTD_trace_decompress_begin, null, !dbg !3501
  br i1 %4, label %7, label %5, !dbg !3502

5:                                                ; preds = %3
  %6 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18, !dbg !3503
  br label %7, !dbg !3502

7:                                                ; preds = %5, %3
  %8 = phi i64 [ %6, %5 ], [ 0, %3 ], !dbg !3502
  %9 = getelementptr inbounds i8, ptr %0, i64 95968, !dbg !3504
  store i64 %8, ptr %9, align 8, !dbg !3505, !tbaa !2213
  %10 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !3506
  %11 = load i32, ptr %10, align 8, !dbg !3506, !tbaa !601
    #dbg_value(i32 %11, !1040, !DIExpression(), !3507)
  %12 = icmp eq i32 %11, 0, !dbg !3509
  %13 = select i1 %12, i64 5, i64 1, !dbg !3509
    #dbg_value(i64 %13, !1045, !DIExpression(), !3507)
  %14 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !3510
  store i64 %13, ptr %14, align 8, !dbg !3511, !tbaa !2445
  %15 = getelementptr inbounds i8, ptr %0, i64 29976, !dbg !3512
  %16 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !3513
  %17 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3514
  %18 = getelementptr inbounds i8, ptr %0, i64 10296, !dbg !3515
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false), !dbg !3516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !dbg !3517
  store i32 201326604, ptr %18, align 8, !dbg !3518, !tbaa !931
  %19 = getelementptr inbounds i8, ptr %0, i64 30004, !dbg !3519
  %20 = getelementptr inbounds i8, ptr %0, i64 30000, !dbg !3520
  %21 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !3521
  store i32 0, ptr %21, align 8, !dbg !3522, !tbaa !2011
  %22 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !3523
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %22, align 8, !dbg !3524, !tbaa !931
  %23 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !3525
  store i32 1, ptr %23, align 8, !dbg !3526, !tbaa !530
  %24 = getelementptr inbounds i8, ptr %0, i64 26684, !dbg !3527
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %24, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !dbg !3527
  store ptr %17, ptr %0, align 8, !dbg !3528, !tbaa !3475
  %25 = getelementptr inbounds i8, ptr %0, i64 6192, !dbg !3529
  %26 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3530
  store ptr %25, ptr %26, align 8, !dbg !3531, !tbaa !3479
  %27 = getelementptr inbounds i8, ptr %0, i64 4136, !dbg !3532
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3533
  store ptr %27, ptr %28, align 8, !dbg !3534, !tbaa !3483
  %29 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3535
  store ptr %18, ptr %29, align 8, !dbg !3536, !tbaa !3486
    #dbg_value(i64 0, !3496, !DIExpression(), !3537)
    #dbg_value(i64 0, !1446, !DIExpression(), !3538)
  %30 = icmp ne ptr %1, null, !dbg !3541
  %31 = icmp ne i64 %2, 0
  %32 = and i1 %30, %31, !dbg !3543
  br i1 %32, label %33, label %60, !dbg !3543

33:                                               ; preds = %7
    #dbg_value(ptr %0, !3544, !DIExpression(), !3553)
    #dbg_value(ptr %1, !3547, !DIExpression(), !3553)
    #dbg_value(i64 %2, !3548, !DIExpression(), !3553)
  %34 = icmp ult i64 %2, 8, !dbg !3557
  br i1 %34, label %49, label %35, !dbg !3559

35:                                               ; preds = %33
    #dbg_value(ptr %1, !917, !DIExpression(), !3560)
    #dbg_value(ptr %1, !924, !DIExpression(), !3562)
  %36 = load i32, ptr %1, align 1, !dbg !3564, !tbaa !931
    #dbg_value(i32 %36, !3549, !DIExpression(), !3565)
  %37 = icmp eq i32 %36, -332356553, !dbg !3566
  br i1 %37, label %38, label %49, !dbg !3568

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !3569
    #dbg_value(ptr %39, !917, !DIExpression(), !3570)
    #dbg_value(ptr %39, !924, !DIExpression(), !3572)
  %40 = load i32, ptr %39, align 1, !dbg !3574, !tbaa !931
  store i32 %40, ptr %21, align 8, !dbg !3575, !tbaa !2011
  %41 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %17, ptr noundef nonnull %1, i64 noundef %2), !dbg !3576
    #dbg_value(i64 %41, !3551, !DIExpression(), !3577)
    #dbg_value(i64 %41, !1446, !DIExpression(), !3578)
  %42 = icmp ult i64 %41, -119, !dbg !3582
    #dbg_value(ptr undef, !3547, !DIExpression(), !3553)
    #dbg_value(i64 undef, !3548, !DIExpression(), !3553)
  br i1 %42, label %43, label %60

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %1, i64 %41, !dbg !3583
  store i32 1, ptr %19, align 4, !dbg !3584, !tbaa !3585
  store i32 1, ptr %20, align 8, !dbg !3586, !tbaa !3587
    #dbg_value(ptr %0, !3588, !DIExpression(), !3593)
    #dbg_value(ptr undef, !3591, !DIExpression(), !3593)
    #dbg_value(i64 undef, !3592, !DIExpression(), !3593)
  %45 = load ptr, ptr %16, align 8, !dbg !3595, !tbaa !1796
  %46 = getelementptr inbounds i8, ptr %0, i64 29896
  %47 = load ptr, ptr %46, align 8, !dbg !3597, !tbaa !3598
  %48 = ptrtoint ptr %47 to i64, !dbg !3599
  br label %49, !dbg !3600

49:                                               ; preds = %33, %35, %43
  %50 = phi i64 [ %48, %43 ], [ 0, %33 ], [ 0, %35 ], !dbg !3597
  %51 = phi ptr [ %45, %43 ], [ null, %33 ], [ null, %35 ], !dbg !3595
  %52 = phi ptr [ %44, %43 ], [ %1, %33 ], [ %1, %35 ]
  %53 = getelementptr inbounds i8, ptr %0, i64 29912, !dbg !3601
  store ptr %51, ptr %53, align 8, !dbg !3602, !tbaa !510
  %54 = getelementptr inbounds i8, ptr %0, i64 29896, !dbg !3597
  %55 = ptrtoint ptr %51 to i64, !dbg !3599
  %56 = sub i64 %50, %55, !dbg !3599
  %57 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !3603
  %58 = getelementptr inbounds i8, ptr %0, i64 29904, !dbg !3604
  store ptr %57, ptr %58, align 8, !dbg !3605, !tbaa !3606
  store ptr %52, ptr %54, align 8, !dbg !3607, !tbaa !3598
  %59 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !3608
  store ptr %59, ptr %16, align 8, !dbg !3609, !tbaa !1796
    #dbg_value(i64 0, !1446, !DIExpression(), !3610)
  br label %60, !dbg !3612

60:                                               ; preds = %38, %7, %49
  %61 = phi i64 [ 0, %49 ], [ 0, %7 ], [ -30, %38 ], !dbg !3498
  ret i64 %61, !dbg !3613
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !3614 {
    #dbg_value(ptr %0, !3618, !DIExpression(), !3628)
    #dbg_value(ptr %1, !3619, !DIExpression(), !3628)
  %3 = icmp eq ptr %1, null, !dbg !3629
  br i1 %3, label %13, label %4, !dbg !3630

4:                                                ; preds = %2
  %5 = tail call ptr @ZSTD_DDict_dictContent(ptr noundef nonnull %1) #18, !dbg !3631
    #dbg_value(ptr %5, !3620, !DIExpression(), !3632)
  %6 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef nonnull %1) #18, !dbg !3633
    #dbg_value(i64 %6, !3624, !DIExpression(), !3632)
  %7 = getelementptr inbounds i8, ptr %5, i64 %6, !dbg !3634
    #dbg_value(ptr %7, !3625, !DIExpression(), !3632)
  %8 = getelementptr inbounds i8, ptr %0, i64 29912, !dbg !3635
  %9 = load ptr, ptr %8, align 8, !dbg !3635, !tbaa !510
  %10 = icmp ne ptr %9, %7, !dbg !3636
  %11 = zext i1 %10 to i32, !dbg !3636
  %12 = getelementptr inbounds i8, ptr %0, i64 30204, !dbg !3637
  store i32 %11, ptr %12, align 4, !dbg !3638, !tbaa !513
  br label %13, !dbg !3639

13:                                               ; preds = %2, %4
    #dbg_value(ptr %0, !3447, !DIExpression(), !3640)
  %14 = icmp eq ptr @ZSTD_trace_decompress_begin, null, !dbg !3642
  br i1 %14, label %17, label %15, !dbg !3643

15:                                               ; preds = %13
  %16 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18, !dbg !3644
  br label %17, !dbg !3643

17:                                               ; preds = %13, %15
  %18 = phi i64 [ %16, %15 ], [ 0, %13 ], !dbg !3643
  %19 = getelementptr inbounds i8, ptr %0, i64 95968, !dbg !3645
  store i64 %18, ptr %19, align 8, !dbg !3646, !tbaa !2213
  %20 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !3647
  %21 = load i32, ptr %20, align 8, !dbg !3647, !tbaa !601
    #dbg_value(i32 %21, !1040, !DIExpression(), !3648)
  %22 = icmp eq i32 %21, 0, !dbg !3650
  %23 = select i1 %22, i64 5, i64 1, !dbg !3650
    #dbg_value(i64 %23, !1045, !DIExpression(), !3648)
  %24 = getelementptr inbounds i8, ptr %0, i64 29920, !dbg !3651
  store i64 %23, ptr %24, align 8, !dbg !3652, !tbaa !2445
  %25 = getelementptr inbounds i8, ptr %0, i64 29976, !dbg !3653
  %26 = getelementptr inbounds i8, ptr %0, i64 29888, !dbg !3654
  %27 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3655
  %28 = getelementptr inbounds i8, ptr %0, i64 10296, !dbg !3656
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false), !dbg !3657
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false), !dbg !3658
  store i32 201326604, ptr %28, align 8, !dbg !3659, !tbaa !931
  %29 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !3660
  store i32 0, ptr %29, align 8, !dbg !3661, !tbaa !2011
  %30 = getelementptr inbounds i8, ptr %0, i64 29992, !dbg !3662
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %30, align 8, !dbg !3663, !tbaa !931
  %31 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !3664
  store i32 1, ptr %31, align 8, !dbg !3665, !tbaa !530
  %32 = getelementptr inbounds i8, ptr %0, i64 26684, !dbg !3666
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %32, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !dbg !3666
  store ptr %27, ptr %0, align 8, !dbg !3667, !tbaa !3475
  %33 = getelementptr inbounds i8, ptr %0, i64 6192, !dbg !3668
  %34 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3669
  store ptr %33, ptr %34, align 8, !dbg !3670, !tbaa !3479
  %35 = getelementptr inbounds i8, ptr %0, i64 4136, !dbg !3671
  %36 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3672
  store ptr %35, ptr %36, align 8, !dbg !3673, !tbaa !3483
  %37 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3674
  store ptr %28, ptr %37, align 8, !dbg !3675, !tbaa !3486
    #dbg_value(i64 0, !3626, !DIExpression(), !3676)
  br i1 %3, label %39, label %38

38:                                               ; preds = %17
  tail call void @ZSTD_copyDDictParameters(ptr noundef nonnull %0, ptr noundef nonnull %1) #18, !dbg !3677
  br label %39, !dbg !3680

39:                                               ; preds = %17, %38
  ret i64 0, !dbg !3681
}

declare !dbg !3682 ptr @ZSTD_DDict_dictContent(ptr noundef) local_unnamed_addr #1

declare !dbg !3686 i64 @ZSTD_DDict_dictSize(ptr noundef) local_unnamed_addr #1

declare !dbg !3687 void @ZSTD_copyDDictParameters(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromDict(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 !dbg !3690 {
    #dbg_value(ptr %0, !3692, !DIExpression(), !3694)
    #dbg_value(i64 %1, !3693, !DIExpression(), !3694)
  %3 = icmp ult i64 %1, 8, !dbg !3695
  br i1 %3, label %10, label %4, !dbg !3697

4:                                                ; preds = %2
    #dbg_value(ptr %0, !917, !DIExpression(), !3698)
    #dbg_value(ptr %0, !924, !DIExpression(), !3701)
  %5 = load i32, ptr %0, align 1, !dbg !3703, !tbaa !931
  %6 = icmp eq i32 %5, -332356553, !dbg !3704
  br i1 %6, label %7, label %10, !dbg !3705

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !3706
    #dbg_value(ptr %8, !917, !DIExpression(), !3707)
    #dbg_value(ptr %8, !924, !DIExpression(), !3709)
  %9 = load i32, ptr %8, align 1, !dbg !3711, !tbaa !931
  br label %10, !dbg !3712

10:                                               ; preds = %4, %2, %7
  %11 = phi i32 [ %9, %7 ], [ 0, %2 ], [ 0, %4 ], !dbg !3694
  ret i32 %11, !dbg !3713
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @ZSTD_getDictID_fromFrame(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !3714 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !3720
    #dbg_assign(i1 undef, !3718, !DIExpression(), !3720, ptr %3, !DIExpression(), !3721)
    #dbg_value(ptr %0, !3716, !DIExpression(), !3721)
    #dbg_value(i64 %1, !3717, !DIExpression(), !3721)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18, !dbg !3722
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false), !dbg !3723, !DIAssignID !3724
    #dbg_assign(i8 0, !3718, !DIExpression(), !3724, ptr %3, !DIExpression(), !3721)
    #dbg_value(ptr %3, !1300, !DIExpression(), !3725)
    #dbg_value(ptr %0, !1301, !DIExpression(), !3725)
    #dbg_value(i64 %1, !1302, !DIExpression(), !3725)
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0), !dbg !3727
    #dbg_value(i64 %4, !3719, !DIExpression(), !3721)
    #dbg_value(i64 %4, !1446, !DIExpression(), !3728)
  %5 = icmp ult i64 %4, -119, !dbg !3731
  %6 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !3732
  %7 = load i32, ptr %6, align 4, !dbg !3732
  %8 = select i1 %5, i32 %7, i32 0, !dbg !3732
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18, !dbg !3733
  ret i32 %8, !dbg !3733
}

; Function Attrs: nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @ZSTD_createDStream() local_unnamed_addr #5 !dbg !3734 {
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3739)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3739)
    #dbg_value(ptr null, !638, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3739)
    #dbg_value(ptr null, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3741)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3741)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3741)
    #dbg_value(i64 95976, !653, !DIExpression(), !3741)
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20, !dbg !3743
    #dbg_value(ptr %1, !639, !DIExpression(), !3744)
  %2 = icmp eq ptr %1, null, !dbg !3745
  br i1 %2, label %39, label %3, !dbg !3746

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128, !dbg !3747
    #dbg_value(ptr %1, !499, !DIExpression(), !3748)
  %5 = getelementptr inbounds i8, ptr %1, i64 30168, !dbg !3750
  store i64 0, ptr %5, align 8, !dbg !3751, !tbaa !621
  %6 = getelementptr inbounds i8, ptr %1, i64 30184, !dbg !3752
  %7 = getelementptr inbounds i8, ptr %1, i64 29912, !dbg !3753
  store ptr null, ptr %7, align 8, !dbg !3754, !tbaa !510
  %8 = getelementptr inbounds i8, ptr %1, i64 30204, !dbg !3755
  store i32 0, ptr %8, align 4, !dbg !3756, !tbaa !513
  %9 = getelementptr inbounds i8, ptr %1, i64 30208, !dbg !3757
  store i32 0, ptr %9, align 8, !dbg !3758, !tbaa !516
  %10 = getelementptr inbounds i8, ptr %1, i64 30280, !dbg !3759
  store i64 0, ptr %10, align 8, !dbg !3760, !tbaa !475
  %11 = getelementptr inbounds i8, ptr %1, i64 30236, !dbg !3761
  %12 = getelementptr inbounds i8, ptr %1, i64 30316, !dbg !3762
  store i32 0, ptr %12, align 4, !dbg !3763, !tbaa !522
  %13 = getelementptr inbounds i8, ptr %1, i64 95960, !dbg !3764
  store i64 0, ptr %13, align 8, !dbg !3765, !tbaa !525
  %14 = getelementptr inbounds i8, ptr %1, i64 30176, !dbg !3766
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !dbg !3767
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, i8 0, i64 20, i1 false), !dbg !3768
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false), !dbg !3769
  store i32 1, ptr %14, align 8, !dbg !3770, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !3771)
    #dbg_value(i32 0, !544, !DIExpression(), !3771)
    #dbg_value(i32 0, !545, !DIExpression(), !3771)
    #dbg_value(i32 0, !546, !DIExpression(), !3771)
  %15 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !3774, !srcloc !565
    #dbg_value(i32 %15, !547, !DIExpression(), !3771)
  %16 = icmp eq i32 %15, 0, !dbg !3775
  br i1 %16, label %28, label %17, !dbg !3776

17:                                               ; preds = %3
  %18 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !3777, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !3778)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !3771)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !3771)
  %19 = icmp ugt i32 %15, 6, !dbg !3779
  br i1 %19, label %20, label %28, !dbg !3780

20:                                               ; preds = %17
  %21 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !3781, !srcloc !574
  %22 = extractvalue { i32, i32, i32 } %21, 1, !dbg !3781
    #dbg_value(i32 poison, !551, !DIExpression(), !3782)
    #dbg_value(i64 poison, !545, !DIExpression(), !3771)
    #dbg_value(i64 poison, !546, !DIExpression(), !3771)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3783)
    #dbg_value(!DIArgList(i64 0, i32 %22), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3783)
  %23 = and i32 %22, 8, !dbg !3784
  %24 = icmp eq i32 %23, 0, !dbg !3784
  br i1 %24, label %28, label %25, !dbg !3785

25:                                               ; preds = %20
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3786)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !3786)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !3786)
  %26 = lshr i32 %22, 8, !dbg !3788
  %27 = and i32 %26, 1, !dbg !3788
  br label %28

28:                                               ; preds = %25, %20, %17, %3
  %29 = phi i32 [ 0, %20 ], [ %27, %25 ], [ 0, %17 ], [ 0, %3 ], !dbg !3783
  %30 = getelementptr inbounds i8, ptr %1, i64 30180, !dbg !3789
  store i32 %29, ptr %30, align 4, !dbg !3790, !tbaa !590
  %31 = getelementptr inbounds i8, ptr %1, i64 30216, !dbg !3791
  store ptr null, ptr %31, align 8, !dbg !3792, !tbaa !593
    #dbg_value(ptr %1, !594, !DIExpression(), !3793)
  %32 = getelementptr inbounds i8, ptr %1, i64 30104, !dbg !3795
  store i32 0, ptr %32, align 8, !dbg !3796, !tbaa !601
  %33 = getelementptr inbounds i8, ptr %1, i64 30264, !dbg !3797
  store i64 134217729, ptr %33, align 8, !dbg !3798, !tbaa !604
  %34 = getelementptr inbounds i8, ptr %1, i64 30320, !dbg !3799
  store i32 0, ptr %34, align 8, !dbg !3800, !tbaa !607
  %35 = getelementptr inbounds i8, ptr %1, i64 30108, !dbg !3801
  store i32 0, ptr %35, align 4, !dbg !3802, !tbaa !610
  %36 = getelementptr inbounds i8, ptr %1, i64 30224, !dbg !3803
  store i32 0, ptr %36, align 8, !dbg !3804, !tbaa !613
  %37 = getelementptr inbounds i8, ptr %1, i64 30228, !dbg !3805
  store i32 0, ptr %37, align 4, !dbg !3806, !tbaa !616
  %38 = getelementptr inbounds i8, ptr %1, i64 30232, !dbg !3807
  store i32 0, ptr %38, align 8, !dbg !3808, !tbaa !619
  br label %39, !dbg !3809

39:                                               ; preds = %0, %28
  ret ptr %1, !dbg !3810
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 !dbg !3811 {
    #dbg_value(ptr %0, !3815, !DIExpression(), !3817)
    #dbg_value(i64 %1, !3816, !DIExpression(), !3817)
    #dbg_value(ptr %0, !490, !DIExpression(), !3818)
    #dbg_value(i64 %1, !491, !DIExpression(), !3818)
    #dbg_value(ptr %0, !492, !DIExpression(), !3818)
  %3 = ptrtoint ptr %0 to i64, !dbg !3820
  %4 = and i64 %3, 7, !dbg !3821
  %5 = icmp ne i64 %4, 0, !dbg !3821
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5, !dbg !3822
  br i1 %7, label %45, label %8, !dbg !3822

8:                                                ; preds = %2
    #dbg_value(ptr %0, !499, !DIExpression(), !3823)
  %9 = getelementptr inbounds i8, ptr %0, i64 30168, !dbg !3825
  %10 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !3826
  %11 = getelementptr inbounds i8, ptr %0, i64 29912, !dbg !3827
  store ptr null, ptr %11, align 8, !dbg !3828, !tbaa !510
  %12 = getelementptr inbounds i8, ptr %0, i64 30204, !dbg !3829
  store i32 0, ptr %12, align 4, !dbg !3830, !tbaa !513
  %13 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !3831
  store i32 0, ptr %13, align 8, !dbg !3832, !tbaa !516
  %14 = getelementptr inbounds i8, ptr %0, i64 30280, !dbg !3833
  store i64 0, ptr %14, align 8, !dbg !3834, !tbaa !475
  %15 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !3835
  %16 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !3836
  store i32 0, ptr %16, align 4, !dbg !3837, !tbaa !522
  %17 = getelementptr inbounds i8, ptr %0, i64 95960, !dbg !3838
  store i64 0, ptr %17, align 8, !dbg !3839, !tbaa !525
  %18 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !3840
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !dbg !3841
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false), !dbg !3842
  store i32 1, ptr %18, align 8, !dbg !3843, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !3844)
    #dbg_value(i32 0, !544, !DIExpression(), !3844)
    #dbg_value(i32 0, !545, !DIExpression(), !3844)
    #dbg_value(i32 0, !546, !DIExpression(), !3844)
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !3847, !srcloc !565
    #dbg_value(i32 %19, !547, !DIExpression(), !3844)
  %20 = icmp eq i32 %19, 0, !dbg !3848
  br i1 %20, label %32, label %21, !dbg !3849

21:                                               ; preds = %8
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !3850, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !3851)
    #dbg_value(i32 poison, !531, !DIExpression(), !3844)
    #dbg_value(i32 poison, !544, !DIExpression(), !3844)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !3844)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !3844)
  %23 = icmp ugt i32 %19, 6, !dbg !3852
  br i1 %23, label %24, label %32, !dbg !3853

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !3854, !srcloc !574
  %26 = extractvalue { i32, i32, i32 } %25, 1, !dbg !3854
    #dbg_value(i32 poison, !551, !DIExpression(), !3855)
    #dbg_value(i32 %26, !545, !DIExpression(), !3844)
    #dbg_value(i32 poison, !546, !DIExpression(), !3844)
    #dbg_value(i64 poison, !545, !DIExpression(), !3844)
    #dbg_value(i64 poison, !546, !DIExpression(), !3844)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3856)
    #dbg_value(!DIArgList(i64 0, i32 %26), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3856)
  %27 = and i32 %26, 8, !dbg !3857
  %28 = icmp eq i32 %27, 0, !dbg !3857
  br i1 %28, label %32, label %29, !dbg !3858

29:                                               ; preds = %24
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3859)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !3859)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !3859)
  %30 = lshr i32 %26, 8, !dbg !3861
  %31 = and i32 %30, 1, !dbg !3861
  br label %32

32:                                               ; preds = %29, %24, %21, %8
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %8 ], !dbg !3856
  %34 = getelementptr inbounds i8, ptr %0, i64 30180, !dbg !3862
  store i32 %33, ptr %34, align 4, !dbg !3863, !tbaa !590
  %35 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !3864
  store ptr null, ptr %35, align 8, !dbg !3865, !tbaa !593
    #dbg_value(ptr %0, !594, !DIExpression(), !3866)
  %36 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !3868
  store i32 0, ptr %36, align 8, !dbg !3869, !tbaa !601
  %37 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !3870
  store i64 134217729, ptr %37, align 8, !dbg !3871, !tbaa !604
  %38 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !3872
  store i32 0, ptr %38, align 8, !dbg !3873, !tbaa !607
  %39 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !3874
  store i32 0, ptr %39, align 4, !dbg !3875, !tbaa !610
  %40 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !3876
  store i32 0, ptr %40, align 8, !dbg !3877, !tbaa !613
  %41 = getelementptr inbounds i8, ptr %0, i64 30228, !dbg !3878
  store i32 0, ptr %41, align 4, !dbg !3879, !tbaa !616
  %42 = getelementptr inbounds i8, ptr %0, i64 30232, !dbg !3880
  store i32 0, ptr %42, align 8, !dbg !3881, !tbaa !619
  store i64 %1, ptr %9, align 8, !dbg !3882, !tbaa !621
  %43 = getelementptr inbounds i8, ptr %0, i64 95976, !dbg !3883
  %44 = getelementptr inbounds i8, ptr %0, i64 30240, !dbg !3884
  store ptr %43, ptr %44, align 8, !dbg !3885, !tbaa !625
  br label %45, !dbg !3886

45:                                               ; preds = %2, %32
  %46 = phi ptr [ %0, %32 ], [ null, %2 ], !dbg !3818
  ret ptr %46, !dbg !3887
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDStream_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #0 !dbg !3888 {
    #dbg_declare(ptr %0, !3892, !DIExpression(), !3893)
  %2 = load ptr, ptr %0, align 8, !dbg !3894
    #dbg_value(ptr %2, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3896)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3894
  %4 = load ptr, ptr %3, align 8, !dbg !3894
    #dbg_value(ptr %4, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3896)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3894
  %6 = load ptr, ptr %5, align 8, !dbg !3894
    #dbg_value(ptr %6, !638, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3896)
  %7 = icmp eq ptr %2, null, !dbg !3897
  %8 = icmp eq ptr %4, null, !dbg !3898
  %9 = xor i1 %7, %8, !dbg !3899
  br i1 %9, label %56, label %10, !dbg !3900

10:                                               ; preds = %1
    #dbg_value(ptr %2, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3901)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3901)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3901)
    #dbg_value(i64 95976, !653, !DIExpression(), !3901)
  br i1 %7, label %13, label %11, !dbg !3903

11:                                               ; preds = %10
    #dbg_value(ptr %6, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3901)
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18, !dbg !3904
  br label %15, !dbg !3905

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20, !dbg !3906
  br label %15, !dbg !3907

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ], !dbg !3901
    #dbg_value(ptr %16, !639, !DIExpression(), !3908)
  %17 = icmp eq ptr %16, null, !dbg !3909
  br i1 %17, label %56, label %18, !dbg !3910

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128, !dbg !3911
  store ptr %2, ptr %19, align 8, !dbg !3912, !tbaa !668
  %20 = getelementptr inbounds i8, ptr %16, i64 30136, !dbg !3912
  store ptr %4, ptr %20, align 8, !dbg !3912, !tbaa !668
  %21 = getelementptr inbounds i8, ptr %16, i64 30144, !dbg !3912
  store ptr %6, ptr %21, align 8, !dbg !3912, !tbaa !668
    #dbg_value(ptr %16, !499, !DIExpression(), !3913)
  %22 = getelementptr inbounds i8, ptr %16, i64 30168, !dbg !3915
  store i64 0, ptr %22, align 8, !dbg !3916, !tbaa !621
  %23 = getelementptr inbounds i8, ptr %16, i64 30184, !dbg !3917
  %24 = getelementptr inbounds i8, ptr %16, i64 29912, !dbg !3918
  store ptr null, ptr %24, align 8, !dbg !3919, !tbaa !510
  %25 = getelementptr inbounds i8, ptr %16, i64 30204, !dbg !3920
  store i32 0, ptr %25, align 4, !dbg !3921, !tbaa !513
  %26 = getelementptr inbounds i8, ptr %16, i64 30208, !dbg !3922
  store i32 0, ptr %26, align 8, !dbg !3923, !tbaa !516
  %27 = getelementptr inbounds i8, ptr %16, i64 30280, !dbg !3924
  store i64 0, ptr %27, align 8, !dbg !3925, !tbaa !475
  %28 = getelementptr inbounds i8, ptr %16, i64 30236, !dbg !3926
  %29 = getelementptr inbounds i8, ptr %16, i64 30316, !dbg !3927
  store i32 0, ptr %29, align 4, !dbg !3928, !tbaa !522
  %30 = getelementptr inbounds i8, ptr %16, i64 95960, !dbg !3929
  store i64 0, ptr %30, align 8, !dbg !3930, !tbaa !525
  %31 = getelementptr inbounds i8, ptr %16, i64 30176, !dbg !3931
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false), !dbg !3932
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, i8 0, i64 20, i1 false), !dbg !3933
  store i32 1, ptr %31, align 8, !dbg !3934, !tbaa !530
    #dbg_value(i32 0, !531, !DIExpression(), !3935)
    #dbg_value(i32 0, !544, !DIExpression(), !3935)
    #dbg_value(i32 0, !545, !DIExpression(), !3935)
    #dbg_value(i32 0, !546, !DIExpression(), !3935)
  %32 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !dbg !3938, !srcloc !565
    #dbg_value(i32 %32, !547, !DIExpression(), !3935)
  %33 = icmp eq i32 %32, 0, !dbg !3939
  br i1 %33, label %45, label %34, !dbg !3940

34:                                               ; preds = %18
  %35 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !dbg !3941, !srcloc !569
    #dbg_value(i32 poison, !548, !DIExpression(), !3942)
    #dbg_value(i32 poison, !531, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !3935)
    #dbg_value(i32 poison, !544, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 32, DW_OP_shl, DW_OP_stack_value), !3935)
  %36 = icmp ugt i32 %32, 6, !dbg !3943
  br i1 %36, label %37, label %45, !dbg !3944

37:                                               ; preds = %34
  %38 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !dbg !3945, !srcloc !574
  %39 = extractvalue { i32, i32, i32 } %38, 1, !dbg !3945
    #dbg_value(i32 poison, !551, !DIExpression(), !3946)
    #dbg_value(i64 poison, !545, !DIExpression(), !3935)
    #dbg_value(i64 poison, !546, !DIExpression(), !3935)
    #dbg_value(i64 poison, !562, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3947)
    #dbg_value(!DIArgList(i64 0, i32 %39), !562, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3947)
  %40 = and i32 %39, 8, !dbg !3948
  %41 = icmp eq i32 %40, 0, !dbg !3948
  br i1 %41, label %45, label %42, !dbg !3949

42:                                               ; preds = %37
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3950)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !3950)
    #dbg_value(i64 poison, !579, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !3950)
  %43 = lshr i32 %39, 8, !dbg !3952
  %44 = and i32 %43, 1, !dbg !3952
  br label %45

45:                                               ; preds = %42, %37, %34, %18
  %46 = phi i32 [ 0, %37 ], [ %44, %42 ], [ 0, %34 ], [ 0, %18 ], !dbg !3947
  %47 = getelementptr inbounds i8, ptr %16, i64 30180, !dbg !3953
  store i32 %46, ptr %47, align 4, !dbg !3954, !tbaa !590
  %48 = getelementptr inbounds i8, ptr %16, i64 30216, !dbg !3955
  store ptr null, ptr %48, align 8, !dbg !3956, !tbaa !593
    #dbg_value(ptr %16, !594, !DIExpression(), !3957)
  %49 = getelementptr inbounds i8, ptr %16, i64 30104, !dbg !3959
  store i32 0, ptr %49, align 8, !dbg !3960, !tbaa !601
  %50 = getelementptr inbounds i8, ptr %16, i64 30264, !dbg !3961
  store i64 134217729, ptr %50, align 8, !dbg !3962, !tbaa !604
  %51 = getelementptr inbounds i8, ptr %16, i64 30320, !dbg !3963
  store i32 0, ptr %51, align 8, !dbg !3964, !tbaa !607
  %52 = getelementptr inbounds i8, ptr %16, i64 30108, !dbg !3965
  store i32 0, ptr %52, align 4, !dbg !3966, !tbaa !610
  %53 = getelementptr inbounds i8, ptr %16, i64 30224, !dbg !3967
  store i32 0, ptr %53, align 8, !dbg !3968, !tbaa !613
  %54 = getelementptr inbounds i8, ptr %16, i64 30228, !dbg !3969
  store i32 0, ptr %54, align 4, !dbg !3970, !tbaa !616
  %55 = getelementptr inbounds i8, ptr %16, i64 30232, !dbg !3971
  store i32 0, ptr %55, align 8, !dbg !3972, !tbaa !619
  br label %56, !dbg !3973

56:                                               ; preds = %1, %15, %45
  %57 = phi ptr [ null, %1 ], [ %16, %45 ], [ null, %15 ], !dbg !3896
  ret ptr %57, !dbg !3974
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeDStream(ptr noundef %0) local_unnamed_addr #0 !dbg !3975 {
    #dbg_value(ptr %0, !3979, !DIExpression(), !3980)
  %2 = tail call i64 @ZSTD_freeDCtx(ptr noundef %0), !dbg !3981
  ret i64 %2, !dbg !3982
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_DStreamInSize() local_unnamed_addr #2 !dbg !3983 {
  ret i64 131075, !dbg !3984
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_DStreamOutSize() local_unnamed_addr #2 !dbg !3985 {
  ret i64 131072, !dbg !3986
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !3987 {
    #dbg_value(ptr %0, !3993, !DIExpression(), !3998)
    #dbg_value(ptr %1, !3994, !DIExpression(), !3998)
    #dbg_value(i64 %2, !3995, !DIExpression(), !3998)
    #dbg_value(i32 %3, !3996, !DIExpression(), !3998)
    #dbg_value(i32 %4, !3997, !DIExpression(), !3998)
  %6 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !3999
  %7 = load i32, ptr %6, align 4, !dbg !3999, !tbaa !4002
  %8 = icmp eq i32 %7, 0, !dbg !3999
  br i1 %8, label %9, label %23, !dbg !4003

9:                                                ; preds = %5
    #dbg_value(ptr %0, !823, !DIExpression(), !4004)
  %10 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4006
  %11 = load ptr, ptr %10, align 8, !dbg !4006, !tbaa !456
  %12 = tail call i64 @ZSTD_freeDDict(ptr noundef %11) #18, !dbg !4007
  %13 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4008
  store i32 0, ptr %13, align 8, !dbg !4009, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !dbg !4010
  %14 = icmp ne ptr %1, null, !dbg !4011
  %15 = icmp ne i64 %2, 0
  %16 = and i1 %14, %15, !dbg !4013
  br i1 %16, label %17, label %23, !dbg !4013

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4014
  %19 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %18) #18, !dbg !4016
  store ptr %19, ptr %10, align 8, !dbg !4017, !tbaa !456
  %20 = icmp eq ptr %19, null, !dbg !4018
  br i1 %20, label %23, label %21, !dbg !4021

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4022
  store ptr %19, ptr %22, align 8, !dbg !4023, !tbaa !2230
  store i32 -1, ptr %13, align 8, !dbg !4024, !tbaa !516
  br label %23, !dbg !4025

23:                                               ; preds = %9, %21, %17, %5
  %24 = phi i64 [ -60, %5 ], [ -64, %17 ], [ 0, %21 ], [ 0, %9 ], !dbg !3998
  ret i64 %24, !dbg !4026
}

declare !dbg !4027 ptr @ZSTD_createDDict_advanced(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef byval(%struct.ZSTD_customMem) align 8) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_byReference(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !4030 {
    #dbg_value(ptr %0, !4032, !DIExpression(), !4035)
    #dbg_value(ptr %1, !4033, !DIExpression(), !4035)
    #dbg_value(i64 %2, !4034, !DIExpression(), !4035)
    #dbg_value(ptr %0, !3993, !DIExpression(), !4036)
    #dbg_value(ptr %1, !3994, !DIExpression(), !4036)
    #dbg_value(i64 %2, !3995, !DIExpression(), !4036)
    #dbg_value(i32 1, !3996, !DIExpression(), !4036)
    #dbg_value(i32 0, !3997, !DIExpression(), !4036)
  %4 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4038
  %5 = load i32, ptr %4, align 4, !dbg !4038, !tbaa !4002
  %6 = icmp eq i32 %5, 0, !dbg !4038
  br i1 %6, label %7, label %21, !dbg !4039

7:                                                ; preds = %3
    #dbg_value(ptr %0, !823, !DIExpression(), !4040)
  %8 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4042
  %9 = load ptr, ptr %8, align 8, !dbg !4042, !tbaa !456
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18, !dbg !4043
  %11 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4044
  store i32 0, ptr %11, align 8, !dbg !4045, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !dbg !4046
  %12 = icmp ne ptr %1, null, !dbg !4047
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13, !dbg !4048
  br i1 %14, label %15, label %21, !dbg !4048

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4049
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18, !dbg !4050
  store ptr %17, ptr %8, align 8, !dbg !4051, !tbaa !456
  %18 = icmp eq ptr %17, null, !dbg !4052
  br i1 %18, label %21, label %19, !dbg !4053

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4054
  store ptr %17, ptr %20, align 8, !dbg !4055, !tbaa !2230
  store i32 -1, ptr %11, align 8, !dbg !4056, !tbaa !516
  br label %21, !dbg !4057

21:                                               ; preds = %3, %7, %15, %19
  %22 = phi i64 [ -60, %3 ], [ -64, %15 ], [ 0, %19 ], [ 0, %7 ], !dbg !4036
  ret i64 %22, !dbg !4058
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !4059 {
    #dbg_value(ptr %0, !4061, !DIExpression(), !4064)
    #dbg_value(ptr %1, !4062, !DIExpression(), !4064)
    #dbg_value(i64 %2, !4063, !DIExpression(), !4064)
    #dbg_value(ptr %0, !3993, !DIExpression(), !4065)
    #dbg_value(ptr %1, !3994, !DIExpression(), !4065)
    #dbg_value(i64 %2, !3995, !DIExpression(), !4065)
    #dbg_value(i32 0, !3996, !DIExpression(), !4065)
    #dbg_value(i32 0, !3997, !DIExpression(), !4065)
  %4 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4067
  %5 = load i32, ptr %4, align 4, !dbg !4067, !tbaa !4002
  %6 = icmp eq i32 %5, 0, !dbg !4067
  br i1 %6, label %7, label %21, !dbg !4068

7:                                                ; preds = %3
    #dbg_value(ptr %0, !823, !DIExpression(), !4069)
  %8 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4071
  %9 = load ptr, ptr %8, align 8, !dbg !4071, !tbaa !456
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18, !dbg !4072
  %11 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4073
  store i32 0, ptr %11, align 8, !dbg !4074, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !dbg !4075
  %12 = icmp ne ptr %1, null, !dbg !4076
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13, !dbg !4077
  br i1 %14, label %15, label %21, !dbg !4077

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4078
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18, !dbg !4079
  store ptr %17, ptr %8, align 8, !dbg !4080, !tbaa !456
  %18 = icmp eq ptr %17, null, !dbg !4081
  br i1 %18, label %21, label %19, !dbg !4082

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4083
  store ptr %17, ptr %20, align 8, !dbg !4084, !tbaa !2230
  store i32 -1, ptr %11, align 8, !dbg !4085, !tbaa !516
  br label %21, !dbg !4086

21:                                               ; preds = %3, %7, %15, %19
  %22 = phi i64 [ -60, %3 ], [ -64, %15 ], [ 0, %19 ], [ 0, %7 ], !dbg !4065
  ret i64 %22, !dbg !4087
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !4088 {
    #dbg_value(ptr %0, !4092, !DIExpression(), !4098)
    #dbg_value(ptr %1, !4093, !DIExpression(), !4098)
    #dbg_value(i64 %2, !4094, !DIExpression(), !4098)
    #dbg_value(i32 %3, !4095, !DIExpression(), !4098)
    #dbg_value(ptr %0, !3993, !DIExpression(), !4099)
    #dbg_value(ptr %1, !3994, !DIExpression(), !4099)
    #dbg_value(i64 %2, !3995, !DIExpression(), !4099)
    #dbg_value(i32 1, !3996, !DIExpression(), !4099)
    #dbg_value(i32 %3, !3997, !DIExpression(), !4099)
  %5 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4101
  %6 = load i32, ptr %5, align 4, !dbg !4101, !tbaa !4002
  %7 = icmp eq i32 %6, 0, !dbg !4101
  br i1 %7, label %8, label %23, !dbg !4102

8:                                                ; preds = %4
    #dbg_value(ptr %0, !823, !DIExpression(), !4103)
  %9 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4105
  %10 = load ptr, ptr %9, align 8, !dbg !4105, !tbaa !456
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18, !dbg !4106
  %12 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4107
  store i32 0, ptr %12, align 8, !dbg !4108, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !dbg !4109
  %13 = icmp ne ptr %1, null, !dbg !4110
  %14 = icmp ne i64 %2, 0
  %15 = and i1 %13, %14, !dbg !4111
  br i1 %15, label %16, label %22, !dbg !4111

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4112
  %18 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef %3, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %17) #18, !dbg !4113
  store ptr %18, ptr %9, align 8, !dbg !4114, !tbaa !456
  %19 = icmp eq ptr %18, null, !dbg !4115
  br i1 %19, label %23, label %20, !dbg !4116

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4117
  store ptr %18, ptr %21, align 8, !dbg !4118, !tbaa !2230
  br label %22, !dbg !4119

22:                                               ; preds = %20, %8
    #dbg_value(i64 0, !4096, !DIExpression(), !4120)
  store i32 1, ptr %12, align 8, !dbg !4121, !tbaa !516
  br label %23, !dbg !4122

23:                                               ; preds = %16, %4, %22
  %24 = phi i64 [ 0, %22 ], [ -60, %4 ], [ -64, %16 ], !dbg !4098
  ret i64 %24, !dbg !4123
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !4124 {
    #dbg_value(ptr %0, !4126, !DIExpression(), !4129)
    #dbg_value(ptr %1, !4127, !DIExpression(), !4129)
    #dbg_value(i64 %2, !4128, !DIExpression(), !4129)
    #dbg_value(ptr %0, !4092, !DIExpression(), !4130)
    #dbg_value(ptr %1, !4093, !DIExpression(), !4130)
    #dbg_value(i64 %2, !4094, !DIExpression(), !4130)
    #dbg_value(i32 1, !4095, !DIExpression(), !4130)
    #dbg_value(ptr %0, !3993, !DIExpression(), !4132)
    #dbg_value(ptr %1, !3994, !DIExpression(), !4132)
    #dbg_value(i64 %2, !3995, !DIExpression(), !4132)
    #dbg_value(i32 1, !3996, !DIExpression(), !4132)
    #dbg_value(i32 1, !3997, !DIExpression(), !4132)
  %4 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4134
  %5 = load i32, ptr %4, align 4, !dbg !4134, !tbaa !4002
  %6 = icmp eq i32 %5, 0, !dbg !4134
  br i1 %6, label %7, label %22, !dbg !4135

7:                                                ; preds = %3
    #dbg_value(ptr %0, !823, !DIExpression(), !4136)
  %8 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4138
  %9 = load ptr, ptr %8, align 8, !dbg !4138, !tbaa !456
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18, !dbg !4139
  %11 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4140
  store i32 0, ptr %11, align 8, !dbg !4141, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !dbg !4142
  %12 = icmp ne ptr %1, null, !dbg !4143
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13, !dbg !4144
  br i1 %14, label %15, label %21, !dbg !4144

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4145
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 1, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18, !dbg !4146
  store ptr %17, ptr %8, align 8, !dbg !4147, !tbaa !456
  %18 = icmp eq ptr %17, null, !dbg !4148
  br i1 %18, label %22, label %19, !dbg !4149

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4150
  store ptr %17, ptr %20, align 8, !dbg !4151, !tbaa !2230
  br label %21, !dbg !4152

21:                                               ; preds = %19, %7
    #dbg_value(i64 0, !4096, !DIExpression(), !4153)
  store i32 1, ptr %11, align 8, !dbg !4154, !tbaa !516
  br label %22, !dbg !4155

22:                                               ; preds = %3, %15, %21
  %23 = phi i64 [ 0, %21 ], [ -60, %3 ], [ -64, %15 ], !dbg !4130
  ret i64 %23, !dbg !4156
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !4157 {
    #dbg_value(ptr %0, !4161, !DIExpression(), !4168)
    #dbg_value(ptr %1, !4162, !DIExpression(), !4168)
    #dbg_value(i64 %2, !4163, !DIExpression(), !4168)
    #dbg_value(ptr %0, !4169, !DIExpression(), !4176)
    #dbg_value(i32 1, !4175, !DIExpression(), !4176)
  %4 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4178
  store i32 0, ptr %4, align 4, !dbg !4181, !tbaa !4002
  %5 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !4182
  store i32 0, ptr %5, align 4, !dbg !4183, !tbaa !522
  %6 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !4184
  store i32 1, ptr %6, align 8, !dbg !4185, !tbaa !530
    #dbg_value(i64 0, !4164, !DIExpression(), !4186)
    #dbg_value(ptr %0, !4061, !DIExpression(), !4187)
    #dbg_value(ptr %1, !4062, !DIExpression(), !4187)
    #dbg_value(i64 %2, !4063, !DIExpression(), !4187)
    #dbg_value(ptr %0, !3993, !DIExpression(), !4189)
    #dbg_value(ptr %1, !3994, !DIExpression(), !4189)
    #dbg_value(i64 %2, !3995, !DIExpression(), !4189)
    #dbg_value(i32 0, !3996, !DIExpression(), !4189)
    #dbg_value(i32 0, !3997, !DIExpression(), !4189)
    #dbg_value(ptr %0, !823, !DIExpression(), !4191)
  %7 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4193
  %8 = load ptr, ptr %7, align 8, !dbg !4193, !tbaa !456
  %9 = tail call i64 @ZSTD_freeDDict(ptr noundef %8) #18, !dbg !4194
  %10 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4195
  store i32 0, ptr %10, align 8, !dbg !4196, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !4197
  %11 = icmp ne ptr %1, null, !dbg !4198
  %12 = icmp ne i64 %2, 0
  %13 = and i1 %11, %12, !dbg !4199
  br i1 %13, label %14, label %20, !dbg !4199

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4200
  %16 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %15) #18, !dbg !4201
  store ptr %16, ptr %7, align 8, !dbg !4202, !tbaa !456
  %17 = icmp eq ptr %16, null, !dbg !4203
  br i1 %17, label %25, label %18, !dbg !4204

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4205
  store ptr %16, ptr %19, align 8, !dbg !4206, !tbaa !2230
  store i32 -1, ptr %10, align 8, !dbg !4207, !tbaa !516
  br label %20, !dbg !4208

20:                                               ; preds = %18, %3
    #dbg_value(i64 0, !4166, !DIExpression(), !4209)
  %21 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4210
  %22 = load i32, ptr %21, align 8, !dbg !4210, !tbaa !601
    #dbg_value(i32 %22, !1040, !DIExpression(), !4211)
  %23 = icmp eq i32 %22, 0, !dbg !4213
  %24 = select i1 %23, i64 5, i64 1, !dbg !4213
    #dbg_value(i64 %24, !1045, !DIExpression(), !4211)
  br label %25, !dbg !4214

25:                                               ; preds = %14, %20
  %26 = phi i64 [ %24, %20 ], [ -64, %14 ], !dbg !4168
  ret i64 %26, !dbg !4215
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_reset(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !4170 {
    #dbg_value(ptr %0, !4169, !DIExpression(), !4216)
    #dbg_value(i32 %1, !4175, !DIExpression(), !4216)
  %3 = and i32 %1, -3, !dbg !4217
  %4 = icmp eq i32 %3, 1, !dbg !4217
  br i1 %4, label %5, label %9, !dbg !4217

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4218
  store i32 0, ptr %6, align 4, !dbg !4219, !tbaa !4002
  %7 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !4220
  store i32 0, ptr %7, align 4, !dbg !4221, !tbaa !522
  %8 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !4222
  store i32 1, ptr %8, align 8, !dbg !4223, !tbaa !530
  br label %9, !dbg !4224

9:                                                ; preds = %2, %5
  %10 = and i32 %1, -2, !dbg !4225
  %11 = icmp eq i32 %10, 2, !dbg !4225
  br i1 %11, label %12, label %28, !dbg !4225

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4227
  %14 = load i32, ptr %13, align 4, !dbg !4227, !tbaa !4002
  %15 = icmp eq i32 %14, 0, !dbg !4227
  br i1 %15, label %16, label %28, !dbg !4231

16:                                               ; preds = %12
    #dbg_value(ptr %0, !823, !DIExpression(), !4232)
  %17 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4234
  %18 = load ptr, ptr %17, align 8, !dbg !4234, !tbaa !456
  %19 = tail call i64 @ZSTD_freeDDict(ptr noundef %18) #18, !dbg !4235
  %20 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4236
  store i32 0, ptr %20, align 8, !dbg !4237, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false), !dbg !4238
    #dbg_value(ptr %0, !594, !DIExpression(), !4239)
  %21 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4241
  store i32 0, ptr %21, align 8, !dbg !4242, !tbaa !601
  %22 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !4243
  store i64 134217729, ptr %22, align 8, !dbg !4244, !tbaa !604
  %23 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !4245
  store i32 0, ptr %23, align 8, !dbg !4246, !tbaa !607
  %24 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !4247
  store i32 0, ptr %24, align 4, !dbg !4248, !tbaa !610
  %25 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !4249
  store i32 0, ptr %25, align 8, !dbg !4250, !tbaa !613
  %26 = getelementptr inbounds i8, ptr %0, i64 30228, !dbg !4251
  store i32 0, ptr %26, align 4, !dbg !4252, !tbaa !616
  %27 = getelementptr inbounds i8, ptr %0, i64 30232, !dbg !4253
  store i32 0, ptr %27, align 8, !dbg !4254, !tbaa !619
  br label %28, !dbg !4255

28:                                               ; preds = %16, %9, %12
  %29 = phi i64 [ -60, %12 ], [ 0, %9 ], [ 0, %16 ], !dbg !4216
  ret i64 %29, !dbg !4256
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !4257 {
    #dbg_value(ptr %0, !4259, !DIExpression(), !4264)
    #dbg_value(ptr %0, !4169, !DIExpression(), !4265)
    #dbg_value(i32 1, !4175, !DIExpression(), !4265)
  %2 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4267
  store i32 0, ptr %2, align 4, !dbg !4268, !tbaa !4002
  %3 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !4269
  store i32 0, ptr %3, align 4, !dbg !4270, !tbaa !522
  %4 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !4271
  store i32 1, ptr %4, align 8, !dbg !4272, !tbaa !530
    #dbg_value(i64 0, !4260, !DIExpression(), !4273)
    #dbg_value(ptr %0, !4274, !DIExpression(), !4284)
    #dbg_value(ptr null, !4277, !DIExpression(), !4284)
    #dbg_value(ptr %0, !823, !DIExpression(), !4286)
  %5 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4288
  %6 = load ptr, ptr %5, align 8, !dbg !4288, !tbaa !456
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18, !dbg !4289
  %8 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4290
  store i32 0, ptr %8, align 8, !dbg !4291, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false), !dbg !4292
    #dbg_value(i64 0, !4262, !DIExpression(), !4293)
  %9 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4294
  %10 = load i32, ptr %9, align 8, !dbg !4294, !tbaa !601
    #dbg_value(i32 %10, !1040, !DIExpression(), !4295)
  %11 = icmp eq i32 %10, 0, !dbg !4297
  %12 = select i1 %11, i64 5, i64 1, !dbg !4297
    #dbg_value(i64 %12, !1045, !DIExpression(), !4295)
  ret i64 %12, !dbg !4298
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_DCtx_refDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !4275 {
    #dbg_value(ptr %0, !4274, !DIExpression(), !4299)
    #dbg_value(ptr %1, !4277, !DIExpression(), !4299)
  %3 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4300
  %4 = load i32, ptr %3, align 4, !dbg !4300, !tbaa !4002
  %5 = icmp eq i32 %4, 0, !dbg !4300
  br i1 %5, label %6, label %197, !dbg !4303

6:                                                ; preds = %2
    #dbg_value(ptr %0, !823, !DIExpression(), !4304)
  %7 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4306
  %8 = load ptr, ptr %7, align 8, !dbg !4306, !tbaa !456
  %9 = tail call i64 @ZSTD_freeDDict(ptr noundef %8) #18, !dbg !4307
  %10 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !4308
  store i32 0, ptr %10, align 8, !dbg !4309, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !4310
  %11 = icmp eq ptr %1, null, !dbg !4311
  br i1 %11, label %197, label %12, !dbg !4312

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !4313
  store ptr %1, ptr %13, align 8, !dbg !4314, !tbaa !2230
  store i32 -1, ptr %10, align 8, !dbg !4315, !tbaa !516
  %14 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !4316
  %15 = load i32, ptr %14, align 8, !dbg !4316, !tbaa !613
  %16 = icmp eq i32 %15, 1, !dbg !4317
  br i1 %16, label %17, label %197, !dbg !4318

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !4319
  %19 = load ptr, ptr %18, align 8, !dbg !4319, !tbaa !593
  %20 = icmp eq ptr %19, null, !dbg !4321
  br i1 %20, label %21, label %51, !dbg !4322

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4323
  %23 = load ptr, ptr %22, align 1, !dbg !4325
    #dbg_value(ptr %23, !4331, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4334)
  %24 = getelementptr inbounds i8, ptr %0, i64 30136, !dbg !4325
  %25 = load ptr, ptr %24, align 1, !dbg !4325
    #dbg_value(ptr %25, !4331, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4334)
  %26 = getelementptr inbounds i8, ptr %0, i64 30144, !dbg !4325
  %27 = load ptr, ptr %26, align 1, !dbg !4325
    #dbg_value(ptr %27, !4331, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4334)
    #dbg_value(ptr %23, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4335)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4335)
    #dbg_value(ptr %27, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4335)
    #dbg_value(i64 24, !653, !DIExpression(), !4335)
  %28 = icmp eq ptr %23, null, !dbg !4336
  br i1 %28, label %29, label %32, !dbg !4337

29:                                               ; preds = %21
  %30 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #20, !dbg !4338
    #dbg_value(ptr %30, !4332, !DIExpression(), !4334)
  %31 = icmp eq ptr %30, null, !dbg !4339
  br i1 %31, label %44, label %37, !dbg !4341

32:                                               ; preds = %21
  %33 = tail call ptr %23(ptr noundef %27, i64 noundef 24) #18, !dbg !4342
    #dbg_value(ptr %33, !4332, !DIExpression(), !4334)
  %34 = icmp eq ptr %33, null, !dbg !4339
  br i1 %34, label %44, label %35, !dbg !4341

35:                                               ; preds = %32
  %36 = tail call ptr %23(ptr noundef %27, i64 noundef 512) #18, !dbg !4343
    #dbg_value(ptr %36, !4350, !DIExpression(), !4352)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) %36, i8 0, i64 512, i1 false), !dbg !4353
  store ptr %36, ptr %33, align 8, !dbg !4354, !tbaa !867
  br label %45, !dbg !4355

37:                                               ; preds = %29
    #dbg_value(ptr %23, !4349, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4356)
    #dbg_value(ptr poison, !4349, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4356)
    #dbg_value(ptr %27, !4349, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4356)
    #dbg_value(i64 512, !4348, !DIExpression(), !4356)
  %38 = tail call noalias dereferenceable_or_null(512) ptr @calloc(i64 noundef 1, i64 noundef 512) #22, !dbg !4357
  store ptr %38, ptr %30, align 8, !dbg !4354, !tbaa !867
  %39 = icmp eq ptr %38, null, !dbg !4358
  br i1 %39, label %40, label %45, !dbg !4355

40:                                               ; preds = %37
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4360)
    #dbg_value(ptr %25, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4360)
    #dbg_value(ptr %27, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4360)
    #dbg_value(ptr %30, !839, !DIExpression(), !4360)
  %41 = icmp eq ptr %25, null, !dbg !4363
  br i1 %41, label %43, label %42, !dbg !4364

42:                                               ; preds = %40
  tail call void %25(ptr noundef %27, ptr noundef nonnull %30) #18, !dbg !4365
  br label %44, !dbg !4365

43:                                               ; preds = %40
  tail call void @free(ptr noundef nonnull %30) #18, !dbg !4366
  br label %44

44:                                               ; preds = %29, %32, %42, %43
  store ptr null, ptr %18, align 8, !dbg !4367, !tbaa !593
  br label %197, !dbg !4368

45:                                               ; preds = %37, %35
  %46 = phi ptr [ %33, %35 ], [ %30, %37 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !4369
  store i64 64, ptr %47, align 8, !dbg !4370, !tbaa !4371
  %48 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !4372
  store i64 0, ptr %48, align 8, !dbg !4373, !tbaa !4374
  store ptr %46, ptr %18, align 8, !dbg !4367, !tbaa !593
    #dbg_value(ptr poison, !4375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4388)
    #dbg_value(ptr poison, !4375, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4388)
    #dbg_value(ptr poison, !4375, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4388)
    #dbg_value(ptr %46, !4380, !DIExpression(), !4388)
    #dbg_value(ptr %1, !4381, !DIExpression(), !4388)
  %49 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !4390
  %50 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !4391
  br label %145, !dbg !4392

51:                                               ; preds = %17
  %52 = getelementptr inbounds i8, ptr %19, i64 16
  %53 = load i64, ptr %52, align 8, !dbg !4390, !tbaa !4374
  %54 = getelementptr inbounds i8, ptr %19, i64 8
  %55 = load i64, ptr %54, align 8, !dbg !4391, !tbaa !4371
  %56 = shl i64 %53, 2, !dbg !4393
  %57 = getelementptr inbounds i8, ptr %0, i64 30128, !dbg !4394
  %58 = load ptr, ptr %57, align 1, !dbg !4390
    #dbg_value(ptr %58, !4375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4388)
  %59 = getelementptr inbounds i8, ptr %0, i64 30136, !dbg !4390
  %60 = load ptr, ptr %59, align 1, !dbg !4390
    #dbg_value(ptr %60, !4375, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4388)
  %61 = getelementptr inbounds i8, ptr %0, i64 30144, !dbg !4390
  %62 = load ptr, ptr %61, align 1, !dbg !4390
    #dbg_value(ptr %62, !4375, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4388)
    #dbg_value(ptr %19, !4380, !DIExpression(), !4388)
    #dbg_value(ptr %1, !4381, !DIExpression(), !4388)
  %63 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !4390
  %64 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !4391
  %65 = icmp ugt i64 %55, %56, !dbg !4395
  br i1 %65, label %145, label %66, !dbg !4392

66:                                               ; preds = %51
    #dbg_value(ptr %58, !4396, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(ptr %60, !4396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(ptr %62, !4396, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4414)
    #dbg_value(ptr %19, !4401, !DIExpression(), !4414)
    #dbg_value(i64 %55, !4402, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !4414)
  %67 = shl i64 %55, 4, !dbg !4416
    #dbg_value(ptr %58, !4349, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4417)
    #dbg_value(ptr poison, !4349, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4417)
    #dbg_value(ptr %62, !4349, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4417)
    #dbg_value(i64 %67, !4348, !DIExpression(), !4417)
  %68 = icmp eq ptr %58, null, !dbg !4419
  br i1 %68, label %72, label %69, !dbg !4420

69:                                               ; preds = %66
  %70 = tail call ptr %58(ptr noundef %62, i64 noundef %67) #18, !dbg !4421
    #dbg_value(ptr %70, !4350, !DIExpression(), !4422)
  tail call void @llvm.memset.p0.i64(ptr align 1 %70, i8 0, i64 %67, i1 false), !dbg !4423
  %71 = load i64, ptr %64, align 8, !dbg !4424, !tbaa !4371
  br label %74

72:                                               ; preds = %66
  %73 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %67) #22, !dbg !4425
  br label %74, !dbg !4426

74:                                               ; preds = %72, %69
  %75 = phi i64 [ %71, %69 ], [ %55, %72 ], !dbg !4424
  %76 = phi ptr [ %70, %69 ], [ %73, %72 ], !dbg !4417
    #dbg_value(ptr %76, !4403, !DIExpression(), !4414)
  %77 = load ptr, ptr %19, align 8, !dbg !4427, !tbaa !867
    #dbg_value(ptr %77, !4404, !DIExpression(), !4414)
    #dbg_value(i64 %75, !4405, !DIExpression(), !4414)
  %78 = icmp eq ptr %76, null, !dbg !4428
  br i1 %78, label %197, label %79, !dbg !4431

79:                                               ; preds = %74
  %80 = shl i64 %55, 1, !dbg !4432
    #dbg_value(i64 %80, !4402, !DIExpression(), !4414)
  store ptr %76, ptr %19, align 8, !dbg !4433, !tbaa !867
  store i64 %80, ptr %64, align 8, !dbg !4434, !tbaa !4371
  store i64 0, ptr %63, align 8, !dbg !4435, !tbaa !4374
    #dbg_value(i64 0, !4406, !DIExpression(), !4414)
  %81 = icmp eq i64 %75, 0, !dbg !4436
  br i1 %81, label %139, label %82, !dbg !4437

82:                                               ; preds = %79, %136
  %83 = phi i64 [ %137, %136 ], [ 0, %79 ]
    #dbg_value(i64 %83, !4406, !DIExpression(), !4414)
  %84 = getelementptr inbounds ptr, ptr %77, i64 %83, !dbg !4438
  %85 = load ptr, ptr %84, align 8, !dbg !4438, !tbaa !668
  %86 = icmp eq ptr %85, null, !dbg !4439
  br i1 %86, label %136, label %87, !dbg !4440

87:                                               ; preds = %82
    #dbg_value(ptr %19, !4441, !DIExpression(), !4450)
    #dbg_value(ptr %85, !4446, !DIExpression(), !4450)
  %88 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %85) #18, !dbg !4452
    #dbg_value(i32 %88, !4447, !DIExpression(), !4450)
    #dbg_value(ptr %19, !4453, !DIExpression(), !4463)
    #dbg_value(i32 %88, !4460, !DIExpression(), !4463)
    #dbg_value(ptr undef, !4465, !DIExpression(), !4472)
    #dbg_value(i64 4, !4470, !DIExpression(), !4472)
    #dbg_value(i64 0, !4471, !DIExpression(), !4472)
    #dbg_value(i64 4, !4474, !DIExpression(), !4491)
    #dbg_value(i64 0, !4480, !DIExpression(), !4491)
    #dbg_value(i32 1, !4481, !DIExpression(), !4491)
    #dbg_value(ptr undef, !4479, !DIExpression(), !4491)
    #dbg_value(i64 2870177450012600265, !4482, !DIExpression(), !4491)
    #dbg_value(i32 1, !3181, !DIExpression(), !4493)
    #dbg_value(ptr undef, !3179, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !4493)
    #dbg_value(i64 poison, !3173, !DIExpression(DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4493)
    #dbg_value(i64 0, !3180, !DIExpression(), !4493)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
  %89 = load i64, ptr %64, align 8, !dbg !4497, !tbaa !4371
  %90 = add i64 %89, -1, !dbg !4498
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
    #dbg_value(i64 %90, !4449, !DIExpression(), !4450)
  %91 = load i64, ptr %63, align 8, !dbg !4499, !tbaa !4374
  %92 = icmp eq i64 %91, %89, !dbg !4499
  br i1 %92, label %197, label %93, !dbg !4502

93:                                               ; preds = %87
  %94 = zext i32 %88 to i64, !dbg !4503
    #dbg_value(i64 %94, !3173, !DIExpression(DW_OP_constu, 11400714785074694791, DW_OP_mul, DW_OP_constu, 2870177450012600265, DW_OP_xor, DW_OP_stack_value), !4493)
  %95 = mul i64 %94, -7046029288634856825, !dbg !4504
    #dbg_value(i64 %95, !3173, !DIExpression(DW_OP_constu, 2870177450012600265, DW_OP_xor, DW_OP_stack_value), !4493)
  %96 = xor i64 %95, 2870177450012600265, !dbg !4505
    #dbg_value(i64 %96, !3173, !DIExpression(), !4493)
  %97 = tail call i64 @llvm.fshl.i64(i64 %96, i64 %96, i64 23), !dbg !4506
    #dbg_value(!DIArgList(i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(i64 %97, !3173, !DIExpression(DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4493)
    #dbg_value(!DIArgList(i64 %97, i64 %90, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97, i64 %97), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %98 = mul i64 %97, -4417276706812531889, !dbg !4507
    #dbg_value(!DIArgList(i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(i64 %98, !3173, !DIExpression(DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4493)
    #dbg_value(!DIArgList(i64 %98, i64 %90, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98, i64 %98), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %99 = add i64 %98, 1609587929392839161, !dbg !4508
    #dbg_value(!DIArgList(i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(i64 %99, !3173, !DIExpression(), !4493)
    #dbg_value(!DIArgList(i64 %99, i64 %90, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99, i64 %99), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %100 = lshr i64 %99, 33, !dbg !4509
    #dbg_value(!DIArgList(i64 %100, i64 %100, i64 %100, i64 %100, i64 %99, i64 %99, i64 %99, i64 %99), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %100, i64 %100, i64 %100, i64 %100, i64 %99, i64 %99, i64 %99, i64 %99), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %100, i64 %90, i64 %100, i64 %100, i64 %100, i64 %99, i64 %99, i64 %99, i64 %99), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %101 = xor i64 %100, %99, !dbg !4510
    #dbg_value(!DIArgList(i64 %101, i64 %101, i64 %101, i64 %101), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %101, i64 %101, i64 %101, i64 %101), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %101, i64 %90, i64 %101, i64 %101, i64 %101), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %102 = mul i64 %101, -4417276706812531889, !dbg !4511
    #dbg_value(!DIArgList(i64 %102, i64 %102, i64 %102, i64 %102), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %102, i64 %102, i64 %102, i64 %102), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %102, i64 %90, i64 %102, i64 %102, i64 %102), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %103 = lshr i64 %102, 29, !dbg !4512
    #dbg_value(!DIArgList(i64 %103, i64 %103, i64 %102, i64 %102), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %103, i64 %103, i64 %102, i64 %102), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %103, i64 %90, i64 %103, i64 %102, i64 %102), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %104 = xor i64 %103, %102, !dbg !4513
    #dbg_value(!DIArgList(i64 %104, i64 %104), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %104, i64 %104), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %104, i64 %90, i64 %104), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %105 = mul i64 %104, 1609587929392839161, !dbg !4514
    #dbg_value(!DIArgList(i64 %105, i64 %105), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %105, i64 %105), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %105, i64 %90, i64 %105), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %106 = lshr i64 %105, 32, !dbg !4515
    #dbg_value(!DIArgList(i64 %106, i64 %105), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4463)
    #dbg_value(!DIArgList(i64 %106, i64 %105), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4495)
    #dbg_value(!DIArgList(i64 %106, i64 %90, i64 %105), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %107 = xor i64 %106, %105, !dbg !4516
    #dbg_value(i64 %107, !3249, !DIExpression(), !4495)
    #dbg_value(i64 %107, !4461, !DIExpression(), !4463)
    #dbg_value(!DIArgList(i64 %107, i64 %90), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4450)
  %108 = and i64 %107, %90, !dbg !4517
    #dbg_value(i64 %108, !4448, !DIExpression(), !4450)
  %109 = load ptr, ptr %19, align 8, !dbg !4518, !tbaa !867
  %110 = getelementptr inbounds ptr, ptr %109, i64 %108, !dbg !4519
  %111 = load ptr, ptr %110, align 8, !dbg !4519, !tbaa !668
  %112 = icmp eq ptr %111, null, !dbg !4520
  br i1 %112, label %130, label %113, !dbg !4521

113:                                              ; preds = %93, %121
  %114 = phi ptr [ %126, %121 ], [ %111, %93 ]
  %115 = phi i64 [ %123, %121 ], [ %108, %93 ]
    #dbg_value(i64 %115, !4448, !DIExpression(), !4450)
  %116 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %114) #18, !dbg !4522
  %117 = icmp eq i32 %116, %88, !dbg !4525
  br i1 %117, label %118, label %121, !dbg !4526

118:                                              ; preds = %113
  %119 = load ptr, ptr %19, align 8, !dbg !4527, !tbaa !867
  %120 = getelementptr inbounds ptr, ptr %119, i64 %115, !dbg !4529
  store ptr %85, ptr %120, align 8, !dbg !4530, !tbaa !668
  br label %136, !dbg !4531

121:                                              ; preds = %113
  %122 = and i64 %115, %90, !dbg !4532
    #dbg_value(i64 %122, !4448, !DIExpression(), !4450)
  %123 = add i64 %122, 1, !dbg !4533
    #dbg_value(i64 %123, !4448, !DIExpression(), !4450)
  %124 = load ptr, ptr %19, align 8, !dbg !4518, !tbaa !867
  %125 = getelementptr inbounds ptr, ptr %124, i64 %123, !dbg !4519
  %126 = load ptr, ptr %125, align 8, !dbg !4519, !tbaa !668
  %127 = icmp eq ptr %126, null, !dbg !4520
  br i1 %127, label %128, label %113, !dbg !4521, !llvm.loop !4534

128:                                              ; preds = %121
  %129 = load i64, ptr %63, align 8, !dbg !4536, !tbaa !4374
  br label %130

130:                                              ; preds = %128, %93
  %131 = phi i64 [ %91, %93 ], [ %129, %128 ], !dbg !4536
  %132 = phi i64 [ %108, %93 ], [ %123, %128 ]
  %133 = phi ptr [ %109, %93 ], [ %124, %128 ]
  %134 = getelementptr inbounds ptr, ptr %133, i64 %132
  store ptr %85, ptr %134, align 8, !dbg !4537, !tbaa !668
  %135 = add i64 %131, 1, !dbg !4536
  store i64 %135, ptr %63, align 8, !dbg !4536, !tbaa !4374
  br label %136, !dbg !4538

136:                                              ; preds = %130, %118, %82
  %137 = add nuw i64 %83, 1, !dbg !4539
    #dbg_value(i64 %137, !4406, !DIExpression(), !4414)
  %138 = icmp eq i64 %137, %75, !dbg !4436
  br i1 %138, label %139, label %82, !dbg !4437, !llvm.loop !4540

139:                                              ; preds = %136, %79
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4542)
    #dbg_value(ptr %60, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4542)
    #dbg_value(ptr %62, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4542)
    #dbg_value(ptr %77, !839, !DIExpression(), !4542)
  %140 = icmp eq ptr %77, null, !dbg !4544
  br i1 %140, label %145, label %141, !dbg !4545

141:                                              ; preds = %139
  %142 = icmp eq ptr %60, null, !dbg !4546
  br i1 %142, label %144, label %143, !dbg !4547

143:                                              ; preds = %141
  tail call void %60(ptr noundef %62, ptr noundef nonnull %77) #18, !dbg !4548
  br label %145, !dbg !4548

144:                                              ; preds = %141
  tail call void @free(ptr noundef nonnull %77) #18, !dbg !4549
  br label %145

145:                                              ; preds = %45, %144, %143, %139, %51
  %146 = phi ptr [ %50, %45 ], [ %64, %144 ], [ %64, %143 ], [ %64, %139 ], [ %64, %51 ]
  %147 = phi ptr [ %49, %45 ], [ %63, %144 ], [ %63, %143 ], [ %63, %139 ], [ %63, %51 ]
  %148 = phi ptr [ %46, %45 ], [ %19, %144 ], [ %19, %143 ], [ %19, %139 ], [ %19, %51 ]
    #dbg_value(ptr %148, !4441, !DIExpression(), !4550)
    #dbg_value(ptr %1, !4446, !DIExpression(), !4550)
  %149 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %1) #18, !dbg !4552
    #dbg_value(i32 %149, !4447, !DIExpression(), !4550)
    #dbg_value(ptr %148, !4453, !DIExpression(), !4553)
    #dbg_value(i32 %149, !4460, !DIExpression(), !4553)
    #dbg_value(ptr undef, !4465, !DIExpression(), !4555)
    #dbg_value(i64 4, !4470, !DIExpression(), !4555)
    #dbg_value(i64 0, !4471, !DIExpression(), !4555)
    #dbg_value(i64 4, !4474, !DIExpression(), !4557)
    #dbg_value(i64 0, !4480, !DIExpression(), !4557)
    #dbg_value(i32 1, !4481, !DIExpression(), !4557)
    #dbg_value(ptr undef, !4479, !DIExpression(), !4557)
    #dbg_value(i64 2870177450012600265, !4482, !DIExpression(), !4557)
    #dbg_value(i32 1, !3181, !DIExpression(), !4559)
    #dbg_value(ptr undef, !3179, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !4559)
    #dbg_value(i64 poison, !3173, !DIExpression(DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4559)
    #dbg_value(i64 0, !3180, !DIExpression(), !4559)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
  %150 = load i64, ptr %146, align 8, !dbg !4563, !tbaa !4371
  %151 = add i64 %150, -1, !dbg !4564
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
    #dbg_value(i64 %151, !4449, !DIExpression(), !4550)
  %152 = load i64, ptr %147, align 8, !dbg !4565, !tbaa !4374
  %153 = icmp eq i64 %152, %150, !dbg !4565
  br i1 %153, label %197, label %154, !dbg !4566

154:                                              ; preds = %145
  %155 = zext i32 %149 to i64, !dbg !4567
    #dbg_value(i64 %155, !3173, !DIExpression(DW_OP_constu, 11400714785074694791, DW_OP_mul, DW_OP_constu, 2870177450012600265, DW_OP_xor, DW_OP_stack_value), !4559)
  %156 = mul i64 %155, -7046029288634856825, !dbg !4568
    #dbg_value(i64 %156, !3173, !DIExpression(DW_OP_constu, 2870177450012600265, DW_OP_xor, DW_OP_stack_value), !4559)
  %157 = xor i64 %156, 2870177450012600265, !dbg !4569
    #dbg_value(i64 %157, !3173, !DIExpression(), !4559)
  %158 = tail call i64 @llvm.fshl.i64(i64 %157, i64 %157, i64 23), !dbg !4570
    #dbg_value(!DIArgList(i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(i64 %158, !3173, !DIExpression(DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4559)
    #dbg_value(!DIArgList(i64 %158, i64 %151, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158, i64 %158), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %159 = mul i64 %158, -4417276706812531889, !dbg !4571
    #dbg_value(!DIArgList(i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(i64 %159, !3173, !DIExpression(DW_OP_plus_uconst, 1609587929392839161, DW_OP_stack_value), !4559)
    #dbg_value(!DIArgList(i64 %159, i64 %151, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159, i64 %159), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_plus_uconst, 1609587929392839161, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_plus_uconst, 1609587929392839161, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %160 = add i64 %159, 1609587929392839161, !dbg !4572
    #dbg_value(!DIArgList(i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(i64 %160, !3173, !DIExpression(), !4559)
    #dbg_value(!DIArgList(i64 %160, i64 %151, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160, i64 %160), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 33, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %161 = lshr i64 %160, 33, !dbg !4573
    #dbg_value(!DIArgList(i64 %161, i64 %161, i64 %161, i64 %161, i64 %160, i64 %160, i64 %160, i64 %160), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %161, i64 %161, i64 %161, i64 %161, i64 %160, i64 %160, i64 %160, i64 %160), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %161, i64 %151, i64 %161, i64 %161, i64 %161, i64 %160, i64 %160, i64 %160, i64 %160), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %162 = xor i64 %161, %160, !dbg !4574
    #dbg_value(!DIArgList(i64 %162, i64 %162, i64 %162, i64 %162), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %162, i64 %162, i64 %162, i64 %162), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %162, i64 %151, i64 %162, i64 %162, i64 %162), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_constu, 14029467366897019727, DW_OP_mul, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %163 = mul i64 %162, -4417276706812531889, !dbg !4575
    #dbg_value(!DIArgList(i64 %163, i64 %163, i64 %163, i64 %163), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %163, i64 %163, i64 %163, i64 %163), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %163, i64 %151, i64 %163, i64 %163, i64 %163), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 29, DW_OP_shr, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %164 = lshr i64 %163, 29, !dbg !4576
    #dbg_value(!DIArgList(i64 %164, i64 %164, i64 %163, i64 %163), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %164, i64 %164, i64 %163, i64 %163), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %164, i64 %151, i64 %164, i64 %163, i64 %163), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %165 = xor i64 %164, %163, !dbg !4577
    #dbg_value(!DIArgList(i64 %165, i64 %165), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %165, i64 %165), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %165, i64 %151, i64 %165), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_constu, 1609587929392839161, DW_OP_mul, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %166 = mul i64 %165, 1609587929392839161, !dbg !4578
    #dbg_value(!DIArgList(i64 %166, i64 %166), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %166, i64 %166), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %166, i64 %151, i64 %166), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %167 = lshr i64 %166, 32, !dbg !4579
    #dbg_value(!DIArgList(i64 %167, i64 %166), !4461, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4553)
    #dbg_value(!DIArgList(i64 %167, i64 %166), !3249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !4561)
    #dbg_value(!DIArgList(i64 %167, i64 %151, i64 %166), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %168 = xor i64 %167, %166, !dbg !4580
    #dbg_value(i64 %168, !3249, !DIExpression(), !4561)
    #dbg_value(i64 %168, !4461, !DIExpression(), !4553)
    #dbg_value(!DIArgList(i64 %168, i64 %151), !4448, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !4550)
  %169 = and i64 %168, %151, !dbg !4581
    #dbg_value(i64 %169, !4448, !DIExpression(), !4550)
  %170 = load ptr, ptr %148, align 8, !dbg !4582, !tbaa !867
  %171 = getelementptr inbounds ptr, ptr %170, i64 %169, !dbg !4583
  %172 = load ptr, ptr %171, align 8, !dbg !4583, !tbaa !668
  %173 = icmp eq ptr %172, null, !dbg !4584
  br i1 %173, label %191, label %174, !dbg !4585

174:                                              ; preds = %154, %182
  %175 = phi ptr [ %187, %182 ], [ %172, %154 ]
  %176 = phi i64 [ %184, %182 ], [ %169, %154 ]
    #dbg_value(i64 %176, !4448, !DIExpression(), !4550)
  %177 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %175) #18, !dbg !4586
  %178 = icmp eq i32 %177, %149, !dbg !4587
  br i1 %178, label %179, label %182, !dbg !4588

179:                                              ; preds = %174
  %180 = load ptr, ptr %148, align 8, !dbg !4589, !tbaa !867
  %181 = getelementptr inbounds ptr, ptr %180, i64 %176, !dbg !4590
  store ptr %1, ptr %181, align 8, !dbg !4591, !tbaa !668
  br label %197, !dbg !4592

182:                                              ; preds = %174
  %183 = and i64 %176, %151, !dbg !4593
    #dbg_value(i64 %183, !4448, !DIExpression(), !4550)
  %184 = add i64 %183, 1, !dbg !4594
    #dbg_value(i64 %184, !4448, !DIExpression(), !4550)
  %185 = load ptr, ptr %148, align 8, !dbg !4582, !tbaa !867
  %186 = getelementptr inbounds ptr, ptr %185, i64 %184, !dbg !4583
  %187 = load ptr, ptr %186, align 8, !dbg !4583, !tbaa !668
  %188 = icmp eq ptr %187, null, !dbg !4584
  br i1 %188, label %189, label %174, !dbg !4585, !llvm.loop !4595

189:                                              ; preds = %182
  %190 = load i64, ptr %147, align 8, !dbg !4597, !tbaa !4374
  br label %191

191:                                              ; preds = %189, %154
  %192 = phi i64 [ %152, %154 ], [ %190, %189 ], !dbg !4597
  %193 = phi i64 [ %169, %154 ], [ %184, %189 ]
  %194 = phi ptr [ %170, %154 ], [ %185, %189 ]
  %195 = getelementptr inbounds ptr, ptr %194, i64 %193
  store ptr %1, ptr %195, align 8, !dbg !4598, !tbaa !668
  %196 = add i64 %192, 1, !dbg !4597
  store i64 %196, ptr %147, align 8, !dbg !4597, !tbaa !4374
  br label %197, !dbg !4599

197:                                              ; preds = %87, %191, %179, %145, %74, %6, %12, %44, %2
  %198 = phi i64 [ -60, %2 ], [ -64, %44 ], [ 0, %12 ], [ 0, %6 ], [ -1, %145 ], [ -64, %74 ], [ 0, %179 ], [ 0, %191 ], [ -1, %87 ], !dbg !4299
  ret i64 %198, !dbg !4600
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !4601 {
    #dbg_value(ptr %0, !4605, !DIExpression(), !4611)
    #dbg_value(ptr %1, !4606, !DIExpression(), !4611)
    #dbg_value(ptr %0, !4169, !DIExpression(), !4612)
    #dbg_value(i32 1, !4175, !DIExpression(), !4612)
  %3 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4614
  store i32 0, ptr %3, align 4, !dbg !4615, !tbaa !4002
  %4 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !4616
  store i32 0, ptr %4, align 4, !dbg !4617, !tbaa !522
  %5 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !4618
  store i32 1, ptr %5, align 8, !dbg !4619, !tbaa !530
    #dbg_value(i64 0, !4607, !DIExpression(), !4620)
    #dbg_value(i64 0, !1446, !DIExpression(), !4621)
  %6 = tail call i64 @ZSTD_DCtx_refDDict(ptr noundef %0, ptr noundef %1), !dbg !4624
    #dbg_value(i64 %6, !4609, !DIExpression(), !4625)
    #dbg_value(i64 %6, !1446, !DIExpression(), !4626)
  %7 = icmp ult i64 %6, -119, !dbg !4629
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4630
  %10 = load i32, ptr %9, align 8, !dbg !4630, !tbaa !601
    #dbg_value(i32 %10, !1040, !DIExpression(), !4631)
  %11 = icmp eq i32 %10, 0, !dbg !4633
  %12 = select i1 %11, i64 5, i64 1, !dbg !4633
    #dbg_value(i64 %12, !1045, !DIExpression(), !4631)
  br label %13, !dbg !4634

13:                                               ; preds = %2, %8
  %14 = phi i64 [ %6, %2 ], [ %12, %8 ], !dbg !4611
  ret i64 %14, !dbg !4635
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 6) i64 @ZSTD_resetDStream(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !4636 {
    #dbg_value(ptr %0, !4638, !DIExpression(), !4641)
    #dbg_value(ptr %0, !4169, !DIExpression(), !4642)
    #dbg_value(i32 1, !4175, !DIExpression(), !4642)
  %2 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4644
  store i32 0, ptr %2, align 4, !dbg !4645, !tbaa !4002
  %3 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !4646
  store i32 0, ptr %3, align 4, !dbg !4647, !tbaa !522
  %4 = getelementptr inbounds i8, ptr %0, i64 30176, !dbg !4648
  store i32 1, ptr %4, align 8, !dbg !4649, !tbaa !530
    #dbg_value(i64 0, !4639, !DIExpression(), !4650)
  %5 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4651
  %6 = load i32, ptr %5, align 8, !dbg !4651, !tbaa !601
    #dbg_value(i32 %6, !1040, !DIExpression(), !4652)
  %7 = icmp eq i32 %6, 0, !dbg !4654
  %8 = select i1 %7, i64 5, i64 1, !dbg !4654
    #dbg_value(i64 %8, !1045, !DIExpression(), !4652)
  ret i64 %8, !dbg !4655
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setMaxWindowSize(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !4656 {
    #dbg_value(ptr %0, !4658, !DIExpression(), !4670)
    #dbg_value(i64 %1, !4659, !DIExpression(), !4670)
    #dbg_value(i64 poison, !4660, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4670)
    #dbg_value(i64 133143986186, !4660, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4670)
    #dbg_value(!DIArgList(i64 1, i64 133143986186), !4668, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_shl, DW_OP_stack_value), !4670)
    #dbg_value(i64 2147483648, !4669, !DIExpression(), !4670)
  %3 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4671
  %4 = load i32, ptr %3, align 4, !dbg !4671, !tbaa !4002
  %5 = icmp eq i32 %4, 0, !dbg !4671
  br i1 %5, label %6, label %11, !dbg !4674

6:                                                ; preds = %2
    #dbg_value(!DIArgList(i64 1, i64 10), !4668, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !4670)
    #dbg_value(!DIArgList(i64 1, i64 10), !4668, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !4670)
  %7 = add i64 %1, -2147483649, !dbg !4675
  %8 = icmp ult i64 %7, -2147482625, !dbg !4675
  br i1 %8, label %11, label %9, !dbg !4675

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !4677
  store i64 %1, ptr %10, align 8, !dbg !4678, !tbaa !604
  br label %11, !dbg !4679

11:                                               ; preds = %6, %2, %9
  %12 = phi i64 [ 0, %9 ], [ -60, %2 ], [ -42, %6 ], !dbg !4670
  ret i64 %12, !dbg !4680
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef %0) local_unnamed_addr #2 !dbg !4681 {
    #dbg_value(i32 %0, !4686, !DIExpression(), !4688)
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4688)
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4688)
  switch i32 %0, label %8 [
    i32 100, label %9
    i32 1000, label %2
    i32 1001, label %3
    i32 1002, label %4
    i32 1003, label %5
    i32 1004, label %6
    i32 1005, label %7
  ], !dbg !4689

2:                                                ; preds = %1
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 4294967296, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4690

3:                                                ; preds = %1
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 4294967296, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4692

4:                                                ; preds = %1
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 4294967296, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4693

5:                                                ; preds = %1
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 4294967296, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4694

6:                                                ; preds = %1
    #dbg_value(i64 0, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 4294967296, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4695

7:                                                ; preds = %1
    #dbg_value(i64 1024, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !4688)
    #dbg_value(i64 562949953422336, !4687, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !4688)
  br label %9, !dbg !4696

8:                                                ; preds = %1
    #dbg_value(i64 -40, !4687, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4688)
  br label %9, !dbg !4697

9:                                                ; preds = %1, %8, %7, %6, %5, %4, %3, %2
  %10 = phi i64 [ 0, %8 ], [ 562949953422336, %7 ], [ 4294967296, %6 ], [ 4294967296, %5 ], [ 4294967296, %4 ], [ 4294967296, %3 ], [ 4294967296, %2 ], [ 133143986186, %1 ], !dbg !4688
  %11 = phi i64 [ -40, %8 ], [ 0, %7 ], [ 0, %6 ], [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ], !dbg !4688
    #dbg_value(i64 %11, !4687, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4688)
    #dbg_value(i64 %10, !4687, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4688)
  %12 = insertvalue { i64, i64 } poison, i64 %11, 0, !dbg !4698
  %13 = insertvalue { i64, i64 } %12, i64 %10, 1, !dbg !4698
  ret { i64, i64 } %13, !dbg !4698
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setFormat(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !4699 {
    #dbg_value(ptr %0, !4703, !DIExpression(), !4705)
    #dbg_value(i32 %1, !4704, !DIExpression(), !4705)
    #dbg_value(ptr %0, !4706, !DIExpression(), !4713)
    #dbg_value(i32 1000, !4711, !DIExpression(), !4713)
    #dbg_value(i32 %1, !4712, !DIExpression(), !4713)
  %3 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4715
  %4 = load i32, ptr %3, align 4, !dbg !4715, !tbaa !4002
  %5 = icmp eq i32 %4, 0, !dbg !4715
  br i1 %5, label %6, label %10, !dbg !4718

6:                                                ; preds = %2
    #dbg_value(i32 1000, !4719, !DIExpression(), !4726)
    #dbg_value(i32 %1, !4724, !DIExpression(), !4726)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4726)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4726)
  %7 = icmp ugt i32 %1, 1, !dbg !4732
  br i1 %7, label %10, label %8, !dbg !4733

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4734
  store i32 %1, ptr %9, align 8, !dbg !4735, !tbaa !601
  br label %10, !dbg !4736

10:                                               ; preds = %2, %6, %8
  %11 = phi i64 [ 0, %8 ], [ -60, %2 ], [ -42, %6 ], !dbg !4713
  ret i64 %11, !dbg !4737
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !4707 {
    #dbg_value(ptr %0, !4706, !DIExpression(), !4738)
    #dbg_value(i32 %1, !4711, !DIExpression(), !4738)
    #dbg_value(i32 %2, !4712, !DIExpression(), !4738)
  %4 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !4739
  %5 = load i32, ptr %4, align 4, !dbg !4739, !tbaa !4002
  %6 = icmp eq i32 %5, 0, !dbg !4739
  br i1 %6, label %7, label %48, !dbg !4740

7:                                                ; preds = %3
  switch i32 %1, label %48 [
    i32 100, label %8
    i32 1000, label %17
    i32 1001, label %21
    i32 1002, label %25
    i32 1003, label %29
    i32 1004, label %37
    i32 1005, label %41
  ], !dbg !4741

8:                                                ; preds = %7
  %9 = icmp eq i32 %2, 0, !dbg !4742
  %10 = select i1 %9, i32 27, i32 %2, !dbg !4744
    #dbg_value(i32 %10, !4712, !DIExpression(), !4738)
    #dbg_value(i32 100, !4719, !DIExpression(), !4745)
    #dbg_value(i32 %10, !4724, !DIExpression(), !4745)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4745)
    #dbg_value(i64 133143986186, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4745)
  %11 = add i32 %10, -32, !dbg !4750
  %12 = icmp ult i32 %11, -22, !dbg !4750
  br i1 %12, label %48, label %13, !dbg !4751

13:                                               ; preds = %8
  %14 = zext nneg i32 %10 to i64, !dbg !4752
  %15 = shl nuw nsw i64 1, %14, !dbg !4752
  %16 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !4753
  store i64 %15, ptr %16, align 8, !dbg !4754, !tbaa !604
  br label %48, !dbg !4755

17:                                               ; preds = %7
    #dbg_value(i32 1000, !4719, !DIExpression(), !4756)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4756)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4756)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4756)
  %18 = icmp ugt i32 %2, 1, !dbg !4758
  br i1 %18, label %48, label %19, !dbg !4759

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4760
  store i32 %2, ptr %20, align 8, !dbg !4761, !tbaa !601
  br label %48, !dbg !4762

21:                                               ; preds = %7
    #dbg_value(i32 1001, !4719, !DIExpression(), !4763)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4763)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4763)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4763)
  %22 = icmp ugt i32 %2, 1, !dbg !4768
  br i1 %22, label %48, label %23, !dbg !4769

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !4770
  store i32 %2, ptr %24, align 8, !dbg !4771, !tbaa !607
  br label %48, !dbg !4772

25:                                               ; preds = %7
    #dbg_value(i32 1002, !4719, !DIExpression(), !4773)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4773)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4773)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4773)
  %26 = icmp ugt i32 %2, 1, !dbg !4778
  br i1 %26, label %48, label %27, !dbg !4779

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !4780
  store i32 %2, ptr %28, align 4, !dbg !4781, !tbaa !610
  br label %48, !dbg !4782

29:                                               ; preds = %7
    #dbg_value(i32 1003, !4719, !DIExpression(), !4783)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4783)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4783)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4783)
  %30 = icmp ugt i32 %2, 1, !dbg !4788
  br i1 %30, label %48, label %31, !dbg !4789

31:                                               ; preds = %29
  %32 = getelementptr inbounds i8, ptr %0, i64 30168, !dbg !4790
  %33 = load i64, ptr %32, align 8, !dbg !4790, !tbaa !621
  %34 = icmp eq i64 %33, 0, !dbg !4792
  br i1 %34, label %35, label %48, !dbg !4793

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !4794
  store i32 %2, ptr %36, align 8, !dbg !4795, !tbaa !613
  br label %48, !dbg !4796

37:                                               ; preds = %7
    #dbg_value(i32 1004, !4719, !DIExpression(), !4797)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4797)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4797)
    #dbg_value(i64 4294967296, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4797)
  %38 = icmp ugt i32 %2, 1, !dbg !4802
  br i1 %38, label %48, label %39, !dbg !4803

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr %0, i64 30228, !dbg !4804
  store i32 %2, ptr %40, align 4, !dbg !4805, !tbaa !616
  br label %48, !dbg !4806

41:                                               ; preds = %7
  %42 = icmp ne i32 %2, 0, !dbg !4807
    #dbg_value(i32 1005, !4719, !DIExpression(), !4809)
    #dbg_value(i32 %2, !4724, !DIExpression(), !4809)
    #dbg_value(i64 poison, !4725, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4809)
    #dbg_value(i64 562949953422336, !4725, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4809)
  %43 = add i32 %2, -131073
  %44 = icmp ult i32 %43, -130049
  %45 = and i1 %42, %44, !dbg !4814
  br i1 %45, label %48, label %46, !dbg !4814

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %0, i64 30232, !dbg !4815
  store i32 %2, ptr %47, align 8, !dbg !4816, !tbaa !619
  br label %48, !dbg !4817

48:                                               ; preds = %41, %7, %37, %31, %29, %25, %21, %17, %8, %3, %13, %19, %23, %27, %35, %39, %46
  %49 = phi i64 [ 0, %46 ], [ 0, %39 ], [ 0, %35 ], [ 0, %27 ], [ 0, %23 ], [ 0, %19 ], [ 0, %13 ], [ -60, %3 ], [ -42, %8 ], [ -42, %17 ], [ -42, %21 ], [ -42, %25 ], [ -42, %29 ], [ -40, %31 ], [ -42, %37 ], [ -40, %7 ], [ -42, %41 ], !dbg !4738
  ret i64 %49, !dbg !4818
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -40, 1) i64 @ZSTD_DCtx_getParameter(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #7 !dbg !4819 {
    #dbg_value(ptr %0, !4824, !DIExpression(), !4827)
    #dbg_value(i32 %1, !4825, !DIExpression(), !4827)
    #dbg_value(ptr %2, !4826, !DIExpression(), !4827)
  switch i32 %1, label %30 [
    i32 100, label %4
    i32 1000, label %10
    i32 1001, label %13
    i32 1002, label %16
    i32 1003, label %19
    i32 1004, label %22
    i32 1005, label %25
  ], !dbg !4828

4:                                                ; preds = %3
  %5 = getelementptr inbounds i8, ptr %0, i64 30264, !dbg !4829
  %6 = load i64, ptr %5, align 8, !dbg !4829, !tbaa !604
  %7 = trunc i64 %6 to i32, !dbg !4831
    #dbg_value(i32 %7, !4832, !DIExpression(), !4838)
    #dbg_value(i32 %7, !4840, !DIExpression(), !4843)
  %8 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %7, i1 true), !dbg !4845
  %9 = xor i32 %8, 31, !dbg !4846
  br label %28, !dbg !4847

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 30104, !dbg !4848
  %12 = load i32, ptr %11, align 8, !dbg !4848, !tbaa !601
  br label %28, !dbg !4849

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !4850
  %15 = load i32, ptr %14, align 8, !dbg !4850, !tbaa !607
  br label %28, !dbg !4851

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 30108, !dbg !4852
  %18 = load i32, ptr %17, align 4, !dbg !4852, !tbaa !610
  br label %28, !dbg !4853

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %0, i64 30224, !dbg !4854
  %21 = load i32, ptr %20, align 8, !dbg !4854, !tbaa !613
  br label %28, !dbg !4855

22:                                               ; preds = %3
  %23 = getelementptr inbounds i8, ptr %0, i64 30228, !dbg !4856
  %24 = load i32, ptr %23, align 4, !dbg !4856, !tbaa !616
  br label %28, !dbg !4857

25:                                               ; preds = %3
  %26 = getelementptr inbounds i8, ptr %0, i64 30232, !dbg !4858
  %27 = load i32, ptr %26, align 8, !dbg !4858, !tbaa !619
  br label %28, !dbg !4859

28:                                               ; preds = %25, %22, %19, %16, %13, %10, %4
  %29 = phi i32 [ %9, %4 ], [ %12, %10 ], [ %15, %13 ], [ %18, %16 ], [ %21, %19 ], [ %24, %22 ], [ %27, %25 ]
  store i32 %29, ptr %2, align 4, !dbg !4860, !tbaa !931
  br label %30, !dbg !4861

30:                                               ; preds = %28, %3
  %31 = phi i64 [ -40, %3 ], [ 0, %28 ], !dbg !4827
  ret i64 %31, !dbg !4861
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_sizeof_DStream(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !4862 {
    #dbg_value(ptr %0, !4868, !DIExpression(), !4869)
    #dbg_value(ptr %0, !450, !DIExpression(), !4870)
  %2 = icmp eq ptr %0, null, !dbg !4872
  br i1 %2, label %14, label %3, !dbg !4873

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !4874
  %5 = load ptr, ptr %4, align 8, !dbg !4874, !tbaa !456
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18, !dbg !4875
  %7 = add i64 %6, 95976, !dbg !4876
  %8 = getelementptr inbounds i8, ptr %0, i64 30248, !dbg !4877
  %9 = load i64, ptr %8, align 8, !dbg !4877, !tbaa !472
  %10 = add i64 %7, %9, !dbg !4878
  %11 = getelementptr inbounds i8, ptr %0, i64 30280, !dbg !4879
  %12 = load i64, ptr %11, align 8, !dbg !4879, !tbaa !475
  %13 = add i64 %10, %12, !dbg !4880
  br label %14, !dbg !4881

14:                                               ; preds = %1, %3
  %15 = phi i64 [ %13, %3 ], [ 0, %1 ], !dbg !4870
  ret i64 %15, !dbg !4882
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_decodingBufferSize_min(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 !dbg !4883 {
    #dbg_value(i64 %0, !4887, !DIExpression(), !4889)
    #dbg_value(i64 %1, !4888, !DIExpression(), !4889)
    #dbg_value(i64 %0, !4890, !DIExpression(), !4901)
    #dbg_value(i64 %1, !4895, !DIExpression(), !4901)
    #dbg_value(i64 131072, !4896, !DIExpression(), !4901)
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 131072), !dbg !4903
    #dbg_value(i64 %3, !4897, !DIExpression(), !4901)
    #dbg_value(!DIArgList(i64 %3, i64 %0), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4901)
    #dbg_value(i64 poison, !4899, !DIExpression(), !4901)
    #dbg_value(i64 poison, !4900, !DIExpression(), !4901)
  %4 = shl nuw nsw i64 %3, 1, !dbg !4904
    #dbg_value(!DIArgList(i64 %4, i64 %0), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4901)
    #dbg_value(i64 poison, !4898, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !4901)
  %5 = add i64 %0, 64, !dbg !4905
  %6 = add i64 %5, %4, !dbg !4906
    #dbg_value(i64 %6, !4898, !DIExpression(), !4901)
  %7 = tail call i64 @llvm.umin.i64(i64 %6, i64 %1), !dbg !4907
    #dbg_value(i64 %7, !4900, !DIExpression(), !4901)
    #dbg_value(i64 %7, !4899, !DIExpression(), !4901)
  ret i64 %7, !dbg !4908
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_estimateDStreamSize(i64 noundef %0) local_unnamed_addr #2 !dbg !4909 {
    #dbg_value(i64 %0, !4913, !DIExpression(), !4917)
  %2 = tail call i64 @llvm.umin.i64(i64 %0, i64 131072), !dbg !4918
    #dbg_value(i64 %2, !4914, !DIExpression(), !4917)
    #dbg_value(i64 %2, !4915, !DIExpression(), !4917)
    #dbg_value(i64 %0, !4887, !DIExpression(), !4919)
    #dbg_value(i64 -1, !4888, !DIExpression(), !4919)
    #dbg_value(i64 %0, !4890, !DIExpression(), !4921)
    #dbg_value(i64 -1, !4895, !DIExpression(), !4921)
    #dbg_value(i64 131072, !4896, !DIExpression(), !4921)
    #dbg_value(i64 %2, !4897, !DIExpression(), !4921)
    #dbg_value(!DIArgList(i64 %2, i64 %0), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4921)
    #dbg_value(i64 poison, !4899, !DIExpression(), !4921)
    #dbg_value(i64 poison, !4900, !DIExpression(), !4921)
  %3 = shl nuw nsw i64 %2, 1, !dbg !4923
    #dbg_value(!DIArgList(i64 %3, i64 %0), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4921)
    #dbg_value(i64 poison, !4898, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !4921)
    #dbg_value(i64 poison, !4898, !DIExpression(), !4921)
    #dbg_value(i64 poison, !4900, !DIExpression(), !4921)
    #dbg_value(i64 poison, !4899, !DIExpression(), !4921)
    #dbg_value(i64 poison, !4916, !DIExpression(), !4917)
  %4 = add i64 %0, 96040, !dbg !4924
  %5 = add i64 %4, %2, !dbg !4925
  %6 = add i64 %5, %3, !dbg !4926
  ret i64 %6, !dbg !4927
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_estimateDStreamSize_fromFrame(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !4928 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8, !DIAssignID !4935
    #dbg_assign(i1 undef, !4933, !DIExpression(), !4935, ptr %3, !DIExpression(), !4936)
    #dbg_value(ptr %0, !4930, !DIExpression(), !4936)
    #dbg_value(i64 %1, !4931, !DIExpression(), !4936)
    #dbg_value(i32 -2147483648, !4932, !DIExpression(), !4936)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18, !dbg !4937
    #dbg_value(ptr %3, !1300, !DIExpression(), !4938)
    #dbg_value(ptr %0, !1301, !DIExpression(), !4938)
    #dbg_value(i64 %1, !1302, !DIExpression(), !4938)
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0), !dbg !4940
    #dbg_value(i64 %4, !4934, !DIExpression(), !4936)
    #dbg_value(i64 %4, !1446, !DIExpression(), !4941)
  %5 = icmp ult i64 %4, -119, !dbg !4944
  br i1 %5, label %6, label %18, !dbg !4945

6:                                                ; preds = %2
  %7 = icmp eq i64 %4, 0, !dbg !4946
  br i1 %7, label %8, label %18, !dbg !4949

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !4950
  %10 = load i64, ptr %9, align 8, !dbg !4950, !tbaa !1284
  %11 = icmp ugt i64 %10, 2147483648, !dbg !4950
  br i1 %11, label %18, label %12, !dbg !4953

12:                                               ; preds = %8
    #dbg_value(i64 %10, !4913, !DIExpression(), !4954)
  %13 = tail call i64 @llvm.umin.i64(i64 %10, i64 131072), !dbg !4956
    #dbg_value(i64 %13, !4914, !DIExpression(), !4954)
    #dbg_value(i64 %13, !4915, !DIExpression(), !4954)
    #dbg_value(i64 %10, !4887, !DIExpression(), !4957)
    #dbg_value(i64 -1, !4888, !DIExpression(), !4957)
    #dbg_value(i64 %10, !4890, !DIExpression(), !4959)
    #dbg_value(i64 -1, !4895, !DIExpression(), !4959)
    #dbg_value(i64 131072, !4896, !DIExpression(), !4959)
    #dbg_value(i64 %13, !4897, !DIExpression(), !4959)
    #dbg_value(!DIArgList(i64 %13, i64 %10), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4959)
    #dbg_value(i64 poison, !4899, !DIExpression(), !4959)
    #dbg_value(i64 poison, !4900, !DIExpression(), !4959)
  %14 = shl nuw nsw i64 %13, 1, !dbg !4961
    #dbg_value(!DIArgList(i64 %14, i64 %10), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !4959)
    #dbg_value(i64 poison, !4898, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !4959)
    #dbg_value(i64 poison, !4898, !DIExpression(), !4959)
    #dbg_value(i64 poison, !4900, !DIExpression(), !4959)
    #dbg_value(i64 poison, !4899, !DIExpression(), !4959)
    #dbg_value(i64 poison, !4916, !DIExpression(), !4954)
  %15 = add nuw nsw i64 %10, 96040, !dbg !4962
  %16 = add nuw nsw i64 %15, %13, !dbg !4963
  %17 = add nuw nsw i64 %16, %14, !dbg !4964
  br label %18, !dbg !4965

18:                                               ; preds = %8, %6, %2, %12
  %19 = phi i64 [ %17, %12 ], [ %4, %2 ], [ -72, %6 ], [ -16, %8 ], !dbg !4936
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18, !dbg !4966
  ret i64 %19, !dbg !4966
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressStream(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !4967 {
  %4 = alloca %struct.ZSTD_frameSizeInfo, align 8, !DIAssignID !5046
    #dbg_value(ptr %0, !4979, !DIExpression(), !5047)
    #dbg_value(ptr %1, !4980, !DIExpression(), !5047)
    #dbg_value(ptr %2, !4981, !DIExpression(), !5047)
  %5 = load ptr, ptr %2, align 8, !dbg !5048, !tbaa !5049
    #dbg_value(ptr %5, !4982, !DIExpression(), !5047)
  %6 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !5051
  %7 = load i64, ptr %6, align 8, !dbg !5051, !tbaa !5052
  %8 = getelementptr inbounds i8, ptr %5, i64 %7, !dbg !5053
    #dbg_value(ptr %8, !4983, !DIExpression(), !5047)
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !5054
  %10 = load i64, ptr %9, align 8, !dbg !5054, !tbaa !5055
  %11 = getelementptr inbounds i8, ptr %5, i64 %10, !dbg !5056
    #dbg_value(ptr %11, !4984, !DIExpression(), !5047)
    #dbg_value(ptr %8, !4985, !DIExpression(), !5047)
  %12 = load ptr, ptr %1, align 8, !dbg !5057, !tbaa !5058
    #dbg_value(ptr %12, !4986, !DIExpression(), !5047)
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !5059
  %14 = load i64, ptr %13, align 8, !dbg !5059, !tbaa !5060
  %15 = getelementptr inbounds i8, ptr %12, i64 %14, !dbg !5061
    #dbg_value(ptr %15, !4988, !DIExpression(), !5047)
  %16 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !5062
  %17 = load i64, ptr %16, align 8, !dbg !5062, !tbaa !5063
  %18 = getelementptr inbounds i8, ptr %12, i64 %17, !dbg !5064
    #dbg_value(ptr %18, !4989, !DIExpression(), !5047)
    #dbg_value(ptr %15, !4990, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
  %19 = icmp ugt i64 %7, %10, !dbg !5065
  br i1 %19, label %529, label %20, !dbg !5068

20:                                               ; preds = %3
  %21 = icmp ugt i64 %14, %17, !dbg !5069
  br i1 %21, label %529, label %22, !dbg !5072

22:                                               ; preds = %20
    #dbg_value(ptr %0, !5073, !DIExpression(), !5082)
    #dbg_value(ptr %1, !5080, !DIExpression(), !5082)
  %23 = getelementptr inbounds i8, ptr %0, i64 30328, !dbg !5084
  %24 = load ptr, ptr %23, align 8, !dbg !5084, !tbaa !668
  %25 = getelementptr inbounds i8, ptr %0, i64 30336, !dbg !5084
  %26 = load i64, ptr %25, align 8, !dbg !5084, !tbaa !994
  %27 = getelementptr inbounds i8, ptr %0, i64 30344, !dbg !5084
  %28 = load i64, ptr %27, align 8, !dbg !5084, !tbaa !994
    #dbg_value(ptr %24, !5081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5082)
    #dbg_value(i64 %26, !5081, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5082)
    #dbg_value(i64 %28, !5081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5082)
  %29 = getelementptr inbounds i8, ptr %0, i64 30320, !dbg !5085
  %30 = load i32, ptr %29, align 8, !dbg !5085, !tbaa !607
  %31 = icmp eq i32 %30, 1, !dbg !5087
  br i1 %31, label %32, label %42, !dbg !5088

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %0, i64 30236, !dbg !5089
  %34 = load i32, ptr %33, align 4, !dbg !5089, !tbaa !4002
  %35 = icmp eq i32 %34, 0, !dbg !5091
  br i1 %35, label %42, label %36, !dbg !5092

36:                                               ; preds = %32
  %37 = icmp eq ptr %24, %12, !dbg !5093
  %38 = icmp eq i64 %28, %14
  %39 = select i1 %37, i1 %38, i1 false, !dbg !5095
  %40 = icmp eq i64 %26, %17
  %41 = select i1 %39, i1 %40, i1 false, !dbg !5095
  br i1 %41, label %42, label %529, !dbg !5095

42:                                               ; preds = %36, %22, %32
    #dbg_value(i64 0, !4992, !DIExpression(), !5096)
    #dbg_value(i64 0, !1446, !DIExpression(), !5097)
  %43 = getelementptr inbounds i8, ptr %0, i64 30236
    #dbg_value(ptr %15, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %8, !4985, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
  %44 = getelementptr inbounds i8, ptr %0, i64 30296
  %45 = getelementptr inbounds i8, ptr %0, i64 30288
  %46 = ptrtoint ptr %18 to i64
  %47 = getelementptr inbounds i8, ptr %0, i64 30272
  %48 = getelementptr inbounds i8, ptr %0, i64 30280
  %49 = getelementptr inbounds i8, ptr %0, i64 29928
  %50 = getelementptr inbounds i8, ptr %0, i64 29944
  %51 = getelementptr inbounds i8, ptr %0, i64 30256
  %52 = getelementptr inbounds i8, ptr %0, i64 30304
  %53 = getelementptr inbounds i8, ptr %0, i64 30312
  %54 = getelementptr inbounds i8, ptr %0, i64 95940
  %55 = getelementptr inbounds i8, ptr %0, i64 30104
  %56 = getelementptr inbounds i8, ptr %0, i64 30224
  %57 = getelementptr inbounds i8, ptr %0, i64 30216
  %58 = ptrtoint ptr %11 to i64
  %59 = getelementptr inbounds i8, ptr %0, i64 29948
  %60 = sub nsw i64 %10, %7
  %61 = getelementptr inbounds i8, ptr %4, i64 8
  %62 = getelementptr inbounds i8, ptr %0, i64 29920
  %63 = getelementptr inbounds i8, ptr %0, i64 30208
  %64 = getelementptr inbounds i8, ptr %0, i64 30192
  %65 = getelementptr inbounds i8, ptr %0, i64 30184
  %66 = getelementptr inbounds i8, ptr %0, i64 29956
  %67 = getelementptr inbounds i8, ptr %0, i64 30200
  %68 = getelementptr inbounds i8, ptr %0, i64 29960
  %69 = getelementptr inbounds i8, ptr %0, i64 30108
  %70 = getelementptr inbounds i8, ptr %0, i64 30112
  %71 = getelementptr inbounds i8, ptr %0, i64 30008
  %72 = getelementptr inbounds i8, ptr %0, i64 30016
  %73 = getelementptr inbounds i8, ptr %0, i64 30024
  %74 = getelementptr inbounds i8, ptr %0, i64 30040
  %75 = getelementptr inbounds i8, ptr %0, i64 29976
  %76 = getelementptr inbounds i8, ptr %0, i64 29996
  %77 = getelementptr inbounds i8, ptr %0, i64 95944
  %78 = getelementptr inbounds i8, ptr %0, i64 29936
  %79 = getelementptr inbounds i8, ptr %0, i64 30264
  %80 = getelementptr inbounds i8, ptr %0, i64 30232
  %81 = getelementptr inbounds i8, ptr %0, i64 30248
  %82 = getelementptr inbounds i8, ptr %0, i64 95960
  %83 = getelementptr inbounds i8, ptr %0, i64 30168
  %84 = getelementptr inbounds i8, ptr %0, i64 30240
  %85 = getelementptr inbounds i8, ptr %0, i64 30128
  %86 = getelementptr inbounds i8, ptr %0, i64 30136
  %87 = getelementptr inbounds i8, ptr %0, i64 30144
  %88 = getelementptr inbounds i8, ptr %0, i64 29992
  br label %89, !dbg !5100

89:                                               ; preds = %144, %42
  %90 = phi ptr [ %8, %42 ], [ %145, %144 ]
  %91 = phi ptr [ %15, %42 ], [ %146, %144 ]
  br label %92, !dbg !5100

92:                                               ; preds = %467, %89
  %93 = phi ptr [ %91, %89 ], [ %460, %467 ]
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
    #dbg_value(ptr %93, !4990, !DIExpression(), !5047)
  %94 = load i32, ptr %43, align 4, !dbg !5101, !tbaa !4002
  switch i32 %94, label %529 [
    i32 0, label %100
    i32 1, label %98
    i32 2, label %313
    i32 3, label %95
    i32 4, label %444
  ], !dbg !5102

95:                                               ; preds = %92
  %96 = load i64, ptr %62, align 8, !dbg !5103, !tbaa !2445
  %97 = load i32, ptr %76, align 4, !dbg !5105, !tbaa !2455
  br label %374, !dbg !5102

98:                                               ; preds = %92
  %99 = load i64, ptr %52, align 8, !dbg !5112, !tbaa !5113
  br label %101, !dbg !5102

100:                                              ; preds = %92
  store i32 1, ptr %43, align 4, !dbg !5114, !tbaa !4002
  store i64 0, ptr %51, align 8, !dbg !5115, !tbaa !5116
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %45, i8 0, i64 28, i1 false), !dbg !5117
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !5118, !tbaa.struct !5119
  br label %101, !dbg !5120

101:                                              ; preds = %98, %100
  %102 = phi i64 [ %99, %98 ], [ 0, %100 ], !dbg !5112
  %103 = load i32, ptr %55, align 8, !dbg !5121, !tbaa !601
  %104 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %102, i32 noundef %103), !dbg !5122
    #dbg_value(i64 %104, !4994, !DIExpression(), !5123)
  %105 = load i32, ptr %56, align 8, !dbg !5124, !tbaa !613
  %106 = icmp eq i32 %105, 0, !dbg !5126
  br i1 %106, label %111, label %107, !dbg !5127

107:                                              ; preds = %101
  %108 = load ptr, ptr %57, align 8, !dbg !5128, !tbaa !593
  %109 = icmp eq ptr %108, null, !dbg !5129
  br i1 %109, label %111, label %110, !dbg !5130

110:                                              ; preds = %107
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0), !dbg !5131
  br label %111, !dbg !5133

111:                                              ; preds = %110, %107, %101
    #dbg_value(i64 %104, !1446, !DIExpression(), !5134)
  %112 = icmp ult i64 %104, -119, !dbg !5137
  br i1 %112, label %113, label %529, !dbg !5138

113:                                              ; preds = %111
  %114 = icmp eq i64 %104, 0, !dbg !5139
  br i1 %114, label %147, label %115, !dbg !5140

115:                                              ; preds = %113
  %116 = load i64, ptr %52, align 8, !dbg !5141, !tbaa !5113
  %117 = sub i64 %104, %116, !dbg !5142
    #dbg_value(i64 %117, !4998, !DIExpression(), !5143)
  %118 = ptrtoint ptr %90 to i64, !dbg !5144
  %119 = sub i64 %58, %118, !dbg !5144
    #dbg_value(i64 %119, !5001, !DIExpression(), !5143)
  %120 = icmp ugt i64 %117, %119, !dbg !5145
  br i1 %120, label %121, label %141, !dbg !5146

121:                                              ; preds = %115
  %122 = icmp eq ptr %11, %90, !dbg !5147
  br i1 %122, label %127, label %123, !dbg !5149

123:                                              ; preds = %121
  %124 = getelementptr inbounds i8, ptr %54, i64 %116, !dbg !5150
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %124, ptr align 1 %90, i64 %119, i1 false), !dbg !5150
  %125 = load i64, ptr %52, align 8, !dbg !5152, !tbaa !5113
  %126 = add i64 %125, %119, !dbg !5152
  store i64 %126, ptr %52, align 8, !dbg !5152, !tbaa !5113
  br label %127, !dbg !5153

127:                                              ; preds = %123, %121
  %128 = phi i64 [ %126, %123 ], [ %116, %121 ], !dbg !5154
  %129 = load i64, ptr %9, align 8, !dbg !5155, !tbaa !5055
  store i64 %129, ptr %6, align 8, !dbg !5156, !tbaa !5052
  %130 = load i32, ptr %55, align 8, !dbg !5154, !tbaa !601
  %131 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %128, i32 noundef %130), !dbg !5154
    #dbg_value(i64 %131, !5002, !DIExpression(), !5157)
    #dbg_value(i64 %131, !1446, !DIExpression(), !5158)
  %132 = icmp ult i64 %131, -119, !dbg !5161
  br i1 %132, label %133, label %529

133:                                              ; preds = %127
  %134 = load i32, ptr %55, align 8, !dbg !5162, !tbaa !601
  %135 = icmp eq i32 %134, 0, !dbg !5162
  %136 = select i1 %135, i64 6, i64 2, !dbg !5162
  %137 = tail call i64 @llvm.umax.i64(i64 %136, i64 %104), !dbg !5162
  %138 = load i64, ptr %52, align 8, !dbg !5163, !tbaa !5113
  %139 = sub i64 %137, %138, !dbg !5164
  %140 = add i64 %139, 3, !dbg !5164
  br label %529, !dbg !5165

141:                                              ; preds = %115
  %142 = getelementptr inbounds i8, ptr %54, i64 %116, !dbg !5166
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %142, ptr align 1 %90, i64 %117, i1 false), !dbg !5166
  store i64 %104, ptr %52, align 8, !dbg !5167, !tbaa !5113
  %143 = getelementptr inbounds i8, ptr %90, i64 %117, !dbg !5168
    #dbg_value(ptr %143, !4985, !DIExpression(), !5047)
  br label %144

144:                                              ; preds = %141, %367, %441
  %145 = phi ptr [ %405, %441 ], [ %370, %367 ], [ %143, %141 ]
  %146 = phi ptr [ %442, %441 ], [ %368, %367 ], [ %93, %141 ]
  br label %89, !dbg !5100, !llvm.loop !5169

147:                                              ; preds = %113
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
  %148 = load i64, ptr %49, align 8, !dbg !5171, !tbaa !2149
  %149 = icmp eq i64 %148, -1, !dbg !5172
  br i1 %149, label %170, label %150, !dbg !5173

150:                                              ; preds = %147
  %151 = load i32, ptr %59, align 4, !dbg !5174, !tbaa !5175
  %152 = icmp eq i32 %151, 1, !dbg !5176
  br i1 %152, label %170, label %153, !dbg !5177

153:                                              ; preds = %150
  %154 = ptrtoint ptr %93 to i64, !dbg !5178
  %155 = sub i64 %46, %154, !dbg !5178
  %156 = icmp ult i64 %155, %148, !dbg !5179
  br i1 %156, label %170, label %157, !dbg !5180

157:                                              ; preds = %153
  %158 = load i32, ptr %55, align 8, !dbg !5181, !tbaa !601
    #dbg_assign(i1 undef, !1482, !DIExpression(), !5046, ptr %4, !DIExpression(), !5182)
    #dbg_value(ptr %8, !1485, !DIExpression(), !5182)
    #dbg_value(i64 %60, !1486, !DIExpression(), !5182)
    #dbg_value(i32 %158, !1487, !DIExpression(), !5182)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18, !dbg !5184
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %4, ptr noundef %8, i64 noundef %60, i32 noundef %158), !dbg !5185
  %159 = load i64, ptr %61, align 8, !dbg !5186, !tbaa !1500
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18, !dbg !5187
    #dbg_value(i64 %159, !5006, !DIExpression(), !5188)
  %160 = icmp ugt i64 %159, %60, !dbg !5189
  br i1 %160, label %170, label %161, !dbg !5190

161:                                              ; preds = %157
  %162 = tail call fastcc ptr @ZSTD_getDDict(ptr noundef nonnull %0), !dbg !5191
    #dbg_value(ptr %0, !2314, !DIExpression(), !5192)
    #dbg_value(ptr %93, !2319, !DIExpression(), !5192)
    #dbg_value(i64 %155, !2320, !DIExpression(), !5192)
    #dbg_value(ptr %8, !2321, !DIExpression(), !5192)
    #dbg_value(i64 %159, !2322, !DIExpression(), !5192)
    #dbg_value(ptr %162, !2323, !DIExpression(), !5192)
  %163 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %155, ptr noundef %8, i64 noundef %159, ptr noundef null, i64 noundef 0, ptr noundef %162), !dbg !5194
    #dbg_value(i64 %163, !5009, !DIExpression(), !5195)
    #dbg_value(i64 %163, !1446, !DIExpression(), !5196)
  %164 = icmp ult i64 %163, -119, !dbg !5199
  br i1 %164, label %165, label %529, !dbg !5200

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %8, i64 %159, !dbg !5201
    #dbg_value(ptr %166, !4985, !DIExpression(), !5047)
  %167 = icmp eq ptr %93, null, !dbg !5202
  %168 = getelementptr inbounds i8, ptr %93, i64 %163, !dbg !5202
  %169 = select i1 %167, ptr null, ptr %168, !dbg !5202
    #dbg_value(ptr %169, !4990, !DIExpression(), !5047)
  store i64 0, ptr %62, align 8, !dbg !5203, !tbaa !2445
    #dbg_value(i32 0, !4991, !DIExpression(), !5047)
  br label %474

170:                                              ; preds = %157, %153, %150, %147
    #dbg_value(ptr %93, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
  %171 = load i32, ptr %29, align 8, !dbg !5204, !tbaa !607
  %172 = icmp eq i32 %171, 1, !dbg !5206
  br i1 %172, label %173, label %183, !dbg !5207

173:                                              ; preds = %170
  %174 = load i32, ptr %59, align 4, !dbg !5208, !tbaa !5175
  %175 = icmp eq i32 %174, 1, !dbg !5209
  br i1 %175, label %183, label %176, !dbg !5210

176:                                              ; preds = %173
  %177 = load i64, ptr %49, align 8, !dbg !5211, !tbaa !2149
  %178 = icmp ne i64 %177, -1, !dbg !5212
  %179 = ptrtoint ptr %93 to i64
  %180 = sub i64 %46, %179
  %181 = icmp ult i64 %180, %177
  %182 = select i1 %178, i1 %181, i1 false, !dbg !5213
  br i1 %182, label %529, label %183, !dbg !5213

183:                                              ; preds = %176, %173, %170
    #dbg_value(ptr %0, !2291, !DIExpression(), !5214)
  %184 = load i32, ptr %63, align 8, !dbg !5216, !tbaa !516
  switch i32 %184, label %185 [
    i32 1, label %190
    i32 -1, label %188
  ], !dbg !5217

185:                                              ; preds = %183
    #dbg_value(ptr %0, !823, !DIExpression(), !5218)
  %186 = load ptr, ptr %65, align 8, !dbg !5220, !tbaa !456
  %187 = tail call i64 @ZSTD_freeDDict(ptr noundef %186) #18, !dbg !5221
  store i32 0, ptr %63, align 8, !dbg !5222, !tbaa !516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, i8 0, i64 16, i1 false), !dbg !5223
  br label %192, !dbg !5224

188:                                              ; preds = %183
  %189 = load ptr, ptr %64, align 8, !dbg !5225, !tbaa !2230
  br label %192, !dbg !5226

190:                                              ; preds = %183
  store i32 0, ptr %63, align 8, !dbg !5227, !tbaa !516
  %191 = load ptr, ptr %64, align 8, !dbg !5228, !tbaa !2230
  br label %192, !dbg !5229

192:                                              ; preds = %190, %188, %185
  %193 = phi ptr [ null, %185 ], [ %189, %188 ], [ %191, %190 ], !dbg !5230
  %194 = tail call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef %193), !dbg !5231
    #dbg_value(i64 0, !5012, !DIExpression(), !5232)
    #dbg_value(i64 0, !1446, !DIExpression(), !5233)
  %195 = load i32, ptr %55, align 8, !dbg !5236, !tbaa !601
  %196 = icmp eq i32 %195, 0, !dbg !5237
  br i1 %196, label %197, label %204, !dbg !5238

197:                                              ; preds = %192
    #dbg_value(ptr %54, !917, !DIExpression(), !5239)
    #dbg_value(ptr %54, !924, !DIExpression(), !5241)
  %198 = load i32, ptr %54, align 1, !dbg !5243, !tbaa !931
  %199 = and i32 %198, -16, !dbg !5244
  %200 = icmp eq i32 %199, 407710288, !dbg !5245
  br i1 %200, label %201, label %204, !dbg !5246

201:                                              ; preds = %197
    #dbg_value(ptr %77, !917, !DIExpression(), !5247)
    #dbg_value(ptr %77, !924, !DIExpression(), !5250)
  %202 = load i32, ptr %77, align 1, !dbg !5252, !tbaa !931
  %203 = zext i32 %202 to i64, !dbg !5253
  br label %235, !dbg !5254

204:                                              ; preds = %192, %197
  %205 = load i64, ptr %52, align 8, !dbg !5255, !tbaa !5113
    #dbg_value(ptr %0, !1979, !DIExpression(), !5256)
    #dbg_value(ptr %54, !1982, !DIExpression(), !5256)
    #dbg_value(i64 %205, !1983, !DIExpression(), !5256)
  %206 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %205, i32 noundef %195), !dbg !5258
    #dbg_value(i64 %206, !1984, !DIExpression(), !5256)
    #dbg_value(i64 %206, !1446, !DIExpression(), !5259)
  %207 = icmp ult i64 %206, -119, !dbg !5261
  br i1 %207, label %208, label %529, !dbg !5262

208:                                              ; preds = %204
  %209 = icmp eq i64 %206, 0, !dbg !5263
  br i1 %209, label %210, label %529, !dbg !5264

210:                                              ; preds = %208
  %211 = load i32, ptr %56, align 8, !dbg !5265, !tbaa !613
  %212 = icmp eq i32 %211, 1, !dbg !5266
  br i1 %212, label %213, label %217, !dbg !5267

213:                                              ; preds = %210
  %214 = load ptr, ptr %57, align 8, !dbg !5268, !tbaa !593
  %215 = icmp eq ptr %214, null, !dbg !5269
  br i1 %215, label %217, label %216, !dbg !5270

216:                                              ; preds = %213
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0), !dbg !5271
  br label %217, !dbg !5272

217:                                              ; preds = %216, %213, %210
  %218 = load i32, ptr %66, align 4, !dbg !5273, !tbaa !2010
  %219 = icmp eq i32 %218, 0, !dbg !5273
  br i1 %219, label %223, label %220, !dbg !5273

220:                                              ; preds = %217
  %221 = load i32, ptr %67, align 8, !dbg !5273, !tbaa !2011
  %222 = icmp eq i32 %221, %218, !dbg !5273
  br i1 %222, label %223, label %529, !dbg !5274

223:                                              ; preds = %220, %217
  %224 = load i32, ptr %68, align 8, !dbg !5275, !tbaa !2014
  %225 = icmp eq i32 %224, 0, !dbg !5276
  br i1 %225, label %231, label %226, !dbg !5277

226:                                              ; preds = %223
  %227 = load i32, ptr %69, align 4, !dbg !5278, !tbaa !610
  %228 = icmp eq i32 %227, 0, !dbg !5279
  %229 = zext i1 %228 to i32, !dbg !5280
  store i32 %229, ptr %70, align 8, !dbg !5281, !tbaa !2021
  br i1 %228, label %230, label %232, !dbg !5282

230:                                              ; preds = %226
    #dbg_value(ptr %71, !2023, !DIExpression(), !5283)
    #dbg_value(i64 0, !2030, !DIExpression(), !5283)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %71, i8 0, i64 88, i1 false), !dbg !5285
  store i64 6983438078262162902, ptr %72, align 8, !dbg !5286, !tbaa !994
  store i64 -4417276706812531889, ptr %73, align 8, !dbg !5287, !tbaa !994
  store i64 7046029288634856825, ptr %74, align 8, !dbg !5288, !tbaa !994
  br label %232, !dbg !5289

231:                                              ; preds = %223
  store i32 0, ptr %70, align 8, !dbg !5281, !tbaa !2021
  br label %232, !dbg !5282

232:                                              ; preds = %231, %230, %226
  %233 = load i64, ptr %75, align 8, !dbg !5290, !tbaa !2040
  %234 = add i64 %233, %205, !dbg !5290
  store i64 %234, ptr %75, align 8, !dbg !5290, !tbaa !2040
    #dbg_value(i64 0, !5014, !DIExpression(), !5291)
    #dbg_value(i64 0, !1446, !DIExpression(), !5292)
  br label %235

235:                                              ; preds = %201, %232
  %236 = phi i64 [ 3, %232 ], [ %203, %201 ], !dbg !5295
  %237 = phi i32 [ 2, %232 ], [ 7, %201 ], !dbg !5295
  store i64 %236, ptr %62, align 8, !dbg !5295, !tbaa !2445
  store i32 %237, ptr %76, align 4, !dbg !5295, !tbaa !2455
  %238 = load i64, ptr %78, align 8, !dbg !5296, !tbaa !5297
  %239 = tail call i64 @llvm.umax.i64(i64 %238, i64 1024), !dbg !5296
  store i64 %239, ptr %78, align 8, !dbg !5298, !tbaa !5297
  %240 = load i64, ptr %79, align 8, !dbg !5299, !tbaa !604
  %241 = icmp ugt i64 %239, %240, !dbg !5299
  br i1 %241, label %529, label %242, !dbg !5302

242:                                              ; preds = %235
  %243 = load i32, ptr %80, align 8, !dbg !5303, !tbaa !619
  %244 = icmp eq i32 %243, 0, !dbg !5305
  %245 = load i32, ptr %50, align 8, !dbg !5306, !tbaa !2052
  br i1 %244, label %248, label %246, !dbg !5307

246:                                              ; preds = %242
  %247 = tail call i32 @llvm.umin.i32(i32 %245, i32 %243), !dbg !5308
  store i32 %247, ptr %50, align 8, !dbg !5309, !tbaa !2052
  br label %248, !dbg !5310

248:                                              ; preds = %246, %242
  %249 = phi i32 [ %247, %246 ], [ %245, %242 ], !dbg !5306
  %250 = tail call i32 @llvm.umax.i32(i32 %249, i32 4), !dbg !5306
  %251 = zext i32 %250 to i64, !dbg !5306
    #dbg_value(i64 %251, !5018, !DIExpression(), !5311)
  %252 = load i32, ptr %29, align 8, !dbg !5312, !tbaa !607
  %253 = icmp eq i32 %252, 0, !dbg !5313
  br i1 %253, label %254, label %263, !dbg !5314

254:                                              ; preds = %248
  %255 = load i64, ptr %49, align 8, !dbg !5315, !tbaa !2149
  %256 = zext i32 %249 to i64, !dbg !5316
    #dbg_value(i64 %239, !4890, !DIExpression(), !5317)
    #dbg_value(i64 %255, !4895, !DIExpression(), !5317)
    #dbg_value(i64 %256, !4896, !DIExpression(), !5317)
  %257 = tail call i64 @llvm.umin.i64(i64 %239, i64 %256), !dbg !5319
  %258 = tail call i64 @llvm.umin.i64(i64 %257, i64 131072), !dbg !5319
    #dbg_value(i64 %258, !4897, !DIExpression(), !5317)
    #dbg_value(!DIArgList(i64 %258, i64 %239), !4898, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 64, DW_OP_stack_value), !5317)
    #dbg_value(i64 poison, !4899, !DIExpression(), !5317)
    #dbg_value(i64 poison, !4900, !DIExpression(), !5317)
  %259 = shl nuw nsw i64 %258, 1, !dbg !5320
    #dbg_value(i64 poison, !4898, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !5317)
  %260 = add i64 %239, 64, !dbg !5321
  %261 = add i64 %260, %259, !dbg !5322
    #dbg_value(i64 %261, !4898, !DIExpression(), !5317)
  %262 = tail call i64 @llvm.umin.i64(i64 %261, i64 %255), !dbg !5323
    #dbg_value(i64 %262, !4900, !DIExpression(), !5317)
    #dbg_value(i64 %262, !4899, !DIExpression(), !5317)
  br label %263, !dbg !5314

263:                                              ; preds = %248, %254
  %264 = phi i64 [ %262, %254 ], [ 0, %248 ], !dbg !5314
    #dbg_value(i64 %264, !5020, !DIExpression(), !5311)
    #dbg_value(ptr %0, !5324, !DIExpression(), !5331)
    #dbg_value(i64 %251, !5329, !DIExpression(), !5331)
    #dbg_value(i64 %264, !5330, !DIExpression(), !5331)
    #dbg_value(ptr %0, !5333, !DIExpression(), !5340)
    #dbg_value(i64 %251, !5338, !DIExpression(), !5340)
    #dbg_value(i64 %264, !5339, !DIExpression(), !5340)
  %265 = load i64, ptr %81, align 8, !dbg !5343, !tbaa !472
  %266 = load i64, ptr %48, align 8, !dbg !5344, !tbaa !475
  %267 = add i64 %266, %265, !dbg !5345
  %268 = add i64 %264, %251, !dbg !5346
  %269 = mul i64 %268, 3, !dbg !5347
  %270 = icmp ult i64 %267, %269, !dbg !5348
  br i1 %270, label %274, label %271, !dbg !5349

271:                                              ; preds = %263
  %272 = load i64, ptr %82, align 8, !dbg !5350, !tbaa !525
  %273 = add i64 %272, 1, !dbg !5350
  br label %274, !dbg !5351

274:                                              ; preds = %263, %271
  %275 = phi i64 [ %273, %271 ], [ 0, %263 ]
  store i64 %275, ptr %82, align 8, !dbg !5352, !tbaa !525
  %276 = icmp ult i64 %265, %251, !dbg !5353
  br i1 %276, label %281, label %277, !dbg !5354

277:                                              ; preds = %274
  %278 = icmp ult i64 %266, %264, !dbg !5355
    #dbg_value(i1 %278, !5021, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5356)
    #dbg_value(ptr %0, !5357, !DIExpression(), !5362)
  %279 = icmp ugt i64 %275, 127, !dbg !5364
    #dbg_value(i1 %279, !5024, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5356)
  %280 = select i1 %278, i1 true, i1 %279, !dbg !5365
  br i1 %280, label %281, label %312, !dbg !5365

281:                                              ; preds = %274, %277
    #dbg_value(i64 %268, !5025, !DIExpression(), !5366)
  %282 = load i64, ptr %83, align 8, !dbg !5367, !tbaa !621
  %283 = icmp eq i64 %282, 0, !dbg !5369
  br i1 %283, label %289, label %284, !dbg !5370

284:                                              ; preds = %281
  %285 = add i64 %282, -95976, !dbg !5371
  %286 = icmp ugt i64 %268, %285, !dbg !5371
  br i1 %286, label %529, label %287, !dbg !5375

287:                                              ; preds = %284
  %288 = load ptr, ptr %84, align 8, !dbg !5376, !tbaa !625
  br label %309, !dbg !5375

289:                                              ; preds = %281
  %290 = load ptr, ptr %84, align 8, !dbg !5377, !tbaa !625
    #dbg_value(ptr poison, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5379)
  %291 = load ptr, ptr %86, align 1, !dbg !5381
    #dbg_value(ptr %291, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5379)
  %292 = load ptr, ptr %87, align 1, !dbg !5381
    #dbg_value(ptr %292, !834, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5379)
    #dbg_value(ptr %290, !839, !DIExpression(), !5379)
  %293 = icmp eq ptr %290, null, !dbg !5381
  br i1 %293, label %298, label %294, !dbg !5382

294:                                              ; preds = %289
  %295 = icmp eq ptr %291, null, !dbg !5383
  br i1 %295, label %297, label %296, !dbg !5384

296:                                              ; preds = %294
  tail call void %291(ptr noundef %292, ptr noundef nonnull %290) #18, !dbg !5385
  br label %298, !dbg !5385

297:                                              ; preds = %294
  tail call void @free(ptr noundef nonnull %290) #18, !dbg !5386
  br label %298

298:                                              ; preds = %289, %296, %297
  store i64 0, ptr %81, align 8, !dbg !5387, !tbaa !472
  store i64 0, ptr %48, align 8, !dbg !5388, !tbaa !475
  %299 = load ptr, ptr %85, align 1, !dbg !5389
    #dbg_value(ptr %299, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5391)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5391)
    #dbg_value(ptr poison, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5391)
    #dbg_value(i64 %268, !653, !DIExpression(), !5391)
  %300 = icmp eq ptr %299, null, !dbg !5392
  br i1 %300, label %304, label %301, !dbg !5393

301:                                              ; preds = %298
  %302 = load ptr, ptr %87, align 1, !dbg !5389
    #dbg_value(ptr %302, !647, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5391)
  %303 = tail call ptr %299(ptr noundef %302, i64 noundef %268) #18, !dbg !5394
  br label %306, !dbg !5395

304:                                              ; preds = %298
  %305 = tail call noalias ptr @malloc(i64 noundef %268) #20, !dbg !5396
  br label %306, !dbg !5397

306:                                              ; preds = %301, %304
  %307 = phi ptr [ %303, %301 ], [ %305, %304 ], !dbg !5391
  store ptr %307, ptr %84, align 8, !dbg !5398, !tbaa !625
  %308 = icmp eq ptr %307, null, !dbg !5399
  br i1 %308, label %529, label %309, !dbg !5402

309:                                              ; preds = %287, %306
  %310 = phi ptr [ %288, %287 ], [ %307, %306 ], !dbg !5376
  store i64 %251, ptr %81, align 8, !dbg !5403, !tbaa !472
  %311 = getelementptr inbounds i8, ptr %310, i64 %251, !dbg !5404
  store ptr %311, ptr %47, align 8, !dbg !5405, !tbaa !5406
  store i64 %264, ptr %48, align 8, !dbg !5407, !tbaa !475
  br label %312, !dbg !5408

312:                                              ; preds = %277, %309
  store i32 2, ptr %43, align 4, !dbg !5409, !tbaa !4002
  br label %313, !dbg !5410

313:                                              ; preds = %92, %312
    #dbg_value(ptr %93, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
  %314 = ptrtoint ptr %90 to i64, !dbg !5411
  %315 = sub i64 %58, %314, !dbg !5411
    #dbg_value(ptr %0, !2489, !DIExpression(), !5412)
    #dbg_value(i64 %315, !2494, !DIExpression(), !5412)
  %316 = load i32, ptr %76, align 4, !dbg !5414, !tbaa !2455
  %317 = add i32 %316, -3, !dbg !5415
  %318 = icmp ult i32 %317, 2, !dbg !5415
  br i1 %318, label %321, label %319, !dbg !5415

319:                                              ; preds = %313
  %320 = load i64, ptr %62, align 8, !dbg !5416, !tbaa !2445
  br label %328, !dbg !5417

321:                                              ; preds = %313
  %322 = load i32, ptr %88, align 8, !dbg !5418, !tbaa !2506
  %323 = icmp eq i32 %322, 0, !dbg !5419
  %324 = load i64, ptr %62, align 8, !dbg !5412, !tbaa !2445
  br i1 %323, label %325, label %328, !dbg !5420

325:                                              ; preds = %321
  %326 = tail call i64 @llvm.umin.i64(i64 %324, i64 %315), !dbg !5421
  %327 = tail call i64 @llvm.umax.i64(i64 %326, i64 1), !dbg !5421
    #dbg_value(i64 %327, !5028, !DIExpression(), !5422)
  br label %331, !dbg !5423

328:                                              ; preds = %319, %321
  %329 = phi i64 [ %320, %319 ], [ %324, %321 ], !dbg !5412
    #dbg_value(i64 %329, !5028, !DIExpression(), !5422)
  %330 = icmp eq i64 %329, 0, !dbg !5424
  br i1 %330, label %474, label %331, !dbg !5423

331:                                              ; preds = %325, %328
  %332 = phi i64 [ %324, %325 ], [ %329, %328 ]
  %333 = phi i64 [ %327, %325 ], [ %329, %328 ]
  %334 = icmp ult i64 %315, %333, !dbg !5426
  br i1 %334, label %371, label %335, !dbg !5427

335:                                              ; preds = %331
    #dbg_value(ptr %0, !5428, !DIExpression(), !5450)
    #dbg_value(ptr undef, !5434, !DIExpression(), !5450)
    #dbg_value(ptr %18, !5435, !DIExpression(), !5450)
    #dbg_value(ptr %90, !5436, !DIExpression(), !5450)
    #dbg_value(i64 %333, !5437, !DIExpression(), !5450)
    #dbg_value(ptr %0, !5110, !DIExpression(), !5452)
  %336 = icmp eq i32 %316, 7, !dbg !5454
    #dbg_value(i1 %336, !5438, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5450)
  %337 = load i32, ptr %29, align 8, !dbg !5455, !tbaa !607
  %338 = icmp eq i32 %337, 0, !dbg !5456
  br i1 %338, label %339, label %359, !dbg !5457

339:                                              ; preds = %335
  br i1 %336, label %340, label %342, !dbg !5458

340:                                              ; preds = %339
  %341 = load i64, ptr %45, align 8, !dbg !5459, !tbaa !5460
  br label %346, !dbg !5458

342:                                              ; preds = %339
  %343 = load i64, ptr %48, align 8, !dbg !5461, !tbaa !475
  %344 = load i64, ptr %45, align 8, !dbg !5462, !tbaa !5460
  %345 = sub i64 %343, %344, !dbg !5463
  br label %346, !dbg !5458

346:                                              ; preds = %342, %340
  %347 = phi i64 [ %344, %342 ], [ %341, %340 ], !dbg !5459
  %348 = phi i64 [ %345, %342 ], [ 0, %340 ], !dbg !5458
    #dbg_value(i64 %348, !5439, !DIExpression(), !5464)
  %349 = load ptr, ptr %47, align 8, !dbg !5465, !tbaa !5406
  %350 = getelementptr inbounds i8, ptr %349, i64 %347, !dbg !5466
  %351 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %350, i64 noundef %348, ptr noundef %90, i64 noundef %333), !dbg !5467
    #dbg_value(i64 %351, !5442, !DIExpression(), !5464)
    #dbg_value(i64 %351, !5443, !DIExpression(), !5468)
    #dbg_value(i64 %351, !1446, !DIExpression(), !5469)
  %352 = icmp ult i64 %351, -119, !dbg !5472
  br i1 %352, label %353, label %529

353:                                              ; preds = %346
  %354 = icmp ne i64 %351, 0, !dbg !5473
  %355 = or i1 %336, %354, !dbg !5475
  br i1 %355, label %356, label %367, !dbg !5475

356:                                              ; preds = %353
  %357 = load i64, ptr %45, align 8, !dbg !5476, !tbaa !5460
  %358 = add i64 %357, %351, !dbg !5478
  store i64 %358, ptr %44, align 8, !dbg !5479, !tbaa !5480
  br label %367

359:                                              ; preds = %335
    #dbg_value(i1 %336, !5438, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5450)
  %360 = ptrtoint ptr %93 to i64, !dbg !5481
  %361 = sub i64 %46, %360, !dbg !5481
  %362 = select i1 %336, i64 0, i64 %361, !dbg !5481
    #dbg_value(i64 %362, !5445, !DIExpression(), !5482)
  %363 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %362, ptr noundef %90, i64 noundef %333), !dbg !5483
    #dbg_value(i64 %363, !5447, !DIExpression(), !5482)
    #dbg_value(i64 %363, !5448, !DIExpression(), !5484)
    #dbg_value(i64 %363, !1446, !DIExpression(), !5485)
  %364 = icmp ult i64 %363, -119, !dbg !5488
  br i1 %364, label %365, label %529

365:                                              ; preds = %359
  %366 = getelementptr inbounds i8, ptr %93, i64 %363, !dbg !5489
    #dbg_value(ptr %366, !4990, !DIExpression(), !5047)
  br label %367

367:                                              ; preds = %365, %356, %353
  %368 = phi ptr [ %93, %356 ], [ %93, %353 ], [ %366, %365 ], !dbg !5047
  %369 = phi i32 [ 4, %356 ], [ 2, %353 ], [ 2, %365 ]
    #dbg_value(ptr %368, !4990, !DIExpression(), !5047)
  store i32 %369, ptr %43, align 4, !dbg !5490, !tbaa !4002
    #dbg_value(i64 0, !5030, !DIExpression(), !5491)
    #dbg_value(i64 0, !1446, !DIExpression(), !5492)
  %370 = getelementptr inbounds i8, ptr %90, i64 %333
  br label %144

371:                                              ; preds = %331
    #dbg_value(ptr %93, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
  %372 = icmp eq ptr %90, %11, !dbg !5495
  br i1 %372, label %477, label %373, !dbg !5497

373:                                              ; preds = %371
  store i32 3, ptr %43, align 4, !dbg !5498, !tbaa !4002
  br label %374, !dbg !5499

374:                                              ; preds = %95, %373
  %375 = phi i32 [ %97, %95 ], [ %316, %373 ], !dbg !5105
  %376 = phi i64 [ %96, %95 ], [ %332, %373 ], !dbg !5103
    #dbg_value(ptr %93, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %90, !4985, !DIExpression(), !5047)
    #dbg_value(i32 1, !4991, !DIExpression(), !5047)
    #dbg_value(ptr %0, !2442, !DIExpression(), !5500)
    #dbg_value(i64 %376, !5034, !DIExpression(), !5501)
  %377 = load i64, ptr %51, align 8, !dbg !5502, !tbaa !5116
  %378 = sub i64 %376, %377, !dbg !5503
    #dbg_value(i64 %378, !5036, !DIExpression(), !5501)
    #dbg_value(ptr %0, !5110, !DIExpression(), !5504)
  %379 = icmp eq i32 %375, 7, !dbg !5505
    #dbg_value(i1 %379, !5037, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5501)
  br i1 %379, label %393, label %380, !dbg !5506

380:                                              ; preds = %374
  %381 = load i64, ptr %81, align 8, !dbg !5507, !tbaa !472
  %382 = sub i64 %381, %377, !dbg !5507
  %383 = icmp ugt i64 %378, %382, !dbg !5507
  br i1 %383, label %529, label %384, !dbg !5512

384:                                              ; preds = %380
  %385 = ptrtoint ptr %90 to i64, !dbg !5513
  %386 = sub i64 %58, %385, !dbg !5513
    #dbg_value(!DIArgList(ptr poison, i64 poison), !5514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5521)
    #dbg_value(i64 %378, !5517, !DIExpression(), !5521)
    #dbg_value(ptr %90, !5518, !DIExpression(), !5521)
    #dbg_value(i64 %386, !5519, !DIExpression(), !5521)
  %387 = tail call i64 @llvm.umin.i64(i64 %378, i64 %386), !dbg !5523
    #dbg_value(i64 %387, !5520, !DIExpression(), !5521)
  %388 = icmp eq i64 %387, 0, !dbg !5524
  br i1 %388, label %403, label %389, !dbg !5526

389:                                              ; preds = %384
  %390 = load ptr, ptr %84, align 8, !dbg !5527, !tbaa !625
    #dbg_value(!DIArgList(ptr %390, i64 %377), !5514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5521)
  %391 = getelementptr inbounds i8, ptr %390, i64 %377, !dbg !5528
    #dbg_value(ptr %391, !5514, !DIExpression(), !5521)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %391, ptr readonly align 1 %90, i64 %387, i1 false), !dbg !5529
    #dbg_value(i64 %387, !5038, !DIExpression(), !5501)
  %392 = load i64, ptr %51, align 8, !dbg !5531, !tbaa !5116
  br label %398, !dbg !5534

393:                                              ; preds = %374
  %394 = ptrtoint ptr %90 to i64, !dbg !5535
  %395 = sub i64 %58, %394, !dbg !5535
  %396 = tail call i64 @llvm.umin.i64(i64 %378, i64 %395), !dbg !5535
    #dbg_value(i64 %396, !5038, !DIExpression(), !5501)
  %397 = icmp eq i64 %396, 0, !dbg !5537
  br i1 %397, label %403, label %398, !dbg !5534

398:                                              ; preds = %389, %393
  %399 = phi i64 [ %392, %389 ], [ %377, %393 ], !dbg !5531
  %400 = phi i64 [ %387, %389 ], [ %396, %393 ]
  %401 = getelementptr inbounds i8, ptr %90, i64 %400, !dbg !5538
    #dbg_value(ptr %401, !4985, !DIExpression(), !5047)
  %402 = add i64 %399, %400, !dbg !5531
  store i64 %402, ptr %51, align 8, !dbg !5531, !tbaa !5116
  br label %403, !dbg !5539

403:                                              ; preds = %384, %398, %393
  %404 = phi i64 [ %400, %398 ], [ 0, %393 ], [ 0, %384 ]
  %405 = phi ptr [ %401, %398 ], [ %90, %393 ], [ %90, %384 ], !dbg !5047
    #dbg_value(ptr %405, !4985, !DIExpression(), !5047)
  %406 = icmp ult i64 %404, %378, !dbg !5540
  br i1 %406, label %477, label %407, !dbg !5542

407:                                              ; preds = %403
  store i64 0, ptr %51, align 8, !dbg !5543, !tbaa !5116
  %408 = load ptr, ptr %84, align 8, !dbg !5544, !tbaa !625
    #dbg_value(ptr %0, !5428, !DIExpression(), !5545)
    #dbg_value(ptr undef, !5434, !DIExpression(), !5545)
    #dbg_value(ptr %18, !5435, !DIExpression(), !5545)
    #dbg_value(ptr %408, !5436, !DIExpression(), !5545)
    #dbg_value(i64 %376, !5437, !DIExpression(), !5545)
    #dbg_value(ptr %0, !5110, !DIExpression(), !5547)
  %409 = load i32, ptr %76, align 4, !dbg !5549, !tbaa !2455
  %410 = icmp eq i32 %409, 7, !dbg !5550
    #dbg_value(i1 %410, !5438, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5545)
  %411 = load i32, ptr %29, align 8, !dbg !5551, !tbaa !607
  %412 = icmp eq i32 %411, 0, !dbg !5552
  br i1 %412, label %413, label %433, !dbg !5553

413:                                              ; preds = %407
  br i1 %410, label %414, label %416, !dbg !5554

414:                                              ; preds = %413
  %415 = load i64, ptr %45, align 8, !dbg !5555, !tbaa !5460
  br label %420, !dbg !5554

416:                                              ; preds = %413
  %417 = load i64, ptr %48, align 8, !dbg !5556, !tbaa !475
  %418 = load i64, ptr %45, align 8, !dbg !5557, !tbaa !5460
  %419 = sub i64 %417, %418, !dbg !5558
  br label %420, !dbg !5554

420:                                              ; preds = %416, %414
  %421 = phi i64 [ %418, %416 ], [ %415, %414 ], !dbg !5555
  %422 = phi i64 [ %419, %416 ], [ 0, %414 ], !dbg !5554
    #dbg_value(i64 %422, !5439, !DIExpression(), !5559)
  %423 = load ptr, ptr %47, align 8, !dbg !5560, !tbaa !5406
  %424 = getelementptr inbounds i8, ptr %423, i64 %421, !dbg !5561
  %425 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %424, i64 noundef %422, ptr noundef %408, i64 noundef %376), !dbg !5562
    #dbg_value(i64 %425, !5442, !DIExpression(), !5559)
    #dbg_value(i64 %425, !5443, !DIExpression(), !5563)
    #dbg_value(i64 %425, !1446, !DIExpression(), !5564)
  %426 = icmp ult i64 %425, -119, !dbg !5566
  br i1 %426, label %427, label %529

427:                                              ; preds = %420
  %428 = icmp ne i64 %425, 0, !dbg !5567
  %429 = or i1 %410, %428, !dbg !5568
  br i1 %429, label %430, label %441, !dbg !5568

430:                                              ; preds = %427
  %431 = load i64, ptr %45, align 8, !dbg !5569, !tbaa !5460
  %432 = add i64 %431, %425, !dbg !5570
  store i64 %432, ptr %44, align 8, !dbg !5571, !tbaa !5480
  br label %441

433:                                              ; preds = %407
    #dbg_value(i1 %410, !5438, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !5545)
  %434 = ptrtoint ptr %93 to i64, !dbg !5572
  %435 = sub i64 %46, %434, !dbg !5572
  %436 = select i1 %410, i64 0, i64 %435, !dbg !5572
    #dbg_value(i64 %436, !5445, !DIExpression(), !5573)
  %437 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %436, ptr noundef %408, i64 noundef %376), !dbg !5574
    #dbg_value(i64 %437, !5447, !DIExpression(), !5573)
    #dbg_value(i64 %437, !5448, !DIExpression(), !5575)
    #dbg_value(i64 %437, !1446, !DIExpression(), !5576)
  %438 = icmp ult i64 %437, -119, !dbg !5578
  br i1 %438, label %439, label %529

439:                                              ; preds = %433
  %440 = getelementptr inbounds i8, ptr %93, i64 %437, !dbg !5579
    #dbg_value(ptr %440, !4990, !DIExpression(), !5047)
  br label %441

441:                                              ; preds = %439, %430, %427
  %442 = phi ptr [ %93, %430 ], [ %93, %427 ], [ %440, %439 ], !dbg !5047
  %443 = phi i32 [ 4, %430 ], [ 2, %427 ], [ 2, %439 ]
    #dbg_value(ptr %442, !4990, !DIExpression(), !5047)
  store i32 %443, ptr %43, align 4, !dbg !5580, !tbaa !4002
    #dbg_value(i64 0, !5039, !DIExpression(), !5581)
    #dbg_value(i64 0, !1446, !DIExpression(), !5582)
  br label %144

444:                                              ; preds = %92
  %445 = load i64, ptr %44, align 8, !dbg !5585, !tbaa !5480
  %446 = load i64, ptr %45, align 8, !dbg !5586, !tbaa !5460
  %447 = sub i64 %445, %446, !dbg !5587
    #dbg_value(i64 %447, !5041, !DIExpression(), !5588)
  %448 = ptrtoint ptr %93 to i64, !dbg !5589
  %449 = sub i64 %46, %448, !dbg !5589
    #dbg_value(ptr %93, !5514, !DIExpression(), !5590)
    #dbg_value(i64 %449, !5517, !DIExpression(), !5590)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !5518, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5590)
    #dbg_value(i64 %447, !5519, !DIExpression(), !5590)
  %450 = tail call i64 @llvm.umin.i64(i64 %449, i64 %447), !dbg !5592
    #dbg_value(i64 %450, !5520, !DIExpression(), !5590)
  %451 = icmp eq i64 %450, 0, !dbg !5593
  br i1 %451, label %456, label %452, !dbg !5594

452:                                              ; preds = %444
  %453 = load ptr, ptr %47, align 8, !dbg !5595, !tbaa !5406
    #dbg_value(!DIArgList(ptr %453, i64 %446), !5518, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5590)
  %454 = getelementptr inbounds i8, ptr %453, i64 %446, !dbg !5596
    #dbg_value(ptr %454, !5518, !DIExpression(), !5590)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr readonly align 1 %454, i64 %450, i1 false), !dbg !5597
  %455 = load i64, ptr %45, align 8, !dbg !5598, !tbaa !5460
  br label %456, !dbg !5599

456:                                              ; preds = %444, %452
  %457 = phi i64 [ %446, %444 ], [ %455, %452 ], !dbg !5598
    #dbg_value(i64 %450, !5043, !DIExpression(), !5588)
  %458 = icmp eq ptr %93, null, !dbg !5600
  %459 = getelementptr inbounds i8, ptr %93, i64 %450, !dbg !5600
  %460 = select i1 %458, ptr null, ptr %459, !dbg !5600
    #dbg_value(ptr %460, !4990, !DIExpression(), !5047)
  %461 = add i64 %457, %450, !dbg !5598
  store i64 %461, ptr %45, align 8, !dbg !5598, !tbaa !5460
  %462 = icmp ugt i64 %447, %449, !dbg !5601
  br i1 %462, label %477, label %463, !dbg !5603

463:                                              ; preds = %456
  store i32 2, ptr %43, align 4, !dbg !5604, !tbaa !4002
  %464 = load i64, ptr %48, align 8, !dbg !5606, !tbaa !475
  %465 = load i64, ptr %49, align 8, !dbg !5608, !tbaa !2149
  %466 = icmp ult i64 %464, %465, !dbg !5609
  br i1 %466, label %468, label %467, !dbg !5610

467:                                              ; preds = %463, %468, %473
  br label %92, !dbg !5101, !llvm.loop !5169

468:                                              ; preds = %463
  %469 = load i32, ptr %50, align 8, !dbg !5611, !tbaa !2052
  %470 = zext i32 %469 to i64, !dbg !5612
  %471 = add i64 %461, %470, !dbg !5613
  %472 = icmp ugt i64 %471, %464, !dbg !5614
  br i1 %472, label %473, label %467, !dbg !5615

473:                                              ; preds = %468
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false), !dbg !5616
  br label %467, !dbg !5618

474:                                              ; preds = %328, %165
  %475 = phi ptr [ %169, %165 ], [ %93, %328 ]
  %476 = phi ptr [ %166, %165 ], [ %90, %328 ]
  store i32 0, ptr %43, align 4, !dbg !5619, !tbaa !4002
  br label %477, !dbg !5620

477:                                              ; preds = %456, %371, %403, %474
  %478 = phi ptr [ %475, %474 ], [ %460, %456 ], [ %93, %371 ], [ %93, %403 ]
  %479 = phi ptr [ %476, %474 ], [ %90, %456 ], [ %405, %403 ], [ %11, %371 ]
    #dbg_value(ptr %478, !4990, !DIExpression(), !5047)
    #dbg_value(ptr %479, !4985, !DIExpression(), !5047)
    #dbg_value(i32 poison, !4991, !DIExpression(), !5047)
  %480 = load ptr, ptr %2, align 8, !dbg !5620, !tbaa !5049
  %481 = ptrtoint ptr %479 to i64, !dbg !5621
  %482 = ptrtoint ptr %480 to i64, !dbg !5621
  %483 = sub i64 %481, %482, !dbg !5621
  store i64 %483, ptr %6, align 8, !dbg !5622, !tbaa !5052
  %484 = load ptr, ptr %1, align 8, !dbg !5623, !tbaa !5058
  %485 = ptrtoint ptr %478 to i64, !dbg !5624
  %486 = ptrtoint ptr %484 to i64, !dbg !5624
  %487 = sub i64 %485, %486, !dbg !5624
  store i64 %487, ptr %13, align 8, !dbg !5625, !tbaa !5060
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !5626, !tbaa.struct !5119
  %488 = icmp eq ptr %479, %8, !dbg !5627
  %489 = icmp eq ptr %478, %15
  %490 = select i1 %488, i1 %489, i1 false, !dbg !5629
  %491 = getelementptr inbounds i8, ptr %0, i64 30316, !dbg !5630
  br i1 %490, label %492, label %500, !dbg !5629

492:                                              ; preds = %477
  %493 = load i32, ptr %491, align 4, !dbg !5631, !tbaa !522
  %494 = add nsw i32 %493, 1, !dbg !5631
  store i32 %494, ptr %491, align 4, !dbg !5631, !tbaa !522
  %495 = icmp sgt i32 %493, 14, !dbg !5633
  br i1 %495, label %496, label %501, !dbg !5635

496:                                              ; preds = %492
  %497 = icmp eq i64 %14, %17, !dbg !5636
  br i1 %497, label %529, label %498, !dbg !5640

498:                                              ; preds = %496
  %499 = icmp eq i64 %7, %10, !dbg !5641
  br i1 %499, label %529, label %501, !dbg !5644

500:                                              ; preds = %477
  store i32 0, ptr %491, align 4, !dbg !5645, !tbaa !522
  br label %501

501:                                              ; preds = %492, %498, %500
    #dbg_value(ptr %0, !2442, !DIExpression(), !5647)
  %502 = load i64, ptr %62, align 8, !dbg !5649, !tbaa !2445
    #dbg_value(i64 %502, !5044, !DIExpression(), !5650)
  %503 = icmp eq i64 %502, 0, !dbg !5651
  br i1 %503, label %504, label %522, !dbg !5653

504:                                              ; preds = %501
  %505 = load i64, ptr %44, align 8, !dbg !5654, !tbaa !5480
  %506 = load i64, ptr %45, align 8, !dbg !5657, !tbaa !5460
  %507 = icmp eq i64 %505, %506, !dbg !5658
  %508 = load i32, ptr %53, align 8, !dbg !5659, !tbaa !5660
  %509 = icmp eq i32 %508, 0, !dbg !5659
  br i1 %507, label %510, label %518, !dbg !5661

510:                                              ; preds = %504
  br i1 %509, label %529, label %511, !dbg !5662

511:                                              ; preds = %510
  %512 = load i64, ptr %6, align 8, !dbg !5664, !tbaa !5052
  %513 = load i64, ptr %9, align 8, !dbg !5668, !tbaa !5055
  %514 = icmp ult i64 %512, %513, !dbg !5669
  br i1 %514, label %516, label %515, !dbg !5670

515:                                              ; preds = %511
  store i32 2, ptr %43, align 4, !dbg !5671, !tbaa !4002
  br label %529, !dbg !5673

516:                                              ; preds = %511
  %517 = add nuw i64 %512, 1, !dbg !5674
  store i64 %517, ptr %6, align 8, !dbg !5674, !tbaa !5052
  br label %529, !dbg !5675

518:                                              ; preds = %504
  br i1 %509, label %519, label %529, !dbg !5676

519:                                              ; preds = %518
  %520 = load i64, ptr %6, align 8, !dbg !5677, !tbaa !5052
  %521 = add i64 %520, -1, !dbg !5677
  store i64 %521, ptr %6, align 8, !dbg !5677, !tbaa !5052
  store i32 1, ptr %53, align 8, !dbg !5680, !tbaa !5660
  br label %529, !dbg !5681

522:                                              ; preds = %501
    #dbg_value(ptr %0, !2452, !DIExpression(), !5682)
  %523 = load i32, ptr %76, align 4, !dbg !5684, !tbaa !2455
  %524 = icmp eq i32 %523, 3, !dbg !5685
  %525 = select i1 %524, i64 3, i64 0, !dbg !5685
    #dbg_value(i64 poison, !5044, !DIExpression(), !5650)
  %526 = load i64, ptr %51, align 8, !dbg !5686, !tbaa !5116
  %527 = sub i64 %502, %526, !dbg !5687
  %528 = add i64 %527, %525, !dbg !5688
    #dbg_value(i64 %528, !5044, !DIExpression(), !5650)
  br label %529, !dbg !5689

529:                                              ; preds = %92, %433, %420, %359, %346, %220, %208, %204, %176, %111, %380, %306, %284, %235, %161, %127, %133, %36, %515, %522, %516, %510, %519, %518, %498, %496, %20, %3
  %530 = phi i64 [ -72, %3 ], [ -70, %20 ], [ -80, %496 ], [ -82, %498 ], [ %528, %522 ], [ 1, %515 ], [ 0, %516 ], [ 0, %510 ], [ 1, %519 ], [ 1, %518 ], [ -104, %36 ], [ %131, %127 ], [ %140, %133 ], [ %163, %161 ], [ -1, %92 ], [ -16, %235 ], [ -64, %284 ], [ -64, %306 ], [ -20, %380 ], [ %104, %111 ], [ -70, %176 ], [ -32, %220 ], [ -72, %208 ], [ %206, %204 ], [ %363, %359 ], [ %351, %346 ], [ %437, %433 ], [ %425, %420 ], !dbg !5047
  ret i64 %530, !dbg !5690
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_selectFrameDDict(ptr nocapture noundef %0) unnamed_addr #0 !dbg !5691 {
    #dbg_value(ptr %0, !5693, !DIExpression(), !5697)
  %2 = getelementptr inbounds i8, ptr %0, i64 30192, !dbg !5698
  %3 = load ptr, ptr %2, align 8, !dbg !5698, !tbaa !2230
  %4 = icmp eq ptr %3, null, !dbg !5699
  br i1 %4, label %51, label %5, !dbg !5700

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 30216, !dbg !5701
  %7 = load ptr, ptr %6, align 8, !dbg !5701, !tbaa !593
  %8 = getelementptr inbounds i8, ptr %0, i64 29956, !dbg !5702
  %9 = load i32, ptr %8, align 4, !dbg !5702, !tbaa !2010
    #dbg_value(ptr %7, !5703, !DIExpression(), !5715)
    #dbg_value(i32 %9, !5708, !DIExpression(), !5715)
    #dbg_value(ptr %7, !4453, !DIExpression(), !5717)
    #dbg_value(i32 %9, !4460, !DIExpression(), !5717)
    #dbg_value(ptr undef, !4465, !DIExpression(), !5719)
    #dbg_value(i64 4, !4470, !DIExpression(), !5719)
    #dbg_value(i64 0, !4471, !DIExpression(), !5719)
    #dbg_value(i64 4, !4474, !DIExpression(), !5721)
    #dbg_value(i64 0, !4480, !DIExpression(), !5721)
    #dbg_value(i32 1, !4481, !DIExpression(), !5721)
    #dbg_value(ptr undef, !4479, !DIExpression(), !5721)
    #dbg_value(i64 2870177450012600265, !4482, !DIExpression(), !5721)
    #dbg_value(i64 2870177450012600265, !3173, !DIExpression(), !5723)
    #dbg_value(ptr undef, !3179, !DIExpression(), !5723)
    #dbg_value(i64 4, !3180, !DIExpression(), !5723)
    #dbg_value(i32 1, !3181, !DIExpression(), !5723)
  %10 = zext i32 %9 to i64, !dbg !5725
  %11 = mul i64 %10, -7046029288634856825, !dbg !5726
  %12 = xor i64 %11, 2870177450012600265, !dbg !5727
    #dbg_value(i64 %12, !3173, !DIExpression(), !5723)
    #dbg_value(ptr undef, !3179, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !5723)
  %13 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 23), !dbg !5728
  %14 = mul i64 %13, -4417276706812531889, !dbg !5729
  %15 = add i64 %14, 1609587929392839161, !dbg !5730
    #dbg_value(i64 %15, !3173, !DIExpression(), !5723)
    #dbg_value(i64 0, !3180, !DIExpression(), !5723)
    #dbg_value(i64 %15, !3249, !DIExpression(), !5731)
  %16 = lshr i64 %15, 33, !dbg !5733
  %17 = xor i64 %16, %15, !dbg !5734
    #dbg_value(i64 %17, !3249, !DIExpression(), !5731)
  %18 = mul i64 %17, -4417276706812531889, !dbg !5735
    #dbg_value(i64 %18, !3249, !DIExpression(), !5731)
  %19 = lshr i64 %18, 29, !dbg !5736
  %20 = xor i64 %19, %18, !dbg !5737
    #dbg_value(i64 %20, !3249, !DIExpression(), !5731)
  %21 = mul i64 %20, 1609587929392839161, !dbg !5738
    #dbg_value(i64 %21, !3249, !DIExpression(), !5731)
  %22 = lshr i64 %21, 32, !dbg !5739
  %23 = xor i64 %22, %21, !dbg !5740
    #dbg_value(i64 %23, !3249, !DIExpression(), !5731)
    #dbg_value(i64 %23, !4461, !DIExpression(), !5717)
  %24 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !5741
  %25 = load i64, ptr %24, align 8, !dbg !5741, !tbaa !4371
  %26 = add i64 %25, -1, !dbg !5742
  %27 = and i64 %23, %26, !dbg !5743
    #dbg_value(i64 %27, !5709, !DIExpression(), !5715)
    #dbg_value(i64 %26, !5710, !DIExpression(), !5715)
  br label %28, !dbg !5744

28:                                               ; preds = %28, %5
  %29 = phi i64 [ %27, %5 ], [ %38, %28 ], !dbg !5745
    #dbg_value(i64 %29, !5709, !DIExpression(), !5715)
  %30 = load ptr, ptr %7, align 8, !dbg !5746, !tbaa !867
  %31 = getelementptr inbounds ptr, ptr %30, i64 %29, !dbg !5747
  %32 = load ptr, ptr %31, align 8, !dbg !5747, !tbaa !668
  %33 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef %32) #18, !dbg !5748
    #dbg_value(i32 %33, !5711, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !5749)
  %34 = icmp eq i32 %33, %9, !dbg !5750
  %35 = icmp eq i32 %33, 0
  %36 = or i1 %34, %35, !dbg !5752
  %37 = and i64 %29, %26, !dbg !5752
  %38 = add i64 %37, 1, !dbg !5752
    #dbg_value(i64 undef, !5709, !DIExpression(), !5715)
  br i1 %36, label %39, label %28

39:                                               ; preds = %28
  %40 = load ptr, ptr %7, align 8, !dbg !5753, !tbaa !867
  %41 = getelementptr inbounds ptr, ptr %40, i64 %29, !dbg !5754
  %42 = load ptr, ptr %41, align 8, !dbg !5754, !tbaa !668
    #dbg_value(ptr %42, !5694, !DIExpression(), !5755)
  %43 = icmp eq ptr %42, null, !dbg !5756
  br i1 %43, label %51, label %44, !dbg !5758

44:                                               ; preds = %39
    #dbg_value(ptr %0, !823, !DIExpression(), !5759)
  %45 = getelementptr inbounds i8, ptr %0, i64 30184, !dbg !5762
  %46 = load ptr, ptr %45, align 8, !dbg !5762, !tbaa !456
  %47 = tail call i64 @ZSTD_freeDDict(ptr noundef %46) #18, !dbg !5763
  %48 = getelementptr inbounds i8, ptr %0, i64 30208, !dbg !5764
  store i64 0, ptr %45, align 8, !dbg !5765
  %49 = load i32, ptr %8, align 4, !dbg !5766, !tbaa !2010
  %50 = getelementptr inbounds i8, ptr %0, i64 30200, !dbg !5767
  store i32 %49, ptr %50, align 8, !dbg !5768, !tbaa !2011
  store ptr %42, ptr %2, align 8, !dbg !5769, !tbaa !2230
  store i32 -1, ptr %48, align 8, !dbg !5770, !tbaa !516
  br label %51, !dbg !5771

51:                                               ; preds = %39, %44, %1
  ret void, !dbg !5772
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressStream_simpleArgs(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 !dbg !5773 {
  %8 = alloca %struct.ZSTD_outBuffer_s, align 8, !DIAssignID !5788
    #dbg_assign(i1 undef, !5784, !DIExpression(), !5788, ptr %8, !DIExpression(), !5789)
  %9 = alloca %struct.ZSTD_inBuffer_s, align 8, !DIAssignID !5790
    #dbg_assign(i1 undef, !5785, !DIExpression(), !5790, ptr %9, !DIExpression(), !5789)
    #dbg_value(ptr %0, !5777, !DIExpression(), !5789)
    #dbg_value(ptr %1, !5778, !DIExpression(), !5789)
    #dbg_value(i64 %2, !5779, !DIExpression(), !5789)
    #dbg_value(ptr %3, !5780, !DIExpression(), !5789)
    #dbg_value(ptr %4, !5781, !DIExpression(), !5789)
    #dbg_value(i64 %5, !5782, !DIExpression(), !5789)
    #dbg_value(ptr %6, !5783, !DIExpression(), !5789)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #18, !dbg !5791
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #18, !dbg !5792
  store ptr %1, ptr %8, align 8, !dbg !5793, !tbaa !5058, !DIAssignID !5794
    #dbg_assign(ptr %1, !5784, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5794, ptr %8, !DIExpression(), !5789)
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !5795
  store i64 %2, ptr %10, align 8, !dbg !5796, !tbaa !5063, !DIAssignID !5797
    #dbg_assign(i64 %2, !5784, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5797, ptr %10, !DIExpression(), !5789)
  %11 = load i64, ptr %3, align 8, !dbg !5798, !tbaa !994
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !5799
  store i64 %11, ptr %12, align 8, !dbg !5800, !tbaa !5060, !DIAssignID !5801
    #dbg_assign(i64 %11, !5784, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5801, ptr %12, !DIExpression(), !5789)
  store ptr %4, ptr %9, align 8, !dbg !5802, !tbaa !5049, !DIAssignID !5803
    #dbg_assign(ptr %4, !5785, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5803, ptr %9, !DIExpression(), !5789)
  %13 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !5804
  store i64 %5, ptr %13, align 8, !dbg !5805, !tbaa !5055, !DIAssignID !5806
    #dbg_assign(i64 %5, !5785, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5806, ptr %13, !DIExpression(), !5789)
  %14 = load i64, ptr %6, align 8, !dbg !5807, !tbaa !994
  %15 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !5808
  store i64 %14, ptr %15, align 8, !dbg !5809, !tbaa !5052, !DIAssignID !5810
    #dbg_assign(i64 %14, !5785, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !5810, ptr %15, !DIExpression(), !5789)
  %16 = call i64 @ZSTD_decompressStream(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %9), !dbg !5811
    #dbg_value(i64 %16, !5786, !DIExpression(), !5812)
  %17 = load i64, ptr %12, align 8, !dbg !5813, !tbaa !5060
  store i64 %17, ptr %3, align 8, !dbg !5814, !tbaa !994
  %18 = load i64, ptr %15, align 8, !dbg !5815, !tbaa !5052
  store i64 %18, ptr %6, align 8, !dbg !5816, !tbaa !994
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #18, !dbg !5817
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #18, !dbg !5817
  ret i64 %16, !dbg !5818
}

declare !dbg !5819 i64 @ZSTD_freeDDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !5822 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

declare !dbg !5826 i32 @ZSTD_getErrorCode(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #14

declare !dbg !5830 extern_weak void @ZSTD_trace_decompress_end(i64 noundef, ptr noundef) #1

declare !dbg !5835 i32 @ZSTD_getDictID_fromDDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !5838 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #14

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !5841 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #17

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind memory(none) }
attributes #20 = { nounwind allocsize(0) }
attributes #21 = { nounwind willreturn memory(read) }
attributes #22 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!436, !437, !438, !439, !440, !441, !442}
!llvm.ident = !{!443}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "OF_base", scope: !2, file: !19, line: 37, type: !435, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !147, globals: !396, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zstd/lib/decompress/zstd_decompress.c", directory: ".", checksumkind: CSK_MD5, checksum: "317643b6ff672992b600fcd88d0b848c")
!4 = !{!5, !11, !18, !29, !33, !37, !43, !47, !54, !58, !63, !102, !110, !115, !119, !124, !129, !138, !143}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1510, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/zstd/lib/decompress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "ZSTD_frame", value: 0)
!10 = !DIEnumerator(name: "ZSTD_skippableFrame", value: 1)
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !12, line: 86, baseType: !7, size: 32, elements: !13)
!12 = !DIFile(filename: "src/zstd/lib/decompress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!13 = !{!14, !15, !16, !17}
!14 = !DIEnumerator(name: "bt_raw", value: 0)
!15 = !DIEnumerator(name: "bt_rle", value: 1)
!16 = !DIEnumerator(name: "bt_compressed", value: 2)
!17 = !DIEnumerator(name: "bt_reserved", value: 3)
!18 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !19, line: 89, baseType: !7, size: 32, elements: !20)
!19 = !DIFile(filename: "src/zstd/lib/decompress/zstd_decompress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "ffff5765d6bd54275d2c9f631f703fc9")
!20 = !{!21, !22, !23, !24, !25, !26, !27, !28}
!21 = !DIEnumerator(name: "ZSTDds_getFrameHeaderSize", value: 0)
!22 = !DIEnumerator(name: "ZSTDds_decodeFrameHeader", value: 1)
!23 = !DIEnumerator(name: "ZSTDds_decodeBlockHeader", value: 2)
!24 = !DIEnumerator(name: "ZSTDds_decompressBlock", value: 3)
!25 = !DIEnumerator(name: "ZSTDds_decompressLastBlock", value: 4)
!26 = !DIEnumerator(name: "ZSTDds_checkChecksum", value: 5)
!27 = !DIEnumerator(name: "ZSTDds_decodeSkippableHeader", value: 6)
!28 = !DIEnumerator(name: "ZSTDds_skipFrame", value: 7)
!29 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1384, baseType: !7, size: 32, elements: !30)
!30 = !{!31, !32}
!31 = !DIEnumerator(name: "ZSTD_f_zstd1", value: 0)
!32 = !DIEnumerator(name: "ZSTD_f_zstd1_magicless", value: 1)
!33 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1391, baseType: !7, size: 32, elements: !34)
!34 = !{!35, !36}
!35 = !DIEnumerator(name: "ZSTD_d_validateChecksum", value: 0)
!36 = !DIEnumerator(name: "ZSTD_d_ignoreChecksum", value: 1)
!37 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !19, line: 97, baseType: !38, size: 32, elements: !39)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!40, !41, !42}
!40 = !DIEnumerator(name: "ZSTD_use_indefinitely", value: -1)
!41 = !DIEnumerator(name: "ZSTD_dont_use", value: 0)
!42 = !DIEnumerator(name: "ZSTD_use_once", value: 1)
!43 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1397, baseType: !7, size: 32, elements: !44)
!44 = !{!45, !46}
!45 = !DIEnumerator(name: "ZSTD_rmd_refSingleDDict", value: 0)
!46 = !DIEnumerator(name: "ZSTD_rmd_refMultipleDDicts", value: 1)
!47 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !19, line: 94, baseType: !7, size: 32, elements: !48)
!48 = !{!49, !50, !51, !52, !53}
!49 = !DIEnumerator(name: "zdss_init", value: 0)
!50 = !DIEnumerator(name: "zdss_loadHeader", value: 1)
!51 = !DIEnumerator(name: "zdss_read", value: 2)
!52 = !DIEnumerator(name: "zdss_load", value: 3)
!53 = !DIEnumerator(name: "zdss_flush", value: 4)
!54 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !12, line: 268, baseType: !7, size: 32, elements: !55)
!55 = !{!56, !57}
!56 = !DIEnumerator(name: "ZSTD_bm_buffered", value: 0)
!57 = !DIEnumerator(name: "ZSTD_bm_stable", value: 1)
!58 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !19, line: 120, baseType: !7, size: 32, elements: !59)
!59 = !{!60, !61, !62}
!60 = !DIEnumerator(name: "ZSTD_not_in_dst", value: 0)
!61 = !DIEnumerator(name: "ZSTD_in_dst", value: 1)
!62 = !DIEnumerator(name: "ZSTD_split", value: 2)
!63 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !64, line: 60, baseType: !7, size: 32, elements: !65)
!64 = !DIFile(filename: "src/zstd/lib/decompress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!65 = !{!66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101}
!66 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!67 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!68 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!69 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!70 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!71 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!72 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!73 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!74 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!75 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!76 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!77 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!78 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!79 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!80 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!81 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!82 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!83 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!84 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!85 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!86 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!87 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!88 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!89 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!90 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!91 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!92 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!93 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!94 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!95 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!96 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!97 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!98 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!99 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!100 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!101 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!102 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 3136, baseType: !7, size: 32, elements: !103)
!103 = !{!104, !105, !106, !107, !108, !109}
!104 = !DIEnumerator(name: "ZSTDnit_frameHeader", value: 0)
!105 = !DIEnumerator(name: "ZSTDnit_blockHeader", value: 1)
!106 = !DIEnumerator(name: "ZSTDnit_block", value: 2)
!107 = !DIEnumerator(name: "ZSTDnit_lastBlock", value: 3)
!108 = !DIEnumerator(name: "ZSTDnit_checksum", value: 4)
!109 = !DIEnumerator(name: "ZSTDnit_skippableFrame", value: 5)
!110 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !111, line: 37, baseType: !7, size: 32, elements: !112)
!111 = !DIFile(filename: "src/zstd/lib/decompress/zstd_decompress_block.h", directory: ".", checksumkind: CSK_MD5, checksum: "6735627c0c59bb90ef5fa3f3acaba1b1")
!112 = !{!113, !114}
!113 = !DIEnumerator(name: "not_streaming", value: 0)
!114 = !DIEnumerator(name: "is_streaming", value: 1)
!115 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1379, baseType: !7, size: 32, elements: !116)
!116 = !{!117, !118}
!117 = !DIEnumerator(name: "ZSTD_dlm_byCopy", value: 0)
!118 = !DIEnumerator(name: "ZSTD_dlm_byRef", value: 1)
!119 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1373, baseType: !7, size: 32, elements: !120)
!120 = !{!121, !122, !123}
!121 = !DIEnumerator(name: "ZSTD_dct_auto", value: 0)
!122 = !DIEnumerator(name: "ZSTD_dct_rawContent", value: 1)
!123 = !DIEnumerator(name: "ZSTD_dct_fullDict", value: 2)
!124 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 589, baseType: !7, size: 32, elements: !125)
!125 = !{!126, !127, !128}
!126 = !DIEnumerator(name: "ZSTD_reset_session_only", value: 1)
!127 = !DIEnumerator(name: "ZSTD_reset_parameters", value: 2)
!128 = !DIEnumerator(name: "ZSTD_reset_session_and_parameters", value: 3)
!129 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 640, baseType: !7, size: 32, elements: !130)
!130 = !{!131, !132, !133, !134, !135, !136, !137}
!131 = !DIEnumerator(name: "ZSTD_d_windowLogMax", value: 100)
!132 = !DIEnumerator(name: "ZSTD_d_experimentalParam1", value: 1000)
!133 = !DIEnumerator(name: "ZSTD_d_experimentalParam2", value: 1001)
!134 = !DIEnumerator(name: "ZSTD_d_experimentalParam3", value: 1002)
!135 = !DIEnumerator(name: "ZSTD_d_experimentalParam4", value: 1003)
!136 = !DIEnumerator(name: "ZSTD_d_experimentalParam5", value: 1004)
!137 = !DIEnumerator(name: "ZSTD_d_experimentalParam6", value: 1005)
!138 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !139, line: 560, baseType: !7, size: 32, elements: !140)
!139 = !DIFile(filename: "src/zstd/lib/decompress/../common/xxhash.h", directory: ".", checksumkind: CSK_MD5, checksum: "75600583013f35d8800450f351bd22f0")
!140 = !{!141, !142}
!141 = !DIEnumerator(name: "XXH_NAMESPACEXXH_OK", value: 0)
!142 = !DIEnumerator(name: "XXH_NAMESPACEXXH_ERROR", value: 1)
!143 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !139, line: 2769, baseType: !7, size: 32, elements: !144)
!144 = !{!145, !146}
!145 = !DIEnumerator(name: "XXH_aligned", value: 0)
!146 = !DIEnumerator(name: "XXH_unaligned", value: 1)
!147 = !{!148, !149, !220, !320, !271, !358, !174, !38, !7, !182, !266, !333, !268, !314, !239, !360, !363, !160, !364, !367, !228, !342, !370, !373, !374, !375, !381, !384, !386, !388, !305, !310}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DCtx", file: !6, line: 303, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_DCtx_s", file: !19, line: 126, size: 767808, elements: !152)
!152 = !{!153, !177, !178, !179, !184, !209, !213, !216, !217, !218, !219, !223, !238, !242, !243, !245, !247, !248, !249, !264, !265, !267, !269, !270, !273, !288, !289, !290, !291, !292, !293, !297, !300, !301, !302, !304, !313, !315, !316, !317, !319, !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !334, !341, !343, !344, !346, !350, !354, !355}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "LLTptr", scope: !151, file: !19, line: 128, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_seqSymbol", file: !19, line: 72, baseType: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !19, line: 67, size: 64, elements: !158)
!158 = !{!159, !167, !172, !173}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "nextState", scope: !157, file: !19, line: 68, baseType: !160, size: 16)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !161, line: 45, baseType: !162)
!161 = !DIFile(filename: "src/zstd/lib/decompress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !163, line: 25, baseType: !164)
!163 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !165, line: 40, baseType: !166)
!165 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!166 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "nbAdditionalBits", scope: !157, file: !19, line: 69, baseType: !168, size: 8, offset: 16)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !161, line: 42, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !163, line: 24, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !165, line: 38, baseType: !171)
!171 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "nbBits", scope: !157, file: !19, line: 70, baseType: !168, size: 8, offset: 24)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "baseValue", scope: !157, file: !19, line: 71, baseType: !174, size: 32, offset: 32)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !161, line: 47, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !163, line: 26, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !165, line: 42, baseType: !7)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "MLTptr", scope: !151, file: !19, line: 129, baseType: !154, size: 64, offset: 64)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "OFTptr", scope: !151, file: !19, line: 130, baseType: !154, size: 64, offset: 128)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "HUFptr", scope: !151, file: !19, line: 131, baseType: !180, size: 64, offset: 192)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_DTable", file: !183, line: 64, baseType: !174)
!183 = !DIFile(filename: "src/zstd/lib/decompress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!184 = !DIDerivedType(tag: DW_TAG_member, name: "entropy", scope: !151, file: !19, line: 132, baseType: !185, size: 218336, offset: 256)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyDTables_t", file: !19, line: 87, baseType: !186)
!186 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !19, line: 80, size: 218336, elements: !187)
!187 = !{!188, !192, !196, !197, !201, !205}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "LLTable", scope: !186, file: !19, line: 81, baseType: !189, size: 32832)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 32832, elements: !190)
!190 = !{!191}
!191 = !DISubrange(count: 513)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "OFTable", scope: !186, file: !19, line: 82, baseType: !193, size: 16448, offset: 32832)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 16448, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 257)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "MLTable", scope: !186, file: !19, line: 83, baseType: !189, size: 32832, offset: 49280)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "hufTable", scope: !186, file: !19, line: 84, baseType: !198, size: 131104, offset: 82112)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 131104, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 4097)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !186, file: !19, line: 85, baseType: !202, size: 96, offset: 213216)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 96, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 3)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !186, file: !19, line: 86, baseType: !206, size: 5024, offset: 213312)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 5024, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 157)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !151, file: !19, line: 133, baseType: !210, size: 20480, offset: 218592)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 20480, elements: !211)
!211 = !{!212}
!212 = !DISubrange(count: 640)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "previousDstEnd", scope: !151, file: !19, line: 134, baseType: !214, size: 64, offset: 239104)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "prefixStart", scope: !151, file: !19, line: 135, baseType: !214, size: 64, offset: 239168)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "virtualStart", scope: !151, file: !19, line: 136, baseType: !214, size: 64, offset: 239232)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "dictEnd", scope: !151, file: !19, line: 137, baseType: !214, size: 64, offset: 239296)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "expected", scope: !151, file: !19, line: 138, baseType: !220, size: 64, offset: 239360)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !221, line: 18, baseType: !222)
!221 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!222 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "fParams", scope: !151, file: !19, line: 139, baseType: !224, size: 384, offset: 239424)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_FrameHeader", file: !6, line: 1522, baseType: !225)
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 1512, size: 384, elements: !226)
!226 = !{!227, !229, !230, !231, !233, !234, !235, !236, !237}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "frameContentSize", scope: !225, file: !6, line: 1513, baseType: !228, size: 64)
!228 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "windowSize", scope: !225, file: !6, line: 1514, baseType: !228, size: 64, offset: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "blockSizeMax", scope: !225, file: !6, line: 1515, baseType: !7, size: 32, offset: 128)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "frameType", scope: !225, file: !6, line: 1516, baseType: !232, size: 32, offset: 160)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_FrameType_e", file: !6, line: 1510, baseType: !5)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "headerSize", scope: !225, file: !6, line: 1517, baseType: !7, size: 32, offset: 192)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !225, file: !6, line: 1518, baseType: !7, size: 32, offset: 224)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "checksumFlag", scope: !225, file: !6, line: 1519, baseType: !7, size: 32, offset: 256)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_reserved1", scope: !225, file: !6, line: 1520, baseType: !7, size: 32, offset: 288)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_reserved2", scope: !225, file: !6, line: 1521, baseType: !7, size: 32, offset: 320)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "processedCSize", scope: !151, file: !19, line: 140, baseType: !239, size: 64, offset: 239808)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !161, line: 49, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !163, line: 27, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !165, line: 45, baseType: !222)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "decodedSize", scope: !151, file: !19, line: 141, baseType: !239, size: 64, offset: 239872)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "bType", scope: !151, file: !19, line: 142, baseType: !244, size: 32, offset: 239936)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "blockType_e", file: !12, line: 86, baseType: !11)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "stage", scope: !151, file: !19, line: 143, baseType: !246, size: 32, offset: 239968)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dStage", file: !19, line: 92, baseType: !18)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "litEntropy", scope: !151, file: !19, line: 144, baseType: !174, size: 32, offset: 240000)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "fseEntropy", scope: !151, file: !19, line: 145, baseType: !174, size: 32, offset: 240032)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "xxhState", scope: !151, file: !19, line: 146, baseType: !250, size: 704, offset: 240064)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_NAMESPACEXXH64_state_t", file: !139, line: 913, baseType: !251)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "XXH_NAMESPACEXXH64_state_s", file: !139, line: 1643, size: 704, elements: !252)
!252 = !{!253, !255, !259, !260, !262, !263}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "total_len", scope: !251, file: !139, line: 1644, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH64_hash_t", file: !139, line: 859, baseType: !240)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !251, file: !139, line: 1645, baseType: !256, size: 256, offset: 64)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !254, size: 256, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 4)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "mem64", scope: !251, file: !139, line: 1646, baseType: !256, size: 256, offset: 320)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "memsize", scope: !251, file: !139, line: 1647, baseType: !261, size: 32, offset: 576)
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH32_hash_t", file: !139, line: 585, baseType: !175)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "reserved32", scope: !251, file: !139, line: 1648, baseType: !261, size: 32, offset: 608)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "reserved64", scope: !251, file: !139, line: 1649, baseType: !254, size: 64, offset: 640)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "headerSize", scope: !151, file: !19, line: 147, baseType: !220, size: 64, offset: 240768)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "format", scope: !151, file: !19, line: 148, baseType: !266, size: 32, offset: 240832)
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_format_e", file: !6, line: 1389, baseType: !29)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "forceIgnoreChecksum", scope: !151, file: !19, line: 149, baseType: !268, size: 32, offset: 240864)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_forceIgnoreChecksum_e", file: !6, line: 1395, baseType: !33)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "validateChecksum", scope: !151, file: !19, line: 150, baseType: !174, size: 32, offset: 240896)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "litPtr", scope: !151, file: !19, line: 151, baseType: !271, size: 64, offset: 240960)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !168)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "customMem", scope: !151, file: !19, line: 152, baseType: !274, size: 192, offset: 241024)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_customMem", file: !6, line: 1870, baseType: !275)
!275 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 1870, size: 192, elements: !276)
!276 = !{!277, !282, !287}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "customAlloc", scope: !275, file: !6, line: 1870, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_allocFunction", file: !6, line: 1868, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DISubroutineType(types: !281)
!281 = !{!148, !148, !220}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "customFree", scope: !275, file: !6, line: 1870, baseType: !283, size: 64, offset: 64)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_freeFunction", file: !6, line: 1869, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !148, !148}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !275, file: !6, line: 1870, baseType: !148, size: 64, offset: 128)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "litSize", scope: !151, file: !19, line: 153, baseType: !220, size: 64, offset: 241216)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "rleSize", scope: !151, file: !19, line: 154, baseType: !220, size: 64, offset: 241280)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "staticSize", scope: !151, file: !19, line: 155, baseType: !220, size: 64, offset: 241344)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "isFrameDecompression", scope: !151, file: !19, line: 156, baseType: !38, size: 32, offset: 241408)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "bmi2", scope: !151, file: !19, line: 158, baseType: !38, size: 32, offset: 241440)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "ddictLocal", scope: !151, file: !19, line: 162, baseType: !294, size: 64, offset: 241472)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DDict", file: !6, line: 1018, baseType: !296)
!296 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_DDict_s", file: !6, line: 1018, flags: DIFlagFwdDecl)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "ddict", scope: !151, file: !19, line: 163, baseType: !298, size: 64, offset: 241536)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !295)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !151, file: !19, line: 164, baseType: !174, size: 32, offset: 241600)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "ddictIsCold", scope: !151, file: !19, line: 165, baseType: !38, size: 32, offset: 241632)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "dictUses", scope: !151, file: !19, line: 166, baseType: !303, size: 32, offset: 241664)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictUses_e", file: !19, line: 101, baseType: !37)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "ddictSet", scope: !151, file: !19, line: 167, baseType: !305, size: 64, offset: 241728)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DDictHashSet", file: !19, line: 108, baseType: !307)
!307 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !19, line: 104, size: 192, elements: !308)
!308 = !{!309, !311, !312}
!309 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrTable", scope: !307, file: !19, line: 105, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrTableSize", scope: !307, file: !19, line: 106, baseType: !220, size: 64, offset: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "ddictPtrCount", scope: !307, file: !19, line: 107, baseType: !220, size: 64, offset: 128)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "refMultipleDDicts", scope: !151, file: !19, line: 168, baseType: !314, size: 32, offset: 241792)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_refMultipleDDicts_e", file: !6, line: 1401, baseType: !43)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "disableHufAsm", scope: !151, file: !19, line: 169, baseType: !38, size: 32, offset: 241824)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "maxBlockSizeParam", scope: !151, file: !19, line: 170, baseType: !38, size: 32, offset: 241856)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "streamStage", scope: !151, file: !19, line: 173, baseType: !318, size: 32, offset: 241888)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dStreamStage", file: !19, line: 95, baseType: !47)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "inBuff", scope: !151, file: !19, line: 174, baseType: !320, size: 64, offset: 241920)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!321 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "inBuffSize", scope: !151, file: !19, line: 175, baseType: !220, size: 64, offset: 241984)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "inPos", scope: !151, file: !19, line: 176, baseType: !220, size: 64, offset: 242048)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "maxWindowSize", scope: !151, file: !19, line: 177, baseType: !220, size: 64, offset: 242112)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "outBuff", scope: !151, file: !19, line: 178, baseType: !320, size: 64, offset: 242176)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "outBuffSize", scope: !151, file: !19, line: 179, baseType: !220, size: 64, offset: 242240)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "outStart", scope: !151, file: !19, line: 180, baseType: !220, size: 64, offset: 242304)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "outEnd", scope: !151, file: !19, line: 181, baseType: !220, size: 64, offset: 242368)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "lhSize", scope: !151, file: !19, line: 182, baseType: !220, size: 64, offset: 242432)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "hostageByte", scope: !151, file: !19, line: 188, baseType: !174, size: 32, offset: 242496)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "noForwardProgress", scope: !151, file: !19, line: 189, baseType: !38, size: 32, offset: 242528)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "outBufferMode", scope: !151, file: !19, line: 190, baseType: !333, size: 32, offset: 242560)
!333 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_bufferMode_e", file: !12, line: 271, baseType: !54)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "expectedOutBuffer", scope: !151, file: !19, line: 191, baseType: !335, size: 192, offset: 242624)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_outBuffer", file: !6, line: 711, baseType: !336)
!336 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_outBuffer_s", file: !6, line: 707, size: 192, elements: !337)
!337 = !{!338, !339, !340}
!338 = !DIDerivedType(tag: DW_TAG_member, name: "dst", scope: !336, file: !6, line: 708, baseType: !148, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !336, file: !6, line: 709, baseType: !220, size: 64, offset: 64)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !336, file: !6, line: 710, baseType: !220, size: 64, offset: 128)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "litBuffer", scope: !151, file: !19, line: 194, baseType: !342, size: 64, offset: 242816)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "litBufferEnd", scope: !151, file: !19, line: 195, baseType: !271, size: 64, offset: 242880)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "litBufferLocation", scope: !151, file: !19, line: 196, baseType: !345, size: 32, offset: 242944)
!345 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_litLocation_e", file: !19, line: 124, baseType: !58)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "litExtraBuffer", scope: !151, file: !19, line: 197, baseType: !347, size: 524544, offset: 242976)
!347 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 524544, elements: !348)
!348 = !{!349}
!349 = !DISubrange(count: 65568)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "headerBuffer", scope: !151, file: !19, line: 198, baseType: !351, size: 144, offset: 767520)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 144, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 18)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "oversizedDuration", scope: !151, file: !19, line: 200, baseType: !220, size: 64, offset: 767680)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "traceCtx", scope: !151, file: !19, line: 209, baseType: !356, size: 64, offset: 767744)
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_TraceCtx", file: !357, line: 114, baseType: !228)
!357 = !DIFile(filename: "src/zstd/lib/decompress/../common/zstd_trace.h", directory: ".", checksumkind: CSK_MD5, checksum: "5a1beb2951001a86447e721cbf6ed99d")
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !321)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !362)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !161, line: 178, baseType: !174, align: 8)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !161, line: 177, baseType: !160, align: 8)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !369)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign64", file: !161, line: 179, baseType: !239, align: 8)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !372)
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u8", file: !139, line: 2487, baseType: !169)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u32", file: !139, line: 2491, baseType: !261)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_unalign64", scope: !378, file: !139, line: 3262, baseType: !381, align: 8)
!378 = distinct !DISubprogram(name: "XXH_read64", scope: !139, file: !139, line: 3260, type: !379, scopeLine: 3261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !382)
!379 = !DISubroutineType(types: !380)
!380 = !{!381, !214}
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u64", file: !139, line: 3229, baseType: !254)
!382 = !{!383}
!383 = !DILocalVariable(name: "ptr", arg: 1, scope: !378, file: !139, line: 3260, type: !214)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !381)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !374)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !390)
!390 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_unalign32", scope: !391, file: !139, line: 2583, baseType: !374, align: 8)
!391 = distinct !DISubprogram(name: "XXH_read32", scope: !139, file: !139, line: 2581, type: !392, scopeLine: 2582, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!374, !214}
!394 = !{!395}
!395 = !DILocalVariable(name: "ptr", arg: 1, scope: !391, file: !139, line: 2581, type: !214)
!396 = !{!397, !400, !403, !406, !0, !408, !415, !421, !424, !429, !432}
!397 = !DIGlobalVariableExpression(var: !398, expr: !DIExpression(DW_OP_constu, 3, DW_OP_stack_value))
!398 = distinct !DIGlobalVariable(name: "ZSTD_blockHeaderSize", scope: !2, file: !12, line: 85, type: !399, isLocal: true, isDefinition: true)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !220)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(name: "ZSTD_defaultCMem", scope: !2, file: !6, line: 1880, type: !402, isLocal: true, isDefinition: true)
!402 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !274)
!403 = !DIGlobalVariableExpression(var: !404, expr: !DIExpression())
!404 = distinct !DIGlobalVariable(name: "ZSTD_did_fieldSize", scope: !2, file: !12, line: 80, type: !405, isLocal: true, isDefinition: true)
!405 = !DICompositeType(tag: DW_TAG_array_type, baseType: !399, size: 256, elements: !257)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(name: "ZSTD_fcs_fieldSize", scope: !2, file: !12, line: 79, type: !405, isLocal: true, isDefinition: true)
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(name: "OF_bits", scope: !2, file: !19, line: 43, type: !410, isLocal: true, isDefinition: true)
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !411, size: 256, elements: !413)
!411 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !412)
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "U8", file: !161, line: 43, baseType: !169)
!413 = !{!414}
!414 = !DISubrange(count: 32)
!415 = !DIGlobalVariableExpression(var: !416, expr: !DIExpression())
!416 = distinct !DIGlobalVariable(name: "ML_base", scope: !2, file: !19, line: 49, type: !417, isLocal: true, isDefinition: true)
!417 = !DICompositeType(tag: DW_TAG_array_type, baseType: !418, size: 1696, elements: !419)
!418 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!419 = !{!420}
!420 = !DISubrange(count: 53)
!421 = !DIGlobalVariableExpression(var: !422, expr: !DIExpression())
!422 = distinct !DIGlobalVariable(name: "ML_bits", scope: !2, file: !12, line: 136, type: !423, isLocal: true, isDefinition: true)
!423 = !DICompositeType(tag: DW_TAG_array_type, baseType: !411, size: 424, elements: !419)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression())
!425 = distinct !DIGlobalVariable(name: "LL_base", scope: !2, file: !19, line: 30, type: !426, isLocal: true, isDefinition: true)
!426 = !DICompositeType(tag: DW_TAG_array_type, baseType: !418, size: 1152, elements: !427)
!427 = !{!428}
!428 = !DISubrange(count: 36)
!429 = !DIGlobalVariableExpression(var: !430, expr: !DIExpression())
!430 = distinct !DIGlobalVariable(name: "LL_bits", scope: !2, file: !12, line: 119, type: !431, isLocal: true, isDefinition: true)
!431 = !DICompositeType(tag: DW_TAG_array_type, baseType: !411, size: 288, elements: !427)
!432 = !DIGlobalVariableExpression(var: !433, expr: !DIExpression())
!433 = distinct !DIGlobalVariable(name: "repStartValue", scope: !2, file: !12, line: 65, type: !434, isLocal: true, isDefinition: true)
!434 = !DICompositeType(tag: DW_TAG_array_type, baseType: !418, size: 96, elements: !203)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !418, size: 1024, elements: !413)
!436 = !{i32 7, !"Dwarf Version", i32 5}
!437 = !{i32 2, !"Debug Info Version", i32 3}
!438 = !{i32 1, !"wchar_size", i32 4}
!439 = !{i32 8, !"PIC Level", i32 2}
!440 = !{i32 7, !"PIE Level", i32 2}
!441 = !{i32 7, !"uwtable", i32 2}
!442 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!443 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!444 = distinct !DISubprogram(name: "ZSTD_sizeof_DCtx", scope: !3, file: !3, line: 221, type: !445, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!445 = !DISubroutineType(types: !446)
!446 = !{!220, !447}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!449 = !{!450}
!450 = !DILocalVariable(name: "dctx", arg: 1, scope: !444, file: !3, line: 221, type: !447)
!451 = !DILocation(line: 0, scope: !444)
!452 = !DILocation(line: 223, column: 13, scope: !453)
!453 = distinct !DILexicalBlock(scope: !444, file: !3, line: 223, column: 9)
!454 = !DILocation(line: 223, column: 9, scope: !444)
!455 = !DILocation(line: 225, column: 38, scope: !444)
!456 = !{!457, !458, i64 30184}
!457 = !{!"ZSTD_DCtx_s", !458, i64 0, !458, i64 8, !458, i64 16, !458, i64 24, !461, i64 32, !459, i64 27324, !458, i64 29888, !458, i64 29896, !458, i64 29904, !458, i64 29912, !462, i64 29920, !463, i64 29928, !462, i64 29976, !462, i64 29984, !465, i64 29992, !465, i64 29996, !465, i64 30000, !465, i64 30004, !466, i64 30008, !462, i64 30096, !465, i64 30104, !465, i64 30108, !465, i64 30112, !458, i64 30120, !467, i64 30128, !462, i64 30152, !462, i64 30160, !462, i64 30168, !465, i64 30176, !465, i64 30180, !458, i64 30184, !458, i64 30192, !465, i64 30200, !465, i64 30204, !465, i64 30208, !458, i64 30216, !465, i64 30224, !465, i64 30228, !465, i64 30232, !465, i64 30236, !458, i64 30240, !462, i64 30248, !462, i64 30256, !462, i64 30264, !458, i64 30272, !462, i64 30280, !462, i64 30288, !462, i64 30296, !462, i64 30304, !465, i64 30312, !465, i64 30316, !465, i64 30320, !468, i64 30328, !458, i64 30352, !458, i64 30360, !465, i64 30368, !459, i64 30372, !459, i64 95940, !462, i64 95960, !464, i64 95968}
!458 = !{!"any pointer", !459, i64 0}
!459 = !{!"omnipotent char", !460, i64 0}
!460 = !{!"Simple C/C++ TBAA"}
!461 = !{!"", !459, i64 0, !459, i64 4104, !459, i64 6160, !459, i64 10264, !459, i64 26652, !459, i64 26664}
!462 = !{!"long", !459, i64 0}
!463 = !{!"", !464, i64 0, !464, i64 8, !465, i64 16, !465, i64 20, !465, i64 24, !465, i64 28, !465, i64 32, !465, i64 36, !465, i64 40}
!464 = !{!"long long", !459, i64 0}
!465 = !{!"int", !459, i64 0}
!466 = !{!"XXH_NAMESPACEXXH64_state_s", !462, i64 0, !459, i64 8, !459, i64 40, !465, i64 72, !465, i64 76, !462, i64 80}
!467 = !{!"", !458, i64 0, !458, i64 8, !458, i64 16}
!468 = !{!"ZSTD_outBuffer_s", !458, i64 0, !462, i64 8, !462, i64 16}
!469 = !DILocation(line: 225, column: 14, scope: !444)
!470 = !DILocation(line: 225, column: 12, scope: !444)
!471 = !DILocation(line: 226, column: 20, scope: !444)
!472 = !{!457, !462, i64 30248}
!473 = !DILocation(line: 226, column: 12, scope: !444)
!474 = !DILocation(line: 226, column: 39, scope: !444)
!475 = !{!457, !462, i64 30280}
!476 = !DILocation(line: 226, column: 31, scope: !444)
!477 = !DILocation(line: 224, column: 5, scope: !444)
!478 = !DILocation(line: 227, column: 1, scope: !444)
!479 = !DISubprogram(name: "ZSTD_sizeof_DDict", scope: !6, file: !6, line: 1211, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!220, !298}
!482 = distinct !DISubprogram(name: "ZSTD_estimateDCtxSize", scope: !3, file: !3, line: 229, type: !483, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!483 = !DISubroutineType(types: !484)
!484 = !{!220}
!485 = !DILocation(line: 229, column: 38, scope: !482)
!486 = distinct !DISubprogram(name: "ZSTD_initStaticDCtx", scope: !3, file: !3, line: 281, type: !487, scopeLine: 282, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!487 = !DISubroutineType(types: !488)
!488 = !{!149, !148, !220}
!489 = !{!490, !491, !492}
!490 = !DILocalVariable(name: "workspace", arg: 1, scope: !486, file: !3, line: 281, type: !148)
!491 = !DILocalVariable(name: "workspaceSize", arg: 2, scope: !486, file: !3, line: 281, type: !220)
!492 = !DILocalVariable(name: "dctx", scope: !486, file: !3, line: 283, type: !493)
!493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!494 = !DILocation(line: 0, scope: !486)
!495 = !DILocation(line: 285, column: 9, scope: !496)
!496 = distinct !DILexicalBlock(scope: !486, file: !3, line: 285, column: 9)
!497 = !DILocation(line: 285, column: 27, scope: !496)
!498 = !DILocation(line: 285, column: 9, scope: !486)
!499 = !DILocalVariable(name: "dctx", arg: 1, scope: !500, file: !3, line: 252, type: !149)
!500 = distinct !DISubprogram(name: "ZSTD_initDCtx_internal", scope: !3, file: !3, line: 252, type: !501, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !503)
!501 = !DISubroutineType(types: !502)
!502 = !{null, !149}
!503 = !{!499}
!504 = !DILocation(line: 0, scope: !500, inlinedAt: !505)
!505 = distinct !DILocation(line: 288, column: 5, scope: !486)
!506 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !505)
!507 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !505)
!508 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !505)
!509 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !505)
!510 = !{!457, !458, i64 29912}
!511 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !505)
!512 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !505)
!513 = !{!457, !465, i64 30204}
!514 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !505)
!515 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !505)
!516 = !{!457, !465, i64 30208}
!517 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !505)
!518 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !505)
!519 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !505)
!520 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !505)
!521 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !505)
!522 = !{!457, !465, i64 30316}
!523 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !505)
!524 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !505)
!525 = !{!457, !462, i64 95960}
!526 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !505)
!527 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !505)
!528 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !505)
!529 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !505)
!530 = !{!457, !465, i64 30176}
!531 = !DILocalVariable(name: "f1c", scope: !532, file: !533, line: 33, type: !174)
!532 = distinct !DISubprogram(name: "ZSTD_cpuid", scope: !533, file: !533, line: 32, type: !534, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !543)
!533 = !DIFile(filename: "src/zstd/lib/decompress/../common/cpu.h", directory: ".", checksumkind: CSK_MD5, checksum: "47c5014b2b8ade457a73689bd04f1de2")
!534 = !DISubroutineType(types: !535)
!535 = !{!536}
!536 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cpuid_t", file: !533, line: 30, baseType: !537)
!537 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !533, line: 25, size: 128, elements: !538)
!538 = !{!539, !540, !541, !542}
!539 = !DIDerivedType(tag: DW_TAG_member, name: "f1c", scope: !537, file: !533, line: 26, baseType: !174, size: 32)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "f1d", scope: !537, file: !533, line: 27, baseType: !174, size: 32, offset: 32)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "f7b", scope: !537, file: !533, line: 28, baseType: !174, size: 32, offset: 64)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "f7c", scope: !537, file: !533, line: 29, baseType: !174, size: 32, offset: 96)
!543 = !{!531, !544, !545, !546, !547, !548, !551, !554}
!544 = !DILocalVariable(name: "f1d", scope: !532, file: !533, line: 34, type: !174)
!545 = !DILocalVariable(name: "f7b", scope: !532, file: !533, line: 35, type: !174)
!546 = !DILocalVariable(name: "f7c", scope: !532, file: !533, line: 36, type: !174)
!547 = !DILocalVariable(name: "n", scope: !532, file: !533, line: 122, type: !174)
!548 = !DILocalVariable(name: "f1a", scope: !549, file: !533, line: 125, type: !174)
!549 = distinct !DILexicalBlock(scope: !550, file: !533, line: 124, column: 17)
!550 = distinct !DILexicalBlock(scope: !532, file: !533, line: 124, column: 9)
!551 = !DILocalVariable(name: "f7a", scope: !552, file: !533, line: 129, type: !174)
!552 = distinct !DILexicalBlock(scope: !553, file: !533, line: 128, column: 17)
!553 = distinct !DILexicalBlock(scope: !532, file: !533, line: 128, column: 9)
!554 = !DILocalVariable(name: "cpuid", scope: !555, file: !533, line: 137, type: !536)
!555 = distinct !DILexicalBlock(scope: !532, file: !533, line: 136, column: 5)
!556 = !DILocation(line: 0, scope: !532, inlinedAt: !557)
!557 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !563)
!558 = distinct !DISubprogram(name: "ZSTD_cpuSupportsBmi2", scope: !12, file: !12, line: 318, type: !559, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !561)
!559 = !DISubroutineType(types: !560)
!560 = !{!38}
!561 = !{!562}
!562 = !DILocalVariable(name: "cpuid", scope: !558, file: !12, line: 320, type: !536)
!563 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !505)
!564 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !557)
!565 = !{i64 1342412}
!566 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !557)
!567 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !557)
!568 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !557)
!569 = !{i64 1342510}
!570 = !DILocation(line: 0, scope: !549, inlinedAt: !557)
!571 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !557)
!572 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !557)
!573 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !557)
!574 = !{i64 1342624}
!575 = !DILocation(line: 0, scope: !552, inlinedAt: !557)
!576 = !DILocation(line: 0, scope: !558, inlinedAt: !563)
!577 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !563)
!578 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !563)
!579 = !DILocalVariable(name: "cpuid", arg: 1, scope: !580, file: !533, line: 221, type: !583)
!580 = distinct !DISubprogram(name: "ZSTD_cpuid_bmi2", scope: !533, file: !533, line: 221, type: !581, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !584)
!581 = !DISubroutineType(types: !582)
!582 = !{!38, !583}
!583 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !536)
!584 = !{!579}
!585 = !DILocation(line: 0, scope: !580, inlinedAt: !586)
!586 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !563)
!587 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !586)
!588 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !505)
!589 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !505)
!590 = !{!457, !465, i64 30180}
!591 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !505)
!592 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !505)
!593 = !{!457, !458, i64 30216}
!594 = !DILocalVariable(name: "dctx", arg: 1, scope: !595, file: !3, line: 240, type: !149)
!595 = distinct !DISubprogram(name: "ZSTD_DCtx_resetParameters", scope: !3, file: !3, line: 240, type: !501, scopeLine: 241, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !596)
!596 = !{!594}
!597 = !DILocation(line: 0, scope: !595, inlinedAt: !598)
!598 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !505)
!599 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !598)
!600 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !598)
!601 = !{!457, !465, i64 30104}
!602 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !598)
!603 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !598)
!604 = !{!457, !462, i64 30264}
!605 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !598)
!606 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !598)
!607 = !{!457, !465, i64 30320}
!608 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !598)
!609 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !598)
!610 = !{!457, !465, i64 30108}
!611 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !598)
!612 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !598)
!613 = !{!457, !465, i64 30224}
!614 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !598)
!615 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !598)
!616 = !{!457, !465, i64 30228}
!617 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !598)
!618 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !598)
!619 = !{!457, !465, i64 30232}
!620 = !DILocation(line: 289, column: 22, scope: !486)
!621 = !{!457, !462, i64 30168}
!622 = !DILocation(line: 290, column: 32, scope: !486)
!623 = !DILocation(line: 290, column: 11, scope: !486)
!624 = !DILocation(line: 290, column: 18, scope: !486)
!625 = !{!457, !458, i64 30240}
!626 = !DILocation(line: 291, column: 5, scope: !486)
!627 = !DILocation(line: 292, column: 1, scope: !486)
!628 = distinct !DISubprogram(name: "ZSTD_createDCtx_advanced", scope: !3, file: !3, line: 305, type: !629, scopeLine: 306, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !631)
!629 = !DISubroutineType(types: !630)
!630 = !{!149, !274}
!631 = !{!632}
!632 = !DILocalVariable(name: "customMem", arg: 1, scope: !628, file: !3, line: 305, type: !274)
!633 = !DILocation(line: 305, column: 52, scope: !628)
!634 = !DILocation(line: 295, column: 21, scope: !635, inlinedAt: !641)
!635 = distinct !DILexicalBlock(scope: !636, file: !3, line: 295, column: 9)
!636 = distinct !DISubprogram(name: "ZSTD_createDCtx_internal", scope: !3, file: !3, line: 294, type: !629, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !637)
!637 = !{!638, !639}
!638 = !DILocalVariable(name: "customMem", arg: 1, scope: !636, file: !3, line: 294, type: !274)
!639 = !DILocalVariable(name: "dctx", scope: !640, file: !3, line: 297, type: !493)
!640 = distinct !DILexicalBlock(scope: !636, file: !3, line: 297, column: 5)
!641 = distinct !DILocation(line: 307, column: 12, scope: !628)
!642 = !DILocation(line: 0, scope: !636, inlinedAt: !641)
!643 = !DILocation(line: 295, column: 10, scope: !635, inlinedAt: !641)
!644 = !DILocation(line: 295, column: 37, scope: !635, inlinedAt: !641)
!645 = !DILocation(line: 295, column: 34, scope: !635, inlinedAt: !641)
!646 = !DILocation(line: 295, column: 9, scope: !636, inlinedAt: !641)
!647 = !DILocalVariable(name: "customMem", arg: 2, scope: !648, file: !649, line: 26, type: !274)
!648 = distinct !DISubprogram(name: "ZSTD_customMalloc", scope: !649, file: !649, line: 26, type: !650, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !652)
!649 = !DIFile(filename: "src/zstd/lib/decompress/../common/allocations.h", directory: ".", checksumkind: CSK_MD5, checksum: "75568d187f198b5475f04a68c0153305")
!650 = !DISubroutineType(types: !651)
!651 = !{!148, !220, !274}
!652 = !{!653, !647}
!653 = !DILocalVariable(name: "size", arg: 1, scope: !648, file: !649, line: 26, type: !220)
!654 = !DILocation(line: 0, scope: !648, inlinedAt: !655)
!655 = distinct !DILocation(line: 297, column: 45, scope: !640, inlinedAt: !641)
!656 = !DILocation(line: 28, column: 9, scope: !648, inlinedAt: !655)
!657 = !DILocation(line: 29, column: 16, scope: !658, inlinedAt: !655)
!658 = distinct !DILexicalBlock(scope: !648, file: !649, line: 28, column: 9)
!659 = !DILocation(line: 29, column: 9, scope: !658, inlinedAt: !655)
!660 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !655)
!661 = !DILocation(line: 30, column: 5, scope: !648, inlinedAt: !655)
!662 = !DILocation(line: 0, scope: !640, inlinedAt: !641)
!663 = !DILocation(line: 298, column: 14, scope: !664, inlinedAt: !641)
!664 = distinct !DILexicalBlock(scope: !640, file: !3, line: 298, column: 13)
!665 = !DILocation(line: 298, column: 13, scope: !640, inlinedAt: !641)
!666 = !DILocation(line: 299, column: 15, scope: !640, inlinedAt: !641)
!667 = !DILocation(line: 299, column: 27, scope: !640, inlinedAt: !641)
!668 = !{!458, !458, i64 0}
!669 = !DILocation(line: 0, scope: !500, inlinedAt: !670)
!670 = distinct !DILocation(line: 300, column: 9, scope: !640, inlinedAt: !641)
!671 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !670)
!672 = !DILocation(line: 254, column: 23, scope: !500, inlinedAt: !670)
!673 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !670)
!674 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !670)
!675 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !670)
!676 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !670)
!677 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !670)
!678 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !670)
!679 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !670)
!680 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !670)
!681 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !670)
!682 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !670)
!683 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !670)
!684 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !670)
!685 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !670)
!686 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !670)
!687 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !670)
!688 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !670)
!689 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !670)
!690 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !670)
!691 = !DILocation(line: 0, scope: !532, inlinedAt: !692)
!692 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !693)
!693 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !670)
!694 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !692)
!695 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !692)
!696 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !692)
!697 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !692)
!698 = !DILocation(line: 0, scope: !549, inlinedAt: !692)
!699 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !692)
!700 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !692)
!701 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !692)
!702 = !DILocation(line: 0, scope: !552, inlinedAt: !692)
!703 = !DILocation(line: 0, scope: !558, inlinedAt: !693)
!704 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !693)
!705 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !693)
!706 = !DILocation(line: 0, scope: !580, inlinedAt: !707)
!707 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !693)
!708 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !707)
!709 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !670)
!710 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !670)
!711 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !670)
!712 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !670)
!713 = !DILocation(line: 0, scope: !595, inlinedAt: !714)
!714 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !670)
!715 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !714)
!716 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !714)
!717 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !714)
!718 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !714)
!719 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !714)
!720 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !714)
!721 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !714)
!722 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !714)
!723 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !714)
!724 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !714)
!725 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !714)
!726 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !714)
!727 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !714)
!728 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !714)
!729 = !DILocation(line: 301, column: 9, scope: !640, inlinedAt: !641)
!730 = !DILocation(line: 307, column: 5, scope: !628)
!731 = distinct !DISubprogram(name: "ZSTD_createDCtx", scope: !3, file: !3, line: 310, type: !732, scopeLine: 311, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!732 = !DISubroutineType(types: !733)
!733 = !{!149}
!734 = !DILocation(line: 0, scope: !636, inlinedAt: !735)
!735 = distinct !DILocation(line: 313, column: 12, scope: !731)
!736 = !DILocation(line: 0, scope: !648, inlinedAt: !737)
!737 = distinct !DILocation(line: 297, column: 45, scope: !640, inlinedAt: !735)
!738 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !737)
!739 = !DILocation(line: 0, scope: !640, inlinedAt: !735)
!740 = !DILocation(line: 298, column: 14, scope: !664, inlinedAt: !735)
!741 = !DILocation(line: 298, column: 13, scope: !640, inlinedAt: !735)
!742 = !DILocation(line: 299, column: 15, scope: !640, inlinedAt: !735)
!743 = !DILocation(line: 0, scope: !500, inlinedAt: !744)
!744 = distinct !DILocation(line: 300, column: 9, scope: !640, inlinedAt: !735)
!745 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !744)
!746 = !DILocation(line: 254, column: 23, scope: !500, inlinedAt: !744)
!747 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !744)
!748 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !744)
!749 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !744)
!750 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !744)
!751 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !744)
!752 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !744)
!753 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !744)
!754 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !744)
!755 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !744)
!756 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !744)
!757 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !744)
!758 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !744)
!759 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !744)
!760 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !744)
!761 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !744)
!762 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !744)
!763 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !744)
!764 = !DILocation(line: 299, column: 27, scope: !640, inlinedAt: !735)
!765 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !744)
!766 = !DILocation(line: 0, scope: !532, inlinedAt: !767)
!767 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !768)
!768 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !744)
!769 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !767)
!770 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !767)
!771 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !767)
!772 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !767)
!773 = !DILocation(line: 0, scope: !549, inlinedAt: !767)
!774 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !767)
!775 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !767)
!776 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !767)
!777 = !DILocation(line: 0, scope: !552, inlinedAt: !767)
!778 = !DILocation(line: 0, scope: !558, inlinedAt: !768)
!779 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !768)
!780 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !768)
!781 = !DILocation(line: 0, scope: !580, inlinedAt: !782)
!782 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !768)
!783 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !782)
!784 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !744)
!785 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !744)
!786 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !744)
!787 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !744)
!788 = !DILocation(line: 0, scope: !595, inlinedAt: !789)
!789 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !744)
!790 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !789)
!791 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !789)
!792 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !789)
!793 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !789)
!794 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !789)
!795 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !789)
!796 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !789)
!797 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !789)
!798 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !789)
!799 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !789)
!800 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !789)
!801 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !789)
!802 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !789)
!803 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !789)
!804 = !DILocation(line: 301, column: 9, scope: !640, inlinedAt: !735)
!805 = !DILocation(line: 313, column: 5, scope: !731)
!806 = distinct !DISubprogram(name: "ZSTD_freeDCtx", scope: !3, file: !3, line: 324, type: !807, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !809)
!807 = !DISubroutineType(types: !808)
!808 = !{!220, !149}
!809 = !{!810, !811}
!810 = !DILocalVariable(name: "dctx", arg: 1, scope: !806, file: !3, line: 324, type: !149)
!811 = !DILocalVariable(name: "cMem", scope: !812, file: !3, line: 328, type: !402)
!812 = distinct !DILexicalBlock(scope: !806, file: !3, line: 328, column: 5)
!813 = !DILocation(line: 0, scope: !806)
!814 = !DILocation(line: 326, column: 13, scope: !815)
!815 = distinct !DILexicalBlock(scope: !806, file: !3, line: 326, column: 9)
!816 = !DILocation(line: 326, column: 9, scope: !806)
!817 = !DILocation(line: 327, column: 5, scope: !818)
!818 = distinct !DILexicalBlock(scope: !819, file: !3, line: 327, column: 5)
!819 = distinct !DILexicalBlock(scope: !806, file: !3, line: 327, column: 5)
!820 = !DILocation(line: 327, column: 5, scope: !819)
!821 = !DILocation(line: 328, column: 43, scope: !812)
!822 = !DILocation(line: 0, scope: !812)
!823 = !DILocalVariable(name: "dctx", arg: 1, scope: !824, file: !3, line: 316, type: !149)
!824 = distinct !DISubprogram(name: "ZSTD_clearDict", scope: !3, file: !3, line: 316, type: !501, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !825)
!825 = !{!823}
!826 = !DILocation(line: 0, scope: !824, inlinedAt: !827)
!827 = distinct !DILocation(line: 329, column: 9, scope: !812)
!828 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !827)
!829 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !827)
!830 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !827)
!831 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !827)
!832 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !827)
!833 = !DILocation(line: 330, column: 31, scope: !812)
!834 = !DILocalVariable(name: "customMem", arg: 2, scope: !835, file: !649, line: 45, type: !274)
!835 = distinct !DISubprogram(name: "ZSTD_customFree", scope: !649, file: !649, line: 45, type: !836, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !838)
!836 = !DISubroutineType(types: !837)
!837 = !{null, !148, !274}
!838 = !{!839, !834}
!839 = !DILocalVariable(name: "ptr", arg: 1, scope: !835, file: !649, line: 45, type: !148)
!840 = !DILocation(line: 0, scope: !835, inlinedAt: !841)
!841 = distinct !DILocation(line: 330, column: 9, scope: !812)
!842 = !DILocation(line: 47, column: 12, scope: !843, inlinedAt: !841)
!843 = distinct !DILexicalBlock(scope: !835, file: !649, line: 47, column: 9)
!844 = !DILocation(line: 47, column: 9, scope: !835, inlinedAt: !841)
!845 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !841)
!846 = distinct !DILexicalBlock(scope: !847, file: !649, line: 48, column: 13)
!847 = distinct !DILexicalBlock(scope: !843, file: !649, line: 47, column: 20)
!848 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !841)
!849 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !841)
!850 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !841)
!851 = !DILocation(line: 331, column: 22, scope: !812)
!852 = !DILocation(line: 336, column: 19, scope: !853)
!853 = distinct !DILexicalBlock(scope: !812, file: !3, line: 336, column: 13)
!854 = !DILocation(line: 336, column: 13, scope: !853)
!855 = !DILocation(line: 336, column: 13, scope: !812)
!856 = !DILocalVariable(name: "customMem", arg: 2, scope: !857, file: !3, line: 196, type: !274)
!857 = distinct !DISubprogram(name: "ZSTD_freeDDictHashSet", scope: !3, file: !3, line: 196, type: !858, scopeLine: 196, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !860)
!858 = !DISubroutineType(types: !859)
!859 = !{null, !305, !274}
!860 = !{!861, !856}
!861 = !DILocalVariable(name: "hashSet", arg: 1, scope: !857, file: !3, line: 196, type: !305)
!862 = !DILocation(line: 0, scope: !857, inlinedAt: !863)
!863 = distinct !DILocation(line: 337, column: 13, scope: !864)
!864 = distinct !DILexicalBlock(scope: !853, file: !3, line: 336, column: 29)
!865 = !DILocation(line: 198, column: 29, scope: !866, inlinedAt: !863)
!866 = distinct !DILexicalBlock(scope: !857, file: !3, line: 198, column: 9)
!867 = !{!868, !458, i64 0}
!868 = !{!"", !458, i64 0, !462, i64 8, !462, i64 16}
!869 = !DILocation(line: 198, column: 20, scope: !866, inlinedAt: !863)
!870 = !DILocation(line: 0, scope: !835, inlinedAt: !871)
!871 = distinct !DILocation(line: 202, column: 9, scope: !872, inlinedAt: !863)
!872 = distinct !DILexicalBlock(scope: !873, file: !3, line: 201, column: 18)
!873 = distinct !DILexicalBlock(scope: !857, file: !3, line: 201, column: 9)
!874 = !DILocation(line: 0, scope: !835, inlinedAt: !875)
!875 = distinct !DILocation(line: 199, column: 9, scope: !876, inlinedAt: !863)
!876 = distinct !DILexicalBlock(scope: !866, file: !3, line: 198, column: 44)
!877 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !878)
!878 = distinct !DILocation(line: 0, scope: !857, inlinedAt: !863)
!879 = !DILocation(line: 198, column: 9, scope: !857, inlinedAt: !863)
!880 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !875)
!881 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !875)
!882 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !871)
!883 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !875)
!884 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !871)
!885 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !871)
!886 = !DILocation(line: 338, column: 28, scope: !864)
!887 = !DILocation(line: 339, column: 9, scope: !864)
!888 = !DILocation(line: 0, scope: !835, inlinedAt: !889)
!889 = distinct !DILocation(line: 340, column: 9, scope: !812)
!890 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !889)
!891 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !889)
!892 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !889)
!893 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !889)
!894 = !DILocation(line: 343, column: 1, scope: !806)
!895 = distinct !DISubprogram(name: "ZSTD_copyDCtx", scope: !3, file: !3, line: 346, type: !896, scopeLine: 347, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !898)
!896 = !DISubroutineType(types: !897)
!897 = !{null, !149, !447}
!898 = !{!899, !900, !901}
!899 = !DILocalVariable(name: "dstDCtx", arg: 1, scope: !895, file: !3, line: 346, type: !149)
!900 = !DILocalVariable(name: "srcDCtx", arg: 2, scope: !895, file: !3, line: 346, type: !447)
!901 = !DILocalVariable(name: "toCopy", scope: !895, file: !3, line: 348, type: !399)
!902 = !DILocation(line: 0, scope: !895)
!903 = !DILocation(line: 349, column: 5, scope: !895)
!904 = !DILocation(line: 350, column: 1, scope: !895)
!905 = distinct !DISubprogram(name: "ZSTD_isFrame", scope: !3, file: !3, line: 385, type: !906, scopeLine: 386, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !908)
!906 = !DISubroutineType(types: !907)
!907 = !{!7, !214, !220}
!908 = !{!909, !910, !911}
!909 = !DILocalVariable(name: "buffer", arg: 1, scope: !905, file: !3, line: 385, type: !214)
!910 = !DILocalVariable(name: "size", arg: 2, scope: !905, file: !3, line: 385, type: !220)
!911 = !DILocalVariable(name: "magic", scope: !912, file: !3, line: 388, type: !418)
!912 = distinct !DILexicalBlock(scope: !905, file: !3, line: 388, column: 5)
!913 = !DILocation(line: 0, scope: !905)
!914 = !DILocation(line: 387, column: 14, scope: !915)
!915 = distinct !DILexicalBlock(scope: !905, file: !3, line: 387, column: 9)
!916 = !DILocation(line: 387, column: 9, scope: !905)
!917 = !DILocalVariable(name: "memPtr", arg: 1, scope: !918, file: !161, line: 321, type: !214)
!918 = distinct !DISubprogram(name: "MEM_readLE32", scope: !161, file: !161, line: 321, type: !919, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !921)
!919 = !DISubroutineType(types: !920)
!920 = !{!174, !214}
!921 = !{!917}
!922 = !DILocation(line: 0, scope: !918, inlinedAt: !923)
!923 = distinct !DILocation(line: 388, column: 27, scope: !912)
!924 = !DILocalVariable(name: "ptr", arg: 1, scope: !925, file: !161, line: 183, type: !214)
!925 = distinct !DISubprogram(name: "MEM_read32", scope: !161, file: !161, line: 183, type: !919, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !926)
!926 = !{!924}
!927 = !DILocation(line: 0, scope: !925, inlinedAt: !928)
!928 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !923)
!929 = distinct !DILexicalBlock(scope: !918, file: !161, line: 323, column: 9)
!930 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !928)
!931 = !{!465, !465, i64 0}
!932 = !DILocation(line: 0, scope: !912)
!933 = !DILocation(line: 390, column: 20, scope: !934)
!934 = distinct !DILexicalBlock(scope: !912, file: !3, line: 390, column: 13)
!935 = !DILocation(line: 389, column: 19, scope: !936)
!936 = distinct !DILexicalBlock(scope: !912, file: !3, line: 389, column: 13)
!937 = !DILocation(line: 389, column: 13, scope: !912)
!938 = !DILocation(line: 390, column: 49, scope: !934)
!939 = !DILocation(line: 396, column: 1, scope: !905)
!940 = distinct !DISubprogram(name: "ZSTD_isSkippableFrame", scope: !3, file: !3, line: 402, type: !906, scopeLine: 403, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !941)
!941 = !{!942, !943, !944}
!942 = !DILocalVariable(name: "buffer", arg: 1, scope: !940, file: !3, line: 402, type: !214)
!943 = !DILocalVariable(name: "size", arg: 2, scope: !940, file: !3, line: 402, type: !220)
!944 = !DILocalVariable(name: "magic", scope: !945, file: !3, line: 405, type: !418)
!945 = distinct !DILexicalBlock(scope: !940, file: !3, line: 405, column: 5)
!946 = !DILocation(line: 0, scope: !940)
!947 = !DILocation(line: 404, column: 14, scope: !948)
!948 = distinct !DILexicalBlock(scope: !940, file: !3, line: 404, column: 9)
!949 = !DILocation(line: 404, column: 9, scope: !940)
!950 = !DILocation(line: 0, scope: !918, inlinedAt: !951)
!951 = distinct !DILocation(line: 405, column: 27, scope: !945)
!952 = !DILocation(line: 0, scope: !925, inlinedAt: !953)
!953 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !951)
!954 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !953)
!955 = !DILocation(line: 0, scope: !945)
!956 = !DILocation(line: 406, column: 20, scope: !957)
!957 = distinct !DILexicalBlock(scope: !945, file: !3, line: 406, column: 13)
!958 = !DILocation(line: 406, column: 49, scope: !957)
!959 = !DILocation(line: 409, column: 1, scope: !940)
!960 = distinct !DISubprogram(name: "ZSTD_frameHeaderSize", scope: !3, file: !3, line: 435, type: !961, scopeLine: 436, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !963)
!961 = !DISubroutineType(types: !962)
!962 = !{!220, !214, !220}
!963 = !{!964, !965}
!964 = !DILocalVariable(name: "src", arg: 1, scope: !960, file: !3, line: 435, type: !214)
!965 = !DILocalVariable(name: "srcSize", arg: 2, scope: !960, file: !3, line: 435, type: !220)
!966 = !DILocation(line: 0, scope: !960)
!967 = !DILocalVariable(name: "src", arg: 1, scope: !968, file: !3, line: 416, type: !214)
!968 = distinct !DISubprogram(name: "ZSTD_frameHeaderSize_internal", scope: !3, file: !3, line: 416, type: !969, scopeLine: 417, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !971)
!969 = !DISubroutineType(types: !970)
!970 = !{!220, !214, !220, !266}
!971 = !{!967, !972, !973, !974, !975, !977, !978, !979}
!972 = !DILocalVariable(name: "srcSize", arg: 2, scope: !968, file: !3, line: 416, type: !220)
!973 = !DILocalVariable(name: "format", arg: 3, scope: !968, file: !3, line: 416, type: !266)
!974 = !DILocalVariable(name: "minInputSize", scope: !968, file: !3, line: 418, type: !399)
!975 = !DILocalVariable(name: "fhd", scope: !976, file: !3, line: 421, type: !272)
!976 = distinct !DILexicalBlock(scope: !968, file: !3, line: 421, column: 5)
!977 = !DILocalVariable(name: "dictID", scope: !976, file: !3, line: 422, type: !418)
!978 = !DILocalVariable(name: "singleSegment", scope: !976, file: !3, line: 423, type: !418)
!979 = !DILocalVariable(name: "fcsId", scope: !976, file: !3, line: 424, type: !418)
!980 = !DILocation(line: 0, scope: !968, inlinedAt: !981)
!981 = distinct !DILocation(line: 437, column: 12, scope: !960)
!982 = !DILocation(line: 419, column: 5, scope: !983, inlinedAt: !981)
!983 = distinct !DILexicalBlock(scope: !984, file: !3, line: 419, column: 5)
!984 = distinct !DILexicalBlock(scope: !968, file: !3, line: 419, column: 5)
!985 = !DILocation(line: 419, column: 5, scope: !984, inlinedAt: !981)
!986 = !DILocation(line: 421, column: 26, scope: !976, inlinedAt: !981)
!987 = !{!459, !459, i64 0}
!988 = !DILocation(line: 0, scope: !976, inlinedAt: !981)
!989 = !DILocation(line: 422, column: 27, scope: !976, inlinedAt: !981)
!990 = !DILocation(line: 422, column: 31, scope: !976, inlinedAt: !981)
!991 = !DILocation(line: 424, column: 31, scope: !976, inlinedAt: !981)
!992 = !DILocation(line: 425, column: 31, scope: !976, inlinedAt: !981)
!993 = !DILocation(line: 426, column: 16, scope: !976, inlinedAt: !981)
!994 = !{!462, !462, i64 0}
!995 = !DILocation(line: 426, column: 45, scope: !976, inlinedAt: !981)
!996 = !DILocation(line: 427, column: 31, scope: !976, inlinedAt: !981)
!997 = !DILocation(line: 427, column: 16, scope: !976, inlinedAt: !981)
!998 = !DILocation(line: 425, column: 29, scope: !976, inlinedAt: !981)
!999 = !DILocation(line: 426, column: 14, scope: !976, inlinedAt: !981)
!1000 = !DILocation(line: 426, column: 43, scope: !976, inlinedAt: !981)
!1001 = !DILocation(line: 427, column: 14, scope: !976, inlinedAt: !981)
!1002 = !DILocation(line: 437, column: 5, scope: !960)
!1003 = distinct !DISubprogram(name: "ZSTD_getFrameHeader_advanced", scope: !3, file: !3, line: 447, type: !1004, scopeLine: 448, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1007)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{!220, !1006, !214, !220, !266}
!1006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!1007 = !{!1008, !1009, !1010, !1011, !1012, !1013, !1014, !1019, !1021, !1023, !1025, !1026, !1027, !1028, !1029, !1030, !1031, !1032, !1033, !1036}
!1008 = !DILocalVariable(name: "zfhPtr", arg: 1, scope: !1003, file: !3, line: 447, type: !1006)
!1009 = !DILocalVariable(name: "src", arg: 2, scope: !1003, file: !3, line: 447, type: !214)
!1010 = !DILocalVariable(name: "srcSize", arg: 3, scope: !1003, file: !3, line: 447, type: !220)
!1011 = !DILocalVariable(name: "format", arg: 4, scope: !1003, file: !3, line: 447, type: !266)
!1012 = !DILocalVariable(name: "ip", scope: !1003, file: !3, line: 449, type: !271)
!1013 = !DILocalVariable(name: "minInputSize", scope: !1003, file: !3, line: 450, type: !399)
!1014 = !DILocalVariable(name: "toCopy", scope: !1015, file: !3, line: 464, type: !399)
!1015 = distinct !DILexicalBlock(scope: !1016, file: !3, line: 459, column: 62)
!1016 = distinct !DILexicalBlock(scope: !1017, file: !3, line: 459, column: 13)
!1017 = distinct !DILexicalBlock(scope: !1018, file: !3, line: 458, column: 33)
!1018 = distinct !DILexicalBlock(scope: !1003, file: !3, line: 458, column: 9)
!1019 = !DILocalVariable(name: "hbuf", scope: !1015, file: !3, line: 465, type: !1020)
!1020 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 32, elements: !257)
!1021 = !DILocalVariable(name: "fhsize", scope: !1022, file: !3, line: 497, type: !399)
!1022 = distinct !DILexicalBlock(scope: !1003, file: !3, line: 497, column: 5)
!1023 = !DILocalVariable(name: "fhdByte", scope: !1024, file: !3, line: 502, type: !272)
!1024 = distinct !DILexicalBlock(scope: !1003, file: !3, line: 502, column: 5)
!1025 = !DILocalVariable(name: "pos", scope: !1024, file: !3, line: 503, type: !220)
!1026 = !DILocalVariable(name: "dictIDSizeCode", scope: !1024, file: !3, line: 504, type: !418)
!1027 = !DILocalVariable(name: "checksumFlag", scope: !1024, file: !3, line: 505, type: !418)
!1028 = !DILocalVariable(name: "singleSegment", scope: !1024, file: !3, line: 506, type: !418)
!1029 = !DILocalVariable(name: "fcsID", scope: !1024, file: !3, line: 507, type: !418)
!1030 = !DILocalVariable(name: "windowSize", scope: !1024, file: !3, line: 508, type: !239)
!1031 = !DILocalVariable(name: "dictID", scope: !1024, file: !3, line: 509, type: !174)
!1032 = !DILocalVariable(name: "frameContentSize", scope: !1024, file: !3, line: 510, type: !239)
!1033 = !DILocalVariable(name: "wlByte", scope: !1034, file: !3, line: 515, type: !272)
!1034 = distinct !DILexicalBlock(scope: !1035, file: !3, line: 514, column: 29)
!1035 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 514, column: 13)
!1036 = !DILocalVariable(name: "windowLog", scope: !1034, file: !3, line: 516, type: !418)
!1037 = distinct !DIAssignID()
!1038 = !DILocation(line: 0, scope: !1015)
!1039 = !DILocation(line: 0, scope: !1003)
!1040 = !DILocalVariable(name: "format", arg: 1, scope: !1041, file: !3, line: 232, type: !266)
!1041 = distinct !DISubprogram(name: "ZSTD_startingInputLength", scope: !3, file: !3, line: 232, type: !1042, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1044)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!220, !266}
!1044 = !{!1040, !1045}
!1045 = !DILocalVariable(name: "startingInputLength", scope: !1041, file: !3, line: 234, type: !399)
!1046 = !DILocation(line: 0, scope: !1041, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 450, column: 33, scope: !1003)
!1048 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !1047)
!1049 = !DILocation(line: 454, column: 17, scope: !1050)
!1050 = distinct !DILexicalBlock(scope: !1003, file: !3, line: 454, column: 9)
!1051 = !DILocation(line: 454, column: 9, scope: !1003)
!1052 = !DILocation(line: 458, column: 17, scope: !1018)
!1053 = !DILocation(line: 458, column: 9, scope: !1003)
!1054 = !DILocation(line: 459, column: 25, scope: !1016)
!1055 = !DILocation(line: 465, column: 13, scope: !1015)
!1056 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1057, file: !161, line: 329, type: !148)
!1057 = distinct !DISubprogram(name: "MEM_writeLE32", scope: !161, file: !161, line: 329, type: !1058, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1060)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{null, !148, !174}
!1060 = !{!1056, !1061}
!1061 = !DILocalVariable(name: "val32", arg: 2, scope: !1057, file: !161, line: 329, type: !174)
!1062 = !DILocation(line: 0, scope: !1057, inlinedAt: !1063)
!1063 = distinct !DILocation(line: 465, column: 36, scope: !1015)
!1064 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1065, file: !161, line: 188, type: !148)
!1065 = distinct !DISubprogram(name: "MEM_write32", scope: !161, file: !161, line: 188, type: !1058, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1066)
!1066 = !{!1064, !1067}
!1067 = !DILocalVariable(name: "value", arg: 2, scope: !1065, file: !161, line: 188, type: !174)
!1068 = !DILocation(line: 0, scope: !1065, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 332, column: 9, scope: !1070, inlinedAt: !1063)
!1070 = distinct !DILexicalBlock(scope: !1057, file: !161, line: 331, column: 9)
!1071 = !DILocation(line: 188, column: 76, scope: !1065, inlinedAt: !1069)
!1072 = distinct !DIAssignID()
!1073 = !DILocation(line: 467, column: 13, scope: !1015)
!1074 = !DILocation(line: 0, scope: !918, inlinedAt: !1075)
!1075 = distinct !DILocation(line: 468, column: 18, scope: !1076)
!1076 = distinct !DILexicalBlock(scope: !1015, file: !3, line: 468, column: 18)
!1077 = !DILocation(line: 0, scope: !925, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1075)
!1079 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1078)
!1080 = !DILocation(line: 468, column: 37, scope: !1076)
!1081 = !DILocation(line: 468, column: 18, scope: !1015)
!1082 = !DILocation(line: 0, scope: !1057, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 470, column: 17, scope: !1084)
!1084 = distinct !DILexicalBlock(scope: !1076, file: !3, line: 468, column: 59)
!1085 = !DILocation(line: 0, scope: !1065, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 332, column: 9, scope: !1070, inlinedAt: !1083)
!1087 = !DILocation(line: 188, column: 76, scope: !1065, inlinedAt: !1086)
!1088 = distinct !DIAssignID()
!1089 = !DILocation(line: 471, column: 17, scope: !1084)
!1090 = !DILocation(line: 0, scope: !918, inlinedAt: !1091)
!1091 = distinct !DILocation(line: 472, column: 22, scope: !1092)
!1092 = distinct !DILexicalBlock(scope: !1084, file: !3, line: 472, column: 21)
!1093 = !DILocation(line: 0, scope: !925, inlinedAt: !1094)
!1094 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1091)
!1095 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1094)
!1096 = !DILocation(line: 472, column: 41, scope: !1092)
!1097 = !DILocation(line: 472, column: 70, scope: !1092)
!1098 = !DILocation(line: 472, column: 21, scope: !1084)
!1099 = !DILocation(line: 475, column: 17, scope: !1016)
!1100 = !DILocation(line: 479, column: 5, scope: !1003)
!1101 = !DILocation(line: 480, column: 18, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1003, file: !3, line: 480, column: 10)
!1103 = !DILocation(line: 481, column: 7, scope: !1102)
!1104 = !DILocation(line: 0, scope: !918, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 481, column: 11, scope: !1102)
!1106 = !DILocation(line: 0, scope: !925, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1105)
!1108 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1107)
!1109 = !DILocation(line: 481, column: 29, scope: !1102)
!1110 = !DILocation(line: 480, column: 10, scope: !1003)
!1111 = !DILocation(line: 0, scope: !918, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 482, column: 14, scope: !1113)
!1113 = distinct !DILexicalBlock(scope: !1114, file: !3, line: 482, column: 13)
!1114 = distinct !DILexicalBlock(scope: !1102, file: !3, line: 481, column: 52)
!1115 = !DILocation(line: 0, scope: !925, inlinedAt: !1116)
!1116 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1112)
!1117 = !DILocation(line: 482, column: 32, scope: !1113)
!1118 = !DILocation(line: 482, column: 61, scope: !1113)
!1119 = !DILocation(line: 482, column: 13, scope: !1114)
!1120 = !DILocation(line: 484, column: 25, scope: !1121)
!1121 = distinct !DILexicalBlock(scope: !1122, file: !3, line: 484, column: 17)
!1122 = distinct !DILexicalBlock(scope: !1113, file: !3, line: 482, column: 92)
!1123 = !DILocation(line: 484, column: 17, scope: !1122)
!1124 = !DILocation(line: 487, column: 21, scope: !1122)
!1125 = !DILocation(line: 487, column: 31, scope: !1122)
!1126 = !{!463, !465, i64 20}
!1127 = !DILocation(line: 0, scope: !918, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 488, column: 30, scope: !1122)
!1129 = !DILocation(line: 0, scope: !925, inlinedAt: !1130)
!1130 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1128)
!1131 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1130)
!1132 = !DILocation(line: 488, column: 48, scope: !1122)
!1133 = !DILocation(line: 488, column: 21, scope: !1122)
!1134 = !DILocation(line: 488, column: 28, scope: !1122)
!1135 = !{!463, !465, i64 28}
!1136 = !DILocation(line: 489, column: 21, scope: !1122)
!1137 = !DILocation(line: 489, column: 32, scope: !1122)
!1138 = !{!463, !465, i64 24}
!1139 = !DILocation(line: 490, column: 71, scope: !1122)
!1140 = !DILocation(line: 0, scope: !918, inlinedAt: !1141)
!1141 = distinct !DILocation(line: 490, column: 40, scope: !1122)
!1142 = !DILocation(line: 0, scope: !925, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1141)
!1144 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1143)
!1145 = !DILocation(line: 490, column: 40, scope: !1122)
!1146 = !DILocation(line: 490, column: 38, scope: !1122)
!1147 = !{!463, !464, i64 0}
!1148 = !DILocation(line: 491, column: 13, scope: !1122)
!1149 = !DILocation(line: 0, scope: !968, inlinedAt: !1150)
!1150 = distinct !DILocation(line: 497, column: 31, scope: !1022)
!1151 = !DILocation(line: 0, scope: !1041, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 418, column: 33, scope: !968, inlinedAt: !1150)
!1153 = !DILocation(line: 421, column: 26, scope: !976, inlinedAt: !1150)
!1154 = !DILocation(line: 0, scope: !976, inlinedAt: !1150)
!1155 = !DILocation(line: 422, column: 27, scope: !976, inlinedAt: !1150)
!1156 = !DILocation(line: 422, column: 31, scope: !976, inlinedAt: !1150)
!1157 = !DILocation(line: 424, column: 31, scope: !976, inlinedAt: !1150)
!1158 = !DILocation(line: 425, column: 31, scope: !976, inlinedAt: !1150)
!1159 = !DILocation(line: 426, column: 16, scope: !976, inlinedAt: !1150)
!1160 = !DILocation(line: 426, column: 45, scope: !976, inlinedAt: !1150)
!1161 = !DILocation(line: 427, column: 31, scope: !976, inlinedAt: !1150)
!1162 = !DILocation(line: 427, column: 16, scope: !976, inlinedAt: !1150)
!1163 = !DILocation(line: 425, column: 29, scope: !976, inlinedAt: !1150)
!1164 = !DILocation(line: 426, column: 14, scope: !976, inlinedAt: !1150)
!1165 = !DILocation(line: 426, column: 43, scope: !976, inlinedAt: !1150)
!1166 = !DILocation(line: 427, column: 14, scope: !976, inlinedAt: !1150)
!1167 = !DILocation(line: 0, scope: !1022)
!1168 = !DILocation(line: 498, column: 21, scope: !1169)
!1169 = distinct !DILexicalBlock(scope: !1022, file: !3, line: 498, column: 13)
!1170 = !DILocation(line: 498, column: 13, scope: !1022)
!1171 = !DILocation(line: 499, column: 30, scope: !1022)
!1172 = !DILocation(line: 499, column: 17, scope: !1022)
!1173 = !DILocation(line: 499, column: 28, scope: !1022)
!1174 = !DILocation(line: 502, column: 30, scope: !1024)
!1175 = !DILocation(line: 0, scope: !1024)
!1176 = !DILocation(line: 504, column: 36, scope: !1024)
!1177 = !DILocation(line: 504, column: 43, scope: !1024)
!1178 = !DILocation(line: 505, column: 42, scope: !1024)
!1179 = !DILocation(line: 505, column: 46, scope: !1024)
!1180 = !DILocation(line: 507, column: 34, scope: !1024)
!1181 = !DILocation(line: 511, column: 9, scope: !1182)
!1182 = distinct !DILexicalBlock(scope: !1183, file: !3, line: 511, column: 9)
!1183 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 511, column: 9)
!1184 = !DILocation(line: 511, column: 9, scope: !1183)
!1185 = !DILocation(line: 514, column: 14, scope: !1035)
!1186 = !DILocation(line: 514, column: 13, scope: !1024)
!1187 = !DILocation(line: 515, column: 33, scope: !1034)
!1188 = !DILocation(line: 0, scope: !1034)
!1189 = !DILocation(line: 517, column: 13, scope: !1190)
!1190 = distinct !DILexicalBlock(scope: !1191, file: !3, line: 517, column: 13)
!1191 = distinct !DILexicalBlock(scope: !1034, file: !3, line: 517, column: 13)
!1192 = !DILocation(line: 517, column: 13, scope: !1191)
!1193 = !DILocation(line: 515, column: 39, scope: !1034)
!1194 = !DILocation(line: 516, column: 36, scope: !1034)
!1195 = !DILocation(line: 516, column: 43, scope: !1034)
!1196 = !DILocation(line: 516, column: 49, scope: !1034)
!1197 = !DILocation(line: 518, column: 32, scope: !1034)
!1198 = !DILocation(line: 519, column: 39, scope: !1034)
!1199 = !DILocation(line: 519, column: 54, scope: !1034)
!1200 = !DILocation(line: 519, column: 47, scope: !1034)
!1201 = !DILocation(line: 519, column: 45, scope: !1034)
!1202 = !DILocation(line: 519, column: 24, scope: !1034)
!1203 = !DILocation(line: 508, column: 13, scope: !1024)
!1204 = !DILocation(line: 521, column: 9, scope: !1024)
!1205 = !DILocation(line: 527, column: 31, scope: !1206)
!1206 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 522, column: 9)
!1207 = !DILocation(line: 527, column: 43, scope: !1206)
!1208 = !DILocation(line: 527, column: 47, scope: !1206)
!1209 = !DILocation(line: 528, column: 46, scope: !1206)
!1210 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1211, file: !161, line: 289, type: !214)
!1211 = distinct !DISubprogram(name: "MEM_readLE16", scope: !161, file: !161, line: 289, type: !1212, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1214)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!160, !214}
!1214 = !{!1210, !1215}
!1215 = !DILocalVariable(name: "p", scope: !1216, file: !161, line: 294, type: !271)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !161, line: 293, column: 10)
!1217 = distinct !DILexicalBlock(scope: !1211, file: !161, line: 291, column: 9)
!1218 = !DILocation(line: 0, scope: !1211, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 528, column: 31, scope: !1206)
!1220 = !DILocalVariable(name: "ptr", arg: 1, scope: !1221, file: !161, line: 182, type: !214)
!1221 = distinct !DISubprogram(name: "MEM_read16", scope: !161, file: !161, line: 182, type: !1212, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1222)
!1222 = !{!1220}
!1223 = !DILocation(line: 0, scope: !1221, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 292, column: 16, scope: !1217, inlinedAt: !1219)
!1225 = !DILocation(line: 182, column: 53, scope: !1221, inlinedAt: !1224)
!1226 = !{!1227, !1227, i64 0}
!1227 = !{!"short", !459, i64 0}
!1228 = !DILocation(line: 528, column: 31, scope: !1206)
!1229 = !DILocation(line: 528, column: 56, scope: !1206)
!1230 = !DILocation(line: 528, column: 61, scope: !1206)
!1231 = !DILocation(line: 529, column: 46, scope: !1206)
!1232 = !DILocation(line: 0, scope: !918, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 529, column: 31, scope: !1206)
!1234 = !DILocation(line: 0, scope: !925, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1233)
!1236 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1235)
!1237 = !DILocation(line: 529, column: 56, scope: !1206)
!1238 = !DILocation(line: 529, column: 61, scope: !1206)
!1239 = !DILocation(line: 531, column: 9, scope: !1024)
!1240 = !DILocation(line: 536, column: 26, scope: !1241)
!1241 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 532, column: 9)
!1242 = !DILocation(line: 536, column: 60, scope: !1243)
!1243 = distinct !DILexicalBlock(scope: !1241, file: !3, line: 536, column: 26)
!1244 = !DILocation(line: 536, column: 41, scope: !1243)
!1245 = !DILocation(line: 537, column: 56, scope: !1241)
!1246 = !DILocation(line: 0, scope: !1211, inlinedAt: !1247)
!1247 = distinct !DILocation(line: 537, column: 41, scope: !1241)
!1248 = !DILocation(line: 0, scope: !1221, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 292, column: 16, scope: !1217, inlinedAt: !1247)
!1250 = !DILocation(line: 182, column: 53, scope: !1221, inlinedAt: !1249)
!1251 = !DILocation(line: 537, column: 41, scope: !1241)
!1252 = !DILocation(line: 537, column: 61, scope: !1241)
!1253 = !DILocation(line: 537, column: 67, scope: !1241)
!1254 = !DILocation(line: 538, column: 56, scope: !1241)
!1255 = !DILocation(line: 0, scope: !918, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 538, column: 41, scope: !1241)
!1257 = !DILocation(line: 0, scope: !925, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1256)
!1259 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1258)
!1260 = !DILocation(line: 538, column: 41, scope: !1241)
!1261 = !DILocation(line: 538, column: 63, scope: !1241)
!1262 = !DILocation(line: 539, column: 56, scope: !1241)
!1263 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1264, file: !161, line: 337, type: !214)
!1264 = distinct !DISubprogram(name: "MEM_readLE64", scope: !161, file: !161, line: 337, type: !1265, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1267)
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!239, !214}
!1267 = !{!1263}
!1268 = !DILocation(line: 0, scope: !1264, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 539, column: 41, scope: !1241)
!1270 = !DILocalVariable(name: "ptr", arg: 1, scope: !1271, file: !161, line: 184, type: !214)
!1271 = distinct !DISubprogram(name: "MEM_read64", scope: !161, file: !161, line: 184, type: !1265, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1272)
!1272 = !{!1270}
!1273 = !DILocation(line: 0, scope: !1271, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 340, column: 16, scope: !1275, inlinedAt: !1269)
!1275 = distinct !DILexicalBlock(scope: !1264, file: !161, line: 339, column: 9)
!1276 = !DILocation(line: 184, column: 53, scope: !1271, inlinedAt: !1274)
!1277 = !DILocation(line: 539, column: 63, scope: !1241)
!1278 = !DILocation(line: 541, column: 13, scope: !1024)
!1279 = !DILocation(line: 543, column: 17, scope: !1024)
!1280 = !DILocation(line: 543, column: 27, scope: !1024)
!1281 = !DILocation(line: 544, column: 34, scope: !1024)
!1282 = !DILocation(line: 545, column: 17, scope: !1024)
!1283 = !DILocation(line: 545, column: 28, scope: !1024)
!1284 = !{!463, !464, i64 8}
!1285 = !DILocation(line: 546, column: 43, scope: !1024)
!1286 = !DILocation(line: 546, column: 32, scope: !1024)
!1287 = !DILocation(line: 546, column: 17, scope: !1024)
!1288 = !DILocation(line: 546, column: 30, scope: !1024)
!1289 = !{!463, !465, i64 16}
!1290 = !DILocation(line: 547, column: 17, scope: !1024)
!1291 = !DILocation(line: 547, column: 24, scope: !1024)
!1292 = !DILocation(line: 548, column: 17, scope: !1024)
!1293 = !DILocation(line: 548, column: 30, scope: !1024)
!1294 = !{!463, !465, i64 32}
!1295 = !DILocation(line: 551, column: 1, scope: !1003)
!1296 = distinct !DISubprogram(name: "ZSTD_getFrameHeader", scope: !3, file: !3, line: 559, type: !1297, scopeLine: 560, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1299)
!1297 = !DISubroutineType(types: !1298)
!1298 = !{!220, !1006, !214, !220}
!1299 = !{!1300, !1301, !1302}
!1300 = !DILocalVariable(name: "zfhPtr", arg: 1, scope: !1296, file: !3, line: 559, type: !1006)
!1301 = !DILocalVariable(name: "src", arg: 2, scope: !1296, file: !3, line: 559, type: !214)
!1302 = !DILocalVariable(name: "srcSize", arg: 3, scope: !1296, file: !3, line: 559, type: !220)
!1303 = !DILocation(line: 0, scope: !1296)
!1304 = !DILocation(line: 561, column: 12, scope: !1296)
!1305 = !DILocation(line: 561, column: 5, scope: !1296)
!1306 = distinct !DISubprogram(name: "ZSTD_getFrameContentSize", scope: !3, file: !3, line: 569, type: !1307, scopeLine: 570, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1309)
!1307 = !DISubroutineType(types: !1308)
!1308 = !{!228, !214, !220}
!1309 = !{!1310, !1311, !1312}
!1310 = !DILocalVariable(name: "src", arg: 1, scope: !1306, file: !3, line: 569, type: !214)
!1311 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1306, file: !3, line: 569, type: !220)
!1312 = !DILocalVariable(name: "zfh", scope: !1313, file: !3, line: 577, type: !224)
!1313 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 577, column: 5)
!1314 = distinct !DIAssignID()
!1315 = !DILocation(line: 0, scope: !1313)
!1316 = !DILocation(line: 0, scope: !1306)
!1317 = !DILocation(line: 577, column: 9, scope: !1313)
!1318 = !DILocation(line: 0, scope: !1296, inlinedAt: !1319)
!1319 = distinct !DILocation(line: 578, column: 13, scope: !1320)
!1320 = distinct !DILexicalBlock(scope: !1313, file: !3, line: 578, column: 13)
!1321 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !1319)
!1322 = !DILocation(line: 578, column: 53, scope: !1320)
!1323 = !DILocation(line: 578, column: 13, scope: !1313)
!1324 = !DILocation(line: 584, column: 9, scope: !1306)
!1325 = !DILocation(line: 585, column: 1, scope: !1306)
!1326 = distinct !DISubprogram(name: "ZSTD_readSkippableFrame", scope: !3, file: !3, line: 614, type: !1327, scopeLine: 617, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1330)
!1327 = !DISubroutineType(types: !1328)
!1328 = !{!220, !148, !220, !1329, !214, !220}
!1329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!1330 = !{!1331, !1332, !1333, !1334, !1335, !1336, !1338, !1339}
!1331 = !DILocalVariable(name: "dst", arg: 1, scope: !1326, file: !3, line: 614, type: !148)
!1332 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !1326, file: !3, line: 614, type: !220)
!1333 = !DILocalVariable(name: "magicVariant", arg: 3, scope: !1326, file: !3, line: 615, type: !1329)
!1334 = !DILocalVariable(name: "src", arg: 4, scope: !1326, file: !3, line: 616, type: !214)
!1335 = !DILocalVariable(name: "srcSize", arg: 5, scope: !1326, file: !3, line: 616, type: !220)
!1336 = !DILocalVariable(name: "magicNumber", scope: !1337, file: !3, line: 620, type: !418)
!1337 = distinct !DILexicalBlock(scope: !1326, file: !3, line: 620, column: 5)
!1338 = !DILocalVariable(name: "skippableFrameSize", scope: !1337, file: !3, line: 621, type: !220)
!1339 = !DILocalVariable(name: "skippableContentSize", scope: !1337, file: !3, line: 622, type: !220)
!1340 = !DILocation(line: 0, scope: !1326)
!1341 = !DILocation(line: 618, column: 5, scope: !1342)
!1342 = distinct !DILexicalBlock(scope: !1343, file: !3, line: 618, column: 5)
!1343 = distinct !DILexicalBlock(scope: !1326, file: !3, line: 618, column: 5)
!1344 = !DILocation(line: 618, column: 5, scope: !1343)
!1345 = !DILocation(line: 0, scope: !918, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 620, column: 33, scope: !1337)
!1347 = !DILocation(line: 0, scope: !925, inlinedAt: !1348)
!1348 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1346)
!1349 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1348)
!1350 = !DILocation(line: 0, scope: !1337)
!1351 = !DILocalVariable(name: "src", arg: 1, scope: !1352, file: !3, line: 587, type: !214)
!1352 = distinct !DISubprogram(name: "readSkippableFrameSize", scope: !3, file: !3, line: 587, type: !961, scopeLine: 588, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1353)
!1353 = !{!1351, !1354, !1355, !1356, !1357}
!1354 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1352, file: !3, line: 587, type: !220)
!1355 = !DILocalVariable(name: "skippableHeaderSize", scope: !1352, file: !3, line: 589, type: !399)
!1356 = !DILocalVariable(name: "sizeU32", scope: !1352, file: !3, line: 590, type: !174)
!1357 = !DILocalVariable(name: "skippableSize", scope: !1358, file: !3, line: 597, type: !399)
!1358 = distinct !DILexicalBlock(scope: !1352, file: !3, line: 597, column: 5)
!1359 = !DILocation(line: 0, scope: !1352, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 621, column: 37, scope: !1337)
!1361 = !DILocation(line: 594, column: 45, scope: !1352, inlinedAt: !1360)
!1362 = !DILocation(line: 0, scope: !918, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 594, column: 15, scope: !1352, inlinedAt: !1360)
!1364 = !DILocation(line: 0, scope: !925, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1363)
!1366 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1365)
!1367 = !DILocation(line: 595, column: 5, scope: !1368, inlinedAt: !1360)
!1368 = distinct !DILexicalBlock(scope: !1369, file: !3, line: 595, column: 5)
!1369 = distinct !DILexicalBlock(scope: !1352, file: !3, line: 595, column: 5)
!1370 = !DILocation(line: 595, column: 5, scope: !1369, inlinedAt: !1360)
!1371 = !DILocation(line: 622, column: 58, scope: !1337)
!1372 = !DILocation(line: 0, scope: !940, inlinedAt: !1373)
!1373 = distinct !DILocation(line: 625, column: 9, scope: !1374)
!1374 = distinct !DILexicalBlock(scope: !1375, file: !3, line: 625, column: 9)
!1375 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 625, column: 9)
!1376 = !DILocation(line: 0, scope: !918, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 405, column: 27, scope: !945, inlinedAt: !1373)
!1378 = !DILocation(line: 0, scope: !925, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1377)
!1380 = !DILocation(line: 0, scope: !945, inlinedAt: !1373)
!1381 = !DILocation(line: 406, column: 20, scope: !957, inlinedAt: !1373)
!1382 = !DILocation(line: 406, column: 49, scope: !957, inlinedAt: !1373)
!1383 = !DILocation(line: 625, column: 9, scope: !1375)
!1384 = !DILocation(line: 626, column: 9, scope: !1385)
!1385 = distinct !DILexicalBlock(scope: !1386, file: !3, line: 626, column: 9)
!1386 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 626, column: 9)
!1387 = !DILocation(line: 627, column: 9, scope: !1388)
!1388 = distinct !DILexicalBlock(scope: !1389, file: !3, line: 627, column: 9)
!1389 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 627, column: 9)
!1390 = !DILocation(line: 627, column: 9, scope: !1389)
!1391 = !DILocation(line: 630, column: 34, scope: !1392)
!1392 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 630, column: 13)
!1393 = !DILocation(line: 630, column: 39, scope: !1392)
!1394 = !DILocation(line: 631, column: 13, scope: !1392)
!1395 = !DILocation(line: 632, column: 26, scope: !1396)
!1396 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 632, column: 13)
!1397 = !DILocation(line: 632, column: 13, scope: !1337)
!1398 = !DILocation(line: 633, column: 41, scope: !1396)
!1399 = !DILocation(line: 633, column: 27, scope: !1396)
!1400 = !DILocation(line: 633, column: 13, scope: !1396)
!1401 = !DILocation(line: 636, column: 1, scope: !1326)
!1402 = distinct !DISubprogram(name: "ZSTD_findDecompressedSize", scope: !3, file: !3, line: 643, type: !1307, scopeLine: 644, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1403)
!1403 = !{!1404, !1405, !1406, !1407, !1409, !1412, !1415}
!1404 = !DILocalVariable(name: "src", arg: 1, scope: !1402, file: !3, line: 643, type: !214)
!1405 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1402, file: !3, line: 643, type: !220)
!1406 = !DILocalVariable(name: "totalDstSize", scope: !1402, file: !3, line: 645, type: !228)
!1407 = !DILocalVariable(name: "magicNumber", scope: !1408, file: !3, line: 648, type: !418)
!1408 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 647, column: 63)
!1409 = !DILocalVariable(name: "skippableSize", scope: !1410, file: !3, line: 651, type: !399)
!1410 = distinct !DILexicalBlock(scope: !1411, file: !3, line: 650, column: 86)
!1411 = distinct !DILexicalBlock(scope: !1408, file: !3, line: 650, column: 13)
!1412 = !DILocalVariable(name: "fcs", scope: !1413, file: !3, line: 660, type: !1414)
!1413 = distinct !DILexicalBlock(scope: !1408, file: !3, line: 660, column: 9)
!1414 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !228)
!1415 = !DILocalVariable(name: "frameSrcSize", scope: !1416, file: !3, line: 668, type: !399)
!1416 = distinct !DILexicalBlock(scope: !1408, file: !3, line: 668, column: 9)
!1417 = distinct !DIAssignID()
!1418 = distinct !DIAssignID()
!1419 = !DILocation(line: 0, scope: !1402)
!1420 = !DILocation(line: 647, column: 20, scope: !1402)
!1421 = !DILocation(line: 647, column: 5, scope: !1402)
!1422 = !DILocation(line: 0, scope: !918, inlinedAt: !1423)
!1423 = distinct !DILocation(line: 648, column: 33, scope: !1408)
!1424 = !DILocation(line: 0, scope: !925, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1423)
!1426 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1425)
!1427 = !DILocation(line: 0, scope: !1408)
!1428 = !DILocation(line: 650, column: 26, scope: !1411)
!1429 = !DILocation(line: 650, column: 55, scope: !1411)
!1430 = !DILocation(line: 650, column: 13, scope: !1408)
!1431 = !DILocation(line: 0, scope: !1352, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 651, column: 42, scope: !1410)
!1433 = !DILocation(line: 592, column: 5, scope: !1434, inlinedAt: !1432)
!1434 = distinct !DILexicalBlock(scope: !1435, file: !3, line: 592, column: 5)
!1435 = distinct !DILexicalBlock(scope: !1352, file: !3, line: 592, column: 5)
!1436 = !DILocation(line: 592, column: 5, scope: !1435, inlinedAt: !1432)
!1437 = !DILocation(line: 594, column: 45, scope: !1352, inlinedAt: !1432)
!1438 = !DILocation(line: 0, scope: !918, inlinedAt: !1439)
!1439 = distinct !DILocation(line: 594, column: 15, scope: !1352, inlinedAt: !1432)
!1440 = !DILocation(line: 0, scope: !925, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1439)
!1442 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1441)
!1443 = !DILocation(line: 595, column: 5, scope: !1368, inlinedAt: !1432)
!1444 = !DILocation(line: 0, scope: !1358, inlinedAt: !1432)
!1445 = !DILocation(line: 0, scope: !1410)
!1446 = !DILocalVariable(name: "code", arg: 1, scope: !1447, file: !1448, line: 52, type: !220)
!1447 = distinct !DISubprogram(name: "ERR_isError", scope: !1448, file: !1448, line: 52, type: !1449, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1451)
!1448 = !DIFile(filename: "src/zstd/lib/decompress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!7, !220}
!1451 = !{!1446}
!1452 = !DILocation(line: 0, scope: !1447, inlinedAt: !1453)
!1453 = distinct !DILocation(line: 652, column: 17, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !1410, file: !3, line: 652, column: 17)
!1455 = !DILocation(line: 595, column: 5, scope: !1369, inlinedAt: !1432)
!1456 = distinct !{!1456, !1421, !1457, !1458}
!1457 = !DILocation(line: 675, column: 5, scope: !1402)
!1458 = !{!"llvm.loop.mustprogress"}
!1459 = !DILocation(line: 0, scope: !1313, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 660, column: 44, scope: !1413)
!1461 = !DILocation(line: 0, scope: !1306, inlinedAt: !1460)
!1462 = !DILocation(line: 577, column: 9, scope: !1313, inlinedAt: !1460)
!1463 = !DILocation(line: 0, scope: !1296, inlinedAt: !1464)
!1464 = distinct !DILocation(line: 578, column: 13, scope: !1320, inlinedAt: !1460)
!1465 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !1464)
!1466 = !DILocation(line: 578, column: 53, scope: !1320, inlinedAt: !1460)
!1467 = !DILocation(line: 578, column: 13, scope: !1313, inlinedAt: !1460)
!1468 = !DILocation(line: 584, column: 9, scope: !1306, inlinedAt: !1460)
!1469 = !DILocation(line: 0, scope: !1413)
!1470 = !DILocation(line: 661, column: 21, scope: !1471)
!1471 = distinct !DILexicalBlock(scope: !1413, file: !3, line: 661, column: 17)
!1472 = !DILocation(line: 661, column: 17, scope: !1413)
!1473 = !DILocation(line: 663, column: 30, scope: !1474)
!1474 = distinct !DILexicalBlock(scope: !1413, file: !3, line: 663, column: 17)
!1475 = !DILocation(line: 663, column: 36, scope: !1474)
!1476 = !DILocalVariable(name: "src", arg: 1, scope: !1477, file: !3, line: 809, type: !214)
!1477 = distinct !DISubprogram(name: "ZSTD_findFrameCompressedSize", scope: !3, file: !3, line: 809, type: !961, scopeLine: 810, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1478)
!1478 = !{!1476, !1479}
!1479 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1477, file: !3, line: 809, type: !220)
!1480 = !DILocation(line: 0, scope: !1477, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 668, column: 41, scope: !1416)
!1482 = !DILocalVariable(name: "frameSizeInfo", scope: !1483, file: !3, line: 802, type: !1488)
!1483 = distinct !DISubprogram(name: "ZSTD_findFrameCompressedSize_advanced", scope: !3, file: !3, line: 801, type: !969, scopeLine: 801, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1484)
!1484 = !{!1485, !1486, !1487, !1482}
!1485 = !DILocalVariable(name: "src", arg: 1, scope: !1483, file: !3, line: 801, type: !214)
!1486 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1483, file: !3, line: 801, type: !220)
!1487 = !DILocalVariable(name: "format", arg: 3, scope: !1483, file: !3, line: 801, type: !266)
!1488 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1489)
!1489 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_frameSizeInfo", file: !12, line: 288, baseType: !1490)
!1490 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !12, line: 284, size: 192, elements: !1491)
!1491 = !{!1492, !1493, !1494}
!1492 = !DIDerivedType(tag: DW_TAG_member, name: "nbBlocks", scope: !1490, file: !12, line: 285, baseType: !220, size: 64)
!1493 = !DIDerivedType(tag: DW_TAG_member, name: "compressedSize", scope: !1490, file: !12, line: 286, baseType: !220, size: 64, offset: 64)
!1494 = !DIDerivedType(tag: DW_TAG_member, name: "decompressedBound", scope: !1490, file: !12, line: 287, baseType: !228, size: 64, offset: 128)
!1495 = !DILocation(line: 0, scope: !1483, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 811, column: 12, scope: !1477, inlinedAt: !1481)
!1497 = !DILocation(line: 802, column: 5, scope: !1483, inlinedAt: !1496)
!1498 = !DILocation(line: 802, column: 46, scope: !1483, inlinedAt: !1496)
!1499 = !DILocation(line: 803, column: 26, scope: !1483, inlinedAt: !1496)
!1500 = !{!1501, !462, i64 8}
!1501 = !{!"", !462, i64 0, !462, i64 8, !464, i64 16}
!1502 = !DILocation(line: 804, column: 1, scope: !1483, inlinedAt: !1496)
!1503 = !DILocation(line: 0, scope: !1416)
!1504 = !DILocation(line: 0, scope: !1447, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 669, column: 17, scope: !1506)
!1506 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 669, column: 17)
!1507 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1505)
!1508 = !DILocation(line: 669, column: 17, scope: !1416)
!1509 = !DILocation(line: 645, column: 24, scope: !1402)
!1510 = !DILocation(line: 677, column: 9, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 677, column: 9)
!1512 = !DILocation(line: 680, column: 1, scope: !1402)
!1513 = distinct !DIAssignID()
!1514 = !DILocation(line: 0, scope: !1477)
!1515 = !DILocation(line: 0, scope: !1483, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 811, column: 12, scope: !1477)
!1517 = !DILocation(line: 802, column: 5, scope: !1483, inlinedAt: !1516)
!1518 = !DILocation(line: 802, column: 46, scope: !1483, inlinedAt: !1516)
!1519 = !DILocation(line: 803, column: 26, scope: !1483, inlinedAt: !1516)
!1520 = !DILocation(line: 804, column: 1, scope: !1483, inlinedAt: !1516)
!1521 = !DILocation(line: 811, column: 5, scope: !1477)
!1522 = distinct !DISubprogram(name: "ZSTD_getDecompressedSize", scope: !3, file: !3, line: 690, type: !1307, scopeLine: 691, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1523)
!1523 = !{!1524, !1525, !1526}
!1524 = !DILocalVariable(name: "src", arg: 1, scope: !1522, file: !3, line: 690, type: !214)
!1525 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1522, file: !3, line: 690, type: !220)
!1526 = !DILocalVariable(name: "ret", scope: !1522, file: !3, line: 692, type: !1414)
!1527 = distinct !DIAssignID()
!1528 = !DILocation(line: 0, scope: !1522)
!1529 = !DILocation(line: 0, scope: !1313, inlinedAt: !1530)
!1530 = distinct !DILocation(line: 692, column: 36, scope: !1522)
!1531 = !DILocation(line: 0, scope: !1306, inlinedAt: !1530)
!1532 = !DILocation(line: 577, column: 9, scope: !1313, inlinedAt: !1530)
!1533 = !DILocation(line: 0, scope: !1296, inlinedAt: !1534)
!1534 = distinct !DILocation(line: 578, column: 13, scope: !1320, inlinedAt: !1530)
!1535 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !1534)
!1536 = !DILocation(line: 578, column: 53, scope: !1320, inlinedAt: !1530)
!1537 = !DILocation(line: 578, column: 13, scope: !1313, inlinedAt: !1530)
!1538 = !DILocation(line: 584, column: 9, scope: !1306, inlinedAt: !1530)
!1539 = !DILocation(line: 694, column: 17, scope: !1522)
!1540 = !DILocation(line: 694, column: 12, scope: !1522)
!1541 = !DILocation(line: 694, column: 5, scope: !1522)
!1542 = distinct !DISubprogram(name: "ZSTD_decompressBound", scope: !3, file: !3, line: 820, type: !1307, scopeLine: 821, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1543)
!1543 = !{!1544, !1545, !1546, !1547, !1549, !1550}
!1544 = !DILocalVariable(name: "src", arg: 1, scope: !1542, file: !3, line: 820, type: !214)
!1545 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1542, file: !3, line: 820, type: !220)
!1546 = !DILocalVariable(name: "bound", scope: !1542, file: !3, line: 822, type: !228)
!1547 = !DILocalVariable(name: "frameSizeInfo", scope: !1548, file: !3, line: 825, type: !1488)
!1548 = distinct !DILexicalBlock(scope: !1542, file: !3, line: 824, column: 25)
!1549 = !DILocalVariable(name: "compressedSize", scope: !1548, file: !3, line: 826, type: !399)
!1550 = !DILocalVariable(name: "decompressedBound", scope: !1548, file: !3, line: 827, type: !1414)
!1551 = distinct !DIAssignID()
!1552 = !DILocation(line: 0, scope: !1548)
!1553 = !DILocation(line: 0, scope: !1542)
!1554 = !DILocation(line: 824, column: 5, scope: !1542)
!1555 = !DILocation(line: 822, column: 24, scope: !1542)
!1556 = !DILocation(line: 824, column: 20, scope: !1542)
!1557 = !DILocation(line: 825, column: 9, scope: !1548)
!1558 = !DILocation(line: 825, column: 50, scope: !1548)
!1559 = !DILocation(line: 826, column: 53, scope: !1548)
!1560 = !DILocation(line: 827, column: 68, scope: !1548)
!1561 = !{!1501, !464, i64 16}
!1562 = !DILocation(line: 0, scope: !1447, inlinedAt: !1563)
!1563 = distinct !DILocation(line: 828, column: 13, scope: !1564)
!1564 = distinct !DILexicalBlock(scope: !1548, file: !3, line: 828, column: 13)
!1565 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1563)
!1566 = !DILocation(line: 828, column: 42, scope: !1564)
!1567 = !DILocation(line: 834, column: 5, scope: !1542)
!1568 = distinct !{!1568, !1554, !1567, !1458}
!1569 = !DILocation(line: 836, column: 1, scope: !1542)
!1570 = distinct !DISubprogram(name: "ZSTD_findFrameSizeInfo", scope: !3, file: !3, line: 734, type: !1571, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1573)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{!1489, !214, !220, !266}
!1573 = !{!1574, !1575, !1576, !1577, !1578, !1581, !1583, !1584, !1585, !1586, !1588, !1596}
!1574 = !DILocalVariable(name: "src", arg: 1, scope: !1570, file: !3, line: 734, type: !214)
!1575 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1570, file: !3, line: 734, type: !220)
!1576 = !DILocalVariable(name: "format", arg: 3, scope: !1570, file: !3, line: 734, type: !266)
!1577 = !DILocalVariable(name: "frameSizeInfo", scope: !1570, file: !3, line: 736, type: !1489)
!1578 = !DILocalVariable(name: "ip", scope: !1579, file: !3, line: 751, type: !271)
!1579 = distinct !DILexicalBlock(scope: !1580, file: !3, line: 750, column: 12)
!1580 = distinct !DILexicalBlock(scope: !1570, file: !3, line: 744, column: 9)
!1581 = !DILocalVariable(name: "ipstart", scope: !1579, file: !3, line: 752, type: !1582)
!1582 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !271)
!1583 = !DILocalVariable(name: "remainingSize", scope: !1579, file: !3, line: 753, type: !220)
!1584 = !DILocalVariable(name: "nbBlocks", scope: !1579, file: !3, line: 754, type: !220)
!1585 = !DILocalVariable(name: "zfh", scope: !1579, file: !3, line: 755, type: !224)
!1586 = !DILocalVariable(name: "ret", scope: !1587, file: !3, line: 758, type: !399)
!1587 = distinct !DILexicalBlock(scope: !1579, file: !3, line: 758, column: 9)
!1588 = !DILocalVariable(name: "blockProperties", scope: !1589, file: !3, line: 770, type: !1590)
!1589 = distinct !DILexicalBlock(scope: !1579, file: !3, line: 769, column: 19)
!1590 = !DIDerivedType(tag: DW_TAG_typedef, name: "blockProperties_t", file: !12, line: 301, baseType: !1591)
!1591 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !12, line: 297, size: 96, elements: !1592)
!1592 = !{!1593, !1594, !1595}
!1593 = !DIDerivedType(tag: DW_TAG_member, name: "blockType", scope: !1591, file: !12, line: 298, baseType: !244, size: 32)
!1594 = !DIDerivedType(tag: DW_TAG_member, name: "lastBlock", scope: !1591, file: !12, line: 299, baseType: !174, size: 32, offset: 32)
!1595 = !DIDerivedType(tag: DW_TAG_member, name: "origSize", scope: !1591, file: !12, line: 300, baseType: !174, size: 32, offset: 64)
!1596 = !DILocalVariable(name: "cBlockSize", scope: !1589, file: !3, line: 771, type: !399)
!1597 = distinct !DIAssignID()
!1598 = !DILocation(line: 0, scope: !1579)
!1599 = distinct !DIAssignID()
!1600 = !DILocation(line: 0, scope: !1589)
!1601 = !DILocation(line: 0, scope: !1570)
!1602 = !DILocation(line: 744, column: 16, scope: !1580)
!1603 = !DILocation(line: 744, column: 32, scope: !1580)
!1604 = !DILocation(line: 0, scope: !918, inlinedAt: !1605)
!1605 = distinct !DILocation(line: 745, column: 13, scope: !1580)
!1606 = !DILocation(line: 0, scope: !925, inlinedAt: !1607)
!1607 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1605)
!1608 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1607)
!1609 = !DILocation(line: 745, column: 31, scope: !1580)
!1610 = !DILocation(line: 745, column: 60, scope: !1580)
!1611 = !DILocation(line: 744, column: 9, scope: !1570)
!1612 = !DILocation(line: 0, scope: !1352, inlinedAt: !1613)
!1613 = distinct !DILocation(line: 746, column: 40, scope: !1614)
!1614 = distinct !DILexicalBlock(scope: !1580, file: !3, line: 745, column: 91)
!1615 = !DILocation(line: 594, column: 45, scope: !1352, inlinedAt: !1613)
!1616 = !DILocation(line: 0, scope: !918, inlinedAt: !1617)
!1617 = distinct !DILocation(line: 594, column: 15, scope: !1352, inlinedAt: !1613)
!1618 = !DILocation(line: 0, scope: !925, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1617)
!1620 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1619)
!1621 = !DILocation(line: 595, column: 5, scope: !1368, inlinedAt: !1613)
!1622 = !DILocation(line: 595, column: 5, scope: !1369, inlinedAt: !1613)
!1623 = !DILocation(line: 749, column: 16, scope: !1614)
!1624 = !{!464, !464, i64 0}
!1625 = !DILocation(line: 749, column: 9, scope: !1614)
!1626 = !DILocation(line: 755, column: 9, scope: !1579)
!1627 = !DILocation(line: 758, column: 32, scope: !1587)
!1628 = !DILocation(line: 0, scope: !1587)
!1629 = !DILocation(line: 0, scope: !1447, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 759, column: 17, scope: !1631)
!1631 = distinct !DILexicalBlock(scope: !1587, file: !3, line: 759, column: 17)
!1632 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1630)
!1633 = !DILocation(line: 759, column: 17, scope: !1587)
!1634 = !DILocalVariable(name: "ret", arg: 1, scope: !1635, file: !3, line: 726, type: !220)
!1635 = distinct !DISubprogram(name: "ZSTD_errorFrameSizeInfo", scope: !3, file: !3, line: 726, type: !1636, scopeLine: 727, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1638)
!1636 = !DISubroutineType(types: !1637)
!1637 = !{!1489, !220}
!1638 = !{!1634, !1639}
!1639 = !DILocalVariable(name: "frameSizeInfo", scope: !1635, file: !3, line: 728, type: !1489)
!1640 = !DILocation(line: 0, scope: !1635, inlinedAt: !1641)
!1641 = distinct !DILocation(line: 760, column: 24, scope: !1631)
!1642 = !DILocation(line: 728, column: 24, scope: !1635, inlinedAt: !1641)
!1643 = !DILocation(line: 729, column: 19, scope: !1635, inlinedAt: !1641)
!1644 = !DILocation(line: 729, column: 34, scope: !1635, inlinedAt: !1641)
!1645 = !{!1646}
!1646 = distinct !{!1646, !1647, !"ZSTD_errorFrameSizeInfo: argument 0"}
!1647 = distinct !{!1647, !"ZSTD_errorFrameSizeInfo"}
!1648 = !DILocation(line: 730, column: 19, scope: !1635, inlinedAt: !1641)
!1649 = !DILocation(line: 730, column: 37, scope: !1635, inlinedAt: !1641)
!1650 = !DILocation(line: 760, column: 17, scope: !1631)
!1651 = !DILocation(line: 761, column: 21, scope: !1652)
!1652 = distinct !DILexicalBlock(scope: !1587, file: !3, line: 761, column: 17)
!1653 = !DILocation(line: 761, column: 17, scope: !1587)
!1654 = !DILocation(line: 0, scope: !1635, inlinedAt: !1655)
!1655 = distinct !DILocation(line: 762, column: 24, scope: !1652)
!1656 = !DILocation(line: 728, column: 24, scope: !1635, inlinedAt: !1655)
!1657 = !DILocation(line: 729, column: 19, scope: !1635, inlinedAt: !1655)
!1658 = !DILocation(line: 729, column: 34, scope: !1635, inlinedAt: !1655)
!1659 = !{!1660}
!1660 = distinct !{!1660, !1661, !"ZSTD_errorFrameSizeInfo: argument 0"}
!1661 = distinct !{!1661, !"ZSTD_errorFrameSizeInfo"}
!1662 = !DILocation(line: 730, column: 19, scope: !1635, inlinedAt: !1655)
!1663 = !DILocation(line: 730, column: 37, scope: !1635, inlinedAt: !1655)
!1664 = !DILocation(line: 762, column: 17, scope: !1652)
!1665 = !DILocation(line: 765, column: 19, scope: !1579)
!1666 = !DILocation(line: 765, column: 12, scope: !1579)
!1667 = !DILocation(line: 766, column: 23, scope: !1579)
!1668 = !DILocation(line: 770, column: 13, scope: !1589)
!1669 = !DILocation(line: 771, column: 39, scope: !1589)
!1670 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1671)
!1671 = distinct !DILocation(line: 772, column: 17, scope: !1672)
!1672 = distinct !DILexicalBlock(scope: !1589, file: !3, line: 772, column: 17)
!1673 = !DILocation(line: 772, column: 17, scope: !1589)
!1674 = !DILocation(line: 775, column: 38, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !1589, file: !3, line: 775, column: 17)
!1676 = !DILocation(line: 775, column: 51, scope: !1675)
!1677 = !DILocation(line: 775, column: 17, scope: !1589)
!1678 = !DILocation(line: 778, column: 16, scope: !1589)
!1679 = !DILocation(line: 779, column: 27, scope: !1589)
!1680 = !DILocation(line: 780, column: 21, scope: !1589)
!1681 = !DILocation(line: 782, column: 33, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1589, file: !3, line: 782, column: 17)
!1683 = !{!1684, !465, i64 4}
!1684 = !{!"", !465, i64 0, !465, i64 4, !465, i64 8}
!1685 = !DILocation(line: 782, column: 17, scope: !1682)
!1686 = !DILocation(line: 783, column: 9, scope: !1579)
!1687 = !DILocation(line: 729, column: 19, scope: !1635, inlinedAt: !1600)
!1688 = !DILocation(line: 729, column: 34, scope: !1635, inlinedAt: !1600)
!1689 = !DILocation(line: 730, column: 19, scope: !1635, inlinedAt: !1600)
!1690 = !DILocation(line: 730, column: 37, scope: !1635, inlinedAt: !1600)
!1691 = !DILocation(line: 0, scope: !1447, inlinedAt: !1671)
!1692 = !DILocation(line: 786, column: 17, scope: !1693)
!1693 = distinct !DILexicalBlock(scope: !1579, file: !3, line: 786, column: 13)
!1694 = !DILocation(line: 786, column: 13, scope: !1693)
!1695 = !DILocation(line: 786, column: 13, scope: !1579)
!1696 = !DILocation(line: 787, column: 31, scope: !1697)
!1697 = distinct !DILexicalBlock(scope: !1698, file: !3, line: 787, column: 17)
!1698 = distinct !DILexicalBlock(scope: !1693, file: !3, line: 786, column: 31)
!1699 = !DILocation(line: 787, column: 17, scope: !1698)
!1700 = !DILocation(line: 0, scope: !1635, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 788, column: 24, scope: !1697)
!1702 = !DILocation(line: 728, column: 24, scope: !1635, inlinedAt: !1701)
!1703 = !DILocation(line: 729, column: 19, scope: !1635, inlinedAt: !1701)
!1704 = !DILocation(line: 729, column: 34, scope: !1635, inlinedAt: !1701)
!1705 = !{!1706}
!1706 = distinct !{!1706, !1707, !"ZSTD_errorFrameSizeInfo: argument 0"}
!1707 = distinct !{!1707, !"ZSTD_errorFrameSizeInfo"}
!1708 = !DILocation(line: 730, column: 19, scope: !1635, inlinedAt: !1701)
!1709 = !DILocation(line: 730, column: 37, scope: !1635, inlinedAt: !1701)
!1710 = !DILocation(line: 788, column: 17, scope: !1697)
!1711 = !DILocation(line: 789, column: 16, scope: !1698)
!1712 = !DILocation(line: 790, column: 9, scope: !1698)
!1713 = !DILocation(line: 793, column: 52, scope: !1579)
!1714 = !DILocation(line: 794, column: 48, scope: !1579)
!1715 = !DILocation(line: 794, column: 65, scope: !1579)
!1716 = !DILocation(line: 794, column: 43, scope: !1579)
!1717 = !DILocation(line: 797, column: 16, scope: !1579)
!1718 = !DILocation(line: 797, column: 9, scope: !1579)
!1719 = !DILocation(line: 798, column: 5, scope: !1580)
!1720 = !DILocation(line: 799, column: 1, scope: !1570)
!1721 = distinct !DISubprogram(name: "ZSTD_decompressionMargin", scope: !3, file: !3, line: 838, type: !961, scopeLine: 839, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1722)
!1722 = !{!1723, !1724, !1725, !1726, !1727, !1729, !1730, !1731, !1732}
!1723 = !DILocalVariable(name: "src", arg: 1, scope: !1721, file: !3, line: 838, type: !214)
!1724 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1721, file: !3, line: 838, type: !220)
!1725 = !DILocalVariable(name: "margin", scope: !1721, file: !3, line: 840, type: !220)
!1726 = !DILocalVariable(name: "maxBlockSize", scope: !1721, file: !3, line: 841, type: !7)
!1727 = !DILocalVariable(name: "frameSizeInfo", scope: !1728, file: !3, line: 845, type: !1488)
!1728 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 844, column: 25)
!1729 = !DILocalVariable(name: "compressedSize", scope: !1728, file: !3, line: 846, type: !399)
!1730 = !DILocalVariable(name: "decompressedBound", scope: !1728, file: !3, line: 847, type: !1414)
!1731 = !DILocalVariable(name: "zfh", scope: !1728, file: !3, line: 848, type: !224)
!1732 = !DILocalVariable(name: "err_code", scope: !1733, file: !3, line: 850, type: !399)
!1733 = distinct !DILexicalBlock(scope: !1728, file: !3, line: 850, column: 9)
!1734 = distinct !DIAssignID()
!1735 = !DILocation(line: 0, scope: !1728)
!1736 = distinct !DIAssignID()
!1737 = !DILocation(line: 0, scope: !1721)
!1738 = !DILocation(line: 844, column: 20, scope: !1721)
!1739 = !DILocation(line: 844, column: 5, scope: !1721)
!1740 = !DILocation(line: 845, column: 9, scope: !1728)
!1741 = !DILocation(line: 845, column: 50, scope: !1728)
!1742 = !DILocation(line: 846, column: 53, scope: !1728)
!1743 = !DILocation(line: 847, column: 68, scope: !1728)
!1744 = !DILocation(line: 848, column: 9, scope: !1728)
!1745 = !DILocation(line: 0, scope: !1296, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 850, column: 9, scope: !1733)
!1747 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !1746)
!1748 = !DILocation(line: 0, scope: !1733)
!1749 = !DILocation(line: 0, scope: !1447, inlinedAt: !1750)
!1750 = distinct !DILocation(line: 850, column: 9, scope: !1751)
!1751 = distinct !DILexicalBlock(scope: !1733, file: !3, line: 850, column: 9)
!1752 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1750)
!1753 = !DILocation(line: 0, scope: !1447, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 851, column: 13, scope: !1755)
!1755 = distinct !DILexicalBlock(scope: !1728, file: !3, line: 851, column: 13)
!1756 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1754)
!1757 = !DILocation(line: 851, column: 42, scope: !1755)
!1758 = !DILocation(line: 854, column: 17, scope: !1759)
!1759 = distinct !DILexicalBlock(scope: !1728, file: !3, line: 854, column: 13)
!1760 = !DILocation(line: 854, column: 27, scope: !1759)
!1761 = !DILocation(line: 854, column: 13, scope: !1728)
!1762 = !DILocation(line: 856, column: 27, scope: !1763)
!1763 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 854, column: 42)
!1764 = !DILocation(line: 856, column: 23, scope: !1763)
!1765 = !DILocation(line: 856, column: 20, scope: !1763)
!1766 = !DILocation(line: 858, column: 27, scope: !1763)
!1767 = !DILocation(line: 858, column: 23, scope: !1763)
!1768 = !DILocation(line: 858, column: 20, scope: !1763)
!1769 = !DILocation(line: 860, column: 41, scope: !1763)
!1770 = !{!1501, !462, i64 0}
!1771 = !DILocation(line: 860, column: 25, scope: !1763)
!1772 = !DILocation(line: 860, column: 20, scope: !1763)
!1773 = !DILocation(line: 863, column: 28, scope: !1763)
!1774 = !DILocation(line: 864, column: 9, scope: !1763)
!1775 = !DILocation(line: 867, column: 20, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 864, column: 16)
!1777 = !DILocation(line: 873, column: 5, scope: !1721)
!1778 = !DILocation(line: 0, scope: !1759)
!1779 = !DILocation(line: 871, column: 32, scope: !1728)
!1780 = !DILocation(line: 872, column: 17, scope: !1728)
!1781 = distinct !{!1781, !1739, !1777, !1458}
!1782 = !DILocation(line: 876, column: 15, scope: !1721)
!1783 = !DILocation(line: 879, column: 1, scope: !1721)
!1784 = distinct !DISubprogram(name: "ZSTD_insertBlock", scope: !3, file: !3, line: 887, type: !1785, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1787)
!1785 = !DISubroutineType(types: !1786)
!1786 = !{!220, !149, !214, !220}
!1787 = !{!1788, !1789, !1790}
!1788 = !DILocalVariable(name: "dctx", arg: 1, scope: !1784, file: !3, line: 887, type: !149)
!1789 = !DILocalVariable(name: "blockStart", arg: 2, scope: !1784, file: !3, line: 887, type: !214)
!1790 = !DILocalVariable(name: "blockSize", arg: 3, scope: !1784, file: !3, line: 887, type: !220)
!1791 = !DILocation(line: 0, scope: !1784)
!1792 = !DILocation(line: 890, column: 5, scope: !1784)
!1793 = !DILocation(line: 891, column: 52, scope: !1784)
!1794 = !DILocation(line: 891, column: 11, scope: !1784)
!1795 = !DILocation(line: 891, column: 26, scope: !1784)
!1796 = !{!457, !458, i64 29888}
!1797 = !DILocation(line: 892, column: 5, scope: !1784)
!1798 = !DISubprogram(name: "ZSTD_checkContinuity", scope: !19, file: !19, line: 237, type: !1799, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1799 = !DISubroutineType(types: !1800)
!1800 = !{null, !149, !214, !220}
!1801 = distinct !DISubprogram(name: "ZSTD_decompress_usingDict", scope: !3, file: !3, line: 1171, type: !1802, scopeLine: 1175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1804)
!1802 = !DISubroutineType(types: !1803)
!1803 = !{!220, !149, !148, !220, !214, !220, !214, !220}
!1804 = !{!1805, !1806, !1807, !1808, !1809, !1810, !1811}
!1805 = !DILocalVariable(name: "dctx", arg: 1, scope: !1801, file: !3, line: 1171, type: !149)
!1806 = !DILocalVariable(name: "dst", arg: 2, scope: !1801, file: !3, line: 1172, type: !148)
!1807 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !1801, file: !3, line: 1172, type: !220)
!1808 = !DILocalVariable(name: "src", arg: 4, scope: !1801, file: !3, line: 1173, type: !214)
!1809 = !DILocalVariable(name: "srcSize", arg: 5, scope: !1801, file: !3, line: 1173, type: !220)
!1810 = !DILocalVariable(name: "dict", arg: 6, scope: !1801, file: !3, line: 1174, type: !214)
!1811 = !DILocalVariable(name: "dictSize", arg: 7, scope: !1801, file: !3, line: 1174, type: !220)
!1812 = !DILocation(line: 0, scope: !1801)
!1813 = !DILocation(line: 1176, column: 12, scope: !1801)
!1814 = !DILocation(line: 1176, column: 5, scope: !1801)
!1815 = distinct !DISubprogram(name: "ZSTD_decompressMultiFrame", scope: !3, file: !3, line: 1070, type: !1816, scopeLine: 1075, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1818)
!1816 = !DISubroutineType(types: !1817)
!1817 = !{!220, !149, !148, !220, !214, !220, !214, !220, !298}
!1818 = !{!1819, !1820, !1821, !1822, !1823, !1824, !1825, !1826, !1827, !1829, !1830, !1834, !1837, !1839, !1843, !1846}
!1819 = !DILocalVariable(name: "dctx", arg: 1, scope: !1815, file: !3, line: 1070, type: !149)
!1820 = !DILocalVariable(name: "dst", arg: 2, scope: !1815, file: !3, line: 1071, type: !148)
!1821 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !1815, file: !3, line: 1071, type: !220)
!1822 = !DILocalVariable(name: "src", arg: 4, scope: !1815, file: !3, line: 1072, type: !214)
!1823 = !DILocalVariable(name: "srcSize", arg: 5, scope: !1815, file: !3, line: 1072, type: !220)
!1824 = !DILocalVariable(name: "dict", arg: 6, scope: !1815, file: !3, line: 1073, type: !214)
!1825 = !DILocalVariable(name: "dictSize", arg: 7, scope: !1815, file: !3, line: 1073, type: !220)
!1826 = !DILocalVariable(name: "ddict", arg: 8, scope: !1815, file: !3, line: 1074, type: !298)
!1827 = !DILocalVariable(name: "dststart", scope: !1815, file: !3, line: 1076, type: !1828)
!1828 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!1829 = !DILocalVariable(name: "moreThan1Frame", scope: !1815, file: !3, line: 1077, type: !38)
!1830 = !DILocalVariable(name: "magicNumber", scope: !1831, file: !3, line: 1121, type: !418)
!1831 = distinct !DILexicalBlock(scope: !1832, file: !3, line: 1120, column: 59)
!1832 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 1120, column: 13)
!1833 = distinct !DILexicalBlock(scope: !1815, file: !3, line: 1087, column: 63)
!1834 = !DILocalVariable(name: "skippableSize", scope: !1835, file: !3, line: 1125, type: !399)
!1835 = distinct !DILexicalBlock(scope: !1836, file: !3, line: 1123, column: 90)
!1836 = distinct !DILexicalBlock(scope: !1831, file: !3, line: 1123, column: 17)
!1837 = !DILocalVariable(name: "err_code", scope: !1838, file: !3, line: 1126, type: !399)
!1838 = distinct !DILexicalBlock(scope: !1835, file: !3, line: 1126, column: 17)
!1839 = !DILocalVariable(name: "err_code", scope: !1840, file: !3, line: 1136, type: !399)
!1840 = distinct !DILexicalBlock(scope: !1841, file: !3, line: 1136, column: 13)
!1841 = distinct !DILexicalBlock(scope: !1842, file: !3, line: 1134, column: 20)
!1842 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 1134, column: 13)
!1843 = !DILocalVariable(name: "err_code", scope: !1844, file: !3, line: 1140, type: !399)
!1844 = distinct !DILexicalBlock(scope: !1845, file: !3, line: 1140, column: 13)
!1845 = distinct !DILexicalBlock(scope: !1842, file: !3, line: 1137, column: 16)
!1846 = !DILocalVariable(name: "res", scope: !1847, file: !3, line: 1144, type: !399)
!1847 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 1144, column: 9)
!1848 = distinct !DIAssignID()
!1849 = distinct !DIAssignID()
!1850 = !DILocation(line: 0, scope: !1815)
!1851 = !DILocation(line: 1082, column: 9, scope: !1852)
!1852 = distinct !DILexicalBlock(scope: !1815, file: !3, line: 1082, column: 9)
!1853 = !DILocation(line: 1082, column: 9, scope: !1815)
!1854 = !DILocation(line: 1083, column: 16, scope: !1855)
!1855 = distinct !DILexicalBlock(scope: !1852, file: !3, line: 1082, column: 16)
!1856 = !DILocation(line: 1084, column: 20, scope: !1855)
!1857 = !DILocation(line: 1085, column: 5, scope: !1855)
!1858 = !DILocation(line: 1087, column: 20, scope: !1815)
!1859 = !DILocation(line: 1087, column: 5, scope: !1815)
!1860 = !DILocation(line: 1120, column: 42, scope: !1832)
!1861 = !DILocation(line: 0, scope: !918, inlinedAt: !1862)
!1862 = distinct !DILocation(line: 1121, column: 37, scope: !1831)
!1863 = !DILocation(line: 0, scope: !925, inlinedAt: !1864)
!1864 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1862)
!1865 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1864)
!1866 = !DILocation(line: 0, scope: !1831)
!1867 = !DILocation(line: 1123, column: 30, scope: !1836)
!1868 = !DILocation(line: 1123, column: 59, scope: !1836)
!1869 = !DILocation(line: 1123, column: 17, scope: !1831)
!1870 = !DILocation(line: 0, scope: !1352, inlinedAt: !1871)
!1871 = distinct !DILocation(line: 1125, column: 46, scope: !1835)
!1872 = !DILocation(line: 592, column: 5, scope: !1434, inlinedAt: !1871)
!1873 = !DILocation(line: 592, column: 5, scope: !1435, inlinedAt: !1871)
!1874 = !DILocation(line: 594, column: 45, scope: !1352, inlinedAt: !1871)
!1875 = !DILocation(line: 0, scope: !918, inlinedAt: !1876)
!1876 = distinct !DILocation(line: 594, column: 15, scope: !1352, inlinedAt: !1871)
!1877 = !DILocation(line: 0, scope: !925, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !1876)
!1879 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !1878)
!1880 = !DILocation(line: 595, column: 5, scope: !1368, inlinedAt: !1871)
!1881 = !DILocation(line: 595, column: 5, scope: !1369, inlinedAt: !1871)
!1882 = !DILocation(line: 597, column: 60, scope: !1358, inlinedAt: !1871)
!1883 = !DILocation(line: 597, column: 58, scope: !1358, inlinedAt: !1871)
!1884 = !DILocation(line: 0, scope: !1358, inlinedAt: !1871)
!1885 = !DILocation(line: 598, column: 9, scope: !1886, inlinedAt: !1871)
!1886 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 598, column: 9)
!1887 = distinct !DILexicalBlock(scope: !1358, file: !3, line: 598, column: 9)
!1888 = !DILocation(line: 0, scope: !1835)
!1889 = !DILocation(line: 0, scope: !1838)
!1890 = !DILocation(line: 0, scope: !1447, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 1126, column: 17, scope: !1892)
!1892 = distinct !DILexicalBlock(scope: !1838, file: !3, line: 1126, column: 17)
!1893 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1891)
!1894 = !DILocation(line: 1129, column: 41, scope: !1835)
!1895 = !DILocation(line: 1130, column: 25, scope: !1835)
!1896 = !DILocation(line: 1134, column: 13, scope: !1833)
!1897 = !DILocation(line: 1136, column: 13, scope: !1840)
!1898 = !DILocation(line: 0, scope: !1840)
!1899 = !DILocation(line: 0, scope: !1447, inlinedAt: !1900)
!1900 = distinct !DILocation(line: 1136, column: 13, scope: !1901)
!1901 = distinct !DILexicalBlock(scope: !1840, file: !3, line: 1136, column: 13)
!1902 = !DILocation(line: 1140, column: 13, scope: !1844)
!1903 = !DILocation(line: 0, scope: !1844)
!1904 = !DILocation(line: 0, scope: !1447, inlinedAt: !1905)
!1905 = distinct !DILocation(line: 1140, column: 13, scope: !1906)
!1906 = distinct !DILexicalBlock(scope: !1844, file: !3, line: 1140, column: 13)
!1907 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1905)
!1908 = !DILocation(line: 1142, column: 9, scope: !1833)
!1909 = !DILocalVariable(name: "blockProperties", scope: !1910, file: !3, line: 989, type: !1590)
!1910 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 986, column: 15)
!1911 = distinct !DISubprogram(name: "ZSTD_decompressFrame", scope: !3, file: !3, line: 953, type: !1912, scopeLine: 956, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1916)
!1912 = !DISubroutineType(types: !1913)
!1913 = !{!220, !149, !148, !220, !1914, !1915}
!1914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!1915 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!1916 = !{!1917, !1918, !1919, !1920, !1921, !1922, !1923, !1924, !1926, !1927, !1928, !1929, !1931, !1933, !1934, !1909, !1935, !1936, !1938, !1943}
!1917 = !DILocalVariable(name: "dctx", arg: 1, scope: !1911, file: !3, line: 953, type: !149)
!1918 = !DILocalVariable(name: "dst", arg: 2, scope: !1911, file: !3, line: 954, type: !148)
!1919 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !1911, file: !3, line: 954, type: !220)
!1920 = !DILocalVariable(name: "srcPtr", arg: 4, scope: !1911, file: !3, line: 955, type: !1914)
!1921 = !DILocalVariable(name: "srcSizePtr", arg: 5, scope: !1911, file: !3, line: 955, type: !1915)
!1922 = !DILocalVariable(name: "istart", scope: !1911, file: !3, line: 957, type: !1582)
!1923 = !DILocalVariable(name: "ip", scope: !1911, file: !3, line: 958, type: !271)
!1924 = !DILocalVariable(name: "ostart", scope: !1911, file: !3, line: 959, type: !1925)
!1925 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !342)
!1926 = !DILocalVariable(name: "oend", scope: !1911, file: !3, line: 960, type: !1925)
!1927 = !DILocalVariable(name: "op", scope: !1911, file: !3, line: 961, type: !342)
!1928 = !DILocalVariable(name: "remainingSrcSize", scope: !1911, file: !3, line: 962, type: !220)
!1929 = !DILocalVariable(name: "frameHeaderSize", scope: !1930, file: !3, line: 972, type: !399)
!1930 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 972, column: 5)
!1931 = !DILocalVariable(name: "err_code", scope: !1932, file: !3, line: 977, type: !399)
!1932 = distinct !DILexicalBlock(scope: !1930, file: !3, line: 977, column: 9)
!1933 = !DILocalVariable(name: "oBlockEnd", scope: !1910, file: !3, line: 987, type: !342)
!1934 = !DILocalVariable(name: "decodedSize", scope: !1910, file: !3, line: 988, type: !220)
!1935 = !DILocalVariable(name: "cBlockSize", scope: !1910, file: !3, line: 990, type: !399)
!1936 = !DILocalVariable(name: "err_code", scope: !1937, file: !3, line: 1031, type: !399)
!1937 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 1031, column: 9)
!1938 = !DILocalVariable(name: "checkCalc", scope: !1939, file: !3, line: 1052, type: !418)
!1939 = distinct !DILexicalBlock(scope: !1940, file: !3, line: 1051, column: 41)
!1940 = distinct !DILexicalBlock(scope: !1941, file: !3, line: 1051, column: 13)
!1941 = distinct !DILexicalBlock(scope: !1942, file: !3, line: 1049, column: 37)
!1942 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 1049, column: 9)
!1943 = !DILocalVariable(name: "checkRead", scope: !1939, file: !3, line: 1053, type: !174)
!1944 = !DILocation(line: 0, scope: !1910, inlinedAt: !1945)
!1945 = distinct !DILocation(line: 1144, column: 32, scope: !1847)
!1946 = !DILocation(line: 0, scope: !1911, inlinedAt: !1945)
!1947 = !DILocation(line: 960, column: 24, scope: !1911, inlinedAt: !1945)
!1948 = !DILocation(line: 967, column: 5, scope: !1949, inlinedAt: !1945)
!1949 = distinct !DILexicalBlock(scope: !1950, file: !3, line: 967, column: 5)
!1950 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 967, column: 5)
!1951 = !DILocation(line: 967, column: 5, scope: !1950, inlinedAt: !1945)
!1952 = !DILocation(line: 973, column: 21, scope: !1930, inlinedAt: !1945)
!1953 = !DILocation(line: 0, scope: !968, inlinedAt: !1954)
!1954 = distinct !DILocation(line: 972, column: 40, scope: !1930, inlinedAt: !1945)
!1955 = !DILocation(line: 421, column: 26, scope: !976, inlinedAt: !1954)
!1956 = !DILocation(line: 0, scope: !976, inlinedAt: !1954)
!1957 = !DILocation(line: 422, column: 27, scope: !976, inlinedAt: !1954)
!1958 = !DILocation(line: 422, column: 31, scope: !976, inlinedAt: !1954)
!1959 = !DILocation(line: 424, column: 31, scope: !976, inlinedAt: !1954)
!1960 = !DILocation(line: 425, column: 31, scope: !976, inlinedAt: !1954)
!1961 = !DILocation(line: 426, column: 16, scope: !976, inlinedAt: !1954)
!1962 = !DILocation(line: 426, column: 45, scope: !976, inlinedAt: !1954)
!1963 = !DILocation(line: 427, column: 31, scope: !976, inlinedAt: !1954)
!1964 = !DILocation(line: 427, column: 16, scope: !976, inlinedAt: !1954)
!1965 = !DILocation(line: 425, column: 29, scope: !976, inlinedAt: !1954)
!1966 = !DILocation(line: 426, column: 14, scope: !976, inlinedAt: !1954)
!1967 = !DILocation(line: 426, column: 43, scope: !976, inlinedAt: !1954)
!1968 = !DILocation(line: 427, column: 14, scope: !976, inlinedAt: !1954)
!1969 = !DILocation(line: 0, scope: !1930, inlinedAt: !1945)
!1970 = !DILocation(line: 0, scope: !1447, inlinedAt: !1971)
!1971 = distinct !DILocation(line: 974, column: 13, scope: !1972, inlinedAt: !1945)
!1972 = distinct !DILexicalBlock(scope: !1930, file: !3, line: 974, column: 13)
!1973 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1971)
!1974 = !DILocation(line: 974, column: 13, scope: !1930, inlinedAt: !1945)
!1975 = !DILocation(line: 975, column: 9, scope: !1976, inlinedAt: !1945)
!1976 = distinct !DILexicalBlock(scope: !1977, file: !3, line: 975, column: 9)
!1977 = distinct !DILexicalBlock(scope: !1930, file: !3, line: 975, column: 9)
!1978 = !DILocation(line: 975, column: 9, scope: !1977, inlinedAt: !1945)
!1979 = !DILocalVariable(name: "dctx", arg: 1, scope: !1980, file: !3, line: 702, type: !149)
!1980 = distinct !DISubprogram(name: "ZSTD_decodeFrameHeader", scope: !3, file: !3, line: 702, type: !1785, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1981)
!1981 = !{!1979, !1982, !1983, !1984}
!1982 = !DILocalVariable(name: "src", arg: 2, scope: !1980, file: !3, line: 702, type: !214)
!1983 = !DILocalVariable(name: "headerSize", arg: 3, scope: !1980, file: !3, line: 702, type: !220)
!1984 = !DILocalVariable(name: "result", scope: !1980, file: !3, line: 704, type: !399)
!1985 = !DILocation(line: 0, scope: !1980, inlinedAt: !1986)
!1986 = distinct !DILocation(line: 977, column: 9, scope: !1932, inlinedAt: !1945)
!1987 = !DILocation(line: 704, column: 27, scope: !1980, inlinedAt: !1986)
!1988 = !DILocation(line: 0, scope: !1447, inlinedAt: !1989)
!1989 = distinct !DILocation(line: 705, column: 9, scope: !1990, inlinedAt: !1986)
!1990 = distinct !DILexicalBlock(scope: !1980, file: !3, line: 705, column: 9)
!1991 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !1989)
!1992 = !DILocation(line: 705, column: 9, scope: !1980, inlinedAt: !1986)
!1993 = !DILocation(line: 706, column: 5, scope: !1994, inlinedAt: !1986)
!1994 = distinct !DILexicalBlock(scope: !1995, file: !3, line: 706, column: 5)
!1995 = distinct !DILexicalBlock(scope: !1980, file: !3, line: 706, column: 5)
!1996 = !DILocation(line: 706, column: 5, scope: !1995, inlinedAt: !1986)
!1997 = !DILocation(line: 709, column: 15, scope: !1998, inlinedAt: !1986)
!1998 = distinct !DILexicalBlock(scope: !1980, file: !3, line: 709, column: 9)
!1999 = !DILocation(line: 709, column: 33, scope: !1998, inlinedAt: !1986)
!2000 = !DILocation(line: 709, column: 63, scope: !1998, inlinedAt: !1986)
!2001 = !DILocation(line: 709, column: 72, scope: !1998, inlinedAt: !1986)
!2002 = !DILocation(line: 709, column: 66, scope: !1998, inlinedAt: !1986)
!2003 = !DILocation(line: 709, column: 9, scope: !1980, inlinedAt: !1986)
!2004 = !DILocation(line: 710, column: 9, scope: !2005, inlinedAt: !1986)
!2005 = distinct !DILexicalBlock(scope: !1998, file: !3, line: 709, column: 82)
!2006 = !DILocation(line: 711, column: 5, scope: !2005, inlinedAt: !1986)
!2007 = !DILocation(line: 717, column: 5, scope: !2008, inlinedAt: !1986)
!2008 = distinct !DILexicalBlock(scope: !2009, file: !3, line: 717, column: 5)
!2009 = distinct !DILexicalBlock(scope: !1980, file: !3, line: 717, column: 5)
!2010 = !{!457, !465, i64 29956}
!2011 = !{!457, !465, i64 30200}
!2012 = !DILocation(line: 717, column: 5, scope: !2009, inlinedAt: !1986)
!2013 = !DILocation(line: 720, column: 45, scope: !1980, inlinedAt: !1986)
!2014 = !{!457, !465, i64 29960}
!2015 = !DILocation(line: 720, column: 31, scope: !1980, inlinedAt: !1986)
!2016 = !DILocation(line: 720, column: 58, scope: !1980, inlinedAt: !1986)
!2017 = !DILocation(line: 720, column: 68, scope: !1980, inlinedAt: !1986)
!2018 = !DILocation(line: 720, column: 61, scope: !1980, inlinedAt: !1986)
!2019 = !DILocation(line: 720, column: 30, scope: !1980, inlinedAt: !1986)
!2020 = !DILocation(line: 720, column: 28, scope: !1980, inlinedAt: !1986)
!2021 = !{!457, !465, i64 30112}
!2022 = !DILocation(line: 721, column: 9, scope: !1980, inlinedAt: !1986)
!2023 = !DILocalVariable(name: "statePtr", arg: 1, scope: !2024, file: !139, line: 3560, type: !2028)
!2024 = distinct !DISubprogram(name: "XXH_INLINE_XXH64_reset", scope: !139, file: !139, line: 3560, type: !2025, scopeLine: 3561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2029)
!2025 = !DISubroutineType(types: !2026)
!2026 = !{!2027, !2028, !254}
!2027 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_NAMESPACEXXH_errorcode", file: !139, line: 563, baseType: !138)
!2028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!2029 = !{!2023, !2030}
!2030 = !DILocalVariable(name: "seed", arg: 2, scope: !2024, file: !139, line: 3560, type: !254)
!2031 = !DILocation(line: 0, scope: !2024, inlinedAt: !2032)
!2032 = distinct !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !1986)
!2033 = distinct !DILexicalBlock(scope: !1980, file: !3, line: 721, column: 9)
!2034 = !DILocation(line: 3563, column: 5, scope: !2024, inlinedAt: !2032)
!2035 = !DILocation(line: 3564, column: 20, scope: !2024, inlinedAt: !2032)
!2036 = !DILocation(line: 3565, column: 20, scope: !2024, inlinedAt: !2032)
!2037 = !DILocation(line: 3567, column: 20, scope: !2024, inlinedAt: !2032)
!2038 = !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !1986)
!2039 = !DILocation(line: 722, column: 26, scope: !1980, inlinedAt: !1986)
!2040 = !{!457, !462, i64 29976}
!2041 = !DILocation(line: 0, scope: !1932, inlinedAt: !1945)
!2042 = !DILocation(line: 0, scope: !1447, inlinedAt: !2043)
!2043 = distinct !DILocation(line: 977, column: 9, scope: !2044, inlinedAt: !1945)
!2044 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 977, column: 9)
!2045 = !DILocation(line: 978, column: 12, scope: !1930, inlinedAt: !1945)
!2046 = !DILocation(line: 978, column: 49, scope: !1930, inlinedAt: !1945)
!2047 = !DILocation(line: 982, column: 15, scope: !2048, inlinedAt: !1945)
!2048 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 982, column: 9)
!2049 = !DILocation(line: 982, column: 33, scope: !2048, inlinedAt: !1945)
!2050 = !DILocation(line: 982, column: 9, scope: !1911, inlinedAt: !1945)
!2051 = !DILocation(line: 983, column: 38, scope: !2048, inlinedAt: !1945)
!2052 = !{!457, !465, i64 29944}
!2053 = !DILocation(line: 983, column: 36, scope: !2048, inlinedAt: !1945)
!2054 = !DILocation(line: 983, column: 9, scope: !2048, inlinedAt: !1945)
!2055 = !DILocation(line: 989, column: 9, scope: !1910, inlinedAt: !1945)
!2056 = !DILocation(line: 990, column: 35, scope: !1910, inlinedAt: !1945)
!2057 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2058)
!2058 = distinct !DILocation(line: 991, column: 13, scope: !2059, inlinedAt: !1945)
!2059 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 991, column: 13)
!2060 = !DILocation(line: 991, column: 13, scope: !1910, inlinedAt: !1945)
!2061 = !DILocation(line: 993, column: 12, scope: !1910, inlinedAt: !1945)
!2062 = !DILocation(line: 994, column: 26, scope: !1910, inlinedAt: !1945)
!2063 = !DILocation(line: 995, column: 9, scope: !2064, inlinedAt: !1945)
!2064 = distinct !DILexicalBlock(scope: !2065, file: !3, line: 995, column: 9)
!2065 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 995, column: 9)
!2066 = !DILocation(line: 995, column: 9, scope: !2065, inlinedAt: !1945)
!2067 = !DILocation(line: 997, column: 16, scope: !2068, inlinedAt: !1945)
!2068 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 997, column: 13)
!2069 = !DILocation(line: 997, column: 22, scope: !2068, inlinedAt: !1945)
!2070 = !DILocation(line: 1014, column: 32, scope: !1910, inlinedAt: !1945)
!2071 = !{!1684, !465, i64 0}
!2072 = !DILocation(line: 1014, column: 9, scope: !1910, inlinedAt: !1945)
!2073 = !DILocation(line: 1022, column: 62, scope: !2074, inlinedAt: !1945)
!2074 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 1015, column: 9)
!2075 = !DILocalVariable(name: "dst", arg: 1, scope: !2076, file: !3, line: 896, type: !148)
!2076 = distinct !DISubprogram(name: "ZSTD_copyRawBlock", scope: !3, file: !3, line: 896, type: !2077, scopeLine: 898, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2079)
!2077 = !DISubroutineType(types: !2078)
!2078 = !{!220, !148, !220, !214, !220}
!2079 = !{!2075, !2080, !2081, !2082}
!2080 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !2076, file: !3, line: 896, type: !220)
!2081 = !DILocalVariable(name: "src", arg: 3, scope: !2076, file: !3, line: 897, type: !214)
!2082 = !DILocalVariable(name: "srcSize", arg: 4, scope: !2076, file: !3, line: 897, type: !220)
!2083 = !DILocation(line: 0, scope: !2076, inlinedAt: !2084)
!2084 = distinct !DILocation(line: 1022, column: 27, scope: !2074, inlinedAt: !1945)
!2085 = !DILocation(line: 900, column: 5, scope: !2086, inlinedAt: !2084)
!2086 = distinct !DILexicalBlock(scope: !2087, file: !3, line: 900, column: 5)
!2087 = distinct !DILexicalBlock(scope: !2076, file: !3, line: 900, column: 5)
!2088 = !DILocation(line: 900, column: 5, scope: !2087, inlinedAt: !2084)
!2089 = !DILocation(line: 901, column: 13, scope: !2090, inlinedAt: !2084)
!2090 = distinct !DILexicalBlock(scope: !2076, file: !3, line: 901, column: 9)
!2091 = !DILocation(line: 901, column: 9, scope: !2076, inlinedAt: !2084)
!2092 = !DILocation(line: 902, column: 21, scope: !2093, inlinedAt: !2084)
!2093 = distinct !DILexicalBlock(scope: !2094, file: !3, line: 902, column: 13)
!2094 = distinct !DILexicalBlock(scope: !2090, file: !3, line: 901, column: 22)
!2095 = !DILocation(line: 0, scope: !2094, inlinedAt: !2084)
!2096 = !DILocation(line: 905, column: 5, scope: !2076, inlinedAt: !2084)
!2097 = !DILocation(line: 906, column: 5, scope: !2076, inlinedAt: !2084)
!2098 = !DILocation(line: 1025, column: 66, scope: !2074, inlinedAt: !1945)
!2099 = !DILocation(line: 1025, column: 72, scope: !2074, inlinedAt: !1945)
!2100 = !DILocation(line: 1025, column: 93, scope: !2074, inlinedAt: !1945)
!2101 = !{!1684, !465, i64 8}
!2102 = !DILocation(line: 1025, column: 77, scope: !2074, inlinedAt: !1945)
!2103 = !DILocalVariable(name: "dst", arg: 1, scope: !2104, file: !3, line: 909, type: !148)
!2104 = distinct !DISubprogram(name: "ZSTD_setRleBlock", scope: !3, file: !3, line: 909, type: !2105, scopeLine: 912, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2107)
!2105 = !DISubroutineType(types: !2106)
!2106 = !{!220, !148, !220, !168, !220}
!2107 = !{!2103, !2108, !2109, !2110}
!2108 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !2104, file: !3, line: 909, type: !220)
!2109 = !DILocalVariable(name: "b", arg: 3, scope: !2104, file: !3, line: 910, type: !168)
!2110 = !DILocalVariable(name: "regenSize", arg: 4, scope: !2104, file: !3, line: 911, type: !220)
!2111 = !DILocation(line: 0, scope: !2104, inlinedAt: !2112)
!2112 = distinct !DILocation(line: 1025, column: 27, scope: !2074, inlinedAt: !1945)
!2113 = !DILocation(line: 913, column: 5, scope: !2114, inlinedAt: !2112)
!2114 = distinct !DILexicalBlock(scope: !2115, file: !3, line: 913, column: 5)
!2115 = distinct !DILexicalBlock(scope: !2104, file: !3, line: 913, column: 5)
!2116 = !DILocation(line: 913, column: 5, scope: !2115, inlinedAt: !2112)
!2117 = !DILocation(line: 914, column: 13, scope: !2118, inlinedAt: !2112)
!2118 = distinct !DILexicalBlock(scope: !2104, file: !3, line: 914, column: 9)
!2119 = !DILocation(line: 914, column: 9, scope: !2104, inlinedAt: !2112)
!2120 = !DILocation(line: 915, column: 23, scope: !2121, inlinedAt: !2112)
!2121 = distinct !DILexicalBlock(scope: !2122, file: !3, line: 915, column: 13)
!2122 = distinct !DILexicalBlock(scope: !2118, file: !3, line: 914, column: 22)
!2123 = !DILocation(line: 0, scope: !2122, inlinedAt: !2112)
!2124 = !DILocation(line: 918, column: 5, scope: !2104, inlinedAt: !2112)
!2125 = !DILocation(line: 0, scope: !1937, inlinedAt: !1945)
!2126 = !DILocation(line: 0, scope: !1447, inlinedAt: !2127)
!2127 = distinct !DILocation(line: 1031, column: 9, scope: !2128, inlinedAt: !1945)
!2128 = distinct !DILexicalBlock(scope: !1937, file: !3, line: 1031, column: 9)
!2129 = !DILocation(line: 1018, column: 85, scope: !2074, inlinedAt: !1945)
!2130 = !DILocation(line: 1018, column: 27, scope: !2074, inlinedAt: !1945)
!2131 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2127)
!2132 = !DILocation(line: 1033, column: 19, scope: !2133, inlinedAt: !1945)
!2133 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 1033, column: 13)
!2134 = !DILocation(line: 1033, column: 13, scope: !2133, inlinedAt: !1945)
!2135 = !DILocation(line: 1033, column: 13, scope: !1910, inlinedAt: !1945)
!2136 = !DILocation(line: 1034, column: 13, scope: !2137, inlinedAt: !1945)
!2137 = distinct !DILexicalBlock(scope: !2133, file: !3, line: 1033, column: 37)
!2138 = !DILocation(line: 1035, column: 9, scope: !2137, inlinedAt: !1945)
!2139 = !DILocation(line: 1040, column: 12, scope: !1910, inlinedAt: !1945)
!2140 = !DILocation(line: 1041, column: 26, scope: !1910, inlinedAt: !1945)
!2141 = !DILocation(line: 1042, column: 29, scope: !2142, inlinedAt: !1945)
!2142 = distinct !DILexicalBlock(scope: !1910, file: !3, line: 1042, column: 13)
!2143 = !DILocation(line: 1042, column: 13, scope: !2142, inlinedAt: !1945)
!2144 = !DILocation(line: 1043, column: 5, scope: !1911, inlinedAt: !1945)
!2145 = !DILocation(line: 1042, column: 13, scope: !1910, inlinedAt: !1945)
!2146 = !DILocation(line: 0, scope: !1447, inlinedAt: !2058)
!2147 = !DILocation(line: 1045, column: 23, scope: !2148, inlinedAt: !1945)
!2148 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 1045, column: 9)
!2149 = !{!457, !464, i64 29928}
!2150 = !DILocation(line: 1045, column: 40, scope: !2148, inlinedAt: !1945)
!2151 = !DILocation(line: 1045, column: 9, scope: !1911, inlinedAt: !1945)
!2152 = !DILocation(line: 1049, column: 23, scope: !1942, inlinedAt: !1945)
!2153 = !DILocation(line: 1049, column: 9, scope: !1942, inlinedAt: !1945)
!2154 = !DILocation(line: 1049, column: 9, scope: !1911, inlinedAt: !1945)
!2155 = !DILocation(line: 1050, column: 9, scope: !2156, inlinedAt: !1945)
!2156 = distinct !DILexicalBlock(scope: !2157, file: !3, line: 1050, column: 9)
!2157 = distinct !DILexicalBlock(scope: !1941, file: !3, line: 1050, column: 9)
!2158 = !DILocation(line: 1050, column: 9, scope: !2157, inlinedAt: !1945)
!2159 = !DILocation(line: 1051, column: 20, scope: !1940, inlinedAt: !1945)
!2160 = !DILocation(line: 1051, column: 14, scope: !1940, inlinedAt: !1945)
!2161 = !DILocation(line: 1051, column: 13, scope: !1941, inlinedAt: !1945)
!2162 = !DILocation(line: 1052, column: 40, scope: !1939, inlinedAt: !1945)
!2163 = !DILocation(line: 1052, column: 35, scope: !1939, inlinedAt: !1945)
!2164 = !DILocation(line: 0, scope: !1939, inlinedAt: !1945)
!2165 = !DILocation(line: 0, scope: !918, inlinedAt: !2166)
!2166 = distinct !DILocation(line: 1054, column: 25, scope: !1939, inlinedAt: !1945)
!2167 = !DILocation(line: 0, scope: !925, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !2166)
!2169 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !2168)
!2170 = !DILocation(line: 1055, column: 13, scope: !2171, inlinedAt: !1945)
!2171 = distinct !DILexicalBlock(scope: !2172, file: !3, line: 1055, column: 13)
!2172 = distinct !DILexicalBlock(scope: !1939, file: !3, line: 1055, column: 13)
!2173 = !DILocation(line: 1057, column: 12, scope: !1941, inlinedAt: !1945)
!2174 = !DILocation(line: 1058, column: 26, scope: !1941, inlinedAt: !1945)
!2175 = !DILocation(line: 1059, column: 5, scope: !1941, inlinedAt: !1945)
!2176 = !DILocation(line: 1060, column: 57, scope: !1911, inlinedAt: !1945)
!2177 = !DILocalVariable(name: "trace", scope: !2178, file: !3, line: 926, type: !2188)
!2178 = distinct !DILexicalBlock(scope: !2179, file: !3, line: 925, column: 62)
!2179 = distinct !DILexicalBlock(scope: !2180, file: !3, line: 925, column: 9)
!2180 = distinct !DISubprogram(name: "ZSTD_DCtx_trace_end", scope: !3, file: !3, line: 922, type: !2181, scopeLine: 923, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2183)
!2181 = !DISubroutineType(types: !2182)
!2182 = !{null, !447, !239, !239, !38}
!2183 = !{!2184, !2185, !2186, !2187, !2177}
!2184 = !DILocalVariable(name: "dctx", arg: 1, scope: !2180, file: !3, line: 922, type: !447)
!2185 = !DILocalVariable(name: "uncompressedSize", arg: 2, scope: !2180, file: !3, line: 922, type: !239)
!2186 = !DILocalVariable(name: "compressedSize", arg: 3, scope: !2180, file: !3, line: 922, type: !239)
!2187 = !DILocalVariable(name: "streaming", arg: 4, scope: !2180, file: !3, line: 922, type: !38)
!2188 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_Trace", file: !357, line: 98, baseType: !2189)
!2189 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !357, line: 51, size: 512, elements: !2190)
!2190 = !{!2191, !2192, !2193, !2194, !2195, !2196, !2197, !2198, !2202, !2206}
!2191 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !2189, file: !357, line: 60, baseType: !7, size: 32)
!2192 = !DIDerivedType(tag: DW_TAG_member, name: "streaming", scope: !2189, file: !357, line: 64, baseType: !38, size: 32, offset: 32)
!2193 = !DIDerivedType(tag: DW_TAG_member, name: "dictionaryID", scope: !2189, file: !357, line: 68, baseType: !7, size: 32, offset: 64)
!2194 = !DIDerivedType(tag: DW_TAG_member, name: "dictionaryIsCold", scope: !2189, file: !357, line: 73, baseType: !38, size: 32, offset: 96)
!2195 = !DIDerivedType(tag: DW_TAG_member, name: "dictionarySize", scope: !2189, file: !357, line: 77, baseType: !220, size: 64, offset: 128)
!2196 = !DIDerivedType(tag: DW_TAG_member, name: "uncompressedSize", scope: !2189, file: !357, line: 81, baseType: !220, size: 64, offset: 192)
!2197 = !DIDerivedType(tag: DW_TAG_member, name: "compressedSize", scope: !2189, file: !357, line: 85, baseType: !220, size: 64, offset: 256)
!2198 = !DIDerivedType(tag: DW_TAG_member, name: "params", scope: !2189, file: !357, line: 89, baseType: !2199, size: 64, offset: 320)
!2199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2200, size: 64)
!2200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2201)
!2201 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CCtx_params_s", file: !6, line: 1313, flags: DIFlagFwdDecl)
!2202 = !DIDerivedType(tag: DW_TAG_member, name: "cctx", scope: !2189, file: !357, line: 93, baseType: !2203, size: 64, offset: 384)
!2203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2204, size: 64)
!2204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2205)
!2205 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CCtx_s", file: !6, line: 280, flags: DIFlagFwdDecl)
!2206 = !DIDerivedType(tag: DW_TAG_member, name: "dctx", scope: !2189, file: !357, line: 97, baseType: !2207, size: 64, offset: 448)
!2207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2208, size: 64)
!2208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !151)
!2209 = !DILocation(line: 0, scope: !2178, inlinedAt: !2210)
!2210 = distinct !DILocation(line: 1060, column: 5, scope: !1911, inlinedAt: !1945)
!2211 = !DILocation(line: 0, scope: !2180, inlinedAt: !2210)
!2212 = !DILocation(line: 925, column: 15, scope: !2179, inlinedAt: !2210)
!2213 = !{!457, !464, i64 95968}
!2214 = !DILocation(line: 925, column: 9, scope: !2179, inlinedAt: !2210)
!2215 = !DILocation(line: 925, column: 24, scope: !2179, inlinedAt: !2210)
!2216 = !DILocation(line: 926, column: 9, scope: !2178, inlinedAt: !2210)
!2217 = !DILocation(line: 927, column: 9, scope: !2178, inlinedAt: !2210)
!2218 = distinct !DIAssignID()
!2219 = distinct !DIAssignID()
!2220 = distinct !DIAssignID()
!2221 = !DILocation(line: 928, column: 23, scope: !2178, inlinedAt: !2210)
!2222 = !{!2223, !465, i64 0}
!2223 = !{!"", !465, i64 0, !465, i64 4, !465, i64 8, !465, i64 12, !462, i64 16, !462, i64 24, !462, i64 32, !458, i64 40, !458, i64 48, !458, i64 56}
!2224 = distinct !DIAssignID()
!2225 = !DILocation(line: 929, column: 25, scope: !2178, inlinedAt: !2210)
!2226 = !{!2223, !465, i64 4}
!2227 = distinct !DIAssignID()
!2228 = !DILocation(line: 930, column: 19, scope: !2229, inlinedAt: !2210)
!2229 = distinct !DILexicalBlock(scope: !2178, file: !3, line: 930, column: 13)
!2230 = !{!457, !458, i64 30192}
!2231 = !DILocation(line: 930, column: 13, scope: !2229, inlinedAt: !2210)
!2232 = !DILocation(line: 930, column: 13, scope: !2178, inlinedAt: !2210)
!2233 = !DILocation(line: 931, column: 34, scope: !2234, inlinedAt: !2210)
!2234 = distinct !DILexicalBlock(scope: !2229, file: !3, line: 930, column: 26)
!2235 = !DILocation(line: 931, column: 32, scope: !2234, inlinedAt: !2210)
!2236 = !{!2223, !465, i64 8}
!2237 = distinct !DIAssignID()
!2238 = !DILocation(line: 932, column: 62, scope: !2234, inlinedAt: !2210)
!2239 = !DILocation(line: 932, column: 36, scope: !2234, inlinedAt: !2210)
!2240 = !DILocation(line: 932, column: 34, scope: !2234, inlinedAt: !2210)
!2241 = !{!2223, !462, i64 16}
!2242 = distinct !DIAssignID()
!2243 = !DILocation(line: 933, column: 44, scope: !2234, inlinedAt: !2210)
!2244 = !DILocation(line: 933, column: 36, scope: !2234, inlinedAt: !2210)
!2245 = !{!2223, !465, i64 12}
!2246 = distinct !DIAssignID()
!2247 = !DILocation(line: 938, column: 41, scope: !2178, inlinedAt: !2210)
!2248 = !DILocation(line: 934, column: 9, scope: !2234, inlinedAt: !2210)
!2249 = !DILocation(line: 935, column: 32, scope: !2178, inlinedAt: !2210)
!2250 = !{!2223, !462, i64 24}
!2251 = distinct !DIAssignID()
!2252 = !DILocation(line: 936, column: 30, scope: !2178, inlinedAt: !2210)
!2253 = !{!2223, !462, i64 32}
!2254 = distinct !DIAssignID()
!2255 = !DILocation(line: 937, column: 20, scope: !2178, inlinedAt: !2210)
!2256 = !{!2223, !458, i64 56}
!2257 = distinct !DIAssignID()
!2258 = !DILocation(line: 938, column: 9, scope: !2178, inlinedAt: !2210)
!2259 = !DILocation(line: 939, column: 5, scope: !2179, inlinedAt: !2210)
!2260 = !DILocation(line: 939, column: 5, scope: !2178, inlinedAt: !2210)
!2261 = !DILocation(line: 0, scope: !1833)
!2262 = !DILocation(line: 0, scope: !1847)
!2263 = !DILocation(line: 1146, column: 13, scope: !2264)
!2264 = distinct !DILexicalBlock(scope: !2265, file: !3, line: 1146, column: 13)
!2265 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 1146, column: 13)
!2266 = !DILocation(line: 0, scope: !1447, inlinedAt: !2267)
!2267 = distinct !DILocation(line: 1157, column: 17, scope: !2268)
!2268 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 1157, column: 17)
!2269 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2267)
!2270 = !DILocation(line: 1157, column: 17, scope: !1847)
!2271 = !DILocation(line: 1161, column: 25, scope: !1847)
!2272 = distinct !{!2272, !1859, !2273, !1458}
!2273 = !DILocation(line: 1164, column: 5, scope: !1815)
!2274 = !DILocation(line: 1166, column: 5, scope: !2275)
!2275 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 1166, column: 5)
!2276 = distinct !DILexicalBlock(scope: !1815, file: !3, line: 1166, column: 5)
!2277 = !DILocation(line: 1166, column: 5, scope: !2276)
!2278 = !DILocation(line: 1168, column: 32, scope: !1815)
!2279 = !DILocation(line: 1168, column: 5, scope: !1815)
!2280 = !DILocation(line: 1169, column: 1, scope: !1815)
!2281 = distinct !DISubprogram(name: "ZSTD_decompressDCtx", scope: !3, file: !3, line: 1197, type: !2282, scopeLine: 1198, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2284)
!2282 = !DISubroutineType(types: !2283)
!2283 = !{!220, !149, !148, !220, !214, !220}
!2284 = !{!2285, !2286, !2287, !2288, !2289}
!2285 = !DILocalVariable(name: "dctx", arg: 1, scope: !2281, file: !3, line: 1197, type: !149)
!2286 = !DILocalVariable(name: "dst", arg: 2, scope: !2281, file: !3, line: 1197, type: !148)
!2287 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !2281, file: !3, line: 1197, type: !220)
!2288 = !DILocalVariable(name: "src", arg: 4, scope: !2281, file: !3, line: 1197, type: !214)
!2289 = !DILocalVariable(name: "srcSize", arg: 5, scope: !2281, file: !3, line: 1197, type: !220)
!2290 = !DILocation(line: 0, scope: !2281)
!2291 = !DILocalVariable(name: "dctx", arg: 1, scope: !2292, file: !3, line: 1180, type: !149)
!2292 = distinct !DISubprogram(name: "ZSTD_getDDict", scope: !3, file: !3, line: 1180, type: !2293, scopeLine: 1181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2295)
!2293 = !DISubroutineType(types: !2294)
!2294 = !{!298, !149}
!2295 = !{!2291}
!2296 = !DILocation(line: 0, scope: !2292, inlinedAt: !2297)
!2297 = distinct !DILocation(line: 1199, column: 77, scope: !2281)
!2298 = !DILocation(line: 1182, column: 19, scope: !2292, inlinedAt: !2297)
!2299 = !DILocation(line: 1182, column: 5, scope: !2292, inlinedAt: !2297)
!2300 = !DILocation(line: 0, scope: !824, inlinedAt: !2301)
!2301 = distinct !DILocation(line: 1187, column: 9, scope: !2302, inlinedAt: !2297)
!2302 = distinct !DILexicalBlock(scope: !2292, file: !3, line: 1182, column: 29)
!2303 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !2301)
!2304 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !2301)
!2305 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !2301)
!2306 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !2301)
!2307 = !DILocation(line: 1188, column: 9, scope: !2302, inlinedAt: !2297)
!2308 = !DILocation(line: 1190, column: 22, scope: !2302, inlinedAt: !2297)
!2309 = !DILocation(line: 1190, column: 9, scope: !2302, inlinedAt: !2297)
!2310 = !DILocation(line: 1192, column: 24, scope: !2302, inlinedAt: !2297)
!2311 = !DILocation(line: 1193, column: 22, scope: !2302, inlinedAt: !2297)
!2312 = !DILocation(line: 1193, column: 9, scope: !2302, inlinedAt: !2297)
!2313 = !DILocation(line: 0, scope: !2302, inlinedAt: !2297)
!2314 = !DILocalVariable(name: "dctx", arg: 1, scope: !2315, file: !3, line: 1656, type: !149)
!2315 = distinct !DISubprogram(name: "ZSTD_decompress_usingDDict", scope: !3, file: !3, line: 1656, type: !2316, scopeLine: 1660, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2318)
!2316 = !DISubroutineType(types: !2317)
!2317 = !{!220, !149, !148, !220, !214, !220, !298}
!2318 = !{!2314, !2319, !2320, !2321, !2322, !2323}
!2319 = !DILocalVariable(name: "dst", arg: 2, scope: !2315, file: !3, line: 1657, type: !148)
!2320 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !2315, file: !3, line: 1657, type: !220)
!2321 = !DILocalVariable(name: "src", arg: 4, scope: !2315, file: !3, line: 1658, type: !214)
!2322 = !DILocalVariable(name: "srcSize", arg: 5, scope: !2315, file: !3, line: 1658, type: !220)
!2323 = !DILocalVariable(name: "ddict", arg: 6, scope: !2315, file: !3, line: 1659, type: !298)
!2324 = !DILocation(line: 0, scope: !2315, inlinedAt: !2325)
!2325 = distinct !DILocation(line: 1199, column: 12, scope: !2281)
!2326 = !DILocation(line: 1662, column: 12, scope: !2315, inlinedAt: !2325)
!2327 = !DILocation(line: 1199, column: 5, scope: !2281)
!2328 = !DILocation(line: 0, scope: !2315)
!2329 = !DILocation(line: 1662, column: 12, scope: !2315)
!2330 = !DILocation(line: 1662, column: 5, scope: !2315)
!2331 = !DILocation(line: 0, scope: !2292)
!2332 = !DILocation(line: 1182, column: 19, scope: !2292)
!2333 = !DILocation(line: 1182, column: 5, scope: !2292)
!2334 = !DILocation(line: 0, scope: !824, inlinedAt: !2335)
!2335 = distinct !DILocation(line: 1187, column: 9, scope: !2302)
!2336 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !2335)
!2337 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !2335)
!2338 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !2335)
!2339 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !2335)
!2340 = !DILocation(line: 1188, column: 9, scope: !2302)
!2341 = !DILocation(line: 1190, column: 22, scope: !2302)
!2342 = !DILocation(line: 1190, column: 9, scope: !2302)
!2343 = !DILocation(line: 1192, column: 24, scope: !2302)
!2344 = !DILocation(line: 1193, column: 22, scope: !2302)
!2345 = !DILocation(line: 1193, column: 9, scope: !2302)
!2346 = !DILocation(line: 0, scope: !2302)
!2347 = !DILocation(line: 1195, column: 1, scope: !2292)
!2348 = distinct !DISubprogram(name: "ZSTD_decompress", scope: !3, file: !3, line: 1203, type: !2077, scopeLine: 1204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2349)
!2349 = !{!2350, !2351, !2352, !2353, !2354, !2355}
!2350 = !DILocalVariable(name: "dst", arg: 1, scope: !2348, file: !3, line: 1203, type: !148)
!2351 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !2348, file: !3, line: 1203, type: !220)
!2352 = !DILocalVariable(name: "src", arg: 3, scope: !2348, file: !3, line: 1203, type: !214)
!2353 = !DILocalVariable(name: "srcSize", arg: 4, scope: !2348, file: !3, line: 1203, type: !220)
!2354 = !DILocalVariable(name: "regenSize", scope: !2348, file: !3, line: 1206, type: !220)
!2355 = !DILocalVariable(name: "dctx", scope: !2348, file: !3, line: 1207, type: !493)
!2356 = !DILocation(line: 0, scope: !2348)
!2357 = !DILocation(line: 0, scope: !636, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 1207, column: 30, scope: !2348)
!2359 = !DILocation(line: 0, scope: !648, inlinedAt: !2360)
!2360 = distinct !DILocation(line: 297, column: 45, scope: !640, inlinedAt: !2358)
!2361 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !2360)
!2362 = !DILocation(line: 0, scope: !640, inlinedAt: !2358)
!2363 = !DILocation(line: 298, column: 14, scope: !664, inlinedAt: !2358)
!2364 = !DILocation(line: 298, column: 13, scope: !640, inlinedAt: !2358)
!2365 = !DILocation(line: 299, column: 15, scope: !640, inlinedAt: !2358)
!2366 = !DILocation(line: 0, scope: !500, inlinedAt: !2367)
!2367 = distinct !DILocation(line: 300, column: 9, scope: !640, inlinedAt: !2358)
!2368 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !2367)
!2369 = !DILocation(line: 254, column: 23, scope: !500, inlinedAt: !2367)
!2370 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !2367)
!2371 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !2367)
!2372 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !2367)
!2373 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !2367)
!2374 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !2367)
!2375 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !2367)
!2376 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !2367)
!2377 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !2367)
!2378 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !2367)
!2379 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !2367)
!2380 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !2367)
!2381 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !2367)
!2382 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !2367)
!2383 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !2367)
!2384 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !2367)
!2385 = !DILocation(line: 299, column: 27, scope: !640, inlinedAt: !2358)
!2386 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !2367)
!2387 = !DILocation(line: 0, scope: !532, inlinedAt: !2388)
!2388 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !2367)
!2390 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !2388)
!2391 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !2388)
!2392 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !2388)
!2393 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !2388)
!2394 = !DILocation(line: 0, scope: !549, inlinedAt: !2388)
!2395 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !2388)
!2396 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !2388)
!2397 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !2388)
!2398 = !DILocation(line: 0, scope: !552, inlinedAt: !2388)
!2399 = !DILocation(line: 0, scope: !558, inlinedAt: !2389)
!2400 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !2389)
!2401 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !2389)
!2402 = !DILocation(line: 0, scope: !580, inlinedAt: !2403)
!2403 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !2389)
!2404 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !2403)
!2405 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !2367)
!2406 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !2367)
!2407 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !2367)
!2408 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !2367)
!2409 = !DILocation(line: 0, scope: !595, inlinedAt: !2410)
!2410 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !2367)
!2411 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !2410)
!2412 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !2410)
!2413 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !2410)
!2414 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !2410)
!2415 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !2410)
!2416 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !2410)
!2417 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !2410)
!2418 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !2410)
!2419 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !2410)
!2420 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !2410)
!2421 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !2410)
!2422 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !2410)
!2423 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !2410)
!2424 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !2410)
!2425 = !DILocation(line: 0, scope: !2281, inlinedAt: !2426)
!2426 = distinct !DILocation(line: 1209, column: 17, scope: !2348)
!2427 = !DILocation(line: 0, scope: !2292, inlinedAt: !2428)
!2428 = distinct !DILocation(line: 1199, column: 77, scope: !2281, inlinedAt: !2426)
!2429 = !DILocation(line: 0, scope: !824, inlinedAt: !2430)
!2430 = distinct !DILocation(line: 1187, column: 9, scope: !2302, inlinedAt: !2428)
!2431 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !2430)
!2432 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !2430)
!2433 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !2430)
!2434 = !DILocation(line: 0, scope: !2315, inlinedAt: !2435)
!2435 = distinct !DILocation(line: 1199, column: 12, scope: !2281, inlinedAt: !2426)
!2436 = !DILocation(line: 1662, column: 12, scope: !2315, inlinedAt: !2435)
!2437 = !DILocation(line: 1210, column: 5, scope: !2348)
!2438 = !DILocation(line: 1211, column: 5, scope: !2348)
!2439 = !DILocation(line: 1217, column: 1, scope: !2348)
!2440 = distinct !DISubprogram(name: "ZSTD_nextSrcSizeToDecompress", scope: !3, file: !3, line: 1224, type: !807, scopeLine: 1224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2441)
!2441 = !{!2442}
!2442 = !DILocalVariable(name: "dctx", arg: 1, scope: !2440, file: !3, line: 1224, type: !149)
!2443 = !DILocation(line: 0, scope: !2440)
!2444 = !DILocation(line: 1224, column: 69, scope: !2440)
!2445 = !{!457, !462, i64 29920}
!2446 = !DILocation(line: 1224, column: 56, scope: !2440)
!2447 = distinct !DISubprogram(name: "ZSTD_nextInputType", scope: !3, file: !3, line: 1244, type: !2448, scopeLine: 1244, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2451)
!2448 = !DISubroutineType(types: !2449)
!2449 = !{!2450, !149}
!2450 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_nextInputType_e", file: !6, line: 3136, baseType: !102)
!2451 = !{!2452}
!2452 = !DILocalVariable(name: "dctx", arg: 1, scope: !2447, file: !3, line: 1244, type: !149)
!2453 = !DILocation(line: 0, scope: !2447)
!2454 = !DILocation(line: 1245, column: 18, scope: !2447)
!2455 = !{!457, !465, i64 29996}
!2456 = !DILocation(line: 1245, column: 5, scope: !2447)
!2457 = !DILocation(line: 0, scope: !2458)
!2458 = distinct !DILexicalBlock(scope: !2447, file: !3, line: 1246, column: 5)
!2459 = !DILocation(line: 1267, column: 1, scope: !2447)
!2460 = distinct !DISubprogram(name: "ZSTD_decompressContinue", scope: !3, file: !3, line: 1275, type: !2282, scopeLine: 1276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2461)
!2461 = !{!2462, !2463, !2464, !2465, !2466, !2467, !2470, !2472, !2473, !2475, !2478, !2480, !2484}
!2462 = !DILocalVariable(name: "dctx", arg: 1, scope: !2460, file: !3, line: 1275, type: !149)
!2463 = !DILocalVariable(name: "dst", arg: 2, scope: !2460, file: !3, line: 1275, type: !148)
!2464 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !2460, file: !3, line: 1275, type: !220)
!2465 = !DILocalVariable(name: "src", arg: 4, scope: !2460, file: !3, line: 1275, type: !214)
!2466 = !DILocalVariable(name: "srcSize", arg: 5, scope: !2460, file: !3, line: 1275, type: !220)
!2467 = !DILocalVariable(name: "err_code", scope: !2468, file: !3, line: 1306, type: !399)
!2468 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1306, column: 9)
!2469 = distinct !DILexicalBlock(scope: !2460, file: !3, line: 1285, column: 5)
!2470 = !DILocalVariable(name: "bp", scope: !2471, file: !3, line: 1312, type: !1590)
!2471 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1312, column: 9)
!2472 = !DILocalVariable(name: "cBlockSize", scope: !2471, file: !3, line: 1313, type: !399)
!2473 = !DILocalVariable(name: "rSize", scope: !2474, file: !3, line: 1342, type: !220)
!2474 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1342, column: 9)
!2475 = !DILocalVariable(name: "err_code", scope: !2476, file: !3, line: 1354, type: !399)
!2476 = distinct !DILexicalBlock(scope: !2477, file: !3, line: 1354, column: 17)
!2477 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1344, column: 13)
!2478 = !DILocalVariable(name: "err_code", scope: !2479, file: !3, line: 1366, type: !399)
!2479 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1366, column: 13)
!2480 = !DILocalVariable(name: "h32", scope: !2481, file: !3, line: 1403, type: !418)
!2481 = distinct !DILexicalBlock(scope: !2482, file: !3, line: 1402, column: 41)
!2482 = distinct !DILexicalBlock(scope: !2483, file: !3, line: 1402, column: 17)
!2483 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1401, column: 9)
!2484 = !DILocalVariable(name: "check32", scope: !2481, file: !3, line: 1404, type: !418)
!2485 = distinct !DIAssignID()
!2486 = distinct !DIAssignID()
!2487 = !DILocation(line: 0, scope: !2471)
!2488 = !DILocation(line: 0, scope: !2460)
!2489 = !DILocalVariable(name: "dctx", arg: 1, scope: !2490, file: !3, line: 1236, type: !149)
!2490 = distinct !DISubprogram(name: "ZSTD_nextSrcSizeToDecompressWithInputSize", scope: !3, file: !3, line: 1236, type: !2491, scopeLine: 1236, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2493)
!2491 = !DISubroutineType(types: !2492)
!2492 = !{!220, !149, !220}
!2493 = !{!2489, !2494}
!2494 = !DILocalVariable(name: "inputSize", arg: 2, scope: !2490, file: !3, line: 1236, type: !220)
!2495 = !DILocation(line: 0, scope: !2490, inlinedAt: !2496)
!2496 = distinct !DILocation(line: 1279, column: 5, scope: !2497)
!2497 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1279, column: 5)
!2498 = distinct !DILexicalBlock(scope: !2460, file: !3, line: 1279, column: 5)
!2499 = !DILocation(line: 1237, column: 17, scope: !2500, inlinedAt: !2496)
!2500 = distinct !DILexicalBlock(scope: !2490, file: !3, line: 1237, column: 9)
!2501 = !DILocation(line: 1237, column: 49, scope: !2500, inlinedAt: !2496)
!2502 = !DILocation(line: 1238, column: 22, scope: !2500, inlinedAt: !2496)
!2503 = !DILocation(line: 1238, column: 9, scope: !2500, inlinedAt: !2496)
!2504 = !DILocation(line: 1239, column: 15, scope: !2505, inlinedAt: !2496)
!2505 = distinct !DILexicalBlock(scope: !2490, file: !3, line: 1239, column: 9)
!2506 = !{!457, !465, i64 29992}
!2507 = !DILocation(line: 1239, column: 21, scope: !2505, inlinedAt: !2496)
!2508 = !DILocation(line: 1239, column: 9, scope: !2490, inlinedAt: !2496)
!2509 = !DILocation(line: 1241, column: 12, scope: !2490, inlinedAt: !2496)
!2510 = !DILocation(line: 1279, column: 5, scope: !2497)
!2511 = !DILocation(line: 1279, column: 5, scope: !2498)
!2512 = !DILocation(line: 1280, column: 5, scope: !2460)
!2513 = !DILocation(line: 1282, column: 11, scope: !2460)
!2514 = !DILocation(line: 1282, column: 26, scope: !2460)
!2515 = !DILocation(line: 1284, column: 19, scope: !2460)
!2516 = !DILocation(line: 1284, column: 5, scope: !2460)
!2517 = !DILocation(line: 1288, column: 19, scope: !2518)
!2518 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1288, column: 13)
!2519 = !DILocation(line: 1288, column: 26, scope: !2518)
!2520 = !DILocation(line: 1288, column: 13, scope: !2469)
!2521 = !DILocation(line: 0, scope: !918, inlinedAt: !2522)
!2522 = distinct !DILocation(line: 1290, column: 18, scope: !2523)
!2523 = distinct !DILexicalBlock(scope: !2524, file: !3, line: 1290, column: 17)
!2524 = distinct !DILexicalBlock(scope: !2518, file: !3, line: 1288, column: 43)
!2525 = !DILocation(line: 0, scope: !925, inlinedAt: !2526)
!2526 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !2522)
!2527 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !2526)
!2528 = !DILocation(line: 1290, column: 36, scope: !2523)
!2529 = !DILocation(line: 1290, column: 65, scope: !2523)
!2530 = !DILocation(line: 1290, column: 17, scope: !2524)
!2531 = !DILocation(line: 1291, column: 17, scope: !2532)
!2532 = distinct !DILexicalBlock(scope: !2523, file: !3, line: 1290, column: 96)
!2533 = !DILocation(line: 1292, column: 59, scope: !2532)
!2534 = !DILocation(line: 1292, column: 23, scope: !2532)
!2535 = !DILocation(line: 1292, column: 32, scope: !2532)
!2536 = !DILocation(line: 1293, column: 29, scope: !2532)
!2537 = !DILocation(line: 1294, column: 17, scope: !2532)
!2538 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !2539)
!2539 = distinct !DILocation(line: 418, column: 33, scope: !968, inlinedAt: !2540)
!2540 = distinct !DILocation(line: 1296, column: 28, scope: !2469)
!2541 = !DILocation(line: 0, scope: !968, inlinedAt: !2540)
!2542 = !DILocation(line: 0, scope: !1041, inlinedAt: !2539)
!2543 = !DILocation(line: 419, column: 5, scope: !983, inlinedAt: !2540)
!2544 = !DILocation(line: 419, column: 5, scope: !984, inlinedAt: !2540)
!2545 = !DILocation(line: 1296, column: 15, scope: !2469)
!2546 = !DILocation(line: 1296, column: 26, scope: !2469)
!2547 = !{!457, !462, i64 30096}
!2548 = !DILocation(line: 0, scope: !1447, inlinedAt: !2549)
!2549 = distinct !DILocation(line: 1297, column: 13, scope: !2550)
!2550 = distinct !DILexicalBlock(scope: !2469, file: !3, line: 1297, column: 13)
!2551 = !DILocation(line: 1297, column: 13, scope: !2469)
!2552 = !DILocation(line: 421, column: 26, scope: !976, inlinedAt: !2540)
!2553 = !DILocation(line: 0, scope: !976, inlinedAt: !2540)
!2554 = !DILocation(line: 422, column: 27, scope: !976, inlinedAt: !2540)
!2555 = !DILocation(line: 422, column: 31, scope: !976, inlinedAt: !2540)
!2556 = !DILocation(line: 424, column: 31, scope: !976, inlinedAt: !2540)
!2557 = !DILocation(line: 425, column: 31, scope: !976, inlinedAt: !2540)
!2558 = !DILocation(line: 426, column: 16, scope: !976, inlinedAt: !2540)
!2559 = !DILocation(line: 426, column: 45, scope: !976, inlinedAt: !2540)
!2560 = !DILocation(line: 427, column: 31, scope: !976, inlinedAt: !2540)
!2561 = !DILocation(line: 427, column: 16, scope: !976, inlinedAt: !2540)
!2562 = !DILocation(line: 425, column: 29, scope: !976, inlinedAt: !2540)
!2563 = !DILocation(line: 426, column: 14, scope: !976, inlinedAt: !2540)
!2564 = !DILocation(line: 426, column: 43, scope: !976, inlinedAt: !2540)
!2565 = !DILocation(line: 427, column: 14, scope: !976, inlinedAt: !2540)
!2566 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2549)
!2567 = !DILocation(line: 1298, column: 9, scope: !2469)
!2568 = !DILocation(line: 1299, column: 43, scope: !2469)
!2569 = !DILocation(line: 1299, column: 15, scope: !2469)
!2570 = !DILocation(line: 1299, column: 24, scope: !2469)
!2571 = !DILocation(line: 1300, column: 21, scope: !2469)
!2572 = !DILocation(line: 1301, column: 9, scope: !2469)
!2573 = !DILocation(line: 1305, column: 9, scope: !2469)
!2574 = !DILocation(line: 1306, column: 9, scope: !2468)
!2575 = !DILocation(line: 0, scope: !1980, inlinedAt: !2576)
!2576 = distinct !DILocation(line: 1306, column: 9, scope: !2468)
!2577 = !DILocation(line: 704, column: 64, scope: !1980, inlinedAt: !2576)
!2578 = !DILocation(line: 704, column: 97, scope: !1980, inlinedAt: !2576)
!2579 = !DILocation(line: 704, column: 27, scope: !1980, inlinedAt: !2576)
!2580 = !DILocation(line: 0, scope: !1447, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 705, column: 9, scope: !1990, inlinedAt: !2576)
!2582 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2581)
!2583 = !DILocation(line: 705, column: 9, scope: !1980, inlinedAt: !2576)
!2584 = !DILocation(line: 706, column: 5, scope: !1994, inlinedAt: !2576)
!2585 = !DILocation(line: 706, column: 5, scope: !1995, inlinedAt: !2576)
!2586 = !DILocation(line: 709, column: 15, scope: !1998, inlinedAt: !2576)
!2587 = !DILocation(line: 709, column: 33, scope: !1998, inlinedAt: !2576)
!2588 = !DILocation(line: 709, column: 63, scope: !1998, inlinedAt: !2576)
!2589 = !DILocation(line: 709, column: 72, scope: !1998, inlinedAt: !2576)
!2590 = !DILocation(line: 709, column: 66, scope: !1998, inlinedAt: !2576)
!2591 = !DILocation(line: 709, column: 9, scope: !1980, inlinedAt: !2576)
!2592 = !DILocation(line: 710, column: 9, scope: !2005, inlinedAt: !2576)
!2593 = !DILocation(line: 711, column: 5, scope: !2005, inlinedAt: !2576)
!2594 = !DILocation(line: 717, column: 5, scope: !2008, inlinedAt: !2576)
!2595 = !DILocation(line: 717, column: 5, scope: !2009, inlinedAt: !2576)
!2596 = !DILocation(line: 720, column: 45, scope: !1980, inlinedAt: !2576)
!2597 = !DILocation(line: 720, column: 31, scope: !1980, inlinedAt: !2576)
!2598 = !DILocation(line: 720, column: 58, scope: !1980, inlinedAt: !2576)
!2599 = !DILocation(line: 720, column: 68, scope: !1980, inlinedAt: !2576)
!2600 = !DILocation(line: 720, column: 61, scope: !1980, inlinedAt: !2576)
!2601 = !DILocation(line: 720, column: 30, scope: !1980, inlinedAt: !2576)
!2602 = !DILocation(line: 720, column: 11, scope: !1980, inlinedAt: !2576)
!2603 = !DILocation(line: 720, column: 28, scope: !1980, inlinedAt: !2576)
!2604 = !DILocation(line: 721, column: 9, scope: !1980, inlinedAt: !2576)
!2605 = !DILocation(line: 721, column: 52, scope: !2033, inlinedAt: !2576)
!2606 = !DILocation(line: 0, scope: !2024, inlinedAt: !2607)
!2607 = distinct !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !2576)
!2608 = !DILocation(line: 3563, column: 5, scope: !2024, inlinedAt: !2607)
!2609 = !DILocation(line: 3564, column: 15, scope: !2024, inlinedAt: !2607)
!2610 = !DILocation(line: 3564, column: 20, scope: !2024, inlinedAt: !2607)
!2611 = !DILocation(line: 3565, column: 5, scope: !2024, inlinedAt: !2607)
!2612 = !DILocation(line: 3565, column: 20, scope: !2024, inlinedAt: !2607)
!2613 = !DILocation(line: 3567, column: 5, scope: !2024, inlinedAt: !2607)
!2614 = !DILocation(line: 3567, column: 20, scope: !2024, inlinedAt: !2607)
!2615 = !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !2576)
!2616 = !DILocation(line: 722, column: 26, scope: !1980, inlinedAt: !2576)
!2617 = !DILocation(line: 0, scope: !2468)
!2618 = !DILocation(line: 0, scope: !1447, inlinedAt: !2619)
!2619 = distinct !DILocation(line: 1306, column: 9, scope: !2620)
!2620 = distinct !DILexicalBlock(scope: !2468, file: !3, line: 1306, column: 9)
!2621 = !DILocation(line: 1307, column: 15, scope: !2469)
!2622 = !DILocation(line: 1307, column: 24, scope: !2469)
!2623 = !DILocation(line: 1308, column: 21, scope: !2469)
!2624 = !DILocation(line: 1309, column: 9, scope: !2469)
!2625 = !DILocation(line: 1312, column: 13, scope: !2471)
!2626 = !DILocation(line: 1313, column: 39, scope: !2471)
!2627 = !DILocation(line: 0, scope: !1447, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 1314, column: 17, scope: !2629)
!2629 = distinct !DILexicalBlock(scope: !2471, file: !3, line: 1314, column: 17)
!2630 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2628)
!2631 = !DILocation(line: 1314, column: 17, scope: !2471)
!2632 = !DILocation(line: 1315, column: 13, scope: !2633)
!2633 = distinct !DILexicalBlock(scope: !2634, file: !3, line: 1315, column: 13)
!2634 = distinct !DILexicalBlock(scope: !2471, file: !3, line: 1315, column: 13)
!2635 = !DILocation(line: 1315, column: 13, scope: !2634)
!2636 = !DILocation(line: 1316, column: 19, scope: !2471)
!2637 = !DILocation(line: 1316, column: 28, scope: !2471)
!2638 = !DILocation(line: 1317, column: 30, scope: !2471)
!2639 = !DILocation(line: 1317, column: 19, scope: !2471)
!2640 = !DILocation(line: 1317, column: 25, scope: !2471)
!2641 = !DILocation(line: 1318, column: 32, scope: !2471)
!2642 = !DILocation(line: 1318, column: 29, scope: !2471)
!2643 = !DILocation(line: 1318, column: 19, scope: !2471)
!2644 = !DILocation(line: 1318, column: 27, scope: !2471)
!2645 = !{!457, !462, i64 30160}
!2646 = !DILocation(line: 1319, column: 17, scope: !2647)
!2647 = distinct !DILexicalBlock(scope: !2471, file: !3, line: 1319, column: 17)
!2648 = !DILocation(line: 1319, column: 17, scope: !2471)
!2649 = !DILocation(line: 1320, column: 31, scope: !2650)
!2650 = distinct !DILexicalBlock(scope: !2647, file: !3, line: 1319, column: 29)
!2651 = !DILocation(line: 1321, column: 17, scope: !2650)
!2652 = !DILocation(line: 1324, column: 17, scope: !2471)
!2653 = !DILocation(line: 1325, column: 35, scope: !2654)
!2654 = distinct !DILexicalBlock(scope: !2655, file: !3, line: 1325, column: 21)
!2655 = distinct !DILexicalBlock(scope: !2656, file: !3, line: 1324, column: 31)
!2656 = distinct !DILexicalBlock(scope: !2471, file: !3, line: 1324, column: 17)
!2657 = !DILocation(line: 1325, column: 21, scope: !2654)
!2658 = !DILocation(line: 1325, column: 21, scope: !2655)
!2659 = !DILocation(line: 1326, column: 36, scope: !2660)
!2660 = distinct !DILexicalBlock(scope: !2654, file: !3, line: 1325, column: 49)
!2661 = !DILocation(line: 1328, column: 17, scope: !2660)
!2662 = !DILocation(line: 1329, column: 36, scope: !2663)
!2663 = distinct !DILexicalBlock(scope: !2654, file: !3, line: 1328, column: 24)
!2664 = !DILocation(line: 1333, column: 32, scope: !2665)
!2665 = distinct !DILexicalBlock(scope: !2656, file: !3, line: 1332, column: 20)
!2666 = !DILocation(line: 1337, column: 9, scope: !2469)
!2667 = !DILocation(line: 1343, column: 26, scope: !2474)
!2668 = !DILocation(line: 1343, column: 13, scope: !2474)
!2669 = !DILocation(line: 1348, column: 25, scope: !2477)
!2670 = !DILocation(line: 0, scope: !2474)
!2671 = !DILocation(line: 1350, column: 17, scope: !2477)
!2672 = !DILocation(line: 0, scope: !2076, inlinedAt: !2673)
!2673 = distinct !DILocation(line: 1353, column: 25, scope: !2477)
!2674 = !DILocation(line: 900, column: 5, scope: !2086, inlinedAt: !2673)
!2675 = !DILocation(line: 900, column: 5, scope: !2087, inlinedAt: !2673)
!2676 = !DILocation(line: 901, column: 13, scope: !2090, inlinedAt: !2673)
!2677 = !DILocation(line: 901, column: 9, scope: !2076, inlinedAt: !2673)
!2678 = !DILocation(line: 902, column: 21, scope: !2093, inlinedAt: !2673)
!2679 = !DILocation(line: 0, scope: !2094, inlinedAt: !2673)
!2680 = !DILocation(line: 905, column: 5, scope: !2076, inlinedAt: !2673)
!2681 = !DILocation(line: 0, scope: !2476)
!2682 = !DILocation(line: 0, scope: !1447, inlinedAt: !2683)
!2683 = distinct !DILocation(line: 1354, column: 17, scope: !2684)
!2684 = distinct !DILexicalBlock(scope: !2476, file: !3, line: 1354, column: 17)
!2685 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2683)
!2686 = !DILocation(line: 1356, column: 23, scope: !2477)
!2687 = !DILocation(line: 1356, column: 32, scope: !2477)
!2688 = !DILocation(line: 0, scope: !2479)
!2689 = !DILocation(line: 0, scope: !1447, inlinedAt: !2690)
!2690 = distinct !DILocation(line: 1366, column: 13, scope: !2691)
!2691 = distinct !DILexicalBlock(scope: !2479, file: !3, line: 1366, column: 13)
!2692 = !DILocation(line: 1359, column: 60, scope: !2477)
!2693 = !DILocation(line: 1359, column: 85, scope: !2477)
!2694 = !DILocation(line: 0, scope: !2104, inlinedAt: !2695)
!2695 = distinct !DILocation(line: 1359, column: 25, scope: !2477)
!2696 = !DILocation(line: 913, column: 5, scope: !2114, inlinedAt: !2695)
!2697 = !DILocation(line: 913, column: 5, scope: !2115, inlinedAt: !2695)
!2698 = !DILocation(line: 914, column: 13, scope: !2118, inlinedAt: !2695)
!2699 = !DILocation(line: 914, column: 9, scope: !2104, inlinedAt: !2695)
!2700 = !DILocation(line: 915, column: 23, scope: !2121, inlinedAt: !2695)
!2701 = !DILocation(line: 0, scope: !2122, inlinedAt: !2695)
!2702 = !DILocation(line: 918, column: 5, scope: !2104, inlinedAt: !2695)
!2703 = !DILocation(line: 919, column: 5, scope: !2104, inlinedAt: !2695)
!2704 = !DILocation(line: 0, scope: !2477)
!2705 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !2690)
!2706 = !DILocation(line: 1367, column: 13, scope: !2707)
!2707 = distinct !DILexicalBlock(scope: !2708, file: !3, line: 1367, column: 13)
!2708 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1367, column: 13)
!2709 = !DILocation(line: 1367, column: 13, scope: !2708)
!2710 = !DILocation(line: 1369, column: 19, scope: !2474)
!2711 = !DILocation(line: 1369, column: 31, scope: !2474)
!2712 = !{!457, !462, i64 29984}
!2713 = !DILocation(line: 1370, column: 23, scope: !2714)
!2714 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1370, column: 17)
!2715 = !DILocation(line: 1370, column: 17, scope: !2714)
!2716 = !DILocation(line: 1370, column: 17, scope: !2474)
!2717 = !DILocation(line: 1370, column: 61, scope: !2714)
!2718 = !DILocation(line: 1370, column: 41, scope: !2714)
!2719 = !DILocation(line: 1374, column: 23, scope: !2720)
!2720 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1374, column: 17)
!2721 = !DILocation(line: 1371, column: 47, scope: !2474)
!2722 = !DILocation(line: 1371, column: 19, scope: !2474)
!2723 = !DILocation(line: 1371, column: 34, scope: !2474)
!2724 = !DILocation(line: 1374, column: 32, scope: !2720)
!2725 = !DILocation(line: 1374, column: 17, scope: !2474)
!2726 = !DILocation(line: 1378, column: 23, scope: !2727)
!2727 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1378, column: 17)
!2728 = !DILocation(line: 1378, column: 29, scope: !2727)
!2729 = !DILocation(line: 1378, column: 17, scope: !2474)
!2730 = !DILocation(line: 1380, column: 17, scope: !2731)
!2731 = distinct !DILexicalBlock(scope: !2732, file: !3, line: 1380, column: 17)
!2732 = distinct !DILexicalBlock(scope: !2733, file: !3, line: 1380, column: 17)
!2733 = distinct !DILexicalBlock(scope: !2727, file: !3, line: 1378, column: 60)
!2734 = !DILocation(line: 1380, column: 17, scope: !2732)
!2735 = !DILocation(line: 1384, column: 35, scope: !2736)
!2736 = distinct !DILexicalBlock(scope: !2733, file: !3, line: 1384, column: 21)
!2737 = !DILocation(line: 1384, column: 21, scope: !2736)
!2738 = !DILocation(line: 1384, column: 21, scope: !2733)
!2739 = !DILocation(line: 1385, column: 36, scope: !2740)
!2740 = distinct !DILexicalBlock(scope: !2736, file: !3, line: 1384, column: 49)
!2741 = !DILocation(line: 1386, column: 33, scope: !2740)
!2742 = !DILocation(line: 1387, column: 17, scope: !2740)
!2743 = !DILocation(line: 1388, column: 53, scope: !2744)
!2744 = distinct !DILexicalBlock(scope: !2736, file: !3, line: 1387, column: 24)
!2745 = !DILocation(line: 1388, column: 72, scope: !2744)
!2746 = !DILocation(line: 1388, column: 21, scope: !2744)
!2747 = !DILocation(line: 1389, column: 36, scope: !2744)
!2748 = !DILocation(line: 1390, column: 33, scope: !2744)
!2749 = !DILocation(line: 1393, column: 29, scope: !2750)
!2750 = distinct !DILexicalBlock(scope: !2727, file: !3, line: 1392, column: 20)
!2751 = !DILocation(line: 1394, column: 32, scope: !2750)
!2752 = !DILocation(line: 1402, column: 23, scope: !2482)
!2753 = !DILocation(line: 1402, column: 17, scope: !2482)
!2754 = !DILocation(line: 1402, column: 17, scope: !2483)
!2755 = !DILocation(line: 1403, column: 58, scope: !2481)
!2756 = !DILocation(line: 1403, column: 38, scope: !2481)
!2757 = !DILocation(line: 1403, column: 33, scope: !2481)
!2758 = !DILocation(line: 0, scope: !2481)
!2759 = !DILocation(line: 0, scope: !918, inlinedAt: !2760)
!2760 = distinct !DILocation(line: 1404, column: 37, scope: !2481)
!2761 = !DILocation(line: 0, scope: !925, inlinedAt: !2762)
!2762 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !2760)
!2763 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !2762)
!2764 = !DILocation(line: 1406, column: 17, scope: !2765)
!2765 = distinct !DILexicalBlock(scope: !2766, file: !3, line: 1406, column: 17)
!2766 = distinct !DILexicalBlock(scope: !2481, file: !3, line: 1406, column: 17)
!2767 = !DILocation(line: 1408, column: 45, scope: !2483)
!2768 = !DILocation(line: 0, scope: !2178, inlinedAt: !2769)
!2769 = distinct !DILocation(line: 1408, column: 13, scope: !2483)
!2770 = !DILocation(line: 0, scope: !2180, inlinedAt: !2769)
!2771 = !DILocation(line: 925, column: 15, scope: !2179, inlinedAt: !2769)
!2772 = !DILocation(line: 925, column: 9, scope: !2179, inlinedAt: !2769)
!2773 = !DILocation(line: 925, column: 24, scope: !2179, inlinedAt: !2769)
!2774 = !DILocation(line: 926, column: 9, scope: !2178, inlinedAt: !2769)
!2775 = !DILocation(line: 927, column: 9, scope: !2178, inlinedAt: !2769)
!2776 = distinct !DIAssignID()
!2777 = distinct !DIAssignID()
!2778 = distinct !DIAssignID()
!2779 = !DILocation(line: 928, column: 23, scope: !2178, inlinedAt: !2769)
!2780 = distinct !DIAssignID()
!2781 = !DILocation(line: 929, column: 15, scope: !2178, inlinedAt: !2769)
!2782 = !DILocation(line: 929, column: 25, scope: !2178, inlinedAt: !2769)
!2783 = distinct !DIAssignID()
!2784 = !DILocation(line: 930, column: 19, scope: !2229, inlinedAt: !2769)
!2785 = !DILocation(line: 930, column: 13, scope: !2229, inlinedAt: !2769)
!2786 = !DILocation(line: 930, column: 13, scope: !2178, inlinedAt: !2769)
!2787 = !DILocation(line: 931, column: 34, scope: !2234, inlinedAt: !2769)
!2788 = !DILocation(line: 931, column: 32, scope: !2234, inlinedAt: !2769)
!2789 = distinct !DIAssignID()
!2790 = !DILocation(line: 932, column: 62, scope: !2234, inlinedAt: !2769)
!2791 = !DILocation(line: 932, column: 36, scope: !2234, inlinedAt: !2769)
!2792 = !DILocation(line: 932, column: 19, scope: !2234, inlinedAt: !2769)
!2793 = !DILocation(line: 932, column: 34, scope: !2234, inlinedAt: !2769)
!2794 = distinct !DIAssignID()
!2795 = !DILocation(line: 933, column: 44, scope: !2234, inlinedAt: !2769)
!2796 = !DILocation(line: 933, column: 19, scope: !2234, inlinedAt: !2769)
!2797 = !DILocation(line: 933, column: 36, scope: !2234, inlinedAt: !2769)
!2798 = distinct !DIAssignID()
!2799 = !DILocation(line: 938, column: 41, scope: !2178, inlinedAt: !2769)
!2800 = !DILocation(line: 934, column: 9, scope: !2234, inlinedAt: !2769)
!2801 = !DILocation(line: 935, column: 15, scope: !2178, inlinedAt: !2769)
!2802 = !DILocation(line: 935, column: 32, scope: !2178, inlinedAt: !2769)
!2803 = distinct !DIAssignID()
!2804 = !DILocation(line: 936, column: 15, scope: !2178, inlinedAt: !2769)
!2805 = !DILocation(line: 936, column: 30, scope: !2178, inlinedAt: !2769)
!2806 = distinct !DIAssignID()
!2807 = !DILocation(line: 937, column: 15, scope: !2178, inlinedAt: !2769)
!2808 = !DILocation(line: 937, column: 20, scope: !2178, inlinedAt: !2769)
!2809 = distinct !DIAssignID()
!2810 = !DILocation(line: 938, column: 9, scope: !2178, inlinedAt: !2769)
!2811 = !DILocation(line: 939, column: 5, scope: !2179, inlinedAt: !2769)
!2812 = !DILocation(line: 939, column: 5, scope: !2178, inlinedAt: !2769)
!2813 = !DILocation(line: 1409, column: 19, scope: !2483)
!2814 = !DILocation(line: 1409, column: 28, scope: !2483)
!2815 = !DILocation(line: 1410, column: 25, scope: !2483)
!2816 = !DILocation(line: 1411, column: 13, scope: !2483)
!2817 = !DILocation(line: 1418, column: 9, scope: !2469)
!2818 = !DILocation(line: 1419, column: 58, scope: !2469)
!2819 = !DILocation(line: 0, scope: !918, inlinedAt: !2820)
!2820 = distinct !DILocation(line: 1419, column: 26, scope: !2469)
!2821 = !DILocation(line: 0, scope: !925, inlinedAt: !2822)
!2822 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !2820)
!2823 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !2822)
!2824 = !DILocation(line: 1419, column: 26, scope: !2469)
!2825 = !DILocation(line: 1419, column: 15, scope: !2469)
!2826 = !DILocation(line: 1419, column: 24, scope: !2469)
!2827 = !DILocation(line: 1420, column: 21, scope: !2469)
!2828 = !DILocation(line: 1421, column: 9, scope: !2469)
!2829 = !DILocation(line: 1424, column: 15, scope: !2469)
!2830 = !DILocation(line: 1424, column: 24, scope: !2469)
!2831 = !DILocation(line: 1425, column: 21, scope: !2469)
!2832 = !DILocation(line: 1426, column: 9, scope: !2469)
!2833 = !DILocation(line: 1432, column: 1, scope: !2460)
!2834 = !DISubprogram(name: "ZSTD_getcBlockSize", scope: !12, file: !12, line: 306, type: !2835, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2835 = !DISubroutineType(types: !2836)
!2836 = !{!220, !214, !220, !2837}
!2837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1590, size: 64)
!2838 = !DISubprogram(name: "ZSTD_decompressBlock_internal", scope: !111, file: !111, line: 48, type: !2839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2839 = !DISubroutineType(types: !2840)
!2840 = !{!220, !149, !148, !220, !214, !220, !2841}
!2841 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2842)
!2842 = !DIDerivedType(tag: DW_TAG_typedef, name: "streaming_operation", file: !111, line: 40, baseType: !110)
!2843 = distinct !DISubprogram(name: "XXH_INLINE_XXH64_update", scope: !139, file: !139, line: 3573, type: !2844, scopeLine: 3574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2846)
!2844 = !DISubroutineType(cc: DW_CC_nocall, types: !2845)
!2845 = !{!2027, !2028, !214, !220}
!2846 = !{!2847, !2848, !2849, !2850, !2852, !2854}
!2847 = !DILocalVariable(name: "state", arg: 1, scope: !2843, file: !139, line: 3573, type: !2028)
!2848 = !DILocalVariable(name: "input", arg: 2, scope: !2843, file: !139, line: 3573, type: !214)
!2849 = !DILocalVariable(name: "len", arg: 3, scope: !2843, file: !139, line: 3573, type: !220)
!2850 = !DILocalVariable(name: "p", scope: !2851, file: !139, line: 3580, type: !370)
!2851 = distinct !DILexicalBlock(scope: !2843, file: !139, line: 3580, column: 5)
!2852 = !DILocalVariable(name: "bEnd", scope: !2851, file: !139, line: 3581, type: !2853)
!2853 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !370)
!2854 = !DILocalVariable(name: "limit", scope: !2855, file: !139, line: 3602, type: !2853)
!2855 = distinct !DILexicalBlock(scope: !2856, file: !139, line: 3601, column: 27)
!2856 = distinct !DILexicalBlock(scope: !2851, file: !139, line: 3601, column: 13)
!2857 = !DILocation(line: 0, scope: !2843)
!2858 = !DILocation(line: 3575, column: 14, scope: !2859)
!2859 = distinct !DILexicalBlock(scope: !2843, file: !139, line: 3575, column: 9)
!2860 = !DILocation(line: 3575, column: 9, scope: !2843)
!2861 = !DILocation(line: 3576, column: 9, scope: !2862)
!2862 = distinct !DILexicalBlock(scope: !2859, file: !139, line: 3575, column: 22)
!2863 = !DILocation(line: 3577, column: 9, scope: !2862)
!2864 = !DILocation(line: 0, scope: !2851)
!2865 = !DILocation(line: 3581, column: 38, scope: !2851)
!2866 = !DILocation(line: 3583, column: 26, scope: !2851)
!2867 = !{!466, !462, i64 0}
!2868 = !DILocation(line: 3585, column: 20, scope: !2869)
!2869 = distinct !DILexicalBlock(scope: !2851, file: !139, line: 3585, column: 13)
!2870 = !{!466, !465, i64 72}
!2871 = !DILocation(line: 3585, column: 13, scope: !2869)
!2872 = !DILocation(line: 3585, column: 28, scope: !2869)
!2873 = !DILocation(line: 3585, column: 34, scope: !2869)
!2874 = !DILocation(line: 3585, column: 13, scope: !2851)
!2875 = !DILocation(line: 3586, column: 41, scope: !2876)
!2876 = distinct !DILexicalBlock(scope: !2869, file: !139, line: 3585, column: 40)
!2877 = !DILocation(line: 3586, column: 48, scope: !2876)
!2878 = !DILocalVariable(name: "dest", arg: 1, scope: !2879, file: !139, line: 2358, type: !148)
!2879 = distinct !DISubprogram(name: "XXH_memcpy", scope: !139, file: !139, line: 2358, type: !2880, scopeLine: 2359, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2882)
!2880 = !DISubroutineType(types: !2881)
!2881 = !{!148, !148, !214, !220}
!2882 = !{!2878, !2883, !2884}
!2883 = !DILocalVariable(name: "src", arg: 2, scope: !2879, file: !139, line: 2358, type: !214)
!2884 = !DILocalVariable(name: "size", arg: 3, scope: !2879, file: !139, line: 2358, type: !220)
!2885 = !DILocation(line: 0, scope: !2879, inlinedAt: !2886)
!2886 = distinct !DILocation(line: 3586, column: 13, scope: !2876)
!2887 = !DILocation(line: 2360, column: 12, scope: !2879, inlinedAt: !2886)
!2888 = !DILocation(line: 3587, column: 31, scope: !2876)
!2889 = !DILocation(line: 3587, column: 28, scope: !2876)
!2890 = !DILocation(line: 3588, column: 13, scope: !2876)
!2891 = !DILocation(line: 3591, column: 13, scope: !2892)
!2892 = distinct !DILexicalBlock(scope: !2851, file: !139, line: 3591, column: 13)
!2893 = !DILocation(line: 3591, column: 13, scope: !2851)
!2894 = !DILocation(line: 3592, column: 41, scope: !2895)
!2895 = distinct !DILexicalBlock(scope: !2892, file: !139, line: 3591, column: 29)
!2896 = !DILocation(line: 3592, column: 48, scope: !2895)
!2897 = !DILocation(line: 3592, column: 75, scope: !2895)
!2898 = !DILocation(line: 3592, column: 73, scope: !2895)
!2899 = !DILocation(line: 0, scope: !2879, inlinedAt: !2900)
!2900 = distinct !DILocation(line: 3592, column: 13, scope: !2895)
!2901 = !DILocation(line: 2360, column: 12, scope: !2879, inlinedAt: !2900)
!2902 = !DILocation(line: 3593, column: 46, scope: !2895)
!2903 = !DILocation(line: 3593, column: 39, scope: !2895)
!2904 = !DILocalVariable(name: "ptr", arg: 1, scope: !2905, file: !139, line: 3330, type: !214)
!2905 = distinct !DISubprogram(name: "XXH_readLE64", scope: !139, file: !139, line: 3330, type: !379, scopeLine: 3331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2906)
!2906 = !{!2904}
!2907 = !DILocation(line: 0, scope: !2905, inlinedAt: !2908)
!2908 = distinct !DILocation(line: 3593, column: 52, scope: !2895)
!2909 = !DILocation(line: 0, scope: !378, inlinedAt: !2910)
!2910 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2908)
!2911 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2910)
!2912 = !DILocalVariable(name: "acc", arg: 1, scope: !2913, file: !139, line: 3376, type: !381)
!2913 = distinct !DISubprogram(name: "XXH64_round", scope: !139, file: !139, line: 3376, type: !2914, scopeLine: 3377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2916)
!2914 = !DISubroutineType(types: !2915)
!2915 = !{!381, !381, !381}
!2916 = !{!2912, !2917}
!2917 = !DILocalVariable(name: "input", arg: 2, scope: !2913, file: !139, line: 3376, type: !381)
!2918 = !DILocation(line: 0, scope: !2913, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 3593, column: 27, scope: !2895)
!2920 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2919)
!2921 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2919)
!2922 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2919)
!2923 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2919)
!2924 = !DILocation(line: 3593, column: 25, scope: !2895)
!2925 = !DILocation(line: 3594, column: 39, scope: !2895)
!2926 = !DILocation(line: 3594, column: 77, scope: !2895)
!2927 = !DILocation(line: 0, scope: !2905, inlinedAt: !2928)
!2928 = distinct !DILocation(line: 3594, column: 52, scope: !2895)
!2929 = !DILocation(line: 0, scope: !378, inlinedAt: !2930)
!2930 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2928)
!2931 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2930)
!2932 = !DILocation(line: 0, scope: !2913, inlinedAt: !2933)
!2933 = distinct !DILocation(line: 3594, column: 27, scope: !2895)
!2934 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2933)
!2935 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2933)
!2936 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2933)
!2937 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2933)
!2938 = !DILocation(line: 3594, column: 25, scope: !2895)
!2939 = !DILocation(line: 3595, column: 39, scope: !2895)
!2940 = !DILocation(line: 3595, column: 77, scope: !2895)
!2941 = !DILocation(line: 0, scope: !2905, inlinedAt: !2942)
!2942 = distinct !DILocation(line: 3595, column: 52, scope: !2895)
!2943 = !DILocation(line: 0, scope: !378, inlinedAt: !2944)
!2944 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2942)
!2945 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2944)
!2946 = !DILocation(line: 0, scope: !2913, inlinedAt: !2947)
!2947 = distinct !DILocation(line: 3595, column: 27, scope: !2895)
!2948 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2947)
!2949 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2947)
!2950 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2947)
!2951 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2947)
!2952 = !DILocation(line: 3595, column: 25, scope: !2895)
!2953 = !DILocation(line: 3596, column: 39, scope: !2895)
!2954 = !DILocation(line: 3596, column: 77, scope: !2895)
!2955 = !DILocation(line: 0, scope: !2905, inlinedAt: !2956)
!2956 = distinct !DILocation(line: 3596, column: 52, scope: !2895)
!2957 = !DILocation(line: 0, scope: !378, inlinedAt: !2958)
!2958 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2956)
!2959 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2958)
!2960 = !DILocation(line: 0, scope: !2913, inlinedAt: !2961)
!2961 = distinct !DILocation(line: 3596, column: 27, scope: !2895)
!2962 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2961)
!2963 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2961)
!2964 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2961)
!2965 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2961)
!2966 = !DILocation(line: 3596, column: 25, scope: !2895)
!2967 = !DILocation(line: 3597, column: 30, scope: !2895)
!2968 = !DILocation(line: 3597, column: 21, scope: !2895)
!2969 = !DILocation(line: 3597, column: 15, scope: !2895)
!2970 = !DILocation(line: 3598, column: 28, scope: !2895)
!2971 = !DILocation(line: 3599, column: 9, scope: !2895)
!2972 = !DILocation(line: 3601, column: 14, scope: !2856)
!2973 = !DILocation(line: 3601, column: 18, scope: !2856)
!2974 = !DILocation(line: 3601, column: 13, scope: !2851)
!2975 = !DILocation(line: 3602, column: 46, scope: !2855)
!2976 = !DILocation(line: 0, scope: !2855)
!2977 = !DILocation(line: 3604, column: 13, scope: !2855)
!2978 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2979)
!2979 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2980)
!2980 = distinct !DILocation(line: 3605, column: 56, scope: !2981)
!2981 = distinct !DILexicalBlock(scope: !2855, file: !139, line: 3604, column: 16)
!2982 = !DILocation(line: 3605, column: 43, scope: !2981)
!2983 = !DILocation(line: 0, scope: !2905, inlinedAt: !2980)
!2984 = !DILocation(line: 0, scope: !378, inlinedAt: !2979)
!2985 = !DILocation(line: 0, scope: !2913, inlinedAt: !2986)
!2986 = distinct !DILocation(line: 3605, column: 31, scope: !2981)
!2987 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2986)
!2988 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2986)
!2989 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2986)
!2990 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2986)
!2991 = !DILocation(line: 3605, column: 29, scope: !2981)
!2992 = !DILocation(line: 3605, column: 75, scope: !2981)
!2993 = !DILocation(line: 0, scope: !2905, inlinedAt: !2994)
!2994 = distinct !DILocation(line: 3606, column: 56, scope: !2981)
!2995 = !DILocation(line: 0, scope: !378, inlinedAt: !2996)
!2996 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !2994)
!2997 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !2996)
!2998 = !DILocation(line: 0, scope: !2913, inlinedAt: !2999)
!2999 = distinct !DILocation(line: 3606, column: 31, scope: !2981)
!3000 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !2999)
!3001 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !2999)
!3002 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !2999)
!3003 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !2999)
!3004 = !DILocation(line: 3606, column: 29, scope: !2981)
!3005 = !DILocation(line: 3606, column: 75, scope: !2981)
!3006 = !DILocation(line: 0, scope: !2905, inlinedAt: !3007)
!3007 = distinct !DILocation(line: 3607, column: 56, scope: !2981)
!3008 = !DILocation(line: 0, scope: !378, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !3007)
!3010 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !3009)
!3011 = !DILocation(line: 0, scope: !2913, inlinedAt: !3012)
!3012 = distinct !DILocation(line: 3607, column: 31, scope: !2981)
!3013 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3012)
!3014 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !3012)
!3015 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3012)
!3016 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3012)
!3017 = !DILocation(line: 3607, column: 29, scope: !2981)
!3018 = !DILocation(line: 3607, column: 75, scope: !2981)
!3019 = !DILocation(line: 0, scope: !2905, inlinedAt: !3020)
!3020 = distinct !DILocation(line: 3608, column: 56, scope: !2981)
!3021 = !DILocation(line: 0, scope: !378, inlinedAt: !3022)
!3022 = distinct !DILocation(line: 3332, column: 36, scope: !2905, inlinedAt: !3020)
!3023 = !DILocation(line: 3263, column: 12, scope: !378, inlinedAt: !3022)
!3024 = !DILocation(line: 0, scope: !2913, inlinedAt: !3025)
!3025 = distinct !DILocation(line: 3608, column: 31, scope: !2981)
!3026 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3025)
!3027 = !DILocation(line: 3378, column: 9, scope: !2913, inlinedAt: !3025)
!3028 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3025)
!3029 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3025)
!3030 = !DILocation(line: 3608, column: 29, scope: !2981)
!3031 = !DILocation(line: 3608, column: 75, scope: !2981)
!3032 = !DILocation(line: 3609, column: 23, scope: !2855)
!3033 = !DILocation(line: 3609, column: 13, scope: !2981)
!3034 = distinct !{!3034, !2977, !3035, !1458}
!3035 = !DILocation(line: 3609, column: 30, scope: !2855)
!3036 = !DILocation(line: 3613, column: 15, scope: !3037)
!3037 = distinct !DILexicalBlock(scope: !2851, file: !139, line: 3613, column: 13)
!3038 = !DILocation(line: 3613, column: 13, scope: !2851)
!3039 = !DILocation(line: 3614, column: 31, scope: !3040)
!3040 = distinct !DILexicalBlock(scope: !3037, file: !139, line: 3613, column: 23)
!3041 = !DILocation(line: 3614, column: 54, scope: !3040)
!3042 = !DILocation(line: 0, scope: !2879, inlinedAt: !3043)
!3043 = distinct !DILocation(line: 3614, column: 13, scope: !3040)
!3044 = !DILocation(line: 2360, column: 12, scope: !2879, inlinedAt: !3043)
!3045 = !DILocation(line: 3615, column: 30, scope: !3040)
!3046 = !DILocation(line: 3615, column: 28, scope: !3040)
!3047 = !DILocation(line: 3616, column: 9, scope: !3040)
!3048 = !DILocation(line: 3620, column: 1, scope: !2843)
!3049 = distinct !DIAssignID()
!3050 = !DILocation(line: 0, scope: !2178)
!3051 = !DILocation(line: 0, scope: !2180)
!3052 = !DILocation(line: 925, column: 15, scope: !2179)
!3053 = !DILocation(line: 925, column: 9, scope: !2179)
!3054 = !DILocation(line: 925, column: 24, scope: !2179)
!3055 = !DILocation(line: 926, column: 9, scope: !2178)
!3056 = !DILocation(line: 927, column: 9, scope: !2178)
!3057 = distinct !DIAssignID()
!3058 = distinct !DIAssignID()
!3059 = distinct !DIAssignID()
!3060 = !DILocation(line: 928, column: 23, scope: !2178)
!3061 = distinct !DIAssignID()
!3062 = !DILocation(line: 929, column: 15, scope: !2178)
!3063 = !DILocation(line: 929, column: 25, scope: !2178)
!3064 = distinct !DIAssignID()
!3065 = !DILocation(line: 930, column: 19, scope: !2229)
!3066 = !DILocation(line: 930, column: 13, scope: !2229)
!3067 = !DILocation(line: 930, column: 13, scope: !2178)
!3068 = !DILocation(line: 931, column: 34, scope: !2234)
!3069 = !DILocation(line: 931, column: 19, scope: !2234)
!3070 = !DILocation(line: 931, column: 32, scope: !2234)
!3071 = distinct !DIAssignID()
!3072 = !DILocation(line: 932, column: 62, scope: !2234)
!3073 = !DILocation(line: 932, column: 36, scope: !2234)
!3074 = !DILocation(line: 932, column: 19, scope: !2234)
!3075 = !DILocation(line: 932, column: 34, scope: !2234)
!3076 = distinct !DIAssignID()
!3077 = !DILocation(line: 933, column: 44, scope: !2234)
!3078 = !DILocation(line: 933, column: 19, scope: !2234)
!3079 = !DILocation(line: 933, column: 36, scope: !2234)
!3080 = distinct !DIAssignID()
!3081 = !DILocation(line: 938, column: 41, scope: !2178)
!3082 = !DILocation(line: 934, column: 9, scope: !2234)
!3083 = !DILocation(line: 935, column: 15, scope: !2178)
!3084 = !DILocation(line: 935, column: 32, scope: !2178)
!3085 = distinct !DIAssignID()
!3086 = !DILocation(line: 936, column: 15, scope: !2178)
!3087 = !DILocation(line: 936, column: 30, scope: !2178)
!3088 = distinct !DIAssignID()
!3089 = !DILocation(line: 937, column: 15, scope: !2178)
!3090 = !DILocation(line: 937, column: 20, scope: !2178)
!3091 = distinct !DIAssignID()
!3092 = !DILocation(line: 938, column: 9, scope: !2178)
!3093 = !DILocation(line: 939, column: 5, scope: !2179)
!3094 = !DILocation(line: 939, column: 5, scope: !2178)
!3095 = !DILocation(line: 946, column: 1, scope: !2180)
!3096 = distinct !DISubprogram(name: "XXH_INLINE_XXH64_digest", scope: !139, file: !139, line: 3624, type: !3097, scopeLine: 3625, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3101)
!3097 = !DISubroutineType(types: !3098)
!3098 = !{!254, !3099}
!3099 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3100, size: 64)
!3100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!3101 = !{!3102, !3103}
!3102 = !DILocalVariable(name: "state", arg: 1, scope: !3096, file: !139, line: 3624, type: !3099)
!3103 = !DILocalVariable(name: "h64", scope: !3096, file: !139, line: 3626, type: !381)
!3104 = !DILocation(line: 0, scope: !3096)
!3105 = !DILocation(line: 3628, column: 16, scope: !3106)
!3106 = distinct !DILexicalBlock(scope: !3096, file: !139, line: 3628, column: 9)
!3107 = !DILocation(line: 3628, column: 26, scope: !3106)
!3108 = !DILocation(line: 3628, column: 9, scope: !3096)
!3109 = !DILocation(line: 3629, column: 33, scope: !3110)
!3110 = distinct !DILexicalBlock(scope: !3106, file: !139, line: 3628, column: 33)
!3111 = !DILocation(line: 3629, column: 26, scope: !3110)
!3112 = !DILocation(line: 3629, column: 15, scope: !3110)
!3113 = !DILocation(line: 3629, column: 55, scope: !3110)
!3114 = !DILocation(line: 3629, column: 44, scope: !3110)
!3115 = !DILocation(line: 3629, column: 42, scope: !3110)
!3116 = !DILocation(line: 3629, column: 84, scope: !3110)
!3117 = !DILocation(line: 3629, column: 73, scope: !3110)
!3118 = !DILocation(line: 3629, column: 71, scope: !3110)
!3119 = !DILocation(line: 3629, column: 114, scope: !3110)
!3120 = !DILocation(line: 3629, column: 103, scope: !3110)
!3121 = !DILocation(line: 3629, column: 101, scope: !3110)
!3122 = !DILocalVariable(name: "acc", arg: 1, scope: !3123, file: !139, line: 3401, type: !381)
!3123 = distinct !DISubprogram(name: "XXH64_mergeRound", scope: !139, file: !139, line: 3401, type: !2914, scopeLine: 3402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3124)
!3124 = !{!3122, !3125}
!3125 = !DILocalVariable(name: "val", arg: 2, scope: !3123, file: !139, line: 3401, type: !381)
!3126 = !DILocation(line: 0, scope: !3123, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 3630, column: 15, scope: !3110)
!3128 = !DILocation(line: 0, scope: !2913, inlinedAt: !3129)
!3129 = distinct !DILocation(line: 3403, column: 12, scope: !3123, inlinedAt: !3127)
!3130 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3129)
!3131 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3129)
!3132 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3129)
!3133 = !DILocation(line: 3404, column: 9, scope: !3123, inlinedAt: !3127)
!3134 = !DILocation(line: 3405, column: 16, scope: !3123, inlinedAt: !3127)
!3135 = !DILocation(line: 3405, column: 32, scope: !3123, inlinedAt: !3127)
!3136 = !DILocation(line: 0, scope: !3123, inlinedAt: !3137)
!3137 = distinct !DILocation(line: 3631, column: 15, scope: !3110)
!3138 = !DILocation(line: 0, scope: !2913, inlinedAt: !3139)
!3139 = distinct !DILocation(line: 3403, column: 12, scope: !3123, inlinedAt: !3137)
!3140 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3139)
!3141 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3139)
!3142 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3139)
!3143 = !DILocation(line: 3404, column: 9, scope: !3123, inlinedAt: !3137)
!3144 = !DILocation(line: 3405, column: 16, scope: !3123, inlinedAt: !3137)
!3145 = !DILocation(line: 3405, column: 32, scope: !3123, inlinedAt: !3137)
!3146 = !DILocation(line: 0, scope: !3123, inlinedAt: !3147)
!3147 = distinct !DILocation(line: 3632, column: 15, scope: !3110)
!3148 = !DILocation(line: 0, scope: !2913, inlinedAt: !3149)
!3149 = distinct !DILocation(line: 3403, column: 12, scope: !3123, inlinedAt: !3147)
!3150 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3149)
!3151 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3149)
!3152 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3149)
!3153 = !DILocation(line: 3404, column: 9, scope: !3123, inlinedAt: !3147)
!3154 = !DILocation(line: 3405, column: 16, scope: !3123, inlinedAt: !3147)
!3155 = !DILocation(line: 3405, column: 32, scope: !3123, inlinedAt: !3147)
!3156 = !DILocation(line: 0, scope: !3123, inlinedAt: !3157)
!3157 = distinct !DILocation(line: 3633, column: 15, scope: !3110)
!3158 = !DILocation(line: 0, scope: !2913, inlinedAt: !3159)
!3159 = distinct !DILocation(line: 3403, column: 12, scope: !3123, inlinedAt: !3157)
!3160 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3159)
!3161 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3159)
!3162 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3159)
!3163 = !DILocation(line: 3404, column: 9, scope: !3123, inlinedAt: !3157)
!3164 = !DILocation(line: 3405, column: 16, scope: !3123, inlinedAt: !3157)
!3165 = !DILocation(line: 3405, column: 32, scope: !3123, inlinedAt: !3157)
!3166 = !DILocation(line: 3634, column: 5, scope: !3110)
!3167 = !DILocation(line: 3635, column: 16, scope: !3168)
!3168 = distinct !DILexicalBlock(scope: !3106, file: !139, line: 3634, column: 12)
!3169 = !DILocation(line: 3635, column: 37, scope: !3168)
!3170 = !DILocation(line: 0, scope: !3106)
!3171 = !DILocation(line: 3638, column: 9, scope: !3096)
!3172 = !DILocation(line: 3640, column: 54, scope: !3096)
!3173 = !DILocalVariable(name: "hash", arg: 1, scope: !3174, file: !139, line: 3439, type: !381)
!3174 = distinct !DISubprogram(name: "XXH64_finalize", scope: !139, file: !139, line: 3439, type: !3175, scopeLine: 3440, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3178)
!3175 = !DISubroutineType(types: !3176)
!3176 = !{!381, !381, !370, !220, !3177}
!3177 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_alignment", file: !139, line: 2772, baseType: !143)
!3178 = !{!3173, !3179, !3180, !3181, !3182}
!3179 = !DILocalVariable(name: "ptr", arg: 2, scope: !3174, file: !139, line: 3439, type: !370)
!3180 = !DILocalVariable(name: "len", arg: 3, scope: !3174, file: !139, line: 3439, type: !220)
!3181 = !DILocalVariable(name: "align", arg: 4, scope: !3174, file: !139, line: 3439, type: !3177)
!3182 = !DILocalVariable(name: "k1", scope: !3183, file: !139, line: 3444, type: !385)
!3183 = distinct !DILexicalBlock(scope: !3174, file: !139, line: 3443, column: 22)
!3184 = !DILocation(line: 0, scope: !3174, inlinedAt: !3185)
!3185 = distinct !DILocation(line: 3640, column: 12, scope: !3096)
!3186 = !DILocation(line: 3442, column: 9, scope: !3174, inlinedAt: !3185)
!3187 = !DILocation(line: 3443, column: 16, scope: !3174, inlinedAt: !3185)
!3188 = !DILocation(line: 3443, column: 5, scope: !3174, inlinedAt: !3185)
!3189 = !DILocation(line: 0, scope: !3190, inlinedAt: !3197)
!3190 = distinct !DILexicalBlock(scope: !3191, file: !139, line: 3344, column: 9)
!3191 = distinct !DISubprogram(name: "XXH_readLE64_align", scope: !139, file: !139, line: 3342, type: !3192, scopeLine: 3343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3194)
!3192 = !DISubroutineType(types: !3193)
!3193 = !{!381, !214, !3177}
!3194 = !{!3195, !3196}
!3195 = !DILocalVariable(name: "ptr", arg: 1, scope: !3191, file: !139, line: 3342, type: !214)
!3196 = !DILocalVariable(name: "align", arg: 2, scope: !3191, file: !139, line: 3342, type: !3177)
!3197 = distinct !DILocation(line: 3444, column: 43, scope: !3183, inlinedAt: !3185)
!3198 = !DILocation(line: 0, scope: !2913, inlinedAt: !3199)
!3199 = distinct !DILocation(line: 3444, column: 28, scope: !3183, inlinedAt: !3185)
!3200 = !DILocation(line: 3378, column: 18, scope: !2913, inlinedAt: !3199)
!3201 = !DILocation(line: 3379, column: 12, scope: !2913, inlinedAt: !3199)
!3202 = !DILocation(line: 3380, column: 9, scope: !2913, inlinedAt: !3199)
!3203 = !DILocation(line: 0, scope: !3183, inlinedAt: !3185)
!3204 = !DILocation(line: 3445, column: 13, scope: !3183, inlinedAt: !3185)
!3205 = !DILocation(line: 3446, column: 14, scope: !3183, inlinedAt: !3185)
!3206 = !DILocation(line: 3447, column: 17, scope: !3183, inlinedAt: !3185)
!3207 = !DILocation(line: 3447, column: 37, scope: !3183, inlinedAt: !3185)
!3208 = !DILocation(line: 3447, column: 53, scope: !3183, inlinedAt: !3185)
!3209 = !DILocation(line: 3448, column: 13, scope: !3183, inlinedAt: !3185)
!3210 = distinct !{!3210, !3188, !3211, !1458}
!3211 = !DILocation(line: 3449, column: 5, scope: !3174, inlinedAt: !3185)
!3212 = !DILocation(line: 3450, column: 13, scope: !3213, inlinedAt: !3185)
!3213 = distinct !DILexicalBlock(scope: !3174, file: !139, line: 3450, column: 9)
!3214 = !DILocation(line: 3450, column: 9, scope: !3174, inlinedAt: !3185)
!3215 = !DILocation(line: 0, scope: !3216, inlinedAt: !3223)
!3216 = distinct !DILexicalBlock(scope: !3217, file: !139, line: 2814, column: 9)
!3217 = distinct !DISubprogram(name: "XXH_readLE32_align", scope: !139, file: !139, line: 2812, type: !3218, scopeLine: 2813, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3220)
!3218 = !DISubroutineType(types: !3219)
!3219 = !{!374, !214, !3177}
!3220 = !{!3221, !3222}
!3221 = !DILocalVariable(name: "ptr", arg: 1, scope: !3217, file: !139, line: 2812, type: !214)
!3222 = !DILocalVariable(name: "align", arg: 2, scope: !3217, file: !139, line: 2812, type: !3177)
!3223 = distinct !DILocation(line: 3451, column: 27, scope: !3224, inlinedAt: !3185)
!3224 = distinct !DILexicalBlock(scope: !3213, file: !139, line: 3450, column: 19)
!3225 = !DILocation(line: 3451, column: 17, scope: !3224, inlinedAt: !3185)
!3226 = !DILocation(line: 3451, column: 47, scope: !3224, inlinedAt: !3185)
!3227 = !DILocation(line: 3451, column: 14, scope: !3224, inlinedAt: !3185)
!3228 = !DILocation(line: 3452, column: 13, scope: !3224, inlinedAt: !3185)
!3229 = !DILocation(line: 3453, column: 16, scope: !3224, inlinedAt: !3185)
!3230 = !DILocation(line: 3453, column: 37, scope: !3224, inlinedAt: !3185)
!3231 = !DILocation(line: 3453, column: 53, scope: !3224, inlinedAt: !3185)
!3232 = !DILocation(line: 3454, column: 13, scope: !3224, inlinedAt: !3185)
!3233 = !DILocation(line: 3455, column: 5, scope: !3224, inlinedAt: !3185)
!3234 = !DILocation(line: 3456, column: 16, scope: !3174, inlinedAt: !3185)
!3235 = !DILocation(line: 3456, column: 5, scope: !3174, inlinedAt: !3185)
!3236 = !DILocation(line: 3457, column: 22, scope: !3237, inlinedAt: !3185)
!3237 = distinct !DILexicalBlock(scope: !3174, file: !139, line: 3456, column: 21)
!3238 = !DILocation(line: 3457, column: 18, scope: !3237, inlinedAt: !3185)
!3239 = !DILocation(line: 3457, column: 17, scope: !3237, inlinedAt: !3185)
!3240 = !DILocation(line: 3457, column: 26, scope: !3237, inlinedAt: !3185)
!3241 = !DILocation(line: 3457, column: 14, scope: !3237, inlinedAt: !3185)
!3242 = !DILocation(line: 3458, column: 16, scope: !3237, inlinedAt: !3185)
!3243 = !DILocation(line: 3458, column: 37, scope: !3237, inlinedAt: !3185)
!3244 = !DILocation(line: 3459, column: 9, scope: !3237, inlinedAt: !3185)
!3245 = distinct !{!3245, !3246}
!3246 = !{!"llvm.loop.unroll.disable"}
!3247 = distinct !{!3247, !3235, !3248, !1458}
!3248 = !DILocation(line: 3460, column: 5, scope: !3174, inlinedAt: !3185)
!3249 = !DILocalVariable(name: "hash", arg: 1, scope: !3250, file: !139, line: 3410, type: !381)
!3250 = distinct !DISubprogram(name: "XXH64_avalanche", scope: !139, file: !139, line: 3410, type: !3251, scopeLine: 3411, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3253)
!3251 = !DISubroutineType(types: !3252)
!3252 = !{!381, !381}
!3253 = !{!3249}
!3254 = !DILocation(line: 0, scope: !3250, inlinedAt: !3255)
!3255 = distinct !DILocation(line: 3461, column: 13, scope: !3174, inlinedAt: !3185)
!3256 = !DILocation(line: 3412, column: 18, scope: !3250, inlinedAt: !3255)
!3257 = !DILocation(line: 3412, column: 10, scope: !3250, inlinedAt: !3255)
!3258 = !DILocation(line: 3413, column: 10, scope: !3250, inlinedAt: !3255)
!3259 = !DILocation(line: 3414, column: 18, scope: !3250, inlinedAt: !3255)
!3260 = !DILocation(line: 3414, column: 10, scope: !3250, inlinedAt: !3255)
!3261 = !DILocation(line: 3415, column: 10, scope: !3250, inlinedAt: !3255)
!3262 = !DILocation(line: 3416, column: 18, scope: !3250, inlinedAt: !3255)
!3263 = !DILocation(line: 3416, column: 10, scope: !3250, inlinedAt: !3255)
!3264 = !DILocation(line: 3640, column: 5, scope: !3096)
!3265 = distinct !DISubprogram(name: "ZSTD_loadDEntropy", scope: !3, file: !3, line: 1452, type: !3266, scopeLine: 1454, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3270)
!3266 = !DISubroutineType(types: !3267)
!3267 = !{!220, !3268, !3269, !399}
!3268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!3269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!3270 = !{!3271, !3272, !3273, !3274, !3275, !3276, !3278, !3279, !3280, !3284, !3285, !3286, !3287, !3290, !3291, !3292, !3293, !3296, !3297, !3298, !3299, !3301, !3302}
!3271 = !DILocalVariable(name: "entropy", arg: 1, scope: !3265, file: !3, line: 1452, type: !3268)
!3272 = !DILocalVariable(name: "dict", arg: 2, scope: !3265, file: !3, line: 1453, type: !3269)
!3273 = !DILocalVariable(name: "dictSize", arg: 3, scope: !3265, file: !3, line: 1453, type: !399)
!3274 = !DILocalVariable(name: "dictPtr", scope: !3265, file: !3, line: 1455, type: !271)
!3275 = !DILocalVariable(name: "dictEnd", scope: !3265, file: !3, line: 1456, type: !1582)
!3276 = !DILocalVariable(name: "workspace", scope: !3277, file: !3, line: 1465, type: !1828)
!3277 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1465, column: 5)
!3278 = !DILocalVariable(name: "workspaceSize", scope: !3277, file: !3, line: 1466, type: !399)
!3279 = !DILocalVariable(name: "hSize", scope: !3277, file: !3, line: 1473, type: !399)
!3280 = !DILocalVariable(name: "offcodeNCount", scope: !3281, file: !3, line: 1481, type: !3282)
!3281 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1481, column: 5)
!3282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3283, size: 512, elements: !413)
!3283 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!3284 = !DILocalVariable(name: "offcodeMaxValue", scope: !3281, file: !3, line: 1482, type: !7)
!3285 = !DILocalVariable(name: "offcodeLog", scope: !3281, file: !3, line: 1482, type: !7)
!3286 = !DILocalVariable(name: "offcodeHeaderSize", scope: !3281, file: !3, line: 1483, type: !399)
!3287 = !DILocalVariable(name: "matchlengthNCount", scope: !3288, file: !3, line: 1496, type: !3289)
!3288 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1496, column: 5)
!3289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3283, size: 848, elements: !419)
!3290 = !DILocalVariable(name: "matchlengthMaxValue", scope: !3288, file: !3, line: 1497, type: !7)
!3291 = !DILocalVariable(name: "matchlengthLog", scope: !3288, file: !3, line: 1497, type: !7)
!3292 = !DILocalVariable(name: "matchlengthHeaderSize", scope: !3288, file: !3, line: 1498, type: !399)
!3293 = !DILocalVariable(name: "litlengthNCount", scope: !3294, file: !3, line: 1511, type: !3295)
!3294 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1511, column: 5)
!3295 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3283, size: 576, elements: !427)
!3296 = !DILocalVariable(name: "litlengthMaxValue", scope: !3294, file: !3, line: 1512, type: !7)
!3297 = !DILocalVariable(name: "litlengthLog", scope: !3294, file: !3, line: 1512, type: !7)
!3298 = !DILocalVariable(name: "litlengthHeaderSize", scope: !3294, file: !3, line: 1513, type: !399)
!3299 = !DILocalVariable(name: "i", scope: !3300, file: !3, line: 1527, type: !38)
!3300 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1527, column: 5)
!3301 = !DILocalVariable(name: "dictContentSize", scope: !3300, file: !3, line: 1528, type: !399)
!3302 = !DILocalVariable(name: "rep", scope: !3303, file: !3, line: 1530, type: !418)
!3303 = distinct !DILexicalBlock(scope: !3304, file: !3, line: 1529, column: 29)
!3304 = distinct !DILexicalBlock(scope: !3305, file: !3, line: 1529, column: 9)
!3305 = distinct !DILexicalBlock(scope: !3300, file: !3, line: 1529, column: 9)
!3306 = distinct !DIAssignID()
!3307 = !DILocation(line: 0, scope: !3281)
!3308 = distinct !DIAssignID()
!3309 = distinct !DIAssignID()
!3310 = distinct !DIAssignID()
!3311 = !DILocation(line: 0, scope: !3288)
!3312 = distinct !DIAssignID()
!3313 = distinct !DIAssignID()
!3314 = distinct !DIAssignID()
!3315 = !DILocation(line: 0, scope: !3294)
!3316 = distinct !DIAssignID()
!3317 = distinct !DIAssignID()
!3318 = !DILocation(line: 0, scope: !3265)
!3319 = !DILocation(line: 1456, column: 41, scope: !3265)
!3320 = !DILocation(line: 1458, column: 5, scope: !3321)
!3321 = distinct !DILexicalBlock(scope: !3322, file: !3, line: 1458, column: 5)
!3322 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1458, column: 5)
!3323 = !DILocation(line: 1458, column: 5, scope: !3322)
!3324 = !DILocation(line: 1460, column: 13, scope: !3265)
!3325 = !DILocation(line: 0, scope: !3277)
!3326 = !DILocation(line: 1473, column: 61, scope: !3277)
!3327 = !DILocation(line: 1474, column: 75, scope: !3277)
!3328 = !DILocation(line: 1473, column: 30, scope: !3277)
!3329 = !DILocation(line: 0, scope: !1447, inlinedAt: !3330)
!3330 = distinct !DILocation(line: 1477, column: 9, scope: !3331)
!3331 = distinct !DILexicalBlock(scope: !3332, file: !3, line: 1477, column: 9)
!3332 = distinct !DILexicalBlock(scope: !3277, file: !3, line: 1477, column: 9)
!3333 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3330)
!3334 = !DILocation(line: 1477, column: 9, scope: !3332)
!3335 = !DILocation(line: 1481, column: 9, scope: !3281)
!3336 = !DILocation(line: 1482, column: 9, scope: !3281)
!3337 = !DILocation(line: 1482, column: 18, scope: !3281)
!3338 = distinct !DIAssignID()
!3339 = !DILocation(line: 1483, column: 128, scope: !3281)
!3340 = !DILocation(line: 1483, column: 42, scope: !3281)
!3341 = !DILocation(line: 0, scope: !1447, inlinedAt: !3342)
!3342 = distinct !DILocation(line: 1484, column: 9, scope: !3343)
!3343 = distinct !DILexicalBlock(scope: !3344, file: !3, line: 1484, column: 9)
!3344 = distinct !DILexicalBlock(scope: !3281, file: !3, line: 1484, column: 9)
!3345 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3342)
!3346 = !DILocation(line: 1484, column: 9, scope: !3344)
!3347 = !DILocation(line: 1485, column: 9, scope: !3348)
!3348 = distinct !DILexicalBlock(scope: !3349, file: !3, line: 1485, column: 9)
!3349 = distinct !DILexicalBlock(scope: !3281, file: !3, line: 1485, column: 9)
!3350 = !DILocation(line: 1485, column: 9, scope: !3349)
!3351 = !DILocation(line: 1486, column: 9, scope: !3352)
!3352 = distinct !DILexicalBlock(scope: !3353, file: !3, line: 1486, column: 9)
!3353 = distinct !DILexicalBlock(scope: !3281, file: !3, line: 1486, column: 9)
!3354 = !DILocation(line: 1486, column: 9, scope: !3353)
!3355 = !DILocation(line: 1494, column: 5, scope: !3265)
!3356 = !DILocation(line: 1487, column: 38, scope: !3281)
!3357 = !DILocation(line: 1491, column: 38, scope: !3281)
!3358 = !DILocation(line: 1487, column: 9, scope: !3281)
!3359 = !DILocation(line: 1493, column: 17, scope: !3281)
!3360 = !DILocation(line: 1496, column: 9, scope: !3288)
!3361 = !DILocation(line: 1497, column: 9, scope: !3288)
!3362 = !DILocation(line: 1497, column: 18, scope: !3288)
!3363 = distinct !DIAssignID()
!3364 = !DILocation(line: 1498, column: 144, scope: !3288)
!3365 = !DILocation(line: 1498, column: 46, scope: !3288)
!3366 = !DILocation(line: 0, scope: !1447, inlinedAt: !3367)
!3367 = distinct !DILocation(line: 1499, column: 9, scope: !3368)
!3368 = distinct !DILexicalBlock(scope: !3369, file: !3, line: 1499, column: 9)
!3369 = distinct !DILexicalBlock(scope: !3288, file: !3, line: 1499, column: 9)
!3370 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3367)
!3371 = !DILocation(line: 1499, column: 9, scope: !3369)
!3372 = !DILocation(line: 1500, column: 9, scope: !3373)
!3373 = distinct !DILexicalBlock(scope: !3374, file: !3, line: 1500, column: 9)
!3374 = distinct !DILexicalBlock(scope: !3288, file: !3, line: 1500, column: 9)
!3375 = !DILocation(line: 1500, column: 9, scope: !3374)
!3376 = !DILocation(line: 1501, column: 9, scope: !3377)
!3377 = distinct !DILexicalBlock(scope: !3378, file: !3, line: 1501, column: 9)
!3378 = distinct !DILexicalBlock(scope: !3288, file: !3, line: 1501, column: 9)
!3379 = !DILocation(line: 1501, column: 9, scope: !3378)
!3380 = !DILocation(line: 1509, column: 5, scope: !3265)
!3381 = !DILocation(line: 1502, column: 38, scope: !3288)
!3382 = !DILocation(line: 1502, column: 9, scope: !3288)
!3383 = !DILocation(line: 1508, column: 17, scope: !3288)
!3384 = !DILocation(line: 1511, column: 9, scope: !3294)
!3385 = !DILocation(line: 1512, column: 9, scope: !3294)
!3386 = !DILocation(line: 1512, column: 18, scope: !3294)
!3387 = distinct !DIAssignID()
!3388 = !DILocation(line: 1513, column: 136, scope: !3294)
!3389 = !DILocation(line: 1513, column: 44, scope: !3294)
!3390 = !DILocation(line: 0, scope: !1447, inlinedAt: !3391)
!3391 = distinct !DILocation(line: 1514, column: 9, scope: !3392)
!3392 = distinct !DILexicalBlock(scope: !3393, file: !3, line: 1514, column: 9)
!3393 = distinct !DILexicalBlock(scope: !3294, file: !3, line: 1514, column: 9)
!3394 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3391)
!3395 = !DILocation(line: 1514, column: 9, scope: !3393)
!3396 = !DILocation(line: 1515, column: 9, scope: !3397)
!3397 = distinct !DILexicalBlock(scope: !3398, file: !3, line: 1515, column: 9)
!3398 = distinct !DILexicalBlock(scope: !3294, file: !3, line: 1515, column: 9)
!3399 = !DILocation(line: 1515, column: 9, scope: !3398)
!3400 = !DILocation(line: 1516, column: 9, scope: !3401)
!3401 = distinct !DILexicalBlock(scope: !3402, file: !3, line: 1516, column: 9)
!3402 = distinct !DILexicalBlock(scope: !3294, file: !3, line: 1516, column: 9)
!3403 = !DILocation(line: 1516, column: 9, scope: !3402)
!3404 = !DILocation(line: 1524, column: 5, scope: !3265)
!3405 = !DILocation(line: 1517, column: 9, scope: !3294)
!3406 = !DILocation(line: 1523, column: 17, scope: !3294)
!3407 = !DILocation(line: 1526, column: 5, scope: !3408)
!3408 = distinct !DILexicalBlock(scope: !3409, file: !3, line: 1526, column: 5)
!3409 = distinct !DILexicalBlock(scope: !3265, file: !3, line: 1526, column: 5)
!3410 = !DILocation(line: 1526, column: 5, scope: !3409)
!3411 = !DILocation(line: 1528, column: 57, scope: !3300)
!3412 = !DILocation(line: 0, scope: !3300)
!3413 = !DILocation(line: 0, scope: !918, inlinedAt: !3414)
!3414 = distinct !DILocation(line: 1530, column: 29, scope: !3303)
!3415 = !DILocation(line: 0, scope: !925, inlinedAt: !3416)
!3416 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !3414)
!3417 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !3416)
!3418 = !DILocation(line: 0, scope: !3303)
!3419 = !DILocation(line: 1531, column: 13, scope: !3420)
!3420 = distinct !DILexicalBlock(scope: !3421, file: !3, line: 1531, column: 13)
!3421 = distinct !DILexicalBlock(scope: !3303, file: !3, line: 1531, column: 13)
!3422 = !DILocation(line: 1530, column: 60, scope: !3303)
!3423 = !DILocation(line: 1533, column: 29, scope: !3303)
!3424 = !DILocation(line: 1533, column: 13, scope: !3303)
!3425 = !DILocation(line: 1536, column: 29, scope: !3265)
!3426 = !DILocation(line: 1536, column: 5, scope: !3265)
!3427 = !DILocation(line: 1537, column: 1, scope: !3265)
!3428 = !DISubprogram(name: "HUF_readDTableX2_wksp", scope: !183, file: !183, line: 274, type: !3429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3429 = !DISubroutineType(types: !3430)
!3430 = !{!220, !3431, !214, !220, !148, !220, !38}
!3431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!3432 = !DISubprogram(name: "FSE_readNCount", scope: !3433, file: !3433, line: 183, type: !3434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3433 = !DIFile(filename: "src/zstd/lib/decompress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!3434 = !DISubroutineType(types: !3435)
!3435 = !{!220, !3436, !1329, !1329, !214, !220}
!3436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3283, size: 64)
!3437 = !DISubprogram(name: "ZSTD_buildFSETable", scope: !111, file: !111, line: 61, type: !3438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3438 = !DISubroutineType(types: !3439)
!3439 = !{null, !3440, !3441, !7, !3443, !3444, !7, !148, !220, !38}
!3440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!3441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3442, size: 64)
!3442 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3283)
!3443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !418, size: 64)
!3444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !411, size: 64)
!3445 = distinct !DISubprogram(name: "ZSTD_decompressBegin", scope: !3, file: !3, line: 1560, type: !807, scopeLine: 1561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3446)
!3446 = !{!3447}
!3447 = !DILocalVariable(name: "dctx", arg: 1, scope: !3445, file: !3, line: 1560, type: !149)
!3448 = !DILocation(line: 0, scope: !3445)
!3449 = !DILocation(line: 1564, column: 51, scope: !3445)
!3450 = !DILocation(line: 1564, column: 22, scope: !3445)
!3451 = !DILocation(line: 1564, column: 62, scope: !3445)
!3452 = !DILocation(line: 1564, column: 11, scope: !3445)
!3453 = !DILocation(line: 1564, column: 20, scope: !3445)
!3454 = !DILocation(line: 1566, column: 53, scope: !3445)
!3455 = !DILocation(line: 0, scope: !1041, inlinedAt: !3456)
!3456 = distinct !DILocation(line: 1566, column: 22, scope: !3445)
!3457 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !3456)
!3458 = !DILocation(line: 1566, column: 11, scope: !3445)
!3459 = !DILocation(line: 1566, column: 20, scope: !3445)
!3460 = !DILocation(line: 1568, column: 11, scope: !3445)
!3461 = !DILocation(line: 1570, column: 11, scope: !3445)
!3462 = !DILocation(line: 1574, column: 11, scope: !3445)
!3463 = !DILocation(line: 1574, column: 19, scope: !3445)
!3464 = !DILocation(line: 1570, column: 26, scope: !3445)
!3465 = !DILocation(line: 1568, column: 26, scope: !3445)
!3466 = !DILocation(line: 1574, column: 31, scope: !3445)
!3467 = !DILocation(line: 1576, column: 11, scope: !3445)
!3468 = !DILocation(line: 1576, column: 18, scope: !3445)
!3469 = !DILocation(line: 1577, column: 11, scope: !3445)
!3470 = !DILocation(line: 1577, column: 17, scope: !3445)
!3471 = !DILocation(line: 1578, column: 11, scope: !3445)
!3472 = !DILocation(line: 1578, column: 32, scope: !3445)
!3473 = !DILocation(line: 1580, column: 5, scope: !3445)
!3474 = !DILocation(line: 1581, column: 18, scope: !3445)
!3475 = !{!457, !458, i64 0}
!3476 = !DILocation(line: 1582, column: 34, scope: !3445)
!3477 = !DILocation(line: 1582, column: 11, scope: !3445)
!3478 = !DILocation(line: 1582, column: 18, scope: !3445)
!3479 = !{!457, !458, i64 8}
!3480 = !DILocation(line: 1583, column: 34, scope: !3445)
!3481 = !DILocation(line: 1583, column: 11, scope: !3445)
!3482 = !DILocation(line: 1583, column: 18, scope: !3445)
!3483 = !{!457, !458, i64 16}
!3484 = !DILocation(line: 1584, column: 11, scope: !3445)
!3485 = !DILocation(line: 1584, column: 18, scope: !3445)
!3486 = !{!457, !458, i64 24}
!3487 = !DILocation(line: 1585, column: 5, scope: !3445)
!3488 = !DISubprogram(name: "ZSTD_trace_decompress_begin", scope: !357, file: !357, line: 142, type: !3489, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3489 = !DISubroutineType(types: !3490)
!3490 = !{!356, !2207}
!3491 = distinct !DISubprogram(name: "ZSTD_decompressBegin_usingDict", scope: !3, file: !3, line: 1588, type: !1785, scopeLine: 1589, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3492)
!3492 = !{!3493, !3494, !3495, !3496}
!3493 = !DILocalVariable(name: "dctx", arg: 1, scope: !3491, file: !3, line: 1588, type: !149)
!3494 = !DILocalVariable(name: "dict", arg: 2, scope: !3491, file: !3, line: 1588, type: !214)
!3495 = !DILocalVariable(name: "dictSize", arg: 3, scope: !3491, file: !3, line: 1588, type: !220)
!3496 = !DILocalVariable(name: "err_code", scope: !3497, file: !3, line: 1590, type: !399)
!3497 = distinct !DILexicalBlock(scope: !3491, file: !3, line: 1590, column: 5)
!3498 = !DILocation(line: 0, scope: !3491)
!3499 = !DILocation(line: 0, scope: !3445, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 1590, column: 5, scope: !3497)
!3501 = !DILocation(line: 1564, column: 51, scope: !3445, inlinedAt: !3500)
!3502 = !DILocation(line: 1564, column: 22, scope: !3445, inlinedAt: !3500)
!3503 = !DILocation(line: 1564, column: 62, scope: !3445, inlinedAt: !3500)
!3504 = !DILocation(line: 1564, column: 11, scope: !3445, inlinedAt: !3500)
!3505 = !DILocation(line: 1564, column: 20, scope: !3445, inlinedAt: !3500)
!3506 = !DILocation(line: 1566, column: 53, scope: !3445, inlinedAt: !3500)
!3507 = !DILocation(line: 0, scope: !1041, inlinedAt: !3508)
!3508 = distinct !DILocation(line: 1566, column: 22, scope: !3445, inlinedAt: !3500)
!3509 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !3508)
!3510 = !DILocation(line: 1566, column: 11, scope: !3445, inlinedAt: !3500)
!3511 = !DILocation(line: 1566, column: 20, scope: !3445, inlinedAt: !3500)
!3512 = !DILocation(line: 1568, column: 11, scope: !3445, inlinedAt: !3500)
!3513 = !DILocation(line: 1570, column: 11, scope: !3445, inlinedAt: !3500)
!3514 = !DILocation(line: 1574, column: 11, scope: !3445, inlinedAt: !3500)
!3515 = !DILocation(line: 1574, column: 19, scope: !3445, inlinedAt: !3500)
!3516 = !DILocation(line: 1570, column: 26, scope: !3445, inlinedAt: !3500)
!3517 = !DILocation(line: 1568, column: 26, scope: !3445, inlinedAt: !3500)
!3518 = !DILocation(line: 1574, column: 31, scope: !3445, inlinedAt: !3500)
!3519 = !DILocation(line: 1575, column: 30, scope: !3445, inlinedAt: !3500)
!3520 = !DILocation(line: 1575, column: 11, scope: !3445, inlinedAt: !3500)
!3521 = !DILocation(line: 1576, column: 11, scope: !3445, inlinedAt: !3500)
!3522 = !DILocation(line: 1576, column: 18, scope: !3445, inlinedAt: !3500)
!3523 = !DILocation(line: 1577, column: 11, scope: !3445, inlinedAt: !3500)
!3524 = !DILocation(line: 1577, column: 17, scope: !3445, inlinedAt: !3500)
!3525 = !DILocation(line: 1578, column: 11, scope: !3445, inlinedAt: !3500)
!3526 = !DILocation(line: 1578, column: 32, scope: !3445, inlinedAt: !3500)
!3527 = !DILocation(line: 1580, column: 5, scope: !3445, inlinedAt: !3500)
!3528 = !DILocation(line: 1581, column: 18, scope: !3445, inlinedAt: !3500)
!3529 = !DILocation(line: 1582, column: 34, scope: !3445, inlinedAt: !3500)
!3530 = !DILocation(line: 1582, column: 11, scope: !3445, inlinedAt: !3500)
!3531 = !DILocation(line: 1582, column: 18, scope: !3445, inlinedAt: !3500)
!3532 = !DILocation(line: 1583, column: 34, scope: !3445, inlinedAt: !3500)
!3533 = !DILocation(line: 1583, column: 11, scope: !3445, inlinedAt: !3500)
!3534 = !DILocation(line: 1583, column: 18, scope: !3445, inlinedAt: !3500)
!3535 = !DILocation(line: 1584, column: 11, scope: !3445, inlinedAt: !3500)
!3536 = !DILocation(line: 1584, column: 18, scope: !3445, inlinedAt: !3500)
!3537 = !DILocation(line: 0, scope: !3497)
!3538 = !DILocation(line: 0, scope: !1447, inlinedAt: !3539)
!3539 = distinct !DILocation(line: 1590, column: 5, scope: !3540)
!3540 = distinct !DILexicalBlock(scope: !3497, file: !3, line: 1590, column: 5)
!3541 = !DILocation(line: 1591, column: 9, scope: !3542)
!3542 = distinct !DILexicalBlock(scope: !3491, file: !3, line: 1591, column: 9)
!3543 = !DILocation(line: 1591, column: 14, scope: !3542)
!3544 = !DILocalVariable(name: "dctx", arg: 1, scope: !3545, file: !3, line: 1539, type: !149)
!3545 = distinct !DISubprogram(name: "ZSTD_decompress_insertDictionary", scope: !3, file: !3, line: 1539, type: !1785, scopeLine: 1540, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3546)
!3546 = !{!3544, !3547, !3548, !3549, !3551}
!3547 = !DILocalVariable(name: "dict", arg: 2, scope: !3545, file: !3, line: 1539, type: !214)
!3548 = !DILocalVariable(name: "dictSize", arg: 3, scope: !3545, file: !3, line: 1539, type: !220)
!3549 = !DILocalVariable(name: "magic", scope: !3550, file: !3, line: 1542, type: !418)
!3550 = distinct !DILexicalBlock(scope: !3545, file: !3, line: 1542, column: 5)
!3551 = !DILocalVariable(name: "eSize", scope: !3552, file: !3, line: 1549, type: !399)
!3552 = distinct !DILexicalBlock(scope: !3545, file: !3, line: 1549, column: 5)
!3553 = !DILocation(line: 0, scope: !3545, inlinedAt: !3554)
!3554 = distinct !DILocation(line: 1592, column: 9, scope: !3555)
!3555 = distinct !DILexicalBlock(scope: !3556, file: !3, line: 1592, column: 9)
!3556 = distinct !DILexicalBlock(scope: !3542, file: !3, line: 1592, column: 9)
!3557 = !DILocation(line: 1541, column: 18, scope: !3558, inlinedAt: !3554)
!3558 = distinct !DILexicalBlock(scope: !3545, file: !3, line: 1541, column: 9)
!3559 = !DILocation(line: 1541, column: 9, scope: !3545, inlinedAt: !3554)
!3560 = !DILocation(line: 0, scope: !918, inlinedAt: !3561)
!3561 = distinct !DILocation(line: 1542, column: 27, scope: !3550, inlinedAt: !3554)
!3562 = !DILocation(line: 0, scope: !925, inlinedAt: !3563)
!3563 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !3561)
!3564 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !3563)
!3565 = !DILocation(line: 0, scope: !3550, inlinedAt: !3554)
!3566 = !DILocation(line: 1543, column: 19, scope: !3567, inlinedAt: !3554)
!3567 = distinct !DILexicalBlock(scope: !3550, file: !3, line: 1543, column: 13)
!3568 = !DILocation(line: 1543, column: 13, scope: !3550, inlinedAt: !3554)
!3569 = !DILocation(line: 1546, column: 51, scope: !3545, inlinedAt: !3554)
!3570 = !DILocation(line: 0, scope: !918, inlinedAt: !3571)
!3571 = distinct !DILocation(line: 1546, column: 20, scope: !3545, inlinedAt: !3554)
!3572 = !DILocation(line: 0, scope: !925, inlinedAt: !3573)
!3573 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !3571)
!3574 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !3573)
!3575 = !DILocation(line: 1546, column: 18, scope: !3545, inlinedAt: !3554)
!3576 = !DILocation(line: 1549, column: 30, scope: !3552, inlinedAt: !3554)
!3577 = !DILocation(line: 0, scope: !3552, inlinedAt: !3554)
!3578 = !DILocation(line: 0, scope: !1447, inlinedAt: !3579)
!3579 = distinct !DILocation(line: 1550, column: 9, scope: !3580, inlinedAt: !3554)
!3580 = distinct !DILexicalBlock(scope: !3581, file: !3, line: 1550, column: 9)
!3581 = distinct !DILexicalBlock(scope: !3552, file: !3, line: 1550, column: 9)
!3582 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3579)
!3583 = !DILocation(line: 1550, column: 9, scope: !3581, inlinedAt: !3554)
!3584 = !DILocation(line: 1554, column: 41, scope: !3545, inlinedAt: !3554)
!3585 = !{!457, !465, i64 30004}
!3586 = !DILocation(line: 1554, column: 22, scope: !3545, inlinedAt: !3554)
!3587 = !{!457, !465, i64 30000}
!3588 = !DILocalVariable(name: "dctx", arg: 1, scope: !3589, file: !3, line: 1435, type: !149)
!3589 = distinct !DISubprogram(name: "ZSTD_refDictContent", scope: !3, file: !3, line: 1435, type: !1785, scopeLine: 1436, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3590)
!3590 = !{!3588, !3591, !3592}
!3591 = !DILocalVariable(name: "dict", arg: 2, scope: !3589, file: !3, line: 1435, type: !214)
!3592 = !DILocalVariable(name: "dictSize", arg: 3, scope: !3589, file: !3, line: 1435, type: !220)
!3593 = !DILocation(line: 0, scope: !3589, inlinedAt: !3594)
!3594 = distinct !DILocation(line: 1557, column: 12, scope: !3545, inlinedAt: !3554)
!3595 = !DILocation(line: 1437, column: 27, scope: !3589, inlinedAt: !3596)
!3596 = distinct !DILocation(line: 0, scope: !3545, inlinedAt: !3554)
!3597 = !DILocation(line: 1438, column: 105, scope: !3589, inlinedAt: !3596)
!3598 = !{!457, !458, i64 29896}
!3599 = !DILocation(line: 1438, column: 83, scope: !3589, inlinedAt: !3596)
!3600 = !DILocation(line: 1557, column: 5, scope: !3545, inlinedAt: !3554)
!3601 = !DILocation(line: 1437, column: 11, scope: !3589, inlinedAt: !3596)
!3602 = !DILocation(line: 1437, column: 19, scope: !3589, inlinedAt: !3596)
!3603 = !DILocation(line: 1438, column: 44, scope: !3589, inlinedAt: !3596)
!3604 = !DILocation(line: 1438, column: 11, scope: !3589, inlinedAt: !3596)
!3605 = !DILocation(line: 1438, column: 24, scope: !3589, inlinedAt: !3596)
!3606 = !{!457, !458, i64 29904}
!3607 = !DILocation(line: 1439, column: 23, scope: !3589, inlinedAt: !3596)
!3608 = !DILocation(line: 1440, column: 46, scope: !3589, inlinedAt: !3596)
!3609 = !DILocation(line: 1440, column: 26, scope: !3589, inlinedAt: !3596)
!3610 = !DILocation(line: 0, scope: !1447, inlinedAt: !3611)
!3611 = distinct !DILocation(line: 1592, column: 9, scope: !3555)
!3612 = !DILocation(line: 1592, column: 9, scope: !3556)
!3613 = !DILocation(line: 1596, column: 1, scope: !3491)
!3614 = distinct !DISubprogram(name: "ZSTD_decompressBegin_usingDDict", scope: !3, file: !3, line: 1601, type: !3615, scopeLine: 1602, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3617)
!3615 = !DISubroutineType(types: !3616)
!3616 = !{!220, !149, !298}
!3617 = !{!3618, !3619, !3620, !3624, !3625, !3626}
!3618 = !DILocalVariable(name: "dctx", arg: 1, scope: !3614, file: !3, line: 1601, type: !149)
!3619 = !DILocalVariable(name: "ddict", arg: 2, scope: !3614, file: !3, line: 1601, type: !298)
!3620 = !DILocalVariable(name: "dictStart", scope: !3621, file: !3, line: 1606, type: !3623)
!3621 = distinct !DILexicalBlock(scope: !3622, file: !3, line: 1605, column: 16)
!3622 = distinct !DILexicalBlock(scope: !3614, file: !3, line: 1605, column: 9)
!3623 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !358)
!3624 = !DILocalVariable(name: "dictSize", scope: !3621, file: !3, line: 1607, type: !399)
!3625 = !DILocalVariable(name: "dictEnd", scope: !3621, file: !3, line: 1608, type: !3269)
!3626 = !DILocalVariable(name: "err_code", scope: !3627, file: !3, line: 1613, type: !399)
!3627 = distinct !DILexicalBlock(scope: !3614, file: !3, line: 1613, column: 5)
!3628 = !DILocation(line: 0, scope: !3614)
!3629 = !DILocation(line: 1605, column: 9, scope: !3622)
!3630 = !DILocation(line: 1605, column: 9, scope: !3614)
!3631 = !DILocation(line: 1606, column: 52, scope: !3621)
!3632 = !DILocation(line: 0, scope: !3621)
!3633 = !DILocation(line: 1607, column: 33, scope: !3621)
!3634 = !DILocation(line: 1608, column: 47, scope: !3621)
!3635 = !DILocation(line: 1609, column: 36, scope: !3621)
!3636 = !DILocation(line: 1609, column: 44, scope: !3621)
!3637 = !DILocation(line: 1609, column: 15, scope: !3621)
!3638 = !DILocation(line: 1609, column: 27, scope: !3621)
!3639 = !DILocation(line: 1612, column: 5, scope: !3621)
!3640 = !DILocation(line: 0, scope: !3445, inlinedAt: !3641)
!3641 = distinct !DILocation(line: 1613, column: 5, scope: !3627)
!3642 = !DILocation(line: 1564, column: 51, scope: !3445, inlinedAt: !3641)
!3643 = !DILocation(line: 1564, column: 22, scope: !3445, inlinedAt: !3641)
!3644 = !DILocation(line: 1564, column: 62, scope: !3445, inlinedAt: !3641)
!3645 = !DILocation(line: 1564, column: 11, scope: !3445, inlinedAt: !3641)
!3646 = !DILocation(line: 1564, column: 20, scope: !3445, inlinedAt: !3641)
!3647 = !DILocation(line: 1566, column: 53, scope: !3445, inlinedAt: !3641)
!3648 = !DILocation(line: 0, scope: !1041, inlinedAt: !3649)
!3649 = distinct !DILocation(line: 1566, column: 22, scope: !3445, inlinedAt: !3641)
!3650 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !3649)
!3651 = !DILocation(line: 1566, column: 11, scope: !3445, inlinedAt: !3641)
!3652 = !DILocation(line: 1566, column: 20, scope: !3445, inlinedAt: !3641)
!3653 = !DILocation(line: 1568, column: 11, scope: !3445, inlinedAt: !3641)
!3654 = !DILocation(line: 1570, column: 11, scope: !3445, inlinedAt: !3641)
!3655 = !DILocation(line: 1574, column: 11, scope: !3445, inlinedAt: !3641)
!3656 = !DILocation(line: 1574, column: 19, scope: !3445, inlinedAt: !3641)
!3657 = !DILocation(line: 1570, column: 26, scope: !3445, inlinedAt: !3641)
!3658 = !DILocation(line: 1568, column: 26, scope: !3445, inlinedAt: !3641)
!3659 = !DILocation(line: 1574, column: 31, scope: !3445, inlinedAt: !3641)
!3660 = !DILocation(line: 1576, column: 11, scope: !3445, inlinedAt: !3641)
!3661 = !DILocation(line: 1576, column: 18, scope: !3445, inlinedAt: !3641)
!3662 = !DILocation(line: 1577, column: 11, scope: !3445, inlinedAt: !3641)
!3663 = !DILocation(line: 1577, column: 17, scope: !3445, inlinedAt: !3641)
!3664 = !DILocation(line: 1578, column: 11, scope: !3445, inlinedAt: !3641)
!3665 = !DILocation(line: 1578, column: 32, scope: !3445, inlinedAt: !3641)
!3666 = !DILocation(line: 1580, column: 5, scope: !3445, inlinedAt: !3641)
!3667 = !DILocation(line: 1581, column: 18, scope: !3445, inlinedAt: !3641)
!3668 = !DILocation(line: 1582, column: 34, scope: !3445, inlinedAt: !3641)
!3669 = !DILocation(line: 1582, column: 11, scope: !3445, inlinedAt: !3641)
!3670 = !DILocation(line: 1582, column: 18, scope: !3445, inlinedAt: !3641)
!3671 = !DILocation(line: 1583, column: 34, scope: !3445, inlinedAt: !3641)
!3672 = !DILocation(line: 1583, column: 11, scope: !3445, inlinedAt: !3641)
!3673 = !DILocation(line: 1583, column: 18, scope: !3445, inlinedAt: !3641)
!3674 = !DILocation(line: 1584, column: 11, scope: !3445, inlinedAt: !3641)
!3675 = !DILocation(line: 1584, column: 18, scope: !3445, inlinedAt: !3641)
!3676 = !DILocation(line: 0, scope: !3627)
!3677 = !DILocation(line: 1615, column: 9, scope: !3678)
!3678 = distinct !DILexicalBlock(scope: !3679, file: !3, line: 1614, column: 16)
!3679 = distinct !DILexicalBlock(scope: !3614, file: !3, line: 1614, column: 9)
!3680 = !DILocation(line: 1616, column: 5, scope: !3678)
!3681 = !DILocation(line: 1618, column: 1, scope: !3614)
!3682 = !DISubprogram(name: "ZSTD_DDict_dictContent", scope: !3683, file: !3683, line: 37, type: !3684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3683 = !DIFile(filename: "src/zstd/lib/decompress/zstd_ddict.h", directory: ".", checksumkind: CSK_MD5, checksum: "8bf91c9a9bb88d66c4ec2b1d0522b6cd")
!3684 = !DISubroutineType(types: !3685)
!3685 = !{!214, !298}
!3686 = !DISubprogram(name: "ZSTD_DDict_dictSize", scope: !3683, file: !3683, line: 38, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3687 = !DISubprogram(name: "ZSTD_copyDDictParameters", scope: !3683, file: !3683, line: 40, type: !3688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3688 = !DISubroutineType(types: !3689)
!3689 = !{null, !149, !298}
!3690 = distinct !DISubprogram(name: "ZSTD_getDictID_fromDict", scope: !3, file: !3, line: 1624, type: !906, scopeLine: 1625, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3691)
!3691 = !{!3692, !3693}
!3692 = !DILocalVariable(name: "dict", arg: 1, scope: !3690, file: !3, line: 1624, type: !214)
!3693 = !DILocalVariable(name: "dictSize", arg: 2, scope: !3690, file: !3, line: 1624, type: !220)
!3694 = !DILocation(line: 0, scope: !3690)
!3695 = !DILocation(line: 1626, column: 18, scope: !3696)
!3696 = distinct !DILexicalBlock(scope: !3690, file: !3, line: 1626, column: 9)
!3697 = !DILocation(line: 1626, column: 9, scope: !3690)
!3698 = !DILocation(line: 0, scope: !918, inlinedAt: !3699)
!3699 = distinct !DILocation(line: 1627, column: 9, scope: !3700)
!3700 = distinct !DILexicalBlock(scope: !3690, file: !3, line: 1627, column: 9)
!3701 = !DILocation(line: 0, scope: !925, inlinedAt: !3702)
!3702 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !3699)
!3703 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !3702)
!3704 = !DILocation(line: 1627, column: 28, scope: !3700)
!3705 = !DILocation(line: 1627, column: 9, scope: !3690)
!3706 = !DILocation(line: 1628, column: 43, scope: !3690)
!3707 = !DILocation(line: 0, scope: !918, inlinedAt: !3708)
!3708 = distinct !DILocation(line: 1628, column: 12, scope: !3690)
!3709 = !DILocation(line: 0, scope: !925, inlinedAt: !3710)
!3710 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !3708)
!3711 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !3710)
!3712 = !DILocation(line: 1628, column: 5, scope: !3690)
!3713 = !DILocation(line: 1629, column: 1, scope: !3690)
!3714 = distinct !DISubprogram(name: "ZSTD_getDictID_fromFrame", scope: !3, file: !3, line: 1644, type: !906, scopeLine: 1645, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3715)
!3715 = !{!3716, !3717, !3718, !3719}
!3716 = !DILocalVariable(name: "src", arg: 1, scope: !3714, file: !3, line: 1644, type: !214)
!3717 = !DILocalVariable(name: "srcSize", arg: 2, scope: !3714, file: !3, line: 1644, type: !220)
!3718 = !DILocalVariable(name: "zfp", scope: !3714, file: !3, line: 1646, type: !224)
!3719 = !DILocalVariable(name: "hError", scope: !3714, file: !3, line: 1647, type: !399)
!3720 = distinct !DIAssignID()
!3721 = !DILocation(line: 0, scope: !3714)
!3722 = !DILocation(line: 1646, column: 5, scope: !3714)
!3723 = !DILocation(line: 1646, column: 22, scope: !3714)
!3724 = distinct !DIAssignID()
!3725 = !DILocation(line: 0, scope: !1296, inlinedAt: !3726)
!3726 = distinct !DILocation(line: 1647, column: 27, scope: !3714)
!3727 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !3726)
!3728 = !DILocation(line: 0, scope: !1447, inlinedAt: !3729)
!3729 = distinct !DILocation(line: 1648, column: 9, scope: !3730)
!3730 = distinct !DILexicalBlock(scope: !3714, file: !3, line: 1648, column: 9)
!3731 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !3729)
!3732 = !DILocation(line: 1648, column: 9, scope: !3714)
!3733 = !DILocation(line: 1650, column: 1, scope: !3714)
!3734 = distinct !DISubprogram(name: "ZSTD_createDStream", scope: !3, file: !3, line: 1672, type: !3735, scopeLine: 1673, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3735 = !DISubroutineType(types: !3736)
!3736 = !{!3737}
!3737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3738, size: 64)
!3738 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DStream", file: !6, line: 908, baseType: !150)
!3739 = !DILocation(line: 0, scope: !636, inlinedAt: !3740)
!3740 = distinct !DILocation(line: 1675, column: 12, scope: !3734)
!3741 = !DILocation(line: 0, scope: !648, inlinedAt: !3742)
!3742 = distinct !DILocation(line: 297, column: 45, scope: !640, inlinedAt: !3740)
!3743 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !3742)
!3744 = !DILocation(line: 0, scope: !640, inlinedAt: !3740)
!3745 = !DILocation(line: 298, column: 14, scope: !664, inlinedAt: !3740)
!3746 = !DILocation(line: 298, column: 13, scope: !640, inlinedAt: !3740)
!3747 = !DILocation(line: 299, column: 15, scope: !640, inlinedAt: !3740)
!3748 = !DILocation(line: 0, scope: !500, inlinedAt: !3749)
!3749 = distinct !DILocation(line: 300, column: 9, scope: !640, inlinedAt: !3740)
!3750 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !3749)
!3751 = !DILocation(line: 254, column: 23, scope: !500, inlinedAt: !3749)
!3752 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !3749)
!3753 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !3749)
!3754 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !3749)
!3755 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !3749)
!3756 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !3749)
!3757 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !3749)
!3758 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !3749)
!3759 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !3749)
!3760 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !3749)
!3761 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !3749)
!3762 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !3749)
!3763 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !3749)
!3764 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !3749)
!3765 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !3749)
!3766 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !3749)
!3767 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !3749)
!3768 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !3749)
!3769 = !DILocation(line: 299, column: 27, scope: !640, inlinedAt: !3740)
!3770 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !3749)
!3771 = !DILocation(line: 0, scope: !532, inlinedAt: !3772)
!3772 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !3773)
!3773 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !3749)
!3774 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !3772)
!3775 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !3772)
!3776 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !3772)
!3777 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !3772)
!3778 = !DILocation(line: 0, scope: !549, inlinedAt: !3772)
!3779 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !3772)
!3780 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !3772)
!3781 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !3772)
!3782 = !DILocation(line: 0, scope: !552, inlinedAt: !3772)
!3783 = !DILocation(line: 0, scope: !558, inlinedAt: !3773)
!3784 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !3773)
!3785 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !3773)
!3786 = !DILocation(line: 0, scope: !580, inlinedAt: !3787)
!3787 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !3773)
!3788 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !3787)
!3789 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !3749)
!3790 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !3749)
!3791 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !3749)
!3792 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !3749)
!3793 = !DILocation(line: 0, scope: !595, inlinedAt: !3794)
!3794 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !3749)
!3795 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !3794)
!3796 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !3794)
!3797 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !3794)
!3798 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !3794)
!3799 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !3794)
!3800 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !3794)
!3801 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !3794)
!3802 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !3794)
!3803 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !3794)
!3804 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !3794)
!3805 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !3794)
!3806 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !3794)
!3807 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !3794)
!3808 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !3794)
!3809 = !DILocation(line: 301, column: 9, scope: !640, inlinedAt: !3740)
!3810 = !DILocation(line: 1675, column: 5, scope: !3734)
!3811 = distinct !DISubprogram(name: "ZSTD_initStaticDStream", scope: !3, file: !3, line: 1678, type: !3812, scopeLine: 1679, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3814)
!3812 = !DISubroutineType(types: !3813)
!3813 = !{!3737, !148, !220}
!3814 = !{!3815, !3816}
!3815 = !DILocalVariable(name: "workspace", arg: 1, scope: !3811, file: !3, line: 1678, type: !148)
!3816 = !DILocalVariable(name: "workspaceSize", arg: 2, scope: !3811, file: !3, line: 1678, type: !220)
!3817 = !DILocation(line: 0, scope: !3811)
!3818 = !DILocation(line: 0, scope: !486, inlinedAt: !3819)
!3819 = distinct !DILocation(line: 1680, column: 12, scope: !3811)
!3820 = !DILocation(line: 285, column: 9, scope: !496, inlinedAt: !3819)
!3821 = !DILocation(line: 285, column: 27, scope: !496, inlinedAt: !3819)
!3822 = !DILocation(line: 285, column: 9, scope: !486, inlinedAt: !3819)
!3823 = !DILocation(line: 0, scope: !500, inlinedAt: !3824)
!3824 = distinct !DILocation(line: 288, column: 5, scope: !486, inlinedAt: !3819)
!3825 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !3824)
!3826 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !3824)
!3827 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !3824)
!3828 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !3824)
!3829 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !3824)
!3830 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !3824)
!3831 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !3824)
!3832 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !3824)
!3833 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !3824)
!3834 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !3824)
!3835 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !3824)
!3836 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !3824)
!3837 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !3824)
!3838 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !3824)
!3839 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !3824)
!3840 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !3824)
!3841 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !3824)
!3842 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !3824)
!3843 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !3824)
!3844 = !DILocation(line: 0, scope: !532, inlinedAt: !3845)
!3845 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !3846)
!3846 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !3824)
!3847 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !3845)
!3848 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !3845)
!3849 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !3845)
!3850 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !3845)
!3851 = !DILocation(line: 0, scope: !549, inlinedAt: !3845)
!3852 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !3845)
!3853 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !3845)
!3854 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !3845)
!3855 = !DILocation(line: 0, scope: !552, inlinedAt: !3845)
!3856 = !DILocation(line: 0, scope: !558, inlinedAt: !3846)
!3857 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !3846)
!3858 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !3846)
!3859 = !DILocation(line: 0, scope: !580, inlinedAt: !3860)
!3860 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !3846)
!3861 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !3860)
!3862 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !3824)
!3863 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !3824)
!3864 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !3824)
!3865 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !3824)
!3866 = !DILocation(line: 0, scope: !595, inlinedAt: !3867)
!3867 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !3824)
!3868 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !3867)
!3869 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !3867)
!3870 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !3867)
!3871 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !3867)
!3872 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !3867)
!3873 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !3867)
!3874 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !3867)
!3875 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !3867)
!3876 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !3867)
!3877 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !3867)
!3878 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !3867)
!3879 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !3867)
!3880 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !3867)
!3881 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !3867)
!3882 = !DILocation(line: 289, column: 22, scope: !486, inlinedAt: !3819)
!3883 = !DILocation(line: 290, column: 32, scope: !486, inlinedAt: !3819)
!3884 = !DILocation(line: 290, column: 11, scope: !486, inlinedAt: !3819)
!3885 = !DILocation(line: 290, column: 18, scope: !486, inlinedAt: !3819)
!3886 = !DILocation(line: 291, column: 5, scope: !486, inlinedAt: !3819)
!3887 = !DILocation(line: 1680, column: 5, scope: !3811)
!3888 = distinct !DISubprogram(name: "ZSTD_createDStream_advanced", scope: !3, file: !3, line: 1683, type: !3889, scopeLine: 1684, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3891)
!3889 = !DISubroutineType(types: !3890)
!3890 = !{!3737, !274}
!3891 = !{!3892}
!3892 = !DILocalVariable(name: "customMem", arg: 1, scope: !3888, file: !3, line: 1683, type: !274)
!3893 = !DILocation(line: 1683, column: 58, scope: !3888)
!3894 = !DILocation(line: 295, column: 21, scope: !635, inlinedAt: !3895)
!3895 = distinct !DILocation(line: 1685, column: 12, scope: !3888)
!3896 = !DILocation(line: 0, scope: !636, inlinedAt: !3895)
!3897 = !DILocation(line: 295, column: 10, scope: !635, inlinedAt: !3895)
!3898 = !DILocation(line: 295, column: 37, scope: !635, inlinedAt: !3895)
!3899 = !DILocation(line: 295, column: 34, scope: !635, inlinedAt: !3895)
!3900 = !DILocation(line: 295, column: 9, scope: !636, inlinedAt: !3895)
!3901 = !DILocation(line: 0, scope: !648, inlinedAt: !3902)
!3902 = distinct !DILocation(line: 297, column: 45, scope: !640, inlinedAt: !3895)
!3903 = !DILocation(line: 28, column: 9, scope: !648, inlinedAt: !3902)
!3904 = !DILocation(line: 29, column: 16, scope: !658, inlinedAt: !3902)
!3905 = !DILocation(line: 29, column: 9, scope: !658, inlinedAt: !3902)
!3906 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !3902)
!3907 = !DILocation(line: 30, column: 5, scope: !648, inlinedAt: !3902)
!3908 = !DILocation(line: 0, scope: !640, inlinedAt: !3895)
!3909 = !DILocation(line: 298, column: 14, scope: !664, inlinedAt: !3895)
!3910 = !DILocation(line: 298, column: 13, scope: !640, inlinedAt: !3895)
!3911 = !DILocation(line: 299, column: 15, scope: !640, inlinedAt: !3895)
!3912 = !DILocation(line: 299, column: 27, scope: !640, inlinedAt: !3895)
!3913 = !DILocation(line: 0, scope: !500, inlinedAt: !3914)
!3914 = distinct !DILocation(line: 300, column: 9, scope: !640, inlinedAt: !3895)
!3915 = !DILocation(line: 254, column: 11, scope: !500, inlinedAt: !3914)
!3916 = !DILocation(line: 254, column: 23, scope: !500, inlinedAt: !3914)
!3917 = !DILocation(line: 256, column: 11, scope: !500, inlinedAt: !3914)
!3918 = !DILocation(line: 257, column: 11, scope: !500, inlinedAt: !3914)
!3919 = !DILocation(line: 257, column: 23, scope: !500, inlinedAt: !3914)
!3920 = !DILocation(line: 258, column: 11, scope: !500, inlinedAt: !3914)
!3921 = !DILocation(line: 258, column: 23, scope: !500, inlinedAt: !3914)
!3922 = !DILocation(line: 259, column: 11, scope: !500, inlinedAt: !3914)
!3923 = !DILocation(line: 259, column: 20, scope: !500, inlinedAt: !3914)
!3924 = !DILocation(line: 262, column: 11, scope: !500, inlinedAt: !3914)
!3925 = !DILocation(line: 262, column: 23, scope: !500, inlinedAt: !3914)
!3926 = !DILocation(line: 263, column: 11, scope: !500, inlinedAt: !3914)
!3927 = !DILocation(line: 268, column: 11, scope: !500, inlinedAt: !3914)
!3928 = !DILocation(line: 268, column: 29, scope: !500, inlinedAt: !3914)
!3929 = !DILocation(line: 269, column: 11, scope: !500, inlinedAt: !3914)
!3930 = !DILocation(line: 269, column: 29, scope: !500, inlinedAt: !3914)
!3931 = !DILocation(line: 270, column: 11, scope: !500, inlinedAt: !3914)
!3932 = !DILocation(line: 255, column: 23, scope: !500, inlinedAt: !3914)
!3933 = !DILocation(line: 260, column: 23, scope: !500, inlinedAt: !3914)
!3934 = !DILocation(line: 270, column: 32, scope: !500, inlinedAt: !3914)
!3935 = !DILocation(line: 0, scope: !532, inlinedAt: !3936)
!3936 = distinct !DILocation(line: 320, column: 26, scope: !558, inlinedAt: !3937)
!3937 = distinct !DILocation(line: 272, column: 18, scope: !500, inlinedAt: !3914)
!3938 = !DILocation(line: 123, column: 5, scope: !532, inlinedAt: !3936)
!3939 = !DILocation(line: 124, column: 11, scope: !550, inlinedAt: !3936)
!3940 = !DILocation(line: 124, column: 9, scope: !532, inlinedAt: !3936)
!3941 = !DILocation(line: 126, column: 7, scope: !549, inlinedAt: !3936)
!3942 = !DILocation(line: 0, scope: !549, inlinedAt: !3936)
!3943 = !DILocation(line: 128, column: 11, scope: !553, inlinedAt: !3936)
!3944 = !DILocation(line: 128, column: 9, scope: !532, inlinedAt: !3936)
!3945 = !DILocation(line: 130, column: 7, scope: !552, inlinedAt: !3936)
!3946 = !DILocation(line: 0, scope: !552, inlinedAt: !3936)
!3947 = !DILocation(line: 0, scope: !558, inlinedAt: !3937)
!3948 = !DILocation(line: 321, column: 12, scope: !558, inlinedAt: !3937)
!3949 = !DILocation(line: 321, column: 35, scope: !558, inlinedAt: !3937)
!3950 = !DILocation(line: 0, scope: !580, inlinedAt: !3951)
!3951 = distinct !DILocation(line: 321, column: 38, scope: !558, inlinedAt: !3937)
!3952 = !DILocation(line: 221, column: 3, scope: !580, inlinedAt: !3951)
!3953 = !DILocation(line: 272, column: 11, scope: !500, inlinedAt: !3914)
!3954 = !DILocation(line: 272, column: 16, scope: !500, inlinedAt: !3914)
!3955 = !DILocation(line: 274, column: 11, scope: !500, inlinedAt: !3914)
!3956 = !DILocation(line: 274, column: 20, scope: !500, inlinedAt: !3914)
!3957 = !DILocation(line: 0, scope: !595, inlinedAt: !3958)
!3958 = distinct !DILocation(line: 275, column: 5, scope: !500, inlinedAt: !3914)
!3959 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !3958)
!3960 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !3958)
!3961 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !3958)
!3962 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !3958)
!3963 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !3958)
!3964 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !3958)
!3965 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !3958)
!3966 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !3958)
!3967 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !3958)
!3968 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !3958)
!3969 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !3958)
!3970 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !3958)
!3971 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !3958)
!3972 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !3958)
!3973 = !DILocation(line: 301, column: 9, scope: !640, inlinedAt: !3895)
!3974 = !DILocation(line: 1685, column: 5, scope: !3888)
!3975 = distinct !DISubprogram(name: "ZSTD_freeDStream", scope: !3, file: !3, line: 1688, type: !3976, scopeLine: 1689, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3978)
!3976 = !DISubroutineType(types: !3977)
!3977 = !{!220, !3737}
!3978 = !{!3979}
!3979 = !DILocalVariable(name: "zds", arg: 1, scope: !3975, file: !3, line: 1688, type: !3737)
!3980 = !DILocation(line: 0, scope: !3975)
!3981 = !DILocation(line: 1690, column: 12, scope: !3975)
!3982 = !DILocation(line: 1690, column: 5, scope: !3975)
!3983 = distinct !DISubprogram(name: "ZSTD_DStreamInSize", scope: !3, file: !3, line: 1696, type: !483, scopeLine: 1696, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3984 = !DILocation(line: 1696, column: 36, scope: !3983)
!3985 = distinct !DISubprogram(name: "ZSTD_DStreamOutSize", scope: !3, file: !3, line: 1697, type: !483, scopeLine: 1697, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3986 = !DILocation(line: 1697, column: 36, scope: !3985)
!3987 = distinct !DISubprogram(name: "ZSTD_DCtx_loadDictionary_advanced", scope: !3, file: !3, line: 1699, type: !3988, scopeLine: 1703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3992)
!3988 = !DISubroutineType(types: !3989)
!3989 = !{!220, !149, !214, !220, !3990, !3991}
!3990 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictLoadMethod_e", file: !6, line: 1382, baseType: !115)
!3991 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictContentType_e", file: !6, line: 1377, baseType: !119)
!3992 = !{!3993, !3994, !3995, !3996, !3997}
!3993 = !DILocalVariable(name: "dctx", arg: 1, scope: !3987, file: !3, line: 1699, type: !149)
!3994 = !DILocalVariable(name: "dict", arg: 2, scope: !3987, file: !3, line: 1700, type: !214)
!3995 = !DILocalVariable(name: "dictSize", arg: 3, scope: !3987, file: !3, line: 1700, type: !220)
!3996 = !DILocalVariable(name: "dictLoadMethod", arg: 4, scope: !3987, file: !3, line: 1701, type: !3990)
!3997 = !DILocalVariable(name: "dictContentType", arg: 5, scope: !3987, file: !3, line: 1702, type: !3991)
!3998 = !DILocation(line: 0, scope: !3987)
!3999 = !DILocation(line: 1704, column: 5, scope: !4000)
!4000 = distinct !DILexicalBlock(scope: !4001, file: !3, line: 1704, column: 5)
!4001 = distinct !DILexicalBlock(scope: !3987, file: !3, line: 1704, column: 5)
!4002 = !{!457, !465, i64 30236}
!4003 = !DILocation(line: 1704, column: 5, scope: !4001)
!4004 = !DILocation(line: 0, scope: !824, inlinedAt: !4005)
!4005 = distinct !DILocation(line: 1705, column: 5, scope: !3987)
!4006 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4005)
!4007 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4005)
!4008 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4005)
!4009 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4005)
!4010 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4005)
!4011 = !DILocation(line: 1706, column: 9, scope: !4012)
!4012 = distinct !DILexicalBlock(scope: !3987, file: !3, line: 1706, column: 9)
!4013 = !DILocation(line: 1706, column: 14, scope: !4012)
!4014 = !DILocation(line: 1707, column: 109, scope: !4015)
!4015 = distinct !DILexicalBlock(scope: !4012, file: !3, line: 1706, column: 32)
!4016 = !DILocation(line: 1707, column: 28, scope: !4015)
!4017 = !DILocation(line: 1707, column: 26, scope: !4015)
!4018 = !DILocation(line: 1708, column: 9, scope: !4019)
!4019 = distinct !DILexicalBlock(scope: !4020, file: !3, line: 1708, column: 9)
!4020 = distinct !DILexicalBlock(scope: !4015, file: !3, line: 1708, column: 9)
!4021 = !DILocation(line: 1708, column: 9, scope: !4020)
!4022 = !DILocation(line: 1709, column: 15, scope: !4015)
!4023 = !DILocation(line: 1709, column: 21, scope: !4015)
!4024 = !DILocation(line: 1710, column: 24, scope: !4015)
!4025 = !DILocation(line: 1711, column: 5, scope: !4015)
!4026 = !DILocation(line: 1713, column: 1, scope: !3987)
!4027 = !DISubprogram(name: "ZSTD_createDDict_advanced", scope: !6, file: !6, line: 1922, type: !4028, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4028 = !DISubroutineType(types: !4029)
!4029 = !{!294, !214, !220, !3990, !3991, !274}
!4030 = distinct !DISubprogram(name: "ZSTD_DCtx_loadDictionary_byReference", scope: !3, file: !3, line: 1715, type: !1785, scopeLine: 1716, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4031)
!4031 = !{!4032, !4033, !4034}
!4032 = !DILocalVariable(name: "dctx", arg: 1, scope: !4030, file: !3, line: 1715, type: !149)
!4033 = !DILocalVariable(name: "dict", arg: 2, scope: !4030, file: !3, line: 1715, type: !214)
!4034 = !DILocalVariable(name: "dictSize", arg: 3, scope: !4030, file: !3, line: 1715, type: !220)
!4035 = !DILocation(line: 0, scope: !4030)
!4036 = !DILocation(line: 0, scope: !3987, inlinedAt: !4037)
!4037 = distinct !DILocation(line: 1717, column: 12, scope: !4030)
!4038 = !DILocation(line: 1704, column: 5, scope: !4000, inlinedAt: !4037)
!4039 = !DILocation(line: 1704, column: 5, scope: !4001, inlinedAt: !4037)
!4040 = !DILocation(line: 0, scope: !824, inlinedAt: !4041)
!4041 = distinct !DILocation(line: 1705, column: 5, scope: !3987, inlinedAt: !4037)
!4042 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4041)
!4043 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4041)
!4044 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4041)
!4045 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4041)
!4046 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4041)
!4047 = !DILocation(line: 1706, column: 9, scope: !4012, inlinedAt: !4037)
!4048 = !DILocation(line: 1706, column: 14, scope: !4012, inlinedAt: !4037)
!4049 = !DILocation(line: 1707, column: 109, scope: !4015, inlinedAt: !4037)
!4050 = !DILocation(line: 1707, column: 28, scope: !4015, inlinedAt: !4037)
!4051 = !DILocation(line: 1707, column: 26, scope: !4015, inlinedAt: !4037)
!4052 = !DILocation(line: 1708, column: 9, scope: !4019, inlinedAt: !4037)
!4053 = !DILocation(line: 1708, column: 9, scope: !4020, inlinedAt: !4037)
!4054 = !DILocation(line: 1709, column: 15, scope: !4015, inlinedAt: !4037)
!4055 = !DILocation(line: 1709, column: 21, scope: !4015, inlinedAt: !4037)
!4056 = !DILocation(line: 1710, column: 24, scope: !4015, inlinedAt: !4037)
!4057 = !DILocation(line: 1711, column: 5, scope: !4015, inlinedAt: !4037)
!4058 = !DILocation(line: 1717, column: 5, scope: !4030)
!4059 = distinct !DISubprogram(name: "ZSTD_DCtx_loadDictionary", scope: !3, file: !3, line: 1720, type: !1785, scopeLine: 1721, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4060)
!4060 = !{!4061, !4062, !4063}
!4061 = !DILocalVariable(name: "dctx", arg: 1, scope: !4059, file: !3, line: 1720, type: !149)
!4062 = !DILocalVariable(name: "dict", arg: 2, scope: !4059, file: !3, line: 1720, type: !214)
!4063 = !DILocalVariable(name: "dictSize", arg: 3, scope: !4059, file: !3, line: 1720, type: !220)
!4064 = !DILocation(line: 0, scope: !4059)
!4065 = !DILocation(line: 0, scope: !3987, inlinedAt: !4066)
!4066 = distinct !DILocation(line: 1722, column: 12, scope: !4059)
!4067 = !DILocation(line: 1704, column: 5, scope: !4000, inlinedAt: !4066)
!4068 = !DILocation(line: 1704, column: 5, scope: !4001, inlinedAt: !4066)
!4069 = !DILocation(line: 0, scope: !824, inlinedAt: !4070)
!4070 = distinct !DILocation(line: 1705, column: 5, scope: !3987, inlinedAt: !4066)
!4071 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4070)
!4072 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4070)
!4073 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4070)
!4074 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4070)
!4075 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4070)
!4076 = !DILocation(line: 1706, column: 9, scope: !4012, inlinedAt: !4066)
!4077 = !DILocation(line: 1706, column: 14, scope: !4012, inlinedAt: !4066)
!4078 = !DILocation(line: 1707, column: 109, scope: !4015, inlinedAt: !4066)
!4079 = !DILocation(line: 1707, column: 28, scope: !4015, inlinedAt: !4066)
!4080 = !DILocation(line: 1707, column: 26, scope: !4015, inlinedAt: !4066)
!4081 = !DILocation(line: 1708, column: 9, scope: !4019, inlinedAt: !4066)
!4082 = !DILocation(line: 1708, column: 9, scope: !4020, inlinedAt: !4066)
!4083 = !DILocation(line: 1709, column: 15, scope: !4015, inlinedAt: !4066)
!4084 = !DILocation(line: 1709, column: 21, scope: !4015, inlinedAt: !4066)
!4085 = !DILocation(line: 1710, column: 24, scope: !4015, inlinedAt: !4066)
!4086 = !DILocation(line: 1711, column: 5, scope: !4015, inlinedAt: !4066)
!4087 = !DILocation(line: 1722, column: 5, scope: !4059)
!4088 = distinct !DISubprogram(name: "ZSTD_DCtx_refPrefix_advanced", scope: !3, file: !3, line: 1725, type: !4089, scopeLine: 1726, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4091)
!4089 = !DISubroutineType(types: !4090)
!4090 = !{!220, !149, !214, !220, !3991}
!4091 = !{!4092, !4093, !4094, !4095, !4096}
!4092 = !DILocalVariable(name: "dctx", arg: 1, scope: !4088, file: !3, line: 1725, type: !149)
!4093 = !DILocalVariable(name: "prefix", arg: 2, scope: !4088, file: !3, line: 1725, type: !214)
!4094 = !DILocalVariable(name: "prefixSize", arg: 3, scope: !4088, file: !3, line: 1725, type: !220)
!4095 = !DILocalVariable(name: "dictContentType", arg: 4, scope: !4088, file: !3, line: 1725, type: !3991)
!4096 = !DILocalVariable(name: "err_code", scope: !4097, file: !3, line: 1727, type: !399)
!4097 = distinct !DILexicalBlock(scope: !4088, file: !3, line: 1727, column: 5)
!4098 = !DILocation(line: 0, scope: !4088)
!4099 = !DILocation(line: 0, scope: !3987, inlinedAt: !4100)
!4100 = distinct !DILocation(line: 1727, column: 5, scope: !4097)
!4101 = !DILocation(line: 1704, column: 5, scope: !4000, inlinedAt: !4100)
!4102 = !DILocation(line: 1704, column: 5, scope: !4001, inlinedAt: !4100)
!4103 = !DILocation(line: 0, scope: !824, inlinedAt: !4104)
!4104 = distinct !DILocation(line: 1705, column: 5, scope: !3987, inlinedAt: !4100)
!4105 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4104)
!4106 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4104)
!4107 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4104)
!4108 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4104)
!4109 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4104)
!4110 = !DILocation(line: 1706, column: 9, scope: !4012, inlinedAt: !4100)
!4111 = !DILocation(line: 1706, column: 14, scope: !4012, inlinedAt: !4100)
!4112 = !DILocation(line: 1707, column: 109, scope: !4015, inlinedAt: !4100)
!4113 = !DILocation(line: 1707, column: 28, scope: !4015, inlinedAt: !4100)
!4114 = !DILocation(line: 1707, column: 26, scope: !4015, inlinedAt: !4100)
!4115 = !DILocation(line: 1708, column: 9, scope: !4019, inlinedAt: !4100)
!4116 = !DILocation(line: 1708, column: 9, scope: !4020, inlinedAt: !4100)
!4117 = !DILocation(line: 1709, column: 15, scope: !4015, inlinedAt: !4100)
!4118 = !DILocation(line: 1709, column: 21, scope: !4015, inlinedAt: !4100)
!4119 = !DILocation(line: 1711, column: 5, scope: !4015, inlinedAt: !4100)
!4120 = !DILocation(line: 0, scope: !4097)
!4121 = !DILocation(line: 1728, column: 20, scope: !4088)
!4122 = !DILocation(line: 1729, column: 5, scope: !4088)
!4123 = !DILocation(line: 1730, column: 1, scope: !4088)
!4124 = distinct !DISubprogram(name: "ZSTD_DCtx_refPrefix", scope: !3, file: !3, line: 1732, type: !1785, scopeLine: 1733, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4125)
!4125 = !{!4126, !4127, !4128}
!4126 = !DILocalVariable(name: "dctx", arg: 1, scope: !4124, file: !3, line: 1732, type: !149)
!4127 = !DILocalVariable(name: "prefix", arg: 2, scope: !4124, file: !3, line: 1732, type: !214)
!4128 = !DILocalVariable(name: "prefixSize", arg: 3, scope: !4124, file: !3, line: 1732, type: !220)
!4129 = !DILocation(line: 0, scope: !4124)
!4130 = !DILocation(line: 0, scope: !4088, inlinedAt: !4131)
!4131 = distinct !DILocation(line: 1734, column: 12, scope: !4124)
!4132 = !DILocation(line: 0, scope: !3987, inlinedAt: !4133)
!4133 = distinct !DILocation(line: 1727, column: 5, scope: !4097, inlinedAt: !4131)
!4134 = !DILocation(line: 1704, column: 5, scope: !4000, inlinedAt: !4133)
!4135 = !DILocation(line: 1704, column: 5, scope: !4001, inlinedAt: !4133)
!4136 = !DILocation(line: 0, scope: !824, inlinedAt: !4137)
!4137 = distinct !DILocation(line: 1705, column: 5, scope: !3987, inlinedAt: !4133)
!4138 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4137)
!4139 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4137)
!4140 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4137)
!4141 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4137)
!4142 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4137)
!4143 = !DILocation(line: 1706, column: 9, scope: !4012, inlinedAt: !4133)
!4144 = !DILocation(line: 1706, column: 14, scope: !4012, inlinedAt: !4133)
!4145 = !DILocation(line: 1707, column: 109, scope: !4015, inlinedAt: !4133)
!4146 = !DILocation(line: 1707, column: 28, scope: !4015, inlinedAt: !4133)
!4147 = !DILocation(line: 1707, column: 26, scope: !4015, inlinedAt: !4133)
!4148 = !DILocation(line: 1708, column: 9, scope: !4019, inlinedAt: !4133)
!4149 = !DILocation(line: 1708, column: 9, scope: !4020, inlinedAt: !4133)
!4150 = !DILocation(line: 1709, column: 15, scope: !4015, inlinedAt: !4133)
!4151 = !DILocation(line: 1709, column: 21, scope: !4015, inlinedAt: !4133)
!4152 = !DILocation(line: 1711, column: 5, scope: !4015, inlinedAt: !4133)
!4153 = !DILocation(line: 0, scope: !4097, inlinedAt: !4131)
!4154 = !DILocation(line: 1728, column: 20, scope: !4088, inlinedAt: !4131)
!4155 = !DILocation(line: 1729, column: 5, scope: !4088, inlinedAt: !4131)
!4156 = !DILocation(line: 1734, column: 5, scope: !4124)
!4157 = distinct !DISubprogram(name: "ZSTD_initDStream_usingDict", scope: !3, file: !3, line: 1741, type: !4158, scopeLine: 1742, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4160)
!4158 = !DISubroutineType(types: !4159)
!4159 = !{!220, !3737, !214, !220}
!4160 = !{!4161, !4162, !4163, !4164, !4166}
!4161 = !DILocalVariable(name: "zds", arg: 1, scope: !4157, file: !3, line: 1741, type: !3737)
!4162 = !DILocalVariable(name: "dict", arg: 2, scope: !4157, file: !3, line: 1741, type: !214)
!4163 = !DILocalVariable(name: "dictSize", arg: 3, scope: !4157, file: !3, line: 1741, type: !220)
!4164 = !DILocalVariable(name: "err_code", scope: !4165, file: !3, line: 1744, type: !399)
!4165 = distinct !DILexicalBlock(scope: !4157, file: !3, line: 1744, column: 5)
!4166 = !DILocalVariable(name: "err_code", scope: !4167, file: !3, line: 1745, type: !399)
!4167 = distinct !DILexicalBlock(scope: !4157, file: !3, line: 1745, column: 5)
!4168 = !DILocation(line: 0, scope: !4157)
!4169 = !DILocalVariable(name: "dctx", arg: 1, scope: !4170, file: !3, line: 1947, type: !149)
!4170 = distinct !DISubprogram(name: "ZSTD_DCtx_reset", scope: !3, file: !3, line: 1947, type: !4171, scopeLine: 1948, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4174)
!4171 = !DISubroutineType(types: !4172)
!4172 = !{!220, !149, !4173}
!4173 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ResetDirective", file: !6, line: 593, baseType: !124)
!4174 = !{!4169, !4175}
!4175 = !DILocalVariable(name: "reset", arg: 2, scope: !4170, file: !3, line: 1947, type: !4173)
!4176 = !DILocation(line: 0, scope: !4170, inlinedAt: !4177)
!4177 = distinct !DILocation(line: 1744, column: 5, scope: !4165)
!4178 = !DILocation(line: 1951, column: 15, scope: !4179, inlinedAt: !4177)
!4179 = distinct !DILexicalBlock(scope: !4180, file: !3, line: 1950, column: 57)
!4180 = distinct !DILexicalBlock(scope: !4170, file: !3, line: 1949, column: 10)
!4181 = !DILocation(line: 1951, column: 27, scope: !4179, inlinedAt: !4177)
!4182 = !DILocation(line: 1952, column: 15, scope: !4179, inlinedAt: !4177)
!4183 = !DILocation(line: 1952, column: 33, scope: !4179, inlinedAt: !4177)
!4184 = !DILocation(line: 1953, column: 15, scope: !4179, inlinedAt: !4177)
!4185 = !DILocation(line: 1953, column: 36, scope: !4179, inlinedAt: !4177)
!4186 = !DILocation(line: 0, scope: !4165)
!4187 = !DILocation(line: 0, scope: !4059, inlinedAt: !4188)
!4188 = distinct !DILocation(line: 1745, column: 5, scope: !4167)
!4189 = !DILocation(line: 0, scope: !3987, inlinedAt: !4190)
!4190 = distinct !DILocation(line: 1722, column: 12, scope: !4059, inlinedAt: !4188)
!4191 = !DILocation(line: 0, scope: !824, inlinedAt: !4192)
!4192 = distinct !DILocation(line: 1705, column: 5, scope: !3987, inlinedAt: !4190)
!4193 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4192)
!4194 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4192)
!4195 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4192)
!4196 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4192)
!4197 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4192)
!4198 = !DILocation(line: 1706, column: 9, scope: !4012, inlinedAt: !4190)
!4199 = !DILocation(line: 1706, column: 14, scope: !4012, inlinedAt: !4190)
!4200 = !DILocation(line: 1707, column: 109, scope: !4015, inlinedAt: !4190)
!4201 = !DILocation(line: 1707, column: 28, scope: !4015, inlinedAt: !4190)
!4202 = !DILocation(line: 1707, column: 26, scope: !4015, inlinedAt: !4190)
!4203 = !DILocation(line: 1708, column: 9, scope: !4019, inlinedAt: !4190)
!4204 = !DILocation(line: 1708, column: 9, scope: !4020, inlinedAt: !4190)
!4205 = !DILocation(line: 1709, column: 15, scope: !4015, inlinedAt: !4190)
!4206 = !DILocation(line: 1709, column: 21, scope: !4015, inlinedAt: !4190)
!4207 = !DILocation(line: 1710, column: 24, scope: !4015, inlinedAt: !4190)
!4208 = !DILocation(line: 1711, column: 5, scope: !4015, inlinedAt: !4190)
!4209 = !DILocation(line: 0, scope: !4167)
!4210 = !DILocation(line: 1746, column: 42, scope: !4157)
!4211 = !DILocation(line: 0, scope: !1041, inlinedAt: !4212)
!4212 = distinct !DILocation(line: 1746, column: 12, scope: !4157)
!4213 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !4212)
!4214 = !DILocation(line: 1746, column: 5, scope: !4157)
!4215 = !DILocation(line: 1747, column: 1, scope: !4157)
!4216 = !DILocation(line: 0, scope: !4170)
!4217 = !DILocation(line: 1950, column: 7, scope: !4180)
!4218 = !DILocation(line: 1951, column: 15, scope: !4179)
!4219 = !DILocation(line: 1951, column: 27, scope: !4179)
!4220 = !DILocation(line: 1952, column: 15, scope: !4179)
!4221 = !DILocation(line: 1952, column: 33, scope: !4179)
!4222 = !DILocation(line: 1953, column: 15, scope: !4179)
!4223 = !DILocation(line: 1953, column: 36, scope: !4179)
!4224 = !DILocation(line: 1954, column: 5, scope: !4179)
!4225 = !DILocation(line: 1956, column: 7, scope: !4226)
!4226 = distinct !DILexicalBlock(scope: !4170, file: !3, line: 1955, column: 10)
!4227 = !DILocation(line: 1957, column: 9, scope: !4228)
!4228 = distinct !DILexicalBlock(scope: !4229, file: !3, line: 1957, column: 9)
!4229 = distinct !DILexicalBlock(scope: !4230, file: !3, line: 1957, column: 9)
!4230 = distinct !DILexicalBlock(scope: !4226, file: !3, line: 1956, column: 57)
!4231 = !DILocation(line: 1957, column: 9, scope: !4229)
!4232 = !DILocation(line: 0, scope: !824, inlinedAt: !4233)
!4233 = distinct !DILocation(line: 1958, column: 9, scope: !4230)
!4234 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4233)
!4235 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4233)
!4236 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4233)
!4237 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4233)
!4238 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4233)
!4239 = !DILocation(line: 0, scope: !595, inlinedAt: !4240)
!4240 = distinct !DILocation(line: 1959, column: 9, scope: !4230)
!4241 = !DILocation(line: 243, column: 11, scope: !595, inlinedAt: !4240)
!4242 = !DILocation(line: 243, column: 18, scope: !595, inlinedAt: !4240)
!4243 = !DILocation(line: 244, column: 11, scope: !595, inlinedAt: !4240)
!4244 = !DILocation(line: 244, column: 25, scope: !595, inlinedAt: !4240)
!4245 = !DILocation(line: 245, column: 11, scope: !595, inlinedAt: !4240)
!4246 = !DILocation(line: 245, column: 25, scope: !595, inlinedAt: !4240)
!4247 = !DILocation(line: 246, column: 11, scope: !595, inlinedAt: !4240)
!4248 = !DILocation(line: 246, column: 31, scope: !595, inlinedAt: !4240)
!4249 = !DILocation(line: 247, column: 11, scope: !595, inlinedAt: !4240)
!4250 = !DILocation(line: 247, column: 29, scope: !595, inlinedAt: !4240)
!4251 = !DILocation(line: 248, column: 11, scope: !595, inlinedAt: !4240)
!4252 = !DILocation(line: 248, column: 25, scope: !595, inlinedAt: !4240)
!4253 = !DILocation(line: 249, column: 11, scope: !595, inlinedAt: !4240)
!4254 = !DILocation(line: 249, column: 29, scope: !595, inlinedAt: !4240)
!4255 = !DILocation(line: 1960, column: 5, scope: !4230)
!4256 = !DILocation(line: 1962, column: 1, scope: !4170)
!4257 = distinct !DISubprogram(name: "ZSTD_initDStream", scope: !3, file: !3, line: 1750, type: !3976, scopeLine: 1751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4258)
!4258 = !{!4259, !4260, !4262}
!4259 = !DILocalVariable(name: "zds", arg: 1, scope: !4257, file: !3, line: 1750, type: !3737)
!4260 = !DILocalVariable(name: "err_code", scope: !4261, file: !3, line: 1753, type: !399)
!4261 = distinct !DILexicalBlock(scope: !4257, file: !3, line: 1753, column: 5)
!4262 = !DILocalVariable(name: "err_code", scope: !4263, file: !3, line: 1754, type: !399)
!4263 = distinct !DILexicalBlock(scope: !4257, file: !3, line: 1754, column: 5)
!4264 = !DILocation(line: 0, scope: !4257)
!4265 = !DILocation(line: 0, scope: !4170, inlinedAt: !4266)
!4266 = distinct !DILocation(line: 1753, column: 5, scope: !4261)
!4267 = !DILocation(line: 1951, column: 15, scope: !4179, inlinedAt: !4266)
!4268 = !DILocation(line: 1951, column: 27, scope: !4179, inlinedAt: !4266)
!4269 = !DILocation(line: 1952, column: 15, scope: !4179, inlinedAt: !4266)
!4270 = !DILocation(line: 1952, column: 33, scope: !4179, inlinedAt: !4266)
!4271 = !DILocation(line: 1953, column: 15, scope: !4179, inlinedAt: !4266)
!4272 = !DILocation(line: 1953, column: 36, scope: !4179, inlinedAt: !4266)
!4273 = !DILocation(line: 0, scope: !4261)
!4274 = !DILocalVariable(name: "dctx", arg: 1, scope: !4275, file: !3, line: 1780, type: !149)
!4275 = distinct !DISubprogram(name: "ZSTD_DCtx_refDDict", scope: !3, file: !3, line: 1780, type: !3615, scopeLine: 1781, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4276)
!4276 = !{!4274, !4277, !4278}
!4277 = !DILocalVariable(name: "ddict", arg: 2, scope: !4275, file: !3, line: 1780, type: !298)
!4278 = !DILocalVariable(name: "err_code", scope: !4279, file: !3, line: 1795, type: !399)
!4279 = distinct !DILexicalBlock(scope: !4280, file: !3, line: 1795, column: 13)
!4280 = distinct !DILexicalBlock(scope: !4281, file: !3, line: 1787, column: 68)
!4281 = distinct !DILexicalBlock(scope: !4282, file: !3, line: 1787, column: 13)
!4282 = distinct !DILexicalBlock(scope: !4283, file: !3, line: 1784, column: 16)
!4283 = distinct !DILexicalBlock(scope: !4275, file: !3, line: 1784, column: 9)
!4284 = !DILocation(line: 0, scope: !4275, inlinedAt: !4285)
!4285 = distinct !DILocation(line: 1754, column: 5, scope: !4263)
!4286 = !DILocation(line: 0, scope: !824, inlinedAt: !4287)
!4287 = distinct !DILocation(line: 1783, column: 5, scope: !4275, inlinedAt: !4285)
!4288 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4287)
!4289 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4287)
!4290 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4287)
!4291 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4287)
!4292 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4287)
!4293 = !DILocation(line: 0, scope: !4263)
!4294 = !DILocation(line: 1755, column: 42, scope: !4257)
!4295 = !DILocation(line: 0, scope: !1041, inlinedAt: !4296)
!4296 = distinct !DILocation(line: 1755, column: 12, scope: !4257)
!4297 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !4296)
!4298 = !DILocation(line: 1756, column: 1, scope: !4257)
!4299 = !DILocation(line: 0, scope: !4275)
!4300 = !DILocation(line: 1782, column: 5, scope: !4301)
!4301 = distinct !DILexicalBlock(scope: !4302, file: !3, line: 1782, column: 5)
!4302 = distinct !DILexicalBlock(scope: !4275, file: !3, line: 1782, column: 5)
!4303 = !DILocation(line: 1782, column: 5, scope: !4302)
!4304 = !DILocation(line: 0, scope: !824, inlinedAt: !4305)
!4305 = distinct !DILocation(line: 1783, column: 5, scope: !4275)
!4306 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !4305)
!4307 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !4305)
!4308 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !4305)
!4309 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !4305)
!4310 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !4305)
!4311 = !DILocation(line: 1784, column: 9, scope: !4283)
!4312 = !DILocation(line: 1784, column: 9, scope: !4275)
!4313 = !DILocation(line: 1785, column: 15, scope: !4282)
!4314 = !DILocation(line: 1785, column: 21, scope: !4282)
!4315 = !DILocation(line: 1786, column: 24, scope: !4282)
!4316 = !DILocation(line: 1787, column: 19, scope: !4281)
!4317 = !DILocation(line: 1787, column: 37, scope: !4281)
!4318 = !DILocation(line: 1787, column: 13, scope: !4282)
!4319 = !DILocation(line: 1788, column: 23, scope: !4320)
!4320 = distinct !DILexicalBlock(scope: !4280, file: !3, line: 1788, column: 17)
!4321 = !DILocation(line: 1788, column: 32, scope: !4320)
!4322 = !DILocation(line: 1788, column: 17, scope: !4280)
!4323 = !DILocation(line: 1789, column: 64, scope: !4324)
!4324 = distinct !DILexicalBlock(scope: !4320, file: !3, line: 1788, column: 41)
!4325 = !DILocation(line: 28, column: 19, scope: !658, inlinedAt: !4326)
!4326 = distinct !DILocation(line: 179, column: 50, scope: !4327, inlinedAt: !4333)
!4327 = distinct !DISubprogram(name: "ZSTD_createDDictHashSet", scope: !3, file: !3, line: 178, type: !4328, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4330)
!4328 = !DISubroutineType(types: !4329)
!4329 = !{!305, !274}
!4330 = !{!4331, !4332}
!4331 = !DILocalVariable(name: "customMem", arg: 1, scope: !4327, file: !3, line: 178, type: !274)
!4332 = !DILocalVariable(name: "ret", scope: !4327, file: !3, line: 179, type: !305)
!4333 = distinct !DILocation(line: 1789, column: 34, scope: !4324)
!4334 = !DILocation(line: 0, scope: !4327, inlinedAt: !4333)
!4335 = !DILocation(line: 0, scope: !648, inlinedAt: !4326)
!4336 = !DILocation(line: 28, column: 9, scope: !658, inlinedAt: !4326)
!4337 = !DILocation(line: 28, column: 9, scope: !648, inlinedAt: !4326)
!4338 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !4326)
!4339 = !DILocation(line: 181, column: 10, scope: !4340, inlinedAt: !4333)
!4340 = distinct !DILexicalBlock(scope: !4327, file: !3, line: 181, column: 9)
!4341 = !DILocation(line: 181, column: 9, scope: !4327, inlinedAt: !4333)
!4342 = !DILocation(line: 29, column: 16, scope: !658, inlinedAt: !4326)
!4343 = !DILocation(line: 38, column: 27, scope: !4344, inlinedAt: !4351)
!4344 = distinct !DILexicalBlock(scope: !4345, file: !649, line: 35, column: 32)
!4345 = distinct !DILexicalBlock(scope: !4346, file: !649, line: 35, column: 9)
!4346 = distinct !DISubprogram(name: "ZSTD_customCalloc", scope: !649, file: !649, line: 33, type: !650, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4347)
!4347 = !{!4348, !4349, !4350}
!4348 = !DILocalVariable(name: "size", arg: 1, scope: !4346, file: !649, line: 33, type: !220)
!4349 = !DILocalVariable(name: "customMem", arg: 2, scope: !4346, file: !649, line: 33, type: !274)
!4350 = !DILocalVariable(name: "ptr", scope: !4344, file: !649, line: 38, type: !1828)
!4351 = distinct !DILocation(line: 183, column: 46, scope: !4327, inlinedAt: !4333)
!4352 = !DILocation(line: 0, scope: !4344, inlinedAt: !4351)
!4353 = !DILocation(line: 39, column: 9, scope: !4344, inlinedAt: !4351)
!4354 = !DILocation(line: 183, column: 24, scope: !4327, inlinedAt: !4333)
!4355 = !DILocation(line: 184, column: 9, scope: !4327, inlinedAt: !4333)
!4356 = !DILocation(line: 0, scope: !4346, inlinedAt: !4351)
!4357 = !DILocation(line: 42, column: 12, scope: !4346, inlinedAt: !4351)
!4358 = !DILocation(line: 184, column: 10, scope: !4359, inlinedAt: !4333)
!4359 = distinct !DILexicalBlock(scope: !4327, file: !3, line: 184, column: 9)
!4360 = !DILocation(line: 0, scope: !835, inlinedAt: !4361)
!4361 = distinct !DILocation(line: 185, column: 9, scope: !4362, inlinedAt: !4333)
!4362 = distinct !DILexicalBlock(scope: !4359, file: !3, line: 184, column: 30)
!4363 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !4361)
!4364 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !4361)
!4365 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !4361)
!4366 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !4361)
!4367 = !DILocation(line: 1789, column: 32, scope: !4324)
!4368 = !DILocation(line: 1790, column: 21, scope: !4324)
!4369 = !DILocation(line: 188, column: 10, scope: !4327, inlinedAt: !4333)
!4370 = !DILocation(line: 188, column: 28, scope: !4327, inlinedAt: !4333)
!4371 = !{!868, !462, i64 8}
!4372 = !DILocation(line: 189, column: 10, scope: !4327, inlinedAt: !4333)
!4373 = !DILocation(line: 189, column: 24, scope: !4327, inlinedAt: !4333)
!4374 = !{!868, !462, i64 16}
!4375 = !DILocalVariable(name: "customMem", arg: 3, scope: !4376, file: !3, line: 209, type: !274)
!4376 = distinct !DISubprogram(name: "ZSTD_DDictHashSet_addDDict", scope: !3, file: !3, line: 209, type: !4377, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4379)
!4377 = !DISubroutineType(types: !4378)
!4378 = !{!220, !305, !298, !274}
!4379 = !{!4380, !4381, !4375, !4382, !4386}
!4380 = !DILocalVariable(name: "hashSet", arg: 1, scope: !4376, file: !3, line: 209, type: !305)
!4381 = !DILocalVariable(name: "ddict", arg: 2, scope: !4376, file: !3, line: 209, type: !298)
!4382 = !DILocalVariable(name: "err_code", scope: !4383, file: !3, line: 212, type: !399)
!4383 = distinct !DILexicalBlock(scope: !4384, file: !3, line: 212, column: 9)
!4384 = distinct !DILexicalBlock(scope: !4385, file: !3, line: 211, column: 152)
!4385 = distinct !DILexicalBlock(scope: !4376, file: !3, line: 211, column: 9)
!4386 = !DILocalVariable(name: "err_code", scope: !4387, file: !3, line: 214, type: !399)
!4387 = distinct !DILexicalBlock(scope: !4376, file: !3, line: 214, column: 5)
!4388 = !DILocation(line: 0, scope: !4376, inlinedAt: !4389)
!4389 = distinct !DILocation(line: 1795, column: 13, scope: !4279)
!4390 = !DILocation(line: 211, column: 18, scope: !4385, inlinedAt: !4389)
!4391 = !DILocation(line: 211, column: 86, scope: !4385, inlinedAt: !4389)
!4392 = !DILocation(line: 211, column: 9, scope: !4376, inlinedAt: !4389)
!4393 = !DILocation(line: 211, column: 32, scope: !4385, inlinedAt: !4389)
!4394 = !DILocation(line: 1795, column: 13, scope: !4279)
!4395 = !DILocation(line: 211, column: 146, scope: !4385, inlinedAt: !4389)
!4396 = !DILocalVariable(name: "customMem", arg: 2, scope: !4397, file: !3, line: 131, type: !274)
!4397 = distinct !DISubprogram(name: "ZSTD_DDictHashSet_expand", scope: !3, file: !3, line: 131, type: !4398, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4400)
!4398 = !DISubroutineType(types: !4399)
!4399 = !{!220, !305, !274}
!4400 = !{!4401, !4396, !4402, !4403, !4404, !4405, !4406, !4407}
!4401 = !DILocalVariable(name: "hashSet", arg: 1, scope: !4397, file: !3, line: 131, type: !305)
!4402 = !DILocalVariable(name: "newTableSize", scope: !4397, file: !3, line: 132, type: !220)
!4403 = !DILocalVariable(name: "newTable", scope: !4397, file: !3, line: 133, type: !310)
!4404 = !DILocalVariable(name: "oldTable", scope: !4397, file: !3, line: 134, type: !310)
!4405 = !DILocalVariable(name: "oldTableSize", scope: !4397, file: !3, line: 135, type: !220)
!4406 = !DILocalVariable(name: "i", scope: !4397, file: !3, line: 136, type: !220)
!4407 = !DILocalVariable(name: "err_code", scope: !4408, file: !3, line: 145, type: !399)
!4408 = distinct !DILexicalBlock(scope: !4409, file: !3, line: 145, column: 13)
!4409 = distinct !DILexicalBlock(scope: !4410, file: !3, line: 144, column: 34)
!4410 = distinct !DILexicalBlock(scope: !4411, file: !3, line: 144, column: 13)
!4411 = distinct !DILexicalBlock(scope: !4412, file: !3, line: 143, column: 40)
!4412 = distinct !DILexicalBlock(scope: !4413, file: !3, line: 143, column: 5)
!4413 = distinct !DILexicalBlock(scope: !4397, file: !3, line: 143, column: 5)
!4414 = !DILocation(line: 0, scope: !4397, inlinedAt: !4415)
!4415 = distinct !DILocation(line: 212, column: 9, scope: !4383, inlinedAt: !4389)
!4416 = !DILocation(line: 133, column: 93, scope: !4397, inlinedAt: !4415)
!4417 = !DILocation(line: 0, scope: !4346, inlinedAt: !4418)
!4418 = distinct !DILocation(line: 133, column: 55, scope: !4397, inlinedAt: !4415)
!4419 = !DILocation(line: 35, column: 9, scope: !4345, inlinedAt: !4418)
!4420 = !DILocation(line: 35, column: 9, scope: !4346, inlinedAt: !4418)
!4421 = !DILocation(line: 38, column: 27, scope: !4344, inlinedAt: !4418)
!4422 = !DILocation(line: 0, scope: !4344, inlinedAt: !4418)
!4423 = !DILocation(line: 39, column: 9, scope: !4344, inlinedAt: !4418)
!4424 = !DILocation(line: 135, column: 36, scope: !4397, inlinedAt: !4415)
!4425 = !DILocation(line: 42, column: 12, scope: !4346, inlinedAt: !4418)
!4426 = !DILocation(line: 42, column: 5, scope: !4346, inlinedAt: !4418)
!4427 = !DILocation(line: 134, column: 44, scope: !4397, inlinedAt: !4415)
!4428 = !DILocation(line: 139, column: 5, scope: !4429, inlinedAt: !4415)
!4429 = distinct !DILexicalBlock(scope: !4430, file: !3, line: 139, column: 5)
!4430 = distinct !DILexicalBlock(scope: !4397, file: !3, line: 139, column: 5)
!4431 = !DILocation(line: 139, column: 5, scope: !4430, inlinedAt: !4415)
!4432 = !DILocation(line: 132, column: 54, scope: !4397, inlinedAt: !4415)
!4433 = !DILocation(line: 140, column: 28, scope: !4397, inlinedAt: !4415)
!4434 = !DILocation(line: 141, column: 32, scope: !4397, inlinedAt: !4415)
!4435 = !DILocation(line: 142, column: 28, scope: !4397, inlinedAt: !4415)
!4436 = !DILocation(line: 143, column: 19, scope: !4412, inlinedAt: !4415)
!4437 = !DILocation(line: 143, column: 5, scope: !4413, inlinedAt: !4415)
!4438 = !DILocation(line: 144, column: 13, scope: !4410, inlinedAt: !4415)
!4439 = !DILocation(line: 144, column: 25, scope: !4410, inlinedAt: !4415)
!4440 = !DILocation(line: 144, column: 13, scope: !4411, inlinedAt: !4415)
!4441 = !DILocalVariable(name: "hashSet", arg: 1, scope: !4442, file: !3, line: 105, type: !305)
!4442 = distinct !DISubprogram(name: "ZSTD_DDictHashSet_emplaceDDict", scope: !3, file: !3, line: 105, type: !4443, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4445)
!4443 = !DISubroutineType(types: !4444)
!4444 = !{!220, !305, !298}
!4445 = !{!4441, !4446, !4447, !4448, !4449}
!4446 = !DILocalVariable(name: "ddict", arg: 2, scope: !4442, file: !3, line: 105, type: !298)
!4447 = !DILocalVariable(name: "dictID", scope: !4442, file: !3, line: 106, type: !418)
!4448 = !DILocalVariable(name: "idx", scope: !4442, file: !3, line: 107, type: !220)
!4449 = !DILocalVariable(name: "idxRangeMask", scope: !4442, file: !3, line: 108, type: !399)
!4450 = !DILocation(line: 0, scope: !4442, inlinedAt: !4451)
!4451 = distinct !DILocation(line: 145, column: 13, scope: !4408, inlinedAt: !4415)
!4452 = !DILocation(line: 106, column: 24, scope: !4442, inlinedAt: !4451)
!4453 = !DILocalVariable(name: "hashSet", arg: 1, scope: !4454, file: !3, line: 95, type: !4457)
!4454 = distinct !DISubprogram(name: "ZSTD_DDictHashSet_getIndex", scope: !3, file: !3, line: 95, type: !4455, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4459)
!4455 = !DISubroutineType(types: !4456)
!4456 = !{!220, !4457, !174}
!4457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4458, size: 64)
!4458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!4459 = !{!4453, !4460, !4461}
!4460 = !DILocalVariable(name: "dictID", arg: 2, scope: !4454, file: !3, line: 95, type: !174)
!4461 = !DILocalVariable(name: "hash", scope: !4454, file: !3, line: 96, type: !4462)
!4462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!4463 = !DILocation(line: 0, scope: !4454, inlinedAt: !4464)
!4464 = distinct !DILocation(line: 107, column: 18, scope: !4442, inlinedAt: !4451)
!4465 = !DILocalVariable(name: "input", arg: 1, scope: !4466, file: !139, line: 3520, type: !214)
!4466 = distinct !DISubprogram(name: "XXH_INLINE_XXH64", scope: !139, file: !139, line: 3520, type: !4467, scopeLine: 3521, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4469)
!4467 = !DISubroutineType(types: !4468)
!4468 = !{!254, !214, !220, !254}
!4469 = !{!4465, !4470, !4471}
!4470 = !DILocalVariable(name: "len", arg: 2, scope: !4466, file: !139, line: 3520, type: !220)
!4471 = !DILocalVariable(name: "seed", arg: 3, scope: !4466, file: !139, line: 3520, type: !254)
!4472 = !DILocation(line: 0, scope: !4466, inlinedAt: !4473)
!4473 = distinct !DILocation(line: 96, column: 22, scope: !4454, inlinedAt: !4464)
!4474 = !DILocalVariable(name: "len", arg: 2, scope: !4475, file: !139, line: 3483, type: !220)
!4475 = distinct !DISubprogram(name: "XXH64_endian_align", scope: !139, file: !139, line: 3483, type: !4476, scopeLine: 3484, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4478)
!4476 = !DISubroutineType(types: !4477)
!4477 = !{!381, !370, !220, !381, !3177}
!4478 = !{!4479, !4474, !4480, !4481, !4482, !4483, !4486, !4487, !4488, !4489, !4490}
!4479 = !DILocalVariable(name: "input", arg: 1, scope: !4475, file: !139, line: 3483, type: !370)
!4480 = !DILocalVariable(name: "seed", arg: 3, scope: !4475, file: !139, line: 3483, type: !381)
!4481 = !DILocalVariable(name: "align", arg: 4, scope: !4475, file: !139, line: 3483, type: !3177)
!4482 = !DILocalVariable(name: "h64", scope: !4475, file: !139, line: 3485, type: !381)
!4483 = !DILocalVariable(name: "bEnd", scope: !4484, file: !139, line: 3489, type: !2853)
!4484 = distinct !DILexicalBlock(scope: !4485, file: !139, line: 3488, column: 18)
!4485 = distinct !DILexicalBlock(scope: !4475, file: !139, line: 3488, column: 9)
!4486 = !DILocalVariable(name: "limit", scope: !4484, file: !139, line: 3490, type: !2853)
!4487 = !DILocalVariable(name: "v1", scope: !4484, file: !139, line: 3491, type: !381)
!4488 = !DILocalVariable(name: "v2", scope: !4484, file: !139, line: 3492, type: !381)
!4489 = !DILocalVariable(name: "v3", scope: !4484, file: !139, line: 3493, type: !381)
!4490 = !DILocalVariable(name: "v4", scope: !4484, file: !139, line: 3494, type: !381)
!4491 = !DILocation(line: 0, scope: !4475, inlinedAt: !4492)
!4492 = distinct !DILocation(line: 3534, column: 12, scope: !4466, inlinedAt: !4473)
!4493 = !DILocation(line: 0, scope: !3174, inlinedAt: !4494)
!4494 = distinct !DILocation(line: 3515, column: 12, scope: !4475, inlinedAt: !4492)
!4495 = !DILocation(line: 0, scope: !3250, inlinedAt: !4496)
!4496 = distinct !DILocation(line: 3461, column: 13, scope: !3174, inlinedAt: !4494)
!4497 = !DILocation(line: 98, column: 29, scope: !4454, inlinedAt: !4464)
!4498 = !DILocation(line: 98, column: 47, scope: !4454, inlinedAt: !4464)
!4499 = !DILocation(line: 109, column: 5, scope: !4500, inlinedAt: !4451)
!4500 = distinct !DILexicalBlock(scope: !4501, file: !3, line: 109, column: 5)
!4501 = distinct !DILexicalBlock(scope: !4442, file: !3, line: 109, column: 5)
!4502 = !DILocation(line: 109, column: 5, scope: !4501, inlinedAt: !4451)
!4503 = !DILocation(line: 3451, column: 17, scope: !3224, inlinedAt: !4494)
!4504 = !DILocation(line: 3451, column: 47, scope: !3224, inlinedAt: !4494)
!4505 = !DILocation(line: 3451, column: 14, scope: !3224, inlinedAt: !4494)
!4506 = !DILocation(line: 3453, column: 16, scope: !3224, inlinedAt: !4494)
!4507 = !DILocation(line: 3453, column: 37, scope: !3224, inlinedAt: !4494)
!4508 = !DILocation(line: 3453, column: 53, scope: !3224, inlinedAt: !4494)
!4509 = !DILocation(line: 3412, column: 18, scope: !3250, inlinedAt: !4496)
!4510 = !DILocation(line: 3412, column: 10, scope: !3250, inlinedAt: !4496)
!4511 = !DILocation(line: 3413, column: 10, scope: !3250, inlinedAt: !4496)
!4512 = !DILocation(line: 3414, column: 18, scope: !3250, inlinedAt: !4496)
!4513 = !DILocation(line: 3414, column: 10, scope: !3250, inlinedAt: !4496)
!4514 = !DILocation(line: 3415, column: 10, scope: !3250, inlinedAt: !4496)
!4515 = !DILocation(line: 3416, column: 18, scope: !3250, inlinedAt: !4496)
!4516 = !DILocation(line: 3416, column: 10, scope: !3250, inlinedAt: !4496)
!4517 = !DILocation(line: 98, column: 17, scope: !4454, inlinedAt: !4464)
!4518 = !DILocation(line: 111, column: 21, scope: !4442, inlinedAt: !4451)
!4519 = !DILocation(line: 111, column: 12, scope: !4442, inlinedAt: !4451)
!4520 = !DILocation(line: 111, column: 40, scope: !4442, inlinedAt: !4451)
!4521 = !DILocation(line: 111, column: 5, scope: !4442, inlinedAt: !4451)
!4522 = !DILocation(line: 113, column: 13, scope: !4523, inlinedAt: !4451)
!4523 = distinct !DILexicalBlock(scope: !4524, file: !3, line: 113, column: 13)
!4524 = distinct !DILexicalBlock(scope: !4442, file: !3, line: 111, column: 49)
!4525 = !DILocation(line: 113, column: 67, scope: !4523, inlinedAt: !4451)
!4526 = !DILocation(line: 113, column: 13, scope: !4524, inlinedAt: !4451)
!4527 = !DILocation(line: 115, column: 22, scope: !4528, inlinedAt: !4451)
!4528 = distinct !DILexicalBlock(scope: !4523, file: !3, line: 113, column: 78)
!4529 = !DILocation(line: 115, column: 13, scope: !4528, inlinedAt: !4451)
!4530 = !DILocation(line: 115, column: 41, scope: !4528, inlinedAt: !4451)
!4531 = !DILocation(line: 116, column: 13, scope: !4528, inlinedAt: !4451)
!4532 = !DILocation(line: 118, column: 13, scope: !4524, inlinedAt: !4451)
!4533 = !DILocation(line: 119, column: 12, scope: !4524, inlinedAt: !4451)
!4534 = distinct !{!4534, !4521, !4535, !1458}
!4535 = !DILocation(line: 120, column: 5, scope: !4442, inlinedAt: !4451)
!4536 = !DILocation(line: 123, column: 27, scope: !4442, inlinedAt: !4451)
!4537 = !DILocation(line: 122, column: 33, scope: !4442, inlinedAt: !4451)
!4538 = !DILocation(line: 124, column: 5, scope: !4442, inlinedAt: !4451)
!4539 = !DILocation(line: 143, column: 35, scope: !4412, inlinedAt: !4415)
!4540 = distinct !{!4540, !4437, !4541, !1458}
!4541 = !DILocation(line: 147, column: 5, scope: !4413, inlinedAt: !4415)
!4542 = !DILocation(line: 0, scope: !835, inlinedAt: !4543)
!4543 = distinct !DILocation(line: 148, column: 5, scope: !4397, inlinedAt: !4415)
!4544 = !DILocation(line: 47, column: 12, scope: !843, inlinedAt: !4543)
!4545 = !DILocation(line: 47, column: 9, scope: !835, inlinedAt: !4543)
!4546 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !4543)
!4547 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !4543)
!4548 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !4543)
!4549 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !4543)
!4550 = !DILocation(line: 0, scope: !4442, inlinedAt: !4551)
!4551 = distinct !DILocation(line: 214, column: 5, scope: !4387, inlinedAt: !4389)
!4552 = !DILocation(line: 106, column: 24, scope: !4442, inlinedAt: !4551)
!4553 = !DILocation(line: 0, scope: !4454, inlinedAt: !4554)
!4554 = distinct !DILocation(line: 107, column: 18, scope: !4442, inlinedAt: !4551)
!4555 = !DILocation(line: 0, scope: !4466, inlinedAt: !4556)
!4556 = distinct !DILocation(line: 96, column: 22, scope: !4454, inlinedAt: !4554)
!4557 = !DILocation(line: 0, scope: !4475, inlinedAt: !4558)
!4558 = distinct !DILocation(line: 3534, column: 12, scope: !4466, inlinedAt: !4556)
!4559 = !DILocation(line: 0, scope: !3174, inlinedAt: !4560)
!4560 = distinct !DILocation(line: 3515, column: 12, scope: !4475, inlinedAt: !4558)
!4561 = !DILocation(line: 0, scope: !3250, inlinedAt: !4562)
!4562 = distinct !DILocation(line: 3461, column: 13, scope: !3174, inlinedAt: !4560)
!4563 = !DILocation(line: 98, column: 29, scope: !4454, inlinedAt: !4554)
!4564 = !DILocation(line: 98, column: 47, scope: !4454, inlinedAt: !4554)
!4565 = !DILocation(line: 109, column: 5, scope: !4500, inlinedAt: !4551)
!4566 = !DILocation(line: 109, column: 5, scope: !4501, inlinedAt: !4551)
!4567 = !DILocation(line: 3451, column: 17, scope: !3224, inlinedAt: !4560)
!4568 = !DILocation(line: 3451, column: 47, scope: !3224, inlinedAt: !4560)
!4569 = !DILocation(line: 3451, column: 14, scope: !3224, inlinedAt: !4560)
!4570 = !DILocation(line: 3453, column: 16, scope: !3224, inlinedAt: !4560)
!4571 = !DILocation(line: 3453, column: 37, scope: !3224, inlinedAt: !4560)
!4572 = !DILocation(line: 3453, column: 53, scope: !3224, inlinedAt: !4560)
!4573 = !DILocation(line: 3412, column: 18, scope: !3250, inlinedAt: !4562)
!4574 = !DILocation(line: 3412, column: 10, scope: !3250, inlinedAt: !4562)
!4575 = !DILocation(line: 3413, column: 10, scope: !3250, inlinedAt: !4562)
!4576 = !DILocation(line: 3414, column: 18, scope: !3250, inlinedAt: !4562)
!4577 = !DILocation(line: 3414, column: 10, scope: !3250, inlinedAt: !4562)
!4578 = !DILocation(line: 3415, column: 10, scope: !3250, inlinedAt: !4562)
!4579 = !DILocation(line: 3416, column: 18, scope: !3250, inlinedAt: !4562)
!4580 = !DILocation(line: 3416, column: 10, scope: !3250, inlinedAt: !4562)
!4581 = !DILocation(line: 98, column: 17, scope: !4454, inlinedAt: !4554)
!4582 = !DILocation(line: 111, column: 21, scope: !4442, inlinedAt: !4551)
!4583 = !DILocation(line: 111, column: 12, scope: !4442, inlinedAt: !4551)
!4584 = !DILocation(line: 111, column: 40, scope: !4442, inlinedAt: !4551)
!4585 = !DILocation(line: 111, column: 5, scope: !4442, inlinedAt: !4551)
!4586 = !DILocation(line: 113, column: 13, scope: !4523, inlinedAt: !4551)
!4587 = !DILocation(line: 113, column: 67, scope: !4523, inlinedAt: !4551)
!4588 = !DILocation(line: 113, column: 13, scope: !4524, inlinedAt: !4551)
!4589 = !DILocation(line: 115, column: 22, scope: !4528, inlinedAt: !4551)
!4590 = !DILocation(line: 115, column: 13, scope: !4528, inlinedAt: !4551)
!4591 = !DILocation(line: 115, column: 41, scope: !4528, inlinedAt: !4551)
!4592 = !DILocation(line: 116, column: 13, scope: !4528, inlinedAt: !4551)
!4593 = !DILocation(line: 118, column: 13, scope: !4524, inlinedAt: !4551)
!4594 = !DILocation(line: 119, column: 12, scope: !4524, inlinedAt: !4551)
!4595 = distinct !{!4595, !4585, !4596, !1458}
!4596 = !DILocation(line: 120, column: 5, scope: !4442, inlinedAt: !4551)
!4597 = !DILocation(line: 123, column: 27, scope: !4442, inlinedAt: !4551)
!4598 = !DILocation(line: 122, column: 33, scope: !4442, inlinedAt: !4551)
!4599 = !DILocation(line: 124, column: 5, scope: !4442, inlinedAt: !4551)
!4600 = !DILocation(line: 1799, column: 1, scope: !4275)
!4601 = distinct !DISubprogram(name: "ZSTD_initDStream_usingDDict", scope: !3, file: !3, line: 1761, type: !4602, scopeLine: 1762, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4604)
!4602 = !DISubroutineType(types: !4603)
!4603 = !{!220, !3737, !298}
!4604 = !{!4605, !4606, !4607, !4609}
!4605 = !DILocalVariable(name: "dctx", arg: 1, scope: !4601, file: !3, line: 1761, type: !3737)
!4606 = !DILocalVariable(name: "ddict", arg: 2, scope: !4601, file: !3, line: 1761, type: !298)
!4607 = !DILocalVariable(name: "err_code", scope: !4608, file: !3, line: 1764, type: !399)
!4608 = distinct !DILexicalBlock(scope: !4601, file: !3, line: 1764, column: 5)
!4609 = !DILocalVariable(name: "err_code", scope: !4610, file: !3, line: 1765, type: !399)
!4610 = distinct !DILexicalBlock(scope: !4601, file: !3, line: 1765, column: 5)
!4611 = !DILocation(line: 0, scope: !4601)
!4612 = !DILocation(line: 0, scope: !4170, inlinedAt: !4613)
!4613 = distinct !DILocation(line: 1764, column: 5, scope: !4608)
!4614 = !DILocation(line: 1951, column: 15, scope: !4179, inlinedAt: !4613)
!4615 = !DILocation(line: 1951, column: 27, scope: !4179, inlinedAt: !4613)
!4616 = !DILocation(line: 1952, column: 15, scope: !4179, inlinedAt: !4613)
!4617 = !DILocation(line: 1952, column: 33, scope: !4179, inlinedAt: !4613)
!4618 = !DILocation(line: 1953, column: 15, scope: !4179, inlinedAt: !4613)
!4619 = !DILocation(line: 1953, column: 36, scope: !4179, inlinedAt: !4613)
!4620 = !DILocation(line: 0, scope: !4608)
!4621 = !DILocation(line: 0, scope: !1447, inlinedAt: !4622)
!4622 = distinct !DILocation(line: 1764, column: 5, scope: !4623)
!4623 = distinct !DILexicalBlock(scope: !4608, file: !3, line: 1764, column: 5)
!4624 = !DILocation(line: 1765, column: 5, scope: !4610)
!4625 = !DILocation(line: 0, scope: !4610)
!4626 = !DILocation(line: 0, scope: !1447, inlinedAt: !4627)
!4627 = distinct !DILocation(line: 1765, column: 5, scope: !4628)
!4628 = distinct !DILexicalBlock(scope: !4610, file: !3, line: 1765, column: 5)
!4629 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !4627)
!4630 = !DILocation(line: 1766, column: 43, scope: !4601)
!4631 = !DILocation(line: 0, scope: !1041, inlinedAt: !4632)
!4632 = distinct !DILocation(line: 1766, column: 12, scope: !4601)
!4633 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !4632)
!4634 = !DILocation(line: 1766, column: 5, scope: !4601)
!4635 = !DILocation(line: 1767, column: 1, scope: !4601)
!4636 = distinct !DISubprogram(name: "ZSTD_resetDStream", scope: !3, file: !3, line: 1772, type: !3976, scopeLine: 1773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4637)
!4637 = !{!4638, !4639}
!4638 = !DILocalVariable(name: "dctx", arg: 1, scope: !4636, file: !3, line: 1772, type: !3737)
!4639 = !DILocalVariable(name: "err_code", scope: !4640, file: !3, line: 1775, type: !399)
!4640 = distinct !DILexicalBlock(scope: !4636, file: !3, line: 1775, column: 5)
!4641 = !DILocation(line: 0, scope: !4636)
!4642 = !DILocation(line: 0, scope: !4170, inlinedAt: !4643)
!4643 = distinct !DILocation(line: 1775, column: 5, scope: !4640)
!4644 = !DILocation(line: 1951, column: 15, scope: !4179, inlinedAt: !4643)
!4645 = !DILocation(line: 1951, column: 27, scope: !4179, inlinedAt: !4643)
!4646 = !DILocation(line: 1952, column: 15, scope: !4179, inlinedAt: !4643)
!4647 = !DILocation(line: 1952, column: 33, scope: !4179, inlinedAt: !4643)
!4648 = !DILocation(line: 1953, column: 15, scope: !4179, inlinedAt: !4643)
!4649 = !DILocation(line: 1953, column: 36, scope: !4179, inlinedAt: !4643)
!4650 = !DILocation(line: 0, scope: !4640)
!4651 = !DILocation(line: 1776, column: 43, scope: !4636)
!4652 = !DILocation(line: 0, scope: !1041, inlinedAt: !4653)
!4653 = distinct !DILocation(line: 1776, column: 12, scope: !4636)
!4654 = !DILocation(line: 234, column: 40, scope: !1041, inlinedAt: !4653)
!4655 = !DILocation(line: 1777, column: 1, scope: !4636)
!4656 = distinct !DISubprogram(name: "ZSTD_DCtx_setMaxWindowSize", scope: !3, file: !3, line: 1804, type: !2491, scopeLine: 1805, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4657)
!4657 = !{!4658, !4659, !4660, !4668, !4669}
!4658 = !DILocalVariable(name: "dctx", arg: 1, scope: !4656, file: !3, line: 1804, type: !149)
!4659 = !DILocalVariable(name: "maxWindowSize", arg: 2, scope: !4656, file: !3, line: 1804, type: !220)
!4660 = !DILocalVariable(name: "bounds", scope: !4656, file: !3, line: 1806, type: !4661)
!4661 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4662)
!4662 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_bounds", file: !6, line: 548, baseType: !4663)
!4663 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 544, size: 128, elements: !4664)
!4664 = !{!4665, !4666, !4667}
!4665 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !4663, file: !6, line: 545, baseType: !220, size: 64)
!4666 = !DIDerivedType(tag: DW_TAG_member, name: "lowerBound", scope: !4663, file: !6, line: 546, baseType: !38, size: 32, offset: 64)
!4667 = !DIDerivedType(tag: DW_TAG_member, name: "upperBound", scope: !4663, file: !6, line: 547, baseType: !38, size: 32, offset: 96)
!4668 = !DILocalVariable(name: "min", scope: !4656, file: !3, line: 1807, type: !399)
!4669 = !DILocalVariable(name: "max", scope: !4656, file: !3, line: 1808, type: !399)
!4670 = !DILocation(line: 0, scope: !4656)
!4671 = !DILocation(line: 1809, column: 5, scope: !4672)
!4672 = distinct !DILexicalBlock(scope: !4673, file: !3, line: 1809, column: 5)
!4673 = distinct !DILexicalBlock(scope: !4656, file: !3, line: 1809, column: 5)
!4674 = !DILocation(line: 1809, column: 5, scope: !4673)
!4675 = !DILocation(line: 1810, column: 5, scope: !4676)
!4676 = distinct !DILexicalBlock(scope: !4656, file: !3, line: 1810, column: 5)
!4677 = !DILocation(line: 1812, column: 11, scope: !4656)
!4678 = !DILocation(line: 1812, column: 25, scope: !4656)
!4679 = !DILocation(line: 1813, column: 5, scope: !4656)
!4680 = !DILocation(line: 1814, column: 1, scope: !4656)
!4681 = distinct !DISubprogram(name: "ZSTD_dParam_getBounds", scope: !3, file: !3, line: 1821, type: !4682, scopeLine: 1822, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4685)
!4682 = !DISubroutineType(types: !4683)
!4683 = !{!4662, !4684}
!4684 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dParameter", file: !6, line: 668, baseType: !129)
!4685 = !{!4686, !4687}
!4686 = !DILocalVariable(name: "dParam", arg: 1, scope: !4681, file: !3, line: 1821, type: !4684)
!4687 = !DILocalVariable(name: "bounds", scope: !4681, file: !3, line: 1823, type: !4662)
!4688 = !DILocation(line: 0, scope: !4681)
!4689 = !DILocation(line: 1824, column: 5, scope: !4681)
!4690 = !DILocation(line: 1833, column: 13, scope: !4691)
!4691 = distinct !DILexicalBlock(scope: !4681, file: !3, line: 1824, column: 20)
!4692 = !DILocation(line: 1837, column: 13, scope: !4691)
!4693 = !DILocation(line: 1841, column: 13, scope: !4691)
!4694 = !DILocation(line: 1845, column: 13, scope: !4691)
!4695 = !DILocation(line: 1849, column: 13, scope: !4691)
!4696 = !DILocation(line: 1853, column: 13, scope: !4691)
!4697 = !DILocation(line: 1858, column: 5, scope: !4681)
!4698 = !DILocation(line: 1859, column: 1, scope: !4681)
!4699 = distinct !DISubprogram(name: "ZSTD_DCtx_setFormat", scope: !3, file: !3, line: 1816, type: !4700, scopeLine: 1817, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4702)
!4700 = !DISubroutineType(types: !4701)
!4701 = !{!220, !149, !266}
!4702 = !{!4703, !4704}
!4703 = !DILocalVariable(name: "dctx", arg: 1, scope: !4699, file: !3, line: 1816, type: !149)
!4704 = !DILocalVariable(name: "format", arg: 2, scope: !4699, file: !3, line: 1816, type: !266)
!4705 = !DILocation(line: 0, scope: !4699)
!4706 = !DILocalVariable(name: "dctx", arg: 1, scope: !4707, file: !3, line: 1906, type: !149)
!4707 = distinct !DISubprogram(name: "ZSTD_DCtx_setParameter", scope: !3, file: !3, line: 1906, type: !4708, scopeLine: 1907, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4710)
!4708 = !DISubroutineType(types: !4709)
!4709 = !{!220, !149, !4684, !38}
!4710 = !{!4706, !4711, !4712}
!4711 = !DILocalVariable(name: "dParam", arg: 2, scope: !4707, file: !3, line: 1906, type: !4684)
!4712 = !DILocalVariable(name: "value", arg: 3, scope: !4707, file: !3, line: 1906, type: !38)
!4713 = !DILocation(line: 0, scope: !4707, inlinedAt: !4714)
!4714 = distinct !DILocation(line: 1818, column: 12, scope: !4699)
!4715 = !DILocation(line: 1908, column: 5, scope: !4716, inlinedAt: !4714)
!4716 = distinct !DILexicalBlock(scope: !4717, file: !3, line: 1908, column: 5)
!4717 = distinct !DILexicalBlock(scope: !4707, file: !3, line: 1908, column: 5)
!4718 = !DILocation(line: 1908, column: 5, scope: !4717, inlinedAt: !4714)
!4719 = !DILocalVariable(name: "dParam", arg: 1, scope: !4720, file: !3, line: 1864, type: !4684)
!4720 = distinct !DISubprogram(name: "ZSTD_dParam_withinBounds", scope: !3, file: !3, line: 1864, type: !4721, scopeLine: 1865, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4723)
!4721 = !DISubroutineType(types: !4722)
!4722 = !{!38, !4684, !38}
!4723 = !{!4719, !4724, !4725}
!4724 = !DILocalVariable(name: "value", arg: 2, scope: !4720, file: !3, line: 1864, type: !38)
!4725 = !DILocalVariable(name: "bounds", scope: !4720, file: !3, line: 1866, type: !4661)
!4726 = !DILocation(line: 0, scope: !4720, inlinedAt: !4727)
!4727 = distinct !DILocation(line: 1916, column: 13, scope: !4728, inlinedAt: !4714)
!4728 = distinct !DILexicalBlock(scope: !4729, file: !3, line: 1916, column: 13)
!4729 = distinct !DILexicalBlock(scope: !4730, file: !3, line: 1916, column: 13)
!4730 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1916, column: 13)
!4731 = distinct !DILexicalBlock(scope: !4707, file: !3, line: 1909, column: 20)
!4732 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4727)
!4733 = !DILocation(line: 1916, column: 13, scope: !4729, inlinedAt: !4714)
!4734 = !DILocation(line: 1917, column: 19, scope: !4731, inlinedAt: !4714)
!4735 = !DILocation(line: 1917, column: 26, scope: !4731, inlinedAt: !4714)
!4736 = !DILocation(line: 1918, column: 13, scope: !4731, inlinedAt: !4714)
!4737 = !DILocation(line: 1818, column: 5, scope: !4699)
!4738 = !DILocation(line: 0, scope: !4707)
!4739 = !DILocation(line: 1908, column: 5, scope: !4716)
!4740 = !DILocation(line: 1908, column: 5, scope: !4717)
!4741 = !DILocation(line: 1909, column: 5, scope: !4707)
!4742 = !DILocation(line: 1911, column: 23, scope: !4743)
!4743 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1911, column: 17)
!4744 = !DILocation(line: 1911, column: 17, scope: !4731)
!4745 = !DILocation(line: 0, scope: !4720, inlinedAt: !4746)
!4746 = distinct !DILocation(line: 1912, column: 13, scope: !4747)
!4747 = distinct !DILexicalBlock(scope: !4748, file: !3, line: 1912, column: 13)
!4748 = distinct !DILexicalBlock(scope: !4749, file: !3, line: 1912, column: 13)
!4749 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1912, column: 13)
!4750 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4746)
!4751 = !DILocation(line: 1912, column: 13, scope: !4748)
!4752 = !DILocation(line: 1913, column: 47, scope: !4731)
!4753 = !DILocation(line: 1913, column: 19, scope: !4731)
!4754 = !DILocation(line: 1913, column: 33, scope: !4731)
!4755 = !DILocation(line: 1914, column: 13, scope: !4731)
!4756 = !DILocation(line: 0, scope: !4720, inlinedAt: !4757)
!4757 = distinct !DILocation(line: 1916, column: 13, scope: !4728)
!4758 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4757)
!4759 = !DILocation(line: 1916, column: 13, scope: !4729)
!4760 = !DILocation(line: 1917, column: 19, scope: !4731)
!4761 = !DILocation(line: 1917, column: 26, scope: !4731)
!4762 = !DILocation(line: 1918, column: 13, scope: !4731)
!4763 = !DILocation(line: 0, scope: !4720, inlinedAt: !4764)
!4764 = distinct !DILocation(line: 1920, column: 13, scope: !4765)
!4765 = distinct !DILexicalBlock(scope: !4766, file: !3, line: 1920, column: 13)
!4766 = distinct !DILexicalBlock(scope: !4767, file: !3, line: 1920, column: 13)
!4767 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1920, column: 13)
!4768 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4764)
!4769 = !DILocation(line: 1920, column: 13, scope: !4766)
!4770 = !DILocation(line: 1921, column: 19, scope: !4731)
!4771 = !DILocation(line: 1921, column: 33, scope: !4731)
!4772 = !DILocation(line: 1922, column: 13, scope: !4731)
!4773 = !DILocation(line: 0, scope: !4720, inlinedAt: !4774)
!4774 = distinct !DILocation(line: 1924, column: 13, scope: !4775)
!4775 = distinct !DILexicalBlock(scope: !4776, file: !3, line: 1924, column: 13)
!4776 = distinct !DILexicalBlock(scope: !4777, file: !3, line: 1924, column: 13)
!4777 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1924, column: 13)
!4778 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4774)
!4779 = !DILocation(line: 1924, column: 13, scope: !4776)
!4780 = !DILocation(line: 1925, column: 19, scope: !4731)
!4781 = !DILocation(line: 1925, column: 39, scope: !4731)
!4782 = !DILocation(line: 1926, column: 13, scope: !4731)
!4783 = !DILocation(line: 0, scope: !4720, inlinedAt: !4784)
!4784 = distinct !DILocation(line: 1928, column: 13, scope: !4785)
!4785 = distinct !DILexicalBlock(scope: !4786, file: !3, line: 1928, column: 13)
!4786 = distinct !DILexicalBlock(scope: !4787, file: !3, line: 1928, column: 13)
!4787 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1928, column: 13)
!4788 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4784)
!4789 = !DILocation(line: 1928, column: 13, scope: !4786)
!4790 = !DILocation(line: 1929, column: 23, scope: !4791)
!4791 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1929, column: 17)
!4792 = !DILocation(line: 1929, column: 34, scope: !4791)
!4793 = !DILocation(line: 1929, column: 17, scope: !4731)
!4794 = !DILocation(line: 1932, column: 19, scope: !4731)
!4795 = !DILocation(line: 1932, column: 37, scope: !4731)
!4796 = !DILocation(line: 1933, column: 13, scope: !4731)
!4797 = !DILocation(line: 0, scope: !4720, inlinedAt: !4798)
!4798 = distinct !DILocation(line: 1935, column: 13, scope: !4799)
!4799 = distinct !DILexicalBlock(scope: !4800, file: !3, line: 1935, column: 13)
!4800 = distinct !DILexicalBlock(scope: !4801, file: !3, line: 1935, column: 13)
!4801 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1935, column: 13)
!4802 = !DILocation(line: 1867, column: 9, scope: !4720, inlinedAt: !4798)
!4803 = !DILocation(line: 1935, column: 13, scope: !4800)
!4804 = !DILocation(line: 1936, column: 19, scope: !4731)
!4805 = !DILocation(line: 1936, column: 33, scope: !4731)
!4806 = !DILocation(line: 1937, column: 13, scope: !4731)
!4807 = !DILocation(line: 1939, column: 23, scope: !4808)
!4808 = distinct !DILexicalBlock(scope: !4731, file: !3, line: 1939, column: 17)
!4809 = !DILocation(line: 0, scope: !4720, inlinedAt: !4810)
!4810 = distinct !DILocation(line: 1939, column: 29, scope: !4811)
!4811 = distinct !DILexicalBlock(scope: !4812, file: !3, line: 1939, column: 29)
!4812 = distinct !DILexicalBlock(scope: !4813, file: !3, line: 1939, column: 29)
!4813 = distinct !DILexicalBlock(scope: !4808, file: !3, line: 1939, column: 29)
!4814 = !DILocation(line: 1939, column: 17, scope: !4731)
!4815 = !DILocation(line: 1940, column: 19, scope: !4731)
!4816 = !DILocation(line: 1940, column: 37, scope: !4731)
!4817 = !DILocation(line: 1941, column: 13, scope: !4731)
!4818 = !DILocation(line: 1945, column: 1, scope: !4707)
!4819 = distinct !DISubprogram(name: "ZSTD_DCtx_getParameter", scope: !3, file: !3, line: 1877, type: !4820, scopeLine: 1878, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4823)
!4820 = !DISubroutineType(types: !4821)
!4821 = !{!220, !149, !4684, !4822}
!4822 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!4823 = !{!4824, !4825, !4826}
!4824 = !DILocalVariable(name: "dctx", arg: 1, scope: !4819, file: !3, line: 1877, type: !149)
!4825 = !DILocalVariable(name: "param", arg: 2, scope: !4819, file: !3, line: 1877, type: !4684)
!4826 = !DILocalVariable(name: "value", arg: 3, scope: !4819, file: !3, line: 1877, type: !4822)
!4827 = !DILocation(line: 0, scope: !4819)
!4828 = !DILocation(line: 1879, column: 5, scope: !4819)
!4829 = !DILocation(line: 1881, column: 53, scope: !4830)
!4830 = distinct !DILexicalBlock(scope: !4819, file: !3, line: 1879, column: 20)
!4831 = !DILocation(line: 1881, column: 42, scope: !4830)
!4832 = !DILocalVariable(name: "val", arg: 1, scope: !4833, file: !4834, line: 174, type: !174)
!4833 = distinct !DISubprogram(name: "ZSTD_highbit32", scope: !4834, file: !4834, line: 174, type: !4835, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4837)
!4834 = !DIFile(filename: "src/zstd/lib/decompress/../common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!4835 = !DISubroutineType(types: !4836)
!4836 = !{!7, !174}
!4837 = !{!4832}
!4838 = !DILocation(line: 0, scope: !4833, inlinedAt: !4839)
!4839 = distinct !DILocation(line: 1881, column: 27, scope: !4830)
!4840 = !DILocalVariable(name: "val", arg: 1, scope: !4841, file: !4834, line: 69, type: !174)
!4841 = distinct !DISubprogram(name: "ZSTD_countLeadingZeros32", scope: !4834, file: !4834, line: 69, type: !4835, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4842)
!4842 = !{!4840}
!4843 = !DILocation(line: 0, scope: !4841, inlinedAt: !4844)
!4844 = distinct !DILocation(line: 177, column: 17, scope: !4833, inlinedAt: !4839)
!4845 = !DILocation(line: 85, column: 22, scope: !4841, inlinedAt: !4844)
!4846 = !DILocation(line: 177, column: 15, scope: !4833, inlinedAt: !4839)
!4847 = !DILocation(line: 1882, column: 13, scope: !4830)
!4848 = !DILocation(line: 1884, column: 33, scope: !4830)
!4849 = !DILocation(line: 1885, column: 13, scope: !4830)
!4850 = !DILocation(line: 1887, column: 33, scope: !4830)
!4851 = !DILocation(line: 1888, column: 13, scope: !4830)
!4852 = !DILocation(line: 1890, column: 33, scope: !4830)
!4853 = !DILocation(line: 1891, column: 13, scope: !4830)
!4854 = !DILocation(line: 1893, column: 33, scope: !4830)
!4855 = !DILocation(line: 1894, column: 13, scope: !4830)
!4856 = !DILocation(line: 1896, column: 33, scope: !4830)
!4857 = !DILocation(line: 1897, column: 13, scope: !4830)
!4858 = !DILocation(line: 1899, column: 28, scope: !4830)
!4859 = !DILocation(line: 1900, column: 13, scope: !4830)
!4860 = !DILocation(line: 0, scope: !4830)
!4861 = !DILocation(line: 1904, column: 1, scope: !4819)
!4862 = distinct !DISubprogram(name: "ZSTD_sizeof_DStream", scope: !3, file: !3, line: 1965, type: !4863, scopeLine: 1966, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4867)
!4863 = !DISubroutineType(types: !4864)
!4864 = !{!220, !4865}
!4865 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4866, size: 64)
!4866 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3738)
!4867 = !{!4868}
!4868 = !DILocalVariable(name: "dctx", arg: 1, scope: !4862, file: !3, line: 1965, type: !4865)
!4869 = !DILocation(line: 0, scope: !4862)
!4870 = !DILocation(line: 0, scope: !444, inlinedAt: !4871)
!4871 = distinct !DILocation(line: 1967, column: 12, scope: !4862)
!4872 = !DILocation(line: 223, column: 13, scope: !453, inlinedAt: !4871)
!4873 = !DILocation(line: 223, column: 9, scope: !444, inlinedAt: !4871)
!4874 = !DILocation(line: 225, column: 38, scope: !444, inlinedAt: !4871)
!4875 = !DILocation(line: 225, column: 14, scope: !444, inlinedAt: !4871)
!4876 = !DILocation(line: 225, column: 12, scope: !444, inlinedAt: !4871)
!4877 = !DILocation(line: 226, column: 20, scope: !444, inlinedAt: !4871)
!4878 = !DILocation(line: 226, column: 12, scope: !444, inlinedAt: !4871)
!4879 = !DILocation(line: 226, column: 39, scope: !444, inlinedAt: !4871)
!4880 = !DILocation(line: 226, column: 31, scope: !444, inlinedAt: !4871)
!4881 = !DILocation(line: 224, column: 5, scope: !444, inlinedAt: !4871)
!4882 = !DILocation(line: 1967, column: 5, scope: !4862)
!4883 = distinct !DISubprogram(name: "ZSTD_decodingBufferSize_min", scope: !3, file: !3, line: 1988, type: !4884, scopeLine: 1989, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4886)
!4884 = !DISubroutineType(types: !4885)
!4885 = !{!220, !228, !228}
!4886 = !{!4887, !4888}
!4887 = !DILocalVariable(name: "windowSize", arg: 1, scope: !4883, file: !3, line: 1988, type: !228)
!4888 = !DILocalVariable(name: "frameContentSize", arg: 2, scope: !4883, file: !3, line: 1988, type: !228)
!4889 = !DILocation(line: 0, scope: !4883)
!4890 = !DILocalVariable(name: "windowSize", arg: 1, scope: !4891, file: !3, line: 1970, type: !228)
!4891 = distinct !DISubprogram(name: "ZSTD_decodingBufferSize_internal", scope: !3, file: !3, line: 1970, type: !4892, scopeLine: 1971, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4894)
!4892 = !DISubroutineType(types: !4893)
!4893 = !{!220, !228, !228, !220}
!4894 = !{!4890, !4895, !4896, !4897, !4898, !4899, !4900}
!4895 = !DILocalVariable(name: "frameContentSize", arg: 2, scope: !4891, file: !3, line: 1970, type: !228)
!4896 = !DILocalVariable(name: "blockSizeMax", arg: 3, scope: !4891, file: !3, line: 1970, type: !220)
!4897 = !DILocalVariable(name: "blockSize", scope: !4891, file: !3, line: 1972, type: !399)
!4898 = !DILocalVariable(name: "neededRBSize", scope: !4891, file: !3, line: 1980, type: !1414)
!4899 = !DILocalVariable(name: "neededSize", scope: !4891, file: !3, line: 1981, type: !1414)
!4900 = !DILocalVariable(name: "minRBSize", scope: !4891, file: !3, line: 1982, type: !399)
!4901 = !DILocation(line: 0, scope: !4891, inlinedAt: !4902)
!4902 = distinct !DILocation(line: 1990, column: 12, scope: !4883)
!4903 = !DILocation(line: 1972, column: 30, scope: !4891, inlinedAt: !4902)
!4904 = !DILocation(line: 1980, column: 69, scope: !4891, inlinedAt: !4902)
!4905 = !DILocation(line: 1980, column: 56, scope: !4891, inlinedAt: !4902)
!4906 = !DILocation(line: 1980, column: 74, scope: !4891, inlinedAt: !4902)
!4907 = !DILocation(line: 1981, column: 43, scope: !4891, inlinedAt: !4902)
!4908 = !DILocation(line: 1990, column: 5, scope: !4883)
!4909 = distinct !DISubprogram(name: "ZSTD_estimateDStreamSize", scope: !3, file: !3, line: 1993, type: !4910, scopeLine: 1994, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4912)
!4910 = !DISubroutineType(types: !4911)
!4911 = !{!220, !220}
!4912 = !{!4913, !4914, !4915, !4916}
!4913 = !DILocalVariable(name: "windowSize", arg: 1, scope: !4909, file: !3, line: 1993, type: !220)
!4914 = !DILocalVariable(name: "blockSize", scope: !4909, file: !3, line: 1995, type: !399)
!4915 = !DILocalVariable(name: "inBuffSize", scope: !4909, file: !3, line: 1996, type: !399)
!4916 = !DILocalVariable(name: "outBuffSize", scope: !4909, file: !3, line: 1997, type: !399)
!4917 = !DILocation(line: 0, scope: !4909)
!4918 = !DILocation(line: 1995, column: 30, scope: !4909)
!4919 = !DILocation(line: 0, scope: !4883, inlinedAt: !4920)
!4920 = distinct !DILocation(line: 1997, column: 32, scope: !4909)
!4921 = !DILocation(line: 0, scope: !4891, inlinedAt: !4922)
!4922 = distinct !DILocation(line: 1990, column: 12, scope: !4883, inlinedAt: !4920)
!4923 = !DILocation(line: 1980, column: 69, scope: !4891, inlinedAt: !4922)
!4924 = !DILocation(line: 1980, column: 74, scope: !4891, inlinedAt: !4922)
!4925 = !DILocation(line: 1998, column: 36, scope: !4909)
!4926 = !DILocation(line: 1998, column: 49, scope: !4909)
!4927 = !DILocation(line: 1998, column: 5, scope: !4909)
!4928 = distinct !DISubprogram(name: "ZSTD_estimateDStreamSize_fromFrame", scope: !3, file: !3, line: 2001, type: !961, scopeLine: 2002, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4929)
!4929 = !{!4930, !4931, !4932, !4933, !4934}
!4930 = !DILocalVariable(name: "src", arg: 1, scope: !4928, file: !3, line: 2001, type: !214)
!4931 = !DILocalVariable(name: "srcSize", arg: 2, scope: !4928, file: !3, line: 2001, type: !220)
!4932 = !DILocalVariable(name: "windowSizeMax", scope: !4928, file: !3, line: 2003, type: !418)
!4933 = !DILocalVariable(name: "zfh", scope: !4928, file: !3, line: 2004, type: !224)
!4934 = !DILocalVariable(name: "err", scope: !4928, file: !3, line: 2005, type: !399)
!4935 = distinct !DIAssignID()
!4936 = !DILocation(line: 0, scope: !4928)
!4937 = !DILocation(line: 2004, column: 5, scope: !4928)
!4938 = !DILocation(line: 0, scope: !1296, inlinedAt: !4939)
!4939 = distinct !DILocation(line: 2005, column: 24, scope: !4928)
!4940 = !DILocation(line: 561, column: 12, scope: !1296, inlinedAt: !4939)
!4941 = !DILocation(line: 0, scope: !1447, inlinedAt: !4942)
!4942 = distinct !DILocation(line: 2006, column: 9, scope: !4943)
!4943 = distinct !DILexicalBlock(scope: !4928, file: !3, line: 2006, column: 9)
!4944 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !4942)
!4945 = !DILocation(line: 2006, column: 9, scope: !4928)
!4946 = !DILocation(line: 2007, column: 5, scope: !4947)
!4947 = distinct !DILexicalBlock(scope: !4948, file: !3, line: 2007, column: 5)
!4948 = distinct !DILexicalBlock(scope: !4928, file: !3, line: 2007, column: 5)
!4949 = !DILocation(line: 2007, column: 5, scope: !4948)
!4950 = !DILocation(line: 2008, column: 5, scope: !4951)
!4951 = distinct !DILexicalBlock(scope: !4952, file: !3, line: 2008, column: 5)
!4952 = distinct !DILexicalBlock(scope: !4928, file: !3, line: 2008, column: 5)
!4953 = !DILocation(line: 2008, column: 5, scope: !4952)
!4954 = !DILocation(line: 0, scope: !4909, inlinedAt: !4955)
!4955 = distinct !DILocation(line: 2010, column: 12, scope: !4928)
!4956 = !DILocation(line: 1995, column: 30, scope: !4909, inlinedAt: !4955)
!4957 = !DILocation(line: 0, scope: !4883, inlinedAt: !4958)
!4958 = distinct !DILocation(line: 1997, column: 32, scope: !4909, inlinedAt: !4955)
!4959 = !DILocation(line: 0, scope: !4891, inlinedAt: !4960)
!4960 = distinct !DILocation(line: 1990, column: 12, scope: !4883, inlinedAt: !4958)
!4961 = !DILocation(line: 1980, column: 69, scope: !4891, inlinedAt: !4960)
!4962 = !DILocation(line: 1980, column: 74, scope: !4891, inlinedAt: !4960)
!4963 = !DILocation(line: 1998, column: 36, scope: !4909, inlinedAt: !4955)
!4964 = !DILocation(line: 1998, column: 49, scope: !4909, inlinedAt: !4955)
!4965 = !DILocation(line: 2010, column: 5, scope: !4928)
!4966 = !DILocation(line: 2011, column: 1, scope: !4928)
!4967 = distinct !DISubprogram(name: "ZSTD_decompressStream", scope: !3, file: !3, line: 2086, type: !4968, scopeLine: 2087, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4978)
!4968 = !DISubroutineType(types: !4969)
!4969 = !{!220, !3737, !4970, !4971}
!4970 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!4971 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4972, size: 64)
!4972 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_inBuffer", file: !6, line: 705, baseType: !4973)
!4973 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_inBuffer_s", file: !6, line: 701, size: 192, elements: !4974)
!4974 = !{!4975, !4976, !4977}
!4975 = !DIDerivedType(tag: DW_TAG_member, name: "src", scope: !4973, file: !6, line: 702, baseType: !214, size: 64)
!4976 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !4973, file: !6, line: 703, baseType: !220, size: 64, offset: 64)
!4977 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !4973, file: !6, line: 704, baseType: !220, size: 64, offset: 128)
!4978 = !{!4979, !4980, !4981, !4982, !4983, !4984, !4985, !4986, !4988, !4989, !4990, !4991, !4992, !4994, !4998, !5001, !5002, !5006, !5009, !5012, !5014, !5018, !5020, !5021, !5024, !5025, !5028, !5030, !5034, !5036, !5037, !5038, !5039, !5041, !5043, !5044}
!4979 = !DILocalVariable(name: "zds", arg: 1, scope: !4967, file: !3, line: 2086, type: !3737)
!4980 = !DILocalVariable(name: "output", arg: 2, scope: !4967, file: !3, line: 2086, type: !4970)
!4981 = !DILocalVariable(name: "input", arg: 3, scope: !4967, file: !3, line: 2086, type: !4971)
!4982 = !DILocalVariable(name: "src", scope: !4967, file: !3, line: 2088, type: !3623)
!4983 = !DILocalVariable(name: "istart", scope: !4967, file: !3, line: 2089, type: !3623)
!4984 = !DILocalVariable(name: "iend", scope: !4967, file: !3, line: 2090, type: !3623)
!4985 = !DILocalVariable(name: "ip", scope: !4967, file: !3, line: 2091, type: !358)
!4986 = !DILocalVariable(name: "dst", scope: !4967, file: !3, line: 2092, type: !4987)
!4987 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!4988 = !DILocalVariable(name: "ostart", scope: !4967, file: !3, line: 2093, type: !4987)
!4989 = !DILocalVariable(name: "oend", scope: !4967, file: !3, line: 2094, type: !4987)
!4990 = !DILocalVariable(name: "op", scope: !4967, file: !3, line: 2095, type: !320)
!4991 = !DILocalVariable(name: "someMoreWork", scope: !4967, file: !3, line: 2096, type: !174)
!4992 = !DILocalVariable(name: "err_code", scope: !4993, file: !3, line: 2111, type: !399)
!4993 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2111, column: 5)
!4994 = !DILocalVariable(name: "hSize", scope: !4995, file: !3, line: 2138, type: !399)
!4995 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2138, column: 13)
!4996 = distinct !DILexicalBlock(scope: !4997, file: !3, line: 2115, column: 9)
!4997 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2113, column: 26)
!4998 = !DILocalVariable(name: "toLoad", scope: !4999, file: !3, line: 2164, type: !399)
!4999 = distinct !DILexicalBlock(scope: !5000, file: !3, line: 2163, column: 33)
!5000 = distinct !DILexicalBlock(scope: !4995, file: !3, line: 2163, column: 21)
!5001 = !DILocalVariable(name: "remainingInput", scope: !4999, file: !3, line: 2165, type: !399)
!5002 = !DILocalVariable(name: "err_code", scope: !5003, file: !3, line: 2174, type: !399)
!5003 = distinct !DILexicalBlock(scope: !5004, file: !3, line: 2174, column: 25)
!5004 = distinct !DILexicalBlock(scope: !5005, file: !3, line: 2167, column: 50)
!5005 = distinct !DILexicalBlock(scope: !4999, file: !3, line: 2167, column: 25)
!5006 = !DILocalVariable(name: "cSize", scope: !5007, file: !3, line: 2189, type: !399)
!5007 = distinct !DILexicalBlock(scope: !5008, file: !3, line: 2188, column: 77)
!5008 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2186, column: 17)
!5009 = !DILocalVariable(name: "decompressedSize", scope: !5010, file: !3, line: 2192, type: !399)
!5010 = distinct !DILexicalBlock(scope: !5011, file: !3, line: 2190, column: 53)
!5011 = distinct !DILexicalBlock(scope: !5007, file: !3, line: 2190, column: 21)
!5012 = !DILocalVariable(name: "err_code", scope: !5013, file: !3, line: 2214, type: !399)
!5013 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2214, column: 13)
!5014 = !DILocalVariable(name: "err_code", scope: !5015, file: !3, line: 2221, type: !399)
!5015 = distinct !DILexicalBlock(scope: !5016, file: !3, line: 2221, column: 17)
!5016 = distinct !DILexicalBlock(scope: !5017, file: !3, line: 2220, column: 20)
!5017 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2216, column: 17)
!5018 = !DILocalVariable(name: "neededInBuffSize", scope: !5019, file: !3, line: 2237, type: !399)
!5019 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2237, column: 13)
!5020 = !DILocalVariable(name: "neededOutBuffSize", scope: !5019, file: !3, line: 2238, type: !399)
!5021 = !DILocalVariable(name: "tooSmall", scope: !5022, file: !3, line: 2244, type: !5023)
!5022 = distinct !DILexicalBlock(scope: !5019, file: !3, line: 2244, column: 17)
!5023 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!5024 = !DILocalVariable(name: "tooLarge", scope: !5022, file: !3, line: 2245, type: !5023)
!5025 = !DILocalVariable(name: "bufferSize", scope: !5026, file: !3, line: 2248, type: !399)
!5026 = distinct !DILexicalBlock(scope: !5027, file: !3, line: 2247, column: 47)
!5027 = distinct !DILexicalBlock(scope: !5022, file: !3, line: 2247, column: 25)
!5028 = !DILocalVariable(name: "neededInSize", scope: !5029, file: !3, line: 2275, type: !399)
!5029 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2275, column: 13)
!5030 = !DILocalVariable(name: "err_code", scope: !5031, file: !3, line: 2283, type: !399)
!5031 = distinct !DILexicalBlock(scope: !5032, file: !3, line: 2283, column: 21)
!5032 = distinct !DILexicalBlock(scope: !5033, file: !3, line: 2282, column: 56)
!5033 = distinct !DILexicalBlock(scope: !5029, file: !3, line: 2282, column: 21)
!5034 = !DILocalVariable(name: "neededInSize", scope: !5035, file: !3, line: 2294, type: !399)
!5035 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2294, column: 13)
!5036 = !DILocalVariable(name: "toLoad", scope: !5035, file: !3, line: 2295, type: !399)
!5037 = !DILocalVariable(name: "isSkipFrame", scope: !5035, file: !3, line: 2296, type: !5023)
!5038 = !DILocalVariable(name: "loadedSize", scope: !5035, file: !3, line: 2297, type: !220)
!5039 = !DILocalVariable(name: "err_code", scope: !5040, file: !3, line: 2317, type: !399)
!5040 = distinct !DILexicalBlock(scope: !5035, file: !3, line: 2317, column: 17)
!5041 = !DILocalVariable(name: "toFlushSize", scope: !5042, file: !3, line: 2323, type: !399)
!5042 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2322, column: 13)
!5043 = !DILocalVariable(name: "flushedSize", scope: !5042, file: !3, line: 2324, type: !399)
!5044 = !DILocalVariable(name: "nextSrcSizeHint", scope: !5045, file: !3, line: 2366, type: !220)
!5045 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2366, column: 5)
!5046 = distinct !DIAssignID()
!5047 = !DILocation(line: 0, scope: !4967)
!5048 = !DILocation(line: 2088, column: 49, scope: !4967)
!5049 = !{!5050, !458, i64 0}
!5050 = !{!"ZSTD_inBuffer_s", !458, i64 0, !462, i64 8, !462, i64 16}
!5051 = !DILocation(line: 2089, column: 39, scope: !4967)
!5052 = !{!5050, !462, i64 16}
!5053 = !DILocation(line: 2089, column: 32, scope: !4967)
!5054 = !DILocation(line: 2090, column: 37, scope: !4967)
!5055 = !{!5050, !462, i64 8}
!5056 = !DILocation(line: 2090, column: 30, scope: !4967)
!5057 = !DILocation(line: 2092, column: 38, scope: !4967)
!5058 = !{!468, !458, i64 0}
!5059 = !DILocation(line: 2093, column: 34, scope: !4967)
!5060 = !{!468, !462, i64 16}
!5061 = !DILocation(line: 2093, column: 26, scope: !4967)
!5062 = !DILocation(line: 2094, column: 32, scope: !4967)
!5063 = !{!468, !462, i64 8}
!5064 = !DILocation(line: 2094, column: 24, scope: !4967)
!5065 = !DILocation(line: 2100, column: 5, scope: !5066)
!5066 = distinct !DILexicalBlock(scope: !5067, file: !3, line: 2100, column: 5)
!5067 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2100, column: 5)
!5068 = !DILocation(line: 2100, column: 5, scope: !5067)
!5069 = !DILocation(line: 2105, column: 5, scope: !5070)
!5070 = distinct !DILexicalBlock(scope: !5071, file: !3, line: 2105, column: 5)
!5071 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2105, column: 5)
!5072 = !DILocation(line: 2105, column: 5, scope: !5071)
!5073 = !DILocalVariable(name: "zds", arg: 1, scope: !5074, file: !3, line: 2035, type: !4865)
!5074 = distinct !DISubprogram(name: "ZSTD_checkOutBuffer", scope: !3, file: !3, line: 2035, type: !5075, scopeLine: 2036, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5079)
!5075 = !DISubroutineType(types: !5076)
!5076 = !{!220, !4865, !5077}
!5077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5078, size: 64)
!5078 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !335)
!5079 = !{!5073, !5080, !5081}
!5080 = !DILocalVariable(name: "output", arg: 2, scope: !5074, file: !3, line: 2035, type: !5077)
!5081 = !DILocalVariable(name: "expect", scope: !5074, file: !3, line: 2037, type: !5078)
!5082 = !DILocation(line: 0, scope: !5074, inlinedAt: !5083)
!5083 = distinct !DILocation(line: 2111, column: 5, scope: !4993)
!5084 = !DILocation(line: 2037, column: 40, scope: !5074, inlinedAt: !5083)
!5085 = !DILocation(line: 2039, column: 14, scope: !5086, inlinedAt: !5083)
!5086 = distinct !DILexicalBlock(scope: !5074, file: !3, line: 2039, column: 9)
!5087 = !DILocation(line: 2039, column: 28, scope: !5086, inlinedAt: !5083)
!5088 = !DILocation(line: 2039, column: 9, scope: !5074, inlinedAt: !5083)
!5089 = !DILocation(line: 2044, column: 14, scope: !5090, inlinedAt: !5083)
!5090 = distinct !DILexicalBlock(scope: !5074, file: !3, line: 2044, column: 9)
!5091 = !DILocation(line: 2044, column: 26, scope: !5090, inlinedAt: !5083)
!5092 = !DILocation(line: 2044, column: 9, scope: !5074, inlinedAt: !5083)
!5093 = !DILocation(line: 2047, column: 20, scope: !5094, inlinedAt: !5083)
!5094 = distinct !DILexicalBlock(scope: !5074, file: !3, line: 2047, column: 9)
!5095 = !DILocation(line: 2047, column: 35, scope: !5094, inlinedAt: !5083)
!5096 = !DILocation(line: 0, scope: !4993)
!5097 = !DILocation(line: 0, scope: !1447, inlinedAt: !5098)
!5098 = distinct !DILocation(line: 2111, column: 5, scope: !5099)
!5099 = distinct !DILexicalBlock(scope: !4993, file: !3, line: 2111, column: 5)
!5100 = !DILocation(line: 2113, column: 5, scope: !4967)
!5101 = !DILocation(line: 2114, column: 21, scope: !4997)
!5102 = !DILocation(line: 2114, column: 9, scope: !4997)
!5103 = !DILocation(line: 1224, column: 69, scope: !2440, inlinedAt: !5104)
!5104 = distinct !DILocation(line: 2294, column: 45, scope: !5035)
!5105 = !DILocation(line: 1269, column: 61, scope: !5106, inlinedAt: !5111)
!5106 = distinct !DISubprogram(name: "ZSTD_isSkipFrame", scope: !3, file: !3, line: 1269, type: !5107, scopeLine: 1269, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5109)
!5107 = !DISubroutineType(types: !5108)
!5108 = !{!38, !149}
!5109 = !{!5110}
!5110 = !DILocalVariable(name: "dctx", arg: 1, scope: !5106, file: !3, line: 1269, type: !149)
!5111 = distinct !DILocation(line: 2296, column: 41, scope: !5035)
!5112 = !DILocation(line: 2138, column: 106, scope: !4995)
!5113 = !{!457, !462, i64 30304}
!5114 = !DILocation(line: 2118, column: 30, scope: !4996)
!5115 = !DILocation(line: 2119, column: 38, scope: !4996)
!5116 = !{!457, !462, i64 30256}
!5117 = !DILocation(line: 2119, column: 54, scope: !4996)
!5118 = !DILocation(line: 2124, column: 38, scope: !4996)
!5119 = !{i64 0, i64 8, !668, i64 8, i64 8, !994, i64 16, i64 8, !994}
!5120 = !DILocation(line: 2124, column: 13, scope: !4996)
!5121 = !DILocation(line: 2138, column: 119, scope: !4995)
!5122 = !DILocation(line: 2138, column: 38, scope: !4995)
!5123 = !DILocation(line: 0, scope: !4995)
!5124 = !DILocation(line: 2139, column: 26, scope: !5125)
!5125 = distinct !DILexicalBlock(scope: !4995, file: !3, line: 2139, column: 21)
!5126 = !DILocation(line: 2139, column: 21, scope: !5125)
!5127 = !DILocation(line: 2139, column: 44, scope: !5125)
!5128 = !DILocation(line: 2139, column: 52, scope: !5125)
!5129 = !DILocation(line: 2139, column: 47, scope: !5125)
!5130 = !DILocation(line: 2139, column: 21, scope: !4995)
!5131 = !DILocation(line: 2140, column: 21, scope: !5132)
!5132 = distinct !DILexicalBlock(scope: !5125, file: !3, line: 2139, column: 62)
!5133 = !DILocation(line: 2141, column: 17, scope: !5132)
!5134 = !DILocation(line: 0, scope: !1447, inlinedAt: !5135)
!5135 = distinct !DILocation(line: 2142, column: 21, scope: !5136)
!5136 = distinct !DILexicalBlock(scope: !4995, file: !3, line: 2142, column: 21)
!5137 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5135)
!5138 = !DILocation(line: 2142, column: 21, scope: !4995)
!5139 = !DILocation(line: 2163, column: 27, scope: !5000)
!5140 = !DILocation(line: 2163, column: 21, scope: !4995)
!5141 = !DILocation(line: 2164, column: 56, scope: !4999)
!5142 = !DILocation(line: 2164, column: 49, scope: !4999)
!5143 = !DILocation(line: 0, scope: !4999)
!5144 = !DILocation(line: 2165, column: 64, scope: !4999)
!5145 = !DILocation(line: 2167, column: 32, scope: !5005)
!5146 = !DILocation(line: 2167, column: 25, scope: !4999)
!5147 = !DILocation(line: 2168, column: 44, scope: !5148)
!5148 = distinct !DILexicalBlock(scope: !5004, file: !3, line: 2168, column: 29)
!5149 = !DILocation(line: 2168, column: 29, scope: !5004)
!5150 = !DILocation(line: 2169, column: 29, scope: !5151)
!5151 = distinct !DILexicalBlock(scope: !5148, file: !3, line: 2168, column: 49)
!5152 = !DILocation(line: 2170, column: 41, scope: !5151)
!5153 = !DILocation(line: 2171, column: 25, scope: !5151)
!5154 = !DILocation(line: 2174, column: 25, scope: !5003)
!5155 = !DILocation(line: 2172, column: 45, scope: !5004)
!5156 = !DILocation(line: 2172, column: 36, scope: !5004)
!5157 = !DILocation(line: 0, scope: !5003)
!5158 = !DILocation(line: 0, scope: !1447, inlinedAt: !5159)
!5159 = distinct !DILocation(line: 2174, column: 25, scope: !5160)
!5160 = distinct !DILexicalBlock(scope: !5003, file: !3, line: 2174, column: 25)
!5161 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5159)
!5162 = !DILocation(line: 2178, column: 33, scope: !5004)
!5163 = !DILocation(line: 2178, column: 98, scope: !5004)
!5164 = !DILocation(line: 2178, column: 106, scope: !5004)
!5165 = !DILocation(line: 2178, column: 25, scope: !5004)
!5166 = !DILocation(line: 2181, column: 21, scope: !4999)
!5167 = !DILocation(line: 2181, column: 91, scope: !4999)
!5168 = !DILocation(line: 2181, column: 103, scope: !4999)
!5169 = distinct !{!5169, !5100, !5170, !1458}
!5170 = !DILocation(line: 2347, column: 9, scope: !4967)
!5171 = !DILocation(line: 2186, column: 30, scope: !5008)
!5172 = !DILocation(line: 2186, column: 47, scope: !5008)
!5173 = !DILocation(line: 2187, column: 17, scope: !5008)
!5174 = !DILocation(line: 2187, column: 33, scope: !5008)
!5175 = !{!457, !465, i64 29948}
!5176 = !DILocation(line: 2187, column: 43, scope: !5008)
!5177 = !DILocation(line: 2188, column: 17, scope: !5008)
!5178 = !DILocation(line: 2188, column: 38, scope: !5008)
!5179 = !DILocation(line: 2188, column: 43, scope: !5008)
!5180 = !DILocation(line: 2186, column: 17, scope: !4996)
!5181 = !DILocation(line: 2189, column: 112, scope: !5007)
!5182 = !DILocation(line: 0, scope: !1483, inlinedAt: !5183)
!5183 = distinct !DILocation(line: 2189, column: 38, scope: !5007)
!5184 = !DILocation(line: 802, column: 5, scope: !1483, inlinedAt: !5183)
!5185 = !DILocation(line: 802, column: 46, scope: !1483, inlinedAt: !5183)
!5186 = !DILocation(line: 803, column: 26, scope: !1483, inlinedAt: !5183)
!5187 = !DILocation(line: 804, column: 1, scope: !1483, inlinedAt: !5183)
!5188 = !DILocation(line: 0, scope: !5007)
!5189 = !DILocation(line: 2190, column: 27, scope: !5011)
!5190 = !DILocation(line: 2190, column: 21, scope: !5007)
!5191 = !DILocation(line: 2192, column: 123, scope: !5010)
!5192 = !DILocation(line: 0, scope: !2315, inlinedAt: !5193)
!5193 = distinct !DILocation(line: 2192, column: 53, scope: !5010)
!5194 = !DILocation(line: 1662, column: 12, scope: !2315, inlinedAt: !5193)
!5195 = !DILocation(line: 0, scope: !5010)
!5196 = !DILocation(line: 0, scope: !1447, inlinedAt: !5197)
!5197 = distinct !DILocation(line: 2193, column: 25, scope: !5198)
!5198 = distinct !DILexicalBlock(scope: !5010, file: !3, line: 2193, column: 25)
!5199 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5197)
!5200 = !DILocation(line: 2193, column: 25, scope: !5010)
!5201 = !DILocation(line: 2196, column: 33, scope: !5010)
!5202 = !DILocation(line: 2197, column: 26, scope: !5010)
!5203 = !DILocation(line: 2198, column: 35, scope: !5010)
!5204 = !DILocation(line: 2205, column: 22, scope: !5205)
!5205 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2205, column: 17)
!5206 = !DILocation(line: 2205, column: 36, scope: !5205)
!5207 = !DILocation(line: 2206, column: 17, scope: !5205)
!5208 = !DILocation(line: 2206, column: 33, scope: !5205)
!5209 = !DILocation(line: 2206, column: 43, scope: !5205)
!5210 = !DILocation(line: 2207, column: 17, scope: !5205)
!5211 = !DILocation(line: 2207, column: 33, scope: !5205)
!5212 = !DILocation(line: 2207, column: 50, scope: !5205)
!5213 = !DILocation(line: 2208, column: 17, scope: !5205)
!5214 = !DILocation(line: 0, scope: !2292, inlinedAt: !5215)
!5215 = distinct !DILocation(line: 2214, column: 13, scope: !5013)
!5216 = !DILocation(line: 1182, column: 19, scope: !2292, inlinedAt: !5215)
!5217 = !DILocation(line: 1182, column: 5, scope: !2292, inlinedAt: !5215)
!5218 = !DILocation(line: 0, scope: !824, inlinedAt: !5219)
!5219 = distinct !DILocation(line: 1187, column: 9, scope: !2302, inlinedAt: !5215)
!5220 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !5219)
!5221 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !5219)
!5222 = !DILocation(line: 321, column: 20, scope: !824, inlinedAt: !5219)
!5223 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !5219)
!5224 = !DILocation(line: 1188, column: 9, scope: !2302, inlinedAt: !5215)
!5225 = !DILocation(line: 1190, column: 22, scope: !2302, inlinedAt: !5215)
!5226 = !DILocation(line: 1190, column: 9, scope: !2302, inlinedAt: !5215)
!5227 = !DILocation(line: 1192, column: 24, scope: !2302, inlinedAt: !5215)
!5228 = !DILocation(line: 1193, column: 22, scope: !2302, inlinedAt: !5215)
!5229 = !DILocation(line: 1193, column: 9, scope: !2302, inlinedAt: !5215)
!5230 = !DILocation(line: 0, scope: !2302, inlinedAt: !5215)
!5231 = !DILocation(line: 2214, column: 13, scope: !5013)
!5232 = !DILocation(line: 0, scope: !5013)
!5233 = !DILocation(line: 0, scope: !1447, inlinedAt: !5234)
!5234 = distinct !DILocation(line: 2214, column: 13, scope: !5235)
!5235 = distinct !DILexicalBlock(scope: !5013, file: !3, line: 2214, column: 13)
!5236 = !DILocation(line: 2216, column: 22, scope: !5017)
!5237 = !DILocation(line: 2216, column: 29, scope: !5017)
!5238 = !DILocation(line: 2217, column: 17, scope: !5017)
!5239 = !DILocation(line: 0, scope: !918, inlinedAt: !5240)
!5240 = distinct !DILocation(line: 2217, column: 21, scope: !5017)
!5241 = !DILocation(line: 0, scope: !925, inlinedAt: !5242)
!5242 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !5240)
!5243 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !5242)
!5244 = !DILocation(line: 2217, column: 53, scope: !5017)
!5245 = !DILocation(line: 2217, column: 82, scope: !5017)
!5246 = !DILocation(line: 2216, column: 17, scope: !4996)
!5247 = !DILocation(line: 0, scope: !918, inlinedAt: !5248)
!5248 = distinct !DILocation(line: 2218, column: 33, scope: !5249)
!5249 = distinct !DILexicalBlock(scope: !5017, file: !3, line: 2217, column: 113)
!5250 = !DILocation(line: 0, scope: !925, inlinedAt: !5251)
!5251 = distinct !DILocation(line: 324, column: 16, scope: !929, inlinedAt: !5248)
!5252 = !DILocation(line: 183, column: 53, scope: !925, inlinedAt: !5251)
!5253 = !DILocation(line: 2218, column: 33, scope: !5249)
!5254 = !DILocation(line: 2220, column: 13, scope: !5249)
!5255 = !DILocation(line: 2221, column: 17, scope: !5015)
!5256 = !DILocation(line: 0, scope: !1980, inlinedAt: !5257)
!5257 = distinct !DILocation(line: 2221, column: 17, scope: !5015)
!5258 = !DILocation(line: 704, column: 27, scope: !1980, inlinedAt: !5257)
!5259 = !DILocation(line: 0, scope: !1447, inlinedAt: !5260)
!5260 = distinct !DILocation(line: 705, column: 9, scope: !1990, inlinedAt: !5257)
!5261 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5260)
!5262 = !DILocation(line: 705, column: 9, scope: !1980, inlinedAt: !5257)
!5263 = !DILocation(line: 706, column: 5, scope: !1994, inlinedAt: !5257)
!5264 = !DILocation(line: 706, column: 5, scope: !1995, inlinedAt: !5257)
!5265 = !DILocation(line: 709, column: 15, scope: !1998, inlinedAt: !5257)
!5266 = !DILocation(line: 709, column: 33, scope: !1998, inlinedAt: !5257)
!5267 = !DILocation(line: 709, column: 63, scope: !1998, inlinedAt: !5257)
!5268 = !DILocation(line: 709, column: 72, scope: !1998, inlinedAt: !5257)
!5269 = !DILocation(line: 709, column: 66, scope: !1998, inlinedAt: !5257)
!5270 = !DILocation(line: 709, column: 9, scope: !1980, inlinedAt: !5257)
!5271 = !DILocation(line: 710, column: 9, scope: !2005, inlinedAt: !5257)
!5272 = !DILocation(line: 711, column: 5, scope: !2005, inlinedAt: !5257)
!5273 = !DILocation(line: 717, column: 5, scope: !2008, inlinedAt: !5257)
!5274 = !DILocation(line: 717, column: 5, scope: !2009, inlinedAt: !5257)
!5275 = !DILocation(line: 720, column: 45, scope: !1980, inlinedAt: !5257)
!5276 = !DILocation(line: 720, column: 31, scope: !1980, inlinedAt: !5257)
!5277 = !DILocation(line: 720, column: 58, scope: !1980, inlinedAt: !5257)
!5278 = !DILocation(line: 720, column: 68, scope: !1980, inlinedAt: !5257)
!5279 = !DILocation(line: 720, column: 61, scope: !1980, inlinedAt: !5257)
!5280 = !DILocation(line: 720, column: 30, scope: !1980, inlinedAt: !5257)
!5281 = !DILocation(line: 720, column: 28, scope: !1980, inlinedAt: !5257)
!5282 = !DILocation(line: 721, column: 9, scope: !1980, inlinedAt: !5257)
!5283 = !DILocation(line: 0, scope: !2024, inlinedAt: !5284)
!5284 = distinct !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !5257)
!5285 = !DILocation(line: 3563, column: 5, scope: !2024, inlinedAt: !5284)
!5286 = !DILocation(line: 3564, column: 20, scope: !2024, inlinedAt: !5284)
!5287 = !DILocation(line: 3565, column: 20, scope: !2024, inlinedAt: !5284)
!5288 = !DILocation(line: 3567, column: 20, scope: !2024, inlinedAt: !5284)
!5289 = !DILocation(line: 721, column: 33, scope: !2033, inlinedAt: !5257)
!5290 = !DILocation(line: 722, column: 26, scope: !1980, inlinedAt: !5257)
!5291 = !DILocation(line: 0, scope: !5015)
!5292 = !DILocation(line: 0, scope: !1447, inlinedAt: !5293)
!5293 = distinct !DILocation(line: 2221, column: 17, scope: !5294)
!5294 = distinct !DILexicalBlock(scope: !5015, file: !3, line: 2221, column: 17)
!5295 = !DILocation(line: 0, scope: !5017)
!5296 = !DILocation(line: 2230, column: 39, scope: !4996)
!5297 = !{!457, !464, i64 29936}
!5298 = !DILocation(line: 2230, column: 37, scope: !4996)
!5299 = !DILocation(line: 2231, column: 13, scope: !5300)
!5300 = distinct !DILexicalBlock(scope: !5301, file: !3, line: 2231, column: 13)
!5301 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2231, column: 13)
!5302 = !DILocation(line: 2231, column: 13, scope: !5301)
!5303 = !DILocation(line: 2233, column: 22, scope: !5304)
!5304 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2233, column: 17)
!5305 = !DILocation(line: 2233, column: 40, scope: !5304)
!5306 = !DILocation(line: 2237, column: 49, scope: !5019)
!5307 = !DILocation(line: 2233, column: 17, scope: !4996)
!5308 = !DILocation(line: 2234, column: 45, scope: !5304)
!5309 = !DILocation(line: 2234, column: 43, scope: !5304)
!5310 = !DILocation(line: 2234, column: 17, scope: !5304)
!5311 = !DILocation(line: 0, scope: !5019)
!5312 = !DILocation(line: 2238, column: 55, scope: !5019)
!5313 = !DILocation(line: 2238, column: 69, scope: !5019)
!5314 = !DILocation(line: 2238, column: 50, scope: !5019)
!5315 = !DILocation(line: 2239, column: 98, scope: !5019)
!5316 = !DILocation(line: 2239, column: 116, scope: !5019)
!5317 = !DILocation(line: 0, scope: !4891, inlinedAt: !5318)
!5318 = distinct !DILocation(line: 2239, column: 27, scope: !5019)
!5319 = !DILocation(line: 1972, column: 30, scope: !4891, inlinedAt: !5318)
!5320 = !DILocation(line: 1980, column: 69, scope: !4891, inlinedAt: !5318)
!5321 = !DILocation(line: 1980, column: 56, scope: !4891, inlinedAt: !5318)
!5322 = !DILocation(line: 1980, column: 74, scope: !4891, inlinedAt: !5318)
!5323 = !DILocation(line: 1981, column: 43, scope: !4891, inlinedAt: !5318)
!5324 = !DILocalVariable(name: "zds", arg: 1, scope: !5325, file: !3, line: 2021, type: !3737)
!5325 = distinct !DISubprogram(name: "ZSTD_DCtx_updateOversizedDuration", scope: !3, file: !3, line: 2021, type: !5326, scopeLine: 2022, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5328)
!5326 = !DISubroutineType(types: !5327)
!5327 = !{null, !3737, !399, !399}
!5328 = !{!5324, !5329, !5330}
!5329 = !DILocalVariable(name: "neededInBuffSize", arg: 2, scope: !5325, file: !3, line: 2021, type: !399)
!5330 = !DILocalVariable(name: "neededOutBuffSize", arg: 3, scope: !5325, file: !3, line: 2021, type: !399)
!5331 = !DILocation(line: 0, scope: !5325, inlinedAt: !5332)
!5332 = distinct !DILocation(line: 2242, column: 17, scope: !5019)
!5333 = !DILocalVariable(name: "zds", arg: 1, scope: !5334, file: !3, line: 2016, type: !3737)
!5334 = distinct !DISubprogram(name: "ZSTD_DCtx_isOverflow", scope: !3, file: !3, line: 2016, type: !5335, scopeLine: 2017, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5337)
!5335 = !DISubroutineType(types: !5336)
!5336 = !{!38, !3737, !399, !399}
!5337 = !{!5333, !5338, !5339}
!5338 = !DILocalVariable(name: "neededInBuffSize", arg: 2, scope: !5334, file: !3, line: 2016, type: !399)
!5339 = !DILocalVariable(name: "neededOutBuffSize", arg: 3, scope: !5334, file: !3, line: 2016, type: !399)
!5340 = !DILocation(line: 0, scope: !5334, inlinedAt: !5341)
!5341 = distinct !DILocation(line: 2023, column: 9, scope: !5342, inlinedAt: !5332)
!5342 = distinct !DILexicalBlock(scope: !5325, file: !3, line: 2023, column: 9)
!5343 = !DILocation(line: 2018, column: 18, scope: !5334, inlinedAt: !5341)
!5344 = !DILocation(line: 2018, column: 36, scope: !5334, inlinedAt: !5341)
!5345 = !DILocation(line: 2018, column: 29, scope: !5334, inlinedAt: !5341)
!5346 = !DILocation(line: 2018, column: 70, scope: !5334, inlinedAt: !5341)
!5347 = !DILocation(line: 2018, column: 91, scope: !5334, inlinedAt: !5341)
!5348 = !DILocation(line: 2018, column: 49, scope: !5334, inlinedAt: !5341)
!5349 = !DILocation(line: 2023, column: 9, scope: !5325, inlinedAt: !5332)
!5350 = !DILocation(line: 2024, column: 31, scope: !5342, inlinedAt: !5332)
!5351 = !DILocation(line: 2024, column: 9, scope: !5342, inlinedAt: !5332)
!5352 = !DILocation(line: 0, scope: !5342, inlinedAt: !5332)
!5353 = !DILocation(line: 2244, column: 59, scope: !5022)
!5354 = !DILocation(line: 2244, column: 79, scope: !5022)
!5355 = !DILocation(line: 2244, column: 100, scope: !5022)
!5356 = !DILocation(line: 0, scope: !5022)
!5357 = !DILocalVariable(name: "zds", arg: 1, scope: !5358, file: !3, line: 2029, type: !3737)
!5358 = distinct !DISubprogram(name: "ZSTD_DCtx_isOversizedTooLong", scope: !3, file: !3, line: 2029, type: !5359, scopeLine: 2030, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5361)
!5359 = !DISubroutineType(types: !5360)
!5360 = !{!38, !3737}
!5361 = !{!5357}
!5362 = !DILocation(line: 0, scope: !5358, inlinedAt: !5363)
!5363 = distinct !DILocation(line: 2245, column: 42, scope: !5022)
!5364 = !DILocation(line: 2031, column: 35, scope: !5358, inlinedAt: !5363)
!5365 = !DILocation(line: 2247, column: 34, scope: !5027)
!5366 = !DILocation(line: 0, scope: !5026)
!5367 = !DILocation(line: 2253, column: 34, scope: !5368)
!5368 = distinct !DILexicalBlock(scope: !5026, file: !3, line: 2253, column: 29)
!5369 = !DILocation(line: 2253, column: 29, scope: !5368)
!5370 = !DILocation(line: 2253, column: 29, scope: !5026)
!5371 = !DILocation(line: 2256, column: 29, scope: !5372)
!5372 = distinct !DILexicalBlock(scope: !5373, file: !3, line: 2256, column: 29)
!5373 = distinct !DILexicalBlock(scope: !5374, file: !3, line: 2256, column: 29)
!5374 = distinct !DILexicalBlock(scope: !5368, file: !3, line: 2253, column: 46)
!5375 = !DILocation(line: 2256, column: 29, scope: !5373)
!5376 = !DILocation(line: 2267, column: 45, scope: !5026)
!5377 = !DILocation(line: 2260, column: 50, scope: !5378)
!5378 = distinct !DILexicalBlock(scope: !5368, file: !3, line: 2259, column: 32)
!5379 = !DILocation(line: 0, scope: !835, inlinedAt: !5380)
!5380 = distinct !DILocation(line: 2260, column: 29, scope: !5378)
!5381 = !DILocation(line: 47, column: 12, scope: !843, inlinedAt: !5380)
!5382 = !DILocation(line: 47, column: 9, scope: !835, inlinedAt: !5380)
!5383 = !DILocation(line: 48, column: 13, scope: !846, inlinedAt: !5380)
!5384 = !DILocation(line: 48, column: 13, scope: !847, inlinedAt: !5380)
!5385 = !DILocation(line: 49, column: 13, scope: !846, inlinedAt: !5380)
!5386 = !DILocation(line: 51, column: 13, scope: !846, inlinedAt: !5380)
!5387 = !DILocation(line: 2261, column: 45, scope: !5378)
!5388 = !DILocation(line: 2262, column: 46, scope: !5378)
!5389 = !DILocation(line: 28, column: 19, scope: !658, inlinedAt: !5390)
!5390 = distinct !DILocation(line: 2263, column: 50, scope: !5378)
!5391 = !DILocation(line: 0, scope: !648, inlinedAt: !5390)
!5392 = !DILocation(line: 28, column: 9, scope: !658, inlinedAt: !5390)
!5393 = !DILocation(line: 28, column: 9, scope: !648, inlinedAt: !5390)
!5394 = !DILocation(line: 29, column: 16, scope: !658, inlinedAt: !5390)
!5395 = !DILocation(line: 29, column: 9, scope: !658, inlinedAt: !5390)
!5396 = !DILocation(line: 30, column: 12, scope: !648, inlinedAt: !5390)
!5397 = !DILocation(line: 30, column: 5, scope: !648, inlinedAt: !5390)
!5398 = !DILocation(line: 2263, column: 41, scope: !5378)
!5399 = !DILocation(line: 2264, column: 29, scope: !5400)
!5400 = distinct !DILexicalBlock(scope: !5401, file: !3, line: 2264, column: 29)
!5401 = distinct !DILexicalBlock(scope: !5378, file: !3, line: 2264, column: 29)
!5402 = !DILocation(line: 2264, column: 29, scope: !5401)
!5403 = !DILocation(line: 2266, column: 41, scope: !5026)
!5404 = !DILocation(line: 2267, column: 52, scope: !5026)
!5405 = !DILocation(line: 2267, column: 38, scope: !5026)
!5406 = !{!457, !458, i64 30272}
!5407 = !DILocation(line: 2268, column: 42, scope: !5026)
!5408 = !DILocation(line: 2269, column: 13, scope: !5027)
!5409 = !DILocation(line: 2270, column: 30, scope: !4996)
!5410 = !DILocation(line: 2270, column: 13, scope: !4996)
!5411 = !DILocation(line: 2275, column: 106, scope: !5029)
!5412 = !DILocation(line: 0, scope: !2490, inlinedAt: !5413)
!5413 = distinct !DILocation(line: 2275, column: 45, scope: !5029)
!5414 = !DILocation(line: 1237, column: 17, scope: !2500, inlinedAt: !5413)
!5415 = !DILocation(line: 1237, column: 49, scope: !2500, inlinedAt: !5413)
!5416 = !DILocation(line: 1238, column: 22, scope: !2500, inlinedAt: !5413)
!5417 = !DILocation(line: 1238, column: 9, scope: !2500, inlinedAt: !5413)
!5418 = !DILocation(line: 1239, column: 15, scope: !2505, inlinedAt: !5413)
!5419 = !DILocation(line: 1239, column: 21, scope: !2505, inlinedAt: !5413)
!5420 = !DILocation(line: 1239, column: 9, scope: !2490, inlinedAt: !5413)
!5421 = !DILocation(line: 1241, column: 12, scope: !2490, inlinedAt: !5413)
!5422 = !DILocation(line: 0, scope: !5029)
!5423 = !DILocation(line: 2277, column: 21, scope: !5029)
!5424 = !DILocation(line: 2277, column: 33, scope: !5425)
!5425 = distinct !DILexicalBlock(scope: !5029, file: !3, line: 2277, column: 21)
!5426 = !DILocation(line: 2282, column: 39, scope: !5033)
!5427 = !DILocation(line: 2282, column: 21, scope: !5029)
!5428 = !DILocalVariable(name: "zds", arg: 1, scope: !5429, file: !3, line: 2058, type: !3737)
!5429 = distinct !DISubprogram(name: "ZSTD_decompressContinueStream", scope: !3, file: !3, line: 2057, type: !5430, scopeLine: 2059, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5433)
!5430 = !DISubroutineType(types: !5431)
!5431 = !{!220, !3737, !5432, !320, !214, !220}
!5432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!5433 = !{!5428, !5434, !5435, !5436, !5437, !5438, !5439, !5442, !5443, !5445, !5447, !5448}
!5434 = !DILocalVariable(name: "op", arg: 2, scope: !5429, file: !3, line: 2058, type: !5432)
!5435 = !DILocalVariable(name: "oend", arg: 3, scope: !5429, file: !3, line: 2058, type: !320)
!5436 = !DILocalVariable(name: "src", arg: 4, scope: !5429, file: !3, line: 2059, type: !214)
!5437 = !DILocalVariable(name: "srcSize", arg: 5, scope: !5429, file: !3, line: 2059, type: !220)
!5438 = !DILocalVariable(name: "isSkipFrame", scope: !5429, file: !3, line: 2060, type: !5023)
!5439 = !DILocalVariable(name: "dstSize", scope: !5440, file: !3, line: 2062, type: !399)
!5440 = distinct !DILexicalBlock(scope: !5441, file: !3, line: 2061, column: 49)
!5441 = distinct !DILexicalBlock(scope: !5429, file: !3, line: 2061, column: 9)
!5442 = !DILocalVariable(name: "decodedSize", scope: !5440, file: !3, line: 2063, type: !399)
!5443 = !DILocalVariable(name: "err_code", scope: !5444, file: !3, line: 2065, type: !399)
!5444 = distinct !DILexicalBlock(scope: !5440, file: !3, line: 2065, column: 9)
!5445 = !DILocalVariable(name: "dstSize", scope: !5446, file: !3, line: 2074, type: !399)
!5446 = distinct !DILexicalBlock(scope: !5441, file: !3, line: 2072, column: 12)
!5447 = !DILocalVariable(name: "decodedSize", scope: !5446, file: !3, line: 2075, type: !399)
!5448 = !DILocalVariable(name: "err_code", scope: !5449, file: !3, line: 2076, type: !399)
!5449 = distinct !DILexicalBlock(scope: !5446, file: !3, line: 2076, column: 9)
!5450 = !DILocation(line: 0, scope: !5429, inlinedAt: !5451)
!5451 = distinct !DILocation(line: 2283, column: 21, scope: !5031)
!5452 = !DILocation(line: 0, scope: !5106, inlinedAt: !5453)
!5453 = distinct !DILocation(line: 2060, column: 29, scope: !5429, inlinedAt: !5451)
!5454 = !DILocation(line: 1269, column: 67, scope: !5106, inlinedAt: !5453)
!5455 = !DILocation(line: 2061, column: 14, scope: !5441, inlinedAt: !5451)
!5456 = !DILocation(line: 2061, column: 28, scope: !5441, inlinedAt: !5451)
!5457 = !DILocation(line: 2061, column: 9, scope: !5429, inlinedAt: !5451)
!5458 = !DILocation(line: 2062, column: 32, scope: !5440, inlinedAt: !5451)
!5459 = !DILocation(line: 2064, column: 37, scope: !5440, inlinedAt: !5451)
!5460 = !{!457, !462, i64 30288}
!5461 = !DILocation(line: 2062, column: 55, scope: !5440, inlinedAt: !5451)
!5462 = !DILocation(line: 2062, column: 74, scope: !5440, inlinedAt: !5451)
!5463 = !DILocation(line: 2062, column: 67, scope: !5440, inlinedAt: !5451)
!5464 = !DILocation(line: 0, scope: !5440, inlinedAt: !5451)
!5465 = !DILocation(line: 2064, column: 22, scope: !5440, inlinedAt: !5451)
!5466 = !DILocation(line: 2064, column: 30, scope: !5440, inlinedAt: !5451)
!5467 = !DILocation(line: 2063, column: 36, scope: !5440, inlinedAt: !5451)
!5468 = !DILocation(line: 0, scope: !5444, inlinedAt: !5451)
!5469 = !DILocation(line: 0, scope: !1447, inlinedAt: !5470)
!5470 = distinct !DILocation(line: 2065, column: 9, scope: !5471, inlinedAt: !5451)
!5471 = distinct !DILexicalBlock(scope: !5444, file: !3, line: 2065, column: 9)
!5472 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5470)
!5473 = !DILocation(line: 2066, column: 14, scope: !5474, inlinedAt: !5451)
!5474 = distinct !DILexicalBlock(scope: !5440, file: !3, line: 2066, column: 13)
!5475 = !DILocation(line: 2066, column: 26, scope: !5474, inlinedAt: !5451)
!5476 = !DILocation(line: 2069, column: 32, scope: !5477, inlinedAt: !5451)
!5477 = distinct !DILexicalBlock(scope: !5474, file: !3, line: 2068, column: 16)
!5478 = !DILocation(line: 2069, column: 41, scope: !5477, inlinedAt: !5451)
!5479 = !DILocation(line: 2069, column: 25, scope: !5477, inlinedAt: !5451)
!5480 = !{!457, !462, i64 30296}
!5481 = !DILocation(line: 2074, column: 32, scope: !5446, inlinedAt: !5451)
!5482 = !DILocation(line: 0, scope: !5446, inlinedAt: !5451)
!5483 = !DILocation(line: 2075, column: 36, scope: !5446, inlinedAt: !5451)
!5484 = !DILocation(line: 0, scope: !5449, inlinedAt: !5451)
!5485 = !DILocation(line: 0, scope: !1447, inlinedAt: !5486)
!5486 = distinct !DILocation(line: 2076, column: 9, scope: !5487, inlinedAt: !5451)
!5487 = distinct !DILexicalBlock(scope: !5449, file: !3, line: 2076, column: 9)
!5488 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5486)
!5489 = !DILocation(line: 2077, column: 13, scope: !5446, inlinedAt: !5451)
!5490 = !DILocation(line: 0, scope: !5441, inlinedAt: !5451)
!5491 = !DILocation(line: 0, scope: !5031)
!5492 = !DILocation(line: 0, scope: !1447, inlinedAt: !5493)
!5493 = distinct !DILocation(line: 2283, column: 21, scope: !5494)
!5494 = distinct !DILexicalBlock(scope: !5031, file: !3, line: 2283, column: 21)
!5495 = !DILocation(line: 2289, column: 19, scope: !5496)
!5496 = distinct !DILexicalBlock(scope: !4996, file: !3, line: 2289, column: 17)
!5497 = !DILocation(line: 2289, column: 17, scope: !4996)
!5498 = !DILocation(line: 2290, column: 30, scope: !4996)
!5499 = !DILocation(line: 2290, column: 13, scope: !4996)
!5500 = !DILocation(line: 0, scope: !2440, inlinedAt: !5104)
!5501 = !DILocation(line: 0, scope: !5035)
!5502 = !DILocation(line: 2295, column: 59, scope: !5035)
!5503 = !DILocation(line: 2295, column: 52, scope: !5035)
!5504 = !DILocation(line: 0, scope: !5106, inlinedAt: !5111)
!5505 = !DILocation(line: 1269, column: 67, scope: !5106, inlinedAt: !5111)
!5506 = !DILocation(line: 2300, column: 21, scope: !5035)
!5507 = !DILocation(line: 2303, column: 21, scope: !5508)
!5508 = distinct !DILexicalBlock(scope: !5509, file: !3, line: 2303, column: 21)
!5509 = distinct !DILexicalBlock(scope: !5510, file: !3, line: 2303, column: 21)
!5510 = distinct !DILexicalBlock(scope: !5511, file: !3, line: 2302, column: 24)
!5511 = distinct !DILexicalBlock(scope: !5035, file: !3, line: 2300, column: 21)
!5512 = !DILocation(line: 2303, column: 21, scope: !5509)
!5513 = !DILocation(line: 2306, column: 100, scope: !5510)
!5514 = !DILocalVariable(name: "dst", arg: 1, scope: !5515, file: !12, line: 248, type: !148)
!5515 = distinct !DISubprogram(name: "ZSTD_limitCopy", scope: !12, file: !12, line: 248, type: !2077, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5516)
!5516 = !{!5514, !5517, !5518, !5519, !5520}
!5517 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !5515, file: !12, line: 248, type: !220)
!5518 = !DILocalVariable(name: "src", arg: 3, scope: !5515, file: !12, line: 248, type: !214)
!5519 = !DILocalVariable(name: "srcSize", arg: 4, scope: !5515, file: !12, line: 248, type: !220)
!5520 = !DILocalVariable(name: "length", scope: !5515, file: !12, line: 250, type: !399)
!5521 = !DILocation(line: 0, scope: !5515, inlinedAt: !5522)
!5522 = distinct !DILocation(line: 2306, column: 34, scope: !5510)
!5523 = !DILocation(line: 250, column: 27, scope: !5515, inlinedAt: !5522)
!5524 = !DILocation(line: 251, column: 16, scope: !5525, inlinedAt: !5522)
!5525 = distinct !DILexicalBlock(scope: !5515, file: !12, line: 251, column: 9)
!5526 = !DILocation(line: 251, column: 9, scope: !5515, inlinedAt: !5522)
!5527 = !DILocation(line: 2306, column: 54, scope: !5510)
!5528 = !DILocation(line: 2306, column: 61, scope: !5510)
!5529 = !DILocation(line: 252, column: 9, scope: !5530, inlinedAt: !5522)
!5530 = distinct !DILexicalBlock(scope: !5525, file: !12, line: 251, column: 21)
!5531 = !DILocation(line: 2311, column: 32, scope: !5532)
!5532 = distinct !DILexicalBlock(scope: !5533, file: !3, line: 2308, column: 38)
!5533 = distinct !DILexicalBlock(scope: !5035, file: !3, line: 2308, column: 21)
!5534 = !DILocation(line: 2308, column: 21, scope: !5035)
!5535 = !DILocation(line: 2301, column: 34, scope: !5536)
!5536 = distinct !DILexicalBlock(scope: !5511, file: !3, line: 2300, column: 34)
!5537 = !DILocation(line: 2308, column: 32, scope: !5533)
!5538 = !DILocation(line: 2310, column: 24, scope: !5532)
!5539 = !DILocation(line: 2312, column: 17, scope: !5532)
!5540 = !DILocation(line: 2313, column: 32, scope: !5541)
!5541 = distinct !DILexicalBlock(scope: !5035, file: !3, line: 2313, column: 21)
!5542 = !DILocation(line: 2313, column: 21, scope: !5035)
!5543 = !DILocation(line: 2316, column: 28, scope: !5035)
!5544 = !DILocation(line: 2317, column: 17, scope: !5040)
!5545 = !DILocation(line: 0, scope: !5429, inlinedAt: !5546)
!5546 = distinct !DILocation(line: 2317, column: 17, scope: !5040)
!5547 = !DILocation(line: 0, scope: !5106, inlinedAt: !5548)
!5548 = distinct !DILocation(line: 2060, column: 29, scope: !5429, inlinedAt: !5546)
!5549 = !DILocation(line: 1269, column: 61, scope: !5106, inlinedAt: !5548)
!5550 = !DILocation(line: 1269, column: 67, scope: !5106, inlinedAt: !5548)
!5551 = !DILocation(line: 2061, column: 14, scope: !5441, inlinedAt: !5546)
!5552 = !DILocation(line: 2061, column: 28, scope: !5441, inlinedAt: !5546)
!5553 = !DILocation(line: 2061, column: 9, scope: !5429, inlinedAt: !5546)
!5554 = !DILocation(line: 2062, column: 32, scope: !5440, inlinedAt: !5546)
!5555 = !DILocation(line: 2064, column: 37, scope: !5440, inlinedAt: !5546)
!5556 = !DILocation(line: 2062, column: 55, scope: !5440, inlinedAt: !5546)
!5557 = !DILocation(line: 2062, column: 74, scope: !5440, inlinedAt: !5546)
!5558 = !DILocation(line: 2062, column: 67, scope: !5440, inlinedAt: !5546)
!5559 = !DILocation(line: 0, scope: !5440, inlinedAt: !5546)
!5560 = !DILocation(line: 2064, column: 22, scope: !5440, inlinedAt: !5546)
!5561 = !DILocation(line: 2064, column: 30, scope: !5440, inlinedAt: !5546)
!5562 = !DILocation(line: 2063, column: 36, scope: !5440, inlinedAt: !5546)
!5563 = !DILocation(line: 0, scope: !5444, inlinedAt: !5546)
!5564 = !DILocation(line: 0, scope: !1447, inlinedAt: !5565)
!5565 = distinct !DILocation(line: 2065, column: 9, scope: !5471, inlinedAt: !5546)
!5566 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5565)
!5567 = !DILocation(line: 2066, column: 14, scope: !5474, inlinedAt: !5546)
!5568 = !DILocation(line: 2066, column: 26, scope: !5474, inlinedAt: !5546)
!5569 = !DILocation(line: 2069, column: 32, scope: !5477, inlinedAt: !5546)
!5570 = !DILocation(line: 2069, column: 41, scope: !5477, inlinedAt: !5546)
!5571 = !DILocation(line: 2069, column: 25, scope: !5477, inlinedAt: !5546)
!5572 = !DILocation(line: 2074, column: 32, scope: !5446, inlinedAt: !5546)
!5573 = !DILocation(line: 0, scope: !5446, inlinedAt: !5546)
!5574 = !DILocation(line: 2075, column: 36, scope: !5446, inlinedAt: !5546)
!5575 = !DILocation(line: 0, scope: !5449, inlinedAt: !5546)
!5576 = !DILocation(line: 0, scope: !1447, inlinedAt: !5577)
!5577 = distinct !DILocation(line: 2076, column: 9, scope: !5487, inlinedAt: !5546)
!5578 = !DILocation(line: 52, column: 61, scope: !1447, inlinedAt: !5577)
!5579 = !DILocation(line: 2077, column: 13, scope: !5446, inlinedAt: !5546)
!5580 = !DILocation(line: 0, scope: !5441, inlinedAt: !5546)
!5581 = !DILocation(line: 0, scope: !5040)
!5582 = !DILocation(line: 0, scope: !1447, inlinedAt: !5583)
!5583 = distinct !DILocation(line: 2317, column: 17, scope: !5584)
!5584 = distinct !DILexicalBlock(scope: !5040, file: !3, line: 2317, column: 17)
!5585 = !DILocation(line: 2323, column: 49, scope: !5042)
!5586 = !DILocation(line: 2323, column: 63, scope: !5042)
!5587 = !DILocation(line: 2323, column: 56, scope: !5042)
!5588 = !DILocation(line: 0, scope: !5042)
!5589 = !DILocation(line: 2324, column: 76, scope: !5042)
!5590 = !DILocation(line: 0, scope: !5515, inlinedAt: !5591)
!5591 = distinct !DILocation(line: 2324, column: 44, scope: !5042)
!5592 = !DILocation(line: 250, column: 27, scope: !5515, inlinedAt: !5591)
!5593 = !DILocation(line: 251, column: 16, scope: !5525, inlinedAt: !5591)
!5594 = !DILocation(line: 251, column: 9, scope: !5515, inlinedAt: !5591)
!5595 = !DILocation(line: 2324, column: 87, scope: !5042)
!5596 = !DILocation(line: 2324, column: 95, scope: !5042)
!5597 = !DILocation(line: 252, column: 9, scope: !5530, inlinedAt: !5591)
!5598 = !DILocation(line: 2328, column: 31, scope: !5042)
!5599 = !DILocation(line: 253, column: 5, scope: !5530, inlinedAt: !5591)
!5600 = !DILocation(line: 2326, column: 22, scope: !5042)
!5601 = !DILocation(line: 2329, column: 33, scope: !5602)
!5602 = distinct !DILexicalBlock(scope: !5042, file: !3, line: 2329, column: 21)
!5603 = !DILocation(line: 2329, column: 21, scope: !5042)
!5604 = !DILocation(line: 2330, column: 38, scope: !5605)
!5605 = distinct !DILexicalBlock(scope: !5602, file: !3, line: 2329, column: 49)
!5606 = !DILocation(line: 2331, column: 32, scope: !5607)
!5607 = distinct !DILexicalBlock(scope: !5605, file: !3, line: 2331, column: 26)
!5608 = !DILocation(line: 2331, column: 59, scope: !5607)
!5609 = !DILocation(line: 2331, column: 44, scope: !5607)
!5610 = !DILocation(line: 2332, column: 25, scope: !5607)
!5611 = !DILocation(line: 2332, column: 58, scope: !5607)
!5612 = !DILocation(line: 2332, column: 45, scope: !5607)
!5613 = !DILocation(line: 2332, column: 43, scope: !5607)
!5614 = !DILocation(line: 2332, column: 71, scope: !5607)
!5615 = !DILocation(line: 2331, column: 26, scope: !5605)
!5616 = !DILocation(line: 2336, column: 39, scope: !5617)
!5617 = distinct !DILexicalBlock(scope: !5607, file: !3, line: 2332, column: 93)
!5618 = !DILocation(line: 2337, column: 21, scope: !5617)
!5619 = !DILocation(line: 0, scope: !4996)
!5620 = !DILocation(line: 2350, column: 53, scope: !4967)
!5621 = !DILocation(line: 2350, column: 30, scope: !4967)
!5622 = !DILocation(line: 2350, column: 16, scope: !4967)
!5623 = !DILocation(line: 2351, column: 49, scope: !4967)
!5624 = !DILocation(line: 2351, column: 31, scope: !4967)
!5625 = !DILocation(line: 2351, column: 17, scope: !4967)
!5626 = !DILocation(line: 2354, column: 30, scope: !4967)
!5627 = !DILocation(line: 2356, column: 12, scope: !5628)
!5628 = distinct !DILexicalBlock(scope: !4967, file: !3, line: 2356, column: 9)
!5629 = !DILocation(line: 2356, column: 22, scope: !5628)
!5630 = !DILocation(line: 0, scope: !5628)
!5631 = !DILocation(line: 2357, column: 32, scope: !5632)
!5632 = distinct !DILexicalBlock(scope: !5628, file: !3, line: 2356, column: 39)
!5633 = !DILocation(line: 2358, column: 36, scope: !5634)
!5634 = distinct !DILexicalBlock(scope: !5632, file: !3, line: 2358, column: 13)
!5635 = !DILocation(line: 2358, column: 13, scope: !5632)
!5636 = !DILocation(line: 2359, column: 13, scope: !5637)
!5637 = distinct !DILexicalBlock(scope: !5638, file: !3, line: 2359, column: 13)
!5638 = distinct !DILexicalBlock(scope: !5639, file: !3, line: 2359, column: 13)
!5639 = distinct !DILexicalBlock(scope: !5634, file: !3, line: 2358, column: 69)
!5640 = !DILocation(line: 2359, column: 13, scope: !5638)
!5641 = !DILocation(line: 2360, column: 13, scope: !5642)
!5642 = distinct !DILexicalBlock(scope: !5643, file: !3, line: 2360, column: 13)
!5643 = distinct !DILexicalBlock(scope: !5639, file: !3, line: 2360, column: 13)
!5644 = !DILocation(line: 2360, column: 13, scope: !5643)
!5645 = !DILocation(line: 2364, column: 32, scope: !5646)
!5646 = distinct !DILexicalBlock(scope: !5628, file: !3, line: 2363, column: 12)
!5647 = !DILocation(line: 0, scope: !2440, inlinedAt: !5648)
!5648 = distinct !DILocation(line: 2366, column: 34, scope: !5045)
!5649 = !DILocation(line: 1224, column: 69, scope: !2440, inlinedAt: !5648)
!5650 = !DILocation(line: 0, scope: !5045)
!5651 = !DILocation(line: 2367, column: 14, scope: !5652)
!5652 = distinct !DILexicalBlock(scope: !5045, file: !3, line: 2367, column: 13)
!5653 = !DILocation(line: 2367, column: 13, scope: !5045)
!5654 = !DILocation(line: 2368, column: 22, scope: !5655)
!5655 = distinct !DILexicalBlock(scope: !5656, file: !3, line: 2368, column: 17)
!5656 = distinct !DILexicalBlock(scope: !5652, file: !3, line: 2367, column: 31)
!5657 = !DILocation(line: 2368, column: 37, scope: !5655)
!5658 = !DILocation(line: 2368, column: 29, scope: !5655)
!5659 = !DILocation(line: 0, scope: !5656)
!5660 = !{!457, !465, i64 30312}
!5661 = !DILocation(line: 2368, column: 17, scope: !5656)
!5662 = !DILocation(line: 2369, column: 21, scope: !5663)
!5663 = distinct !DILexicalBlock(scope: !5655, file: !3, line: 2368, column: 47)
!5664 = !DILocation(line: 2370, column: 32, scope: !5665)
!5665 = distinct !DILexicalBlock(scope: !5666, file: !3, line: 2370, column: 25)
!5666 = distinct !DILexicalBlock(scope: !5667, file: !3, line: 2369, column: 39)
!5667 = distinct !DILexicalBlock(scope: !5663, file: !3, line: 2369, column: 21)
!5668 = !DILocation(line: 2370, column: 46, scope: !5665)
!5669 = !DILocation(line: 2370, column: 36, scope: !5665)
!5670 = !DILocation(line: 2370, column: 25, scope: !5666)
!5671 = !DILocation(line: 2372, column: 42, scope: !5672)
!5672 = distinct !DILexicalBlock(scope: !5665, file: !3, line: 2370, column: 52)
!5673 = !DILocation(line: 2373, column: 25, scope: !5672)
!5674 = !DILocation(line: 2375, column: 31, scope: !5666)
!5675 = !DILocation(line: 2376, column: 17, scope: !5666)
!5676 = !DILocation(line: 2379, column: 17, scope: !5656)
!5677 = !DILocation(line: 2380, column: 27, scope: !5678)
!5678 = distinct !DILexicalBlock(scope: !5679, file: !3, line: 2379, column: 36)
!5679 = distinct !DILexicalBlock(scope: !5656, file: !3, line: 2379, column: 17)
!5680 = !DILocation(line: 2381, column: 33, scope: !5678)
!5681 = !DILocation(line: 2382, column: 13, scope: !5678)
!5682 = !DILocation(line: 0, scope: !2447, inlinedAt: !5683)
!5683 = distinct !DILocation(line: 2385, column: 52, scope: !5045)
!5684 = !DILocation(line: 1245, column: 18, scope: !2447, inlinedAt: !5683)
!5685 = !DILocation(line: 1245, column: 5, scope: !2447, inlinedAt: !5683)
!5686 = !DILocation(line: 2387, column: 33, scope: !5045)
!5687 = !DILocation(line: 2385, column: 25, scope: !5045)
!5688 = !DILocation(line: 2387, column: 25, scope: !5045)
!5689 = !DILocation(line: 2388, column: 9, scope: !5045)
!5690 = !DILocation(line: 2390, column: 1, scope: !4967)
!5691 = distinct !DISubprogram(name: "ZSTD_DCtx_selectFrameDDict", scope: !3, file: !3, line: 360, type: !501, scopeLine: 360, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5692)
!5692 = !{!5693, !5694}
!5693 = !DILocalVariable(name: "dctx", arg: 1, scope: !5691, file: !3, line: 360, type: !149)
!5694 = !DILocalVariable(name: "frameDDict", scope: !5695, file: !3, line: 364, type: !298)
!5695 = distinct !DILexicalBlock(scope: !5696, file: !3, line: 363, column: 22)
!5696 = distinct !DILexicalBlock(scope: !5691, file: !3, line: 363, column: 9)
!5697 = !DILocation(line: 0, scope: !5691)
!5698 = !DILocation(line: 363, column: 15, scope: !5696)
!5699 = !DILocation(line: 363, column: 9, scope: !5696)
!5700 = !DILocation(line: 363, column: 9, scope: !5691)
!5701 = !DILocation(line: 364, column: 73, scope: !5695)
!5702 = !DILocation(line: 364, column: 97, scope: !5695)
!5703 = !DILocalVariable(name: "hashSet", arg: 1, scope: !5704, file: !3, line: 156, type: !305)
!5704 = distinct !DISubprogram(name: "ZSTD_DDictHashSet_getDDict", scope: !3, file: !3, line: 156, type: !5705, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5707)
!5705 = !DISubroutineType(types: !5706)
!5706 = !{!298, !305, !174}
!5707 = !{!5703, !5708, !5709, !5710, !5711}
!5708 = !DILocalVariable(name: "dictID", arg: 2, scope: !5704, file: !3, line: 156, type: !174)
!5709 = !DILocalVariable(name: "idx", scope: !5704, file: !3, line: 157, type: !220)
!5710 = !DILocalVariable(name: "idxRangeMask", scope: !5704, file: !3, line: 158, type: !399)
!5711 = !DILocalVariable(name: "currDictID", scope: !5712, file: !3, line: 161, type: !220)
!5712 = distinct !DILexicalBlock(scope: !5713, file: !3, line: 160, column: 14)
!5713 = distinct !DILexicalBlock(scope: !5714, file: !3, line: 160, column: 5)
!5714 = distinct !DILexicalBlock(scope: !5704, file: !3, line: 160, column: 5)
!5715 = !DILocation(line: 0, scope: !5704, inlinedAt: !5716)
!5716 = distinct !DILocation(line: 364, column: 40, scope: !5695)
!5717 = !DILocation(line: 0, scope: !4454, inlinedAt: !5718)
!5718 = distinct !DILocation(line: 157, column: 18, scope: !5704, inlinedAt: !5716)
!5719 = !DILocation(line: 0, scope: !4466, inlinedAt: !5720)
!5720 = distinct !DILocation(line: 96, column: 22, scope: !4454, inlinedAt: !5718)
!5721 = !DILocation(line: 0, scope: !4475, inlinedAt: !5722)
!5722 = distinct !DILocation(line: 3534, column: 12, scope: !4466, inlinedAt: !5720)
!5723 = !DILocation(line: 0, scope: !3174, inlinedAt: !5724)
!5724 = distinct !DILocation(line: 3515, column: 12, scope: !4475, inlinedAt: !5722)
!5725 = !DILocation(line: 3451, column: 17, scope: !3224, inlinedAt: !5724)
!5726 = !DILocation(line: 3451, column: 47, scope: !3224, inlinedAt: !5724)
!5727 = !DILocation(line: 3451, column: 14, scope: !3224, inlinedAt: !5724)
!5728 = !DILocation(line: 3453, column: 16, scope: !3224, inlinedAt: !5724)
!5729 = !DILocation(line: 3453, column: 37, scope: !3224, inlinedAt: !5724)
!5730 = !DILocation(line: 3453, column: 53, scope: !3224, inlinedAt: !5724)
!5731 = !DILocation(line: 0, scope: !3250, inlinedAt: !5732)
!5732 = distinct !DILocation(line: 3461, column: 13, scope: !3174, inlinedAt: !5724)
!5733 = !DILocation(line: 3412, column: 18, scope: !3250, inlinedAt: !5732)
!5734 = !DILocation(line: 3412, column: 10, scope: !3250, inlinedAt: !5732)
!5735 = !DILocation(line: 3413, column: 10, scope: !3250, inlinedAt: !5732)
!5736 = !DILocation(line: 3414, column: 18, scope: !3250, inlinedAt: !5732)
!5737 = !DILocation(line: 3414, column: 10, scope: !3250, inlinedAt: !5732)
!5738 = !DILocation(line: 3415, column: 10, scope: !3250, inlinedAt: !5732)
!5739 = !DILocation(line: 3416, column: 18, scope: !3250, inlinedAt: !5732)
!5740 = !DILocation(line: 3416, column: 10, scope: !3250, inlinedAt: !5732)
!5741 = !DILocation(line: 98, column: 29, scope: !4454, inlinedAt: !5718)
!5742 = !DILocation(line: 98, column: 47, scope: !4454, inlinedAt: !5718)
!5743 = !DILocation(line: 98, column: 17, scope: !4454, inlinedAt: !5718)
!5744 = !DILocation(line: 160, column: 5, scope: !5704, inlinedAt: !5716)
!5745 = !DILocation(line: 157, column: 12, scope: !5704, inlinedAt: !5716)
!5746 = !DILocation(line: 161, column: 63, scope: !5712, inlinedAt: !5716)
!5747 = !DILocation(line: 161, column: 54, scope: !5712, inlinedAt: !5716)
!5748 = !DILocation(line: 161, column: 29, scope: !5712, inlinedAt: !5716)
!5749 = !DILocation(line: 0, scope: !5712, inlinedAt: !5716)
!5750 = !DILocation(line: 162, column: 24, scope: !5751, inlinedAt: !5716)
!5751 = distinct !DILexicalBlock(scope: !5712, file: !3, line: 162, column: 13)
!5752 = !DILocation(line: 162, column: 34, scope: !5751, inlinedAt: !5716)
!5753 = !DILocation(line: 171, column: 21, scope: !5704, inlinedAt: !5716)
!5754 = !DILocation(line: 171, column: 12, scope: !5704, inlinedAt: !5716)
!5755 = !DILocation(line: 0, scope: !5695)
!5756 = !DILocation(line: 365, column: 13, scope: !5757)
!5757 = distinct !DILexicalBlock(scope: !5695, file: !3, line: 365, column: 13)
!5758 = !DILocation(line: 365, column: 13, scope: !5695)
!5759 = !DILocation(line: 0, scope: !824, inlinedAt: !5760)
!5760 = distinct !DILocation(line: 367, column: 13, scope: !5761)
!5761 = distinct !DILexicalBlock(scope: !5757, file: !3, line: 365, column: 25)
!5762 = !DILocation(line: 318, column: 26, scope: !824, inlinedAt: !5760)
!5763 = !DILocation(line: 318, column: 5, scope: !824, inlinedAt: !5760)
!5764 = !DILocation(line: 321, column: 11, scope: !824, inlinedAt: !5760)
!5765 = !DILocation(line: 320, column: 17, scope: !824, inlinedAt: !5760)
!5766 = !DILocation(line: 368, column: 42, scope: !5761)
!5767 = !DILocation(line: 368, column: 19, scope: !5761)
!5768 = !DILocation(line: 368, column: 26, scope: !5761)
!5769 = !DILocation(line: 369, column: 25, scope: !5761)
!5770 = !DILocation(line: 370, column: 28, scope: !5761)
!5771 = !DILocation(line: 371, column: 9, scope: !5761)
!5772 = !DILocation(line: 373, column: 1, scope: !5691)
!5773 = distinct !DISubprogram(name: "ZSTD_decompressStream_simpleArgs", scope: !3, file: !3, line: 2392, type: !5774, scopeLine: 2396, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !5776)
!5774 = !DISubroutineType(types: !5775)
!5775 = !{!220, !149, !148, !220, !1915, !214, !220, !1915}
!5776 = !{!5777, !5778, !5779, !5780, !5781, !5782, !5783, !5784, !5785, !5786}
!5777 = !DILocalVariable(name: "dctx", arg: 1, scope: !5773, file: !3, line: 2393, type: !149)
!5778 = !DILocalVariable(name: "dst", arg: 2, scope: !5773, file: !3, line: 2394, type: !148)
!5779 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !5773, file: !3, line: 2394, type: !220)
!5780 = !DILocalVariable(name: "dstPos", arg: 4, scope: !5773, file: !3, line: 2394, type: !1915)
!5781 = !DILocalVariable(name: "src", arg: 5, scope: !5773, file: !3, line: 2395, type: !214)
!5782 = !DILocalVariable(name: "srcSize", arg: 6, scope: !5773, file: !3, line: 2395, type: !220)
!5783 = !DILocalVariable(name: "srcPos", arg: 7, scope: !5773, file: !3, line: 2395, type: !1915)
!5784 = !DILocalVariable(name: "output", scope: !5773, file: !3, line: 2397, type: !335)
!5785 = !DILocalVariable(name: "input", scope: !5773, file: !3, line: 2398, type: !4972)
!5786 = !DILocalVariable(name: "cErr", scope: !5787, file: !3, line: 2405, type: !399)
!5787 = distinct !DILexicalBlock(scope: !5773, file: !3, line: 2405, column: 5)
!5788 = distinct !DIAssignID()
!5789 = !DILocation(line: 0, scope: !5773)
!5790 = distinct !DIAssignID()
!5791 = !DILocation(line: 2397, column: 5, scope: !5773)
!5792 = !DILocation(line: 2398, column: 5, scope: !5773)
!5793 = !DILocation(line: 2399, column: 16, scope: !5773)
!5794 = distinct !DIAssignID()
!5795 = !DILocation(line: 2400, column: 12, scope: !5773)
!5796 = !DILocation(line: 2400, column: 17, scope: !5773)
!5797 = distinct !DIAssignID()
!5798 = !DILocation(line: 2401, column: 18, scope: !5773)
!5799 = !DILocation(line: 2401, column: 12, scope: !5773)
!5800 = !DILocation(line: 2401, column: 16, scope: !5773)
!5801 = distinct !DIAssignID()
!5802 = !DILocation(line: 2402, column: 15, scope: !5773)
!5803 = distinct !DIAssignID()
!5804 = !DILocation(line: 2403, column: 11, scope: !5773)
!5805 = !DILocation(line: 2403, column: 16, scope: !5773)
!5806 = distinct !DIAssignID()
!5807 = !DILocation(line: 2404, column: 17, scope: !5773)
!5808 = !DILocation(line: 2404, column: 11, scope: !5773)
!5809 = !DILocation(line: 2404, column: 15, scope: !5773)
!5810 = distinct !DIAssignID()
!5811 = !DILocation(line: 2405, column: 29, scope: !5787)
!5812 = !DILocation(line: 0, scope: !5787)
!5813 = !DILocation(line: 2406, column: 26, scope: !5787)
!5814 = !DILocation(line: 2406, column: 17, scope: !5787)
!5815 = !DILocation(line: 2407, column: 25, scope: !5787)
!5816 = !DILocation(line: 2407, column: 17, scope: !5787)
!5817 = !DILocation(line: 2410, column: 1, scope: !5773)
!5818 = !DILocation(line: 2408, column: 9, scope: !5787)
!5819 = !DISubprogram(name: "ZSTD_freeDDict", scope: !6, file: !6, line: 1028, type: !5820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5820 = !DISubroutineType(types: !5821)
!5821 = !{!220, !294}
!5822 = !DISubprogram(name: "free", scope: !5823, file: !5823, line: 568, type: !5824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5823 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!5824 = !DISubroutineType(types: !5825)
!5825 = !{null, !148}
!5826 = !DISubprogram(name: "ZSTD_getErrorCode", scope: !6, file: !6, line: 260, type: !5827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5827 = !DISubroutineType(types: !5828)
!5828 = !{!5829, !220}
!5829 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ErrorCode", file: !64, line: 98, baseType: !63)
!5830 = !DISubprogram(name: "ZSTD_trace_decompress_end", scope: !357, file: !357, line: 150, type: !5831, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5831 = !DISubroutineType(types: !5832)
!5832 = !{null, !356, !5833}
!5833 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5834, size: 64)
!5834 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2188)
!5835 = !DISubprogram(name: "ZSTD_getDictID_fromDDict", scope: !6, file: !6, line: 1059, type: !5836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5836 = !DISubroutineType(types: !5837)
!5837 = !{!7, !298}
!5838 = !DISubprogram(name: "calloc", scope: !5823, file: !5823, line: 556, type: !5839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5839 = !DISubroutineType(types: !5840)
!5840 = !{!148, !220, !220}
!5841 = !DISubprogram(name: "malloc", scope: !5823, file: !5823, line: 553, type: !5842, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5842 = !DISubroutineType(types: !5843)
!5843 = !{!148, !220}
