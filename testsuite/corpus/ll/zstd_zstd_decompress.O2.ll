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

@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 16
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 16
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 16
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 16
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@repStartValue = internal unnamed_addr constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_did_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 1, i64 2, i64 4], align 16
@ZSTD_fcs_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 2, i64 4, i64 8], align 16
@switch.table.ZSTD_nextInputType = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 5], align 4

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_sizeof_DCtx(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30184
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18
  %7 = add i64 %6, 95976
  %8 = getelementptr inbounds i8, ptr %0, i64 30248
  %9 = load i64, ptr %8, align 8, !tbaa !18
  %10 = add i64 %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 30280
  %12 = load i64, ptr %11, align 8, !tbaa !19
  %13 = add i64 %10, %12
  br label %14

14:                                               ; preds = %1, %3
  %15 = phi i64 [ %13, %3 ], [ 0, %1 ]
  ret i64 %15
}

declare i64 @ZSTD_sizeof_DDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_estimateDCtxSize() local_unnamed_addr #2 {
  ret i64 95976
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDCtx(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = ptrtoint ptr %0 to i64
  %4 = and i64 %3, 7
  %5 = icmp ne i64 %4, 0
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5
  br i1 %7, label %45, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30168
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store i32 0, ptr %12, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %13, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %0, i64 30280
  store i64 0, ptr %14, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %0, i64 30236
  %16 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %0, i64 95960
  store i64 0, ptr %17, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %0, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false)
  store i32 1, ptr %18, align 8, !tbaa !25
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %8
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %23 = icmp ugt i32 %19, 6
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %26 = extractvalue { i32, i32, i32 } %25, 1
  %27 = and i32 %26, 8
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = lshr i32 %26, 8
  %31 = and i32 %30, 1
  br label %32

32:                                               ; preds = %8, %21, %24, %29
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %8 ]
  %34 = getelementptr inbounds i8, ptr %0, i64 30180
  store i32 %33, ptr %34, align 4, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %0, i64 30216
  store ptr null, ptr %35, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %36, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %37, align 8, !tbaa !32
  %38 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %38, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = getelementptr inbounds i8, ptr %0, i64 30224
  store i32 0, ptr %40, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %0, i64 30228
  store i32 0, ptr %41, align 4, !tbaa !36
  %42 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %42, align 8, !tbaa !37
  store i64 %1, ptr %9, align 8, !tbaa !38
  %43 = getelementptr inbounds i8, ptr %0, i64 95976
  %44 = getelementptr inbounds i8, ptr %0, i64 30240
  store ptr %43, ptr %44, align 8, !tbaa !39
  br label %45

45:                                               ; preds = %2, %32
  %46 = phi ptr [ %0, %32 ], [ null, %2 ]
  ret ptr %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDCtx_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %56, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %56, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128
  store ptr %2, ptr %19, align 8, !tbaa !40
  %20 = getelementptr inbounds i8, ptr %16, i64 30136
  store ptr %4, ptr %20, align 8, !tbaa !40
  %21 = getelementptr inbounds i8, ptr %16, i64 30144
  store ptr %6, ptr %21, align 8, !tbaa !40
  %22 = getelementptr inbounds i8, ptr %16, i64 30168
  store i64 0, ptr %22, align 8, !tbaa !38
  %23 = getelementptr inbounds i8, ptr %16, i64 30184
  %24 = getelementptr inbounds i8, ptr %16, i64 29912
  store ptr null, ptr %24, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %16, i64 30204
  store i32 0, ptr %25, align 4, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %16, i64 30208
  store i32 0, ptr %26, align 8, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %16, i64 30280
  store i64 0, ptr %27, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %16, i64 30236
  %29 = getelementptr inbounds i8, ptr %16, i64 30316
  store i32 0, ptr %29, align 4, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %16, i64 95960
  store i64 0, ptr %30, align 8, !tbaa !24
  %31 = getelementptr inbounds i8, ptr %16, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, i8 0, i64 20, i1 false)
  store i32 1, ptr %31, align 8, !tbaa !25
  %32 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %18
  %35 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %36 = icmp ugt i32 %32, 6
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %39 = extractvalue { i32, i32, i32 } %38, 1
  %40 = and i32 %39, 8
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %37
  %43 = lshr i32 %39, 8
  %44 = and i32 %43, 1
  br label %45

45:                                               ; preds = %42, %37, %34, %18
  %46 = phi i32 [ 0, %37 ], [ %44, %42 ], [ 0, %34 ], [ 0, %18 ]
  %47 = getelementptr inbounds i8, ptr %16, i64 30180
  store i32 %46, ptr %47, align 4, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %16, i64 30216
  store ptr null, ptr %48, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %16, i64 30104
  store i32 0, ptr %49, align 8, !tbaa !31
  %50 = getelementptr inbounds i8, ptr %16, i64 30264
  store i64 134217729, ptr %50, align 8, !tbaa !32
  %51 = getelementptr inbounds i8, ptr %16, i64 30320
  store i32 0, ptr %51, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %16, i64 30108
  store i32 0, ptr %52, align 4, !tbaa !34
  %53 = getelementptr inbounds i8, ptr %16, i64 30224
  store i32 0, ptr %53, align 8, !tbaa !35
  %54 = getelementptr inbounds i8, ptr %16, i64 30228
  store i32 0, ptr %54, align 4, !tbaa !36
  %55 = getelementptr inbounds i8, ptr %16, i64 30232
  store i32 0, ptr %55, align 8, !tbaa !37
  br label %56

56:                                               ; preds = %1, %15, %45
  %57 = phi ptr [ null, %1 ], [ %16, %45 ], [ null, %15 ]
  ret ptr %57
}

; Function Attrs: nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @ZSTD_createDCtx() local_unnamed_addr #5 {
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20
  %2 = icmp eq ptr %1, null
  br i1 %2, label %39, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128
  %5 = getelementptr inbounds i8, ptr %1, i64 30168
  store i64 0, ptr %5, align 8, !tbaa !38
  %6 = getelementptr inbounds i8, ptr %1, i64 30184
  %7 = getelementptr inbounds i8, ptr %1, i64 29912
  store ptr null, ptr %7, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %1, i64 30204
  store i32 0, ptr %8, align 4, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %1, i64 30208
  store i32 0, ptr %9, align 8, !tbaa !22
  %10 = getelementptr inbounds i8, ptr %1, i64 30280
  store i64 0, ptr %10, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %1, i64 30236
  %12 = getelementptr inbounds i8, ptr %1, i64 30316
  store i32 0, ptr %12, align 4, !tbaa !23
  %13 = getelementptr inbounds i8, ptr %1, i64 95960
  store i64 0, ptr %13, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %1, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i32 1, ptr %14, align 8, !tbaa !25
  %15 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %28, label %17

17:                                               ; preds = %3
  %18 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %19 = icmp ugt i32 %15, 6
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %22 = extractvalue { i32, i32, i32 } %21, 1
  %23 = and i32 %22, 8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = lshr i32 %22, 8
  %27 = and i32 %26, 1
  br label %28

28:                                               ; preds = %25, %20, %17, %3
  %29 = phi i32 [ 0, %20 ], [ %27, %25 ], [ 0, %17 ], [ 0, %3 ]
  %30 = getelementptr inbounds i8, ptr %1, i64 30180
  store i32 %29, ptr %30, align 4, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %1, i64 30216
  store ptr null, ptr %31, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %1, i64 30104
  store i32 0, ptr %32, align 8, !tbaa !31
  %33 = getelementptr inbounds i8, ptr %1, i64 30264
  store i64 134217729, ptr %33, align 8, !tbaa !32
  %34 = getelementptr inbounds i8, ptr %1, i64 30320
  store i32 0, ptr %34, align 8, !tbaa !33
  %35 = getelementptr inbounds i8, ptr %1, i64 30108
  store i32 0, ptr %35, align 4, !tbaa !34
  %36 = getelementptr inbounds i8, ptr %1, i64 30224
  store i32 0, ptr %36, align 8, !tbaa !35
  %37 = getelementptr inbounds i8, ptr %1, i64 30228
  store i32 0, ptr %37, align 4, !tbaa !36
  %38 = getelementptr inbounds i8, ptr %1, i64 30232
  store i32 0, ptr %38, align 8, !tbaa !37
  br label %39

39:                                               ; preds = %0, %28
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeDCtx(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %42, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30168
  %5 = load i64, ptr %4, align 8, !tbaa !38
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %42

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30136
  %9 = load ptr, ptr %8, align 8, !tbaa !40
  %10 = getelementptr inbounds i8, ptr %0, i64 30144
  %11 = load ptr, ptr %10, align 8, !tbaa !40
  %12 = getelementptr inbounds i8, ptr %0, i64 30184
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = tail call i64 @ZSTD_freeDDict(ptr noundef %13) #18
  %15 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %15, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false)
  %16 = getelementptr inbounds i8, ptr %0, i64 30240
  %17 = load ptr, ptr %16, align 8, !tbaa !39
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %7
  %20 = icmp eq ptr %9, null
  br i1 %20, label %22, label %21

21:                                               ; preds = %19
  tail call void %9(ptr noundef %11, ptr noundef nonnull %17) #18
  br label %23

22:                                               ; preds = %19
  tail call void @free(ptr noundef nonnull %17) #18
  br label %23

23:                                               ; preds = %7, %21, %22
  store ptr null, ptr %16, align 8, !tbaa !39
  %24 = getelementptr inbounds i8, ptr %0, i64 30216
  %25 = load ptr, ptr %24, align 8, !tbaa !30
  %26 = icmp eq ptr %25, null
  br i1 %26, label %38, label %27

27:                                               ; preds = %23
  %28 = load ptr, ptr %25, align 8, !tbaa !41
  %29 = icmp eq ptr %28, null
  %30 = icmp eq ptr %9, null
  br i1 %29, label %34, label %31

31:                                               ; preds = %27
  br i1 %30, label %33, label %32

32:                                               ; preds = %31
  tail call void %9(ptr noundef %11, ptr noundef nonnull %28) #18
  br label %35

33:                                               ; preds = %31
  tail call void @free(ptr noundef nonnull %28) #18
  br label %36

34:                                               ; preds = %27
  br i1 %30, label %36, label %35

35:                                               ; preds = %34, %32
  tail call void %9(ptr noundef %11, ptr noundef nonnull %25) #18
  br label %37

36:                                               ; preds = %34, %33
  tail call void @free(ptr noundef nonnull %25) #18
  br label %37

37:                                               ; preds = %35, %36
  store ptr null, ptr %24, align 8, !tbaa !30
  br label %38

38:                                               ; preds = %23, %37
  %39 = icmp eq ptr %9, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %38
  tail call void %9(ptr noundef %11, ptr noundef nonnull %0) #18
  br label %42

41:                                               ; preds = %38
  tail call void @free(ptr noundef nonnull %0) #18
  br label %42

42:                                               ; preds = %41, %40, %3, %1
  %43 = phi i64 [ 0, %1 ], [ -64, %3 ], [ 0, %40 ], [ 0, %41 ]
  ret i64 %43
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_copyDCtx(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(30240) %0, ptr noundef nonnull align 8 dereferenceable(30240) %1, i64 30240, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @ZSTD_isFrame(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp ult i64 %1, 4
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 1, !tbaa !43
  %6 = freeze i32 %5
  %7 = icmp eq i32 %6, -47205080
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i32 %6, -16
  %10 = icmp eq i32 %9, 407710288
  %11 = zext i1 %10 to i32
  br label %12

12:                                               ; preds = %8, %4, %2
  %13 = phi i32 [ 0, %2 ], [ 1, %4 ], [ %11, %8 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @ZSTD_isSkippableFrame(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp ult i64 %1, 4
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 1, !tbaa !43
  %6 = and i32 %5, -16
  %7 = icmp eq i32 %6, 407710288
  %8 = zext i1 %7 to i32
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i32 [ 0, %2 ], [ %8, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_frameHeaderSize(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp ult i64 %1, 5
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = getelementptr i8, ptr %0, i64 4
  %6 = load i8, ptr %5, align 1, !tbaa !44
  %7 = zext i8 %6 to i32
  %8 = and i32 %7, 3
  %9 = lshr i32 %7, 6
  %10 = and i32 %7, 32
  %11 = icmp ne i32 %10, 0
  %12 = xor i1 %11, true
  %13 = zext i1 %12 to i64
  %14 = zext nneg i32 %8 to i64
  %15 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !45
  %17 = zext nneg i32 %9 to i64
  %18 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8, !tbaa !45
  %20 = icmp ult i8 %6, 64
  %21 = and i1 %20, %11
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, 5
  %24 = add i64 %23, %19
  %25 = add i64 %24, %13
  %26 = add i64 %25, %22
  br label %27

27:                                               ; preds = %2, %4
  %28 = phi i64 [ %26, %4 ], [ -72, %2 ]
  ret i64 %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameHeader_advanced(ptr nocapture noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #7 {
  %5 = alloca i32, align 4
  %6 = icmp eq i32 %3, 0
  %7 = select i1 %6, i64 5, i64 1
  %8 = icmp ne i64 %2, 0
  %9 = icmp eq ptr %1, null
  %10 = and i1 %9, %8
  br i1 %10, label %146, label %11

11:                                               ; preds = %4
  %12 = icmp ugt i64 %7, %2
  br i1 %12, label %13, label %25

13:                                               ; preds = %11
  %14 = icmp ne i32 %3, 1
  %15 = and i1 %8, %14
  br i1 %15, label %16, label %146

16:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 -47205080, ptr %5, align 4, !tbaa !43
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false)
  %17 = load i32, ptr %5, align 4, !tbaa !43
  %18 = icmp eq i32 %17, -47205080
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  store i32 407710288, ptr %5, align 4, !tbaa !43
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false)
  %20 = load i32, ptr %5, align 4, !tbaa !43
  %21 = and i32 %20, -16
  %22 = icmp eq i32 %21, 407710288
  br i1 %22, label %23, label %24

23:                                               ; preds = %19, %16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %146

24:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %146

25:                                               ; preds = %11
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  %26 = icmp eq i32 %3, 1
  br i1 %26, label %44, label %27

27:                                               ; preds = %25
  %28 = load i32, ptr %1, align 1, !tbaa !43
  %29 = icmp eq i32 %28, -47205080
  br i1 %29, label %44, label %30

30:                                               ; preds = %27
  %31 = and i32 %28, -16
  %32 = icmp eq i32 %31, 407710288
  br i1 %32, label %33, label %146

33:                                               ; preds = %30
  %34 = icmp ult i64 %2, 8
  br i1 %34, label %146, label %35

35:                                               ; preds = %33
  %36 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 1, ptr %36, align 4, !tbaa !46
  %37 = load i32, ptr %1, align 1, !tbaa !43
  %38 = add i32 %37, -407710288
  %39 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %38, ptr %39, align 4, !tbaa !47
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 8, ptr %40, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %1, i64 4
  %42 = load i32, ptr %41, align 1, !tbaa !43
  %43 = zext i32 %42 to i64
  store i64 %43, ptr %0, align 8, !tbaa !49
  br label %146

44:                                               ; preds = %27, %25
  %45 = getelementptr i8, ptr %1, i64 %7
  %46 = getelementptr i8, ptr %45, i64 -1
  %47 = load i8, ptr %46, align 1, !tbaa !44
  %48 = zext i8 %47 to i32
  %49 = and i32 %48, 3
  %50 = lshr i32 %48, 6
  %51 = and i32 %48, 32
  %52 = icmp ne i32 %51, 0
  %53 = xor i1 %52, true
  %54 = zext i1 %53 to i64
  %55 = zext nneg i32 %49 to i64
  %56 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !45
  %58 = zext nneg i32 %50 to i64
  %59 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !45
  %61 = icmp ult i8 %47, 64
  %62 = and i1 %61, %52
  %63 = zext i1 %62 to i64
  %64 = add i64 %57, %7
  %65 = add i64 %64, %60
  %66 = add i64 %65, %54
  %67 = add i64 %66, %63
  %68 = icmp ugt i64 %67, %2
  br i1 %68, label %146, label %69

69:                                               ; preds = %44
  %70 = trunc i64 %67 to i32
  %71 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %70, ptr %71, align 8, !tbaa !48
  %72 = load i8, ptr %46, align 1, !tbaa !44
  %73 = zext i8 %72 to i32
  %74 = and i32 %73, 3
  %75 = lshr i32 %73, 2
  %76 = and i32 %75, 1
  %77 = lshr i32 %73, 6
  %78 = and i32 %73, 8
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %146

80:                                               ; preds = %69
  %81 = and i32 %73, 32
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %98

83:                                               ; preds = %80
  %84 = load i8, ptr %45, align 1, !tbaa !44
  %85 = icmp ult i8 %84, -80
  br i1 %85, label %86, label %146

86:                                               ; preds = %83
  %87 = add nuw nsw i64 %7, 1
  %88 = zext i8 %84 to i32
  %89 = lshr i32 %88, 3
  %90 = add nuw nsw i32 %89, 10
  %91 = zext nneg i32 %90 to i64
  %92 = shl nuw nsw i64 1, %91
  %93 = lshr i64 %92, 3
  %94 = and i32 %88, 7
  %95 = zext nneg i32 %94 to i64
  %96 = mul nuw nsw i64 %93, %95
  %97 = add nuw nsw i64 %96, %92
  br label %98

98:                                               ; preds = %86, %80
  %99 = phi i64 [ %7, %80 ], [ %87, %86 ]
  %100 = phi i64 [ 0, %80 ], [ %97, %86 ]
  switch i32 %74, label %115 [
    i32 3, label %111
    i32 1, label %101
    i32 2, label %106
    i32 0, label %116
  ]

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %1, i64 %99
  %103 = load i8, ptr %102, align 1, !tbaa !44
  %104 = zext i8 %103 to i32
  %105 = add nuw nsw i64 %99, 1
  br label %116

106:                                              ; preds = %98
  %107 = getelementptr inbounds i8, ptr %1, i64 %99
  %108 = load i16, ptr %107, align 1, !tbaa !50
  %109 = zext i16 %108 to i32
  %110 = add nuw nsw i64 %99, 2
  br label %116

111:                                              ; preds = %98
  %112 = getelementptr inbounds i8, ptr %1, i64 %99
  %113 = load i32, ptr %112, align 1, !tbaa !43
  %114 = add nuw nsw i64 %99, 4
  br label %116

115:                                              ; preds = %116, %98
  unreachable

116:                                              ; preds = %98, %111, %106, %101
  %117 = phi i64 [ %99, %98 ], [ %110, %106 ], [ %105, %101 ], [ %114, %111 ]
  %118 = phi i32 [ %74, %98 ], [ %109, %106 ], [ %104, %101 ], [ %113, %111 ]
  switch i32 %77, label %115 [
    i32 3, label %133
    i32 1, label %124
    i32 2, label %129
    i32 0, label %119
  ]

119:                                              ; preds = %116
  br i1 %82, label %136, label %120

120:                                              ; preds = %119
  %121 = getelementptr inbounds i8, ptr %1, i64 %117
  %122 = load i8, ptr %121, align 1, !tbaa !44
  %123 = zext i8 %122 to i64
  br label %136

124:                                              ; preds = %116
  %125 = getelementptr inbounds i8, ptr %1, i64 %117
  %126 = load i16, ptr %125, align 1, !tbaa !50
  %127 = zext i16 %126 to i64
  %128 = add nuw nsw i64 %127, 256
  br label %136

129:                                              ; preds = %116
  %130 = getelementptr inbounds i8, ptr %1, i64 %117
  %131 = load i32, ptr %130, align 1, !tbaa !43
  %132 = zext i32 %131 to i64
  br label %136

133:                                              ; preds = %116
  %134 = getelementptr inbounds i8, ptr %1, i64 %117
  %135 = load i64, ptr %134, align 1, !tbaa !45
  br label %136

136:                                              ; preds = %119, %120, %133, %129, %124
  %137 = phi i64 [ %123, %120 ], [ -1, %119 ], [ %132, %129 ], [ %128, %124 ], [ %135, %133 ]
  %138 = select i1 %82, i64 %100, i64 %137
  %139 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 0, ptr %139, align 4, !tbaa !46
  store i64 %137, ptr %0, align 8, !tbaa !49
  %140 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %138, ptr %140, align 8, !tbaa !52
  %141 = tail call i64 @llvm.umin.i64(i64 %138, i64 131072)
  %142 = trunc nuw nsw i64 %141 to i32
  %143 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %142, ptr %143, align 8, !tbaa !53
  %144 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %118, ptr %144, align 4, !tbaa !47
  %145 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %76, ptr %145, align 8, !tbaa !54
  br label %146

146:                                              ; preds = %83, %69, %136, %44, %30, %33, %13, %23, %24, %4, %35
  %147 = phi i64 [ -10, %24 ], [ 0, %35 ], [ -1, %4 ], [ %7, %23 ], [ %7, %13 ], [ 8, %33 ], [ -10, %30 ], [ %67, %44 ], [ 0, %136 ], [ -16, %83 ], [ -14, %69 ]
  ret i64 %147
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameHeader(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef 0)
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getFrameContentSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0)
  %5 = icmp eq i64 %4, 0
  %6 = getelementptr inbounds i8, ptr %3, i64 20
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, 1
  %9 = load i64, ptr %3, align 8
  %10 = select i1 %8, i64 0, i64 %9
  %11 = select i1 %5, i64 %10, i64 -2
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18
  ret i64 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -80, 4294967296) i64 @ZSTD_readSkippableFrame(ptr noundef writeonly %0, i64 noundef %1, ptr noundef writeonly %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #7 {
  %6 = icmp ult i64 %4, 8
  br i1 %6, label %34, label %7

7:                                                ; preds = %5
  %8 = load i32, ptr %3, align 1, !tbaa !43
  %9 = getelementptr inbounds i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 1, !tbaa !43
  %11 = icmp ugt i32 %10, -9
  %12 = zext i32 %10 to i64
  %13 = add nuw nsw i64 %12, 8
  %14 = icmp ugt i64 %13, %4
  %15 = select i1 %14, i64 -72, i64 %13
  %16 = select i1 %11, i64 -14, i64 %15
  %17 = add nsw i64 %16, -8
  %18 = and i32 %8, -16
  %19 = icmp eq i32 %18, 407710288
  br i1 %19, label %20, label %34

20:                                               ; preds = %7
  %21 = icmp ugt i64 %16, %4
  br i1 %21, label %34, label %22

22:                                               ; preds = %20
  %23 = icmp ugt i64 %17, %1
  br i1 %23, label %34, label %24

24:                                               ; preds = %22
  %25 = icmp ne i64 %17, 0
  %26 = icmp ne ptr %0, null
  %27 = and i1 %26, %25
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr nonnull align 1 %29, i64 %17, i1 false)
  br label %30

30:                                               ; preds = %28, %24
  %31 = icmp eq ptr %2, null
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = add nsw i32 %8, -407710288
  store i32 %33, ptr %2, align 4, !tbaa !43
  br label %34

34:                                               ; preds = %7, %20, %22, %32, %30, %5
  %35 = phi i64 [ -72, %5 ], [ -14, %7 ], [ -72, %20 ], [ -70, %22 ], [ %17, %32 ], [ %17, %30 ]
  ret i64 %35
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_findDecompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %4 = alloca %struct.ZSTD_FrameHeader, align 8
  %5 = icmp ult i64 %1, 5
  br i1 %5, label %47, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 20
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  br label %9

9:                                                ; preds = %6, %41
  %10 = phi ptr [ %0, %6 ], [ %44, %41 ]
  %11 = phi i64 [ %1, %6 ], [ %45, %41 ]
  %12 = phi i64 [ 0, %6 ], [ %42, %41 ]
  %13 = load i32, ptr %10, align 1, !tbaa !43
  %14 = and i32 %13, -16
  %15 = icmp eq i32 %14, 407710288
  br i1 %15, label %16, label %26

16:                                               ; preds = %9
  %17 = icmp ult i64 %11, 8
  br i1 %17, label %52, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %10, i64 4
  %20 = load i32, ptr %19, align 1, !tbaa !43
  %21 = icmp ugt i32 %20, -9
  %22 = zext i32 %20 to i64
  %23 = add nuw nsw i64 %22, 8
  %24 = icmp ugt i64 %23, %11
  %25 = select i1 %21, i1 true, i1 %24
  br i1 %25, label %52, label %41, !llvm.loop !55

26:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #18
  %27 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %4, ptr noundef nonnull %10, i64 noundef %11, i32 noundef 0)
  %28 = icmp eq i64 %27, 0
  %29 = load i32, ptr %7, align 4
  %30 = icmp eq i32 %29, 1
  %31 = load i64, ptr %4, align 8
  %32 = select i1 %30, i64 0, i64 %31
  %33 = select i1 %28, i64 %32, i64 -2
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18
  %34 = icmp ugt i64 %33, -3
  br i1 %34, label %52, label %35

35:                                               ; preds = %26
  %36 = add i64 %33, %12
  %37 = icmp ult i64 %36, %12
  br i1 %37, label %52, label %38

38:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef nonnull %10, i64 noundef %11, i32 noundef 0)
  %39 = load i64, ptr %8, align 8, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  %40 = icmp ult i64 %39, -119
  br i1 %40, label %41, label %52

41:                                               ; preds = %18, %38
  %42 = phi i64 [ %36, %38 ], [ %12, %18 ]
  %43 = phi i64 [ %39, %38 ], [ %23, %18 ]
  %44 = getelementptr inbounds i8, ptr %10, i64 %43
  %45 = sub i64 %11, %43
  %46 = icmp ult i64 %45, 5
  br i1 %46, label %47, label %9

47:                                               ; preds = %41, %2
  %48 = phi i64 [ 0, %2 ], [ %42, %41 ]
  %49 = phi i64 [ %1, %2 ], [ %45, %41 ]
  %50 = icmp eq i64 %49, 0
  %51 = select i1 %50, i64 %48, i64 -2
  br label %52

52:                                               ; preds = %26, %18, %16, %38, %35, %47
  %53 = phi i64 [ %51, %47 ], [ %33, %26 ], [ -2, %18 ], [ -2, %16 ], [ -2, %35 ], [ -2, %38 ]
  ret i64 %53
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_findFrameCompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %0, i64 noundef %1, i32 noundef 0)
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_getDecompressedSize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0)
  %5 = icmp eq i64 %4, 0
  %6 = getelementptr inbounds i8, ptr %3, i64 20
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, 1
  %9 = load i64, ptr %3, align 8
  %10 = select i1 %8, i64 0, i64 %9
  %11 = select i1 %5, i64 %10, i64 -2
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18
  %12 = icmp ugt i64 %11, -3
  %13 = select i1 %12, i64 0, i64 %11
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBound(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  br label %6

6:                                                ; preds = %11, %2
  %7 = phi i64 [ %1, %2 ], [ %18, %11 ]
  %8 = phi i64 [ 0, %2 ], [ %19, %11 ]
  %9 = phi ptr [ %0, %2 ], [ %17, %11 ]
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %9, i64 noundef %7, i32 noundef 0)
  %12 = load i64, ptr %4, align 8, !tbaa !57
  %13 = load i64, ptr %5, align 8, !tbaa !59
  %14 = icmp ult i64 %12, -119
  %15 = icmp ne i64 %13, -2
  %16 = select i1 %14, i1 %15, i1 false
  %17 = getelementptr inbounds i8, ptr %9, i64 %12
  %18 = sub i64 %7, %12
  %19 = add i64 %13, %8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  br i1 %16, label %6, label %20, !llvm.loop !60

