; ModuleID = 'src/bzip2/bzlib.c'
source_filename = "src/bzip2/bzlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bz_stream = type { ptr, i32, i32, i32, ptr, i32, i32, i32, ptr, ptr, ptr, ptr }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [413 x i8] c"\0A\0Abzip2/libbzip2: internal error number %d.\0AThis is a bug in bzip2/libbzip2, %s.\0APlease report it to: bzip2-devel@sourceware.org.  If this happened\0Awhen you were using some program which uses libbzip2 as a\0Acomponent, you should also report this bug to the author(s)\0Aof that program.  Please make an effort to report this bug;\0Atimely and accurate bug reports eventually lead to higher\0Aquality software.  Thanks.\0A\0A\00", align 1
@.str.1 = private unnamed_addr constant [1057 x i8] c"\0A*** A special note about internal error number 1007 ***\0A\0AExperience suggests that a common cause of i.e. 1007\0Ais unreliable memory or other hardware.  The 1007 assertion\0Ajust happens to cross-check the results of huge numbers of\0Amemory reads/writes, and so acts (unintendedly) as a stress\0Atest of your memory system.\0A\0AI suggest the following: try compressing the file again,\0Apossibly monitoring progress in detail with the -vv flag.\0A\0A* If the error cannot be reproduced, and/or happens at different\0A  points in compression, you may have a flaky memory system.\0A  Try a memory-test program.  I have used Memtest86\0A  (www.memtest86.com).  At the time of writing it is free (GPLd).\0A  Memtest86 tests memory much more thorougly than your BIOSs\0A  power-on test, and may find failures that the BIOS doesn't.\0A\0A* If the error can be repeatably reproduced, this is a bug in\0A  bzip2, and I would very much like to hear about it.  Please\0A  let me know, and, ideally, save a copy of the file causing the\0A  problem -- without which I will be unable to investigate it.\0A\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c" {0x%08x, 0x%08x}\00", align 1
@.str.4 = private unnamed_addr constant [55 x i8] c"\0A    combined CRCs: stored = 0x%08x, computed = 0x%08x\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"1.0.8, 13-Jul-2019\00", align 1
@stdin = external local_unnamed_addr global ptr, align 8
@stdout = external local_unnamed_addr global ptr, align 8
@bzerrorstrings.rel = internal unnamed_addr constant [16 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @bzerrorstrings.rel to i64)) to i32)], align 4
@BZ2_crc32Table = external local_unnamed_addr global [256 x i32], align 4
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 4
@.str.10 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"SEQUENCE_ERROR\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"PARAM_ERROR\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"MEM_ERROR\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"DATA_ERROR\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"DATA_ERROR_MAGIC\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"IO_ERROR\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"UNEXPECTED_EOF\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"OUTBUFF_FULL\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"CONFIG_ERROR\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @BZ2_bz__AssertH__fail(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr @stderr, align 8, !tbaa !6
  %3 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str, i32 noundef %0, ptr noundef nonnull @.str.5) #21
  %4 = icmp eq i32 %0, 1007
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load ptr, ptr @stderr, align 8, !tbaa !6
  %7 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 1056, i64 1, ptr %6) #22
  br label %8

8:                                                ; preds = %5, %1
  tail call void @exit(i32 noundef 3) #23
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @BZ2_bzlibVersion() local_unnamed_addr #2 {
  ret ptr @.str.5
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @BZ2_bzCompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq ptr %0, null
  %6 = add i32 %1, -10
  %7 = icmp ult i32 %6, -9
  %8 = or i1 %5, %7
  %9 = icmp ugt i32 %3, 250
  %10 = or i1 %8, %9
  br i1 %10, label %90, label %11

11:                                               ; preds = %4
  %12 = icmp eq i32 %3, 0
  %13 = select i1 %12, i32 30, i32 %3
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !10
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %11
  store ptr @default_bzalloc, ptr %14, align 8, !tbaa !10
  br label %18

18:                                               ; preds = %17, %11
  %19 = phi ptr [ @default_bzalloc, %17 ], [ %15, %11 ]
  %20 = getelementptr inbounds i8, ptr %0, i64 64
  %21 = load ptr, ptr %20, align 8, !tbaa !13
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store ptr @default_bzfree, ptr %20, align 8, !tbaa !13
  br label %24

24:                                               ; preds = %23, %18
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !14
  %27 = tail call ptr %19(ptr noundef %26, i32 noundef 55768, i32 noundef 1) #24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %90, label %29

29:                                               ; preds = %24
  store ptr %0, ptr %27, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %27, i64 24
  %31 = getelementptr inbounds i8, ptr %27, i64 32
  %32 = getelementptr inbounds i8, ptr %27, i64 40
  %33 = mul nuw nsw i32 %1, 100000
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %30, i8 0, i64 24, i1 false)
  %34 = load ptr, ptr %14, align 8, !tbaa !10
  %35 = load ptr, ptr %25, align 8, !tbaa !14
  %36 = mul nuw nsw i32 %1, 400000
  %37 = tail call ptr %34(ptr noundef %35, i32 noundef %36, i32 noundef 1) #24
  store ptr %37, ptr %30, align 8, !tbaa !17
  %38 = load ptr, ptr %14, align 8, !tbaa !10
  %39 = load ptr, ptr %25, align 8, !tbaa !14
  %40 = add nuw nsw i32 %36, 136
  %41 = tail call ptr %38(ptr noundef %39, i32 noundef %40, i32 noundef 1) #24
  store ptr %41, ptr %31, align 8, !tbaa !18
  %42 = load ptr, ptr %14, align 8, !tbaa !10
  %43 = load ptr, ptr %25, align 8, !tbaa !14
  %44 = tail call ptr %42(ptr noundef %43, i32 noundef 262148, i32 noundef 1) #24
  store ptr %44, ptr %32, align 8, !tbaa !19
  %45 = load ptr, ptr %30, align 8, !tbaa !17
  %46 = icmp eq ptr %45, null
  br i1 %46, label %55, label %47

47:                                               ; preds = %29
  %48 = load ptr, ptr %31, align 8, !tbaa !18
  %49 = icmp eq ptr %48, null
  %50 = icmp eq ptr %44, null
  %51 = select i1 %49, i1 true, i1 %50
  br i1 %51, label %52, label %70

52:                                               ; preds = %47
  %53 = load ptr, ptr %20, align 8, !tbaa !13
  %54 = load ptr, ptr %25, align 8, !tbaa !14
  tail call void %53(ptr noundef %54, ptr noundef nonnull %45) #24
  br label %55

55:                                               ; preds = %29, %52
  %56 = load ptr, ptr %31, align 8, !tbaa !18
  %57 = icmp eq ptr %56, null
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %20, align 8, !tbaa !13
  %60 = load ptr, ptr %25, align 8, !tbaa !14
  tail call void %59(ptr noundef %60, ptr noundef nonnull %56) #24
  br label %61

61:                                               ; preds = %58, %55
  %62 = load ptr, ptr %32, align 8, !tbaa !19
  %63 = icmp eq ptr %62, null
  br i1 %63, label %67, label %64

64:                                               ; preds = %61
  %65 = load ptr, ptr %20, align 8, !tbaa !13
  %66 = load ptr, ptr %25, align 8, !tbaa !14
  tail call void %65(ptr noundef %66, ptr noundef nonnull %62) #24
  br label %67

67:                                               ; preds = %61, %64
  %68 = load ptr, ptr %20, align 8, !tbaa !13
  %69 = load ptr, ptr %25, align 8, !tbaa !14
  tail call void %68(ptr noundef %69, ptr noundef nonnull %27) #24
  br label %90

70:                                               ; preds = %47
  %71 = getelementptr inbounds i8, ptr %27, i64 660
  %72 = getelementptr inbounds i8, ptr %27, i64 8
  store <2 x i32> <i32 2, i32 2>, ptr %72, align 8, !tbaa !20
  %73 = getelementptr inbounds i8, ptr %27, i64 664
  store i32 %1, ptr %73, align 8, !tbaa !21
  %74 = add nsw i32 %33, -19
  %75 = getelementptr inbounds i8, ptr %27, i64 112
  store i32 %74, ptr %75, align 8, !tbaa !22
  %76 = getelementptr inbounds i8, ptr %27, i64 656
  store i32 %2, ptr %76, align 8, !tbaa !23
  %77 = getelementptr inbounds i8, ptr %27, i64 88
  store i32 %13, ptr %77, align 8, !tbaa !24
  %78 = getelementptr inbounds i8, ptr %27, i64 64
  store ptr %48, ptr %78, align 8, !tbaa !25
  %79 = getelementptr inbounds i8, ptr %27, i64 72
  store ptr %45, ptr %79, align 8, !tbaa !26
  %80 = getelementptr inbounds i8, ptr %27, i64 80
  store ptr null, ptr %80, align 8, !tbaa !27
  %81 = getelementptr inbounds i8, ptr %27, i64 56
  store ptr %45, ptr %81, align 8, !tbaa !28
  %82 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %27, ptr %82, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> zeroinitializer, ptr %83, align 4, !tbaa !20
  %84 = getelementptr inbounds i8, ptr %0, i64 36
  store <2 x i32> zeroinitializer, ptr %84, align 4, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %27, i64 92
  store <2 x i32> <i32 256, i32 0>, ptr %85, align 4, !tbaa !20
  %86 = getelementptr inbounds i8, ptr %27, i64 108
  store i32 0, ptr %86, align 4, !tbaa !30
  %87 = getelementptr inbounds i8, ptr %27, i64 116
  store <2 x i32> zeroinitializer, ptr %87, align 4, !tbaa !20
  %88 = getelementptr inbounds i8, ptr %27, i64 648
  store <2 x i32> <i32 -1, i32 0>, ptr %88, align 8, !tbaa !20
  %89 = getelementptr inbounds i8, ptr %27, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %89, i8 0, i64 256, i1 false), !tbaa !31
  store i32 1, ptr %71, align 4, !tbaa !32
  br label %90

90:                                               ; preds = %24, %4, %70, %67
  %91 = phi i32 [ -3, %67 ], [ 0, %70 ], [ -2, %4 ], [ -3, %24 ]
  ret i32 %91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @default_bzalloc(ptr nocapture readnone %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = mul nsw i32 %2, %1
  %5 = sext i32 %4 to i64
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #25
  ret ptr %6
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @default_bzfree(ptr nocapture readnone %0, ptr noundef %1) #7 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %1) #24
  br label %5

5:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 5) i32 @BZ2_bzCompress(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %82, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !29
  %7 = icmp eq ptr %6, null
  br i1 %7, label %82, label %8

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = icmp eq ptr %9, %0
  br i1 %10, label %11, label %82

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !33
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  br label %16

16:                                               ; preds = %23, %11
  %17 = phi i32 [ %24, %23 ], [ %13, %11 ]
  switch i32 %17, label %82 [
    i32 1, label %81
    i32 2, label %18
    i32 3, label %27
    i32 4, label %53
  ]

18:                                               ; preds = %16
  switch i32 %1, label %82 [
    i32 0, label %19
    i32 1, label %23
    i32 2, label %26
  ]

19:                                               ; preds = %18
  %20 = tail call fastcc i8 @handle_compress(ptr noundef nonnull %0)
  %21 = icmp eq i8 %20, 0
  %22 = select i1 %21, i32 -2, i32 1
  br label %82

23:                                               ; preds = %18, %26
  %24 = phi i32 [ 4, %26 ], [ 3, %18 ]
  %25 = load i32, ptr %14, align 8, !tbaa !34
  store i32 %25, ptr %15, align 8, !tbaa !35
  store i32 %24, ptr %12, align 8, !tbaa !33
  br label %16

26:                                               ; preds = %18
  br label %23

27:                                               ; preds = %16
  %28 = icmp eq i32 %1, 1
  br i1 %28, label %29, label %82

29:                                               ; preds = %27
  %30 = load i32, ptr %15, align 8, !tbaa !35
  %31 = getelementptr inbounds i8, ptr %9, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !34
  %33 = icmp eq i32 %30, %32
  br i1 %33, label %34, label %82

34:                                               ; preds = %29
  %35 = tail call fastcc i8 @handle_compress(ptr noundef nonnull %0)
  %36 = load i32, ptr %15, align 8, !tbaa !35
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %82

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %6, i64 92
  %40 = load i32, ptr %39, align 4, !tbaa !36
  %41 = icmp ult i32 %40, 256
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %6, i64 96
  %44 = load i32, ptr %43, align 8, !tbaa !37
  %45 = icmp sgt i32 %44, 0
  br i1 %45, label %82, label %46

46:                                               ; preds = %42, %38
  %47 = getelementptr inbounds i8, ptr %6, i64 120
  %48 = load i32, ptr %47, align 8, !tbaa !38
  %49 = getelementptr inbounds i8, ptr %6, i64 116
  %50 = load i32, ptr %49, align 4, !tbaa !39
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %82, label %52

52:                                               ; preds = %46
  store i32 2, ptr %12, align 8, !tbaa !33
  br label %82

53:                                               ; preds = %16
  %54 = icmp eq i32 %1, 2
  br i1 %54, label %55, label %82

55:                                               ; preds = %53
  %56 = load i32, ptr %15, align 8, !tbaa !35
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !34
  %59 = icmp eq i32 %56, %58
  br i1 %59, label %60, label %82

60:                                               ; preds = %55
  %61 = tail call fastcc i8 @handle_compress(ptr noundef nonnull %0)
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %82, label %63

63:                                               ; preds = %60
  %64 = load i32, ptr %15, align 8, !tbaa !35
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %82

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %6, i64 92
  %68 = load i32, ptr %67, align 4, !tbaa !36
  %69 = icmp ult i32 %68, 256
  br i1 %69, label %70, label %74

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %6, i64 96
  %72 = load i32, ptr %71, align 8, !tbaa !37
  %73 = icmp sgt i32 %72, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %70, %66
  %75 = getelementptr inbounds i8, ptr %6, i64 120
  %76 = load i32, ptr %75, align 8, !tbaa !38
  %77 = getelementptr inbounds i8, ptr %6, i64 116
  %78 = load i32, ptr %77, align 4, !tbaa !39
  %79 = icmp slt i32 %76, %78
  br i1 %79, label %82, label %80

80:                                               ; preds = %74
  store i32 1, ptr %12, align 8, !tbaa !33
  br label %82

81:                                               ; preds = %16
  br label %82

82:                                               ; preds = %18, %16, %81, %70, %42, %63, %74, %60, %55, %53, %34, %46, %29, %27, %8, %4, %2, %80, %52, %19
  %83 = phi i32 [ 4, %80 ], [ 1, %52 ], [ %22, %19 ], [ -2, %2 ], [ -2, %4 ], [ -2, %8 ], [ -1, %27 ], [ -1, %29 ], [ 2, %46 ], [ 2, %34 ], [ -1, %53 ], [ -1, %55 ], [ -1, %60 ], [ 3, %74 ], [ 3, %63 ], [ 2, %42 ], [ 3, %70 ], [ 0, %16 ], [ -2, %18 ], [ -1, %81 ]
  ret i32 %83
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i8 0, 2) i8 @handle_compress(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  %4 = getelementptr inbounds i8, ptr %3, i64 92
  %5 = getelementptr inbounds i8, ptr %3, i64 96
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
  br label %18

18:                                               ; preds = %389, %1
  %19 = phi i8 [ 0, %1 ], [ %121, %389 ]
  %20 = phi i8 [ 0, %1 ], [ %367, %389 ]
  %21 = load i32, ptr %6, align 4, !tbaa !40
  br label %22

22:                                               ; preds = %18, %22
  switch i32 %21, label %22 [
    i32 1, label %23
    i32 2, label %116
  ]

23:                                               ; preds = %22
  %24 = load ptr, ptr %3, align 8, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = load i32, ptr %25, align 8, !tbaa !41
  %27 = icmp eq i32 %26, 0
  %28 = load i32, ptr %7, align 8, !tbaa !38
  br i1 %27, label %85, label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %8, align 4, !tbaa !39
  %31 = icmp slt i32 %28, %30
  br i1 %31, label %32, label %85

32:                                               ; preds = %29
  %33 = load ptr, ptr %9, align 8, !tbaa !27
  %34 = sext i32 %28 to i64
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %24, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !42
  store i8 %36, ptr %38, align 1, !tbaa !31
  %39 = load i32, ptr %7, align 8, !tbaa !38
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 8, !tbaa !38
  %41 = load ptr, ptr %3, align 8, !tbaa !15
  %42 = getelementptr inbounds i8, ptr %41, i64 32
  %43 = getelementptr inbounds i8, ptr %41, i64 24
  %44 = load ptr, ptr %43, align 8, !tbaa !42
  %45 = getelementptr inbounds i8, ptr %44, i64 1
  store ptr %45, ptr %43, align 8, !tbaa !42
  %46 = load <2 x i32>, ptr %42, align 8, !tbaa !20
  %47 = add <2 x i32> %46, <i32 -1, i32 1>
  store <2 x i32> %47, ptr %42, align 8, !tbaa !20
  %48 = extractelement <2 x i32> %47, i64 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %54

50:                                               ; preds = %32
  %51 = getelementptr inbounds i8, ptr %41, i64 40
  %52 = load i32, ptr %51, align 8, !tbaa !43
  %53 = add i32 %52, 1
  store i32 %53, ptr %51, align 8, !tbaa !43
  br label %54

54:                                               ; preds = %50, %32
  %55 = extractelement <2 x i32> %47, i64 0
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %85, label %57

57:                                               ; preds = %54, %82
  %58 = phi ptr [ %73, %82 ], [ %45, %54 ]
  %59 = phi i32 [ %68, %82 ], [ %40, %54 ]
  %60 = load i32, ptr %8, align 4, !tbaa !39
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %85

62:                                               ; preds = %57
  %63 = load ptr, ptr %9, align 8, !tbaa !27
  %64 = sext i32 %59 to i64
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !31
  store i8 %66, ptr %58, align 1, !tbaa !31
  %67 = load i32, ptr %7, align 8, !tbaa !38
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 8, !tbaa !38
  %69 = load ptr, ptr %3, align 8, !tbaa !15
  %70 = getelementptr inbounds i8, ptr %69, i64 32
  %71 = getelementptr inbounds i8, ptr %69, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !42
  %73 = getelementptr inbounds i8, ptr %72, i64 1
  store ptr %73, ptr %71, align 8, !tbaa !42
  %74 = load <2 x i32>, ptr %70, align 8, !tbaa !20
  %75 = add <2 x i32> %74, <i32 -1, i32 1>
  store <2 x i32> %75, ptr %70, align 8, !tbaa !20
  %76 = extractelement <2 x i32> %75, i64 1
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %62
  %79 = getelementptr inbounds i8, ptr %69, i64 40
  %80 = load i32, ptr %79, align 8, !tbaa !43
  %81 = add i32 %80, 1
  store i32 %81, ptr %79, align 8, !tbaa !43
  br label %82

82:                                               ; preds = %78, %62
  %83 = extractelement <2 x i32> %75, i64 0
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %57, !llvm.loop !44

85:                                               ; preds = %57, %82, %23, %29, %54
  %86 = phi i32 [ %28, %23 ], [ %28, %29 ], [ %40, %54 ], [ %59, %57 ], [ %68, %82 ]
  %87 = phi i8 [ 0, %23 ], [ 0, %29 ], [ 1, %54 ], [ 1, %82 ], [ 1, %57 ]
  %88 = or i8 %87, %19
  %89 = load i32, ptr %8, align 4, !tbaa !39
  %90 = icmp slt i32 %86, %89
  br i1 %90, label %392, label %91

91:                                               ; preds = %85
  %92 = load i32, ptr %10, align 8, !tbaa !33
  %93 = icmp eq i32 %92, 4
  br i1 %93, label %94, label %103

94:                                               ; preds = %91
  %95 = load i32, ptr %11, align 8, !tbaa !35
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %103

97:                                               ; preds = %94
  %98 = load i32, ptr %4, align 4, !tbaa !36
  %99 = icmp ult i32 %98, 256
  br i1 %99, label %100, label %392

100:                                              ; preds = %97
  %101 = load i32, ptr %5, align 8, !tbaa !37
  %102 = icmp sgt i32 %101, 0
  br i1 %102, label %103, label %392

103:                                              ; preds = %100, %94, %91
  store i32 0, ptr %12, align 4, !tbaa !30
  store <2 x i32> zeroinitializer, ptr %8, align 4, !tbaa !20
  store i32 -1, ptr %13, align 8, !tbaa !46
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %14, i8 0, i64 256, i1 false), !tbaa !31
  %104 = load i32, ptr %15, align 4, !tbaa !32
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %15, align 4, !tbaa !32
  store i32 2, ptr %6, align 4, !tbaa !40
  %106 = icmp eq i32 %92, 3
  br i1 %106, label %107, label %119

107:                                              ; preds = %103
  %108 = load i32, ptr %11, align 8, !tbaa !35
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %116

110:                                              ; preds = %107
  %111 = load i32, ptr %4, align 4, !tbaa !36
  %112 = icmp ult i32 %111, 256
  br i1 %112, label %113, label %392

113:                                              ; preds = %110
  %114 = load i32, ptr %5, align 8, !tbaa !37
  %115 = icmp sgt i32 %114, 0
  br i1 %115, label %116, label %392

116:                                              ; preds = %22, %107, %113
  %117 = phi i8 [ %88, %113 ], [ %88, %107 ], [ %19, %22 ]
  %118 = load i32, ptr %10, align 8, !tbaa !33
  br label %119

119:                                              ; preds = %116, %103
  %120 = phi i32 [ %118, %116 ], [ %92, %103 ]
  %121 = phi i8 [ %117, %116 ], [ %88, %103 ]
  %122 = icmp eq i32 %120, 2
  %123 = load i32, ptr %12, align 4, !tbaa !30
  %124 = load i32, ptr %16, align 8, !tbaa !22
  %125 = icmp slt i32 %123, %124
  br i1 %122, label %194, label %126

126:                                              ; preds = %119
  br i1 %125, label %127, label %363

127:                                              ; preds = %126
  %128 = load ptr, ptr %3, align 8, !tbaa !15
  %129 = getelementptr inbounds i8, ptr %128, i64 8
  %130 = load i32, ptr %129, align 8, !tbaa !34
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %363, label %132

132:                                              ; preds = %127
  %133 = load i32, ptr %11, align 8, !tbaa !35
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %363, label %135

135:                                              ; preds = %132
  %136 = load ptr, ptr %128, align 8, !tbaa !47
  %137 = load i8, ptr %136, align 1, !tbaa !31
  %138 = zext i8 %137 to i32
  %139 = load i32, ptr %4, align 4, !tbaa !36
  %140 = icmp eq i32 %139, %138
  %141 = load i32, ptr %5, align 8, !tbaa !37
  br i1 %140, label %164, label %142

142:                                              ; preds = %135
  %143 = icmp eq i32 %141, 1
  br i1 %143, label %146, label %144

144:                                              ; preds = %142
  %145 = icmp ult i32 %139, 256
  br i1 %145, label %168, label %169

