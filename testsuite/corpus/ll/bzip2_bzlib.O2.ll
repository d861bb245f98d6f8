; ModuleID = 'src/bzip2/bzlib.c'
source_filename = "src/bzip2/bzlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@BZ2_crc32Table = external local_unnamed_addr global [256 x i32], align 16
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 16
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
  %2 = load ptr, ptr @stderr, align 8, !tbaa !5
  %3 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str, i32 noundef %0, ptr noundef nonnull @.str.5) #21
  %4 = icmp eq i32 %0, 1007
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load ptr, ptr @stderr, align 8, !tbaa !5
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
  br i1 %10, label %96, label %11

11:                                               ; preds = %4
  %12 = icmp eq i32 %3, 0
  %13 = select i1 %12, i32 30, i32 %3
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %11
  store ptr @default_bzalloc, ptr %14, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %17, %11
  %19 = phi ptr [ @default_bzalloc, %17 ], [ %15, %11 ]
  %20 = getelementptr inbounds i8, ptr %0, i64 64
  %21 = load ptr, ptr %20, align 8, !tbaa !12
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store ptr @default_bzfree, ptr %20, align 8, !tbaa !12
  br label %24

24:                                               ; preds = %23, %18
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !13
  %27 = tail call ptr %19(ptr noundef %26, i32 noundef 55768, i32 noundef 1) #24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %96, label %29

29:                                               ; preds = %24
  store ptr %0, ptr %27, align 8, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %27, i64 24
  %31 = getelementptr inbounds i8, ptr %27, i64 32
  %32 = getelementptr inbounds i8, ptr %27, i64 40
  %33 = mul nuw nsw i32 %1, 100000
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %30, i8 0, i64 24, i1 false)
  %34 = load ptr, ptr %14, align 8, !tbaa !9
  %35 = load ptr, ptr %25, align 8, !tbaa !13
  %36 = mul nuw nsw i32 %1, 400000
  %37 = tail call ptr %34(ptr noundef %35, i32 noundef %36, i32 noundef 1) #24
  store ptr %37, ptr %30, align 8, !tbaa !16
  %38 = load ptr, ptr %14, align 8, !tbaa !9
  %39 = load ptr, ptr %25, align 8, !tbaa !13
  %40 = add nuw nsw i32 %36, 136
  %41 = tail call ptr %38(ptr noundef %39, i32 noundef %40, i32 noundef 1) #24
  store ptr %41, ptr %31, align 8, !tbaa !17
  %42 = load ptr, ptr %14, align 8, !tbaa !9
  %43 = load ptr, ptr %25, align 8, !tbaa !13
  %44 = tail call ptr %42(ptr noundef %43, i32 noundef 262148, i32 noundef 1) #24
  store ptr %44, ptr %32, align 8, !tbaa !18
  %45 = load ptr, ptr %30, align 8, !tbaa !16
  %46 = icmp eq ptr %45, null
  br i1 %46, label %55, label %47

47:                                               ; preds = %29
  %48 = load ptr, ptr %31, align 8, !tbaa !17
  %49 = icmp eq ptr %48, null
  %50 = icmp eq ptr %44, null
  %51 = select i1 %49, i1 true, i1 %50
  br i1 %51, label %52, label %70

52:                                               ; preds = %47
  %53 = load ptr, ptr %20, align 8, !tbaa !12
  %54 = load ptr, ptr %25, align 8, !tbaa !13
  tail call void %53(ptr noundef %54, ptr noundef nonnull %45) #24
  br label %55

55:                                               ; preds = %29, %52
  %56 = load ptr, ptr %31, align 8, !tbaa !17
  %57 = icmp eq ptr %56, null
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %20, align 8, !tbaa !12
  %60 = load ptr, ptr %25, align 8, !tbaa !13
  tail call void %59(ptr noundef %60, ptr noundef nonnull %56) #24
  br label %61

61:                                               ; preds = %58, %55
  %62 = load ptr, ptr %32, align 8, !tbaa !18
  %63 = icmp eq ptr %62, null
  br i1 %63, label %67, label %64

64:                                               ; preds = %61
  %65 = load ptr, ptr %20, align 8, !tbaa !12
  %66 = load ptr, ptr %25, align 8, !tbaa !13
  tail call void %65(ptr noundef %66, ptr noundef nonnull %62) #24
  br label %67

67:                                               ; preds = %61, %64
  %68 = load ptr, ptr %20, align 8, !tbaa !12
  %69 = load ptr, ptr %25, align 8, !tbaa !13
  tail call void %68(ptr noundef %69, ptr noundef nonnull %27) #24
  br label %96

70:                                               ; preds = %47
  %71 = getelementptr inbounds i8, ptr %27, i64 660
  %72 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 2, ptr %72, align 4, !tbaa !19
  %73 = getelementptr inbounds i8, ptr %27, i64 8
  store i32 2, ptr %73, align 8, !tbaa !20
  %74 = getelementptr inbounds i8, ptr %27, i64 652
  store i32 0, ptr %74, align 4, !tbaa !21
  %75 = getelementptr inbounds i8, ptr %27, i64 664
  store i32 %1, ptr %75, align 8, !tbaa !22
  %76 = add nsw i32 %33, -19
  %77 = getelementptr inbounds i8, ptr %27, i64 112
  store i32 %76, ptr %77, align 8, !tbaa !23
  %78 = getelementptr inbounds i8, ptr %27, i64 656
  store i32 %2, ptr %78, align 8, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %27, i64 88
  store i32 %13, ptr %79, align 8, !tbaa !25
  %80 = getelementptr inbounds i8, ptr %27, i64 64
  store ptr %48, ptr %80, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %27, i64 72
  store ptr %45, ptr %81, align 8, !tbaa !27
  %82 = getelementptr inbounds i8, ptr %27, i64 80
  store ptr null, ptr %82, align 8, !tbaa !28
  %83 = getelementptr inbounds i8, ptr %27, i64 56
  store ptr %45, ptr %83, align 8, !tbaa !29
  %84 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %27, ptr %84, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %85, align 4, !tbaa !31
  %86 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %86, align 8, !tbaa !32
  %87 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 0, ptr %87, align 4, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %88, align 8, !tbaa !34
  %89 = getelementptr inbounds i8, ptr %27, i64 92
  store i32 256, ptr %89, align 4, !tbaa !35
  %90 = getelementptr inbounds i8, ptr %27, i64 96
  store i32 0, ptr %90, align 8, !tbaa !36
  %91 = getelementptr inbounds i8, ptr %27, i64 108
  store i32 0, ptr %91, align 4, !tbaa !37
  %92 = getelementptr inbounds i8, ptr %27, i64 116
  store i32 0, ptr %92, align 4, !tbaa !38
  %93 = getelementptr inbounds i8, ptr %27, i64 120
  store i32 0, ptr %93, align 8, !tbaa !39
  %94 = getelementptr inbounds i8, ptr %27, i64 648
  store i32 -1, ptr %94, align 8, !tbaa !40
  %95 = getelementptr inbounds i8, ptr %27, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %95, i8 0, i64 256, i1 false), !tbaa !41
  store i32 1, ptr %71, align 4, !tbaa !42
  br label %96

96:                                               ; preds = %24, %4, %70, %67
  %97 = phi i32 [ -3, %67 ], [ 0, %70 ], [ -2, %4 ], [ -3, %24 ]
  ret i32 %97
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
  %6 = load ptr, ptr %5, align 8, !tbaa !30
  %7 = icmp eq ptr %6, null
  br i1 %7, label %82, label %8

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !tbaa !14
  %10 = icmp eq ptr %9, %0
  br i1 %10, label %11, label %82

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !20
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
  %20 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0)
  %21 = icmp eq i8 %20, 0
  %22 = select i1 %21, i32 -2, i32 1
  br label %82

23:                                               ; preds = %18, %26
  %24 = phi i32 [ 4, %26 ], [ 3, %18 ]
  %25 = load i32, ptr %14, align 8, !tbaa !43
  store i32 %25, ptr %15, align 8, !tbaa !44
  store i32 %24, ptr %12, align 8, !tbaa !20
  br label %16

26:                                               ; preds = %18
  br label %23

27:                                               ; preds = %16
  %28 = icmp eq i32 %1, 1
  br i1 %28, label %29, label %82

29:                                               ; preds = %27
  %30 = load i32, ptr %15, align 8, !tbaa !44
  %31 = getelementptr inbounds i8, ptr %9, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !43
  %33 = icmp eq i32 %30, %32
  br i1 %33, label %34, label %82

34:                                               ; preds = %29
  %35 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0)
  %36 = load i32, ptr %15, align 8, !tbaa !44
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %82

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %6, i64 92
  %40 = load i32, ptr %39, align 4, !tbaa !35
  %41 = icmp ult i32 %40, 256
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %6, i64 96
  %44 = load i32, ptr %43, align 8, !tbaa !36
  %45 = icmp sgt i32 %44, 0
  br i1 %45, label %82, label %46

46:                                               ; preds = %42, %38
  %47 = getelementptr inbounds i8, ptr %6, i64 120
  %48 = load i32, ptr %47, align 8, !tbaa !39
  %49 = getelementptr inbounds i8, ptr %6, i64 116
  %50 = load i32, ptr %49, align 4, !tbaa !38
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %82, label %52

52:                                               ; preds = %46
  store i32 2, ptr %12, align 8, !tbaa !20
  br label %82

53:                                               ; preds = %16
  %54 = icmp eq i32 %1, 2
  br i1 %54, label %55, label %82

55:                                               ; preds = %53
  %56 = load i32, ptr %15, align 8, !tbaa !44
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !43
  %59 = icmp eq i32 %56, %58
  br i1 %59, label %60, label %82

60:                                               ; preds = %55
  %61 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull %0)
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %82, label %63

63:                                               ; preds = %60
  %64 = load i32, ptr %15, align 8, !tbaa !44
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %82

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %6, i64 92
  %68 = load i32, ptr %67, align 4, !tbaa !35
  %69 = icmp ult i32 %68, 256
  br i1 %69, label %70, label %74

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %6, i64 96
  %72 = load i32, ptr %71, align 8, !tbaa !36
  %73 = icmp sgt i32 %72, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %70, %66
  %75 = getelementptr inbounds i8, ptr %6, i64 120
  %76 = load i32, ptr %75, align 8, !tbaa !39
  %77 = getelementptr inbounds i8, ptr %6, i64 116
  %78 = load i32, ptr %77, align 4, !tbaa !38
  %79 = icmp slt i32 %76, %78
  br i1 %79, label %82, label %80

80:                                               ; preds = %74
  store i32 1, ptr %12, align 8, !tbaa !20
  br label %82

81:                                               ; preds = %16
  br label %82

82:                                               ; preds = %18, %16, %81, %70, %42, %63, %74, %60, %55, %53, %34, %46, %29, %27, %8, %4, %2, %80, %52, %19
  %83 = phi i32 [ 4, %80 ], [ 1, %52 ], [ %22, %19 ], [ -2, %2 ], [ -2, %4 ], [ -2, %8 ], [ -1, %27 ], [ -1, %29 ], [ 2, %46 ], [ 2, %34 ], [ -1, %53 ], [ -1, %55 ], [ -1, %60 ], [ 3, %74 ], [ 3, %63 ], [ 2, %42 ], [ 3, %70 ], [ 0, %16 ], [ -2, %18 ], [ -1, %81 ]
  ret i32 %83
}

; Function Attrs: nounwind uwtable
define internal fastcc zeroext range(i8 0, 2) i8 @handle_compress(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !30
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

18:                                               ; preds = %395, %1
  %19 = phi i8 [ 0, %1 ], [ %123, %395 ]
  %20 = phi i8 [ 0, %1 ], [ %373, %395 ]
  %21 = load i32, ptr %6, align 4, !tbaa !19
  br label %22

22:                                               ; preds = %18, %22
  switch i32 %21, label %22 [
    i32 1, label %23
    i32 2, label %118
  ]

23:                                               ; preds = %22
  %24 = load ptr, ptr %3, align 8, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = load i32, ptr %25, align 8, !tbaa !45
  %27 = icmp eq i32 %26, 0
  %28 = load i32, ptr %7, align 8, !tbaa !39
  br i1 %27, label %87, label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %8, align 4, !tbaa !38
  %31 = icmp slt i32 %28, %30
  br i1 %31, label %32, label %87

32:                                               ; preds = %29
  %33 = load ptr, ptr %9, align 8, !tbaa !28
  %34 = sext i32 %28 to i64
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !41
  %37 = getelementptr inbounds i8, ptr %24, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !46
  store i8 %36, ptr %38, align 1, !tbaa !41
  %39 = load i32, ptr %7, align 8, !tbaa !39
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 8, !tbaa !39
  %41 = load ptr, ptr %3, align 8, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %41, i64 32
  %43 = load i32, ptr %42, align 8, !tbaa !45
  %44 = add i32 %43, -1
  store i32 %44, ptr %42, align 8, !tbaa !45
  %45 = getelementptr inbounds i8, ptr %41, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 1
  store ptr %47, ptr %45, align 8, !tbaa !46
  %48 = getelementptr inbounds i8, ptr %41, i64 36
  %49 = load i32, ptr %48, align 4, !tbaa !33
  %50 = add i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !33
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %32
  %53 = getelementptr inbounds i8, ptr %41, i64 40
  %54 = load i32, ptr %53, align 8, !tbaa !34
  %55 = add i32 %54, 1
  store i32 %55, ptr %53, align 8, !tbaa !34
  br label %56

56:                                               ; preds = %52, %32
  %57 = icmp eq i32 %44, 0
  br i1 %57, label %87, label %58

58:                                               ; preds = %56, %85
  %59 = phi ptr [ %76, %85 ], [ %47, %56 ]
  %60 = phi i32 [ %69, %85 ], [ %40, %56 ]
  %61 = load i32, ptr %8, align 4, !tbaa !38
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %87

63:                                               ; preds = %58
  %64 = load ptr, ptr %9, align 8, !tbaa !28
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i8, ptr %64, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !41
  store i8 %67, ptr %59, align 1, !tbaa !41
  %68 = load i32, ptr %7, align 8, !tbaa !39
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 8, !tbaa !39
  %70 = load ptr, ptr %3, align 8, !tbaa !14
  %71 = getelementptr inbounds i8, ptr %70, i64 32
  %72 = load i32, ptr %71, align 8, !tbaa !45
  %73 = add i32 %72, -1
  store i32 %73, ptr %71, align 8, !tbaa !45
  %74 = getelementptr inbounds i8, ptr %70, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !46
  %76 = getelementptr inbounds i8, ptr %75, i64 1
  store ptr %76, ptr %74, align 8, !tbaa !46
  %77 = getelementptr inbounds i8, ptr %70, i64 36
  %78 = load i32, ptr %77, align 4, !tbaa !33
  %79 = add i32 %78, 1
  store i32 %79, ptr %77, align 4, !tbaa !33
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %63
  %82 = getelementptr inbounds i8, ptr %70, i64 40
  %83 = load i32, ptr %82, align 8, !tbaa !34
  %84 = add i32 %83, 1
  store i32 %84, ptr %82, align 8, !tbaa !34
  br label %85

85:                                               ; preds = %81, %63
  %86 = icmp eq i32 %73, 0
  br i1 %86, label %87, label %58, !llvm.loop !47

87:                                               ; preds = %58, %85, %23, %29, %56
  %88 = phi i32 [ %28, %23 ], [ %28, %29 ], [ %40, %56 ], [ %60, %58 ], [ %69, %85 ]
  %89 = phi i8 [ 0, %23 ], [ 0, %29 ], [ 1, %56 ], [ 1, %85 ], [ 1, %58 ]
  %90 = or i8 %89, %19
  %91 = load i32, ptr %8, align 4, !tbaa !38
  %92 = icmp slt i32 %88, %91
  br i1 %92, label %398, label %93

93:                                               ; preds = %87
  %94 = load i32, ptr %10, align 8, !tbaa !20
  %95 = icmp eq i32 %94, 4
  br i1 %95, label %96, label %105

96:                                               ; preds = %93
  %97 = load i32, ptr %11, align 8, !tbaa !44
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %105

99:                                               ; preds = %96
  %100 = load i32, ptr %4, align 4, !tbaa !35
  %101 = icmp ult i32 %100, 256
  br i1 %101, label %102, label %398

102:                                              ; preds = %99
  %103 = load i32, ptr %5, align 8, !tbaa !36
  %104 = icmp sgt i32 %103, 0
  br i1 %104, label %105, label %398

105:                                              ; preds = %102, %96, %93
  store i32 0, ptr %12, align 4, !tbaa !37
  store i32 0, ptr %8, align 4, !tbaa !38
  store i32 0, ptr %7, align 8, !tbaa !39
  store i32 -1, ptr %13, align 8, !tbaa !40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %14, i8 0, i64 256, i1 false), !tbaa !41
  %106 = load i32, ptr %15, align 4, !tbaa !42
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %15, align 4, !tbaa !42
  store i32 2, ptr %6, align 4, !tbaa !19
  %108 = icmp eq i32 %94, 3
  br i1 %108, label %109, label %121

109:                                              ; preds = %105
  %110 = load i32, ptr %11, align 8, !tbaa !44
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %118

112:                                              ; preds = %109
  %113 = load i32, ptr %4, align 4, !tbaa !35
  %114 = icmp ult i32 %113, 256
  br i1 %114, label %115, label %398

115:                                              ; preds = %112
  %116 = load i32, ptr %5, align 8, !tbaa !36
  %117 = icmp sgt i32 %116, 0
  br i1 %117, label %118, label %398

118:                                              ; preds = %22, %109, %115
  %119 = phi i8 [ %90, %115 ], [ %90, %109 ], [ %19, %22 ]
  %120 = load i32, ptr %10, align 8, !tbaa !20
  br label %121

121:                                              ; preds = %118, %105
  %122 = phi i32 [ %120, %118 ], [ %94, %105 ]
  %123 = phi i8 [ %119, %118 ], [ %90, %105 ]
  %124 = icmp eq i32 %122, 2
  %125 = load i32, ptr %12, align 4, !tbaa !37
  %126 = load i32, ptr %16, align 8, !tbaa !23
  %127 = icmp slt i32 %125, %126
  br i1 %124, label %197, label %128

128:                                              ; preds = %121
  br i1 %127, label %129, label %369

129:                                              ; preds = %128
  %130 = load ptr, ptr %3, align 8, !tbaa !14
  %131 = getelementptr inbounds i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !43
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %369, label %134

134:                                              ; preds = %129
  %135 = load i32, ptr %11, align 8, !tbaa !44
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %369, label %137

137:                                              ; preds = %134
  %138 = load ptr, ptr %130, align 8, !tbaa !49
  %139 = load i8, ptr %138, align 1, !tbaa !41
  %140 = zext i8 %139 to i32
  %141 = load i32, ptr %4, align 4, !tbaa !35
  %142 = icmp eq i32 %141, %140
  %143 = load i32, ptr %5, align 8, !tbaa !36
  br i1 %142, label %166, label %144

144:                                              ; preds = %137
  %145 = icmp eq i32 %143, 1
  br i1 %145, label %148, label %146

146:                                              ; preds = %144
  %147 = icmp ult i32 %141, 256
  br i1 %147, label %170, label %171

148:                                              ; preds = %144
  %149 = trunc i32 %141 to i8
  %150 = load i32, ptr %13, align 8, !tbaa !40
  %151 = shl i32 %150, 8
  %152 = lshr i32 %150, 24
  %153 = and i32 %141, 255
  %154 = xor i32 %152, %153
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !50
  %158 = xor i32 %151, %157
  store i32 %158, ptr %13, align 8, !tbaa !40
  %159 = zext i32 %141 to i64
  %160 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %159
  store i8 1, ptr %160, align 1, !tbaa !41
  %161 = load ptr, ptr %17, align 8, !tbaa !26
  %162 = sext i32 %125 to i64
  %163 = getelementptr inbounds i8, ptr %161, i64 %162
  store i8 %149, ptr %163, align 1, !tbaa !41
  %164 = load i32, ptr %12, align 4, !tbaa !37
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %12, align 4, !tbaa !37
  store i32 %140, ptr %4, align 4, !tbaa !35
  br label %172

166:                                              ; preds = %137
  %167 = icmp eq i32 %143, 255
  br i1 %167, label %170, label %168

168:                                              ; preds = %166
  %169 = add nsw i32 %143, 1
  store i32 %169, ptr %5, align 8, !tbaa !36
  br label %172

170:                                              ; preds = %166, %146
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  br label %171

171:                                              ; preds = %170, %146
  store i32 %140, ptr %4, align 4, !tbaa !35
  store i32 1, ptr %5, align 8, !tbaa !36
  br label %172

172:                                              ; preds = %171, %168, %148
  %173 = load ptr, ptr %3, align 8, !tbaa !14
  %174 = load ptr, ptr %173, align 8, !tbaa !49
  %175 = getelementptr inbounds i8, ptr %174, i64 1
  store ptr %175, ptr %173, align 8, !tbaa !49
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load i32, ptr %176, align 8, !tbaa !43
  %178 = add i32 %177, -1
  store i32 %178, ptr %176, align 8, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %173, i64 12
  %180 = load i32, ptr %179, align 4, !tbaa !31
  %181 = add i32 %180, 1
  store i32 %181, ptr %179, align 4, !tbaa !31
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %187