20:                                               ; preds = %6, %11
  %21 = phi i64 [ -2, %11 ], [ %8, %6 ]
  ret i64 %21
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_frameSizeInfo) align 8 %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca %struct.ZSTD_FrameHeader, align 8
  %6 = alloca %struct.blockProperties_t, align 4
  %7 = icmp eq i32 %3, 0
  %8 = icmp ugt i64 %2, 7
  %9 = and i1 %8, %7
  br i1 %9, label %10, label %25

10:                                               ; preds = %4
  %11 = load i32, ptr %1, align 1, !tbaa !43
  %12 = and i32 %11, -16
  %13 = icmp eq i32 %12, 407710288
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %1, i64 4
  %16 = load i32, ptr %15, align 1, !tbaa !43
  %17 = icmp ugt i32 %16, -9
  %18 = zext i32 %16 to i64
  %19 = add nuw nsw i64 %18, 8
  %20 = icmp ugt i64 %19, %2
  %21 = select i1 %20, i64 -72, i64 %19
  %22 = select i1 %17, i64 -14, i64 %21
  store i64 0, ptr %0, align 8, !tbaa !45
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %22, ptr %23, align 8, !tbaa !45
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %24, align 8, !tbaa !61
  br label %92

25:                                               ; preds = %10, %4
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #18
  %26 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %5, ptr noundef %1, i64 noundef %2, i32 noundef %3)
  %27 = icmp ult i64 %26, -119
  br i1 %27, label %31, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %26, ptr %29, align 8, !tbaa !57, !alias.scope !62
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %30, align 8, !tbaa !59, !alias.scope !62
  br label %91

31:                                               ; preds = %25
  %32 = icmp eq i64 %26, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -72, ptr %34, align 8, !tbaa !57, !alias.scope !65
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %35, align 8, !tbaa !59, !alias.scope !65
  br label %91

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !48
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %1, i64 %39
  %41 = sub i64 %2, %39
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18
  %42 = call i64 @ZSTD_getcBlockSize(ptr noundef %40, i64 noundef %41, ptr noundef nonnull %6) #18
  %43 = icmp ult i64 %42, -119
  br i1 %43, label %44, label %59

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %6, i64 4
  br label %46

46:                                               ; preds = %44, %63
  %47 = phi i64 [ %42, %44 ], [ %64, %63 ]
  %48 = phi i64 [ 0, %44 ], [ %56, %63 ]
  %49 = phi i64 [ %41, %44 ], [ %55, %63 ]
  %50 = phi ptr [ %40, %44 ], [ %54, %63 ]
  %51 = add nuw i64 %47, 3
  %52 = icmp ugt i64 %51, %49
  br i1 %52, label %59, label %53

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %50, i64 %51
  %55 = sub i64 %49, %51
  %56 = add i64 %48, 1
  %57 = load i32, ptr %45, align 4, !tbaa !68
  %58 = icmp eq i32 %57, 0
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18
  br i1 %58, label %63, label %66

59:                                               ; preds = %46, %63, %36
  %60 = phi i64 [ %42, %36 ], [ %64, %63 ], [ -72, %46 ]
  %61 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %60, ptr %61, align 8, !tbaa !57
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %62, align 8, !tbaa !59
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18
  br label %91

63:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18
  %64 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %54, i64 noundef %55, ptr noundef nonnull %6) #18
  %65 = icmp ult i64 %64, -119
  br i1 %65, label %46, label %59

66:                                               ; preds = %53
  %67 = getelementptr inbounds i8, ptr %5, i64 32
  %68 = load i32, ptr %67, align 8, !tbaa !54
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %77, label %70

70:                                               ; preds = %66
  %71 = icmp ult i64 %55, 4
  br i1 %71, label %72, label %75

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -72, ptr %73, align 8, !tbaa !57, !alias.scope !70
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %74, align 8, !tbaa !59, !alias.scope !70
  br label %91

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %54, i64 4
  br label %77

77:                                               ; preds = %75, %66
  %78 = phi ptr [ %76, %75 ], [ %54, %66 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = ptrtoint ptr %1 to i64
  %81 = sub i64 %79, %80
  %82 = load i64, ptr %5, align 8, !tbaa !49
  %83 = icmp eq i64 %82, -1
  %84 = getelementptr inbounds i8, ptr %5, i64 16
  %85 = load i32, ptr %84, align 8
  %86 = zext i32 %85 to i64
  %87 = mul i64 %56, %86
  %88 = select i1 %83, i64 %87, i64 %82
  store i64 %56, ptr %0, align 8, !tbaa !45
  %89 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %81, ptr %89, align 8, !tbaa !45
  %90 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %88, ptr %90, align 8, !tbaa !61
  br label %91

91:                                               ; preds = %59, %28, %33, %77, %72
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #18
  br label %92

92:                                               ; preds = %91, %14
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressionMargin(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %4 = alloca %struct.ZSTD_FrameHeader, align 8
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %55, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 20
  %10 = getelementptr inbounds i8, ptr %4, i64 24
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  br label %13

13:                                               ; preds = %6, %46
  %14 = phi ptr [ %0, %6 ], [ %49, %46 ]
  %15 = phi i64 [ %1, %6 ], [ %50, %46 ]
  %16 = phi i32 [ 0, %6 ], [ %48, %46 ]
  %17 = phi i64 [ 0, %6 ], [ %47, %46 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %3, ptr noundef %14, i64 noundef %15, i32 noundef 0)
  %18 = load i64, ptr %7, align 8, !tbaa !57
  %19 = load i64, ptr %8, align 8, !tbaa !59
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #18
  %20 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %4, ptr noundef %14, i64 noundef %15, i32 noundef 0)
  %21 = icmp ult i64 %20, -119
  br i1 %21, label %22, label %44

22:                                               ; preds = %13
  %23 = icmp ugt i64 %18, -120
  %24 = icmp eq i64 %19, -2
  %25 = select i1 %23, i1 true, i1 %24
  br i1 %25, label %44, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %9, align 4, !tbaa !46
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %42

29:                                               ; preds = %26
  %30 = load i32, ptr %10, align 8, !tbaa !48
  %31 = zext i32 %30 to i64
  %32 = add i64 %17, %31
  %33 = load i32, ptr %11, align 8, !tbaa !54
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i64 0, i64 4
  %36 = add i64 %32, %35
  %37 = load i64, ptr %3, align 8, !tbaa !73
  %38 = mul i64 %37, 3
  %39 = add i64 %36, %38
  %40 = load i32, ptr %12, align 8
  %41 = tail call i32 @llvm.umax.i32(i32 %16, i32 %40)
  br label %46

42:                                               ; preds = %26
  %43 = add i64 %18, %17
  br label %46

44:                                               ; preds = %13, %22
  %45 = phi i64 [ -20, %22 ], [ %20, %13 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  br label %55

46:                                               ; preds = %29, %42
  %47 = phi i64 [ %39, %29 ], [ %43, %42 ]
  %48 = phi i32 [ %41, %29 ], [ %16, %42 ]
  %49 = getelementptr inbounds i8, ptr %14, i64 %18
  %50 = sub i64 %15, %18
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %52, label %13, !llvm.loop !74

52:                                               ; preds = %46
  %53 = zext i32 %48 to i64
  %54 = add i64 %47, %53
  br label %55

55:                                               ; preds = %2, %52, %44
  %56 = phi i64 [ %45, %44 ], [ 0, %2 ], [ %54, %52 ]
  ret i64 %56
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_insertBlock(ptr noundef %0, ptr noundef %1, i64 noundef returned %2) local_unnamed_addr #0 {
  tail call void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %1, i64 noundef %2) #18
  %4 = getelementptr inbounds i8, ptr %1, i64 %2
  %5 = getelementptr inbounds i8, ptr %0, i64 29888
  store ptr %4, ptr %5, align 8, !tbaa !75
  ret i64 %2
}

declare void @ZSTD_checkContinuity(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef null)
  ret i64 %8
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) unnamed_addr #0 {
  %9 = alloca %struct.ZSTD_Trace, align 8
  %10 = alloca %struct.blockProperties_t, align 4
  %11 = icmp eq ptr %7, null
  br i1 %11, label %15, label %12

12:                                               ; preds = %8
  %13 = tail call ptr @ZSTD_DDict_dictContent(ptr noundef nonnull %7) #18
  %14 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef nonnull %7) #18
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i64 [ %14, %12 ], [ %6, %8 ]
  %17 = phi ptr [ %13, %12 ], [ %5, %8 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 30104
  %19 = load i32, ptr %18, align 8, !tbaa !31
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 5, i64 1
  %22 = icmp ugt i64 %21, %4
  br i1 %22, label %287, label %23

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
  br label %52

52:                                               ; preds = %23, %280
  %53 = phi i64 [ %21, %23 ], [ %285, %280 ]
  %54 = phi i1 [ %20, %23 ], [ %284, %280 ]
  %55 = phi ptr [ %1, %23 ], [ %281, %280 ]
  %56 = phi i64 [ %2, %23 ], [ %282, %280 ]
  %57 = phi i1 [ false, %23 ], [ true, %280 ]
  %58 = phi i64 [ %4, %23 ], [ %273, %280 ]
  %59 = phi ptr [ %3, %23 ], [ %272, %280 ]
  br label %60

60:                                               ; preds = %52, %81
  %61 = phi i64 [ %58, %52 ], [ %83, %81 ]
  %62 = phi ptr [ %59, %52 ], [ %82, %81 ]
  %63 = icmp ugt i64 %61, 3
  %64 = and i1 %63, %54
  br i1 %64, label %65, label %85

65:                                               ; preds = %60
  %66 = load i32, ptr %62, align 1, !tbaa !43
  %67 = and i32 %66, -16
  %68 = icmp eq i32 %67, 407710288
  br i1 %68, label %69, label %85

69:                                               ; preds = %65
  %70 = icmp ult i64 %61, 8
  br i1 %70, label %295, label %71

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, ptr %62, i64 4
  %73 = load i32, ptr %72, align 1, !tbaa !43
  %74 = icmp ugt i32 %73, -9
  br i1 %74, label %295, label %75

75:                                               ; preds = %71
  %76 = zext i32 %73 to i64
  %77 = add nuw nsw i64 %76, 8
  %78 = icmp ugt i64 %77, %61
  %79 = select i1 %78, i64 -72, i64 %77
  %80 = icmp ult i64 %79, -119
  br i1 %80, label %81, label %295

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %62, i64 %79
  %83 = sub i64 %61, %79
  %84 = icmp ult i64 %83, %53
  br i1 %84, label %287, label %60

85:                                               ; preds = %65, %60
  br i1 %11, label %88, label %86

86:                                               ; preds = %85
  %87 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef nonnull %7)
  br label %91

88:                                               ; preds = %85
  %89 = call i64 @ZSTD_decompressBegin_usingDict(ptr noundef nonnull %0, ptr noundef %17, i64 noundef %16)
  %90 = icmp ult i64 %89, -119
  br i1 %90, label %91, label %295

91:                                               ; preds = %86, %88
  call void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %55, i64 noundef %56) #18
  %92 = getelementptr inbounds i8, ptr %55, i64 %56
  %93 = load i32, ptr %18, align 8, !tbaa !31
  %94 = icmp eq i32 %93, 0
  %95 = select i1 %94, i64 9, i64 5
  %96 = icmp ult i64 %61, %95
  br i1 %96, label %271, label %97

97:                                               ; preds = %91
  %98 = select i1 %94, i64 5, i64 1
  %99 = getelementptr i8, ptr %62, i64 %98
  %100 = getelementptr i8, ptr %99, i64 -1
  %101 = load i8, ptr %100, align 1, !tbaa !44
  %102 = zext i8 %101 to i32
  %103 = and i32 %102, 3
  %104 = lshr i32 %102, 6
  %105 = and i32 %102, 32
  %106 = icmp ne i32 %105, 0
  %107 = xor i1 %106, true
  %108 = zext i1 %107 to i64
  %109 = zext nneg i32 %103 to i64
  %110 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !45
  %112 = zext nneg i32 %104 to i64
  %113 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !45
  %115 = icmp ult i8 %101, 64
  %116 = and i1 %115, %106
  %117 = zext i1 %116 to i64
  %118 = add i64 %111, %98
  %119 = add i64 %118, %114
  %120 = add i64 %119, %108
  %121 = add i64 %120, %117
  %122 = icmp ult i64 %121, -119
  br i1 %122, label %123, label %271

123:                                              ; preds = %97
  %124 = add nuw i64 %121, 3
  %125 = icmp ult i64 %61, %124
  br i1 %125, label %271, label %126

126:                                              ; preds = %123
  %127 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %24, ptr noundef nonnull %62, i64 noundef %121, i32 noundef %93)
  %128 = icmp ult i64 %127, -119
  br i1 %128, label %129, label %271

129:                                              ; preds = %126
  %130 = icmp eq i64 %127, 0
  br i1 %130, label %131, label %271

131:                                              ; preds = %129
  %132 = load i32, ptr %25, align 8, !tbaa !35
  %133 = icmp eq i32 %132, 1
  br i1 %133, label %134, label %138

134:                                              ; preds = %131
  %135 = load ptr, ptr %26, align 8, !tbaa !30
  %136 = icmp eq ptr %135, null
  br i1 %136, label %138, label %137

137:                                              ; preds = %134
  call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %138

138:                                              ; preds = %137, %134, %131
  %139 = load i32, ptr %27, align 4, !tbaa !76
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %138
  %142 = load i32, ptr %28, align 8, !tbaa !77
  %143 = icmp eq i32 %142, %139
  br i1 %143, label %144, label %271

144:                                              ; preds = %141, %138
  %145 = load i32, ptr %29, align 8, !tbaa !78
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %152, label %147

147:                                              ; preds = %144
  %148 = load i32, ptr %30, align 4, !tbaa !34
  %149 = icmp eq i32 %148, 0
  %150 = zext i1 %149 to i32
  store i32 %150, ptr %31, align 8, !tbaa !79
  br i1 %149, label %151, label %153

151:                                              ; preds = %147
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %32, i8 0, i64 88, i1 false)
  store i64 6983438078262162902, ptr %33, align 8, !tbaa !45
  store i64 -4417276706812531889, ptr %34, align 8, !tbaa !45
  store i64 7046029288634856825, ptr %35, align 8, !tbaa !45
  br label %153

152:                                              ; preds = %144
  store i32 0, ptr %31, align 8, !tbaa !79
  br label %153

153:                                              ; preds = %152, %151, %147
  %154 = load i64, ptr %36, align 8, !tbaa !80
  %155 = add i64 %154, %121
  store i64 %155, ptr %36, align 8, !tbaa !80
  %156 = getelementptr inbounds i8, ptr %62, i64 %121
  %157 = sub i64 %61, %121
  %158 = load i32, ptr %37, align 8, !tbaa !37
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %163, label %160

160:                                              ; preds = %153
  %161 = load i32, ptr %38, align 8, !tbaa !81
  %162 = call i32 @llvm.umin.i32(i32 %161, i32 %158)
  store i32 %162, ptr %38, align 8, !tbaa !81
  br label %163

163:                                              ; preds = %160, %153
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18
  %164 = call i64 @ZSTD_getcBlockSize(ptr noundef %156, i64 noundef %157, ptr noundef nonnull %10) #18
  %165 = icmp ult i64 %164, -119
  br i1 %165, label %166, label %222

166:                                              ; preds = %163
  %167 = ptrtoint ptr %92 to i64
  br label %168

168:                                              ; preds = %224, %166
  %169 = phi i64 [ %164, %166 ], [ %225, %224 ]
  %170 = phi ptr [ %156, %166 ], [ %218, %224 ]
  %171 = phi ptr [ %55, %166 ], [ %217, %224 ]
  %172 = phi i64 [ %157, %166 ], [ %219, %224 ]
  %173 = getelementptr inbounds i8, ptr %170, i64 3
  %174 = add i64 %172, -3
  %175 = icmp ugt i64 %169, %174
  br i1 %175, label %222, label %176

176:                                              ; preds = %168
  %177 = icmp uge ptr %173, %171
  %178 = icmp ult ptr %173, %92
  %179 = select i1 %177, i1 %178, i1 false
  %180 = ptrtoint ptr %173 to i64
  %181 = ptrtoint ptr %171 to i64
  %182 = sub i64 %180, %181
  %183 = getelementptr inbounds i8, ptr %171, i64 %182
  %184 = select i1 %179, ptr %183, ptr %92
  %185 = load i32, ptr %10, align 4, !tbaa !82
  switch i32 %185, label %222 [
    i32 2, label %206
    i32 0, label %186
    i32 1, label %194
  ]

186:                                              ; preds = %176
  %187 = sub i64 %167, %181
  %188 = icmp ugt i64 %169, %187
  br i1 %188, label %222, label %189

189:                                              ; preds = %186
  %190 = icmp eq ptr %171, null
  br i1 %190, label %191, label %193

191:                                              ; preds = %189
  %192 = icmp eq i64 %169, 0
  br i1 %192, label %211, label %222

193:                                              ; preds = %189
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %171, ptr nonnull readonly align 1 %173, i64 %169, i1 false)
  br label %211

194:                                              ; preds = %176
  %195 = ptrtoint ptr %184 to i64
  %196 = sub i64 %195, %181
  %197 = load i8, ptr %173, align 1, !tbaa !44
  %198 = load i32, ptr %39, align 4, !tbaa !83
  %199 = zext i32 %198 to i64
  %200 = icmp ult i64 %196, %199
  br i1 %200, label %222, label %201

201:                                              ; preds = %194
  %202 = icmp eq ptr %171, null
  br i1 %202, label %203, label %205

203:                                              ; preds = %201
  %204 = icmp eq i32 %198, 0
  br i1 %204, label %211, label %222

205:                                              ; preds = %201
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %171, i8 %197, i64 %199, i1 false)
  br label %211

206:                                              ; preds = %176
  %207 = ptrtoint ptr %184 to i64
  %208 = sub i64 %207, %181
  %209 = call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %171, i64 noundef %208, ptr noundef nonnull %173, i64 noundef %169, i32 noundef 0) #18
  %210 = icmp ult i64 %209, -119
  br i1 %210, label %211, label %222

211:                                              ; preds = %206, %205, %203, %193, %191
  %212 = phi i64 [ %199, %205 ], [ %209, %206 ], [ %169, %193 ], [ 0, %191 ], [ 0, %203 ]
  %213 = load i32, ptr %31, align 8, !tbaa !79
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %216, label %215

215:                                              ; preds = %211
  call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %32, ptr nocapture noundef %171, i64 noundef %212)
  br label %216

216:                                              ; preds = %215, %211
  %217 = getelementptr inbounds i8, ptr %171, i64 %212
  %218 = getelementptr inbounds i8, ptr %173, i64 %169
  %219 = sub i64 %174, %169
  %220 = load i32, ptr %40, align 4, !tbaa !68
  %221 = icmp eq i32 %220, 0
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18
  br i1 %221, label %224, label %227

