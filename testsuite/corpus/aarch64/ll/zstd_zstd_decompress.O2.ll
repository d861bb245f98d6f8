; ModuleID = 'src/zstd/lib/decompress/zstd_decompress.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_FrameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_frameSizeInfo = type { i64, i64, i64 }
%struct.blockProperties_t = type { i32, i32, i32 }
%struct.ZSTD_Trace = type { i32, i32, i32, i32, i64, i64, i64, ptr, ptr, ptr }
%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 4
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 1
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 4
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 4
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@repStartValue = internal unnamed_addr constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_did_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 1, i64 2, i64 4], align 8
@ZSTD_fcs_fieldSize = internal unnamed_addr constant [4 x i64] [i64 0, i64 2, i64 4, i64 8], align 8
@switch.table.ZSTD_nextInputType = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 5], align 4

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_sizeof_DCtx(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30184
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18
  %7 = add i64 %6, 95976
  %8 = getelementptr inbounds i8, ptr %0, i64 30248
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = add i64 %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 30280
  %12 = load i64, ptr %11, align 8, !tbaa !20
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDCtx(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = ptrtoint ptr %0 to i64
  %4 = and i64 %3, 7
  %5 = icmp ne i64 %4, 0
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5
  br i1 %7, label %27, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30168
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store <2 x i32> zeroinitializer, ptr %12, align 4, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %0, i64 30280
  store i64 0, ptr %13, align 8, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %0, i64 30236
  %15 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %15, align 4, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %0, i64 95960
  store i64 0, ptr %16, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %0, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %14, i8 0, i64 20, i1 false)
  store i32 1, ptr %17, align 8, !tbaa !25
  %18 = getelementptr inbounds i8, ptr %0, i64 30216
  store ptr null, ptr %18, align 8, !tbaa !26
  %19 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %19, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %20, align 8, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %21, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %22, align 4, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %0, i64 30224
  store <2 x i32> zeroinitializer, ptr %23, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %24, align 8, !tbaa !31
  store i64 %1, ptr %9, align 8, !tbaa !32
  %25 = getelementptr inbounds i8, ptr %0, i64 95976
  %26 = getelementptr inbounds i8, ptr %0, i64 30240
  store ptr %25, ptr %26, align 8, !tbaa !33
  br label %27

27:                                               ; preds = %2, %8
  %28 = phi ptr [ %0, %8 ], [ null, %2 ]
  ret ptr %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDCtx_advanced(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !34
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !34
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %38, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #19
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %38, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128
  store ptr %2, ptr %19, align 8, !tbaa !34
  %20 = getelementptr inbounds i8, ptr %16, i64 30136
  store ptr %4, ptr %20, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %16, i64 30144
  store ptr %6, ptr %21, align 8, !tbaa !34
  %22 = getelementptr inbounds i8, ptr %16, i64 30168
  store i64 0, ptr %22, align 8, !tbaa !32
  %23 = getelementptr inbounds i8, ptr %16, i64 30184
  %24 = getelementptr inbounds i8, ptr %16, i64 29912
  store ptr null, ptr %24, align 8, !tbaa !21
  %25 = getelementptr inbounds i8, ptr %16, i64 30204
  store <2 x i32> zeroinitializer, ptr %25, align 4, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %16, i64 30280
  store i64 0, ptr %26, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %16, i64 30236
  %28 = getelementptr inbounds i8, ptr %16, i64 30316
  store i32 0, ptr %28, align 4, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %16, i64 95960
  store i64 0, ptr %29, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %16, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %27, i8 0, i64 20, i1 false)
  store i32 1, ptr %30, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %16, i64 30216
  store ptr null, ptr %31, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %16, i64 30104
  store i32 0, ptr %32, align 8, !tbaa !27
  %33 = getelementptr inbounds i8, ptr %16, i64 30264
  store i64 134217729, ptr %33, align 8, !tbaa !28
  %34 = getelementptr inbounds i8, ptr %16, i64 30320
  store i32 0, ptr %34, align 8, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %16, i64 30108
  store i32 0, ptr %35, align 4, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %16, i64 30224
  store <2 x i32> zeroinitializer, ptr %36, align 8, !tbaa !22
  %37 = getelementptr inbounds i8, ptr %16, i64 30232
  store i32 0, ptr %37, align 8, !tbaa !31
  br label %38

38:                                               ; preds = %1, %15, %18
  %39 = phi ptr [ null, %1 ], [ %16, %18 ], [ null, %15 ]
  ret ptr %39
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @ZSTD_createDCtx() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #19
  %2 = icmp eq ptr %1, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128
  %5 = getelementptr inbounds i8, ptr %1, i64 30168
  store i64 0, ptr %5, align 8, !tbaa !32
  %6 = getelementptr inbounds i8, ptr %1, i64 30184
  %7 = getelementptr inbounds i8, ptr %1, i64 29912
  store ptr null, ptr %7, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %1, i64 30204
  store <2 x i32> zeroinitializer, ptr %8, align 4, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %1, i64 30280
  store i64 0, ptr %9, align 8, !tbaa !20
  %10 = getelementptr inbounds i8, ptr %1, i64 30236
  %11 = getelementptr inbounds i8, ptr %1, i64 30316
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %1, i64 95960
  store i64 0, ptr %12, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %1, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i32 1, ptr %13, align 8, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %1, i64 30216
  store ptr null, ptr %14, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %1, i64 30104
  store i32 0, ptr %15, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %1, i64 30264
  store i64 134217729, ptr %16, align 8, !tbaa !28
  %17 = getelementptr inbounds i8, ptr %1, i64 30320
  store i32 0, ptr %17, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %1, i64 30108
  store i32 0, ptr %18, align 4, !tbaa !30
  %19 = getelementptr inbounds i8, ptr %1, i64 30224
  store <2 x i32> zeroinitializer, ptr %19, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %1, i64 30232
  store i32 0, ptr %20, align 8, !tbaa !31
  br label %21

21:                                               ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeDCtx(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %42, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 30168
  %5 = load i64, ptr %4, align 8, !tbaa !32
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %42

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 30136
  %9 = load ptr, ptr %8, align 8, !tbaa !34
  %10 = getelementptr inbounds i8, ptr %0, i64 30144
  %11 = load ptr, ptr %10, align 8, !tbaa !34
  %12 = getelementptr inbounds i8, ptr %0, i64 30184
  %13 = load ptr, ptr %12, align 8, !tbaa !6
  %14 = tail call i64 @ZSTD_freeDDict(ptr noundef %13) #18
  %15 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %15, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false)
  %16 = getelementptr inbounds i8, ptr %0, i64 30240
  %17 = load ptr, ptr %16, align 8, !tbaa !33
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
  store ptr null, ptr %16, align 8, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %0, i64 30216
  %25 = load ptr, ptr %24, align 8, !tbaa !26
  %26 = icmp eq ptr %25, null
  br i1 %26, label %38, label %27

27:                                               ; preds = %23
  %28 = load ptr, ptr %25, align 8, !tbaa !36
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

35:                                               ; preds = %32, %34
  tail call void %9(ptr noundef %11, ptr noundef nonnull %25) #18
  br label %37

36:                                               ; preds = %33, %34
  tail call void @free(ptr noundef nonnull %25) #18
  br label %37

37:                                               ; preds = %35, %36
  store ptr null, ptr %24, align 8, !tbaa !26
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
  %5 = load i32, ptr %0, align 1, !tbaa !22
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
  %5 = load i32, ptr %0, align 1, !tbaa !22
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
  %6 = load i8, ptr %5, align 1, !tbaa !38
  %7 = zext i8 %6 to i32
  %8 = and i32 %7, 3
  %9 = lshr i32 %7, 6
  %10 = and i32 %7, 32
  %11 = icmp ne i32 %10, 0
  %12 = xor i1 %11, true
  %13 = zext i1 %12 to i64
  %14 = zext nneg i32 %8 to i64
  %15 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !39
  %17 = zext nneg i32 %9 to i64
  %18 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8, !tbaa !39
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
  store i32 -47205080, ptr %5, align 4, !tbaa !22
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false)
  %17 = load i32, ptr %5, align 4, !tbaa !22
  %18 = icmp eq i32 %17, -47205080
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  store i32 407710288, ptr %5, align 4, !tbaa !22
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %5, ptr align 1 %1, i64 %2, i1 false)
  %20 = load i32, ptr %5, align 4, !tbaa !22
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
  %28 = load i32, ptr %1, align 1, !tbaa !22
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
  store i32 1, ptr %36, align 4, !tbaa !40
  %37 = load i32, ptr %1, align 1, !tbaa !22
  %38 = add i32 %37, -407710288
  %39 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %38, ptr %39, align 4, !tbaa !41
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 8, ptr %40, align 8, !tbaa !42
  %41 = getelementptr inbounds i8, ptr %1, i64 4
  %42 = load i32, ptr %41, align 1, !tbaa !22
  %43 = zext i32 %42 to i64
  store i64 %43, ptr %0, align 8, !tbaa !43
  br label %146

44:                                               ; preds = %27, %25
  %45 = getelementptr i8, ptr %1, i64 %7
  %46 = getelementptr i8, ptr %45, i64 -1
  %47 = load i8, ptr %46, align 1, !tbaa !38
  %48 = zext i8 %47 to i32
  %49 = and i32 %48, 3
  %50 = lshr i32 %48, 6
  %51 = and i32 %48, 32
  %52 = icmp ne i32 %51, 0
  %53 = xor i1 %52, true
  %54 = zext i1 %53 to i64
  %55 = zext nneg i32 %49 to i64
  %56 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !39
  %58 = zext nneg i32 %50 to i64
  %59 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !39
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
  store i32 %70, ptr %71, align 8, !tbaa !42
  %72 = load i8, ptr %46, align 1, !tbaa !38
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
  %84 = load i8, ptr %45, align 1, !tbaa !38
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
  %103 = load i8, ptr %102, align 1, !tbaa !38
  %104 = zext i8 %103 to i32
  %105 = add nuw nsw i64 %99, 1
  br label %116

106:                                              ; preds = %98
  %107 = getelementptr inbounds i8, ptr %1, i64 %99
  %108 = load i16, ptr %107, align 1, !tbaa !44
  %109 = zext i16 %108 to i32
  %110 = add nuw nsw i64 %99, 2
  br label %116

111:                                              ; preds = %98
  %112 = getelementptr inbounds i8, ptr %1, i64 %99
  %113 = load i32, ptr %112, align 1, !tbaa !22
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
  %122 = load i8, ptr %121, align 1, !tbaa !38
  %123 = zext i8 %122 to i64
  br label %136

124:                                              ; preds = %116
  %125 = getelementptr inbounds i8, ptr %1, i64 %117
  %126 = load i16, ptr %125, align 1, !tbaa !44
  %127 = zext i16 %126 to i64
  %128 = add nuw nsw i64 %127, 256
  br label %136

129:                                              ; preds = %116
  %130 = getelementptr inbounds i8, ptr %1, i64 %117
  %131 = load i32, ptr %130, align 1, !tbaa !22
  %132 = zext i32 %131 to i64
  br label %136

133:                                              ; preds = %116
  %134 = getelementptr inbounds i8, ptr %1, i64 %117
  %135 = load i64, ptr %134, align 1, !tbaa !39
  br label %136

136:                                              ; preds = %119, %120, %133, %129, %124
  %137 = phi i64 [ %123, %120 ], [ -1, %119 ], [ %132, %129 ], [ %128, %124 ], [ %135, %133 ]
  %138 = select i1 %82, i64 %100, i64 %137
  %139 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 0, ptr %139, align 4, !tbaa !40
  store i64 %137, ptr %0, align 8, !tbaa !43
  %140 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %138, ptr %140, align 8, !tbaa !46
  %141 = tail call i64 @llvm.umin.i64(i64 %138, i64 131072)
  %142 = trunc nuw nsw i64 %141 to i32
  %143 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %142, ptr %143, align 8, !tbaa !47
  %144 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %118, ptr %144, align 4, !tbaa !41
  %145 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %76, ptr %145, align 8, !tbaa !48
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
  %8 = load i32, ptr %3, align 1, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 1, !tbaa !22
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
  store i32 %33, ptr %2, align 4, !tbaa !22
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
  %13 = load i32, ptr %10, align 1, !tbaa !22
  %14 = and i32 %13, -16
  %15 = icmp eq i32 %14, 407710288
  br i1 %15, label %16, label %26

16:                                               ; preds = %9
  %17 = icmp ult i64 %11, 8
  br i1 %17, label %52, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %10, i64 4
  %20 = load i32, ptr %19, align 1, !tbaa !22
  %21 = icmp ugt i32 %20, -9
  %22 = zext i32 %20 to i64
  %23 = add nuw nsw i64 %22, 8
  %24 = icmp ugt i64 %23, %11
  %25 = select i1 %21, i1 true, i1 %24
  br i1 %25, label %52, label %41, !llvm.loop !49

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
  %39 = load i64, ptr %8, align 8, !tbaa !51
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
  %5 = load i64, ptr %4, align 8, !tbaa !51
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
  %12 = load i64, ptr %4, align 8, !tbaa !51
  %13 = load i64, ptr %5, align 8, !tbaa !53
  %14 = icmp ult i64 %12, -119
  %15 = icmp ne i64 %13, -2
  %16 = select i1 %14, i1 %15, i1 false
  %17 = getelementptr inbounds i8, ptr %9, i64 %12
  %18 = sub i64 %7, %12
  %19 = add i64 %13, %8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  br i1 %16, label %6, label %20, !llvm.loop !54

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
  %11 = load i32, ptr %1, align 1, !tbaa !22
  %12 = and i32 %11, -16
  %13 = icmp eq i32 %12, 407710288
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %1, i64 4
  %16 = load i32, ptr %15, align 1, !tbaa !22
  %17 = icmp ugt i32 %16, -9
  %18 = zext i32 %16 to i64
  %19 = add nuw nsw i64 %18, 8
  %20 = icmp ugt i64 %19, %2
  %21 = select i1 %20, i64 -72, i64 %19
  %22 = select i1 %17, i64 -14, i64 %21
  store i64 0, ptr %0, align 8, !tbaa !39
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %22, ptr %23, align 8, !tbaa !39
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %24, align 8, !tbaa !55
  br label %90

25:                                               ; preds = %10, %4
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #18
  %26 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %5, ptr noundef %1, i64 noundef %2, i32 noundef %3)
  %27 = icmp ult i64 %26, -119
  br i1 %27, label %31, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %26, ptr %29, align 8, !tbaa !51, !alias.scope !56
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %30, align 8, !tbaa !53, !alias.scope !56
  br label %89

31:                                               ; preds = %25
  %32 = icmp eq i64 %26, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store <2 x i64> <i64 -72, i64 -2>, ptr %34, align 8, !tbaa !38, !alias.scope !59
  br label %89

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  %37 = load i32, ptr %36, align 8, !tbaa !42
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %1, i64 %38
  %40 = sub i64 %2, %38
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18
  %41 = call i64 @ZSTD_getcBlockSize(ptr noundef %39, i64 noundef %40, ptr noundef nonnull %6) #18
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %58

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %6, i64 4
  br label %45

45:                                               ; preds = %43, %62
  %46 = phi i64 [ %41, %43 ], [ %63, %62 ]
  %47 = phi i64 [ 0, %43 ], [ %55, %62 ]
  %48 = phi i64 [ %40, %43 ], [ %54, %62 ]
  %49 = phi ptr [ %39, %43 ], [ %53, %62 ]
  %50 = add nuw i64 %46, 3
  %51 = icmp ugt i64 %50, %48
  br i1 %51, label %58, label %52

52:                                               ; preds = %45
  %53 = getelementptr inbounds i8, ptr %49, i64 %50
  %54 = sub i64 %48, %50
  %55 = add i64 %47, 1
  %56 = load i32, ptr %44, align 4, !tbaa !62
  %57 = icmp eq i32 %56, 0
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18
  br i1 %57, label %62, label %65

58:                                               ; preds = %45, %62, %35
  %59 = phi i64 [ %41, %35 ], [ %63, %62 ], [ -72, %45 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %59, ptr %60, align 8, !tbaa !51
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -2, ptr %61, align 8, !tbaa !53
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #18
  br label %89

62:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #18
  %63 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %53, i64 noundef %54, ptr noundef nonnull %6) #18
  %64 = icmp ult i64 %63, -119
  br i1 %64, label %45, label %58

65:                                               ; preds = %52
  %66 = getelementptr inbounds i8, ptr %5, i64 32
  %67 = load i32, ptr %66, align 8, !tbaa !48
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %75, label %69

69:                                               ; preds = %65
  %70 = icmp ult i64 %54, 4
  br i1 %70, label %71, label %73

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, ptr %0, i64 8
  store <2 x i64> <i64 -72, i64 -2>, ptr %72, align 8, !tbaa !38, !alias.scope !64
  br label %89

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %53, i64 4
  br label %75

75:                                               ; preds = %73, %65
  %76 = phi ptr [ %74, %73 ], [ %53, %65 ]
  %77 = ptrtoint ptr %76 to i64
  %78 = ptrtoint ptr %1 to i64
  %79 = sub i64 %77, %78
  %80 = load i64, ptr %5, align 8
  %81 = icmp eq i64 %80, -1
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  %83 = load i32, ptr %82, align 8
  %84 = zext i32 %83 to i64
  %85 = mul i64 %55, %84
  %86 = select i1 %81, i64 %85, i64 %80
  store i64 %55, ptr %0, align 8, !tbaa !39
  %87 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %79, ptr %87, align 8, !tbaa !39
  %88 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %86, ptr %88, align 8, !tbaa !55
  br label %89

89:                                               ; preds = %58, %28, %33, %75, %71
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #18
  br label %90

90:                                               ; preds = %89, %14
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
  %18 = load i64, ptr %7, align 8, !tbaa !51
  %19 = load i64, ptr %8, align 8, !tbaa !53
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
  %27 = load i32, ptr %9, align 4, !tbaa !40
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %42

29:                                               ; preds = %26
  %30 = load i32, ptr %10, align 8, !tbaa !42
  %31 = zext i32 %30 to i64
  %32 = add i64 %17, %31
  %33 = load i32, ptr %11, align 8, !tbaa !48
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i64 0, i64 4
  %36 = add i64 %32, %35
  %37 = load i64, ptr %3, align 8, !tbaa !67
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
  br i1 %51, label %52, label %13, !llvm.loop !68

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
  store ptr %4, ptr %5, align 8, !tbaa !69
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
  %19 = load i32, ptr %18, align 8, !tbaa !27
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 5, i64 1
  %22 = icmp ugt i64 %21, %4
  br i1 %22, label %285, label %23

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
  %34 = getelementptr inbounds i8, ptr %0, i64 30040
  %35 = getelementptr inbounds i8, ptr %0, i64 29976
  %36 = getelementptr inbounds i8, ptr %0, i64 30232
  %37 = getelementptr inbounds i8, ptr %0, i64 29944
  %38 = getelementptr inbounds i8, ptr %10, i64 8
  %39 = getelementptr inbounds i8, ptr %10, i64 4
  %40 = getelementptr inbounds i8, ptr %0, i64 95968
  %41 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %42 = getelementptr inbounds i8, ptr %9, i64 8
  %43 = getelementptr inbounds i8, ptr %0, i64 30192
  %44 = getelementptr inbounds i8, ptr %9, i64 16
  %45 = getelementptr inbounds i8, ptr %0, i64 30204
  %46 = getelementptr inbounds i8, ptr %9, i64 12
  %47 = getelementptr inbounds i8, ptr %9, i64 24
  %48 = getelementptr inbounds i8, ptr %9, i64 32
  %49 = getelementptr inbounds i8, ptr %9, i64 56
  br label %50