183:                                              ; preds = %172
  %184 = getelementptr inbounds i8, ptr %173, i64 16
  %185 = load i32, ptr %184, align 8, !tbaa !32
  %186 = add i32 %185, 1
  store i32 %186, ptr %184, align 8, !tbaa !32
  br label %187

187:                                              ; preds = %183, %172
  %188 = load i32, ptr %11, align 8, !tbaa !44
  %189 = add i32 %188, -1
  store i32 %189, ptr %11, align 8, !tbaa !44
  %190 = load i32, ptr %12, align 4, !tbaa !37
  %191 = load i32, ptr %16, align 8, !tbaa !23
  %192 = icmp slt i32 %190, %191
  br i1 %192, label %193, label %369

193:                                              ; preds = %187
  %194 = icmp eq i32 %178, 0
  %195 = icmp eq i32 %189, 0
  %196 = select i1 %194, i1 true, i1 %195
  br i1 %196, label %369, label %316

197:                                              ; preds = %121
  br i1 %127, label %198, label %369

198:                                              ; preds = %197
  %199 = load ptr, ptr %3, align 8, !tbaa !14
  %200 = getelementptr inbounds i8, ptr %199, i64 8
  %201 = load i32, ptr %200, align 8, !tbaa !43
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %369, label %203

203:                                              ; preds = %198
  %204 = load ptr, ptr %199, align 8, !tbaa !49
  %205 = load i8, ptr %204, align 1, !tbaa !41
  %206 = zext i8 %205 to i32
  %207 = load i32, ptr %4, align 4, !tbaa !35
  %208 = icmp eq i32 %207, %206
  %209 = load i32, ptr %5, align 8, !tbaa !36
  br i1 %208, label %232, label %210

210:                                              ; preds = %203
  %211 = icmp eq i32 %209, 1
  br i1 %211, label %214, label %212

212:                                              ; preds = %210
  %213 = icmp ult i32 %207, 256
  br i1 %213, label %236, label %237

214:                                              ; preds = %210
  %215 = trunc i32 %207 to i8
  %216 = load i32, ptr %13, align 8, !tbaa !40
  %217 = shl i32 %216, 8
  %218 = lshr i32 %216, 24
  %219 = and i32 %207, 255
  %220 = xor i32 %218, %219
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !50
  %224 = xor i32 %217, %223
  store i32 %224, ptr %13, align 8, !tbaa !40
  %225 = zext i32 %207 to i64
  %226 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %225
  store i8 1, ptr %226, align 1, !tbaa !41
  %227 = load ptr, ptr %17, align 8, !tbaa !26
  %228 = sext i32 %125 to i64
  %229 = getelementptr inbounds i8, ptr %227, i64 %228
  store i8 %215, ptr %229, align 1, !tbaa !41
  %230 = load i32, ptr %12, align 4, !tbaa !37
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %12, align 4, !tbaa !37
  store i32 %206, ptr %4, align 4, !tbaa !35
  br label %238

232:                                              ; preds = %203
  %233 = icmp eq i32 %209, 255
  br i1 %233, label %236, label %234

234:                                              ; preds = %232
  %235 = add nsw i32 %209, 1
  store i32 %235, ptr %5, align 8, !tbaa !36
  br label %238

236:                                              ; preds = %232, %212
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  br label %237

237:                                              ; preds = %236, %212
  store i32 %206, ptr %4, align 4, !tbaa !35
  store i32 1, ptr %5, align 8, !tbaa !36
  br label %238

238:                                              ; preds = %237, %234, %214
  %239 = load ptr, ptr %3, align 8, !tbaa !14
  %240 = load ptr, ptr %239, align 8, !tbaa !49
  %241 = getelementptr inbounds i8, ptr %240, i64 1
  store ptr %241, ptr %239, align 8, !tbaa !49
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load i32, ptr %242, align 8, !tbaa !43
  %244 = add i32 %243, -1
  store i32 %244, ptr %242, align 8, !tbaa !43
  %245 = getelementptr inbounds i8, ptr %239, i64 12
  %246 = load i32, ptr %245, align 4, !tbaa !31
  %247 = add i32 %246, 1
  store i32 %247, ptr %245, align 4, !tbaa !31
  %248 = icmp eq i32 %247, 0
  br i1 %248, label %249, label %253

249:                                              ; preds = %238
  %250 = getelementptr inbounds i8, ptr %239, i64 16
  %251 = load i32, ptr %250, align 8, !tbaa !32
  %252 = add i32 %251, 1
  store i32 %252, ptr %250, align 8, !tbaa !32
  br label %253

253:                                              ; preds = %249, %238
  %254 = load i32, ptr %12, align 4, !tbaa !37
  %255 = load i32, ptr %16, align 8, !tbaa !23
  %256 = icmp sge i32 %254, %255
  %257 = icmp eq i32 %244, 0
  %258 = select i1 %256, i1 true, i1 %257
  br i1 %258, label %369, label %259

259:                                              ; preds = %253, %306
  %260 = phi i32 [ %307, %306 ], [ %254, %253 ]
  %261 = phi ptr [ %294, %306 ], [ %241, %253 ]
  %262 = phi i32 [ %264, %306 ], [ %206, %253 ]
  %263 = load i8, ptr %261, align 1, !tbaa !41
  %264 = zext i8 %263 to i32
  %265 = icmp eq i32 %262, %264
  %266 = load i32, ptr %5, align 8, !tbaa !36
  br i1 %265, label %286, label %267

267:                                              ; preds = %259
  %268 = icmp eq i32 %266, 1
  br i1 %268, label %269, label %288

269:                                              ; preds = %267
  %270 = trunc nuw i32 %262 to i8
  %271 = load i32, ptr %13, align 8, !tbaa !40
  %272 = shl i32 %271, 8
  %273 = lshr i32 %271, 24
  %274 = xor i32 %273, %262
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !50
  %278 = xor i32 %272, %277
  store i32 %278, ptr %13, align 8, !tbaa !40
  %279 = zext nneg i32 %262 to i64
  %280 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %279
  store i8 1, ptr %280, align 1, !tbaa !41
  %281 = load ptr, ptr %17, align 8, !tbaa !26
  %282 = sext i32 %260 to i64
  %283 = getelementptr inbounds i8, ptr %281, i64 %282
  store i8 %270, ptr %283, align 1, !tbaa !41
  %284 = load i32, ptr %12, align 4, !tbaa !37
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %12, align 4, !tbaa !37
  store i32 %264, ptr %4, align 4, !tbaa !35
  br label %291

286:                                              ; preds = %259
  %287 = icmp eq i32 %266, 255
  br i1 %287, label %288, label %289

288:                                              ; preds = %286, %267
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  store i32 %264, ptr %4, align 4, !tbaa !35
  store i32 1, ptr %5, align 8, !tbaa !36
  br label %291

289:                                              ; preds = %286
  %290 = add nsw i32 %266, 1
  store i32 %290, ptr %5, align 8, !tbaa !36
  br label %291

291:                                              ; preds = %289, %288, %269
  %292 = load ptr, ptr %3, align 8, !tbaa !14
  %293 = load ptr, ptr %292, align 8, !tbaa !49
  %294 = getelementptr inbounds i8, ptr %293, i64 1
  store ptr %294, ptr %292, align 8, !tbaa !49
  %295 = getelementptr inbounds i8, ptr %292, i64 8
  %296 = load i32, ptr %295, align 8, !tbaa !43
  %297 = add i32 %296, -1
  store i32 %297, ptr %295, align 8, !tbaa !43
  %298 = getelementptr inbounds i8, ptr %292, i64 12
  %299 = load i32, ptr %298, align 4, !tbaa !31
  %300 = add i32 %299, 1
  store i32 %300, ptr %298, align 4, !tbaa !31
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %306

302:                                              ; preds = %291
  %303 = getelementptr inbounds i8, ptr %292, i64 16
  %304 = load i32, ptr %303, align 8, !tbaa !32
  %305 = add i32 %304, 1
  store i32 %305, ptr %303, align 8, !tbaa !32
  br label %306

306:                                              ; preds = %302, %291
  %307 = load i32, ptr %12, align 4, !tbaa !37
  %308 = load i32, ptr %16, align 8, !tbaa !23
  %309 = icmp sge i32 %307, %308
  %310 = icmp eq i32 %297, 0
  %311 = select i1 %309, i1 true, i1 %310
  br i1 %311, label %369, label %259, !llvm.loop !51

312:                                              ; preds = %363
  %313 = icmp eq i32 %354, 0
  %314 = icmp eq i32 %365, 0
  %315 = select i1 %313, i1 true, i1 %314
  br i1 %315, label %369, label %316, !llvm.loop !52

316:                                              ; preds = %193, %312
  %317 = phi i32 [ %366, %312 ], [ %190, %193 ]
  %318 = phi ptr [ %351, %312 ], [ %175, %193 ]
  %319 = phi i32 [ %321, %312 ], [ %140, %193 ]
  %320 = load i8, ptr %318, align 1, !tbaa !41
  %321 = zext i8 %320 to i32
  %322 = icmp eq i32 %319, %321
  %323 = load i32, ptr %5, align 8, !tbaa !36
  br i1 %322, label %343, label %324

324:                                              ; preds = %316
  %325 = icmp eq i32 %323, 1
  br i1 %325, label %326, label %345

326:                                              ; preds = %324
  %327 = trunc nuw i32 %319 to i8
  %328 = load i32, ptr %13, align 8, !tbaa !40
  %329 = shl i32 %328, 8
  %330 = lshr i32 %328, 24
  %331 = xor i32 %330, %319
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !50
  %335 = xor i32 %329, %334
  store i32 %335, ptr %13, align 8, !tbaa !40
  %336 = zext nneg i32 %319 to i64
  %337 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 %336
  store i8 1, ptr %337, align 1, !tbaa !41
  %338 = load ptr, ptr %17, align 8, !tbaa !26
  %339 = sext i32 %317 to i64
  %340 = getelementptr inbounds i8, ptr %338, i64 %339
  store i8 %327, ptr %340, align 1, !tbaa !41
  %341 = load i32, ptr %12, align 4, !tbaa !37
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr %12, align 4, !tbaa !37
  store i32 %321, ptr %4, align 4, !tbaa !35
  br label %348

343:                                              ; preds = %316
  %344 = icmp eq i32 %323, 255
  br i1 %344, label %345, label %346

345:                                              ; preds = %343, %324
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  store i32 %321, ptr %4, align 4, !tbaa !35
  store i32 1, ptr %5, align 8, !tbaa !36
  br label %348

346:                                              ; preds = %343
  %347 = add nsw i32 %323, 1
  store i32 %347, ptr %5, align 8, !tbaa !36
  br label %348

348:                                              ; preds = %346, %345, %326
  %349 = load ptr, ptr %3, align 8, !tbaa !14
  %350 = load ptr, ptr %349, align 8, !tbaa !49
  %351 = getelementptr inbounds i8, ptr %350, i64 1
  store ptr %351, ptr %349, align 8, !tbaa !49
  %352 = getelementptr inbounds i8, ptr %349, i64 8
  %353 = load i32, ptr %352, align 8, !tbaa !43
  %354 = add i32 %353, -1
  store i32 %354, ptr %352, align 8, !tbaa !43
  %355 = getelementptr inbounds i8, ptr %349, i64 12
  %356 = load i32, ptr %355, align 4, !tbaa !31
  %357 = add i32 %356, 1
  store i32 %357, ptr %355, align 4, !tbaa !31
  %358 = icmp eq i32 %357, 0
  br i1 %358, label %359, label %363

359:                                              ; preds = %348
  %360 = getelementptr inbounds i8, ptr %349, i64 16
  %361 = load i32, ptr %360, align 8, !tbaa !32
  %362 = add i32 %361, 1
  store i32 %362, ptr %360, align 8, !tbaa !32
  br label %363

363:                                              ; preds = %359, %348
  %364 = load i32, ptr %11, align 8, !tbaa !44
  %365 = add i32 %364, -1
  store i32 %365, ptr %11, align 8, !tbaa !44
  %366 = load i32, ptr %12, align 4, !tbaa !37
  %367 = load i32, ptr %16, align 8, !tbaa !23
  %368 = icmp slt i32 %366, %367
  br i1 %368, label %312, label %369, !llvm.loop !52

369:                                              ; preds = %363, %312, %306, %193, %128, %129, %134, %187, %197, %198, %253
  %370 = phi i32 [ %126, %197 ], [ %126, %128 ], [ %126, %198 ], [ %255, %253 ], [ %126, %129 ], [ %126, %134 ], [ %191, %187 ], [ %191, %193 ], [ %308, %306 ], [ %367, %312 ], [ %367, %363 ]
  %371 = phi i32 [ %125, %197 ], [ %125, %128 ], [ %125, %198 ], [ %254, %253 ], [ %125, %129 ], [ %125, %134 ], [ %190, %187 ], [ %190, %193 ], [ %307, %306 ], [ %366, %312 ], [ %366, %363 ]
  %372 = phi i8 [ 0, %197 ], [ 0, %128 ], [ 0, %198 ], [ 1, %253 ], [ 0, %129 ], [ 0, %134 ], [ 1, %187 ], [ 1, %193 ], [ 1, %306 ], [ 1, %312 ], [ 1, %363 ]
  %373 = or i8 %372, %20
  %374 = load i32, ptr %10, align 8, !tbaa !20
  %375 = icmp eq i32 %374, 2
  br i1 %375, label %388, label %376

376:                                              ; preds = %369
  %377 = load i32, ptr %11, align 8, !tbaa !44
  %378 = icmp eq i32 %377, 0
  br i1 %378, label %379, label %388

379:                                              ; preds = %376
  %380 = load i32, ptr %4, align 4, !tbaa !35
  %381 = icmp ult i32 %380, 256
  br i1 %381, label %382, label %384

382:                                              ; preds = %379
  tail call fastcc void @add_pair_to_block(ptr noundef nonnull %3)
  %383 = load i32, ptr %10, align 8, !tbaa !20
  br label %384

384:                                              ; preds = %379, %382
  %385 = phi i32 [ %374, %379 ], [ %383, %382 ]
  store i32 256, ptr %4, align 4, !tbaa !35
  store i32 0, ptr %5, align 8, !tbaa !36
  %386 = icmp eq i32 %385, 4
  %387 = zext i1 %386 to i8
  br label %396

388:                                              ; preds = %376, %369
  %389 = icmp slt i32 %371, %370
  br i1 %389, label %390, label %396

390:                                              ; preds = %388
  %391 = load ptr, ptr %3, align 8, !tbaa !14
  %392 = getelementptr inbounds i8, ptr %391, i64 8
  %393 = load i32, ptr %392, align 8, !tbaa !43
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %398, label %395

395:                                              ; preds = %390, %396
  br label %18

396:                                              ; preds = %388, %384
  %397 = phi i8 [ %387, %384 ], [ 0, %388 ]
  tail call void @BZ2_compressBlock(ptr noundef nonnull %3, i8 noundef zeroext %397) #24
  store i32 1, ptr %6, align 4, !tbaa !19
  br label %395