222:                                              ; preds = %224, %206, %203, %194, %191, %186, %176, %168, %163
  %223 = phi i64 [ %164, %163 ], [ -70, %194 ], [ -70, %186 ], [ -20, %176 ], [ -72, %168 ], [ %225, %224 ], [ %209, %206 ], [ -74, %191 ], [ -74, %203 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18
  br label %271

224:                                              ; preds = %216
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18
  %225 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %218, i64 noundef %219, ptr noundef nonnull %10) #18
  %226 = icmp ult i64 %225, -119
  br i1 %226, label %168, label %222

227:                                              ; preds = %216
  %228 = load i64, ptr %24, align 8, !tbaa !84
  %229 = icmp eq i64 %228, -1
  %230 = ptrtoint ptr %217 to i64
  %231 = ptrtoint ptr %55 to i64
  %232 = sub i64 %230, %231
  %233 = icmp eq i64 %232, %228
  %234 = select i1 %229, i1 true, i1 %233
  br i1 %234, label %235, label %271

235:                                              ; preds = %227
  %236 = load i32, ptr %29, align 8, !tbaa !78
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %251, label %238

238:                                              ; preds = %235
  %239 = icmp ult i64 %219, 4
  br i1 %239, label %271, label %240

240:                                              ; preds = %238
  %241 = load i32, ptr %30, align 4, !tbaa !34
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %243, label %248

243:                                              ; preds = %240
  %244 = call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %32) #21
  %245 = trunc i64 %244 to i32
  %246 = load i32, ptr %218, align 1, !tbaa !43
  %247 = icmp eq i32 %246, %245
  br i1 %247, label %248, label %271

248:                                              ; preds = %243, %240
  %249 = getelementptr inbounds i8, ptr %218, i64 4
  %250 = add i64 %219, -4
  br label %251

251:                                              ; preds = %248, %235
  %252 = phi i64 [ %250, %248 ], [ %219, %235 ]
  %253 = phi ptr [ %249, %248 ], [ %218, %235 ]
  %254 = ptrtoint ptr %253 to i64
  %255 = ptrtoint ptr %62 to i64
  %256 = sub i64 %254, %255
  %257 = load i64, ptr %41, align 8, !tbaa !85
  %258 = icmp ne i64 %257, 0
  %259 = and i1 %42, %258
  br i1 %259, label %260, label %271

260:                                              ; preds = %251
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %43, i8 0, i64 48, i1 false)
  store i32 10507, ptr %9, align 8, !tbaa !86
  store i32 0, ptr %44, align 4, !tbaa !88
  %261 = load ptr, ptr %45, align 8, !tbaa !89
  %262 = icmp eq ptr %261, null
  br i1 %262, label %269, label %263

263:                                              ; preds = %260
  %264 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %261) #18
  store i32 %264, ptr %43, align 8, !tbaa !90
  %265 = load ptr, ptr %45, align 8, !tbaa !89
  %266 = call i64 @ZSTD_DDict_dictSize(ptr noundef %265) #18
  store i64 %266, ptr %46, align 8, !tbaa !91
  %267 = load i32, ptr %47, align 4, !tbaa !21
  store i32 %267, ptr %48, align 4, !tbaa !92
  %268 = load i64, ptr %41, align 8, !tbaa !85
  br label %269

269:                                              ; preds = %263, %260
  %270 = phi i64 [ %268, %263 ], [ %257, %260 ]
  store i64 %232, ptr %49, align 8, !tbaa !93
  store i64 %256, ptr %50, align 8, !tbaa !94
  store ptr %0, ptr %51, align 8, !tbaa !95
  call void @ZSTD_trace_decompress_end(i64 noundef %270, ptr noundef nonnull %9) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #18
  br label %271

271:                                              ; preds = %251, %269, %91, %97, %123, %126, %129, %141, %222, %227, %238, %243
  %272 = phi ptr [ %62, %91 ], [ %62, %123 ], [ %62, %222 ], [ %62, %238 ], [ %62, %243 ], [ %62, %227 ], [ %62, %141 ], [ %62, %129 ], [ %62, %126 ], [ %62, %97 ], [ %253, %269 ], [ %253, %251 ]
  %273 = phi i64 [ %61, %91 ], [ %61, %123 ], [ %61, %222 ], [ %61, %238 ], [ %61, %243 ], [ %61, %227 ], [ %61, %141 ], [ %61, %129 ], [ %61, %126 ], [ %61, %97 ], [ %252, %269 ], [ %252, %251 ]
  %274 = phi i64 [ -72, %91 ], [ -72, %123 ], [ %223, %222 ], [ -22, %238 ], [ -22, %243 ], [ -20, %227 ], [ -32, %141 ], [ -72, %129 ], [ %127, %126 ], [ %121, %97 ], [ %232, %269 ], [ %232, %251 ]
  %275 = call i32 @ZSTD_getErrorCode(i64 noundef %274) #18
  %276 = icmp eq i32 %275, 10
  %277 = and i1 %276, %57
  br i1 %277, label %295, label %278

278:                                              ; preds = %271
  %279 = icmp ult i64 %274, -119
  br i1 %279, label %280, label %295

280:                                              ; preds = %278
  %281 = getelementptr inbounds i8, ptr %55, i64 %274
  %282 = sub i64 %56, %274
  %283 = load i32, ptr %18, align 8, !tbaa !31
  %284 = icmp eq i32 %283, 0
  %285 = select i1 %284, i64 5, i64 1
  %286 = icmp ult i64 %273, %285
  br i1 %286, label %287, label %52, !llvm.loop !96

287:                                              ; preds = %280, %81, %15
  %288 = phi ptr [ %1, %15 ], [ %55, %81 ], [ %281, %280 ]
  %289 = phi i64 [ %4, %15 ], [ %83, %81 ], [ %273, %280 ]
  %290 = icmp eq i64 %289, 0
  br i1 %290, label %291, label %295

291:                                              ; preds = %287
  %292 = ptrtoint ptr %288 to i64
  %293 = ptrtoint ptr %1 to i64
  %294 = sub i64 %292, %293
  br label %295

295:                                              ; preds = %278, %271, %88, %71, %69, %75, %287, %291
  %296 = phi i64 [ %294, %291 ], [ -72, %287 ], [ %79, %75 ], [ -14, %71 ], [ -72, %69 ], [ %89, %88 ], [ %274, %278 ], [ -72, %271 ]
  ret i64 %296
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressDCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30208
  %7 = load i32, ptr %6, align 8, !tbaa !22
  switch i32 %7, label %8 [
    i32 1, label %15
    i32 -1, label %12
  ]

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  store i32 0, ptr %6, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  br label %18

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 30192
  %14 = load ptr, ptr %13, align 8, !tbaa !89
  br label %18

15:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %0, i64 30192
  %17 = load ptr, ptr %16, align 8, !tbaa !89
  br label %18

18:                                               ; preds = %8, %12, %15
  %19 = phi ptr [ null, %8 ], [ %14, %12 ], [ %17, %15 ]
  %20 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, ptr noundef %19)
  ret i64 %20
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress_usingDDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, ptr noundef %5)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @ZSTD_getDDict(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30208
  %3 = load i32, ptr %2, align 8, !tbaa !22
  switch i32 %3, label %4 [
    i32 1, label %11
    i32 -1, label %8
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 30184
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18
  store i32 0, ptr %2, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  br label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 30192
  %10 = load ptr, ptr %9, align 8, !tbaa !89
  br label %14

11:                                               ; preds = %1
  store i32 0, ptr %2, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %0, i64 30192
  %13 = load ptr, ptr %12, align 8, !tbaa !89
  br label %14

14:                                               ; preds = %11, %8, %4
  %15 = phi ptr [ null, %4 ], [ %10, %8 ], [ %13, %11 ]
  ret ptr %15
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20
  %6 = icmp eq ptr %5, null
  br i1 %6, label %46, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 30128
  %9 = getelementptr inbounds i8, ptr %5, i64 30168
  store i64 0, ptr %9, align 8, !tbaa !38
  %10 = getelementptr inbounds i8, ptr %5, i64 30184
  %11 = getelementptr inbounds i8, ptr %5, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %5, i64 30204
  store i32 0, ptr %12, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %5, i64 30208
  %14 = getelementptr inbounds i8, ptr %5, i64 30280
  store i64 0, ptr %14, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %5, i64 30236
  %16 = getelementptr inbounds i8, ptr %5, i64 30316
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %5, i64 95960
  store i64 0, ptr %17, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %5, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store i32 1, ptr %18, align 8, !tbaa !25
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %7
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %23 = icmp ugt i32 %19, 6
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %26 = extractvalue { i32, i32, i32 } %25, 1
  %27 = and i32 %26, 8
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = lshr i32 %26, 8
  %31 = and i32 %30, 1
  br label %32

32:                                               ; preds = %29, %24, %21, %7
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %7 ]
  %34 = getelementptr inbounds i8, ptr %5, i64 30180
  store i32 %33, ptr %34, align 4, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %5, i64 30216
  store ptr null, ptr %35, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %5, i64 30104
  store i32 0, ptr %36, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %5, i64 30264
  store i64 134217729, ptr %37, align 8, !tbaa !32
  %38 = getelementptr inbounds i8, ptr %5, i64 30320
  store i32 0, ptr %38, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %5, i64 30108
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = getelementptr inbounds i8, ptr %5, i64 30224
  store i32 0, ptr %40, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %5, i64 30228
  store i32 0, ptr %41, align 4, !tbaa !36
  %42 = getelementptr inbounds i8, ptr %5, i64 30232
  store i32 0, ptr %42, align 8, !tbaa !37
  %43 = tail call i64 @ZSTD_freeDDict(ptr noundef null) #18
  store i32 0, ptr %13, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  %44 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %5, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, i64 noundef 0, ptr noundef null)
  %45 = tail call i64 @ZSTD_freeDCtx(ptr noundef nonnull %5)
  br label %46

46:                                               ; preds = %4, %32
  %47 = phi i64 [ %44, %32 ], [ -64, %4 ]
  ret i64 %47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_nextSrcSizeToDecompress(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 29920
  %3 = load i64, ptr %2, align 8, !tbaa !97
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 6) i32 @ZSTD_nextInputType(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 29996
  %3 = load i32, ptr %2, align 4, !tbaa !98
  %4 = add i32 %3, -2
  %5 = icmp ult i32 %4, 6
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [6 x i32], ptr @switch.table.ZSTD_nextInputType, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressContinue(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = alloca %struct.ZSTD_Trace, align 8
  %7 = alloca %struct.blockProperties_t, align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 29996
  %9 = load i32, ptr %8, align 4, !tbaa !98
  %10 = add i32 %9, -3
  %11 = icmp ult i32 %10, 2
  br i1 %11, label %15, label %12

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29920
  %14 = load i64, ptr %13, align 8, !tbaa !97
  br label %24

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 29992
  %17 = load i32, ptr %16, align 8, !tbaa !99
  %18 = icmp eq i32 %17, 0
  %19 = getelementptr inbounds i8, ptr %0, i64 29920
  %20 = load i64, ptr %19, align 8, !tbaa !97
  br i1 %18, label %21, label %24

21:                                               ; preds = %15
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 %4)
  %23 = tail call i64 @llvm.umax.i64(i64 %22, i64 1)
  br label %24

24:                                               ; preds = %12, %15, %21
  %25 = phi i64 [ %14, %12 ], [ %23, %21 ], [ %20, %15 ]
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %27, label %290

27:                                               ; preds = %24
  tail call void @ZSTD_checkContinuity(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) #18
  %28 = getelementptr inbounds i8, ptr %0, i64 29976
  %29 = load i64, ptr %28, align 8, !tbaa !80
  %30 = add i64 %29, %4
  store i64 %30, ptr %28, align 8, !tbaa !80
  %31 = load i32, ptr %8, align 4, !tbaa !98
  switch i32 %31, label %290 [
    i32 0, label %32
    i32 1, label %79
    i32 2, label %131
    i32 4, label %165
    i32 3, label %165
    i32 5, label %240
    i32 6, label %280
    i32 7, label %288
  ]

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 30104
  %34 = load i32, ptr %33, align 8, !tbaa !31
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 1, !tbaa !43
  %38 = and i32 %37, -16
  %39 = icmp eq i32 %38, 407710288
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 95940
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %41, ptr nonnull align 1 %3, i64 %4, i1 false)
  %42 = sub i64 8, %4
  %43 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %42, ptr %43, align 8, !tbaa !97
  store i32 6, ptr %8, align 4, !tbaa !98
  br label %290

44:                                               ; preds = %36, %32
  %45 = phi i64 [ 5, %36 ], [ 1, %32 ]
  %46 = icmp ugt i64 %45, %4
  br i1 %46, label %47, label %49

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %0, i64 30096
  store i64 -72, ptr %48, align 8, !tbaa !100
  br label %290

49:                                               ; preds = %44
  %50 = getelementptr i8, ptr %3, i64 %45
  %51 = getelementptr i8, ptr %50, i64 -1
  %52 = load i8, ptr %51, align 1, !tbaa !44
  %53 = zext i8 %52 to i32
  %54 = and i32 %53, 3
  %55 = lshr i32 %53, 6
  %56 = and i32 %53, 32
  %57 = icmp ne i32 %56, 0
  %58 = xor i1 %57, true
  %59 = zext i1 %58 to i64
  %60 = zext nneg i32 %54 to i64
  %61 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !45
  %63 = zext nneg i32 %55 to i64
  %64 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !45
  %66 = icmp ult i8 %52, 64
  %67 = and i1 %66, %57
  %68 = zext i1 %67 to i64
  %69 = add i64 %62, %45
  %70 = add i64 %69, %65
  %71 = add i64 %70, %59
  %72 = add i64 %71, %68
  %73 = getelementptr inbounds i8, ptr %0, i64 30096
  store i64 %72, ptr %73, align 8, !tbaa !100
  %74 = icmp ult i64 %72, -119
  br i1 %74, label %75, label %290

75:                                               ; preds = %49
  %76 = getelementptr inbounds i8, ptr %0, i64 95940
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %76, ptr nonnull align 1 %3, i64 %4, i1 false)
  %77 = sub i64 %72, %4
  %78 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %77, ptr %78, align 8, !tbaa !97
  store i32 1, ptr %8, align 4, !tbaa !98
  br label %290

79:                                               ; preds = %27
  %80 = getelementptr inbounds i8, ptr %0, i64 95940
  %81 = getelementptr inbounds i8, ptr %0, i64 30096
  %82 = load i64, ptr %81, align 8, !tbaa !100
  %83 = sub i64 %82, %4
  %84 = getelementptr inbounds i8, ptr %80, i64 %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr align 1 %3, i64 %4, i1 false)
  %85 = load i64, ptr %81, align 8, !tbaa !100
  %86 = getelementptr inbounds i8, ptr %0, i64 29928
  %87 = getelementptr inbounds i8, ptr %0, i64 30104
  %88 = load i32, ptr %87, align 8, !tbaa !31
  %89 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %86, ptr noundef nonnull %80, i64 noundef %85, i32 noundef %88)
  %90 = icmp ult i64 %89, -119
  br i1 %90, label %91, label %290

91:                                               ; preds = %79
  %92 = icmp eq i64 %89, 0
  br i1 %92, label %93, label %290

93:                                               ; preds = %91
  %94 = getelementptr inbounds i8, ptr %0, i64 30224
  %95 = load i32, ptr %94, align 8, !tbaa !35
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %102

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %0, i64 30216
  %99 = load ptr, ptr %98, align 8, !tbaa !30
  %100 = icmp eq ptr %99, null
  br i1 %100, label %102, label %101

101:                                              ; preds = %97
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %102

102:                                              ; preds = %101, %97, %93
  %103 = getelementptr inbounds i8, ptr %0, i64 29956
  %104 = load i32, ptr %103, align 4, !tbaa !76
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds i8, ptr %0, i64 30200
  %108 = load i32, ptr %107, align 8, !tbaa !77
  %109 = icmp eq i32 %108, %104
  br i1 %109, label %110, label %290

110:                                              ; preds = %106, %102
  %111 = getelementptr inbounds i8, ptr %0, i64 29960
  %112 = load i32, ptr %111, align 8, !tbaa !78
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %125, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %0, i64 30108
  %116 = load i32, ptr %115, align 4, !tbaa !34
  %117 = icmp eq i32 %116, 0
  %118 = zext i1 %117 to i32
  %119 = getelementptr inbounds i8, ptr %0, i64 30112
  store i32 %118, ptr %119, align 8, !tbaa !79
  br i1 %117, label %120, label %127

120:                                              ; preds = %114
  %121 = getelementptr inbounds i8, ptr %0, i64 30008
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %121, i8 0, i64 88, i1 false)
  %122 = getelementptr inbounds i8, ptr %0, i64 30016
  store i64 6983438078262162902, ptr %122, align 8, !tbaa !45
  %123 = getelementptr inbounds i8, ptr %0, i64 30024
  store i64 -4417276706812531889, ptr %123, align 8, !tbaa !45
  %124 = getelementptr inbounds i8, ptr %0, i64 30040
  store i64 7046029288634856825, ptr %124, align 8, !tbaa !45
  br label %127

125:                                              ; preds = %110
  %126 = getelementptr inbounds i8, ptr %0, i64 30112
  store i32 0, ptr %126, align 8, !tbaa !79
  br label %127

127:                                              ; preds = %125, %120, %114
  %128 = load i64, ptr %28, align 8, !tbaa !80
  %129 = add i64 %128, %85
  store i64 %129, ptr %28, align 8, !tbaa !80
  %130 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 3, ptr %130, align 8, !tbaa !97
  store i32 2, ptr %8, align 4, !tbaa !98
  br label %290

131:                                              ; preds = %27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #18
  %132 = call i64 @ZSTD_getcBlockSize(ptr noundef %3, i64 noundef 3, ptr noundef nonnull %7) #18
  %133 = icmp ult i64 %132, -119
  br i1 %133, label %134, label %163

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %0, i64 29944
  %136 = load i32, ptr %135, align 8, !tbaa !81
  %137 = zext i32 %136 to i64
  %138 = icmp ugt i64 %132, %137
  br i1 %138, label %163, label %139

139:                                              ; preds = %134
  %140 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %132, ptr %140, align 8, !tbaa !97
  %141 = load i32, ptr %7, align 4, !tbaa !82
  %142 = getelementptr inbounds i8, ptr %0, i64 29992
  store i32 %141, ptr %142, align 8, !tbaa !99
  %143 = getelementptr inbounds i8, ptr %7, i64 8
  %144 = load i32, ptr %143, align 4, !tbaa !83
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds i8, ptr %0, i64 30160
  store i64 %145, ptr %146, align 8, !tbaa !101
  %147 = icmp eq i64 %132, 0
  %148 = getelementptr inbounds i8, ptr %7, i64 4
  %149 = load i32, ptr %148, align 4, !tbaa !68
  %150 = icmp eq i32 %149, 0
  br i1 %147, label %153, label %151

151:                                              ; preds = %139
  %152 = select i1 %150, i32 3, i32 4
  br label %161

153:                                              ; preds = %139
  br i1 %150, label %160, label %154

154:                                              ; preds = %153
  %155 = getelementptr inbounds i8, ptr %0, i64 29960
  %156 = load i32, ptr %155, align 8, !tbaa !78
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %159, label %158

158:                                              ; preds = %154
  store i64 4, ptr %140, align 8, !tbaa !97
  br label %161

159:                                              ; preds = %154
  store i64 0, ptr %140, align 8, !tbaa !97
  br label %161

160:                                              ; preds = %153
  store i64 3, ptr %140, align 8, !tbaa !97
  br label %161

161:                                              ; preds = %151, %158, %159, %160
  %162 = phi i32 [ 2, %160 ], [ 0, %159 ], [ 5, %158 ], [ %152, %151 ]
  store i32 %162, ptr %8, align 4, !tbaa !98
  br label %163

163:                                              ; preds = %161, %134, %131
  %164 = phi i64 [ %132, %131 ], [ -20, %134 ], [ 0, %161 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #18
  br label %290

165:                                              ; preds = %27, %27
  %166 = getelementptr inbounds i8, ptr %0, i64 29992
  %167 = load i32, ptr %166, align 8, !tbaa !99
  switch i32 %167, label %290 [
    i32 2, label %168
    i32 0, label %170
    i32 1, label %182
  ]

168:                                              ; preds = %165
  %169 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1) #18
  br label %193

170:                                              ; preds = %165
  %171 = icmp ugt i64 %4, %2
  br i1 %171, label %290, label %172

172:                                              ; preds = %170
  %173 = icmp eq ptr %1, null
  br i1 %173, label %174, label %176

174:                                              ; preds = %172
  %175 = icmp eq i64 %4, 0
  br i1 %175, label %178, label %290

176:                                              ; preds = %172
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1, ptr readonly align 1 %3, i64 %4, i1 false)
  %177 = icmp ult i64 %4, -119
  br i1 %177, label %178, label %290

178:                                              ; preds = %176, %174
  %179 = getelementptr inbounds i8, ptr %0, i64 29920
  %180 = load i64, ptr %179, align 8, !tbaa !97
  %181 = sub i64 %180, %4
  store i64 %181, ptr %179, align 8, !tbaa !97
  br label %197

182:                                              ; preds = %165
  %183 = load i8, ptr %3, align 1, !tbaa !44
  %184 = getelementptr inbounds i8, ptr %0, i64 30160
  %185 = load i64, ptr %184, align 8, !tbaa !101
  %186 = icmp ugt i64 %185, %2
  br i1 %186, label %193, label %187

187:                                              ; preds = %182
  %188 = icmp eq ptr %1, null
  br i1 %188, label %189, label %192

189:                                              ; preds = %187
  %190 = icmp eq i64 %185, 0
  %191 = select i1 %190, i64 0, i64 -74
  br label %193

192:                                              ; preds = %187
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 %183, i64 %185, i1 false)
  br label %193

193:                                              ; preds = %192, %189, %182, %168
  %194 = phi i64 [ %169, %168 ], [ %185, %192 ], [ -70, %182 ], [ %191, %189 ]
  %195 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %195, align 8, !tbaa !97
  %196 = icmp ult i64 %194, -119
  br i1 %196, label %197, label %290

197:                                              ; preds = %178, %193
  %198 = phi i64 [ %4, %178 ], [ %194, %193 ]
  %199 = phi i64 [ %181, %178 ], [ 0, %193 ]
  %200 = getelementptr inbounds i8, ptr %0, i64 29928
  %201 = getelementptr inbounds i8, ptr %0, i64 29944
  %202 = load i32, ptr %201, align 8, !tbaa !81
  %203 = zext i32 %202 to i64
  %204 = icmp ugt i64 %198, %203
  br i1 %204, label %290, label %205

205:                                              ; preds = %197
  %206 = getelementptr inbounds i8, ptr %0, i64 29984
  %207 = load i64, ptr %206, align 8, !tbaa !102
  %208 = add i64 %207, %198
  store i64 %208, ptr %206, align 8, !tbaa !102
  %209 = getelementptr inbounds i8, ptr %0, i64 30112
  %210 = load i32, ptr %209, align 8, !tbaa !79
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %216, label %212