50:                                               ; preds = %23, %278
  %51 = phi i64 [ %21, %23 ], [ %283, %278 ]
  %52 = phi i1 [ %20, %23 ], [ %282, %278 ]
  %53 = phi ptr [ %1, %23 ], [ %279, %278 ]
  %54 = phi i64 [ %2, %23 ], [ %280, %278 ]
  %55 = phi i1 [ false, %23 ], [ true, %278 ]
  %56 = phi i64 [ %4, %23 ], [ %271, %278 ]
  %57 = phi ptr [ %3, %23 ], [ %270, %278 ]
  br label %58

58:                                               ; preds = %50, %79
  %59 = phi i64 [ %56, %50 ], [ %81, %79 ]
  %60 = phi ptr [ %57, %50 ], [ %80, %79 ]
  %61 = icmp ugt i64 %59, 3
  %62 = and i1 %61, %52
  br i1 %62, label %63, label %83

63:                                               ; preds = %58
  %64 = load i32, ptr %60, align 1, !tbaa !22
  %65 = and i32 %64, -16
  %66 = icmp eq i32 %65, 407710288
  br i1 %66, label %67, label %83

67:                                               ; preds = %63
  %68 = icmp ult i64 %59, 8
  br i1 %68, label %293, label %69

69:                                               ; preds = %67
  %70 = getelementptr inbounds i8, ptr %60, i64 4
  %71 = load i32, ptr %70, align 1, !tbaa !22
  %72 = icmp ugt i32 %71, -9
  br i1 %72, label %293, label %73

73:                                               ; preds = %69
  %74 = zext i32 %71 to i64
  %75 = add nuw nsw i64 %74, 8
  %76 = icmp ugt i64 %75, %59
  %77 = select i1 %76, i64 -72, i64 %75
  %78 = icmp ult i64 %77, -119
  br i1 %78, label %79, label %293

79:                                               ; preds = %73
  %80 = getelementptr inbounds i8, ptr %60, i64 %77
  %81 = sub i64 %59, %77
  %82 = icmp ult i64 %81, %51
  br i1 %82, label %285, label %58

83:                                               ; preds = %63, %58
  br i1 %11, label %86, label %84

84:                                               ; preds = %83
  %85 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef nonnull %7)
  br label %89

86:                                               ; preds = %83
  %87 = call i64 @ZSTD_decompressBegin_usingDict(ptr noundef nonnull %0, ptr noundef %17, i64 noundef %16)
  %88 = icmp ult i64 %87, -119
  br i1 %88, label %89, label %293

89:                                               ; preds = %84, %86
  call void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %53, i64 noundef %54) #18
  %90 = getelementptr inbounds i8, ptr %53, i64 %54
  %91 = load i32, ptr %18, align 8, !tbaa !27
  %92 = icmp eq i32 %91, 0
  %93 = select i1 %92, i64 9, i64 5
  %94 = icmp ult i64 %59, %93
  br i1 %94, label %269, label %95

95:                                               ; preds = %89
  %96 = select i1 %92, i64 5, i64 1
  %97 = getelementptr i8, ptr %60, i64 %96
  %98 = getelementptr i8, ptr %97, i64 -1
  %99 = load i8, ptr %98, align 1, !tbaa !38
  %100 = zext i8 %99 to i32
  %101 = and i32 %100, 3
  %102 = lshr i32 %100, 6
  %103 = and i32 %100, 32
  %104 = icmp ne i32 %103, 0
  %105 = xor i1 %104, true
  %106 = zext i1 %105 to i64
  %107 = zext nneg i32 %101 to i64
  %108 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8, !tbaa !39
  %110 = zext nneg i32 %102 to i64
  %111 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %110
  %112 = load i64, ptr %111, align 8, !tbaa !39
  %113 = icmp ult i8 %99, 64
  %114 = and i1 %113, %104
  %115 = zext i1 %114 to i64
  %116 = add i64 %109, %96
  %117 = add i64 %116, %112
  %118 = add i64 %117, %106
  %119 = add i64 %118, %115
  %120 = icmp ult i64 %119, -119
  br i1 %120, label %121, label %269

121:                                              ; preds = %95
  %122 = add nuw i64 %119, 3
  %123 = icmp ult i64 %59, %122
  br i1 %123, label %269, label %124

124:                                              ; preds = %121
  %125 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %24, ptr noundef nonnull %60, i64 noundef %119, i32 noundef %91)
  %126 = icmp ult i64 %125, -119
  br i1 %126, label %127, label %269

127:                                              ; preds = %124
  %128 = icmp eq i64 %125, 0
  br i1 %128, label %129, label %269

129:                                              ; preds = %127
  %130 = load i32, ptr %25, align 8, !tbaa !70
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %136

132:                                              ; preds = %129
  %133 = load ptr, ptr %26, align 8, !tbaa !26
  %134 = icmp eq ptr %133, null
  br i1 %134, label %136, label %135

135:                                              ; preds = %132
  call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %136

136:                                              ; preds = %135, %132, %129
  %137 = load i32, ptr %27, align 4, !tbaa !71
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %136
  %140 = load i32, ptr %28, align 8, !tbaa !72
  %141 = icmp eq i32 %140, %137
  br i1 %141, label %142, label %269

142:                                              ; preds = %139, %136
  %143 = load i32, ptr %29, align 8, !tbaa !73
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %150, label %145

145:                                              ; preds = %142
  %146 = load i32, ptr %30, align 4, !tbaa !30
  %147 = icmp eq i32 %146, 0
  %148 = zext i1 %147 to i32
  store i32 %148, ptr %31, align 8, !tbaa !74
  br i1 %147, label %149, label %151

149:                                              ; preds = %145
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %32, i8 0, i64 88, i1 false)
  store <2 x i64> <i64 6983438078262162902, i64 -4417276706812531889>, ptr %33, align 8, !tbaa !39
  store i64 7046029288634856825, ptr %34, align 8, !tbaa !39
  br label %151

150:                                              ; preds = %142
  store i32 0, ptr %31, align 8, !tbaa !74
  br label %151

151:                                              ; preds = %150, %149, %145
  %152 = load i64, ptr %35, align 8, !tbaa !75
  %153 = add i64 %152, %119
  store i64 %153, ptr %35, align 8, !tbaa !75
  %154 = getelementptr inbounds i8, ptr %60, i64 %119
  %155 = sub i64 %59, %119
  %156 = load i32, ptr %36, align 8, !tbaa !31
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %161, label %158

158:                                              ; preds = %151
  %159 = load i32, ptr %37, align 8, !tbaa !76
  %160 = call i32 @llvm.umin.i32(i32 %159, i32 %156)
  store i32 %160, ptr %37, align 8, !tbaa !76
  br label %161

161:                                              ; preds = %158, %151
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18
  %162 = call i64 @ZSTD_getcBlockSize(ptr noundef %154, i64 noundef %155, ptr noundef nonnull %10) #18
  %163 = icmp ult i64 %162, -119
  br i1 %163, label %164, label %220

164:                                              ; preds = %161
  %165 = ptrtoint ptr %90 to i64
  br label %166

166:                                              ; preds = %222, %164
  %167 = phi i64 [ %162, %164 ], [ %223, %222 ]
  %168 = phi ptr [ %154, %164 ], [ %216, %222 ]
  %169 = phi ptr [ %53, %164 ], [ %215, %222 ]
  %170 = phi i64 [ %155, %164 ], [ %217, %222 ]
  %171 = getelementptr inbounds i8, ptr %168, i64 3
  %172 = add i64 %170, -3
  %173 = icmp ugt i64 %167, %172
  br i1 %173, label %220, label %174

174:                                              ; preds = %166
  %175 = icmp uge ptr %171, %169
  %176 = icmp ult ptr %171, %90
  %177 = select i1 %175, i1 %176, i1 false
  %178 = ptrtoint ptr %171 to i64
  %179 = ptrtoint ptr %169 to i64
  %180 = sub i64 %178, %179
  %181 = getelementptr inbounds i8, ptr %169, i64 %180
  %182 = select i1 %177, ptr %181, ptr %90
  %183 = load i32, ptr %10, align 4, !tbaa !77
  switch i32 %183, label %220 [
    i32 2, label %204
    i32 0, label %184
    i32 1, label %192
  ]

184:                                              ; preds = %174
  %185 = sub i64 %165, %179
  %186 = icmp ugt i64 %167, %185
  br i1 %186, label %220, label %187

187:                                              ; preds = %184
  %188 = icmp eq ptr %169, null
  br i1 %188, label %189, label %191

189:                                              ; preds = %187
  %190 = icmp eq i64 %167, 0
  br i1 %190, label %209, label %220

191:                                              ; preds = %187
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %169, ptr nonnull readonly align 1 %171, i64 %167, i1 false)
  br label %209

192:                                              ; preds = %174
  %193 = ptrtoint ptr %182 to i64
  %194 = sub i64 %193, %179
  %195 = load i8, ptr %171, align 1, !tbaa !38
  %196 = load i32, ptr %38, align 4, !tbaa !78
  %197 = zext i32 %196 to i64
  %198 = icmp ult i64 %194, %197
  br i1 %198, label %220, label %199

199:                                              ; preds = %192
  %200 = icmp eq ptr %169, null
  br i1 %200, label %201, label %203

201:                                              ; preds = %199
  %202 = icmp eq i32 %196, 0
  br i1 %202, label %209, label %220

203:                                              ; preds = %199
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %169, i8 %195, i64 %197, i1 false)
  br label %209

204:                                              ; preds = %174
  %205 = ptrtoint ptr %182 to i64
  %206 = sub i64 %205, %179
  %207 = call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %169, i64 noundef %206, ptr noundef nonnull %171, i64 noundef %167, i32 noundef 0) #18
  %208 = icmp ult i64 %207, -119
  br i1 %208, label %209, label %220

209:                                              ; preds = %204, %203, %201, %191, %189
  %210 = phi i64 [ %197, %203 ], [ %207, %204 ], [ %167, %191 ], [ 0, %189 ], [ 0, %201 ]
  %211 = load i32, ptr %31, align 8, !tbaa !74
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %214, label %213

213:                                              ; preds = %209
  call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %32, ptr nocapture noundef %169, i64 noundef %210)
  br label %214

214:                                              ; preds = %213, %209
  %215 = getelementptr inbounds i8, ptr %169, i64 %210
  %216 = getelementptr inbounds i8, ptr %171, i64 %167
  %217 = sub i64 %172, %167
  %218 = load i32, ptr %39, align 4, !tbaa !62
  %219 = icmp eq i32 %218, 0
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18
  br i1 %219, label %222, label %225

220:                                              ; preds = %222, %204, %201, %192, %189, %184, %174, %166, %161
  %221 = phi i64 [ %162, %161 ], [ -70, %192 ], [ -70, %184 ], [ -20, %174 ], [ -72, %166 ], [ %223, %222 ], [ %207, %204 ], [ -74, %189 ], [ -74, %201 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #18
  br label %269

222:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #18
  %223 = call i64 @ZSTD_getcBlockSize(ptr noundef nonnull %216, i64 noundef %217, ptr noundef nonnull %10) #18
  %224 = icmp ult i64 %223, -119
  br i1 %224, label %166, label %220

225:                                              ; preds = %214
  %226 = load i64, ptr %24, align 8, !tbaa !79
  %227 = icmp eq i64 %226, -1
  %228 = ptrtoint ptr %215 to i64
  %229 = ptrtoint ptr %53 to i64
  %230 = sub i64 %228, %229
  %231 = icmp eq i64 %230, %226
  %232 = select i1 %227, i1 true, i1 %231
  br i1 %232, label %233, label %269

233:                                              ; preds = %225
  %234 = load i32, ptr %29, align 8, !tbaa !73
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %249, label %236

236:                                              ; preds = %233
  %237 = icmp ult i64 %217, 4
  br i1 %237, label %269, label %238

238:                                              ; preds = %236
  %239 = load i32, ptr %30, align 4, !tbaa !30
  %240 = icmp eq i32 %239, 0
  br i1 %240, label %241, label %246

241:                                              ; preds = %238
  %242 = call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %32) #20
  %243 = trunc i64 %242 to i32
  %244 = load i32, ptr %216, align 1, !tbaa !22
  %245 = icmp eq i32 %244, %243
  br i1 %245, label %246, label %269

246:                                              ; preds = %241, %238
  %247 = getelementptr inbounds i8, ptr %216, i64 4
  %248 = add i64 %217, -4
  br label %249

249:                                              ; preds = %246, %233
  %250 = phi i64 [ %248, %246 ], [ %217, %233 ]
  %251 = phi ptr [ %247, %246 ], [ %216, %233 ]
  %252 = ptrtoint ptr %251 to i64
  %253 = ptrtoint ptr %60 to i64
  %254 = sub i64 %252, %253
  %255 = load i64, ptr %40, align 8, !tbaa !80
  %256 = icmp ne i64 %255, 0
  %257 = and i1 %41, %256
  br i1 %257, label %258, label %269

258:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %42, i8 0, i64 48, i1 false)
  store <2 x i32> <i32 10507, i32 0>, ptr %9, align 8, !tbaa !22
  %259 = load ptr, ptr %43, align 8, !tbaa !81
  %260 = icmp eq ptr %259, null
  br i1 %260, label %267, label %261

261:                                              ; preds = %258
  %262 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %259) #18
  store i32 %262, ptr %42, align 8, !tbaa !82
  %263 = load ptr, ptr %43, align 8, !tbaa !81
  %264 = call i64 @ZSTD_DDict_dictSize(ptr noundef %263) #18
  store i64 %264, ptr %44, align 8, !tbaa !84
  %265 = load i32, ptr %45, align 4, !tbaa !85
  store i32 %265, ptr %46, align 4, !tbaa !86
  %266 = load i64, ptr %40, align 8, !tbaa !80
  br label %267

267:                                              ; preds = %261, %258
  %268 = phi i64 [ %266, %261 ], [ %255, %258 ]
  store i64 %230, ptr %47, align 8, !tbaa !87
  store i64 %254, ptr %48, align 8, !tbaa !88
  store ptr %0, ptr %49, align 8, !tbaa !89
  call void @ZSTD_trace_decompress_end(i64 noundef %268, ptr noundef nonnull %9) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #18
  br label %269

269:                                              ; preds = %249, %267, %89, %95, %121, %124, %127, %139, %220, %225, %236, %241
  %270 = phi ptr [ %60, %89 ], [ %60, %121 ], [ %60, %220 ], [ %60, %236 ], [ %60, %241 ], [ %60, %225 ], [ %60, %139 ], [ %60, %127 ], [ %60, %124 ], [ %60, %95 ], [ %251, %267 ], [ %251, %249 ]
  %271 = phi i64 [ %59, %89 ], [ %59, %121 ], [ %59, %220 ], [ %59, %236 ], [ %59, %241 ], [ %59, %225 ], [ %59, %139 ], [ %59, %127 ], [ %59, %124 ], [ %59, %95 ], [ %250, %267 ], [ %250, %249 ]
  %272 = phi i64 [ -72, %89 ], [ -72, %121 ], [ %221, %220 ], [ -22, %236 ], [ -22, %241 ], [ -20, %225 ], [ -32, %139 ], [ -72, %127 ], [ %125, %124 ], [ %119, %95 ], [ %230, %267 ], [ %230, %249 ]
  %273 = call i32 @ZSTD_getErrorCode(i64 noundef %272) #18
  %274 = icmp eq i32 %273, 10
  %275 = and i1 %274, %55
  br i1 %275, label %293, label %276

276:                                              ; preds = %269
  %277 = icmp ult i64 %272, -119
  br i1 %277, label %278, label %293

278:                                              ; preds = %276
  %279 = getelementptr inbounds i8, ptr %53, i64 %272
  %280 = sub i64 %54, %272
  %281 = load i32, ptr %18, align 8, !tbaa !27
  %282 = icmp eq i32 %281, 0
  %283 = select i1 %282, i64 5, i64 1
  %284 = icmp ult i64 %271, %283
  br i1 %284, label %285, label %50, !llvm.loop !90

285:                                              ; preds = %278, %79, %15
  %286 = phi ptr [ %1, %15 ], [ %53, %79 ], [ %279, %278 ]
  %287 = phi i64 [ %4, %15 ], [ %81, %79 ], [ %271, %278 ]
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %289, label %293

289:                                              ; preds = %285
  %290 = ptrtoint ptr %286 to i64
  %291 = ptrtoint ptr %1 to i64
  %292 = sub i64 %290, %291
  br label %293

293:                                              ; preds = %276, %269, %86, %69, %67, %73, %285, %289
  %294 = phi i64 [ %292, %289 ], [ -72, %285 ], [ %77, %73 ], [ -14, %69 ], [ -72, %67 ], [ %87, %86 ], [ %272, %276 ], [ -72, %269 ]
  ret i64 %294
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressDCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30208
  %7 = load i32, ptr %6, align 8, !tbaa !35
  switch i32 %7, label %8 [
    i32 1, label %15
    i32 -1, label %12
  ]

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  store i32 0, ptr %6, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  br label %18

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 30192
  %14 = load ptr, ptr %13, align 8, !tbaa !81
  br label %18

15:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %0, i64 30192
  %17 = load ptr, ptr %16, align 8, !tbaa !81
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
  %3 = load i32, ptr %2, align 8, !tbaa !35
  switch i32 %3, label %4 [
    i32 1, label %11
    i32 -1, label %8
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 30184
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18
  store i32 0, ptr %2, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  br label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 30192
  %10 = load ptr, ptr %9, align 8, !tbaa !81
  br label %14

11:                                               ; preds = %1
  store i32 0, ptr %2, align 8, !tbaa !35
  %12 = getelementptr inbounds i8, ptr %0, i64 30192
  %13 = load ptr, ptr %12, align 8, !tbaa !81
  br label %14

14:                                               ; preds = %11, %8, %4
  %15 = phi ptr [ null, %4 ], [ %10, %8 ], [ %13, %11 ]
  ret ptr %15
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #19
  %6 = icmp eq ptr %5, null
  br i1 %6, label %29, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 30128
  %9 = getelementptr inbounds i8, ptr %5, i64 30168
  store i64 0, ptr %9, align 8, !tbaa !32
  %10 = getelementptr inbounds i8, ptr %5, i64 30184
  %11 = getelementptr inbounds i8, ptr %5, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %5, i64 30204
  store i32 0, ptr %12, align 4, !tbaa !85
  %13 = getelementptr inbounds i8, ptr %5, i64 30208
  %14 = getelementptr inbounds i8, ptr %5, i64 30280
  store i64 0, ptr %14, align 8, !tbaa !20
  %15 = getelementptr inbounds i8, ptr %5, i64 30236
  %16 = getelementptr inbounds i8, ptr %5, i64 30316
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %5, i64 95960
  store i64 0, ptr %17, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %5, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %15, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store i32 1, ptr %18, align 8, !tbaa !25
  %19 = getelementptr inbounds i8, ptr %5, i64 30216
  store ptr null, ptr %19, align 8, !tbaa !26
  %20 = getelementptr inbounds i8, ptr %5, i64 30104
  store i32 0, ptr %20, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %5, i64 30264
  store i64 134217729, ptr %21, align 8, !tbaa !28
  %22 = getelementptr inbounds i8, ptr %5, i64 30320
  store i32 0, ptr %22, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %5, i64 30108
  store i32 0, ptr %23, align 4, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %5, i64 30224
  store <2 x i32> zeroinitializer, ptr %24, align 8, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %5, i64 30232
  store i32 0, ptr %25, align 8, !tbaa !31
  %26 = tail call i64 @ZSTD_freeDDict(ptr noundef null) #18
  store i32 0, ptr %13, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  %27 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %5, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, i64 noundef 0, ptr noundef null)
  %28 = tail call i64 @ZSTD_freeDCtx(ptr noundef nonnull %5)
  br label %29

29:                                               ; preds = %4, %7
  %30 = phi i64 [ %27, %7 ], [ -64, %4 ]
  ret i64 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_nextSrcSizeToDecompress(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 29920
  %3 = load i64, ptr %2, align 8, !tbaa !91
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 6) i32 @ZSTD_nextInputType(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 29996
  %3 = load i32, ptr %2, align 4, !tbaa !92
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
  %9 = load i32, ptr %8, align 4, !tbaa !92
  %10 = add i32 %9, -3
  %11 = icmp ult i32 %10, 2
  br i1 %11, label %15, label %12

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29920
  %14 = load i64, ptr %13, align 8, !tbaa !91
  br label %24

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 29992
  %17 = load i32, ptr %16, align 8, !tbaa !93
  %18 = icmp eq i32 %17, 0
  %19 = getelementptr inbounds i8, ptr %0, i64 29920
  %20 = load i64, ptr %19, align 8, !tbaa !91
  br i1 %18, label %21, label %24

21:                                               ; preds = %15
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 %4)
  %23 = tail call i64 @llvm.umax.i64(i64 %22, i64 1)
  br label %24

24:                                               ; preds = %12, %15, %21
  %25 = phi i64 [ %14, %12 ], [ %23, %21 ], [ %20, %15 ]
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %27, label %288

27:                                               ; preds = %24
  tail call void @ZSTD_checkContinuity(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) #18
  %28 = getelementptr inbounds i8, ptr %0, i64 29976
  %29 = load i64, ptr %28, align 8, !tbaa !75
  %30 = add i64 %29, %4
  store i64 %30, ptr %28, align 8, !tbaa !75
  %31 = load i32, ptr %8, align 4, !tbaa !92
  switch i32 %31, label %288 [
    i32 0, label %32
    i32 1, label %79
    i32 2, label %130
    i32 4, label %164
    i32 3, label %164
    i32 5, label %239
    i32 6, label %278
    i32 7, label %286
  ]

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 30104
  %34 = load i32, ptr %33, align 8, !tbaa !27
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 1, !tbaa !22
  %38 = and i32 %37, -16
  %39 = icmp eq i32 %38, 407710288
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 95940
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %41, ptr nonnull align 1 %3, i64 %4, i1 false)
  %42 = sub i64 8, %4
  %43 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %42, ptr %43, align 8, !tbaa !91
  store i32 6, ptr %8, align 4, !tbaa !92
  br label %288

44:                                               ; preds = %36, %32
  %45 = phi i64 [ 5, %36 ], [ 1, %32 ]
  %46 = icmp ugt i64 %45, %4
  br i1 %46, label %47, label %49

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %0, i64 30096
  store i64 -72, ptr %48, align 8, !tbaa !94
  br label %288

49:                                               ; preds = %44
  %50 = getelementptr i8, ptr %3, i64 %45
  %51 = getelementptr i8, ptr %50, i64 -1
  %52 = load i8, ptr %51, align 1, !tbaa !38
  %53 = zext i8 %52 to i32
  %54 = and i32 %53, 3
  %55 = lshr i32 %53, 6
  %56 = and i32 %53, 32
  %57 = icmp ne i32 %56, 0
  %58 = xor i1 %57, true
  %59 = zext i1 %58 to i64
  %60 = zext nneg i32 %54 to i64
  %61 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !39
  %63 = zext nneg i32 %55 to i64
  %64 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !39
  %66 = icmp ult i8 %52, 64
  %67 = and i1 %66, %57
  %68 = zext i1 %67 to i64
  %69 = add i64 %62, %45
  %70 = add i64 %69, %65
  %71 = add i64 %70, %59
  %72 = add i64 %71, %68
  %73 = getelementptr inbounds i8, ptr %0, i64 30096
  store i64 %72, ptr %73, align 8, !tbaa !94
  %74 = icmp ult i64 %72, -119
  br i1 %74, label %75, label %288

75:                                               ; preds = %49
  %76 = getelementptr inbounds i8, ptr %0, i64 95940
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %76, ptr nonnull align 1 %3, i64 %4, i1 false)
  %77 = sub i64 %72, %4
  %78 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %77, ptr %78, align 8, !tbaa !91
  store i32 1, ptr %8, align 4, !tbaa !92
  br label %288

79:                                               ; preds = %27
  %80 = getelementptr inbounds i8, ptr %0, i64 95940
  %81 = getelementptr inbounds i8, ptr %0, i64 30096
  %82 = load i64, ptr %81, align 8, !tbaa !94
  %83 = sub i64 %82, %4
  %84 = getelementptr inbounds i8, ptr %80, i64 %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr align 1 %3, i64 %4, i1 false)
  %85 = load i64, ptr %81, align 8, !tbaa !94
  %86 = getelementptr inbounds i8, ptr %0, i64 29928
  %87 = getelementptr inbounds i8, ptr %0, i64 30104
  %88 = load i32, ptr %87, align 8, !tbaa !27
  %89 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %86, ptr noundef nonnull %80, i64 noundef %85, i32 noundef %88)
  %90 = icmp ult i64 %89, -119
  br i1 %90, label %91, label %288

91:                                               ; preds = %79
  %92 = icmp eq i64 %89, 0
  br i1 %92, label %93, label %288

93:                                               ; preds = %91
  %94 = getelementptr inbounds i8, ptr %0, i64 30224
  %95 = load i32, ptr %94, align 8, !tbaa !70
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %102

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %0, i64 30216
  %99 = load ptr, ptr %98, align 8, !tbaa !26
  %100 = icmp eq ptr %99, null
  br i1 %100, label %102, label %101

101:                                              ; preds = %97
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %102

102:                                              ; preds = %101, %97, %93
  %103 = getelementptr inbounds i8, ptr %0, i64 29956
  %104 = load i32, ptr %103, align 4, !tbaa !71
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds i8, ptr %0, i64 30200
  %108 = load i32, ptr %107, align 8, !tbaa !72
  %109 = icmp eq i32 %108, %104
  br i1 %109, label %110, label %288

110:                                              ; preds = %106, %102
  %111 = getelementptr inbounds i8, ptr %0, i64 29960
  %112 = load i32, ptr %111, align 8, !tbaa !73
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %124, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %0, i64 30108
  %116 = load i32, ptr %115, align 4, !tbaa !30
  %117 = icmp eq i32 %116, 0
  %118 = zext i1 %117 to i32
  %119 = getelementptr inbounds i8, ptr %0, i64 30112
  store i32 %118, ptr %119, align 8, !tbaa !74
  br i1 %117, label %120, label %126

120:                                              ; preds = %114
  %121 = getelementptr inbounds i8, ptr %0, i64 30008
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %121, i8 0, i64 88, i1 false)
  %122 = getelementptr inbounds i8, ptr %0, i64 30016
  store <2 x i64> <i64 6983438078262162902, i64 -4417276706812531889>, ptr %122, align 8, !tbaa !39
  %123 = getelementptr inbounds i8, ptr %0, i64 30040
  store i64 7046029288634856825, ptr %123, align 8, !tbaa !39
  br label %126

124:                                              ; preds = %110
  %125 = getelementptr inbounds i8, ptr %0, i64 30112
  store i32 0, ptr %125, align 8, !tbaa !74
  br label %126

126:                                              ; preds = %124, %120, %114
  %127 = load i64, ptr %28, align 8, !tbaa !75
  %128 = add i64 %127, %85
  store i64 %128, ptr %28, align 8, !tbaa !75
  %129 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 3, ptr %129, align 8, !tbaa !91
  store i32 2, ptr %8, align 4, !tbaa !92
  br label %288

130:                                              ; preds = %27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #18
  %131 = call i64 @ZSTD_getcBlockSize(ptr noundef %3, i64 noundef 3, ptr noundef nonnull %7) #18
  %132 = icmp ult i64 %131, -119
  br i1 %132, label %133, label %162

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %0, i64 29944
  %135 = load i32, ptr %134, align 8, !tbaa !76
  %136 = zext i32 %135 to i64
  %137 = icmp ugt i64 %131, %136
  br i1 %137, label %162, label %138

138:                                              ; preds = %133
  %139 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %131, ptr %139, align 8, !tbaa !91
  %140 = load i32, ptr %7, align 4, !tbaa !77
  %141 = getelementptr inbounds i8, ptr %0, i64 29992
  store i32 %140, ptr %141, align 8, !tbaa !93
  %142 = getelementptr inbounds i8, ptr %7, i64 8
  %143 = load i32, ptr %142, align 4, !tbaa !78
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr %0, i64 30160
  store i64 %144, ptr %145, align 8, !tbaa !95
  %146 = icmp eq i64 %131, 0
  %147 = getelementptr inbounds i8, ptr %7, i64 4
  %148 = load i32, ptr %147, align 4, !tbaa !62
  %149 = icmp eq i32 %148, 0
  br i1 %146, label %152, label %150

150:                                              ; preds = %138
  %151 = select i1 %149, i32 3, i32 4
  br label %160

152:                                              ; preds = %138
  br i1 %149, label %159, label %153

153:                                              ; preds = %152
  %154 = getelementptr inbounds i8, ptr %0, i64 29960
  %155 = load i32, ptr %154, align 8, !tbaa !73
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %158, label %157

157:                                              ; preds = %153
  store i64 4, ptr %139, align 8, !tbaa !91
  br label %160

158:                                              ; preds = %153
  store i64 0, ptr %139, align 8, !tbaa !91
  br label %160

159:                                              ; preds = %152
  store i64 3, ptr %139, align 8, !tbaa !91
  br label %160

160:                                              ; preds = %150, %157, %158, %159
  %161 = phi i32 [ 2, %159 ], [ 0, %158 ], [ 5, %157 ], [ %151, %150 ]
  store i32 %161, ptr %8, align 4, !tbaa !92
  br label %162

162:                                              ; preds = %160, %133, %130
  %163 = phi i64 [ %131, %130 ], [ -20, %133 ], [ 0, %160 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #18
  br label %288

164:                                              ; preds = %27, %27
  %165 = getelementptr inbounds i8, ptr %0, i64 29992
  %166 = load i32, ptr %165, align 8, !tbaa !93
  switch i32 %166, label %288 [
    i32 2, label %167
    i32 0, label %169
    i32 1, label %181
  ]

167:                                              ; preds = %164
  %168 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1) #18
  br label %192

169:                                              ; preds = %164
  %170 = icmp ugt i64 %4, %2
  br i1 %170, label %288, label %171

171:                                              ; preds = %169
  %172 = icmp eq ptr %1, null
  br i1 %172, label %173, label %175

173:                                              ; preds = %171
  %174 = icmp eq i64 %4, 0
  br i1 %174, label %177, label %288

175:                                              ; preds = %171
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1, ptr readonly align 1 %3, i64 %4, i1 false)
  %176 = icmp ult i64 %4, -119
  br i1 %176, label %177, label %288

177:                                              ; preds = %175, %173
  %178 = getelementptr inbounds i8, ptr %0, i64 29920
  %179 = load i64, ptr %178, align 8, !tbaa !91
  %180 = sub i64 %179, %4
  store i64 %180, ptr %178, align 8, !tbaa !91
  br label %196

181:                                              ; preds = %164
  %182 = load i8, ptr %3, align 1, !tbaa !38
  %183 = getelementptr inbounds i8, ptr %0, i64 30160
  %184 = load i64, ptr %183, align 8, !tbaa !95
  %185 = icmp ugt i64 %184, %2
  br i1 %185, label %192, label %186

186:                                              ; preds = %181
  %187 = icmp eq ptr %1, null
  br i1 %187, label %188, label %191

188:                                              ; preds = %186
  %189 = icmp eq i64 %184, 0
  %190 = select i1 %189, i64 0, i64 -74
  br label %192

191:                                              ; preds = %186
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 %182, i64 %184, i1 false)
  br label %192

192:                                              ; preds = %191, %188, %181, %167
  %193 = phi i64 [ %168, %167 ], [ %184, %191 ], [ -70, %181 ], [ %190, %188 ]
  %194 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %194, align 8, !tbaa !91
  %195 = icmp ult i64 %193, -119
  br i1 %195, label %196, label %288

196:                                              ; preds = %177, %192
  %197 = phi i64 [ %4, %177 ], [ %193, %192 ]
  %198 = phi i64 [ %180, %177 ], [ 0, %192 ]
  %199 = getelementptr inbounds i8, ptr %0, i64 29928
  %200 = getelementptr inbounds i8, ptr %0, i64 29944
  %201 = load i32, ptr %200, align 8, !tbaa !76
  %202 = zext i32 %201 to i64
  %203 = icmp ugt i64 %197, %202
  br i1 %203, label %288, label %204

204:                                              ; preds = %196
  %205 = getelementptr inbounds i8, ptr %0, i64 29984
  %206 = load i64, ptr %205, align 8, !tbaa !96
  %207 = add i64 %206, %197
  store i64 %207, ptr %205, align 8, !tbaa !96
  %208 = getelementptr inbounds i8, ptr %0, i64 30112
  %209 = load i32, ptr %208, align 8, !tbaa !74
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %215, label %211

211:                                              ; preds = %204
  %212 = getelementptr inbounds i8, ptr %0, i64 30008
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %212, ptr nocapture noundef %1, i64 noundef %197)
  %213 = getelementptr inbounds i8, ptr %0, i64 29920
  %214 = load i64, ptr %213, align 8, !tbaa !91
  br label %215

215:                                              ; preds = %211, %204
  %216 = phi i64 [ %214, %211 ], [ %198, %204 ]
  %217 = getelementptr inbounds i8, ptr %1, i64 %197
  %218 = getelementptr inbounds i8, ptr %0, i64 29888
  store ptr %217, ptr %218, align 8, !tbaa !69
  %219 = getelementptr inbounds i8, ptr %0, i64 29920
  %220 = icmp eq i64 %216, 0
  br i1 %220, label %221, label %288

221:                                              ; preds = %215
  %222 = load i32, ptr %8, align 4, !tbaa !92
  %223 = icmp eq i32 %222, 4
  br i1 %223, label %224, label %238

224:                                              ; preds = %221
  %225 = load i64, ptr %199, align 8, !tbaa !79
  %226 = icmp eq i64 %225, -1
  br i1 %226, label %230, label %227

227:                                              ; preds = %224
  %228 = load i64, ptr %205, align 8, !tbaa !96
  %229 = icmp eq i64 %228, %225
  br i1 %229, label %230, label %288

230:                                              ; preds = %227, %224
  %231 = getelementptr inbounds i8, ptr %0, i64 29960
  %232 = load i32, ptr %231, align 8, !tbaa !73
  %233 = icmp eq i32 %232, 0
  br i1 %233, label %235, label %234

234:                                              ; preds = %230
  store i64 4, ptr %219, align 8, !tbaa !91
  store i32 5, ptr %8, align 4, !tbaa !92
  br label %288

235:                                              ; preds = %230
  %236 = load i64, ptr %205, align 8, !tbaa !96
  %237 = load i64, ptr %28, align 8, !tbaa !75
  tail call fastcc void @ZSTD_DCtx_trace_end(ptr noundef nonnull %0, i64 noundef %236, i64 noundef %237, i32 noundef 1)
  store i64 0, ptr %219, align 8, !tbaa !91
  store i32 0, ptr %8, align 4, !tbaa !92
  br label %288

238:                                              ; preds = %221
  store i32 2, ptr %8, align 4, !tbaa !92
  store i64 3, ptr %219, align 8, !tbaa !91
  br label %288

239:                                              ; preds = %27
  %240 = getelementptr inbounds i8, ptr %0, i64 30112
  %241 = load i32, ptr %240, align 8, !tbaa !74
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %249, label %243

243:                                              ; preds = %239
  %244 = getelementptr inbounds i8, ptr %0, i64 30008
  %245 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %244) #20
  %246 = trunc i64 %245 to i32
  %247 = load i32, ptr %3, align 1, !tbaa !22
  %248 = icmp eq i32 %247, %246
  br i1 %248, label %249, label %288

249:                                              ; preds = %243, %239
  %250 = getelementptr inbounds i8, ptr %0, i64 29984
  %251 = load i64, ptr %250, align 8, !tbaa !96
  %252 = getelementptr inbounds i8, ptr %0, i64 95968
  %253 = load i64, ptr %252, align 8, !tbaa !80
  %254 = icmp ne i64 %253, 0
  %255 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %256 = and i1 %255, %254
  br i1 %256, label %257, label %276

257:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #18
  %258 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %258, i8 0, i64 48, i1 false)
  store <2 x i32> <i32 10507, i32 1>, ptr %6, align 8, !tbaa !22
  %259 = getelementptr inbounds i8, ptr %0, i64 30192
  %260 = load ptr, ptr %259, align 8, !tbaa !81
  %261 = icmp eq ptr %260, null
  br i1 %261, label %271, label %262

262:                                              ; preds = %257
  %263 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %260) #18
  store i32 %263, ptr %258, align 8, !tbaa !82
  %264 = load ptr, ptr %259, align 8, !tbaa !81
  %265 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %264) #18
  %266 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %265, ptr %266, align 8, !tbaa !84
  %267 = getelementptr inbounds i8, ptr %0, i64 30204
  %268 = load i32, ptr %267, align 4, !tbaa !85
  %269 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %268, ptr %269, align 4, !tbaa !86
  %270 = load i64, ptr %252, align 8, !tbaa !80
  br label %271