146:                                              ; preds = %142
  %147 = trunc i32 %139 to i8
  %148 = load i32, ptr %13, align 8, !tbaa !46
  %149 = shl i32 %148, 8
  %150 = lshr i32 %148, 24
  %151 = and i32 %139, 255
  %152 = xor i32 %150, %151
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !20
  %156 = xor i32 %149, %155
  store i32 %156, ptr %13, align 8, !tbaa !46
  %157 = zext i32 %139 to i64
  %158 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %157
  store i8 1, ptr %158, align 1, !tbaa !31
  %159 = load ptr, ptr %17, align 8, !tbaa !25
  %160 = sext i32 %123 to i64
  %161 = getelementptr inbounds i8, ptr %159, i64 %160
  store i8 %147, ptr %161, align 1, !tbaa !31
  %162 = load i32, ptr %12, align 4, !tbaa !30
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %12, align 4, !tbaa !30
  store i32 %138, ptr %4, align 4, !tbaa !36
  br label %170

164:                                              ; preds = %135
  %165 = icmp eq i32 %141, 255
  br i1 %165, label %168, label %166

166:                                              ; preds = %164
  %167 = add nsw i32 %141, 1
  store i32 %167, ptr %5, align 8, !tbaa !37
  br label %170

168:                                              ; preds = %164, %144
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  br label %169

169:                                              ; preds = %168, %144
  store i32 %138, ptr %4, align 4, !tbaa !36
  store i32 1, ptr %5, align 8, !tbaa !37
  br label %170

170:                                              ; preds = %169, %166, %146
  %171 = load ptr, ptr %3, align 8, !tbaa !15
  %172 = load ptr, ptr %171, align 8, !tbaa !47
  %173 = getelementptr inbounds i8, ptr %172, i64 1
  store ptr %173, ptr %171, align 8, !tbaa !47
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load <2 x i32>, ptr %174, align 8, !tbaa !20
  %176 = add <2 x i32> %175, <i32 -1, i32 1>
  store <2 x i32> %176, ptr %174, align 8, !tbaa !20
  %177 = extractelement <2 x i32> %176, i64 1
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %179, label %183

179:                                              ; preds = %170
  %180 = getelementptr inbounds i8, ptr %171, i64 16
  %181 = load i32, ptr %180, align 8, !tbaa !48
  %182 = add i32 %181, 1
  store i32 %182, ptr %180, align 8, !tbaa !48
  br label %183

183:                                              ; preds = %179, %170
  %184 = load i32, ptr %11, align 8, !tbaa !35
  %185 = add i32 %184, -1
  store i32 %185, ptr %11, align 8, !tbaa !35
  %186 = load i32, ptr %12, align 4, !tbaa !30
  %187 = load i32, ptr %16, align 8, !tbaa !22
  %188 = icmp slt i32 %186, %187
  br i1 %188, label %189, label %363

189:                                              ; preds = %183
  %190 = extractelement <2 x i32> %176, i64 0
  %191 = icmp eq i32 %190, 0
  %192 = icmp eq i32 %185, 0
  %193 = select i1 %191, i1 true, i1 %192
  br i1 %193, label %363, label %312

194:                                              ; preds = %119
  br i1 %125, label %195, label %363

195:                                              ; preds = %194
  %196 = load ptr, ptr %3, align 8, !tbaa !15
  %197 = getelementptr inbounds i8, ptr %196, i64 8
  %198 = load i32, ptr %197, align 8, !tbaa !34
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %363, label %200

200:                                              ; preds = %195
  %201 = load ptr, ptr %196, align 8, !tbaa !47
  %202 = load i8, ptr %201, align 1, !tbaa !31
  %203 = zext i8 %202 to i32
  %204 = load i32, ptr %4, align 4, !tbaa !36
  %205 = icmp eq i32 %204, %203
  %206 = load i32, ptr %5, align 8, !tbaa !37
  br i1 %205, label %229, label %207

207:                                              ; preds = %200
  %208 = icmp eq i32 %206, 1
  br i1 %208, label %211, label %209

209:                                              ; preds = %207
  %210 = icmp ult i32 %204, 256
  br i1 %210, label %233, label %234

211:                                              ; preds = %207
  %212 = trunc i32 %204 to i8
  %213 = load i32, ptr %13, align 8, !tbaa !46
  %214 = shl i32 %213, 8
  %215 = lshr i32 %213, 24
  %216 = and i32 %204, 255
  %217 = xor i32 %215, %216
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !20
  %221 = xor i32 %214, %220
  store i32 %221, ptr %13, align 8, !tbaa !46
  %222 = zext i32 %204 to i64
  %223 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %222
  store i8 1, ptr %223, align 1, !tbaa !31
  %224 = load ptr, ptr %17, align 8, !tbaa !25
  %225 = sext i32 %123 to i64
  %226 = getelementptr inbounds i8, ptr %224, i64 %225
  store i8 %212, ptr %226, align 1, !tbaa !31
  %227 = load i32, ptr %12, align 4, !tbaa !30
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %12, align 4, !tbaa !30
  store i32 %203, ptr %4, align 4, !tbaa !36
  br label %235

229:                                              ; preds = %200
  %230 = icmp eq i32 %206, 255
  br i1 %230, label %233, label %231

231:                                              ; preds = %229
  %232 = add nsw i32 %206, 1
  store i32 %232, ptr %5, align 8, !tbaa !37
  br label %235

233:                                              ; preds = %229, %209
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  br label %234

234:                                              ; preds = %233, %209
  store i32 %203, ptr %4, align 4, !tbaa !36
  store i32 1, ptr %5, align 8, !tbaa !37
  br label %235

235:                                              ; preds = %234, %231, %211
  %236 = load ptr, ptr %3, align 8, !tbaa !15
  %237 = load ptr, ptr %236, align 8, !tbaa !47
  %238 = getelementptr inbounds i8, ptr %237, i64 1
  store ptr %238, ptr %236, align 8, !tbaa !47
  %239 = getelementptr inbounds i8, ptr %236, i64 8
  %240 = load <2 x i32>, ptr %239, align 8, !tbaa !20
  %241 = add <2 x i32> %240, <i32 -1, i32 1>
  store <2 x i32> %241, ptr %239, align 8, !tbaa !20
  %242 = extractelement <2 x i32> %241, i64 1
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %244, label %248

244:                                              ; preds = %235
  %245 = getelementptr inbounds i8, ptr %236, i64 16
  %246 = load i32, ptr %245, align 8, !tbaa !48
  %247 = add i32 %246, 1
  store i32 %247, ptr %245, align 8, !tbaa !48
  br label %248

248:                                              ; preds = %244, %235
  %249 = load i32, ptr %12, align 4, !tbaa !30
  %250 = load i32, ptr %16, align 8, !tbaa !22
  %251 = icmp sge i32 %249, %250
  %252 = extractelement <2 x i32> %241, i64 0
  %253 = icmp eq i32 %252, 0
  %254 = select i1 %251, i1 true, i1 %253
  br i1 %254, label %363, label %255

255:                                              ; preds = %248, %300
  %256 = phi i32 [ %301, %300 ], [ %249, %248 ]
  %257 = phi ptr [ %290, %300 ], [ %238, %248 ]
  %258 = phi i32 [ %260, %300 ], [ %203, %248 ]
  %259 = load i8, ptr %257, align 1, !tbaa !31
  %260 = zext i8 %259 to i32
  %261 = icmp eq i32 %258, %260
  %262 = load i32, ptr %5, align 8, !tbaa !37
  br i1 %261, label %282, label %263

263:                                              ; preds = %255
  %264 = icmp eq i32 %262, 1
  br i1 %264, label %265, label %284

265:                                              ; preds = %263
  %266 = trunc nuw i32 %258 to i8
  %267 = load i32, ptr %13, align 8, !tbaa !46
  %268 = shl i32 %267, 8
  %269 = lshr i32 %267, 24
  %270 = xor i32 %269, %258
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !20
  %274 = xor i32 %268, %273
  store i32 %274, ptr %13, align 8, !tbaa !46
  %275 = zext nneg i32 %258 to i64
  %276 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %275
  store i8 1, ptr %276, align 1, !tbaa !31
  %277 = load ptr, ptr %17, align 8, !tbaa !25
  %278 = sext i32 %256 to i64
  %279 = getelementptr inbounds i8, ptr %277, i64 %278
  store i8 %266, ptr %279, align 1, !tbaa !31
  %280 = load i32, ptr %12, align 4, !tbaa !30
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %12, align 4, !tbaa !30
  store i32 %260, ptr %4, align 4, !tbaa !36
  br label %287

282:                                              ; preds = %255
  %283 = icmp eq i32 %262, 255
  br i1 %283, label %284, label %285

284:                                              ; preds = %282, %263
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  store i32 %260, ptr %4, align 4, !tbaa !36
  store i32 1, ptr %5, align 8, !tbaa !37
  br label %287

285:                                              ; preds = %282
  %286 = add nsw i32 %262, 1
  store i32 %286, ptr %5, align 8, !tbaa !37
  br label %287

287:                                              ; preds = %285, %284, %265
  %288 = load ptr, ptr %3, align 8, !tbaa !15
  %289 = load ptr, ptr %288, align 8, !tbaa !47
  %290 = getelementptr inbounds i8, ptr %289, i64 1
  store ptr %290, ptr %288, align 8, !tbaa !47
  %291 = getelementptr inbounds i8, ptr %288, i64 8
  %292 = load <2 x i32>, ptr %291, align 8, !tbaa !20
  %293 = add <2 x i32> %292, <i32 -1, i32 1>
  store <2 x i32> %293, ptr %291, align 8, !tbaa !20
  %294 = extractelement <2 x i32> %293, i64 1
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %296, label %300

296:                                              ; preds = %287
  %297 = getelementptr inbounds i8, ptr %288, i64 16
  %298 = load i32, ptr %297, align 8, !tbaa !48
  %299 = add i32 %298, 1
  store i32 %299, ptr %297, align 8, !tbaa !48
  br label %300

300:                                              ; preds = %296, %287
  %301 = load i32, ptr %12, align 4, !tbaa !30
  %302 = load i32, ptr %16, align 8, !tbaa !22
  %303 = icmp sge i32 %301, %302
  %304 = extractelement <2 x i32> %293, i64 0
  %305 = icmp eq i32 %304, 0
  %306 = select i1 %303, i1 true, i1 %305
  br i1 %306, label %363, label %255, !llvm.loop !49

307:                                              ; preds = %357
  %308 = extractelement <2 x i32> %350, i64 0
  %309 = icmp eq i32 %308, 0
  %310 = icmp eq i32 %359, 0
  %311 = select i1 %309, i1 true, i1 %310
  br i1 %311, label %363, label %312, !llvm.loop !50

312:                                              ; preds = %189, %307
  %313 = phi i32 [ %360, %307 ], [ %186, %189 ]
  %314 = phi ptr [ %347, %307 ], [ %173, %189 ]
  %315 = phi i32 [ %317, %307 ], [ %138, %189 ]
  %316 = load i8, ptr %314, align 1, !tbaa !31
  %317 = zext i8 %316 to i32
  %318 = icmp eq i32 %315, %317
  %319 = load i32, ptr %5, align 8, !tbaa !37
  br i1 %318, label %339, label %320

320:                                              ; preds = %312
  %321 = icmp eq i32 %319, 1
  br i1 %321, label %322, label %341

322:                                              ; preds = %320
  %323 = trunc nuw i32 %315 to i8
  %324 = load i32, ptr %13, align 8, !tbaa !46
  %325 = shl i32 %324, 8
  %326 = lshr i32 %324, 24
  %327 = xor i32 %326, %315
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !20
  %331 = xor i32 %325, %330
  store i32 %331, ptr %13, align 8, !tbaa !46
  %332 = zext nneg i32 %315 to i64
  %333 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %332
  store i8 1, ptr %333, align 1, !tbaa !31
  %334 = load ptr, ptr %17, align 8, !tbaa !25
  %335 = sext i32 %313 to i64
  %336 = getelementptr inbounds i8, ptr %334, i64 %335
  store i8 %323, ptr %336, align 1, !tbaa !31
  %337 = load i32, ptr %12, align 4, !tbaa !30
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %12, align 4, !tbaa !30
  store i32 %317, ptr %4, align 4, !tbaa !36
  br label %344

339:                                              ; preds = %312
  %340 = icmp eq i32 %319, 255
  br i1 %340, label %341, label %342

341:                                              ; preds = %339, %320
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  store i32 %317, ptr %4, align 4, !tbaa !36
  store i32 1, ptr %5, align 8, !tbaa !37
  br label %344

342:                                              ; preds = %339
  %343 = add nsw i32 %319, 1
  store i32 %343, ptr %5, align 8, !tbaa !37
  br label %344

344:                                              ; preds = %342, %341, %322
  %345 = load ptr, ptr %3, align 8, !tbaa !15
  %346 = load ptr, ptr %345, align 8, !tbaa !47
  %347 = getelementptr inbounds i8, ptr %346, i64 1
  store ptr %347, ptr %345, align 8, !tbaa !47
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = load <2 x i32>, ptr %348, align 8, !tbaa !20
  %350 = add <2 x i32> %349, <i32 -1, i32 1>
  store <2 x i32> %350, ptr %348, align 8, !tbaa !20
  %351 = extractelement <2 x i32> %350, i64 1
  %352 = icmp eq i32 %351, 0
  br i1 %352, label %353, label %357

353:                                              ; preds = %344
  %354 = getelementptr inbounds i8, ptr %345, i64 16
  %355 = load i32, ptr %354, align 8, !tbaa !48
  %356 = add i32 %355, 1
  store i32 %356, ptr %354, align 8, !tbaa !48
  br label %357

357:                                              ; preds = %353, %344
  %358 = load i32, ptr %11, align 8, !tbaa !35
  %359 = add i32 %358, -1
  store i32 %359, ptr %11, align 8, !tbaa !35
  %360 = load i32, ptr %12, align 4, !tbaa !30
  %361 = load i32, ptr %16, align 8, !tbaa !22
  %362 = icmp slt i32 %360, %361
  br i1 %362, label %307, label %363, !llvm.loop !50

363:                                              ; preds = %357, %307, %300, %189, %126, %127, %132, %183, %194, %195, %248
  %364 = phi i32 [ %124, %194 ], [ %124, %126 ], [ %124, %195 ], [ %250, %248 ], [ %124, %127 ], [ %124, %132 ], [ %187, %183 ], [ %187, %189 ], [ %302, %300 ], [ %361, %307 ], [ %361, %357 ]
  %365 = phi i32 [ %123, %194 ], [ %123, %126 ], [ %123, %195 ], [ %249, %248 ], [ %123, %127 ], [ %123, %132 ], [ %186, %183 ], [ %186, %189 ], [ %301, %300 ], [ %360, %307 ], [ %360, %357 ]
  %366 = phi i8 [ 0, %194 ], [ 0, %126 ], [ 0, %195 ], [ 1, %248 ], [ 0, %127 ], [ 0, %132 ], [ 1, %183 ], [ 1, %189 ], [ 1, %300 ], [ 1, %307 ], [ 1, %357 ]
  %367 = or i8 %366, %20
  %368 = load i32, ptr %10, align 8, !tbaa !33
  %369 = icmp eq i32 %368, 2
  br i1 %369, label %382, label %370

370:                                              ; preds = %363
  %371 = load i32, ptr %11, align 8, !tbaa !35
  %372 = icmp eq i32 %371, 0
  br i1 %372, label %373, label %382

373:                                              ; preds = %370
  %374 = load i32, ptr %4, align 4, !tbaa !36
  %375 = icmp ult i32 %374, 256
  br i1 %375, label %376, label %378

376:                                              ; preds = %373
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  %377 = load i32, ptr %10, align 8, !tbaa !33
  br label %378

378:                                              ; preds = %373, %376
  %379 = phi i32 [ %368, %373 ], [ %377, %376 ]
  store <2 x i32> <i32 256, i32 0>, ptr %4, align 4, !tbaa !20
  %380 = icmp eq i32 %379, 4
  %381 = zext i1 %380 to i8
  br label %390

382:                                              ; preds = %370, %363
  %383 = icmp slt i32 %365, %364
  br i1 %383, label %384, label %390

384:                                              ; preds = %382
  %385 = load ptr, ptr %3, align 8, !tbaa !15
  %386 = getelementptr inbounds i8, ptr %385, i64 8
  %387 = load i32, ptr %386, align 8, !tbaa !34
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %392, label %389

389:                                              ; preds = %384, %390
  br label %18

390:                                              ; preds = %382, %378
  %391 = phi i8 [ %381, %378 ], [ 0, %382 ]
  tail call void @BZ2_compressBlock(ptr noundef nonnull %3, i8 noundef %391) #24
  store i32 1, ptr %6, align 4, !tbaa !40
  br label %389

392:                                              ; preds = %113, %110, %100, %97, %384, %85
  %393 = phi i8 [ %88, %85 ], [ %121, %384 ], [ %88, %97 ], [ %88, %100 ], [ %88, %110 ], [ %88, %113 ]
  %394 = phi i8 [ %20, %85 ], [ %367, %384 ], [ %20, %97 ], [ %20, %100 ], [ %20, %110 ], [ %20, %113 ]
  %395 = icmp ne i8 %394, 0
  %396 = icmp ne i8 %393, 0
  %397 = select i1 %395, i1 true, i1 %396
  %398 = zext i1 %397 to i8
  ret i8 %398
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzCompressEnd(ptr noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %43, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !29
  %6 = icmp eq ptr %5, null
  br i1 %6, label %43, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %0, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !14
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24
  br label %19

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !14
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24
  br label %28

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !19
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64
  %34 = load ptr, ptr %33, align 8, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !14
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24
  br label %37

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %0, i64 72
  %41 = load ptr, ptr %40, align 8, !tbaa !14
  %42 = load ptr, ptr %4, align 8, !tbaa !29
  tail call void %39(ptr noundef %41, ptr noundef %42) #24
  store ptr null, ptr %4, align 8, !tbaa !29
  br label %43

43:                                               ; preds = %7, %3, %1, %37
  %44 = phi i32 [ 0, %37 ], [ -2, %1 ], [ -2, %3 ], [ -2, %7 ]
  ret i32 %44
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @BZ2_bzDecompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq ptr %0, null
  %5 = icmp ugt i32 %2, 1
  %6 = or i1 %4, %5
  %7 = icmp ugt i32 %1, 4
  %8 = or i1 %7, %6
  br i1 %8, label %37, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !10
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %9
  store ptr @default_bzalloc, ptr %10, align 8, !tbaa !10
  br label %14

14:                                               ; preds = %13, %9
  %15 = phi ptr [ @default_bzalloc, %13 ], [ %11, %9 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = load ptr, ptr %16, align 8, !tbaa !13
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store ptr @default_bzfree, ptr %16, align 8, !tbaa !13
  br label %20

20:                                               ; preds = %19, %14
  %21 = getelementptr inbounds i8, ptr %0, i64 72
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = tail call ptr %15(ptr noundef %22, i32 noundef 64144, i32 noundef 1) #24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %37, label %25

25:                                               ; preds = %20
  store ptr %0, ptr %23, align 8, !tbaa !51
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %23, ptr %26, align 8, !tbaa !29
  %27 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 10, ptr %27, align 8, !tbaa !53
  %28 = getelementptr inbounds i8, ptr %23, i64 32
  store <2 x i32> zeroinitializer, ptr %28, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %23, i64 3188
  store i32 0, ptr %29, align 4, !tbaa !54
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> zeroinitializer, ptr %30, align 4, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %0, i64 36
  store <2 x i32> zeroinitializer, ptr %31, align 4, !tbaa !20
  %32 = trunc nuw i32 %2 to i8
  %33 = getelementptr inbounds i8, ptr %23, i64 44
  store i8 %32, ptr %33, align 4, !tbaa !55
  %34 = getelementptr inbounds i8, ptr %23, i64 3152
  %35 = getelementptr inbounds i8, ptr %23, i64 48
  store i32 0, ptr %35, align 8, !tbaa !56
  %36 = getelementptr inbounds i8, ptr %23, i64 52
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %34, i8 0, i64 24, i1 false)
  store i32 %1, ptr %36, align 4, !tbaa !57
  br label %37

37:                                               ; preds = %20, %3, %25
  %38 = phi i32 [ 0, %25 ], [ -2, %3 ], [ -3, %20 ]
  ret i32 %38
}

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @BZ2_indexIntoF(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ 256, %2 ], [ %12, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %13, %3 ]
  %6 = add nsw i32 %5, %4
  %7 = ashr i32 %6, 1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !20
  %11 = icmp sgt i32 %10, %0
  %12 = select i1 %11, i32 %7, i32 %4
  %13 = select i1 %11, i32 %5, i32 %7
  %14 = sub nsw i32 %12, %13
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %3, !llvm.loop !58