398:                                              ; preds = %115, %112, %102, %99, %390, %87
  %399 = phi i8 [ %90, %87 ], [ %123, %390 ], [ %90, %99 ], [ %90, %102 ], [ %90, %112 ], [ %90, %115 ]
  %400 = phi i8 [ %20, %87 ], [ %373, %390 ], [ %20, %99 ], [ %20, %102 ], [ %20, %112 ], [ %20, %115 ]
  %401 = icmp ne i8 %400, 0
  %402 = icmp ne i8 %399, 0
  %403 = select i1 %401, i1 true, i1 %402
  %404 = zext i1 %403 to i8
  ret i8 %404
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzCompressEnd(ptr noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %43, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !30
  %6 = icmp eq ptr %5, null
  br i1 %6, label %43, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %0, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !13
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24
  br label %19

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !17
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !12
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !13
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24
  br label %28

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !18
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64
  %34 = load ptr, ptr %33, align 8, !tbaa !12
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !13
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24
  br label %37

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %0, i64 72
  %41 = load ptr, ptr %40, align 8, !tbaa !13
  %42 = load ptr, ptr %4, align 8, !tbaa !30
  tail call void %39(ptr noundef %41, ptr noundef %42) #24
  store ptr null, ptr %4, align 8, !tbaa !30
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
  br i1 %8, label %40, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %9
  store ptr @default_bzalloc, ptr %10, align 8, !tbaa !9
  br label %14

14:                                               ; preds = %13, %9
  %15 = phi ptr [ @default_bzalloc, %13 ], [ %11, %9 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = load ptr, ptr %16, align 8, !tbaa !12
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store ptr @default_bzfree, ptr %16, align 8, !tbaa !12
  br label %20

20:                                               ; preds = %19, %14
  %21 = getelementptr inbounds i8, ptr %0, i64 72
  %22 = load ptr, ptr %21, align 8, !tbaa !13
  %23 = tail call ptr %15(ptr noundef %22, i32 noundef 64144, i32 noundef 1) #24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %40, label %25

25:                                               ; preds = %20
  store ptr %0, ptr %23, align 8, !tbaa !53
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %23, ptr %26, align 8, !tbaa !30
  %27 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 10, ptr %27, align 8, !tbaa !55
  %28 = getelementptr inbounds i8, ptr %23, i64 36
  store i32 0, ptr %28, align 4, !tbaa !56
  %29 = getelementptr inbounds i8, ptr %23, i64 32
  store i32 0, ptr %29, align 8, !tbaa !57
  %30 = getelementptr inbounds i8, ptr %23, i64 3188
  store i32 0, ptr %30, align 4, !tbaa !58
  %31 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %31, align 4, !tbaa !31
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %32, align 8, !tbaa !32
  %33 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 0, ptr %33, align 4, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %34, align 8, !tbaa !34
  %35 = trunc nuw i32 %2 to i8
  %36 = getelementptr inbounds i8, ptr %23, i64 44
  store i8 %35, ptr %36, align 4, !tbaa !59
  %37 = getelementptr inbounds i8, ptr %23, i64 3152
  %38 = getelementptr inbounds i8, ptr %23, i64 48
  store i32 0, ptr %38, align 8, !tbaa !60
  %39 = getelementptr inbounds i8, ptr %23, i64 52
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, i8 0, i64 24, i1 false)
  store i32 %1, ptr %39, align 4, !tbaa !61
  br label %40

40:                                               ; preds = %20, %3, %25
  %41 = phi i32 [ 0, %25 ], [ -2, %3 ], [ -3, %20 ]
  ret i32 %41
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
  %10 = load i32, ptr %9, align 4, !tbaa !50
  %11 = icmp sgt i32 %10, %0
  %12 = select i1 %11, i32 %7, i32 %4
  %13 = select i1 %11, i32 %5, i32 %7
  %14 = sub nsw i32 %12, %13
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %3, !llvm.loop !62

16:                                               ; preds = %3
  ret i32 %13
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BZ2_bzDecompress(ptr noundef readonly %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %1003, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !30
  %6 = icmp eq ptr %5, null
  br i1 %6, label %1003, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !53
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %1003

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
  %31 = load i32, ptr %11, align 8, !tbaa !55
  br label %32

32:                                               ; preds = %1000, %10
  %33 = phi i32 [ 2, %1000 ], [ %31, %10 ]
  %34 = icmp sgt i32 %33, 9
  br label %35

35:                                               ; preds = %32, %981
  switch i32 %33, label %981 [
    i32 1, label %1003
    i32 2, label %36
  ]

36:                                               ; preds = %35
  %37 = load i8, ptr %12, align 4, !tbaa !59
  %38 = icmp eq i8 %37, 0
  %39 = load i8, ptr %13, align 4, !tbaa !64
  %40 = icmp eq i8 %39, 0
  br i1 %38, label %592, label %41

41:                                               ; preds = %36
  %42 = load ptr, ptr %5, align 8, !tbaa !53
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  %44 = load i32, ptr %43, align 8, !tbaa !45
  %45 = icmp eq i32 %44, 0
  br i1 %40, label %49, label %46

46:                                               ; preds = %41
  br i1 %45, label %949, label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %14, align 8, !tbaa !65
  br label %87

49:                                               ; preds = %41
  br i1 %45, label %949, label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %14, align 8, !tbaa !65
  br label %395

52:                                               ; preds = %87, %158
  %53 = phi i32 [ 1, %158 ], [ %89, %87 ]
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %91, label %55

55:                                               ; preds = %52
  %56 = load i8, ptr %15, align 4, !tbaa !66
  %57 = getelementptr inbounds i8, ptr %88, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !46
  store i8 %56, ptr %58, align 1, !tbaa !41
  %59 = load i32, ptr %16, align 8, !tbaa !67
  %60 = shl i32 %59, 8
  %61 = lshr i32 %59, 24
  %62 = zext i8 %56 to i32
  %63 = xor i32 %61, %62
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !50
  %67 = xor i32 %66, %60
  store i32 %67, ptr %16, align 8, !tbaa !67
  %68 = load i32, ptr %14, align 8, !tbaa !65
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr %14, align 8, !tbaa !65
  %70 = load ptr, ptr %5, align 8, !tbaa !53
  %71 = getelementptr inbounds i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !46
  %73 = getelementptr inbounds i8, ptr %72, i64 1
  store ptr %73, ptr %71, align 8, !tbaa !46
  %74 = getelementptr inbounds i8, ptr %70, i64 32
  %75 = load i32, ptr %74, align 8, !tbaa !45
  %76 = add i32 %75, -1
  store i32 %76, ptr %74, align 8, !tbaa !45
  %77 = getelementptr inbounds i8, ptr %70, i64 36
  %78 = load i32, ptr %77, align 4, !tbaa !33
  %79 = add i32 %78, 1
  store i32 %79, ptr %77, align 4, !tbaa !33
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %55
  %82 = getelementptr inbounds i8, ptr %70, i64 40
  %83 = load i32, ptr %82, align 8, !tbaa !34
  %84 = add i32 %83, 1
  store i32 %84, ptr %82, align 8, !tbaa !34
  br label %85

85:                                               ; preds = %81, %55
  %86 = icmp eq i32 %76, 0
  br i1 %86, label %949, label %87

87:                                               ; preds = %47, %85
  %88 = phi ptr [ %42, %47 ], [ %70, %85 ]
  %89 = phi i32 [ %48, %47 ], [ %69, %85 ]
  %90 = getelementptr inbounds i8, ptr %88, i64 32
  br label %52

91:                                               ; preds = %52
  %92 = load i32, ptr %17, align 4, !tbaa !68
  %93 = load i32, ptr %18, align 8, !tbaa !69
  %94 = add nsw i32 %93, 1
  %95 = icmp eq i32 %92, %94
  br i1 %95, label %949, label %96

96:                                               ; preds = %91
  %97 = icmp sgt i32 %92, %94
  br i1 %97, label %1003, label %98

98:                                               ; preds = %96
  store i32 1, ptr %14, align 8, !tbaa !65
  %99 = load i32, ptr %19, align 8, !tbaa !70
  %100 = trunc i32 %99 to i8
  store i8 %100, ptr %15, align 4, !tbaa !66
  %101 = load i32, ptr %20, align 4, !tbaa !71
  %102 = load i32, ptr %21, align 8, !tbaa !72
  %103 = mul i32 %102, 100000
  %104 = icmp ult i32 %101, %103
  br i1 %104, label %105, label %1003

105:                                              ; preds = %98, %105
  %106 = phi i32 [ %114, %105 ], [ 256, %98 ]
  %107 = phi i32 [ %115, %105 ], [ 0, %98 ]
  %108 = add nsw i32 %107, %106
  %109 = ashr i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %22, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !50
  %113 = icmp sgt i32 %112, %101
  %114 = select i1 %113, i32 %109, i32 %106
  %115 = select i1 %113, i32 %107, i32 %109
  %116 = sub nsw i32 %114, %115
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %105, !llvm.loop !62

118:                                              ; preds = %105
  %119 = load ptr, ptr %23, align 8, !tbaa !73
  %120 = zext i32 %101 to i64
  %121 = getelementptr inbounds i16, ptr %119, i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !74
  %123 = zext i16 %122 to i32
  %124 = load ptr, ptr %24, align 8, !tbaa !76
  %125 = lshr i32 %101, 1
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr %124, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !41
  %129 = zext i8 %128 to i32
  %130 = shl i32 %101, 2
  %131 = and i32 %130, 4
  %132 = lshr i32 %129, %131
  %133 = shl nuw nsw i32 %132, 16
  %134 = and i32 %133, 983040
  %135 = or disjoint i32 %134, %123
  store i32 %135, ptr %20, align 4, !tbaa !71
  %136 = load i32, ptr %25, align 8, !tbaa !77
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %146

138:                                              ; preds = %118
  %139 = load i32, ptr %26, align 4, !tbaa !78
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !50
  %143 = add nsw i32 %139, 1
  %144 = icmp eq i32 %143, 512
  %145 = select i1 %144, i32 0, i32 %143
  store i32 %145, ptr %26, align 4
  br label %146

146:                                              ; preds = %138, %118
  %147 = phi i32 [ %142, %138 ], [ %136, %118 ]
  %148 = add nsw i32 %147, -1
  store i32 %148, ptr %25, align 8, !tbaa !77
  %149 = add nsw i32 %92, 1
  store i32 %149, ptr %17, align 4, !tbaa !68
  %150 = icmp eq i32 %92, %93
  br i1 %150, label %158, label %151

151:                                              ; preds = %146
  %152 = icmp eq i32 %148, 1
  %153 = zext i1 %152 to i32
  %154 = and i32 %115, 255
  %155 = xor i32 %154, %153
  %156 = icmp eq i32 %155, %99
  br i1 %156, label %161, label %157

157:                                              ; preds = %151
  store i32 %155, ptr %19, align 8, !tbaa !70
  br label %158

158:                                              ; preds = %353, %264, %253, %212, %201, %157, %146
  %159 = load i32, ptr %90, align 8, !tbaa !45
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %949, label %52

161:                                              ; preds = %151
  store i32 2, ptr %14, align 8, !tbaa !65
  %162 = icmp ult i32 %135, %103
  br i1 %162, label %163, label %1003

163:                                              ; preds = %161, %163
  %164 = phi i32 [ %172, %163 ], [ 256, %161 ]
  %165 = phi i32 [ %173, %163 ], [ 0, %161 ]
  %166 = add nsw i32 %165, %164
  %167 = ashr i32 %166, 1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i32, ptr %22, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !50
  %171 = icmp sgt i32 %170, %135
  %172 = select i1 %171, i32 %167, i32 %164
  %173 = select i1 %171, i32 %165, i32 %167
  %174 = sub nsw i32 %172, %173
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %163, !llvm.loop !62

176:                                              ; preds = %163
  %177 = zext nneg i32 %135 to i64
  %178 = getelementptr inbounds i16, ptr %119, i64 %177
  %179 = load i16, ptr %178, align 2, !tbaa !74
  %180 = zext i16 %179 to i32
  %181 = lshr i32 %135, 1
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds i8, ptr %124, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !41
  %185 = zext i8 %184 to i32
  %186 = shl nuw nsw i32 %123, 2
  %187 = and i32 %186, 4
  %188 = lshr i32 %185, %187
  %189 = shl nuw nsw i32 %188, 16
  %190 = and i32 %189, 983040
  %191 = or disjoint i32 %190, %180
  store i32 %191, ptr %20, align 4, !tbaa !71
  %192 = icmp eq i32 %148, 0
  br i1 %192, label %193, label %201

193:                                              ; preds = %176
  %194 = load i32, ptr %26, align 4, !tbaa !78
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !50
  %198 = add nsw i32 %194, 1
  %199 = icmp eq i32 %198, 512
  %200 = select i1 %199, i32 0, i32 %198
  store i32 %200, ptr %26, align 4
  br label %201

201:                                              ; preds = %193, %176
  %202 = phi i32 [ %197, %193 ], [ %148, %176 ]
  %203 = add nsw i32 %202, -1
  store i32 %203, ptr %25, align 8, !tbaa !77
  %204 = add nsw i32 %92, 2
  store i32 %204, ptr %17, align 4, !tbaa !68
  %205 = icmp eq i32 %149, %93
  br i1 %205, label %158, label %206

206:                                              ; preds = %201
  %207 = icmp eq i32 %203, 1
  %208 = zext i1 %207 to i32
  %209 = and i32 %173, 255
  %210 = xor i32 %209, %208
  %211 = icmp eq i32 %210, %99
  br i1 %211, label %213, label %212

212:                                              ; preds = %206
  store i32 %210, ptr %19, align 8, !tbaa !70
  br label %158

213:                                              ; preds = %206
  store i32 3, ptr %14, align 8, !tbaa !65
  %214 = icmp ult i32 %191, %103
  br i1 %214, label %215, label %1003

215:                                              ; preds = %213, %215
  %216 = phi i32 [ %224, %215 ], [ 256, %213 ]
  %217 = phi i32 [ %225, %215 ], [ 0, %213 ]
  %218 = add nsw i32 %217, %216
  %219 = ashr i32 %218, 1
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i32, ptr %22, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !50
  %223 = icmp sgt i32 %222, %191
  %224 = select i1 %223, i32 %219, i32 %216
  %225 = select i1 %223, i32 %217, i32 %219
  %226 = sub nsw i32 %224, %225
  %227 = icmp eq i32 %226, 1
  br i1 %227, label %228, label %215, !llvm.loop !62

228:                                              ; preds = %215
  %229 = zext nneg i32 %191 to i64
  %230 = getelementptr inbounds i16, ptr %119, i64 %229
  %231 = load i16, ptr %230, align 2, !tbaa !74
  %232 = zext i16 %231 to i32
  %233 = lshr i32 %191, 1
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds i8, ptr %124, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !41
  %237 = zext i8 %236 to i32
  %238 = shl nuw nsw i32 %180, 2
  %239 = and i32 %238, 4
  %240 = lshr i32 %237, %239
  %241 = shl nuw nsw i32 %240, 16
  %242 = and i32 %241, 983040
  %243 = or disjoint i32 %242, %232
  store i32 %243, ptr %20, align 4, !tbaa !71
  %244 = icmp eq i32 %203, 0
  br i1 %244, label %245, label %253

245:                                              ; preds = %228
  %246 = load i32, ptr %26, align 4, !tbaa !78
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !50
  %250 = add nsw i32 %246, 1
  %251 = icmp eq i32 %250, 512
  %252 = select i1 %251, i32 0, i32 %250
  store i32 %252, ptr %26, align 4
  br label %253

253:                                              ; preds = %245, %228
  %254 = phi i32 [ %249, %245 ], [ %203, %228 ]
  %255 = add nsw i32 %254, -1
  store i32 %255, ptr %25, align 8, !tbaa !77
  %256 = add nsw i32 %92, 3
  store i32 %256, ptr %17, align 4, !tbaa !68
  %257 = icmp eq i32 %204, %93
  br i1 %257, label %158, label %258

258:                                              ; preds = %253
  %259 = icmp eq i32 %255, 1
  %260 = zext i1 %259 to i32
  %261 = and i32 %225, 255
  %262 = xor i32 %261, %260
  %263 = icmp eq i32 %262, %99
  br i1 %263, label %265, label %264

264:                                              ; preds = %258
  store i32 %262, ptr %19, align 8, !tbaa !70
  br label %158

265:                                              ; preds = %258
  %266 = icmp ult i32 %243, %103
  br i1 %266, label %267, label %1003

267:                                              ; preds = %265, %267
  %268 = phi i32 [ %276, %267 ], [ 256, %265 ]
  %269 = phi i32 [ %277, %267 ], [ 0, %265 ]
  %270 = add nsw i32 %269, %268
  %271 = ashr i32 %270, 1
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr %22, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !50
  %275 = icmp sgt i32 %274, %243
  %276 = select i1 %275, i32 %271, i32 %268
  %277 = select i1 %275, i32 %269, i32 %271
  %278 = sub nsw i32 %276, %277
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %267, !llvm.loop !62

280:                                              ; preds = %267
  %281 = zext nneg i32 %243 to i64
  %282 = getelementptr inbounds i16, ptr %119, i64 %281
  %283 = load i16, ptr %282, align 2, !tbaa !74
  %284 = zext i16 %283 to i32
  %285 = lshr i32 %243, 1
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds i8, ptr %124, i64 %286
  %288 = load i8, ptr %287, align 1, !tbaa !41
  %289 = zext i8 %288 to i32
  %290 = shl nuw nsw i32 %232, 2
  %291 = and i32 %290, 4
  %292 = lshr i32 %289, %291
  %293 = shl nuw nsw i32 %292, 16
  %294 = and i32 %293, 983040
  %295 = or disjoint i32 %294, %284
  store i32 %295, ptr %20, align 4, !tbaa !71
  %296 = icmp eq i32 %255, 0
  br i1 %296, label %297, label %305

297:                                              ; preds = %280
  %298 = load i32, ptr %26, align 4, !tbaa !78
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !50
  %302 = add nsw i32 %298, 1
  %303 = icmp eq i32 %302, 512
  %304 = select i1 %303, i32 0, i32 %302
  store i32 %304, ptr %26, align 4
  br label %305

305:                                              ; preds = %297, %280
  %306 = phi i32 [ %301, %297 ], [ %255, %280 ]
  %307 = add nsw i32 %306, -1
  store i32 %307, ptr %25, align 8, !tbaa !77
  %308 = icmp eq i32 %307, 1
  %309 = zext i1 %308 to i32
  %310 = add nsw i32 %92, 4
  store i32 %310, ptr %17, align 4, !tbaa !68
  %311 = and i32 %277, 255
  %312 = xor i32 %311, %309
  %313 = add nuw nsw i32 %312, 4
  store i32 %313, ptr %14, align 8, !tbaa !65
  %314 = icmp ult i32 %295, %103
  br i1 %314, label %315, label %1003

315:                                              ; preds = %305, %315
  %316 = phi i32 [ %324, %315 ], [ 256, %305 ]
  %317 = phi i32 [ %325, %315 ], [ 0, %305 ]
  %318 = add nsw i32 %317, %316
  %319 = ashr i32 %318, 1
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds i32, ptr %22, i64 %320
  %322 = load i32, ptr %321, align 4, !tbaa !50
  %323 = icmp sgt i32 %322, %295
  %324 = select i1 %323, i32 %319, i32 %316
  %325 = select i1 %323, i32 %317, i32 %319
  %326 = sub nsw i32 %324, %325
  %327 = icmp eq i32 %326, 1
  br i1 %327, label %328, label %315, !llvm.loop !62

328:                                              ; preds = %315
  store i32 %325, ptr %19, align 8, !tbaa !70
  %329 = zext nneg i32 %295 to i64
  %330 = getelementptr inbounds i16, ptr %119, i64 %329
  %331 = load i16, ptr %330, align 2, !tbaa !74
  %332 = zext i16 %331 to i32
  %333 = lshr i32 %295, 1
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds i8, ptr %124, i64 %334
  %336 = load i8, ptr %335, align 1, !tbaa !41
  %337 = zext i8 %336 to i32
  %338 = shl nuw nsw i32 %284, 2
  %339 = and i32 %338, 4
  %340 = lshr i32 %337, %339
  %341 = shl nuw nsw i32 %340, 16
  %342 = and i32 %341, 983040
  %343 = or disjoint i32 %342, %332
  store i32 %343, ptr %20, align 4, !tbaa !71
  %344 = icmp eq i32 %307, 0
  br i1 %344, label %345, label %353

345:                                              ; preds = %328
  %346 = load i32, ptr %26, align 4, !tbaa !78
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %347
  %349 = load i32, ptr %348, align 4, !tbaa !50
  %350 = add nsw i32 %346, 1
  %351 = icmp eq i32 %350, 512
  %352 = select i1 %351, i32 0, i32 %350
  store i32 %352, ptr %26, align 4
  br label %353

353:                                              ; preds = %345, %328
  %354 = phi i32 [ %349, %345 ], [ %307, %328 ]
  %355 = add nsw i32 %354, -1
  store i32 %355, ptr %25, align 8, !tbaa !77
  %356 = icmp eq i32 %355, 1
  %357 = zext i1 %356 to i32
  %358 = xor i32 %325, %357
  store i32 %358, ptr %19, align 8, !tbaa !70
  %359 = add nsw i32 %92, 5
  store i32 %359, ptr %17, align 4, !tbaa !68
  br label %158

360:                                              ; preds = %395, %450
  %361 = phi i32 [ 1, %450 ], [ %397, %395 ]
  %362 = icmp eq i32 %361, 0
  br i1 %362, label %399, label %363

363:                                              ; preds = %360
  %364 = load i8, ptr %15, align 4, !tbaa !66
  %365 = getelementptr inbounds i8, ptr %396, i64 24
  %366 = load ptr, ptr %365, align 8, !tbaa !46
  store i8 %364, ptr %366, align 1, !tbaa !41
  %367 = load i32, ptr %16, align 8, !tbaa !67
  %368 = shl i32 %367, 8
  %369 = lshr i32 %367, 24
  %370 = zext i8 %364 to i32
  %371 = xor i32 %369, %370
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !50
  %375 = xor i32 %374, %368
  store i32 %375, ptr %16, align 8, !tbaa !67
  %376 = load i32, ptr %14, align 8, !tbaa !65
  %377 = add nsw i32 %376, -1
  store i32 %377, ptr %14, align 8, !tbaa !65
  %378 = load ptr, ptr %5, align 8, !tbaa !53
  %379 = getelementptr inbounds i8, ptr %378, i64 24
  %380 = load ptr, ptr %379, align 8, !tbaa !46
  %381 = getelementptr inbounds i8, ptr %380, i64 1
  store ptr %381, ptr %379, align 8, !tbaa !46
  %382 = getelementptr inbounds i8, ptr %378, i64 32
  %383 = load i32, ptr %382, align 8, !tbaa !45
  %384 = add i32 %383, -1
  store i32 %384, ptr %382, align 8, !tbaa !45
  %385 = getelementptr inbounds i8, ptr %378, i64 36
  %386 = load i32, ptr %385, align 4, !tbaa !33
  %387 = add i32 %386, 1
  store i32 %387, ptr %385, align 4, !tbaa !33
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %389, label %393

389:                                              ; preds = %363
  %390 = getelementptr inbounds i8, ptr %378, i64 40
  %391 = load i32, ptr %390, align 8, !tbaa !34
  %392 = add i32 %391, 1
  store i32 %392, ptr %390, align 8, !tbaa !34
  br label %393

393:                                              ; preds = %389, %363
  %394 = icmp eq i32 %384, 0
  br i1 %394, label %949, label %395

395:                                              ; preds = %50, %393
  %396 = phi ptr [ %42, %50 ], [ %378, %393 ]
  %397 = phi i32 [ %51, %50 ], [ %377, %393 ]
  %398 = getelementptr inbounds i8, ptr %396, i64 32
  br label %360

399:                                              ; preds = %360
  %400 = load i32, ptr %17, align 4, !tbaa !68
  %401 = load i32, ptr %18, align 8, !tbaa !69
  %402 = add nsw i32 %401, 1
  %403 = icmp eq i32 %400, %402
  br i1 %403, label %949, label %404

404:                                              ; preds = %399
  %405 = icmp sgt i32 %400, %402
  br i1 %405, label %1003, label %406

406:                                              ; preds = %404
  store i32 1, ptr %14, align 8, !tbaa !65
  %407 = load i32, ptr %19, align 8, !tbaa !70
  %408 = trunc i32 %407 to i8
  store i8 %408, ptr %15, align 4, !tbaa !66
  %409 = load i32, ptr %20, align 4, !tbaa !71
  %410 = load i32, ptr %21, align 8, !tbaa !72
  %411 = mul i32 %410, 100000
  %412 = icmp ult i32 %409, %411
  br i1 %412, label %413, label %1003

413:                                              ; preds = %406, %413
  %414 = phi i32 [ %422, %413 ], [ 256, %406 ]
  %415 = phi i32 [ %423, %413 ], [ 0, %406 ]
  %416 = add nsw i32 %415, %414
  %417 = ashr i32 %416, 1
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds i32, ptr %22, i64 %418
  %420 = load i32, ptr %419, align 4, !tbaa !50
  %421 = icmp sgt i32 %420, %409
  %422 = select i1 %421, i32 %417, i32 %414
  %423 = select i1 %421, i32 %415, i32 %417
  %424 = sub nsw i32 %422, %423
  %425 = icmp eq i32 %424, 1
  br i1 %425, label %426, label %413, !llvm.loop !62

426:                                              ; preds = %413
  %427 = load ptr, ptr %23, align 8, !tbaa !73
  %428 = zext i32 %409 to i64
  %429 = getelementptr inbounds i16, ptr %427, i64 %428
  %430 = load i16, ptr %429, align 2, !tbaa !74
  %431 = zext i16 %430 to i32
  %432 = load ptr, ptr %24, align 8, !tbaa !76
  %433 = lshr i32 %409, 1
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr inbounds i8, ptr %432, i64 %434
  %436 = load i8, ptr %435, align 1, !tbaa !41
  %437 = zext i8 %436 to i32
  %438 = shl i32 %409, 2
  %439 = and i32 %438, 4
  %440 = lshr i32 %437, %439
  %441 = shl nuw nsw i32 %440, 16
  %442 = and i32 %441, 983040
  %443 = or disjoint i32 %442, %431
  store i32 %443, ptr %20, align 4, !tbaa !71
  %444 = add nsw i32 %400, 1
  store i32 %444, ptr %17, align 4, !tbaa !68
  %445 = icmp eq i32 %400, %401
  br i1 %445, label %450, label %446

446:                                              ; preds = %426
  %447 = and i32 %423, 255
  %448 = icmp eq i32 %447, %407
  br i1 %448, label %453, label %449

449:                                              ; preds = %446
  store i32 %447, ptr %19, align 8, !tbaa !70
  br label %450

450:                                              ; preds = %575, %526, %505, %489, %468, %449, %426
  %451 = load i32, ptr %398, align 8, !tbaa !45
  %452 = icmp eq i32 %451, 0
  br i1 %452, label %949, label %360

453:                                              ; preds = %446
  store i32 2, ptr %14, align 8, !tbaa !65
  %454 = icmp ult i32 %443, %411
  br i1 %454, label %455, label %1003

455:                                              ; preds = %453, %455
  %456 = phi i32 [ %464, %455 ], [ 256, %453 ]
  %457 = phi i32 [ %465, %455 ], [ 0, %453 ]
  %458 = add nsw i32 %457, %456
  %459 = ashr i32 %458, 1
  %460 = sext i32 %459 to i64
  %461 = getelementptr inbounds i32, ptr %22, i64 %460
  %462 = load i32, ptr %461, align 4, !tbaa !50
  %463 = icmp sgt i32 %462, %443
  %464 = select i1 %463, i32 %459, i32 %456
  %465 = select i1 %463, i32 %457, i32 %459
  %466 = sub nsw i32 %464, %465
  %467 = icmp eq i32 %466, 1
  br i1 %467, label %468, label %455, !llvm.loop !62

468:                                              ; preds = %455
  %469 = zext nneg i32 %443 to i64
  %470 = getelementptr inbounds i16, ptr %427, i64 %469
  %471 = load i16, ptr %470, align 2, !tbaa !74
  %472 = zext i16 %471 to i32
  %473 = lshr i32 %443, 1
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr inbounds i8, ptr %432, i64 %474
  %476 = load i8, ptr %475, align 1, !tbaa !41
  %477 = zext i8 %476 to i32
  %478 = shl nuw nsw i32 %431, 2
  %479 = and i32 %478, 4
  %480 = lshr i32 %477, %479
  %481 = shl nuw nsw i32 %480, 16
  %482 = and i32 %481, 983040
  %483 = or disjoint i32 %482, %472
  store i32 %483, ptr %20, align 4, !tbaa !71
  %484 = add nsw i32 %400, 2
  store i32 %484, ptr %17, align 4, !tbaa !68
  %485 = icmp eq i32 %444, %401
  br i1 %485, label %450, label %486

486:                                              ; preds = %468
  %487 = and i32 %465, 255
  %488 = icmp eq i32 %487, %407
  br i1 %488, label %490, label %489

489:                                              ; preds = %486
  store i32 %487, ptr %19, align 8, !tbaa !70
  br label %450

490:                                              ; preds = %486
  store i32 3, ptr %14, align 8, !tbaa !65
  %491 = icmp ult i32 %483, %411
  br i1 %491, label %492, label %1003

492:                                              ; preds = %490, %492
  %493 = phi i32 [ %501, %492 ], [ 256, %490 ]
  %494 = phi i32 [ %502, %492 ], [ 0, %490 ]
  %495 = add nsw i32 %494, %493
  %496 = ashr i32 %495, 1
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds i32, ptr %22, i64 %497
  %499 = load i32, ptr %498, align 4, !tbaa !50
  %500 = icmp sgt i32 %499, %483
  %501 = select i1 %500, i32 %496, i32 %493
  %502 = select i1 %500, i32 %494, i32 %496
  %503 = sub nsw i32 %501, %502
  %504 = icmp eq i32 %503, 1
  br i1 %504, label %505, label %492, !llvm.loop !62

505:                                              ; preds = %492
  %506 = zext nneg i32 %483 to i64
  %507 = getelementptr inbounds i16, ptr %427, i64 %506
  %508 = load i16, ptr %507, align 2, !tbaa !74
  %509 = zext i16 %508 to i32
  %510 = lshr i32 %483, 1
  %511 = zext nneg i32 %510 to i64
  %512 = getelementptr inbounds i8, ptr %432, i64 %511
  %513 = load i8, ptr %512, align 1, !tbaa !41
  %514 = zext i8 %513 to i32
  %515 = shl nuw nsw i32 %472, 2
  %516 = and i32 %515, 4
  %517 = lshr i32 %514, %516
  %518 = shl nuw nsw i32 %517, 16
  %519 = and i32 %518, 983040
  %520 = or disjoint i32 %519, %509
  store i32 %520, ptr %20, align 4, !tbaa !71
  %521 = add nsw i32 %400, 3
  store i32 %521, ptr %17, align 4, !tbaa !68
  %522 = icmp eq i32 %484, %401
  br i1 %522, label %450, label %523

523:                                              ; preds = %505
  %524 = and i32 %502, 255
  %525 = icmp eq i32 %524, %407
  br i1 %525, label %527, label %526

526:                                              ; preds = %523
  store i32 %524, ptr %19, align 8, !tbaa !70
  br label %450

527:                                              ; preds = %523
  %528 = icmp ult i32 %520, %411
  br i1 %528, label %529, label %1003

529:                                              ; preds = %527, %529
  %530 = phi i32 [ %538, %529 ], [ 256, %527 ]
  %531 = phi i32 [ %539, %529 ], [ 0, %527 ]
  %532 = add nsw i32 %531, %530
  %533 = ashr i32 %532, 1
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds i32, ptr %22, i64 %534
  %536 = load i32, ptr %535, align 4, !tbaa !50
  %537 = icmp sgt i32 %536, %520
  %538 = select i1 %537, i32 %533, i32 %530
  %539 = select i1 %537, i32 %531, i32 %533
  %540 = sub nsw i32 %538, %539
  %541 = icmp eq i32 %540, 1
  br i1 %541, label %542, label %529, !llvm.loop !62

542:                                              ; preds = %529
  %543 = zext nneg i32 %520 to i64
  %544 = getelementptr inbounds i16, ptr %427, i64 %543
  %545 = load i16, ptr %544, align 2, !tbaa !74
  %546 = zext i16 %545 to i32
  %547 = lshr i32 %520, 1
  %548 = zext nneg i32 %547 to i64
  %549 = getelementptr inbounds i8, ptr %432, i64 %548
  %550 = load i8, ptr %549, align 1, !tbaa !41
  %551 = zext i8 %550 to i32
  %552 = shl nuw nsw i32 %509, 2
  %553 = and i32 %552, 4
  %554 = lshr i32 %551, %553
  %555 = shl nuw nsw i32 %554, 16
  %556 = and i32 %555, 983040
  %557 = or disjoint i32 %556, %546
  store i32 %557, ptr %20, align 4, !tbaa !71
  %558 = add nsw i32 %400, 4
  store i32 %558, ptr %17, align 4, !tbaa !68
  %559 = and i32 %539, 255
  %560 = add nuw nsw i32 %559, 4
  store i32 %560, ptr %14, align 8, !tbaa !65
  %561 = icmp ult i32 %557, %411
  br i1 %561, label %562, label %1003

562:                                              ; preds = %542, %562
  %563 = phi i32 [ %571, %562 ], [ 256, %542 ]
  %564 = phi i32 [ %572, %562 ], [ 0, %542 ]
  %565 = add nsw i32 %564, %563
  %566 = ashr i32 %565, 1
  %567 = sext i32 %566 to i64
  %568 = getelementptr inbounds i32, ptr %22, i64 %567
  %569 = load i32, ptr %568, align 4, !tbaa !50
  %570 = icmp sgt i32 %569, %557
  %571 = select i1 %570, i32 %566, i32 %563
  %572 = select i1 %570, i32 %564, i32 %566
  %573 = sub nsw i32 %571, %572
  %574 = icmp eq i32 %573, 1
  br i1 %574, label %575, label %562, !llvm.loop !62

575:                                              ; preds = %562
  store i32 %572, ptr %19, align 8, !tbaa !70
  %576 = zext nneg i32 %557 to i64
  %577 = getelementptr inbounds i16, ptr %427, i64 %576
  %578 = load i16, ptr %577, align 2, !tbaa !74
  %579 = zext i16 %578 to i32
  %580 = lshr i32 %557, 1
  %581 = zext nneg i32 %580 to i64
  %582 = getelementptr inbounds i8, ptr %432, i64 %581
  %583 = load i8, ptr %582, align 1, !tbaa !41
  %584 = zext i8 %583 to i32
  %585 = shl nuw nsw i32 %546, 2
  %586 = and i32 %585, 4
  %587 = lshr i32 %584, %586
  %588 = shl nuw nsw i32 %587, 16
  %589 = and i32 %588, 983040
  %590 = or disjoint i32 %589, %579
  store i32 %590, ptr %20, align 4, !tbaa !71
  %591 = add nsw i32 %400, 5
  store i32 %591, ptr %17, align 4, !tbaa !68
  br label %450

592:                                              ; preds = %36
  br i1 %40, label %788, label %593

593:                                              ; preds = %592
  %594 = load ptr, ptr %5, align 8, !tbaa !53
  %595 = getelementptr inbounds i8, ptr %594, i64 32
  %596 = load i32, ptr %595, align 8, !tbaa !45
  %597 = icmp eq i32 %596, 0
  br i1 %597, label %949, label %598

598:                                              ; preds = %593
  %599 = load i32, ptr %14, align 8, !tbaa !65
  br label %600

600:                                              ; preds = %598, %637
  %601 = phi ptr [ %594, %598 ], [ %622, %637 ]
  %602 = phi i32 [ %599, %598 ], [ %621, %637 ]
  %603 = getelementptr inbounds i8, ptr %601, i64 32
  br label %604

604:                                              ; preds = %600, %681
  %605 = phi i32 [ 1, %681 ], [ %602, %600 ]
  %606 = icmp eq i32 %605, 0
  br i1 %606, label %639, label %607

607:                                              ; preds = %604
  %608 = load i8, ptr %15, align 4, !tbaa !66
  %609 = getelementptr inbounds i8, ptr %601, i64 24
  %610 = load ptr, ptr %609, align 8, !tbaa !46
  store i8 %608, ptr %610, align 1, !tbaa !41
  %611 = load i32, ptr %16, align 8, !tbaa !67
  %612 = shl i32 %611, 8
  %613 = lshr i32 %611, 24
  %614 = zext i8 %608 to i32
  %615 = xor i32 %613, %614
  %616 = zext nneg i32 %615 to i64
  %617 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %616
  %618 = load i32, ptr %617, align 4, !tbaa !50
  %619 = xor i32 %618, %612
  store i32 %619, ptr %16, align 8, !tbaa !67
  %620 = load i32, ptr %14, align 8, !tbaa !65
  %621 = add nsw i32 %620, -1
  store i32 %621, ptr %14, align 8, !tbaa !65
  %622 = load ptr, ptr %5, align 8, !tbaa !53
  %623 = getelementptr inbounds i8, ptr %622, i64 24
  %624 = load ptr, ptr %623, align 8, !tbaa !46
  %625 = getelementptr inbounds i8, ptr %624, i64 1
  store ptr %625, ptr %623, align 8, !tbaa !46
  %626 = getelementptr inbounds i8, ptr %622, i64 32
  %627 = load i32, ptr %626, align 8, !tbaa !45
  %628 = add i32 %627, -1
  store i32 %628, ptr %626, align 8, !tbaa !45
  %629 = getelementptr inbounds i8, ptr %622, i64 36
  %630 = load i32, ptr %629, align 4, !tbaa !33
  %631 = add i32 %630, 1
  store i32 %631, ptr %629, align 4, !tbaa !33
  %632 = icmp eq i32 %631, 0
  br i1 %632, label %633, label %637

633:                                              ; preds = %607
  %634 = getelementptr inbounds i8, ptr %622, i64 40
  %635 = load i32, ptr %634, align 8, !tbaa !34
  %636 = add i32 %635, 1
  store i32 %636, ptr %634, align 8, !tbaa !34
  br label %637

637:                                              ; preds = %633, %607
  %638 = icmp eq i32 %628, 0
  br i1 %638, label %949, label %600

639:                                              ; preds = %604
  %640 = load i32, ptr %17, align 4, !tbaa !68
  %641 = load i32, ptr %18, align 8, !tbaa !69
  %642 = add nsw i32 %641, 1
  %643 = icmp eq i32 %640, %642
  br i1 %643, label %949, label %644

644:                                              ; preds = %639
  %645 = icmp sgt i32 %640, %642
  br i1 %645, label %1003, label %646

646:                                              ; preds = %644
  store i32 1, ptr %14, align 8, !tbaa !65
  %647 = load i32, ptr %19, align 8, !tbaa !70
  %648 = trunc i32 %647 to i8
  store i8 %648, ptr %15, align 4, !tbaa !66
  %649 = load i32, ptr %20, align 4, !tbaa !71
  %650 = load i32, ptr %21, align 8, !tbaa !72
  %651 = mul i32 %650, 100000
  %652 = icmp ult i32 %649, %651
  br i1 %652, label %653, label %1003

653:                                              ; preds = %646
  %654 = load ptr, ptr %27, align 8, !tbaa !79
  %655 = zext i32 %649 to i64
  %656 = getelementptr inbounds i32, ptr %654, i64 %655
  %657 = load i32, ptr %656, align 4, !tbaa !50
  %658 = lshr i32 %657, 8
  store i32 %658, ptr %20, align 4, !tbaa !71
  %659 = load i32, ptr %25, align 8, !tbaa !77
  %660 = icmp eq i32 %659, 0
  br i1 %660, label %661, label %669

661:                                              ; preds = %653
  %662 = load i32, ptr %26, align 4, !tbaa !78
  %663 = sext i32 %662 to i64
  %664 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %663
  %665 = load i32, ptr %664, align 4, !tbaa !50
  %666 = add nsw i32 %662, 1
  %667 = icmp eq i32 %666, 512
  %668 = select i1 %667, i32 0, i32 %666
  store i32 %668, ptr %26, align 4
  br label %669

669:                                              ; preds = %661, %653
  %670 = phi i32 [ %665, %661 ], [ %659, %653 ]
  %671 = add nsw i32 %670, -1
  store i32 %671, ptr %25, align 8, !tbaa !77
  %672 = add nsw i32 %640, 1
  store i32 %672, ptr %17, align 4, !tbaa !68
  %673 = icmp eq i32 %640, %641
  br i1 %673, label %681, label %674

674:                                              ; preds = %669
  %675 = icmp eq i32 %671, 1
  %676 = zext i1 %675 to i32
  %677 = and i32 %657, 255
  %678 = xor i32 %677, %676
  %679 = icmp eq i32 %678, %647
  br i1 %679, label %684, label %680

680:                                              ; preds = %674
  store i32 %678, ptr %19, align 8, !tbaa !70
  br label %681

681:                                              ; preds = %781, %739, %728, %711, %700, %680, %669
  %682 = load i32, ptr %603, align 8, !tbaa !45
  %683 = icmp eq i32 %682, 0
  br i1 %683, label %949, label %604

684:                                              ; preds = %674
  store i32 2, ptr %14, align 8, !tbaa !65
  %685 = icmp ult i32 %658, %651
  br i1 %685, label %686, label %1003

686:                                              ; preds = %684
  %687 = zext nneg i32 %658 to i64
  %688 = getelementptr inbounds i32, ptr %654, i64 %687
  %689 = load i32, ptr %688, align 4, !tbaa !50
  %690 = lshr i32 %689, 8
  store i32 %690, ptr %20, align 4, !tbaa !71
  %691 = icmp eq i32 %671, 0
  br i1 %691, label %692, label %700

692:                                              ; preds = %686
  %693 = load i32, ptr %26, align 4, !tbaa !78
  %694 = sext i32 %693 to i64
  %695 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %694
  %696 = load i32, ptr %695, align 4, !tbaa !50
  %697 = add nsw i32 %693, 1
  %698 = icmp eq i32 %697, 512
  %699 = select i1 %698, i32 0, i32 %697
  store i32 %699, ptr %26, align 4
  br label %700

700:                                              ; preds = %692, %686
  %701 = phi i32 [ %696, %692 ], [ %671, %686 ]
  %702 = add nsw i32 %701, -1
  store i32 %702, ptr %25, align 8, !tbaa !77
  %703 = add nsw i32 %640, 2
  store i32 %703, ptr %17, align 4, !tbaa !68
  %704 = icmp eq i32 %672, %641
  br i1 %704, label %681, label %705

705:                                              ; preds = %700
  %706 = icmp eq i32 %702, 1
  %707 = zext i1 %706 to i32
  %708 = and i32 %689, 255
  %709 = xor i32 %708, %707
  %710 = icmp eq i32 %709, %647
  br i1 %710, label %712, label %711

711:                                              ; preds = %705
  store i32 %709, ptr %19, align 8, !tbaa !70
  br label %681

712:                                              ; preds = %705
  store i32 3, ptr %14, align 8, !tbaa !65
  %713 = icmp ult i32 %690, %651
  br i1 %713, label %714, label %1003

714:                                              ; preds = %712
  %715 = zext nneg i32 %690 to i64
  %716 = getelementptr inbounds i32, ptr %654, i64 %715
  %717 = load i32, ptr %716, align 4, !tbaa !50
  %718 = lshr i32 %717, 8
  store i32 %718, ptr %20, align 4, !tbaa !71
  %719 = icmp eq i32 %702, 0
  br i1 %719, label %720, label %728

720:                                              ; preds = %714
  %721 = load i32, ptr %26, align 4, !tbaa !78
  %722 = sext i32 %721 to i64
  %723 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %722
  %724 = load i32, ptr %723, align 4, !tbaa !50
  %725 = add nsw i32 %721, 1
  %726 = icmp eq i32 %725, 512
  %727 = select i1 %726, i32 0, i32 %725
  store i32 %727, ptr %26, align 4
  br label %728

728:                                              ; preds = %720, %714
  %729 = phi i32 [ %724, %720 ], [ %702, %714 ]
  %730 = add nsw i32 %729, -1
  store i32 %730, ptr %25, align 8, !tbaa !77
  %731 = add nsw i32 %640, 3
  store i32 %731, ptr %17, align 4, !tbaa !68
  %732 = icmp eq i32 %703, %641
  br i1 %732, label %681, label %733

733:                                              ; preds = %728
  %734 = icmp eq i32 %730, 1
  %735 = zext i1 %734 to i32
  %736 = and i32 %717, 255
  %737 = xor i32 %736, %735
  %738 = icmp eq i32 %737, %647
  br i1 %738, label %740, label %739

739:                                              ; preds = %733
  store i32 %737, ptr %19, align 8, !tbaa !70
  br label %681

740:                                              ; preds = %733
  %741 = icmp ult i32 %718, %651
  br i1 %741, label %742, label %1003

742:                                              ; preds = %740
  %743 = zext nneg i32 %718 to i64
  %744 = getelementptr inbounds i32, ptr %654, i64 %743
  %745 = load i32, ptr %744, align 4, !tbaa !50
  %746 = lshr i32 %745, 8
  store i32 %746, ptr %20, align 4, !tbaa !71
  %747 = icmp eq i32 %730, 0
  br i1 %747, label %748, label %756

748:                                              ; preds = %742
  %749 = load i32, ptr %26, align 4, !tbaa !78
  %750 = sext i32 %749 to i64
  %751 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %750
  %752 = load i32, ptr %751, align 4, !tbaa !50
  %753 = add nsw i32 %749, 1
  %754 = icmp eq i32 %753, 512
  %755 = select i1 %754, i32 0, i32 %753
  store i32 %755, ptr %26, align 4
  br label %756

756:                                              ; preds = %748, %742
  %757 = phi i32 [ %752, %748 ], [ %730, %742 ]
  %758 = add nsw i32 %757, -1
  store i32 %758, ptr %25, align 8, !tbaa !77
  %759 = icmp eq i32 %758, 1
  %760 = zext i1 %759 to i32
  %761 = add nsw i32 %640, 4
  store i32 %761, ptr %17, align 4, !tbaa !68
  %762 = and i32 %745, 255
  %763 = xor i32 %762, %760
  %764 = add nuw nsw i32 %763, 4
  store i32 %764, ptr %14, align 8, !tbaa !65
  %765 = icmp ult i32 %746, %651
  br i1 %765, label %766, label %1003

766:                                              ; preds = %756
  %767 = zext nneg i32 %746 to i64
  %768 = getelementptr inbounds i32, ptr %654, i64 %767
  %769 = load i32, ptr %768, align 4, !tbaa !50
  %770 = and i32 %769, 255
  store i32 %770, ptr %19, align 8, !tbaa !70
  %771 = lshr i32 %769, 8
  store i32 %771, ptr %20, align 4, !tbaa !71
  %772 = icmp eq i32 %758, 0
  br i1 %772, label %773, label %781

773:                                              ; preds = %766
  %774 = load i32, ptr %26, align 4, !tbaa !78
  %775 = sext i32 %774 to i64
  %776 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %775
  %777 = load i32, ptr %776, align 4, !tbaa !50
  %778 = add nsw i32 %774, 1
  %779 = icmp eq i32 %778, 512
  %780 = select i1 %779, i32 0, i32 %778
  store i32 %780, ptr %26, align 4
  br label %781

781:                                              ; preds = %773, %766
  %782 = phi i32 [ %777, %773 ], [ %758, %766 ]
  %783 = add nsw i32 %782, -1
  store i32 %783, ptr %25, align 8, !tbaa !77
  %784 = icmp eq i32 %783, 1
  %785 = zext i1 %784 to i32
  %786 = xor i32 %770, %785
  store i32 %786, ptr %19, align 8, !tbaa !70
  %787 = add nsw i32 %640, 5
  store i32 %787, ptr %17, align 4, !tbaa !68
  br label %681

788:                                              ; preds = %592
  %789 = load i32, ptr %16, align 8, !tbaa !67
  %790 = load i8, ptr %15, align 4, !tbaa !66
  %791 = load i32, ptr %14, align 8, !tbaa !65
  %792 = load i32, ptr %17, align 4, !tbaa !68
  %793 = load i32, ptr %19, align 8, !tbaa !70
  %794 = load ptr, ptr %27, align 8, !tbaa !79
  %795 = load i32, ptr %20, align 4, !tbaa !71
  %796 = load ptr, ptr %5, align 8, !tbaa !53
  %797 = getelementptr inbounds i8, ptr %796, i64 24
  %798 = load ptr, ptr %797, align 8, !tbaa !46
  %799 = getelementptr inbounds i8, ptr %796, i64 32
  %800 = load i32, ptr %799, align 8, !tbaa !45
  %801 = load i32, ptr %21, align 8, !tbaa !72
  %802 = load i32, ptr %18, align 8, !tbaa !69
  %803 = add nsw i32 %802, 1
  %804 = mul i32 %801, 100000
  br label %805

805:                                              ; preds = %922, %788
  %806 = phi i32 [ %791, %788 ], [ %923, %922 ]
  %807 = phi i32 [ %792, %788 ], [ %924, %922 ]
  %808 = phi i32 [ %793, %788 ], [ %925, %922 ]
  %809 = phi i8 [ %790, %788 ], [ %869, %922 ]
  %810 = phi i32 [ %795, %788 ], [ %926, %922 ]
  %811 = phi ptr [ %798, %788 ], [ %862, %922 ]
  %812 = phi i32 [ %800, %788 ], [ %863, %922 ]
  %813 = phi i32 [ %789, %788 ], [ %864, %922 ]
  %814 = icmp sgt i32 %806, 0
  br i1 %814, label %815, label %857

815:                                              ; preds = %805
  %816 = icmp eq i32 %812, 0
  br i1 %816, label %927, label %817

817:                                              ; preds = %815
  %818 = zext i8 %809 to i32
  br label %819

819:                                              ; preds = %825, %817
  %820 = phi i32 [ %813, %817 ], [ %832, %825 ]
  %821 = phi i32 [ %812, %817 ], [ %835, %825 ]
  %822 = phi ptr [ %811, %817 ], [ %834, %825 ]
  %823 = phi i32 [ %806, %817 ], [ %833, %825 ]
  %824 = icmp eq i32 %823, 1
  br i1 %824, label %837, label %825

825:                                              ; preds = %819
  store i8 %809, ptr %822, align 1, !tbaa !41
  %826 = shl i32 %820, 8
  %827 = lshr i32 %820, 24
  %828 = xor i32 %827, %818
  %829 = zext nneg i32 %828 to i64
  %830 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %829
  %831 = load i32, ptr %830, align 4, !tbaa !50
  %832 = xor i32 %831, %826
  %833 = add nsw i32 %823, -1
  %834 = getelementptr inbounds i8, ptr %822, i64 1
  %835 = add i32 %821, -1
  %836 = icmp eq i32 %835, 0
  br i1 %836, label %927, label %819

837:                                              ; preds = %819, %879, %871
  %838 = phi i32 [ %876, %879 ], [ %876, %871 ], [ %807, %819 ]
  %839 = phi i32 [ %859, %879 ], [ %877, %871 ], [ %808, %819 ]
  %840 = phi i8 [ %869, %879 ], [ %869, %871 ], [ %809, %819 ]
  %841 = phi i32 [ %875, %879 ], [ %875, %871 ], [ %810, %819 ]
  %842 = phi ptr [ %862, %879 ], [ %862, %871 ], [ %822, %819 ]
  %843 = phi i32 [ %863, %879 ], [ %863, %871 ], [ %821, %819 ]
  %844 = phi i32 [ %864, %879 ], [ %864, %871 ], [ %820, %819 ]
  %845 = icmp eq i32 %843, 0
  br i1 %845, label %927, label %846

846:                                              ; preds = %837
  store i8 %840, ptr %842, align 1, !tbaa !41
  %847 = shl i32 %844, 8
  %848 = lshr i32 %844, 24
  %849 = zext i8 %840 to i32
  %850 = xor i32 %848, %849
  %851 = zext nneg i32 %850 to i64
  %852 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %851
  %853 = load i32, ptr %852, align 4, !tbaa !50
  %854 = xor i32 %853, %847
  %855 = getelementptr inbounds i8, ptr %842, i64 1
  %856 = add i32 %843, -1
  br label %857

857:                                              ; preds = %846, %805
  %858 = phi i32 [ %838, %846 ], [ %807, %805 ]
  %859 = phi i32 [ %839, %846 ], [ %808, %805 ]
  %860 = phi i8 [ %840, %846 ], [ %809, %805 ]
  %861 = phi i32 [ %841, %846 ], [ %810, %805 ]
  %862 = phi ptr [ %855, %846 ], [ %811, %805 ]
  %863 = phi i32 [ %856, %846 ], [ %812, %805 ]
  %864 = phi i32 [ %854, %846 ], [ %813, %805 ]
  %865 = icmp sgt i32 %858, %803
  br i1 %865, label %1003, label %866

866:                                              ; preds = %857
  %867 = icmp eq i32 %858, %803
  br i1 %867, label %927, label %868

868:                                              ; preds = %866
  %869 = trunc i32 %859 to i8
  %870 = icmp ult i32 %861, %804
  br i1 %870, label %871, label %1003

871:                                              ; preds = %868
  %872 = zext i32 %861 to i64
  %873 = getelementptr inbounds i32, ptr %794, i64 %872
  %874 = load i32, ptr %873, align 4, !tbaa !50
  %875 = lshr i32 %874, 8
  %876 = add nsw i32 %858, 1
  %877 = and i32 %874, 255
  %878 = icmp eq i32 %877, %859
  br i1 %878, label %879, label %837

879:                                              ; preds = %871
  %880 = icmp eq i32 %858, %802
  br i1 %880, label %837, label %881

881:                                              ; preds = %879
  %882 = icmp ult i32 %875, %804
  br i1 %882, label %883, label %1003

883:                                              ; preds = %881
  %884 = zext nneg i32 %875 to i64
  %885 = getelementptr inbounds i32, ptr %794, i64 %884
  %886 = load i32, ptr %885, align 4, !tbaa !50
  %887 = lshr i32 %886, 8
  %888 = add nsw i32 %858, 2
  %889 = icmp eq i32 %888, %803
  br i1 %889, label %922, label %890

890:                                              ; preds = %883
  %891 = and i32 %886, 255
  %892 = icmp eq i32 %891, %859
  br i1 %892, label %893, label %922

893:                                              ; preds = %890
  %894 = icmp ult i32 %887, %804
  br i1 %894, label %895, label %1003

895:                                              ; preds = %893
  %896 = zext nneg i32 %887 to i64
  %897 = getelementptr inbounds i32, ptr %794, i64 %896
  %898 = load i32, ptr %897, align 4, !tbaa !50
  %899 = lshr i32 %898, 8
  %900 = add nsw i32 %858, 3
  %901 = icmp eq i32 %900, %803
  br i1 %901, label %922, label %902

902:                                              ; preds = %895
  %903 = and i32 %898, 255
  %904 = icmp eq i32 %903, %859
  br i1 %904, label %905, label %922

905:                                              ; preds = %902
  %906 = icmp ult i32 %899, %804
  br i1 %906, label %907, label %1003

907:                                              ; preds = %905
  %908 = zext nneg i32 %899 to i64
  %909 = getelementptr inbounds i32, ptr %794, i64 %908
  %910 = load i32, ptr %909, align 4, !tbaa !50
  %911 = lshr i32 %910, 8
  %912 = icmp ult i32 %911, %804
  br i1 %912, label %913, label %1003

913:                                              ; preds = %907
  %914 = and i32 %910, 255
  %915 = add nuw nsw i32 %914, 4
  %916 = zext nneg i32 %911 to i64
  %917 = getelementptr inbounds i32, ptr %794, i64 %916
  %918 = load i32, ptr %917, align 4, !tbaa !50
  %919 = and i32 %918, 255
  %920 = lshr i32 %918, 8
  %921 = add nsw i32 %858, 5
  br label %922

922:                                              ; preds = %913, %902, %895, %890, %883
  %923 = phi i32 [ 2, %883 ], [ 3, %895 ], [ %915, %913 ], [ 2, %890 ], [ 3, %902 ]
  %924 = phi i32 [ %803, %883 ], [ %803, %895 ], [ %921, %913 ], [ %888, %890 ], [ %900, %902 ]
  %925 = phi i32 [ %859, %883 ], [ %859, %895 ], [ %919, %913 ], [ %891, %890 ], [ %903, %902 ]
  %926 = phi i32 [ %887, %883 ], [ %899, %895 ], [ %920, %913 ], [ %887, %890 ], [ %899, %902 ]
  br label %805

927:                                              ; preds = %866, %837, %815, %825
  %928 = phi i32 [ %833, %825 ], [ 1, %837 ], [ 0, %866 ], [ %806, %815 ]
  %929 = phi i32 [ %807, %825 ], [ %838, %837 ], [ %803, %866 ], [ %807, %815 ]
  %930 = phi i32 [ %808, %825 ], [ %839, %837 ], [ %859, %866 ], [ %808, %815 ]
  %931 = phi i8 [ %809, %825 ], [ %840, %837 ], [ %860, %866 ], [ %809, %815 ]
  %932 = phi i32 [ %810, %825 ], [ %841, %837 ], [ %861, %866 ], [ %810, %815 ]
  %933 = phi ptr [ %834, %825 ], [ %842, %837 ], [ %862, %866 ], [ %811, %815 ]
  %934 = phi i32 [ 0, %825 ], [ 0, %837 ], [ %863, %866 ], [ 0, %815 ]
  %935 = phi i32 [ %832, %825 ], [ %844, %837 ], [ %864, %866 ], [ %813, %815 ]
  %936 = load ptr, ptr %5, align 8, !tbaa !53
  %937 = getelementptr inbounds i8, ptr %936, i64 36
  %938 = load i32, ptr %937, align 4, !tbaa !33
  %939 = sub i32 %800, %934
  %940 = add i32 %938, %939
  store i32 %940, ptr %937, align 4, !tbaa !33
  %941 = icmp ult i32 %940, %938
  br i1 %941, label %942, label %946

942:                                              ; preds = %927
  %943 = getelementptr inbounds i8, ptr %936, i64 40
  %944 = load i32, ptr %943, align 8, !tbaa !34
  %945 = add i32 %944, 1
  store i32 %945, ptr %943, align 8, !tbaa !34
  br label %946

946:                                              ; preds = %942, %927
  store i32 %935, ptr %16, align 8, !tbaa !67
  store i8 %931, ptr %15, align 4, !tbaa !66
  store i32 %928, ptr %14, align 8, !tbaa !65
  store i32 %929, ptr %17, align 4, !tbaa !68
  store i32 %930, ptr %19, align 8, !tbaa !70
  store ptr %794, ptr %27, align 8, !tbaa !79
  store i32 %932, ptr %20, align 4, !tbaa !71
  %947 = getelementptr inbounds i8, ptr %936, i64 24
  store ptr %933, ptr %947, align 8, !tbaa !46
  %948 = getelementptr inbounds i8, ptr %936, i64 32
  store i32 %934, ptr %948, align 8, !tbaa !45
  br label %949

949:                                              ; preds = %91, %158, %85, %399, %450, %393, %639, %681, %637, %46, %49, %593, %946
  %950 = load i32, ptr %17, align 4, !tbaa !68
  %951 = load i32, ptr %18, align 8, !tbaa !69
  %952 = add nsw i32 %951, 1
  %953 = icmp eq i32 %950, %952
  br i1 %953, label %954, label %1003

954:                                              ; preds = %949
  %955 = load i32, ptr %14, align 8, !tbaa !65
  %956 = icmp eq i32 %955, 0
  br i1 %956, label %957, label %1003

957:                                              ; preds = %954
  %958 = load i32, ptr %16, align 8, !tbaa !67
  %959 = xor i32 %958, -1
  store i32 %959, ptr %16, align 8, !tbaa !67
  %960 = load i32, ptr %28, align 4, !tbaa !61
  %961 = icmp sgt i32 %960, 2
  br i1 %961, label %962, label %967

962:                                              ; preds = %957
  %963 = load ptr, ptr @stderr, align 8, !tbaa !5
  %964 = load i32, ptr %29, align 8, !tbaa !80
  %965 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %963, ptr noundef nonnull @.str.2, i32 noundef %964, i32 noundef %959) #21
  %966 = load i32, ptr %28, align 4, !tbaa !61
  br label %967

967:                                              ; preds = %962, %957
  %968 = phi i32 [ %966, %962 ], [ %960, %957 ]
  %969 = icmp sgt i32 %968, 1
  br i1 %969, label %970, label %973

970:                                              ; preds = %967
  %971 = load ptr, ptr @stderr, align 8, !tbaa !5
  %972 = tail call i32 @fputc(i32 93, ptr %971)
  br label %973

973:                                              ; preds = %970, %967
  %974 = load i32, ptr %16, align 8, !tbaa !67
  %975 = load i32, ptr %29, align 8, !tbaa !80
  %976 = icmp eq i32 %974, %975
  br i1 %976, label %977, label %1003

977:                                              ; preds = %973
  %978 = load i32, ptr %30, align 4, !tbaa !58
  %979 = tail call i32 @llvm.fshl.i32(i32 %978, i32 %978, i32 1)
  %980 = xor i32 %979, %974
  store i32 %980, ptr %30, align 4, !tbaa !58
  store i32 14, ptr %11, align 8, !tbaa !55
  br label %982

981:                                              ; preds = %35
  br i1 %34, label %982, label %35

982:                                              ; preds = %981, %977
  %983 = tail call i32 @BZ2_decompress(ptr noundef nonnull %5) #24
  %984 = icmp eq i32 %983, 4
  br i1 %984, label %985, label %1000

985:                                              ; preds = %982
  %986 = load i32, ptr %28, align 4, !tbaa !61
  %987 = icmp sgt i32 %986, 2
  br i1 %987, label %988, label %994

988:                                              ; preds = %985
  %989 = load ptr, ptr @stderr, align 8, !tbaa !5
  %990 = getelementptr inbounds i8, ptr %5, i64 3180
  %991 = load i32, ptr %990, align 4, !tbaa !81
  %992 = load i32, ptr %30, align 4, !tbaa !58
  %993 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %989, ptr noundef nonnull @.str.4, i32 noundef %991, i32 noundef %992) #21
  br label %994