212:                                              ; preds = %205
  %213 = getelementptr inbounds i8, ptr %0, i64 30008
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %213, ptr nocapture noundef %1, i64 noundef %198)
  %214 = getelementptr inbounds i8, ptr %0, i64 29920
  %215 = load i64, ptr %214, align 8, !tbaa !97
  br label %216

216:                                              ; preds = %212, %205
  %217 = phi i64 [ %215, %212 ], [ %199, %205 ]
  %218 = getelementptr inbounds i8, ptr %1, i64 %198
  %219 = getelementptr inbounds i8, ptr %0, i64 29888
  store ptr %218, ptr %219, align 8, !tbaa !75
  %220 = getelementptr inbounds i8, ptr %0, i64 29920
  %221 = icmp eq i64 %217, 0
  br i1 %221, label %222, label %290

222:                                              ; preds = %216
  %223 = load i32, ptr %8, align 4, !tbaa !98
  %224 = icmp eq i32 %223, 4
  br i1 %224, label %225, label %239

225:                                              ; preds = %222
  %226 = load i64, ptr %200, align 8, !tbaa !84
  %227 = icmp eq i64 %226, -1
  br i1 %227, label %231, label %228

228:                                              ; preds = %225
  %229 = load i64, ptr %206, align 8, !tbaa !102
  %230 = icmp eq i64 %229, %226
  br i1 %230, label %231, label %290

231:                                              ; preds = %228, %225
  %232 = getelementptr inbounds i8, ptr %0, i64 29960
  %233 = load i32, ptr %232, align 8, !tbaa !78
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %236, label %235

235:                                              ; preds = %231
  store i64 4, ptr %220, align 8, !tbaa !97
  store i32 5, ptr %8, align 4, !tbaa !98
  br label %290

236:                                              ; preds = %231
  %237 = load i64, ptr %206, align 8, !tbaa !102
  %238 = load i64, ptr %28, align 8, !tbaa !80
  tail call fastcc void @ZSTD_DCtx_trace_end(ptr noundef nonnull %0, i64 noundef %237, i64 noundef %238, i32 noundef 1)
  store i64 0, ptr %220, align 8, !tbaa !97
  store i32 0, ptr %8, align 4, !tbaa !98
  br label %290

239:                                              ; preds = %222
  store i32 2, ptr %8, align 4, !tbaa !98
  store i64 3, ptr %220, align 8, !tbaa !97
  br label %290

240:                                              ; preds = %27
  %241 = getelementptr inbounds i8, ptr %0, i64 30112
  %242 = load i32, ptr %241, align 8, !tbaa !79
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %250, label %244

244:                                              ; preds = %240
  %245 = getelementptr inbounds i8, ptr %0, i64 30008
  %246 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %245) #21
  %247 = trunc i64 %246 to i32
  %248 = load i32, ptr %3, align 1, !tbaa !43
  %249 = icmp eq i32 %248, %247
  br i1 %249, label %250, label %290

250:                                              ; preds = %244, %240
  %251 = getelementptr inbounds i8, ptr %0, i64 29984
  %252 = load i64, ptr %251, align 8, !tbaa !102
  %253 = getelementptr inbounds i8, ptr %0, i64 95968
  %254 = load i64, ptr %253, align 8, !tbaa !85
  %255 = icmp ne i64 %254, 0
  %256 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %257 = and i1 %256, %255
  br i1 %257, label %258, label %278

258:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #18
  %259 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %259, i8 0, i64 48, i1 false)
  store i32 10507, ptr %6, align 8, !tbaa !86
  %260 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 1, ptr %260, align 4, !tbaa !88
  %261 = getelementptr inbounds i8, ptr %0, i64 30192
  %262 = load ptr, ptr %261, align 8, !tbaa !89
  %263 = icmp eq ptr %262, null
  br i1 %263, label %273, label %264

264:                                              ; preds = %258
  %265 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %262) #18
  store i32 %265, ptr %259, align 8, !tbaa !90
  %266 = load ptr, ptr %261, align 8, !tbaa !89
  %267 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %266) #18
  %268 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %267, ptr %268, align 8, !tbaa !91
  %269 = getelementptr inbounds i8, ptr %0, i64 30204
  %270 = load i32, ptr %269, align 4, !tbaa !21
  %271 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %270, ptr %271, align 4, !tbaa !92
  %272 = load i64, ptr %253, align 8, !tbaa !85
  br label %273

273:                                              ; preds = %264, %258
  %274 = phi i64 [ %272, %264 ], [ %254, %258 ]
  %275 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %252, ptr %275, align 8, !tbaa !93
  %276 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %30, ptr %276, align 8, !tbaa !94
  %277 = getelementptr inbounds i8, ptr %6, i64 56
  store ptr %0, ptr %277, align 8, !tbaa !95
  call void @ZSTD_trace_decompress_end(i64 noundef %274, ptr noundef nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #18
  br label %278

278:                                              ; preds = %250, %273
  %279 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %279, align 8, !tbaa !97
  store i32 0, ptr %8, align 4, !tbaa !98
  br label %290

280:                                              ; preds = %27
  %281 = getelementptr inbounds i8, ptr %0, i64 95940
  %282 = sub i64 8, %4
  %283 = getelementptr inbounds i8, ptr %281, i64 %282
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %283, ptr align 1 %3, i64 %4, i1 false)
  %284 = getelementptr inbounds i8, ptr %0, i64 95944
  %285 = load i32, ptr %284, align 1, !tbaa !43
  %286 = zext i32 %285 to i64
  %287 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %286, ptr %287, align 8, !tbaa !97
  store i32 7, ptr %8, align 4, !tbaa !98
  br label %290

288:                                              ; preds = %27
  %289 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %289, align 8, !tbaa !97
  store i32 0, ptr %8, align 4, !tbaa !98
  br label %290

290:                                              ; preds = %174, %170, %106, %91, %79, %49, %47, %244, %27, %193, %176, %165, %197, %216, %228, %235, %236, %239, %24, %40, %75, %127, %163, %278, %280, %288
  %291 = phi i64 [ 0, %288 ], [ 0, %280 ], [ -22, %244 ], [ 0, %278 ], [ %164, %163 ], [ 0, %127 ], [ 0, %40 ], [ 0, %75 ], [ -72, %24 ], [ %194, %193 ], [ %4, %176 ], [ -20, %165 ], [ -20, %197 ], [ %198, %216 ], [ -20, %228 ], [ %198, %235 ], [ %198, %236 ], [ %198, %239 ], [ -1, %27 ], [ -72, %47 ], [ %72, %49 ], [ -32, %106 ], [ -72, %91 ], [ %89, %79 ], [ -70, %170 ], [ -74, %174 ]
  ret i64 %291
}

declare i64 @ZSTD_getcBlockSize(ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @ZSTD_decompressBlock_internal(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #10 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %118

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 %2
  %9 = load i64, ptr %0, align 8, !tbaa !103
  %10 = add i64 %9, %2
  store i64 %10, ptr %0, align 8, !tbaa !103
  %11 = getelementptr inbounds i8, ptr %0, i64 72
  %12 = load i32, ptr %11, align 8, !tbaa !104
  %13 = zext i32 %12 to i64
  %14 = add i64 %13, %2
  %15 = icmp ult i64 %14, 32
  br i1 %15, label %16, label %22

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = getelementptr inbounds i8, ptr %17, i64 %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %18, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %19 = trunc i64 %2 to i32
  %20 = load i32, ptr %11, align 8, !tbaa !104
  %21 = add i32 %20, %19
  store i32 %21, ptr %11, align 8, !tbaa !104
  br label %118

22:                                               ; preds = %7
  %23 = icmp eq i32 %12, 0
  br i1 %23, label %64, label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = getelementptr inbounds i8, ptr %25, i64 %13
  %27 = sub i32 32, %12
  %28 = zext i32 %27 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr nonnull readonly align 1 %1, i64 %28, i1 false)
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !45
  %31 = load i64, ptr %25, align 1, !tbaa !45
  %32 = mul i64 %31, -4417276706812531889
  %33 = add i64 %32, %30
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31)
  %35 = mul i64 %34, -7046029288634856825
  store i64 %35, ptr %29, align 8, !tbaa !45
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = load i64, ptr %36, align 8, !tbaa !45
  %38 = getelementptr inbounds i8, ptr %0, i64 48
  %39 = load i64, ptr %38, align 1, !tbaa !45
  %40 = mul i64 %39, -4417276706812531889
  %41 = add i64 %40, %37
  %42 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 31)
  %43 = mul i64 %42, -7046029288634856825
  store i64 %43, ptr %36, align 8, !tbaa !45
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load i64, ptr %44, align 8, !tbaa !45
  %46 = getelementptr inbounds i8, ptr %0, i64 56
  %47 = load i64, ptr %46, align 1, !tbaa !45
  %48 = mul i64 %47, -4417276706812531889
  %49 = add i64 %48, %45
  %50 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 31)
  %51 = mul i64 %50, -7046029288634856825
  store i64 %51, ptr %44, align 8, !tbaa !45
  %52 = getelementptr inbounds i8, ptr %0, i64 32
  %53 = load i64, ptr %52, align 8, !tbaa !45
  %54 = getelementptr inbounds i8, ptr %0, i64 64
  %55 = load i64, ptr %54, align 1, !tbaa !45
  %56 = mul i64 %55, -4417276706812531889
  %57 = add i64 %56, %53
  %58 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 31)
  %59 = mul i64 %58, -7046029288634856825
  store i64 %59, ptr %52, align 8, !tbaa !45
  %60 = load i32, ptr %11, align 8, !tbaa !104
  %61 = sub i32 32, %60
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %1, i64 %62
  store i32 0, ptr %11, align 8, !tbaa !104
  br label %64

64:                                               ; preds = %24, %22
  %65 = phi ptr [ %63, %24 ], [ %1, %22 ]
  %66 = getelementptr inbounds i8, ptr %65, i64 32
  %67 = icmp ugt ptr %66, %8
  br i1 %67, label %109, label %68

68:                                               ; preds = %64
  %69 = getelementptr inbounds i8, ptr %8, i64 -32
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = getelementptr inbounds i8, ptr %0, i64 16
  %72 = getelementptr inbounds i8, ptr %0, i64 24
  %73 = getelementptr inbounds i8, ptr %0, i64 32
  %74 = load i64, ptr %70, align 8, !tbaa !45
  %75 = load i64, ptr %71, align 8, !tbaa !45
  %76 = load i64, ptr %72, align 8, !tbaa !45
  %77 = load i64, ptr %73, align 8, !tbaa !45
  br label %78

78:                                               ; preds = %78, %68
  %79 = phi i64 [ %77, %68 ], [ %106, %78 ]
  %80 = phi i64 [ %76, %68 ], [ %100, %78 ]
  %81 = phi i64 [ %75, %68 ], [ %94, %78 ]
  %82 = phi i64 [ %74, %68 ], [ %88, %78 ]
  %83 = phi ptr [ %65, %68 ], [ %107, %78 ]
  %84 = load i64, ptr %83, align 1, !tbaa !45
  %85 = mul i64 %84, -4417276706812531889
  %86 = add i64 %85, %82
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31)
  %88 = mul i64 %87, -7046029288634856825
  store i64 %88, ptr %70, align 8, !tbaa !45
  %89 = getelementptr inbounds i8, ptr %83, i64 8
  %90 = load i64, ptr %89, align 1, !tbaa !45
  %91 = mul i64 %90, -4417276706812531889
  %92 = add i64 %91, %81
  %93 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 31)
  %94 = mul i64 %93, -7046029288634856825
  store i64 %94, ptr %71, align 8, !tbaa !45
  %95 = getelementptr inbounds i8, ptr %83, i64 16
  %96 = load i64, ptr %95, align 1, !tbaa !45
  %97 = mul i64 %96, -4417276706812531889
  %98 = add i64 %97, %80
  %99 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 31)
  %100 = mul i64 %99, -7046029288634856825
  store i64 %100, ptr %72, align 8, !tbaa !45
  %101 = getelementptr inbounds i8, ptr %83, i64 24
  %102 = load i64, ptr %101, align 1, !tbaa !45
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %79
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31)
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, ptr %73, align 8, !tbaa !45
  %107 = getelementptr inbounds i8, ptr %83, i64 32
  %108 = icmp ugt ptr %107, %69
  br i1 %108, label %109, label %78, !llvm.loop !105

109:                                              ; preds = %78, %64
  %110 = phi ptr [ %65, %64 ], [ %107, %78 ]
  %111 = icmp ult ptr %110, %8
  br i1 %111, label %112, label %118

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %0, i64 40
  %114 = ptrtoint ptr %8 to i64
  %115 = ptrtoint ptr %110 to i64
  %116 = sub i64 %114, %115
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %113, ptr readonly align 1 %110, i64 %116, i1 false)
  %117 = trunc i64 %116 to i32
  store i32 %117, ptr %11, align 8, !tbaa !104
  br label %118

118:                                              ; preds = %16, %112, %109, %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_trace_end(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca %struct.ZSTD_Trace, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 95968
  %7 = load i64, ptr %6, align 8, !tbaa !85
  %8 = icmp ne i64 %7, 0
  %9 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %10 = and i1 %9, %8
  br i1 %10, label %11, label %32

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #18
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, i8 0, i64 48, i1 false)
  store i32 10507, ptr %5, align 8, !tbaa !86
  %13 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %3, ptr %13, align 4, !tbaa !88
  %14 = getelementptr inbounds i8, ptr %0, i64 30192
  %15 = load ptr, ptr %14, align 8, !tbaa !89
  %16 = icmp eq ptr %15, null
  br i1 %16, label %27, label %17

17:                                               ; preds = %11
  %18 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %15) #18
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !90
  %20 = load ptr, ptr %14, align 8, !tbaa !89
  %21 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %20) #18
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 %21, ptr %22, align 8, !tbaa !91
  %23 = getelementptr inbounds i8, ptr %0, i64 30204
  %24 = load i32, ptr %23, align 4, !tbaa !21
  %25 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %24, ptr %25, align 4, !tbaa !92
  %26 = load i64, ptr %6, align 8, !tbaa !85
  br label %27

27:                                               ; preds = %17, %11
  %28 = phi i64 [ %26, %17 ], [ %7, %11 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 %1, ptr %29, align 8, !tbaa !93
  %30 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 %2, ptr %30, align 8, !tbaa !94
  %31 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr %0, ptr %31, align 8, !tbaa !95
  call void @ZSTD_trace_decompress_end(i64 noundef %28, ptr noundef nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #18
  br label %32

32:                                               ; preds = %27, %4
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef readonly %0) unnamed_addr #11 {
  %2 = load i64, ptr %0, align 8, !tbaa !103
  %3 = icmp ugt i64 %2, 31
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !45
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !45
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7)
  %11 = add i64 %10, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !45
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12)
  %15 = add i64 %11, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !45
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 18)
  %19 = add i64 %15, %18
  %20 = mul i64 %6, -4417276706812531889
  %21 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 31)
  %22 = mul i64 %21, -7046029288634856825
  %23 = xor i64 %19, %22
  %24 = mul i64 %23, -7046029288634856825
  %25 = add i64 %24, -8796714831421723037
  %26 = mul i64 %9, -4417276706812531889
  %27 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 31)
  %28 = mul i64 %27, -7046029288634856825
  %29 = xor i64 %25, %28
  %30 = mul i64 %29, -7046029288634856825
  %31 = add i64 %30, -8796714831421723037
  %32 = mul i64 %13, -4417276706812531889
  %33 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 31)
  %34 = mul i64 %33, -7046029288634856825
  %35 = xor i64 %31, %34
  %36 = mul i64 %35, -7046029288634856825
  %37 = add i64 %36, -8796714831421723037
  %38 = mul i64 %17, -4417276706812531889
  %39 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 31)
  %40 = mul i64 %39, -7046029288634856825
  %41 = xor i64 %37, %40
  %42 = mul i64 %41, -7046029288634856825
  %43 = add i64 %42, -8796714831421723037
  br label %48

44:                                               ; preds = %1
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load i64, ptr %45, align 8, !tbaa !45
  %47 = add i64 %46, 2870177450012600261
  br label %48

48:                                               ; preds = %44, %4
  %49 = phi i64 [ %43, %4 ], [ %47, %44 ]
  %50 = add i64 %49, %2
  %51 = getelementptr inbounds i8, ptr %0, i64 40
  %52 = and i64 %2, 31
  %53 = icmp ugt i64 %52, 7
  br i1 %53, label %54, label %101

54:                                               ; preds = %48
  %55 = add nsw i64 %52, -8
  %56 = and i64 %55, 8
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %69

58:                                               ; preds = %54
  %59 = load i64, ptr %51, align 1, !tbaa !45
  %60 = mul i64 %59, -4417276706812531889
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31)
  %62 = mul i64 %61, -7046029288634856825
  %63 = getelementptr inbounds i8, ptr %0, i64 48
  %64 = xor i64 %62, %50
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 27)
  %66 = mul i64 %65, -7046029288634856825
  %67 = add i64 %66, -8796714831421723037
  %68 = add nsw i64 %52, -8
  br label %69

69:                                               ; preds = %58, %54
  %70 = phi i64 [ %50, %54 ], [ %67, %58 ]
  %71 = phi ptr [ %51, %54 ], [ %63, %58 ]
  %72 = phi i64 [ %52, %54 ], [ %68, %58 ]
  %73 = phi ptr [ poison, %54 ], [ %63, %58 ]
  %74 = phi i64 [ poison, %54 ], [ %67, %58 ]
  %75 = phi i64 [ poison, %54 ], [ %68, %58 ]
  %76 = icmp ult i64 %55, 8
  br i1 %76, label %101, label %77

77:                                               ; preds = %69, %77
  %78 = phi i64 [ %98, %77 ], [ %70, %69 ]
  %79 = phi ptr [ %94, %77 ], [ %71, %69 ]
  %80 = phi i64 [ %99, %77 ], [ %72, %69 ]
  %81 = load i64, ptr %79, align 1, !tbaa !45
  %82 = mul i64 %81, -4417276706812531889
  %83 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 31)
  %84 = mul i64 %83, -7046029288634856825
  %85 = getelementptr inbounds i8, ptr %79, i64 8
  %86 = xor i64 %84, %78
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 27)
  %88 = mul i64 %87, -7046029288634856825
  %89 = add i64 %88, -8796714831421723037
  %90 = load i64, ptr %85, align 1, !tbaa !45
  %91 = mul i64 %90, -4417276706812531889
  %92 = tail call i64 @llvm.fshl.i64(i64 %91, i64 %91, i64 31)
  %93 = mul i64 %92, -7046029288634856825
  %94 = getelementptr inbounds i8, ptr %79, i64 16
  %95 = xor i64 %93, %89
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 27)
  %97 = mul i64 %96, -7046029288634856825
  %98 = add i64 %97, -8796714831421723037
  %99 = add nsw i64 %80, -16
  %100 = icmp ugt i64 %99, 7
  br i1 %100, label %77, label %101, !llvm.loop !106

101:                                              ; preds = %69, %77, %48
  %102 = phi i64 [ %52, %48 ], [ %75, %69 ], [ %99, %77 ]
  %103 = phi ptr [ %51, %48 ], [ %73, %69 ], [ %94, %77 ]
  %104 = phi i64 [ %50, %48 ], [ %74, %69 ], [ %98, %77 ]
  %105 = icmp ugt i64 %102, 3
  br i1 %105, label %106, label %116

106:                                              ; preds = %101
  %107 = load i32, ptr %103, align 1, !tbaa !43
  %108 = zext i32 %107 to i64
  %109 = mul i64 %108, -7046029288634856825
  %110 = xor i64 %109, %104
  %111 = getelementptr inbounds i8, ptr %103, i64 4
  %112 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 23)
  %113 = mul i64 %112, -4417276706812531889
  %114 = add i64 %113, 1609587929392839161
  %115 = add nsw i64 %102, -4
  br label %116

116:                                              ; preds = %106, %101
  %117 = phi i64 [ %115, %106 ], [ %102, %101 ]
  %118 = phi ptr [ %111, %106 ], [ %103, %101 ]
  %119 = phi i64 [ %114, %106 ], [ %104, %101 ]
  %120 = icmp eq i64 %117, 0
  br i1 %120, label %179, label %121

121:                                              ; preds = %116
  %122 = and i64 %117, 3
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %139, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %135, %124 ], [ %119, %121 ]
  %126 = phi ptr [ %129, %124 ], [ %118, %121 ]
  %127 = phi i64 [ %136, %124 ], [ %117, %121 ]
  %128 = phi i64 [ %137, %124 ], [ 0, %121 ]
  %129 = getelementptr inbounds i8, ptr %126, i64 1
  %130 = load i8, ptr %126, align 1, !tbaa !44
  %131 = zext i8 %130 to i64
  %132 = mul i64 %131, 2870177450012600261
  %133 = xor i64 %132, %125
  %134 = tail call i64 @llvm.fshl.i64(i64 %133, i64 %133, i64 11)
  %135 = mul i64 %134, -7046029288634856825
  %136 = add nsw i64 %127, -1
  %137 = add i64 %128, 1
  %138 = icmp eq i64 %137, %122
  br i1 %138, label %139, label %124, !llvm.loop !107

139:                                              ; preds = %124, %121
  %140 = phi i64 [ poison, %121 ], [ %135, %124 ]
  %141 = phi i64 [ %119, %121 ], [ %135, %124 ]
  %142 = phi ptr [ %118, %121 ], [ %129, %124 ]
  %143 = phi i64 [ %117, %121 ], [ %136, %124 ]
  %144 = icmp ult i64 %117, 4
  br i1 %144, label %179, label %145

145:                                              ; preds = %139, %145
  %146 = phi i64 [ %176, %145 ], [ %141, %139 ]
  %147 = phi ptr [ %170, %145 ], [ %142, %139 ]
  %148 = phi i64 [ %177, %145 ], [ %143, %139 ]
  %149 = getelementptr inbounds i8, ptr %147, i64 1
  %150 = load i8, ptr %147, align 1, !tbaa !44
  %151 = zext i8 %150 to i64
  %152 = mul i64 %151, 2870177450012600261
  %153 = xor i64 %152, %146
  %154 = tail call i64 @llvm.fshl.i64(i64 %153, i64 %153, i64 11)
  %155 = mul i64 %154, -7046029288634856825
  %156 = getelementptr inbounds i8, ptr %147, i64 2
  %157 = load i8, ptr %149, align 1, !tbaa !44
  %158 = zext i8 %157 to i64
  %159 = mul i64 %158, 2870177450012600261
  %160 = xor i64 %159, %155
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 11)
  %162 = mul i64 %161, -7046029288634856825
  %163 = getelementptr inbounds i8, ptr %147, i64 3
  %164 = load i8, ptr %156, align 1, !tbaa !44
  %165 = zext i8 %164 to i64
  %166 = mul i64 %165, 2870177450012600261
  %167 = xor i64 %166, %162
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 11)
  %169 = mul i64 %168, -7046029288634856825
  %170 = getelementptr inbounds i8, ptr %147, i64 4
  %171 = load i8, ptr %163, align 1, !tbaa !44
  %172 = zext i8 %171 to i64
  %173 = mul i64 %172, 2870177450012600261
  %174 = xor i64 %173, %169
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 11)
  %176 = mul i64 %175, -7046029288634856825
  %177 = add nsw i64 %148, -4
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %179, label %145, !llvm.loop !109