271:                                              ; preds = %262, %257
  %272 = phi i64 [ %270, %262 ], [ %253, %257 ]
  %273 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %251, ptr %273, align 8, !tbaa !87
  %274 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %30, ptr %274, align 8, !tbaa !88
  %275 = getelementptr inbounds i8, ptr %6, i64 56
  store ptr %0, ptr %275, align 8, !tbaa !89
  call void @ZSTD_trace_decompress_end(i64 noundef %272, ptr noundef nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #18
  br label %276

276:                                              ; preds = %249, %271
  %277 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %277, align 8, !tbaa !91
  store i32 0, ptr %8, align 4, !tbaa !92
  br label %288

278:                                              ; preds = %27
  %279 = getelementptr inbounds i8, ptr %0, i64 95940
  %280 = sub i64 8, %4
  %281 = getelementptr inbounds i8, ptr %279, i64 %280
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %281, ptr align 1 %3, i64 %4, i1 false)
  %282 = getelementptr inbounds i8, ptr %0, i64 95944
  %283 = load i32, ptr %282, align 1, !tbaa !22
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %284, ptr %285, align 8, !tbaa !91
  store i32 7, ptr %8, align 4, !tbaa !92
  br label %288

286:                                              ; preds = %27
  %287 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 0, ptr %287, align 8, !tbaa !91
  store i32 0, ptr %8, align 4, !tbaa !92
  br label %288

288:                                              ; preds = %173, %169, %106, %91, %79, %49, %47, %243, %27, %192, %175, %164, %196, %215, %227, %234, %235, %238, %24, %40, %75, %126, %162, %276, %278, %286
  %289 = phi i64 [ 0, %286 ], [ 0, %278 ], [ -22, %243 ], [ 0, %276 ], [ %163, %162 ], [ 0, %126 ], [ 0, %40 ], [ 0, %75 ], [ -72, %24 ], [ %193, %192 ], [ %4, %175 ], [ -20, %164 ], [ -20, %196 ], [ %197, %215 ], [ -20, %227 ], [ %197, %234 ], [ %197, %235 ], [ %197, %238 ], [ -1, %27 ], [ -72, %47 ], [ %72, %49 ], [ -32, %106 ], [ -72, %91 ], [ %89, %79 ], [ -70, %169 ], [ -74, %173 ]
  ret i64 %289
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
  %9 = load i64, ptr %0, align 8, !tbaa !97
  %10 = add i64 %9, %2
  store i64 %10, ptr %0, align 8, !tbaa !97
  %11 = getelementptr inbounds i8, ptr %0, i64 72
  %12 = load i32, ptr %11, align 8, !tbaa !98
  %13 = zext i32 %12 to i64
  %14 = add i64 %13, %2
  %15 = icmp ult i64 %14, 32
  br i1 %15, label %16, label %22

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = getelementptr inbounds i8, ptr %17, i64 %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %18, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %19 = trunc i64 %2 to i32
  %20 = load i32, ptr %11, align 8, !tbaa !98
  %21 = add i32 %20, %19
  store i32 %21, ptr %11, align 8, !tbaa !98
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
  %30 = load i64, ptr %29, align 8, !tbaa !39
  %31 = load i64, ptr %25, align 1, !tbaa !39
  %32 = mul i64 %31, -4417276706812531889
  %33 = add i64 %32, %30
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31)
  %35 = mul i64 %34, -7046029288634856825
  store i64 %35, ptr %29, align 8, !tbaa !39
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = load i64, ptr %36, align 8, !tbaa !39
  %38 = getelementptr inbounds i8, ptr %0, i64 48
  %39 = load i64, ptr %38, align 1, !tbaa !39
  %40 = mul i64 %39, -4417276706812531889
  %41 = add i64 %40, %37
  %42 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 31)
  %43 = mul i64 %42, -7046029288634856825
  store i64 %43, ptr %36, align 8, !tbaa !39
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load i64, ptr %44, align 8, !tbaa !39
  %46 = getelementptr inbounds i8, ptr %0, i64 56
  %47 = load i64, ptr %46, align 1, !tbaa !39
  %48 = mul i64 %47, -4417276706812531889
  %49 = add i64 %48, %45
  %50 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 31)
  %51 = mul i64 %50, -7046029288634856825
  store i64 %51, ptr %44, align 8, !tbaa !39
  %52 = getelementptr inbounds i8, ptr %0, i64 32
  %53 = load i64, ptr %52, align 8, !tbaa !39
  %54 = getelementptr inbounds i8, ptr %0, i64 64
  %55 = load i64, ptr %54, align 1, !tbaa !39
  %56 = mul i64 %55, -4417276706812531889
  %57 = add i64 %56, %53
  %58 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 31)
  %59 = mul i64 %58, -7046029288634856825
  store i64 %59, ptr %52, align 8, !tbaa !39
  %60 = load i32, ptr %11, align 8, !tbaa !98
  %61 = sub i32 32, %60
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %1, i64 %62
  store i32 0, ptr %11, align 8, !tbaa !98
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
  %74 = load i64, ptr %70, align 8, !tbaa !39
  %75 = load i64, ptr %71, align 8, !tbaa !39
  %76 = load i64, ptr %72, align 8, !tbaa !39
  %77 = load i64, ptr %73, align 8, !tbaa !39
  br label %78

78:                                               ; preds = %78, %68
  %79 = phi i64 [ %77, %68 ], [ %106, %78 ]
  %80 = phi i64 [ %76, %68 ], [ %100, %78 ]
  %81 = phi i64 [ %75, %68 ], [ %94, %78 ]
  %82 = phi i64 [ %74, %68 ], [ %88, %78 ]
  %83 = phi ptr [ %65, %68 ], [ %107, %78 ]
  %84 = load i64, ptr %83, align 1, !tbaa !39
  %85 = mul i64 %84, -4417276706812531889
  %86 = add i64 %85, %82
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31)
  %88 = mul i64 %87, -7046029288634856825
  store i64 %88, ptr %70, align 8, !tbaa !39
  %89 = getelementptr inbounds i8, ptr %83, i64 8
  %90 = load i64, ptr %89, align 1, !tbaa !39
  %91 = mul i64 %90, -4417276706812531889
  %92 = add i64 %91, %81
  %93 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 31)
  %94 = mul i64 %93, -7046029288634856825
  store i64 %94, ptr %71, align 8, !tbaa !39
  %95 = getelementptr inbounds i8, ptr %83, i64 16
  %96 = load i64, ptr %95, align 1, !tbaa !39
  %97 = mul i64 %96, -4417276706812531889
  %98 = add i64 %97, %80
  %99 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 31)
  %100 = mul i64 %99, -7046029288634856825
  store i64 %100, ptr %72, align 8, !tbaa !39
  %101 = getelementptr inbounds i8, ptr %83, i64 24
  %102 = load i64, ptr %101, align 1, !tbaa !39
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %79
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31)
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, ptr %73, align 8, !tbaa !39
  %107 = getelementptr inbounds i8, ptr %83, i64 32
  %108 = icmp ugt ptr %107, %69
  br i1 %108, label %109, label %78, !llvm.loop !99

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
  store i32 %117, ptr %11, align 8, !tbaa !98
  br label %118

118:                                              ; preds = %16, %112, %109, %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_trace_end(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca %struct.ZSTD_Trace, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 95968
  %7 = load i64, ptr %6, align 8, !tbaa !80
  %8 = icmp ne i64 %7, 0
  %9 = icmp ne ptr @ZSTD_trace_decompress_end, null
  %10 = and i1 %9, %8
  br i1 %10, label %11, label %32

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #18
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, i8 0, i64 48, i1 false)
  store i32 10507, ptr %5, align 8, !tbaa !100
  %13 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %3, ptr %13, align 4, !tbaa !101
  %14 = getelementptr inbounds i8, ptr %0, i64 30192
  %15 = load ptr, ptr %14, align 8, !tbaa !81
  %16 = icmp eq ptr %15, null
  br i1 %16, label %27, label %17

17:                                               ; preds = %11
  %18 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %15) #18
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !82
  %20 = load ptr, ptr %14, align 8, !tbaa !81
  %21 = tail call i64 @ZSTD_DDict_dictSize(ptr noundef %20) #18
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 %21, ptr %22, align 8, !tbaa !84
  %23 = getelementptr inbounds i8, ptr %0, i64 30204
  %24 = load i32, ptr %23, align 4, !tbaa !85
  %25 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %24, ptr %25, align 4, !tbaa !86
  %26 = load i64, ptr %6, align 8, !tbaa !80
  br label %27

27:                                               ; preds = %17, %11
  %28 = phi i64 [ %26, %17 ], [ %7, %11 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 %1, ptr %29, align 8, !tbaa !87
  %30 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 %2, ptr %30, align 8, !tbaa !88
  %31 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr %0, ptr %31, align 8, !tbaa !89
  call void @ZSTD_trace_decompress_end(i64 noundef %28, ptr noundef nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #18
  br label %32

32:                                               ; preds = %27, %4
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef readonly %0) unnamed_addr #11 {
  %2 = load i64, ptr %0, align 8, !tbaa !97
  %3 = icmp ugt i64 %2, 31
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !39
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !39
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7)
  %11 = add i64 %10, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !39
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12)
  %15 = add i64 %11, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !39
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
  %46 = load i64, ptr %45, align 8, !tbaa !39
  %47 = add i64 %46, 2870177450012600261
  br label %48

48:                                               ; preds = %44, %4
  %49 = phi i64 [ %43, %4 ], [ %47, %44 ]
  %50 = add i64 %49, %2
  %51 = getelementptr inbounds i8, ptr %0, i64 40
  %52 = and i64 %2, 31
  %53 = icmp ugt i64 %52, 7
  br i1 %53, label %54, label %69

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %66, %54 ], [ %50, %48 ]
  %56 = phi ptr [ %62, %54 ], [ %51, %48 ]
  %57 = phi i64 [ %67, %54 ], [ %52, %48 ]
  %58 = load i64, ptr %56, align 1, !tbaa !39
  %59 = mul i64 %58, -4417276706812531889
  %60 = tail call i64 @llvm.fshl.i64(i64 %59, i64 %59, i64 31)
  %61 = mul i64 %60, -7046029288634856825
  %62 = getelementptr inbounds i8, ptr %56, i64 8
  %63 = xor i64 %61, %55
  %64 = tail call i64 @llvm.fshl.i64(i64 %63, i64 %63, i64 27)
  %65 = mul i64 %64, -7046029288634856825
  %66 = add i64 %65, -8796714831421723037
  %67 = add nsw i64 %57, -8
  %68 = icmp ugt i64 %67, 7
  br i1 %68, label %54, label %69, !llvm.loop !102

69:                                               ; preds = %54, %48
  %70 = phi i64 [ %52, %48 ], [ %67, %54 ]
  %71 = phi ptr [ %51, %48 ], [ %62, %54 ]
  %72 = phi i64 [ %50, %48 ], [ %66, %54 ]
  %73 = icmp ugt i64 %70, 3
  br i1 %73, label %74, label %84

74:                                               ; preds = %69
  %75 = load i32, ptr %71, align 1, !tbaa !22
  %76 = zext i32 %75 to i64
  %77 = mul i64 %76, -7046029288634856825
  %78 = xor i64 %77, %72
  %79 = getelementptr inbounds i8, ptr %71, i64 4
  %80 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 23)
  %81 = mul i64 %80, -4417276706812531889
  %82 = add i64 %81, 1609587929392839161
  %83 = add nsw i64 %70, -4
  br label %84

84:                                               ; preds = %74, %69
  %85 = phi i64 [ %83, %74 ], [ %70, %69 ]
  %86 = phi ptr [ %79, %74 ], [ %71, %69 ]
  %87 = phi i64 [ %82, %74 ], [ %72, %69 ]
  %88 = icmp eq i64 %85, 0
  br i1 %88, label %102, label %89

89:                                               ; preds = %84, %89
  %90 = phi i64 [ %99, %89 ], [ %87, %84 ]
  %91 = phi ptr [ %93, %89 ], [ %86, %84 ]
  %92 = phi i64 [ %100, %89 ], [ %85, %84 ]
  %93 = getelementptr inbounds i8, ptr %91, i64 1
  %94 = load i8, ptr %91, align 1, !tbaa !38
  %95 = zext i8 %94 to i64
  %96 = mul i64 %95, 2870177450012600261
  %97 = xor i64 %96, %90
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 11)
  %99 = mul i64 %98, -7046029288634856825
  %100 = add nsw i64 %92, -1
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %102, label %89, !llvm.loop !103

102:                                              ; preds = %89, %84
  %103 = phi i64 [ %87, %84 ], [ %99, %89 ]
  %104 = lshr i64 %103, 33
  %105 = xor i64 %104, %103
  %106 = mul i64 %105, -4417276706812531889
  %107 = lshr i64 %106, 29
  %108 = xor i64 %107, %106
  %109 = mul i64 %108, 1609587929392839161
  %110 = lshr i64 %109, 32
  %111 = xor i64 %110, %109
  ret i64 %111
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_loadDEntropy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [32 x i16], align 2
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [53 x i16], align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [36 x i16], align 2
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
  store i32 31, ptr %5, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %18, %24
  %26 = call i64 @FSE_readNCount(ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %22, i64 noundef %25) #18
  %27 = icmp ult i64 %26, -119
  br i1 %27, label %28, label %34

28:                                               ; preds = %23
  %29 = load i32, ptr %5, align 4, !tbaa !22
  %30 = icmp ugt i32 %29, 31
  br i1 %30, label %34, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !tbaa !22
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
  store i32 52, ptr %8, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #18
  %39 = ptrtoint ptr %38 to i64
  %40 = sub i64 %18, %39
  %41 = call i64 @FSE_readNCount(ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %38, i64 noundef %40) #18
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %49

43:                                               ; preds = %35
  %44 = load i32, ptr %8, align 4, !tbaa !22
  %45 = icmp ugt i32 %44, 52
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  %47 = load i32, ptr %9, align 4, !tbaa !22
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
  store i32 35, ptr %11, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18
  %53 = ptrtoint ptr %52 to i64
  %54 = sub i64 %18, %53
  %55 = call i64 @FSE_readNCount(ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %52, i64 noundef %54) #18
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %63

57:                                               ; preds = %50
  %58 = load i32, ptr %11, align 4, !tbaa !22
  %59 = icmp ugt i32 %58, 35
  br i1 %59, label %63, label %60

60:                                               ; preds = %57
  %61 = load i32, ptr %12, align 4, !tbaa !22
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
  %71 = load i32, ptr %65, align 1, !tbaa !22
  %72 = icmp eq i32 %71, 0
  %73 = zext i32 %71 to i64
  %74 = icmp ult i64 %70, %73
  %75 = select i1 %72, i1 true, i1 %74
  br i1 %75, label %98, label %76

76:                                               ; preds = %68
  %77 = getelementptr inbounds i8, ptr %0, i64 26652
  %78 = getelementptr inbounds i8, ptr %65, i64 4
  store i32 %71, ptr %77, align 4, !tbaa !22
  %79 = load i32, ptr %78, align 1, !tbaa !22
  %80 = icmp eq i32 %79, 0
  %81 = zext i32 %79 to i64
  %82 = icmp ult i64 %70, %81
  %83 = select i1 %80, i1 true, i1 %82
  br i1 %83, label %98, label %84

84:                                               ; preds = %76
  %85 = getelementptr inbounds i8, ptr %65, i64 8
  %86 = getelementptr inbounds i8, ptr %0, i64 26656
  store i32 %79, ptr %86, align 4, !tbaa !22
  %87 = load i32, ptr %85, align 1, !tbaa !22
  %88 = icmp eq i32 %87, 0
  %89 = zext i32 %87 to i64
  %90 = icmp ult i64 %70, %89
  %91 = select i1 %88, i1 true, i1 %90
  br i1 %91, label %98, label %92

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, ptr %65, i64 12
  %94 = getelementptr inbounds i8, ptr %0, i64 26660
  store i32 %87, ptr %94, align 4, !tbaa !22
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
  store i64 %6, ptr %7, align 8, !tbaa !80
  %8 = getelementptr inbounds i8, ptr %0, i64 30104
  %9 = load i32, ptr %8, align 8, !tbaa !27
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i64 5, i64 1
  %12 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %11, ptr %12, align 8, !tbaa !91
  %13 = getelementptr inbounds i8, ptr %0, i64 29976
  %14 = getelementptr inbounds i8, ptr %0, i64 29888
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %16, align 8, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %17, align 8, !tbaa !72
  %18 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %18, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %19, align 8, !tbaa !25
  %20 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %20, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %15, ptr %0, align 8, !tbaa !104
  %21 = getelementptr inbounds i8, ptr %0, i64 6192
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %21, ptr %22, align 8, !tbaa !105
  %23 = getelementptr inbounds i8, ptr %0, i64 4136
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %23, ptr %24, align 8, !tbaa !106
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %16, ptr %25, align 8, !tbaa !107
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
  store i64 %8, ptr %9, align 8, !tbaa !80
  %10 = getelementptr inbounds i8, ptr %0, i64 30104
  %11 = load i32, ptr %10, align 8, !tbaa !27
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 5, i64 1
  %14 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %13, ptr %14, align 8, !tbaa !91
  %15 = getelementptr inbounds i8, ptr %0, i64 29976
  %16 = getelementptr inbounds i8, ptr %0, i64 29888
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %18, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %0, i64 30000
  %20 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %20, align 8, !tbaa !72
  %21 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %21, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %22, align 8, !tbaa !25
  %23 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %23, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %17, ptr %0, align 8, !tbaa !104
  %24 = getelementptr inbounds i8, ptr %0, i64 6192
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %24, ptr %25, align 8, !tbaa !105
  %26 = getelementptr inbounds i8, ptr %0, i64 4136
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %26, ptr %27, align 8, !tbaa !106
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %18, ptr %28, align 8, !tbaa !107
  %29 = icmp ne ptr %1, null
  %30 = icmp ne i64 %2, 0
  %31 = and i1 %29, %30
  br i1 %31, label %32, label %59

32:                                               ; preds = %7
  %33 = icmp ult i64 %2, 8
  br i1 %33, label %48, label %34

34:                                               ; preds = %32
  %35 = load i32, ptr %1, align 1, !tbaa !22
  %36 = icmp eq i32 %35, -332356553
  br i1 %36, label %37, label %48

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %1, i64 4
  %39 = load i32, ptr %38, align 1, !tbaa !22
  store i32 %39, ptr %20, align 8, !tbaa !72
  %40 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %17, ptr noundef nonnull %1, i64 noundef %2)
  %41 = icmp ult i64 %40, -119
  br i1 %41, label %42, label %59

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %1, i64 %40
  store <2 x i32> <i32 1, i32 1>, ptr %19, align 8, !tbaa !22
  %44 = load ptr, ptr %16, align 8, !tbaa !69
  %45 = getelementptr inbounds i8, ptr %0, i64 29896
  %46 = load ptr, ptr %45, align 8, !tbaa !108
  %47 = ptrtoint ptr %46 to i64
  br label %48