16:                                               ; preds = %3
  ret i32 %13
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzDecompress(ptr noundef readonly %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %1000, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !29
  %6 = icmp eq ptr %5, null
  br i1 %6, label %1000, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !51
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %1000

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
  %31 = load i32, ptr %11, align 8, !tbaa !53
  br label %32

32:                                               ; preds = %997, %10
  %33 = phi i32 [ 2, %997 ], [ %31, %10 ]
  %34 = icmp sgt i32 %33, 9
  br label %35

35:                                               ; preds = %32, %978
  switch i32 %33, label %978 [
    i32 1, label %1000
    i32 2, label %36
  ]

36:                                               ; preds = %35
  %37 = load i8, ptr %12, align 4, !tbaa !55
  %38 = icmp eq i8 %37, 0
  %39 = load i8, ptr %13, align 4, !tbaa !60
  %40 = icmp eq i8 %39, 0
  br i1 %38, label %590, label %41

41:                                               ; preds = %36
  %42 = load ptr, ptr %5, align 8, !tbaa !51
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  %44 = load i32, ptr %43, align 8, !tbaa !41
  %45 = icmp eq i32 %44, 0
  br i1 %40, label %49, label %46

46:                                               ; preds = %41
  br i1 %45, label %946, label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %14, align 8, !tbaa !61
  br label %86

49:                                               ; preds = %41
  br i1 %45, label %946, label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %14, align 8, !tbaa !61
  br label %393

52:                                               ; preds = %86, %157
  %53 = phi i32 [ 1, %157 ], [ %88, %86 ]
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %90, label %55

55:                                               ; preds = %52
  %56 = load i8, ptr %15, align 4, !tbaa !62
  %57 = getelementptr inbounds i8, ptr %87, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !42
  store i8 %56, ptr %58, align 1, !tbaa !31
  %59 = load i32, ptr %16, align 8, !tbaa !63
  %60 = shl i32 %59, 8
  %61 = lshr i32 %59, 24
  %62 = zext i8 %56 to i32
  %63 = xor i32 %61, %62
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !20
  %67 = xor i32 %66, %60
  store i32 %67, ptr %16, align 8, !tbaa !63
  %68 = load i32, ptr %14, align 8, !tbaa !61
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr %14, align 8, !tbaa !61
  %70 = load ptr, ptr %5, align 8, !tbaa !51
  %71 = getelementptr inbounds i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !42
  %73 = getelementptr inbounds i8, ptr %72, i64 1
  store ptr %73, ptr %71, align 8, !tbaa !42
  %74 = getelementptr inbounds i8, ptr %70, i64 32
  %75 = load <2 x i32>, ptr %74, align 8, !tbaa !20
  %76 = add <2 x i32> %75, <i32 -1, i32 1>
  store <2 x i32> %76, ptr %74, align 8, !tbaa !20
  %77 = extractelement <2 x i32> %76, i64 1
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %83

79:                                               ; preds = %55
  %80 = getelementptr inbounds i8, ptr %70, i64 40
  %81 = load i32, ptr %80, align 8, !tbaa !43
  %82 = add i32 %81, 1
  store i32 %82, ptr %80, align 8, !tbaa !43
  br label %83

83:                                               ; preds = %79, %55
  %84 = extractelement <2 x i32> %76, i64 0
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %946, label %86

86:                                               ; preds = %47, %83
  %87 = phi ptr [ %42, %47 ], [ %70, %83 ]
  %88 = phi i32 [ %48, %47 ], [ %69, %83 ]
  %89 = getelementptr inbounds i8, ptr %87, i64 32
  br label %52

90:                                               ; preds = %52
  %91 = load i32, ptr %17, align 4, !tbaa !64
  %92 = load i32, ptr %18, align 8, !tbaa !65
  %93 = add nsw i32 %92, 1
  %94 = icmp eq i32 %91, %93
  br i1 %94, label %946, label %95

95:                                               ; preds = %90
  %96 = icmp sgt i32 %91, %93
  br i1 %96, label %1000, label %97

97:                                               ; preds = %95
  store i32 1, ptr %14, align 8, !tbaa !61
  %98 = load i32, ptr %19, align 8, !tbaa !66
  %99 = trunc i32 %98 to i8
  store i8 %99, ptr %15, align 4, !tbaa !62
  %100 = load i32, ptr %20, align 4, !tbaa !67
  %101 = load i32, ptr %21, align 8, !tbaa !68
  %102 = mul i32 %101, 100000
  %103 = icmp ult i32 %100, %102
  br i1 %103, label %104, label %1000

104:                                              ; preds = %97, %104
  %105 = phi i32 [ %113, %104 ], [ 256, %97 ]
  %106 = phi i32 [ %114, %104 ], [ 0, %97 ]
  %107 = add nsw i32 %106, %105
  %108 = ashr i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %22, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !20
  %112 = icmp sgt i32 %111, %100
  %113 = select i1 %112, i32 %108, i32 %105
  %114 = select i1 %112, i32 %106, i32 %108
  %115 = sub nsw i32 %113, %114
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %104, !llvm.loop !58

117:                                              ; preds = %104
  %118 = load ptr, ptr %23, align 8, !tbaa !69
  %119 = zext i32 %100 to i64
  %120 = getelementptr inbounds i16, ptr %118, i64 %119
  %121 = load i16, ptr %120, align 2, !tbaa !70
  %122 = zext i16 %121 to i32
  %123 = load ptr, ptr %24, align 8, !tbaa !72
  %124 = lshr i32 %100, 1
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds i8, ptr %123, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !31
  %128 = zext i8 %127 to i32
  %129 = shl i32 %100, 2
  %130 = and i32 %129, 4
  %131 = lshr i32 %128, %130
  %132 = shl nuw nsw i32 %131, 16
  %133 = and i32 %132, 983040
  %134 = or disjoint i32 %133, %122
  store i32 %134, ptr %20, align 4, !tbaa !67
  %135 = load i32, ptr %25, align 8, !tbaa !73
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %145

137:                                              ; preds = %117
  %138 = load i32, ptr %26, align 4, !tbaa !74
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !20
  %142 = add nsw i32 %138, 1
  %143 = icmp eq i32 %142, 512
  %144 = select i1 %143, i32 0, i32 %142
  store i32 %144, ptr %26, align 4
  br label %145

145:                                              ; preds = %137, %117
  %146 = phi i32 [ %141, %137 ], [ %135, %117 ]
  %147 = add nsw i32 %146, -1
  store i32 %147, ptr %25, align 8, !tbaa !73
  %148 = add nsw i32 %91, 1
  store i32 %148, ptr %17, align 4, !tbaa !64
  %149 = icmp eq i32 %91, %92
  br i1 %149, label %157, label %150

150:                                              ; preds = %145
  %151 = icmp eq i32 %147, 1
  %152 = zext i1 %151 to i32
  %153 = and i32 %114, 255
  %154 = xor i32 %153, %152
  %155 = icmp eq i32 %154, %98
  br i1 %155, label %160, label %156

156:                                              ; preds = %150
  store i32 %154, ptr %19, align 8, !tbaa !66
  br label %157

157:                                              ; preds = %352, %263, %252, %211, %200, %156, %145
  %158 = load i32, ptr %89, align 8, !tbaa !41
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %946, label %52

160:                                              ; preds = %150
  store i32 2, ptr %14, align 8, !tbaa !61
  %161 = icmp ult i32 %134, %102
  br i1 %161, label %162, label %1000

162:                                              ; preds = %160, %162
  %163 = phi i32 [ %171, %162 ], [ 256, %160 ]
  %164 = phi i32 [ %172, %162 ], [ 0, %160 ]
  %165 = add nsw i32 %164, %163
  %166 = ashr i32 %165, 1
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds i32, ptr %22, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !20
  %170 = icmp sgt i32 %169, %134
  %171 = select i1 %170, i32 %166, i32 %163
  %172 = select i1 %170, i32 %164, i32 %166
  %173 = sub nsw i32 %171, %172
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %162, !llvm.loop !58

175:                                              ; preds = %162
  %176 = zext nneg i32 %134 to i64
  %177 = getelementptr inbounds i16, ptr %118, i64 %176
  %178 = load i16, ptr %177, align 2, !tbaa !70
  %179 = zext i16 %178 to i32
  %180 = lshr i32 %134, 1
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds i8, ptr %123, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !31
  %184 = zext i8 %183 to i32
  %185 = shl nuw nsw i32 %122, 2
  %186 = and i32 %185, 4
  %187 = lshr i32 %184, %186
  %188 = shl nuw nsw i32 %187, 16
  %189 = and i32 %188, 983040
  %190 = or disjoint i32 %189, %179
  store i32 %190, ptr %20, align 4, !tbaa !67
  %191 = icmp eq i32 %147, 0
  br i1 %191, label %192, label %200

192:                                              ; preds = %175
  %193 = load i32, ptr %26, align 4, !tbaa !74
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !20
  %197 = add nsw i32 %193, 1
  %198 = icmp eq i32 %197, 512
  %199 = select i1 %198, i32 0, i32 %197
  store i32 %199, ptr %26, align 4
  br label %200

200:                                              ; preds = %192, %175
  %201 = phi i32 [ %196, %192 ], [ %147, %175 ]
  %202 = add nsw i32 %201, -1
  store i32 %202, ptr %25, align 8, !tbaa !73
  %203 = add nsw i32 %91, 2
  store i32 %203, ptr %17, align 4, !tbaa !64
  %204 = icmp eq i32 %148, %92
  br i1 %204, label %157, label %205

205:                                              ; preds = %200
  %206 = icmp eq i32 %202, 1
  %207 = zext i1 %206 to i32
  %208 = and i32 %172, 255
  %209 = xor i32 %208, %207
  %210 = icmp eq i32 %209, %98
  br i1 %210, label %212, label %211

211:                                              ; preds = %205
  store i32 %209, ptr %19, align 8, !tbaa !66
  br label %157

212:                                              ; preds = %205
  store i32 3, ptr %14, align 8, !tbaa !61
  %213 = icmp ult i32 %190, %102
  br i1 %213, label %214, label %1000

214:                                              ; preds = %212, %214
  %215 = phi i32 [ %223, %214 ], [ 256, %212 ]
  %216 = phi i32 [ %224, %214 ], [ 0, %212 ]
  %217 = add nsw i32 %216, %215
  %218 = ashr i32 %217, 1
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds i32, ptr %22, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !20
  %222 = icmp sgt i32 %221, %190
  %223 = select i1 %222, i32 %218, i32 %215
  %224 = select i1 %222, i32 %216, i32 %218
  %225 = sub nsw i32 %223, %224
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %214, !llvm.loop !58

227:                                              ; preds = %214
  %228 = zext nneg i32 %190 to i64
  %229 = getelementptr inbounds i16, ptr %118, i64 %228
  %230 = load i16, ptr %229, align 2, !tbaa !70
  %231 = zext i16 %230 to i32
  %232 = lshr i32 %190, 1
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds i8, ptr %123, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !31
  %236 = zext i8 %235 to i32
  %237 = shl nuw nsw i32 %179, 2
  %238 = and i32 %237, 4
  %239 = lshr i32 %236, %238
  %240 = shl nuw nsw i32 %239, 16
  %241 = and i32 %240, 983040
  %242 = or disjoint i32 %241, %231
  store i32 %242, ptr %20, align 4, !tbaa !67
  %243 = icmp eq i32 %202, 0
  br i1 %243, label %244, label %252

244:                                              ; preds = %227
  %245 = load i32, ptr %26, align 4, !tbaa !74
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !20
  %249 = add nsw i32 %245, 1
  %250 = icmp eq i32 %249, 512
  %251 = select i1 %250, i32 0, i32 %249
  store i32 %251, ptr %26, align 4
  br label %252

252:                                              ; preds = %244, %227
  %253 = phi i32 [ %248, %244 ], [ %202, %227 ]
  %254 = add nsw i32 %253, -1
  store i32 %254, ptr %25, align 8, !tbaa !73
  %255 = add nsw i32 %91, 3
  store i32 %255, ptr %17, align 4, !tbaa !64
  %256 = icmp eq i32 %203, %92
  br i1 %256, label %157, label %257

257:                                              ; preds = %252
  %258 = icmp eq i32 %254, 1
  %259 = zext i1 %258 to i32
  %260 = and i32 %224, 255
  %261 = xor i32 %260, %259
  %262 = icmp eq i32 %261, %98
  br i1 %262, label %264, label %263

263:                                              ; preds = %257
  store i32 %261, ptr %19, align 8, !tbaa !66
  br label %157

264:                                              ; preds = %257
  %265 = icmp ult i32 %242, %102
  br i1 %265, label %266, label %1000

266:                                              ; preds = %264, %266
  %267 = phi i32 [ %275, %266 ], [ 256, %264 ]
  %268 = phi i32 [ %276, %266 ], [ 0, %264 ]
  %269 = add nsw i32 %268, %267
  %270 = ashr i32 %269, 1
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds i32, ptr %22, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !20
  %274 = icmp sgt i32 %273, %242
  %275 = select i1 %274, i32 %270, i32 %267
  %276 = select i1 %274, i32 %268, i32 %270
  %277 = sub nsw i32 %275, %276
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %266, !llvm.loop !58

279:                                              ; preds = %266
  %280 = zext nneg i32 %242 to i64
  %281 = getelementptr inbounds i16, ptr %118, i64 %280
  %282 = load i16, ptr %281, align 2, !tbaa !70
  %283 = zext i16 %282 to i32
  %284 = lshr i32 %242, 1
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr inbounds i8, ptr %123, i64 %285
  %287 = load i8, ptr %286, align 1, !tbaa !31
  %288 = zext i8 %287 to i32
  %289 = shl nuw nsw i32 %231, 2
  %290 = and i32 %289, 4
  %291 = lshr i32 %288, %290
  %292 = shl nuw nsw i32 %291, 16
  %293 = and i32 %292, 983040
  %294 = or disjoint i32 %293, %283
  store i32 %294, ptr %20, align 4, !tbaa !67
  %295 = icmp eq i32 %254, 0
  br i1 %295, label %296, label %304

296:                                              ; preds = %279
  %297 = load i32, ptr %26, align 4, !tbaa !74
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !20
  %301 = add nsw i32 %297, 1
  %302 = icmp eq i32 %301, 512
  %303 = select i1 %302, i32 0, i32 %301
  store i32 %303, ptr %26, align 4
  br label %304

304:                                              ; preds = %296, %279
  %305 = phi i32 [ %300, %296 ], [ %254, %279 ]
  %306 = add nsw i32 %305, -1
  store i32 %306, ptr %25, align 8, !tbaa !73
  %307 = icmp eq i32 %306, 1
  %308 = zext i1 %307 to i32
  %309 = add nsw i32 %91, 4
  store i32 %309, ptr %17, align 4, !tbaa !64
  %310 = and i32 %276, 255
  %311 = xor i32 %310, %308
  %312 = add nuw nsw i32 %311, 4
  store i32 %312, ptr %14, align 8, !tbaa !61
  %313 = icmp ult i32 %294, %102
  br i1 %313, label %314, label %1000

314:                                              ; preds = %304, %314
  %315 = phi i32 [ %323, %314 ], [ 256, %304 ]
  %316 = phi i32 [ %324, %314 ], [ 0, %304 ]
  %317 = add nsw i32 %316, %315
  %318 = ashr i32 %317, 1
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds i32, ptr %22, i64 %319
  %321 = load i32, ptr %320, align 4, !tbaa !20
  %322 = icmp sgt i32 %321, %294
  %323 = select i1 %322, i32 %318, i32 %315
  %324 = select i1 %322, i32 %316, i32 %318
  %325 = sub nsw i32 %323, %324
  %326 = icmp eq i32 %325, 1
  br i1 %326, label %327, label %314, !llvm.loop !58

327:                                              ; preds = %314
  store i32 %324, ptr %19, align 8, !tbaa !66
  %328 = zext nneg i32 %294 to i64
  %329 = getelementptr inbounds i16, ptr %118, i64 %328
  %330 = load i16, ptr %329, align 2, !tbaa !70
  %331 = zext i16 %330 to i32
  %332 = lshr i32 %294, 1
  %333 = zext nneg i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %123, i64 %333
  %335 = load i8, ptr %334, align 1, !tbaa !31
  %336 = zext i8 %335 to i32
  %337 = shl nuw nsw i32 %283, 2
  %338 = and i32 %337, 4
  %339 = lshr i32 %336, %338
  %340 = shl nuw nsw i32 %339, 16
  %341 = and i32 %340, 983040
  %342 = or disjoint i32 %341, %331
  store i32 %342, ptr %20, align 4, !tbaa !67
  %343 = icmp eq i32 %306, 0
  br i1 %343, label %344, label %352

344:                                              ; preds = %327
  %345 = load i32, ptr %26, align 4, !tbaa !74
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %346
  %348 = load i32, ptr %347, align 4, !tbaa !20
  %349 = add nsw i32 %345, 1
  %350 = icmp eq i32 %349, 512
  %351 = select i1 %350, i32 0, i32 %349
  store i32 %351, ptr %26, align 4
  br label %352

352:                                              ; preds = %344, %327
  %353 = phi i32 [ %348, %344 ], [ %306, %327 ]
  %354 = add nsw i32 %353, -1
  store i32 %354, ptr %25, align 8, !tbaa !73
  %355 = icmp eq i32 %354, 1
  %356 = zext i1 %355 to i32
  %357 = xor i32 %324, %356
  store i32 %357, ptr %19, align 8, !tbaa !66
  %358 = add nsw i32 %91, 5
  store i32 %358, ptr %17, align 4, !tbaa !64
  br label %157

359:                                              ; preds = %393, %448
  %360 = phi i32 [ 1, %448 ], [ %395, %393 ]
  %361 = icmp eq i32 %360, 0
  br i1 %361, label %397, label %362

362:                                              ; preds = %359
  %363 = load i8, ptr %15, align 4, !tbaa !62
  %364 = getelementptr inbounds i8, ptr %394, i64 24
  %365 = load ptr, ptr %364, align 8, !tbaa !42
  store i8 %363, ptr %365, align 1, !tbaa !31
  %366 = load i32, ptr %16, align 8, !tbaa !63
  %367 = shl i32 %366, 8
  %368 = lshr i32 %366, 24
  %369 = zext i8 %363 to i32
  %370 = xor i32 %368, %369
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !20
  %374 = xor i32 %373, %367
  store i32 %374, ptr %16, align 8, !tbaa !63
  %375 = load i32, ptr %14, align 8, !tbaa !61
  %376 = add nsw i32 %375, -1
  store i32 %376, ptr %14, align 8, !tbaa !61
  %377 = load ptr, ptr %5, align 8, !tbaa !51
  %378 = getelementptr inbounds i8, ptr %377, i64 24
  %379 = load ptr, ptr %378, align 8, !tbaa !42
  %380 = getelementptr inbounds i8, ptr %379, i64 1
  store ptr %380, ptr %378, align 8, !tbaa !42
  %381 = getelementptr inbounds i8, ptr %377, i64 32
  %382 = load <2 x i32>, ptr %381, align 8, !tbaa !20
  %383 = add <2 x i32> %382, <i32 -1, i32 1>
  store <2 x i32> %383, ptr %381, align 8, !tbaa !20
  %384 = extractelement <2 x i32> %383, i64 1
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %386, label %390

386:                                              ; preds = %362
  %387 = getelementptr inbounds i8, ptr %377, i64 40
  %388 = load i32, ptr %387, align 8, !tbaa !43
  %389 = add i32 %388, 1
  store i32 %389, ptr %387, align 8, !tbaa !43
  br label %390

390:                                              ; preds = %386, %362
  %391 = extractelement <2 x i32> %383, i64 0
  %392 = icmp eq i32 %391, 0
  br i1 %392, label %946, label %393

393:                                              ; preds = %50, %390
  %394 = phi ptr [ %42, %50 ], [ %377, %390 ]
  %395 = phi i32 [ %51, %50 ], [ %376, %390 ]
  %396 = getelementptr inbounds i8, ptr %394, i64 32
  br label %359

397:                                              ; preds = %359
  %398 = load i32, ptr %17, align 4, !tbaa !64
  %399 = load i32, ptr %18, align 8, !tbaa !65
  %400 = add nsw i32 %399, 1
  %401 = icmp eq i32 %398, %400
  br i1 %401, label %946, label %402

402:                                              ; preds = %397
  %403 = icmp sgt i32 %398, %400
  br i1 %403, label %1000, label %404

404:                                              ; preds = %402
  store i32 1, ptr %14, align 8, !tbaa !61
  %405 = load i32, ptr %19, align 8, !tbaa !66
  %406 = trunc i32 %405 to i8
  store i8 %406, ptr %15, align 4, !tbaa !62
  %407 = load i32, ptr %20, align 4, !tbaa !67
  %408 = load i32, ptr %21, align 8, !tbaa !68
  %409 = mul i32 %408, 100000
  %410 = icmp ult i32 %407, %409
  br i1 %410, label %411, label %1000

411:                                              ; preds = %404, %411
  %412 = phi i32 [ %420, %411 ], [ 256, %404 ]
  %413 = phi i32 [ %421, %411 ], [ 0, %404 ]
  %414 = add nsw i32 %413, %412
  %415 = ashr i32 %414, 1
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds i32, ptr %22, i64 %416
  %418 = load i32, ptr %417, align 4, !tbaa !20
  %419 = icmp sgt i32 %418, %407
  %420 = select i1 %419, i32 %415, i32 %412
  %421 = select i1 %419, i32 %413, i32 %415
  %422 = sub nsw i32 %420, %421
  %423 = icmp eq i32 %422, 1
  br i1 %423, label %424, label %411, !llvm.loop !58

424:                                              ; preds = %411
  %425 = load ptr, ptr %23, align 8, !tbaa !69
  %426 = zext i32 %407 to i64
  %427 = getelementptr inbounds i16, ptr %425, i64 %426
  %428 = load i16, ptr %427, align 2, !tbaa !70
  %429 = zext i16 %428 to i32
  %430 = load ptr, ptr %24, align 8, !tbaa !72
  %431 = lshr i32 %407, 1
  %432 = zext nneg i32 %431 to i64
  %433 = getelementptr inbounds i8, ptr %430, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !31
  %435 = zext i8 %434 to i32
  %436 = shl i32 %407, 2
  %437 = and i32 %436, 4
  %438 = lshr i32 %435, %437
  %439 = shl nuw nsw i32 %438, 16
  %440 = and i32 %439, 983040
  %441 = or disjoint i32 %440, %429
  store i32 %441, ptr %20, align 4, !tbaa !67
  %442 = add nsw i32 %398, 1
  store i32 %442, ptr %17, align 4, !tbaa !64
  %443 = icmp eq i32 %398, %399
  br i1 %443, label %448, label %444

444:                                              ; preds = %424
  %445 = and i32 %421, 255
  %446 = icmp eq i32 %445, %405
  br i1 %446, label %451, label %447

447:                                              ; preds = %444
  store i32 %445, ptr %19, align 8, !tbaa !66
  br label %448

448:                                              ; preds = %573, %524, %503, %487, %466, %447, %424
  %449 = load i32, ptr %396, align 8, !tbaa !41
  %450 = icmp eq i32 %449, 0
  br i1 %450, label %946, label %359

451:                                              ; preds = %444
  store i32 2, ptr %14, align 8, !tbaa !61
  %452 = icmp ult i32 %441, %409
  br i1 %452, label %453, label %1000

453:                                              ; preds = %451, %453
  %454 = phi i32 [ %462, %453 ], [ 256, %451 ]
  %455 = phi i32 [ %463, %453 ], [ 0, %451 ]
  %456 = add nsw i32 %455, %454
  %457 = ashr i32 %456, 1
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds i32, ptr %22, i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !20
  %461 = icmp sgt i32 %460, %441
  %462 = select i1 %461, i32 %457, i32 %454
  %463 = select i1 %461, i32 %455, i32 %457
  %464 = sub nsw i32 %462, %463
  %465 = icmp eq i32 %464, 1
  br i1 %465, label %466, label %453, !llvm.loop !58

466:                                              ; preds = %453
  %467 = zext nneg i32 %441 to i64
  %468 = getelementptr inbounds i16, ptr %425, i64 %467
  %469 = load i16, ptr %468, align 2, !tbaa !70
  %470 = zext i16 %469 to i32
  %471 = lshr i32 %441, 1
  %472 = zext nneg i32 %471 to i64
  %473 = getelementptr inbounds i8, ptr %430, i64 %472
  %474 = load i8, ptr %473, align 1, !tbaa !31
  %475 = zext i8 %474 to i32
  %476 = shl nuw nsw i32 %429, 2
  %477 = and i32 %476, 4
  %478 = lshr i32 %475, %477
  %479 = shl nuw nsw i32 %478, 16
  %480 = and i32 %479, 983040
  %481 = or disjoint i32 %480, %470
  store i32 %481, ptr %20, align 4, !tbaa !67
  %482 = add nsw i32 %398, 2
  store i32 %482, ptr %17, align 4, !tbaa !64
  %483 = icmp eq i32 %442, %399
  br i1 %483, label %448, label %484

484:                                              ; preds = %466
  %485 = and i32 %463, 255
  %486 = icmp eq i32 %485, %405
  br i1 %486, label %488, label %487

487:                                              ; preds = %484
  store i32 %485, ptr %19, align 8, !tbaa !66
  br label %448

488:                                              ; preds = %484
  store i32 3, ptr %14, align 8, !tbaa !61
  %489 = icmp ult i32 %481, %409
  br i1 %489, label %490, label %1000

490:                                              ; preds = %488, %490
  %491 = phi i32 [ %499, %490 ], [ 256, %488 ]
  %492 = phi i32 [ %500, %490 ], [ 0, %488 ]
  %493 = add nsw i32 %492, %491
  %494 = ashr i32 %493, 1
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds i32, ptr %22, i64 %495
  %497 = load i32, ptr %496, align 4, !tbaa !20
  %498 = icmp sgt i32 %497, %481
  %499 = select i1 %498, i32 %494, i32 %491
  %500 = select i1 %498, i32 %492, i32 %494
  %501 = sub nsw i32 %499, %500
  %502 = icmp eq i32 %501, 1
  br i1 %502, label %503, label %490, !llvm.loop !58

503:                                              ; preds = %490
  %504 = zext nneg i32 %481 to i64
  %505 = getelementptr inbounds i16, ptr %425, i64 %504
  %506 = load i16, ptr %505, align 2, !tbaa !70
  %507 = zext i16 %506 to i32
  %508 = lshr i32 %481, 1
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds i8, ptr %430, i64 %509
  %511 = load i8, ptr %510, align 1, !tbaa !31
  %512 = zext i8 %511 to i32
  %513 = shl nuw nsw i32 %470, 2
  %514 = and i32 %513, 4
  %515 = lshr i32 %512, %514
  %516 = shl nuw nsw i32 %515, 16
  %517 = and i32 %516, 983040
  %518 = or disjoint i32 %517, %507
  store i32 %518, ptr %20, align 4, !tbaa !67
  %519 = add nsw i32 %398, 3
  store i32 %519, ptr %17, align 4, !tbaa !64
  %520 = icmp eq i32 %482, %399
  br i1 %520, label %448, label %521

521:                                              ; preds = %503
  %522 = and i32 %500, 255
  %523 = icmp eq i32 %522, %405
  br i1 %523, label %525, label %524

524:                                              ; preds = %521
  store i32 %522, ptr %19, align 8, !tbaa !66
  br label %448

525:                                              ; preds = %521
  %526 = icmp ult i32 %518, %409
  br i1 %526, label %527, label %1000

527:                                              ; preds = %525, %527
  %528 = phi i32 [ %536, %527 ], [ 256, %525 ]
  %529 = phi i32 [ %537, %527 ], [ 0, %525 ]
  %530 = add nsw i32 %529, %528
  %531 = ashr i32 %530, 1
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds i32, ptr %22, i64 %532
  %534 = load i32, ptr %533, align 4, !tbaa !20
  %535 = icmp sgt i32 %534, %518
  %536 = select i1 %535, i32 %531, i32 %528
  %537 = select i1 %535, i32 %529, i32 %531
  %538 = sub nsw i32 %536, %537
  %539 = icmp eq i32 %538, 1
  br i1 %539, label %540, label %527, !llvm.loop !58

540:                                              ; preds = %527
  %541 = zext nneg i32 %518 to i64
  %542 = getelementptr inbounds i16, ptr %425, i64 %541
  %543 = load i16, ptr %542, align 2, !tbaa !70
  %544 = zext i16 %543 to i32
  %545 = lshr i32 %518, 1
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr inbounds i8, ptr %430, i64 %546
  %548 = load i8, ptr %547, align 1, !tbaa !31
  %549 = zext i8 %548 to i32
  %550 = shl nuw nsw i32 %507, 2
  %551 = and i32 %550, 4
  %552 = lshr i32 %549, %551
  %553 = shl nuw nsw i32 %552, 16
  %554 = and i32 %553, 983040
  %555 = or disjoint i32 %554, %544
  store i32 %555, ptr %20, align 4, !tbaa !67
  %556 = add nsw i32 %398, 4
  store i32 %556, ptr %17, align 4, !tbaa !64
  %557 = and i32 %537, 255
  %558 = add nuw nsw i32 %557, 4
  store i32 %558, ptr %14, align 8, !tbaa !61
  %559 = icmp ult i32 %555, %409
  br i1 %559, label %560, label %1000

560:                                              ; preds = %540, %560
  %561 = phi i32 [ %569, %560 ], [ 256, %540 ]
  %562 = phi i32 [ %570, %560 ], [ 0, %540 ]
  %563 = add nsw i32 %562, %561
  %564 = ashr i32 %563, 1
  %565 = sext i32 %564 to i64
  %566 = getelementptr inbounds i32, ptr %22, i64 %565
  %567 = load i32, ptr %566, align 4, !tbaa !20
  %568 = icmp sgt i32 %567, %555
  %569 = select i1 %568, i32 %564, i32 %561
  %570 = select i1 %568, i32 %562, i32 %564
  %571 = sub nsw i32 %569, %570
  %572 = icmp eq i32 %571, 1
  br i1 %572, label %573, label %560, !llvm.loop !58

573:                                              ; preds = %560
  store i32 %570, ptr %19, align 8, !tbaa !66
  %574 = zext nneg i32 %555 to i64
  %575 = getelementptr inbounds i16, ptr %425, i64 %574
  %576 = load i16, ptr %575, align 2, !tbaa !70
  %577 = zext i16 %576 to i32
  %578 = lshr i32 %555, 1
  %579 = zext nneg i32 %578 to i64
  %580 = getelementptr inbounds i8, ptr %430, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !31
  %582 = zext i8 %581 to i32
  %583 = shl nuw nsw i32 %544, 2
  %584 = and i32 %583, 4
  %585 = lshr i32 %582, %584
  %586 = shl nuw nsw i32 %585, 16
  %587 = and i32 %586, 983040
  %588 = or disjoint i32 %587, %577
  store i32 %588, ptr %20, align 4, !tbaa !67
  %589 = add nsw i32 %398, 5
  store i32 %589, ptr %17, align 4, !tbaa !64
  br label %448

590:                                              ; preds = %36
  br i1 %40, label %785, label %591

591:                                              ; preds = %590
  %592 = load ptr, ptr %5, align 8, !tbaa !51
  %593 = getelementptr inbounds i8, ptr %592, i64 32
  %594 = load i32, ptr %593, align 8, !tbaa !41
  %595 = icmp eq i32 %594, 0
  br i1 %595, label %946, label %596

596:                                              ; preds = %591
  %597 = load i32, ptr %14, align 8, !tbaa !61
  br label %598

598:                                              ; preds = %596, %633
  %599 = phi ptr [ %592, %596 ], [ %620, %633 ]
  %600 = phi i32 [ %597, %596 ], [ %619, %633 ]
  %601 = getelementptr inbounds i8, ptr %599, i64 32
  br label %602

602:                                              ; preds = %598, %678
  %603 = phi i32 [ 1, %678 ], [ %600, %598 ]
  %604 = icmp eq i32 %603, 0
  br i1 %604, label %636, label %605

605:                                              ; preds = %602
  %606 = load i8, ptr %15, align 4, !tbaa !62
  %607 = getelementptr inbounds i8, ptr %599, i64 24
  %608 = load ptr, ptr %607, align 8, !tbaa !42
  store i8 %606, ptr %608, align 1, !tbaa !31
  %609 = load i32, ptr %16, align 8, !tbaa !63
  %610 = shl i32 %609, 8
  %611 = lshr i32 %609, 24
  %612 = zext i8 %606 to i32
  %613 = xor i32 %611, %612
  %614 = zext nneg i32 %613 to i64
  %615 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %614
  %616 = load i32, ptr %615, align 4, !tbaa !20
  %617 = xor i32 %616, %610
  store i32 %617, ptr %16, align 8, !tbaa !63
  %618 = load i32, ptr %14, align 8, !tbaa !61
  %619 = add nsw i32 %618, -1
  store i32 %619, ptr %14, align 8, !tbaa !61
  %620 = load ptr, ptr %5, align 8, !tbaa !51
  %621 = getelementptr inbounds i8, ptr %620, i64 24
  %622 = load ptr, ptr %621, align 8, !tbaa !42
  %623 = getelementptr inbounds i8, ptr %622, i64 1
  store ptr %623, ptr %621, align 8, !tbaa !42
  %624 = getelementptr inbounds i8, ptr %620, i64 32
  %625 = load <2 x i32>, ptr %624, align 8, !tbaa !20
  %626 = add <2 x i32> %625, <i32 -1, i32 1>
  store <2 x i32> %626, ptr %624, align 8, !tbaa !20
  %627 = extractelement <2 x i32> %626, i64 1
  %628 = icmp eq i32 %627, 0
  br i1 %628, label %629, label %633

629:                                              ; preds = %605
  %630 = getelementptr inbounds i8, ptr %620, i64 40
  %631 = load i32, ptr %630, align 8, !tbaa !43
  %632 = add i32 %631, 1
  store i32 %632, ptr %630, align 8, !tbaa !43
  br label %633

633:                                              ; preds = %629, %605
  %634 = extractelement <2 x i32> %626, i64 0
  %635 = icmp eq i32 %634, 0
  br i1 %635, label %946, label %598

636:                                              ; preds = %602
  %637 = load i32, ptr %17, align 4, !tbaa !64
  %638 = load i32, ptr %18, align 8, !tbaa !65
  %639 = add nsw i32 %638, 1
  %640 = icmp eq i32 %637, %639
  br i1 %640, label %946, label %641

641:                                              ; preds = %636
  %642 = icmp sgt i32 %637, %639
  br i1 %642, label %1000, label %643

643:                                              ; preds = %641
  store i32 1, ptr %14, align 8, !tbaa !61
  %644 = load i32, ptr %19, align 8, !tbaa !66
  %645 = trunc i32 %644 to i8
  store i8 %645, ptr %15, align 4, !tbaa !62
  %646 = load i32, ptr %20, align 4, !tbaa !67
  %647 = load i32, ptr %21, align 8, !tbaa !68
  %648 = mul i32 %647, 100000
  %649 = icmp ult i32 %646, %648
  br i1 %649, label %650, label %1000

650:                                              ; preds = %643
  %651 = load ptr, ptr %27, align 8, !tbaa !75
  %652 = zext i32 %646 to i64
  %653 = getelementptr inbounds i32, ptr %651, i64 %652
  %654 = load i32, ptr %653, align 4, !tbaa !20
  %655 = lshr i32 %654, 8
  store i32 %655, ptr %20, align 4, !tbaa !67
  %656 = load i32, ptr %25, align 8, !tbaa !73
  %657 = icmp eq i32 %656, 0
  br i1 %657, label %658, label %666

658:                                              ; preds = %650
  %659 = load i32, ptr %26, align 4, !tbaa !74
  %660 = sext i32 %659 to i64
  %661 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %660
  %662 = load i32, ptr %661, align 4, !tbaa !20
  %663 = add nsw i32 %659, 1
  %664 = icmp eq i32 %663, 512
  %665 = select i1 %664, i32 0, i32 %663
  store i32 %665, ptr %26, align 4
  br label %666

666:                                              ; preds = %658, %650
  %667 = phi i32 [ %662, %658 ], [ %656, %650 ]
  %668 = add nsw i32 %667, -1
  store i32 %668, ptr %25, align 8, !tbaa !73
  %669 = add nsw i32 %637, 1
  store i32 %669, ptr %17, align 4, !tbaa !64
  %670 = icmp eq i32 %637, %638
  br i1 %670, label %678, label %671

671:                                              ; preds = %666
  %672 = icmp eq i32 %668, 1
  %673 = zext i1 %672 to i32
  %674 = and i32 %654, 255
  %675 = xor i32 %674, %673
  %676 = icmp eq i32 %675, %644
  br i1 %676, label %681, label %677

677:                                              ; preds = %671
  store i32 %675, ptr %19, align 8, !tbaa !66
  br label %678

678:                                              ; preds = %778, %736, %725, %708, %697, %677, %666
  %679 = load i32, ptr %601, align 8, !tbaa !41
  %680 = icmp eq i32 %679, 0
  br i1 %680, label %946, label %602

681:                                              ; preds = %671
  store i32 2, ptr %14, align 8, !tbaa !61
  %682 = icmp ult i32 %655, %648
  br i1 %682, label %683, label %1000

683:                                              ; preds = %681
  %684 = zext nneg i32 %655 to i64
  %685 = getelementptr inbounds i32, ptr %651, i64 %684
  %686 = load i32, ptr %685, align 4, !tbaa !20
  %687 = lshr i32 %686, 8
  store i32 %687, ptr %20, align 4, !tbaa !67
  %688 = icmp eq i32 %668, 0
  br i1 %688, label %689, label %697

689:                                              ; preds = %683
  %690 = load i32, ptr %26, align 4, !tbaa !74
  %691 = sext i32 %690 to i64
  %692 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %691
  %693 = load i32, ptr %692, align 4, !tbaa !20
  %694 = add nsw i32 %690, 1
  %695 = icmp eq i32 %694, 512
  %696 = select i1 %695, i32 0, i32 %694
  store i32 %696, ptr %26, align 4
  br label %697

697:                                              ; preds = %689, %683
  %698 = phi i32 [ %693, %689 ], [ %668, %683 ]
  %699 = add nsw i32 %698, -1
  store i32 %699, ptr %25, align 8, !tbaa !73
  %700 = add nsw i32 %637, 2
  store i32 %700, ptr %17, align 4, !tbaa !64
  %701 = icmp eq i32 %669, %638
  br i1 %701, label %678, label %702

702:                                              ; preds = %697
  %703 = icmp eq i32 %699, 1
  %704 = zext i1 %703 to i32
  %705 = and i32 %686, 255
  %706 = xor i32 %705, %704
  %707 = icmp eq i32 %706, %644
  br i1 %707, label %709, label %708

708:                                              ; preds = %702
  store i32 %706, ptr %19, align 8, !tbaa !66
  br label %678

709:                                              ; preds = %702
  store i32 3, ptr %14, align 8, !tbaa !61
  %710 = icmp ult i32 %687, %648
  br i1 %710, label %711, label %1000

711:                                              ; preds = %709
  %712 = zext nneg i32 %687 to i64
  %713 = getelementptr inbounds i32, ptr %651, i64 %712
  %714 = load i32, ptr %713, align 4, !tbaa !20
  %715 = lshr i32 %714, 8
  store i32 %715, ptr %20, align 4, !tbaa !67
  %716 = icmp eq i32 %699, 0
  br i1 %716, label %717, label %725

717:                                              ; preds = %711
  %718 = load i32, ptr %26, align 4, !tbaa !74
  %719 = sext i32 %718 to i64
  %720 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %719
  %721 = load i32, ptr %720, align 4, !tbaa !20
  %722 = add nsw i32 %718, 1
  %723 = icmp eq i32 %722, 512
  %724 = select i1 %723, i32 0, i32 %722
  store i32 %724, ptr %26, align 4
  br label %725

725:                                              ; preds = %717, %711
  %726 = phi i32 [ %721, %717 ], [ %699, %711 ]
  %727 = add nsw i32 %726, -1
  store i32 %727, ptr %25, align 8, !tbaa !73
  %728 = add nsw i32 %637, 3
  store i32 %728, ptr %17, align 4, !tbaa !64
  %729 = icmp eq i32 %700, %638
  br i1 %729, label %678, label %730

730:                                              ; preds = %725
  %731 = icmp eq i32 %727, 1
  %732 = zext i1 %731 to i32
  %733 = and i32 %714, 255
  %734 = xor i32 %733, %732
  %735 = icmp eq i32 %734, %644
  br i1 %735, label %737, label %736

736:                                              ; preds = %730
  store i32 %734, ptr %19, align 8, !tbaa !66
  br label %678

737:                                              ; preds = %730
  %738 = icmp ult i32 %715, %648
  br i1 %738, label %739, label %1000

739:                                              ; preds = %737
  %740 = zext nneg i32 %715 to i64
  %741 = getelementptr inbounds i32, ptr %651, i64 %740
  %742 = load i32, ptr %741, align 4, !tbaa !20
  %743 = lshr i32 %742, 8
  store i32 %743, ptr %20, align 4, !tbaa !67
  %744 = icmp eq i32 %727, 0
  br i1 %744, label %745, label %753

745:                                              ; preds = %739
  %746 = load i32, ptr %26, align 4, !tbaa !74
  %747 = sext i32 %746 to i64
  %748 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %747
  %749 = load i32, ptr %748, align 4, !tbaa !20
  %750 = add nsw i32 %746, 1
  %751 = icmp eq i32 %750, 512
  %752 = select i1 %751, i32 0, i32 %750
  store i32 %752, ptr %26, align 4
  br label %753

753:                                              ; preds = %745, %739
  %754 = phi i32 [ %749, %745 ], [ %727, %739 ]
  %755 = add nsw i32 %754, -1
  store i32 %755, ptr %25, align 8, !tbaa !73
  %756 = icmp eq i32 %755, 1
  %757 = zext i1 %756 to i32
  %758 = add nsw i32 %637, 4
  store i32 %758, ptr %17, align 4, !tbaa !64
  %759 = and i32 %742, 255
  %760 = xor i32 %759, %757
  %761 = add nuw nsw i32 %760, 4
  store i32 %761, ptr %14, align 8, !tbaa !61
  %762 = icmp ult i32 %743, %648
  br i1 %762, label %763, label %1000

763:                                              ; preds = %753
  %764 = zext nneg i32 %743 to i64
  %765 = getelementptr inbounds i32, ptr %651, i64 %764
  %766 = load i32, ptr %765, align 4, !tbaa !20
  %767 = and i32 %766, 255
  store i32 %767, ptr %19, align 8, !tbaa !66
  %768 = lshr i32 %766, 8
  store i32 %768, ptr %20, align 4, !tbaa !67
  %769 = icmp eq i32 %755, 0
  br i1 %769, label %770, label %778

770:                                              ; preds = %763
  %771 = load i32, ptr %26, align 4, !tbaa !74
  %772 = sext i32 %771 to i64
  %773 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %772
  %774 = load i32, ptr %773, align 4, !tbaa !20
  %775 = add nsw i32 %771, 1
  %776 = icmp eq i32 %775, 512
  %777 = select i1 %776, i32 0, i32 %775
  store i32 %777, ptr %26, align 4
  br label %778

778:                                              ; preds = %770, %763
  %779 = phi i32 [ %774, %770 ], [ %755, %763 ]
  %780 = add nsw i32 %779, -1
  store i32 %780, ptr %25, align 8, !tbaa !73
  %781 = icmp eq i32 %780, 1
  %782 = zext i1 %781 to i32
  %783 = xor i32 %767, %782
  store i32 %783, ptr %19, align 8, !tbaa !66
  %784 = add nsw i32 %637, 5
  store i32 %784, ptr %17, align 4, !tbaa !64
  br label %678

785:                                              ; preds = %590
  %786 = load i32, ptr %16, align 8, !tbaa !63
  %787 = load i8, ptr %15, align 4, !tbaa !62
  %788 = load i32, ptr %14, align 8, !tbaa !61
  %789 = load i32, ptr %17, align 4, !tbaa !64
  %790 = load i32, ptr %19, align 8, !tbaa !66
  %791 = load ptr, ptr %27, align 8, !tbaa !75
  %792 = load i32, ptr %20, align 4, !tbaa !67
  %793 = load ptr, ptr %5, align 8, !tbaa !51
  %794 = getelementptr inbounds i8, ptr %793, i64 24
  %795 = load ptr, ptr %794, align 8, !tbaa !42
  %796 = getelementptr inbounds i8, ptr %793, i64 32
  %797 = load i32, ptr %796, align 8, !tbaa !41
  %798 = load i32, ptr %21, align 8, !tbaa !68
  %799 = load i32, ptr %18, align 8, !tbaa !65
  %800 = add nsw i32 %799, 1
  %801 = mul i32 %798, 100000
  br label %802

802:                                              ; preds = %919, %785
  %803 = phi i32 [ %788, %785 ], [ %920, %919 ]
  %804 = phi i32 [ %789, %785 ], [ %921, %919 ]
  %805 = phi i32 [ %790, %785 ], [ %922, %919 ]
  %806 = phi i8 [ %787, %785 ], [ %866, %919 ]
  %807 = phi i32 [ %792, %785 ], [ %923, %919 ]
  %808 = phi ptr [ %795, %785 ], [ %859, %919 ]
  %809 = phi i32 [ %797, %785 ], [ %860, %919 ]
  %810 = phi i32 [ %786, %785 ], [ %861, %919 ]
  %811 = icmp sgt i32 %803, 0
  br i1 %811, label %812, label %854

812:                                              ; preds = %802
  %813 = icmp eq i32 %809, 0
  br i1 %813, label %924, label %814

814:                                              ; preds = %812
  %815 = zext i8 %806 to i32
  br label %816

816:                                              ; preds = %822, %814
  %817 = phi i32 [ %810, %814 ], [ %829, %822 ]
  %818 = phi i32 [ %809, %814 ], [ %832, %822 ]
  %819 = phi ptr [ %808, %814 ], [ %831, %822 ]
  %820 = phi i32 [ %803, %814 ], [ %830, %822 ]
  %821 = icmp eq i32 %820, 1
  br i1 %821, label %834, label %822

822:                                              ; preds = %816
  store i8 %806, ptr %819, align 1, !tbaa !31
  %823 = shl i32 %817, 8
  %824 = lshr i32 %817, 24
  %825 = xor i32 %824, %815
  %826 = zext nneg i32 %825 to i64
  %827 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %826
  %828 = load i32, ptr %827, align 4, !tbaa !20
  %829 = xor i32 %828, %823
  %830 = add nsw i32 %820, -1
  %831 = getelementptr inbounds i8, ptr %819, i64 1
  %832 = add i32 %818, -1
  %833 = icmp eq i32 %832, 0
  br i1 %833, label %924, label %816

834:                                              ; preds = %816, %876, %868
  %835 = phi i32 [ %873, %876 ], [ %873, %868 ], [ %804, %816 ]
  %836 = phi i32 [ %856, %876 ], [ %874, %868 ], [ %805, %816 ]
  %837 = phi i8 [ %866, %876 ], [ %866, %868 ], [ %806, %816 ]
  %838 = phi i32 [ %872, %876 ], [ %872, %868 ], [ %807, %816 ]
  %839 = phi ptr [ %859, %876 ], [ %859, %868 ], [ %819, %816 ]
  %840 = phi i32 [ %860, %876 ], [ %860, %868 ], [ %818, %816 ]
  %841 = phi i32 [ %861, %876 ], [ %861, %868 ], [ %817, %816 ]
  %842 = icmp eq i32 %840, 0
  br i1 %842, label %924, label %843

843:                                              ; preds = %834
  store i8 %837, ptr %839, align 1, !tbaa !31
  %844 = shl i32 %841, 8
  %845 = lshr i32 %841, 24
  %846 = zext i8 %837 to i32
  %847 = xor i32 %845, %846
  %848 = zext nneg i32 %847 to i64
  %849 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %848
  %850 = load i32, ptr %849, align 4, !tbaa !20
  %851 = xor i32 %850, %844
  %852 = getelementptr inbounds i8, ptr %839, i64 1
  %853 = add i32 %840, -1
  br label %854

854:                                              ; preds = %843, %802
  %855 = phi i32 [ %835, %843 ], [ %804, %802 ]
  %856 = phi i32 [ %836, %843 ], [ %805, %802 ]
  %857 = phi i8 [ %837, %843 ], [ %806, %802 ]
  %858 = phi i32 [ %838, %843 ], [ %807, %802 ]
  %859 = phi ptr [ %852, %843 ], [ %808, %802 ]
  %860 = phi i32 [ %853, %843 ], [ %809, %802 ]
  %861 = phi i32 [ %851, %843 ], [ %810, %802 ]
  %862 = icmp sgt i32 %855, %800
  br i1 %862, label %1000, label %863

863:                                              ; preds = %854
  %864 = icmp eq i32 %855, %800
  br i1 %864, label %924, label %865

865:                                              ; preds = %863
  %866 = trunc i32 %856 to i8
  %867 = icmp ult i32 %858, %801
  br i1 %867, label %868, label %1000

868:                                              ; preds = %865
  %869 = zext i32 %858 to i64
  %870 = getelementptr inbounds i32, ptr %791, i64 %869
  %871 = load i32, ptr %870, align 4, !tbaa !20
  %872 = lshr i32 %871, 8
  %873 = add nsw i32 %855, 1
  %874 = and i32 %871, 255
  %875 = icmp eq i32 %874, %856
  br i1 %875, label %876, label %834

876:                                              ; preds = %868
  %877 = icmp eq i32 %855, %799
  br i1 %877, label %834, label %878

878:                                              ; preds = %876
  %879 = icmp ult i32 %872, %801
  br i1 %879, label %880, label %1000

880:                                              ; preds = %878
  %881 = zext nneg i32 %872 to i64
  %882 = getelementptr inbounds i32, ptr %791, i64 %881
  %883 = load i32, ptr %882, align 4, !tbaa !20
  %884 = lshr i32 %883, 8
  %885 = add nsw i32 %855, 2
  %886 = icmp eq i32 %885, %800
  br i1 %886, label %919, label %887

887:                                              ; preds = %880
  %888 = and i32 %883, 255
  %889 = icmp eq i32 %888, %856
  br i1 %889, label %890, label %919

890:                                              ; preds = %887
  %891 = icmp ult i32 %884, %801
  br i1 %891, label %892, label %1000

892:                                              ; preds = %890
  %893 = zext nneg i32 %884 to i64
  %894 = getelementptr inbounds i32, ptr %791, i64 %893
  %895 = load i32, ptr %894, align 4, !tbaa !20
  %896 = lshr i32 %895, 8
  %897 = add nsw i32 %855, 3
  %898 = icmp eq i32 %897, %800
  br i1 %898, label %919, label %899

899:                                              ; preds = %892
  %900 = and i32 %895, 255
  %901 = icmp eq i32 %900, %856
  br i1 %901, label %902, label %919

902:                                              ; preds = %899
  %903 = icmp ult i32 %896, %801
  br i1 %903, label %904, label %1000

904:                                              ; preds = %902
  %905 = zext nneg i32 %896 to i64
  %906 = getelementptr inbounds i32, ptr %791, i64 %905
  %907 = load i32, ptr %906, align 4, !tbaa !20
  %908 = lshr i32 %907, 8
  %909 = icmp ult i32 %908, %801
  br i1 %909, label %910, label %1000

910:                                              ; preds = %904
  %911 = and i32 %907, 255
  %912 = add nuw nsw i32 %911, 4
  %913 = zext nneg i32 %908 to i64
  %914 = getelementptr inbounds i32, ptr %791, i64 %913
  %915 = load i32, ptr %914, align 4, !tbaa !20
  %916 = and i32 %915, 255
  %917 = lshr i32 %915, 8
  %918 = add nsw i32 %855, 5
  br label %919

919:                                              ; preds = %910, %899, %892, %887, %880
  %920 = phi i32 [ 2, %880 ], [ 3, %892 ], [ %912, %910 ], [ 2, %887 ], [ 3, %899 ]
  %921 = phi i32 [ %800, %880 ], [ %800, %892 ], [ %918, %910 ], [ %885, %887 ], [ %897, %899 ]
  %922 = phi i32 [ %856, %880 ], [ %856, %892 ], [ %916, %910 ], [ %888, %887 ], [ %900, %899 ]
  %923 = phi i32 [ %884, %880 ], [ %896, %892 ], [ %917, %910 ], [ %884, %887 ], [ %896, %899 ]
  br label %802

924:                                              ; preds = %863, %834, %812, %822
  %925 = phi i32 [ %830, %822 ], [ 1, %834 ], [ 0, %863 ], [ %803, %812 ]
  %926 = phi i32 [ %804, %822 ], [ %835, %834 ], [ %800, %863 ], [ %804, %812 ]
  %927 = phi i32 [ %805, %822 ], [ %836, %834 ], [ %856, %863 ], [ %805, %812 ]
  %928 = phi i8 [ %806, %822 ], [ %837, %834 ], [ %857, %863 ], [ %806, %812 ]
  %929 = phi i32 [ %807, %822 ], [ %838, %834 ], [ %858, %863 ], [ %807, %812 ]
  %930 = phi ptr [ %831, %822 ], [ %839, %834 ], [ %859, %863 ], [ %808, %812 ]
  %931 = phi i32 [ 0, %822 ], [ 0, %834 ], [ %860, %863 ], [ 0, %812 ]
  %932 = phi i32 [ %829, %822 ], [ %841, %834 ], [ %861, %863 ], [ %810, %812 ]
  %933 = load ptr, ptr %5, align 8, !tbaa !51
  %934 = getelementptr inbounds i8, ptr %933, i64 36
  %935 = load i32, ptr %934, align 4, !tbaa !76
  %936 = sub i32 %797, %931
  %937 = add i32 %935, %936
  store i32 %937, ptr %934, align 4, !tbaa !76
  %938 = icmp ult i32 %937, %935
  br i1 %938, label %939, label %943

939:                                              ; preds = %924
  %940 = getelementptr inbounds i8, ptr %933, i64 40
  %941 = load i32, ptr %940, align 8, !tbaa !43
  %942 = add i32 %941, 1
  store i32 %942, ptr %940, align 8, !tbaa !43
  br label %943

943:                                              ; preds = %939, %924
  store i32 %932, ptr %16, align 8, !tbaa !63
  store i8 %928, ptr %15, align 4, !tbaa !62
  store i32 %925, ptr %14, align 8, !tbaa !61
  store i32 %926, ptr %17, align 4, !tbaa !64
  store i32 %927, ptr %19, align 8, !tbaa !66
  store ptr %791, ptr %27, align 8, !tbaa !75
  store i32 %929, ptr %20, align 4, !tbaa !67
  %944 = getelementptr inbounds i8, ptr %933, i64 24
  store ptr %930, ptr %944, align 8, !tbaa !42
  %945 = getelementptr inbounds i8, ptr %933, i64 32
  store i32 %931, ptr %945, align 8, !tbaa !41
  br label %946

946:                                              ; preds = %90, %157, %83, %397, %448, %390, %636, %678, %633, %46, %49, %591, %943
  %947 = load i32, ptr %17, align 4, !tbaa !64
  %948 = load i32, ptr %18, align 8, !tbaa !65
  %949 = add nsw i32 %948, 1
  %950 = icmp eq i32 %947, %949
  br i1 %950, label %951, label %1000

951:                                              ; preds = %946
  %952 = load i32, ptr %14, align 8, !tbaa !61
  %953 = icmp eq i32 %952, 0
  br i1 %953, label %954, label %1000

954:                                              ; preds = %951
  %955 = load i32, ptr %16, align 8, !tbaa !63
  %956 = xor i32 %955, -1
  store i32 %956, ptr %16, align 8, !tbaa !63
  %957 = load i32, ptr %28, align 4, !tbaa !57
  %958 = icmp sgt i32 %957, 2
  br i1 %958, label %959, label %964

959:                                              ; preds = %954
  %960 = load ptr, ptr @stderr, align 8, !tbaa !6
  %961 = load i32, ptr %29, align 8, !tbaa !77
  %962 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %960, ptr noundef nonnull @.str.2, i32 noundef %961, i32 noundef %956) #21
  %963 = load i32, ptr %28, align 4, !tbaa !57
  br label %964