179:                                              ; preds = %139, %145, %116
  %180 = phi i64 [ %119, %116 ], [ %140, %139 ], [ %176, %145 ]
  %181 = lshr i64 %180, 33
  %182 = xor i64 %181, %180
  %183 = mul i64 %182, -4417276706812531889
  %184 = lshr i64 %183, 29
  %185 = xor i64 %184, %183
  %186 = mul i64 %185, 1609587929392839161
  %187 = lshr i64 %186, 32
  %188 = xor i64 %187, %186
  ret i64 %188
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_loadDEntropy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [32 x i16], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [53 x i16], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [36 x i16], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds i8, ptr %1, i64 %2
  %14 = icmp ult i64 %2, 9
  br i1 %14, label %98, label %15

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = getelementptr inbounds i8, ptr %0, i64 10264
  %18 = ptrtoint ptr %13 to i64
  %19 = add nsw i64 %2, -8
  %20 = tail call i64 @HUF_readDTableX2_wksp(ptr noundef nonnull %17, ptr noundef nonnull %16, i64 noundef %19, ptr noundef %0, i64 noundef 10264, i32 noundef 0) #18
  %21 = icmp ult i64 %20, -119
  %22 = getelementptr inbounds i8, ptr %16, i64 %20
  br i1 %21, label %23, label %98

23:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  store i32 31, ptr %5, align 4, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %18, %24
  %26 = call i64 @FSE_readNCount(ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %22, i64 noundef %25) #18
  %27 = icmp ult i64 %26, -119
  br i1 %27, label %28, label %34

28:                                               ; preds = %23
  %29 = load i32, ptr %5, align 4, !tbaa !43
  %30 = icmp ugt i32 %29, 31
  br i1 %30, label %34, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !tbaa !43
  %33 = icmp ugt i32 %32, 8
  br i1 %33, label %34, label %35

34:                                               ; preds = %23, %28, %31
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #18
  br label %98

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 4104
  %37 = getelementptr inbounds i8, ptr %0, i64 26664
  call void @ZSTD_buildFSETable(ptr noundef nonnull %36, ptr noundef nonnull %4, i32 noundef %29, ptr noundef nonnull @OF_base, ptr noundef nonnull @OF_bits, i32 noundef %32, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18
  %38 = getelementptr inbounds i8, ptr %22, i64 %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18
  store i32 52, ptr %8, align 4, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #18
  %39 = ptrtoint ptr %38 to i64
  %40 = sub i64 %18, %39
  %41 = call i64 @FSE_readNCount(ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %38, i64 noundef %40) #18
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %49

43:                                               ; preds = %35
  %44 = load i32, ptr %8, align 4, !tbaa !43
  %45 = icmp ugt i32 %44, 52
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  %47 = load i32, ptr %9, align 4, !tbaa !43
  %48 = icmp ugt i32 %47, 9
  br i1 %48, label %49, label %50

49:                                               ; preds = %35, %43, %46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %7) #18
  br label %98

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 6160
  call void @ZSTD_buildFSETable(ptr noundef nonnull %51, ptr noundef nonnull %7, i32 noundef %44, ptr noundef nonnull @ML_base, ptr noundef nonnull @ML_bits, i32 noundef %47, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18
  %52 = getelementptr inbounds i8, ptr %38, i64 %41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #18
  store i32 35, ptr %11, align 4, !tbaa !43
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18
  %53 = ptrtoint ptr %52 to i64
  %54 = sub i64 %18, %53
  %55 = call i64 @FSE_readNCount(ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %52, i64 noundef %54) #18
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %63

57:                                               ; preds = %50
  %58 = load i32, ptr %11, align 4, !tbaa !43
  %59 = icmp ugt i32 %58, 35
  br i1 %59, label %63, label %60

60:                                               ; preds = %57
  %61 = load i32, ptr %12, align 4, !tbaa !43
  %62 = icmp ugt i32 %61, 9
  br i1 %62, label %63, label %64

63:                                               ; preds = %50, %57, %60
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
  br label %98

64:                                               ; preds = %60
  call void @ZSTD_buildFSETable(ptr noundef %0, ptr noundef nonnull %10, i32 noundef %58, ptr noundef nonnull @LL_base, ptr noundef nonnull @LL_bits, i32 noundef %61, ptr noundef nonnull %37, i64 noundef 628, i32 noundef 0) #18
  %65 = getelementptr inbounds i8, ptr %52, i64 %55
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
  %66 = getelementptr inbounds i8, ptr %65, i64 12
  %67 = icmp ugt ptr %66, %13
  br i1 %67, label %98, label %68

68:                                               ; preds = %64
  %69 = ptrtoint ptr %66 to i64
  %70 = sub i64 %18, %69
  %71 = load i32, ptr %65, align 1, !tbaa !43
  %72 = icmp eq i32 %71, 0
  %73 = zext i32 %71 to i64
  %74 = icmp ult i64 %70, %73
  %75 = select i1 %72, i1 true, i1 %74
  br i1 %75, label %98, label %76

76:                                               ; preds = %68
  %77 = getelementptr inbounds i8, ptr %0, i64 26652
  %78 = getelementptr inbounds i8, ptr %65, i64 4
  store i32 %71, ptr %77, align 4, !tbaa !43
  %79 = load i32, ptr %78, align 1, !tbaa !43
  %80 = icmp eq i32 %79, 0
  %81 = zext i32 %79 to i64
  %82 = icmp ult i64 %70, %81
  %83 = select i1 %80, i1 true, i1 %82
  br i1 %83, label %98, label %84

84:                                               ; preds = %76
  %85 = getelementptr inbounds i8, ptr %65, i64 8
  %86 = getelementptr inbounds i8, ptr %0, i64 26656
  store i32 %79, ptr %86, align 4, !tbaa !43
  %87 = load i32, ptr %85, align 1, !tbaa !43
  %88 = icmp eq i32 %87, 0
  %89 = zext i32 %87 to i64
  %90 = icmp ult i64 %70, %89
  %91 = select i1 %88, i1 true, i1 %90
  br i1 %91, label %98, label %92

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, ptr %65, i64 12
  %94 = getelementptr inbounds i8, ptr %0, i64 26660
  store i32 %87, ptr %94, align 4, !tbaa !43
  %95 = ptrtoint ptr %93 to i64
  %96 = ptrtoint ptr %1 to i64
  %97 = sub i64 %95, %96
  br label %98

98:                                               ; preds = %68, %76, %84, %63, %49, %34, %64, %3, %15, %92
  %99 = phi i64 [ %97, %92 ], [ -30, %15 ], [ -30, %3 ], [ -30, %64 ], [ -30, %34 ], [ -30, %49 ], [ -30, %63 ], [ -30, %84 ], [ -30, %76 ], [ -30, %68 ]
  ret i64 %99
}

declare i64 @HUF_readDTableX2_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @ZSTD_buildFSETable(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_decompressBegin(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr @ZSTD_trace_decompress_begin, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i64 [ %4, %3 ], [ 0, %1 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 95968
  store i64 %6, ptr %7, align 8, !tbaa !85
  %8 = getelementptr inbounds i8, ptr %0, i64 30104
  %9 = load i32, ptr %8, align 8, !tbaa !31
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i64 5, i64 1
  %12 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %11, ptr %12, align 8, !tbaa !97
  %13 = getelementptr inbounds i8, ptr %0, i64 29976
  %14 = getelementptr inbounds i8, ptr %0, i64 29888
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %16, align 8, !tbaa !43
  %17 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %17, align 8, !tbaa !77
  %18 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %18, align 8, !tbaa !43
  %19 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %19, align 8, !tbaa !25
  %20 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %20, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %15, ptr %0, align 8, !tbaa !110
  %21 = getelementptr inbounds i8, ptr %0, i64 6192
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %21, ptr %22, align 8, !tbaa !111
  %23 = getelementptr inbounds i8, ptr %0, i64 4136
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %23, ptr %24, align 8, !tbaa !112
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %16, ptr %25, align 8, !tbaa !113
  ret i64 0
}

declare extern_weak i64 @ZSTD_trace_decompress_begin(ptr noundef) #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -30, 1) i64 @ZSTD_decompressBegin_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr @ZSTD_trace_decompress_begin, null
  br i1 %4, label %7, label %5

5:                                                ; preds = %3
  %6 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi i64 [ %6, %5 ], [ 0, %3 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 95968
  store i64 %8, ptr %9, align 8, !tbaa !85
  %10 = getelementptr inbounds i8, ptr %0, i64 30104
  %11 = load i32, ptr %10, align 8, !tbaa !31
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 5, i64 1
  %14 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %13, ptr %14, align 8, !tbaa !97
  %15 = getelementptr inbounds i8, ptr %0, i64 29976
  %16 = getelementptr inbounds i8, ptr %0, i64 29888
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %18, align 8, !tbaa !43
  %19 = getelementptr inbounds i8, ptr %0, i64 30004
  %20 = getelementptr inbounds i8, ptr %0, i64 30000
  %21 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %21, align 8, !tbaa !77
  %22 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %22, align 8, !tbaa !43
  %23 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %23, align 8, !tbaa !25
  %24 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %24, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %17, ptr %0, align 8, !tbaa !110
  %25 = getelementptr inbounds i8, ptr %0, i64 6192
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %25, ptr %26, align 8, !tbaa !111
  %27 = getelementptr inbounds i8, ptr %0, i64 4136
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %28, align 8, !tbaa !112
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %18, ptr %29, align 8, !tbaa !113
  %30 = icmp ne ptr %1, null
  %31 = icmp ne i64 %2, 0
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %60

33:                                               ; preds = %7
  %34 = icmp ult i64 %2, 8
  br i1 %34, label %49, label %35

35:                                               ; preds = %33
  %36 = load i32, ptr %1, align 1, !tbaa !43
  %37 = icmp eq i32 %36, -332356553
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %1, i64 4
  %40 = load i32, ptr %39, align 1, !tbaa !43
  store i32 %40, ptr %21, align 8, !tbaa !77
  %41 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %17, ptr noundef nonnull %1, i64 noundef %2)
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %60

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %1, i64 %41
  store i32 1, ptr %19, align 4, !tbaa !114
  store i32 1, ptr %20, align 8, !tbaa !115
  %45 = load ptr, ptr %16, align 8, !tbaa !75
  %46 = getelementptr inbounds i8, ptr %0, i64 29896
  %47 = load ptr, ptr %46, align 8, !tbaa !116
  %48 = ptrtoint ptr %47 to i64
  br label %49

49:                                               ; preds = %33, %35, %43
  %50 = phi i64 [ %48, %43 ], [ 0, %33 ], [ 0, %35 ]
  %51 = phi ptr [ %45, %43 ], [ null, %33 ], [ null, %35 ]
  %52 = phi ptr [ %44, %43 ], [ %1, %33 ], [ %1, %35 ]
  %53 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %51, ptr %53, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %0, i64 29896
  %55 = ptrtoint ptr %51 to i64
  %56 = sub i64 %50, %55
  %57 = getelementptr inbounds i8, ptr %52, i64 %56
  %58 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %57, ptr %58, align 8, !tbaa !117
  store ptr %52, ptr %54, align 8, !tbaa !116
  %59 = getelementptr inbounds i8, ptr %1, i64 %2
  store ptr %59, ptr %16, align 8, !tbaa !75
  br label %60

60:                                               ; preds = %38, %7, %49
  %61 = phi i64 [ 0, %49 ], [ 0, %7 ], [ -30, %38 ]
  ret i64 %61
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %13, label %4

4:                                                ; preds = %2
  %5 = tail call ptr @ZSTD_DDict_dictContent(ptr noundef nonnull %1) #18
  %6 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef nonnull %1) #18
  %7 = getelementptr inbounds i8, ptr %5, i64 %6
  %8 = getelementptr inbounds i8, ptr %0, i64 29912
  %9 = load ptr, ptr %8, align 8, !tbaa !20
  %10 = icmp ne ptr %9, %7
  %11 = zext i1 %10 to i32
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store i32 %11, ptr %12, align 4, !tbaa !21
  br label %13

13:                                               ; preds = %2, %4
  %14 = icmp eq ptr @ZSTD_trace_decompress_begin, null
  br i1 %14, label %17, label %15

15:                                               ; preds = %13
  %16 = tail call i64 @ZSTD_trace_decompress_begin(ptr noundef %0) #18
  br label %17

17:                                               ; preds = %13, %15
  %18 = phi i64 [ %16, %15 ], [ 0, %13 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 95968
  store i64 %18, ptr %19, align 8, !tbaa !85
  %20 = getelementptr inbounds i8, ptr %0, i64 30104
  %21 = load i32, ptr %20, align 8, !tbaa !31
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i64 5, i64 1
  %24 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %23, ptr %24, align 8, !tbaa !97
  %25 = getelementptr inbounds i8, ptr %0, i64 29976
  %26 = getelementptr inbounds i8, ptr %0, i64 29888
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %28, align 8, !tbaa !43
  %29 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %29, align 8, !tbaa !77
  %30 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %30, align 8, !tbaa !43
  %31 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %31, align 8, !tbaa !25
  %32 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %32, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %27, ptr %0, align 8, !tbaa !110
  %33 = getelementptr inbounds i8, ptr %0, i64 6192
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %33, ptr %34, align 8, !tbaa !111
  %35 = getelementptr inbounds i8, ptr %0, i64 4136
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %35, ptr %36, align 8, !tbaa !112
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %28, ptr %37, align 8, !tbaa !113
  br i1 %3, label %39, label %38

38:                                               ; preds = %17
  tail call void @ZSTD_copyDDictParameters(ptr noundef nonnull %0, ptr noundef nonnull %1) #18
  br label %39

39:                                               ; preds = %17, %38
  ret i64 0
}

declare ptr @ZSTD_DDict_dictContent(ptr noundef) local_unnamed_addr #1

declare i64 @ZSTD_DDict_dictSize(ptr noundef) local_unnamed_addr #1

declare void @ZSTD_copyDDictParameters(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromDict(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp ult i64 %1, 8
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 1, !tbaa !43
  %6 = icmp eq i32 %5, -332356553
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 1, !tbaa !43
  br label %10

10:                                               ; preds = %4, %2, %7
  %11 = phi i32 [ %9, %7 ], [ 0, %2 ], [ 0, %4 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @ZSTD_getDictID_fromFrame(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0)
  %5 = icmp ult i64 %4, -119
  %6 = getelementptr inbounds i8, ptr %3, i64 28
  %7 = load i32, ptr %6, align 4
  %8 = select i1 %5, i32 %7, i32 0
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18
  ret i32 %8
}

; Function Attrs: nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @ZSTD_createDStream() local_unnamed_addr #5 {
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20
  %2 = icmp eq ptr %1, null
  br i1 %2, label %39, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128
  %5 = getelementptr inbounds i8, ptr %1, i64 30168
  store i64 0, ptr %5, align 8, !tbaa !38
  %6 = getelementptr inbounds i8, ptr %1, i64 30184
  %7 = getelementptr inbounds i8, ptr %1, i64 29912
  store ptr null, ptr %7, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %1, i64 30204
  store i32 0, ptr %8, align 4, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %1, i64 30208
  store i32 0, ptr %9, align 8, !tbaa !22
  %10 = getelementptr inbounds i8, ptr %1, i64 30280
  store i64 0, ptr %10, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %1, i64 30236
  %12 = getelementptr inbounds i8, ptr %1, i64 30316
  store i32 0, ptr %12, align 4, !tbaa !23
  %13 = getelementptr inbounds i8, ptr %1, i64 95960
  store i64 0, ptr %13, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %1, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i32 1, ptr %14, align 8, !tbaa !25
  %15 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %28, label %17

17:                                               ; preds = %3
  %18 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %19 = icmp ugt i32 %15, 6
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %22 = extractvalue { i32, i32, i32 } %21, 1
  %23 = and i32 %22, 8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = lshr i32 %22, 8
  %27 = and i32 %26, 1
  br label %28

28:                                               ; preds = %25, %20, %17, %3
  %29 = phi i32 [ 0, %20 ], [ %27, %25 ], [ 0, %17 ], [ 0, %3 ]
  %30 = getelementptr inbounds i8, ptr %1, i64 30180
  store i32 %29, ptr %30, align 4, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %1, i64 30216
  store ptr null, ptr %31, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %1, i64 30104
  store i32 0, ptr %32, align 8, !tbaa !31
  %33 = getelementptr inbounds i8, ptr %1, i64 30264
  store i64 134217729, ptr %33, align 8, !tbaa !32
  %34 = getelementptr inbounds i8, ptr %1, i64 30320
  store i32 0, ptr %34, align 8, !tbaa !33
  %35 = getelementptr inbounds i8, ptr %1, i64 30108
  store i32 0, ptr %35, align 4, !tbaa !34
  %36 = getelementptr inbounds i8, ptr %1, i64 30224
  store i32 0, ptr %36, align 8, !tbaa !35
  %37 = getelementptr inbounds i8, ptr %1, i64 30228
  store i32 0, ptr %37, align 4, !tbaa !36
  %38 = getelementptr inbounds i8, ptr %1, i64 30232
  store i32 0, ptr %38, align 8, !tbaa !37
  br label %39

39:                                               ; preds = %0, %28
  ret ptr %1
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = ptrtoint ptr %0 to i64
  %4 = and i64 %3, 7
  %5 = icmp ne i64 %4, 0
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5
  br i1 %7, label %45, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30168
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store i32 0, ptr %12, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %13, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %0, i64 30280
  store i64 0, ptr %14, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %0, i64 30236
  %16 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %0, i64 95960
  store i64 0, ptr %17, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %0, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false)
  store i32 1, ptr %18, align 8, !tbaa !25
  %19 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %8
  %22 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %23 = icmp ugt i32 %19, 6
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %26 = extractvalue { i32, i32, i32 } %25, 1
  %27 = and i32 %26, 8
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = lshr i32 %26, 8
  %31 = and i32 %30, 1
  br label %32

32:                                               ; preds = %29, %24, %21, %8
  %33 = phi i32 [ 0, %24 ], [ %31, %29 ], [ 0, %21 ], [ 0, %8 ]
  %34 = getelementptr inbounds i8, ptr %0, i64 30180
  store i32 %33, ptr %34, align 4, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %0, i64 30216
  store ptr null, ptr %35, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %36, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %37, align 8, !tbaa !32
  %38 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %38, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %39, align 4, !tbaa !34
  %40 = getelementptr inbounds i8, ptr %0, i64 30224
  store i32 0, ptr %40, align 8, !tbaa !35
  %41 = getelementptr inbounds i8, ptr %0, i64 30228
  store i32 0, ptr %41, align 4, !tbaa !36
  %42 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %42, align 8, !tbaa !37
  store i64 %1, ptr %9, align 8, !tbaa !38
  %43 = getelementptr inbounds i8, ptr %0, i64 95976
  %44 = getelementptr inbounds i8, ptr %0, i64 30240
  store ptr %43, ptr %44, align 8, !tbaa !39
  br label %45

45:                                               ; preds = %2, %32
  %46 = phi ptr [ %0, %32 ], [ null, %2 ]
  ret ptr %46
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDStream_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %56, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #20
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %56, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128
  store ptr %2, ptr %19, align 8, !tbaa !40
  %20 = getelementptr inbounds i8, ptr %16, i64 30136
  store ptr %4, ptr %20, align 8, !tbaa !40
  %21 = getelementptr inbounds i8, ptr %16, i64 30144
  store ptr %6, ptr %21, align 8, !tbaa !40
  %22 = getelementptr inbounds i8, ptr %16, i64 30168
  store i64 0, ptr %22, align 8, !tbaa !38
  %23 = getelementptr inbounds i8, ptr %16, i64 30184
  %24 = getelementptr inbounds i8, ptr %16, i64 29912
  store ptr null, ptr %24, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %16, i64 30204
  store i32 0, ptr %25, align 4, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %16, i64 30208
  store i32 0, ptr %26, align 8, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %16, i64 30280
  store i64 0, ptr %27, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %16, i64 30236
  %29 = getelementptr inbounds i8, ptr %16, i64 30316
  store i32 0, ptr %29, align 4, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %16, i64 95960
  store i64 0, ptr %30, align 8, !tbaa !24
  %31 = getelementptr inbounds i8, ptr %16, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, i8 0, i64 20, i1 false)
  store i32 1, ptr %31, align 8, !tbaa !25
  %32 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #19, !srcloc !26
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %18
  %35 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #19, !srcloc !27
  %36 = icmp ugt i32 %32, 6
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #19, !srcloc !28
  %39 = extractvalue { i32, i32, i32 } %38, 1
  %40 = and i32 %39, 8
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %37
  %43 = lshr i32 %39, 8
  %44 = and i32 %43, 1
  br label %45

45:                                               ; preds = %42, %37, %34, %18
  %46 = phi i32 [ 0, %37 ], [ %44, %42 ], [ 0, %34 ], [ 0, %18 ]
  %47 = getelementptr inbounds i8, ptr %16, i64 30180
  store i32 %46, ptr %47, align 4, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %16, i64 30216
  store ptr null, ptr %48, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %16, i64 30104
  store i32 0, ptr %49, align 8, !tbaa !31
  %50 = getelementptr inbounds i8, ptr %16, i64 30264
  store i64 134217729, ptr %50, align 8, !tbaa !32
  %51 = getelementptr inbounds i8, ptr %16, i64 30320
  store i32 0, ptr %51, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %16, i64 30108
  store i32 0, ptr %52, align 4, !tbaa !34
  %53 = getelementptr inbounds i8, ptr %16, i64 30224
  store i32 0, ptr %53, align 8, !tbaa !35
  %54 = getelementptr inbounds i8, ptr %16, i64 30228
  store i32 0, ptr %54, align 4, !tbaa !36
  %55 = getelementptr inbounds i8, ptr %16, i64 30232
  store i32 0, ptr %55, align 8, !tbaa !37
  br label %56

56:                                               ; preds = %1, %15, %45
  %57 = phi ptr [ null, %1 ], [ %16, %45 ], [ null, %15 ]
  ret ptr %57
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeDStream(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call i64 @ZSTD_freeDCtx(ptr noundef %0)
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_DStreamInSize() local_unnamed_addr #2 {
  ret i64 131075
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_DStreamOutSize() local_unnamed_addr #2 {
  ret i64 131072
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30236
  %7 = load i32, ptr %6, align 4, !tbaa !118
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = tail call i64 @ZSTD_freeDDict(ptr noundef %11) #18
  %13 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %13, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  %14 = icmp ne ptr %1, null
  %15 = icmp ne i64 %2, 0
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, ptr %0, i64 30128
  %19 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %18) #18
  store ptr %19, ptr %10, align 8, !tbaa !5
  %20 = icmp eq ptr %19, null
  br i1 %20, label %23, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %19, ptr %22, align 8, !tbaa !89
  store i32 -1, ptr %13, align 8, !tbaa !22
  br label %23

23:                                               ; preds = %9, %21, %17, %5
  %24 = phi i64 [ -60, %5 ], [ -64, %17 ], [ 0, %21 ], [ 0, %9 ]
  ret i64 %24
}