48:                                               ; preds = %32, %34, %42
  %49 = phi i64 [ %47, %42 ], [ 0, %32 ], [ 0, %34 ]
  %50 = phi ptr [ %44, %42 ], [ null, %32 ], [ null, %34 ]
  %51 = phi ptr [ %43, %42 ], [ %1, %32 ], [ %1, %34 ]
  %52 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %50, ptr %52, align 8, !tbaa !21
  %53 = getelementptr inbounds i8, ptr %0, i64 29896
  %54 = ptrtoint ptr %50 to i64
  %55 = sub i64 %49, %54
  %56 = getelementptr inbounds i8, ptr %51, i64 %55
  %57 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %56, ptr %57, align 8, !tbaa !109
  store ptr %51, ptr %53, align 8, !tbaa !108
  %58 = getelementptr inbounds i8, ptr %1, i64 %2
  store ptr %58, ptr %16, align 8, !tbaa !69
  br label %59

59:                                               ; preds = %37, %7, %48
  %60 = phi i64 [ 0, %48 ], [ 0, %7 ], [ -30, %37 ]
  ret i64 %60
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
  %9 = load ptr, ptr %8, align 8, !tbaa !21
  %10 = icmp ne ptr %9, %7
  %11 = zext i1 %10 to i32
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store i32 %11, ptr %12, align 4, !tbaa !85
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
  store i64 %18, ptr %19, align 8, !tbaa !80
  %20 = getelementptr inbounds i8, ptr %0, i64 30104
  %21 = load i32, ptr %20, align 8, !tbaa !27
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i64 5, i64 1
  %24 = getelementptr inbounds i8, ptr %0, i64 29920
  store i64 %23, ptr %24, align 8, !tbaa !91
  %25 = getelementptr inbounds i8, ptr %0, i64 29976
  %26 = getelementptr inbounds i8, ptr %0, i64 29888
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %0, i64 10296
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  store i32 201326604, ptr %28, align 8, !tbaa !22
  %29 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 0, ptr %29, align 8, !tbaa !72
  %30 = getelementptr inbounds i8, ptr %0, i64 29992
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, ptr %30, align 8, !tbaa !22
  %31 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %31, align 8, !tbaa !25
  %32 = getelementptr inbounds i8, ptr %0, i64 26684
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %32, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false)
  store ptr %27, ptr %0, align 8, !tbaa !104
  %33 = getelementptr inbounds i8, ptr %0, i64 6192
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %33, ptr %34, align 8, !tbaa !105
  %35 = getelementptr inbounds i8, ptr %0, i64 4136
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %35, ptr %36, align 8, !tbaa !106
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %28, ptr %37, align 8, !tbaa !107
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
  %5 = load i32, ptr %0, align 1, !tbaa !22
  %6 = icmp eq i32 %5, -332356553
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 1, !tbaa !22
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @ZSTD_createDStream() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #19
  %2 = icmp eq ptr %1, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 30128
  %5 = getelementptr inbounds i8, ptr %1, i64 30168
  store i64 0, ptr %5, align 8, !tbaa !32
  %6 = getelementptr inbounds i8, ptr %1, i64 30184
  %7 = getelementptr inbounds i8, ptr %1, i64 29912
  store ptr null, ptr %7, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %1, i64 30204
  store <2 x i32> zeroinitializer, ptr %8, align 4, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %1, i64 30280
  store i64 0, ptr %9, align 8, !tbaa !20
  %10 = getelementptr inbounds i8, ptr %1, i64 30236
  %11 = getelementptr inbounds i8, ptr %1, i64 30316
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %1, i64 95960
  store i64 0, ptr %12, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %1, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, i8 0, i64 20, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i32 1, ptr %13, align 8, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %1, i64 30216
  store ptr null, ptr %14, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %1, i64 30104
  store i32 0, ptr %15, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %1, i64 30264
  store i64 134217729, ptr %16, align 8, !tbaa !28
  %17 = getelementptr inbounds i8, ptr %1, i64 30320
  store i32 0, ptr %17, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %1, i64 30108
  store i32 0, ptr %18, align 4, !tbaa !30
  %19 = getelementptr inbounds i8, ptr %1, i64 30224
  store <2 x i32> zeroinitializer, ptr %19, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %1, i64 30232
  store i32 0, ptr %20, align 8, !tbaa !31
  br label %21

21:                                               ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticDStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = ptrtoint ptr %0 to i64
  %4 = and i64 %3, 7
  %5 = icmp ne i64 %4, 0
  %6 = icmp ult i64 %1, 95976
  %7 = or i1 %6, %5
  br i1 %7, label %27, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30168
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr null, ptr %11, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %0, i64 30204
  store <2 x i32> zeroinitializer, ptr %12, align 4, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %0, i64 30280
  store i64 0, ptr %13, align 8, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %0, i64 30236
  %15 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %15, align 4, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %0, i64 95960
  store i64 0, ptr %16, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %0, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %14, i8 0, i64 20, i1 false)
  store i32 1, ptr %17, align 8, !tbaa !25
  %18 = getelementptr inbounds i8, ptr %0, i64 30216
  store ptr null, ptr %18, align 8, !tbaa !26
  %19 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %19, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %20, align 8, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %21, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %22, align 4, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %0, i64 30224
  store <2 x i32> zeroinitializer, ptr %23, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %24, align 8, !tbaa !31
  store i64 %1, ptr %9, align 8, !tbaa !32
  %25 = getelementptr inbounds i8, ptr %0, i64 95976
  %26 = getelementptr inbounds i8, ptr %0, i64 30240
  store ptr %25, ptr %26, align 8, !tbaa !33
  br label %27

27:                                               ; preds = %2, %8
  %28 = phi ptr [ %0, %8 ], [ null, %2 ]
  ret ptr %28
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDStream_advanced(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !34
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !34
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %38, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 95976) #18
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(95976) ptr @malloc(i64 noundef 95976) #19
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %38, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 30128
  store ptr %2, ptr %19, align 8, !tbaa !34
  %20 = getelementptr inbounds i8, ptr %16, i64 30136
  store ptr %4, ptr %20, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %16, i64 30144
  store ptr %6, ptr %21, align 8, !tbaa !34
  %22 = getelementptr inbounds i8, ptr %16, i64 30168
  store i64 0, ptr %22, align 8, !tbaa !32
  %23 = getelementptr inbounds i8, ptr %16, i64 30184
  %24 = getelementptr inbounds i8, ptr %16, i64 29912
  store ptr null, ptr %24, align 8, !tbaa !21
  %25 = getelementptr inbounds i8, ptr %16, i64 30204
  store <2 x i32> zeroinitializer, ptr %25, align 4, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %16, i64 30280
  store i64 0, ptr %26, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %16, i64 30236
  %28 = getelementptr inbounds i8, ptr %16, i64 30316
  store i32 0, ptr %28, align 4, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %16, i64 95960
  store i64 0, ptr %29, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %16, i64 30176
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %27, i8 0, i64 20, i1 false)
  store i32 1, ptr %30, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %16, i64 30216
  store ptr null, ptr %31, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %16, i64 30104
  store i32 0, ptr %32, align 8, !tbaa !27
  %33 = getelementptr inbounds i8, ptr %16, i64 30264
  store i64 134217729, ptr %33, align 8, !tbaa !28
  %34 = getelementptr inbounds i8, ptr %16, i64 30320
  store i32 0, ptr %34, align 8, !tbaa !29
  %35 = getelementptr inbounds i8, ptr %16, i64 30108
  store i32 0, ptr %35, align 4, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %16, i64 30224
  store <2 x i32> zeroinitializer, ptr %36, align 8, !tbaa !22
  %37 = getelementptr inbounds i8, ptr %16, i64 30232
  store i32 0, ptr %37, align 8, !tbaa !31
  br label %38

38:                                               ; preds = %1, %15, %18
  %39 = phi ptr [ null, %1 ], [ %16, %18 ], [ null, %15 ]
  ret ptr %39
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
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_advanced(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca %struct.ZSTD_customMem, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 30236
  %8 = load i32, ptr %7, align 4, !tbaa !110
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 30184
  %12 = load ptr, ptr %11, align 8, !tbaa !6
  %13 = tail call i64 @ZSTD_freeDDict(ptr noundef %12) #18
  %14 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %14, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  %15 = icmp ne ptr %1, null
  %16 = icmp ne i64 %2, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %10
  %19 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %19, i64 24, i1 false), !tbaa.struct !111
  %20 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #18
  store ptr %20, ptr %11, align 8, !tbaa !6
  %21 = icmp eq ptr %20, null
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %20, ptr %23, align 8, !tbaa !81
  store i32 -1, ptr %14, align 8, !tbaa !35
  br label %24

24:                                               ; preds = %10, %22, %18, %5
  %25 = phi i64 [ -60, %5 ], [ -64, %18 ], [ 0, %22 ], [ 0, %10 ]
  ret i64 %25
}

declare ptr @ZSTD_createDDict_advanced(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary_byReference(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 30236
  %6 = load i32, ptr %5, align 4, !tbaa !110
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  %12 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %12, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %13 = icmp ne ptr %1, null
  %14 = icmp ne i64 %2, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %17, i64 24, i1 false), !tbaa.struct !111
  %18 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 0, ptr noundef nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  store ptr %18, ptr %9, align 8, !tbaa !6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %18, ptr %21, align 8, !tbaa !81
  store i32 -1, ptr %12, align 8, !tbaa !35
  br label %22

22:                                               ; preds = %3, %8, %16, %20
  %23 = phi i64 [ -60, %3 ], [ -64, %16 ], [ 0, %20 ], [ 0, %8 ]
  ret i64 %23
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_loadDictionary(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 30236
  %6 = load i32, ptr %5, align 4, !tbaa !110
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  %12 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %12, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %13 = icmp ne ptr %1, null
  %14 = icmp ne i64 %2, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %17, i64 24, i1 false), !tbaa.struct !111
  %18 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  store ptr %18, ptr %9, align 8, !tbaa !6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %18, ptr %21, align 8, !tbaa !81
  store i32 -1, ptr %12, align 8, !tbaa !35
  br label %22

22:                                               ; preds = %3, %8, %16, %20
  %23 = phi i64 [ -60, %3 ], [ -64, %16 ], [ 0, %20 ], [ 0, %8 ]
  ret i64 %23
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix_advanced(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.ZSTD_customMem, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 30236
  %7 = load i32, ptr %6, align 4, !tbaa !110
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %24

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 30184
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = tail call i64 @ZSTD_freeDDict(ptr noundef %11) #18
  %13 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %13, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  %14 = icmp ne ptr %1, null
  %15 = icmp ne i64 %2, 0
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false), !tbaa.struct !111
  %19 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef %3, ptr noundef nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #18
  store ptr %19, ptr %10, align 8, !tbaa !6
  %20 = icmp eq ptr %19, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %19, ptr %22, align 8, !tbaa !81
  br label %23

23:                                               ; preds = %21, %9
  store i32 1, ptr %13, align 8, !tbaa !35
  br label %24

24:                                               ; preds = %17, %4, %23
  %25 = phi i64 [ 0, %23 ], [ -60, %4 ], [ -64, %17 ]
  ret i64 %25
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_DCtx_refPrefix(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 30236
  %6 = load i32, ptr %5, align 4, !tbaa !110
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 30184
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = tail call i64 @ZSTD_freeDDict(ptr noundef %10) #18
  %12 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %12, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %13 = icmp ne ptr %1, null
  %14 = icmp ne i64 %2, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %17, i64 24, i1 false), !tbaa.struct !111
  %18 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 1, i32 noundef 1, ptr noundef nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  store ptr %18, ptr %9, align 8, !tbaa !6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %18, ptr %21, align 8, !tbaa !81
  br label %22

22:                                               ; preds = %20, %8
  store i32 1, ptr %12, align 8, !tbaa !35
  br label %23

23:                                               ; preds = %3, %16, %22
  %24 = phi i64 [ 0, %22 ], [ -60, %3 ], [ -64, %16 ]
  ret i64 %24
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDict(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %5, align 4, !tbaa !110
  %6 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %6, align 4, !tbaa !23
  %7 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %7, align 8, !tbaa !25
  %8 = getelementptr inbounds i8, ptr %0, i64 30184
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = tail call i64 @ZSTD_freeDDict(ptr noundef %9) #18
  %11 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %11, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %12 = icmp ne ptr %1, null
  %13 = icmp ne i64 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %0, i64 30128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !111
  %17 = call ptr @ZSTD_createDDict_advanced(ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  store ptr %17, ptr %8, align 8, !tbaa !6
  %18 = icmp eq ptr %17, null
  br i1 %18, label %26, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %17, ptr %20, align 8, !tbaa !81
  store i32 -1, ptr %11, align 8, !tbaa !35
  br label %21

21:                                               ; preds = %19, %3
  %22 = getelementptr inbounds i8, ptr %0, i64 30104
  %23 = load i32, ptr %22, align 8, !tbaa !27
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, i64 5, i64 1
  br label %26

26:                                               ; preds = %15, %21
  %27 = phi i64 [ %25, %21 ], [ -64, %15 ]
  ret i64 %27
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_reset(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %6, align 4, !tbaa !110
  %7 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %7, align 4, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %8, align 8, !tbaa !25
  br label %9

9:                                                ; preds = %2, %5
  %10 = and i32 %1, -2
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 30236
  %14 = load i32, ptr %13, align 4, !tbaa !110
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 30184
  %18 = load ptr, ptr %17, align 8, !tbaa !6
  %19 = tail call i64 @ZSTD_freeDDict(ptr noundef %18) #18
  %20 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %20, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 0, ptr %21, align 8, !tbaa !27
  %22 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 134217729, ptr %22, align 8, !tbaa !28
  %23 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 0, ptr %23, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 0, ptr %24, align 4, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %0, i64 30224
  store <2 x i32> zeroinitializer, ptr %25, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 0, ptr %26, align 8, !tbaa !31
  br label %27

27:                                               ; preds = %16, %9, %12
  %28 = phi i64 [ -60, %12 ], [ 0, %9 ], [ 0, %16 ]
  ret i64 %28
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %2, align 4, !tbaa !110
  %3 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %3, align 4, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 30184
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = tail call i64 @ZSTD_freeDDict(ptr noundef %6) #18
  %8 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %8, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  %10 = load i32, ptr %9, align 8, !tbaa !27
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i64 5, i64 1
  ret i64 %12
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_DCtx_refDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !110
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %196

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 30184
  %8 = load ptr, ptr %7, align 8, !tbaa !6
  %9 = tail call i64 @ZSTD_freeDDict(ptr noundef %8) #18
  %10 = getelementptr inbounds i8, ptr %0, i64 30208
  store i32 0, ptr %10, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %11 = icmp eq ptr %1, null
  br i1 %11, label %196, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 30192
  store ptr %1, ptr %13, align 8, !tbaa !81
  store i32 -1, ptr %10, align 8, !tbaa !35
  %14 = getelementptr inbounds i8, ptr %0, i64 30224
  %15 = load i32, ptr %14, align 8, !tbaa !70
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %196

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 30216
  %19 = load ptr, ptr %18, align 8, !tbaa !26
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %50

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 30128
  %23 = load ptr, ptr %22, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %0, i64 30136
  %25 = load ptr, ptr %24, align 8, !tbaa !34
  %26 = getelementptr inbounds i8, ptr %0, i64 30144
  %27 = load ptr, ptr %26, align 8, !tbaa !34
  %28 = icmp eq ptr %23, null
  br i1 %28, label %29, label %32

29:                                               ; preds = %21
  %30 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #19
  %31 = icmp eq ptr %30, null
  br i1 %31, label %44, label %37

32:                                               ; preds = %21
  %33 = tail call ptr %23(ptr noundef %27, i64 noundef 24) #18
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %32
  %36 = tail call ptr %23(ptr noundef %27, i64 noundef 512) #18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) %36, i8 0, i64 512, i1 false)
  store ptr %36, ptr %33, align 8, !tbaa !36
  br label %45

37:                                               ; preds = %29
  %38 = tail call noalias dereferenceable_or_null(512) ptr @calloc(i64 noundef 1, i64 noundef 512) #21
  store ptr %38, ptr %30, align 8, !tbaa !36
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

44:                                               ; preds = %29, %42, %43, %32
  store ptr null, ptr %18, align 8, !tbaa !26
  br label %196

45:                                               ; preds = %37, %35
  %46 = phi ptr [ %30, %37 ], [ %33, %35 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store <2 x i64> <i64 64, i64 0>, ptr %47, align 8, !tbaa !39
  store ptr %46, ptr %18, align 8, !tbaa !26
  %48 = getelementptr inbounds i8, ptr %46, i64 16
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  br label %144

50:                                               ; preds = %17
  %51 = getelementptr inbounds i8, ptr %19, i64 16
  %52 = load i64, ptr %51, align 8, !tbaa !112
  %53 = getelementptr inbounds i8, ptr %19, i64 8
  %54 = load i64, ptr %53, align 8, !tbaa !113
  %55 = shl i64 %52, 2
  %56 = getelementptr inbounds i8, ptr %0, i64 30128
  %57 = load ptr, ptr %56, align 8, !tbaa !34
  %58 = getelementptr inbounds i8, ptr %0, i64 30136
  %59 = load ptr, ptr %58, align 8, !tbaa !34
  %60 = getelementptr inbounds i8, ptr %0, i64 30144
  %61 = load ptr, ptr %60, align 8, !tbaa !34
  %62 = getelementptr inbounds i8, ptr %19, i64 16
  %63 = getelementptr inbounds i8, ptr %19, i64 8
  %64 = icmp ugt i64 %54, %55
  br i1 %64, label %144, label %65

65:                                               ; preds = %50
  %66 = shl i64 %54, 4
  %67 = icmp eq ptr %57, null
  br i1 %67, label %71, label %68

68:                                               ; preds = %65
  %69 = tail call ptr %57(ptr noundef %61, i64 noundef %66) #18
  tail call void @llvm.memset.p0.i64(ptr align 1 %69, i8 0, i64 %66, i1 false)
  %70 = load i64, ptr %63, align 8, !tbaa !113
  br label %73

71:                                               ; preds = %65
  %72 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %66) #21
  br label %73

73:                                               ; preds = %71, %68
  %74 = phi i64 [ %70, %68 ], [ %54, %71 ]
  %75 = phi ptr [ %69, %68 ], [ %72, %71 ]
  %76 = load ptr, ptr %19, align 8, !tbaa !36
  %77 = icmp eq ptr %75, null
  br i1 %77, label %196, label %78

78:                                               ; preds = %73
  %79 = shl i64 %54, 1
  store ptr %75, ptr %19, align 8, !tbaa !36
  store i64 %79, ptr %63, align 8, !tbaa !113
  store i64 0, ptr %62, align 8, !tbaa !112
  %80 = icmp eq i64 %74, 0
  br i1 %80, label %138, label %81

81:                                               ; preds = %78, %135
  %82 = phi i64 [ %136, %135 ], [ 0, %78 ]
  %83 = getelementptr inbounds ptr, ptr %76, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !34
  %85 = icmp eq ptr %84, null
  br i1 %85, label %135, label %86

86:                                               ; preds = %81
  %87 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %84) #18
  %88 = load i64, ptr %63, align 8, !tbaa !113
  %89 = add i64 %88, -1
  %90 = load i64, ptr %62, align 8, !tbaa !112
  %91 = icmp eq i64 %90, %88
  br i1 %91, label %196, label %92

92:                                               ; preds = %86
  %93 = zext i32 %87 to i64
  %94 = mul i64 %93, -7046029288634856825
  %95 = xor i64 %94, 2870177450012600265
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 23)
  %97 = mul i64 %96, -4417276706812531889
  %98 = add i64 %97, 1609587929392839161
  %99 = lshr i64 %98, 33
  %100 = xor i64 %99, %98
  %101 = mul i64 %100, -4417276706812531889
  %102 = lshr i64 %101, 29
  %103 = xor i64 %102, %101
  %104 = mul i64 %103, 1609587929392839161
  %105 = lshr i64 %104, 32
  %106 = xor i64 %105, %104
  %107 = and i64 %106, %89
  %108 = load ptr, ptr %19, align 8, !tbaa !36
  %109 = getelementptr inbounds ptr, ptr %108, i64 %107
  %110 = load ptr, ptr %109, align 8, !tbaa !34
  %111 = icmp eq ptr %110, null
  br i1 %111, label %129, label %112

112:                                              ; preds = %92, %120
  %113 = phi ptr [ %125, %120 ], [ %110, %92 ]
  %114 = phi i64 [ %122, %120 ], [ %107, %92 ]
  %115 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %113) #18
  %116 = icmp eq i32 %115, %87
  br i1 %116, label %117, label %120

117:                                              ; preds = %112
  %118 = load ptr, ptr %19, align 8, !tbaa !36
  %119 = getelementptr inbounds ptr, ptr %118, i64 %114
  store ptr %84, ptr %119, align 8, !tbaa !34
  br label %135

120:                                              ; preds = %112
  %121 = and i64 %114, %89
  %122 = add i64 %121, 1
  %123 = load ptr, ptr %19, align 8, !tbaa !36
  %124 = getelementptr inbounds ptr, ptr %123, i64 %122
  %125 = load ptr, ptr %124, align 8, !tbaa !34
  %126 = icmp eq ptr %125, null
  br i1 %126, label %127, label %112, !llvm.loop !114

127:                                              ; preds = %120
  %128 = load i64, ptr %62, align 8, !tbaa !112
  br label %129

129:                                              ; preds = %127, %92
  %130 = phi i64 [ %90, %92 ], [ %128, %127 ]
  %131 = phi i64 [ %107, %92 ], [ %122, %127 ]
  %132 = phi ptr [ %108, %92 ], [ %123, %127 ]
  %133 = getelementptr inbounds ptr, ptr %132, i64 %131
  store ptr %84, ptr %133, align 8, !tbaa !34
  %134 = add i64 %130, 1
  store i64 %134, ptr %62, align 8, !tbaa !112
  br label %135

135:                                              ; preds = %129, %117, %81
  %136 = add nuw i64 %82, 1
  %137 = icmp eq i64 %136, %74
  br i1 %137, label %138, label %81, !llvm.loop !115

138:                                              ; preds = %135, %78
  %139 = icmp eq ptr %76, null
  br i1 %139, label %144, label %140

140:                                              ; preds = %138
  %141 = icmp eq ptr %59, null
  br i1 %141, label %143, label %142

142:                                              ; preds = %140
  tail call void %59(ptr noundef %61, ptr noundef nonnull %76) #18
  br label %144

143:                                              ; preds = %140
  tail call void @free(ptr noundef nonnull %76) #18
  br label %144

144:                                              ; preds = %45, %143, %142, %138, %50
  %145 = phi ptr [ %49, %45 ], [ %63, %143 ], [ %63, %142 ], [ %63, %138 ], [ %63, %50 ]
  %146 = phi ptr [ %48, %45 ], [ %62, %143 ], [ %62, %142 ], [ %62, %138 ], [ %62, %50 ]
  %147 = phi ptr [ %46, %45 ], [ %19, %143 ], [ %19, %142 ], [ %19, %138 ], [ %19, %50 ]
  %148 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %1) #18
  %149 = load i64, ptr %145, align 8, !tbaa !113
  %150 = add i64 %149, -1
  %151 = load i64, ptr %146, align 8, !tbaa !112
  %152 = icmp eq i64 %151, %149
  br i1 %152, label %196, label %153