964:                                              ; preds = %959, %954
  %965 = phi i32 [ %963, %959 ], [ %957, %954 ]
  %966 = icmp sgt i32 %965, 1
  br i1 %966, label %967, label %970

967:                                              ; preds = %964
  %968 = load ptr, ptr @stderr, align 8, !tbaa !6
  %969 = tail call i32 @fputc(i32 93, ptr %968)
  br label %970

970:                                              ; preds = %967, %964
  %971 = load i32, ptr %16, align 8, !tbaa !63
  %972 = load i32, ptr %29, align 8, !tbaa !77
  %973 = icmp eq i32 %971, %972
  br i1 %973, label %974, label %1000

974:                                              ; preds = %970
  %975 = load i32, ptr %30, align 4, !tbaa !54
  %976 = tail call i32 @llvm.fshl.i32(i32 %975, i32 %975, i32 1)
  %977 = xor i32 %976, %971
  store i32 %977, ptr %30, align 4, !tbaa !54
  store i32 14, ptr %11, align 8, !tbaa !53
  br label %979

978:                                              ; preds = %35
  br i1 %34, label %979, label %35

979:                                              ; preds = %978, %974
  %980 = tail call i32 @BZ2_decompress(ptr noundef nonnull %5) #24
  %981 = icmp eq i32 %980, 4
  br i1 %981, label %982, label %997