declare ptr @ZSTD_createDDict_advanced(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef byval(%struct.ZSTD_customMem) align 8) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_byReference(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  %5 = load i32, ptr %4, align 4, !tbaa !118
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30184
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18
  %11 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %11, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %12 = icmp ne ptr %1, null
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18
  store ptr %17, ptr %8, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %17, ptr %20, align 8, !tbaa !89
  store i32 -1, ptr %11, align 8, !tbaa !22
  br label %21

21:                                               ; preds = %3, %7, %15, %19
  %22 = phi i64 [ -60, %3 ], [ -64, %15 ], [ 0, %19 ], [ 0, %7 ]
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  %5 = load i32, ptr %4, align 4, !tbaa !118
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30184
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18
  %11 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %11, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %12 = icmp ne ptr %1, null
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18
  store ptr %17, ptr %8, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %17, ptr %20, align 8, !tbaa !89
  store i32 -1, ptr %11, align 8, !tbaa !22
  br label %21

21:                                               ; preds = %3, %7, %15, %19
  %22 = phi i64 [ -60, %3 ], [ -64, %15 ], [ 0, %19 ], [ 0, %7 ]
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 30236
  %6 = load i32, ptr %5, align 4, !tbaa !118
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  %12 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %12, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %13 = icmp ne ptr %1, null
  %14 = icmp ne i64 %2, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %0, i64 30128
  %18 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef %3, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %17) #18
  store ptr %18, ptr %9, align 8, !tbaa !5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %18, ptr %21, align 8, !tbaa !89
  br label %22

22:                                               ; preds = %20, %8
  store i32 1, ptr %12, align 8, !tbaa !22
  br label %23

23:                                               ; preds = %16, %4, %22
  %24 = phi i64 [ 0, %22 ], [ -60, %4 ], [ -64, %16 ]
  ret i64 %24
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  %5 = load i32, ptr %4, align 4, !tbaa !118
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %22

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30184
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18
  %11 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %11, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %12 = icmp ne ptr %1, null
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 30128
  %17 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 1, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %16) #18
  store ptr %17, ptr %8, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %17, ptr %20, align 8, !tbaa !89
  br label %21

21:                                               ; preds = %19, %7
  store i32 1, ptr %11, align 8, !tbaa !22
  br label %22

22:                                               ; preds = %3, %15, %21
  %23 = phi i64 [ 0, %21 ], [ -60, %3 ], [ -64, %15 ]
  ret i64 %23
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %4, align 4, !tbaa !118
  %5 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %5, align 4, !tbaa !23
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %6, align 8, !tbaa !25
  %7 = getelementptr inbounds i8, ptr %0, i64 30184
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = tail call i64 @ZSTD_freeDDict(ptr noundef %8) #18
  %10 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %10, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %11 = icmp ne ptr %1, null
  %12 = icmp ne i64 %2, 0
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %0, i64 30128
  %16 = tail call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %15) #18
  store ptr %16, ptr %7, align 8, !tbaa !5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %16, ptr %19, align 8, !tbaa !89
  store i32 -1, ptr %10, align 8, !tbaa !22
  br label %20

20:                                               ; preds = %18, %3
  %21 = getelementptr inbounds i8, ptr %0, i64 30104
  %22 = load i32, ptr %21, align 8, !tbaa !31
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, i64 5, i64 1
  br label %25

25:                                               ; preds = %14, %20
  %26 = phi i64 [ %24, %20 ], [ -64, %14 ]
  ret i64 %26
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_reset(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %6, align 4, !tbaa !118
  %7 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %7, align 4, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %8, align 8, !tbaa !25
  br label %9

9:                                                ; preds = %2, %5
  %10 = and i32 %1, -2
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 30236
  %14 = load i32, ptr %13, align 4, !tbaa !118
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 30184
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = tail call i64 @ZSTD_freeDDict(ptr noundef %18) #18
  %20 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %20, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %21, align 8, !tbaa !31
  %22 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %22, align 8, !tbaa !32
  %23 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %23, align 8, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %24, align 4, !tbaa !34
  %25 = getelementptr inbounds i8, ptr %0, i64 30224
  store i32 0, ptr %25, align 8, !tbaa !35
  %26 = getelementptr inbounds i8, ptr %0, i64 30228
  store i32 0, ptr %26, align 4, !tbaa !36
  %27 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %27, align 8, !tbaa !37
  br label %28

28:                                               ; preds = %16, %9, %12
  %29 = phi i64 [ -60, %12 ], [ 0, %9 ], [ 0, %16 ]
  ret i64 %29
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %2, align 4, !tbaa !118
  %3 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %3, align 4, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 30184
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18
  %8 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %8, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  %10 = load i32, ptr %9, align 8, !tbaa !31
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i64 5, i64 1
  ret i64 %12
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_DCtx_refDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !118
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %197

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 30184
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = tail call i64 @ZSTD_freeDDict(ptr noundef %8) #18
  %10 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %10, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %11 = icmp eq ptr %1, null
  br i1 %11, label %197, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %1, ptr %13, align 8, !tbaa !89
  store i32 -1, ptr %10, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %0, i64 30224
  %15 = load i32, ptr %14, align 8, !tbaa !35
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %197

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 30216
  %19 = load ptr, ptr %18, align 8, !tbaa !30
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %51

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30128
  %23 = load ptr, ptr %22, align 1
  %24 = getelementptr inbounds i8, ptr %0, i64 30136
  %25 = load ptr, ptr %24, align 1
  %26 = getelementptr inbounds i8, ptr %0, i64 30144
  %27 = load ptr, ptr %26, align 1
  %28 = icmp eq ptr %23, null
  br i1 %28, label %29, label %32

29:                                               ; preds = %21
  %30 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #20
  %31 = icmp eq ptr %30, null
  br i1 %31, label %44, label %37

32:                                               ; preds = %21
  %33 = tail call ptr %23(ptr noundef %27, i64 noundef 24) #18
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %32
  %36 = tail call ptr %23(ptr noundef %27, i64 noundef 512) #18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) %36, i8 0, i64 512, i1 false)
  store ptr %36, ptr %33, align 8, !tbaa !41
  br label %45

37:                                               ; preds = %29
  %38 = tail call noalias dereferenceable_or_null(512) ptr @calloc(i64 noundef 1, i64 noundef 512) #22
  store ptr %38, ptr %30, align 8, !tbaa !41
  %39 = icmp eq ptr %38, null
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = icmp eq ptr %25, null
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  tail call void %25(ptr noundef %27, ptr noundef nonnull %30) #18
  br label %44

43:                                               ; preds = %40
  tail call void @free(ptr noundef nonnull %30) #18
  br label %44

44:                                               ; preds = %29, %32, %42, %43
  store ptr null, ptr %18, align 8, !tbaa !30
  br label %197

45:                                               ; preds = %37, %35
  %46 = phi ptr [ %33, %35 ], [ %30, %37 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store i64 64, ptr %47, align 8, !tbaa !119
  %48 = getelementptr inbounds i8, ptr %46, i64 16
  store i64 0, ptr %48, align 8, !tbaa !120
  store ptr %46, ptr %18, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %46, i64 8
  br label %145

51:                                               ; preds = %17
  %52 = getelementptr inbounds i8, ptr %19, i64 16
  %53 = load i64, ptr %52, align 8, !tbaa !120
  %54 = getelementptr inbounds i8, ptr %19, i64 8
  %55 = load i64, ptr %54, align 8, !tbaa !119
  %56 = shl i64 %53, 2
  %57 = getelementptr inbounds i8, ptr %0, i64 30128
  %58 = load ptr, ptr %57, align 1
  %59 = getelementptr inbounds i8, ptr %0, i64 30136
  %60 = load ptr, ptr %59, align 1
  %61 = getelementptr inbounds i8, ptr %0, i64 30144
  %62 = load ptr, ptr %61, align 1
  %63 = getelementptr inbounds i8, ptr %19, i64 16
  %64 = getelementptr inbounds i8, ptr %19, i64 8
  %65 = icmp ugt i64 %55, %56
  br i1 %65, label %145, label %66

66:                                               ; preds = %51
  %67 = shl i64 %55, 4
  %68 = icmp eq ptr %58, null
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  %70 = tail call ptr %58(ptr noundef %62, i64 noundef %67) #18
  tail call void @llvm.memset.p0.i64(ptr align 1 %70, i8 0, i64 %67, i1 false)
  %71 = load i64, ptr %64, align 8, !tbaa !119
  br label %74

72:                                               ; preds = %66
  %73 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %67) #22
  br label %74

74:                                               ; preds = %72, %69
  %75 = phi i64 [ %71, %69 ], [ %55, %72 ]
  %76 = phi ptr [ %70, %69 ], [ %73, %72 ]
  %77 = load ptr, ptr %19, align 8, !tbaa !41
  %78 = icmp eq ptr %76, null
  br i1 %78, label %197, label %79

79:                                               ; preds = %74
  %80 = shl i64 %55, 1
  store ptr %76, ptr %19, align 8, !tbaa !41
  store i64 %80, ptr %64, align 8, !tbaa !119
  store i64 0, ptr %63, align 8, !tbaa !120
  %81 = icmp eq i64 %75, 0
  br i1 %81, label %139, label %82

82:                                               ; preds = %79, %136
  %83 = phi i64 [ %137, %136 ], [ 0, %79 ]
  %84 = getelementptr inbounds ptr, ptr %77, i64 %83
  %85 = load ptr, ptr %84, align 8, !tbaa !40
  %86 = icmp eq ptr %85, null
  br i1 %86, label %136, label %87

87:                                               ; preds = %82
  %88 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %85) #18
  %89 = load i64, ptr %64, align 8, !tbaa !119
  %90 = add i64 %89, -1
  %91 = load i64, ptr %63, align 8, !tbaa !120
  %92 = icmp eq i64 %91, %89
  br i1 %92, label %197, label %93

93:                                               ; preds = %87
  %94 = zext i32 %88 to i64
  %95 = mul i64 %94, -7046029288634856825
  %96 = xor i64 %95, 2870177450012600265
  %97 = tail call i64 @llvm.fshl.i64(i64 %96, i64 %96, i64 23)
  %98 = mul i64 %97, -4417276706812531889
  %99 = add i64 %98, 1609587929392839161
  %100 = lshr i64 %99, 33
  %101 = xor i64 %100, %99
  %102 = mul i64 %101, -4417276706812531889
  %103 = lshr i64 %102, 29
  %104 = xor i64 %103, %102
  %105 = mul i64 %104, 1609587929392839161
  %106 = lshr i64 %105, 32
  %107 = xor i64 %106, %105
  %108 = and i64 %107, %90
  %109 = load ptr, ptr %19, align 8, !tbaa !41
  %110 = getelementptr inbounds ptr, ptr %109, i64 %108
  %111 = load ptr, ptr %110, align 8, !tbaa !40
  %112 = icmp eq ptr %111, null
  br i1 %112, label %130, label %113

113:                                              ; preds = %93, %121
  %114 = phi ptr [ %126, %121 ], [ %111, %93 ]
  %115 = phi i64 [ %123, %121 ], [ %108, %93 ]
  %116 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %114) #18
  %117 = icmp eq i32 %116, %88
  br i1 %117, label %118, label %121

118:                                              ; preds = %113
  %119 = load ptr, ptr %19, align 8, !tbaa !41
  %120 = getelementptr inbounds ptr, ptr %119, i64 %115
  store ptr %85, ptr %120, align 8, !tbaa !40
  br label %136

121:                                              ; preds = %113
  %122 = and i64 %115, %90
  %123 = add i64 %122, 1
  %124 = load ptr, ptr %19, align 8, !tbaa !41
  %125 = getelementptr inbounds ptr, ptr %124, i64 %123
  %126 = load ptr, ptr %125, align 8, !tbaa !40
  %127 = icmp eq ptr %126, null
  br i1 %127, label %128, label %113, !llvm.loop !121

128:                                              ; preds = %121
  %129 = load i64, ptr %63, align 8, !tbaa !120
  br label %130

130:                                              ; preds = %128, %93
  %131 = phi i64 [ %91, %93 ], [ %129, %128 ]
  %132 = phi i64 [ %108, %93 ], [ %123, %128 ]
  %133 = phi ptr [ %109, %93 ], [ %124, %128 ]
  %134 = getelementptr inbounds ptr, ptr %133, i64 %132
  store ptr %85, ptr %134, align 8, !tbaa !40
  %135 = add i64 %131, 1
  store i64 %135, ptr %63, align 8, !tbaa !120
  br label %136

136:                                              ; preds = %130, %118, %82
  %137 = add nuw i64 %83, 1
  %138 = icmp eq i64 %137, %75
  br i1 %138, label %139, label %82, !llvm.loop !122

139:                                              ; preds = %136, %79
  %140 = icmp eq ptr %77, null
  br i1 %140, label %145, label %141

141:                                              ; preds = %139
  %142 = icmp eq ptr %60, null
  br i1 %142, label %144, label %143

143:                                              ; preds = %141
  tail call void %60(ptr noundef %62, ptr noundef nonnull %77) #18
  br label %145

144:                                              ; preds = %141
  tail call void @free(ptr noundef nonnull %77) #18
  br label %145

145:                                              ; preds = %45, %144, %143, %139, %51
  %146 = phi ptr [ %50, %45 ], [ %64, %144 ], [ %64, %143 ], [ %64, %139 ], [ %64, %51 ]
  %147 = phi ptr [ %49, %45 ], [ %63, %144 ], [ %63, %143 ], [ %63, %139 ], [ %63, %51 ]
  %148 = phi ptr [ %46, %45 ], [ %19, %144 ], [ %19, %143 ], [ %19, %139 ], [ %19, %51 ]
  %149 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %1) #18
  %150 = load i64, ptr %146, align 8, !tbaa !119
  %151 = add i64 %150, -1
  %152 = load i64, ptr %147, align 8, !tbaa !120
  %153 = icmp eq i64 %152, %150
  br i1 %153, label %197, label %154

154:                                              ; preds = %145
  %155 = zext i32 %149 to i64
  %156 = mul i64 %155, -7046029288634856825
  %157 = xor i64 %156, 2870177450012600265
  %158 = tail call i64 @llvm.fshl.i64(i64 %157, i64 %157, i64 23)
  %159 = mul i64 %158, -4417276706812531889
  %160 = add i64 %159, 1609587929392839161
  %161 = lshr i64 %160, 33
  %162 = xor i64 %161, %160
  %163 = mul i64 %162, -4417276706812531889
  %164 = lshr i64 %163, 29
  %165 = xor i64 %164, %163
  %166 = mul i64 %165, 1609587929392839161
  %167 = lshr i64 %166, 32
  %168 = xor i64 %167, %166
  %169 = and i64 %168, %151
  %170 = load ptr, ptr %148, align 8, !tbaa !41
  %171 = getelementptr inbounds ptr, ptr %170, i64 %169
  %172 = load ptr, ptr %171, align 8, !tbaa !40
  %173 = icmp eq ptr %172, null
  br i1 %173, label %191, label %174

174:                                              ; preds = %154, %182
  %175 = phi ptr [ %187, %182 ], [ %172, %154 ]
  %176 = phi i64 [ %184, %182 ], [ %169, %154 ]
  %177 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %175) #18
  %178 = icmp eq i32 %177, %149
  br i1 %178, label %179, label %182

179:                                              ; preds = %174
  %180 = load ptr, ptr %148, align 8, !tbaa !41
  %181 = getelementptr inbounds ptr, ptr %180, i64 %176
  store ptr %1, ptr %181, align 8, !tbaa !40
  br label %197

182:                                              ; preds = %174
  %183 = and i64 %176, %151
  %184 = add i64 %183, 1
  %185 = load ptr, ptr %148, align 8, !tbaa !41
  %186 = getelementptr inbounds ptr, ptr %185, i64 %184
  %187 = load ptr, ptr %186, align 8, !tbaa !40
  %188 = icmp eq ptr %187, null
  br i1 %188, label %189, label %174, !llvm.loop !121

189:                                              ; preds = %182
  %190 = load i64, ptr %147, align 8, !tbaa !120
  br label %191

191:                                              ; preds = %189, %154
  %192 = phi i64 [ %152, %154 ], [ %190, %189 ]
  %193 = phi i64 [ %169, %154 ], [ %184, %189 ]
  %194 = phi ptr [ %170, %154 ], [ %185, %189 ]
  %195 = getelementptr inbounds ptr, ptr %194, i64 %193
  store ptr %1, ptr %195, align 8, !tbaa !40
  %196 = add i64 %192, 1
  store i64 %196, ptr %147, align 8, !tbaa !120
  br label %197

197:                                              ; preds = %87, %191, %179, %145, %74, %6, %12, %44, %2
  %198 = phi i64 [ -60, %2 ], [ -64, %44 ], [ 0, %12 ], [ 0, %6 ], [ -1, %145 ], [ -64, %74 ], [ 0, %179 ], [ 0, %191 ], [ -1, %87 ]
  ret i64 %198
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %3, align 4, !tbaa !118
  %4 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %4, align 4, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %5, align 8, !tbaa !25
  %6 = tail call i64 @ZSTD_DCtx_refDDict(ptr noundef %0, ptr noundef %1)
  %7 = icmp ult i64 %6, -119
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  %10 = load i32, ptr %9, align 8, !tbaa !31
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i64 5, i64 1
  br label %13