153:                                              ; preds = %144
  %154 = zext i32 %148 to i64
  %155 = mul i64 %154, -7046029288634856825
  %156 = xor i64 %155, 2870177450012600265
  %157 = tail call i64 @llvm.fshl.i64(i64 %156, i64 %156, i64 23)
  %158 = mul i64 %157, -4417276706812531889
  %159 = add i64 %158, 1609587929392839161
  %160 = lshr i64 %159, 33
  %161 = xor i64 %160, %159
  %162 = mul i64 %161, -4417276706812531889
  %163 = lshr i64 %162, 29
  %164 = xor i64 %163, %162
  %165 = mul i64 %164, 1609587929392839161
  %166 = lshr i64 %165, 32
  %167 = xor i64 %166, %165
  %168 = and i64 %167, %150
  %169 = load ptr, ptr %147, align 8, !tbaa !36
  %170 = getelementptr inbounds ptr, ptr %169, i64 %168
  %171 = load ptr, ptr %170, align 8, !tbaa !34
  %172 = icmp eq ptr %171, null
  br i1 %172, label %190, label %173

173:                                              ; preds = %153, %181
  %174 = phi ptr [ %186, %181 ], [ %171, %153 ]
  %175 = phi i64 [ %183, %181 ], [ %168, %153 ]
  %176 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef nonnull %174) #18
  %177 = icmp eq i32 %176, %148
  br i1 %177, label %178, label %181

178:                                              ; preds = %173
  %179 = load ptr, ptr %147, align 8, !tbaa !36
  %180 = getelementptr inbounds ptr, ptr %179, i64 %175
  store ptr %1, ptr %180, align 8, !tbaa !34
  br label %196

181:                                              ; preds = %173
  %182 = and i64 %175, %150
  %183 = add i64 %182, 1
  %184 = load ptr, ptr %147, align 8, !tbaa !36
  %185 = getelementptr inbounds ptr, ptr %184, i64 %183
  %186 = load ptr, ptr %185, align 8, !tbaa !34
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %173, !llvm.loop !114

188:                                              ; preds = %181
  %189 = load i64, ptr %146, align 8, !tbaa !112
  br label %190

190:                                              ; preds = %188, %153
  %191 = phi i64 [ %151, %153 ], [ %189, %188 ]
  %192 = phi i64 [ %168, %153 ], [ %183, %188 ]
  %193 = phi ptr [ %169, %153 ], [ %184, %188 ]
  %194 = getelementptr inbounds ptr, ptr %193, i64 %192
  store ptr %1, ptr %194, align 8, !tbaa !34
  %195 = add i64 %191, 1
  store i64 %195, ptr %146, align 8, !tbaa !112
  br label %196

196:                                              ; preds = %86, %190, %178, %144, %73, %6, %12, %44, %2
  %197 = phi i64 [ -60, %2 ], [ -64, %44 ], [ 0, %12 ], [ 0, %6 ], [ -1, %144 ], [ -64, %73 ], [ 0, %178 ], [ 0, %190 ], [ -1, %86 ]
  ret i64 %197
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_initDStream_usingDDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  store i32 0, ptr %3, align 4, !tbaa !110
  %4 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %4, align 4, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %5, align 8, !tbaa !25
  %6 = tail call i64 @ZSTD_DCtx_refDDict(ptr noundef %0, ptr noundef %1)
  %7 = icmp ult i64 %6, -119
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  %10 = load i32, ptr %9, align 8, !tbaa !27
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
  store i32 0, ptr %2, align 4, !tbaa !110
  %3 = getelementptr inbounds i8, ptr %0, i64 30316
  store i32 0, ptr %3, align 4, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 1, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 30104
  %6 = load i32, ptr %5, align 8, !tbaa !27
  %7 = icmp eq i32 %6, 0
  %8 = select i1 %7, i64 5, i64 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setMaxWindowSize(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !110
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = add i64 %1, -2147483649
  %8 = icmp ult i64 %7, -2147482625
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %0, i64 30264
  store i64 %1, ptr %10, align 8, !tbaa !28
  br label %11

11:                                               ; preds = %6, %2, %9
  %12 = phi i64 [ 0, %9 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @ZSTD_dParam_getBounds(i32 noundef %0) local_unnamed_addr #2 {
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
  %12 = insertvalue [2 x i64] poison, i64 %11, 0
  %13 = insertvalue [2 x i64] %12, i64 %10, 1
  ret [2 x i64] %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setFormat(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 30236
  %4 = load i32, ptr %3, align 4, !tbaa !110
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = icmp ugt i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 %1, ptr %9, align 8, !tbaa !27
  br label %10

10:                                               ; preds = %2, %6, %8
  %11 = phi i64 [ 0, %8 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_DCtx_setParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 30236
  %5 = load i32, ptr %4, align 4, !tbaa !110
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
  store i64 %15, ptr %16, align 8, !tbaa !28
  br label %48

17:                                               ; preds = %7
  %18 = icmp ugt i32 %2, 1
  br i1 %18, label %48, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 30104
  store i32 %2, ptr %20, align 8, !tbaa !27
  br label %48

21:                                               ; preds = %7
  %22 = icmp ugt i32 %2, 1
  br i1 %22, label %48, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %0, i64 30320
  store i32 %2, ptr %24, align 8, !tbaa !29
  br label %48

25:                                               ; preds = %7
  %26 = icmp ugt i32 %2, 1
  br i1 %26, label %48, label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 30108
  store i32 %2, ptr %28, align 4, !tbaa !30
  br label %48

29:                                               ; preds = %7
  %30 = icmp ugt i32 %2, 1
  br i1 %30, label %48, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i8, ptr %0, i64 30168
  %33 = load i64, ptr %32, align 8, !tbaa !32
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %48

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 30224
  store i32 %2, ptr %36, align 8, !tbaa !70
  br label %48

37:                                               ; preds = %7
  %38 = icmp ugt i32 %2, 1
  br i1 %38, label %48, label %39

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr %0, i64 30228
  store i32 %2, ptr %40, align 4, !tbaa !116
  br label %48

41:                                               ; preds = %7
  %42 = icmp ne i32 %2, 0
  %43 = add i32 %2, -131073
  %44 = icmp ult i32 %43, -130049
  %45 = and i1 %42, %44
  br i1 %45, label %48, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %0, i64 30232
  store i32 %2, ptr %47, align 8, !tbaa !31
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
  %6 = load i64, ptr %5, align 8, !tbaa !28
  %7 = trunc i64 %6 to i32
  %8 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %7, i1 false)
  %9 = sub nsw i32 31, %8
  br label %28

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 30104
  %12 = load i32, ptr %11, align 8, !tbaa !27
  br label %28

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 30320
  %15 = load i32, ptr %14, align 8, !tbaa !29
  br label %28

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 30108
  %18 = load i32, ptr %17, align 4, !tbaa !30
  br label %28

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %0, i64 30224
  %21 = load i32, ptr %20, align 8, !tbaa !70
  br label %28

22:                                               ; preds = %3
  %23 = getelementptr inbounds i8, ptr %0, i64 30228
  %24 = load i32, ptr %23, align 4, !tbaa !116
  br label %28

25:                                               ; preds = %3
  %26 = getelementptr inbounds i8, ptr %0, i64 30232
  %27 = load i32, ptr %26, align 8, !tbaa !31
  br label %28

28:                                               ; preds = %25, %22, %19, %16, %13, %10, %4
  %29 = phi i32 [ %9, %4 ], [ %12, %10 ], [ %15, %13 ], [ %18, %16 ], [ %21, %19 ], [ %24, %22 ], [ %27, %25 ]
  store i32 %29, ptr %2, align 4, !tbaa !22
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
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = tail call i64 @ZSTD_sizeof_DDict(ptr noundef %5) #18
  %7 = add i64 %6, 95976
  %8 = getelementptr inbounds i8, ptr %0, i64 30248
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = add i64 %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 30280
  %12 = load i64, ptr %11, align 8, !tbaa !20
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
  %10 = load i64, ptr %9, align 8, !tbaa !46
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
  %5 = load ptr, ptr %2, align 8, !tbaa !117
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !119
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !120
  %11 = getelementptr inbounds i8, ptr %5, i64 %10
  %12 = load ptr, ptr %1, align 8, !tbaa !121
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !122
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !123
  %18 = getelementptr inbounds i8, ptr %12, i64 %17
  %19 = icmp ugt i64 %7, %10
  br i1 %19, label %528, label %20

20:                                               ; preds = %3
  %21 = icmp ugt i64 %14, %17
  br i1 %21, label %528, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %0, i64 30328
  %24 = load ptr, ptr %23, align 8, !tbaa !34
  %25 = getelementptr inbounds i8, ptr %0, i64 30336
  %26 = load i64, ptr %25, align 8, !tbaa !39
  %27 = getelementptr inbounds i8, ptr %0, i64 30344
  %28 = load i64, ptr %27, align 8, !tbaa !39
  %29 = getelementptr inbounds i8, ptr %0, i64 30320
  %30 = load i32, ptr %29, align 8, !tbaa !29
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %32, label %42

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %0, i64 30236
  %34 = load i32, ptr %33, align 4, !tbaa !110
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = icmp eq ptr %24, %12
  %38 = icmp eq i64 %28, %14
  %39 = select i1 %37, i1 %38, i1 false
  %40 = icmp eq i64 %26, %17
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %528

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
  %73 = getelementptr inbounds i8, ptr %0, i64 30040
  %74 = getelementptr inbounds i8, ptr %0, i64 29976
  %75 = getelementptr inbounds i8, ptr %0, i64 29996
  %76 = getelementptr inbounds i8, ptr %0, i64 95944
  %77 = getelementptr inbounds i8, ptr %0, i64 29936
  %78 = getelementptr inbounds i8, ptr %0, i64 30264
  %79 = getelementptr inbounds i8, ptr %0, i64 30232
  %80 = getelementptr inbounds i8, ptr %0, i64 30248
  %81 = getelementptr inbounds i8, ptr %0, i64 95960
  %82 = getelementptr inbounds i8, ptr %0, i64 30168
  %83 = getelementptr inbounds i8, ptr %0, i64 30240
  %84 = getelementptr inbounds i8, ptr %0, i64 30128
  %85 = getelementptr inbounds i8, ptr %0, i64 30136
  %86 = getelementptr inbounds i8, ptr %0, i64 30144
  %87 = getelementptr inbounds i8, ptr %0, i64 29992
  br label %88

88:                                               ; preds = %143, %42
  %89 = phi ptr [ %8, %42 ], [ %144, %143 ]
  %90 = phi ptr [ %15, %42 ], [ %145, %143 ]
  br label %91

91:                                               ; preds = %466, %88
  %92 = phi ptr [ %90, %88 ], [ %459, %466 ]
  %93 = load i32, ptr %43, align 4, !tbaa !110
  switch i32 %93, label %528 [
    i32 0, label %99
    i32 1, label %97
    i32 2, label %312
    i32 3, label %94
    i32 4, label %443
  ]

94:                                               ; preds = %91
  %95 = load i64, ptr %62, align 8, !tbaa !91
  %96 = load i32, ptr %75, align 4, !tbaa !92
  br label %373

97:                                               ; preds = %91
  %98 = load i64, ptr %52, align 8, !tbaa !124
  br label %100

99:                                               ; preds = %91
  store i32 1, ptr %43, align 4, !tbaa !110
  store i64 0, ptr %51, align 8, !tbaa !125
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %45, i8 0, i64 28, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !126
  br label %100

100:                                              ; preds = %97, %99
  %101 = phi i64 [ %98, %97 ], [ 0, %99 ]
  %102 = load i32, ptr %55, align 8, !tbaa !27
  %103 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %101, i32 noundef %102)
  %104 = load i32, ptr %56, align 8, !tbaa !70
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %100
  %107 = load ptr, ptr %57, align 8, !tbaa !26
  %108 = icmp eq ptr %107, null
  br i1 %108, label %110, label %109

109:                                              ; preds = %106
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %110

110:                                              ; preds = %109, %106, %100
  %111 = icmp ult i64 %103, -119
  br i1 %111, label %112, label %528

112:                                              ; preds = %110
  %113 = icmp eq i64 %103, 0
  br i1 %113, label %146, label %114

114:                                              ; preds = %112
  %115 = load i64, ptr %52, align 8, !tbaa !124
  %116 = sub i64 %103, %115
  %117 = ptrtoint ptr %89 to i64
  %118 = sub i64 %58, %117
  %119 = icmp ugt i64 %116, %118
  br i1 %119, label %120, label %140

120:                                              ; preds = %114
  %121 = icmp eq ptr %11, %89
  br i1 %121, label %126, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds i8, ptr %54, i64 %115
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %123, ptr align 1 %89, i64 %118, i1 false)
  %124 = load i64, ptr %52, align 8, !tbaa !124
  %125 = add i64 %124, %118
  store i64 %125, ptr %52, align 8, !tbaa !124
  br label %126

126:                                              ; preds = %122, %120
  %127 = phi i64 [ %125, %122 ], [ %115, %120 ]
  %128 = load i64, ptr %9, align 8, !tbaa !120
  store i64 %128, ptr %6, align 8, !tbaa !119
  %129 = load i32, ptr %55, align 8, !tbaa !27
  %130 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %127, i32 noundef %129)
  %131 = icmp ult i64 %130, -119
  br i1 %131, label %132, label %528

132:                                              ; preds = %126
  %133 = load i32, ptr %55, align 8, !tbaa !27
  %134 = icmp eq i32 %133, 0
  %135 = select i1 %134, i64 6, i64 2
  %136 = tail call i64 @llvm.umax.i64(i64 %135, i64 %103)
  %137 = load i64, ptr %52, align 8, !tbaa !124
  %138 = sub i64 %136, %137
  %139 = add i64 %138, 3
  br label %528

140:                                              ; preds = %114
  %141 = getelementptr inbounds i8, ptr %54, i64 %115
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %141, ptr align 1 %89, i64 %116, i1 false)
  store i64 %103, ptr %52, align 8, !tbaa !124
  %142 = getelementptr inbounds i8, ptr %89, i64 %116
  br label %143

143:                                              ; preds = %140, %366, %440
  %144 = phi ptr [ %404, %440 ], [ %369, %366 ], [ %142, %140 ]
  %145 = phi ptr [ %441, %440 ], [ %367, %366 ], [ %92, %140 ]
  br label %88, !llvm.loop !127