994:                                              ; preds = %985, %988
  %995 = load i32, ptr %30, align 4, !tbaa !58
  %996 = getelementptr inbounds i8, ptr %5, i64 3180
  %997 = load i32, ptr %996, align 4, !tbaa !81
  %998 = icmp eq i32 %995, %997
  %999 = select i1 %998, i32 4, i32 -4
  br label %1003

1000:                                             ; preds = %982
  %1001 = load i32, ptr %11, align 8, !tbaa !55
  %1002 = icmp eq i32 %1001, 2
  br i1 %1002, label %32, label %1003

1003:                                             ; preds = %35, %949, %954, %973, %1000, %96, %98, %161, %213, %265, %305, %404, %406, %453, %490, %527, %542, %644, %646, %684, %712, %740, %756, %907, %905, %893, %881, %868, %857, %994, %7, %3, %1
  %1004 = phi i32 [ -2, %1 ], [ -2, %3 ], [ -2, %7 ], [ %999, %994 ], [ -4, %857 ], [ -4, %868 ], [ -4, %881 ], [ -4, %893 ], [ -4, %905 ], [ -4, %907 ], [ -4, %756 ], [ -4, %740 ], [ -4, %712 ], [ -4, %684 ], [ -4, %646 ], [ -4, %644 ], [ -4, %542 ], [ -4, %527 ], [ -4, %490 ], [ -4, %453 ], [ -4, %406 ], [ -4, %404 ], [ -4, %305 ], [ -4, %265 ], [ -4, %213 ], [ -4, %161 ], [ -4, %98 ], [ -4, %96 ], [ -1, %35 ], [ %983, %1000 ], [ -4, %973 ], [ 0, %954 ], [ 0, %949 ]
  ret i32 %1004
}

