; ModuleID = 'src/bzip2/bzlib.c'
source_filename = "src/bzip2/bzlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bz_stream = type { ptr, i32, i32, i32, ptr, i32, i32, i32, ptr, ptr, ptr, ptr }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [413 x i8] c"\0A\0Abzip2/libbzip2: internal error number %d.\0AThis is a bug in bzip2/libbzip2, %s.\0APlease report it to: bzip2-devel@sourceware.org.  If this happened\0Awhen you were using some program which uses libbzip2 as a\0Acomponent, you should also report this bug to the author(s)\0Aof that program.  Please make an effort to report this bug;\0Atimely and accurate bug reports eventually lead to higher\0Aquality software.  Thanks.\0A\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [1057 x i8] c"\0A*** A special note about internal error number 1007 ***\0A\0AExperience suggests that a common cause of i.e. 1007\0Ais unreliable memory or other hardware.  The 1007 assertion\0Ajust happens to cross-check the results of huge numbers of\0Amemory reads/writes, and so acts (unintendedly) as a stress\0Atest of your memory system.\0A\0AI suggest the following: try compressing the file again,\0Apossibly monitoring progress in detail with the -vv flag.\0A\0A* If the error cannot be reproduced, and/or happens at different\0A  points in compression, you may have a flaky memory system.\0A  Try a memory-test program.  I have used Memtest86\0A  (www.memtest86.com).  At the time of writing it is free (GPLd).\0A  Memtest86 tests memory much more thorougly than your BIOSs\0A  power-on test, and may find failures that the BIOS doesn't.\0A\0A* If the error can be repeatably reproduced, this is a bug in\0A  bzip2, and I would very much like to hear about it.  Please\0A  let me know, and, ideally, save a copy of the file causing the\0A  problem -- without which I will be unable to investigate it.\0A\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c" {0x%08x, 0x%08x}\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [55 x i8] c"\0A    combined CRCs: stored = 0x%08x, computed = 0x%08x\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [19 x i8] c"1.0.8, 13-Jul-2019\00", align 1, !dbg !22
@stdin = external local_unnamed_addr global ptr, align 8
@stdout = external local_unnamed_addr global ptr, align 8
@bzerrorstrings.rel = internal unnamed_addr constant [16 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32)], align 4
@BZ2_crc32Table = external local_unnamed_addr global [256 x i32], align 16
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 16
@.str.10 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !27
@.str.11 = private unnamed_addr constant [15 x i8] c"SEQUENCE_ERROR\00", align 1, !dbg !32
@.str.12 = private unnamed_addr constant [12 x i8] c"PARAM_ERROR\00", align 1, !dbg !37
@.str.13 = private unnamed_addr constant [10 x i8] c"MEM_ERROR\00", align 1, !dbg !42
@.str.14 = private unnamed_addr constant [11 x i8] c"DATA_ERROR\00", align 1, !dbg !47
@.str.15 = private unnamed_addr constant [17 x i8] c"DATA_ERROR_MAGIC\00", align 1, !dbg !52
@.str.16 = private unnamed_addr constant [9 x i8] c"IO_ERROR\00", align 1, !dbg !57
@.str.17 = private unnamed_addr constant [15 x i8] c"UNEXPECTED_EOF\00", align 1, !dbg !62
@.str.18 = private unnamed_addr constant [13 x i8] c"OUTBUFF_FULL\00", align 1, !dbg !64
@.str.19 = private unnamed_addr constant [13 x i8] c"CONFIG_ERROR\00", align 1, !dbg !69
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !71

; Function Attrs: noreturn nounwind uwtable
define dso_local void @BZ2_bz__AssertH__fail(i32 noundef %0) local_unnamed_addr #0 !dbg !233 {
    #dbg_value(i32 %0, !237, !DIExpression(), !238)
  %2 = load ptr, ptr @stderr, align 8, !dbg !239, !tbaa !240
  %3 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str, i32 noundef %0, ptr noundef nonnull @.str.5) #21, !dbg !244
  %4 = icmp eq i32 %0, 1007, !dbg !245
  br i1 %4, label %5, label %8, !dbg !247

5:                                                ; preds = %1
  %6 = load ptr, ptr @stderr, align 8, !dbg !248, !tbaa !240
  %7 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 1056, i64 1, ptr %6) #22, !dbg !250
  br label %8, !dbg !251

8:                                                ; preds = %5, %1
  tail call void @exit(i32 noundef 3) #23, !dbg !252
  unreachable, !dbg !252
}

; Function Attrs: nofree nounwind
declare !dbg !253 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @BZ2_bzlibVersion() local_unnamed_addr #2 !dbg !259 {
  ret ptr @.str.5, !dbg !262
}

; Function Attrs: noreturn nounwind
declare !dbg !263 void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @BZ2_bzCompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !265 {
    #dbg_value(ptr %0, !270, !DIExpression(), !335)
    #dbg_value(i32 %1, !271, !DIExpression(), !335)
    #dbg_value(i32 %2, !272, !DIExpression(), !335)
    #dbg_value(i32 %3, !273, !DIExpression(), !335)
  %5 = icmp eq ptr %0, null, !dbg !336
  %6 = add i32 %1, -10, !dbg !338
  %7 = icmp ult i32 %6, -9, !dbg !338
  %8 = or i1 %5, %7, !dbg !338
  %9 = icmp ugt i32 %3, 250, !dbg !338
  %10 = or i1 %8, %9, !dbg !338
  br i1 %10, label %96, label %11, !dbg !338

11:                                               ; preds = %4
  %12 = icmp eq i32 %3, 0, !dbg !339
  %13 = select i1 %12, i32 30, i32 %3, !dbg !341
    #dbg_value(i32 %13, !273, !DIExpression(), !335)
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !342
  %15 = load ptr, ptr %14, align 8, !dbg !342, !tbaa !344
  %16 = icmp eq ptr %15, null, !dbg !347
  br i1 %16, label %17, label %18, !dbg !348

17:                                               ; preds = %11
  store ptr @default_bzalloc, ptr %14, align 8, !dbg !349, !tbaa !344
  br label %18, !dbg !350

18:                                               ; preds = %17, %11
  %19 = phi ptr [ @default_bzalloc, %17 ], [ %15, %11 ]
  %20 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !351
  %21 = load ptr, ptr %20, align 8, !dbg !351, !tbaa !353
  %22 = icmp eq ptr %21, null, !dbg !354
  br i1 %22, label %23, label %24, !dbg !355

23:                                               ; preds = %18
  store ptr @default_bzfree, ptr %20, align 8, !dbg !356, !tbaa !353
  br label %24, !dbg !357

24:                                               ; preds = %23, %18
  %25 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !358
  %26 = load ptr, ptr %25, align 8, !dbg !358, !tbaa !359
  %27 = tail call ptr %19(ptr noundef %26, i32 noundef 55768, i32 noundef 1) #24, !dbg !358
    #dbg_value(ptr %27, !275, !DIExpression(), !335)
  %28 = icmp eq ptr %27, null, !dbg !360
  br i1 %28, label %96, label %29, !dbg !362

29:                                               ; preds = %24
  store ptr %0, ptr %27, align 8, !dbg !363, !tbaa !364
  %30 = getelementptr inbounds i8, ptr %27, i64 24, !dbg !366
  %31 = getelementptr inbounds i8, ptr %27, i64 32, !dbg !367
  %32 = getelementptr inbounds i8, ptr %27, i64 40, !dbg !368
  %33 = mul nuw nsw i32 %1, 100000, !dbg !369
    #dbg_value(i32 %33, !274, !DIExpression(), !335)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %30, i8 0, i64 24, i1 false), !dbg !370
  %34 = load ptr, ptr %14, align 8, !dbg !371, !tbaa !344
  %35 = load ptr, ptr %25, align 8, !dbg !371, !tbaa !359
  %36 = mul nuw nsw i32 %1, 400000, !dbg !371
  %37 = tail call ptr %34(ptr noundef %35, i32 noundef %36, i32 noundef 1) #24, !dbg !371
  store ptr %37, ptr %30, align 8, !dbg !372, !tbaa !373
  %38 = load ptr, ptr %14, align 8, !dbg !374, !tbaa !344
  %39 = load ptr, ptr %25, align 8, !dbg !374, !tbaa !359
  %40 = add nuw nsw i32 %36, 136, !dbg !374
  %41 = tail call ptr %38(ptr noundef %39, i32 noundef %40, i32 noundef 1) #24, !dbg !374
  store ptr %41, ptr %31, align 8, !dbg !375, !tbaa !376
  %42 = load ptr, ptr %14, align 8, !dbg !377, !tbaa !344
  %43 = load ptr, ptr %25, align 8, !dbg !377, !tbaa !359
  %44 = tail call ptr %42(ptr noundef %43, i32 noundef 262148, i32 noundef 1) #24, !dbg !377
  store ptr %44, ptr %32, align 8, !dbg !378, !tbaa !379
  %45 = load ptr, ptr %30, align 8, !dbg !380, !tbaa !373
  %46 = icmp eq ptr %45, null, !dbg !382
  br i1 %46, label %55, label %47, !dbg !383

47:                                               ; preds = %29
  %48 = load ptr, ptr %31, align 8, !dbg !384, !tbaa !376
  %49 = icmp eq ptr %48, null, !dbg !385
  %50 = icmp eq ptr %44, null
  %51 = select i1 %49, i1 true, i1 %50, !dbg !386
  br i1 %51, label %52, label %70, !dbg !386

52:                                               ; preds = %47
  %53 = load ptr, ptr %20, align 8, !dbg !387, !tbaa !353
  %54 = load ptr, ptr %25, align 8, !dbg !387, !tbaa !359
  tail call void %53(ptr noundef %54, ptr noundef nonnull %45) #24, !dbg !387
  br label %55, !dbg !387

55:                                               ; preds = %29, %52
  %56 = load ptr, ptr %31, align 8, !dbg !390, !tbaa !376
  %57 = icmp eq ptr %56, null, !dbg !392
  br i1 %57, label %61, label %58, !dbg !393

58:                                               ; preds = %55
  %59 = load ptr, ptr %20, align 8, !dbg !394, !tbaa !353
  %60 = load ptr, ptr %25, align 8, !dbg !394, !tbaa !359
  tail call void %59(ptr noundef %60, ptr noundef nonnull %56) #24, !dbg !394
  br label %61, !dbg !394

61:                                               ; preds = %58, %55
  %62 = load ptr, ptr %32, align 8, !dbg !395, !tbaa !379
  %63 = icmp eq ptr %62, null, !dbg !397
  br i1 %63, label %67, label %64, !dbg !398

64:                                               ; preds = %61
  %65 = load ptr, ptr %20, align 8, !dbg !399, !tbaa !353
  %66 = load ptr, ptr %25, align 8, !dbg !399, !tbaa !359
  tail call void %65(ptr noundef %66, ptr noundef nonnull %62) #24, !dbg !399
  br label %67, !dbg !399

67:                                               ; preds = %61, %64
  %68 = load ptr, ptr %20, align 8, !dbg !400, !tbaa !353
  %69 = load ptr, ptr %25, align 8, !dbg !400, !tbaa !359
  tail call void %68(ptr noundef %69, ptr noundef nonnull %27) #24, !dbg !400
  br label %96, !dbg !402

70:                                               ; preds = %47
  %71 = getelementptr inbounds i8, ptr %27, i64 660, !dbg !403
  %72 = getelementptr inbounds i8, ptr %27, i64 12, !dbg !404
  store i32 2, ptr %72, align 4, !dbg !405, !tbaa !406
  %73 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !407
  store i32 2, ptr %73, align 8, !dbg !408, !tbaa !409
  %74 = getelementptr inbounds i8, ptr %27, i64 652, !dbg !410
  store i32 0, ptr %74, align 4, !dbg !411, !tbaa !412
  %75 = getelementptr inbounds i8, ptr %27, i64 664, !dbg !413
  store i32 %1, ptr %75, align 8, !dbg !414, !tbaa !415
  %76 = add nsw i32 %33, -19, !dbg !416
  %77 = getelementptr inbounds i8, ptr %27, i64 112, !dbg !417
  store i32 %76, ptr %77, align 8, !dbg !418, !tbaa !419
  %78 = getelementptr inbounds i8, ptr %27, i64 656, !dbg !420
  store i32 %2, ptr %78, align 8, !dbg !421, !tbaa !422
  %79 = getelementptr inbounds i8, ptr %27, i64 88, !dbg !423
  store i32 %13, ptr %79, align 8, !dbg !424, !tbaa !425
  %80 = getelementptr inbounds i8, ptr %27, i64 64, !dbg !426
  store ptr %48, ptr %80, align 8, !dbg !427, !tbaa !428
  %81 = getelementptr inbounds i8, ptr %27, i64 72, !dbg !429
  store ptr %45, ptr %81, align 8, !dbg !430, !tbaa !431
  %82 = getelementptr inbounds i8, ptr %27, i64 80, !dbg !432
  store ptr null, ptr %82, align 8, !dbg !433, !tbaa !434
  %83 = getelementptr inbounds i8, ptr %27, i64 56, !dbg !435
  store ptr %45, ptr %83, align 8, !dbg !436, !tbaa !437
  %84 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !438
  store ptr %27, ptr %84, align 8, !dbg !439, !tbaa !440
  %85 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !441
  store i32 0, ptr %85, align 4, !dbg !442, !tbaa !443
  %86 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !444
  store i32 0, ptr %86, align 8, !dbg !445, !tbaa !446
  %87 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !447
  store i32 0, ptr %87, align 4, !dbg !448, !tbaa !449
  %88 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !450
  store i32 0, ptr %88, align 8, !dbg !451, !tbaa !452
    #dbg_value(ptr %27, !453, !DIExpression(), !458)
  %89 = getelementptr inbounds i8, ptr %27, i64 92, !dbg !460
  store i32 256, ptr %89, align 4, !dbg !461, !tbaa !462
  %90 = getelementptr inbounds i8, ptr %27, i64 96, !dbg !463
  store i32 0, ptr %90, align 8, !dbg !464, !tbaa !465
    #dbg_value(ptr %27, !466, !DIExpression(), !470)
  %91 = getelementptr inbounds i8, ptr %27, i64 108, !dbg !472
  store i32 0, ptr %91, align 4, !dbg !473, !tbaa !474
  %92 = getelementptr inbounds i8, ptr %27, i64 116, !dbg !475
  store i32 0, ptr %92, align 4, !dbg !476, !tbaa !477
  %93 = getelementptr inbounds i8, ptr %27, i64 120, !dbg !478
  store i32 0, ptr %93, align 8, !dbg !479, !tbaa !480
  %94 = getelementptr inbounds i8, ptr %27, i64 648, !dbg !481
  store i32 -1, ptr %94, align 8, !dbg !481, !tbaa !483
    #dbg_value(i32 0, !469, !DIExpression(), !470)
  %95 = getelementptr inbounds i8, ptr %27, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %95, i8 0, i64 256, i1 false), !dbg !484, !tbaa !487
    #dbg_value(i64 poison, !469, !DIExpression(), !470)
  store i32 1, ptr %71, align 4, !dbg !488, !tbaa !489
  br label %96, !dbg !490

96:                                               ; preds = %24, %4, %70, %67
  %97 = phi i32 [ -3, %67 ], [ 0, %70 ], [ -2, %4 ], [ -3, %24 ], !dbg !335
  ret i32 %97, !dbg !491
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @default_bzalloc(ptr nocapture readnone %0, i32 noundef %1, i32 noundef %2) #6 !dbg !492 {
    #dbg_value(ptr poison, !496, !DIExpression(), !500)
    #dbg_value(i32 %1, !497, !DIExpression(), !500)
    #dbg_value(i32 %2, !498, !DIExpression(), !500)
  %4 = mul nsw i32 %2, %1, !dbg !501
  %5 = sext i32 %4 to i64, !dbg !502
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #25, !dbg !503
    #dbg_value(ptr %6, !499, !DIExpression(), !500)
  ret ptr %6, !dbg !504
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @default_bzfree(ptr nocapture readnone %0, ptr noundef %1) #7 !dbg !505 {
    #dbg_value(ptr poison, !507, !DIExpression(), !509)
    #dbg_value(ptr %1, !508, !DIExpression(), !509)
  %3 = icmp eq ptr %1, null, !dbg !510
  br i1 %3, label %5, label %4, !dbg !512

4:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %1) #24, !dbg !513
  br label %5, !dbg !513

5:                                                ; preds = %4, %2
  ret void, !dbg !514
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 5) i32 @BZ2_bzCompress(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 !dbg !515 {
    #dbg_value(ptr %0, !519, !DIExpression(), !524)
    #dbg_value(i32 %1, !520, !DIExpression(), !524)
  %3 = icmp eq ptr %0, null, !dbg !525
  br i1 %3, label %82, label %4, !dbg !527

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !528
  %6 = load ptr, ptr %5, align 8, !dbg !528, !tbaa !440
    #dbg_value(ptr %6, !522, !DIExpression(), !524)
  %7 = icmp eq ptr %6, null, !dbg !529
  br i1 %7, label %82, label %8, !dbg !531

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !dbg !532, !tbaa !364
  %10 = icmp eq ptr %9, %0, !dbg !534
  br i1 %10, label %11, label %82, !dbg !535

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !409
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  br label %16, !dbg !536

16:                                               ; preds = %23, %11
  %17 = phi i32 [ %24, %23 ], [ %13, %11 ]
    #dbg_label(!523, !537)
  switch i32 %17, label %82 [
    i32 1, label %81
    i32 2, label %18
    i32 3, label %27
    i32 4, label %53
  ], !dbg !536

18:                                               ; preds = %16
  switch i32 %1, label %82 [
    i32 0, label %19
    i32 1, label %23
    i32 2, label %26
  ], !dbg !538

19:                                               ; preds = %18
  %20 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0), !dbg !540
    #dbg_value(i8 %20, !521, !DIExpression(), !524)
  %21 = icmp eq i8 %20, 0, !dbg !543
  %22 = select i1 %21, i32 -2, i32 1, !dbg !543
  br label %82, !dbg !544

23:                                               ; preds = %18, %26
  %24 = phi i32 [ 4, %26 ], [ 3, %18 ], !dbg !545
  %25 = load i32, ptr %14, align 8, !dbg !545, !tbaa !547
  store i32 %25, ptr %15, align 8, !dbg !545, !tbaa !548
  store i32 %24, ptr %12, align 8, !dbg !545, !tbaa !409
  br label %16, !dbg !549

26:                                               ; preds = %18
  br label %23, !dbg !550

27:                                               ; preds = %16
  %28 = icmp eq i32 %1, 1, !dbg !553
  br i1 %28, label %29, label %82, !dbg !555

29:                                               ; preds = %27
  %30 = load i32, ptr %15, align 8, !dbg !556, !tbaa !548
  %31 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !558
  %32 = load i32, ptr %31, align 8, !dbg !558, !tbaa !547
  %33 = icmp eq i32 %30, %32, !dbg !559
  br i1 %33, label %34, label %82, !dbg !560

34:                                               ; preds = %29
  %35 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0), !dbg !561
    #dbg_value(i8 %35, !521, !DIExpression(), !524)
  %36 = load i32, ptr %15, align 8, !dbg !562, !tbaa !548
  %37 = icmp eq i32 %36, 0, !dbg !564
  br i1 %37, label %38, label %82, !dbg !565

38:                                               ; preds = %34
    #dbg_value(ptr %6, !566, !DIExpression(), !571)
  %39 = getelementptr inbounds i8, ptr %6, i64 92, !dbg !573
  %40 = load i32, ptr %39, align 4, !dbg !573, !tbaa !462
  %41 = icmp ult i32 %40, 256, !dbg !575
  br i1 %41, label %42, label %46, !dbg !576

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !577
  %44 = load i32, ptr %43, align 8, !dbg !577, !tbaa !465
  %45 = icmp sgt i32 %44, 0, !dbg !578
  br i1 %45, label %82, label %46, !dbg !579

46:                                               ; preds = %42, %38
  %47 = getelementptr inbounds i8, ptr %6, i64 120, !dbg !580
  %48 = load i32, ptr %47, align 8, !dbg !580, !tbaa !480
  %49 = getelementptr inbounds i8, ptr %6, i64 116, !dbg !581
  %50 = load i32, ptr %49, align 4, !dbg !581, !tbaa !477
  %51 = icmp slt i32 %48, %50, !dbg !582
  br i1 %51, label %82, label %52, !dbg !583

52:                                               ; preds = %46
  store i32 2, ptr %12, align 8, !dbg !584, !tbaa !409
  br label %82, !dbg !585

53:                                               ; preds = %16
  %54 = icmp eq i32 %1, 2, !dbg !586
  br i1 %54, label %55, label %82, !dbg !588

55:                                               ; preds = %53
  %56 = load i32, ptr %15, align 8, !dbg !589, !tbaa !548
  %57 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !591
  %58 = load i32, ptr %57, align 8, !dbg !591, !tbaa !547
  %59 = icmp eq i32 %56, %58, !dbg !592
  br i1 %59, label %60, label %82, !dbg !593

60:                                               ; preds = %55
  %61 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0), !dbg !594
    #dbg_value(i8 %61, !521, !DIExpression(), !524)
  %62 = icmp eq i8 %61, 0, !dbg !595
  br i1 %62, label %82, label %63, !dbg !597

63:                                               ; preds = %60
  %64 = load i32, ptr %15, align 8, !dbg !598, !tbaa !548
  %65 = icmp eq i32 %64, 0, !dbg !600
  br i1 %65, label %66, label %82, !dbg !601

66:                                               ; preds = %63
    #dbg_value(ptr %6, !566, !DIExpression(), !602)
  %67 = getelementptr inbounds i8, ptr %6, i64 92, !dbg !604
  %68 = load i32, ptr %67, align 4, !dbg !604, !tbaa !462
  %69 = icmp ult i32 %68, 256, !dbg !605
  br i1 %69, label %70, label %74, !dbg !606

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !607
  %72 = load i32, ptr %71, align 8, !dbg !607, !tbaa !465
  %73 = icmp sgt i32 %72, 0, !dbg !608
  br i1 %73, label %82, label %74, !dbg !609

74:                                               ; preds = %70, %66
  %75 = getelementptr inbounds i8, ptr %6, i64 120, !dbg !610
  %76 = load i32, ptr %75, align 8, !dbg !610, !tbaa !480
  %77 = getelementptr inbounds i8, ptr %6, i64 116, !dbg !611
  %78 = load i32, ptr %77, align 4, !dbg !611, !tbaa !477
  %79 = icmp slt i32 %76, %78, !dbg !612
  br i1 %79, label %82, label %80, !dbg !613

80:                                               ; preds = %74
  store i32 1, ptr %12, align 8, !dbg !614, !tbaa !409
  br label %82, !dbg !615

81:                                               ; preds = %16
  br label %82, !dbg !616

82:                                               ; preds = %18, %16, %81, %70, %42, %63, %74, %60, %55, %53, %34, %46, %29, %27, %8, %4, %2, %80, %52, %19
  %83 = phi i32 [ 4, %80 ], [ 1, %52 ], [ %22, %19 ], [ -2, %2 ], [ -2, %4 ], [ -2, %8 ], [ -1, %27 ], [ -1, %29 ], [ 2, %46 ], [ 2, %34 ], [ -1, %53 ], [ -1, %55 ], [ -1, %60 ], [ 3, %74 ], [ 3, %63 ], [ 2, %42 ], [ 3, %70 ], [ 0, %16 ], [ -2, %18 ], [ -1, %81 ], !dbg !524
  ret i32 %83, !dbg !616
}

; Function Attrs: nounwind uwtable
define internal fastcc zeroext range(i8 0, 2) i8 @handle_compress(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !617 {
    #dbg_value(ptr %0, !621, !DIExpression(), !625)
    #dbg_value(i8 0, !622, !DIExpression(), !625)
    #dbg_value(i8 0, !623, !DIExpression(), !625)
  %2 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !626
  %3 = load ptr, ptr %2, align 8, !dbg !626, !tbaa !440
    #dbg_value(ptr %3, !624, !DIExpression(), !625)
  %4 = getelementptr inbounds i8, ptr %3, i64 92, !dbg !627
  %5 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !633
  %6 = getelementptr inbounds i8, ptr %3, i64 12
  %7 = getelementptr inbounds i8, ptr %3, i64 120
  %8 = getelementptr inbounds i8, ptr %3, i64 116
  %9 = getelementptr inbounds i8, ptr %3, i64 80
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = getelementptr inbounds i8, ptr %3, i64 108
  %13 = getelementptr inbounds i8, ptr %3, i64 648
  %14 = getelementptr inbounds i8, ptr %3, i64 128
  %15 = getelementptr inbounds i8, ptr %3, i64 660
  %16 = getelementptr inbounds i8, ptr %3, i64 112
  %17 = getelementptr inbounds i8, ptr %3, i64 64
  br label %18, !dbg !634

18:                                               ; preds = %395, %1
  %19 = phi i8 [ 0, %1 ], [ %123, %395 ]
  %20 = phi i8 [ 0, %1 ], [ %373, %395 ]
  %21 = load i32, ptr %6, align 4, !tbaa !406
  br label %22, !dbg !634

22:                                               ; preds = %18, %22
    #dbg_value(i8 %20, !622, !DIExpression(), !625)
    #dbg_value(i8 %19, !623, !DIExpression(), !625)
  switch i32 %21, label %22 [
    i32 1, label %23
    i32 2, label %118
  ], !dbg !635, !llvm.loop !636

23:                                               ; preds = %22
    #dbg_value(ptr %3, !638, !DIExpression(), !642)
    #dbg_value(i8 0, !641, !DIExpression(), !642)
    #dbg_value(i8 0, !641, !DIExpression(), !642)
  %24 = load ptr, ptr %3, align 8, !dbg !644, !tbaa !364
  %25 = getelementptr inbounds i8, ptr %24, i64 32, !dbg !647
  %26 = load i32, ptr %25, align 8, !dbg !647, !tbaa !648
  %27 = icmp eq i32 %26, 0, !dbg !649
  %28 = load i32, ptr %7, align 8, !dbg !650, !tbaa !480
  br i1 %27, label %87, label %29, !dbg !652

29:                                               ; preds = %23
    #dbg_value(i8 0, !641, !DIExpression(), !642)
  %30 = load i32, ptr %8, align 4, !dbg !653, !tbaa !477
  %31 = icmp slt i32 %28, %30, !dbg !655
  br i1 %31, label %32, label %87, !dbg !656

32:                                               ; preds = %29
    #dbg_value(i8 1, !641, !DIExpression(), !642)
  %33 = load ptr, ptr %9, align 8, !dbg !657, !tbaa !434
  %34 = sext i32 %28 to i64, !dbg !658
  %35 = getelementptr inbounds i8, ptr %33, i64 %34, !dbg !658
  %36 = load i8, ptr %35, align 1, !dbg !658, !tbaa !487
  %37 = getelementptr inbounds i8, ptr %24, i64 24, !dbg !659
  %38 = load ptr, ptr %37, align 8, !dbg !659, !tbaa !660
  store i8 %36, ptr %38, align 1, !dbg !661, !tbaa !487
  %39 = load i32, ptr %7, align 8, !dbg !662, !tbaa !480
  %40 = add nsw i32 %39, 1, !dbg !662
  store i32 %40, ptr %7, align 8, !dbg !662, !tbaa !480
  %41 = load ptr, ptr %3, align 8, !dbg !663, !tbaa !364
  %42 = getelementptr inbounds i8, ptr %41, i64 32, !dbg !664
  %43 = load i32, ptr %42, align 8, !dbg !665, !tbaa !648
  %44 = add i32 %43, -1, !dbg !665
  store i32 %44, ptr %42, align 8, !dbg !665, !tbaa !648
  %45 = getelementptr inbounds i8, ptr %41, i64 24, !dbg !666
  %46 = load ptr, ptr %45, align 8, !dbg !667, !tbaa !660
  %47 = getelementptr inbounds i8, ptr %46, i64 1, !dbg !667
  store ptr %47, ptr %45, align 8, !dbg !667, !tbaa !660
  %48 = getelementptr inbounds i8, ptr %41, i64 36, !dbg !668
  %49 = load i32, ptr %48, align 4, !dbg !669, !tbaa !449
  %50 = add i32 %49, 1, !dbg !669
  store i32 %50, ptr %48, align 4, !dbg !669, !tbaa !449
  %51 = icmp eq i32 %50, 0, !dbg !670
  br i1 %51, label %52, label %56, !dbg !672

52:                                               ; preds = %32
  %53 = getelementptr inbounds i8, ptr %41, i64 40, !dbg !673
  %54 = load i32, ptr %53, align 8, !dbg !674, !tbaa !452
  %55 = add i32 %54, 1, !dbg !674
  store i32 %55, ptr %53, align 8, !dbg !674, !tbaa !452
  br label %56, !dbg !675

56:                                               ; preds = %52, %32
    #dbg_value(i8 1, !641, !DIExpression(), !642)
  %57 = icmp eq i32 %44, 0, !dbg !649
  br i1 %57, label %87, label %58, !dbg !652

58:                                               ; preds = %56, %85
  %59 = phi ptr [ %76, %85 ], [ %47, %56 ]
  %60 = phi i32 [ %69, %85 ], [ %40, %56 ], !dbg !676
    #dbg_value(i8 1, !641, !DIExpression(), !642)
  %61 = load i32, ptr %8, align 4, !dbg !653, !tbaa !477
  %62 = icmp slt i32 %60, %61, !dbg !655
  br i1 %62, label %63, label %87, !dbg !656

63:                                               ; preds = %58
    #dbg_value(i8 1, !641, !DIExpression(), !642)
  %64 = load ptr, ptr %9, align 8, !dbg !657, !tbaa !434
  %65 = sext i32 %60 to i64, !dbg !658
  %66 = getelementptr inbounds i8, ptr %64, i64 %65, !dbg !658
  %67 = load i8, ptr %66, align 1, !dbg !658, !tbaa !487
  store i8 %67, ptr %59, align 1, !dbg !661, !tbaa !487
  %68 = load i32, ptr %7, align 8, !dbg !662, !tbaa !480
  %69 = add nsw i32 %68, 1, !dbg !662
  store i32 %69, ptr %7, align 8, !dbg !662, !tbaa !480
  %70 = load ptr, ptr %3, align 8, !dbg !663, !tbaa !364
  %71 = getelementptr inbounds i8, ptr %70, i64 32, !dbg !664
  %72 = load i32, ptr %71, align 8, !dbg !665, !tbaa !648
  %73 = add i32 %72, -1, !dbg !665
  store i32 %73, ptr %71, align 8, !dbg !665, !tbaa !648
  %74 = getelementptr inbounds i8, ptr %70, i64 24, !dbg !666
  %75 = load ptr, ptr %74, align 8, !dbg !667, !tbaa !660
  %76 = getelementptr inbounds i8, ptr %75, i64 1, !dbg !667
  store ptr %76, ptr %74, align 8, !dbg !667, !tbaa !660
  %77 = getelementptr inbounds i8, ptr %70, i64 36, !dbg !668
  %78 = load i32, ptr %77, align 4, !dbg !669, !tbaa !449
  %79 = add i32 %78, 1, !dbg !669
  store i32 %79, ptr %77, align 4, !dbg !669, !tbaa !449
  %80 = icmp eq i32 %79, 0, !dbg !670
  br i1 %80, label %81, label %85, !dbg !672

81:                                               ; preds = %63
  %82 = getelementptr inbounds i8, ptr %70, i64 40, !dbg !673
  %83 = load i32, ptr %82, align 8, !dbg !674, !tbaa !452
  %84 = add i32 %83, 1, !dbg !674
  store i32 %84, ptr %82, align 8, !dbg !674, !tbaa !452
  br label %85, !dbg !675

85:                                               ; preds = %81, %63
    #dbg_value(i8 1, !641, !DIExpression(), !642)
  %86 = icmp eq i32 %73, 0, !dbg !649
  br i1 %86, label %87, label %58, !dbg !652, !llvm.loop !677

87:                                               ; preds = %58, %85, %23, %29, %56
  %88 = phi i32 [ %28, %23 ], [ %28, %29 ], [ %40, %56 ], [ %60, %58 ], [ %69, %85 ], !dbg !650
  %89 = phi i8 [ 0, %23 ], [ 0, %29 ], [ 1, %56 ], [ 1, %85 ], [ 1, %58 ], !dbg !642
  %90 = or i8 %89, %19, !dbg !681
    #dbg_value(i8 %90, !623, !DIExpression(), !625)
  %91 = load i32, ptr %8, align 4, !dbg !682, !tbaa !477
  %92 = icmp slt i32 %88, %91, !dbg !683
  br i1 %92, label %398, label %93, !dbg !684

93:                                               ; preds = %87
  %94 = load i32, ptr %10, align 8, !dbg !685, !tbaa !409
  %95 = icmp eq i32 %94, 4, !dbg !686
  br i1 %95, label %96, label %105, !dbg !687

96:                                               ; preds = %93
  %97 = load i32, ptr %11, align 8, !dbg !688, !tbaa !548
  %98 = icmp eq i32 %97, 0, !dbg !689
  br i1 %98, label %99, label %105, !dbg !690

99:                                               ; preds = %96
    #dbg_value(ptr %3, !566, !DIExpression(), !691)
  %100 = load i32, ptr %4, align 4, !dbg !627, !tbaa !462
  %101 = icmp ult i32 %100, 256, !dbg !692
  br i1 %101, label %102, label %398, !dbg !693

102:                                              ; preds = %99
  %103 = load i32, ptr %5, align 8, !dbg !633, !tbaa !465
  %104 = icmp sgt i32 %103, 0, !dbg !694
  br i1 %104, label %105, label %398, !dbg !695

105:                                              ; preds = %102, %96, %93
    #dbg_value(ptr %3, !466, !DIExpression(), !696)
  store i32 0, ptr %12, align 4, !dbg !698, !tbaa !474
  store i32 0, ptr %8, align 4, !dbg !699, !tbaa !477
  store i32 0, ptr %7, align 8, !dbg !700, !tbaa !480
  store i32 -1, ptr %13, align 8, !dbg !701, !tbaa !483
    #dbg_value(i32 0, !469, !DIExpression(), !696)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %14, i8 0, i64 256, i1 false), !dbg !702, !tbaa !487
    #dbg_value(i64 poison, !469, !DIExpression(), !696)
  %106 = load i32, ptr %15, align 4, !dbg !703, !tbaa !489
  %107 = add nsw i32 %106, 1, !dbg !703
  store i32 %107, ptr %15, align 4, !dbg !703, !tbaa !489
  store i32 2, ptr %6, align 4, !dbg !704, !tbaa !406
  %108 = icmp eq i32 %94, 3, !dbg !705
  br i1 %108, label %109, label %121, !dbg !707

109:                                              ; preds = %105
  %110 = load i32, ptr %11, align 8, !dbg !708, !tbaa !548
  %111 = icmp eq i32 %110, 0, !dbg !709
  br i1 %111, label %112, label %118, !dbg !710

112:                                              ; preds = %109
    #dbg_value(ptr %3, !566, !DIExpression(), !711)
  %113 = load i32, ptr %4, align 4, !dbg !713, !tbaa !462
  %114 = icmp ult i32 %113, 256, !dbg !714
  br i1 %114, label %115, label %398, !dbg !715

115:                                              ; preds = %112
  %116 = load i32, ptr %5, align 8, !dbg !716, !tbaa !465
  %117 = icmp sgt i32 %116, 0, !dbg !717
  br i1 %117, label %118, label %398, !dbg !718

118:                                              ; preds = %22, %109, %115
  %119 = phi i8 [ %90, %115 ], [ %90, %109 ], [ %19, %22 ]
  %120 = load i32, ptr %10, align 8, !dbg !719, !tbaa !409
  br label %121, !dbg !742

121:                                              ; preds = %118, %105
  %122 = phi i32 [ %120, %118 ], [ %94, %105 ], !dbg !719
  %123 = phi i8 [ %119, %118 ], [ %90, %105 ]
    #dbg_value(ptr %3, !723, !DIExpression(), !743)
    #dbg_value(i8 0, !724, !DIExpression(), !743)
  %124 = icmp eq i32 %122, 2, !dbg !744
    #dbg_value(i8 0, !724, !DIExpression(), !743)
    #dbg_value(i8 0, !724, !DIExpression(), !743)
  %125 = load i32, ptr %12, align 4, !dbg !745, !tbaa !474
  %126 = load i32, ptr %16, align 8, !dbg !745, !tbaa !419
  %127 = icmp slt i32 %125, %126, !dbg !745
  br i1 %124, label %197, label %128, !dbg !746

128:                                              ; preds = %121
  br i1 %127, label %129, label %369, !dbg !747

129:                                              ; preds = %128
    #dbg_value(i8 0, !724, !DIExpression(), !743)
  %130 = load ptr, ptr %3, align 8, !dbg !748, !tbaa !364
  %131 = getelementptr inbounds i8, ptr %130, i64 8, !dbg !750
  %132 = load i32, ptr %131, align 8, !dbg !750, !tbaa !547
  %133 = icmp eq i32 %132, 0, !dbg !751
  br i1 %133, label %369, label %134, !dbg !752

134:                                              ; preds = %129
  %135 = load i32, ptr %11, align 8, !dbg !753, !tbaa !548
  %136 = icmp eq i32 %135, 0, !dbg !755
  br i1 %136, label %369, label %137, !dbg !756

137:                                              ; preds = %134
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %138 = load ptr, ptr %130, align 8, !dbg !757, !tbaa !758
  %139 = load i8, ptr %138, align 1, !dbg !757, !tbaa !487
  %140 = zext i8 %139 to i32, !dbg !757
    #dbg_value(i32 %140, !732, !DIExpression(), !759)
  %141 = load i32, ptr %4, align 4, !dbg !760, !tbaa !462
  %142 = icmp eq i32 %141, %140, !dbg !760
  %143 = load i32, ptr %5, align 8, !dbg !760, !tbaa !465
  br i1 %142, label %166, label %144, !dbg !760

144:                                              ; preds = %137
  %145 = icmp eq i32 %143, 1, !dbg !760
  br i1 %145, label %148, label %146, !dbg !757

146:                                              ; preds = %144
  %147 = icmp ult i32 %141, 256, !dbg !761
  br i1 %147, label %170, label %171, !dbg !765

148:                                              ; preds = %144
  %149 = trunc i32 %141 to i8, !dbg !766
    #dbg_value(i8 %149, !736, !DIExpression(), !767)
  %150 = load i32, ptr %13, align 8, !dbg !768, !tbaa !483
  %151 = shl i32 %150, 8, !dbg !768
  %152 = lshr i32 %150, 24, !dbg !768
  %153 = and i32 %141, 255, !dbg !768
  %154 = xor i32 %152, %153, !dbg !768
  %155 = zext nneg i32 %154 to i64, !dbg !768
  %156 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %155, !dbg !768
  %157 = load i32, ptr %156, align 4, !dbg !768, !tbaa !770
  %158 = xor i32 %151, %157, !dbg !768
  store i32 %158, ptr %13, align 8, !dbg !768, !tbaa !483
  %159 = zext i32 %141 to i64, !dbg !766
  %160 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %159, !dbg !766
  store i8 1, ptr %160, align 1, !dbg !766, !tbaa !487
  %161 = load ptr, ptr %17, align 8, !dbg !766, !tbaa !428
  %162 = sext i32 %125 to i64, !dbg !766
  %163 = getelementptr inbounds i8, ptr %161, i64 %162, !dbg !766
  store i8 %149, ptr %163, align 1, !dbg !766, !tbaa !487
  %164 = load i32, ptr %12, align 4, !dbg !766, !tbaa !474
  %165 = add nsw i32 %164, 1, !dbg !766
  store i32 %165, ptr %12, align 4, !dbg !766, !tbaa !474
  store i32 %140, ptr %4, align 4, !dbg !766, !tbaa !462
  br label %172, !dbg !766

166:                                              ; preds = %137
  %167 = icmp eq i32 %143, 255, !dbg !771
  br i1 %167, label %170, label %168, !dbg !760

168:                                              ; preds = %166
  %169 = add nsw i32 %143, 1, !dbg !772
  store i32 %169, ptr %5, align 8, !dbg !772, !tbaa !465
  br label %172

170:                                              ; preds = %166, %146
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3), !dbg !761
  br label %171, !dbg !761

171:                                              ; preds = %170, %146
  store i32 %140, ptr %4, align 4, !dbg !765, !tbaa !462
  store i32 1, ptr %5, align 8, !dbg !765, !tbaa !465
  br label %172, !dbg !765

172:                                              ; preds = %171, %168, %148
  %173 = load ptr, ptr %3, align 8, !dbg !774, !tbaa !364
  %174 = load ptr, ptr %173, align 8, !dbg !775, !tbaa !758
  %175 = getelementptr inbounds i8, ptr %174, i64 1, !dbg !775
  store ptr %175, ptr %173, align 8, !dbg !775, !tbaa !758
  %176 = getelementptr inbounds i8, ptr %173, i64 8, !dbg !776
  %177 = load i32, ptr %176, align 8, !dbg !777, !tbaa !547
  %178 = add i32 %177, -1, !dbg !777
  store i32 %178, ptr %176, align 8, !dbg !777, !tbaa !547
  %179 = getelementptr inbounds i8, ptr %173, i64 12, !dbg !778
  %180 = load i32, ptr %179, align 4, !dbg !779, !tbaa !443
  %181 = add i32 %180, 1, !dbg !779
  store i32 %181, ptr %179, align 4, !dbg !779, !tbaa !443
  %182 = icmp eq i32 %181, 0, !dbg !780
  br i1 %182, label %183, label %187, !dbg !782

183:                                              ; preds = %172
  %184 = getelementptr inbounds i8, ptr %173, i64 16, !dbg !783
  %185 = load i32, ptr %184, align 8, !dbg !784, !tbaa !446
  %186 = add i32 %185, 1, !dbg !784
  store i32 %186, ptr %184, align 8, !dbg !784, !tbaa !446
  br label %187, !dbg !785

187:                                              ; preds = %183, %172
  %188 = load i32, ptr %11, align 8, !dbg !786, !tbaa !548
  %189 = add i32 %188, -1, !dbg !786
  store i32 %189, ptr %11, align 8, !dbg !786, !tbaa !548
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %190 = load i32, ptr %12, align 4, !dbg !787, !tbaa !474
  %191 = load i32, ptr %16, align 8, !dbg !789, !tbaa !419
  %192 = icmp slt i32 %190, %191, !dbg !790
  br i1 %192, label %193, label %369, !dbg !747

193:                                              ; preds = %187
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %194 = icmp eq i32 %178, 0, !dbg !751
  %195 = icmp eq i32 %189, 0
  %196 = select i1 %194, i1 true, i1 %195, !dbg !752
  br i1 %196, label %369, label %316, !dbg !752

197:                                              ; preds = %121
  br i1 %127, label %198, label %369, !dbg !791

198:                                              ; preds = %197
    #dbg_value(i8 0, !724, !DIExpression(), !743)
  %199 = load ptr, ptr %3, align 8, !dbg !792, !tbaa !364
  %200 = getelementptr inbounds i8, ptr %199, i64 8, !dbg !794
  %201 = load i32, ptr %200, align 8, !dbg !794, !tbaa !547
  %202 = icmp eq i32 %201, 0, !dbg !795
  br i1 %202, label %369, label %203, !dbg !796

203:                                              ; preds = %198
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %204 = load ptr, ptr %199, align 8, !dbg !797, !tbaa !758
  %205 = load i8, ptr %204, align 1, !dbg !797, !tbaa !487
  %206 = zext i8 %205 to i32, !dbg !797
    #dbg_value(i32 %206, !725, !DIExpression(), !798)
  %207 = load i32, ptr %4, align 4, !dbg !799, !tbaa !462
  %208 = icmp eq i32 %207, %206, !dbg !799
  %209 = load i32, ptr %5, align 8, !dbg !799, !tbaa !465
  br i1 %208, label %232, label %210, !dbg !799

210:                                              ; preds = %203
  %211 = icmp eq i32 %209, 1, !dbg !799
  br i1 %211, label %214, label %212, !dbg !797

212:                                              ; preds = %210
  %213 = icmp ult i32 %207, 256, !dbg !800
  br i1 %213, label %236, label %237, !dbg !804

214:                                              ; preds = %210
  %215 = trunc i32 %207 to i8, !dbg !805
    #dbg_value(i8 %215, !729, !DIExpression(), !806)
  %216 = load i32, ptr %13, align 8, !dbg !807, !tbaa !483
  %217 = shl i32 %216, 8, !dbg !807
  %218 = lshr i32 %216, 24, !dbg !807
  %219 = and i32 %207, 255, !dbg !807
  %220 = xor i32 %218, %219, !dbg !807
  %221 = zext nneg i32 %220 to i64, !dbg !807
  %222 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %221, !dbg !807
  %223 = load i32, ptr %222, align 4, !dbg !807, !tbaa !770
  %224 = xor i32 %217, %223, !dbg !807
  store i32 %224, ptr %13, align 8, !dbg !807, !tbaa !483
  %225 = zext i32 %207 to i64, !dbg !805
  %226 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %225, !dbg !805
  store i8 1, ptr %226, align 1, !dbg !805, !tbaa !487
  %227 = load ptr, ptr %17, align 8, !dbg !805, !tbaa !428
  %228 = sext i32 %125 to i64, !dbg !805
  %229 = getelementptr inbounds i8, ptr %227, i64 %228, !dbg !805
  store i8 %215, ptr %229, align 1, !dbg !805, !tbaa !487
  %230 = load i32, ptr %12, align 4, !dbg !805, !tbaa !474
  %231 = add nsw i32 %230, 1, !dbg !805
  store i32 %231, ptr %12, align 4, !dbg !805, !tbaa !474
  store i32 %206, ptr %4, align 4, !dbg !805, !tbaa !462
  br label %238, !dbg !805

232:                                              ; preds = %203
  %233 = icmp eq i32 %209, 255, !dbg !809
  br i1 %233, label %236, label %234, !dbg !799

234:                                              ; preds = %232
  %235 = add nsw i32 %209, 1, !dbg !810
  store i32 %235, ptr %5, align 8, !dbg !810, !tbaa !465
  br label %238

236:                                              ; preds = %232, %212
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3), !dbg !800
  br label %237, !dbg !800

237:                                              ; preds = %236, %212
  store i32 %206, ptr %4, align 4, !dbg !804, !tbaa !462
  store i32 1, ptr %5, align 8, !dbg !804, !tbaa !465
  br label %238, !dbg !804

238:                                              ; preds = %237, %234, %214
  %239 = load ptr, ptr %3, align 8, !dbg !812, !tbaa !364
  %240 = load ptr, ptr %239, align 8, !dbg !813, !tbaa !758
  %241 = getelementptr inbounds i8, ptr %240, i64 1, !dbg !813
  store ptr %241, ptr %239, align 8, !dbg !813, !tbaa !758
  %242 = getelementptr inbounds i8, ptr %239, i64 8, !dbg !814
  %243 = load i32, ptr %242, align 8, !dbg !815, !tbaa !547
  %244 = add i32 %243, -1, !dbg !815
  store i32 %244, ptr %242, align 8, !dbg !815, !tbaa !547
  %245 = getelementptr inbounds i8, ptr %239, i64 12, !dbg !816
  %246 = load i32, ptr %245, align 4, !dbg !817, !tbaa !443
  %247 = add i32 %246, 1, !dbg !817
  store i32 %247, ptr %245, align 4, !dbg !817, !tbaa !443
  %248 = icmp eq i32 %247, 0, !dbg !818
  br i1 %248, label %249, label %253, !dbg !820

249:                                              ; preds = %238
  %250 = getelementptr inbounds i8, ptr %239, i64 16, !dbg !821
  %251 = load i32, ptr %250, align 8, !dbg !822, !tbaa !446
  %252 = add i32 %251, 1, !dbg !822
  store i32 %252, ptr %250, align 8, !dbg !822, !tbaa !446
  br label %253, !dbg !823

253:                                              ; preds = %249, %238
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %254 = load i32, ptr %12, align 4, !dbg !824, !tbaa !474
  %255 = load i32, ptr %16, align 8, !dbg !826, !tbaa !419
  %256 = icmp sge i32 %254, %255, !dbg !827
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %257 = icmp eq i32 %244, 0
  %258 = select i1 %256, i1 true, i1 %257, !dbg !791
  br i1 %258, label %369, label %259, !dbg !791

259:                                              ; preds = %253, %306
  %260 = phi i32 [ %307, %306 ], [ %254, %253 ]
  %261 = phi ptr [ %294, %306 ], [ %241, %253 ]
  %262 = phi i32 [ %264, %306 ], [ %206, %253 ]
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %263 = load i8, ptr %261, align 1, !dbg !797, !tbaa !487
  %264 = zext i8 %263 to i32, !dbg !797
    #dbg_value(i32 %264, !725, !DIExpression(), !798)
  %265 = icmp eq i32 %262, %264, !dbg !799
  %266 = load i32, ptr %5, align 8, !dbg !799, !tbaa !465
  br i1 %265, label %286, label %267, !dbg !799

267:                                              ; preds = %259
  %268 = icmp eq i32 %266, 1, !dbg !799
  br i1 %268, label %269, label %288, !dbg !797

269:                                              ; preds = %267
  %270 = trunc nuw i32 %262 to i8, !dbg !805
    #dbg_value(i8 %270, !729, !DIExpression(), !806)
  %271 = load i32, ptr %13, align 8, !dbg !807, !tbaa !483
  %272 = shl i32 %271, 8, !dbg !807
  %273 = lshr i32 %271, 24, !dbg !807
  %274 = xor i32 %273, %262, !dbg !807
  %275 = zext nneg i32 %274 to i64, !dbg !807
  %276 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %275, !dbg !807
  %277 = load i32, ptr %276, align 4, !dbg !807, !tbaa !770
  %278 = xor i32 %272, %277, !dbg !807
  store i32 %278, ptr %13, align 8, !dbg !807, !tbaa !483
  %279 = zext nneg i32 %262 to i64, !dbg !805
  %280 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %279, !dbg !805
  store i8 1, ptr %280, align 1, !dbg !805, !tbaa !487
  %281 = load ptr, ptr %17, align 8, !dbg !805, !tbaa !428
  %282 = sext i32 %260 to i64, !dbg !805
  %283 = getelementptr inbounds i8, ptr %281, i64 %282, !dbg !805
  store i8 %270, ptr %283, align 1, !dbg !805, !tbaa !487
  %284 = load i32, ptr %12, align 4, !dbg !805, !tbaa !474
  %285 = add nsw i32 %284, 1, !dbg !805
  store i32 %285, ptr %12, align 4, !dbg !805, !tbaa !474
  store i32 %264, ptr %4, align 4, !dbg !805, !tbaa !462
  br label %291, !dbg !805

286:                                              ; preds = %259
  %287 = icmp eq i32 %266, 255, !dbg !809
  br i1 %287, label %288, label %289, !dbg !799

288:                                              ; preds = %286, %267
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3), !dbg !800
  store i32 %264, ptr %4, align 4, !dbg !804, !tbaa !462
  store i32 1, ptr %5, align 8, !dbg !804, !tbaa !465
  br label %291, !dbg !804

289:                                              ; preds = %286
  %290 = add nsw i32 %266, 1, !dbg !810
  store i32 %290, ptr %5, align 8, !dbg !810, !tbaa !465
  br label %291

291:                                              ; preds = %289, %288, %269
  %292 = load ptr, ptr %3, align 8, !dbg !812, !tbaa !364
  %293 = load ptr, ptr %292, align 8, !dbg !813, !tbaa !758
  %294 = getelementptr inbounds i8, ptr %293, i64 1, !dbg !813
  store ptr %294, ptr %292, align 8, !dbg !813, !tbaa !758
  %295 = getelementptr inbounds i8, ptr %292, i64 8, !dbg !814
  %296 = load i32, ptr %295, align 8, !dbg !815, !tbaa !547
  %297 = add i32 %296, -1, !dbg !815
  store i32 %297, ptr %295, align 8, !dbg !815, !tbaa !547
  %298 = getelementptr inbounds i8, ptr %292, i64 12, !dbg !816
  %299 = load i32, ptr %298, align 4, !dbg !817, !tbaa !443
  %300 = add i32 %299, 1, !dbg !817
  store i32 %300, ptr %298, align 4, !dbg !817, !tbaa !443
  %301 = icmp eq i32 %300, 0, !dbg !818
  br i1 %301, label %302, label %306, !dbg !820

302:                                              ; preds = %291
  %303 = getelementptr inbounds i8, ptr %292, i64 16, !dbg !821
  %304 = load i32, ptr %303, align 8, !dbg !822, !tbaa !446
  %305 = add i32 %304, 1, !dbg !822
  store i32 %305, ptr %303, align 8, !dbg !822, !tbaa !446
  br label %306, !dbg !823

306:                                              ; preds = %302, %291
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %307 = load i32, ptr %12, align 4, !dbg !824, !tbaa !474
  %308 = load i32, ptr %16, align 8, !dbg !826, !tbaa !419
  %309 = icmp sge i32 %307, %308, !dbg !827
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %310 = icmp eq i32 %297, 0
  %311 = select i1 %309, i1 true, i1 %310, !dbg !791
  br i1 %311, label %369, label %259, !dbg !791, !llvm.loop !828

312:                                              ; preds = %363
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %313 = icmp eq i32 %354, 0, !dbg !751
  %314 = icmp eq i32 %365, 0
  %315 = select i1 %313, i1 true, i1 %314, !dbg !752
  br i1 %315, label %369, label %316, !dbg !752, !llvm.loop !831

316:                                              ; preds = %193, %312
  %317 = phi i32 [ %366, %312 ], [ %190, %193 ]
  %318 = phi ptr [ %351, %312 ], [ %175, %193 ]
  %319 = phi i32 [ %321, %312 ], [ %140, %193 ]
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %320 = load i8, ptr %318, align 1, !dbg !757, !tbaa !487
  %321 = zext i8 %320 to i32, !dbg !757
    #dbg_value(i32 %321, !732, !DIExpression(), !759)
  %322 = icmp eq i32 %319, %321, !dbg !760
  %323 = load i32, ptr %5, align 8, !dbg !760, !tbaa !465
  br i1 %322, label %343, label %324, !dbg !760

324:                                              ; preds = %316
  %325 = icmp eq i32 %323, 1, !dbg !760
  br i1 %325, label %326, label %345, !dbg !757

326:                                              ; preds = %324
  %327 = trunc nuw i32 %319 to i8, !dbg !766
    #dbg_value(i8 %327, !736, !DIExpression(), !767)
  %328 = load i32, ptr %13, align 8, !dbg !768, !tbaa !483
  %329 = shl i32 %328, 8, !dbg !768
  %330 = lshr i32 %328, 24, !dbg !768
  %331 = xor i32 %330, %319, !dbg !768
  %332 = zext nneg i32 %331 to i64, !dbg !768
  %333 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %332, !dbg !768
  %334 = load i32, ptr %333, align 4, !dbg !768, !tbaa !770
  %335 = xor i32 %329, %334, !dbg !768
  store i32 %335, ptr %13, align 8, !dbg !768, !tbaa !483
  %336 = zext nneg i32 %319 to i64, !dbg !766
  %337 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %336, !dbg !766
  store i8 1, ptr %337, align 1, !dbg !766, !tbaa !487
  %338 = load ptr, ptr %17, align 8, !dbg !766, !tbaa !428
  %339 = sext i32 %317 to i64, !dbg !766
  %340 = getelementptr inbounds i8, ptr %338, i64 %339, !dbg !766
  store i8 %327, ptr %340, align 1, !dbg !766, !tbaa !487
  %341 = load i32, ptr %12, align 4, !dbg !766, !tbaa !474
  %342 = add nsw i32 %341, 1, !dbg !766
  store i32 %342, ptr %12, align 4, !dbg !766, !tbaa !474
  store i32 %321, ptr %4, align 4, !dbg !766, !tbaa !462
  br label %348, !dbg !766

343:                                              ; preds = %316
  %344 = icmp eq i32 %323, 255, !dbg !771
  br i1 %344, label %345, label %346, !dbg !760

345:                                              ; preds = %343, %324
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3), !dbg !761
  store i32 %321, ptr %4, align 4, !dbg !765, !tbaa !462
  store i32 1, ptr %5, align 8, !dbg !765, !tbaa !465
  br label %348, !dbg !765

346:                                              ; preds = %343
  %347 = add nsw i32 %323, 1, !dbg !772
  store i32 %347, ptr %5, align 8, !dbg !772, !tbaa !465
  br label %348

348:                                              ; preds = %346, %345, %326
  %349 = load ptr, ptr %3, align 8, !dbg !774, !tbaa !364
  %350 = load ptr, ptr %349, align 8, !dbg !775, !tbaa !758
  %351 = getelementptr inbounds i8, ptr %350, i64 1, !dbg !775
  store ptr %351, ptr %349, align 8, !dbg !775, !tbaa !758
  %352 = getelementptr inbounds i8, ptr %349, i64 8, !dbg !776
  %353 = load i32, ptr %352, align 8, !dbg !777, !tbaa !547
  %354 = add i32 %353, -1, !dbg !777
  store i32 %354, ptr %352, align 8, !dbg !777, !tbaa !547
  %355 = getelementptr inbounds i8, ptr %349, i64 12, !dbg !778
  %356 = load i32, ptr %355, align 4, !dbg !779, !tbaa !443
  %357 = add i32 %356, 1, !dbg !779
  store i32 %357, ptr %355, align 4, !dbg !779, !tbaa !443
  %358 = icmp eq i32 %357, 0, !dbg !780
  br i1 %358, label %359, label %363, !dbg !782

359:                                              ; preds = %348
  %360 = getelementptr inbounds i8, ptr %349, i64 16, !dbg !783
  %361 = load i32, ptr %360, align 8, !dbg !784, !tbaa !446
  %362 = add i32 %361, 1, !dbg !784
  store i32 %362, ptr %360, align 8, !dbg !784, !tbaa !446
  br label %363, !dbg !785

363:                                              ; preds = %359, %348
  %364 = load i32, ptr %11, align 8, !dbg !786, !tbaa !548
  %365 = add i32 %364, -1, !dbg !786
  store i32 %365, ptr %11, align 8, !dbg !786, !tbaa !548
    #dbg_value(i8 1, !724, !DIExpression(), !743)
  %366 = load i32, ptr %12, align 4, !dbg !787, !tbaa !474
  %367 = load i32, ptr %16, align 8, !dbg !789, !tbaa !419
  %368 = icmp slt i32 %366, %367, !dbg !790
  br i1 %368, label %312, label %369, !dbg !747, !llvm.loop !831

369:                                              ; preds = %363, %312, %306, %193, %128, %129, %134, %187, %197, %198, %253
  %370 = phi i32 [ %126, %197 ], [ %126, %128 ], [ %126, %198 ], [ %255, %253 ], [ %126, %129 ], [ %126, %134 ], [ %191, %187 ], [ %191, %193 ], [ %308, %306 ], [ %367, %312 ], [ %367, %363 ]
  %371 = phi i32 [ %125, %197 ], [ %125, %128 ], [ %125, %198 ], [ %254, %253 ], [ %125, %129 ], [ %125, %134 ], [ %190, %187 ], [ %190, %193 ], [ %307, %306 ], [ %366, %312 ], [ %366, %363 ]
  %372 = phi i8 [ 0, %197 ], [ 0, %128 ], [ 0, %198 ], [ 1, %253 ], [ 0, %129 ], [ 0, %134 ], [ 1, %187 ], [ 1, %193 ], [ 1, %306 ], [ 1, %312 ], [ 1, %363 ], !dbg !834
    #dbg_value(i8 %372, !724, !DIExpression(), !743)
  %373 = or i8 %372, %20, !dbg !835
    #dbg_value(i8 %373, !622, !DIExpression(), !625)
  %374 = load i32, ptr %10, align 8, !dbg !836, !tbaa !409
  %375 = icmp eq i32 %374, 2, !dbg !838
  br i1 %375, label %388, label %376, !dbg !839

376:                                              ; preds = %369
  %377 = load i32, ptr %11, align 8, !dbg !840, !tbaa !548
  %378 = icmp eq i32 %377, 0, !dbg !841
  br i1 %378, label %379, label %388, !dbg !842

379:                                              ; preds = %376
    #dbg_value(ptr %3, !843, !DIExpression(), !846)
  %380 = load i32, ptr %4, align 4, !dbg !849, !tbaa !462
  %381 = icmp ult i32 %380, 256, !dbg !851
  br i1 %381, label %382, label %384, !dbg !852

382:                                              ; preds = %379
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3), !dbg !853
  %383 = load i32, ptr %10, align 8, !dbg !854, !tbaa !409
  br label %384, !dbg !853

384:                                              ; preds = %379, %382
  %385 = phi i32 [ %374, %379 ], [ %383, %382 ], !dbg !854
    #dbg_value(ptr %3, !453, !DIExpression(), !855)
  store i32 256, ptr %4, align 4, !dbg !857, !tbaa !462
  store i32 0, ptr %5, align 8, !dbg !858, !tbaa !465
  %386 = icmp eq i32 %385, 4, !dbg !859
  %387 = zext i1 %386 to i8, !dbg !860
  br label %396, !dbg !861

388:                                              ; preds = %376, %369
  %389 = icmp slt i32 %371, %370, !dbg !862
  br i1 %389, label %390, label %396, !dbg !864

390:                                              ; preds = %388
  %391 = load ptr, ptr %3, align 8, !dbg !865, !tbaa !364
  %392 = getelementptr inbounds i8, ptr %391, i64 8, !dbg !867
  %393 = load i32, ptr %392, align 8, !dbg !867, !tbaa !547
  %394 = icmp eq i32 %393, 0, !dbg !868
  br i1 %394, label %398, label %395, !dbg !869

395:                                              ; preds = %390, %396
  br label %18, !dbg !634, !llvm.loop !636

396:                                              ; preds = %388, %384
  %397 = phi i8 [ %387, %384 ], [ 0, %388 ]
  tail call void @BZ2_compressBlock(ptr noundef nonnull %3, i8 noundef zeroext %397) #24, !dbg !870
  store i32 1, ptr %6, align 4, !dbg !870, !tbaa !406
  br label %395, !dbg !634

398:                                              ; preds = %115, %112, %102, %99, %390, %87
  %399 = phi i8 [ %90, %87 ], [ %123, %390 ], [ %90, %99 ], [ %90, %102 ], [ %90, %112 ], [ %90, %115 ], !dbg !681
  %400 = phi i8 [ %20, %87 ], [ %373, %390 ], [ %20, %99 ], [ %20, %102 ], [ %20, %112 ], [ %20, %115 ], !dbg !625
    #dbg_value(i8 %400, !622, !DIExpression(), !625)
    #dbg_value(i8 %399, !623, !DIExpression(), !625)
  %401 = icmp ne i8 %400, 0, !dbg !871
  %402 = icmp ne i8 %399, 0, !dbg !872
  %403 = select i1 %401, i1 true, i1 %402, !dbg !872
  %404 = zext i1 %403 to i8, !dbg !871
  ret i8 %404, !dbg !873
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzCompressEnd(ptr noundef %0) local_unnamed_addr #4 !dbg !874 {
    #dbg_value(ptr %0, !878, !DIExpression(), !880)
  %2 = icmp eq ptr %0, null, !dbg !881
  br i1 %2, label %43, label %3, !dbg !883

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !884
  %5 = load ptr, ptr %4, align 8, !dbg !884, !tbaa !440
    #dbg_value(ptr %5, !879, !DIExpression(), !880)
  %6 = icmp eq ptr %5, null, !dbg !885
  br i1 %6, label %43, label %7, !dbg !887

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !888, !tbaa !364
  %9 = icmp eq ptr %8, %0, !dbg !890
  br i1 %9, label %10, label %43, !dbg !891

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !892
  %12 = load ptr, ptr %11, align 8, !dbg !892, !tbaa !373
  %13 = icmp eq ptr %12, null, !dbg !894
  br i1 %13, label %19, label %14, !dbg !895

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !896
  %16 = load ptr, ptr %15, align 8, !dbg !896, !tbaa !353
  %17 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !896
  %18 = load ptr, ptr %17, align 8, !dbg !896, !tbaa !359
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24, !dbg !896
  br label %19, !dbg !896

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !897
  %21 = load ptr, ptr %20, align 8, !dbg !897, !tbaa !376
  %22 = icmp eq ptr %21, null, !dbg !899
  br i1 %22, label %28, label %23, !dbg !900

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !901
  %25 = load ptr, ptr %24, align 8, !dbg !901, !tbaa !353
  %26 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !901
  %27 = load ptr, ptr %26, align 8, !dbg !901, !tbaa !359
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24, !dbg !901
  br label %28, !dbg !901

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !902
  %30 = load ptr, ptr %29, align 8, !dbg !902, !tbaa !379
  %31 = icmp eq ptr %30, null, !dbg !904
  br i1 %31, label %37, label %32, !dbg !905

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !906
  %34 = load ptr, ptr %33, align 8, !dbg !906, !tbaa !353
  %35 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !906
  %36 = load ptr, ptr %35, align 8, !dbg !906, !tbaa !359
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24, !dbg !906
  br label %37, !dbg !906

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !907
  %39 = load ptr, ptr %38, align 8, !dbg !907, !tbaa !353
  %40 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !907
  %41 = load ptr, ptr %40, align 8, !dbg !907, !tbaa !359
  %42 = load ptr, ptr %4, align 8, !dbg !907, !tbaa !440
  tail call void %39(ptr noundef %41, ptr noundef %42) #24, !dbg !907
  store ptr null, ptr %4, align 8, !dbg !908, !tbaa !440
  br label %43, !dbg !909

43:                                               ; preds = %7, %3, %1, %37
  %44 = phi i32 [ 0, %37 ], [ -2, %1 ], [ -2, %3 ], [ -2, %7 ], !dbg !880
  ret i32 %44, !dbg !910
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @BZ2_bzDecompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !911 {
    #dbg_value(ptr %0, !915, !DIExpression(), !999)
    #dbg_value(i32 %1, !916, !DIExpression(), !999)
    #dbg_value(i32 %2, !917, !DIExpression(), !999)
  %4 = icmp eq ptr %0, null, !dbg !1000
  %5 = icmp ugt i32 %2, 1
  %6 = or i1 %4, %5, !dbg !1002
  %7 = icmp ugt i32 %1, 4
  %8 = or i1 %7, %6, !dbg !1002
  br i1 %8, label %40, label %9, !dbg !1002

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1003
  %11 = load ptr, ptr %10, align 8, !dbg !1003, !tbaa !344
  %12 = icmp eq ptr %11, null, !dbg !1005
  br i1 %12, label %13, label %14, !dbg !1006

13:                                               ; preds = %9
  store ptr @default_bzalloc, ptr %10, align 8, !dbg !1007, !tbaa !344
  br label %14, !dbg !1008

14:                                               ; preds = %13, %9
  %15 = phi ptr [ @default_bzalloc, %13 ], [ %11, %9 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1009
  %17 = load ptr, ptr %16, align 8, !dbg !1009, !tbaa !353
  %18 = icmp eq ptr %17, null, !dbg !1011
  br i1 %18, label %19, label %20, !dbg !1012

19:                                               ; preds = %14
  store ptr @default_bzfree, ptr %16, align 8, !dbg !1013, !tbaa !353
  br label %20, !dbg !1014

20:                                               ; preds = %19, %14
  %21 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1015
  %22 = load ptr, ptr %21, align 8, !dbg !1015, !tbaa !359
  %23 = tail call ptr %15(ptr noundef %22, i32 noundef 64144, i32 noundef 1) #24, !dbg !1015
    #dbg_value(ptr %23, !918, !DIExpression(), !999)
  %24 = icmp eq ptr %23, null, !dbg !1016
  br i1 %24, label %40, label %25, !dbg !1018

25:                                               ; preds = %20
  store ptr %0, ptr %23, align 8, !dbg !1019, !tbaa !1020
  %26 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1022
  store ptr %23, ptr %26, align 8, !dbg !1023, !tbaa !440
  %27 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1024
  store i32 10, ptr %27, align 8, !dbg !1025, !tbaa !1026
  %28 = getelementptr inbounds i8, ptr %23, i64 36, !dbg !1027
  store i32 0, ptr %28, align 4, !dbg !1028, !tbaa !1029
  %29 = getelementptr inbounds i8, ptr %23, i64 32, !dbg !1030
  store i32 0, ptr %29, align 8, !dbg !1031, !tbaa !1032
  %30 = getelementptr inbounds i8, ptr %23, i64 3188, !dbg !1033
  store i32 0, ptr %30, align 4, !dbg !1034, !tbaa !1035
  %31 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1036
  store i32 0, ptr %31, align 4, !dbg !1037, !tbaa !443
  %32 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1038
  store i32 0, ptr %32, align 8, !dbg !1039, !tbaa !446
  %33 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !1040
  store i32 0, ptr %33, align 4, !dbg !1041, !tbaa !449
  %34 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1042
  store i32 0, ptr %34, align 8, !dbg !1043, !tbaa !452
  %35 = trunc nuw i32 %2 to i8, !dbg !1044
  %36 = getelementptr inbounds i8, ptr %23, i64 44, !dbg !1045
  store i8 %35, ptr %36, align 4, !dbg !1046, !tbaa !1047
  %37 = getelementptr inbounds i8, ptr %23, i64 3152, !dbg !1048
  %38 = getelementptr inbounds i8, ptr %23, i64 48, !dbg !1049
  store i32 0, ptr %38, align 8, !dbg !1050, !tbaa !1051
  %39 = getelementptr inbounds i8, ptr %23, i64 52, !dbg !1052
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, i8 0, i64 24, i1 false), !dbg !1053
  store i32 %1, ptr %39, align 4, !dbg !1054, !tbaa !1055
  br label %40, !dbg !1056

40:                                               ; preds = %20, %3, %25
  %41 = phi i32 [ 0, %25 ], [ -2, %3 ], [ -3, %20 ], !dbg !999
  ret i32 %41, !dbg !1057
}

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @BZ2_indexIntoF(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 !dbg !1058 {
    #dbg_value(i32 %0, !1062, !DIExpression(), !1067)
    #dbg_value(ptr %1, !1063, !DIExpression(), !1067)
    #dbg_value(i32 0, !1064, !DIExpression(), !1067)
    #dbg_value(i32 256, !1065, !DIExpression(), !1067)
  br label %3, !dbg !1068

3:                                                ; preds = %3, %2
  %4 = phi i32 [ 256, %2 ], [ %12, %3 ], !dbg !1069
  %5 = phi i32 [ 0, %2 ], [ %13, %3 ], !dbg !1067
    #dbg_value(i32 %5, !1064, !DIExpression(), !1067)
    #dbg_value(i32 %4, !1065, !DIExpression(), !1067)
  %6 = add nsw i32 %5, %4, !dbg !1070
  %7 = ashr i32 %6, 1, !dbg !1072
    #dbg_value(i32 %7, !1066, !DIExpression(), !1067)
  %8 = sext i32 %7 to i64, !dbg !1073
  %9 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !1073
  %10 = load i32, ptr %9, align 4, !dbg !1073, !tbaa !770
  %11 = icmp sgt i32 %10, %0, !dbg !1075
  %12 = select i1 %11, i32 %7, i32 %4
  %13 = select i1 %11, i32 %5, i32 %7
    #dbg_value(i32 %13, !1064, !DIExpression(), !1067)
    #dbg_value(i32 %12, !1065, !DIExpression(), !1067)
  %14 = sub nsw i32 %12, %13, !dbg !1076
  %15 = icmp eq i32 %14, 1, !dbg !1077
  br i1 %15, label %16, label %3, !dbg !1078, !llvm.loop !1079

16:                                               ; preds = %3
  ret i32 %13, !dbg !1082
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzDecompress(ptr noundef readonly %0) local_unnamed_addr #4 !dbg !1083 {
    #dbg_value(ptr %0, !1085, !DIExpression(), !1092)
  %2 = icmp eq ptr %0, null, !dbg !1093
  br i1 %2, label %1003, label %3, !dbg !1095

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1096
  %5 = load ptr, ptr %4, align 8, !dbg !1096, !tbaa !440
    #dbg_value(ptr %5, !1087, !DIExpression(), !1092)
  %6 = icmp eq ptr %5, null, !dbg !1097
  br i1 %6, label %1003, label %7, !dbg !1099

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !1100, !tbaa !1020
  %9 = icmp eq ptr %8, %0, !dbg !1102
  br i1 %9, label %10, label %1003, !dbg !1103

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = getelementptr inbounds i8, ptr %5, i64 44
  %13 = getelementptr inbounds i8, ptr %5, i64 20
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 12
  %16 = getelementptr inbounds i8, ptr %5, i64 3184
  %17 = getelementptr inbounds i8, ptr %5, i64 1092
  %18 = getelementptr inbounds i8, ptr %5, i64 64080
  %19 = getelementptr inbounds i8, ptr %5, i64 64
  %20 = getelementptr inbounds i8, ptr %5, i64 60
  %21 = getelementptr inbounds i8, ptr %5, i64 40
  %22 = getelementptr inbounds i8, ptr %5, i64 1096
  %23 = getelementptr inbounds i8, ptr %5, i64 3160
  %24 = getelementptr inbounds i8, ptr %5, i64 3168
  %25 = getelementptr inbounds i8, ptr %5, i64 24
  %26 = getelementptr inbounds i8, ptr %5, i64 28
  %27 = getelementptr inbounds i8, ptr %5, i64 3152
  %28 = getelementptr inbounds i8, ptr %5, i64 52
  %29 = getelementptr inbounds i8, ptr %5, i64 3176
  %30 = getelementptr inbounds i8, ptr %5, i64 3188
  %31 = load i32, ptr %11, align 8, !dbg !1104, !tbaa !1026
  br label %32, !dbg !1106

32:                                               ; preds = %1000, %10
  %33 = phi i32 [ 2, %1000 ], [ %31, %10 ]
  %34 = icmp sgt i32 %33, 9
  br label %35, !dbg !1106

35:                                               ; preds = %32, %981
  switch i32 %33, label %981 [
    i32 1, label %1003
    i32 2, label %36
  ], !dbg !1107

36:                                               ; preds = %35
  %37 = load i8, ptr %12, align 4, !dbg !1108, !tbaa !1047
  %38 = icmp eq i8 %37, 0, !dbg !1112
  %39 = load i8, ptr %13, align 4, !dbg !1113, !tbaa !1114
  %40 = icmp eq i8 %39, 0, !dbg !1113
  br i1 %38, label %592, label %41, !dbg !1115

41:                                               ; preds = %36
    #dbg_value(ptr %5, !1116, !DIExpression(), !1122)
  %42 = load ptr, ptr %5, align 8, !dbg !1124, !tbaa !1020
  %43 = getelementptr inbounds i8, ptr %42, i64 32, !dbg !1124
  %44 = load i32, ptr %43, align 8, !dbg !1124, !tbaa !648
  %45 = icmp eq i32 %44, 0, !dbg !1124
  br i1 %40, label %49, label %46, !dbg !1126

46:                                               ; preds = %41
  br i1 %45, label %949, label %47, !dbg !1127

47:                                               ; preds = %46
  %48 = load i32, ptr %14, align 8, !dbg !1131, !tbaa !1133
  br label %87, !dbg !1127

49:                                               ; preds = %41
  br i1 %45, label %949, label %50, !dbg !1134

50:                                               ; preds = %49
  %51 = load i32, ptr %14, align 8, !dbg !1138, !tbaa !1133
  br label %395, !dbg !1134

52:                                               ; preds = %87, %158
  %53 = phi i32 [ 1, %158 ], [ %89, %87 ], !dbg !1131
  %54 = icmp eq i32 %53, 0, !dbg !1140
  br i1 %54, label %91, label %55, !dbg !1141

55:                                               ; preds = %52
  %56 = load i8, ptr %15, align 4, !dbg !1142, !tbaa !1143
  %57 = getelementptr inbounds i8, ptr %88, i64 24, !dbg !1144
  %58 = load ptr, ptr %57, align 8, !dbg !1144, !tbaa !660
  store i8 %56, ptr %58, align 1, !dbg !1145, !tbaa !487
  %59 = load i32, ptr %16, align 8, !dbg !1146, !tbaa !1148
  %60 = shl i32 %59, 8, !dbg !1146
  %61 = lshr i32 %59, 24, !dbg !1146
  %62 = zext i8 %56 to i32, !dbg !1146
  %63 = xor i32 %61, %62, !dbg !1146
  %64 = zext nneg i32 %63 to i64, !dbg !1146
  %65 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %64, !dbg !1146
  %66 = load i32, ptr %65, align 4, !dbg !1146, !tbaa !770
  %67 = xor i32 %66, %60, !dbg !1146
  store i32 %67, ptr %16, align 8, !dbg !1146, !tbaa !1148
  %68 = load i32, ptr %14, align 8, !dbg !1149, !tbaa !1133
  %69 = add nsw i32 %68, -1, !dbg !1149
  store i32 %69, ptr %14, align 8, !dbg !1149, !tbaa !1133
  %70 = load ptr, ptr %5, align 8, !dbg !1150, !tbaa !1020
  %71 = getelementptr inbounds i8, ptr %70, i64 24, !dbg !1151
  %72 = load ptr, ptr %71, align 8, !dbg !1152, !tbaa !660
  %73 = getelementptr inbounds i8, ptr %72, i64 1, !dbg !1152
  store ptr %73, ptr %71, align 8, !dbg !1152, !tbaa !660
  %74 = getelementptr inbounds i8, ptr %70, i64 32, !dbg !1153
  %75 = load i32, ptr %74, align 8, !dbg !1154, !tbaa !648
  %76 = add i32 %75, -1, !dbg !1154
  store i32 %76, ptr %74, align 8, !dbg !1154, !tbaa !648
  %77 = getelementptr inbounds i8, ptr %70, i64 36, !dbg !1155
  %78 = load i32, ptr %77, align 4, !dbg !1156, !tbaa !449
  %79 = add i32 %78, 1, !dbg !1156
  store i32 %79, ptr %77, align 4, !dbg !1156, !tbaa !449
  %80 = icmp eq i32 %79, 0, !dbg !1157
  br i1 %80, label %81, label %85, !dbg !1159

81:                                               ; preds = %55
  %82 = getelementptr inbounds i8, ptr %70, i64 40, !dbg !1160
  %83 = load i32, ptr %82, align 8, !dbg !1161, !tbaa !452
  %84 = add i32 %83, 1, !dbg !1161
  store i32 %84, ptr %82, align 8, !dbg !1161, !tbaa !452
  br label %85, !dbg !1162

85:                                               ; preds = %81, %55
  %86 = icmp eq i32 %76, 0, !dbg !1163
  br i1 %86, label %949, label %87, !dbg !1127, !llvm.loop !1165

87:                                               ; preds = %47, %85
  %88 = phi ptr [ %42, %47 ], [ %70, %85 ]
  %89 = phi i32 [ %48, %47 ], [ %69, %85 ]
  %90 = getelementptr inbounds i8, ptr %88, i64 32
  br label %52, !dbg !1141

91:                                               ; preds = %52
  %92 = load i32, ptr %17, align 4, !dbg !1168, !tbaa !1170
  %93 = load i32, ptr %18, align 8, !dbg !1171, !tbaa !1172
  %94 = add nsw i32 %93, 1, !dbg !1173
  %95 = icmp eq i32 %92, %94, !dbg !1174
  br i1 %95, label %949, label %96, !dbg !1175

96:                                               ; preds = %91
  %97 = icmp sgt i32 %92, %94, !dbg !1176
  br i1 %97, label %1003, label %98, !dbg !1178

98:                                               ; preds = %96
  store i32 1, ptr %14, align 8, !dbg !1179, !tbaa !1133
  %99 = load i32, ptr %19, align 8, !dbg !1180, !tbaa !1181
  %100 = trunc i32 %99 to i8, !dbg !1182
  store i8 %100, ptr %15, align 4, !dbg !1183, !tbaa !1143
  %101 = load i32, ptr %20, align 4, !dbg !1184, !tbaa !1186
  %102 = load i32, ptr %21, align 8, !dbg !1184, !tbaa !1187
  %103 = mul i32 %102, 100000, !dbg !1184
  %104 = icmp ult i32 %101, %103, !dbg !1184
  br i1 %104, label %105, label %1003, !dbg !1188

105:                                              ; preds = %98, %105
  %106 = phi i32 [ %114, %105 ], [ 256, %98 ], !dbg !1189
  %107 = phi i32 [ %115, %105 ], [ 0, %98 ], !dbg !1191
    #dbg_value(i32 %107, !1064, !DIExpression(), !1191)
    #dbg_value(i32 %106, !1065, !DIExpression(), !1191)
  %108 = add nsw i32 %107, %106, !dbg !1192
  %109 = ashr i32 %108, 1, !dbg !1193
    #dbg_value(i32 %109, !1066, !DIExpression(), !1191)
  %110 = sext i32 %109 to i64, !dbg !1194
  %111 = getelementptr inbounds i32, ptr %22, i64 %110, !dbg !1194
  %112 = load i32, ptr %111, align 4, !dbg !1194, !tbaa !770
  %113 = icmp sgt i32 %112, %101, !dbg !1195
  %114 = select i1 %113, i32 %109, i32 %106
  %115 = select i1 %113, i32 %107, i32 %109
    #dbg_value(i32 %115, !1064, !DIExpression(), !1191)
    #dbg_value(i32 %114, !1065, !DIExpression(), !1191)
  %116 = sub nsw i32 %114, %115, !dbg !1196
  %117 = icmp eq i32 %116, 1, !dbg !1197
  br i1 %117, label %118, label %105, !dbg !1198, !llvm.loop !1199

118:                                              ; preds = %105
    #dbg_value(i32 %115, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %119 = load ptr, ptr %23, align 8, !dbg !1188, !tbaa !1202
  %120 = zext i32 %101 to i64, !dbg !1188
  %121 = getelementptr inbounds i16, ptr %119, i64 %120, !dbg !1188
  %122 = load i16, ptr %121, align 2, !dbg !1188, !tbaa !1203
  %123 = zext i16 %122 to i32, !dbg !1188
  %124 = load ptr, ptr %24, align 8, !dbg !1188, !tbaa !1205
  %125 = lshr i32 %101, 1, !dbg !1188
  %126 = zext nneg i32 %125 to i64, !dbg !1188
  %127 = getelementptr inbounds i8, ptr %124, i64 %126, !dbg !1188
  %128 = load i8, ptr %127, align 1, !dbg !1188, !tbaa !487
  %129 = zext i8 %128 to i32, !dbg !1188
  %130 = shl i32 %101, 2, !dbg !1188
  %131 = and i32 %130, 4, !dbg !1188
  %132 = lshr i32 %129, %131, !dbg !1188
  %133 = shl nuw nsw i32 %132, 16, !dbg !1188
  %134 = and i32 %133, 983040, !dbg !1188
  %135 = or disjoint i32 %134, %123, !dbg !1188
  store i32 %135, ptr %20, align 4, !dbg !1188, !tbaa !1186
  %136 = load i32, ptr %25, align 8, !dbg !1206, !tbaa !1208
  %137 = icmp eq i32 %136, 0, !dbg !1206
  br i1 %137, label %138, label %146, !dbg !1209

138:                                              ; preds = %118
  %139 = load i32, ptr %26, align 4, !dbg !1210, !tbaa !1212
  %140 = sext i32 %139 to i64, !dbg !1210
  %141 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %140, !dbg !1210
  %142 = load i32, ptr %141, align 4, !dbg !1210, !tbaa !770
  %143 = add nsw i32 %139, 1, !dbg !1210
  %144 = icmp eq i32 %143, 512, !dbg !1213
  %145 = select i1 %144, i32 0, i32 %143, !dbg !1210
  store i32 %145, ptr %26, align 4, !dbg !1210
  br label %146, !dbg !1210

146:                                              ; preds = %138, %118
  %147 = phi i32 [ %142, %138 ], [ %136, %118 ], !dbg !1209
  %148 = add nsw i32 %147, -1, !dbg !1209
  store i32 %148, ptr %25, align 8, !dbg !1209, !tbaa !1208
    #dbg_value(!DIArgList(i32 %115, i32 %148), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %149 = add nsw i32 %92, 1, !dbg !1215
  store i32 %149, ptr %17, align 4, !dbg !1215, !tbaa !1170
  %150 = icmp eq i32 %92, %93, !dbg !1216
  br i1 %150, label %158, label %151, !dbg !1218

151:                                              ; preds = %146
  %152 = icmp eq i32 %148, 1, !dbg !1219
    #dbg_value(!DIArgList(i32 %115, i1 %152), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %153 = zext i1 %152 to i32, !dbg !1219
    #dbg_value(!DIArgList(i32 %115, i32 %153), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %154 = and i32 %115, 255, !dbg !1220
  %155 = xor i32 %154, %153, !dbg !1220
    #dbg_value(!DIArgList(i32 %115, i32 %153), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1122)
  %156 = icmp eq i32 %155, %99, !dbg !1222
  br i1 %156, label %161, label %157, !dbg !1223

157:                                              ; preds = %151
  store i32 %155, ptr %19, align 8, !dbg !1224, !tbaa !1181
  br label %158, !dbg !1226

158:                                              ; preds = %353, %264, %253, %212, %201, %157, %146
  %159 = load i32, ptr %90, align 8, !dbg !1227, !tbaa !648
  %160 = icmp eq i32 %159, 0, !dbg !1163
  br i1 %160, label %949, label %52, !dbg !1127, !llvm.loop !1228

161:                                              ; preds = %151
  store i32 2, ptr %14, align 8, !dbg !1231, !tbaa !1133
  %162 = icmp ult i32 %135, %103, !dbg !1232
  br i1 %162, label %163, label %1003, !dbg !1234

163:                                              ; preds = %161, %163
  %164 = phi i32 [ %172, %163 ], [ 256, %161 ], !dbg !1235
  %165 = phi i32 [ %173, %163 ], [ 0, %161 ], !dbg !1237
    #dbg_value(i32 %165, !1064, !DIExpression(), !1237)
    #dbg_value(i32 %164, !1065, !DIExpression(), !1237)
  %166 = add nsw i32 %165, %164, !dbg !1238
  %167 = ashr i32 %166, 1, !dbg !1239
    #dbg_value(i32 %167, !1066, !DIExpression(), !1237)
  %168 = sext i32 %167 to i64, !dbg !1240
  %169 = getelementptr inbounds i32, ptr %22, i64 %168, !dbg !1240
  %170 = load i32, ptr %169, align 4, !dbg !1240, !tbaa !770
  %171 = icmp sgt i32 %170, %135, !dbg !1241
  %172 = select i1 %171, i32 %167, i32 %164
  %173 = select i1 %171, i32 %165, i32 %167
    #dbg_value(i32 %173, !1064, !DIExpression(), !1237)
    #dbg_value(i32 %172, !1065, !DIExpression(), !1237)
  %174 = sub nsw i32 %172, %173, !dbg !1242
  %175 = icmp eq i32 %174, 1, !dbg !1243
  br i1 %175, label %176, label %163, !dbg !1244, !llvm.loop !1245

176:                                              ; preds = %163
    #dbg_value(i32 %173, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %177 = zext nneg i32 %135 to i64, !dbg !1234
  %178 = getelementptr inbounds i16, ptr %119, i64 %177, !dbg !1234
  %179 = load i16, ptr %178, align 2, !dbg !1234, !tbaa !1203
  %180 = zext i16 %179 to i32, !dbg !1234
  %181 = lshr i32 %135, 1, !dbg !1234
  %182 = zext nneg i32 %181 to i64, !dbg !1234
  %183 = getelementptr inbounds i8, ptr %124, i64 %182, !dbg !1234
  %184 = load i8, ptr %183, align 1, !dbg !1234, !tbaa !487
  %185 = zext i8 %184 to i32, !dbg !1234
  %186 = shl nuw nsw i32 %123, 2, !dbg !1234
  %187 = and i32 %186, 4, !dbg !1234
  %188 = lshr i32 %185, %187, !dbg !1234
  %189 = shl nuw nsw i32 %188, 16, !dbg !1234
  %190 = and i32 %189, 983040, !dbg !1234
  %191 = or disjoint i32 %190, %180, !dbg !1234
  store i32 %191, ptr %20, align 4, !dbg !1234, !tbaa !1186
  %192 = icmp eq i32 %148, 0, !dbg !1248
  br i1 %192, label %193, label %201, !dbg !1250

193:                                              ; preds = %176
  %194 = load i32, ptr %26, align 4, !dbg !1251, !tbaa !1212
  %195 = sext i32 %194 to i64, !dbg !1251
  %196 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %195, !dbg !1251
  %197 = load i32, ptr %196, align 4, !dbg !1251, !tbaa !770
  %198 = add nsw i32 %194, 1, !dbg !1251
  %199 = icmp eq i32 %198, 512, !dbg !1253
  %200 = select i1 %199, i32 0, i32 %198, !dbg !1251
  store i32 %200, ptr %26, align 4, !dbg !1251
  br label %201, !dbg !1251

201:                                              ; preds = %193, %176
  %202 = phi i32 [ %197, %193 ], [ %148, %176 ], !dbg !1250
  %203 = add nsw i32 %202, -1, !dbg !1250
  store i32 %203, ptr %25, align 8, !dbg !1250, !tbaa !1208
    #dbg_value(!DIArgList(i32 %173, i32 %203), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %204 = add nsw i32 %92, 2, !dbg !1255
  store i32 %204, ptr %17, align 4, !dbg !1255, !tbaa !1170
  %205 = icmp eq i32 %149, %93, !dbg !1256
  br i1 %205, label %158, label %206, !dbg !1258

206:                                              ; preds = %201
  %207 = icmp eq i32 %203, 1, !dbg !1259
    #dbg_value(!DIArgList(i32 %173, i1 %207), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %208 = zext i1 %207 to i32, !dbg !1259
    #dbg_value(!DIArgList(i32 %173, i32 %208), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %209 = and i32 %173, 255, !dbg !1260
  %210 = xor i32 %209, %208, !dbg !1260
    #dbg_value(!DIArgList(i32 %173, i32 %208), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1122)
  %211 = icmp eq i32 %210, %99, !dbg !1262
  br i1 %211, label %213, label %212, !dbg !1263

212:                                              ; preds = %206
  store i32 %210, ptr %19, align 8, !dbg !1264, !tbaa !1181
  br label %158, !dbg !1266

213:                                              ; preds = %206
  store i32 3, ptr %14, align 8, !dbg !1267, !tbaa !1133
  %214 = icmp ult i32 %191, %103, !dbg !1268
  br i1 %214, label %215, label %1003, !dbg !1270

215:                                              ; preds = %213, %215
  %216 = phi i32 [ %224, %215 ], [ 256, %213 ], !dbg !1271
  %217 = phi i32 [ %225, %215 ], [ 0, %213 ], !dbg !1273
    #dbg_value(i32 %217, !1064, !DIExpression(), !1273)
    #dbg_value(i32 %216, !1065, !DIExpression(), !1273)
  %218 = add nsw i32 %217, %216, !dbg !1274
  %219 = ashr i32 %218, 1, !dbg !1275
    #dbg_value(i32 %219, !1066, !DIExpression(), !1273)
  %220 = sext i32 %219 to i64, !dbg !1276
  %221 = getelementptr inbounds i32, ptr %22, i64 %220, !dbg !1276
  %222 = load i32, ptr %221, align 4, !dbg !1276, !tbaa !770
  %223 = icmp sgt i32 %222, %191, !dbg !1277
  %224 = select i1 %223, i32 %219, i32 %216
  %225 = select i1 %223, i32 %217, i32 %219
    #dbg_value(i32 %225, !1064, !DIExpression(), !1273)
    #dbg_value(i32 %224, !1065, !DIExpression(), !1273)
  %226 = sub nsw i32 %224, %225, !dbg !1278
  %227 = icmp eq i32 %226, 1, !dbg !1279
  br i1 %227, label %228, label %215, !dbg !1280, !llvm.loop !1281

228:                                              ; preds = %215
    #dbg_value(i32 %225, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %229 = zext nneg i32 %191 to i64, !dbg !1270
  %230 = getelementptr inbounds i16, ptr %119, i64 %229, !dbg !1270
  %231 = load i16, ptr %230, align 2, !dbg !1270, !tbaa !1203
  %232 = zext i16 %231 to i32, !dbg !1270
  %233 = lshr i32 %191, 1, !dbg !1270
  %234 = zext nneg i32 %233 to i64, !dbg !1270
  %235 = getelementptr inbounds i8, ptr %124, i64 %234, !dbg !1270
  %236 = load i8, ptr %235, align 1, !dbg !1270, !tbaa !487
  %237 = zext i8 %236 to i32, !dbg !1270
  %238 = shl nuw nsw i32 %180, 2, !dbg !1270
  %239 = and i32 %238, 4, !dbg !1270
  %240 = lshr i32 %237, %239, !dbg !1270
  %241 = shl nuw nsw i32 %240, 16, !dbg !1270
  %242 = and i32 %241, 983040, !dbg !1270
  %243 = or disjoint i32 %242, %232, !dbg !1270
  store i32 %243, ptr %20, align 4, !dbg !1270, !tbaa !1186
  %244 = icmp eq i32 %203, 0, !dbg !1284
  br i1 %244, label %245, label %253, !dbg !1286

245:                                              ; preds = %228
  %246 = load i32, ptr %26, align 4, !dbg !1287, !tbaa !1212
  %247 = sext i32 %246 to i64, !dbg !1287
  %248 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %247, !dbg !1287
  %249 = load i32, ptr %248, align 4, !dbg !1287, !tbaa !770
  %250 = add nsw i32 %246, 1, !dbg !1287
  %251 = icmp eq i32 %250, 512, !dbg !1289
  %252 = select i1 %251, i32 0, i32 %250, !dbg !1287
  store i32 %252, ptr %26, align 4, !dbg !1287
  br label %253, !dbg !1287

253:                                              ; preds = %245, %228
  %254 = phi i32 [ %249, %245 ], [ %203, %228 ], !dbg !1286
  %255 = add nsw i32 %254, -1, !dbg !1286
  store i32 %255, ptr %25, align 8, !dbg !1286, !tbaa !1208
    #dbg_value(!DIArgList(i32 %225, i32 %255), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %256 = add nsw i32 %92, 3, !dbg !1291
  store i32 %256, ptr %17, align 4, !dbg !1291, !tbaa !1170
  %257 = icmp eq i32 %204, %93, !dbg !1292
  br i1 %257, label %158, label %258, !dbg !1294

258:                                              ; preds = %253
  %259 = icmp eq i32 %255, 1, !dbg !1295
    #dbg_value(!DIArgList(i32 %225, i1 %259), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %260 = zext i1 %259 to i32, !dbg !1295
    #dbg_value(!DIArgList(i32 %225, i32 %260), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %261 = and i32 %225, 255, !dbg !1296
  %262 = xor i32 %261, %260, !dbg !1296
    #dbg_value(!DIArgList(i32 %225, i32 %260), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1122)
  %263 = icmp eq i32 %262, %99, !dbg !1298
  br i1 %263, label %265, label %264, !dbg !1299

264:                                              ; preds = %258
  store i32 %262, ptr %19, align 8, !dbg !1300, !tbaa !1181
  br label %158, !dbg !1302

265:                                              ; preds = %258
  %266 = icmp ult i32 %243, %103, !dbg !1303
  br i1 %266, label %267, label %1003, !dbg !1305

267:                                              ; preds = %265, %267
  %268 = phi i32 [ %276, %267 ], [ 256, %265 ], !dbg !1306
  %269 = phi i32 [ %277, %267 ], [ 0, %265 ], !dbg !1308
    #dbg_value(i32 %269, !1064, !DIExpression(), !1308)
    #dbg_value(i32 %268, !1065, !DIExpression(), !1308)
  %270 = add nsw i32 %269, %268, !dbg !1309
  %271 = ashr i32 %270, 1, !dbg !1310
    #dbg_value(i32 %271, !1066, !DIExpression(), !1308)
  %272 = sext i32 %271 to i64, !dbg !1311
  %273 = getelementptr inbounds i32, ptr %22, i64 %272, !dbg !1311
  %274 = load i32, ptr %273, align 4, !dbg !1311, !tbaa !770
  %275 = icmp sgt i32 %274, %243, !dbg !1312
  %276 = select i1 %275, i32 %271, i32 %268
  %277 = select i1 %275, i32 %269, i32 %271
    #dbg_value(i32 %277, !1064, !DIExpression(), !1308)
    #dbg_value(i32 %276, !1065, !DIExpression(), !1308)
  %278 = sub nsw i32 %276, %277, !dbg !1313
  %279 = icmp eq i32 %278, 1, !dbg !1314
  br i1 %279, label %280, label %267, !dbg !1315, !llvm.loop !1316

280:                                              ; preds = %267
    #dbg_value(i32 %277, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %281 = zext nneg i32 %243 to i64, !dbg !1305
  %282 = getelementptr inbounds i16, ptr %119, i64 %281, !dbg !1305
  %283 = load i16, ptr %282, align 2, !dbg !1305, !tbaa !1203
  %284 = zext i16 %283 to i32, !dbg !1305
  %285 = lshr i32 %243, 1, !dbg !1305
  %286 = zext nneg i32 %285 to i64, !dbg !1305
  %287 = getelementptr inbounds i8, ptr %124, i64 %286, !dbg !1305
  %288 = load i8, ptr %287, align 1, !dbg !1305, !tbaa !487
  %289 = zext i8 %288 to i32, !dbg !1305
  %290 = shl nuw nsw i32 %232, 2, !dbg !1305
  %291 = and i32 %290, 4, !dbg !1305
  %292 = lshr i32 %289, %291, !dbg !1305
  %293 = shl nuw nsw i32 %292, 16, !dbg !1305
  %294 = and i32 %293, 983040, !dbg !1305
  %295 = or disjoint i32 %294, %284, !dbg !1305
  store i32 %295, ptr %20, align 4, !dbg !1305, !tbaa !1186
  %296 = icmp eq i32 %255, 0, !dbg !1319
  br i1 %296, label %297, label %305, !dbg !1321

297:                                              ; preds = %280
  %298 = load i32, ptr %26, align 4, !dbg !1322, !tbaa !1212
  %299 = sext i32 %298 to i64, !dbg !1322
  %300 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %299, !dbg !1322
  %301 = load i32, ptr %300, align 4, !dbg !1322, !tbaa !770
  %302 = add nsw i32 %298, 1, !dbg !1322
  %303 = icmp eq i32 %302, 512, !dbg !1324
  %304 = select i1 %303, i32 0, i32 %302, !dbg !1322
  store i32 %304, ptr %26, align 4, !dbg !1322
  br label %305, !dbg !1322

305:                                              ; preds = %297, %280
  %306 = phi i32 [ %301, %297 ], [ %255, %280 ], !dbg !1321
  %307 = add nsw i32 %306, -1, !dbg !1321
  store i32 %307, ptr %25, align 8, !dbg !1321, !tbaa !1208
  %308 = icmp eq i32 %307, 1, !dbg !1326
  %309 = zext i1 %308 to i32, !dbg !1326
    #dbg_value(!DIArgList(i32 %277, i32 %309), !1121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %310 = add nsw i32 %92, 4, !dbg !1327
  store i32 %310, ptr %17, align 4, !dbg !1327, !tbaa !1170
  %311 = and i32 %277, 255, !dbg !1328
  %312 = xor i32 %311, %309, !dbg !1328
  %313 = add nuw nsw i32 %312, 4, !dbg !1329
  store i32 %313, ptr %14, align 8, !dbg !1330, !tbaa !1133
  %314 = icmp ult i32 %295, %103, !dbg !1331
  br i1 %314, label %315, label %1003, !dbg !1333

315:                                              ; preds = %305, %315
  %316 = phi i32 [ %324, %315 ], [ 256, %305 ], !dbg !1334
  %317 = phi i32 [ %325, %315 ], [ 0, %305 ], !dbg !1336
    #dbg_value(i32 %317, !1064, !DIExpression(), !1336)
    #dbg_value(i32 %316, !1065, !DIExpression(), !1336)
  %318 = add nsw i32 %317, %316, !dbg !1337
  %319 = ashr i32 %318, 1, !dbg !1338
    #dbg_value(i32 %319, !1066, !DIExpression(), !1336)
  %320 = sext i32 %319 to i64, !dbg !1339
  %321 = getelementptr inbounds i32, ptr %22, i64 %320, !dbg !1339
  %322 = load i32, ptr %321, align 4, !dbg !1339, !tbaa !770
  %323 = icmp sgt i32 %322, %295, !dbg !1340
  %324 = select i1 %323, i32 %319, i32 %316
  %325 = select i1 %323, i32 %317, i32 %319
    #dbg_value(i32 %325, !1064, !DIExpression(), !1336)
    #dbg_value(i32 %324, !1065, !DIExpression(), !1336)
  %326 = sub nsw i32 %324, %325, !dbg !1341
  %327 = icmp eq i32 %326, 1, !dbg !1342
  br i1 %327, label %328, label %315, !dbg !1343, !llvm.loop !1344

328:                                              ; preds = %315
  store i32 %325, ptr %19, align 8, !dbg !1333, !tbaa !1181
  %329 = zext nneg i32 %295 to i64, !dbg !1333
  %330 = getelementptr inbounds i16, ptr %119, i64 %329, !dbg !1333
  %331 = load i16, ptr %330, align 2, !dbg !1333, !tbaa !1203
  %332 = zext i16 %331 to i32, !dbg !1333
  %333 = lshr i32 %295, 1, !dbg !1333
  %334 = zext nneg i32 %333 to i64, !dbg !1333
  %335 = getelementptr inbounds i8, ptr %124, i64 %334, !dbg !1333
  %336 = load i8, ptr %335, align 1, !dbg !1333, !tbaa !487
  %337 = zext i8 %336 to i32, !dbg !1333
  %338 = shl nuw nsw i32 %284, 2, !dbg !1333
  %339 = and i32 %338, 4, !dbg !1333
  %340 = lshr i32 %337, %339, !dbg !1333
  %341 = shl nuw nsw i32 %340, 16, !dbg !1333
  %342 = and i32 %341, 983040, !dbg !1333
  %343 = or disjoint i32 %342, %332, !dbg !1333
  store i32 %343, ptr %20, align 4, !dbg !1333, !tbaa !1186
  %344 = icmp eq i32 %307, 0, !dbg !1347
  br i1 %344, label %345, label %353, !dbg !1349

345:                                              ; preds = %328
  %346 = load i32, ptr %26, align 4, !dbg !1350, !tbaa !1212
  %347 = sext i32 %346 to i64, !dbg !1350
  %348 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %347, !dbg !1350
  %349 = load i32, ptr %348, align 4, !dbg !1350, !tbaa !770
  %350 = add nsw i32 %346, 1, !dbg !1350
  %351 = icmp eq i32 %350, 512, !dbg !1352
  %352 = select i1 %351, i32 0, i32 %350, !dbg !1350
  store i32 %352, ptr %26, align 4, !dbg !1350
  br label %353, !dbg !1350

353:                                              ; preds = %345, %328
  %354 = phi i32 [ %349, %345 ], [ %307, %328 ], !dbg !1349
  %355 = add nsw i32 %354, -1, !dbg !1349
  store i32 %355, ptr %25, align 8, !dbg !1349, !tbaa !1208
  %356 = icmp eq i32 %355, 1, !dbg !1354
  %357 = zext i1 %356 to i32, !dbg !1354
  %358 = xor i32 %325, %357, !dbg !1355
  store i32 %358, ptr %19, align 8, !dbg !1355, !tbaa !1181
  %359 = add nsw i32 %92, 5, !dbg !1356
  store i32 %359, ptr %17, align 4, !dbg !1356, !tbaa !1170
  br label %158, !dbg !1229

360:                                              ; preds = %395, %450
  %361 = phi i32 [ 1, %450 ], [ %397, %395 ], !dbg !1138
  %362 = icmp eq i32 %361, 0, !dbg !1357
  br i1 %362, label %399, label %363, !dbg !1358

363:                                              ; preds = %360
  %364 = load i8, ptr %15, align 4, !dbg !1359, !tbaa !1143
  %365 = getelementptr inbounds i8, ptr %396, i64 24, !dbg !1360
  %366 = load ptr, ptr %365, align 8, !dbg !1360, !tbaa !660
  store i8 %364, ptr %366, align 1, !dbg !1361, !tbaa !487
  %367 = load i32, ptr %16, align 8, !dbg !1362, !tbaa !1148
  %368 = shl i32 %367, 8, !dbg !1362
  %369 = lshr i32 %367, 24, !dbg !1362
  %370 = zext i8 %364 to i32, !dbg !1362
  %371 = xor i32 %369, %370, !dbg !1362
  %372 = zext nneg i32 %371 to i64, !dbg !1362
  %373 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %372, !dbg !1362
  %374 = load i32, ptr %373, align 4, !dbg !1362, !tbaa !770
  %375 = xor i32 %374, %368, !dbg !1362
  store i32 %375, ptr %16, align 8, !dbg !1362, !tbaa !1148
  %376 = load i32, ptr %14, align 8, !dbg !1364, !tbaa !1133
  %377 = add nsw i32 %376, -1, !dbg !1364
  store i32 %377, ptr %14, align 8, !dbg !1364, !tbaa !1133
  %378 = load ptr, ptr %5, align 8, !dbg !1365, !tbaa !1020
  %379 = getelementptr inbounds i8, ptr %378, i64 24, !dbg !1366
  %380 = load ptr, ptr %379, align 8, !dbg !1367, !tbaa !660
  %381 = getelementptr inbounds i8, ptr %380, i64 1, !dbg !1367
  store ptr %381, ptr %379, align 8, !dbg !1367, !tbaa !660
  %382 = getelementptr inbounds i8, ptr %378, i64 32, !dbg !1368
  %383 = load i32, ptr %382, align 8, !dbg !1369, !tbaa !648
  %384 = add i32 %383, -1, !dbg !1369
  store i32 %384, ptr %382, align 8, !dbg !1369, !tbaa !648
  %385 = getelementptr inbounds i8, ptr %378, i64 36, !dbg !1370
  %386 = load i32, ptr %385, align 4, !dbg !1371, !tbaa !449
  %387 = add i32 %386, 1, !dbg !1371
  store i32 %387, ptr %385, align 4, !dbg !1371, !tbaa !449
  %388 = icmp eq i32 %387, 0, !dbg !1372
  br i1 %388, label %389, label %393, !dbg !1374

389:                                              ; preds = %363
  %390 = getelementptr inbounds i8, ptr %378, i64 40, !dbg !1375
  %391 = load i32, ptr %390, align 8, !dbg !1376, !tbaa !452
  %392 = add i32 %391, 1, !dbg !1376
  store i32 %392, ptr %390, align 8, !dbg !1376, !tbaa !452
  br label %393, !dbg !1377

393:                                              ; preds = %389, %363
  %394 = icmp eq i32 %384, 0, !dbg !1378
  br i1 %394, label %949, label %395, !dbg !1134, !llvm.loop !1380

395:                                              ; preds = %50, %393
  %396 = phi ptr [ %42, %50 ], [ %378, %393 ]
  %397 = phi i32 [ %51, %50 ], [ %377, %393 ]
  %398 = getelementptr inbounds i8, ptr %396, i64 32
  br label %360, !dbg !1358

399:                                              ; preds = %360
  %400 = load i32, ptr %17, align 4, !dbg !1383, !tbaa !1170
  %401 = load i32, ptr %18, align 8, !dbg !1385, !tbaa !1172
  %402 = add nsw i32 %401, 1, !dbg !1386
  %403 = icmp eq i32 %400, %402, !dbg !1387
  br i1 %403, label %949, label %404, !dbg !1388

404:                                              ; preds = %399
  %405 = icmp sgt i32 %400, %402, !dbg !1389
  br i1 %405, label %1003, label %406, !dbg !1391

406:                                              ; preds = %404
  store i32 1, ptr %14, align 8, !dbg !1392, !tbaa !1133
  %407 = load i32, ptr %19, align 8, !dbg !1393, !tbaa !1181
  %408 = trunc i32 %407 to i8, !dbg !1394
  store i8 %408, ptr %15, align 4, !dbg !1395, !tbaa !1143
  %409 = load i32, ptr %20, align 4, !dbg !1396, !tbaa !1186
  %410 = load i32, ptr %21, align 8, !dbg !1396, !tbaa !1187
  %411 = mul i32 %410, 100000, !dbg !1396
  %412 = icmp ult i32 %409, %411, !dbg !1396
  br i1 %412, label %413, label %1003, !dbg !1398

413:                                              ; preds = %406, %413
  %414 = phi i32 [ %422, %413 ], [ 256, %406 ], !dbg !1399
  %415 = phi i32 [ %423, %413 ], [ 0, %406 ], !dbg !1401
    #dbg_value(i32 %415, !1064, !DIExpression(), !1401)
    #dbg_value(i32 %414, !1065, !DIExpression(), !1401)
  %416 = add nsw i32 %415, %414, !dbg !1402
  %417 = ashr i32 %416, 1, !dbg !1403
    #dbg_value(i32 %417, !1066, !DIExpression(), !1401)
  %418 = sext i32 %417 to i64, !dbg !1404
  %419 = getelementptr inbounds i32, ptr %22, i64 %418, !dbg !1404
  %420 = load i32, ptr %419, align 4, !dbg !1404, !tbaa !770
  %421 = icmp sgt i32 %420, %409, !dbg !1405
  %422 = select i1 %421, i32 %417, i32 %414
  %423 = select i1 %421, i32 %415, i32 %417
    #dbg_value(i32 %423, !1064, !DIExpression(), !1401)
    #dbg_value(i32 %422, !1065, !DIExpression(), !1401)
  %424 = sub nsw i32 %422, %423, !dbg !1406
  %425 = icmp eq i32 %424, 1, !dbg !1407
  br i1 %425, label %426, label %413, !dbg !1408, !llvm.loop !1409

426:                                              ; preds = %413
    #dbg_value(i32 %423, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %427 = load ptr, ptr %23, align 8, !dbg !1398, !tbaa !1202
  %428 = zext i32 %409 to i64, !dbg !1398
  %429 = getelementptr inbounds i16, ptr %427, i64 %428, !dbg !1398
  %430 = load i16, ptr %429, align 2, !dbg !1398, !tbaa !1203
  %431 = zext i16 %430 to i32, !dbg !1398
  %432 = load ptr, ptr %24, align 8, !dbg !1398, !tbaa !1205
  %433 = lshr i32 %409, 1, !dbg !1398
  %434 = zext nneg i32 %433 to i64, !dbg !1398
  %435 = getelementptr inbounds i8, ptr %432, i64 %434, !dbg !1398
  %436 = load i8, ptr %435, align 1, !dbg !1398, !tbaa !487
  %437 = zext i8 %436 to i32, !dbg !1398
  %438 = shl i32 %409, 2, !dbg !1398
  %439 = and i32 %438, 4, !dbg !1398
  %440 = lshr i32 %437, %439, !dbg !1398
  %441 = shl nuw nsw i32 %440, 16, !dbg !1398
  %442 = and i32 %441, 983040, !dbg !1398
  %443 = or disjoint i32 %442, %431, !dbg !1398
  store i32 %443, ptr %20, align 4, !dbg !1398, !tbaa !1186
  %444 = add nsw i32 %400, 1, !dbg !1412
  store i32 %444, ptr %17, align 4, !dbg !1412, !tbaa !1170
  %445 = icmp eq i32 %400, %401, !dbg !1413
  br i1 %445, label %450, label %446, !dbg !1415

446:                                              ; preds = %426
  %447 = and i32 %423, 255, !dbg !1416
    #dbg_value(i32 %423, !1121, !DIExpression(), !1122)
  %448 = icmp eq i32 %447, %407, !dbg !1418
  br i1 %448, label %453, label %449, !dbg !1419

449:                                              ; preds = %446
  store i32 %447, ptr %19, align 8, !dbg !1420, !tbaa !1181
  br label %450, !dbg !1422

450:                                              ; preds = %575, %526, %505, %489, %468, %449, %426
  %451 = load i32, ptr %398, align 8, !dbg !1423, !tbaa !648
  %452 = icmp eq i32 %451, 0, !dbg !1378
  br i1 %452, label %949, label %360, !dbg !1134, !llvm.loop !1424

453:                                              ; preds = %446
  store i32 2, ptr %14, align 8, !dbg !1427, !tbaa !1133
  %454 = icmp ult i32 %443, %411, !dbg !1428
  br i1 %454, label %455, label %1003, !dbg !1430

455:                                              ; preds = %453, %455
  %456 = phi i32 [ %464, %455 ], [ 256, %453 ], !dbg !1431
  %457 = phi i32 [ %465, %455 ], [ 0, %453 ], !dbg !1433
    #dbg_value(i32 %457, !1064, !DIExpression(), !1433)
    #dbg_value(i32 %456, !1065, !DIExpression(), !1433)
  %458 = add nsw i32 %457, %456, !dbg !1434
  %459 = ashr i32 %458, 1, !dbg !1435
    #dbg_value(i32 %459, !1066, !DIExpression(), !1433)
  %460 = sext i32 %459 to i64, !dbg !1436
  %461 = getelementptr inbounds i32, ptr %22, i64 %460, !dbg !1436
  %462 = load i32, ptr %461, align 4, !dbg !1436, !tbaa !770
  %463 = icmp sgt i32 %462, %443, !dbg !1437
  %464 = select i1 %463, i32 %459, i32 %456
  %465 = select i1 %463, i32 %457, i32 %459
    #dbg_value(i32 %465, !1064, !DIExpression(), !1433)
    #dbg_value(i32 %464, !1065, !DIExpression(), !1433)
  %466 = sub nsw i32 %464, %465, !dbg !1438
  %467 = icmp eq i32 %466, 1, !dbg !1439
  br i1 %467, label %468, label %455, !dbg !1440, !llvm.loop !1441

468:                                              ; preds = %455
    #dbg_value(i32 %465, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %469 = zext nneg i32 %443 to i64, !dbg !1430
  %470 = getelementptr inbounds i16, ptr %427, i64 %469, !dbg !1430
  %471 = load i16, ptr %470, align 2, !dbg !1430, !tbaa !1203
  %472 = zext i16 %471 to i32, !dbg !1430
  %473 = lshr i32 %443, 1, !dbg !1430
  %474 = zext nneg i32 %473 to i64, !dbg !1430
  %475 = getelementptr inbounds i8, ptr %432, i64 %474, !dbg !1430
  %476 = load i8, ptr %475, align 1, !dbg !1430, !tbaa !487
  %477 = zext i8 %476 to i32, !dbg !1430
  %478 = shl nuw nsw i32 %431, 2, !dbg !1430
  %479 = and i32 %478, 4, !dbg !1430
  %480 = lshr i32 %477, %479, !dbg !1430
  %481 = shl nuw nsw i32 %480, 16, !dbg !1430
  %482 = and i32 %481, 983040, !dbg !1430
  %483 = or disjoint i32 %482, %472, !dbg !1430
  store i32 %483, ptr %20, align 4, !dbg !1430, !tbaa !1186
  %484 = add nsw i32 %400, 2, !dbg !1444
  store i32 %484, ptr %17, align 4, !dbg !1444, !tbaa !1170
  %485 = icmp eq i32 %444, %401, !dbg !1445
  br i1 %485, label %450, label %486, !dbg !1447

486:                                              ; preds = %468
  %487 = and i32 %465, 255, !dbg !1448
    #dbg_value(i32 %465, !1121, !DIExpression(), !1122)
  %488 = icmp eq i32 %487, %407, !dbg !1450
  br i1 %488, label %490, label %489, !dbg !1451

489:                                              ; preds = %486
  store i32 %487, ptr %19, align 8, !dbg !1452, !tbaa !1181
  br label %450, !dbg !1454

490:                                              ; preds = %486
  store i32 3, ptr %14, align 8, !dbg !1455, !tbaa !1133
  %491 = icmp ult i32 %483, %411, !dbg !1456
  br i1 %491, label %492, label %1003, !dbg !1458

492:                                              ; preds = %490, %492
  %493 = phi i32 [ %501, %492 ], [ 256, %490 ], !dbg !1459
  %494 = phi i32 [ %502, %492 ], [ 0, %490 ], !dbg !1461
    #dbg_value(i32 %494, !1064, !DIExpression(), !1461)
    #dbg_value(i32 %493, !1065, !DIExpression(), !1461)
  %495 = add nsw i32 %494, %493, !dbg !1462
  %496 = ashr i32 %495, 1, !dbg !1463
    #dbg_value(i32 %496, !1066, !DIExpression(), !1461)
  %497 = sext i32 %496 to i64, !dbg !1464
  %498 = getelementptr inbounds i32, ptr %22, i64 %497, !dbg !1464
  %499 = load i32, ptr %498, align 4, !dbg !1464, !tbaa !770
  %500 = icmp sgt i32 %499, %483, !dbg !1465
  %501 = select i1 %500, i32 %496, i32 %493
  %502 = select i1 %500, i32 %494, i32 %496
    #dbg_value(i32 %502, !1064, !DIExpression(), !1461)
    #dbg_value(i32 %501, !1065, !DIExpression(), !1461)
  %503 = sub nsw i32 %501, %502, !dbg !1466
  %504 = icmp eq i32 %503, 1, !dbg !1467
  br i1 %504, label %505, label %492, !dbg !1468, !llvm.loop !1469

505:                                              ; preds = %492
    #dbg_value(i32 %502, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %506 = zext nneg i32 %483 to i64, !dbg !1458
  %507 = getelementptr inbounds i16, ptr %427, i64 %506, !dbg !1458
  %508 = load i16, ptr %507, align 2, !dbg !1458, !tbaa !1203
  %509 = zext i16 %508 to i32, !dbg !1458
  %510 = lshr i32 %483, 1, !dbg !1458
  %511 = zext nneg i32 %510 to i64, !dbg !1458
  %512 = getelementptr inbounds i8, ptr %432, i64 %511, !dbg !1458
  %513 = load i8, ptr %512, align 1, !dbg !1458, !tbaa !487
  %514 = zext i8 %513 to i32, !dbg !1458
  %515 = shl nuw nsw i32 %472, 2, !dbg !1458
  %516 = and i32 %515, 4, !dbg !1458
  %517 = lshr i32 %514, %516, !dbg !1458
  %518 = shl nuw nsw i32 %517, 16, !dbg !1458
  %519 = and i32 %518, 983040, !dbg !1458
  %520 = or disjoint i32 %519, %509, !dbg !1458
  store i32 %520, ptr %20, align 4, !dbg !1458, !tbaa !1186
  %521 = add nsw i32 %400, 3, !dbg !1472
  store i32 %521, ptr %17, align 4, !dbg !1472, !tbaa !1170
  %522 = icmp eq i32 %484, %401, !dbg !1473
  br i1 %522, label %450, label %523, !dbg !1475

523:                                              ; preds = %505
  %524 = and i32 %502, 255, !dbg !1476
    #dbg_value(i32 %502, !1121, !DIExpression(), !1122)
  %525 = icmp eq i32 %524, %407, !dbg !1478
  br i1 %525, label %527, label %526, !dbg !1479

526:                                              ; preds = %523
  store i32 %524, ptr %19, align 8, !dbg !1480, !tbaa !1181
  br label %450, !dbg !1482

527:                                              ; preds = %523
  %528 = icmp ult i32 %520, %411, !dbg !1483
  br i1 %528, label %529, label %1003, !dbg !1485

529:                                              ; preds = %527, %529
  %530 = phi i32 [ %538, %529 ], [ 256, %527 ], !dbg !1486
  %531 = phi i32 [ %539, %529 ], [ 0, %527 ], !dbg !1488
    #dbg_value(i32 %531, !1064, !DIExpression(), !1488)
    #dbg_value(i32 %530, !1065, !DIExpression(), !1488)
  %532 = add nsw i32 %531, %530, !dbg !1489
  %533 = ashr i32 %532, 1, !dbg !1490
    #dbg_value(i32 %533, !1066, !DIExpression(), !1488)
  %534 = sext i32 %533 to i64, !dbg !1491
  %535 = getelementptr inbounds i32, ptr %22, i64 %534, !dbg !1491
  %536 = load i32, ptr %535, align 4, !dbg !1491, !tbaa !770
  %537 = icmp sgt i32 %536, %520, !dbg !1492
  %538 = select i1 %537, i32 %533, i32 %530
  %539 = select i1 %537, i32 %531, i32 %533
    #dbg_value(i32 %539, !1064, !DIExpression(), !1488)
    #dbg_value(i32 %538, !1065, !DIExpression(), !1488)
  %540 = sub nsw i32 %538, %539, !dbg !1493
  %541 = icmp eq i32 %540, 1, !dbg !1494
  br i1 %541, label %542, label %529, !dbg !1495, !llvm.loop !1496

542:                                              ; preds = %529
    #dbg_value(i32 %539, !1121, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1122)
  %543 = zext nneg i32 %520 to i64, !dbg !1485
  %544 = getelementptr inbounds i16, ptr %427, i64 %543, !dbg !1485
  %545 = load i16, ptr %544, align 2, !dbg !1485, !tbaa !1203
  %546 = zext i16 %545 to i32, !dbg !1485
  %547 = lshr i32 %520, 1, !dbg !1485
  %548 = zext nneg i32 %547 to i64, !dbg !1485
  %549 = getelementptr inbounds i8, ptr %432, i64 %548, !dbg !1485
  %550 = load i8, ptr %549, align 1, !dbg !1485, !tbaa !487
  %551 = zext i8 %550 to i32, !dbg !1485
  %552 = shl nuw nsw i32 %509, 2, !dbg !1485
  %553 = and i32 %552, 4, !dbg !1485
  %554 = lshr i32 %551, %553, !dbg !1485
  %555 = shl nuw nsw i32 %554, 16, !dbg !1485
  %556 = and i32 %555, 983040, !dbg !1485
  %557 = or disjoint i32 %556, %546, !dbg !1485
  store i32 %557, ptr %20, align 4, !dbg !1485, !tbaa !1186
  %558 = add nsw i32 %400, 4, !dbg !1499
  store i32 %558, ptr %17, align 4, !dbg !1499, !tbaa !1170
  %559 = and i32 %539, 255, !dbg !1500
  %560 = add nuw nsw i32 %559, 4, !dbg !1501
  store i32 %560, ptr %14, align 8, !dbg !1502, !tbaa !1133
  %561 = icmp ult i32 %557, %411, !dbg !1503
  br i1 %561, label %562, label %1003, !dbg !1505

562:                                              ; preds = %542, %562
  %563 = phi i32 [ %571, %562 ], [ 256, %542 ], !dbg !1506
  %564 = phi i32 [ %572, %562 ], [ 0, %542 ], !dbg !1508
    #dbg_value(i32 %564, !1064, !DIExpression(), !1508)
    #dbg_value(i32 %563, !1065, !DIExpression(), !1508)
  %565 = add nsw i32 %564, %563, !dbg !1509
  %566 = ashr i32 %565, 1, !dbg !1510
    #dbg_value(i32 %566, !1066, !DIExpression(), !1508)
  %567 = sext i32 %566 to i64, !dbg !1511
  %568 = getelementptr inbounds i32, ptr %22, i64 %567, !dbg !1511
  %569 = load i32, ptr %568, align 4, !dbg !1511, !tbaa !770
  %570 = icmp sgt i32 %569, %557, !dbg !1512
  %571 = select i1 %570, i32 %566, i32 %563
  %572 = select i1 %570, i32 %564, i32 %566
    #dbg_value(i32 %572, !1064, !DIExpression(), !1508)
    #dbg_value(i32 %571, !1065, !DIExpression(), !1508)
  %573 = sub nsw i32 %571, %572, !dbg !1513
  %574 = icmp eq i32 %573, 1, !dbg !1514
  br i1 %574, label %575, label %562, !dbg !1515, !llvm.loop !1516

575:                                              ; preds = %562
  store i32 %572, ptr %19, align 8, !dbg !1505, !tbaa !1181
  %576 = zext nneg i32 %557 to i64, !dbg !1505
  %577 = getelementptr inbounds i16, ptr %427, i64 %576, !dbg !1505
  %578 = load i16, ptr %577, align 2, !dbg !1505, !tbaa !1203
  %579 = zext i16 %578 to i32, !dbg !1505
  %580 = lshr i32 %557, 1, !dbg !1505
  %581 = zext nneg i32 %580 to i64, !dbg !1505
  %582 = getelementptr inbounds i8, ptr %432, i64 %581, !dbg !1505
  %583 = load i8, ptr %582, align 1, !dbg !1505, !tbaa !487
  %584 = zext i8 %583 to i32, !dbg !1505
  %585 = shl nuw nsw i32 %546, 2, !dbg !1505
  %586 = and i32 %585, 4, !dbg !1505
  %587 = lshr i32 %584, %586, !dbg !1505
  %588 = shl nuw nsw i32 %587, 16, !dbg !1505
  %589 = and i32 %588, 983040, !dbg !1505
  %590 = or disjoint i32 %589, %579, !dbg !1505
  store i32 %590, ptr %20, align 4, !dbg !1505, !tbaa !1186
  %591 = add nsw i32 %400, 5, !dbg !1519
  store i32 %591, ptr %17, align 4, !dbg !1519, !tbaa !1170
  br label %450, !dbg !1425

592:                                              ; preds = %36
    #dbg_value(ptr %5, !1520, !DIExpression(), !1544)
  br i1 %40, label %788, label %593, !dbg !1546

593:                                              ; preds = %592
  %594 = load ptr, ptr %5, align 8, !dbg !1547, !tbaa !1020
  %595 = getelementptr inbounds i8, ptr %594, i64 32, !dbg !1552
  %596 = load i32, ptr %595, align 8, !dbg !1552, !tbaa !648
  %597 = icmp eq i32 %596, 0, !dbg !1553
  br i1 %597, label %949, label %598, !dbg !1554

598:                                              ; preds = %593
  %599 = load i32, ptr %14, align 8, !dbg !1555, !tbaa !1133
  br label %600, !dbg !1554

600:                                              ; preds = %598, %637
  %601 = phi ptr [ %594, %598 ], [ %622, %637 ]
  %602 = phi i32 [ %599, %598 ], [ %621, %637 ]
  %603 = getelementptr inbounds i8, ptr %601, i64 32
  br label %604, !dbg !1557

604:                                              ; preds = %600, %681
  %605 = phi i32 [ 1, %681 ], [ %602, %600 ], !dbg !1555
  %606 = icmp eq i32 %605, 0, !dbg !1558
  br i1 %606, label %639, label %607, !dbg !1557

607:                                              ; preds = %604
  %608 = load i8, ptr %15, align 4, !dbg !1559, !tbaa !1143
  %609 = getelementptr inbounds i8, ptr %601, i64 24, !dbg !1560
  %610 = load ptr, ptr %609, align 8, !dbg !1560, !tbaa !660
  store i8 %608, ptr %610, align 1, !dbg !1561, !tbaa !487
  %611 = load i32, ptr %16, align 8, !dbg !1562, !tbaa !1148
  %612 = shl i32 %611, 8, !dbg !1562
  %613 = lshr i32 %611, 24, !dbg !1562
  %614 = zext i8 %608 to i32, !dbg !1562
  %615 = xor i32 %613, %614, !dbg !1562
  %616 = zext nneg i32 %615 to i64, !dbg !1562
  %617 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %616, !dbg !1562
  %618 = load i32, ptr %617, align 4, !dbg !1562, !tbaa !770
  %619 = xor i32 %618, %612, !dbg !1562
  store i32 %619, ptr %16, align 8, !dbg !1562, !tbaa !1148
  %620 = load i32, ptr %14, align 8, !dbg !1564, !tbaa !1133
  %621 = add nsw i32 %620, -1, !dbg !1564
  store i32 %621, ptr %14, align 8, !dbg !1564, !tbaa !1133
  %622 = load ptr, ptr %5, align 8, !dbg !1565, !tbaa !1020
  %623 = getelementptr inbounds i8, ptr %622, i64 24, !dbg !1566
  %624 = load ptr, ptr %623, align 8, !dbg !1567, !tbaa !660
  %625 = getelementptr inbounds i8, ptr %624, i64 1, !dbg !1567
  store ptr %625, ptr %623, align 8, !dbg !1567, !tbaa !660
  %626 = getelementptr inbounds i8, ptr %622, i64 32, !dbg !1568
  %627 = load i32, ptr %626, align 8, !dbg !1569, !tbaa !648
  %628 = add i32 %627, -1, !dbg !1569
  store i32 %628, ptr %626, align 8, !dbg !1569, !tbaa !648
  %629 = getelementptr inbounds i8, ptr %622, i64 36, !dbg !1570
  %630 = load i32, ptr %629, align 4, !dbg !1571, !tbaa !449
  %631 = add i32 %630, 1, !dbg !1571
  store i32 %631, ptr %629, align 4, !dbg !1571, !tbaa !449
  %632 = icmp eq i32 %631, 0, !dbg !1572
  br i1 %632, label %633, label %637, !dbg !1574

633:                                              ; preds = %607
  %634 = getelementptr inbounds i8, ptr %622, i64 40, !dbg !1575
  %635 = load i32, ptr %634, align 8, !dbg !1576, !tbaa !452
  %636 = add i32 %635, 1, !dbg !1576
  store i32 %636, ptr %634, align 8, !dbg !1576, !tbaa !452
  br label %637, !dbg !1577

637:                                              ; preds = %633, %607
  %638 = icmp eq i32 %628, 0, !dbg !1553
  br i1 %638, label %949, label %600, !dbg !1554, !llvm.loop !1578

639:                                              ; preds = %604
  %640 = load i32, ptr %17, align 4, !dbg !1581, !tbaa !1170
  %641 = load i32, ptr %18, align 8, !dbg !1583, !tbaa !1172
  %642 = add nsw i32 %641, 1, !dbg !1584
  %643 = icmp eq i32 %640, %642, !dbg !1585
  br i1 %643, label %949, label %644, !dbg !1586

644:                                              ; preds = %639
  %645 = icmp sgt i32 %640, %642, !dbg !1587
  br i1 %645, label %1003, label %646, !dbg !1589

646:                                              ; preds = %644
  store i32 1, ptr %14, align 8, !dbg !1590, !tbaa !1133
  %647 = load i32, ptr %19, align 8, !dbg !1591, !tbaa !1181
  %648 = trunc i32 %647 to i8, !dbg !1592
  store i8 %648, ptr %15, align 4, !dbg !1593, !tbaa !1143
  %649 = load i32, ptr %20, align 4, !dbg !1594, !tbaa !1186
  %650 = load i32, ptr %21, align 8, !dbg !1594, !tbaa !1187
  %651 = mul i32 %650, 100000, !dbg !1594
  %652 = icmp ult i32 %649, %651, !dbg !1594
  br i1 %652, label %653, label %1003, !dbg !1596

653:                                              ; preds = %646
  %654 = load ptr, ptr %27, align 8, !dbg !1596, !tbaa !1597
  %655 = zext i32 %649 to i64, !dbg !1596
  %656 = getelementptr inbounds i32, ptr %654, i64 %655, !dbg !1596
  %657 = load i32, ptr %656, align 4, !dbg !1596, !tbaa !770
    #dbg_value(i32 %657, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %658 = lshr i32 %657, 8, !dbg !1596
  store i32 %658, ptr %20, align 4, !dbg !1596, !tbaa !1186
  %659 = load i32, ptr %25, align 8, !dbg !1598, !tbaa !1208
  %660 = icmp eq i32 %659, 0, !dbg !1598
  br i1 %660, label %661, label %669, !dbg !1600

661:                                              ; preds = %653
  %662 = load i32, ptr %26, align 4, !dbg !1601, !tbaa !1212
  %663 = sext i32 %662 to i64, !dbg !1601
  %664 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %663, !dbg !1601
  %665 = load i32, ptr %664, align 4, !dbg !1601, !tbaa !770
  %666 = add nsw i32 %662, 1, !dbg !1601
  %667 = icmp eq i32 %666, 512, !dbg !1603
  %668 = select i1 %667, i32 0, i32 %666, !dbg !1601
  store i32 %668, ptr %26, align 4, !dbg !1601
  br label %669, !dbg !1601

669:                                              ; preds = %661, %653
  %670 = phi i32 [ %665, %661 ], [ %659, %653 ], !dbg !1600
  %671 = add nsw i32 %670, -1, !dbg !1600
  store i32 %671, ptr %25, align 8, !dbg !1600, !tbaa !1208
    #dbg_value(!DIArgList(i32 %657, i32 %671), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %672 = add nsw i32 %640, 1, !dbg !1605
  store i32 %672, ptr %17, align 4, !dbg !1605, !tbaa !1170
  %673 = icmp eq i32 %640, %641, !dbg !1606
  br i1 %673, label %681, label %674, !dbg !1608

674:                                              ; preds = %669
  %675 = icmp eq i32 %671, 1, !dbg !1609
    #dbg_value(!DIArgList(i32 %657, i1 %675), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %676 = zext i1 %675 to i32, !dbg !1609
    #dbg_value(!DIArgList(i32 %657, i32 %676), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %677 = and i32 %657, 255, !dbg !1610
  %678 = xor i32 %677, %676, !dbg !1610
    #dbg_value(!DIArgList(i32 %657, i32 %676), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1544)
  %679 = icmp eq i32 %678, %647, !dbg !1612
  br i1 %679, label %684, label %680, !dbg !1613

680:                                              ; preds = %674
  store i32 %678, ptr %19, align 8, !dbg !1614, !tbaa !1181
  br label %681, !dbg !1616

681:                                              ; preds = %781, %739, %728, %711, %700, %680, %669
  %682 = load i32, ptr %603, align 8, !dbg !1552, !tbaa !648
  %683 = icmp eq i32 %682, 0, !dbg !1553
  br i1 %683, label %949, label %604, !dbg !1554, !llvm.loop !1617

684:                                              ; preds = %674
  store i32 2, ptr %14, align 8, !dbg !1620, !tbaa !1133
  %685 = icmp ult i32 %658, %651, !dbg !1621
  br i1 %685, label %686, label %1003, !dbg !1623

686:                                              ; preds = %684
  %687 = zext nneg i32 %658 to i64, !dbg !1623
  %688 = getelementptr inbounds i32, ptr %654, i64 %687, !dbg !1623
  %689 = load i32, ptr %688, align 4, !dbg !1623, !tbaa !770
    #dbg_value(i32 %689, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %690 = lshr i32 %689, 8, !dbg !1623
  store i32 %690, ptr %20, align 4, !dbg !1623, !tbaa !1186
  %691 = icmp eq i32 %671, 0, !dbg !1624
  br i1 %691, label %692, label %700, !dbg !1626

692:                                              ; preds = %686
  %693 = load i32, ptr %26, align 4, !dbg !1627, !tbaa !1212
  %694 = sext i32 %693 to i64, !dbg !1627
  %695 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %694, !dbg !1627
  %696 = load i32, ptr %695, align 4, !dbg !1627, !tbaa !770
  %697 = add nsw i32 %693, 1, !dbg !1627
  %698 = icmp eq i32 %697, 512, !dbg !1629
  %699 = select i1 %698, i32 0, i32 %697, !dbg !1627
  store i32 %699, ptr %26, align 4, !dbg !1627
  br label %700, !dbg !1627

700:                                              ; preds = %692, %686
  %701 = phi i32 [ %696, %692 ], [ %671, %686 ], !dbg !1626
  %702 = add nsw i32 %701, -1, !dbg !1626
  store i32 %702, ptr %25, align 8, !dbg !1626, !tbaa !1208
    #dbg_value(!DIArgList(i32 %689, i32 %702), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %703 = add nsw i32 %640, 2, !dbg !1631
  store i32 %703, ptr %17, align 4, !dbg !1631, !tbaa !1170
  %704 = icmp eq i32 %672, %641, !dbg !1632
  br i1 %704, label %681, label %705, !dbg !1634

705:                                              ; preds = %700
  %706 = icmp eq i32 %702, 1, !dbg !1635
    #dbg_value(!DIArgList(i32 %689, i1 %706), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %707 = zext i1 %706 to i32, !dbg !1635
    #dbg_value(!DIArgList(i32 %689, i32 %707), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %708 = and i32 %689, 255, !dbg !1636
  %709 = xor i32 %708, %707, !dbg !1636
    #dbg_value(!DIArgList(i32 %689, i32 %707), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1544)
  %710 = icmp eq i32 %709, %647, !dbg !1638
  br i1 %710, label %712, label %711, !dbg !1639

711:                                              ; preds = %705
  store i32 %709, ptr %19, align 8, !dbg !1640, !tbaa !1181
  br label %681, !dbg !1642

712:                                              ; preds = %705
  store i32 3, ptr %14, align 8, !dbg !1643, !tbaa !1133
  %713 = icmp ult i32 %690, %651, !dbg !1644
  br i1 %713, label %714, label %1003, !dbg !1646

714:                                              ; preds = %712
  %715 = zext nneg i32 %690 to i64, !dbg !1646
  %716 = getelementptr inbounds i32, ptr %654, i64 %715, !dbg !1646
  %717 = load i32, ptr %716, align 4, !dbg !1646, !tbaa !770
    #dbg_value(i32 %717, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %718 = lshr i32 %717, 8, !dbg !1646
  store i32 %718, ptr %20, align 4, !dbg !1646, !tbaa !1186
  %719 = icmp eq i32 %702, 0, !dbg !1647
  br i1 %719, label %720, label %728, !dbg !1649

720:                                              ; preds = %714
  %721 = load i32, ptr %26, align 4, !dbg !1650, !tbaa !1212
  %722 = sext i32 %721 to i64, !dbg !1650
  %723 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %722, !dbg !1650
  %724 = load i32, ptr %723, align 4, !dbg !1650, !tbaa !770
  %725 = add nsw i32 %721, 1, !dbg !1650
  %726 = icmp eq i32 %725, 512, !dbg !1652
  %727 = select i1 %726, i32 0, i32 %725, !dbg !1650
  store i32 %727, ptr %26, align 4, !dbg !1650
  br label %728, !dbg !1650

728:                                              ; preds = %720, %714
  %729 = phi i32 [ %724, %720 ], [ %702, %714 ], !dbg !1649
  %730 = add nsw i32 %729, -1, !dbg !1649
  store i32 %730, ptr %25, align 8, !dbg !1649, !tbaa !1208
    #dbg_value(!DIArgList(i32 %717, i32 %730), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %731 = add nsw i32 %640, 3, !dbg !1654
  store i32 %731, ptr %17, align 4, !dbg !1654, !tbaa !1170
  %732 = icmp eq i32 %703, %641, !dbg !1655
  br i1 %732, label %681, label %733, !dbg !1657

733:                                              ; preds = %728
  %734 = icmp eq i32 %730, 1, !dbg !1658
    #dbg_value(!DIArgList(i32 %717, i1 %734), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %735 = zext i1 %734 to i32, !dbg !1658
    #dbg_value(!DIArgList(i32 %717, i32 %735), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %736 = and i32 %717, 255, !dbg !1659
  %737 = xor i32 %736, %735, !dbg !1659
    #dbg_value(!DIArgList(i32 %717, i32 %735), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1544)
  %738 = icmp eq i32 %737, %647, !dbg !1661
  br i1 %738, label %740, label %739, !dbg !1662

739:                                              ; preds = %733
  store i32 %737, ptr %19, align 8, !dbg !1663, !tbaa !1181
  br label %681, !dbg !1665

740:                                              ; preds = %733
  %741 = icmp ult i32 %718, %651, !dbg !1666
  br i1 %741, label %742, label %1003, !dbg !1668

742:                                              ; preds = %740
  %743 = zext nneg i32 %718 to i64, !dbg !1668
  %744 = getelementptr inbounds i32, ptr %654, i64 %743, !dbg !1668
  %745 = load i32, ptr %744, align 4, !dbg !1668, !tbaa !770
    #dbg_value(i32 %745, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %746 = lshr i32 %745, 8, !dbg !1668
  store i32 %746, ptr %20, align 4, !dbg !1668, !tbaa !1186
  %747 = icmp eq i32 %730, 0, !dbg !1669
  br i1 %747, label %748, label %756, !dbg !1671

748:                                              ; preds = %742
  %749 = load i32, ptr %26, align 4, !dbg !1672, !tbaa !1212
  %750 = sext i32 %749 to i64, !dbg !1672
  %751 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %750, !dbg !1672
  %752 = load i32, ptr %751, align 4, !dbg !1672, !tbaa !770
  %753 = add nsw i32 %749, 1, !dbg !1672
  %754 = icmp eq i32 %753, 512, !dbg !1674
  %755 = select i1 %754, i32 0, i32 %753, !dbg !1672
  store i32 %755, ptr %26, align 4, !dbg !1672
  br label %756, !dbg !1672

756:                                              ; preds = %748, %742
  %757 = phi i32 [ %752, %748 ], [ %730, %742 ], !dbg !1671
  %758 = add nsw i32 %757, -1, !dbg !1671
  store i32 %758, ptr %25, align 8, !dbg !1671, !tbaa !1208
  %759 = icmp eq i32 %758, 1, !dbg !1676
  %760 = zext i1 %759 to i32, !dbg !1676
    #dbg_value(!DIArgList(i32 %745, i32 %760), !1523, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %761 = add nsw i32 %640, 4, !dbg !1677
  store i32 %761, ptr %17, align 4, !dbg !1677, !tbaa !1170
  %762 = and i32 %745, 255, !dbg !1678
  %763 = xor i32 %762, %760, !dbg !1678
  %764 = add nuw nsw i32 %763, 4, !dbg !1679
  store i32 %764, ptr %14, align 8, !dbg !1680, !tbaa !1133
  %765 = icmp ult i32 %746, %651, !dbg !1681
  br i1 %765, label %766, label %1003, !dbg !1683

766:                                              ; preds = %756
  %767 = zext nneg i32 %746 to i64, !dbg !1683
  %768 = getelementptr inbounds i32, ptr %654, i64 %767, !dbg !1683
  %769 = load i32, ptr %768, align 4, !dbg !1683, !tbaa !770
  %770 = and i32 %769, 255, !dbg !1683
  store i32 %770, ptr %19, align 8, !dbg !1683, !tbaa !1181
  %771 = lshr i32 %769, 8, !dbg !1683
  store i32 %771, ptr %20, align 4, !dbg !1683, !tbaa !1186
  %772 = icmp eq i32 %758, 0, !dbg !1684
  br i1 %772, label %773, label %781, !dbg !1686

773:                                              ; preds = %766
  %774 = load i32, ptr %26, align 4, !dbg !1687, !tbaa !1212
  %775 = sext i32 %774 to i64, !dbg !1687
  %776 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %775, !dbg !1687
  %777 = load i32, ptr %776, align 4, !dbg !1687, !tbaa !770
  %778 = add nsw i32 %774, 1, !dbg !1687
  %779 = icmp eq i32 %778, 512, !dbg !1689
  %780 = select i1 %779, i32 0, i32 %778, !dbg !1687
  store i32 %780, ptr %26, align 4, !dbg !1687
  br label %781, !dbg !1687

781:                                              ; preds = %773, %766
  %782 = phi i32 [ %777, %773 ], [ %758, %766 ], !dbg !1686
  %783 = add nsw i32 %782, -1, !dbg !1686
  store i32 %783, ptr %25, align 8, !dbg !1686, !tbaa !1208
  %784 = icmp eq i32 %783, 1, !dbg !1691
  %785 = zext i1 %784 to i32, !dbg !1691
  %786 = xor i32 %770, %785, !dbg !1692
  store i32 %786, ptr %19, align 8, !dbg !1692, !tbaa !1181
  %787 = add nsw i32 %640, 5, !dbg !1693
  store i32 %787, ptr %17, align 4, !dbg !1693, !tbaa !1170
  br label %681, !dbg !1618

788:                                              ; preds = %592
  %789 = load i32, ptr %16, align 8, !dbg !1694, !tbaa !1148
    #dbg_value(i32 %789, !1524, !DIExpression(), !1695)
  %790 = load i8, ptr %15, align 4, !dbg !1696, !tbaa !1143
    #dbg_value(i8 %790, !1527, !DIExpression(), !1695)
  %791 = load i32, ptr %14, align 8, !dbg !1697, !tbaa !1133
    #dbg_value(i32 %791, !1528, !DIExpression(), !1695)
  %792 = load i32, ptr %17, align 4, !dbg !1698, !tbaa !1170
    #dbg_value(i32 %792, !1529, !DIExpression(), !1695)
  %793 = load i32, ptr %19, align 8, !dbg !1699, !tbaa !1181
    #dbg_value(i32 %793, !1530, !DIExpression(), !1695)
  %794 = load ptr, ptr %27, align 8, !dbg !1700, !tbaa !1597
    #dbg_value(ptr %794, !1531, !DIExpression(), !1695)
  %795 = load i32, ptr %20, align 4, !dbg !1701, !tbaa !1186
    #dbg_value(i32 %795, !1532, !DIExpression(), !1695)
  %796 = load ptr, ptr %5, align 8, !dbg !1702, !tbaa !1020
  %797 = getelementptr inbounds i8, ptr %796, i64 24, !dbg !1703
  %798 = load ptr, ptr %797, align 8, !dbg !1703, !tbaa !660
    #dbg_value(ptr %798, !1533, !DIExpression(), !1695)
  %799 = getelementptr inbounds i8, ptr %796, i64 32, !dbg !1704
  %800 = load i32, ptr %799, align 8, !dbg !1704, !tbaa !648
    #dbg_value(i32 %800, !1534, !DIExpression(), !1695)
  %801 = load i32, ptr %21, align 8, !dbg !1705, !tbaa !1187
    #dbg_value(i32 %801, !1535, !DIExpression(), !1695)
    #dbg_value(i32 %800, !1536, !DIExpression(), !1695)
  %802 = load i32, ptr %18, align 8, !dbg !1706, !tbaa !1172
  %803 = add nsw i32 %802, 1, !dbg !1707
    #dbg_value(i32 %803, !1537, !DIExpression(), !1695)
  %804 = mul i32 %801, 100000
  br label %805, !dbg !1708

805:                                              ; preds = %922, %788
  %806 = phi i32 [ %791, %788 ], [ %923, %922 ], !dbg !1695
  %807 = phi i32 [ %792, %788 ], [ %924, %922 ], !dbg !1695
  %808 = phi i32 [ %793, %788 ], [ %925, %922 ], !dbg !1695
  %809 = phi i8 [ %790, %788 ], [ %869, %922 ], !dbg !1695
  %810 = phi i32 [ %795, %788 ], [ %926, %922 ], !dbg !1695
  %811 = phi ptr [ %798, %788 ], [ %862, %922 ], !dbg !1695
  %812 = phi i32 [ %800, %788 ], [ %863, %922 ], !dbg !1695
  %813 = phi i32 [ %789, %788 ], [ %864, %922 ], !dbg !1695
    #dbg_value(i32 %813, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %812, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %811, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %810, !1532, !DIExpression(), !1695)
    #dbg_value(i8 %809, !1527, !DIExpression(), !1695)
    #dbg_value(i32 %808, !1530, !DIExpression(), !1695)
    #dbg_value(i32 %807, !1529, !DIExpression(), !1695)
    #dbg_value(i32 %806, !1528, !DIExpression(), !1695)
  %814 = icmp sgt i32 %806, 0, !dbg !1709
  br i1 %814, label %815, label %857, !dbg !1710

815:                                              ; preds = %805
    #dbg_value(i32 %813, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %812, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %811, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %806, !1528, !DIExpression(), !1695)
  %816 = icmp eq i32 %812, 0, !dbg !1711
  br i1 %816, label %927, label %817, !dbg !1714

817:                                              ; preds = %815
  %818 = zext i8 %809 to i32
  br label %819, !dbg !1714

819:                                              ; preds = %825, %817
  %820 = phi i32 [ %813, %817 ], [ %832, %825 ]
  %821 = phi i32 [ %812, %817 ], [ %835, %825 ]
  %822 = phi ptr [ %811, %817 ], [ %834, %825 ]
  %823 = phi i32 [ %806, %817 ], [ %833, %825 ]
    #dbg_value(i32 %820, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %821, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %822, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %823, !1528, !DIExpression(), !1695)
  %824 = icmp eq i32 %823, 1, !dbg !1715
  br i1 %824, label %837, label %825, !dbg !1717

825:                                              ; preds = %819
  store i8 %809, ptr %822, align 1, !dbg !1718, !tbaa !487
  %826 = shl i32 %820, 8, !dbg !1719
  %827 = lshr i32 %820, 24, !dbg !1719
  %828 = xor i32 %827, %818, !dbg !1719
  %829 = zext nneg i32 %828 to i64, !dbg !1719
  %830 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %829, !dbg !1719
  %831 = load i32, ptr %830, align 4, !dbg !1719, !tbaa !770
  %832 = xor i32 %831, %826, !dbg !1719
    #dbg_value(i32 %832, !1524, !DIExpression(), !1695)
  %833 = add nsw i32 %823, -1, !dbg !1721
    #dbg_value(i32 %833, !1528, !DIExpression(), !1695)
  %834 = getelementptr inbounds i8, ptr %822, i64 1, !dbg !1722
    #dbg_value(ptr %834, !1533, !DIExpression(), !1695)
  %835 = add i32 %821, -1, !dbg !1723
    #dbg_value(i32 %835, !1534, !DIExpression(), !1695)
  %836 = icmp eq i32 %835, 0, !dbg !1711
  br i1 %836, label %927, label %819, !dbg !1714, !llvm.loop !1724

837:                                              ; preds = %819, %879, %871
  %838 = phi i32 [ %876, %879 ], [ %876, %871 ], [ %807, %819 ], !dbg !1695
  %839 = phi i32 [ %859, %879 ], [ %877, %871 ], [ %808, %819 ], !dbg !1695
  %840 = phi i8 [ %869, %879 ], [ %869, %871 ], [ %809, %819 ], !dbg !1695
  %841 = phi i32 [ %875, %879 ], [ %875, %871 ], [ %810, %819 ], !dbg !1695
  %842 = phi ptr [ %862, %879 ], [ %862, %871 ], [ %822, %819 ], !dbg !1695
  %843 = phi i32 [ %863, %879 ], [ %863, %871 ], [ %821, %819 ], !dbg !1695
  %844 = phi i32 [ %864, %879 ], [ %864, %871 ], [ %820, %819 ], !dbg !1695
    #dbg_value(i32 %844, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %843, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %842, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %841, !1532, !DIExpression(), !1695)
    #dbg_value(i8 %840, !1527, !DIExpression(), !1695)
    #dbg_value(i32 %839, !1530, !DIExpression(), !1695)
    #dbg_value(i32 %838, !1529, !DIExpression(), !1695)
    #dbg_label(!1539, !1727)
  %845 = icmp eq i32 %843, 0, !dbg !1728
  br i1 %845, label %927, label %846, !dbg !1731

846:                                              ; preds = %837
  store i8 %840, ptr %842, align 1, !dbg !1732, !tbaa !487
  %847 = shl i32 %844, 8, !dbg !1733
  %848 = lshr i32 %844, 24, !dbg !1733
  %849 = zext i8 %840 to i32, !dbg !1733
  %850 = xor i32 %848, %849, !dbg !1733
  %851 = zext nneg i32 %850 to i64, !dbg !1733
  %852 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %851, !dbg !1733
  %853 = load i32, ptr %852, align 4, !dbg !1733, !tbaa !770
  %854 = xor i32 %853, %847, !dbg !1733
    #dbg_value(i32 %854, !1524, !DIExpression(), !1695)
  %855 = getelementptr inbounds i8, ptr %842, i64 1, !dbg !1735
    #dbg_value(ptr %855, !1533, !DIExpression(), !1695)
  %856 = add i32 %843, -1, !dbg !1736
    #dbg_value(i32 %856, !1534, !DIExpression(), !1695)
  br label %857, !dbg !1737

857:                                              ; preds = %846, %805
  %858 = phi i32 [ %838, %846 ], [ %807, %805 ], !dbg !1738
  %859 = phi i32 [ %839, %846 ], [ %808, %805 ], !dbg !1739
  %860 = phi i8 [ %840, %846 ], [ %809, %805 ], !dbg !1740
  %861 = phi i32 [ %841, %846 ], [ %810, %805 ], !dbg !1741
  %862 = phi ptr [ %855, %846 ], [ %811, %805 ], !dbg !1695
  %863 = phi i32 [ %856, %846 ], [ %812, %805 ], !dbg !1695
  %864 = phi i32 [ %854, %846 ], [ %813, %805 ], !dbg !1695
    #dbg_value(i32 %864, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %863, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %862, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %861, !1532, !DIExpression(), !1695)
    #dbg_value(i8 %860, !1527, !DIExpression(), !1695)
    #dbg_value(i32 %859, !1530, !DIExpression(), !1695)
    #dbg_value(i32 %858, !1529, !DIExpression(), !1695)
  %865 = icmp sgt i32 %858, %803, !dbg !1742
  br i1 %865, label %1003, label %866, !dbg !1744

866:                                              ; preds = %857
  %867 = icmp eq i32 %858, %803, !dbg !1745
  br i1 %867, label %927, label %868, !dbg !1747

868:                                              ; preds = %866
  %869 = trunc i32 %859 to i8, !dbg !1748
    #dbg_value(i8 %869, !1527, !DIExpression(), !1695)
  %870 = icmp ult i32 %861, %804, !dbg !1749
  br i1 %870, label %871, label %1003, !dbg !1751

871:                                              ; preds = %868
  %872 = zext i32 %861 to i64, !dbg !1751
  %873 = getelementptr inbounds i32, ptr %794, i64 %872, !dbg !1751
  %874 = load i32, ptr %873, align 4, !dbg !1751, !tbaa !770
    #dbg_value(i32 %874, !1532, !DIExpression(), !1695)
    #dbg_value(i32 %874, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %875 = lshr i32 %874, 8, !dbg !1751
    #dbg_value(i32 %875, !1532, !DIExpression(), !1695)
  %876 = add nsw i32 %858, 1, !dbg !1752
    #dbg_value(i32 %876, !1529, !DIExpression(), !1695)
  %877 = and i32 %874, 255, !dbg !1753
  %878 = icmp eq i32 %877, %859, !dbg !1755
  br i1 %878, label %879, label %837, !dbg !1756

879:                                              ; preds = %871
  %880 = icmp eq i32 %858, %802, !dbg !1757
  br i1 %880, label %837, label %881, !dbg !1759

881:                                              ; preds = %879
    #dbg_value(i32 2, !1528, !DIExpression(), !1695)
  %882 = icmp ult i32 %875, %804, !dbg !1760
  br i1 %882, label %883, label %1003, !dbg !1762

883:                                              ; preds = %881
  %884 = zext nneg i32 %875 to i64, !dbg !1762
  %885 = getelementptr inbounds i32, ptr %794, i64 %884, !dbg !1762
  %886 = load i32, ptr %885, align 4, !dbg !1762, !tbaa !770
    #dbg_value(i32 %886, !1532, !DIExpression(), !1695)
    #dbg_value(i32 %886, !1523, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %887 = lshr i32 %886, 8, !dbg !1762
    #dbg_value(i32 %887, !1532, !DIExpression(), !1695)
  %888 = add nsw i32 %858, 2, !dbg !1763
    #dbg_value(i32 %888, !1529, !DIExpression(), !1695)
  %889 = icmp eq i32 %888, %803, !dbg !1764
  br i1 %889, label %922, label %890, !dbg !1766

890:                                              ; preds = %883
  %891 = and i32 %886, 255, !dbg !1767
    #dbg_value(i32 %886, !1523, !DIExpression(), !1544)
  %892 = icmp eq i32 %891, %859, !dbg !1769
  br i1 %892, label %893, label %922, !dbg !1770

893:                                              ; preds = %890
    #dbg_value(i32 3, !1528, !DIExpression(), !1695)
  %894 = icmp ult i32 %887, %804, !dbg !1771
  br i1 %894, label %895, label %1003, !dbg !1773

895:                                              ; preds = %893
  %896 = zext nneg i32 %887 to i64, !dbg !1773
  %897 = getelementptr inbounds i32, ptr %794, i64 %896, !dbg !1773
  %898 = load i32, ptr %897, align 4, !dbg !1773, !tbaa !770
    #dbg_value(i32 %898, !1532, !DIExpression(), !1695)
    #dbg_value(i32 %898, !1523, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %899 = lshr i32 %898, 8, !dbg !1773
    #dbg_value(i32 %899, !1532, !DIExpression(), !1695)
  %900 = add nsw i32 %858, 3, !dbg !1774
    #dbg_value(i32 %900, !1529, !DIExpression(), !1695)
  %901 = icmp eq i32 %900, %803, !dbg !1775
  br i1 %901, label %922, label %902, !dbg !1777

902:                                              ; preds = %895
  %903 = and i32 %898, 255, !dbg !1778
    #dbg_value(i32 %898, !1523, !DIExpression(), !1544)
  %904 = icmp eq i32 %903, %859, !dbg !1780
  br i1 %904, label %905, label %922, !dbg !1781

905:                                              ; preds = %902
  %906 = icmp ult i32 %899, %804, !dbg !1782
  br i1 %906, label %907, label %1003, !dbg !1784

907:                                              ; preds = %905
  %908 = zext nneg i32 %899 to i64, !dbg !1784
  %909 = getelementptr inbounds i32, ptr %794, i64 %908, !dbg !1784
  %910 = load i32, ptr %909, align 4, !dbg !1784, !tbaa !770
    #dbg_value(i32 %910, !1532, !DIExpression(), !1695)
    #dbg_value(i32 %910, !1523, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %911 = lshr i32 %910, 8, !dbg !1784
    #dbg_value(i32 %911, !1532, !DIExpression(), !1695)
    #dbg_value(i32 %900, !1529, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1695)
    #dbg_value(i32 %910, !1528, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_plus_uconst, 4, DW_OP_stack_value), !1695)
  %912 = icmp ult i32 %911, %804, !dbg !1785
  br i1 %912, label %913, label %1003, !dbg !1787

913:                                              ; preds = %907
  %914 = and i32 %910, 255, !dbg !1788
    #dbg_value(i32 %914, !1528, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !1695)
  %915 = add nuw nsw i32 %914, 4, !dbg !1789
    #dbg_value(i32 %915, !1528, !DIExpression(), !1695)
    #dbg_value(i32 %858, !1529, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !1695)
  %916 = zext nneg i32 %911 to i64, !dbg !1787
  %917 = getelementptr inbounds i32, ptr %794, i64 %916, !dbg !1787
  %918 = load i32, ptr %917, align 4, !dbg !1787, !tbaa !770
    #dbg_value(i32 %918, !1532, !DIExpression(), !1695)
  %919 = and i32 %918, 255, !dbg !1787
    #dbg_value(i32 %919, !1530, !DIExpression(), !1695)
  %920 = lshr i32 %918, 8, !dbg !1787
    #dbg_value(i32 %920, !1532, !DIExpression(), !1695)
  %921 = add nsw i32 %858, 5, !dbg !1790
    #dbg_value(i32 %921, !1529, !DIExpression(), !1695)
  br label %922, !dbg !1708

922:                                              ; preds = %913, %902, %895, %890, %883
  %923 = phi i32 [ 2, %883 ], [ 3, %895 ], [ %915, %913 ], [ 2, %890 ], [ 3, %902 ]
  %924 = phi i32 [ %803, %883 ], [ %803, %895 ], [ %921, %913 ], [ %888, %890 ], [ %900, %902 ]
  %925 = phi i32 [ %859, %883 ], [ %859, %895 ], [ %919, %913 ], [ %891, %890 ], [ %903, %902 ]
  %926 = phi i32 [ %887, %883 ], [ %899, %895 ], [ %920, %913 ], [ %887, %890 ], [ %899, %902 ]
  br label %805, !dbg !1709, !llvm.loop !1791

927:                                              ; preds = %866, %837, %815, %825
  %928 = phi i32 [ %833, %825 ], [ 1, %837 ], [ 0, %866 ], [ %806, %815 ], !dbg !1695
  %929 = phi i32 [ %807, %825 ], [ %838, %837 ], [ %803, %866 ], [ %807, %815 ], !dbg !1738
  %930 = phi i32 [ %808, %825 ], [ %839, %837 ], [ %859, %866 ], [ %808, %815 ], !dbg !1739
  %931 = phi i8 [ %809, %825 ], [ %840, %837 ], [ %860, %866 ], [ %809, %815 ], !dbg !1740
  %932 = phi i32 [ %810, %825 ], [ %841, %837 ], [ %861, %866 ], [ %810, %815 ], !dbg !1741
  %933 = phi ptr [ %834, %825 ], [ %842, %837 ], [ %862, %866 ], [ %811, %815 ], !dbg !1695
  %934 = phi i32 [ 0, %825 ], [ 0, %837 ], [ %863, %866 ], [ 0, %815 ], !dbg !1695
  %935 = phi i32 [ %832, %825 ], [ %844, %837 ], [ %864, %866 ], [ %813, %815 ], !dbg !1695
    #dbg_value(i32 %935, !1524, !DIExpression(), !1695)
    #dbg_value(i32 %934, !1534, !DIExpression(), !1695)
    #dbg_value(ptr %933, !1533, !DIExpression(), !1695)
    #dbg_value(i32 %932, !1532, !DIExpression(), !1695)
    #dbg_value(i8 %931, !1527, !DIExpression(), !1695)
    #dbg_value(i32 %930, !1530, !DIExpression(), !1695)
    #dbg_value(i32 %929, !1529, !DIExpression(), !1695)
    #dbg_value(i32 %928, !1528, !DIExpression(), !1695)
    #dbg_label(!1543, !1793)
  %936 = load ptr, ptr %5, align 8, !dbg !1794, !tbaa !1020
  %937 = getelementptr inbounds i8, ptr %936, i64 36, !dbg !1795
  %938 = load i32, ptr %937, align 4, !dbg !1795, !tbaa !449
    #dbg_value(i32 %938, !1538, !DIExpression(), !1695)
  %939 = sub i32 %800, %934, !dbg !1796
  %940 = add i32 %938, %939, !dbg !1797
  store i32 %940, ptr %937, align 4, !dbg !1797, !tbaa !449
  %941 = icmp ult i32 %940, %938, !dbg !1798
  br i1 %941, label %942, label %946, !dbg !1800

942:                                              ; preds = %927
  %943 = getelementptr inbounds i8, ptr %936, i64 40, !dbg !1801
  %944 = load i32, ptr %943, align 8, !dbg !1802, !tbaa !452
  %945 = add i32 %944, 1, !dbg !1802
  store i32 %945, ptr %943, align 8, !dbg !1802, !tbaa !452
  br label %946, !dbg !1803

946:                                              ; preds = %942, %927
  store i32 %935, ptr %16, align 8, !dbg !1804, !tbaa !1148
  store i8 %931, ptr %15, align 4, !dbg !1805, !tbaa !1143
  store i32 %928, ptr %14, align 8, !dbg !1806, !tbaa !1133
  store i32 %929, ptr %17, align 4, !dbg !1807, !tbaa !1170
  store i32 %930, ptr %19, align 8, !dbg !1808, !tbaa !1181
  store ptr %794, ptr %27, align 8, !dbg !1809, !tbaa !1597
  store i32 %932, ptr %20, align 4, !dbg !1810, !tbaa !1186
  %947 = getelementptr inbounds i8, ptr %936, i64 24, !dbg !1811
  store ptr %933, ptr %947, align 8, !dbg !1812, !tbaa !660
  %948 = getelementptr inbounds i8, ptr %936, i64 32, !dbg !1813
  store i32 %934, ptr %948, align 8, !dbg !1814, !tbaa !648
  br label %949

949:                                              ; preds = %91, %158, %85, %399, %450, %393, %639, %681, %637, %46, %49, %593, %946
    #dbg_value(i8 0, !1086, !DIExpression(), !1092)
  %950 = load i32, ptr %17, align 4, !dbg !1815, !tbaa !1170
  %951 = load i32, ptr %18, align 8, !dbg !1817, !tbaa !1172
  %952 = add nsw i32 %951, 1, !dbg !1818
  %953 = icmp eq i32 %950, %952, !dbg !1819
  br i1 %953, label %954, label %1003, !dbg !1820

954:                                              ; preds = %949
  %955 = load i32, ptr %14, align 8, !dbg !1821, !tbaa !1133
  %956 = icmp eq i32 %955, 0, !dbg !1822
  br i1 %956, label %957, label %1003, !dbg !1823

957:                                              ; preds = %954
  %958 = load i32, ptr %16, align 8, !dbg !1824, !tbaa !1148
  %959 = xor i32 %958, -1, !dbg !1824
  store i32 %959, ptr %16, align 8, !dbg !1824, !tbaa !1148
  %960 = load i32, ptr %28, align 4, !dbg !1827, !tbaa !1055
  %961 = icmp sgt i32 %960, 2, !dbg !1829
  br i1 %961, label %962, label %967, !dbg !1830

962:                                              ; preds = %957
  %963 = load ptr, ptr @stderr, align 8, !dbg !1831, !tbaa !240
  %964 = load i32, ptr %29, align 8, !dbg !1831, !tbaa !1832
  %965 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %963, ptr noundef nonnull @.str.2, i32 noundef %964, i32 noundef %959) #21, !dbg !1831
  %966 = load i32, ptr %28, align 4, !dbg !1833, !tbaa !1055
  br label %967, !dbg !1831

967:                                              ; preds = %962, %957
  %968 = phi i32 [ %966, %962 ], [ %960, %957 ], !dbg !1833
  %969 = icmp sgt i32 %968, 1, !dbg !1835
  br i1 %969, label %970, label %973, !dbg !1836

970:                                              ; preds = %967
  %971 = load ptr, ptr @stderr, align 8, !dbg !1837, !tbaa !240
  %972 = tail call i32 @fputc(i32 93, ptr %971), !dbg !1837
  br label %973, !dbg !1837

973:                                              ; preds = %970, %967
  %974 = load i32, ptr %16, align 8, !dbg !1838, !tbaa !1148
  %975 = load i32, ptr %29, align 8, !dbg !1840, !tbaa !1832
  %976 = icmp eq i32 %974, %975, !dbg !1841
  br i1 %976, label %977, label %1003, !dbg !1842

977:                                              ; preds = %973
  %978 = load i32, ptr %30, align 4, !dbg !1843, !tbaa !1035
  %979 = tail call i32 @llvm.fshl.i32(i32 %978, i32 %978, i32 1), !dbg !1844
  %980 = xor i32 %979, %974, !dbg !1845
  store i32 %980, ptr %30, align 4, !dbg !1845, !tbaa !1035
  store i32 14, ptr %11, align 8, !dbg !1846, !tbaa !1026
  br label %982, !dbg !1847

981:                                              ; preds = %35
  br i1 %34, label %982, label %35, !dbg !1847, !llvm.loop !1848

982:                                              ; preds = %981, %977
  %983 = tail call i32 @BZ2_decompress(ptr noundef nonnull %5) #24, !dbg !1850
    #dbg_value(i32 %983, !1088, !DIExpression(), !1851)
  %984 = icmp eq i32 %983, 4, !dbg !1852
  br i1 %984, label %985, label %1000, !dbg !1854

985:                                              ; preds = %982
  %986 = load i32, ptr %28, align 4, !dbg !1855, !tbaa !1055
  %987 = icmp sgt i32 %986, 2, !dbg !1858
  br i1 %987, label %988, label %994, !dbg !1859

988:                                              ; preds = %985
  %989 = load ptr, ptr @stderr, align 8, !dbg !1860, !tbaa !240
  %990 = getelementptr inbounds i8, ptr %5, i64 3180, !dbg !1860
  %991 = load i32, ptr %990, align 4, !dbg !1860, !tbaa !1861
  %992 = load i32, ptr %30, align 4, !dbg !1860, !tbaa !1035
  %993 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %989, ptr noundef nonnull @.str.4, i32 noundef %991, i32 noundef %992) #21, !dbg !1860
  br label %994, !dbg !1860

994:                                              ; preds = %985, %988
  %995 = load i32, ptr %30, align 4, !dbg !1862, !tbaa !1035
  %996 = getelementptr inbounds i8, ptr %5, i64 3180, !dbg !1864
  %997 = load i32, ptr %996, align 4, !dbg !1864, !tbaa !1861
  %998 = icmp eq i32 %995, %997, !dbg !1865
  %999 = select i1 %998, i32 4, i32 -4, !dbg !1866
  br label %1003

1000:                                             ; preds = %982
  %1001 = load i32, ptr %11, align 8, !dbg !1867, !tbaa !1026
  %1002 = icmp eq i32 %1001, 2, !dbg !1869
  br i1 %1002, label %32, label %1003, !llvm.loop !1848

1003:                                             ; preds = %35, %949, %954, %973, %1000, %96, %98, %161, %213, %265, %305, %404, %406, %453, %490, %527, %542, %644, %646, %684, %712, %740, %756, %907, %905, %893, %881, %868, %857, %994, %7, %3, %1
  %1004 = phi i32 [ -2, %1 ], [ -2, %3 ], [ -2, %7 ], [ %999, %994 ], [ -4, %857 ], [ -4, %868 ], [ -4, %881 ], [ -4, %893 ], [ -4, %905 ], [ -4, %907 ], [ -4, %756 ], [ -4, %740 ], [ -4, %712 ], [ -4, %684 ], [ -4, %646 ], [ -4, %644 ], [ -4, %542 ], [ -4, %527 ], [ -4, %490 ], [ -4, %453 ], [ -4, %406 ], [ -4, %404 ], [ -4, %305 ], [ -4, %265 ], [ -4, %213 ], [ -4, %161 ], [ -4, %98 ], [ -4, %96 ], [ -1, %35 ], [ %983, %1000 ], [ -4, %973 ], [ 0, %954 ], [ 0, %949 ], !dbg !1092
  ret i32 %1004, !dbg !1870
}

declare !dbg !1871 i32 @BZ2_decompress(ptr noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzDecompressEnd(ptr noundef %0) local_unnamed_addr #4 !dbg !1874 {
    #dbg_value(ptr %0, !1876, !DIExpression(), !1878)
  %2 = icmp eq ptr %0, null, !dbg !1879
  br i1 %2, label %43, label %3, !dbg !1881

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1882
  %5 = load ptr, ptr %4, align 8, !dbg !1882, !tbaa !440
    #dbg_value(ptr %5, !1877, !DIExpression(), !1878)
  %6 = icmp eq ptr %5, null, !dbg !1883
  br i1 %6, label %43, label %7, !dbg !1885

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !dbg !1886, !tbaa !1020
  %9 = icmp eq ptr %8, %0, !dbg !1888
  br i1 %9, label %10, label %43, !dbg !1889

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 3152, !dbg !1890
  %12 = load ptr, ptr %11, align 8, !dbg !1890, !tbaa !1597
  %13 = icmp eq ptr %12, null, !dbg !1892
  br i1 %13, label %19, label %14, !dbg !1893

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1894
  %16 = load ptr, ptr %15, align 8, !dbg !1894, !tbaa !353
  %17 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1894
  %18 = load ptr, ptr %17, align 8, !dbg !1894, !tbaa !359
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24, !dbg !1894
  br label %19, !dbg !1894

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 3160, !dbg !1895
  %21 = load ptr, ptr %20, align 8, !dbg !1895, !tbaa !1202
  %22 = icmp eq ptr %21, null, !dbg !1897
  br i1 %22, label %28, label %23, !dbg !1898

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1899
  %25 = load ptr, ptr %24, align 8, !dbg !1899, !tbaa !353
  %26 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1899
  %27 = load ptr, ptr %26, align 8, !dbg !1899, !tbaa !359
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24, !dbg !1899
  br label %28, !dbg !1899

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 3168, !dbg !1900
  %30 = load ptr, ptr %29, align 8, !dbg !1900, !tbaa !1205
  %31 = icmp eq ptr %30, null, !dbg !1902
  br i1 %31, label %37, label %32, !dbg !1903

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1904
  %34 = load ptr, ptr %33, align 8, !dbg !1904, !tbaa !353
  %35 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1904
  %36 = load ptr, ptr %35, align 8, !dbg !1904, !tbaa !359
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24, !dbg !1904
  br label %37, !dbg !1904

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1905
  %39 = load ptr, ptr %38, align 8, !dbg !1905, !tbaa !353
  %40 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1905
  %41 = load ptr, ptr %40, align 8, !dbg !1905, !tbaa !359
  %42 = load ptr, ptr %4, align 8, !dbg !1905, !tbaa !440
  tail call void %39(ptr noundef %41, ptr noundef %42) #24, !dbg !1905
  store ptr null, ptr %4, align 8, !dbg !1906, !tbaa !440
  br label %43, !dbg !1907

43:                                               ; preds = %7, %3, %1, %37
  %44 = phi i32 [ 0, %37 ], [ -2, %1 ], [ -2, %3 ], [ -2, %7 ], !dbg !1878
  ret i32 %44, !dbg !1908
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzWriteOpen(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !dbg !1909 {
    #dbg_value(ptr %0, !1916, !DIExpression(), !1923)
    #dbg_value(ptr %1, !1917, !DIExpression(), !1923)
    #dbg_value(i32 %2, !1918, !DIExpression(), !1923)
    #dbg_value(i32 %3, !1919, !DIExpression(), !1923)
    #dbg_value(i32 %4, !1920, !DIExpression(), !1923)
    #dbg_value(ptr null, !1922, !DIExpression(), !1923)
  %6 = icmp eq ptr %0, null, !dbg !1924
  br i1 %6, label %8, label %7, !dbg !1927

7:                                                ; preds = %5
  store i32 0, ptr %0, align 4, !dbg !1924, !tbaa !770
  br label %8, !dbg !1924

8:                                                ; preds = %5, %7
  %9 = icmp eq ptr %1, null, !dbg !1928
  %10 = add i32 %2, -10, !dbg !1930
  %11 = icmp ult i32 %10, -9, !dbg !1930
  %12 = or i1 %9, %11, !dbg !1930
  %13 = icmp ugt i32 %4, 250, !dbg !1930
  %14 = or i1 %12, %13, !dbg !1930
  %15 = icmp ugt i32 %3, 4, !dbg !1930
  %16 = or i1 %15, %14, !dbg !1930
  br i1 %16, label %17, label %19, !dbg !1930

17:                                               ; preds = %8
  br i1 %6, label %47, label %18, !dbg !1931

18:                                               ; preds = %17
  store i32 -2, ptr %0, align 4, !dbg !1934, !tbaa !770
  br label %47, !dbg !1934

19:                                               ; preds = %8
  %20 = tail call i32 @ferror(ptr noundef nonnull %1) #24, !dbg !1936
  %21 = icmp eq i32 %20, 0, !dbg !1936
  br i1 %21, label %24, label %22, !dbg !1938

22:                                               ; preds = %19
  br i1 %6, label %47, label %23, !dbg !1939

23:                                               ; preds = %22
  store i32 -6, ptr %0, align 4, !dbg !1942, !tbaa !770
  br label %47, !dbg !1942

24:                                               ; preds = %19
  %25 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25, !dbg !1944
    #dbg_value(ptr %25, !1922, !DIExpression(), !1923)
  %26 = icmp eq ptr %25, null, !dbg !1945
  br i1 %26, label %27, label %29, !dbg !1947

27:                                               ; preds = %24
  br i1 %6, label %47, label %28, !dbg !1948

28:                                               ; preds = %27
  store i32 -3, ptr %0, align 4, !dbg !1951, !tbaa !770
  br label %47, !dbg !1951

29:                                               ; preds = %24
  br i1 %6, label %31, label %30, !dbg !1953

30:                                               ; preds = %29
  store i32 0, ptr %0, align 4, !dbg !1955, !tbaa !770
  br label %31, !dbg !1955

31:                                               ; preds = %29, %30
  %32 = getelementptr inbounds i8, ptr %25, i64 5096, !dbg !1957
  store i32 0, ptr %32, align 8, !dbg !1957, !tbaa !1959
  %33 = getelementptr inbounds i8, ptr %25, i64 5100, !dbg !1961
  store i8 0, ptr %33, align 4, !dbg !1962, !tbaa !1963
  %34 = getelementptr inbounds i8, ptr %25, i64 5008, !dbg !1964
  store i32 0, ptr %34, align 8, !dbg !1965, !tbaa !1966
  store ptr %1, ptr %25, align 8, !dbg !1967, !tbaa !1968
  %35 = getelementptr inbounds i8, ptr %25, i64 5012, !dbg !1969
  store i8 1, ptr %35, align 4, !dbg !1970, !tbaa !1971
  %36 = getelementptr inbounds i8, ptr %25, i64 5016, !dbg !1972
  %37 = getelementptr inbounds i8, ptr %25, i64 5072, !dbg !1973
  %38 = icmp eq i32 %4, 0, !dbg !1974
  %39 = select i1 %38, i32 30, i32 %4, !dbg !1976
    #dbg_value(i32 %39, !1920, !DIExpression(), !1923)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, i8 0, i64 24, i1 false), !dbg !1977
  %40 = tail call i32 @BZ2_bzCompressInit(ptr noundef nonnull %36, i32 noundef %2, i32 noundef %3, i32 noundef %39), !dbg !1978
    #dbg_value(i32 %40, !1921, !DIExpression(), !1923)
  %41 = icmp eq i32 %40, 0, !dbg !1979
  br i1 %41, label %45, label %42, !dbg !1981

42:                                               ; preds = %31
  br i1 %6, label %44, label %43, !dbg !1982

43:                                               ; preds = %42
  store i32 %40, ptr %0, align 4, !dbg !1985, !tbaa !770
  br label %44, !dbg !1985

44:                                               ; preds = %42, %43
  tail call void @free(ptr noundef nonnull %25) #24, !dbg !1987
  br label %47, !dbg !1988

45:                                               ; preds = %31
  %46 = getelementptr inbounds i8, ptr %25, i64 5024, !dbg !1989
  store i32 0, ptr %46, align 8, !dbg !1990, !tbaa !1991
  store i8 1, ptr %33, align 4, !dbg !1992, !tbaa !1963
  br label %47, !dbg !1993

47:                                               ; preds = %28, %27, %23, %22, %18, %17, %45, %44
  %48 = phi ptr [ null, %44 ], [ %25, %45 ], [ null, %17 ], [ null, %18 ], [ null, %22 ], [ null, %23 ], [ null, %27 ], [ null, %28 ], !dbg !1923
  ret ptr %48, !dbg !1994
}

; Function Attrs: nofree nounwind memory(read)
declare !dbg !1995 noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !1998 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2001 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWrite(ptr noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !2004 {
    #dbg_value(ptr %0, !2008, !DIExpression(), !2016)
    #dbg_value(ptr %1, !2009, !DIExpression(), !2016)
    #dbg_value(ptr %2, !2010, !DIExpression(), !2016)
    #dbg_value(i32 %3, !2011, !DIExpression(), !2016)
    #dbg_value(ptr %1, !2015, !DIExpression(), !2016)
  %5 = icmp eq ptr %0, null, !dbg !2017
  br i1 %5, label %7, label %6, !dbg !2020

6:                                                ; preds = %4
  store i32 0, ptr %0, align 4, !dbg !2017, !tbaa !770
  br label %7, !dbg !2017

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null, !dbg !2021
  br i1 %8, label %14, label %9, !dbg !2020

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2021
  store i32 0, ptr %10, align 8, !dbg !2021, !tbaa !1959
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12, !dbg !2023
  br i1 %13, label %14, label %19, !dbg !2023

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15, !dbg !2025

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !dbg !2028, !tbaa !770
  br label %16, !dbg !2028

16:                                               ; preds = %15, %14
  br i1 %8, label %85, label %17, !dbg !2025

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2030
  store i32 -2, ptr %18, align 8, !dbg !2030, !tbaa !1959
  br label %85, !dbg !2030

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012, !dbg !2032
  %21 = load i8, ptr %20, align 4, !dbg !2032, !tbaa !1971
  %22 = icmp eq i8 %21, 0, !dbg !2034
  br i1 %22, label %23, label %26, !dbg !2035

23:                                               ; preds = %19
  br i1 %5, label %25, label %24, !dbg !2036

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !dbg !2039, !tbaa !770
  br label %25, !dbg !2039

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !dbg !2041, !tbaa !1959
  br label %85, !dbg !2041

26:                                               ; preds = %19
  %27 = load ptr, ptr %1, align 8, !dbg !2043, !tbaa !1968
  %28 = tail call i32 @ferror(ptr noundef %27) #24, !dbg !2045
  %29 = icmp eq i32 %28, 0, !dbg !2045
  br i1 %29, label %33, label %30, !dbg !2046

30:                                               ; preds = %26
  br i1 %5, label %32, label %31, !dbg !2047

31:                                               ; preds = %30
  store i32 -6, ptr %0, align 4, !dbg !2050, !tbaa !770
  br label %32, !dbg !2050

32:                                               ; preds = %30, %31
  store i32 -6, ptr %10, align 8, !dbg !2052, !tbaa !1959
  br label %85, !dbg !2054

33:                                               ; preds = %26
  %34 = icmp eq i32 %3, 0, !dbg !2055
  br i1 %34, label %35, label %38, !dbg !2057

35:                                               ; preds = %33
  br i1 %5, label %37, label %36, !dbg !2058

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !dbg !2061, !tbaa !770
  br label %37, !dbg !2061

37:                                               ; preds = %35, %36
  store i32 0, ptr %10, align 8, !dbg !2063, !tbaa !1959
  br label %85, !dbg !2065

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %1, i64 5016, !dbg !2066
  %40 = getelementptr inbounds i8, ptr %1, i64 5024, !dbg !2067
  store i32 %3, ptr %40, align 8, !dbg !2068, !tbaa !1991
  store ptr %2, ptr %39, align 8, !dbg !2069, !tbaa !2070
  %41 = getelementptr inbounds i8, ptr %1, i64 5048
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = getelementptr inbounds i8, ptr %1, i64 5040
  %44 = getelementptr inbounds i8, ptr %1, i64 5064
  br label %45, !dbg !2071

45:                                               ; preds = %79, %38
  store i32 5000, ptr %41, align 8, !dbg !2072, !tbaa !2074
  store ptr %42, ptr %43, align 8, !dbg !2075, !tbaa !2076
    #dbg_value(ptr %39, !519, !DIExpression(), !2077)
    #dbg_value(i32 0, !520, !DIExpression(), !2077)
  %46 = load ptr, ptr %44, align 8, !dbg !2079, !tbaa !440
    #dbg_value(ptr %46, !522, !DIExpression(), !2077)
  %47 = icmp eq ptr %46, null, !dbg !2080
  br i1 %47, label %58, label %48, !dbg !2081

48:                                               ; preds = %45
  %49 = load ptr, ptr %46, align 8, !dbg !2082, !tbaa !364
  %50 = icmp eq ptr %49, %39, !dbg !2083
  br i1 %50, label %51, label %58, !dbg !2084

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !409
    #dbg_label(!523, !2085)
  switch i32 %53, label %57 [
    i32 1, label %58
    i32 2, label %54
    i32 3, label %58
    i32 4, label %58
  ], !dbg !2086

54:                                               ; preds = %51
  %55 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %39), !dbg !2087
    #dbg_value(i8 %55, !521, !DIExpression(), !2077)
  %56 = icmp eq i8 %55, 0, !dbg !2088
  br i1 %56, label %58, label %62, !dbg !2089

57:                                               ; preds = %51
  br label %58, !dbg !2090

58:                                               ; preds = %54, %45, %48, %51, %51, %51, %57
  %59 = phi i32 [ -1, %51 ], [ -1, %51 ], [ -1, %51 ], [ -2, %54 ], [ -2, %45 ], [ -2, %48 ], [ 0, %57 ]
    #dbg_value(i32 %59, !2014, !DIExpression(), !2016)
  br i1 %5, label %61, label %60, !dbg !2090

60:                                               ; preds = %58
  store i32 %59, ptr %0, align 4, !dbg !2094, !tbaa !770
  br label %61, !dbg !2094

61:                                               ; preds = %58, %60
  store i32 %59, ptr %10, align 8, !dbg !2096, !tbaa !1959
  br label %85, !dbg !2098

62:                                               ; preds = %54
    #dbg_value(i32 1, !2014, !DIExpression(), !2016)
  %63 = load i32, ptr %41, align 8, !dbg !2099, !tbaa !2074
  %64 = icmp ult i32 %63, 5000, !dbg !2101
  br i1 %64, label %65, label %79, !dbg !2102

65:                                               ; preds = %62
  %66 = sub nuw nsw i32 5000, %63, !dbg !2103
    #dbg_value(i32 %66, !2012, !DIExpression(), !2016)
  %67 = zext nneg i32 %66 to i64, !dbg !2105
  %68 = load ptr, ptr %1, align 8, !dbg !2106, !tbaa !1968
  %69 = tail call i64 @fwrite(ptr noundef nonnull %42, i64 noundef 1, i64 noundef %67, ptr noundef %68), !dbg !2107
  %70 = trunc i64 %69 to i32, !dbg !2107
    #dbg_value(i32 %70, !2013, !DIExpression(), !2016)
  %71 = icmp eq i32 %66, %70, !dbg !2108
  br i1 %71, label %72, label %76, !dbg !2110

72:                                               ; preds = %65
  %73 = load ptr, ptr %1, align 8, !dbg !2111, !tbaa !1968
  %74 = tail call i32 @ferror(ptr noundef %73) #24, !dbg !2112
  %75 = icmp eq i32 %74, 0, !dbg !2112
  br i1 %75, label %79, label %76, !dbg !2113

76:                                               ; preds = %72, %65
  br i1 %5, label %78, label %77, !dbg !2114

77:                                               ; preds = %76
  store i32 -6, ptr %0, align 4, !dbg !2117, !tbaa !770
  br label %78, !dbg !2117

78:                                               ; preds = %76, %77
  store i32 -6, ptr %10, align 8, !dbg !2119, !tbaa !1959
  br label %85, !dbg !2121

79:                                               ; preds = %72, %62
  %80 = load i32, ptr %40, align 8, !dbg !2122, !tbaa !1991
  %81 = icmp eq i32 %80, 0, !dbg !2124
  br i1 %81, label %82, label %45, !dbg !2125, !llvm.loop !2126

82:                                               ; preds = %79
  br i1 %5, label %84, label %83, !dbg !2128

83:                                               ; preds = %82
  store i32 0, ptr %0, align 4, !dbg !2131, !tbaa !770
  br label %84, !dbg !2131

84:                                               ; preds = %82, %83
  store i32 0, ptr %10, align 8, !dbg !2133, !tbaa !1959
  br label %85, !dbg !2135

85:                                               ; preds = %25, %16, %17, %84, %78, %61, %37, %32
  ret void, !dbg !2136
}

; Function Attrs: nofree nounwind
declare !dbg !2137 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWriteClose(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #4 !dbg !2143 {
    #dbg_value(ptr %0, !2148, !DIExpression(), !2153)
    #dbg_value(ptr %1, !2149, !DIExpression(), !2153)
    #dbg_value(i32 %2, !2150, !DIExpression(), !2153)
    #dbg_value(ptr %3, !2151, !DIExpression(), !2153)
    #dbg_value(ptr %4, !2152, !DIExpression(), !2153)
  tail call void @BZ2_bzWriteClose64(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef null, ptr noundef %4, ptr noundef null), !dbg !2154
  ret void, !dbg !2155
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWriteClose64(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6) local_unnamed_addr #4 !dbg !2156 {
    #dbg_value(ptr %0, !2160, !DIExpression(), !2171)
    #dbg_value(ptr %1, !2161, !DIExpression(), !2171)
    #dbg_value(i32 %2, !2162, !DIExpression(), !2171)
    #dbg_value(ptr %3, !2163, !DIExpression(), !2171)
    #dbg_value(ptr %4, !2164, !DIExpression(), !2171)
    #dbg_value(ptr %5, !2165, !DIExpression(), !2171)
    #dbg_value(ptr %6, !2166, !DIExpression(), !2171)
    #dbg_value(ptr %1, !2170, !DIExpression(), !2171)
  %8 = icmp eq ptr %1, null, !dbg !2172
  br i1 %8, label %9, label %12, !dbg !2174

9:                                                ; preds = %7
  %10 = icmp eq ptr %0, null, !dbg !2175
  br i1 %10, label %198, label %11, !dbg !2179

11:                                               ; preds = %9
  store i32 0, ptr %0, align 4, !dbg !2175, !tbaa !770
  br label %198, !dbg !2175

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %1, i64 5012, !dbg !2180
  %14 = load i8, ptr %13, align 4, !dbg !2180, !tbaa !1971
  %15 = icmp eq i8 %14, 0, !dbg !2182
  br i1 %15, label %16, label %21, !dbg !2183

16:                                               ; preds = %12
  %17 = icmp eq ptr %0, null, !dbg !2184
  br i1 %17, label %19, label %18, !dbg !2188

18:                                               ; preds = %16
  store i32 -1, ptr %0, align 4, !dbg !2184, !tbaa !770
  br label %19, !dbg !2184

19:                                               ; preds = %16, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2189
  store i32 -1, ptr %20, align 8, !dbg !2189, !tbaa !1959
  br label %198, !dbg !2191

21:                                               ; preds = %12
  %22 = load ptr, ptr %1, align 8, !dbg !2192, !tbaa !1968
  %23 = tail call i32 @ferror(ptr noundef %22) #24, !dbg !2194
  %24 = icmp eq i32 %23, 0, !dbg !2194
  br i1 %24, label %30, label %25, !dbg !2195

25:                                               ; preds = %21
  %26 = icmp eq ptr %0, null, !dbg !2196
  br i1 %26, label %28, label %27, !dbg !2200

27:                                               ; preds = %25
  store i32 -6, ptr %0, align 4, !dbg !2196, !tbaa !770
  br label %28, !dbg !2196

28:                                               ; preds = %25, %27
  %29 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2201
  store i32 -6, ptr %29, align 8, !dbg !2201, !tbaa !1959
  br label %198, !dbg !2203

30:                                               ; preds = %21
  %31 = icmp eq ptr %3, null, !dbg !2204
  br i1 %31, label %33, label %32, !dbg !2206

32:                                               ; preds = %30
  store i32 0, ptr %3, align 4, !dbg !2207, !tbaa !770
  br label %33, !dbg !2208

33:                                               ; preds = %32, %30
  %34 = icmp eq ptr %4, null, !dbg !2209
  br i1 %34, label %36, label %35, !dbg !2211

35:                                               ; preds = %33
  store i32 0, ptr %4, align 4, !dbg !2212, !tbaa !770
  br label %36, !dbg !2213

36:                                               ; preds = %35, %33
  %37 = icmp eq ptr %5, null, !dbg !2214
  br i1 %37, label %39, label %38, !dbg !2216

38:                                               ; preds = %36
  store i32 0, ptr %5, align 4, !dbg !2217, !tbaa !770
  br label %39, !dbg !2218

39:                                               ; preds = %38, %36
  %40 = icmp eq ptr %6, null, !dbg !2219
  br i1 %40, label %42, label %41, !dbg !2221

41:                                               ; preds = %39
  store i32 0, ptr %6, align 4, !dbg !2222, !tbaa !770
  br label %42, !dbg !2223

42:                                               ; preds = %41, %39
  %43 = icmp eq i32 %2, 0, !dbg !2224
  br i1 %43, label %44, label %136, !dbg !2226

44:                                               ; preds = %42
  %45 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2227
  %46 = load i32, ptr %45, align 8, !dbg !2227, !tbaa !1959
  %47 = icmp eq i32 %46, 0, !dbg !2228
  br i1 %47, label %48, label %123, !dbg !2229

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %1, i64 5016
  %50 = getelementptr inbounds i8, ptr %1, i64 5048
  %51 = getelementptr inbounds i8, ptr %1, i64 8
  %52 = getelementptr inbounds i8, ptr %1, i64 5040
  %53 = getelementptr inbounds i8, ptr %1, i64 5064
  %54 = getelementptr inbounds i8, ptr %1, i64 5024
  br label %55, !dbg !2230

55:                                               ; preds = %48, %120
  store i32 5000, ptr %50, align 8, !dbg !2232, !tbaa !2074
  store ptr %51, ptr %52, align 8, !dbg !2234, !tbaa !2076
    #dbg_value(ptr %49, !519, !DIExpression(), !2235)
    #dbg_value(i32 2, !520, !DIExpression(), !2235)
  %56 = load ptr, ptr %53, align 8, !dbg !2237, !tbaa !440
    #dbg_value(ptr %56, !522, !DIExpression(), !2235)
  %57 = icmp eq ptr %56, null, !dbg !2238
  br i1 %57, label %96, label %58, !dbg !2239

58:                                               ; preds = %55
  %59 = load ptr, ptr %56, align 8, !dbg !2240, !tbaa !364
  %60 = icmp eq ptr %59, %49, !dbg !2241
  br i1 %60, label %61, label %96, !dbg !2242

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %56, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !409
  %64 = getelementptr inbounds i8, ptr %56, i64 16
    #dbg_label(!523, !2243)
  switch i32 %63, label %95 [
    i32 1, label %96
    i32 2, label %67
    i32 3, label %96
    i32 4, label %65
  ], !dbg !2244

65:                                               ; preds = %61
  %66 = load i32, ptr %64, align 8, !dbg !2245, !tbaa !548
  br label %69, !dbg !2244

67:                                               ; preds = %61
  %68 = load i32, ptr %54, align 8, !dbg !2246, !tbaa !547
  store i32 %68, ptr %64, align 8, !dbg !2246, !tbaa !548
  store i32 4, ptr %62, align 8, !dbg !2246, !tbaa !409
    #dbg_label(!523, !2243)
  br label %69, !dbg !2245

69:                                               ; preds = %65, %67
  %70 = phi i32 [ %66, %65 ], [ %68, %67 ], !dbg !2245
  %71 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !2247
  %72 = load i32, ptr %71, align 8, !dbg !2247, !tbaa !547
  %73 = icmp eq i32 %70, %72, !dbg !2248
  br i1 %73, label %74, label %96, !dbg !2249

74:                                               ; preds = %69
  %75 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %49), !dbg !2250
    #dbg_value(i8 %75, !521, !DIExpression(), !2235)
  %76 = icmp eq i8 %75, 0, !dbg !2251
  br i1 %76, label %96, label %77, !dbg !2252

77:                                               ; preds = %74
  %78 = load i32, ptr %64, align 8, !dbg !2253, !tbaa !548
  %79 = icmp eq i32 %78, 0, !dbg !2254
  br i1 %79, label %80, label %101, !dbg !2255

80:                                               ; preds = %77
    #dbg_value(ptr %56, !566, !DIExpression(), !2256)
  %81 = getelementptr inbounds i8, ptr %56, i64 92, !dbg !2258
  %82 = load i32, ptr %81, align 4, !dbg !2258, !tbaa !462
  %83 = icmp ult i32 %82, 256, !dbg !2259
  br i1 %83, label %84, label %88, !dbg !2260

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %56, i64 96, !dbg !2261
  %86 = load i32, ptr %85, align 8, !dbg !2261, !tbaa !465
  %87 = icmp sgt i32 %86, 0, !dbg !2262
  br i1 %87, label %101, label %88, !dbg !2263

88:                                               ; preds = %84, %80
  %89 = getelementptr inbounds i8, ptr %56, i64 120, !dbg !2264
  %90 = load i32, ptr %89, align 8, !dbg !2264, !tbaa !480
  %91 = getelementptr inbounds i8, ptr %56, i64 116, !dbg !2265
  %92 = load i32, ptr %91, align 4, !dbg !2265, !tbaa !477
  %93 = icmp slt i32 %90, %92, !dbg !2266
  br i1 %93, label %101, label %94, !dbg !2267

94:                                               ; preds = %88
  store i32 1, ptr %62, align 8, !dbg !2268, !tbaa !409
  br label %101, !dbg !2269

95:                                               ; preds = %61
  br label %96, !dbg !2270

96:                                               ; preds = %55, %58, %69, %74, %61, %61, %95
  %97 = phi i32 [ -1, %61 ], [ -1, %61 ], [ -2, %55 ], [ -2, %58 ], [ -1, %69 ], [ -1, %74 ], [ 0, %95 ]
    #dbg_value(i32 %97, !2169, !DIExpression(), !2171)
  %98 = icmp eq ptr %0, null, !dbg !2270
  br i1 %98, label %100, label %99, !dbg !2275

99:                                               ; preds = %96
  store i32 %97, ptr %0, align 4, !dbg !2270, !tbaa !770
  br label %100, !dbg !2270

100:                                              ; preds = %96, %99
  store i32 %97, ptr %45, align 8, !dbg !2276, !tbaa !1959
  br label %198, !dbg !2278

101:                                              ; preds = %94, %88, %84, %77
  %102 = phi i1 [ true, %94 ], [ false, %88 ], [ false, %77 ], [ false, %84 ], !dbg !2235
    #dbg_value(i32 poison, !2169, !DIExpression(), !2171)
  %103 = load i32, ptr %50, align 8, !dbg !2279, !tbaa !2074
  %104 = icmp ult i32 %103, 5000, !dbg !2281
  br i1 %104, label %105, label %120, !dbg !2282

105:                                              ; preds = %101
  %106 = sub nuw nsw i32 5000, %103, !dbg !2283
    #dbg_value(i32 %106, !2167, !DIExpression(), !2171)
  %107 = zext nneg i32 %106 to i64, !dbg !2285
  %108 = load ptr, ptr %1, align 8, !dbg !2286, !tbaa !1968
  %109 = tail call i64 @fwrite(ptr noundef nonnull %51, i64 noundef 1, i64 noundef %107, ptr noundef %108), !dbg !2287
  %110 = trunc i64 %109 to i32, !dbg !2287
    #dbg_value(i32 %110, !2168, !DIExpression(), !2171)
  %111 = icmp eq i32 %106, %110, !dbg !2288
  br i1 %111, label %112, label %116, !dbg !2290

112:                                              ; preds = %105
  %113 = load ptr, ptr %1, align 8, !dbg !2291, !tbaa !1968
  %114 = tail call i32 @ferror(ptr noundef %113) #24, !dbg !2292
  %115 = icmp eq i32 %114, 0, !dbg !2292
  br i1 %115, label %120, label %116, !dbg !2293

116:                                              ; preds = %112, %105
  %117 = icmp eq ptr %0, null, !dbg !2294
  br i1 %117, label %119, label %118, !dbg !2298

118:                                              ; preds = %116
  store i32 -6, ptr %0, align 4, !dbg !2294, !tbaa !770
  br label %119, !dbg !2294

119:                                              ; preds = %116, %118
  store i32 -6, ptr %45, align 8, !dbg !2299, !tbaa !1959
  br label %198, !dbg !2301

120:                                              ; preds = %112, %101
  br i1 %102, label %121, label %55, !dbg !2302, !llvm.loop !2303

121:                                              ; preds = %120
  %122 = load ptr, ptr %1, align 8, !dbg !2305, !tbaa !1968
  br label %123, !dbg !2305

123:                                              ; preds = %121, %44
  %124 = phi ptr [ %122, %121 ], [ %22, %44 ], !dbg !2305
  %125 = tail call i32 @ferror(ptr noundef %124) #24, !dbg !2307
  %126 = icmp eq i32 %125, 0, !dbg !2307
  br i1 %126, label %127, label %136, !dbg !2308

127:                                              ; preds = %123
  %128 = tail call i32 @fflush(ptr noundef %124), !dbg !2309
  %129 = load ptr, ptr %1, align 8, !dbg !2311, !tbaa !1968
  %130 = tail call i32 @ferror(ptr noundef %129) #24, !dbg !2313
  %131 = icmp eq i32 %130, 0, !dbg !2313
  br i1 %131, label %136, label %132, !dbg !2314

132:                                              ; preds = %127
  %133 = icmp eq ptr %0, null, !dbg !2315
  br i1 %133, label %135, label %134, !dbg !2319

134:                                              ; preds = %132
  store i32 -6, ptr %0, align 4, !dbg !2315, !tbaa !770
  br label %135, !dbg !2315

135:                                              ; preds = %132, %134
  store i32 -6, ptr %45, align 8, !dbg !2320, !tbaa !1959
  br label %198, !dbg !2322

136:                                              ; preds = %42, %127, %123
  br i1 %31, label %140, label %137, !dbg !2323

137:                                              ; preds = %136
  %138 = getelementptr inbounds i8, ptr %1, i64 5028, !dbg !2324
  %139 = load i32, ptr %138, align 4, !dbg !2324, !tbaa !2326
  store i32 %139, ptr %3, align 4, !dbg !2327, !tbaa !770
  br label %140, !dbg !2328

140:                                              ; preds = %137, %136
  br i1 %34, label %144, label %141, !dbg !2329

141:                                              ; preds = %140
  %142 = getelementptr inbounds i8, ptr %1, i64 5032, !dbg !2330
  %143 = load i32, ptr %142, align 8, !dbg !2330, !tbaa !2332
  store i32 %143, ptr %4, align 4, !dbg !2333, !tbaa !770
  br label %144, !dbg !2334

144:                                              ; preds = %141, %140
  br i1 %37, label %148, label %145, !dbg !2335

145:                                              ; preds = %144
  %146 = getelementptr inbounds i8, ptr %1, i64 5052, !dbg !2336
  %147 = load i32, ptr %146, align 4, !dbg !2336, !tbaa !2338
  store i32 %147, ptr %5, align 4, !dbg !2339, !tbaa !770
  br label %148, !dbg !2340

148:                                              ; preds = %145, %144
  br i1 %40, label %152, label %149, !dbg !2341

149:                                              ; preds = %148
  %150 = getelementptr inbounds i8, ptr %1, i64 5056, !dbg !2342
  %151 = load i32, ptr %150, align 8, !dbg !2342, !tbaa !2344
  store i32 %151, ptr %6, align 4, !dbg !2345, !tbaa !770
  br label %152, !dbg !2346

152:                                              ; preds = %149, %148
  %153 = icmp eq ptr %0, null, !dbg !2347
  br i1 %153, label %155, label %154, !dbg !2350

154:                                              ; preds = %152
  store i32 0, ptr %0, align 4, !dbg !2347, !tbaa !770
  br label %155, !dbg !2347

155:                                              ; preds = %152, %154
  %156 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2351
  store i32 0, ptr %156, align 8, !dbg !2351, !tbaa !1959
    #dbg_value(ptr %1, !878, !DIExpression(DW_OP_plus_uconst, 5016, DW_OP_stack_value), !2353)
  %157 = getelementptr inbounds i8, ptr %1, i64 5064, !dbg !2355
  %158 = load ptr, ptr %157, align 8, !dbg !2355, !tbaa !440
    #dbg_value(ptr %158, !879, !DIExpression(), !2353)
  %159 = icmp eq ptr %158, null, !dbg !2356
  br i1 %159, label %197, label %160, !dbg !2357

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %1, i64 5016, !dbg !2358
    #dbg_value(ptr %161, !878, !DIExpression(), !2353)
  %162 = load ptr, ptr %158, align 8, !dbg !2359, !tbaa !364
  %163 = icmp eq ptr %162, %161, !dbg !2360
  br i1 %163, label %164, label %197, !dbg !2361

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %158, i64 24, !dbg !2362
  %166 = load ptr, ptr %165, align 8, !dbg !2362, !tbaa !373
  %167 = icmp eq ptr %166, null, !dbg !2363
  br i1 %167, label %173, label %168, !dbg !2364

168:                                              ; preds = %164
  %169 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2365
  %170 = load ptr, ptr %169, align 8, !dbg !2365, !tbaa !353
  %171 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2365
  %172 = load ptr, ptr %171, align 8, !dbg !2365, !tbaa !359
  tail call void %170(ptr noundef %172, ptr noundef nonnull %166) #24, !dbg !2365
  br label %173, !dbg !2365

173:                                              ; preds = %168, %164
  %174 = getelementptr inbounds i8, ptr %158, i64 32, !dbg !2366
  %175 = load ptr, ptr %174, align 8, !dbg !2366, !tbaa !376
  %176 = icmp eq ptr %175, null, !dbg !2367
  br i1 %176, label %182, label %177, !dbg !2368

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2369
  %179 = load ptr, ptr %178, align 8, !dbg !2369, !tbaa !353
  %180 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2369
  %181 = load ptr, ptr %180, align 8, !dbg !2369, !tbaa !359
  tail call void %179(ptr noundef %181, ptr noundef nonnull %175) #24, !dbg !2369
  br label %182, !dbg !2369

182:                                              ; preds = %177, %173
  %183 = getelementptr inbounds i8, ptr %158, i64 40, !dbg !2370
  %184 = load ptr, ptr %183, align 8, !dbg !2370, !tbaa !379
  %185 = icmp eq ptr %184, null, !dbg !2371
  br i1 %185, label %191, label %186, !dbg !2372

186:                                              ; preds = %182
  %187 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2373
  %188 = load ptr, ptr %187, align 8, !dbg !2373, !tbaa !353
  %189 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2373
  %190 = load ptr, ptr %189, align 8, !dbg !2373, !tbaa !359
  tail call void %188(ptr noundef %190, ptr noundef nonnull %184) #24, !dbg !2373
  br label %191, !dbg !2373

191:                                              ; preds = %186, %182
  %192 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2374
  %193 = load ptr, ptr %192, align 8, !dbg !2374, !tbaa !353
  %194 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2374
  %195 = load ptr, ptr %194, align 8, !dbg !2374, !tbaa !359
  %196 = load ptr, ptr %157, align 8, !dbg !2374, !tbaa !440
  tail call void %193(ptr noundef %195, ptr noundef %196) #24, !dbg !2374
  br label %197, !dbg !2375

197:                                              ; preds = %155, %160, %191
  tail call void @free(ptr noundef nonnull %1) #24, !dbg !2376
  br label %198, !dbg !2377

198:                                              ; preds = %11, %9, %197, %135, %119, %100, %28, %19
  ret void, !dbg !2377
}

; Function Attrs: nofree nounwind
declare !dbg !2378 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzReadOpen(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly %4, i32 noundef %5) local_unnamed_addr #4 !dbg !2379 {
    #dbg_value(ptr %0, !2383, !DIExpression(), !2391)
    #dbg_value(ptr %1, !2384, !DIExpression(), !2391)
    #dbg_value(i32 %2, !2385, !DIExpression(), !2391)
    #dbg_value(i32 %3, !2386, !DIExpression(), !2391)
    #dbg_value(ptr %4, !2387, !DIExpression(), !2391)
    #dbg_value(i32 %5, !2388, !DIExpression(), !2391)
    #dbg_value(ptr null, !2389, !DIExpression(), !2391)
  %7 = icmp eq ptr %0, null, !dbg !2392
  br i1 %7, label %9, label %8, !dbg !2395

8:                                                ; preds = %6
  store i32 0, ptr %0, align 4, !dbg !2392, !tbaa !770
  br label %9, !dbg !2392

9:                                                ; preds = %6, %8
  %10 = icmp eq ptr %1, null, !dbg !2396
  br i1 %10, label %23, label %11, !dbg !2398

11:                                               ; preds = %9
  %12 = icmp ugt i32 %3, 1, !dbg !2399
  %13 = icmp ugt i32 %2, 4, !dbg !2399
  %14 = or i1 %13, %12, !dbg !2399
  br i1 %14, label %23, label %15, !dbg !2399

15:                                               ; preds = %11
  %16 = icmp eq ptr %4, null, !dbg !2400
  %17 = icmp ne i32 %5, 0
  %18 = and i1 %16, %17, !dbg !2401
  br i1 %18, label %23, label %19, !dbg !2401

19:                                               ; preds = %15
  %20 = icmp ne ptr %4, null, !dbg !2402
  %21 = icmp ugt i32 %5, 5000
  %22 = and i1 %20, %21, !dbg !2403
  br i1 %22, label %23, label %25, !dbg !2403

23:                                               ; preds = %19, %15, %11, %9
  br i1 %7, label %90, label %24, !dbg !2404

24:                                               ; preds = %23
  store i32 -2, ptr %0, align 4, !dbg !2407, !tbaa !770
  br label %90, !dbg !2407

25:                                               ; preds = %19
  %26 = tail call i32 @ferror(ptr noundef nonnull %1) #24, !dbg !2409
  %27 = icmp eq i32 %26, 0, !dbg !2409
  br i1 %27, label %30, label %28, !dbg !2411

28:                                               ; preds = %25
  br i1 %7, label %90, label %29, !dbg !2412

29:                                               ; preds = %28
  store i32 -6, ptr %0, align 4, !dbg !2415, !tbaa !770
  br label %90, !dbg !2415

30:                                               ; preds = %25
  %31 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25, !dbg !2417
    #dbg_value(ptr %31, !2389, !DIExpression(), !2391)
  %32 = icmp eq ptr %31, null, !dbg !2418
  br i1 %32, label %33, label %35, !dbg !2420

33:                                               ; preds = %30
  br i1 %7, label %90, label %34, !dbg !2421

34:                                               ; preds = %33
  store i32 -3, ptr %0, align 4, !dbg !2424, !tbaa !770
  br label %90, !dbg !2424

35:                                               ; preds = %30
  br i1 %7, label %37, label %36, !dbg !2426

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !dbg !2428, !tbaa !770
  br label %37, !dbg !2428

37:                                               ; preds = %35, %36
  %38 = getelementptr inbounds i8, ptr %31, i64 5096, !dbg !2430
  store i32 0, ptr %38, align 8, !dbg !2430, !tbaa !1959
  %39 = getelementptr inbounds i8, ptr %31, i64 5100, !dbg !2432
  store i8 0, ptr %39, align 4, !dbg !2433, !tbaa !1963
  store ptr %1, ptr %31, align 8, !dbg !2434, !tbaa !1968
  %40 = getelementptr inbounds i8, ptr %31, i64 5008, !dbg !2435
  store i32 0, ptr %40, align 8, !dbg !2436, !tbaa !1966
  %41 = getelementptr inbounds i8, ptr %31, i64 5012, !dbg !2437
  store i8 0, ptr %41, align 4, !dbg !2438, !tbaa !1971
  %42 = getelementptr inbounds i8, ptr %31, i64 5016, !dbg !2439
  %43 = getelementptr inbounds i8, ptr %31, i64 5072, !dbg !2440
    #dbg_value(i32 %5, !2388, !DIExpression(), !2391)
    #dbg_value(ptr %4, !2387, !DIExpression(), !2391)
  %44 = icmp sgt i32 %5, 0, !dbg !2441
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false), !dbg !2442
  br i1 %44, label %45, label %80, !dbg !2443

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %31, i64 8
  %47 = and i32 %5, 1, !dbg !2443
  %48 = icmp eq i32 %5, 1, !dbg !2443
  br i1 %48, label %71, label %49, !dbg !2443

49:                                               ; preds = %45
  %50 = and i32 %5, 2147483646, !dbg !2443
  br label %51, !dbg !2443

51:                                               ; preds = %51, %49
  %52 = phi i32 [ 0, %49 ], [ %65, %51 ], !dbg !2444
  %53 = phi ptr [ %4, %49 ], [ %66, %51 ]
  %54 = phi i32 [ 0, %49 ], [ %67, %51 ]
    #dbg_value(i32 poison, !2388, !DIExpression(), !2391)
    #dbg_value(ptr %53, !2387, !DIExpression(), !2391)
  %55 = load i8, ptr %53, align 1, !dbg !2446, !tbaa !487
  %56 = sext i32 %52 to i64, !dbg !2447
  %57 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %56, !dbg !2447
  store i8 %55, ptr %57, align 1, !dbg !2448, !tbaa !487
  %58 = load i32, ptr %40, align 8, !dbg !2449, !tbaa !1966
  %59 = add nsw i32 %58, 1, !dbg !2449
  store i32 %59, ptr %40, align 8, !dbg !2449, !tbaa !1966
  %60 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !2450
    #dbg_value(ptr %60, !2387, !DIExpression(), !2391)
    #dbg_value(i32 poison, !2388, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2391)
  %61 = load i8, ptr %60, align 1, !dbg !2446, !tbaa !487
  %62 = sext i32 %59 to i64, !dbg !2447
  %63 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %62, !dbg !2447
  store i8 %61, ptr %63, align 1, !dbg !2448, !tbaa !487
  %64 = load i32, ptr %40, align 8, !dbg !2449, !tbaa !1966
  %65 = add nsw i32 %64, 1, !dbg !2449
  store i32 %65, ptr %40, align 8, !dbg !2449, !tbaa !1966
  %66 = getelementptr inbounds i8, ptr %53, i64 2, !dbg !2450
    #dbg_value(ptr %66, !2387, !DIExpression(), !2391)
    #dbg_value(i32 poison, !2388, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !2391)
  %67 = add i32 %54, 2, !dbg !2443
  %68 = icmp eq i32 %67, %50, !dbg !2443
  br i1 %68, label %69, label %51, !dbg !2443, !llvm.loop !2451

69:                                               ; preds = %51
  %70 = sext i32 %65 to i64, !dbg !2447
  br label %71, !dbg !2443

71:                                               ; preds = %69, %45
  %72 = phi i64 [ 0, %45 ], [ %70, %69 ]
  %73 = phi ptr [ %4, %45 ], [ %66, %69 ]
  %74 = icmp eq i32 %47, 0, !dbg !2443
  br i1 %74, label %80, label %75, !dbg !2443

75:                                               ; preds = %71
    #dbg_value(i32 poison, !2388, !DIExpression(), !2391)
    #dbg_value(ptr %73, !2387, !DIExpression(), !2391)
  %76 = load i8, ptr %73, align 1, !dbg !2446, !tbaa !487
  %77 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %72, !dbg !2447
  store i8 %76, ptr %77, align 1, !dbg !2448, !tbaa !487
  %78 = load i32, ptr %40, align 8, !dbg !2449, !tbaa !1966
  %79 = add nsw i32 %78, 1, !dbg !2449
  store i32 %79, ptr %40, align 8, !dbg !2449, !tbaa !1966
    #dbg_value(ptr %73, !2387, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2391)
    #dbg_value(i32 poison, !2388, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2391)
  br label %80, !dbg !2453

80:                                               ; preds = %75, %71, %37
  %81 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %42, i32 noundef %2, i32 noundef %3), !dbg !2453
    #dbg_value(i32 %81, !2390, !DIExpression(), !2391)
  %82 = icmp eq i32 %81, 0, !dbg !2454
  br i1 %82, label %86, label %83, !dbg !2456

83:                                               ; preds = %80
  br i1 %7, label %85, label %84, !dbg !2457

84:                                               ; preds = %83
  store i32 %81, ptr %0, align 4, !dbg !2460, !tbaa !770
  br label %85, !dbg !2460

85:                                               ; preds = %83, %84
  tail call void @free(ptr noundef nonnull %31) #24, !dbg !2462
  br label %90, !dbg !2463

86:                                               ; preds = %80
  %87 = load i32, ptr %40, align 8, !dbg !2464, !tbaa !1966
  %88 = getelementptr inbounds i8, ptr %31, i64 5024, !dbg !2465
  store i32 %87, ptr %88, align 8, !dbg !2466, !tbaa !1991
  %89 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2467
  store ptr %89, ptr %42, align 8, !dbg !2468, !tbaa !2070
  store i8 1, ptr %39, align 4, !dbg !2469, !tbaa !1963
  br label %90, !dbg !2470

90:                                               ; preds = %34, %33, %29, %28, %24, %23, %86, %85
  %91 = phi ptr [ null, %85 ], [ %31, %86 ], [ null, %23 ], [ null, %24 ], [ null, %28 ], [ null, %29 ], [ null, %33 ], [ null, %34 ], !dbg !2391
  ret ptr %91, !dbg !2471
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzReadClose(ptr noundef writeonly %0, ptr noundef %1) local_unnamed_addr #4 !dbg !2472 {
    #dbg_value(ptr %0, !2476, !DIExpression(), !2479)
    #dbg_value(ptr %1, !2477, !DIExpression(), !2479)
    #dbg_value(ptr %1, !2478, !DIExpression(), !2479)
  %3 = icmp eq ptr %0, null, !dbg !2480
  br i1 %3, label %4, label %6, !dbg !2483

4:                                                ; preds = %2
  %5 = icmp eq ptr %1, null, !dbg !2484
  br i1 %5, label %67, label %8, !dbg !2483

6:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !dbg !2480, !tbaa !770
  %7 = icmp eq ptr %1, null, !dbg !2484
  br i1 %7, label %67, label %13, !dbg !2483

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2484
  store i32 0, ptr %9, align 8, !dbg !2484, !tbaa !1959
  %10 = getelementptr inbounds i8, ptr %1, i64 5012, !dbg !2486
  %11 = load i8, ptr %10, align 4, !dbg !2486, !tbaa !1971
  %12 = icmp eq i8 %11, 0, !dbg !2488
  br i1 %12, label %21, label %19, !dbg !2489

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2484
  store i32 0, ptr %14, align 8, !dbg !2484, !tbaa !1959
  %15 = getelementptr inbounds i8, ptr %1, i64 5012, !dbg !2486
  %16 = load i8, ptr %15, align 4, !dbg !2486, !tbaa !1971
  %17 = icmp eq i8 %16, 0, !dbg !2488
  br i1 %17, label %21, label %18, !dbg !2489

18:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !dbg !2490, !tbaa !770
  br label %19, !dbg !2490

19:                                               ; preds = %8, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2494
  store i32 -1, ptr %20, align 8, !dbg !2494, !tbaa !1959
  br label %67, !dbg !2496

21:                                               ; preds = %13, %8
  %22 = getelementptr inbounds i8, ptr %1, i64 5100, !dbg !2497
  %23 = load i8, ptr %22, align 4, !dbg !2497, !tbaa !1963
  %24 = icmp eq i8 %23, 0, !dbg !2499
  br i1 %24, label %66, label %25, !dbg !2500

25:                                               ; preds = %21
    #dbg_value(ptr %1, !1876, !DIExpression(DW_OP_plus_uconst, 5016, DW_OP_stack_value), !2501)
  %26 = getelementptr inbounds i8, ptr %1, i64 5064, !dbg !2503
  %27 = load ptr, ptr %26, align 8, !dbg !2503, !tbaa !440
    #dbg_value(ptr %27, !1877, !DIExpression(), !2501)
  %28 = icmp eq ptr %27, null, !dbg !2504
  br i1 %28, label %66, label %29, !dbg !2505

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %1, i64 5016, !dbg !2506
    #dbg_value(ptr %30, !1876, !DIExpression(), !2501)
  %31 = load ptr, ptr %27, align 8, !dbg !2507, !tbaa !1020
  %32 = icmp eq ptr %31, %30, !dbg !2508
  br i1 %32, label %33, label %66, !dbg !2509

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %27, i64 3152, !dbg !2510
  %35 = load ptr, ptr %34, align 8, !dbg !2510, !tbaa !1597
  %36 = icmp eq ptr %35, null, !dbg !2511
  br i1 %36, label %42, label %37, !dbg !2512

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2513
  %39 = load ptr, ptr %38, align 8, !dbg !2513, !tbaa !353
  %40 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2513
  %41 = load ptr, ptr %40, align 8, !dbg !2513, !tbaa !359
  tail call void %39(ptr noundef %41, ptr noundef nonnull %35) #24, !dbg !2513
  br label %42, !dbg !2513

42:                                               ; preds = %37, %33
  %43 = getelementptr inbounds i8, ptr %27, i64 3160, !dbg !2514
  %44 = load ptr, ptr %43, align 8, !dbg !2514, !tbaa !1202
  %45 = icmp eq ptr %44, null, !dbg !2515
  br i1 %45, label %51, label %46, !dbg !2516

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2517
  %48 = load ptr, ptr %47, align 8, !dbg !2517, !tbaa !353
  %49 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2517
  %50 = load ptr, ptr %49, align 8, !dbg !2517, !tbaa !359
  tail call void %48(ptr noundef %50, ptr noundef nonnull %44) #24, !dbg !2517
  br label %51, !dbg !2517

51:                                               ; preds = %46, %42
  %52 = getelementptr inbounds i8, ptr %27, i64 3168, !dbg !2518
  %53 = load ptr, ptr %52, align 8, !dbg !2518, !tbaa !1205
  %54 = icmp eq ptr %53, null, !dbg !2519
  br i1 %54, label %60, label %55, !dbg !2520

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2521
  %57 = load ptr, ptr %56, align 8, !dbg !2521, !tbaa !353
  %58 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2521
  %59 = load ptr, ptr %58, align 8, !dbg !2521, !tbaa !359
  tail call void %57(ptr noundef %59, ptr noundef nonnull %53) #24, !dbg !2521
  br label %60, !dbg !2521

60:                                               ; preds = %55, %51
  %61 = getelementptr inbounds i8, ptr %1, i64 5080, !dbg !2522
  %62 = load ptr, ptr %61, align 8, !dbg !2522, !tbaa !353
  %63 = getelementptr inbounds i8, ptr %1, i64 5088, !dbg !2522
  %64 = load ptr, ptr %63, align 8, !dbg !2522, !tbaa !359
  %65 = load ptr, ptr %26, align 8, !dbg !2522, !tbaa !440
  tail call void %62(ptr noundef %64, ptr noundef %65) #24, !dbg !2522
  br label %66, !dbg !2523

66:                                               ; preds = %60, %29, %25, %21
  tail call void @free(ptr noundef nonnull %1) #24, !dbg !2524
  br label %67, !dbg !2525

67:                                               ; preds = %6, %4, %66, %19
  ret void, !dbg !2525
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzRead(ptr noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !2526 {
    #dbg_value(ptr %0, !2530, !DIExpression(), !2537)
    #dbg_value(ptr %1, !2531, !DIExpression(), !2537)
    #dbg_value(ptr %2, !2532, !DIExpression(), !2537)
    #dbg_value(i32 %3, !2533, !DIExpression(), !2537)
    #dbg_value(ptr %1, !2536, !DIExpression(), !2537)
  %5 = icmp eq ptr %0, null, !dbg !2538
  br i1 %5, label %7, label %6, !dbg !2541

6:                                                ; preds = %4
  store i32 0, ptr %0, align 4, !dbg !2538, !tbaa !770
  br label %7, !dbg !2538

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null, !dbg !2542
  br i1 %8, label %14, label %9, !dbg !2541

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2542
  store i32 0, ptr %10, align 8, !dbg !2542, !tbaa !1959
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12, !dbg !2544
  br i1 %13, label %14, label %19, !dbg !2544

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15, !dbg !2546

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !dbg !2549, !tbaa !770
  br label %16, !dbg !2549

16:                                               ; preds = %15, %14
  br i1 %8, label %97, label %17, !dbg !2546

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2551
  store i32 -2, ptr %18, align 8, !dbg !2551, !tbaa !1959
  br label %97, !dbg !2551

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012, !dbg !2553
  %21 = load i8, ptr %20, align 4, !dbg !2553, !tbaa !1971
  %22 = icmp eq i8 %21, 0, !dbg !2555
  br i1 %22, label %26, label %23, !dbg !2556

23:                                               ; preds = %19
  br i1 %5, label %25, label %24, !dbg !2557

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !dbg !2560, !tbaa !770
  br label %25, !dbg !2560

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !dbg !2562, !tbaa !1959
  br label %97, !dbg !2562

26:                                               ; preds = %19
  %27 = icmp eq i32 %3, 0, !dbg !2564
  br i1 %27, label %28, label %31, !dbg !2566

28:                                               ; preds = %26
  br i1 %5, label %30, label %29, !dbg !2567

29:                                               ; preds = %28
  store i32 0, ptr %0, align 4, !dbg !2570, !tbaa !770
  br label %30, !dbg !2570

30:                                               ; preds = %28, %29
  store i32 0, ptr %10, align 8, !dbg !2572, !tbaa !1959
  br label %97, !dbg !2572

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %1, i64 5016, !dbg !2574
  %33 = getelementptr inbounds i8, ptr %1, i64 5048, !dbg !2575
  store i32 %3, ptr %33, align 8, !dbg !2576, !tbaa !2074
  %34 = getelementptr inbounds i8, ptr %1, i64 5040, !dbg !2577
  store ptr %2, ptr %34, align 8, !dbg !2578, !tbaa !2076
  %35 = getelementptr inbounds i8, ptr %1, i64 5024
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = getelementptr inbounds i8, ptr %1, i64 5008
  br label %38, !dbg !2579

38:                                               ; preds = %91, %31
  %39 = load ptr, ptr %1, align 8, !dbg !2580, !tbaa !1968
  %40 = tail call i32 @ferror(ptr noundef %39) #24, !dbg !2583
  %41 = icmp eq i32 %40, 0, !dbg !2583
  br i1 %41, label %45, label %42, !dbg !2584

42:                                               ; preds = %38
  br i1 %5, label %44, label %43, !dbg !2585

43:                                               ; preds = %42
  store i32 -6, ptr %0, align 4, !dbg !2588, !tbaa !770
  br label %44, !dbg !2588

44:                                               ; preds = %42, %43
  store i32 -6, ptr %10, align 8, !dbg !2590, !tbaa !1959
  br label %97, !dbg !2592

45:                                               ; preds = %38
  %46 = load i32, ptr %35, align 8, !dbg !2593, !tbaa !1991
  %47 = icmp eq i32 %46, 0, !dbg !2595
  br i1 %47, label %48, label %63, !dbg !2596

48:                                               ; preds = %45
    #dbg_value(ptr %39, !2597, !DIExpression(), !2603)
  %49 = tail call i32 @fgetc(ptr noundef %39), !dbg !2605
    #dbg_value(i32 %49, !2602, !DIExpression(), !2603)
  %50 = icmp eq i32 %49, -1, !dbg !2606
  br i1 %50, label %63, label %51, !dbg !2608

51:                                               ; preds = %48
  %52 = tail call i32 @ungetc(i32 noundef %49, ptr noundef %39), !dbg !2609
  %53 = load ptr, ptr %1, align 8, !dbg !2610, !tbaa !1968
  %54 = tail call i64 @fread(ptr noundef nonnull %36, i64 noundef 1, i64 noundef 5000, ptr noundef %53), !dbg !2612
    #dbg_value(i64 %54, !2534, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2537)
  %55 = load ptr, ptr %1, align 8, !dbg !2613, !tbaa !1968
  %56 = tail call i32 @ferror(ptr noundef %55) #24, !dbg !2615
  %57 = icmp eq i32 %56, 0, !dbg !2615
  br i1 %57, label %61, label %58, !dbg !2616

58:                                               ; preds = %51
  br i1 %5, label %60, label %59, !dbg !2617

59:                                               ; preds = %58
  store i32 -6, ptr %0, align 4, !dbg !2620, !tbaa !770
  br label %60, !dbg !2620

60:                                               ; preds = %58, %59
  store i32 -6, ptr %10, align 8, !dbg !2622, !tbaa !1959
  br label %97, !dbg !2624

61:                                               ; preds = %51
  %62 = trunc i64 %54 to i32, !dbg !2612
    #dbg_value(i32 %62, !2534, !DIExpression(), !2537)
  store i32 %62, ptr %37, align 8, !dbg !2625, !tbaa !1966
  store i32 %62, ptr %35, align 8, !dbg !2626, !tbaa !1991
  store ptr %36, ptr %32, align 8, !dbg !2627, !tbaa !2070
  br label %63, !dbg !2628

63:                                               ; preds = %48, %61, %45
  %64 = tail call i32 @BZ2_bzDecompress(ptr noundef nonnull %32), !dbg !2629
    #dbg_value(i32 %64, !2535, !DIExpression(), !2537)
  %65 = and i32 %64, -5, !dbg !2630
  %66 = icmp eq i32 %65, 0, !dbg !2630
  br i1 %66, label %70, label %67, !dbg !2630

67:                                               ; preds = %63
  br i1 %5, label %69, label %68, !dbg !2632

68:                                               ; preds = %67
  store i32 %64, ptr %0, align 4, !dbg !2635, !tbaa !770
  br label %69, !dbg !2635

69:                                               ; preds = %67, %68
  store i32 %64, ptr %10, align 8, !dbg !2637, !tbaa !1959
  br label %97, !dbg !2639

70:                                               ; preds = %63
  switch i32 %64, label %91 [
    i32 0, label %71
    i32 4, label %86
  ], !dbg !2640

71:                                               ; preds = %70
  %72 = load ptr, ptr %1, align 8, !dbg !2642, !tbaa !1968
    #dbg_value(ptr %72, !2597, !DIExpression(), !2643)
  %73 = tail call i32 @fgetc(ptr noundef %72), !dbg !2645
    #dbg_value(i32 %73, !2602, !DIExpression(), !2643)
  %74 = icmp eq i32 %73, -1, !dbg !2646
  br i1 %74, label %77, label %75, !dbg !2647

75:                                               ; preds = %71
  %76 = tail call i32 @ungetc(i32 noundef %73, ptr noundef %72), !dbg !2648
  br label %91, !dbg !2649

77:                                               ; preds = %71
  %78 = load i32, ptr %35, align 8, !dbg !2650, !tbaa !1991
  %79 = icmp eq i32 %78, 0, !dbg !2651
  br i1 %79, label %80, label %91, !dbg !2652

80:                                               ; preds = %77
  %81 = load i32, ptr %33, align 8, !dbg !2653, !tbaa !2074
  %82 = icmp eq i32 %81, 0, !dbg !2654
  br i1 %82, label %94, label %83, !dbg !2655

83:                                               ; preds = %80
  br i1 %5, label %85, label %84, !dbg !2656

84:                                               ; preds = %83
  store i32 -7, ptr %0, align 4, !dbg !2659, !tbaa !770
  br label %85, !dbg !2659

85:                                               ; preds = %83, %84
  store i32 -7, ptr %10, align 8, !dbg !2661, !tbaa !1959
  br label %97, !dbg !2663

86:                                               ; preds = %70
  br i1 %5, label %88, label %87, !dbg !2664

87:                                               ; preds = %86
  store i32 4, ptr %0, align 4, !dbg !2668, !tbaa !770
  br label %88, !dbg !2668

88:                                               ; preds = %86, %87
  store i32 4, ptr %10, align 8, !dbg !2670, !tbaa !1959
  %89 = load i32, ptr %33, align 8, !dbg !2672, !tbaa !2074
  %90 = sub i32 %3, %89, !dbg !2673
  br label %97, !dbg !2674

91:                                               ; preds = %77, %75, %70
  %92 = load i32, ptr %33, align 8, !dbg !2675, !tbaa !2074
  %93 = icmp eq i32 %92, 0, !dbg !2677
  br i1 %93, label %94, label %38, !dbg !2678, !llvm.loop !2679

94:                                               ; preds = %91, %80
  br i1 %5, label %96, label %95, !dbg !2681

95:                                               ; preds = %94
  store i32 0, ptr %0, align 4, !dbg !2684, !tbaa !770
  br label %96, !dbg !2684

96:                                               ; preds = %94, %95
  store i32 0, ptr %10, align 8, !dbg !2686, !tbaa !1959
  br label %97, !dbg !2688

97:                                               ; preds = %30, %25, %16, %17, %96, %88, %85, %69, %60, %44
  %98 = phi i32 [ 0, %44 ], [ 0, %69 ], [ 0, %85 ], [ %90, %88 ], [ %3, %96 ], [ 0, %60 ], [ 0, %17 ], [ 0, %16 ], [ 0, %25 ], [ 0, %30 ], !dbg !2537
  ret i32 %98, !dbg !2689
}

; Function Attrs: nofree nounwind
declare !dbg !2690 noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @BZ2_bzReadGetUnused(ptr noundef writeonly %0, ptr noundef %1, ptr noundef writeonly %2, ptr noundef writeonly %3) local_unnamed_addr #13 !dbg !2694 {
    #dbg_value(ptr %0, !2699, !DIExpression(), !2704)
    #dbg_value(ptr %1, !2700, !DIExpression(), !2704)
    #dbg_value(ptr %2, !2701, !DIExpression(), !2704)
    #dbg_value(ptr %3, !2702, !DIExpression(), !2704)
    #dbg_value(ptr %1, !2703, !DIExpression(), !2704)
  %5 = icmp eq ptr %1, null, !dbg !2705
  br i1 %5, label %6, label %9, !dbg !2707

6:                                                ; preds = %4
  %7 = icmp eq ptr %0, null, !dbg !2708
  br i1 %7, label %32, label %8, !dbg !2712

8:                                                ; preds = %6
  store i32 -2, ptr %0, align 4, !dbg !2708, !tbaa !770
  br label %32, !dbg !2708

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %1, i64 5096, !dbg !2713
  %11 = load i32, ptr %10, align 8, !dbg !2713, !tbaa !1959
  %12 = icmp eq i32 %11, 4, !dbg !2715
  br i1 %12, label %17, label %13, !dbg !2716

13:                                               ; preds = %9
  %14 = icmp eq ptr %0, null, !dbg !2717
  br i1 %14, label %16, label %15, !dbg !2721

15:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !dbg !2717, !tbaa !770
  br label %16, !dbg !2717

16:                                               ; preds = %13, %15
  store i32 -1, ptr %10, align 8, !dbg !2722, !tbaa !1959
  br label %32, !dbg !2724

17:                                               ; preds = %9
  %18 = icmp eq ptr %2, null, !dbg !2725
  %19 = icmp eq ptr %3, null
  %20 = or i1 %18, %19, !dbg !2727
  %21 = icmp eq ptr %0, null, !dbg !2704
  br i1 %20, label %22, label %25, !dbg !2727

22:                                               ; preds = %17
  br i1 %21, label %24, label %23, !dbg !2728

23:                                               ; preds = %22
  store i32 -2, ptr %0, align 4, !dbg !2731, !tbaa !770
  br label %24, !dbg !2731

24:                                               ; preds = %22, %23
  store i32 -2, ptr %10, align 8, !dbg !2733, !tbaa !1959
  br label %32, !dbg !2735

25:                                               ; preds = %17
  br i1 %21, label %27, label %26, !dbg !2736

26:                                               ; preds = %25
  store i32 0, ptr %0, align 4, !dbg !2738, !tbaa !770
  br label %27, !dbg !2738

27:                                               ; preds = %25, %26
  store i32 0, ptr %10, align 8, !dbg !2740, !tbaa !1959
  %28 = getelementptr inbounds i8, ptr %1, i64 5016, !dbg !2742
  %29 = getelementptr inbounds i8, ptr %1, i64 5024, !dbg !2743
  %30 = load i32, ptr %29, align 8, !dbg !2743, !tbaa !1991
  store i32 %30, ptr %3, align 4, !dbg !2744, !tbaa !770
  %31 = load ptr, ptr %28, align 8, !dbg !2745, !tbaa !2070
  store ptr %31, ptr %2, align 8, !dbg !2746, !tbaa !240
  br label %32, !dbg !2747

32:                                               ; preds = %8, %6, %27, %24, %16
  ret void, !dbg !2747
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzBuffToBuffCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !dbg !2748 {
  %8 = alloca %struct.bz_stream, align 8, !DIAssignID !2763
    #dbg_assign(i1 undef, !2759, !DIExpression(), !2763, ptr %8, !DIExpression(), !2764)
    #dbg_value(ptr %0, !2752, !DIExpression(), !2764)
    #dbg_value(ptr %1, !2753, !DIExpression(), !2764)
    #dbg_value(ptr %2, !2754, !DIExpression(), !2764)
    #dbg_value(i32 %3, !2755, !DIExpression(), !2764)
    #dbg_value(i32 %4, !2756, !DIExpression(), !2764)
    #dbg_value(i32 %5, !2757, !DIExpression(), !2764)
    #dbg_value(i32 %6, !2758, !DIExpression(), !2764)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #24, !dbg !2765
  %9 = icmp eq ptr %0, null, !dbg !2766
  %10 = icmp eq ptr %1, null
  %11 = or i1 %9, %10, !dbg !2768
  %12 = icmp eq ptr %2, null
  %13 = or i1 %11, %12, !dbg !2768
  %14 = add i32 %4, -10, !dbg !2768
  %15 = icmp ult i32 %14, -9, !dbg !2768
  %16 = or i1 %13, %15, !dbg !2768
  %17 = icmp ugt i32 %5, 4, !dbg !2768
  %18 = or i1 %17, %16, !dbg !2768
  %19 = icmp ugt i32 %6, 250, !dbg !2768
  %20 = or i1 %19, %18, !dbg !2768
  br i1 %20, label %164, label %21, !dbg !2768

21:                                               ; preds = %7
  %22 = icmp eq i32 %6, 0, !dbg !2769
  %23 = select i1 %22, i32 30, i32 %6, !dbg !2771
    #dbg_value(i32 %23, !2758, !DIExpression(), !2764)
  %24 = getelementptr inbounds i8, ptr %8, i64 56, !dbg !2772
    #dbg_assign(ptr null, !2759, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2773, ptr %24, !DIExpression(), !2764)
  %25 = getelementptr inbounds i8, ptr %8, i64 64, !dbg !2774
    #dbg_assign(ptr null, !2759, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !2773, ptr %25, !DIExpression(), !2764)
  %26 = getelementptr inbounds i8, ptr %8, i64 72, !dbg !2775
    #dbg_assign(ptr null, !2759, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !2773, ptr %26, !DIExpression(), !2764)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false), !dbg !2776, !DIAssignID !2773
  %27 = call i32 @BZ2_bzCompressInit(ptr noundef nonnull %8, i32 noundef %4, i32 noundef %5, i32 noundef %23), !dbg !2777
    #dbg_value(i32 %27, !2760, !DIExpression(), !2764)
  %28 = icmp eq i32 %27, 0, !dbg !2778
  br i1 %28, label %29, label %164, !dbg !2780

29:                                               ; preds = %21
  store ptr %2, ptr %8, align 8, !dbg !2781, !tbaa !758, !DIAssignID !2782
    #dbg_assign(ptr %2, !2759, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2782, ptr %8, !DIExpression(), !2764)
  %30 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !2783
  store ptr %0, ptr %30, align 8, !dbg !2784, !tbaa !660, !DIAssignID !2785
    #dbg_assign(ptr %0, !2759, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2785, ptr %30, !DIExpression(), !2764)
  %31 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !2786
  store i32 %3, ptr %31, align 8, !dbg !2787, !tbaa !547, !DIAssignID !2788
    #dbg_assign(i32 %3, !2759, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2788, ptr %31, !DIExpression(), !2764)
  %32 = load i32, ptr %1, align 4, !dbg !2789, !tbaa !770
  %33 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !2790
  store i32 %32, ptr %33, align 8, !dbg !2791, !tbaa !648, !DIAssignID !2792
    #dbg_assign(i32 %32, !2759, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !2792, ptr %33, !DIExpression(), !2764)
    #dbg_value(ptr %8, !519, !DIExpression(), !2793)
    #dbg_value(i32 2, !520, !DIExpression(), !2793)
  %34 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !2795
  %35 = load ptr, ptr %34, align 8, !dbg !2795, !tbaa !440
    #dbg_value(ptr %35, !522, !DIExpression(), !2793)
  %36 = icmp eq ptr %35, null, !dbg !2796
  br i1 %36, label %164, label %37, !dbg !2797

37:                                               ; preds = %29
  %38 = load ptr, ptr %35, align 8, !dbg !2798, !tbaa !364
  %39 = icmp eq ptr %38, %8, !dbg !2799
  br i1 %39, label %40, label %131, !dbg !2800

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %35, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !409
  %43 = getelementptr inbounds i8, ptr %35, i64 16
    #dbg_label(!523, !2801)
  switch i32 %42, label %127 [
    i32 1, label %123
    i32 2, label %46
    i32 3, label %123
    i32 4, label %44
  ], !dbg !2802

44:                                               ; preds = %40
  %45 = load i32, ptr %43, align 8, !dbg !2803, !tbaa !548
  br label %47, !dbg !2802

46:                                               ; preds = %40
  store i32 %3, ptr %43, align 8, !dbg !2804, !tbaa !548
  store i32 4, ptr %41, align 8, !dbg !2804, !tbaa !409
    #dbg_label(!523, !2801)
  br label %47, !dbg !2803

47:                                               ; preds = %44, %46
  %48 = phi i32 [ %45, %44 ], [ %3, %46 ], !dbg !2803
  %49 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !2805
  %50 = load i32, ptr %49, align 8, !dbg !2805, !tbaa !547
  %51 = icmp eq i32 %48, %50, !dbg !2806
  br i1 %51, label %52, label %127, !dbg !2807

52:                                               ; preds = %47
  %53 = call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %8), !dbg !2808
    #dbg_value(i8 %53, !521, !DIExpression(), !2793)
  %54 = icmp eq i8 %53, 0, !dbg !2809
  br i1 %54, label %124, label %55, !dbg !2810

55:                                               ; preds = %52
  %56 = load i32, ptr %43, align 8, !dbg !2811, !tbaa !548
  %57 = icmp eq i32 %56, 0, !dbg !2812
  br i1 %57, label %58, label %99, !dbg !2813

58:                                               ; preds = %55
    #dbg_value(ptr %35, !566, !DIExpression(), !2814)
  %59 = getelementptr inbounds i8, ptr %35, i64 92, !dbg !2816
  %60 = load i32, ptr %59, align 4, !dbg !2816, !tbaa !462
  %61 = icmp ult i32 %60, 256, !dbg !2817
  br i1 %61, label %62, label %66, !dbg !2818

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %35, i64 96, !dbg !2819
  %64 = load i32, ptr %63, align 8, !dbg !2819, !tbaa !465
  %65 = icmp sgt i32 %64, 0, !dbg !2820
  br i1 %65, label %99, label %66, !dbg !2821

66:                                               ; preds = %62, %58
  %67 = getelementptr inbounds i8, ptr %35, i64 120, !dbg !2822
  %68 = load i32, ptr %67, align 8, !dbg !2822, !tbaa !480
  %69 = getelementptr inbounds i8, ptr %35, i64 116, !dbg !2823
  %70 = load i32, ptr %69, align 4, !dbg !2823, !tbaa !477
  %71 = icmp slt i32 %68, %70, !dbg !2824
  br i1 %71, label %99, label %72, !dbg !2825

72:                                               ; preds = %66
  store i32 1, ptr %41, align 8, !dbg !2826, !tbaa !409
    #dbg_value(i32 4, !2760, !DIExpression(), !2764)
  %73 = load i32, ptr %33, align 8, !dbg !2827, !tbaa !648
  %74 = load i32, ptr %1, align 4, !dbg !2828, !tbaa !770
  %75 = sub i32 %74, %73, !dbg !2828
  store i32 %75, ptr %1, align 4, !dbg !2828, !tbaa !770
    #dbg_value(ptr %8, !878, !DIExpression(), !2829)
  %76 = load ptr, ptr %34, align 8, !dbg !2831, !tbaa !440
    #dbg_value(ptr %76, !879, !DIExpression(), !2829)
  %77 = icmp eq ptr %76, null, !dbg !2832
  br i1 %77, label %164, label %78, !dbg !2833

78:                                               ; preds = %72
  %79 = load ptr, ptr %76, align 8, !dbg !2834, !tbaa !364
  %80 = icmp eq ptr %79, %8, !dbg !2835
  br i1 %80, label %81, label %164, !dbg !2836

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %76, i64 24, !dbg !2837
  %83 = load ptr, ptr %82, align 8, !dbg !2837, !tbaa !373
  %84 = icmp eq ptr %83, null, !dbg !2838
  br i1 %84, label %88, label %85, !dbg !2839

85:                                               ; preds = %81
  %86 = load ptr, ptr %25, align 8, !dbg !2840, !tbaa !353
  %87 = load ptr, ptr %26, align 8, !dbg !2840, !tbaa !359
  call void %86(ptr noundef %87, ptr noundef nonnull %83) #24, !dbg !2840
  br label %88, !dbg !2840

88:                                               ; preds = %85, %81
  %89 = getelementptr inbounds i8, ptr %76, i64 32, !dbg !2841
  %90 = load ptr, ptr %89, align 8, !dbg !2841, !tbaa !376
  %91 = icmp eq ptr %90, null, !dbg !2842
  br i1 %91, label %95, label %92, !dbg !2843

92:                                               ; preds = %88
  %93 = load ptr, ptr %25, align 8, !dbg !2844, !tbaa !353
  %94 = load ptr, ptr %26, align 8, !dbg !2844, !tbaa !359
  call void %93(ptr noundef %94, ptr noundef nonnull %90) #24, !dbg !2844
  br label %95, !dbg !2844

95:                                               ; preds = %92, %88
  %96 = getelementptr inbounds i8, ptr %76, i64 40, !dbg !2845
  %97 = load ptr, ptr %96, align 8, !dbg !2845, !tbaa !379
  %98 = icmp eq ptr %97, null, !dbg !2846
  br i1 %98, label %159, label %154, !dbg !2847

99:                                               ; preds = %66, %55, %62
    #dbg_value(i32 poison, !2760, !DIExpression(), !2764)
    #dbg_label(!2761, !2848)
    #dbg_value(ptr %8, !878, !DIExpression(), !2849)
  %100 = load ptr, ptr %34, align 8, !dbg !2851, !tbaa !440
    #dbg_value(ptr %100, !879, !DIExpression(), !2849)
  %101 = icmp eq ptr %100, null, !dbg !2852
  br i1 %101, label %164, label %102, !dbg !2853

102:                                              ; preds = %99
  %103 = load ptr, ptr %100, align 8, !dbg !2854, !tbaa !364
  %104 = icmp eq ptr %103, %8, !dbg !2855
  br i1 %104, label %105, label %164, !dbg !2856

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %100, i64 24, !dbg !2857
  %107 = load ptr, ptr %106, align 8, !dbg !2857, !tbaa !373
  %108 = icmp eq ptr %107, null, !dbg !2858
  br i1 %108, label %112, label %109, !dbg !2859

109:                                              ; preds = %105
  %110 = load ptr, ptr %25, align 8, !dbg !2860, !tbaa !353
  %111 = load ptr, ptr %26, align 8, !dbg !2860, !tbaa !359
  call void %110(ptr noundef %111, ptr noundef nonnull %107) #24, !dbg !2860
  br label %112, !dbg !2860

112:                                              ; preds = %109, %105
  %113 = getelementptr inbounds i8, ptr %100, i64 32, !dbg !2861
  %114 = load ptr, ptr %113, align 8, !dbg !2861, !tbaa !376
  %115 = icmp eq ptr %114, null, !dbg !2862
  br i1 %115, label %119, label %116, !dbg !2863

116:                                              ; preds = %112
  %117 = load ptr, ptr %25, align 8, !dbg !2864, !tbaa !353
  %118 = load ptr, ptr %26, align 8, !dbg !2864, !tbaa !359
  call void %117(ptr noundef %118, ptr noundef nonnull %114) #24, !dbg !2864
  br label %119, !dbg !2864

119:                                              ; preds = %116, %112
  %120 = getelementptr inbounds i8, ptr %100, i64 40, !dbg !2865
  %121 = load ptr, ptr %120, align 8, !dbg !2865, !tbaa !379
  %122 = icmp eq ptr %121, null, !dbg !2866
  br i1 %122, label %159, label %154, !dbg !2867

123:                                              ; preds = %40, %40
  br label %127, !dbg !2868

124:                                              ; preds = %52
  %125 = load ptr, ptr %34, align 8, !dbg !2868, !tbaa !440
    #dbg_value(i32 -1, !2760, !DIExpression(), !2764)
    #dbg_label(!2762, !2870)
    #dbg_value(ptr %8, !878, !DIExpression(), !2871)
    #dbg_value(ptr %125, !879, !DIExpression(), !2871)
  %126 = icmp eq ptr %125, null, !dbg !2872
  br i1 %126, label %164, label %127, !dbg !2873

127:                                              ; preds = %40, %123, %47, %124
  %128 = phi i32 [ -1, %124 ], [ 0, %40 ], [ -1, %123 ], [ -1, %47 ]
  %129 = phi ptr [ %125, %124 ], [ %35, %40 ], [ %35, %123 ], [ %35, %47 ]
  %130 = load ptr, ptr %129, align 8, !dbg !2874, !tbaa !364
  br label %131, !dbg !2873

131:                                              ; preds = %127, %37
  %132 = phi ptr [ %130, %127 ], [ %38, %37 ], !dbg !2874
  %133 = phi i32 [ %128, %127 ], [ -2, %37 ]
  %134 = phi ptr [ %129, %127 ], [ %35, %37 ]
  %135 = icmp eq ptr %132, %8, !dbg !2875
  br i1 %135, label %136, label %164, !dbg !2876

136:                                              ; preds = %131
  %137 = getelementptr inbounds i8, ptr %134, i64 24, !dbg !2877
  %138 = load ptr, ptr %137, align 8, !dbg !2877, !tbaa !373
  %139 = icmp eq ptr %138, null, !dbg !2878
  br i1 %139, label %143, label %140, !dbg !2879

140:                                              ; preds = %136
  %141 = load ptr, ptr %25, align 8, !dbg !2880, !tbaa !353
  %142 = load ptr, ptr %26, align 8, !dbg !2880, !tbaa !359
  call void %141(ptr noundef %142, ptr noundef nonnull %138) #24, !dbg !2880
  br label %143, !dbg !2880

143:                                              ; preds = %140, %136
  %144 = getelementptr inbounds i8, ptr %134, i64 32, !dbg !2881
  %145 = load ptr, ptr %144, align 8, !dbg !2881, !tbaa !376
  %146 = icmp eq ptr %145, null, !dbg !2882
  br i1 %146, label %150, label %147, !dbg !2883

147:                                              ; preds = %143
  %148 = load ptr, ptr %25, align 8, !dbg !2884, !tbaa !353
  %149 = load ptr, ptr %26, align 8, !dbg !2884, !tbaa !359
  call void %148(ptr noundef %149, ptr noundef nonnull %145) #24, !dbg !2884
  br label %150, !dbg !2884

150:                                              ; preds = %147, %143
  %151 = getelementptr inbounds i8, ptr %134, i64 40, !dbg !2885
  %152 = load ptr, ptr %151, align 8, !dbg !2885, !tbaa !379
  %153 = icmp eq ptr %152, null, !dbg !2886
  br i1 %153, label %159, label %154, !dbg !2887

154:                                              ; preds = %150, %119, %95
  %155 = phi ptr [ %97, %95 ], [ %121, %119 ], [ %152, %150 ]
  %156 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ]
  %157 = load ptr, ptr %25, align 8, !dbg !2888, !tbaa !353
  %158 = load ptr, ptr %26, align 8, !dbg !2888, !tbaa !359
  call void %157(ptr noundef %158, ptr noundef nonnull %155) #24, !dbg !2888
  br label %159, !dbg !2889

159:                                              ; preds = %154, %150, %119, %95
  %160 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ], [ %156, %154 ]
  %161 = load ptr, ptr %25, align 8, !dbg !2889, !tbaa !353
  %162 = load ptr, ptr %26, align 8, !dbg !2889, !tbaa !359
  %163 = load ptr, ptr %34, align 8, !dbg !2889, !tbaa !440
  call void %161(ptr noundef %162, ptr noundef %163) #24, !dbg !2889
  br label %164, !dbg !2890

164:                                              ; preds = %159, %29, %131, %124, %102, %99, %78, %72, %21, %7
  %165 = phi i32 [ -2, %7 ], [ %27, %21 ], [ 0, %72 ], [ 0, %78 ], [ -8, %99 ], [ -8, %102 ], [ -1, %124 ], [ %133, %131 ], [ -2, %29 ], [ %160, %159 ], !dbg !2764
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #24, !dbg !2890
  ret i32 %165, !dbg !2890
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !dbg !2891 {
  %7 = alloca %struct.bz_stream, align 8, !DIAssignID !2905
    #dbg_assign(i1 undef, !2901, !DIExpression(), !2905, ptr %7, !DIExpression(), !2906)
    #dbg_value(ptr %0, !2895, !DIExpression(), !2906)
    #dbg_value(ptr %1, !2896, !DIExpression(), !2906)
    #dbg_value(ptr %2, !2897, !DIExpression(), !2906)
    #dbg_value(i32 %3, !2898, !DIExpression(), !2906)
    #dbg_value(i32 %4, !2899, !DIExpression(), !2906)
    #dbg_value(i32 %5, !2900, !DIExpression(), !2906)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #24, !dbg !2907
  %8 = icmp eq ptr %0, null, !dbg !2908
  %9 = icmp eq ptr %1, null
  %10 = or i1 %8, %9, !dbg !2910
  %11 = icmp eq ptr %2, null
  %12 = or i1 %10, %11, !dbg !2910
  br i1 %12, label %143, label %13, !dbg !2910

13:                                               ; preds = %6
  %14 = icmp ugt i32 %4, 1, !dbg !2911
  %15 = icmp ugt i32 %5, 4, !dbg !2911
  %16 = or i1 %14, %15, !dbg !2911
  br i1 %16, label %143, label %17, !dbg !2911

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !2912
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2913, ptr %18, !DIExpression(), !2906)
  %19 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !2914
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !2913, ptr %19, !DIExpression(), !2906)
  %20 = getelementptr inbounds i8, ptr %7, i64 72, !dbg !2915
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !2913, ptr %20, !DIExpression(), !2906)
    #dbg_value(ptr %7, !915, !DIExpression(), !2916)
    #dbg_value(i32 %5, !916, !DIExpression(), !2916)
    #dbg_value(i32 %4, !917, !DIExpression(), !2916)
  store i64 0, ptr %20, align 8, !dbg !2918, !DIAssignID !2913
  store ptr @default_bzalloc, ptr %18, align 8, !dbg !2919, !tbaa !344, !DIAssignID !2920
    #dbg_assign(ptr @default_bzalloc, !2901, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !2920, ptr %18, !DIExpression(), !2906)
  store ptr @default_bzfree, ptr %19, align 8, !dbg !2921, !tbaa !353, !DIAssignID !2922
    #dbg_assign(ptr @default_bzfree, !2901, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !2922, ptr %19, !DIExpression(), !2906)
    #dbg_value(ptr null, !496, !DIExpression(), !2923)
    #dbg_value(i32 64144, !497, !DIExpression(), !2923)
    #dbg_value(i32 1, !498, !DIExpression(), !2923)
  %21 = tail call noalias noundef dereferenceable_or_null(64144) ptr @malloc(i64 noundef 64144) #25, !dbg !2925
    #dbg_value(ptr %21, !499, !DIExpression(), !2923)
    #dbg_value(ptr %21, !918, !DIExpression(), !2916)
  %22 = icmp eq ptr %21, null, !dbg !2926
  br i1 %22, label %143, label %23, !dbg !2927

23:                                               ; preds = %17
  store ptr %7, ptr %21, align 8, !dbg !2928, !tbaa !1020
  %24 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !2929
  store ptr %21, ptr %24, align 8, !dbg !2930, !tbaa !440, !DIAssignID !2931
    #dbg_assign(ptr %21, !2901, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !2931, ptr %24, !DIExpression(), !2906)
  %25 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !2932
  store i32 10, ptr %25, align 8, !dbg !2933, !tbaa !1026
  %26 = getelementptr inbounds i8, ptr %21, i64 36, !dbg !2934
  store i32 0, ptr %26, align 4, !dbg !2935, !tbaa !1029
  %27 = getelementptr inbounds i8, ptr %21, i64 32, !dbg !2936
  store i32 0, ptr %27, align 8, !dbg !2937, !tbaa !1032
  %28 = getelementptr inbounds i8, ptr %21, i64 3188, !dbg !2938
  store i32 0, ptr %28, align 4, !dbg !2939, !tbaa !1035
  %29 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !2940
  store i32 0, ptr %29, align 4, !dbg !2941, !tbaa !443, !DIAssignID !2942
    #dbg_assign(i32 0, !2901, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !2942, ptr %29, !DIExpression(), !2906)
  %30 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !2943
  store i32 0, ptr %30, align 8, !dbg !2944, !tbaa !446, !DIAssignID !2945
    #dbg_assign(i32 0, !2901, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !2945, ptr %30, !DIExpression(), !2906)
  %31 = getelementptr inbounds i8, ptr %7, i64 36, !dbg !2946
  store i32 0, ptr %31, align 4, !dbg !2947, !tbaa !449, !DIAssignID !2948
    #dbg_assign(i32 0, !2901, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !2948, ptr %31, !DIExpression(), !2906)
  %32 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !2949
  store i32 0, ptr %32, align 8, !dbg !2950, !tbaa !452, !DIAssignID !2951
    #dbg_assign(i32 0, !2901, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !2951, ptr %32, !DIExpression(), !2906)
  %33 = trunc nuw i32 %4 to i8, !dbg !2952
  %34 = getelementptr inbounds i8, ptr %21, i64 44, !dbg !2953
  store i8 %33, ptr %34, align 4, !dbg !2954, !tbaa !1047
  %35 = getelementptr inbounds i8, ptr %21, i64 3152, !dbg !2955
  %36 = getelementptr inbounds i8, ptr %21, i64 48, !dbg !2956
  store i32 0, ptr %36, align 8, !dbg !2957, !tbaa !1051
  %37 = getelementptr inbounds i8, ptr %21, i64 52, !dbg !2958
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %35, i8 0, i64 24, i1 false), !dbg !2959
  store i32 %5, ptr %37, align 4, !dbg !2960, !tbaa !1055
    #dbg_value(i32 0, !2902, !DIExpression(), !2906)
  store ptr %2, ptr %7, align 8, !dbg !2961, !tbaa !758, !DIAssignID !2962
    #dbg_assign(ptr %2, !2901, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2962, ptr %7, !DIExpression(), !2906)
  %38 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !2963
  store ptr %0, ptr %38, align 8, !dbg !2964, !tbaa !660, !DIAssignID !2965
    #dbg_assign(ptr %0, !2901, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2965, ptr %38, !DIExpression(), !2906)
  %39 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !2966
  store i32 %3, ptr %39, align 8, !dbg !2967, !tbaa !547, !DIAssignID !2968
    #dbg_assign(i32 %3, !2901, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2968, ptr %39, !DIExpression(), !2906)
  %40 = load i32, ptr %1, align 4, !dbg !2969, !tbaa !770
  %41 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !2970
  store i32 %40, ptr %41, align 8, !dbg !2971, !tbaa !648, !DIAssignID !2972
    #dbg_assign(i32 %40, !2901, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !2972, ptr %41, !DIExpression(), !2906)
  %42 = call i32 @BZ2_bzDecompress(ptr noundef nonnull %7), !dbg !2973
    #dbg_value(i32 %42, !2902, !DIExpression(), !2906)
  switch i32 %42, label %112 [
    i32 0, label %77
    i32 4, label %43
  ], !dbg !2974

43:                                               ; preds = %23
  %44 = load i32, ptr %41, align 8, !dbg !2975, !tbaa !648
  %45 = load i32, ptr %1, align 4, !dbg !2976, !tbaa !770
  %46 = sub i32 %45, %44, !dbg !2976
  store i32 %46, ptr %1, align 4, !dbg !2976, !tbaa !770
    #dbg_value(ptr %7, !1876, !DIExpression(), !2977)
  %47 = load ptr, ptr %24, align 8, !dbg !2979, !tbaa !440
    #dbg_value(ptr %47, !1877, !DIExpression(), !2977)
  %48 = icmp eq ptr %47, null, !dbg !2980
  br i1 %48, label %143, label %49, !dbg !2981

49:                                               ; preds = %43
  %50 = load ptr, ptr %47, align 8, !dbg !2982, !tbaa !1020
  %51 = icmp eq ptr %50, %7, !dbg !2983
  br i1 %51, label %52, label %143, !dbg !2984

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %47, i64 3152, !dbg !2985
  %54 = load ptr, ptr %53, align 8, !dbg !2985, !tbaa !1597
  %55 = icmp eq ptr %54, null, !dbg !2986
  br i1 %55, label %59, label %56, !dbg !2987

56:                                               ; preds = %52
  %57 = load ptr, ptr %19, align 8, !dbg !2988, !tbaa !353
  %58 = load ptr, ptr %20, align 8, !dbg !2988, !tbaa !359
  call void %57(ptr noundef %58, ptr noundef nonnull %54) #24, !dbg !2988
  br label %59, !dbg !2988

59:                                               ; preds = %56, %52
  %60 = getelementptr inbounds i8, ptr %47, i64 3160, !dbg !2989
  %61 = load ptr, ptr %60, align 8, !dbg !2989, !tbaa !1202
  %62 = icmp eq ptr %61, null, !dbg !2990
  br i1 %62, label %66, label %63, !dbg !2991

63:                                               ; preds = %59
  %64 = load ptr, ptr %19, align 8, !dbg !2992, !tbaa !353
  %65 = load ptr, ptr %20, align 8, !dbg !2992, !tbaa !359
  call void %64(ptr noundef %65, ptr noundef nonnull %61) #24, !dbg !2992
  br label %66, !dbg !2992

66:                                               ; preds = %63, %59
  %67 = getelementptr inbounds i8, ptr %47, i64 3168, !dbg !2993
  %68 = load ptr, ptr %67, align 8, !dbg !2993, !tbaa !1205
  %69 = icmp eq ptr %68, null, !dbg !2994
  br i1 %69, label %73, label %70, !dbg !2995

70:                                               ; preds = %66
  %71 = load ptr, ptr %19, align 8, !dbg !2996, !tbaa !353
  %72 = load ptr, ptr %20, align 8, !dbg !2996, !tbaa !359
  call void %71(ptr noundef %72, ptr noundef nonnull %68) #24, !dbg !2996
  br label %73, !dbg !2996

73:                                               ; preds = %70, %66
  %74 = load ptr, ptr %19, align 8, !dbg !2997, !tbaa !353
  %75 = load ptr, ptr %20, align 8, !dbg !2997, !tbaa !359
  %76 = load ptr, ptr %24, align 8, !dbg !2997, !tbaa !440
  call void %74(ptr noundef %75, ptr noundef %76) #24, !dbg !2997
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !2998, ptr %24, !DIExpression(), !2906)
  br label %143, !dbg !2999

77:                                               ; preds = %23
    #dbg_label(!2903, !3000)
  %78 = load i32, ptr %41, align 8, !dbg !3001, !tbaa !648
  %79 = icmp eq i32 %78, 0, !dbg !3003
    #dbg_value(ptr %7, !1876, !DIExpression(), !3004)
  %80 = load ptr, ptr %24, align 8, !dbg !3006, !tbaa !440
    #dbg_value(ptr %80, !1877, !DIExpression(), !3004)
  %81 = icmp eq ptr %80, null, !dbg !3007
  br i1 %81, label %110, label %82, !dbg !3008

82:                                               ; preds = %77
  %83 = load ptr, ptr %80, align 8, !dbg !3009, !tbaa !1020
  %84 = icmp eq ptr %83, %7, !dbg !3010
  br i1 %84, label %85, label %110, !dbg !3011

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %80, i64 3152, !dbg !3012
  %87 = load ptr, ptr %86, align 8, !dbg !3012, !tbaa !1597
  %88 = icmp eq ptr %87, null, !dbg !3013
  br i1 %88, label %92, label %89, !dbg !3014

89:                                               ; preds = %85
  %90 = load ptr, ptr %19, align 8, !dbg !3015, !tbaa !353
  %91 = load ptr, ptr %20, align 8, !dbg !3015, !tbaa !359
  call void %90(ptr noundef %91, ptr noundef nonnull %87) #24, !dbg !3015
  br label %92, !dbg !3015

92:                                               ; preds = %89, %85
  %93 = getelementptr inbounds i8, ptr %80, i64 3160, !dbg !3016
  %94 = load ptr, ptr %93, align 8, !dbg !3016, !tbaa !1202
  %95 = icmp eq ptr %94, null, !dbg !3017
  br i1 %95, label %99, label %96, !dbg !3018

96:                                               ; preds = %92
  %97 = load ptr, ptr %19, align 8, !dbg !3019, !tbaa !353
  %98 = load ptr, ptr %20, align 8, !dbg !3019, !tbaa !359
  call void %97(ptr noundef %98, ptr noundef nonnull %94) #24, !dbg !3019
  br label %99, !dbg !3019

99:                                               ; preds = %96, %92
  %100 = getelementptr inbounds i8, ptr %80, i64 3168, !dbg !3020
  %101 = load ptr, ptr %100, align 8, !dbg !3020, !tbaa !1205
  %102 = icmp eq ptr %101, null, !dbg !3021
  br i1 %102, label %106, label %103, !dbg !3022

103:                                              ; preds = %99
  %104 = load ptr, ptr %19, align 8, !dbg !3023, !tbaa !353
  %105 = load ptr, ptr %20, align 8, !dbg !3023, !tbaa !359
  call void %104(ptr noundef %105, ptr noundef nonnull %101) #24, !dbg !3023
  br label %106, !dbg !3023

106:                                              ; preds = %103, %99
  %107 = load ptr, ptr %19, align 8, !dbg !3024, !tbaa !353
  %108 = load ptr, ptr %20, align 8, !dbg !3024, !tbaa !359
  %109 = load ptr, ptr %24, align 8, !dbg !3024, !tbaa !440
  call void %107(ptr noundef %108, ptr noundef %109) #24, !dbg !3024
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !3025, ptr %24, !DIExpression(), !2906)
  br label %110, !dbg !3026

110:                                              ; preds = %77, %82, %106
  %111 = select i1 %79, i32 -8, i32 -7, !dbg !3027
  br label %143, !dbg !3027

112:                                              ; preds = %23
    #dbg_label(!2904, !3028)
    #dbg_value(ptr %7, !1876, !DIExpression(), !3029)
  %113 = load ptr, ptr %24, align 8, !dbg !3031, !tbaa !440
    #dbg_value(ptr %113, !1877, !DIExpression(), !3029)
  %114 = icmp eq ptr %113, null, !dbg !3032
  br i1 %114, label %143, label %115, !dbg !3033

115:                                              ; preds = %112
  %116 = load ptr, ptr %113, align 8, !dbg !3034, !tbaa !1020
  %117 = icmp eq ptr %116, %7, !dbg !3035
  br i1 %117, label %118, label %143, !dbg !3036

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %113, i64 3152, !dbg !3037
  %120 = load ptr, ptr %119, align 8, !dbg !3037, !tbaa !1597
  %121 = icmp eq ptr %120, null, !dbg !3038
  br i1 %121, label %125, label %122, !dbg !3039

122:                                              ; preds = %118
  %123 = load ptr, ptr %19, align 8, !dbg !3040, !tbaa !353
  %124 = load ptr, ptr %20, align 8, !dbg !3040, !tbaa !359
  call void %123(ptr noundef %124, ptr noundef nonnull %120) #24, !dbg !3040
  br label %125, !dbg !3040

125:                                              ; preds = %122, %118
  %126 = getelementptr inbounds i8, ptr %113, i64 3160, !dbg !3041
  %127 = load ptr, ptr %126, align 8, !dbg !3041, !tbaa !1202
  %128 = icmp eq ptr %127, null, !dbg !3042
  br i1 %128, label %132, label %129, !dbg !3043

129:                                              ; preds = %125
  %130 = load ptr, ptr %19, align 8, !dbg !3044, !tbaa !353
  %131 = load ptr, ptr %20, align 8, !dbg !3044, !tbaa !359
  call void %130(ptr noundef %131, ptr noundef nonnull %127) #24, !dbg !3044
  br label %132, !dbg !3044

132:                                              ; preds = %129, %125
  %133 = getelementptr inbounds i8, ptr %113, i64 3168, !dbg !3045
  %134 = load ptr, ptr %133, align 8, !dbg !3045, !tbaa !1205
  %135 = icmp eq ptr %134, null, !dbg !3046
  br i1 %135, label %139, label %136, !dbg !3047

136:                                              ; preds = %132
  %137 = load ptr, ptr %19, align 8, !dbg !3048, !tbaa !353
  %138 = load ptr, ptr %20, align 8, !dbg !3048, !tbaa !359
  call void %137(ptr noundef %138, ptr noundef nonnull %134) #24, !dbg !3048
  br label %139, !dbg !3048

139:                                              ; preds = %136, %132
  %140 = load ptr, ptr %19, align 8, !dbg !3049, !tbaa !353
  %141 = load ptr, ptr %20, align 8, !dbg !3049, !tbaa !359
  %142 = load ptr, ptr %24, align 8, !dbg !3049, !tbaa !440
  call void %140(ptr noundef %141, ptr noundef %142) #24, !dbg !3049
    #dbg_assign(ptr null, !2901, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !3050, ptr %24, !DIExpression(), !2906)
  br label %143, !dbg !3051

143:                                              ; preds = %110, %139, %115, %112, %73, %49, %43, %17, %6, %13
  %144 = phi i32 [ -2, %13 ], [ -2, %6 ], [ -3, %17 ], [ 0, %43 ], [ 0, %49 ], [ 0, %73 ], [ %42, %112 ], [ %42, %115 ], [ %42, %139 ], [ %111, %110 ], !dbg !2906
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24, !dbg !3052
  ret i32 %144, !dbg !3052
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzopen(ptr noundef %0, ptr noundef %1) local_unnamed_addr #4 !dbg !3053 {
    #dbg_value(ptr %0, !3057, !DIExpression(), !3059)
    #dbg_value(ptr %1, !3058, !DIExpression(), !3059)
  %3 = tail call fastcc ptr @bzopen_or_bzdopen(ptr noundef %0, i32 noundef -1, ptr noundef %1, i32 noundef 0), !dbg !3060
  ret ptr %3, !dbg !3061
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @bzopen_or_bzdopen(ptr noundef readonly %0, i32 noundef %1, ptr noundef readonly %2, i32 noundef %3) unnamed_addr #4 !dbg !3062 {
  %5 = alloca [10 x i8], align 1, !DIAssignID !3082
    #dbg_assign(i1 undef, !3075, !DIExpression(), !3082, ptr %5, !DIExpression(), !3083)
    #dbg_value(ptr %0, !3066, !DIExpression(), !3083)
    #dbg_value(i32 %1, !3067, !DIExpression(), !3083)
    #dbg_value(ptr %2, !3068, !DIExpression(), !3083)
    #dbg_value(i32 %3, !3069, !DIExpression(), !3083)
    #dbg_value(i32 9, !3073, !DIExpression(), !3083)
    #dbg_value(i32 0, !3074, !DIExpression(), !3083)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %5) #24, !dbg !3084
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %5, i8 0, i64 10, i1 false), !dbg !3085, !DIAssignID !3086
    #dbg_assign(i8 0, !3075, !DIExpression(), !3086, ptr %5, !DIExpression(), !3083)
    #dbg_value(ptr null, !3076, !DIExpression(), !3083)
    #dbg_value(ptr null, !3077, !DIExpression(), !3083)
    #dbg_value(i32 0, !3078, !DIExpression(), !3083)
    #dbg_value(i32 30, !3079, !DIExpression(), !3083)
    #dbg_value(i32 0, !3080, !DIExpression(), !3083)
    #dbg_value(i32 0, !3081, !DIExpression(), !3083)
  %6 = icmp eq ptr %2, null, !dbg !3087
  br i1 %6, label %104, label %7, !dbg !3089

7:                                                ; preds = %4, %26
  %8 = phi i32 [ %27, %26 ], [ 0, %4 ], !dbg !3090
  %9 = phi i32 [ %28, %26 ], [ 9, %4 ], !dbg !3083
  %10 = phi ptr [ %30, %26 ], [ %2, %4 ]
  %11 = phi i32 [ %29, %26 ], [ 0, %4 ], !dbg !3091
    #dbg_value(i32 %11, !3080, !DIExpression(), !3083)
    #dbg_value(ptr %10, !3068, !DIExpression(), !3083)
    #dbg_value(i32 %9, !3073, !DIExpression(), !3083)
    #dbg_value(i32 %8, !3074, !DIExpression(), !3083)
  %12 = load i8, ptr %10, align 1, !dbg !3092, !tbaa !487
  switch i8 %12, label %15 [
    i8 0, label %31
    i8 114, label %26
    i8 119, label %13
    i8 115, label %14
  ], !dbg !3093

13:                                               ; preds = %7
    #dbg_value(i32 1, !3074, !DIExpression(), !3083)
  br label %26, !dbg !3094

14:                                               ; preds = %7
    #dbg_value(i32 1, !3080, !DIExpression(), !3083)
  br label %26, !dbg !3097

15:                                               ; preds = %7
  %16 = sext i8 %12 to i32, !dbg !3098
  %17 = tail call ptr @__ctype_b_loc() #26, !dbg !3099
  %18 = load ptr, ptr %17, align 8, !dbg !3099, !tbaa !240
  %19 = sext i8 %12 to i64, !dbg !3099
  %20 = getelementptr inbounds i16, ptr %18, i64 %19, !dbg !3099
  %21 = load i16, ptr %20, align 2, !dbg !3099, !tbaa !1203
  %22 = and i16 %21, 2048, !dbg !3099
  %23 = icmp eq i16 %22, 0, !dbg !3099
  %24 = add nsw i32 %16, -48
  %25 = select i1 %23, i32 %9, i32 %24, !dbg !3101
  br label %26, !dbg !3101

26:                                               ; preds = %7, %15, %14, %13
  %27 = phi i32 [ %8, %14 ], [ 1, %13 ], [ %8, %15 ], [ 0, %7 ], !dbg !3083
  %28 = phi i32 [ %9, %14 ], [ %9, %13 ], [ %25, %15 ], [ %9, %7 ], !dbg !3083
  %29 = phi i32 [ 1, %14 ], [ %11, %13 ], [ %11, %15 ], [ %11, %7 ], !dbg !3083
    #dbg_value(i32 %29, !3080, !DIExpression(), !3083)
    #dbg_value(i32 %28, !3073, !DIExpression(), !3083)
    #dbg_value(i32 %27, !3074, !DIExpression(), !3083)
  %30 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !3102
    #dbg_value(ptr %30, !3068, !DIExpression(), !3083)
  br label %7, !dbg !3093, !llvm.loop !3103

31:                                               ; preds = %7
  %32 = icmp eq i32 %8, 0, !dbg !3105
  %33 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5), !dbg !3106
  %34 = getelementptr inbounds i8, ptr %5, i64 %33, !dbg !3106
  %35 = select i1 %32, i16 114, i16 119, !dbg !3106
  store i16 %35, ptr %34, align 1, !dbg !3106
  %36 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5), !dbg !3107
  %37 = getelementptr inbounds i8, ptr %5, i64 %36, !dbg !3107
  store i16 98, ptr %37, align 1, !dbg !3107
  %38 = icmp eq i32 %3, 0, !dbg !3108
  br i1 %38, label %39, label %50, !dbg !3110

39:                                               ; preds = %31
  %40 = icmp eq ptr %0, null, !dbg !3111
  br i1 %40, label %44, label %41, !dbg !3114

41:                                               ; preds = %39
  %42 = load i8, ptr %0, align 1, !dbg !3115
  %43 = icmp eq i8 %42, 0, !dbg !3116
  br i1 %43, label %44, label %48, !dbg !3117

44:                                               ; preds = %41, %39
  %45 = load ptr, ptr @stdout, align 8, !dbg !3118
  %46 = load ptr, ptr @stdin, align 8, !dbg !3118
  %47 = select i1 %32, ptr %46, ptr %45, !dbg !3118
    #dbg_value(ptr %47, !3076, !DIExpression(), !3083)
  br label %52, !dbg !3120

48:                                               ; preds = %41
  %49 = call noalias ptr @fopen64(ptr noundef nonnull %0, ptr noundef nonnull %5), !dbg !3121
    #dbg_value(ptr %49, !3076, !DIExpression(), !3083)
  br label %52

50:                                               ; preds = %31
  %51 = call noalias ptr @fdopen(i32 noundef %1, ptr noundef nonnull %5) #24, !dbg !3123
    #dbg_value(ptr %51, !3076, !DIExpression(), !3083)
  br label %52

52:                                               ; preds = %44, %48, %50
  %53 = phi ptr [ %47, %44 ], [ %49, %48 ], [ %51, %50 ], !dbg !3125
    #dbg_value(ptr %53, !3076, !DIExpression(), !3083)
  %54 = icmp eq ptr %53, null, !dbg !3126
  br i1 %54, label %104, label %55, !dbg !3128

55:                                               ; preds = %52
  br i1 %32, label %75, label %56, !dbg !3129

56:                                               ; preds = %55
  %57 = tail call i32 @llvm.smax.i32(i32 %9, i32 1), !dbg !3130
    #dbg_value(i32 %57, !3073, !DIExpression(), !3083)
  %58 = tail call i32 @llvm.umin.i32(i32 %57, i32 9), !dbg !3133
    #dbg_value(i32 %58, !3073, !DIExpression(), !3083)
    #dbg_value(ptr undef, !1916, !DIExpression(), !3134)
    #dbg_value(ptr %53, !1917, !DIExpression(), !3134)
    #dbg_value(i32 %58, !1918, !DIExpression(), !3134)
    #dbg_value(i32 0, !1919, !DIExpression(), !3134)
    #dbg_value(i32 30, !1920, !DIExpression(), !3134)
    #dbg_value(ptr null, !1922, !DIExpression(), !3134)
    #dbg_value(i32 0, !3070, !DIExpression(), !3083)
  %59 = tail call i32 @ferror(ptr noundef nonnull %53) #24, !dbg !3136
  %60 = icmp eq i32 %59, 0, !dbg !3136
  br i1 %60, label %61, label %96, !dbg !3137

61:                                               ; preds = %56
  %62 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25, !dbg !3138
    #dbg_value(ptr %62, !1922, !DIExpression(), !3134)
  %63 = icmp eq ptr %62, null, !dbg !3139
  br i1 %63, label %96, label %64, !dbg !3140

64:                                               ; preds = %61
    #dbg_value(i32 0, !3070, !DIExpression(), !3083)
  %65 = getelementptr inbounds i8, ptr %62, i64 5096, !dbg !3141
  store i32 0, ptr %65, align 8, !dbg !3141, !tbaa !1959
  %66 = getelementptr inbounds i8, ptr %62, i64 5100, !dbg !3142
  store i8 0, ptr %66, align 4, !dbg !3143, !tbaa !1963
  %67 = getelementptr inbounds i8, ptr %62, i64 5008, !dbg !3144
  store i32 0, ptr %67, align 8, !dbg !3145, !tbaa !1966
  store ptr %53, ptr %62, align 8, !dbg !3146, !tbaa !1968
  %68 = getelementptr inbounds i8, ptr %62, i64 5012, !dbg !3147
  store i8 1, ptr %68, align 4, !dbg !3148, !tbaa !1971
  %69 = getelementptr inbounds i8, ptr %62, i64 5016, !dbg !3149
  %70 = getelementptr inbounds i8, ptr %62, i64 5072, !dbg !3150
    #dbg_value(i32 30, !1920, !DIExpression(), !3134)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, i8 0, i64 24, i1 false), !dbg !3151
  %71 = tail call i32 @BZ2_bzCompressInit(ptr noundef nonnull %69, i32 noundef %58, i32 noundef 0, i32 noundef 30), !dbg !3152
    #dbg_value(i32 %71, !1921, !DIExpression(), !3134)
  %72 = icmp eq i32 %71, 0, !dbg !3153
  br i1 %72, label %73, label %94, !dbg !3154

73:                                               ; preds = %64
  %74 = getelementptr inbounds i8, ptr %62, i64 5024, !dbg !3155
  store i32 0, ptr %74, align 8, !dbg !3156, !tbaa !1991
  store i8 1, ptr %66, align 4, !dbg !3157, !tbaa !1963
  br label %104, !dbg !3158

75:                                               ; preds = %55
    #dbg_value(ptr undef, !2383, !DIExpression(), !3159)
    #dbg_value(ptr %53, !2384, !DIExpression(), !3159)
    #dbg_value(i32 0, !2385, !DIExpression(), !3159)
    #dbg_value(i32 %11, !2386, !DIExpression(), !3159)
    #dbg_value(ptr undef, !2387, !DIExpression(), !3159)
    #dbg_value(i32 0, !2388, !DIExpression(), !3159)
    #dbg_value(ptr null, !2389, !DIExpression(), !3159)
    #dbg_value(i32 0, !3070, !DIExpression(), !3083)
  %76 = tail call i32 @ferror(ptr noundef nonnull %53) #24, !dbg !3162
  %77 = icmp eq i32 %76, 0, !dbg !3162
  br i1 %77, label %78, label %96, !dbg !3163

78:                                               ; preds = %75
  %79 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25, !dbg !3164
    #dbg_value(ptr %79, !2389, !DIExpression(), !3159)
  %80 = icmp eq ptr %79, null, !dbg !3165
  br i1 %80, label %96, label %81, !dbg !3166

81:                                               ; preds = %78
    #dbg_value(i32 0, !3070, !DIExpression(), !3083)
  %82 = getelementptr inbounds i8, ptr %79, i64 5096, !dbg !3167
  store i32 0, ptr %82, align 8, !dbg !3167, !tbaa !1959
  %83 = getelementptr inbounds i8, ptr %79, i64 5100, !dbg !3168
  store i8 0, ptr %83, align 4, !dbg !3169, !tbaa !1963
  store ptr %53, ptr %79, align 8, !dbg !3170, !tbaa !1968
  %84 = getelementptr inbounds i8, ptr %79, i64 5008, !dbg !3171
  store i32 0, ptr %84, align 8, !dbg !3172, !tbaa !1966
  %85 = getelementptr inbounds i8, ptr %79, i64 5012, !dbg !3173
  store i8 0, ptr %85, align 4, !dbg !3174, !tbaa !1971
  %86 = getelementptr inbounds i8, ptr %79, i64 5016, !dbg !3175
  %87 = getelementptr inbounds i8, ptr %79, i64 5072, !dbg !3176
    #dbg_value(i32 0, !2388, !DIExpression(), !3159)
    #dbg_value(ptr undef, !2387, !DIExpression(), !3159)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %87, i8 0, i64 24, i1 false), !dbg !3177
  %88 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %86, i32 noundef 0, i32 noundef %11), !dbg !3178
    #dbg_value(i32 %88, !2390, !DIExpression(), !3159)
  %89 = icmp eq i32 %88, 0, !dbg !3179
  br i1 %89, label %90, label %94, !dbg !3180

90:                                               ; preds = %81
  %91 = load i32, ptr %84, align 8, !dbg !3181, !tbaa !1966
  %92 = getelementptr inbounds i8, ptr %79, i64 5024, !dbg !3182
  store i32 %91, ptr %92, align 8, !dbg !3183, !tbaa !1991
  %93 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !3184
  store ptr %93, ptr %86, align 8, !dbg !3185, !tbaa !2070
  store i8 1, ptr %83, align 4, !dbg !3186, !tbaa !1963
  br label %104, !dbg !3187

94:                                               ; preds = %81, %64
  %95 = phi ptr [ %62, %64 ], [ %79, %81 ]
  tail call void @free(ptr noundef nonnull %95) #24, !dbg !3188
  br label %96, !dbg !3189

96:                                               ; preds = %94, %56, %61, %75, %78
    #dbg_value(ptr null, !3077, !DIExpression(), !3083)
  %97 = load ptr, ptr @stdin, align 8, !dbg !3189, !tbaa !240
  %98 = icmp eq ptr %53, %97, !dbg !3193
  %99 = load ptr, ptr @stdout, align 8
  %100 = icmp eq ptr %53, %99
  %101 = select i1 %98, i1 true, i1 %100, !dbg !3194
  br i1 %101, label %104, label %102, !dbg !3194

102:                                              ; preds = %96
  %103 = tail call i32 @fclose(ptr noundef nonnull %53), !dbg !3195
  br label %104, !dbg !3195

104:                                              ; preds = %73, %90, %96, %102, %52, %4
  %105 = phi ptr [ null, %4 ], [ null, %52 ], [ null, %102 ], [ null, %96 ], [ %62, %73 ], [ %79, %90 ], !dbg !3083
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %5) #24, !dbg !3196
  ret ptr %105, !dbg !3196
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzdopen(i32 noundef %0, ptr noundef %1) local_unnamed_addr #4 !dbg !3197 {
    #dbg_value(i32 %0, !3201, !DIExpression(), !3203)
    #dbg_value(ptr %1, !3202, !DIExpression(), !3203)
  %3 = tail call fastcc ptr @bzopen_or_bzdopen(ptr noundef null, i32 noundef %0, ptr noundef %1, i32 noundef 1), !dbg !3204
  ret ptr %3, !dbg !3205
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !3206 {
  %4 = alloca i32, align 4, !DIAssignID !3215
    #dbg_assign(i1 undef, !3213, !DIExpression(), !3215, ptr %4, !DIExpression(), !3216)
    #dbg_value(ptr %0, !3210, !DIExpression(), !3216)
    #dbg_value(ptr %1, !3211, !DIExpression(), !3216)
    #dbg_value(i32 %2, !3212, !DIExpression(), !3216)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !dbg !3217
  %5 = getelementptr inbounds i8, ptr %0, i64 5096, !dbg !3218
  %6 = load i32, ptr %5, align 8, !dbg !3218, !tbaa !1959
  %7 = icmp eq i32 %6, 4, !dbg !3220
  br i1 %7, label %14, label %8, !dbg !3221

8:                                                ; preds = %3
  %9 = call i32 @BZ2_bzRead(ptr noundef nonnull %4, ptr noundef nonnull %0, ptr noundef %1, i32 noundef %2), !dbg !3222
    #dbg_value(i32 %9, !3214, !DIExpression(), !3216)
  %10 = load i32, ptr %4, align 4, !dbg !3223
  %11 = and i32 %10, -5, !dbg !3225
  %12 = icmp eq i32 %11, 0, !dbg !3225
  %13 = select i1 %12, i32 %9, i32 -1, !dbg !3226
  br label %14, !dbg !3226

14:                                               ; preds = %8, %3
  %15 = phi i32 [ 0, %3 ], [ %13, %8 ], !dbg !3216
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !dbg !3227
  ret i32 %15, !dbg !3227
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !3228 {
  %4 = alloca i32, align 4, !DIAssignID !3234
    #dbg_assign(i1 undef, !3233, !DIExpression(), !3234, ptr %4, !DIExpression(), !3235)
    #dbg_value(ptr %0, !3230, !DIExpression(), !3235)
    #dbg_value(ptr %1, !3231, !DIExpression(), !3235)
    #dbg_value(i32 %2, !3232, !DIExpression(), !3235)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24, !dbg !3236
  call void @BZ2_bzWrite(ptr noundef nonnull %4, ptr noundef %0, ptr noundef %1, i32 noundef %2), !dbg !3237
  %5 = load i32, ptr %4, align 4, !dbg !3238, !tbaa !770
  %6 = icmp eq i32 %5, 0, !dbg !3240
  %7 = select i1 %6, i32 %2, i32 -1, !dbg !3241
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24, !dbg !3242
  ret i32 %7, !dbg !3242
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @BZ2_bzflush(ptr nocapture noundef readnone %0) local_unnamed_addr #2 !dbg !3243 {
    #dbg_value(ptr %0, !3247, !DIExpression(), !3248)
  ret i32 0, !dbg !3249
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzclose(ptr noundef %0) local_unnamed_addr #4 !dbg !3250 {
  %2 = alloca i32, align 4, !DIAssignID !3257
    #dbg_assign(i1 undef, !3255, !DIExpression(), !3257, ptr %2, !DIExpression(), !3258)
    #dbg_value(ptr %0, !3254, !DIExpression(), !3258)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #24, !dbg !3259
  %3 = icmp eq ptr %0, null, !dbg !3260
  br i1 %3, label %68, label %4, !dbg !3262

4:                                                ; preds = %1
  %5 = load ptr, ptr %0, align 8, !dbg !3263, !tbaa !1968
    #dbg_value(ptr %5, !3256, !DIExpression(), !3258)
  %6 = getelementptr inbounds i8, ptr %0, i64 5012, !dbg !3264
  %7 = load i8, ptr %6, align 4, !dbg !3264, !tbaa !1971
  %8 = icmp eq i8 %7, 0, !dbg !3266
  br i1 %8, label %13, label %9, !dbg !3267

9:                                                ; preds = %4
    #dbg_value(ptr %2, !2148, !DIExpression(), !3268)
    #dbg_value(ptr %0, !2149, !DIExpression(), !3268)
    #dbg_value(i32 0, !2150, !DIExpression(), !3268)
    #dbg_value(ptr null, !2151, !DIExpression(), !3268)
    #dbg_value(ptr null, !2152, !DIExpression(), !3268)
  call void @BZ2_bzWriteClose64(ptr noundef nonnull %2, ptr noundef nonnull %0, i32 noundef 0, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null), !dbg !3271
  %10 = load i32, ptr %2, align 4, !dbg !3272, !tbaa !770
  %11 = icmp eq i32 %10, 0, !dbg !3274
  br i1 %11, label %60, label %12, !dbg !3275

12:                                               ; preds = %9
    #dbg_value(ptr null, !2148, !DIExpression(), !3276)
    #dbg_value(ptr %0, !2149, !DIExpression(), !3276)
    #dbg_value(i32 1, !2150, !DIExpression(), !3276)
    #dbg_value(ptr null, !2151, !DIExpression(), !3276)
    #dbg_value(ptr null, !2152, !DIExpression(), !3276)
  call void @BZ2_bzWriteClose64(ptr noundef null, ptr noundef nonnull %0, i32 noundef 1, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null), !dbg !3279
  br label %60, !dbg !3280

13:                                               ; preds = %4
    #dbg_value(ptr %2, !2476, !DIExpression(), !3281)
    #dbg_value(ptr %0, !2477, !DIExpression(), !3281)
    #dbg_value(ptr %0, !2478, !DIExpression(), !3281)
  store i32 0, ptr %2, align 4, !dbg !3284, !tbaa !770, !DIAssignID !3285
    #dbg_assign(i32 0, !3255, !DIExpression(), !3285, ptr %2, !DIExpression(), !3258)
  %14 = getelementptr inbounds i8, ptr %0, i64 5096, !dbg !3286
  store i32 0, ptr %14, align 8, !dbg !3286, !tbaa !1959
  %15 = getelementptr inbounds i8, ptr %0, i64 5100, !dbg !3287
  %16 = load i8, ptr %15, align 4, !dbg !3287, !tbaa !1963
  %17 = icmp eq i8 %16, 0, !dbg !3288
  br i1 %17, label %59, label %18, !dbg !3289

18:                                               ; preds = %13
    #dbg_value(ptr %0, !1876, !DIExpression(DW_OP_plus_uconst, 5016, DW_OP_stack_value), !3290)
  %19 = getelementptr inbounds i8, ptr %0, i64 5064, !dbg !3292
  %20 = load ptr, ptr %19, align 8, !dbg !3292, !tbaa !440
    #dbg_value(ptr %20, !1877, !DIExpression(), !3290)
  %21 = icmp eq ptr %20, null, !dbg !3293
  br i1 %21, label %59, label %22, !dbg !3294

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 5016, !dbg !3295
    #dbg_value(ptr %23, !1876, !DIExpression(), !3290)
  %24 = load ptr, ptr %20, align 8, !dbg !3296, !tbaa !1020
  %25 = icmp eq ptr %24, %23, !dbg !3297
  br i1 %25, label %26, label %59, !dbg !3298

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %20, i64 3152, !dbg !3299
  %28 = load ptr, ptr %27, align 8, !dbg !3299, !tbaa !1597
  %29 = icmp eq ptr %28, null, !dbg !3300
  br i1 %29, label %35, label %30, !dbg !3301

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 5080, !dbg !3302
  %32 = load ptr, ptr %31, align 8, !dbg !3302, !tbaa !353
  %33 = getelementptr inbounds i8, ptr %0, i64 5088, !dbg !3302
  %34 = load ptr, ptr %33, align 8, !dbg !3302, !tbaa !359
  tail call void %32(ptr noundef %34, ptr noundef nonnull %28) #24, !dbg !3302
  br label %35, !dbg !3302

35:                                               ; preds = %30, %26
  %36 = getelementptr inbounds i8, ptr %20, i64 3160, !dbg !3303
  %37 = load ptr, ptr %36, align 8, !dbg !3303, !tbaa !1202
  %38 = icmp eq ptr %37, null, !dbg !3304
  br i1 %38, label %44, label %39, !dbg !3305

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 5080, !dbg !3306
  %41 = load ptr, ptr %40, align 8, !dbg !3306, !tbaa !353
  %42 = getelementptr inbounds i8, ptr %0, i64 5088, !dbg !3306
  %43 = load ptr, ptr %42, align 8, !dbg !3306, !tbaa !359
  tail call void %41(ptr noundef %43, ptr noundef nonnull %37) #24, !dbg !3306
  br label %44, !dbg !3306

44:                                               ; preds = %39, %35
  %45 = getelementptr inbounds i8, ptr %20, i64 3168, !dbg !3307
  %46 = load ptr, ptr %45, align 8, !dbg !3307, !tbaa !1205
  %47 = icmp eq ptr %46, null, !dbg !3308
  br i1 %47, label %53, label %48, !dbg !3309

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %0, i64 5080, !dbg !3310
  %50 = load ptr, ptr %49, align 8, !dbg !3310, !tbaa !353
  %51 = getelementptr inbounds i8, ptr %0, i64 5088, !dbg !3310
  %52 = load ptr, ptr %51, align 8, !dbg !3310, !tbaa !359
  tail call void %50(ptr noundef %52, ptr noundef nonnull %46) #24, !dbg !3310
  br label %53, !dbg !3310

53:                                               ; preds = %48, %44
  %54 = getelementptr inbounds i8, ptr %0, i64 5080, !dbg !3311
  %55 = load ptr, ptr %54, align 8, !dbg !3311, !tbaa !353
  %56 = getelementptr inbounds i8, ptr %0, i64 5088, !dbg !3311
  %57 = load ptr, ptr %56, align 8, !dbg !3311, !tbaa !359
  %58 = load ptr, ptr %19, align 8, !dbg !3311, !tbaa !440
  tail call void %55(ptr noundef %57, ptr noundef %58) #24, !dbg !3311
  br label %59, !dbg !3312

59:                                               ; preds = %13, %18, %22, %53
  tail call void @free(ptr noundef nonnull %0) #24, !dbg !3313
  br label %60

60:                                               ; preds = %9, %12, %59
  %61 = load ptr, ptr @stdin, align 8, !dbg !3314, !tbaa !240
  %62 = icmp eq ptr %5, %61, !dbg !3316
  %63 = load ptr, ptr @stdout, align 8
  %64 = icmp eq ptr %5, %63
  %65 = select i1 %62, i1 true, i1 %64, !dbg !3317
  br i1 %65, label %68, label %66, !dbg !3317

66:                                               ; preds = %60
  %67 = call i32 @fclose(ptr noundef %5), !dbg !3318
  br label %68, !dbg !3320

68:                                               ; preds = %60, %66, %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #24, !dbg !3321
  ret void, !dbg !3321
}

; Function Attrs: nofree nounwind
declare !dbg !3322 noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @BZ2_bzerror(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #13 !dbg !3323 {
    #dbg_value(ptr %0, !3327, !DIExpression(), !3330)
    #dbg_value(ptr %1, !3328, !DIExpression(), !3330)
  %3 = getelementptr inbounds i8, ptr %0, i64 5096, !dbg !3331
  %4 = load i32, ptr %3, align 8, !dbg !3331, !tbaa !1959
    #dbg_value(i32 %4, !3329, !DIExpression(), !3330)
  %5 = tail call i32 @llvm.smin.i32(i32 %4, i32 0), !dbg !3332
    #dbg_value(i32 %5, !3329, !DIExpression(), !3330)
  store i32 %5, ptr %1, align 4, !dbg !3333, !tbaa !770
  %6 = sub nsw i32 0, %5, !dbg !3334
  %7 = zext nneg i32 %6 to i64, !dbg !3335
  %8 = shl i64 %7, 2, !dbg !3335
  %9 = call ptr @llvm.load.relative.i64(ptr @bzerrorstrings.rel, i64 %8), !dbg !3335
  ret ptr %9, !dbg !3336
}

declare !dbg !3337 void @BZ2_compressBlock(ptr noundef, i8 noundef zeroext) local_unnamed_addr #9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add_pair_to_block(ptr nocapture noundef %0) unnamed_addr #14 !dbg !3340 {
    #dbg_value(ptr %0, !3342, !DIExpression(), !3345)
  %2 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !3346
  %3 = load i32, ptr %2, align 4, !dbg !3346, !tbaa !462
  %4 = trunc i32 %3 to i8, !dbg !3347
    #dbg_value(i8 %4, !3344, !DIExpression(), !3345)
    #dbg_value(i32 0, !3343, !DIExpression(), !3345)
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = load i32, ptr %5, align 8, !tbaa !465
    #dbg_value(i32 0, !3343, !DIExpression(), !3345)
  %7 = icmp sgt i32 %6, 0, !dbg !3348
  br i1 %7, label %8, label %46, !dbg !3351

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 648
  %10 = and i32 %3, 255
  %11 = load i32, ptr %9, align 8, !tbaa !483
  %12 = and i32 %6, 1, !dbg !3351
  %13 = icmp eq i32 %6, 1, !dbg !3351
  br i1 %13, label %35, label %14, !dbg !3351

14:                                               ; preds = %8
  %15 = and i32 %6, 2147483646, !dbg !3351
  br label %16, !dbg !3351

16:                                               ; preds = %16, %14
  %17 = phi i32 [ %11, %14 ], [ %32, %16 ], !dbg !3352
  %18 = phi i32 [ 0, %14 ], [ %33, %16 ]
    #dbg_value(i32 poison, !3343, !DIExpression(), !3345)
  %19 = shl i32 %17, 8, !dbg !3352
  %20 = lshr i32 %17, 24, !dbg !3352
  %21 = xor i32 %20, %10, !dbg !3352
  %22 = zext nneg i32 %21 to i64, !dbg !3352
  %23 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %22, !dbg !3352
  %24 = load i32, ptr %23, align 4, !dbg !3352, !tbaa !770
  %25 = xor i32 %19, %24, !dbg !3352
  store i32 %25, ptr %9, align 8, !dbg !3352, !tbaa !483
    #dbg_value(i32 poison, !3343, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !3345)
  %26 = shl i32 %25, 8, !dbg !3352
  %27 = lshr i32 %25, 24, !dbg !3352
  %28 = xor i32 %27, %10, !dbg !3352
  %29 = zext nneg i32 %28 to i64, !dbg !3352
  %30 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %29, !dbg !3352
  %31 = load i32, ptr %30, align 4, !dbg !3352, !tbaa !770
  %32 = xor i32 %26, %31, !dbg !3352
  store i32 %32, ptr %9, align 8, !dbg !3352, !tbaa !483
    #dbg_value(i32 poison, !3343, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !3345)
  %33 = add i32 %18, 2, !dbg !3351
  %34 = icmp eq i32 %33, %15, !dbg !3351
  br i1 %34, label %35, label %16, !dbg !3351, !llvm.loop !3355

35:                                               ; preds = %16, %8
  %36 = phi i32 [ %11, %8 ], [ %32, %16 ]
  %37 = icmp eq i32 %12, 0, !dbg !3351
  br i1 %37, label %46, label %38, !dbg !3351

38:                                               ; preds = %35
    #dbg_value(i32 poison, !3343, !DIExpression(), !3345)
  %39 = shl i32 %36, 8, !dbg !3352
  %40 = lshr i32 %36, 24, !dbg !3352
  %41 = xor i32 %40, %10, !dbg !3352
  %42 = zext nneg i32 %41 to i64, !dbg !3352
  %43 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %42, !dbg !3352
  %44 = load i32, ptr %43, align 4, !dbg !3352, !tbaa !770
  %45 = xor i32 %39, %44, !dbg !3352
  store i32 %45, ptr %9, align 8, !dbg !3352, !tbaa !483
    #dbg_value(i32 poison, !3343, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !3345)
  br label %46, !dbg !3357

46:                                               ; preds = %38, %35, %1
  %47 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !3357
  %48 = zext i32 %3 to i64, !dbg !3358
  %49 = getelementptr inbounds [256 x i8], ptr %47, i64 0, i64 %48, !dbg !3358
  store i8 1, ptr %49, align 1, !dbg !3359, !tbaa !487
  switch i32 %6, label %77 [
    i32 1, label %50
    i32 2, label %54
    i32 3, label %63
  ], !dbg !3360

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !3361
  %52 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !3363
  %53 = load i32, ptr %52, align 4, !dbg !3363, !tbaa !474
  br label %107, !dbg !3364

54:                                               ; preds = %46
  %55 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !3365
  %56 = load ptr, ptr %55, align 8, !dbg !3365, !tbaa !428
  %57 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !3366
  %58 = load i32, ptr %57, align 4, !dbg !3366, !tbaa !474
  %59 = sext i32 %58 to i64, !dbg !3367
  %60 = getelementptr inbounds i8, ptr %56, i64 %59, !dbg !3367
  store i8 %4, ptr %60, align 1, !dbg !3368, !tbaa !487
  %61 = load i32, ptr %57, align 4, !dbg !3369, !tbaa !474
  %62 = add nsw i32 %61, 1, !dbg !3369
  store i32 %62, ptr %57, align 4, !dbg !3369, !tbaa !474
  br label %107, !dbg !3370

63:                                               ; preds = %46
  %64 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !3371
  %65 = load ptr, ptr %64, align 8, !dbg !3371, !tbaa !428
  %66 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !3372
  %67 = load i32, ptr %66, align 4, !dbg !3372, !tbaa !474
  %68 = sext i32 %67 to i64, !dbg !3373
  %69 = getelementptr inbounds i8, ptr %65, i64 %68, !dbg !3373
  store i8 %4, ptr %69, align 1, !dbg !3374, !tbaa !487
  %70 = load i32, ptr %66, align 4, !dbg !3375, !tbaa !474
  %71 = add nsw i32 %70, 1, !dbg !3375
  store i32 %71, ptr %66, align 4, !dbg !3375, !tbaa !474
  %72 = load ptr, ptr %64, align 8, !dbg !3376, !tbaa !428
  %73 = sext i32 %71 to i64, !dbg !3377
  %74 = getelementptr inbounds i8, ptr %72, i64 %73, !dbg !3377
  store i8 %4, ptr %74, align 1, !dbg !3378, !tbaa !487
  %75 = load i32, ptr %66, align 4, !dbg !3379, !tbaa !474
  %76 = add nsw i32 %75, 1, !dbg !3379
  store i32 %76, ptr %66, align 4, !dbg !3379, !tbaa !474
  br label %107, !dbg !3380

77:                                               ; preds = %46
  %78 = add nsw i32 %6, -4, !dbg !3381
  %79 = sext i32 %78 to i64, !dbg !3382
  %80 = getelementptr inbounds [256 x i8], ptr %47, i64 0, i64 %79, !dbg !3382
  store i8 1, ptr %80, align 1, !dbg !3383, !tbaa !487
  %81 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !3384
  %82 = load ptr, ptr %81, align 8, !dbg !3384, !tbaa !428
  %83 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !3385
  %84 = load i32, ptr %83, align 4, !dbg !3385, !tbaa !474
  %85 = sext i32 %84 to i64, !dbg !3386
  %86 = getelementptr inbounds i8, ptr %82, i64 %85, !dbg !3386
  store i8 %4, ptr %86, align 1, !dbg !3387, !tbaa !487
  %87 = load i32, ptr %83, align 4, !dbg !3388, !tbaa !474
  %88 = add nsw i32 %87, 1, !dbg !3388
  store i32 %88, ptr %83, align 4, !dbg !3388, !tbaa !474
  %89 = load ptr, ptr %81, align 8, !dbg !3389, !tbaa !428
  %90 = sext i32 %88 to i64, !dbg !3390
  %91 = getelementptr inbounds i8, ptr %89, i64 %90, !dbg !3390
  store i8 %4, ptr %91, align 1, !dbg !3391, !tbaa !487
  %92 = load i32, ptr %83, align 4, !dbg !3392, !tbaa !474
  %93 = add nsw i32 %92, 1, !dbg !3392
  store i32 %93, ptr %83, align 4, !dbg !3392, !tbaa !474
  %94 = load ptr, ptr %81, align 8, !dbg !3393, !tbaa !428
  %95 = sext i32 %93 to i64, !dbg !3394
  %96 = getelementptr inbounds i8, ptr %94, i64 %95, !dbg !3394
  store i8 %4, ptr %96, align 1, !dbg !3395, !tbaa !487
  %97 = load i32, ptr %83, align 4, !dbg !3396, !tbaa !474
  %98 = add nsw i32 %97, 1, !dbg !3396
  store i32 %98, ptr %83, align 4, !dbg !3396, !tbaa !474
  %99 = load ptr, ptr %81, align 8, !dbg !3397, !tbaa !428
  %100 = sext i32 %98 to i64, !dbg !3398
  %101 = getelementptr inbounds i8, ptr %99, i64 %100, !dbg !3398
  store i8 %4, ptr %101, align 1, !dbg !3399, !tbaa !487
  %102 = load i32, ptr %83, align 4, !dbg !3400, !tbaa !474
  %103 = add nsw i32 %102, 1, !dbg !3400
  store i32 %103, ptr %83, align 4, !dbg !3400, !tbaa !474
  %104 = load i32, ptr %5, align 8, !dbg !3401, !tbaa !465
  %105 = trunc i32 %104 to i8, !dbg !3402
  %106 = add i8 %105, -4, !dbg !3402
  br label %107, !dbg !3403

107:                                              ; preds = %77, %63, %54, %50
  %108 = phi i32 [ %103, %77 ], [ %76, %63 ], [ %62, %54 ], [ %53, %50 ]
  %109 = phi ptr [ %81, %77 ], [ %64, %63 ], [ %55, %54 ], [ %51, %50 ]
  %110 = phi i8 [ %106, %77 ], [ %4, %63 ], [ %4, %54 ], [ %4, %50 ]
  %111 = phi ptr [ %83, %77 ], [ %66, %63 ], [ %57, %54 ], [ %52, %50 ]
  %112 = load ptr, ptr %109, align 8, !dbg !3404, !tbaa !428
  %113 = sext i32 %108 to i64, !dbg !3404
  %114 = getelementptr inbounds i8, ptr %112, i64 %113, !dbg !3404
  store i8 %110, ptr %114, align 1, !dbg !3404, !tbaa !487
  %115 = load i32, ptr %111, align 4, !dbg !3404, !tbaa !474
  %116 = add nsw i32 %115, 1, !dbg !3404
  store i32 %116, ptr %111, align 4, !dbg !3404, !tbaa !474
  ret void, !dbg !3405
}

; Function Attrs: nofree nounwind
declare !dbg !3406 noundef i32 @fgetc(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !3407 noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #15

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !3410 ptr @__ctype_b_loc() local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare !dbg !3416 noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !3419 noalias noundef ptr @fdopen(i32 noundef, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #18

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #20

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nounwind }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nofree nounwind willreturn memory(argmem: read) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #21 = { cold nounwind }
attributes #22 = { cold }
attributes #23 = { noreturn nounwind }
attributes #24 = { nounwind }
attributes #25 = { nounwind allocsize(0) }
attributes #26 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!76}
!llvm.module.flags = !{!225, !226, !227, !228, !229, !230, !231}
!llvm.ident = !{!232}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/bzip2/bzlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "c68c716d8316d3293e9faa70732db5f3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 3304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 413)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8456, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 1057)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 827, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 845, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 55)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1368, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1540, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1541, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1542, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1543, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 10)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1544, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 11)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1545, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1546, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 9)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1547, type: !34, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1548, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 13)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1549, type: !66, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1550, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 4)
!76 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !77, retainedTypes: !94, globals: !204, splitDebugInlining: false, nameTableKind: None)
!77 = !{!78}
!78 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !79, line: 46, baseType: !80, size: 32, elements: !81)
!79 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !{!82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93}
!82 = !DIEnumerator(name: "_ISupper", value: 256)
!83 = !DIEnumerator(name: "_ISlower", value: 512)
!84 = !DIEnumerator(name: "_ISalpha", value: 1024)
!85 = !DIEnumerator(name: "_ISdigit", value: 2048)
!86 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!87 = !DIEnumerator(name: "_ISspace", value: 8192)
!88 = !DIEnumerator(name: "_ISprint", value: 16384)
!89 = !DIEnumerator(name: "_ISgraph", value: 32768)
!90 = !DIEnumerator(name: "_ISblank", value: 1)
!91 = !DIEnumerator(name: "_IScntrl", value: 2)
!92 = !DIEnumerator(name: "_ISpunct", value: 4)
!93 = !DIEnumerator(name: "_ISalnum", value: 8)
!94 = !{!95, !96, !100, !103, !105, !106, !104, !97, !177, !118, !102}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "UChar", file: !98, line: 43, baseType: !99)
!98 = !DIFile(filename: "src/bzip2/bzlib_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "247d9e99225d6995ab8b3ccab3bb8a75")
!99 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt16", file: !98, line: 47, baseType: !102)
!102 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt32", file: !98, line: 45, baseType: !80)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bool", file: !98, line: 42, baseType: !99)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "bzFile", file: !2, line: 902, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 893, size: 40832, elements: !109)
!109 = !{!110, !171, !176, !178, !179, !202, !203}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "handle", scope: !108, file: !2, line: 894, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !113, line: 7, baseType: !114)
!113 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !115, line: 49, size: 1728, elements: !116)
!115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!116 = !{!117, !119, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !134, !136, !137, !138, !142, !143, !145, !149, !152, !154, !157, !160, !161, !162, !166, !167}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !114, file: !115, line: 51, baseType: !118, size: 32)
!118 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !114, file: !115, line: 54, baseType: !120, size: 64, offset: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !114, file: !115, line: 55, baseType: !120, size: 64, offset: 128)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !114, file: !115, line: 56, baseType: !120, size: 64, offset: 192)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !114, file: !115, line: 57, baseType: !120, size: 64, offset: 256)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !114, file: !115, line: 58, baseType: !120, size: 64, offset: 320)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !114, file: !115, line: 59, baseType: !120, size: 64, offset: 384)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !114, file: !115, line: 60, baseType: !120, size: 64, offset: 448)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !114, file: !115, line: 61, baseType: !120, size: 64, offset: 512)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !114, file: !115, line: 64, baseType: !120, size: 64, offset: 576)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !114, file: !115, line: 65, baseType: !120, size: 64, offset: 640)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !114, file: !115, line: 66, baseType: !120, size: 64, offset: 704)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !114, file: !115, line: 68, baseType: !132, size: 64, offset: 768)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !115, line: 36, flags: DIFlagFwdDecl)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !114, file: !115, line: 70, baseType: !135, size: 64, offset: 832)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !114, file: !115, line: 72, baseType: !118, size: 32, offset: 896)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !114, file: !115, line: 73, baseType: !118, size: 32, offset: 928)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !114, file: !115, line: 74, baseType: !139, size: 64, offset: 960)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !140, line: 152, baseType: !141)
!140 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!141 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !114, file: !115, line: 77, baseType: !102, size: 16, offset: 1024)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !114, file: !115, line: 78, baseType: !144, size: 8, offset: 1040)
!144 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !114, file: !115, line: 79, baseType: !146, size: 8, offset: 1048)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 1)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !114, file: !115, line: 81, baseType: !150, size: 64, offset: 1088)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !115, line: 43, baseType: null)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !114, file: !115, line: 89, baseType: !153, size: 64, offset: 1152)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !140, line: 153, baseType: !141)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !114, file: !115, line: 91, baseType: !155, size: 64, offset: 1216)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !115, line: 37, flags: DIFlagFwdDecl)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !114, file: !115, line: 92, baseType: !158, size: 64, offset: 1280)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !115, line: 38, flags: DIFlagFwdDecl)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !114, file: !115, line: 93, baseType: !135, size: 64, offset: 1344)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !114, file: !115, line: 94, baseType: !95, size: 64, offset: 1408)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !114, file: !115, line: 95, baseType: !163, size: 64, offset: 1472)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !164, line: 18, baseType: !165)
!164 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!165 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !114, file: !115, line: 96, baseType: !118, size: 32, offset: 1536)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !114, file: !115, line: 98, baseType: !168, size: 160, offset: 1568)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 20)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !108, file: !2, line: 895, baseType: !172, size: 40000, offset: 64)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 40000, elements: !174)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "Char", file: !98, line: 41, baseType: !4)
!174 = !{!175}
!175 = !DISubrange(count: 5000)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "bufN", scope: !108, file: !2, line: 896, baseType: !177, size: 32, offset: 40064)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "Int32", file: !98, line: 44, baseType: !118)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "writing", scope: !108, file: !2, line: 897, baseType: !105, size: 8, offset: 40096)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !108, file: !2, line: 898, baseType: !180, size: 640, offset: 40128)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "bz_stream", file: !181, line: 66, baseType: !182)
!181 = !DIFile(filename: "src/bzip2/bzlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "62ae65ddbab1cbbc479e958bd404bea0")
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !181, line: 49, size: 640, elements: !183)
!183 = !{!184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !197, !201}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !182, file: !181, line: 50, baseType: !120, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !182, file: !181, line: 51, baseType: !80, size: 32, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_lo32", scope: !182, file: !181, line: 52, baseType: !80, size: 32, offset: 96)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_hi32", scope: !182, file: !181, line: 53, baseType: !80, size: 32, offset: 128)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !182, file: !181, line: 55, baseType: !120, size: 64, offset: 192)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !182, file: !181, line: 56, baseType: !80, size: 32, offset: 256)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_lo32", scope: !182, file: !181, line: 57, baseType: !80, size: 32, offset: 288)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_hi32", scope: !182, file: !181, line: 58, baseType: !80, size: 32, offset: 320)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !182, file: !181, line: 60, baseType: !95, size: 64, offset: 384)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "bzalloc", scope: !182, file: !181, line: 62, baseType: !194, size: 64, offset: 448)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DISubroutineType(types: !196)
!196 = !{!95, !95, !118, !118}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "bzfree", scope: !182, file: !181, line: 63, baseType: !198, size: 64, offset: 512)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !95, !95}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !182, file: !181, line: 64, baseType: !95, size: 64, offset: 576)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "lastErr", scope: !108, file: !2, line: 899, baseType: !177, size: 32, offset: 40768)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "initialisedOk", scope: !108, file: !2, line: 900, baseType: !105, size: 8, offset: 40800)
!204 = !{!0, !7, !12, !205, !17, !22, !210, !212, !214, !216, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !71, !218}
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !2, line: 829, type: !207, isLocal: true, isDefinition: true)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 2)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1417, type: !207, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1417, type: !207, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1418, type: !207, isLocal: true, isDefinition: true)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1421, type: !146, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "bzerrorstrings", scope: !76, file: !2, line: 1539, type: !220, isLocal: true, isDefinition: true)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !221, size: 1024, elements: !223)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!223 = !{!224}
!224 = !DISubrange(count: 16)
!225 = !{i32 7, !"Dwarf Version", i32 5}
!226 = !{i32 2, !"Debug Info Version", i32 3}
!227 = !{i32 1, !"wchar_size", i32 4}
!228 = !{i32 8, !"PIC Level", i32 2}
!229 = !{i32 7, !"PIE Level", i32 2}
!230 = !{i32 7, !"uwtable", i32 2}
!231 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!232 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!233 = distinct !DISubprogram(name: "BZ2_bz__AssertH__fail", scope: !2, file: !2, line: 41, type: !234, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !118}
!236 = !{!237}
!237 = !DILocalVariable(name: "errcode", arg: 1, scope: !233, file: !2, line: 41, type: !118)
!238 = !DILocation(line: 0, scope: !233)
!239 = !DILocation(line: 43, column: 12, scope: !233)
!240 = !{!241, !241, i64 0}
!241 = !{!"any pointer", !242, i64 0}
!242 = !{!"omnipotent char", !243, i64 0}
!243 = !{!"Simple C/C++ TBAA"}
!244 = !DILocation(line: 43, column: 4, scope: !233)
!245 = !DILocation(line: 56, column: 16, scope: !246)
!246 = distinct !DILexicalBlock(scope: !233, file: !2, line: 56, column: 8)
!247 = !DILocation(line: 56, column: 8, scope: !233)
!248 = !DILocation(line: 57, column: 12, scope: !249)
!249 = distinct !DILexicalBlock(scope: !246, file: !2, line: 56, column: 25)
!250 = !DILocation(line: 57, column: 4, scope: !249)
!251 = !DILocation(line: 82, column: 4, scope: !249)
!252 = !DILocation(line: 84, column: 4, scope: !233)
!253 = !DISubprogram(name: "fprintf", scope: !254, file: !254, line: 350, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!255 = !DISubroutineType(types: !256)
!256 = !{!118, !257, !258, null}
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !221)
!259 = distinct !DISubprogram(name: "BZ2_bzlibVersion", scope: !2, file: !2, line: 1366, type: !260, scopeLine: 1367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!260 = !DISubroutineType(types: !261)
!261 = !{!221}
!262 = !DILocation(line: 1368, column: 4, scope: !259)
!263 = !DISubprogram(name: "exit", scope: !264, file: !264, line: 637, type: !234, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!264 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!265 = distinct !DISubprogram(name: "BZ2_bzCompressInit", scope: !2, file: !2, line: 148, type: !266, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !269)
!266 = !DISubroutineType(types: !267)
!267 = !{!118, !268, !118, !118, !118}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!269 = !{!270, !271, !272, !273, !274, !275}
!270 = !DILocalVariable(name: "strm", arg: 1, scope: !265, file: !2, line: 149, type: !268)
!271 = !DILocalVariable(name: "blockSize100k", arg: 2, scope: !265, file: !2, line: 150, type: !118)
!272 = !DILocalVariable(name: "verbosity", arg: 3, scope: !265, file: !2, line: 151, type: !118)
!273 = !DILocalVariable(name: "workFactor", arg: 4, scope: !265, file: !2, line: 152, type: !118)
!274 = !DILocalVariable(name: "n", scope: !265, file: !2, line: 154, type: !177)
!275 = !DILocalVariable(name: "s", scope: !265, file: !2, line: 155, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "EState", file: !98, line: 266, baseType: !278)
!278 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !98, line: 197, size: 446144, elements: !279)
!279 = !{!280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !290, !291, !292, !293, !294, !295, !296, !297, !298, !299, !300, !301, !302, !306, !308, !309, !310, !311, !312, !313, !314, !315, !316, !320, !324, !325, !329, !331, !332}
!280 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !278, file: !98, line: 199, baseType: !268, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !278, file: !98, line: 203, baseType: !177, size: 32, offset: 64)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !278, file: !98, line: 204, baseType: !177, size: 32, offset: 96)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in_expect", scope: !278, file: !98, line: 207, baseType: !104, size: 32, offset: 128)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "arr1", scope: !278, file: !98, line: 210, baseType: !103, size: 64, offset: 192)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "arr2", scope: !278, file: !98, line: 211, baseType: !103, size: 64, offset: 256)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "ftab", scope: !278, file: !98, line: 212, baseType: !103, size: 64, offset: 320)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "origPtr", scope: !278, file: !98, line: 213, baseType: !177, size: 32, offset: 384)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !278, file: !98, line: 216, baseType: !103, size: 64, offset: 448)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !278, file: !98, line: 217, baseType: !96, size: 64, offset: 512)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "mtfv", scope: !278, file: !98, line: 218, baseType: !100, size: 64, offset: 576)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "zbits", scope: !278, file: !98, line: 219, baseType: !96, size: 64, offset: 640)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "workFactor", scope: !278, file: !98, line: 222, baseType: !177, size: 32, offset: 704)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_ch", scope: !278, file: !98, line: 225, baseType: !104, size: 32, offset: 736)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "state_in_len", scope: !278, file: !98, line: 226, baseType: !177, size: 32, offset: 768)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "rNToGo", scope: !278, file: !98, line: 227, baseType: !177, size: 32, offset: 800)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "rTPos", scope: !278, file: !98, line: 227, baseType: !177, size: 32, offset: 832)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "nblock", scope: !278, file: !98, line: 230, baseType: !177, size: 32, offset: 864)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "nblockMAX", scope: !278, file: !98, line: 231, baseType: !177, size: 32, offset: 896)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "numZ", scope: !278, file: !98, line: 232, baseType: !177, size: 32, offset: 928)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_pos", scope: !278, file: !98, line: 233, baseType: !177, size: 32, offset: 960)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "nInUse", scope: !278, file: !98, line: 236, baseType: !177, size: 32, offset: 992)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "inUse", scope: !278, file: !98, line: 237, baseType: !303, size: 2048, offset: 1024)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 2048, elements: !304)
!304 = !{!305}
!305 = !DISubrange(count: 256)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "unseqToSeq", scope: !278, file: !98, line: 238, baseType: !307, size: 2048, offset: 3072)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 2048, elements: !304)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "bsBuff", scope: !278, file: !98, line: 241, baseType: !104, size: 32, offset: 5120)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "bsLive", scope: !278, file: !98, line: 242, baseType: !177, size: 32, offset: 5152)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "blockCRC", scope: !278, file: !98, line: 245, baseType: !104, size: 32, offset: 5184)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "combinedCRC", scope: !278, file: !98, line: 246, baseType: !104, size: 32, offset: 5216)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "verbosity", scope: !278, file: !98, line: 249, baseType: !177, size: 32, offset: 5248)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "blockNo", scope: !278, file: !98, line: 250, baseType: !177, size: 32, offset: 5280)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "blockSize100k", scope: !278, file: !98, line: 251, baseType: !177, size: 32, offset: 5312)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "nMTF", scope: !278, file: !98, line: 254, baseType: !177, size: 32, offset: 5344)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "mtfFreq", scope: !278, file: !98, line: 255, baseType: !317, size: 8256, offset: 5376)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 8256, elements: !318)
!318 = !{!319}
!319 = !DISubrange(count: 258)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "selector", scope: !278, file: !98, line: 256, baseType: !321, size: 144016, offset: 13632)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 144016, elements: !322)
!322 = !{!323}
!323 = !DISubrange(count: 18002)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "selectorMtf", scope: !278, file: !98, line: 257, baseType: !321, size: 144016, offset: 157648)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !278, file: !98, line: 259, baseType: !326, size: 12384, offset: 301664)
!326 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 12384, elements: !327)
!327 = !{!328, !319}
!328 = !DISubrange(count: 6)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !278, file: !98, line: 260, baseType: !330, size: 49536, offset: 314048)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 49536, elements: !327)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "rfreq", scope: !278, file: !98, line: 261, baseType: !330, size: 49536, offset: 363584)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "len_pack", scope: !278, file: !98, line: 263, baseType: !333, size: 33024, offset: 413120)
!333 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 33024, elements: !334)
!334 = !{!319, !75}
!335 = !DILocation(line: 0, scope: !265)
!336 = !DILocation(line: 159, column: 13, scope: !337)
!337 = distinct !DILexicalBlock(scope: !265, file: !2, line: 159, column: 8)
!338 = !DILocation(line: 159, column: 21, scope: !337)
!339 = !DILocation(line: 164, column: 19, scope: !340)
!340 = distinct !DILexicalBlock(scope: !265, file: !2, line: 164, column: 8)
!341 = !DILocation(line: 164, column: 8, scope: !265)
!342 = !DILocation(line: 165, column: 14, scope: !343)
!343 = distinct !DILexicalBlock(scope: !265, file: !2, line: 165, column: 8)
!344 = !{!345, !241, i64 56}
!345 = !{!"", !241, i64 0, !346, i64 8, !346, i64 12, !346, i64 16, !241, i64 24, !346, i64 32, !346, i64 36, !346, i64 40, !241, i64 48, !241, i64 56, !241, i64 64, !241, i64 72}
!346 = !{!"int", !242, i64 0}
!347 = !DILocation(line: 165, column: 22, scope: !343)
!348 = !DILocation(line: 165, column: 8, scope: !265)
!349 = !DILocation(line: 165, column: 45, scope: !343)
!350 = !DILocation(line: 165, column: 31, scope: !343)
!351 = !DILocation(line: 166, column: 14, scope: !352)
!352 = distinct !DILexicalBlock(scope: !265, file: !2, line: 166, column: 8)
!353 = !{!345, !241, i64 64}
!354 = !DILocation(line: 166, column: 21, scope: !352)
!355 = !DILocation(line: 166, column: 8, scope: !265)
!356 = !DILocation(line: 166, column: 43, scope: !352)
!357 = !DILocation(line: 166, column: 30, scope: !352)
!358 = !DILocation(line: 168, column: 8, scope: !265)
!359 = !{!345, !241, i64 72}
!360 = !DILocation(line: 169, column: 10, scope: !361)
!361 = distinct !DILexicalBlock(scope: !265, file: !2, line: 169, column: 8)
!362 = !DILocation(line: 169, column: 8, scope: !265)
!363 = !DILocation(line: 170, column: 12, scope: !265)
!364 = !{!365, !241, i64 0}
!365 = !{!"", !241, i64 0, !346, i64 8, !346, i64 12, !346, i64 16, !241, i64 24, !241, i64 32, !241, i64 40, !346, i64 48, !241, i64 56, !241, i64 64, !241, i64 72, !241, i64 80, !346, i64 88, !346, i64 92, !346, i64 96, !346, i64 100, !346, i64 104, !346, i64 108, !346, i64 112, !346, i64 116, !346, i64 120, !346, i64 124, !242, i64 128, !242, i64 384, !346, i64 640, !346, i64 644, !346, i64 648, !346, i64 652, !346, i64 656, !346, i64 660, !346, i64 664, !346, i64 668, !242, i64 672, !242, i64 1704, !242, i64 19706, !242, i64 37708, !242, i64 39256, !242, i64 45448, !242, i64 51640}
!366 = !DILocation(line: 172, column: 7, scope: !265)
!367 = !DILocation(line: 173, column: 7, scope: !265)
!368 = !DILocation(line: 174, column: 7, scope: !265)
!369 = !DILocation(line: 176, column: 21, scope: !265)
!370 = !DILocation(line: 173, column: 12, scope: !265)
!371 = !DILocation(line: 177, column: 14, scope: !265)
!372 = !DILocation(line: 177, column: 12, scope: !265)
!373 = !{!365, !241, i64 24}
!374 = !DILocation(line: 178, column: 14, scope: !265)
!375 = !DILocation(line: 178, column: 12, scope: !265)
!376 = !{!365, !241, i64 32}
!377 = !DILocation(line: 179, column: 14, scope: !265)
!378 = !DILocation(line: 179, column: 12, scope: !265)
!379 = !{!365, !241, i64 40}
!380 = !DILocation(line: 181, column: 11, scope: !381)
!381 = distinct !DILexicalBlock(scope: !265, file: !2, line: 181, column: 8)
!382 = !DILocation(line: 181, column: 16, scope: !381)
!383 = !DILocation(line: 181, column: 24, scope: !381)
!384 = !DILocation(line: 181, column: 30, scope: !381)
!385 = !DILocation(line: 181, column: 35, scope: !381)
!386 = !DILocation(line: 181, column: 43, scope: !381)
!387 = !DILocation(line: 182, column: 28, scope: !388)
!388 = distinct !DILexicalBlock(scope: !389, file: !2, line: 182, column: 11)
!389 = distinct !DILexicalBlock(scope: !381, file: !2, line: 181, column: 63)
!390 = !DILocation(line: 183, column: 14, scope: !391)
!391 = distinct !DILexicalBlock(scope: !389, file: !2, line: 183, column: 11)
!392 = !DILocation(line: 183, column: 19, scope: !391)
!393 = !DILocation(line: 183, column: 11, scope: !389)
!394 = !DILocation(line: 183, column: 28, scope: !391)
!395 = !DILocation(line: 184, column: 14, scope: !396)
!396 = distinct !DILexicalBlock(scope: !389, file: !2, line: 184, column: 11)
!397 = !DILocation(line: 184, column: 19, scope: !396)
!398 = !DILocation(line: 184, column: 11, scope: !389)
!399 = !DILocation(line: 184, column: 28, scope: !396)
!400 = !DILocation(line: 185, column: 28, scope: !401)
!401 = distinct !DILexicalBlock(scope: !389, file: !2, line: 185, column: 11)
!402 = !DILocation(line: 186, column: 7, scope: !389)
!403 = !DILocation(line: 189, column: 7, scope: !265)
!404 = !DILocation(line: 190, column: 7, scope: !265)
!405 = !DILocation(line: 190, column: 25, scope: !265)
!406 = !{!365, !346, i64 12}
!407 = !DILocation(line: 191, column: 7, scope: !265)
!408 = !DILocation(line: 191, column: 25, scope: !265)
!409 = !{!365, !346, i64 8}
!410 = !DILocation(line: 192, column: 7, scope: !265)
!411 = !DILocation(line: 192, column: 25, scope: !265)
!412 = !{!365, !346, i64 652}
!413 = !DILocation(line: 193, column: 7, scope: !265)
!414 = !DILocation(line: 193, column: 25, scope: !265)
!415 = !{!365, !346, i64 664}
!416 = !DILocation(line: 194, column: 50, scope: !265)
!417 = !DILocation(line: 194, column: 7, scope: !265)
!418 = !DILocation(line: 194, column: 25, scope: !265)
!419 = !{!365, !346, i64 112}
!420 = !DILocation(line: 195, column: 7, scope: !265)
!421 = !DILocation(line: 195, column: 25, scope: !265)
!422 = !{!365, !346, i64 656}
!423 = !DILocation(line: 196, column: 7, scope: !265)
!424 = !DILocation(line: 196, column: 25, scope: !265)
!425 = !{!365, !346, i64 88}
!426 = !DILocation(line: 198, column: 7, scope: !265)
!427 = !DILocation(line: 198, column: 25, scope: !265)
!428 = !{!365, !241, i64 64}
!429 = !DILocation(line: 199, column: 7, scope: !265)
!430 = !DILocation(line: 199, column: 25, scope: !265)
!431 = !{!365, !241, i64 72}
!432 = !DILocation(line: 200, column: 7, scope: !265)
!433 = !DILocation(line: 200, column: 25, scope: !265)
!434 = !{!365, !241, i64 80}
!435 = !DILocation(line: 201, column: 7, scope: !265)
!436 = !DILocation(line: 201, column: 25, scope: !265)
!437 = !{!365, !241, i64 56}
!438 = !DILocation(line: 203, column: 10, scope: !265)
!439 = !DILocation(line: 203, column: 25, scope: !265)
!440 = !{!345, !241, i64 48}
!441 = !DILocation(line: 204, column: 10, scope: !265)
!442 = !DILocation(line: 204, column: 25, scope: !265)
!443 = !{!345, !346, i64 12}
!444 = !DILocation(line: 205, column: 10, scope: !265)
!445 = !DILocation(line: 205, column: 25, scope: !265)
!446 = !{!345, !346, i64 16}
!447 = !DILocation(line: 206, column: 10, scope: !265)
!448 = !DILocation(line: 206, column: 25, scope: !265)
!449 = !{!345, !346, i64 36}
!450 = !DILocation(line: 207, column: 10, scope: !265)
!451 = !DILocation(line: 207, column: 25, scope: !265)
!452 = !{!345, !346, i64 40}
!453 = !DILocalVariable(name: "s", arg: 1, scope: !454, file: !2, line: 131, type: !276)
!454 = distinct !DISubprogram(name: "init_RL", scope: !2, file: !2, line: 131, type: !455, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !457)
!455 = !DISubroutineType(types: !456)
!456 = !{null, !276}
!457 = !{!453}
!458 = !DILocation(line: 0, scope: !454, inlinedAt: !459)
!459 = distinct !DILocation(line: 208, column: 4, scope: !265)
!460 = !DILocation(line: 133, column: 7, scope: !454, inlinedAt: !459)
!461 = !DILocation(line: 133, column: 20, scope: !454, inlinedAt: !459)
!462 = !{!365, !346, i64 92}
!463 = !DILocation(line: 134, column: 7, scope: !454, inlinedAt: !459)
!464 = !DILocation(line: 134, column: 20, scope: !454, inlinedAt: !459)
!465 = !{!365, !346, i64 96}
!466 = !DILocalVariable(name: "s", arg: 1, scope: !467, file: !2, line: 117, type: !276)
!467 = distinct !DISubprogram(name: "prepare_new_block", scope: !2, file: !2, line: 117, type: !455, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !468)
!468 = !{!466, !469}
!469 = !DILocalVariable(name: "i", scope: !467, file: !2, line: 119, type: !177)
!470 = !DILocation(line: 0, scope: !467, inlinedAt: !471)
!471 = distinct !DILocation(line: 209, column: 4, scope: !265)
!472 = !DILocation(line: 120, column: 7, scope: !467, inlinedAt: !471)
!473 = !DILocation(line: 120, column: 14, scope: !467, inlinedAt: !471)
!474 = !{!365, !346, i64 108}
!475 = !DILocation(line: 121, column: 7, scope: !467, inlinedAt: !471)
!476 = !DILocation(line: 121, column: 12, scope: !467, inlinedAt: !471)
!477 = !{!365, !346, i64 116}
!478 = !DILocation(line: 122, column: 7, scope: !467, inlinedAt: !471)
!479 = !DILocation(line: 122, column: 21, scope: !467, inlinedAt: !471)
!480 = !{!365, !346, i64 120}
!481 = !DILocation(line: 123, column: 4, scope: !482, inlinedAt: !471)
!482 = distinct !DILexicalBlock(scope: !467, file: !2, line: 123, column: 4)
!483 = !{!365, !346, i64 648}
!484 = !DILocation(line: 124, column: 42, scope: !485, inlinedAt: !471)
!485 = distinct !DILexicalBlock(scope: !486, file: !2, line: 124, column: 4)
!486 = distinct !DILexicalBlock(scope: !467, file: !2, line: 124, column: 4)
!487 = !{!242, !242, i64 0}
!488 = !DILocation(line: 125, column: 14, scope: !467, inlinedAt: !471)
!489 = !{!365, !346, i64 660}
!490 = !DILocation(line: 210, column: 4, scope: !265)
!491 = !DILocation(line: 211, column: 1, scope: !265)
!492 = distinct !DISubprogram(name: "default_bzalloc", scope: !2, file: !2, line: 102, type: !493, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !495)
!493 = !DISubroutineType(types: !494)
!494 = !{!95, !95, !177, !177}
!495 = !{!496, !497, !498, !499}
!496 = !DILocalVariable(name: "opaque", arg: 1, scope: !492, file: !2, line: 102, type: !95)
!497 = !DILocalVariable(name: "items", arg: 2, scope: !492, file: !2, line: 102, type: !177)
!498 = !DILocalVariable(name: "size", arg: 3, scope: !492, file: !2, line: 102, type: !177)
!499 = !DILocalVariable(name: "v", scope: !492, file: !2, line: 104, type: !95)
!500 = !DILocation(line: 0, scope: !492)
!501 = !DILocation(line: 104, column: 29, scope: !492)
!502 = !DILocation(line: 104, column: 23, scope: !492)
!503 = !DILocation(line: 104, column: 14, scope: !492)
!504 = !DILocation(line: 105, column: 4, scope: !492)
!505 = distinct !DISubprogram(name: "default_bzfree", scope: !2, file: !2, line: 109, type: !199, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !506)
!506 = !{!507, !508}
!507 = !DILocalVariable(name: "opaque", arg: 1, scope: !505, file: !2, line: 109, type: !95)
!508 = !DILocalVariable(name: "addr", arg: 2, scope: !505, file: !2, line: 109, type: !95)
!509 = !DILocation(line: 0, scope: !505)
!510 = !DILocation(line: 111, column: 13, scope: !511)
!511 = distinct !DILexicalBlock(scope: !505, file: !2, line: 111, column: 8)
!512 = !DILocation(line: 111, column: 8, scope: !505)
!513 = !DILocation(line: 111, column: 22, scope: !511)
!514 = !DILocation(line: 112, column: 1, scope: !505)
!515 = distinct !DISubprogram(name: "BZ2_bzCompress", scope: !2, file: !2, line: 407, type: !516, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !518)
!516 = !DISubroutineType(types: !517)
!517 = !{!118, !268, !118}
!518 = !{!519, !520, !521, !522, !523}
!519 = !DILocalVariable(name: "strm", arg: 1, scope: !515, file: !2, line: 407, type: !268)
!520 = !DILocalVariable(name: "action", arg: 2, scope: !515, file: !2, line: 407, type: !118)
!521 = !DILocalVariable(name: "progress", scope: !515, file: !2, line: 409, type: !105)
!522 = !DILocalVariable(name: "s", scope: !515, file: !2, line: 410, type: !276)
!523 = !DILabel(scope: !515, name: "preswitch", file: !2, line: 416)
!524 = !DILocation(line: 0, scope: !515)
!525 = !DILocation(line: 411, column: 13, scope: !526)
!526 = distinct !DILexicalBlock(scope: !515, file: !2, line: 411, column: 8)
!527 = !DILocation(line: 411, column: 8, scope: !515)
!528 = !DILocation(line: 412, column: 14, scope: !515)
!529 = !DILocation(line: 413, column: 10, scope: !530)
!530 = distinct !DILexicalBlock(scope: !515, file: !2, line: 413, column: 8)
!531 = !DILocation(line: 413, column: 8, scope: !515)
!532 = !DILocation(line: 414, column: 11, scope: !533)
!533 = distinct !DILexicalBlock(scope: !515, file: !2, line: 414, column: 8)
!534 = !DILocation(line: 414, column: 16, scope: !533)
!535 = !DILocation(line: 414, column: 8, scope: !515)
!536 = !DILocation(line: 417, column: 4, scope: !515)
!537 = !DILocation(line: 416, column: 4, scope: !515)
!538 = !DILocation(line: 423, column: 14, scope: !539)
!539 = distinct !DILexicalBlock(scope: !515, file: !2, line: 417, column: 21)
!540 = !DILocation(line: 424, column: 24, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 423, column: 32)
!542 = distinct !DILexicalBlock(scope: !539, file: !2, line: 423, column: 14)
!543 = !DILocation(line: 425, column: 20, scope: !541)
!544 = !DILocation(line: 425, column: 13, scope: !541)
!545 = !DILocation(line: 0, scope: !546)
!546 = distinct !DILexicalBlock(scope: !542, file: !2, line: 428, column: 7)
!547 = !{!345, !346, i64 8}
!548 = !{!365, !346, i64 16}
!549 = !DILocation(line: 417, column: 15, scope: !515)
!550 = !DILocation(line: 437, column: 13, scope: !551)
!551 = distinct !DILexicalBlock(scope: !552, file: !2, line: 434, column: 35)
!552 = distinct !DILexicalBlock(scope: !546, file: !2, line: 434, column: 14)
!553 = !DILocation(line: 443, column: 21, scope: !554)
!554 = distinct !DILexicalBlock(scope: !539, file: !2, line: 443, column: 14)
!555 = !DILocation(line: 443, column: 14, scope: !539)
!556 = !DILocation(line: 444, column: 17, scope: !557)
!557 = distinct !DILexicalBlock(scope: !539, file: !2, line: 444, column: 14)
!558 = !DILocation(line: 444, column: 45, scope: !557)
!559 = !DILocation(line: 444, column: 33, scope: !557)
!560 = !DILocation(line: 444, column: 14, scope: !539)
!561 = !DILocation(line: 446, column: 21, scope: !539)
!562 = !DILocation(line: 447, column: 17, scope: !563)
!563 = distinct !DILexicalBlock(scope: !539, file: !2, line: 447, column: 14)
!564 = !DILocation(line: 447, column: 33, scope: !563)
!565 = !DILocation(line: 447, column: 37, scope: !563)
!566 = !DILocalVariable(name: "s", arg: 1, scope: !567, file: !2, line: 139, type: !276)
!567 = distinct !DISubprogram(name: "isempty_RL", scope: !2, file: !2, line: 139, type: !568, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !570)
!568 = !DISubroutineType(types: !569)
!569 = !{!105, !276}
!570 = !{!566}
!571 = !DILocation(line: 0, scope: !567, inlinedAt: !572)
!572 = distinct !DILocation(line: 447, column: 41, scope: !563)
!573 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !572)
!574 = distinct !DILexicalBlock(scope: !567, file: !2, line: 141, column: 8)
!575 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !572)
!576 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !572)
!577 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !572)
!578 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !572)
!579 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !572)
!580 = !DILocation(line: 448, column: 17, scope: !563)
!581 = !DILocation(line: 448, column: 36, scope: !563)
!582 = !DILocation(line: 448, column: 31, scope: !563)
!583 = !DILocation(line: 447, column: 14, scope: !539)
!584 = !DILocation(line: 449, column: 18, scope: !539)
!585 = !DILocation(line: 450, column: 10, scope: !539)
!586 = !DILocation(line: 453, column: 21, scope: !587)
!587 = distinct !DILexicalBlock(scope: !539, file: !2, line: 453, column: 14)
!588 = !DILocation(line: 453, column: 14, scope: !539)
!589 = !DILocation(line: 454, column: 17, scope: !590)
!590 = distinct !DILexicalBlock(scope: !539, file: !2, line: 454, column: 14)
!591 = !DILocation(line: 454, column: 45, scope: !590)
!592 = !DILocation(line: 454, column: 33, scope: !590)
!593 = !DILocation(line: 454, column: 14, scope: !539)
!594 = !DILocation(line: 456, column: 21, scope: !539)
!595 = !DILocation(line: 457, column: 15, scope: !596)
!596 = distinct !DILexicalBlock(scope: !539, file: !2, line: 457, column: 14)
!597 = !DILocation(line: 457, column: 14, scope: !539)
!598 = !DILocation(line: 458, column: 17, scope: !599)
!599 = distinct !DILexicalBlock(scope: !539, file: !2, line: 458, column: 14)
!600 = !DILocation(line: 458, column: 33, scope: !599)
!601 = !DILocation(line: 458, column: 37, scope: !599)
!602 = !DILocation(line: 0, scope: !567, inlinedAt: !603)
!603 = distinct !DILocation(line: 458, column: 41, scope: !599)
!604 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !603)
!605 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !603)
!606 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !603)
!607 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !603)
!608 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !603)
!609 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !603)
!610 = !DILocation(line: 459, column: 17, scope: !599)
!611 = !DILocation(line: 459, column: 36, scope: !599)
!612 = !DILocation(line: 459, column: 31, scope: !599)
!613 = !DILocation(line: 458, column: 14, scope: !539)
!614 = !DILocation(line: 460, column: 18, scope: !539)
!615 = !DILocation(line: 461, column: 10, scope: !539)
!616 = !DILocation(line: 464, column: 1, scope: !515)
!617 = distinct !DISubprogram(name: "handle_compress", scope: !2, file: !2, line: 361, type: !618, scopeLine: 362, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !620)
!618 = !DISubroutineType(types: !619)
!619 = !{!105, !268}
!620 = !{!621, !622, !623, !624}
!621 = !DILocalVariable(name: "strm", arg: 1, scope: !617, file: !2, line: 361, type: !268)
!622 = !DILocalVariable(name: "progress_in", scope: !617, file: !2, line: 363, type: !105)
!623 = !DILocalVariable(name: "progress_out", scope: !617, file: !2, line: 364, type: !105)
!624 = !DILocalVariable(name: "s", scope: !617, file: !2, line: 365, type: !276)
!625 = !DILocation(line: 0, scope: !617)
!626 = !DILocation(line: 365, column: 22, scope: !617)
!627 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !628)
!628 = distinct !DILocation(line: 374, column: 14, scope: !629)
!629 = distinct !DILexicalBlock(scope: !630, file: !2, line: 372, column: 14)
!630 = distinct !DILexicalBlock(scope: !631, file: !2, line: 369, column: 36)
!631 = distinct !DILexicalBlock(scope: !632, file: !2, line: 369, column: 11)
!632 = distinct !DILexicalBlock(scope: !617, file: !2, line: 367, column: 17)
!633 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !628)
!634 = !DILocation(line: 367, column: 4, scope: !617)
!635 = !DILocation(line: 369, column: 11, scope: !632)
!636 = distinct !{!636, !634, !637}
!637 = !DILocation(line: 400, column: 4, scope: !617)
!638 = !DILocalVariable(name: "s", arg: 1, scope: !639, file: !2, line: 334, type: !276)
!639 = distinct !DISubprogram(name: "copy_output_until_stop", scope: !2, file: !2, line: 334, type: !568, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !640)
!640 = !{!638, !641}
!641 = !DILocalVariable(name: "progress_out", scope: !639, file: !2, line: 336, type: !105)
!642 = !DILocation(line: 0, scope: !639, inlinedAt: !643)
!643 = distinct !DILocation(line: 370, column: 26, scope: !630)
!644 = !DILocation(line: 341, column: 14, scope: !645, inlinedAt: !643)
!645 = distinct !DILexicalBlock(scope: !646, file: !2, line: 341, column: 11)
!646 = distinct !DILexicalBlock(scope: !639, file: !2, line: 338, column: 17)
!647 = !DILocation(line: 341, column: 20, scope: !645, inlinedAt: !643)
!648 = !{!345, !346, i64 32}
!649 = !DILocation(line: 341, column: 30, scope: !645, inlinedAt: !643)
!650 = !DILocation(line: 371, column: 17, scope: !651)
!651 = distinct !DILexicalBlock(scope: !630, file: !2, line: 371, column: 14)
!652 = !DILocation(line: 341, column: 11, scope: !646, inlinedAt: !643)
!653 = !DILocation(line: 344, column: 34, scope: !654, inlinedAt: !643)
!654 = distinct !DILexicalBlock(scope: !646, file: !2, line: 344, column: 11)
!655 = !DILocation(line: 344, column: 28, scope: !654, inlinedAt: !643)
!656 = !DILocation(line: 344, column: 11, scope: !646, inlinedAt: !643)
!657 = !DILocation(line: 347, column: 33, scope: !646, inlinedAt: !643)
!658 = !DILocation(line: 347, column: 30, scope: !646, inlinedAt: !643)
!659 = !DILocation(line: 347, column: 18, scope: !646, inlinedAt: !643)
!660 = !{!345, !241, i64 24}
!661 = !DILocation(line: 347, column: 28, scope: !646, inlinedAt: !643)
!662 = !DILocation(line: 348, column: 23, scope: !646, inlinedAt: !643)
!663 = !DILocation(line: 349, column: 10, scope: !646, inlinedAt: !643)
!664 = !DILocation(line: 349, column: 16, scope: !646, inlinedAt: !643)
!665 = !DILocation(line: 349, column: 25, scope: !646, inlinedAt: !643)
!666 = !DILocation(line: 350, column: 16, scope: !646, inlinedAt: !643)
!667 = !DILocation(line: 350, column: 24, scope: !646, inlinedAt: !643)
!668 = !DILocation(line: 351, column: 16, scope: !646, inlinedAt: !643)
!669 = !DILocation(line: 351, column: 30, scope: !646, inlinedAt: !643)
!670 = !DILocation(line: 352, column: 35, scope: !671, inlinedAt: !643)
!671 = distinct !DILexicalBlock(scope: !646, file: !2, line: 352, column: 11)
!672 = !DILocation(line: 352, column: 11, scope: !646, inlinedAt: !643)
!673 = !DILocation(line: 352, column: 50, scope: !671, inlinedAt: !643)
!674 = !DILocation(line: 352, column: 64, scope: !671, inlinedAt: !643)
!675 = !DILocation(line: 352, column: 41, scope: !671, inlinedAt: !643)
!676 = !DILocation(line: 344, column: 14, scope: !654, inlinedAt: !643)
!677 = distinct !{!677, !678, !679, !680}
!678 = !DILocation(line: 338, column: 4, scope: !639, inlinedAt: !643)
!679 = !DILocation(line: 353, column: 4, scope: !639, inlinedAt: !643)
!680 = !{!"llvm.loop.peeled.count", i32 1}
!681 = !DILocation(line: 370, column: 23, scope: !630)
!682 = !DILocation(line: 371, column: 36, scope: !651)
!683 = !DILocation(line: 371, column: 31, scope: !651)
!684 = !DILocation(line: 371, column: 14, scope: !630)
!685 = !DILocation(line: 372, column: 17, scope: !629)
!686 = !DILocation(line: 372, column: 22, scope: !629)
!687 = !DILocation(line: 372, column: 40, scope: !629)
!688 = !DILocation(line: 373, column: 17, scope: !629)
!689 = !DILocation(line: 373, column: 33, scope: !629)
!690 = !DILocation(line: 373, column: 38, scope: !629)
!691 = !DILocation(line: 0, scope: !567, inlinedAt: !628)
!692 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !628)
!693 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !628)
!694 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !628)
!695 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !628)
!696 = !DILocation(line: 0, scope: !467, inlinedAt: !697)
!697 = distinct !DILocation(line: 375, column: 10, scope: !630)
!698 = !DILocation(line: 120, column: 14, scope: !467, inlinedAt: !697)
!699 = !DILocation(line: 121, column: 12, scope: !467, inlinedAt: !697)
!700 = !DILocation(line: 122, column: 21, scope: !467, inlinedAt: !697)
!701 = !DILocation(line: 123, column: 4, scope: !482, inlinedAt: !697)
!702 = !DILocation(line: 124, column: 42, scope: !485, inlinedAt: !697)
!703 = !DILocation(line: 125, column: 14, scope: !467, inlinedAt: !697)
!704 = !DILocation(line: 376, column: 19, scope: !630)
!705 = !DILocation(line: 377, column: 22, scope: !706)
!706 = distinct !DILexicalBlock(scope: !630, file: !2, line: 377, column: 14)
!707 = !DILocation(line: 377, column: 39, scope: !706)
!708 = !DILocation(line: 378, column: 17, scope: !706)
!709 = !DILocation(line: 378, column: 33, scope: !706)
!710 = !DILocation(line: 378, column: 38, scope: !706)
!711 = !DILocation(line: 0, scope: !567, inlinedAt: !712)
!712 = distinct !DILocation(line: 379, column: 14, scope: !706)
!713 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !712)
!714 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !712)
!715 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !712)
!716 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !712)
!717 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !712)
!718 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !712)
!719 = !DILocation(line: 293, column: 11, scope: !720, inlinedAt: !739)
!720 = distinct !DILexicalBlock(scope: !721, file: !2, line: 293, column: 8)
!721 = distinct !DISubprogram(name: "copy_input_until_stop", scope: !2, file: !2, line: 289, type: !568, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !722)
!722 = !{!723, !724, !725, !729, !732, !736}
!723 = !DILocalVariable(name: "s", arg: 1, scope: !721, file: !2, line: 289, type: !276)
!724 = !DILocalVariable(name: "progress_in", scope: !721, file: !2, line: 291, type: !105)
!725 = !DILocalVariable(name: "zchh", scope: !726, file: !2, line: 302, type: !104)
!726 = distinct !DILexicalBlock(scope: !727, file: !2, line: 302, column: 10)
!727 = distinct !DILexicalBlock(scope: !728, file: !2, line: 296, column: 20)
!728 = distinct !DILexicalBlock(scope: !720, file: !2, line: 293, column: 33)
!729 = !DILocalVariable(name: "ch", scope: !730, file: !2, line: 302, type: !97)
!730 = distinct !DILexicalBlock(scope: !731, file: !2, line: 302, column: 10)
!731 = distinct !DILexicalBlock(scope: !726, file: !2, line: 302, column: 10)
!732 = !DILocalVariable(name: "zchh", scope: !733, file: !2, line: 320, type: !104)
!733 = distinct !DILexicalBlock(scope: !734, file: !2, line: 320, column: 10)
!734 = distinct !DILexicalBlock(scope: !735, file: !2, line: 312, column: 20)
!735 = distinct !DILexicalBlock(scope: !720, file: !2, line: 309, column: 11)
!736 = !DILocalVariable(name: "ch", scope: !737, file: !2, line: 320, type: !97)
!737 = distinct !DILexicalBlock(scope: !738, file: !2, line: 320, column: 10)
!738 = distinct !DILexicalBlock(scope: !733, file: !2, line: 320, column: 10)
!739 = distinct !DILocation(line: 383, column: 25, scope: !740)
!740 = distinct !DILexicalBlock(scope: !741, file: !2, line: 382, column: 35)
!741 = distinct !DILexicalBlock(scope: !632, file: !2, line: 382, column: 11)
!742 = !DILocation(line: 382, column: 11, scope: !632)
!743 = !DILocation(line: 0, scope: !721, inlinedAt: !739)
!744 = !DILocation(line: 293, column: 16, scope: !720, inlinedAt: !739)
!745 = !DILocation(line: 0, scope: !720, inlinedAt: !739)
!746 = !DILocation(line: 293, column: 8, scope: !721, inlinedAt: !739)
!747 = !DILocation(line: 314, column: 14, scope: !734, inlinedAt: !739)
!748 = !DILocation(line: 316, column: 17, scope: !749, inlinedAt: !739)
!749 = distinct !DILexicalBlock(scope: !734, file: !2, line: 316, column: 14)
!750 = !DILocation(line: 316, column: 23, scope: !749, inlinedAt: !739)
!751 = !DILocation(line: 316, column: 32, scope: !749, inlinedAt: !739)
!752 = !DILocation(line: 316, column: 14, scope: !734, inlinedAt: !739)
!753 = !DILocation(line: 318, column: 17, scope: !754, inlinedAt: !739)
!754 = distinct !DILexicalBlock(scope: !734, file: !2, line: 318, column: 14)
!755 = !DILocation(line: 318, column: 33, scope: !754, inlinedAt: !739)
!756 = !DILocation(line: 318, column: 14, scope: !734, inlinedAt: !739)
!757 = !DILocation(line: 320, column: 10, scope: !733, inlinedAt: !739)
!758 = !{!345, !241, i64 0}
!759 = !DILocation(line: 0, scope: !733, inlinedAt: !739)
!760 = !DILocation(line: 320, column: 10, scope: !738, inlinedAt: !739)
!761 = !DILocation(line: 320, column: 10, scope: !762, inlinedAt: !739)
!762 = distinct !DILexicalBlock(scope: !763, file: !2, line: 320, column: 10)
!763 = distinct !DILexicalBlock(scope: !764, file: !2, line: 320, column: 10)
!764 = distinct !DILexicalBlock(scope: !738, file: !2, line: 320, column: 10)
!765 = !DILocation(line: 320, column: 10, scope: !763, inlinedAt: !739)
!766 = !DILocation(line: 320, column: 10, scope: !737, inlinedAt: !739)
!767 = !DILocation(line: 0, scope: !737, inlinedAt: !739)
!768 = !DILocation(line: 320, column: 10, scope: !769, inlinedAt: !739)
!769 = distinct !DILexicalBlock(scope: !737, file: !2, line: 320, column: 10)
!770 = !{!346, !346, i64 0}
!771 = !DILocation(line: 320, column: 10, scope: !764, inlinedAt: !739)
!772 = !DILocation(line: 320, column: 10, scope: !773, inlinedAt: !739)
!773 = distinct !DILexicalBlock(scope: !764, file: !2, line: 320, column: 10)
!774 = !DILocation(line: 321, column: 13, scope: !734, inlinedAt: !739)
!775 = !DILocation(line: 321, column: 26, scope: !734, inlinedAt: !739)
!776 = !DILocation(line: 322, column: 19, scope: !734, inlinedAt: !739)
!777 = !DILocation(line: 322, column: 27, scope: !734, inlinedAt: !739)
!778 = !DILocation(line: 323, column: 19, scope: !734, inlinedAt: !739)
!779 = !DILocation(line: 323, column: 32, scope: !734, inlinedAt: !739)
!780 = !DILocation(line: 324, column: 37, scope: !781, inlinedAt: !739)
!781 = distinct !DILexicalBlock(scope: !734, file: !2, line: 324, column: 14)
!782 = !DILocation(line: 324, column: 14, scope: !734, inlinedAt: !739)
!783 = !DILocation(line: 324, column: 52, scope: !781, inlinedAt: !739)
!784 = !DILocation(line: 324, column: 65, scope: !781, inlinedAt: !739)
!785 = !DILocation(line: 324, column: 43, scope: !781, inlinedAt: !739)
!786 = !DILocation(line: 325, column: 28, scope: !734, inlinedAt: !739)
!787 = !DILocation(line: 314, column: 17, scope: !788, inlinedAt: !739)
!788 = distinct !DILexicalBlock(scope: !734, file: !2, line: 314, column: 14)
!789 = !DILocation(line: 314, column: 30, scope: !788, inlinedAt: !739)
!790 = !DILocation(line: 314, column: 24, scope: !788, inlinedAt: !739)
!791 = !DILocation(line: 298, column: 14, scope: !727, inlinedAt: !739)
!792 = !DILocation(line: 300, column: 17, scope: !793, inlinedAt: !739)
!793 = distinct !DILexicalBlock(scope: !727, file: !2, line: 300, column: 14)
!794 = !DILocation(line: 300, column: 23, scope: !793, inlinedAt: !739)
!795 = !DILocation(line: 300, column: 32, scope: !793, inlinedAt: !739)
!796 = !DILocation(line: 300, column: 14, scope: !727, inlinedAt: !739)
!797 = !DILocation(line: 302, column: 10, scope: !726, inlinedAt: !739)
!798 = !DILocation(line: 0, scope: !726, inlinedAt: !739)
!799 = !DILocation(line: 302, column: 10, scope: !731, inlinedAt: !739)
!800 = !DILocation(line: 302, column: 10, scope: !801, inlinedAt: !739)
!801 = distinct !DILexicalBlock(scope: !802, file: !2, line: 302, column: 10)
!802 = distinct !DILexicalBlock(scope: !803, file: !2, line: 302, column: 10)
!803 = distinct !DILexicalBlock(scope: !731, file: !2, line: 302, column: 10)
!804 = !DILocation(line: 302, column: 10, scope: !802, inlinedAt: !739)
!805 = !DILocation(line: 302, column: 10, scope: !730, inlinedAt: !739)
!806 = !DILocation(line: 0, scope: !730, inlinedAt: !739)
!807 = !DILocation(line: 302, column: 10, scope: !808, inlinedAt: !739)
!808 = distinct !DILexicalBlock(scope: !730, file: !2, line: 302, column: 10)
!809 = !DILocation(line: 302, column: 10, scope: !803, inlinedAt: !739)
!810 = !DILocation(line: 302, column: 10, scope: !811, inlinedAt: !739)
!811 = distinct !DILexicalBlock(scope: !803, file: !2, line: 302, column: 10)
!812 = !DILocation(line: 303, column: 13, scope: !727, inlinedAt: !739)
!813 = !DILocation(line: 303, column: 26, scope: !727, inlinedAt: !739)
!814 = !DILocation(line: 304, column: 19, scope: !727, inlinedAt: !739)
!815 = !DILocation(line: 304, column: 27, scope: !727, inlinedAt: !739)
!816 = !DILocation(line: 305, column: 19, scope: !727, inlinedAt: !739)
!817 = !DILocation(line: 305, column: 32, scope: !727, inlinedAt: !739)
!818 = !DILocation(line: 306, column: 37, scope: !819, inlinedAt: !739)
!819 = distinct !DILexicalBlock(scope: !727, file: !2, line: 306, column: 14)
!820 = !DILocation(line: 306, column: 14, scope: !727, inlinedAt: !739)
!821 = !DILocation(line: 306, column: 52, scope: !819, inlinedAt: !739)
!822 = !DILocation(line: 306, column: 65, scope: !819, inlinedAt: !739)
!823 = !DILocation(line: 306, column: 43, scope: !819, inlinedAt: !739)
!824 = !DILocation(line: 298, column: 17, scope: !825, inlinedAt: !739)
!825 = distinct !DILexicalBlock(scope: !727, file: !2, line: 298, column: 14)
!826 = !DILocation(line: 298, column: 30, scope: !825, inlinedAt: !739)
!827 = !DILocation(line: 298, column: 24, scope: !825, inlinedAt: !739)
!828 = distinct !{!828, !829, !830, !680}
!829 = !DILocation(line: 296, column: 7, scope: !728, inlinedAt: !739)
!830 = !DILocation(line: 307, column: 7, scope: !728, inlinedAt: !739)
!831 = distinct !{!831, !832, !833, !680}
!832 = !DILocation(line: 312, column: 7, scope: !735, inlinedAt: !739)
!833 = !DILocation(line: 326, column: 7, scope: !735, inlinedAt: !739)
!834 = !DILocation(line: 291, column: 9, scope: !721, inlinedAt: !739)
!835 = !DILocation(line: 383, column: 22, scope: !740)
!836 = !DILocation(line: 384, column: 17, scope: !837)
!837 = distinct !DILexicalBlock(scope: !740, file: !2, line: 384, column: 14)
!838 = !DILocation(line: 384, column: 22, scope: !837)
!839 = !DILocation(line: 384, column: 38, scope: !837)
!840 = !DILocation(line: 384, column: 44, scope: !837)
!841 = !DILocation(line: 384, column: 60, scope: !837)
!842 = !DILocation(line: 384, column: 14, scope: !740)
!843 = !DILocalVariable(name: "s", arg: 1, scope: !844, file: !2, line: 252, type: !276)
!844 = distinct !DISubprogram(name: "flush_RL", scope: !2, file: !2, line: 252, type: !455, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !845)
!845 = !{!843}
!846 = !DILocation(line: 0, scope: !844, inlinedAt: !847)
!847 = distinct !DILocation(line: 385, column: 13, scope: !848)
!848 = distinct !DILexicalBlock(scope: !837, file: !2, line: 384, column: 66)
!849 = !DILocation(line: 254, column: 11, scope: !850, inlinedAt: !847)
!850 = distinct !DILexicalBlock(scope: !844, file: !2, line: 254, column: 8)
!851 = !DILocation(line: 254, column: 23, scope: !850, inlinedAt: !847)
!852 = !DILocation(line: 254, column: 8, scope: !844, inlinedAt: !847)
!853 = !DILocation(line: 254, column: 30, scope: !850, inlinedAt: !847)
!854 = !DILocation(line: 386, column: 46, scope: !848)
!855 = !DILocation(line: 0, scope: !454, inlinedAt: !856)
!856 = distinct !DILocation(line: 255, column: 4, scope: !844, inlinedAt: !847)
!857 = !DILocation(line: 133, column: 20, scope: !454, inlinedAt: !856)
!858 = !DILocation(line: 134, column: 20, scope: !454, inlinedAt: !856)
!859 = !DILocation(line: 386, column: 51, scope: !848)
!860 = !DILocation(line: 386, column: 36, scope: !848)
!861 = !DILocation(line: 388, column: 10, scope: !848)
!862 = !DILocation(line: 390, column: 24, scope: !863)
!863 = distinct !DILexicalBlock(scope: !837, file: !2, line: 390, column: 14)
!864 = !DILocation(line: 390, column: 14, scope: !837)
!865 = !DILocation(line: 395, column: 17, scope: !866)
!866 = distinct !DILexicalBlock(scope: !863, file: !2, line: 395, column: 14)
!867 = !DILocation(line: 395, column: 23, scope: !866)
!868 = !DILocation(line: 395, column: 32, scope: !866)
!869 = !DILocation(line: 395, column: 14, scope: !863)
!870 = !DILocation(line: 0, scope: !837)
!871 = !DILocation(line: 402, column: 11, scope: !617)
!872 = !DILocation(line: 402, column: 23, scope: !617)
!873 = !DILocation(line: 402, column: 4, scope: !617)
!874 = distinct !DISubprogram(name: "BZ2_bzCompressEnd", scope: !2, file: !2, line: 468, type: !875, scopeLine: 469, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !877)
!875 = !DISubroutineType(types: !876)
!876 = !{!118, !268}
!877 = !{!878, !879}
!878 = !DILocalVariable(name: "strm", arg: 1, scope: !874, file: !2, line: 468, type: !268)
!879 = !DILocalVariable(name: "s", scope: !874, file: !2, line: 470, type: !276)
!880 = !DILocation(line: 0, scope: !874)
!881 = !DILocation(line: 471, column: 13, scope: !882)
!882 = distinct !DILexicalBlock(scope: !874, file: !2, line: 471, column: 8)
!883 = !DILocation(line: 471, column: 8, scope: !874)
!884 = !DILocation(line: 472, column: 14, scope: !874)
!885 = !DILocation(line: 473, column: 10, scope: !886)
!886 = distinct !DILexicalBlock(scope: !874, file: !2, line: 473, column: 8)
!887 = !DILocation(line: 473, column: 8, scope: !874)
!888 = !DILocation(line: 474, column: 11, scope: !889)
!889 = distinct !DILexicalBlock(scope: !874, file: !2, line: 474, column: 8)
!890 = !DILocation(line: 474, column: 16, scope: !889)
!891 = !DILocation(line: 474, column: 8, scope: !874)
!892 = !DILocation(line: 476, column: 11, scope: !893)
!893 = distinct !DILexicalBlock(scope: !874, file: !2, line: 476, column: 8)
!894 = !DILocation(line: 476, column: 16, scope: !893)
!895 = !DILocation(line: 476, column: 8, scope: !874)
!896 = !DILocation(line: 476, column: 25, scope: !893)
!897 = !DILocation(line: 477, column: 11, scope: !898)
!898 = distinct !DILexicalBlock(scope: !874, file: !2, line: 477, column: 8)
!899 = !DILocation(line: 477, column: 16, scope: !898)
!900 = !DILocation(line: 477, column: 8, scope: !874)
!901 = !DILocation(line: 477, column: 25, scope: !898)
!902 = !DILocation(line: 478, column: 11, scope: !903)
!903 = distinct !DILexicalBlock(scope: !874, file: !2, line: 478, column: 8)
!904 = !DILocation(line: 478, column: 16, scope: !903)
!905 = !DILocation(line: 478, column: 8, scope: !874)
!906 = !DILocation(line: 478, column: 25, scope: !903)
!907 = !DILocation(line: 479, column: 4, scope: !874)
!908 = !DILocation(line: 481, column: 16, scope: !874)
!909 = !DILocation(line: 483, column: 4, scope: !874)
!910 = !DILocation(line: 484, column: 1, scope: !874)
!911 = distinct !DISubprogram(name: "BZ2_bzDecompressInit", scope: !2, file: !2, line: 492, type: !912, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !914)
!912 = !DISubroutineType(types: !913)
!913 = !{!118, !268, !118, !118}
!914 = !{!915, !916, !917, !918}
!915 = !DILocalVariable(name: "strm", arg: 1, scope: !911, file: !2, line: 493, type: !268)
!916 = !DILocalVariable(name: "verbosity", arg: 2, scope: !911, file: !2, line: 494, type: !118)
!917 = !DILocalVariable(name: "small", arg: 3, scope: !911, file: !2, line: 495, type: !118)
!918 = !DILocalVariable(name: "s", scope: !911, file: !2, line: 497, type: !919)
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !920, size: 64)
!920 = !DIDerivedType(tag: DW_TAG_typedef, name: "DState", file: !98, line: 438, baseType: !921)
!921 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !98, line: 348, size: 513152, elements: !922)
!922 = !{!923, !924, !925, !926, !927, !928, !929, !930, !931, !932, !933, !934, !935, !936, !937, !938, !939, !941, !942, !946, !947, !948, !949, !950, !951, !952, !953, !954, !955, !956, !958, !959, !963, !965, !966, !967, !968, !969, !970, !971, !974, !975, !976, !977, !978, !979, !980, !981, !982, !983, !984, !985, !986, !987, !988, !989, !990, !991, !992, !993, !994, !995, !997, !998}
!923 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !921, file: !98, line: 350, baseType: !268, size: 64)
!924 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !921, file: !98, line: 353, baseType: !177, size: 32, offset: 64)
!925 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_ch", scope: !921, file: !98, line: 356, baseType: !97, size: 8, offset: 96)
!926 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_len", scope: !921, file: !98, line: 357, baseType: !177, size: 32, offset: 128)
!927 = !DIDerivedType(tag: DW_TAG_member, name: "blockRandomised", scope: !921, file: !98, line: 358, baseType: !105, size: 8, offset: 160)
!928 = !DIDerivedType(tag: DW_TAG_member, name: "rNToGo", scope: !921, file: !98, line: 359, baseType: !177, size: 32, offset: 192)
!929 = !DIDerivedType(tag: DW_TAG_member, name: "rTPos", scope: !921, file: !98, line: 359, baseType: !177, size: 32, offset: 224)
!930 = !DIDerivedType(tag: DW_TAG_member, name: "bsBuff", scope: !921, file: !98, line: 362, baseType: !104, size: 32, offset: 256)
!931 = !DIDerivedType(tag: DW_TAG_member, name: "bsLive", scope: !921, file: !98, line: 363, baseType: !177, size: 32, offset: 288)
!932 = !DIDerivedType(tag: DW_TAG_member, name: "blockSize100k", scope: !921, file: !98, line: 366, baseType: !177, size: 32, offset: 320)
!933 = !DIDerivedType(tag: DW_TAG_member, name: "smallDecompress", scope: !921, file: !98, line: 367, baseType: !105, size: 8, offset: 352)
!934 = !DIDerivedType(tag: DW_TAG_member, name: "currBlockNo", scope: !921, file: !98, line: 368, baseType: !177, size: 32, offset: 384)
!935 = !DIDerivedType(tag: DW_TAG_member, name: "verbosity", scope: !921, file: !98, line: 369, baseType: !177, size: 32, offset: 416)
!936 = !DIDerivedType(tag: DW_TAG_member, name: "origPtr", scope: !921, file: !98, line: 372, baseType: !177, size: 32, offset: 448)
!937 = !DIDerivedType(tag: DW_TAG_member, name: "tPos", scope: !921, file: !98, line: 373, baseType: !104, size: 32, offset: 480)
!938 = !DIDerivedType(tag: DW_TAG_member, name: "k0", scope: !921, file: !98, line: 374, baseType: !177, size: 32, offset: 512)
!939 = !DIDerivedType(tag: DW_TAG_member, name: "unzftab", scope: !921, file: !98, line: 375, baseType: !940, size: 8192, offset: 544)
!940 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 8192, elements: !304)
!941 = !DIDerivedType(tag: DW_TAG_member, name: "nblock_used", scope: !921, file: !98, line: 376, baseType: !177, size: 32, offset: 8736)
!942 = !DIDerivedType(tag: DW_TAG_member, name: "cftab", scope: !921, file: !98, line: 377, baseType: !943, size: 8224, offset: 8768)
!943 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 8224, elements: !944)
!944 = !{!945}
!945 = !DISubrange(count: 257)
!946 = !DIDerivedType(tag: DW_TAG_member, name: "cftabCopy", scope: !921, file: !98, line: 378, baseType: !943, size: 8224, offset: 16992)
!947 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !921, file: !98, line: 381, baseType: !103, size: 64, offset: 25216)
!948 = !DIDerivedType(tag: DW_TAG_member, name: "ll16", scope: !921, file: !98, line: 384, baseType: !100, size: 64, offset: 25280)
!949 = !DIDerivedType(tag: DW_TAG_member, name: "ll4", scope: !921, file: !98, line: 385, baseType: !96, size: 64, offset: 25344)
!950 = !DIDerivedType(tag: DW_TAG_member, name: "storedBlockCRC", scope: !921, file: !98, line: 388, baseType: !104, size: 32, offset: 25408)
!951 = !DIDerivedType(tag: DW_TAG_member, name: "storedCombinedCRC", scope: !921, file: !98, line: 389, baseType: !104, size: 32, offset: 25440)
!952 = !DIDerivedType(tag: DW_TAG_member, name: "calculatedBlockCRC", scope: !921, file: !98, line: 390, baseType: !104, size: 32, offset: 25472)
!953 = !DIDerivedType(tag: DW_TAG_member, name: "calculatedCombinedCRC", scope: !921, file: !98, line: 391, baseType: !104, size: 32, offset: 25504)
!954 = !DIDerivedType(tag: DW_TAG_member, name: "nInUse", scope: !921, file: !98, line: 394, baseType: !177, size: 32, offset: 25536)
!955 = !DIDerivedType(tag: DW_TAG_member, name: "inUse", scope: !921, file: !98, line: 395, baseType: !303, size: 2048, offset: 25568)
!956 = !DIDerivedType(tag: DW_TAG_member, name: "inUse16", scope: !921, file: !98, line: 396, baseType: !957, size: 128, offset: 27616)
!957 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 128, elements: !223)
!958 = !DIDerivedType(tag: DW_TAG_member, name: "seqToUnseq", scope: !921, file: !98, line: 397, baseType: !307, size: 2048, offset: 27744)
!959 = !DIDerivedType(tag: DW_TAG_member, name: "mtfa", scope: !921, file: !98, line: 400, baseType: !960, size: 32768, offset: 29792)
!960 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 32768, elements: !961)
!961 = !{!962}
!962 = !DISubrange(count: 4096)
!963 = !DIDerivedType(tag: DW_TAG_member, name: "mtfbase", scope: !921, file: !98, line: 401, baseType: !964, size: 512, offset: 62560)
!964 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 512, elements: !223)
!965 = !DIDerivedType(tag: DW_TAG_member, name: "selector", scope: !921, file: !98, line: 402, baseType: !321, size: 144016, offset: 63072)
!966 = !DIDerivedType(tag: DW_TAG_member, name: "selectorMtf", scope: !921, file: !98, line: 403, baseType: !321, size: 144016, offset: 207088)
!967 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !921, file: !98, line: 404, baseType: !326, size: 12384, offset: 351104)
!968 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !921, file: !98, line: 406, baseType: !330, size: 49536, offset: 363488)
!969 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !921, file: !98, line: 407, baseType: !330, size: 49536, offset: 413024)
!970 = !DIDerivedType(tag: DW_TAG_member, name: "perm", scope: !921, file: !98, line: 408, baseType: !330, size: 49536, offset: 462560)
!971 = !DIDerivedType(tag: DW_TAG_member, name: "minLens", scope: !921, file: !98, line: 409, baseType: !972, size: 192, offset: 512096)
!972 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 192, elements: !973)
!973 = !{!328}
!974 = !DIDerivedType(tag: DW_TAG_member, name: "save_i", scope: !921, file: !98, line: 412, baseType: !177, size: 32, offset: 512288)
!975 = !DIDerivedType(tag: DW_TAG_member, name: "save_j", scope: !921, file: !98, line: 413, baseType: !177, size: 32, offset: 512320)
!976 = !DIDerivedType(tag: DW_TAG_member, name: "save_t", scope: !921, file: !98, line: 414, baseType: !177, size: 32, offset: 512352)
!977 = !DIDerivedType(tag: DW_TAG_member, name: "save_alphaSize", scope: !921, file: !98, line: 415, baseType: !177, size: 32, offset: 512384)
!978 = !DIDerivedType(tag: DW_TAG_member, name: "save_nGroups", scope: !921, file: !98, line: 416, baseType: !177, size: 32, offset: 512416)
!979 = !DIDerivedType(tag: DW_TAG_member, name: "save_nSelectors", scope: !921, file: !98, line: 417, baseType: !177, size: 32, offset: 512448)
!980 = !DIDerivedType(tag: DW_TAG_member, name: "save_EOB", scope: !921, file: !98, line: 418, baseType: !177, size: 32, offset: 512480)
!981 = !DIDerivedType(tag: DW_TAG_member, name: "save_groupNo", scope: !921, file: !98, line: 419, baseType: !177, size: 32, offset: 512512)
!982 = !DIDerivedType(tag: DW_TAG_member, name: "save_groupPos", scope: !921, file: !98, line: 420, baseType: !177, size: 32, offset: 512544)
!983 = !DIDerivedType(tag: DW_TAG_member, name: "save_nextSym", scope: !921, file: !98, line: 421, baseType: !177, size: 32, offset: 512576)
!984 = !DIDerivedType(tag: DW_TAG_member, name: "save_nblockMAX", scope: !921, file: !98, line: 422, baseType: !177, size: 32, offset: 512608)
!985 = !DIDerivedType(tag: DW_TAG_member, name: "save_nblock", scope: !921, file: !98, line: 423, baseType: !177, size: 32, offset: 512640)
!986 = !DIDerivedType(tag: DW_TAG_member, name: "save_es", scope: !921, file: !98, line: 424, baseType: !177, size: 32, offset: 512672)
!987 = !DIDerivedType(tag: DW_TAG_member, name: "save_N", scope: !921, file: !98, line: 425, baseType: !177, size: 32, offset: 512704)
!988 = !DIDerivedType(tag: DW_TAG_member, name: "save_curr", scope: !921, file: !98, line: 426, baseType: !177, size: 32, offset: 512736)
!989 = !DIDerivedType(tag: DW_TAG_member, name: "save_zt", scope: !921, file: !98, line: 427, baseType: !177, size: 32, offset: 512768)
!990 = !DIDerivedType(tag: DW_TAG_member, name: "save_zn", scope: !921, file: !98, line: 428, baseType: !177, size: 32, offset: 512800)
!991 = !DIDerivedType(tag: DW_TAG_member, name: "save_zvec", scope: !921, file: !98, line: 429, baseType: !177, size: 32, offset: 512832)
!992 = !DIDerivedType(tag: DW_TAG_member, name: "save_zj", scope: !921, file: !98, line: 430, baseType: !177, size: 32, offset: 512864)
!993 = !DIDerivedType(tag: DW_TAG_member, name: "save_gSel", scope: !921, file: !98, line: 431, baseType: !177, size: 32, offset: 512896)
!994 = !DIDerivedType(tag: DW_TAG_member, name: "save_gMinlen", scope: !921, file: !98, line: 432, baseType: !177, size: 32, offset: 512928)
!995 = !DIDerivedType(tag: DW_TAG_member, name: "save_gLimit", scope: !921, file: !98, line: 433, baseType: !996, size: 64, offset: 512960)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!997 = !DIDerivedType(tag: DW_TAG_member, name: "save_gBase", scope: !921, file: !98, line: 434, baseType: !996, size: 64, offset: 513024)
!998 = !DIDerivedType(tag: DW_TAG_member, name: "save_gPerm", scope: !921, file: !98, line: 435, baseType: !996, size: 64, offset: 513088)
!999 = !DILocation(line: 0, scope: !911)
!1000 = !DILocation(line: 501, column: 13, scope: !1001)
!1001 = distinct !DILexicalBlock(scope: !911, file: !2, line: 501, column: 8)
!1002 = !DILocation(line: 501, column: 8, scope: !911)
!1003 = !DILocation(line: 505, column: 14, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !911, file: !2, line: 505, column: 8)
!1005 = !DILocation(line: 505, column: 22, scope: !1004)
!1006 = !DILocation(line: 505, column: 8, scope: !911)
!1007 = !DILocation(line: 505, column: 45, scope: !1004)
!1008 = !DILocation(line: 505, column: 31, scope: !1004)
!1009 = !DILocation(line: 506, column: 14, scope: !1010)
!1010 = distinct !DILexicalBlock(scope: !911, file: !2, line: 506, column: 8)
!1011 = !DILocation(line: 506, column: 21, scope: !1010)
!1012 = !DILocation(line: 506, column: 8, scope: !911)
!1013 = !DILocation(line: 506, column: 43, scope: !1010)
!1014 = !DILocation(line: 506, column: 30, scope: !1010)
!1015 = !DILocation(line: 508, column: 8, scope: !911)
!1016 = !DILocation(line: 509, column: 10, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !911, file: !2, line: 509, column: 8)
!1018 = !DILocation(line: 509, column: 8, scope: !911)
!1019 = !DILocation(line: 510, column: 29, scope: !911)
!1020 = !{!1021, !241, i64 0}
!1021 = !{!"", !241, i64 0, !346, i64 8, !242, i64 12, !346, i64 16, !242, i64 20, !346, i64 24, !346, i64 28, !346, i64 32, !346, i64 36, !346, i64 40, !242, i64 44, !346, i64 48, !346, i64 52, !346, i64 56, !346, i64 60, !346, i64 64, !242, i64 68, !346, i64 1092, !242, i64 1096, !242, i64 2124, !241, i64 3152, !241, i64 3160, !241, i64 3168, !346, i64 3176, !346, i64 3180, !346, i64 3184, !346, i64 3188, !346, i64 3192, !242, i64 3196, !242, i64 3452, !242, i64 3468, !242, i64 3724, !242, i64 7820, !242, i64 7884, !242, i64 25886, !242, i64 43888, !242, i64 45436, !242, i64 51628, !242, i64 57820, !242, i64 64012, !346, i64 64036, !346, i64 64040, !346, i64 64044, !346, i64 64048, !346, i64 64052, !346, i64 64056, !346, i64 64060, !346, i64 64064, !346, i64 64068, !346, i64 64072, !346, i64 64076, !346, i64 64080, !346, i64 64084, !346, i64 64088, !346, i64 64092, !346, i64 64096, !346, i64 64100, !346, i64 64104, !346, i64 64108, !346, i64 64112, !346, i64 64116, !241, i64 64120, !241, i64 64128, !241, i64 64136}
!1022 = !DILocation(line: 511, column: 10, scope: !911)
!1023 = !DILocation(line: 511, column: 29, scope: !911)
!1024 = !DILocation(line: 512, column: 7, scope: !911)
!1025 = !DILocation(line: 512, column: 29, scope: !911)
!1026 = !{!1021, !346, i64 8}
!1027 = !DILocation(line: 513, column: 7, scope: !911)
!1028 = !DILocation(line: 513, column: 29, scope: !911)
!1029 = !{!1021, !346, i64 36}
!1030 = !DILocation(line: 514, column: 7, scope: !911)
!1031 = !DILocation(line: 514, column: 29, scope: !911)
!1032 = !{!1021, !346, i64 32}
!1033 = !DILocation(line: 515, column: 7, scope: !911)
!1034 = !DILocation(line: 515, column: 29, scope: !911)
!1035 = !{!1021, !346, i64 3188}
!1036 = !DILocation(line: 516, column: 10, scope: !911)
!1037 = !DILocation(line: 516, column: 29, scope: !911)
!1038 = !DILocation(line: 517, column: 10, scope: !911)
!1039 = !DILocation(line: 517, column: 29, scope: !911)
!1040 = !DILocation(line: 518, column: 10, scope: !911)
!1041 = !DILocation(line: 518, column: 29, scope: !911)
!1042 = !DILocation(line: 519, column: 10, scope: !911)
!1043 = !DILocation(line: 519, column: 29, scope: !911)
!1044 = !DILocation(line: 520, column: 31, scope: !911)
!1045 = !DILocation(line: 520, column: 7, scope: !911)
!1046 = !DILocation(line: 520, column: 29, scope: !911)
!1047 = !{!1021, !242, i64 44}
!1048 = !DILocation(line: 523, column: 7, scope: !911)
!1049 = !DILocation(line: 524, column: 7, scope: !911)
!1050 = !DILocation(line: 524, column: 29, scope: !911)
!1051 = !{!1021, !346, i64 48}
!1052 = !DILocation(line: 525, column: 7, scope: !911)
!1053 = !DILocation(line: 522, column: 29, scope: !911)
!1054 = !DILocation(line: 525, column: 29, scope: !911)
!1055 = !{!1021, !346, i64 52}
!1056 = !DILocation(line: 527, column: 4, scope: !911)
!1057 = !DILocation(line: 528, column: 1, scope: !911)
!1058 = distinct !DISubprogram(name: "BZ2_indexIntoF", scope: !2, file: !2, line: 687, type: !1059, scopeLine: 688, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1061)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!177, !177, !996}
!1061 = !{!1062, !1063, !1064, !1065, !1066}
!1062 = !DILocalVariable(name: "indx", arg: 1, scope: !1058, file: !2, line: 687, type: !177)
!1063 = !DILocalVariable(name: "cftab", arg: 2, scope: !1058, file: !2, line: 687, type: !996)
!1064 = !DILocalVariable(name: "nb", scope: !1058, file: !2, line: 689, type: !177)
!1065 = !DILocalVariable(name: "na", scope: !1058, file: !2, line: 689, type: !177)
!1066 = !DILocalVariable(name: "mid", scope: !1058, file: !2, line: 689, type: !177)
!1067 = !DILocation(line: 0, scope: !1058)
!1068 = !DILocation(line: 692, column: 4, scope: !1058)
!1069 = !DILocation(line: 691, column: 7, scope: !1058)
!1070 = !DILocation(line: 693, column: 17, scope: !1071)
!1071 = distinct !DILexicalBlock(scope: !1058, file: !2, line: 692, column: 7)
!1072 = !DILocation(line: 693, column: 23, scope: !1071)
!1073 = !DILocation(line: 694, column: 19, scope: !1074)
!1074 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 694, column: 11)
!1075 = !DILocation(line: 694, column: 16, scope: !1074)
!1076 = !DILocation(line: 696, column: 14, scope: !1058)
!1077 = !DILocation(line: 696, column: 19, scope: !1058)
!1078 = !DILocation(line: 695, column: 4, scope: !1071)
!1079 = distinct !{!1079, !1068, !1080, !1081}
!1080 = !DILocation(line: 696, column: 23, scope: !1058)
!1081 = !{!"llvm.loop.mustprogress"}
!1082 = !DILocation(line: 697, column: 4, scope: !1058)
!1083 = distinct !DISubprogram(name: "BZ2_bzDecompress", scope: !2, file: !2, line: 808, type: !875, scopeLine: 809, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1084)
!1084 = !{!1085, !1086, !1087, !1088}
!1085 = !DILocalVariable(name: "strm", arg: 1, scope: !1083, file: !2, line: 808, type: !268)
!1086 = !DILocalVariable(name: "corrupt", scope: !1083, file: !2, line: 810, type: !105)
!1087 = !DILocalVariable(name: "s", scope: !1083, file: !2, line: 811, type: !919)
!1088 = !DILocalVariable(name: "r", scope: !1089, file: !2, line: 842, type: !177)
!1089 = distinct !DILexicalBlock(scope: !1090, file: !2, line: 841, column: 37)
!1090 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 841, column: 11)
!1091 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 817, column: 17)
!1092 = !DILocation(line: 0, scope: !1083)
!1093 = !DILocation(line: 812, column: 13, scope: !1094)
!1094 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 812, column: 8)
!1095 = !DILocation(line: 812, column: 8, scope: !1083)
!1096 = !DILocation(line: 813, column: 14, scope: !1083)
!1097 = !DILocation(line: 814, column: 10, scope: !1098)
!1098 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 814, column: 8)
!1099 = !DILocation(line: 814, column: 8, scope: !1083)
!1100 = !DILocation(line: 815, column: 11, scope: !1101)
!1101 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 815, column: 8)
!1102 = !DILocation(line: 815, column: 16, scope: !1101)
!1103 = !DILocation(line: 815, column: 8, scope: !1083)
!1104 = !DILocation(line: 818, column: 14, scope: !1105)
!1105 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 818, column: 11)
!1106 = !DILocation(line: 817, column: 4, scope: !1083)
!1107 = !DILocation(line: 818, column: 11, scope: !1091)
!1108 = !DILocation(line: 820, column: 17, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 820, column: 14)
!1110 = distinct !DILexicalBlock(scope: !1111, file: !2, line: 819, column: 36)
!1111 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 819, column: 11)
!1112 = !DILocation(line: 820, column: 14, scope: !1109)
!1113 = !DILocation(line: 0, scope: !1109)
!1114 = !{!1021, !242, i64 20}
!1115 = !DILocation(line: 820, column: 14, scope: !1110)
!1116 = !DILocalVariable(name: "s", arg: 1, scope: !1117, file: !2, line: 706, type: !919)
!1117 = distinct !DISubprogram(name: "unRLE_obuf_to_output_SMALL", scope: !2, file: !2, line: 706, type: !1118, scopeLine: 707, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1120)
!1118 = !DISubroutineType(types: !1119)
!1119 = !{!105, !919}
!1120 = !{!1116, !1121}
!1121 = !DILocalVariable(name: "k1", scope: !1117, file: !2, line: 708, type: !97)
!1122 = !DILocation(line: 0, scope: !1117, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 821, column: 23, scope: !1109)
!1124 = !DILocation(line: 0, scope: !1125, inlinedAt: !1123)
!1125 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 710, column: 8)
!1126 = !DILocation(line: 710, column: 8, scope: !1117, inlinedAt: !1123)
!1127 = !DILocation(line: 715, column: 17, scope: !1128, inlinedAt: !1123)
!1128 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 714, column: 23)
!1129 = distinct !DILexicalBlock(scope: !1130, file: !2, line: 712, column: 20)
!1130 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 710, column: 28)
!1131 = !DILocation(line: 716, column: 20, scope: !1132, inlinedAt: !1123)
!1132 = distinct !DILexicalBlock(scope: !1128, file: !2, line: 716, column: 17)
!1133 = !{!1021, !346, i64 16}
!1134 = !DILocation(line: 764, column: 17, scope: !1135, inlinedAt: !1123)
!1135 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 763, column: 23)
!1136 = distinct !DILexicalBlock(scope: !1137, file: !2, line: 761, column: 20)
!1137 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 759, column: 11)
!1138 = !DILocation(line: 765, column: 20, scope: !1139, inlinedAt: !1123)
!1139 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 765, column: 17)
!1140 = !DILocation(line: 716, column: 34, scope: !1132, inlinedAt: !1123)
!1141 = !DILocation(line: 716, column: 17, scope: !1128, inlinedAt: !1123)
!1142 = !DILocation(line: 717, column: 51, scope: !1128, inlinedAt: !1123)
!1143 = !{!1021, !242, i64 12}
!1144 = !DILocation(line: 717, column: 34, scope: !1128, inlinedAt: !1123)
!1145 = !DILocation(line: 717, column: 46, scope: !1128, inlinedAt: !1123)
!1146 = !DILocation(line: 718, column: 13, scope: !1147, inlinedAt: !1123)
!1147 = distinct !DILexicalBlock(scope: !1128, file: !2, line: 718, column: 13)
!1148 = !{!1021, !346, i64 3184}
!1149 = !DILocation(line: 719, column: 29, scope: !1128, inlinedAt: !1123)
!1150 = !DILocation(line: 720, column: 16, scope: !1128, inlinedAt: !1123)
!1151 = !DILocation(line: 720, column: 22, scope: !1128, inlinedAt: !1123)
!1152 = !DILocation(line: 720, column: 30, scope: !1128, inlinedAt: !1123)
!1153 = !DILocation(line: 721, column: 22, scope: !1128, inlinedAt: !1123)
!1154 = !DILocation(line: 721, column: 31, scope: !1128, inlinedAt: !1123)
!1155 = !DILocation(line: 722, column: 22, scope: !1128, inlinedAt: !1123)
!1156 = !DILocation(line: 722, column: 36, scope: !1128, inlinedAt: !1123)
!1157 = !DILocation(line: 723, column: 41, scope: !1158, inlinedAt: !1123)
!1158 = distinct !DILexicalBlock(scope: !1128, file: !2, line: 723, column: 17)
!1159 = !DILocation(line: 723, column: 17, scope: !1128, inlinedAt: !1123)
!1160 = !DILocation(line: 723, column: 56, scope: !1158, inlinedAt: !1123)
!1161 = !DILocation(line: 723, column: 70, scope: !1158, inlinedAt: !1123)
!1162 = !DILocation(line: 723, column: 47, scope: !1158, inlinedAt: !1123)
!1163 = !DILocation(line: 715, column: 36, scope: !1164, inlinedAt: !1123)
!1164 = distinct !DILexicalBlock(scope: !1128, file: !2, line: 715, column: 17)
!1165 = distinct !{!1165, !1166, !1167}
!1166 = !DILocation(line: 714, column: 10, scope: !1129, inlinedAt: !1123)
!1167 = !DILocation(line: 724, column: 10, scope: !1129, inlinedAt: !1123)
!1168 = !DILocation(line: 727, column: 17, scope: !1169, inlinedAt: !1123)
!1169 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 727, column: 14)
!1170 = !{!1021, !346, i64 1092}
!1171 = !DILocation(line: 727, column: 35, scope: !1169, inlinedAt: !1123)
!1172 = !{!1021, !346, i64 64080}
!1173 = !DILocation(line: 727, column: 46, scope: !1169, inlinedAt: !1123)
!1174 = !DILocation(line: 727, column: 29, scope: !1169, inlinedAt: !1123)
!1175 = !DILocation(line: 727, column: 14, scope: !1129, inlinedAt: !1123)
!1176 = !DILocation(line: 730, column: 29, scope: !1177, inlinedAt: !1123)
!1177 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 730, column: 14)
!1178 = !DILocation(line: 730, column: 14, scope: !1129, inlinedAt: !1123)
!1179 = !DILocation(line: 733, column: 27, scope: !1129, inlinedAt: !1123)
!1180 = !DILocation(line: 734, column: 31, scope: !1129, inlinedAt: !1123)
!1181 = !{!1021, !346, i64 64}
!1182 = !DILocation(line: 734, column: 28, scope: !1129, inlinedAt: !1123)
!1183 = !DILocation(line: 734, column: 26, scope: !1129, inlinedAt: !1123)
!1184 = !DILocation(line: 735, column: 10, scope: !1185, inlinedAt: !1123)
!1185 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 735, column: 10)
!1186 = !{!1021, !346, i64 60}
!1187 = !{!1021, !346, i64 40}
!1188 = !DILocation(line: 735, column: 10, scope: !1129, inlinedAt: !1123)
!1189 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 735, column: 10, scope: !1129, inlinedAt: !1123)
!1191 = !DILocation(line: 0, scope: !1058, inlinedAt: !1190)
!1192 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1190)
!1193 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1190)
!1194 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1190)
!1195 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1190)
!1196 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1190)
!1197 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1190)
!1198 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1190)
!1199 = distinct !{!1199, !1200, !1201, !1081}
!1200 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1190)
!1201 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1190)
!1202 = !{!1021, !241, i64 3160}
!1203 = !{!1204, !1204, i64 0}
!1204 = !{!"short", !242, i64 0}
!1205 = !{!1021, !241, i64 3168}
!1206 = !DILocation(line: 735, column: 28, scope: !1207, inlinedAt: !1123)
!1207 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 735, column: 28)
!1208 = !{!1021, !346, i64 24}
!1209 = !DILocation(line: 735, column: 28, scope: !1129, inlinedAt: !1123)
!1210 = !DILocation(line: 735, column: 28, scope: !1211, inlinedAt: !1123)
!1211 = distinct !DILexicalBlock(scope: !1207, file: !2, line: 735, column: 28)
!1212 = !{!1021, !346, i64 28}
!1213 = !DILocation(line: 735, column: 28, scope: !1214, inlinedAt: !1123)
!1214 = distinct !DILexicalBlock(scope: !1211, file: !2, line: 735, column: 28)
!1215 = !DILocation(line: 736, column: 44, scope: !1129, inlinedAt: !1123)
!1216 = !DILocation(line: 737, column: 29, scope: !1217, inlinedAt: !1123)
!1217 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 737, column: 14)
!1218 = !DILocation(line: 737, column: 14, scope: !1129, inlinedAt: !1123)
!1219 = !DILocation(line: 736, column: 16, scope: !1129, inlinedAt: !1123)
!1220 = !DILocation(line: 738, column: 14, scope: !1221, inlinedAt: !1123)
!1221 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 738, column: 14)
!1222 = !DILocation(line: 738, column: 17, scope: !1221, inlinedAt: !1123)
!1223 = !DILocation(line: 738, column: 14, scope: !1129, inlinedAt: !1123)
!1224 = !DILocation(line: 738, column: 35, scope: !1225, inlinedAt: !1123)
!1225 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 738, column: 27)
!1226 = !DILocation(line: 738, column: 41, scope: !1225, inlinedAt: !1123)
!1227 = !DILocation(line: 715, column: 26, scope: !1164, inlinedAt: !1123)
!1228 = distinct !{!1228, !1229, !1230}
!1229 = !DILocation(line: 712, column: 7, scope: !1130, inlinedAt: !1123)
!1230 = !DILocation(line: 757, column: 7, scope: !1130, inlinedAt: !1123)
!1231 = !DILocation(line: 740, column: 27, scope: !1129, inlinedAt: !1123)
!1232 = !DILocation(line: 741, column: 10, scope: !1233, inlinedAt: !1123)
!1233 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 741, column: 10)
!1234 = !DILocation(line: 741, column: 10, scope: !1129, inlinedAt: !1123)
!1235 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 741, column: 10, scope: !1129, inlinedAt: !1123)
!1237 = !DILocation(line: 0, scope: !1058, inlinedAt: !1236)
!1238 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1236)
!1239 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1236)
!1240 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1236)
!1241 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1236)
!1242 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1236)
!1243 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1236)
!1244 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1236)
!1245 = distinct !{!1245, !1246, !1247, !1081}
!1246 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1236)
!1247 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1236)
!1248 = !DILocation(line: 741, column: 28, scope: !1249, inlinedAt: !1123)
!1249 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 741, column: 28)
!1250 = !DILocation(line: 741, column: 28, scope: !1129, inlinedAt: !1123)
!1251 = !DILocation(line: 741, column: 28, scope: !1252, inlinedAt: !1123)
!1252 = distinct !DILexicalBlock(scope: !1249, file: !2, line: 741, column: 28)
!1253 = !DILocation(line: 741, column: 28, scope: !1254, inlinedAt: !1123)
!1254 = distinct !DILexicalBlock(scope: !1252, file: !2, line: 741, column: 28)
!1255 = !DILocation(line: 742, column: 44, scope: !1129, inlinedAt: !1123)
!1256 = !DILocation(line: 743, column: 29, scope: !1257, inlinedAt: !1123)
!1257 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 743, column: 14)
!1258 = !DILocation(line: 743, column: 14, scope: !1129, inlinedAt: !1123)
!1259 = !DILocation(line: 742, column: 16, scope: !1129, inlinedAt: !1123)
!1260 = !DILocation(line: 744, column: 14, scope: !1261, inlinedAt: !1123)
!1261 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 744, column: 14)
!1262 = !DILocation(line: 744, column: 17, scope: !1261, inlinedAt: !1123)
!1263 = !DILocation(line: 744, column: 14, scope: !1129, inlinedAt: !1123)
!1264 = !DILocation(line: 744, column: 35, scope: !1265, inlinedAt: !1123)
!1265 = distinct !DILexicalBlock(scope: !1261, file: !2, line: 744, column: 27)
!1266 = !DILocation(line: 744, column: 41, scope: !1265, inlinedAt: !1123)
!1267 = !DILocation(line: 746, column: 27, scope: !1129, inlinedAt: !1123)
!1268 = !DILocation(line: 747, column: 10, scope: !1269, inlinedAt: !1123)
!1269 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 747, column: 10)
!1270 = !DILocation(line: 747, column: 10, scope: !1129, inlinedAt: !1123)
!1271 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 747, column: 10, scope: !1129, inlinedAt: !1123)
!1273 = !DILocation(line: 0, scope: !1058, inlinedAt: !1272)
!1274 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1272)
!1275 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1272)
!1276 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1272)
!1277 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1272)
!1278 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1272)
!1279 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1272)
!1280 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1272)
!1281 = distinct !{!1281, !1282, !1283, !1081}
!1282 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1272)
!1283 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1272)
!1284 = !DILocation(line: 747, column: 28, scope: !1285, inlinedAt: !1123)
!1285 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 747, column: 28)
!1286 = !DILocation(line: 747, column: 28, scope: !1129, inlinedAt: !1123)
!1287 = !DILocation(line: 747, column: 28, scope: !1288, inlinedAt: !1123)
!1288 = distinct !DILexicalBlock(scope: !1285, file: !2, line: 747, column: 28)
!1289 = !DILocation(line: 747, column: 28, scope: !1290, inlinedAt: !1123)
!1290 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 747, column: 28)
!1291 = !DILocation(line: 748, column: 44, scope: !1129, inlinedAt: !1123)
!1292 = !DILocation(line: 749, column: 29, scope: !1293, inlinedAt: !1123)
!1293 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 749, column: 14)
!1294 = !DILocation(line: 749, column: 14, scope: !1129, inlinedAt: !1123)
!1295 = !DILocation(line: 748, column: 16, scope: !1129, inlinedAt: !1123)
!1296 = !DILocation(line: 750, column: 14, scope: !1297, inlinedAt: !1123)
!1297 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 750, column: 14)
!1298 = !DILocation(line: 750, column: 17, scope: !1297, inlinedAt: !1123)
!1299 = !DILocation(line: 750, column: 14, scope: !1129, inlinedAt: !1123)
!1300 = !DILocation(line: 750, column: 35, scope: !1301, inlinedAt: !1123)
!1301 = distinct !DILexicalBlock(scope: !1297, file: !2, line: 750, column: 27)
!1302 = !DILocation(line: 750, column: 41, scope: !1301, inlinedAt: !1123)
!1303 = !DILocation(line: 752, column: 10, scope: !1304, inlinedAt: !1123)
!1304 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 752, column: 10)
!1305 = !DILocation(line: 752, column: 10, scope: !1129, inlinedAt: !1123)
!1306 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 752, column: 10, scope: !1129, inlinedAt: !1123)
!1308 = !DILocation(line: 0, scope: !1058, inlinedAt: !1307)
!1309 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1307)
!1310 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1307)
!1311 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1307)
!1312 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1307)
!1313 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1307)
!1314 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1307)
!1315 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1307)
!1316 = distinct !{!1316, !1317, !1318, !1081}
!1317 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1307)
!1318 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1307)
!1319 = !DILocation(line: 752, column: 28, scope: !1320, inlinedAt: !1123)
!1320 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 752, column: 28)
!1321 = !DILocation(line: 752, column: 28, scope: !1129, inlinedAt: !1123)
!1322 = !DILocation(line: 752, column: 28, scope: !1323, inlinedAt: !1123)
!1323 = distinct !DILexicalBlock(scope: !1320, file: !2, line: 752, column: 28)
!1324 = !DILocation(line: 752, column: 28, scope: !1325, inlinedAt: !1123)
!1325 = distinct !DILexicalBlock(scope: !1323, file: !2, line: 752, column: 28)
!1326 = !DILocation(line: 753, column: 16, scope: !1129, inlinedAt: !1123)
!1327 = !DILocation(line: 753, column: 44, scope: !1129, inlinedAt: !1123)
!1328 = !DILocation(line: 754, column: 30, scope: !1129, inlinedAt: !1123)
!1329 = !DILocation(line: 754, column: 41, scope: !1129, inlinedAt: !1123)
!1330 = !DILocation(line: 754, column: 27, scope: !1129, inlinedAt: !1123)
!1331 = !DILocation(line: 755, column: 10, scope: !1332, inlinedAt: !1123)
!1332 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 755, column: 10)
!1333 = !DILocation(line: 755, column: 10, scope: !1129, inlinedAt: !1123)
!1334 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 755, column: 10, scope: !1129, inlinedAt: !1123)
!1336 = !DILocation(line: 0, scope: !1058, inlinedAt: !1335)
!1337 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1335)
!1338 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1335)
!1339 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1335)
!1340 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1335)
!1341 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1335)
!1342 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1335)
!1343 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1335)
!1344 = distinct !{!1344, !1345, !1346, !1081}
!1345 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1335)
!1346 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1335)
!1347 = !DILocation(line: 755, column: 31, scope: !1348, inlinedAt: !1123)
!1348 = distinct !DILexicalBlock(scope: !1129, file: !2, line: 755, column: 31)
!1349 = !DILocation(line: 755, column: 31, scope: !1129, inlinedAt: !1123)
!1350 = !DILocation(line: 755, column: 31, scope: !1351, inlinedAt: !1123)
!1351 = distinct !DILexicalBlock(scope: !1348, file: !2, line: 755, column: 31)
!1352 = !DILocation(line: 755, column: 31, scope: !1353, inlinedAt: !1123)
!1353 = distinct !DILexicalBlock(scope: !1351, file: !2, line: 755, column: 31)
!1354 = !DILocation(line: 756, column: 19, scope: !1129, inlinedAt: !1123)
!1355 = !DILocation(line: 756, column: 16, scope: !1129, inlinedAt: !1123)
!1356 = !DILocation(line: 756, column: 47, scope: !1129, inlinedAt: !1123)
!1357 = !DILocation(line: 765, column: 34, scope: !1139, inlinedAt: !1123)
!1358 = !DILocation(line: 765, column: 17, scope: !1135, inlinedAt: !1123)
!1359 = !DILocation(line: 766, column: 51, scope: !1135, inlinedAt: !1123)
!1360 = !DILocation(line: 766, column: 34, scope: !1135, inlinedAt: !1123)
!1361 = !DILocation(line: 766, column: 46, scope: !1135, inlinedAt: !1123)
!1362 = !DILocation(line: 767, column: 13, scope: !1363, inlinedAt: !1123)
!1363 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 767, column: 13)
!1364 = !DILocation(line: 768, column: 29, scope: !1135, inlinedAt: !1123)
!1365 = !DILocation(line: 769, column: 16, scope: !1135, inlinedAt: !1123)
!1366 = !DILocation(line: 769, column: 22, scope: !1135, inlinedAt: !1123)
!1367 = !DILocation(line: 769, column: 30, scope: !1135, inlinedAt: !1123)
!1368 = !DILocation(line: 770, column: 22, scope: !1135, inlinedAt: !1123)
!1369 = !DILocation(line: 770, column: 31, scope: !1135, inlinedAt: !1123)
!1370 = !DILocation(line: 771, column: 22, scope: !1135, inlinedAt: !1123)
!1371 = !DILocation(line: 771, column: 36, scope: !1135, inlinedAt: !1123)
!1372 = !DILocation(line: 772, column: 41, scope: !1373, inlinedAt: !1123)
!1373 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 772, column: 17)
!1374 = !DILocation(line: 772, column: 17, scope: !1135, inlinedAt: !1123)
!1375 = !DILocation(line: 772, column: 56, scope: !1373, inlinedAt: !1123)
!1376 = !DILocation(line: 772, column: 70, scope: !1373, inlinedAt: !1123)
!1377 = !DILocation(line: 772, column: 47, scope: !1373, inlinedAt: !1123)
!1378 = !DILocation(line: 764, column: 36, scope: !1379, inlinedAt: !1123)
!1379 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 764, column: 17)
!1380 = distinct !{!1380, !1381, !1382}
!1381 = !DILocation(line: 763, column: 10, scope: !1136, inlinedAt: !1123)
!1382 = !DILocation(line: 773, column: 10, scope: !1136, inlinedAt: !1123)
!1383 = !DILocation(line: 776, column: 17, scope: !1384, inlinedAt: !1123)
!1384 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 776, column: 14)
!1385 = !DILocation(line: 776, column: 35, scope: !1384, inlinedAt: !1123)
!1386 = !DILocation(line: 776, column: 46, scope: !1384, inlinedAt: !1123)
!1387 = !DILocation(line: 776, column: 29, scope: !1384, inlinedAt: !1123)
!1388 = !DILocation(line: 776, column: 14, scope: !1136, inlinedAt: !1123)
!1389 = !DILocation(line: 779, column: 29, scope: !1390, inlinedAt: !1123)
!1390 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 779, column: 14)
!1391 = !DILocation(line: 779, column: 14, scope: !1136, inlinedAt: !1123)
!1392 = !DILocation(line: 782, column: 27, scope: !1136, inlinedAt: !1123)
!1393 = !DILocation(line: 783, column: 31, scope: !1136, inlinedAt: !1123)
!1394 = !DILocation(line: 783, column: 28, scope: !1136, inlinedAt: !1123)
!1395 = !DILocation(line: 783, column: 26, scope: !1136, inlinedAt: !1123)
!1396 = !DILocation(line: 784, column: 10, scope: !1397, inlinedAt: !1123)
!1397 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 784, column: 10)
!1398 = !DILocation(line: 784, column: 10, scope: !1136, inlinedAt: !1123)
!1399 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 784, column: 10, scope: !1136, inlinedAt: !1123)
!1401 = !DILocation(line: 0, scope: !1058, inlinedAt: !1400)
!1402 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1400)
!1403 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1400)
!1404 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1400)
!1405 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1400)
!1406 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1400)
!1407 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1400)
!1408 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1400)
!1409 = distinct !{!1409, !1410, !1411, !1081}
!1410 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1400)
!1411 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1400)
!1412 = !DILocation(line: 784, column: 42, scope: !1136, inlinedAt: !1123)
!1413 = !DILocation(line: 785, column: 29, scope: !1414, inlinedAt: !1123)
!1414 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 785, column: 14)
!1415 = !DILocation(line: 785, column: 14, scope: !1136, inlinedAt: !1123)
!1416 = !DILocation(line: 786, column: 14, scope: !1417, inlinedAt: !1123)
!1417 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 786, column: 14)
!1418 = !DILocation(line: 786, column: 17, scope: !1417, inlinedAt: !1123)
!1419 = !DILocation(line: 786, column: 14, scope: !1136, inlinedAt: !1123)
!1420 = !DILocation(line: 786, column: 35, scope: !1421, inlinedAt: !1123)
!1421 = distinct !DILexicalBlock(scope: !1417, file: !2, line: 786, column: 27)
!1422 = !DILocation(line: 786, column: 41, scope: !1421, inlinedAt: !1123)
!1423 = !DILocation(line: 764, column: 26, scope: !1379, inlinedAt: !1123)
!1424 = distinct !{!1424, !1425, !1426}
!1425 = !DILocation(line: 761, column: 7, scope: !1137, inlinedAt: !1123)
!1426 = !DILocation(line: 801, column: 7, scope: !1137, inlinedAt: !1123)
!1427 = !DILocation(line: 788, column: 27, scope: !1136, inlinedAt: !1123)
!1428 = !DILocation(line: 789, column: 10, scope: !1429, inlinedAt: !1123)
!1429 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 789, column: 10)
!1430 = !DILocation(line: 789, column: 10, scope: !1136, inlinedAt: !1123)
!1431 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 789, column: 10, scope: !1136, inlinedAt: !1123)
!1433 = !DILocation(line: 0, scope: !1058, inlinedAt: !1432)
!1434 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1432)
!1435 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1432)
!1436 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1432)
!1437 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1432)
!1438 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1432)
!1439 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1432)
!1440 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1432)
!1441 = distinct !{!1441, !1442, !1443, !1081}
!1442 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1432)
!1443 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1432)
!1444 = !DILocation(line: 789, column: 42, scope: !1136, inlinedAt: !1123)
!1445 = !DILocation(line: 790, column: 29, scope: !1446, inlinedAt: !1123)
!1446 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 790, column: 14)
!1447 = !DILocation(line: 790, column: 14, scope: !1136, inlinedAt: !1123)
!1448 = !DILocation(line: 791, column: 14, scope: !1449, inlinedAt: !1123)
!1449 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 791, column: 14)
!1450 = !DILocation(line: 791, column: 17, scope: !1449, inlinedAt: !1123)
!1451 = !DILocation(line: 791, column: 14, scope: !1136, inlinedAt: !1123)
!1452 = !DILocation(line: 791, column: 35, scope: !1453, inlinedAt: !1123)
!1453 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 791, column: 27)
!1454 = !DILocation(line: 791, column: 41, scope: !1453, inlinedAt: !1123)
!1455 = !DILocation(line: 793, column: 27, scope: !1136, inlinedAt: !1123)
!1456 = !DILocation(line: 794, column: 10, scope: !1457, inlinedAt: !1123)
!1457 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 794, column: 10)
!1458 = !DILocation(line: 794, column: 10, scope: !1136, inlinedAt: !1123)
!1459 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 794, column: 10, scope: !1136, inlinedAt: !1123)
!1461 = !DILocation(line: 0, scope: !1058, inlinedAt: !1460)
!1462 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1460)
!1463 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1460)
!1464 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1460)
!1465 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1460)
!1466 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1460)
!1467 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1460)
!1468 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1460)
!1469 = distinct !{!1469, !1470, !1471, !1081}
!1470 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1460)
!1471 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1460)
!1472 = !DILocation(line: 794, column: 42, scope: !1136, inlinedAt: !1123)
!1473 = !DILocation(line: 795, column: 29, scope: !1474, inlinedAt: !1123)
!1474 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 795, column: 14)
!1475 = !DILocation(line: 795, column: 14, scope: !1136, inlinedAt: !1123)
!1476 = !DILocation(line: 796, column: 14, scope: !1477, inlinedAt: !1123)
!1477 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 796, column: 14)
!1478 = !DILocation(line: 796, column: 17, scope: !1477, inlinedAt: !1123)
!1479 = !DILocation(line: 796, column: 14, scope: !1136, inlinedAt: !1123)
!1480 = !DILocation(line: 796, column: 35, scope: !1481, inlinedAt: !1123)
!1481 = distinct !DILexicalBlock(scope: !1477, file: !2, line: 796, column: 27)
!1482 = !DILocation(line: 796, column: 41, scope: !1481, inlinedAt: !1123)
!1483 = !DILocation(line: 798, column: 10, scope: !1484, inlinedAt: !1123)
!1484 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 798, column: 10)
!1485 = !DILocation(line: 798, column: 10, scope: !1136, inlinedAt: !1123)
!1486 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 798, column: 10, scope: !1136, inlinedAt: !1123)
!1488 = !DILocation(line: 0, scope: !1058, inlinedAt: !1487)
!1489 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1487)
!1490 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1487)
!1491 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1487)
!1492 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1487)
!1493 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1487)
!1494 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1487)
!1495 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1487)
!1496 = distinct !{!1496, !1497, !1498, !1081}
!1497 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1487)
!1498 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1487)
!1499 = !DILocation(line: 798, column: 42, scope: !1136, inlinedAt: !1123)
!1500 = !DILocation(line: 799, column: 30, scope: !1136, inlinedAt: !1123)
!1501 = !DILocation(line: 799, column: 41, scope: !1136, inlinedAt: !1123)
!1502 = !DILocation(line: 799, column: 27, scope: !1136, inlinedAt: !1123)
!1503 = !DILocation(line: 800, column: 10, scope: !1504, inlinedAt: !1123)
!1504 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 800, column: 10)
!1505 = !DILocation(line: 800, column: 10, scope: !1136, inlinedAt: !1123)
!1506 = !DILocation(line: 691, column: 7, scope: !1058, inlinedAt: !1507)
!1507 = distinct !DILocation(line: 800, column: 10, scope: !1136, inlinedAt: !1123)
!1508 = !DILocation(line: 0, scope: !1058, inlinedAt: !1507)
!1509 = !DILocation(line: 693, column: 17, scope: !1071, inlinedAt: !1507)
!1510 = !DILocation(line: 693, column: 23, scope: !1071, inlinedAt: !1507)
!1511 = !DILocation(line: 694, column: 19, scope: !1074, inlinedAt: !1507)
!1512 = !DILocation(line: 694, column: 16, scope: !1074, inlinedAt: !1507)
!1513 = !DILocation(line: 696, column: 14, scope: !1058, inlinedAt: !1507)
!1514 = !DILocation(line: 696, column: 19, scope: !1058, inlinedAt: !1507)
!1515 = !DILocation(line: 695, column: 4, scope: !1071, inlinedAt: !1507)
!1516 = distinct !{!1516, !1517, !1518, !1081}
!1517 = !DILocation(line: 692, column: 4, scope: !1058, inlinedAt: !1507)
!1518 = !DILocation(line: 696, column: 23, scope: !1058, inlinedAt: !1507)
!1519 = !DILocation(line: 800, column: 45, scope: !1136, inlinedAt: !1123)
!1520 = !DILocalVariable(name: "s", arg: 1, scope: !1521, file: !2, line: 536, type: !919)
!1521 = distinct !DISubprogram(name: "unRLE_obuf_to_output_FAST", scope: !2, file: !2, line: 536, type: !1118, scopeLine: 537, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1522)
!1522 = !{!1520, !1523, !1524, !1527, !1528, !1529, !1530, !1531, !1532, !1533, !1534, !1535, !1536, !1537, !1538, !1539, !1543}
!1523 = !DILocalVariable(name: "k1", scope: !1521, file: !2, line: 538, type: !97)
!1524 = !DILocalVariable(name: "c_calculatedBlockCRC", scope: !1525, file: !2, line: 592, type: !104)
!1525 = distinct !DILexicalBlock(scope: !1526, file: !2, line: 589, column: 11)
!1526 = distinct !DILexicalBlock(scope: !1521, file: !2, line: 540, column: 8)
!1527 = !DILocalVariable(name: "c_state_out_ch", scope: !1525, file: !2, line: 593, type: !97)
!1528 = !DILocalVariable(name: "c_state_out_len", scope: !1525, file: !2, line: 594, type: !177)
!1529 = !DILocalVariable(name: "c_nblock_used", scope: !1525, file: !2, line: 595, type: !177)
!1530 = !DILocalVariable(name: "c_k0", scope: !1525, file: !2, line: 596, type: !177)
!1531 = !DILocalVariable(name: "c_tt", scope: !1525, file: !2, line: 597, type: !103)
!1532 = !DILocalVariable(name: "c_tPos", scope: !1525, file: !2, line: 598, type: !104)
!1533 = !DILocalVariable(name: "cs_next_out", scope: !1525, file: !2, line: 599, type: !120)
!1534 = !DILocalVariable(name: "cs_avail_out", scope: !1525, file: !2, line: 600, type: !80)
!1535 = !DILocalVariable(name: "ro_blockSize100k", scope: !1525, file: !2, line: 601, type: !177)
!1536 = !DILocalVariable(name: "avail_out_INIT", scope: !1525, file: !2, line: 604, type: !104)
!1537 = !DILocalVariable(name: "s_save_nblockPP", scope: !1525, file: !2, line: 605, type: !177)
!1538 = !DILocalVariable(name: "total_out_lo32_old", scope: !1525, file: !2, line: 606, type: !80)
!1539 = !DILabel(scope: !1540, name: "s_state_out_len_eq_one", file: !2, line: 621)
!1540 = distinct !DILexicalBlock(scope: !1541, file: !2, line: 611, column: 35)
!1541 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 611, column: 14)
!1542 = distinct !DILexicalBlock(scope: !1525, file: !2, line: 608, column: 20)
!1543 = !DILabel(scope: !1525, name: "return_notr", file: !2, line: 663)
!1544 = !DILocation(line: 0, scope: !1521, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 822, column: 23, scope: !1109)
!1546 = !DILocation(line: 540, column: 8, scope: !1521, inlinedAt: !1545)
!1547 = !DILocation(line: 545, column: 20, scope: !1548, inlinedAt: !1545)
!1548 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 545, column: 17)
!1549 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 544, column: 23)
!1550 = distinct !DILexicalBlock(scope: !1551, file: !2, line: 542, column: 20)
!1551 = distinct !DILexicalBlock(scope: !1526, file: !2, line: 540, column: 28)
!1552 = !DILocation(line: 545, column: 26, scope: !1548, inlinedAt: !1545)
!1553 = !DILocation(line: 545, column: 36, scope: !1548, inlinedAt: !1545)
!1554 = !DILocation(line: 545, column: 17, scope: !1549, inlinedAt: !1545)
!1555 = !DILocation(line: 546, column: 20, scope: !1556, inlinedAt: !1545)
!1556 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 546, column: 17)
!1557 = !DILocation(line: 546, column: 17, scope: !1549, inlinedAt: !1545)
!1558 = !DILocation(line: 546, column: 34, scope: !1556, inlinedAt: !1545)
!1559 = !DILocation(line: 547, column: 51, scope: !1549, inlinedAt: !1545)
!1560 = !DILocation(line: 547, column: 34, scope: !1549, inlinedAt: !1545)
!1561 = !DILocation(line: 547, column: 46, scope: !1549, inlinedAt: !1545)
!1562 = !DILocation(line: 548, column: 13, scope: !1563, inlinedAt: !1545)
!1563 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 548, column: 13)
!1564 = !DILocation(line: 549, column: 29, scope: !1549, inlinedAt: !1545)
!1565 = !DILocation(line: 550, column: 16, scope: !1549, inlinedAt: !1545)
!1566 = !DILocation(line: 550, column: 22, scope: !1549, inlinedAt: !1545)
!1567 = !DILocation(line: 550, column: 30, scope: !1549, inlinedAt: !1545)
!1568 = !DILocation(line: 551, column: 22, scope: !1549, inlinedAt: !1545)
!1569 = !DILocation(line: 551, column: 31, scope: !1549, inlinedAt: !1545)
!1570 = !DILocation(line: 552, column: 22, scope: !1549, inlinedAt: !1545)
!1571 = !DILocation(line: 552, column: 36, scope: !1549, inlinedAt: !1545)
!1572 = !DILocation(line: 553, column: 41, scope: !1573, inlinedAt: !1545)
!1573 = distinct !DILexicalBlock(scope: !1549, file: !2, line: 553, column: 17)
!1574 = !DILocation(line: 553, column: 17, scope: !1549, inlinedAt: !1545)
!1575 = !DILocation(line: 553, column: 56, scope: !1573, inlinedAt: !1545)
!1576 = !DILocation(line: 553, column: 70, scope: !1573, inlinedAt: !1545)
!1577 = !DILocation(line: 553, column: 47, scope: !1573, inlinedAt: !1545)
!1578 = distinct !{!1578, !1579, !1580}
!1579 = !DILocation(line: 544, column: 10, scope: !1550, inlinedAt: !1545)
!1580 = !DILocation(line: 554, column: 10, scope: !1550, inlinedAt: !1545)
!1581 = !DILocation(line: 557, column: 17, scope: !1582, inlinedAt: !1545)
!1582 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 557, column: 14)
!1583 = !DILocation(line: 557, column: 35, scope: !1582, inlinedAt: !1545)
!1584 = !DILocation(line: 557, column: 46, scope: !1582, inlinedAt: !1545)
!1585 = !DILocation(line: 557, column: 29, scope: !1582, inlinedAt: !1545)
!1586 = !DILocation(line: 557, column: 14, scope: !1550, inlinedAt: !1545)
!1587 = !DILocation(line: 560, column: 29, scope: !1588, inlinedAt: !1545)
!1588 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 560, column: 14)
!1589 = !DILocation(line: 560, column: 14, scope: !1550, inlinedAt: !1545)
!1590 = !DILocation(line: 563, column: 27, scope: !1550, inlinedAt: !1545)
!1591 = !DILocation(line: 564, column: 31, scope: !1550, inlinedAt: !1545)
!1592 = !DILocation(line: 564, column: 28, scope: !1550, inlinedAt: !1545)
!1593 = !DILocation(line: 564, column: 26, scope: !1550, inlinedAt: !1545)
!1594 = !DILocation(line: 565, column: 10, scope: !1595, inlinedAt: !1545)
!1595 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 565, column: 10)
!1596 = !DILocation(line: 565, column: 10, scope: !1550, inlinedAt: !1545)
!1597 = !{!1021, !241, i64 3152}
!1598 = !DILocation(line: 565, column: 27, scope: !1599, inlinedAt: !1545)
!1599 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 565, column: 27)
!1600 = !DILocation(line: 565, column: 27, scope: !1550, inlinedAt: !1545)
!1601 = !DILocation(line: 565, column: 27, scope: !1602, inlinedAt: !1545)
!1602 = distinct !DILexicalBlock(scope: !1599, file: !2, line: 565, column: 27)
!1603 = !DILocation(line: 565, column: 27, scope: !1604, inlinedAt: !1545)
!1604 = distinct !DILexicalBlock(scope: !1602, file: !2, line: 565, column: 27)
!1605 = !DILocation(line: 566, column: 44, scope: !1550, inlinedAt: !1545)
!1606 = !DILocation(line: 567, column: 29, scope: !1607, inlinedAt: !1545)
!1607 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 567, column: 14)
!1608 = !DILocation(line: 567, column: 14, scope: !1550, inlinedAt: !1545)
!1609 = !DILocation(line: 566, column: 16, scope: !1550, inlinedAt: !1545)
!1610 = !DILocation(line: 568, column: 14, scope: !1611, inlinedAt: !1545)
!1611 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 568, column: 14)
!1612 = !DILocation(line: 568, column: 17, scope: !1611, inlinedAt: !1545)
!1613 = !DILocation(line: 568, column: 14, scope: !1550, inlinedAt: !1545)
!1614 = !DILocation(line: 568, column: 35, scope: !1615, inlinedAt: !1545)
!1615 = distinct !DILexicalBlock(scope: !1611, file: !2, line: 568, column: 27)
!1616 = !DILocation(line: 568, column: 41, scope: !1615, inlinedAt: !1545)
!1617 = distinct !{!1617, !1618, !1619}
!1618 = !DILocation(line: 542, column: 7, scope: !1551, inlinedAt: !1545)
!1619 = !DILocation(line: 587, column: 7, scope: !1551, inlinedAt: !1545)
!1620 = !DILocation(line: 570, column: 27, scope: !1550, inlinedAt: !1545)
!1621 = !DILocation(line: 571, column: 10, scope: !1622, inlinedAt: !1545)
!1622 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 571, column: 10)
!1623 = !DILocation(line: 571, column: 10, scope: !1550, inlinedAt: !1545)
!1624 = !DILocation(line: 571, column: 27, scope: !1625, inlinedAt: !1545)
!1625 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 571, column: 27)
!1626 = !DILocation(line: 571, column: 27, scope: !1550, inlinedAt: !1545)
!1627 = !DILocation(line: 571, column: 27, scope: !1628, inlinedAt: !1545)
!1628 = distinct !DILexicalBlock(scope: !1625, file: !2, line: 571, column: 27)
!1629 = !DILocation(line: 571, column: 27, scope: !1630, inlinedAt: !1545)
!1630 = distinct !DILexicalBlock(scope: !1628, file: !2, line: 571, column: 27)
!1631 = !DILocation(line: 572, column: 44, scope: !1550, inlinedAt: !1545)
!1632 = !DILocation(line: 573, column: 29, scope: !1633, inlinedAt: !1545)
!1633 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 573, column: 14)
!1634 = !DILocation(line: 573, column: 14, scope: !1550, inlinedAt: !1545)
!1635 = !DILocation(line: 572, column: 16, scope: !1550, inlinedAt: !1545)
!1636 = !DILocation(line: 574, column: 14, scope: !1637, inlinedAt: !1545)
!1637 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 574, column: 14)
!1638 = !DILocation(line: 574, column: 17, scope: !1637, inlinedAt: !1545)
!1639 = !DILocation(line: 574, column: 14, scope: !1550, inlinedAt: !1545)
!1640 = !DILocation(line: 574, column: 35, scope: !1641, inlinedAt: !1545)
!1641 = distinct !DILexicalBlock(scope: !1637, file: !2, line: 574, column: 27)
!1642 = !DILocation(line: 574, column: 41, scope: !1641, inlinedAt: !1545)
!1643 = !DILocation(line: 576, column: 27, scope: !1550, inlinedAt: !1545)
!1644 = !DILocation(line: 577, column: 10, scope: !1645, inlinedAt: !1545)
!1645 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 577, column: 10)
!1646 = !DILocation(line: 577, column: 10, scope: !1550, inlinedAt: !1545)
!1647 = !DILocation(line: 577, column: 27, scope: !1648, inlinedAt: !1545)
!1648 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 577, column: 27)
!1649 = !DILocation(line: 577, column: 27, scope: !1550, inlinedAt: !1545)
!1650 = !DILocation(line: 577, column: 27, scope: !1651, inlinedAt: !1545)
!1651 = distinct !DILexicalBlock(scope: !1648, file: !2, line: 577, column: 27)
!1652 = !DILocation(line: 577, column: 27, scope: !1653, inlinedAt: !1545)
!1653 = distinct !DILexicalBlock(scope: !1651, file: !2, line: 577, column: 27)
!1654 = !DILocation(line: 578, column: 44, scope: !1550, inlinedAt: !1545)
!1655 = !DILocation(line: 579, column: 29, scope: !1656, inlinedAt: !1545)
!1656 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 579, column: 14)
!1657 = !DILocation(line: 579, column: 14, scope: !1550, inlinedAt: !1545)
!1658 = !DILocation(line: 578, column: 16, scope: !1550, inlinedAt: !1545)
!1659 = !DILocation(line: 580, column: 14, scope: !1660, inlinedAt: !1545)
!1660 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 580, column: 14)
!1661 = !DILocation(line: 580, column: 17, scope: !1660, inlinedAt: !1545)
!1662 = !DILocation(line: 580, column: 14, scope: !1550, inlinedAt: !1545)
!1663 = !DILocation(line: 580, column: 35, scope: !1664, inlinedAt: !1545)
!1664 = distinct !DILexicalBlock(scope: !1660, file: !2, line: 580, column: 27)
!1665 = !DILocation(line: 580, column: 41, scope: !1664, inlinedAt: !1545)
!1666 = !DILocation(line: 582, column: 10, scope: !1667, inlinedAt: !1545)
!1667 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 582, column: 10)
!1668 = !DILocation(line: 582, column: 10, scope: !1550, inlinedAt: !1545)
!1669 = !DILocation(line: 582, column: 27, scope: !1670, inlinedAt: !1545)
!1670 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 582, column: 27)
!1671 = !DILocation(line: 582, column: 27, scope: !1550, inlinedAt: !1545)
!1672 = !DILocation(line: 582, column: 27, scope: !1673, inlinedAt: !1545)
!1673 = distinct !DILexicalBlock(scope: !1670, file: !2, line: 582, column: 27)
!1674 = !DILocation(line: 582, column: 27, scope: !1675, inlinedAt: !1545)
!1675 = distinct !DILexicalBlock(scope: !1673, file: !2, line: 582, column: 27)
!1676 = !DILocation(line: 583, column: 16, scope: !1550, inlinedAt: !1545)
!1677 = !DILocation(line: 583, column: 44, scope: !1550, inlinedAt: !1545)
!1678 = !DILocation(line: 584, column: 30, scope: !1550, inlinedAt: !1545)
!1679 = !DILocation(line: 584, column: 41, scope: !1550, inlinedAt: !1545)
!1680 = !DILocation(line: 584, column: 27, scope: !1550, inlinedAt: !1545)
!1681 = !DILocation(line: 585, column: 10, scope: !1682, inlinedAt: !1545)
!1682 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 585, column: 10)
!1683 = !DILocation(line: 585, column: 10, scope: !1550, inlinedAt: !1545)
!1684 = !DILocation(line: 585, column: 30, scope: !1685, inlinedAt: !1545)
!1685 = distinct !DILexicalBlock(scope: !1550, file: !2, line: 585, column: 30)
!1686 = !DILocation(line: 585, column: 30, scope: !1550, inlinedAt: !1545)
!1687 = !DILocation(line: 585, column: 30, scope: !1688, inlinedAt: !1545)
!1688 = distinct !DILexicalBlock(scope: !1685, file: !2, line: 585, column: 30)
!1689 = !DILocation(line: 585, column: 30, scope: !1690, inlinedAt: !1545)
!1690 = distinct !DILexicalBlock(scope: !1688, file: !2, line: 585, column: 30)
!1691 = !DILocation(line: 586, column: 19, scope: !1550, inlinedAt: !1545)
!1692 = !DILocation(line: 586, column: 16, scope: !1550, inlinedAt: !1545)
!1693 = !DILocation(line: 586, column: 47, scope: !1550, inlinedAt: !1545)
!1694 = !DILocation(line: 592, column: 47, scope: !1525, inlinedAt: !1545)
!1695 = !DILocation(line: 0, scope: !1525, inlinedAt: !1545)
!1696 = !DILocation(line: 593, column: 47, scope: !1525, inlinedAt: !1545)
!1697 = !DILocation(line: 594, column: 47, scope: !1525, inlinedAt: !1545)
!1698 = !DILocation(line: 595, column: 47, scope: !1525, inlinedAt: !1545)
!1699 = !DILocation(line: 596, column: 47, scope: !1525, inlinedAt: !1545)
!1700 = !DILocation(line: 597, column: 47, scope: !1525, inlinedAt: !1545)
!1701 = !DILocation(line: 598, column: 47, scope: !1525, inlinedAt: !1545)
!1702 = !DILocation(line: 599, column: 47, scope: !1525, inlinedAt: !1545)
!1703 = !DILocation(line: 599, column: 53, scope: !1525, inlinedAt: !1545)
!1704 = !DILocation(line: 600, column: 53, scope: !1525, inlinedAt: !1545)
!1705 = !DILocation(line: 601, column: 47, scope: !1525, inlinedAt: !1545)
!1706 = !DILocation(line: 605, column: 41, scope: !1525, inlinedAt: !1545)
!1707 = !DILocation(line: 605, column: 52, scope: !1525, inlinedAt: !1545)
!1708 = !DILocation(line: 608, column: 7, scope: !1525, inlinedAt: !1545)
!1709 = !DILocation(line: 611, column: 30, scope: !1541, inlinedAt: !1545)
!1710 = !DILocation(line: 611, column: 14, scope: !1542, inlinedAt: !1545)
!1711 = !DILocation(line: 613, column: 33, scope: !1712, inlinedAt: !1545)
!1712 = distinct !DILexicalBlock(scope: !1713, file: !2, line: 613, column: 20)
!1713 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 612, column: 26)
!1714 = !DILocation(line: 613, column: 20, scope: !1713, inlinedAt: !1545)
!1715 = !DILocation(line: 614, column: 36, scope: !1716, inlinedAt: !1545)
!1716 = distinct !DILexicalBlock(scope: !1713, file: !2, line: 614, column: 20)
!1717 = !DILocation(line: 614, column: 20, scope: !1713, inlinedAt: !1545)
!1718 = !DILocation(line: 615, column: 43, scope: !1713, inlinedAt: !1545)
!1719 = !DILocation(line: 616, column: 16, scope: !1720, inlinedAt: !1545)
!1720 = distinct !DILexicalBlock(scope: !1713, file: !2, line: 616, column: 16)
!1721 = !DILocation(line: 617, column: 31, scope: !1713, inlinedAt: !1545)
!1722 = !DILocation(line: 618, column: 27, scope: !1713, inlinedAt: !1545)
!1723 = !DILocation(line: 619, column: 28, scope: !1713, inlinedAt: !1545)
!1724 = distinct !{!1724, !1725, !1726}
!1725 = !DILocation(line: 612, column: 13, scope: !1540, inlinedAt: !1545)
!1726 = !DILocation(line: 620, column: 13, scope: !1540, inlinedAt: !1545)
!1727 = !DILocation(line: 621, column: 13, scope: !1540, inlinedAt: !1545)
!1728 = !DILocation(line: 623, column: 33, scope: !1729, inlinedAt: !1545)
!1729 = distinct !DILexicalBlock(scope: !1730, file: !2, line: 623, column: 20)
!1730 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 622, column: 13)
!1731 = !DILocation(line: 623, column: 20, scope: !1730, inlinedAt: !1545)
!1732 = !DILocation(line: 626, column: 43, scope: !1730, inlinedAt: !1545)
!1733 = !DILocation(line: 627, column: 16, scope: !1734, inlinedAt: !1545)
!1734 = distinct !DILexicalBlock(scope: !1730, file: !2, line: 627, column: 16)
!1735 = !DILocation(line: 628, column: 27, scope: !1730, inlinedAt: !1545)
!1736 = !DILocation(line: 629, column: 28, scope: !1730, inlinedAt: !1545)
!1737 = !DILocation(line: 631, column: 10, scope: !1540, inlinedAt: !1545)
!1738 = !DILocation(line: 595, column: 21, scope: !1525, inlinedAt: !1545)
!1739 = !DILocation(line: 596, column: 21, scope: !1525, inlinedAt: !1545)
!1740 = !DILocation(line: 593, column: 21, scope: !1525, inlinedAt: !1545)
!1741 = !DILocation(line: 598, column: 21, scope: !1525, inlinedAt: !1545)
!1742 = !DILocation(line: 633, column: 28, scope: !1743, inlinedAt: !1545)
!1743 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 633, column: 14)
!1744 = !DILocation(line: 633, column: 14, scope: !1542, inlinedAt: !1545)
!1745 = !DILocation(line: 637, column: 28, scope: !1746, inlinedAt: !1545)
!1746 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 637, column: 14)
!1747 = !DILocation(line: 637, column: 14, scope: !1542, inlinedAt: !1545)
!1748 = !DILocation(line: 640, column: 27, scope: !1542, inlinedAt: !1545)
!1749 = !DILocation(line: 641, column: 10, scope: !1750, inlinedAt: !1545)
!1750 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 641, column: 10)
!1751 = !DILocation(line: 641, column: 10, scope: !1542, inlinedAt: !1545)
!1752 = !DILocation(line: 641, column: 42, scope: !1542, inlinedAt: !1545)
!1753 = !DILocation(line: 642, column: 14, scope: !1754, inlinedAt: !1545)
!1754 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 642, column: 14)
!1755 = !DILocation(line: 642, column: 17, scope: !1754, inlinedAt: !1545)
!1756 = !DILocation(line: 642, column: 14, scope: !1542, inlinedAt: !1545)
!1757 = !DILocation(line: 645, column: 28, scope: !1758, inlinedAt: !1545)
!1758 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 645, column: 14)
!1759 = !DILocation(line: 645, column: 14, scope: !1542, inlinedAt: !1545)
!1760 = !DILocation(line: 649, column: 10, scope: !1761, inlinedAt: !1545)
!1761 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 649, column: 10)
!1762 = !DILocation(line: 649, column: 10, scope: !1542, inlinedAt: !1545)
!1763 = !DILocation(line: 649, column: 42, scope: !1542, inlinedAt: !1545)
!1764 = !DILocation(line: 650, column: 28, scope: !1765, inlinedAt: !1545)
!1765 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 650, column: 14)
!1766 = !DILocation(line: 650, column: 14, scope: !1542, inlinedAt: !1545)
!1767 = !DILocation(line: 651, column: 14, scope: !1768, inlinedAt: !1545)
!1768 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 651, column: 14)
!1769 = !DILocation(line: 651, column: 17, scope: !1768, inlinedAt: !1545)
!1770 = !DILocation(line: 651, column: 14, scope: !1542, inlinedAt: !1545)
!1771 = !DILocation(line: 654, column: 10, scope: !1772, inlinedAt: !1545)
!1772 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 654, column: 10)
!1773 = !DILocation(line: 654, column: 10, scope: !1542, inlinedAt: !1545)
!1774 = !DILocation(line: 654, column: 42, scope: !1542, inlinedAt: !1545)
!1775 = !DILocation(line: 655, column: 28, scope: !1776, inlinedAt: !1545)
!1776 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 655, column: 14)
!1777 = !DILocation(line: 655, column: 14, scope: !1542, inlinedAt: !1545)
!1778 = !DILocation(line: 656, column: 14, scope: !1779, inlinedAt: !1545)
!1779 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 656, column: 14)
!1780 = !DILocation(line: 656, column: 17, scope: !1779, inlinedAt: !1545)
!1781 = !DILocation(line: 656, column: 14, scope: !1542, inlinedAt: !1545)
!1782 = !DILocation(line: 658, column: 10, scope: !1783, inlinedAt: !1545)
!1783 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 658, column: 10)
!1784 = !DILocation(line: 658, column: 10, scope: !1542, inlinedAt: !1545)
!1785 = !DILocation(line: 660, column: 10, scope: !1786, inlinedAt: !1545)
!1786 = distinct !DILexicalBlock(scope: !1542, file: !2, line: 660, column: 10)
!1787 = !DILocation(line: 660, column: 10, scope: !1542, inlinedAt: !1545)
!1788 = !DILocation(line: 659, column: 29, scope: !1542, inlinedAt: !1545)
!1789 = !DILocation(line: 659, column: 40, scope: !1542, inlinedAt: !1545)
!1790 = !DILocation(line: 660, column: 44, scope: !1542, inlinedAt: !1545)
!1791 = distinct !{!1791, !1708, !1792}
!1792 = !DILocation(line: 661, column: 7, scope: !1525, inlinedAt: !1545)
!1793 = !DILocation(line: 663, column: 7, scope: !1525, inlinedAt: !1545)
!1794 = !DILocation(line: 664, column: 31, scope: !1525, inlinedAt: !1545)
!1795 = !DILocation(line: 664, column: 37, scope: !1525, inlinedAt: !1545)
!1796 = !DILocation(line: 665, column: 50, scope: !1525, inlinedAt: !1545)
!1797 = !DILocation(line: 665, column: 31, scope: !1525, inlinedAt: !1545)
!1798 = !DILocation(line: 666, column: 35, scope: !1799, inlinedAt: !1545)
!1799 = distinct !DILexicalBlock(scope: !1525, file: !2, line: 666, column: 11)
!1800 = !DILocation(line: 666, column: 11, scope: !1525, inlinedAt: !1545)
!1801 = !DILocation(line: 667, column: 19, scope: !1799, inlinedAt: !1545)
!1802 = !DILocation(line: 667, column: 33, scope: !1799, inlinedAt: !1545)
!1803 = !DILocation(line: 667, column: 10, scope: !1799, inlinedAt: !1545)
!1804 = !DILocation(line: 670, column: 29, scope: !1525, inlinedAt: !1545)
!1805 = !DILocation(line: 671, column: 29, scope: !1525, inlinedAt: !1545)
!1806 = !DILocation(line: 672, column: 29, scope: !1525, inlinedAt: !1545)
!1807 = !DILocation(line: 673, column: 29, scope: !1525, inlinedAt: !1545)
!1808 = !DILocation(line: 674, column: 29, scope: !1525, inlinedAt: !1545)
!1809 = !DILocation(line: 675, column: 29, scope: !1525, inlinedAt: !1545)
!1810 = !DILocation(line: 676, column: 29, scope: !1525, inlinedAt: !1545)
!1811 = !DILocation(line: 677, column: 16, scope: !1525, inlinedAt: !1545)
!1812 = !DILocation(line: 677, column: 29, scope: !1525, inlinedAt: !1545)
!1813 = !DILocation(line: 678, column: 16, scope: !1525, inlinedAt: !1545)
!1814 = !DILocation(line: 678, column: 29, scope: !1525, inlinedAt: !1545)
!1815 = !DILocation(line: 824, column: 17, scope: !1816)
!1816 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 824, column: 14)
!1817 = !DILocation(line: 824, column: 35, scope: !1816)
!1818 = !DILocation(line: 824, column: 46, scope: !1816)
!1819 = !DILocation(line: 824, column: 29, scope: !1816)
!1820 = !DILocation(line: 824, column: 49, scope: !1816)
!1821 = !DILocation(line: 824, column: 55, scope: !1816)
!1822 = !DILocation(line: 824, column: 69, scope: !1816)
!1823 = !DILocation(line: 824, column: 14, scope: !1110)
!1824 = !DILocation(line: 825, column: 13, scope: !1825)
!1825 = distinct !DILexicalBlock(scope: !1826, file: !2, line: 825, column: 13)
!1826 = distinct !DILexicalBlock(scope: !1816, file: !2, line: 824, column: 75)
!1827 = !DILocation(line: 826, column: 20, scope: !1828)
!1828 = distinct !DILexicalBlock(scope: !1826, file: !2, line: 826, column: 17)
!1829 = !DILocation(line: 826, column: 30, scope: !1828)
!1830 = !DILocation(line: 826, column: 17, scope: !1826)
!1831 = !DILocation(line: 827, column: 16, scope: !1828)
!1832 = !{!1021, !346, i64 3176}
!1833 = !DILocation(line: 829, column: 20, scope: !1834)
!1834 = distinct !DILexicalBlock(scope: !1826, file: !2, line: 829, column: 17)
!1835 = !DILocation(line: 829, column: 30, scope: !1834)
!1836 = !DILocation(line: 829, column: 17, scope: !1826)
!1837 = !DILocation(line: 829, column: 36, scope: !1834)
!1838 = !DILocation(line: 830, column: 20, scope: !1839)
!1839 = distinct !DILexicalBlock(scope: !1826, file: !2, line: 830, column: 17)
!1840 = !DILocation(line: 830, column: 45, scope: !1839)
!1841 = !DILocation(line: 830, column: 39, scope: !1839)
!1842 = !DILocation(line: 830, column: 17, scope: !1826)
!1843 = !DILocation(line: 833, column: 22, scope: !1826)
!1844 = !DILocation(line: 833, column: 50, scope: !1826)
!1845 = !DILocation(line: 835, column: 38, scope: !1826)
!1846 = !DILocation(line: 836, column: 22, scope: !1826)
!1847 = !DILocation(line: 841, column: 11, scope: !1091)
!1848 = distinct !{!1848, !1106, !1849}
!1849 = !DILocation(line: 853, column: 4, scope: !1083)
!1850 = !DILocation(line: 842, column: 20, scope: !1089)
!1851 = !DILocation(line: 0, scope: !1089)
!1852 = !DILocation(line: 843, column: 16, scope: !1853)
!1853 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 843, column: 14)
!1854 = !DILocation(line: 843, column: 14, scope: !1089)
!1855 = !DILocation(line: 844, column: 20, scope: !1856)
!1856 = distinct !DILexicalBlock(scope: !1857, file: !2, line: 844, column: 17)
!1857 = distinct !DILexicalBlock(scope: !1853, file: !2, line: 843, column: 34)
!1858 = !DILocation(line: 844, column: 30, scope: !1856)
!1859 = !DILocation(line: 844, column: 17, scope: !1857)
!1860 = !DILocation(line: 845, column: 16, scope: !1856)
!1861 = !{!1021, !346, i64 3180}
!1862 = !DILocation(line: 847, column: 20, scope: !1863)
!1863 = distinct !DILexicalBlock(scope: !1857, file: !2, line: 847, column: 17)
!1864 = !DILocation(line: 847, column: 48, scope: !1863)
!1865 = !DILocation(line: 847, column: 42, scope: !1863)
!1866 = !DILocation(line: 0, scope: !1857)
!1867 = !DILocation(line: 851, column: 17, scope: !1868)
!1868 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 851, column: 14)
!1869 = !DILocation(line: 851, column: 23, scope: !1868)
!1870 = !DILocation(line: 858, column: 1, scope: !1083)
!1871 = !DISubprogram(name: "BZ2_decompress", scope: !98, file: !98, line: 488, type: !1872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1872 = !DISubroutineType(types: !1873)
!1873 = !{!177, !919}
!1874 = distinct !DISubprogram(name: "BZ2_bzDecompressEnd", scope: !2, file: !2, line: 862, type: !875, scopeLine: 863, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1875)
!1875 = !{!1876, !1877}
!1876 = !DILocalVariable(name: "strm", arg: 1, scope: !1874, file: !2, line: 862, type: !268)
!1877 = !DILocalVariable(name: "s", scope: !1874, file: !2, line: 864, type: !919)
!1878 = !DILocation(line: 0, scope: !1874)
!1879 = !DILocation(line: 865, column: 13, scope: !1880)
!1880 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 865, column: 8)
!1881 = !DILocation(line: 865, column: 8, scope: !1874)
!1882 = !DILocation(line: 866, column: 14, scope: !1874)
!1883 = !DILocation(line: 867, column: 10, scope: !1884)
!1884 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 867, column: 8)
!1885 = !DILocation(line: 867, column: 8, scope: !1874)
!1886 = !DILocation(line: 868, column: 11, scope: !1887)
!1887 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 868, column: 8)
!1888 = !DILocation(line: 868, column: 16, scope: !1887)
!1889 = !DILocation(line: 868, column: 8, scope: !1874)
!1890 = !DILocation(line: 870, column: 11, scope: !1891)
!1891 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 870, column: 8)
!1892 = !DILocation(line: 870, column: 16, scope: !1891)
!1893 = !DILocation(line: 870, column: 8, scope: !1874)
!1894 = !DILocation(line: 870, column: 25, scope: !1891)
!1895 = !DILocation(line: 871, column: 11, scope: !1896)
!1896 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 871, column: 8)
!1897 = !DILocation(line: 871, column: 16, scope: !1896)
!1898 = !DILocation(line: 871, column: 8, scope: !1874)
!1899 = !DILocation(line: 871, column: 25, scope: !1896)
!1900 = !DILocation(line: 872, column: 11, scope: !1901)
!1901 = distinct !DILexicalBlock(scope: !1874, file: !2, line: 872, column: 8)
!1902 = !DILocation(line: 872, column: 16, scope: !1901)
!1903 = !DILocation(line: 872, column: 8, scope: !1874)
!1904 = !DILocation(line: 872, column: 25, scope: !1901)
!1905 = !DILocation(line: 874, column: 4, scope: !1874)
!1906 = !DILocation(line: 875, column: 16, scope: !1874)
!1907 = !DILocation(line: 877, column: 4, scope: !1874)
!1908 = !DILocation(line: 878, column: 1, scope: !1874)
!1909 = distinct !DISubprogram(name: "BZ2_bzWriteOpen", scope: !2, file: !2, line: 916, type: !1910, scopeLine: 922, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !1915)
!1910 = !DISubroutineType(types: !1911)
!1911 = !{!1912, !1914, !111, !118, !118, !118}
!1912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1913, size: 64)
!1913 = !DIDerivedType(tag: DW_TAG_typedef, name: "BZFILE", file: !181, line: 137, baseType: null)
!1914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!1915 = !{!1916, !1917, !1918, !1919, !1920, !1921, !1922}
!1916 = !DILocalVariable(name: "bzerror", arg: 1, scope: !1909, file: !2, line: 917, type: !1914)
!1917 = !DILocalVariable(name: "f", arg: 2, scope: !1909, file: !2, line: 918, type: !111)
!1918 = !DILocalVariable(name: "blockSize100k", arg: 3, scope: !1909, file: !2, line: 919, type: !118)
!1919 = !DILocalVariable(name: "verbosity", arg: 4, scope: !1909, file: !2, line: 920, type: !118)
!1920 = !DILocalVariable(name: "workFactor", arg: 5, scope: !1909, file: !2, line: 921, type: !118)
!1921 = !DILocalVariable(name: "ret", scope: !1909, file: !2, line: 923, type: !177)
!1922 = !DILocalVariable(name: "bzf", scope: !1909, file: !2, line: 924, type: !106)
!1923 = !DILocation(line: 0, scope: !1909)
!1924 = !DILocation(line: 926, column: 4, scope: !1925)
!1925 = distinct !DILexicalBlock(scope: !1926, file: !2, line: 926, column: 4)
!1926 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 926, column: 4)
!1927 = !DILocation(line: 926, column: 4, scope: !1926)
!1928 = !DILocation(line: 928, column: 10, scope: !1929)
!1929 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 928, column: 8)
!1930 = !DILocation(line: 928, column: 18, scope: !1929)
!1931 = !DILocation(line: 932, column: 9, scope: !1932)
!1932 = distinct !DILexicalBlock(scope: !1933, file: !2, line: 932, column: 9)
!1933 = distinct !DILexicalBlock(scope: !1929, file: !2, line: 932, column: 7)
!1934 = !DILocation(line: 932, column: 9, scope: !1935)
!1935 = distinct !DILexicalBlock(scope: !1932, file: !2, line: 932, column: 9)
!1936 = !DILocation(line: 934, column: 8, scope: !1937)
!1937 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 934, column: 8)
!1938 = !DILocation(line: 934, column: 8, scope: !1909)
!1939 = !DILocation(line: 935, column: 9, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1941, file: !2, line: 935, column: 9)
!1941 = distinct !DILexicalBlock(scope: !1937, file: !2, line: 935, column: 7)
!1942 = !DILocation(line: 935, column: 9, scope: !1943)
!1943 = distinct !DILexicalBlock(scope: !1940, file: !2, line: 935, column: 9)
!1944 = !DILocation(line: 937, column: 10, scope: !1909)
!1945 = !DILocation(line: 938, column: 12, scope: !1946)
!1946 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 938, column: 8)
!1947 = !DILocation(line: 938, column: 8, scope: !1909)
!1948 = !DILocation(line: 939, column: 9, scope: !1949)
!1949 = distinct !DILexicalBlock(scope: !1950, file: !2, line: 939, column: 9)
!1950 = distinct !DILexicalBlock(scope: !1946, file: !2, line: 939, column: 7)
!1951 = !DILocation(line: 939, column: 9, scope: !1952)
!1952 = distinct !DILexicalBlock(scope: !1949, file: !2, line: 939, column: 9)
!1953 = !DILocation(line: 941, column: 4, scope: !1954)
!1954 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 941, column: 4)
!1955 = !DILocation(line: 941, column: 4, scope: !1956)
!1956 = distinct !DILexicalBlock(scope: !1954, file: !2, line: 941, column: 4)
!1957 = !DILocation(line: 941, column: 4, scope: !1958)
!1958 = distinct !DILexicalBlock(scope: !1954, file: !2, line: 941, column: 4)
!1959 = !{!1960, !346, i64 5096}
!1960 = !{!"", !241, i64 0, !242, i64 8, !346, i64 5008, !242, i64 5012, !345, i64 5016, !346, i64 5096, !242, i64 5100}
!1961 = !DILocation(line: 942, column: 9, scope: !1909)
!1962 = !DILocation(line: 942, column: 23, scope: !1909)
!1963 = !{!1960, !242, i64 5100}
!1964 = !DILocation(line: 943, column: 9, scope: !1909)
!1965 = !DILocation(line: 943, column: 23, scope: !1909)
!1966 = !{!1960, !346, i64 5008}
!1967 = !DILocation(line: 944, column: 23, scope: !1909)
!1968 = !{!1960, !241, i64 0}
!1969 = !DILocation(line: 945, column: 9, scope: !1909)
!1970 = !DILocation(line: 945, column: 23, scope: !1909)
!1971 = !{!1960, !242, i64 5012}
!1972 = !DILocation(line: 946, column: 9, scope: !1909)
!1973 = !DILocation(line: 946, column: 14, scope: !1909)
!1974 = !DILocation(line: 950, column: 19, scope: !1975)
!1975 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 950, column: 8)
!1976 = !DILocation(line: 950, column: 8, scope: !1909)
!1977 = !DILocation(line: 947, column: 23, scope: !1909)
!1978 = !DILocation(line: 951, column: 10, scope: !1909)
!1979 = !DILocation(line: 953, column: 12, scope: !1980)
!1980 = distinct !DILexicalBlock(scope: !1909, file: !2, line: 953, column: 8)
!1981 = !DILocation(line: 953, column: 8, scope: !1909)
!1982 = !DILocation(line: 954, column: 9, scope: !1983)
!1983 = distinct !DILexicalBlock(scope: !1984, file: !2, line: 954, column: 9)
!1984 = distinct !DILexicalBlock(scope: !1980, file: !2, line: 954, column: 7)
!1985 = !DILocation(line: 954, column: 9, scope: !1986)
!1986 = distinct !DILexicalBlock(scope: !1983, file: !2, line: 954, column: 9)
!1987 = !DILocation(line: 954, column: 25, scope: !1984)
!1988 = !DILocation(line: 954, column: 36, scope: !1984)
!1989 = !DILocation(line: 956, column: 14, scope: !1909)
!1990 = !DILocation(line: 956, column: 23, scope: !1909)
!1991 = !{!1960, !346, i64 5024}
!1992 = !DILocation(line: 957, column: 23, scope: !1909)
!1993 = !DILocation(line: 958, column: 4, scope: !1909)
!1994 = !DILocation(line: 959, column: 1, scope: !1909)
!1995 = !DISubprogram(name: "ferror", scope: !254, file: !254, line: 790, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1996 = !DISubroutineType(types: !1997)
!1997 = !{!118, !111}
!1998 = !DISubprogram(name: "malloc", scope: !264, file: !264, line: 553, type: !1999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!95, !163}
!2001 = !DISubprogram(name: "free", scope: !264, file: !264, line: 568, type: !2002, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2002 = !DISubroutineType(types: !2003)
!2003 = !{null, !95}
!2004 = distinct !DISubprogram(name: "BZ2_bzWrite", scope: !2, file: !2, line: 964, type: !2005, scopeLine: 969, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2007)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{null, !1914, !1912, !95, !118}
!2007 = !{!2008, !2009, !2010, !2011, !2012, !2013, !2014, !2015}
!2008 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2004, file: !2, line: 965, type: !1914)
!2009 = !DILocalVariable(name: "b", arg: 2, scope: !2004, file: !2, line: 966, type: !1912)
!2010 = !DILocalVariable(name: "buf", arg: 3, scope: !2004, file: !2, line: 967, type: !95)
!2011 = !DILocalVariable(name: "len", arg: 4, scope: !2004, file: !2, line: 968, type: !118)
!2012 = !DILocalVariable(name: "n", scope: !2004, file: !2, line: 970, type: !177)
!2013 = !DILocalVariable(name: "n2", scope: !2004, file: !2, line: 970, type: !177)
!2014 = !DILocalVariable(name: "ret", scope: !2004, file: !2, line: 970, type: !177)
!2015 = !DILocalVariable(name: "bzf", scope: !2004, file: !2, line: 971, type: !106)
!2016 = !DILocation(line: 0, scope: !2004)
!2017 = !DILocation(line: 973, column: 4, scope: !2018)
!2018 = distinct !DILexicalBlock(scope: !2019, file: !2, line: 973, column: 4)
!2019 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 973, column: 4)
!2020 = !DILocation(line: 973, column: 4, scope: !2019)
!2021 = !DILocation(line: 973, column: 4, scope: !2022)
!2022 = distinct !DILexicalBlock(scope: !2019, file: !2, line: 973, column: 4)
!2023 = !DILocation(line: 974, column: 20, scope: !2024)
!2024 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 974, column: 8)
!2025 = !DILocation(line: 975, column: 9, scope: !2026)
!2026 = distinct !DILexicalBlock(scope: !2027, file: !2, line: 975, column: 9)
!2027 = distinct !DILexicalBlock(scope: !2024, file: !2, line: 975, column: 7)
!2028 = !DILocation(line: 975, column: 9, scope: !2029)
!2029 = distinct !DILexicalBlock(scope: !2026, file: !2, line: 975, column: 9)
!2030 = !DILocation(line: 975, column: 9, scope: !2031)
!2031 = distinct !DILexicalBlock(scope: !2026, file: !2, line: 975, column: 9)
!2032 = !DILocation(line: 976, column: 15, scope: !2033)
!2033 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 976, column: 8)
!2034 = !DILocation(line: 976, column: 9, scope: !2033)
!2035 = !DILocation(line: 976, column: 8, scope: !2004)
!2036 = !DILocation(line: 977, column: 9, scope: !2037)
!2037 = distinct !DILexicalBlock(scope: !2038, file: !2, line: 977, column: 9)
!2038 = distinct !DILexicalBlock(scope: !2033, file: !2, line: 977, column: 7)
!2039 = !DILocation(line: 977, column: 9, scope: !2040)
!2040 = distinct !DILexicalBlock(scope: !2037, file: !2, line: 977, column: 9)
!2041 = !DILocation(line: 977, column: 9, scope: !2042)
!2042 = distinct !DILexicalBlock(scope: !2037, file: !2, line: 977, column: 9)
!2043 = !DILocation(line: 978, column: 20, scope: !2044)
!2044 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 978, column: 8)
!2045 = !DILocation(line: 978, column: 8, scope: !2044)
!2046 = !DILocation(line: 978, column: 8, scope: !2004)
!2047 = !DILocation(line: 979, column: 9, scope: !2048)
!2048 = distinct !DILexicalBlock(scope: !2049, file: !2, line: 979, column: 9)
!2049 = distinct !DILexicalBlock(scope: !2044, file: !2, line: 979, column: 7)
!2050 = !DILocation(line: 979, column: 9, scope: !2051)
!2051 = distinct !DILexicalBlock(scope: !2048, file: !2, line: 979, column: 9)
!2052 = !DILocation(line: 979, column: 9, scope: !2053)
!2053 = distinct !DILexicalBlock(scope: !2048, file: !2, line: 979, column: 9)
!2054 = !DILocation(line: 979, column: 33, scope: !2049)
!2055 = !DILocation(line: 981, column: 12, scope: !2056)
!2056 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 981, column: 8)
!2057 = !DILocation(line: 981, column: 8, scope: !2004)
!2058 = !DILocation(line: 982, column: 9, scope: !2059)
!2059 = distinct !DILexicalBlock(scope: !2060, file: !2, line: 982, column: 9)
!2060 = distinct !DILexicalBlock(scope: !2056, file: !2, line: 982, column: 7)
!2061 = !DILocation(line: 982, column: 9, scope: !2062)
!2062 = distinct !DILexicalBlock(scope: !2059, file: !2, line: 982, column: 9)
!2063 = !DILocation(line: 982, column: 9, scope: !2064)
!2064 = distinct !DILexicalBlock(scope: !2059, file: !2, line: 982, column: 9)
!2065 = !DILocation(line: 982, column: 27, scope: !2060)
!2066 = !DILocation(line: 984, column: 9, scope: !2004)
!2067 = !DILocation(line: 984, column: 14, scope: !2004)
!2068 = !DILocation(line: 984, column: 23, scope: !2004)
!2069 = !DILocation(line: 985, column: 23, scope: !2004)
!2070 = !{!1960, !241, i64 5016}
!2071 = !DILocation(line: 987, column: 4, scope: !2004)
!2072 = !DILocation(line: 988, column: 27, scope: !2073)
!2073 = distinct !DILexicalBlock(scope: !2004, file: !2, line: 987, column: 17)
!2074 = !{!1960, !346, i64 5048}
!2075 = !DILocation(line: 989, column: 26, scope: !2073)
!2076 = !{!1960, !241, i64 5040}
!2077 = !DILocation(line: 0, scope: !515, inlinedAt: !2078)
!2078 = distinct !DILocation(line: 990, column: 13, scope: !2073)
!2079 = !DILocation(line: 412, column: 14, scope: !515, inlinedAt: !2078)
!2080 = !DILocation(line: 413, column: 10, scope: !530, inlinedAt: !2078)
!2081 = !DILocation(line: 413, column: 8, scope: !515, inlinedAt: !2078)
!2082 = !DILocation(line: 414, column: 11, scope: !533, inlinedAt: !2078)
!2083 = !DILocation(line: 414, column: 16, scope: !533, inlinedAt: !2078)
!2084 = !DILocation(line: 414, column: 8, scope: !515, inlinedAt: !2078)
!2085 = !DILocation(line: 416, column: 4, scope: !515, inlinedAt: !2078)
!2086 = !DILocation(line: 417, column: 4, scope: !515, inlinedAt: !2078)
!2087 = !DILocation(line: 424, column: 24, scope: !541, inlinedAt: !2078)
!2088 = !DILocation(line: 425, column: 20, scope: !541, inlinedAt: !2078)
!2089 = !DILocation(line: 425, scope: !541, inlinedAt: !2078)
!2090 = !DILocation(line: 992, column: 12, scope: !2091)
!2091 = distinct !DILexicalBlock(scope: !2092, file: !2, line: 992, column: 12)
!2092 = distinct !DILexicalBlock(scope: !2093, file: !2, line: 992, column: 10)
!2093 = distinct !DILexicalBlock(scope: !2073, file: !2, line: 991, column: 11)
!2094 = !DILocation(line: 992, column: 12, scope: !2095)
!2095 = distinct !DILexicalBlock(scope: !2091, file: !2, line: 992, column: 12)
!2096 = !DILocation(line: 992, column: 12, scope: !2097)
!2097 = distinct !DILexicalBlock(scope: !2091, file: !2, line: 992, column: 12)
!2098 = !DILocation(line: 992, column: 28, scope: !2092)
!2099 = !DILocation(line: 994, column: 21, scope: !2100)
!2100 = distinct !DILexicalBlock(scope: !2073, file: !2, line: 994, column: 11)
!2101 = !DILocation(line: 994, column: 31, scope: !2100)
!2102 = !DILocation(line: 994, column: 11, scope: !2073)
!2103 = !DILocation(line: 995, column: 28, scope: !2104)
!2104 = distinct !DILexicalBlock(scope: !2100, file: !2, line: 994, column: 48)
!2105 = !DILocation(line: 997, column: 24, scope: !2104)
!2106 = !DILocation(line: 997, column: 32, scope: !2104)
!2107 = !DILocation(line: 996, column: 15, scope: !2104)
!2108 = !DILocation(line: 998, column: 16, scope: !2109)
!2109 = distinct !DILexicalBlock(scope: !2104, file: !2, line: 998, column: 14)
!2110 = !DILocation(line: 998, column: 22, scope: !2109)
!2111 = !DILocation(line: 998, column: 37, scope: !2109)
!2112 = !DILocation(line: 998, column: 25, scope: !2109)
!2113 = !DILocation(line: 998, column: 14, scope: !2104)
!2114 = !DILocation(line: 999, column: 15, scope: !2115)
!2115 = distinct !DILexicalBlock(scope: !2116, file: !2, line: 999, column: 15)
!2116 = distinct !DILexicalBlock(scope: !2109, file: !2, line: 999, column: 13)
!2117 = !DILocation(line: 999, column: 15, scope: !2118)
!2118 = distinct !DILexicalBlock(scope: !2115, file: !2, line: 999, column: 15)
!2119 = !DILocation(line: 999, column: 15, scope: !2120)
!2120 = distinct !DILexicalBlock(scope: !2115, file: !2, line: 999, column: 15)
!2121 = !DILocation(line: 999, column: 39, scope: !2116)
!2122 = !DILocation(line: 1002, column: 21, scope: !2123)
!2123 = distinct !DILexicalBlock(scope: !2073, file: !2, line: 1002, column: 11)
!2124 = !DILocation(line: 1002, column: 30, scope: !2123)
!2125 = !DILocation(line: 1002, column: 11, scope: !2073)
!2126 = distinct !{!2126, !2071, !2127}
!2127 = !DILocation(line: 1004, column: 4, scope: !2004)
!2128 = !DILocation(line: 1003, column: 12, scope: !2129)
!2129 = distinct !DILexicalBlock(scope: !2130, file: !2, line: 1003, column: 12)
!2130 = distinct !DILexicalBlock(scope: !2123, file: !2, line: 1003, column: 10)
!2131 = !DILocation(line: 1003, column: 12, scope: !2132)
!2132 = distinct !DILexicalBlock(scope: !2129, file: !2, line: 1003, column: 12)
!2133 = !DILocation(line: 1003, column: 12, scope: !2134)
!2134 = distinct !DILexicalBlock(scope: !2129, file: !2, line: 1003, column: 12)
!2135 = !DILocation(line: 1003, column: 30, scope: !2130)
!2136 = !DILocation(line: 1005, column: 1, scope: !2004)
!2137 = !DISubprogram(name: "fwrite", scope: !254, file: !254, line: 681, type: !2138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2138 = !DISubroutineType(types: !2139)
!2139 = !{!165, !2140, !163, !163, !257}
!2140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2141)
!2141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2142, size: 64)
!2142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!2143 = distinct !DISubprogram(name: "BZ2_bzWriteClose", scope: !2, file: !2, line: 1009, type: !2144, scopeLine: 1015, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2147)
!2144 = !DISubroutineType(types: !2145)
!2145 = !{null, !1914, !1912, !118, !2146, !2146}
!2146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!2147 = !{!2148, !2149, !2150, !2151, !2152}
!2148 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2143, file: !2, line: 1010, type: !1914)
!2149 = !DILocalVariable(name: "b", arg: 2, scope: !2143, file: !2, line: 1011, type: !1912)
!2150 = !DILocalVariable(name: "abandon", arg: 3, scope: !2143, file: !2, line: 1012, type: !118)
!2151 = !DILocalVariable(name: "nbytes_in", arg: 4, scope: !2143, file: !2, line: 1013, type: !2146)
!2152 = !DILocalVariable(name: "nbytes_out", arg: 5, scope: !2143, file: !2, line: 1014, type: !2146)
!2153 = !DILocation(line: 0, scope: !2143)
!2154 = !DILocation(line: 1016, column: 4, scope: !2143)
!2155 = !DILocation(line: 1018, column: 1, scope: !2143)
!2156 = distinct !DISubprogram(name: "BZ2_bzWriteClose64", scope: !2, file: !2, line: 1021, type: !2157, scopeLine: 1029, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2159)
!2157 = !DISubroutineType(types: !2158)
!2158 = !{null, !1914, !1912, !118, !2146, !2146, !2146, !2146}
!2159 = !{!2160, !2161, !2162, !2163, !2164, !2165, !2166, !2167, !2168, !2169, !2170}
!2160 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2156, file: !2, line: 1022, type: !1914)
!2161 = !DILocalVariable(name: "b", arg: 2, scope: !2156, file: !2, line: 1023, type: !1912)
!2162 = !DILocalVariable(name: "abandon", arg: 3, scope: !2156, file: !2, line: 1024, type: !118)
!2163 = !DILocalVariable(name: "nbytes_in_lo32", arg: 4, scope: !2156, file: !2, line: 1025, type: !2146)
!2164 = !DILocalVariable(name: "nbytes_in_hi32", arg: 5, scope: !2156, file: !2, line: 1026, type: !2146)
!2165 = !DILocalVariable(name: "nbytes_out_lo32", arg: 6, scope: !2156, file: !2, line: 1027, type: !2146)
!2166 = !DILocalVariable(name: "nbytes_out_hi32", arg: 7, scope: !2156, file: !2, line: 1028, type: !2146)
!2167 = !DILocalVariable(name: "n", scope: !2156, file: !2, line: 1030, type: !177)
!2168 = !DILocalVariable(name: "n2", scope: !2156, file: !2, line: 1030, type: !177)
!2169 = !DILocalVariable(name: "ret", scope: !2156, file: !2, line: 1030, type: !177)
!2170 = !DILocalVariable(name: "bzf", scope: !2156, file: !2, line: 1031, type: !106)
!2171 = !DILocation(line: 0, scope: !2156)
!2172 = !DILocation(line: 1033, column: 12, scope: !2173)
!2173 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1033, column: 8)
!2174 = !DILocation(line: 1033, column: 8, scope: !2156)
!2175 = !DILocation(line: 1034, column: 9, scope: !2176)
!2176 = distinct !DILexicalBlock(scope: !2177, file: !2, line: 1034, column: 9)
!2177 = distinct !DILexicalBlock(scope: !2178, file: !2, line: 1034, column: 9)
!2178 = distinct !DILexicalBlock(scope: !2173, file: !2, line: 1034, column: 7)
!2179 = !DILocation(line: 1034, column: 9, scope: !2177)
!2180 = !DILocation(line: 1035, column: 15, scope: !2181)
!2181 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1035, column: 8)
!2182 = !DILocation(line: 1035, column: 9, scope: !2181)
!2183 = !DILocation(line: 1035, column: 8, scope: !2156)
!2184 = !DILocation(line: 1036, column: 9, scope: !2185)
!2185 = distinct !DILexicalBlock(scope: !2186, file: !2, line: 1036, column: 9)
!2186 = distinct !DILexicalBlock(scope: !2187, file: !2, line: 1036, column: 9)
!2187 = distinct !DILexicalBlock(scope: !2181, file: !2, line: 1036, column: 7)
!2188 = !DILocation(line: 1036, column: 9, scope: !2186)
!2189 = !DILocation(line: 1036, column: 9, scope: !2190)
!2190 = distinct !DILexicalBlock(scope: !2186, file: !2, line: 1036, column: 9)
!2191 = !DILocation(line: 1036, column: 39, scope: !2187)
!2192 = !DILocation(line: 1037, column: 20, scope: !2193)
!2193 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1037, column: 8)
!2194 = !DILocation(line: 1037, column: 8, scope: !2193)
!2195 = !DILocation(line: 1037, column: 8, scope: !2156)
!2196 = !DILocation(line: 1038, column: 9, scope: !2197)
!2197 = distinct !DILexicalBlock(scope: !2198, file: !2, line: 1038, column: 9)
!2198 = distinct !DILexicalBlock(scope: !2199, file: !2, line: 1038, column: 9)
!2199 = distinct !DILexicalBlock(scope: !2193, file: !2, line: 1038, column: 7)
!2200 = !DILocation(line: 1038, column: 9, scope: !2198)
!2201 = !DILocation(line: 1038, column: 9, scope: !2202)
!2202 = distinct !DILexicalBlock(scope: !2198, file: !2, line: 1038, column: 9)
!2203 = !DILocation(line: 1038, column: 33, scope: !2199)
!2204 = !DILocation(line: 1040, column: 23, scope: !2205)
!2205 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1040, column: 8)
!2206 = !DILocation(line: 1040, column: 8, scope: !2156)
!2207 = !DILocation(line: 1040, column: 48, scope: !2205)
!2208 = !DILocation(line: 1040, column: 32, scope: !2205)
!2209 = !DILocation(line: 1041, column: 23, scope: !2210)
!2210 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1041, column: 8)
!2211 = !DILocation(line: 1041, column: 8, scope: !2156)
!2212 = !DILocation(line: 1041, column: 48, scope: !2210)
!2213 = !DILocation(line: 1041, column: 32, scope: !2210)
!2214 = !DILocation(line: 1042, column: 24, scope: !2215)
!2215 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1042, column: 8)
!2216 = !DILocation(line: 1042, column: 8, scope: !2156)
!2217 = !DILocation(line: 1042, column: 50, scope: !2215)
!2218 = !DILocation(line: 1042, column: 33, scope: !2215)
!2219 = !DILocation(line: 1043, column: 24, scope: !2220)
!2220 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1043, column: 8)
!2221 = !DILocation(line: 1043, column: 8, scope: !2156)
!2222 = !DILocation(line: 1043, column: 50, scope: !2220)
!2223 = !DILocation(line: 1043, column: 33, scope: !2220)
!2224 = !DILocation(line: 1045, column: 10, scope: !2225)
!2225 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1045, column: 8)
!2226 = !DILocation(line: 1045, column: 19, scope: !2225)
!2227 = !DILocation(line: 1045, column: 27, scope: !2225)
!2228 = !DILocation(line: 1045, column: 35, scope: !2225)
!2229 = !DILocation(line: 1045, column: 8, scope: !2156)
!2230 = !DILocation(line: 1046, column: 7, scope: !2231)
!2231 = distinct !DILexicalBlock(scope: !2225, file: !2, line: 1045, column: 45)
!2232 = !DILocation(line: 1047, column: 30, scope: !2233)
!2233 = distinct !DILexicalBlock(scope: !2231, file: !2, line: 1046, column: 20)
!2234 = !DILocation(line: 1048, column: 29, scope: !2233)
!2235 = !DILocation(line: 0, scope: !515, inlinedAt: !2236)
!2236 = distinct !DILocation(line: 1049, column: 16, scope: !2233)
!2237 = !DILocation(line: 412, column: 14, scope: !515, inlinedAt: !2236)
!2238 = !DILocation(line: 413, column: 10, scope: !530, inlinedAt: !2236)
!2239 = !DILocation(line: 413, column: 8, scope: !515, inlinedAt: !2236)
!2240 = !DILocation(line: 414, column: 11, scope: !533, inlinedAt: !2236)
!2241 = !DILocation(line: 414, column: 16, scope: !533, inlinedAt: !2236)
!2242 = !DILocation(line: 414, column: 8, scope: !515, inlinedAt: !2236)
!2243 = !DILocation(line: 416, column: 4, scope: !515, inlinedAt: !2236)
!2244 = !DILocation(line: 417, column: 4, scope: !515, inlinedAt: !2236)
!2245 = !DILocation(line: 454, column: 17, scope: !590, inlinedAt: !2236)
!2246 = !DILocation(line: 0, scope: !546, inlinedAt: !2236)
!2247 = !DILocation(line: 454, column: 45, scope: !590, inlinedAt: !2236)
!2248 = !DILocation(line: 454, column: 33, scope: !590, inlinedAt: !2236)
!2249 = !DILocation(line: 454, column: 14, scope: !539, inlinedAt: !2236)
!2250 = !DILocation(line: 456, column: 21, scope: !539, inlinedAt: !2236)
!2251 = !DILocation(line: 457, column: 15, scope: !596, inlinedAt: !2236)
!2252 = !DILocation(line: 457, column: 14, scope: !539, inlinedAt: !2236)
!2253 = !DILocation(line: 458, column: 17, scope: !599, inlinedAt: !2236)
!2254 = !DILocation(line: 458, column: 33, scope: !599, inlinedAt: !2236)
!2255 = !DILocation(line: 458, column: 37, scope: !599, inlinedAt: !2236)
!2256 = !DILocation(line: 0, scope: !567, inlinedAt: !2257)
!2257 = distinct !DILocation(line: 458, column: 41, scope: !599, inlinedAt: !2236)
!2258 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !2257)
!2259 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !2257)
!2260 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !2257)
!2261 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !2257)
!2262 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !2257)
!2263 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !2257)
!2264 = !DILocation(line: 459, column: 17, scope: !599, inlinedAt: !2236)
!2265 = !DILocation(line: 459, column: 36, scope: !599, inlinedAt: !2236)
!2266 = !DILocation(line: 459, column: 31, scope: !599, inlinedAt: !2236)
!2267 = !DILocation(line: 458, column: 14, scope: !539, inlinedAt: !2236)
!2268 = !DILocation(line: 460, column: 18, scope: !539, inlinedAt: !2236)
!2269 = !DILocation(line: 461, column: 10, scope: !539, inlinedAt: !2236)
!2270 = !DILocation(line: 1051, column: 15, scope: !2271)
!2271 = distinct !DILexicalBlock(scope: !2272, file: !2, line: 1051, column: 15)
!2272 = distinct !DILexicalBlock(scope: !2273, file: !2, line: 1051, column: 15)
!2273 = distinct !DILexicalBlock(scope: !2274, file: !2, line: 1051, column: 13)
!2274 = distinct !DILexicalBlock(scope: !2233, file: !2, line: 1050, column: 14)
!2275 = !DILocation(line: 1051, column: 15, scope: !2272)
!2276 = !DILocation(line: 1051, column: 15, scope: !2277)
!2277 = distinct !DILexicalBlock(scope: !2272, file: !2, line: 1051, column: 15)
!2278 = !DILocation(line: 1051, column: 31, scope: !2273)
!2279 = !DILocation(line: 1053, column: 24, scope: !2280)
!2280 = distinct !DILexicalBlock(scope: !2233, file: !2, line: 1053, column: 14)
!2281 = !DILocation(line: 1053, column: 34, scope: !2280)
!2282 = !DILocation(line: 1053, column: 14, scope: !2233)
!2283 = !DILocation(line: 1054, column: 31, scope: !2284)
!2284 = distinct !DILexicalBlock(scope: !2280, file: !2, line: 1053, column: 51)
!2285 = !DILocation(line: 1056, column: 27, scope: !2284)
!2286 = !DILocation(line: 1056, column: 35, scope: !2284)
!2287 = !DILocation(line: 1055, column: 18, scope: !2284)
!2288 = !DILocation(line: 1057, column: 19, scope: !2289)
!2289 = distinct !DILexicalBlock(scope: !2284, file: !2, line: 1057, column: 17)
!2290 = !DILocation(line: 1057, column: 25, scope: !2289)
!2291 = !DILocation(line: 1057, column: 40, scope: !2289)
!2292 = !DILocation(line: 1057, column: 28, scope: !2289)
!2293 = !DILocation(line: 1057, column: 17, scope: !2284)
!2294 = !DILocation(line: 1058, column: 18, scope: !2295)
!2295 = distinct !DILexicalBlock(scope: !2296, file: !2, line: 1058, column: 18)
!2296 = distinct !DILexicalBlock(scope: !2297, file: !2, line: 1058, column: 18)
!2297 = distinct !DILexicalBlock(scope: !2289, file: !2, line: 1058, column: 16)
!2298 = !DILocation(line: 1058, column: 18, scope: !2296)
!2299 = !DILocation(line: 1058, column: 18, scope: !2300)
!2300 = distinct !DILexicalBlock(scope: !2296, file: !2, line: 1058, column: 18)
!2301 = !DILocation(line: 1058, column: 42, scope: !2297)
!2302 = !DILocation(line: 1061, column: 14, scope: !2233)
!2303 = distinct !{!2303, !2230, !2304}
!2304 = !DILocation(line: 1062, column: 7, scope: !2231)
!2305 = !DILocation(line: 1065, column: 36, scope: !2306)
!2306 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1065, column: 9)
!2307 = !DILocation(line: 1065, column: 22, scope: !2306)
!2308 = !DILocation(line: 1065, column: 9, scope: !2156)
!2309 = !DILocation(line: 1066, column: 7, scope: !2310)
!2310 = distinct !DILexicalBlock(scope: !2306, file: !2, line: 1065, column: 47)
!2311 = !DILocation(line: 1067, column: 23, scope: !2312)
!2312 = distinct !DILexicalBlock(scope: !2310, file: !2, line: 1067, column: 11)
!2313 = !DILocation(line: 1067, column: 11, scope: !2312)
!2314 = !DILocation(line: 1067, column: 11, scope: !2310)
!2315 = !DILocation(line: 1068, column: 12, scope: !2316)
!2316 = distinct !DILexicalBlock(scope: !2317, file: !2, line: 1068, column: 12)
!2317 = distinct !DILexicalBlock(scope: !2318, file: !2, line: 1068, column: 12)
!2318 = distinct !DILexicalBlock(scope: !2312, file: !2, line: 1068, column: 10)
!2319 = !DILocation(line: 1068, column: 12, scope: !2317)
!2320 = !DILocation(line: 1068, column: 12, scope: !2321)
!2321 = distinct !DILexicalBlock(scope: !2317, file: !2, line: 1068, column: 12)
!2322 = !DILocation(line: 1068, column: 36, scope: !2318)
!2323 = !DILocation(line: 1071, column: 8, scope: !2156)
!2324 = !DILocation(line: 1072, column: 35, scope: !2325)
!2325 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1071, column: 8)
!2326 = !{!1960, !346, i64 5028}
!2327 = !DILocation(line: 1072, column: 23, scope: !2325)
!2328 = !DILocation(line: 1072, column: 7, scope: !2325)
!2329 = !DILocation(line: 1073, column: 8, scope: !2156)
!2330 = !DILocation(line: 1074, column: 35, scope: !2331)
!2331 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1073, column: 8)
!2332 = !{!1960, !346, i64 5032}
!2333 = !DILocation(line: 1074, column: 23, scope: !2331)
!2334 = !DILocation(line: 1074, column: 7, scope: !2331)
!2335 = !DILocation(line: 1075, column: 8, scope: !2156)
!2336 = !DILocation(line: 1076, column: 36, scope: !2337)
!2337 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1075, column: 8)
!2338 = !{!1960, !346, i64 5052}
!2339 = !DILocation(line: 1076, column: 24, scope: !2337)
!2340 = !DILocation(line: 1076, column: 7, scope: !2337)
!2341 = !DILocation(line: 1077, column: 8, scope: !2156)
!2342 = !DILocation(line: 1078, column: 36, scope: !2343)
!2343 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1077, column: 8)
!2344 = !{!1960, !346, i64 5056}
!2345 = !DILocation(line: 1078, column: 24, scope: !2343)
!2346 = !DILocation(line: 1078, column: 7, scope: !2343)
!2347 = !DILocation(line: 1080, column: 4, scope: !2348)
!2348 = distinct !DILexicalBlock(scope: !2349, file: !2, line: 1080, column: 4)
!2349 = distinct !DILexicalBlock(scope: !2156, file: !2, line: 1080, column: 4)
!2350 = !DILocation(line: 1080, column: 4, scope: !2349)
!2351 = !DILocation(line: 1080, column: 4, scope: !2352)
!2352 = distinct !DILexicalBlock(scope: !2349, file: !2, line: 1080, column: 4)
!2353 = !DILocation(line: 0, scope: !874, inlinedAt: !2354)
!2354 = distinct !DILocation(line: 1081, column: 4, scope: !2156)
!2355 = !DILocation(line: 472, column: 14, scope: !874, inlinedAt: !2354)
!2356 = !DILocation(line: 473, column: 10, scope: !886, inlinedAt: !2354)
!2357 = !DILocation(line: 473, column: 8, scope: !874, inlinedAt: !2354)
!2358 = !DILocation(line: 1081, column: 31, scope: !2156)
!2359 = !DILocation(line: 474, column: 11, scope: !889, inlinedAt: !2354)
!2360 = !DILocation(line: 474, column: 16, scope: !889, inlinedAt: !2354)
!2361 = !DILocation(line: 474, column: 8, scope: !874, inlinedAt: !2354)
!2362 = !DILocation(line: 476, column: 11, scope: !893, inlinedAt: !2354)
!2363 = !DILocation(line: 476, column: 16, scope: !893, inlinedAt: !2354)
!2364 = !DILocation(line: 476, column: 8, scope: !874, inlinedAt: !2354)
!2365 = !DILocation(line: 476, column: 25, scope: !893, inlinedAt: !2354)
!2366 = !DILocation(line: 477, column: 11, scope: !898, inlinedAt: !2354)
!2367 = !DILocation(line: 477, column: 16, scope: !898, inlinedAt: !2354)
!2368 = !DILocation(line: 477, column: 8, scope: !874, inlinedAt: !2354)
!2369 = !DILocation(line: 477, column: 25, scope: !898, inlinedAt: !2354)
!2370 = !DILocation(line: 478, column: 11, scope: !903, inlinedAt: !2354)
!2371 = !DILocation(line: 478, column: 16, scope: !903, inlinedAt: !2354)
!2372 = !DILocation(line: 478, column: 8, scope: !874, inlinedAt: !2354)
!2373 = !DILocation(line: 478, column: 25, scope: !903, inlinedAt: !2354)
!2374 = !DILocation(line: 479, column: 4, scope: !874, inlinedAt: !2354)
!2375 = !DILocation(line: 483, column: 4, scope: !874, inlinedAt: !2354)
!2376 = !DILocation(line: 1082, column: 4, scope: !2156)
!2377 = !DILocation(line: 1083, column: 1, scope: !2156)
!2378 = !DISubprogram(name: "fflush", scope: !254, file: !254, line: 230, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2379 = distinct !DISubprogram(name: "BZ2_bzReadOpen", scope: !2, file: !2, line: 1087, type: !2380, scopeLine: 1094, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2382)
!2380 = !DISubroutineType(types: !2381)
!2381 = !{!1912, !1914, !111, !118, !118, !95, !118}
!2382 = !{!2383, !2384, !2385, !2386, !2387, !2388, !2389, !2390}
!2383 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2379, file: !2, line: 1088, type: !1914)
!2384 = !DILocalVariable(name: "f", arg: 2, scope: !2379, file: !2, line: 1089, type: !111)
!2385 = !DILocalVariable(name: "verbosity", arg: 3, scope: !2379, file: !2, line: 1090, type: !118)
!2386 = !DILocalVariable(name: "small", arg: 4, scope: !2379, file: !2, line: 1091, type: !118)
!2387 = !DILocalVariable(name: "unused", arg: 5, scope: !2379, file: !2, line: 1092, type: !95)
!2388 = !DILocalVariable(name: "nUnused", arg: 6, scope: !2379, file: !2, line: 1093, type: !118)
!2389 = !DILocalVariable(name: "bzf", scope: !2379, file: !2, line: 1095, type: !106)
!2390 = !DILocalVariable(name: "ret", scope: !2379, file: !2, line: 1096, type: !118)
!2391 = !DILocation(line: 0, scope: !2379)
!2392 = !DILocation(line: 1098, column: 4, scope: !2393)
!2393 = distinct !DILexicalBlock(scope: !2394, file: !2, line: 1098, column: 4)
!2394 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1098, column: 4)
!2395 = !DILocation(line: 1098, column: 4, scope: !2394)
!2396 = !DILocation(line: 1100, column: 10, scope: !2397)
!2397 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1100, column: 8)
!2398 = !DILocation(line: 1100, column: 18, scope: !2397)
!2399 = !DILocation(line: 1101, column: 20, scope: !2397)
!2400 = !DILocation(line: 1103, column: 16, scope: !2397)
!2401 = !DILocation(line: 1103, column: 24, scope: !2397)
!2402 = !DILocation(line: 1104, column: 16, scope: !2397)
!2403 = !DILocation(line: 1104, column: 24, scope: !2397)
!2404 = !DILocation(line: 1105, column: 9, scope: !2405)
!2405 = distinct !DILexicalBlock(scope: !2406, file: !2, line: 1105, column: 9)
!2406 = distinct !DILexicalBlock(scope: !2397, file: !2, line: 1105, column: 7)
!2407 = !DILocation(line: 1105, column: 9, scope: !2408)
!2408 = distinct !DILexicalBlock(scope: !2405, file: !2, line: 1105, column: 9)
!2409 = !DILocation(line: 1107, column: 8, scope: !2410)
!2410 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1107, column: 8)
!2411 = !DILocation(line: 1107, column: 8, scope: !2379)
!2412 = !DILocation(line: 1108, column: 9, scope: !2413)
!2413 = distinct !DILexicalBlock(scope: !2414, file: !2, line: 1108, column: 9)
!2414 = distinct !DILexicalBlock(scope: !2410, file: !2, line: 1108, column: 7)
!2415 = !DILocation(line: 1108, column: 9, scope: !2416)
!2416 = distinct !DILexicalBlock(scope: !2413, file: !2, line: 1108, column: 9)
!2417 = !DILocation(line: 1110, column: 10, scope: !2379)
!2418 = !DILocation(line: 1111, column: 12, scope: !2419)
!2419 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1111, column: 8)
!2420 = !DILocation(line: 1111, column: 8, scope: !2379)
!2421 = !DILocation(line: 1112, column: 9, scope: !2422)
!2422 = distinct !DILexicalBlock(scope: !2423, file: !2, line: 1112, column: 9)
!2423 = distinct !DILexicalBlock(scope: !2419, file: !2, line: 1112, column: 7)
!2424 = !DILocation(line: 1112, column: 9, scope: !2425)
!2425 = distinct !DILexicalBlock(scope: !2422, file: !2, line: 1112, column: 9)
!2426 = !DILocation(line: 1114, column: 4, scope: !2427)
!2427 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1114, column: 4)
!2428 = !DILocation(line: 1114, column: 4, scope: !2429)
!2429 = distinct !DILexicalBlock(scope: !2427, file: !2, line: 1114, column: 4)
!2430 = !DILocation(line: 1114, column: 4, scope: !2431)
!2431 = distinct !DILexicalBlock(scope: !2427, file: !2, line: 1114, column: 4)
!2432 = !DILocation(line: 1116, column: 9, scope: !2379)
!2433 = !DILocation(line: 1116, column: 23, scope: !2379)
!2434 = !DILocation(line: 1117, column: 23, scope: !2379)
!2435 = !DILocation(line: 1118, column: 9, scope: !2379)
!2436 = !DILocation(line: 1118, column: 23, scope: !2379)
!2437 = !DILocation(line: 1119, column: 9, scope: !2379)
!2438 = !DILocation(line: 1119, column: 23, scope: !2379)
!2439 = !DILocation(line: 1120, column: 9, scope: !2379)
!2440 = !DILocation(line: 1120, column: 14, scope: !2379)
!2441 = !DILocation(line: 1124, column: 19, scope: !2379)
!2442 = !DILocation(line: 1120, column: 23, scope: !2379)
!2443 = !DILocation(line: 1124, column: 4, scope: !2379)
!2444 = !DILocation(line: 1125, column: 21, scope: !2445)
!2445 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1124, column: 24)
!2446 = !DILocation(line: 1125, column: 29, scope: !2445)
!2447 = !DILocation(line: 1125, column: 7, scope: !2445)
!2448 = !DILocation(line: 1125, column: 27, scope: !2445)
!2449 = !DILocation(line: 1125, column: 59, scope: !2445)
!2450 = !DILocation(line: 1126, column: 28, scope: !2445)
!2451 = distinct !{!2451, !2443, !2452, !1081}
!2452 = !DILocation(line: 1128, column: 4, scope: !2379)
!2453 = !DILocation(line: 1130, column: 10, scope: !2379)
!2454 = !DILocation(line: 1131, column: 12, scope: !2455)
!2455 = distinct !DILexicalBlock(scope: !2379, file: !2, line: 1131, column: 8)
!2456 = !DILocation(line: 1131, column: 8, scope: !2379)
!2457 = !DILocation(line: 1132, column: 9, scope: !2458)
!2458 = distinct !DILexicalBlock(scope: !2459, file: !2, line: 1132, column: 9)
!2459 = distinct !DILexicalBlock(scope: !2455, file: !2, line: 1132, column: 7)
!2460 = !DILocation(line: 1132, column: 9, scope: !2461)
!2461 = distinct !DILexicalBlock(scope: !2458, file: !2, line: 1132, column: 9)
!2462 = !DILocation(line: 1132, column: 25, scope: !2459)
!2463 = !DILocation(line: 1132, column: 36, scope: !2459)
!2464 = !DILocation(line: 1134, column: 30, scope: !2379)
!2465 = !DILocation(line: 1134, column: 14, scope: !2379)
!2466 = !DILocation(line: 1134, column: 23, scope: !2379)
!2467 = !DILocation(line: 1135, column: 30, scope: !2379)
!2468 = !DILocation(line: 1135, column: 23, scope: !2379)
!2469 = !DILocation(line: 1137, column: 23, scope: !2379)
!2470 = !DILocation(line: 1138, column: 4, scope: !2379)
!2471 = !DILocation(line: 1139, column: 1, scope: !2379)
!2472 = distinct !DISubprogram(name: "BZ2_bzReadClose", scope: !2, file: !2, line: 1143, type: !2473, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2475)
!2473 = !DISubroutineType(types: !2474)
!2474 = !{null, !1914, !1912}
!2475 = !{!2476, !2477, !2478}
!2476 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2472, file: !2, line: 1143, type: !1914)
!2477 = !DILocalVariable(name: "b", arg: 2, scope: !2472, file: !2, line: 1143, type: !1912)
!2478 = !DILocalVariable(name: "bzf", scope: !2472, file: !2, line: 1145, type: !106)
!2479 = !DILocation(line: 0, scope: !2472)
!2480 = !DILocation(line: 1147, column: 4, scope: !2481)
!2481 = distinct !DILexicalBlock(scope: !2482, file: !2, line: 1147, column: 4)
!2482 = distinct !DILexicalBlock(scope: !2472, file: !2, line: 1147, column: 4)
!2483 = !DILocation(line: 1147, column: 4, scope: !2482)
!2484 = !DILocation(line: 1147, column: 4, scope: !2485)
!2485 = distinct !DILexicalBlock(scope: !2482, file: !2, line: 1147, column: 4)
!2486 = !DILocation(line: 1151, column: 13, scope: !2487)
!2487 = distinct !DILexicalBlock(scope: !2472, file: !2, line: 1151, column: 8)
!2488 = !DILocation(line: 1151, column: 8, scope: !2487)
!2489 = !DILocation(line: 1151, column: 8, scope: !2472)
!2490 = !DILocation(line: 1152, column: 9, scope: !2491)
!2491 = distinct !DILexicalBlock(scope: !2492, file: !2, line: 1152, column: 9)
!2492 = distinct !DILexicalBlock(scope: !2493, file: !2, line: 1152, column: 9)
!2493 = distinct !DILexicalBlock(scope: !2487, file: !2, line: 1152, column: 7)
!2494 = !DILocation(line: 1152, column: 9, scope: !2495)
!2495 = distinct !DILexicalBlock(scope: !2492, file: !2, line: 1152, column: 9)
!2496 = !DILocation(line: 1152, column: 39, scope: !2493)
!2497 = !DILocation(line: 1154, column: 13, scope: !2498)
!2498 = distinct !DILexicalBlock(scope: !2472, file: !2, line: 1154, column: 8)
!2499 = !DILocation(line: 1154, column: 8, scope: !2498)
!2500 = !DILocation(line: 1154, column: 8, scope: !2472)
!2501 = !DILocation(line: 0, scope: !1874, inlinedAt: !2502)
!2502 = distinct !DILocation(line: 1155, column: 13, scope: !2498)
!2503 = !DILocation(line: 866, column: 14, scope: !1874, inlinedAt: !2502)
!2504 = !DILocation(line: 867, column: 10, scope: !1884, inlinedAt: !2502)
!2505 = !DILocation(line: 867, column: 8, scope: !1874, inlinedAt: !2502)
!2506 = !DILocation(line: 1155, column: 42, scope: !2498)
!2507 = !DILocation(line: 868, column: 11, scope: !1887, inlinedAt: !2502)
!2508 = !DILocation(line: 868, column: 16, scope: !1887, inlinedAt: !2502)
!2509 = !DILocation(line: 868, column: 8, scope: !1874, inlinedAt: !2502)
!2510 = !DILocation(line: 870, column: 11, scope: !1891, inlinedAt: !2502)
!2511 = !DILocation(line: 870, column: 16, scope: !1891, inlinedAt: !2502)
!2512 = !DILocation(line: 870, column: 8, scope: !1874, inlinedAt: !2502)
!2513 = !DILocation(line: 870, column: 25, scope: !1891, inlinedAt: !2502)
!2514 = !DILocation(line: 871, column: 11, scope: !1896, inlinedAt: !2502)
!2515 = !DILocation(line: 871, column: 16, scope: !1896, inlinedAt: !2502)
!2516 = !DILocation(line: 871, column: 8, scope: !1874, inlinedAt: !2502)
!2517 = !DILocation(line: 871, column: 25, scope: !1896, inlinedAt: !2502)
!2518 = !DILocation(line: 872, column: 11, scope: !1901, inlinedAt: !2502)
!2519 = !DILocation(line: 872, column: 16, scope: !1901, inlinedAt: !2502)
!2520 = !DILocation(line: 872, column: 8, scope: !1874, inlinedAt: !2502)
!2521 = !DILocation(line: 872, column: 25, scope: !1901, inlinedAt: !2502)
!2522 = !DILocation(line: 874, column: 4, scope: !1874, inlinedAt: !2502)
!2523 = !DILocation(line: 877, column: 4, scope: !1874, inlinedAt: !2502)
!2524 = !DILocation(line: 1156, column: 4, scope: !2472)
!2525 = !DILocation(line: 1157, column: 1, scope: !2472)
!2526 = distinct !DISubprogram(name: "BZ2_bzRead", scope: !2, file: !2, line: 1161, type: !2527, scopeLine: 1166, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2529)
!2527 = !DISubroutineType(types: !2528)
!2528 = !{!118, !1914, !1912, !95, !118}
!2529 = !{!2530, !2531, !2532, !2533, !2534, !2535, !2536}
!2530 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2526, file: !2, line: 1162, type: !1914)
!2531 = !DILocalVariable(name: "b", arg: 2, scope: !2526, file: !2, line: 1163, type: !1912)
!2532 = !DILocalVariable(name: "buf", arg: 3, scope: !2526, file: !2, line: 1164, type: !95)
!2533 = !DILocalVariable(name: "len", arg: 4, scope: !2526, file: !2, line: 1165, type: !118)
!2534 = !DILocalVariable(name: "n", scope: !2526, file: !2, line: 1167, type: !177)
!2535 = !DILocalVariable(name: "ret", scope: !2526, file: !2, line: 1167, type: !177)
!2536 = !DILocalVariable(name: "bzf", scope: !2526, file: !2, line: 1168, type: !106)
!2537 = !DILocation(line: 0, scope: !2526)
!2538 = !DILocation(line: 1170, column: 4, scope: !2539)
!2539 = distinct !DILexicalBlock(scope: !2540, file: !2, line: 1170, column: 4)
!2540 = distinct !DILexicalBlock(scope: !2526, file: !2, line: 1170, column: 4)
!2541 = !DILocation(line: 1170, column: 4, scope: !2540)
!2542 = !DILocation(line: 1170, column: 4, scope: !2543)
!2543 = distinct !DILexicalBlock(scope: !2540, file: !2, line: 1170, column: 4)
!2544 = !DILocation(line: 1172, column: 20, scope: !2545)
!2545 = distinct !DILexicalBlock(scope: !2526, file: !2, line: 1172, column: 8)
!2546 = !DILocation(line: 1173, column: 9, scope: !2547)
!2547 = distinct !DILexicalBlock(scope: !2548, file: !2, line: 1173, column: 9)
!2548 = distinct !DILexicalBlock(scope: !2545, file: !2, line: 1173, column: 7)
!2549 = !DILocation(line: 1173, column: 9, scope: !2550)
!2550 = distinct !DILexicalBlock(scope: !2547, file: !2, line: 1173, column: 9)
!2551 = !DILocation(line: 1173, column: 9, scope: !2552)
!2552 = distinct !DILexicalBlock(scope: !2547, file: !2, line: 1173, column: 9)
!2553 = !DILocation(line: 1175, column: 13, scope: !2554)
!2554 = distinct !DILexicalBlock(scope: !2526, file: !2, line: 1175, column: 8)
!2555 = !DILocation(line: 1175, column: 8, scope: !2554)
!2556 = !DILocation(line: 1175, column: 8, scope: !2526)
!2557 = !DILocation(line: 1176, column: 9, scope: !2558)
!2558 = distinct !DILexicalBlock(scope: !2559, file: !2, line: 1176, column: 9)
!2559 = distinct !DILexicalBlock(scope: !2554, file: !2, line: 1176, column: 7)
!2560 = !DILocation(line: 1176, column: 9, scope: !2561)
!2561 = distinct !DILexicalBlock(scope: !2558, file: !2, line: 1176, column: 9)
!2562 = !DILocation(line: 1176, column: 9, scope: !2563)
!2563 = distinct !DILexicalBlock(scope: !2558, file: !2, line: 1176, column: 9)
!2564 = !DILocation(line: 1178, column: 12, scope: !2565)
!2565 = distinct !DILexicalBlock(scope: !2526, file: !2, line: 1178, column: 8)
!2566 = !DILocation(line: 1178, column: 8, scope: !2526)
!2567 = !DILocation(line: 1179, column: 9, scope: !2568)
!2568 = distinct !DILexicalBlock(scope: !2569, file: !2, line: 1179, column: 9)
!2569 = distinct !DILexicalBlock(scope: !2565, file: !2, line: 1179, column: 7)
!2570 = !DILocation(line: 1179, column: 9, scope: !2571)
!2571 = distinct !DILexicalBlock(scope: !2568, file: !2, line: 1179, column: 9)
!2572 = !DILocation(line: 1179, column: 9, scope: !2573)
!2573 = distinct !DILexicalBlock(scope: !2568, file: !2, line: 1179, column: 9)
!2574 = !DILocation(line: 1181, column: 9, scope: !2526)
!2575 = !DILocation(line: 1181, column: 14, scope: !2526)
!2576 = !DILocation(line: 1181, column: 24, scope: !2526)
!2577 = !DILocation(line: 1182, column: 14, scope: !2526)
!2578 = !DILocation(line: 1182, column: 23, scope: !2526)
!2579 = !DILocation(line: 1184, column: 4, scope: !2526)
!2580 = !DILocation(line: 1186, column: 23, scope: !2581)
!2581 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1186, column: 11)
!2582 = distinct !DILexicalBlock(scope: !2526, file: !2, line: 1184, column: 17)
!2583 = !DILocation(line: 1186, column: 11, scope: !2581)
!2584 = !DILocation(line: 1186, column: 11, scope: !2582)
!2585 = !DILocation(line: 1187, column: 12, scope: !2586)
!2586 = distinct !DILexicalBlock(scope: !2587, file: !2, line: 1187, column: 12)
!2587 = distinct !DILexicalBlock(scope: !2581, file: !2, line: 1187, column: 10)
!2588 = !DILocation(line: 1187, column: 12, scope: !2589)
!2589 = distinct !DILexicalBlock(scope: !2586, file: !2, line: 1187, column: 12)
!2590 = !DILocation(line: 1187, column: 12, scope: !2591)
!2591 = distinct !DILexicalBlock(scope: !2586, file: !2, line: 1187, column: 12)
!2592 = !DILocation(line: 1187, column: 36, scope: !2587)
!2593 = !DILocation(line: 1189, column: 21, scope: !2594)
!2594 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1189, column: 11)
!2595 = !DILocation(line: 1189, column: 30, scope: !2594)
!2596 = !DILocation(line: 1189, column: 35, scope: !2594)
!2597 = !DILocalVariable(name: "f", arg: 1, scope: !2598, file: !2, line: 906, type: !111)
!2598 = distinct !DISubprogram(name: "myfeof", scope: !2, file: !2, line: 906, type: !2599, scopeLine: 907, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2601)
!2599 = !DISubroutineType(types: !2600)
!2600 = !{!105, !111}
!2601 = !{!2597, !2602}
!2602 = !DILocalVariable(name: "c", scope: !2598, file: !2, line: 908, type: !177)
!2603 = !DILocation(line: 0, scope: !2598, inlinedAt: !2604)
!2604 = distinct !DILocation(line: 1189, column: 39, scope: !2594)
!2605 = !DILocation(line: 908, column: 14, scope: !2598, inlinedAt: !2604)
!2606 = !DILocation(line: 909, column: 10, scope: !2607, inlinedAt: !2604)
!2607 = distinct !DILexicalBlock(scope: !2598, file: !2, line: 909, column: 8)
!2608 = !DILocation(line: 909, column: 8, scope: !2598, inlinedAt: !2604)
!2609 = !DILocation(line: 910, column: 4, scope: !2598, inlinedAt: !2604)
!2610 = !DILocation(line: 1191, column: 42, scope: !2611)
!2611 = distinct !DILexicalBlock(scope: !2594, file: !2, line: 1189, column: 60)
!2612 = !DILocation(line: 1190, column: 14, scope: !2611)
!2613 = !DILocation(line: 1192, column: 26, scope: !2614)
!2614 = distinct !DILexicalBlock(scope: !2611, file: !2, line: 1192, column: 14)
!2615 = !DILocation(line: 1192, column: 14, scope: !2614)
!2616 = !DILocation(line: 1192, column: 14, scope: !2611)
!2617 = !DILocation(line: 1193, column: 15, scope: !2618)
!2618 = distinct !DILexicalBlock(scope: !2619, file: !2, line: 1193, column: 15)
!2619 = distinct !DILexicalBlock(scope: !2614, file: !2, line: 1193, column: 13)
!2620 = !DILocation(line: 1193, column: 15, scope: !2621)
!2621 = distinct !DILexicalBlock(scope: !2618, file: !2, line: 1193, column: 15)
!2622 = !DILocation(line: 1193, column: 15, scope: !2623)
!2623 = distinct !DILexicalBlock(scope: !2618, file: !2, line: 1193, column: 15)
!2624 = !DILocation(line: 1193, column: 39, scope: !2619)
!2625 = !DILocation(line: 1194, column: 20, scope: !2611)
!2626 = !DILocation(line: 1195, column: 29, scope: !2611)
!2627 = !DILocation(line: 1196, column: 28, scope: !2611)
!2628 = !DILocation(line: 1197, column: 7, scope: !2611)
!2629 = !DILocation(line: 1199, column: 13, scope: !2582)
!2630 = !DILocation(line: 1201, column: 24, scope: !2631)
!2631 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1201, column: 11)
!2632 = !DILocation(line: 1202, column: 12, scope: !2633)
!2633 = distinct !DILexicalBlock(scope: !2634, file: !2, line: 1202, column: 12)
!2634 = distinct !DILexicalBlock(scope: !2631, file: !2, line: 1202, column: 10)
!2635 = !DILocation(line: 1202, column: 12, scope: !2636)
!2636 = distinct !DILexicalBlock(scope: !2633, file: !2, line: 1202, column: 12)
!2637 = !DILocation(line: 1202, column: 12, scope: !2638)
!2638 = distinct !DILexicalBlock(scope: !2633, file: !2, line: 1202, column: 12)
!2639 = !DILocation(line: 1202, column: 28, scope: !2634)
!2640 = !DILocation(line: 1204, column: 24, scope: !2641)
!2641 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1204, column: 11)
!2642 = !DILocation(line: 1204, column: 39, scope: !2641)
!2643 = !DILocation(line: 0, scope: !2598, inlinedAt: !2644)
!2644 = distinct !DILocation(line: 1204, column: 27, scope: !2641)
!2645 = !DILocation(line: 908, column: 14, scope: !2598, inlinedAt: !2644)
!2646 = !DILocation(line: 909, column: 10, scope: !2607, inlinedAt: !2644)
!2647 = !DILocation(line: 909, column: 8, scope: !2598, inlinedAt: !2644)
!2648 = !DILocation(line: 910, column: 4, scope: !2598, inlinedAt: !2644)
!2649 = !DILocation(line: 1204, column: 47, scope: !2641)
!2650 = !DILocation(line: 1205, column: 21, scope: !2641)
!2651 = !DILocation(line: 1205, column: 30, scope: !2641)
!2652 = !DILocation(line: 1205, column: 35, scope: !2641)
!2653 = !DILocation(line: 1205, column: 48, scope: !2641)
!2654 = !DILocation(line: 1205, column: 58, scope: !2641)
!2655 = !DILocation(line: 1204, column: 11, scope: !2582)
!2656 = !DILocation(line: 1206, column: 12, scope: !2657)
!2657 = distinct !DILexicalBlock(scope: !2658, file: !2, line: 1206, column: 12)
!2658 = distinct !DILexicalBlock(scope: !2641, file: !2, line: 1206, column: 10)
!2659 = !DILocation(line: 1206, column: 12, scope: !2660)
!2660 = distinct !DILexicalBlock(scope: !2657, file: !2, line: 1206, column: 12)
!2661 = !DILocation(line: 1206, column: 12, scope: !2662)
!2662 = distinct !DILexicalBlock(scope: !2657, file: !2, line: 1206, column: 12)
!2663 = !DILocation(line: 1206, column: 42, scope: !2658)
!2664 = !DILocation(line: 1209, column: 12, scope: !2665)
!2665 = distinct !DILexicalBlock(scope: !2666, file: !2, line: 1209, column: 12)
!2666 = distinct !DILexicalBlock(scope: !2667, file: !2, line: 1209, column: 10)
!2667 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1208, column: 11)
!2668 = !DILocation(line: 1209, column: 12, scope: !2669)
!2669 = distinct !DILexicalBlock(scope: !2665, file: !2, line: 1209, column: 12)
!2670 = !DILocation(line: 1209, column: 12, scope: !2671)
!2671 = distinct !DILexicalBlock(scope: !2665, file: !2, line: 1209, column: 12)
!2672 = !DILocation(line: 1210, column: 35, scope: !2666)
!2673 = !DILocation(line: 1210, column: 23, scope: !2666)
!2674 = !DILocation(line: 1210, column: 12, scope: !2666)
!2675 = !DILocation(line: 1211, column: 21, scope: !2676)
!2676 = distinct !DILexicalBlock(scope: !2582, file: !2, line: 1211, column: 11)
!2677 = !DILocation(line: 1211, column: 31, scope: !2676)
!2678 = !DILocation(line: 1211, column: 11, scope: !2582)
!2679 = distinct !{!2679, !2579, !2680}
!2680 = !DILocation(line: 1214, column: 4, scope: !2526)
!2681 = !DILocation(line: 1212, column: 12, scope: !2682)
!2682 = distinct !DILexicalBlock(scope: !2683, file: !2, line: 1212, column: 12)
!2683 = distinct !DILexicalBlock(scope: !2676, file: !2, line: 1212, column: 10)
!2684 = !DILocation(line: 1212, column: 12, scope: !2685)
!2685 = distinct !DILexicalBlock(scope: !2682, file: !2, line: 1212, column: 12)
!2686 = !DILocation(line: 1212, column: 12, scope: !2687)
!2687 = distinct !DILexicalBlock(scope: !2682, file: !2, line: 1212, column: 12)
!2688 = !DILocation(line: 1212, column: 30, scope: !2683)
!2689 = !DILocation(line: 1217, column: 1, scope: !2526)
!2690 = !DISubprogram(name: "fread", scope: !254, file: !254, line: 675, type: !2691, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2691 = !DISubroutineType(types: !2692)
!2692 = !{!165, !2693, !163, !163, !257}
!2693 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!2694 = distinct !DISubprogram(name: "BZ2_bzReadGetUnused", scope: !2, file: !2, line: 1221, type: !2695, scopeLine: 1226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2698)
!2695 = !DISubroutineType(types: !2696)
!2696 = !{null, !1914, !1912, !2697, !1914}
!2697 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!2698 = !{!2699, !2700, !2701, !2702, !2703}
!2699 = !DILocalVariable(name: "bzerror", arg: 1, scope: !2694, file: !2, line: 1222, type: !1914)
!2700 = !DILocalVariable(name: "b", arg: 2, scope: !2694, file: !2, line: 1223, type: !1912)
!2701 = !DILocalVariable(name: "unused", arg: 3, scope: !2694, file: !2, line: 1224, type: !2697)
!2702 = !DILocalVariable(name: "nUnused", arg: 4, scope: !2694, file: !2, line: 1225, type: !1914)
!2703 = !DILocalVariable(name: "bzf", scope: !2694, file: !2, line: 1227, type: !106)
!2704 = !DILocation(line: 0, scope: !2694)
!2705 = !DILocation(line: 1228, column: 12, scope: !2706)
!2706 = distinct !DILexicalBlock(scope: !2694, file: !2, line: 1228, column: 8)
!2707 = !DILocation(line: 1228, column: 8, scope: !2694)
!2708 = !DILocation(line: 1229, column: 9, scope: !2709)
!2709 = distinct !DILexicalBlock(scope: !2710, file: !2, line: 1229, column: 9)
!2710 = distinct !DILexicalBlock(scope: !2711, file: !2, line: 1229, column: 9)
!2711 = distinct !DILexicalBlock(scope: !2706, file: !2, line: 1229, column: 7)
!2712 = !DILocation(line: 1229, column: 9, scope: !2710)
!2713 = !DILocation(line: 1230, column: 13, scope: !2714)
!2714 = distinct !DILexicalBlock(scope: !2694, file: !2, line: 1230, column: 8)
!2715 = !DILocation(line: 1230, column: 21, scope: !2714)
!2716 = !DILocation(line: 1230, column: 8, scope: !2694)
!2717 = !DILocation(line: 1231, column: 9, scope: !2718)
!2718 = distinct !DILexicalBlock(scope: !2719, file: !2, line: 1231, column: 9)
!2719 = distinct !DILexicalBlock(scope: !2720, file: !2, line: 1231, column: 9)
!2720 = distinct !DILexicalBlock(scope: !2714, file: !2, line: 1231, column: 7)
!2721 = !DILocation(line: 1231, column: 9, scope: !2719)
!2722 = !DILocation(line: 1231, column: 9, scope: !2723)
!2723 = distinct !DILexicalBlock(scope: !2719, file: !2, line: 1231, column: 9)
!2724 = !DILocation(line: 1231, column: 39, scope: !2720)
!2725 = !DILocation(line: 1232, column: 15, scope: !2726)
!2726 = distinct !DILexicalBlock(scope: !2694, file: !2, line: 1232, column: 8)
!2727 = !DILocation(line: 1232, column: 23, scope: !2726)
!2728 = !DILocation(line: 1233, column: 9, scope: !2729)
!2729 = distinct !DILexicalBlock(scope: !2730, file: !2, line: 1233, column: 9)
!2730 = distinct !DILexicalBlock(scope: !2726, file: !2, line: 1233, column: 7)
!2731 = !DILocation(line: 1233, column: 9, scope: !2732)
!2732 = distinct !DILexicalBlock(scope: !2729, file: !2, line: 1233, column: 9)
!2733 = !DILocation(line: 1233, column: 9, scope: !2734)
!2734 = distinct !DILexicalBlock(scope: !2729, file: !2, line: 1233, column: 9)
!2735 = !DILocation(line: 1233, column: 36, scope: !2730)
!2736 = !DILocation(line: 1235, column: 4, scope: !2737)
!2737 = distinct !DILexicalBlock(scope: !2694, file: !2, line: 1235, column: 4)
!2738 = !DILocation(line: 1235, column: 4, scope: !2739)
!2739 = distinct !DILexicalBlock(scope: !2737, file: !2, line: 1235, column: 4)
!2740 = !DILocation(line: 1235, column: 4, scope: !2741)
!2741 = distinct !DILexicalBlock(scope: !2737, file: !2, line: 1235, column: 4)
!2742 = !DILocation(line: 1236, column: 20, scope: !2694)
!2743 = !DILocation(line: 1236, column: 25, scope: !2694)
!2744 = !DILocation(line: 1236, column: 13, scope: !2694)
!2745 = !DILocation(line: 1237, column: 24, scope: !2694)
!2746 = !DILocation(line: 1237, column: 12, scope: !2694)
!2747 = !DILocation(line: 1238, column: 1, scope: !2694)
!2748 = distinct !DISubprogram(name: "BZ2_bzBuffToBuffCompress", scope: !2, file: !2, line: 1247, type: !2749, scopeLine: 1255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2751)
!2749 = !DISubroutineType(types: !2750)
!2750 = !{!118, !120, !2146, !120, !80, !118, !118, !118}
!2751 = !{!2752, !2753, !2754, !2755, !2756, !2757, !2758, !2759, !2760, !2761, !2762}
!2752 = !DILocalVariable(name: "dest", arg: 1, scope: !2748, file: !2, line: 1248, type: !120)
!2753 = !DILocalVariable(name: "destLen", arg: 2, scope: !2748, file: !2, line: 1249, type: !2146)
!2754 = !DILocalVariable(name: "source", arg: 3, scope: !2748, file: !2, line: 1250, type: !120)
!2755 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !2748, file: !2, line: 1251, type: !80)
!2756 = !DILocalVariable(name: "blockSize100k", arg: 5, scope: !2748, file: !2, line: 1252, type: !118)
!2757 = !DILocalVariable(name: "verbosity", arg: 6, scope: !2748, file: !2, line: 1253, type: !118)
!2758 = !DILocalVariable(name: "workFactor", arg: 7, scope: !2748, file: !2, line: 1254, type: !118)
!2759 = !DILocalVariable(name: "strm", scope: !2748, file: !2, line: 1256, type: !180)
!2760 = !DILocalVariable(name: "ret", scope: !2748, file: !2, line: 1257, type: !118)
!2761 = !DILabel(scope: !2748, name: "output_overflow", file: !2, line: 1288)
!2762 = !DILabel(scope: !2748, name: "errhandler", file: !2, line: 1292)
!2763 = distinct !DIAssignID()
!2764 = !DILocation(line: 0, scope: !2748)
!2765 = !DILocation(line: 1256, column: 4, scope: !2748)
!2766 = !DILocation(line: 1259, column: 13, scope: !2767)
!2767 = distinct !DILexicalBlock(scope: !2748, file: !2, line: 1259, column: 8)
!2768 = !DILocation(line: 1259, column: 21, scope: !2767)
!2769 = !DILocation(line: 1266, column: 19, scope: !2770)
!2770 = distinct !DILexicalBlock(scope: !2748, file: !2, line: 1266, column: 8)
!2771 = !DILocation(line: 1266, column: 8, scope: !2748)
!2772 = !DILocation(line: 1267, column: 9, scope: !2748)
!2773 = distinct !DIAssignID()
!2774 = !DILocation(line: 1268, column: 9, scope: !2748)
!2775 = !DILocation(line: 1269, column: 9, scope: !2748)
!2776 = !DILocation(line: 1268, column: 16, scope: !2748)
!2777 = !DILocation(line: 1270, column: 10, scope: !2748)
!2778 = !DILocation(line: 1272, column: 12, scope: !2779)
!2779 = distinct !DILexicalBlock(scope: !2748, file: !2, line: 1272, column: 8)
!2780 = !DILocation(line: 1272, column: 8, scope: !2748)
!2781 = !DILocation(line: 1274, column: 17, scope: !2748)
!2782 = distinct !DIAssignID()
!2783 = !DILocation(line: 1275, column: 9, scope: !2748)
!2784 = !DILocation(line: 1275, column: 18, scope: !2748)
!2785 = distinct !DIAssignID()
!2786 = !DILocation(line: 1276, column: 9, scope: !2748)
!2787 = !DILocation(line: 1276, column: 18, scope: !2748)
!2788 = distinct !DIAssignID()
!2789 = !DILocation(line: 1277, column: 21, scope: !2748)
!2790 = !DILocation(line: 1277, column: 9, scope: !2748)
!2791 = !DILocation(line: 1277, column: 19, scope: !2748)
!2792 = distinct !DIAssignID()
!2793 = !DILocation(line: 0, scope: !515, inlinedAt: !2794)
!2794 = distinct !DILocation(line: 1279, column: 10, scope: !2748)
!2795 = !DILocation(line: 412, column: 14, scope: !515, inlinedAt: !2794)
!2796 = !DILocation(line: 413, column: 10, scope: !530, inlinedAt: !2794)
!2797 = !DILocation(line: 413, column: 8, scope: !515, inlinedAt: !2794)
!2798 = !DILocation(line: 414, column: 11, scope: !533, inlinedAt: !2794)
!2799 = !DILocation(line: 414, column: 16, scope: !533, inlinedAt: !2794)
!2800 = !DILocation(line: 414, column: 8, scope: !515, inlinedAt: !2794)
!2801 = !DILocation(line: 416, column: 4, scope: !515, inlinedAt: !2794)
!2802 = !DILocation(line: 417, column: 4, scope: !515, inlinedAt: !2794)
!2803 = !DILocation(line: 454, column: 17, scope: !590, inlinedAt: !2794)
!2804 = !DILocation(line: 0, scope: !546, inlinedAt: !2794)
!2805 = !DILocation(line: 454, column: 45, scope: !590, inlinedAt: !2794)
!2806 = !DILocation(line: 454, column: 33, scope: !590, inlinedAt: !2794)
!2807 = !DILocation(line: 454, column: 14, scope: !539, inlinedAt: !2794)
!2808 = !DILocation(line: 456, column: 21, scope: !539, inlinedAt: !2794)
!2809 = !DILocation(line: 457, column: 15, scope: !596, inlinedAt: !2794)
!2810 = !DILocation(line: 457, column: 14, scope: !539, inlinedAt: !2794)
!2811 = !DILocation(line: 458, column: 17, scope: !599, inlinedAt: !2794)
!2812 = !DILocation(line: 458, column: 33, scope: !599, inlinedAt: !2794)
!2813 = !DILocation(line: 458, column: 37, scope: !599, inlinedAt: !2794)
!2814 = !DILocation(line: 0, scope: !567, inlinedAt: !2815)
!2815 = distinct !DILocation(line: 458, column: 41, scope: !599, inlinedAt: !2794)
!2816 = !DILocation(line: 141, column: 11, scope: !574, inlinedAt: !2815)
!2817 = !DILocation(line: 141, column: 23, scope: !574, inlinedAt: !2815)
!2818 = !DILocation(line: 141, column: 29, scope: !574, inlinedAt: !2815)
!2819 = !DILocation(line: 141, column: 35, scope: !574, inlinedAt: !2815)
!2820 = !DILocation(line: 141, column: 48, scope: !574, inlinedAt: !2815)
!2821 = !DILocation(line: 141, column: 8, scope: !567, inlinedAt: !2815)
!2822 = !DILocation(line: 459, column: 17, scope: !599, inlinedAt: !2794)
!2823 = !DILocation(line: 459, column: 36, scope: !599, inlinedAt: !2794)
!2824 = !DILocation(line: 459, column: 31, scope: !599, inlinedAt: !2794)
!2825 = !DILocation(line: 458, column: 14, scope: !539, inlinedAt: !2794)
!2826 = !DILocation(line: 460, column: 18, scope: !539, inlinedAt: !2794)
!2827 = !DILocation(line: 1284, column: 21, scope: !2748)
!2828 = !DILocation(line: 1284, column: 13, scope: !2748)
!2829 = !DILocation(line: 0, scope: !874, inlinedAt: !2830)
!2830 = distinct !DILocation(line: 1285, column: 4, scope: !2748)
!2831 = !DILocation(line: 472, column: 14, scope: !874, inlinedAt: !2830)
!2832 = !DILocation(line: 473, column: 10, scope: !886, inlinedAt: !2830)
!2833 = !DILocation(line: 473, column: 8, scope: !874, inlinedAt: !2830)
!2834 = !DILocation(line: 474, column: 11, scope: !889, inlinedAt: !2830)
!2835 = !DILocation(line: 474, column: 16, scope: !889, inlinedAt: !2830)
!2836 = !DILocation(line: 474, column: 8, scope: !874, inlinedAt: !2830)
!2837 = !DILocation(line: 476, column: 11, scope: !893, inlinedAt: !2830)
!2838 = !DILocation(line: 476, column: 16, scope: !893, inlinedAt: !2830)
!2839 = !DILocation(line: 476, column: 8, scope: !874, inlinedAt: !2830)
!2840 = !DILocation(line: 476, column: 25, scope: !893, inlinedAt: !2830)
!2841 = !DILocation(line: 477, column: 11, scope: !898, inlinedAt: !2830)
!2842 = !DILocation(line: 477, column: 16, scope: !898, inlinedAt: !2830)
!2843 = !DILocation(line: 477, column: 8, scope: !874, inlinedAt: !2830)
!2844 = !DILocation(line: 477, column: 25, scope: !898, inlinedAt: !2830)
!2845 = !DILocation(line: 478, column: 11, scope: !903, inlinedAt: !2830)
!2846 = !DILocation(line: 478, column: 16, scope: !903, inlinedAt: !2830)
!2847 = !DILocation(line: 478, column: 8, scope: !874, inlinedAt: !2830)
!2848 = !DILocation(line: 1288, column: 4, scope: !2748)
!2849 = !DILocation(line: 0, scope: !874, inlinedAt: !2850)
!2850 = distinct !DILocation(line: 1289, column: 4, scope: !2748)
!2851 = !DILocation(line: 472, column: 14, scope: !874, inlinedAt: !2850)
!2852 = !DILocation(line: 473, column: 10, scope: !886, inlinedAt: !2850)
!2853 = !DILocation(line: 473, column: 8, scope: !874, inlinedAt: !2850)
!2854 = !DILocation(line: 474, column: 11, scope: !889, inlinedAt: !2850)
!2855 = !DILocation(line: 474, column: 16, scope: !889, inlinedAt: !2850)
!2856 = !DILocation(line: 474, column: 8, scope: !874, inlinedAt: !2850)
!2857 = !DILocation(line: 476, column: 11, scope: !893, inlinedAt: !2850)
!2858 = !DILocation(line: 476, column: 16, scope: !893, inlinedAt: !2850)
!2859 = !DILocation(line: 476, column: 8, scope: !874, inlinedAt: !2850)
!2860 = !DILocation(line: 476, column: 25, scope: !893, inlinedAt: !2850)
!2861 = !DILocation(line: 477, column: 11, scope: !898, inlinedAt: !2850)
!2862 = !DILocation(line: 477, column: 16, scope: !898, inlinedAt: !2850)
!2863 = !DILocation(line: 477, column: 8, scope: !874, inlinedAt: !2850)
!2864 = !DILocation(line: 477, column: 25, scope: !898, inlinedAt: !2850)
!2865 = !DILocation(line: 478, column: 11, scope: !903, inlinedAt: !2850)
!2866 = !DILocation(line: 478, column: 16, scope: !903, inlinedAt: !2850)
!2867 = !DILocation(line: 478, column: 8, scope: !874, inlinedAt: !2850)
!2868 = !DILocation(line: 472, column: 14, scope: !874, inlinedAt: !2869)
!2869 = distinct !DILocation(line: 1293, column: 4, scope: !2748)
!2870 = !DILocation(line: 1292, column: 4, scope: !2748)
!2871 = !DILocation(line: 0, scope: !874, inlinedAt: !2869)
!2872 = !DILocation(line: 473, column: 10, scope: !886, inlinedAt: !2869)
!2873 = !DILocation(line: 473, column: 8, scope: !874, inlinedAt: !2869)
!2874 = !DILocation(line: 474, column: 11, scope: !889, inlinedAt: !2869)
!2875 = !DILocation(line: 474, column: 16, scope: !889, inlinedAt: !2869)
!2876 = !DILocation(line: 474, column: 8, scope: !874, inlinedAt: !2869)
!2877 = !DILocation(line: 476, column: 11, scope: !893, inlinedAt: !2869)
!2878 = !DILocation(line: 476, column: 16, scope: !893, inlinedAt: !2869)
!2879 = !DILocation(line: 476, column: 8, scope: !874, inlinedAt: !2869)
!2880 = !DILocation(line: 476, column: 25, scope: !893, inlinedAt: !2869)
!2881 = !DILocation(line: 477, column: 11, scope: !898, inlinedAt: !2869)
!2882 = !DILocation(line: 477, column: 16, scope: !898, inlinedAt: !2869)
!2883 = !DILocation(line: 477, column: 8, scope: !874, inlinedAt: !2869)
!2884 = !DILocation(line: 477, column: 25, scope: !898, inlinedAt: !2869)
!2885 = !DILocation(line: 478, column: 11, scope: !903, inlinedAt: !2869)
!2886 = !DILocation(line: 478, column: 16, scope: !903, inlinedAt: !2869)
!2887 = !DILocation(line: 478, column: 8, scope: !874, inlinedAt: !2869)
!2888 = !DILocation(line: 478, column: 25, scope: !903, inlinedAt: !2764)
!2889 = !DILocation(line: 479, column: 4, scope: !874, inlinedAt: !2764)
!2890 = !DILocation(line: 1295, column: 1, scope: !2748)
!2891 = distinct !DISubprogram(name: "BZ2_bzBuffToBuffDecompress", scope: !2, file: !2, line: 1299, type: !2892, scopeLine: 1306, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !2894)
!2892 = !DISubroutineType(types: !2893)
!2893 = !{!118, !120, !2146, !120, !80, !118, !118}
!2894 = !{!2895, !2896, !2897, !2898, !2899, !2900, !2901, !2902, !2903, !2904}
!2895 = !DILocalVariable(name: "dest", arg: 1, scope: !2891, file: !2, line: 1300, type: !120)
!2896 = !DILocalVariable(name: "destLen", arg: 2, scope: !2891, file: !2, line: 1301, type: !2146)
!2897 = !DILocalVariable(name: "source", arg: 3, scope: !2891, file: !2, line: 1302, type: !120)
!2898 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !2891, file: !2, line: 1303, type: !80)
!2899 = !DILocalVariable(name: "small", arg: 5, scope: !2891, file: !2, line: 1304, type: !118)
!2900 = !DILocalVariable(name: "verbosity", arg: 6, scope: !2891, file: !2, line: 1305, type: !118)
!2901 = !DILocalVariable(name: "strm", scope: !2891, file: !2, line: 1307, type: !180)
!2902 = !DILocalVariable(name: "ret", scope: !2891, file: !2, line: 1308, type: !118)
!2903 = !DILabel(scope: !2891, name: "output_overflow_or_eof", file: !2, line: 1336)
!2904 = !DILabel(scope: !2891, name: "errhandler", file: !2, line: 1345)
!2905 = distinct !DIAssignID()
!2906 = !DILocation(line: 0, scope: !2891)
!2907 = !DILocation(line: 1307, column: 4, scope: !2891)
!2908 = !DILocation(line: 1310, column: 13, scope: !2909)
!2909 = distinct !DILexicalBlock(scope: !2891, file: !2, line: 1310, column: 8)
!2910 = !DILocation(line: 1310, column: 21, scope: !2909)
!2911 = !DILocation(line: 1312, column: 20, scope: !2909)
!2912 = !DILocation(line: 1316, column: 9, scope: !2891)
!2913 = distinct !DIAssignID()
!2914 = !DILocation(line: 1317, column: 9, scope: !2891)
!2915 = !DILocation(line: 1318, column: 9, scope: !2891)
!2916 = !DILocation(line: 0, scope: !911, inlinedAt: !2917)
!2917 = distinct !DILocation(line: 1319, column: 10, scope: !2891)
!2918 = !DILocation(line: 1317, column: 16, scope: !2891)
!2919 = !DILocation(line: 505, column: 45, scope: !1004, inlinedAt: !2917)
!2920 = distinct !DIAssignID()
!2921 = !DILocation(line: 506, column: 43, scope: !1010, inlinedAt: !2917)
!2922 = distinct !DIAssignID()
!2923 = !DILocation(line: 0, scope: !492, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 508, column: 8, scope: !911, inlinedAt: !2917)
!2925 = !DILocation(line: 104, column: 14, scope: !492, inlinedAt: !2924)
!2926 = !DILocation(line: 509, column: 10, scope: !1017, inlinedAt: !2917)
!2927 = !DILocation(line: 509, column: 8, scope: !911, inlinedAt: !2917)
!2928 = !DILocation(line: 510, column: 29, scope: !911, inlinedAt: !2917)
!2929 = !DILocation(line: 511, column: 10, scope: !911, inlinedAt: !2917)
!2930 = !DILocation(line: 511, column: 29, scope: !911, inlinedAt: !2917)
!2931 = distinct !DIAssignID()
!2932 = !DILocation(line: 512, column: 7, scope: !911, inlinedAt: !2917)
!2933 = !DILocation(line: 512, column: 29, scope: !911, inlinedAt: !2917)
!2934 = !DILocation(line: 513, column: 7, scope: !911, inlinedAt: !2917)
!2935 = !DILocation(line: 513, column: 29, scope: !911, inlinedAt: !2917)
!2936 = !DILocation(line: 514, column: 7, scope: !911, inlinedAt: !2917)
!2937 = !DILocation(line: 514, column: 29, scope: !911, inlinedAt: !2917)
!2938 = !DILocation(line: 515, column: 7, scope: !911, inlinedAt: !2917)
!2939 = !DILocation(line: 515, column: 29, scope: !911, inlinedAt: !2917)
!2940 = !DILocation(line: 516, column: 10, scope: !911, inlinedAt: !2917)
!2941 = !DILocation(line: 516, column: 29, scope: !911, inlinedAt: !2917)
!2942 = distinct !DIAssignID()
!2943 = !DILocation(line: 517, column: 10, scope: !911, inlinedAt: !2917)
!2944 = !DILocation(line: 517, column: 29, scope: !911, inlinedAt: !2917)
!2945 = distinct !DIAssignID()
!2946 = !DILocation(line: 518, column: 10, scope: !911, inlinedAt: !2917)
!2947 = !DILocation(line: 518, column: 29, scope: !911, inlinedAt: !2917)
!2948 = distinct !DIAssignID()
!2949 = !DILocation(line: 519, column: 10, scope: !911, inlinedAt: !2917)
!2950 = !DILocation(line: 519, column: 29, scope: !911, inlinedAt: !2917)
!2951 = distinct !DIAssignID()
!2952 = !DILocation(line: 520, column: 31, scope: !911, inlinedAt: !2917)
!2953 = !DILocation(line: 520, column: 7, scope: !911, inlinedAt: !2917)
!2954 = !DILocation(line: 520, column: 29, scope: !911, inlinedAt: !2917)
!2955 = !DILocation(line: 523, column: 7, scope: !911, inlinedAt: !2917)
!2956 = !DILocation(line: 524, column: 7, scope: !911, inlinedAt: !2917)
!2957 = !DILocation(line: 524, column: 29, scope: !911, inlinedAt: !2917)
!2958 = !DILocation(line: 525, column: 7, scope: !911, inlinedAt: !2917)
!2959 = !DILocation(line: 522, column: 29, scope: !911, inlinedAt: !2917)
!2960 = !DILocation(line: 525, column: 29, scope: !911, inlinedAt: !2917)
!2961 = !DILocation(line: 1322, column: 17, scope: !2891)
!2962 = distinct !DIAssignID()
!2963 = !DILocation(line: 1323, column: 9, scope: !2891)
!2964 = !DILocation(line: 1323, column: 18, scope: !2891)
!2965 = distinct !DIAssignID()
!2966 = !DILocation(line: 1324, column: 9, scope: !2891)
!2967 = !DILocation(line: 1324, column: 18, scope: !2891)
!2968 = distinct !DIAssignID()
!2969 = !DILocation(line: 1325, column: 21, scope: !2891)
!2970 = !DILocation(line: 1325, column: 9, scope: !2891)
!2971 = !DILocation(line: 1325, column: 19, scope: !2891)
!2972 = distinct !DIAssignID()
!2973 = !DILocation(line: 1327, column: 10, scope: !2891)
!2974 = !DILocation(line: 1328, column: 8, scope: !2891)
!2975 = !DILocation(line: 1332, column: 21, scope: !2891)
!2976 = !DILocation(line: 1332, column: 13, scope: !2891)
!2977 = !DILocation(line: 0, scope: !1874, inlinedAt: !2978)
!2978 = distinct !DILocation(line: 1333, column: 4, scope: !2891)
!2979 = !DILocation(line: 866, column: 14, scope: !1874, inlinedAt: !2978)
!2980 = !DILocation(line: 867, column: 10, scope: !1884, inlinedAt: !2978)
!2981 = !DILocation(line: 867, column: 8, scope: !1874, inlinedAt: !2978)
!2982 = !DILocation(line: 868, column: 11, scope: !1887, inlinedAt: !2978)
!2983 = !DILocation(line: 868, column: 16, scope: !1887, inlinedAt: !2978)
!2984 = !DILocation(line: 868, column: 8, scope: !1874, inlinedAt: !2978)
!2985 = !DILocation(line: 870, column: 11, scope: !1891, inlinedAt: !2978)
!2986 = !DILocation(line: 870, column: 16, scope: !1891, inlinedAt: !2978)
!2987 = !DILocation(line: 870, column: 8, scope: !1874, inlinedAt: !2978)
!2988 = !DILocation(line: 870, column: 25, scope: !1891, inlinedAt: !2978)
!2989 = !DILocation(line: 871, column: 11, scope: !1896, inlinedAt: !2978)
!2990 = !DILocation(line: 871, column: 16, scope: !1896, inlinedAt: !2978)
!2991 = !DILocation(line: 871, column: 8, scope: !1874, inlinedAt: !2978)
!2992 = !DILocation(line: 871, column: 25, scope: !1896, inlinedAt: !2978)
!2993 = !DILocation(line: 872, column: 11, scope: !1901, inlinedAt: !2978)
!2994 = !DILocation(line: 872, column: 16, scope: !1901, inlinedAt: !2978)
!2995 = !DILocation(line: 872, column: 8, scope: !1874, inlinedAt: !2978)
!2996 = !DILocation(line: 872, column: 25, scope: !1901, inlinedAt: !2978)
!2997 = !DILocation(line: 874, column: 4, scope: !1874, inlinedAt: !2978)
!2998 = distinct !DIAssignID()
!2999 = !DILocation(line: 877, column: 4, scope: !1874, inlinedAt: !2978)
!3000 = !DILocation(line: 1336, column: 4, scope: !2891)
!3001 = !DILocation(line: 1337, column: 13, scope: !3002)
!3002 = distinct !DILexicalBlock(scope: !2891, file: !2, line: 1337, column: 8)
!3003 = !DILocation(line: 1337, column: 23, scope: !3002)
!3004 = !DILocation(line: 0, scope: !1874, inlinedAt: !3005)
!3005 = distinct !DILocation(line: 0, scope: !3002)
!3006 = !DILocation(line: 866, column: 14, scope: !1874, inlinedAt: !3005)
!3007 = !DILocation(line: 867, column: 10, scope: !1884, inlinedAt: !3005)
!3008 = !DILocation(line: 867, column: 8, scope: !1874, inlinedAt: !3005)
!3009 = !DILocation(line: 868, column: 11, scope: !1887, inlinedAt: !3005)
!3010 = !DILocation(line: 868, column: 16, scope: !1887, inlinedAt: !3005)
!3011 = !DILocation(line: 868, column: 8, scope: !1874, inlinedAt: !3005)
!3012 = !DILocation(line: 870, column: 11, scope: !1891, inlinedAt: !3005)
!3013 = !DILocation(line: 870, column: 16, scope: !1891, inlinedAt: !3005)
!3014 = !DILocation(line: 870, column: 8, scope: !1874, inlinedAt: !3005)
!3015 = !DILocation(line: 870, column: 25, scope: !1891, inlinedAt: !3005)
!3016 = !DILocation(line: 871, column: 11, scope: !1896, inlinedAt: !3005)
!3017 = !DILocation(line: 871, column: 16, scope: !1896, inlinedAt: !3005)
!3018 = !DILocation(line: 871, column: 8, scope: !1874, inlinedAt: !3005)
!3019 = !DILocation(line: 871, column: 25, scope: !1896, inlinedAt: !3005)
!3020 = !DILocation(line: 872, column: 11, scope: !1901, inlinedAt: !3005)
!3021 = !DILocation(line: 872, column: 16, scope: !1901, inlinedAt: !3005)
!3022 = !DILocation(line: 872, column: 8, scope: !1874, inlinedAt: !3005)
!3023 = !DILocation(line: 872, column: 25, scope: !1901, inlinedAt: !3005)
!3024 = !DILocation(line: 874, column: 4, scope: !1874, inlinedAt: !3005)
!3025 = distinct !DIAssignID()
!3026 = !DILocation(line: 877, column: 4, scope: !1874, inlinedAt: !3005)
!3027 = !DILocation(line: 0, scope: !3002)
!3028 = !DILocation(line: 1345, column: 4, scope: !2891)
!3029 = !DILocation(line: 0, scope: !1874, inlinedAt: !3030)
!3030 = distinct !DILocation(line: 1346, column: 4, scope: !2891)
!3031 = !DILocation(line: 866, column: 14, scope: !1874, inlinedAt: !3030)
!3032 = !DILocation(line: 867, column: 10, scope: !1884, inlinedAt: !3030)
!3033 = !DILocation(line: 867, column: 8, scope: !1874, inlinedAt: !3030)
!3034 = !DILocation(line: 868, column: 11, scope: !1887, inlinedAt: !3030)
!3035 = !DILocation(line: 868, column: 16, scope: !1887, inlinedAt: !3030)
!3036 = !DILocation(line: 868, column: 8, scope: !1874, inlinedAt: !3030)
!3037 = !DILocation(line: 870, column: 11, scope: !1891, inlinedAt: !3030)
!3038 = !DILocation(line: 870, column: 16, scope: !1891, inlinedAt: !3030)
!3039 = !DILocation(line: 870, column: 8, scope: !1874, inlinedAt: !3030)
!3040 = !DILocation(line: 870, column: 25, scope: !1891, inlinedAt: !3030)
!3041 = !DILocation(line: 871, column: 11, scope: !1896, inlinedAt: !3030)
!3042 = !DILocation(line: 871, column: 16, scope: !1896, inlinedAt: !3030)
!3043 = !DILocation(line: 871, column: 8, scope: !1874, inlinedAt: !3030)
!3044 = !DILocation(line: 871, column: 25, scope: !1896, inlinedAt: !3030)
!3045 = !DILocation(line: 872, column: 11, scope: !1901, inlinedAt: !3030)
!3046 = !DILocation(line: 872, column: 16, scope: !1901, inlinedAt: !3030)
!3047 = !DILocation(line: 872, column: 8, scope: !1874, inlinedAt: !3030)
!3048 = !DILocation(line: 872, column: 25, scope: !1901, inlinedAt: !3030)
!3049 = !DILocation(line: 874, column: 4, scope: !1874, inlinedAt: !3030)
!3050 = distinct !DIAssignID()
!3051 = !DILocation(line: 877, column: 4, scope: !1874, inlinedAt: !3030)
!3052 = !DILocation(line: 1348, column: 1, scope: !2891)
!3053 = distinct !DISubprogram(name: "BZ2_bzopen", scope: !2, file: !2, line: 1460, type: !3054, scopeLine: 1463, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3056)
!3054 = !DISubroutineType(types: !3055)
!3055 = !{!1912, !221, !221}
!3056 = !{!3057, !3058}
!3057 = !DILocalVariable(name: "path", arg: 1, scope: !3053, file: !2, line: 1461, type: !221)
!3058 = !DILocalVariable(name: "mode", arg: 2, scope: !3053, file: !2, line: 1462, type: !221)
!3059 = !DILocation(line: 0, scope: !3053)
!3060 = !DILocation(line: 1464, column: 11, scope: !3053)
!3061 = !DILocation(line: 1464, column: 4, scope: !3053)
!3062 = distinct !DISubprogram(name: "bzopen_or_bzdopen", scope: !2, file: !2, line: 1383, type: !3063, scopeLine: 1388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3065)
!3063 = !DISubroutineType(types: !3064)
!3064 = !{!1912, !221, !118, !221, !118}
!3065 = !{!3066, !3067, !3068, !3069, !3070, !3071, !3073, !3074, !3075, !3076, !3077, !3078, !3079, !3080, !3081}
!3066 = !DILocalVariable(name: "path", arg: 1, scope: !3062, file: !2, line: 1384, type: !221)
!3067 = !DILocalVariable(name: "fd", arg: 2, scope: !3062, file: !2, line: 1385, type: !118)
!3068 = !DILocalVariable(name: "mode", arg: 3, scope: !3062, file: !2, line: 1386, type: !221)
!3069 = !DILocalVariable(name: "open_mode", arg: 4, scope: !3062, file: !2, line: 1387, type: !118)
!3070 = !DILocalVariable(name: "bzerr", scope: !3062, file: !2, line: 1389, type: !118)
!3071 = !DILocalVariable(name: "unused", scope: !3062, file: !2, line: 1390, type: !3072)
!3072 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40000, elements: !174)
!3073 = !DILocalVariable(name: "blockSize100k", scope: !3062, file: !2, line: 1391, type: !118)
!3074 = !DILocalVariable(name: "writing", scope: !3062, file: !2, line: 1392, type: !118)
!3075 = !DILocalVariable(name: "mode2", scope: !3062, file: !2, line: 1393, type: !44)
!3076 = !DILocalVariable(name: "fp", scope: !3062, file: !2, line: 1394, type: !111)
!3077 = !DILocalVariable(name: "bzfp", scope: !3062, file: !2, line: 1395, type: !1912)
!3078 = !DILocalVariable(name: "verbosity", scope: !3062, file: !2, line: 1396, type: !118)
!3079 = !DILocalVariable(name: "workFactor", scope: !3062, file: !2, line: 1397, type: !118)
!3080 = !DILocalVariable(name: "smallMode", scope: !3062, file: !2, line: 1398, type: !118)
!3081 = !DILocalVariable(name: "nUnused", scope: !3062, file: !2, line: 1399, type: !118)
!3082 = distinct !DIAssignID()
!3083 = !DILocation(line: 0, scope: !3062)
!3084 = !DILocation(line: 1393, column: 4, scope: !3062)
!3085 = !DILocation(line: 1393, column: 11, scope: !3062)
!3086 = distinct !DIAssignID()
!3087 = !DILocation(line: 1401, column: 13, scope: !3088)
!3088 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1401, column: 8)
!3089 = !DILocation(line: 1401, column: 8, scope: !3062)
!3090 = !DILocation(line: 1392, column: 11, scope: !3062)
!3091 = !DILocation(line: 1398, column: 11, scope: !3062)
!3092 = !DILocation(line: 1402, column: 11, scope: !3062)
!3093 = !DILocation(line: 1402, column: 4, scope: !3062)
!3094 = !DILocation(line: 1407, column: 23, scope: !3095)
!3095 = distinct !DILexicalBlock(scope: !3096, file: !2, line: 1403, column: 22)
!3096 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1402, column: 18)
!3097 = !DILocation(line: 1409, column: 25, scope: !3095)
!3098 = !DILocation(line: 1403, column: 15, scope: !3096)
!3099 = !DILocation(line: 1411, column: 14, scope: !3100)
!3100 = distinct !DILexicalBlock(scope: !3095, file: !2, line: 1411, column: 14)
!3101 = !DILocation(line: 1411, column: 14, scope: !3095)
!3102 = !DILocation(line: 1415, column: 11, scope: !3096)
!3103 = distinct !{!3103, !3093, !3104, !1081}
!3104 = !DILocation(line: 1416, column: 4, scope: !3062)
!3105 = !DILocation(line: 1417, column: 18, scope: !3062)
!3106 = !DILocation(line: 1417, column: 4, scope: !3062)
!3107 = !DILocation(line: 1418, column: 4, scope: !3062)
!3108 = !DILocation(line: 1420, column: 17, scope: !3109)
!3109 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1420, column: 8)
!3110 = !DILocation(line: 1420, column: 8, scope: !3062)
!3111 = !DILocation(line: 1421, column: 15, scope: !3112)
!3112 = distinct !DILexicalBlock(scope: !3113, file: !2, line: 1421, column: 11)
!3113 = distinct !DILexicalBlock(scope: !3109, file: !2, line: 1420, column: 22)
!3114 = !DILocation(line: 1421, column: 22, scope: !3112)
!3115 = !DILocation(line: 1421, column: 25, scope: !3112)
!3116 = !DILocation(line: 1421, column: 40, scope: !3112)
!3117 = !DILocation(line: 1421, column: 11, scope: !3113)
!3118 = !DILocation(line: 1422, column: 15, scope: !3119)
!3119 = distinct !DILexicalBlock(scope: !3112, file: !2, line: 1421, column: 45)
!3120 = !DILocation(line: 1424, column: 7, scope: !3119)
!3121 = !DILocation(line: 1425, column: 14, scope: !3122)
!3122 = distinct !DILexicalBlock(scope: !3112, file: !2, line: 1424, column: 14)
!3123 = !DILocation(line: 1431, column: 12, scope: !3124)
!3124 = distinct !DILexicalBlock(scope: !3109, file: !2, line: 1427, column: 11)
!3125 = !DILocation(line: 0, scope: !3109)
!3126 = !DILocation(line: 1434, column: 11, scope: !3127)
!3127 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1434, column: 8)
!3128 = !DILocation(line: 1434, column: 8, scope: !3062)
!3129 = !DILocation(line: 1436, column: 8, scope: !3062)
!3130 = !DILocation(line: 1438, column: 11, scope: !3131)
!3131 = distinct !DILexicalBlock(scope: !3132, file: !2, line: 1436, column: 17)
!3132 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1436, column: 8)
!3133 = !DILocation(line: 1439, column: 11, scope: !3131)
!3134 = !DILocation(line: 0, scope: !1909, inlinedAt: !3135)
!3135 = distinct !DILocation(line: 1440, column: 14, scope: !3131)
!3136 = !DILocation(line: 934, column: 8, scope: !1937, inlinedAt: !3135)
!3137 = !DILocation(line: 934, column: 8, scope: !1909, inlinedAt: !3135)
!3138 = !DILocation(line: 937, column: 10, scope: !1909, inlinedAt: !3135)
!3139 = !DILocation(line: 938, column: 12, scope: !1946, inlinedAt: !3135)
!3140 = !DILocation(line: 938, column: 8, scope: !1909, inlinedAt: !3135)
!3141 = !DILocation(line: 941, column: 4, scope: !1958, inlinedAt: !3135)
!3142 = !DILocation(line: 942, column: 9, scope: !1909, inlinedAt: !3135)
!3143 = !DILocation(line: 942, column: 23, scope: !1909, inlinedAt: !3135)
!3144 = !DILocation(line: 943, column: 9, scope: !1909, inlinedAt: !3135)
!3145 = !DILocation(line: 943, column: 23, scope: !1909, inlinedAt: !3135)
!3146 = !DILocation(line: 944, column: 23, scope: !1909, inlinedAt: !3135)
!3147 = !DILocation(line: 945, column: 9, scope: !1909, inlinedAt: !3135)
!3148 = !DILocation(line: 945, column: 23, scope: !1909, inlinedAt: !3135)
!3149 = !DILocation(line: 946, column: 9, scope: !1909, inlinedAt: !3135)
!3150 = !DILocation(line: 946, column: 14, scope: !1909, inlinedAt: !3135)
!3151 = !DILocation(line: 947, column: 23, scope: !1909, inlinedAt: !3135)
!3152 = !DILocation(line: 951, column: 10, scope: !1909, inlinedAt: !3135)
!3153 = !DILocation(line: 953, column: 12, scope: !1980, inlinedAt: !3135)
!3154 = !DILocation(line: 953, column: 8, scope: !1909, inlinedAt: !3135)
!3155 = !DILocation(line: 956, column: 14, scope: !1909, inlinedAt: !3135)
!3156 = !DILocation(line: 956, column: 23, scope: !1909, inlinedAt: !3135)
!3157 = !DILocation(line: 957, column: 23, scope: !1909, inlinedAt: !3135)
!3158 = !DILocation(line: 958, column: 4, scope: !1909, inlinedAt: !3135)
!3159 = !DILocation(line: 0, scope: !2379, inlinedAt: !3160)
!3160 = distinct !DILocation(line: 1443, column: 14, scope: !3161)
!3161 = distinct !DILexicalBlock(scope: !3132, file: !2, line: 1442, column: 11)
!3162 = !DILocation(line: 1107, column: 8, scope: !2410, inlinedAt: !3160)
!3163 = !DILocation(line: 1107, column: 8, scope: !2379, inlinedAt: !3160)
!3164 = !DILocation(line: 1110, column: 10, scope: !2379, inlinedAt: !3160)
!3165 = !DILocation(line: 1111, column: 12, scope: !2419, inlinedAt: !3160)
!3166 = !DILocation(line: 1111, column: 8, scope: !2379, inlinedAt: !3160)
!3167 = !DILocation(line: 1114, column: 4, scope: !2431, inlinedAt: !3160)
!3168 = !DILocation(line: 1116, column: 9, scope: !2379, inlinedAt: !3160)
!3169 = !DILocation(line: 1116, column: 23, scope: !2379, inlinedAt: !3160)
!3170 = !DILocation(line: 1117, column: 23, scope: !2379, inlinedAt: !3160)
!3171 = !DILocation(line: 1118, column: 9, scope: !2379, inlinedAt: !3160)
!3172 = !DILocation(line: 1118, column: 23, scope: !2379, inlinedAt: !3160)
!3173 = !DILocation(line: 1119, column: 9, scope: !2379, inlinedAt: !3160)
!3174 = !DILocation(line: 1119, column: 23, scope: !2379, inlinedAt: !3160)
!3175 = !DILocation(line: 1120, column: 9, scope: !2379, inlinedAt: !3160)
!3176 = !DILocation(line: 1120, column: 14, scope: !2379, inlinedAt: !3160)
!3177 = !DILocation(line: 1120, column: 23, scope: !2379, inlinedAt: !3160)
!3178 = !DILocation(line: 1130, column: 10, scope: !2379, inlinedAt: !3160)
!3179 = !DILocation(line: 1131, column: 12, scope: !2455, inlinedAt: !3160)
!3180 = !DILocation(line: 1131, column: 8, scope: !2379, inlinedAt: !3160)
!3181 = !DILocation(line: 1134, column: 30, scope: !2379, inlinedAt: !3160)
!3182 = !DILocation(line: 1134, column: 14, scope: !2379, inlinedAt: !3160)
!3183 = !DILocation(line: 1134, column: 23, scope: !2379, inlinedAt: !3160)
!3184 = !DILocation(line: 1135, column: 30, scope: !2379, inlinedAt: !3160)
!3185 = !DILocation(line: 1135, column: 23, scope: !2379, inlinedAt: !3160)
!3186 = !DILocation(line: 1137, column: 23, scope: !2379, inlinedAt: !3160)
!3187 = !DILocation(line: 1138, column: 4, scope: !2379, inlinedAt: !3160)
!3188 = !DILocation(line: 0, scope: !3132)
!3189 = !DILocation(line: 1447, column: 17, scope: !3190)
!3190 = distinct !DILexicalBlock(scope: !3191, file: !2, line: 1447, column: 11)
!3191 = distinct !DILexicalBlock(scope: !3192, file: !2, line: 1446, column: 22)
!3192 = distinct !DILexicalBlock(scope: !3062, file: !2, line: 1446, column: 8)
!3193 = !DILocation(line: 1447, column: 14, scope: !3190)
!3194 = !DILocation(line: 1447, column: 23, scope: !3190)
!3195 = !DILocation(line: 1447, column: 40, scope: !3190)
!3196 = !DILocation(line: 1451, column: 1, scope: !3062)
!3197 = distinct !DISubprogram(name: "BZ2_bzdopen", scope: !2, file: !2, line: 1469, type: !3198, scopeLine: 1472, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3200)
!3198 = !DISubroutineType(types: !3199)
!3199 = !{!1912, !118, !221}
!3200 = !{!3201, !3202}
!3201 = !DILocalVariable(name: "fd", arg: 1, scope: !3197, file: !2, line: 1470, type: !118)
!3202 = !DILocalVariable(name: "mode", arg: 2, scope: !3197, file: !2, line: 1471, type: !221)
!3203 = !DILocation(line: 0, scope: !3197)
!3204 = !DILocation(line: 1473, column: 11, scope: !3197)
!3205 = !DILocation(line: 1473, column: 4, scope: !3197)
!3206 = distinct !DISubprogram(name: "BZ2_bzread", scope: !2, file: !2, line: 1478, type: !3207, scopeLine: 1479, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3209)
!3207 = !DISubroutineType(types: !3208)
!3208 = !{!118, !1912, !95, !118}
!3209 = !{!3210, !3211, !3212, !3213, !3214}
!3210 = !DILocalVariable(name: "b", arg: 1, scope: !3206, file: !2, line: 1478, type: !1912)
!3211 = !DILocalVariable(name: "buf", arg: 2, scope: !3206, file: !2, line: 1478, type: !95)
!3212 = !DILocalVariable(name: "len", arg: 3, scope: !3206, file: !2, line: 1478, type: !118)
!3213 = !DILocalVariable(name: "bzerr", scope: !3206, file: !2, line: 1480, type: !118)
!3214 = !DILocalVariable(name: "nread", scope: !3206, file: !2, line: 1480, type: !118)
!3215 = distinct !DIAssignID()
!3216 = !DILocation(line: 0, scope: !3206)
!3217 = !DILocation(line: 1480, column: 4, scope: !3206)
!3218 = !DILocation(line: 1481, column: 22, scope: !3219)
!3219 = distinct !DILexicalBlock(scope: !3206, file: !2, line: 1481, column: 8)
!3220 = !DILocation(line: 1481, column: 30, scope: !3219)
!3221 = !DILocation(line: 1481, column: 8, scope: !3206)
!3222 = !DILocation(line: 1482, column: 12, scope: !3206)
!3223 = !DILocation(line: 1483, column: 8, scope: !3224)
!3224 = distinct !DILexicalBlock(scope: !3206, file: !2, line: 1483, column: 8)
!3225 = !DILocation(line: 1483, column: 23, scope: !3224)
!3226 = !DILocation(line: 0, scope: !3224)
!3227 = !DILocation(line: 1488, column: 1, scope: !3206)
!3228 = distinct !DISubprogram(name: "BZ2_bzwrite", scope: !2, file: !2, line: 1492, type: !3207, scopeLine: 1493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3229)
!3229 = !{!3230, !3231, !3232, !3233}
!3230 = !DILocalVariable(name: "b", arg: 1, scope: !3228, file: !2, line: 1492, type: !1912)
!3231 = !DILocalVariable(name: "buf", arg: 2, scope: !3228, file: !2, line: 1492, type: !95)
!3232 = !DILocalVariable(name: "len", arg: 3, scope: !3228, file: !2, line: 1492, type: !118)
!3233 = !DILocalVariable(name: "bzerr", scope: !3228, file: !2, line: 1494, type: !118)
!3234 = distinct !DIAssignID()
!3235 = !DILocation(line: 0, scope: !3228)
!3236 = !DILocation(line: 1494, column: 4, scope: !3228)
!3237 = !DILocation(line: 1496, column: 4, scope: !3228)
!3238 = !DILocation(line: 1497, column: 7, scope: !3239)
!3239 = distinct !DILexicalBlock(scope: !3228, file: !2, line: 1497, column: 7)
!3240 = !DILocation(line: 1497, column: 13, scope: !3239)
!3241 = !DILocation(line: 0, scope: !3239)
!3242 = !DILocation(line: 1502, column: 1, scope: !3228)
!3243 = distinct !DISubprogram(name: "BZ2_bzflush", scope: !2, file: !2, line: 1506, type: !3244, scopeLine: 1507, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3246)
!3244 = !DISubroutineType(types: !3245)
!3245 = !{!118, !1912}
!3246 = !{!3247}
!3247 = !DILocalVariable(name: "b", arg: 1, scope: !3243, file: !2, line: 1506, type: !1912)
!3248 = !DILocation(line: 0, scope: !3243)
!3249 = !DILocation(line: 1509, column: 4, scope: !3243)
!3250 = distinct !DISubprogram(name: "BZ2_bzclose", scope: !2, file: !2, line: 1514, type: !3251, scopeLine: 1515, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3253)
!3251 = !DISubroutineType(types: !3252)
!3252 = !{null, !1912}
!3253 = !{!3254, !3255, !3256}
!3254 = !DILocalVariable(name: "b", arg: 1, scope: !3250, file: !2, line: 1514, type: !1912)
!3255 = !DILocalVariable(name: "bzerr", scope: !3250, file: !2, line: 1516, type: !118)
!3256 = !DILocalVariable(name: "fp", scope: !3250, file: !2, line: 1517, type: !111)
!3257 = distinct !DIAssignID()
!3258 = !DILocation(line: 0, scope: !3250)
!3259 = !DILocation(line: 1516, column: 4, scope: !3250)
!3260 = !DILocation(line: 1519, column: 9, scope: !3261)
!3261 = distinct !DILexicalBlock(scope: !3250, file: !2, line: 1519, column: 8)
!3262 = !DILocation(line: 1519, column: 8, scope: !3250)
!3263 = !DILocation(line: 1520, column: 24, scope: !3250)
!3264 = !DILocation(line: 1521, column: 21, scope: !3265)
!3265 = distinct !DILexicalBlock(scope: !3250, file: !2, line: 1521, column: 7)
!3266 = !DILocation(line: 1521, column: 7, scope: !3265)
!3267 = !DILocation(line: 1521, column: 7, scope: !3250)
!3268 = !DILocation(line: 0, scope: !2143, inlinedAt: !3269)
!3269 = distinct !DILocation(line: 1522, column: 7, scope: !3270)
!3270 = distinct !DILexicalBlock(scope: !3265, file: !2, line: 1521, column: 29)
!3271 = !DILocation(line: 1016, column: 4, scope: !2143, inlinedAt: !3269)
!3272 = !DILocation(line: 1523, column: 10, scope: !3273)
!3273 = distinct !DILexicalBlock(scope: !3270, file: !2, line: 1523, column: 10)
!3274 = !DILocation(line: 1523, column: 16, scope: !3273)
!3275 = !DILocation(line: 1523, column: 10, scope: !3270)
!3276 = !DILocation(line: 0, scope: !2143, inlinedAt: !3277)
!3277 = distinct !DILocation(line: 1524, column: 10, scope: !3278)
!3278 = distinct !DILexicalBlock(scope: !3273, file: !2, line: 1523, column: 25)
!3279 = !DILocation(line: 1016, column: 4, scope: !2143, inlinedAt: !3277)
!3280 = !DILocation(line: 1525, column: 7, scope: !3278)
!3281 = !DILocation(line: 0, scope: !2472, inlinedAt: !3282)
!3282 = distinct !DILocation(line: 1527, column: 7, scope: !3283)
!3283 = distinct !DILexicalBlock(scope: !3265, file: !2, line: 1526, column: 9)
!3284 = !DILocation(line: 1147, column: 4, scope: !2481, inlinedAt: !3282)
!3285 = distinct !DIAssignID()
!3286 = !DILocation(line: 1147, column: 4, scope: !2485, inlinedAt: !3282)
!3287 = !DILocation(line: 1154, column: 13, scope: !2498, inlinedAt: !3282)
!3288 = !DILocation(line: 1154, column: 8, scope: !2498, inlinedAt: !3282)
!3289 = !DILocation(line: 1154, column: 8, scope: !2472, inlinedAt: !3282)
!3290 = !DILocation(line: 0, scope: !1874, inlinedAt: !3291)
!3291 = distinct !DILocation(line: 1155, column: 13, scope: !2498, inlinedAt: !3282)
!3292 = !DILocation(line: 866, column: 14, scope: !1874, inlinedAt: !3291)
!3293 = !DILocation(line: 867, column: 10, scope: !1884, inlinedAt: !3291)
!3294 = !DILocation(line: 867, column: 8, scope: !1874, inlinedAt: !3291)
!3295 = !DILocation(line: 1155, column: 42, scope: !2498, inlinedAt: !3282)
!3296 = !DILocation(line: 868, column: 11, scope: !1887, inlinedAt: !3291)
!3297 = !DILocation(line: 868, column: 16, scope: !1887, inlinedAt: !3291)
!3298 = !DILocation(line: 868, column: 8, scope: !1874, inlinedAt: !3291)
!3299 = !DILocation(line: 870, column: 11, scope: !1891, inlinedAt: !3291)
!3300 = !DILocation(line: 870, column: 16, scope: !1891, inlinedAt: !3291)
!3301 = !DILocation(line: 870, column: 8, scope: !1874, inlinedAt: !3291)
!3302 = !DILocation(line: 870, column: 25, scope: !1891, inlinedAt: !3291)
!3303 = !DILocation(line: 871, column: 11, scope: !1896, inlinedAt: !3291)
!3304 = !DILocation(line: 871, column: 16, scope: !1896, inlinedAt: !3291)
!3305 = !DILocation(line: 871, column: 8, scope: !1874, inlinedAt: !3291)
!3306 = !DILocation(line: 871, column: 25, scope: !1896, inlinedAt: !3291)
!3307 = !DILocation(line: 872, column: 11, scope: !1901, inlinedAt: !3291)
!3308 = !DILocation(line: 872, column: 16, scope: !1901, inlinedAt: !3291)
!3309 = !DILocation(line: 872, column: 8, scope: !1874, inlinedAt: !3291)
!3310 = !DILocation(line: 872, column: 25, scope: !1901, inlinedAt: !3291)
!3311 = !DILocation(line: 874, column: 4, scope: !1874, inlinedAt: !3291)
!3312 = !DILocation(line: 877, column: 4, scope: !1874, inlinedAt: !3291)
!3313 = !DILocation(line: 1156, column: 4, scope: !2472, inlinedAt: !3282)
!3314 = !DILocation(line: 1529, column: 11, scope: !3315)
!3315 = distinct !DILexicalBlock(scope: !3250, file: !2, line: 1529, column: 7)
!3316 = !DILocation(line: 1529, column: 9, scope: !3315)
!3317 = !DILocation(line: 1529, column: 17, scope: !3315)
!3318 = !DILocation(line: 1530, column: 7, scope: !3319)
!3319 = distinct !DILexicalBlock(scope: !3315, file: !2, line: 1529, column: 31)
!3320 = !DILocation(line: 1531, column: 4, scope: !3319)
!3321 = !DILocation(line: 1532, column: 1, scope: !3250)
!3322 = !DISubprogram(name: "fclose", scope: !254, file: !254, line: 178, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3323 = distinct !DISubprogram(name: "BZ2_bzerror", scope: !2, file: !2, line: 1559, type: !3324, scopeLine: 1560, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3326)
!3324 = !DISubroutineType(types: !3325)
!3325 = !{!221, !1912, !1914}
!3326 = !{!3327, !3328, !3329}
!3327 = !DILocalVariable(name: "b", arg: 1, scope: !3323, file: !2, line: 1559, type: !1912)
!3328 = !DILocalVariable(name: "errnum", arg: 2, scope: !3323, file: !2, line: 1559, type: !1914)
!3329 = !DILocalVariable(name: "err", scope: !3323, file: !2, line: 1561, type: !118)
!3330 = !DILocation(line: 0, scope: !3323)
!3331 = !DILocation(line: 1561, column: 29, scope: !3323)
!3332 = !DILocation(line: 1563, column: 7, scope: !3323)
!3333 = !DILocation(line: 1564, column: 12, scope: !3323)
!3334 = !DILocation(line: 1565, column: 29, scope: !3323)
!3335 = !DILocation(line: 1565, column: 11, scope: !3323)
!3336 = !DILocation(line: 1565, column: 4, scope: !3323)
!3337 = !DISubprogram(name: "BZ2_compressBlock", scope: !98, file: !98, line: 276, type: !3338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3338 = !DISubroutineType(types: !3339)
!3339 = !{null, !276, !105}
!3340 = distinct !DISubprogram(name: "add_pair_to_block", scope: !2, file: !2, line: 216, type: !455, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !3341)
!3341 = !{!3342, !3343, !3344}
!3342 = !DILocalVariable(name: "s", arg: 1, scope: !3340, file: !2, line: 216, type: !276)
!3343 = !DILocalVariable(name: "i", scope: !3340, file: !2, line: 218, type: !177)
!3344 = !DILocalVariable(name: "ch", scope: !3340, file: !2, line: 219, type: !97)
!3345 = !DILocation(line: 0, scope: !3340)
!3346 = !DILocation(line: 219, column: 26, scope: !3340)
!3347 = !DILocation(line: 219, column: 15, scope: !3340)
!3348 = !DILocation(line: 220, column: 18, scope: !3349)
!3349 = distinct !DILexicalBlock(scope: !3350, file: !2, line: 220, column: 4)
!3350 = distinct !DILexicalBlock(scope: !3340, file: !2, line: 220, column: 4)
!3351 = !DILocation(line: 220, column: 4, scope: !3350)
!3352 = !DILocation(line: 221, column: 7, scope: !3353)
!3353 = distinct !DILexicalBlock(scope: !3354, file: !2, line: 221, column: 7)
!3354 = distinct !DILexicalBlock(scope: !3349, file: !2, line: 220, column: 42)
!3355 = distinct !{!3355, !3351, !3356, !1081}
!3356 = !DILocation(line: 222, column: 4, scope: !3350)
!3357 = !DILocation(line: 223, column: 7, scope: !3340)
!3358 = !DILocation(line: 223, column: 4, scope: !3340)
!3359 = !DILocation(line: 223, column: 29, scope: !3340)
!3360 = !DILocation(line: 224, column: 4, scope: !3340)
!3361 = !DILocation(line: 226, column: 13, scope: !3362)
!3362 = distinct !DILexicalBlock(scope: !3340, file: !2, line: 224, column: 29)
!3363 = !DILocation(line: 226, column: 22, scope: !3362)
!3364 = !DILocation(line: 227, column: 10, scope: !3362)
!3365 = !DILocation(line: 229, column: 13, scope: !3362)
!3366 = !DILocation(line: 229, column: 22, scope: !3362)
!3367 = !DILocation(line: 229, column: 10, scope: !3362)
!3368 = !DILocation(line: 229, column: 30, scope: !3362)
!3369 = !DILocation(line: 229, column: 52, scope: !3362)
!3370 = !DILocation(line: 231, column: 10, scope: !3362)
!3371 = !DILocation(line: 233, column: 13, scope: !3362)
!3372 = !DILocation(line: 233, column: 22, scope: !3362)
!3373 = !DILocation(line: 233, column: 10, scope: !3362)
!3374 = !DILocation(line: 233, column: 30, scope: !3362)
!3375 = !DILocation(line: 233, column: 52, scope: !3362)
!3376 = !DILocation(line: 234, column: 13, scope: !3362)
!3377 = !DILocation(line: 234, column: 10, scope: !3362)
!3378 = !DILocation(line: 234, column: 30, scope: !3362)
!3379 = !DILocation(line: 234, column: 52, scope: !3362)
!3380 = !DILocation(line: 236, column: 10, scope: !3362)
!3381 = !DILocation(line: 238, column: 34, scope: !3362)
!3382 = !DILocation(line: 238, column: 10, scope: !3362)
!3383 = !DILocation(line: 238, column: 38, scope: !3362)
!3384 = !DILocation(line: 239, column: 13, scope: !3362)
!3385 = !DILocation(line: 239, column: 22, scope: !3362)
!3386 = !DILocation(line: 239, column: 10, scope: !3362)
!3387 = !DILocation(line: 239, column: 30, scope: !3362)
!3388 = !DILocation(line: 239, column: 52, scope: !3362)
!3389 = !DILocation(line: 240, column: 13, scope: !3362)
!3390 = !DILocation(line: 240, column: 10, scope: !3362)
!3391 = !DILocation(line: 240, column: 30, scope: !3362)
!3392 = !DILocation(line: 240, column: 52, scope: !3362)
!3393 = !DILocation(line: 241, column: 13, scope: !3362)
!3394 = !DILocation(line: 241, column: 10, scope: !3362)
!3395 = !DILocation(line: 241, column: 30, scope: !3362)
!3396 = !DILocation(line: 241, column: 52, scope: !3362)
!3397 = !DILocation(line: 242, column: 13, scope: !3362)
!3398 = !DILocation(line: 242, column: 10, scope: !3362)
!3399 = !DILocation(line: 242, column: 30, scope: !3362)
!3400 = !DILocation(line: 242, column: 52, scope: !3362)
!3401 = !DILocation(line: 243, column: 44, scope: !3362)
!3402 = !DILocation(line: 243, column: 33, scope: !3362)
!3403 = !DILocation(line: 245, column: 10, scope: !3362)
!3404 = !DILocation(line: 0, scope: !3362)
!3405 = !DILocation(line: 247, column: 1, scope: !3340)
!3406 = !DISubprogram(name: "fgetc", scope: !254, file: !254, line: 513, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3407 = !DISubprogram(name: "ungetc", scope: !254, file: !254, line: 668, type: !3408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3408 = !DISubroutineType(types: !3409)
!3409 = !{!118, !118, !111}
!3410 = !DISubprogram(name: "__ctype_b_loc", scope: !79, file: !79, line: 79, type: !3411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3411 = !DISubroutineType(types: !3412)
!3412 = !{!3413}
!3413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3414, size: 64)
!3414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3415, size: 64)
!3415 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!3416 = !DISubprogram(name: "fopen", linkageName: "fopen64", scope: !254, file: !254, line: 270, type: !3417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3417 = !DISubroutineType(types: !3418)
!3418 = !{!111, !258, !258}
!3419 = !DISubprogram(name: "fdopen", scope: !254, file: !254, line: 293, type: !3420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3420 = !DISubroutineType(types: !3421)
!3421 = !{!111, !118, !221}