146:                                              ; preds = %112
  %147 = load i64, ptr %49, align 8, !tbaa !79
  %148 = icmp eq i64 %147, -1
  br i1 %148, label %169, label %149

149:                                              ; preds = %146
  %150 = load i32, ptr %59, align 4, !tbaa !128
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %169, label %152

152:                                              ; preds = %149
  %153 = ptrtoint ptr %92 to i64
  %154 = sub i64 %46, %153
  %155 = icmp ult i64 %154, %147
  br i1 %155, label %169, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %55, align 8, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call fastcc void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_frameSizeInfo) align 8 %4, ptr noundef %8, i64 noundef %60, i32 noundef %157)
  %158 = load i64, ptr %61, align 8, !tbaa !51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  %159 = icmp ugt i64 %158, %60
  br i1 %159, label %169, label %160

160:                                              ; preds = %156
  %161 = tail call fastcc ptr @ZSTD_getDDict(ptr noundef nonnull %0)
  %162 = tail call fastcc i64 @ZSTD_decompressMultiFrame(ptr noundef nonnull %0, ptr noundef %92, i64 noundef %154, ptr noundef %8, i64 noundef %158, ptr noundef null, i64 noundef 0, ptr noundef %161)
  %163 = icmp ult i64 %162, -119
  br i1 %163, label %164, label %528

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %8, i64 %158
  %166 = icmp eq ptr %92, null
  %167 = getelementptr inbounds i8, ptr %92, i64 %162
  %168 = select i1 %166, ptr null, ptr %167
  store i64 0, ptr %62, align 8, !tbaa !91
  br label %473

169:                                              ; preds = %156, %152, %149, %146
  %170 = load i32, ptr %29, align 8, !tbaa !29
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %182

172:                                              ; preds = %169
  %173 = load i32, ptr %59, align 4, !tbaa !128
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %182, label %175

175:                                              ; preds = %172
  %176 = load i64, ptr %49, align 8, !tbaa !79
  %177 = icmp ne i64 %176, -1
  %178 = ptrtoint ptr %92 to i64
  %179 = sub i64 %46, %178
  %180 = icmp ult i64 %179, %176
  %181 = select i1 %177, i1 %180, i1 false
  br i1 %181, label %528, label %182

182:                                              ; preds = %175, %172, %169
  %183 = load i32, ptr %63, align 8, !tbaa !35
  switch i32 %183, label %184 [
    i32 1, label %189
    i32 -1, label %187
  ]

184:                                              ; preds = %182
  %185 = load ptr, ptr %65, align 8, !tbaa !6
  %186 = tail call i64 @ZSTD_freeDDict(ptr noundef %185) #18
  store i32 0, ptr %63, align 8, !tbaa !35
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, i8 0, i64 16, i1 false)
  br label %191

187:                                              ; preds = %182
  %188 = load ptr, ptr %64, align 8, !tbaa !81
  br label %191

189:                                              ; preds = %182
  store i32 0, ptr %63, align 8, !tbaa !35
  %190 = load ptr, ptr %64, align 8, !tbaa !81
  br label %191

191:                                              ; preds = %189, %187, %184
  %192 = phi ptr [ null, %184 ], [ %188, %187 ], [ %190, %189 ]
  %193 = tail call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef nonnull %0, ptr noundef %192)
  %194 = load i32, ptr %55, align 8, !tbaa !27
  %195 = icmp eq i32 %194, 0
  br i1 %195, label %196, label %203

196:                                              ; preds = %191
  %197 = load i32, ptr %54, align 1, !tbaa !22
  %198 = and i32 %197, -16
  %199 = icmp eq i32 %198, 407710288
  br i1 %199, label %200, label %203

200:                                              ; preds = %196
  %201 = load i32, ptr %76, align 1, !tbaa !22
  %202 = zext i32 %201 to i64
  br label %234

203:                                              ; preds = %191, %196
  %204 = load i64, ptr %52, align 8, !tbaa !124
  %205 = tail call i64 @ZSTD_getFrameHeader_advanced(ptr noundef nonnull %49, ptr noundef nonnull %54, i64 noundef %204, i32 noundef %194)
  %206 = icmp ult i64 %205, -119
  br i1 %206, label %207, label %528

207:                                              ; preds = %203
  %208 = icmp eq i64 %205, 0
  br i1 %208, label %209, label %528

209:                                              ; preds = %207
  %210 = load i32, ptr %56, align 8, !tbaa !70
  %211 = icmp eq i32 %210, 1
  br i1 %211, label %212, label %216

212:                                              ; preds = %209
  %213 = load ptr, ptr %57, align 8, !tbaa !26
  %214 = icmp eq ptr %213, null
  br i1 %214, label %216, label %215

215:                                              ; preds = %212
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(ptr noundef nonnull %0)
  br label %216

216:                                              ; preds = %215, %212, %209
  %217 = load i32, ptr %66, align 4, !tbaa !71
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %222, label %219

219:                                              ; preds = %216
  %220 = load i32, ptr %67, align 8, !tbaa !72
  %221 = icmp eq i32 %220, %217
  br i1 %221, label %222, label %528

222:                                              ; preds = %219, %216
  %223 = load i32, ptr %68, align 8, !tbaa !73
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %230, label %225

225:                                              ; preds = %222
  %226 = load i32, ptr %69, align 4, !tbaa !30
  %227 = icmp eq i32 %226, 0
  %228 = zext i1 %227 to i32
  store i32 %228, ptr %70, align 8, !tbaa !74
  br i1 %227, label %229, label %231

229:                                              ; preds = %225
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %71, i8 0, i64 88, i1 false)
  store <2 x i64> <i64 6983438078262162902, i64 -4417276706812531889>, ptr %72, align 8, !tbaa !39
  store i64 7046029288634856825, ptr %73, align 8, !tbaa !39
  br label %231

230:                                              ; preds = %222
  store i32 0, ptr %70, align 8, !tbaa !74
  br label %231

231:                                              ; preds = %230, %229, %225
  %232 = load i64, ptr %74, align 8, !tbaa !75
  %233 = add i64 %232, %204
  store i64 %233, ptr %74, align 8, !tbaa !75
  br label %234

234:                                              ; preds = %200, %231
  %235 = phi i64 [ 3, %231 ], [ %202, %200 ]
  %236 = phi i32 [ 2, %231 ], [ 7, %200 ]
  store i64 %235, ptr %62, align 8, !tbaa !91
  store i32 %236, ptr %75, align 4, !tbaa !92
  %237 = load i64, ptr %77, align 8, !tbaa !129
  %238 = tail call i64 @llvm.umax.i64(i64 %237, i64 1024)
  store i64 %238, ptr %77, align 8, !tbaa !129
  %239 = load i64, ptr %78, align 8, !tbaa !28
  %240 = icmp ugt i64 %238, %239
  br i1 %240, label %528, label %241

241:                                              ; preds = %234
  %242 = load i32, ptr %79, align 8, !tbaa !31
  %243 = icmp eq i32 %242, 0
  %244 = load i32, ptr %50, align 8, !tbaa !76
  br i1 %243, label %247, label %245

245:                                              ; preds = %241
  %246 = tail call i32 @llvm.umin.i32(i32 %244, i32 %242)
  store i32 %246, ptr %50, align 8, !tbaa !76
  br label %247

247:                                              ; preds = %245, %241
  %248 = phi i32 [ %246, %245 ], [ %244, %241 ]
  %249 = tail call i32 @llvm.umax.i32(i32 %248, i32 4)
  %250 = zext i32 %249 to i64
  %251 = load i32, ptr %29, align 8, !tbaa !29
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %253, label %262

253:                                              ; preds = %247
  %254 = load i64, ptr %49, align 8, !tbaa !79
  %255 = zext i32 %248 to i64
  %256 = tail call i64 @llvm.umin.i64(i64 %238, i64 %255)
  %257 = tail call i64 @llvm.umin.i64(i64 %256, i64 131072)
  %258 = shl nuw nsw i64 %257, 1
  %259 = add i64 %238, 64
  %260 = add i64 %259, %258
  %261 = tail call i64 @llvm.umin.i64(i64 %260, i64 %254)
  br label %262

262:                                              ; preds = %247, %253
  %263 = phi i64 [ %261, %253 ], [ 0, %247 ]
  %264 = load i64, ptr %80, align 8, !tbaa !19
  %265 = load i64, ptr %48, align 8, !tbaa !20
  %266 = add i64 %265, %264
  %267 = add i64 %263, %250
  %268 = mul i64 %267, 3
  %269 = icmp ult i64 %266, %268
  br i1 %269, label %273, label %270

270:                                              ; preds = %262
  %271 = load i64, ptr %81, align 8, !tbaa !24
  %272 = add i64 %271, 1
  br label %273

273:                                              ; preds = %262, %270
  %274 = phi i64 [ %272, %270 ], [ 0, %262 ]
  store i64 %274, ptr %81, align 8, !tbaa !24
  %275 = icmp ult i64 %264, %250
  br i1 %275, label %280, label %276

276:                                              ; preds = %273
  %277 = icmp ult i64 %265, %263
  %278 = icmp ugt i64 %274, 127
  %279 = select i1 %277, i1 true, i1 %278
  br i1 %279, label %280, label %311

280:                                              ; preds = %273, %276
  %281 = load i64, ptr %82, align 8, !tbaa !32
  %282 = icmp eq i64 %281, 0
  br i1 %282, label %288, label %283

283:                                              ; preds = %280
  %284 = add i64 %281, -95976
  %285 = icmp ugt i64 %267, %284
  br i1 %285, label %528, label %286

286:                                              ; preds = %283
  %287 = load ptr, ptr %83, align 8, !tbaa !33
  br label %308

288:                                              ; preds = %280
  %289 = load ptr, ptr %83, align 8, !tbaa !33
  %290 = load ptr, ptr %85, align 8, !tbaa !34
  %291 = load ptr, ptr %86, align 8, !tbaa !34
  %292 = icmp eq ptr %289, null
  br i1 %292, label %297, label %293

293:                                              ; preds = %288
  %294 = icmp eq ptr %290, null
  br i1 %294, label %296, label %295

295:                                              ; preds = %293
  tail call void %290(ptr noundef %291, ptr noundef nonnull %289) #18
  br label %297

296:                                              ; preds = %293
  tail call void @free(ptr noundef nonnull %289) #18
  br label %297

297:                                              ; preds = %288, %295, %296
  store i64 0, ptr %80, align 8, !tbaa !19
  store i64 0, ptr %48, align 8, !tbaa !20
  %298 = load ptr, ptr %84, align 8, !tbaa !34
  %299 = icmp eq ptr %298, null
  br i1 %299, label %303, label %300

300:                                              ; preds = %297
  %301 = load ptr, ptr %86, align 8, !tbaa !34
  %302 = tail call ptr %298(ptr noundef %301, i64 noundef %267) #18
  br label %305

303:                                              ; preds = %297
  %304 = tail call noalias ptr @malloc(i64 noundef %267) #19
  br label %305

305:                                              ; preds = %300, %303
  %306 = phi ptr [ %302, %300 ], [ %304, %303 ]
  store ptr %306, ptr %83, align 8, !tbaa !33
  %307 = icmp eq ptr %306, null
  br i1 %307, label %528, label %308

308:                                              ; preds = %286, %305
  %309 = phi ptr [ %287, %286 ], [ %306, %305 ]
  store i64 %250, ptr %80, align 8, !tbaa !19
  %310 = getelementptr inbounds i8, ptr %309, i64 %250
  store ptr %310, ptr %47, align 8, !tbaa !130
  store i64 %263, ptr %48, align 8, !tbaa !20
  br label %311

311:                                              ; preds = %276, %308
  store i32 2, ptr %43, align 4, !tbaa !110
  br label %312

312:                                              ; preds = %91, %311
  %313 = ptrtoint ptr %89 to i64
  %314 = sub i64 %58, %313
  %315 = load i32, ptr %75, align 4, !tbaa !92
  %316 = add i32 %315, -3
  %317 = icmp ult i32 %316, 2
  br i1 %317, label %320, label %318

318:                                              ; preds = %312
  %319 = load i64, ptr %62, align 8, !tbaa !91
  br label %327

320:                                              ; preds = %312
  %321 = load i32, ptr %87, align 8, !tbaa !93
  %322 = icmp eq i32 %321, 0
  %323 = load i64, ptr %62, align 8, !tbaa !91
  br i1 %322, label %324, label %327

324:                                              ; preds = %320
  %325 = tail call i64 @llvm.umin.i64(i64 %323, i64 %314)
  %326 = tail call i64 @llvm.umax.i64(i64 %325, i64 1)
  br label %330

327:                                              ; preds = %318, %320
  %328 = phi i64 [ %319, %318 ], [ %323, %320 ]
  %329 = icmp eq i64 %328, 0
  br i1 %329, label %473, label %330

330:                                              ; preds = %324, %327
  %331 = phi i64 [ %323, %324 ], [ %328, %327 ]
  %332 = phi i64 [ %326, %324 ], [ %328, %327 ]
  %333 = icmp ult i64 %314, %332
  br i1 %333, label %370, label %334

334:                                              ; preds = %330
  %335 = icmp eq i32 %315, 7
  %336 = load i32, ptr %29, align 8, !tbaa !29
  %337 = icmp eq i32 %336, 0
  br i1 %337, label %338, label %358

338:                                              ; preds = %334
  br i1 %335, label %339, label %341

339:                                              ; preds = %338
  %340 = load i64, ptr %45, align 8, !tbaa !131
  br label %345

341:                                              ; preds = %338
  %342 = load i64, ptr %48, align 8, !tbaa !20
  %343 = load i64, ptr %45, align 8, !tbaa !131
  %344 = sub i64 %342, %343
  br label %345

345:                                              ; preds = %341, %339
  %346 = phi i64 [ %343, %341 ], [ %340, %339 ]
  %347 = phi i64 [ %344, %341 ], [ 0, %339 ]
  %348 = load ptr, ptr %47, align 8, !tbaa !130
  %349 = getelementptr inbounds i8, ptr %348, i64 %346
  %350 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %349, i64 noundef %347, ptr noundef %89, i64 noundef %332)
  %351 = icmp ult i64 %350, -119
  br i1 %351, label %352, label %528

352:                                              ; preds = %345
  %353 = icmp ne i64 %350, 0
  %354 = or i1 %335, %353
  br i1 %354, label %355, label %366

355:                                              ; preds = %352
  %356 = load i64, ptr %45, align 8, !tbaa !131
  %357 = add i64 %356, %350
  store i64 %357, ptr %44, align 8, !tbaa !132
  br label %366

358:                                              ; preds = %334
  %359 = ptrtoint ptr %92 to i64
  %360 = sub i64 %46, %359
  %361 = select i1 %335, i64 0, i64 %360
  %362 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %92, i64 noundef %361, ptr noundef %89, i64 noundef %332)
  %363 = icmp ult i64 %362, -119
  br i1 %363, label %364, label %528

364:                                              ; preds = %358
  %365 = getelementptr inbounds i8, ptr %92, i64 %362
  br label %366

366:                                              ; preds = %364, %355, %352
  %367 = phi ptr [ %92, %355 ], [ %92, %352 ], [ %365, %364 ]
  %368 = phi i32 [ 4, %355 ], [ 2, %352 ], [ 2, %364 ]
  store i32 %368, ptr %43, align 4, !tbaa !110
  %369 = getelementptr inbounds i8, ptr %89, i64 %332
  br label %143

370:                                              ; preds = %330
  %371 = icmp eq ptr %89, %11
  br i1 %371, label %476, label %372

372:                                              ; preds = %370
  store i32 3, ptr %43, align 4, !tbaa !110
  br label %373

373:                                              ; preds = %94, %372
  %374 = phi i32 [ %96, %94 ], [ %315, %372 ]
  %375 = phi i64 [ %95, %94 ], [ %331, %372 ]
  %376 = load i64, ptr %51, align 8, !tbaa !125
  %377 = sub i64 %375, %376
  %378 = icmp eq i32 %374, 7
  br i1 %378, label %392, label %379

379:                                              ; preds = %373
  %380 = load i64, ptr %80, align 8, !tbaa !19
  %381 = sub i64 %380, %376
  %382 = icmp ugt i64 %377, %381
  br i1 %382, label %528, label %383

383:                                              ; preds = %379
  %384 = ptrtoint ptr %89 to i64
  %385 = sub i64 %58, %384
  %386 = tail call i64 @llvm.umin.i64(i64 %377, i64 %385)
  %387 = icmp eq i64 %386, 0
  br i1 %387, label %402, label %388

388:                                              ; preds = %383
  %389 = load ptr, ptr %83, align 8, !tbaa !33
  %390 = getelementptr inbounds i8, ptr %389, i64 %376
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %390, ptr readonly align 1 %89, i64 %386, i1 false)
  %391 = load i64, ptr %51, align 8, !tbaa !125
  br label %397

392:                                              ; preds = %373
  %393 = ptrtoint ptr %89 to i64
  %394 = sub i64 %58, %393
  %395 = tail call i64 @llvm.umin.i64(i64 %377, i64 %394)
  %396 = icmp eq i64 %395, 0
  br i1 %396, label %402, label %397

397:                                              ; preds = %388, %392
  %398 = phi i64 [ %391, %388 ], [ %376, %392 ]
  %399 = phi i64 [ %386, %388 ], [ %395, %392 ]
  %400 = getelementptr inbounds i8, ptr %89, i64 %399
  %401 = add i64 %398, %399
  store i64 %401, ptr %51, align 8, !tbaa !125
  br label %402

402:                                              ; preds = %383, %397, %392
  %403 = phi i64 [ %399, %397 ], [ 0, %392 ], [ 0, %383 ]
  %404 = phi ptr [ %400, %397 ], [ %89, %392 ], [ %89, %383 ]
  %405 = icmp ult i64 %403, %377
  br i1 %405, label %476, label %406

406:                                              ; preds = %402
  store i64 0, ptr %51, align 8, !tbaa !125
  %407 = load ptr, ptr %83, align 8, !tbaa !33
  %408 = load i32, ptr %75, align 4, !tbaa !92
  %409 = icmp eq i32 %408, 7
  %410 = load i32, ptr %29, align 8, !tbaa !29
  %411 = icmp eq i32 %410, 0
  br i1 %411, label %412, label %432

412:                                              ; preds = %406
  br i1 %409, label %413, label %415

413:                                              ; preds = %412
  %414 = load i64, ptr %45, align 8, !tbaa !131
  br label %419

415:                                              ; preds = %412
  %416 = load i64, ptr %48, align 8, !tbaa !20
  %417 = load i64, ptr %45, align 8, !tbaa !131
  %418 = sub i64 %416, %417
  br label %419

419:                                              ; preds = %415, %413
  %420 = phi i64 [ %417, %415 ], [ %414, %413 ]
  %421 = phi i64 [ %418, %415 ], [ 0, %413 ]
  %422 = load ptr, ptr %47, align 8, !tbaa !130
  %423 = getelementptr inbounds i8, ptr %422, i64 %420
  %424 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %423, i64 noundef %421, ptr noundef %407, i64 noundef %375)
  %425 = icmp ult i64 %424, -119
  br i1 %425, label %426, label %528