declare i32 @BZ2_decompress(ptr noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @BZ2_bzDecompressEnd(ptr noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %43, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !30
  %6 = icmp eq ptr %5, null
  br i1 %6, label %43, label %7

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !53
  %9 = icmp eq ptr %8, %0
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %5, i64 3152
  %12 = load ptr, ptr %11, align 8, !tbaa !79
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %0, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !13
  tail call void %16(ptr noundef %18, ptr noundef nonnull %12) #24
  br label %19

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds i8, ptr %5, i64 3160
  %21 = load ptr, ptr %20, align 8, !tbaa !73
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !12
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !13
  tail call void %25(ptr noundef %27, ptr noundef nonnull %21) #24
  br label %28

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %5, i64 3168
  %30 = load ptr, ptr %29, align 8, !tbaa !76
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 64
  %34 = load ptr, ptr %33, align 8, !tbaa !12
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !13
  tail call void %34(ptr noundef %36, ptr noundef nonnull %30) #24
  br label %37

37:                                               ; preds = %32, %28
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %0, i64 72
  %41 = load ptr, ptr %40, align 8, !tbaa !13
  %42 = load ptr, ptr %4, align 8, !tbaa !30
  tail call void %39(ptr noundef %41, ptr noundef %42) #24
  store ptr null, ptr %4, align 8, !tbaa !30
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
  store i32 0, ptr %0, align 4, !tbaa !50
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
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %47

19:                                               ; preds = %8
  %20 = tail call i32 @ferror(ptr noundef nonnull %1) #24
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  br i1 %6, label %47, label %23

23:                                               ; preds = %22
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %47

24:                                               ; preds = %19
  %25 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %29

27:                                               ; preds = %24
  br i1 %6, label %47, label %28

28:                                               ; preds = %27
  store i32 -3, ptr %0, align 4, !tbaa !50
  br label %47

29:                                               ; preds = %24
  br i1 %6, label %31, label %30

30:                                               ; preds = %29
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %31

31:                                               ; preds = %29, %30
  %32 = getelementptr inbounds i8, ptr %25, i64 5096
  store i32 0, ptr %32, align 8, !tbaa !82
  %33 = getelementptr inbounds i8, ptr %25, i64 5100
  store i8 0, ptr %33, align 4, !tbaa !84
  %34 = getelementptr inbounds i8, ptr %25, i64 5008
  store i32 0, ptr %34, align 8, !tbaa !85
  store ptr %1, ptr %25, align 8, !tbaa !86
  %35 = getelementptr inbounds i8, ptr %25, i64 5012
  store i8 1, ptr %35, align 4, !tbaa !87
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
  store i32 %40, ptr %0, align 4, !tbaa !50
  br label %44

44:                                               ; preds = %42, %43
  tail call void @free(ptr noundef nonnull %25) #24
  br label %47

45:                                               ; preds = %31
  %46 = getelementptr inbounds i8, ptr %25, i64 5024
  store i32 0, ptr %46, align 8, !tbaa !88
  store i8 1, ptr %33, align 4, !tbaa !84
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
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %7

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %10, align 8, !tbaa !82
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %16

16:                                               ; preds = %15, %14
  br i1 %8, label %85, label %17

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -2, ptr %18, align 8, !tbaa !82
  br label %85

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012
  %21 = load i8, ptr %20, align 4, !tbaa !87
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  br i1 %5, label %25, label %24

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !tbaa !50
  br label %25

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !tbaa !82
  br label %85

26:                                               ; preds = %19
  %27 = load ptr, ptr %1, align 8, !tbaa !86
  %28 = tail call i32 @ferror(ptr noundef %27) #24
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  br i1 %5, label %32, label %31

31:                                               ; preds = %30
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %32

32:                                               ; preds = %30, %31
  store i32 -6, ptr %10, align 8, !tbaa !82
  br label %85

33:                                               ; preds = %26
  %34 = icmp eq i32 %3, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  br i1 %5, label %37, label %36

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %37

37:                                               ; preds = %35, %36
  store i32 0, ptr %10, align 8, !tbaa !82
  br label %85

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %1, i64 5016
  %40 = getelementptr inbounds i8, ptr %1, i64 5024
  store i32 %3, ptr %40, align 8, !tbaa !88
  store ptr %2, ptr %39, align 8, !tbaa !89
  %41 = getelementptr inbounds i8, ptr %1, i64 5048
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = getelementptr inbounds i8, ptr %1, i64 5040
  %44 = getelementptr inbounds i8, ptr %1, i64 5064
  br label %45

45:                                               ; preds = %79, %38
  store i32 5000, ptr %41, align 8, !tbaa !90
  store ptr %42, ptr %43, align 8, !tbaa !91
  %46 = load ptr, ptr %44, align 8, !tbaa !30
  %47 = icmp eq ptr %46, null
  br i1 %47, label %58, label %48

48:                                               ; preds = %45
  %49 = load ptr, ptr %46, align 8, !tbaa !14
  %50 = icmp eq ptr %49, %39
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !20
  switch i32 %53, label %57 [
    i32 1, label %58
    i32 2, label %54
    i32 3, label %58
    i32 4, label %58
  ]

54:                                               ; preds = %51
  %55 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %39)
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %58, label %62

57:                                               ; preds = %51
  br label %58

58:                                               ; preds = %54, %45, %48, %51, %51, %51, %57
  %59 = phi i32 [ -1, %51 ], [ -1, %51 ], [ -1, %51 ], [ -2, %54 ], [ -2, %45 ], [ -2, %48 ], [ 0, %57 ]
  br i1 %5, label %61, label %60

60:                                               ; preds = %58
  store i32 %59, ptr %0, align 4, !tbaa !50
  br label %61

61:                                               ; preds = %58, %60
  store i32 %59, ptr %10, align 8, !tbaa !82
  br label %85

62:                                               ; preds = %54
  %63 = load i32, ptr %41, align 8, !tbaa !90
  %64 = icmp ult i32 %63, 5000
  br i1 %64, label %65, label %79

65:                                               ; preds = %62
  %66 = sub nuw nsw i32 5000, %63
  %67 = zext nneg i32 %66 to i64
  %68 = load ptr, ptr %1, align 8, !tbaa !86
  %69 = tail call i64 @fwrite(ptr noundef nonnull %42, i64 noundef 1, i64 noundef %67, ptr noundef %68)
  %70 = trunc i64 %69 to i32
  %71 = icmp eq i32 %66, %70
  br i1 %71, label %72, label %76

72:                                               ; preds = %65
  %73 = load ptr, ptr %1, align 8, !tbaa !86
  %74 = tail call i32 @ferror(ptr noundef %73) #24
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72, %65
  br i1 %5, label %78, label %77

77:                                               ; preds = %76
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %78

78:                                               ; preds = %76, %77
  store i32 -6, ptr %10, align 8, !tbaa !82
  br label %85

79:                                               ; preds = %72, %62
  %80 = load i32, ptr %40, align 8, !tbaa !88
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %45

82:                                               ; preds = %79
  br i1 %5, label %84, label %83

83:                                               ; preds = %82
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %84

84:                                               ; preds = %82, %83
  store i32 0, ptr %10, align 8, !tbaa !82
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
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %198

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %1, i64 5012
  %14 = load i8, ptr %13, align 4, !tbaa !87
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = icmp eq ptr %0, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %16
  store i32 -1, ptr %0, align 4, !tbaa !50
  br label %19

19:                                               ; preds = %16, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -1, ptr %20, align 8, !tbaa !82
  br label %198

21:                                               ; preds = %12
  %22 = load ptr, ptr %1, align 8, !tbaa !86
  %23 = tail call i32 @ferror(ptr noundef %22) #24
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = icmp eq ptr %0, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %28

28:                                               ; preds = %25, %27
  %29 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -6, ptr %29, align 8, !tbaa !82
  br label %198

30:                                               ; preds = %21
  %31 = icmp eq ptr %3, null
  br i1 %31, label %33, label %32

32:                                               ; preds = %30
  store i32 0, ptr %3, align 4, !tbaa !50
  br label %33

33:                                               ; preds = %32, %30
  %34 = icmp eq ptr %4, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %33
  store i32 0, ptr %4, align 4, !tbaa !50
  br label %36

36:                                               ; preds = %35, %33
  %37 = icmp eq ptr %5, null
  br i1 %37, label %39, label %38

38:                                               ; preds = %36
  store i32 0, ptr %5, align 4, !tbaa !50
  br label %39

39:                                               ; preds = %38, %36
  %40 = icmp eq ptr %6, null
  br i1 %40, label %42, label %41

41:                                               ; preds = %39
  store i32 0, ptr %6, align 4, !tbaa !50
  br label %42

42:                                               ; preds = %41, %39
  %43 = icmp eq i32 %2, 0
  br i1 %43, label %44, label %136

44:                                               ; preds = %42
  %45 = getelementptr inbounds i8, ptr %1, i64 5096
  %46 = load i32, ptr %45, align 8, !tbaa !82
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
  store i32 5000, ptr %50, align 8, !tbaa !90
  store ptr %51, ptr %52, align 8, !tbaa !91
  %56 = load ptr, ptr %53, align 8, !tbaa !30
  %57 = icmp eq ptr %56, null
  br i1 %57, label %96, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %56, align 8, !tbaa !14
  %60 = icmp eq ptr %59, %49
  br i1 %60, label %61, label %96

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %56, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !20
  %64 = getelementptr inbounds i8, ptr %56, i64 16
  switch i32 %63, label %95 [
    i32 1, label %96
    i32 2, label %67
    i32 3, label %96
    i32 4, label %65
  ]

65:                                               ; preds = %61
  %66 = load i32, ptr %64, align 8, !tbaa !44
  br label %69

67:                                               ; preds = %61
  %68 = load i32, ptr %54, align 8, !tbaa !43
  store i32 %68, ptr %64, align 8, !tbaa !44
  store i32 4, ptr %62, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %65, %67
  %70 = phi i32 [ %66, %65 ], [ %68, %67 ]
  %71 = getelementptr inbounds i8, ptr %59, i64 8
  %72 = load i32, ptr %71, align 8, !tbaa !43
  %73 = icmp eq i32 %70, %72
  br i1 %73, label %74, label %96

74:                                               ; preds = %69
  %75 = tail call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %49)
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %96, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %64, align 8, !tbaa !44
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %101

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %56, i64 92
  %82 = load i32, ptr %81, align 4, !tbaa !35
  %83 = icmp ult i32 %82, 256
  br i1 %83, label %84, label %88

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %56, i64 96
  %86 = load i32, ptr %85, align 8, !tbaa !36
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %101, label %88