982:                                              ; preds = %979
  %983 = load i32, ptr %28, align 4, !tbaa !57
  %984 = icmp sgt i32 %983, 2
  br i1 %984, label %985, label %991

985:                                              ; preds = %982
  %986 = load ptr, ptr @stderr, align 8, !tbaa !6
  %987 = getelementptr inbounds i8, ptr %5, i64 3180
  %988 = load i32, ptr %987, align 4, !tbaa !78
  %989 = load i32, ptr %30, align 4, !tbaa !54
  %990 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %986, ptr noundef nonnull @.str.4, i32 noundef %988, i32 noundef %989) #21
  br label %991

991:                                              ; preds = %982, %985
  %992 = load i32, ptr %30, align 4, !tbaa !54
  %993 = getelementptr inbounds i8, ptr %5, i64 3180
  %994 = load i32, ptr %993, align 4, !tbaa !78
  %995 = icmp eq i32 %992, %994
  %996 = select i1 %995, i32 4, i32 -4
  br label %1000

997:                                              ; preds = %979
  %998 = load i32, ptr %11, align 8, !tbaa !53
  %999 = icmp eq i32 %998, 2
  br i1 %999, label %32, label %1000

1000:                                             ; preds = %35, %946, %951, %970, %997, %95, %97, %160, %212, %264, %304, %402, %404, %451, %488, %525, %540, %641, %643, %681, %709, %737, %753, %904, %902, %890, %878, %865, %854, %991, %7, %3, %1
  %1001 = phi i32 [ -2, %1 ], [ -2, %3 ], [ -2, %7 ], [ %996, %991 ], [ -4, %854 ], [ -4, %865 ], [ -4, %878 ], [ -4, %890 ], [ -4, %902 ], [ -4, %904 ], [ -4, %753 ], [ -4, %737 ], [ -4, %709 ], [ -4, %681 ], [ -4, %643 ], [ -4, %641 ], [ -4, %540 ], [ -4, %525 ], [ -4, %488 ], [ -4, %451 ], [ -4, %404 ], [ -4, %402 ], [ -4, %304 ], [ -4, %264 ], [ -4, %212 ], [ -4, %160 ], [ -4, %97 ], [ -4, %95 ], [ -1, %35 ], [ %980, %997 ], [ -4, %970 ], [ 0, %951 ], [ 0, %946 ]
  ret i32 %1001
}