13:                                               ; preds = %2, %8
  %14 = phi i64 [ %6, %2 ], [ %12, %8 ]
  ret i64 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 6) i64 @ZSTD_resetDStream(ptr nocapture noundef %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %2, align 4, !tbaa !118
  %3 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %3, align 4, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 30104
  %6 = load i32, ptr %5, align 8, !tbaa !31
  %7 = icmp eq i32 %6, 0
  %8 = select i1 %7, i64 5, i64 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setMaxWindowSize(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !118
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = add i64 %1, -2147483649
  %8 = icmp ult i64 %7, -2147482625
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 %1, ptr %10, align 8, !tbaa !32
  br label %11

11:                                               ; preds = %6, %2, %9
  %12 = phi i64 [ 0, %9 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef %0) local_unnamed_addr #2 {
  switch i32 %0, label %8 [
    i32 100, label %9
    i32 1000, label %2
    i32 1001, label %3
    i32 1002, label %4
    i32 1003, label %5
    i32 1004, label %6
    i32 1005, label %7
  ]

2:                                                ; preds = %1
  br label %9

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  br label %9

5:                                                ; preds = %1
  br label %9

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %1, %8, %7, %6, %5, %4, %3, %2
  %10 = phi i64 [ 0, %8 ], [ 562949953422336, %7 ], [ 4294967296, %6 ], [ 4294967296, %5 ], [ 4294967296, %4 ], [ 4294967296, %3 ], [ 4294967296, %2 ], [ 133143986186, %1 ]
  %11 = phi i64 [ -40, %8 ], [ 0, %7 ], [ 0, %6 ], [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ]
  %12 = insertvalue { i64, i64 } poison, i64 %11, 0
  %13 = insertvalue { i64, i64 } %12, i64 %10, 1
  ret { i64, i64 } %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setFormat(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !118
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = icmp ugt i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 %1, ptr %9, align 8, !tbaa !31
  br label %10

10:                                               ; preds = %2, %6, %8
  %11 = phi i64 [ 0, %8 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  %5 = load i32, ptr %4, align 4, !tbaa !118
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %48

7:                                                ; preds = %3
  switch i32 %1, label %48 [
    i32 100, label %8
    i32 1000, label %17
    i32 1001, label %21
    i32 1002, label %25
    i32 1003, label %29
    i32 1004, label %37
    i32 1005, label %41
  ]

8:                                                ; preds = %7
  %9 = icmp eq i32 %2, 0
  %10 = select i1 %9, i32 27, i32 %2
  %11 = add i32 %10, -32
  %12 = icmp ult i32 %11, -22
  br i1 %12, label %48, label %13

13:                                               ; preds = %8
  %14 = zext nneg i32 %10 to i64
  %15 = shl nuw nsw i64 1, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 %15, ptr %16, align 8, !tbaa !32
  br label %48

17:                                               ; preds = %7
  %18 = icmp ugt i32 %2, 1
  br i1 %18, label %48, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 %2, ptr %20, align 8, !tbaa !31
  br label %48

21:                                               ; preds = %7
  %22 = icmp ugt i32 %2, 1
  br i1 %22, label %48, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 %2, ptr %24, align 8, !tbaa !33
  br label %48

25:                                               ; preds = %7
  %26 = icmp ugt i32 %2, 1
  br i1 %26, label %48, label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 %2, ptr %28, align 4, !tbaa !34
  br label %48

29:                                               ; preds = %7
  %30 = icmp ugt i32 %2, 1
  br i1 %30, label %48, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i8, ptr %0, i64 30168
  %33 = load i64, ptr %32, align 8, !tbaa !38
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %48

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 30224
  store i32 %2, ptr %36, align 8, !tbaa !35
  br label %48

37:                                               ; preds = %7
  %38 = icmp ugt i32 %2, 1
  br i1 %38, label %48, label %39

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr %0, i64 30228
  store i32 %2, ptr %40, align 4, !tbaa !36
  br label %48

41:                                               ; preds = %7
  %42 = icmp ne i32 %2, 0
  %43 = add i32 %2, -131073
  %44 = icmp ult i32 %43, -130049
  %45 = and i1 %42, %44
  br i1 %45, label %48, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 %2, ptr %47, align 8, !tbaa !37
  br label %48

48:                                               ; preds = %41, %7, %37, %31, %29, %25, %21, %17, %8, %3, %13, %19, %23, %27, %35, %39, %46
  %49 = phi i64 [ 0, %46 ], [ 0, %39 ], [ 0, %35 ], [ 0, %27 ], [ 0, %23 ], [ 0, %19 ], [ 0, %13 ], [ -60, %3 ], [ -42, %8 ], [ -42, %17 ], [ -42, %21 ], [ -42, %25 ], [ -42, %29 ], [ -40, %31 ], [ -42, %37 ], [ -40, %7 ], [ -42, %41 ]
  ret i64 %49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -40, 1) i64 @ZSTD_DCtx_getParameter(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #7 {
  switch i32 %1, label %30 [
    i32 100, label %4
    i32 1000, label %10
    i32 1001, label %13
    i32 1002, label %16
    i32 1003, label %19
    i32 1004, label %22
    i32 1005, label %25
  ]

4:                                                ; preds = %3
  %5 = getelementptr inbounds i8, ptr %0, i64 30264
  %6 = load i64, ptr %5, align 8, !tbaa !32
  %7 = trunc i64 %6 to i32
  %8 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %7, i1 true)
  %9 = xor i32 %8, 31
  br label %28

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 30104
  %12 = load i32, ptr %11, align 8, !tbaa !31
  br label %28

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 30320
  %15 = load i32, ptr %14, align 8, !tbaa !33
  br label %28

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 30108
  %18 = load i32, ptr %17, align 4, !tbaa !34
  br label %28

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %0, i64 30224
  %21 = load i32, ptr %20, align 8, !tbaa !35
  br label %28

22:                                               ; preds = %3
  %23 = getelementptr inbounds i8, ptr %0, i64 30228
  %24 = load i32, ptr %23, align 4, !tbaa !36
  br label %28

25:                                               ; preds = %3
  %26 = getelementptr inbounds i8, ptr %0, i64 30232
  %27 = load i32, ptr %26, align 8, !tbaa !37
  br label %28

28:                                               ; preds = %25, %22, %19, %16, %13, %10, %4
  %29 = phi i32 [ %9, %4 ], [ %12, %10 ], [ %15, %13 ], [ %18, %16 ], [ %21, %19 ], [ %24, %22 ], [ %27, %25 ]
  store i32 %29, ptr %2, align 4, !tbaa !43
  br label %30

30:                                               ; preds = %28, %3
  %31 = phi i64 [ -40, %3 ], [ 0, %28 ]
  ret i64 %31
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_sizeof_DStream(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30184
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18
  %7 = add i64 %6, 95976
  %8 = getelementptr inbounds i8, ptr %0, i64 30248
  %9 = load i64, ptr %8, align 8, !tbaa !18
  %10 = add i64 %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 30280
  %12 = load i64, ptr %11, align 8, !tbaa !19
  %13 = add i64 %10, %12
  br label %14

14:                                               ; preds = %1, %3
  %15 = phi i64 [ %13, %3 ], [ 0, %1 ]
  ret i64 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_decodingBufferSize_min(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 131072)
  %4 = shl nuw nsw i64 %3, 1
  %5 = add i64 %0, 64
  %6 = add i64 %5, %4
  %7 = tail call i64 @llvm.umin.i64(i64 %6, i64 %1)
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_estimateDStreamSize(i64 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i64 @llvm.umin.i64(i64 %0, i64 131072)
  %3 = shl nuw nsw i64 %2, 1
  %4 = add i64 %0, 96040
  %5 = add i64 %4, %2
  %6 = add i64 %5, %3
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_estimateDStreamSize_fromFrame(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ZSTD_FrameHeader, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #18
  %4 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %1, i32 noundef 0)
  %5 = icmp ult i64 %4, -119
  br i1 %5, label %6, label %18

6:                                                ; preds = %2
  %7 = icmp eq i64 %4, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !52
  %11 = icmp ugt i64 %10, 2147483648
  br i1 %11, label %18, label %12

12:                                               ; preds = %8
  %13 = tail call i64 @llvm.umin.i64(i64 %10, i64 131072)
  %14 = shl nuw nsw i64 %13, 1
  %15 = add nuw nsw i64 %10, 96040
  %16 = add nuw nsw i64 %15, %13
  %17 = add nuw nsw i64 %16, %14
  br label %18

18:                                               ; preds = %8, %6, %2, %12
  %19 = phi i64 [ %17, %12 ], [ %4, %2 ], [ -72, %6 ], [ -16, %8 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #18
  ret i64 %19
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressStream(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !123
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !125
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !126
  %11 = getelementptr inbounds i8, ptr %5, i64 %10
  %12 = load ptr, ptr %1, align 8, !tbaa !127
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !128
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !129
  %18 = getelementptr inbounds i8, ptr %12, i64 %17
  %19 = icmp ugt i64 %7, %10
  br i1 %19, label %529, label %20

20:                                               ; preds = %3
  %21 = icmp ugt i64 %14, %17
  br i1 %21, label %529, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %0, i64 30328
  %24 = load ptr, ptr %23, align 8, !tbaa !40
  %25 = getelementptr inbounds i8, ptr %0, i64 30336
  %26 = load i64, ptr %25, align 8, !tbaa !45
  %27 = getelementptr inbounds i8, ptr %0, i64 30344
  %28 = load i64, ptr %27, align 8, !tbaa !45
  %29 = getelementptr inbounds i8, ptr %0, i64 30320
  %30 = load i32, ptr %29, align 8, !tbaa !33
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %32, label %42

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %0, i64 30236
  %34 = load i32, ptr %33, align 4, !tbaa !118
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = icmp eq ptr %24, %12
  %38 = icmp eq i64 %28, %14
  %39 = select i1 %37, i1 %38, i1 false
  %40 = icmp eq i64 %26, %17
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %529

42:                                               ; preds = %36, %22, %32
  %43 = getelementptr inbounds i8, ptr %0, i64 30236
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
  br label %89

89:                                               ; preds = %144, %42
  %90 = phi ptr [ %8, %42 ], [ %145, %144 ]
  %91 = phi ptr [ %15, %42 ], [ %146, %144 ]
  br label %92

92:                                               ; preds = %467, %89
  %93 = phi ptr [ %91, %89 ], [ %460, %467 ]
  %94 = load i32, ptr %43, align 4, !tbaa !118
  switch i32 %94, label %529 [
    i32 0, label %100
    i32 1, label %98
    i32 2, label %313
    i32 3, label %95
    i32 4, label %444
  ]

95:                                               ; preds = %92
  %96 = load i64, ptr %62, align 8, !tbaa !97
  %97 = load i32, ptr %76, align 4, !tbaa !98
  br label %374

98:                                               ; preds = %92
  %99 = load i64, ptr %52, align 8, !tbaa !130
  br label %101

100:                                              ; preds = %92
  store i32 1, ptr %43, align 4, !tbaa !118
  store i64 0, ptr %51, align 8, !tbaa !131
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %45, i8 0, i64 28, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !132
  br label %101

101:                                              ; preds = %98, %100
  %102 = phi i64 [ %99, %98 ], [ 0, %100 ]
  %103 = load i32, ptr %55, align 8, !tbaa !31
  %104 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %102, i32 noundef %103)
  %105 = load i32, ptr %56, align 8, !tbaa !35
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %111, label %107

107:                                              ; preds = %101
  %108 = load ptr, ptr %57, align 8, !tbaa !30
  %109 = icmp eq ptr %108, null
  br i1 %109, label %111, label %110

110:                                              ; preds = %107
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %111

111:                                              ; preds = %110, %107, %101
  %112 = icmp ult i64 %104, -119
  br i1 %112, label %113, label %529

113:                                              ; preds = %111
  %114 = icmp eq i64 %104, 0
  br i1 %114, label %147, label %115

115:                                              ; preds = %113
  %116 = load i64, ptr %52, align 8, !tbaa !130
  %117 = sub i64 %104, %116
  %118 = ptrtoint ptr %90 to i64
  %119 = sub i64 %58, %118
  %120 = icmp ugt i64 %117, %119
  br i1 %120, label %121, label %141

121:                                              ; preds = %115
  %122 = icmp eq ptr %11, %90
  br i1 %122, label %127, label %123

123:                                              ; preds = %121
  %124 = getelementptr inbounds i8, ptr %54, i64 %116
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %124, ptr align 1 %90, i64 %119, i1 false)
  %125 = load i64, ptr %52, align 8, !tbaa !130
  %126 = add i64 %125, %119
  store i64 %126, ptr %52, align 8, !tbaa !130
  br label %127

127:                                              ; preds = %123, %121
  %128 = phi i64 [ %126, %123 ], [ %116, %121 ]
  %129 = load i64, ptr %9, align 8, !tbaa !126
  store i64 %129, ptr %6, align 8, !tbaa !125
  %130 = load i32, ptr %55, align 8, !tbaa !31
  %131 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %128, i32 noundef %130)
  %132 = icmp ult i64 %131, -119
  br i1 %132, label %133, label %529

133:                                              ; preds = %127
  %134 = load i32, ptr %55, align 8, !tbaa !31
  %135 = icmp eq i32 %134, 0
  %136 = select i1 %135, i64 6, i64 2
  %137 = tail call i64 @llvm.umax.i64(i64 %136, i64 %104)
  %138 = load i64, ptr %52, align 8, !tbaa !130
  %139 = sub i64 %137, %138
  %140 = add i64 %139, 3
  br label %529

141:                                              ; preds = %115
  %142 = getelementptr inbounds i8, ptr %54, i64 %116
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %142, ptr align 1 %90, i64 %117, i1 false)
  store i64 %104, ptr %52, align 8, !tbaa !130
  %143 = getelementptr inbounds i8, ptr %90, i64 %117
  br label %144

144:                                              ; preds = %141, %367, %441
  %145 = phi ptr [ %405, %441 ], [ %370, %367 ], [ %143, %141 ]
  %146 = phi ptr [ %442, %441 ], [ %368, %367 ], [ %93, %141 ]
  br label %89, !llvm.loop !133

147:                                              ; preds = %113
  %148 = load i64, ptr %49, align 8, !tbaa !84
  %149 = icmp eq i64 %148, -1
  br i1 %149, label %170, label %150

150:                                              ; preds = %147
  %151 = load i32, ptr %59, align 4, !tbaa !134
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %170, label %153

153:                                              ; preds = %150
  %154 = ptrtoint ptr %93 to i64
  %155 = sub i64 %46, %154
  %156 = icmp ult i64 %155, %148
  br i1 %156, label %170, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %55, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %4, ptr noundef %8, i64 noundef %60, i32 noundef %158)
  %159 = load i64, ptr %61, align 8, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  %160 = icmp ugt i64 %159, %60
  br i1 %160, label %170, label %161

161:                                              ; preds = %157
  %162 = tail call fastcc ptr @ZSTD_getDDict(ptr noundef nonnull %0)
  %163 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %155, ptr noundef %8, i64 noundef %159, ptr noundef null, i64 noundef 0, ptr noundef %162)
  %164 = icmp ult i64 %163, -119
  br i1 %164, label %165, label %529

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %8, i64 %159
  %167 = icmp eq ptr %93, null
  %168 = getelementptr inbounds i8, ptr %93, i64 %163
  %169 = select i1 %167, ptr null, ptr %168
  store i64 0, ptr %62, align 8, !tbaa !97
  br label %474

170:                                              ; preds = %157, %153, %150, %147
  %171 = load i32, ptr %29, align 8, !tbaa !33
  %172 = icmp eq i32 %171, 1
  br i1 %172, label %173, label %183

173:                                              ; preds = %170
  %174 = load i32, ptr %59, align 4, !tbaa !134
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %183, label %176

176:                                              ; preds = %173
  %177 = load i64, ptr %49, align 8, !tbaa !84
  %178 = icmp ne i64 %177, -1
  %179 = ptrtoint ptr %93 to i64
  %180 = sub i64 %46, %179
  %181 = icmp ult i64 %180, %177
  %182 = select i1 %178, i1 %181, i1 false
  br i1 %182, label %529, label %183

183:                                              ; preds = %176, %173, %170
  %184 = load i32, ptr %63, align 8, !tbaa !22
  switch i32 %184, label %185 [
    i32 1, label %190
    i32 -1, label %188
  ]

185:                                              ; preds = %183
  %186 = load ptr, ptr %65, align 8, !tbaa !5
  %187 = tail call i64 @ZSTD_freeDDict(ptr noundef %186) #18
  store i32 0, ptr %63, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, i8 0, i64 16, i1 false)
  br label %192

188:                                              ; preds = %183
  %189 = load ptr, ptr %64, align 8, !tbaa !89
  br label %192

190:                                              ; preds = %183
  store i32 0, ptr %63, align 8, !tbaa !22
  %191 = load ptr, ptr %64, align 8, !tbaa !89
  br label %192

192:                                              ; preds = %190, %188, %185
  %193 = phi ptr [ null, %185 ], [ %189, %188 ], [ %191, %190 ]
  %194 = tail call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef %193)
  %195 = load i32, ptr %55, align 8, !tbaa !31
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %197, label %204

197:                                              ; preds = %192
  %198 = load i32, ptr %54, align 1, !tbaa !43
  %199 = and i32 %198, -16
  %200 = icmp eq i32 %199, 407710288
  br i1 %200, label %201, label %204

201:                                              ; preds = %197
  %202 = load i32, ptr %77, align 1, !tbaa !43
  %203 = zext i32 %202 to i64
  br label %235

204:                                              ; preds = %192, %197
  %205 = load i64, ptr %52, align 8, !tbaa !130
  %206 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %205, i32 noundef %195)
  %207 = icmp ult i64 %206, -119
  br i1 %207, label %208, label %529

208:                                              ; preds = %204
  %209 = icmp eq i64 %206, 0
  br i1 %209, label %210, label %529

210:                                              ; preds = %208
  %211 = load i32, ptr %56, align 8, !tbaa !35
  %212 = icmp eq i32 %211, 1
  br i1 %212, label %213, label %217

213:                                              ; preds = %210
  %214 = load ptr, ptr %57, align 8, !tbaa !30
  %215 = icmp eq ptr %214, null
  br i1 %215, label %217, label %216

216:                                              ; preds = %213
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %217

217:                                              ; preds = %216, %213, %210
  %218 = load i32, ptr %66, align 4, !tbaa !76
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %223, label %220

220:                                              ; preds = %217
  %221 = load i32, ptr %67, align 8, !tbaa !77
  %222 = icmp eq i32 %221, %218
  br i1 %222, label %223, label %529

223:                                              ; preds = %220, %217
  %224 = load i32, ptr %68, align 8, !tbaa !78
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %231, label %226

226:                                              ; preds = %223
  %227 = load i32, ptr %69, align 4, !tbaa !34
  %228 = icmp eq i32 %227, 0
  %229 = zext i1 %228 to i32
  store i32 %229, ptr %70, align 8, !tbaa !79
  br i1 %228, label %230, label %232

230:                                              ; preds = %226
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %71, i8 0, i64 88, i1 false)
  store i64 6983438078262162902, ptr %72, align 8, !tbaa !45
  store i64 -4417276706812531889, ptr %73, align 8, !tbaa !45
  store i64 7046029288634856825, ptr %74, align 8, !tbaa !45
  br label %232

231:                                              ; preds = %223
  store i32 0, ptr %70, align 8, !tbaa !79
  br label %232

232:                                              ; preds = %231, %230, %226
  %233 = load i64, ptr %75, align 8, !tbaa !80
  %234 = add i64 %233, %205
  store i64 %234, ptr %75, align 8, !tbaa !80
  br label %235

235:                                              ; preds = %201, %232
  %236 = phi i64 [ 3, %232 ], [ %203, %201 ]
  %237 = phi i32 [ 2, %232 ], [ 7, %201 ]
  store i64 %236, ptr %62, align 8, !tbaa !97
  store i32 %237, ptr %76, align 4, !tbaa !98
  %238 = load i64, ptr %78, align 8, !tbaa !135
  %239 = tail call i64 @llvm.umax.i64(i64 %238, i64 1024)
  store i64 %239, ptr %78, align 8, !tbaa !135
  %240 = load i64, ptr %79, align 8, !tbaa !32
  %241 = icmp ugt i64 %239, %240
  br i1 %241, label %529, label %242

242:                                              ; preds = %235
  %243 = load i32, ptr %80, align 8, !tbaa !37
  %244 = icmp eq i32 %243, 0
  %245 = load i32, ptr %50, align 8, !tbaa !81
  br i1 %244, label %248, label %246

246:                                              ; preds = %242
  %247 = tail call i32 @llvm.umin.i32(i32 %245, i32 %243)
  store i32 %247, ptr %50, align 8, !tbaa !81
  br label %248

248:                                              ; preds = %246, %242
  %249 = phi i32 [ %247, %246 ], [ %245, %242 ]
  %250 = tail call i32 @llvm.umax.i32(i32 %249, i32 4)
  %251 = zext i32 %250 to i64
  %252 = load i32, ptr %29, align 8, !tbaa !33
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %263

254:                                              ; preds = %248
  %255 = load i64, ptr %49, align 8, !tbaa !84
  %256 = zext i32 %249 to i64
  %257 = tail call i64 @llvm.umin.i64(i64 %239, i64 %256)
  %258 = tail call i64 @llvm.umin.i64(i64 %257, i64 131072)
  %259 = shl nuw nsw i64 %258, 1
  %260 = add i64 %239, 64
  %261 = add i64 %260, %259
  %262 = tail call i64 @llvm.umin.i64(i64 %261, i64 %255)
  br label %263

263:                                              ; preds = %248, %254
  %264 = phi i64 [ %262, %254 ], [ 0, %248 ]
  %265 = load i64, ptr %81, align 8, !tbaa !18
  %266 = load i64, ptr %48, align 8, !tbaa !19
  %267 = add i64 %266, %265
  %268 = add i64 %264, %251
  %269 = mul i64 %268, 3
  %270 = icmp ult i64 %267, %269
  br i1 %270, label %274, label %271

271:                                              ; preds = %263
  %272 = load i64, ptr %82, align 8, !tbaa !24
  %273 = add i64 %272, 1
  br label %274

274:                                              ; preds = %263, %271
  %275 = phi i64 [ %273, %271 ], [ 0, %263 ]
  store i64 %275, ptr %82, align 8, !tbaa !24
  %276 = icmp ult i64 %265, %251
  br i1 %276, label %281, label %277

277:                                              ; preds = %274
  %278 = icmp ult i64 %266, %264
  %279 = icmp ugt i64 %275, 127
  %280 = select i1 %278, i1 true, i1 %279
  br i1 %280, label %281, label %312

281:                                              ; preds = %274, %277
  %282 = load i64, ptr %83, align 8, !tbaa !38
  %283 = icmp eq i64 %282, 0
  br i1 %283, label %289, label %284

284:                                              ; preds = %281
  %285 = add i64 %282, -95976
  %286 = icmp ugt i64 %268, %285
  br i1 %286, label %529, label %287

287:                                              ; preds = %284
  %288 = load ptr, ptr %84, align 8, !tbaa !39
  br label %309

289:                                              ; preds = %281
  %290 = load ptr, ptr %84, align 8, !tbaa !39
  %291 = load ptr, ptr %86, align 1
  %292 = load ptr, ptr %87, align 1
  %293 = icmp eq ptr %290, null
  br i1 %293, label %298, label %294

294:                                              ; preds = %289
  %295 = icmp eq ptr %291, null
  br i1 %295, label %297, label %296

296:                                              ; preds = %294
  tail call void %291(ptr noundef %292, ptr noundef nonnull %290) #18
  br label %298

297:                                              ; preds = %294
  tail call void @free(ptr noundef nonnull %290) #18
  br label %298

298:                                              ; preds = %289, %296, %297
  store i64 0, ptr %81, align 8, !tbaa !18
  store i64 0, ptr %48, align 8, !tbaa !19
  %299 = load ptr, ptr %85, align 1
  %300 = icmp eq ptr %299, null
  br i1 %300, label %304, label %301

301:                                              ; preds = %298
  %302 = load ptr, ptr %87, align 1
  %303 = tail call ptr %299(ptr noundef %302, i64 noundef %268) #18
  br label %306

304:                                              ; preds = %298
  %305 = tail call noalias ptr @malloc(i64 noundef %268) #20
  br label %306

306:                                              ; preds = %301, %304
  %307 = phi ptr [ %303, %301 ], [ %305, %304 ]
  store ptr %307, ptr %84, align 8, !tbaa !39
  %308 = icmp eq ptr %307, null
  br i1 %308, label %529, label %309

309:                                              ; preds = %287, %306
  %310 = phi ptr [ %288, %287 ], [ %307, %306 ]
  store i64 %251, ptr %81, align 8, !tbaa !18
  %311 = getelementptr inbounds i8, ptr %310, i64 %251
  store ptr %311, ptr %47, align 8, !tbaa !136
  store i64 %264, ptr %48, align 8, !tbaa !19
  br label %312

312:                                              ; preds = %277, %309
  store i32 2, ptr %43, align 4, !tbaa !118
  br label %313

313:                                              ; preds = %92, %312
  %314 = ptrtoint ptr %90 to i64
  %315 = sub i64 %58, %314
  %316 = load i32, ptr %76, align 4, !tbaa !98
  %317 = add i32 %316, -3
  %318 = icmp ult i32 %317, 2
  br i1 %318, label %321, label %319

319:                                              ; preds = %313
  %320 = load i64, ptr %62, align 8, !tbaa !97
  br label %328

321:                                              ; preds = %313
  %322 = load i32, ptr %88, align 8, !tbaa !99
  %323 = icmp eq i32 %322, 0
  %324 = load i64, ptr %62, align 8, !tbaa !97
  br i1 %323, label %325, label %328

325:                                              ; preds = %321
  %326 = tail call i64 @llvm.umin.i64(i64 %324, i64 %315)
  %327 = tail call i64 @llvm.umax.i64(i64 %326, i64 1)
  br label %331

328:                                              ; preds = %319, %321
  %329 = phi i64 [ %320, %319 ], [ %324, %321 ]
  %330 = icmp eq i64 %329, 0
  br i1 %330, label %474, label %331

331:                                              ; preds = %325, %328
  %332 = phi i64 [ %324, %325 ], [ %329, %328 ]
  %333 = phi i64 [ %327, %325 ], [ %329, %328 ]
  %334 = icmp ult i64 %315, %333
  br i1 %334, label %371, label %335

335:                                              ; preds = %331
  %336 = icmp eq i32 %316, 7
  %337 = load i32, ptr %29, align 8, !tbaa !33
  %338 = icmp eq i32 %337, 0
  br i1 %338, label %339, label %359

339:                                              ; preds = %335
  br i1 %336, label %340, label %342

340:                                              ; preds = %339
  %341 = load i64, ptr %45, align 8, !tbaa !137
  br label %346

342:                                              ; preds = %339
  %343 = load i64, ptr %48, align 8, !tbaa !19
  %344 = load i64, ptr %45, align 8, !tbaa !137
  %345 = sub i64 %343, %344
  br label %346

346:                                              ; preds = %342, %340
  %347 = phi i64 [ %344, %342 ], [ %341, %340 ]
  %348 = phi i64 [ %345, %342 ], [ 0, %340 ]
  %349 = load ptr, ptr %47, align 8, !tbaa !136
  %350 = getelementptr inbounds i8, ptr %349, i64 %347
  %351 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %350, i64 noundef %348, ptr noundef %90, i64 noundef %333)
  %352 = icmp ult i64 %351, -119
  br i1 %352, label %353, label %529

353:                                              ; preds = %346
  %354 = icmp ne i64 %351, 0
  %355 = or i1 %336, %354
  br i1 %355, label %356, label %367

356:                                              ; preds = %353
  %357 = load i64, ptr %45, align 8, !tbaa !137
  %358 = add i64 %357, %351
  store i64 %358, ptr %44, align 8, !tbaa !138
  br label %367

359:                                              ; preds = %335
  %360 = ptrtoint ptr %93 to i64
  %361 = sub i64 %46, %360
  %362 = select i1 %336, i64 0, i64 %361
  %363 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %362, ptr noundef %90, i64 noundef %333)
  %364 = icmp ult i64 %363, -119
  br i1 %364, label %365, label %529

365:                                              ; preds = %359
  %366 = getelementptr inbounds i8, ptr %93, i64 %363
  br label %367

367:                                              ; preds = %365, %356, %353
  %368 = phi ptr [ %93, %356 ], [ %93, %353 ], [ %366, %365 ]
  %369 = phi i32 [ 4, %356 ], [ 2, %353 ], [ 2, %365 ]
  store i32 %369, ptr %43, align 4, !tbaa !118
  %370 = getelementptr inbounds i8, ptr %90, i64 %333
  br label %144

371:                                              ; preds = %331
  %372 = icmp eq ptr %90, %11
  br i1 %372, label %477, label %373