88:                                               ; preds = %84, %80
  %89 = getelementptr inbounds i8, ptr %56, i64 120
  %90 = load i32, ptr %89, align 8, !tbaa !39
  %91 = getelementptr inbounds i8, ptr %56, i64 116
  %92 = load i32, ptr %91, align 4, !tbaa !38
  %93 = icmp slt i32 %90, %92
  br i1 %93, label %101, label %94

94:                                               ; preds = %88
  store i32 1, ptr %62, align 8, !tbaa !20
  br label %101

95:                                               ; preds = %61
  br label %96

96:                                               ; preds = %55, %58, %69, %74, %61, %61, %95
  %97 = phi i32 [ -1, %61 ], [ -1, %61 ], [ -2, %55 ], [ -2, %58 ], [ -1, %69 ], [ -1, %74 ], [ 0, %95 ]
  %98 = icmp eq ptr %0, null
  br i1 %98, label %100, label %99

99:                                               ; preds = %96
  store i32 %97, ptr %0, align 4, !tbaa !50
  br label %100

100:                                              ; preds = %96, %99
  store i32 %97, ptr %45, align 8, !tbaa !82
  br label %198

101:                                              ; preds = %94, %88, %84, %77
  %102 = phi i1 [ true, %94 ], [ false, %88 ], [ false, %77 ], [ false, %84 ]
  %103 = load i32, ptr %50, align 8, !tbaa !90
  %104 = icmp ult i32 %103, 5000
  br i1 %104, label %105, label %120

105:                                              ; preds = %101
  %106 = sub nuw nsw i32 5000, %103
  %107 = zext nneg i32 %106 to i64
  %108 = load ptr, ptr %1, align 8, !tbaa !86
  %109 = tail call i64 @fwrite(ptr noundef nonnull %51, i64 noundef 1, i64 noundef %107, ptr noundef %108)
  %110 = trunc i64 %109 to i32
  %111 = icmp eq i32 %106, %110
  br i1 %111, label %112, label %116

112:                                              ; preds = %105
  %113 = load ptr, ptr %1, align 8, !tbaa !86
  %114 = tail call i32 @ferror(ptr noundef %113) #24
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %120, label %116

116:                                              ; preds = %112, %105
  %117 = icmp eq ptr %0, null
  br i1 %117, label %119, label %118

118:                                              ; preds = %116
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %119

119:                                              ; preds = %116, %118
  store i32 -6, ptr %45, align 8, !tbaa !82
  br label %198

120:                                              ; preds = %112, %101
  br i1 %102, label %121, label %55

121:                                              ; preds = %120
  %122 = load ptr, ptr %1, align 8, !tbaa !86
  br label %123

123:                                              ; preds = %121, %44
  %124 = phi ptr [ %122, %121 ], [ %22, %44 ]
  %125 = tail call i32 @ferror(ptr noundef %124) #24
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %136

127:                                              ; preds = %123
  %128 = tail call i32 @fflush(ptr noundef %124)
  %129 = load ptr, ptr %1, align 8, !tbaa !86
  %130 = tail call i32 @ferror(ptr noundef %129) #24
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %136, label %132

132:                                              ; preds = %127
  %133 = icmp eq ptr %0, null
  br i1 %133, label %135, label %134

134:                                              ; preds = %132
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %135

135:                                              ; preds = %132, %134
  store i32 -6, ptr %45, align 8, !tbaa !82
  br label %198

136:                                              ; preds = %42, %127, %123
  br i1 %31, label %140, label %137

137:                                              ; preds = %136
  %138 = getelementptr inbounds i8, ptr %1, i64 5028
  %139 = load i32, ptr %138, align 4, !tbaa !92
  store i32 %139, ptr %3, align 4, !tbaa !50
  br label %140

140:                                              ; preds = %137, %136
  br i1 %34, label %144, label %141

141:                                              ; preds = %140
  %142 = getelementptr inbounds i8, ptr %1, i64 5032
  %143 = load i32, ptr %142, align 8, !tbaa !93
  store i32 %143, ptr %4, align 4, !tbaa !50
  br label %144

144:                                              ; preds = %141, %140
  br i1 %37, label %148, label %145

145:                                              ; preds = %144
  %146 = getelementptr inbounds i8, ptr %1, i64 5052
  %147 = load i32, ptr %146, align 4, !tbaa !94
  store i32 %147, ptr %5, align 4, !tbaa !50
  br label %148

148:                                              ; preds = %145, %144
  br i1 %40, label %152, label %149

149:                                              ; preds = %148
  %150 = getelementptr inbounds i8, ptr %1, i64 5056
  %151 = load i32, ptr %150, align 8, !tbaa !95
  store i32 %151, ptr %6, align 4, !tbaa !50
  br label %152

152:                                              ; preds = %149, %148
  %153 = icmp eq ptr %0, null
  br i1 %153, label %155, label %154

154:                                              ; preds = %152
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %155

155:                                              ; preds = %152, %154
  %156 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %156, align 8, !tbaa !82
  %157 = getelementptr inbounds i8, ptr %1, i64 5064
  %158 = load ptr, ptr %157, align 8, !tbaa !30
  %159 = icmp eq ptr %158, null
  br i1 %159, label %197, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %1, i64 5016
  %162 = load ptr, ptr %158, align 8, !tbaa !14
  %163 = icmp eq ptr %162, %161
  br i1 %163, label %164, label %197

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %158, i64 24
  %166 = load ptr, ptr %165, align 8, !tbaa !16
  %167 = icmp eq ptr %166, null
  br i1 %167, label %173, label %168

168:                                              ; preds = %164
  %169 = getelementptr inbounds i8, ptr %1, i64 5080
  %170 = load ptr, ptr %169, align 8, !tbaa !12
  %171 = getelementptr inbounds i8, ptr %1, i64 5088
  %172 = load ptr, ptr %171, align 8, !tbaa !13
  tail call void %170(ptr noundef %172, ptr noundef nonnull %166) #24
  br label %173

173:                                              ; preds = %168, %164
  %174 = getelementptr inbounds i8, ptr %158, i64 32
  %175 = load ptr, ptr %174, align 8, !tbaa !17
  %176 = icmp eq ptr %175, null
  br i1 %176, label %182, label %177

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %1, i64 5080
  %179 = load ptr, ptr %178, align 8, !tbaa !12
  %180 = getelementptr inbounds i8, ptr %1, i64 5088
  %181 = load ptr, ptr %180, align 8, !tbaa !13
  tail call void %179(ptr noundef %181, ptr noundef nonnull %175) #24
  br label %182

182:                                              ; preds = %177, %173
  %183 = getelementptr inbounds i8, ptr %158, i64 40
  %184 = load ptr, ptr %183, align 8, !tbaa !18
  %185 = icmp eq ptr %184, null
  br i1 %185, label %191, label %186

186:                                              ; preds = %182
  %187 = getelementptr inbounds i8, ptr %1, i64 5080
  %188 = load ptr, ptr %187, align 8, !tbaa !12
  %189 = getelementptr inbounds i8, ptr %1, i64 5088
  %190 = load ptr, ptr %189, align 8, !tbaa !13
  tail call void %188(ptr noundef %190, ptr noundef nonnull %184) #24
  br label %191

191:                                              ; preds = %186, %182
  %192 = getelementptr inbounds i8, ptr %1, i64 5080
  %193 = load ptr, ptr %192, align 8, !tbaa !12
  %194 = getelementptr inbounds i8, ptr %1, i64 5088
  %195 = load ptr, ptr %194, align 8, !tbaa !13
  %196 = load ptr, ptr %157, align 8, !tbaa !30
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
  store i32 0, ptr %0, align 4, !tbaa !50
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
  br i1 %7, label %90, label %24

24:                                               ; preds = %23
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %90

25:                                               ; preds = %19
  %26 = tail call i32 @ferror(ptr noundef nonnull %1) #24
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  br i1 %7, label %90, label %29

29:                                               ; preds = %28
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %90

30:                                               ; preds = %25
  %31 = tail call noalias dereferenceable_or_null(5104) ptr @malloc(i64 noundef 5104) #25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  br i1 %7, label %90, label %34

34:                                               ; preds = %33
  store i32 -3, ptr %0, align 4, !tbaa !50
  br label %90

35:                                               ; preds = %30
  br i1 %7, label %37, label %36

36:                                               ; preds = %35
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %37

37:                                               ; preds = %35, %36
  %38 = getelementptr inbounds i8, ptr %31, i64 5096
  store i32 0, ptr %38, align 8, !tbaa !82
  %39 = getelementptr inbounds i8, ptr %31, i64 5100
  store i8 0, ptr %39, align 4, !tbaa !84
  store ptr %1, ptr %31, align 8, !tbaa !86
  %40 = getelementptr inbounds i8, ptr %31, i64 5008
  store i32 0, ptr %40, align 8, !tbaa !85
  %41 = getelementptr inbounds i8, ptr %31, i64 5012
  store i8 0, ptr %41, align 4, !tbaa !87
  %42 = getelementptr inbounds i8, ptr %31, i64 5016
  %43 = getelementptr inbounds i8, ptr %31, i64 5072
  %44 = icmp sgt i32 %5, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  br i1 %44, label %45, label %80

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %31, i64 8
  %47 = and i32 %5, 1
  %48 = icmp eq i32 %5, 1
  br i1 %48, label %71, label %49

49:                                               ; preds = %45
  %50 = and i32 %5, 2147483646
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i32 [ 0, %49 ], [ %65, %51 ]
  %53 = phi ptr [ %4, %49 ], [ %66, %51 ]
  %54 = phi i32 [ 0, %49 ], [ %67, %51 ]
  %55 = load i8, ptr %53, align 1, !tbaa !41
  %56 = sext i32 %52 to i64
  %57 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %56
  store i8 %55, ptr %57, align 1, !tbaa !41
  %58 = load i32, ptr %40, align 8, !tbaa !85
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %40, align 8, !tbaa !85
  %60 = getelementptr inbounds i8, ptr %53, i64 1
  %61 = load i8, ptr %60, align 1, !tbaa !41
  %62 = sext i32 %59 to i64
  %63 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %62
  store i8 %61, ptr %63, align 1, !tbaa !41
  %64 = load i32, ptr %40, align 8, !tbaa !85
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %40, align 8, !tbaa !85
  %66 = getelementptr inbounds i8, ptr %53, i64 2
  %67 = add i32 %54, 2
  %68 = icmp eq i32 %67, %50
  br i1 %68, label %69, label %51, !llvm.loop !96

69:                                               ; preds = %51
  %70 = sext i32 %65 to i64
  br label %71

71:                                               ; preds = %69, %45
  %72 = phi i64 [ 0, %45 ], [ %70, %69 ]
  %73 = phi ptr [ %4, %45 ], [ %66, %69 ]
  %74 = icmp eq i32 %47, 0
  br i1 %74, label %80, label %75

75:                                               ; preds = %71
  %76 = load i8, ptr %73, align 1, !tbaa !41
  %77 = getelementptr inbounds [5000 x i8], ptr %46, i64 0, i64 %72
  store i8 %76, ptr %77, align 1, !tbaa !41
  %78 = load i32, ptr %40, align 8, !tbaa !85
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %40, align 8, !tbaa !85
  br label %80

80:                                               ; preds = %75, %71, %37
  %81 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %42, i32 noundef %2, i32 noundef %3)
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %86, label %83

83:                                               ; preds = %80
  br i1 %7, label %85, label %84

84:                                               ; preds = %83
  store i32 %81, ptr %0, align 4, !tbaa !50
  br label %85

85:                                               ; preds = %83, %84
  tail call void @free(ptr noundef nonnull %31) #24
  br label %90

86:                                               ; preds = %80
  %87 = load i32, ptr %40, align 8, !tbaa !85
  %88 = getelementptr inbounds i8, ptr %31, i64 5024
  store i32 %87, ptr %88, align 8, !tbaa !88
  %89 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %89, ptr %42, align 8, !tbaa !89
  store i8 1, ptr %39, align 4, !tbaa !84
  br label %90