declare i32 @BZ2_decompress(ptr noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzDecompressEnd(ptr noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %43, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !29
  %6 = icmp eq ptr %5, null
  br i1 %6, label %43, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !51
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 3152
  %12 = load ptr, ptr %11, align 8, !tbaa !75
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %0, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !14
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24
  br label %19

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 3160
  %21 = load ptr, ptr %20, align 8, !tbaa !69
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !14
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24
  br label %28

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 3168
  %30 = load ptr, ptr %29, align 8, !tbaa !72
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64
  %34 = load ptr, ptr %33, align 8, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !14
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24
  br label %37

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %0, i64 72
  %41 = load ptr, ptr %40, align 8, !tbaa !14
  %42 = load ptr, ptr %4, align 8, !tbaa !29
  tail call void %39(ptr noundef %41, ptr noundef %42) #24
  store ptr null, ptr %4, align 8, !tbaa !29
  br label %43

43:                                               ; preds = %7, %3, %1, %37
  %44 = phi i32 [ 0, %37 ], [ -2, %1 ], [ -2, %3 ], [ -2, %7 ]
  ret i32 %44
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzWriteOpen(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = icmp eq ptr %0, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %5
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %8

8:                                                ; preds = %5, %7
  %9 = icmp eq ptr %1, null
  %10 = add i32 %2, -10
  %11 = icmp ult i32 %10, -9
  %12 = or i1 %9, %11
  %13 = icmp ugt i32 %4, 250
  %14 = or i1 %12, %13
  %15 = icmp ugt i32 %3, 4
  %16 = or i1 %15, %14
  br i1 %16, label %17, label %19

17:                                               ; preds = %8
  br i1 %6, label %47, label %18

18:                                               ; preds = %17
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %47

19:                                               ; preds = %8
  %20 = tail call i32 @ferror(ptr noundef nonnull %1) #24
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  br i1 %6, label %47, label %23

23:                                               ; preds = %22
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %47

24:                                               ; preds = %19
  %25 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %29

27:                                               ; preds = %24
  br i1 %6, label %47, label %28

28:                                               ; preds = %27
  store i32 -3, ptr %0, align 4, !tbaa !20
  br label %47

29:                                               ; preds = %24
  br i1 %6, label %31, label %30

30:                                               ; preds = %29
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %31

31:                                               ; preds = %29, %30
  %32 = getelementptr inbounds i8, ptr %25, i64 5096
  store i32 0, ptr %32, align 8, !tbaa !79
  %33 = getelementptr inbounds i8, ptr %25, i64 5100
  store i8 0, ptr %33, align 4, !tbaa !81
  %34 = getelementptr inbounds i8, ptr %25, i64 5008
  store i32 0, ptr %34, align 8, !tbaa !82
  store ptr %1, ptr %25, align 8, !tbaa !83
  %35 = getelementptr inbounds i8, ptr %25, i64 5012
  store i8 1, ptr %35, align 4, !tbaa !84
  %36 = getelementptr inbounds i8, ptr %25, i64 5016
  %37 = getelementptr inbounds i8, ptr %25, i64 5072
  %38 = icmp eq i32 %4, 0
  %39 = select i1 %38, i32 30, i32 %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, i8 0, i64 24, i1 false)
  %40 = tail call i32 @BZ2_bzCompressInit(ptr noundef nonnull %36, i32 noundef %2, i32 noundef %3, i32 noundef %39)
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %31
  br i1 %6, label %44, label %43

43:                                               ; preds = %42
  store i32 %40, ptr %0, align 4, !tbaa !20
  br label %44

44:                                               ; preds = %42, %43
  tail call void @free(ptr noundef nonnull %25) #24
  br label %47

45:                                               ; preds = %31
  %46 = getelementptr inbounds i8, ptr %25, i64 5024
  store i32 0, ptr %46, align 8, !tbaa !85
  store i8 1, ptr %33, align 4, !tbaa !81
  br label %47

47:                                               ; preds = %28, %27, %23, %22, %18, %17, %45, %44
  %48 = phi ptr [ null, %44 ], [ %25, %45 ], [ null, %17 ], [ null, %18 ], [ null, %22 ], [ null, %23 ], [ null, %27 ], [ null, %28 ]
  ret ptr %48
}

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWrite(ptr noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %4
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %7

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %10, align 8, !tbaa !79
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %16

16:                                               ; preds = %15, %14
  br i1 %8, label %85, label %17

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -2, ptr %18, align 8, !tbaa !79
  br label %85

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012
  %21 = load i8, ptr %20, align 4, !tbaa !84
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  br i1 %5, label %25, label %24

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !tbaa !20
  br label %25

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !tbaa !79
  br label %85

26:                                               ; preds = %19
  %27 = load ptr, ptr %1, align 8, !tbaa !83
  %28 = tail call i32 @ferror(ptr noundef %27) #24
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  br i1 %5, label %32, label %31

31:                                               ; preds = %30
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %32

32:                                               ; preds = %30, %31
  store i32 -6, ptr %10, align 8, !tbaa !79
  br label %85

33:                                               ; preds = %26
  %34 = icmp eq i32 %3, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  br i1 %5, label %37, label %36

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %37

37:                                               ; preds = %35, %36
  store i32 0, ptr %10, align 8, !tbaa !79
  br label %85

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %1, i64 5016
  %40 = getelementptr inbounds i8, ptr %1, i64 5024
  store i32 %3, ptr %40, align 8, !tbaa !85
  store ptr %2, ptr %39, align 8, !tbaa !86
  %41 = getelementptr inbounds i8, ptr %1, i64 5048
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = getelementptr inbounds i8, ptr %1, i64 5040
  %44 = getelementptr inbounds i8, ptr %1, i64 5064
  br label %45

45:                                               ; preds = %79, %38
  store i32 5000, ptr %41, align 8, !tbaa !87
  store ptr %42, ptr %43, align 8, !tbaa !88
  %46 = load ptr, ptr %44, align 8, !tbaa !29
  %47 = icmp eq ptr %46, null
  br i1 %47, label %58, label %48

48:                                               ; preds = %45
  %49 = load ptr, ptr %46, align 8, !tbaa !15
  %50 = icmp eq ptr %49, %39
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !33
  switch i32 %53, label %57 [
    i32 1, label %58
    i32 2, label %54
    i32 3, label %58
    i32 4, label %58
  ]

54:                                               ; preds = %51
  %55 = tail call fastcc i8 @handle_compress(ptr noundef nonnull readonly %39)
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %58, label %62

57:                                               ; preds = %51
  br label %58

58:                                               ; preds = %54, %45, %48, %51, %51, %51, %57
  %59 = phi i32 [ -1, %51 ], [ -1, %51 ], [ -1, %51 ], [ -2, %54 ], [ -2, %45 ], [ -2, %48 ], [ 0, %57 ]
  br i1 %5, label %61, label %60

60:                                               ; preds = %58
  store i32 %59, ptr %0, align 4, !tbaa !20
  br label %61

61:                                               ; preds = %58, %60
  store i32 %59, ptr %10, align 8, !tbaa !79
  br label %85

62:                                               ; preds = %54
  %63 = load i32, ptr %41, align 8, !tbaa !87
  %64 = icmp ult i32 %63, 5000
  br i1 %64, label %65, label %79

65:                                               ; preds = %62
  %66 = sub nuw nsw i32 5000, %63
  %67 = zext nneg i32 %66 to i64
  %68 = load ptr, ptr %1, align 8, !tbaa !83
  %69 = tail call i64 @fwrite(ptr noundef nonnull %42, i64 noundef 1, i64 noundef %67, ptr noundef %68)
  %70 = trunc i64 %69 to i32
  %71 = icmp eq i32 %66, %70
  br i1 %71, label %72, label %76

72:                                               ; preds = %65
  %73 = load ptr, ptr %1, align 8, !tbaa !83
  %74 = tail call i32 @ferror(ptr noundef %73) #24
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72, %65
  br i1 %5, label %78, label %77

77:                                               ; preds = %76
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %78

78:                                               ; preds = %76, %77
  store i32 -6, ptr %10, align 8, !tbaa !79
  br label %85

79:                                               ; preds = %72, %62
  %80 = load i32, ptr %40, align 8, !tbaa !85
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %45

82:                                               ; preds = %79
  br i1 %5, label %84, label %83

83:                                               ; preds = %82
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %84

84:                                               ; preds = %82, %83
  store i32 0, ptr %10, align 8, !tbaa !79
  br label %85

85:                                               ; preds = %25, %16, %17, %84, %78, %61, %37, %32
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWriteClose(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #4 {
  tail call void @BZ2_bzWriteClose64(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef null, ptr noundef %4, ptr noundef null)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzWriteClose64(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6) local_unnamed_addr #4 {
  %8 = icmp eq ptr %1, null
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = icmp eq ptr %0, null
  br i1 %10, label %198, label %11

11:                                               ; preds = %9
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %198

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %1, i64 5012
  %14 = load i8, ptr %13, align 4, !tbaa !84
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = icmp eq ptr %0, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %16
  store i32 -1, ptr %0, align 4, !tbaa !20
  br label %19

19:                                               ; preds = %16, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -1, ptr %20, align 8, !tbaa !79
  br label %198

21:                                               ; preds = %12
  %22 = load ptr, ptr %1, align 8, !tbaa !83
  %23 = tail call i32 @ferror(ptr noundef %22) #24
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = icmp eq ptr %0, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %28

28:                                               ; preds = %25, %27
  %29 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -6, ptr %29, align 8, !tbaa !79
  br label %198

30:                                               ; preds = %21
  %31 = icmp eq ptr %3, null
  br i1 %31, label %33, label %32

32:                                               ; preds = %30
  store i32 0, ptr %3, align 4, !tbaa !20
  br label %33

33:                                               ; preds = %32, %30
  %34 = icmp eq ptr %4, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %33
  store i32 0, ptr %4, align 4, !tbaa !20
  br label %36

36:                                               ; preds = %35, %33
  %37 = icmp eq ptr %5, null
  br i1 %37, label %39, label %38

38:                                               ; preds = %36
  store i32 0, ptr %5, align 4, !tbaa !20
  br label %39

39:                                               ; preds = %38, %36
  %40 = icmp eq ptr %6, null
  br i1 %40, label %42, label %41

41:                                               ; preds = %39
  store i32 0, ptr %6, align 4, !tbaa !20
  br label %42

42:                                               ; preds = %41, %39
  %43 = icmp eq i32 %2, 0
  br i1 %43, label %44, label %136

44:                                               ; preds = %42
  %45 = getelementptr inbounds i8, ptr %1, i64 5096
  %46 = load i32, ptr %45, align 8, !tbaa !79
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %123

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %1, i64 5016
  %50 = getelementptr inbounds i8, ptr %1, i64 5048
  %51 = getelementptr inbounds i8, ptr %1, i64 8
  %52 = getelementptr inbounds i8, ptr %1, i64 5040
  %53 = getelementptr inbounds i8, ptr %1, i64 5064
  %54 = getelementptr inbounds i8, ptr %1, i64 5024
  br label %55

55:                                               ; preds = %48, %120
  store i32 5000, ptr %50, align 8, !tbaa !87
  store ptr %51, ptr %52, align 8, !tbaa !88
  %56 = load ptr, ptr %53, align 8, !tbaa !29
  %57 = icmp eq ptr %56, null
  br i1 %57, label %96, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %56, align 8, !tbaa !15
  %60 = icmp eq ptr %59, %49
  br i1 %60, label %61, label %96

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %56, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !33
  %64 = getelementptr inbounds i8, ptr %56, i64 16
  switch i32 %63, label %95 [
    i32 1, label %96
    i32 2, label %67
    i32 3, label %96
    i32 4, label %65
  ]

65:                                               ; preds = %61
  %66 = load i32, ptr %64, align 8, !tbaa !35
  br label %69

67:                                               ; preds = %61
  %68 = load i32, ptr %54, align 8, !tbaa !34
  store i32 %68, ptr %64, align 8, !tbaa !35
  store i32 4, ptr %62, align 8, !tbaa !33
  br label %69

69:                                               ; preds = %65, %67
  %70 = phi i32 [ %66, %65 ], [ %68, %67 ]
  %71 = getelementptr inbounds i8, ptr %59, i64 8
  %72 = load i32, ptr %71, align 8, !tbaa !34
  %73 = icmp eq i32 %70, %72
  br i1 %73, label %74, label %96

74:                                               ; preds = %69
  %75 = tail call fastcc i8 @handle_compress(ptr noundef nonnull readonly %49)
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %96, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %64, align 8, !tbaa !35
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %101

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %56, i64 92
  %82 = load i32, ptr %81, align 4, !tbaa !36
  %83 = icmp ult i32 %82, 256
  br i1 %83, label %84, label %88

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %56, i64 96
  %86 = load i32, ptr %85, align 8, !tbaa !37
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %101, label %88

88:                                               ; preds = %84, %80
  %89 = getelementptr inbounds i8, ptr %56, i64 120
  %90 = load i32, ptr %89, align 8, !tbaa !38
  %91 = getelementptr inbounds i8, ptr %56, i64 116
  %92 = load i32, ptr %91, align 4, !tbaa !39
  %93 = icmp slt i32 %90, %92
  br i1 %93, label %101, label %94

94:                                               ; preds = %88
  store i32 1, ptr %62, align 8, !tbaa !33
  br label %101

95:                                               ; preds = %61
  br label %96

96:                                               ; preds = %55, %58, %69, %74, %61, %61, %95
  %97 = phi i32 [ -1, %61 ], [ -1, %61 ], [ -2, %55 ], [ -2, %58 ], [ -1, %69 ], [ -1, %74 ], [ 0, %95 ]
  %98 = icmp eq ptr %0, null
  br i1 %98, label %100, label %99

99:                                               ; preds = %96
  store i32 %97, ptr %0, align 4, !tbaa !20
  br label %100

100:                                              ; preds = %96, %99
  store i32 %97, ptr %45, align 8, !tbaa !79
  br label %198

101:                                              ; preds = %94, %88, %84, %77
  %102 = phi i1 [ true, %94 ], [ false, %88 ], [ false, %77 ], [ false, %84 ]
  %103 = load i32, ptr %50, align 8, !tbaa !87
  %104 = icmp ult i32 %103, 5000
  br i1 %104, label %105, label %120

105:                                              ; preds = %101
  %106 = sub nuw nsw i32 5000, %103
  %107 = zext nneg i32 %106 to i64
  %108 = load ptr, ptr %1, align 8, !tbaa !83
  %109 = tail call i64 @fwrite(ptr noundef nonnull %51, i64 noundef 1, i64 noundef %107, ptr noundef %108)
  %110 = trunc i64 %109 to i32
  %111 = icmp eq i32 %106, %110
  br i1 %111, label %112, label %116

112:                                              ; preds = %105
  %113 = load ptr, ptr %1, align 8, !tbaa !83
  %114 = tail call i32 @ferror(ptr noundef %113) #24
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %120, label %116

116:                                              ; preds = %112, %105
  %117 = icmp eq ptr %0, null
  br i1 %117, label %119, label %118

118:                                              ; preds = %116
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %119

119:                                              ; preds = %116, %118
  store i32 -6, ptr %45, align 8, !tbaa !79
  br label %198

120:                                              ; preds = %112, %101
  br i1 %102, label %121, label %55

121:                                              ; preds = %120
  %122 = load ptr, ptr %1, align 8, !tbaa !83
  br label %123

123:                                              ; preds = %121, %44
  %124 = phi ptr [ %122, %121 ], [ %22, %44 ]
  %125 = tail call i32 @ferror(ptr noundef %124) #24
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %136

127:                                              ; preds = %123
  %128 = tail call i32 @fflush(ptr noundef %124)
  %129 = load ptr, ptr %1, align 8, !tbaa !83
  %130 = tail call i32 @ferror(ptr noundef %129) #24
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %136, label %132

132:                                              ; preds = %127
  %133 = icmp eq ptr %0, null
  br i1 %133, label %135, label %134

134:                                              ; preds = %132
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %135

135:                                              ; preds = %132, %134
  store i32 -6, ptr %45, align 8, !tbaa !79
  br label %198

136:                                              ; preds = %42, %127, %123
  br i1 %31, label %140, label %137

137:                                              ; preds = %136
  %138 = getelementptr inbounds i8, ptr %1, i64 5028
  %139 = load i32, ptr %138, align 4, !tbaa !89
  store i32 %139, ptr %3, align 4, !tbaa !20
  br label %140

140:                                              ; preds = %137, %136
  br i1 %34, label %144, label %141

141:                                              ; preds = %140
  %142 = getelementptr inbounds i8, ptr %1, i64 5032
  %143 = load i32, ptr %142, align 8, !tbaa !90
  store i32 %143, ptr %4, align 4, !tbaa !20
  br label %144

144:                                              ; preds = %141, %140
  br i1 %37, label %148, label %145

145:                                              ; preds = %144
  %146 = getelementptr inbounds i8, ptr %1, i64 5052
  %147 = load i32, ptr %146, align 4, !tbaa !91
  store i32 %147, ptr %5, align 4, !tbaa !20
  br label %148

148:                                              ; preds = %145, %144
  br i1 %40, label %152, label %149

149:                                              ; preds = %148
  %150 = getelementptr inbounds i8, ptr %1, i64 5056
  %151 = load i32, ptr %150, align 8, !tbaa !92
  store i32 %151, ptr %6, align 4, !tbaa !20
  br label %152

152:                                              ; preds = %149, %148
  %153 = icmp eq ptr %0, null
  br i1 %153, label %155, label %154

154:                                              ; preds = %152
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %155

155:                                              ; preds = %152, %154
  %156 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %156, align 8, !tbaa !79
  %157 = getelementptr inbounds i8, ptr %1, i64 5064
  %158 = load ptr, ptr %157, align 8, !tbaa !29
  %159 = icmp eq ptr %158, null
  br i1 %159, label %197, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %1, i64 5016
  %162 = load ptr, ptr %158, align 8, !tbaa !15
  %163 = icmp eq ptr %162, %161
  br i1 %163, label %164, label %197

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %158, i64 24
  %166 = load ptr, ptr %165, align 8, !tbaa !17
  %167 = icmp eq ptr %166, null
  br i1 %167, label %173, label %168

168:                                              ; preds = %164
  %169 = getelementptr inbounds i8, ptr %1, i64 5080
  %170 = load ptr, ptr %169, align 8, !tbaa !13
  %171 = getelementptr inbounds i8, ptr %1, i64 5088
  %172 = load ptr, ptr %171, align 8, !tbaa !14
  tail call void %170(ptr noundef %172, ptr noundef nonnull %166) #24
  br label %173

173:                                              ; preds = %168, %164
  %174 = getelementptr inbounds i8, ptr %158, i64 32
  %175 = load ptr, ptr %174, align 8, !tbaa !18
  %176 = icmp eq ptr %175, null
  br i1 %176, label %182, label %177

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %1, i64 5080
  %179 = load ptr, ptr %178, align 8, !tbaa !13
  %180 = getelementptr inbounds i8, ptr %1, i64 5088
  %181 = load ptr, ptr %180, align 8, !tbaa !14
  tail call void %179(ptr noundef %181, ptr noundef nonnull %175) #24
  br label %182

182:                                              ; preds = %177, %173
  %183 = getelementptr inbounds i8, ptr %158, i64 40
  %184 = load ptr, ptr %183, align 8, !tbaa !19
  %185 = icmp eq ptr %184, null
  br i1 %185, label %191, label %186

186:                                              ; preds = %182
  %187 = getelementptr inbounds i8, ptr %1, i64 5080
  %188 = load ptr, ptr %187, align 8, !tbaa !13
  %189 = getelementptr inbounds i8, ptr %1, i64 5088
  %190 = load ptr, ptr %189, align 8, !tbaa !14
  tail call void %188(ptr noundef %190, ptr noundef nonnull %184) #24
  br label %191

191:                                              ; preds = %186, %182
  %192 = getelementptr inbounds i8, ptr %1, i64 5080
  %193 = load ptr, ptr %192, align 8, !tbaa !13
  %194 = getelementptr inbounds i8, ptr %1, i64 5088
  %195 = load ptr, ptr %194, align 8, !tbaa !14
  %196 = load ptr, ptr %157, align 8, !tbaa !29
  tail call void %193(ptr noundef %195, ptr noundef %196) #24
  br label %197

197:                                              ; preds = %155, %160, %191
  tail call void @free(ptr noundef nonnull %1) #24
  br label %198

198:                                              ; preds = %11, %9, %197, %135, %119, %100, %28, %19
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzReadOpen(ptr noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = icmp eq ptr %0, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %6
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %9

9:                                                ; preds = %6, %8
  %10 = icmp eq ptr %1, null
  br i1 %10, label %23, label %11

11:                                               ; preds = %9
  %12 = icmp ugt i32 %3, 1
  %13 = icmp ugt i32 %2, 4
  %14 = or i1 %13, %12
  br i1 %14, label %23, label %15

15:                                               ; preds = %11
  %16 = icmp eq ptr %4, null
  %17 = icmp ne i32 %5, 0
  %18 = and i1 %16, %17
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = icmp ne ptr %4, null
  %21 = icmp ugt i32 %5, 5000
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %19, %15, %11, %9
  br i1 %7, label %69, label %24

24:                                               ; preds = %23
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %69

25:                                               ; preds = %19
  %26 = tail call i32 @ferror(ptr noundef nonnull %1) #24
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  br i1 %7, label %69, label %29

29:                                               ; preds = %28
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %69

30:                                               ; preds = %25
  %31 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  br i1 %7, label %69, label %34

34:                                               ; preds = %33
  store i32 -3, ptr %0, align 4, !tbaa !20
  br label %69

35:                                               ; preds = %30
  br i1 %7, label %37, label %36

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %37

37:                                               ; preds = %35, %36
  %38 = getelementptr inbounds i8, ptr %31, i64 5096
  store i32 0, ptr %38, align 8, !tbaa !79
  %39 = getelementptr inbounds i8, ptr %31, i64 5100
  store i8 0, ptr %39, align 4, !tbaa !81
  store ptr %1, ptr %31, align 8, !tbaa !83
  %40 = getelementptr inbounds i8, ptr %31, i64 5008
  store i32 0, ptr %40, align 8, !tbaa !82
  %41 = getelementptr inbounds i8, ptr %31, i64 5012
  store i8 0, ptr %41, align 4, !tbaa !84
  %42 = getelementptr inbounds i8, ptr %31, i64 5016
  %43 = getelementptr inbounds i8, ptr %31, i64 5072
  %44 = icmp sgt i32 %5, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  br i1 %44, label %45, label %59

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %31, i64 8
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i32 [ 0, %45 ], [ %55, %47 ]
  %49 = phi i32 [ %5, %45 ], [ %57, %47 ]
  %50 = phi ptr [ %4, %45 ], [ %56, %47 ]
  %51 = load i8, ptr %50, align 1, !tbaa !31
  %52 = sext i32 %48 to i64
  %53 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %52
  store i8 %51, ptr %53, align 1, !tbaa !31
  %54 = load i32, ptr %40, align 8, !tbaa !82
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %40, align 8, !tbaa !82
  %56 = getelementptr inbounds i8, ptr %50, i64 1
  %57 = add nsw i32 %49, -1
  %58 = icmp ugt i32 %49, 1
  br i1 %58, label %47, label %59, !llvm.loop !93

59:                                               ; preds = %47, %37
  %60 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %42, i32 noundef %2, i32 noundef %3)
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %59
  br i1 %7, label %64, label %63

63:                                               ; preds = %62
  store i32 %60, ptr %0, align 4, !tbaa !20
  br label %64

64:                                               ; preds = %62, %63
  tail call void @free(ptr noundef nonnull %31) #24
  br label %69

65:                                               ; preds = %59
  %66 = load i32, ptr %40, align 8, !tbaa !82
  %67 = getelementptr inbounds i8, ptr %31, i64 5024
  store i32 %66, ptr %67, align 8, !tbaa !85
  %68 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %68, ptr %42, align 8, !tbaa !86
  store i8 1, ptr %39, align 4, !tbaa !81
  br label %69

69:                                               ; preds = %34, %33, %29, %28, %24, %23, %65, %64
  %70 = phi ptr [ null, %64 ], [ %31, %65 ], [ null, %23 ], [ null, %24 ], [ null, %28 ], [ null, %29 ], [ null, %33 ], [ null, %34 ]
  ret ptr %70
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzReadClose(ptr noundef writeonly %0, ptr noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = icmp eq ptr %1, null
  br i1 %5, label %67, label %8

6:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !tbaa !20
  %7 = icmp eq ptr %1, null
  br i1 %7, label %67, label %13

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %9, align 8, !tbaa !79
  %10 = getelementptr inbounds i8, ptr %1, i64 5012
  %11 = load i8, ptr %10, align 4, !tbaa !84
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %21, label %19

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %14, align 8, !tbaa !79
  %15 = getelementptr inbounds i8, ptr %1, i64 5012
  %16 = load i8, ptr %15, align 4, !tbaa !84
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !tbaa !20
  br label %19

19:                                               ; preds = %8, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -1, ptr %20, align 8, !tbaa !79
  br label %67

21:                                               ; preds = %13, %8
  %22 = getelementptr inbounds i8, ptr %1, i64 5100
  %23 = load i8, ptr %22, align 4, !tbaa !81
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %66, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %1, i64 5064
  %27 = load ptr, ptr %26, align 8, !tbaa !29
  %28 = icmp eq ptr %27, null
  br i1 %28, label %66, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %1, i64 5016
  %31 = load ptr, ptr %27, align 8, !tbaa !51
  %32 = icmp eq ptr %31, %30
  br i1 %32, label %33, label %66

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %27, i64 3152
  %35 = load ptr, ptr %34, align 8, !tbaa !75
  %36 = icmp eq ptr %35, null
  br i1 %36, label %42, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %1, i64 5080
  %39 = load ptr, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %1, i64 5088
  %41 = load ptr, ptr %40, align 8, !tbaa !14
  tail call void %39(ptr noundef %41, ptr noundef nonnull %35) #24
  br label %42

42:                                               ; preds = %37, %33
  %43 = getelementptr inbounds i8, ptr %27, i64 3160
  %44 = load ptr, ptr %43, align 8, !tbaa !69
  %45 = icmp eq ptr %44, null
  br i1 %45, label %51, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %1, i64 5080
  %48 = load ptr, ptr %47, align 8, !tbaa !13
  %49 = getelementptr inbounds i8, ptr %1, i64 5088
  %50 = load ptr, ptr %49, align 8, !tbaa !14
  tail call void %48(ptr noundef %50, ptr noundef nonnull %44) #24
  br label %51

51:                                               ; preds = %46, %42
  %52 = getelementptr inbounds i8, ptr %27, i64 3168
  %53 = load ptr, ptr %52, align 8, !tbaa !72
  %54 = icmp eq ptr %53, null
  br i1 %54, label %60, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %1, i64 5080
  %57 = load ptr, ptr %56, align 8, !tbaa !13
  %58 = getelementptr inbounds i8, ptr %1, i64 5088
  %59 = load ptr, ptr %58, align 8, !tbaa !14
  tail call void %57(ptr noundef %59, ptr noundef nonnull %53) #24
  br label %60

60:                                               ; preds = %55, %51
  %61 = getelementptr inbounds i8, ptr %1, i64 5080
  %62 = load ptr, ptr %61, align 8, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %1, i64 5088
  %64 = load ptr, ptr %63, align 8, !tbaa !14
  %65 = load ptr, ptr %26, align 8, !tbaa !29
  tail call void %62(ptr noundef %64, ptr noundef %65) #24
  br label %66

66:                                               ; preds = %60, %29, %25, %21
  tail call void @free(ptr noundef nonnull %1) #24
  br label %67

67:                                               ; preds = %6, %4, %66, %19
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzRead(ptr noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %4
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %7

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %10, align 8, !tbaa !79
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %16

16:                                               ; preds = %15, %14
  br i1 %8, label %97, label %17

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -2, ptr %18, align 8, !tbaa !79
  br label %97

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012
  %21 = load i8, ptr %20, align 4, !tbaa !84
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  br i1 %5, label %25, label %24

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !tbaa !20
  br label %25

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !tbaa !79
  br label %97

26:                                               ; preds = %19
  %27 = icmp eq i32 %3, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %26
  br i1 %5, label %30, label %29

29:                                               ; preds = %28
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %30

30:                                               ; preds = %28, %29
  store i32 0, ptr %10, align 8, !tbaa !79
  br label %97

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %1, i64 5016
  %33 = getelementptr inbounds i8, ptr %1, i64 5048
  store i32 %3, ptr %33, align 8, !tbaa !87
  %34 = getelementptr inbounds i8, ptr %1, i64 5040
  store ptr %2, ptr %34, align 8, !tbaa !88
  %35 = getelementptr inbounds i8, ptr %1, i64 5024
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = getelementptr inbounds i8, ptr %1, i64 5008
  br label %38

38:                                               ; preds = %91, %31
  %39 = load ptr, ptr %1, align 8, !tbaa !83
  %40 = tail call i32 @ferror(ptr noundef %39) #24
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  br i1 %5, label %44, label %43

43:                                               ; preds = %42
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %44

44:                                               ; preds = %42, %43
  store i32 -6, ptr %10, align 8, !tbaa !79
  br label %97

45:                                               ; preds = %38
  %46 = load i32, ptr %35, align 8, !tbaa !85
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = tail call i32 @fgetc(ptr noundef %39)
  %50 = icmp eq i32 %49, -1
  br i1 %50, label %63, label %51

51:                                               ; preds = %48
  %52 = tail call i32 @ungetc(i32 noundef %49, ptr noundef %39)
  %53 = load ptr, ptr %1, align 8, !tbaa !83
  %54 = tail call i64 @fread(ptr noundef nonnull %36, i64 noundef 1, i64 noundef 5000, ptr noundef %53)
  %55 = load ptr, ptr %1, align 8, !tbaa !83
  %56 = tail call i32 @ferror(ptr noundef %55) #24
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %51
  br i1 %5, label %60, label %59

59:                                               ; preds = %58
  store i32 -6, ptr %0, align 4, !tbaa !20
  br label %60

60:                                               ; preds = %58, %59
  store i32 -6, ptr %10, align 8, !tbaa !79
  br label %97

61:                                               ; preds = %51
  %62 = trunc i64 %54 to i32
  store i32 %62, ptr %37, align 8, !tbaa !82
  store i32 %62, ptr %35, align 8, !tbaa !85
  store ptr %36, ptr %32, align 8, !tbaa !86
  br label %63

63:                                               ; preds = %48, %61, %45
  %64 = tail call i32 @BZ2_bzDecompress(ptr noundef nonnull %32)
  %65 = and i32 %64, -5
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %63
  br i1 %5, label %69, label %68

68:                                               ; preds = %67
  store i32 %64, ptr %0, align 4, !tbaa !20
  br label %69

69:                                               ; preds = %67, %68
  store i32 %64, ptr %10, align 8, !tbaa !79
  br label %97

70:                                               ; preds = %63
  switch i32 %64, label %91 [
    i32 0, label %71
    i32 4, label %86
  ]

71:                                               ; preds = %70
  %72 = load ptr, ptr %1, align 8, !tbaa !83
  %73 = tail call i32 @fgetc(ptr noundef %72)
  %74 = icmp eq i32 %73, -1
  br i1 %74, label %77, label %75

75:                                               ; preds = %71
  %76 = tail call i32 @ungetc(i32 noundef %73, ptr noundef %72)
  br label %91

77:                                               ; preds = %71
  %78 = load i32, ptr %35, align 8, !tbaa !85
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %91

80:                                               ; preds = %77
  %81 = load i32, ptr %33, align 8, !tbaa !87
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %80
  br i1 %5, label %85, label %84

84:                                               ; preds = %83
  store i32 -7, ptr %0, align 4, !tbaa !20
  br label %85

85:                                               ; preds = %83, %84
  store i32 -7, ptr %10, align 8, !tbaa !79
  br label %97

86:                                               ; preds = %70
  br i1 %5, label %88, label %87

87:                                               ; preds = %86
  store i32 4, ptr %0, align 4, !tbaa !20
  br label %88

88:                                               ; preds = %86, %87
  store i32 4, ptr %10, align 8, !tbaa !79
  %89 = load i32, ptr %33, align 8, !tbaa !87
  %90 = sub i32 %3, %89
  br label %97

91:                                               ; preds = %77, %75, %70
  %92 = load i32, ptr %33, align 8, !tbaa !87
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %38

94:                                               ; preds = %91, %80
  br i1 %5, label %96, label %95

95:                                               ; preds = %94
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %96

96:                                               ; preds = %94, %95
  store i32 0, ptr %10, align 8, !tbaa !79
  br label %97

97:                                               ; preds = %30, %25, %16, %17, %96, %88, %85, %69, %60, %44
  %98 = phi i32 [ 0, %44 ], [ 0, %69 ], [ 0, %85 ], [ %90, %88 ], [ %3, %96 ], [ 0, %60 ], [ 0, %17 ], [ 0, %16 ], [ 0, %25 ], [ 0, %30 ]
  ret i32 %98
}

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @BZ2_bzReadGetUnused(ptr noundef writeonly %0, ptr noundef %1, ptr noundef writeonly %2, ptr noundef writeonly %3) local_unnamed_addr #13 {
  %5 = icmp eq ptr %1, null
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = icmp eq ptr %0, null
  br i1 %7, label %32, label %8

8:                                                ; preds = %6
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %32

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  %11 = load i32, ptr %10, align 8, !tbaa !79
  %12 = icmp eq i32 %11, 4
  br i1 %12, label %17, label %13

13:                                               ; preds = %9
  %14 = icmp eq ptr %0, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !tbaa !20
  br label %16

16:                                               ; preds = %13, %15
  store i32 -1, ptr %10, align 8, !tbaa !79
  br label %32

17:                                               ; preds = %9
  %18 = icmp eq ptr %2, null
  %19 = icmp eq ptr %3, null
  %20 = or i1 %18, %19
  %21 = icmp eq ptr %0, null
  br i1 %20, label %22, label %25

22:                                               ; preds = %17
  br i1 %21, label %24, label %23

23:                                               ; preds = %22
  store i32 -2, ptr %0, align 4, !tbaa !20
  br label %24

24:                                               ; preds = %22, %23
  store i32 -2, ptr %10, align 8, !tbaa !79
  br label %32

25:                                               ; preds = %17
  br i1 %21, label %27, label %26

26:                                               ; preds = %25
  store i32 0, ptr %0, align 4, !tbaa !20
  br label %27

27:                                               ; preds = %25, %26
  store i32 0, ptr %10, align 8, !tbaa !79
  %28 = getelementptr inbounds i8, ptr %1, i64 5016
  %29 = getelementptr inbounds i8, ptr %1, i64 5024
  %30 = load i32, ptr %29, align 8, !tbaa !85
  store i32 %30, ptr %3, align 4, !tbaa !20
  %31 = load ptr, ptr %28, align 8, !tbaa !86
  store ptr %31, ptr %2, align 8, !tbaa !6
  br label %32

32:                                               ; preds = %8, %6, %27, %24, %16
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzBuffToBuffCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 {
  %8 = alloca %struct.bz_stream, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #24
  %9 = icmp eq ptr %0, null
  %10 = icmp eq ptr %1, null
  %11 = or i1 %9, %10
  %12 = icmp eq ptr %2, null
  %13 = or i1 %11, %12
  %14 = add i32 %4, -10
  %15 = icmp ult i32 %14, -9
  %16 = or i1 %13, %15
  %17 = icmp ugt i32 %5, 4
  %18 = or i1 %17, %16
  %19 = icmp ugt i32 %6, 250
  %20 = or i1 %19, %18
  br i1 %20, label %164, label %21

21:                                               ; preds = %7
  %22 = icmp eq i32 %6, 0
  %23 = select i1 %22, i32 30, i32 %6
  %24 = getelementptr inbounds i8, ptr %8, i64 56
  %25 = getelementptr inbounds i8, ptr %8, i64 64
  %26 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false)
  %27 = call i32 @BZ2_bzCompressInit(ptr noundef nonnull %8, i32 noundef %4, i32 noundef %5, i32 noundef %23)
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %164

29:                                               ; preds = %21
  store ptr %2, ptr %8, align 8, !tbaa !47
  %30 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %0, ptr %30, align 8, !tbaa !42
  %31 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %3, ptr %31, align 8, !tbaa !34
  %32 = load i32, ptr %1, align 4, !tbaa !20
  %33 = getelementptr inbounds i8, ptr %8, i64 32
  store i32 %32, ptr %33, align 8, !tbaa !41
  %34 = getelementptr inbounds i8, ptr %8, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !29
  %36 = icmp eq ptr %35, null
  br i1 %36, label %164, label %37

37:                                               ; preds = %29
  %38 = load ptr, ptr %35, align 8, !tbaa !15
  %39 = icmp eq ptr %38, %8
  br i1 %39, label %40, label %131

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %35, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !33
  %43 = getelementptr inbounds i8, ptr %35, i64 16
  switch i32 %42, label %127 [
    i32 1, label %123
    i32 2, label %46
    i32 3, label %123
    i32 4, label %44
  ]

44:                                               ; preds = %40
  %45 = load i32, ptr %43, align 8, !tbaa !35
  br label %47

46:                                               ; preds = %40
  store i32 %3, ptr %43, align 8, !tbaa !35
  store i32 4, ptr %41, align 8, !tbaa !33
  br label %47

47:                                               ; preds = %44, %46
  %48 = phi i32 [ %45, %44 ], [ %3, %46 ]
  %49 = getelementptr inbounds i8, ptr %38, i64 8
  %50 = load i32, ptr %49, align 8, !tbaa !34
  %51 = icmp eq i32 %48, %50
  br i1 %51, label %52, label %127

52:                                               ; preds = %47
  %53 = call fastcc i8 @handle_compress(ptr noundef nonnull readonly %8)
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %124, label %55

55:                                               ; preds = %52
  %56 = load i32, ptr %43, align 8, !tbaa !35
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %99

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %35, i64 92
  %60 = load i32, ptr %59, align 4, !tbaa !36
  %61 = icmp ult i32 %60, 256
  br i1 %61, label %62, label %66

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %35, i64 96
  %64 = load i32, ptr %63, align 8, !tbaa !37
  %65 = icmp sgt i32 %64, 0
  br i1 %65, label %99, label %66

66:                                               ; preds = %62, %58
  %67 = getelementptr inbounds i8, ptr %35, i64 120
  %68 = load i32, ptr %67, align 8, !tbaa !38
  %69 = getelementptr inbounds i8, ptr %35, i64 116
  %70 = load i32, ptr %69, align 4, !tbaa !39
  %71 = icmp slt i32 %68, %70
  br i1 %71, label %99, label %72

72:                                               ; preds = %66
  store i32 1, ptr %41, align 8, !tbaa !33
  %73 = load i32, ptr %33, align 8, !tbaa !41
  %74 = load i32, ptr %1, align 4, !tbaa !20
  %75 = sub i32 %74, %73
  store i32 %75, ptr %1, align 4, !tbaa !20
  %76 = load ptr, ptr %34, align 8, !tbaa !29
  %77 = icmp eq ptr %76, null
  br i1 %77, label %164, label %78

78:                                               ; preds = %72
  %79 = load ptr, ptr %76, align 8, !tbaa !15
  %80 = icmp eq ptr %79, %8
  br i1 %80, label %81, label %164

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %76, i64 24
  %83 = load ptr, ptr %82, align 8, !tbaa !17
  %84 = icmp eq ptr %83, null
  br i1 %84, label %88, label %85

85:                                               ; preds = %81
  %86 = load ptr, ptr %25, align 8, !tbaa !13
  %87 = load ptr, ptr %26, align 8, !tbaa !14
  call void %86(ptr noundef %87, ptr noundef nonnull %83) #24
  br label %88

88:                                               ; preds = %85, %81
  %89 = getelementptr inbounds i8, ptr %76, i64 32
  %90 = load ptr, ptr %89, align 8, !tbaa !18
  %91 = icmp eq ptr %90, null
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load ptr, ptr %25, align 8, !tbaa !13
  %94 = load ptr, ptr %26, align 8, !tbaa !14
  call void %93(ptr noundef %94, ptr noundef nonnull %90) #24
  br label %95

95:                                               ; preds = %92, %88
  %96 = getelementptr inbounds i8, ptr %76, i64 40
  %97 = load ptr, ptr %96, align 8, !tbaa !19
  %98 = icmp eq ptr %97, null
  br i1 %98, label %159, label %154

99:                                               ; preds = %66, %55, %62
  %100 = load ptr, ptr %34, align 8, !tbaa !29
  %101 = icmp eq ptr %100, null
  br i1 %101, label %164, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %100, align 8, !tbaa !15
  %104 = icmp eq ptr %103, %8
  br i1 %104, label %105, label %164

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %100, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !17
  %108 = icmp eq ptr %107, null
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load ptr, ptr %25, align 8, !tbaa !13
  %111 = load ptr, ptr %26, align 8, !tbaa !14
  call void %110(ptr noundef %111, ptr noundef nonnull %107) #24
  br label %112

112:                                              ; preds = %109, %105
  %113 = getelementptr inbounds i8, ptr %100, i64 32
  %114 = load ptr, ptr %113, align 8, !tbaa !18
  %115 = icmp eq ptr %114, null
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load ptr, ptr %25, align 8, !tbaa !13
  %118 = load ptr, ptr %26, align 8, !tbaa !14
  call void %117(ptr noundef %118, ptr noundef nonnull %114) #24
  br label %119

119:                                              ; preds = %116, %112
  %120 = getelementptr inbounds i8, ptr %100, i64 40
  %121 = load ptr, ptr %120, align 8, !tbaa !19
  %122 = icmp eq ptr %121, null
  br i1 %122, label %159, label %154

123:                                              ; preds = %40, %40
  br label %127

124:                                              ; preds = %52
  %125 = load ptr, ptr %34, align 8, !tbaa !29
  %126 = icmp eq ptr %125, null
  br i1 %126, label %164, label %127

127:                                              ; preds = %40, %123, %47, %124
  %128 = phi i32 [ -1, %124 ], [ 0, %40 ], [ -1, %123 ], [ -1, %47 ]
  %129 = phi ptr [ %125, %124 ], [ %35, %40 ], [ %35, %123 ], [ %35, %47 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !15
  br label %131

131:                                              ; preds = %127, %37
  %132 = phi ptr [ %130, %127 ], [ %38, %37 ]
  %133 = phi i32 [ %128, %127 ], [ -2, %37 ]
  %134 = phi ptr [ %129, %127 ], [ %35, %37 ]
  %135 = icmp eq ptr %132, %8
  br i1 %135, label %136, label %164

136:                                              ; preds = %131
  %137 = getelementptr inbounds i8, ptr %134, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !17
  %139 = icmp eq ptr %138, null
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load ptr, ptr %25, align 8, !tbaa !13
  %142 = load ptr, ptr %26, align 8, !tbaa !14
  call void %141(ptr noundef %142, ptr noundef nonnull %138) #24
  br label %143

143:                                              ; preds = %140, %136
  %144 = getelementptr inbounds i8, ptr %134, i64 32
  %145 = load ptr, ptr %144, align 8, !tbaa !18
  %146 = icmp eq ptr %145, null
  br i1 %146, label %150, label %147

147:                                              ; preds = %143
  %148 = load ptr, ptr %25, align 8, !tbaa !13
  %149 = load ptr, ptr %26, align 8, !tbaa !14
  call void %148(ptr noundef %149, ptr noundef nonnull %145) #24
  br label %150

150:                                              ; preds = %147, %143
  %151 = getelementptr inbounds i8, ptr %134, i64 40
  %152 = load ptr, ptr %151, align 8, !tbaa !19
  %153 = icmp eq ptr %152, null
  br i1 %153, label %159, label %154

154:                                              ; preds = %150, %119, %95
  %155 = phi ptr [ %97, %95 ], [ %121, %119 ], [ %152, %150 ]
  %156 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ]
  %157 = load ptr, ptr %25, align 8, !tbaa !13
  %158 = load ptr, ptr %26, align 8, !tbaa !14
  call void %157(ptr noundef %158, ptr noundef nonnull %155) #24
  br label %159

159:                                              ; preds = %154, %150, %119, %95
  %160 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ], [ %156, %154 ]
  %161 = load ptr, ptr %25, align 8, !tbaa !13
  %162 = load ptr, ptr %26, align 8, !tbaa !14
  %163 = load ptr, ptr %34, align 8, !tbaa !29
  call void %161(ptr noundef %162, ptr noundef %163) #24
  br label %164

164:                                              ; preds = %159, %29, %131, %124, %102, %99, %78, %72, %21, %7
  %165 = phi i32 [ -2, %7 ], [ %27, %21 ], [ 0, %72 ], [ 0, %78 ], [ -8, %99 ], [ -8, %102 ], [ -1, %124 ], [ %133, %131 ], [ -2, %29 ], [ %160, %159 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #24
  ret i32 %165
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = alloca %struct.bz_stream, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #24
  %8 = icmp eq ptr %0, null
  %9 = icmp eq ptr %1, null
  %10 = or i1 %8, %9
  %11 = icmp eq ptr %2, null
  %12 = or i1 %10, %11
  br i1 %12, label %140, label %13

13:                                               ; preds = %6
  %14 = icmp ugt i32 %4, 1
  %15 = icmp ugt i32 %5, 4
  %16 = or i1 %14, %15
  br i1 %16, label %140, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %7, i64 56
  %19 = getelementptr inbounds i8, ptr %7, i64 64
  %20 = getelementptr inbounds i8, ptr %7, i64 72
  store i64 0, ptr %20, align 8
  store ptr @default_bzalloc, ptr %18, align 8, !tbaa !10
  store ptr @default_bzfree, ptr %19, align 8, !tbaa !13
  %21 = tail call noalias noundef dereferenceable_or_null(64144) ptr @malloc(i64 noundef 64144) #25
  %22 = icmp eq ptr %21, null
  br i1 %22, label %140, label %23

23:                                               ; preds = %17
  store ptr %7, ptr %21, align 8, !tbaa !51
  %24 = getelementptr inbounds i8, ptr %7, i64 48
  store ptr %21, ptr %24, align 8, !tbaa !29
  %25 = getelementptr inbounds i8, ptr %21, i64 8
  store i32 10, ptr %25, align 8, !tbaa !53
  %26 = getelementptr inbounds i8, ptr %21, i64 32
  store <2 x i32> zeroinitializer, ptr %26, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %21, i64 3188
  store i32 0, ptr %27, align 4, !tbaa !54
  %28 = getelementptr inbounds i8, ptr %7, i64 12
  store <2 x i32> zeroinitializer, ptr %28, align 4, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %7, i64 36
  store <2 x i32> zeroinitializer, ptr %29, align 4, !tbaa !20
  %30 = trunc nuw i32 %4 to i8
  %31 = getelementptr inbounds i8, ptr %21, i64 44
  store i8 %30, ptr %31, align 4, !tbaa !55
  %32 = getelementptr inbounds i8, ptr %21, i64 3152
  %33 = getelementptr inbounds i8, ptr %21, i64 48
  store i32 0, ptr %33, align 8, !tbaa !56
  %34 = getelementptr inbounds i8, ptr %21, i64 52
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %32, i8 0, i64 24, i1 false)
  store i32 %5, ptr %34, align 4, !tbaa !57
  store ptr %2, ptr %7, align 8, !tbaa !47
  %35 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %0, ptr %35, align 8, !tbaa !42
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %3, ptr %36, align 8, !tbaa !34
  %37 = load i32, ptr %1, align 4, !tbaa !20
  %38 = getelementptr inbounds i8, ptr %7, i64 32
  store i32 %37, ptr %38, align 8, !tbaa !41
  %39 = call i32 @BZ2_bzDecompress(ptr noundef nonnull %7)
  switch i32 %39, label %109 [
    i32 0, label %74
    i32 4, label %40
  ]

40:                                               ; preds = %23
  %41 = load i32, ptr %38, align 8, !tbaa !41
  %42 = load i32, ptr %1, align 4, !tbaa !20
  %43 = sub i32 %42, %41
  store i32 %43, ptr %1, align 4, !tbaa !20
  %44 = load ptr, ptr %24, align 8, !tbaa !29
  %45 = icmp eq ptr %44, null
  br i1 %45, label %140, label %46

46:                                               ; preds = %40
  %47 = load ptr, ptr %44, align 8, !tbaa !51
  %48 = icmp eq ptr %47, %7
  br i1 %48, label %49, label %140

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %44, i64 3152
  %51 = load ptr, ptr %50, align 8, !tbaa !75
  %52 = icmp eq ptr %51, null
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load ptr, ptr %19, align 8, !tbaa !13
  %55 = load ptr, ptr %20, align 8, !tbaa !14
  call void %54(ptr noundef %55, ptr noundef nonnull %51) #24
  br label %56

56:                                               ; preds = %53, %49
  %57 = getelementptr inbounds i8, ptr %44, i64 3160
  %58 = load ptr, ptr %57, align 8, !tbaa !69
  %59 = icmp eq ptr %58, null
  br i1 %59, label %63, label %60

60:                                               ; preds = %56
  %61 = load ptr, ptr %19, align 8, !tbaa !13
  %62 = load ptr, ptr %20, align 8, !tbaa !14
  call void %61(ptr noundef %62, ptr noundef nonnull %58) #24
  br label %63

63:                                               ; preds = %60, %56
  %64 = getelementptr inbounds i8, ptr %44, i64 3168
  %65 = load ptr, ptr %64, align 8, !tbaa !72
  %66 = icmp eq ptr %65, null
  br i1 %66, label %70, label %67

67:                                               ; preds = %63
  %68 = load ptr, ptr %19, align 8, !tbaa !13
  %69 = load ptr, ptr %20, align 8, !tbaa !14
  call void %68(ptr noundef %69, ptr noundef nonnull %65) #24
  br label %70

70:                                               ; preds = %67, %63
  %71 = load ptr, ptr %19, align 8, !tbaa !13
  %72 = load ptr, ptr %20, align 8, !tbaa !14
  %73 = load ptr, ptr %24, align 8, !tbaa !29
  call void %71(ptr noundef %72, ptr noundef %73) #24
  br label %140

74:                                               ; preds = %23
  %75 = load i32, ptr %38, align 8, !tbaa !41
  %76 = icmp eq i32 %75, 0
  %77 = load ptr, ptr %24, align 8, !tbaa !29
  %78 = icmp eq ptr %77, null
  br i1 %78, label %107, label %79

79:                                               ; preds = %74
  %80 = load ptr, ptr %77, align 8, !tbaa !51
  %81 = icmp eq ptr %80, %7
  br i1 %81, label %82, label %107

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %77, i64 3152
  %84 = load ptr, ptr %83, align 8, !tbaa !75
  %85 = icmp eq ptr %84, null
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = load ptr, ptr %19, align 8, !tbaa !13
  %88 = load ptr, ptr %20, align 8, !tbaa !14
  call void %87(ptr noundef %88, ptr noundef nonnull %84) #24
  br label %89

89:                                               ; preds = %86, %82
  %90 = getelementptr inbounds i8, ptr %77, i64 3160
  %91 = load ptr, ptr %90, align 8, !tbaa !69
  %92 = icmp eq ptr %91, null
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = load ptr, ptr %19, align 8, !tbaa !13
  %95 = load ptr, ptr %20, align 8, !tbaa !14
  call void %94(ptr noundef %95, ptr noundef nonnull %91) #24
  br label %96

96:                                               ; preds = %93, %89
  %97 = getelementptr inbounds i8, ptr %77, i64 3168
  %98 = load ptr, ptr %97, align 8, !tbaa !72
  %99 = icmp eq ptr %98, null
  br i1 %99, label %103, label %100

100:                                              ; preds = %96
  %101 = load ptr, ptr %19, align 8, !tbaa !13
  %102 = load ptr, ptr %20, align 8, !tbaa !14
  call void %101(ptr noundef %102, ptr noundef nonnull %98) #24
  br label %103

103:                                              ; preds = %100, %96
  %104 = load ptr, ptr %19, align 8, !tbaa !13
  %105 = load ptr, ptr %20, align 8, !tbaa !14
  %106 = load ptr, ptr %24, align 8, !tbaa !29
  call void %104(ptr noundef %105, ptr noundef %106) #24
  br label %107

107:                                              ; preds = %74, %79, %103
  %108 = select i1 %76, i32 -8, i32 -7
  br label %140

109:                                              ; preds = %23
  %110 = load ptr, ptr %24, align 8, !tbaa !29
  %111 = icmp eq ptr %110, null
  br i1 %111, label %140, label %112

112:                                              ; preds = %109
  %113 = load ptr, ptr %110, align 8, !tbaa !51
  %114 = icmp eq ptr %113, %7
  br i1 %114, label %115, label %140

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %110, i64 3152
  %117 = load ptr, ptr %116, align 8, !tbaa !75
  %118 = icmp eq ptr %117, null
  br i1 %118, label %122, label %119

119:                                              ; preds = %115
  %120 = load ptr, ptr %19, align 8, !tbaa !13
  %121 = load ptr, ptr %20, align 8, !tbaa !14
  call void %120(ptr noundef %121, ptr noundef nonnull %117) #24
  br label %122

122:                                              ; preds = %119, %115
  %123 = getelementptr inbounds i8, ptr %110, i64 3160
  %124 = load ptr, ptr %123, align 8, !tbaa !69
  %125 = icmp eq ptr %124, null
  br i1 %125, label %129, label %126

126:                                              ; preds = %122
  %127 = load ptr, ptr %19, align 8, !tbaa !13
  %128 = load ptr, ptr %20, align 8, !tbaa !14
  call void %127(ptr noundef %128, ptr noundef nonnull %124) #24
  br label %129

129:                                              ; preds = %126, %122
  %130 = getelementptr inbounds i8, ptr %110, i64 3168
  %131 = load ptr, ptr %130, align 8, !tbaa !72
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = load ptr, ptr %19, align 8, !tbaa !13
  %135 = load ptr, ptr %20, align 8, !tbaa !14
  call void %134(ptr noundef %135, ptr noundef nonnull %131) #24
  br label %136

136:                                              ; preds = %133, %129
  %137 = load ptr, ptr %19, align 8, !tbaa !13
  %138 = load ptr, ptr %20, align 8, !tbaa !14
  %139 = load ptr, ptr %24, align 8, !tbaa !29
  call void %137(ptr noundef %138, ptr noundef %139) #24
  br label %140

140:                                              ; preds = %107, %136, %112, %109, %70, %46, %40, %17, %6, %13
  %141 = phi i32 [ -2, %13 ], [ -2, %6 ], [ -3, %17 ], [ 0, %40 ], [ 0, %46 ], [ 0, %70 ], [ %39, %109 ], [ %39, %112 ], [ %39, %136 ], [ %108, %107 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  ret i32 %141
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzopen(ptr noundef %0, ptr noundef %1) local_unnamed_addr #4 {
  %3 = tail call fastcc ptr @bzopen_or_bzdopen(ptr noundef %0, i32 noundef -1, ptr noundef %1, i32 noundef 0)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @bzopen_or_bzdopen(ptr noundef readonly %0, i32 noundef %1, ptr noundef readonly %2, i32 noundef %3) unnamed_addr #4 {
  %5 = alloca [10 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %5, i8 0, i64 10, i1 false)
  %6 = icmp eq ptr %2, null
  br i1 %6, label %104, label %7

7:                                                ; preds = %4, %26
  %8 = phi i32 [ %27, %26 ], [ 0, %4 ]
  %9 = phi i32 [ %28, %26 ], [ 9, %4 ]
  %10 = phi ptr [ %30, %26 ], [ %2, %4 ]
  %11 = phi i32 [ %29, %26 ], [ 0, %4 ]
  %12 = load i8, ptr %10, align 1, !tbaa !31
  switch i8 %12, label %15 [
    i8 0, label %31
    i8 114, label %26
    i8 119, label %13
    i8 115, label %14
  ]

13:                                               ; preds = %7
  br label %26

14:                                               ; preds = %7
  br label %26

15:                                               ; preds = %7
  %16 = zext i8 %12 to i32
  %17 = tail call ptr @__ctype_b_loc() #26
  %18 = load ptr, ptr %17, align 8, !tbaa !6
  %19 = zext i8 %12 to i64
  %20 = getelementptr inbounds i16, ptr %18, i64 %19
  %21 = load i16, ptr %20, align 2, !tbaa !70
  %22 = and i16 %21, 2048
  %23 = icmp eq i16 %22, 0
  %24 = add nsw i32 %16, -48
  %25 = select i1 %23, i32 %9, i32 %24
  br label %26

26:                                               ; preds = %7, %15, %14, %13
  %27 = phi i32 [ %8, %14 ], [ 1, %13 ], [ %8, %15 ], [ 0, %7 ]
  %28 = phi i32 [ %9, %14 ], [ %9, %13 ], [ %25, %15 ], [ %9, %7 ]
  %29 = phi i32 [ 1, %14 ], [ %11, %13 ], [ %11, %15 ], [ %11, %7 ]
  %30 = getelementptr inbounds i8, ptr %10, i64 1
  br label %7, !llvm.loop !94

31:                                               ; preds = %7
  %32 = icmp eq i32 %8, 0
  %33 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5)
  %34 = getelementptr inbounds i8, ptr %5, i64 %33
  %35 = select i1 %32, i16 114, i16 119
  store i16 %35, ptr %34, align 1
  %36 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5)
  %37 = getelementptr inbounds i8, ptr %5, i64 %36
  store i16 98, ptr %37, align 1
  %38 = icmp eq i32 %3, 0
  br i1 %38, label %39, label %50

39:                                               ; preds = %31
  %40 = icmp eq ptr %0, null
  br i1 %40, label %44, label %41

41:                                               ; preds = %39
  %42 = load i8, ptr %0, align 1
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %48

44:                                               ; preds = %41, %39
  %45 = load ptr, ptr @stdout, align 8
  %46 = load ptr, ptr @stdin, align 8
  %47 = select i1 %32, ptr %46, ptr %45
  br label %52

48:                                               ; preds = %41
  %49 = call noalias ptr @fopen64(ptr noundef nonnull %0, ptr noundef nonnull %5)
  br label %52

50:                                               ; preds = %31
  %51 = call noalias ptr @fdopen(i32 noundef %1, ptr noundef nonnull %5) #24
  br label %52

52:                                               ; preds = %44, %48, %50
  %53 = phi ptr [ %47, %44 ], [ %49, %48 ], [ %51, %50 ]
  %54 = icmp eq ptr %53, null
  br i1 %54, label %104, label %55

55:                                               ; preds = %52
  br i1 %32, label %75, label %56

56:                                               ; preds = %55
  %57 = tail call i32 @llvm.smax.i32(i32 %9, i32 1)
  %58 = tail call i32 @llvm.umin.i32(i32 %57, i32 9)
  %59 = tail call i32 @ferror(ptr noundef nonnull %53) #24
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %96

61:                                               ; preds = %56
  %62 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %63 = icmp eq ptr %62, null
  br i1 %63, label %96, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %62, i64 5096
  store i32 0, ptr %65, align 8, !tbaa !79
  %66 = getelementptr inbounds i8, ptr %62, i64 5100
  store i8 0, ptr %66, align 4, !tbaa !81
  %67 = getelementptr inbounds i8, ptr %62, i64 5008
  store i32 0, ptr %67, align 8, !tbaa !82
  store ptr %53, ptr %62, align 8, !tbaa !83
  %68 = getelementptr inbounds i8, ptr %62, i64 5012
  store i8 1, ptr %68, align 4, !tbaa !84
  %69 = getelementptr inbounds i8, ptr %62, i64 5016
  %70 = getelementptr inbounds i8, ptr %62, i64 5072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, i8 0, i64 24, i1 false)
  %71 = tail call i32 @BZ2_bzCompressInit(ptr noundef nonnull %69, i32 noundef %58, i32 noundef 0, i32 noundef 30)
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %94

73:                                               ; preds = %64
  %74 = getelementptr inbounds i8, ptr %62, i64 5024
  store i32 0, ptr %74, align 8, !tbaa !85
  store i8 1, ptr %66, align 4, !tbaa !81
  br label %104

75:                                               ; preds = %55
  %76 = tail call i32 @ferror(ptr noundef nonnull %53) #24
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %96

78:                                               ; preds = %75
  %79 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %80 = icmp eq ptr %79, null
  br i1 %80, label %96, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %79, i64 5096
  store i32 0, ptr %82, align 8, !tbaa !79
  %83 = getelementptr inbounds i8, ptr %79, i64 5100
  store i8 0, ptr %83, align 4, !tbaa !81
  store ptr %53, ptr %79, align 8, !tbaa !83
  %84 = getelementptr inbounds i8, ptr %79, i64 5008
  store i32 0, ptr %84, align 8, !tbaa !82
  %85 = getelementptr inbounds i8, ptr %79, i64 5012
  store i8 0, ptr %85, align 4, !tbaa !84
  %86 = getelementptr inbounds i8, ptr %79, i64 5016
  %87 = getelementptr inbounds i8, ptr %79, i64 5072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %87, i8 0, i64 24, i1 false)
  %88 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %86, i32 noundef 0, i32 noundef %11)
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %81
  %91 = load i32, ptr %84, align 8, !tbaa !82
  %92 = getelementptr inbounds i8, ptr %79, i64 5024
  store i32 %91, ptr %92, align 8, !tbaa !85
  %93 = getelementptr inbounds i8, ptr %79, i64 8
  store ptr %93, ptr %86, align 8, !tbaa !86
  store i8 1, ptr %83, align 4, !tbaa !81
  br label %104