373:                                              ; preds = %371
  store i32 3, ptr %43, align 4, !tbaa !118
  br label %374

374:                                              ; preds = %95, %373
  %375 = phi i32 [ %97, %95 ], [ %316, %373 ]
  %376 = phi i64 [ %96, %95 ], [ %332, %373 ]
  %377 = load i64, ptr %51, align 8, !tbaa !131
  %378 = sub i64 %376, %377
  %379 = icmp eq i32 %375, 7
  br i1 %379, label %393, label %380

380:                                              ; preds = %374
  %381 = load i64, ptr %81, align 8, !tbaa !18
  %382 = sub i64 %381, %377
  %383 = icmp ugt i64 %378, %382
  br i1 %383, label %529, label %384

384:                                              ; preds = %380
  %385 = ptrtoint ptr %90 to i64
  %386 = sub i64 %58, %385
  %387 = tail call i64 @llvm.umin.i64(i64 %378, i64 %386)
  %388 = icmp eq i64 %387, 0
  br i1 %388, label %403, label %389

389:                                              ; preds = %384
  %390 = load ptr, ptr %84, align 8, !tbaa !39
  %391 = getelementptr inbounds i8, ptr %390, i64 %377
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %391, ptr readonly align 1 %90, i64 %387, i1 false)
  %392 = load i64, ptr %51, align 8, !tbaa !131
  br label %398

393:                                              ; preds = %374
  %394 = ptrtoint ptr %90 to i64
  %395 = sub i64 %58, %394
  %396 = tail call i64 @llvm.umin.i64(i64 %378, i64 %395)
  %397 = icmp eq i64 %396, 0
  br i1 %397, label %403, label %398

398:                                              ; preds = %389, %393
  %399 = phi i64 [ %392, %389 ], [ %377, %393 ]
  %400 = phi i64 [ %387, %389 ], [ %396, %393 ]
  %401 = getelementptr inbounds i8, ptr %90, i64 %400
  %402 = add i64 %399, %400
  store i64 %402, ptr %51, align 8, !tbaa !131
  br label %403

403:                                              ; preds = %384, %398, %393
  %404 = phi i64 [ %400, %398 ], [ 0, %393 ], [ 0, %384 ]
  %405 = phi ptr [ %401, %398 ], [ %90, %393 ], [ %90, %384 ]
  %406 = icmp ult i64 %404, %378
  br i1 %406, label %477, label %407

407:                                              ; preds = %403
  store i64 0, ptr %51, align 8, !tbaa !131
  %408 = load ptr, ptr %84, align 8, !tbaa !39
  %409 = load i32, ptr %76, align 4, !tbaa !98
  %410 = icmp eq i32 %409, 7
  %411 = load i32, ptr %29, align 8, !tbaa !33
  %412 = icmp eq i32 %411, 0
  br i1 %412, label %413, label %433

413:                                              ; preds = %407
  br i1 %410, label %414, label %416

414:                                              ; preds = %413
  %415 = load i64, ptr %45, align 8, !tbaa !137
  br label %420

416:                                              ; preds = %413
  %417 = load i64, ptr %48, align 8, !tbaa !19
  %418 = load i64, ptr %45, align 8, !tbaa !137
  %419 = sub i64 %417, %418
  br label %420

420:                                              ; preds = %416, %414
  %421 = phi i64 [ %418, %416 ], [ %415, %414 ]
  %422 = phi i64 [ %419, %416 ], [ 0, %414 ]
  %423 = load ptr, ptr %47, align 8, !tbaa !136
  %424 = getelementptr inbounds i8, ptr %423, i64 %421
  %425 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %424, i64 noundef %422, ptr noundef %408, i64 noundef %376)
  %426 = icmp ult i64 %425, -119
  br i1 %426, label %427, label %529

427:                                              ; preds = %420
  %428 = icmp ne i64 %425, 0
  %429 = or i1 %410, %428
  br i1 %429, label %430, label %441

430:                                              ; preds = %427
  %431 = load i64, ptr %45, align 8, !tbaa !137
  %432 = add i64 %431, %425
  store i64 %432, ptr %44, align 8, !tbaa !138
  br label %441

433:                                              ; preds = %407
  %434 = ptrtoint ptr %93 to i64
  %435 = sub i64 %46, %434
  %436 = select i1 %410, i64 0, i64 %435
  %437 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %93, i64 noundef %436, ptr noundef %408, i64 noundef %376)
  %438 = icmp ult i64 %437, -119
  br i1 %438, label %439, label %529

439:                                              ; preds = %433
  %440 = getelementptr inbounds i8, ptr %93, i64 %437
  br label %441

441:                                              ; preds = %439, %430, %427
  %442 = phi ptr [ %93, %430 ], [ %93, %427 ], [ %440, %439 ]
  %443 = phi i32 [ 4, %430 ], [ 2, %427 ], [ 2, %439 ]
  store i32 %443, ptr %43, align 4, !tbaa !118
  br label %144

444:                                              ; preds = %92
  %445 = load i64, ptr %44, align 8, !tbaa !138
  %446 = load i64, ptr %45, align 8, !tbaa !137
  %447 = sub i64 %445, %446
  %448 = ptrtoint ptr %93 to i64
  %449 = sub i64 %46, %448
  %450 = tail call i64 @llvm.umin.i64(i64 %449, i64 %447)
  %451 = icmp eq i64 %450, 0
  br i1 %451, label %456, label %452

452:                                              ; preds = %444
  %453 = load ptr, ptr %47, align 8, !tbaa !136
  %454 = getelementptr inbounds i8, ptr %453, i64 %446
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr readonly align 1 %454, i64 %450, i1 false)
  %455 = load i64, ptr %45, align 8, !tbaa !137
  br label %456

456:                                              ; preds = %444, %452
  %457 = phi i64 [ %446, %444 ], [ %455, %452 ]
  %458 = icmp eq ptr %93, null
  %459 = getelementptr inbounds i8, ptr %93, i64 %450
  %460 = select i1 %458, ptr null, ptr %459
  %461 = add i64 %457, %450
  store i64 %461, ptr %45, align 8, !tbaa !137
  %462 = icmp ugt i64 %447, %449
  br i1 %462, label %477, label %463

463:                                              ; preds = %456
  store i32 2, ptr %43, align 4, !tbaa !118
  %464 = load i64, ptr %48, align 8, !tbaa !19
  %465 = load i64, ptr %49, align 8, !tbaa !84
  %466 = icmp ult i64 %464, %465
  br i1 %466, label %468, label %467

467:                                              ; preds = %463, %468, %473
  br label %92, !llvm.loop !133

468:                                              ; preds = %463
  %469 = load i32, ptr %50, align 8, !tbaa !81
  %470 = zext i32 %469 to i64
  %471 = add i64 %461, %470
  %472 = icmp ugt i64 %471, %464
  br i1 %472, label %473, label %467

473:                                              ; preds = %468
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false)
  br label %467

474:                                              ; preds = %328, %165
  %475 = phi ptr [ %169, %165 ], [ %93, %328 ]
  %476 = phi ptr [ %166, %165 ], [ %90, %328 ]
  store i32 0, ptr %43, align 4, !tbaa !118
  br label %477

477:                                              ; preds = %456, %371, %403, %474
  %478 = phi ptr [ %475, %474 ], [ %460, %456 ], [ %93, %371 ], [ %93, %403 ]
  %479 = phi ptr [ %476, %474 ], [ %90, %456 ], [ %405, %403 ], [ %11, %371 ]
  %480 = load ptr, ptr %2, align 8, !tbaa !123
  %481 = ptrtoint ptr %479 to i64
  %482 = ptrtoint ptr %480 to i64
  %483 = sub i64 %481, %482
  store i64 %483, ptr %6, align 8, !tbaa !125
  %484 = load ptr, ptr %1, align 8, !tbaa !127
  %485 = ptrtoint ptr %478 to i64
  %486 = ptrtoint ptr %484 to i64
  %487 = sub i64 %485, %486
  store i64 %487, ptr %13, align 8, !tbaa !128
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !132
  %488 = icmp eq ptr %479, %8
  %489 = icmp eq ptr %478, %15
  %490 = select i1 %488, i1 %489, i1 false
  %491 = getelementptr inbounds i8, ptr %0, i64 30316
  br i1 %490, label %492, label %500

492:                                              ; preds = %477
  %493 = load i32, ptr %491, align 4, !tbaa !23
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %491, align 4, !tbaa !23
  %495 = icmp sgt i32 %493, 14
  br i1 %495, label %496, label %501

496:                                              ; preds = %492
  %497 = icmp eq i64 %14, %17
  br i1 %497, label %529, label %498

498:                                              ; preds = %496
  %499 = icmp eq i64 %7, %10
  br i1 %499, label %529, label %501

500:                                              ; preds = %477
  store i32 0, ptr %491, align 4, !tbaa !23
  br label %501

501:                                              ; preds = %492, %498, %500
  %502 = load i64, ptr %62, align 8, !tbaa !97
  %503 = icmp eq i64 %502, 0
  br i1 %503, label %504, label %522

504:                                              ; preds = %501
  %505 = load i64, ptr %44, align 8, !tbaa !138
  %506 = load i64, ptr %45, align 8, !tbaa !137
  %507 = icmp eq i64 %505, %506
  %508 = load i32, ptr %53, align 8, !tbaa !139
  %509 = icmp eq i32 %508, 0
  br i1 %507, label %510, label %518

510:                                              ; preds = %504
  br i1 %509, label %529, label %511

511:                                              ; preds = %510
  %512 = load i64, ptr %6, align 8, !tbaa !125
  %513 = load i64, ptr %9, align 8, !tbaa !126
  %514 = icmp ult i64 %512, %513
  br i1 %514, label %516, label %515

515:                                              ; preds = %511
  store i32 2, ptr %43, align 4, !tbaa !118
  br label %529

516:                                              ; preds = %511
  %517 = add nuw i64 %512, 1
  store i64 %517, ptr %6, align 8, !tbaa !125
  br label %529

518:                                              ; preds = %504
  br i1 %509, label %519, label %529

519:                                              ; preds = %518
  %520 = load i64, ptr %6, align 8, !tbaa !125
  %521 = add i64 %520, -1
  store i64 %521, ptr %6, align 8, !tbaa !125
  store i32 1, ptr %53, align 8, !tbaa !139
  br label %529

522:                                              ; preds = %501
  %523 = load i32, ptr %76, align 4, !tbaa !98
  %524 = icmp eq i32 %523, 3
  %525 = select i1 %524, i64 3, i64 0
  %526 = load i64, ptr %51, align 8, !tbaa !131
  %527 = sub i64 %502, %526
  %528 = add i64 %527, %525
  br label %529

529:                                              ; preds = %92, %433, %420, %359, %346, %220, %208, %204, %176, %111, %380, %306, %284, %235, %161, %127, %133, %36, %515, %522, %516, %510, %519, %518, %498, %496, %20, %3
  %530 = phi i64 [ -72, %3 ], [ -70, %20 ], [ -80, %496 ], [ -82, %498 ], [ %528, %522 ], [ 1, %515 ], [ 0, %516 ], [ 0, %510 ], [ 1, %519 ], [ 1, %518 ], [ -104, %36 ], [ %131, %127 ], [ %140, %133 ], [ %163, %161 ], [ -1, %92 ], [ -16, %235 ], [ -64, %284 ], [ -64, %306 ], [ -20, %380 ], [ %104, %111 ], [ -70, %176 ], [ -32, %220 ], [ -72, %208 ], [ %206, %204 ], [ %363, %359 ], [ %351, %346 ], [ %437, %433 ], [ %425, %420 ]
  ret i64 %530
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_selectFrameDDict(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30192
  %3 = load ptr, ptr %2, align 8, !tbaa !89
  %4 = icmp eq ptr %3, null
  br i1 %4, label %51, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 30216
  %7 = load ptr, ptr %6, align 8, !tbaa !30
  %8 = getelementptr inbounds i8, ptr %0, i64 29956
  %9 = load i32, ptr %8, align 4, !tbaa !76
  %10 = zext i32 %9 to i64
  %11 = mul i64 %10, -7046029288634856825
  %12 = xor i64 %11, 2870177450012600265
  %13 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 23)
  %14 = mul i64 %13, -4417276706812531889
  %15 = add i64 %14, 1609587929392839161
  %16 = lshr i64 %15, 33
  %17 = xor i64 %16, %15
  %18 = mul i64 %17, -4417276706812531889
  %19 = lshr i64 %18, 29
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, 1609587929392839161
  %22 = lshr i64 %21, 32
  %23 = xor i64 %22, %21
  %24 = getelementptr inbounds i8, ptr %7, i64 8
  %25 = load i64, ptr %24, align 8, !tbaa !119
  %26 = add i64 %25, -1
  %27 = and i64 %23, %26
  br label %28

28:                                               ; preds = %28, %5
  %29 = phi i64 [ %27, %5 ], [ %38, %28 ]
  %30 = load ptr, ptr %7, align 8, !tbaa !41
  %31 = getelementptr inbounds ptr, ptr %30, i64 %29
  %32 = load ptr, ptr %31, align 8, !tbaa !40
  %33 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef %32) #18
  %34 = icmp eq i32 %33, %9
  %35 = icmp eq i32 %33, 0
  %36 = or i1 %34, %35
  %37 = and i64 %29, %26
  %38 = add i64 %37, 1
  br i1 %36, label %39, label %28

39:                                               ; preds = %28
  %40 = load ptr, ptr %7, align 8, !tbaa !41
  %41 = getelementptr inbounds ptr, ptr %40, i64 %29
  %42 = load ptr, ptr %41, align 8, !tbaa !40
  %43 = icmp eq ptr %42, null
  br i1 %43, label %51, label %44

44:                                               ; preds = %39
  %45 = getelementptr inbounds i8, ptr %0, i64 30184
  %46 = load ptr, ptr %45, align 8, !tbaa !5
  %47 = tail call i64 @ZSTD_freeDDict(ptr noundef %46) #18
  %48 = getelementptr inbounds i8, ptr %0, i64 30208
  store i64 0, ptr %45, align 8
  %49 = load i32, ptr %8, align 4, !tbaa !76
  %50 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 %49, ptr %50, align 8, !tbaa !77
  store ptr %42, ptr %2, align 8, !tbaa !89
  store i32 -1, ptr %48, align 8, !tbaa !22
  br label %51

51:                                               ; preds = %39, %44, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressStream_simpleArgs(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = alloca %struct.ZSTD_outBuffer_s, align 8
  %9 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #18
  store ptr %1, ptr %8, align 8, !tbaa !127
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %10, align 8, !tbaa !129
  %11 = load i64, ptr %3, align 8, !tbaa !45
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %11, ptr %12, align 8, !tbaa !128
  store ptr %4, ptr %9, align 8, !tbaa !123
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %5, ptr %13, align 8, !tbaa !126
  %14 = load i64, ptr %6, align 8, !tbaa !45
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %14, ptr %15, align 8, !tbaa !125
  %16 = call i64 @ZSTD_decompressStream(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %9)
  %17 = load i64, ptr %12, align 8, !tbaa !128
  store i64 %17, ptr %3, align 8, !tbaa !45
  %18 = load i64, ptr %15, align 8, !tbaa !125
  store i64 %18, ptr %6, align 8, !tbaa !45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #18
  ret i64 %16
}

declare i64 @ZSTD_freeDDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

declare i32 @ZSTD_getErrorCode(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #14

declare extern_weak void @ZSTD_trace_decompress_end(i64 noundef, ptr noundef) #1

declare i32 @ZSTD_getDictID_fromDDict(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #14

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #16

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 30184}
!6 = !{!"ZSTD_DCtx_s", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !10, i64 32, !8, i64 27324, !7, i64 29888, !7, i64 29896, !7, i64 29904, !7, i64 29912, !11, i64 29920, !12, i64 29928, !11, i64 29976, !11, i64 29984, !14, i64 29992, !14, i64 29996, !14, i64 30000, !14, i64 30004, !15, i64 30008, !11, i64 30096, !14, i64 30104, !14, i64 30108, !14, i64 30112, !7, i64 30120, !16, i64 30128, !11, i64 30152, !11, i64 30160, !11, i64 30168, !14, i64 30176, !14, i64 30180, !7, i64 30184, !7, i64 30192, !14, i64 30200, !14, i64 30204, !14, i64 30208, !7, i64 30216, !14, i64 30224, !14, i64 30228, !14, i64 30232, !14, i64 30236, !7, i64 30240, !11, i64 30248, !11, i64 30256, !11, i64 30264, !7, i64 30272, !11, i64 30280, !11, i64 30288, !11, i64 30296, !11, i64 30304, !14, i64 30312, !14, i64 30316, !14, i64 30320, !17, i64 30328, !7, i64 30352, !7, i64 30360, !14, i64 30368, !8, i64 30372, !8, i64 95940, !11, i64 95960, !13, i64 95968}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"", !8, i64 0, !8, i64 4104, !8, i64 6160, !8, i64 10264, !8, i64 26652, !8, i64 26664}
!11 = !{!"long", !8, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 8, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40}
!13 = !{!"long long", !8, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!"XXH_NAMESPACEXXH64_state_s", !11, i64 0, !8, i64 8, !8, i64 40, !14, i64 72, !14, i64 76, !11, i64 80}
!16 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16}
!17 = !{!"ZSTD_outBuffer_s", !7, i64 0, !11, i64 8, !11, i64 16}
!18 = !{!6, !11, i64 30248}
!19 = !{!6, !11, i64 30280}
!20 = !{!6, !7, i64 29912}
!21 = !{!6, !14, i64 30204}
!22 = !{!6, !14, i64 30208}
!23 = !{!6, !14, i64 30316}
!24 = !{!6, !11, i64 95960}
!25 = !{!6, !14, i64 30176}
!26 = !{i64 1342412}
!27 = !{i64 1342510}
!28 = !{i64 1342624}
!29 = !{!6, !14, i64 30180}
!30 = !{!6, !7, i64 30216}
!31 = !{!6, !14, i64 30104}
!32 = !{!6, !11, i64 30264}
!33 = !{!6, !14, i64 30320}
!34 = !{!6, !14, i64 30108}
!35 = !{!6, !14, i64 30224}
!36 = !{!6, !14, i64 30228}
!37 = !{!6, !14, i64 30232}
!38 = !{!6, !11, i64 30168}
!39 = !{!6, !7, i64 30240}
!40 = !{!7, !7, i64 0}
!41 = !{!42, !7, i64 0}
!42 = !{!"", !7, i64 0, !11, i64 8, !11, i64 16}
!43 = !{!14, !14, i64 0}
!44 = !{!8, !8, i64 0}
!45 = !{!11, !11, i64 0}
!46 = !{!12, !14, i64 20}
!47 = !{!12, !14, i64 28}
!48 = !{!12, !14, i64 24}
!49 = !{!12, !13, i64 0}
!50 = !{!51, !51, i64 0}
!51 = !{!"short", !8, i64 0}
!52 = !{!12, !13, i64 8}
!53 = !{!12, !14, i64 16}
!54 = !{!12, !14, i64 32}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!58, !11, i64 8}
!58 = !{!"", !11, i64 0, !11, i64 8, !13, i64 16}
!59 = !{!58, !13, i64 16}
!60 = distinct !{!60, !56}
!61 = !{!13, !13, i64 0}
!62 = !{!63}
!63 = distinct !{!63, !64, !"ZSTD_errorFrameSizeInfo: argument 0"}
!64 = distinct !{!64, !"ZSTD_errorFrameSizeInfo"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"ZSTD_errorFrameSizeInfo: argument 0"}
!67 = distinct !{!67, !"ZSTD_errorFrameSizeInfo"}
!68 = !{!69, !14, i64 4}
!69 = !{!"", !14, i64 0, !14, i64 4, !14, i64 8}
!70 = !{!71}
!71 = distinct !{!71, !72, !"ZSTD_errorFrameSizeInfo: argument 0"}
!72 = distinct !{!72, !"ZSTD_errorFrameSizeInfo"}
!73 = !{!58, !11, i64 0}
!74 = distinct !{!74, !56}
!75 = !{!6, !7, i64 29888}
!76 = !{!6, !14, i64 29956}
!77 = !{!6, !14, i64 30200}
!78 = !{!6, !14, i64 29960}
!79 = !{!6, !14, i64 30112}
!80 = !{!6, !11, i64 29976}
!81 = !{!6, !14, i64 29944}
!82 = !{!69, !14, i64 0}
!83 = !{!69, !14, i64 8}
!84 = !{!6, !13, i64 29928}
!85 = !{!6, !13, i64 95968}
!86 = !{!87, !14, i64 0}
!87 = !{!"", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !11, i64 16, !11, i64 24, !11, i64 32, !7, i64 40, !7, i64 48, !7, i64 56}
!88 = !{!87, !14, i64 4}
!89 = !{!6, !7, i64 30192}
!90 = !{!87, !14, i64 8}
!91 = !{!87, !11, i64 16}
!92 = !{!87, !14, i64 12}
!93 = !{!87, !11, i64 24}
!94 = !{!87, !11, i64 32}
!95 = !{!87, !7, i64 56}
!96 = distinct !{!96, !56}
!97 = !{!6, !11, i64 29920}
!98 = !{!6, !14, i64 29996}
!99 = !{!6, !14, i64 29992}
!100 = !{!6, !11, i64 30096}
!101 = !{!6, !11, i64 30160}
!102 = !{!6, !11, i64 29984}
!103 = !{!15, !11, i64 0}
!104 = !{!15, !14, i64 72}
!105 = distinct !{!105, !56}
!106 = distinct !{!106, !56}
!107 = distinct !{!107, !108}
!108 = !{!"llvm.loop.unroll.disable"}
!109 = distinct !{!109, !56}
!110 = !{!6, !7, i64 0}
!111 = !{!6, !7, i64 8}
!112 = !{!6, !7, i64 16}
!113 = !{!6, !7, i64 24}
!114 = !{!6, !14, i64 30004}
!115 = !{!6, !14, i64 30000}
!116 = !{!6, !7, i64 29896}
!117 = !{!6, !7, i64 29904}
!118 = !{!6, !14, i64 30236}
!119 = !{!42, !11, i64 8}
!120 = !{!42, !11, i64 16}
!121 = distinct !{!121, !56}
!122 = distinct !{!122, !56}
!123 = !{!124, !7, i64 0}
!124 = !{!"ZSTD_inBuffer_s", !7, i64 0, !11, i64 8, !11, i64 16}
!125 = !{!124, !11, i64 16}
!126 = !{!124, !11, i64 8}
!127 = !{!17, !7, i64 0}
!128 = !{!17, !11, i64 16}
!129 = !{!17, !11, i64 8}
!130 = !{!6, !11, i64 30304}
!131 = !{!6, !11, i64 30256}
!132 = !{i64 0, i64 8, !40, i64 8, i64 8, !45, i64 16, i64 8, !45}
!133 = distinct !{!133, !56}
!134 = !{!6, !14, i64 29948}
!135 = !{!6, !13, i64 29936}
!136 = !{!6, !7, i64 30272}
!137 = !{!6, !11, i64 30288}
!138 = !{!6, !11, i64 30296}
!139 = !{!6, !14, i64 30312}