90:                                               ; preds = %34, %33, %29, %28, %24, %23, %86, %85
  %91 = phi ptr [ null, %85 ], [ %31, %86 ], [ null, %23 ], [ null, %24 ], [ null, %28 ], [ null, %29 ], [ null, %33 ], [ null, %34 ]
  ret ptr %91
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_bzReadClose(ptr noundef writeonly %0, ptr noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = icmp eq ptr %1, null
  br i1 %5, label %67, label %8

6:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !tbaa !50
  %7 = icmp eq ptr %1, null
  br i1 %7, label %67, label %13

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %9, align 8, !tbaa !82
  %10 = getelementptr inbounds i8, ptr %1, i64 5012
  %11 = load i8, ptr %10, align 4, !tbaa !87
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %21, label %19

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %14, align 8, !tbaa !82
  %15 = getelementptr inbounds i8, ptr %1, i64 5012
  %16 = load i8, ptr %15, align 4, !tbaa !87
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !tbaa !50
  br label %19

19:                                               ; preds = %8, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -1, ptr %20, align 8, !tbaa !82
  br label %67

21:                                               ; preds = %13, %8
  %22 = getelementptr inbounds i8, ptr %1, i64 5100
  %23 = load i8, ptr %22, align 4, !tbaa !84
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %66, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %1, i64 5064
  %27 = load ptr, ptr %26, align 8, !tbaa !30
  %28 = icmp eq ptr %27, null
  br i1 %28, label %66, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %1, i64 5016
  %31 = load ptr, ptr %27, align 8, !tbaa !53
  %32 = icmp eq ptr %31, %30
  br i1 %32, label %33, label %66

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %27, i64 3152
  %35 = load ptr, ptr %34, align 8, !tbaa !79
  %36 = icmp eq ptr %35, null
  br i1 %36, label %42, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %1, i64 5080
  %39 = load ptr, ptr %38, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %1, i64 5088
  %41 = load ptr, ptr %40, align 8, !tbaa !13
  tail call void %39(ptr noundef %41, ptr noundef nonnull %35) #24
  br label %42

42:                                               ; preds = %37, %33
  %43 = getelementptr inbounds i8, ptr %27, i64 3160
  %44 = load ptr, ptr %43, align 8, !tbaa !73
  %45 = icmp eq ptr %44, null
  br i1 %45, label %51, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %1, i64 5080
  %48 = load ptr, ptr %47, align 8, !tbaa !12
  %49 = getelementptr inbounds i8, ptr %1, i64 5088
  %50 = load ptr, ptr %49, align 8, !tbaa !13
  tail call void %48(ptr noundef %50, ptr noundef nonnull %44) #24
  br label %51

51:                                               ; preds = %46, %42
  %52 = getelementptr inbounds i8, ptr %27, i64 3168
  %53 = load ptr, ptr %52, align 8, !tbaa !76
  %54 = icmp eq ptr %53, null
  br i1 %54, label %60, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %1, i64 5080
  %57 = load ptr, ptr %56, align 8, !tbaa !12
  %58 = getelementptr inbounds i8, ptr %1, i64 5088
  %59 = load ptr, ptr %58, align 8, !tbaa !13
  tail call void %57(ptr noundef %59, ptr noundef nonnull %53) #24
  br label %60

60:                                               ; preds = %55, %51
  %61 = getelementptr inbounds i8, ptr %1, i64 5080
  %62 = load ptr, ptr %61, align 8, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %1, i64 5088
  %64 = load ptr, ptr %63, align 8, !tbaa !13
  %65 = load ptr, ptr %26, align 8, !tbaa !30
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
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %7

7:                                                ; preds = %6, %4
  %8 = icmp eq ptr %1, null
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 0, ptr %10, align 8, !tbaa !82
  %11 = icmp eq ptr %2, null
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %7, %9
  br i1 %5, label %16, label %15

15:                                               ; preds = %14
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %16

16:                                               ; preds = %15, %14
  br i1 %8, label %97, label %17

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %1, i64 5096
  store i32 -2, ptr %18, align 8, !tbaa !82
  br label %97

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %1, i64 5012
  %21 = load i8, ptr %20, align 4, !tbaa !87
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  br i1 %5, label %25, label %24

24:                                               ; preds = %23
  store i32 -1, ptr %0, align 4, !tbaa !50
  br label %25

25:                                               ; preds = %23, %24
  store i32 -1, ptr %10, align 8, !tbaa !82
  br label %97

26:                                               ; preds = %19
  %27 = icmp eq i32 %3, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %26
  br i1 %5, label %30, label %29

29:                                               ; preds = %28
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %30

30:                                               ; preds = %28, %29
  store i32 0, ptr %10, align 8, !tbaa !82
  br label %97

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %1, i64 5016
  %33 = getelementptr inbounds i8, ptr %1, i64 5048
  store i32 %3, ptr %33, align 8, !tbaa !90
  %34 = getelementptr inbounds i8, ptr %1, i64 5040
  store ptr %2, ptr %34, align 8, !tbaa !91
  %35 = getelementptr inbounds i8, ptr %1, i64 5024
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = getelementptr inbounds i8, ptr %1, i64 5008
  br label %38

38:                                               ; preds = %91, %31
  %39 = load ptr, ptr %1, align 8, !tbaa !86
  %40 = tail call i32 @ferror(ptr noundef %39) #24
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  br i1 %5, label %44, label %43

43:                                               ; preds = %42
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %44

44:                                               ; preds = %42, %43
  store i32 -6, ptr %10, align 8, !tbaa !82
  br label %97

45:                                               ; preds = %38
  %46 = load i32, ptr %35, align 8, !tbaa !88
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = tail call i32 @fgetc(ptr noundef %39)
  %50 = icmp eq i32 %49, -1
  br i1 %50, label %63, label %51

51:                                               ; preds = %48
  %52 = tail call i32 @ungetc(i32 noundef %49, ptr noundef %39)
  %53 = load ptr, ptr %1, align 8, !tbaa !86
  %54 = tail call i64 @fread(ptr noundef nonnull %36, i64 noundef 1, i64 noundef 5000, ptr noundef %53)
  %55 = load ptr, ptr %1, align 8, !tbaa !86
  %56 = tail call i32 @ferror(ptr noundef %55) #24
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %51
  br i1 %5, label %60, label %59

59:                                               ; preds = %58
  store i32 -6, ptr %0, align 4, !tbaa !50
  br label %60

60:                                               ; preds = %58, %59
  store i32 -6, ptr %10, align 8, !tbaa !82
  br label %97

61:                                               ; preds = %51
  %62 = trunc i64 %54 to i32
  store i32 %62, ptr %37, align 8, !tbaa !85
  store i32 %62, ptr %35, align 8, !tbaa !88
  store ptr %36, ptr %32, align 8, !tbaa !89
  br label %63

63:                                               ; preds = %48, %61, %45
  %64 = tail call i32 @BZ2_bzDecompress(ptr noundef nonnull %32)
  %65 = and i32 %64, -5
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %63
  br i1 %5, label %69, label %68

68:                                               ; preds = %67
  store i32 %64, ptr %0, align 4, !tbaa !50
  br label %69

69:                                               ; preds = %67, %68
  store i32 %64, ptr %10, align 8, !tbaa !82
  br label %97

70:                                               ; preds = %63
  switch i32 %64, label %91 [
    i32 0, label %71
    i32 4, label %86
  ]

71:                                               ; preds = %70
  %72 = load ptr, ptr %1, align 8, !tbaa !86
  %73 = tail call i32 @fgetc(ptr noundef %72)
  %74 = icmp eq i32 %73, -1
  br i1 %74, label %77, label %75

75:                                               ; preds = %71
  %76 = tail call i32 @ungetc(i32 noundef %73, ptr noundef %72)
  br label %91

77:                                               ; preds = %71
  %78 = load i32, ptr %35, align 8, !tbaa !88
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %91

80:                                               ; preds = %77
  %81 = load i32, ptr %33, align 8, !tbaa !90
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %80
  br i1 %5, label %85, label %84

84:                                               ; preds = %83
  store i32 -7, ptr %0, align 4, !tbaa !50
  br label %85

85:                                               ; preds = %83, %84
  store i32 -7, ptr %10, align 8, !tbaa !82
  br label %97

86:                                               ; preds = %70
  br i1 %5, label %88, label %87

87:                                               ; preds = %86
  store i32 4, ptr %0, align 4, !tbaa !50
  br label %88

88:                                               ; preds = %86, %87
  store i32 4, ptr %10, align 8, !tbaa !82
  %89 = load i32, ptr %33, align 8, !tbaa !90
  %90 = sub i32 %3, %89
  br label %97

91:                                               ; preds = %77, %75, %70
  %92 = load i32, ptr %33, align 8, !tbaa !90
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %38

94:                                               ; preds = %91, %80
  br i1 %5, label %96, label %95

95:                                               ; preds = %94
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %96

96:                                               ; preds = %94, %95
  store i32 0, ptr %10, align 8, !tbaa !82
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
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %32

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %1, i64 5096
  %11 = load i32, ptr %10, align 8, !tbaa !82
  %12 = icmp eq i32 %11, 4
  br i1 %12, label %17, label %13

13:                                               ; preds = %9
  %14 = icmp eq ptr %0, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %13
  store i32 -1, ptr %0, align 4, !tbaa !50
  br label %16

16:                                               ; preds = %13, %15
  store i32 -1, ptr %10, align 8, !tbaa !82
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
  store i32 -2, ptr %0, align 4, !tbaa !50
  br label %24

24:                                               ; preds = %22, %23
  store i32 -2, ptr %10, align 8, !tbaa !82
  br label %32

25:                                               ; preds = %17
  br i1 %21, label %27, label %26

26:                                               ; preds = %25
  store i32 0, ptr %0, align 4, !tbaa !50
  br label %27

27:                                               ; preds = %25, %26
  store i32 0, ptr %10, align 8, !tbaa !82
  %28 = getelementptr inbounds i8, ptr %1, i64 5016
  %29 = getelementptr inbounds i8, ptr %1, i64 5024
  %30 = load i32, ptr %29, align 8, !tbaa !88
  store i32 %30, ptr %3, align 4, !tbaa !50
  %31 = load ptr, ptr %28, align 8, !tbaa !89
  store ptr %31, ptr %2, align 8, !tbaa !5
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
  store ptr %2, ptr %8, align 8, !tbaa !49
  %30 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %0, ptr %30, align 8, !tbaa !46
  %31 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %3, ptr %31, align 8, !tbaa !43
  %32 = load i32, ptr %1, align 4, !tbaa !50
  %33 = getelementptr inbounds i8, ptr %8, i64 32
  store i32 %32, ptr %33, align 8, !tbaa !45
  %34 = getelementptr inbounds i8, ptr %8, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !30
  %36 = icmp eq ptr %35, null
  br i1 %36, label %164, label %37

37:                                               ; preds = %29
  %38 = load ptr, ptr %35, align 8, !tbaa !14
  %39 = icmp eq ptr %38, %8
  br i1 %39, label %40, label %131

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %35, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !20
  %43 = getelementptr inbounds i8, ptr %35, i64 16
  switch i32 %42, label %127 [
    i32 1, label %123
    i32 2, label %46
    i32 3, label %123
    i32 4, label %44
  ]

44:                                               ; preds = %40
  %45 = load i32, ptr %43, align 8, !tbaa !44
  br label %47

46:                                               ; preds = %40
  store i32 %3, ptr %43, align 8, !tbaa !44
  store i32 4, ptr %41, align 8, !tbaa !20
  br label %47

47:                                               ; preds = %44, %46
  %48 = phi i32 [ %45, %44 ], [ %3, %46 ]
  %49 = getelementptr inbounds i8, ptr %38, i64 8
  %50 = load i32, ptr %49, align 8, !tbaa !43
  %51 = icmp eq i32 %48, %50
  br i1 %51, label %52, label %127

52:                                               ; preds = %47
  %53 = call fastcc zeroext i8 @handle_compress(ptr noundef nonnull readonly %8)
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %124, label %55

55:                                               ; preds = %52
  %56 = load i32, ptr %43, align 8, !tbaa !44
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %99

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %35, i64 92
  %60 = load i32, ptr %59, align 4, !tbaa !35
  %61 = icmp ult i32 %60, 256
  br i1 %61, label %62, label %66

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %35, i64 96
  %64 = load i32, ptr %63, align 8, !tbaa !36
  %65 = icmp sgt i32 %64, 0
  br i1 %65, label %99, label %66

66:                                               ; preds = %62, %58
  %67 = getelementptr inbounds i8, ptr %35, i64 120
  %68 = load i32, ptr %67, align 8, !tbaa !39
  %69 = getelementptr inbounds i8, ptr %35, i64 116
  %70 = load i32, ptr %69, align 4, !tbaa !38
  %71 = icmp slt i32 %68, %70
  br i1 %71, label %99, label %72

72:                                               ; preds = %66
  store i32 1, ptr %41, align 8, !tbaa !20
  %73 = load i32, ptr %33, align 8, !tbaa !45
  %74 = load i32, ptr %1, align 4, !tbaa !50
  %75 = sub i32 %74, %73
  store i32 %75, ptr %1, align 4, !tbaa !50
  %76 = load ptr, ptr %34, align 8, !tbaa !30
  %77 = icmp eq ptr %76, null
  br i1 %77, label %164, label %78

78:                                               ; preds = %72
  %79 = load ptr, ptr %76, align 8, !tbaa !14
  %80 = icmp eq ptr %79, %8
  br i1 %80, label %81, label %164

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %76, i64 24
  %83 = load ptr, ptr %82, align 8, !tbaa !16
  %84 = icmp eq ptr %83, null
  br i1 %84, label %88, label %85

85:                                               ; preds = %81
  %86 = load ptr, ptr %25, align 8, !tbaa !12
  %87 = load ptr, ptr %26, align 8, !tbaa !13
  call void %86(ptr noundef %87, ptr noundef nonnull %83) #24
  br label %88

88:                                               ; preds = %85, %81
  %89 = getelementptr inbounds i8, ptr %76, i64 32
  %90 = load ptr, ptr %89, align 8, !tbaa !17
  %91 = icmp eq ptr %90, null
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load ptr, ptr %25, align 8, !tbaa !12
  %94 = load ptr, ptr %26, align 8, !tbaa !13
  call void %93(ptr noundef %94, ptr noundef nonnull %90) #24
  br label %95

95:                                               ; preds = %92, %88
  %96 = getelementptr inbounds i8, ptr %76, i64 40
  %97 = load ptr, ptr %96, align 8, !tbaa !18
  %98 = icmp eq ptr %97, null
  br i1 %98, label %159, label %154

99:                                               ; preds = %66, %55, %62
  %100 = load ptr, ptr %34, align 8, !tbaa !30
  %101 = icmp eq ptr %100, null
  br i1 %101, label %164, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %100, align 8, !tbaa !14
  %104 = icmp eq ptr %103, %8
  br i1 %104, label %105, label %164

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %100, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !16
  %108 = icmp eq ptr %107, null
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load ptr, ptr %25, align 8, !tbaa !12
  %111 = load ptr, ptr %26, align 8, !tbaa !13
  call void %110(ptr noundef %111, ptr noundef nonnull %107) #24
  br label %112

112:                                              ; preds = %109, %105
  %113 = getelementptr inbounds i8, ptr %100, i64 32
  %114 = load ptr, ptr %113, align 8, !tbaa !17
  %115 = icmp eq ptr %114, null
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load ptr, ptr %25, align 8, !tbaa !12
  %118 = load ptr, ptr %26, align 8, !tbaa !13
  call void %117(ptr noundef %118, ptr noundef nonnull %114) #24
  br label %119

119:                                              ; preds = %116, %112
  %120 = getelementptr inbounds i8, ptr %100, i64 40
  %121 = load ptr, ptr %120, align 8, !tbaa !18
  %122 = icmp eq ptr %121, null
  br i1 %122, label %159, label %154

123:                                              ; preds = %40, %40
  br label %127

124:                                              ; preds = %52
  %125 = load ptr, ptr %34, align 8, !tbaa !30
  %126 = icmp eq ptr %125, null
  br i1 %126, label %164, label %127

127:                                              ; preds = %40, %123, %47, %124
  %128 = phi i32 [ -1, %124 ], [ 0, %40 ], [ -1, %123 ], [ -1, %47 ]
  %129 = phi ptr [ %125, %124 ], [ %35, %40 ], [ %35, %123 ], [ %35, %47 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !14
  br label %131

131:                                              ; preds = %127, %37
  %132 = phi ptr [ %130, %127 ], [ %38, %37 ]
  %133 = phi i32 [ %128, %127 ], [ -2, %37 ]
  %134 = phi ptr [ %129, %127 ], [ %35, %37 ]
  %135 = icmp eq ptr %132, %8
  br i1 %135, label %136, label %164

136:                                              ; preds = %131
  %137 = getelementptr inbounds i8, ptr %134, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !16
  %139 = icmp eq ptr %138, null
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load ptr, ptr %25, align 8, !tbaa !12
  %142 = load ptr, ptr %26, align 8, !tbaa !13
  call void %141(ptr noundef %142, ptr noundef nonnull %138) #24
  br label %143

143:                                              ; preds = %140, %136
  %144 = getelementptr inbounds i8, ptr %134, i64 32
  %145 = load ptr, ptr %144, align 8, !tbaa !17
  %146 = icmp eq ptr %145, null
  br i1 %146, label %150, label %147

147:                                              ; preds = %143
  %148 = load ptr, ptr %25, align 8, !tbaa !12
  %149 = load ptr, ptr %26, align 8, !tbaa !13
  call void %148(ptr noundef %149, ptr noundef nonnull %145) #24
  br label %150

150:                                              ; preds = %147, %143
  %151 = getelementptr inbounds i8, ptr %134, i64 40
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = icmp eq ptr %152, null
  br i1 %153, label %159, label %154

154:                                              ; preds = %150, %119, %95
  %155 = phi ptr [ %97, %95 ], [ %121, %119 ], [ %152, %150 ]
  %156 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ]
  %157 = load ptr, ptr %25, align 8, !tbaa !12
  %158 = load ptr, ptr %26, align 8, !tbaa !13
  call void %157(ptr noundef %158, ptr noundef nonnull %155) #24
  br label %159

159:                                              ; preds = %154, %150, %119, %95
  %160 = phi i32 [ 0, %95 ], [ -8, %119 ], [ %133, %150 ], [ %156, %154 ]
  %161 = load ptr, ptr %25, align 8, !tbaa !12
  %162 = load ptr, ptr %26, align 8, !tbaa !13
  %163 = load ptr, ptr %34, align 8, !tbaa !30
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
  br i1 %12, label %143, label %13

13:                                               ; preds = %6
  %14 = icmp ugt i32 %4, 1
  %15 = icmp ugt i32 %5, 4
  %16 = or i1 %14, %15
  br i1 %16, label %143, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %7, i64 56
  %19 = getelementptr inbounds i8, ptr %7, i64 64
  %20 = getelementptr inbounds i8, ptr %7, i64 72
  store i64 0, ptr %20, align 8
  store ptr @default_bzalloc, ptr %18, align 8, !tbaa !9
  store ptr @default_bzfree, ptr %19, align 8, !tbaa !12
  %21 = tail call noalias noundef dereferenceable_or_null(64144) ptr @malloc(i64 noundef 64144) #25
  %22 = icmp eq ptr %21, null
  br i1 %22, label %143, label %23

23:                                               ; preds = %17
  store ptr %7, ptr %21, align 8, !tbaa !53
  %24 = getelementptr inbounds i8, ptr %7, i64 48
  store ptr %21, ptr %24, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %21, i64 8
  store i32 10, ptr %25, align 8, !tbaa !55
  %26 = getelementptr inbounds i8, ptr %21, i64 36
  store i32 0, ptr %26, align 4, !tbaa !56
  %27 = getelementptr inbounds i8, ptr %21, i64 32
  store i32 0, ptr %27, align 8, !tbaa !57
  %28 = getelementptr inbounds i8, ptr %21, i64 3188
  store i32 0, ptr %28, align 4, !tbaa !58
  %29 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 0, ptr %29, align 4, !tbaa !31
  %30 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 0, ptr %30, align 8, !tbaa !32
  %31 = getelementptr inbounds i8, ptr %7, i64 36
  store i32 0, ptr %31, align 4, !tbaa !33
  %32 = getelementptr inbounds i8, ptr %7, i64 40
  store i32 0, ptr %32, align 8, !tbaa !34
  %33 = trunc nuw i32 %4 to i8
  %34 = getelementptr inbounds i8, ptr %21, i64 44
  store i8 %33, ptr %34, align 4, !tbaa !59
  %35 = getelementptr inbounds i8, ptr %21, i64 3152
  %36 = getelementptr inbounds i8, ptr %21, i64 48
  store i32 0, ptr %36, align 8, !tbaa !60
  %37 = getelementptr inbounds i8, ptr %21, i64 52
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %35, i8 0, i64 24, i1 false)
  store i32 %5, ptr %37, align 4, !tbaa !61
  store ptr %2, ptr %7, align 8, !tbaa !49
  %38 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %0, ptr %38, align 8, !tbaa !46
  %39 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %3, ptr %39, align 8, !tbaa !43
  %40 = load i32, ptr %1, align 4, !tbaa !50
  %41 = getelementptr inbounds i8, ptr %7, i64 32
  store i32 %40, ptr %41, align 8, !tbaa !45
  %42 = call i32 @BZ2_bzDecompress(ptr noundef nonnull %7)
  switch i32 %42, label %112 [
    i32 0, label %77
    i32 4, label %43
  ]

43:                                               ; preds = %23
  %44 = load i32, ptr %41, align 8, !tbaa !45
  %45 = load i32, ptr %1, align 4, !tbaa !50
  %46 = sub i32 %45, %44
  store i32 %46, ptr %1, align 4, !tbaa !50
  %47 = load ptr, ptr %24, align 8, !tbaa !30
  %48 = icmp eq ptr %47, null
  br i1 %48, label %143, label %49

49:                                               ; preds = %43
  %50 = load ptr, ptr %47, align 8, !tbaa !53
  %51 = icmp eq ptr %50, %7
  br i1 %51, label %52, label %143

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %47, i64 3152
  %54 = load ptr, ptr %53, align 8, !tbaa !79
  %55 = icmp eq ptr %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %19, align 8, !tbaa !12
  %58 = load ptr, ptr %20, align 8, !tbaa !13
  call void %57(ptr noundef %58, ptr noundef nonnull %54) #24
  br label %59

59:                                               ; preds = %56, %52
  %60 = getelementptr inbounds i8, ptr %47, i64 3160
  %61 = load ptr, ptr %60, align 8, !tbaa !73
  %62 = icmp eq ptr %61, null
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = load ptr, ptr %19, align 8, !tbaa !12
  %65 = load ptr, ptr %20, align 8, !tbaa !13
  call void %64(ptr noundef %65, ptr noundef nonnull %61) #24
  br label %66

66:                                               ; preds = %63, %59
  %67 = getelementptr inbounds i8, ptr %47, i64 3168
  %68 = load ptr, ptr %67, align 8, !tbaa !76
  %69 = icmp eq ptr %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %66
  %71 = load ptr, ptr %19, align 8, !tbaa !12
  %72 = load ptr, ptr %20, align 8, !tbaa !13
  call void %71(ptr noundef %72, ptr noundef nonnull %68) #24
  br label %73

73:                                               ; preds = %70, %66
  %74 = load ptr, ptr %19, align 8, !tbaa !12
  %75 = load ptr, ptr %20, align 8, !tbaa !13
  %76 = load ptr, ptr %24, align 8, !tbaa !30
  call void %74(ptr noundef %75, ptr noundef %76) #24
  br label %143

77:                                               ; preds = %23
  %78 = load i32, ptr %41, align 8, !tbaa !45
  %79 = icmp eq i32 %78, 0
  %80 = load ptr, ptr %24, align 8, !tbaa !30
  %81 = icmp eq ptr %80, null
  br i1 %81, label %110, label %82

82:                                               ; preds = %77
  %83 = load ptr, ptr %80, align 8, !tbaa !53
  %84 = icmp eq ptr %83, %7
  br i1 %84, label %85, label %110

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %80, i64 3152
  %87 = load ptr, ptr %86, align 8, !tbaa !79
  %88 = icmp eq ptr %87, null
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load ptr, ptr %19, align 8, !tbaa !12
  %91 = load ptr, ptr %20, align 8, !tbaa !13
  call void %90(ptr noundef %91, ptr noundef nonnull %87) #24
  br label %92

92:                                               ; preds = %89, %85
  %93 = getelementptr inbounds i8, ptr %80, i64 3160
  %94 = load ptr, ptr %93, align 8, !tbaa !73
  %95 = icmp eq ptr %94, null
  br i1 %95, label %99, label %96

96:                                               ; preds = %92
  %97 = load ptr, ptr %19, align 8, !tbaa !12
  %98 = load ptr, ptr %20, align 8, !tbaa !13
  call void %97(ptr noundef %98, ptr noundef nonnull %94) #24
  br label %99

99:                                               ; preds = %96, %92
  %100 = getelementptr inbounds i8, ptr %80, i64 3168
  %101 = load ptr, ptr %100, align 8, !tbaa !76
  %102 = icmp eq ptr %101, null
  br i1 %102, label %106, label %103

103:                                              ; preds = %99
  %104 = load ptr, ptr %19, align 8, !tbaa !12
  %105 = load ptr, ptr %20, align 8, !tbaa !13
  call void %104(ptr noundef %105, ptr noundef nonnull %101) #24
  br label %106

106:                                              ; preds = %103, %99
  %107 = load ptr, ptr %19, align 8, !tbaa !12
  %108 = load ptr, ptr %20, align 8, !tbaa !13
  %109 = load ptr, ptr %24, align 8, !tbaa !30
  call void %107(ptr noundef %108, ptr noundef %109) #24
  br label %110

110:                                              ; preds = %77, %82, %106
  %111 = select i1 %79, i32 -8, i32 -7
  br label %143

112:                                              ; preds = %23
  %113 = load ptr, ptr %24, align 8, !tbaa !30
  %114 = icmp eq ptr %113, null
  br i1 %114, label %143, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %113, align 8, !tbaa !53
  %117 = icmp eq ptr %116, %7
  br i1 %117, label %118, label %143

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %113, i64 3152
  %120 = load ptr, ptr %119, align 8, !tbaa !79
  %121 = icmp eq ptr %120, null
  br i1 %121, label %125, label %122

122:                                              ; preds = %118
  %123 = load ptr, ptr %19, align 8, !tbaa !12
  %124 = load ptr, ptr %20, align 8, !tbaa !13
  call void %123(ptr noundef %124, ptr noundef nonnull %120) #24
  br label %125