94:                                               ; preds = %81, %64
  %95 = phi ptr [ %62, %64 ], [ %79, %81 ]
  tail call void @free(ptr noundef nonnull %95) #24
  br label %96

96:                                               ; preds = %94, %56, %61, %75, %78
  %97 = load ptr, ptr @stdin, align 8, !tbaa !6
  %98 = icmp eq ptr %53, %97
  %99 = load ptr, ptr @stdout, align 8
  %100 = icmp eq ptr %53, %99
  %101 = select i1 %98, i1 true, i1 %100
  br i1 %101, label %104, label %102

102:                                              ; preds = %96
  %103 = tail call i32 @fclose(ptr noundef nonnull %53)
  br label %104

104:                                              ; preds = %73, %90, %96, %102, %52, %4
  %105 = phi ptr [ null, %4 ], [ null, %52 ], [ null, %102 ], [ null, %96 ], [ %62, %73 ], [ %79, %90 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %5) #24
  ret ptr %105
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @BZ2_bzdopen(i32 noundef %0, ptr noundef %1) local_unnamed_addr #4 {
  %3 = tail call fastcc ptr @bzopen_or_bzdopen(ptr noundef null, i32 noundef %0, ptr noundef %1, i32 noundef 1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 5096
  %6 = load i32, ptr %5, align 8, !tbaa !79
  %7 = icmp eq i32 %6, 4
  br i1 %7, label %14, label %8

8:                                                ; preds = %3
  %9 = call i32 @BZ2_bzRead(ptr noundef nonnull %4, ptr noundef nonnull %0, ptr noundef %1, i32 noundef %2)
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, -5
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i32 %9, i32 -1
  br label %14

14:                                               ; preds = %8, %3
  %15 = phi i32 [ 0, %3 ], [ %13, %8 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24
  ret i32 %15
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24
  call void @BZ2_bzWrite(ptr noundef nonnull %4, ptr noundef %0, ptr noundef %1, i32 noundef %2)
  %5 = load i32, ptr %4, align 4, !tbaa !20
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, i32 %2, i32 -1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @BZ2_bzflush(ptr nocapture noundef readnone %0) local_unnamed_addr #2 {
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzclose(ptr noundef %0) local_unnamed_addr #4 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #24
  %3 = icmp eq ptr %0, null
  br i1 %3, label %68, label %4

4:                                                ; preds = %1
  %5 = load ptr, ptr %0, align 8, !tbaa !83
  %6 = getelementptr inbounds i8, ptr %0, i64 5012
  %7 = load i8, ptr %6, align 4, !tbaa !84
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %4
  call void @BZ2_bzWriteClose64(ptr noundef nonnull %2, ptr noundef nonnull %0, i32 noundef 0, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null)
  %10 = load i32, ptr %2, align 4, !tbaa !20
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %60, label %12

12:                                               ; preds = %9
  call void @BZ2_bzWriteClose64(ptr noundef null, ptr noundef nonnull %0, i32 noundef 1, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null)
  br label %60

13:                                               ; preds = %4
  store i32 0, ptr %2, align 4, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %0, i64 5096
  store i32 0, ptr %14, align 8, !tbaa !79
  %15 = getelementptr inbounds i8, ptr %0, i64 5100
  %16 = load i8, ptr %15, align 4, !tbaa !81
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %59, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %0, i64 5064
  %20 = load ptr, ptr %19, align 8, !tbaa !29
  %21 = icmp eq ptr %20, null
  br i1 %21, label %59, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 5016
  %24 = load ptr, ptr %20, align 8, !tbaa !51
  %25 = icmp eq ptr %24, %23
  br i1 %25, label %26, label %59

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %20, i64 3152
  %28 = load ptr, ptr %27, align 8, !tbaa !75
  %29 = icmp eq ptr %28, null
  br i1 %29, label %35, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 5080
  %32 = load ptr, ptr %31, align 8, !tbaa !13
  %33 = getelementptr inbounds i8, ptr %0, i64 5088
  %34 = load ptr, ptr %33, align 8, !tbaa !14
  tail call void %32(ptr noundef %34, ptr noundef nonnull %28) #24
  br label %35

35:                                               ; preds = %30, %26
  %36 = getelementptr inbounds i8, ptr %20, i64 3160
  %37 = load ptr, ptr %36, align 8, !tbaa !69
  %38 = icmp eq ptr %37, null
  br i1 %38, label %44, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 5080
  %41 = load ptr, ptr %40, align 8, !tbaa !13
  %42 = getelementptr inbounds i8, ptr %0, i64 5088
  %43 = load ptr, ptr %42, align 8, !tbaa !14
  tail call void %41(ptr noundef %43, ptr noundef nonnull %37) #24
  br label %44

44:                                               ; preds = %39, %35
  %45 = getelementptr inbounds i8, ptr %20, i64 3168
  %46 = load ptr, ptr %45, align 8, !tbaa !72
  %47 = icmp eq ptr %46, null
  br i1 %47, label %53, label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %0, i64 5080
  %50 = load ptr, ptr %49, align 8, !tbaa !13
  %51 = getelementptr inbounds i8, ptr %0, i64 5088
  %52 = load ptr, ptr %51, align 8, !tbaa !14
  tail call void %50(ptr noundef %52, ptr noundef nonnull %46) #24
  br label %53

53:                                               ; preds = %48, %44
  %54 = getelementptr inbounds i8, ptr %0, i64 5080
  %55 = load ptr, ptr %54, align 8, !tbaa !13
  %56 = getelementptr inbounds i8, ptr %0, i64 5088
  %57 = load ptr, ptr %56, align 8, !tbaa !14
  %58 = load ptr, ptr %19, align 8, !tbaa !29
  tail call void %55(ptr noundef %57, ptr noundef %58) #24
  br label %59

59:                                               ; preds = %13, %18, %22, %53
  tail call void @free(ptr noundef nonnull %0) #24
  br label %60

60:                                               ; preds = %9, %12, %59
  %61 = load ptr, ptr @stdin, align 8, !tbaa !6
  %62 = icmp eq ptr %5, %61
  %63 = load ptr, ptr @stdout, align 8
  %64 = icmp eq ptr %5, %63
  %65 = select i1 %62, i1 true, i1 %64
  br i1 %65, label %68, label %66

66:                                               ; preds = %60
  %67 = call i32 @fclose(ptr noundef %5)
  br label %68

68:                                               ; preds = %60, %66, %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #24
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @BZ2_bzerror(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #13 {
  %3 = getelementptr inbounds i8, ptr %0, i64 5096
  %4 = load i32, ptr %3, align 8, !tbaa !79
  %5 = tail call i32 @llvm.smin.i32(i32 %4, i32 0)
  store i32 %5, ptr %1, align 4, !tbaa !20
  %6 = sub nsw i32 0, %5
  %7 = zext nneg i32 %6 to i64
  %8 = shl i64 %7, 2
  %9 = call ptr @llvm.load.relative.i64(ptr @bzerrorstrings.rel, i64 %8)
  ret ptr %9
}

declare void @BZ2_compressBlock(ptr noundef, i8 noundef) local_unnamed_addr #9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add_pair_to_block(ptr nocapture noundef %0) unnamed_addr #14 {
  %2 = getelementptr inbounds i8, ptr %0, i64 92
  %3 = load i32, ptr %2, align 4, !tbaa !36
  %4 = trunc i32 %3 to i8
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = load i32, ptr %5, align 8, !tbaa !37
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %24

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 648
  %10 = and i32 %3, 255
  %11 = load i32, ptr %9, align 8, !tbaa !46
  br label %12

12:                                               ; preds = %8, %12
  %13 = phi i32 [ %11, %8 ], [ %21, %12 ]
  %14 = phi i32 [ 0, %8 ], [ %22, %12 ]
  %15 = shl i32 %13, 8
  %16 = lshr i32 %13, 24
  %17 = xor i32 %16, %10
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !20
  %21 = xor i32 %15, %20
  store i32 %21, ptr %9, align 8, !tbaa !46
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, %6
  br i1 %23, label %24, label %12, !llvm.loop !95

24:                                               ; preds = %12, %1
  %25 = getelementptr inbounds i8, ptr %0, i64 128
  %26 = zext i32 %3 to i64
  %27 = getelementptr inbounds [256 x i8], ptr %25, i64 0, i64 %26
  store i8 1, ptr %27, align 1, !tbaa !31
  switch i32 %6, label %55 [
    i32 1, label %28
    i32 2, label %32
    i32 3, label %41
  ]

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = getelementptr inbounds i8, ptr %0, i64 108
  %31 = load i32, ptr %30, align 4, !tbaa !30
  br label %85

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %0, i64 64
  %34 = load ptr, ptr %33, align 8, !tbaa !25
  %35 = getelementptr inbounds i8, ptr %0, i64 108
  %36 = load i32, ptr %35, align 4, !tbaa !30
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %34, i64 %37
  store i8 %4, ptr %38, align 1, !tbaa !31
  %39 = load i32, ptr %35, align 4, !tbaa !30
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !30
  br label %85

41:                                               ; preds = %24
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  %43 = load ptr, ptr %42, align 8, !tbaa !25
  %44 = getelementptr inbounds i8, ptr %0, i64 108
  %45 = load i32, ptr %44, align 4, !tbaa !30
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %43, i64 %46
  store i8 %4, ptr %47, align 1, !tbaa !31
  %48 = load i32, ptr %44, align 4, !tbaa !30
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %44, align 4, !tbaa !30
  %50 = load ptr, ptr %42, align 8, !tbaa !25
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds i8, ptr %50, i64 %51
  store i8 %4, ptr %52, align 1, !tbaa !31
  %53 = load i32, ptr %44, align 4, !tbaa !30
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %44, align 4, !tbaa !30
  br label %85

55:                                               ; preds = %24
  %56 = add nsw i32 %6, -4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [256 x i8], ptr %25, i64 0, i64 %57
  store i8 1, ptr %58, align 1, !tbaa !31
  %59 = getelementptr inbounds i8, ptr %0, i64 64
  %60 = load ptr, ptr %59, align 8, !tbaa !25
  %61 = getelementptr inbounds i8, ptr %0, i64 108
  %62 = load i32, ptr %61, align 4, !tbaa !30
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %60, i64 %63
  store i8 %4, ptr %64, align 1, !tbaa !31
  %65 = load i32, ptr %61, align 4, !tbaa !30
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %61, align 4, !tbaa !30
  %67 = load ptr, ptr %59, align 8, !tbaa !25
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds i8, ptr %67, i64 %68
  store i8 %4, ptr %69, align 1, !tbaa !31
  %70 = load i32, ptr %61, align 4, !tbaa !30
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %61, align 4, !tbaa !30
  %72 = load ptr, ptr %59, align 8, !tbaa !25
  %73 = sext i32 %71 to i64
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  store i8 %4, ptr %74, align 1, !tbaa !31
  %75 = load i32, ptr %61, align 4, !tbaa !30
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %61, align 4, !tbaa !30
  %77 = load ptr, ptr %59, align 8, !tbaa !25
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds i8, ptr %77, i64 %78
  store i8 %4, ptr %79, align 1, !tbaa !31
  %80 = load i32, ptr %61, align 4, !tbaa !30
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %61, align 4, !tbaa !30
  %82 = load i32, ptr %5, align 8, !tbaa !37
  %83 = trunc i32 %82 to i8
  %84 = add i8 %83, -4
  br label %85

85:                                               ; preds = %55, %41, %32, %28
  %86 = phi i32 [ %81, %55 ], [ %54, %41 ], [ %40, %32 ], [ %31, %28 ]
  %87 = phi ptr [ %59, %55 ], [ %42, %41 ], [ %33, %32 ], [ %29, %28 ]
  %88 = phi i8 [ %84, %55 ], [ %4, %41 ], [ %4, %32 ], [ %4, %28 ]
  %89 = phi ptr [ %61, %55 ], [ %44, %41 ], [ %35, %32 ], [ %30, %28 ]
  %90 = load ptr, ptr %87, align 8, !tbaa !25
  %91 = sext i32 %86 to i64
  %92 = getelementptr inbounds i8, ptr %90, i64 %91
  store i8 %88, ptr %92, align 1, !tbaa !31
  %93 = load i32, ptr %89, align 4, !tbaa !30
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !30
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #15

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fdopen(i32 noundef, ptr nocapture noundef readonly) local_unnamed_addr #1

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

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 56}
!11 = !{!"", !7, i64 0, !12, i64 8, !12, i64 12, !12, i64 16, !7, i64 24, !12, i64 32, !12, i64 36, !12, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72}
!12 = !{!"int", !8, i64 0}
!13 = !{!11, !7, i64 64}
!14 = !{!11, !7, i64 72}
!15 = !{!16, !7, i64 0}
!16 = !{!"", !7, i64 0, !12, i64 8, !12, i64 12, !12, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !12, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !12, i64 88, !12, i64 92, !12, i64 96, !12, i64 100, !12, i64 104, !12, i64 108, !12, i64 112, !12, i64 116, !12, i64 120, !12, i64 124, !8, i64 128, !8, i64 384, !12, i64 640, !12, i64 644, !12, i64 648, !12, i64 652, !12, i64 656, !12, i64 660, !12, i64 664, !12, i64 668, !8, i64 672, !8, i64 1704, !8, i64 19706, !8, i64 37708, !8, i64 39256, !8, i64 45448, !8, i64 51640}
!17 = !{!16, !7, i64 24}
!18 = !{!16, !7, i64 32}
!19 = !{!16, !7, i64 40}
!20 = !{!12, !12, i64 0}
!21 = !{!16, !12, i64 664}
!22 = !{!16, !12, i64 112}
!23 = !{!16, !12, i64 656}
!24 = !{!16, !12, i64 88}
!25 = !{!16, !7, i64 64}
!26 = !{!16, !7, i64 72}
!27 = !{!16, !7, i64 80}
!28 = !{!16, !7, i64 56}
!29 = !{!11, !7, i64 48}
!30 = !{!16, !12, i64 108}
!31 = !{!8, !8, i64 0}
!32 = !{!16, !12, i64 660}
!33 = !{!16, !12, i64 8}
!34 = !{!11, !12, i64 8}
!35 = !{!16, !12, i64 16}
!36 = !{!16, !12, i64 92}
!37 = !{!16, !12, i64 96}
!38 = !{!16, !12, i64 120}
!39 = !{!16, !12, i64 116}
!40 = !{!16, !12, i64 12}
!41 = !{!11, !12, i64 32}
!42 = !{!11, !7, i64 24}
!43 = !{!11, !12, i64 40}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.peeled.count", i32 1}
!46 = !{!16, !12, i64 648}
!47 = !{!11, !7, i64 0}
!48 = !{!11, !12, i64 16}
!49 = distinct !{!49, !45}
!50 = distinct !{!50, !45}
!51 = !{!52, !7, i64 0}
!52 = !{!"", !7, i64 0, !12, i64 8, !8, i64 12, !12, i64 16, !8, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40, !8, i64 44, !12, i64 48, !12, i64 52, !12, i64 56, !12, i64 60, !12, i64 64, !8, i64 68, !12, i64 1092, !8, i64 1096, !8, i64 2124, !7, i64 3152, !7, i64 3160, !7, i64 3168, !12, i64 3176, !12, i64 3180, !12, i64 3184, !12, i64 3188, !12, i64 3192, !8, i64 3196, !8, i64 3452, !8, i64 3468, !8, i64 3724, !8, i64 7820, !8, i64 7884, !8, i64 25886, !8, i64 43888, !8, i64 45436, !8, i64 51628, !8, i64 57820, !8, i64 64012, !12, i64 64036, !12, i64 64040, !12, i64 64044, !12, i64 64048, !12, i64 64052, !12, i64 64056, !12, i64 64060, !12, i64 64064, !12, i64 64068, !12, i64 64072, !12, i64 64076, !12, i64 64080, !12, i64 64084, !12, i64 64088, !12, i64 64092, !12, i64 64096, !12, i64 64100, !12, i64 64104, !12, i64 64108, !12, i64 64112, !12, i64 64116, !7, i64 64120, !7, i64 64128, !7, i64 64136}
!53 = !{!52, !12, i64 8}
!54 = !{!52, !12, i64 3188}
!55 = !{!52, !8, i64 44}
!56 = !{!52, !12, i64 48}
!57 = !{!52, !12, i64 52}
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!52, !8, i64 20}
!61 = !{!52, !12, i64 16}
!62 = !{!52, !8, i64 12}
!63 = !{!52, !12, i64 3184}
!64 = !{!52, !12, i64 1092}
!65 = !{!52, !12, i64 64080}
!66 = !{!52, !12, i64 64}
!67 = !{!52, !12, i64 60}
!68 = !{!52, !12, i64 40}
!69 = !{!52, !7, i64 3160}
!70 = !{!71, !71, i64 0}
!71 = !{!"short", !8, i64 0}
!72 = !{!52, !7, i64 3168}
!73 = !{!52, !12, i64 24}
!74 = !{!52, !12, i64 28}
!75 = !{!52, !7, i64 3152}
!76 = !{!11, !12, i64 36}
!77 = !{!52, !12, i64 3176}
!78 = !{!52, !12, i64 3180}
!79 = !{!80, !12, i64 5096}
!80 = !{!"", !7, i64 0, !8, i64 8, !12, i64 5008, !8, i64 5012, !11, i64 5016, !12, i64 5096, !8, i64 5100}
!81 = !{!80, !8, i64 5100}
!82 = !{!80, !12, i64 5008}
!83 = !{!80, !7, i64 0}
!84 = !{!80, !8, i64 5012}
!85 = !{!80, !12, i64 5024}
!86 = !{!80, !7, i64 5016}
!87 = !{!80, !12, i64 5048}
!88 = !{!80, !7, i64 5040}
!89 = !{!80, !12, i64 5028}
!90 = !{!80, !12, i64 5032}
!91 = !{!80, !12, i64 5052}
!92 = !{!80, !12, i64 5056}
!93 = distinct !{!93, !59}
!94 = distinct !{!94, !59}
!95 = distinct !{!95, !59}
