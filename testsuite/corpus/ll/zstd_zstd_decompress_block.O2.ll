; ModuleID = 'src/zstd/lib/decompress/zstd_decompress_block.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress_block.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.seq_t = type { i64, i64, i64 }
%struct.seqState_t = type { %struct.BIT_DStream_t, %struct.ZSTD_fseState, %struct.ZSTD_fseState, %struct.ZSTD_fseState, [3 x i64] }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.ZSTD_fseState = type { i64, ptr }

@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 16
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@LL_defaultDTable = internal constant [65 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 3 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 14 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 20 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 28 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 5, i32 48 }, %struct.ZSTD_seqSymbol { i16 32, i8 6, i8 5, i32 64 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 5, i32 128 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 6, i32 256 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 6, i32 1024 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 6, i32 4096 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 1 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 2 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 13 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 18 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 24 }, %struct.ZSTD_seqSymbol { i16 32, i8 3, i8 5, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 40 }, %struct.ZSTD_seqSymbol { i16 0, i8 6, i8 4, i32 64 }, %struct.ZSTD_seqSymbol { i16 16, i8 6, i8 4, i32 64 }, %struct.ZSTD_seqSymbol { i16 32, i8 7, i8 5, i32 128 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 6, i32 512 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 6, i32 2048 }, %struct.ZSTD_seqSymbol { i16 48, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 1 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 2 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 3 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 15 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 18 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 20 }, %struct.ZSTD_seqSymbol { i16 32, i8 2, i8 5, i32 24 }, %struct.ZSTD_seqSymbol { i16 32, i8 2, i8 5, i32 28 }, %struct.ZSTD_seqSymbol { i16 32, i8 3, i8 5, i32 40 }, %struct.ZSTD_seqSymbol { i16 32, i8 4, i8 5, i32 48 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 6, i32 65536 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 6, i32 32768 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 6, i32 16384 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 6, i32 8192 }], align 16
@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 16
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 16
@OF_defaultDTable = internal constant [33 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 0 }, %struct.ZSTD_seqSymbol { i16 0, i8 6, i8 4, i32 61 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 5, i32 509 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 5, i32 32765 }, %struct.ZSTD_seqSymbol { i16 0, i8 21, i8 5, i32 2097149 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 4, i32 125 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 5, i32 4093 }, %struct.ZSTD_seqSymbol { i16 0, i8 18, i8 5, i32 262141 }, %struct.ZSTD_seqSymbol { i16 0, i8 23, i8 5, i32 8388605 }, %struct.ZSTD_seqSymbol { i16 0, i8 5, i8 5, i32 29 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 4, i32 253 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 5, i32 16381 }, %struct.ZSTD_seqSymbol { i16 0, i8 20, i8 5, i32 1048573 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 16, i8 7, i8 4, i32 125 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 5, i32 2045 }, %struct.ZSTD_seqSymbol { i16 0, i8 17, i8 5, i32 131069 }, %struct.ZSTD_seqSymbol { i16 0, i8 22, i8 5, i32 4194301 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 5, i32 13 }, %struct.ZSTD_seqSymbol { i16 16, i8 8, i8 4, i32 253 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 5, i32 8189 }, %struct.ZSTD_seqSymbol { i16 0, i8 19, i8 5, i32 524285 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 16, i8 6, i8 4, i32 61 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 5, i32 1021 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 5, i32 65533 }, %struct.ZSTD_seqSymbol { i16 0, i8 28, i8 5, i32 268435453 }, %struct.ZSTD_seqSymbol { i16 0, i8 27, i8 5, i32 134217725 }, %struct.ZSTD_seqSymbol { i16 0, i8 26, i8 5, i32 67108861 }, %struct.ZSTD_seqSymbol { i16 0, i8 25, i8 5, i32 33554429 }, %struct.ZSTD_seqSymbol { i16 0, i8 24, i8 5, i32 16777213 }], align 16
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 16
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@ML_defaultDTable = internal constant [65 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 3 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 13 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 19 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 25 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 28 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 31 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 34 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 37 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 41 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 6, i32 47 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 6, i32 59 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 6, i32 83 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 6, i32 131 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 6, i32 515 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 15 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 18 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 21 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 24 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 27 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 30 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 33 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 35 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 39 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 6, i32 43 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 6, i32 51 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 6, i32 67 }, %struct.ZSTD_seqSymbol { i16 0, i8 5, i8 6, i32 99 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 6, i32 259 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 48, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 14 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 17 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 20 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 23 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 26 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 29 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 6, i32 65539 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 6, i32 32771 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 6, i32 16387 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 6, i32 8195 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 6, i32 4099 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 6, i32 2051 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 6, i32 1027 }], align 16
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8
@ZSTD_overlapCopy8.dec32table = internal unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 1, i32 4, i32 4, i32 4, i32 4], align 16
@ZSTD_overlapCopy8.dec64table = internal unnamed_addr constant [8 x i32] [i32 8, i32 8, i32 8, i32 7, i32 8, i32 9, i32 10, i32 11], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -72, 2097152) i64 @ZSTD_getcBlockSize(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp ult i64 %1, 3
  br i1 %4, label %22, label %5

5:                                                ; preds = %3
  %6 = load i16, ptr %0, align 1, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = getelementptr inbounds i8, ptr %0, i64 2
  %9 = load i8, ptr %8, align 1, !tbaa !9
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = or disjoint i32 %11, %7
  %13 = lshr i32 %12, 3
  %14 = and i32 %7, 1
  %15 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 %14, ptr %15, align 4, !tbaa !10
  %16 = lshr i32 %7, 1
  %17 = and i32 %16, 3
  store i32 %17, ptr %2, align 4, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %13, ptr %18, align 4, !tbaa !14
  switch i32 %17, label %20 [
    i32 1, label %22
    i32 3, label %19
  ]

19:                                               ; preds = %5
  br label %22

20:                                               ; preds = %5
  %21 = zext nneg i32 %13 to i64
  br label %22

22:                                               ; preds = %19, %20, %5, %3
  %23 = phi i64 [ -72, %3 ], [ -20, %19 ], [ %21, %20 ], [ 1, %5 ]
  ret i64 %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i64 -70, 4294967299) i64 @ZSTD_decodeLiteralsBlock_wrapper(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 0, ptr %6, align 8, !tbaa !15
  %7 = tail call fastcc i64 @ZSTD_decodeLiteralsBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i64 -70, 4294967299) i64 @ZSTD_decodeLiteralsBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = icmp ult i64 %2, 2
  br i1 %7, label %366, label %8

8:                                                ; preds = %6
  %9 = load i8, ptr %1, align 1, !tbaa !9
  %10 = and i8 %9, 3
  %11 = getelementptr inbounds i8, ptr %0, i64 30176
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %0, i64 29944
  %16 = load i32, ptr %15, align 8, !tbaa !25
  %17 = zext i32 %16 to i64
  br label %18

18:                                               ; preds = %8, %14
  %19 = phi i64 [ %17, %14 ], [ 131072, %8 ]
  switch i8 %10, label %365 [
    i8 3, label %20
    i8 2, label %24
    i8 0, label %187
    i8 1, label %281
  ]

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 30000
  %22 = load i32, ptr %21, align 8, !tbaa !26
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %366, label %24

24:                                               ; preds = %18, %20
  %25 = icmp ult i64 %2, 5
  br i1 %25, label %366, label %26

26:                                               ; preds = %24
  %27 = lshr i8 %9, 2
  %28 = and i8 %27, 3
  %29 = load i32, ptr %1, align 1, !tbaa !27
  %30 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  %31 = getelementptr inbounds i8, ptr %0, i64 30180
  %32 = load i32, ptr %31, align 4, !tbaa !28
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = getelementptr inbounds i8, ptr %0, i64 30228
  %36 = load i32, ptr %35, align 4, !tbaa !29
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %37, i32 0, i32 16
  %39 = or disjoint i32 %38, %34
  switch i8 %28, label %40 [
    i8 3, label %52
    i8 2, label %47
  ]

40:                                               ; preds = %26
  %41 = icmp ne i8 %28, 0
  %42 = lshr i32 %29, 4
  %43 = and i32 %42, 1023
  %44 = lshr i32 %29, 14
  %45 = and i32 %44, 1023
  %46 = zext nneg i32 %45 to i64
  br label %62

47:                                               ; preds = %26
  %48 = lshr i32 %29, 4
  %49 = and i32 %48, 16383
  %50 = lshr i32 %29, 18
  %51 = zext nneg i32 %50 to i64
  br label %62

52:                                               ; preds = %26
  %53 = lshr i32 %29, 4
  %54 = and i32 %53, 262143
  %55 = lshr i32 %29, 22
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %1, i64 4
  %58 = load i8, ptr %57, align 1, !tbaa !9
  %59 = zext i8 %58 to i64
  %60 = shl nuw nsw i64 %59, 10
  %61 = or disjoint i64 %60, %56
  br label %62

62:                                               ; preds = %40, %47, %52
  %63 = phi i1 [ %41, %40 ], [ true, %47 ], [ true, %52 ]
  %64 = phi i64 [ %46, %40 ], [ %51, %47 ], [ %61, %52 ]
  %65 = phi i32 [ %43, %40 ], [ %49, %47 ], [ %54, %52 ]
  %66 = phi i64 [ 3, %40 ], [ 4, %47 ], [ 5, %52 ]
  %67 = zext nneg i32 %65 to i64
  %68 = icmp ne i32 %65, 0
  %69 = icmp eq ptr %3, null
  %70 = and i1 %69, %68
  br i1 %70, label %366, label %71

71:                                               ; preds = %62
  %72 = icmp ult i64 %19, %67
  br i1 %72, label %366, label %73

73:                                               ; preds = %71
  %74 = icmp ult i32 %65, 6
  %75 = and i1 %63, %74
  br i1 %75, label %366, label %76

76:                                               ; preds = %73
  %77 = add nuw nsw i64 %66, %64
  %78 = icmp ugt i64 %77, %2
  br i1 %78, label %366, label %79

79:                                               ; preds = %76
  %80 = icmp ult i64 %30, %67
  br i1 %80, label %366, label %81

81:                                               ; preds = %79
  br i1 %13, label %86, label %82

82:                                               ; preds = %81
  %83 = getelementptr inbounds i8, ptr %0, i64 29944
  %84 = load i32, ptr %83, align 8, !tbaa !25
  %85 = zext i32 %84 to i64
  br label %86

86:                                               ; preds = %82, %81
  %87 = phi i64 [ %85, %82 ], [ 131072, %81 ]
  %88 = icmp eq i32 %5, 0
  br i1 %88, label %89, label %98

89:                                               ; preds = %86
  %90 = add nuw nsw i64 %67, 64
  %91 = add nuw nsw i64 %90, %87
  %92 = icmp ult i64 %91, %4
  br i1 %92, label %93, label %98

93:                                               ; preds = %89
  %94 = getelementptr inbounds i8, ptr %3, i64 %87
  %95 = getelementptr inbounds i8, ptr %94, i64 32
  %96 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %95, ptr %96, align 8, !tbaa !30
  %97 = getelementptr inbounds i8, ptr %95, i64 %67
  br label %109

98:                                               ; preds = %89, %86
  %99 = icmp ult i32 %65, 65537
  br i1 %99, label %100, label %104

100:                                              ; preds = %98
  %101 = getelementptr inbounds i8, ptr %0, i64 30372
  %102 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %101, ptr %102, align 8, !tbaa !30
  %103 = getelementptr inbounds i8, ptr %101, i64 %67
  br label %109

104:                                              ; preds = %98
  %105 = getelementptr inbounds i8, ptr %3, i64 %30
  %106 = sub nsw i64 0, %67
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  %108 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %107, ptr %108, align 8
  br label %109

109:                                              ; preds = %93, %100, %104
  %110 = phi ptr [ %101, %100 ], [ %107, %104 ], [ %95, %93 ]
  %111 = phi ptr [ %103, %100 ], [ %105, %104 ], [ %97, %93 ]
  %112 = phi i32 [ 0, %100 ], [ 2, %104 ], [ 1, %93 ]
  %113 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %111, ptr %113, align 8
  %114 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %112, ptr %114, align 8, !tbaa !31
  %115 = getelementptr inbounds i8, ptr %0, i64 30204
  %116 = load i32, ptr %115, align 4, !tbaa !32
  %117 = icmp ne i32 %116, 0
  %118 = icmp ugt i32 %65, 768
  %119 = and i1 %118, %117
  br i1 %119, label %120, label %143

120:                                              ; preds = %109
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load ptr, ptr %121, align 8, !tbaa !33
  br label %123

123:                                              ; preds = %127, %120
  %124 = phi i64 [ 0, %120 ], [ %142, %127 ]
  %125 = getelementptr inbounds i8, ptr %122, i64 %124
  tail call void @llvm.prefetch.p0(ptr %125, i32 0, i32 2, i32 1)
  %126 = icmp ult i64 %124, 16324
  br i1 %126, label %127, label %143, !llvm.loop !34

127:                                              ; preds = %123
  %128 = or disjoint i64 %124, 64
  %129 = getelementptr inbounds i8, ptr %122, i64 %128
  tail call void @llvm.prefetch.p0(ptr nonnull %129, i32 0, i32 2, i32 1)
  %130 = or disjoint i64 %124, 128
  %131 = getelementptr inbounds i8, ptr %122, i64 %130
  tail call void @llvm.prefetch.p0(ptr nonnull %131, i32 0, i32 2, i32 1)
  %132 = or disjoint i64 %124, 192
  %133 = getelementptr inbounds i8, ptr %122, i64 %132
  tail call void @llvm.prefetch.p0(ptr nonnull %133, i32 0, i32 2, i32 1)
  %134 = or disjoint i64 %124, 256
  %135 = getelementptr inbounds i8, ptr %122, i64 %134
  tail call void @llvm.prefetch.p0(ptr nonnull %135, i32 0, i32 2, i32 1)
  %136 = or disjoint i64 %124, 320
  %137 = getelementptr inbounds i8, ptr %122, i64 %136
  tail call void @llvm.prefetch.p0(ptr nonnull %137, i32 0, i32 2, i32 1)
  %138 = or disjoint i64 %124, 384
  %139 = getelementptr inbounds i8, ptr %122, i64 %138
  tail call void @llvm.prefetch.p0(ptr nonnull %139, i32 0, i32 2, i32 1)
  %140 = or disjoint i64 %124, 448
  %141 = getelementptr inbounds i8, ptr %122, i64 %140
  tail call void @llvm.prefetch.p0(ptr nonnull %141, i32 0, i32 2, i32 1)
  %142 = add nuw nsw i64 %124, 512
  br label %123

143:                                              ; preds = %123, %109
  %144 = icmp eq i8 %10, 3
  br i1 %144, label %145, label %153

145:                                              ; preds = %143
  %146 = getelementptr inbounds i8, ptr %1, i64 %66
  %147 = getelementptr inbounds i8, ptr %0, i64 24
  %148 = load ptr, ptr %147, align 8, !tbaa !33
  br i1 %63, label %151, label %149

149:                                              ; preds = %145
  %150 = tail call i64 @HUF_decompress1X_usingDTable(ptr noundef %110, i64 noundef %67, ptr noundef nonnull %146, i64 noundef %64, ptr noundef %148, i32 noundef %39) #17
  br label %161

151:                                              ; preds = %145
  %152 = tail call i64 @HUF_decompress4X_usingDTable(ptr noundef %110, i64 noundef %67, ptr noundef nonnull %146, i64 noundef %64, ptr noundef %148, i32 noundef %39) #17
  br label %161

153:                                              ; preds = %143
  %154 = getelementptr inbounds i8, ptr %0, i64 10296
  %155 = getelementptr inbounds i8, ptr %1, i64 %66
  %156 = getelementptr inbounds i8, ptr %0, i64 27324
  br i1 %63, label %159, label %157

157:                                              ; preds = %153
  %158 = tail call i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef nonnull %154, ptr noundef %110, i64 noundef %67, ptr noundef nonnull %155, i64 noundef %64, ptr noundef nonnull %156, i64 noundef 2560, i32 noundef %39) #17
  br label %161

159:                                              ; preds = %153
  %160 = tail call i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef nonnull %154, ptr noundef %110, i64 noundef %67, ptr noundef nonnull %155, i64 noundef %64, ptr noundef nonnull %156, i64 noundef 2560, i32 noundef %39) #17
  br label %161

161:                                              ; preds = %157, %159, %149, %151
  %162 = phi i64 [ %150, %149 ], [ %152, %151 ], [ %158, %157 ], [ %160, %159 ]
  %163 = load i32, ptr %114, align 8, !tbaa !31
  %164 = icmp eq i32 %163, 2
  br i1 %164, label %165, label %175

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %0, i64 30372
  %167 = load ptr, ptr %113, align 8, !tbaa !36
  %168 = getelementptr inbounds i8, ptr %167, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %166, ptr noundef nonnull align 1 dereferenceable(65536) %168, i64 65536, i1 false)
  %169 = getelementptr inbounds i8, ptr %0, i64 30352
  %170 = load ptr, ptr %169, align 8, !tbaa !30
  %171 = getelementptr inbounds i8, ptr %170, i64 65504
  %172 = add nsw i64 %67, -65536
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %171, ptr align 1 %170, i64 %172, i1 false)
  %173 = load <2 x ptr>, ptr %169, align 8, !tbaa !37
  %174 = getelementptr i8, <2 x ptr> %173, <2 x i64> <i64 65504, i64 -32>
  store <2 x ptr> %174, ptr %169, align 8, !tbaa !37
  br label %175

175:                                              ; preds = %161, %165
  %176 = icmp ult i64 %162, -119
  br i1 %176, label %177, label %366

177:                                              ; preds = %175
  %178 = getelementptr inbounds i8, ptr %0, i64 30352
  %179 = load ptr, ptr %178, align 8, !tbaa !30
  %180 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %179, ptr %180, align 8, !tbaa !38
  %181 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %67, ptr %181, align 8, !tbaa !39
  %182 = getelementptr inbounds i8, ptr %0, i64 30000
  store i32 1, ptr %182, align 8, !tbaa !26
  %183 = icmp eq i8 %10, 2
  br i1 %183, label %184, label %366

184:                                              ; preds = %177
  %185 = getelementptr inbounds i8, ptr %0, i64 10296
  %186 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %185, ptr %186, align 8, !tbaa !33
  br label %366

187:                                              ; preds = %18
  %188 = zext i8 %9 to i32
  %189 = lshr i32 %188, 2
  %190 = and i32 %189, 3
  %191 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  switch i32 %190, label %192 [
    i32 3, label %199
    i32 1, label %195
  ]

192:                                              ; preds = %187
  %193 = lshr i32 %188, 3
  %194 = zext nneg i32 %193 to i64
  br label %210

195:                                              ; preds = %187
  %196 = load i16, ptr %1, align 1, !tbaa !5
  %197 = lshr i16 %196, 4
  %198 = zext nneg i16 %197 to i64
  br label %210

199:                                              ; preds = %187
  %200 = icmp eq i64 %2, 2
  br i1 %200, label %366, label %201

201:                                              ; preds = %199
  %202 = load i16, ptr %1, align 1, !tbaa !5
  %203 = zext i16 %202 to i64
  %204 = getelementptr inbounds i8, ptr %1, i64 2
  %205 = load i8, ptr %204, align 1, !tbaa !9
  %206 = zext i8 %205 to i64
  %207 = shl nuw nsw i64 %206, 16
  %208 = or disjoint i64 %207, %203
  %209 = lshr i64 %208, 4
  br label %210

210:                                              ; preds = %192, %195, %201
  %211 = phi i64 [ %194, %192 ], [ %198, %195 ], [ %209, %201 ]
  %212 = phi i64 [ 1, %192 ], [ 2, %195 ], [ 3, %201 ]
  %213 = icmp ne i64 %211, 0
  %214 = icmp eq ptr %3, null
  %215 = and i1 %214, %213
  br i1 %215, label %366, label %216

216:                                              ; preds = %210
  %217 = icmp ugt i64 %211, %19
  br i1 %217, label %366, label %218

218:                                              ; preds = %216
  %219 = icmp ugt i64 %211, %4
  br i1 %219, label %366, label %220

220:                                              ; preds = %218
  br i1 %13, label %225, label %221

221:                                              ; preds = %220
  %222 = getelementptr inbounds i8, ptr %0, i64 29944
  %223 = load i32, ptr %222, align 8, !tbaa !25
  %224 = zext i32 %223 to i64
  br label %225

225:                                              ; preds = %221, %220
  %226 = phi i64 [ %224, %221 ], [ 131072, %220 ]
  %227 = icmp eq i32 %5, 0
  br i1 %227, label %228, label %237

228:                                              ; preds = %225
  %229 = add nuw nsw i64 %211, 64
  %230 = add nuw nsw i64 %229, %226
  %231 = icmp ult i64 %230, %4
  br i1 %231, label %232, label %237

232:                                              ; preds = %228
  %233 = getelementptr inbounds i8, ptr %3, i64 %226
  %234 = getelementptr inbounds i8, ptr %233, i64 32
  %235 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %234, ptr %235, align 8, !tbaa !30
  %236 = getelementptr inbounds i8, ptr %234, i64 %211
  br label %251

237:                                              ; preds = %228, %225
  %238 = icmp ult i64 %211, 65537
  br i1 %238, label %239, label %243

239:                                              ; preds = %237
  %240 = getelementptr inbounds i8, ptr %0, i64 30372
  %241 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %240, ptr %241, align 8, !tbaa !30
  %242 = getelementptr inbounds i8, ptr %240, i64 %211
  br label %251

243:                                              ; preds = %237
  %244 = getelementptr inbounds i8, ptr %3, i64 %191
  %245 = sub nsw i64 0, %211
  %246 = getelementptr inbounds i8, ptr %244, i64 %245
  %247 = getelementptr inbounds i8, ptr %246, i64 65504
  %248 = getelementptr inbounds i8, ptr %247, i64 %211
  %249 = getelementptr inbounds i8, ptr %248, i64 -65536
  %250 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %247, ptr %250, align 8
  br label %251

251:                                              ; preds = %232, %239, %243
  %252 = phi ptr [ %240, %239 ], [ %247, %243 ], [ %234, %232 ]
  %253 = phi ptr [ %242, %239 ], [ %249, %243 ], [ %236, %232 ]
  %254 = phi i1 [ false, %239 ], [ true, %243 ], [ false, %232 ]
  %255 = phi i32 [ 0, %239 ], [ 2, %243 ], [ 1, %232 ]
  %256 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %253, ptr %256, align 8
  %257 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %255, ptr %257, align 8, !tbaa !31
  %258 = add nuw nsw i64 %212, %211
  %259 = add nuw nsw i64 %258, 32
  %260 = icmp ugt i64 %259, %2
  br i1 %260, label %261, label %276

261:                                              ; preds = %251
  %262 = icmp ugt i64 %258, %2
  br i1 %262, label %366, label %263

263:                                              ; preds = %261
  %264 = getelementptr inbounds i8, ptr %1, i64 %212
  br i1 %254, label %265, label %270

265:                                              ; preds = %263
  %266 = add nsw i64 %211, -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 1 %264, i64 %266, i1 false)
  %267 = getelementptr inbounds i8, ptr %0, i64 30372
  %268 = getelementptr inbounds i8, ptr %264, i64 %211
  %269 = getelementptr inbounds i8, ptr %268, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %267, ptr noundef nonnull align 1 dereferenceable(65536) %269, i64 65536, i1 false)
  br label %271

270:                                              ; preds = %263
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 1 %264, i64 %211, i1 false)
  br label %271

271:                                              ; preds = %270, %265
  %272 = getelementptr inbounds i8, ptr %0, i64 30352
  %273 = load ptr, ptr %272, align 8, !tbaa !30
  %274 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %273, ptr %274, align 8, !tbaa !38
  %275 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %211, ptr %275, align 8, !tbaa !39
  br label %366

276:                                              ; preds = %251
  %277 = getelementptr inbounds i8, ptr %1, i64 %212
  %278 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %277, ptr %278, align 8, !tbaa !38
  %279 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %211, ptr %279, align 8, !tbaa !39
  %280 = getelementptr inbounds i8, ptr %277, i64 %211
  store ptr %280, ptr %256, align 8, !tbaa !36
  store i32 0, ptr %257, align 8, !tbaa !31
  br label %366

281:                                              ; preds = %18
  %282 = zext i8 %9 to i32
  %283 = lshr i32 %282, 2
  %284 = and i32 %283, 3
  %285 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  switch i32 %284, label %286 [
    i32 3, label %295
    i32 1, label %289
  ]

286:                                              ; preds = %281
  %287 = lshr i32 %282, 3
  %288 = zext nneg i32 %287 to i64
  br label %306

289:                                              ; preds = %281
  %290 = icmp eq i64 %2, 2
  br i1 %290, label %366, label %291

291:                                              ; preds = %289
  %292 = load i16, ptr %1, align 1, !tbaa !5
  %293 = lshr i16 %292, 4
  %294 = zext nneg i16 %293 to i64
  br label %306

295:                                              ; preds = %281
  %296 = icmp ult i64 %2, 4
  br i1 %296, label %366, label %297

297:                                              ; preds = %295
  %298 = load i16, ptr %1, align 1, !tbaa !5
  %299 = zext i16 %298 to i64
  %300 = getelementptr inbounds i8, ptr %1, i64 2
  %301 = load i8, ptr %300, align 1, !tbaa !9
  %302 = zext i8 %301 to i64
  %303 = shl nuw nsw i64 %302, 16
  %304 = or disjoint i64 %303, %299
  %305 = lshr i64 %304, 4
  br label %306

306:                                              ; preds = %286, %291, %297
  %307 = phi i64 [ %288, %286 ], [ %294, %291 ], [ %305, %297 ]
  %308 = phi i64 [ 1, %286 ], [ 2, %291 ], [ 3, %297 ]
  %309 = icmp ne i64 %307, 0
  %310 = icmp eq ptr %3, null
  %311 = and i1 %310, %309
  br i1 %311, label %366, label %312

312:                                              ; preds = %306
  %313 = icmp ugt i64 %307, %19
  br i1 %313, label %366, label %314

314:                                              ; preds = %312
  %315 = icmp ugt i64 %307, %4
  br i1 %315, label %366, label %316

316:                                              ; preds = %314
  br i1 %13, label %321, label %317

317:                                              ; preds = %316
  %318 = getelementptr inbounds i8, ptr %0, i64 29944
  %319 = load i32, ptr %318, align 8, !tbaa !25
  %320 = zext i32 %319 to i64
  br label %321

321:                                              ; preds = %317, %316
  %322 = phi i64 [ %320, %317 ], [ 131072, %316 ]
  %323 = icmp eq i32 %5, 0
  br i1 %323, label %324, label %331

324:                                              ; preds = %321
  %325 = add nuw nsw i64 %307, 64
  %326 = add nuw nsw i64 %325, %322
  %327 = icmp ult i64 %326, %4
  br i1 %327, label %328, label %331

328:                                              ; preds = %324
  %329 = getelementptr inbounds i8, ptr %3, i64 %322
  %330 = getelementptr inbounds i8, ptr %329, i64 32
  br label %350

331:                                              ; preds = %324, %321
  %332 = icmp ult i64 %307, 65537
  br i1 %332, label %333, label %335

333:                                              ; preds = %331
  %334 = getelementptr inbounds i8, ptr %0, i64 30372
  br label %350

335:                                              ; preds = %331
  %336 = getelementptr inbounds i8, ptr %3, i64 %285
  %337 = sub nsw i64 0, %307
  %338 = getelementptr inbounds i8, ptr %336, i64 %337
  %339 = getelementptr inbounds i8, ptr %338, i64 65504
  %340 = getelementptr inbounds i8, ptr %339, i64 %307
  %341 = getelementptr inbounds i8, ptr %340, i64 -65536
  %342 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %339, ptr %342, align 8
  %343 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %341, ptr %343, align 8
  %344 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 2, ptr %344, align 8, !tbaa !31
  %345 = getelementptr inbounds i8, ptr %1, i64 %308
  %346 = load i8, ptr %345, align 1, !tbaa !9
  %347 = add nsw i64 %307, -65536
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %339, i8 %346, i64 %347, i1 false)
  %348 = getelementptr inbounds i8, ptr %0, i64 30372
  %349 = load i8, ptr %345, align 1, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %348, i8 %349, i64 65536, i1 false)
  br label %359

350:                                              ; preds = %333, %328
  %351 = phi ptr [ %334, %333 ], [ %330, %328 ]
  %352 = phi i32 [ 0, %333 ], [ 1, %328 ]
  %353 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %351, ptr %353, align 8, !tbaa !30
  %354 = getelementptr inbounds i8, ptr %351, i64 %307
  %355 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %354, ptr %355, align 8
  %356 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %352, ptr %356, align 8, !tbaa !31
  %357 = getelementptr inbounds i8, ptr %1, i64 %308
  %358 = load i8, ptr %357, align 1, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %351, i8 %358, i64 %307, i1 false)
  br label %359

359:                                              ; preds = %350, %335
  %360 = getelementptr inbounds i8, ptr %0, i64 30352
  %361 = load ptr, ptr %360, align 8, !tbaa !30
  %362 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %361, ptr %362, align 8, !tbaa !38
  %363 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %307, ptr %363, align 8, !tbaa !39
  %364 = add nuw nsw i64 %308, 1
  br label %366

365:                                              ; preds = %18
  unreachable

366:                                              ; preds = %20, %24, %177, %184, %175, %79, %76, %73, %71, %62, %261, %218, %216, %210, %199, %276, %271, %314, %312, %306, %295, %289, %359, %6
  %367 = phi i64 [ -20, %6 ], [ -30, %20 ], [ -20, %24 ], [ -70, %62 ], [ -20, %71 ], [ -24, %73 ], [ -20, %76 ], [ -70, %79 ], [ -20, %175 ], [ %77, %184 ], [ %77, %177 ], [ %258, %271 ], [ %258, %276 ], [ -20, %199 ], [ -70, %210 ], [ -20, %216 ], [ -70, %218 ], [ -20, %261 ], [ %364, %359 ], [ -20, %289 ], [ -20, %295 ], [ -70, %306 ], [ -20, %312 ], [ -70, %314 ]
  ret i64 %367
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_buildFSETable(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5, ptr nocapture noundef %6, i64 %7, i32 noundef %8) local_unnamed_addr #3 {
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call fastcc void @ZSTD_buildFSETable_body_bmi2(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6)
  br label %266

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = add i32 %2, 1
  %15 = shl nuw i32 1, %5
  %16 = getelementptr inbounds i8, ptr %6, i64 106
  %17 = add i32 %15, -1
  %18 = icmp eq i32 %14, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %12
  store i32 1, ptr %0, align 4
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %20, align 4
  %21 = lshr i32 %15, 1
  %22 = lshr i32 %15, 3
  %23 = add nuw nsw i32 %22, 3
  %24 = add nuw i32 %23, %21
  br label %113

25:                                               ; preds = %12
  %26 = add i32 %5, -1
  %27 = shl i32 65536, %26
  %28 = ashr exact i32 %27, 16
  %29 = zext i32 %14 to i64
  %30 = and i64 %29, 1
  %31 = icmp eq i32 %2, 0
  br i1 %31, label %77, label %32

32:                                               ; preds = %25
  %33 = and i64 %29, 4294967294
  br label %34

34:                                               ; preds = %69, %32
  %35 = phi i64 [ 0, %32 ], [ %74, %69 ]
  %36 = phi i32 [ %17, %32 ], [ %72, %69 ]
  %37 = phi i32 [ 1, %32 ], [ %71, %69 ]
  %38 = phi i64 [ 0, %32 ], [ %75, %69 ]
  %39 = getelementptr inbounds i16, ptr %1, i64 %35
  %40 = load i16, ptr %39, align 2, !tbaa !5
  %41 = icmp eq i16 %40, -1
  br i1 %41, label %42, label %47

42:                                               ; preds = %34
  %43 = add i32 %36, -1
  %44 = zext i32 %36 to i64
  %45 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %44, i32 3
  %46 = trunc nuw i64 %35 to i32
  store i32 %46, ptr %45, align 4, !tbaa !40
  br label %51

47:                                               ; preds = %34
  %48 = sext i16 %40 to i32
  %49 = icmp sgt i32 %28, %48
  %50 = select i1 %49, i32 %37, i32 0
  br label %51

51:                                               ; preds = %47, %42
  %52 = phi i16 [ 1, %42 ], [ %40, %47 ]
  %53 = phi i32 [ %37, %42 ], [ %50, %47 ]
  %54 = phi i32 [ %43, %42 ], [ %36, %47 ]
  %55 = getelementptr inbounds i16, ptr %6, i64 %35
  store i16 %52, ptr %55, align 2
  %56 = or disjoint i64 %35, 1
  %57 = getelementptr inbounds i16, ptr %1, i64 %56
  %58 = load i16, ptr %57, align 2, !tbaa !5
  %59 = icmp eq i16 %58, -1
  br i1 %59, label %64, label %60

60:                                               ; preds = %51
  %61 = sext i16 %58 to i32
  %62 = icmp sgt i32 %28, %61
  %63 = select i1 %62, i32 %53, i32 0
  br label %69

64:                                               ; preds = %51
  %65 = add i32 %54, -1
  %66 = zext i32 %54 to i64
  %67 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %66, i32 3
  %68 = trunc nuw i64 %56 to i32
  store i32 %68, ptr %67, align 4, !tbaa !40
  br label %69

69:                                               ; preds = %64, %60
  %70 = phi i16 [ 1, %64 ], [ %58, %60 ]
  %71 = phi i32 [ %53, %64 ], [ %63, %60 ]
  %72 = phi i32 [ %65, %64 ], [ %54, %60 ]
  %73 = getelementptr inbounds i16, ptr %6, i64 %56
  store i16 %70, ptr %73, align 2
  %74 = add nuw nsw i64 %35, 2
  %75 = add i64 %38, 2
  %76 = icmp eq i64 %75, %33
  br i1 %76, label %77, label %34, !llvm.loop !42

77:                                               ; preds = %69, %25
  %78 = phi i32 [ poison, %25 ], [ %71, %69 ]
  %79 = phi i32 [ poison, %25 ], [ %72, %69 ]
  %80 = phi i64 [ 0, %25 ], [ %74, %69 ]
  %81 = phi i32 [ %17, %25 ], [ %72, %69 ]
  %82 = phi i32 [ 1, %25 ], [ %71, %69 ]
  %83 = icmp eq i64 %30, 0
  br i1 %83, label %102, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds i16, ptr %1, i64 %80
  %86 = load i16, ptr %85, align 2, !tbaa !5
  %87 = icmp eq i16 %86, -1
  br i1 %87, label %92, label %88

88:                                               ; preds = %84
  %89 = sext i16 %86 to i32
  %90 = icmp sgt i32 %28, %89
  %91 = select i1 %90, i32 %82, i32 0
  br label %97

92:                                               ; preds = %84
  %93 = add i32 %81, -1
  %94 = zext i32 %81 to i64
  %95 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %94, i32 3
  %96 = trunc nuw i64 %80 to i32
  store i32 %96, ptr %95, align 4, !tbaa !40
  br label %97

97:                                               ; preds = %92, %88
  %98 = phi i16 [ 1, %92 ], [ %86, %88 ]
  %99 = phi i32 [ %82, %92 ], [ %91, %88 ]
  %100 = phi i32 [ %93, %92 ], [ %81, %88 ]
  %101 = getelementptr inbounds i16, ptr %6, i64 %80
  store i16 %98, ptr %101, align 2
  br label %102

102:                                              ; preds = %77, %97
  %103 = phi i32 [ %78, %77 ], [ %99, %97 ]
  %104 = phi i32 [ %79, %77 ], [ %100, %97 ]
  store i32 %103, ptr %0, align 4
  %105 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %105, align 4
  %106 = icmp eq i32 %104, %17
  %107 = lshr i32 %15, 3
  br i1 %106, label %108, label %182

108:                                              ; preds = %102
  %109 = add nuw nsw i32 %107, 3
  br label %119

110:                                              ; preds = %157
  %111 = lshr i32 %15, 1
  %112 = add nuw i32 %109, %111
  br label %113

113:                                              ; preds = %110, %19
  %114 = phi i32 [ %24, %19 ], [ %112, %110 ]
  %115 = zext i32 %17 to i64
  %116 = zext i32 %114 to i64
  %117 = zext i32 %15 to i64
  %118 = shl nuw nsw i64 %116, 1
  br label %163

119:                                              ; preds = %157, %108
  %120 = phi i64 [ 0, %108 ], [ %160, %157 ]
  %121 = phi i64 [ 0, %108 ], [ %159, %157 ]
  %122 = phi i64 [ 0, %108 ], [ %161, %157 ]
  %123 = getelementptr inbounds i16, ptr %1, i64 %120
  %124 = load i16, ptr %123, align 2, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %16, i64 %121
  store i64 %122, ptr %125, align 1, !tbaa !43
  %126 = icmp sgt i16 %124, 8
  br i1 %126, label %127, label %157

127:                                              ; preds = %119
  %128 = zext nneg i16 %124 to i64
  %129 = tail call i64 @llvm.umax.i64(i64 %128, i64 16)
  %130 = add nsw i64 %129, -9
  %131 = lshr i64 %130, 3
  %132 = add nuw nsw i64 %131, 1
  %133 = icmp ult i64 %130, 24
  br i1 %133, label %150, label %134

134:                                              ; preds = %127
  %135 = and i64 %132, 4611686018427387900
  %136 = shl i64 %135, 3
  %137 = or disjoint i64 %136, 8
  %138 = insertelement <2 x i64> poison, i64 %122, i64 0
  %139 = shufflevector <2 x i64> %138, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %140

140:                                              ; preds = %140, %134
  %141 = phi i64 [ 0, %134 ], [ %146, %140 ]
  %142 = shl i64 %141, 3
  %143 = or disjoint i64 %142, 8
  %144 = getelementptr inbounds i8, ptr %125, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  store <2 x i64> %139, ptr %144, align 1, !tbaa !43
  store <2 x i64> %139, ptr %145, align 1, !tbaa !43
  %146 = add nuw i64 %141, 4
  %147 = icmp eq i64 %146, %135
  br i1 %147, label %148, label %140, !llvm.loop !44

148:                                              ; preds = %140
  %149 = icmp eq i64 %132, %135
  br i1 %149, label %157, label %150

150:                                              ; preds = %148, %127
  %151 = phi i64 [ 8, %127 ], [ %137, %148 ]
  br label %152

152:                                              ; preds = %150, %152
  %153 = phi i64 [ %155, %152 ], [ %151, %150 ]
  %154 = getelementptr inbounds i8, ptr %125, i64 %153
  store i64 %122, ptr %154, align 1, !tbaa !43
  %155 = add nuw nsw i64 %153, 8
  %156 = icmp ult i64 %155, %128
  br i1 %156, label %152, label %157, !llvm.loop !47

157:                                              ; preds = %152, %148, %119
  %158 = sext i16 %124 to i64
  %159 = add i64 %121, %158
  %160 = add nuw nsw i64 %120, 1
  %161 = add i64 %122, 72340172838076673
  %162 = icmp eq i64 %160, %29
  br i1 %162, label %110, label %119, !llvm.loop !48

163:                                              ; preds = %163, %113
  %164 = phi i64 [ 0, %113 ], [ %180, %163 ]
  %165 = phi i64 [ 0, %113 ], [ %179, %163 ]
  %166 = and i64 %165, %115
  %167 = getelementptr inbounds i8, ptr %16, i64 %164
  %168 = load i8, ptr %167, align 1, !tbaa !9
  %169 = zext i8 %168 to i32
  %170 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %166, i32 3
  store i32 %169, ptr %170, align 4, !tbaa !40
  %171 = add nuw nsw i64 %165, %116
  %172 = and i64 %171, %115
  %173 = or disjoint i64 %164, 1
  %174 = getelementptr inbounds i8, ptr %16, i64 %173
  %175 = load i8, ptr %174, align 1, !tbaa !9
  %176 = zext i8 %175 to i32
  %177 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %172, i32 3
  store i32 %176, ptr %177, align 4, !tbaa !40
  %178 = add nuw nsw i64 %165, %118
  %179 = and i64 %178, %115
  %180 = add nuw nsw i64 %164, 2
  %181 = icmp ult i64 %180, %117
  br i1 %181, label %163, label %238, !llvm.loop !49

182:                                              ; preds = %102
  %183 = lshr i32 %15, 1
  %184 = add nuw nsw i32 %107, 3
  %185 = add nuw i32 %184, %183
  br label %186

186:                                              ; preds = %232, %182
  %187 = phi i64 [ 0, %182 ], [ %234, %232 ]
  %188 = phi i32 [ 0, %182 ], [ %233, %232 ]
  %189 = getelementptr inbounds i16, ptr %1, i64 %187
  %190 = load i16, ptr %189, align 2, !tbaa !5
  %191 = sext i16 %190 to i32
  %192 = icmp sgt i16 %190, 0
  br i1 %192, label %193, label %232

193:                                              ; preds = %186
  %194 = trunc nuw i64 %187 to i32
  %195 = and i32 %191, 1
  %196 = icmp eq i16 %190, 1
  br i1 %196, label %220, label %197

197:                                              ; preds = %193
  %198 = and i32 %191, 32766
  br label %199

199:                                              ; preds = %217, %197
  %200 = phi i32 [ %188, %197 ], [ %215, %217 ]
  %201 = phi i32 [ 0, %197 ], [ %218, %217 ]
  %202 = zext i32 %200 to i64
  %203 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %202, i32 3
  store i32 %194, ptr %203, align 4, !tbaa !40
  br label %204

204:                                              ; preds = %204, %199
  %205 = phi i32 [ %200, %199 ], [ %207, %204 ]
  %206 = add i32 %185, %205
  %207 = and i32 %206, %17
  %208 = icmp ugt i32 %207, %104
  br i1 %208, label %204, label %209, !prof !50, !llvm.loop !51

209:                                              ; preds = %204
  %210 = zext i32 %207 to i64
  %211 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %210, i32 3
  store i32 %194, ptr %211, align 4, !tbaa !40
  br label %212

212:                                              ; preds = %212, %209
  %213 = phi i32 [ %207, %209 ], [ %215, %212 ]
  %214 = add i32 %185, %213
  %215 = and i32 %214, %17
  %216 = icmp ugt i32 %215, %104
  br i1 %216, label %212, label %217, !prof !50, !llvm.loop !51

217:                                              ; preds = %212
  %218 = add i32 %201, 2
  %219 = icmp eq i32 %218, %198
  br i1 %219, label %220, label %199, !llvm.loop !52

220:                                              ; preds = %217, %193
  %221 = phi i32 [ poison, %193 ], [ %215, %217 ]
  %222 = phi i32 [ %188, %193 ], [ %215, %217 ]
  %223 = icmp eq i32 %195, 0
  br i1 %223, label %232, label %224

224:                                              ; preds = %220
  %225 = zext i32 %222 to i64
  %226 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %225, i32 3
  store i32 %194, ptr %226, align 4, !tbaa !40
  br label %227

227:                                              ; preds = %227, %224
  %228 = phi i32 [ %222, %224 ], [ %230, %227 ]
  %229 = add i32 %185, %228
  %230 = and i32 %229, %17
  %231 = icmp ugt i32 %230, %104
  br i1 %231, label %227, label %232, !prof !50, !llvm.loop !51

232:                                              ; preds = %220, %227, %186
  %233 = phi i32 [ %188, %186 ], [ %221, %220 ], [ %230, %227 ]
  %234 = add nuw nsw i64 %187, 1
  %235 = icmp eq i64 %234, %29
  br i1 %235, label %236, label %186, !llvm.loop !53

236:                                              ; preds = %232
  %237 = zext i32 %15 to i64
  br label %238

238:                                              ; preds = %163, %236
  %239 = phi i64 [ %237, %236 ], [ %117, %163 ]
  br label %240

240:                                              ; preds = %240, %238
  %241 = phi i64 [ 0, %238 ], [ %264, %240 ]
  %242 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %13, i64 %241
  %243 = getelementptr inbounds i8, ptr %242, i64 4
  %244 = load i32, ptr %243, align 4, !tbaa !40
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds i16, ptr %6, i64 %245
  %247 = load i16, ptr %246, align 2, !tbaa !5
  %248 = add i16 %247, 1
  store i16 %248, ptr %246, align 2, !tbaa !5
  %249 = zext i16 %247 to i32
  %250 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %249, i1 true)
  %251 = xor i32 %250, 31
  %252 = sub i32 %5, %251
  %253 = trunc i32 %252 to i8
  %254 = getelementptr inbounds i8, ptr %242, i64 3
  store i8 %253, ptr %254, align 1, !tbaa !54
  %255 = and i32 %252, 255
  %256 = shl i32 %249, %255
  %257 = sub i32 %256, %15
  %258 = trunc i32 %257 to i16
  store i16 %258, ptr %242, align 4, !tbaa !55
  %259 = getelementptr inbounds i8, ptr %4, i64 %245
  %260 = load i8, ptr %259, align 1, !tbaa !9
  %261 = getelementptr inbounds i8, ptr %242, i64 2
  store i8 %260, ptr %261, align 2, !tbaa !56
  %262 = getelementptr inbounds i32, ptr %3, i64 %245
  %263 = load i32, ptr %262, align 4, !tbaa !27
  store i32 %263, ptr %243, align 4, !tbaa !40
  %264 = add nuw nsw i64 %241, 1
  %265 = icmp eq i64 %264, %239
  br i1 %265, label %266, label %240, !llvm.loop !57

266:                                              ; preds = %240, %11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ZSTD_buildFSETable_body_bmi2(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5, ptr nocapture noundef %6) unnamed_addr #4 {
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = add i32 %2, 1
  %10 = shl nuw i32 1, %5
  %11 = getelementptr inbounds i8, ptr %6, i64 106
  %12 = add i32 %10, -1
  %13 = icmp eq i32 %9, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %7
  store i32 1, ptr %0, align 4
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %15, align 4
  %16 = lshr i32 %10, 1
  %17 = lshr i32 %10, 3
  %18 = add nuw nsw i32 %17, 3
  %19 = add nuw i32 %18, %16
  br label %109

20:                                               ; preds = %7
  %21 = add i32 %5, -1
  %22 = shl i32 65536, %21
  %23 = ashr exact i32 %22, 16
  %24 = zext i32 %9 to i64
  %25 = and i64 %24, 1
  %26 = icmp eq i32 %2, 0
  br i1 %26, label %72, label %27

27:                                               ; preds = %20
  %28 = and i64 %24, 4294967294
  br label %29

29:                                               ; preds = %64, %27
  %30 = phi i64 [ 0, %27 ], [ %69, %64 ]
  %31 = phi i32 [ %12, %27 ], [ %67, %64 ]
  %32 = phi i32 [ 1, %27 ], [ %66, %64 ]
  %33 = phi i64 [ 0, %27 ], [ %70, %64 ]
  %34 = getelementptr inbounds i16, ptr %1, i64 %30
  %35 = load i16, ptr %34, align 2, !tbaa !5
  %36 = icmp eq i16 %35, -1
  br i1 %36, label %37, label %42

37:                                               ; preds = %29
  %38 = add i32 %31, -1
  %39 = zext i32 %31 to i64
  %40 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %39, i32 3
  %41 = trunc nuw i64 %30 to i32
  store i32 %41, ptr %40, align 4, !tbaa !40
  br label %46

42:                                               ; preds = %29
  %43 = sext i16 %35 to i32
  %44 = icmp sgt i32 %23, %43
  %45 = select i1 %44, i32 %32, i32 0
  br label %46

46:                                               ; preds = %42, %37
  %47 = phi i16 [ 1, %37 ], [ %35, %42 ]
  %48 = phi i32 [ %32, %37 ], [ %45, %42 ]
  %49 = phi i32 [ %38, %37 ], [ %31, %42 ]
  %50 = getelementptr inbounds i16, ptr %6, i64 %30
  store i16 %47, ptr %50, align 2
  %51 = or disjoint i64 %30, 1
  %52 = getelementptr inbounds i16, ptr %1, i64 %51
  %53 = load i16, ptr %52, align 2, !tbaa !5
  %54 = icmp eq i16 %53, -1
  br i1 %54, label %59, label %55

55:                                               ; preds = %46
  %56 = sext i16 %53 to i32
  %57 = icmp sgt i32 %23, %56
  %58 = select i1 %57, i32 %48, i32 0
  br label %64

59:                                               ; preds = %46
  %60 = add i32 %49, -1
  %61 = zext i32 %49 to i64
  %62 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %61, i32 3
  %63 = trunc nuw i64 %51 to i32
  store i32 %63, ptr %62, align 4, !tbaa !40
  br label %64

64:                                               ; preds = %59, %55
  %65 = phi i16 [ 1, %59 ], [ %53, %55 ]
  %66 = phi i32 [ %48, %59 ], [ %58, %55 ]
  %67 = phi i32 [ %60, %59 ], [ %49, %55 ]
  %68 = getelementptr inbounds i16, ptr %6, i64 %51
  store i16 %65, ptr %68, align 2
  %69 = add nuw nsw i64 %30, 2
  %70 = add i64 %33, 2
  %71 = icmp eq i64 %70, %28
  br i1 %71, label %72, label %29, !llvm.loop !42

72:                                               ; preds = %64, %20
  %73 = phi i32 [ poison, %20 ], [ %66, %64 ]
  %74 = phi i32 [ poison, %20 ], [ %67, %64 ]
  %75 = phi i64 [ 0, %20 ], [ %69, %64 ]
  %76 = phi i32 [ %12, %20 ], [ %67, %64 ]
  %77 = phi i32 [ 1, %20 ], [ %66, %64 ]
  %78 = icmp eq i64 %25, 0
  br i1 %78, label %97, label %79

79:                                               ; preds = %72
  %80 = getelementptr inbounds i16, ptr %1, i64 %75
  %81 = load i16, ptr %80, align 2, !tbaa !5
  %82 = icmp eq i16 %81, -1
  br i1 %82, label %87, label %83

83:                                               ; preds = %79
  %84 = sext i16 %81 to i32
  %85 = icmp sgt i32 %23, %84
  %86 = select i1 %85, i32 %77, i32 0
  br label %92

87:                                               ; preds = %79
  %88 = add i32 %76, -1
  %89 = zext i32 %76 to i64
  %90 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %89, i32 3
  %91 = trunc nuw i64 %75 to i32
  store i32 %91, ptr %90, align 4, !tbaa !40
  br label %92

92:                                               ; preds = %87, %83
  %93 = phi i16 [ 1, %87 ], [ %81, %83 ]
  %94 = phi i32 [ %77, %87 ], [ %86, %83 ]
  %95 = phi i32 [ %88, %87 ], [ %76, %83 ]
  %96 = getelementptr inbounds i16, ptr %6, i64 %75
  store i16 %93, ptr %96, align 2
  br label %97

97:                                               ; preds = %72, %92
  %98 = phi i32 [ %73, %72 ], [ %94, %92 ]
  %99 = phi i32 [ %74, %72 ], [ %95, %92 ]
  store i32 %98, ptr %0, align 4
  %100 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %100, align 4
  %101 = icmp eq i32 %99, %12
  br i1 %101, label %102, label %178

102:                                              ; preds = %97
  %103 = lshr i32 %10, 1
  %104 = lshr i32 %10, 3
  %105 = add nuw nsw i32 %104, 3
  %106 = add nuw i32 %105, %103
  br i1 %13, label %109, label %107

107:                                              ; preds = %102
  %108 = zext i32 %9 to i64
  br label %115

109:                                              ; preds = %153, %14, %102
  %110 = phi i32 [ %19, %14 ], [ %106, %102 ], [ %106, %153 ]
  %111 = zext i32 %12 to i64
  %112 = zext i32 %110 to i64
  %113 = zext i32 %10 to i64
  %114 = shl nuw nsw i64 %112, 1
  br label %159

115:                                              ; preds = %107, %153
  %116 = phi i64 [ 0, %107 ], [ %156, %153 ]
  %117 = phi i64 [ 0, %107 ], [ %155, %153 ]
  %118 = phi i64 [ 0, %107 ], [ %157, %153 ]
  %119 = getelementptr inbounds i16, ptr %1, i64 %116
  %120 = load i16, ptr %119, align 2, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %11, i64 %117
  store i64 %118, ptr %121, align 1, !tbaa !43
  %122 = icmp sgt i16 %120, 8
  br i1 %122, label %123, label %153

123:                                              ; preds = %115
  %124 = zext nneg i16 %120 to i64
  %125 = tail call i64 @llvm.umax.i64(i64 %124, i64 16)
  %126 = add nsw i64 %125, -9
  %127 = lshr i64 %126, 3
  %128 = add nuw nsw i64 %127, 1
  %129 = icmp ult i64 %126, 24
  br i1 %129, label %146, label %130

130:                                              ; preds = %123
  %131 = and i64 %128, 4611686018427387900
  %132 = shl i64 %131, 3
  %133 = or disjoint i64 %132, 8
  %134 = insertelement <2 x i64> poison, i64 %118, i64 0
  %135 = shufflevector <2 x i64> %134, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %136

136:                                              ; preds = %136, %130
  %137 = phi i64 [ 0, %130 ], [ %142, %136 ]
  %138 = shl i64 %137, 3
  %139 = or disjoint i64 %138, 8
  %140 = getelementptr inbounds i8, ptr %121, i64 %139
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  store <2 x i64> %135, ptr %140, align 1, !tbaa !43
  store <2 x i64> %135, ptr %141, align 1, !tbaa !43
  %142 = add nuw i64 %137, 4
  %143 = icmp eq i64 %142, %131
  br i1 %143, label %144, label %136, !llvm.loop !58

144:                                              ; preds = %136
  %145 = icmp eq i64 %128, %131
  br i1 %145, label %153, label %146

146:                                              ; preds = %144, %123
  %147 = phi i64 [ 8, %123 ], [ %133, %144 ]
  br label %148

148:                                              ; preds = %146, %148
  %149 = phi i64 [ %151, %148 ], [ %147, %146 ]
  %150 = getelementptr inbounds i8, ptr %121, i64 %149
  store i64 %118, ptr %150, align 1, !tbaa !43
  %151 = add nuw nsw i64 %149, 8
  %152 = icmp ult i64 %151, %124
  br i1 %152, label %148, label %153, !llvm.loop !59

153:                                              ; preds = %148, %144, %115
  %154 = sext i16 %120 to i64
  %155 = add i64 %117, %154
  %156 = add nuw nsw i64 %116, 1
  %157 = add i64 %118, 72340172838076673
  %158 = icmp eq i64 %156, %108
  br i1 %158, label %109, label %115, !llvm.loop !48

159:                                              ; preds = %109, %159
  %160 = phi i64 [ 0, %109 ], [ %176, %159 ]
  %161 = phi i64 [ 0, %109 ], [ %175, %159 ]
  %162 = and i64 %161, %111
  %163 = getelementptr inbounds i8, ptr %11, i64 %160
  %164 = load i8, ptr %163, align 1, !tbaa !9
  %165 = zext i8 %164 to i32
  %166 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %162, i32 3
  store i32 %165, ptr %166, align 4, !tbaa !40
  %167 = add nuw nsw i64 %161, %112
  %168 = and i64 %167, %111
  %169 = or disjoint i64 %160, 1
  %170 = getelementptr inbounds i8, ptr %11, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !9
  %172 = zext i8 %171 to i32
  %173 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %168, i32 3
  store i32 %172, ptr %173, align 4, !tbaa !40
  %174 = add nuw nsw i64 %161, %114
  %175 = and i64 %174, %111
  %176 = add nuw nsw i64 %160, 2
  %177 = icmp ult i64 %176, %113
  br i1 %177, label %159, label %235, !llvm.loop !49

178:                                              ; preds = %97
  br i1 %13, label %235, label %179

179:                                              ; preds = %178
  %180 = lshr i32 %10, 3
  %181 = lshr i32 %10, 1
  %182 = add nuw nsw i32 %180, 3
  %183 = add nuw i32 %182, %181
  %184 = zext i32 %9 to i64
  br label %185

185:                                              ; preds = %179, %231
  %186 = phi i64 [ 0, %179 ], [ %233, %231 ]
  %187 = phi i32 [ 0, %179 ], [ %232, %231 ]
  %188 = getelementptr inbounds i16, ptr %1, i64 %186
  %189 = load i16, ptr %188, align 2, !tbaa !5
  %190 = sext i16 %189 to i32
  %191 = icmp sgt i16 %189, 0
  br i1 %191, label %192, label %231

192:                                              ; preds = %185
  %193 = trunc nuw i64 %186 to i32
  %194 = and i32 %190, 1
  %195 = icmp eq i16 %189, 1
  br i1 %195, label %219, label %196

196:                                              ; preds = %192
  %197 = and i32 %190, 32766
  br label %198

198:                                              ; preds = %216, %196
  %199 = phi i32 [ %187, %196 ], [ %214, %216 ]
  %200 = phi i32 [ 0, %196 ], [ %217, %216 ]
  %201 = zext i32 %199 to i64
  %202 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %201, i32 3
  store i32 %193, ptr %202, align 4, !tbaa !40
  br label %203

203:                                              ; preds = %203, %198
  %204 = phi i32 [ %199, %198 ], [ %206, %203 ]
  %205 = add i32 %183, %204
  %206 = and i32 %205, %12
  %207 = icmp ugt i32 %206, %99
  br i1 %207, label %203, label %208, !prof !50, !llvm.loop !51

208:                                              ; preds = %203
  %209 = zext i32 %206 to i64
  %210 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %209, i32 3
  store i32 %193, ptr %210, align 4, !tbaa !40
  br label %211

211:                                              ; preds = %211, %208
  %212 = phi i32 [ %206, %208 ], [ %214, %211 ]
  %213 = add i32 %183, %212
  %214 = and i32 %213, %12
  %215 = icmp ugt i32 %214, %99
  br i1 %215, label %211, label %216, !prof !50, !llvm.loop !51

216:                                              ; preds = %211
  %217 = add i32 %200, 2
  %218 = icmp eq i32 %217, %197
  br i1 %218, label %219, label %198, !llvm.loop !52

219:                                              ; preds = %216, %192
  %220 = phi i32 [ poison, %192 ], [ %214, %216 ]
  %221 = phi i32 [ %187, %192 ], [ %214, %216 ]
  %222 = icmp eq i32 %194, 0
  br i1 %222, label %231, label %223

223:                                              ; preds = %219
  %224 = zext i32 %221 to i64
  %225 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %224, i32 3
  store i32 %193, ptr %225, align 4, !tbaa !40
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i32 [ %221, %223 ], [ %229, %226 ]
  %228 = add i32 %183, %227
  %229 = and i32 %228, %12
  %230 = icmp ugt i32 %229, %99
  br i1 %230, label %226, label %231, !prof !50, !llvm.loop !51

231:                                              ; preds = %219, %226, %185
  %232 = phi i32 [ %187, %185 ], [ %220, %219 ], [ %229, %226 ]
  %233 = add nuw nsw i64 %186, 1
  %234 = icmp eq i64 %233, %184
  br i1 %234, label %235, label %185, !llvm.loop !53

235:                                              ; preds = %231, %159, %178
  %236 = zext i32 %10 to i64
  br label %237

237:                                              ; preds = %235, %237
  %238 = phi i64 [ 0, %235 ], [ %261, %237 ]
  %239 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %8, i64 %238
  %240 = getelementptr inbounds i8, ptr %239, i64 4
  %241 = load i32, ptr %240, align 4, !tbaa !40
  %242 = zext i32 %241 to i64
  %243 = getelementptr inbounds i16, ptr %6, i64 %242
  %244 = load i16, ptr %243, align 2, !tbaa !5
  %245 = add i16 %244, 1
  store i16 %245, ptr %243, align 2, !tbaa !5
  %246 = zext i16 %244 to i32
  %247 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %246, i1 true)
  %248 = xor i32 %247, 31
  %249 = sub i32 %5, %248
  %250 = trunc i32 %249 to i8
  %251 = getelementptr inbounds i8, ptr %239, i64 3
  store i8 %250, ptr %251, align 1, !tbaa !54
  %252 = and i32 %249, 255
  %253 = shl i32 %246, %252
  %254 = sub i32 %253, %10
  %255 = trunc i32 %254 to i16
  store i16 %255, ptr %239, align 4, !tbaa !55
  %256 = getelementptr inbounds i8, ptr %4, i64 %242
  %257 = load i8, ptr %256, align 1, !tbaa !9
  %258 = getelementptr inbounds i8, ptr %239, i64 2
  store i8 %257, ptr %258, align 2, !tbaa !56
  %259 = getelementptr inbounds i32, ptr %3, i64 %242
  %260 = load i32, ptr %259, align 4, !tbaa !27
  store i32 %260, ptr %240, align 4, !tbaa !40
  %261 = add nuw nsw i64 %238, 1
  %262 = icmp eq i64 %261, %236
  br i1 %262, label %263, label %237, !llvm.loop !57

263:                                              ; preds = %237
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decodeSeqHeaders(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %2, i64 %3
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %93, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %2, i64 1
  %9 = load i8, ptr %2, align 1, !tbaa !9
  %10 = zext i8 %9 to i32
  %11 = icmp slt i8 %9, 0
  br i1 %11, label %12, label %30

12:                                               ; preds = %7
  %13 = icmp eq i8 %9, -1
  br i1 %13, label %14, label %21

14:                                               ; preds = %12
  %15 = icmp slt i64 %3, 3
  br i1 %15, label %93, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %2, i64 3
  %18 = load i16, ptr %8, align 1, !tbaa !5
  %19 = zext i16 %18 to i32
  %20 = add nuw nsw i32 %19, 32512
  store i32 %20, ptr %1, align 4, !tbaa !27
  br label %37

21:                                               ; preds = %12
  %22 = icmp sgt i64 %3, 1
  br i1 %22, label %23, label %93

23:                                               ; preds = %21
  %24 = shl nuw nsw i32 %10, 8
  %25 = add nsw i32 %24, -32768
  %26 = getelementptr inbounds i8, ptr %2, i64 2
  %27 = load i8, ptr %8, align 1, !tbaa !9
  %28 = zext i8 %27 to i32
  %29 = or disjoint i32 %25, %28
  br label %30

30:                                               ; preds = %23, %7
  %31 = phi i32 [ %29, %23 ], [ %10, %7 ]
  %32 = phi ptr [ %26, %23 ], [ %8, %7 ]
  store i32 %31, ptr %1, align 4, !tbaa !27
  %33 = icmp eq i32 %31, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = icmp eq ptr %32, %5
  %36 = select i1 %35, i64 %3, i64 -20
  br label %93

37:                                               ; preds = %16, %30
  %38 = phi ptr [ %17, %16 ], [ %32, %30 ]
  %39 = phi i32 [ %20, %16 ], [ %31, %30 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 1
  %41 = icmp ugt ptr %40, %5
  br i1 %41, label %93, label %42

42:                                               ; preds = %37
  %43 = load i8, ptr %38, align 1, !tbaa !9
  %44 = zext i8 %43 to i32
  %45 = and i32 %44, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %93

47:                                               ; preds = %42
  %48 = lshr i32 %44, 6
  %49 = lshr exact i32 %44, 2
  %50 = and i32 %49, 3
  %51 = getelementptr inbounds i8, ptr %0, i64 32
  %52 = ptrtoint ptr %5 to i64
  %53 = ptrtoint ptr %40 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %0, i64 30004
  %56 = load i32, ptr %55, align 4, !tbaa !60
  %57 = getelementptr inbounds i8, ptr %0, i64 30204
  %58 = load i32, ptr %57, align 4, !tbaa !32
  %59 = getelementptr inbounds i8, ptr %0, i64 27324
  %60 = getelementptr inbounds i8, ptr %0, i64 30180
  %61 = load i32, ptr %60, align 4, !tbaa !28
  %62 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %51, ptr noundef %0, i32 noundef %48, i32 noundef 35, i32 noundef 9, ptr noundef nonnull %40, i64 noundef %54, ptr noundef nonnull @LL_base, ptr noundef nonnull @LL_bits, ptr noundef nonnull @LL_defaultDTable, i32 noundef %56, i32 noundef %58, i32 noundef %39, ptr noundef nonnull %59, i32 noundef %61)
  %63 = icmp ult i64 %62, -119
  br i1 %63, label %64, label %93

64:                                               ; preds = %47
  %65 = getelementptr inbounds i8, ptr %40, i64 %62
  %66 = lshr i32 %44, 4
  %67 = and i32 %66, 3
  %68 = getelementptr inbounds i8, ptr %0, i64 4136
  %69 = getelementptr inbounds i8, ptr %0, i64 16
  %70 = ptrtoint ptr %65 to i64
  %71 = sub i64 %52, %70
  %72 = load i32, ptr %55, align 4, !tbaa !60
  %73 = load i32, ptr %57, align 4, !tbaa !32
  %74 = load i32, ptr %60, align 4, !tbaa !28
  %75 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %68, ptr noundef nonnull %69, i32 noundef %67, i32 noundef 31, i32 noundef 8, ptr noundef nonnull %65, i64 noundef %71, ptr noundef nonnull @OF_base, ptr noundef nonnull @OF_bits, ptr noundef nonnull @OF_defaultDTable, i32 noundef %72, i32 noundef %73, i32 noundef %39, ptr noundef nonnull %59, i32 noundef %74)
  %76 = icmp ult i64 %75, -119
  br i1 %76, label %77, label %93

77:                                               ; preds = %64
  %78 = getelementptr inbounds i8, ptr %65, i64 %75
  %79 = getelementptr inbounds i8, ptr %0, i64 6192
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  %81 = ptrtoint ptr %78 to i64
  %82 = sub i64 %52, %81
  %83 = load i32, ptr %55, align 4, !tbaa !60
  %84 = load i32, ptr %57, align 4, !tbaa !32
  %85 = load i32, ptr %60, align 4, !tbaa !28
  %86 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %79, ptr noundef nonnull %80, i32 noundef %50, i32 noundef 52, i32 noundef 9, ptr noundef nonnull %78, i64 noundef %82, ptr noundef nonnull @ML_base, ptr noundef nonnull @ML_bits, ptr noundef nonnull @ML_defaultDTable, i32 noundef %83, i32 noundef %84, i32 noundef %39, ptr noundef nonnull %59, i32 noundef %85)
  %87 = icmp ult i64 %86, -119
  br i1 %87, label %88, label %93

88:                                               ; preds = %77
  %89 = getelementptr inbounds i8, ptr %78, i64 %86
  %90 = ptrtoint ptr %89 to i64
  %91 = ptrtoint ptr %2 to i64
  %92 = sub i64 %90, %91
  br label %93

93:                                               ; preds = %34, %47, %64, %42, %37, %21, %14, %4, %77, %88
  %94 = phi i64 [ %92, %88 ], [ -20, %77 ], [ -72, %4 ], [ -72, %14 ], [ -72, %21 ], [ -72, %37 ], [ -20, %42 ], [ -20, %64 ], [ -20, %47 ], [ %36, %34 ]
  ret i64 %94
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_buildSeqTable(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr nocapture noundef %13, i32 noundef %14) unnamed_addr #2 {
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [53 x i16], align 16
  store i32 %3, ptr %16, align 4, !tbaa !27
  switch i32 %2, label %64 [
    i32 1, label %19
    i32 0, label %36
    i32 3, label %37
    i32 2, label %54
  ]

19:                                               ; preds = %15
  %20 = icmp eq i64 %6, 0
  br i1 %20, label %65, label %21

21:                                               ; preds = %19
  %22 = load i8, ptr %5, align 1, !tbaa !9
  %23 = zext i8 %22 to i32
  %24 = icmp ugt i32 %23, %3
  br i1 %24, label %65, label %25

25:                                               ; preds = %21
  %26 = zext i8 %22 to i64
  %27 = getelementptr inbounds i32, ptr %7, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !27
  %29 = getelementptr inbounds i8, ptr %8, i64 %26
  %30 = load i8, ptr %29, align 1, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 0, ptr %32, align 4, !tbaa !61
  store i32 0, ptr %0, align 4, !tbaa !63
  %33 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 0, ptr %33, align 1, !tbaa !54
  store i16 0, ptr %31, align 4, !tbaa !55
  %34 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %30, ptr %34, align 2, !tbaa !56
  %35 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %28, ptr %35, align 4, !tbaa !40
  store ptr %0, ptr %1, align 8, !tbaa !37
  br label %65

36:                                               ; preds = %15
  store ptr %9, ptr %1, align 8, !tbaa !37
  br label %65

37:                                               ; preds = %15
  %38 = icmp eq i32 %10, 0
  br i1 %38, label %65, label %39

39:                                               ; preds = %37
  %40 = icmp ne i32 %11, 0
  %41 = icmp sgt i32 %12, 24
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %65

43:                                               ; preds = %39
  %44 = load ptr, ptr %1, align 8, !tbaa !37
  %45 = shl nuw nsw i32 1, %4
  %46 = add nuw nsw i32 %45, 1
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 3
  br label %49

49:                                               ; preds = %43, %49
  %50 = phi i64 [ 0, %43 ], [ %52, %49 ]
  %51 = getelementptr inbounds i8, ptr %44, i64 %50
  tail call void @llvm.prefetch.p0(ptr %51, i32 0, i32 2, i32 1)
  %52 = add nuw nsw i64 %50, 64
  %53 = icmp ult i64 %52, %48
  br i1 %53, label %49, label %65, !llvm.loop !64

54:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #17
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %18) #17
  %55 = call i64 @FSE_readNCount(ptr noundef nonnull %18, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef %5, i64 noundef %6) #17
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = load i32, ptr %17, align 4, !tbaa !27
  %59 = icmp ugt i32 %58, %4
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = load i32, ptr %16, align 4, !tbaa !27
  call void @ZSTD_buildFSETable(ptr noundef %0, ptr noundef nonnull %18, i32 noundef %61, ptr noundef %7, ptr noundef %8, i32 noundef %58, ptr noundef %13, i64 poison, i32 noundef %14)
  store ptr %0, ptr %1, align 8, !tbaa !37
  br label %62

62:                                               ; preds = %57, %54, %60
  %63 = phi i64 [ %55, %60 ], [ -20, %54 ], [ -20, %57 ]
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %18) #17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #17
  br label %65

64:                                               ; preds = %15
  unreachable

65:                                               ; preds = %49, %39, %37, %21, %19, %25, %36, %62
  %66 = phi i64 [ %63, %62 ], [ 0, %36 ], [ 1, %25 ], [ -72, %19 ], [ -20, %21 ], [ -20, %37 ], [ 0, %39 ], [ 0, %49 ]
  ret i64 %66
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 30176
  %9 = load i32, ptr %8, align 8, !tbaa !15
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 29944
  %13 = load i32, ptr %12, align 8, !tbaa !25
  %14 = zext i32 %13 to i64
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i64 [ %14, %11 ], [ 131072, %6 ]
  %17 = icmp ult i64 %16, %4
  br i1 %17, label %100, label %18

18:                                               ; preds = %15
  %19 = tail call fastcc i64 @ZSTD_decodeLiteralsBlock(ptr noundef nonnull %0, ptr noundef %3, i64 noundef %4, ptr noundef %1, i64 noundef %2, i32 noundef %5)
  %20 = icmp ult i64 %19, -119
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = sub nsw i64 %4, %19
  br i1 %20, label %23, label %100

23:                                               ; preds = %18
  %24 = load i32, ptr %8, align 8, !tbaa !15
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %23
  %27 = tail call i64 @llvm.umin.i64(i64 %2, i64 131072)
  br label %33

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %0, i64 29944
  %30 = load i32, ptr %29, align 8, !tbaa !25
  %31 = zext i32 %30 to i64
  %32 = tail call i64 @llvm.umin.i64(i64 %31, i64 %2)
  br label %33

33:                                               ; preds = %28, %26
  %34 = phi i64 [ %27, %26 ], [ %32, %28 ]
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  %36 = getelementptr inbounds i8, ptr %0, i64 29904
  %37 = load ptr, ptr %36, align 8, !tbaa !65
  %38 = ptrtoint ptr %35 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = getelementptr inbounds i8, ptr %0, i64 30204
  %42 = load i32, ptr %41, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #17
  %43 = call i64 @ZSTD_decodeSeqHeaders(ptr noundef nonnull %0, ptr noundef nonnull %7, ptr noundef %21, i64 noundef %22)
  %44 = icmp ult i64 %43, -119
  br i1 %44, label %45, label %98

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %21, i64 %43
  %47 = sub i64 %22, %43
  %48 = icmp eq ptr %1, null
  %49 = icmp eq i64 %2, 0
  %50 = or i1 %48, %49
  %51 = load i32, ptr %7, align 4
  %52 = icmp sgt i32 %51, 0
  %53 = select i1 %50, i1 %52, i1 false
  %54 = icmp ugt ptr %1, inttoptr (i64 -1048577 to ptr)
  %55 = or i1 %54, %53
  br i1 %55, label %98, label %56

56:                                               ; preds = %45
  %57 = icmp eq i32 %42, 0
  %58 = icmp ugt i64 %40, 16777216
  %59 = select i1 %57, i1 %58, i1 false
  %60 = icmp sgt i32 %51, 8
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %62, label %85

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !66
  %65 = getelementptr inbounds i8, ptr %64, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa !61
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  br label %68

68:                                               ; preds = %68, %62
  %69 = phi i32 [ 0, %62 ], [ %77, %68 ]
  %70 = phi i32 [ 0, %62 ], [ %76, %68 ]
  %71 = zext i32 %69 to i64
  %72 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %67, i64 %71, i32 1
  %73 = load i8, ptr %72, align 2, !tbaa !56
  %74 = icmp ugt i8 %73, 22
  %75 = zext i1 %74 to i32
  %76 = add i32 %70, %75
  %77 = add i32 %69, 1
  %78 = lshr i32 %77, %66
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %68, label %80, !llvm.loop !67

80:                                               ; preds = %68
  %81 = sub i32 8, %66
  %82 = shl i32 %76, %81
  %83 = icmp ugt i32 %82, 6
  %84 = zext i1 %83 to i32
  br label %85

85:                                               ; preds = %80, %56
  %86 = phi i32 [ %42, %56 ], [ %84, %80 ]
  store i32 0, ptr %41, align 4, !tbaa !32
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = tail call fastcc i64 @ZSTD_decompressSequencesLong(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %98

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %0, i64 30368
  %92 = load i32, ptr %91, align 8, !tbaa !31
  %93 = icmp eq i32 %92, 2
  br i1 %93, label %94, label %96

94:                                               ; preds = %90
  %95 = tail call fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %98

96:                                               ; preds = %90
  %97 = tail call fastcc i64 @ZSTD_decompressSequences(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %98

98:                                               ; preds = %45, %33, %96, %94, %88
  %99 = phi i64 [ %89, %88 ], [ %95, %94 ], [ %97, %96 ], [ %43, %33 ], [ -70, %45 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #17
  br label %100

100:                                              ; preds = %15, %18, %98
  %101 = phi i64 [ %99, %98 ], [ %19, %18 ], [ -72, %15 ]
  ret i64 %101
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesLong(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = alloca ptr, align 8
  %8 = alloca [8 x %struct.seq_t], align 16
  %9 = alloca %struct.seqState_t, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 30180
  %11 = load i32, ptr %10, align 4, !tbaa !28
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %6
  %14 = tail call fastcc i64 @ZSTD_decompressSequencesLong_bmi2(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5)
  br label %2322

15:                                               ; preds = %6
  %16 = getelementptr inbounds i8, ptr %0, i64 30368
  %17 = load i32, ptr %16, align 8, !tbaa !31
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 30352
  %21 = load ptr, ptr %20, align 8, !tbaa !30
  br label %25

22:                                               ; preds = %15
  %23 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi ptr [ %21, %19 ], [ %24, %22 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  %27 = getelementptr inbounds i8, ptr %0, i64 30120
  %28 = load ptr, ptr %27, align 8, !tbaa !38
  store ptr %28, ptr %7, align 8, !tbaa !37
  %29 = getelementptr inbounds i8, ptr %0, i64 30360
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  %31 = getelementptr inbounds i8, ptr %0, i64 29896
  %32 = load ptr, ptr %31, align 8, !tbaa !68
  %33 = getelementptr inbounds i8, ptr %0, i64 29904
  %34 = load ptr, ptr %33, align 8, !tbaa !65
  %35 = getelementptr inbounds i8, ptr %0, i64 29912
  %36 = load ptr, ptr %35, align 8, !tbaa !69
  %37 = icmp eq i32 %5, 0
  br i1 %37, label %2276, label %38

38:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #17
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #17
  %39 = ptrtoint ptr %32 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %40, align 4, !tbaa !60
  %41 = getelementptr inbounds i8, ptr %0, i64 26684
  %42 = getelementptr inbounds i8, ptr %9, i64 88
  %43 = load i32, ptr %41, align 4, !tbaa !27
  %44 = zext i32 %43 to i64
  store i64 %44, ptr %42, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %0, i64 26688
  %46 = load i32, ptr %45, align 4, !tbaa !27
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %9, i64 96
  store i64 %47, ptr %48, align 8, !tbaa !43
  %49 = getelementptr inbounds i8, ptr %0, i64 26692
  %50 = load i32, ptr %49, align 4, !tbaa !27
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %9, i64 104
  store i64 %51, ptr %52, align 8, !tbaa !43
  %53 = tail call i32 @llvm.smin.i32(i32 %5, i32 8)
  %54 = ptrtoint ptr %1 to i64
  %55 = sub i64 %54, %39
  %56 = icmp eq i64 %4, 0
  br i1 %56, label %2274, label %57

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %58, align 8, !tbaa !70
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %59, ptr %60, align 8, !tbaa !72
  %61 = icmp ugt i64 %4, 7
  br i1 %61, label %62, label %68

62:                                               ; preds = %57
  %63 = add nsw i64 %4, -8
  %64 = getelementptr inbounds i8, ptr %3, i64 %63
  %65 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %64, ptr %65, align 8, !tbaa !73
  %66 = load i64, ptr %64, align 1
  store i64 %66, ptr %9, align 8, !tbaa !74
  %67 = icmp ult i64 %66, 72057594037927936
  br i1 %67, label %2274, label %126

68:                                               ; preds = %57
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %3, ptr %69, align 8, !tbaa !73
  %70 = load i8, ptr %3, align 1, !tbaa !9
  %71 = zext i8 %70 to i64
  store i64 %71, ptr %9, align 8, !tbaa !74
  switch i64 %4, label %113 [
    i64 7, label %72
    i64 6, label %78
    i64 5, label %85
    i64 4, label %92
    i64 3, label %99
    i64 2, label %106
  ]

72:                                               ; preds = %68
  %73 = getelementptr inbounds i8, ptr %3, i64 6
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = shl nuw nsw i64 %75, 48
  %77 = or disjoint i64 %76, %71
  br label %78

78:                                               ; preds = %72, %68
  %79 = phi i64 [ %71, %68 ], [ %77, %72 ]
  %80 = getelementptr inbounds i8, ptr %3, i64 5
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i64
  %83 = shl nuw nsw i64 %82, 40
  %84 = add nuw nsw i64 %83, %79
  br label %85

85:                                               ; preds = %78, %68
  %86 = phi i64 [ %71, %68 ], [ %84, %78 ]
  %87 = getelementptr inbounds i8, ptr %3, i64 4
  %88 = load i8, ptr %87, align 1, !tbaa !9
  %89 = zext i8 %88 to i64
  %90 = shl nuw nsw i64 %89, 32
  %91 = add nuw nsw i64 %90, %86
  br label %92

92:                                               ; preds = %85, %68
  %93 = phi i64 [ %71, %68 ], [ %91, %85 ]
  %94 = getelementptr inbounds i8, ptr %3, i64 3
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i64
  %97 = shl nuw nsw i64 %96, 24
  %98 = add nuw nsw i64 %97, %93
  br label %99

99:                                               ; preds = %92, %68
  %100 = phi i64 [ %71, %68 ], [ %98, %92 ]
  %101 = getelementptr inbounds i8, ptr %3, i64 2
  %102 = load i8, ptr %101, align 1, !tbaa !9
  %103 = zext i8 %102 to i64
  %104 = shl nuw nsw i64 %103, 16
  %105 = add nuw nsw i64 %104, %100
  br label %106

106:                                              ; preds = %99, %68
  %107 = phi i64 [ %71, %68 ], [ %105, %99 ]
  %108 = getelementptr inbounds i8, ptr %3, i64 1
  %109 = load i8, ptr %108, align 1, !tbaa !9
  %110 = zext i8 %109 to i64
  %111 = shl nuw nsw i64 %110, 8
  %112 = add nuw nsw i64 %111, %107
  store i64 %112, ptr %9, align 8, !tbaa !74
  br label %113

113:                                              ; preds = %106, %68
  %114 = phi i64 [ %112, %106 ], [ %71, %68 ]
  %115 = getelementptr i8, ptr %3, i64 %4
  %116 = getelementptr i8, ptr %115, i64 -1
  %117 = load i8, ptr %116, align 1, !tbaa !9
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %2274, label %119

119:                                              ; preds = %113
  %120 = zext i8 %117 to i32
  %121 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %120, i1 true)
  %122 = trunc nuw i64 %4 to i32
  %123 = shl nuw nsw i32 %122, 3
  %124 = sub nsw i32 %121, %123
  %125 = add nsw i32 %124, 41
  br label %133

126:                                              ; preds = %62
  %127 = lshr i64 %66, 56
  %128 = trunc nuw nsw i64 %127 to i32
  %129 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %128, i1 true)
  %130 = xor i32 %129, 31
  %131 = sub nuw nsw i32 8, %130
  %132 = icmp ult i64 %4, -119
  br i1 %132, label %133, label %2274

133:                                              ; preds = %126, %119
  %134 = phi i64 [ 0, %119 ], [ %63, %126 ]
  %135 = phi i32 [ %125, %119 ], [ %131, %126 ]
  %136 = phi i64 [ %114, %119 ], [ %66, %126 ]
  %137 = getelementptr inbounds i8, ptr %3, i64 %134
  %138 = getelementptr inbounds i8, ptr %9, i64 40
  %139 = load ptr, ptr %0, align 8, !tbaa !75
  %140 = getelementptr inbounds i8, ptr %139, i64 4
  %141 = load i32, ptr %140, align 4, !tbaa !61
  %142 = getelementptr inbounds i8, ptr %9, i64 8
  %143 = add i32 %141, %135
  %144 = sub i32 0, %143
  %145 = and i32 %144, 63
  %146 = zext nneg i32 %145 to i64
  %147 = lshr i64 %136, %146
  %148 = zext nneg i32 %141 to i64
  %149 = shl nsw i64 -1, %148
  %150 = xor i64 %149, -1
  %151 = and i64 %147, %150
  store i64 %151, ptr %138, align 8, !tbaa !76
  %152 = icmp ugt i32 %143, 64
  %153 = getelementptr inbounds i8, ptr %9, i64 16
  br i1 %152, label %154, label %155, !prof !50

154:                                              ; preds = %133
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73
  br label %180

155:                                              ; preds = %133
  %156 = icmp slt i64 %134, 8
  br i1 %156, label %164, label %157

157:                                              ; preds = %155
  %158 = lshr i32 %143, 3
  %159 = zext nneg i32 %158 to i64
  %160 = sub nsw i64 0, %159
  %161 = getelementptr inbounds i8, ptr %137, i64 %160
  store ptr %161, ptr %153, align 8, !tbaa !73
  %162 = and i32 %143, 7
  store i32 %162, ptr %142, align 8, !tbaa !78
  %163 = load i64, ptr %161, align 1, !tbaa !43
  store i64 %163, ptr %9, align 8, !tbaa !74
  br label %180

164:                                              ; preds = %155
  %165 = icmp eq i64 %134, 0
  br i1 %165, label %180, label %166

166:                                              ; preds = %164
  %167 = lshr i32 %143, 3
  %168 = zext nneg i32 %167 to i64
  %169 = sub nsw i64 0, %168
  %170 = getelementptr inbounds i8, ptr %137, i64 %169
  %171 = icmp ult ptr %170, %3
  %172 = trunc i64 %134 to i32
  %173 = select i1 %171, i32 %172, i32 %167
  %174 = zext i32 %173 to i64
  %175 = sub nsw i64 0, %174
  %176 = getelementptr inbounds i8, ptr %137, i64 %175
  store ptr %176, ptr %153, align 8, !tbaa !73
  %177 = shl i32 %173, 3
  %178 = sub i32 %143, %177
  store i32 %178, ptr %142, align 8, !tbaa !78
  %179 = load i64, ptr %176, align 1, !tbaa !43
  store i64 %179, ptr %9, align 8, !tbaa !74
  br label %180

180:                                              ; preds = %166, %164, %157, %154
  %181 = phi ptr [ @BIT_reloadDStream.zeroFilled, %154 ], [ %161, %157 ], [ %3, %164 ], [ %176, %166 ]
  %182 = phi i32 [ %143, %154 ], [ %162, %157 ], [ %143, %164 ], [ %178, %166 ]
  %183 = phi i64 [ %136, %154 ], [ %163, %157 ], [ %136, %164 ], [ %179, %166 ]
  %184 = getelementptr inbounds i8, ptr %139, i64 8
  %185 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %184, ptr %185, align 8, !tbaa !79
  %186 = getelementptr inbounds i8, ptr %9, i64 56
  %187 = getelementptr inbounds i8, ptr %0, i64 16
  %188 = load ptr, ptr %187, align 8, !tbaa !66
  %189 = getelementptr inbounds i8, ptr %188, i64 4
  %190 = load i32, ptr %189, align 4, !tbaa !61
  %191 = add i32 %190, %182
  %192 = sub i32 0, %191
  %193 = and i32 %192, 63
  %194 = zext nneg i32 %193 to i64
  %195 = lshr i64 %183, %194
  %196 = zext nneg i32 %190 to i64
  %197 = shl nsw i64 -1, %196
  %198 = xor i64 %197, -1
  %199 = and i64 %195, %198
  store i64 %199, ptr %186, align 8, !tbaa !76
  %200 = icmp ugt i32 %191, 64
  br i1 %200, label %201, label %202, !prof !50

201:                                              ; preds = %180
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73
  br label %230

202:                                              ; preds = %180
  %203 = icmp ult ptr %181, %59
  br i1 %203, label %211, label %204

204:                                              ; preds = %202
  %205 = lshr i32 %191, 3
  %206 = zext nneg i32 %205 to i64
  %207 = sub nsw i64 0, %206
  %208 = getelementptr inbounds i8, ptr %181, i64 %207
  store ptr %208, ptr %153, align 8, !tbaa !73
  %209 = and i32 %191, 7
  %210 = load i64, ptr %208, align 1, !tbaa !43
  store i64 %210, ptr %9, align 8, !tbaa !74
  br label %230

211:                                              ; preds = %202
  %212 = icmp eq ptr %181, %3
  br i1 %212, label %230, label %213

213:                                              ; preds = %211
  %214 = lshr i32 %191, 3
  %215 = zext nneg i32 %214 to i64
  %216 = sub nsw i64 0, %215
  %217 = getelementptr inbounds i8, ptr %181, i64 %216
  %218 = icmp ult ptr %217, %3
  %219 = ptrtoint ptr %181 to i64
  %220 = ptrtoint ptr %3 to i64
  %221 = sub i64 %219, %220
  %222 = trunc i64 %221 to i32
  %223 = select i1 %218, i32 %222, i32 %214
  %224 = zext i32 %223 to i64
  %225 = sub nsw i64 0, %224
  %226 = getelementptr inbounds i8, ptr %181, i64 %225
  store ptr %226, ptr %153, align 8, !tbaa !73
  %227 = shl i32 %223, 3
  %228 = sub i32 %191, %227
  %229 = load i64, ptr %226, align 1, !tbaa !43
  store i64 %229, ptr %9, align 8, !tbaa !74
  br label %230

230:                                              ; preds = %213, %211, %204, %201
  %231 = phi ptr [ @BIT_reloadDStream.zeroFilled, %201 ], [ %208, %204 ], [ %181, %211 ], [ %226, %213 ]
  %232 = phi i32 [ %191, %201 ], [ %209, %204 ], [ %191, %211 ], [ %228, %213 ]
  %233 = phi i64 [ %183, %201 ], [ %210, %204 ], [ %183, %211 ], [ %229, %213 ]
  %234 = getelementptr inbounds i8, ptr %188, i64 8
  %235 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %234, ptr %235, align 8, !tbaa !79
  %236 = getelementptr inbounds i8, ptr %9, i64 72
  %237 = getelementptr inbounds i8, ptr %0, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !80
  %239 = getelementptr inbounds i8, ptr %238, i64 4
  %240 = load i32, ptr %239, align 4, !tbaa !61
  %241 = add i32 %240, %232
  %242 = sub i32 0, %241
  %243 = and i32 %242, 63
  %244 = zext nneg i32 %243 to i64
  %245 = lshr i64 %233, %244
  %246 = zext nneg i32 %240 to i64
  %247 = shl nsw i64 -1, %246
  %248 = xor i64 %247, -1
  %249 = and i64 %245, %248
  store i32 %241, ptr %142, align 8, !tbaa !78
  store i64 %249, ptr %236, align 8, !tbaa !76
  %250 = icmp ugt i32 %241, 64
  br i1 %250, label %251, label %252, !prof !50

251:                                              ; preds = %230
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73
  br label %280

252:                                              ; preds = %230
  %253 = icmp ult ptr %231, %59
  br i1 %253, label %261, label %254

254:                                              ; preds = %252
  %255 = lshr i32 %241, 3
  %256 = zext nneg i32 %255 to i64
  %257 = sub nsw i64 0, %256
  %258 = getelementptr inbounds i8, ptr %231, i64 %257
  store ptr %258, ptr %153, align 8, !tbaa !73
  %259 = and i32 %241, 7
  store i32 %259, ptr %142, align 8, !tbaa !78
  %260 = load i64, ptr %258, align 1, !tbaa !43
  store i64 %260, ptr %9, align 8, !tbaa !74
  br label %280

261:                                              ; preds = %252
  %262 = icmp eq ptr %231, %3
  br i1 %262, label %280, label %263

263:                                              ; preds = %261
  %264 = lshr i32 %241, 3
  %265 = zext nneg i32 %264 to i64
  %266 = sub nsw i64 0, %265
  %267 = getelementptr inbounds i8, ptr %231, i64 %266
  %268 = icmp ult ptr %267, %3
  %269 = ptrtoint ptr %231 to i64
  %270 = ptrtoint ptr %3 to i64
  %271 = sub i64 %269, %270
  %272 = trunc i64 %271 to i32
  %273 = select i1 %268, i32 %272, i32 %264
  %274 = zext i32 %273 to i64
  %275 = sub nsw i64 0, %274
  %276 = getelementptr inbounds i8, ptr %231, i64 %275
  store ptr %276, ptr %153, align 8, !tbaa !73
  %277 = shl i32 %273, 3
  %278 = sub i32 %241, %277
  store i32 %278, ptr %142, align 8, !tbaa !78
  %279 = load i64, ptr %276, align 1, !tbaa !43
  store i64 %279, ptr %9, align 8, !tbaa !74
  br label %280

280:                                              ; preds = %263, %261, %254, %251
  %281 = phi i64 [ %233, %251 ], [ %260, %254 ], [ %233, %261 ], [ %279, %263 ]
  %282 = phi i32 [ %241, %251 ], [ %259, %254 ], [ %241, %261 ], [ %278, %263 ]
  %283 = phi ptr [ @BIT_reloadDStream.zeroFilled, %251 ], [ %258, %254 ], [ %231, %261 ], [ %276, %263 ]
  %284 = getelementptr inbounds i8, ptr %238, i64 8
  %285 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %284, ptr %285, align 8, !tbaa !79
  %286 = icmp sgt i32 %5, 0
  br i1 %286, label %287, label %292

287:                                              ; preds = %280
  %288 = add nsw i32 %5, -1
  %289 = ptrtoint ptr %3 to i64
  %290 = zext nneg i32 %288 to i64
  %291 = zext nneg i32 %53 to i64
  br label %309

292:                                              ; preds = %531, %280
  %293 = phi i32 [ %282, %280 ], [ %533, %531 ]
  %294 = phi ptr [ %283, %280 ], [ %532, %531 ]
  %295 = phi i64 [ %55, %280 ], [ %545, %531 ]
  %296 = phi i32 [ 0, %280 ], [ %53, %531 ]
  %297 = icmp slt i32 %296, %5
  br i1 %297, label %298, label %1529

298:                                              ; preds = %292
  %299 = add nsw i32 %5, -1
  %300 = getelementptr inbounds i8, ptr %26, i64 -32
  %301 = ptrtoint ptr %34 to i64
  %302 = ptrtoint ptr %26 to i64
  %303 = getelementptr i8, ptr %0, i64 30372
  %304 = getelementptr inbounds i8, ptr %0, i64 95908
  %305 = getelementptr inbounds i8, ptr %0, i64 30388
  %306 = add i64 %39, 16
  %307 = add i64 %39, 16
  %308 = add i64 %39, 16
  br label %551

309:                                              ; preds = %531, %287
  %310 = phi i64 [ 0, %287 ], [ %549, %531 ]
  %311 = phi i64 [ %47, %287 ], [ %402, %531 ]
  %312 = phi i64 [ %44, %287 ], [ %403, %531 ]
  %313 = phi i64 [ %55, %287 ], [ %545, %531 ]
  %314 = phi i64 [ %151, %287 ], [ %537, %531 ]
  %315 = phi i64 [ %249, %287 ], [ %536, %531 ]
  %316 = phi i64 [ %199, %287 ], [ %535, %531 ]
  %317 = phi i64 [ %281, %287 ], [ %534, %531 ]
  %318 = phi i32 [ %282, %287 ], [ %533, %531 ]
  %319 = phi ptr [ %283, %287 ], [ %532, %531 ]
  %320 = icmp eq i64 %310, %290
  %321 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %184, i64 %314
  %322 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %284, i64 %315
  %323 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %234, i64 %316
  %324 = getelementptr inbounds i8, ptr %322, i64 4
  %325 = load i32, ptr %324, align 4, !tbaa !40, !noalias !81
  %326 = zext i32 %325 to i64
  %327 = getelementptr inbounds i8, ptr %321, i64 4
  %328 = load i32, ptr %327, align 4, !tbaa !40, !noalias !81
  %329 = zext i32 %328 to i64
  %330 = getelementptr inbounds i8, ptr %323, i64 4
  %331 = load i32, ptr %330, align 4, !tbaa !40, !noalias !81
  %332 = getelementptr inbounds i8, ptr %321, i64 2
  %333 = load i8, ptr %332, align 2, !tbaa !56, !noalias !81
  %334 = getelementptr inbounds i8, ptr %322, i64 2
  %335 = load i8, ptr %334, align 2, !tbaa !56, !noalias !81
  %336 = getelementptr inbounds i8, ptr %323, i64 2
  %337 = load i8, ptr %336, align 2, !tbaa !56, !noalias !81
  %338 = zext i8 %333 to i32
  %339 = zext i8 %335 to i32
  %340 = add i8 %335, %333
  %341 = add i8 %340, %337
  %342 = load i16, ptr %321, align 4, !tbaa !55, !noalias !81
  %343 = load i16, ptr %322, align 4, !tbaa !55, !noalias !81
  %344 = load i16, ptr %323, align 4, !tbaa !55, !noalias !81
  %345 = getelementptr inbounds i8, ptr %321, i64 3
  %346 = load i8, ptr %345, align 1, !tbaa !54, !noalias !81
  %347 = zext i8 %346 to i32
  %348 = getelementptr inbounds i8, ptr %322, i64 3
  %349 = load i8, ptr %348, align 1, !tbaa !54, !noalias !81
  %350 = zext i8 %349 to i32
  %351 = getelementptr inbounds i8, ptr %323, i64 3
  %352 = load i8, ptr %351, align 1, !tbaa !54, !noalias !81
  %353 = zext i8 %352 to i32
  %354 = icmp ugt i8 %337, 1
  br i1 %354, label %355, label %367

355:                                              ; preds = %309
  %356 = zext i8 %337 to i32
  %357 = and i32 %318, 63
  %358 = zext nneg i32 %357 to i64
  %359 = shl i64 %317, %358
  %360 = sub nsw i32 0, %356
  %361 = and i32 %360, 63
  %362 = zext nneg i32 %361 to i64
  %363 = lshr i64 %359, %362
  %364 = add i32 %318, %356
  store i32 %364, ptr %142, align 8, !tbaa !78, !noalias !81
  %365 = zext i32 %331 to i64
  %366 = add i64 %363, %365
  store i64 %311, ptr %52, align 8, !tbaa !43, !noalias !81
  br label %401

367:                                              ; preds = %309
  %368 = icmp eq i32 %328, 0
  %369 = icmp eq i8 %337, 0
  br i1 %369, label %370, label %378, !prof !84

370:                                              ; preds = %367
  %371 = zext i1 %368 to i64
  %372 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %371
  %373 = load i64, ptr %372, align 8, !tbaa !43, !noalias !81
  %374 = xor i1 %368, true
  %375 = zext i1 %374 to i64
  %376 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %375
  %377 = load i64, ptr %376, align 8, !tbaa !43, !noalias !81
  br label %401

378:                                              ; preds = %367
  %379 = zext i1 %368 to i32
  %380 = add i32 %331, %379
  %381 = zext i32 %380 to i64
  %382 = and i32 %318, 63
  %383 = zext nneg i32 %382 to i64
  %384 = shl i64 %317, %383
  %385 = lshr i64 %384, 63
  %386 = add i32 %318, 1
  store i32 %386, ptr %142, align 8, !tbaa !78, !noalias !81
  %387 = add nuw nsw i64 %385, %381
  %388 = icmp eq i64 %387, 3
  br i1 %388, label %389, label %393

389:                                              ; preds = %378
  %390 = add i64 %312, -1
  %391 = icmp eq i64 %390, 0
  %392 = select i1 %391, i64 -1, i64 %390
  br label %399

393:                                              ; preds = %378
  %394 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %387
  %395 = load i64, ptr %394, align 8, !tbaa !43, !noalias !81
  %396 = icmp eq i64 %395, 0
  %397 = select i1 %396, i64 -1, i64 %395
  %398 = icmp eq i64 %387, 1
  br i1 %398, label %401, label %399

399:                                              ; preds = %393, %389
  %400 = phi i64 [ %392, %389 ], [ %397, %393 ]
  store i64 %311, ptr %52, align 8, !tbaa !43, !noalias !81
  br label %401

401:                                              ; preds = %399, %393, %370, %355
  %402 = phi i64 [ %377, %370 ], [ %312, %355 ], [ %312, %399 ], [ %312, %393 ]
  %403 = phi i64 [ %373, %370 ], [ %366, %355 ], [ %400, %399 ], [ %397, %393 ]
  %404 = phi i32 [ %318, %370 ], [ %364, %355 ], [ %386, %399 ], [ %386, %393 ]
  store i64 %402, ptr %48, align 8, !tbaa !43, !noalias !81
  store i64 %403, ptr %42, align 8, !tbaa !43, !noalias !81
  %405 = icmp eq i8 %335, 0
  br i1 %405, label %416, label %406

406:                                              ; preds = %401
  %407 = and i32 %404, 63
  %408 = zext nneg i32 %407 to i64
  %409 = shl i64 %317, %408
  %410 = sub nsw i32 0, %339
  %411 = and i32 %410, 63
  %412 = zext nneg i32 %411 to i64
  %413 = lshr i64 %409, %412
  %414 = add i32 %404, %339
  store i32 %414, ptr %142, align 8, !tbaa !78, !noalias !81
  %415 = add i64 %413, %326
  br label %416

416:                                              ; preds = %406, %401
  %417 = phi i32 [ %404, %401 ], [ %414, %406 ]
  %418 = phi i64 [ %326, %401 ], [ %415, %406 ]
  %419 = icmp ugt i8 %341, 30
  br i1 %419, label %420, label %450, !prof !50

420:                                              ; preds = %416
  %421 = icmp ugt i32 %417, 64
  br i1 %421, label %422, label %423, !prof !50

422:                                              ; preds = %420
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73, !noalias !81
  br label %450

423:                                              ; preds = %420
  %424 = icmp ult ptr %319, %59
  br i1 %424, label %432, label %425

425:                                              ; preds = %423
  %426 = lshr i32 %417, 3
  %427 = zext nneg i32 %426 to i64
  %428 = sub nsw i64 0, %427
  %429 = getelementptr inbounds i8, ptr %319, i64 %428
  store ptr %429, ptr %153, align 8, !tbaa !73, !noalias !81
  %430 = and i32 %417, 7
  store i32 %430, ptr %142, align 8, !tbaa !78, !noalias !81
  %431 = load i64, ptr %429, align 1, !tbaa !43, !noalias !81
  store i64 %431, ptr %9, align 8, !tbaa !74, !noalias !81
  br label %450

432:                                              ; preds = %423
  %433 = icmp eq ptr %319, %3
  br i1 %433, label %450, label %434

434:                                              ; preds = %432
  %435 = lshr i32 %417, 3
  %436 = zext nneg i32 %435 to i64
  %437 = sub nsw i64 0, %436
  %438 = getelementptr inbounds i8, ptr %319, i64 %437
  %439 = icmp ult ptr %438, %3
  %440 = ptrtoint ptr %319 to i64
  %441 = sub i64 %440, %289
  %442 = trunc i64 %441 to i32
  %443 = select i1 %439, i32 %442, i32 %435
  %444 = zext i32 %443 to i64
  %445 = sub nsw i64 0, %444
  %446 = getelementptr inbounds i8, ptr %319, i64 %445
  store ptr %446, ptr %153, align 8, !tbaa !73, !noalias !81
  %447 = shl i32 %443, 3
  %448 = sub i32 %417, %447
  store i32 %448, ptr %142, align 8, !tbaa !78, !noalias !81
  %449 = load i64, ptr %446, align 1, !tbaa !43, !noalias !81
  store i64 %449, ptr %9, align 8, !tbaa !74, !noalias !81
  br label %450

450:                                              ; preds = %434, %432, %425, %422, %416
  %451 = phi ptr [ %319, %432 ], [ %446, %434 ], [ %429, %425 ], [ @BIT_reloadDStream.zeroFilled, %422 ], [ %319, %416 ]
  %452 = phi i32 [ %417, %432 ], [ %448, %434 ], [ %430, %425 ], [ %417, %422 ], [ %417, %416 ]
  %453 = phi i64 [ %317, %432 ], [ %449, %434 ], [ %431, %425 ], [ %317, %422 ], [ %317, %416 ]
  %454 = icmp eq i8 %333, 0
  br i1 %454, label %465, label %455

455:                                              ; preds = %450
  %456 = and i32 %452, 63
  %457 = zext nneg i32 %456 to i64
  %458 = shl i64 %453, %457
  %459 = sub nsw i32 0, %338
  %460 = and i32 %459, 63
  %461 = zext nneg i32 %460 to i64
  %462 = lshr i64 %458, %461
  %463 = add i32 %452, %338
  store i32 %463, ptr %142, align 8, !tbaa !78, !noalias !81
  %464 = add i64 %462, %329
  br label %465

465:                                              ; preds = %455, %450
  %466 = phi i32 [ %452, %450 ], [ %463, %455 ]
  %467 = phi i64 [ %329, %450 ], [ %464, %455 ]
  br i1 %320, label %531, label %468

468:                                              ; preds = %465
  %469 = add i32 %466, %347
  %470 = sub i32 0, %469
  %471 = and i32 %470, 63
  %472 = zext nneg i32 %471 to i64
  %473 = lshr i64 %453, %472
  %474 = zext nneg i8 %346 to i64
  %475 = shl nsw i64 -1, %474
  %476 = xor i64 %475, -1
  %477 = and i64 %473, %476
  %478 = zext i16 %342 to i64
  %479 = add nuw i64 %477, %478
  store i64 %479, ptr %138, align 8, !tbaa !76, !noalias !81
  %480 = add i32 %469, %350
  %481 = sub i32 0, %480
  %482 = and i32 %481, 63
  %483 = zext nneg i32 %482 to i64
  %484 = lshr i64 %453, %483
  %485 = zext nneg i8 %349 to i64
  %486 = shl nsw i64 -1, %485
  %487 = xor i64 %486, -1
  %488 = and i64 %484, %487
  %489 = zext i16 %343 to i64
  %490 = add nuw i64 %488, %489
  store i64 %490, ptr %236, align 8, !tbaa !76, !noalias !81
  %491 = add i32 %480, %353
  %492 = sub i32 0, %491
  %493 = and i32 %492, 63
  %494 = zext nneg i32 %493 to i64
  %495 = lshr i64 %453, %494
  %496 = zext nneg i8 %352 to i64
  %497 = shl nsw i64 -1, %496
  %498 = xor i64 %497, -1
  %499 = and i64 %495, %498
  store i32 %491, ptr %142, align 8, !tbaa !78, !noalias !81
  %500 = zext i16 %344 to i64
  %501 = add nuw i64 %499, %500
  store i64 %501, ptr %186, align 8, !tbaa !76, !noalias !81
  %502 = icmp ugt i32 %491, 64
  br i1 %502, label %503, label %504, !prof !50

503:                                              ; preds = %468
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73, !noalias !81
  br label %531

504:                                              ; preds = %468
  %505 = icmp ult ptr %451, %59
  br i1 %505, label %513, label %506

506:                                              ; preds = %504
  %507 = lshr i32 %491, 3
  %508 = zext nneg i32 %507 to i64
  %509 = sub nsw i64 0, %508
  %510 = getelementptr inbounds i8, ptr %451, i64 %509
  store ptr %510, ptr %153, align 8, !tbaa !73, !noalias !81
  %511 = and i32 %491, 7
  store i32 %511, ptr %142, align 8, !tbaa !78, !noalias !81
  %512 = load i64, ptr %510, align 1, !tbaa !43, !noalias !81
  store i64 %512, ptr %9, align 8, !tbaa !74, !noalias !81
  br label %531

513:                                              ; preds = %504
  %514 = icmp eq ptr %451, %3
  br i1 %514, label %531, label %515

515:                                              ; preds = %513
  %516 = lshr i32 %491, 3
  %517 = zext nneg i32 %516 to i64
  %518 = sub nsw i64 0, %517
  %519 = getelementptr inbounds i8, ptr %451, i64 %518
  %520 = icmp ult ptr %519, %3
  %521 = ptrtoint ptr %451 to i64
  %522 = sub i64 %521, %289
  %523 = trunc i64 %522 to i32
  %524 = select i1 %520, i32 %523, i32 %516
  %525 = zext i32 %524 to i64
  %526 = sub nsw i64 0, %525
  %527 = getelementptr inbounds i8, ptr %451, i64 %526
  store ptr %527, ptr %153, align 8, !tbaa !73, !noalias !81
  %528 = shl i32 %524, 3
  %529 = sub i32 %491, %528
  store i32 %529, ptr %142, align 8, !tbaa !78, !noalias !81
  %530 = load i64, ptr %527, align 1, !tbaa !43, !noalias !81
  store i64 %530, ptr %9, align 8, !tbaa !74, !noalias !81
  br label %531

531:                                              ; preds = %515, %513, %506, %503, %465
  %532 = phi ptr [ %451, %513 ], [ %527, %515 ], [ %510, %506 ], [ @BIT_reloadDStream.zeroFilled, %503 ], [ %451, %465 ]
  %533 = phi i32 [ %491, %513 ], [ %529, %515 ], [ %511, %506 ], [ %491, %503 ], [ %466, %465 ]
  %534 = phi i64 [ %453, %513 ], [ %530, %515 ], [ %512, %506 ], [ %453, %503 ], [ %453, %465 ]
  %535 = phi i64 [ %501, %513 ], [ %501, %515 ], [ %501, %506 ], [ %501, %503 ], [ %316, %465 ]
  %536 = phi i64 [ %490, %513 ], [ %490, %515 ], [ %490, %506 ], [ %490, %503 ], [ %315, %465 ]
  %537 = phi i64 [ %479, %513 ], [ %479, %515 ], [ %479, %506 ], [ %479, %503 ], [ %314, %465 ]
  %538 = add i64 %467, %313
  %539 = icmp ugt i64 %403, %538
  %540 = select i1 %539, ptr %36, ptr %32
  %541 = getelementptr inbounds i8, ptr %540, i64 %538
  %542 = sub i64 0, %403
  %543 = getelementptr inbounds i8, ptr %541, i64 %542
  tail call void @llvm.prefetch.p0(ptr %543, i32 0, i32 3, i32 1)
  %544 = getelementptr inbounds i8, ptr %543, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %544, i32 0, i32 3, i32 1)
  %545 = add i64 %538, %418
  %546 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %310
  store i64 %467, ptr %546, align 8, !tbaa !43
  %547 = getelementptr inbounds i8, ptr %546, i64 8
  store i64 %418, ptr %547, align 8, !tbaa !43
  %548 = getelementptr inbounds i8, ptr %546, i64 16
  store i64 %403, ptr %548, align 8, !tbaa !43
  %549 = add nuw nsw i64 %310, 1
  %550 = icmp eq i64 %549, %291
  br i1 %550, label %292, label %309, !llvm.loop !85

551:                                              ; preds = %1518, %298
  %552 = phi ptr [ %1, %298 ], [ %1521, %1518 ]
  %553 = phi ptr [ %30, %298 ], [ %1520, %1518 ]
  %554 = phi i32 [ %296, %298 ], [ %1523, %1518 ]
  %555 = phi i64 [ %295, %298 ], [ %1522, %1518 ]
  %556 = icmp eq i32 %554, %299
  %557 = load ptr, ptr %185, align 8, !tbaa !86, !noalias !88
  %558 = load i64, ptr %138, align 8, !tbaa !91, !noalias !88
  %559 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %557, i64 %558
  %560 = load ptr, ptr %285, align 8, !tbaa !92, !noalias !88
  %561 = load i64, ptr %236, align 8, !tbaa !93, !noalias !88
  %562 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %560, i64 %561
  %563 = load ptr, ptr %235, align 8, !tbaa !94, !noalias !88
  %564 = load i64, ptr %186, align 8, !tbaa !95, !noalias !88
  %565 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %563, i64 %564
  %566 = getelementptr inbounds i8, ptr %562, i64 4
  %567 = load i32, ptr %566, align 4, !tbaa !40, !noalias !88
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds i8, ptr %559, i64 4
  %570 = load i32, ptr %569, align 4, !tbaa !40, !noalias !88
  %571 = zext i32 %570 to i64
  %572 = getelementptr inbounds i8, ptr %565, i64 4
  %573 = load i32, ptr %572, align 4, !tbaa !40, !noalias !88
  %574 = getelementptr inbounds i8, ptr %559, i64 2
  %575 = load i8, ptr %574, align 2, !tbaa !56, !noalias !88
  %576 = getelementptr inbounds i8, ptr %562, i64 2
  %577 = load i8, ptr %576, align 2, !tbaa !56, !noalias !88
  %578 = getelementptr inbounds i8, ptr %565, i64 2
  %579 = load i8, ptr %578, align 2, !tbaa !56, !noalias !88
  %580 = zext i8 %575 to i32
  %581 = zext i8 %577 to i32
  %582 = add i8 %577, %575
  %583 = add i8 %582, %579
  %584 = load i16, ptr %559, align 4, !tbaa !55, !noalias !88
  %585 = load i16, ptr %562, align 4, !tbaa !55, !noalias !88
  %586 = load i16, ptr %565, align 4, !tbaa !55, !noalias !88
  %587 = getelementptr inbounds i8, ptr %559, i64 3
  %588 = load i8, ptr %587, align 1, !tbaa !54, !noalias !88
  %589 = zext i8 %588 to i32
  %590 = getelementptr inbounds i8, ptr %562, i64 3
  %591 = load i8, ptr %590, align 1, !tbaa !54, !noalias !88
  %592 = zext i8 %591 to i32
  %593 = getelementptr inbounds i8, ptr %565, i64 3
  %594 = load i8, ptr %593, align 1, !tbaa !54, !noalias !88
  %595 = zext i8 %594 to i32
  %596 = icmp ugt i8 %579, 1
  br i1 %596, label %597, label %612

597:                                              ; preds = %551
  %598 = zext i8 %579 to i32
  %599 = load i64, ptr %9, align 8, !tbaa !74, !noalias !88
  %600 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %601 = and i32 %600, 63
  %602 = zext nneg i32 %601 to i64
  %603 = shl i64 %599, %602
  %604 = sub nsw i32 0, %598
  %605 = and i32 %604, 63
  %606 = zext nneg i32 %605 to i64
  %607 = lshr i64 %603, %606
  %608 = add i32 %600, %598
  store i32 %608, ptr %142, align 8, !tbaa !78, !noalias !88
  %609 = zext i32 %573 to i64
  %610 = add i64 %607, %609
  %611 = load i64, ptr %48, align 8, !tbaa !43, !noalias !88
  store i64 %611, ptr %52, align 8, !tbaa !43, !noalias !88
  br label %649

612:                                              ; preds = %551
  %613 = icmp eq i32 %570, 0
  %614 = icmp eq i8 %579, 0
  br i1 %614, label %615, label %622, !prof !84

615:                                              ; preds = %612
  %616 = zext i1 %613 to i64
  %617 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %616
  %618 = load i64, ptr %617, align 8, !tbaa !43, !noalias !88
  %619 = xor i1 %613, true
  %620 = zext i1 %619 to i64
  %621 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %620
  br label %649

622:                                              ; preds = %612
  %623 = zext i1 %613 to i32
  %624 = add i32 %573, %623
  %625 = zext i32 %624 to i64
  %626 = load i64, ptr %9, align 8, !tbaa !74, !noalias !88
  %627 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %628 = and i32 %627, 63
  %629 = zext nneg i32 %628 to i64
  %630 = shl i64 %626, %629
  %631 = lshr i64 %630, 63
  %632 = add i32 %627, 1
  store i32 %632, ptr %142, align 8, !tbaa !78, !noalias !88
  %633 = add nuw nsw i64 %631, %625
  %634 = icmp eq i64 %633, 3
  br i1 %634, label %635, label %640

635:                                              ; preds = %622
  %636 = load i64, ptr %42, align 8, !tbaa !43, !noalias !88
  %637 = add i64 %636, -1
  %638 = icmp eq i64 %637, 0
  %639 = select i1 %638, i64 -1, i64 %637
  br label %646

640:                                              ; preds = %622
  %641 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %633
  %642 = load i64, ptr %641, align 8, !tbaa !43, !noalias !88
  %643 = icmp eq i64 %642, 0
  %644 = select i1 %643, i64 -1, i64 %642
  %645 = icmp eq i64 %633, 1
  br i1 %645, label %649, label %646

646:                                              ; preds = %640, %635
  %647 = phi i64 [ %639, %635 ], [ %644, %640 ]
  %648 = load i64, ptr %48, align 8, !tbaa !43, !noalias !88
  store i64 %648, ptr %52, align 8, !tbaa !43, !noalias !88
  br label %649

649:                                              ; preds = %646, %640, %615, %597
  %650 = phi ptr [ %621, %615 ], [ %42, %597 ], [ %42, %646 ], [ %42, %640 ]
  %651 = phi i64 [ %618, %615 ], [ %610, %597 ], [ %647, %646 ], [ %644, %640 ]
  %652 = load i64, ptr %650, align 8, !tbaa !43, !noalias !88
  store i64 %652, ptr %48, align 8, !tbaa !43, !noalias !88
  store i64 %651, ptr %42, align 8, !tbaa !43, !noalias !88
  %653 = icmp eq i8 %577, 0
  br i1 %653, label %666, label %654

654:                                              ; preds = %649
  %655 = load i64, ptr %9, align 8, !tbaa !74, !noalias !88
  %656 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %657 = and i32 %656, 63
  %658 = zext nneg i32 %657 to i64
  %659 = shl i64 %655, %658
  %660 = sub nsw i32 0, %581
  %661 = and i32 %660, 63
  %662 = zext nneg i32 %661 to i64
  %663 = lshr i64 %659, %662
  %664 = add i32 %656, %581
  store i32 %664, ptr %142, align 8, !tbaa !78, !noalias !88
  %665 = add i64 %663, %568
  br label %666

666:                                              ; preds = %654, %649
  %667 = phi i64 [ %568, %649 ], [ %665, %654 ]
  %668 = icmp ugt i8 %583, 30
  br i1 %668, label %669, label %704, !prof !50

669:                                              ; preds = %666
  %670 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %671 = icmp ugt i32 %670, 64
  br i1 %671, label %672, label %673, !prof !50

672:                                              ; preds = %669
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73, !noalias !88
  br label %704

673:                                              ; preds = %669
  %674 = load ptr, ptr %153, align 8, !tbaa !73, !noalias !88
  %675 = load ptr, ptr %60, align 8, !tbaa !72, !noalias !88
  %676 = icmp ult ptr %674, %675
  br i1 %676, label %684, label %677

677:                                              ; preds = %673
  %678 = lshr i32 %670, 3
  %679 = zext nneg i32 %678 to i64
  %680 = sub nsw i64 0, %679
  %681 = getelementptr inbounds i8, ptr %674, i64 %680
  store ptr %681, ptr %153, align 8, !tbaa !73, !noalias !88
  %682 = and i32 %670, 7
  store i32 %682, ptr %142, align 8, !tbaa !78, !noalias !88
  %683 = load i64, ptr %681, align 1, !tbaa !43, !noalias !88
  store i64 %683, ptr %9, align 8, !tbaa !74, !noalias !88
  br label %704

684:                                              ; preds = %673
  %685 = load ptr, ptr %58, align 8, !tbaa !70, !noalias !88
  %686 = icmp eq ptr %674, %685
  br i1 %686, label %704, label %687

687:                                              ; preds = %684
  %688 = lshr i32 %670, 3
  %689 = zext nneg i32 %688 to i64
  %690 = sub nsw i64 0, %689
  %691 = getelementptr inbounds i8, ptr %674, i64 %690
  %692 = icmp ult ptr %691, %685
  %693 = ptrtoint ptr %674 to i64
  %694 = ptrtoint ptr %685 to i64
  %695 = sub i64 %693, %694
  %696 = trunc i64 %695 to i32
  %697 = select i1 %692, i32 %696, i32 %688
  %698 = zext i32 %697 to i64
  %699 = sub nsw i64 0, %698
  %700 = getelementptr inbounds i8, ptr %674, i64 %699
  store ptr %700, ptr %153, align 8, !tbaa !73, !noalias !88
  %701 = shl i32 %697, 3
  %702 = sub i32 %670, %701
  store i32 %702, ptr %142, align 8, !tbaa !78, !noalias !88
  %703 = load i64, ptr %700, align 1, !tbaa !43, !noalias !88
  store i64 %703, ptr %9, align 8, !tbaa !74, !noalias !88
  br label %704

704:                                              ; preds = %687, %684, %677, %672, %666
  %705 = icmp eq i8 %575, 0
  br i1 %705, label %718, label %706

706:                                              ; preds = %704
  %707 = load i64, ptr %9, align 8, !tbaa !74, !noalias !88
  %708 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %709 = and i32 %708, 63
  %710 = zext nneg i32 %709 to i64
  %711 = shl i64 %707, %710
  %712 = sub nsw i32 0, %580
  %713 = and i32 %712, 63
  %714 = zext nneg i32 %713 to i64
  %715 = lshr i64 %711, %714
  %716 = add i32 %708, %580
  store i32 %716, ptr %142, align 8, !tbaa !78, !noalias !88
  %717 = add i64 %715, %571
  br label %718

718:                                              ; preds = %706, %704
  %719 = phi i64 [ %571, %704 ], [ %717, %706 ]
  br i1 %556, label %789, label %720

720:                                              ; preds = %718
  %721 = load i64, ptr %9, align 8, !tbaa !74, !noalias !88
  %722 = load i32, ptr %142, align 8, !tbaa !78, !noalias !88
  %723 = add i32 %722, %589
  %724 = sub i32 0, %723
  %725 = and i32 %724, 63
  %726 = zext nneg i32 %725 to i64
  %727 = lshr i64 %721, %726
  %728 = zext nneg i8 %588 to i64
  %729 = shl nsw i64 -1, %728
  %730 = xor i64 %729, -1
  %731 = and i64 %727, %730
  %732 = zext i16 %584 to i64
  %733 = add nuw i64 %731, %732
  store i64 %733, ptr %138, align 8, !tbaa !76, !noalias !88
  %734 = add i32 %723, %592
  %735 = sub i32 0, %734
  %736 = and i32 %735, 63
  %737 = zext nneg i32 %736 to i64
  %738 = lshr i64 %721, %737
  %739 = zext nneg i8 %591 to i64
  %740 = shl nsw i64 -1, %739
  %741 = xor i64 %740, -1
  %742 = and i64 %738, %741
  %743 = zext i16 %585 to i64
  %744 = add nuw i64 %742, %743
  store i64 %744, ptr %236, align 8, !tbaa !76, !noalias !88
  %745 = add i32 %734, %595
  %746 = sub i32 0, %745
  %747 = and i32 %746, 63
  %748 = zext nneg i32 %747 to i64
  %749 = lshr i64 %721, %748
  %750 = zext nneg i8 %594 to i64
  %751 = shl nsw i64 -1, %750
  %752 = xor i64 %751, -1
  %753 = and i64 %749, %752
  store i32 %745, ptr %142, align 8, !tbaa !78, !noalias !88
  %754 = zext i16 %586 to i64
  %755 = add nuw i64 %753, %754
  store i64 %755, ptr %186, align 8, !tbaa !76, !noalias !88
  %756 = icmp ugt i32 %745, 64
  br i1 %756, label %757, label %758, !prof !50

757:                                              ; preds = %720
  store ptr @BIT_reloadDStream.zeroFilled, ptr %153, align 8, !tbaa !73, !noalias !88
  br label %789

758:                                              ; preds = %720
  %759 = load ptr, ptr %153, align 8, !tbaa !73, !noalias !88
  %760 = load ptr, ptr %60, align 8, !tbaa !72, !noalias !88
  %761 = icmp ult ptr %759, %760
  br i1 %761, label %769, label %762

762:                                              ; preds = %758
  %763 = lshr i32 %745, 3
  %764 = zext nneg i32 %763 to i64
  %765 = sub nsw i64 0, %764
  %766 = getelementptr inbounds i8, ptr %759, i64 %765
  store ptr %766, ptr %153, align 8, !tbaa !73, !noalias !88
  %767 = and i32 %745, 7
  store i32 %767, ptr %142, align 8, !tbaa !78, !noalias !88
  %768 = load i64, ptr %766, align 1, !tbaa !43, !noalias !88
  store i64 %768, ptr %9, align 8, !tbaa !74, !noalias !88
  br label %789

769:                                              ; preds = %758
  %770 = load ptr, ptr %58, align 8, !tbaa !70, !noalias !88
  %771 = icmp eq ptr %759, %770
  br i1 %771, label %789, label %772

772:                                              ; preds = %769
  %773 = lshr i32 %745, 3
  %774 = zext nneg i32 %773 to i64
  %775 = sub nsw i64 0, %774
  %776 = getelementptr inbounds i8, ptr %759, i64 %775
  %777 = icmp ult ptr %776, %770
  %778 = ptrtoint ptr %759 to i64
  %779 = ptrtoint ptr %770 to i64
  %780 = sub i64 %778, %779
  %781 = trunc i64 %780 to i32
  %782 = select i1 %777, i32 %781, i32 %773
  %783 = zext i32 %782 to i64
  %784 = sub nsw i64 0, %783
  %785 = getelementptr inbounds i8, ptr %759, i64 %784
  store ptr %785, ptr %153, align 8, !tbaa !73, !noalias !88
  %786 = shl i32 %782, 3
  %787 = sub i32 %745, %786
  store i32 %787, ptr %142, align 8, !tbaa !78, !noalias !88
  %788 = load i64, ptr %785, align 1, !tbaa !43, !noalias !88
  store i64 %788, ptr %9, align 8, !tbaa !74, !noalias !88
  br label %789

789:                                              ; preds = %772, %769, %762, %757, %718
  %790 = load i32, ptr %16, align 8, !tbaa !31
  %791 = icmp eq i32 %790, 2
  br i1 %791, label %792, label %1321

792:                                              ; preds = %789
  %793 = load ptr, ptr %7, align 8, !tbaa !37
  %794 = and i32 %554, 7
  %795 = zext nneg i32 %794 to i64
  %796 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %795
  %797 = load i64, ptr %796, align 8
  %798 = getelementptr inbounds i8, ptr %793, i64 %797
  %799 = load ptr, ptr %29, align 8, !tbaa !36
  %800 = icmp ugt ptr %798, %799
  br i1 %800, label %801, label %1146

801:                                              ; preds = %792
  %802 = ptrtoint ptr %799 to i64
  %803 = ptrtoint ptr %793 to i64
  %804 = sub i64 %802, %803
  %805 = icmp eq ptr %799, %793
  br i1 %805, label %958, label %806

806:                                              ; preds = %801
  %807 = ptrtoint ptr %552 to i64
  %808 = sub i64 %302, %807
  %809 = icmp ugt i64 %804, %808
  br i1 %809, label %2274, label %810

810:                                              ; preds = %806
  %811 = sub i64 %807, %803
  %812 = getelementptr inbounds i8, ptr %552, i64 %804
  %813 = icmp slt i64 %804, 8
  %814 = icmp sgt i64 %811, -8
  %815 = or i1 %814, %813
  br i1 %815, label %816, label %872

816:                                              ; preds = %810
  %817 = icmp sgt i64 %804, 0
  br i1 %817, label %818, label %955

818:                                              ; preds = %816
  %819 = add i64 %807, %802
  %820 = sub i64 %819, %803
  %821 = add i64 %807, 1
  %822 = tail call i64 @llvm.umax.i64(i64 %820, i64 %821)
  %823 = sub i64 %822, %807
  %824 = icmp ult i64 %823, 8
  %825 = icmp ult i64 %811, 32
  %826 = or i1 %824, %825
  br i1 %826, label %862, label %827

827:                                              ; preds = %818
  %828 = icmp ult i64 %823, 32
  br i1 %828, label %848, label %829

829:                                              ; preds = %827
  %830 = and i64 %823, -32
  br label %831

831:                                              ; preds = %831, %829
  %832 = phi i64 [ 0, %829 ], [ %839, %831 ]
  %833 = getelementptr i8, ptr %552, i64 %832
  %834 = getelementptr i8, ptr %793, i64 %832
  %835 = getelementptr i8, ptr %834, i64 16
  %836 = load <16 x i8>, ptr %834, align 1, !tbaa !9
  %837 = load <16 x i8>, ptr %835, align 1, !tbaa !9
  %838 = getelementptr i8, ptr %833, i64 16
  store <16 x i8> %836, ptr %833, align 1, !tbaa !9
  store <16 x i8> %837, ptr %838, align 1, !tbaa !9
  %839 = add nuw i64 %832, 32
  %840 = icmp eq i64 %839, %830
  br i1 %840, label %841, label %831, !llvm.loop !96

841:                                              ; preds = %831
  %842 = icmp eq i64 %823, %830
  br i1 %842, label %955, label %843

843:                                              ; preds = %841
  %844 = getelementptr i8, ptr %793, i64 %830
  %845 = getelementptr i8, ptr %552, i64 %830
  %846 = and i64 %823, 24
  %847 = icmp eq i64 %846, 0
  br i1 %847, label %862, label %848

848:                                              ; preds = %827, %843
  %849 = phi i64 [ %830, %843 ], [ 0, %827 ]
  %850 = and i64 %823, -8
  %851 = getelementptr i8, ptr %552, i64 %850
  %852 = getelementptr i8, ptr %793, i64 %850
  br label %853

853:                                              ; preds = %853, %848
  %854 = phi i64 [ %849, %848 ], [ %858, %853 ]
  %855 = getelementptr i8, ptr %552, i64 %854
  %856 = getelementptr i8, ptr %793, i64 %854
  %857 = load <8 x i8>, ptr %856, align 1, !tbaa !9
  store <8 x i8> %857, ptr %855, align 1, !tbaa !9
  %858 = add nuw i64 %854, 8
  %859 = icmp eq i64 %858, %850
  br i1 %859, label %860, label %853, !llvm.loop !97

860:                                              ; preds = %853
  %861 = icmp eq i64 %823, %850
  br i1 %861, label %955, label %862

862:                                              ; preds = %860, %818, %843
  %863 = phi ptr [ %552, %818 ], [ %845, %843 ], [ %851, %860 ]
  %864 = phi ptr [ %793, %818 ], [ %844, %843 ], [ %852, %860 ]
  br label %865

865:                                              ; preds = %862, %865
  %866 = phi ptr [ %870, %865 ], [ %863, %862 ]
  %867 = phi ptr [ %868, %865 ], [ %864, %862 ]
  %868 = getelementptr inbounds i8, ptr %867, i64 1
  %869 = load i8, ptr %867, align 1, !tbaa !9
  %870 = getelementptr inbounds i8, ptr %866, i64 1
  store i8 %869, ptr %866, align 1, !tbaa !9
  %871 = icmp ult ptr %870, %812
  br i1 %871, label %865, label %955, !llvm.loop !98

872:                                              ; preds = %810
  %873 = getelementptr inbounds i8, ptr %812, i64 -32
  %874 = icmp uge ptr %873, %552
  %875 = icmp ult i64 %811, -16
  %876 = and i1 %875, %874
  br i1 %876, label %877, label %896

877:                                              ; preds = %872
  %878 = ptrtoint ptr %873 to i64
  %879 = sub i64 %878, %807
  %880 = load <2 x i64>, ptr %793, align 1, !tbaa !9
  store <2 x i64> %880, ptr %552, align 1, !tbaa !9
  %881 = icmp slt i64 %879, 17
  br i1 %881, label %894, label %882

882:                                              ; preds = %877
  %883 = getelementptr inbounds i8, ptr %552, i64 16
  br label %884

884:                                              ; preds = %884, %882
  %885 = phi ptr [ %883, %882 ], [ %892, %884 ]
  %886 = phi ptr [ %793, %882 ], [ %890, %884 ]
  %887 = getelementptr inbounds i8, ptr %886, i64 16
  %888 = load <2 x i64>, ptr %887, align 1, !tbaa !9
  store <2 x i64> %888, ptr %885, align 1, !tbaa !9
  %889 = getelementptr inbounds i8, ptr %885, i64 16
  %890 = getelementptr inbounds i8, ptr %886, i64 32
  %891 = load <2 x i64>, ptr %890, align 1, !tbaa !9
  store <2 x i64> %891, ptr %889, align 1, !tbaa !9
  %892 = getelementptr inbounds i8, ptr %885, i64 32
  %893 = icmp ult ptr %892, %873
  br i1 %893, label %884, label %894, !llvm.loop !99

894:                                              ; preds = %884, %877
  %895 = getelementptr inbounds i8, ptr %793, i64 %879
  br label %896

896:                                              ; preds = %894, %872
  %897 = phi ptr [ %873, %894 ], [ %552, %872 ]
  %898 = phi ptr [ %895, %894 ], [ %793, %872 ]
  %899 = ptrtoint ptr %897 to i64
  %900 = add i64 %807, %802
  %901 = sub i64 %900, %803
  %902 = add nuw i64 %899, 1
  %903 = tail call i64 @llvm.umax.i64(i64 %901, i64 %902)
  %904 = sub i64 %903, %899
  %905 = icmp ult i64 %904, 8
  %906 = ptrtoint ptr %898 to i64
  %907 = sub i64 %899, %906
  %908 = icmp ult i64 %907, 32
  %909 = select i1 %905, i1 true, i1 %908
  br i1 %909, label %945, label %910

910:                                              ; preds = %896
  %911 = icmp ult i64 %904, 32
  br i1 %911, label %931, label %912

912:                                              ; preds = %910
  %913 = and i64 %904, -32
  br label %914

914:                                              ; preds = %914, %912
  %915 = phi i64 [ 0, %912 ], [ %922, %914 ]
  %916 = getelementptr i8, ptr %897, i64 %915
  %917 = getelementptr i8, ptr %898, i64 %915
  %918 = getelementptr i8, ptr %917, i64 16
  %919 = load <16 x i8>, ptr %917, align 1, !tbaa !9
  %920 = load <16 x i8>, ptr %918, align 1, !tbaa !9
  %921 = getelementptr i8, ptr %916, i64 16
  store <16 x i8> %919, ptr %916, align 1, !tbaa !9
  store <16 x i8> %920, ptr %921, align 1, !tbaa !9
  %922 = add nuw i64 %915, 32
  %923 = icmp eq i64 %922, %913
  br i1 %923, label %924, label %914, !llvm.loop !100

924:                                              ; preds = %914
  %925 = icmp eq i64 %904, %913
  br i1 %925, label %955, label %926

926:                                              ; preds = %924
  %927 = getelementptr i8, ptr %898, i64 %913
  %928 = getelementptr i8, ptr %897, i64 %913
  %929 = and i64 %904, 24
  %930 = icmp eq i64 %929, 0
  br i1 %930, label %945, label %931

931:                                              ; preds = %910, %926
  %932 = phi i64 [ %913, %926 ], [ 0, %910 ]
  %933 = and i64 %904, -8
  %934 = getelementptr i8, ptr %897, i64 %933
  %935 = getelementptr i8, ptr %898, i64 %933
  br label %936

936:                                              ; preds = %936, %931
  %937 = phi i64 [ %932, %931 ], [ %941, %936 ]
  %938 = getelementptr i8, ptr %897, i64 %937
  %939 = getelementptr i8, ptr %898, i64 %937
  %940 = load <8 x i8>, ptr %939, align 1, !tbaa !9
  store <8 x i8> %940, ptr %938, align 1, !tbaa !9
  %941 = add nuw i64 %937, 8
  %942 = icmp eq i64 %941, %933
  br i1 %942, label %943, label %936, !llvm.loop !101

943:                                              ; preds = %936
  %944 = icmp eq i64 %904, %933
  br i1 %944, label %955, label %945

945:                                              ; preds = %943, %896, %926
  %946 = phi ptr [ %897, %896 ], [ %928, %926 ], [ %934, %943 ]
  %947 = phi ptr [ %898, %896 ], [ %927, %926 ], [ %935, %943 ]
  br label %948

948:                                              ; preds = %945, %948
  %949 = phi ptr [ %953, %948 ], [ %946, %945 ]
  %950 = phi ptr [ %951, %948 ], [ %947, %945 ]
  %951 = getelementptr inbounds i8, ptr %950, i64 1
  %952 = load i8, ptr %950, align 1, !tbaa !9
  %953 = getelementptr inbounds i8, ptr %949, i64 1
  store i8 %952, ptr %949, align 1, !tbaa !9
  %954 = icmp ult ptr %953, %812
  br i1 %954, label %948, label %955, !llvm.loop !102

955:                                              ; preds = %948, %865, %924, %943, %841, %860, %816
  %956 = load i64, ptr %796, align 8, !tbaa !103
  %957 = sub i64 %956, %804
  store i64 %957, ptr %796, align 8, !tbaa !103
  br label %958

958:                                              ; preds = %801, %955
  %959 = phi i64 [ %957, %955 ], [ %797, %801 ]
  %960 = phi ptr [ %812, %955 ], [ %552, %801 ]
  store ptr %303, ptr %7, align 8, !tbaa !37
  store i32 0, ptr %16, align 8, !tbaa !31
  %961 = getelementptr inbounds i8, ptr %796, i64 8
  %962 = load i64, ptr %961, align 8
  %963 = getelementptr inbounds i8, ptr %796, i64 16
  %964 = load i64, ptr %963, align 8
  %965 = getelementptr i8, ptr %960, i64 %959
  %966 = add i64 %962, %959
  %967 = getelementptr i8, ptr %303, i64 %959
  %968 = sub i64 0, %964
  %969 = getelementptr inbounds i8, ptr %965, i64 %968
  %970 = icmp sgt i64 %959, 65536
  %971 = getelementptr inbounds i8, ptr %960, i64 %966
  %972 = icmp ugt ptr %971, %300
  %973 = select i1 %970, i1 true, i1 %972
  br i1 %973, label %977, label %974, !prof !105

974:                                              ; preds = %958
  %975 = load <2 x i64>, ptr %303, align 1, !tbaa !9
  store <2 x i64> %975, ptr %960, align 1, !tbaa !9
  %976 = icmp ugt i64 %959, 16
  br i1 %976, label %979, label %996, !prof !50

977:                                              ; preds = %958
  %978 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %960, ptr noundef %26, ptr noundef nonnull byval(%struct.seq_t) align 8 %796, ptr noundef nonnull %7, ptr noundef nonnull %304, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %1134

979:                                              ; preds = %974
  %980 = getelementptr inbounds i8, ptr %960, i64 16
  %981 = add i64 %959, -16
  %982 = load <2 x i64>, ptr %305, align 1, !tbaa !9
  store <2 x i64> %982, ptr %980, align 1, !tbaa !9
  %983 = icmp slt i64 %981, 17
  br i1 %983, label %996, label %984

984:                                              ; preds = %979
  %985 = getelementptr inbounds i8, ptr %960, i64 32
  br label %986

986:                                              ; preds = %986, %984
  %987 = phi ptr [ %985, %984 ], [ %994, %986 ]
  %988 = phi ptr [ %305, %984 ], [ %992, %986 ]
  %989 = getelementptr inbounds i8, ptr %988, i64 16
  %990 = load <2 x i64>, ptr %989, align 1, !tbaa !9
  store <2 x i64> %990, ptr %987, align 1, !tbaa !9
  %991 = getelementptr inbounds i8, ptr %987, i64 16
  %992 = getelementptr inbounds i8, ptr %988, i64 32
  %993 = load <2 x i64>, ptr %992, align 1, !tbaa !9
  store <2 x i64> %993, ptr %991, align 1, !tbaa !9
  %994 = getelementptr inbounds i8, ptr %987, i64 32
  %995 = icmp ult ptr %994, %965
  br i1 %995, label %986, label %996, !llvm.loop !99

996:                                              ; preds = %986, %979, %974
  store ptr %967, ptr %7, align 8, !tbaa !37
  %997 = ptrtoint ptr %965 to i64
  %998 = sub i64 %997, %39
  %999 = icmp ugt i64 %964, %998
  br i1 %999, label %1000, label %1014

1000:                                             ; preds = %996
  %1001 = sub i64 %997, %301
  %1002 = icmp ugt i64 %964, %1001
  br i1 %1002, label %2274, label %1003, !prof !50

1003:                                             ; preds = %1000
  %1004 = ptrtoint ptr %969 to i64
  %1005 = sub i64 %1004, %39
  %1006 = getelementptr inbounds i8, ptr %36, i64 %1005
  %1007 = getelementptr inbounds i8, ptr %1006, i64 %962
  %1008 = icmp ugt ptr %1007, %36
  br i1 %1008, label %1010, label %1009

1009:                                             ; preds = %1003
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %965, ptr align 1 %1006, i64 %962, i1 false)
  br label %1134

1010:                                             ; preds = %1003
  %1011 = sub i64 0, %1005
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %965, ptr align 1 %1006, i64 %1011, i1 false)
  %1012 = getelementptr i8, ptr %965, i64 %1011
  %1013 = add i64 %1005, %962
  br label %1014

1014:                                             ; preds = %1010, %996
  %1015 = phi i64 [ %1013, %1010 ], [ %962, %996 ]
  %1016 = phi ptr [ %32, %1010 ], [ %969, %996 ]
  %1017 = phi ptr [ %1012, %1010 ], [ %965, %996 ]
  %1018 = icmp ugt i64 %964, 15
  br i1 %1018, label %1019, label %1035, !prof !84

1019:                                             ; preds = %1014
  %1020 = getelementptr inbounds i8, ptr %1017, i64 %1015
  %1021 = load <2 x i64>, ptr %1016, align 1, !tbaa !9
  store <2 x i64> %1021, ptr %1017, align 1, !tbaa !9
  %1022 = icmp slt i64 %1015, 17
  br i1 %1022, label %1134, label %1023

1023:                                             ; preds = %1019
  %1024 = getelementptr inbounds i8, ptr %1017, i64 16
  br label %1025

1025:                                             ; preds = %1025, %1023
  %1026 = phi ptr [ %1024, %1023 ], [ %1033, %1025 ]
  %1027 = phi ptr [ %1016, %1023 ], [ %1031, %1025 ]
  %1028 = getelementptr inbounds i8, ptr %1027, i64 16
  %1029 = load <2 x i64>, ptr %1028, align 1, !tbaa !9
  store <2 x i64> %1029, ptr %1026, align 1, !tbaa !9
  %1030 = getelementptr inbounds i8, ptr %1026, i64 16
  %1031 = getelementptr inbounds i8, ptr %1027, i64 32
  %1032 = load <2 x i64>, ptr %1031, align 1, !tbaa !9
  store <2 x i64> %1032, ptr %1030, align 1, !tbaa !9
  %1033 = getelementptr inbounds i8, ptr %1026, i64 32
  %1034 = icmp ult ptr %1033, %1020
  br i1 %1034, label %1025, label %1134, !llvm.loop !99

1035:                                             ; preds = %1014
  %1036 = icmp ult i64 %964, 8
  br i1 %1036, label %1037, label %1059

1037:                                             ; preds = %1035
  %1038 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %964
  %1039 = load i32, ptr %1038, align 4, !tbaa !27
  %1040 = load i8, ptr %1016, align 1, !tbaa !9
  store i8 %1040, ptr %1017, align 1, !tbaa !9
  %1041 = getelementptr inbounds i8, ptr %1016, i64 1
  %1042 = load i8, ptr %1041, align 1, !tbaa !9
  %1043 = getelementptr inbounds i8, ptr %1017, i64 1
  store i8 %1042, ptr %1043, align 1, !tbaa !9
  %1044 = getelementptr inbounds i8, ptr %1016, i64 2
  %1045 = load i8, ptr %1044, align 1, !tbaa !9
  %1046 = getelementptr inbounds i8, ptr %1017, i64 2
  store i8 %1045, ptr %1046, align 1, !tbaa !9
  %1047 = getelementptr inbounds i8, ptr %1016, i64 3
  %1048 = load i8, ptr %1047, align 1, !tbaa !9
  %1049 = getelementptr inbounds i8, ptr %1017, i64 3
  store i8 %1048, ptr %1049, align 1, !tbaa !9
  %1050 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %964
  %1051 = load i32, ptr %1050, align 4, !tbaa !27
  %1052 = zext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1016, i64 %1052
  %1054 = getelementptr inbounds i8, ptr %1017, i64 4
  %1055 = load i32, ptr %1053, align 1
  store i32 %1055, ptr %1054, align 1
  %1056 = sext i32 %1039 to i64
  %1057 = sub nsw i64 0, %1056
  %1058 = getelementptr inbounds i8, ptr %1053, i64 %1057
  br label %1061

1059:                                             ; preds = %1035
  %1060 = load i64, ptr %1016, align 1
  store i64 %1060, ptr %1017, align 1
  br label %1061

1061:                                             ; preds = %1059, %1037
  %1062 = phi ptr [ %1058, %1037 ], [ %1016, %1059 ]
  %1063 = getelementptr i8, ptr %1062, i64 8
  %1064 = getelementptr i8, ptr %1017, i64 8
  %1065 = icmp ugt i64 %1015, 8
  br i1 %1065, label %1066, label %1134

1066:                                             ; preds = %1061
  %1067 = ptrtoint ptr %1064 to i64
  %1068 = ptrtoint ptr %1063 to i64
  %1069 = sub i64 %1067, %1068
  %1070 = getelementptr i8, ptr %1017, i64 %1015
  %1071 = icmp slt i64 %1069, 16
  br i1 %1071, label %1072, label %1119

1072:                                             ; preds = %1066
  %1073 = add i64 %962, %39
  %1074 = tail call i64 @llvm.umin.i64(i64 %964, i64 %998)
  %1075 = add i64 %1073, %1074
  %1076 = tail call i64 @llvm.umax.i64(i64 %964, i64 %998)
  %1077 = add i64 %1075, %1076
  %1078 = sub i64 %1077, %964
  %1079 = add i64 %306, %1076
  %1080 = tail call i64 @llvm.umax.i64(i64 %1078, i64 %1079)
  %1081 = add i64 %1080, -9
  %1082 = add i64 %1076, %39
  %1083 = sub i64 %1081, %1082
  %1084 = lshr i64 %1083, 3
  %1085 = add nuw nsw i64 %1084, 1
  %1086 = icmp ult i64 %1083, 24
  %1087 = icmp ult i64 %1069, 32
  %1088 = or i1 %1086, %1087
  br i1 %1088, label %1109, label %1089

1089:                                             ; preds = %1072
  %1090 = and i64 %1085, 4611686018427387900
  %1091 = shl i64 %1090, 3
  %1092 = getelementptr i8, ptr %1064, i64 %1091
  %1093 = shl i64 %1090, 3
  %1094 = getelementptr i8, ptr %1063, i64 %1093
  br label %1095

1095:                                             ; preds = %1095, %1089
  %1096 = phi i64 [ 0, %1089 ], [ %1105, %1095 ]
  %1097 = shl i64 %1096, 3
  %1098 = getelementptr i8, ptr %1064, i64 %1097
  %1099 = shl i64 %1096, 3
  %1100 = getelementptr i8, ptr %1063, i64 %1099
  %1101 = getelementptr i8, ptr %1100, i64 16
  %1102 = load <2 x i64>, ptr %1100, align 1
  %1103 = load <2 x i64>, ptr %1101, align 1
  %1104 = getelementptr i8, ptr %1098, i64 16
  store <2 x i64> %1102, ptr %1098, align 1
  store <2 x i64> %1103, ptr %1104, align 1
  %1105 = add nuw i64 %1096, 4
  %1106 = icmp eq i64 %1105, %1090
  br i1 %1106, label %1107, label %1095, !llvm.loop !106

1107:                                             ; preds = %1095
  %1108 = icmp eq i64 %1085, %1090
  br i1 %1108, label %1134, label %1109

1109:                                             ; preds = %1107, %1072
  %1110 = phi ptr [ %1064, %1072 ], [ %1092, %1107 ]
  %1111 = phi ptr [ %1063, %1072 ], [ %1094, %1107 ]
  br label %1112

1112:                                             ; preds = %1109, %1112
  %1113 = phi ptr [ %1116, %1112 ], [ %1110, %1109 ]
  %1114 = phi ptr [ %1117, %1112 ], [ %1111, %1109 ]
  %1115 = load i64, ptr %1114, align 1
  store i64 %1115, ptr %1113, align 1
  %1116 = getelementptr inbounds i8, ptr %1113, i64 8
  %1117 = getelementptr inbounds i8, ptr %1114, i64 8
  %1118 = icmp ult ptr %1116, %1070
  br i1 %1118, label %1112, label %1134, !llvm.loop !107

1119:                                             ; preds = %1066
  %1120 = load <2 x i64>, ptr %1063, align 1, !tbaa !9
  store <2 x i64> %1120, ptr %1064, align 1, !tbaa !9
  %1121 = icmp slt i64 %1015, 25
  br i1 %1121, label %1134, label %1122

1122:                                             ; preds = %1119
  %1123 = getelementptr inbounds i8, ptr %1017, i64 24
  br label %1124

1124:                                             ; preds = %1124, %1122
  %1125 = phi ptr [ %1123, %1122 ], [ %1132, %1124 ]
  %1126 = phi ptr [ %1063, %1122 ], [ %1130, %1124 ]
  %1127 = getelementptr inbounds i8, ptr %1126, i64 16
  %1128 = load <2 x i64>, ptr %1127, align 1, !tbaa !9
  store <2 x i64> %1128, ptr %1125, align 1, !tbaa !9
  %1129 = getelementptr inbounds i8, ptr %1125, i64 16
  %1130 = getelementptr inbounds i8, ptr %1126, i64 32
  %1131 = load <2 x i64>, ptr %1130, align 1, !tbaa !9
  store <2 x i64> %1131, ptr %1129, align 1, !tbaa !9
  %1132 = getelementptr inbounds i8, ptr %1125, i64 32
  %1133 = icmp ult ptr %1132, %1070
  br i1 %1133, label %1124, label %1134, !llvm.loop !99

1134:                                             ; preds = %1124, %1112, %1025, %1107, %1119, %1061, %1019, %1009, %977
  %1135 = phi i64 [ %978, %977 ], [ %966, %1009 ], [ %966, %1061 ], [ %966, %1019 ], [ %966, %1119 ], [ %966, %1107 ], [ %966, %1025 ], [ %966, %1112 ], [ %966, %1124 ]
  %1136 = icmp ult i64 %1135, -119
  br i1 %1136, label %1137, label %2274

1137:                                             ; preds = %1134
  %1138 = add i64 %719, %555
  %1139 = icmp ugt i64 %651, %1138
  %1140 = select i1 %1139, ptr %36, ptr %32
  %1141 = getelementptr inbounds i8, ptr %1140, i64 %1138
  %1142 = sub i64 0, %651
  %1143 = getelementptr inbounds i8, ptr %1141, i64 %1142
  tail call void @llvm.prefetch.p0(ptr %1143, i32 0, i32 3, i32 1)
  %1144 = getelementptr inbounds i8, ptr %1143, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1144, i32 0, i32 3, i32 1)
  store i64 %719, ptr %796, align 8, !tbaa !43
  store i64 %667, ptr %961, align 8, !tbaa !43
  store i64 %651, ptr %963, align 8, !tbaa !43
  %1145 = getelementptr inbounds i8, ptr %960, i64 %1135
  br label %1518

1146:                                             ; preds = %792
  %1147 = getelementptr inbounds i8, ptr %798, i64 -32
  %1148 = getelementptr inbounds i8, ptr %796, i64 8
  %1149 = load i64, ptr %1148, align 8
  %1150 = getelementptr inbounds i8, ptr %796, i64 16
  %1151 = load i64, ptr %1150, align 8
  %1152 = getelementptr i8, ptr %552, i64 %797
  %1153 = add i64 %1149, %797
  %1154 = sub i64 0, %1151
  %1155 = getelementptr inbounds i8, ptr %1152, i64 %1154
  %1156 = icmp ugt ptr %798, %553
  %1157 = getelementptr inbounds i8, ptr %552, i64 %1153
  %1158 = icmp ugt ptr %1157, %1147
  %1159 = select i1 %1156, i1 true, i1 %1158
  br i1 %1159, label %1163, label %1160, !prof !105

1160:                                             ; preds = %1146
  %1161 = load <2 x i64>, ptr %793, align 1, !tbaa !9
  store <2 x i64> %1161, ptr %552, align 1, !tbaa !9
  %1162 = icmp ugt i64 %797, 16
  br i1 %1162, label %1165, label %1183, !prof !50

1163:                                             ; preds = %1146
  %1164 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %552, ptr noundef %26, ptr noundef nonnull %1147, ptr noundef nonnull byval(%struct.seq_t) align 8 %796, ptr noundef nonnull %7, ptr noundef %553, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %1501

1165:                                             ; preds = %1160
  %1166 = getelementptr inbounds i8, ptr %552, i64 16
  %1167 = getelementptr inbounds i8, ptr %793, i64 16
  %1168 = add i64 %797, -16
  %1169 = load <2 x i64>, ptr %1167, align 1, !tbaa !9
  store <2 x i64> %1169, ptr %1166, align 1, !tbaa !9
  %1170 = icmp slt i64 %1168, 17
  br i1 %1170, label %1183, label %1171

1171:                                             ; preds = %1165
  %1172 = getelementptr inbounds i8, ptr %552, i64 32
  br label %1173

1173:                                             ; preds = %1173, %1171
  %1174 = phi ptr [ %1172, %1171 ], [ %1181, %1173 ]
  %1175 = phi ptr [ %1167, %1171 ], [ %1179, %1173 ]
  %1176 = getelementptr inbounds i8, ptr %1175, i64 16
  %1177 = load <2 x i64>, ptr %1176, align 1, !tbaa !9
  store <2 x i64> %1177, ptr %1174, align 1, !tbaa !9
  %1178 = getelementptr inbounds i8, ptr %1174, i64 16
  %1179 = getelementptr inbounds i8, ptr %1175, i64 32
  %1180 = load <2 x i64>, ptr %1179, align 1, !tbaa !9
  store <2 x i64> %1180, ptr %1178, align 1, !tbaa !9
  %1181 = getelementptr inbounds i8, ptr %1174, i64 32
  %1182 = icmp ult ptr %1181, %1152
  br i1 %1182, label %1173, label %1183, !llvm.loop !99

1183:                                             ; preds = %1173, %1165, %1160
  store ptr %798, ptr %7, align 8, !tbaa !37
  %1184 = ptrtoint ptr %1152 to i64
  %1185 = sub i64 %1184, %39
  %1186 = icmp ugt i64 %1151, %1185
  br i1 %1186, label %1187, label %1201

1187:                                             ; preds = %1183
  %1188 = sub i64 %1184, %301
  %1189 = icmp ugt i64 %1151, %1188
  br i1 %1189, label %2274, label %1190, !prof !50

1190:                                             ; preds = %1187
  %1191 = ptrtoint ptr %1155 to i64
  %1192 = sub i64 %1191, %39
  %1193 = getelementptr inbounds i8, ptr %36, i64 %1192
  %1194 = getelementptr inbounds i8, ptr %1193, i64 %1149
  %1195 = icmp ugt ptr %1194, %36
  br i1 %1195, label %1197, label %1196

1196:                                             ; preds = %1190
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1152, ptr align 1 %1193, i64 %1149, i1 false)
  br label %1501

1197:                                             ; preds = %1190
  %1198 = sub i64 0, %1192
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1152, ptr align 1 %1193, i64 %1198, i1 false)
  %1199 = getelementptr i8, ptr %1152, i64 %1198
  %1200 = add i64 %1192, %1149
  br label %1201

1201:                                             ; preds = %1197, %1183
  %1202 = phi i64 [ %1200, %1197 ], [ %1149, %1183 ]
  %1203 = phi ptr [ %32, %1197 ], [ %1155, %1183 ]
  %1204 = phi ptr [ %1199, %1197 ], [ %1152, %1183 ]
  %1205 = icmp ugt i64 %1151, 15
  br i1 %1205, label %1206, label %1222, !prof !84

1206:                                             ; preds = %1201
  %1207 = getelementptr inbounds i8, ptr %1204, i64 %1202
  %1208 = load <2 x i64>, ptr %1203, align 1, !tbaa !9
  store <2 x i64> %1208, ptr %1204, align 1, !tbaa !9
  %1209 = icmp slt i64 %1202, 17
  br i1 %1209, label %1501, label %1210

1210:                                             ; preds = %1206
  %1211 = getelementptr inbounds i8, ptr %1204, i64 16
  br label %1212

1212:                                             ; preds = %1212, %1210
  %1213 = phi ptr [ %1211, %1210 ], [ %1220, %1212 ]
  %1214 = phi ptr [ %1203, %1210 ], [ %1218, %1212 ]
  %1215 = getelementptr inbounds i8, ptr %1214, i64 16
  %1216 = load <2 x i64>, ptr %1215, align 1, !tbaa !9
  store <2 x i64> %1216, ptr %1213, align 1, !tbaa !9
  %1217 = getelementptr inbounds i8, ptr %1213, i64 16
  %1218 = getelementptr inbounds i8, ptr %1214, i64 32
  %1219 = load <2 x i64>, ptr %1218, align 1, !tbaa !9
  store <2 x i64> %1219, ptr %1217, align 1, !tbaa !9
  %1220 = getelementptr inbounds i8, ptr %1213, i64 32
  %1221 = icmp ult ptr %1220, %1207
  br i1 %1221, label %1212, label %1501, !llvm.loop !99

1222:                                             ; preds = %1201
  %1223 = icmp ult i64 %1151, 8
  br i1 %1223, label %1224, label %1246

1224:                                             ; preds = %1222
  %1225 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1151
  %1226 = load i32, ptr %1225, align 4, !tbaa !27
  %1227 = load i8, ptr %1203, align 1, !tbaa !9
  store i8 %1227, ptr %1204, align 1, !tbaa !9
  %1228 = getelementptr inbounds i8, ptr %1203, i64 1
  %1229 = load i8, ptr %1228, align 1, !tbaa !9
  %1230 = getelementptr inbounds i8, ptr %1204, i64 1
  store i8 %1229, ptr %1230, align 1, !tbaa !9
  %1231 = getelementptr inbounds i8, ptr %1203, i64 2
  %1232 = load i8, ptr %1231, align 1, !tbaa !9
  %1233 = getelementptr inbounds i8, ptr %1204, i64 2
  store i8 %1232, ptr %1233, align 1, !tbaa !9
  %1234 = getelementptr inbounds i8, ptr %1203, i64 3
  %1235 = load i8, ptr %1234, align 1, !tbaa !9
  %1236 = getelementptr inbounds i8, ptr %1204, i64 3
  store i8 %1235, ptr %1236, align 1, !tbaa !9
  %1237 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1151
  %1238 = load i32, ptr %1237, align 4, !tbaa !27
  %1239 = zext i32 %1238 to i64
  %1240 = getelementptr inbounds i8, ptr %1203, i64 %1239
  %1241 = getelementptr inbounds i8, ptr %1204, i64 4
  %1242 = load i32, ptr %1240, align 1
  store i32 %1242, ptr %1241, align 1
  %1243 = sext i32 %1226 to i64
  %1244 = sub nsw i64 0, %1243
  %1245 = getelementptr inbounds i8, ptr %1240, i64 %1244
  br label %1248

1246:                                             ; preds = %1222
  %1247 = load i64, ptr %1203, align 1
  store i64 %1247, ptr %1204, align 1
  br label %1248

1248:                                             ; preds = %1246, %1224
  %1249 = phi ptr [ %1245, %1224 ], [ %1203, %1246 ]
  %1250 = getelementptr i8, ptr %1249, i64 8
  %1251 = getelementptr i8, ptr %1204, i64 8
  %1252 = icmp ugt i64 %1202, 8
  br i1 %1252, label %1253, label %1501

1253:                                             ; preds = %1248
  %1254 = ptrtoint ptr %1251 to i64
  %1255 = ptrtoint ptr %1250 to i64
  %1256 = sub i64 %1254, %1255
  %1257 = getelementptr i8, ptr %1204, i64 %1202
  %1258 = icmp slt i64 %1256, 16
  br i1 %1258, label %1259, label %1306

1259:                                             ; preds = %1253
  %1260 = add i64 %1149, %39
  %1261 = tail call i64 @llvm.umin.i64(i64 %1151, i64 %1185)
  %1262 = add i64 %1260, %1261
  %1263 = tail call i64 @llvm.umax.i64(i64 %1151, i64 %1185)
  %1264 = add i64 %1262, %1263
  %1265 = sub i64 %1264, %1151
  %1266 = add i64 %307, %1263
  %1267 = tail call i64 @llvm.umax.i64(i64 %1265, i64 %1266)
  %1268 = add i64 %1267, -9
  %1269 = add i64 %1263, %39
  %1270 = sub i64 %1268, %1269
  %1271 = lshr i64 %1270, 3
  %1272 = add nuw nsw i64 %1271, 1
  %1273 = icmp ult i64 %1270, 24
  %1274 = icmp ult i64 %1256, 32
  %1275 = or i1 %1273, %1274
  br i1 %1275, label %1296, label %1276

1276:                                             ; preds = %1259
  %1277 = and i64 %1272, 4611686018427387900
  %1278 = shl i64 %1277, 3
  %1279 = getelementptr i8, ptr %1251, i64 %1278
  %1280 = shl i64 %1277, 3
  %1281 = getelementptr i8, ptr %1250, i64 %1280
  br label %1282

1282:                                             ; preds = %1282, %1276
  %1283 = phi i64 [ 0, %1276 ], [ %1292, %1282 ]
  %1284 = shl i64 %1283, 3
  %1285 = getelementptr i8, ptr %1251, i64 %1284
  %1286 = shl i64 %1283, 3
  %1287 = getelementptr i8, ptr %1250, i64 %1286
  %1288 = getelementptr i8, ptr %1287, i64 16
  %1289 = load <2 x i64>, ptr %1287, align 1
  %1290 = load <2 x i64>, ptr %1288, align 1
  %1291 = getelementptr i8, ptr %1285, i64 16
  store <2 x i64> %1289, ptr %1285, align 1
  store <2 x i64> %1290, ptr %1291, align 1
  %1292 = add nuw i64 %1283, 4
  %1293 = icmp eq i64 %1292, %1277
  br i1 %1293, label %1294, label %1282, !llvm.loop !108

1294:                                             ; preds = %1282
  %1295 = icmp eq i64 %1272, %1277
  br i1 %1295, label %1501, label %1296

1296:                                             ; preds = %1294, %1259
  %1297 = phi ptr [ %1251, %1259 ], [ %1279, %1294 ]
  %1298 = phi ptr [ %1250, %1259 ], [ %1281, %1294 ]
  br label %1299

1299:                                             ; preds = %1296, %1299
  %1300 = phi ptr [ %1303, %1299 ], [ %1297, %1296 ]
  %1301 = phi ptr [ %1304, %1299 ], [ %1298, %1296 ]
  %1302 = load i64, ptr %1301, align 1
  store i64 %1302, ptr %1300, align 1
  %1303 = getelementptr inbounds i8, ptr %1300, i64 8
  %1304 = getelementptr inbounds i8, ptr %1301, i64 8
  %1305 = icmp ult ptr %1303, %1257
  br i1 %1305, label %1299, label %1501, !llvm.loop !109

1306:                                             ; preds = %1253
  %1307 = load <2 x i64>, ptr %1250, align 1, !tbaa !9
  store <2 x i64> %1307, ptr %1251, align 1, !tbaa !9
  %1308 = icmp slt i64 %1202, 25
  br i1 %1308, label %1501, label %1309

1309:                                             ; preds = %1306
  %1310 = getelementptr inbounds i8, ptr %1204, i64 24
  br label %1311

1311:                                             ; preds = %1311, %1309
  %1312 = phi ptr [ %1310, %1309 ], [ %1319, %1311 ]
  %1313 = phi ptr [ %1250, %1309 ], [ %1317, %1311 ]
  %1314 = getelementptr inbounds i8, ptr %1313, i64 16
  %1315 = load <2 x i64>, ptr %1314, align 1, !tbaa !9
  store <2 x i64> %1315, ptr %1312, align 1, !tbaa !9
  %1316 = getelementptr inbounds i8, ptr %1312, i64 16
  %1317 = getelementptr inbounds i8, ptr %1313, i64 32
  %1318 = load <2 x i64>, ptr %1317, align 1, !tbaa !9
  store <2 x i64> %1318, ptr %1316, align 1, !tbaa !9
  %1319 = getelementptr inbounds i8, ptr %1312, i64 32
  %1320 = icmp ult ptr %1319, %1257
  br i1 %1320, label %1311, label %1501, !llvm.loop !99

1321:                                             ; preds = %789
  %1322 = and i32 %554, 7
  %1323 = zext nneg i32 %1322 to i64
  %1324 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1323
  %1325 = load i64, ptr %1324, align 8
  %1326 = getelementptr inbounds i8, ptr %1324, i64 8
  %1327 = load i64, ptr %1326, align 8
  %1328 = getelementptr inbounds i8, ptr %1324, i64 16
  %1329 = load i64, ptr %1328, align 8
  %1330 = getelementptr i8, ptr %552, i64 %1325
  %1331 = add i64 %1327, %1325
  %1332 = load ptr, ptr %7, align 8, !tbaa !37
  %1333 = getelementptr inbounds i8, ptr %1332, i64 %1325
  %1334 = sub i64 0, %1329
  %1335 = getelementptr inbounds i8, ptr %1330, i64 %1334
  %1336 = icmp ugt ptr %1333, %553
  %1337 = getelementptr inbounds i8, ptr %552, i64 %1331
  %1338 = icmp ugt ptr %1337, %300
  %1339 = select i1 %1336, i1 true, i1 %1338
  br i1 %1339, label %1343, label %1340, !prof !105

1340:                                             ; preds = %1321
  %1341 = load <2 x i64>, ptr %1332, align 1, !tbaa !9
  store <2 x i64> %1341, ptr %552, align 1, !tbaa !9
  %1342 = icmp ugt i64 %1325, 16
  br i1 %1342, label %1345, label %1363, !prof !50

1343:                                             ; preds = %1321
  %1344 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %552, ptr noundef %26, ptr noundef nonnull byval(%struct.seq_t) align 8 %1324, ptr noundef nonnull %7, ptr noundef %553, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %1501

1345:                                             ; preds = %1340
  %1346 = getelementptr inbounds i8, ptr %552, i64 16
  %1347 = getelementptr inbounds i8, ptr %1332, i64 16
  %1348 = add i64 %1325, -16
  %1349 = load <2 x i64>, ptr %1347, align 1, !tbaa !9
  store <2 x i64> %1349, ptr %1346, align 1, !tbaa !9
  %1350 = icmp slt i64 %1348, 17
  br i1 %1350, label %1363, label %1351

1351:                                             ; preds = %1345
  %1352 = getelementptr inbounds i8, ptr %552, i64 32
  br label %1353

1353:                                             ; preds = %1353, %1351
  %1354 = phi ptr [ %1352, %1351 ], [ %1361, %1353 ]
  %1355 = phi ptr [ %1347, %1351 ], [ %1359, %1353 ]
  %1356 = getelementptr inbounds i8, ptr %1355, i64 16
  %1357 = load <2 x i64>, ptr %1356, align 1, !tbaa !9
  store <2 x i64> %1357, ptr %1354, align 1, !tbaa !9
  %1358 = getelementptr inbounds i8, ptr %1354, i64 16
  %1359 = getelementptr inbounds i8, ptr %1355, i64 32
  %1360 = load <2 x i64>, ptr %1359, align 1, !tbaa !9
  store <2 x i64> %1360, ptr %1358, align 1, !tbaa !9
  %1361 = getelementptr inbounds i8, ptr %1354, i64 32
  %1362 = icmp ult ptr %1361, %1330
  br i1 %1362, label %1353, label %1363, !llvm.loop !99

1363:                                             ; preds = %1353, %1345, %1340
  store ptr %1333, ptr %7, align 8, !tbaa !37
  %1364 = ptrtoint ptr %1330 to i64
  %1365 = sub i64 %1364, %39
  %1366 = icmp ugt i64 %1329, %1365
  br i1 %1366, label %1367, label %1381

1367:                                             ; preds = %1363
  %1368 = sub i64 %1364, %301
  %1369 = icmp ugt i64 %1329, %1368
  br i1 %1369, label %2274, label %1370, !prof !50

1370:                                             ; preds = %1367
  %1371 = ptrtoint ptr %1335 to i64
  %1372 = sub i64 %1371, %39
  %1373 = getelementptr inbounds i8, ptr %36, i64 %1372
  %1374 = getelementptr inbounds i8, ptr %1373, i64 %1327
  %1375 = icmp ugt ptr %1374, %36
  br i1 %1375, label %1377, label %1376

1376:                                             ; preds = %1370
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1330, ptr align 1 %1373, i64 %1327, i1 false)
  br label %1501

1377:                                             ; preds = %1370
  %1378 = sub i64 0, %1372
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1330, ptr align 1 %1373, i64 %1378, i1 false)
  %1379 = getelementptr i8, ptr %1330, i64 %1378
  %1380 = add i64 %1372, %1327
  br label %1381

1381:                                             ; preds = %1377, %1363
  %1382 = phi i64 [ %1380, %1377 ], [ %1327, %1363 ]
  %1383 = phi ptr [ %32, %1377 ], [ %1335, %1363 ]
  %1384 = phi ptr [ %1379, %1377 ], [ %1330, %1363 ]
  %1385 = icmp ugt i64 %1329, 15
  br i1 %1385, label %1386, label %1402, !prof !84

1386:                                             ; preds = %1381
  %1387 = getelementptr inbounds i8, ptr %1384, i64 %1382
  %1388 = load <2 x i64>, ptr %1383, align 1, !tbaa !9
  store <2 x i64> %1388, ptr %1384, align 1, !tbaa !9
  %1389 = icmp slt i64 %1382, 17
  br i1 %1389, label %1501, label %1390

1390:                                             ; preds = %1386
  %1391 = getelementptr inbounds i8, ptr %1384, i64 16
  br label %1392

1392:                                             ; preds = %1392, %1390
  %1393 = phi ptr [ %1391, %1390 ], [ %1400, %1392 ]
  %1394 = phi ptr [ %1383, %1390 ], [ %1398, %1392 ]
  %1395 = getelementptr inbounds i8, ptr %1394, i64 16
  %1396 = load <2 x i64>, ptr %1395, align 1, !tbaa !9
  store <2 x i64> %1396, ptr %1393, align 1, !tbaa !9
  %1397 = getelementptr inbounds i8, ptr %1393, i64 16
  %1398 = getelementptr inbounds i8, ptr %1394, i64 32
  %1399 = load <2 x i64>, ptr %1398, align 1, !tbaa !9
  store <2 x i64> %1399, ptr %1397, align 1, !tbaa !9
  %1400 = getelementptr inbounds i8, ptr %1393, i64 32
  %1401 = icmp ult ptr %1400, %1387
  br i1 %1401, label %1392, label %1501, !llvm.loop !99

1402:                                             ; preds = %1381
  %1403 = icmp ult i64 %1329, 8
  br i1 %1403, label %1404, label %1426

1404:                                             ; preds = %1402
  %1405 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1329
  %1406 = load i32, ptr %1405, align 4, !tbaa !27
  %1407 = load i8, ptr %1383, align 1, !tbaa !9
  store i8 %1407, ptr %1384, align 1, !tbaa !9
  %1408 = getelementptr inbounds i8, ptr %1383, i64 1
  %1409 = load i8, ptr %1408, align 1, !tbaa !9
  %1410 = getelementptr inbounds i8, ptr %1384, i64 1
  store i8 %1409, ptr %1410, align 1, !tbaa !9
  %1411 = getelementptr inbounds i8, ptr %1383, i64 2
  %1412 = load i8, ptr %1411, align 1, !tbaa !9
  %1413 = getelementptr inbounds i8, ptr %1384, i64 2
  store i8 %1412, ptr %1413, align 1, !tbaa !9
  %1414 = getelementptr inbounds i8, ptr %1383, i64 3
  %1415 = load i8, ptr %1414, align 1, !tbaa !9
  %1416 = getelementptr inbounds i8, ptr %1384, i64 3
  store i8 %1415, ptr %1416, align 1, !tbaa !9
  %1417 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1329
  %1418 = load i32, ptr %1417, align 4, !tbaa !27
  %1419 = zext i32 %1418 to i64
  %1420 = getelementptr inbounds i8, ptr %1383, i64 %1419
  %1421 = getelementptr inbounds i8, ptr %1384, i64 4
  %1422 = load i32, ptr %1420, align 1
  store i32 %1422, ptr %1421, align 1
  %1423 = sext i32 %1406 to i64
  %1424 = sub nsw i64 0, %1423
  %1425 = getelementptr inbounds i8, ptr %1420, i64 %1424
  br label %1428

1426:                                             ; preds = %1402
  %1427 = load i64, ptr %1383, align 1
  store i64 %1427, ptr %1384, align 1
  br label %1428

1428:                                             ; preds = %1426, %1404
  %1429 = phi ptr [ %1425, %1404 ], [ %1383, %1426 ]
  %1430 = getelementptr i8, ptr %1429, i64 8
  %1431 = getelementptr i8, ptr %1384, i64 8
  %1432 = icmp ugt i64 %1382, 8
  br i1 %1432, label %1433, label %1501

1433:                                             ; preds = %1428
  %1434 = ptrtoint ptr %1431 to i64
  %1435 = ptrtoint ptr %1430 to i64
  %1436 = sub i64 %1434, %1435
  %1437 = getelementptr i8, ptr %1384, i64 %1382
  %1438 = icmp slt i64 %1436, 16
  br i1 %1438, label %1439, label %1486

1439:                                             ; preds = %1433
  %1440 = add i64 %1327, %39
  %1441 = tail call i64 @llvm.umin.i64(i64 %1329, i64 %1365)
  %1442 = add i64 %1440, %1441
  %1443 = tail call i64 @llvm.umax.i64(i64 %1329, i64 %1365)
  %1444 = add i64 %1442, %1443
  %1445 = sub i64 %1444, %1329
  %1446 = add i64 %308, %1443
  %1447 = tail call i64 @llvm.umax.i64(i64 %1445, i64 %1446)
  %1448 = add i64 %1447, -9
  %1449 = add i64 %1443, %39
  %1450 = sub i64 %1448, %1449
  %1451 = lshr i64 %1450, 3
  %1452 = add nuw nsw i64 %1451, 1
  %1453 = icmp ult i64 %1450, 24
  %1454 = icmp ult i64 %1436, 32
  %1455 = or i1 %1453, %1454
  br i1 %1455, label %1476, label %1456

1456:                                             ; preds = %1439
  %1457 = and i64 %1452, 4611686018427387900
  %1458 = shl i64 %1457, 3
  %1459 = getelementptr i8, ptr %1431, i64 %1458
  %1460 = shl i64 %1457, 3
  %1461 = getelementptr i8, ptr %1430, i64 %1460
  br label %1462

1462:                                             ; preds = %1462, %1456
  %1463 = phi i64 [ 0, %1456 ], [ %1472, %1462 ]
  %1464 = shl i64 %1463, 3
  %1465 = getelementptr i8, ptr %1431, i64 %1464
  %1466 = shl i64 %1463, 3
  %1467 = getelementptr i8, ptr %1430, i64 %1466
  %1468 = getelementptr i8, ptr %1467, i64 16
  %1469 = load <2 x i64>, ptr %1467, align 1
  %1470 = load <2 x i64>, ptr %1468, align 1
  %1471 = getelementptr i8, ptr %1465, i64 16
  store <2 x i64> %1469, ptr %1465, align 1
  store <2 x i64> %1470, ptr %1471, align 1
  %1472 = add nuw i64 %1463, 4
  %1473 = icmp eq i64 %1472, %1457
  br i1 %1473, label %1474, label %1462, !llvm.loop !110

1474:                                             ; preds = %1462
  %1475 = icmp eq i64 %1452, %1457
  br i1 %1475, label %1501, label %1476

1476:                                             ; preds = %1474, %1439
  %1477 = phi ptr [ %1431, %1439 ], [ %1459, %1474 ]
  %1478 = phi ptr [ %1430, %1439 ], [ %1461, %1474 ]
  br label %1479

1479:                                             ; preds = %1476, %1479
  %1480 = phi ptr [ %1483, %1479 ], [ %1477, %1476 ]
  %1481 = phi ptr [ %1484, %1479 ], [ %1478, %1476 ]
  %1482 = load i64, ptr %1481, align 1
  store i64 %1482, ptr %1480, align 1
  %1483 = getelementptr inbounds i8, ptr %1480, i64 8
  %1484 = getelementptr inbounds i8, ptr %1481, i64 8
  %1485 = icmp ult ptr %1483, %1437
  br i1 %1485, label %1479, label %1501, !llvm.loop !111

1486:                                             ; preds = %1433
  %1487 = load <2 x i64>, ptr %1430, align 1, !tbaa !9
  store <2 x i64> %1487, ptr %1431, align 1, !tbaa !9
  %1488 = icmp slt i64 %1382, 25
  br i1 %1488, label %1501, label %1489

1489:                                             ; preds = %1486
  %1490 = getelementptr inbounds i8, ptr %1384, i64 24
  br label %1491

1491:                                             ; preds = %1491, %1489
  %1492 = phi ptr [ %1490, %1489 ], [ %1499, %1491 ]
  %1493 = phi ptr [ %1430, %1489 ], [ %1497, %1491 ]
  %1494 = getelementptr inbounds i8, ptr %1493, i64 16
  %1495 = load <2 x i64>, ptr %1494, align 1, !tbaa !9
  store <2 x i64> %1495, ptr %1492, align 1, !tbaa !9
  %1496 = getelementptr inbounds i8, ptr %1492, i64 16
  %1497 = getelementptr inbounds i8, ptr %1493, i64 32
  %1498 = load <2 x i64>, ptr %1497, align 1, !tbaa !9
  store <2 x i64> %1498, ptr %1496, align 1, !tbaa !9
  %1499 = getelementptr inbounds i8, ptr %1492, i64 32
  %1500 = icmp ult ptr %1499, %1437
  br i1 %1500, label %1491, label %1501, !llvm.loop !99

1501:                                             ; preds = %1491, %1479, %1392, %1311, %1299, %1212, %1474, %1294, %1343, %1376, %1386, %1428, %1486, %1163, %1196, %1206, %1248, %1306
  %1502 = phi i64 [ %1164, %1163 ], [ %1153, %1196 ], [ %1153, %1248 ], [ %1153, %1206 ], [ %1153, %1306 ], [ %1344, %1343 ], [ %1331, %1376 ], [ %1331, %1428 ], [ %1331, %1386 ], [ %1331, %1486 ], [ %1153, %1294 ], [ %1331, %1474 ], [ %1153, %1212 ], [ %1153, %1299 ], [ %1153, %1311 ], [ %1331, %1392 ], [ %1331, %1479 ], [ %1331, %1491 ]
  %1503 = icmp ult i64 %1502, -119
  br i1 %1503, label %1504, label %2274

1504:                                             ; preds = %1501
  %1505 = add i64 %719, %555
  %1506 = icmp ugt i64 %651, %1505
  %1507 = select i1 %1506, ptr %36, ptr %32
  %1508 = getelementptr inbounds i8, ptr %1507, i64 %1505
  %1509 = sub i64 0, %651
  %1510 = getelementptr inbounds i8, ptr %1508, i64 %1509
  tail call void @llvm.prefetch.p0(ptr %1510, i32 0, i32 3, i32 1)
  %1511 = getelementptr inbounds i8, ptr %1510, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1511, i32 0, i32 3, i32 1)
  %1512 = and i32 %554, 7
  %1513 = zext nneg i32 %1512 to i64
  %1514 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1513
  store i64 %719, ptr %1514, align 8, !tbaa !43
  %1515 = getelementptr inbounds i8, ptr %1514, i64 8
  store i64 %667, ptr %1515, align 8, !tbaa !43
  %1516 = getelementptr inbounds i8, ptr %1514, i64 16
  store i64 %651, ptr %1516, align 8, !tbaa !43
  %1517 = getelementptr inbounds i8, ptr %552, i64 %1502
  br label %1518

1518:                                             ; preds = %1504, %1137
  %1519 = phi i64 [ %1505, %1504 ], [ %1138, %1137 ]
  %1520 = phi ptr [ %553, %1504 ], [ %304, %1137 ]
  %1521 = phi ptr [ %1517, %1504 ], [ %1145, %1137 ]
  %1522 = add i64 %1519, %667
  %1523 = add nuw i32 %554, 1
  %1524 = icmp eq i32 %1523, %5
  br i1 %1524, label %1525, label %551, !llvm.loop !112

1525:                                             ; preds = %1518
  %1526 = load ptr, ptr %153, align 8, !tbaa !73
  %1527 = load ptr, ptr %58, align 8, !tbaa !70
  %1528 = load i32, ptr %142, align 8
  br label %1529

1529:                                             ; preds = %1525, %292
  %1530 = phi i32 [ %293, %292 ], [ %1528, %1525 ]
  %1531 = phi ptr [ %3, %292 ], [ %1527, %1525 ]
  %1532 = phi ptr [ %294, %292 ], [ %1526, %1525 ]
  %1533 = phi i32 [ %296, %292 ], [ %5, %1525 ]
  %1534 = phi ptr [ %30, %292 ], [ %1520, %1525 ]
  %1535 = phi ptr [ %1, %292 ], [ %1521, %1525 ]
  %1536 = icmp eq ptr %1532, %1531
  %1537 = icmp eq i32 %1530, 64
  %1538 = select i1 %1536, i1 %1537, i1 false
  br i1 %1538, label %1539, label %2274

1539:                                             ; preds = %1529
  %1540 = sub nsw i32 %1533, %53
  %1541 = icmp slt i32 %1540, %5
  br i1 %1541, label %1542, label %1552

1542:                                             ; preds = %1539
  %1543 = getelementptr inbounds i8, ptr %26, i64 -32
  %1544 = ptrtoint ptr %34 to i64
  %1545 = ptrtoint ptr %26 to i64
  %1546 = getelementptr i8, ptr %0, i64 30372
  %1547 = getelementptr inbounds i8, ptr %0, i64 95908
  %1548 = getelementptr inbounds i8, ptr %0, i64 30388
  %1549 = add i64 %39, 16
  %1550 = add i64 %39, 16
  %1551 = add i64 %39, 16
  br label %1561

1552:                                             ; preds = %2269, %1539
  %1553 = phi ptr [ %1534, %1539 ], [ %2270, %2269 ]
  %1554 = phi ptr [ %1535, %1539 ], [ %2271, %2269 ]
  %1555 = load <2 x i64>, ptr %42, align 8, !tbaa !43
  %1556 = trunc <2 x i64> %1555 to <2 x i32>
  store <2 x i32> %1556, ptr %41, align 4, !tbaa !27
  %1557 = load i64, ptr %52, align 8, !tbaa !43
  %1558 = trunc i64 %1557 to i32
  store i32 %1558, ptr %49, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #17
  %1559 = load i32, ptr %16, align 8, !tbaa !31
  %1560 = load ptr, ptr %7, align 8, !tbaa !37
  br label %2276

1561:                                             ; preds = %2269, %1542
  %1562 = phi ptr [ %1535, %1542 ], [ %2271, %2269 ]
  %1563 = phi ptr [ %1534, %1542 ], [ %2270, %2269 ]
  %1564 = phi i32 [ %1540, %1542 ], [ %2272, %2269 ]
  %1565 = and i32 %1564, 7
  %1566 = zext nneg i32 %1565 to i64
  %1567 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1566
  %1568 = load i32, ptr %16, align 8, !tbaa !31
  %1569 = icmp eq i32 %1568, 2
  br i1 %1569, label %1570, label %2088

1570:                                             ; preds = %1561
  %1571 = load ptr, ptr %7, align 8, !tbaa !37
  %1572 = load i64, ptr %1567, align 8
  %1573 = getelementptr inbounds i8, ptr %1571, i64 %1572
  %1574 = load ptr, ptr %29, align 8, !tbaa !36
  %1575 = icmp ugt ptr %1573, %1574
  br i1 %1575, label %1576, label %1913

1576:                                             ; preds = %1570
  %1577 = ptrtoint ptr %1574 to i64
  %1578 = ptrtoint ptr %1571 to i64
  %1579 = sub i64 %1577, %1578
  %1580 = icmp eq ptr %1574, %1571
  br i1 %1580, label %1733, label %1581

1581:                                             ; preds = %1576
  %1582 = ptrtoint ptr %1562 to i64
  %1583 = sub i64 %1545, %1582
  %1584 = icmp ugt i64 %1579, %1583
  br i1 %1584, label %2274, label %1585

1585:                                             ; preds = %1581
  %1586 = sub i64 %1582, %1578
  %1587 = getelementptr inbounds i8, ptr %1562, i64 %1579
  %1588 = icmp slt i64 %1579, 8
  %1589 = icmp sgt i64 %1586, -8
  %1590 = or i1 %1589, %1588
  br i1 %1590, label %1591, label %1647

1591:                                             ; preds = %1585
  %1592 = icmp sgt i64 %1579, 0
  br i1 %1592, label %1593, label %1730

1593:                                             ; preds = %1591
  %1594 = add i64 %1582, %1577
  %1595 = sub i64 %1594, %1578
  %1596 = add i64 %1582, 1
  %1597 = tail call i64 @llvm.umax.i64(i64 %1595, i64 %1596)
  %1598 = sub i64 %1597, %1582
  %1599 = icmp ult i64 %1598, 8
  %1600 = icmp ult i64 %1586, 32
  %1601 = or i1 %1599, %1600
  br i1 %1601, label %1637, label %1602

1602:                                             ; preds = %1593
  %1603 = icmp ult i64 %1598, 32
  br i1 %1603, label %1623, label %1604

1604:                                             ; preds = %1602
  %1605 = and i64 %1598, -32
  br label %1606

1606:                                             ; preds = %1606, %1604
  %1607 = phi i64 [ 0, %1604 ], [ %1614, %1606 ]
  %1608 = getelementptr i8, ptr %1562, i64 %1607
  %1609 = getelementptr i8, ptr %1571, i64 %1607
  %1610 = getelementptr i8, ptr %1609, i64 16
  %1611 = load <16 x i8>, ptr %1609, align 1, !tbaa !9
  %1612 = load <16 x i8>, ptr %1610, align 1, !tbaa !9
  %1613 = getelementptr i8, ptr %1608, i64 16
  store <16 x i8> %1611, ptr %1608, align 1, !tbaa !9
  store <16 x i8> %1612, ptr %1613, align 1, !tbaa !9
  %1614 = add nuw i64 %1607, 32
  %1615 = icmp eq i64 %1614, %1605
  br i1 %1615, label %1616, label %1606, !llvm.loop !113

1616:                                             ; preds = %1606
  %1617 = icmp eq i64 %1598, %1605
  br i1 %1617, label %1730, label %1618

1618:                                             ; preds = %1616
  %1619 = getelementptr i8, ptr %1571, i64 %1605
  %1620 = getelementptr i8, ptr %1562, i64 %1605
  %1621 = and i64 %1598, 24
  %1622 = icmp eq i64 %1621, 0
  br i1 %1622, label %1637, label %1623

1623:                                             ; preds = %1602, %1618
  %1624 = phi i64 [ %1605, %1618 ], [ 0, %1602 ]
  %1625 = and i64 %1598, -8
  %1626 = getelementptr i8, ptr %1562, i64 %1625
  %1627 = getelementptr i8, ptr %1571, i64 %1625
  br label %1628

1628:                                             ; preds = %1628, %1623
  %1629 = phi i64 [ %1624, %1623 ], [ %1633, %1628 ]
  %1630 = getelementptr i8, ptr %1562, i64 %1629
  %1631 = getelementptr i8, ptr %1571, i64 %1629
  %1632 = load <8 x i8>, ptr %1631, align 1, !tbaa !9
  store <8 x i8> %1632, ptr %1630, align 1, !tbaa !9
  %1633 = add nuw i64 %1629, 8
  %1634 = icmp eq i64 %1633, %1625
  br i1 %1634, label %1635, label %1628, !llvm.loop !114

1635:                                             ; preds = %1628
  %1636 = icmp eq i64 %1598, %1625
  br i1 %1636, label %1730, label %1637

1637:                                             ; preds = %1635, %1593, %1618
  %1638 = phi ptr [ %1562, %1593 ], [ %1620, %1618 ], [ %1626, %1635 ]
  %1639 = phi ptr [ %1571, %1593 ], [ %1619, %1618 ], [ %1627, %1635 ]
  br label %1640

1640:                                             ; preds = %1637, %1640
  %1641 = phi ptr [ %1645, %1640 ], [ %1638, %1637 ]
  %1642 = phi ptr [ %1643, %1640 ], [ %1639, %1637 ]
  %1643 = getelementptr inbounds i8, ptr %1642, i64 1
  %1644 = load i8, ptr %1642, align 1, !tbaa !9
  %1645 = getelementptr inbounds i8, ptr %1641, i64 1
  store i8 %1644, ptr %1641, align 1, !tbaa !9
  %1646 = icmp ult ptr %1645, %1587
  br i1 %1646, label %1640, label %1730, !llvm.loop !115

1647:                                             ; preds = %1585
  %1648 = getelementptr inbounds i8, ptr %1587, i64 -32
  %1649 = icmp uge ptr %1648, %1562
  %1650 = icmp ult i64 %1586, -16
  %1651 = and i1 %1650, %1649
  br i1 %1651, label %1652, label %1671

1652:                                             ; preds = %1647
  %1653 = ptrtoint ptr %1648 to i64
  %1654 = sub i64 %1653, %1582
  %1655 = load <2 x i64>, ptr %1571, align 1, !tbaa !9
  store <2 x i64> %1655, ptr %1562, align 1, !tbaa !9
  %1656 = icmp slt i64 %1654, 17
  br i1 %1656, label %1669, label %1657

1657:                                             ; preds = %1652
  %1658 = getelementptr inbounds i8, ptr %1562, i64 16
  br label %1659

1659:                                             ; preds = %1659, %1657
  %1660 = phi ptr [ %1658, %1657 ], [ %1667, %1659 ]
  %1661 = phi ptr [ %1571, %1657 ], [ %1665, %1659 ]
  %1662 = getelementptr inbounds i8, ptr %1661, i64 16
  %1663 = load <2 x i64>, ptr %1662, align 1, !tbaa !9
  store <2 x i64> %1663, ptr %1660, align 1, !tbaa !9
  %1664 = getelementptr inbounds i8, ptr %1660, i64 16
  %1665 = getelementptr inbounds i8, ptr %1661, i64 32
  %1666 = load <2 x i64>, ptr %1665, align 1, !tbaa !9
  store <2 x i64> %1666, ptr %1664, align 1, !tbaa !9
  %1667 = getelementptr inbounds i8, ptr %1660, i64 32
  %1668 = icmp ult ptr %1667, %1648
  br i1 %1668, label %1659, label %1669, !llvm.loop !99

1669:                                             ; preds = %1659, %1652
  %1670 = getelementptr inbounds i8, ptr %1571, i64 %1654
  br label %1671

1671:                                             ; preds = %1669, %1647
  %1672 = phi ptr [ %1648, %1669 ], [ %1562, %1647 ]
  %1673 = phi ptr [ %1670, %1669 ], [ %1571, %1647 ]
  %1674 = ptrtoint ptr %1672 to i64
  %1675 = add i64 %1582, %1577
  %1676 = sub i64 %1675, %1578
  %1677 = add nuw i64 %1674, 1
  %1678 = tail call i64 @llvm.umax.i64(i64 %1676, i64 %1677)
  %1679 = sub i64 %1678, %1674
  %1680 = icmp ult i64 %1679, 8
  %1681 = ptrtoint ptr %1673 to i64
  %1682 = sub i64 %1674, %1681
  %1683 = icmp ult i64 %1682, 32
  %1684 = select i1 %1680, i1 true, i1 %1683
  br i1 %1684, label %1720, label %1685

1685:                                             ; preds = %1671
  %1686 = icmp ult i64 %1679, 32
  br i1 %1686, label %1706, label %1687

1687:                                             ; preds = %1685
  %1688 = and i64 %1679, -32
  br label %1689

1689:                                             ; preds = %1689, %1687
  %1690 = phi i64 [ 0, %1687 ], [ %1697, %1689 ]
  %1691 = getelementptr i8, ptr %1672, i64 %1690
  %1692 = getelementptr i8, ptr %1673, i64 %1690
  %1693 = getelementptr i8, ptr %1692, i64 16
  %1694 = load <16 x i8>, ptr %1692, align 1, !tbaa !9
  %1695 = load <16 x i8>, ptr %1693, align 1, !tbaa !9
  %1696 = getelementptr i8, ptr %1691, i64 16
  store <16 x i8> %1694, ptr %1691, align 1, !tbaa !9
  store <16 x i8> %1695, ptr %1696, align 1, !tbaa !9
  %1697 = add nuw i64 %1690, 32
  %1698 = icmp eq i64 %1697, %1688
  br i1 %1698, label %1699, label %1689, !llvm.loop !116

1699:                                             ; preds = %1689
  %1700 = icmp eq i64 %1679, %1688
  br i1 %1700, label %1730, label %1701

1701:                                             ; preds = %1699
  %1702 = getelementptr i8, ptr %1673, i64 %1688
  %1703 = getelementptr i8, ptr %1672, i64 %1688
  %1704 = and i64 %1679, 24
  %1705 = icmp eq i64 %1704, 0
  br i1 %1705, label %1720, label %1706

1706:                                             ; preds = %1685, %1701
  %1707 = phi i64 [ %1688, %1701 ], [ 0, %1685 ]
  %1708 = and i64 %1679, -8
  %1709 = getelementptr i8, ptr %1672, i64 %1708
  %1710 = getelementptr i8, ptr %1673, i64 %1708
  br label %1711

1711:                                             ; preds = %1711, %1706
  %1712 = phi i64 [ %1707, %1706 ], [ %1716, %1711 ]
  %1713 = getelementptr i8, ptr %1672, i64 %1712
  %1714 = getelementptr i8, ptr %1673, i64 %1712
  %1715 = load <8 x i8>, ptr %1714, align 1, !tbaa !9
  store <8 x i8> %1715, ptr %1713, align 1, !tbaa !9
  %1716 = add nuw i64 %1712, 8
  %1717 = icmp eq i64 %1716, %1708
  br i1 %1717, label %1718, label %1711, !llvm.loop !117

1718:                                             ; preds = %1711
  %1719 = icmp eq i64 %1679, %1708
  br i1 %1719, label %1730, label %1720

1720:                                             ; preds = %1718, %1671, %1701
  %1721 = phi ptr [ %1672, %1671 ], [ %1703, %1701 ], [ %1709, %1718 ]
  %1722 = phi ptr [ %1673, %1671 ], [ %1702, %1701 ], [ %1710, %1718 ]
  br label %1723

1723:                                             ; preds = %1720, %1723
  %1724 = phi ptr [ %1728, %1723 ], [ %1721, %1720 ]
  %1725 = phi ptr [ %1726, %1723 ], [ %1722, %1720 ]
  %1726 = getelementptr inbounds i8, ptr %1725, i64 1
  %1727 = load i8, ptr %1725, align 1, !tbaa !9
  %1728 = getelementptr inbounds i8, ptr %1724, i64 1
  store i8 %1727, ptr %1724, align 1, !tbaa !9
  %1729 = icmp ult ptr %1728, %1587
  br i1 %1729, label %1723, label %1730, !llvm.loop !118

1730:                                             ; preds = %1723, %1640, %1699, %1718, %1616, %1635, %1591
  %1731 = load i64, ptr %1567, align 8, !tbaa !103
  %1732 = sub i64 %1731, %1579
  store i64 %1732, ptr %1567, align 8, !tbaa !103
  br label %1733

1733:                                             ; preds = %1576, %1730
  %1734 = phi i64 [ %1732, %1730 ], [ %1572, %1576 ]
  %1735 = phi ptr [ %1587, %1730 ], [ %1562, %1576 ]
  store ptr %1546, ptr %7, align 8, !tbaa !37
  store i32 0, ptr %16, align 8, !tbaa !31
  %1736 = getelementptr inbounds i8, ptr %1567, i64 8
  %1737 = load i64, ptr %1736, align 8
  %1738 = getelementptr inbounds i8, ptr %1567, i64 16
  %1739 = load i64, ptr %1738, align 8
  %1740 = getelementptr i8, ptr %1735, i64 %1734
  %1741 = add i64 %1737, %1734
  %1742 = getelementptr i8, ptr %1546, i64 %1734
  %1743 = sub i64 0, %1739
  %1744 = getelementptr inbounds i8, ptr %1740, i64 %1743
  %1745 = icmp sgt i64 %1734, 65536
  %1746 = getelementptr inbounds i8, ptr %1735, i64 %1741
  %1747 = icmp ugt ptr %1746, %1543
  %1748 = select i1 %1745, i1 true, i1 %1747
  br i1 %1748, label %1752, label %1749, !prof !105

1749:                                             ; preds = %1733
  %1750 = load <2 x i64>, ptr %1546, align 1, !tbaa !9
  store <2 x i64> %1750, ptr %1735, align 1, !tbaa !9
  %1751 = icmp ugt i64 %1734, 16
  br i1 %1751, label %1754, label %1771, !prof !50

1752:                                             ; preds = %1733
  %1753 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1735, ptr noundef %26, ptr noundef nonnull byval(%struct.seq_t) align 8 %1567, ptr noundef nonnull %7, ptr noundef nonnull %1547, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %1909

1754:                                             ; preds = %1749
  %1755 = getelementptr inbounds i8, ptr %1735, i64 16
  %1756 = add i64 %1734, -16
  %1757 = load <2 x i64>, ptr %1548, align 1, !tbaa !9
  store <2 x i64> %1757, ptr %1755, align 1, !tbaa !9
  %1758 = icmp slt i64 %1756, 17
  br i1 %1758, label %1771, label %1759

1759:                                             ; preds = %1754
  %1760 = getelementptr inbounds i8, ptr %1735, i64 32
  br label %1761

1761:                                             ; preds = %1761, %1759
  %1762 = phi ptr [ %1760, %1759 ], [ %1769, %1761 ]
  %1763 = phi ptr [ %1548, %1759 ], [ %1767, %1761 ]
  %1764 = getelementptr inbounds i8, ptr %1763, i64 16
  %1765 = load <2 x i64>, ptr %1764, align 1, !tbaa !9
  store <2 x i64> %1765, ptr %1762, align 1, !tbaa !9
  %1766 = getelementptr inbounds i8, ptr %1762, i64 16
  %1767 = getelementptr inbounds i8, ptr %1763, i64 32
  %1768 = load <2 x i64>, ptr %1767, align 1, !tbaa !9
  store <2 x i64> %1768, ptr %1766, align 1, !tbaa !9
  %1769 = getelementptr inbounds i8, ptr %1762, i64 32
  %1770 = icmp ult ptr %1769, %1740
  br i1 %1770, label %1761, label %1771, !llvm.loop !99

1771:                                             ; preds = %1761, %1754, %1749
  store ptr %1742, ptr %7, align 8, !tbaa !37
  %1772 = ptrtoint ptr %1740 to i64
  %1773 = sub i64 %1772, %39
  %1774 = icmp ugt i64 %1739, %1773
  br i1 %1774, label %1775, label %1789

1775:                                             ; preds = %1771
  %1776 = sub i64 %1772, %1544
  %1777 = icmp ugt i64 %1739, %1776
  br i1 %1777, label %2274, label %1778, !prof !50

1778:                                             ; preds = %1775
  %1779 = ptrtoint ptr %1744 to i64
  %1780 = sub i64 %1779, %39
  %1781 = getelementptr inbounds i8, ptr %36, i64 %1780
  %1782 = getelementptr inbounds i8, ptr %1781, i64 %1737
  %1783 = icmp ugt ptr %1782, %36
  br i1 %1783, label %1785, label %1784

1784:                                             ; preds = %1778
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1740, ptr align 1 %1781, i64 %1737, i1 false)
  br label %1909

1785:                                             ; preds = %1778
  %1786 = sub i64 0, %1780
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1740, ptr align 1 %1781, i64 %1786, i1 false)
  %1787 = getelementptr i8, ptr %1740, i64 %1786
  %1788 = add i64 %1780, %1737
  br label %1789

1789:                                             ; preds = %1785, %1771
  %1790 = phi i64 [ %1788, %1785 ], [ %1737, %1771 ]
  %1791 = phi ptr [ %32, %1785 ], [ %1744, %1771 ]
  %1792 = phi ptr [ %1787, %1785 ], [ %1740, %1771 ]
  %1793 = icmp ugt i64 %1739, 15
  br i1 %1793, label %1794, label %1810, !prof !84

1794:                                             ; preds = %1789
  %1795 = getelementptr inbounds i8, ptr %1792, i64 %1790
  %1796 = load <2 x i64>, ptr %1791, align 1, !tbaa !9
  store <2 x i64> %1796, ptr %1792, align 1, !tbaa !9
  %1797 = icmp slt i64 %1790, 17
  br i1 %1797, label %1909, label %1798

1798:                                             ; preds = %1794
  %1799 = getelementptr inbounds i8, ptr %1792, i64 16
  br label %1800

1800:                                             ; preds = %1800, %1798
  %1801 = phi ptr [ %1799, %1798 ], [ %1808, %1800 ]
  %1802 = phi ptr [ %1791, %1798 ], [ %1806, %1800 ]
  %1803 = getelementptr inbounds i8, ptr %1802, i64 16
  %1804 = load <2 x i64>, ptr %1803, align 1, !tbaa !9
  store <2 x i64> %1804, ptr %1801, align 1, !tbaa !9
  %1805 = getelementptr inbounds i8, ptr %1801, i64 16
  %1806 = getelementptr inbounds i8, ptr %1802, i64 32
  %1807 = load <2 x i64>, ptr %1806, align 1, !tbaa !9
  store <2 x i64> %1807, ptr %1805, align 1, !tbaa !9
  %1808 = getelementptr inbounds i8, ptr %1801, i64 32
  %1809 = icmp ult ptr %1808, %1795
  br i1 %1809, label %1800, label %1909, !llvm.loop !99

1810:                                             ; preds = %1789
  %1811 = icmp ult i64 %1739, 8
  br i1 %1811, label %1812, label %1834

1812:                                             ; preds = %1810
  %1813 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1739
  %1814 = load i32, ptr %1813, align 4, !tbaa !27
  %1815 = load i8, ptr %1791, align 1, !tbaa !9
  store i8 %1815, ptr %1792, align 1, !tbaa !9
  %1816 = getelementptr inbounds i8, ptr %1791, i64 1
  %1817 = load i8, ptr %1816, align 1, !tbaa !9
  %1818 = getelementptr inbounds i8, ptr %1792, i64 1
  store i8 %1817, ptr %1818, align 1, !tbaa !9
  %1819 = getelementptr inbounds i8, ptr %1791, i64 2
  %1820 = load i8, ptr %1819, align 1, !tbaa !9
  %1821 = getelementptr inbounds i8, ptr %1792, i64 2
  store i8 %1820, ptr %1821, align 1, !tbaa !9
  %1822 = getelementptr inbounds i8, ptr %1791, i64 3
  %1823 = load i8, ptr %1822, align 1, !tbaa !9
  %1824 = getelementptr inbounds i8, ptr %1792, i64 3
  store i8 %1823, ptr %1824, align 1, !tbaa !9
  %1825 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1739
  %1826 = load i32, ptr %1825, align 4, !tbaa !27
  %1827 = zext i32 %1826 to i64
  %1828 = getelementptr inbounds i8, ptr %1791, i64 %1827
  %1829 = getelementptr inbounds i8, ptr %1792, i64 4
  %1830 = load i32, ptr %1828, align 1
  store i32 %1830, ptr %1829, align 1
  %1831 = sext i32 %1814 to i64
  %1832 = sub nsw i64 0, %1831
  %1833 = getelementptr inbounds i8, ptr %1828, i64 %1832
  br label %1836

1834:                                             ; preds = %1810
  %1835 = load i64, ptr %1791, align 1
  store i64 %1835, ptr %1792, align 1
  br label %1836

1836:                                             ; preds = %1834, %1812
  %1837 = phi ptr [ %1833, %1812 ], [ %1791, %1834 ]
  %1838 = getelementptr i8, ptr %1837, i64 8
  %1839 = getelementptr i8, ptr %1792, i64 8
  %1840 = icmp ugt i64 %1790, 8
  br i1 %1840, label %1841, label %1909

1841:                                             ; preds = %1836
  %1842 = ptrtoint ptr %1839 to i64
  %1843 = ptrtoint ptr %1838 to i64
  %1844 = sub i64 %1842, %1843
  %1845 = getelementptr i8, ptr %1792, i64 %1790
  %1846 = icmp slt i64 %1844, 16
  br i1 %1846, label %1847, label %1894

1847:                                             ; preds = %1841
  %1848 = add i64 %1737, %39
  %1849 = tail call i64 @llvm.umin.i64(i64 %1739, i64 %1773)
  %1850 = add i64 %1848, %1849
  %1851 = tail call i64 @llvm.umax.i64(i64 %1739, i64 %1773)
  %1852 = add i64 %1850, %1851
  %1853 = sub i64 %1852, %1739
  %1854 = add i64 %1549, %1851
  %1855 = tail call i64 @llvm.umax.i64(i64 %1853, i64 %1854)
  %1856 = add i64 %1855, -9
  %1857 = add i64 %1851, %39
  %1858 = sub i64 %1856, %1857
  %1859 = lshr i64 %1858, 3
  %1860 = add nuw nsw i64 %1859, 1
  %1861 = icmp ult i64 %1858, 24
  %1862 = icmp ult i64 %1844, 32
  %1863 = or i1 %1861, %1862
  br i1 %1863, label %1884, label %1864

1864:                                             ; preds = %1847
  %1865 = and i64 %1860, 4611686018427387900
  %1866 = shl i64 %1865, 3
  %1867 = getelementptr i8, ptr %1839, i64 %1866
  %1868 = shl i64 %1865, 3
  %1869 = getelementptr i8, ptr %1838, i64 %1868
  br label %1870

1870:                                             ; preds = %1870, %1864
  %1871 = phi i64 [ 0, %1864 ], [ %1880, %1870 ]
  %1872 = shl i64 %1871, 3
  %1873 = getelementptr i8, ptr %1839, i64 %1872
  %1874 = shl i64 %1871, 3
  %1875 = getelementptr i8, ptr %1838, i64 %1874
  %1876 = getelementptr i8, ptr %1875, i64 16
  %1877 = load <2 x i64>, ptr %1875, align 1
  %1878 = load <2 x i64>, ptr %1876, align 1
  %1879 = getelementptr i8, ptr %1873, i64 16
  store <2 x i64> %1877, ptr %1873, align 1
  store <2 x i64> %1878, ptr %1879, align 1
  %1880 = add nuw i64 %1871, 4
  %1881 = icmp eq i64 %1880, %1865
  br i1 %1881, label %1882, label %1870, !llvm.loop !119

1882:                                             ; preds = %1870
  %1883 = icmp eq i64 %1860, %1865
  br i1 %1883, label %1909, label %1884

1884:                                             ; preds = %1882, %1847
  %1885 = phi ptr [ %1839, %1847 ], [ %1867, %1882 ]
  %1886 = phi ptr [ %1838, %1847 ], [ %1869, %1882 ]
  br label %1887

1887:                                             ; preds = %1884, %1887
  %1888 = phi ptr [ %1891, %1887 ], [ %1885, %1884 ]
  %1889 = phi ptr [ %1892, %1887 ], [ %1886, %1884 ]
  %1890 = load i64, ptr %1889, align 1
  store i64 %1890, ptr %1888, align 1
  %1891 = getelementptr inbounds i8, ptr %1888, i64 8
  %1892 = getelementptr inbounds i8, ptr %1889, i64 8
  %1893 = icmp ult ptr %1891, %1845
  br i1 %1893, label %1887, label %1909, !llvm.loop !120

1894:                                             ; preds = %1841
  %1895 = load <2 x i64>, ptr %1838, align 1, !tbaa !9
  store <2 x i64> %1895, ptr %1839, align 1, !tbaa !9
  %1896 = icmp slt i64 %1790, 25
  br i1 %1896, label %1909, label %1897

1897:                                             ; preds = %1894
  %1898 = getelementptr inbounds i8, ptr %1792, i64 24
  br label %1899

1899:                                             ; preds = %1899, %1897
  %1900 = phi ptr [ %1898, %1897 ], [ %1907, %1899 ]
  %1901 = phi ptr [ %1838, %1897 ], [ %1905, %1899 ]
  %1902 = getelementptr inbounds i8, ptr %1901, i64 16
  %1903 = load <2 x i64>, ptr %1902, align 1, !tbaa !9
  store <2 x i64> %1903, ptr %1900, align 1, !tbaa !9
  %1904 = getelementptr inbounds i8, ptr %1900, i64 16
  %1905 = getelementptr inbounds i8, ptr %1901, i64 32
  %1906 = load <2 x i64>, ptr %1905, align 1, !tbaa !9
  store <2 x i64> %1906, ptr %1904, align 1, !tbaa !9
  %1907 = getelementptr inbounds i8, ptr %1900, i64 32
  %1908 = icmp ult ptr %1907, %1845
  br i1 %1908, label %1899, label %1909, !llvm.loop !99

1909:                                             ; preds = %1899, %1887, %1800, %1882, %1894, %1836, %1794, %1784, %1752
  %1910 = phi i64 [ %1753, %1752 ], [ %1741, %1784 ], [ %1741, %1836 ], [ %1741, %1794 ], [ %1741, %1894 ], [ %1741, %1882 ], [ %1741, %1800 ], [ %1741, %1887 ], [ %1741, %1899 ]
  %1911 = icmp ult i64 %1910, -119
  %1912 = getelementptr inbounds i8, ptr %1735, i64 %1910
  br i1 %1911, label %2269, label %2274

1913:                                             ; preds = %1570
  %1914 = getelementptr inbounds i8, ptr %1573, i64 -32
  %1915 = getelementptr inbounds i8, ptr %1567, i64 8
  %1916 = load i64, ptr %1915, align 8
  %1917 = getelementptr inbounds i8, ptr %1567, i64 16
  %1918 = load i64, ptr %1917, align 8
  %1919 = getelementptr i8, ptr %1562, i64 %1572
  %1920 = add i64 %1916, %1572
  %1921 = sub i64 0, %1918
  %1922 = getelementptr inbounds i8, ptr %1919, i64 %1921
  %1923 = icmp ugt ptr %1573, %1563
  %1924 = getelementptr inbounds i8, ptr %1562, i64 %1920
  %1925 = icmp ugt ptr %1924, %1914
  %1926 = select i1 %1923, i1 true, i1 %1925
  br i1 %1926, label %1930, label %1927, !prof !105

1927:                                             ; preds = %1913
  %1928 = load <2 x i64>, ptr %1571, align 1, !tbaa !9
  store <2 x i64> %1928, ptr %1562, align 1, !tbaa !9
  %1929 = icmp ugt i64 %1572, 16
  br i1 %1929, label %1932, label %1950, !prof !50

1930:                                             ; preds = %1913
  %1931 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %1562, ptr noundef %26, ptr noundef nonnull %1914, ptr noundef nonnull byval(%struct.seq_t) align 8 %1567, ptr noundef nonnull %7, ptr noundef %1563, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %2265

1932:                                             ; preds = %1927
  %1933 = getelementptr inbounds i8, ptr %1562, i64 16
  %1934 = getelementptr inbounds i8, ptr %1571, i64 16
  %1935 = add i64 %1572, -16
  %1936 = load <2 x i64>, ptr %1934, align 1, !tbaa !9
  store <2 x i64> %1936, ptr %1933, align 1, !tbaa !9
  %1937 = icmp slt i64 %1935, 17
  br i1 %1937, label %1950, label %1938

1938:                                             ; preds = %1932
  %1939 = getelementptr inbounds i8, ptr %1562, i64 32
  br label %1940

1940:                                             ; preds = %1940, %1938
  %1941 = phi ptr [ %1939, %1938 ], [ %1948, %1940 ]
  %1942 = phi ptr [ %1934, %1938 ], [ %1946, %1940 ]
  %1943 = getelementptr inbounds i8, ptr %1942, i64 16
  %1944 = load <2 x i64>, ptr %1943, align 1, !tbaa !9
  store <2 x i64> %1944, ptr %1941, align 1, !tbaa !9
  %1945 = getelementptr inbounds i8, ptr %1941, i64 16
  %1946 = getelementptr inbounds i8, ptr %1942, i64 32
  %1947 = load <2 x i64>, ptr %1946, align 1, !tbaa !9
  store <2 x i64> %1947, ptr %1945, align 1, !tbaa !9
  %1948 = getelementptr inbounds i8, ptr %1941, i64 32
  %1949 = icmp ult ptr %1948, %1919
  br i1 %1949, label %1940, label %1950, !llvm.loop !99

1950:                                             ; preds = %1940, %1932, %1927
  store ptr %1573, ptr %7, align 8, !tbaa !37
  %1951 = ptrtoint ptr %1919 to i64
  %1952 = sub i64 %1951, %39
  %1953 = icmp ugt i64 %1918, %1952
  br i1 %1953, label %1954, label %1968

1954:                                             ; preds = %1950
  %1955 = sub i64 %1951, %1544
  %1956 = icmp ugt i64 %1918, %1955
  br i1 %1956, label %2274, label %1957, !prof !50

1957:                                             ; preds = %1954
  %1958 = ptrtoint ptr %1922 to i64
  %1959 = sub i64 %1958, %39
  %1960 = getelementptr inbounds i8, ptr %36, i64 %1959
  %1961 = getelementptr inbounds i8, ptr %1960, i64 %1916
  %1962 = icmp ugt ptr %1961, %36
  br i1 %1962, label %1964, label %1963

1963:                                             ; preds = %1957
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1919, ptr align 1 %1960, i64 %1916, i1 false)
  br label %2265

1964:                                             ; preds = %1957
  %1965 = sub i64 0, %1959
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1919, ptr align 1 %1960, i64 %1965, i1 false)
  %1966 = getelementptr i8, ptr %1919, i64 %1965
  %1967 = add i64 %1959, %1916
  br label %1968

1968:                                             ; preds = %1964, %1950
  %1969 = phi i64 [ %1967, %1964 ], [ %1916, %1950 ]
  %1970 = phi ptr [ %32, %1964 ], [ %1922, %1950 ]
  %1971 = phi ptr [ %1966, %1964 ], [ %1919, %1950 ]
  %1972 = icmp ugt i64 %1918, 15
  br i1 %1972, label %1973, label %1989, !prof !84

1973:                                             ; preds = %1968
  %1974 = getelementptr inbounds i8, ptr %1971, i64 %1969
  %1975 = load <2 x i64>, ptr %1970, align 1, !tbaa !9
  store <2 x i64> %1975, ptr %1971, align 1, !tbaa !9
  %1976 = icmp slt i64 %1969, 17
  br i1 %1976, label %2265, label %1977

1977:                                             ; preds = %1973
  %1978 = getelementptr inbounds i8, ptr %1971, i64 16
  br label %1979

1979:                                             ; preds = %1979, %1977
  %1980 = phi ptr [ %1978, %1977 ], [ %1987, %1979 ]
  %1981 = phi ptr [ %1970, %1977 ], [ %1985, %1979 ]
  %1982 = getelementptr inbounds i8, ptr %1981, i64 16
  %1983 = load <2 x i64>, ptr %1982, align 1, !tbaa !9
  store <2 x i64> %1983, ptr %1980, align 1, !tbaa !9
  %1984 = getelementptr inbounds i8, ptr %1980, i64 16
  %1985 = getelementptr inbounds i8, ptr %1981, i64 32
  %1986 = load <2 x i64>, ptr %1985, align 1, !tbaa !9
  store <2 x i64> %1986, ptr %1984, align 1, !tbaa !9
  %1987 = getelementptr inbounds i8, ptr %1980, i64 32
  %1988 = icmp ult ptr %1987, %1974
  br i1 %1988, label %1979, label %2265, !llvm.loop !99

1989:                                             ; preds = %1968
  %1990 = icmp ult i64 %1918, 8
  br i1 %1990, label %1991, label %2013

1991:                                             ; preds = %1989
  %1992 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1918
  %1993 = load i32, ptr %1992, align 4, !tbaa !27
  %1994 = load i8, ptr %1970, align 1, !tbaa !9
  store i8 %1994, ptr %1971, align 1, !tbaa !9
  %1995 = getelementptr inbounds i8, ptr %1970, i64 1
  %1996 = load i8, ptr %1995, align 1, !tbaa !9
  %1997 = getelementptr inbounds i8, ptr %1971, i64 1
  store i8 %1996, ptr %1997, align 1, !tbaa !9
  %1998 = getelementptr inbounds i8, ptr %1970, i64 2
  %1999 = load i8, ptr %1998, align 1, !tbaa !9
  %2000 = getelementptr inbounds i8, ptr %1971, i64 2
  store i8 %1999, ptr %2000, align 1, !tbaa !9
  %2001 = getelementptr inbounds i8, ptr %1970, i64 3
  %2002 = load i8, ptr %2001, align 1, !tbaa !9
  %2003 = getelementptr inbounds i8, ptr %1971, i64 3
  store i8 %2002, ptr %2003, align 1, !tbaa !9
  %2004 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1918
  %2005 = load i32, ptr %2004, align 4, !tbaa !27
  %2006 = zext i32 %2005 to i64
  %2007 = getelementptr inbounds i8, ptr %1970, i64 %2006
  %2008 = getelementptr inbounds i8, ptr %1971, i64 4
  %2009 = load i32, ptr %2007, align 1
  store i32 %2009, ptr %2008, align 1
  %2010 = sext i32 %1993 to i64
  %2011 = sub nsw i64 0, %2010
  %2012 = getelementptr inbounds i8, ptr %2007, i64 %2011
  br label %2015

2013:                                             ; preds = %1989
  %2014 = load i64, ptr %1970, align 1
  store i64 %2014, ptr %1971, align 1
  br label %2015

2015:                                             ; preds = %2013, %1991
  %2016 = phi ptr [ %2012, %1991 ], [ %1970, %2013 ]
  %2017 = getelementptr i8, ptr %2016, i64 8
  %2018 = getelementptr i8, ptr %1971, i64 8
  %2019 = icmp ugt i64 %1969, 8
  br i1 %2019, label %2020, label %2265

2020:                                             ; preds = %2015
  %2021 = ptrtoint ptr %2018 to i64
  %2022 = ptrtoint ptr %2017 to i64
  %2023 = sub i64 %2021, %2022
  %2024 = getelementptr i8, ptr %1971, i64 %1969
  %2025 = icmp slt i64 %2023, 16
  br i1 %2025, label %2026, label %2073

2026:                                             ; preds = %2020
  %2027 = add i64 %1916, %39
  %2028 = tail call i64 @llvm.umin.i64(i64 %1918, i64 %1952)
  %2029 = add i64 %2027, %2028
  %2030 = tail call i64 @llvm.umax.i64(i64 %1918, i64 %1952)
  %2031 = add i64 %2029, %2030
  %2032 = sub i64 %2031, %1918
  %2033 = add i64 %1550, %2030
  %2034 = tail call i64 @llvm.umax.i64(i64 %2032, i64 %2033)
  %2035 = add i64 %2034, -9
  %2036 = add i64 %2030, %39
  %2037 = sub i64 %2035, %2036
  %2038 = lshr i64 %2037, 3
  %2039 = add nuw nsw i64 %2038, 1
  %2040 = icmp ult i64 %2037, 24
  %2041 = icmp ult i64 %2023, 32
  %2042 = or i1 %2040, %2041
  br i1 %2042, label %2063, label %2043

2043:                                             ; preds = %2026
  %2044 = and i64 %2039, 4611686018427387900
  %2045 = shl i64 %2044, 3
  %2046 = getelementptr i8, ptr %2018, i64 %2045
  %2047 = shl i64 %2044, 3
  %2048 = getelementptr i8, ptr %2017, i64 %2047
  br label %2049

2049:                                             ; preds = %2049, %2043
  %2050 = phi i64 [ 0, %2043 ], [ %2059, %2049 ]
  %2051 = shl i64 %2050, 3
  %2052 = getelementptr i8, ptr %2018, i64 %2051
  %2053 = shl i64 %2050, 3
  %2054 = getelementptr i8, ptr %2017, i64 %2053
  %2055 = getelementptr i8, ptr %2054, i64 16
  %2056 = load <2 x i64>, ptr %2054, align 1
  %2057 = load <2 x i64>, ptr %2055, align 1
  %2058 = getelementptr i8, ptr %2052, i64 16
  store <2 x i64> %2056, ptr %2052, align 1
  store <2 x i64> %2057, ptr %2058, align 1
  %2059 = add nuw i64 %2050, 4
  %2060 = icmp eq i64 %2059, %2044
  br i1 %2060, label %2061, label %2049, !llvm.loop !121

2061:                                             ; preds = %2049
  %2062 = icmp eq i64 %2039, %2044
  br i1 %2062, label %2265, label %2063

2063:                                             ; preds = %2061, %2026
  %2064 = phi ptr [ %2018, %2026 ], [ %2046, %2061 ]
  %2065 = phi ptr [ %2017, %2026 ], [ %2048, %2061 ]
  br label %2066

2066:                                             ; preds = %2063, %2066
  %2067 = phi ptr [ %2070, %2066 ], [ %2064, %2063 ]
  %2068 = phi ptr [ %2071, %2066 ], [ %2065, %2063 ]
  %2069 = load i64, ptr %2068, align 1
  store i64 %2069, ptr %2067, align 1
  %2070 = getelementptr inbounds i8, ptr %2067, i64 8
  %2071 = getelementptr inbounds i8, ptr %2068, i64 8
  %2072 = icmp ult ptr %2070, %2024
  br i1 %2072, label %2066, label %2265, !llvm.loop !122

2073:                                             ; preds = %2020
  %2074 = load <2 x i64>, ptr %2017, align 1, !tbaa !9
  store <2 x i64> %2074, ptr %2018, align 1, !tbaa !9
  %2075 = icmp slt i64 %1969, 25
  br i1 %2075, label %2265, label %2076

2076:                                             ; preds = %2073
  %2077 = getelementptr inbounds i8, ptr %1971, i64 24
  br label %2078

2078:                                             ; preds = %2078, %2076
  %2079 = phi ptr [ %2077, %2076 ], [ %2086, %2078 ]
  %2080 = phi ptr [ %2017, %2076 ], [ %2084, %2078 ]
  %2081 = getelementptr inbounds i8, ptr %2080, i64 16
  %2082 = load <2 x i64>, ptr %2081, align 1, !tbaa !9
  store <2 x i64> %2082, ptr %2079, align 1, !tbaa !9
  %2083 = getelementptr inbounds i8, ptr %2079, i64 16
  %2084 = getelementptr inbounds i8, ptr %2080, i64 32
  %2085 = load <2 x i64>, ptr %2084, align 1, !tbaa !9
  store <2 x i64> %2085, ptr %2083, align 1, !tbaa !9
  %2086 = getelementptr inbounds i8, ptr %2079, i64 32
  %2087 = icmp ult ptr %2086, %2024
  br i1 %2087, label %2078, label %2265, !llvm.loop !99

2088:                                             ; preds = %1561
  %2089 = load i64, ptr %1567, align 8
  %2090 = getelementptr inbounds i8, ptr %1567, i64 8
  %2091 = load i64, ptr %2090, align 8
  %2092 = getelementptr inbounds i8, ptr %1567, i64 16
  %2093 = load i64, ptr %2092, align 8
  %2094 = getelementptr i8, ptr %1562, i64 %2089
  %2095 = add i64 %2091, %2089
  %2096 = load ptr, ptr %7, align 8, !tbaa !37
  %2097 = getelementptr inbounds i8, ptr %2096, i64 %2089
  %2098 = sub i64 0, %2093
  %2099 = getelementptr inbounds i8, ptr %2094, i64 %2098
  %2100 = icmp ugt ptr %2097, %1563
  %2101 = getelementptr inbounds i8, ptr %1562, i64 %2095
  %2102 = icmp ugt ptr %2101, %1543
  %2103 = select i1 %2100, i1 true, i1 %2102
  br i1 %2103, label %2107, label %2104, !prof !105

2104:                                             ; preds = %2088
  %2105 = load <2 x i64>, ptr %2096, align 1, !tbaa !9
  store <2 x i64> %2105, ptr %1562, align 1, !tbaa !9
  %2106 = icmp ugt i64 %2089, 16
  br i1 %2106, label %2109, label %2127, !prof !50

2107:                                             ; preds = %2088
  %2108 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1562, ptr noundef %26, ptr noundef nonnull byval(%struct.seq_t) align 8 %1567, ptr noundef nonnull %7, ptr noundef %1563, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  br label %2265

2109:                                             ; preds = %2104
  %2110 = getelementptr inbounds i8, ptr %1562, i64 16
  %2111 = getelementptr inbounds i8, ptr %2096, i64 16
  %2112 = add i64 %2089, -16
  %2113 = load <2 x i64>, ptr %2111, align 1, !tbaa !9
  store <2 x i64> %2113, ptr %2110, align 1, !tbaa !9
  %2114 = icmp slt i64 %2112, 17
  br i1 %2114, label %2127, label %2115

2115:                                             ; preds = %2109
  %2116 = getelementptr inbounds i8, ptr %1562, i64 32
  br label %2117

2117:                                             ; preds = %2117, %2115
  %2118 = phi ptr [ %2116, %2115 ], [ %2125, %2117 ]
  %2119 = phi ptr [ %2111, %2115 ], [ %2123, %2117 ]
  %2120 = getelementptr inbounds i8, ptr %2119, i64 16
  %2121 = load <2 x i64>, ptr %2120, align 1, !tbaa !9
  store <2 x i64> %2121, ptr %2118, align 1, !tbaa !9
  %2122 = getelementptr inbounds i8, ptr %2118, i64 16
  %2123 = getelementptr inbounds i8, ptr %2119, i64 32
  %2124 = load <2 x i64>, ptr %2123, align 1, !tbaa !9
  store <2 x i64> %2124, ptr %2122, align 1, !tbaa !9
  %2125 = getelementptr inbounds i8, ptr %2118, i64 32
  %2126 = icmp ult ptr %2125, %2094
  br i1 %2126, label %2117, label %2127, !llvm.loop !99

2127:                                             ; preds = %2117, %2109, %2104
  store ptr %2097, ptr %7, align 8, !tbaa !37
  %2128 = ptrtoint ptr %2094 to i64
  %2129 = sub i64 %2128, %39
  %2130 = icmp ugt i64 %2093, %2129
  br i1 %2130, label %2131, label %2145

2131:                                             ; preds = %2127
  %2132 = sub i64 %2128, %1544
  %2133 = icmp ugt i64 %2093, %2132
  br i1 %2133, label %2274, label %2134, !prof !50

2134:                                             ; preds = %2131
  %2135 = ptrtoint ptr %2099 to i64
  %2136 = sub i64 %2135, %39
  %2137 = getelementptr inbounds i8, ptr %36, i64 %2136
  %2138 = getelementptr inbounds i8, ptr %2137, i64 %2091
  %2139 = icmp ugt ptr %2138, %36
  br i1 %2139, label %2141, label %2140

2140:                                             ; preds = %2134
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2094, ptr align 1 %2137, i64 %2091, i1 false)
  br label %2265

2141:                                             ; preds = %2134
  %2142 = sub i64 0, %2136
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2094, ptr align 1 %2137, i64 %2142, i1 false)
  %2143 = getelementptr i8, ptr %2094, i64 %2142
  %2144 = add i64 %2136, %2091
  br label %2145

2145:                                             ; preds = %2141, %2127
  %2146 = phi i64 [ %2144, %2141 ], [ %2091, %2127 ]
  %2147 = phi ptr [ %32, %2141 ], [ %2099, %2127 ]
  %2148 = phi ptr [ %2143, %2141 ], [ %2094, %2127 ]
  %2149 = icmp ugt i64 %2093, 15
  br i1 %2149, label %2150, label %2166, !prof !84

2150:                                             ; preds = %2145
  %2151 = getelementptr inbounds i8, ptr %2148, i64 %2146
  %2152 = load <2 x i64>, ptr %2147, align 1, !tbaa !9
  store <2 x i64> %2152, ptr %2148, align 1, !tbaa !9
  %2153 = icmp slt i64 %2146, 17
  br i1 %2153, label %2265, label %2154

2154:                                             ; preds = %2150
  %2155 = getelementptr inbounds i8, ptr %2148, i64 16
  br label %2156

2156:                                             ; preds = %2156, %2154
  %2157 = phi ptr [ %2155, %2154 ], [ %2164, %2156 ]
  %2158 = phi ptr [ %2147, %2154 ], [ %2162, %2156 ]
  %2159 = getelementptr inbounds i8, ptr %2158, i64 16
  %2160 = load <2 x i64>, ptr %2159, align 1, !tbaa !9
  store <2 x i64> %2160, ptr %2157, align 1, !tbaa !9
  %2161 = getelementptr inbounds i8, ptr %2157, i64 16
  %2162 = getelementptr inbounds i8, ptr %2158, i64 32
  %2163 = load <2 x i64>, ptr %2162, align 1, !tbaa !9
  store <2 x i64> %2163, ptr %2161, align 1, !tbaa !9
  %2164 = getelementptr inbounds i8, ptr %2157, i64 32
  %2165 = icmp ult ptr %2164, %2151
  br i1 %2165, label %2156, label %2265, !llvm.loop !99

2166:                                             ; preds = %2145
  %2167 = icmp ult i64 %2093, 8
  br i1 %2167, label %2168, label %2190

2168:                                             ; preds = %2166
  %2169 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %2093
  %2170 = load i32, ptr %2169, align 4, !tbaa !27
  %2171 = load i8, ptr %2147, align 1, !tbaa !9
  store i8 %2171, ptr %2148, align 1, !tbaa !9
  %2172 = getelementptr inbounds i8, ptr %2147, i64 1
  %2173 = load i8, ptr %2172, align 1, !tbaa !9
  %2174 = getelementptr inbounds i8, ptr %2148, i64 1
  store i8 %2173, ptr %2174, align 1, !tbaa !9
  %2175 = getelementptr inbounds i8, ptr %2147, i64 2
  %2176 = load i8, ptr %2175, align 1, !tbaa !9
  %2177 = getelementptr inbounds i8, ptr %2148, i64 2
  store i8 %2176, ptr %2177, align 1, !tbaa !9
  %2178 = getelementptr inbounds i8, ptr %2147, i64 3
  %2179 = load i8, ptr %2178, align 1, !tbaa !9
  %2180 = getelementptr inbounds i8, ptr %2148, i64 3
  store i8 %2179, ptr %2180, align 1, !tbaa !9
  %2181 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %2093
  %2182 = load i32, ptr %2181, align 4, !tbaa !27
  %2183 = zext i32 %2182 to i64
  %2184 = getelementptr inbounds i8, ptr %2147, i64 %2183
  %2185 = getelementptr inbounds i8, ptr %2148, i64 4
  %2186 = load i32, ptr %2184, align 1
  store i32 %2186, ptr %2185, align 1
  %2187 = sext i32 %2170 to i64
  %2188 = sub nsw i64 0, %2187
  %2189 = getelementptr inbounds i8, ptr %2184, i64 %2188
  br label %2192

2190:                                             ; preds = %2166
  %2191 = load i64, ptr %2147, align 1
  store i64 %2191, ptr %2148, align 1
  br label %2192

2192:                                             ; preds = %2190, %2168
  %2193 = phi ptr [ %2189, %2168 ], [ %2147, %2190 ]
  %2194 = getelementptr i8, ptr %2193, i64 8
  %2195 = getelementptr i8, ptr %2148, i64 8
  %2196 = icmp ugt i64 %2146, 8
  br i1 %2196, label %2197, label %2265

2197:                                             ; preds = %2192
  %2198 = ptrtoint ptr %2195 to i64
  %2199 = ptrtoint ptr %2194 to i64
  %2200 = sub i64 %2198, %2199
  %2201 = getelementptr i8, ptr %2148, i64 %2146
  %2202 = icmp slt i64 %2200, 16
  br i1 %2202, label %2203, label %2250

2203:                                             ; preds = %2197
  %2204 = add i64 %2091, %39
  %2205 = tail call i64 @llvm.umin.i64(i64 %2093, i64 %2129)
  %2206 = add i64 %2204, %2205
  %2207 = tail call i64 @llvm.umax.i64(i64 %2093, i64 %2129)
  %2208 = add i64 %2206, %2207
  %2209 = sub i64 %2208, %2093
  %2210 = add i64 %1551, %2207
  %2211 = tail call i64 @llvm.umax.i64(i64 %2209, i64 %2210)
  %2212 = add i64 %2211, -9
  %2213 = add i64 %2207, %39
  %2214 = sub i64 %2212, %2213
  %2215 = lshr i64 %2214, 3
  %2216 = add nuw nsw i64 %2215, 1
  %2217 = icmp ult i64 %2214, 24
  %2218 = icmp ult i64 %2200, 32
  %2219 = or i1 %2217, %2218
  br i1 %2219, label %2240, label %2220

2220:                                             ; preds = %2203
  %2221 = and i64 %2216, 4611686018427387900
  %2222 = shl i64 %2221, 3
  %2223 = getelementptr i8, ptr %2195, i64 %2222
  %2224 = shl i64 %2221, 3
  %2225 = getelementptr i8, ptr %2194, i64 %2224
  br label %2226

2226:                                             ; preds = %2226, %2220
  %2227 = phi i64 [ 0, %2220 ], [ %2236, %2226 ]
  %2228 = shl i64 %2227, 3
  %2229 = getelementptr i8, ptr %2195, i64 %2228
  %2230 = shl i64 %2227, 3
  %2231 = getelementptr i8, ptr %2194, i64 %2230
  %2232 = getelementptr i8, ptr %2231, i64 16
  %2233 = load <2 x i64>, ptr %2231, align 1
  %2234 = load <2 x i64>, ptr %2232, align 1
  %2235 = getelementptr i8, ptr %2229, i64 16
  store <2 x i64> %2233, ptr %2229, align 1
  store <2 x i64> %2234, ptr %2235, align 1
  %2236 = add nuw i64 %2227, 4
  %2237 = icmp eq i64 %2236, %2221
  br i1 %2237, label %2238, label %2226, !llvm.loop !123

2238:                                             ; preds = %2226
  %2239 = icmp eq i64 %2216, %2221
  br i1 %2239, label %2265, label %2240

2240:                                             ; preds = %2238, %2203
  %2241 = phi ptr [ %2195, %2203 ], [ %2223, %2238 ]
  %2242 = phi ptr [ %2194, %2203 ], [ %2225, %2238 ]
  br label %2243

2243:                                             ; preds = %2240, %2243
  %2244 = phi ptr [ %2247, %2243 ], [ %2241, %2240 ]
  %2245 = phi ptr [ %2248, %2243 ], [ %2242, %2240 ]
  %2246 = load i64, ptr %2245, align 1
  store i64 %2246, ptr %2244, align 1
  %2247 = getelementptr inbounds i8, ptr %2244, i64 8
  %2248 = getelementptr inbounds i8, ptr %2245, i64 8
  %2249 = icmp ult ptr %2247, %2201
  br i1 %2249, label %2243, label %2265, !llvm.loop !124

2250:                                             ; preds = %2197
  %2251 = load <2 x i64>, ptr %2194, align 1, !tbaa !9
  store <2 x i64> %2251, ptr %2195, align 1, !tbaa !9
  %2252 = icmp slt i64 %2146, 25
  br i1 %2252, label %2265, label %2253

2253:                                             ; preds = %2250
  %2254 = getelementptr inbounds i8, ptr %2148, i64 24
  br label %2255

2255:                                             ; preds = %2255, %2253
  %2256 = phi ptr [ %2254, %2253 ], [ %2263, %2255 ]
  %2257 = phi ptr [ %2194, %2253 ], [ %2261, %2255 ]
  %2258 = getelementptr inbounds i8, ptr %2257, i64 16
  %2259 = load <2 x i64>, ptr %2258, align 1, !tbaa !9
  store <2 x i64> %2259, ptr %2256, align 1, !tbaa !9
  %2260 = getelementptr inbounds i8, ptr %2256, i64 16
  %2261 = getelementptr inbounds i8, ptr %2257, i64 32
  %2262 = load <2 x i64>, ptr %2261, align 1, !tbaa !9
  store <2 x i64> %2262, ptr %2260, align 1, !tbaa !9
  %2263 = getelementptr inbounds i8, ptr %2256, i64 32
  %2264 = icmp ult ptr %2263, %2201
  br i1 %2264, label %2255, label %2265, !llvm.loop !99

2265:                                             ; preds = %2255, %2243, %2156, %2078, %2066, %1979, %2238, %2061, %2107, %2140, %2150, %2192, %2250, %1930, %1963, %1973, %2015, %2073
  %2266 = phi i64 [ %1931, %1930 ], [ %1920, %1963 ], [ %1920, %2015 ], [ %1920, %1973 ], [ %1920, %2073 ], [ %2108, %2107 ], [ %2095, %2140 ], [ %2095, %2192 ], [ %2095, %2150 ], [ %2095, %2250 ], [ %1920, %2061 ], [ %2095, %2238 ], [ %1920, %1979 ], [ %1920, %2066 ], [ %1920, %2078 ], [ %2095, %2156 ], [ %2095, %2243 ], [ %2095, %2255 ]
  %2267 = icmp ult i64 %2266, -119
  %2268 = getelementptr inbounds i8, ptr %1562, i64 %2266
  br i1 %2267, label %2269, label %2274

2269:                                             ; preds = %2265, %1909
  %2270 = phi ptr [ %1547, %1909 ], [ %1563, %2265 ]
  %2271 = phi ptr [ %1912, %1909 ], [ %2268, %2265 ]
  %2272 = add i32 %1564, 1
  %2273 = icmp eq i32 %2272, %5
  br i1 %2273, label %1552, label %1561, !llvm.loop !125

2274:                                             ; preds = %1367, %1187, %1000, %1501, %1134, %806, %2131, %1954, %1775, %2265, %1909, %1581, %1529, %126, %113, %62, %38
  %2275 = phi i64 [ -20, %126 ], [ -20, %1529 ], [ -20, %38 ], [ -20, %62 ], [ -20, %113 ], [ -20, %2131 ], [ -20, %1954 ], [ -20, %1775 ], [ %2266, %2265 ], [ -70, %1581 ], [ %1910, %1909 ], [ -20, %1367 ], [ -20, %1187 ], [ -20, %1000 ], [ %1502, %1501 ], [ %1135, %1134 ], [ -70, %806 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #17
  br label %2320

2276:                                             ; preds = %1552, %25
  %2277 = phi ptr [ %1560, %1552 ], [ %28, %25 ]
  %2278 = phi i32 [ %1559, %1552 ], [ %17, %25 ]
  %2279 = phi ptr [ %1553, %1552 ], [ %30, %25 ]
  %2280 = phi ptr [ %1554, %1552 ], [ %1, %25 ]
  %2281 = icmp eq i32 %2278, 2
  br i1 %2281, label %2284, label %2282

2282:                                             ; preds = %2276
  %2283 = ptrtoint ptr %26 to i64
  br label %2300

2284:                                             ; preds = %2276
  %2285 = ptrtoint ptr %2279 to i64
  %2286 = ptrtoint ptr %2277 to i64
  %2287 = sub i64 %2285, %2286
  %2288 = ptrtoint ptr %26 to i64
  %2289 = ptrtoint ptr %2280 to i64
  %2290 = sub i64 %2288, %2289
  %2291 = icmp ugt i64 %2287, %2290
  br i1 %2291, label %2320, label %2292

2292:                                             ; preds = %2284
  %2293 = icmp eq ptr %2280, null
  br i1 %2293, label %2296, label %2294

2294:                                             ; preds = %2292
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2280, ptr align 1 %2277, i64 %2287, i1 false)
  %2295 = getelementptr inbounds i8, ptr %2280, i64 %2287
  br label %2296

2296:                                             ; preds = %2294, %2292
  %2297 = phi ptr [ %2295, %2294 ], [ null, %2292 ]
  %2298 = getelementptr inbounds i8, ptr %0, i64 30372
  %2299 = getelementptr inbounds i8, ptr %0, i64 95908
  br label %2300

2300:                                             ; preds = %2296, %2282
  %2301 = phi i64 [ %2283, %2282 ], [ %2288, %2296 ]
  %2302 = phi ptr [ %2277, %2282 ], [ %2298, %2296 ]
  %2303 = phi ptr [ %2279, %2282 ], [ %2299, %2296 ]
  %2304 = phi ptr [ %2280, %2282 ], [ %2297, %2296 ]
  %2305 = ptrtoint ptr %2303 to i64
  %2306 = ptrtoint ptr %2302 to i64
  %2307 = sub i64 %2305, %2306
  %2308 = ptrtoint ptr %2304 to i64
  %2309 = sub i64 %2301, %2308
  %2310 = icmp ugt i64 %2307, %2309
  br i1 %2310, label %2320, label %2311

2311:                                             ; preds = %2300
  %2312 = icmp eq ptr %2304, null
  br i1 %2312, label %2316, label %2313

2313:                                             ; preds = %2311
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2304, ptr align 1 %2302, i64 %2307, i1 false)
  %2314 = getelementptr inbounds i8, ptr %2304, i64 %2307
  %2315 = ptrtoint ptr %2314 to i64
  br label %2316

2316:                                             ; preds = %2313, %2311
  %2317 = phi i64 [ 0, %2311 ], [ %2315, %2313 ]
  %2318 = ptrtoint ptr %1 to i64
  %2319 = sub i64 %2317, %2318
  br label %2320

2320:                                             ; preds = %2274, %2284, %2300, %2316
  %2321 = phi i64 [ %2319, %2316 ], [ %2275, %2274 ], [ -70, %2300 ], [ -70, %2284 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  br label %2322

2322:                                             ; preds = %2320, %13
  %2323 = phi i64 [ %14, %13 ], [ %2321, %2320 ]
  ret i64 %2323
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #6 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca %struct.seq_t, align 8
  %9 = alloca %struct.seq_t, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %struct.seqState_t, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 30180
  %13 = load i32, ptr %12, align 4, !tbaa !28
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %6
  %16 = tail call fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer_bmi2(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5)
  br label %1533

17:                                               ; preds = %6
  %18 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #17
  %20 = getelementptr inbounds i8, ptr %0, i64 30120
  %21 = load ptr, ptr %20, align 8, !tbaa !38
  store ptr %21, ptr %10, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %0, i64 30360
  %23 = load ptr, ptr %22, align 8, !tbaa !36
  %24 = getelementptr inbounds i8, ptr %0, i64 29896
  %25 = load ptr, ptr %24, align 8, !tbaa !68
  %26 = getelementptr inbounds i8, ptr %0, i64 29904
  %27 = load ptr, ptr %26, align 8, !tbaa !65
  %28 = getelementptr inbounds i8, ptr %0, i64 29912
  %29 = load ptr, ptr %28, align 8, !tbaa !69
  %30 = icmp eq i32 %5, 0
  br i1 %30, label %1486, label %31

31:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #17
  %32 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %32, align 4, !tbaa !60
  %33 = getelementptr inbounds i8, ptr %0, i64 26684
  %34 = getelementptr inbounds i8, ptr %11, i64 88
  %35 = getelementptr inbounds i8, ptr %11, i64 96
  %36 = load <2 x i32>, ptr %33, align 4, !tbaa !27
  %37 = zext <2 x i32> %36 to <2 x i64>
  store <2 x i64> %37, ptr %34, align 8, !tbaa !43
  %38 = getelementptr inbounds i8, ptr %0, i64 26692
  %39 = load i32, ptr %38, align 4, !tbaa !27
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %11, i64 104
  store i64 %40, ptr %41, align 8, !tbaa !43
  %42 = icmp eq i64 %4, 0
  br i1 %42, label %1484, label %43

43:                                               ; preds = %31
  %44 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %3, ptr %44, align 8, !tbaa !70
  %45 = getelementptr inbounds i8, ptr %3, i64 8
  %46 = getelementptr inbounds i8, ptr %11, i64 32
  store ptr %45, ptr %46, align 8, !tbaa !72
  %47 = icmp ugt i64 %4, 7
  br i1 %47, label %48, label %54

48:                                               ; preds = %43
  %49 = add nsw i64 %4, -8
  %50 = getelementptr inbounds i8, ptr %3, i64 %49
  %51 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %50, ptr %51, align 8, !tbaa !73
  %52 = load i64, ptr %50, align 1
  store i64 %52, ptr %11, align 8, !tbaa !74
  %53 = icmp ult i64 %52, 72057594037927936
  br i1 %53, label %1484, label %112

54:                                               ; preds = %43
  %55 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %3, ptr %55, align 8, !tbaa !73
  %56 = load i8, ptr %3, align 1, !tbaa !9
  %57 = zext i8 %56 to i64
  store i64 %57, ptr %11, align 8, !tbaa !74
  switch i64 %4, label %99 [
    i64 7, label %58
    i64 6, label %64
    i64 5, label %71
    i64 4, label %78
    i64 3, label %85
    i64 2, label %92
  ]

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %3, i64 6
  %60 = load i8, ptr %59, align 1, !tbaa !9
  %61 = zext i8 %60 to i64
  %62 = shl nuw nsw i64 %61, 48
  %63 = or disjoint i64 %62, %57
  br label %64

64:                                               ; preds = %58, %54
  %65 = phi i64 [ %57, %54 ], [ %63, %58 ]
  %66 = getelementptr inbounds i8, ptr %3, i64 5
  %67 = load i8, ptr %66, align 1, !tbaa !9
  %68 = zext i8 %67 to i64
  %69 = shl nuw nsw i64 %68, 40
  %70 = add nuw nsw i64 %69, %65
  br label %71

71:                                               ; preds = %64, %54
  %72 = phi i64 [ %57, %54 ], [ %70, %64 ]
  %73 = getelementptr inbounds i8, ptr %3, i64 4
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = shl nuw nsw i64 %75, 32
  %77 = add nuw nsw i64 %76, %72
  br label %78

78:                                               ; preds = %71, %54
  %79 = phi i64 [ %57, %54 ], [ %77, %71 ]
  %80 = getelementptr inbounds i8, ptr %3, i64 3
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i64
  %83 = shl nuw nsw i64 %82, 24
  %84 = add nuw nsw i64 %83, %79
  br label %85

85:                                               ; preds = %78, %54
  %86 = phi i64 [ %57, %54 ], [ %84, %78 ]
  %87 = getelementptr inbounds i8, ptr %3, i64 2
  %88 = load i8, ptr %87, align 1, !tbaa !9
  %89 = zext i8 %88 to i64
  %90 = shl nuw nsw i64 %89, 16
  %91 = add nuw nsw i64 %90, %86
  br label %92

92:                                               ; preds = %85, %54
  %93 = phi i64 [ %57, %54 ], [ %91, %85 ]
  %94 = getelementptr inbounds i8, ptr %3, i64 1
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i64
  %97 = shl nuw nsw i64 %96, 8
  %98 = add nuw nsw i64 %97, %93
  store i64 %98, ptr %11, align 8, !tbaa !74
  br label %99

99:                                               ; preds = %92, %54
  %100 = phi i64 [ %98, %92 ], [ %57, %54 ]
  %101 = getelementptr i8, ptr %3, i64 %4
  %102 = getelementptr i8, ptr %101, i64 -1
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %1484, label %105

105:                                              ; preds = %99
  %106 = zext i8 %103 to i32
  %107 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %106, i1 true)
  %108 = trunc nuw i64 %4 to i32
  %109 = shl nuw nsw i32 %108, 3
  %110 = sub nsw i32 %107, %109
  %111 = add nsw i32 %110, 41
  br label %119

112:                                              ; preds = %48
  %113 = lshr i64 %52, 56
  %114 = trunc nuw nsw i64 %113 to i32
  %115 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %114, i1 true)
  %116 = xor i32 %115, 31
  %117 = sub nuw nsw i32 8, %116
  %118 = icmp ult i64 %4, -119
  br i1 %118, label %119, label %1484

119:                                              ; preds = %112, %105
  %120 = phi i64 [ 0, %105 ], [ %49, %112 ]
  %121 = phi i32 [ %111, %105 ], [ %117, %112 ]
  %122 = phi i64 [ %100, %105 ], [ %52, %112 ]
  %123 = getelementptr inbounds i8, ptr %3, i64 %120
  %124 = getelementptr inbounds i8, ptr %11, i64 40
  %125 = load ptr, ptr %0, align 8, !tbaa !75
  %126 = getelementptr inbounds i8, ptr %125, i64 4
  %127 = load i32, ptr %126, align 4, !tbaa !61
  %128 = getelementptr inbounds i8, ptr %11, i64 8
  %129 = add i32 %127, %121
  %130 = sub i32 0, %129
  %131 = and i32 %130, 63
  %132 = zext nneg i32 %131 to i64
  %133 = lshr i64 %122, %132
  %134 = zext nneg i32 %127 to i64
  %135 = shl nsw i64 -1, %134
  %136 = xor i64 %135, -1
  %137 = and i64 %133, %136
  store i64 %137, ptr %124, align 8, !tbaa !76
  %138 = icmp ugt i32 %129, 64
  %139 = getelementptr inbounds i8, ptr %11, i64 16
  br i1 %138, label %140, label %141, !prof !50

140:                                              ; preds = %119
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73
  br label %166

141:                                              ; preds = %119
  %142 = icmp slt i64 %120, 8
  br i1 %142, label %150, label %143

143:                                              ; preds = %141
  %144 = lshr i32 %129, 3
  %145 = zext nneg i32 %144 to i64
  %146 = sub nsw i64 0, %145
  %147 = getelementptr inbounds i8, ptr %123, i64 %146
  store ptr %147, ptr %139, align 8, !tbaa !73
  %148 = and i32 %129, 7
  store i32 %148, ptr %128, align 8, !tbaa !78
  %149 = load i64, ptr %147, align 1, !tbaa !43
  store i64 %149, ptr %11, align 8, !tbaa !74
  br label %166

150:                                              ; preds = %141
  %151 = icmp eq i64 %120, 0
  br i1 %151, label %166, label %152

152:                                              ; preds = %150
  %153 = lshr i32 %129, 3
  %154 = zext nneg i32 %153 to i64
  %155 = sub nsw i64 0, %154
  %156 = getelementptr inbounds i8, ptr %123, i64 %155
  %157 = icmp ult ptr %156, %3
  %158 = trunc i64 %120 to i32
  %159 = select i1 %157, i32 %158, i32 %153
  %160 = zext i32 %159 to i64
  %161 = sub nsw i64 0, %160
  %162 = getelementptr inbounds i8, ptr %123, i64 %161
  store ptr %162, ptr %139, align 8, !tbaa !73
  %163 = shl i32 %159, 3
  %164 = sub i32 %129, %163
  store i32 %164, ptr %128, align 8, !tbaa !78
  %165 = load i64, ptr %162, align 1, !tbaa !43
  store i64 %165, ptr %11, align 8, !tbaa !74
  br label %166

166:                                              ; preds = %152, %150, %143, %140
  %167 = phi ptr [ @BIT_reloadDStream.zeroFilled, %140 ], [ %147, %143 ], [ %3, %150 ], [ %162, %152 ]
  %168 = phi i32 [ %129, %140 ], [ %148, %143 ], [ %129, %150 ], [ %164, %152 ]
  %169 = phi i64 [ %122, %140 ], [ %149, %143 ], [ %122, %150 ], [ %165, %152 ]
  %170 = getelementptr inbounds i8, ptr %125, i64 8
  %171 = getelementptr inbounds i8, ptr %11, i64 48
  store ptr %170, ptr %171, align 8, !tbaa !79
  %172 = getelementptr inbounds i8, ptr %11, i64 56
  %173 = getelementptr inbounds i8, ptr %0, i64 16
  %174 = load ptr, ptr %173, align 8, !tbaa !66
  %175 = getelementptr inbounds i8, ptr %174, i64 4
  %176 = load i32, ptr %175, align 4, !tbaa !61
  %177 = add i32 %176, %168
  %178 = sub i32 0, %177
  %179 = and i32 %178, 63
  %180 = zext nneg i32 %179 to i64
  %181 = lshr i64 %169, %180
  %182 = zext nneg i32 %176 to i64
  %183 = shl nsw i64 -1, %182
  %184 = xor i64 %183, -1
  %185 = and i64 %181, %184
  store i64 %185, ptr %172, align 8, !tbaa !76
  %186 = icmp ugt i32 %177, 64
  br i1 %186, label %187, label %188, !prof !50

187:                                              ; preds = %166
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73
  br label %216

188:                                              ; preds = %166
  %189 = icmp ult ptr %167, %45
  br i1 %189, label %197, label %190

190:                                              ; preds = %188
  %191 = lshr i32 %177, 3
  %192 = zext nneg i32 %191 to i64
  %193 = sub nsw i64 0, %192
  %194 = getelementptr inbounds i8, ptr %167, i64 %193
  store ptr %194, ptr %139, align 8, !tbaa !73
  %195 = and i32 %177, 7
  %196 = load i64, ptr %194, align 1, !tbaa !43
  store i64 %196, ptr %11, align 8, !tbaa !74
  br label %216

197:                                              ; preds = %188
  %198 = icmp eq ptr %167, %3
  br i1 %198, label %216, label %199

199:                                              ; preds = %197
  %200 = lshr i32 %177, 3
  %201 = zext nneg i32 %200 to i64
  %202 = sub nsw i64 0, %201
  %203 = getelementptr inbounds i8, ptr %167, i64 %202
  %204 = icmp ult ptr %203, %3
  %205 = ptrtoint ptr %167 to i64
  %206 = ptrtoint ptr %3 to i64
  %207 = sub i64 %205, %206
  %208 = trunc i64 %207 to i32
  %209 = select i1 %204, i32 %208, i32 %200
  %210 = zext i32 %209 to i64
  %211 = sub nsw i64 0, %210
  %212 = getelementptr inbounds i8, ptr %167, i64 %211
  store ptr %212, ptr %139, align 8, !tbaa !73
  %213 = shl i32 %209, 3
  %214 = sub i32 %177, %213
  %215 = load i64, ptr %212, align 1, !tbaa !43
  store i64 %215, ptr %11, align 8, !tbaa !74
  br label %216

216:                                              ; preds = %199, %197, %190, %187
  %217 = phi ptr [ @BIT_reloadDStream.zeroFilled, %187 ], [ %194, %190 ], [ %167, %197 ], [ %212, %199 ]
  %218 = phi i32 [ %177, %187 ], [ %195, %190 ], [ %177, %197 ], [ %214, %199 ]
  %219 = phi i64 [ %169, %187 ], [ %196, %190 ], [ %169, %197 ], [ %215, %199 ]
  %220 = getelementptr inbounds i8, ptr %174, i64 8
  %221 = getelementptr inbounds i8, ptr %11, i64 64
  store ptr %220, ptr %221, align 8, !tbaa !79
  %222 = getelementptr inbounds i8, ptr %11, i64 72
  %223 = getelementptr inbounds i8, ptr %0, i64 8
  %224 = load ptr, ptr %223, align 8, !tbaa !80
  %225 = getelementptr inbounds i8, ptr %224, i64 4
  %226 = load i32, ptr %225, align 4, !tbaa !61
  %227 = add i32 %226, %218
  %228 = sub i32 0, %227
  %229 = and i32 %228, 63
  %230 = zext nneg i32 %229 to i64
  %231 = lshr i64 %219, %230
  %232 = zext nneg i32 %226 to i64
  %233 = shl nsw i64 -1, %232
  %234 = xor i64 %233, -1
  %235 = and i64 %231, %234
  store i32 %227, ptr %128, align 8, !tbaa !78
  store i64 %235, ptr %222, align 8, !tbaa !76
  %236 = icmp ugt i32 %227, 64
  br i1 %236, label %237, label %238, !prof !50

237:                                              ; preds = %216
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73
  br label %266

238:                                              ; preds = %216
  %239 = icmp ult ptr %217, %45
  br i1 %239, label %247, label %240

240:                                              ; preds = %238
  %241 = lshr i32 %227, 3
  %242 = zext nneg i32 %241 to i64
  %243 = sub nsw i64 0, %242
  %244 = getelementptr inbounds i8, ptr %217, i64 %243
  store ptr %244, ptr %139, align 8, !tbaa !73
  %245 = and i32 %227, 7
  store i32 %245, ptr %128, align 8, !tbaa !78
  %246 = load i64, ptr %244, align 1, !tbaa !43
  store i64 %246, ptr %11, align 8, !tbaa !74
  br label %266

247:                                              ; preds = %238
  %248 = icmp eq ptr %217, %3
  br i1 %248, label %266, label %249

249:                                              ; preds = %247
  %250 = lshr i32 %227, 3
  %251 = zext nneg i32 %250 to i64
  %252 = sub nsw i64 0, %251
  %253 = getelementptr inbounds i8, ptr %217, i64 %252
  %254 = icmp ult ptr %253, %3
  %255 = ptrtoint ptr %217 to i64
  %256 = ptrtoint ptr %3 to i64
  %257 = sub i64 %255, %256
  %258 = trunc i64 %257 to i32
  %259 = select i1 %254, i32 %258, i32 %250
  %260 = zext i32 %259 to i64
  %261 = sub nsw i64 0, %260
  %262 = getelementptr inbounds i8, ptr %217, i64 %261
  store ptr %262, ptr %139, align 8, !tbaa !73
  %263 = shl i32 %259, 3
  %264 = sub i32 %227, %263
  store i32 %264, ptr %128, align 8, !tbaa !78
  %265 = load i64, ptr %262, align 1, !tbaa !43
  store i64 %265, ptr %11, align 8, !tbaa !74
  br label %266

266:                                              ; preds = %249, %247, %240, %237
  %267 = getelementptr inbounds i8, ptr %224, i64 8
  %268 = getelementptr inbounds i8, ptr %11, i64 80
  store ptr %267, ptr %268, align 8, !tbaa !79
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !126
  %269 = getelementptr inbounds i8, ptr %7, i64 8
  %270 = getelementptr inbounds i8, ptr %7, i64 16
  %271 = ptrtoint ptr %25 to i64
  %272 = ptrtoint ptr %27 to i64
  br label %273

273:                                              ; preds = %696, %266
  %274 = phi i32 [ %5, %266 ], [ %698, %696 ]
  %275 = phi ptr [ %1, %266 ], [ %697, %696 ]
  %276 = icmp eq i32 %274, 1
  %277 = load ptr, ptr %171, align 8, !tbaa !86, !noalias !127
  %278 = load i64, ptr %124, align 8, !tbaa !91, !noalias !127
  %279 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %277, i64 %278
  %280 = load ptr, ptr %268, align 8, !tbaa !92, !noalias !127
  %281 = load i64, ptr %222, align 8, !tbaa !93, !noalias !127
  %282 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %280, i64 %281
  %283 = load ptr, ptr %221, align 8, !tbaa !94, !noalias !127
  %284 = load i64, ptr %172, align 8, !tbaa !95, !noalias !127
  %285 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %283, i64 %284
  %286 = getelementptr inbounds i8, ptr %282, i64 4
  %287 = load i32, ptr %286, align 4, !tbaa !40, !noalias !127
  %288 = zext i32 %287 to i64
  %289 = getelementptr inbounds i8, ptr %279, i64 4
  %290 = load i32, ptr %289, align 4, !tbaa !40, !noalias !127
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr %285, i64 4
  %293 = load i32, ptr %292, align 4, !tbaa !40, !noalias !127
  %294 = getelementptr inbounds i8, ptr %279, i64 2
  %295 = load i8, ptr %294, align 2, !tbaa !56, !noalias !127
  %296 = getelementptr inbounds i8, ptr %282, i64 2
  %297 = load i8, ptr %296, align 2, !tbaa !56, !noalias !127
  %298 = getelementptr inbounds i8, ptr %285, i64 2
  %299 = load i8, ptr %298, align 2, !tbaa !56, !noalias !127
  %300 = zext i8 %295 to i32
  %301 = zext i8 %297 to i32
  %302 = add i8 %297, %295
  %303 = add i8 %302, %299
  %304 = load i16, ptr %279, align 4, !tbaa !55, !noalias !127
  %305 = load i16, ptr %282, align 4, !tbaa !55, !noalias !127
  %306 = load i16, ptr %285, align 4, !tbaa !55, !noalias !127
  %307 = getelementptr inbounds i8, ptr %279, i64 3
  %308 = load i8, ptr %307, align 1, !tbaa !54, !noalias !127
  %309 = zext i8 %308 to i32
  %310 = getelementptr inbounds i8, ptr %282, i64 3
  %311 = load i8, ptr %310, align 1, !tbaa !54, !noalias !127
  %312 = zext i8 %311 to i32
  %313 = getelementptr inbounds i8, ptr %285, i64 3
  %314 = load i8, ptr %313, align 1, !tbaa !54, !noalias !127
  %315 = zext i8 %314 to i32
  %316 = icmp ugt i8 %299, 1
  br i1 %316, label %317, label %332

317:                                              ; preds = %273
  %318 = zext i8 %299 to i32
  %319 = load i64, ptr %11, align 8, !tbaa !74, !noalias !127
  %320 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %321 = and i32 %320, 63
  %322 = zext nneg i32 %321 to i64
  %323 = shl i64 %319, %322
  %324 = sub nsw i32 0, %318
  %325 = and i32 %324, 63
  %326 = zext nneg i32 %325 to i64
  %327 = lshr i64 %323, %326
  %328 = add i32 %320, %318
  store i32 %328, ptr %128, align 8, !tbaa !78, !noalias !127
  %329 = zext i32 %293 to i64
  %330 = add i64 %327, %329
  %331 = load i64, ptr %35, align 8, !tbaa !43, !noalias !127
  store i64 %331, ptr %41, align 8, !tbaa !43, !noalias !127
  br label %369

332:                                              ; preds = %273
  %333 = icmp eq i32 %290, 0
  %334 = icmp eq i8 %299, 0
  br i1 %334, label %335, label %342, !prof !84

335:                                              ; preds = %332
  %336 = zext i1 %333 to i64
  %337 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %336
  %338 = load i64, ptr %337, align 8, !tbaa !43, !noalias !127
  %339 = xor i1 %333, true
  %340 = zext i1 %339 to i64
  %341 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %340
  br label %369

342:                                              ; preds = %332
  %343 = zext i1 %333 to i32
  %344 = add i32 %293, %343
  %345 = zext i32 %344 to i64
  %346 = load i64, ptr %11, align 8, !tbaa !74, !noalias !127
  %347 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %348 = and i32 %347, 63
  %349 = zext nneg i32 %348 to i64
  %350 = shl i64 %346, %349
  %351 = lshr i64 %350, 63
  %352 = add i32 %347, 1
  store i32 %352, ptr %128, align 8, !tbaa !78, !noalias !127
  %353 = add nuw nsw i64 %351, %345
  %354 = icmp eq i64 %353, 3
  br i1 %354, label %355, label %360

355:                                              ; preds = %342
  %356 = load i64, ptr %34, align 8, !tbaa !43, !noalias !127
  %357 = add i64 %356, -1
  %358 = icmp eq i64 %357, 0
  %359 = select i1 %358, i64 -1, i64 %357
  br label %366

360:                                              ; preds = %342
  %361 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %353
  %362 = load i64, ptr %361, align 8, !tbaa !43, !noalias !127
  %363 = icmp eq i64 %362, 0
  %364 = select i1 %363, i64 -1, i64 %362
  %365 = icmp eq i64 %353, 1
  br i1 %365, label %369, label %366

366:                                              ; preds = %360, %355
  %367 = phi i64 [ %359, %355 ], [ %364, %360 ]
  %368 = load i64, ptr %35, align 8, !tbaa !43, !noalias !127
  store i64 %368, ptr %41, align 8, !tbaa !43, !noalias !127
  br label %369

369:                                              ; preds = %366, %360, %335, %317
  %370 = phi ptr [ %341, %335 ], [ %34, %317 ], [ %34, %366 ], [ %34, %360 ]
  %371 = phi i64 [ %338, %335 ], [ %330, %317 ], [ %367, %366 ], [ %364, %360 ]
  %372 = load i64, ptr %370, align 8, !tbaa !43, !noalias !127
  store i64 %372, ptr %35, align 8, !tbaa !43, !noalias !127
  store i64 %371, ptr %34, align 8, !tbaa !43, !noalias !127
  %373 = icmp eq i8 %297, 0
  br i1 %373, label %386, label %374

374:                                              ; preds = %369
  %375 = load i64, ptr %11, align 8, !tbaa !74, !noalias !127
  %376 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %377 = and i32 %376, 63
  %378 = zext nneg i32 %377 to i64
  %379 = shl i64 %375, %378
  %380 = sub nsw i32 0, %301
  %381 = and i32 %380, 63
  %382 = zext nneg i32 %381 to i64
  %383 = lshr i64 %379, %382
  %384 = add i32 %376, %301
  store i32 %384, ptr %128, align 8, !tbaa !78, !noalias !127
  %385 = add i64 %383, %288
  br label %386

386:                                              ; preds = %374, %369
  %387 = phi i64 [ %288, %369 ], [ %385, %374 ]
  %388 = icmp ugt i8 %303, 30
  br i1 %388, label %389, label %424, !prof !50

389:                                              ; preds = %386
  %390 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %391 = icmp ugt i32 %390, 64
  br i1 %391, label %392, label %393, !prof !50

392:                                              ; preds = %389
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73, !noalias !127
  br label %424

393:                                              ; preds = %389
  %394 = load ptr, ptr %139, align 8, !tbaa !73, !noalias !127
  %395 = load ptr, ptr %46, align 8, !tbaa !72, !noalias !127
  %396 = icmp ult ptr %394, %395
  br i1 %396, label %404, label %397

397:                                              ; preds = %393
  %398 = lshr i32 %390, 3
  %399 = zext nneg i32 %398 to i64
  %400 = sub nsw i64 0, %399
  %401 = getelementptr inbounds i8, ptr %394, i64 %400
  store ptr %401, ptr %139, align 8, !tbaa !73, !noalias !127
  %402 = and i32 %390, 7
  store i32 %402, ptr %128, align 8, !tbaa !78, !noalias !127
  %403 = load i64, ptr %401, align 1, !tbaa !43, !noalias !127
  store i64 %403, ptr %11, align 8, !tbaa !74, !noalias !127
  br label %424

404:                                              ; preds = %393
  %405 = load ptr, ptr %44, align 8, !tbaa !70, !noalias !127
  %406 = icmp eq ptr %394, %405
  br i1 %406, label %424, label %407

407:                                              ; preds = %404
  %408 = lshr i32 %390, 3
  %409 = zext nneg i32 %408 to i64
  %410 = sub nsw i64 0, %409
  %411 = getelementptr inbounds i8, ptr %394, i64 %410
  %412 = icmp ult ptr %411, %405
  %413 = ptrtoint ptr %394 to i64
  %414 = ptrtoint ptr %405 to i64
  %415 = sub i64 %413, %414
  %416 = trunc i64 %415 to i32
  %417 = select i1 %412, i32 %416, i32 %408
  %418 = zext i32 %417 to i64
  %419 = sub nsw i64 0, %418
  %420 = getelementptr inbounds i8, ptr %394, i64 %419
  store ptr %420, ptr %139, align 8, !tbaa !73, !noalias !127
  %421 = shl i32 %417, 3
  %422 = sub i32 %390, %421
  store i32 %422, ptr %128, align 8, !tbaa !78, !noalias !127
  %423 = load i64, ptr %420, align 1, !tbaa !43, !noalias !127
  store i64 %423, ptr %11, align 8, !tbaa !74, !noalias !127
  br label %424

424:                                              ; preds = %407, %404, %397, %392, %386
  %425 = icmp eq i8 %295, 0
  br i1 %425, label %438, label %426

426:                                              ; preds = %424
  %427 = load i64, ptr %11, align 8, !tbaa !74, !noalias !127
  %428 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %429 = and i32 %428, 63
  %430 = zext nneg i32 %429 to i64
  %431 = shl i64 %427, %430
  %432 = sub nsw i32 0, %300
  %433 = and i32 %432, 63
  %434 = zext nneg i32 %433 to i64
  %435 = lshr i64 %431, %434
  %436 = add i32 %428, %300
  store i32 %436, ptr %128, align 8, !tbaa !78, !noalias !127
  %437 = add i64 %435, %291
  br label %438

438:                                              ; preds = %426, %424
  %439 = phi i64 [ %291, %424 ], [ %437, %426 ]
  br i1 %276, label %514, label %440

440:                                              ; preds = %438
  %441 = load i64, ptr %11, align 8, !tbaa !74, !noalias !127
  %442 = load i32, ptr %128, align 8, !tbaa !78, !noalias !127
  %443 = add i32 %442, %309
  %444 = sub i32 0, %443
  %445 = and i32 %444, 63
  %446 = zext nneg i32 %445 to i64
  %447 = lshr i64 %441, %446
  %448 = zext nneg i8 %308 to i64
  %449 = shl nsw i64 -1, %448
  %450 = xor i64 %449, -1
  %451 = and i64 %447, %450
  %452 = zext i16 %304 to i64
  %453 = add nuw i64 %451, %452
  store i64 %453, ptr %124, align 8, !tbaa !76, !noalias !127
  %454 = add i32 %443, %312
  %455 = sub i32 0, %454
  %456 = and i32 %455, 63
  %457 = zext nneg i32 %456 to i64
  %458 = lshr i64 %441, %457
  %459 = zext nneg i8 %311 to i64
  %460 = shl nsw i64 -1, %459
  %461 = xor i64 %460, -1
  %462 = and i64 %458, %461
  %463 = zext i16 %305 to i64
  %464 = add nuw i64 %462, %463
  store i64 %464, ptr %222, align 8, !tbaa !76, !noalias !127
  %465 = add i32 %454, %315
  %466 = sub i32 0, %465
  %467 = and i32 %466, 63
  %468 = zext nneg i32 %467 to i64
  %469 = lshr i64 %441, %468
  %470 = zext nneg i8 %314 to i64
  %471 = shl nsw i64 -1, %470
  %472 = xor i64 %471, -1
  %473 = and i64 %469, %472
  store i32 %465, ptr %128, align 8, !tbaa !78, !noalias !127
  %474 = zext i16 %306 to i64
  %475 = add nuw i64 %473, %474
  store i64 %475, ptr %172, align 8, !tbaa !76, !noalias !127
  %476 = icmp ugt i32 %465, 64
  br i1 %476, label %477, label %478, !prof !50

477:                                              ; preds = %440
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73, !noalias !127
  br label %509

478:                                              ; preds = %440
  %479 = load ptr, ptr %139, align 8, !tbaa !73, !noalias !127
  %480 = load ptr, ptr %46, align 8, !tbaa !72, !noalias !127
  %481 = icmp ult ptr %479, %480
  br i1 %481, label %489, label %482

482:                                              ; preds = %478
  %483 = lshr i32 %465, 3
  %484 = zext nneg i32 %483 to i64
  %485 = sub nsw i64 0, %484
  %486 = getelementptr inbounds i8, ptr %479, i64 %485
  store ptr %486, ptr %139, align 8, !tbaa !73, !noalias !127
  %487 = and i32 %465, 7
  store i32 %487, ptr %128, align 8, !tbaa !78, !noalias !127
  %488 = load i64, ptr %486, align 1, !tbaa !43, !noalias !127
  store i64 %488, ptr %11, align 8, !tbaa !74, !noalias !127
  br label %509

489:                                              ; preds = %478
  %490 = load ptr, ptr %44, align 8, !tbaa !70, !noalias !127
  %491 = icmp eq ptr %479, %490
  br i1 %491, label %509, label %492

492:                                              ; preds = %489
  %493 = lshr i32 %465, 3
  %494 = zext nneg i32 %493 to i64
  %495 = sub nsw i64 0, %494
  %496 = getelementptr inbounds i8, ptr %479, i64 %495
  %497 = icmp ult ptr %496, %490
  %498 = ptrtoint ptr %479 to i64
  %499 = ptrtoint ptr %490 to i64
  %500 = sub i64 %498, %499
  %501 = trunc i64 %500 to i32
  %502 = select i1 %497, i32 %501, i32 %493
  %503 = zext i32 %502 to i64
  %504 = sub nsw i64 0, %503
  %505 = getelementptr inbounds i8, ptr %479, i64 %504
  store ptr %505, ptr %139, align 8, !tbaa !73, !noalias !127
  %506 = shl i32 %502, 3
  %507 = sub i32 %465, %506
  store i32 %507, ptr %128, align 8, !tbaa !78, !noalias !127
  %508 = load i64, ptr %505, align 1, !tbaa !43, !noalias !127
  store i64 %508, ptr %11, align 8, !tbaa !74, !noalias !127
  br label %509

509:                                              ; preds = %492, %489, %482, %477
  %510 = load ptr, ptr %10, align 8, !tbaa !37
  %511 = getelementptr inbounds i8, ptr %510, i64 %439
  %512 = load ptr, ptr %22, align 8, !tbaa !36
  %513 = icmp ugt ptr %511, %512
  br i1 %513, label %700, label %519

514:                                              ; preds = %438
  %515 = load ptr, ptr %10, align 8, !tbaa !37
  %516 = getelementptr inbounds i8, ptr %515, i64 %439
  %517 = load ptr, ptr %22, align 8, !tbaa !36
  %518 = icmp ugt ptr %516, %517
  br i1 %518, label %702, label %519

519:                                              ; preds = %514, %509
  %520 = phi ptr [ %516, %514 ], [ %511, %509 ]
  %521 = phi ptr [ %515, %514 ], [ %510, %509 ]
  %522 = getelementptr inbounds i8, ptr %520, i64 -32
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store i64 %439, ptr %7, align 8
  store i64 %387, ptr %269, align 8
  store i64 %371, ptr %270, align 8
  %523 = getelementptr i8, ptr %275, i64 %439
  %524 = add i64 %439, %387
  %525 = sub i64 0, %371
  %526 = getelementptr inbounds i8, ptr %523, i64 %525
  %527 = icmp ugt ptr %520, %23
  %528 = getelementptr inbounds i8, ptr %275, i64 %524
  %529 = icmp ugt ptr %528, %522
  %530 = select i1 %527, i1 true, i1 %529
  br i1 %530, label %534, label %531, !prof !105

531:                                              ; preds = %519
  %532 = load <2 x i64>, ptr %521, align 1, !tbaa !9
  store <2 x i64> %532, ptr %275, align 1, !tbaa !9
  %533 = icmp ugt i64 %439, 16
  br i1 %533, label %536, label %556, !prof !50

534:                                              ; preds = %519
  %535 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %275, ptr noundef %19, ptr noundef nonnull %522, ptr noundef nonnull byval(%struct.seq_t) align 8 %7, ptr noundef nonnull %10, ptr noundef %23, ptr noundef %25, ptr noundef %27, ptr noundef %29)
  br label %693

536:                                              ; preds = %531
  %537 = getelementptr inbounds i8, ptr %275, i64 16
  %538 = getelementptr inbounds i8, ptr %521, i64 16
  %539 = add i64 %439, -16
  %540 = load <2 x i64>, ptr %538, align 1, !tbaa !9
  store <2 x i64> %540, ptr %537, align 1, !tbaa !9
  %541 = icmp slt i64 %539, 17
  br i1 %541, label %556, label %542

542:                                              ; preds = %536
  %543 = getelementptr inbounds i8, ptr %275, i64 32
  br label %544

544:                                              ; preds = %544, %542
  %545 = phi ptr [ %543, %542 ], [ %552, %544 ]
  %546 = phi ptr [ %538, %542 ], [ %550, %544 ]
  %547 = getelementptr inbounds i8, ptr %546, i64 16
  %548 = load <2 x i64>, ptr %547, align 1, !tbaa !9
  store <2 x i64> %548, ptr %545, align 1, !tbaa !9
  %549 = getelementptr inbounds i8, ptr %545, i64 16
  %550 = getelementptr inbounds i8, ptr %546, i64 32
  %551 = load <2 x i64>, ptr %550, align 1, !tbaa !9
  store <2 x i64> %551, ptr %549, align 1, !tbaa !9
  %552 = getelementptr inbounds i8, ptr %545, i64 32
  %553 = icmp ult ptr %552, %523
  br i1 %553, label %544, label %554, !llvm.loop !99

554:                                              ; preds = %544
  %555 = load i64, ptr %270, align 8, !tbaa !130
  br label %556

556:                                              ; preds = %554, %536, %531
  %557 = phi i64 [ %555, %554 ], [ %371, %536 ], [ %371, %531 ]
  store ptr %520, ptr %10, align 8, !tbaa !37
  %558 = ptrtoint ptr %523 to i64
  %559 = sub i64 %558, %271
  %560 = icmp ugt i64 %557, %559
  br i1 %560, label %561, label %576

561:                                              ; preds = %556
  %562 = sub i64 %558, %272
  %563 = icmp ugt i64 %557, %562
  br i1 %563, label %564, label %565, !prof !50

564:                                              ; preds = %561
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  br label %1484

565:                                              ; preds = %561
  %566 = ptrtoint ptr %526 to i64
  %567 = sub i64 %566, %271
  %568 = getelementptr inbounds i8, ptr %29, i64 %567
  %569 = getelementptr inbounds i8, ptr %568, i64 %387
  %570 = icmp ugt ptr %569, %29
  br i1 %570, label %572, label %571

571:                                              ; preds = %565
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %523, ptr align 1 %568, i64 %387, i1 false)
  br label %693

572:                                              ; preds = %565
  %573 = sub i64 0, %567
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %523, ptr align 1 %568, i64 %573, i1 false)
  %574 = getelementptr inbounds i8, ptr %523, i64 %573
  %575 = add i64 %567, %387
  store i64 %575, ptr %269, align 8, !tbaa !131
  br label %576

576:                                              ; preds = %572, %556
  %577 = phi i64 [ %575, %572 ], [ %387, %556 ]
  %578 = phi ptr [ %25, %572 ], [ %526, %556 ]
  %579 = phi ptr [ %574, %572 ], [ %523, %556 ]
  %580 = ptrtoint ptr %579 to i64
  %581 = icmp ugt i64 %557, 15
  br i1 %581, label %582, label %598, !prof !84

582:                                              ; preds = %576
  %583 = getelementptr inbounds i8, ptr %579, i64 %577
  %584 = load <2 x i64>, ptr %578, align 1, !tbaa !9
  store <2 x i64> %584, ptr %579, align 1, !tbaa !9
  %585 = icmp slt i64 %577, 17
  br i1 %585, label %693, label %586

586:                                              ; preds = %582
  %587 = getelementptr inbounds i8, ptr %579, i64 16
  br label %588

588:                                              ; preds = %588, %586
  %589 = phi ptr [ %587, %586 ], [ %596, %588 ]
  %590 = phi ptr [ %578, %586 ], [ %594, %588 ]
  %591 = getelementptr inbounds i8, ptr %590, i64 16
  %592 = load <2 x i64>, ptr %591, align 1, !tbaa !9
  store <2 x i64> %592, ptr %589, align 1, !tbaa !9
  %593 = getelementptr inbounds i8, ptr %589, i64 16
  %594 = getelementptr inbounds i8, ptr %590, i64 32
  %595 = load <2 x i64>, ptr %594, align 1, !tbaa !9
  store <2 x i64> %595, ptr %593, align 1, !tbaa !9
  %596 = getelementptr inbounds i8, ptr %589, i64 32
  %597 = icmp ult ptr %596, %583
  br i1 %597, label %588, label %693, !llvm.loop !99

598:                                              ; preds = %576
  %599 = icmp ult i64 %557, 8
  br i1 %599, label %600, label %623

600:                                              ; preds = %598
  %601 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %557
  %602 = load i32, ptr %601, align 4, !tbaa !27
  %603 = load i8, ptr %578, align 1, !tbaa !9
  store i8 %603, ptr %579, align 1, !tbaa !9
  %604 = getelementptr inbounds i8, ptr %578, i64 1
  %605 = load i8, ptr %604, align 1, !tbaa !9
  %606 = getelementptr inbounds i8, ptr %579, i64 1
  store i8 %605, ptr %606, align 1, !tbaa !9
  %607 = getelementptr inbounds i8, ptr %578, i64 2
  %608 = load i8, ptr %607, align 1, !tbaa !9
  %609 = getelementptr inbounds i8, ptr %579, i64 2
  store i8 %608, ptr %609, align 1, !tbaa !9
  %610 = getelementptr inbounds i8, ptr %578, i64 3
  %611 = load i8, ptr %610, align 1, !tbaa !9
  %612 = getelementptr inbounds i8, ptr %579, i64 3
  store i8 %611, ptr %612, align 1, !tbaa !9
  %613 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %557
  %614 = load i32, ptr %613, align 4, !tbaa !27
  %615 = zext i32 %614 to i64
  %616 = getelementptr inbounds i8, ptr %578, i64 %615
  %617 = getelementptr inbounds i8, ptr %579, i64 4
  %618 = load i32, ptr %616, align 1
  store i32 %618, ptr %617, align 1
  %619 = sext i32 %602 to i64
  %620 = sub nsw i64 0, %619
  %621 = getelementptr inbounds i8, ptr %616, i64 %620
  %622 = load i64, ptr %269, align 8, !tbaa !131
  br label %625

623:                                              ; preds = %598
  %624 = load i64, ptr %578, align 1
  store i64 %624, ptr %579, align 1
  br label %625

625:                                              ; preds = %623, %600
  %626 = phi i64 [ %622, %600 ], [ %577, %623 ]
  %627 = phi ptr [ %621, %600 ], [ %578, %623 ]
  %628 = getelementptr i8, ptr %627, i64 8
  %629 = getelementptr i8, ptr %579, i64 8
  %630 = icmp ugt i64 %626, 8
  br i1 %630, label %631, label %693

631:                                              ; preds = %625
  %632 = ptrtoint ptr %629 to i64
  %633 = ptrtoint ptr %628 to i64
  %634 = sub i64 %632, %633
  %635 = getelementptr i8, ptr %579, i64 %626
  %636 = icmp slt i64 %634, 16
  br i1 %636, label %637, label %678

637:                                              ; preds = %631
  %638 = add i64 %626, %580
  %639 = add i64 %580, 16
  %640 = tail call i64 @llvm.umax.i64(i64 %638, i64 %639)
  %641 = add i64 %640, -9
  %642 = sub i64 %641, %580
  %643 = lshr i64 %642, 3
  %644 = add nuw nsw i64 %643, 1
  %645 = icmp ult i64 %642, 24
  %646 = icmp ult i64 %634, 32
  %647 = or i1 %645, %646
  br i1 %647, label %668, label %648

648:                                              ; preds = %637
  %649 = and i64 %644, 4611686018427387900
  %650 = shl i64 %649, 3
  %651 = getelementptr i8, ptr %629, i64 %650
  %652 = shl i64 %649, 3
  %653 = getelementptr i8, ptr %628, i64 %652
  br label %654

654:                                              ; preds = %654, %648
  %655 = phi i64 [ 0, %648 ], [ %664, %654 ]
  %656 = shl i64 %655, 3
  %657 = getelementptr i8, ptr %629, i64 %656
  %658 = shl i64 %655, 3
  %659 = getelementptr i8, ptr %628, i64 %658
  %660 = getelementptr i8, ptr %659, i64 16
  %661 = load <2 x i64>, ptr %659, align 1
  %662 = load <2 x i64>, ptr %660, align 1
  %663 = getelementptr i8, ptr %657, i64 16
  store <2 x i64> %661, ptr %657, align 1
  store <2 x i64> %662, ptr %663, align 1
  %664 = add nuw i64 %655, 4
  %665 = icmp eq i64 %664, %649
  br i1 %665, label %666, label %654, !llvm.loop !132

666:                                              ; preds = %654
  %667 = icmp eq i64 %644, %649
  br i1 %667, label %693, label %668

668:                                              ; preds = %666, %637
  %669 = phi ptr [ %629, %637 ], [ %651, %666 ]
  %670 = phi ptr [ %628, %637 ], [ %653, %666 ]
  br label %671

671:                                              ; preds = %668, %671
  %672 = phi ptr [ %675, %671 ], [ %669, %668 ]
  %673 = phi ptr [ %676, %671 ], [ %670, %668 ]
  %674 = load i64, ptr %673, align 1
  store i64 %674, ptr %672, align 1
  %675 = getelementptr inbounds i8, ptr %672, i64 8
  %676 = getelementptr inbounds i8, ptr %673, i64 8
  %677 = icmp ult ptr %675, %635
  br i1 %677, label %671, label %693, !llvm.loop !133

678:                                              ; preds = %631
  %679 = load <2 x i64>, ptr %628, align 1, !tbaa !9
  store <2 x i64> %679, ptr %629, align 1, !tbaa !9
  %680 = icmp slt i64 %626, 25
  br i1 %680, label %693, label %681

681:                                              ; preds = %678
  %682 = getelementptr inbounds i8, ptr %579, i64 24
  br label %683

683:                                              ; preds = %683, %681
  %684 = phi ptr [ %682, %681 ], [ %691, %683 ]
  %685 = phi ptr [ %628, %681 ], [ %689, %683 ]
  %686 = getelementptr inbounds i8, ptr %685, i64 16
  %687 = load <2 x i64>, ptr %686, align 1, !tbaa !9
  store <2 x i64> %687, ptr %684, align 1, !tbaa !9
  %688 = getelementptr inbounds i8, ptr %684, i64 16
  %689 = getelementptr inbounds i8, ptr %685, i64 32
  %690 = load <2 x i64>, ptr %689, align 1, !tbaa !9
  store <2 x i64> %690, ptr %688, align 1, !tbaa !9
  %691 = getelementptr inbounds i8, ptr %684, i64 32
  %692 = icmp ult ptr %691, %635
  br i1 %692, label %683, label %693, !llvm.loop !99

693:                                              ; preds = %683, %671, %588, %666, %678, %625, %582, %571, %534
  %694 = phi i64 [ %535, %534 ], [ %524, %571 ], [ %524, %625 ], [ %524, %582 ], [ %524, %678 ], [ %524, %666 ], [ %524, %588 ], [ %524, %671 ], [ %524, %683 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %695 = icmp ult i64 %694, -119
  br i1 %695, label %696, label %1484

696:                                              ; preds = %693
  %697 = getelementptr inbounds i8, ptr %275, i64 %694
  %698 = add nsw i32 %274, -1
  %699 = icmp eq i32 %698, 0
  br i1 %699, label %1469, label %273, !llvm.loop !134

700:                                              ; preds = %509
  %701 = icmp sgt i32 %274, 0
  br i1 %701, label %702, label %1484

702:                                              ; preds = %514, %700
  %703 = phi ptr [ %510, %700 ], [ %515, %514 ]
  %704 = phi ptr [ %512, %700 ], [ %517, %514 ]
  %705 = ptrtoint ptr %704 to i64
  %706 = ptrtoint ptr %703 to i64
  %707 = sub i64 %705, %706
  %708 = icmp eq ptr %704, %703
  br i1 %708, label %861, label %709

709:                                              ; preds = %702
  %710 = ptrtoint ptr %19 to i64
  %711 = ptrtoint ptr %275 to i64
  %712 = sub i64 %710, %711
  %713 = icmp ugt i64 %707, %712
  br i1 %713, label %1484, label %714

714:                                              ; preds = %709
  %715 = sub i64 %711, %706
  %716 = getelementptr inbounds i8, ptr %275, i64 %707
  %717 = icmp slt i64 %707, 8
  %718 = icmp sgt i64 %715, -8
  %719 = or i1 %718, %717
  br i1 %719, label %720, label %776

720:                                              ; preds = %714
  %721 = icmp sgt i64 %707, 0
  br i1 %721, label %722, label %859

722:                                              ; preds = %720
  %723 = add i64 %711, %705
  %724 = sub i64 %723, %706
  %725 = add i64 %711, 1
  %726 = tail call i64 @llvm.umax.i64(i64 %724, i64 %725)
  %727 = sub i64 %726, %711
  %728 = icmp ult i64 %727, 8
  %729 = icmp ult i64 %715, 32
  %730 = or i1 %728, %729
  br i1 %730, label %766, label %731

731:                                              ; preds = %722
  %732 = icmp ult i64 %727, 32
  br i1 %732, label %752, label %733

733:                                              ; preds = %731
  %734 = and i64 %727, -32
  br label %735

735:                                              ; preds = %735, %733
  %736 = phi i64 [ 0, %733 ], [ %743, %735 ]
  %737 = getelementptr i8, ptr %275, i64 %736
  %738 = getelementptr i8, ptr %703, i64 %736
  %739 = getelementptr i8, ptr %738, i64 16
  %740 = load <16 x i8>, ptr %738, align 1, !tbaa !9
  %741 = load <16 x i8>, ptr %739, align 1, !tbaa !9
  %742 = getelementptr i8, ptr %737, i64 16
  store <16 x i8> %740, ptr %737, align 1, !tbaa !9
  store <16 x i8> %741, ptr %742, align 1, !tbaa !9
  %743 = add nuw i64 %736, 32
  %744 = icmp eq i64 %743, %734
  br i1 %744, label %745, label %735, !llvm.loop !135

745:                                              ; preds = %735
  %746 = icmp eq i64 %727, %734
  br i1 %746, label %859, label %747

747:                                              ; preds = %745
  %748 = getelementptr i8, ptr %703, i64 %734
  %749 = getelementptr i8, ptr %275, i64 %734
  %750 = and i64 %727, 24
  %751 = icmp eq i64 %750, 0
  br i1 %751, label %766, label %752

752:                                              ; preds = %731, %747
  %753 = phi i64 [ %734, %747 ], [ 0, %731 ]
  %754 = and i64 %727, -8
  %755 = getelementptr i8, ptr %275, i64 %754
  %756 = getelementptr i8, ptr %703, i64 %754
  br label %757

757:                                              ; preds = %757, %752
  %758 = phi i64 [ %753, %752 ], [ %762, %757 ]
  %759 = getelementptr i8, ptr %275, i64 %758
  %760 = getelementptr i8, ptr %703, i64 %758
  %761 = load <8 x i8>, ptr %760, align 1, !tbaa !9
  store <8 x i8> %761, ptr %759, align 1, !tbaa !9
  %762 = add nuw i64 %758, 8
  %763 = icmp eq i64 %762, %754
  br i1 %763, label %764, label %757, !llvm.loop !136

764:                                              ; preds = %757
  %765 = icmp eq i64 %727, %754
  br i1 %765, label %859, label %766

766:                                              ; preds = %764, %722, %747
  %767 = phi ptr [ %275, %722 ], [ %749, %747 ], [ %755, %764 ]
  %768 = phi ptr [ %703, %722 ], [ %748, %747 ], [ %756, %764 ]
  br label %769

769:                                              ; preds = %766, %769
  %770 = phi ptr [ %774, %769 ], [ %767, %766 ]
  %771 = phi ptr [ %772, %769 ], [ %768, %766 ]
  %772 = getelementptr inbounds i8, ptr %771, i64 1
  %773 = load i8, ptr %771, align 1, !tbaa !9
  %774 = getelementptr inbounds i8, ptr %770, i64 1
  store i8 %773, ptr %770, align 1, !tbaa !9
  %775 = icmp ult ptr %774, %716
  br i1 %775, label %769, label %859, !llvm.loop !137

776:                                              ; preds = %714
  %777 = getelementptr inbounds i8, ptr %716, i64 -32
  %778 = icmp uge ptr %777, %275
  %779 = icmp ult i64 %715, -16
  %780 = and i1 %779, %778
  br i1 %780, label %781, label %800

781:                                              ; preds = %776
  %782 = ptrtoint ptr %777 to i64
  %783 = sub i64 %782, %711
  %784 = load <2 x i64>, ptr %703, align 1, !tbaa !9
  store <2 x i64> %784, ptr %275, align 1, !tbaa !9
  %785 = icmp slt i64 %783, 17
  br i1 %785, label %798, label %786

786:                                              ; preds = %781
  %787 = getelementptr inbounds i8, ptr %275, i64 16
  br label %788

788:                                              ; preds = %788, %786
  %789 = phi ptr [ %787, %786 ], [ %796, %788 ]
  %790 = phi ptr [ %703, %786 ], [ %794, %788 ]
  %791 = getelementptr inbounds i8, ptr %790, i64 16
  %792 = load <2 x i64>, ptr %791, align 1, !tbaa !9
  store <2 x i64> %792, ptr %789, align 1, !tbaa !9
  %793 = getelementptr inbounds i8, ptr %789, i64 16
  %794 = getelementptr inbounds i8, ptr %790, i64 32
  %795 = load <2 x i64>, ptr %794, align 1, !tbaa !9
  store <2 x i64> %795, ptr %793, align 1, !tbaa !9
  %796 = getelementptr inbounds i8, ptr %789, i64 32
  %797 = icmp ult ptr %796, %777
  br i1 %797, label %788, label %798, !llvm.loop !99

798:                                              ; preds = %788, %781
  %799 = getelementptr inbounds i8, ptr %703, i64 %783
  br label %800

800:                                              ; preds = %798, %776
  %801 = phi ptr [ %777, %798 ], [ %275, %776 ]
  %802 = phi ptr [ %799, %798 ], [ %703, %776 ]
  %803 = ptrtoint ptr %801 to i64
  %804 = add i64 %711, %705
  %805 = sub i64 %804, %706
  %806 = add nuw i64 %803, 1
  %807 = tail call i64 @llvm.umax.i64(i64 %805, i64 %806)
  %808 = sub i64 %807, %803
  %809 = icmp ult i64 %808, 8
  %810 = ptrtoint ptr %802 to i64
  %811 = sub i64 %803, %810
  %812 = icmp ult i64 %811, 32
  %813 = select i1 %809, i1 true, i1 %812
  br i1 %813, label %849, label %814

814:                                              ; preds = %800
  %815 = icmp ult i64 %808, 32
  br i1 %815, label %835, label %816

816:                                              ; preds = %814
  %817 = and i64 %808, -32
  br label %818

818:                                              ; preds = %818, %816
  %819 = phi i64 [ 0, %816 ], [ %826, %818 ]
  %820 = getelementptr i8, ptr %801, i64 %819
  %821 = getelementptr i8, ptr %802, i64 %819
  %822 = getelementptr i8, ptr %821, i64 16
  %823 = load <16 x i8>, ptr %821, align 1, !tbaa !9
  %824 = load <16 x i8>, ptr %822, align 1, !tbaa !9
  %825 = getelementptr i8, ptr %820, i64 16
  store <16 x i8> %823, ptr %820, align 1, !tbaa !9
  store <16 x i8> %824, ptr %825, align 1, !tbaa !9
  %826 = add nuw i64 %819, 32
  %827 = icmp eq i64 %826, %817
  br i1 %827, label %828, label %818, !llvm.loop !138

828:                                              ; preds = %818
  %829 = icmp eq i64 %808, %817
  br i1 %829, label %859, label %830

830:                                              ; preds = %828
  %831 = getelementptr i8, ptr %802, i64 %817
  %832 = getelementptr i8, ptr %801, i64 %817
  %833 = and i64 %808, 24
  %834 = icmp eq i64 %833, 0
  br i1 %834, label %849, label %835

835:                                              ; preds = %814, %830
  %836 = phi i64 [ %817, %830 ], [ 0, %814 ]
  %837 = and i64 %808, -8
  %838 = getelementptr i8, ptr %801, i64 %837
  %839 = getelementptr i8, ptr %802, i64 %837
  br label %840

840:                                              ; preds = %840, %835
  %841 = phi i64 [ %836, %835 ], [ %845, %840 ]
  %842 = getelementptr i8, ptr %801, i64 %841
  %843 = getelementptr i8, ptr %802, i64 %841
  %844 = load <8 x i8>, ptr %843, align 1, !tbaa !9
  store <8 x i8> %844, ptr %842, align 1, !tbaa !9
  %845 = add nuw i64 %841, 8
  %846 = icmp eq i64 %845, %837
  br i1 %846, label %847, label %840, !llvm.loop !139

847:                                              ; preds = %840
  %848 = icmp eq i64 %808, %837
  br i1 %848, label %859, label %849

849:                                              ; preds = %847, %800, %830
  %850 = phi ptr [ %801, %800 ], [ %832, %830 ], [ %838, %847 ]
  %851 = phi ptr [ %802, %800 ], [ %831, %830 ], [ %839, %847 ]
  br label %852

852:                                              ; preds = %849, %852
  %853 = phi ptr [ %857, %852 ], [ %850, %849 ]
  %854 = phi ptr [ %855, %852 ], [ %851, %849 ]
  %855 = getelementptr inbounds i8, ptr %854, i64 1
  %856 = load i8, ptr %854, align 1, !tbaa !9
  %857 = getelementptr inbounds i8, ptr %853, i64 1
  store i8 %856, ptr %853, align 1, !tbaa !9
  %858 = icmp ult ptr %857, %716
  br i1 %858, label %852, label %859, !llvm.loop !140

859:                                              ; preds = %852, %769, %828, %847, %745, %764, %720
  %860 = sub i64 %439, %707
  br label %861

861:                                              ; preds = %859, %702
  %862 = phi i64 [ %439, %702 ], [ %860, %859 ]
  %863 = phi ptr [ %275, %702 ], [ %716, %859 ]
  %864 = getelementptr inbounds i8, ptr %0, i64 30372
  store ptr %864, ptr %10, align 8, !tbaa !37
  %865 = getelementptr inbounds i8, ptr %0, i64 95908
  %866 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 0, ptr %866, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store i64 %862, ptr %8, align 8
  %867 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %387, ptr %867, align 8
  %868 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %371, ptr %868, align 8
  %869 = getelementptr inbounds i8, ptr %863, i64 %862
  %870 = add i64 %862, %387
  %871 = getelementptr i8, ptr %0, i64 %862
  %872 = getelementptr i8, ptr %871, i64 30372
  %873 = sub i64 0, %371
  %874 = getelementptr inbounds i8, ptr %869, i64 %873
  %875 = icmp sgt i64 %862, 65536
  %876 = getelementptr inbounds i8, ptr %19, i64 -32
  %877 = getelementptr inbounds i8, ptr %863, i64 %870
  %878 = icmp ugt ptr %877, %876
  %879 = select i1 %875, i1 true, i1 %878
  br i1 %879, label %884, label %880, !prof !105

880:                                              ; preds = %861
  %881 = load <2 x i64>, ptr %864, align 1, !tbaa !9
  store <2 x i64> %881, ptr %863, align 1, !tbaa !9
  %882 = load i64, ptr %8, align 8, !tbaa !103
  %883 = icmp ugt i64 %882, 16
  br i1 %883, label %886, label %905, !prof !50

884:                                              ; preds = %861
  %885 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %863, ptr noundef %19, ptr noundef nonnull byval(%struct.seq_t) align 8 %8, ptr noundef nonnull %10, ptr noundef nonnull %865, ptr noundef %25, ptr noundef %27, ptr noundef %29)
  br label %1042

886:                                              ; preds = %880
  %887 = getelementptr inbounds i8, ptr %863, i64 16
  %888 = getelementptr inbounds i8, ptr %0, i64 30388
  %889 = add i64 %882, -16
  %890 = getelementptr i8, ptr %863, i64 %882
  %891 = load <2 x i64>, ptr %888, align 1, !tbaa !9
  store <2 x i64> %891, ptr %887, align 1, !tbaa !9
  %892 = icmp slt i64 %889, 17
  br i1 %892, label %905, label %893

893:                                              ; preds = %886
  %894 = getelementptr inbounds i8, ptr %863, i64 32
  br label %895

895:                                              ; preds = %895, %893
  %896 = phi ptr [ %894, %893 ], [ %903, %895 ]
  %897 = phi ptr [ %888, %893 ], [ %901, %895 ]
  %898 = getelementptr inbounds i8, ptr %897, i64 16
  %899 = load <2 x i64>, ptr %898, align 1, !tbaa !9
  store <2 x i64> %899, ptr %896, align 1, !tbaa !9
  %900 = getelementptr inbounds i8, ptr %896, i64 16
  %901 = getelementptr inbounds i8, ptr %897, i64 32
  %902 = load <2 x i64>, ptr %901, align 1, !tbaa !9
  store <2 x i64> %902, ptr %900, align 1, !tbaa !9
  %903 = getelementptr inbounds i8, ptr %896, i64 32
  %904 = icmp ult ptr %903, %890
  br i1 %904, label %895, label %905, !llvm.loop !99

905:                                              ; preds = %895, %886, %880
  store ptr %872, ptr %10, align 8, !tbaa !37
  %906 = load i64, ptr %868, align 8, !tbaa !130
  %907 = ptrtoint ptr %869 to i64
  %908 = sub i64 %907, %271
  %909 = icmp ugt i64 %906, %908
  br i1 %909, label %910, label %926

910:                                              ; preds = %905
  %911 = sub i64 %907, %272
  %912 = icmp ugt i64 %906, %911
  br i1 %912, label %913, label %914, !prof !50

913:                                              ; preds = %910
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  br label %1484

914:                                              ; preds = %910
  %915 = ptrtoint ptr %874 to i64
  %916 = sub i64 %915, %271
  %917 = getelementptr inbounds i8, ptr %29, i64 %916
  %918 = load i64, ptr %867, align 8, !tbaa !131
  %919 = getelementptr inbounds i8, ptr %917, i64 %918
  %920 = icmp ugt ptr %919, %29
  br i1 %920, label %922, label %921

921:                                              ; preds = %914
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %869, ptr align 1 %917, i64 %918, i1 false)
  br label %1042

922:                                              ; preds = %914
  %923 = sub i64 0, %916
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %869, ptr align 1 %917, i64 %923, i1 false)
  %924 = getelementptr inbounds i8, ptr %869, i64 %923
  %925 = add i64 %918, %916
  store i64 %925, ptr %867, align 8, !tbaa !131
  br label %926

926:                                              ; preds = %922, %905
  %927 = phi ptr [ %924, %922 ], [ %869, %905 ]
  %928 = phi ptr [ %25, %922 ], [ %874, %905 ]
  %929 = ptrtoint ptr %927 to i64
  %930 = icmp ugt i64 %906, 15
  br i1 %930, label %931, label %948, !prof !84

931:                                              ; preds = %926
  %932 = load i64, ptr %867, align 8, !tbaa !131
  %933 = getelementptr inbounds i8, ptr %927, i64 %932
  %934 = load <2 x i64>, ptr %928, align 1, !tbaa !9
  store <2 x i64> %934, ptr %927, align 1, !tbaa !9
  %935 = icmp slt i64 %932, 17
  br i1 %935, label %1042, label %936

936:                                              ; preds = %931
  %937 = getelementptr inbounds i8, ptr %927, i64 16
  br label %938

938:                                              ; preds = %938, %936
  %939 = phi ptr [ %937, %936 ], [ %946, %938 ]
  %940 = phi ptr [ %928, %936 ], [ %944, %938 ]
  %941 = getelementptr inbounds i8, ptr %940, i64 16
  %942 = load <2 x i64>, ptr %941, align 1, !tbaa !9
  store <2 x i64> %942, ptr %939, align 1, !tbaa !9
  %943 = getelementptr inbounds i8, ptr %939, i64 16
  %944 = getelementptr inbounds i8, ptr %940, i64 32
  %945 = load <2 x i64>, ptr %944, align 1, !tbaa !9
  store <2 x i64> %945, ptr %943, align 1, !tbaa !9
  %946 = getelementptr inbounds i8, ptr %939, i64 32
  %947 = icmp ult ptr %946, %933
  br i1 %947, label %938, label %1042, !llvm.loop !99

948:                                              ; preds = %926
  %949 = icmp ult i64 %906, 8
  br i1 %949, label %950, label %972

950:                                              ; preds = %948
  %951 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %906
  %952 = load i32, ptr %951, align 4, !tbaa !27
  %953 = load i8, ptr %928, align 1, !tbaa !9
  store i8 %953, ptr %927, align 1, !tbaa !9
  %954 = getelementptr inbounds i8, ptr %928, i64 1
  %955 = load i8, ptr %954, align 1, !tbaa !9
  %956 = getelementptr inbounds i8, ptr %927, i64 1
  store i8 %955, ptr %956, align 1, !tbaa !9
  %957 = getelementptr inbounds i8, ptr %928, i64 2
  %958 = load i8, ptr %957, align 1, !tbaa !9
  %959 = getelementptr inbounds i8, ptr %927, i64 2
  store i8 %958, ptr %959, align 1, !tbaa !9
  %960 = getelementptr inbounds i8, ptr %928, i64 3
  %961 = load i8, ptr %960, align 1, !tbaa !9
  %962 = getelementptr inbounds i8, ptr %927, i64 3
  store i8 %961, ptr %962, align 1, !tbaa !9
  %963 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %906
  %964 = load i32, ptr %963, align 4, !tbaa !27
  %965 = zext i32 %964 to i64
  %966 = getelementptr inbounds i8, ptr %928, i64 %965
  %967 = getelementptr inbounds i8, ptr %927, i64 4
  %968 = load i32, ptr %966, align 1
  store i32 %968, ptr %967, align 1
  %969 = sext i32 %952 to i64
  %970 = sub nsw i64 0, %969
  %971 = getelementptr inbounds i8, ptr %966, i64 %970
  br label %974

972:                                              ; preds = %948
  %973 = load i64, ptr %928, align 1
  store i64 %973, ptr %927, align 1
  br label %974

974:                                              ; preds = %972, %950
  %975 = phi ptr [ %971, %950 ], [ %928, %972 ]
  %976 = getelementptr i8, ptr %975, i64 8
  %977 = getelementptr i8, ptr %927, i64 8
  %978 = load i64, ptr %867, align 8, !tbaa !131
  %979 = icmp ugt i64 %978, 8
  br i1 %979, label %980, label %1042

980:                                              ; preds = %974
  %981 = ptrtoint ptr %977 to i64
  %982 = ptrtoint ptr %976 to i64
  %983 = sub i64 %981, %982
  %984 = getelementptr i8, ptr %927, i64 %978
  %985 = icmp slt i64 %983, 16
  br i1 %985, label %986, label %1027

986:                                              ; preds = %980
  %987 = add i64 %978, %929
  %988 = add i64 %929, 16
  %989 = tail call i64 @llvm.umax.i64(i64 %987, i64 %988)
  %990 = add i64 %989, -9
  %991 = sub i64 %990, %929
  %992 = lshr i64 %991, 3
  %993 = add nuw nsw i64 %992, 1
  %994 = icmp ult i64 %991, 24
  %995 = icmp ult i64 %983, 32
  %996 = or i1 %994, %995
  br i1 %996, label %1017, label %997

997:                                              ; preds = %986
  %998 = and i64 %993, 4611686018427387900
  %999 = shl i64 %998, 3
  %1000 = getelementptr i8, ptr %977, i64 %999
  %1001 = shl i64 %998, 3
  %1002 = getelementptr i8, ptr %976, i64 %1001
  br label %1003

1003:                                             ; preds = %1003, %997
  %1004 = phi i64 [ 0, %997 ], [ %1013, %1003 ]
  %1005 = shl i64 %1004, 3
  %1006 = getelementptr i8, ptr %977, i64 %1005
  %1007 = shl i64 %1004, 3
  %1008 = getelementptr i8, ptr %976, i64 %1007
  %1009 = getelementptr i8, ptr %1008, i64 16
  %1010 = load <2 x i64>, ptr %1008, align 1
  %1011 = load <2 x i64>, ptr %1009, align 1
  %1012 = getelementptr i8, ptr %1006, i64 16
  store <2 x i64> %1010, ptr %1006, align 1
  store <2 x i64> %1011, ptr %1012, align 1
  %1013 = add nuw i64 %1004, 4
  %1014 = icmp eq i64 %1013, %998
  br i1 %1014, label %1015, label %1003, !llvm.loop !141

1015:                                             ; preds = %1003
  %1016 = icmp eq i64 %993, %998
  br i1 %1016, label %1042, label %1017

1017:                                             ; preds = %1015, %986
  %1018 = phi ptr [ %977, %986 ], [ %1000, %1015 ]
  %1019 = phi ptr [ %976, %986 ], [ %1002, %1015 ]
  br label %1020

1020:                                             ; preds = %1017, %1020
  %1021 = phi ptr [ %1024, %1020 ], [ %1018, %1017 ]
  %1022 = phi ptr [ %1025, %1020 ], [ %1019, %1017 ]
  %1023 = load i64, ptr %1022, align 1
  store i64 %1023, ptr %1021, align 1
  %1024 = getelementptr inbounds i8, ptr %1021, i64 8
  %1025 = getelementptr inbounds i8, ptr %1022, i64 8
  %1026 = icmp ult ptr %1024, %984
  br i1 %1026, label %1020, label %1042, !llvm.loop !142

1027:                                             ; preds = %980
  %1028 = load <2 x i64>, ptr %976, align 1, !tbaa !9
  store <2 x i64> %1028, ptr %977, align 1, !tbaa !9
  %1029 = icmp slt i64 %978, 25
  br i1 %1029, label %1042, label %1030

1030:                                             ; preds = %1027
  %1031 = getelementptr inbounds i8, ptr %927, i64 24
  br label %1032

1032:                                             ; preds = %1032, %1030
  %1033 = phi ptr [ %1031, %1030 ], [ %1040, %1032 ]
  %1034 = phi ptr [ %976, %1030 ], [ %1038, %1032 ]
  %1035 = getelementptr inbounds i8, ptr %1034, i64 16
  %1036 = load <2 x i64>, ptr %1035, align 1, !tbaa !9
  store <2 x i64> %1036, ptr %1033, align 1, !tbaa !9
  %1037 = getelementptr inbounds i8, ptr %1033, i64 16
  %1038 = getelementptr inbounds i8, ptr %1034, i64 32
  %1039 = load <2 x i64>, ptr %1038, align 1, !tbaa !9
  store <2 x i64> %1039, ptr %1037, align 1, !tbaa !9
  %1040 = getelementptr inbounds i8, ptr %1033, i64 32
  %1041 = icmp ult ptr %1040, %984
  br i1 %1041, label %1032, label %1042, !llvm.loop !99

1042:                                             ; preds = %1032, %1020, %938, %1015, %1027, %974, %931, %921, %884
  %1043 = phi i64 [ %885, %884 ], [ %870, %921 ], [ %870, %974 ], [ %870, %931 ], [ %870, %1027 ], [ %870, %1015 ], [ %870, %938 ], [ %870, %1020 ], [ %870, %1032 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %1044 = icmp ult i64 %1043, -119
  %1045 = getelementptr inbounds i8, ptr %863, i64 %1043
  %1046 = add nsw i32 %274, -1
  br i1 %1044, label %1047, label %1484

1047:                                             ; preds = %1042
  br i1 %276, label %1469, label %1048

1048:                                             ; preds = %1047
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !143
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !144
  tail call void asm sideeffect ".p2align 4", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !145
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !146
  tail call void asm sideeffect ".p2align 3", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !147
  %1049 = icmp eq i32 %1046, 0
  br i1 %1049, label %1469, label %1050

1050:                                             ; preds = %1048
  %1051 = getelementptr inbounds i8, ptr %9, i64 8
  %1052 = getelementptr inbounds i8, ptr %9, i64 16
  br label %1053

1053:                                             ; preds = %1465, %1050
  %1054 = phi i32 [ %1046, %1050 ], [ %1467, %1465 ]
  %1055 = phi ptr [ %1045, %1050 ], [ %1466, %1465 ]
  %1056 = icmp eq i32 %1054, 1
  %1057 = load ptr, ptr %171, align 8, !tbaa !86, !noalias !148
  %1058 = load i64, ptr %124, align 8, !tbaa !91, !noalias !148
  %1059 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1057, i64 %1058
  %1060 = load ptr, ptr %268, align 8, !tbaa !92, !noalias !148
  %1061 = load i64, ptr %222, align 8, !tbaa !93, !noalias !148
  %1062 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1060, i64 %1061
  %1063 = load ptr, ptr %221, align 8, !tbaa !94, !noalias !148
  %1064 = load i64, ptr %172, align 8, !tbaa !95, !noalias !148
  %1065 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1063, i64 %1064
  %1066 = getelementptr inbounds i8, ptr %1062, i64 4
  %1067 = load i32, ptr %1066, align 4, !tbaa !40, !noalias !148
  %1068 = zext i32 %1067 to i64
  %1069 = getelementptr inbounds i8, ptr %1059, i64 4
  %1070 = load i32, ptr %1069, align 4, !tbaa !40, !noalias !148
  %1071 = zext i32 %1070 to i64
  %1072 = getelementptr inbounds i8, ptr %1065, i64 4
  %1073 = load i32, ptr %1072, align 4, !tbaa !40, !noalias !148
  %1074 = getelementptr inbounds i8, ptr %1059, i64 2
  %1075 = load i8, ptr %1074, align 2, !tbaa !56, !noalias !148
  %1076 = getelementptr inbounds i8, ptr %1062, i64 2
  %1077 = load i8, ptr %1076, align 2, !tbaa !56, !noalias !148
  %1078 = getelementptr inbounds i8, ptr %1065, i64 2
  %1079 = load i8, ptr %1078, align 2, !tbaa !56, !noalias !148
  %1080 = zext i8 %1075 to i32
  %1081 = zext i8 %1077 to i32
  %1082 = add i8 %1077, %1075
  %1083 = add i8 %1082, %1079
  %1084 = load i16, ptr %1059, align 4, !tbaa !55, !noalias !148
  %1085 = load i16, ptr %1062, align 4, !tbaa !55, !noalias !148
  %1086 = load i16, ptr %1065, align 4, !tbaa !55, !noalias !148
  %1087 = getelementptr inbounds i8, ptr %1059, i64 3
  %1088 = load i8, ptr %1087, align 1, !tbaa !54, !noalias !148
  %1089 = zext i8 %1088 to i32
  %1090 = getelementptr inbounds i8, ptr %1062, i64 3
  %1091 = load i8, ptr %1090, align 1, !tbaa !54, !noalias !148
  %1092 = zext i8 %1091 to i32
  %1093 = getelementptr inbounds i8, ptr %1065, i64 3
  %1094 = load i8, ptr %1093, align 1, !tbaa !54, !noalias !148
  %1095 = zext i8 %1094 to i32
  %1096 = icmp ugt i8 %1079, 1
  br i1 %1096, label %1097, label %1112

1097:                                             ; preds = %1053
  %1098 = zext i8 %1079 to i32
  %1099 = load i64, ptr %11, align 8, !tbaa !74, !noalias !148
  %1100 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1101 = and i32 %1100, 63
  %1102 = zext nneg i32 %1101 to i64
  %1103 = shl i64 %1099, %1102
  %1104 = sub nsw i32 0, %1098
  %1105 = and i32 %1104, 63
  %1106 = zext nneg i32 %1105 to i64
  %1107 = lshr i64 %1103, %1106
  %1108 = add i32 %1100, %1098
  store i32 %1108, ptr %128, align 8, !tbaa !78, !noalias !148
  %1109 = zext i32 %1073 to i64
  %1110 = add i64 %1107, %1109
  %1111 = load i64, ptr %35, align 8, !tbaa !43, !noalias !148
  store i64 %1111, ptr %41, align 8, !tbaa !43, !noalias !148
  br label %1149

1112:                                             ; preds = %1053
  %1113 = icmp eq i32 %1070, 0
  %1114 = icmp eq i8 %1079, 0
  br i1 %1114, label %1115, label %1122, !prof !84

1115:                                             ; preds = %1112
  %1116 = zext i1 %1113 to i64
  %1117 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %1116
  %1118 = load i64, ptr %1117, align 8, !tbaa !43, !noalias !148
  %1119 = xor i1 %1113, true
  %1120 = zext i1 %1119 to i64
  %1121 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %1120
  br label %1149

1122:                                             ; preds = %1112
  %1123 = zext i1 %1113 to i32
  %1124 = add i32 %1073, %1123
  %1125 = zext i32 %1124 to i64
  %1126 = load i64, ptr %11, align 8, !tbaa !74, !noalias !148
  %1127 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1128 = and i32 %1127, 63
  %1129 = zext nneg i32 %1128 to i64
  %1130 = shl i64 %1126, %1129
  %1131 = lshr i64 %1130, 63
  %1132 = add i32 %1127, 1
  store i32 %1132, ptr %128, align 8, !tbaa !78, !noalias !148
  %1133 = add nuw nsw i64 %1131, %1125
  %1134 = icmp eq i64 %1133, 3
  br i1 %1134, label %1135, label %1140

1135:                                             ; preds = %1122
  %1136 = load i64, ptr %34, align 8, !tbaa !43, !noalias !148
  %1137 = add i64 %1136, -1
  %1138 = icmp eq i64 %1137, 0
  %1139 = select i1 %1138, i64 -1, i64 %1137
  br label %1146

1140:                                             ; preds = %1122
  %1141 = getelementptr inbounds [3 x i64], ptr %34, i64 0, i64 %1133
  %1142 = load i64, ptr %1141, align 8, !tbaa !43, !noalias !148
  %1143 = icmp eq i64 %1142, 0
  %1144 = select i1 %1143, i64 -1, i64 %1142
  %1145 = icmp eq i64 %1133, 1
  br i1 %1145, label %1149, label %1146

1146:                                             ; preds = %1140, %1135
  %1147 = phi i64 [ %1139, %1135 ], [ %1144, %1140 ]
  %1148 = load i64, ptr %35, align 8, !tbaa !43, !noalias !148
  store i64 %1148, ptr %41, align 8, !tbaa !43, !noalias !148
  br label %1149

1149:                                             ; preds = %1146, %1140, %1115, %1097
  %1150 = phi ptr [ %1121, %1115 ], [ %34, %1097 ], [ %34, %1146 ], [ %34, %1140 ]
  %1151 = phi i64 [ %1118, %1115 ], [ %1110, %1097 ], [ %1147, %1146 ], [ %1144, %1140 ]
  %1152 = load i64, ptr %1150, align 8, !tbaa !43, !noalias !148
  store i64 %1152, ptr %35, align 8, !tbaa !43, !noalias !148
  store i64 %1151, ptr %34, align 8, !tbaa !43, !noalias !148
  %1153 = icmp eq i8 %1077, 0
  br i1 %1153, label %1166, label %1154

1154:                                             ; preds = %1149
  %1155 = load i64, ptr %11, align 8, !tbaa !74, !noalias !148
  %1156 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1157 = and i32 %1156, 63
  %1158 = zext nneg i32 %1157 to i64
  %1159 = shl i64 %1155, %1158
  %1160 = sub nsw i32 0, %1081
  %1161 = and i32 %1160, 63
  %1162 = zext nneg i32 %1161 to i64
  %1163 = lshr i64 %1159, %1162
  %1164 = add i32 %1156, %1081
  store i32 %1164, ptr %128, align 8, !tbaa !78, !noalias !148
  %1165 = add i64 %1163, %1068
  br label %1166

1166:                                             ; preds = %1154, %1149
  %1167 = phi i64 [ %1068, %1149 ], [ %1165, %1154 ]
  %1168 = icmp ugt i8 %1083, 30
  br i1 %1168, label %1169, label %1204, !prof !50

1169:                                             ; preds = %1166
  %1170 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1171 = icmp ugt i32 %1170, 64
  br i1 %1171, label %1172, label %1173, !prof !50

1172:                                             ; preds = %1169
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73, !noalias !148
  br label %1204

1173:                                             ; preds = %1169
  %1174 = load ptr, ptr %139, align 8, !tbaa !73, !noalias !148
  %1175 = load ptr, ptr %46, align 8, !tbaa !72, !noalias !148
  %1176 = icmp ult ptr %1174, %1175
  br i1 %1176, label %1184, label %1177

1177:                                             ; preds = %1173
  %1178 = lshr i32 %1170, 3
  %1179 = zext nneg i32 %1178 to i64
  %1180 = sub nsw i64 0, %1179
  %1181 = getelementptr inbounds i8, ptr %1174, i64 %1180
  store ptr %1181, ptr %139, align 8, !tbaa !73, !noalias !148
  %1182 = and i32 %1170, 7
  store i32 %1182, ptr %128, align 8, !tbaa !78, !noalias !148
  %1183 = load i64, ptr %1181, align 1, !tbaa !43, !noalias !148
  store i64 %1183, ptr %11, align 8, !tbaa !74, !noalias !148
  br label %1204

1184:                                             ; preds = %1173
  %1185 = load ptr, ptr %44, align 8, !tbaa !70, !noalias !148
  %1186 = icmp eq ptr %1174, %1185
  br i1 %1186, label %1204, label %1187

1187:                                             ; preds = %1184
  %1188 = lshr i32 %1170, 3
  %1189 = zext nneg i32 %1188 to i64
  %1190 = sub nsw i64 0, %1189
  %1191 = getelementptr inbounds i8, ptr %1174, i64 %1190
  %1192 = icmp ult ptr %1191, %1185
  %1193 = ptrtoint ptr %1174 to i64
  %1194 = ptrtoint ptr %1185 to i64
  %1195 = sub i64 %1193, %1194
  %1196 = trunc i64 %1195 to i32
  %1197 = select i1 %1192, i32 %1196, i32 %1188
  %1198 = zext i32 %1197 to i64
  %1199 = sub nsw i64 0, %1198
  %1200 = getelementptr inbounds i8, ptr %1174, i64 %1199
  store ptr %1200, ptr %139, align 8, !tbaa !73, !noalias !148
  %1201 = shl i32 %1197, 3
  %1202 = sub i32 %1170, %1201
  store i32 %1202, ptr %128, align 8, !tbaa !78, !noalias !148
  %1203 = load i64, ptr %1200, align 1, !tbaa !43, !noalias !148
  store i64 %1203, ptr %11, align 8, !tbaa !74, !noalias !148
  br label %1204

1204:                                             ; preds = %1187, %1184, %1177, %1172, %1166
  %1205 = icmp eq i8 %1075, 0
  br i1 %1205, label %1218, label %1206

1206:                                             ; preds = %1204
  %1207 = load i64, ptr %11, align 8, !tbaa !74, !noalias !148
  %1208 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1209 = and i32 %1208, 63
  %1210 = zext nneg i32 %1209 to i64
  %1211 = shl i64 %1207, %1210
  %1212 = sub nsw i32 0, %1080
  %1213 = and i32 %1212, 63
  %1214 = zext nneg i32 %1213 to i64
  %1215 = lshr i64 %1211, %1214
  %1216 = add i32 %1208, %1080
  store i32 %1216, ptr %128, align 8, !tbaa !78, !noalias !148
  %1217 = add i64 %1215, %1071
  br label %1218

1218:                                             ; preds = %1206, %1204
  %1219 = phi i64 [ %1071, %1204 ], [ %1217, %1206 ]
  br i1 %1056, label %1289, label %1220

1220:                                             ; preds = %1218
  %1221 = load i64, ptr %11, align 8, !tbaa !74, !noalias !148
  %1222 = load i32, ptr %128, align 8, !tbaa !78, !noalias !148
  %1223 = add i32 %1222, %1089
  %1224 = sub i32 0, %1223
  %1225 = and i32 %1224, 63
  %1226 = zext nneg i32 %1225 to i64
  %1227 = lshr i64 %1221, %1226
  %1228 = zext nneg i8 %1088 to i64
  %1229 = shl nsw i64 -1, %1228
  %1230 = xor i64 %1229, -1
  %1231 = and i64 %1227, %1230
  %1232 = zext i16 %1084 to i64
  %1233 = add nuw i64 %1231, %1232
  store i64 %1233, ptr %124, align 8, !tbaa !76, !noalias !148
  %1234 = add i32 %1223, %1092
  %1235 = sub i32 0, %1234
  %1236 = and i32 %1235, 63
  %1237 = zext nneg i32 %1236 to i64
  %1238 = lshr i64 %1221, %1237
  %1239 = zext nneg i8 %1091 to i64
  %1240 = shl nsw i64 -1, %1239
  %1241 = xor i64 %1240, -1
  %1242 = and i64 %1238, %1241
  %1243 = zext i16 %1085 to i64
  %1244 = add nuw i64 %1242, %1243
  store i64 %1244, ptr %222, align 8, !tbaa !76, !noalias !148
  %1245 = add i32 %1234, %1095
  %1246 = sub i32 0, %1245
  %1247 = and i32 %1246, 63
  %1248 = zext nneg i32 %1247 to i64
  %1249 = lshr i64 %1221, %1248
  %1250 = zext nneg i8 %1094 to i64
  %1251 = shl nsw i64 -1, %1250
  %1252 = xor i64 %1251, -1
  %1253 = and i64 %1249, %1252
  store i32 %1245, ptr %128, align 8, !tbaa !78, !noalias !148
  %1254 = zext i16 %1086 to i64
  %1255 = add nuw i64 %1253, %1254
  store i64 %1255, ptr %172, align 8, !tbaa !76, !noalias !148
  %1256 = icmp ugt i32 %1245, 64
  br i1 %1256, label %1257, label %1258, !prof !50

1257:                                             ; preds = %1220
  store ptr @BIT_reloadDStream.zeroFilled, ptr %139, align 8, !tbaa !73, !noalias !148
  br label %1289

1258:                                             ; preds = %1220
  %1259 = load ptr, ptr %139, align 8, !tbaa !73, !noalias !148
  %1260 = load ptr, ptr %46, align 8, !tbaa !72, !noalias !148
  %1261 = icmp ult ptr %1259, %1260
  br i1 %1261, label %1269, label %1262

1262:                                             ; preds = %1258
  %1263 = lshr i32 %1245, 3
  %1264 = zext nneg i32 %1263 to i64
  %1265 = sub nsw i64 0, %1264
  %1266 = getelementptr inbounds i8, ptr %1259, i64 %1265
  store ptr %1266, ptr %139, align 8, !tbaa !73, !noalias !148
  %1267 = and i32 %1245, 7
  store i32 %1267, ptr %128, align 8, !tbaa !78, !noalias !148
  %1268 = load i64, ptr %1266, align 1, !tbaa !43, !noalias !148
  store i64 %1268, ptr %11, align 8, !tbaa !74, !noalias !148
  br label %1289

1269:                                             ; preds = %1258
  %1270 = load ptr, ptr %44, align 8, !tbaa !70, !noalias !148
  %1271 = icmp eq ptr %1259, %1270
  br i1 %1271, label %1289, label %1272

1272:                                             ; preds = %1269
  %1273 = lshr i32 %1245, 3
  %1274 = zext nneg i32 %1273 to i64
  %1275 = sub nsw i64 0, %1274
  %1276 = getelementptr inbounds i8, ptr %1259, i64 %1275
  %1277 = icmp ult ptr %1276, %1270
  %1278 = ptrtoint ptr %1259 to i64
  %1279 = ptrtoint ptr %1270 to i64
  %1280 = sub i64 %1278, %1279
  %1281 = trunc i64 %1280 to i32
  %1282 = select i1 %1277, i32 %1281, i32 %1273
  %1283 = zext i32 %1282 to i64
  %1284 = sub nsw i64 0, %1283
  %1285 = getelementptr inbounds i8, ptr %1259, i64 %1284
  store ptr %1285, ptr %139, align 8, !tbaa !73, !noalias !148
  %1286 = shl i32 %1282, 3
  %1287 = sub i32 %1245, %1286
  store i32 %1287, ptr %128, align 8, !tbaa !78, !noalias !148
  %1288 = load i64, ptr %1285, align 1, !tbaa !43, !noalias !148
  store i64 %1288, ptr %11, align 8, !tbaa !74, !noalias !148
  br label %1289

1289:                                             ; preds = %1272, %1269, %1262, %1257, %1218
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store i64 %1219, ptr %9, align 8
  store i64 %1167, ptr %1051, align 8
  store i64 %1151, ptr %1052, align 8
  %1290 = getelementptr inbounds i8, ptr %1055, i64 %1219
  %1291 = add i64 %1219, %1167
  %1292 = load ptr, ptr %10, align 8, !tbaa !37
  %1293 = getelementptr inbounds i8, ptr %1292, i64 %1219
  %1294 = sub i64 0, %1151
  %1295 = getelementptr inbounds i8, ptr %1290, i64 %1294
  %1296 = icmp ugt ptr %1293, %865
  %1297 = getelementptr inbounds i8, ptr %1055, i64 %1291
  %1298 = icmp ugt ptr %1297, %876
  %1299 = select i1 %1296, i1 true, i1 %1298
  br i1 %1299, label %1304, label %1300, !prof !105

1300:                                             ; preds = %1289
  %1301 = load <2 x i64>, ptr %1292, align 1, !tbaa !9
  store <2 x i64> %1301, ptr %1055, align 1, !tbaa !9
  %1302 = load i64, ptr %9, align 8, !tbaa !103
  %1303 = icmp ugt i64 %1302, 16
  br i1 %1303, label %1306, label %1325, !prof !50

1304:                                             ; preds = %1289
  %1305 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1055, ptr noundef %19, ptr noundef nonnull byval(%struct.seq_t) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %865, ptr noundef %25, ptr noundef %27, ptr noundef %29)
  br label %1462

1306:                                             ; preds = %1300
  %1307 = getelementptr inbounds i8, ptr %1055, i64 16
  %1308 = getelementptr inbounds i8, ptr %1292, i64 16
  %1309 = add i64 %1302, -16
  %1310 = getelementptr i8, ptr %1055, i64 %1302
  %1311 = load <2 x i64>, ptr %1308, align 1, !tbaa !9
  store <2 x i64> %1311, ptr %1307, align 1, !tbaa !9
  %1312 = icmp slt i64 %1309, 17
  br i1 %1312, label %1325, label %1313

1313:                                             ; preds = %1306
  %1314 = getelementptr inbounds i8, ptr %1055, i64 32
  br label %1315

1315:                                             ; preds = %1315, %1313
  %1316 = phi ptr [ %1314, %1313 ], [ %1323, %1315 ]
  %1317 = phi ptr [ %1308, %1313 ], [ %1321, %1315 ]
  %1318 = getelementptr inbounds i8, ptr %1317, i64 16
  %1319 = load <2 x i64>, ptr %1318, align 1, !tbaa !9
  store <2 x i64> %1319, ptr %1316, align 1, !tbaa !9
  %1320 = getelementptr inbounds i8, ptr %1316, i64 16
  %1321 = getelementptr inbounds i8, ptr %1317, i64 32
  %1322 = load <2 x i64>, ptr %1321, align 1, !tbaa !9
  store <2 x i64> %1322, ptr %1320, align 1, !tbaa !9
  %1323 = getelementptr inbounds i8, ptr %1316, i64 32
  %1324 = icmp ult ptr %1323, %1310
  br i1 %1324, label %1315, label %1325, !llvm.loop !99

1325:                                             ; preds = %1315, %1306, %1300
  store ptr %1293, ptr %10, align 8, !tbaa !37
  %1326 = load i64, ptr %1052, align 8, !tbaa !130
  %1327 = ptrtoint ptr %1290 to i64
  %1328 = sub i64 %1327, %271
  %1329 = icmp ugt i64 %1326, %1328
  br i1 %1329, label %1330, label %1346

1330:                                             ; preds = %1325
  %1331 = sub i64 %1327, %272
  %1332 = icmp ugt i64 %1326, %1331
  br i1 %1332, label %1333, label %1334, !prof !50

1333:                                             ; preds = %1330
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  br label %1484

1334:                                             ; preds = %1330
  %1335 = ptrtoint ptr %1295 to i64
  %1336 = sub i64 %1335, %271
  %1337 = getelementptr inbounds i8, ptr %29, i64 %1336
  %1338 = load i64, ptr %1051, align 8, !tbaa !131
  %1339 = getelementptr inbounds i8, ptr %1337, i64 %1338
  %1340 = icmp ugt ptr %1339, %29
  br i1 %1340, label %1342, label %1341

1341:                                             ; preds = %1334
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1290, ptr align 1 %1337, i64 %1338, i1 false)
  br label %1462

1342:                                             ; preds = %1334
  %1343 = sub i64 0, %1336
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1290, ptr align 1 %1337, i64 %1343, i1 false)
  %1344 = getelementptr inbounds i8, ptr %1290, i64 %1343
  %1345 = add i64 %1338, %1336
  store i64 %1345, ptr %1051, align 8, !tbaa !131
  br label %1346

1346:                                             ; preds = %1342, %1325
  %1347 = phi ptr [ %1344, %1342 ], [ %1290, %1325 ]
  %1348 = phi ptr [ %25, %1342 ], [ %1295, %1325 ]
  %1349 = ptrtoint ptr %1347 to i64
  %1350 = icmp ugt i64 %1326, 15
  br i1 %1350, label %1351, label %1368, !prof !84

1351:                                             ; preds = %1346
  %1352 = load i64, ptr %1051, align 8, !tbaa !131
  %1353 = getelementptr inbounds i8, ptr %1347, i64 %1352
  %1354 = load <2 x i64>, ptr %1348, align 1, !tbaa !9
  store <2 x i64> %1354, ptr %1347, align 1, !tbaa !9
  %1355 = icmp slt i64 %1352, 17
  br i1 %1355, label %1462, label %1356

1356:                                             ; preds = %1351
  %1357 = getelementptr inbounds i8, ptr %1347, i64 16
  br label %1358

1358:                                             ; preds = %1358, %1356
  %1359 = phi ptr [ %1357, %1356 ], [ %1366, %1358 ]
  %1360 = phi ptr [ %1348, %1356 ], [ %1364, %1358 ]
  %1361 = getelementptr inbounds i8, ptr %1360, i64 16
  %1362 = load <2 x i64>, ptr %1361, align 1, !tbaa !9
  store <2 x i64> %1362, ptr %1359, align 1, !tbaa !9
  %1363 = getelementptr inbounds i8, ptr %1359, i64 16
  %1364 = getelementptr inbounds i8, ptr %1360, i64 32
  %1365 = load <2 x i64>, ptr %1364, align 1, !tbaa !9
  store <2 x i64> %1365, ptr %1363, align 1, !tbaa !9
  %1366 = getelementptr inbounds i8, ptr %1359, i64 32
  %1367 = icmp ult ptr %1366, %1353
  br i1 %1367, label %1358, label %1462, !llvm.loop !99

1368:                                             ; preds = %1346
  %1369 = icmp ult i64 %1326, 8
  br i1 %1369, label %1370, label %1392

1370:                                             ; preds = %1368
  %1371 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1326
  %1372 = load i32, ptr %1371, align 4, !tbaa !27
  %1373 = load i8, ptr %1348, align 1, !tbaa !9
  store i8 %1373, ptr %1347, align 1, !tbaa !9
  %1374 = getelementptr inbounds i8, ptr %1348, i64 1
  %1375 = load i8, ptr %1374, align 1, !tbaa !9
  %1376 = getelementptr inbounds i8, ptr %1347, i64 1
  store i8 %1375, ptr %1376, align 1, !tbaa !9
  %1377 = getelementptr inbounds i8, ptr %1348, i64 2
  %1378 = load i8, ptr %1377, align 1, !tbaa !9
  %1379 = getelementptr inbounds i8, ptr %1347, i64 2
  store i8 %1378, ptr %1379, align 1, !tbaa !9
  %1380 = getelementptr inbounds i8, ptr %1348, i64 3
  %1381 = load i8, ptr %1380, align 1, !tbaa !9
  %1382 = getelementptr inbounds i8, ptr %1347, i64 3
  store i8 %1381, ptr %1382, align 1, !tbaa !9
  %1383 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1326
  %1384 = load i32, ptr %1383, align 4, !tbaa !27
  %1385 = zext i32 %1384 to i64
  %1386 = getelementptr inbounds i8, ptr %1348, i64 %1385
  %1387 = getelementptr inbounds i8, ptr %1347, i64 4
  %1388 = load i32, ptr %1386, align 1
  store i32 %1388, ptr %1387, align 1
  %1389 = sext i32 %1372 to i64
  %1390 = sub nsw i64 0, %1389
  %1391 = getelementptr inbounds i8, ptr %1386, i64 %1390
  br label %1394

1392:                                             ; preds = %1368
  %1393 = load i64, ptr %1348, align 1
  store i64 %1393, ptr %1347, align 1
  br label %1394

1394:                                             ; preds = %1392, %1370
  %1395 = phi ptr [ %1391, %1370 ], [ %1348, %1392 ]
  %1396 = getelementptr i8, ptr %1395, i64 8
  %1397 = getelementptr i8, ptr %1347, i64 8
  %1398 = load i64, ptr %1051, align 8, !tbaa !131
  %1399 = icmp ugt i64 %1398, 8
  br i1 %1399, label %1400, label %1462

1400:                                             ; preds = %1394
  %1401 = ptrtoint ptr %1397 to i64
  %1402 = ptrtoint ptr %1396 to i64
  %1403 = sub i64 %1401, %1402
  %1404 = getelementptr i8, ptr %1347, i64 %1398
  %1405 = icmp slt i64 %1403, 16
  br i1 %1405, label %1406, label %1447

1406:                                             ; preds = %1400
  %1407 = add i64 %1398, %1349
  %1408 = add i64 %1349, 16
  %1409 = tail call i64 @llvm.umax.i64(i64 %1407, i64 %1408)
  %1410 = add i64 %1409, -9
  %1411 = sub i64 %1410, %1349
  %1412 = lshr i64 %1411, 3
  %1413 = add nuw nsw i64 %1412, 1
  %1414 = icmp ult i64 %1411, 24
  %1415 = icmp ult i64 %1403, 32
  %1416 = or i1 %1414, %1415
  br i1 %1416, label %1437, label %1417

1417:                                             ; preds = %1406
  %1418 = and i64 %1413, 4611686018427387900
  %1419 = shl i64 %1418, 3
  %1420 = getelementptr i8, ptr %1397, i64 %1419
  %1421 = shl i64 %1418, 3
  %1422 = getelementptr i8, ptr %1396, i64 %1421
  br label %1423

1423:                                             ; preds = %1423, %1417
  %1424 = phi i64 [ 0, %1417 ], [ %1433, %1423 ]
  %1425 = shl i64 %1424, 3
  %1426 = getelementptr i8, ptr %1397, i64 %1425
  %1427 = shl i64 %1424, 3
  %1428 = getelementptr i8, ptr %1396, i64 %1427
  %1429 = getelementptr i8, ptr %1428, i64 16
  %1430 = load <2 x i64>, ptr %1428, align 1
  %1431 = load <2 x i64>, ptr %1429, align 1
  %1432 = getelementptr i8, ptr %1426, i64 16
  store <2 x i64> %1430, ptr %1426, align 1
  store <2 x i64> %1431, ptr %1432, align 1
  %1433 = add nuw i64 %1424, 4
  %1434 = icmp eq i64 %1433, %1418
  br i1 %1434, label %1435, label %1423, !llvm.loop !151

1435:                                             ; preds = %1423
  %1436 = icmp eq i64 %1413, %1418
  br i1 %1436, label %1462, label %1437

1437:                                             ; preds = %1435, %1406
  %1438 = phi ptr [ %1397, %1406 ], [ %1420, %1435 ]
  %1439 = phi ptr [ %1396, %1406 ], [ %1422, %1435 ]
  br label %1440

1440:                                             ; preds = %1437, %1440
  %1441 = phi ptr [ %1444, %1440 ], [ %1438, %1437 ]
  %1442 = phi ptr [ %1445, %1440 ], [ %1439, %1437 ]
  %1443 = load i64, ptr %1442, align 1
  store i64 %1443, ptr %1441, align 1
  %1444 = getelementptr inbounds i8, ptr %1441, i64 8
  %1445 = getelementptr inbounds i8, ptr %1442, i64 8
  %1446 = icmp ult ptr %1444, %1404
  br i1 %1446, label %1440, label %1462, !llvm.loop !152

1447:                                             ; preds = %1400
  %1448 = load <2 x i64>, ptr %1396, align 1, !tbaa !9
  store <2 x i64> %1448, ptr %1397, align 1, !tbaa !9
  %1449 = icmp slt i64 %1398, 25
  br i1 %1449, label %1462, label %1450

1450:                                             ; preds = %1447
  %1451 = getelementptr inbounds i8, ptr %1347, i64 24
  br label %1452

1452:                                             ; preds = %1452, %1450
  %1453 = phi ptr [ %1451, %1450 ], [ %1460, %1452 ]
  %1454 = phi ptr [ %1396, %1450 ], [ %1458, %1452 ]
  %1455 = getelementptr inbounds i8, ptr %1454, i64 16
  %1456 = load <2 x i64>, ptr %1455, align 1, !tbaa !9
  store <2 x i64> %1456, ptr %1453, align 1, !tbaa !9
  %1457 = getelementptr inbounds i8, ptr %1453, i64 16
  %1458 = getelementptr inbounds i8, ptr %1454, i64 32
  %1459 = load <2 x i64>, ptr %1458, align 1, !tbaa !9
  store <2 x i64> %1459, ptr %1457, align 1, !tbaa !9
  %1460 = getelementptr inbounds i8, ptr %1453, i64 32
  %1461 = icmp ult ptr %1460, %1404
  br i1 %1461, label %1452, label %1462, !llvm.loop !99

1462:                                             ; preds = %1452, %1440, %1358, %1435, %1447, %1394, %1351, %1341, %1304
  %1463 = phi i64 [ %1305, %1304 ], [ %1291, %1341 ], [ %1291, %1394 ], [ %1291, %1351 ], [ %1291, %1447 ], [ %1291, %1435 ], [ %1291, %1358 ], [ %1291, %1440 ], [ %1291, %1452 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  %1464 = icmp ult i64 %1463, -119
  br i1 %1464, label %1465, label %1484

1465:                                             ; preds = %1462
  %1466 = getelementptr inbounds i8, ptr %1055, i64 %1463
  %1467 = add nsw i32 %1054, -1
  %1468 = icmp eq i32 %1467, 0
  br i1 %1468, label %1469, label %1053, !llvm.loop !153

1469:                                             ; preds = %696, %1465, %1048, %1047
  %1470 = phi ptr [ %1045, %1048 ], [ %1045, %1047 ], [ %1466, %1465 ], [ %697, %696 ]
  %1471 = phi ptr [ %865, %1048 ], [ %865, %1047 ], [ %865, %1465 ], [ %23, %696 ]
  %1472 = load ptr, ptr %139, align 8, !tbaa !73
  %1473 = load ptr, ptr %44, align 8, !tbaa !70
  %1474 = icmp eq ptr %1472, %1473
  %1475 = load i32, ptr %128, align 8
  %1476 = icmp eq i32 %1475, 64
  %1477 = select i1 %1474, i1 %1476, i1 false
  br i1 %1477, label %1478, label %1484

1478:                                             ; preds = %1469
  %1479 = load <2 x i64>, ptr %34, align 8, !tbaa !43
  %1480 = trunc <2 x i64> %1479 to <2 x i32>
  store <2 x i32> %1480, ptr %33, align 4, !tbaa !27
  %1481 = load i64, ptr %41, align 8, !tbaa !43
  %1482 = trunc i64 %1481 to i32
  store i32 %1482, ptr %38, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #17
  %1483 = load ptr, ptr %10, align 8, !tbaa !37
  br label %1486

1484:                                             ; preds = %693, %1462, %1469, %1333, %1042, %913, %709, %700, %564, %112, %99, %48, %31
  %1485 = phi i64 [ -20, %1333 ], [ -20, %112 ], [ %1043, %1042 ], [ -70, %709 ], [ -20, %564 ], [ -20, %1469 ], [ -20, %700 ], [ -20, %913 ], [ -20, %31 ], [ -20, %48 ], [ -20, %99 ], [ %1463, %1462 ], [ %694, %693 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #17
  br label %1531

1486:                                             ; preds = %1478, %17
  %1487 = phi ptr [ %1483, %1478 ], [ %21, %17 ]
  %1488 = phi ptr [ %1471, %1478 ], [ %23, %17 ]
  %1489 = phi ptr [ %1470, %1478 ], [ %1, %17 ]
  %1490 = getelementptr inbounds i8, ptr %0, i64 30368
  %1491 = load i32, ptr %1490, align 8, !tbaa !31
  %1492 = icmp eq i32 %1491, 2
  br i1 %1492, label %1495, label %1493

1493:                                             ; preds = %1486
  %1494 = ptrtoint ptr %19 to i64
  br label %1511

1495:                                             ; preds = %1486
  %1496 = ptrtoint ptr %1488 to i64
  %1497 = ptrtoint ptr %1487 to i64
  %1498 = sub i64 %1496, %1497
  %1499 = ptrtoint ptr %19 to i64
  %1500 = ptrtoint ptr %1489 to i64
  %1501 = sub i64 %1499, %1500
  %1502 = icmp ugt i64 %1498, %1501
  br i1 %1502, label %1531, label %1503

1503:                                             ; preds = %1495
  %1504 = icmp eq ptr %1489, null
  br i1 %1504, label %1507, label %1505

1505:                                             ; preds = %1503
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1489, ptr align 1 %1487, i64 %1498, i1 false)
  %1506 = getelementptr inbounds i8, ptr %1489, i64 %1498
  br label %1507

1507:                                             ; preds = %1505, %1503
  %1508 = phi ptr [ %1506, %1505 ], [ null, %1503 ]
  %1509 = getelementptr inbounds i8, ptr %0, i64 30372
  %1510 = getelementptr inbounds i8, ptr %0, i64 95908
  store i32 0, ptr %1490, align 8, !tbaa !31
  br label %1511

1511:                                             ; preds = %1507, %1493
  %1512 = phi i64 [ %1494, %1493 ], [ %1499, %1507 ]
  %1513 = phi ptr [ %1487, %1493 ], [ %1509, %1507 ]
  %1514 = phi ptr [ %1488, %1493 ], [ %1510, %1507 ]
  %1515 = phi ptr [ %1489, %1493 ], [ %1508, %1507 ]
  %1516 = ptrtoint ptr %1514 to i64
  %1517 = ptrtoint ptr %1513 to i64
  %1518 = sub i64 %1516, %1517
  %1519 = ptrtoint ptr %1515 to i64
  %1520 = sub i64 %1512, %1519
  %1521 = icmp ugt i64 %1518, %1520
  br i1 %1521, label %1531, label %1522

1522:                                             ; preds = %1511
  %1523 = icmp eq ptr %1515, null
  br i1 %1523, label %1527, label %1524

1524:                                             ; preds = %1522
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1515, ptr align 1 %1513, i64 %1518, i1 false)
  %1525 = getelementptr inbounds i8, ptr %1515, i64 %1518
  %1526 = ptrtoint ptr %1525 to i64
  br label %1527

1527:                                             ; preds = %1524, %1522
  %1528 = phi i64 [ 0, %1522 ], [ %1526, %1524 ]
  %1529 = ptrtoint ptr %1 to i64
  %1530 = sub i64 %1528, %1529
  br label %1531

1531:                                             ; preds = %1484, %1495, %1511, %1527
  %1532 = phi i64 [ %1530, %1527 ], [ %1485, %1484 ], [ -70, %1511 ], [ -70, %1495 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #17
  br label %1533

1533:                                             ; preds = %1531, %15
  %1534 = phi i64 [ %16, %15 ], [ %1532, %1531 ]
  ret i64 %1534
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequences(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #6 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %struct.seqState_t, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 30180
  %11 = load i32, ptr %10, align 4, !tbaa !28
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %6
  %14 = tail call fastcc i64 @ZSTD_decompressSequences_bmi2(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5)
  br label %734

15:                                               ; preds = %6
  %16 = getelementptr inbounds i8, ptr %0, i64 30368
  %17 = load i32, ptr %16, align 8, !tbaa !31
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  br label %25

22:                                               ; preds = %15
  %23 = getelementptr inbounds i8, ptr %0, i64 30352
  %24 = load ptr, ptr %23, align 8, !tbaa !30
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi ptr [ %21, %19 ], [ %24, %22 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #17
  %27 = getelementptr inbounds i8, ptr %0, i64 30120
  %28 = load ptr, ptr %27, align 8, !tbaa !38
  store ptr %28, ptr %8, align 8, !tbaa !37
  %29 = getelementptr inbounds i8, ptr %0, i64 30152
  %30 = load i64, ptr %29, align 8, !tbaa !39
  %31 = getelementptr inbounds i8, ptr %28, i64 %30
  %32 = getelementptr inbounds i8, ptr %0, i64 29896
  %33 = load ptr, ptr %32, align 8, !tbaa !68
  %34 = getelementptr inbounds i8, ptr %0, i64 29904
  %35 = load ptr, ptr %34, align 8, !tbaa !65
  %36 = getelementptr inbounds i8, ptr %0, i64 29912
  %37 = load ptr, ptr %36, align 8, !tbaa !69
  %38 = icmp eq i32 %5, 0
  br i1 %38, label %713, label %39

39:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #17
  %40 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %40, align 4, !tbaa !60
  %41 = getelementptr inbounds i8, ptr %0, i64 26684
  %42 = getelementptr inbounds i8, ptr %9, i64 88
  %43 = getelementptr inbounds i8, ptr %9, i64 96
  %44 = load <2 x i32>, ptr %41, align 4, !tbaa !27
  %45 = zext <2 x i32> %44 to <2 x i64>
  store <2 x i64> %45, ptr %42, align 8, !tbaa !43
  %46 = getelementptr inbounds i8, ptr %0, i64 26692
  %47 = load i32, ptr %46, align 4, !tbaa !27
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %9, i64 104
  store i64 %48, ptr %49, align 8, !tbaa !43
  %50 = icmp eq i64 %4, 0
  br i1 %50, label %711, label %51

51:                                               ; preds = %39
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %52, align 8, !tbaa !70
  %53 = getelementptr inbounds i8, ptr %3, i64 8
  %54 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %53, ptr %54, align 8, !tbaa !72
  %55 = icmp ugt i64 %4, 7
  br i1 %55, label %56, label %62

56:                                               ; preds = %51
  %57 = add nsw i64 %4, -8
  %58 = getelementptr inbounds i8, ptr %3, i64 %57
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %58, ptr %59, align 8, !tbaa !73
  %60 = load i64, ptr %58, align 1
  store i64 %60, ptr %9, align 8, !tbaa !74
  %61 = icmp ult i64 %60, 72057594037927936
  br i1 %61, label %711, label %120

62:                                               ; preds = %51
  %63 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %3, ptr %63, align 8, !tbaa !73
  %64 = load i8, ptr %3, align 1, !tbaa !9
  %65 = zext i8 %64 to i64
  store i64 %65, ptr %9, align 8, !tbaa !74
  switch i64 %4, label %107 [
    i64 7, label %66
    i64 6, label %72
    i64 5, label %79
    i64 4, label %86
    i64 3, label %93
    i64 2, label %100
  ]

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %3, i64 6
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 48
  %71 = or disjoint i64 %70, %65
  br label %72

72:                                               ; preds = %66, %62
  %73 = phi i64 [ %65, %62 ], [ %71, %66 ]
  %74 = getelementptr inbounds i8, ptr %3, i64 5
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = zext i8 %75 to i64
  %77 = shl nuw nsw i64 %76, 40
  %78 = add nuw nsw i64 %77, %73
  br label %79

79:                                               ; preds = %72, %62
  %80 = phi i64 [ %65, %62 ], [ %78, %72 ]
  %81 = getelementptr inbounds i8, ptr %3, i64 4
  %82 = load i8, ptr %81, align 1, !tbaa !9
  %83 = zext i8 %82 to i64
  %84 = shl nuw nsw i64 %83, 32
  %85 = add nuw nsw i64 %84, %80
  br label %86

86:                                               ; preds = %79, %62
  %87 = phi i64 [ %65, %62 ], [ %85, %79 ]
  %88 = getelementptr inbounds i8, ptr %3, i64 3
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 24
  %92 = add nuw nsw i64 %91, %87
  br label %93

93:                                               ; preds = %86, %62
  %94 = phi i64 [ %65, %62 ], [ %92, %86 ]
  %95 = getelementptr inbounds i8, ptr %3, i64 2
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 16
  %99 = add nuw nsw i64 %98, %94
  br label %100

100:                                              ; preds = %93, %62
  %101 = phi i64 [ %65, %62 ], [ %99, %93 ]
  %102 = getelementptr inbounds i8, ptr %3, i64 1
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = zext i8 %103 to i64
  %105 = shl nuw nsw i64 %104, 8
  %106 = add nuw nsw i64 %105, %101
  store i64 %106, ptr %9, align 8, !tbaa !74
  br label %107

107:                                              ; preds = %100, %62
  %108 = phi i64 [ %106, %100 ], [ %65, %62 ]
  %109 = getelementptr i8, ptr %3, i64 %4
  %110 = getelementptr i8, ptr %109, i64 -1
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %711, label %113

113:                                              ; preds = %107
  %114 = zext i8 %111 to i32
  %115 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %114, i1 true)
  %116 = trunc nuw i64 %4 to i32
  %117 = shl nuw nsw i32 %116, 3
  %118 = sub nsw i32 %115, %117
  %119 = add nsw i32 %118, 41
  br label %127

120:                                              ; preds = %56
  %121 = lshr i64 %60, 56
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %122, i1 true)
  %124 = xor i32 %123, 31
  %125 = sub nuw nsw i32 8, %124
  %126 = icmp ult i64 %4, -119
  br i1 %126, label %127, label %711

127:                                              ; preds = %120, %113
  %128 = phi i64 [ 0, %113 ], [ %57, %120 ]
  %129 = phi i32 [ %119, %113 ], [ %125, %120 ]
  %130 = phi i64 [ %108, %113 ], [ %60, %120 ]
  %131 = getelementptr inbounds i8, ptr %3, i64 %128
  %132 = getelementptr inbounds i8, ptr %9, i64 40
  %133 = load ptr, ptr %0, align 8, !tbaa !75
  %134 = getelementptr inbounds i8, ptr %133, i64 4
  %135 = load i32, ptr %134, align 4, !tbaa !61
  %136 = getelementptr inbounds i8, ptr %9, i64 8
  %137 = add i32 %135, %129
  %138 = sub i32 0, %137
  %139 = and i32 %138, 63
  %140 = zext nneg i32 %139 to i64
  %141 = lshr i64 %130, %140
  %142 = zext nneg i32 %135 to i64
  %143 = shl nsw i64 -1, %142
  %144 = xor i64 %143, -1
  %145 = and i64 %141, %144
  store i64 %145, ptr %132, align 8, !tbaa !76
  %146 = icmp ugt i32 %137, 64
  %147 = getelementptr inbounds i8, ptr %9, i64 16
  br i1 %146, label %148, label %149, !prof !50

148:                                              ; preds = %127
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %174

149:                                              ; preds = %127
  %150 = icmp slt i64 %128, 8
  br i1 %150, label %158, label %151

151:                                              ; preds = %149
  %152 = lshr i32 %137, 3
  %153 = zext nneg i32 %152 to i64
  %154 = sub nsw i64 0, %153
  %155 = getelementptr inbounds i8, ptr %131, i64 %154
  store ptr %155, ptr %147, align 8, !tbaa !73
  %156 = and i32 %137, 7
  store i32 %156, ptr %136, align 8, !tbaa !78
  %157 = load i64, ptr %155, align 1, !tbaa !43
  store i64 %157, ptr %9, align 8, !tbaa !74
  br label %174

158:                                              ; preds = %149
  %159 = icmp eq i64 %128, 0
  br i1 %159, label %174, label %160

160:                                              ; preds = %158
  %161 = lshr i32 %137, 3
  %162 = zext nneg i32 %161 to i64
  %163 = sub nsw i64 0, %162
  %164 = getelementptr inbounds i8, ptr %131, i64 %163
  %165 = icmp ult ptr %164, %3
  %166 = trunc i64 %128 to i32
  %167 = select i1 %165, i32 %166, i32 %161
  %168 = zext i32 %167 to i64
  %169 = sub nsw i64 0, %168
  %170 = getelementptr inbounds i8, ptr %131, i64 %169
  store ptr %170, ptr %147, align 8, !tbaa !73
  %171 = shl i32 %167, 3
  %172 = sub i32 %137, %171
  store i32 %172, ptr %136, align 8, !tbaa !78
  %173 = load i64, ptr %170, align 1, !tbaa !43
  store i64 %173, ptr %9, align 8, !tbaa !74
  br label %174

174:                                              ; preds = %160, %158, %151, %148
  %175 = phi ptr [ @BIT_reloadDStream.zeroFilled, %148 ], [ %155, %151 ], [ %3, %158 ], [ %170, %160 ]
  %176 = phi i32 [ %137, %148 ], [ %156, %151 ], [ %137, %158 ], [ %172, %160 ]
  %177 = phi i64 [ %130, %148 ], [ %157, %151 ], [ %130, %158 ], [ %173, %160 ]
  %178 = getelementptr inbounds i8, ptr %133, i64 8
  %179 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %178, ptr %179, align 8, !tbaa !79
  %180 = getelementptr inbounds i8, ptr %9, i64 56
  %181 = getelementptr inbounds i8, ptr %0, i64 16
  %182 = load ptr, ptr %181, align 8, !tbaa !66
  %183 = getelementptr inbounds i8, ptr %182, i64 4
  %184 = load i32, ptr %183, align 4, !tbaa !61
  %185 = add i32 %184, %176
  %186 = sub i32 0, %185
  %187 = and i32 %186, 63
  %188 = zext nneg i32 %187 to i64
  %189 = lshr i64 %177, %188
  %190 = zext nneg i32 %184 to i64
  %191 = shl nsw i64 -1, %190
  %192 = xor i64 %191, -1
  %193 = and i64 %189, %192
  store i64 %193, ptr %180, align 8, !tbaa !76
  %194 = icmp ugt i32 %185, 64
  br i1 %194, label %195, label %196, !prof !50

195:                                              ; preds = %174
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %224

196:                                              ; preds = %174
  %197 = icmp ult ptr %175, %53
  br i1 %197, label %205, label %198

198:                                              ; preds = %196
  %199 = lshr i32 %185, 3
  %200 = zext nneg i32 %199 to i64
  %201 = sub nsw i64 0, %200
  %202 = getelementptr inbounds i8, ptr %175, i64 %201
  store ptr %202, ptr %147, align 8, !tbaa !73
  %203 = and i32 %185, 7
  %204 = load i64, ptr %202, align 1, !tbaa !43
  store i64 %204, ptr %9, align 8, !tbaa !74
  br label %224

205:                                              ; preds = %196
  %206 = icmp eq ptr %175, %3
  br i1 %206, label %224, label %207

207:                                              ; preds = %205
  %208 = lshr i32 %185, 3
  %209 = zext nneg i32 %208 to i64
  %210 = sub nsw i64 0, %209
  %211 = getelementptr inbounds i8, ptr %175, i64 %210
  %212 = icmp ult ptr %211, %3
  %213 = ptrtoint ptr %175 to i64
  %214 = ptrtoint ptr %3 to i64
  %215 = sub i64 %213, %214
  %216 = trunc i64 %215 to i32
  %217 = select i1 %212, i32 %216, i32 %208
  %218 = zext i32 %217 to i64
  %219 = sub nsw i64 0, %218
  %220 = getelementptr inbounds i8, ptr %175, i64 %219
  store ptr %220, ptr %147, align 8, !tbaa !73
  %221 = shl i32 %217, 3
  %222 = sub i32 %185, %221
  %223 = load i64, ptr %220, align 1, !tbaa !43
  store i64 %223, ptr %9, align 8, !tbaa !74
  br label %224

224:                                              ; preds = %207, %205, %198, %195
  %225 = phi ptr [ @BIT_reloadDStream.zeroFilled, %195 ], [ %202, %198 ], [ %175, %205 ], [ %220, %207 ]
  %226 = phi i32 [ %185, %195 ], [ %203, %198 ], [ %185, %205 ], [ %222, %207 ]
  %227 = phi i64 [ %177, %195 ], [ %204, %198 ], [ %177, %205 ], [ %223, %207 ]
  %228 = getelementptr inbounds i8, ptr %182, i64 8
  %229 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %228, ptr %229, align 8, !tbaa !79
  %230 = getelementptr inbounds i8, ptr %9, i64 72
  %231 = getelementptr inbounds i8, ptr %0, i64 8
  %232 = load ptr, ptr %231, align 8, !tbaa !80
  %233 = getelementptr inbounds i8, ptr %232, i64 4
  %234 = load i32, ptr %233, align 4, !tbaa !61
  %235 = add i32 %234, %226
  %236 = sub i32 0, %235
  %237 = and i32 %236, 63
  %238 = zext nneg i32 %237 to i64
  %239 = lshr i64 %227, %238
  %240 = zext nneg i32 %234 to i64
  %241 = shl nsw i64 -1, %240
  %242 = xor i64 %241, -1
  %243 = and i64 %239, %242
  store i32 %235, ptr %136, align 8, !tbaa !78
  store i64 %243, ptr %230, align 8, !tbaa !76
  %244 = icmp ugt i32 %235, 64
  br i1 %244, label %245, label %246, !prof !50

245:                                              ; preds = %224
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %274

246:                                              ; preds = %224
  %247 = icmp ult ptr %225, %53
  br i1 %247, label %255, label %248

248:                                              ; preds = %246
  %249 = lshr i32 %235, 3
  %250 = zext nneg i32 %249 to i64
  %251 = sub nsw i64 0, %250
  %252 = getelementptr inbounds i8, ptr %225, i64 %251
  store ptr %252, ptr %147, align 8, !tbaa !73
  %253 = and i32 %235, 7
  store i32 %253, ptr %136, align 8, !tbaa !78
  %254 = load i64, ptr %252, align 1, !tbaa !43
  store i64 %254, ptr %9, align 8, !tbaa !74
  br label %274

255:                                              ; preds = %246
  %256 = icmp eq ptr %225, %3
  br i1 %256, label %274, label %257

257:                                              ; preds = %255
  %258 = lshr i32 %235, 3
  %259 = zext nneg i32 %258 to i64
  %260 = sub nsw i64 0, %259
  %261 = getelementptr inbounds i8, ptr %225, i64 %260
  %262 = icmp ult ptr %261, %3
  %263 = ptrtoint ptr %225 to i64
  %264 = ptrtoint ptr %3 to i64
  %265 = sub i64 %263, %264
  %266 = trunc i64 %265 to i32
  %267 = select i1 %262, i32 %266, i32 %258
  %268 = zext i32 %267 to i64
  %269 = sub nsw i64 0, %268
  %270 = getelementptr inbounds i8, ptr %225, i64 %269
  store ptr %270, ptr %147, align 8, !tbaa !73
  %271 = shl i32 %267, 3
  %272 = sub i32 %235, %271
  store i32 %272, ptr %136, align 8, !tbaa !78
  %273 = load i64, ptr %270, align 1, !tbaa !43
  store i64 %273, ptr %9, align 8, !tbaa !74
  br label %274

274:                                              ; preds = %257, %255, %248, %245
  %275 = getelementptr inbounds i8, ptr %232, i64 8
  %276 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %275, ptr %276, align 8, !tbaa !79
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !154
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !155
  tail call void asm sideeffect ".p2align 4", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !156
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !157
  tail call void asm sideeffect ".p2align 3", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !158
  %277 = getelementptr inbounds i8, ptr %7, i64 8
  %278 = getelementptr inbounds i8, ptr %7, i64 16
  %279 = getelementptr inbounds i8, ptr %26, i64 -32
  %280 = ptrtoint ptr %33 to i64
  %281 = ptrtoint ptr %35 to i64
  br label %282

282:                                              ; preds = %694, %274
  %283 = phi i32 [ %5, %274 ], [ %696, %694 ]
  %284 = phi ptr [ %1, %274 ], [ %695, %694 ]
  %285 = icmp eq i32 %283, 1
  %286 = load ptr, ptr %179, align 8, !tbaa !86, !noalias !159
  %287 = load i64, ptr %132, align 8, !tbaa !91, !noalias !159
  %288 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %286, i64 %287
  %289 = load ptr, ptr %276, align 8, !tbaa !92, !noalias !159
  %290 = load i64, ptr %230, align 8, !tbaa !93, !noalias !159
  %291 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %289, i64 %290
  %292 = load ptr, ptr %229, align 8, !tbaa !94, !noalias !159
  %293 = load i64, ptr %180, align 8, !tbaa !95, !noalias !159
  %294 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %292, i64 %293
  %295 = getelementptr inbounds i8, ptr %291, i64 4
  %296 = load i32, ptr %295, align 4, !tbaa !40, !noalias !159
  %297 = zext i32 %296 to i64
  %298 = getelementptr inbounds i8, ptr %288, i64 4
  %299 = load i32, ptr %298, align 4, !tbaa !40, !noalias !159
  %300 = zext i32 %299 to i64
  %301 = getelementptr inbounds i8, ptr %294, i64 4
  %302 = load i32, ptr %301, align 4, !tbaa !40, !noalias !159
  %303 = getelementptr inbounds i8, ptr %288, i64 2
  %304 = load i8, ptr %303, align 2, !tbaa !56, !noalias !159
  %305 = getelementptr inbounds i8, ptr %291, i64 2
  %306 = load i8, ptr %305, align 2, !tbaa !56, !noalias !159
  %307 = getelementptr inbounds i8, ptr %294, i64 2
  %308 = load i8, ptr %307, align 2, !tbaa !56, !noalias !159
  %309 = zext i8 %304 to i32
  %310 = zext i8 %306 to i32
  %311 = add i8 %306, %304
  %312 = add i8 %311, %308
  %313 = load i16, ptr %288, align 4, !tbaa !55, !noalias !159
  %314 = load i16, ptr %291, align 4, !tbaa !55, !noalias !159
  %315 = load i16, ptr %294, align 4, !tbaa !55, !noalias !159
  %316 = getelementptr inbounds i8, ptr %288, i64 3
  %317 = load i8, ptr %316, align 1, !tbaa !54, !noalias !159
  %318 = zext i8 %317 to i32
  %319 = getelementptr inbounds i8, ptr %291, i64 3
  %320 = load i8, ptr %319, align 1, !tbaa !54, !noalias !159
  %321 = zext i8 %320 to i32
  %322 = getelementptr inbounds i8, ptr %294, i64 3
  %323 = load i8, ptr %322, align 1, !tbaa !54, !noalias !159
  %324 = zext i8 %323 to i32
  %325 = icmp ugt i8 %308, 1
  br i1 %325, label %326, label %341

326:                                              ; preds = %282
  %327 = zext i8 %308 to i32
  %328 = load i64, ptr %9, align 8, !tbaa !74, !noalias !159
  %329 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %330 = and i32 %329, 63
  %331 = zext nneg i32 %330 to i64
  %332 = shl i64 %328, %331
  %333 = sub nsw i32 0, %327
  %334 = and i32 %333, 63
  %335 = zext nneg i32 %334 to i64
  %336 = lshr i64 %332, %335
  %337 = add i32 %329, %327
  store i32 %337, ptr %136, align 8, !tbaa !78, !noalias !159
  %338 = zext i32 %302 to i64
  %339 = add i64 %336, %338
  %340 = load i64, ptr %43, align 8, !tbaa !43, !noalias !159
  store i64 %340, ptr %49, align 8, !tbaa !43, !noalias !159
  br label %378

341:                                              ; preds = %282
  %342 = icmp eq i32 %299, 0
  %343 = icmp eq i8 %308, 0
  br i1 %343, label %344, label %351, !prof !84

344:                                              ; preds = %341
  %345 = zext i1 %342 to i64
  %346 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %345
  %347 = load i64, ptr %346, align 8, !tbaa !43, !noalias !159
  %348 = xor i1 %342, true
  %349 = zext i1 %348 to i64
  %350 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %349
  br label %378

351:                                              ; preds = %341
  %352 = zext i1 %342 to i32
  %353 = add i32 %302, %352
  %354 = zext i32 %353 to i64
  %355 = load i64, ptr %9, align 8, !tbaa !74, !noalias !159
  %356 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %357 = and i32 %356, 63
  %358 = zext nneg i32 %357 to i64
  %359 = shl i64 %355, %358
  %360 = lshr i64 %359, 63
  %361 = add i32 %356, 1
  store i32 %361, ptr %136, align 8, !tbaa !78, !noalias !159
  %362 = add nuw nsw i64 %360, %354
  %363 = icmp eq i64 %362, 3
  br i1 %363, label %364, label %369

364:                                              ; preds = %351
  %365 = load i64, ptr %42, align 8, !tbaa !43, !noalias !159
  %366 = add i64 %365, -1
  %367 = icmp eq i64 %366, 0
  %368 = select i1 %367, i64 -1, i64 %366
  br label %375

369:                                              ; preds = %351
  %370 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %362
  %371 = load i64, ptr %370, align 8, !tbaa !43, !noalias !159
  %372 = icmp eq i64 %371, 0
  %373 = select i1 %372, i64 -1, i64 %371
  %374 = icmp eq i64 %362, 1
  br i1 %374, label %378, label %375

375:                                              ; preds = %369, %364
  %376 = phi i64 [ %368, %364 ], [ %373, %369 ]
  %377 = load i64, ptr %43, align 8, !tbaa !43, !noalias !159
  store i64 %377, ptr %49, align 8, !tbaa !43, !noalias !159
  br label %378

378:                                              ; preds = %375, %369, %344, %326
  %379 = phi ptr [ %350, %344 ], [ %42, %326 ], [ %42, %375 ], [ %42, %369 ]
  %380 = phi i64 [ %347, %344 ], [ %339, %326 ], [ %376, %375 ], [ %373, %369 ]
  %381 = load i64, ptr %379, align 8, !tbaa !43, !noalias !159
  store i64 %381, ptr %43, align 8, !tbaa !43, !noalias !159
  store i64 %380, ptr %42, align 8, !tbaa !43, !noalias !159
  %382 = icmp eq i8 %306, 0
  br i1 %382, label %395, label %383

383:                                              ; preds = %378
  %384 = load i64, ptr %9, align 8, !tbaa !74, !noalias !159
  %385 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %386 = and i32 %385, 63
  %387 = zext nneg i32 %386 to i64
  %388 = shl i64 %384, %387
  %389 = sub nsw i32 0, %310
  %390 = and i32 %389, 63
  %391 = zext nneg i32 %390 to i64
  %392 = lshr i64 %388, %391
  %393 = add i32 %385, %310
  store i32 %393, ptr %136, align 8, !tbaa !78, !noalias !159
  %394 = add i64 %392, %297
  br label %395

395:                                              ; preds = %383, %378
  %396 = phi i64 [ %297, %378 ], [ %394, %383 ]
  %397 = icmp ugt i8 %312, 30
  br i1 %397, label %398, label %433, !prof !50

398:                                              ; preds = %395
  %399 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %400 = icmp ugt i32 %399, 64
  br i1 %400, label %401, label %402, !prof !50

401:                                              ; preds = %398
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !159
  br label %433

402:                                              ; preds = %398
  %403 = load ptr, ptr %147, align 8, !tbaa !73, !noalias !159
  %404 = load ptr, ptr %54, align 8, !tbaa !72, !noalias !159
  %405 = icmp ult ptr %403, %404
  br i1 %405, label %413, label %406

406:                                              ; preds = %402
  %407 = lshr i32 %399, 3
  %408 = zext nneg i32 %407 to i64
  %409 = sub nsw i64 0, %408
  %410 = getelementptr inbounds i8, ptr %403, i64 %409
  store ptr %410, ptr %147, align 8, !tbaa !73, !noalias !159
  %411 = and i32 %399, 7
  store i32 %411, ptr %136, align 8, !tbaa !78, !noalias !159
  %412 = load i64, ptr %410, align 1, !tbaa !43, !noalias !159
  store i64 %412, ptr %9, align 8, !tbaa !74, !noalias !159
  br label %433

413:                                              ; preds = %402
  %414 = load ptr, ptr %52, align 8, !tbaa !70, !noalias !159
  %415 = icmp eq ptr %403, %414
  br i1 %415, label %433, label %416

416:                                              ; preds = %413
  %417 = lshr i32 %399, 3
  %418 = zext nneg i32 %417 to i64
  %419 = sub nsw i64 0, %418
  %420 = getelementptr inbounds i8, ptr %403, i64 %419
  %421 = icmp ult ptr %420, %414
  %422 = ptrtoint ptr %403 to i64
  %423 = ptrtoint ptr %414 to i64
  %424 = sub i64 %422, %423
  %425 = trunc i64 %424 to i32
  %426 = select i1 %421, i32 %425, i32 %417
  %427 = zext i32 %426 to i64
  %428 = sub nsw i64 0, %427
  %429 = getelementptr inbounds i8, ptr %403, i64 %428
  store ptr %429, ptr %147, align 8, !tbaa !73, !noalias !159
  %430 = shl i32 %426, 3
  %431 = sub i32 %399, %430
  store i32 %431, ptr %136, align 8, !tbaa !78, !noalias !159
  %432 = load i64, ptr %429, align 1, !tbaa !43, !noalias !159
  store i64 %432, ptr %9, align 8, !tbaa !74, !noalias !159
  br label %433

433:                                              ; preds = %416, %413, %406, %401, %395
  %434 = icmp eq i8 %304, 0
  br i1 %434, label %447, label %435

435:                                              ; preds = %433
  %436 = load i64, ptr %9, align 8, !tbaa !74, !noalias !159
  %437 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %438 = and i32 %437, 63
  %439 = zext nneg i32 %438 to i64
  %440 = shl i64 %436, %439
  %441 = sub nsw i32 0, %309
  %442 = and i32 %441, 63
  %443 = zext nneg i32 %442 to i64
  %444 = lshr i64 %440, %443
  %445 = add i32 %437, %309
  store i32 %445, ptr %136, align 8, !tbaa !78, !noalias !159
  %446 = add i64 %444, %300
  br label %447

447:                                              ; preds = %435, %433
  %448 = phi i64 [ %300, %433 ], [ %446, %435 ]
  br i1 %285, label %518, label %449

449:                                              ; preds = %447
  %450 = load i64, ptr %9, align 8, !tbaa !74, !noalias !159
  %451 = load i32, ptr %136, align 8, !tbaa !78, !noalias !159
  %452 = add i32 %451, %318
  %453 = sub i32 0, %452
  %454 = and i32 %453, 63
  %455 = zext nneg i32 %454 to i64
  %456 = lshr i64 %450, %455
  %457 = zext nneg i8 %317 to i64
  %458 = shl nsw i64 -1, %457
  %459 = xor i64 %458, -1
  %460 = and i64 %456, %459
  %461 = zext i16 %313 to i64
  %462 = add nuw i64 %460, %461
  store i64 %462, ptr %132, align 8, !tbaa !76, !noalias !159
  %463 = add i32 %452, %321
  %464 = sub i32 0, %463
  %465 = and i32 %464, 63
  %466 = zext nneg i32 %465 to i64
  %467 = lshr i64 %450, %466
  %468 = zext nneg i8 %320 to i64
  %469 = shl nsw i64 -1, %468
  %470 = xor i64 %469, -1
  %471 = and i64 %467, %470
  %472 = zext i16 %314 to i64
  %473 = add nuw i64 %471, %472
  store i64 %473, ptr %230, align 8, !tbaa !76, !noalias !159
  %474 = add i32 %463, %324
  %475 = sub i32 0, %474
  %476 = and i32 %475, 63
  %477 = zext nneg i32 %476 to i64
  %478 = lshr i64 %450, %477
  %479 = zext nneg i8 %323 to i64
  %480 = shl nsw i64 -1, %479
  %481 = xor i64 %480, -1
  %482 = and i64 %478, %481
  store i32 %474, ptr %136, align 8, !tbaa !78, !noalias !159
  %483 = zext i16 %315 to i64
  %484 = add nuw i64 %482, %483
  store i64 %484, ptr %180, align 8, !tbaa !76, !noalias !159
  %485 = icmp ugt i32 %474, 64
  br i1 %485, label %486, label %487, !prof !50

486:                                              ; preds = %449
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !159
  br label %518

487:                                              ; preds = %449
  %488 = load ptr, ptr %147, align 8, !tbaa !73, !noalias !159
  %489 = load ptr, ptr %54, align 8, !tbaa !72, !noalias !159
  %490 = icmp ult ptr %488, %489
  br i1 %490, label %498, label %491

491:                                              ; preds = %487
  %492 = lshr i32 %474, 3
  %493 = zext nneg i32 %492 to i64
  %494 = sub nsw i64 0, %493
  %495 = getelementptr inbounds i8, ptr %488, i64 %494
  store ptr %495, ptr %147, align 8, !tbaa !73, !noalias !159
  %496 = and i32 %474, 7
  store i32 %496, ptr %136, align 8, !tbaa !78, !noalias !159
  %497 = load i64, ptr %495, align 1, !tbaa !43, !noalias !159
  store i64 %497, ptr %9, align 8, !tbaa !74, !noalias !159
  br label %518

498:                                              ; preds = %487
  %499 = load ptr, ptr %52, align 8, !tbaa !70, !noalias !159
  %500 = icmp eq ptr %488, %499
  br i1 %500, label %518, label %501

501:                                              ; preds = %498
  %502 = lshr i32 %474, 3
  %503 = zext nneg i32 %502 to i64
  %504 = sub nsw i64 0, %503
  %505 = getelementptr inbounds i8, ptr %488, i64 %504
  %506 = icmp ult ptr %505, %499
  %507 = ptrtoint ptr %488 to i64
  %508 = ptrtoint ptr %499 to i64
  %509 = sub i64 %507, %508
  %510 = trunc i64 %509 to i32
  %511 = select i1 %506, i32 %510, i32 %502
  %512 = zext i32 %511 to i64
  %513 = sub nsw i64 0, %512
  %514 = getelementptr inbounds i8, ptr %488, i64 %513
  store ptr %514, ptr %147, align 8, !tbaa !73, !noalias !159
  %515 = shl i32 %511, 3
  %516 = sub i32 %474, %515
  store i32 %516, ptr %136, align 8, !tbaa !78, !noalias !159
  %517 = load i64, ptr %514, align 1, !tbaa !43, !noalias !159
  store i64 %517, ptr %9, align 8, !tbaa !74, !noalias !159
  br label %518

518:                                              ; preds = %501, %498, %491, %486, %447
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store i64 %448, ptr %7, align 8
  store i64 %396, ptr %277, align 8
  store i64 %380, ptr %278, align 8
  %519 = getelementptr i8, ptr %284, i64 %448
  %520 = add i64 %448, %396
  %521 = load ptr, ptr %8, align 8, !tbaa !37
  %522 = getelementptr inbounds i8, ptr %521, i64 %448
  %523 = sub i64 0, %380
  %524 = getelementptr inbounds i8, ptr %519, i64 %523
  %525 = icmp ugt ptr %522, %31
  %526 = getelementptr inbounds i8, ptr %284, i64 %520
  %527 = icmp ugt ptr %526, %279
  %528 = select i1 %525, i1 true, i1 %527
  br i1 %528, label %532, label %529, !prof !105

529:                                              ; preds = %518
  %530 = load <2 x i64>, ptr %521, align 1, !tbaa !9
  store <2 x i64> %530, ptr %284, align 1, !tbaa !9
  %531 = icmp ugt i64 %448, 16
  br i1 %531, label %534, label %554, !prof !50

532:                                              ; preds = %518
  %533 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %284, ptr noundef %26, ptr noundef nonnull byval(%struct.seq_t) align 8 %7, ptr noundef nonnull %8, ptr noundef %31, ptr noundef %33, ptr noundef %35, ptr noundef %37)
  br label %691

534:                                              ; preds = %529
  %535 = getelementptr inbounds i8, ptr %284, i64 16
  %536 = getelementptr inbounds i8, ptr %521, i64 16
  %537 = add i64 %448, -16
  %538 = load <2 x i64>, ptr %536, align 1, !tbaa !9
  store <2 x i64> %538, ptr %535, align 1, !tbaa !9
  %539 = icmp slt i64 %537, 17
  br i1 %539, label %554, label %540

540:                                              ; preds = %534
  %541 = getelementptr inbounds i8, ptr %284, i64 32
  br label %542

542:                                              ; preds = %542, %540
  %543 = phi ptr [ %541, %540 ], [ %550, %542 ]
  %544 = phi ptr [ %536, %540 ], [ %548, %542 ]
  %545 = getelementptr inbounds i8, ptr %544, i64 16
  %546 = load <2 x i64>, ptr %545, align 1, !tbaa !9
  store <2 x i64> %546, ptr %543, align 1, !tbaa !9
  %547 = getelementptr inbounds i8, ptr %543, i64 16
  %548 = getelementptr inbounds i8, ptr %544, i64 32
  %549 = load <2 x i64>, ptr %548, align 1, !tbaa !9
  store <2 x i64> %549, ptr %547, align 1, !tbaa !9
  %550 = getelementptr inbounds i8, ptr %543, i64 32
  %551 = icmp ult ptr %550, %519
  br i1 %551, label %542, label %552, !llvm.loop !99

552:                                              ; preds = %542
  %553 = load i64, ptr %278, align 8, !tbaa !130
  br label %554

554:                                              ; preds = %552, %534, %529
  %555 = phi i64 [ %553, %552 ], [ %380, %534 ], [ %380, %529 ]
  store ptr %522, ptr %8, align 8, !tbaa !37
  %556 = ptrtoint ptr %519 to i64
  %557 = sub i64 %556, %280
  %558 = icmp ugt i64 %555, %557
  br i1 %558, label %559, label %574

559:                                              ; preds = %554
  %560 = sub i64 %556, %281
  %561 = icmp ugt i64 %555, %560
  br i1 %561, label %562, label %563, !prof !50

562:                                              ; preds = %559
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  br label %711

563:                                              ; preds = %559
  %564 = ptrtoint ptr %524 to i64
  %565 = sub i64 %564, %280
  %566 = getelementptr inbounds i8, ptr %37, i64 %565
  %567 = getelementptr inbounds i8, ptr %566, i64 %396
  %568 = icmp ugt ptr %567, %37
  br i1 %568, label %570, label %569

569:                                              ; preds = %563
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %519, ptr align 1 %566, i64 %396, i1 false)
  br label %691

570:                                              ; preds = %563
  %571 = sub i64 0, %565
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %519, ptr align 1 %566, i64 %571, i1 false)
  %572 = getelementptr inbounds i8, ptr %519, i64 %571
  %573 = add i64 %565, %396
  store i64 %573, ptr %277, align 8, !tbaa !131
  br label %574

574:                                              ; preds = %570, %554
  %575 = phi i64 [ %573, %570 ], [ %396, %554 ]
  %576 = phi ptr [ %33, %570 ], [ %524, %554 ]
  %577 = phi ptr [ %572, %570 ], [ %519, %554 ]
  %578 = ptrtoint ptr %577 to i64
  %579 = icmp ugt i64 %555, 15
  br i1 %579, label %580, label %596, !prof !84

580:                                              ; preds = %574
  %581 = getelementptr inbounds i8, ptr %577, i64 %575
  %582 = load <2 x i64>, ptr %576, align 1, !tbaa !9
  store <2 x i64> %582, ptr %577, align 1, !tbaa !9
  %583 = icmp slt i64 %575, 17
  br i1 %583, label %691, label %584

584:                                              ; preds = %580
  %585 = getelementptr inbounds i8, ptr %577, i64 16
  br label %586

586:                                              ; preds = %586, %584
  %587 = phi ptr [ %585, %584 ], [ %594, %586 ]
  %588 = phi ptr [ %576, %584 ], [ %592, %586 ]
  %589 = getelementptr inbounds i8, ptr %588, i64 16
  %590 = load <2 x i64>, ptr %589, align 1, !tbaa !9
  store <2 x i64> %590, ptr %587, align 1, !tbaa !9
  %591 = getelementptr inbounds i8, ptr %587, i64 16
  %592 = getelementptr inbounds i8, ptr %588, i64 32
  %593 = load <2 x i64>, ptr %592, align 1, !tbaa !9
  store <2 x i64> %593, ptr %591, align 1, !tbaa !9
  %594 = getelementptr inbounds i8, ptr %587, i64 32
  %595 = icmp ult ptr %594, %581
  br i1 %595, label %586, label %691, !llvm.loop !99

596:                                              ; preds = %574
  %597 = icmp ult i64 %555, 8
  br i1 %597, label %598, label %621

598:                                              ; preds = %596
  %599 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %555
  %600 = load i32, ptr %599, align 4, !tbaa !27
  %601 = load i8, ptr %576, align 1, !tbaa !9
  store i8 %601, ptr %577, align 1, !tbaa !9
  %602 = getelementptr inbounds i8, ptr %576, i64 1
  %603 = load i8, ptr %602, align 1, !tbaa !9
  %604 = getelementptr inbounds i8, ptr %577, i64 1
  store i8 %603, ptr %604, align 1, !tbaa !9
  %605 = getelementptr inbounds i8, ptr %576, i64 2
  %606 = load i8, ptr %605, align 1, !tbaa !9
  %607 = getelementptr inbounds i8, ptr %577, i64 2
  store i8 %606, ptr %607, align 1, !tbaa !9
  %608 = getelementptr inbounds i8, ptr %576, i64 3
  %609 = load i8, ptr %608, align 1, !tbaa !9
  %610 = getelementptr inbounds i8, ptr %577, i64 3
  store i8 %609, ptr %610, align 1, !tbaa !9
  %611 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %555
  %612 = load i32, ptr %611, align 4, !tbaa !27
  %613 = zext i32 %612 to i64
  %614 = getelementptr inbounds i8, ptr %576, i64 %613
  %615 = getelementptr inbounds i8, ptr %577, i64 4
  %616 = load i32, ptr %614, align 1
  store i32 %616, ptr %615, align 1
  %617 = sext i32 %600 to i64
  %618 = sub nsw i64 0, %617
  %619 = getelementptr inbounds i8, ptr %614, i64 %618
  %620 = load i64, ptr %277, align 8, !tbaa !131
  br label %623

621:                                              ; preds = %596
  %622 = load i64, ptr %576, align 1
  store i64 %622, ptr %577, align 1
  br label %623

623:                                              ; preds = %621, %598
  %624 = phi i64 [ %620, %598 ], [ %575, %621 ]
  %625 = phi ptr [ %619, %598 ], [ %576, %621 ]
  %626 = getelementptr i8, ptr %625, i64 8
  %627 = getelementptr i8, ptr %577, i64 8
  %628 = icmp ugt i64 %624, 8
  br i1 %628, label %629, label %691

629:                                              ; preds = %623
  %630 = ptrtoint ptr %627 to i64
  %631 = ptrtoint ptr %626 to i64
  %632 = sub i64 %630, %631
  %633 = getelementptr i8, ptr %577, i64 %624
  %634 = icmp slt i64 %632, 16
  br i1 %634, label %635, label %676

635:                                              ; preds = %629
  %636 = add i64 %624, %578
  %637 = add i64 %578, 16
  %638 = tail call i64 @llvm.umax.i64(i64 %636, i64 %637)
  %639 = add i64 %638, -9
  %640 = sub i64 %639, %578
  %641 = lshr i64 %640, 3
  %642 = add nuw nsw i64 %641, 1
  %643 = icmp ult i64 %640, 24
  %644 = icmp ult i64 %632, 32
  %645 = or i1 %643, %644
  br i1 %645, label %666, label %646

646:                                              ; preds = %635
  %647 = and i64 %642, 4611686018427387900
  %648 = shl i64 %647, 3
  %649 = getelementptr i8, ptr %627, i64 %648
  %650 = shl i64 %647, 3
  %651 = getelementptr i8, ptr %626, i64 %650
  br label %652

652:                                              ; preds = %652, %646
  %653 = phi i64 [ 0, %646 ], [ %662, %652 ]
  %654 = shl i64 %653, 3
  %655 = getelementptr i8, ptr %627, i64 %654
  %656 = shl i64 %653, 3
  %657 = getelementptr i8, ptr %626, i64 %656
  %658 = getelementptr i8, ptr %657, i64 16
  %659 = load <2 x i64>, ptr %657, align 1
  %660 = load <2 x i64>, ptr %658, align 1
  %661 = getelementptr i8, ptr %655, i64 16
  store <2 x i64> %659, ptr %655, align 1
  store <2 x i64> %660, ptr %661, align 1
  %662 = add nuw i64 %653, 4
  %663 = icmp eq i64 %662, %647
  br i1 %663, label %664, label %652, !llvm.loop !162

664:                                              ; preds = %652
  %665 = icmp eq i64 %642, %647
  br i1 %665, label %691, label %666

666:                                              ; preds = %664, %635
  %667 = phi ptr [ %627, %635 ], [ %649, %664 ]
  %668 = phi ptr [ %626, %635 ], [ %651, %664 ]
  br label %669

669:                                              ; preds = %666, %669
  %670 = phi ptr [ %673, %669 ], [ %667, %666 ]
  %671 = phi ptr [ %674, %669 ], [ %668, %666 ]
  %672 = load i64, ptr %671, align 1
  store i64 %672, ptr %670, align 1
  %673 = getelementptr inbounds i8, ptr %670, i64 8
  %674 = getelementptr inbounds i8, ptr %671, i64 8
  %675 = icmp ult ptr %673, %633
  br i1 %675, label %669, label %691, !llvm.loop !163

676:                                              ; preds = %629
  %677 = load <2 x i64>, ptr %626, align 1, !tbaa !9
  store <2 x i64> %677, ptr %627, align 1, !tbaa !9
  %678 = icmp slt i64 %624, 25
  br i1 %678, label %691, label %679

679:                                              ; preds = %676
  %680 = getelementptr inbounds i8, ptr %577, i64 24
  br label %681

681:                                              ; preds = %681, %679
  %682 = phi ptr [ %680, %679 ], [ %689, %681 ]
  %683 = phi ptr [ %626, %679 ], [ %687, %681 ]
  %684 = getelementptr inbounds i8, ptr %683, i64 16
  %685 = load <2 x i64>, ptr %684, align 1, !tbaa !9
  store <2 x i64> %685, ptr %682, align 1, !tbaa !9
  %686 = getelementptr inbounds i8, ptr %682, i64 16
  %687 = getelementptr inbounds i8, ptr %683, i64 32
  %688 = load <2 x i64>, ptr %687, align 1, !tbaa !9
  store <2 x i64> %688, ptr %686, align 1, !tbaa !9
  %689 = getelementptr inbounds i8, ptr %682, i64 32
  %690 = icmp ult ptr %689, %633
  br i1 %690, label %681, label %691, !llvm.loop !99

691:                                              ; preds = %681, %669, %586, %664, %676, %623, %580, %569, %532
  %692 = phi i64 [ %533, %532 ], [ %520, %569 ], [ %520, %623 ], [ %520, %580 ], [ %520, %676 ], [ %520, %664 ], [ %520, %586 ], [ %520, %669 ], [ %520, %681 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %693 = icmp ult i64 %692, -119
  br i1 %693, label %694, label %711

694:                                              ; preds = %691
  %695 = getelementptr inbounds i8, ptr %284, i64 %692
  %696 = add nsw i32 %283, -1
  %697 = icmp eq i32 %696, 0
  br i1 %697, label %698, label %282, !llvm.loop !164

698:                                              ; preds = %694
  %699 = load ptr, ptr %147, align 8, !tbaa !73
  %700 = load ptr, ptr %52, align 8, !tbaa !70
  %701 = icmp eq ptr %699, %700
  %702 = load i32, ptr %136, align 8
  %703 = icmp eq i32 %702, 64
  %704 = select i1 %701, i1 %703, i1 false
  br i1 %704, label %705, label %711

705:                                              ; preds = %698
  %706 = load <2 x i64>, ptr %42, align 8, !tbaa !43
  %707 = trunc <2 x i64> %706 to <2 x i32>
  store <2 x i32> %707, ptr %41, align 4, !tbaa !27
  %708 = load i64, ptr %49, align 8, !tbaa !43
  %709 = trunc i64 %708 to i32
  store i32 %709, ptr %46, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  %710 = load ptr, ptr %8, align 8, !tbaa !37
  br label %713

711:                                              ; preds = %691, %698, %562, %120, %107, %56, %39
  %712 = phi i64 [ -20, %562 ], [ -20, %120 ], [ -20, %698 ], [ -20, %39 ], [ -20, %56 ], [ -20, %107 ], [ %692, %691 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  br label %732

713:                                              ; preds = %705, %25
  %714 = phi ptr [ %710, %705 ], [ %28, %25 ]
  %715 = phi ptr [ %695, %705 ], [ %1, %25 ]
  %716 = ptrtoint ptr %31 to i64
  %717 = ptrtoint ptr %714 to i64
  %718 = sub i64 %716, %717
  %719 = ptrtoint ptr %26 to i64
  %720 = ptrtoint ptr %715 to i64
  %721 = sub i64 %719, %720
  %722 = icmp ugt i64 %718, %721
  br i1 %722, label %732, label %723

723:                                              ; preds = %713
  %724 = icmp eq ptr %715, null
  br i1 %724, label %728, label %725

725:                                              ; preds = %723
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %715, ptr align 1 %714, i64 %718, i1 false)
  %726 = getelementptr inbounds i8, ptr %715, i64 %718
  %727 = ptrtoint ptr %726 to i64
  br label %728

728:                                              ; preds = %725, %723
  %729 = phi i64 [ 0, %723 ], [ %727, %725 ]
  %730 = ptrtoint ptr %1 to i64
  %731 = sub i64 %729, %730
  br label %732

732:                                              ; preds = %711, %713, %728
  %733 = phi i64 [ %731, %728 ], [ %712, %711 ], [ -70, %713 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #17
  br label %734

734:                                              ; preds = %732, %13
  %735 = phi i64 [ %14, %13 ], [ %733, %732 ]
  ret i64 %735
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_checkContinuity(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 29888
  %5 = load ptr, ptr %4, align 8, !tbaa !165
  %6 = icmp ne ptr %5, %1
  %7 = icmp ne i64 %2, 0
  %8 = and i1 %7, %6
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %5, ptr %10, align 8, !tbaa !69
  %11 = getelementptr inbounds i8, ptr %0, i64 29896
  %12 = load ptr, ptr %11, align 8, !tbaa !68
  %13 = ptrtoint ptr %5 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %14, %13
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %16, ptr %17, align 8, !tbaa !65
  store ptr %1, ptr %11, align 8, !tbaa !68
  store ptr %1, ptr %4, align 8, !tbaa !165
  br label %18

18:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 0, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 29888
  %8 = load ptr, ptr %7, align 8, !tbaa !165
  %9 = icmp ne ptr %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %8, ptr %13, align 8, !tbaa !69
  %14 = getelementptr inbounds i8, ptr %0, i64 29896
  %15 = load ptr, ptr %14, align 8, !tbaa !68
  %16 = ptrtoint ptr %8 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %19, ptr %20, align 8, !tbaa !65
  store ptr %1, ptr %14, align 8, !tbaa !68
  store ptr %1, ptr %7, align 8, !tbaa !165
  br label %21

21:                                               ; preds = %5, %12
  %22 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %1, i64 %22
  store ptr %25, ptr %7, align 8, !tbaa !165
  br label %26

26:                                               ; preds = %21, %24
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 0, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 29888
  %8 = load ptr, ptr %7, align 8, !tbaa !165
  %9 = icmp ne ptr %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %8, ptr %13, align 8, !tbaa !69
  %14 = getelementptr inbounds i8, ptr %0, i64 29896
  %15 = load ptr, ptr %14, align 8, !tbaa !68
  %16 = ptrtoint ptr %8 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %19, ptr %20, align 8, !tbaa !65
  store ptr %1, ptr %14, align 8, !tbaa !68
  store ptr %1, ptr %7, align 8, !tbaa !165
  br label %21

21:                                               ; preds = %12, %5
  %22 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %1, i64 %22
  store ptr %25, ptr %7, align 8, !tbaa !165
  br label %26

26:                                               ; preds = %21, %24
  ret i64 %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #7

declare i64 @HUF_decompress1X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

declare i64 @HUF_decompress4X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

declare i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #8

declare i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #11

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesLong_bmi2(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #12 {
  %7 = alloca ptr, align 8
  %8 = alloca [8 x %struct.seq_t], align 16
  %9 = alloca %struct.seqState_t, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 30368
  %11 = load i32, ptr %10, align 8, !tbaa !31
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %16

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 30352
  %15 = load ptr, ptr %14, align 8, !tbaa !30
  br label %19

16:                                               ; preds = %6
  %17 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi ptr [ %15, %13 ], [ %18, %16 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  %21 = getelementptr inbounds i8, ptr %0, i64 30120
  %22 = load ptr, ptr %21, align 8, !tbaa !38
  store ptr %22, ptr %7, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %0, i64 30360
  %24 = load ptr, ptr %23, align 8, !tbaa !36
  %25 = getelementptr inbounds i8, ptr %0, i64 29896
  %26 = load ptr, ptr %25, align 8, !tbaa !68
  %27 = getelementptr inbounds i8, ptr %0, i64 29904
  %28 = load ptr, ptr %27, align 8, !tbaa !65
  %29 = getelementptr inbounds i8, ptr %0, i64 29912
  %30 = load ptr, ptr %29, align 8, !tbaa !69
  %31 = icmp eq i32 %5, 0
  br i1 %31, label %2252, label %32

32:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #17
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #17
  %33 = ptrtoint ptr %26 to i64
  %34 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %34, align 4, !tbaa !60
  %35 = getelementptr inbounds i8, ptr %0, i64 26684
  %36 = getelementptr inbounds i8, ptr %9, i64 88
  %37 = load i32, ptr %35, align 4, !tbaa !27
  %38 = zext i32 %37 to i64
  store i64 %38, ptr %36, align 8, !tbaa !43
  %39 = getelementptr inbounds i8, ptr %0, i64 26688
  %40 = load i32, ptr %39, align 4, !tbaa !27
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %9, i64 96
  store i64 %41, ptr %42, align 8, !tbaa !43
  %43 = getelementptr inbounds i8, ptr %0, i64 26692
  %44 = load i32, ptr %43, align 4, !tbaa !27
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %9, i64 104
  store i64 %45, ptr %46, align 8, !tbaa !43
  %47 = tail call i32 @llvm.smin.i32(i32 %5, i32 8)
  %48 = ptrtoint ptr %1 to i64
  %49 = sub i64 %48, %33
  %50 = icmp eq i64 %4, 0
  br i1 %50, label %2250, label %51

51:                                               ; preds = %32
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %52, align 8, !tbaa !70
  %53 = getelementptr inbounds i8, ptr %3, i64 8
  %54 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %53, ptr %54, align 8, !tbaa !72
  %55 = icmp ugt i64 %4, 7
  br i1 %55, label %56, label %62

56:                                               ; preds = %51
  %57 = add nsw i64 %4, -8
  %58 = getelementptr inbounds i8, ptr %3, i64 %57
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %58, ptr %59, align 8, !tbaa !73
  %60 = load i64, ptr %58, align 1
  store i64 %60, ptr %9, align 8, !tbaa !74
  %61 = icmp ult i64 %60, 72057594037927936
  br i1 %61, label %2250, label %120

62:                                               ; preds = %51
  %63 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %3, ptr %63, align 8, !tbaa !73
  %64 = load i8, ptr %3, align 1, !tbaa !9
  %65 = zext i8 %64 to i64
  store i64 %65, ptr %9, align 8, !tbaa !74
  switch i64 %4, label %107 [
    i64 7, label %66
    i64 6, label %72
    i64 5, label %79
    i64 4, label %86
    i64 3, label %93
    i64 2, label %100
  ]

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %3, i64 6
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 48
  %71 = or disjoint i64 %70, %65
  br label %72

72:                                               ; preds = %66, %62
  %73 = phi i64 [ %65, %62 ], [ %71, %66 ]
  %74 = getelementptr inbounds i8, ptr %3, i64 5
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = zext i8 %75 to i64
  %77 = shl nuw nsw i64 %76, 40
  %78 = add nuw nsw i64 %77, %73
  br label %79

79:                                               ; preds = %72, %62
  %80 = phi i64 [ %65, %62 ], [ %78, %72 ]
  %81 = getelementptr inbounds i8, ptr %3, i64 4
  %82 = load i8, ptr %81, align 1, !tbaa !9
  %83 = zext i8 %82 to i64
  %84 = shl nuw nsw i64 %83, 32
  %85 = add nuw nsw i64 %84, %80
  br label %86

86:                                               ; preds = %79, %62
  %87 = phi i64 [ %65, %62 ], [ %85, %79 ]
  %88 = getelementptr inbounds i8, ptr %3, i64 3
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 24
  %92 = add nuw nsw i64 %91, %87
  br label %93

93:                                               ; preds = %86, %62
  %94 = phi i64 [ %65, %62 ], [ %92, %86 ]
  %95 = getelementptr inbounds i8, ptr %3, i64 2
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 16
  %99 = add nuw nsw i64 %98, %94
  br label %100

100:                                              ; preds = %93, %62
  %101 = phi i64 [ %65, %62 ], [ %99, %93 ]
  %102 = getelementptr inbounds i8, ptr %3, i64 1
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = zext i8 %103 to i64
  %105 = shl nuw nsw i64 %104, 8
  %106 = add nuw nsw i64 %105, %101
  store i64 %106, ptr %9, align 8, !tbaa !74
  br label %107

107:                                              ; preds = %100, %62
  %108 = phi i64 [ %106, %100 ], [ %65, %62 ]
  %109 = getelementptr i8, ptr %3, i64 %4
  %110 = getelementptr i8, ptr %109, i64 -1
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %2250, label %113

113:                                              ; preds = %107
  %114 = zext i8 %111 to i32
  %115 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %114, i1 true)
  %116 = trunc nuw i64 %4 to i32
  %117 = shl nuw nsw i32 %116, 3
  %118 = sub nsw i32 %115, %117
  %119 = add nsw i32 %118, 41
  br label %127

120:                                              ; preds = %56
  %121 = lshr i64 %60, 56
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %122, i1 true)
  %124 = xor i32 %123, 31
  %125 = sub nuw nsw i32 8, %124
  %126 = icmp ult i64 %4, -119
  br i1 %126, label %127, label %2250

127:                                              ; preds = %113, %120
  %128 = phi i64 [ 0, %113 ], [ %57, %120 ]
  %129 = phi i32 [ %119, %113 ], [ %125, %120 ]
  %130 = phi i64 [ %108, %113 ], [ %60, %120 ]
  %131 = getelementptr inbounds i8, ptr %3, i64 %128
  %132 = getelementptr inbounds i8, ptr %9, i64 40
  %133 = load ptr, ptr %0, align 8, !tbaa !75
  %134 = getelementptr inbounds i8, ptr %133, i64 4
  %135 = load i32, ptr %134, align 4, !tbaa !61
  %136 = getelementptr inbounds i8, ptr %9, i64 8
  %137 = add i32 %129, %135
  %138 = sub i32 0, %137
  %139 = and i32 %138, 63
  %140 = zext nneg i32 %139 to i64
  %141 = lshr i64 %130, %140
  %142 = zext nneg i32 %135 to i64
  %143 = shl nsw i64 -1, %142
  %144 = xor i64 %143, -1
  %145 = and i64 %141, %144
  store i64 %145, ptr %132, align 8, !tbaa !76
  %146 = icmp ugt i32 %137, 64
  %147 = getelementptr inbounds i8, ptr %9, i64 16
  br i1 %146, label %148, label %149, !prof !50

148:                                              ; preds = %127
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %174

149:                                              ; preds = %127
  %150 = icmp slt i64 %128, 8
  br i1 %150, label %158, label %151

151:                                              ; preds = %149
  %152 = lshr i32 %137, 3
  %153 = zext nneg i32 %152 to i64
  %154 = sub nsw i64 0, %153
  %155 = getelementptr inbounds i8, ptr %131, i64 %154
  store ptr %155, ptr %147, align 8, !tbaa !73
  %156 = and i32 %137, 7
  store i32 %156, ptr %136, align 8, !tbaa !78
  %157 = load i64, ptr %155, align 1, !tbaa !43
  store i64 %157, ptr %9, align 8, !tbaa !74
  br label %174

158:                                              ; preds = %149
  %159 = icmp eq i64 %128, 0
  br i1 %159, label %174, label %160

160:                                              ; preds = %158
  %161 = lshr i32 %137, 3
  %162 = zext nneg i32 %161 to i64
  %163 = sub nsw i64 0, %162
  %164 = getelementptr inbounds i8, ptr %131, i64 %163
  %165 = icmp ult ptr %164, %3
  %166 = trunc i64 %128 to i32
  %167 = select i1 %165, i32 %166, i32 %161
  %168 = zext i32 %167 to i64
  %169 = sub nsw i64 0, %168
  %170 = getelementptr inbounds i8, ptr %131, i64 %169
  store ptr %170, ptr %147, align 8, !tbaa !73
  %171 = shl i32 %167, 3
  %172 = sub i32 %137, %171
  store i32 %172, ptr %136, align 8, !tbaa !78
  %173 = load i64, ptr %170, align 1, !tbaa !43
  store i64 %173, ptr %9, align 8, !tbaa !74
  br label %174

174:                                              ; preds = %148, %151, %158, %160
  %175 = phi ptr [ @BIT_reloadDStream.zeroFilled, %148 ], [ %155, %151 ], [ %3, %158 ], [ %170, %160 ]
  %176 = phi i32 [ %137, %148 ], [ %156, %151 ], [ %137, %158 ], [ %172, %160 ]
  %177 = phi i64 [ %130, %148 ], [ %157, %151 ], [ %130, %158 ], [ %173, %160 ]
  %178 = getelementptr inbounds i8, ptr %133, i64 8
  %179 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %178, ptr %179, align 8, !tbaa !79
  %180 = getelementptr inbounds i8, ptr %9, i64 56
  %181 = getelementptr inbounds i8, ptr %0, i64 16
  %182 = load ptr, ptr %181, align 8, !tbaa !66
  %183 = getelementptr inbounds i8, ptr %182, i64 4
  %184 = load i32, ptr %183, align 4, !tbaa !61
  %185 = add i32 %176, %184
  %186 = sub i32 0, %185
  %187 = and i32 %186, 63
  %188 = zext nneg i32 %187 to i64
  %189 = lshr i64 %177, %188
  %190 = zext nneg i32 %184 to i64
  %191 = shl nsw i64 -1, %190
  %192 = xor i64 %191, -1
  %193 = and i64 %189, %192
  store i64 %193, ptr %180, align 8, !tbaa !76
  %194 = icmp ugt i32 %185, 64
  br i1 %194, label %195, label %196, !prof !50

195:                                              ; preds = %174
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %224

196:                                              ; preds = %174
  %197 = icmp ult ptr %175, %53
  br i1 %197, label %205, label %198

198:                                              ; preds = %196
  %199 = lshr i32 %185, 3
  %200 = zext nneg i32 %199 to i64
  %201 = sub nsw i64 0, %200
  %202 = getelementptr inbounds i8, ptr %175, i64 %201
  store ptr %202, ptr %147, align 8, !tbaa !73
  %203 = and i32 %185, 7
  %204 = load i64, ptr %202, align 1, !tbaa !43
  store i64 %204, ptr %9, align 8, !tbaa !74
  br label %224

205:                                              ; preds = %196
  %206 = icmp eq ptr %175, %3
  br i1 %206, label %224, label %207

207:                                              ; preds = %205
  %208 = lshr i32 %185, 3
  %209 = zext nneg i32 %208 to i64
  %210 = sub nsw i64 0, %209
  %211 = getelementptr inbounds i8, ptr %175, i64 %210
  %212 = icmp ult ptr %211, %3
  %213 = ptrtoint ptr %175 to i64
  %214 = ptrtoint ptr %3 to i64
  %215 = sub i64 %213, %214
  %216 = trunc i64 %215 to i32
  %217 = select i1 %212, i32 %216, i32 %208
  %218 = zext i32 %217 to i64
  %219 = sub nsw i64 0, %218
  %220 = getelementptr inbounds i8, ptr %175, i64 %219
  store ptr %220, ptr %147, align 8, !tbaa !73
  %221 = shl i32 %217, 3
  %222 = sub i32 %185, %221
  %223 = load i64, ptr %220, align 1, !tbaa !43
  store i64 %223, ptr %9, align 8, !tbaa !74
  br label %224

224:                                              ; preds = %195, %198, %205, %207
  %225 = phi ptr [ @BIT_reloadDStream.zeroFilled, %195 ], [ %202, %198 ], [ %175, %205 ], [ %220, %207 ]
  %226 = phi i32 [ %185, %195 ], [ %203, %198 ], [ %185, %205 ], [ %222, %207 ]
  %227 = phi i64 [ %177, %195 ], [ %204, %198 ], [ %177, %205 ], [ %223, %207 ]
  %228 = getelementptr inbounds i8, ptr %182, i64 8
  %229 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %228, ptr %229, align 8, !tbaa !79
  %230 = getelementptr inbounds i8, ptr %9, i64 72
  %231 = getelementptr inbounds i8, ptr %0, i64 8
  %232 = load ptr, ptr %231, align 8, !tbaa !80
  %233 = getelementptr inbounds i8, ptr %232, i64 4
  %234 = load i32, ptr %233, align 4, !tbaa !61
  %235 = add i32 %226, %234
  %236 = sub i32 0, %235
  %237 = and i32 %236, 63
  %238 = zext nneg i32 %237 to i64
  %239 = lshr i64 %227, %238
  %240 = zext nneg i32 %234 to i64
  %241 = shl nsw i64 -1, %240
  %242 = xor i64 %241, -1
  %243 = and i64 %239, %242
  store i32 %235, ptr %136, align 8, !tbaa !78
  store i64 %243, ptr %230, align 8, !tbaa !76
  %244 = icmp ugt i32 %235, 64
  br i1 %244, label %245, label %246, !prof !50

245:                                              ; preds = %224
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73
  br label %274

246:                                              ; preds = %224
  %247 = icmp ult ptr %225, %53
  br i1 %247, label %255, label %248

248:                                              ; preds = %246
  %249 = lshr i32 %235, 3
  %250 = zext nneg i32 %249 to i64
  %251 = sub nsw i64 0, %250
  %252 = getelementptr inbounds i8, ptr %225, i64 %251
  store ptr %252, ptr %147, align 8, !tbaa !73
  %253 = and i32 %235, 7
  store i32 %253, ptr %136, align 8, !tbaa !78
  %254 = load i64, ptr %252, align 1, !tbaa !43
  store i64 %254, ptr %9, align 8, !tbaa !74
  br label %274

255:                                              ; preds = %246
  %256 = icmp eq ptr %225, %3
  br i1 %256, label %274, label %257

257:                                              ; preds = %255
  %258 = lshr i32 %235, 3
  %259 = zext nneg i32 %258 to i64
  %260 = sub nsw i64 0, %259
  %261 = getelementptr inbounds i8, ptr %225, i64 %260
  %262 = icmp ult ptr %261, %3
  %263 = ptrtoint ptr %225 to i64
  %264 = ptrtoint ptr %3 to i64
  %265 = sub i64 %263, %264
  %266 = trunc i64 %265 to i32
  %267 = select i1 %262, i32 %266, i32 %258
  %268 = zext i32 %267 to i64
  %269 = sub nsw i64 0, %268
  %270 = getelementptr inbounds i8, ptr %225, i64 %269
  store ptr %270, ptr %147, align 8, !tbaa !73
  %271 = shl i32 %267, 3
  %272 = sub i32 %235, %271
  store i32 %272, ptr %136, align 8, !tbaa !78
  %273 = load i64, ptr %270, align 1, !tbaa !43
  store i64 %273, ptr %9, align 8, !tbaa !74
  br label %274

274:                                              ; preds = %245, %248, %255, %257
  %275 = phi i64 [ %227, %245 ], [ %254, %248 ], [ %227, %255 ], [ %273, %257 ]
  %276 = phi i32 [ %235, %245 ], [ %253, %248 ], [ %235, %255 ], [ %272, %257 ]
  %277 = phi ptr [ @BIT_reloadDStream.zeroFilled, %245 ], [ %252, %248 ], [ %225, %255 ], [ %270, %257 ]
  %278 = getelementptr inbounds i8, ptr %232, i64 8
  %279 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %278, ptr %279, align 8, !tbaa !79
  %280 = icmp sgt i32 %5, 0
  br i1 %280, label %281, label %288

281:                                              ; preds = %274
  %282 = add nsw i32 %5, -1
  %283 = getelementptr inbounds i8, ptr %9, i64 96
  %284 = getelementptr inbounds i8, ptr %9, i64 104
  %285 = ptrtoint ptr %3 to i64
  %286 = zext nneg i32 %282 to i64
  %287 = zext nneg i32 %47 to i64
  br label %305

288:                                              ; preds = %527, %274
  %289 = phi i32 [ %276, %274 ], [ %529, %527 ]
  %290 = phi ptr [ %277, %274 ], [ %528, %527 ]
  %291 = phi i64 [ %49, %274 ], [ %541, %527 ]
  %292 = phi i32 [ 0, %274 ], [ %47, %527 ]
  %293 = icmp slt i32 %292, %5
  br i1 %293, label %294, label %1517

294:                                              ; preds = %288
  %295 = add nsw i32 %5, -1
  %296 = getelementptr inbounds i8, ptr %9, i64 96
  %297 = getelementptr inbounds i8, ptr %9, i64 104
  %298 = getelementptr inbounds i8, ptr %20, i64 -32
  %299 = ptrtoint ptr %28 to i64
  %300 = ptrtoint ptr %20 to i64
  %301 = getelementptr inbounds i8, ptr %0, i64 30372
  %302 = getelementptr inbounds i8, ptr %0, i64 95908
  %303 = getelementptr inbounds i8, ptr %0, i64 30388
  %304 = getelementptr i8, ptr %0, i64 30372
  br label %547

305:                                              ; preds = %281, %527
  %306 = phi i64 [ 0, %281 ], [ %545, %527 ]
  %307 = phi i64 [ %41, %281 ], [ %398, %527 ]
  %308 = phi i64 [ %38, %281 ], [ %399, %527 ]
  %309 = phi i64 [ %49, %281 ], [ %541, %527 ]
  %310 = phi i64 [ %145, %281 ], [ %533, %527 ]
  %311 = phi i64 [ %243, %281 ], [ %532, %527 ]
  %312 = phi i64 [ %193, %281 ], [ %531, %527 ]
  %313 = phi i64 [ %275, %281 ], [ %530, %527 ]
  %314 = phi i32 [ %276, %281 ], [ %529, %527 ]
  %315 = phi ptr [ %277, %281 ], [ %528, %527 ]
  %316 = icmp eq i64 %306, %286
  %317 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %178, i64 %310
  %318 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %278, i64 %311
  %319 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %228, i64 %312
  %320 = getelementptr inbounds i8, ptr %318, i64 4
  %321 = load i32, ptr %320, align 4, !tbaa !40, !noalias !166
  %322 = zext i32 %321 to i64
  %323 = getelementptr inbounds i8, ptr %317, i64 4
  %324 = load i32, ptr %323, align 4, !tbaa !40, !noalias !166
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds i8, ptr %319, i64 4
  %327 = load i32, ptr %326, align 4, !tbaa !40, !noalias !166
  %328 = getelementptr inbounds i8, ptr %317, i64 2
  %329 = load i8, ptr %328, align 2, !tbaa !56, !noalias !166
  %330 = getelementptr inbounds i8, ptr %318, i64 2
  %331 = load i8, ptr %330, align 2, !tbaa !56, !noalias !166
  %332 = getelementptr inbounds i8, ptr %319, i64 2
  %333 = load i8, ptr %332, align 2, !tbaa !56, !noalias !166
  %334 = zext i8 %329 to i32
  %335 = zext i8 %331 to i32
  %336 = add i8 %331, %329
  %337 = add i8 %336, %333
  %338 = load i16, ptr %317, align 4, !tbaa !55, !noalias !166
  %339 = load i16, ptr %318, align 4, !tbaa !55, !noalias !166
  %340 = load i16, ptr %319, align 4, !tbaa !55, !noalias !166
  %341 = getelementptr inbounds i8, ptr %317, i64 3
  %342 = load i8, ptr %341, align 1, !tbaa !54, !noalias !166
  %343 = zext i8 %342 to i32
  %344 = getelementptr inbounds i8, ptr %318, i64 3
  %345 = load i8, ptr %344, align 1, !tbaa !54, !noalias !166
  %346 = zext i8 %345 to i32
  %347 = getelementptr inbounds i8, ptr %319, i64 3
  %348 = load i8, ptr %347, align 1, !tbaa !54, !noalias !166
  %349 = zext i8 %348 to i32
  %350 = icmp ugt i8 %333, 1
  br i1 %350, label %351, label %363

351:                                              ; preds = %305
  %352 = zext i8 %333 to i32
  %353 = and i32 %314, 63
  %354 = zext nneg i32 %353 to i64
  %355 = shl i64 %313, %354
  %356 = sub nsw i32 0, %352
  %357 = and i32 %356, 63
  %358 = zext nneg i32 %357 to i64
  %359 = lshr i64 %355, %358
  %360 = add i32 %314, %352
  store i32 %360, ptr %136, align 8, !tbaa !78, !noalias !166
  %361 = zext i32 %327 to i64
  %362 = add i64 %359, %361
  store i64 %307, ptr %284, align 8, !tbaa !43, !noalias !166
  br label %397

363:                                              ; preds = %305
  %364 = icmp eq i32 %324, 0
  %365 = icmp eq i8 %333, 0
  br i1 %365, label %366, label %374, !prof !84

366:                                              ; preds = %363
  %367 = zext i1 %364 to i64
  %368 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %367
  %369 = load i64, ptr %368, align 8, !tbaa !43, !noalias !166
  %370 = xor i1 %364, true
  %371 = zext i1 %370 to i64
  %372 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %371
  %373 = load i64, ptr %372, align 8, !tbaa !43, !noalias !166
  br label %397

374:                                              ; preds = %363
  %375 = zext i1 %364 to i32
  %376 = add i32 %327, %375
  %377 = zext i32 %376 to i64
  %378 = and i32 %314, 63
  %379 = zext nneg i32 %378 to i64
  %380 = shl i64 %313, %379
  %381 = lshr i64 %380, 63
  %382 = add i32 %314, 1
  store i32 %382, ptr %136, align 8, !tbaa !78, !noalias !166
  %383 = add nuw nsw i64 %381, %377
  %384 = icmp eq i64 %383, 3
  br i1 %384, label %385, label %389

385:                                              ; preds = %374
  %386 = add i64 %308, -1
  %387 = icmp eq i64 %386, 0
  %388 = select i1 %387, i64 -1, i64 %386
  br label %395

389:                                              ; preds = %374
  %390 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %383
  %391 = load i64, ptr %390, align 8, !tbaa !43, !noalias !166
  %392 = icmp eq i64 %391, 0
  %393 = select i1 %392, i64 -1, i64 %391
  %394 = icmp eq i64 %383, 1
  br i1 %394, label %397, label %395

395:                                              ; preds = %385, %389
  %396 = phi i64 [ %388, %385 ], [ %393, %389 ]
  store i64 %307, ptr %284, align 8, !tbaa !43, !noalias !166
  br label %397

397:                                              ; preds = %389, %395, %366, %351
  %398 = phi i64 [ %373, %366 ], [ %308, %351 ], [ %308, %395 ], [ %308, %389 ]
  %399 = phi i64 [ %369, %366 ], [ %362, %351 ], [ %396, %395 ], [ %393, %389 ]
  %400 = phi i32 [ %314, %366 ], [ %360, %351 ], [ %382, %395 ], [ %382, %389 ]
  store i64 %398, ptr %283, align 8, !tbaa !43, !noalias !166
  store i64 %399, ptr %36, align 8, !tbaa !43, !noalias !166
  %401 = icmp eq i8 %331, 0
  br i1 %401, label %412, label %402

402:                                              ; preds = %397
  %403 = and i32 %400, 63
  %404 = zext nneg i32 %403 to i64
  %405 = shl i64 %313, %404
  %406 = sub nsw i32 0, %335
  %407 = and i32 %406, 63
  %408 = zext nneg i32 %407 to i64
  %409 = lshr i64 %405, %408
  %410 = add i32 %400, %335
  store i32 %410, ptr %136, align 8, !tbaa !78, !noalias !166
  %411 = add i64 %409, %322
  br label %412

412:                                              ; preds = %402, %397
  %413 = phi i32 [ %400, %397 ], [ %410, %402 ]
  %414 = phi i64 [ %322, %397 ], [ %411, %402 ]
  %415 = icmp ugt i8 %337, 30
  br i1 %415, label %416, label %446, !prof !50

416:                                              ; preds = %412
  %417 = icmp ugt i32 %413, 64
  br i1 %417, label %418, label %419, !prof !50

418:                                              ; preds = %416
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !166
  br label %446

419:                                              ; preds = %416
  %420 = icmp ult ptr %315, %53
  br i1 %420, label %428, label %421

421:                                              ; preds = %419
  %422 = lshr i32 %413, 3
  %423 = zext nneg i32 %422 to i64
  %424 = sub nsw i64 0, %423
  %425 = getelementptr inbounds i8, ptr %315, i64 %424
  store ptr %425, ptr %147, align 8, !tbaa !73, !noalias !166
  %426 = and i32 %413, 7
  store i32 %426, ptr %136, align 8, !tbaa !78, !noalias !166
  %427 = load i64, ptr %425, align 1, !tbaa !43, !noalias !166
  store i64 %427, ptr %9, align 8, !tbaa !74, !noalias !166
  br label %446

428:                                              ; preds = %419
  %429 = icmp eq ptr %315, %3
  br i1 %429, label %446, label %430

430:                                              ; preds = %428
  %431 = lshr i32 %413, 3
  %432 = zext nneg i32 %431 to i64
  %433 = sub nsw i64 0, %432
  %434 = getelementptr inbounds i8, ptr %315, i64 %433
  %435 = icmp ult ptr %434, %3
  %436 = ptrtoint ptr %315 to i64
  %437 = sub i64 %436, %285
  %438 = trunc i64 %437 to i32
  %439 = select i1 %435, i32 %438, i32 %431
  %440 = zext i32 %439 to i64
  %441 = sub nsw i64 0, %440
  %442 = getelementptr inbounds i8, ptr %315, i64 %441
  store ptr %442, ptr %147, align 8, !tbaa !73, !noalias !166
  %443 = shl i32 %439, 3
  %444 = sub i32 %413, %443
  store i32 %444, ptr %136, align 8, !tbaa !78, !noalias !166
  %445 = load i64, ptr %442, align 1, !tbaa !43, !noalias !166
  store i64 %445, ptr %9, align 8, !tbaa !74, !noalias !166
  br label %446

446:                                              ; preds = %428, %430, %421, %418, %412
  %447 = phi ptr [ %315, %428 ], [ %442, %430 ], [ %425, %421 ], [ @BIT_reloadDStream.zeroFilled, %418 ], [ %315, %412 ]
  %448 = phi i32 [ %413, %428 ], [ %444, %430 ], [ %426, %421 ], [ %413, %418 ], [ %413, %412 ]
  %449 = phi i64 [ %313, %428 ], [ %445, %430 ], [ %427, %421 ], [ %313, %418 ], [ %313, %412 ]
  %450 = icmp eq i8 %329, 0
  br i1 %450, label %461, label %451

451:                                              ; preds = %446
  %452 = and i32 %448, 63
  %453 = zext nneg i32 %452 to i64
  %454 = shl i64 %449, %453
  %455 = sub nsw i32 0, %334
  %456 = and i32 %455, 63
  %457 = zext nneg i32 %456 to i64
  %458 = lshr i64 %454, %457
  %459 = add i32 %448, %334
  store i32 %459, ptr %136, align 8, !tbaa !78, !noalias !166
  %460 = add i64 %458, %325
  br label %461

461:                                              ; preds = %451, %446
  %462 = phi i32 [ %448, %446 ], [ %459, %451 ]
  %463 = phi i64 [ %325, %446 ], [ %460, %451 ]
  br i1 %316, label %527, label %464

464:                                              ; preds = %461
  %465 = add i32 %462, %343
  %466 = sub i32 0, %465
  %467 = and i32 %466, 63
  %468 = zext nneg i32 %467 to i64
  %469 = lshr i64 %449, %468
  %470 = zext nneg i8 %342 to i64
  %471 = shl nsw i64 -1, %470
  %472 = xor i64 %471, -1
  %473 = and i64 %469, %472
  %474 = zext i16 %338 to i64
  %475 = add nuw i64 %473, %474
  store i64 %475, ptr %132, align 8, !tbaa !76, !noalias !166
  %476 = add i32 %465, %346
  %477 = sub i32 0, %476
  %478 = and i32 %477, 63
  %479 = zext nneg i32 %478 to i64
  %480 = lshr i64 %449, %479
  %481 = zext nneg i8 %345 to i64
  %482 = shl nsw i64 -1, %481
  %483 = xor i64 %482, -1
  %484 = and i64 %480, %483
  %485 = zext i16 %339 to i64
  %486 = add nuw i64 %484, %485
  store i64 %486, ptr %230, align 8, !tbaa !76, !noalias !166
  %487 = add i32 %476, %349
  %488 = sub i32 0, %487
  %489 = and i32 %488, 63
  %490 = zext nneg i32 %489 to i64
  %491 = lshr i64 %449, %490
  %492 = zext nneg i8 %348 to i64
  %493 = shl nsw i64 -1, %492
  %494 = xor i64 %493, -1
  %495 = and i64 %491, %494
  store i32 %487, ptr %136, align 8, !tbaa !78, !noalias !166
  %496 = zext i16 %340 to i64
  %497 = add nuw i64 %495, %496
  store i64 %497, ptr %180, align 8, !tbaa !76, !noalias !166
  %498 = icmp ugt i32 %487, 64
  br i1 %498, label %499, label %500, !prof !50

499:                                              ; preds = %464
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !166
  br label %527

500:                                              ; preds = %464
  %501 = icmp ult ptr %447, %53
  br i1 %501, label %509, label %502

502:                                              ; preds = %500
  %503 = lshr i32 %487, 3
  %504 = zext nneg i32 %503 to i64
  %505 = sub nsw i64 0, %504
  %506 = getelementptr inbounds i8, ptr %447, i64 %505
  store ptr %506, ptr %147, align 8, !tbaa !73, !noalias !166
  %507 = and i32 %487, 7
  store i32 %507, ptr %136, align 8, !tbaa !78, !noalias !166
  %508 = load i64, ptr %506, align 1, !tbaa !43, !noalias !166
  store i64 %508, ptr %9, align 8, !tbaa !74, !noalias !166
  br label %527

509:                                              ; preds = %500
  %510 = icmp eq ptr %447, %3
  br i1 %510, label %527, label %511

511:                                              ; preds = %509
  %512 = lshr i32 %487, 3
  %513 = zext nneg i32 %512 to i64
  %514 = sub nsw i64 0, %513
  %515 = getelementptr inbounds i8, ptr %447, i64 %514
  %516 = icmp ult ptr %515, %3
  %517 = ptrtoint ptr %447 to i64
  %518 = sub i64 %517, %285
  %519 = trunc i64 %518 to i32
  %520 = select i1 %516, i32 %519, i32 %512
  %521 = zext i32 %520 to i64
  %522 = sub nsw i64 0, %521
  %523 = getelementptr inbounds i8, ptr %447, i64 %522
  store ptr %523, ptr %147, align 8, !tbaa !73, !noalias !166
  %524 = shl i32 %520, 3
  %525 = sub i32 %487, %524
  store i32 %525, ptr %136, align 8, !tbaa !78, !noalias !166
  %526 = load i64, ptr %523, align 1, !tbaa !43, !noalias !166
  store i64 %526, ptr %9, align 8, !tbaa !74, !noalias !166
  br label %527

527:                                              ; preds = %509, %511, %502, %499, %461
  %528 = phi ptr [ %447, %509 ], [ %523, %511 ], [ %506, %502 ], [ @BIT_reloadDStream.zeroFilled, %499 ], [ %447, %461 ]
  %529 = phi i32 [ %487, %509 ], [ %525, %511 ], [ %507, %502 ], [ %487, %499 ], [ %462, %461 ]
  %530 = phi i64 [ %449, %509 ], [ %526, %511 ], [ %508, %502 ], [ %449, %499 ], [ %449, %461 ]
  %531 = phi i64 [ %497, %509 ], [ %497, %511 ], [ %497, %502 ], [ %497, %499 ], [ %312, %461 ]
  %532 = phi i64 [ %486, %509 ], [ %486, %511 ], [ %486, %502 ], [ %486, %499 ], [ %311, %461 ]
  %533 = phi i64 [ %475, %509 ], [ %475, %511 ], [ %475, %502 ], [ %475, %499 ], [ %310, %461 ]
  %534 = add i64 %463, %309
  %535 = icmp ugt i64 %399, %534
  %536 = select i1 %535, ptr %30, ptr %26
  %537 = getelementptr inbounds i8, ptr %536, i64 %534
  %538 = sub i64 0, %399
  %539 = getelementptr inbounds i8, ptr %537, i64 %538
  tail call void @llvm.prefetch.p0(ptr %539, i32 0, i32 3, i32 1)
  %540 = getelementptr inbounds i8, ptr %539, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %540, i32 0, i32 3, i32 1)
  %541 = add i64 %534, %414
  %542 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %306
  store i64 %463, ptr %542, align 8, !tbaa !43
  %543 = getelementptr inbounds i8, ptr %542, i64 8
  store i64 %414, ptr %543, align 8, !tbaa !43
  %544 = getelementptr inbounds i8, ptr %542, i64 16
  store i64 %399, ptr %544, align 8, !tbaa !43
  %545 = add nuw nsw i64 %306, 1
  %546 = icmp eq i64 %545, %287
  br i1 %546, label %288, label %305, !llvm.loop !85

547:                                              ; preds = %294, %1506
  %548 = phi ptr [ %1, %294 ], [ %1509, %1506 ]
  %549 = phi ptr [ %24, %294 ], [ %1508, %1506 ]
  %550 = phi i32 [ %292, %294 ], [ %1511, %1506 ]
  %551 = phi i64 [ %291, %294 ], [ %1510, %1506 ]
  %552 = icmp eq i32 %550, %295
  %553 = load ptr, ptr %179, align 8, !tbaa !86, !noalias !169
  %554 = load i64, ptr %132, align 8, !tbaa !91, !noalias !169
  %555 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %553, i64 %554
  %556 = load ptr, ptr %279, align 8, !tbaa !92, !noalias !169
  %557 = load i64, ptr %230, align 8, !tbaa !93, !noalias !169
  %558 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %556, i64 %557
  %559 = load ptr, ptr %229, align 8, !tbaa !94, !noalias !169
  %560 = load i64, ptr %180, align 8, !tbaa !95, !noalias !169
  %561 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %559, i64 %560
  %562 = getelementptr inbounds i8, ptr %558, i64 4
  %563 = load i32, ptr %562, align 4, !tbaa !40, !noalias !169
  %564 = zext i32 %563 to i64
  %565 = getelementptr inbounds i8, ptr %555, i64 4
  %566 = load i32, ptr %565, align 4, !tbaa !40, !noalias !169
  %567 = zext i32 %566 to i64
  %568 = getelementptr inbounds i8, ptr %561, i64 4
  %569 = load i32, ptr %568, align 4, !tbaa !40, !noalias !169
  %570 = getelementptr inbounds i8, ptr %555, i64 2
  %571 = load i8, ptr %570, align 2, !tbaa !56, !noalias !169
  %572 = getelementptr inbounds i8, ptr %558, i64 2
  %573 = load i8, ptr %572, align 2, !tbaa !56, !noalias !169
  %574 = getelementptr inbounds i8, ptr %561, i64 2
  %575 = load i8, ptr %574, align 2, !tbaa !56, !noalias !169
  %576 = zext i8 %571 to i32
  %577 = zext i8 %573 to i32
  %578 = add i8 %573, %571
  %579 = add i8 %578, %575
  %580 = load i16, ptr %555, align 4, !tbaa !55, !noalias !169
  %581 = load i16, ptr %558, align 4, !tbaa !55, !noalias !169
  %582 = load i16, ptr %561, align 4, !tbaa !55, !noalias !169
  %583 = getelementptr inbounds i8, ptr %555, i64 3
  %584 = load i8, ptr %583, align 1, !tbaa !54, !noalias !169
  %585 = zext i8 %584 to i32
  %586 = getelementptr inbounds i8, ptr %558, i64 3
  %587 = load i8, ptr %586, align 1, !tbaa !54, !noalias !169
  %588 = zext i8 %587 to i32
  %589 = getelementptr inbounds i8, ptr %561, i64 3
  %590 = load i8, ptr %589, align 1, !tbaa !54, !noalias !169
  %591 = zext i8 %590 to i32
  %592 = icmp ugt i8 %575, 1
  br i1 %592, label %593, label %608

593:                                              ; preds = %547
  %594 = zext i8 %575 to i32
  %595 = load i64, ptr %9, align 8, !tbaa !74, !noalias !169
  %596 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %597 = and i32 %596, 63
  %598 = zext nneg i32 %597 to i64
  %599 = shl i64 %595, %598
  %600 = sub nsw i32 0, %594
  %601 = and i32 %600, 63
  %602 = zext nneg i32 %601 to i64
  %603 = lshr i64 %599, %602
  %604 = add i32 %596, %594
  store i32 %604, ptr %136, align 8, !tbaa !78, !noalias !169
  %605 = zext i32 %569 to i64
  %606 = add i64 %603, %605
  %607 = load i64, ptr %296, align 8, !tbaa !43, !noalias !169
  store i64 %607, ptr %297, align 8, !tbaa !43, !noalias !169
  br label %645

608:                                              ; preds = %547
  %609 = icmp eq i32 %566, 0
  %610 = icmp eq i8 %575, 0
  br i1 %610, label %611, label %618, !prof !84

611:                                              ; preds = %608
  %612 = zext i1 %609 to i64
  %613 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %612
  %614 = load i64, ptr %613, align 8, !tbaa !43, !noalias !169
  %615 = xor i1 %609, true
  %616 = zext i1 %615 to i64
  %617 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %616
  br label %645

618:                                              ; preds = %608
  %619 = zext i1 %609 to i32
  %620 = add i32 %569, %619
  %621 = zext i32 %620 to i64
  %622 = load i64, ptr %9, align 8, !tbaa !74, !noalias !169
  %623 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %624 = and i32 %623, 63
  %625 = zext nneg i32 %624 to i64
  %626 = shl i64 %622, %625
  %627 = lshr i64 %626, 63
  %628 = add i32 %623, 1
  store i32 %628, ptr %136, align 8, !tbaa !78, !noalias !169
  %629 = add nuw nsw i64 %627, %621
  %630 = icmp eq i64 %629, 3
  br i1 %630, label %631, label %636

631:                                              ; preds = %618
  %632 = load i64, ptr %36, align 8, !tbaa !43, !noalias !169
  %633 = add i64 %632, -1
  %634 = icmp eq i64 %633, 0
  %635 = select i1 %634, i64 -1, i64 %633
  br label %642

636:                                              ; preds = %618
  %637 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %629
  %638 = load i64, ptr %637, align 8, !tbaa !43, !noalias !169
  %639 = icmp eq i64 %638, 0
  %640 = select i1 %639, i64 -1, i64 %638
  %641 = icmp eq i64 %629, 1
  br i1 %641, label %645, label %642

642:                                              ; preds = %631, %636
  %643 = phi i64 [ %635, %631 ], [ %640, %636 ]
  %644 = load i64, ptr %296, align 8, !tbaa !43, !noalias !169
  store i64 %644, ptr %297, align 8, !tbaa !43, !noalias !169
  br label %645

645:                                              ; preds = %636, %642, %611, %593
  %646 = phi ptr [ %617, %611 ], [ %36, %593 ], [ %36, %642 ], [ %36, %636 ]
  %647 = phi i64 [ %614, %611 ], [ %606, %593 ], [ %643, %642 ], [ %640, %636 ]
  %648 = load i64, ptr %646, align 8, !tbaa !43, !noalias !169
  store i64 %648, ptr %296, align 8, !tbaa !43, !noalias !169
  store i64 %647, ptr %36, align 8, !tbaa !43, !noalias !169
  %649 = icmp eq i8 %573, 0
  br i1 %649, label %662, label %650

650:                                              ; preds = %645
  %651 = load i64, ptr %9, align 8, !tbaa !74, !noalias !169
  %652 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %653 = and i32 %652, 63
  %654 = zext nneg i32 %653 to i64
  %655 = shl i64 %651, %654
  %656 = sub nsw i32 0, %577
  %657 = and i32 %656, 63
  %658 = zext nneg i32 %657 to i64
  %659 = lshr i64 %655, %658
  %660 = add i32 %652, %577
  store i32 %660, ptr %136, align 8, !tbaa !78, !noalias !169
  %661 = add i64 %659, %564
  br label %662

662:                                              ; preds = %650, %645
  %663 = phi i64 [ %564, %645 ], [ %661, %650 ]
  %664 = icmp ugt i8 %579, 30
  br i1 %664, label %665, label %700, !prof !50

665:                                              ; preds = %662
  %666 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %667 = icmp ugt i32 %666, 64
  br i1 %667, label %668, label %669, !prof !50

668:                                              ; preds = %665
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !169
  br label %700

669:                                              ; preds = %665
  %670 = load ptr, ptr %147, align 8, !tbaa !73, !noalias !169
  %671 = load ptr, ptr %54, align 8, !tbaa !72, !noalias !169
  %672 = icmp ult ptr %670, %671
  br i1 %672, label %680, label %673

673:                                              ; preds = %669
  %674 = lshr i32 %666, 3
  %675 = zext nneg i32 %674 to i64
  %676 = sub nsw i64 0, %675
  %677 = getelementptr inbounds i8, ptr %670, i64 %676
  store ptr %677, ptr %147, align 8, !tbaa !73, !noalias !169
  %678 = and i32 %666, 7
  store i32 %678, ptr %136, align 8, !tbaa !78, !noalias !169
  %679 = load i64, ptr %677, align 1, !tbaa !43, !noalias !169
  store i64 %679, ptr %9, align 8, !tbaa !74, !noalias !169
  br label %700

680:                                              ; preds = %669
  %681 = load ptr, ptr %52, align 8, !tbaa !70, !noalias !169
  %682 = icmp eq ptr %670, %681
  br i1 %682, label %700, label %683

683:                                              ; preds = %680
  %684 = lshr i32 %666, 3
  %685 = zext nneg i32 %684 to i64
  %686 = sub nsw i64 0, %685
  %687 = getelementptr inbounds i8, ptr %670, i64 %686
  %688 = icmp ult ptr %687, %681
  %689 = ptrtoint ptr %670 to i64
  %690 = ptrtoint ptr %681 to i64
  %691 = sub i64 %689, %690
  %692 = trunc i64 %691 to i32
  %693 = select i1 %688, i32 %692, i32 %684
  %694 = zext i32 %693 to i64
  %695 = sub nsw i64 0, %694
  %696 = getelementptr inbounds i8, ptr %670, i64 %695
  store ptr %696, ptr %147, align 8, !tbaa !73, !noalias !169
  %697 = shl i32 %693, 3
  %698 = sub i32 %666, %697
  store i32 %698, ptr %136, align 8, !tbaa !78, !noalias !169
  %699 = load i64, ptr %696, align 1, !tbaa !43, !noalias !169
  store i64 %699, ptr %9, align 8, !tbaa !74, !noalias !169
  br label %700

700:                                              ; preds = %680, %683, %673, %668, %662
  %701 = icmp eq i8 %571, 0
  br i1 %701, label %714, label %702

702:                                              ; preds = %700
  %703 = load i64, ptr %9, align 8, !tbaa !74, !noalias !169
  %704 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %705 = and i32 %704, 63
  %706 = zext nneg i32 %705 to i64
  %707 = shl i64 %703, %706
  %708 = sub nsw i32 0, %576
  %709 = and i32 %708, 63
  %710 = zext nneg i32 %709 to i64
  %711 = lshr i64 %707, %710
  %712 = add i32 %704, %576
  store i32 %712, ptr %136, align 8, !tbaa !78, !noalias !169
  %713 = add i64 %711, %567
  br label %714

714:                                              ; preds = %702, %700
  %715 = phi i64 [ %567, %700 ], [ %713, %702 ]
  br i1 %552, label %785, label %716

716:                                              ; preds = %714
  %717 = load i64, ptr %9, align 8, !tbaa !74, !noalias !169
  %718 = load i32, ptr %136, align 8, !tbaa !78, !noalias !169
  %719 = add i32 %718, %585
  %720 = sub i32 0, %719
  %721 = and i32 %720, 63
  %722 = zext nneg i32 %721 to i64
  %723 = lshr i64 %717, %722
  %724 = zext nneg i8 %584 to i64
  %725 = shl nsw i64 -1, %724
  %726 = xor i64 %725, -1
  %727 = and i64 %723, %726
  %728 = zext i16 %580 to i64
  %729 = add nuw i64 %727, %728
  store i64 %729, ptr %132, align 8, !tbaa !76, !noalias !169
  %730 = add i32 %719, %588
  %731 = sub i32 0, %730
  %732 = and i32 %731, 63
  %733 = zext nneg i32 %732 to i64
  %734 = lshr i64 %717, %733
  %735 = zext nneg i8 %587 to i64
  %736 = shl nsw i64 -1, %735
  %737 = xor i64 %736, -1
  %738 = and i64 %734, %737
  %739 = zext i16 %581 to i64
  %740 = add nuw i64 %738, %739
  store i64 %740, ptr %230, align 8, !tbaa !76, !noalias !169
  %741 = add i32 %730, %591
  %742 = sub i32 0, %741
  %743 = and i32 %742, 63
  %744 = zext nneg i32 %743 to i64
  %745 = lshr i64 %717, %744
  %746 = zext nneg i8 %590 to i64
  %747 = shl nsw i64 -1, %746
  %748 = xor i64 %747, -1
  %749 = and i64 %745, %748
  store i32 %741, ptr %136, align 8, !tbaa !78, !noalias !169
  %750 = zext i16 %582 to i64
  %751 = add nuw i64 %749, %750
  store i64 %751, ptr %180, align 8, !tbaa !76, !noalias !169
  %752 = icmp ugt i32 %741, 64
  br i1 %752, label %753, label %754, !prof !50

753:                                              ; preds = %716
  store ptr @BIT_reloadDStream.zeroFilled, ptr %147, align 8, !tbaa !73, !noalias !169
  br label %785

754:                                              ; preds = %716
  %755 = load ptr, ptr %147, align 8, !tbaa !73, !noalias !169
  %756 = load ptr, ptr %54, align 8, !tbaa !72, !noalias !169
  %757 = icmp ult ptr %755, %756
  br i1 %757, label %765, label %758

758:                                              ; preds = %754
  %759 = lshr i32 %741, 3
  %760 = zext nneg i32 %759 to i64
  %761 = sub nsw i64 0, %760
  %762 = getelementptr inbounds i8, ptr %755, i64 %761
  store ptr %762, ptr %147, align 8, !tbaa !73, !noalias !169
  %763 = and i32 %741, 7
  store i32 %763, ptr %136, align 8, !tbaa !78, !noalias !169
  %764 = load i64, ptr %762, align 1, !tbaa !43, !noalias !169
  store i64 %764, ptr %9, align 8, !tbaa !74, !noalias !169
  br label %785

765:                                              ; preds = %754
  %766 = load ptr, ptr %52, align 8, !tbaa !70, !noalias !169
  %767 = icmp eq ptr %755, %766
  br i1 %767, label %785, label %768

768:                                              ; preds = %765
  %769 = lshr i32 %741, 3
  %770 = zext nneg i32 %769 to i64
  %771 = sub nsw i64 0, %770
  %772 = getelementptr inbounds i8, ptr %755, i64 %771
  %773 = icmp ult ptr %772, %766
  %774 = ptrtoint ptr %755 to i64
  %775 = ptrtoint ptr %766 to i64
  %776 = sub i64 %774, %775
  %777 = trunc i64 %776 to i32
  %778 = select i1 %773, i32 %777, i32 %769
  %779 = zext i32 %778 to i64
  %780 = sub nsw i64 0, %779
  %781 = getelementptr inbounds i8, ptr %755, i64 %780
  store ptr %781, ptr %147, align 8, !tbaa !73, !noalias !169
  %782 = shl i32 %778, 3
  %783 = sub i32 %741, %782
  store i32 %783, ptr %136, align 8, !tbaa !78, !noalias !169
  %784 = load i64, ptr %781, align 1, !tbaa !43, !noalias !169
  store i64 %784, ptr %9, align 8, !tbaa !74, !noalias !169
  br label %785

785:                                              ; preds = %765, %768, %758, %753, %714
  %786 = load i32, ptr %10, align 8, !tbaa !31
  %787 = icmp eq i32 %786, 2
  br i1 %787, label %788, label %1313

788:                                              ; preds = %785
  %789 = load ptr, ptr %7, align 8, !tbaa !37
  %790 = and i32 %550, 7
  %791 = zext nneg i32 %790 to i64
  %792 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %791
  %793 = load i64, ptr %792, align 8, !tbaa !103
  %794 = getelementptr inbounds i8, ptr %789, i64 %793
  %795 = load ptr, ptr %23, align 8, !tbaa !36
  %796 = icmp ugt ptr %794, %795
  br i1 %796, label %797, label %1140

797:                                              ; preds = %788
  %798 = ptrtoint ptr %795 to i64
  %799 = ptrtoint ptr %789 to i64
  %800 = sub i64 %798, %799
  %801 = icmp eq ptr %795, %789
  br i1 %801, label %954, label %802

802:                                              ; preds = %797
  %803 = ptrtoint ptr %548 to i64
  %804 = sub i64 %300, %803
  %805 = icmp ugt i64 %800, %804
  br i1 %805, label %2250, label %806

806:                                              ; preds = %802
  %807 = sub i64 %803, %799
  %808 = getelementptr inbounds i8, ptr %548, i64 %800
  %809 = icmp slt i64 %800, 8
  %810 = icmp sgt i64 %807, -8
  %811 = or i1 %810, %809
  br i1 %811, label %812, label %868

812:                                              ; preds = %806
  %813 = icmp sgt i64 %800, 0
  br i1 %813, label %814, label %951

814:                                              ; preds = %812
  %815 = add i64 %803, %798
  %816 = sub i64 %815, %799
  %817 = add i64 %803, 1
  %818 = tail call i64 @llvm.umax.i64(i64 %816, i64 %817)
  %819 = sub i64 %818, %803
  %820 = icmp ult i64 %819, 8
  %821 = icmp ult i64 %807, 32
  %822 = or i1 %820, %821
  br i1 %822, label %858, label %823

823:                                              ; preds = %814
  %824 = icmp ult i64 %819, 32
  br i1 %824, label %844, label %825

825:                                              ; preds = %823
  %826 = and i64 %819, -32
  br label %827

827:                                              ; preds = %827, %825
  %828 = phi i64 [ 0, %825 ], [ %835, %827 ]
  %829 = getelementptr i8, ptr %548, i64 %828
  %830 = getelementptr i8, ptr %789, i64 %828
  %831 = getelementptr i8, ptr %830, i64 16
  %832 = load <16 x i8>, ptr %830, align 1, !tbaa !9
  %833 = load <16 x i8>, ptr %831, align 1, !tbaa !9
  %834 = getelementptr i8, ptr %829, i64 16
  store <16 x i8> %832, ptr %829, align 1, !tbaa !9
  store <16 x i8> %833, ptr %834, align 1, !tbaa !9
  %835 = add nuw i64 %828, 32
  %836 = icmp eq i64 %835, %826
  br i1 %836, label %837, label %827, !llvm.loop !172

837:                                              ; preds = %827
  %838 = icmp eq i64 %819, %826
  br i1 %838, label %951, label %839

839:                                              ; preds = %837
  %840 = getelementptr i8, ptr %789, i64 %826
  %841 = getelementptr i8, ptr %548, i64 %826
  %842 = and i64 %819, 24
  %843 = icmp eq i64 %842, 0
  br i1 %843, label %858, label %844

844:                                              ; preds = %823, %839
  %845 = phi i64 [ %826, %839 ], [ 0, %823 ]
  %846 = and i64 %819, -8
  %847 = getelementptr i8, ptr %548, i64 %846
  %848 = getelementptr i8, ptr %789, i64 %846
  br label %849

849:                                              ; preds = %849, %844
  %850 = phi i64 [ %845, %844 ], [ %854, %849 ]
  %851 = getelementptr i8, ptr %548, i64 %850
  %852 = getelementptr i8, ptr %789, i64 %850
  %853 = load <8 x i8>, ptr %852, align 1, !tbaa !9
  store <8 x i8> %853, ptr %851, align 1, !tbaa !9
  %854 = add nuw i64 %850, 8
  %855 = icmp eq i64 %854, %846
  br i1 %855, label %856, label %849, !llvm.loop !173

856:                                              ; preds = %849
  %857 = icmp eq i64 %819, %846
  br i1 %857, label %951, label %858

858:                                              ; preds = %856, %814, %839
  %859 = phi ptr [ %548, %814 ], [ %841, %839 ], [ %847, %856 ]
  %860 = phi ptr [ %789, %814 ], [ %840, %839 ], [ %848, %856 ]
  br label %861

861:                                              ; preds = %858, %861
  %862 = phi ptr [ %866, %861 ], [ %859, %858 ]
  %863 = phi ptr [ %864, %861 ], [ %860, %858 ]
  %864 = getelementptr inbounds i8, ptr %863, i64 1
  %865 = load i8, ptr %863, align 1, !tbaa !9
  %866 = getelementptr inbounds i8, ptr %862, i64 1
  store i8 %865, ptr %862, align 1, !tbaa !9
  %867 = icmp ult ptr %866, %808
  br i1 %867, label %861, label %951, !llvm.loop !174

868:                                              ; preds = %806
  %869 = getelementptr inbounds i8, ptr %808, i64 -32
  %870 = icmp uge ptr %869, %548
  %871 = icmp ult i64 %807, -16
  %872 = and i1 %871, %870
  br i1 %872, label %873, label %892

873:                                              ; preds = %868
  %874 = ptrtoint ptr %869 to i64
  %875 = sub i64 %874, %803
  %876 = load <2 x i64>, ptr %789, align 1, !tbaa !9
  store <2 x i64> %876, ptr %548, align 1, !tbaa !9
  %877 = icmp slt i64 %875, 17
  br i1 %877, label %890, label %878

878:                                              ; preds = %873
  %879 = getelementptr inbounds i8, ptr %548, i64 16
  br label %880

880:                                              ; preds = %880, %878
  %881 = phi ptr [ %879, %878 ], [ %888, %880 ]
  %882 = phi ptr [ %789, %878 ], [ %886, %880 ]
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  %884 = load <2 x i64>, ptr %883, align 1, !tbaa !9
  store <2 x i64> %884, ptr %881, align 1, !tbaa !9
  %885 = getelementptr inbounds i8, ptr %881, i64 16
  %886 = getelementptr inbounds i8, ptr %882, i64 32
  %887 = load <2 x i64>, ptr %886, align 1, !tbaa !9
  store <2 x i64> %887, ptr %885, align 1, !tbaa !9
  %888 = getelementptr inbounds i8, ptr %881, i64 32
  %889 = icmp ult ptr %888, %869
  br i1 %889, label %880, label %890, !llvm.loop !99

890:                                              ; preds = %880, %873
  %891 = getelementptr inbounds i8, ptr %789, i64 %875
  br label %892

892:                                              ; preds = %868, %890
  %893 = phi ptr [ %869, %890 ], [ %548, %868 ]
  %894 = phi ptr [ %891, %890 ], [ %789, %868 ]
  %895 = ptrtoint ptr %893 to i64
  %896 = add i64 %803, %798
  %897 = sub i64 %896, %799
  %898 = add nuw i64 %895, 1
  %899 = tail call i64 @llvm.umax.i64(i64 %897, i64 %898)
  %900 = sub i64 %899, %895
  %901 = icmp ult i64 %900, 8
  %902 = ptrtoint ptr %894 to i64
  %903 = sub i64 %895, %902
  %904 = icmp ult i64 %903, 32
  %905 = select i1 %901, i1 true, i1 %904
  br i1 %905, label %941, label %906

906:                                              ; preds = %892
  %907 = icmp ult i64 %900, 32
  br i1 %907, label %927, label %908

908:                                              ; preds = %906
  %909 = and i64 %900, -32
  br label %910

910:                                              ; preds = %910, %908
  %911 = phi i64 [ 0, %908 ], [ %918, %910 ]
  %912 = getelementptr i8, ptr %893, i64 %911
  %913 = getelementptr i8, ptr %894, i64 %911
  %914 = getelementptr i8, ptr %913, i64 16
  %915 = load <16 x i8>, ptr %913, align 1, !tbaa !9
  %916 = load <16 x i8>, ptr %914, align 1, !tbaa !9
  %917 = getelementptr i8, ptr %912, i64 16
  store <16 x i8> %915, ptr %912, align 1, !tbaa !9
  store <16 x i8> %916, ptr %917, align 1, !tbaa !9
  %918 = add nuw i64 %911, 32
  %919 = icmp eq i64 %918, %909
  br i1 %919, label %920, label %910, !llvm.loop !175

920:                                              ; preds = %910
  %921 = icmp eq i64 %900, %909
  br i1 %921, label %951, label %922

922:                                              ; preds = %920
  %923 = getelementptr i8, ptr %894, i64 %909
  %924 = getelementptr i8, ptr %893, i64 %909
  %925 = and i64 %900, 24
  %926 = icmp eq i64 %925, 0
  br i1 %926, label %941, label %927

927:                                              ; preds = %906, %922
  %928 = phi i64 [ %909, %922 ], [ 0, %906 ]
  %929 = and i64 %900, -8
  %930 = getelementptr i8, ptr %893, i64 %929
  %931 = getelementptr i8, ptr %894, i64 %929
  br label %932

932:                                              ; preds = %932, %927
  %933 = phi i64 [ %928, %927 ], [ %937, %932 ]
  %934 = getelementptr i8, ptr %893, i64 %933
  %935 = getelementptr i8, ptr %894, i64 %933
  %936 = load <8 x i8>, ptr %935, align 1, !tbaa !9
  store <8 x i8> %936, ptr %934, align 1, !tbaa !9
  %937 = add nuw i64 %933, 8
  %938 = icmp eq i64 %937, %929
  br i1 %938, label %939, label %932, !llvm.loop !176

939:                                              ; preds = %932
  %940 = icmp eq i64 %900, %929
  br i1 %940, label %951, label %941

941:                                              ; preds = %939, %892, %922
  %942 = phi ptr [ %893, %892 ], [ %924, %922 ], [ %930, %939 ]
  %943 = phi ptr [ %894, %892 ], [ %923, %922 ], [ %931, %939 ]
  br label %944

944:                                              ; preds = %941, %944
  %945 = phi ptr [ %949, %944 ], [ %942, %941 ]
  %946 = phi ptr [ %947, %944 ], [ %943, %941 ]
  %947 = getelementptr inbounds i8, ptr %946, i64 1
  %948 = load i8, ptr %946, align 1, !tbaa !9
  %949 = getelementptr inbounds i8, ptr %945, i64 1
  store i8 %948, ptr %945, align 1, !tbaa !9
  %950 = icmp ult ptr %949, %808
  br i1 %950, label %944, label %951, !llvm.loop !177

951:                                              ; preds = %944, %861, %920, %939, %837, %856, %812
  %952 = load i64, ptr %792, align 8, !tbaa !103
  %953 = sub i64 %952, %800
  store i64 %953, ptr %792, align 8, !tbaa !103
  br label %954

954:                                              ; preds = %951, %797
  %955 = phi ptr [ %808, %951 ], [ %548, %797 ]
  store ptr %301, ptr %7, align 8, !tbaa !37
  store i32 0, ptr %10, align 8, !tbaa !31
  %956 = load i64, ptr %792, align 8
  %957 = getelementptr inbounds i8, ptr %792, i64 8
  %958 = load i64, ptr %957, align 8
  %959 = getelementptr inbounds i8, ptr %792, i64 16
  %960 = load i64, ptr %959, align 8
  %961 = getelementptr inbounds i8, ptr %955, i64 %956
  %962 = add i64 %958, %956
  %963 = getelementptr i8, ptr %304, i64 %956
  %964 = sub i64 0, %960
  %965 = getelementptr inbounds i8, ptr %961, i64 %964
  %966 = icmp sgt i64 %956, 65536
  %967 = getelementptr inbounds i8, ptr %955, i64 %962
  %968 = icmp ugt ptr %967, %298
  %969 = select i1 %966, i1 true, i1 %968
  br i1 %969, label %973, label %970, !prof !105

970:                                              ; preds = %954
  %971 = load <2 x i64>, ptr %301, align 1, !tbaa !9
  store <2 x i64> %971, ptr %955, align 1, !tbaa !9
  %972 = icmp ugt i64 %956, 16
  br i1 %972, label %975, label %993, !prof !50

973:                                              ; preds = %954
  %974 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %955, ptr noundef %20, ptr noundef nonnull byval(%struct.seq_t) align 8 %792, ptr noundef nonnull %7, ptr noundef nonnull %302, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %1126

975:                                              ; preds = %970
  %976 = getelementptr inbounds i8, ptr %955, i64 16
  %977 = add i64 %956, -16
  %978 = getelementptr i8, ptr %955, i64 %956
  %979 = load <2 x i64>, ptr %303, align 1, !tbaa !9
  store <2 x i64> %979, ptr %976, align 1, !tbaa !9
  %980 = icmp slt i64 %977, 17
  br i1 %980, label %993, label %981

981:                                              ; preds = %975
  %982 = getelementptr inbounds i8, ptr %955, i64 32
  br label %983

983:                                              ; preds = %983, %981
  %984 = phi ptr [ %982, %981 ], [ %991, %983 ]
  %985 = phi ptr [ %303, %981 ], [ %989, %983 ]
  %986 = getelementptr inbounds i8, ptr %985, i64 16
  %987 = load <2 x i64>, ptr %986, align 1, !tbaa !9
  store <2 x i64> %987, ptr %984, align 1, !tbaa !9
  %988 = getelementptr inbounds i8, ptr %984, i64 16
  %989 = getelementptr inbounds i8, ptr %985, i64 32
  %990 = load <2 x i64>, ptr %989, align 1, !tbaa !9
  store <2 x i64> %990, ptr %988, align 1, !tbaa !9
  %991 = getelementptr inbounds i8, ptr %984, i64 32
  %992 = icmp ult ptr %991, %978
  br i1 %992, label %983, label %993, !llvm.loop !99

993:                                              ; preds = %983, %975, %970
  store ptr %963, ptr %7, align 8, !tbaa !37
  %994 = ptrtoint ptr %961 to i64
  %995 = sub i64 %994, %33
  %996 = icmp ugt i64 %960, %995
  br i1 %996, label %997, label %1011

997:                                              ; preds = %993
  %998 = sub i64 %994, %299
  %999 = icmp ugt i64 %960, %998
  br i1 %999, label %2250, label %1000, !prof !50

1000:                                             ; preds = %997
  %1001 = ptrtoint ptr %965 to i64
  %1002 = sub i64 %1001, %33
  %1003 = getelementptr inbounds i8, ptr %30, i64 %1002
  %1004 = getelementptr inbounds i8, ptr %1003, i64 %958
  %1005 = icmp ugt ptr %1004, %30
  br i1 %1005, label %1007, label %1006

1006:                                             ; preds = %1000
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %961, ptr align 1 %1003, i64 %958, i1 false)
  br label %1126

1007:                                             ; preds = %1000
  %1008 = sub i64 0, %1002
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %961, ptr align 1 %1003, i64 %1008, i1 false)
  %1009 = getelementptr inbounds i8, ptr %961, i64 %1008
  %1010 = add i64 %958, %1002
  br label %1011

1011:                                             ; preds = %1007, %993
  %1012 = phi i64 [ %1010, %1007 ], [ %958, %993 ]
  %1013 = phi ptr [ %26, %1007 ], [ %965, %993 ]
  %1014 = phi ptr [ %1009, %1007 ], [ %961, %993 ]
  %1015 = ptrtoint ptr %1014 to i64
  %1016 = icmp ugt i64 %960, 15
  br i1 %1016, label %1017, label %1033, !prof !84

1017:                                             ; preds = %1011
  %1018 = getelementptr inbounds i8, ptr %1014, i64 %1012
  %1019 = load <2 x i64>, ptr %1013, align 1, !tbaa !9
  store <2 x i64> %1019, ptr %1014, align 1, !tbaa !9
  %1020 = icmp slt i64 %1012, 17
  br i1 %1020, label %1126, label %1021

1021:                                             ; preds = %1017
  %1022 = getelementptr inbounds i8, ptr %1014, i64 16
  br label %1023

1023:                                             ; preds = %1023, %1021
  %1024 = phi ptr [ %1022, %1021 ], [ %1031, %1023 ]
  %1025 = phi ptr [ %1013, %1021 ], [ %1029, %1023 ]
  %1026 = getelementptr inbounds i8, ptr %1025, i64 16
  %1027 = load <2 x i64>, ptr %1026, align 1, !tbaa !9
  store <2 x i64> %1027, ptr %1024, align 1, !tbaa !9
  %1028 = getelementptr inbounds i8, ptr %1024, i64 16
  %1029 = getelementptr inbounds i8, ptr %1025, i64 32
  %1030 = load <2 x i64>, ptr %1029, align 1, !tbaa !9
  store <2 x i64> %1030, ptr %1028, align 1, !tbaa !9
  %1031 = getelementptr inbounds i8, ptr %1024, i64 32
  %1032 = icmp ult ptr %1031, %1018
  br i1 %1032, label %1023, label %1126, !llvm.loop !99

1033:                                             ; preds = %1011
  %1034 = icmp ult i64 %960, 8
  br i1 %1034, label %1035, label %1057

1035:                                             ; preds = %1033
  %1036 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %960
  %1037 = load i32, ptr %1036, align 4, !tbaa !27
  %1038 = load i8, ptr %1013, align 1, !tbaa !9
  store i8 %1038, ptr %1014, align 1, !tbaa !9
  %1039 = getelementptr inbounds i8, ptr %1013, i64 1
  %1040 = load i8, ptr %1039, align 1, !tbaa !9
  %1041 = getelementptr inbounds i8, ptr %1014, i64 1
  store i8 %1040, ptr %1041, align 1, !tbaa !9
  %1042 = getelementptr inbounds i8, ptr %1013, i64 2
  %1043 = load i8, ptr %1042, align 1, !tbaa !9
  %1044 = getelementptr inbounds i8, ptr %1014, i64 2
  store i8 %1043, ptr %1044, align 1, !tbaa !9
  %1045 = getelementptr inbounds i8, ptr %1013, i64 3
  %1046 = load i8, ptr %1045, align 1, !tbaa !9
  %1047 = getelementptr inbounds i8, ptr %1014, i64 3
  store i8 %1046, ptr %1047, align 1, !tbaa !9
  %1048 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %960
  %1049 = load i32, ptr %1048, align 4, !tbaa !27
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1013, i64 %1050
  %1052 = getelementptr inbounds i8, ptr %1014, i64 4
  %1053 = load i32, ptr %1051, align 1
  store i32 %1053, ptr %1052, align 1
  %1054 = sext i32 %1037 to i64
  %1055 = sub nsw i64 0, %1054
  %1056 = getelementptr inbounds i8, ptr %1051, i64 %1055
  br label %1059

1057:                                             ; preds = %1033
  %1058 = load i64, ptr %1013, align 1
  store i64 %1058, ptr %1014, align 1
  br label %1059

1059:                                             ; preds = %1035, %1057
  %1060 = phi ptr [ %1056, %1035 ], [ %1013, %1057 ]
  %1061 = getelementptr i8, ptr %1060, i64 8
  %1062 = getelementptr i8, ptr %1014, i64 8
  %1063 = icmp ugt i64 %1012, 8
  br i1 %1063, label %1064, label %1126

1064:                                             ; preds = %1059
  %1065 = ptrtoint ptr %1062 to i64
  %1066 = ptrtoint ptr %1061 to i64
  %1067 = sub i64 %1065, %1066
  %1068 = getelementptr i8, ptr %1014, i64 %1012
  %1069 = icmp slt i64 %1067, 16
  br i1 %1069, label %1070, label %1111

1070:                                             ; preds = %1064
  %1071 = add i64 %1012, %1015
  %1072 = add i64 %1015, 16
  %1073 = tail call i64 @llvm.umax.i64(i64 %1071, i64 %1072)
  %1074 = add i64 %1073, -9
  %1075 = sub i64 %1074, %1015
  %1076 = lshr i64 %1075, 3
  %1077 = add nuw nsw i64 %1076, 1
  %1078 = icmp ult i64 %1075, 24
  %1079 = icmp ult i64 %1067, 32
  %1080 = or i1 %1078, %1079
  br i1 %1080, label %1101, label %1081

1081:                                             ; preds = %1070
  %1082 = and i64 %1077, 4611686018427387900
  %1083 = shl i64 %1082, 3
  %1084 = getelementptr i8, ptr %1062, i64 %1083
  %1085 = shl i64 %1082, 3
  %1086 = getelementptr i8, ptr %1061, i64 %1085
  br label %1087

1087:                                             ; preds = %1087, %1081
  %1088 = phi i64 [ 0, %1081 ], [ %1097, %1087 ]
  %1089 = shl i64 %1088, 3
  %1090 = getelementptr i8, ptr %1062, i64 %1089
  %1091 = shl i64 %1088, 3
  %1092 = getelementptr i8, ptr %1061, i64 %1091
  %1093 = getelementptr i8, ptr %1092, i64 16
  %1094 = load <2 x i64>, ptr %1092, align 1
  %1095 = load <2 x i64>, ptr %1093, align 1
  %1096 = getelementptr i8, ptr %1090, i64 16
  store <2 x i64> %1094, ptr %1090, align 1
  store <2 x i64> %1095, ptr %1096, align 1
  %1097 = add nuw i64 %1088, 4
  %1098 = icmp eq i64 %1097, %1082
  br i1 %1098, label %1099, label %1087, !llvm.loop !178

1099:                                             ; preds = %1087
  %1100 = icmp eq i64 %1077, %1082
  br i1 %1100, label %1126, label %1101

1101:                                             ; preds = %1099, %1070
  %1102 = phi ptr [ %1062, %1070 ], [ %1084, %1099 ]
  %1103 = phi ptr [ %1061, %1070 ], [ %1086, %1099 ]
  br label %1104

1104:                                             ; preds = %1101, %1104
  %1105 = phi ptr [ %1108, %1104 ], [ %1102, %1101 ]
  %1106 = phi ptr [ %1109, %1104 ], [ %1103, %1101 ]
  %1107 = load i64, ptr %1106, align 1
  store i64 %1107, ptr %1105, align 1
  %1108 = getelementptr inbounds i8, ptr %1105, i64 8
  %1109 = getelementptr inbounds i8, ptr %1106, i64 8
  %1110 = icmp ult ptr %1108, %1068
  br i1 %1110, label %1104, label %1126, !llvm.loop !179

1111:                                             ; preds = %1064
  %1112 = load <2 x i64>, ptr %1061, align 1, !tbaa !9
  store <2 x i64> %1112, ptr %1062, align 1, !tbaa !9
  %1113 = icmp slt i64 %1012, 25
  br i1 %1113, label %1126, label %1114

1114:                                             ; preds = %1111
  %1115 = getelementptr inbounds i8, ptr %1014, i64 24
  br label %1116

1116:                                             ; preds = %1116, %1114
  %1117 = phi ptr [ %1115, %1114 ], [ %1124, %1116 ]
  %1118 = phi ptr [ %1061, %1114 ], [ %1122, %1116 ]
  %1119 = getelementptr inbounds i8, ptr %1118, i64 16
  %1120 = load <2 x i64>, ptr %1119, align 1, !tbaa !9
  store <2 x i64> %1120, ptr %1117, align 1, !tbaa !9
  %1121 = getelementptr inbounds i8, ptr %1117, i64 16
  %1122 = getelementptr inbounds i8, ptr %1118, i64 32
  %1123 = load <2 x i64>, ptr %1122, align 1, !tbaa !9
  store <2 x i64> %1123, ptr %1121, align 1, !tbaa !9
  %1124 = getelementptr inbounds i8, ptr %1117, i64 32
  %1125 = icmp ult ptr %1124, %1068
  br i1 %1125, label %1116, label %1126, !llvm.loop !99

1126:                                             ; preds = %1116, %1104, %1023, %1099, %1111, %1017, %973, %1006, %1059
  %1127 = phi i64 [ %974, %973 ], [ %962, %1006 ], [ %962, %1059 ], [ %962, %1017 ], [ %962, %1111 ], [ %962, %1099 ], [ %962, %1023 ], [ %962, %1104 ], [ %962, %1116 ]
  %1128 = icmp ult i64 %1127, -119
  br i1 %1128, label %1129, label %2250

1129:                                             ; preds = %1126
  %1130 = add i64 %715, %551
  %1131 = icmp ugt i64 %647, %1130
  %1132 = select i1 %1131, ptr %30, ptr %26
  %1133 = getelementptr inbounds i8, ptr %1132, i64 %1130
  %1134 = sub i64 0, %647
  %1135 = getelementptr inbounds i8, ptr %1133, i64 %1134
  tail call void @llvm.prefetch.p0(ptr %1135, i32 0, i32 3, i32 1)
  %1136 = getelementptr inbounds i8, ptr %1135, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1136, i32 0, i32 3, i32 1)
  store i64 %715, ptr %792, align 8, !tbaa !43
  %1137 = getelementptr inbounds i8, ptr %792, i64 8
  store i64 %663, ptr %1137, align 8, !tbaa !43
  %1138 = getelementptr inbounds i8, ptr %792, i64 16
  store i64 %647, ptr %1138, align 8, !tbaa !43
  %1139 = getelementptr inbounds i8, ptr %955, i64 %1127
  br label %1506

1140:                                             ; preds = %788
  %1141 = getelementptr inbounds i8, ptr %794, i64 -32
  %1142 = load i64, ptr %792, align 8
  %1143 = getelementptr inbounds i8, ptr %792, i64 8
  %1144 = load i64, ptr %1143, align 8
  %1145 = getelementptr inbounds i8, ptr %792, i64 16
  %1146 = load i64, ptr %1145, align 8
  %1147 = getelementptr inbounds i8, ptr %548, i64 %1142
  %1148 = add i64 %1144, %1142
  %1149 = getelementptr inbounds i8, ptr %789, i64 %1142
  %1150 = sub i64 0, %1146
  %1151 = getelementptr inbounds i8, ptr %1147, i64 %1150
  %1152 = icmp ugt ptr %1149, %549
  %1153 = getelementptr inbounds i8, ptr %548, i64 %1148
  %1154 = icmp ugt ptr %1153, %1141
  %1155 = select i1 %1152, i1 true, i1 %1154
  br i1 %1155, label %1159, label %1156, !prof !105

1156:                                             ; preds = %1140
  %1157 = load <2 x i64>, ptr %789, align 1, !tbaa !9
  store <2 x i64> %1157, ptr %548, align 1, !tbaa !9
  %1158 = icmp ugt i64 %1142, 16
  br i1 %1158, label %1161, label %1180, !prof !50

1159:                                             ; preds = %1140
  %1160 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %548, ptr noundef %20, ptr noundef nonnull %1141, ptr noundef nonnull byval(%struct.seq_t) align 8 %792, ptr noundef nonnull %7, ptr noundef %549, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %1489

1161:                                             ; preds = %1156
  %1162 = getelementptr inbounds i8, ptr %548, i64 16
  %1163 = getelementptr inbounds i8, ptr %789, i64 16
  %1164 = add i64 %1142, -16
  %1165 = getelementptr i8, ptr %548, i64 %1142
  %1166 = load <2 x i64>, ptr %1163, align 1, !tbaa !9
  store <2 x i64> %1166, ptr %1162, align 1, !tbaa !9
  %1167 = icmp slt i64 %1164, 17
  br i1 %1167, label %1180, label %1168

1168:                                             ; preds = %1161
  %1169 = getelementptr inbounds i8, ptr %548, i64 32
  br label %1170

1170:                                             ; preds = %1170, %1168
  %1171 = phi ptr [ %1169, %1168 ], [ %1178, %1170 ]
  %1172 = phi ptr [ %1163, %1168 ], [ %1176, %1170 ]
  %1173 = getelementptr inbounds i8, ptr %1172, i64 16
  %1174 = load <2 x i64>, ptr %1173, align 1, !tbaa !9
  store <2 x i64> %1174, ptr %1171, align 1, !tbaa !9
  %1175 = getelementptr inbounds i8, ptr %1171, i64 16
  %1176 = getelementptr inbounds i8, ptr %1172, i64 32
  %1177 = load <2 x i64>, ptr %1176, align 1, !tbaa !9
  store <2 x i64> %1177, ptr %1175, align 1, !tbaa !9
  %1178 = getelementptr inbounds i8, ptr %1171, i64 32
  %1179 = icmp ult ptr %1178, %1165
  br i1 %1179, label %1170, label %1180, !llvm.loop !99

1180:                                             ; preds = %1170, %1161, %1156
  store ptr %1149, ptr %7, align 8, !tbaa !37
  %1181 = ptrtoint ptr %1147 to i64
  %1182 = sub i64 %1181, %33
  %1183 = icmp ugt i64 %1146, %1182
  br i1 %1183, label %1184, label %1198

1184:                                             ; preds = %1180
  %1185 = sub i64 %1181, %299
  %1186 = icmp ugt i64 %1146, %1185
  br i1 %1186, label %1489, label %1187, !prof !50

1187:                                             ; preds = %1184
  %1188 = ptrtoint ptr %1151 to i64
  %1189 = sub i64 %1188, %33
  %1190 = getelementptr inbounds i8, ptr %30, i64 %1189
  %1191 = getelementptr inbounds i8, ptr %1190, i64 %1144
  %1192 = icmp ugt ptr %1191, %30
  br i1 %1192, label %1194, label %1193

1193:                                             ; preds = %1187
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1147, ptr align 1 %1190, i64 %1144, i1 false)
  br label %1489

1194:                                             ; preds = %1187
  %1195 = sub i64 0, %1189
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1147, ptr align 1 %1190, i64 %1195, i1 false)
  %1196 = getelementptr inbounds i8, ptr %1147, i64 %1195
  %1197 = add i64 %1144, %1189
  br label %1198

1198:                                             ; preds = %1194, %1180
  %1199 = phi i64 [ %1197, %1194 ], [ %1144, %1180 ]
  %1200 = phi ptr [ %26, %1194 ], [ %1151, %1180 ]
  %1201 = phi ptr [ %1196, %1194 ], [ %1147, %1180 ]
  %1202 = ptrtoint ptr %1201 to i64
  %1203 = icmp ugt i64 %1146, 15
  br i1 %1203, label %1204, label %1220, !prof !84

1204:                                             ; preds = %1198
  %1205 = getelementptr inbounds i8, ptr %1201, i64 %1199
  %1206 = load <2 x i64>, ptr %1200, align 1, !tbaa !9
  store <2 x i64> %1206, ptr %1201, align 1, !tbaa !9
  %1207 = icmp slt i64 %1199, 17
  br i1 %1207, label %1489, label %1208

1208:                                             ; preds = %1204
  %1209 = getelementptr inbounds i8, ptr %1201, i64 16
  br label %1210

1210:                                             ; preds = %1210, %1208
  %1211 = phi ptr [ %1209, %1208 ], [ %1218, %1210 ]
  %1212 = phi ptr [ %1200, %1208 ], [ %1216, %1210 ]
  %1213 = getelementptr inbounds i8, ptr %1212, i64 16
  %1214 = load <2 x i64>, ptr %1213, align 1, !tbaa !9
  store <2 x i64> %1214, ptr %1211, align 1, !tbaa !9
  %1215 = getelementptr inbounds i8, ptr %1211, i64 16
  %1216 = getelementptr inbounds i8, ptr %1212, i64 32
  %1217 = load <2 x i64>, ptr %1216, align 1, !tbaa !9
  store <2 x i64> %1217, ptr %1215, align 1, !tbaa !9
  %1218 = getelementptr inbounds i8, ptr %1211, i64 32
  %1219 = icmp ult ptr %1218, %1205
  br i1 %1219, label %1210, label %1489, !llvm.loop !99

1220:                                             ; preds = %1198
  %1221 = icmp ult i64 %1146, 8
  br i1 %1221, label %1222, label %1244

1222:                                             ; preds = %1220
  %1223 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1146
  %1224 = load i32, ptr %1223, align 4, !tbaa !27
  %1225 = load i8, ptr %1200, align 1, !tbaa !9
  store i8 %1225, ptr %1201, align 1, !tbaa !9
  %1226 = getelementptr inbounds i8, ptr %1200, i64 1
  %1227 = load i8, ptr %1226, align 1, !tbaa !9
  %1228 = getelementptr inbounds i8, ptr %1201, i64 1
  store i8 %1227, ptr %1228, align 1, !tbaa !9
  %1229 = getelementptr inbounds i8, ptr %1200, i64 2
  %1230 = load i8, ptr %1229, align 1, !tbaa !9
  %1231 = getelementptr inbounds i8, ptr %1201, i64 2
  store i8 %1230, ptr %1231, align 1, !tbaa !9
  %1232 = getelementptr inbounds i8, ptr %1200, i64 3
  %1233 = load i8, ptr %1232, align 1, !tbaa !9
  %1234 = getelementptr inbounds i8, ptr %1201, i64 3
  store i8 %1233, ptr %1234, align 1, !tbaa !9
  %1235 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1146
  %1236 = load i32, ptr %1235, align 4, !tbaa !27
  %1237 = zext i32 %1236 to i64
  %1238 = getelementptr inbounds i8, ptr %1200, i64 %1237
  %1239 = getelementptr inbounds i8, ptr %1201, i64 4
  %1240 = load i32, ptr %1238, align 1
  store i32 %1240, ptr %1239, align 1
  %1241 = sext i32 %1224 to i64
  %1242 = sub nsw i64 0, %1241
  %1243 = getelementptr inbounds i8, ptr %1238, i64 %1242
  br label %1246

1244:                                             ; preds = %1220
  %1245 = load i64, ptr %1200, align 1
  store i64 %1245, ptr %1201, align 1
  br label %1246

1246:                                             ; preds = %1222, %1244
  %1247 = phi ptr [ %1243, %1222 ], [ %1200, %1244 ]
  %1248 = getelementptr i8, ptr %1247, i64 8
  %1249 = getelementptr i8, ptr %1201, i64 8
  %1250 = icmp ugt i64 %1199, 8
  br i1 %1250, label %1251, label %1489

1251:                                             ; preds = %1246
  %1252 = ptrtoint ptr %1249 to i64
  %1253 = ptrtoint ptr %1248 to i64
  %1254 = sub i64 %1252, %1253
  %1255 = getelementptr i8, ptr %1201, i64 %1199
  %1256 = icmp slt i64 %1254, 16
  br i1 %1256, label %1257, label %1298

1257:                                             ; preds = %1251
  %1258 = add i64 %1199, %1202
  %1259 = add i64 %1202, 16
  %1260 = tail call i64 @llvm.umax.i64(i64 %1258, i64 %1259)
  %1261 = add i64 %1260, -9
  %1262 = sub i64 %1261, %1202
  %1263 = lshr i64 %1262, 3
  %1264 = add nuw nsw i64 %1263, 1
  %1265 = icmp ult i64 %1262, 24
  %1266 = icmp ult i64 %1254, 32
  %1267 = or i1 %1265, %1266
  br i1 %1267, label %1288, label %1268

1268:                                             ; preds = %1257
  %1269 = and i64 %1264, 4611686018427387900
  %1270 = shl i64 %1269, 3
  %1271 = getelementptr i8, ptr %1249, i64 %1270
  %1272 = shl i64 %1269, 3
  %1273 = getelementptr i8, ptr %1248, i64 %1272
  br label %1274

1274:                                             ; preds = %1274, %1268
  %1275 = phi i64 [ 0, %1268 ], [ %1284, %1274 ]
  %1276 = shl i64 %1275, 3
  %1277 = getelementptr i8, ptr %1249, i64 %1276
  %1278 = shl i64 %1275, 3
  %1279 = getelementptr i8, ptr %1248, i64 %1278
  %1280 = getelementptr i8, ptr %1279, i64 16
  %1281 = load <2 x i64>, ptr %1279, align 1
  %1282 = load <2 x i64>, ptr %1280, align 1
  %1283 = getelementptr i8, ptr %1277, i64 16
  store <2 x i64> %1281, ptr %1277, align 1
  store <2 x i64> %1282, ptr %1283, align 1
  %1284 = add nuw i64 %1275, 4
  %1285 = icmp eq i64 %1284, %1269
  br i1 %1285, label %1286, label %1274, !llvm.loop !180

1286:                                             ; preds = %1274
  %1287 = icmp eq i64 %1264, %1269
  br i1 %1287, label %1489, label %1288

1288:                                             ; preds = %1286, %1257
  %1289 = phi ptr [ %1249, %1257 ], [ %1271, %1286 ]
  %1290 = phi ptr [ %1248, %1257 ], [ %1273, %1286 ]
  br label %1291

1291:                                             ; preds = %1288, %1291
  %1292 = phi ptr [ %1295, %1291 ], [ %1289, %1288 ]
  %1293 = phi ptr [ %1296, %1291 ], [ %1290, %1288 ]
  %1294 = load i64, ptr %1293, align 1
  store i64 %1294, ptr %1292, align 1
  %1295 = getelementptr inbounds i8, ptr %1292, i64 8
  %1296 = getelementptr inbounds i8, ptr %1293, i64 8
  %1297 = icmp ult ptr %1295, %1255
  br i1 %1297, label %1291, label %1489, !llvm.loop !181

1298:                                             ; preds = %1251
  %1299 = load <2 x i64>, ptr %1248, align 1, !tbaa !9
  store <2 x i64> %1299, ptr %1249, align 1, !tbaa !9
  %1300 = icmp slt i64 %1199, 25
  br i1 %1300, label %1489, label %1301

1301:                                             ; preds = %1298
  %1302 = getelementptr inbounds i8, ptr %1201, i64 24
  br label %1303

1303:                                             ; preds = %1303, %1301
  %1304 = phi ptr [ %1302, %1301 ], [ %1311, %1303 ]
  %1305 = phi ptr [ %1248, %1301 ], [ %1309, %1303 ]
  %1306 = getelementptr inbounds i8, ptr %1305, i64 16
  %1307 = load <2 x i64>, ptr %1306, align 1, !tbaa !9
  store <2 x i64> %1307, ptr %1304, align 1, !tbaa !9
  %1308 = getelementptr inbounds i8, ptr %1304, i64 16
  %1309 = getelementptr inbounds i8, ptr %1305, i64 32
  %1310 = load <2 x i64>, ptr %1309, align 1, !tbaa !9
  store <2 x i64> %1310, ptr %1308, align 1, !tbaa !9
  %1311 = getelementptr inbounds i8, ptr %1304, i64 32
  %1312 = icmp ult ptr %1311, %1255
  br i1 %1312, label %1303, label %1489, !llvm.loop !99

1313:                                             ; preds = %785
  %1314 = and i32 %550, 7
  %1315 = zext nneg i32 %1314 to i64
  %1316 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1315
  %1317 = load i64, ptr %1316, align 8
  %1318 = getelementptr inbounds i8, ptr %1316, i64 8
  %1319 = load i64, ptr %1318, align 8
  %1320 = getelementptr inbounds i8, ptr %1316, i64 16
  %1321 = load i64, ptr %1320, align 8
  %1322 = getelementptr inbounds i8, ptr %548, i64 %1317
  %1323 = add i64 %1319, %1317
  %1324 = load ptr, ptr %7, align 8, !tbaa !37
  %1325 = getelementptr inbounds i8, ptr %1324, i64 %1317
  %1326 = sub i64 0, %1321
  %1327 = getelementptr inbounds i8, ptr %1322, i64 %1326
  %1328 = icmp ugt ptr %1325, %549
  %1329 = getelementptr inbounds i8, ptr %548, i64 %1323
  %1330 = icmp ugt ptr %1329, %298
  %1331 = select i1 %1328, i1 true, i1 %1330
  br i1 %1331, label %1335, label %1332, !prof !105

1332:                                             ; preds = %1313
  %1333 = load <2 x i64>, ptr %1324, align 1, !tbaa !9
  store <2 x i64> %1333, ptr %548, align 1, !tbaa !9
  %1334 = icmp ugt i64 %1317, 16
  br i1 %1334, label %1337, label %1356, !prof !50

1335:                                             ; preds = %1313
  %1336 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %548, ptr noundef %20, ptr noundef nonnull byval(%struct.seq_t) align 8 %1316, ptr noundef nonnull %7, ptr noundef %549, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %1489

1337:                                             ; preds = %1332
  %1338 = getelementptr inbounds i8, ptr %548, i64 16
  %1339 = getelementptr inbounds i8, ptr %1324, i64 16
  %1340 = add i64 %1317, -16
  %1341 = getelementptr i8, ptr %548, i64 %1317
  %1342 = load <2 x i64>, ptr %1339, align 1, !tbaa !9
  store <2 x i64> %1342, ptr %1338, align 1, !tbaa !9
  %1343 = icmp slt i64 %1340, 17
  br i1 %1343, label %1356, label %1344

1344:                                             ; preds = %1337
  %1345 = getelementptr inbounds i8, ptr %548, i64 32
  br label %1346

1346:                                             ; preds = %1346, %1344
  %1347 = phi ptr [ %1345, %1344 ], [ %1354, %1346 ]
  %1348 = phi ptr [ %1339, %1344 ], [ %1352, %1346 ]
  %1349 = getelementptr inbounds i8, ptr %1348, i64 16
  %1350 = load <2 x i64>, ptr %1349, align 1, !tbaa !9
  store <2 x i64> %1350, ptr %1347, align 1, !tbaa !9
  %1351 = getelementptr inbounds i8, ptr %1347, i64 16
  %1352 = getelementptr inbounds i8, ptr %1348, i64 32
  %1353 = load <2 x i64>, ptr %1352, align 1, !tbaa !9
  store <2 x i64> %1353, ptr %1351, align 1, !tbaa !9
  %1354 = getelementptr inbounds i8, ptr %1347, i64 32
  %1355 = icmp ult ptr %1354, %1341
  br i1 %1355, label %1346, label %1356, !llvm.loop !99

1356:                                             ; preds = %1346, %1337, %1332
  store ptr %1325, ptr %7, align 8, !tbaa !37
  %1357 = ptrtoint ptr %1322 to i64
  %1358 = sub i64 %1357, %33
  %1359 = icmp ugt i64 %1321, %1358
  br i1 %1359, label %1360, label %1374

1360:                                             ; preds = %1356
  %1361 = sub i64 %1357, %299
  %1362 = icmp ugt i64 %1321, %1361
  br i1 %1362, label %1489, label %1363, !prof !50

1363:                                             ; preds = %1360
  %1364 = ptrtoint ptr %1327 to i64
  %1365 = sub i64 %1364, %33
  %1366 = getelementptr inbounds i8, ptr %30, i64 %1365
  %1367 = getelementptr inbounds i8, ptr %1366, i64 %1319
  %1368 = icmp ugt ptr %1367, %30
  br i1 %1368, label %1370, label %1369

1369:                                             ; preds = %1363
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1322, ptr align 1 %1366, i64 %1319, i1 false)
  br label %1489

1370:                                             ; preds = %1363
  %1371 = sub i64 0, %1365
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1322, ptr align 1 %1366, i64 %1371, i1 false)
  %1372 = getelementptr inbounds i8, ptr %1322, i64 %1371
  %1373 = add i64 %1319, %1365
  br label %1374

1374:                                             ; preds = %1370, %1356
  %1375 = phi i64 [ %1373, %1370 ], [ %1319, %1356 ]
  %1376 = phi ptr [ %26, %1370 ], [ %1327, %1356 ]
  %1377 = phi ptr [ %1372, %1370 ], [ %1322, %1356 ]
  %1378 = ptrtoint ptr %1377 to i64
  %1379 = icmp ugt i64 %1321, 15
  br i1 %1379, label %1380, label %1396, !prof !84

1380:                                             ; preds = %1374
  %1381 = getelementptr inbounds i8, ptr %1377, i64 %1375
  %1382 = load <2 x i64>, ptr %1376, align 1, !tbaa !9
  store <2 x i64> %1382, ptr %1377, align 1, !tbaa !9
  %1383 = icmp slt i64 %1375, 17
  br i1 %1383, label %1489, label %1384

1384:                                             ; preds = %1380
  %1385 = getelementptr inbounds i8, ptr %1377, i64 16
  br label %1386

1386:                                             ; preds = %1386, %1384
  %1387 = phi ptr [ %1385, %1384 ], [ %1394, %1386 ]
  %1388 = phi ptr [ %1376, %1384 ], [ %1392, %1386 ]
  %1389 = getelementptr inbounds i8, ptr %1388, i64 16
  %1390 = load <2 x i64>, ptr %1389, align 1, !tbaa !9
  store <2 x i64> %1390, ptr %1387, align 1, !tbaa !9
  %1391 = getelementptr inbounds i8, ptr %1387, i64 16
  %1392 = getelementptr inbounds i8, ptr %1388, i64 32
  %1393 = load <2 x i64>, ptr %1392, align 1, !tbaa !9
  store <2 x i64> %1393, ptr %1391, align 1, !tbaa !9
  %1394 = getelementptr inbounds i8, ptr %1387, i64 32
  %1395 = icmp ult ptr %1394, %1381
  br i1 %1395, label %1386, label %1489, !llvm.loop !99

1396:                                             ; preds = %1374
  %1397 = icmp ult i64 %1321, 8
  br i1 %1397, label %1398, label %1420

1398:                                             ; preds = %1396
  %1399 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1321
  %1400 = load i32, ptr %1399, align 4, !tbaa !27
  %1401 = load i8, ptr %1376, align 1, !tbaa !9
  store i8 %1401, ptr %1377, align 1, !tbaa !9
  %1402 = getelementptr inbounds i8, ptr %1376, i64 1
  %1403 = load i8, ptr %1402, align 1, !tbaa !9
  %1404 = getelementptr inbounds i8, ptr %1377, i64 1
  store i8 %1403, ptr %1404, align 1, !tbaa !9
  %1405 = getelementptr inbounds i8, ptr %1376, i64 2
  %1406 = load i8, ptr %1405, align 1, !tbaa !9
  %1407 = getelementptr inbounds i8, ptr %1377, i64 2
  store i8 %1406, ptr %1407, align 1, !tbaa !9
  %1408 = getelementptr inbounds i8, ptr %1376, i64 3
  %1409 = load i8, ptr %1408, align 1, !tbaa !9
  %1410 = getelementptr inbounds i8, ptr %1377, i64 3
  store i8 %1409, ptr %1410, align 1, !tbaa !9
  %1411 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1321
  %1412 = load i32, ptr %1411, align 4, !tbaa !27
  %1413 = zext i32 %1412 to i64
  %1414 = getelementptr inbounds i8, ptr %1376, i64 %1413
  %1415 = getelementptr inbounds i8, ptr %1377, i64 4
  %1416 = load i32, ptr %1414, align 1
  store i32 %1416, ptr %1415, align 1
  %1417 = sext i32 %1400 to i64
  %1418 = sub nsw i64 0, %1417
  %1419 = getelementptr inbounds i8, ptr %1414, i64 %1418
  br label %1422

1420:                                             ; preds = %1396
  %1421 = load i64, ptr %1376, align 1
  store i64 %1421, ptr %1377, align 1
  br label %1422

1422:                                             ; preds = %1398, %1420
  %1423 = phi ptr [ %1419, %1398 ], [ %1376, %1420 ]
  %1424 = getelementptr i8, ptr %1423, i64 8
  %1425 = getelementptr i8, ptr %1377, i64 8
  %1426 = icmp ugt i64 %1375, 8
  br i1 %1426, label %1427, label %1489

1427:                                             ; preds = %1422
  %1428 = ptrtoint ptr %1425 to i64
  %1429 = ptrtoint ptr %1424 to i64
  %1430 = sub i64 %1428, %1429
  %1431 = getelementptr i8, ptr %1377, i64 %1375
  %1432 = icmp slt i64 %1430, 16
  br i1 %1432, label %1433, label %1474

1433:                                             ; preds = %1427
  %1434 = add i64 %1375, %1378
  %1435 = add i64 %1378, 16
  %1436 = tail call i64 @llvm.umax.i64(i64 %1434, i64 %1435)
  %1437 = add i64 %1436, -9
  %1438 = sub i64 %1437, %1378
  %1439 = lshr i64 %1438, 3
  %1440 = add nuw nsw i64 %1439, 1
  %1441 = icmp ult i64 %1438, 24
  %1442 = icmp ult i64 %1430, 32
  %1443 = or i1 %1441, %1442
  br i1 %1443, label %1464, label %1444

1444:                                             ; preds = %1433
  %1445 = and i64 %1440, 4611686018427387900
  %1446 = shl i64 %1445, 3
  %1447 = getelementptr i8, ptr %1425, i64 %1446
  %1448 = shl i64 %1445, 3
  %1449 = getelementptr i8, ptr %1424, i64 %1448
  br label %1450

1450:                                             ; preds = %1450, %1444
  %1451 = phi i64 [ 0, %1444 ], [ %1460, %1450 ]
  %1452 = shl i64 %1451, 3
  %1453 = getelementptr i8, ptr %1425, i64 %1452
  %1454 = shl i64 %1451, 3
  %1455 = getelementptr i8, ptr %1424, i64 %1454
  %1456 = getelementptr i8, ptr %1455, i64 16
  %1457 = load <2 x i64>, ptr %1455, align 1
  %1458 = load <2 x i64>, ptr %1456, align 1
  %1459 = getelementptr i8, ptr %1453, i64 16
  store <2 x i64> %1457, ptr %1453, align 1
  store <2 x i64> %1458, ptr %1459, align 1
  %1460 = add nuw i64 %1451, 4
  %1461 = icmp eq i64 %1460, %1445
  br i1 %1461, label %1462, label %1450, !llvm.loop !182

1462:                                             ; preds = %1450
  %1463 = icmp eq i64 %1440, %1445
  br i1 %1463, label %1489, label %1464

1464:                                             ; preds = %1462, %1433
  %1465 = phi ptr [ %1425, %1433 ], [ %1447, %1462 ]
  %1466 = phi ptr [ %1424, %1433 ], [ %1449, %1462 ]
  br label %1467

1467:                                             ; preds = %1464, %1467
  %1468 = phi ptr [ %1471, %1467 ], [ %1465, %1464 ]
  %1469 = phi ptr [ %1472, %1467 ], [ %1466, %1464 ]
  %1470 = load i64, ptr %1469, align 1
  store i64 %1470, ptr %1468, align 1
  %1471 = getelementptr inbounds i8, ptr %1468, i64 8
  %1472 = getelementptr inbounds i8, ptr %1469, i64 8
  %1473 = icmp ult ptr %1471, %1431
  br i1 %1473, label %1467, label %1489, !llvm.loop !183

1474:                                             ; preds = %1427
  %1475 = load <2 x i64>, ptr %1424, align 1, !tbaa !9
  store <2 x i64> %1475, ptr %1425, align 1, !tbaa !9
  %1476 = icmp slt i64 %1375, 25
  br i1 %1476, label %1489, label %1477

1477:                                             ; preds = %1474
  %1478 = getelementptr inbounds i8, ptr %1377, i64 24
  br label %1479

1479:                                             ; preds = %1479, %1477
  %1480 = phi ptr [ %1478, %1477 ], [ %1487, %1479 ]
  %1481 = phi ptr [ %1424, %1477 ], [ %1485, %1479 ]
  %1482 = getelementptr inbounds i8, ptr %1481, i64 16
  %1483 = load <2 x i64>, ptr %1482, align 1, !tbaa !9
  store <2 x i64> %1483, ptr %1480, align 1, !tbaa !9
  %1484 = getelementptr inbounds i8, ptr %1480, i64 16
  %1485 = getelementptr inbounds i8, ptr %1481, i64 32
  %1486 = load <2 x i64>, ptr %1485, align 1, !tbaa !9
  store <2 x i64> %1486, ptr %1484, align 1, !tbaa !9
  %1487 = getelementptr inbounds i8, ptr %1480, i64 32
  %1488 = icmp ult ptr %1487, %1431
  br i1 %1488, label %1479, label %1489, !llvm.loop !99

1489:                                             ; preds = %1422, %1369, %1360, %1335, %1380, %1474, %1462, %1386, %1467, %1479, %1246, %1193, %1184, %1159, %1204, %1298, %1286, %1210, %1291, %1303
  %1490 = phi i64 [ %1160, %1159 ], [ %1148, %1193 ], [ -20, %1184 ], [ %1148, %1246 ], [ %1148, %1204 ], [ %1148, %1298 ], [ %1148, %1286 ], [ %1148, %1210 ], [ %1148, %1291 ], [ %1148, %1303 ], [ %1336, %1335 ], [ %1323, %1369 ], [ -20, %1360 ], [ %1323, %1422 ], [ %1323, %1380 ], [ %1323, %1474 ], [ %1323, %1462 ], [ %1323, %1386 ], [ %1323, %1467 ], [ %1323, %1479 ]
  %1491 = icmp ult i64 %1490, -119
  br i1 %1491, label %1492, label %2250

1492:                                             ; preds = %1489
  %1493 = add i64 %715, %551
  %1494 = icmp ugt i64 %647, %1493
  %1495 = select i1 %1494, ptr %30, ptr %26
  %1496 = getelementptr inbounds i8, ptr %1495, i64 %1493
  %1497 = sub i64 0, %647
  %1498 = getelementptr inbounds i8, ptr %1496, i64 %1497
  tail call void @llvm.prefetch.p0(ptr %1498, i32 0, i32 3, i32 1)
  %1499 = getelementptr inbounds i8, ptr %1498, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1499, i32 0, i32 3, i32 1)
  %1500 = and i32 %550, 7
  %1501 = zext nneg i32 %1500 to i64
  %1502 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1501
  store i64 %715, ptr %1502, align 8, !tbaa !43
  %1503 = getelementptr inbounds i8, ptr %1502, i64 8
  store i64 %663, ptr %1503, align 8, !tbaa !43
  %1504 = getelementptr inbounds i8, ptr %1502, i64 16
  store i64 %647, ptr %1504, align 8, !tbaa !43
  %1505 = getelementptr inbounds i8, ptr %548, i64 %1490
  br label %1506

1506:                                             ; preds = %1492, %1129
  %1507 = phi i64 [ %1493, %1492 ], [ %1130, %1129 ]
  %1508 = phi ptr [ %549, %1492 ], [ %302, %1129 ]
  %1509 = phi ptr [ %1505, %1492 ], [ %1139, %1129 ]
  %1510 = add i64 %1507, %663
  %1511 = add nuw i32 %550, 1
  %1512 = icmp eq i32 %1511, %5
  br i1 %1512, label %1513, label %547, !llvm.loop !112

1513:                                             ; preds = %1506
  %1514 = load ptr, ptr %147, align 8, !tbaa !73
  %1515 = load ptr, ptr %52, align 8, !tbaa !70
  %1516 = load i32, ptr %136, align 8
  br label %1517

1517:                                             ; preds = %1513, %288
  %1518 = phi i32 [ %289, %288 ], [ %1516, %1513 ]
  %1519 = phi ptr [ %3, %288 ], [ %1515, %1513 ]
  %1520 = phi ptr [ %290, %288 ], [ %1514, %1513 ]
  %1521 = phi i32 [ %292, %288 ], [ %5, %1513 ]
  %1522 = phi ptr [ %24, %288 ], [ %1508, %1513 ]
  %1523 = phi ptr [ %1, %288 ], [ %1509, %1513 ]
  %1524 = icmp eq ptr %1520, %1519
  %1525 = icmp eq i32 %1518, 64
  %1526 = select i1 %1524, i1 %1525, i1 false
  br i1 %1526, label %1527, label %2250

1527:                                             ; preds = %1517
  %1528 = sub nsw i32 %1521, %47
  %1529 = icmp slt i32 %1528, %5
  br i1 %1529, label %1530, label %1538

1530:                                             ; preds = %1527
  %1531 = getelementptr inbounds i8, ptr %20, i64 -32
  %1532 = ptrtoint ptr %28 to i64
  %1533 = ptrtoint ptr %20 to i64
  %1534 = getelementptr inbounds i8, ptr %0, i64 30372
  %1535 = getelementptr inbounds i8, ptr %0, i64 95908
  %1536 = getelementptr inbounds i8, ptr %0, i64 30388
  %1537 = getelementptr i8, ptr %0, i64 30372
  br label %1547

1538:                                             ; preds = %2245, %1527
  %1539 = phi ptr [ %1522, %1527 ], [ %2246, %2245 ]
  %1540 = phi ptr [ %1523, %1527 ], [ %2247, %2245 ]
  %1541 = load <2 x i64>, ptr %36, align 8, !tbaa !43
  %1542 = trunc <2 x i64> %1541 to <2 x i32>
  store <2 x i32> %1542, ptr %35, align 4, !tbaa !27
  %1543 = load i64, ptr %46, align 8, !tbaa !43
  %1544 = trunc i64 %1543 to i32
  store i32 %1544, ptr %43, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #17
  %1545 = load i32, ptr %10, align 8, !tbaa !31
  %1546 = load ptr, ptr %7, align 8, !tbaa !37
  br label %2252

1547:                                             ; preds = %1530, %2245
  %1548 = phi ptr [ %1523, %1530 ], [ %2247, %2245 ]
  %1549 = phi ptr [ %1522, %1530 ], [ %2246, %2245 ]
  %1550 = phi i32 [ %1528, %1530 ], [ %2248, %2245 ]
  %1551 = and i32 %1550, 7
  %1552 = zext nneg i32 %1551 to i64
  %1553 = getelementptr inbounds [8 x %struct.seq_t], ptr %8, i64 0, i64 %1552
  %1554 = load i32, ptr %10, align 8, !tbaa !31
  %1555 = icmp eq i32 %1554, 2
  br i1 %1555, label %1556, label %2068

1556:                                             ; preds = %1547
  %1557 = load ptr, ptr %7, align 8, !tbaa !37
  %1558 = load i64, ptr %1553, align 8, !tbaa !103
  %1559 = getelementptr inbounds i8, ptr %1557, i64 %1558
  %1560 = load ptr, ptr %23, align 8, !tbaa !36
  %1561 = icmp ugt ptr %1559, %1560
  br i1 %1561, label %1562, label %1895

1562:                                             ; preds = %1556
  %1563 = ptrtoint ptr %1560 to i64
  %1564 = ptrtoint ptr %1557 to i64
  %1565 = sub i64 %1563, %1564
  %1566 = icmp eq ptr %1560, %1557
  br i1 %1566, label %1719, label %1567

1567:                                             ; preds = %1562
  %1568 = ptrtoint ptr %1548 to i64
  %1569 = sub i64 %1533, %1568
  %1570 = icmp ugt i64 %1565, %1569
  br i1 %1570, label %2250, label %1571

1571:                                             ; preds = %1567
  %1572 = sub i64 %1568, %1564
  %1573 = getelementptr inbounds i8, ptr %1548, i64 %1565
  %1574 = icmp slt i64 %1565, 8
  %1575 = icmp sgt i64 %1572, -8
  %1576 = or i1 %1575, %1574
  br i1 %1576, label %1577, label %1633

1577:                                             ; preds = %1571
  %1578 = icmp sgt i64 %1565, 0
  br i1 %1578, label %1579, label %1716

1579:                                             ; preds = %1577
  %1580 = add i64 %1568, %1563
  %1581 = sub i64 %1580, %1564
  %1582 = add i64 %1568, 1
  %1583 = tail call i64 @llvm.umax.i64(i64 %1581, i64 %1582)
  %1584 = sub i64 %1583, %1568
  %1585 = icmp ult i64 %1584, 8
  %1586 = icmp ult i64 %1572, 32
  %1587 = or i1 %1585, %1586
  br i1 %1587, label %1623, label %1588

1588:                                             ; preds = %1579
  %1589 = icmp ult i64 %1584, 32
  br i1 %1589, label %1609, label %1590

1590:                                             ; preds = %1588
  %1591 = and i64 %1584, -32
  br label %1592

1592:                                             ; preds = %1592, %1590
  %1593 = phi i64 [ 0, %1590 ], [ %1600, %1592 ]
  %1594 = getelementptr i8, ptr %1548, i64 %1593
  %1595 = getelementptr i8, ptr %1557, i64 %1593
  %1596 = getelementptr i8, ptr %1595, i64 16
  %1597 = load <16 x i8>, ptr %1595, align 1, !tbaa !9
  %1598 = load <16 x i8>, ptr %1596, align 1, !tbaa !9
  %1599 = getelementptr i8, ptr %1594, i64 16
  store <16 x i8> %1597, ptr %1594, align 1, !tbaa !9
  store <16 x i8> %1598, ptr %1599, align 1, !tbaa !9
  %1600 = add nuw i64 %1593, 32
  %1601 = icmp eq i64 %1600, %1591
  br i1 %1601, label %1602, label %1592, !llvm.loop !184

1602:                                             ; preds = %1592
  %1603 = icmp eq i64 %1584, %1591
  br i1 %1603, label %1716, label %1604

1604:                                             ; preds = %1602
  %1605 = getelementptr i8, ptr %1557, i64 %1591
  %1606 = getelementptr i8, ptr %1548, i64 %1591
  %1607 = and i64 %1584, 24
  %1608 = icmp eq i64 %1607, 0
  br i1 %1608, label %1623, label %1609

1609:                                             ; preds = %1588, %1604
  %1610 = phi i64 [ %1591, %1604 ], [ 0, %1588 ]
  %1611 = and i64 %1584, -8
  %1612 = getelementptr i8, ptr %1548, i64 %1611
  %1613 = getelementptr i8, ptr %1557, i64 %1611
  br label %1614

1614:                                             ; preds = %1614, %1609
  %1615 = phi i64 [ %1610, %1609 ], [ %1619, %1614 ]
  %1616 = getelementptr i8, ptr %1548, i64 %1615
  %1617 = getelementptr i8, ptr %1557, i64 %1615
  %1618 = load <8 x i8>, ptr %1617, align 1, !tbaa !9
  store <8 x i8> %1618, ptr %1616, align 1, !tbaa !9
  %1619 = add nuw i64 %1615, 8
  %1620 = icmp eq i64 %1619, %1611
  br i1 %1620, label %1621, label %1614, !llvm.loop !185

1621:                                             ; preds = %1614
  %1622 = icmp eq i64 %1584, %1611
  br i1 %1622, label %1716, label %1623

1623:                                             ; preds = %1621, %1579, %1604
  %1624 = phi ptr [ %1548, %1579 ], [ %1606, %1604 ], [ %1612, %1621 ]
  %1625 = phi ptr [ %1557, %1579 ], [ %1605, %1604 ], [ %1613, %1621 ]
  br label %1626

1626:                                             ; preds = %1623, %1626
  %1627 = phi ptr [ %1631, %1626 ], [ %1624, %1623 ]
  %1628 = phi ptr [ %1629, %1626 ], [ %1625, %1623 ]
  %1629 = getelementptr inbounds i8, ptr %1628, i64 1
  %1630 = load i8, ptr %1628, align 1, !tbaa !9
  %1631 = getelementptr inbounds i8, ptr %1627, i64 1
  store i8 %1630, ptr %1627, align 1, !tbaa !9
  %1632 = icmp ult ptr %1631, %1573
  br i1 %1632, label %1626, label %1716, !llvm.loop !186

1633:                                             ; preds = %1571
  %1634 = getelementptr inbounds i8, ptr %1573, i64 -32
  %1635 = icmp uge ptr %1634, %1548
  %1636 = icmp ult i64 %1572, -16
  %1637 = and i1 %1636, %1635
  br i1 %1637, label %1638, label %1657

1638:                                             ; preds = %1633
  %1639 = ptrtoint ptr %1634 to i64
  %1640 = sub i64 %1639, %1568
  %1641 = load <2 x i64>, ptr %1557, align 1, !tbaa !9
  store <2 x i64> %1641, ptr %1548, align 1, !tbaa !9
  %1642 = icmp slt i64 %1640, 17
  br i1 %1642, label %1655, label %1643

1643:                                             ; preds = %1638
  %1644 = getelementptr inbounds i8, ptr %1548, i64 16
  br label %1645

1645:                                             ; preds = %1645, %1643
  %1646 = phi ptr [ %1644, %1643 ], [ %1653, %1645 ]
  %1647 = phi ptr [ %1557, %1643 ], [ %1651, %1645 ]
  %1648 = getelementptr inbounds i8, ptr %1647, i64 16
  %1649 = load <2 x i64>, ptr %1648, align 1, !tbaa !9
  store <2 x i64> %1649, ptr %1646, align 1, !tbaa !9
  %1650 = getelementptr inbounds i8, ptr %1646, i64 16
  %1651 = getelementptr inbounds i8, ptr %1647, i64 32
  %1652 = load <2 x i64>, ptr %1651, align 1, !tbaa !9
  store <2 x i64> %1652, ptr %1650, align 1, !tbaa !9
  %1653 = getelementptr inbounds i8, ptr %1646, i64 32
  %1654 = icmp ult ptr %1653, %1634
  br i1 %1654, label %1645, label %1655, !llvm.loop !99

1655:                                             ; preds = %1645, %1638
  %1656 = getelementptr inbounds i8, ptr %1557, i64 %1640
  br label %1657

1657:                                             ; preds = %1633, %1655
  %1658 = phi ptr [ %1634, %1655 ], [ %1548, %1633 ]
  %1659 = phi ptr [ %1656, %1655 ], [ %1557, %1633 ]
  %1660 = ptrtoint ptr %1658 to i64
  %1661 = add i64 %1568, %1563
  %1662 = sub i64 %1661, %1564
  %1663 = add nuw i64 %1660, 1
  %1664 = tail call i64 @llvm.umax.i64(i64 %1662, i64 %1663)
  %1665 = sub i64 %1664, %1660
  %1666 = icmp ult i64 %1665, 8
  %1667 = ptrtoint ptr %1659 to i64
  %1668 = sub i64 %1660, %1667
  %1669 = icmp ult i64 %1668, 32
  %1670 = select i1 %1666, i1 true, i1 %1669
  br i1 %1670, label %1706, label %1671

1671:                                             ; preds = %1657
  %1672 = icmp ult i64 %1665, 32
  br i1 %1672, label %1692, label %1673

1673:                                             ; preds = %1671
  %1674 = and i64 %1665, -32
  br label %1675

1675:                                             ; preds = %1675, %1673
  %1676 = phi i64 [ 0, %1673 ], [ %1683, %1675 ]
  %1677 = getelementptr i8, ptr %1658, i64 %1676
  %1678 = getelementptr i8, ptr %1659, i64 %1676
  %1679 = getelementptr i8, ptr %1678, i64 16
  %1680 = load <16 x i8>, ptr %1678, align 1, !tbaa !9
  %1681 = load <16 x i8>, ptr %1679, align 1, !tbaa !9
  %1682 = getelementptr i8, ptr %1677, i64 16
  store <16 x i8> %1680, ptr %1677, align 1, !tbaa !9
  store <16 x i8> %1681, ptr %1682, align 1, !tbaa !9
  %1683 = add nuw i64 %1676, 32
  %1684 = icmp eq i64 %1683, %1674
  br i1 %1684, label %1685, label %1675, !llvm.loop !187

1685:                                             ; preds = %1675
  %1686 = icmp eq i64 %1665, %1674
  br i1 %1686, label %1716, label %1687

1687:                                             ; preds = %1685
  %1688 = getelementptr i8, ptr %1659, i64 %1674
  %1689 = getelementptr i8, ptr %1658, i64 %1674
  %1690 = and i64 %1665, 24
  %1691 = icmp eq i64 %1690, 0
  br i1 %1691, label %1706, label %1692

1692:                                             ; preds = %1671, %1687
  %1693 = phi i64 [ %1674, %1687 ], [ 0, %1671 ]
  %1694 = and i64 %1665, -8
  %1695 = getelementptr i8, ptr %1658, i64 %1694
  %1696 = getelementptr i8, ptr %1659, i64 %1694
  br label %1697

1697:                                             ; preds = %1697, %1692
  %1698 = phi i64 [ %1693, %1692 ], [ %1702, %1697 ]
  %1699 = getelementptr i8, ptr %1658, i64 %1698
  %1700 = getelementptr i8, ptr %1659, i64 %1698
  %1701 = load <8 x i8>, ptr %1700, align 1, !tbaa !9
  store <8 x i8> %1701, ptr %1699, align 1, !tbaa !9
  %1702 = add nuw i64 %1698, 8
  %1703 = icmp eq i64 %1702, %1694
  br i1 %1703, label %1704, label %1697, !llvm.loop !188

1704:                                             ; preds = %1697
  %1705 = icmp eq i64 %1665, %1694
  br i1 %1705, label %1716, label %1706

1706:                                             ; preds = %1704, %1657, %1687
  %1707 = phi ptr [ %1658, %1657 ], [ %1689, %1687 ], [ %1695, %1704 ]
  %1708 = phi ptr [ %1659, %1657 ], [ %1688, %1687 ], [ %1696, %1704 ]
  br label %1709

1709:                                             ; preds = %1706, %1709
  %1710 = phi ptr [ %1714, %1709 ], [ %1707, %1706 ]
  %1711 = phi ptr [ %1712, %1709 ], [ %1708, %1706 ]
  %1712 = getelementptr inbounds i8, ptr %1711, i64 1
  %1713 = load i8, ptr %1711, align 1, !tbaa !9
  %1714 = getelementptr inbounds i8, ptr %1710, i64 1
  store i8 %1713, ptr %1710, align 1, !tbaa !9
  %1715 = icmp ult ptr %1714, %1573
  br i1 %1715, label %1709, label %1716, !llvm.loop !189

1716:                                             ; preds = %1709, %1626, %1685, %1704, %1602, %1621, %1577
  %1717 = load i64, ptr %1553, align 8, !tbaa !103
  %1718 = sub i64 %1717, %1565
  store i64 %1718, ptr %1553, align 8, !tbaa !103
  br label %1719

1719:                                             ; preds = %1716, %1562
  %1720 = phi ptr [ %1573, %1716 ], [ %1548, %1562 ]
  store ptr %1534, ptr %7, align 8, !tbaa !37
  store i32 0, ptr %10, align 8, !tbaa !31
  %1721 = load i64, ptr %1553, align 8
  %1722 = getelementptr inbounds i8, ptr %1553, i64 8
  %1723 = load i64, ptr %1722, align 8
  %1724 = getelementptr inbounds i8, ptr %1553, i64 16
  %1725 = load i64, ptr %1724, align 8
  %1726 = getelementptr inbounds i8, ptr %1720, i64 %1721
  %1727 = add i64 %1723, %1721
  %1728 = getelementptr i8, ptr %1537, i64 %1721
  %1729 = sub i64 0, %1725
  %1730 = getelementptr inbounds i8, ptr %1726, i64 %1729
  %1731 = icmp sgt i64 %1721, 65536
  %1732 = getelementptr inbounds i8, ptr %1720, i64 %1727
  %1733 = icmp ugt ptr %1732, %1531
  %1734 = select i1 %1731, i1 true, i1 %1733
  br i1 %1734, label %1738, label %1735, !prof !105

1735:                                             ; preds = %1719
  %1736 = load <2 x i64>, ptr %1534, align 1, !tbaa !9
  store <2 x i64> %1736, ptr %1720, align 1, !tbaa !9
  %1737 = icmp ugt i64 %1721, 16
  br i1 %1737, label %1740, label %1758, !prof !50

1738:                                             ; preds = %1719
  %1739 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1720, ptr noundef %20, ptr noundef nonnull byval(%struct.seq_t) align 8 %1553, ptr noundef nonnull %7, ptr noundef nonnull %1535, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %1891

1740:                                             ; preds = %1735
  %1741 = getelementptr inbounds i8, ptr %1720, i64 16
  %1742 = add i64 %1721, -16
  %1743 = getelementptr i8, ptr %1720, i64 %1721
  %1744 = load <2 x i64>, ptr %1536, align 1, !tbaa !9
  store <2 x i64> %1744, ptr %1741, align 1, !tbaa !9
  %1745 = icmp slt i64 %1742, 17
  br i1 %1745, label %1758, label %1746

1746:                                             ; preds = %1740
  %1747 = getelementptr inbounds i8, ptr %1720, i64 32
  br label %1748

1748:                                             ; preds = %1748, %1746
  %1749 = phi ptr [ %1747, %1746 ], [ %1756, %1748 ]
  %1750 = phi ptr [ %1536, %1746 ], [ %1754, %1748 ]
  %1751 = getelementptr inbounds i8, ptr %1750, i64 16
  %1752 = load <2 x i64>, ptr %1751, align 1, !tbaa !9
  store <2 x i64> %1752, ptr %1749, align 1, !tbaa !9
  %1753 = getelementptr inbounds i8, ptr %1749, i64 16
  %1754 = getelementptr inbounds i8, ptr %1750, i64 32
  %1755 = load <2 x i64>, ptr %1754, align 1, !tbaa !9
  store <2 x i64> %1755, ptr %1753, align 1, !tbaa !9
  %1756 = getelementptr inbounds i8, ptr %1749, i64 32
  %1757 = icmp ult ptr %1756, %1743
  br i1 %1757, label %1748, label %1758, !llvm.loop !99

1758:                                             ; preds = %1748, %1740, %1735
  store ptr %1728, ptr %7, align 8, !tbaa !37
  %1759 = ptrtoint ptr %1726 to i64
  %1760 = sub i64 %1759, %33
  %1761 = icmp ugt i64 %1725, %1760
  br i1 %1761, label %1762, label %1776

1762:                                             ; preds = %1758
  %1763 = sub i64 %1759, %1532
  %1764 = icmp ugt i64 %1725, %1763
  br i1 %1764, label %2250, label %1765, !prof !50

1765:                                             ; preds = %1762
  %1766 = ptrtoint ptr %1730 to i64
  %1767 = sub i64 %1766, %33
  %1768 = getelementptr inbounds i8, ptr %30, i64 %1767
  %1769 = getelementptr inbounds i8, ptr %1768, i64 %1723
  %1770 = icmp ugt ptr %1769, %30
  br i1 %1770, label %1772, label %1771

1771:                                             ; preds = %1765
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1726, ptr align 1 %1768, i64 %1723, i1 false)
  br label %1891

1772:                                             ; preds = %1765
  %1773 = sub i64 0, %1767
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1726, ptr align 1 %1768, i64 %1773, i1 false)
  %1774 = getelementptr inbounds i8, ptr %1726, i64 %1773
  %1775 = add i64 %1723, %1767
  br label %1776

1776:                                             ; preds = %1772, %1758
  %1777 = phi i64 [ %1775, %1772 ], [ %1723, %1758 ]
  %1778 = phi ptr [ %26, %1772 ], [ %1730, %1758 ]
  %1779 = phi ptr [ %1774, %1772 ], [ %1726, %1758 ]
  %1780 = ptrtoint ptr %1779 to i64
  %1781 = icmp ugt i64 %1725, 15
  br i1 %1781, label %1782, label %1798, !prof !84

1782:                                             ; preds = %1776
  %1783 = getelementptr inbounds i8, ptr %1779, i64 %1777
  %1784 = load <2 x i64>, ptr %1778, align 1, !tbaa !9
  store <2 x i64> %1784, ptr %1779, align 1, !tbaa !9
  %1785 = icmp slt i64 %1777, 17
  br i1 %1785, label %1891, label %1786

1786:                                             ; preds = %1782
  %1787 = getelementptr inbounds i8, ptr %1779, i64 16
  br label %1788

1788:                                             ; preds = %1788, %1786
  %1789 = phi ptr [ %1787, %1786 ], [ %1796, %1788 ]
  %1790 = phi ptr [ %1778, %1786 ], [ %1794, %1788 ]
  %1791 = getelementptr inbounds i8, ptr %1790, i64 16
  %1792 = load <2 x i64>, ptr %1791, align 1, !tbaa !9
  store <2 x i64> %1792, ptr %1789, align 1, !tbaa !9
  %1793 = getelementptr inbounds i8, ptr %1789, i64 16
  %1794 = getelementptr inbounds i8, ptr %1790, i64 32
  %1795 = load <2 x i64>, ptr %1794, align 1, !tbaa !9
  store <2 x i64> %1795, ptr %1793, align 1, !tbaa !9
  %1796 = getelementptr inbounds i8, ptr %1789, i64 32
  %1797 = icmp ult ptr %1796, %1783
  br i1 %1797, label %1788, label %1891, !llvm.loop !99

1798:                                             ; preds = %1776
  %1799 = icmp ult i64 %1725, 8
  br i1 %1799, label %1800, label %1822

1800:                                             ; preds = %1798
  %1801 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1725
  %1802 = load i32, ptr %1801, align 4, !tbaa !27
  %1803 = load i8, ptr %1778, align 1, !tbaa !9
  store i8 %1803, ptr %1779, align 1, !tbaa !9
  %1804 = getelementptr inbounds i8, ptr %1778, i64 1
  %1805 = load i8, ptr %1804, align 1, !tbaa !9
  %1806 = getelementptr inbounds i8, ptr %1779, i64 1
  store i8 %1805, ptr %1806, align 1, !tbaa !9
  %1807 = getelementptr inbounds i8, ptr %1778, i64 2
  %1808 = load i8, ptr %1807, align 1, !tbaa !9
  %1809 = getelementptr inbounds i8, ptr %1779, i64 2
  store i8 %1808, ptr %1809, align 1, !tbaa !9
  %1810 = getelementptr inbounds i8, ptr %1778, i64 3
  %1811 = load i8, ptr %1810, align 1, !tbaa !9
  %1812 = getelementptr inbounds i8, ptr %1779, i64 3
  store i8 %1811, ptr %1812, align 1, !tbaa !9
  %1813 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1725
  %1814 = load i32, ptr %1813, align 4, !tbaa !27
  %1815 = zext i32 %1814 to i64
  %1816 = getelementptr inbounds i8, ptr %1778, i64 %1815
  %1817 = getelementptr inbounds i8, ptr %1779, i64 4
  %1818 = load i32, ptr %1816, align 1
  store i32 %1818, ptr %1817, align 1
  %1819 = sext i32 %1802 to i64
  %1820 = sub nsw i64 0, %1819
  %1821 = getelementptr inbounds i8, ptr %1816, i64 %1820
  br label %1824

1822:                                             ; preds = %1798
  %1823 = load i64, ptr %1778, align 1
  store i64 %1823, ptr %1779, align 1
  br label %1824

1824:                                             ; preds = %1800, %1822
  %1825 = phi ptr [ %1821, %1800 ], [ %1778, %1822 ]
  %1826 = getelementptr i8, ptr %1825, i64 8
  %1827 = getelementptr i8, ptr %1779, i64 8
  %1828 = icmp ugt i64 %1777, 8
  br i1 %1828, label %1829, label %1891

1829:                                             ; preds = %1824
  %1830 = ptrtoint ptr %1827 to i64
  %1831 = ptrtoint ptr %1826 to i64
  %1832 = sub i64 %1830, %1831
  %1833 = getelementptr i8, ptr %1779, i64 %1777
  %1834 = icmp slt i64 %1832, 16
  br i1 %1834, label %1835, label %1876

1835:                                             ; preds = %1829
  %1836 = add i64 %1777, %1780
  %1837 = add i64 %1780, 16
  %1838 = tail call i64 @llvm.umax.i64(i64 %1836, i64 %1837)
  %1839 = add i64 %1838, -9
  %1840 = sub i64 %1839, %1780
  %1841 = lshr i64 %1840, 3
  %1842 = add nuw nsw i64 %1841, 1
  %1843 = icmp ult i64 %1840, 24
  %1844 = icmp ult i64 %1832, 32
  %1845 = or i1 %1843, %1844
  br i1 %1845, label %1866, label %1846

1846:                                             ; preds = %1835
  %1847 = and i64 %1842, 4611686018427387900
  %1848 = shl i64 %1847, 3
  %1849 = getelementptr i8, ptr %1827, i64 %1848
  %1850 = shl i64 %1847, 3
  %1851 = getelementptr i8, ptr %1826, i64 %1850
  br label %1852

1852:                                             ; preds = %1852, %1846
  %1853 = phi i64 [ 0, %1846 ], [ %1862, %1852 ]
  %1854 = shl i64 %1853, 3
  %1855 = getelementptr i8, ptr %1827, i64 %1854
  %1856 = shl i64 %1853, 3
  %1857 = getelementptr i8, ptr %1826, i64 %1856
  %1858 = getelementptr i8, ptr %1857, i64 16
  %1859 = load <2 x i64>, ptr %1857, align 1
  %1860 = load <2 x i64>, ptr %1858, align 1
  %1861 = getelementptr i8, ptr %1855, i64 16
  store <2 x i64> %1859, ptr %1855, align 1
  store <2 x i64> %1860, ptr %1861, align 1
  %1862 = add nuw i64 %1853, 4
  %1863 = icmp eq i64 %1862, %1847
  br i1 %1863, label %1864, label %1852, !llvm.loop !190

1864:                                             ; preds = %1852
  %1865 = icmp eq i64 %1842, %1847
  br i1 %1865, label %1891, label %1866

1866:                                             ; preds = %1864, %1835
  %1867 = phi ptr [ %1827, %1835 ], [ %1849, %1864 ]
  %1868 = phi ptr [ %1826, %1835 ], [ %1851, %1864 ]
  br label %1869

1869:                                             ; preds = %1866, %1869
  %1870 = phi ptr [ %1873, %1869 ], [ %1867, %1866 ]
  %1871 = phi ptr [ %1874, %1869 ], [ %1868, %1866 ]
  %1872 = load i64, ptr %1871, align 1
  store i64 %1872, ptr %1870, align 1
  %1873 = getelementptr inbounds i8, ptr %1870, i64 8
  %1874 = getelementptr inbounds i8, ptr %1871, i64 8
  %1875 = icmp ult ptr %1873, %1833
  br i1 %1875, label %1869, label %1891, !llvm.loop !191

1876:                                             ; preds = %1829
  %1877 = load <2 x i64>, ptr %1826, align 1, !tbaa !9
  store <2 x i64> %1877, ptr %1827, align 1, !tbaa !9
  %1878 = icmp slt i64 %1777, 25
  br i1 %1878, label %1891, label %1879

1879:                                             ; preds = %1876
  %1880 = getelementptr inbounds i8, ptr %1779, i64 24
  br label %1881

1881:                                             ; preds = %1881, %1879
  %1882 = phi ptr [ %1880, %1879 ], [ %1889, %1881 ]
  %1883 = phi ptr [ %1826, %1879 ], [ %1887, %1881 ]
  %1884 = getelementptr inbounds i8, ptr %1883, i64 16
  %1885 = load <2 x i64>, ptr %1884, align 1, !tbaa !9
  store <2 x i64> %1885, ptr %1882, align 1, !tbaa !9
  %1886 = getelementptr inbounds i8, ptr %1882, i64 16
  %1887 = getelementptr inbounds i8, ptr %1883, i64 32
  %1888 = load <2 x i64>, ptr %1887, align 1, !tbaa !9
  store <2 x i64> %1888, ptr %1886, align 1, !tbaa !9
  %1889 = getelementptr inbounds i8, ptr %1882, i64 32
  %1890 = icmp ult ptr %1889, %1833
  br i1 %1890, label %1881, label %1891, !llvm.loop !99

1891:                                             ; preds = %1881, %1869, %1788, %1864, %1876, %1782, %1738, %1771, %1824
  %1892 = phi i64 [ %1739, %1738 ], [ %1727, %1771 ], [ %1727, %1824 ], [ %1727, %1782 ], [ %1727, %1876 ], [ %1727, %1864 ], [ %1727, %1788 ], [ %1727, %1869 ], [ %1727, %1881 ]
  %1893 = icmp ult i64 %1892, -119
  %1894 = getelementptr inbounds i8, ptr %1720, i64 %1892
  br i1 %1893, label %2245, label %2250

1895:                                             ; preds = %1556
  %1896 = getelementptr inbounds i8, ptr %1559, i64 -32
  %1897 = load i64, ptr %1553, align 8
  %1898 = getelementptr inbounds i8, ptr %1553, i64 8
  %1899 = load i64, ptr %1898, align 8
  %1900 = getelementptr inbounds i8, ptr %1553, i64 16
  %1901 = load i64, ptr %1900, align 8
  %1902 = getelementptr inbounds i8, ptr %1548, i64 %1897
  %1903 = add i64 %1899, %1897
  %1904 = getelementptr inbounds i8, ptr %1557, i64 %1897
  %1905 = sub i64 0, %1901
  %1906 = getelementptr inbounds i8, ptr %1902, i64 %1905
  %1907 = icmp ugt ptr %1904, %1549
  %1908 = getelementptr inbounds i8, ptr %1548, i64 %1903
  %1909 = icmp ugt ptr %1908, %1896
  %1910 = select i1 %1907, i1 true, i1 %1909
  br i1 %1910, label %1914, label %1911, !prof !105

1911:                                             ; preds = %1895
  %1912 = load <2 x i64>, ptr %1557, align 1, !tbaa !9
  store <2 x i64> %1912, ptr %1548, align 1, !tbaa !9
  %1913 = icmp ugt i64 %1897, 16
  br i1 %1913, label %1916, label %1935, !prof !50

1914:                                             ; preds = %1895
  %1915 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %1548, ptr noundef %20, ptr noundef nonnull %1896, ptr noundef nonnull byval(%struct.seq_t) align 8 %1553, ptr noundef nonnull %7, ptr noundef %1549, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %2241

1916:                                             ; preds = %1911
  %1917 = getelementptr inbounds i8, ptr %1548, i64 16
  %1918 = getelementptr inbounds i8, ptr %1557, i64 16
  %1919 = add i64 %1897, -16
  %1920 = getelementptr i8, ptr %1548, i64 %1897
  %1921 = load <2 x i64>, ptr %1918, align 1, !tbaa !9
  store <2 x i64> %1921, ptr %1917, align 1, !tbaa !9
  %1922 = icmp slt i64 %1919, 17
  br i1 %1922, label %1935, label %1923

1923:                                             ; preds = %1916
  %1924 = getelementptr inbounds i8, ptr %1548, i64 32
  br label %1925

1925:                                             ; preds = %1925, %1923
  %1926 = phi ptr [ %1924, %1923 ], [ %1933, %1925 ]
  %1927 = phi ptr [ %1918, %1923 ], [ %1931, %1925 ]
  %1928 = getelementptr inbounds i8, ptr %1927, i64 16
  %1929 = load <2 x i64>, ptr %1928, align 1, !tbaa !9
  store <2 x i64> %1929, ptr %1926, align 1, !tbaa !9
  %1930 = getelementptr inbounds i8, ptr %1926, i64 16
  %1931 = getelementptr inbounds i8, ptr %1927, i64 32
  %1932 = load <2 x i64>, ptr %1931, align 1, !tbaa !9
  store <2 x i64> %1932, ptr %1930, align 1, !tbaa !9
  %1933 = getelementptr inbounds i8, ptr %1926, i64 32
  %1934 = icmp ult ptr %1933, %1920
  br i1 %1934, label %1925, label %1935, !llvm.loop !99

1935:                                             ; preds = %1925, %1916, %1911
  store ptr %1904, ptr %7, align 8, !tbaa !37
  %1936 = ptrtoint ptr %1902 to i64
  %1937 = sub i64 %1936, %33
  %1938 = icmp ugt i64 %1901, %1937
  br i1 %1938, label %1939, label %1953

1939:                                             ; preds = %1935
  %1940 = sub i64 %1936, %1532
  %1941 = icmp ugt i64 %1901, %1940
  br i1 %1941, label %2241, label %1942, !prof !50

1942:                                             ; preds = %1939
  %1943 = ptrtoint ptr %1906 to i64
  %1944 = sub i64 %1943, %33
  %1945 = getelementptr inbounds i8, ptr %30, i64 %1944
  %1946 = getelementptr inbounds i8, ptr %1945, i64 %1899
  %1947 = icmp ugt ptr %1946, %30
  br i1 %1947, label %1949, label %1948

1948:                                             ; preds = %1942
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1902, ptr align 1 %1945, i64 %1899, i1 false)
  br label %2241

1949:                                             ; preds = %1942
  %1950 = sub i64 0, %1944
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1902, ptr align 1 %1945, i64 %1950, i1 false)
  %1951 = getelementptr inbounds i8, ptr %1902, i64 %1950
  %1952 = add i64 %1899, %1944
  br label %1953

1953:                                             ; preds = %1949, %1935
  %1954 = phi i64 [ %1952, %1949 ], [ %1899, %1935 ]
  %1955 = phi ptr [ %26, %1949 ], [ %1906, %1935 ]
  %1956 = phi ptr [ %1951, %1949 ], [ %1902, %1935 ]
  %1957 = ptrtoint ptr %1956 to i64
  %1958 = icmp ugt i64 %1901, 15
  br i1 %1958, label %1959, label %1975, !prof !84

1959:                                             ; preds = %1953
  %1960 = getelementptr inbounds i8, ptr %1956, i64 %1954
  %1961 = load <2 x i64>, ptr %1955, align 1, !tbaa !9
  store <2 x i64> %1961, ptr %1956, align 1, !tbaa !9
  %1962 = icmp slt i64 %1954, 17
  br i1 %1962, label %2241, label %1963

1963:                                             ; preds = %1959
  %1964 = getelementptr inbounds i8, ptr %1956, i64 16
  br label %1965

1965:                                             ; preds = %1965, %1963
  %1966 = phi ptr [ %1964, %1963 ], [ %1973, %1965 ]
  %1967 = phi ptr [ %1955, %1963 ], [ %1971, %1965 ]
  %1968 = getelementptr inbounds i8, ptr %1967, i64 16
  %1969 = load <2 x i64>, ptr %1968, align 1, !tbaa !9
  store <2 x i64> %1969, ptr %1966, align 1, !tbaa !9
  %1970 = getelementptr inbounds i8, ptr %1966, i64 16
  %1971 = getelementptr inbounds i8, ptr %1967, i64 32
  %1972 = load <2 x i64>, ptr %1971, align 1, !tbaa !9
  store <2 x i64> %1972, ptr %1970, align 1, !tbaa !9
  %1973 = getelementptr inbounds i8, ptr %1966, i64 32
  %1974 = icmp ult ptr %1973, %1960
  br i1 %1974, label %1965, label %2241, !llvm.loop !99

1975:                                             ; preds = %1953
  %1976 = icmp ult i64 %1901, 8
  br i1 %1976, label %1977, label %1999

1977:                                             ; preds = %1975
  %1978 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1901
  %1979 = load i32, ptr %1978, align 4, !tbaa !27
  %1980 = load i8, ptr %1955, align 1, !tbaa !9
  store i8 %1980, ptr %1956, align 1, !tbaa !9
  %1981 = getelementptr inbounds i8, ptr %1955, i64 1
  %1982 = load i8, ptr %1981, align 1, !tbaa !9
  %1983 = getelementptr inbounds i8, ptr %1956, i64 1
  store i8 %1982, ptr %1983, align 1, !tbaa !9
  %1984 = getelementptr inbounds i8, ptr %1955, i64 2
  %1985 = load i8, ptr %1984, align 1, !tbaa !9
  %1986 = getelementptr inbounds i8, ptr %1956, i64 2
  store i8 %1985, ptr %1986, align 1, !tbaa !9
  %1987 = getelementptr inbounds i8, ptr %1955, i64 3
  %1988 = load i8, ptr %1987, align 1, !tbaa !9
  %1989 = getelementptr inbounds i8, ptr %1956, i64 3
  store i8 %1988, ptr %1989, align 1, !tbaa !9
  %1990 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1901
  %1991 = load i32, ptr %1990, align 4, !tbaa !27
  %1992 = zext i32 %1991 to i64
  %1993 = getelementptr inbounds i8, ptr %1955, i64 %1992
  %1994 = getelementptr inbounds i8, ptr %1956, i64 4
  %1995 = load i32, ptr %1993, align 1
  store i32 %1995, ptr %1994, align 1
  %1996 = sext i32 %1979 to i64
  %1997 = sub nsw i64 0, %1996
  %1998 = getelementptr inbounds i8, ptr %1993, i64 %1997
  br label %2001

1999:                                             ; preds = %1975
  %2000 = load i64, ptr %1955, align 1
  store i64 %2000, ptr %1956, align 1
  br label %2001

2001:                                             ; preds = %1977, %1999
  %2002 = phi ptr [ %1998, %1977 ], [ %1955, %1999 ]
  %2003 = getelementptr i8, ptr %2002, i64 8
  %2004 = getelementptr i8, ptr %1956, i64 8
  %2005 = icmp ugt i64 %1954, 8
  br i1 %2005, label %2006, label %2241

2006:                                             ; preds = %2001
  %2007 = ptrtoint ptr %2004 to i64
  %2008 = ptrtoint ptr %2003 to i64
  %2009 = sub i64 %2007, %2008
  %2010 = getelementptr i8, ptr %1956, i64 %1954
  %2011 = icmp slt i64 %2009, 16
  br i1 %2011, label %2012, label %2053

2012:                                             ; preds = %2006
  %2013 = add i64 %1954, %1957
  %2014 = add i64 %1957, 16
  %2015 = tail call i64 @llvm.umax.i64(i64 %2013, i64 %2014)
  %2016 = add i64 %2015, -9
  %2017 = sub i64 %2016, %1957
  %2018 = lshr i64 %2017, 3
  %2019 = add nuw nsw i64 %2018, 1
  %2020 = icmp ult i64 %2017, 24
  %2021 = icmp ult i64 %2009, 32
  %2022 = or i1 %2020, %2021
  br i1 %2022, label %2043, label %2023

2023:                                             ; preds = %2012
  %2024 = and i64 %2019, 4611686018427387900
  %2025 = shl i64 %2024, 3
  %2026 = getelementptr i8, ptr %2004, i64 %2025
  %2027 = shl i64 %2024, 3
  %2028 = getelementptr i8, ptr %2003, i64 %2027
  br label %2029

2029:                                             ; preds = %2029, %2023
  %2030 = phi i64 [ 0, %2023 ], [ %2039, %2029 ]
  %2031 = shl i64 %2030, 3
  %2032 = getelementptr i8, ptr %2004, i64 %2031
  %2033 = shl i64 %2030, 3
  %2034 = getelementptr i8, ptr %2003, i64 %2033
  %2035 = getelementptr i8, ptr %2034, i64 16
  %2036 = load <2 x i64>, ptr %2034, align 1
  %2037 = load <2 x i64>, ptr %2035, align 1
  %2038 = getelementptr i8, ptr %2032, i64 16
  store <2 x i64> %2036, ptr %2032, align 1
  store <2 x i64> %2037, ptr %2038, align 1
  %2039 = add nuw i64 %2030, 4
  %2040 = icmp eq i64 %2039, %2024
  br i1 %2040, label %2041, label %2029, !llvm.loop !192

2041:                                             ; preds = %2029
  %2042 = icmp eq i64 %2019, %2024
  br i1 %2042, label %2241, label %2043

2043:                                             ; preds = %2041, %2012
  %2044 = phi ptr [ %2004, %2012 ], [ %2026, %2041 ]
  %2045 = phi ptr [ %2003, %2012 ], [ %2028, %2041 ]
  br label %2046

2046:                                             ; preds = %2043, %2046
  %2047 = phi ptr [ %2050, %2046 ], [ %2044, %2043 ]
  %2048 = phi ptr [ %2051, %2046 ], [ %2045, %2043 ]
  %2049 = load i64, ptr %2048, align 1
  store i64 %2049, ptr %2047, align 1
  %2050 = getelementptr inbounds i8, ptr %2047, i64 8
  %2051 = getelementptr inbounds i8, ptr %2048, i64 8
  %2052 = icmp ult ptr %2050, %2010
  br i1 %2052, label %2046, label %2241, !llvm.loop !193

2053:                                             ; preds = %2006
  %2054 = load <2 x i64>, ptr %2003, align 1, !tbaa !9
  store <2 x i64> %2054, ptr %2004, align 1, !tbaa !9
  %2055 = icmp slt i64 %1954, 25
  br i1 %2055, label %2241, label %2056

2056:                                             ; preds = %2053
  %2057 = getelementptr inbounds i8, ptr %1956, i64 24
  br label %2058

2058:                                             ; preds = %2058, %2056
  %2059 = phi ptr [ %2057, %2056 ], [ %2066, %2058 ]
  %2060 = phi ptr [ %2003, %2056 ], [ %2064, %2058 ]
  %2061 = getelementptr inbounds i8, ptr %2060, i64 16
  %2062 = load <2 x i64>, ptr %2061, align 1, !tbaa !9
  store <2 x i64> %2062, ptr %2059, align 1, !tbaa !9
  %2063 = getelementptr inbounds i8, ptr %2059, i64 16
  %2064 = getelementptr inbounds i8, ptr %2060, i64 32
  %2065 = load <2 x i64>, ptr %2064, align 1, !tbaa !9
  store <2 x i64> %2065, ptr %2063, align 1, !tbaa !9
  %2066 = getelementptr inbounds i8, ptr %2059, i64 32
  %2067 = icmp ult ptr %2066, %2010
  br i1 %2067, label %2058, label %2241, !llvm.loop !99

2068:                                             ; preds = %1547
  %2069 = load i64, ptr %1553, align 8
  %2070 = getelementptr inbounds i8, ptr %1553, i64 8
  %2071 = load i64, ptr %2070, align 8
  %2072 = getelementptr inbounds i8, ptr %1553, i64 16
  %2073 = load i64, ptr %2072, align 8
  %2074 = getelementptr inbounds i8, ptr %1548, i64 %2069
  %2075 = add i64 %2071, %2069
  %2076 = load ptr, ptr %7, align 8, !tbaa !37
  %2077 = getelementptr inbounds i8, ptr %2076, i64 %2069
  %2078 = sub i64 0, %2073
  %2079 = getelementptr inbounds i8, ptr %2074, i64 %2078
  %2080 = icmp ugt ptr %2077, %1549
  %2081 = getelementptr inbounds i8, ptr %1548, i64 %2075
  %2082 = icmp ugt ptr %2081, %1531
  %2083 = select i1 %2080, i1 true, i1 %2082
  br i1 %2083, label %2087, label %2084, !prof !105

2084:                                             ; preds = %2068
  %2085 = load <2 x i64>, ptr %2076, align 1, !tbaa !9
  store <2 x i64> %2085, ptr %1548, align 1, !tbaa !9
  %2086 = icmp ugt i64 %2069, 16
  br i1 %2086, label %2089, label %2108, !prof !50

2087:                                             ; preds = %2068
  %2088 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1548, ptr noundef %20, ptr noundef nonnull byval(%struct.seq_t) align 8 %1553, ptr noundef nonnull %7, ptr noundef %1549, ptr noundef %26, ptr noundef %28, ptr noundef %30)
  br label %2241

2089:                                             ; preds = %2084
  %2090 = getelementptr inbounds i8, ptr %1548, i64 16
  %2091 = getelementptr inbounds i8, ptr %2076, i64 16
  %2092 = add i64 %2069, -16
  %2093 = getelementptr i8, ptr %1548, i64 %2069
  %2094 = load <2 x i64>, ptr %2091, align 1, !tbaa !9
  store <2 x i64> %2094, ptr %2090, align 1, !tbaa !9
  %2095 = icmp slt i64 %2092, 17
  br i1 %2095, label %2108, label %2096

2096:                                             ; preds = %2089
  %2097 = getelementptr inbounds i8, ptr %1548, i64 32
  br label %2098

2098:                                             ; preds = %2098, %2096
  %2099 = phi ptr [ %2097, %2096 ], [ %2106, %2098 ]
  %2100 = phi ptr [ %2091, %2096 ], [ %2104, %2098 ]
  %2101 = getelementptr inbounds i8, ptr %2100, i64 16
  %2102 = load <2 x i64>, ptr %2101, align 1, !tbaa !9
  store <2 x i64> %2102, ptr %2099, align 1, !tbaa !9
  %2103 = getelementptr inbounds i8, ptr %2099, i64 16
  %2104 = getelementptr inbounds i8, ptr %2100, i64 32
  %2105 = load <2 x i64>, ptr %2104, align 1, !tbaa !9
  store <2 x i64> %2105, ptr %2103, align 1, !tbaa !9
  %2106 = getelementptr inbounds i8, ptr %2099, i64 32
  %2107 = icmp ult ptr %2106, %2093
  br i1 %2107, label %2098, label %2108, !llvm.loop !99

2108:                                             ; preds = %2098, %2089, %2084
  store ptr %2077, ptr %7, align 8, !tbaa !37
  %2109 = ptrtoint ptr %2074 to i64
  %2110 = sub i64 %2109, %33
  %2111 = icmp ugt i64 %2073, %2110
  br i1 %2111, label %2112, label %2126

2112:                                             ; preds = %2108
  %2113 = sub i64 %2109, %1532
  %2114 = icmp ugt i64 %2073, %2113
  br i1 %2114, label %2241, label %2115, !prof !50

2115:                                             ; preds = %2112
  %2116 = ptrtoint ptr %2079 to i64
  %2117 = sub i64 %2116, %33
  %2118 = getelementptr inbounds i8, ptr %30, i64 %2117
  %2119 = getelementptr inbounds i8, ptr %2118, i64 %2071
  %2120 = icmp ugt ptr %2119, %30
  br i1 %2120, label %2122, label %2121

2121:                                             ; preds = %2115
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2074, ptr align 1 %2118, i64 %2071, i1 false)
  br label %2241

2122:                                             ; preds = %2115
  %2123 = sub i64 0, %2117
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2074, ptr align 1 %2118, i64 %2123, i1 false)
  %2124 = getelementptr inbounds i8, ptr %2074, i64 %2123
  %2125 = add i64 %2071, %2117
  br label %2126

2126:                                             ; preds = %2122, %2108
  %2127 = phi i64 [ %2125, %2122 ], [ %2071, %2108 ]
  %2128 = phi ptr [ %26, %2122 ], [ %2079, %2108 ]
  %2129 = phi ptr [ %2124, %2122 ], [ %2074, %2108 ]
  %2130 = ptrtoint ptr %2129 to i64
  %2131 = icmp ugt i64 %2073, 15
  br i1 %2131, label %2132, label %2148, !prof !84

2132:                                             ; preds = %2126
  %2133 = getelementptr inbounds i8, ptr %2129, i64 %2127
  %2134 = load <2 x i64>, ptr %2128, align 1, !tbaa !9
  store <2 x i64> %2134, ptr %2129, align 1, !tbaa !9
  %2135 = icmp slt i64 %2127, 17
  br i1 %2135, label %2241, label %2136

2136:                                             ; preds = %2132
  %2137 = getelementptr inbounds i8, ptr %2129, i64 16
  br label %2138

2138:                                             ; preds = %2138, %2136
  %2139 = phi ptr [ %2137, %2136 ], [ %2146, %2138 ]
  %2140 = phi ptr [ %2128, %2136 ], [ %2144, %2138 ]
  %2141 = getelementptr inbounds i8, ptr %2140, i64 16
  %2142 = load <2 x i64>, ptr %2141, align 1, !tbaa !9
  store <2 x i64> %2142, ptr %2139, align 1, !tbaa !9
  %2143 = getelementptr inbounds i8, ptr %2139, i64 16
  %2144 = getelementptr inbounds i8, ptr %2140, i64 32
  %2145 = load <2 x i64>, ptr %2144, align 1, !tbaa !9
  store <2 x i64> %2145, ptr %2143, align 1, !tbaa !9
  %2146 = getelementptr inbounds i8, ptr %2139, i64 32
  %2147 = icmp ult ptr %2146, %2133
  br i1 %2147, label %2138, label %2241, !llvm.loop !99

2148:                                             ; preds = %2126
  %2149 = icmp ult i64 %2073, 8
  br i1 %2149, label %2150, label %2172

2150:                                             ; preds = %2148
  %2151 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %2073
  %2152 = load i32, ptr %2151, align 4, !tbaa !27
  %2153 = load i8, ptr %2128, align 1, !tbaa !9
  store i8 %2153, ptr %2129, align 1, !tbaa !9
  %2154 = getelementptr inbounds i8, ptr %2128, i64 1
  %2155 = load i8, ptr %2154, align 1, !tbaa !9
  %2156 = getelementptr inbounds i8, ptr %2129, i64 1
  store i8 %2155, ptr %2156, align 1, !tbaa !9
  %2157 = getelementptr inbounds i8, ptr %2128, i64 2
  %2158 = load i8, ptr %2157, align 1, !tbaa !9
  %2159 = getelementptr inbounds i8, ptr %2129, i64 2
  store i8 %2158, ptr %2159, align 1, !tbaa !9
  %2160 = getelementptr inbounds i8, ptr %2128, i64 3
  %2161 = load i8, ptr %2160, align 1, !tbaa !9
  %2162 = getelementptr inbounds i8, ptr %2129, i64 3
  store i8 %2161, ptr %2162, align 1, !tbaa !9
  %2163 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %2073
  %2164 = load i32, ptr %2163, align 4, !tbaa !27
  %2165 = zext i32 %2164 to i64
  %2166 = getelementptr inbounds i8, ptr %2128, i64 %2165
  %2167 = getelementptr inbounds i8, ptr %2129, i64 4
  %2168 = load i32, ptr %2166, align 1
  store i32 %2168, ptr %2167, align 1
  %2169 = sext i32 %2152 to i64
  %2170 = sub nsw i64 0, %2169
  %2171 = getelementptr inbounds i8, ptr %2166, i64 %2170
  br label %2174

2172:                                             ; preds = %2148
  %2173 = load i64, ptr %2128, align 1
  store i64 %2173, ptr %2129, align 1
  br label %2174

2174:                                             ; preds = %2150, %2172
  %2175 = phi ptr [ %2171, %2150 ], [ %2128, %2172 ]
  %2176 = getelementptr i8, ptr %2175, i64 8
  %2177 = getelementptr i8, ptr %2129, i64 8
  %2178 = icmp ugt i64 %2127, 8
  br i1 %2178, label %2179, label %2241

2179:                                             ; preds = %2174
  %2180 = ptrtoint ptr %2177 to i64
  %2181 = ptrtoint ptr %2176 to i64
  %2182 = sub i64 %2180, %2181
  %2183 = getelementptr i8, ptr %2129, i64 %2127
  %2184 = icmp slt i64 %2182, 16
  br i1 %2184, label %2185, label %2226

2185:                                             ; preds = %2179
  %2186 = add i64 %2127, %2130
  %2187 = add i64 %2130, 16
  %2188 = tail call i64 @llvm.umax.i64(i64 %2186, i64 %2187)
  %2189 = add i64 %2188, -9
  %2190 = sub i64 %2189, %2130
  %2191 = lshr i64 %2190, 3
  %2192 = add nuw nsw i64 %2191, 1
  %2193 = icmp ult i64 %2190, 24
  %2194 = icmp ult i64 %2182, 32
  %2195 = or i1 %2193, %2194
  br i1 %2195, label %2216, label %2196

2196:                                             ; preds = %2185
  %2197 = and i64 %2192, 4611686018427387900
  %2198 = shl i64 %2197, 3
  %2199 = getelementptr i8, ptr %2177, i64 %2198
  %2200 = shl i64 %2197, 3
  %2201 = getelementptr i8, ptr %2176, i64 %2200
  br label %2202

2202:                                             ; preds = %2202, %2196
  %2203 = phi i64 [ 0, %2196 ], [ %2212, %2202 ]
  %2204 = shl i64 %2203, 3
  %2205 = getelementptr i8, ptr %2177, i64 %2204
  %2206 = shl i64 %2203, 3
  %2207 = getelementptr i8, ptr %2176, i64 %2206
  %2208 = getelementptr i8, ptr %2207, i64 16
  %2209 = load <2 x i64>, ptr %2207, align 1
  %2210 = load <2 x i64>, ptr %2208, align 1
  %2211 = getelementptr i8, ptr %2205, i64 16
  store <2 x i64> %2209, ptr %2205, align 1
  store <2 x i64> %2210, ptr %2211, align 1
  %2212 = add nuw i64 %2203, 4
  %2213 = icmp eq i64 %2212, %2197
  br i1 %2213, label %2214, label %2202, !llvm.loop !194

2214:                                             ; preds = %2202
  %2215 = icmp eq i64 %2192, %2197
  br i1 %2215, label %2241, label %2216

2216:                                             ; preds = %2214, %2185
  %2217 = phi ptr [ %2177, %2185 ], [ %2199, %2214 ]
  %2218 = phi ptr [ %2176, %2185 ], [ %2201, %2214 ]
  br label %2219

2219:                                             ; preds = %2216, %2219
  %2220 = phi ptr [ %2223, %2219 ], [ %2217, %2216 ]
  %2221 = phi ptr [ %2224, %2219 ], [ %2218, %2216 ]
  %2222 = load i64, ptr %2221, align 1
  store i64 %2222, ptr %2220, align 1
  %2223 = getelementptr inbounds i8, ptr %2220, i64 8
  %2224 = getelementptr inbounds i8, ptr %2221, i64 8
  %2225 = icmp ult ptr %2223, %2183
  br i1 %2225, label %2219, label %2241, !llvm.loop !195

2226:                                             ; preds = %2179
  %2227 = load <2 x i64>, ptr %2176, align 1, !tbaa !9
  store <2 x i64> %2227, ptr %2177, align 1, !tbaa !9
  %2228 = icmp slt i64 %2127, 25
  br i1 %2228, label %2241, label %2229

2229:                                             ; preds = %2226
  %2230 = getelementptr inbounds i8, ptr %2129, i64 24
  br label %2231

2231:                                             ; preds = %2231, %2229
  %2232 = phi ptr [ %2230, %2229 ], [ %2239, %2231 ]
  %2233 = phi ptr [ %2176, %2229 ], [ %2237, %2231 ]
  %2234 = getelementptr inbounds i8, ptr %2233, i64 16
  %2235 = load <2 x i64>, ptr %2234, align 1, !tbaa !9
  store <2 x i64> %2235, ptr %2232, align 1, !tbaa !9
  %2236 = getelementptr inbounds i8, ptr %2232, i64 16
  %2237 = getelementptr inbounds i8, ptr %2233, i64 32
  %2238 = load <2 x i64>, ptr %2237, align 1, !tbaa !9
  store <2 x i64> %2238, ptr %2236, align 1, !tbaa !9
  %2239 = getelementptr inbounds i8, ptr %2232, i64 32
  %2240 = icmp ult ptr %2239, %2183
  br i1 %2240, label %2231, label %2241, !llvm.loop !99

2241:                                             ; preds = %2174, %2121, %2112, %2087, %2132, %2226, %2214, %2138, %2219, %2231, %2001, %1948, %1939, %1914, %1959, %2053, %2041, %1965, %2046, %2058
  %2242 = phi i64 [ %1915, %1914 ], [ %1903, %1948 ], [ -20, %1939 ], [ %1903, %2001 ], [ %1903, %1959 ], [ %1903, %2053 ], [ %1903, %2041 ], [ %1903, %1965 ], [ %1903, %2046 ], [ %1903, %2058 ], [ %2088, %2087 ], [ %2075, %2121 ], [ -20, %2112 ], [ %2075, %2174 ], [ %2075, %2132 ], [ %2075, %2226 ], [ %2075, %2214 ], [ %2075, %2138 ], [ %2075, %2219 ], [ %2075, %2231 ]
  %2243 = icmp ult i64 %2242, -119
  %2244 = getelementptr inbounds i8, ptr %1548, i64 %2242
  br i1 %2243, label %2245, label %2250

2245:                                             ; preds = %2241, %1891
  %2246 = phi ptr [ %1535, %1891 ], [ %1549, %2241 ]
  %2247 = phi ptr [ %1894, %1891 ], [ %2244, %2241 ]
  %2248 = add i32 %1550, 1
  %2249 = icmp eq i32 %2248, %5
  br i1 %2249, label %1538, label %1547, !llvm.loop !125

2250:                                             ; preds = %1489, %802, %1126, %2241, %1891, %1567, %1762, %997, %107, %56, %32, %120, %1517
  %2251 = phi i64 [ -20, %120 ], [ -20, %1517 ], [ -20, %32 ], [ -20, %56 ], [ -20, %107 ], [ -20, %997 ], [ -20, %1762 ], [ %1892, %1891 ], [ -70, %1567 ], [ %2242, %2241 ], [ -70, %802 ], [ %1127, %1126 ], [ %1490, %1489 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #17
  br label %2296

2252:                                             ; preds = %1538, %19
  %2253 = phi ptr [ %1546, %1538 ], [ %22, %19 ]
  %2254 = phi i32 [ %1545, %1538 ], [ %11, %19 ]
  %2255 = phi ptr [ %1539, %1538 ], [ %24, %19 ]
  %2256 = phi ptr [ %1540, %1538 ], [ %1, %19 ]
  %2257 = icmp eq i32 %2254, 2
  br i1 %2257, label %2260, label %2258

2258:                                             ; preds = %2252
  %2259 = ptrtoint ptr %20 to i64
  br label %2276

2260:                                             ; preds = %2252
  %2261 = ptrtoint ptr %2255 to i64
  %2262 = ptrtoint ptr %2253 to i64
  %2263 = sub i64 %2261, %2262
  %2264 = ptrtoint ptr %20 to i64
  %2265 = ptrtoint ptr %2256 to i64
  %2266 = sub i64 %2264, %2265
  %2267 = icmp ugt i64 %2263, %2266
  br i1 %2267, label %2296, label %2268

2268:                                             ; preds = %2260
  %2269 = icmp eq ptr %2256, null
  br i1 %2269, label %2272, label %2270

2270:                                             ; preds = %2268
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2256, ptr align 1 %2253, i64 %2263, i1 false)
  %2271 = getelementptr inbounds i8, ptr %2256, i64 %2263
  br label %2272

2272:                                             ; preds = %2268, %2270
  %2273 = phi ptr [ %2271, %2270 ], [ null, %2268 ]
  %2274 = getelementptr inbounds i8, ptr %0, i64 30372
  %2275 = getelementptr inbounds i8, ptr %0, i64 95908
  br label %2276

2276:                                             ; preds = %2258, %2272
  %2277 = phi i64 [ %2259, %2258 ], [ %2264, %2272 ]
  %2278 = phi ptr [ %2253, %2258 ], [ %2274, %2272 ]
  %2279 = phi ptr [ %2255, %2258 ], [ %2275, %2272 ]
  %2280 = phi ptr [ %2256, %2258 ], [ %2273, %2272 ]
  %2281 = ptrtoint ptr %2279 to i64
  %2282 = ptrtoint ptr %2278 to i64
  %2283 = sub i64 %2281, %2282
  %2284 = ptrtoint ptr %2280 to i64
  %2285 = sub i64 %2277, %2284
  %2286 = icmp ugt i64 %2283, %2285
  br i1 %2286, label %2296, label %2287

2287:                                             ; preds = %2276
  %2288 = icmp eq ptr %2280, null
  br i1 %2288, label %2292, label %2289

2289:                                             ; preds = %2287
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2280, ptr align 1 %2278, i64 %2283, i1 false)
  %2290 = getelementptr inbounds i8, ptr %2280, i64 %2283
  %2291 = ptrtoint ptr %2290 to i64
  br label %2292

2292:                                             ; preds = %2289, %2287
  %2293 = phi i64 [ 0, %2287 ], [ %2291, %2289 ]
  %2294 = ptrtoint ptr %1 to i64
  %2295 = sub i64 %2293, %2294
  br label %2296

2296:                                             ; preds = %2260, %2276, %2250, %2292
  %2297 = phi i64 [ %2295, %2292 ], [ %2251, %2250 ], [ -70, %2276 ], [ -70, %2260 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  ret i64 %2297
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly byval(%struct.seq_t) align 8 %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef readonly %7) unnamed_addr #13 {
  %9 = load i64, ptr %2, align 8, !tbaa !103
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !131
  %13 = add i64 %12, %9
  %14 = load ptr, ptr %3, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %14, i64 %9
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !130
  %18 = sub i64 0, %17
  %19 = getelementptr inbounds i8, ptr %10, i64 %18
  %20 = getelementptr inbounds i8, ptr %1, i64 -32
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  %23 = sub i64 %21, %22
  %24 = icmp ugt i64 %13, %23
  br i1 %24, label %209, label %25

25:                                               ; preds = %8
  %26 = ptrtoint ptr %4 to i64
  %27 = ptrtoint ptr %14 to i64
  %28 = sub i64 %26, %27
  %29 = icmp ugt i64 %9, %28
  br i1 %29, label %209, label %30

30:                                               ; preds = %25
  %31 = icmp slt i64 %9, 8
  br i1 %31, label %32, label %88

32:                                               ; preds = %30
  %33 = icmp sgt i64 %9, 0
  br i1 %33, label %34, label %185

34:                                               ; preds = %32
  %35 = add i64 %9, %22
  %36 = add i64 %22, 1
  %37 = tail call i64 @llvm.umax.i64(i64 %35, i64 %36)
  %38 = sub i64 %37, %22
  %39 = icmp ult i64 %38, 8
  %40 = sub i64 %22, %27
  %41 = icmp ult i64 %40, 32
  %42 = or i1 %39, %41
  br i1 %42, label %78, label %43

43:                                               ; preds = %34
  %44 = icmp ult i64 %38, 32
  br i1 %44, label %64, label %45

45:                                               ; preds = %43
  %46 = and i64 %38, -32
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %55, %47 ]
  %49 = getelementptr i8, ptr %14, i64 %48
  %50 = getelementptr i8, ptr %0, i64 %48
  %51 = getelementptr i8, ptr %49, i64 16
  %52 = load <16 x i8>, ptr %49, align 1, !tbaa !9
  %53 = load <16 x i8>, ptr %51, align 1, !tbaa !9
  %54 = getelementptr i8, ptr %50, i64 16
  store <16 x i8> %52, ptr %50, align 1, !tbaa !9
  store <16 x i8> %53, ptr %54, align 1, !tbaa !9
  %55 = add nuw i64 %48, 32
  %56 = icmp eq i64 %55, %46
  br i1 %56, label %57, label %47, !llvm.loop !196

57:                                               ; preds = %47
  %58 = icmp eq i64 %38, %46
  br i1 %58, label %185, label %59

59:                                               ; preds = %57
  %60 = getelementptr i8, ptr %0, i64 %46
  %61 = getelementptr i8, ptr %14, i64 %46
  %62 = and i64 %38, 24
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %78, label %64

64:                                               ; preds = %43, %59
  %65 = phi i64 [ %46, %59 ], [ 0, %43 ]
  %66 = and i64 %38, -8
  %67 = getelementptr i8, ptr %14, i64 %66
  %68 = getelementptr i8, ptr %0, i64 %66
  br label %69

69:                                               ; preds = %69, %64
  %70 = phi i64 [ %65, %64 ], [ %74, %69 ]
  %71 = getelementptr i8, ptr %14, i64 %70
  %72 = getelementptr i8, ptr %0, i64 %70
  %73 = load <8 x i8>, ptr %71, align 1, !tbaa !9
  store <8 x i8> %73, ptr %72, align 1, !tbaa !9
  %74 = add nuw i64 %70, 8
  %75 = icmp eq i64 %74, %66
  br i1 %75, label %76, label %69, !llvm.loop !197

76:                                               ; preds = %69
  %77 = icmp eq i64 %38, %66
  br i1 %77, label %185, label %78

78:                                               ; preds = %76, %34, %59
  %79 = phi ptr [ %14, %34 ], [ %61, %59 ], [ %67, %76 ]
  %80 = phi ptr [ %0, %34 ], [ %60, %59 ], [ %68, %76 ]
  br label %81

81:                                               ; preds = %78, %81
  %82 = phi ptr [ %84, %81 ], [ %79, %78 ]
  %83 = phi ptr [ %86, %81 ], [ %80, %78 ]
  %84 = getelementptr inbounds i8, ptr %82, i64 1
  %85 = load i8, ptr %82, align 1, !tbaa !9
  %86 = getelementptr inbounds i8, ptr %83, i64 1
  store i8 %85, ptr %83, align 1, !tbaa !9
  %87 = icmp ult ptr %86, %10
  br i1 %87, label %81, label %185, !llvm.loop !198

88:                                               ; preds = %30
  %89 = icmp ugt ptr %10, %20
  br i1 %89, label %105, label %90

90:                                               ; preds = %88
  %91 = load <2 x i64>, ptr %14, align 1, !tbaa !9
  store <2 x i64> %91, ptr %0, align 1, !tbaa !9
  %92 = icmp ult i64 %9, 17
  br i1 %92, label %185, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %0, i64 16
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi ptr [ %94, %93 ], [ %103, %95 ]
  %97 = phi ptr [ %14, %93 ], [ %101, %95 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <2 x i64>, ptr %98, align 1, !tbaa !9
  store <2 x i64> %99, ptr %96, align 1, !tbaa !9
  %100 = getelementptr inbounds i8, ptr %96, i64 16
  %101 = getelementptr inbounds i8, ptr %97, i64 32
  %102 = load <2 x i64>, ptr %101, align 1, !tbaa !9
  store <2 x i64> %102, ptr %100, align 1, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %96, i64 32
  %104 = icmp ult ptr %103, %10
  br i1 %104, label %95, label %185, !llvm.loop !99

105:                                              ; preds = %88
  %106 = icmp ult ptr %20, %0
  br i1 %106, label %127, label %107

107:                                              ; preds = %105
  %108 = ptrtoint ptr %20 to i64
  %109 = sub i64 %108, %22
  %110 = getelementptr inbounds i8, ptr %0, i64 %109
  %111 = load <2 x i64>, ptr %14, align 1, !tbaa !9
  store <2 x i64> %111, ptr %0, align 1, !tbaa !9
  %112 = icmp slt i64 %109, 17
  br i1 %112, label %125, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  br label %115

115:                                              ; preds = %115, %113
  %116 = phi ptr [ %114, %113 ], [ %123, %115 ]
  %117 = phi ptr [ %14, %113 ], [ %121, %115 ]
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load <2 x i64>, ptr %118, align 1, !tbaa !9
  store <2 x i64> %119, ptr %116, align 1, !tbaa !9
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = getelementptr inbounds i8, ptr %117, i64 32
  %122 = load <2 x i64>, ptr %121, align 1, !tbaa !9
  store <2 x i64> %122, ptr %120, align 1, !tbaa !9
  %123 = getelementptr inbounds i8, ptr %116, i64 32
  %124 = icmp ult ptr %123, %20
  br i1 %124, label %115, label %125, !llvm.loop !99

125:                                              ; preds = %115, %107
  %126 = getelementptr i8, ptr %14, i64 %109
  br label %127

127:                                              ; preds = %125, %105
  %128 = phi ptr [ %0, %105 ], [ %110, %125 ]
  %129 = phi ptr [ %14, %105 ], [ %126, %125 ]
  %130 = icmp ult ptr %128, %10
  br i1 %130, label %131, label %185

131:                                              ; preds = %127
  %132 = add i64 %9, %22
  %133 = add i64 %21, -32
  %134 = tail call i64 @llvm.umax.i64(i64 %22, i64 %133)
  %135 = sub i64 %132, %134
  %136 = icmp ult i64 %135, 8
  %137 = sub i64 %22, %27
  %138 = icmp ult i64 %137, 32
  %139 = or i1 %136, %138
  br i1 %139, label %175, label %140

140:                                              ; preds = %131
  %141 = icmp ult i64 %135, 32
  br i1 %141, label %161, label %142

142:                                              ; preds = %140
  %143 = and i64 %135, -32
  br label %144

144:                                              ; preds = %144, %142
  %145 = phi i64 [ 0, %142 ], [ %152, %144 ]
  %146 = getelementptr i8, ptr %129, i64 %145
  %147 = getelementptr i8, ptr %128, i64 %145
  %148 = getelementptr i8, ptr %146, i64 16
  %149 = load <16 x i8>, ptr %146, align 1, !tbaa !9
  %150 = load <16 x i8>, ptr %148, align 1, !tbaa !9
  %151 = getelementptr i8, ptr %147, i64 16
  store <16 x i8> %149, ptr %147, align 1, !tbaa !9
  store <16 x i8> %150, ptr %151, align 1, !tbaa !9
  %152 = add nuw i64 %145, 32
  %153 = icmp eq i64 %152, %143
  br i1 %153, label %154, label %144, !llvm.loop !199

154:                                              ; preds = %144
  %155 = icmp eq i64 %135, %143
  br i1 %155, label %185, label %156

156:                                              ; preds = %154
  %157 = getelementptr i8, ptr %128, i64 %143
  %158 = getelementptr i8, ptr %129, i64 %143
  %159 = and i64 %135, 24
  %160 = icmp eq i64 %159, 0
  br i1 %160, label %175, label %161

161:                                              ; preds = %140, %156
  %162 = phi i64 [ %143, %156 ], [ 0, %140 ]
  %163 = and i64 %135, -8
  %164 = getelementptr i8, ptr %129, i64 %163
  %165 = getelementptr i8, ptr %128, i64 %163
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i64 [ %162, %161 ], [ %171, %166 ]
  %168 = getelementptr i8, ptr %129, i64 %167
  %169 = getelementptr i8, ptr %128, i64 %167
  %170 = load <8 x i8>, ptr %168, align 1, !tbaa !9
  store <8 x i8> %170, ptr %169, align 1, !tbaa !9
  %171 = add nuw i64 %167, 8
  %172 = icmp eq i64 %171, %163
  br i1 %172, label %173, label %166, !llvm.loop !200

173:                                              ; preds = %166
  %174 = icmp eq i64 %135, %163
  br i1 %174, label %185, label %175

175:                                              ; preds = %173, %131, %156
  %176 = phi ptr [ %129, %131 ], [ %158, %156 ], [ %164, %173 ]
  %177 = phi ptr [ %128, %131 ], [ %157, %156 ], [ %165, %173 ]
  br label %178

178:                                              ; preds = %175, %178
  %179 = phi ptr [ %181, %178 ], [ %176, %175 ]
  %180 = phi ptr [ %183, %178 ], [ %177, %175 ]
  %181 = getelementptr inbounds i8, ptr %179, i64 1
  %182 = load i8, ptr %179, align 1, !tbaa !9
  %183 = getelementptr inbounds i8, ptr %180, i64 1
  store i8 %182, ptr %180, align 1, !tbaa !9
  %184 = icmp ult ptr %183, %10
  br i1 %184, label %178, label %185, !llvm.loop !201

185:                                              ; preds = %95, %178, %81, %154, %173, %57, %76, %32, %90, %127
  store ptr %15, ptr %3, align 8, !tbaa !37
  %186 = ptrtoint ptr %10 to i64
  %187 = ptrtoint ptr %5 to i64
  %188 = sub i64 %186, %187
  %189 = icmp ugt i64 %17, %188
  br i1 %189, label %190, label %205

190:                                              ; preds = %185
  %191 = ptrtoint ptr %6 to i64
  %192 = sub i64 %186, %191
  %193 = icmp ugt i64 %17, %192
  br i1 %193, label %209, label %194

194:                                              ; preds = %190
  %195 = ptrtoint ptr %19 to i64
  %196 = sub i64 %195, %187
  %197 = getelementptr inbounds i8, ptr %7, i64 %196
  %198 = getelementptr inbounds i8, ptr %197, i64 %12
  %199 = icmp ugt ptr %198, %7
  br i1 %199, label %201, label %200

200:                                              ; preds = %194
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr align 1 %197, i64 %12, i1 false)
  br label %209

201:                                              ; preds = %194
  %202 = sub i64 0, %196
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr align 1 %197, i64 %202, i1 false)
  %203 = getelementptr inbounds i8, ptr %10, i64 %202
  %204 = add i64 %196, %12
  br label %205

205:                                              ; preds = %201, %185
  %206 = phi i64 [ %204, %201 ], [ %12, %185 ]
  %207 = phi ptr [ %5, %201 ], [ %19, %185 ]
  %208 = phi ptr [ %203, %201 ], [ %10, %185 ]
  tail call fastcc void @ZSTD_safecopy(ptr noundef %208, ptr noundef nonnull %20, ptr noundef %207, i64 noundef %206, i32 noundef 1)
  br label %209

209:                                              ; preds = %190, %25, %8, %205, %200
  %210 = phi i64 [ %13, %200 ], [ %13, %205 ], [ -70, %8 ], [ -20, %25 ], [ -20, %190 ]
  ret i64 %210
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_safecopy(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) unnamed_addr #14 {
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %2 to i64
  %8 = ptrtoint ptr %0 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = ptrtoint ptr %2 to i64
  %12 = sub i64 %10, %11
  %13 = getelementptr inbounds i8, ptr %0, i64 %3
  %14 = icmp slt i64 %3, 8
  br i1 %14, label %15, label %71

15:                                               ; preds = %5
  %16 = icmp sgt i64 %3, 0
  br i1 %16, label %17, label %299

17:                                               ; preds = %15
  %18 = add i64 %6, %3
  %19 = add i64 %6, 1
  %20 = tail call i64 @llvm.umax.i64(i64 %18, i64 %19)
  %21 = sub i64 %20, %6
  %22 = icmp ult i64 %21, 8
  %23 = sub i64 %8, %7
  %24 = icmp ult i64 %23, 32
  %25 = or i1 %22, %24
  br i1 %25, label %61, label %26

26:                                               ; preds = %17
  %27 = icmp ult i64 %21, 32
  br i1 %27, label %47, label %28

28:                                               ; preds = %26
  %29 = and i64 %21, -32
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %38, %30 ]
  %32 = getelementptr i8, ptr %2, i64 %31
  %33 = getelementptr i8, ptr %0, i64 %31
  %34 = getelementptr i8, ptr %32, i64 16
  %35 = load <16 x i8>, ptr %32, align 1, !tbaa !9
  %36 = load <16 x i8>, ptr %34, align 1, !tbaa !9
  %37 = getelementptr i8, ptr %33, i64 16
  store <16 x i8> %35, ptr %33, align 1, !tbaa !9
  store <16 x i8> %36, ptr %37, align 1, !tbaa !9
  %38 = add nuw i64 %31, 32
  %39 = icmp eq i64 %38, %29
  br i1 %39, label %40, label %30, !llvm.loop !202

40:                                               ; preds = %30
  %41 = icmp eq i64 %21, %29
  br i1 %41, label %299, label %42

42:                                               ; preds = %40
  %43 = getelementptr i8, ptr %0, i64 %29
  %44 = getelementptr i8, ptr %2, i64 %29
  %45 = and i64 %21, 24
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %61, label %47

47:                                               ; preds = %26, %42
  %48 = phi i64 [ %29, %42 ], [ 0, %26 ]
  %49 = and i64 %21, -8
  %50 = getelementptr i8, ptr %2, i64 %49
  %51 = getelementptr i8, ptr %0, i64 %49
  br label %52

52:                                               ; preds = %52, %47
  %53 = phi i64 [ %48, %47 ], [ %57, %52 ]
  %54 = getelementptr i8, ptr %2, i64 %53
  %55 = getelementptr i8, ptr %0, i64 %53
  %56 = load <8 x i8>, ptr %54, align 1, !tbaa !9
  store <8 x i8> %56, ptr %55, align 1, !tbaa !9
  %57 = add nuw i64 %53, 8
  %58 = icmp eq i64 %57, %49
  br i1 %58, label %59, label %52, !llvm.loop !203

59:                                               ; preds = %52
  %60 = icmp eq i64 %21, %49
  br i1 %60, label %299, label %61

61:                                               ; preds = %59, %17, %42
  %62 = phi ptr [ %2, %17 ], [ %44, %42 ], [ %50, %59 ]
  %63 = phi ptr [ %0, %17 ], [ %43, %42 ], [ %51, %59 ]
  br label %64

64:                                               ; preds = %61, %64
  %65 = phi ptr [ %67, %64 ], [ %62, %61 ]
  %66 = phi ptr [ %69, %64 ], [ %63, %61 ]
  %67 = getelementptr inbounds i8, ptr %65, i64 1
  %68 = load i8, ptr %65, align 1, !tbaa !9
  %69 = getelementptr inbounds i8, ptr %66, i64 1
  store i8 %68, ptr %66, align 1, !tbaa !9
  %70 = icmp ult ptr %69, %13
  br i1 %70, label %64, label %299, !llvm.loop !204

71:                                               ; preds = %5
  %72 = icmp eq i32 %4, 1
  br i1 %72, label %73, label %104

73:                                               ; preds = %71
  %74 = icmp ult i64 %12, 8
  br i1 %74, label %75, label %97

75:                                               ; preds = %73
  %76 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %12
  %77 = load i32, ptr %76, align 4, !tbaa !27
  %78 = load i8, ptr %2, align 1, !tbaa !9
  store i8 %78, ptr %0, align 1, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %2, i64 1
  %80 = load i8, ptr %79, align 1, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %80, ptr %81, align 1, !tbaa !9
  %82 = getelementptr inbounds i8, ptr %2, i64 2
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %83, ptr %84, align 1, !tbaa !9
  %85 = getelementptr inbounds i8, ptr %2, i64 3
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %86, ptr %87, align 1, !tbaa !9
  %88 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %12
  %89 = load i32, ptr %88, align 4, !tbaa !27
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %2, i64 %90
  %92 = getelementptr inbounds i8, ptr %0, i64 4
  %93 = load i32, ptr %91, align 1
  store i32 %93, ptr %92, align 1
  %94 = sext i32 %77 to i64
  %95 = sub nsw i64 0, %94
  %96 = getelementptr inbounds i8, ptr %91, i64 %95
  br label %99

97:                                               ; preds = %73
  %98 = load i64, ptr %2, align 1
  store i64 %98, ptr %0, align 1
  br label %99

99:                                               ; preds = %75, %97
  %100 = phi ptr [ %96, %75 ], [ %2, %97 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = getelementptr inbounds i8, ptr %0, i64 8
  %103 = add nsw i64 %3, -8
  br label %104

104:                                              ; preds = %99, %71
  %105 = phi ptr [ %102, %99 ], [ %0, %71 ]
  %106 = phi ptr [ %101, %99 ], [ %2, %71 ]
  %107 = phi i64 [ %103, %99 ], [ %3, %71 ]
  %108 = ptrtoint ptr %105 to i64
  %109 = ptrtoint ptr %106 to i64
  %110 = icmp ugt ptr %13, %1
  br i1 %110, label %174, label %111

111:                                              ; preds = %104
  %112 = ptrtoint ptr %105 to i64
  %113 = ptrtoint ptr %106 to i64
  %114 = sub i64 %112, %113
  %115 = getelementptr inbounds i8, ptr %105, i64 %107
  %116 = icmp slt i64 %114, 16
  %117 = and i1 %72, %116
  br i1 %117, label %118, label %159

118:                                              ; preds = %111
  %119 = add i64 %107, %112
  %120 = add i64 %112, 8
  %121 = tail call i64 @llvm.umax.i64(i64 %119, i64 %120)
  %122 = xor i64 %112, -1
  %123 = add i64 %121, %122
  %124 = lshr i64 %123, 3
  %125 = add nuw nsw i64 %124, 1
  %126 = icmp ult i64 %123, 24
  %127 = icmp ult i64 %114, 32
  %128 = or i1 %126, %127
  br i1 %128, label %149, label %129

129:                                              ; preds = %118
  %130 = and i64 %125, 4611686018427387900
  %131 = shl i64 %130, 3
  %132 = getelementptr i8, ptr %105, i64 %131
  %133 = shl i64 %130, 3
  %134 = getelementptr i8, ptr %106, i64 %133
  br label %135

135:                                              ; preds = %135, %129
  %136 = phi i64 [ 0, %129 ], [ %145, %135 ]
  %137 = shl i64 %136, 3
  %138 = getelementptr i8, ptr %105, i64 %137
  %139 = shl i64 %136, 3
  %140 = getelementptr i8, ptr %106, i64 %139
  %141 = getelementptr i8, ptr %140, i64 16
  %142 = load <2 x i64>, ptr %140, align 1
  %143 = load <2 x i64>, ptr %141, align 1
  %144 = getelementptr i8, ptr %138, i64 16
  store <2 x i64> %142, ptr %138, align 1
  store <2 x i64> %143, ptr %144, align 1
  %145 = add nuw i64 %136, 4
  %146 = icmp eq i64 %145, %130
  br i1 %146, label %147, label %135, !llvm.loop !205

147:                                              ; preds = %135
  %148 = icmp eq i64 %125, %130
  br i1 %148, label %299, label %149

149:                                              ; preds = %147, %118
  %150 = phi ptr [ %105, %118 ], [ %132, %147 ]
  %151 = phi ptr [ %106, %118 ], [ %134, %147 ]
  br label %152

152:                                              ; preds = %149, %152
  %153 = phi ptr [ %156, %152 ], [ %150, %149 ]
  %154 = phi ptr [ %157, %152 ], [ %151, %149 ]
  %155 = load i64, ptr %154, align 1
  store i64 %155, ptr %153, align 1
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = icmp ult ptr %156, %115
  br i1 %158, label %152, label %299, !llvm.loop !206

159:                                              ; preds = %111
  %160 = load <2 x i64>, ptr %106, align 1, !tbaa !9
  store <2 x i64> %160, ptr %105, align 1, !tbaa !9
  %161 = icmp ult i64 %107, 17
  br i1 %161, label %299, label %162

162:                                              ; preds = %159
  %163 = getelementptr inbounds i8, ptr %105, i64 16
  br label %164

164:                                              ; preds = %164, %162
  %165 = phi ptr [ %163, %162 ], [ %172, %164 ]
  %166 = phi ptr [ %106, %162 ], [ %170, %164 ]
  %167 = getelementptr inbounds i8, ptr %166, i64 16
  %168 = load <2 x i64>, ptr %167, align 1, !tbaa !9
  store <2 x i64> %168, ptr %165, align 1, !tbaa !9
  %169 = getelementptr inbounds i8, ptr %165, i64 16
  %170 = getelementptr inbounds i8, ptr %166, i64 32
  %171 = load <2 x i64>, ptr %170, align 1, !tbaa !9
  store <2 x i64> %171, ptr %169, align 1, !tbaa !9
  %172 = getelementptr inbounds i8, ptr %165, i64 32
  %173 = icmp ult ptr %172, %115
  br i1 %173, label %164, label %299, !llvm.loop !99

174:                                              ; preds = %104
  %175 = icmp ugt ptr %105, %1
  br i1 %175, label %242, label %176

176:                                              ; preds = %174
  %177 = ptrtoint ptr %1 to i64
  %178 = ptrtoint ptr %105 to i64
  %179 = sub i64 %177, %178
  %180 = ptrtoint ptr %106 to i64
  %181 = sub i64 %178, %180
  %182 = getelementptr inbounds i8, ptr %105, i64 %179
  %183 = icmp slt i64 %181, 16
  %184 = and i1 %72, %183
  br i1 %184, label %185, label %225

185:                                              ; preds = %176
  %186 = add i64 %178, 8
  %187 = tail call i64 @llvm.umax.i64(i64 %177, i64 %186)
  %188 = xor i64 %178, -1
  %189 = add i64 %187, %188
  %190 = lshr i64 %189, 3
  %191 = add nuw nsw i64 %190, 1
  %192 = icmp ult i64 %189, 24
  %193 = icmp ult i64 %181, 32
  %194 = or i1 %192, %193
  br i1 %194, label %215, label %195

195:                                              ; preds = %185
  %196 = and i64 %191, 4611686018427387900
  %197 = shl i64 %196, 3
  %198 = getelementptr i8, ptr %105, i64 %197
  %199 = shl i64 %196, 3
  %200 = getelementptr i8, ptr %106, i64 %199
  br label %201

201:                                              ; preds = %201, %195
  %202 = phi i64 [ 0, %195 ], [ %211, %201 ]
  %203 = shl i64 %202, 3
  %204 = getelementptr i8, ptr %105, i64 %203
  %205 = shl i64 %202, 3
  %206 = getelementptr i8, ptr %106, i64 %205
  %207 = getelementptr i8, ptr %206, i64 16
  %208 = load <2 x i64>, ptr %206, align 1
  %209 = load <2 x i64>, ptr %207, align 1
  %210 = getelementptr i8, ptr %204, i64 16
  store <2 x i64> %208, ptr %204, align 1
  store <2 x i64> %209, ptr %210, align 1
  %211 = add nuw i64 %202, 4
  %212 = icmp eq i64 %211, %196
  br i1 %212, label %213, label %201, !llvm.loop !207

213:                                              ; preds = %201
  %214 = icmp eq i64 %191, %196
  br i1 %214, label %240, label %215

215:                                              ; preds = %213, %185
  %216 = phi ptr [ %105, %185 ], [ %198, %213 ]
  %217 = phi ptr [ %106, %185 ], [ %200, %213 ]
  br label %218

218:                                              ; preds = %215, %218
  %219 = phi ptr [ %222, %218 ], [ %216, %215 ]
  %220 = phi ptr [ %223, %218 ], [ %217, %215 ]
  %221 = load i64, ptr %220, align 1
  store i64 %221, ptr %219, align 1
  %222 = getelementptr inbounds i8, ptr %219, i64 8
  %223 = getelementptr inbounds i8, ptr %220, i64 8
  %224 = icmp ult ptr %222, %182
  br i1 %224, label %218, label %240, !llvm.loop !208

225:                                              ; preds = %176
  %226 = load <2 x i64>, ptr %106, align 1, !tbaa !9
  store <2 x i64> %226, ptr %105, align 1, !tbaa !9
  %227 = icmp slt i64 %179, 17
  br i1 %227, label %240, label %228

228:                                              ; preds = %225
  %229 = getelementptr inbounds i8, ptr %105, i64 16
  br label %230

230:                                              ; preds = %230, %228
  %231 = phi ptr [ %229, %228 ], [ %238, %230 ]
  %232 = phi ptr [ %106, %228 ], [ %236, %230 ]
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = load <2 x i64>, ptr %233, align 1, !tbaa !9
  store <2 x i64> %234, ptr %231, align 1, !tbaa !9
  %235 = getelementptr inbounds i8, ptr %231, i64 16
  %236 = getelementptr inbounds i8, ptr %232, i64 32
  %237 = load <2 x i64>, ptr %236, align 1, !tbaa !9
  store <2 x i64> %237, ptr %235, align 1, !tbaa !9
  %238 = getelementptr inbounds i8, ptr %231, i64 32
  %239 = icmp ult ptr %238, %182
  br i1 %239, label %230, label %240, !llvm.loop !99

240:                                              ; preds = %230, %218, %213, %225
  %241 = getelementptr i8, ptr %106, i64 %179
  br label %242

242:                                              ; preds = %240, %174
  %243 = phi ptr [ %105, %174 ], [ %182, %240 ]
  %244 = phi ptr [ %106, %174 ], [ %241, %240 ]
  %245 = icmp ult ptr %243, %13
  br i1 %245, label %246, label %299

246:                                              ; preds = %242
  %247 = add i64 %10, %3
  %248 = tail call i64 @llvm.umax.i64(i64 %108, i64 %9)
  %249 = sub i64 %247, %248
  %250 = icmp ult i64 %249, 8
  %251 = sub i64 %108, %109
  %252 = icmp ult i64 %251, 32
  %253 = select i1 %250, i1 true, i1 %252
  br i1 %253, label %289, label %254

254:                                              ; preds = %246
  %255 = icmp ult i64 %249, 32
  br i1 %255, label %275, label %256

256:                                              ; preds = %254
  %257 = and i64 %249, -32
  br label %258

258:                                              ; preds = %258, %256
  %259 = phi i64 [ 0, %256 ], [ %266, %258 ]
  %260 = getelementptr i8, ptr %244, i64 %259
  %261 = getelementptr i8, ptr %243, i64 %259
  %262 = getelementptr i8, ptr %260, i64 16
  %263 = load <16 x i8>, ptr %260, align 1, !tbaa !9
  %264 = load <16 x i8>, ptr %262, align 1, !tbaa !9
  %265 = getelementptr i8, ptr %261, i64 16
  store <16 x i8> %263, ptr %261, align 1, !tbaa !9
  store <16 x i8> %264, ptr %265, align 1, !tbaa !9
  %266 = add nuw i64 %259, 32
  %267 = icmp eq i64 %266, %257
  br i1 %267, label %268, label %258, !llvm.loop !209

268:                                              ; preds = %258
  %269 = icmp eq i64 %249, %257
  br i1 %269, label %299, label %270

270:                                              ; preds = %268
  %271 = getelementptr i8, ptr %243, i64 %257
  %272 = getelementptr i8, ptr %244, i64 %257
  %273 = and i64 %249, 24
  %274 = icmp eq i64 %273, 0
  br i1 %274, label %289, label %275

275:                                              ; preds = %254, %270
  %276 = phi i64 [ %257, %270 ], [ 0, %254 ]
  %277 = and i64 %249, -8
  %278 = getelementptr i8, ptr %244, i64 %277
  %279 = getelementptr i8, ptr %243, i64 %277
  br label %280

280:                                              ; preds = %280, %275
  %281 = phi i64 [ %276, %275 ], [ %285, %280 ]
  %282 = getelementptr i8, ptr %244, i64 %281
  %283 = getelementptr i8, ptr %243, i64 %281
  %284 = load <8 x i8>, ptr %282, align 1, !tbaa !9
  store <8 x i8> %284, ptr %283, align 1, !tbaa !9
  %285 = add nuw i64 %281, 8
  %286 = icmp eq i64 %285, %277
  br i1 %286, label %287, label %280, !llvm.loop !210

287:                                              ; preds = %280
  %288 = icmp eq i64 %249, %277
  br i1 %288, label %299, label %289

289:                                              ; preds = %287, %246, %270
  %290 = phi ptr [ %244, %246 ], [ %272, %270 ], [ %278, %287 ]
  %291 = phi ptr [ %243, %246 ], [ %271, %270 ], [ %279, %287 ]
  br label %292

292:                                              ; preds = %289, %292
  %293 = phi ptr [ %295, %292 ], [ %290, %289 ]
  %294 = phi ptr [ %297, %292 ], [ %291, %289 ]
  %295 = getelementptr inbounds i8, ptr %293, i64 1
  %296 = load i8, ptr %293, align 1, !tbaa !9
  %297 = getelementptr inbounds i8, ptr %294, i64 1
  store i8 %296, ptr %294, align 1, !tbaa !9
  %298 = icmp ult ptr %297, %13
  br i1 %298, label %292, label %299, !llvm.loop !211

299:                                              ; preds = %164, %152, %292, %64, %147, %268, %287, %40, %59, %242, %15, %159
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readonly byval(%struct.seq_t) align 8 %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef readonly %8) unnamed_addr #13 {
  %10 = load i64, ptr %3, align 8, !tbaa !103
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !131
  %14 = add i64 %13, %10
  %15 = load ptr, ptr %4, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 %10
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !130
  %19 = sub i64 0, %18
  %20 = getelementptr inbounds i8, ptr %11, i64 %19
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  %23 = sub i64 %21, %22
  %24 = icmp ugt i64 %14, %23
  br i1 %24, label %200, label %25

25:                                               ; preds = %9
  %26 = ptrtoint ptr %5 to i64
  %27 = ptrtoint ptr %15 to i64
  %28 = sub i64 %26, %27
  %29 = icmp ugt i64 %10, %28
  br i1 %29, label %200, label %30

30:                                               ; preds = %25
  %31 = icmp ult ptr %15, %0
  %32 = icmp ugt ptr %16, %0
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %200, label %34

34:                                               ; preds = %30
  %35 = sub i64 %22, %27
  %36 = icmp slt i64 %10, 8
  %37 = icmp sgt i64 %35, -8
  %38 = or i1 %36, %37
  br i1 %38, label %39, label %94

39:                                               ; preds = %34
  %40 = icmp sgt i64 %10, 0
  br i1 %40, label %41, label %176

41:                                               ; preds = %39
  %42 = add i64 %10, %22
  %43 = add i64 %22, 1
  %44 = tail call i64 @llvm.umax.i64(i64 %42, i64 %43)
  %45 = sub i64 %44, %22
  %46 = icmp ult i64 %45, 8
  %47 = icmp ult i64 %35, 32
  %48 = or i1 %46, %47
  br i1 %48, label %84, label %49

49:                                               ; preds = %41
  %50 = icmp ult i64 %45, 32
  br i1 %50, label %70, label %51

51:                                               ; preds = %49
  %52 = and i64 %45, -32
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %61, %53 ]
  %55 = getelementptr i8, ptr %0, i64 %54
  %56 = getelementptr i8, ptr %15, i64 %54
  %57 = getelementptr i8, ptr %56, i64 16
  %58 = load <16 x i8>, ptr %56, align 1, !tbaa !9
  %59 = load <16 x i8>, ptr %57, align 1, !tbaa !9
  %60 = getelementptr i8, ptr %55, i64 16
  store <16 x i8> %58, ptr %55, align 1, !tbaa !9
  store <16 x i8> %59, ptr %60, align 1, !tbaa !9
  %61 = add nuw i64 %54, 32
  %62 = icmp eq i64 %61, %52
  br i1 %62, label %63, label %53, !llvm.loop !212

63:                                               ; preds = %53
  %64 = icmp eq i64 %45, %52
  br i1 %64, label %176, label %65

65:                                               ; preds = %63
  %66 = getelementptr i8, ptr %15, i64 %52
  %67 = getelementptr i8, ptr %0, i64 %52
  %68 = and i64 %45, 24
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %84, label %70

70:                                               ; preds = %49, %65
  %71 = phi i64 [ %52, %65 ], [ 0, %49 ]
  %72 = and i64 %45, -8
  %73 = getelementptr i8, ptr %0, i64 %72
  %74 = getelementptr i8, ptr %15, i64 %72
  br label %75

75:                                               ; preds = %75, %70
  %76 = phi i64 [ %71, %70 ], [ %80, %75 ]
  %77 = getelementptr i8, ptr %0, i64 %76
  %78 = getelementptr i8, ptr %15, i64 %76
  %79 = load <8 x i8>, ptr %78, align 1, !tbaa !9
  store <8 x i8> %79, ptr %77, align 1, !tbaa !9
  %80 = add nuw i64 %76, 8
  %81 = icmp eq i64 %80, %72
  br i1 %81, label %82, label %75, !llvm.loop !213

82:                                               ; preds = %75
  %83 = icmp eq i64 %45, %72
  br i1 %83, label %176, label %84

84:                                               ; preds = %82, %41, %65
  %85 = phi ptr [ %0, %41 ], [ %67, %65 ], [ %73, %82 ]
  %86 = phi ptr [ %15, %41 ], [ %66, %65 ], [ %74, %82 ]
  br label %87

87:                                               ; preds = %84, %87
  %88 = phi ptr [ %92, %87 ], [ %85, %84 ]
  %89 = phi ptr [ %90, %87 ], [ %86, %84 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 1
  %91 = load i8, ptr %89, align 1, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %88, i64 1
  store i8 %91, ptr %88, align 1, !tbaa !9
  %93 = icmp ult ptr %92, %11
  br i1 %93, label %87, label %176, !llvm.loop !214

94:                                               ; preds = %34
  %95 = getelementptr inbounds i8, ptr %11, i64 -32
  %96 = icmp uge ptr %95, %0
  %97 = icmp ult i64 %35, -16
  %98 = and i1 %96, %97
  br i1 %98, label %99, label %118

99:                                               ; preds = %94
  %100 = ptrtoint ptr %95 to i64
  %101 = sub i64 %100, %22
  %102 = load <2 x i64>, ptr %15, align 1, !tbaa !9
  store <2 x i64> %102, ptr %0, align 1, !tbaa !9
  %103 = icmp slt i64 %101, 17
  br i1 %103, label %116, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %0, i64 16
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi ptr [ %105, %104 ], [ %114, %106 ]
  %108 = phi ptr [ %15, %104 ], [ %112, %106 ]
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load <2 x i64>, ptr %109, align 1, !tbaa !9
  store <2 x i64> %110, ptr %107, align 1, !tbaa !9
  %111 = getelementptr inbounds i8, ptr %107, i64 16
  %112 = getelementptr inbounds i8, ptr %108, i64 32
  %113 = load <2 x i64>, ptr %112, align 1, !tbaa !9
  store <2 x i64> %113, ptr %111, align 1, !tbaa !9
  %114 = getelementptr inbounds i8, ptr %107, i64 32
  %115 = icmp ult ptr %114, %95
  br i1 %115, label %106, label %116, !llvm.loop !99

116:                                              ; preds = %106, %99
  %117 = getelementptr inbounds i8, ptr %15, i64 %101
  br label %118

118:                                              ; preds = %94, %116
  %119 = phi ptr [ %95, %116 ], [ %0, %94 ]
  %120 = phi ptr [ %117, %116 ], [ %15, %94 ]
  %121 = ptrtoint ptr %119 to i64
  %122 = add i64 %10, %22
  %123 = add nuw i64 %121, 1
  %124 = tail call i64 @llvm.umax.i64(i64 %122, i64 %123)
  %125 = sub i64 %124, %121
  %126 = icmp ult i64 %125, 8
  %127 = ptrtoint ptr %120 to i64
  %128 = sub i64 %121, %127
  %129 = icmp ult i64 %128, 32
  %130 = select i1 %126, i1 true, i1 %129
  br i1 %130, label %166, label %131

131:                                              ; preds = %118
  %132 = icmp ult i64 %125, 32
  br i1 %132, label %152, label %133

133:                                              ; preds = %131
  %134 = and i64 %125, -32
  br label %135

135:                                              ; preds = %135, %133
  %136 = phi i64 [ 0, %133 ], [ %143, %135 ]
  %137 = getelementptr i8, ptr %119, i64 %136
  %138 = getelementptr i8, ptr %120, i64 %136
  %139 = getelementptr i8, ptr %138, i64 16
  %140 = load <16 x i8>, ptr %138, align 1, !tbaa !9
  %141 = load <16 x i8>, ptr %139, align 1, !tbaa !9
  %142 = getelementptr i8, ptr %137, i64 16
  store <16 x i8> %140, ptr %137, align 1, !tbaa !9
  store <16 x i8> %141, ptr %142, align 1, !tbaa !9
  %143 = add nuw i64 %136, 32
  %144 = icmp eq i64 %143, %134
  br i1 %144, label %145, label %135, !llvm.loop !215

145:                                              ; preds = %135
  %146 = icmp eq i64 %125, %134
  br i1 %146, label %176, label %147

147:                                              ; preds = %145
  %148 = getelementptr i8, ptr %120, i64 %134
  %149 = getelementptr i8, ptr %119, i64 %134
  %150 = and i64 %125, 24
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %166, label %152

152:                                              ; preds = %131, %147
  %153 = phi i64 [ %134, %147 ], [ 0, %131 ]
  %154 = and i64 %125, -8
  %155 = getelementptr i8, ptr %119, i64 %154
  %156 = getelementptr i8, ptr %120, i64 %154
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ %153, %152 ], [ %162, %157 ]
  %159 = getelementptr i8, ptr %119, i64 %158
  %160 = getelementptr i8, ptr %120, i64 %158
  %161 = load <8 x i8>, ptr %160, align 1, !tbaa !9
  store <8 x i8> %161, ptr %159, align 1, !tbaa !9
  %162 = add nuw i64 %158, 8
  %163 = icmp eq i64 %162, %154
  br i1 %163, label %164, label %157, !llvm.loop !216

164:                                              ; preds = %157
  %165 = icmp eq i64 %125, %154
  br i1 %165, label %176, label %166

166:                                              ; preds = %164, %118, %147
  %167 = phi ptr [ %119, %118 ], [ %149, %147 ], [ %155, %164 ]
  %168 = phi ptr [ %120, %118 ], [ %148, %147 ], [ %156, %164 ]
  br label %169

169:                                              ; preds = %166, %169
  %170 = phi ptr [ %174, %169 ], [ %167, %166 ]
  %171 = phi ptr [ %172, %169 ], [ %168, %166 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 1
  %173 = load i8, ptr %171, align 1, !tbaa !9
  %174 = getelementptr inbounds i8, ptr %170, i64 1
  store i8 %173, ptr %170, align 1, !tbaa !9
  %175 = icmp ult ptr %174, %11
  br i1 %175, label %169, label %176, !llvm.loop !217

176:                                              ; preds = %169, %87, %145, %164, %63, %82, %39
  store ptr %16, ptr %4, align 8, !tbaa !37
  %177 = ptrtoint ptr %11 to i64
  %178 = ptrtoint ptr %6 to i64
  %179 = sub i64 %177, %178
  %180 = icmp ugt i64 %18, %179
  br i1 %180, label %181, label %196

181:                                              ; preds = %176
  %182 = ptrtoint ptr %7 to i64
  %183 = sub i64 %177, %182
  %184 = icmp ugt i64 %18, %183
  br i1 %184, label %200, label %185

185:                                              ; preds = %181
  %186 = ptrtoint ptr %20 to i64
  %187 = sub i64 %186, %178
  %188 = getelementptr inbounds i8, ptr %8, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 %13
  %190 = icmp ugt ptr %189, %8
  br i1 %190, label %192, label %191

191:                                              ; preds = %185
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %11, ptr align 1 %188, i64 %13, i1 false)
  br label %200

192:                                              ; preds = %185
  %193 = sub i64 0, %187
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %11, ptr align 1 %188, i64 %193, i1 false)
  %194 = getelementptr inbounds i8, ptr %11, i64 %193
  %195 = add i64 %187, %13
  br label %196

196:                                              ; preds = %192, %176
  %197 = phi i64 [ %195, %192 ], [ %13, %176 ]
  %198 = phi ptr [ %194, %192 ], [ %11, %176 ]
  %199 = phi ptr [ %6, %192 ], [ %20, %176 ]
  tail call fastcc void @ZSTD_safecopy(ptr noundef %198, ptr noundef %2, ptr noundef %199, i64 noundef %197, i32 noundef 1)
  br label %200

200:                                              ; preds = %181, %30, %25, %9, %196, %191
  %201 = phi i64 [ %14, %191 ], [ %14, %196 ], [ -70, %9 ], [ -20, %25 ], [ -70, %30 ], [ -20, %181 ]
  ret i64 %201
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer_bmi2(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #15 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca %struct.seq_t, align 8
  %9 = alloca %struct.seq_t, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %struct.seqState_t, align 8
  %12 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #17
  %14 = getelementptr inbounds i8, ptr %0, i64 30120
  %15 = load ptr, ptr %14, align 8, !tbaa !38
  store ptr %15, ptr %10, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %0, i64 30360
  %17 = load ptr, ptr %16, align 8, !tbaa !36
  %18 = getelementptr inbounds i8, ptr %0, i64 29896
  %19 = load ptr, ptr %18, align 8, !tbaa !68
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  %21 = load ptr, ptr %20, align 8, !tbaa !65
  %22 = getelementptr inbounds i8, ptr %0, i64 29912
  %23 = load ptr, ptr %22, align 8, !tbaa !69
  %24 = icmp eq i32 %5, 0
  br i1 %24, label %1481, label %25

25:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #17
  %26 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %26, align 4, !tbaa !60
  %27 = getelementptr inbounds i8, ptr %0, i64 26684
  %28 = getelementptr inbounds i8, ptr %11, i64 88
  %29 = load <2 x i32>, ptr %27, align 4, !tbaa !27
  %30 = zext <2 x i32> %29 to <2 x i64>
  store <2 x i64> %30, ptr %28, align 8, !tbaa !43
  %31 = getelementptr inbounds i8, ptr %0, i64 26692
  %32 = load i32, ptr %31, align 4, !tbaa !27
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %11, i64 104
  store i64 %33, ptr %34, align 8, !tbaa !43
  %35 = icmp eq i64 %4, 0
  br i1 %35, label %1479, label %36

36:                                               ; preds = %25
  %37 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %3, ptr %37, align 8, !tbaa !70
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = getelementptr inbounds i8, ptr %11, i64 32
  store ptr %38, ptr %39, align 8, !tbaa !72
  %40 = icmp ugt i64 %4, 7
  br i1 %40, label %41, label %47

41:                                               ; preds = %36
  %42 = add nsw i64 %4, -8
  %43 = getelementptr inbounds i8, ptr %3, i64 %42
  %44 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %43, ptr %44, align 8, !tbaa !73
  %45 = load i64, ptr %43, align 1
  store i64 %45, ptr %11, align 8, !tbaa !74
  %46 = icmp ult i64 %45, 72057594037927936
  br i1 %46, label %1479, label %105

47:                                               ; preds = %36
  %48 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %3, ptr %48, align 8, !tbaa !73
  %49 = load i8, ptr %3, align 1, !tbaa !9
  %50 = zext i8 %49 to i64
  store i64 %50, ptr %11, align 8, !tbaa !74
  switch i64 %4, label %92 [
    i64 7, label %51
    i64 6, label %57
    i64 5, label %64
    i64 4, label %71
    i64 3, label %78
    i64 2, label %85
  ]

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, ptr %3, i64 6
  %53 = load i8, ptr %52, align 1, !tbaa !9
  %54 = zext i8 %53 to i64
  %55 = shl nuw nsw i64 %54, 48
  %56 = or disjoint i64 %55, %50
  br label %57

57:                                               ; preds = %51, %47
  %58 = phi i64 [ %50, %47 ], [ %56, %51 ]
  %59 = getelementptr inbounds i8, ptr %3, i64 5
  %60 = load i8, ptr %59, align 1, !tbaa !9
  %61 = zext i8 %60 to i64
  %62 = shl nuw nsw i64 %61, 40
  %63 = add nuw nsw i64 %62, %58
  br label %64

64:                                               ; preds = %57, %47
  %65 = phi i64 [ %50, %47 ], [ %63, %57 ]
  %66 = getelementptr inbounds i8, ptr %3, i64 4
  %67 = load i8, ptr %66, align 1, !tbaa !9
  %68 = zext i8 %67 to i64
  %69 = shl nuw nsw i64 %68, 32
  %70 = add nuw nsw i64 %69, %65
  br label %71

71:                                               ; preds = %64, %47
  %72 = phi i64 [ %50, %47 ], [ %70, %64 ]
  %73 = getelementptr inbounds i8, ptr %3, i64 3
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = shl nuw nsw i64 %75, 24
  %77 = add nuw nsw i64 %76, %72
  br label %78

78:                                               ; preds = %71, %47
  %79 = phi i64 [ %50, %47 ], [ %77, %71 ]
  %80 = getelementptr inbounds i8, ptr %3, i64 2
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i64
  %83 = shl nuw nsw i64 %82, 16
  %84 = add nuw nsw i64 %83, %79
  br label %85

85:                                               ; preds = %78, %47
  %86 = phi i64 [ %50, %47 ], [ %84, %78 ]
  %87 = getelementptr inbounds i8, ptr %3, i64 1
  %88 = load i8, ptr %87, align 1, !tbaa !9
  %89 = zext i8 %88 to i64
  %90 = shl nuw nsw i64 %89, 8
  %91 = add nuw nsw i64 %90, %86
  store i64 %91, ptr %11, align 8, !tbaa !74
  br label %92

92:                                               ; preds = %85, %47
  %93 = phi i64 [ %91, %85 ], [ %50, %47 ]
  %94 = getelementptr i8, ptr %3, i64 %4
  %95 = getelementptr i8, ptr %94, i64 -1
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %1479, label %98

98:                                               ; preds = %92
  %99 = zext i8 %96 to i32
  %100 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %99, i1 true)
  %101 = trunc nuw i64 %4 to i32
  %102 = shl nuw nsw i32 %101, 3
  %103 = sub nsw i32 %100, %102
  %104 = add nsw i32 %103, 41
  br label %112

105:                                              ; preds = %41
  %106 = lshr i64 %45, 56
  %107 = trunc nuw nsw i64 %106 to i32
  %108 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %107, i1 true)
  %109 = xor i32 %108, 31
  %110 = sub nuw nsw i32 8, %109
  %111 = icmp ult i64 %4, -119
  br i1 %111, label %112, label %1479

112:                                              ; preds = %98, %105
  %113 = phi i64 [ 0, %98 ], [ %42, %105 ]
  %114 = phi i32 [ %104, %98 ], [ %110, %105 ]
  %115 = phi i64 [ %93, %98 ], [ %45, %105 ]
  %116 = getelementptr inbounds i8, ptr %3, i64 %113
  %117 = getelementptr inbounds i8, ptr %11, i64 40
  %118 = load ptr, ptr %0, align 8, !tbaa !75
  %119 = getelementptr inbounds i8, ptr %118, i64 4
  %120 = load i32, ptr %119, align 4, !tbaa !61
  %121 = getelementptr inbounds i8, ptr %11, i64 8
  %122 = add i32 %114, %120
  %123 = sub i32 0, %122
  %124 = and i32 %123, 63
  %125 = zext nneg i32 %124 to i64
  %126 = lshr i64 %115, %125
  %127 = zext nneg i32 %120 to i64
  %128 = shl nsw i64 -1, %127
  %129 = xor i64 %128, -1
  %130 = and i64 %126, %129
  store i64 %130, ptr %117, align 8, !tbaa !76
  %131 = icmp ugt i32 %122, 64
  %132 = getelementptr inbounds i8, ptr %11, i64 16
  br i1 %131, label %133, label %134, !prof !50

133:                                              ; preds = %112
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73
  br label %159

134:                                              ; preds = %112
  %135 = icmp slt i64 %113, 8
  br i1 %135, label %143, label %136

136:                                              ; preds = %134
  %137 = lshr i32 %122, 3
  %138 = zext nneg i32 %137 to i64
  %139 = sub nsw i64 0, %138
  %140 = getelementptr inbounds i8, ptr %116, i64 %139
  store ptr %140, ptr %132, align 8, !tbaa !73
  %141 = and i32 %122, 7
  store i32 %141, ptr %121, align 8, !tbaa !78
  %142 = load i64, ptr %140, align 1, !tbaa !43
  store i64 %142, ptr %11, align 8, !tbaa !74
  br label %159

143:                                              ; preds = %134
  %144 = icmp eq i64 %113, 0
  br i1 %144, label %159, label %145

145:                                              ; preds = %143
  %146 = lshr i32 %122, 3
  %147 = zext nneg i32 %146 to i64
  %148 = sub nsw i64 0, %147
  %149 = getelementptr inbounds i8, ptr %116, i64 %148
  %150 = icmp ult ptr %149, %3
  %151 = trunc i64 %113 to i32
  %152 = select i1 %150, i32 %151, i32 %146
  %153 = zext i32 %152 to i64
  %154 = sub nsw i64 0, %153
  %155 = getelementptr inbounds i8, ptr %116, i64 %154
  store ptr %155, ptr %132, align 8, !tbaa !73
  %156 = shl i32 %152, 3
  %157 = sub i32 %122, %156
  store i32 %157, ptr %121, align 8, !tbaa !78
  %158 = load i64, ptr %155, align 1, !tbaa !43
  store i64 %158, ptr %11, align 8, !tbaa !74
  br label %159

159:                                              ; preds = %133, %136, %143, %145
  %160 = phi ptr [ @BIT_reloadDStream.zeroFilled, %133 ], [ %140, %136 ], [ %3, %143 ], [ %155, %145 ]
  %161 = phi i32 [ %122, %133 ], [ %141, %136 ], [ %122, %143 ], [ %157, %145 ]
  %162 = phi i64 [ %115, %133 ], [ %142, %136 ], [ %115, %143 ], [ %158, %145 ]
  %163 = getelementptr inbounds i8, ptr %118, i64 8
  %164 = getelementptr inbounds i8, ptr %11, i64 48
  store ptr %163, ptr %164, align 8, !tbaa !79
  %165 = getelementptr inbounds i8, ptr %11, i64 56
  %166 = getelementptr inbounds i8, ptr %0, i64 16
  %167 = load ptr, ptr %166, align 8, !tbaa !66
  %168 = getelementptr inbounds i8, ptr %167, i64 4
  %169 = load i32, ptr %168, align 4, !tbaa !61
  %170 = add i32 %161, %169
  %171 = sub i32 0, %170
  %172 = and i32 %171, 63
  %173 = zext nneg i32 %172 to i64
  %174 = lshr i64 %162, %173
  %175 = zext nneg i32 %169 to i64
  %176 = shl nsw i64 -1, %175
  %177 = xor i64 %176, -1
  %178 = and i64 %174, %177
  store i64 %178, ptr %165, align 8, !tbaa !76
  %179 = icmp ugt i32 %170, 64
  br i1 %179, label %180, label %181, !prof !50

180:                                              ; preds = %159
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73
  br label %209

181:                                              ; preds = %159
  %182 = icmp ult ptr %160, %38
  br i1 %182, label %190, label %183

183:                                              ; preds = %181
  %184 = lshr i32 %170, 3
  %185 = zext nneg i32 %184 to i64
  %186 = sub nsw i64 0, %185
  %187 = getelementptr inbounds i8, ptr %160, i64 %186
  store ptr %187, ptr %132, align 8, !tbaa !73
  %188 = and i32 %170, 7
  %189 = load i64, ptr %187, align 1, !tbaa !43
  store i64 %189, ptr %11, align 8, !tbaa !74
  br label %209

190:                                              ; preds = %181
  %191 = icmp eq ptr %160, %3
  br i1 %191, label %209, label %192

192:                                              ; preds = %190
  %193 = lshr i32 %170, 3
  %194 = zext nneg i32 %193 to i64
  %195 = sub nsw i64 0, %194
  %196 = getelementptr inbounds i8, ptr %160, i64 %195
  %197 = icmp ult ptr %196, %3
  %198 = ptrtoint ptr %160 to i64
  %199 = ptrtoint ptr %3 to i64
  %200 = sub i64 %198, %199
  %201 = trunc i64 %200 to i32
  %202 = select i1 %197, i32 %201, i32 %193
  %203 = zext i32 %202 to i64
  %204 = sub nsw i64 0, %203
  %205 = getelementptr inbounds i8, ptr %160, i64 %204
  store ptr %205, ptr %132, align 8, !tbaa !73
  %206 = shl i32 %202, 3
  %207 = sub i32 %170, %206
  %208 = load i64, ptr %205, align 1, !tbaa !43
  store i64 %208, ptr %11, align 8, !tbaa !74
  br label %209

209:                                              ; preds = %180, %183, %190, %192
  %210 = phi ptr [ @BIT_reloadDStream.zeroFilled, %180 ], [ %187, %183 ], [ %160, %190 ], [ %205, %192 ]
  %211 = phi i32 [ %170, %180 ], [ %188, %183 ], [ %170, %190 ], [ %207, %192 ]
  %212 = phi i64 [ %162, %180 ], [ %189, %183 ], [ %162, %190 ], [ %208, %192 ]
  %213 = getelementptr inbounds i8, ptr %167, i64 8
  %214 = getelementptr inbounds i8, ptr %11, i64 64
  store ptr %213, ptr %214, align 8, !tbaa !79
  %215 = getelementptr inbounds i8, ptr %11, i64 72
  %216 = getelementptr inbounds i8, ptr %0, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !80
  %218 = getelementptr inbounds i8, ptr %217, i64 4
  %219 = load i32, ptr %218, align 4, !tbaa !61
  %220 = add i32 %211, %219
  %221 = sub i32 0, %220
  %222 = and i32 %221, 63
  %223 = zext nneg i32 %222 to i64
  %224 = lshr i64 %212, %223
  %225 = zext nneg i32 %219 to i64
  %226 = shl nsw i64 -1, %225
  %227 = xor i64 %226, -1
  %228 = and i64 %224, %227
  store i32 %220, ptr %121, align 8, !tbaa !78
  store i64 %228, ptr %215, align 8, !tbaa !76
  %229 = icmp ugt i32 %220, 64
  br i1 %229, label %230, label %231, !prof !50

230:                                              ; preds = %209
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73
  br label %259

231:                                              ; preds = %209
  %232 = icmp ult ptr %210, %38
  br i1 %232, label %240, label %233

233:                                              ; preds = %231
  %234 = lshr i32 %220, 3
  %235 = zext nneg i32 %234 to i64
  %236 = sub nsw i64 0, %235
  %237 = getelementptr inbounds i8, ptr %210, i64 %236
  store ptr %237, ptr %132, align 8, !tbaa !73
  %238 = and i32 %220, 7
  store i32 %238, ptr %121, align 8, !tbaa !78
  %239 = load i64, ptr %237, align 1, !tbaa !43
  store i64 %239, ptr %11, align 8, !tbaa !74
  br label %259

240:                                              ; preds = %231
  %241 = icmp eq ptr %210, %3
  br i1 %241, label %259, label %242

242:                                              ; preds = %240
  %243 = lshr i32 %220, 3
  %244 = zext nneg i32 %243 to i64
  %245 = sub nsw i64 0, %244
  %246 = getelementptr inbounds i8, ptr %210, i64 %245
  %247 = icmp ult ptr %246, %3
  %248 = ptrtoint ptr %210 to i64
  %249 = ptrtoint ptr %3 to i64
  %250 = sub i64 %248, %249
  %251 = trunc i64 %250 to i32
  %252 = select i1 %247, i32 %251, i32 %243
  %253 = zext i32 %252 to i64
  %254 = sub nsw i64 0, %253
  %255 = getelementptr inbounds i8, ptr %210, i64 %254
  store ptr %255, ptr %132, align 8, !tbaa !73
  %256 = shl i32 %252, 3
  %257 = sub i32 %220, %256
  store i32 %257, ptr %121, align 8, !tbaa !78
  %258 = load i64, ptr %255, align 1, !tbaa !43
  store i64 %258, ptr %11, align 8, !tbaa !74
  br label %259

259:                                              ; preds = %230, %233, %240, %242
  %260 = getelementptr inbounds i8, ptr %217, i64 8
  %261 = getelementptr inbounds i8, ptr %11, i64 80
  store ptr %260, ptr %261, align 8, !tbaa !79
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !126
  %262 = getelementptr inbounds i8, ptr %11, i64 96
  %263 = getelementptr inbounds i8, ptr %11, i64 104
  %264 = getelementptr inbounds i8, ptr %7, i64 8
  %265 = getelementptr inbounds i8, ptr %7, i64 16
  %266 = ptrtoint ptr %19 to i64
  %267 = ptrtoint ptr %21 to i64
  br label %268

268:                                              ; preds = %259, %691
  %269 = phi i32 [ %5, %259 ], [ %693, %691 ]
  %270 = phi ptr [ %1, %259 ], [ %692, %691 ]
  %271 = icmp eq i32 %269, 1
  %272 = load ptr, ptr %164, align 8, !tbaa !86, !noalias !218
  %273 = load i64, ptr %117, align 8, !tbaa !91, !noalias !218
  %274 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %272, i64 %273
  %275 = load ptr, ptr %261, align 8, !tbaa !92, !noalias !218
  %276 = load i64, ptr %215, align 8, !tbaa !93, !noalias !218
  %277 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %275, i64 %276
  %278 = load ptr, ptr %214, align 8, !tbaa !94, !noalias !218
  %279 = load i64, ptr %165, align 8, !tbaa !95, !noalias !218
  %280 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %278, i64 %279
  %281 = getelementptr inbounds i8, ptr %277, i64 4
  %282 = load i32, ptr %281, align 4, !tbaa !40, !noalias !218
  %283 = zext i32 %282 to i64
  %284 = getelementptr inbounds i8, ptr %274, i64 4
  %285 = load i32, ptr %284, align 4, !tbaa !40, !noalias !218
  %286 = zext i32 %285 to i64
  %287 = getelementptr inbounds i8, ptr %280, i64 4
  %288 = load i32, ptr %287, align 4, !tbaa !40, !noalias !218
  %289 = getelementptr inbounds i8, ptr %274, i64 2
  %290 = load i8, ptr %289, align 2, !tbaa !56, !noalias !218
  %291 = getelementptr inbounds i8, ptr %277, i64 2
  %292 = load i8, ptr %291, align 2, !tbaa !56, !noalias !218
  %293 = getelementptr inbounds i8, ptr %280, i64 2
  %294 = load i8, ptr %293, align 2, !tbaa !56, !noalias !218
  %295 = zext i8 %290 to i32
  %296 = zext i8 %292 to i32
  %297 = add i8 %292, %290
  %298 = add i8 %297, %294
  %299 = load i16, ptr %274, align 4, !tbaa !55, !noalias !218
  %300 = load i16, ptr %277, align 4, !tbaa !55, !noalias !218
  %301 = load i16, ptr %280, align 4, !tbaa !55, !noalias !218
  %302 = getelementptr inbounds i8, ptr %274, i64 3
  %303 = load i8, ptr %302, align 1, !tbaa !54, !noalias !218
  %304 = zext i8 %303 to i32
  %305 = getelementptr inbounds i8, ptr %277, i64 3
  %306 = load i8, ptr %305, align 1, !tbaa !54, !noalias !218
  %307 = zext i8 %306 to i32
  %308 = getelementptr inbounds i8, ptr %280, i64 3
  %309 = load i8, ptr %308, align 1, !tbaa !54, !noalias !218
  %310 = zext i8 %309 to i32
  %311 = icmp ugt i8 %294, 1
  br i1 %311, label %312, label %327

312:                                              ; preds = %268
  %313 = zext i8 %294 to i32
  %314 = load i64, ptr %11, align 8, !tbaa !74, !noalias !218
  %315 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %316 = and i32 %315, 63
  %317 = zext nneg i32 %316 to i64
  %318 = shl i64 %314, %317
  %319 = sub nsw i32 0, %313
  %320 = and i32 %319, 63
  %321 = zext nneg i32 %320 to i64
  %322 = lshr i64 %318, %321
  %323 = add i32 %315, %313
  store i32 %323, ptr %121, align 8, !tbaa !78, !noalias !218
  %324 = zext i32 %288 to i64
  %325 = add i64 %322, %324
  %326 = load i64, ptr %262, align 8, !tbaa !43, !noalias !218
  store i64 %326, ptr %263, align 8, !tbaa !43, !noalias !218
  br label %364

327:                                              ; preds = %268
  %328 = icmp eq i32 %285, 0
  %329 = icmp eq i8 %294, 0
  br i1 %329, label %330, label %337, !prof !84

330:                                              ; preds = %327
  %331 = zext i1 %328 to i64
  %332 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %331
  %333 = load i64, ptr %332, align 8, !tbaa !43, !noalias !218
  %334 = xor i1 %328, true
  %335 = zext i1 %334 to i64
  %336 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %335
  br label %364

337:                                              ; preds = %327
  %338 = zext i1 %328 to i32
  %339 = add i32 %288, %338
  %340 = zext i32 %339 to i64
  %341 = load i64, ptr %11, align 8, !tbaa !74, !noalias !218
  %342 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %343 = and i32 %342, 63
  %344 = zext nneg i32 %343 to i64
  %345 = shl i64 %341, %344
  %346 = lshr i64 %345, 63
  %347 = add i32 %342, 1
  store i32 %347, ptr %121, align 8, !tbaa !78, !noalias !218
  %348 = add nuw nsw i64 %346, %340
  %349 = icmp eq i64 %348, 3
  br i1 %349, label %350, label %355

350:                                              ; preds = %337
  %351 = load i64, ptr %28, align 8, !tbaa !43, !noalias !218
  %352 = add i64 %351, -1
  %353 = icmp eq i64 %352, 0
  %354 = select i1 %353, i64 -1, i64 %352
  br label %361

355:                                              ; preds = %337
  %356 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %348
  %357 = load i64, ptr %356, align 8, !tbaa !43, !noalias !218
  %358 = icmp eq i64 %357, 0
  %359 = select i1 %358, i64 -1, i64 %357
  %360 = icmp eq i64 %348, 1
  br i1 %360, label %364, label %361

361:                                              ; preds = %350, %355
  %362 = phi i64 [ %354, %350 ], [ %359, %355 ]
  %363 = load i64, ptr %262, align 8, !tbaa !43, !noalias !218
  store i64 %363, ptr %263, align 8, !tbaa !43, !noalias !218
  br label %364

364:                                              ; preds = %355, %361, %330, %312
  %365 = phi ptr [ %336, %330 ], [ %28, %312 ], [ %28, %361 ], [ %28, %355 ]
  %366 = phi i64 [ %333, %330 ], [ %325, %312 ], [ %362, %361 ], [ %359, %355 ]
  %367 = load i64, ptr %365, align 8, !tbaa !43, !noalias !218
  store i64 %367, ptr %262, align 8, !tbaa !43, !noalias !218
  store i64 %366, ptr %28, align 8, !tbaa !43, !noalias !218
  %368 = icmp eq i8 %292, 0
  br i1 %368, label %381, label %369

369:                                              ; preds = %364
  %370 = load i64, ptr %11, align 8, !tbaa !74, !noalias !218
  %371 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %372 = and i32 %371, 63
  %373 = zext nneg i32 %372 to i64
  %374 = shl i64 %370, %373
  %375 = sub nsw i32 0, %296
  %376 = and i32 %375, 63
  %377 = zext nneg i32 %376 to i64
  %378 = lshr i64 %374, %377
  %379 = add i32 %371, %296
  store i32 %379, ptr %121, align 8, !tbaa !78, !noalias !218
  %380 = add i64 %378, %283
  br label %381

381:                                              ; preds = %369, %364
  %382 = phi i64 [ %283, %364 ], [ %380, %369 ]
  %383 = icmp ugt i8 %298, 30
  br i1 %383, label %384, label %419, !prof !50

384:                                              ; preds = %381
  %385 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %386 = icmp ugt i32 %385, 64
  br i1 %386, label %387, label %388, !prof !50

387:                                              ; preds = %384
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73, !noalias !218
  br label %419

388:                                              ; preds = %384
  %389 = load ptr, ptr %132, align 8, !tbaa !73, !noalias !218
  %390 = load ptr, ptr %39, align 8, !tbaa !72, !noalias !218
  %391 = icmp ult ptr %389, %390
  br i1 %391, label %399, label %392

392:                                              ; preds = %388
  %393 = lshr i32 %385, 3
  %394 = zext nneg i32 %393 to i64
  %395 = sub nsw i64 0, %394
  %396 = getelementptr inbounds i8, ptr %389, i64 %395
  store ptr %396, ptr %132, align 8, !tbaa !73, !noalias !218
  %397 = and i32 %385, 7
  store i32 %397, ptr %121, align 8, !tbaa !78, !noalias !218
  %398 = load i64, ptr %396, align 1, !tbaa !43, !noalias !218
  store i64 %398, ptr %11, align 8, !tbaa !74, !noalias !218
  br label %419

399:                                              ; preds = %388
  %400 = load ptr, ptr %37, align 8, !tbaa !70, !noalias !218
  %401 = icmp eq ptr %389, %400
  br i1 %401, label %419, label %402

402:                                              ; preds = %399
  %403 = lshr i32 %385, 3
  %404 = zext nneg i32 %403 to i64
  %405 = sub nsw i64 0, %404
  %406 = getelementptr inbounds i8, ptr %389, i64 %405
  %407 = icmp ult ptr %406, %400
  %408 = ptrtoint ptr %389 to i64
  %409 = ptrtoint ptr %400 to i64
  %410 = sub i64 %408, %409
  %411 = trunc i64 %410 to i32
  %412 = select i1 %407, i32 %411, i32 %403
  %413 = zext i32 %412 to i64
  %414 = sub nsw i64 0, %413
  %415 = getelementptr inbounds i8, ptr %389, i64 %414
  store ptr %415, ptr %132, align 8, !tbaa !73, !noalias !218
  %416 = shl i32 %412, 3
  %417 = sub i32 %385, %416
  store i32 %417, ptr %121, align 8, !tbaa !78, !noalias !218
  %418 = load i64, ptr %415, align 1, !tbaa !43, !noalias !218
  store i64 %418, ptr %11, align 8, !tbaa !74, !noalias !218
  br label %419

419:                                              ; preds = %399, %387, %392, %402, %381
  %420 = icmp eq i8 %290, 0
  br i1 %420, label %433, label %421

421:                                              ; preds = %419
  %422 = load i64, ptr %11, align 8, !tbaa !74, !noalias !218
  %423 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %424 = and i32 %423, 63
  %425 = zext nneg i32 %424 to i64
  %426 = shl i64 %422, %425
  %427 = sub nsw i32 0, %295
  %428 = and i32 %427, 63
  %429 = zext nneg i32 %428 to i64
  %430 = lshr i64 %426, %429
  %431 = add i32 %423, %295
  store i32 %431, ptr %121, align 8, !tbaa !78, !noalias !218
  %432 = add i64 %430, %286
  br label %433

433:                                              ; preds = %421, %419
  %434 = phi i64 [ %286, %419 ], [ %432, %421 ]
  br i1 %271, label %509, label %435

435:                                              ; preds = %433
  %436 = load i64, ptr %11, align 8, !tbaa !74, !noalias !218
  %437 = load i32, ptr %121, align 8, !tbaa !78, !noalias !218
  %438 = add i32 %437, %304
  %439 = sub i32 0, %438
  %440 = and i32 %439, 63
  %441 = zext nneg i32 %440 to i64
  %442 = lshr i64 %436, %441
  %443 = zext nneg i8 %303 to i64
  %444 = shl nsw i64 -1, %443
  %445 = xor i64 %444, -1
  %446 = and i64 %442, %445
  %447 = zext i16 %299 to i64
  %448 = add nuw i64 %446, %447
  store i64 %448, ptr %117, align 8, !tbaa !76, !noalias !218
  %449 = add i32 %438, %307
  %450 = sub i32 0, %449
  %451 = and i32 %450, 63
  %452 = zext nneg i32 %451 to i64
  %453 = lshr i64 %436, %452
  %454 = zext nneg i8 %306 to i64
  %455 = shl nsw i64 -1, %454
  %456 = xor i64 %455, -1
  %457 = and i64 %453, %456
  %458 = zext i16 %300 to i64
  %459 = add nuw i64 %457, %458
  store i64 %459, ptr %215, align 8, !tbaa !76, !noalias !218
  %460 = add i32 %449, %310
  %461 = sub i32 0, %460
  %462 = and i32 %461, 63
  %463 = zext nneg i32 %462 to i64
  %464 = lshr i64 %436, %463
  %465 = zext nneg i8 %309 to i64
  %466 = shl nsw i64 -1, %465
  %467 = xor i64 %466, -1
  %468 = and i64 %464, %467
  store i32 %460, ptr %121, align 8, !tbaa !78, !noalias !218
  %469 = zext i16 %301 to i64
  %470 = add nuw i64 %468, %469
  store i64 %470, ptr %165, align 8, !tbaa !76, !noalias !218
  %471 = icmp ugt i32 %460, 64
  br i1 %471, label %472, label %473, !prof !50

472:                                              ; preds = %435
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73, !noalias !218
  br label %504

473:                                              ; preds = %435
  %474 = load ptr, ptr %132, align 8, !tbaa !73, !noalias !218
  %475 = load ptr, ptr %39, align 8, !tbaa !72, !noalias !218
  %476 = icmp ult ptr %474, %475
  br i1 %476, label %484, label %477

477:                                              ; preds = %473
  %478 = lshr i32 %460, 3
  %479 = zext nneg i32 %478 to i64
  %480 = sub nsw i64 0, %479
  %481 = getelementptr inbounds i8, ptr %474, i64 %480
  store ptr %481, ptr %132, align 8, !tbaa !73, !noalias !218
  %482 = and i32 %460, 7
  store i32 %482, ptr %121, align 8, !tbaa !78, !noalias !218
  %483 = load i64, ptr %481, align 1, !tbaa !43, !noalias !218
  store i64 %483, ptr %11, align 8, !tbaa !74, !noalias !218
  br label %504

484:                                              ; preds = %473
  %485 = load ptr, ptr %37, align 8, !tbaa !70, !noalias !218
  %486 = icmp eq ptr %474, %485
  br i1 %486, label %504, label %487

487:                                              ; preds = %484
  %488 = lshr i32 %460, 3
  %489 = zext nneg i32 %488 to i64
  %490 = sub nsw i64 0, %489
  %491 = getelementptr inbounds i8, ptr %474, i64 %490
  %492 = icmp ult ptr %491, %485
  %493 = ptrtoint ptr %474 to i64
  %494 = ptrtoint ptr %485 to i64
  %495 = sub i64 %493, %494
  %496 = trunc i64 %495 to i32
  %497 = select i1 %492, i32 %496, i32 %488
  %498 = zext i32 %497 to i64
  %499 = sub nsw i64 0, %498
  %500 = getelementptr inbounds i8, ptr %474, i64 %499
  store ptr %500, ptr %132, align 8, !tbaa !73, !noalias !218
  %501 = shl i32 %497, 3
  %502 = sub i32 %460, %501
  store i32 %502, ptr %121, align 8, !tbaa !78, !noalias !218
  %503 = load i64, ptr %500, align 1, !tbaa !43, !noalias !218
  store i64 %503, ptr %11, align 8, !tbaa !74, !noalias !218
  br label %504

504:                                              ; preds = %484, %472, %477, %487
  %505 = load ptr, ptr %10, align 8, !tbaa !37
  %506 = getelementptr inbounds i8, ptr %505, i64 %434
  %507 = load ptr, ptr %16, align 8, !tbaa !36
  %508 = icmp ugt ptr %506, %507
  br i1 %508, label %695, label %514

509:                                              ; preds = %433
  %510 = load ptr, ptr %10, align 8, !tbaa !37
  %511 = getelementptr inbounds i8, ptr %510, i64 %434
  %512 = load ptr, ptr %16, align 8, !tbaa !36
  %513 = icmp ugt ptr %511, %512
  br i1 %513, label %697, label %514

514:                                              ; preds = %509, %504
  %515 = phi ptr [ %511, %509 ], [ %506, %504 ]
  %516 = phi ptr [ %510, %509 ], [ %505, %504 ]
  %517 = getelementptr inbounds i8, ptr %515, i64 -32
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store i64 %434, ptr %7, align 8
  store i64 %382, ptr %264, align 8
  store i64 %366, ptr %265, align 8
  %518 = getelementptr i8, ptr %270, i64 %434
  %519 = add i64 %434, %382
  %520 = sub i64 0, %366
  %521 = getelementptr inbounds i8, ptr %518, i64 %520
  %522 = icmp ugt ptr %515, %17
  %523 = getelementptr inbounds i8, ptr %270, i64 %519
  %524 = icmp ugt ptr %523, %517
  %525 = select i1 %522, i1 true, i1 %524
  br i1 %525, label %529, label %526, !prof !105

526:                                              ; preds = %514
  %527 = load <2 x i64>, ptr %516, align 1, !tbaa !9
  store <2 x i64> %527, ptr %270, align 1, !tbaa !9
  %528 = icmp ugt i64 %434, 16
  br i1 %528, label %531, label %551, !prof !50

529:                                              ; preds = %514
  %530 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %270, ptr noundef %13, ptr noundef nonnull %517, ptr noundef nonnull byval(%struct.seq_t) align 8 %7, ptr noundef nonnull %10, ptr noundef %17, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  br label %688

531:                                              ; preds = %526
  %532 = getelementptr inbounds i8, ptr %270, i64 16
  %533 = getelementptr inbounds i8, ptr %516, i64 16
  %534 = add i64 %434, -16
  %535 = load <2 x i64>, ptr %533, align 1, !tbaa !9
  store <2 x i64> %535, ptr %532, align 1, !tbaa !9
  %536 = icmp slt i64 %534, 17
  br i1 %536, label %551, label %537

537:                                              ; preds = %531
  %538 = getelementptr inbounds i8, ptr %270, i64 32
  br label %539

539:                                              ; preds = %539, %537
  %540 = phi ptr [ %538, %537 ], [ %547, %539 ]
  %541 = phi ptr [ %533, %537 ], [ %545, %539 ]
  %542 = getelementptr inbounds i8, ptr %541, i64 16
  %543 = load <2 x i64>, ptr %542, align 1, !tbaa !9
  store <2 x i64> %543, ptr %540, align 1, !tbaa !9
  %544 = getelementptr inbounds i8, ptr %540, i64 16
  %545 = getelementptr inbounds i8, ptr %541, i64 32
  %546 = load <2 x i64>, ptr %545, align 1, !tbaa !9
  store <2 x i64> %546, ptr %544, align 1, !tbaa !9
  %547 = getelementptr inbounds i8, ptr %540, i64 32
  %548 = icmp ult ptr %547, %518
  br i1 %548, label %539, label %549, !llvm.loop !99

549:                                              ; preds = %539
  %550 = load i64, ptr %265, align 8, !tbaa !130
  br label %551

551:                                              ; preds = %549, %531, %526
  %552 = phi i64 [ %550, %549 ], [ %366, %531 ], [ %366, %526 ]
  store ptr %515, ptr %10, align 8, !tbaa !37
  %553 = ptrtoint ptr %518 to i64
  %554 = sub i64 %553, %266
  %555 = icmp ugt i64 %552, %554
  br i1 %555, label %556, label %571

556:                                              ; preds = %551
  %557 = sub i64 %553, %267
  %558 = icmp ugt i64 %552, %557
  br i1 %558, label %559, label %560, !prof !50

559:                                              ; preds = %556
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  br label %1479

560:                                              ; preds = %556
  %561 = ptrtoint ptr %521 to i64
  %562 = sub i64 %561, %266
  %563 = getelementptr inbounds i8, ptr %23, i64 %562
  %564 = getelementptr inbounds i8, ptr %563, i64 %382
  %565 = icmp ugt ptr %564, %23
  br i1 %565, label %567, label %566

566:                                              ; preds = %560
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %518, ptr align 1 %563, i64 %382, i1 false)
  br label %688

567:                                              ; preds = %560
  %568 = sub i64 0, %562
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %518, ptr align 1 %563, i64 %568, i1 false)
  %569 = getelementptr inbounds i8, ptr %518, i64 %568
  %570 = add i64 %382, %562
  store i64 %570, ptr %264, align 8, !tbaa !131
  br label %571

571:                                              ; preds = %567, %551
  %572 = phi i64 [ %570, %567 ], [ %382, %551 ]
  %573 = phi ptr [ %19, %567 ], [ %521, %551 ]
  %574 = phi ptr [ %569, %567 ], [ %518, %551 ]
  %575 = ptrtoint ptr %574 to i64
  %576 = icmp ugt i64 %552, 15
  br i1 %576, label %577, label %593, !prof !84

577:                                              ; preds = %571
  %578 = getelementptr inbounds i8, ptr %574, i64 %572
  %579 = load <2 x i64>, ptr %573, align 1, !tbaa !9
  store <2 x i64> %579, ptr %574, align 1, !tbaa !9
  %580 = icmp slt i64 %572, 17
  br i1 %580, label %688, label %581

581:                                              ; preds = %577
  %582 = getelementptr inbounds i8, ptr %574, i64 16
  br label %583

583:                                              ; preds = %583, %581
  %584 = phi ptr [ %582, %581 ], [ %591, %583 ]
  %585 = phi ptr [ %573, %581 ], [ %589, %583 ]
  %586 = getelementptr inbounds i8, ptr %585, i64 16
  %587 = load <2 x i64>, ptr %586, align 1, !tbaa !9
  store <2 x i64> %587, ptr %584, align 1, !tbaa !9
  %588 = getelementptr inbounds i8, ptr %584, i64 16
  %589 = getelementptr inbounds i8, ptr %585, i64 32
  %590 = load <2 x i64>, ptr %589, align 1, !tbaa !9
  store <2 x i64> %590, ptr %588, align 1, !tbaa !9
  %591 = getelementptr inbounds i8, ptr %584, i64 32
  %592 = icmp ult ptr %591, %578
  br i1 %592, label %583, label %688, !llvm.loop !99

593:                                              ; preds = %571
  %594 = icmp ult i64 %552, 8
  br i1 %594, label %595, label %618

595:                                              ; preds = %593
  %596 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %552
  %597 = load i32, ptr %596, align 4, !tbaa !27
  %598 = load i8, ptr %573, align 1, !tbaa !9
  store i8 %598, ptr %574, align 1, !tbaa !9
  %599 = getelementptr inbounds i8, ptr %573, i64 1
  %600 = load i8, ptr %599, align 1, !tbaa !9
  %601 = getelementptr inbounds i8, ptr %574, i64 1
  store i8 %600, ptr %601, align 1, !tbaa !9
  %602 = getelementptr inbounds i8, ptr %573, i64 2
  %603 = load i8, ptr %602, align 1, !tbaa !9
  %604 = getelementptr inbounds i8, ptr %574, i64 2
  store i8 %603, ptr %604, align 1, !tbaa !9
  %605 = getelementptr inbounds i8, ptr %573, i64 3
  %606 = load i8, ptr %605, align 1, !tbaa !9
  %607 = getelementptr inbounds i8, ptr %574, i64 3
  store i8 %606, ptr %607, align 1, !tbaa !9
  %608 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %552
  %609 = load i32, ptr %608, align 4, !tbaa !27
  %610 = zext i32 %609 to i64
  %611 = getelementptr inbounds i8, ptr %573, i64 %610
  %612 = getelementptr inbounds i8, ptr %574, i64 4
  %613 = load i32, ptr %611, align 1
  store i32 %613, ptr %612, align 1
  %614 = sext i32 %597 to i64
  %615 = sub nsw i64 0, %614
  %616 = getelementptr inbounds i8, ptr %611, i64 %615
  %617 = load i64, ptr %264, align 8, !tbaa !131
  br label %620

618:                                              ; preds = %593
  %619 = load i64, ptr %573, align 1
  store i64 %619, ptr %574, align 1
  br label %620

620:                                              ; preds = %618, %595
  %621 = phi i64 [ %617, %595 ], [ %572, %618 ]
  %622 = phi ptr [ %616, %595 ], [ %573, %618 ]
  %623 = getelementptr i8, ptr %622, i64 8
  %624 = getelementptr i8, ptr %574, i64 8
  %625 = icmp ugt i64 %621, 8
  br i1 %625, label %626, label %688

626:                                              ; preds = %620
  %627 = ptrtoint ptr %624 to i64
  %628 = ptrtoint ptr %623 to i64
  %629 = sub i64 %627, %628
  %630 = getelementptr i8, ptr %574, i64 %621
  %631 = icmp slt i64 %629, 16
  br i1 %631, label %632, label %673

632:                                              ; preds = %626
  %633 = add i64 %621, %575
  %634 = add i64 %575, 16
  %635 = tail call i64 @llvm.umax.i64(i64 %633, i64 %634)
  %636 = add i64 %635, -9
  %637 = sub i64 %636, %575
  %638 = lshr i64 %637, 3
  %639 = add nuw nsw i64 %638, 1
  %640 = icmp ult i64 %637, 24
  %641 = icmp ult i64 %629, 32
  %642 = or i1 %640, %641
  br i1 %642, label %663, label %643

643:                                              ; preds = %632
  %644 = and i64 %639, 4611686018427387900
  %645 = shl i64 %644, 3
  %646 = getelementptr i8, ptr %624, i64 %645
  %647 = shl i64 %644, 3
  %648 = getelementptr i8, ptr %623, i64 %647
  br label %649

649:                                              ; preds = %649, %643
  %650 = phi i64 [ 0, %643 ], [ %659, %649 ]
  %651 = shl i64 %650, 3
  %652 = getelementptr i8, ptr %624, i64 %651
  %653 = shl i64 %650, 3
  %654 = getelementptr i8, ptr %623, i64 %653
  %655 = getelementptr i8, ptr %654, i64 16
  %656 = load <2 x i64>, ptr %654, align 1
  %657 = load <2 x i64>, ptr %655, align 1
  %658 = getelementptr i8, ptr %652, i64 16
  store <2 x i64> %656, ptr %652, align 1
  store <2 x i64> %657, ptr %658, align 1
  %659 = add nuw i64 %650, 4
  %660 = icmp eq i64 %659, %644
  br i1 %660, label %661, label %649, !llvm.loop !221

661:                                              ; preds = %649
  %662 = icmp eq i64 %639, %644
  br i1 %662, label %688, label %663

663:                                              ; preds = %661, %632
  %664 = phi ptr [ %624, %632 ], [ %646, %661 ]
  %665 = phi ptr [ %623, %632 ], [ %648, %661 ]
  br label %666

666:                                              ; preds = %663, %666
  %667 = phi ptr [ %670, %666 ], [ %664, %663 ]
  %668 = phi ptr [ %671, %666 ], [ %665, %663 ]
  %669 = load i64, ptr %668, align 1
  store i64 %669, ptr %667, align 1
  %670 = getelementptr inbounds i8, ptr %667, i64 8
  %671 = getelementptr inbounds i8, ptr %668, i64 8
  %672 = icmp ult ptr %670, %630
  br i1 %672, label %666, label %688, !llvm.loop !222

673:                                              ; preds = %626
  %674 = load <2 x i64>, ptr %623, align 1, !tbaa !9
  store <2 x i64> %674, ptr %624, align 1, !tbaa !9
  %675 = icmp slt i64 %621, 25
  br i1 %675, label %688, label %676

676:                                              ; preds = %673
  %677 = getelementptr inbounds i8, ptr %574, i64 24
  br label %678

678:                                              ; preds = %678, %676
  %679 = phi ptr [ %677, %676 ], [ %686, %678 ]
  %680 = phi ptr [ %623, %676 ], [ %684, %678 ]
  %681 = getelementptr inbounds i8, ptr %680, i64 16
  %682 = load <2 x i64>, ptr %681, align 1, !tbaa !9
  store <2 x i64> %682, ptr %679, align 1, !tbaa !9
  %683 = getelementptr inbounds i8, ptr %679, i64 16
  %684 = getelementptr inbounds i8, ptr %680, i64 32
  %685 = load <2 x i64>, ptr %684, align 1, !tbaa !9
  store <2 x i64> %685, ptr %683, align 1, !tbaa !9
  %686 = getelementptr inbounds i8, ptr %679, i64 32
  %687 = icmp ult ptr %686, %630
  br i1 %687, label %678, label %688, !llvm.loop !99

688:                                              ; preds = %678, %666, %583, %661, %673, %577, %620, %566, %529
  %689 = phi i64 [ %530, %529 ], [ %519, %566 ], [ %519, %620 ], [ %519, %577 ], [ %519, %673 ], [ %519, %661 ], [ %519, %583 ], [ %519, %666 ], [ %519, %678 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %690 = icmp ult i64 %689, -119
  br i1 %690, label %691, label %1479

691:                                              ; preds = %688
  %692 = getelementptr inbounds i8, ptr %270, i64 %689
  %693 = add nsw i32 %269, -1
  %694 = icmp eq i32 %693, 0
  br i1 %694, label %1464, label %268, !llvm.loop !134

695:                                              ; preds = %504
  %696 = icmp sgt i32 %269, 0
  br i1 %696, label %697, label %1479

697:                                              ; preds = %509, %695
  %698 = phi ptr [ %505, %695 ], [ %510, %509 ]
  %699 = phi ptr [ %507, %695 ], [ %512, %509 ]
  %700 = ptrtoint ptr %699 to i64
  %701 = ptrtoint ptr %698 to i64
  %702 = sub i64 %700, %701
  %703 = icmp eq ptr %699, %698
  br i1 %703, label %856, label %704

704:                                              ; preds = %697
  %705 = ptrtoint ptr %13 to i64
  %706 = ptrtoint ptr %270 to i64
  %707 = sub i64 %705, %706
  %708 = icmp ugt i64 %702, %707
  br i1 %708, label %1479, label %709

709:                                              ; preds = %704
  %710 = sub i64 %706, %701
  %711 = getelementptr inbounds i8, ptr %270, i64 %702
  %712 = icmp slt i64 %702, 8
  %713 = icmp sgt i64 %710, -8
  %714 = or i1 %712, %713
  br i1 %714, label %715, label %771

715:                                              ; preds = %709
  %716 = icmp sgt i64 %702, 0
  br i1 %716, label %717, label %854

717:                                              ; preds = %715
  %718 = add i64 %706, %700
  %719 = sub i64 %718, %701
  %720 = add i64 %706, 1
  %721 = tail call i64 @llvm.umax.i64(i64 %719, i64 %720)
  %722 = sub i64 %721, %706
  %723 = icmp ult i64 %722, 8
  %724 = icmp ult i64 %710, 32
  %725 = or i1 %723, %724
  br i1 %725, label %761, label %726

726:                                              ; preds = %717
  %727 = icmp ult i64 %722, 32
  br i1 %727, label %747, label %728

728:                                              ; preds = %726
  %729 = and i64 %722, -32
  br label %730

730:                                              ; preds = %730, %728
  %731 = phi i64 [ 0, %728 ], [ %738, %730 ]
  %732 = getelementptr i8, ptr %270, i64 %731
  %733 = getelementptr i8, ptr %698, i64 %731
  %734 = getelementptr i8, ptr %733, i64 16
  %735 = load <16 x i8>, ptr %733, align 1, !tbaa !9
  %736 = load <16 x i8>, ptr %734, align 1, !tbaa !9
  %737 = getelementptr i8, ptr %732, i64 16
  store <16 x i8> %735, ptr %732, align 1, !tbaa !9
  store <16 x i8> %736, ptr %737, align 1, !tbaa !9
  %738 = add nuw i64 %731, 32
  %739 = icmp eq i64 %738, %729
  br i1 %739, label %740, label %730, !llvm.loop !223

740:                                              ; preds = %730
  %741 = icmp eq i64 %722, %729
  br i1 %741, label %854, label %742

742:                                              ; preds = %740
  %743 = getelementptr i8, ptr %698, i64 %729
  %744 = getelementptr i8, ptr %270, i64 %729
  %745 = and i64 %722, 24
  %746 = icmp eq i64 %745, 0
  br i1 %746, label %761, label %747

747:                                              ; preds = %726, %742
  %748 = phi i64 [ %729, %742 ], [ 0, %726 ]
  %749 = and i64 %722, -8
  %750 = getelementptr i8, ptr %270, i64 %749
  %751 = getelementptr i8, ptr %698, i64 %749
  br label %752

752:                                              ; preds = %752, %747
  %753 = phi i64 [ %748, %747 ], [ %757, %752 ]
  %754 = getelementptr i8, ptr %270, i64 %753
  %755 = getelementptr i8, ptr %698, i64 %753
  %756 = load <8 x i8>, ptr %755, align 1, !tbaa !9
  store <8 x i8> %756, ptr %754, align 1, !tbaa !9
  %757 = add nuw i64 %753, 8
  %758 = icmp eq i64 %757, %749
  br i1 %758, label %759, label %752, !llvm.loop !224

759:                                              ; preds = %752
  %760 = icmp eq i64 %722, %749
  br i1 %760, label %854, label %761

761:                                              ; preds = %759, %717, %742
  %762 = phi ptr [ %270, %717 ], [ %744, %742 ], [ %750, %759 ]
  %763 = phi ptr [ %698, %717 ], [ %743, %742 ], [ %751, %759 ]
  br label %764

764:                                              ; preds = %761, %764
  %765 = phi ptr [ %769, %764 ], [ %762, %761 ]
  %766 = phi ptr [ %767, %764 ], [ %763, %761 ]
  %767 = getelementptr inbounds i8, ptr %766, i64 1
  %768 = load i8, ptr %766, align 1, !tbaa !9
  %769 = getelementptr inbounds i8, ptr %765, i64 1
  store i8 %768, ptr %765, align 1, !tbaa !9
  %770 = icmp ult ptr %769, %711
  br i1 %770, label %764, label %854, !llvm.loop !225

771:                                              ; preds = %709
  %772 = getelementptr inbounds i8, ptr %711, i64 -32
  %773 = icmp uge ptr %772, %270
  %774 = icmp ult i64 %710, -16
  %775 = and i1 %774, %773
  br i1 %775, label %776, label %795

776:                                              ; preds = %771
  %777 = ptrtoint ptr %772 to i64
  %778 = sub i64 %777, %706
  %779 = load <2 x i64>, ptr %698, align 1, !tbaa !9
  store <2 x i64> %779, ptr %270, align 1, !tbaa !9
  %780 = icmp slt i64 %778, 17
  br i1 %780, label %793, label %781

781:                                              ; preds = %776
  %782 = getelementptr inbounds i8, ptr %270, i64 16
  br label %783

783:                                              ; preds = %783, %781
  %784 = phi ptr [ %782, %781 ], [ %791, %783 ]
  %785 = phi ptr [ %698, %781 ], [ %789, %783 ]
  %786 = getelementptr inbounds i8, ptr %785, i64 16
  %787 = load <2 x i64>, ptr %786, align 1, !tbaa !9
  store <2 x i64> %787, ptr %784, align 1, !tbaa !9
  %788 = getelementptr inbounds i8, ptr %784, i64 16
  %789 = getelementptr inbounds i8, ptr %785, i64 32
  %790 = load <2 x i64>, ptr %789, align 1, !tbaa !9
  store <2 x i64> %790, ptr %788, align 1, !tbaa !9
  %791 = getelementptr inbounds i8, ptr %784, i64 32
  %792 = icmp ult ptr %791, %772
  br i1 %792, label %783, label %793, !llvm.loop !99

793:                                              ; preds = %783, %776
  %794 = getelementptr inbounds i8, ptr %698, i64 %778
  br label %795

795:                                              ; preds = %771, %793
  %796 = phi ptr [ %772, %793 ], [ %270, %771 ]
  %797 = phi ptr [ %794, %793 ], [ %698, %771 ]
  %798 = ptrtoint ptr %796 to i64
  %799 = add i64 %706, %700
  %800 = sub i64 %799, %701
  %801 = add nuw i64 %798, 1
  %802 = tail call i64 @llvm.umax.i64(i64 %800, i64 %801)
  %803 = sub i64 %802, %798
  %804 = icmp ult i64 %803, 8
  %805 = ptrtoint ptr %797 to i64
  %806 = sub i64 %798, %805
  %807 = icmp ult i64 %806, 32
  %808 = select i1 %804, i1 true, i1 %807
  br i1 %808, label %844, label %809

809:                                              ; preds = %795
  %810 = icmp ult i64 %803, 32
  br i1 %810, label %830, label %811

811:                                              ; preds = %809
  %812 = and i64 %803, -32
  br label %813

813:                                              ; preds = %813, %811
  %814 = phi i64 [ 0, %811 ], [ %821, %813 ]
  %815 = getelementptr i8, ptr %796, i64 %814
  %816 = getelementptr i8, ptr %797, i64 %814
  %817 = getelementptr i8, ptr %816, i64 16
  %818 = load <16 x i8>, ptr %816, align 1, !tbaa !9
  %819 = load <16 x i8>, ptr %817, align 1, !tbaa !9
  %820 = getelementptr i8, ptr %815, i64 16
  store <16 x i8> %818, ptr %815, align 1, !tbaa !9
  store <16 x i8> %819, ptr %820, align 1, !tbaa !9
  %821 = add nuw i64 %814, 32
  %822 = icmp eq i64 %821, %812
  br i1 %822, label %823, label %813, !llvm.loop !226

823:                                              ; preds = %813
  %824 = icmp eq i64 %803, %812
  br i1 %824, label %854, label %825

825:                                              ; preds = %823
  %826 = getelementptr i8, ptr %797, i64 %812
  %827 = getelementptr i8, ptr %796, i64 %812
  %828 = and i64 %803, 24
  %829 = icmp eq i64 %828, 0
  br i1 %829, label %844, label %830

830:                                              ; preds = %809, %825
  %831 = phi i64 [ %812, %825 ], [ 0, %809 ]
  %832 = and i64 %803, -8
  %833 = getelementptr i8, ptr %796, i64 %832
  %834 = getelementptr i8, ptr %797, i64 %832
  br label %835

835:                                              ; preds = %835, %830
  %836 = phi i64 [ %831, %830 ], [ %840, %835 ]
  %837 = getelementptr i8, ptr %796, i64 %836
  %838 = getelementptr i8, ptr %797, i64 %836
  %839 = load <8 x i8>, ptr %838, align 1, !tbaa !9
  store <8 x i8> %839, ptr %837, align 1, !tbaa !9
  %840 = add nuw i64 %836, 8
  %841 = icmp eq i64 %840, %832
  br i1 %841, label %842, label %835, !llvm.loop !227

842:                                              ; preds = %835
  %843 = icmp eq i64 %803, %832
  br i1 %843, label %854, label %844

844:                                              ; preds = %842, %795, %825
  %845 = phi ptr [ %796, %795 ], [ %827, %825 ], [ %833, %842 ]
  %846 = phi ptr [ %797, %795 ], [ %826, %825 ], [ %834, %842 ]
  br label %847

847:                                              ; preds = %844, %847
  %848 = phi ptr [ %852, %847 ], [ %845, %844 ]
  %849 = phi ptr [ %850, %847 ], [ %846, %844 ]
  %850 = getelementptr inbounds i8, ptr %849, i64 1
  %851 = load i8, ptr %849, align 1, !tbaa !9
  %852 = getelementptr inbounds i8, ptr %848, i64 1
  store i8 %851, ptr %848, align 1, !tbaa !9
  %853 = icmp ult ptr %852, %711
  br i1 %853, label %847, label %854, !llvm.loop !228

854:                                              ; preds = %847, %764, %823, %842, %740, %759, %715
  %855 = sub i64 %434, %702
  br label %856

856:                                              ; preds = %854, %697
  %857 = phi i64 [ %434, %697 ], [ %855, %854 ]
  %858 = phi ptr [ %270, %697 ], [ %711, %854 ]
  %859 = getelementptr inbounds i8, ptr %0, i64 30372
  store ptr %859, ptr %10, align 8, !tbaa !37
  %860 = getelementptr inbounds i8, ptr %0, i64 95908
  %861 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 0, ptr %861, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store i64 %857, ptr %8, align 8
  %862 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %382, ptr %862, align 8
  %863 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %366, ptr %863, align 8
  %864 = getelementptr inbounds i8, ptr %858, i64 %857
  %865 = add i64 %857, %382
  %866 = getelementptr i8, ptr %0, i64 %857
  %867 = getelementptr i8, ptr %866, i64 30372
  %868 = sub i64 0, %366
  %869 = getelementptr inbounds i8, ptr %864, i64 %868
  %870 = icmp sgt i64 %857, 65536
  %871 = getelementptr inbounds i8, ptr %13, i64 -32
  %872 = getelementptr inbounds i8, ptr %858, i64 %865
  %873 = icmp ugt ptr %872, %871
  %874 = select i1 %870, i1 true, i1 %873
  br i1 %874, label %879, label %875, !prof !105

875:                                              ; preds = %856
  %876 = load <2 x i64>, ptr %859, align 1, !tbaa !9
  store <2 x i64> %876, ptr %858, align 1, !tbaa !9
  %877 = load i64, ptr %8, align 8, !tbaa !103
  %878 = icmp ugt i64 %877, 16
  br i1 %878, label %881, label %900, !prof !50

879:                                              ; preds = %856
  %880 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %858, ptr noundef %13, ptr noundef nonnull byval(%struct.seq_t) align 8 %8, ptr noundef nonnull %10, ptr noundef nonnull %860, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  br label %1037

881:                                              ; preds = %875
  %882 = getelementptr inbounds i8, ptr %858, i64 16
  %883 = getelementptr inbounds i8, ptr %0, i64 30388
  %884 = add i64 %877, -16
  %885 = getelementptr i8, ptr %858, i64 %877
  %886 = load <2 x i64>, ptr %883, align 1, !tbaa !9
  store <2 x i64> %886, ptr %882, align 1, !tbaa !9
  %887 = icmp slt i64 %884, 17
  br i1 %887, label %900, label %888

888:                                              ; preds = %881
  %889 = getelementptr inbounds i8, ptr %858, i64 32
  br label %890

890:                                              ; preds = %890, %888
  %891 = phi ptr [ %889, %888 ], [ %898, %890 ]
  %892 = phi ptr [ %883, %888 ], [ %896, %890 ]
  %893 = getelementptr inbounds i8, ptr %892, i64 16
  %894 = load <2 x i64>, ptr %893, align 1, !tbaa !9
  store <2 x i64> %894, ptr %891, align 1, !tbaa !9
  %895 = getelementptr inbounds i8, ptr %891, i64 16
  %896 = getelementptr inbounds i8, ptr %892, i64 32
  %897 = load <2 x i64>, ptr %896, align 1, !tbaa !9
  store <2 x i64> %897, ptr %895, align 1, !tbaa !9
  %898 = getelementptr inbounds i8, ptr %891, i64 32
  %899 = icmp ult ptr %898, %885
  br i1 %899, label %890, label %900, !llvm.loop !99

900:                                              ; preds = %890, %881, %875
  store ptr %867, ptr %10, align 8, !tbaa !37
  %901 = load i64, ptr %863, align 8, !tbaa !130
  %902 = ptrtoint ptr %864 to i64
  %903 = sub i64 %902, %266
  %904 = icmp ugt i64 %901, %903
  br i1 %904, label %905, label %921

905:                                              ; preds = %900
  %906 = sub i64 %902, %267
  %907 = icmp ugt i64 %901, %906
  br i1 %907, label %908, label %909, !prof !50

908:                                              ; preds = %905
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  br label %1479

909:                                              ; preds = %905
  %910 = ptrtoint ptr %869 to i64
  %911 = sub i64 %910, %266
  %912 = getelementptr inbounds i8, ptr %23, i64 %911
  %913 = load i64, ptr %862, align 8, !tbaa !131
  %914 = getelementptr inbounds i8, ptr %912, i64 %913
  %915 = icmp ugt ptr %914, %23
  br i1 %915, label %917, label %916

916:                                              ; preds = %909
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %864, ptr align 1 %912, i64 %913, i1 false)
  br label %1037

917:                                              ; preds = %909
  %918 = sub i64 0, %911
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %864, ptr align 1 %912, i64 %918, i1 false)
  %919 = getelementptr inbounds i8, ptr %864, i64 %918
  %920 = add i64 %913, %911
  store i64 %920, ptr %862, align 8, !tbaa !131
  br label %921

921:                                              ; preds = %917, %900
  %922 = phi ptr [ %919, %917 ], [ %864, %900 ]
  %923 = phi ptr [ %19, %917 ], [ %869, %900 ]
  %924 = ptrtoint ptr %922 to i64
  %925 = icmp ugt i64 %901, 15
  br i1 %925, label %926, label %943, !prof !84

926:                                              ; preds = %921
  %927 = load i64, ptr %862, align 8, !tbaa !131
  %928 = getelementptr inbounds i8, ptr %922, i64 %927
  %929 = load <2 x i64>, ptr %923, align 1, !tbaa !9
  store <2 x i64> %929, ptr %922, align 1, !tbaa !9
  %930 = icmp slt i64 %927, 17
  br i1 %930, label %1037, label %931

931:                                              ; preds = %926
  %932 = getelementptr inbounds i8, ptr %922, i64 16
  br label %933

933:                                              ; preds = %933, %931
  %934 = phi ptr [ %932, %931 ], [ %941, %933 ]
  %935 = phi ptr [ %923, %931 ], [ %939, %933 ]
  %936 = getelementptr inbounds i8, ptr %935, i64 16
  %937 = load <2 x i64>, ptr %936, align 1, !tbaa !9
  store <2 x i64> %937, ptr %934, align 1, !tbaa !9
  %938 = getelementptr inbounds i8, ptr %934, i64 16
  %939 = getelementptr inbounds i8, ptr %935, i64 32
  %940 = load <2 x i64>, ptr %939, align 1, !tbaa !9
  store <2 x i64> %940, ptr %938, align 1, !tbaa !9
  %941 = getelementptr inbounds i8, ptr %934, i64 32
  %942 = icmp ult ptr %941, %928
  br i1 %942, label %933, label %1037, !llvm.loop !99

943:                                              ; preds = %921
  %944 = icmp ult i64 %901, 8
  br i1 %944, label %945, label %967

945:                                              ; preds = %943
  %946 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %901
  %947 = load i32, ptr %946, align 4, !tbaa !27
  %948 = load i8, ptr %923, align 1, !tbaa !9
  store i8 %948, ptr %922, align 1, !tbaa !9
  %949 = getelementptr inbounds i8, ptr %923, i64 1
  %950 = load i8, ptr %949, align 1, !tbaa !9
  %951 = getelementptr inbounds i8, ptr %922, i64 1
  store i8 %950, ptr %951, align 1, !tbaa !9
  %952 = getelementptr inbounds i8, ptr %923, i64 2
  %953 = load i8, ptr %952, align 1, !tbaa !9
  %954 = getelementptr inbounds i8, ptr %922, i64 2
  store i8 %953, ptr %954, align 1, !tbaa !9
  %955 = getelementptr inbounds i8, ptr %923, i64 3
  %956 = load i8, ptr %955, align 1, !tbaa !9
  %957 = getelementptr inbounds i8, ptr %922, i64 3
  store i8 %956, ptr %957, align 1, !tbaa !9
  %958 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %901
  %959 = load i32, ptr %958, align 4, !tbaa !27
  %960 = zext i32 %959 to i64
  %961 = getelementptr inbounds i8, ptr %923, i64 %960
  %962 = getelementptr inbounds i8, ptr %922, i64 4
  %963 = load i32, ptr %961, align 1
  store i32 %963, ptr %962, align 1
  %964 = sext i32 %947 to i64
  %965 = sub nsw i64 0, %964
  %966 = getelementptr inbounds i8, ptr %961, i64 %965
  br label %969

967:                                              ; preds = %943
  %968 = load i64, ptr %923, align 1
  store i64 %968, ptr %922, align 1
  br label %969

969:                                              ; preds = %967, %945
  %970 = phi ptr [ %966, %945 ], [ %923, %967 ]
  %971 = getelementptr i8, ptr %970, i64 8
  %972 = getelementptr i8, ptr %922, i64 8
  %973 = load i64, ptr %862, align 8, !tbaa !131
  %974 = icmp ugt i64 %973, 8
  br i1 %974, label %975, label %1037

975:                                              ; preds = %969
  %976 = ptrtoint ptr %972 to i64
  %977 = ptrtoint ptr %971 to i64
  %978 = sub i64 %976, %977
  %979 = getelementptr i8, ptr %922, i64 %973
  %980 = icmp slt i64 %978, 16
  br i1 %980, label %981, label %1022

981:                                              ; preds = %975
  %982 = add i64 %973, %924
  %983 = add i64 %924, 16
  %984 = tail call i64 @llvm.umax.i64(i64 %982, i64 %983)
  %985 = add i64 %984, -9
  %986 = sub i64 %985, %924
  %987 = lshr i64 %986, 3
  %988 = add nuw nsw i64 %987, 1
  %989 = icmp ult i64 %986, 24
  %990 = icmp ult i64 %978, 32
  %991 = or i1 %989, %990
  br i1 %991, label %1012, label %992

992:                                              ; preds = %981
  %993 = and i64 %988, 4611686018427387900
  %994 = shl i64 %993, 3
  %995 = getelementptr i8, ptr %972, i64 %994
  %996 = shl i64 %993, 3
  %997 = getelementptr i8, ptr %971, i64 %996
  br label %998

998:                                              ; preds = %998, %992
  %999 = phi i64 [ 0, %992 ], [ %1008, %998 ]
  %1000 = shl i64 %999, 3
  %1001 = getelementptr i8, ptr %972, i64 %1000
  %1002 = shl i64 %999, 3
  %1003 = getelementptr i8, ptr %971, i64 %1002
  %1004 = getelementptr i8, ptr %1003, i64 16
  %1005 = load <2 x i64>, ptr %1003, align 1
  %1006 = load <2 x i64>, ptr %1004, align 1
  %1007 = getelementptr i8, ptr %1001, i64 16
  store <2 x i64> %1005, ptr %1001, align 1
  store <2 x i64> %1006, ptr %1007, align 1
  %1008 = add nuw i64 %999, 4
  %1009 = icmp eq i64 %1008, %993
  br i1 %1009, label %1010, label %998, !llvm.loop !229

1010:                                             ; preds = %998
  %1011 = icmp eq i64 %988, %993
  br i1 %1011, label %1037, label %1012

1012:                                             ; preds = %1010, %981
  %1013 = phi ptr [ %972, %981 ], [ %995, %1010 ]
  %1014 = phi ptr [ %971, %981 ], [ %997, %1010 ]
  br label %1015

1015:                                             ; preds = %1012, %1015
  %1016 = phi ptr [ %1019, %1015 ], [ %1013, %1012 ]
  %1017 = phi ptr [ %1020, %1015 ], [ %1014, %1012 ]
  %1018 = load i64, ptr %1017, align 1
  store i64 %1018, ptr %1016, align 1
  %1019 = getelementptr inbounds i8, ptr %1016, i64 8
  %1020 = getelementptr inbounds i8, ptr %1017, i64 8
  %1021 = icmp ult ptr %1019, %979
  br i1 %1021, label %1015, label %1037, !llvm.loop !230

1022:                                             ; preds = %975
  %1023 = load <2 x i64>, ptr %971, align 1, !tbaa !9
  store <2 x i64> %1023, ptr %972, align 1, !tbaa !9
  %1024 = icmp slt i64 %973, 25
  br i1 %1024, label %1037, label %1025

1025:                                             ; preds = %1022
  %1026 = getelementptr inbounds i8, ptr %922, i64 24
  br label %1027

1027:                                             ; preds = %1027, %1025
  %1028 = phi ptr [ %1026, %1025 ], [ %1035, %1027 ]
  %1029 = phi ptr [ %971, %1025 ], [ %1033, %1027 ]
  %1030 = getelementptr inbounds i8, ptr %1029, i64 16
  %1031 = load <2 x i64>, ptr %1030, align 1, !tbaa !9
  store <2 x i64> %1031, ptr %1028, align 1, !tbaa !9
  %1032 = getelementptr inbounds i8, ptr %1028, i64 16
  %1033 = getelementptr inbounds i8, ptr %1029, i64 32
  %1034 = load <2 x i64>, ptr %1033, align 1, !tbaa !9
  store <2 x i64> %1034, ptr %1032, align 1, !tbaa !9
  %1035 = getelementptr inbounds i8, ptr %1028, i64 32
  %1036 = icmp ult ptr %1035, %979
  br i1 %1036, label %1027, label %1037, !llvm.loop !99

1037:                                             ; preds = %1027, %1015, %933, %1010, %879, %916, %969, %926, %1022
  %1038 = phi i64 [ %880, %879 ], [ %865, %916 ], [ %865, %969 ], [ %865, %926 ], [ %865, %1022 ], [ %865, %1010 ], [ %865, %933 ], [ %865, %1015 ], [ %865, %1027 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %1039 = icmp ult i64 %1038, -119
  %1040 = getelementptr inbounds i8, ptr %858, i64 %1038
  %1041 = add nsw i32 %269, -1
  br i1 %1039, label %1042, label %1479

1042:                                             ; preds = %1037
  br i1 %271, label %1464, label %1043

1043:                                             ; preds = %1042
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !143
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !144
  tail call void asm sideeffect ".p2align 4", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !145
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !146
  tail call void asm sideeffect ".p2align 3", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !147
  %1044 = icmp eq i32 %1041, 0
  br i1 %1044, label %1464, label %1045

1045:                                             ; preds = %1043
  %1046 = getelementptr inbounds i8, ptr %9, i64 8
  %1047 = getelementptr inbounds i8, ptr %9, i64 16
  br label %1048

1048:                                             ; preds = %1045, %1460
  %1049 = phi i32 [ %1041, %1045 ], [ %1462, %1460 ]
  %1050 = phi ptr [ %1040, %1045 ], [ %1461, %1460 ]
  %1051 = icmp eq i32 %1049, 1
  %1052 = load ptr, ptr %164, align 8, !tbaa !86, !noalias !231
  %1053 = load i64, ptr %117, align 8, !tbaa !91, !noalias !231
  %1054 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1052, i64 %1053
  %1055 = load ptr, ptr %261, align 8, !tbaa !92, !noalias !231
  %1056 = load i64, ptr %215, align 8, !tbaa !93, !noalias !231
  %1057 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1055, i64 %1056
  %1058 = load ptr, ptr %214, align 8, !tbaa !94, !noalias !231
  %1059 = load i64, ptr %165, align 8, !tbaa !95, !noalias !231
  %1060 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1058, i64 %1059
  %1061 = getelementptr inbounds i8, ptr %1057, i64 4
  %1062 = load i32, ptr %1061, align 4, !tbaa !40, !noalias !231
  %1063 = zext i32 %1062 to i64
  %1064 = getelementptr inbounds i8, ptr %1054, i64 4
  %1065 = load i32, ptr %1064, align 4, !tbaa !40, !noalias !231
  %1066 = zext i32 %1065 to i64
  %1067 = getelementptr inbounds i8, ptr %1060, i64 4
  %1068 = load i32, ptr %1067, align 4, !tbaa !40, !noalias !231
  %1069 = getelementptr inbounds i8, ptr %1054, i64 2
  %1070 = load i8, ptr %1069, align 2, !tbaa !56, !noalias !231
  %1071 = getelementptr inbounds i8, ptr %1057, i64 2
  %1072 = load i8, ptr %1071, align 2, !tbaa !56, !noalias !231
  %1073 = getelementptr inbounds i8, ptr %1060, i64 2
  %1074 = load i8, ptr %1073, align 2, !tbaa !56, !noalias !231
  %1075 = zext i8 %1070 to i32
  %1076 = zext i8 %1072 to i32
  %1077 = add i8 %1072, %1070
  %1078 = add i8 %1077, %1074
  %1079 = load i16, ptr %1054, align 4, !tbaa !55, !noalias !231
  %1080 = load i16, ptr %1057, align 4, !tbaa !55, !noalias !231
  %1081 = load i16, ptr %1060, align 4, !tbaa !55, !noalias !231
  %1082 = getelementptr inbounds i8, ptr %1054, i64 3
  %1083 = load i8, ptr %1082, align 1, !tbaa !54, !noalias !231
  %1084 = zext i8 %1083 to i32
  %1085 = getelementptr inbounds i8, ptr %1057, i64 3
  %1086 = load i8, ptr %1085, align 1, !tbaa !54, !noalias !231
  %1087 = zext i8 %1086 to i32
  %1088 = getelementptr inbounds i8, ptr %1060, i64 3
  %1089 = load i8, ptr %1088, align 1, !tbaa !54, !noalias !231
  %1090 = zext i8 %1089 to i32
  %1091 = icmp ugt i8 %1074, 1
  br i1 %1091, label %1092, label %1107

1092:                                             ; preds = %1048
  %1093 = zext i8 %1074 to i32
  %1094 = load i64, ptr %11, align 8, !tbaa !74, !noalias !231
  %1095 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1096 = and i32 %1095, 63
  %1097 = zext nneg i32 %1096 to i64
  %1098 = shl i64 %1094, %1097
  %1099 = sub nsw i32 0, %1093
  %1100 = and i32 %1099, 63
  %1101 = zext nneg i32 %1100 to i64
  %1102 = lshr i64 %1098, %1101
  %1103 = add i32 %1095, %1093
  store i32 %1103, ptr %121, align 8, !tbaa !78, !noalias !231
  %1104 = zext i32 %1068 to i64
  %1105 = add i64 %1102, %1104
  %1106 = load i64, ptr %262, align 8, !tbaa !43, !noalias !231
  store i64 %1106, ptr %263, align 8, !tbaa !43, !noalias !231
  br label %1144

1107:                                             ; preds = %1048
  %1108 = icmp eq i32 %1065, 0
  %1109 = icmp eq i8 %1074, 0
  br i1 %1109, label %1110, label %1117, !prof !84

1110:                                             ; preds = %1107
  %1111 = zext i1 %1108 to i64
  %1112 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1111
  %1113 = load i64, ptr %1112, align 8, !tbaa !43, !noalias !231
  %1114 = xor i1 %1108, true
  %1115 = zext i1 %1114 to i64
  %1116 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1115
  br label %1144

1117:                                             ; preds = %1107
  %1118 = zext i1 %1108 to i32
  %1119 = add i32 %1068, %1118
  %1120 = zext i32 %1119 to i64
  %1121 = load i64, ptr %11, align 8, !tbaa !74, !noalias !231
  %1122 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1123 = and i32 %1122, 63
  %1124 = zext nneg i32 %1123 to i64
  %1125 = shl i64 %1121, %1124
  %1126 = lshr i64 %1125, 63
  %1127 = add i32 %1122, 1
  store i32 %1127, ptr %121, align 8, !tbaa !78, !noalias !231
  %1128 = add nuw nsw i64 %1126, %1120
  %1129 = icmp eq i64 %1128, 3
  br i1 %1129, label %1130, label %1135

1130:                                             ; preds = %1117
  %1131 = load i64, ptr %28, align 8, !tbaa !43, !noalias !231
  %1132 = add i64 %1131, -1
  %1133 = icmp eq i64 %1132, 0
  %1134 = select i1 %1133, i64 -1, i64 %1132
  br label %1141

1135:                                             ; preds = %1117
  %1136 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1128
  %1137 = load i64, ptr %1136, align 8, !tbaa !43, !noalias !231
  %1138 = icmp eq i64 %1137, 0
  %1139 = select i1 %1138, i64 -1, i64 %1137
  %1140 = icmp eq i64 %1128, 1
  br i1 %1140, label %1144, label %1141

1141:                                             ; preds = %1130, %1135
  %1142 = phi i64 [ %1134, %1130 ], [ %1139, %1135 ]
  %1143 = load i64, ptr %262, align 8, !tbaa !43, !noalias !231
  store i64 %1143, ptr %263, align 8, !tbaa !43, !noalias !231
  br label %1144

1144:                                             ; preds = %1135, %1141, %1110, %1092
  %1145 = phi ptr [ %1116, %1110 ], [ %28, %1092 ], [ %28, %1141 ], [ %28, %1135 ]
  %1146 = phi i64 [ %1113, %1110 ], [ %1105, %1092 ], [ %1142, %1141 ], [ %1139, %1135 ]
  %1147 = load i64, ptr %1145, align 8, !tbaa !43, !noalias !231
  store i64 %1147, ptr %262, align 8, !tbaa !43, !noalias !231
  store i64 %1146, ptr %28, align 8, !tbaa !43, !noalias !231
  %1148 = icmp eq i8 %1072, 0
  br i1 %1148, label %1161, label %1149

1149:                                             ; preds = %1144
  %1150 = load i64, ptr %11, align 8, !tbaa !74, !noalias !231
  %1151 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1152 = and i32 %1151, 63
  %1153 = zext nneg i32 %1152 to i64
  %1154 = shl i64 %1150, %1153
  %1155 = sub nsw i32 0, %1076
  %1156 = and i32 %1155, 63
  %1157 = zext nneg i32 %1156 to i64
  %1158 = lshr i64 %1154, %1157
  %1159 = add i32 %1151, %1076
  store i32 %1159, ptr %121, align 8, !tbaa !78, !noalias !231
  %1160 = add i64 %1158, %1063
  br label %1161

1161:                                             ; preds = %1149, %1144
  %1162 = phi i64 [ %1063, %1144 ], [ %1160, %1149 ]
  %1163 = icmp ugt i8 %1078, 30
  br i1 %1163, label %1164, label %1199, !prof !50

1164:                                             ; preds = %1161
  %1165 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1166 = icmp ugt i32 %1165, 64
  br i1 %1166, label %1167, label %1168, !prof !50

1167:                                             ; preds = %1164
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73, !noalias !231
  br label %1199

1168:                                             ; preds = %1164
  %1169 = load ptr, ptr %132, align 8, !tbaa !73, !noalias !231
  %1170 = load ptr, ptr %39, align 8, !tbaa !72, !noalias !231
  %1171 = icmp ult ptr %1169, %1170
  br i1 %1171, label %1179, label %1172

1172:                                             ; preds = %1168
  %1173 = lshr i32 %1165, 3
  %1174 = zext nneg i32 %1173 to i64
  %1175 = sub nsw i64 0, %1174
  %1176 = getelementptr inbounds i8, ptr %1169, i64 %1175
  store ptr %1176, ptr %132, align 8, !tbaa !73, !noalias !231
  %1177 = and i32 %1165, 7
  store i32 %1177, ptr %121, align 8, !tbaa !78, !noalias !231
  %1178 = load i64, ptr %1176, align 1, !tbaa !43, !noalias !231
  store i64 %1178, ptr %11, align 8, !tbaa !74, !noalias !231
  br label %1199

1179:                                             ; preds = %1168
  %1180 = load ptr, ptr %37, align 8, !tbaa !70, !noalias !231
  %1181 = icmp eq ptr %1169, %1180
  br i1 %1181, label %1199, label %1182

1182:                                             ; preds = %1179
  %1183 = lshr i32 %1165, 3
  %1184 = zext nneg i32 %1183 to i64
  %1185 = sub nsw i64 0, %1184
  %1186 = getelementptr inbounds i8, ptr %1169, i64 %1185
  %1187 = icmp ult ptr %1186, %1180
  %1188 = ptrtoint ptr %1169 to i64
  %1189 = ptrtoint ptr %1180 to i64
  %1190 = sub i64 %1188, %1189
  %1191 = trunc i64 %1190 to i32
  %1192 = select i1 %1187, i32 %1191, i32 %1183
  %1193 = zext i32 %1192 to i64
  %1194 = sub nsw i64 0, %1193
  %1195 = getelementptr inbounds i8, ptr %1169, i64 %1194
  store ptr %1195, ptr %132, align 8, !tbaa !73, !noalias !231
  %1196 = shl i32 %1192, 3
  %1197 = sub i32 %1165, %1196
  store i32 %1197, ptr %121, align 8, !tbaa !78, !noalias !231
  %1198 = load i64, ptr %1195, align 1, !tbaa !43, !noalias !231
  store i64 %1198, ptr %11, align 8, !tbaa !74, !noalias !231
  br label %1199

1199:                                             ; preds = %1179, %1167, %1172, %1182, %1161
  %1200 = icmp eq i8 %1070, 0
  br i1 %1200, label %1213, label %1201

1201:                                             ; preds = %1199
  %1202 = load i64, ptr %11, align 8, !tbaa !74, !noalias !231
  %1203 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1204 = and i32 %1203, 63
  %1205 = zext nneg i32 %1204 to i64
  %1206 = shl i64 %1202, %1205
  %1207 = sub nsw i32 0, %1075
  %1208 = and i32 %1207, 63
  %1209 = zext nneg i32 %1208 to i64
  %1210 = lshr i64 %1206, %1209
  %1211 = add i32 %1203, %1075
  store i32 %1211, ptr %121, align 8, !tbaa !78, !noalias !231
  %1212 = add i64 %1210, %1066
  br label %1213

1213:                                             ; preds = %1201, %1199
  %1214 = phi i64 [ %1066, %1199 ], [ %1212, %1201 ]
  br i1 %1051, label %1284, label %1215

1215:                                             ; preds = %1213
  %1216 = load i64, ptr %11, align 8, !tbaa !74, !noalias !231
  %1217 = load i32, ptr %121, align 8, !tbaa !78, !noalias !231
  %1218 = add i32 %1217, %1084
  %1219 = sub i32 0, %1218
  %1220 = and i32 %1219, 63
  %1221 = zext nneg i32 %1220 to i64
  %1222 = lshr i64 %1216, %1221
  %1223 = zext nneg i8 %1083 to i64
  %1224 = shl nsw i64 -1, %1223
  %1225 = xor i64 %1224, -1
  %1226 = and i64 %1222, %1225
  %1227 = zext i16 %1079 to i64
  %1228 = add nuw i64 %1226, %1227
  store i64 %1228, ptr %117, align 8, !tbaa !76, !noalias !231
  %1229 = add i32 %1218, %1087
  %1230 = sub i32 0, %1229
  %1231 = and i32 %1230, 63
  %1232 = zext nneg i32 %1231 to i64
  %1233 = lshr i64 %1216, %1232
  %1234 = zext nneg i8 %1086 to i64
  %1235 = shl nsw i64 -1, %1234
  %1236 = xor i64 %1235, -1
  %1237 = and i64 %1233, %1236
  %1238 = zext i16 %1080 to i64
  %1239 = add nuw i64 %1237, %1238
  store i64 %1239, ptr %215, align 8, !tbaa !76, !noalias !231
  %1240 = add i32 %1229, %1090
  %1241 = sub i32 0, %1240
  %1242 = and i32 %1241, 63
  %1243 = zext nneg i32 %1242 to i64
  %1244 = lshr i64 %1216, %1243
  %1245 = zext nneg i8 %1089 to i64
  %1246 = shl nsw i64 -1, %1245
  %1247 = xor i64 %1246, -1
  %1248 = and i64 %1244, %1247
  store i32 %1240, ptr %121, align 8, !tbaa !78, !noalias !231
  %1249 = zext i16 %1081 to i64
  %1250 = add nuw i64 %1248, %1249
  store i64 %1250, ptr %165, align 8, !tbaa !76, !noalias !231
  %1251 = icmp ugt i32 %1240, 64
  br i1 %1251, label %1252, label %1253, !prof !50

1252:                                             ; preds = %1215
  store ptr @BIT_reloadDStream.zeroFilled, ptr %132, align 8, !tbaa !73, !noalias !231
  br label %1284

1253:                                             ; preds = %1215
  %1254 = load ptr, ptr %132, align 8, !tbaa !73, !noalias !231
  %1255 = load ptr, ptr %39, align 8, !tbaa !72, !noalias !231
  %1256 = icmp ult ptr %1254, %1255
  br i1 %1256, label %1264, label %1257

1257:                                             ; preds = %1253
  %1258 = lshr i32 %1240, 3
  %1259 = zext nneg i32 %1258 to i64
  %1260 = sub nsw i64 0, %1259
  %1261 = getelementptr inbounds i8, ptr %1254, i64 %1260
  store ptr %1261, ptr %132, align 8, !tbaa !73, !noalias !231
  %1262 = and i32 %1240, 7
  store i32 %1262, ptr %121, align 8, !tbaa !78, !noalias !231
  %1263 = load i64, ptr %1261, align 1, !tbaa !43, !noalias !231
  store i64 %1263, ptr %11, align 8, !tbaa !74, !noalias !231
  br label %1284

1264:                                             ; preds = %1253
  %1265 = load ptr, ptr %37, align 8, !tbaa !70, !noalias !231
  %1266 = icmp eq ptr %1254, %1265
  br i1 %1266, label %1284, label %1267

1267:                                             ; preds = %1264
  %1268 = lshr i32 %1240, 3
  %1269 = zext nneg i32 %1268 to i64
  %1270 = sub nsw i64 0, %1269
  %1271 = getelementptr inbounds i8, ptr %1254, i64 %1270
  %1272 = icmp ult ptr %1271, %1265
  %1273 = ptrtoint ptr %1254 to i64
  %1274 = ptrtoint ptr %1265 to i64
  %1275 = sub i64 %1273, %1274
  %1276 = trunc i64 %1275 to i32
  %1277 = select i1 %1272, i32 %1276, i32 %1268
  %1278 = zext i32 %1277 to i64
  %1279 = sub nsw i64 0, %1278
  %1280 = getelementptr inbounds i8, ptr %1254, i64 %1279
  store ptr %1280, ptr %132, align 8, !tbaa !73, !noalias !231
  %1281 = shl i32 %1277, 3
  %1282 = sub i32 %1240, %1281
  store i32 %1282, ptr %121, align 8, !tbaa !78, !noalias !231
  %1283 = load i64, ptr %1280, align 1, !tbaa !43, !noalias !231
  store i64 %1283, ptr %11, align 8, !tbaa !74, !noalias !231
  br label %1284

1284:                                             ; preds = %1264, %1252, %1257, %1267, %1213
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store i64 %1214, ptr %9, align 8
  store i64 %1162, ptr %1046, align 8
  store i64 %1146, ptr %1047, align 8
  %1285 = getelementptr inbounds i8, ptr %1050, i64 %1214
  %1286 = add i64 %1214, %1162
  %1287 = load ptr, ptr %10, align 8, !tbaa !37
  %1288 = getelementptr inbounds i8, ptr %1287, i64 %1214
  %1289 = sub i64 0, %1146
  %1290 = getelementptr inbounds i8, ptr %1285, i64 %1289
  %1291 = icmp ugt ptr %1288, %860
  %1292 = getelementptr inbounds i8, ptr %1050, i64 %1286
  %1293 = icmp ugt ptr %1292, %871
  %1294 = select i1 %1291, i1 true, i1 %1293
  br i1 %1294, label %1299, label %1295, !prof !105

1295:                                             ; preds = %1284
  %1296 = load <2 x i64>, ptr %1287, align 1, !tbaa !9
  store <2 x i64> %1296, ptr %1050, align 1, !tbaa !9
  %1297 = load i64, ptr %9, align 8, !tbaa !103
  %1298 = icmp ugt i64 %1297, 16
  br i1 %1298, label %1301, label %1320, !prof !50

1299:                                             ; preds = %1284
  %1300 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1050, ptr noundef %13, ptr noundef nonnull byval(%struct.seq_t) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %860, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  br label %1457

1301:                                             ; preds = %1295
  %1302 = getelementptr inbounds i8, ptr %1050, i64 16
  %1303 = getelementptr inbounds i8, ptr %1287, i64 16
  %1304 = add i64 %1297, -16
  %1305 = getelementptr i8, ptr %1050, i64 %1297
  %1306 = load <2 x i64>, ptr %1303, align 1, !tbaa !9
  store <2 x i64> %1306, ptr %1302, align 1, !tbaa !9
  %1307 = icmp slt i64 %1304, 17
  br i1 %1307, label %1320, label %1308

1308:                                             ; preds = %1301
  %1309 = getelementptr inbounds i8, ptr %1050, i64 32
  br label %1310

1310:                                             ; preds = %1310, %1308
  %1311 = phi ptr [ %1309, %1308 ], [ %1318, %1310 ]
  %1312 = phi ptr [ %1303, %1308 ], [ %1316, %1310 ]
  %1313 = getelementptr inbounds i8, ptr %1312, i64 16
  %1314 = load <2 x i64>, ptr %1313, align 1, !tbaa !9
  store <2 x i64> %1314, ptr %1311, align 1, !tbaa !9
  %1315 = getelementptr inbounds i8, ptr %1311, i64 16
  %1316 = getelementptr inbounds i8, ptr %1312, i64 32
  %1317 = load <2 x i64>, ptr %1316, align 1, !tbaa !9
  store <2 x i64> %1317, ptr %1315, align 1, !tbaa !9
  %1318 = getelementptr inbounds i8, ptr %1311, i64 32
  %1319 = icmp ult ptr %1318, %1305
  br i1 %1319, label %1310, label %1320, !llvm.loop !99

1320:                                             ; preds = %1310, %1301, %1295
  store ptr %1288, ptr %10, align 8, !tbaa !37
  %1321 = load i64, ptr %1047, align 8, !tbaa !130
  %1322 = ptrtoint ptr %1285 to i64
  %1323 = sub i64 %1322, %266
  %1324 = icmp ugt i64 %1321, %1323
  br i1 %1324, label %1325, label %1341

1325:                                             ; preds = %1320
  %1326 = sub i64 %1322, %267
  %1327 = icmp ugt i64 %1321, %1326
  br i1 %1327, label %1328, label %1329, !prof !50

1328:                                             ; preds = %1325
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  br label %1479

1329:                                             ; preds = %1325
  %1330 = ptrtoint ptr %1290 to i64
  %1331 = sub i64 %1330, %266
  %1332 = getelementptr inbounds i8, ptr %23, i64 %1331
  %1333 = load i64, ptr %1046, align 8, !tbaa !131
  %1334 = getelementptr inbounds i8, ptr %1332, i64 %1333
  %1335 = icmp ugt ptr %1334, %23
  br i1 %1335, label %1337, label %1336

1336:                                             ; preds = %1329
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1285, ptr align 1 %1332, i64 %1333, i1 false)
  br label %1457

1337:                                             ; preds = %1329
  %1338 = sub i64 0, %1331
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1285, ptr align 1 %1332, i64 %1338, i1 false)
  %1339 = getelementptr inbounds i8, ptr %1285, i64 %1338
  %1340 = add i64 %1333, %1331
  store i64 %1340, ptr %1046, align 8, !tbaa !131
  br label %1341

1341:                                             ; preds = %1337, %1320
  %1342 = phi ptr [ %1339, %1337 ], [ %1285, %1320 ]
  %1343 = phi ptr [ %19, %1337 ], [ %1290, %1320 ]
  %1344 = ptrtoint ptr %1342 to i64
  %1345 = icmp ugt i64 %1321, 15
  br i1 %1345, label %1346, label %1363, !prof !84

1346:                                             ; preds = %1341
  %1347 = load i64, ptr %1046, align 8, !tbaa !131
  %1348 = getelementptr inbounds i8, ptr %1342, i64 %1347
  %1349 = load <2 x i64>, ptr %1343, align 1, !tbaa !9
  store <2 x i64> %1349, ptr %1342, align 1, !tbaa !9
  %1350 = icmp slt i64 %1347, 17
  br i1 %1350, label %1457, label %1351

1351:                                             ; preds = %1346
  %1352 = getelementptr inbounds i8, ptr %1342, i64 16
  br label %1353

1353:                                             ; preds = %1353, %1351
  %1354 = phi ptr [ %1352, %1351 ], [ %1361, %1353 ]
  %1355 = phi ptr [ %1343, %1351 ], [ %1359, %1353 ]
  %1356 = getelementptr inbounds i8, ptr %1355, i64 16
  %1357 = load <2 x i64>, ptr %1356, align 1, !tbaa !9
  store <2 x i64> %1357, ptr %1354, align 1, !tbaa !9
  %1358 = getelementptr inbounds i8, ptr %1354, i64 16
  %1359 = getelementptr inbounds i8, ptr %1355, i64 32
  %1360 = load <2 x i64>, ptr %1359, align 1, !tbaa !9
  store <2 x i64> %1360, ptr %1358, align 1, !tbaa !9
  %1361 = getelementptr inbounds i8, ptr %1354, i64 32
  %1362 = icmp ult ptr %1361, %1348
  br i1 %1362, label %1353, label %1457, !llvm.loop !99

1363:                                             ; preds = %1341
  %1364 = icmp ult i64 %1321, 8
  br i1 %1364, label %1365, label %1387

1365:                                             ; preds = %1363
  %1366 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1321
  %1367 = load i32, ptr %1366, align 4, !tbaa !27
  %1368 = load i8, ptr %1343, align 1, !tbaa !9
  store i8 %1368, ptr %1342, align 1, !tbaa !9
  %1369 = getelementptr inbounds i8, ptr %1343, i64 1
  %1370 = load i8, ptr %1369, align 1, !tbaa !9
  %1371 = getelementptr inbounds i8, ptr %1342, i64 1
  store i8 %1370, ptr %1371, align 1, !tbaa !9
  %1372 = getelementptr inbounds i8, ptr %1343, i64 2
  %1373 = load i8, ptr %1372, align 1, !tbaa !9
  %1374 = getelementptr inbounds i8, ptr %1342, i64 2
  store i8 %1373, ptr %1374, align 1, !tbaa !9
  %1375 = getelementptr inbounds i8, ptr %1343, i64 3
  %1376 = load i8, ptr %1375, align 1, !tbaa !9
  %1377 = getelementptr inbounds i8, ptr %1342, i64 3
  store i8 %1376, ptr %1377, align 1, !tbaa !9
  %1378 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1321
  %1379 = load i32, ptr %1378, align 4, !tbaa !27
  %1380 = zext i32 %1379 to i64
  %1381 = getelementptr inbounds i8, ptr %1343, i64 %1380
  %1382 = getelementptr inbounds i8, ptr %1342, i64 4
  %1383 = load i32, ptr %1381, align 1
  store i32 %1383, ptr %1382, align 1
  %1384 = sext i32 %1367 to i64
  %1385 = sub nsw i64 0, %1384
  %1386 = getelementptr inbounds i8, ptr %1381, i64 %1385
  br label %1389

1387:                                             ; preds = %1363
  %1388 = load i64, ptr %1343, align 1
  store i64 %1388, ptr %1342, align 1
  br label %1389

1389:                                             ; preds = %1387, %1365
  %1390 = phi ptr [ %1386, %1365 ], [ %1343, %1387 ]
  %1391 = getelementptr i8, ptr %1390, i64 8
  %1392 = getelementptr i8, ptr %1342, i64 8
  %1393 = load i64, ptr %1046, align 8, !tbaa !131
  %1394 = icmp ugt i64 %1393, 8
  br i1 %1394, label %1395, label %1457

1395:                                             ; preds = %1389
  %1396 = ptrtoint ptr %1392 to i64
  %1397 = ptrtoint ptr %1391 to i64
  %1398 = sub i64 %1396, %1397
  %1399 = getelementptr i8, ptr %1342, i64 %1393
  %1400 = icmp slt i64 %1398, 16
  br i1 %1400, label %1401, label %1442

1401:                                             ; preds = %1395
  %1402 = add i64 %1393, %1344
  %1403 = add i64 %1344, 16
  %1404 = tail call i64 @llvm.umax.i64(i64 %1402, i64 %1403)
  %1405 = add i64 %1404, -9
  %1406 = sub i64 %1405, %1344
  %1407 = lshr i64 %1406, 3
  %1408 = add nuw nsw i64 %1407, 1
  %1409 = icmp ult i64 %1406, 24
  %1410 = icmp ult i64 %1398, 32
  %1411 = or i1 %1409, %1410
  br i1 %1411, label %1432, label %1412

1412:                                             ; preds = %1401
  %1413 = and i64 %1408, 4611686018427387900
  %1414 = shl i64 %1413, 3
  %1415 = getelementptr i8, ptr %1392, i64 %1414
  %1416 = shl i64 %1413, 3
  %1417 = getelementptr i8, ptr %1391, i64 %1416
  br label %1418

1418:                                             ; preds = %1418, %1412
  %1419 = phi i64 [ 0, %1412 ], [ %1428, %1418 ]
  %1420 = shl i64 %1419, 3
  %1421 = getelementptr i8, ptr %1392, i64 %1420
  %1422 = shl i64 %1419, 3
  %1423 = getelementptr i8, ptr %1391, i64 %1422
  %1424 = getelementptr i8, ptr %1423, i64 16
  %1425 = load <2 x i64>, ptr %1423, align 1
  %1426 = load <2 x i64>, ptr %1424, align 1
  %1427 = getelementptr i8, ptr %1421, i64 16
  store <2 x i64> %1425, ptr %1421, align 1
  store <2 x i64> %1426, ptr %1427, align 1
  %1428 = add nuw i64 %1419, 4
  %1429 = icmp eq i64 %1428, %1413
  br i1 %1429, label %1430, label %1418, !llvm.loop !234

1430:                                             ; preds = %1418
  %1431 = icmp eq i64 %1408, %1413
  br i1 %1431, label %1457, label %1432

1432:                                             ; preds = %1430, %1401
  %1433 = phi ptr [ %1392, %1401 ], [ %1415, %1430 ]
  %1434 = phi ptr [ %1391, %1401 ], [ %1417, %1430 ]
  br label %1435

1435:                                             ; preds = %1432, %1435
  %1436 = phi ptr [ %1439, %1435 ], [ %1433, %1432 ]
  %1437 = phi ptr [ %1440, %1435 ], [ %1434, %1432 ]
  %1438 = load i64, ptr %1437, align 1
  store i64 %1438, ptr %1436, align 1
  %1439 = getelementptr inbounds i8, ptr %1436, i64 8
  %1440 = getelementptr inbounds i8, ptr %1437, i64 8
  %1441 = icmp ult ptr %1439, %1399
  br i1 %1441, label %1435, label %1457, !llvm.loop !235

1442:                                             ; preds = %1395
  %1443 = load <2 x i64>, ptr %1391, align 1, !tbaa !9
  store <2 x i64> %1443, ptr %1392, align 1, !tbaa !9
  %1444 = icmp slt i64 %1393, 25
  br i1 %1444, label %1457, label %1445

1445:                                             ; preds = %1442
  %1446 = getelementptr inbounds i8, ptr %1342, i64 24
  br label %1447

1447:                                             ; preds = %1447, %1445
  %1448 = phi ptr [ %1446, %1445 ], [ %1455, %1447 ]
  %1449 = phi ptr [ %1391, %1445 ], [ %1453, %1447 ]
  %1450 = getelementptr inbounds i8, ptr %1449, i64 16
  %1451 = load <2 x i64>, ptr %1450, align 1, !tbaa !9
  store <2 x i64> %1451, ptr %1448, align 1, !tbaa !9
  %1452 = getelementptr inbounds i8, ptr %1448, i64 16
  %1453 = getelementptr inbounds i8, ptr %1449, i64 32
  %1454 = load <2 x i64>, ptr %1453, align 1, !tbaa !9
  store <2 x i64> %1454, ptr %1452, align 1, !tbaa !9
  %1455 = getelementptr inbounds i8, ptr %1448, i64 32
  %1456 = icmp ult ptr %1455, %1399
  br i1 %1456, label %1447, label %1457, !llvm.loop !99

1457:                                             ; preds = %1447, %1435, %1353, %1430, %1442, %1346, %1389, %1336, %1299
  %1458 = phi i64 [ %1300, %1299 ], [ %1286, %1336 ], [ %1286, %1389 ], [ %1286, %1346 ], [ %1286, %1442 ], [ %1286, %1430 ], [ %1286, %1353 ], [ %1286, %1435 ], [ %1286, %1447 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  %1459 = icmp ult i64 %1458, -119
  br i1 %1459, label %1460, label %1479

1460:                                             ; preds = %1457
  %1461 = getelementptr inbounds i8, ptr %1050, i64 %1458
  %1462 = add nsw i32 %1049, -1
  %1463 = icmp eq i32 %1462, 0
  br i1 %1463, label %1464, label %1048, !llvm.loop !153

1464:                                             ; preds = %691, %1460, %1042, %1043
  %1465 = phi ptr [ %1040, %1043 ], [ %1040, %1042 ], [ %1461, %1460 ], [ %692, %691 ]
  %1466 = phi ptr [ %860, %1043 ], [ %860, %1042 ], [ %860, %1460 ], [ %17, %691 ]
  %1467 = load ptr, ptr %132, align 8, !tbaa !73
  %1468 = load ptr, ptr %37, align 8, !tbaa !70
  %1469 = icmp eq ptr %1467, %1468
  %1470 = load i32, ptr %121, align 8
  %1471 = icmp eq i32 %1470, 64
  %1472 = select i1 %1469, i1 %1471, i1 false
  br i1 %1472, label %1473, label %1479

1473:                                             ; preds = %1464
  %1474 = load <2 x i64>, ptr %28, align 8, !tbaa !43
  %1475 = trunc <2 x i64> %1474 to <2 x i32>
  store <2 x i32> %1475, ptr %27, align 4, !tbaa !27
  %1476 = load i64, ptr %34, align 8, !tbaa !43
  %1477 = trunc i64 %1476 to i32
  store i32 %1477, ptr %31, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #17
  %1478 = load ptr, ptr %10, align 8, !tbaa !37
  br label %1481

1479:                                             ; preds = %688, %1457, %92, %41, %25, %908, %695, %1037, %105, %1328, %559, %704, %1464
  %1480 = phi i64 [ -20, %1328 ], [ -20, %105 ], [ %1038, %1037 ], [ -70, %704 ], [ -20, %559 ], [ -20, %1464 ], [ -20, %695 ], [ -20, %908 ], [ -20, %25 ], [ -20, %41 ], [ -20, %92 ], [ %1458, %1457 ], [ %689, %688 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #17
  br label %1526

1481:                                             ; preds = %1473, %6
  %1482 = phi ptr [ %1478, %1473 ], [ %15, %6 ]
  %1483 = phi ptr [ %1466, %1473 ], [ %17, %6 ]
  %1484 = phi ptr [ %1465, %1473 ], [ %1, %6 ]
  %1485 = getelementptr inbounds i8, ptr %0, i64 30368
  %1486 = load i32, ptr %1485, align 8, !tbaa !31
  %1487 = icmp eq i32 %1486, 2
  br i1 %1487, label %1490, label %1488

1488:                                             ; preds = %1481
  %1489 = ptrtoint ptr %13 to i64
  br label %1506

1490:                                             ; preds = %1481
  %1491 = ptrtoint ptr %1483 to i64
  %1492 = ptrtoint ptr %1482 to i64
  %1493 = sub i64 %1491, %1492
  %1494 = ptrtoint ptr %13 to i64
  %1495 = ptrtoint ptr %1484 to i64
  %1496 = sub i64 %1494, %1495
  %1497 = icmp ugt i64 %1493, %1496
  br i1 %1497, label %1526, label %1498

1498:                                             ; preds = %1490
  %1499 = icmp eq ptr %1484, null
  br i1 %1499, label %1502, label %1500

1500:                                             ; preds = %1498
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1484, ptr align 1 %1482, i64 %1493, i1 false)
  %1501 = getelementptr inbounds i8, ptr %1484, i64 %1493
  br label %1502

1502:                                             ; preds = %1498, %1500
  %1503 = phi ptr [ %1501, %1500 ], [ null, %1498 ]
  %1504 = getelementptr inbounds i8, ptr %0, i64 30372
  %1505 = getelementptr inbounds i8, ptr %0, i64 95908
  store i32 0, ptr %1485, align 8, !tbaa !31
  br label %1506

1506:                                             ; preds = %1488, %1502
  %1507 = phi i64 [ %1489, %1488 ], [ %1494, %1502 ]
  %1508 = phi ptr [ %1482, %1488 ], [ %1504, %1502 ]
  %1509 = phi ptr [ %1483, %1488 ], [ %1505, %1502 ]
  %1510 = phi ptr [ %1484, %1488 ], [ %1503, %1502 ]
  %1511 = ptrtoint ptr %1509 to i64
  %1512 = ptrtoint ptr %1508 to i64
  %1513 = sub i64 %1511, %1512
  %1514 = ptrtoint ptr %1510 to i64
  %1515 = sub i64 %1507, %1514
  %1516 = icmp ugt i64 %1513, %1515
  br i1 %1516, label %1526, label %1517

1517:                                             ; preds = %1506
  %1518 = icmp eq ptr %1510, null
  br i1 %1518, label %1522, label %1519

1519:                                             ; preds = %1517
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1510, ptr align 1 %1508, i64 %1513, i1 false)
  %1520 = getelementptr inbounds i8, ptr %1510, i64 %1513
  %1521 = ptrtoint ptr %1520 to i64
  br label %1522

1522:                                             ; preds = %1519, %1517
  %1523 = phi i64 [ 0, %1517 ], [ %1521, %1519 ]
  %1524 = ptrtoint ptr %1 to i64
  %1525 = sub i64 %1523, %1524
  br label %1526

1526:                                             ; preds = %1490, %1506, %1479, %1522
  %1527 = phi i64 [ %1525, %1522 ], [ %1480, %1479 ], [ -70, %1506 ], [ -70, %1490 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #17
  ret i64 %1527
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequences_bmi2(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #15 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %struct.seqState_t, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 30368
  %11 = load i32, ptr %10, align 8, !tbaa !31
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %6
  %14 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  br label %19

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %0, i64 30352
  %18 = load ptr, ptr %17, align 8, !tbaa !30
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi ptr [ %15, %13 ], [ %18, %16 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #17
  %21 = getelementptr inbounds i8, ptr %0, i64 30120
  %22 = load ptr, ptr %21, align 8, !tbaa !38
  store ptr %22, ptr %8, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %0, i64 30152
  %24 = load i64, ptr %23, align 8, !tbaa !39
  %25 = getelementptr inbounds i8, ptr %22, i64 %24
  %26 = getelementptr inbounds i8, ptr %0, i64 29896
  %27 = load ptr, ptr %26, align 8, !tbaa !68
  %28 = getelementptr inbounds i8, ptr %0, i64 29904
  %29 = load ptr, ptr %28, align 8, !tbaa !65
  %30 = getelementptr inbounds i8, ptr %0, i64 29912
  %31 = load ptr, ptr %30, align 8, !tbaa !69
  %32 = icmp eq i32 %5, 0
  br i1 %32, label %708, label %33

33:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #17
  %34 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %34, align 4, !tbaa !60
  %35 = getelementptr inbounds i8, ptr %0, i64 26684
  %36 = getelementptr inbounds i8, ptr %9, i64 88
  %37 = load <2 x i32>, ptr %35, align 4, !tbaa !27
  %38 = zext <2 x i32> %37 to <2 x i64>
  store <2 x i64> %38, ptr %36, align 8, !tbaa !43
  %39 = getelementptr inbounds i8, ptr %0, i64 26692
  %40 = load i32, ptr %39, align 4, !tbaa !27
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %9, i64 104
  store i64 %41, ptr %42, align 8, !tbaa !43
  %43 = icmp eq i64 %4, 0
  br i1 %43, label %706, label %44

44:                                               ; preds = %33
  %45 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %45, align 8, !tbaa !70
  %46 = getelementptr inbounds i8, ptr %3, i64 8
  %47 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %46, ptr %47, align 8, !tbaa !72
  %48 = icmp ugt i64 %4, 7
  br i1 %48, label %49, label %55

49:                                               ; preds = %44
  %50 = add nsw i64 %4, -8
  %51 = getelementptr inbounds i8, ptr %3, i64 %50
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %51, ptr %52, align 8, !tbaa !73
  %53 = load i64, ptr %51, align 1
  store i64 %53, ptr %9, align 8, !tbaa !74
  %54 = icmp ult i64 %53, 72057594037927936
  br i1 %54, label %706, label %113

55:                                               ; preds = %44
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %3, ptr %56, align 8, !tbaa !73
  %57 = load i8, ptr %3, align 1, !tbaa !9
  %58 = zext i8 %57 to i64
  store i64 %58, ptr %9, align 8, !tbaa !74
  switch i64 %4, label %100 [
    i64 7, label %59
    i64 6, label %65
    i64 5, label %72
    i64 4, label %79
    i64 3, label %86
    i64 2, label %93
  ]

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %3, i64 6
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 48
  %64 = or disjoint i64 %63, %58
  br label %65

65:                                               ; preds = %59, %55
  %66 = phi i64 [ %58, %55 ], [ %64, %59 ]
  %67 = getelementptr inbounds i8, ptr %3, i64 5
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 40
  %71 = add nuw nsw i64 %70, %66
  br label %72

72:                                               ; preds = %65, %55
  %73 = phi i64 [ %58, %55 ], [ %71, %65 ]
  %74 = getelementptr inbounds i8, ptr %3, i64 4
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = zext i8 %75 to i64
  %77 = shl nuw nsw i64 %76, 32
  %78 = add nuw nsw i64 %77, %73
  br label %79

79:                                               ; preds = %72, %55
  %80 = phi i64 [ %58, %55 ], [ %78, %72 ]
  %81 = getelementptr inbounds i8, ptr %3, i64 3
  %82 = load i8, ptr %81, align 1, !tbaa !9
  %83 = zext i8 %82 to i64
  %84 = shl nuw nsw i64 %83, 24
  %85 = add nuw nsw i64 %84, %80
  br label %86

86:                                               ; preds = %79, %55
  %87 = phi i64 [ %58, %55 ], [ %85, %79 ]
  %88 = getelementptr inbounds i8, ptr %3, i64 2
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 16
  %92 = add nuw nsw i64 %91, %87
  br label %93

93:                                               ; preds = %86, %55
  %94 = phi i64 [ %58, %55 ], [ %92, %86 ]
  %95 = getelementptr inbounds i8, ptr %3, i64 1
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 8
  %99 = add nuw nsw i64 %98, %94
  store i64 %99, ptr %9, align 8, !tbaa !74
  br label %100

100:                                              ; preds = %93, %55
  %101 = phi i64 [ %99, %93 ], [ %58, %55 ]
  %102 = getelementptr i8, ptr %3, i64 %4
  %103 = getelementptr i8, ptr %102, i64 -1
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %706, label %106

106:                                              ; preds = %100
  %107 = zext i8 %104 to i32
  %108 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %107, i1 true)
  %109 = trunc nuw i64 %4 to i32
  %110 = shl nuw nsw i32 %109, 3
  %111 = sub nsw i32 %108, %110
  %112 = add nsw i32 %111, 41
  br label %120

113:                                              ; preds = %49
  %114 = lshr i64 %53, 56
  %115 = trunc nuw nsw i64 %114 to i32
  %116 = tail call range(i32 16, 32) i32 @llvm.ctlz.i32(i32 %115, i1 true)
  %117 = xor i32 %116, 31
  %118 = sub nuw nsw i32 8, %117
  %119 = icmp ult i64 %4, -119
  br i1 %119, label %120, label %706

120:                                              ; preds = %106, %113
  %121 = phi i64 [ 0, %106 ], [ %50, %113 ]
  %122 = phi i32 [ %112, %106 ], [ %118, %113 ]
  %123 = phi i64 [ %101, %106 ], [ %53, %113 ]
  %124 = getelementptr inbounds i8, ptr %3, i64 %121
  %125 = getelementptr inbounds i8, ptr %9, i64 40
  %126 = load ptr, ptr %0, align 8, !tbaa !75
  %127 = getelementptr inbounds i8, ptr %126, i64 4
  %128 = load i32, ptr %127, align 4, !tbaa !61
  %129 = getelementptr inbounds i8, ptr %9, i64 8
  %130 = add i32 %122, %128
  %131 = sub i32 0, %130
  %132 = and i32 %131, 63
  %133 = zext nneg i32 %132 to i64
  %134 = lshr i64 %123, %133
  %135 = zext nneg i32 %128 to i64
  %136 = shl nsw i64 -1, %135
  %137 = xor i64 %136, -1
  %138 = and i64 %134, %137
  store i64 %138, ptr %125, align 8, !tbaa !76
  %139 = icmp ugt i32 %130, 64
  %140 = getelementptr inbounds i8, ptr %9, i64 16
  br i1 %139, label %141, label %142, !prof !50

141:                                              ; preds = %120
  store ptr @BIT_reloadDStream.zeroFilled, ptr %140, align 8, !tbaa !73
  br label %167

142:                                              ; preds = %120
  %143 = icmp slt i64 %121, 8
  br i1 %143, label %151, label %144

144:                                              ; preds = %142
  %145 = lshr i32 %130, 3
  %146 = zext nneg i32 %145 to i64
  %147 = sub nsw i64 0, %146
  %148 = getelementptr inbounds i8, ptr %124, i64 %147
  store ptr %148, ptr %140, align 8, !tbaa !73
  %149 = and i32 %130, 7
  store i32 %149, ptr %129, align 8, !tbaa !78
  %150 = load i64, ptr %148, align 1, !tbaa !43
  store i64 %150, ptr %9, align 8, !tbaa !74
  br label %167

151:                                              ; preds = %142
  %152 = icmp eq i64 %121, 0
  br i1 %152, label %167, label %153

153:                                              ; preds = %151
  %154 = lshr i32 %130, 3
  %155 = zext nneg i32 %154 to i64
  %156 = sub nsw i64 0, %155
  %157 = getelementptr inbounds i8, ptr %124, i64 %156
  %158 = icmp ult ptr %157, %3
  %159 = trunc i64 %121 to i32
  %160 = select i1 %158, i32 %159, i32 %154
  %161 = zext i32 %160 to i64
  %162 = sub nsw i64 0, %161
  %163 = getelementptr inbounds i8, ptr %124, i64 %162
  store ptr %163, ptr %140, align 8, !tbaa !73
  %164 = shl i32 %160, 3
  %165 = sub i32 %130, %164
  store i32 %165, ptr %129, align 8, !tbaa !78
  %166 = load i64, ptr %163, align 1, !tbaa !43
  store i64 %166, ptr %9, align 8, !tbaa !74
  br label %167

167:                                              ; preds = %141, %144, %151, %153
  %168 = phi ptr [ @BIT_reloadDStream.zeroFilled, %141 ], [ %148, %144 ], [ %3, %151 ], [ %163, %153 ]
  %169 = phi i32 [ %130, %141 ], [ %149, %144 ], [ %130, %151 ], [ %165, %153 ]
  %170 = phi i64 [ %123, %141 ], [ %150, %144 ], [ %123, %151 ], [ %166, %153 ]
  %171 = getelementptr inbounds i8, ptr %126, i64 8
  %172 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %171, ptr %172, align 8, !tbaa !79
  %173 = getelementptr inbounds i8, ptr %9, i64 56
  %174 = getelementptr inbounds i8, ptr %0, i64 16
  %175 = load ptr, ptr %174, align 8, !tbaa !66
  %176 = getelementptr inbounds i8, ptr %175, i64 4
  %177 = load i32, ptr %176, align 4, !tbaa !61
  %178 = add i32 %169, %177
  %179 = sub i32 0, %178
  %180 = and i32 %179, 63
  %181 = zext nneg i32 %180 to i64
  %182 = lshr i64 %170, %181
  %183 = zext nneg i32 %177 to i64
  %184 = shl nsw i64 -1, %183
  %185 = xor i64 %184, -1
  %186 = and i64 %182, %185
  store i64 %186, ptr %173, align 8, !tbaa !76
  %187 = icmp ugt i32 %178, 64
  br i1 %187, label %188, label %189, !prof !50

188:                                              ; preds = %167
  store ptr @BIT_reloadDStream.zeroFilled, ptr %140, align 8, !tbaa !73
  br label %217

189:                                              ; preds = %167
  %190 = icmp ult ptr %168, %46
  br i1 %190, label %198, label %191

191:                                              ; preds = %189
  %192 = lshr i32 %178, 3
  %193 = zext nneg i32 %192 to i64
  %194 = sub nsw i64 0, %193
  %195 = getelementptr inbounds i8, ptr %168, i64 %194
  store ptr %195, ptr %140, align 8, !tbaa !73
  %196 = and i32 %178, 7
  %197 = load i64, ptr %195, align 1, !tbaa !43
  store i64 %197, ptr %9, align 8, !tbaa !74
  br label %217

198:                                              ; preds = %189
  %199 = icmp eq ptr %168, %3
  br i1 %199, label %217, label %200

200:                                              ; preds = %198
  %201 = lshr i32 %178, 3
  %202 = zext nneg i32 %201 to i64
  %203 = sub nsw i64 0, %202
  %204 = getelementptr inbounds i8, ptr %168, i64 %203
  %205 = icmp ult ptr %204, %3
  %206 = ptrtoint ptr %168 to i64
  %207 = ptrtoint ptr %3 to i64
  %208 = sub i64 %206, %207
  %209 = trunc i64 %208 to i32
  %210 = select i1 %205, i32 %209, i32 %201
  %211 = zext i32 %210 to i64
  %212 = sub nsw i64 0, %211
  %213 = getelementptr inbounds i8, ptr %168, i64 %212
  store ptr %213, ptr %140, align 8, !tbaa !73
  %214 = shl i32 %210, 3
  %215 = sub i32 %178, %214
  %216 = load i64, ptr %213, align 1, !tbaa !43
  store i64 %216, ptr %9, align 8, !tbaa !74
  br label %217

217:                                              ; preds = %188, %191, %198, %200
  %218 = phi ptr [ @BIT_reloadDStream.zeroFilled, %188 ], [ %195, %191 ], [ %168, %198 ], [ %213, %200 ]
  %219 = phi i32 [ %178, %188 ], [ %196, %191 ], [ %178, %198 ], [ %215, %200 ]
  %220 = phi i64 [ %170, %188 ], [ %197, %191 ], [ %170, %198 ], [ %216, %200 ]
  %221 = getelementptr inbounds i8, ptr %175, i64 8
  %222 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %221, ptr %222, align 8, !tbaa !79
  %223 = getelementptr inbounds i8, ptr %9, i64 72
  %224 = getelementptr inbounds i8, ptr %0, i64 8
  %225 = load ptr, ptr %224, align 8, !tbaa !80
  %226 = getelementptr inbounds i8, ptr %225, i64 4
  %227 = load i32, ptr %226, align 4, !tbaa !61
  %228 = add i32 %219, %227
  %229 = sub i32 0, %228
  %230 = and i32 %229, 63
  %231 = zext nneg i32 %230 to i64
  %232 = lshr i64 %220, %231
  %233 = zext nneg i32 %227 to i64
  %234 = shl nsw i64 -1, %233
  %235 = xor i64 %234, -1
  %236 = and i64 %232, %235
  store i32 %228, ptr %129, align 8, !tbaa !78
  store i64 %236, ptr %223, align 8, !tbaa !76
  %237 = icmp ugt i32 %228, 64
  br i1 %237, label %238, label %239, !prof !50

238:                                              ; preds = %217
  store ptr @BIT_reloadDStream.zeroFilled, ptr %140, align 8, !tbaa !73
  br label %267

239:                                              ; preds = %217
  %240 = icmp ult ptr %218, %46
  br i1 %240, label %248, label %241

241:                                              ; preds = %239
  %242 = lshr i32 %228, 3
  %243 = zext nneg i32 %242 to i64
  %244 = sub nsw i64 0, %243
  %245 = getelementptr inbounds i8, ptr %218, i64 %244
  store ptr %245, ptr %140, align 8, !tbaa !73
  %246 = and i32 %228, 7
  store i32 %246, ptr %129, align 8, !tbaa !78
  %247 = load i64, ptr %245, align 1, !tbaa !43
  store i64 %247, ptr %9, align 8, !tbaa !74
  br label %267

248:                                              ; preds = %239
  %249 = icmp eq ptr %218, %3
  br i1 %249, label %267, label %250

250:                                              ; preds = %248
  %251 = lshr i32 %228, 3
  %252 = zext nneg i32 %251 to i64
  %253 = sub nsw i64 0, %252
  %254 = getelementptr inbounds i8, ptr %218, i64 %253
  %255 = icmp ult ptr %254, %3
  %256 = ptrtoint ptr %218 to i64
  %257 = ptrtoint ptr %3 to i64
  %258 = sub i64 %256, %257
  %259 = trunc i64 %258 to i32
  %260 = select i1 %255, i32 %259, i32 %251
  %261 = zext i32 %260 to i64
  %262 = sub nsw i64 0, %261
  %263 = getelementptr inbounds i8, ptr %218, i64 %262
  store ptr %263, ptr %140, align 8, !tbaa !73
  %264 = shl i32 %260, 3
  %265 = sub i32 %228, %264
  store i32 %265, ptr %129, align 8, !tbaa !78
  %266 = load i64, ptr %263, align 1, !tbaa !43
  store i64 %266, ptr %9, align 8, !tbaa !74
  br label %267

267:                                              ; preds = %238, %241, %248, %250
  %268 = getelementptr inbounds i8, ptr %225, i64 8
  %269 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %268, ptr %269, align 8, !tbaa !79
  tail call void asm sideeffect ".p2align 6", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !154
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !155
  tail call void asm sideeffect ".p2align 4", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !156
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !157
  tail call void asm sideeffect ".p2align 3", "~{dirflag},~{fpsr},~{flags}"() #17, !srcloc !158
  %270 = getelementptr inbounds i8, ptr %7, i64 8
  %271 = getelementptr inbounds i8, ptr %7, i64 16
  %272 = getelementptr inbounds i8, ptr %20, i64 -32
  %273 = getelementptr inbounds i8, ptr %9, i64 96
  %274 = getelementptr inbounds i8, ptr %9, i64 104
  %275 = ptrtoint ptr %27 to i64
  %276 = ptrtoint ptr %29 to i64
  br label %277

277:                                              ; preds = %267, %689
  %278 = phi i32 [ %5, %267 ], [ %691, %689 ]
  %279 = phi ptr [ %1, %267 ], [ %690, %689 ]
  %280 = icmp eq i32 %278, 1
  %281 = load ptr, ptr %172, align 8, !tbaa !86, !noalias !236
  %282 = load i64, ptr %125, align 8, !tbaa !91, !noalias !236
  %283 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %281, i64 %282
  %284 = load ptr, ptr %269, align 8, !tbaa !92, !noalias !236
  %285 = load i64, ptr %223, align 8, !tbaa !93, !noalias !236
  %286 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %284, i64 %285
  %287 = load ptr, ptr %222, align 8, !tbaa !94, !noalias !236
  %288 = load i64, ptr %173, align 8, !tbaa !95, !noalias !236
  %289 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %287, i64 %288
  %290 = getelementptr inbounds i8, ptr %286, i64 4
  %291 = load i32, ptr %290, align 4, !tbaa !40, !noalias !236
  %292 = zext i32 %291 to i64
  %293 = getelementptr inbounds i8, ptr %283, i64 4
  %294 = load i32, ptr %293, align 4, !tbaa !40, !noalias !236
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds i8, ptr %289, i64 4
  %297 = load i32, ptr %296, align 4, !tbaa !40, !noalias !236
  %298 = getelementptr inbounds i8, ptr %283, i64 2
  %299 = load i8, ptr %298, align 2, !tbaa !56, !noalias !236
  %300 = getelementptr inbounds i8, ptr %286, i64 2
  %301 = load i8, ptr %300, align 2, !tbaa !56, !noalias !236
  %302 = getelementptr inbounds i8, ptr %289, i64 2
  %303 = load i8, ptr %302, align 2, !tbaa !56, !noalias !236
  %304 = zext i8 %299 to i32
  %305 = zext i8 %301 to i32
  %306 = add i8 %301, %299
  %307 = add i8 %306, %303
  %308 = load i16, ptr %283, align 4, !tbaa !55, !noalias !236
  %309 = load i16, ptr %286, align 4, !tbaa !55, !noalias !236
  %310 = load i16, ptr %289, align 4, !tbaa !55, !noalias !236
  %311 = getelementptr inbounds i8, ptr %283, i64 3
  %312 = load i8, ptr %311, align 1, !tbaa !54, !noalias !236
  %313 = zext i8 %312 to i32
  %314 = getelementptr inbounds i8, ptr %286, i64 3
  %315 = load i8, ptr %314, align 1, !tbaa !54, !noalias !236
  %316 = zext i8 %315 to i32
  %317 = getelementptr inbounds i8, ptr %289, i64 3
  %318 = load i8, ptr %317, align 1, !tbaa !54, !noalias !236
  %319 = zext i8 %318 to i32
  %320 = icmp ugt i8 %303, 1
  br i1 %320, label %321, label %336

321:                                              ; preds = %277
  %322 = zext i8 %303 to i32
  %323 = load i64, ptr %9, align 8, !tbaa !74, !noalias !236
  %324 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %325 = and i32 %324, 63
  %326 = zext nneg i32 %325 to i64
  %327 = shl i64 %323, %326
  %328 = sub nsw i32 0, %322
  %329 = and i32 %328, 63
  %330 = zext nneg i32 %329 to i64
  %331 = lshr i64 %327, %330
  %332 = add i32 %324, %322
  store i32 %332, ptr %129, align 8, !tbaa !78, !noalias !236
  %333 = zext i32 %297 to i64
  %334 = add i64 %331, %333
  %335 = load i64, ptr %273, align 8, !tbaa !43, !noalias !236
  store i64 %335, ptr %274, align 8, !tbaa !43, !noalias !236
  br label %373

336:                                              ; preds = %277
  %337 = icmp eq i32 %294, 0
  %338 = icmp eq i8 %303, 0
  br i1 %338, label %339, label %346, !prof !84

339:                                              ; preds = %336
  %340 = zext i1 %337 to i64
  %341 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %340
  %342 = load i64, ptr %341, align 8, !tbaa !43, !noalias !236
  %343 = xor i1 %337, true
  %344 = zext i1 %343 to i64
  %345 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %344
  br label %373

346:                                              ; preds = %336
  %347 = zext i1 %337 to i32
  %348 = add i32 %297, %347
  %349 = zext i32 %348 to i64
  %350 = load i64, ptr %9, align 8, !tbaa !74, !noalias !236
  %351 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %352 = and i32 %351, 63
  %353 = zext nneg i32 %352 to i64
  %354 = shl i64 %350, %353
  %355 = lshr i64 %354, 63
  %356 = add i32 %351, 1
  store i32 %356, ptr %129, align 8, !tbaa !78, !noalias !236
  %357 = add nuw nsw i64 %355, %349
  %358 = icmp eq i64 %357, 3
  br i1 %358, label %359, label %364

359:                                              ; preds = %346
  %360 = load i64, ptr %36, align 8, !tbaa !43, !noalias !236
  %361 = add i64 %360, -1
  %362 = icmp eq i64 %361, 0
  %363 = select i1 %362, i64 -1, i64 %361
  br label %370

364:                                              ; preds = %346
  %365 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %357
  %366 = load i64, ptr %365, align 8, !tbaa !43, !noalias !236
  %367 = icmp eq i64 %366, 0
  %368 = select i1 %367, i64 -1, i64 %366
  %369 = icmp eq i64 %357, 1
  br i1 %369, label %373, label %370

370:                                              ; preds = %359, %364
  %371 = phi i64 [ %363, %359 ], [ %368, %364 ]
  %372 = load i64, ptr %273, align 8, !tbaa !43, !noalias !236
  store i64 %372, ptr %274, align 8, !tbaa !43, !noalias !236
  br label %373

373:                                              ; preds = %364, %370, %339, %321
  %374 = phi ptr [ %345, %339 ], [ %36, %321 ], [ %36, %370 ], [ %36, %364 ]
  %375 = phi i64 [ %342, %339 ], [ %334, %321 ], [ %371, %370 ], [ %368, %364 ]
  %376 = load i64, ptr %374, align 8, !tbaa !43, !noalias !236
  store i64 %376, ptr %273, align 8, !tbaa !43, !noalias !236
  store i64 %375, ptr %36, align 8, !tbaa !43, !noalias !236
  %377 = icmp eq i8 %301, 0
  br i1 %377, label %390, label %378

378:                                              ; preds = %373
  %379 = load i64, ptr %9, align 8, !tbaa !74, !noalias !236
  %380 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %381 = and i32 %380, 63
  %382 = zext nneg i32 %381 to i64
  %383 = shl i64 %379, %382
  %384 = sub nsw i32 0, %305
  %385 = and i32 %384, 63
  %386 = zext nneg i32 %385 to i64
  %387 = lshr i64 %383, %386
  %388 = add i32 %380, %305
  store i32 %388, ptr %129, align 8, !tbaa !78, !noalias !236
  %389 = add i64 %387, %292
  br label %390

390:                                              ; preds = %378, %373
  %391 = phi i64 [ %292, %373 ], [ %389, %378 ]
  %392 = icmp ugt i8 %307, 30
  br i1 %392, label %393, label %428, !prof !50

393:                                              ; preds = %390
  %394 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %395 = icmp ugt i32 %394, 64
  br i1 %395, label %396, label %397, !prof !50

396:                                              ; preds = %393
  store ptr @BIT_reloadDStream.zeroFilled, ptr %140, align 8, !tbaa !73, !noalias !236
  br label %428

397:                                              ; preds = %393
  %398 = load ptr, ptr %140, align 8, !tbaa !73, !noalias !236
  %399 = load ptr, ptr %47, align 8, !tbaa !72, !noalias !236
  %400 = icmp ult ptr %398, %399
  br i1 %400, label %408, label %401

401:                                              ; preds = %397
  %402 = lshr i32 %394, 3
  %403 = zext nneg i32 %402 to i64
  %404 = sub nsw i64 0, %403
  %405 = getelementptr inbounds i8, ptr %398, i64 %404
  store ptr %405, ptr %140, align 8, !tbaa !73, !noalias !236
  %406 = and i32 %394, 7
  store i32 %406, ptr %129, align 8, !tbaa !78, !noalias !236
  %407 = load i64, ptr %405, align 1, !tbaa !43, !noalias !236
  store i64 %407, ptr %9, align 8, !tbaa !74, !noalias !236
  br label %428

408:                                              ; preds = %397
  %409 = load ptr, ptr %45, align 8, !tbaa !70, !noalias !236
  %410 = icmp eq ptr %398, %409
  br i1 %410, label %428, label %411

411:                                              ; preds = %408
  %412 = lshr i32 %394, 3
  %413 = zext nneg i32 %412 to i64
  %414 = sub nsw i64 0, %413
  %415 = getelementptr inbounds i8, ptr %398, i64 %414
  %416 = icmp ult ptr %415, %409
  %417 = ptrtoint ptr %398 to i64
  %418 = ptrtoint ptr %409 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  %421 = select i1 %416, i32 %420, i32 %412
  %422 = zext i32 %421 to i64
  %423 = sub nsw i64 0, %422
  %424 = getelementptr inbounds i8, ptr %398, i64 %423
  store ptr %424, ptr %140, align 8, !tbaa !73, !noalias !236
  %425 = shl i32 %421, 3
  %426 = sub i32 %394, %425
  store i32 %426, ptr %129, align 8, !tbaa !78, !noalias !236
  %427 = load i64, ptr %424, align 1, !tbaa !43, !noalias !236
  store i64 %427, ptr %9, align 8, !tbaa !74, !noalias !236
  br label %428

428:                                              ; preds = %408, %396, %401, %411, %390
  %429 = icmp eq i8 %299, 0
  br i1 %429, label %442, label %430

430:                                              ; preds = %428
  %431 = load i64, ptr %9, align 8, !tbaa !74, !noalias !236
  %432 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %433 = and i32 %432, 63
  %434 = zext nneg i32 %433 to i64
  %435 = shl i64 %431, %434
  %436 = sub nsw i32 0, %304
  %437 = and i32 %436, 63
  %438 = zext nneg i32 %437 to i64
  %439 = lshr i64 %435, %438
  %440 = add i32 %432, %304
  store i32 %440, ptr %129, align 8, !tbaa !78, !noalias !236
  %441 = add i64 %439, %295
  br label %442

442:                                              ; preds = %430, %428
  %443 = phi i64 [ %295, %428 ], [ %441, %430 ]
  br i1 %280, label %513, label %444

444:                                              ; preds = %442
  %445 = load i64, ptr %9, align 8, !tbaa !74, !noalias !236
  %446 = load i32, ptr %129, align 8, !tbaa !78, !noalias !236
  %447 = add i32 %446, %313
  %448 = sub i32 0, %447
  %449 = and i32 %448, 63
  %450 = zext nneg i32 %449 to i64
  %451 = lshr i64 %445, %450
  %452 = zext nneg i8 %312 to i64
  %453 = shl nsw i64 -1, %452
  %454 = xor i64 %453, -1
  %455 = and i64 %451, %454
  %456 = zext i16 %308 to i64
  %457 = add nuw i64 %455, %456
  store i64 %457, ptr %125, align 8, !tbaa !76, !noalias !236
  %458 = add i32 %447, %316
  %459 = sub i32 0, %458
  %460 = and i32 %459, 63
  %461 = zext nneg i32 %460 to i64
  %462 = lshr i64 %445, %461
  %463 = zext nneg i8 %315 to i64
  %464 = shl nsw i64 -1, %463
  %465 = xor i64 %464, -1
  %466 = and i64 %462, %465
  %467 = zext i16 %309 to i64
  %468 = add nuw i64 %466, %467
  store i64 %468, ptr %223, align 8, !tbaa !76, !noalias !236
  %469 = add i32 %458, %319
  %470 = sub i32 0, %469
  %471 = and i32 %470, 63
  %472 = zext nneg i32 %471 to i64
  %473 = lshr i64 %445, %472
  %474 = zext nneg i8 %318 to i64
  %475 = shl nsw i64 -1, %474
  %476 = xor i64 %475, -1
  %477 = and i64 %473, %476
  store i32 %469, ptr %129, align 8, !tbaa !78, !noalias !236
  %478 = zext i16 %310 to i64
  %479 = add nuw i64 %477, %478
  store i64 %479, ptr %173, align 8, !tbaa !76, !noalias !236
  %480 = icmp ugt i32 %469, 64
  br i1 %480, label %481, label %482, !prof !50

481:                                              ; preds = %444
  store ptr @BIT_reloadDStream.zeroFilled, ptr %140, align 8, !tbaa !73, !noalias !236
  br label %513

482:                                              ; preds = %444
  %483 = load ptr, ptr %140, align 8, !tbaa !73, !noalias !236
  %484 = load ptr, ptr %47, align 8, !tbaa !72, !noalias !236
  %485 = icmp ult ptr %483, %484
  br i1 %485, label %493, label %486

486:                                              ; preds = %482
  %487 = lshr i32 %469, 3
  %488 = zext nneg i32 %487 to i64
  %489 = sub nsw i64 0, %488
  %490 = getelementptr inbounds i8, ptr %483, i64 %489
  store ptr %490, ptr %140, align 8, !tbaa !73, !noalias !236
  %491 = and i32 %469, 7
  store i32 %491, ptr %129, align 8, !tbaa !78, !noalias !236
  %492 = load i64, ptr %490, align 1, !tbaa !43, !noalias !236
  store i64 %492, ptr %9, align 8, !tbaa !74, !noalias !236
  br label %513

493:                                              ; preds = %482
  %494 = load ptr, ptr %45, align 8, !tbaa !70, !noalias !236
  %495 = icmp eq ptr %483, %494
  br i1 %495, label %513, label %496

496:                                              ; preds = %493
  %497 = lshr i32 %469, 3
  %498 = zext nneg i32 %497 to i64
  %499 = sub nsw i64 0, %498
  %500 = getelementptr inbounds i8, ptr %483, i64 %499
  %501 = icmp ult ptr %500, %494
  %502 = ptrtoint ptr %483 to i64
  %503 = ptrtoint ptr %494 to i64
  %504 = sub i64 %502, %503
  %505 = trunc i64 %504 to i32
  %506 = select i1 %501, i32 %505, i32 %497
  %507 = zext i32 %506 to i64
  %508 = sub nsw i64 0, %507
  %509 = getelementptr inbounds i8, ptr %483, i64 %508
  store ptr %509, ptr %140, align 8, !tbaa !73, !noalias !236
  %510 = shl i32 %506, 3
  %511 = sub i32 %469, %510
  store i32 %511, ptr %129, align 8, !tbaa !78, !noalias !236
  %512 = load i64, ptr %509, align 1, !tbaa !43, !noalias !236
  store i64 %512, ptr %9, align 8, !tbaa !74, !noalias !236
  br label %513

513:                                              ; preds = %493, %481, %486, %496, %442
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store i64 %443, ptr %7, align 8
  store i64 %391, ptr %270, align 8
  store i64 %375, ptr %271, align 8
  %514 = getelementptr i8, ptr %279, i64 %443
  %515 = add i64 %443, %391
  %516 = load ptr, ptr %8, align 8, !tbaa !37
  %517 = getelementptr inbounds i8, ptr %516, i64 %443
  %518 = sub i64 0, %375
  %519 = getelementptr inbounds i8, ptr %514, i64 %518
  %520 = icmp ugt ptr %517, %25
  %521 = getelementptr inbounds i8, ptr %279, i64 %515
  %522 = icmp ugt ptr %521, %272
  %523 = select i1 %520, i1 true, i1 %522
  br i1 %523, label %527, label %524, !prof !105

524:                                              ; preds = %513
  %525 = load <2 x i64>, ptr %516, align 1, !tbaa !9
  store <2 x i64> %525, ptr %279, align 1, !tbaa !9
  %526 = icmp ugt i64 %443, 16
  br i1 %526, label %529, label %549, !prof !50

527:                                              ; preds = %513
  %528 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %279, ptr noundef %20, ptr noundef nonnull byval(%struct.seq_t) align 8 %7, ptr noundef nonnull %8, ptr noundef %25, ptr noundef %27, ptr noundef %29, ptr noundef %31)
  br label %686

529:                                              ; preds = %524
  %530 = getelementptr inbounds i8, ptr %279, i64 16
  %531 = getelementptr inbounds i8, ptr %516, i64 16
  %532 = add i64 %443, -16
  %533 = load <2 x i64>, ptr %531, align 1, !tbaa !9
  store <2 x i64> %533, ptr %530, align 1, !tbaa !9
  %534 = icmp slt i64 %532, 17
  br i1 %534, label %549, label %535

535:                                              ; preds = %529
  %536 = getelementptr inbounds i8, ptr %279, i64 32
  br label %537

537:                                              ; preds = %537, %535
  %538 = phi ptr [ %536, %535 ], [ %545, %537 ]
  %539 = phi ptr [ %531, %535 ], [ %543, %537 ]
  %540 = getelementptr inbounds i8, ptr %539, i64 16
  %541 = load <2 x i64>, ptr %540, align 1, !tbaa !9
  store <2 x i64> %541, ptr %538, align 1, !tbaa !9
  %542 = getelementptr inbounds i8, ptr %538, i64 16
  %543 = getelementptr inbounds i8, ptr %539, i64 32
  %544 = load <2 x i64>, ptr %543, align 1, !tbaa !9
  store <2 x i64> %544, ptr %542, align 1, !tbaa !9
  %545 = getelementptr inbounds i8, ptr %538, i64 32
  %546 = icmp ult ptr %545, %514
  br i1 %546, label %537, label %547, !llvm.loop !99

547:                                              ; preds = %537
  %548 = load i64, ptr %271, align 8, !tbaa !130
  br label %549

549:                                              ; preds = %547, %529, %524
  %550 = phi i64 [ %548, %547 ], [ %375, %529 ], [ %375, %524 ]
  store ptr %517, ptr %8, align 8, !tbaa !37
  %551 = ptrtoint ptr %514 to i64
  %552 = sub i64 %551, %275
  %553 = icmp ugt i64 %550, %552
  br i1 %553, label %554, label %569

554:                                              ; preds = %549
  %555 = sub i64 %551, %276
  %556 = icmp ugt i64 %550, %555
  br i1 %556, label %557, label %558, !prof !50

557:                                              ; preds = %554
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  br label %706

558:                                              ; preds = %554
  %559 = ptrtoint ptr %519 to i64
  %560 = sub i64 %559, %275
  %561 = getelementptr inbounds i8, ptr %31, i64 %560
  %562 = getelementptr inbounds i8, ptr %561, i64 %391
  %563 = icmp ugt ptr %562, %31
  br i1 %563, label %565, label %564

564:                                              ; preds = %558
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %514, ptr align 1 %561, i64 %391, i1 false)
  br label %686

565:                                              ; preds = %558
  %566 = sub i64 0, %560
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %514, ptr align 1 %561, i64 %566, i1 false)
  %567 = getelementptr inbounds i8, ptr %514, i64 %566
  %568 = add i64 %391, %560
  store i64 %568, ptr %270, align 8, !tbaa !131
  br label %569

569:                                              ; preds = %565, %549
  %570 = phi i64 [ %568, %565 ], [ %391, %549 ]
  %571 = phi ptr [ %27, %565 ], [ %519, %549 ]
  %572 = phi ptr [ %567, %565 ], [ %514, %549 ]
  %573 = ptrtoint ptr %572 to i64
  %574 = icmp ugt i64 %550, 15
  br i1 %574, label %575, label %591, !prof !84

575:                                              ; preds = %569
  %576 = getelementptr inbounds i8, ptr %572, i64 %570
  %577 = load <2 x i64>, ptr %571, align 1, !tbaa !9
  store <2 x i64> %577, ptr %572, align 1, !tbaa !9
  %578 = icmp slt i64 %570, 17
  br i1 %578, label %686, label %579

579:                                              ; preds = %575
  %580 = getelementptr inbounds i8, ptr %572, i64 16
  br label %581

581:                                              ; preds = %581, %579
  %582 = phi ptr [ %580, %579 ], [ %589, %581 ]
  %583 = phi ptr [ %571, %579 ], [ %587, %581 ]
  %584 = getelementptr inbounds i8, ptr %583, i64 16
  %585 = load <2 x i64>, ptr %584, align 1, !tbaa !9
  store <2 x i64> %585, ptr %582, align 1, !tbaa !9
  %586 = getelementptr inbounds i8, ptr %582, i64 16
  %587 = getelementptr inbounds i8, ptr %583, i64 32
  %588 = load <2 x i64>, ptr %587, align 1, !tbaa !9
  store <2 x i64> %588, ptr %586, align 1, !tbaa !9
  %589 = getelementptr inbounds i8, ptr %582, i64 32
  %590 = icmp ult ptr %589, %576
  br i1 %590, label %581, label %686, !llvm.loop !99

591:                                              ; preds = %569
  %592 = icmp ult i64 %550, 8
  br i1 %592, label %593, label %616

593:                                              ; preds = %591
  %594 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %550
  %595 = load i32, ptr %594, align 4, !tbaa !27
  %596 = load i8, ptr %571, align 1, !tbaa !9
  store i8 %596, ptr %572, align 1, !tbaa !9
  %597 = getelementptr inbounds i8, ptr %571, i64 1
  %598 = load i8, ptr %597, align 1, !tbaa !9
  %599 = getelementptr inbounds i8, ptr %572, i64 1
  store i8 %598, ptr %599, align 1, !tbaa !9
  %600 = getelementptr inbounds i8, ptr %571, i64 2
  %601 = load i8, ptr %600, align 1, !tbaa !9
  %602 = getelementptr inbounds i8, ptr %572, i64 2
  store i8 %601, ptr %602, align 1, !tbaa !9
  %603 = getelementptr inbounds i8, ptr %571, i64 3
  %604 = load i8, ptr %603, align 1, !tbaa !9
  %605 = getelementptr inbounds i8, ptr %572, i64 3
  store i8 %604, ptr %605, align 1, !tbaa !9
  %606 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %550
  %607 = load i32, ptr %606, align 4, !tbaa !27
  %608 = zext i32 %607 to i64
  %609 = getelementptr inbounds i8, ptr %571, i64 %608
  %610 = getelementptr inbounds i8, ptr %572, i64 4
  %611 = load i32, ptr %609, align 1
  store i32 %611, ptr %610, align 1
  %612 = sext i32 %595 to i64
  %613 = sub nsw i64 0, %612
  %614 = getelementptr inbounds i8, ptr %609, i64 %613
  %615 = load i64, ptr %270, align 8, !tbaa !131
  br label %618

616:                                              ; preds = %591
  %617 = load i64, ptr %571, align 1
  store i64 %617, ptr %572, align 1
  br label %618

618:                                              ; preds = %616, %593
  %619 = phi i64 [ %615, %593 ], [ %570, %616 ]
  %620 = phi ptr [ %614, %593 ], [ %571, %616 ]
  %621 = getelementptr i8, ptr %620, i64 8
  %622 = getelementptr i8, ptr %572, i64 8
  %623 = icmp ugt i64 %619, 8
  br i1 %623, label %624, label %686

624:                                              ; preds = %618
  %625 = ptrtoint ptr %622 to i64
  %626 = ptrtoint ptr %621 to i64
  %627 = sub i64 %625, %626
  %628 = getelementptr i8, ptr %572, i64 %619
  %629 = icmp slt i64 %627, 16
  br i1 %629, label %630, label %671

630:                                              ; preds = %624
  %631 = add i64 %619, %573
  %632 = add i64 %573, 16
  %633 = tail call i64 @llvm.umax.i64(i64 %631, i64 %632)
  %634 = add i64 %633, -9
  %635 = sub i64 %634, %573
  %636 = lshr i64 %635, 3
  %637 = add nuw nsw i64 %636, 1
  %638 = icmp ult i64 %635, 24
  %639 = icmp ult i64 %627, 32
  %640 = or i1 %638, %639
  br i1 %640, label %661, label %641

641:                                              ; preds = %630
  %642 = and i64 %637, 4611686018427387900
  %643 = shl i64 %642, 3
  %644 = getelementptr i8, ptr %622, i64 %643
  %645 = shl i64 %642, 3
  %646 = getelementptr i8, ptr %621, i64 %645
  br label %647

647:                                              ; preds = %647, %641
  %648 = phi i64 [ 0, %641 ], [ %657, %647 ]
  %649 = shl i64 %648, 3
  %650 = getelementptr i8, ptr %622, i64 %649
  %651 = shl i64 %648, 3
  %652 = getelementptr i8, ptr %621, i64 %651
  %653 = getelementptr i8, ptr %652, i64 16
  %654 = load <2 x i64>, ptr %652, align 1
  %655 = load <2 x i64>, ptr %653, align 1
  %656 = getelementptr i8, ptr %650, i64 16
  store <2 x i64> %654, ptr %650, align 1
  store <2 x i64> %655, ptr %656, align 1
  %657 = add nuw i64 %648, 4
  %658 = icmp eq i64 %657, %642
  br i1 %658, label %659, label %647, !llvm.loop !239

659:                                              ; preds = %647
  %660 = icmp eq i64 %637, %642
  br i1 %660, label %686, label %661

661:                                              ; preds = %659, %630
  %662 = phi ptr [ %622, %630 ], [ %644, %659 ]
  %663 = phi ptr [ %621, %630 ], [ %646, %659 ]
  br label %664

664:                                              ; preds = %661, %664
  %665 = phi ptr [ %668, %664 ], [ %662, %661 ]
  %666 = phi ptr [ %669, %664 ], [ %663, %661 ]
  %667 = load i64, ptr %666, align 1
  store i64 %667, ptr %665, align 1
  %668 = getelementptr inbounds i8, ptr %665, i64 8
  %669 = getelementptr inbounds i8, ptr %666, i64 8
  %670 = icmp ult ptr %668, %628
  br i1 %670, label %664, label %686, !llvm.loop !240

671:                                              ; preds = %624
  %672 = load <2 x i64>, ptr %621, align 1, !tbaa !9
  store <2 x i64> %672, ptr %622, align 1, !tbaa !9
  %673 = icmp slt i64 %619, 25
  br i1 %673, label %686, label %674

674:                                              ; preds = %671
  %675 = getelementptr inbounds i8, ptr %572, i64 24
  br label %676

676:                                              ; preds = %676, %674
  %677 = phi ptr [ %675, %674 ], [ %684, %676 ]
  %678 = phi ptr [ %621, %674 ], [ %682, %676 ]
  %679 = getelementptr inbounds i8, ptr %678, i64 16
  %680 = load <2 x i64>, ptr %679, align 1, !tbaa !9
  store <2 x i64> %680, ptr %677, align 1, !tbaa !9
  %681 = getelementptr inbounds i8, ptr %677, i64 16
  %682 = getelementptr inbounds i8, ptr %678, i64 32
  %683 = load <2 x i64>, ptr %682, align 1, !tbaa !9
  store <2 x i64> %683, ptr %681, align 1, !tbaa !9
  %684 = getelementptr inbounds i8, ptr %677, i64 32
  %685 = icmp ult ptr %684, %628
  br i1 %685, label %676, label %686, !llvm.loop !99

686:                                              ; preds = %676, %664, %581, %659, %671, %575, %618, %564, %527
  %687 = phi i64 [ %528, %527 ], [ %515, %564 ], [ %515, %618 ], [ %515, %575 ], [ %515, %671 ], [ %515, %659 ], [ %515, %581 ], [ %515, %664 ], [ %515, %676 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %688 = icmp ult i64 %687, -119
  br i1 %688, label %689, label %706

689:                                              ; preds = %686
  %690 = getelementptr inbounds i8, ptr %279, i64 %687
  %691 = add nsw i32 %278, -1
  %692 = icmp eq i32 %691, 0
  br i1 %692, label %693, label %277, !llvm.loop !164

693:                                              ; preds = %689
  %694 = load ptr, ptr %140, align 8, !tbaa !73
  %695 = load ptr, ptr %45, align 8, !tbaa !70
  %696 = icmp eq ptr %694, %695
  %697 = load i32, ptr %129, align 8
  %698 = icmp eq i32 %697, 64
  %699 = select i1 %696, i1 %698, i1 false
  br i1 %699, label %700, label %706

700:                                              ; preds = %693
  %701 = load <2 x i64>, ptr %36, align 8, !tbaa !43
  %702 = trunc <2 x i64> %701 to <2 x i32>
  store <2 x i32> %702, ptr %35, align 4, !tbaa !27
  %703 = load i64, ptr %42, align 8, !tbaa !43
  %704 = trunc i64 %703 to i32
  store i32 %704, ptr %39, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  %705 = load ptr, ptr %8, align 8, !tbaa !37
  br label %708

706:                                              ; preds = %686, %100, %49, %33, %113, %557, %693
  %707 = phi i64 [ -20, %557 ], [ -20, %113 ], [ -20, %693 ], [ -20, %33 ], [ -20, %49 ], [ -20, %100 ], [ %687, %686 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #17
  br label %727

708:                                              ; preds = %700, %19
  %709 = phi ptr [ %705, %700 ], [ %22, %19 ]
  %710 = phi ptr [ %690, %700 ], [ %1, %19 ]
  %711 = ptrtoint ptr %25 to i64
  %712 = ptrtoint ptr %709 to i64
  %713 = sub i64 %711, %712
  %714 = ptrtoint ptr %20 to i64
  %715 = ptrtoint ptr %710 to i64
  %716 = sub i64 %714, %715
  %717 = icmp ugt i64 %713, %716
  br i1 %717, label %727, label %718

718:                                              ; preds = %708
  %719 = icmp eq ptr %710, null
  br i1 %719, label %723, label %720

720:                                              ; preds = %718
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %710, ptr align 1 %709, i64 %713, i1 false)
  %721 = getelementptr inbounds i8, ptr %710, i64 %713
  %722 = ptrtoint ptr %721 to i64
  br label %723

723:                                              ; preds = %720, %718
  %724 = phi i64 [ 0, %718 ], [ %722, %720 ]
  %725 = ptrtoint ptr %1 to i64
  %726 = sub i64 %724, %725
  br label %727

727:                                              ; preds = %708, %706, %723
  %728 = phi i64 [ %726, %723 ], [ %707, %706 ], [ -70, %708 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #17
  ret i64 %728
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 4}
!11 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8}
!12 = !{!"int", !7, i64 0}
!13 = !{!11, !12, i64 0}
!14 = !{!11, !12, i64 8}
!15 = !{!16, !12, i64 30176}
!16 = !{!"ZSTD_DCtx_s", !17, i64 0, !17, i64 8, !17, i64 16, !17, i64 24, !18, i64 32, !7, i64 27324, !17, i64 29888, !17, i64 29896, !17, i64 29904, !17, i64 29912, !19, i64 29920, !20, i64 29928, !19, i64 29976, !19, i64 29984, !12, i64 29992, !12, i64 29996, !12, i64 30000, !12, i64 30004, !22, i64 30008, !19, i64 30096, !12, i64 30104, !12, i64 30108, !12, i64 30112, !17, i64 30120, !23, i64 30128, !19, i64 30152, !19, i64 30160, !19, i64 30168, !12, i64 30176, !12, i64 30180, !17, i64 30184, !17, i64 30192, !12, i64 30200, !12, i64 30204, !12, i64 30208, !17, i64 30216, !12, i64 30224, !12, i64 30228, !12, i64 30232, !12, i64 30236, !17, i64 30240, !19, i64 30248, !19, i64 30256, !19, i64 30264, !17, i64 30272, !19, i64 30280, !19, i64 30288, !19, i64 30296, !19, i64 30304, !12, i64 30312, !12, i64 30316, !12, i64 30320, !24, i64 30328, !17, i64 30352, !17, i64 30360, !12, i64 30368, !7, i64 30372, !7, i64 95940, !19, i64 95960, !21, i64 95968}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!"", !7, i64 0, !7, i64 4104, !7, i64 6160, !7, i64 10264, !7, i64 26652, !7, i64 26664}
!19 = !{!"long", !7, i64 0}
!20 = !{!"", !21, i64 0, !21, i64 8, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40}
!21 = !{!"long long", !7, i64 0}
!22 = !{!"XXH_NAMESPACEXXH64_state_s", !19, i64 0, !7, i64 8, !7, i64 40, !12, i64 72, !12, i64 76, !19, i64 80}
!23 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16}
!24 = !{!"ZSTD_outBuffer_s", !17, i64 0, !19, i64 8, !19, i64 16}
!25 = !{!16, !12, i64 29944}
!26 = !{!16, !12, i64 30000}
!27 = !{!12, !12, i64 0}
!28 = !{!16, !12, i64 30180}
!29 = !{!16, !12, i64 30228}
!30 = !{!16, !17, i64 30352}
!31 = !{!16, !12, i64 30368}
!32 = !{!16, !12, i64 30204}
!33 = !{!16, !17, i64 24}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!16, !17, i64 30360}
!37 = !{!17, !17, i64 0}
!38 = !{!16, !17, i64 30120}
!39 = !{!16, !19, i64 30152}
!40 = !{!41, !12, i64 4}
!41 = !{!"", !6, i64 0, !7, i64 2, !7, i64 3, !12, i64 4}
!42 = distinct !{!42, !35}
!43 = !{!19, !19, i64 0}
!44 = distinct !{!44, !35, !45, !46}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !{!"llvm.loop.unroll.runtime.disable"}
!47 = distinct !{!47, !35, !46, !45}
!48 = distinct !{!48, !35}
!49 = distinct !{!49, !35}
!50 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!51 = distinct !{!51, !35}
!52 = distinct !{!52, !35}
!53 = distinct !{!53, !35}
!54 = !{!41, !7, i64 3}
!55 = !{!41, !6, i64 0}
!56 = !{!41, !7, i64 2}
!57 = distinct !{!57, !35}
!58 = distinct !{!58, !35, !45, !46}
!59 = distinct !{!59, !35, !46, !45}
!60 = !{!16, !12, i64 30004}
!61 = !{!62, !12, i64 4}
!62 = !{!"", !12, i64 0, !12, i64 4}
!63 = !{!62, !12, i64 0}
!64 = distinct !{!64, !35}
!65 = !{!16, !17, i64 29904}
!66 = !{!16, !17, i64 16}
!67 = distinct !{!67, !35}
!68 = !{!16, !17, i64 29896}
!69 = !{!16, !17, i64 29912}
!70 = !{!71, !17, i64 24}
!71 = !{!"", !19, i64 0, !12, i64 8, !17, i64 16, !17, i64 24, !17, i64 32}
!72 = !{!71, !17, i64 32}
!73 = !{!71, !17, i64 16}
!74 = !{!71, !19, i64 0}
!75 = !{!16, !17, i64 0}
!76 = !{!77, !19, i64 0}
!77 = !{!"", !19, i64 0, !17, i64 8}
!78 = !{!71, !12, i64 8}
!79 = !{!77, !17, i64 8}
!80 = !{!16, !17, i64 8}
!81 = !{!82}
!82 = distinct !{!82, !83, !"ZSTD_decodeSequence: argument 0"}
!83 = distinct !{!83, !"ZSTD_decodeSequence"}
!84 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!85 = distinct !{!85, !35}
!86 = !{!87, !17, i64 48}
!87 = !{!"", !71, i64 0, !77, i64 40, !77, i64 56, !77, i64 72, !7, i64 88}
!88 = !{!89}
!89 = distinct !{!89, !90, !"ZSTD_decodeSequence: argument 0"}
!90 = distinct !{!90, !"ZSTD_decodeSequence"}
!91 = !{!87, !19, i64 40}
!92 = !{!87, !17, i64 80}
!93 = !{!87, !19, i64 72}
!94 = !{!87, !17, i64 64}
!95 = !{!87, !19, i64 56}
!96 = distinct !{!96, !35, !45, !46}
!97 = distinct !{!97, !35, !45, !46}
!98 = distinct !{!98, !35, !45}
!99 = distinct !{!99, !35}
!100 = distinct !{!100, !35, !45, !46}
!101 = distinct !{!101, !35, !45, !46}
!102 = distinct !{!102, !35, !45}
!103 = !{!104, !19, i64 0}
!104 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16}
!105 = !{!"branch_weights", i32 4001, i32 4000000}
!106 = distinct !{!106, !35, !45, !46}
!107 = distinct !{!107, !35, !45}
!108 = distinct !{!108, !35, !45, !46}
!109 = distinct !{!109, !35, !45}
!110 = distinct !{!110, !35, !45, !46}
!111 = distinct !{!111, !35, !45}
!112 = distinct !{!112, !35}
!113 = distinct !{!113, !35, !45, !46}
!114 = distinct !{!114, !35, !45, !46}
!115 = distinct !{!115, !35, !45}
!116 = distinct !{!116, !35, !45, !46}
!117 = distinct !{!117, !35, !45, !46}
!118 = distinct !{!118, !35, !45}
!119 = distinct !{!119, !35, !45, !46}
!120 = distinct !{!120, !35, !45}
!121 = distinct !{!121, !35, !45, !46}
!122 = distinct !{!122, !35, !45}
!123 = distinct !{!123, !35, !45, !46}
!124 = distinct !{!124, !35, !45}
!125 = distinct !{!125, !35}
!126 = !{i64 67670}
!127 = !{!128}
!128 = distinct !{!128, !129, !"ZSTD_decodeSequence: argument 0"}
!129 = distinct !{!129, !"ZSTD_decodeSequence"}
!130 = !{!104, !19, i64 16}
!131 = !{!104, !19, i64 8}
!132 = distinct !{!132, !35, !45, !46}
!133 = distinct !{!133, !35, !45}
!134 = distinct !{!134, !35}
!135 = distinct !{!135, !35, !45, !46}
!136 = distinct !{!136, !35, !45, !46}
!137 = distinct !{!137, !35, !45}
!138 = distinct !{!138, !35, !45, !46}
!139 = distinct !{!139, !35, !45, !46}
!140 = distinct !{!140, !35, !45}
!141 = distinct !{!141, !35, !45, !46}
!142 = distinct !{!142, !35, !45}
!143 = !{i64 70902}
!144 = !{i64 70937}
!145 = !{i64 71065}
!146 = !{i64 71100}
!147 = !{i64 71128}
!148 = !{!149}
!149 = distinct !{!149, !150, !"ZSTD_decodeSequence: argument 0"}
!150 = distinct !{!150, !"ZSTD_decodeSequence"}
!151 = distinct !{!151, !35, !45, !46}
!152 = distinct !{!152, !35, !45}
!153 = distinct !{!153, !35}
!154 = !{i64 75379}
!155 = !{i64 75414}
!156 = !{i64 75568}
!157 = !{i64 75603}
!158 = !{i64 75631}
!159 = !{!160}
!160 = distinct !{!160, !161, !"ZSTD_decodeSequence: argument 0"}
!161 = distinct !{!161, !"ZSTD_decodeSequence"}
!162 = distinct !{!162, !35, !45, !46}
!163 = distinct !{!163, !35, !45}
!164 = distinct !{!164, !35}
!165 = !{!16, !17, i64 29888}
!166 = !{!167}
!167 = distinct !{!167, !168, !"ZSTD_decodeSequence: argument 0"}
!168 = distinct !{!168, !"ZSTD_decodeSequence"}
!169 = !{!170}
!170 = distinct !{!170, !171, !"ZSTD_decodeSequence: argument 0"}
!171 = distinct !{!171, !"ZSTD_decodeSequence"}
!172 = distinct !{!172, !35, !45, !46}
!173 = distinct !{!173, !35, !45, !46}
!174 = distinct !{!174, !35, !45}
!175 = distinct !{!175, !35, !45, !46}
!176 = distinct !{!176, !35, !45, !46}
!177 = distinct !{!177, !35, !45}
!178 = distinct !{!178, !35, !45, !46}
!179 = distinct !{!179, !35, !45}
!180 = distinct !{!180, !35, !45, !46}
!181 = distinct !{!181, !35, !45}
!182 = distinct !{!182, !35, !45, !46}
!183 = distinct !{!183, !35, !45}
!184 = distinct !{!184, !35, !45, !46}
!185 = distinct !{!185, !35, !45, !46}
!186 = distinct !{!186, !35, !45}
!187 = distinct !{!187, !35, !45, !46}
!188 = distinct !{!188, !35, !45, !46}
!189 = distinct !{!189, !35, !45}
!190 = distinct !{!190, !35, !45, !46}
!191 = distinct !{!191, !35, !45}
!192 = distinct !{!192, !35, !45, !46}
!193 = distinct !{!193, !35, !45}
!194 = distinct !{!194, !35, !45, !46}
!195 = distinct !{!195, !35, !45}
!196 = distinct !{!196, !35, !45, !46}
!197 = distinct !{!197, !35, !45, !46}
!198 = distinct !{!198, !35, !45}
!199 = distinct !{!199, !35, !45, !46}
!200 = distinct !{!200, !35, !45, !46}
!201 = distinct !{!201, !35, !45}
!202 = distinct !{!202, !35, !45, !46}
!203 = distinct !{!203, !35, !45, !46}
!204 = distinct !{!204, !35, !45}
!205 = distinct !{!205, !35, !45, !46}
!206 = distinct !{!206, !35, !45}
!207 = distinct !{!207, !35, !45, !46}
!208 = distinct !{!208, !35, !45}
!209 = distinct !{!209, !35, !45, !46}
!210 = distinct !{!210, !35, !45, !46}
!211 = distinct !{!211, !35, !45}
!212 = distinct !{!212, !35, !45, !46}
!213 = distinct !{!213, !35, !45, !46}
!214 = distinct !{!214, !35, !45}
!215 = distinct !{!215, !35, !45, !46}
!216 = distinct !{!216, !35, !45, !46}
!217 = distinct !{!217, !35, !45}
!218 = !{!219}
!219 = distinct !{!219, !220, !"ZSTD_decodeSequence: argument 0"}
!220 = distinct !{!220, !"ZSTD_decodeSequence"}
!221 = distinct !{!221, !35, !45, !46}
!222 = distinct !{!222, !35, !45}
!223 = distinct !{!223, !35, !45, !46}
!224 = distinct !{!224, !35, !45, !46}
!225 = distinct !{!225, !35, !45}
!226 = distinct !{!226, !35, !45, !46}
!227 = distinct !{!227, !35, !45, !46}
!228 = distinct !{!228, !35, !45}
!229 = distinct !{!229, !35, !45, !46}
!230 = distinct !{!230, !35, !45}
!231 = !{!232}
!232 = distinct !{!232, !233, !"ZSTD_decodeSequence: argument 0"}
!233 = distinct !{!233, !"ZSTD_decodeSequence"}
!234 = distinct !{!234, !35, !45, !46}
!235 = distinct !{!235, !35, !45}
!236 = !{!237}
!237 = distinct !{!237, !238, !"ZSTD_decodeSequence: argument 0"}
!238 = distinct !{!238, !"ZSTD_decodeSequence"}
!239 = distinct !{!239, !35, !45, !46}
!240 = distinct !{!240, !35, !45}