125:                                              ; preds = %122, %118
  %126 = getelementptr inbounds i8, ptr %113, i64 3160
  %127 = load ptr, ptr %126, align 8, !tbaa !73
  %128 = icmp eq ptr %127, null
  br i1 %128, label %132, label %129

129:                                              ; preds = %125
  %130 = load ptr, ptr %19, align 8, !tbaa !12
  %131 = load ptr, ptr %20, align 8, !tbaa !13
  call void %130(ptr noundef %131, ptr noundef nonnull %127) #24
  br label %132

132:                                              ; preds = %129, %125
  %133 = getelementptr inbounds i8, ptr %113, i64 3168
  %134 = load ptr, ptr %133, align 8, !tbaa !76
  %135 = icmp eq ptr %134, null
  br i1 %135, label %139, label %136

136:                                              ; preds = %132
  %137 = load ptr, ptr %19, align 8, !tbaa !12
  %138 = load ptr, ptr %20, align 8, !tbaa !13
  call void %137(ptr noundef %138, ptr noundef nonnull %134) #24
  br label %139

139:                                              ; preds = %136, %132
  %140 = load ptr, ptr %19, align 8, !tbaa !12
  %141 = load ptr, ptr %20, align 8, !tbaa !13
  %142 = load ptr, ptr %24, align 8, !tbaa !30
  call void %140(ptr noundef %141, ptr noundef %142) #24
  br label %143

143:                                              ; preds = %110, %139, %115, %112, %73, %49, %43, %17, %6, %13
  %144 = phi i32 [ -2, %13 ], [ -2, %6 ], [ -3, %17 ], [ 0, %43 ], [ 0, %49 ], [ 0, %73 ], [ %42, %112 ], [ %42, %115 ], [ %42, %139 ], [ %111, %110 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  ret i32 %144
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
  %12 = load i8, ptr %10, align 1, !tbaa !41
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
  %16 = sext i8 %12 to i32
  %17 = tail call ptr @__ctype_b_loc() #26
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = sext i8 %12 to i64
  %20 = getelementptr inbounds i16, ptr %18, i64 %19
  %21 = load i16, ptr %20, align 2, !tbaa !74
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
  br label %7, !llvm.loop !97

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
  store i32 0, ptr %65, align 8, !tbaa !82
  %66 = getelementptr inbounds i8, ptr %62, i64 5100
  store i8 0, ptr %66, align 4, !tbaa !84
  %67 = getelementptr inbounds i8, ptr %62, i64 5008
  store i32 0, ptr %67, align 8, !tbaa !85
  store ptr %53, ptr %62, align 8, !tbaa !86
  %68 = getelementptr inbounds i8, ptr %62, i64 5012
  store i8 1, ptr %68, align 4, !tbaa !87
  %69 = getelementptr inbounds i8, ptr %62, i64 5016
  %70 = getelementptr inbounds i8, ptr %62, i64 5072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, i8 0, i64 24, i1 false)
  %71 = tail call i32 @BZ2_bzCompressInit(ptr noundef nonnull %69, i32 noundef %58, i32 noundef 0, i32 noundef 30)
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %94

73:                                               ; preds = %64
  %74 = getelementptr inbounds i8, ptr %62, i64 5024
  store i32 0, ptr %74, align 8, !tbaa !88
  store i8 1, ptr %66, align 4, !tbaa !84
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
  store i32 0, ptr %82, align 8, !tbaa !82
  %83 = getelementptr inbounds i8, ptr %79, i64 5100
  store i8 0, ptr %83, align 4, !tbaa !84
  store ptr %53, ptr %79, align 8, !tbaa !86
  %84 = getelementptr inbounds i8, ptr %79, i64 5008
  store i32 0, ptr %84, align 8, !tbaa !85
  %85 = getelementptr inbounds i8, ptr %79, i64 5012
  store i8 0, ptr %85, align 4, !tbaa !87
  %86 = getelementptr inbounds i8, ptr %79, i64 5016
  %87 = getelementptr inbounds i8, ptr %79, i64 5072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %87, i8 0, i64 24, i1 false)
  %88 = tail call i32 @BZ2_bzDecompressInit(ptr noundef nonnull %86, i32 noundef 0, i32 noundef %11)
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %81
  %91 = load i32, ptr %84, align 8, !tbaa !85
  %92 = getelementptr inbounds i8, ptr %79, i64 5024
  store i32 %91, ptr %92, align 8, !tbaa !88
  %93 = getelementptr inbounds i8, ptr %79, i64 8
  store ptr %93, ptr %86, align 8, !tbaa !89
  store i8 1, ptr %83, align 4, !tbaa !84
  br label %104

94:                                               ; preds = %81, %64
  %95 = phi ptr [ %62, %64 ], [ %79, %81 ]
  tail call void @free(ptr noundef nonnull %95) #24
  br label %96

96:                                               ; preds = %94, %56, %61, %75, %78
  %97 = load ptr, ptr @stdin, align 8, !tbaa !5
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
  %6 = load i32, ptr %5, align 8, !tbaa !82
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
  %5 = load i32, ptr %4, align 4, !tbaa !50
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
  %5 = load ptr, ptr %0, align 8, !tbaa !86
  %6 = getelementptr inbounds i8, ptr %0, i64 5012
  %7 = load i8, ptr %6, align 4, !tbaa !87
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %4
  call void @BZ2_bzWriteClose64(ptr noundef nonnull %2, ptr noundef nonnull %0, i32 noundef 0, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null)
  %10 = load i32, ptr %2, align 4, !tbaa !50
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %60, label %12

12:                                               ; preds = %9
  call void @BZ2_bzWriteClose64(ptr noundef null, ptr noundef nonnull %0, i32 noundef 1, ptr noundef null, ptr noundef null, ptr noundef null, ptr noundef null)
  br label %60

13:                                               ; preds = %4
  store i32 0, ptr %2, align 4, !tbaa !50
  %14 = getelementptr inbounds i8, ptr %0, i64 5096
  store i32 0, ptr %14, align 8, !tbaa !82
  %15 = getelementptr inbounds i8, ptr %0, i64 5100
  %16 = load i8, ptr %15, align 4, !tbaa !84
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %59, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %0, i64 5064
  %20 = load ptr, ptr %19, align 8, !tbaa !30
  %21 = icmp eq ptr %20, null
  br i1 %21, label %59, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 5016
  %24 = load ptr, ptr %20, align 8, !tbaa !53
  %25 = icmp eq ptr %24, %23
  br i1 %25, label %26, label %59

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %20, i64 3152
  %28 = load ptr, ptr %27, align 8, !tbaa !79
  %29 = icmp eq ptr %28, null
  br i1 %29, label %35, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 5080
  %32 = load ptr, ptr %31, align 8, !tbaa !12
  %33 = getelementptr inbounds i8, ptr %0, i64 5088
  %34 = load ptr, ptr %33, align 8, !tbaa !13
  tail call void %32(ptr noundef %34, ptr noundef nonnull %28) #24
  br label %35

35:                                               ; preds = %30, %26
  %36 = getelementptr inbounds i8, ptr %20, i64 3160
  %37 = load ptr, ptr %36, align 8, !tbaa !73
  %38 = icmp eq ptr %37, null
  br i1 %38, label %44, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 5080
  %41 = load ptr, ptr %40, align 8, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %0, i64 5088
  %43 = load ptr, ptr %42, align 8, !tbaa !13
  tail call void %41(ptr noundef %43, ptr noundef nonnull %37) #24
  br label %44

44:                                               ; preds = %39, %35
  %45 = getelementptr inbounds i8, ptr %20, i64 3168
  %46 = load ptr, ptr %45, align 8, !tbaa !76
  %47 = icmp eq ptr %46, null
  br i1 %47, label %53, label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %0, i64 5080
  %50 = load ptr, ptr %49, align 8, !tbaa !12
  %51 = getelementptr inbounds i8, ptr %0, i64 5088
  %52 = load ptr, ptr %51, align 8, !tbaa !13
  tail call void %50(ptr noundef %52, ptr noundef nonnull %46) #24
  br label %53

53:                                               ; preds = %48, %44
  %54 = getelementptr inbounds i8, ptr %0, i64 5080
  %55 = load ptr, ptr %54, align 8, !tbaa !12
  %56 = getelementptr inbounds i8, ptr %0, i64 5088
  %57 = load ptr, ptr %56, align 8, !tbaa !13
  %58 = load ptr, ptr %19, align 8, !tbaa !30
  tail call void %55(ptr noundef %57, ptr noundef %58) #24
  br label %59

59:                                               ; preds = %13, %18, %22, %53
  tail call void @free(ptr noundef nonnull %0) #24
  br label %60

60:                                               ; preds = %9, %12, %59
  %61 = load ptr, ptr @stdin, align 8, !tbaa !5
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
  %4 = load i32, ptr %3, align 8, !tbaa !82
  %5 = tail call i32 @llvm.smin.i32(i32 %4, i32 0)
  store i32 %5, ptr %1, align 4, !tbaa !50
  %6 = sub nsw i32 0, %5
  %7 = zext nneg i32 %6 to i64
  %8 = shl i64 %7, 2
  %9 = call ptr @llvm.load.relative.i64(ptr @bzerrorstrings.rel, i64 %8)
  ret ptr %9
}

declare void @BZ2_compressBlock(ptr noundef, i8 noundef zeroext) local_unnamed_addr #9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add_pair_to_block(ptr nocapture noundef %0) unnamed_addr #14 {
  %2 = getelementptr inbounds i8, ptr %0, i64 92
  %3 = load i32, ptr %2, align 4, !tbaa !35
  %4 = trunc i32 %3 to i8
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = load i32, ptr %5, align 8, !tbaa !36
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %46

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 648
  %10 = and i32 %3, 255
  %11 = load i32, ptr %9, align 8, !tbaa !40
  %12 = and i32 %6, 1
  %13 = icmp eq i32 %6, 1
  br i1 %13, label %35, label %14

14:                                               ; preds = %8
  %15 = and i32 %6, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i32 [ %11, %14 ], [ %32, %16 ]
  %18 = phi i32 [ 0, %14 ], [ %33, %16 ]
  %19 = shl i32 %17, 8
  %20 = lshr i32 %17, 24
  %21 = xor i32 %20, %10
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !50
  %25 = xor i32 %19, %24
  store i32 %25, ptr %9, align 8, !tbaa !40
  %26 = shl i32 %25, 8
  %27 = lshr i32 %25, 24
  %28 = xor i32 %27, %10
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !50
  %32 = xor i32 %26, %31
  store i32 %32, ptr %9, align 8, !tbaa !40
  %33 = add i32 %18, 2
  %34 = icmp eq i32 %33, %15
  br i1 %34, label %35, label %16, !llvm.loop !98

35:                                               ; preds = %16, %8
  %36 = phi i32 [ %11, %8 ], [ %32, %16 ]
  %37 = icmp eq i32 %12, 0
  br i1 %37, label %46, label %38

38:                                               ; preds = %35
  %39 = shl i32 %36, 8
  %40 = lshr i32 %36, 24
  %41 = xor i32 %40, %10
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !50
  %45 = xor i32 %39, %44
  store i32 %45, ptr %9, align 8, !tbaa !40
  br label %46

46:                                               ; preds = %38, %35, %1
  %47 = getelementptr inbounds i8, ptr %0, i64 128
  %48 = zext i32 %3 to i64
  %49 = getelementptr inbounds [256 x i8], ptr %47, i64 0, i64 %48
  store i8 1, ptr %49, align 1, !tbaa !41
  switch i32 %6, label %77 [
    i32 1, label %50
    i32 2, label %54
    i32 3, label %63
  ]

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 64
  %52 = getelementptr inbounds i8, ptr %0, i64 108
  %53 = load i32, ptr %52, align 4, !tbaa !37
  br label %107

54:                                               ; preds = %46
  %55 = getelementptr inbounds i8, ptr %0, i64 64
  %56 = load ptr, ptr %55, align 8, !tbaa !26
  %57 = getelementptr inbounds i8, ptr %0, i64 108
  %58 = load i32, ptr %57, align 4, !tbaa !37
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %56, i64 %59
  store i8 %4, ptr %60, align 1, !tbaa !41
  %61 = load i32, ptr %57, align 4, !tbaa !37
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %57, align 4, !tbaa !37
  br label %107

63:                                               ; preds = %46
  %64 = getelementptr inbounds i8, ptr %0, i64 64
  %65 = load ptr, ptr %64, align 8, !tbaa !26
  %66 = getelementptr inbounds i8, ptr %0, i64 108
  %67 = load i32, ptr %66, align 4, !tbaa !37
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %65, i64 %68
  store i8 %4, ptr %69, align 1, !tbaa !41
  %70 = load i32, ptr %66, align 4, !tbaa !37
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %66, align 4, !tbaa !37
  %72 = load ptr, ptr %64, align 8, !tbaa !26
  %73 = sext i32 %71 to i64
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  store i8 %4, ptr %74, align 1, !tbaa !41
  %75 = load i32, ptr %66, align 4, !tbaa !37
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %66, align 4, !tbaa !37
  br label %107

77:                                               ; preds = %46
  %78 = add nsw i32 %6, -4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i8], ptr %47, i64 0, i64 %79
  store i8 1, ptr %80, align 1, !tbaa !41
  %81 = getelementptr inbounds i8, ptr %0, i64 64
  %82 = load ptr, ptr %81, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %0, i64 108
  %84 = load i32, ptr %83, align 4, !tbaa !37
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr %82, i64 %85
  store i8 %4, ptr %86, align 1, !tbaa !41
  %87 = load i32, ptr %83, align 4, !tbaa !37
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %83, align 4, !tbaa !37
  %89 = load ptr, ptr %81, align 8, !tbaa !26
  %90 = sext i32 %88 to i64
  %91 = getelementptr inbounds i8, ptr %89, i64 %90
  store i8 %4, ptr %91, align 1, !tbaa !41
  %92 = load i32, ptr %83, align 4, !tbaa !37
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %83, align 4, !tbaa !37
  %94 = load ptr, ptr %81, align 8, !tbaa !26
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i8, ptr %94, i64 %95
  store i8 %4, ptr %96, align 1, !tbaa !41
  %97 = load i32, ptr %83, align 4, !tbaa !37
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %83, align 4, !tbaa !37
  %99 = load ptr, ptr %81, align 8, !tbaa !26
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds i8, ptr %99, i64 %100
  store i8 %4, ptr %101, align 1, !tbaa !41
  %102 = load i32, ptr %83, align 4, !tbaa !37
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %83, align 4, !tbaa !37
  %104 = load i32, ptr %5, align 8, !tbaa !36
  %105 = trunc i32 %104 to i8
  %106 = add i8 %105, -4
  br label %107

107:                                              ; preds = %77, %63, %54, %50
  %108 = phi i32 [ %103, %77 ], [ %76, %63 ], [ %62, %54 ], [ %53, %50 ]
  %109 = phi ptr [ %81, %77 ], [ %64, %63 ], [ %55, %54 ], [ %51, %50 ]
  %110 = phi i8 [ %106, %77 ], [ %4, %63 ], [ %4, %54 ], [ %4, %50 ]
  %111 = phi ptr [ %83, %77 ], [ %66, %63 ], [ %57, %54 ], [ %52, %50 ]
  %112 = load ptr, ptr %109, align 8, !tbaa !26
  %113 = sext i32 %108 to i64
  %114 = getelementptr inbounds i8, ptr %112, i64 %113
  store i8 %110, ptr %114, align 1, !tbaa !41
  %115 = load i32, ptr %111, align 4, !tbaa !37
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %111, align 4, !tbaa !37
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 56}
!10 = !{!"", !6, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !6, i64 24, !11, i64 32, !11, i64 36, !11, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !6, i64 64}
!13 = !{!10, !6, i64 72}
!14 = !{!15, !6, i64 0}
!15 = !{!"", !6, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !11, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !11, i64 104, !11, i64 108, !11, i64 112, !11, i64 116, !11, i64 120, !11, i64 124, !7, i64 128, !7, i64 384, !11, i64 640, !11, i64 644, !11, i64 648, !11, i64 652, !11, i64 656, !11, i64 660, !11, i64 664, !11, i64 668, !7, i64 672, !7, i64 1704, !7, i64 19706, !7, i64 37708, !7, i64 39256, !7, i64 45448, !7, i64 51640}
!16 = !{!15, !6, i64 24}
!17 = !{!15, !6, i64 32}
!18 = !{!15, !6, i64 40}
!19 = !{!15, !11, i64 12}
!20 = !{!15, !11, i64 8}
!21 = !{!15, !11, i64 652}
!22 = !{!15, !11, i64 664}
!23 = !{!15, !11, i64 112}
!24 = !{!15, !11, i64 656}
!25 = !{!15, !11, i64 88}
!26 = !{!15, !6, i64 64}
!27 = !{!15, !6, i64 72}
!28 = !{!15, !6, i64 80}
!29 = !{!15, !6, i64 56}
!30 = !{!10, !6, i64 48}
!31 = !{!10, !11, i64 12}
!32 = !{!10, !11, i64 16}
!33 = !{!10, !11, i64 36}
!34 = !{!10, !11, i64 40}
!35 = !{!15, !11, i64 92}
!36 = !{!15, !11, i64 96}
!37 = !{!15, !11, i64 108}
!38 = !{!15, !11, i64 116}
!39 = !{!15, !11, i64 120}
!40 = !{!15, !11, i64 648}
!41 = !{!7, !7, i64 0}
!42 = !{!15, !11, i64 660}
!43 = !{!10, !11, i64 8}
!44 = !{!15, !11, i64 16}
!45 = !{!10, !11, i64 32}
!46 = !{!10, !6, i64 24}
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.peeled.count", i32 1}
!49 = !{!10, !6, i64 0}
!50 = !{!11, !11, i64 0}
!51 = distinct !{!51, !48}
!52 = distinct !{!52, !48}
!53 = !{!54, !6, i64 0}
!54 = !{!"", !6, i64 0, !11, i64 8, !7, i64 12, !11, i64 16, !7, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !11, i64 36, !11, i64 40, !7, i64 44, !11, i64 48, !11, i64 52, !11, i64 56, !11, i64 60, !11, i64 64, !7, i64 68, !11, i64 1092, !7, i64 1096, !7, i64 2124, !6, i64 3152, !6, i64 3160, !6, i64 3168, !11, i64 3176, !11, i64 3180, !11, i64 3184, !11, i64 3188, !11, i64 3192, !7, i64 3196, !7, i64 3452, !7, i64 3468, !7, i64 3724, !7, i64 7820, !7, i64 7884, !7, i64 25886, !7, i64 43888, !7, i64 45436, !7, i64 51628, !7, i64 57820, !7, i64 64012, !11, i64 64036, !11, i64 64040, !11, i64 64044, !11, i64 64048, !11, i64 64052, !11, i64 64056, !11, i64 64060, !11, i64 64064, !11, i64 64068, !11, i64 64072, !11, i64 64076, !11, i64 64080, !11, i64 64084, !11, i64 64088, !11, i64 64092, !11, i64 64096, !11, i64 64100, !11, i64 64104, !11, i64 64108, !11, i64 64112, !11, i64 64116, !6, i64 64120, !6, i64 64128, !6, i64 64136}
!55 = !{!54, !11, i64 8}
!56 = !{!54, !11, i64 36}
!57 = !{!54, !11, i64 32}
!58 = !{!54, !11, i64 3188}
!59 = !{!54, !7, i64 44}
!60 = !{!54, !11, i64 48}
!61 = !{!54, !11, i64 52}
!62 = distinct !{!62, !63}
!63 = !{!"llvm.loop.mustprogress"}
!64 = !{!54, !7, i64 20}
!65 = !{!54, !11, i64 16}
!66 = !{!54, !7, i64 12}
!67 = !{!54, !11, i64 3184}
!68 = !{!54, !11, i64 1092}
!69 = !{!54, !11, i64 64080}
!70 = !{!54, !11, i64 64}
!71 = !{!54, !11, i64 60}
!72 = !{!54, !11, i64 40}
!73 = !{!54, !6, i64 3160}
!74 = !{!75, !75, i64 0}
!75 = !{!"short", !7, i64 0}
!76 = !{!54, !6, i64 3168}
!77 = !{!54, !11, i64 24}
!78 = !{!54, !11, i64 28}
!79 = !{!54, !6, i64 3152}
!80 = !{!54, !11, i64 3176}
!81 = !{!54, !11, i64 3180}
!82 = !{!83, !11, i64 5096}
!83 = !{!"", !6, i64 0, !7, i64 8, !11, i64 5008, !7, i64 5012, !10, i64 5016, !11, i64 5096, !7, i64 5100}
!84 = !{!83, !7, i64 5100}
!85 = !{!83, !11, i64 5008}
!86 = !{!83, !6, i64 0}
!87 = !{!83, !7, i64 5012}
!88 = !{!83, !11, i64 5024}
!89 = !{!83, !6, i64 5016}
!90 = !{!83, !11, i64 5048}
!91 = !{!83, !6, i64 5040}
!92 = !{!83, !11, i64 5028}
!93 = !{!83, !11, i64 5032}
!94 = !{!83, !11, i64 5052}
!95 = !{!83, !11, i64 5056}
!96 = distinct !{!96, !63}
!97 = distinct !{!97, !63}
!98 = distinct !{!98, !63}