426:                                              ; preds = %419
  %427 = icmp ne i64 %424, 0
  %428 = or i1 %409, %427
  br i1 %428, label %429, label %440

429:                                              ; preds = %426
  %430 = load i64, ptr %45, align 8, !tbaa !131
  %431 = add i64 %430, %424
  store i64 %431, ptr %44, align 8, !tbaa !132
  br label %440

432:                                              ; preds = %406
  %433 = ptrtoint ptr %92 to i64
  %434 = sub i64 %46, %433
  %435 = select i1 %409, i64 0, i64 %434
  %436 = tail call i64 @ZSTD_decompressContinue(ptr noundef nonnull %0, ptr noundef %92, i64 noundef %435, ptr noundef %407, i64 noundef %375)
  %437 = icmp ult i64 %436, -119
  br i1 %437, label %438, label %528

438:                                              ; preds = %432
  %439 = getelementptr inbounds i8, ptr %92, i64 %436
  br label %440

440:                                              ; preds = %438, %429, %426
  %441 = phi ptr [ %92, %429 ], [ %92, %426 ], [ %439, %438 ]
  %442 = phi i32 [ 4, %429 ], [ 2, %426 ], [ 2, %438 ]
  store i32 %442, ptr %43, align 4, !tbaa !110
  br label %143

443:                                              ; preds = %91
  %444 = load i64, ptr %44, align 8, !tbaa !132
  %445 = load i64, ptr %45, align 8, !tbaa !131
  %446 = sub i64 %444, %445
  %447 = ptrtoint ptr %92 to i64
  %448 = sub i64 %46, %447
  %449 = tail call i64 @llvm.umin.i64(i64 %448, i64 %446)
  %450 = icmp eq i64 %449, 0
  br i1 %450, label %455, label %451

451:                                              ; preds = %443
  %452 = load ptr, ptr %47, align 8, !tbaa !130
  %453 = getelementptr inbounds i8, ptr %452, i64 %445
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr readonly align 1 %453, i64 %449, i1 false)
  %454 = load i64, ptr %45, align 8, !tbaa !131
  br label %455

455:                                              ; preds = %443, %451
  %456 = phi i64 [ %445, %443 ], [ %454, %451 ]
  %457 = icmp eq ptr %92, null
  %458 = getelementptr inbounds i8, ptr %92, i64 %449
  %459 = select i1 %457, ptr null, ptr %458
  %460 = add i64 %456, %449
  store i64 %460, ptr %45, align 8, !tbaa !131
  %461 = icmp ugt i64 %446, %448
  br i1 %461, label %476, label %462

462:                                              ; preds = %455
  store i32 2, ptr %43, align 4, !tbaa !110
  %463 = load i64, ptr %48, align 8, !tbaa !20
  %464 = load i64, ptr %49, align 8, !tbaa !79
  %465 = icmp ult i64 %463, %464
  br i1 %465, label %467, label %466

466:                                              ; preds = %462, %467, %472
  br label %91, !llvm.loop !127

467:                                              ; preds = %462
  %468 = load i32, ptr %50, align 8, !tbaa !76
  %469 = zext i32 %468 to i64
  %470 = add i64 %460, %469
  %471 = icmp ugt i64 %470, %463
  br i1 %471, label %472, label %466

472:                                              ; preds = %467
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false)
  br label %466

473:                                              ; preds = %327, %164
  %474 = phi ptr [ %168, %164 ], [ %92, %327 ]
  %475 = phi ptr [ %165, %164 ], [ %89, %327 ]
  store i32 0, ptr %43, align 4, !tbaa !110
  br label %476

476:                                              ; preds = %455, %370, %402, %473
  %477 = phi ptr [ %474, %473 ], [ %459, %455 ], [ %92, %370 ], [ %92, %402 ]
  %478 = phi ptr [ %475, %473 ], [ %89, %455 ], [ %404, %402 ], [ %11, %370 ]
  %479 = load ptr, ptr %2, align 8, !tbaa !117
  %480 = ptrtoint ptr %478 to i64
  %481 = ptrtoint ptr %479 to i64
  %482 = sub i64 %480, %481
  store i64 %482, ptr %6, align 8, !tbaa !119
  %483 = load ptr, ptr %1, align 8, !tbaa !121
  %484 = ptrtoint ptr %477 to i64
  %485 = ptrtoint ptr %483 to i64
  %486 = sub i64 %484, %485
  store i64 %486, ptr %13, align 8, !tbaa !122
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !126
  %487 = icmp eq ptr %478, %8
  %488 = icmp eq ptr %477, %15
  %489 = select i1 %487, i1 %488, i1 false
  %490 = getelementptr inbounds i8, ptr %0, i64 30316
  br i1 %489, label %491, label %499

491:                                              ; preds = %476
  %492 = load i32, ptr %490, align 4, !tbaa !23
  %493 = add nsw i32 %492, 1
  store i32 %493, ptr %490, align 4, !tbaa !23
  %494 = icmp sgt i32 %492, 14
  br i1 %494, label %495, label %500

495:                                              ; preds = %491
  %496 = icmp eq i64 %14, %17
  br i1 %496, label %528, label %497

497:                                              ; preds = %495
  %498 = icmp eq i64 %7, %10
  br i1 %498, label %528, label %500

499:                                              ; preds = %476
  store i32 0, ptr %490, align 4, !tbaa !23
  br label %500

500:                                              ; preds = %491, %497, %499
  %501 = load i64, ptr %62, align 8, !tbaa !91
  %502 = icmp eq i64 %501, 0
  br i1 %502, label %503, label %521

503:                                              ; preds = %500
  %504 = load i64, ptr %44, align 8, !tbaa !132
  %505 = load i64, ptr %45, align 8, !tbaa !131
  %506 = icmp eq i64 %504, %505
  %507 = load i32, ptr %53, align 8, !tbaa !133
  %508 = icmp eq i32 %507, 0
  br i1 %506, label %509, label %517

509:                                              ; preds = %503
  br i1 %508, label %528, label %510

510:                                              ; preds = %509
  %511 = load i64, ptr %6, align 8, !tbaa !119
  %512 = load i64, ptr %9, align 8, !tbaa !120
  %513 = icmp ult i64 %511, %512
  br i1 %513, label %515, label %514

514:                                              ; preds = %510
  store i32 2, ptr %43, align 4, !tbaa !110
  br label %528

515:                                              ; preds = %510
  %516 = add nuw i64 %511, 1
  store i64 %516, ptr %6, align 8, !tbaa !119
  br label %528

517:                                              ; preds = %503
  br i1 %508, label %518, label %528

518:                                              ; preds = %517
  %519 = load i64, ptr %6, align 8, !tbaa !119
  %520 = add i64 %519, -1
  store i64 %520, ptr %6, align 8, !tbaa !119
  store i32 1, ptr %53, align 8, !tbaa !133
  br label %528

521:                                              ; preds = %500
  %522 = tail call i32 @ZSTD_nextInputType(ptr noundef nonnull %0)
  %523 = icmp eq i32 %522, 2
  %524 = select i1 %523, i64 3, i64 0
  %525 = load i64, ptr %51, align 8, !tbaa !125
  %526 = sub i64 %501, %525
  %527 = add i64 %526, %524
  br label %528

528:                                              ; preds = %91, %432, %419, %358, %345, %219, %207, %203, %175, %110, %379, %305, %283, %234, %160, %126, %132, %36, %514, %521, %515, %509, %518, %517, %497, %495, %20, %3
  %529 = phi i64 [ -72, %3 ], [ -70, %20 ], [ -80, %495 ], [ -82, %497 ], [ %527, %521 ], [ 1, %514 ], [ 0, %515 ], [ 0, %509 ], [ 1, %518 ], [ 1, %517 ], [ -104, %36 ], [ %130, %126 ], [ %139, %132 ], [ %162, %160 ], [ -1, %91 ], [ -16, %234 ], [ -64, %283 ], [ -64, %305 ], [ -20, %379 ], [ %103, %110 ], [ -70, %175 ], [ -32, %219 ], [ -72, %207 ], [ %205, %203 ], [ %362, %358 ], [ %350, %345 ], [ %436, %432 ], [ %424, %419 ]
  ret i64 %529
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_DCtx_selectFrameDDict(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 30192
  %3 = load ptr, ptr %2, align 8, !tbaa !81
  %4 = icmp eq ptr %3, null
  br i1 %4, label %51, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 30216
  %7 = load ptr, ptr %6, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %0, i64 29956
  %9 = load i32, ptr %8, align 4, !tbaa !71
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
  %25 = load i64, ptr %24, align 8, !tbaa !113
  %26 = add i64 %25, -1
  %27 = and i64 %23, %26
  br label %28

28:                                               ; preds = %28, %5
  %29 = phi i64 [ %27, %5 ], [ %38, %28 ]
  %30 = load ptr, ptr %7, align 8, !tbaa !36
  %31 = getelementptr inbounds ptr, ptr %30, i64 %29
  %32 = load ptr, ptr %31, align 8, !tbaa !34
  %33 = tail call i32 @ZSTD_getDictID_fromDDict(ptr noundef %32) #18
  %34 = icmp eq i32 %33, %9
  %35 = icmp eq i32 %33, 0
  %36 = or i1 %34, %35
  %37 = and i64 %29, %26
  %38 = add i64 %37, 1
  br i1 %36, label %39, label %28

39:                                               ; preds = %28
  %40 = load ptr, ptr %7, align 8, !tbaa !36
  %41 = getelementptr inbounds ptr, ptr %40, i64 %29
  %42 = load ptr, ptr %41, align 8, !tbaa !34
  %43 = icmp eq ptr %42, null
  br i1 %43, label %51, label %44

44:                                               ; preds = %39
  %45 = getelementptr inbounds i8, ptr %0, i64 30184
  %46 = load ptr, ptr %45, align 8, !tbaa !6
  %47 = tail call i64 @ZSTD_freeDDict(ptr noundef %46) #18
  %48 = getelementptr inbounds i8, ptr %0, i64 30208
  store i64 0, ptr %45, align 8
  %49 = load i32, ptr %8, align 4, !tbaa !71
  %50 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 %49, ptr %50, align 8, !tbaa !72
  store ptr %42, ptr %2, align 8, !tbaa !81
  store i32 -1, ptr %48, align 8, !tbaa !35
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
  store ptr %1, ptr %8, align 8, !tbaa !121
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %10, align 8, !tbaa !123
  %11 = load i64, ptr %3, align 8, !tbaa !39
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %11, ptr %12, align 8, !tbaa !122
  store ptr %4, ptr %9, align 8, !tbaa !117
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %5, ptr %13, align 8, !tbaa !120
  %14 = load i64, ptr %6, align 8, !tbaa !39
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %14, ptr %15, align 8, !tbaa !119
  %16 = call i64 @ZSTD_decompressStream(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %9)
  %17 = load i64, ptr %12, align 8, !tbaa !122
  store i64 %17, ptr %3, align 8, !tbaa !39
  %18 = load i64, ptr %15, align 8, !tbaa !119
  store i64 %18, ptr %6, align 8, !tbaa !39
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
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind allocsize(0) }
attributes #20 = { nounwind willreturn memory(read) }
attributes #21 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 30184}
!7 = !{!"ZSTD_DCtx_s", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !11, i64 32, !9, i64 27324, !8, i64 29888, !8, i64 29896, !8, i64 29904, !8, i64 29912, !12, i64 29920, !13, i64 29928, !12, i64 29976, !12, i64 29984, !15, i64 29992, !15, i64 29996, !15, i64 30000, !15, i64 30004, !16, i64 30008, !12, i64 30096, !15, i64 30104, !15, i64 30108, !15, i64 30112, !8, i64 30120, !17, i64 30128, !12, i64 30152, !12, i64 30160, !12, i64 30168, !15, i64 30176, !8, i64 30184, !8, i64 30192, !15, i64 30200, !15, i64 30204, !15, i64 30208, !8, i64 30216, !15, i64 30224, !15, i64 30228, !15, i64 30232, !15, i64 30236, !8, i64 30240, !12, i64 30248, !12, i64 30256, !12, i64 30264, !8, i64 30272, !12, i64 30280, !12, i64 30288, !12, i64 30296, !12, i64 30304, !15, i64 30312, !15, i64 30316, !15, i64 30320, !18, i64 30328, !8, i64 30352, !8, i64 30360, !15, i64 30368, !9, i64 30372, !9, i64 95940, !12, i64 95960, !14, i64 95968}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"", !9, i64 0, !9, i64 4104, !9, i64 6160, !9, i64 10264, !9, i64 26652, !9, i64 26664}
!12 = !{!"long", !9, i64 0}
!13 = !{!"", !14, i64 0, !14, i64 8, !15, i64 16, !15, i64 20, !15, i64 24, !15, i64 28, !15, i64 32, !15, i64 36, !15, i64 40}
!14 = !{!"long long", !9, i64 0}
!15 = !{!"int", !9, i64 0}
!16 = !{!"XXH_NAMESPACEXXH64_state_s", !12, i64 0, !9, i64 8, !9, i64 40, !15, i64 72, !15, i64 76, !12, i64 80}
!17 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16}
!18 = !{!"ZSTD_outBuffer_s", !8, i64 0, !12, i64 8, !12, i64 16}
!19 = !{!7, !12, i64 30248}
!20 = !{!7, !12, i64 30280}
!21 = !{!7, !8, i64 29912}
!22 = !{!15, !15, i64 0}
!23 = !{!7, !15, i64 30316}
!24 = !{!7, !12, i64 95960}
!25 = !{!7, !15, i64 30176}
!26 = !{!7, !8, i64 30216}
!27 = !{!7, !15, i64 30104}
!28 = !{!7, !12, i64 30264}
!29 = !{!7, !15, i64 30320}
!30 = !{!7, !15, i64 30108}
!31 = !{!7, !15, i64 30232}
!32 = !{!7, !12, i64 30168}
!33 = !{!7, !8, i64 30240}
!34 = !{!8, !8, i64 0}
!35 = !{!7, !15, i64 30208}
!36 = !{!37, !8, i64 0}
!37 = !{!"", !8, i64 0, !12, i64 8, !12, i64 16}
!38 = !{!9, !9, i64 0}
!39 = !{!12, !12, i64 0}
!40 = !{!13, !15, i64 20}
!41 = !{!13, !15, i64 28}
!42 = !{!13, !15, i64 24}
!43 = !{!13, !14, i64 0}
!44 = !{!45, !45, i64 0}
!45 = !{!"short", !9, i64 0}
!46 = !{!13, !14, i64 8}
!47 = !{!13, !15, i64 16}
!48 = !{!13, !15, i64 32}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!52, !12, i64 8}
!52 = !{!"", !12, i64 0, !12, i64 8, !14, i64 16}
!53 = !{!52, !14, i64 16}
!54 = distinct !{!54, !50}
!55 = !{!14, !14, i64 0}
!56 = !{!57}
!57 = distinct !{!57, !58, !"ZSTD_errorFrameSizeInfo: argument 0"}
!58 = distinct !{!58, !"ZSTD_errorFrameSizeInfo"}
!59 = !{!60}
!60 = distinct !{!60, !61, !"ZSTD_errorFrameSizeInfo: argument 0"}
!61 = distinct !{!61, !"ZSTD_errorFrameSizeInfo"}
!62 = !{!63, !15, i64 4}
!63 = !{!"", !15, i64 0, !15, i64 4, !15, i64 8}
!64 = !{!65}
!65 = distinct !{!65, !66, !"ZSTD_errorFrameSizeInfo: argument 0"}
!66 = distinct !{!66, !"ZSTD_errorFrameSizeInfo"}
!67 = !{!52, !12, i64 0}
!68 = distinct !{!68, !50}
!69 = !{!7, !8, i64 29888}
!70 = !{!7, !15, i64 30224}
!71 = !{!7, !15, i64 29956}
!72 = !{!7, !15, i64 30200}
!73 = !{!7, !15, i64 29960}
!74 = !{!7, !15, i64 30112}
!75 = !{!7, !12, i64 29976}
!76 = !{!7, !15, i64 29944}
!77 = !{!63, !15, i64 0}
!78 = !{!63, !15, i64 8}
!79 = !{!7, !14, i64 29928}
!80 = !{!7, !14, i64 95968}
!81 = !{!7, !8, i64 30192}
!82 = !{!83, !15, i64 8}
!83 = !{!"", !15, i64 0, !15, i64 4, !15, i64 8, !15, i64 12, !12, i64 16, !12, i64 24, !12, i64 32, !8, i64 40, !8, i64 48, !8, i64 56}
!84 = !{!83, !12, i64 16}
!85 = !{!7, !15, i64 30204}
!86 = !{!83, !15, i64 12}
!87 = !{!83, !12, i64 24}
!88 = !{!83, !12, i64 32}
!89 = !{!83, !8, i64 56}
!90 = distinct !{!90, !50}
!91 = !{!7, !12, i64 29920}
!92 = !{!7, !15, i64 29996}
!93 = !{!7, !15, i64 29992}
!94 = !{!7, !12, i64 30096}
!95 = !{!7, !12, i64 30160}
!96 = !{!7, !12, i64 29984}
!97 = !{!16, !12, i64 0}
!98 = !{!16, !15, i64 72}
!99 = distinct !{!99, !50}
!100 = !{!83, !15, i64 0}
!101 = !{!83, !15, i64 4}
!102 = distinct !{!102, !50}
!103 = distinct !{!103, !50}
!104 = !{!7, !8, i64 0}
!105 = !{!7, !8, i64 8}
!106 = !{!7, !8, i64 16}
!107 = !{!7, !8, i64 24}
!108 = !{!7, !8, i64 29896}
!109 = !{!7, !8, i64 29904}
!110 = !{!7, !15, i64 30236}
!111 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 8, !34}
!112 = !{!37, !12, i64 16}
!113 = !{!37, !12, i64 8}
!114 = distinct !{!114, !50}
!115 = distinct !{!115, !50}
!116 = !{!7, !15, i64 30228}
!117 = !{!118, !8, i64 0}
!118 = !{!"ZSTD_inBuffer_s", !8, i64 0, !12, i64 8, !12, i64 16}
!119 = !{!118, !12, i64 16}
!120 = !{!118, !12, i64 8}
!121 = !{!18, !8, i64 0}
!122 = !{!18, !12, i64 16}
!123 = !{!18, !12, i64 8}
!124 = !{!7, !12, i64 30304}
!125 = !{!7, !12, i64 30256}
!126 = !{i64 0, i64 8, !34, i64 8, i64 8, !39, i64 16, i64 8, !39}
!127 = distinct !{!127, !50}
!128 = !{!7, !15, i64 29948}
!129 = !{!7, !14, i64 29936}
!130 = !{!7, !8, i64 30272}
!131 = !{!7, !12, i64 30288}
!132 = !{!7, !12, i64 30296}
!133 = !{!7, !15, i64 30312}
