; ModuleID = 'src/zstd/lib/decompress/zstd_decompress_block.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress_block.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.seq_t = type { i64, i64, i64 }
%struct.seqState_t = type { %struct.BIT_DStream_t, %struct.ZSTD_fseState, %struct.ZSTD_fseState, %struct.ZSTD_fseState, [3 x i64] }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.ZSTD_fseState = type { i64, ptr }

@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 4
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@LL_defaultDTable = internal constant [65 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 3 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 14 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 20 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 28 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 5, i32 48 }, %struct.ZSTD_seqSymbol { i16 32, i8 6, i8 5, i32 64 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 5, i32 128 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 6, i32 256 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 6, i32 1024 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 6, i32 4096 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 1 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 2 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 13 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 18 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 24 }, %struct.ZSTD_seqSymbol { i16 32, i8 3, i8 5, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 40 }, %struct.ZSTD_seqSymbol { i16 0, i8 6, i8 4, i32 64 }, %struct.ZSTD_seqSymbol { i16 16, i8 6, i8 4, i32 64 }, %struct.ZSTD_seqSymbol { i16 32, i8 7, i8 5, i32 128 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 6, i32 512 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 6, i32 2048 }, %struct.ZSTD_seqSymbol { i16 48, i8 0, i8 4, i32 0 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 1 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 2 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 3 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 15 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 18 }, %struct.ZSTD_seqSymbol { i16 32, i8 1, i8 5, i32 20 }, %struct.ZSTD_seqSymbol { i16 32, i8 2, i8 5, i32 24 }, %struct.ZSTD_seqSymbol { i16 32, i8 2, i8 5, i32 28 }, %struct.ZSTD_seqSymbol { i16 32, i8 3, i8 5, i32 40 }, %struct.ZSTD_seqSymbol { i16 32, i8 4, i8 5, i32 48 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 6, i32 65536 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 6, i32 32768 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 6, i32 16384 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 6, i32 8192 }], align 4
@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 4
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 1
@OF_defaultDTable = internal constant [33 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 0 }, %struct.ZSTD_seqSymbol { i16 0, i8 6, i8 4, i32 61 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 5, i32 509 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 5, i32 32765 }, %struct.ZSTD_seqSymbol { i16 0, i8 21, i8 5, i32 2097149 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 4, i32 125 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 5, i32 4093 }, %struct.ZSTD_seqSymbol { i16 0, i8 18, i8 5, i32 262141 }, %struct.ZSTD_seqSymbol { i16 0, i8 23, i8 5, i32 8388605 }, %struct.ZSTD_seqSymbol { i16 0, i8 5, i8 5, i32 29 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 4, i32 253 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 5, i32 16381 }, %struct.ZSTD_seqSymbol { i16 0, i8 20, i8 5, i32 1048573 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 16, i8 7, i8 4, i32 125 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 5, i32 2045 }, %struct.ZSTD_seqSymbol { i16 0, i8 17, i8 5, i32 131069 }, %struct.ZSTD_seqSymbol { i16 0, i8 22, i8 5, i32 4194301 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 5, i32 13 }, %struct.ZSTD_seqSymbol { i16 16, i8 8, i8 4, i32 253 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 5, i32 8189 }, %struct.ZSTD_seqSymbol { i16 0, i8 19, i8 5, i32 524285 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 5, i32 1 }, %struct.ZSTD_seqSymbol { i16 16, i8 6, i8 4, i32 61 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 5, i32 1021 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 5, i32 65533 }, %struct.ZSTD_seqSymbol { i16 0, i8 28, i8 5, i32 268435453 }, %struct.ZSTD_seqSymbol { i16 0, i8 27, i8 5, i32 134217725 }, %struct.ZSTD_seqSymbol { i16 0, i8 26, i8 5, i32 67108861 }, %struct.ZSTD_seqSymbol { i16 0, i8 25, i8 5, i32 33554429 }, %struct.ZSTD_seqSymbol { i16 0, i8 24, i8 5, i32 16777213 }], align 4
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 4
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_defaultDTable = internal constant [65 x %struct.ZSTD_seqSymbol] [%struct.ZSTD_seqSymbol { i16 1, i8 1, i8 1, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 3 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 5 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 13 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 16 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 19 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 22 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 25 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 28 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 31 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 34 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 37 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 41 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 6, i32 47 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 6, i32 59 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 6, i32 83 }, %struct.ZSTD_seqSymbol { i16 0, i8 7, i8 6, i32 131 }, %struct.ZSTD_seqSymbol { i16 0, i8 9, i8 6, i32 515 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 4, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 6 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 9 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 12 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 15 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 18 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 21 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 24 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 27 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 30 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 33 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 35 }, %struct.ZSTD_seqSymbol { i16 0, i8 1, i8 6, i32 39 }, %struct.ZSTD_seqSymbol { i16 0, i8 2, i8 6, i32 43 }, %struct.ZSTD_seqSymbol { i16 0, i8 3, i8 6, i32 51 }, %struct.ZSTD_seqSymbol { i16 0, i8 4, i8 6, i32 67 }, %struct.ZSTD_seqSymbol { i16 0, i8 5, i8 6, i32 99 }, %struct.ZSTD_seqSymbol { i16 0, i8 8, i8 6, i32 259 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 48, i8 0, i8 4, i32 4 }, %struct.ZSTD_seqSymbol { i16 16, i8 0, i8 4, i32 5 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 7 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 8 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 10 }, %struct.ZSTD_seqSymbol { i16 32, i8 0, i8 5, i32 11 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 14 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 17 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 20 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 23 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 26 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 29 }, %struct.ZSTD_seqSymbol { i16 0, i8 0, i8 6, i32 32 }, %struct.ZSTD_seqSymbol { i16 0, i8 16, i8 6, i32 65539 }, %struct.ZSTD_seqSymbol { i16 0, i8 15, i8 6, i32 32771 }, %struct.ZSTD_seqSymbol { i16 0, i8 14, i8 6, i32 16387 }, %struct.ZSTD_seqSymbol { i16 0, i8 13, i8 6, i32 8195 }, %struct.ZSTD_seqSymbol { i16 0, i8 12, i8 6, i32 4099 }, %struct.ZSTD_seqSymbol { i16 0, i8 11, i8 6, i32 2051 }, %struct.ZSTD_seqSymbol { i16 0, i8 10, i8 6, i32 1027 }], align 4
@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8
@ZSTD_overlapCopy8.dec32table = internal unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 1, i32 4, i32 4, i32 4, i32 4], align 4
@ZSTD_overlapCopy8.dec64table = internal unnamed_addr constant [8 x i32] [i32 8, i32 8, i32 8, i32 7, i32 8, i32 9, i32 10, i32 11], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -72, 2097152) i64 @ZSTD_getcBlockSize(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp ult i64 %1, 3
  br i1 %4, label %22, label %5

5:                                                ; preds = %3
  %6 = load i16, ptr %0, align 1, !tbaa !6
  %7 = zext i16 %6 to i32
  %8 = getelementptr inbounds i8, ptr %0, i64 2
  %9 = load i8, ptr %8, align 1, !tbaa !10
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = or disjoint i32 %11, %7
  %13 = lshr i32 %12, 3
  %14 = and i32 %7, 1
  %15 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 %14, ptr %15, align 4, !tbaa !11
  %16 = lshr i32 %7, 1
  %17 = and i32 %16, 3
  store i32 %17, ptr %2, align 4, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %13, ptr %18, align 4, !tbaa !15
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
  store i32 0, ptr %6, align 8, !tbaa !16
  %7 = tail call fastcc i64 @ZSTD_decodeLiteralsBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i64 -70, 4294967299) i64 @ZSTD_decodeLiteralsBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = icmp ult i64 %2, 2
  br i1 %7, label %346, label %8

8:                                                ; preds = %6
  %9 = load i8, ptr %1, align 1, !tbaa !10
  %10 = and i8 %9, 3
  %11 = getelementptr inbounds i8, ptr %0, i64 30176
  %12 = load i32, ptr %11, align 8, !tbaa !16
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %0, i64 29944
  %16 = load i32, ptr %15, align 8, !tbaa !26
  %17 = zext i32 %16 to i64
  br label %18

18:                                               ; preds = %8, %14
  %19 = phi i64 [ %17, %14 ], [ 131072, %8 ]
  switch i8 %10, label %345 [
    i8 3, label %20
    i8 2, label %24
    i8 0, label %167
    i8 1, label %261
  ]

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 30000
  %22 = load i32, ptr %21, align 8, !tbaa !27
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %346, label %24

24:                                               ; preds = %18, %20
  %25 = icmp ult i64 %2, 5
  br i1 %25, label %346, label %26

26:                                               ; preds = %24
  %27 = lshr i8 %9, 2
  %28 = and i8 %27, 3
  %29 = load i32, ptr %1, align 1, !tbaa !28
  %30 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  %31 = getelementptr inbounds i8, ptr %0, i64 30228
  %32 = load i32, ptr %31, align 4, !tbaa !29
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, i32 0, i32 16
  switch i8 %28, label %35 [
    i8 3, label %47
    i8 2, label %42
  ]

35:                                               ; preds = %26
  %36 = icmp ne i8 %28, 0
  %37 = lshr i32 %29, 4
  %38 = and i32 %37, 1023
  %39 = lshr i32 %29, 14
  %40 = and i32 %39, 1023
  %41 = zext nneg i32 %40 to i64
  br label %57

42:                                               ; preds = %26
  %43 = lshr i32 %29, 4
  %44 = and i32 %43, 16383
  %45 = lshr i32 %29, 18
  %46 = zext nneg i32 %45 to i64
  br label %57

47:                                               ; preds = %26
  %48 = lshr i32 %29, 4
  %49 = and i32 %48, 262143
  %50 = lshr i32 %29, 22
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %1, i64 4
  %53 = load i8, ptr %52, align 1, !tbaa !10
  %54 = zext i8 %53 to i64
  %55 = shl nuw nsw i64 %54, 10
  %56 = or disjoint i64 %55, %51
  br label %57

57:                                               ; preds = %35, %42, %47
  %58 = phi i1 [ %36, %35 ], [ true, %42 ], [ true, %47 ]
  %59 = phi i64 [ %41, %35 ], [ %46, %42 ], [ %56, %47 ]
  %60 = phi i32 [ %38, %35 ], [ %44, %42 ], [ %49, %47 ]
  %61 = phi i64 [ 3, %35 ], [ 4, %42 ], [ 5, %47 ]
  %62 = zext nneg i32 %60 to i64
  %63 = icmp ne i32 %60, 0
  %64 = icmp eq ptr %3, null
  %65 = and i1 %64, %63
  br i1 %65, label %346, label %66

66:                                               ; preds = %57
  %67 = icmp ult i64 %19, %62
  br i1 %67, label %346, label %68

68:                                               ; preds = %66
  %69 = icmp ult i32 %60, 6
  %70 = and i1 %58, %69
  br i1 %70, label %346, label %71

71:                                               ; preds = %68
  %72 = add nuw nsw i64 %61, %59
  %73 = icmp ugt i64 %72, %2
  br i1 %73, label %346, label %74

74:                                               ; preds = %71
  %75 = icmp ult i64 %30, %62
  br i1 %75, label %346, label %76

76:                                               ; preds = %74
  br i1 %13, label %81, label %77

77:                                               ; preds = %76
  %78 = getelementptr inbounds i8, ptr %0, i64 29944
  %79 = load i32, ptr %78, align 8, !tbaa !26
  %80 = zext i32 %79 to i64
  br label %81

81:                                               ; preds = %77, %76
  %82 = phi i64 [ %80, %77 ], [ 131072, %76 ]
  %83 = icmp eq i32 %5, 0
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = add nuw nsw i64 %62, 64
  %86 = add nuw nsw i64 %85, %82
  %87 = icmp ult i64 %86, %4
  br i1 %87, label %88, label %93

88:                                               ; preds = %84
  %89 = getelementptr inbounds i8, ptr %3, i64 %82
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %90, ptr %91, align 8, !tbaa !30
  %92 = getelementptr inbounds i8, ptr %90, i64 %62
  br label %104

93:                                               ; preds = %84, %81
  %94 = icmp ult i32 %60, 65537
  br i1 %94, label %95, label %99

95:                                               ; preds = %93
  %96 = getelementptr inbounds i8, ptr %0, i64 30372
  %97 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %96, ptr %97, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %96, i64 %62
  br label %104

99:                                               ; preds = %93
  %100 = getelementptr inbounds i8, ptr %3, i64 %30
  %101 = sub nsw i64 0, %62
  %102 = getelementptr inbounds i8, ptr %100, i64 %101
  %103 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %102, ptr %103, align 8
  br label %104

104:                                              ; preds = %88, %95, %99
  %105 = phi ptr [ %96, %95 ], [ %102, %99 ], [ %90, %88 ]
  %106 = phi ptr [ %98, %95 ], [ %100, %99 ], [ %92, %88 ]
  %107 = phi i32 [ 0, %95 ], [ 2, %99 ], [ 1, %88 ]
  %108 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %106, ptr %108, align 8
  %109 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %107, ptr %109, align 8, !tbaa !31
  %110 = getelementptr inbounds i8, ptr %0, i64 30204
  %111 = load i32, ptr %110, align 4, !tbaa !32
  %112 = icmp ne i32 %111, 0
  %113 = icmp ugt i32 %60, 768
  %114 = and i1 %113, %112
  br i1 %114, label %115, label %123

115:                                              ; preds = %104
  %116 = getelementptr inbounds i8, ptr %0, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !33
  br label %118

118:                                              ; preds = %115, %118
  %119 = phi i64 [ 0, %115 ], [ %121, %118 ]
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  tail call void @llvm.prefetch.p0(ptr %120, i32 0, i32 2, i32 1)
  %121 = add nuw nsw i64 %119, 64
  %122 = icmp ult i64 %119, 16324
  br i1 %122, label %118, label %123, !llvm.loop !34

123:                                              ; preds = %118, %104
  %124 = icmp eq i8 %10, 3
  br i1 %124, label %125, label %133

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %1, i64 %61
  %127 = getelementptr inbounds i8, ptr %0, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !33
  br i1 %58, label %131, label %129

129:                                              ; preds = %125
  %130 = tail call i64 @HUF_decompress1X_usingDTable(ptr noundef %105, i64 noundef %62, ptr noundef nonnull %126, i64 noundef %59, ptr noundef %128, i32 noundef %34) #14
  br label %141

131:                                              ; preds = %125
  %132 = tail call i64 @HUF_decompress4X_usingDTable(ptr noundef %105, i64 noundef %62, ptr noundef nonnull %126, i64 noundef %59, ptr noundef %128, i32 noundef %34) #14
  br label %141

133:                                              ; preds = %123
  %134 = getelementptr inbounds i8, ptr %0, i64 10296
  %135 = getelementptr inbounds i8, ptr %1, i64 %61
  %136 = getelementptr inbounds i8, ptr %0, i64 27324
  br i1 %58, label %139, label %137

137:                                              ; preds = %133
  %138 = tail call i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef nonnull %134, ptr noundef %105, i64 noundef %62, ptr noundef nonnull %135, i64 noundef %59, ptr noundef nonnull %136, i64 noundef 2560, i32 noundef %34) #14
  br label %141

139:                                              ; preds = %133
  %140 = tail call i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef nonnull %134, ptr noundef %105, i64 noundef %62, ptr noundef nonnull %135, i64 noundef %59, ptr noundef nonnull %136, i64 noundef 2560, i32 noundef %34) #14
  br label %141

141:                                              ; preds = %137, %139, %129, %131
  %142 = phi i64 [ %130, %129 ], [ %132, %131 ], [ %138, %137 ], [ %140, %139 ]
  %143 = load i32, ptr %109, align 8, !tbaa !31
  %144 = icmp eq i32 %143, 2
  br i1 %144, label %145, label %155

145:                                              ; preds = %141
  %146 = getelementptr inbounds i8, ptr %0, i64 30372
  %147 = load ptr, ptr %108, align 8, !tbaa !36
  %148 = getelementptr inbounds i8, ptr %147, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %146, ptr noundef nonnull align 1 dereferenceable(65536) %148, i64 65536, i1 false)
  %149 = getelementptr inbounds i8, ptr %0, i64 30352
  %150 = load ptr, ptr %149, align 8, !tbaa !30
  %151 = getelementptr inbounds i8, ptr %150, i64 65504
  %152 = add nsw i64 %62, -65536
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %151, ptr align 1 %150, i64 %152, i1 false)
  %153 = load <2 x ptr>, ptr %149, align 8, !tbaa !37
  %154 = getelementptr i8, <2 x ptr> %153, <2 x i64> <i64 65504, i64 -32>
  store <2 x ptr> %154, ptr %149, align 8, !tbaa !37
  br label %155

155:                                              ; preds = %141, %145
  %156 = icmp ult i64 %142, -119
  br i1 %156, label %157, label %346

157:                                              ; preds = %155
  %158 = getelementptr inbounds i8, ptr %0, i64 30352
  %159 = load ptr, ptr %158, align 8, !tbaa !30
  %160 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %159, ptr %160, align 8, !tbaa !38
  %161 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %62, ptr %161, align 8, !tbaa !39
  %162 = getelementptr inbounds i8, ptr %0, i64 30000
  store i32 1, ptr %162, align 8, !tbaa !27
  %163 = icmp eq i8 %10, 2
  br i1 %163, label %164, label %346

164:                                              ; preds = %157
  %165 = getelementptr inbounds i8, ptr %0, i64 10296
  %166 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %165, ptr %166, align 8, !tbaa !33
  br label %346

167:                                              ; preds = %18
  %168 = zext i8 %9 to i32
  %169 = lshr i32 %168, 2
  %170 = and i32 %169, 3
  %171 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  switch i32 %170, label %172 [
    i32 3, label %179
    i32 1, label %175
  ]

172:                                              ; preds = %167
  %173 = lshr i32 %168, 3
  %174 = zext nneg i32 %173 to i64
  br label %190

175:                                              ; preds = %167
  %176 = load i16, ptr %1, align 1, !tbaa !6
  %177 = lshr i16 %176, 4
  %178 = zext nneg i16 %177 to i64
  br label %190

179:                                              ; preds = %167
  %180 = icmp eq i64 %2, 2
  br i1 %180, label %346, label %181

181:                                              ; preds = %179
  %182 = load i16, ptr %1, align 1, !tbaa !6
  %183 = zext i16 %182 to i64
  %184 = getelementptr inbounds i8, ptr %1, i64 2
  %185 = load i8, ptr %184, align 1, !tbaa !10
  %186 = zext i8 %185 to i64
  %187 = shl nuw nsw i64 %186, 16
  %188 = or disjoint i64 %187, %183
  %189 = lshr i64 %188, 4
  br label %190

190:                                              ; preds = %172, %175, %181
  %191 = phi i64 [ %174, %172 ], [ %178, %175 ], [ %189, %181 ]
  %192 = phi i64 [ 1, %172 ], [ 2, %175 ], [ 3, %181 ]
  %193 = icmp ne i64 %191, 0
  %194 = icmp eq ptr %3, null
  %195 = and i1 %194, %193
  br i1 %195, label %346, label %196

196:                                              ; preds = %190
  %197 = icmp ugt i64 %191, %19
  br i1 %197, label %346, label %198

198:                                              ; preds = %196
  %199 = icmp ugt i64 %191, %4
  br i1 %199, label %346, label %200

200:                                              ; preds = %198
  br i1 %13, label %205, label %201

201:                                              ; preds = %200
  %202 = getelementptr inbounds i8, ptr %0, i64 29944
  %203 = load i32, ptr %202, align 8, !tbaa !26
  %204 = zext i32 %203 to i64
  br label %205

205:                                              ; preds = %201, %200
  %206 = phi i64 [ %204, %201 ], [ 131072, %200 ]
  %207 = icmp eq i32 %5, 0
  br i1 %207, label %208, label %217

208:                                              ; preds = %205
  %209 = add nuw nsw i64 %191, 64
  %210 = add nuw nsw i64 %209, %206
  %211 = icmp ult i64 %210, %4
  br i1 %211, label %212, label %217

212:                                              ; preds = %208
  %213 = getelementptr inbounds i8, ptr %3, i64 %206
  %214 = getelementptr inbounds i8, ptr %213, i64 32
  %215 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %214, ptr %215, align 8, !tbaa !30
  %216 = getelementptr inbounds i8, ptr %214, i64 %191
  br label %231

217:                                              ; preds = %208, %205
  %218 = icmp ult i64 %191, 65537
  br i1 %218, label %219, label %223

219:                                              ; preds = %217
  %220 = getelementptr inbounds i8, ptr %0, i64 30372
  %221 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %220, ptr %221, align 8, !tbaa !30
  %222 = getelementptr inbounds i8, ptr %220, i64 %191
  br label %231

223:                                              ; preds = %217
  %224 = getelementptr inbounds i8, ptr %3, i64 %171
  %225 = sub nsw i64 0, %191
  %226 = getelementptr inbounds i8, ptr %224, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 65504
  %228 = getelementptr inbounds i8, ptr %227, i64 %191
  %229 = getelementptr inbounds i8, ptr %228, i64 -65536
  %230 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %227, ptr %230, align 8
  br label %231

231:                                              ; preds = %212, %219, %223
  %232 = phi ptr [ %220, %219 ], [ %227, %223 ], [ %214, %212 ]
  %233 = phi ptr [ %222, %219 ], [ %229, %223 ], [ %216, %212 ]
  %234 = phi i1 [ false, %219 ], [ true, %223 ], [ false, %212 ]
  %235 = phi i32 [ 0, %219 ], [ 2, %223 ], [ 1, %212 ]
  %236 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %233, ptr %236, align 8
  %237 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %235, ptr %237, align 8, !tbaa !31
  %238 = add nuw nsw i64 %192, %191
  %239 = add nuw nsw i64 %238, 32
  %240 = icmp ugt i64 %239, %2
  br i1 %240, label %241, label %256

241:                                              ; preds = %231
  %242 = icmp ugt i64 %238, %2
  br i1 %242, label %346, label %243

243:                                              ; preds = %241
  %244 = getelementptr inbounds i8, ptr %1, i64 %192
  br i1 %234, label %245, label %250

245:                                              ; preds = %243
  %246 = add nsw i64 %191, -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %232, ptr nonnull align 1 %244, i64 %246, i1 false)
  %247 = getelementptr inbounds i8, ptr %0, i64 30372
  %248 = getelementptr inbounds i8, ptr %244, i64 %191
  %249 = getelementptr inbounds i8, ptr %248, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %247, ptr noundef nonnull align 1 dereferenceable(65536) %249, i64 65536, i1 false)
  br label %251

250:                                              ; preds = %243
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %232, ptr nonnull align 1 %244, i64 %191, i1 false)
  br label %251

251:                                              ; preds = %250, %245
  %252 = getelementptr inbounds i8, ptr %0, i64 30352
  %253 = load ptr, ptr %252, align 8, !tbaa !30
  %254 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %253, ptr %254, align 8, !tbaa !38
  %255 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %191, ptr %255, align 8, !tbaa !39
  br label %346

256:                                              ; preds = %231
  %257 = getelementptr inbounds i8, ptr %1, i64 %192
  %258 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %257, ptr %258, align 8, !tbaa !38
  %259 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %191, ptr %259, align 8, !tbaa !39
  %260 = getelementptr inbounds i8, ptr %257, i64 %191
  store ptr %260, ptr %236, align 8, !tbaa !36
  store i32 0, ptr %237, align 8, !tbaa !31
  br label %346

261:                                              ; preds = %18
  %262 = zext i8 %9 to i32
  %263 = lshr i32 %262, 2
  %264 = and i32 %263, 3
  %265 = tail call i64 @llvm.umin.i64(i64 %19, i64 %4)
  switch i32 %264, label %266 [
    i32 3, label %275
    i32 1, label %269
  ]

266:                                              ; preds = %261
  %267 = lshr i32 %262, 3
  %268 = zext nneg i32 %267 to i64
  br label %286

269:                                              ; preds = %261
  %270 = icmp eq i64 %2, 2
  br i1 %270, label %346, label %271

271:                                              ; preds = %269
  %272 = load i16, ptr %1, align 1, !tbaa !6
  %273 = lshr i16 %272, 4
  %274 = zext nneg i16 %273 to i64
  br label %286

275:                                              ; preds = %261
  %276 = icmp ult i64 %2, 4
  br i1 %276, label %346, label %277

277:                                              ; preds = %275
  %278 = load i16, ptr %1, align 1, !tbaa !6
  %279 = zext i16 %278 to i64
  %280 = getelementptr inbounds i8, ptr %1, i64 2
  %281 = load i8, ptr %280, align 1, !tbaa !10
  %282 = zext i8 %281 to i64
  %283 = shl nuw nsw i64 %282, 16
  %284 = or disjoint i64 %283, %279
  %285 = lshr i64 %284, 4
  br label %286

286:                                              ; preds = %266, %271, %277
  %287 = phi i64 [ %268, %266 ], [ %274, %271 ], [ %285, %277 ]
  %288 = phi i64 [ 1, %266 ], [ 2, %271 ], [ 3, %277 ]
  %289 = icmp ne i64 %287, 0
  %290 = icmp eq ptr %3, null
  %291 = and i1 %290, %289
  br i1 %291, label %346, label %292

292:                                              ; preds = %286
  %293 = icmp ugt i64 %287, %19
  br i1 %293, label %346, label %294

294:                                              ; preds = %292
  %295 = icmp ugt i64 %287, %4
  br i1 %295, label %346, label %296

296:                                              ; preds = %294
  br i1 %13, label %301, label %297

297:                                              ; preds = %296
  %298 = getelementptr inbounds i8, ptr %0, i64 29944
  %299 = load i32, ptr %298, align 8, !tbaa !26
  %300 = zext i32 %299 to i64
  br label %301

301:                                              ; preds = %297, %296
  %302 = phi i64 [ %300, %297 ], [ 131072, %296 ]
  %303 = icmp eq i32 %5, 0
  br i1 %303, label %304, label %311

304:                                              ; preds = %301
  %305 = add nuw nsw i64 %287, 64
  %306 = add nuw nsw i64 %305, %302
  %307 = icmp ult i64 %306, %4
  br i1 %307, label %308, label %311

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %3, i64 %302
  %310 = getelementptr inbounds i8, ptr %309, i64 32
  br label %330

311:                                              ; preds = %304, %301
  %312 = icmp ult i64 %287, 65537
  br i1 %312, label %313, label %315

313:                                              ; preds = %311
  %314 = getelementptr inbounds i8, ptr %0, i64 30372
  br label %330

315:                                              ; preds = %311
  %316 = getelementptr inbounds i8, ptr %3, i64 %265
  %317 = sub nsw i64 0, %287
  %318 = getelementptr inbounds i8, ptr %316, i64 %317
  %319 = getelementptr inbounds i8, ptr %318, i64 65504
  %320 = getelementptr inbounds i8, ptr %319, i64 %287
  %321 = getelementptr inbounds i8, ptr %320, i64 -65536
  %322 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %319, ptr %322, align 8
  %323 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %321, ptr %323, align 8
  %324 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 2, ptr %324, align 8, !tbaa !31
  %325 = getelementptr inbounds i8, ptr %1, i64 %288
  %326 = load i8, ptr %325, align 1, !tbaa !10
  %327 = add nsw i64 %287, -65536
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %319, i8 %326, i64 %327, i1 false)
  %328 = getelementptr inbounds i8, ptr %0, i64 30372
  %329 = load i8, ptr %325, align 1, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %328, i8 %329, i64 65536, i1 false)
  br label %339

330:                                              ; preds = %313, %308
  %331 = phi ptr [ %314, %313 ], [ %310, %308 ]
  %332 = phi i32 [ 0, %313 ], [ 1, %308 ]
  %333 = getelementptr inbounds i8, ptr %0, i64 30352
  store ptr %331, ptr %333, align 8, !tbaa !30
  %334 = getelementptr inbounds i8, ptr %331, i64 %287
  %335 = getelementptr inbounds i8, ptr %0, i64 30360
  store ptr %334, ptr %335, align 8
  %336 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 %332, ptr %336, align 8, !tbaa !31
  %337 = getelementptr inbounds i8, ptr %1, i64 %288
  %338 = load i8, ptr %337, align 1, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %331, i8 %338, i64 %287, i1 false)
  br label %339

339:                                              ; preds = %330, %315
  %340 = getelementptr inbounds i8, ptr %0, i64 30352
  %341 = load ptr, ptr %340, align 8, !tbaa !30
  %342 = getelementptr inbounds i8, ptr %0, i64 30120
  store ptr %341, ptr %342, align 8, !tbaa !38
  %343 = getelementptr inbounds i8, ptr %0, i64 30152
  store i64 %287, ptr %343, align 8, !tbaa !39
  %344 = add nuw nsw i64 %288, 1
  br label %346

345:                                              ; preds = %18
  unreachable

346:                                              ; preds = %20, %24, %157, %164, %155, %74, %71, %68, %66, %57, %241, %198, %196, %190, %179, %256, %251, %294, %292, %286, %275, %269, %339, %6
  %347 = phi i64 [ -20, %6 ], [ -30, %20 ], [ -20, %24 ], [ -70, %57 ], [ -20, %66 ], [ -24, %68 ], [ -20, %71 ], [ -70, %74 ], [ -20, %155 ], [ %72, %164 ], [ %72, %157 ], [ %238, %251 ], [ %238, %256 ], [ -20, %179 ], [ -70, %190 ], [ -20, %196 ], [ -70, %198 ], [ -20, %241 ], [ %344, %339 ], [ -20, %269 ], [ -20, %275 ], [ -70, %286 ], [ -20, %292 ], [ -70, %294 ]
  ret i64 %347
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_buildFSETable(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5, ptr nocapture noundef %6, i64 %7, i32 %8) local_unnamed_addr #3 {
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = add i32 %2, 1
  %12 = shl nuw i32 1, %5
  %13 = getelementptr inbounds i8, ptr %6, i64 106
  %14 = add i32 %12, -1
  %15 = icmp eq i32 %11, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %9
  store i32 1, ptr %0, align 4
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %17, align 4
  %18 = lshr i32 %12, 1
  %19 = lshr i32 %12, 3
  %20 = add nuw nsw i32 %19, 3
  %21 = add nuw i32 %20, %18
  br label %59

22:                                               ; preds = %9
  %23 = add i32 %5, -1
  %24 = shl i32 65536, %23
  %25 = ashr exact i32 %24, 16
  %26 = zext i32 %11 to i64
  br label %27

27:                                               ; preds = %43, %22
  %28 = phi i64 [ 0, %22 ], [ %48, %43 ]
  %29 = phi i32 [ %14, %22 ], [ %46, %43 ]
  %30 = phi i32 [ 1, %22 ], [ %45, %43 ]
  %31 = getelementptr inbounds i16, ptr %1, i64 %28
  %32 = load i16, ptr %31, align 2, !tbaa !6
  %33 = icmp eq i16 %32, -1
  br i1 %33, label %34, label %39

34:                                               ; preds = %27
  %35 = add i32 %29, -1
  %36 = zext i32 %29 to i64
  %37 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %10, i64 %36, i32 3
  %38 = trunc nuw i64 %28 to i32
  store i32 %38, ptr %37, align 4, !tbaa !40
  br label %43

39:                                               ; preds = %27
  %40 = sext i16 %32 to i32
  %41 = icmp sgt i32 %25, %40
  %42 = select i1 %41, i32 %30, i32 0
  br label %43

43:                                               ; preds = %39, %34
  %44 = phi i16 [ 1, %34 ], [ %32, %39 ]
  %45 = phi i32 [ %30, %34 ], [ %42, %39 ]
  %46 = phi i32 [ %35, %34 ], [ %29, %39 ]
  %47 = getelementptr inbounds i16, ptr %6, i64 %28
  store i16 %44, ptr %47, align 2
  %48 = add nuw nsw i64 %28, 1
  %49 = icmp eq i64 %48, %26
  br i1 %49, label %50, label %27, !llvm.loop !42

50:                                               ; preds = %43
  store i32 %45, ptr %0, align 4
  %51 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %5, ptr %51, align 4
  %52 = icmp eq i32 %46, %14
  %53 = lshr i32 %12, 3
  br i1 %52, label %54, label %128

54:                                               ; preds = %50
  %55 = add nuw nsw i32 %53, 3
  br label %65

56:                                               ; preds = %103
  %57 = lshr i32 %12, 1
  %58 = add nuw i32 %55, %57
  br label %59

59:                                               ; preds = %56, %16
  %60 = phi i32 [ %21, %16 ], [ %58, %56 ]
  %61 = zext i32 %14 to i64
  %62 = zext i32 %60 to i64
  %63 = zext i32 %12 to i64
  %64 = shl nuw nsw i64 %62, 1
  br label %109

65:                                               ; preds = %103, %54
  %66 = phi i64 [ 0, %54 ], [ %106, %103 ]
  %67 = phi i64 [ 0, %54 ], [ %105, %103 ]
  %68 = phi i64 [ 0, %54 ], [ %107, %103 ]
  %69 = getelementptr inbounds i16, ptr %1, i64 %66
  %70 = load i16, ptr %69, align 2, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %13, i64 %67
  store i64 %68, ptr %71, align 1, !tbaa !43
  %72 = icmp sgt i16 %70, 8
  br i1 %72, label %73, label %103

73:                                               ; preds = %65
  %74 = zext nneg i16 %70 to i64
  %75 = tail call i64 @llvm.umax.i64(i64 %74, i64 16)
  %76 = add nsw i64 %75, -9
  %77 = lshr i64 %76, 3
  %78 = add nuw nsw i64 %77, 1
  %79 = icmp ult i64 %76, 24
  br i1 %79, label %96, label %80

80:                                               ; preds = %73
  %81 = and i64 %78, 4611686018427387900
  %82 = shl i64 %81, 3
  %83 = or disjoint i64 %82, 8
  %84 = insertelement <2 x i64> poison, i64 %68, i64 0
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %92, %86 ]
  %88 = shl i64 %87, 3
  %89 = or disjoint i64 %88, 8
  %90 = getelementptr inbounds i8, ptr %71, i64 %89
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  store <2 x i64> %85, ptr %90, align 1, !tbaa !43
  store <2 x i64> %85, ptr %91, align 1, !tbaa !43
  %92 = add nuw i64 %87, 4
  %93 = icmp eq i64 %92, %81
  br i1 %93, label %94, label %86, !llvm.loop !44

94:                                               ; preds = %86
  %95 = icmp eq i64 %78, %81
  br i1 %95, label %103, label %96

96:                                               ; preds = %94, %73
  %97 = phi i64 [ 8, %73 ], [ %83, %94 ]
  br label %98

98:                                               ; preds = %96, %98
  %99 = phi i64 [ %101, %98 ], [ %97, %96 ]
  %100 = getelementptr inbounds i8, ptr %71, i64 %99
  store i64 %68, ptr %100, align 1, !tbaa !43
  %101 = add nuw nsw i64 %99, 8
  %102 = icmp ult i64 %101, %74
  br i1 %102, label %98, label %103, !llvm.loop !47

103:                                              ; preds = %98, %94, %65
  %104 = sext i16 %70 to i64
  %105 = add i64 %67, %104
  %106 = add nuw nsw i64 %66, 1
  %107 = add i64 %68, 72340172838076673
  %108 = icmp eq i64 %106, %26
  br i1 %108, label %56, label %65, !llvm.loop !48

109:                                              ; preds = %109, %59
  %110 = phi i64 [ 0, %59 ], [ %126, %109 ]
  %111 = phi i64 [ 0, %59 ], [ %125, %109 ]
  %112 = and i64 %111, %61
  %113 = getelementptr inbounds i8, ptr %13, i64 %110
  %114 = load i8, ptr %113, align 1, !tbaa !10
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %10, i64 %112, i32 3
  store i32 %115, ptr %116, align 4, !tbaa !40
  %117 = add nuw nsw i64 %111, %62
  %118 = and i64 %117, %61
  %119 = or disjoint i64 %110, 1
  %120 = getelementptr inbounds i8, ptr %13, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !10
  %122 = zext i8 %121 to i32
  %123 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %10, i64 %118, i32 3
  store i32 %122, ptr %123, align 4, !tbaa !40
  %124 = add nuw nsw i64 %111, %64
  %125 = and i64 %124, %61
  %126 = add nuw nsw i64 %110, 2
  %127 = icmp ult i64 %126, %63
  br i1 %127, label %109, label %160, !llvm.loop !49

128:                                              ; preds = %50
  %129 = lshr i32 %12, 1
  %130 = add nuw nsw i32 %53, 3
  %131 = add nuw i32 %130, %129
  br label %132

132:                                              ; preds = %154, %128
  %133 = phi i64 [ 0, %128 ], [ %156, %154 ]
  %134 = phi i32 [ 0, %128 ], [ %155, %154 ]
  %135 = getelementptr inbounds i16, ptr %1, i64 %133
  %136 = load i16, ptr %135, align 2, !tbaa !6
  %137 = sext i16 %136 to i32
  %138 = icmp sgt i16 %136, 0
  br i1 %138, label %139, label %154

139:                                              ; preds = %132
  %140 = trunc nuw i64 %133 to i32
  br label %141

141:                                              ; preds = %151, %139
  %142 = phi i32 [ %152, %151 ], [ 0, %139 ]
  %143 = phi i32 [ %149, %151 ], [ %134, %139 ]
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %10, i64 %144, i32 3
  store i32 %140, ptr %145, align 4, !tbaa !40
  br label %146

146:                                              ; preds = %146, %141
  %147 = phi i32 [ %143, %141 ], [ %149, %146 ]
  %148 = add i32 %131, %147
  %149 = and i32 %148, %14
  %150 = icmp ugt i32 %149, %46
  br i1 %150, label %146, label %151, !prof !50, !llvm.loop !51

151:                                              ; preds = %146
  %152 = add nuw nsw i32 %142, 1
  %153 = icmp eq i32 %152, %137
  br i1 %153, label %154, label %141, !llvm.loop !52

154:                                              ; preds = %151, %132
  %155 = phi i32 [ %134, %132 ], [ %149, %151 ]
  %156 = add nuw nsw i64 %133, 1
  %157 = icmp eq i64 %156, %26
  br i1 %157, label %158, label %132, !llvm.loop !53

158:                                              ; preds = %154
  %159 = zext i32 %12 to i64
  br label %160

160:                                              ; preds = %109, %158
  %161 = phi i64 [ %159, %158 ], [ %63, %109 ]
  %162 = add i32 %5, -31
  br label %163

163:                                              ; preds = %163, %160
  %164 = phi i64 [ 0, %160 ], [ %186, %163 ]
  %165 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %10, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 4
  %167 = load i32, ptr %166, align 4, !tbaa !40
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds i16, ptr %6, i64 %168
  %170 = load i16, ptr %169, align 2, !tbaa !6
  %171 = add i16 %170, 1
  store i16 %171, ptr %169, align 2, !tbaa !6
  %172 = zext i16 %170 to i32
  %173 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %172, i1 false)
  %174 = add i32 %162, %173
  %175 = trunc i32 %174 to i8
  %176 = getelementptr inbounds i8, ptr %165, i64 3
  store i8 %175, ptr %176, align 1, !tbaa !54
  %177 = and i32 %174, 255
  %178 = shl i32 %172, %177
  %179 = sub i32 %178, %12
  %180 = trunc i32 %179 to i16
  store i16 %180, ptr %165, align 4, !tbaa !55
  %181 = getelementptr inbounds i8, ptr %4, i64 %168
  %182 = load i8, ptr %181, align 1, !tbaa !10
  %183 = getelementptr inbounds i8, ptr %165, i64 2
  store i8 %182, ptr %183, align 2, !tbaa !56
  %184 = getelementptr inbounds i32, ptr %3, i64 %168
  %185 = load i32, ptr %184, align 4, !tbaa !28
  store i32 %185, ptr %166, align 4, !tbaa !40
  %186 = add nuw nsw i64 %164, 1
  %187 = icmp eq i64 %186, %161
  br i1 %187, label %188, label %163, !llvm.loop !57

188:                                              ; preds = %163
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decodeSeqHeaders(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %2, i64 %3
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %89, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %2, i64 1
  %9 = load i8, ptr %2, align 1, !tbaa !10
  %10 = zext i8 %9 to i32
  %11 = icmp slt i8 %9, 0
  br i1 %11, label %12, label %30

12:                                               ; preds = %7
  %13 = icmp eq i8 %9, -1
  br i1 %13, label %14, label %21

14:                                               ; preds = %12
  %15 = icmp slt i64 %3, 3
  br i1 %15, label %89, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %2, i64 3
  %18 = load i16, ptr %8, align 1, !tbaa !6
  %19 = zext i16 %18 to i32
  %20 = add nuw nsw i32 %19, 32512
  store i32 %20, ptr %1, align 4, !tbaa !28
  br label %37

21:                                               ; preds = %12
  %22 = icmp sgt i64 %3, 1
  br i1 %22, label %23, label %89

23:                                               ; preds = %21
  %24 = shl nuw nsw i32 %10, 8
  %25 = add nsw i32 %24, -32768
  %26 = getelementptr inbounds i8, ptr %2, i64 2
  %27 = load i8, ptr %8, align 1, !tbaa !10
  %28 = zext i8 %27 to i32
  %29 = or disjoint i32 %25, %28
  br label %30

30:                                               ; preds = %23, %7
  %31 = phi i32 [ %29, %23 ], [ %10, %7 ]
  %32 = phi ptr [ %26, %23 ], [ %8, %7 ]
  store i32 %31, ptr %1, align 4, !tbaa !28
  %33 = icmp eq i32 %31, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = icmp eq ptr %32, %5
  %36 = select i1 %35, i64 %3, i64 -20
  br label %89

37:                                               ; preds = %16, %30
  %38 = phi ptr [ %17, %16 ], [ %32, %30 ]
  %39 = phi i32 [ %20, %16 ], [ %31, %30 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 1
  %41 = icmp ugt ptr %40, %5
  br i1 %41, label %89, label %42

42:                                               ; preds = %37
  %43 = load i8, ptr %38, align 1, !tbaa !10
  %44 = zext i8 %43 to i32
  %45 = and i32 %44, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %89

47:                                               ; preds = %42
  %48 = lshr i32 %44, 6
  %49 = lshr exact i32 %44, 2
  %50 = and i32 %49, 3
  %51 = getelementptr inbounds i8, ptr %0, i64 32
  %52 = ptrtoint ptr %5 to i64
  %53 = ptrtoint ptr %40 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %0, i64 30004
  %56 = load i32, ptr %55, align 4, !tbaa !58
  %57 = getelementptr inbounds i8, ptr %0, i64 30204
  %58 = load i32, ptr %57, align 4, !tbaa !32
  %59 = getelementptr inbounds i8, ptr %0, i64 27324
  %60 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %51, ptr noundef %0, i32 noundef %48, i32 noundef 35, i32 noundef 9, ptr noundef nonnull %40, i64 noundef %54, ptr noundef nonnull @LL_base, ptr noundef nonnull @LL_bits, ptr noundef nonnull @LL_defaultDTable, i32 noundef %56, i32 noundef %58, i32 noundef %39, ptr noundef nonnull %59)
  %61 = icmp ult i64 %60, -119
  br i1 %61, label %62, label %89

62:                                               ; preds = %47
  %63 = getelementptr inbounds i8, ptr %40, i64 %60
  %64 = lshr i32 %44, 4
  %65 = and i32 %64, 3
  %66 = getelementptr inbounds i8, ptr %0, i64 4136
  %67 = getelementptr inbounds i8, ptr %0, i64 16
  %68 = ptrtoint ptr %63 to i64
  %69 = sub i64 %52, %68
  %70 = load i32, ptr %55, align 4, !tbaa !58
  %71 = load i32, ptr %57, align 4, !tbaa !32
  %72 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %66, ptr noundef nonnull %67, i32 noundef %65, i32 noundef 31, i32 noundef 8, ptr noundef nonnull %63, i64 noundef %69, ptr noundef nonnull @OF_base, ptr noundef nonnull @OF_bits, ptr noundef nonnull @OF_defaultDTable, i32 noundef %70, i32 noundef %71, i32 noundef %39, ptr noundef nonnull %59)
  %73 = icmp ult i64 %72, -119
  br i1 %73, label %74, label %89

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %63, i64 %72
  %76 = getelementptr inbounds i8, ptr %0, i64 6192
  %77 = getelementptr inbounds i8, ptr %0, i64 8
  %78 = ptrtoint ptr %75 to i64
  %79 = sub i64 %52, %78
  %80 = load i32, ptr %55, align 4, !tbaa !58
  %81 = load i32, ptr %57, align 4, !tbaa !32
  %82 = tail call fastcc i64 @ZSTD_buildSeqTable(ptr noundef nonnull %76, ptr noundef nonnull %77, i32 noundef %50, i32 noundef 52, i32 noundef 9, ptr noundef nonnull %75, i64 noundef %79, ptr noundef nonnull @ML_base, ptr noundef nonnull @ML_bits, ptr noundef nonnull @ML_defaultDTable, i32 noundef %80, i32 noundef %81, i32 noundef %39, ptr noundef nonnull %59)
  %83 = icmp ult i64 %82, -119
  br i1 %83, label %84, label %89

84:                                               ; preds = %74
  %85 = getelementptr inbounds i8, ptr %75, i64 %82
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %2 to i64
  %88 = sub i64 %86, %87
  br label %89

89:                                               ; preds = %34, %47, %62, %42, %37, %21, %14, %4, %74, %84
  %90 = phi i64 [ %88, %84 ], [ -20, %74 ], [ -72, %4 ], [ -72, %14 ], [ -72, %21 ], [ -72, %37 ], [ -20, %42 ], [ -20, %62 ], [ -20, %47 ], [ %36, %34 ]
  ret i64 %90
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_buildSeqTable(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr nocapture noundef %13) unnamed_addr #2 {
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [53 x i16], align 2
  store i32 %3, ptr %15, align 4, !tbaa !28
  switch i32 %2, label %62 [
    i32 1, label %18
    i32 0, label %34
    i32 3, label %35
    i32 2, label %52
  ]

18:                                               ; preds = %14
  %19 = icmp eq i64 %6, 0
  br i1 %19, label %63, label %20

20:                                               ; preds = %18
  %21 = load i8, ptr %5, align 1, !tbaa !10
  %22 = zext i8 %21 to i32
  %23 = icmp ugt i32 %22, %3
  br i1 %23, label %63, label %24

24:                                               ; preds = %20
  %25 = zext i8 %21 to i64
  %26 = getelementptr inbounds i32, ptr %7, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !28
  %28 = getelementptr inbounds i8, ptr %8, i64 %25
  %29 = load i8, ptr %28, align 1, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  store <2 x i32> zeroinitializer, ptr %0, align 4, !tbaa !28
  %31 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 0, ptr %31, align 1, !tbaa !54
  store i16 0, ptr %30, align 4, !tbaa !55
  %32 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %29, ptr %32, align 2, !tbaa !56
  %33 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %27, ptr %33, align 4, !tbaa !40
  store ptr %0, ptr %1, align 8, !tbaa !37
  br label %63

34:                                               ; preds = %14
  store ptr %9, ptr %1, align 8, !tbaa !37
  br label %63

35:                                               ; preds = %14
  %36 = icmp eq i32 %10, 0
  br i1 %36, label %63, label %37

37:                                               ; preds = %35
  %38 = icmp ne i32 %11, 0
  %39 = icmp sgt i32 %12, 24
  %40 = and i1 %38, %39
  br i1 %40, label %41, label %63

41:                                               ; preds = %37
  %42 = load ptr, ptr %1, align 8, !tbaa !37
  %43 = shl nuw nsw i32 1, %4
  %44 = add nuw nsw i32 %43, 1
  %45 = zext nneg i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 3
  br label %47

47:                                               ; preds = %41, %47
  %48 = phi i64 [ 0, %41 ], [ %50, %47 ]
  %49 = getelementptr inbounds i8, ptr %42, i64 %48
  tail call void @llvm.prefetch.p0(ptr %49, i32 0, i32 2, i32 1)
  %50 = add nuw nsw i64 %48, 64
  %51 = icmp ult i64 %50, %46
  br i1 %51, label %47, label %63, !llvm.loop !59

52:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %17) #14
  %53 = call i64 @FSE_readNCount(ptr noundef nonnull %17, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef %5, i64 noundef %6) #14
  %54 = icmp ult i64 %53, -119
  br i1 %54, label %55, label %60

55:                                               ; preds = %52
  %56 = load i32, ptr %16, align 4, !tbaa !28
  %57 = icmp ugt i32 %56, %4
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = load i32, ptr %15, align 4, !tbaa !28
  call void @ZSTD_buildFSETable(ptr noundef %0, ptr noundef nonnull %17, i32 noundef %59, ptr noundef %7, ptr noundef %8, i32 noundef %56, ptr noundef %13, i64 poison, i32 poison)
  store ptr %0, ptr %1, align 8, !tbaa !37
  br label %60

60:                                               ; preds = %55, %52, %58
  %61 = phi i64 [ %53, %58 ], [ -20, %52 ], [ -20, %55 ]
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #14
  br label %63

62:                                               ; preds = %14
  unreachable

63:                                               ; preds = %47, %37, %35, %20, %18, %24, %34, %60
  %64 = phi i64 [ %61, %60 ], [ 0, %34 ], [ 1, %24 ], [ -72, %18 ], [ -20, %20 ], [ -20, %35 ], [ 0, %37 ], [ 0, %47 ]
  ret i64 %64
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 30176
  %9 = load i32, ptr %8, align 8, !tbaa !16
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 29944
  %13 = load i32, ptr %12, align 8, !tbaa !26
  %14 = zext i32 %13 to i64
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i64 [ %14, %11 ], [ 131072, %6 ]
  %17 = icmp ult i64 %16, %4
  br i1 %17, label %84, label %18

18:                                               ; preds = %15
  %19 = tail call fastcc i64 @ZSTD_decodeLiteralsBlock(ptr noundef nonnull %0, ptr noundef %3, i64 noundef %4, ptr noundef %1, i64 noundef %2, i32 noundef %5)
  %20 = icmp ult i64 %19, -119
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = sub nsw i64 %4, %19
  br i1 %20, label %23, label %84

23:                                               ; preds = %18
  %24 = load i32, ptr %8, align 8, !tbaa !16
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %23
  %27 = tail call i64 @llvm.umin.i64(i64 %2, i64 131072)
  br label %33

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %0, i64 29944
  %30 = load i32, ptr %29, align 8, !tbaa !26
  %31 = zext i32 %30 to i64
  %32 = tail call i64 @llvm.umin.i64(i64 %31, i64 %2)
  br label %33

33:                                               ; preds = %28, %26
  %34 = phi i64 [ %27, %26 ], [ %32, %28 ]
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  %36 = getelementptr inbounds i8, ptr %0, i64 29904
  %37 = load ptr, ptr %36, align 8, !tbaa !60
  %38 = ptrtoint ptr %35 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = getelementptr inbounds i8, ptr %0, i64 30204
  %42 = load i32, ptr %41, align 4, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14
  %43 = call i64 @ZSTD_decodeSeqHeaders(ptr noundef nonnull %0, ptr noundef nonnull %7, ptr noundef %21, i64 noundef %22)
  %44 = icmp ult i64 %43, -119
  br i1 %44, label %45, label %82

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
  br i1 %55, label %82, label %56

56:                                               ; preds = %45
  %57 = icmp eq i32 %42, 0
  %58 = icmp ugt i64 %40, 16777216
  %59 = select i1 %57, i1 %58, i1 false
  %60 = icmp sgt i32 %51, 8
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %62, label %69

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !61
  %65 = tail call fastcc i64 @ZSTD_getOffsetInfo(ptr noundef %64, i32 noundef %51)
  %66 = trunc i64 %65 to i32
  %67 = icmp ugt i32 %66, 6
  %68 = zext i1 %67 to i32
  br label %69

69:                                               ; preds = %62, %56
  %70 = phi i32 [ %42, %56 ], [ %68, %62 ]
  store i32 0, ptr %41, align 4, !tbaa !32
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %69
  %73 = tail call fastcc i64 @ZSTD_decompressSequencesLong(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %82

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %0, i64 30368
  %76 = load i32, ptr %75, align 8, !tbaa !31
  %77 = icmp eq i32 %76, 2
  br i1 %77, label %78, label %80

78:                                               ; preds = %74
  %79 = tail call fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %82

80:                                               ; preds = %74
  %81 = tail call fastcc i64 @ZSTD_decompressSequences(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %46, i64 noundef %47, i32 noundef %51)
  br label %82

82:                                               ; preds = %45, %33, %80, %78, %72
  %83 = phi i64 [ %73, %72 ], [ %79, %78 ], [ %81, %80 ], [ %43, %33 ], [ -70, %45 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  br label %84

84:                                               ; preds = %15, %18, %82
  %85 = phi i64 [ %83, %82 ], [ %19, %18 ], [ -72, %15 ]
  ret i64 %85
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i64 0, 1099511627776) i64 @ZSTD_getOffsetInfo(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %30, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !62
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  br label %8

8:                                                ; preds = %4, %8
  %9 = phi i32 [ 0, %4 ], [ %20, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %19, %8 ]
  %11 = phi i32 [ 0, %4 ], [ %16, %8 ]
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %7, i64 %12, i32 1
  %14 = load i8, ptr %13, align 2, !tbaa !56
  %15 = zext i8 %14 to i32
  %16 = tail call i32 @llvm.umax.i32(i32 %11, i32 %15)
  %17 = icmp ugt i8 %14, 22
  %18 = zext i1 %17 to i32
  %19 = add i32 %10, %18
  %20 = add i32 %9, 1
  %21 = lshr i32 %20, %6
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !64

23:                                               ; preds = %8
  %24 = sub i32 8, %6
  %25 = shl i32 %19, %24
  %26 = zext nneg i32 %16 to i64
  %27 = shl nuw nsw i64 %26, 32
  %28 = zext i32 %25 to i64
  %29 = or disjoint i64 %27, %28
  br label %30

30:                                               ; preds = %23, %2
  %31 = phi i64 [ %29, %23 ], [ 0, %2 ]
  ret i64 %31
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesLong(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca %struct.seq_t, align 8
  %9 = alloca %struct.seq_t, align 8
  %10 = alloca %struct.seq_t, align 8
  %11 = alloca %struct.seq_t, align 8
  %12 = alloca %struct.seq_t, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [8 x %struct.seq_t], align 8
  %15 = alloca %struct.seqState_t, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 30368
  %17 = load i32, ptr %16, align 8, !tbaa !31
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %22

19:                                               ; preds = %6
  %20 = getelementptr inbounds i8, ptr %0, i64 30352
  %21 = load ptr, ptr %20, align 8, !tbaa !30
  br label %25

22:                                               ; preds = %6
  %23 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi ptr [ %21, %19 ], [ %24, %22 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #14
  %27 = getelementptr inbounds i8, ptr %0, i64 30120
  %28 = load ptr, ptr %27, align 8, !tbaa !38
  store ptr %28, ptr %13, align 8, !tbaa !37
  %29 = getelementptr inbounds i8, ptr %0, i64 30360
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  %31 = getelementptr inbounds i8, ptr %0, i64 29896
  %32 = load ptr, ptr %31, align 8, !tbaa !65
  %33 = getelementptr inbounds i8, ptr %0, i64 29904
  %34 = load ptr, ptr %33, align 8, !tbaa !60
  %35 = getelementptr inbounds i8, ptr %0, i64 29912
  %36 = load ptr, ptr %35, align 8, !tbaa !66
  %37 = icmp eq i32 %5, 0
  br i1 %37, label %2048, label %38

38:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #14
  %39 = ptrtoint ptr %32 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %40, align 4, !tbaa !58
  %41 = getelementptr inbounds i8, ptr %0, i64 26684
  %42 = getelementptr inbounds i8, ptr %15, i64 88
  %43 = load i32, ptr %41, align 4, !tbaa !28
  %44 = zext i32 %43 to i64
  store i64 %44, ptr %42, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %0, i64 26688
  %46 = getelementptr inbounds i8, ptr %15, i64 96
  %47 = getelementptr inbounds i8, ptr %0, i64 26692
  %48 = getelementptr inbounds i8, ptr %15, i64 104
  %49 = load <2 x i32>, ptr %45, align 4, !tbaa !28
  %50 = zext <2 x i32> %49 to <2 x i64>
  store <2 x i64> %50, ptr %46, align 8, !tbaa !43
  %51 = tail call i32 @llvm.smin.i32(i32 %5, i32 8)
  %52 = ptrtoint ptr %1 to i64
  %53 = sub i64 %52, %39
  %54 = icmp eq i64 %4, 0
  br i1 %54, label %2046, label %55

55:                                               ; preds = %38
  %56 = getelementptr inbounds i8, ptr %15, i64 24
  store ptr %3, ptr %56, align 8, !tbaa !67
  %57 = getelementptr inbounds i8, ptr %3, i64 8
  %58 = getelementptr inbounds i8, ptr %15, i64 32
  store ptr %57, ptr %58, align 8, !tbaa !69
  %59 = icmp ugt i64 %4, 7
  br i1 %59, label %60, label %66

60:                                               ; preds = %55
  %61 = add nsw i64 %4, -8
  %62 = getelementptr inbounds i8, ptr %3, i64 %61
  %63 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %62, ptr %63, align 8, !tbaa !70
  %64 = load i64, ptr %62, align 1
  store i64 %64, ptr %15, align 8, !tbaa !71
  %65 = icmp ult i64 %64, 72057594037927936
  br i1 %65, label %2046, label %124

66:                                               ; preds = %55
  %67 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %3, ptr %67, align 8, !tbaa !70
  %68 = load i8, ptr %3, align 1, !tbaa !10
  %69 = zext i8 %68 to i64
  store i64 %69, ptr %15, align 8, !tbaa !71
  switch i64 %4, label %111 [
    i64 7, label %70
    i64 6, label %76
    i64 5, label %83
    i64 4, label %90
    i64 3, label %97
    i64 2, label %104
  ]

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %3, i64 6
  %72 = load i8, ptr %71, align 1, !tbaa !10
  %73 = zext i8 %72 to i64
  %74 = shl nuw nsw i64 %73, 48
  %75 = or disjoint i64 %74, %69
  br label %76

76:                                               ; preds = %70, %66
  %77 = phi i64 [ %69, %66 ], [ %75, %70 ]
  %78 = getelementptr inbounds i8, ptr %3, i64 5
  %79 = load i8, ptr %78, align 1, !tbaa !10
  %80 = zext i8 %79 to i64
  %81 = shl nuw nsw i64 %80, 40
  %82 = add nuw nsw i64 %81, %77
  br label %83

83:                                               ; preds = %76, %66
  %84 = phi i64 [ %69, %66 ], [ %82, %76 ]
  %85 = getelementptr inbounds i8, ptr %3, i64 4
  %86 = load i8, ptr %85, align 1, !tbaa !10
  %87 = zext i8 %86 to i64
  %88 = shl nuw nsw i64 %87, 32
  %89 = add nuw nsw i64 %88, %84
  br label %90

90:                                               ; preds = %83, %66
  %91 = phi i64 [ %69, %66 ], [ %89, %83 ]
  %92 = getelementptr inbounds i8, ptr %3, i64 3
  %93 = load i8, ptr %92, align 1, !tbaa !10
  %94 = zext i8 %93 to i64
  %95 = shl nuw nsw i64 %94, 24
  %96 = add nuw nsw i64 %95, %91
  br label %97

97:                                               ; preds = %90, %66
  %98 = phi i64 [ %69, %66 ], [ %96, %90 ]
  %99 = getelementptr inbounds i8, ptr %3, i64 2
  %100 = load i8, ptr %99, align 1, !tbaa !10
  %101 = zext i8 %100 to i64
  %102 = shl nuw nsw i64 %101, 16
  %103 = add nuw nsw i64 %102, %98
  br label %104

104:                                              ; preds = %97, %66
  %105 = phi i64 [ %69, %66 ], [ %103, %97 ]
  %106 = getelementptr inbounds i8, ptr %3, i64 1
  %107 = load i8, ptr %106, align 1, !tbaa !10
  %108 = zext i8 %107 to i64
  %109 = shl nuw nsw i64 %108, 8
  %110 = add nuw nsw i64 %109, %105
  store i64 %110, ptr %15, align 8, !tbaa !71
  br label %111

111:                                              ; preds = %104, %66
  %112 = phi i64 [ %110, %104 ], [ %69, %66 ]
  %113 = getelementptr i8, ptr %3, i64 %4
  %114 = getelementptr i8, ptr %113, i64 -1
  %115 = load i8, ptr %114, align 1, !tbaa !10
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %2046, label %117

117:                                              ; preds = %111
  %118 = zext i8 %115 to i32
  %119 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %118, i1 true)
  %120 = trunc nuw i64 %4 to i32
  %121 = shl nuw nsw i32 %120, 3
  %122 = sub nsw i32 %119, %121
  %123 = add nsw i32 %122, 41
  br label %131

124:                                              ; preds = %60
  %125 = lshr i64 %64, 56
  %126 = trunc nuw nsw i64 %125 to i32
  %127 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %126, i1 true)
  %128 = xor i32 %127, 31
  %129 = sub nuw nsw i32 8, %128
  %130 = icmp ult i64 %4, -119
  br i1 %130, label %131, label %2046

131:                                              ; preds = %124, %117
  %132 = phi i64 [ 0, %117 ], [ %61, %124 ]
  %133 = phi i32 [ %123, %117 ], [ %129, %124 ]
  %134 = phi i64 [ %112, %117 ], [ %64, %124 ]
  %135 = getelementptr inbounds i8, ptr %3, i64 %132
  %136 = getelementptr inbounds i8, ptr %15, i64 40
  %137 = load ptr, ptr %0, align 8, !tbaa !72
  %138 = getelementptr inbounds i8, ptr %137, i64 4
  %139 = load i32, ptr %138, align 4, !tbaa !62
  %140 = getelementptr inbounds i8, ptr %15, i64 8
  %141 = add i32 %139, %133
  %142 = sub i32 0, %141
  %143 = and i32 %142, 63
  %144 = zext nneg i32 %143 to i64
  %145 = lshr i64 %134, %144
  %146 = zext i32 %139 to i64
  %147 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !28
  %149 = zext i32 %148 to i64
  %150 = and i64 %145, %149
  store i64 %150, ptr %136, align 8, !tbaa !73
  %151 = icmp ugt i32 %141, 64
  %152 = getelementptr inbounds i8, ptr %15, i64 16
  br i1 %151, label %153, label %154, !prof !50

153:                                              ; preds = %131
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70
  br label %179

154:                                              ; preds = %131
  %155 = icmp slt i64 %132, 8
  br i1 %155, label %163, label %156

156:                                              ; preds = %154
  %157 = lshr i32 %141, 3
  %158 = zext nneg i32 %157 to i64
  %159 = sub nsw i64 0, %158
  %160 = getelementptr inbounds i8, ptr %135, i64 %159
  store ptr %160, ptr %152, align 8, !tbaa !70
  %161 = and i32 %141, 7
  store i32 %161, ptr %140, align 8, !tbaa !75
  %162 = load i64, ptr %160, align 1, !tbaa !43
  store i64 %162, ptr %15, align 8, !tbaa !71
  br label %179

163:                                              ; preds = %154
  %164 = icmp eq i64 %132, 0
  br i1 %164, label %179, label %165

165:                                              ; preds = %163
  %166 = lshr i32 %141, 3
  %167 = zext nneg i32 %166 to i64
  %168 = sub nsw i64 0, %167
  %169 = getelementptr inbounds i8, ptr %135, i64 %168
  %170 = icmp ult ptr %169, %3
  %171 = trunc i64 %132 to i32
  %172 = select i1 %170, i32 %171, i32 %166
  %173 = zext i32 %172 to i64
  %174 = sub nsw i64 0, %173
  %175 = getelementptr inbounds i8, ptr %135, i64 %174
  store ptr %175, ptr %152, align 8, !tbaa !70
  %176 = shl i32 %172, 3
  %177 = sub i32 %141, %176
  store i32 %177, ptr %140, align 8, !tbaa !75
  %178 = load i64, ptr %175, align 1, !tbaa !43
  store i64 %178, ptr %15, align 8, !tbaa !71
  br label %179

179:                                              ; preds = %165, %163, %156, %153
  %180 = phi ptr [ @BIT_reloadDStream.zeroFilled, %153 ], [ %160, %156 ], [ %3, %163 ], [ %175, %165 ]
  %181 = phi i32 [ %141, %153 ], [ %161, %156 ], [ %141, %163 ], [ %177, %165 ]
  %182 = phi i64 [ %134, %153 ], [ %162, %156 ], [ %134, %163 ], [ %178, %165 ]
  %183 = getelementptr inbounds i8, ptr %137, i64 8
  %184 = getelementptr inbounds i8, ptr %15, i64 48
  store ptr %183, ptr %184, align 8, !tbaa !76
  %185 = getelementptr inbounds i8, ptr %15, i64 56
  %186 = getelementptr inbounds i8, ptr %0, i64 16
  %187 = load ptr, ptr %186, align 8, !tbaa !61
  %188 = getelementptr inbounds i8, ptr %187, i64 4
  %189 = load i32, ptr %188, align 4, !tbaa !62
  %190 = add i32 %189, %181
  %191 = sub i32 0, %190
  %192 = and i32 %191, 63
  %193 = zext nneg i32 %192 to i64
  %194 = lshr i64 %182, %193
  %195 = zext i32 %189 to i64
  %196 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !28
  %198 = zext i32 %197 to i64
  %199 = and i64 %194, %198
  store i64 %199, ptr %185, align 8, !tbaa !73
  %200 = icmp ugt i32 %190, 64
  br i1 %200, label %201, label %202, !prof !50

201:                                              ; preds = %179
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70
  br label %230

202:                                              ; preds = %179
  %203 = icmp ult ptr %180, %57
  br i1 %203, label %211, label %204

204:                                              ; preds = %202
  %205 = lshr i32 %190, 3
  %206 = zext nneg i32 %205 to i64
  %207 = sub nsw i64 0, %206
  %208 = getelementptr inbounds i8, ptr %180, i64 %207
  store ptr %208, ptr %152, align 8, !tbaa !70
  %209 = and i32 %190, 7
  %210 = load i64, ptr %208, align 1, !tbaa !43
  store i64 %210, ptr %15, align 8, !tbaa !71
  br label %230

211:                                              ; preds = %202
  %212 = icmp eq ptr %180, %3
  br i1 %212, label %230, label %213

213:                                              ; preds = %211
  %214 = lshr i32 %190, 3
  %215 = zext nneg i32 %214 to i64
  %216 = sub nsw i64 0, %215
  %217 = getelementptr inbounds i8, ptr %180, i64 %216
  %218 = icmp ult ptr %217, %3
  %219 = ptrtoint ptr %180 to i64
  %220 = ptrtoint ptr %3 to i64
  %221 = sub i64 %219, %220
  %222 = trunc i64 %221 to i32
  %223 = select i1 %218, i32 %222, i32 %214
  %224 = zext i32 %223 to i64
  %225 = sub nsw i64 0, %224
  %226 = getelementptr inbounds i8, ptr %180, i64 %225
  store ptr %226, ptr %152, align 8, !tbaa !70
  %227 = shl i32 %223, 3
  %228 = sub i32 %190, %227
  %229 = load i64, ptr %226, align 1, !tbaa !43
  store i64 %229, ptr %15, align 8, !tbaa !71
  br label %230

230:                                              ; preds = %213, %211, %204, %201
  %231 = phi ptr [ @BIT_reloadDStream.zeroFilled, %201 ], [ %208, %204 ], [ %180, %211 ], [ %226, %213 ]
  %232 = phi i32 [ %190, %201 ], [ %209, %204 ], [ %190, %211 ], [ %228, %213 ]
  %233 = phi i64 [ %182, %201 ], [ %210, %204 ], [ %182, %211 ], [ %229, %213 ]
  %234 = getelementptr inbounds i8, ptr %187, i64 8
  %235 = getelementptr inbounds i8, ptr %15, i64 64
  store ptr %234, ptr %235, align 8, !tbaa !76
  %236 = getelementptr inbounds i8, ptr %15, i64 72
  %237 = getelementptr inbounds i8, ptr %0, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !77
  %239 = getelementptr inbounds i8, ptr %238, i64 4
  %240 = load i32, ptr %239, align 4, !tbaa !62
  %241 = add i32 %240, %232
  %242 = sub i32 0, %241
  %243 = and i32 %242, 63
  %244 = zext nneg i32 %243 to i64
  %245 = lshr i64 %233, %244
  %246 = zext i32 %240 to i64
  %247 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !28
  %249 = zext i32 %248 to i64
  %250 = and i64 %245, %249
  store i32 %241, ptr %140, align 8, !tbaa !75
  store i64 %250, ptr %236, align 8, !tbaa !73
  %251 = icmp ugt i32 %241, 64
  br i1 %251, label %252, label %253, !prof !50

252:                                              ; preds = %230
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70
  br label %281

253:                                              ; preds = %230
  %254 = icmp ult ptr %231, %57
  br i1 %254, label %262, label %255

255:                                              ; preds = %253
  %256 = lshr i32 %241, 3
  %257 = zext nneg i32 %256 to i64
  %258 = sub nsw i64 0, %257
  %259 = getelementptr inbounds i8, ptr %231, i64 %258
  store ptr %259, ptr %152, align 8, !tbaa !70
  %260 = and i32 %241, 7
  store i32 %260, ptr %140, align 8, !tbaa !75
  %261 = load i64, ptr %259, align 1, !tbaa !43
  store i64 %261, ptr %15, align 8, !tbaa !71
  br label %281

262:                                              ; preds = %253
  %263 = icmp eq ptr %231, %3
  br i1 %263, label %281, label %264

264:                                              ; preds = %262
  %265 = lshr i32 %241, 3
  %266 = zext nneg i32 %265 to i64
  %267 = sub nsw i64 0, %266
  %268 = getelementptr inbounds i8, ptr %231, i64 %267
  %269 = icmp ult ptr %268, %3
  %270 = ptrtoint ptr %231 to i64
  %271 = ptrtoint ptr %3 to i64
  %272 = sub i64 %270, %271
  %273 = trunc i64 %272 to i32
  %274 = select i1 %269, i32 %273, i32 %265
  %275 = zext i32 %274 to i64
  %276 = sub nsw i64 0, %275
  %277 = getelementptr inbounds i8, ptr %231, i64 %276
  store ptr %277, ptr %152, align 8, !tbaa !70
  %278 = shl i32 %274, 3
  %279 = sub i32 %241, %278
  store i32 %279, ptr %140, align 8, !tbaa !75
  %280 = load i64, ptr %277, align 1, !tbaa !43
  store i64 %280, ptr %15, align 8, !tbaa !71
  br label %281

281:                                              ; preds = %264, %262, %255, %252
  %282 = phi i64 [ %233, %252 ], [ %261, %255 ], [ %233, %262 ], [ %280, %264 ]
  %283 = phi i32 [ %241, %252 ], [ %260, %255 ], [ %241, %262 ], [ %279, %264 ]
  %284 = phi ptr [ @BIT_reloadDStream.zeroFilled, %252 ], [ %259, %255 ], [ %231, %262 ], [ %277, %264 ]
  %285 = getelementptr inbounds i8, ptr %238, i64 8
  %286 = getelementptr inbounds i8, ptr %15, i64 80
  store ptr %285, ptr %286, align 8, !tbaa !76
  %287 = icmp sgt i32 %5, 0
  br i1 %287, label %288, label %294

288:                                              ; preds = %281
  %289 = add nsw i32 %5, -1
  %290 = ptrtoint ptr %3 to i64
  %291 = zext nneg i32 %289 to i64
  %292 = zext nneg i32 %51 to i64
  %293 = extractelement <2 x i64> %50, i64 0
  br label %314

294:                                              ; preds = %539, %281
  %295 = phi i32 [ %283, %281 ], [ %541, %539 ]
  %296 = phi ptr [ %284, %281 ], [ %540, %539 ]
  %297 = phi i64 [ %53, %281 ], [ %553, %539 ]
  %298 = phi i32 [ 0, %281 ], [ %51, %539 ]
  %299 = icmp slt i32 %298, %5
  br i1 %299, label %300, label %1419

300:                                              ; preds = %294
  %301 = add nsw i32 %5, -1
  %302 = getelementptr inbounds i8, ptr %26, i64 -32
  %303 = ptrtoint ptr %34 to i64
  %304 = getelementptr inbounds i8, ptr %11, i64 8
  %305 = getelementptr inbounds i8, ptr %11, i64 16
  %306 = getelementptr inbounds i8, ptr %8, i64 8
  %307 = getelementptr inbounds i8, ptr %8, i64 16
  %308 = ptrtoint ptr %26 to i64
  %309 = getelementptr i8, ptr %0, i64 30372
  %310 = getelementptr inbounds i8, ptr %0, i64 95908
  %311 = getelementptr inbounds i8, ptr %0, i64 30388
  %312 = getelementptr inbounds i8, ptr %12, i64 8
  %313 = getelementptr inbounds i8, ptr %12, i64 16
  br label %559

314:                                              ; preds = %539, %288
  %315 = phi i64 [ 0, %288 ], [ %557, %539 ]
  %316 = phi i64 [ %293, %288 ], [ %407, %539 ]
  %317 = phi i64 [ %44, %288 ], [ %408, %539 ]
  %318 = phi i64 [ %53, %288 ], [ %553, %539 ]
  %319 = phi i64 [ %150, %288 ], [ %545, %539 ]
  %320 = phi i64 [ %250, %288 ], [ %544, %539 ]
  %321 = phi i64 [ %199, %288 ], [ %543, %539 ]
  %322 = phi i64 [ %282, %288 ], [ %542, %539 ]
  %323 = phi i32 [ %283, %288 ], [ %541, %539 ]
  %324 = phi ptr [ %284, %288 ], [ %540, %539 ]
  %325 = icmp eq i64 %315, %291
  %326 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %183, i64 %319
  %327 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %285, i64 %320
  %328 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %234, i64 %321
  %329 = getelementptr inbounds i8, ptr %327, i64 4
  %330 = load i32, ptr %329, align 4, !tbaa !40, !noalias !78
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %326, i64 4
  %333 = load i32, ptr %332, align 4, !tbaa !40, !noalias !78
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds i8, ptr %328, i64 4
  %336 = load i32, ptr %335, align 4, !tbaa !40, !noalias !78
  %337 = getelementptr inbounds i8, ptr %326, i64 2
  %338 = load i8, ptr %337, align 2, !tbaa !56, !noalias !78
  %339 = getelementptr inbounds i8, ptr %327, i64 2
  %340 = load i8, ptr %339, align 2, !tbaa !56, !noalias !78
  %341 = getelementptr inbounds i8, ptr %328, i64 2
  %342 = load i8, ptr %341, align 2, !tbaa !56, !noalias !78
  %343 = zext i8 %338 to i32
  %344 = zext i8 %340 to i32
  %345 = add i8 %340, %338
  %346 = add i8 %345, %342
  %347 = load i16, ptr %326, align 4, !tbaa !55, !noalias !78
  %348 = load i16, ptr %327, align 4, !tbaa !55, !noalias !78
  %349 = load i16, ptr %328, align 4, !tbaa !55, !noalias !78
  %350 = getelementptr inbounds i8, ptr %326, i64 3
  %351 = load i8, ptr %350, align 1, !tbaa !54, !noalias !78
  %352 = zext i8 %351 to i32
  %353 = getelementptr inbounds i8, ptr %327, i64 3
  %354 = load i8, ptr %353, align 1, !tbaa !54, !noalias !78
  %355 = zext i8 %354 to i32
  %356 = getelementptr inbounds i8, ptr %328, i64 3
  %357 = load i8, ptr %356, align 1, !tbaa !54, !noalias !78
  %358 = zext i8 %357 to i32
  %359 = icmp ugt i8 %342, 1
  br i1 %359, label %360, label %372

360:                                              ; preds = %314
  %361 = zext i8 %342 to i32
  %362 = and i32 %323, 63
  %363 = zext nneg i32 %362 to i64
  %364 = shl i64 %322, %363
  %365 = sub nsw i32 0, %361
  %366 = and i32 %365, 63
  %367 = zext nneg i32 %366 to i64
  %368 = lshr i64 %364, %367
  %369 = add i32 %323, %361
  store i32 %369, ptr %140, align 8, !tbaa !75, !noalias !78
  %370 = zext i32 %336 to i64
  %371 = add i64 %368, %370
  store i64 %316, ptr %48, align 8, !tbaa !43, !noalias !78
  br label %406

372:                                              ; preds = %314
  %373 = icmp eq i32 %333, 0
  %374 = icmp eq i8 %342, 0
  br i1 %374, label %375, label %383, !prof !81

375:                                              ; preds = %372
  %376 = zext i1 %373 to i64
  %377 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %376
  %378 = load i64, ptr %377, align 8, !tbaa !43, !noalias !78
  %379 = xor i1 %373, true
  %380 = zext i1 %379 to i64
  %381 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %380
  %382 = load i64, ptr %381, align 8, !tbaa !43, !noalias !78
  br label %406

383:                                              ; preds = %372
  %384 = zext i1 %373 to i32
  %385 = add i32 %336, %384
  %386 = zext i32 %385 to i64
  %387 = and i32 %323, 63
  %388 = zext nneg i32 %387 to i64
  %389 = shl i64 %322, %388
  %390 = lshr i64 %389, 63
  %391 = add i32 %323, 1
  store i32 %391, ptr %140, align 8, !tbaa !75, !noalias !78
  %392 = add nuw nsw i64 %390, %386
  %393 = icmp eq i64 %392, 3
  br i1 %393, label %394, label %398

394:                                              ; preds = %383
  %395 = add i64 %317, -1
  %396 = icmp eq i64 %395, 0
  %397 = select i1 %396, i64 -1, i64 %395
  br label %404

398:                                              ; preds = %383
  %399 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %392
  %400 = load i64, ptr %399, align 8, !tbaa !43, !noalias !78
  %401 = icmp eq i64 %400, 0
  %402 = select i1 %401, i64 -1, i64 %400
  %403 = icmp eq i64 %392, 1
  br i1 %403, label %406, label %404

404:                                              ; preds = %398, %394
  %405 = phi i64 [ %397, %394 ], [ %402, %398 ]
  store i64 %316, ptr %48, align 8, !tbaa !43, !noalias !78
  br label %406

406:                                              ; preds = %404, %398, %375, %360
  %407 = phi i64 [ %382, %375 ], [ %317, %360 ], [ %317, %404 ], [ %317, %398 ]
  %408 = phi i64 [ %378, %375 ], [ %371, %360 ], [ %405, %404 ], [ %402, %398 ]
  %409 = phi i32 [ %323, %375 ], [ %369, %360 ], [ %391, %404 ], [ %391, %398 ]
  store i64 %407, ptr %46, align 8, !tbaa !43, !noalias !78
  store i64 %408, ptr %42, align 8, !tbaa !43, !noalias !78
  %410 = icmp eq i8 %340, 0
  br i1 %410, label %421, label %411

411:                                              ; preds = %406
  %412 = and i32 %409, 63
  %413 = zext nneg i32 %412 to i64
  %414 = shl i64 %322, %413
  %415 = sub nsw i32 0, %344
  %416 = and i32 %415, 63
  %417 = zext nneg i32 %416 to i64
  %418 = lshr i64 %414, %417
  %419 = add i32 %409, %344
  store i32 %419, ptr %140, align 8, !tbaa !75, !noalias !78
  %420 = add i64 %418, %331
  br label %421

421:                                              ; preds = %411, %406
  %422 = phi i32 [ %409, %406 ], [ %419, %411 ]
  %423 = phi i64 [ %331, %406 ], [ %420, %411 ]
  %424 = icmp ugt i8 %346, 30
  br i1 %424, label %425, label %455, !prof !50

425:                                              ; preds = %421
  %426 = icmp ugt i32 %422, 64
  br i1 %426, label %427, label %428, !prof !50

427:                                              ; preds = %425
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70, !noalias !78
  br label %455

428:                                              ; preds = %425
  %429 = icmp ult ptr %324, %57
  br i1 %429, label %437, label %430

430:                                              ; preds = %428
  %431 = lshr i32 %422, 3
  %432 = zext nneg i32 %431 to i64
  %433 = sub nsw i64 0, %432
  %434 = getelementptr inbounds i8, ptr %324, i64 %433
  store ptr %434, ptr %152, align 8, !tbaa !70, !noalias !78
  %435 = and i32 %422, 7
  store i32 %435, ptr %140, align 8, !tbaa !75, !noalias !78
  %436 = load i64, ptr %434, align 1, !tbaa !43, !noalias !78
  store i64 %436, ptr %15, align 8, !tbaa !71, !noalias !78
  br label %455

437:                                              ; preds = %428
  %438 = icmp eq ptr %324, %3
  br i1 %438, label %455, label %439

439:                                              ; preds = %437
  %440 = lshr i32 %422, 3
  %441 = zext nneg i32 %440 to i64
  %442 = sub nsw i64 0, %441
  %443 = getelementptr inbounds i8, ptr %324, i64 %442
  %444 = icmp ult ptr %443, %3
  %445 = ptrtoint ptr %324 to i64
  %446 = sub i64 %445, %290
  %447 = trunc i64 %446 to i32
  %448 = select i1 %444, i32 %447, i32 %440
  %449 = zext i32 %448 to i64
  %450 = sub nsw i64 0, %449
  %451 = getelementptr inbounds i8, ptr %324, i64 %450
  store ptr %451, ptr %152, align 8, !tbaa !70, !noalias !78
  %452 = shl i32 %448, 3
  %453 = sub i32 %422, %452
  store i32 %453, ptr %140, align 8, !tbaa !75, !noalias !78
  %454 = load i64, ptr %451, align 1, !tbaa !43, !noalias !78
  store i64 %454, ptr %15, align 8, !tbaa !71, !noalias !78
  br label %455

455:                                              ; preds = %439, %437, %430, %427, %421
  %456 = phi ptr [ %324, %437 ], [ %451, %439 ], [ %434, %430 ], [ @BIT_reloadDStream.zeroFilled, %427 ], [ %324, %421 ]
  %457 = phi i32 [ %422, %437 ], [ %453, %439 ], [ %435, %430 ], [ %422, %427 ], [ %422, %421 ]
  %458 = phi i64 [ %322, %437 ], [ %454, %439 ], [ %436, %430 ], [ %322, %427 ], [ %322, %421 ]
  %459 = icmp eq i8 %338, 0
  br i1 %459, label %470, label %460

460:                                              ; preds = %455
  %461 = and i32 %457, 63
  %462 = zext nneg i32 %461 to i64
  %463 = shl i64 %458, %462
  %464 = sub nsw i32 0, %343
  %465 = and i32 %464, 63
  %466 = zext nneg i32 %465 to i64
  %467 = lshr i64 %463, %466
  %468 = add i32 %457, %343
  store i32 %468, ptr %140, align 8, !tbaa !75, !noalias !78
  %469 = add i64 %467, %334
  br label %470

470:                                              ; preds = %460, %455
  %471 = phi i32 [ %457, %455 ], [ %468, %460 ]
  %472 = phi i64 [ %334, %455 ], [ %469, %460 ]
  br i1 %325, label %539, label %473

473:                                              ; preds = %470
  %474 = add i32 %471, %352
  %475 = sub i32 0, %474
  %476 = and i32 %475, 63
  %477 = zext nneg i32 %476 to i64
  %478 = lshr i64 %458, %477
  %479 = zext i8 %351 to i64
  %480 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %479
  %481 = load i32, ptr %480, align 4, !tbaa !28, !noalias !78
  %482 = zext i32 %481 to i64
  %483 = and i64 %478, %482
  %484 = zext i16 %347 to i64
  %485 = add nuw nsw i64 %483, %484
  store i64 %485, ptr %136, align 8, !tbaa !73, !noalias !78
  %486 = add i32 %474, %355
  %487 = sub i32 0, %486
  %488 = and i32 %487, 63
  %489 = zext nneg i32 %488 to i64
  %490 = lshr i64 %458, %489
  %491 = zext i8 %354 to i64
  %492 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %491
  %493 = load i32, ptr %492, align 4, !tbaa !28, !noalias !78
  %494 = zext i32 %493 to i64
  %495 = and i64 %490, %494
  %496 = zext i16 %348 to i64
  %497 = add nuw nsw i64 %495, %496
  store i64 %497, ptr %236, align 8, !tbaa !73, !noalias !78
  %498 = add i32 %486, %358
  %499 = sub i32 0, %498
  %500 = and i32 %499, 63
  %501 = zext nneg i32 %500 to i64
  %502 = lshr i64 %458, %501
  %503 = zext i8 %357 to i64
  %504 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %503
  %505 = load i32, ptr %504, align 4, !tbaa !28, !noalias !78
  %506 = zext i32 %505 to i64
  %507 = and i64 %502, %506
  store i32 %498, ptr %140, align 8, !tbaa !75, !noalias !78
  %508 = zext i16 %349 to i64
  %509 = add nuw nsw i64 %507, %508
  store i64 %509, ptr %185, align 8, !tbaa !73, !noalias !78
  %510 = icmp ugt i32 %498, 64
  br i1 %510, label %511, label %512, !prof !50

511:                                              ; preds = %473
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70, !noalias !78
  br label %539

512:                                              ; preds = %473
  %513 = icmp ult ptr %456, %57
  br i1 %513, label %521, label %514

514:                                              ; preds = %512
  %515 = lshr i32 %498, 3
  %516 = zext nneg i32 %515 to i64
  %517 = sub nsw i64 0, %516
  %518 = getelementptr inbounds i8, ptr %456, i64 %517
  store ptr %518, ptr %152, align 8, !tbaa !70, !noalias !78
  %519 = and i32 %498, 7
  store i32 %519, ptr %140, align 8, !tbaa !75, !noalias !78
  %520 = load i64, ptr %518, align 1, !tbaa !43, !noalias !78
  store i64 %520, ptr %15, align 8, !tbaa !71, !noalias !78
  br label %539

521:                                              ; preds = %512
  %522 = icmp eq ptr %456, %3
  br i1 %522, label %539, label %523

523:                                              ; preds = %521
  %524 = lshr i32 %498, 3
  %525 = zext nneg i32 %524 to i64
  %526 = sub nsw i64 0, %525
  %527 = getelementptr inbounds i8, ptr %456, i64 %526
  %528 = icmp ult ptr %527, %3
  %529 = ptrtoint ptr %456 to i64
  %530 = sub i64 %529, %290
  %531 = trunc i64 %530 to i32
  %532 = select i1 %528, i32 %531, i32 %524
  %533 = zext i32 %532 to i64
  %534 = sub nsw i64 0, %533
  %535 = getelementptr inbounds i8, ptr %456, i64 %534
  store ptr %535, ptr %152, align 8, !tbaa !70, !noalias !78
  %536 = shl i32 %532, 3
  %537 = sub i32 %498, %536
  store i32 %537, ptr %140, align 8, !tbaa !75, !noalias !78
  %538 = load i64, ptr %535, align 1, !tbaa !43, !noalias !78
  store i64 %538, ptr %15, align 8, !tbaa !71, !noalias !78
  br label %539

539:                                              ; preds = %523, %521, %514, %511, %470
  %540 = phi ptr [ %456, %521 ], [ %535, %523 ], [ %518, %514 ], [ @BIT_reloadDStream.zeroFilled, %511 ], [ %456, %470 ]
  %541 = phi i32 [ %498, %521 ], [ %537, %523 ], [ %519, %514 ], [ %498, %511 ], [ %471, %470 ]
  %542 = phi i64 [ %458, %521 ], [ %538, %523 ], [ %520, %514 ], [ %458, %511 ], [ %458, %470 ]
  %543 = phi i64 [ %509, %521 ], [ %509, %523 ], [ %509, %514 ], [ %509, %511 ], [ %321, %470 ]
  %544 = phi i64 [ %497, %521 ], [ %497, %523 ], [ %497, %514 ], [ %497, %511 ], [ %320, %470 ]
  %545 = phi i64 [ %485, %521 ], [ %485, %523 ], [ %485, %514 ], [ %485, %511 ], [ %319, %470 ]
  %546 = add i64 %472, %318
  %547 = icmp ugt i64 %408, %546
  %548 = select i1 %547, ptr %36, ptr %32
  %549 = getelementptr inbounds i8, ptr %548, i64 %546
  %550 = sub i64 0, %408
  %551 = getelementptr inbounds i8, ptr %549, i64 %550
  tail call void @llvm.prefetch.p0(ptr %551, i32 0, i32 3, i32 1)
  %552 = getelementptr inbounds i8, ptr %551, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %552, i32 0, i32 3, i32 1)
  %553 = add i64 %546, %423
  %554 = getelementptr inbounds [8 x %struct.seq_t], ptr %14, i64 0, i64 %315
  store i64 %472, ptr %554, align 8, !tbaa !43
  %555 = getelementptr inbounds i8, ptr %554, i64 8
  store i64 %423, ptr %555, align 8, !tbaa !43
  %556 = getelementptr inbounds i8, ptr %554, i64 16
  store i64 %408, ptr %556, align 8, !tbaa !43
  %557 = add nuw nsw i64 %315, 1
  %558 = icmp eq i64 %557, %292
  br i1 %558, label %294, label %314, !llvm.loop !82

559:                                              ; preds = %1408, %300
  %560 = phi ptr [ %1, %300 ], [ %1411, %1408 ]
  %561 = phi ptr [ %30, %300 ], [ %1410, %1408 ]
  %562 = phi i32 [ %298, %300 ], [ %1413, %1408 ]
  %563 = phi i64 [ %297, %300 ], [ %1412, %1408 ]
  %564 = icmp eq i32 %562, %301
  %565 = load ptr, ptr %184, align 8, !tbaa !83, !noalias !85
  %566 = load i64, ptr %136, align 8, !tbaa !88, !noalias !85
  %567 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %565, i64 %566
  %568 = load ptr, ptr %286, align 8, !tbaa !89, !noalias !85
  %569 = load i64, ptr %236, align 8, !tbaa !90, !noalias !85
  %570 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %568, i64 %569
  %571 = load ptr, ptr %235, align 8, !tbaa !91, !noalias !85
  %572 = load i64, ptr %185, align 8, !tbaa !92, !noalias !85
  %573 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %571, i64 %572
  %574 = getelementptr inbounds i8, ptr %570, i64 4
  %575 = load i32, ptr %574, align 4, !tbaa !40, !noalias !85
  %576 = zext i32 %575 to i64
  %577 = getelementptr inbounds i8, ptr %567, i64 4
  %578 = load i32, ptr %577, align 4, !tbaa !40, !noalias !85
  %579 = zext i32 %578 to i64
  %580 = getelementptr inbounds i8, ptr %573, i64 4
  %581 = load i32, ptr %580, align 4, !tbaa !40, !noalias !85
  %582 = getelementptr inbounds i8, ptr %567, i64 2
  %583 = load i8, ptr %582, align 2, !tbaa !56, !noalias !85
  %584 = getelementptr inbounds i8, ptr %570, i64 2
  %585 = load i8, ptr %584, align 2, !tbaa !56, !noalias !85
  %586 = getelementptr inbounds i8, ptr %573, i64 2
  %587 = load i8, ptr %586, align 2, !tbaa !56, !noalias !85
  %588 = zext i8 %583 to i32
  %589 = zext i8 %585 to i32
  %590 = add i8 %585, %583
  %591 = add i8 %590, %587
  %592 = load i16, ptr %567, align 4, !tbaa !55, !noalias !85
  %593 = load i16, ptr %570, align 4, !tbaa !55, !noalias !85
  %594 = load i16, ptr %573, align 4, !tbaa !55, !noalias !85
  %595 = getelementptr inbounds i8, ptr %567, i64 3
  %596 = load i8, ptr %595, align 1, !tbaa !54, !noalias !85
  %597 = zext i8 %596 to i32
  %598 = getelementptr inbounds i8, ptr %570, i64 3
  %599 = load i8, ptr %598, align 1, !tbaa !54, !noalias !85
  %600 = zext i8 %599 to i32
  %601 = getelementptr inbounds i8, ptr %573, i64 3
  %602 = load i8, ptr %601, align 1, !tbaa !54, !noalias !85
  %603 = zext i8 %602 to i32
  %604 = icmp ugt i8 %587, 1
  br i1 %604, label %605, label %620

605:                                              ; preds = %559
  %606 = zext i8 %587 to i32
  %607 = load i64, ptr %15, align 8, !tbaa !71, !noalias !85
  %608 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %609 = and i32 %608, 63
  %610 = zext nneg i32 %609 to i64
  %611 = shl i64 %607, %610
  %612 = sub nsw i32 0, %606
  %613 = and i32 %612, 63
  %614 = zext nneg i32 %613 to i64
  %615 = lshr i64 %611, %614
  %616 = add i32 %608, %606
  store i32 %616, ptr %140, align 8, !tbaa !75, !noalias !85
  %617 = zext i32 %581 to i64
  %618 = add i64 %615, %617
  %619 = load i64, ptr %46, align 8, !tbaa !43, !noalias !85
  store i64 %619, ptr %48, align 8, !tbaa !43, !noalias !85
  br label %657

620:                                              ; preds = %559
  %621 = icmp eq i32 %578, 0
  %622 = icmp eq i8 %587, 0
  br i1 %622, label %623, label %630, !prof !81

623:                                              ; preds = %620
  %624 = zext i1 %621 to i64
  %625 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %624
  %626 = load i64, ptr %625, align 8, !tbaa !43, !noalias !85
  %627 = xor i1 %621, true
  %628 = zext i1 %627 to i64
  %629 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %628
  br label %657

630:                                              ; preds = %620
  %631 = zext i1 %621 to i32
  %632 = add i32 %581, %631
  %633 = zext i32 %632 to i64
  %634 = load i64, ptr %15, align 8, !tbaa !71, !noalias !85
  %635 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %636 = and i32 %635, 63
  %637 = zext nneg i32 %636 to i64
  %638 = shl i64 %634, %637
  %639 = lshr i64 %638, 63
  %640 = add i32 %635, 1
  store i32 %640, ptr %140, align 8, !tbaa !75, !noalias !85
  %641 = add nuw nsw i64 %639, %633
  %642 = icmp eq i64 %641, 3
  br i1 %642, label %643, label %648

643:                                              ; preds = %630
  %644 = load i64, ptr %42, align 8, !tbaa !43, !noalias !85
  %645 = add i64 %644, -1
  %646 = icmp eq i64 %645, 0
  %647 = select i1 %646, i64 -1, i64 %645
  br label %654

648:                                              ; preds = %630
  %649 = getelementptr inbounds [3 x i64], ptr %42, i64 0, i64 %641
  %650 = load i64, ptr %649, align 8, !tbaa !43, !noalias !85
  %651 = icmp eq i64 %650, 0
  %652 = select i1 %651, i64 -1, i64 %650
  %653 = icmp eq i64 %641, 1
  br i1 %653, label %657, label %654

654:                                              ; preds = %648, %643
  %655 = phi i64 [ %647, %643 ], [ %652, %648 ]
  %656 = load i64, ptr %46, align 8, !tbaa !43, !noalias !85
  store i64 %656, ptr %48, align 8, !tbaa !43, !noalias !85
  br label %657

657:                                              ; preds = %654, %648, %623, %605
  %658 = phi ptr [ %629, %623 ], [ %42, %605 ], [ %42, %654 ], [ %42, %648 ]
  %659 = phi i64 [ %626, %623 ], [ %618, %605 ], [ %655, %654 ], [ %652, %648 ]
  %660 = load i64, ptr %658, align 8, !tbaa !43, !noalias !85
  store i64 %660, ptr %46, align 8, !tbaa !43, !noalias !85
  store i64 %659, ptr %42, align 8, !tbaa !43, !noalias !85
  %661 = icmp eq i8 %585, 0
  br i1 %661, label %674, label %662

662:                                              ; preds = %657
  %663 = load i64, ptr %15, align 8, !tbaa !71, !noalias !85
  %664 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %665 = and i32 %664, 63
  %666 = zext nneg i32 %665 to i64
  %667 = shl i64 %663, %666
  %668 = sub nsw i32 0, %589
  %669 = and i32 %668, 63
  %670 = zext nneg i32 %669 to i64
  %671 = lshr i64 %667, %670
  %672 = add i32 %664, %589
  store i32 %672, ptr %140, align 8, !tbaa !75, !noalias !85
  %673 = add i64 %671, %576
  br label %674

674:                                              ; preds = %662, %657
  %675 = phi i64 [ %576, %657 ], [ %673, %662 ]
  %676 = icmp ugt i8 %591, 30
  br i1 %676, label %677, label %712, !prof !50

677:                                              ; preds = %674
  %678 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %679 = icmp ugt i32 %678, 64
  br i1 %679, label %680, label %681, !prof !50

680:                                              ; preds = %677
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70, !noalias !85
  br label %712

681:                                              ; preds = %677
  %682 = load ptr, ptr %152, align 8, !tbaa !70, !noalias !85
  %683 = load ptr, ptr %58, align 8, !tbaa !69, !noalias !85
  %684 = icmp ult ptr %682, %683
  br i1 %684, label %692, label %685

685:                                              ; preds = %681
  %686 = lshr i32 %678, 3
  %687 = zext nneg i32 %686 to i64
  %688 = sub nsw i64 0, %687
  %689 = getelementptr inbounds i8, ptr %682, i64 %688
  store ptr %689, ptr %152, align 8, !tbaa !70, !noalias !85
  %690 = and i32 %678, 7
  store i32 %690, ptr %140, align 8, !tbaa !75, !noalias !85
  %691 = load i64, ptr %689, align 1, !tbaa !43, !noalias !85
  store i64 %691, ptr %15, align 8, !tbaa !71, !noalias !85
  br label %712

692:                                              ; preds = %681
  %693 = load ptr, ptr %56, align 8, !tbaa !67, !noalias !85
  %694 = icmp eq ptr %682, %693
  br i1 %694, label %712, label %695

695:                                              ; preds = %692
  %696 = lshr i32 %678, 3
  %697 = zext nneg i32 %696 to i64
  %698 = sub nsw i64 0, %697
  %699 = getelementptr inbounds i8, ptr %682, i64 %698
  %700 = icmp ult ptr %699, %693
  %701 = ptrtoint ptr %682 to i64
  %702 = ptrtoint ptr %693 to i64
  %703 = sub i64 %701, %702
  %704 = trunc i64 %703 to i32
  %705 = select i1 %700, i32 %704, i32 %696
  %706 = zext i32 %705 to i64
  %707 = sub nsw i64 0, %706
  %708 = getelementptr inbounds i8, ptr %682, i64 %707
  store ptr %708, ptr %152, align 8, !tbaa !70, !noalias !85
  %709 = shl i32 %705, 3
  %710 = sub i32 %678, %709
  store i32 %710, ptr %140, align 8, !tbaa !75, !noalias !85
  %711 = load i64, ptr %708, align 1, !tbaa !43, !noalias !85
  store i64 %711, ptr %15, align 8, !tbaa !71, !noalias !85
  br label %712

712:                                              ; preds = %695, %692, %685, %680, %674
  %713 = icmp eq i8 %583, 0
  br i1 %713, label %726, label %714

714:                                              ; preds = %712
  %715 = load i64, ptr %15, align 8, !tbaa !71, !noalias !85
  %716 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %717 = and i32 %716, 63
  %718 = zext nneg i32 %717 to i64
  %719 = shl i64 %715, %718
  %720 = sub nsw i32 0, %588
  %721 = and i32 %720, 63
  %722 = zext nneg i32 %721 to i64
  %723 = lshr i64 %719, %722
  %724 = add i32 %716, %588
  store i32 %724, ptr %140, align 8, !tbaa !75, !noalias !85
  %725 = add i64 %723, %579
  br label %726

726:                                              ; preds = %714, %712
  %727 = phi i64 [ %579, %712 ], [ %725, %714 ]
  br i1 %564, label %800, label %728

728:                                              ; preds = %726
  %729 = load i64, ptr %15, align 8, !tbaa !71, !noalias !85
  %730 = load i32, ptr %140, align 8, !tbaa !75, !noalias !85
  %731 = add i32 %730, %597
  %732 = sub i32 0, %731
  %733 = and i32 %732, 63
  %734 = zext nneg i32 %733 to i64
  %735 = lshr i64 %729, %734
  %736 = zext i8 %596 to i64
  %737 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %736
  %738 = load i32, ptr %737, align 4, !tbaa !28, !noalias !85
  %739 = zext i32 %738 to i64
  %740 = and i64 %735, %739
  %741 = zext i16 %592 to i64
  %742 = add nuw nsw i64 %740, %741
  store i64 %742, ptr %136, align 8, !tbaa !73, !noalias !85
  %743 = add i32 %731, %600
  %744 = sub i32 0, %743
  %745 = and i32 %744, 63
  %746 = zext nneg i32 %745 to i64
  %747 = lshr i64 %729, %746
  %748 = zext i8 %599 to i64
  %749 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %748
  %750 = load i32, ptr %749, align 4, !tbaa !28, !noalias !85
  %751 = zext i32 %750 to i64
  %752 = and i64 %747, %751
  %753 = zext i16 %593 to i64
  %754 = add nuw nsw i64 %752, %753
  store i64 %754, ptr %236, align 8, !tbaa !73, !noalias !85
  %755 = add i32 %743, %603
  %756 = sub i32 0, %755
  %757 = and i32 %756, 63
  %758 = zext nneg i32 %757 to i64
  %759 = lshr i64 %729, %758
  %760 = zext i8 %602 to i64
  %761 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %760
  %762 = load i32, ptr %761, align 4, !tbaa !28, !noalias !85
  %763 = zext i32 %762 to i64
  %764 = and i64 %759, %763
  store i32 %755, ptr %140, align 8, !tbaa !75, !noalias !85
  %765 = zext i16 %594 to i64
  %766 = add nuw nsw i64 %764, %765
  store i64 %766, ptr %185, align 8, !tbaa !73, !noalias !85
  %767 = icmp ugt i32 %755, 64
  br i1 %767, label %768, label %769, !prof !50

768:                                              ; preds = %728
  store ptr @BIT_reloadDStream.zeroFilled, ptr %152, align 8, !tbaa !70, !noalias !85
  br label %800

769:                                              ; preds = %728
  %770 = load ptr, ptr %152, align 8, !tbaa !70, !noalias !85
  %771 = load ptr, ptr %58, align 8, !tbaa !69, !noalias !85
  %772 = icmp ult ptr %770, %771
  br i1 %772, label %780, label %773

773:                                              ; preds = %769
  %774 = lshr i32 %755, 3
  %775 = zext nneg i32 %774 to i64
  %776 = sub nsw i64 0, %775
  %777 = getelementptr inbounds i8, ptr %770, i64 %776
  store ptr %777, ptr %152, align 8, !tbaa !70, !noalias !85
  %778 = and i32 %755, 7
  store i32 %778, ptr %140, align 8, !tbaa !75, !noalias !85
  %779 = load i64, ptr %777, align 1, !tbaa !43, !noalias !85
  store i64 %779, ptr %15, align 8, !tbaa !71, !noalias !85
  br label %800

780:                                              ; preds = %769
  %781 = load ptr, ptr %56, align 8, !tbaa !67, !noalias !85
  %782 = icmp eq ptr %770, %781
  br i1 %782, label %800, label %783

783:                                              ; preds = %780
  %784 = lshr i32 %755, 3
  %785 = zext nneg i32 %784 to i64
  %786 = sub nsw i64 0, %785
  %787 = getelementptr inbounds i8, ptr %770, i64 %786
  %788 = icmp ult ptr %787, %781
  %789 = ptrtoint ptr %770 to i64
  %790 = ptrtoint ptr %781 to i64
  %791 = sub i64 %789, %790
  %792 = trunc i64 %791 to i32
  %793 = select i1 %788, i32 %792, i32 %784
  %794 = zext i32 %793 to i64
  %795 = sub nsw i64 0, %794
  %796 = getelementptr inbounds i8, ptr %770, i64 %795
  store ptr %796, ptr %152, align 8, !tbaa !70, !noalias !85
  %797 = shl i32 %793, 3
  %798 = sub i32 %755, %797
  store i32 %798, ptr %140, align 8, !tbaa !75, !noalias !85
  %799 = load i64, ptr %796, align 1, !tbaa !43, !noalias !85
  store i64 %799, ptr %15, align 8, !tbaa !71, !noalias !85
  br label %800

800:                                              ; preds = %783, %780, %773, %768, %726
  %801 = load i32, ptr %16, align 8, !tbaa !31
  %802 = icmp eq i32 %801, 2
  br i1 %802, label %803, label %1251

803:                                              ; preds = %800
  %804 = load ptr, ptr %13, align 8, !tbaa !37
  %805 = and i32 %562, 7
  %806 = zext nneg i32 %805 to i64
  %807 = getelementptr inbounds [8 x %struct.seq_t], ptr %14, i64 0, i64 %806
  %808 = load i64, ptr %807, align 8, !tbaa !43
  %809 = getelementptr inbounds i8, ptr %804, i64 %808
  %810 = load ptr, ptr %29, align 8, !tbaa !36
  %811 = icmp ugt ptr %809, %810
  br i1 %811, label %812, label %1116

812:                                              ; preds = %803
  %813 = ptrtoint ptr %810 to i64
  %814 = ptrtoint ptr %804 to i64
  %815 = sub i64 %813, %814
  %816 = icmp eq ptr %810, %804
  br i1 %816, label %968, label %817

817:                                              ; preds = %812
  %818 = ptrtoint ptr %560 to i64
  %819 = sub i64 %308, %818
  %820 = icmp ugt i64 %815, %819
  br i1 %820, label %2046, label %821

821:                                              ; preds = %817
  %822 = sub i64 %818, %814
  %823 = getelementptr inbounds i8, ptr %560, i64 %815
  %824 = icmp slt i64 %815, 8
  %825 = icmp sgt i64 %822, -8
  %826 = or i1 %825, %824
  br i1 %826, label %827, label %883

827:                                              ; preds = %821
  %828 = icmp sgt i64 %815, 0
  br i1 %828, label %829, label %965

829:                                              ; preds = %827
  %830 = add i64 %818, %813
  %831 = sub i64 %830, %814
  %832 = add i64 %818, 1
  %833 = tail call i64 @llvm.umax.i64(i64 %831, i64 %832)
  %834 = sub i64 %833, %818
  %835 = icmp ult i64 %834, 8
  %836 = icmp ult i64 %822, 32
  %837 = or i1 %835, %836
  br i1 %837, label %873, label %838

838:                                              ; preds = %829
  %839 = icmp ult i64 %834, 32
  br i1 %839, label %859, label %840

840:                                              ; preds = %838
  %841 = and i64 %834, -32
  br label %842

842:                                              ; preds = %842, %840
  %843 = phi i64 [ 0, %840 ], [ %850, %842 ]
  %844 = getelementptr i8, ptr %560, i64 %843
  %845 = getelementptr i8, ptr %804, i64 %843
  %846 = getelementptr i8, ptr %845, i64 16
  %847 = load <16 x i8>, ptr %845, align 1, !tbaa !10
  %848 = load <16 x i8>, ptr %846, align 1, !tbaa !10
  %849 = getelementptr i8, ptr %844, i64 16
  store <16 x i8> %847, ptr %844, align 1, !tbaa !10
  store <16 x i8> %848, ptr %849, align 1, !tbaa !10
  %850 = add nuw i64 %843, 32
  %851 = icmp eq i64 %850, %841
  br i1 %851, label %852, label %842, !llvm.loop !93

852:                                              ; preds = %842
  %853 = icmp eq i64 %834, %841
  br i1 %853, label %965, label %854

854:                                              ; preds = %852
  %855 = getelementptr i8, ptr %804, i64 %841
  %856 = getelementptr i8, ptr %560, i64 %841
  %857 = and i64 %834, 24
  %858 = icmp eq i64 %857, 0
  br i1 %858, label %873, label %859

859:                                              ; preds = %838, %854
  %860 = phi i64 [ %841, %854 ], [ 0, %838 ]
  %861 = and i64 %834, -8
  %862 = getelementptr i8, ptr %560, i64 %861
  %863 = getelementptr i8, ptr %804, i64 %861
  br label %864

864:                                              ; preds = %864, %859
  %865 = phi i64 [ %860, %859 ], [ %869, %864 ]
  %866 = getelementptr i8, ptr %560, i64 %865
  %867 = getelementptr i8, ptr %804, i64 %865
  %868 = load <8 x i8>, ptr %867, align 1, !tbaa !10
  store <8 x i8> %868, ptr %866, align 1, !tbaa !10
  %869 = add nuw i64 %865, 8
  %870 = icmp eq i64 %869, %861
  br i1 %870, label %871, label %864, !llvm.loop !94

871:                                              ; preds = %864
  %872 = icmp eq i64 %834, %861
  br i1 %872, label %965, label %873

873:                                              ; preds = %871, %829, %854
  %874 = phi ptr [ %560, %829 ], [ %856, %854 ], [ %862, %871 ]
  %875 = phi ptr [ %804, %829 ], [ %855, %854 ], [ %863, %871 ]
  br label %876

876:                                              ; preds = %873, %876
  %877 = phi ptr [ %881, %876 ], [ %874, %873 ]
  %878 = phi ptr [ %879, %876 ], [ %875, %873 ]
  %879 = getelementptr inbounds i8, ptr %878, i64 1
  %880 = load i8, ptr %878, align 1, !tbaa !10
  %881 = getelementptr inbounds i8, ptr %877, i64 1
  store i8 %880, ptr %877, align 1, !tbaa !10
  %882 = icmp ult ptr %881, %823
  br i1 %882, label %876, label %965, !llvm.loop !95

883:                                              ; preds = %821
  %884 = getelementptr inbounds i8, ptr %823, i64 -32
  %885 = icmp uge ptr %884, %560
  %886 = icmp ult i64 %822, -16
  %887 = and i1 %886, %885
  br i1 %887, label %888, label %907

888:                                              ; preds = %883
  %889 = ptrtoint ptr %884 to i64
  %890 = sub i64 %889, %818
  %891 = load <16 x i8>, ptr %804, align 1
  store <16 x i8> %891, ptr %560, align 1
  %892 = icmp slt i64 %890, 17
  br i1 %892, label %905, label %893

893:                                              ; preds = %888
  %894 = getelementptr inbounds i8, ptr %560, i64 16
  br label %895

895:                                              ; preds = %895, %893
  %896 = phi ptr [ %894, %893 ], [ %903, %895 ]
  %897 = phi ptr [ %804, %893 ], [ %901, %895 ]
  %898 = getelementptr inbounds i8, ptr %897, i64 16
  %899 = load <16 x i8>, ptr %898, align 1
  store <16 x i8> %899, ptr %896, align 1
  %900 = getelementptr inbounds i8, ptr %896, i64 16
  %901 = getelementptr inbounds i8, ptr %897, i64 32
  %902 = load <16 x i8>, ptr %901, align 1
  store <16 x i8> %902, ptr %900, align 1
  %903 = getelementptr inbounds i8, ptr %896, i64 32
  %904 = icmp ult ptr %903, %884
  br i1 %904, label %895, label %905, !llvm.loop !96

905:                                              ; preds = %895, %888
  %906 = getelementptr inbounds i8, ptr %804, i64 %890
  br label %907

907:                                              ; preds = %905, %883
  %908 = phi ptr [ %884, %905 ], [ %560, %883 ]
  %909 = phi ptr [ %906, %905 ], [ %804, %883 ]
  %910 = phi i64 [ %889, %905 ], [ %818, %883 ]
  %911 = add i64 %815, %818
  %912 = sub i64 %911, %910
  %913 = getelementptr i8, ptr %908, i64 %912
  %914 = icmp ult i64 %912, 8
  %915 = ptrtoint ptr %909 to i64
  %916 = ptrtoint ptr %908 to i64
  %917 = sub i64 %916, %915
  %918 = icmp ult i64 %917, 32
  %919 = select i1 %914, i1 true, i1 %918
  br i1 %919, label %955, label %920

920:                                              ; preds = %907
  %921 = icmp ult i64 %912, 32
  br i1 %921, label %941, label %922

922:                                              ; preds = %920
  %923 = and i64 %912, -32
  br label %924

924:                                              ; preds = %924, %922
  %925 = phi i64 [ 0, %922 ], [ %932, %924 ]
  %926 = getelementptr i8, ptr %908, i64 %925
  %927 = getelementptr i8, ptr %909, i64 %925
  %928 = getelementptr i8, ptr %927, i64 16
  %929 = load <16 x i8>, ptr %927, align 1, !tbaa !10
  %930 = load <16 x i8>, ptr %928, align 1, !tbaa !10
  %931 = getelementptr i8, ptr %926, i64 16
  store <16 x i8> %929, ptr %926, align 1, !tbaa !10
  store <16 x i8> %930, ptr %931, align 1, !tbaa !10
  %932 = add nuw i64 %925, 32
  %933 = icmp eq i64 %932, %923
  br i1 %933, label %934, label %924, !llvm.loop !97

934:                                              ; preds = %924
  %935 = icmp eq i64 %912, %923
  br i1 %935, label %965, label %936

936:                                              ; preds = %934
  %937 = getelementptr i8, ptr %909, i64 %923
  %938 = getelementptr i8, ptr %908, i64 %923
  %939 = and i64 %912, 24
  %940 = icmp eq i64 %939, 0
  br i1 %940, label %955, label %941

941:                                              ; preds = %920, %936
  %942 = phi i64 [ %923, %936 ], [ 0, %920 ]
  %943 = and i64 %912, -8
  %944 = getelementptr i8, ptr %908, i64 %943
  %945 = getelementptr i8, ptr %909, i64 %943
  br label %946

946:                                              ; preds = %946, %941
  %947 = phi i64 [ %942, %941 ], [ %951, %946 ]
  %948 = getelementptr i8, ptr %908, i64 %947
  %949 = getelementptr i8, ptr %909, i64 %947
  %950 = load <8 x i8>, ptr %949, align 1, !tbaa !10
  store <8 x i8> %950, ptr %948, align 1, !tbaa !10
  %951 = add nuw i64 %947, 8
  %952 = icmp eq i64 %951, %943
  br i1 %952, label %953, label %946, !llvm.loop !98

953:                                              ; preds = %946
  %954 = icmp eq i64 %912, %943
  br i1 %954, label %965, label %955

955:                                              ; preds = %953, %907, %936
  %956 = phi ptr [ %908, %907 ], [ %938, %936 ], [ %944, %953 ]
  %957 = phi ptr [ %909, %907 ], [ %937, %936 ], [ %945, %953 ]
  br label %958

958:                                              ; preds = %955, %958
  %959 = phi ptr [ %963, %958 ], [ %956, %955 ]
  %960 = phi ptr [ %961, %958 ], [ %957, %955 ]
  %961 = getelementptr inbounds i8, ptr %960, i64 1
  %962 = load i8, ptr %960, align 1, !tbaa !10
  %963 = getelementptr inbounds i8, ptr %959, i64 1
  store i8 %962, ptr %959, align 1, !tbaa !10
  %964 = icmp eq ptr %963, %913
  br i1 %964, label %965, label %958, !llvm.loop !99

965:                                              ; preds = %958, %876, %934, %953, %852, %871, %827
  %966 = load i64, ptr %807, align 8, !tbaa !100
  %967 = sub i64 %966, %815
  store i64 %967, ptr %807, align 8, !tbaa !100
  br label %968

968:                                              ; preds = %965, %812
  %969 = phi i64 [ %967, %965 ], [ %808, %812 ]
  %970 = phi ptr [ %823, %965 ], [ %560, %812 ]
  store ptr %309, ptr %13, align 8, !tbaa !37
  store i32 0, ptr %16, align 8, !tbaa !31
  %971 = getelementptr inbounds i8, ptr %807, i64 8
  %972 = load i64, ptr %971, align 8, !tbaa !43
  %973 = getelementptr inbounds i8, ptr %807, i64 16
  %974 = load i64, ptr %973, align 8, !tbaa !43
  %975 = getelementptr i8, ptr %970, i64 %969
  %976 = add i64 %972, %969
  %977 = getelementptr i8, ptr %309, i64 %969
  %978 = sub i64 0, %974
  %979 = getelementptr inbounds i8, ptr %975, i64 %978
  tail call void @llvm.prefetch.p0(ptr %979, i32 0, i32 3, i32 1)
  %980 = icmp sgt i64 %969, 65536
  %981 = getelementptr inbounds i8, ptr %970, i64 %976
  %982 = icmp ugt ptr %981, %302
  %983 = select i1 %980, i1 true, i1 %982
  br i1 %983, label %987, label %984, !prof !102

984:                                              ; preds = %968
  %985 = load <16 x i8>, ptr %309, align 1
  store <16 x i8> %985, ptr %970, align 1
  %986 = icmp ugt i64 %969, 16
  br i1 %986, label %989, label %1006, !prof !50

987:                                              ; preds = %968
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store i64 %969, ptr %12, align 8, !tbaa !43
  store i64 %972, ptr %312, align 8, !tbaa !43
  store i64 %974, ptr %313, align 8, !tbaa !43
  %988 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %970, ptr noundef %26, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %310, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  br label %1104

989:                                              ; preds = %984
  %990 = getelementptr inbounds i8, ptr %970, i64 16
  %991 = add i64 %969, -16
  %992 = load <16 x i8>, ptr %311, align 1
  store <16 x i8> %992, ptr %990, align 1
  %993 = icmp slt i64 %991, 17
  br i1 %993, label %1006, label %994

994:                                              ; preds = %989
  %995 = getelementptr inbounds i8, ptr %970, i64 32
  br label %996

996:                                              ; preds = %996, %994
  %997 = phi ptr [ %995, %994 ], [ %1004, %996 ]
  %998 = phi ptr [ %311, %994 ], [ %1002, %996 ]
  %999 = getelementptr inbounds i8, ptr %998, i64 16
  %1000 = load <16 x i8>, ptr %999, align 1
  store <16 x i8> %1000, ptr %997, align 1
  %1001 = getelementptr inbounds i8, ptr %997, i64 16
  %1002 = getelementptr inbounds i8, ptr %998, i64 32
  %1003 = load <16 x i8>, ptr %1002, align 1
  store <16 x i8> %1003, ptr %1001, align 1
  %1004 = getelementptr inbounds i8, ptr %997, i64 32
  %1005 = icmp ult ptr %1004, %975
  br i1 %1005, label %996, label %1006, !llvm.loop !96

1006:                                             ; preds = %996, %989, %984
  store ptr %977, ptr %13, align 8, !tbaa !37
  %1007 = ptrtoint ptr %975 to i64
  %1008 = sub i64 %1007, %39
  %1009 = icmp ugt i64 %974, %1008
  br i1 %1009, label %1010, label %1024

1010:                                             ; preds = %1006
  %1011 = sub i64 %1007, %303
  %1012 = icmp ugt i64 %974, %1011
  br i1 %1012, label %2046, label %1013, !prof !50

1013:                                             ; preds = %1010
  %1014 = ptrtoint ptr %979 to i64
  %1015 = sub i64 %1014, %39
  %1016 = getelementptr inbounds i8, ptr %36, i64 %1015
  %1017 = getelementptr inbounds i8, ptr %1016, i64 %972
  %1018 = icmp ugt ptr %1017, %36
  br i1 %1018, label %1020, label %1019

1019:                                             ; preds = %1013
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %975, ptr align 1 %1016, i64 %972, i1 false)
  br label %1104

1020:                                             ; preds = %1013
  %1021 = sub i64 0, %1015
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %975, ptr align 1 %1016, i64 %1021, i1 false)
  %1022 = getelementptr i8, ptr %975, i64 %1021
  %1023 = add i64 %1015, %972
  br label %1024

1024:                                             ; preds = %1020, %1006
  %1025 = phi i64 [ %1023, %1020 ], [ %972, %1006 ]
  %1026 = phi ptr [ %32, %1020 ], [ %979, %1006 ]
  %1027 = phi ptr [ %1022, %1020 ], [ %975, %1006 ]
  %1028 = icmp ugt i64 %974, 15
  br i1 %1028, label %1029, label %1045, !prof !81

1029:                                             ; preds = %1024
  %1030 = getelementptr inbounds i8, ptr %1027, i64 %1025
  %1031 = load <16 x i8>, ptr %1026, align 1
  store <16 x i8> %1031, ptr %1027, align 1
  %1032 = icmp slt i64 %1025, 17
  br i1 %1032, label %1104, label %1033

1033:                                             ; preds = %1029
  %1034 = getelementptr inbounds i8, ptr %1027, i64 16
  br label %1035

1035:                                             ; preds = %1035, %1033
  %1036 = phi ptr [ %1034, %1033 ], [ %1043, %1035 ]
  %1037 = phi ptr [ %1026, %1033 ], [ %1041, %1035 ]
  %1038 = getelementptr inbounds i8, ptr %1037, i64 16
  %1039 = load <16 x i8>, ptr %1038, align 1
  store <16 x i8> %1039, ptr %1036, align 1
  %1040 = getelementptr inbounds i8, ptr %1036, i64 16
  %1041 = getelementptr inbounds i8, ptr %1037, i64 32
  %1042 = load <16 x i8>, ptr %1041, align 1
  store <16 x i8> %1042, ptr %1040, align 1
  %1043 = getelementptr inbounds i8, ptr %1036, i64 32
  %1044 = icmp ult ptr %1043, %1030
  br i1 %1044, label %1035, label %1104, !llvm.loop !96

1045:                                             ; preds = %1024
  %1046 = icmp ult i64 %974, 8
  br i1 %1046, label %1047, label %1069

1047:                                             ; preds = %1045
  %1048 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %974
  %1049 = load i32, ptr %1048, align 4, !tbaa !28
  %1050 = load i8, ptr %1026, align 1, !tbaa !10
  store i8 %1050, ptr %1027, align 1, !tbaa !10
  %1051 = getelementptr inbounds i8, ptr %1026, i64 1
  %1052 = load i8, ptr %1051, align 1, !tbaa !10
  %1053 = getelementptr inbounds i8, ptr %1027, i64 1
  store i8 %1052, ptr %1053, align 1, !tbaa !10
  %1054 = getelementptr inbounds i8, ptr %1026, i64 2
  %1055 = load i8, ptr %1054, align 1, !tbaa !10
  %1056 = getelementptr inbounds i8, ptr %1027, i64 2
  store i8 %1055, ptr %1056, align 1, !tbaa !10
  %1057 = getelementptr inbounds i8, ptr %1026, i64 3
  %1058 = load i8, ptr %1057, align 1, !tbaa !10
  %1059 = getelementptr inbounds i8, ptr %1027, i64 3
  store i8 %1058, ptr %1059, align 1, !tbaa !10
  %1060 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %974
  %1061 = load i32, ptr %1060, align 4, !tbaa !28
  %1062 = zext i32 %1061 to i64
  %1063 = getelementptr inbounds i8, ptr %1026, i64 %1062
  %1064 = getelementptr inbounds i8, ptr %1027, i64 4
  %1065 = load i32, ptr %1063, align 1
  store i32 %1065, ptr %1064, align 1
  %1066 = sext i32 %1049 to i64
  %1067 = sub nsw i64 0, %1066
  %1068 = getelementptr inbounds i8, ptr %1063, i64 %1067
  br label %1071

1069:                                             ; preds = %1045
  %1070 = load <8 x i8>, ptr %1026, align 1
  store <8 x i8> %1070, ptr %1027, align 1
  br label %1071

1071:                                             ; preds = %1069, %1047
  %1072 = phi ptr [ %1068, %1047 ], [ %1026, %1069 ]
  %1073 = getelementptr i8, ptr %1072, i64 8
  %1074 = getelementptr i8, ptr %1027, i64 8
  %1075 = icmp ugt i64 %1025, 8
  br i1 %1075, label %1076, label %1104

1076:                                             ; preds = %1071
  %1077 = ptrtoint ptr %1074 to i64
  %1078 = ptrtoint ptr %1073 to i64
  %1079 = sub i64 %1077, %1078
  %1080 = getelementptr i8, ptr %1027, i64 %1025
  %1081 = icmp slt i64 %1079, 16
  br i1 %1081, label %1082, label %1089

1082:                                             ; preds = %1076, %1082
  %1083 = phi ptr [ %1086, %1082 ], [ %1074, %1076 ]
  %1084 = phi ptr [ %1087, %1082 ], [ %1073, %1076 ]
  %1085 = load <8 x i8>, ptr %1084, align 1
  store <8 x i8> %1085, ptr %1083, align 1
  %1086 = getelementptr inbounds i8, ptr %1083, i64 8
  %1087 = getelementptr inbounds i8, ptr %1084, i64 8
  %1088 = icmp ult ptr %1086, %1080
  br i1 %1088, label %1082, label %1104, !llvm.loop !103

1089:                                             ; preds = %1076
  %1090 = load <16 x i8>, ptr %1073, align 1
  store <16 x i8> %1090, ptr %1074, align 1
  %1091 = icmp slt i64 %1025, 25
  br i1 %1091, label %1104, label %1092

1092:                                             ; preds = %1089
  %1093 = getelementptr inbounds i8, ptr %1027, i64 24
  br label %1094

1094:                                             ; preds = %1094, %1092
  %1095 = phi ptr [ %1093, %1092 ], [ %1102, %1094 ]
  %1096 = phi ptr [ %1073, %1092 ], [ %1100, %1094 ]
  %1097 = getelementptr inbounds i8, ptr %1096, i64 16
  %1098 = load <16 x i8>, ptr %1097, align 1
  store <16 x i8> %1098, ptr %1095, align 1
  %1099 = getelementptr inbounds i8, ptr %1095, i64 16
  %1100 = getelementptr inbounds i8, ptr %1096, i64 32
  %1101 = load <16 x i8>, ptr %1100, align 1
  store <16 x i8> %1101, ptr %1099, align 1
  %1102 = getelementptr inbounds i8, ptr %1095, i64 32
  %1103 = icmp ult ptr %1102, %1080
  br i1 %1103, label %1094, label %1104, !llvm.loop !96

1104:                                             ; preds = %1094, %1082, %1035, %1089, %1071, %1029, %1019, %987
  %1105 = phi i64 [ %988, %987 ], [ %976, %1019 ], [ %976, %1071 ], [ %976, %1029 ], [ %976, %1089 ], [ %976, %1035 ], [ %976, %1082 ], [ %976, %1094 ]
  %1106 = icmp ult i64 %1105, -119
  br i1 %1106, label %1107, label %2046

1107:                                             ; preds = %1104
  %1108 = add i64 %727, %563
  %1109 = icmp ugt i64 %659, %1108
  %1110 = select i1 %1109, ptr %36, ptr %32
  %1111 = getelementptr inbounds i8, ptr %1110, i64 %1108
  %1112 = sub i64 0, %659
  %1113 = getelementptr inbounds i8, ptr %1111, i64 %1112
  tail call void @llvm.prefetch.p0(ptr %1113, i32 0, i32 3, i32 1)
  %1114 = getelementptr inbounds i8, ptr %1113, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1114, i32 0, i32 3, i32 1)
  store i64 %727, ptr %807, align 8, !tbaa !43
  store i64 %675, ptr %971, align 8, !tbaa !43
  store i64 %659, ptr %973, align 8, !tbaa !43
  %1115 = getelementptr inbounds i8, ptr %970, i64 %1105
  br label %1408

1116:                                             ; preds = %803
  %1117 = getelementptr inbounds i8, ptr %809, i64 -32
  %1118 = getelementptr inbounds i8, ptr %807, i64 8
  %1119 = load i64, ptr %1118, align 8, !tbaa !43
  %1120 = getelementptr inbounds i8, ptr %807, i64 16
  %1121 = load i64, ptr %1120, align 8, !tbaa !43
  %1122 = getelementptr i8, ptr %560, i64 %808
  %1123 = add i64 %1119, %808
  %1124 = sub i64 0, %1121
  %1125 = getelementptr inbounds i8, ptr %1122, i64 %1124
  %1126 = icmp ugt ptr %809, %561
  %1127 = getelementptr inbounds i8, ptr %560, i64 %1123
  %1128 = icmp ugt ptr %1127, %1117
  %1129 = select i1 %1126, i1 true, i1 %1128
  br i1 %1129, label %1133, label %1130, !prof !102

1130:                                             ; preds = %1116
  %1131 = load <16 x i8>, ptr %804, align 1
  store <16 x i8> %1131, ptr %560, align 1
  %1132 = icmp ugt i64 %808, 16
  br i1 %1132, label %1135, label %1153, !prof !50

1133:                                             ; preds = %1116
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #14
  store i64 %808, ptr %8, align 8, !tbaa !43
  store i64 %1119, ptr %306, align 8, !tbaa !43
  store i64 %1121, ptr %307, align 8, !tbaa !43
  %1134 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %560, ptr noundef %26, ptr noundef nonnull %1117, ptr noundef nonnull %8, ptr noundef nonnull %13, ptr noundef %561, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #14
  br label %1391

1135:                                             ; preds = %1130
  %1136 = getelementptr inbounds i8, ptr %560, i64 16
  %1137 = getelementptr inbounds i8, ptr %804, i64 16
  %1138 = add i64 %808, -16
  %1139 = load <16 x i8>, ptr %1137, align 1
  store <16 x i8> %1139, ptr %1136, align 1
  %1140 = icmp slt i64 %1138, 17
  br i1 %1140, label %1153, label %1141

1141:                                             ; preds = %1135
  %1142 = getelementptr inbounds i8, ptr %560, i64 32
  br label %1143

1143:                                             ; preds = %1143, %1141
  %1144 = phi ptr [ %1142, %1141 ], [ %1151, %1143 ]
  %1145 = phi ptr [ %1137, %1141 ], [ %1149, %1143 ]
  %1146 = getelementptr inbounds i8, ptr %1145, i64 16
  %1147 = load <16 x i8>, ptr %1146, align 1
  store <16 x i8> %1147, ptr %1144, align 1
  %1148 = getelementptr inbounds i8, ptr %1144, i64 16
  %1149 = getelementptr inbounds i8, ptr %1145, i64 32
  %1150 = load <16 x i8>, ptr %1149, align 1
  store <16 x i8> %1150, ptr %1148, align 1
  %1151 = getelementptr inbounds i8, ptr %1144, i64 32
  %1152 = icmp ult ptr %1151, %1122
  br i1 %1152, label %1143, label %1153, !llvm.loop !96

1153:                                             ; preds = %1143, %1135, %1130
  store ptr %809, ptr %13, align 8, !tbaa !37
  %1154 = ptrtoint ptr %1122 to i64
  %1155 = sub i64 %1154, %39
  %1156 = icmp ugt i64 %1121, %1155
  br i1 %1156, label %1157, label %1171

1157:                                             ; preds = %1153
  %1158 = sub i64 %1154, %303
  %1159 = icmp ugt i64 %1121, %1158
  br i1 %1159, label %2046, label %1160, !prof !50

1160:                                             ; preds = %1157
  %1161 = ptrtoint ptr %1125 to i64
  %1162 = sub i64 %1161, %39
  %1163 = getelementptr inbounds i8, ptr %36, i64 %1162
  %1164 = getelementptr inbounds i8, ptr %1163, i64 %1119
  %1165 = icmp ugt ptr %1164, %36
  br i1 %1165, label %1167, label %1166

1166:                                             ; preds = %1160
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1122, ptr align 1 %1163, i64 %1119, i1 false)
  br label %1391

1167:                                             ; preds = %1160
  %1168 = sub i64 0, %1162
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1122, ptr align 1 %1163, i64 %1168, i1 false)
  %1169 = getelementptr i8, ptr %1122, i64 %1168
  %1170 = add i64 %1162, %1119
  br label %1171

1171:                                             ; preds = %1167, %1153
  %1172 = phi i64 [ %1170, %1167 ], [ %1119, %1153 ]
  %1173 = phi ptr [ %32, %1167 ], [ %1125, %1153 ]
  %1174 = phi ptr [ %1169, %1167 ], [ %1122, %1153 ]
  %1175 = icmp ugt i64 %1121, 15
  br i1 %1175, label %1176, label %1192, !prof !81

1176:                                             ; preds = %1171
  %1177 = getelementptr inbounds i8, ptr %1174, i64 %1172
  %1178 = load <16 x i8>, ptr %1173, align 1
  store <16 x i8> %1178, ptr %1174, align 1
  %1179 = icmp slt i64 %1172, 17
  br i1 %1179, label %1391, label %1180

1180:                                             ; preds = %1176
  %1181 = getelementptr inbounds i8, ptr %1174, i64 16
  br label %1182

1182:                                             ; preds = %1182, %1180
  %1183 = phi ptr [ %1181, %1180 ], [ %1190, %1182 ]
  %1184 = phi ptr [ %1173, %1180 ], [ %1188, %1182 ]
  %1185 = getelementptr inbounds i8, ptr %1184, i64 16
  %1186 = load <16 x i8>, ptr %1185, align 1
  store <16 x i8> %1186, ptr %1183, align 1
  %1187 = getelementptr inbounds i8, ptr %1183, i64 16
  %1188 = getelementptr inbounds i8, ptr %1184, i64 32
  %1189 = load <16 x i8>, ptr %1188, align 1
  store <16 x i8> %1189, ptr %1187, align 1
  %1190 = getelementptr inbounds i8, ptr %1183, i64 32
  %1191 = icmp ult ptr %1190, %1177
  br i1 %1191, label %1182, label %1391, !llvm.loop !96

1192:                                             ; preds = %1171
  %1193 = icmp ult i64 %1121, 8
  br i1 %1193, label %1194, label %1216

1194:                                             ; preds = %1192
  %1195 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1121
  %1196 = load i32, ptr %1195, align 4, !tbaa !28
  %1197 = load i8, ptr %1173, align 1, !tbaa !10
  store i8 %1197, ptr %1174, align 1, !tbaa !10
  %1198 = getelementptr inbounds i8, ptr %1173, i64 1
  %1199 = load i8, ptr %1198, align 1, !tbaa !10
  %1200 = getelementptr inbounds i8, ptr %1174, i64 1
  store i8 %1199, ptr %1200, align 1, !tbaa !10
  %1201 = getelementptr inbounds i8, ptr %1173, i64 2
  %1202 = load i8, ptr %1201, align 1, !tbaa !10
  %1203 = getelementptr inbounds i8, ptr %1174, i64 2
  store i8 %1202, ptr %1203, align 1, !tbaa !10
  %1204 = getelementptr inbounds i8, ptr %1173, i64 3
  %1205 = load i8, ptr %1204, align 1, !tbaa !10
  %1206 = getelementptr inbounds i8, ptr %1174, i64 3
  store i8 %1205, ptr %1206, align 1, !tbaa !10
  %1207 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1121
  %1208 = load i32, ptr %1207, align 4, !tbaa !28
  %1209 = zext i32 %1208 to i64
  %1210 = getelementptr inbounds i8, ptr %1173, i64 %1209
  %1211 = getelementptr inbounds i8, ptr %1174, i64 4
  %1212 = load i32, ptr %1210, align 1
  store i32 %1212, ptr %1211, align 1
  %1213 = sext i32 %1196 to i64
  %1214 = sub nsw i64 0, %1213
  %1215 = getelementptr inbounds i8, ptr %1210, i64 %1214
  br label %1218

1216:                                             ; preds = %1192
  %1217 = load <8 x i8>, ptr %1173, align 1
  store <8 x i8> %1217, ptr %1174, align 1
  br label %1218

1218:                                             ; preds = %1216, %1194
  %1219 = phi ptr [ %1215, %1194 ], [ %1173, %1216 ]
  %1220 = getelementptr i8, ptr %1219, i64 8
  %1221 = getelementptr i8, ptr %1174, i64 8
  %1222 = icmp ugt i64 %1172, 8
  br i1 %1222, label %1223, label %1391

1223:                                             ; preds = %1218
  %1224 = ptrtoint ptr %1221 to i64
  %1225 = ptrtoint ptr %1220 to i64
  %1226 = sub i64 %1224, %1225
  %1227 = getelementptr i8, ptr %1174, i64 %1172
  %1228 = icmp slt i64 %1226, 16
  br i1 %1228, label %1229, label %1236

1229:                                             ; preds = %1223, %1229
  %1230 = phi ptr [ %1233, %1229 ], [ %1221, %1223 ]
  %1231 = phi ptr [ %1234, %1229 ], [ %1220, %1223 ]
  %1232 = load <8 x i8>, ptr %1231, align 1
  store <8 x i8> %1232, ptr %1230, align 1
  %1233 = getelementptr inbounds i8, ptr %1230, i64 8
  %1234 = getelementptr inbounds i8, ptr %1231, i64 8
  %1235 = icmp ult ptr %1233, %1227
  br i1 %1235, label %1229, label %1391, !llvm.loop !103

1236:                                             ; preds = %1223
  %1237 = load <16 x i8>, ptr %1220, align 1
  store <16 x i8> %1237, ptr %1221, align 1
  %1238 = icmp slt i64 %1172, 25
  br i1 %1238, label %1391, label %1239

1239:                                             ; preds = %1236
  %1240 = getelementptr inbounds i8, ptr %1174, i64 24
  br label %1241

1241:                                             ; preds = %1241, %1239
  %1242 = phi ptr [ %1240, %1239 ], [ %1249, %1241 ]
  %1243 = phi ptr [ %1220, %1239 ], [ %1247, %1241 ]
  %1244 = getelementptr inbounds i8, ptr %1243, i64 16
  %1245 = load <16 x i8>, ptr %1244, align 1
  store <16 x i8> %1245, ptr %1242, align 1
  %1246 = getelementptr inbounds i8, ptr %1242, i64 16
  %1247 = getelementptr inbounds i8, ptr %1243, i64 32
  %1248 = load <16 x i8>, ptr %1247, align 1
  store <16 x i8> %1248, ptr %1246, align 1
  %1249 = getelementptr inbounds i8, ptr %1242, i64 32
  %1250 = icmp ult ptr %1249, %1227
  br i1 %1250, label %1241, label %1391, !llvm.loop !96

1251:                                             ; preds = %800
  %1252 = and i32 %562, 7
  %1253 = zext nneg i32 %1252 to i64
  %1254 = getelementptr inbounds [8 x %struct.seq_t], ptr %14, i64 0, i64 %1253
  %1255 = load i64, ptr %1254, align 8, !tbaa !43
  %1256 = getelementptr inbounds i8, ptr %1254, i64 8
  %1257 = load i64, ptr %1256, align 8, !tbaa !43
  %1258 = getelementptr inbounds i8, ptr %1254, i64 16
  %1259 = load i64, ptr %1258, align 8, !tbaa !43
  %1260 = getelementptr i8, ptr %560, i64 %1255
  %1261 = add i64 %1257, %1255
  %1262 = load ptr, ptr %13, align 8, !tbaa !37
  %1263 = getelementptr inbounds i8, ptr %1262, i64 %1255
  %1264 = sub i64 0, %1259
  %1265 = getelementptr inbounds i8, ptr %1260, i64 %1264
  tail call void @llvm.prefetch.p0(ptr %1265, i32 0, i32 3, i32 1)
  %1266 = icmp ugt ptr %1263, %561
  %1267 = getelementptr inbounds i8, ptr %560, i64 %1261
  %1268 = icmp ugt ptr %1267, %302
  %1269 = select i1 %1266, i1 true, i1 %1268
  br i1 %1269, label %1273, label %1270, !prof !102

1270:                                             ; preds = %1251
  %1271 = load <16 x i8>, ptr %1262, align 1
  store <16 x i8> %1271, ptr %560, align 1
  %1272 = icmp ugt i64 %1255, 16
  br i1 %1272, label %1275, label %1293, !prof !50

1273:                                             ; preds = %1251
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  store i64 %1255, ptr %11, align 8, !tbaa !43
  store i64 %1257, ptr %304, align 8, !tbaa !43
  store i64 %1259, ptr %305, align 8, !tbaa !43
  %1274 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %560, ptr noundef %26, ptr noundef nonnull %11, ptr noundef nonnull %13, ptr noundef %561, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  br label %1391

1275:                                             ; preds = %1270
  %1276 = getelementptr inbounds i8, ptr %560, i64 16
  %1277 = getelementptr inbounds i8, ptr %1262, i64 16
  %1278 = add i64 %1255, -16
  %1279 = load <16 x i8>, ptr %1277, align 1
  store <16 x i8> %1279, ptr %1276, align 1
  %1280 = icmp slt i64 %1278, 17
  br i1 %1280, label %1293, label %1281

1281:                                             ; preds = %1275
  %1282 = getelementptr inbounds i8, ptr %560, i64 32
  br label %1283

1283:                                             ; preds = %1283, %1281
  %1284 = phi ptr [ %1282, %1281 ], [ %1291, %1283 ]
  %1285 = phi ptr [ %1277, %1281 ], [ %1289, %1283 ]
  %1286 = getelementptr inbounds i8, ptr %1285, i64 16
  %1287 = load <16 x i8>, ptr %1286, align 1
  store <16 x i8> %1287, ptr %1284, align 1
  %1288 = getelementptr inbounds i8, ptr %1284, i64 16
  %1289 = getelementptr inbounds i8, ptr %1285, i64 32
  %1290 = load <16 x i8>, ptr %1289, align 1
  store <16 x i8> %1290, ptr %1288, align 1
  %1291 = getelementptr inbounds i8, ptr %1284, i64 32
  %1292 = icmp ult ptr %1291, %1260
  br i1 %1292, label %1283, label %1293, !llvm.loop !96

1293:                                             ; preds = %1283, %1275, %1270
  store ptr %1263, ptr %13, align 8, !tbaa !37
  %1294 = ptrtoint ptr %1260 to i64
  %1295 = sub i64 %1294, %39
  %1296 = icmp ugt i64 %1259, %1295
  br i1 %1296, label %1297, label %1311

1297:                                             ; preds = %1293
  %1298 = sub i64 %1294, %303
  %1299 = icmp ugt i64 %1259, %1298
  br i1 %1299, label %2046, label %1300, !prof !50

1300:                                             ; preds = %1297
  %1301 = ptrtoint ptr %1265 to i64
  %1302 = sub i64 %1301, %39
  %1303 = getelementptr inbounds i8, ptr %36, i64 %1302
  %1304 = getelementptr inbounds i8, ptr %1303, i64 %1257
  %1305 = icmp ugt ptr %1304, %36
  br i1 %1305, label %1307, label %1306

1306:                                             ; preds = %1300
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1260, ptr align 1 %1303, i64 %1257, i1 false)
  br label %1391

1307:                                             ; preds = %1300
  %1308 = sub i64 0, %1302
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1260, ptr align 1 %1303, i64 %1308, i1 false)
  %1309 = getelementptr i8, ptr %1260, i64 %1308
  %1310 = add i64 %1302, %1257
  br label %1311

1311:                                             ; preds = %1307, %1293
  %1312 = phi i64 [ %1310, %1307 ], [ %1257, %1293 ]
  %1313 = phi ptr [ %32, %1307 ], [ %1265, %1293 ]
  %1314 = phi ptr [ %1309, %1307 ], [ %1260, %1293 ]
  %1315 = icmp ugt i64 %1259, 15
  br i1 %1315, label %1316, label %1332, !prof !81

1316:                                             ; preds = %1311
  %1317 = getelementptr inbounds i8, ptr %1314, i64 %1312
  %1318 = load <16 x i8>, ptr %1313, align 1
  store <16 x i8> %1318, ptr %1314, align 1
  %1319 = icmp slt i64 %1312, 17
  br i1 %1319, label %1391, label %1320

1320:                                             ; preds = %1316
  %1321 = getelementptr inbounds i8, ptr %1314, i64 16
  br label %1322

1322:                                             ; preds = %1322, %1320
  %1323 = phi ptr [ %1321, %1320 ], [ %1330, %1322 ]
  %1324 = phi ptr [ %1313, %1320 ], [ %1328, %1322 ]
  %1325 = getelementptr inbounds i8, ptr %1324, i64 16
  %1326 = load <16 x i8>, ptr %1325, align 1
  store <16 x i8> %1326, ptr %1323, align 1
  %1327 = getelementptr inbounds i8, ptr %1323, i64 16
  %1328 = getelementptr inbounds i8, ptr %1324, i64 32
  %1329 = load <16 x i8>, ptr %1328, align 1
  store <16 x i8> %1329, ptr %1327, align 1
  %1330 = getelementptr inbounds i8, ptr %1323, i64 32
  %1331 = icmp ult ptr %1330, %1317
  br i1 %1331, label %1322, label %1391, !llvm.loop !96

1332:                                             ; preds = %1311
  %1333 = icmp ult i64 %1259, 8
  br i1 %1333, label %1334, label %1356

1334:                                             ; preds = %1332
  %1335 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1259
  %1336 = load i32, ptr %1335, align 4, !tbaa !28
  %1337 = load i8, ptr %1313, align 1, !tbaa !10
  store i8 %1337, ptr %1314, align 1, !tbaa !10
  %1338 = getelementptr inbounds i8, ptr %1313, i64 1
  %1339 = load i8, ptr %1338, align 1, !tbaa !10
  %1340 = getelementptr inbounds i8, ptr %1314, i64 1
  store i8 %1339, ptr %1340, align 1, !tbaa !10
  %1341 = getelementptr inbounds i8, ptr %1313, i64 2
  %1342 = load i8, ptr %1341, align 1, !tbaa !10
  %1343 = getelementptr inbounds i8, ptr %1314, i64 2
  store i8 %1342, ptr %1343, align 1, !tbaa !10
  %1344 = getelementptr inbounds i8, ptr %1313, i64 3
  %1345 = load i8, ptr %1344, align 1, !tbaa !10
  %1346 = getelementptr inbounds i8, ptr %1314, i64 3
  store i8 %1345, ptr %1346, align 1, !tbaa !10
  %1347 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1259
  %1348 = load i32, ptr %1347, align 4, !tbaa !28
  %1349 = zext i32 %1348 to i64
  %1350 = getelementptr inbounds i8, ptr %1313, i64 %1349
  %1351 = getelementptr inbounds i8, ptr %1314, i64 4
  %1352 = load i32, ptr %1350, align 1
  store i32 %1352, ptr %1351, align 1
  %1353 = sext i32 %1336 to i64
  %1354 = sub nsw i64 0, %1353
  %1355 = getelementptr inbounds i8, ptr %1350, i64 %1354
  br label %1358

1356:                                             ; preds = %1332
  %1357 = load <8 x i8>, ptr %1313, align 1
  store <8 x i8> %1357, ptr %1314, align 1
  br label %1358

1358:                                             ; preds = %1356, %1334
  %1359 = phi ptr [ %1355, %1334 ], [ %1313, %1356 ]
  %1360 = getelementptr i8, ptr %1359, i64 8
  %1361 = getelementptr i8, ptr %1314, i64 8
  %1362 = icmp ugt i64 %1312, 8
  br i1 %1362, label %1363, label %1391

1363:                                             ; preds = %1358
  %1364 = ptrtoint ptr %1361 to i64
  %1365 = ptrtoint ptr %1360 to i64
  %1366 = sub i64 %1364, %1365
  %1367 = getelementptr i8, ptr %1314, i64 %1312
  %1368 = icmp slt i64 %1366, 16
  br i1 %1368, label %1369, label %1376

1369:                                             ; preds = %1363, %1369
  %1370 = phi ptr [ %1373, %1369 ], [ %1361, %1363 ]
  %1371 = phi ptr [ %1374, %1369 ], [ %1360, %1363 ]
  %1372 = load <8 x i8>, ptr %1371, align 1
  store <8 x i8> %1372, ptr %1370, align 1
  %1373 = getelementptr inbounds i8, ptr %1370, i64 8
  %1374 = getelementptr inbounds i8, ptr %1371, i64 8
  %1375 = icmp ult ptr %1373, %1367
  br i1 %1375, label %1369, label %1391, !llvm.loop !103

1376:                                             ; preds = %1363
  %1377 = load <16 x i8>, ptr %1360, align 1
  store <16 x i8> %1377, ptr %1361, align 1
  %1378 = icmp slt i64 %1312, 25
  br i1 %1378, label %1391, label %1379

1379:                                             ; preds = %1376
  %1380 = getelementptr inbounds i8, ptr %1314, i64 24
  br label %1381

1381:                                             ; preds = %1381, %1379
  %1382 = phi ptr [ %1380, %1379 ], [ %1389, %1381 ]
  %1383 = phi ptr [ %1360, %1379 ], [ %1387, %1381 ]
  %1384 = getelementptr inbounds i8, ptr %1383, i64 16
  %1385 = load <16 x i8>, ptr %1384, align 1
  store <16 x i8> %1385, ptr %1382, align 1
  %1386 = getelementptr inbounds i8, ptr %1382, i64 16
  %1387 = getelementptr inbounds i8, ptr %1383, i64 32
  %1388 = load <16 x i8>, ptr %1387, align 1
  store <16 x i8> %1388, ptr %1386, align 1
  %1389 = getelementptr inbounds i8, ptr %1382, i64 32
  %1390 = icmp ult ptr %1389, %1367
  br i1 %1390, label %1381, label %1391, !llvm.loop !96

1391:                                             ; preds = %1381, %1369, %1322, %1241, %1229, %1182, %1376, %1358, %1316, %1306, %1273, %1236, %1218, %1176, %1166, %1133
  %1392 = phi i64 [ %1134, %1133 ], [ %1123, %1166 ], [ %1123, %1218 ], [ %1123, %1176 ], [ %1123, %1236 ], [ %1274, %1273 ], [ %1261, %1306 ], [ %1261, %1358 ], [ %1261, %1316 ], [ %1261, %1376 ], [ %1123, %1182 ], [ %1123, %1229 ], [ %1123, %1241 ], [ %1261, %1322 ], [ %1261, %1369 ], [ %1261, %1381 ]
  %1393 = icmp ult i64 %1392, -119
  br i1 %1393, label %1394, label %2046

1394:                                             ; preds = %1391
  %1395 = add i64 %727, %563
  %1396 = icmp ugt i64 %659, %1395
  %1397 = select i1 %1396, ptr %36, ptr %32
  %1398 = getelementptr inbounds i8, ptr %1397, i64 %1395
  %1399 = sub i64 0, %659
  %1400 = getelementptr inbounds i8, ptr %1398, i64 %1399
  tail call void @llvm.prefetch.p0(ptr %1400, i32 0, i32 3, i32 1)
  %1401 = getelementptr inbounds i8, ptr %1400, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1401, i32 0, i32 3, i32 1)
  %1402 = and i32 %562, 7
  %1403 = zext nneg i32 %1402 to i64
  %1404 = getelementptr inbounds [8 x %struct.seq_t], ptr %14, i64 0, i64 %1403
  store i64 %727, ptr %1404, align 8, !tbaa !43
  %1405 = getelementptr inbounds i8, ptr %1404, i64 8
  store i64 %675, ptr %1405, align 8, !tbaa !43
  %1406 = getelementptr inbounds i8, ptr %1404, i64 16
  store i64 %659, ptr %1406, align 8, !tbaa !43
  %1407 = getelementptr inbounds i8, ptr %560, i64 %1392
  br label %1408

1408:                                             ; preds = %1394, %1107
  %1409 = phi i64 [ %1395, %1394 ], [ %1108, %1107 ]
  %1410 = phi ptr [ %561, %1394 ], [ %310, %1107 ]
  %1411 = phi ptr [ %1407, %1394 ], [ %1115, %1107 ]
  %1412 = add i64 %1409, %675
  %1413 = add nuw i32 %562, 1
  %1414 = icmp eq i32 %1413, %5
  br i1 %1414, label %1415, label %559, !llvm.loop !104

1415:                                             ; preds = %1408
  %1416 = load ptr, ptr %152, align 8, !tbaa !70
  %1417 = load ptr, ptr %56, align 8, !tbaa !67
  %1418 = load i32, ptr %140, align 8
  br label %1419

1419:                                             ; preds = %1415, %294
  %1420 = phi i32 [ %295, %294 ], [ %1418, %1415 ]
  %1421 = phi ptr [ %3, %294 ], [ %1417, %1415 ]
  %1422 = phi ptr [ %296, %294 ], [ %1416, %1415 ]
  %1423 = phi i32 [ %298, %294 ], [ %5, %1415 ]
  %1424 = phi ptr [ %30, %294 ], [ %1410, %1415 ]
  %1425 = phi ptr [ %1, %294 ], [ %1411, %1415 ]
  %1426 = icmp eq ptr %1422, %1421
  %1427 = icmp eq i32 %1420, 64
  %1428 = select i1 %1426, i1 %1427, i1 false
  br i1 %1428, label %1429, label %2046

1429:                                             ; preds = %1419
  %1430 = sub nsw i32 %1423, %51
  %1431 = icmp slt i32 %1430, %5
  br i1 %1431, label %1432, label %1445

1432:                                             ; preds = %1429
  %1433 = getelementptr inbounds i8, ptr %26, i64 -32
  %1434 = ptrtoint ptr %34 to i64
  %1435 = getelementptr inbounds i8, ptr %9, i64 8
  %1436 = getelementptr inbounds i8, ptr %9, i64 16
  %1437 = getelementptr inbounds i8, ptr %7, i64 8
  %1438 = getelementptr inbounds i8, ptr %7, i64 16
  %1439 = ptrtoint ptr %26 to i64
  %1440 = getelementptr i8, ptr %0, i64 30372
  %1441 = getelementptr inbounds i8, ptr %0, i64 95908
  %1442 = getelementptr inbounds i8, ptr %0, i64 30388
  %1443 = getelementptr inbounds i8, ptr %10, i64 8
  %1444 = getelementptr inbounds i8, ptr %10, i64 16
  br label %1454

1445:                                             ; preds = %2041, %1429
  %1446 = phi ptr [ %1424, %1429 ], [ %2042, %2041 ]
  %1447 = phi ptr [ %1425, %1429 ], [ %2043, %2041 ]
  %1448 = load <2 x i64>, ptr %42, align 8, !tbaa !43
  %1449 = trunc <2 x i64> %1448 to <2 x i32>
  store <2 x i32> %1449, ptr %41, align 4, !tbaa !28
  %1450 = load i64, ptr %48, align 8, !tbaa !43
  %1451 = trunc i64 %1450 to i32
  store i32 %1451, ptr %47, align 4, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %14) #14
  %1452 = load i32, ptr %16, align 8, !tbaa !31
  %1453 = load ptr, ptr %13, align 8, !tbaa !37
  br label %2048

1454:                                             ; preds = %2041, %1432
  %1455 = phi ptr [ %1425, %1432 ], [ %2043, %2041 ]
  %1456 = phi ptr [ %1424, %1432 ], [ %2042, %2041 ]
  %1457 = phi i32 [ %1430, %1432 ], [ %2044, %2041 ]
  %1458 = and i32 %1457, 7
  %1459 = zext nneg i32 %1458 to i64
  %1460 = getelementptr inbounds [8 x %struct.seq_t], ptr %14, i64 0, i64 %1459
  %1461 = load i32, ptr %16, align 8, !tbaa !31
  %1462 = icmp eq i32 %1461, 2
  br i1 %1462, label %1463, label %1900

1463:                                             ; preds = %1454
  %1464 = load ptr, ptr %13, align 8, !tbaa !37
  %1465 = load i64, ptr %1460, align 8, !tbaa !43
  %1466 = getelementptr inbounds i8, ptr %1464, i64 %1465
  %1467 = load ptr, ptr %29, align 8, !tbaa !36
  %1468 = icmp ugt ptr %1466, %1467
  br i1 %1468, label %1469, label %1765

1469:                                             ; preds = %1463
  %1470 = ptrtoint ptr %1467 to i64
  %1471 = ptrtoint ptr %1464 to i64
  %1472 = sub i64 %1470, %1471
  %1473 = icmp eq ptr %1467, %1464
  br i1 %1473, label %1625, label %1474

1474:                                             ; preds = %1469
  %1475 = ptrtoint ptr %1455 to i64
  %1476 = sub i64 %1439, %1475
  %1477 = icmp ugt i64 %1472, %1476
  br i1 %1477, label %2046, label %1478

1478:                                             ; preds = %1474
  %1479 = sub i64 %1475, %1471
  %1480 = getelementptr inbounds i8, ptr %1455, i64 %1472
  %1481 = icmp slt i64 %1472, 8
  %1482 = icmp sgt i64 %1479, -8
  %1483 = or i1 %1482, %1481
  br i1 %1483, label %1484, label %1540

1484:                                             ; preds = %1478
  %1485 = icmp sgt i64 %1472, 0
  br i1 %1485, label %1486, label %1622

1486:                                             ; preds = %1484
  %1487 = add i64 %1475, %1470
  %1488 = sub i64 %1487, %1471
  %1489 = add i64 %1475, 1
  %1490 = tail call i64 @llvm.umax.i64(i64 %1488, i64 %1489)
  %1491 = sub i64 %1490, %1475
  %1492 = icmp ult i64 %1491, 8
  %1493 = icmp ult i64 %1479, 32
  %1494 = or i1 %1492, %1493
  br i1 %1494, label %1530, label %1495

1495:                                             ; preds = %1486
  %1496 = icmp ult i64 %1491, 32
  br i1 %1496, label %1516, label %1497

1497:                                             ; preds = %1495
  %1498 = and i64 %1491, -32
  br label %1499

1499:                                             ; preds = %1499, %1497
  %1500 = phi i64 [ 0, %1497 ], [ %1507, %1499 ]
  %1501 = getelementptr i8, ptr %1455, i64 %1500
  %1502 = getelementptr i8, ptr %1464, i64 %1500
  %1503 = getelementptr i8, ptr %1502, i64 16
  %1504 = load <16 x i8>, ptr %1502, align 1, !tbaa !10
  %1505 = load <16 x i8>, ptr %1503, align 1, !tbaa !10
  %1506 = getelementptr i8, ptr %1501, i64 16
  store <16 x i8> %1504, ptr %1501, align 1, !tbaa !10
  store <16 x i8> %1505, ptr %1506, align 1, !tbaa !10
  %1507 = add nuw i64 %1500, 32
  %1508 = icmp eq i64 %1507, %1498
  br i1 %1508, label %1509, label %1499, !llvm.loop !105

1509:                                             ; preds = %1499
  %1510 = icmp eq i64 %1491, %1498
  br i1 %1510, label %1622, label %1511

1511:                                             ; preds = %1509
  %1512 = getelementptr i8, ptr %1464, i64 %1498
  %1513 = getelementptr i8, ptr %1455, i64 %1498
  %1514 = and i64 %1491, 24
  %1515 = icmp eq i64 %1514, 0
  br i1 %1515, label %1530, label %1516

1516:                                             ; preds = %1495, %1511
  %1517 = phi i64 [ %1498, %1511 ], [ 0, %1495 ]
  %1518 = and i64 %1491, -8
  %1519 = getelementptr i8, ptr %1455, i64 %1518
  %1520 = getelementptr i8, ptr %1464, i64 %1518
  br label %1521

1521:                                             ; preds = %1521, %1516
  %1522 = phi i64 [ %1517, %1516 ], [ %1526, %1521 ]
  %1523 = getelementptr i8, ptr %1455, i64 %1522
  %1524 = getelementptr i8, ptr %1464, i64 %1522
  %1525 = load <8 x i8>, ptr %1524, align 1, !tbaa !10
  store <8 x i8> %1525, ptr %1523, align 1, !tbaa !10
  %1526 = add nuw i64 %1522, 8
  %1527 = icmp eq i64 %1526, %1518
  br i1 %1527, label %1528, label %1521, !llvm.loop !106

1528:                                             ; preds = %1521
  %1529 = icmp eq i64 %1491, %1518
  br i1 %1529, label %1622, label %1530

1530:                                             ; preds = %1528, %1486, %1511
  %1531 = phi ptr [ %1455, %1486 ], [ %1513, %1511 ], [ %1519, %1528 ]
  %1532 = phi ptr [ %1464, %1486 ], [ %1512, %1511 ], [ %1520, %1528 ]
  br label %1533

1533:                                             ; preds = %1530, %1533
  %1534 = phi ptr [ %1538, %1533 ], [ %1531, %1530 ]
  %1535 = phi ptr [ %1536, %1533 ], [ %1532, %1530 ]
  %1536 = getelementptr inbounds i8, ptr %1535, i64 1
  %1537 = load i8, ptr %1535, align 1, !tbaa !10
  %1538 = getelementptr inbounds i8, ptr %1534, i64 1
  store i8 %1537, ptr %1534, align 1, !tbaa !10
  %1539 = icmp ult ptr %1538, %1480
  br i1 %1539, label %1533, label %1622, !llvm.loop !107

1540:                                             ; preds = %1478
  %1541 = getelementptr inbounds i8, ptr %1480, i64 -32
  %1542 = icmp uge ptr %1541, %1455
  %1543 = icmp ult i64 %1479, -16
  %1544 = and i1 %1543, %1542
  br i1 %1544, label %1545, label %1564

1545:                                             ; preds = %1540
  %1546 = ptrtoint ptr %1541 to i64
  %1547 = sub i64 %1546, %1475
  %1548 = load <16 x i8>, ptr %1464, align 1
  store <16 x i8> %1548, ptr %1455, align 1
  %1549 = icmp slt i64 %1547, 17
  br i1 %1549, label %1562, label %1550

1550:                                             ; preds = %1545
  %1551 = getelementptr inbounds i8, ptr %1455, i64 16
  br label %1552

1552:                                             ; preds = %1552, %1550
  %1553 = phi ptr [ %1551, %1550 ], [ %1560, %1552 ]
  %1554 = phi ptr [ %1464, %1550 ], [ %1558, %1552 ]
  %1555 = getelementptr inbounds i8, ptr %1554, i64 16
  %1556 = load <16 x i8>, ptr %1555, align 1
  store <16 x i8> %1556, ptr %1553, align 1
  %1557 = getelementptr inbounds i8, ptr %1553, i64 16
  %1558 = getelementptr inbounds i8, ptr %1554, i64 32
  %1559 = load <16 x i8>, ptr %1558, align 1
  store <16 x i8> %1559, ptr %1557, align 1
  %1560 = getelementptr inbounds i8, ptr %1553, i64 32
  %1561 = icmp ult ptr %1560, %1541
  br i1 %1561, label %1552, label %1562, !llvm.loop !96

1562:                                             ; preds = %1552, %1545
  %1563 = getelementptr inbounds i8, ptr %1464, i64 %1547
  br label %1564

1564:                                             ; preds = %1562, %1540
  %1565 = phi ptr [ %1541, %1562 ], [ %1455, %1540 ]
  %1566 = phi ptr [ %1563, %1562 ], [ %1464, %1540 ]
  %1567 = phi i64 [ %1546, %1562 ], [ %1475, %1540 ]
  %1568 = add i64 %1472, %1475
  %1569 = sub i64 %1568, %1567
  %1570 = getelementptr i8, ptr %1565, i64 %1569
  %1571 = icmp ult i64 %1569, 8
  %1572 = ptrtoint ptr %1566 to i64
  %1573 = ptrtoint ptr %1565 to i64
  %1574 = sub i64 %1573, %1572
  %1575 = icmp ult i64 %1574, 32
  %1576 = select i1 %1571, i1 true, i1 %1575
  br i1 %1576, label %1612, label %1577

1577:                                             ; preds = %1564
  %1578 = icmp ult i64 %1569, 32
  br i1 %1578, label %1598, label %1579

1579:                                             ; preds = %1577
  %1580 = and i64 %1569, -32
  br label %1581

1581:                                             ; preds = %1581, %1579
  %1582 = phi i64 [ 0, %1579 ], [ %1589, %1581 ]
  %1583 = getelementptr i8, ptr %1565, i64 %1582
  %1584 = getelementptr i8, ptr %1566, i64 %1582
  %1585 = getelementptr i8, ptr %1584, i64 16
  %1586 = load <16 x i8>, ptr %1584, align 1, !tbaa !10
  %1587 = load <16 x i8>, ptr %1585, align 1, !tbaa !10
  %1588 = getelementptr i8, ptr %1583, i64 16
  store <16 x i8> %1586, ptr %1583, align 1, !tbaa !10
  store <16 x i8> %1587, ptr %1588, align 1, !tbaa !10
  %1589 = add nuw i64 %1582, 32
  %1590 = icmp eq i64 %1589, %1580
  br i1 %1590, label %1591, label %1581, !llvm.loop !108

1591:                                             ; preds = %1581
  %1592 = icmp eq i64 %1569, %1580
  br i1 %1592, label %1622, label %1593

1593:                                             ; preds = %1591
  %1594 = getelementptr i8, ptr %1566, i64 %1580
  %1595 = getelementptr i8, ptr %1565, i64 %1580
  %1596 = and i64 %1569, 24
  %1597 = icmp eq i64 %1596, 0
  br i1 %1597, label %1612, label %1598

1598:                                             ; preds = %1577, %1593
  %1599 = phi i64 [ %1580, %1593 ], [ 0, %1577 ]
  %1600 = and i64 %1569, -8
  %1601 = getelementptr i8, ptr %1565, i64 %1600
  %1602 = getelementptr i8, ptr %1566, i64 %1600
  br label %1603

1603:                                             ; preds = %1603, %1598
  %1604 = phi i64 [ %1599, %1598 ], [ %1608, %1603 ]
  %1605 = getelementptr i8, ptr %1565, i64 %1604
  %1606 = getelementptr i8, ptr %1566, i64 %1604
  %1607 = load <8 x i8>, ptr %1606, align 1, !tbaa !10
  store <8 x i8> %1607, ptr %1605, align 1, !tbaa !10
  %1608 = add nuw i64 %1604, 8
  %1609 = icmp eq i64 %1608, %1600
  br i1 %1609, label %1610, label %1603, !llvm.loop !109

1610:                                             ; preds = %1603
  %1611 = icmp eq i64 %1569, %1600
  br i1 %1611, label %1622, label %1612

1612:                                             ; preds = %1610, %1564, %1593
  %1613 = phi ptr [ %1565, %1564 ], [ %1595, %1593 ], [ %1601, %1610 ]
  %1614 = phi ptr [ %1566, %1564 ], [ %1594, %1593 ], [ %1602, %1610 ]
  br label %1615

1615:                                             ; preds = %1612, %1615
  %1616 = phi ptr [ %1620, %1615 ], [ %1613, %1612 ]
  %1617 = phi ptr [ %1618, %1615 ], [ %1614, %1612 ]
  %1618 = getelementptr inbounds i8, ptr %1617, i64 1
  %1619 = load i8, ptr %1617, align 1, !tbaa !10
  %1620 = getelementptr inbounds i8, ptr %1616, i64 1
  store i8 %1619, ptr %1616, align 1, !tbaa !10
  %1621 = icmp eq ptr %1620, %1570
  br i1 %1621, label %1622, label %1615, !llvm.loop !110

1622:                                             ; preds = %1615, %1533, %1591, %1610, %1509, %1528, %1484
  %1623 = load i64, ptr %1460, align 8, !tbaa !100
  %1624 = sub i64 %1623, %1472
  store i64 %1624, ptr %1460, align 8, !tbaa !100
  br label %1625

1625:                                             ; preds = %1622, %1469
  %1626 = phi i64 [ %1624, %1622 ], [ %1465, %1469 ]
  %1627 = phi ptr [ %1480, %1622 ], [ %1455, %1469 ]
  store ptr %1440, ptr %13, align 8, !tbaa !37
  store i32 0, ptr %16, align 8, !tbaa !31
  %1628 = getelementptr inbounds i8, ptr %1460, i64 8
  %1629 = load i64, ptr %1628, align 8, !tbaa !43
  %1630 = getelementptr inbounds i8, ptr %1460, i64 16
  %1631 = load i64, ptr %1630, align 8, !tbaa !43
  %1632 = getelementptr i8, ptr %1627, i64 %1626
  %1633 = add i64 %1629, %1626
  %1634 = getelementptr i8, ptr %1440, i64 %1626
  %1635 = sub i64 0, %1631
  %1636 = getelementptr inbounds i8, ptr %1632, i64 %1635
  tail call void @llvm.prefetch.p0(ptr %1636, i32 0, i32 3, i32 1)
  %1637 = icmp sgt i64 %1626, 65536
  %1638 = getelementptr inbounds i8, ptr %1627, i64 %1633
  %1639 = icmp ugt ptr %1638, %1433
  %1640 = select i1 %1637, i1 true, i1 %1639
  br i1 %1640, label %1644, label %1641, !prof !102

1641:                                             ; preds = %1625
  %1642 = load <16 x i8>, ptr %1440, align 1
  store <16 x i8> %1642, ptr %1627, align 1
  %1643 = icmp ugt i64 %1626, 16
  br i1 %1643, label %1646, label %1663, !prof !50

1644:                                             ; preds = %1625
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  store i64 %1626, ptr %10, align 8, !tbaa !43
  store i64 %1629, ptr %1443, align 8, !tbaa !43
  store i64 %1631, ptr %1444, align 8, !tbaa !43
  %1645 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1627, ptr noundef %26, ptr noundef nonnull %10, ptr noundef nonnull %13, ptr noundef nonnull %1441, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  br label %1761

1646:                                             ; preds = %1641
  %1647 = getelementptr inbounds i8, ptr %1627, i64 16
  %1648 = add i64 %1626, -16
  %1649 = load <16 x i8>, ptr %1442, align 1
  store <16 x i8> %1649, ptr %1647, align 1
  %1650 = icmp slt i64 %1648, 17
  br i1 %1650, label %1663, label %1651

1651:                                             ; preds = %1646
  %1652 = getelementptr inbounds i8, ptr %1627, i64 32
  br label %1653

1653:                                             ; preds = %1653, %1651
  %1654 = phi ptr [ %1652, %1651 ], [ %1661, %1653 ]
  %1655 = phi ptr [ %1442, %1651 ], [ %1659, %1653 ]
  %1656 = getelementptr inbounds i8, ptr %1655, i64 16
  %1657 = load <16 x i8>, ptr %1656, align 1
  store <16 x i8> %1657, ptr %1654, align 1
  %1658 = getelementptr inbounds i8, ptr %1654, i64 16
  %1659 = getelementptr inbounds i8, ptr %1655, i64 32
  %1660 = load <16 x i8>, ptr %1659, align 1
  store <16 x i8> %1660, ptr %1658, align 1
  %1661 = getelementptr inbounds i8, ptr %1654, i64 32
  %1662 = icmp ult ptr %1661, %1632
  br i1 %1662, label %1653, label %1663, !llvm.loop !96

1663:                                             ; preds = %1653, %1646, %1641
  store ptr %1634, ptr %13, align 8, !tbaa !37
  %1664 = ptrtoint ptr %1632 to i64
  %1665 = sub i64 %1664, %39
  %1666 = icmp ugt i64 %1631, %1665
  br i1 %1666, label %1667, label %1681

1667:                                             ; preds = %1663
  %1668 = sub i64 %1664, %1434
  %1669 = icmp ugt i64 %1631, %1668
  br i1 %1669, label %2046, label %1670, !prof !50

1670:                                             ; preds = %1667
  %1671 = ptrtoint ptr %1636 to i64
  %1672 = sub i64 %1671, %39
  %1673 = getelementptr inbounds i8, ptr %36, i64 %1672
  %1674 = getelementptr inbounds i8, ptr %1673, i64 %1629
  %1675 = icmp ugt ptr %1674, %36
  br i1 %1675, label %1677, label %1676

1676:                                             ; preds = %1670
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1632, ptr align 1 %1673, i64 %1629, i1 false)
  br label %1761

1677:                                             ; preds = %1670
  %1678 = sub i64 0, %1672
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1632, ptr align 1 %1673, i64 %1678, i1 false)
  %1679 = getelementptr i8, ptr %1632, i64 %1678
  %1680 = add i64 %1672, %1629
  br label %1681

1681:                                             ; preds = %1677, %1663
  %1682 = phi ptr [ %32, %1677 ], [ %1636, %1663 ]
  %1683 = phi ptr [ %1679, %1677 ], [ %1632, %1663 ]
  %1684 = phi i64 [ %1680, %1677 ], [ %1629, %1663 ]
  %1685 = icmp ugt i64 %1631, 15
  br i1 %1685, label %1686, label %1702, !prof !81

1686:                                             ; preds = %1681
  %1687 = getelementptr inbounds i8, ptr %1683, i64 %1684
  %1688 = load <16 x i8>, ptr %1682, align 1
  store <16 x i8> %1688, ptr %1683, align 1
  %1689 = icmp slt i64 %1684, 17
  br i1 %1689, label %1761, label %1690

1690:                                             ; preds = %1686
  %1691 = getelementptr inbounds i8, ptr %1683, i64 16
  br label %1692

1692:                                             ; preds = %1692, %1690
  %1693 = phi ptr [ %1691, %1690 ], [ %1700, %1692 ]
  %1694 = phi ptr [ %1682, %1690 ], [ %1698, %1692 ]
  %1695 = getelementptr inbounds i8, ptr %1694, i64 16
  %1696 = load <16 x i8>, ptr %1695, align 1
  store <16 x i8> %1696, ptr %1693, align 1
  %1697 = getelementptr inbounds i8, ptr %1693, i64 16
  %1698 = getelementptr inbounds i8, ptr %1694, i64 32
  %1699 = load <16 x i8>, ptr %1698, align 1
  store <16 x i8> %1699, ptr %1697, align 1
  %1700 = getelementptr inbounds i8, ptr %1693, i64 32
  %1701 = icmp ult ptr %1700, %1687
  br i1 %1701, label %1692, label %1761, !llvm.loop !96

1702:                                             ; preds = %1681
  %1703 = icmp ult i64 %1631, 8
  br i1 %1703, label %1704, label %1726

1704:                                             ; preds = %1702
  %1705 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1631
  %1706 = load i32, ptr %1705, align 4, !tbaa !28
  %1707 = load i8, ptr %1682, align 1, !tbaa !10
  store i8 %1707, ptr %1683, align 1, !tbaa !10
  %1708 = getelementptr inbounds i8, ptr %1682, i64 1
  %1709 = load i8, ptr %1708, align 1, !tbaa !10
  %1710 = getelementptr inbounds i8, ptr %1683, i64 1
  store i8 %1709, ptr %1710, align 1, !tbaa !10
  %1711 = getelementptr inbounds i8, ptr %1682, i64 2
  %1712 = load i8, ptr %1711, align 1, !tbaa !10
  %1713 = getelementptr inbounds i8, ptr %1683, i64 2
  store i8 %1712, ptr %1713, align 1, !tbaa !10
  %1714 = getelementptr inbounds i8, ptr %1682, i64 3
  %1715 = load i8, ptr %1714, align 1, !tbaa !10
  %1716 = getelementptr inbounds i8, ptr %1683, i64 3
  store i8 %1715, ptr %1716, align 1, !tbaa !10
  %1717 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1631
  %1718 = load i32, ptr %1717, align 4, !tbaa !28
  %1719 = zext i32 %1718 to i64
  %1720 = getelementptr inbounds i8, ptr %1682, i64 %1719
  %1721 = getelementptr inbounds i8, ptr %1683, i64 4
  %1722 = load i32, ptr %1720, align 1
  store i32 %1722, ptr %1721, align 1
  %1723 = sext i32 %1706 to i64
  %1724 = sub nsw i64 0, %1723
  %1725 = getelementptr inbounds i8, ptr %1720, i64 %1724
  br label %1728

1726:                                             ; preds = %1702
  %1727 = load <8 x i8>, ptr %1682, align 1
  store <8 x i8> %1727, ptr %1683, align 1
  br label %1728

1728:                                             ; preds = %1726, %1704
  %1729 = phi ptr [ %1725, %1704 ], [ %1682, %1726 ]
  %1730 = getelementptr i8, ptr %1729, i64 8
  %1731 = getelementptr i8, ptr %1683, i64 8
  %1732 = icmp ugt i64 %1684, 8
  br i1 %1732, label %1733, label %1761

1733:                                             ; preds = %1728
  %1734 = ptrtoint ptr %1731 to i64
  %1735 = ptrtoint ptr %1730 to i64
  %1736 = sub i64 %1734, %1735
  %1737 = getelementptr i8, ptr %1683, i64 %1684
  %1738 = icmp slt i64 %1736, 16
  br i1 %1738, label %1739, label %1746

1739:                                             ; preds = %1733, %1739
  %1740 = phi ptr [ %1743, %1739 ], [ %1731, %1733 ]
  %1741 = phi ptr [ %1744, %1739 ], [ %1730, %1733 ]
  %1742 = load <8 x i8>, ptr %1741, align 1
  store <8 x i8> %1742, ptr %1740, align 1
  %1743 = getelementptr inbounds i8, ptr %1740, i64 8
  %1744 = getelementptr inbounds i8, ptr %1741, i64 8
  %1745 = icmp ult ptr %1743, %1737
  br i1 %1745, label %1739, label %1761, !llvm.loop !103

1746:                                             ; preds = %1733
  %1747 = load <16 x i8>, ptr %1730, align 1
  store <16 x i8> %1747, ptr %1731, align 1
  %1748 = icmp slt i64 %1684, 25
  br i1 %1748, label %1761, label %1749

1749:                                             ; preds = %1746
  %1750 = getelementptr inbounds i8, ptr %1683, i64 24
  br label %1751

1751:                                             ; preds = %1751, %1749
  %1752 = phi ptr [ %1750, %1749 ], [ %1759, %1751 ]
  %1753 = phi ptr [ %1730, %1749 ], [ %1757, %1751 ]
  %1754 = getelementptr inbounds i8, ptr %1753, i64 16
  %1755 = load <16 x i8>, ptr %1754, align 1
  store <16 x i8> %1755, ptr %1752, align 1
  %1756 = getelementptr inbounds i8, ptr %1752, i64 16
  %1757 = getelementptr inbounds i8, ptr %1753, i64 32
  %1758 = load <16 x i8>, ptr %1757, align 1
  store <16 x i8> %1758, ptr %1756, align 1
  %1759 = getelementptr inbounds i8, ptr %1752, i64 32
  %1760 = icmp ult ptr %1759, %1737
  br i1 %1760, label %1751, label %1761, !llvm.loop !96

1761:                                             ; preds = %1751, %1739, %1692, %1746, %1728, %1686, %1676, %1644
  %1762 = phi i64 [ %1645, %1644 ], [ %1633, %1676 ], [ %1633, %1728 ], [ %1633, %1686 ], [ %1633, %1746 ], [ %1633, %1692 ], [ %1633, %1739 ], [ %1633, %1751 ]
  %1763 = icmp ult i64 %1762, -119
  %1764 = getelementptr inbounds i8, ptr %1627, i64 %1762
  br i1 %1763, label %2041, label %2046

1765:                                             ; preds = %1463
  %1766 = getelementptr inbounds i8, ptr %1466, i64 -32
  %1767 = getelementptr inbounds i8, ptr %1460, i64 8
  %1768 = load i64, ptr %1767, align 8, !tbaa !43
  %1769 = getelementptr inbounds i8, ptr %1460, i64 16
  %1770 = load i64, ptr %1769, align 8, !tbaa !43
  %1771 = getelementptr i8, ptr %1455, i64 %1465
  %1772 = add i64 %1768, %1465
  %1773 = sub i64 0, %1770
  %1774 = getelementptr inbounds i8, ptr %1771, i64 %1773
  %1775 = icmp ugt ptr %1466, %1456
  %1776 = getelementptr inbounds i8, ptr %1455, i64 %1772
  %1777 = icmp ugt ptr %1776, %1766
  %1778 = select i1 %1775, i1 true, i1 %1777
  br i1 %1778, label %1782, label %1779, !prof !102

1779:                                             ; preds = %1765
  %1780 = load <16 x i8>, ptr %1464, align 1
  store <16 x i8> %1780, ptr %1455, align 1
  %1781 = icmp ugt i64 %1465, 16
  br i1 %1781, label %1784, label %1802, !prof !50

1782:                                             ; preds = %1765
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #14
  store i64 %1465, ptr %7, align 8, !tbaa !43
  store i64 %1768, ptr %1437, align 8, !tbaa !43
  store i64 %1770, ptr %1438, align 8, !tbaa !43
  %1783 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %1455, ptr noundef %26, ptr noundef nonnull %1766, ptr noundef nonnull %7, ptr noundef nonnull %13, ptr noundef %1456, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #14
  br label %2037

1784:                                             ; preds = %1779
  %1785 = getelementptr inbounds i8, ptr %1455, i64 16
  %1786 = getelementptr inbounds i8, ptr %1464, i64 16
  %1787 = add i64 %1465, -16
  %1788 = load <16 x i8>, ptr %1786, align 1
  store <16 x i8> %1788, ptr %1785, align 1
  %1789 = icmp slt i64 %1787, 17
  br i1 %1789, label %1802, label %1790

1790:                                             ; preds = %1784
  %1791 = getelementptr inbounds i8, ptr %1455, i64 32
  br label %1792

1792:                                             ; preds = %1792, %1790
  %1793 = phi ptr [ %1791, %1790 ], [ %1800, %1792 ]
  %1794 = phi ptr [ %1786, %1790 ], [ %1798, %1792 ]
  %1795 = getelementptr inbounds i8, ptr %1794, i64 16
  %1796 = load <16 x i8>, ptr %1795, align 1
  store <16 x i8> %1796, ptr %1793, align 1
  %1797 = getelementptr inbounds i8, ptr %1793, i64 16
  %1798 = getelementptr inbounds i8, ptr %1794, i64 32
  %1799 = load <16 x i8>, ptr %1798, align 1
  store <16 x i8> %1799, ptr %1797, align 1
  %1800 = getelementptr inbounds i8, ptr %1793, i64 32
  %1801 = icmp ult ptr %1800, %1771
  br i1 %1801, label %1792, label %1802, !llvm.loop !96

1802:                                             ; preds = %1792, %1784, %1779
  store ptr %1466, ptr %13, align 8, !tbaa !37
  %1803 = ptrtoint ptr %1771 to i64
  %1804 = sub i64 %1803, %39
  %1805 = icmp ugt i64 %1770, %1804
  br i1 %1805, label %1806, label %1820

1806:                                             ; preds = %1802
  %1807 = sub i64 %1803, %1434
  %1808 = icmp ugt i64 %1770, %1807
  br i1 %1808, label %2046, label %1809, !prof !50

1809:                                             ; preds = %1806
  %1810 = ptrtoint ptr %1774 to i64
  %1811 = sub i64 %1810, %39
  %1812 = getelementptr inbounds i8, ptr %36, i64 %1811
  %1813 = getelementptr inbounds i8, ptr %1812, i64 %1768
  %1814 = icmp ugt ptr %1813, %36
  br i1 %1814, label %1816, label %1815

1815:                                             ; preds = %1809
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1771, ptr align 1 %1812, i64 %1768, i1 false)
  br label %2037

1816:                                             ; preds = %1809
  %1817 = sub i64 0, %1811
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1771, ptr align 1 %1812, i64 %1817, i1 false)
  %1818 = getelementptr i8, ptr %1771, i64 %1817
  %1819 = add i64 %1811, %1768
  br label %1820

1820:                                             ; preds = %1816, %1802
  %1821 = phi i64 [ %1819, %1816 ], [ %1768, %1802 ]
  %1822 = phi ptr [ %32, %1816 ], [ %1774, %1802 ]
  %1823 = phi ptr [ %1818, %1816 ], [ %1771, %1802 ]
  %1824 = icmp ugt i64 %1770, 15
  br i1 %1824, label %1825, label %1841, !prof !81

1825:                                             ; preds = %1820
  %1826 = getelementptr inbounds i8, ptr %1823, i64 %1821
  %1827 = load <16 x i8>, ptr %1822, align 1
  store <16 x i8> %1827, ptr %1823, align 1
  %1828 = icmp slt i64 %1821, 17
  br i1 %1828, label %2037, label %1829

1829:                                             ; preds = %1825
  %1830 = getelementptr inbounds i8, ptr %1823, i64 16
  br label %1831

1831:                                             ; preds = %1831, %1829
  %1832 = phi ptr [ %1830, %1829 ], [ %1839, %1831 ]
  %1833 = phi ptr [ %1822, %1829 ], [ %1837, %1831 ]
  %1834 = getelementptr inbounds i8, ptr %1833, i64 16
  %1835 = load <16 x i8>, ptr %1834, align 1
  store <16 x i8> %1835, ptr %1832, align 1
  %1836 = getelementptr inbounds i8, ptr %1832, i64 16
  %1837 = getelementptr inbounds i8, ptr %1833, i64 32
  %1838 = load <16 x i8>, ptr %1837, align 1
  store <16 x i8> %1838, ptr %1836, align 1
  %1839 = getelementptr inbounds i8, ptr %1832, i64 32
  %1840 = icmp ult ptr %1839, %1826
  br i1 %1840, label %1831, label %2037, !llvm.loop !96

1841:                                             ; preds = %1820
  %1842 = icmp ult i64 %1770, 8
  br i1 %1842, label %1843, label %1865

1843:                                             ; preds = %1841
  %1844 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1770
  %1845 = load i32, ptr %1844, align 4, !tbaa !28
  %1846 = load i8, ptr %1822, align 1, !tbaa !10
  store i8 %1846, ptr %1823, align 1, !tbaa !10
  %1847 = getelementptr inbounds i8, ptr %1822, i64 1
  %1848 = load i8, ptr %1847, align 1, !tbaa !10
  %1849 = getelementptr inbounds i8, ptr %1823, i64 1
  store i8 %1848, ptr %1849, align 1, !tbaa !10
  %1850 = getelementptr inbounds i8, ptr %1822, i64 2
  %1851 = load i8, ptr %1850, align 1, !tbaa !10
  %1852 = getelementptr inbounds i8, ptr %1823, i64 2
  store i8 %1851, ptr %1852, align 1, !tbaa !10
  %1853 = getelementptr inbounds i8, ptr %1822, i64 3
  %1854 = load i8, ptr %1853, align 1, !tbaa !10
  %1855 = getelementptr inbounds i8, ptr %1823, i64 3
  store i8 %1854, ptr %1855, align 1, !tbaa !10
  %1856 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1770
  %1857 = load i32, ptr %1856, align 4, !tbaa !28
  %1858 = zext i32 %1857 to i64
  %1859 = getelementptr inbounds i8, ptr %1822, i64 %1858
  %1860 = getelementptr inbounds i8, ptr %1823, i64 4
  %1861 = load i32, ptr %1859, align 1
  store i32 %1861, ptr %1860, align 1
  %1862 = sext i32 %1845 to i64
  %1863 = sub nsw i64 0, %1862
  %1864 = getelementptr inbounds i8, ptr %1859, i64 %1863
  br label %1867

1865:                                             ; preds = %1841
  %1866 = load <8 x i8>, ptr %1822, align 1
  store <8 x i8> %1866, ptr %1823, align 1
  br label %1867

1867:                                             ; preds = %1865, %1843
  %1868 = phi ptr [ %1864, %1843 ], [ %1822, %1865 ]
  %1869 = getelementptr i8, ptr %1868, i64 8
  %1870 = getelementptr i8, ptr %1823, i64 8
  %1871 = icmp ugt i64 %1821, 8
  br i1 %1871, label %1872, label %2037

1872:                                             ; preds = %1867
  %1873 = ptrtoint ptr %1870 to i64
  %1874 = ptrtoint ptr %1869 to i64
  %1875 = sub i64 %1873, %1874
  %1876 = getelementptr i8, ptr %1823, i64 %1821
  %1877 = icmp slt i64 %1875, 16
  br i1 %1877, label %1878, label %1885

1878:                                             ; preds = %1872, %1878
  %1879 = phi ptr [ %1882, %1878 ], [ %1870, %1872 ]
  %1880 = phi ptr [ %1883, %1878 ], [ %1869, %1872 ]
  %1881 = load <8 x i8>, ptr %1880, align 1
  store <8 x i8> %1881, ptr %1879, align 1
  %1882 = getelementptr inbounds i8, ptr %1879, i64 8
  %1883 = getelementptr inbounds i8, ptr %1880, i64 8
  %1884 = icmp ult ptr %1882, %1876
  br i1 %1884, label %1878, label %2037, !llvm.loop !103

1885:                                             ; preds = %1872
  %1886 = load <16 x i8>, ptr %1869, align 1
  store <16 x i8> %1886, ptr %1870, align 1
  %1887 = icmp slt i64 %1821, 25
  br i1 %1887, label %2037, label %1888

1888:                                             ; preds = %1885
  %1889 = getelementptr inbounds i8, ptr %1823, i64 24
  br label %1890

1890:                                             ; preds = %1890, %1888
  %1891 = phi ptr [ %1889, %1888 ], [ %1898, %1890 ]
  %1892 = phi ptr [ %1869, %1888 ], [ %1896, %1890 ]
  %1893 = getelementptr inbounds i8, ptr %1892, i64 16
  %1894 = load <16 x i8>, ptr %1893, align 1
  store <16 x i8> %1894, ptr %1891, align 1
  %1895 = getelementptr inbounds i8, ptr %1891, i64 16
  %1896 = getelementptr inbounds i8, ptr %1892, i64 32
  %1897 = load <16 x i8>, ptr %1896, align 1
  store <16 x i8> %1897, ptr %1895, align 1
  %1898 = getelementptr inbounds i8, ptr %1891, i64 32
  %1899 = icmp ult ptr %1898, %1876
  br i1 %1899, label %1890, label %2037, !llvm.loop !96

1900:                                             ; preds = %1454
  %1901 = load i64, ptr %1460, align 8, !tbaa !43
  %1902 = getelementptr inbounds i8, ptr %1460, i64 8
  %1903 = load i64, ptr %1902, align 8, !tbaa !43
  %1904 = getelementptr inbounds i8, ptr %1460, i64 16
  %1905 = load i64, ptr %1904, align 8, !tbaa !43
  %1906 = getelementptr i8, ptr %1455, i64 %1901
  %1907 = add i64 %1903, %1901
  %1908 = load ptr, ptr %13, align 8, !tbaa !37
  %1909 = getelementptr inbounds i8, ptr %1908, i64 %1901
  %1910 = sub i64 0, %1905
  %1911 = getelementptr inbounds i8, ptr %1906, i64 %1910
  tail call void @llvm.prefetch.p0(ptr %1911, i32 0, i32 3, i32 1)
  %1912 = icmp ugt ptr %1909, %1456
  %1913 = getelementptr inbounds i8, ptr %1455, i64 %1907
  %1914 = icmp ugt ptr %1913, %1433
  %1915 = select i1 %1912, i1 true, i1 %1914
  br i1 %1915, label %1919, label %1916, !prof !102

1916:                                             ; preds = %1900
  %1917 = load <16 x i8>, ptr %1908, align 1
  store <16 x i8> %1917, ptr %1455, align 1
  %1918 = icmp ugt i64 %1901, 16
  br i1 %1918, label %1921, label %1939, !prof !50

1919:                                             ; preds = %1900
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  store i64 %1901, ptr %9, align 8, !tbaa !43
  store i64 %1903, ptr %1435, align 8, !tbaa !43
  store i64 %1905, ptr %1436, align 8, !tbaa !43
  %1920 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %1455, ptr noundef %26, ptr noundef nonnull %9, ptr noundef nonnull %13, ptr noundef %1456, ptr noundef %32, ptr noundef %34, ptr noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  br label %2037

1921:                                             ; preds = %1916
  %1922 = getelementptr inbounds i8, ptr %1455, i64 16
  %1923 = getelementptr inbounds i8, ptr %1908, i64 16
  %1924 = add i64 %1901, -16
  %1925 = load <16 x i8>, ptr %1923, align 1
  store <16 x i8> %1925, ptr %1922, align 1
  %1926 = icmp slt i64 %1924, 17
  br i1 %1926, label %1939, label %1927

1927:                                             ; preds = %1921
  %1928 = getelementptr inbounds i8, ptr %1455, i64 32
  br label %1929

1929:                                             ; preds = %1929, %1927
  %1930 = phi ptr [ %1928, %1927 ], [ %1937, %1929 ]
  %1931 = phi ptr [ %1923, %1927 ], [ %1935, %1929 ]
  %1932 = getelementptr inbounds i8, ptr %1931, i64 16
  %1933 = load <16 x i8>, ptr %1932, align 1
  store <16 x i8> %1933, ptr %1930, align 1
  %1934 = getelementptr inbounds i8, ptr %1930, i64 16
  %1935 = getelementptr inbounds i8, ptr %1931, i64 32
  %1936 = load <16 x i8>, ptr %1935, align 1
  store <16 x i8> %1936, ptr %1934, align 1
  %1937 = getelementptr inbounds i8, ptr %1930, i64 32
  %1938 = icmp ult ptr %1937, %1906
  br i1 %1938, label %1929, label %1939, !llvm.loop !96

1939:                                             ; preds = %1929, %1921, %1916
  store ptr %1909, ptr %13, align 8, !tbaa !37
  %1940 = ptrtoint ptr %1906 to i64
  %1941 = sub i64 %1940, %39
  %1942 = icmp ugt i64 %1905, %1941
  br i1 %1942, label %1943, label %1957

1943:                                             ; preds = %1939
  %1944 = sub i64 %1940, %1434
  %1945 = icmp ugt i64 %1905, %1944
  br i1 %1945, label %2046, label %1946, !prof !50

1946:                                             ; preds = %1943
  %1947 = ptrtoint ptr %1911 to i64
  %1948 = sub i64 %1947, %39
  %1949 = getelementptr inbounds i8, ptr %36, i64 %1948
  %1950 = getelementptr inbounds i8, ptr %1949, i64 %1903
  %1951 = icmp ugt ptr %1950, %36
  br i1 %1951, label %1953, label %1952

1952:                                             ; preds = %1946
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1906, ptr align 1 %1949, i64 %1903, i1 false)
  br label %2037

1953:                                             ; preds = %1946
  %1954 = sub i64 0, %1948
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1906, ptr align 1 %1949, i64 %1954, i1 false)
  %1955 = getelementptr i8, ptr %1906, i64 %1954
  %1956 = add i64 %1948, %1903
  br label %1957

1957:                                             ; preds = %1953, %1939
  %1958 = phi ptr [ %32, %1953 ], [ %1911, %1939 ]
  %1959 = phi ptr [ %1955, %1953 ], [ %1906, %1939 ]
  %1960 = phi i64 [ %1956, %1953 ], [ %1903, %1939 ]
  %1961 = icmp ugt i64 %1905, 15
  br i1 %1961, label %1962, label %1978, !prof !81

1962:                                             ; preds = %1957
  %1963 = getelementptr inbounds i8, ptr %1959, i64 %1960
  %1964 = load <16 x i8>, ptr %1958, align 1
  store <16 x i8> %1964, ptr %1959, align 1
  %1965 = icmp slt i64 %1960, 17
  br i1 %1965, label %2037, label %1966

1966:                                             ; preds = %1962
  %1967 = getelementptr inbounds i8, ptr %1959, i64 16
  br label %1968

1968:                                             ; preds = %1968, %1966
  %1969 = phi ptr [ %1967, %1966 ], [ %1976, %1968 ]
  %1970 = phi ptr [ %1958, %1966 ], [ %1974, %1968 ]
  %1971 = getelementptr inbounds i8, ptr %1970, i64 16
  %1972 = load <16 x i8>, ptr %1971, align 1
  store <16 x i8> %1972, ptr %1969, align 1
  %1973 = getelementptr inbounds i8, ptr %1969, i64 16
  %1974 = getelementptr inbounds i8, ptr %1970, i64 32
  %1975 = load <16 x i8>, ptr %1974, align 1
  store <16 x i8> %1975, ptr %1973, align 1
  %1976 = getelementptr inbounds i8, ptr %1969, i64 32
  %1977 = icmp ult ptr %1976, %1963
  br i1 %1977, label %1968, label %2037, !llvm.loop !96

1978:                                             ; preds = %1957
  %1979 = icmp ult i64 %1905, 8
  br i1 %1979, label %1980, label %2002

1980:                                             ; preds = %1978
  %1981 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1905
  %1982 = load i32, ptr %1981, align 4, !tbaa !28
  %1983 = load i8, ptr %1958, align 1, !tbaa !10
  store i8 %1983, ptr %1959, align 1, !tbaa !10
  %1984 = getelementptr inbounds i8, ptr %1958, i64 1
  %1985 = load i8, ptr %1984, align 1, !tbaa !10
  %1986 = getelementptr inbounds i8, ptr %1959, i64 1
  store i8 %1985, ptr %1986, align 1, !tbaa !10
  %1987 = getelementptr inbounds i8, ptr %1958, i64 2
  %1988 = load i8, ptr %1987, align 1, !tbaa !10
  %1989 = getelementptr inbounds i8, ptr %1959, i64 2
  store i8 %1988, ptr %1989, align 1, !tbaa !10
  %1990 = getelementptr inbounds i8, ptr %1958, i64 3
  %1991 = load i8, ptr %1990, align 1, !tbaa !10
  %1992 = getelementptr inbounds i8, ptr %1959, i64 3
  store i8 %1991, ptr %1992, align 1, !tbaa !10
  %1993 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1905
  %1994 = load i32, ptr %1993, align 4, !tbaa !28
  %1995 = zext i32 %1994 to i64
  %1996 = getelementptr inbounds i8, ptr %1958, i64 %1995
  %1997 = getelementptr inbounds i8, ptr %1959, i64 4
  %1998 = load i32, ptr %1996, align 1
  store i32 %1998, ptr %1997, align 1
  %1999 = sext i32 %1982 to i64
  %2000 = sub nsw i64 0, %1999
  %2001 = getelementptr inbounds i8, ptr %1996, i64 %2000
  br label %2004

2002:                                             ; preds = %1978
  %2003 = load <8 x i8>, ptr %1958, align 1
  store <8 x i8> %2003, ptr %1959, align 1
  br label %2004

2004:                                             ; preds = %2002, %1980
  %2005 = phi ptr [ %2001, %1980 ], [ %1958, %2002 ]
  %2006 = getelementptr i8, ptr %2005, i64 8
  %2007 = getelementptr i8, ptr %1959, i64 8
  %2008 = icmp ugt i64 %1960, 8
  br i1 %2008, label %2009, label %2037

2009:                                             ; preds = %2004
  %2010 = ptrtoint ptr %2007 to i64
  %2011 = ptrtoint ptr %2006 to i64
  %2012 = sub i64 %2010, %2011
  %2013 = getelementptr i8, ptr %1959, i64 %1960
  %2014 = icmp slt i64 %2012, 16
  br i1 %2014, label %2015, label %2022

2015:                                             ; preds = %2009, %2015
  %2016 = phi ptr [ %2019, %2015 ], [ %2007, %2009 ]
  %2017 = phi ptr [ %2020, %2015 ], [ %2006, %2009 ]
  %2018 = load <8 x i8>, ptr %2017, align 1
  store <8 x i8> %2018, ptr %2016, align 1
  %2019 = getelementptr inbounds i8, ptr %2016, i64 8
  %2020 = getelementptr inbounds i8, ptr %2017, i64 8
  %2021 = icmp ult ptr %2019, %2013
  br i1 %2021, label %2015, label %2037, !llvm.loop !103

2022:                                             ; preds = %2009
  %2023 = load <16 x i8>, ptr %2006, align 1
  store <16 x i8> %2023, ptr %2007, align 1
  %2024 = icmp slt i64 %1960, 25
  br i1 %2024, label %2037, label %2025

2025:                                             ; preds = %2022
  %2026 = getelementptr inbounds i8, ptr %1959, i64 24
  br label %2027

2027:                                             ; preds = %2027, %2025
  %2028 = phi ptr [ %2026, %2025 ], [ %2035, %2027 ]
  %2029 = phi ptr [ %2006, %2025 ], [ %2033, %2027 ]
  %2030 = getelementptr inbounds i8, ptr %2029, i64 16
  %2031 = load <16 x i8>, ptr %2030, align 1
  store <16 x i8> %2031, ptr %2028, align 1
  %2032 = getelementptr inbounds i8, ptr %2028, i64 16
  %2033 = getelementptr inbounds i8, ptr %2029, i64 32
  %2034 = load <16 x i8>, ptr %2033, align 1
  store <16 x i8> %2034, ptr %2032, align 1
  %2035 = getelementptr inbounds i8, ptr %2028, i64 32
  %2036 = icmp ult ptr %2035, %2013
  br i1 %2036, label %2027, label %2037, !llvm.loop !96

2037:                                             ; preds = %2027, %2015, %1968, %1890, %1878, %1831, %2022, %2004, %1962, %1952, %1919, %1885, %1867, %1825, %1815, %1782
  %2038 = phi i64 [ %1783, %1782 ], [ %1772, %1815 ], [ %1772, %1867 ], [ %1772, %1825 ], [ %1772, %1885 ], [ %1920, %1919 ], [ %1907, %1952 ], [ %1907, %2004 ], [ %1907, %1962 ], [ %1907, %2022 ], [ %1772, %1831 ], [ %1772, %1878 ], [ %1772, %1890 ], [ %1907, %1968 ], [ %1907, %2015 ], [ %1907, %2027 ]
  %2039 = icmp ult i64 %2038, -119
  %2040 = getelementptr inbounds i8, ptr %1455, i64 %2038
  br i1 %2039, label %2041, label %2046

2041:                                             ; preds = %2037, %1761
  %2042 = phi ptr [ %1441, %1761 ], [ %1456, %2037 ]
  %2043 = phi ptr [ %1764, %1761 ], [ %2040, %2037 ]
  %2044 = add i32 %1457, 1
  %2045 = icmp eq i32 %2044, %5
  br i1 %2045, label %1445, label %1454, !llvm.loop !111

2046:                                             ; preds = %1391, %1297, %1157, %1104, %1010, %817, %2037, %1943, %1806, %1761, %1667, %1474, %1419, %124, %111, %60, %38
  %2047 = phi i64 [ -20, %124 ], [ -20, %1419 ], [ -20, %38 ], [ -20, %60 ], [ -20, %111 ], [ %2038, %2037 ], [ -70, %1474 ], [ %1762, %1761 ], [ -20, %1806 ], [ -20, %1943 ], [ -20, %1667 ], [ %1105, %1104 ], [ -70, %817 ], [ -20, %1010 ], [ %1392, %1391 ], [ -20, %1157 ], [ -20, %1297 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %14) #14
  br label %2092

2048:                                             ; preds = %1445, %25
  %2049 = phi ptr [ %1453, %1445 ], [ %28, %25 ]
  %2050 = phi i32 [ %1452, %1445 ], [ %17, %25 ]
  %2051 = phi ptr [ %1446, %1445 ], [ %30, %25 ]
  %2052 = phi ptr [ %1447, %1445 ], [ %1, %25 ]
  %2053 = icmp eq i32 %2050, 2
  br i1 %2053, label %2056, label %2054

2054:                                             ; preds = %2048
  %2055 = ptrtoint ptr %26 to i64
  br label %2072

2056:                                             ; preds = %2048
  %2057 = ptrtoint ptr %2051 to i64
  %2058 = ptrtoint ptr %2049 to i64
  %2059 = sub i64 %2057, %2058
  %2060 = ptrtoint ptr %26 to i64
  %2061 = ptrtoint ptr %2052 to i64
  %2062 = sub i64 %2060, %2061
  %2063 = icmp ugt i64 %2059, %2062
  br i1 %2063, label %2092, label %2064

2064:                                             ; preds = %2056
  %2065 = icmp eq ptr %2052, null
  br i1 %2065, label %2068, label %2066

2066:                                             ; preds = %2064
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2052, ptr align 1 %2049, i64 %2059, i1 false)
  %2067 = getelementptr inbounds i8, ptr %2052, i64 %2059
  br label %2068

2068:                                             ; preds = %2066, %2064
  %2069 = phi ptr [ %2067, %2066 ], [ null, %2064 ]
  %2070 = getelementptr inbounds i8, ptr %0, i64 30372
  %2071 = getelementptr inbounds i8, ptr %0, i64 95908
  br label %2072

2072:                                             ; preds = %2068, %2054
  %2073 = phi i64 [ %2055, %2054 ], [ %2060, %2068 ]
  %2074 = phi ptr [ %2049, %2054 ], [ %2070, %2068 ]
  %2075 = phi ptr [ %2051, %2054 ], [ %2071, %2068 ]
  %2076 = phi ptr [ %2052, %2054 ], [ %2069, %2068 ]
  %2077 = ptrtoint ptr %2075 to i64
  %2078 = ptrtoint ptr %2074 to i64
  %2079 = sub i64 %2077, %2078
  %2080 = ptrtoint ptr %2076 to i64
  %2081 = sub i64 %2073, %2080
  %2082 = icmp ugt i64 %2079, %2081
  br i1 %2082, label %2092, label %2083

2083:                                             ; preds = %2072
  %2084 = icmp eq ptr %2076, null
  br i1 %2084, label %2088, label %2085

2085:                                             ; preds = %2083
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %2076, ptr align 1 %2074, i64 %2079, i1 false)
  %2086 = getelementptr inbounds i8, ptr %2076, i64 %2079
  %2087 = ptrtoint ptr %2086 to i64
  br label %2088

2088:                                             ; preds = %2085, %2083
  %2089 = phi i64 [ 0, %2083 ], [ %2087, %2085 ]
  %2090 = ptrtoint ptr %1 to i64
  %2091 = sub i64 %2089, %2090
  br label %2092

2092:                                             ; preds = %2046, %2056, %2072, %2088
  %2093 = phi i64 [ %2091, %2088 ], [ %2047, %2046 ], [ -70, %2072 ], [ -70, %2056 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #14
  ret i64 %2093
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = alloca %struct.seq_t, align 8
  %8 = alloca %struct.seq_t, align 8
  %9 = alloca %struct.seq_t, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %struct.seqState_t, align 8
  %12 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #14
  %14 = getelementptr inbounds i8, ptr %0, i64 30120
  %15 = load ptr, ptr %14, align 8, !tbaa !38
  store ptr %15, ptr %10, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %0, i64 30360
  %17 = load ptr, ptr %16, align 8, !tbaa !36
  %18 = getelementptr inbounds i8, ptr %0, i64 29896
  %19 = load ptr, ptr %18, align 8, !tbaa !65
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  %21 = load ptr, ptr %20, align 8, !tbaa !60
  %22 = getelementptr inbounds i8, ptr %0, i64 29912
  %23 = load ptr, ptr %22, align 8, !tbaa !66
  %24 = icmp eq i32 %5, 0
  br i1 %24, label %1363, label %25

25:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #14
  %26 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %26, align 4, !tbaa !58
  %27 = getelementptr inbounds i8, ptr %0, i64 26684
  %28 = getelementptr inbounds i8, ptr %11, i64 88
  %29 = getelementptr inbounds i8, ptr %11, i64 96
  %30 = load <2 x i32>, ptr %27, align 4, !tbaa !28
  %31 = zext <2 x i32> %30 to <2 x i64>
  store <2 x i64> %31, ptr %28, align 8, !tbaa !43
  %32 = getelementptr inbounds i8, ptr %0, i64 26692
  %33 = load i32, ptr %32, align 4, !tbaa !28
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %11, i64 104
  store i64 %34, ptr %35, align 8, !tbaa !43
  %36 = icmp eq i64 %4, 0
  br i1 %36, label %1361, label %37

37:                                               ; preds = %25
  %38 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %3, ptr %38, align 8, !tbaa !67
  %39 = getelementptr inbounds i8, ptr %3, i64 8
  %40 = getelementptr inbounds i8, ptr %11, i64 32
  store ptr %39, ptr %40, align 8, !tbaa !69
  %41 = icmp ugt i64 %4, 7
  br i1 %41, label %42, label %48

42:                                               ; preds = %37
  %43 = add nsw i64 %4, -8
  %44 = getelementptr inbounds i8, ptr %3, i64 %43
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %44, ptr %45, align 8, !tbaa !70
  %46 = load i64, ptr %44, align 1
  store i64 %46, ptr %11, align 8, !tbaa !71
  %47 = icmp ult i64 %46, 72057594037927936
  br i1 %47, label %1361, label %106

48:                                               ; preds = %37
  %49 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %3, ptr %49, align 8, !tbaa !70
  %50 = load i8, ptr %3, align 1, !tbaa !10
  %51 = zext i8 %50 to i64
  store i64 %51, ptr %11, align 8, !tbaa !71
  switch i64 %4, label %93 [
    i64 7, label %52
    i64 6, label %58
    i64 5, label %65
    i64 4, label %72
    i64 3, label %79
    i64 2, label %86
  ]

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %3, i64 6
  %54 = load i8, ptr %53, align 1, !tbaa !10
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 48
  %57 = or disjoint i64 %56, %51
  br label %58

58:                                               ; preds = %52, %48
  %59 = phi i64 [ %51, %48 ], [ %57, %52 ]
  %60 = getelementptr inbounds i8, ptr %3, i64 5
  %61 = load i8, ptr %60, align 1, !tbaa !10
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 40
  %64 = add nuw nsw i64 %63, %59
  br label %65

65:                                               ; preds = %58, %48
  %66 = phi i64 [ %51, %48 ], [ %64, %58 ]
  %67 = getelementptr inbounds i8, ptr %3, i64 4
  %68 = load i8, ptr %67, align 1, !tbaa !10
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 32
  %71 = add nuw nsw i64 %70, %66
  br label %72

72:                                               ; preds = %65, %48
  %73 = phi i64 [ %51, %48 ], [ %71, %65 ]
  %74 = getelementptr inbounds i8, ptr %3, i64 3
  %75 = load i8, ptr %74, align 1, !tbaa !10
  %76 = zext i8 %75 to i64
  %77 = shl nuw nsw i64 %76, 24
  %78 = add nuw nsw i64 %77, %73
  br label %79

79:                                               ; preds = %72, %48
  %80 = phi i64 [ %51, %48 ], [ %78, %72 ]
  %81 = getelementptr inbounds i8, ptr %3, i64 2
  %82 = load i8, ptr %81, align 1, !tbaa !10
  %83 = zext i8 %82 to i64
  %84 = shl nuw nsw i64 %83, 16
  %85 = add nuw nsw i64 %84, %80
  br label %86

86:                                               ; preds = %79, %48
  %87 = phi i64 [ %51, %48 ], [ %85, %79 ]
  %88 = getelementptr inbounds i8, ptr %3, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !10
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 8
  %92 = add nuw nsw i64 %91, %87
  store i64 %92, ptr %11, align 8, !tbaa !71
  br label %93

93:                                               ; preds = %86, %48
  %94 = phi i64 [ %92, %86 ], [ %51, %48 ]
  %95 = getelementptr i8, ptr %3, i64 %4
  %96 = getelementptr i8, ptr %95, i64 -1
  %97 = load i8, ptr %96, align 1, !tbaa !10
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %1361, label %99

99:                                               ; preds = %93
  %100 = zext i8 %97 to i32
  %101 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %100, i1 true)
  %102 = trunc nuw i64 %4 to i32
  %103 = shl nuw nsw i32 %102, 3
  %104 = sub nsw i32 %101, %103
  %105 = add nsw i32 %104, 41
  br label %113

106:                                              ; preds = %42
  %107 = lshr i64 %46, 56
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %108, i1 true)
  %110 = xor i32 %109, 31
  %111 = sub nuw nsw i32 8, %110
  %112 = icmp ult i64 %4, -119
  br i1 %112, label %113, label %1361

113:                                              ; preds = %106, %99
  %114 = phi i64 [ 0, %99 ], [ %43, %106 ]
  %115 = phi i32 [ %105, %99 ], [ %111, %106 ]
  %116 = phi i64 [ %94, %99 ], [ %46, %106 ]
  %117 = getelementptr inbounds i8, ptr %3, i64 %114
  %118 = getelementptr inbounds i8, ptr %11, i64 40
  %119 = load ptr, ptr %0, align 8, !tbaa !72
  %120 = getelementptr inbounds i8, ptr %119, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !62
  %122 = getelementptr inbounds i8, ptr %11, i64 8
  %123 = add i32 %121, %115
  %124 = sub i32 0, %123
  %125 = and i32 %124, 63
  %126 = zext nneg i32 %125 to i64
  %127 = lshr i64 %116, %126
  %128 = zext i32 %121 to i64
  %129 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !28
  %131 = zext i32 %130 to i64
  %132 = and i64 %127, %131
  store i64 %132, ptr %118, align 8, !tbaa !73
  %133 = icmp ugt i32 %123, 64
  %134 = getelementptr inbounds i8, ptr %11, i64 16
  br i1 %133, label %135, label %136, !prof !50

135:                                              ; preds = %113
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70
  br label %161

136:                                              ; preds = %113
  %137 = icmp slt i64 %114, 8
  br i1 %137, label %145, label %138

138:                                              ; preds = %136
  %139 = lshr i32 %123, 3
  %140 = zext nneg i32 %139 to i64
  %141 = sub nsw i64 0, %140
  %142 = getelementptr inbounds i8, ptr %117, i64 %141
  store ptr %142, ptr %134, align 8, !tbaa !70
  %143 = and i32 %123, 7
  store i32 %143, ptr %122, align 8, !tbaa !75
  %144 = load i64, ptr %142, align 1, !tbaa !43
  store i64 %144, ptr %11, align 8, !tbaa !71
  br label %161

145:                                              ; preds = %136
  %146 = icmp eq i64 %114, 0
  br i1 %146, label %161, label %147

147:                                              ; preds = %145
  %148 = lshr i32 %123, 3
  %149 = zext nneg i32 %148 to i64
  %150 = sub nsw i64 0, %149
  %151 = getelementptr inbounds i8, ptr %117, i64 %150
  %152 = icmp ult ptr %151, %3
  %153 = trunc i64 %114 to i32
  %154 = select i1 %152, i32 %153, i32 %148
  %155 = zext i32 %154 to i64
  %156 = sub nsw i64 0, %155
  %157 = getelementptr inbounds i8, ptr %117, i64 %156
  store ptr %157, ptr %134, align 8, !tbaa !70
  %158 = shl i32 %154, 3
  %159 = sub i32 %123, %158
  store i32 %159, ptr %122, align 8, !tbaa !75
  %160 = load i64, ptr %157, align 1, !tbaa !43
  store i64 %160, ptr %11, align 8, !tbaa !71
  br label %161

161:                                              ; preds = %147, %145, %138, %135
  %162 = phi ptr [ @BIT_reloadDStream.zeroFilled, %135 ], [ %142, %138 ], [ %3, %145 ], [ %157, %147 ]
  %163 = phi i32 [ %123, %135 ], [ %143, %138 ], [ %123, %145 ], [ %159, %147 ]
  %164 = phi i64 [ %116, %135 ], [ %144, %138 ], [ %116, %145 ], [ %160, %147 ]
  %165 = getelementptr inbounds i8, ptr %119, i64 8
  %166 = getelementptr inbounds i8, ptr %11, i64 48
  store ptr %165, ptr %166, align 8, !tbaa !76
  %167 = getelementptr inbounds i8, ptr %11, i64 56
  %168 = getelementptr inbounds i8, ptr %0, i64 16
  %169 = load ptr, ptr %168, align 8, !tbaa !61
  %170 = getelementptr inbounds i8, ptr %169, i64 4
  %171 = load i32, ptr %170, align 4, !tbaa !62
  %172 = add i32 %171, %163
  %173 = sub i32 0, %172
  %174 = and i32 %173, 63
  %175 = zext nneg i32 %174 to i64
  %176 = lshr i64 %164, %175
  %177 = zext i32 %171 to i64
  %178 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !28
  %180 = zext i32 %179 to i64
  %181 = and i64 %176, %180
  store i64 %181, ptr %167, align 8, !tbaa !73
  %182 = icmp ugt i32 %172, 64
  br i1 %182, label %183, label %184, !prof !50

183:                                              ; preds = %161
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70
  br label %212

184:                                              ; preds = %161
  %185 = icmp ult ptr %162, %39
  br i1 %185, label %193, label %186

186:                                              ; preds = %184
  %187 = lshr i32 %172, 3
  %188 = zext nneg i32 %187 to i64
  %189 = sub nsw i64 0, %188
  %190 = getelementptr inbounds i8, ptr %162, i64 %189
  store ptr %190, ptr %134, align 8, !tbaa !70
  %191 = and i32 %172, 7
  %192 = load i64, ptr %190, align 1, !tbaa !43
  store i64 %192, ptr %11, align 8, !tbaa !71
  br label %212

193:                                              ; preds = %184
  %194 = icmp eq ptr %162, %3
  br i1 %194, label %212, label %195

195:                                              ; preds = %193
  %196 = lshr i32 %172, 3
  %197 = zext nneg i32 %196 to i64
  %198 = sub nsw i64 0, %197
  %199 = getelementptr inbounds i8, ptr %162, i64 %198
  %200 = icmp ult ptr %199, %3
  %201 = ptrtoint ptr %162 to i64
  %202 = ptrtoint ptr %3 to i64
  %203 = sub i64 %201, %202
  %204 = trunc i64 %203 to i32
  %205 = select i1 %200, i32 %204, i32 %196
  %206 = zext i32 %205 to i64
  %207 = sub nsw i64 0, %206
  %208 = getelementptr inbounds i8, ptr %162, i64 %207
  store ptr %208, ptr %134, align 8, !tbaa !70
  %209 = shl i32 %205, 3
  %210 = sub i32 %172, %209
  %211 = load i64, ptr %208, align 1, !tbaa !43
  store i64 %211, ptr %11, align 8, !tbaa !71
  br label %212

212:                                              ; preds = %195, %193, %186, %183
  %213 = phi ptr [ @BIT_reloadDStream.zeroFilled, %183 ], [ %190, %186 ], [ %162, %193 ], [ %208, %195 ]
  %214 = phi i32 [ %172, %183 ], [ %191, %186 ], [ %172, %193 ], [ %210, %195 ]
  %215 = phi i64 [ %164, %183 ], [ %192, %186 ], [ %164, %193 ], [ %211, %195 ]
  %216 = getelementptr inbounds i8, ptr %169, i64 8
  %217 = getelementptr inbounds i8, ptr %11, i64 64
  store ptr %216, ptr %217, align 8, !tbaa !76
  %218 = getelementptr inbounds i8, ptr %11, i64 72
  %219 = getelementptr inbounds i8, ptr %0, i64 8
  %220 = load ptr, ptr %219, align 8, !tbaa !77
  %221 = getelementptr inbounds i8, ptr %220, i64 4
  %222 = load i32, ptr %221, align 4, !tbaa !62
  %223 = add i32 %222, %214
  %224 = sub i32 0, %223
  %225 = and i32 %224, 63
  %226 = zext nneg i32 %225 to i64
  %227 = lshr i64 %215, %226
  %228 = zext i32 %222 to i64
  %229 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !28
  %231 = zext i32 %230 to i64
  %232 = and i64 %227, %231
  store i32 %223, ptr %122, align 8, !tbaa !75
  store i64 %232, ptr %218, align 8, !tbaa !73
  %233 = icmp ugt i32 %223, 64
  br i1 %233, label %234, label %235, !prof !50

234:                                              ; preds = %212
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70
  br label %263

235:                                              ; preds = %212
  %236 = icmp ult ptr %213, %39
  br i1 %236, label %244, label %237

237:                                              ; preds = %235
  %238 = lshr i32 %223, 3
  %239 = zext nneg i32 %238 to i64
  %240 = sub nsw i64 0, %239
  %241 = getelementptr inbounds i8, ptr %213, i64 %240
  store ptr %241, ptr %134, align 8, !tbaa !70
  %242 = and i32 %223, 7
  store i32 %242, ptr %122, align 8, !tbaa !75
  %243 = load i64, ptr %241, align 1, !tbaa !43
  store i64 %243, ptr %11, align 8, !tbaa !71
  br label %263

244:                                              ; preds = %235
  %245 = icmp eq ptr %213, %3
  br i1 %245, label %263, label %246

246:                                              ; preds = %244
  %247 = lshr i32 %223, 3
  %248 = zext nneg i32 %247 to i64
  %249 = sub nsw i64 0, %248
  %250 = getelementptr inbounds i8, ptr %213, i64 %249
  %251 = icmp ult ptr %250, %3
  %252 = ptrtoint ptr %213 to i64
  %253 = ptrtoint ptr %3 to i64
  %254 = sub i64 %252, %253
  %255 = trunc i64 %254 to i32
  %256 = select i1 %251, i32 %255, i32 %247
  %257 = zext i32 %256 to i64
  %258 = sub nsw i64 0, %257
  %259 = getelementptr inbounds i8, ptr %213, i64 %258
  store ptr %259, ptr %134, align 8, !tbaa !70
  %260 = shl i32 %256, 3
  %261 = sub i32 %223, %260
  store i32 %261, ptr %122, align 8, !tbaa !75
  %262 = load i64, ptr %259, align 1, !tbaa !43
  store i64 %262, ptr %11, align 8, !tbaa !71
  br label %263

263:                                              ; preds = %246, %244, %237, %234
  %264 = getelementptr inbounds i8, ptr %220, i64 8
  %265 = getelementptr inbounds i8, ptr %11, i64 80
  store ptr %264, ptr %265, align 8, !tbaa !76
  %266 = ptrtoint ptr %19 to i64
  %267 = ptrtoint ptr %21 to i64
  %268 = getelementptr inbounds i8, ptr %7, i64 8
  %269 = getelementptr inbounds i8, ptr %7, i64 16
  br label %270

270:                                              ; preds = %655, %263
  %271 = phi i32 [ %5, %263 ], [ %657, %655 ]
  %272 = phi ptr [ %1, %263 ], [ %656, %655 ]
  %273 = icmp eq i32 %271, 1
  %274 = load ptr, ptr %166, align 8, !tbaa !83, !noalias !112
  %275 = load i64, ptr %118, align 8, !tbaa !88, !noalias !112
  %276 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %274, i64 %275
  %277 = load ptr, ptr %265, align 8, !tbaa !89, !noalias !112
  %278 = load i64, ptr %218, align 8, !tbaa !90, !noalias !112
  %279 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %277, i64 %278
  %280 = load ptr, ptr %217, align 8, !tbaa !91, !noalias !112
  %281 = load i64, ptr %167, align 8, !tbaa !92, !noalias !112
  %282 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %280, i64 %281
  %283 = getelementptr inbounds i8, ptr %279, i64 4
  %284 = load i32, ptr %283, align 4, !tbaa !40, !noalias !112
  %285 = zext i32 %284 to i64
  %286 = getelementptr inbounds i8, ptr %276, i64 4
  %287 = load i32, ptr %286, align 4, !tbaa !40, !noalias !112
  %288 = zext i32 %287 to i64
  %289 = getelementptr inbounds i8, ptr %282, i64 4
  %290 = load i32, ptr %289, align 4, !tbaa !40, !noalias !112
  %291 = getelementptr inbounds i8, ptr %276, i64 2
  %292 = load i8, ptr %291, align 2, !tbaa !56, !noalias !112
  %293 = getelementptr inbounds i8, ptr %279, i64 2
  %294 = load i8, ptr %293, align 2, !tbaa !56, !noalias !112
  %295 = getelementptr inbounds i8, ptr %282, i64 2
  %296 = load i8, ptr %295, align 2, !tbaa !56, !noalias !112
  %297 = zext i8 %292 to i32
  %298 = zext i8 %294 to i32
  %299 = add i8 %294, %292
  %300 = add i8 %299, %296
  %301 = load i16, ptr %276, align 4, !tbaa !55, !noalias !112
  %302 = load i16, ptr %279, align 4, !tbaa !55, !noalias !112
  %303 = load i16, ptr %282, align 4, !tbaa !55, !noalias !112
  %304 = getelementptr inbounds i8, ptr %276, i64 3
  %305 = load i8, ptr %304, align 1, !tbaa !54, !noalias !112
  %306 = zext i8 %305 to i32
  %307 = getelementptr inbounds i8, ptr %279, i64 3
  %308 = load i8, ptr %307, align 1, !tbaa !54, !noalias !112
  %309 = zext i8 %308 to i32
  %310 = getelementptr inbounds i8, ptr %282, i64 3
  %311 = load i8, ptr %310, align 1, !tbaa !54, !noalias !112
  %312 = zext i8 %311 to i32
  %313 = icmp ugt i8 %296, 1
  br i1 %313, label %314, label %329

314:                                              ; preds = %270
  %315 = zext i8 %296 to i32
  %316 = load i64, ptr %11, align 8, !tbaa !71, !noalias !112
  %317 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %318 = and i32 %317, 63
  %319 = zext nneg i32 %318 to i64
  %320 = shl i64 %316, %319
  %321 = sub nsw i32 0, %315
  %322 = and i32 %321, 63
  %323 = zext nneg i32 %322 to i64
  %324 = lshr i64 %320, %323
  %325 = add i32 %317, %315
  store i32 %325, ptr %122, align 8, !tbaa !75, !noalias !112
  %326 = zext i32 %290 to i64
  %327 = add i64 %324, %326
  %328 = load i64, ptr %29, align 8, !tbaa !43, !noalias !112
  store i64 %328, ptr %35, align 8, !tbaa !43, !noalias !112
  br label %366

329:                                              ; preds = %270
  %330 = icmp eq i32 %287, 0
  %331 = icmp eq i8 %296, 0
  br i1 %331, label %332, label %339, !prof !81

332:                                              ; preds = %329
  %333 = zext i1 %330 to i64
  %334 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %333
  %335 = load i64, ptr %334, align 8, !tbaa !43, !noalias !112
  %336 = xor i1 %330, true
  %337 = zext i1 %336 to i64
  %338 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %337
  br label %366

339:                                              ; preds = %329
  %340 = zext i1 %330 to i32
  %341 = add i32 %290, %340
  %342 = zext i32 %341 to i64
  %343 = load i64, ptr %11, align 8, !tbaa !71, !noalias !112
  %344 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %345 = and i32 %344, 63
  %346 = zext nneg i32 %345 to i64
  %347 = shl i64 %343, %346
  %348 = lshr i64 %347, 63
  %349 = add i32 %344, 1
  store i32 %349, ptr %122, align 8, !tbaa !75, !noalias !112
  %350 = add nuw nsw i64 %348, %342
  %351 = icmp eq i64 %350, 3
  br i1 %351, label %352, label %357

352:                                              ; preds = %339
  %353 = load i64, ptr %28, align 8, !tbaa !43, !noalias !112
  %354 = add i64 %353, -1
  %355 = icmp eq i64 %354, 0
  %356 = select i1 %355, i64 -1, i64 %354
  br label %363

357:                                              ; preds = %339
  %358 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %350
  %359 = load i64, ptr %358, align 8, !tbaa !43, !noalias !112
  %360 = icmp eq i64 %359, 0
  %361 = select i1 %360, i64 -1, i64 %359
  %362 = icmp eq i64 %350, 1
  br i1 %362, label %366, label %363

363:                                              ; preds = %357, %352
  %364 = phi i64 [ %356, %352 ], [ %361, %357 ]
  %365 = load i64, ptr %29, align 8, !tbaa !43, !noalias !112
  store i64 %365, ptr %35, align 8, !tbaa !43, !noalias !112
  br label %366

366:                                              ; preds = %363, %357, %332, %314
  %367 = phi ptr [ %338, %332 ], [ %28, %314 ], [ %28, %363 ], [ %28, %357 ]
  %368 = phi i64 [ %335, %332 ], [ %327, %314 ], [ %364, %363 ], [ %361, %357 ]
  %369 = load i64, ptr %367, align 8, !tbaa !43, !noalias !112
  store i64 %369, ptr %29, align 8, !tbaa !43, !noalias !112
  store i64 %368, ptr %28, align 8, !tbaa !43, !noalias !112
  %370 = icmp eq i8 %294, 0
  br i1 %370, label %383, label %371

371:                                              ; preds = %366
  %372 = load i64, ptr %11, align 8, !tbaa !71, !noalias !112
  %373 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %374 = and i32 %373, 63
  %375 = zext nneg i32 %374 to i64
  %376 = shl i64 %372, %375
  %377 = sub nsw i32 0, %298
  %378 = and i32 %377, 63
  %379 = zext nneg i32 %378 to i64
  %380 = lshr i64 %376, %379
  %381 = add i32 %373, %298
  store i32 %381, ptr %122, align 8, !tbaa !75, !noalias !112
  %382 = add i64 %380, %285
  br label %383

383:                                              ; preds = %371, %366
  %384 = phi i64 [ %285, %366 ], [ %382, %371 ]
  %385 = icmp ugt i8 %300, 30
  br i1 %385, label %386, label %421, !prof !50

386:                                              ; preds = %383
  %387 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %388 = icmp ugt i32 %387, 64
  br i1 %388, label %389, label %390, !prof !50

389:                                              ; preds = %386
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70, !noalias !112
  br label %421

390:                                              ; preds = %386
  %391 = load ptr, ptr %134, align 8, !tbaa !70, !noalias !112
  %392 = load ptr, ptr %40, align 8, !tbaa !69, !noalias !112
  %393 = icmp ult ptr %391, %392
  br i1 %393, label %401, label %394

394:                                              ; preds = %390
  %395 = lshr i32 %387, 3
  %396 = zext nneg i32 %395 to i64
  %397 = sub nsw i64 0, %396
  %398 = getelementptr inbounds i8, ptr %391, i64 %397
  store ptr %398, ptr %134, align 8, !tbaa !70, !noalias !112
  %399 = and i32 %387, 7
  store i32 %399, ptr %122, align 8, !tbaa !75, !noalias !112
  %400 = load i64, ptr %398, align 1, !tbaa !43, !noalias !112
  store i64 %400, ptr %11, align 8, !tbaa !71, !noalias !112
  br label %421

401:                                              ; preds = %390
  %402 = load ptr, ptr %38, align 8, !tbaa !67, !noalias !112
  %403 = icmp eq ptr %391, %402
  br i1 %403, label %421, label %404

404:                                              ; preds = %401
  %405 = lshr i32 %387, 3
  %406 = zext nneg i32 %405 to i64
  %407 = sub nsw i64 0, %406
  %408 = getelementptr inbounds i8, ptr %391, i64 %407
  %409 = icmp ult ptr %408, %402
  %410 = ptrtoint ptr %391 to i64
  %411 = ptrtoint ptr %402 to i64
  %412 = sub i64 %410, %411
  %413 = trunc i64 %412 to i32
  %414 = select i1 %409, i32 %413, i32 %405
  %415 = zext i32 %414 to i64
  %416 = sub nsw i64 0, %415
  %417 = getelementptr inbounds i8, ptr %391, i64 %416
  store ptr %417, ptr %134, align 8, !tbaa !70, !noalias !112
  %418 = shl i32 %414, 3
  %419 = sub i32 %387, %418
  store i32 %419, ptr %122, align 8, !tbaa !75, !noalias !112
  %420 = load i64, ptr %417, align 1, !tbaa !43, !noalias !112
  store i64 %420, ptr %11, align 8, !tbaa !71, !noalias !112
  br label %421

421:                                              ; preds = %404, %401, %394, %389, %383
  %422 = icmp eq i8 %292, 0
  br i1 %422, label %435, label %423

423:                                              ; preds = %421
  %424 = load i64, ptr %11, align 8, !tbaa !71, !noalias !112
  %425 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %426 = and i32 %425, 63
  %427 = zext nneg i32 %426 to i64
  %428 = shl i64 %424, %427
  %429 = sub nsw i32 0, %297
  %430 = and i32 %429, 63
  %431 = zext nneg i32 %430 to i64
  %432 = lshr i64 %428, %431
  %433 = add i32 %425, %297
  store i32 %433, ptr %122, align 8, !tbaa !75, !noalias !112
  %434 = add i64 %432, %288
  br label %435

435:                                              ; preds = %423, %421
  %436 = phi i64 [ %288, %421 ], [ %434, %423 ]
  br i1 %273, label %514, label %437

437:                                              ; preds = %435
  %438 = load i64, ptr %11, align 8, !tbaa !71, !noalias !112
  %439 = load i32, ptr %122, align 8, !tbaa !75, !noalias !112
  %440 = add i32 %439, %306
  %441 = sub i32 0, %440
  %442 = and i32 %441, 63
  %443 = zext nneg i32 %442 to i64
  %444 = lshr i64 %438, %443
  %445 = zext i8 %305 to i64
  %446 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %445
  %447 = load i32, ptr %446, align 4, !tbaa !28, !noalias !112
  %448 = zext i32 %447 to i64
  %449 = and i64 %444, %448
  %450 = zext i16 %301 to i64
  %451 = add nuw nsw i64 %449, %450
  store i64 %451, ptr %118, align 8, !tbaa !73, !noalias !112
  %452 = add i32 %440, %309
  %453 = sub i32 0, %452
  %454 = and i32 %453, 63
  %455 = zext nneg i32 %454 to i64
  %456 = lshr i64 %438, %455
  %457 = zext i8 %308 to i64
  %458 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %457
  %459 = load i32, ptr %458, align 4, !tbaa !28, !noalias !112
  %460 = zext i32 %459 to i64
  %461 = and i64 %456, %460
  %462 = zext i16 %302 to i64
  %463 = add nuw nsw i64 %461, %462
  store i64 %463, ptr %218, align 8, !tbaa !73, !noalias !112
  %464 = add i32 %452, %312
  %465 = sub i32 0, %464
  %466 = and i32 %465, 63
  %467 = zext nneg i32 %466 to i64
  %468 = lshr i64 %438, %467
  %469 = zext i8 %311 to i64
  %470 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %469
  %471 = load i32, ptr %470, align 4, !tbaa !28, !noalias !112
  %472 = zext i32 %471 to i64
  %473 = and i64 %468, %472
  store i32 %464, ptr %122, align 8, !tbaa !75, !noalias !112
  %474 = zext i16 %303 to i64
  %475 = add nuw nsw i64 %473, %474
  store i64 %475, ptr %167, align 8, !tbaa !73, !noalias !112
  %476 = icmp ugt i32 %464, 64
  br i1 %476, label %477, label %478, !prof !50

477:                                              ; preds = %437
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70, !noalias !112
  br label %509

478:                                              ; preds = %437
  %479 = load ptr, ptr %134, align 8, !tbaa !70, !noalias !112
  %480 = load ptr, ptr %40, align 8, !tbaa !69, !noalias !112
  %481 = icmp ult ptr %479, %480
  br i1 %481, label %489, label %482

482:                                              ; preds = %478
  %483 = lshr i32 %464, 3
  %484 = zext nneg i32 %483 to i64
  %485 = sub nsw i64 0, %484
  %486 = getelementptr inbounds i8, ptr %479, i64 %485
  store ptr %486, ptr %134, align 8, !tbaa !70, !noalias !112
  %487 = and i32 %464, 7
  store i32 %487, ptr %122, align 8, !tbaa !75, !noalias !112
  %488 = load i64, ptr %486, align 1, !tbaa !43, !noalias !112
  store i64 %488, ptr %11, align 8, !tbaa !71, !noalias !112
  br label %509

489:                                              ; preds = %478
  %490 = load ptr, ptr %38, align 8, !tbaa !67, !noalias !112
  %491 = icmp eq ptr %479, %490
  br i1 %491, label %509, label %492

492:                                              ; preds = %489
  %493 = lshr i32 %464, 3
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
  store ptr %505, ptr %134, align 8, !tbaa !70, !noalias !112
  %506 = shl i32 %502, 3
  %507 = sub i32 %464, %506
  store i32 %507, ptr %122, align 8, !tbaa !75, !noalias !112
  %508 = load i64, ptr %505, align 1, !tbaa !43, !noalias !112
  store i64 %508, ptr %11, align 8, !tbaa !71, !noalias !112
  br label %509

509:                                              ; preds = %492, %489, %482, %477
  %510 = load ptr, ptr %10, align 8, !tbaa !37
  %511 = getelementptr inbounds i8, ptr %510, i64 %436
  %512 = load ptr, ptr %16, align 8, !tbaa !36
  %513 = icmp ugt ptr %511, %512
  br i1 %513, label %659, label %519

514:                                              ; preds = %435
  %515 = load ptr, ptr %10, align 8, !tbaa !37
  %516 = getelementptr inbounds i8, ptr %515, i64 %436
  %517 = load ptr, ptr %16, align 8, !tbaa !36
  %518 = icmp ugt ptr %516, %517
  br i1 %518, label %661, label %519

519:                                              ; preds = %514, %509
  %520 = phi ptr [ %516, %514 ], [ %511, %509 ]
  %521 = phi ptr [ %515, %514 ], [ %510, %509 ]
  %522 = getelementptr inbounds i8, ptr %520, i64 -32
  %523 = getelementptr i8, ptr %272, i64 %436
  %524 = add i64 %436, %384
  %525 = sub i64 0, %368
  %526 = getelementptr inbounds i8, ptr %523, i64 %525
  %527 = icmp ugt ptr %520, %17
  %528 = getelementptr inbounds i8, ptr %272, i64 %524
  %529 = icmp ugt ptr %528, %522
  %530 = select i1 %527, i1 true, i1 %529
  br i1 %530, label %534, label %531, !prof !102

531:                                              ; preds = %519
  %532 = load <16 x i8>, ptr %521, align 1
  store <16 x i8> %532, ptr %272, align 1
  %533 = icmp ugt i64 %436, 16
  br i1 %533, label %536, label %554, !prof !50

534:                                              ; preds = %519
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #14
  store i64 %436, ptr %7, align 8, !tbaa !43
  store i64 %384, ptr %268, align 8, !tbaa !43
  store i64 %368, ptr %269, align 8, !tbaa !43
  %535 = call fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %272, ptr noundef %13, ptr noundef nonnull %522, ptr noundef nonnull %7, ptr noundef nonnull %10, ptr noundef %17, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #14
  br label %652

536:                                              ; preds = %531
  %537 = getelementptr inbounds i8, ptr %272, i64 16
  %538 = getelementptr inbounds i8, ptr %521, i64 16
  %539 = add i64 %436, -16
  %540 = load <16 x i8>, ptr %538, align 1
  store <16 x i8> %540, ptr %537, align 1
  %541 = icmp slt i64 %539, 17
  br i1 %541, label %554, label %542

542:                                              ; preds = %536
  %543 = getelementptr inbounds i8, ptr %272, i64 32
  br label %544

544:                                              ; preds = %544, %542
  %545 = phi ptr [ %543, %542 ], [ %552, %544 ]
  %546 = phi ptr [ %538, %542 ], [ %550, %544 ]
  %547 = getelementptr inbounds i8, ptr %546, i64 16
  %548 = load <16 x i8>, ptr %547, align 1
  store <16 x i8> %548, ptr %545, align 1
  %549 = getelementptr inbounds i8, ptr %545, i64 16
  %550 = getelementptr inbounds i8, ptr %546, i64 32
  %551 = load <16 x i8>, ptr %550, align 1
  store <16 x i8> %551, ptr %549, align 1
  %552 = getelementptr inbounds i8, ptr %545, i64 32
  %553 = icmp ult ptr %552, %523
  br i1 %553, label %544, label %554, !llvm.loop !96

554:                                              ; preds = %544, %536, %531
  store ptr %520, ptr %10, align 8, !tbaa !37
  %555 = ptrtoint ptr %523 to i64
  %556 = sub i64 %555, %266
  %557 = icmp ugt i64 %368, %556
  br i1 %557, label %558, label %572

558:                                              ; preds = %554
  %559 = sub i64 %555, %267
  %560 = icmp ugt i64 %368, %559
  br i1 %560, label %1361, label %561, !prof !50

561:                                              ; preds = %558
  %562 = ptrtoint ptr %526 to i64
  %563 = sub i64 %562, %266
  %564 = getelementptr inbounds i8, ptr %23, i64 %563
  %565 = getelementptr inbounds i8, ptr %564, i64 %384
  %566 = icmp ugt ptr %565, %23
  br i1 %566, label %568, label %567

567:                                              ; preds = %561
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %523, ptr align 1 %564, i64 %384, i1 false)
  br label %652

568:                                              ; preds = %561
  %569 = sub i64 0, %563
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %523, ptr align 1 %564, i64 %569, i1 false)
  %570 = getelementptr i8, ptr %523, i64 %569
  %571 = add i64 %563, %384
  br label %572

572:                                              ; preds = %568, %554
  %573 = phi i64 [ %571, %568 ], [ %384, %554 ]
  %574 = phi ptr [ %19, %568 ], [ %526, %554 ]
  %575 = phi ptr [ %570, %568 ], [ %523, %554 ]
  %576 = icmp ugt i64 %368, 15
  br i1 %576, label %577, label %593, !prof !81

577:                                              ; preds = %572
  %578 = getelementptr inbounds i8, ptr %575, i64 %573
  %579 = load <16 x i8>, ptr %574, align 1
  store <16 x i8> %579, ptr %575, align 1
  %580 = icmp slt i64 %573, 17
  br i1 %580, label %652, label %581

581:                                              ; preds = %577
  %582 = getelementptr inbounds i8, ptr %575, i64 16
  br label %583

583:                                              ; preds = %583, %581
  %584 = phi ptr [ %582, %581 ], [ %591, %583 ]
  %585 = phi ptr [ %574, %581 ], [ %589, %583 ]
  %586 = getelementptr inbounds i8, ptr %585, i64 16
  %587 = load <16 x i8>, ptr %586, align 1
  store <16 x i8> %587, ptr %584, align 1
  %588 = getelementptr inbounds i8, ptr %584, i64 16
  %589 = getelementptr inbounds i8, ptr %585, i64 32
  %590 = load <16 x i8>, ptr %589, align 1
  store <16 x i8> %590, ptr %588, align 1
  %591 = getelementptr inbounds i8, ptr %584, i64 32
  %592 = icmp ult ptr %591, %578
  br i1 %592, label %583, label %652, !llvm.loop !96

593:                                              ; preds = %572
  %594 = icmp ult i64 %368, 8
  br i1 %594, label %595, label %617

595:                                              ; preds = %593
  %596 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %368
  %597 = load i32, ptr %596, align 4, !tbaa !28
  %598 = load i8, ptr %574, align 1, !tbaa !10
  store i8 %598, ptr %575, align 1, !tbaa !10
  %599 = getelementptr inbounds i8, ptr %574, i64 1
  %600 = load i8, ptr %599, align 1, !tbaa !10
  %601 = getelementptr inbounds i8, ptr %575, i64 1
  store i8 %600, ptr %601, align 1, !tbaa !10
  %602 = getelementptr inbounds i8, ptr %574, i64 2
  %603 = load i8, ptr %602, align 1, !tbaa !10
  %604 = getelementptr inbounds i8, ptr %575, i64 2
  store i8 %603, ptr %604, align 1, !tbaa !10
  %605 = getelementptr inbounds i8, ptr %574, i64 3
  %606 = load i8, ptr %605, align 1, !tbaa !10
  %607 = getelementptr inbounds i8, ptr %575, i64 3
  store i8 %606, ptr %607, align 1, !tbaa !10
  %608 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %368
  %609 = load i32, ptr %608, align 4, !tbaa !28
  %610 = zext i32 %609 to i64
  %611 = getelementptr inbounds i8, ptr %574, i64 %610
  %612 = getelementptr inbounds i8, ptr %575, i64 4
  %613 = load i32, ptr %611, align 1
  store i32 %613, ptr %612, align 1
  %614 = sext i32 %597 to i64
  %615 = sub nsw i64 0, %614
  %616 = getelementptr inbounds i8, ptr %611, i64 %615
  br label %619

617:                                              ; preds = %593
  %618 = load <8 x i8>, ptr %574, align 1
  store <8 x i8> %618, ptr %575, align 1
  br label %619

619:                                              ; preds = %617, %595
  %620 = phi ptr [ %616, %595 ], [ %574, %617 ]
  %621 = getelementptr i8, ptr %620, i64 8
  %622 = getelementptr i8, ptr %575, i64 8
  %623 = icmp ugt i64 %573, 8
  br i1 %623, label %624, label %652

624:                                              ; preds = %619
  %625 = ptrtoint ptr %622 to i64
  %626 = ptrtoint ptr %621 to i64
  %627 = sub i64 %625, %626
  %628 = getelementptr i8, ptr %575, i64 %573
  %629 = icmp slt i64 %627, 16
  br i1 %629, label %630, label %637

630:                                              ; preds = %624, %630
  %631 = phi ptr [ %634, %630 ], [ %622, %624 ]
  %632 = phi ptr [ %635, %630 ], [ %621, %624 ]
  %633 = load <8 x i8>, ptr %632, align 1
  store <8 x i8> %633, ptr %631, align 1
  %634 = getelementptr inbounds i8, ptr %631, i64 8
  %635 = getelementptr inbounds i8, ptr %632, i64 8
  %636 = icmp ult ptr %634, %628
  br i1 %636, label %630, label %652, !llvm.loop !103

637:                                              ; preds = %624
  %638 = load <16 x i8>, ptr %621, align 1
  store <16 x i8> %638, ptr %622, align 1
  %639 = icmp slt i64 %573, 25
  br i1 %639, label %652, label %640

640:                                              ; preds = %637
  %641 = getelementptr inbounds i8, ptr %575, i64 24
  br label %642

642:                                              ; preds = %642, %640
  %643 = phi ptr [ %641, %640 ], [ %650, %642 ]
  %644 = phi ptr [ %621, %640 ], [ %648, %642 ]
  %645 = getelementptr inbounds i8, ptr %644, i64 16
  %646 = load <16 x i8>, ptr %645, align 1
  store <16 x i8> %646, ptr %643, align 1
  %647 = getelementptr inbounds i8, ptr %643, i64 16
  %648 = getelementptr inbounds i8, ptr %644, i64 32
  %649 = load <16 x i8>, ptr %648, align 1
  store <16 x i8> %649, ptr %647, align 1
  %650 = getelementptr inbounds i8, ptr %643, i64 32
  %651 = icmp ult ptr %650, %628
  br i1 %651, label %642, label %652, !llvm.loop !96

652:                                              ; preds = %642, %630, %583, %637, %619, %577, %567, %534
  %653 = phi i64 [ %535, %534 ], [ %524, %567 ], [ %524, %619 ], [ %524, %577 ], [ %524, %637 ], [ %524, %583 ], [ %524, %630 ], [ %524, %642 ]
  %654 = icmp ult i64 %653, -119
  br i1 %654, label %655, label %1361

655:                                              ; preds = %652
  %656 = getelementptr inbounds i8, ptr %272, i64 %653
  %657 = add nsw i32 %271, -1
  %658 = icmp eq i32 %657, 0
  br i1 %658, label %1346, label %270, !llvm.loop !115

659:                                              ; preds = %509
  %660 = icmp sgt i32 %271, 0
  br i1 %660, label %661, label %1361

661:                                              ; preds = %514, %659
  %662 = phi ptr [ %510, %659 ], [ %515, %514 ]
  %663 = phi ptr [ %512, %659 ], [ %517, %514 ]
  %664 = ptrtoint ptr %663 to i64
  %665 = ptrtoint ptr %662 to i64
  %666 = sub i64 %664, %665
  %667 = icmp eq ptr %663, %662
  br i1 %667, label %819, label %668

668:                                              ; preds = %661
  %669 = ptrtoint ptr %13 to i64
  %670 = ptrtoint ptr %272 to i64
  %671 = sub i64 %669, %670
  %672 = icmp ugt i64 %666, %671
  br i1 %672, label %1361, label %673

673:                                              ; preds = %668
  %674 = sub i64 %670, %665
  %675 = getelementptr inbounds i8, ptr %272, i64 %666
  %676 = icmp slt i64 %666, 8
  %677 = icmp sgt i64 %674, -8
  %678 = or i1 %677, %676
  br i1 %678, label %679, label %735

679:                                              ; preds = %673
  %680 = icmp sgt i64 %666, 0
  br i1 %680, label %681, label %817

681:                                              ; preds = %679
  %682 = add i64 %670, %664
  %683 = sub i64 %682, %665
  %684 = add i64 %670, 1
  %685 = tail call i64 @llvm.umax.i64(i64 %683, i64 %684)
  %686 = sub i64 %685, %670
  %687 = icmp ult i64 %686, 8
  %688 = icmp ult i64 %674, 32
  %689 = or i1 %687, %688
  br i1 %689, label %725, label %690

690:                                              ; preds = %681
  %691 = icmp ult i64 %686, 32
  br i1 %691, label %711, label %692

692:                                              ; preds = %690
  %693 = and i64 %686, -32
  br label %694

694:                                              ; preds = %694, %692
  %695 = phi i64 [ 0, %692 ], [ %702, %694 ]
  %696 = getelementptr i8, ptr %272, i64 %695
  %697 = getelementptr i8, ptr %662, i64 %695
  %698 = getelementptr i8, ptr %697, i64 16
  %699 = load <16 x i8>, ptr %697, align 1, !tbaa !10
  %700 = load <16 x i8>, ptr %698, align 1, !tbaa !10
  %701 = getelementptr i8, ptr %696, i64 16
  store <16 x i8> %699, ptr %696, align 1, !tbaa !10
  store <16 x i8> %700, ptr %701, align 1, !tbaa !10
  %702 = add nuw i64 %695, 32
  %703 = icmp eq i64 %702, %693
  br i1 %703, label %704, label %694, !llvm.loop !116

704:                                              ; preds = %694
  %705 = icmp eq i64 %686, %693
  br i1 %705, label %817, label %706

706:                                              ; preds = %704
  %707 = getelementptr i8, ptr %662, i64 %693
  %708 = getelementptr i8, ptr %272, i64 %693
  %709 = and i64 %686, 24
  %710 = icmp eq i64 %709, 0
  br i1 %710, label %725, label %711

711:                                              ; preds = %690, %706
  %712 = phi i64 [ %693, %706 ], [ 0, %690 ]
  %713 = and i64 %686, -8
  %714 = getelementptr i8, ptr %272, i64 %713
  %715 = getelementptr i8, ptr %662, i64 %713
  br label %716

716:                                              ; preds = %716, %711
  %717 = phi i64 [ %712, %711 ], [ %721, %716 ]
  %718 = getelementptr i8, ptr %272, i64 %717
  %719 = getelementptr i8, ptr %662, i64 %717
  %720 = load <8 x i8>, ptr %719, align 1, !tbaa !10
  store <8 x i8> %720, ptr %718, align 1, !tbaa !10
  %721 = add nuw i64 %717, 8
  %722 = icmp eq i64 %721, %713
  br i1 %722, label %723, label %716, !llvm.loop !117

723:                                              ; preds = %716
  %724 = icmp eq i64 %686, %713
  br i1 %724, label %817, label %725

725:                                              ; preds = %723, %681, %706
  %726 = phi ptr [ %272, %681 ], [ %708, %706 ], [ %714, %723 ]
  %727 = phi ptr [ %662, %681 ], [ %707, %706 ], [ %715, %723 ]
  br label %728

728:                                              ; preds = %725, %728
  %729 = phi ptr [ %733, %728 ], [ %726, %725 ]
  %730 = phi ptr [ %731, %728 ], [ %727, %725 ]
  %731 = getelementptr inbounds i8, ptr %730, i64 1
  %732 = load i8, ptr %730, align 1, !tbaa !10
  %733 = getelementptr inbounds i8, ptr %729, i64 1
  store i8 %732, ptr %729, align 1, !tbaa !10
  %734 = icmp ult ptr %733, %675
  br i1 %734, label %728, label %817, !llvm.loop !118

735:                                              ; preds = %673
  %736 = getelementptr inbounds i8, ptr %675, i64 -32
  %737 = icmp uge ptr %736, %272
  %738 = icmp ult i64 %674, -16
  %739 = and i1 %738, %737
  br i1 %739, label %740, label %759

740:                                              ; preds = %735
  %741 = ptrtoint ptr %736 to i64
  %742 = sub i64 %741, %670
  %743 = load <16 x i8>, ptr %662, align 1
  store <16 x i8> %743, ptr %272, align 1
  %744 = icmp slt i64 %742, 17
  br i1 %744, label %757, label %745

745:                                              ; preds = %740
  %746 = getelementptr inbounds i8, ptr %272, i64 16
  br label %747

747:                                              ; preds = %747, %745
  %748 = phi ptr [ %746, %745 ], [ %755, %747 ]
  %749 = phi ptr [ %662, %745 ], [ %753, %747 ]
  %750 = getelementptr inbounds i8, ptr %749, i64 16
  %751 = load <16 x i8>, ptr %750, align 1
  store <16 x i8> %751, ptr %748, align 1
  %752 = getelementptr inbounds i8, ptr %748, i64 16
  %753 = getelementptr inbounds i8, ptr %749, i64 32
  %754 = load <16 x i8>, ptr %753, align 1
  store <16 x i8> %754, ptr %752, align 1
  %755 = getelementptr inbounds i8, ptr %748, i64 32
  %756 = icmp ult ptr %755, %736
  br i1 %756, label %747, label %757, !llvm.loop !96

757:                                              ; preds = %747, %740
  %758 = getelementptr inbounds i8, ptr %662, i64 %742
  br label %759

759:                                              ; preds = %757, %735
  %760 = phi ptr [ %736, %757 ], [ %272, %735 ]
  %761 = phi ptr [ %758, %757 ], [ %662, %735 ]
  %762 = phi i64 [ %741, %757 ], [ %670, %735 ]
  %763 = add i64 %666, %670
  %764 = sub i64 %763, %762
  %765 = getelementptr i8, ptr %760, i64 %764
  %766 = icmp ult i64 %764, 8
  %767 = ptrtoint ptr %761 to i64
  %768 = ptrtoint ptr %760 to i64
  %769 = sub i64 %768, %767
  %770 = icmp ult i64 %769, 32
  %771 = select i1 %766, i1 true, i1 %770
  br i1 %771, label %807, label %772

772:                                              ; preds = %759
  %773 = icmp ult i64 %764, 32
  br i1 %773, label %793, label %774

774:                                              ; preds = %772
  %775 = and i64 %764, -32
  br label %776

776:                                              ; preds = %776, %774
  %777 = phi i64 [ 0, %774 ], [ %784, %776 ]
  %778 = getelementptr i8, ptr %760, i64 %777
  %779 = getelementptr i8, ptr %761, i64 %777
  %780 = getelementptr i8, ptr %779, i64 16
  %781 = load <16 x i8>, ptr %779, align 1, !tbaa !10
  %782 = load <16 x i8>, ptr %780, align 1, !tbaa !10
  %783 = getelementptr i8, ptr %778, i64 16
  store <16 x i8> %781, ptr %778, align 1, !tbaa !10
  store <16 x i8> %782, ptr %783, align 1, !tbaa !10
  %784 = add nuw i64 %777, 32
  %785 = icmp eq i64 %784, %775
  br i1 %785, label %786, label %776, !llvm.loop !119

786:                                              ; preds = %776
  %787 = icmp eq i64 %764, %775
  br i1 %787, label %817, label %788

788:                                              ; preds = %786
  %789 = getelementptr i8, ptr %761, i64 %775
  %790 = getelementptr i8, ptr %760, i64 %775
  %791 = and i64 %764, 24
  %792 = icmp eq i64 %791, 0
  br i1 %792, label %807, label %793

793:                                              ; preds = %772, %788
  %794 = phi i64 [ %775, %788 ], [ 0, %772 ]
  %795 = and i64 %764, -8
  %796 = getelementptr i8, ptr %760, i64 %795
  %797 = getelementptr i8, ptr %761, i64 %795
  br label %798

798:                                              ; preds = %798, %793
  %799 = phi i64 [ %794, %793 ], [ %803, %798 ]
  %800 = getelementptr i8, ptr %760, i64 %799
  %801 = getelementptr i8, ptr %761, i64 %799
  %802 = load <8 x i8>, ptr %801, align 1, !tbaa !10
  store <8 x i8> %802, ptr %800, align 1, !tbaa !10
  %803 = add nuw i64 %799, 8
  %804 = icmp eq i64 %803, %795
  br i1 %804, label %805, label %798, !llvm.loop !120

805:                                              ; preds = %798
  %806 = icmp eq i64 %764, %795
  br i1 %806, label %817, label %807

807:                                              ; preds = %805, %759, %788
  %808 = phi ptr [ %760, %759 ], [ %790, %788 ], [ %796, %805 ]
  %809 = phi ptr [ %761, %759 ], [ %789, %788 ], [ %797, %805 ]
  br label %810

810:                                              ; preds = %807, %810
  %811 = phi ptr [ %815, %810 ], [ %808, %807 ]
  %812 = phi ptr [ %813, %810 ], [ %809, %807 ]
  %813 = getelementptr inbounds i8, ptr %812, i64 1
  %814 = load i8, ptr %812, align 1, !tbaa !10
  %815 = getelementptr inbounds i8, ptr %811, i64 1
  store i8 %814, ptr %811, align 1, !tbaa !10
  %816 = icmp eq ptr %815, %765
  br i1 %816, label %817, label %810, !llvm.loop !121

817:                                              ; preds = %810, %728, %786, %805, %704, %723, %679
  %818 = sub i64 %436, %666
  br label %819

819:                                              ; preds = %817, %661
  %820 = phi i64 [ %818, %817 ], [ %436, %661 ]
  %821 = phi ptr [ %675, %817 ], [ %272, %661 ]
  %822 = getelementptr inbounds i8, ptr %0, i64 30372
  store ptr %822, ptr %10, align 8, !tbaa !37
  %823 = getelementptr inbounds i8, ptr %0, i64 95908
  %824 = getelementptr inbounds i8, ptr %0, i64 30368
  store i32 0, ptr %824, align 8, !tbaa !31
  %825 = getelementptr i8, ptr %821, i64 %820
  %826 = add i64 %820, %384
  %827 = getelementptr i8, ptr %0, i64 %820
  %828 = getelementptr i8, ptr %827, i64 30372
  %829 = sub i64 0, %368
  %830 = getelementptr inbounds i8, ptr %825, i64 %829
  tail call void @llvm.prefetch.p0(ptr %830, i32 0, i32 3, i32 1)
  %831 = icmp sgt i64 %820, 65536
  %832 = getelementptr inbounds i8, ptr %13, i64 -32
  %833 = getelementptr inbounds i8, ptr %821, i64 %826
  %834 = icmp ugt ptr %833, %832
  %835 = select i1 %831, i1 true, i1 %834
  br i1 %835, label %839, label %836, !prof !102

836:                                              ; preds = %819
  %837 = load <16 x i8>, ptr %822, align 1
  store <16 x i8> %837, ptr %821, align 1
  %838 = icmp ugt i64 %820, 16
  br i1 %838, label %843, label %861, !prof !50

839:                                              ; preds = %819
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #14
  store i64 %820, ptr %8, align 8, !tbaa !43
  %840 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %384, ptr %840, align 8, !tbaa !43
  %841 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %368, ptr %841, align 8, !tbaa !43
  %842 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %821, ptr noundef %13, ptr noundef nonnull %8, ptr noundef nonnull %10, ptr noundef nonnull %823, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #14
  br label %959

843:                                              ; preds = %836
  %844 = getelementptr inbounds i8, ptr %821, i64 16
  %845 = getelementptr inbounds i8, ptr %0, i64 30388
  %846 = add i64 %820, -16
  %847 = load <16 x i8>, ptr %845, align 1
  store <16 x i8> %847, ptr %844, align 1
  %848 = icmp slt i64 %846, 17
  br i1 %848, label %861, label %849

849:                                              ; preds = %843
  %850 = getelementptr inbounds i8, ptr %821, i64 32
  br label %851

851:                                              ; preds = %851, %849
  %852 = phi ptr [ %850, %849 ], [ %859, %851 ]
  %853 = phi ptr [ %845, %849 ], [ %857, %851 ]
  %854 = getelementptr inbounds i8, ptr %853, i64 16
  %855 = load <16 x i8>, ptr %854, align 1
  store <16 x i8> %855, ptr %852, align 1
  %856 = getelementptr inbounds i8, ptr %852, i64 16
  %857 = getelementptr inbounds i8, ptr %853, i64 32
  %858 = load <16 x i8>, ptr %857, align 1
  store <16 x i8> %858, ptr %856, align 1
  %859 = getelementptr inbounds i8, ptr %852, i64 32
  %860 = icmp ult ptr %859, %825
  br i1 %860, label %851, label %861, !llvm.loop !96

861:                                              ; preds = %851, %843, %836
  store ptr %828, ptr %10, align 8, !tbaa !37
  %862 = ptrtoint ptr %825 to i64
  %863 = sub i64 %862, %266
  %864 = icmp ugt i64 %368, %863
  br i1 %864, label %865, label %879

865:                                              ; preds = %861
  %866 = sub i64 %862, %267
  %867 = icmp ugt i64 %368, %866
  br i1 %867, label %1361, label %868, !prof !50

868:                                              ; preds = %865
  %869 = ptrtoint ptr %830 to i64
  %870 = sub i64 %869, %266
  %871 = getelementptr inbounds i8, ptr %23, i64 %870
  %872 = getelementptr inbounds i8, ptr %871, i64 %384
  %873 = icmp ugt ptr %872, %23
  br i1 %873, label %875, label %874

874:                                              ; preds = %868
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %825, ptr align 1 %871, i64 %384, i1 false)
  br label %959

875:                                              ; preds = %868
  %876 = sub i64 0, %870
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %825, ptr align 1 %871, i64 %876, i1 false)
  %877 = getelementptr i8, ptr %825, i64 %876
  %878 = add i64 %870, %384
  br label %879

879:                                              ; preds = %875, %861
  %880 = phi i64 [ %878, %875 ], [ %384, %861 ]
  %881 = phi ptr [ %19, %875 ], [ %830, %861 ]
  %882 = phi ptr [ %877, %875 ], [ %825, %861 ]
  %883 = icmp ugt i64 %368, 15
  br i1 %883, label %884, label %900, !prof !81

884:                                              ; preds = %879
  %885 = getelementptr inbounds i8, ptr %882, i64 %880
  %886 = load <16 x i8>, ptr %881, align 1
  store <16 x i8> %886, ptr %882, align 1
  %887 = icmp slt i64 %880, 17
  br i1 %887, label %959, label %888

888:                                              ; preds = %884
  %889 = getelementptr inbounds i8, ptr %882, i64 16
  br label %890

890:                                              ; preds = %890, %888
  %891 = phi ptr [ %889, %888 ], [ %898, %890 ]
  %892 = phi ptr [ %881, %888 ], [ %896, %890 ]
  %893 = getelementptr inbounds i8, ptr %892, i64 16
  %894 = load <16 x i8>, ptr %893, align 1
  store <16 x i8> %894, ptr %891, align 1
  %895 = getelementptr inbounds i8, ptr %891, i64 16
  %896 = getelementptr inbounds i8, ptr %892, i64 32
  %897 = load <16 x i8>, ptr %896, align 1
  store <16 x i8> %897, ptr %895, align 1
  %898 = getelementptr inbounds i8, ptr %891, i64 32
  %899 = icmp ult ptr %898, %885
  br i1 %899, label %890, label %959, !llvm.loop !96

900:                                              ; preds = %879
  %901 = icmp ult i64 %368, 8
  br i1 %901, label %902, label %924

902:                                              ; preds = %900
  %903 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %368
  %904 = load i32, ptr %903, align 4, !tbaa !28
  %905 = load i8, ptr %881, align 1, !tbaa !10
  store i8 %905, ptr %882, align 1, !tbaa !10
  %906 = getelementptr inbounds i8, ptr %881, i64 1
  %907 = load i8, ptr %906, align 1, !tbaa !10
  %908 = getelementptr inbounds i8, ptr %882, i64 1
  store i8 %907, ptr %908, align 1, !tbaa !10
  %909 = getelementptr inbounds i8, ptr %881, i64 2
  %910 = load i8, ptr %909, align 1, !tbaa !10
  %911 = getelementptr inbounds i8, ptr %882, i64 2
  store i8 %910, ptr %911, align 1, !tbaa !10
  %912 = getelementptr inbounds i8, ptr %881, i64 3
  %913 = load i8, ptr %912, align 1, !tbaa !10
  %914 = getelementptr inbounds i8, ptr %882, i64 3
  store i8 %913, ptr %914, align 1, !tbaa !10
  %915 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %368
  %916 = load i32, ptr %915, align 4, !tbaa !28
  %917 = zext i32 %916 to i64
  %918 = getelementptr inbounds i8, ptr %881, i64 %917
  %919 = getelementptr inbounds i8, ptr %882, i64 4
  %920 = load i32, ptr %918, align 1
  store i32 %920, ptr %919, align 1
  %921 = sext i32 %904 to i64
  %922 = sub nsw i64 0, %921
  %923 = getelementptr inbounds i8, ptr %918, i64 %922
  br label %926

924:                                              ; preds = %900
  %925 = load <8 x i8>, ptr %881, align 1
  store <8 x i8> %925, ptr %882, align 1
  br label %926

926:                                              ; preds = %924, %902
  %927 = phi ptr [ %923, %902 ], [ %881, %924 ]
  %928 = getelementptr i8, ptr %927, i64 8
  %929 = getelementptr i8, ptr %882, i64 8
  %930 = icmp ugt i64 %880, 8
  br i1 %930, label %931, label %959

931:                                              ; preds = %926
  %932 = ptrtoint ptr %929 to i64
  %933 = ptrtoint ptr %928 to i64
  %934 = sub i64 %932, %933
  %935 = getelementptr i8, ptr %882, i64 %880
  %936 = icmp slt i64 %934, 16
  br i1 %936, label %937, label %944

937:                                              ; preds = %931, %937
  %938 = phi ptr [ %941, %937 ], [ %929, %931 ]
  %939 = phi ptr [ %942, %937 ], [ %928, %931 ]
  %940 = load <8 x i8>, ptr %939, align 1
  store <8 x i8> %940, ptr %938, align 1
  %941 = getelementptr inbounds i8, ptr %938, i64 8
  %942 = getelementptr inbounds i8, ptr %939, i64 8
  %943 = icmp ult ptr %941, %935
  br i1 %943, label %937, label %959, !llvm.loop !103

944:                                              ; preds = %931
  %945 = load <16 x i8>, ptr %928, align 1
  store <16 x i8> %945, ptr %929, align 1
  %946 = icmp slt i64 %880, 25
  br i1 %946, label %959, label %947

947:                                              ; preds = %944
  %948 = getelementptr inbounds i8, ptr %882, i64 24
  br label %949

949:                                              ; preds = %949, %947
  %950 = phi ptr [ %948, %947 ], [ %957, %949 ]
  %951 = phi ptr [ %928, %947 ], [ %955, %949 ]
  %952 = getelementptr inbounds i8, ptr %951, i64 16
  %953 = load <16 x i8>, ptr %952, align 1
  store <16 x i8> %953, ptr %950, align 1
  %954 = getelementptr inbounds i8, ptr %950, i64 16
  %955 = getelementptr inbounds i8, ptr %951, i64 32
  %956 = load <16 x i8>, ptr %955, align 1
  store <16 x i8> %956, ptr %954, align 1
  %957 = getelementptr inbounds i8, ptr %950, i64 32
  %958 = icmp ult ptr %957, %935
  br i1 %958, label %949, label %959, !llvm.loop !96

959:                                              ; preds = %949, %937, %890, %944, %926, %884, %874, %839
  %960 = phi i64 [ %842, %839 ], [ %826, %874 ], [ %826, %926 ], [ %826, %884 ], [ %826, %944 ], [ %826, %890 ], [ %826, %937 ], [ %826, %949 ]
  %961 = icmp ult i64 %960, -119
  %962 = getelementptr inbounds i8, ptr %821, i64 %960
  %963 = add nsw i32 %271, -1
  br i1 %961, label %964, label %1361

964:                                              ; preds = %959
  br i1 %273, label %1346, label %965

965:                                              ; preds = %964
  %966 = getelementptr inbounds i8, ptr %9, i64 8
  %967 = getelementptr inbounds i8, ptr %9, i64 16
  br label %968

968:                                              ; preds = %1342, %965
  %969 = phi ptr [ %1343, %1342 ], [ %962, %965 ]
  %970 = phi i32 [ %1344, %1342 ], [ %963, %965 ]
  %971 = icmp eq i32 %970, 1
  %972 = load ptr, ptr %166, align 8, !tbaa !83, !noalias !122
  %973 = load i64, ptr %118, align 8, !tbaa !88, !noalias !122
  %974 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %972, i64 %973
  %975 = load ptr, ptr %265, align 8, !tbaa !89, !noalias !122
  %976 = load i64, ptr %218, align 8, !tbaa !90, !noalias !122
  %977 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %975, i64 %976
  %978 = load ptr, ptr %217, align 8, !tbaa !91, !noalias !122
  %979 = load i64, ptr %167, align 8, !tbaa !92, !noalias !122
  %980 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %978, i64 %979
  %981 = getelementptr inbounds i8, ptr %977, i64 4
  %982 = load i32, ptr %981, align 4, !tbaa !40, !noalias !122
  %983 = zext i32 %982 to i64
  %984 = getelementptr inbounds i8, ptr %974, i64 4
  %985 = load i32, ptr %984, align 4, !tbaa !40, !noalias !122
  %986 = zext i32 %985 to i64
  %987 = getelementptr inbounds i8, ptr %980, i64 4
  %988 = load i32, ptr %987, align 4, !tbaa !40, !noalias !122
  %989 = getelementptr inbounds i8, ptr %974, i64 2
  %990 = load i8, ptr %989, align 2, !tbaa !56, !noalias !122
  %991 = getelementptr inbounds i8, ptr %977, i64 2
  %992 = load i8, ptr %991, align 2, !tbaa !56, !noalias !122
  %993 = getelementptr inbounds i8, ptr %980, i64 2
  %994 = load i8, ptr %993, align 2, !tbaa !56, !noalias !122
  %995 = zext i8 %990 to i32
  %996 = zext i8 %992 to i32
  %997 = add i8 %992, %990
  %998 = add i8 %997, %994
  %999 = load i16, ptr %974, align 4, !tbaa !55, !noalias !122
  %1000 = load i16, ptr %977, align 4, !tbaa !55, !noalias !122
  %1001 = load i16, ptr %980, align 4, !tbaa !55, !noalias !122
  %1002 = getelementptr inbounds i8, ptr %974, i64 3
  %1003 = load i8, ptr %1002, align 1, !tbaa !54, !noalias !122
  %1004 = zext i8 %1003 to i32
  %1005 = getelementptr inbounds i8, ptr %977, i64 3
  %1006 = load i8, ptr %1005, align 1, !tbaa !54, !noalias !122
  %1007 = zext i8 %1006 to i32
  %1008 = getelementptr inbounds i8, ptr %980, i64 3
  %1009 = load i8, ptr %1008, align 1, !tbaa !54, !noalias !122
  %1010 = zext i8 %1009 to i32
  %1011 = icmp ugt i8 %994, 1
  br i1 %1011, label %1012, label %1027

1012:                                             ; preds = %968
  %1013 = zext i8 %994 to i32
  %1014 = load i64, ptr %11, align 8, !tbaa !71, !noalias !122
  %1015 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1016 = and i32 %1015, 63
  %1017 = zext nneg i32 %1016 to i64
  %1018 = shl i64 %1014, %1017
  %1019 = sub nsw i32 0, %1013
  %1020 = and i32 %1019, 63
  %1021 = zext nneg i32 %1020 to i64
  %1022 = lshr i64 %1018, %1021
  %1023 = add i32 %1015, %1013
  store i32 %1023, ptr %122, align 8, !tbaa !75, !noalias !122
  %1024 = zext i32 %988 to i64
  %1025 = add i64 %1022, %1024
  %1026 = load i64, ptr %29, align 8, !tbaa !43, !noalias !122
  store i64 %1026, ptr %35, align 8, !tbaa !43, !noalias !122
  br label %1064

1027:                                             ; preds = %968
  %1028 = icmp eq i32 %985, 0
  %1029 = icmp eq i8 %994, 0
  br i1 %1029, label %1030, label %1037, !prof !81

1030:                                             ; preds = %1027
  %1031 = zext i1 %1028 to i64
  %1032 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1031
  %1033 = load i64, ptr %1032, align 8, !tbaa !43, !noalias !122
  %1034 = xor i1 %1028, true
  %1035 = zext i1 %1034 to i64
  %1036 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1035
  br label %1064

1037:                                             ; preds = %1027
  %1038 = zext i1 %1028 to i32
  %1039 = add i32 %988, %1038
  %1040 = zext i32 %1039 to i64
  %1041 = load i64, ptr %11, align 8, !tbaa !71, !noalias !122
  %1042 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1043 = and i32 %1042, 63
  %1044 = zext nneg i32 %1043 to i64
  %1045 = shl i64 %1041, %1044
  %1046 = lshr i64 %1045, 63
  %1047 = add i32 %1042, 1
  store i32 %1047, ptr %122, align 8, !tbaa !75, !noalias !122
  %1048 = add nuw nsw i64 %1046, %1040
  %1049 = icmp eq i64 %1048, 3
  br i1 %1049, label %1050, label %1055

1050:                                             ; preds = %1037
  %1051 = load i64, ptr %28, align 8, !tbaa !43, !noalias !122
  %1052 = add i64 %1051, -1
  %1053 = icmp eq i64 %1052, 0
  %1054 = select i1 %1053, i64 -1, i64 %1052
  br label %1061

1055:                                             ; preds = %1037
  %1056 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 %1048
  %1057 = load i64, ptr %1056, align 8, !tbaa !43, !noalias !122
  %1058 = icmp eq i64 %1057, 0
  %1059 = select i1 %1058, i64 -1, i64 %1057
  %1060 = icmp eq i64 %1048, 1
  br i1 %1060, label %1064, label %1061

1061:                                             ; preds = %1055, %1050
  %1062 = phi i64 [ %1054, %1050 ], [ %1059, %1055 ]
  %1063 = load i64, ptr %29, align 8, !tbaa !43, !noalias !122
  store i64 %1063, ptr %35, align 8, !tbaa !43, !noalias !122
  br label %1064

1064:                                             ; preds = %1061, %1055, %1030, %1012
  %1065 = phi ptr [ %1036, %1030 ], [ %28, %1012 ], [ %28, %1061 ], [ %28, %1055 ]
  %1066 = phi i64 [ %1033, %1030 ], [ %1025, %1012 ], [ %1062, %1061 ], [ %1059, %1055 ]
  %1067 = load i64, ptr %1065, align 8, !tbaa !43, !noalias !122
  store i64 %1067, ptr %29, align 8, !tbaa !43, !noalias !122
  store i64 %1066, ptr %28, align 8, !tbaa !43, !noalias !122
  %1068 = icmp eq i8 %992, 0
  br i1 %1068, label %1081, label %1069

1069:                                             ; preds = %1064
  %1070 = load i64, ptr %11, align 8, !tbaa !71, !noalias !122
  %1071 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1072 = and i32 %1071, 63
  %1073 = zext nneg i32 %1072 to i64
  %1074 = shl i64 %1070, %1073
  %1075 = sub nsw i32 0, %996
  %1076 = and i32 %1075, 63
  %1077 = zext nneg i32 %1076 to i64
  %1078 = lshr i64 %1074, %1077
  %1079 = add i32 %1071, %996
  store i32 %1079, ptr %122, align 8, !tbaa !75, !noalias !122
  %1080 = add i64 %1078, %983
  br label %1081

1081:                                             ; preds = %1069, %1064
  %1082 = phi i64 [ %983, %1064 ], [ %1080, %1069 ]
  %1083 = icmp ugt i8 %998, 30
  br i1 %1083, label %1084, label %1119, !prof !50

1084:                                             ; preds = %1081
  %1085 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1086 = icmp ugt i32 %1085, 64
  br i1 %1086, label %1087, label %1088, !prof !50

1087:                                             ; preds = %1084
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70, !noalias !122
  br label %1119

1088:                                             ; preds = %1084
  %1089 = load ptr, ptr %134, align 8, !tbaa !70, !noalias !122
  %1090 = load ptr, ptr %40, align 8, !tbaa !69, !noalias !122
  %1091 = icmp ult ptr %1089, %1090
  br i1 %1091, label %1099, label %1092

1092:                                             ; preds = %1088
  %1093 = lshr i32 %1085, 3
  %1094 = zext nneg i32 %1093 to i64
  %1095 = sub nsw i64 0, %1094
  %1096 = getelementptr inbounds i8, ptr %1089, i64 %1095
  store ptr %1096, ptr %134, align 8, !tbaa !70, !noalias !122
  %1097 = and i32 %1085, 7
  store i32 %1097, ptr %122, align 8, !tbaa !75, !noalias !122
  %1098 = load i64, ptr %1096, align 1, !tbaa !43, !noalias !122
  store i64 %1098, ptr %11, align 8, !tbaa !71, !noalias !122
  br label %1119

1099:                                             ; preds = %1088
  %1100 = load ptr, ptr %38, align 8, !tbaa !67, !noalias !122
  %1101 = icmp eq ptr %1089, %1100
  br i1 %1101, label %1119, label %1102

1102:                                             ; preds = %1099
  %1103 = lshr i32 %1085, 3
  %1104 = zext nneg i32 %1103 to i64
  %1105 = sub nsw i64 0, %1104
  %1106 = getelementptr inbounds i8, ptr %1089, i64 %1105
  %1107 = icmp ult ptr %1106, %1100
  %1108 = ptrtoint ptr %1089 to i64
  %1109 = ptrtoint ptr %1100 to i64
  %1110 = sub i64 %1108, %1109
  %1111 = trunc i64 %1110 to i32
  %1112 = select i1 %1107, i32 %1111, i32 %1103
  %1113 = zext i32 %1112 to i64
  %1114 = sub nsw i64 0, %1113
  %1115 = getelementptr inbounds i8, ptr %1089, i64 %1114
  store ptr %1115, ptr %134, align 8, !tbaa !70, !noalias !122
  %1116 = shl i32 %1112, 3
  %1117 = sub i32 %1085, %1116
  store i32 %1117, ptr %122, align 8, !tbaa !75, !noalias !122
  %1118 = load i64, ptr %1115, align 1, !tbaa !43, !noalias !122
  store i64 %1118, ptr %11, align 8, !tbaa !71, !noalias !122
  br label %1119

1119:                                             ; preds = %1102, %1099, %1092, %1087, %1081
  %1120 = icmp eq i8 %990, 0
  br i1 %1120, label %1133, label %1121

1121:                                             ; preds = %1119
  %1122 = load i64, ptr %11, align 8, !tbaa !71, !noalias !122
  %1123 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1124 = and i32 %1123, 63
  %1125 = zext nneg i32 %1124 to i64
  %1126 = shl i64 %1122, %1125
  %1127 = sub nsw i32 0, %995
  %1128 = and i32 %1127, 63
  %1129 = zext nneg i32 %1128 to i64
  %1130 = lshr i64 %1126, %1129
  %1131 = add i32 %1123, %995
  store i32 %1131, ptr %122, align 8, !tbaa !75, !noalias !122
  %1132 = add i64 %1130, %986
  br label %1133

1133:                                             ; preds = %1121, %1119
  %1134 = phi i64 [ %986, %1119 ], [ %1132, %1121 ]
  br i1 %971, label %1207, label %1135

1135:                                             ; preds = %1133
  %1136 = load i64, ptr %11, align 8, !tbaa !71, !noalias !122
  %1137 = load i32, ptr %122, align 8, !tbaa !75, !noalias !122
  %1138 = add i32 %1137, %1004
  %1139 = sub i32 0, %1138
  %1140 = and i32 %1139, 63
  %1141 = zext nneg i32 %1140 to i64
  %1142 = lshr i64 %1136, %1141
  %1143 = zext i8 %1003 to i64
  %1144 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1143
  %1145 = load i32, ptr %1144, align 4, !tbaa !28, !noalias !122
  %1146 = zext i32 %1145 to i64
  %1147 = and i64 %1142, %1146
  %1148 = zext i16 %999 to i64
  %1149 = add nuw nsw i64 %1147, %1148
  store i64 %1149, ptr %118, align 8, !tbaa !73, !noalias !122
  %1150 = add i32 %1138, %1007
  %1151 = sub i32 0, %1150
  %1152 = and i32 %1151, 63
  %1153 = zext nneg i32 %1152 to i64
  %1154 = lshr i64 %1136, %1153
  %1155 = zext i8 %1006 to i64
  %1156 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1155
  %1157 = load i32, ptr %1156, align 4, !tbaa !28, !noalias !122
  %1158 = zext i32 %1157 to i64
  %1159 = and i64 %1154, %1158
  %1160 = zext i16 %1000 to i64
  %1161 = add nuw nsw i64 %1159, %1160
  store i64 %1161, ptr %218, align 8, !tbaa !73, !noalias !122
  %1162 = add i32 %1150, %1010
  %1163 = sub i32 0, %1162
  %1164 = and i32 %1163, 63
  %1165 = zext nneg i32 %1164 to i64
  %1166 = lshr i64 %1136, %1165
  %1167 = zext i8 %1009 to i64
  %1168 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1167
  %1169 = load i32, ptr %1168, align 4, !tbaa !28, !noalias !122
  %1170 = zext i32 %1169 to i64
  %1171 = and i64 %1166, %1170
  store i32 %1162, ptr %122, align 8, !tbaa !75, !noalias !122
  %1172 = zext i16 %1001 to i64
  %1173 = add nuw nsw i64 %1171, %1172
  store i64 %1173, ptr %167, align 8, !tbaa !73, !noalias !122
  %1174 = icmp ugt i32 %1162, 64
  br i1 %1174, label %1175, label %1176, !prof !50

1175:                                             ; preds = %1135
  store ptr @BIT_reloadDStream.zeroFilled, ptr %134, align 8, !tbaa !70, !noalias !122
  br label %1207

1176:                                             ; preds = %1135
  %1177 = load ptr, ptr %134, align 8, !tbaa !70, !noalias !122
  %1178 = load ptr, ptr %40, align 8, !tbaa !69, !noalias !122
  %1179 = icmp ult ptr %1177, %1178
  br i1 %1179, label %1187, label %1180

1180:                                             ; preds = %1176
  %1181 = lshr i32 %1162, 3
  %1182 = zext nneg i32 %1181 to i64
  %1183 = sub nsw i64 0, %1182
  %1184 = getelementptr inbounds i8, ptr %1177, i64 %1183
  store ptr %1184, ptr %134, align 8, !tbaa !70, !noalias !122
  %1185 = and i32 %1162, 7
  store i32 %1185, ptr %122, align 8, !tbaa !75, !noalias !122
  %1186 = load i64, ptr %1184, align 1, !tbaa !43, !noalias !122
  store i64 %1186, ptr %11, align 8, !tbaa !71, !noalias !122
  br label %1207

1187:                                             ; preds = %1176
  %1188 = load ptr, ptr %38, align 8, !tbaa !67, !noalias !122
  %1189 = icmp eq ptr %1177, %1188
  br i1 %1189, label %1207, label %1190

1190:                                             ; preds = %1187
  %1191 = lshr i32 %1162, 3
  %1192 = zext nneg i32 %1191 to i64
  %1193 = sub nsw i64 0, %1192
  %1194 = getelementptr inbounds i8, ptr %1177, i64 %1193
  %1195 = icmp ult ptr %1194, %1188
  %1196 = ptrtoint ptr %1177 to i64
  %1197 = ptrtoint ptr %1188 to i64
  %1198 = sub i64 %1196, %1197
  %1199 = trunc i64 %1198 to i32
  %1200 = select i1 %1195, i32 %1199, i32 %1191
  %1201 = zext i32 %1200 to i64
  %1202 = sub nsw i64 0, %1201
  %1203 = getelementptr inbounds i8, ptr %1177, i64 %1202
  store ptr %1203, ptr %134, align 8, !tbaa !70, !noalias !122
  %1204 = shl i32 %1200, 3
  %1205 = sub i32 %1162, %1204
  store i32 %1205, ptr %122, align 8, !tbaa !75, !noalias !122
  %1206 = load i64, ptr %1203, align 1, !tbaa !43, !noalias !122
  store i64 %1206, ptr %11, align 8, !tbaa !71, !noalias !122
  br label %1207

1207:                                             ; preds = %1190, %1187, %1180, %1175, %1133
  %1208 = getelementptr i8, ptr %969, i64 %1134
  %1209 = add i64 %1134, %1082
  %1210 = load ptr, ptr %10, align 8, !tbaa !37
  %1211 = getelementptr inbounds i8, ptr %1210, i64 %1134
  %1212 = sub i64 0, %1066
  %1213 = getelementptr inbounds i8, ptr %1208, i64 %1212
  tail call void @llvm.prefetch.p0(ptr %1213, i32 0, i32 3, i32 1)
  %1214 = icmp ugt ptr %1211, %823
  %1215 = getelementptr inbounds i8, ptr %969, i64 %1209
  %1216 = icmp ugt ptr %1215, %832
  %1217 = select i1 %1214, i1 true, i1 %1216
  br i1 %1217, label %1221, label %1218, !prof !102

1218:                                             ; preds = %1207
  %1219 = load <16 x i8>, ptr %1210, align 1
  store <16 x i8> %1219, ptr %969, align 1
  %1220 = icmp ugt i64 %1134, 16
  br i1 %1220, label %1223, label %1241, !prof !50

1221:                                             ; preds = %1207
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  store i64 %1134, ptr %9, align 8, !tbaa !43
  store i64 %1082, ptr %966, align 8, !tbaa !43
  store i64 %1066, ptr %967, align 8, !tbaa !43
  %1222 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %969, ptr noundef %13, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %823, ptr noundef %19, ptr noundef %21, ptr noundef %23)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  br label %1339

1223:                                             ; preds = %1218
  %1224 = getelementptr inbounds i8, ptr %969, i64 16
  %1225 = getelementptr inbounds i8, ptr %1210, i64 16
  %1226 = add i64 %1134, -16
  %1227 = load <16 x i8>, ptr %1225, align 1
  store <16 x i8> %1227, ptr %1224, align 1
  %1228 = icmp slt i64 %1226, 17
  br i1 %1228, label %1241, label %1229

1229:                                             ; preds = %1223
  %1230 = getelementptr inbounds i8, ptr %969, i64 32
  br label %1231

1231:                                             ; preds = %1231, %1229
  %1232 = phi ptr [ %1230, %1229 ], [ %1239, %1231 ]
  %1233 = phi ptr [ %1225, %1229 ], [ %1237, %1231 ]
  %1234 = getelementptr inbounds i8, ptr %1233, i64 16
  %1235 = load <16 x i8>, ptr %1234, align 1
  store <16 x i8> %1235, ptr %1232, align 1
  %1236 = getelementptr inbounds i8, ptr %1232, i64 16
  %1237 = getelementptr inbounds i8, ptr %1233, i64 32
  %1238 = load <16 x i8>, ptr %1237, align 1
  store <16 x i8> %1238, ptr %1236, align 1
  %1239 = getelementptr inbounds i8, ptr %1232, i64 32
  %1240 = icmp ult ptr %1239, %1208
  br i1 %1240, label %1231, label %1241, !llvm.loop !96

1241:                                             ; preds = %1231, %1223, %1218
  store ptr %1211, ptr %10, align 8, !tbaa !37
  %1242 = ptrtoint ptr %1208 to i64
  %1243 = sub i64 %1242, %266
  %1244 = icmp ugt i64 %1066, %1243
  br i1 %1244, label %1245, label %1259

1245:                                             ; preds = %1241
  %1246 = sub i64 %1242, %267
  %1247 = icmp ugt i64 %1066, %1246
  br i1 %1247, label %1361, label %1248, !prof !50

1248:                                             ; preds = %1245
  %1249 = ptrtoint ptr %1213 to i64
  %1250 = sub i64 %1249, %266
  %1251 = getelementptr inbounds i8, ptr %23, i64 %1250
  %1252 = getelementptr inbounds i8, ptr %1251, i64 %1082
  %1253 = icmp ugt ptr %1252, %23
  br i1 %1253, label %1255, label %1254

1254:                                             ; preds = %1248
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1208, ptr align 1 %1251, i64 %1082, i1 false)
  br label %1339

1255:                                             ; preds = %1248
  %1256 = sub i64 0, %1250
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1208, ptr align 1 %1251, i64 %1256, i1 false)
  %1257 = getelementptr i8, ptr %1208, i64 %1256
  %1258 = add i64 %1250, %1082
  br label %1259

1259:                                             ; preds = %1255, %1241
  %1260 = phi ptr [ %19, %1255 ], [ %1213, %1241 ]
  %1261 = phi ptr [ %1257, %1255 ], [ %1208, %1241 ]
  %1262 = phi i64 [ %1258, %1255 ], [ %1082, %1241 ]
  %1263 = icmp ugt i64 %1066, 15
  br i1 %1263, label %1264, label %1280, !prof !81

1264:                                             ; preds = %1259
  %1265 = getelementptr inbounds i8, ptr %1261, i64 %1262
  %1266 = load <16 x i8>, ptr %1260, align 1
  store <16 x i8> %1266, ptr %1261, align 1
  %1267 = icmp slt i64 %1262, 17
  br i1 %1267, label %1339, label %1268

1268:                                             ; preds = %1264
  %1269 = getelementptr inbounds i8, ptr %1261, i64 16
  br label %1270

1270:                                             ; preds = %1270, %1268
  %1271 = phi ptr [ %1269, %1268 ], [ %1278, %1270 ]
  %1272 = phi ptr [ %1260, %1268 ], [ %1276, %1270 ]
  %1273 = getelementptr inbounds i8, ptr %1272, i64 16
  %1274 = load <16 x i8>, ptr %1273, align 1
  store <16 x i8> %1274, ptr %1271, align 1
  %1275 = getelementptr inbounds i8, ptr %1271, i64 16
  %1276 = getelementptr inbounds i8, ptr %1272, i64 32
  %1277 = load <16 x i8>, ptr %1276, align 1
  store <16 x i8> %1277, ptr %1275, align 1
  %1278 = getelementptr inbounds i8, ptr %1271, i64 32
  %1279 = icmp ult ptr %1278, %1265
  br i1 %1279, label %1270, label %1339, !llvm.loop !96

1280:                                             ; preds = %1259
  %1281 = icmp ult i64 %1066, 8
  br i1 %1281, label %1282, label %1304

1282:                                             ; preds = %1280
  %1283 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1066
  %1284 = load i32, ptr %1283, align 4, !tbaa !28
  %1285 = load i8, ptr %1260, align 1, !tbaa !10
  store i8 %1285, ptr %1261, align 1, !tbaa !10
  %1286 = getelementptr inbounds i8, ptr %1260, i64 1
  %1287 = load i8, ptr %1286, align 1, !tbaa !10
  %1288 = getelementptr inbounds i8, ptr %1261, i64 1
  store i8 %1287, ptr %1288, align 1, !tbaa !10
  %1289 = getelementptr inbounds i8, ptr %1260, i64 2
  %1290 = load i8, ptr %1289, align 1, !tbaa !10
  %1291 = getelementptr inbounds i8, ptr %1261, i64 2
  store i8 %1290, ptr %1291, align 1, !tbaa !10
  %1292 = getelementptr inbounds i8, ptr %1260, i64 3
  %1293 = load i8, ptr %1292, align 1, !tbaa !10
  %1294 = getelementptr inbounds i8, ptr %1261, i64 3
  store i8 %1293, ptr %1294, align 1, !tbaa !10
  %1295 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1066
  %1296 = load i32, ptr %1295, align 4, !tbaa !28
  %1297 = zext i32 %1296 to i64
  %1298 = getelementptr inbounds i8, ptr %1260, i64 %1297
  %1299 = getelementptr inbounds i8, ptr %1261, i64 4
  %1300 = load i32, ptr %1298, align 1
  store i32 %1300, ptr %1299, align 1
  %1301 = sext i32 %1284 to i64
  %1302 = sub nsw i64 0, %1301
  %1303 = getelementptr inbounds i8, ptr %1298, i64 %1302
  br label %1306

1304:                                             ; preds = %1280
  %1305 = load <8 x i8>, ptr %1260, align 1
  store <8 x i8> %1305, ptr %1261, align 1
  br label %1306

1306:                                             ; preds = %1304, %1282
  %1307 = phi ptr [ %1303, %1282 ], [ %1260, %1304 ]
  %1308 = getelementptr i8, ptr %1307, i64 8
  %1309 = getelementptr i8, ptr %1261, i64 8
  %1310 = icmp ugt i64 %1262, 8
  br i1 %1310, label %1311, label %1339

1311:                                             ; preds = %1306
  %1312 = ptrtoint ptr %1309 to i64
  %1313 = ptrtoint ptr %1308 to i64
  %1314 = sub i64 %1312, %1313
  %1315 = getelementptr i8, ptr %1261, i64 %1262
  %1316 = icmp slt i64 %1314, 16
  br i1 %1316, label %1317, label %1324

1317:                                             ; preds = %1311, %1317
  %1318 = phi ptr [ %1321, %1317 ], [ %1309, %1311 ]
  %1319 = phi ptr [ %1322, %1317 ], [ %1308, %1311 ]
  %1320 = load <8 x i8>, ptr %1319, align 1
  store <8 x i8> %1320, ptr %1318, align 1
  %1321 = getelementptr inbounds i8, ptr %1318, i64 8
  %1322 = getelementptr inbounds i8, ptr %1319, i64 8
  %1323 = icmp ult ptr %1321, %1315
  br i1 %1323, label %1317, label %1339, !llvm.loop !103

1324:                                             ; preds = %1311
  %1325 = load <16 x i8>, ptr %1308, align 1
  store <16 x i8> %1325, ptr %1309, align 1
  %1326 = icmp slt i64 %1262, 25
  br i1 %1326, label %1339, label %1327

1327:                                             ; preds = %1324
  %1328 = getelementptr inbounds i8, ptr %1261, i64 24
  br label %1329

1329:                                             ; preds = %1329, %1327
  %1330 = phi ptr [ %1328, %1327 ], [ %1337, %1329 ]
  %1331 = phi ptr [ %1308, %1327 ], [ %1335, %1329 ]
  %1332 = getelementptr inbounds i8, ptr %1331, i64 16
  %1333 = load <16 x i8>, ptr %1332, align 1
  store <16 x i8> %1333, ptr %1330, align 1
  %1334 = getelementptr inbounds i8, ptr %1330, i64 16
  %1335 = getelementptr inbounds i8, ptr %1331, i64 32
  %1336 = load <16 x i8>, ptr %1335, align 1
  store <16 x i8> %1336, ptr %1334, align 1
  %1337 = getelementptr inbounds i8, ptr %1330, i64 32
  %1338 = icmp ult ptr %1337, %1315
  br i1 %1338, label %1329, label %1339, !llvm.loop !96

1339:                                             ; preds = %1329, %1317, %1270, %1324, %1306, %1264, %1254, %1221
  %1340 = phi i64 [ %1222, %1221 ], [ %1209, %1254 ], [ %1209, %1306 ], [ %1209, %1264 ], [ %1209, %1324 ], [ %1209, %1270 ], [ %1209, %1317 ], [ %1209, %1329 ]
  %1341 = icmp ult i64 %1340, -119
  br i1 %1341, label %1342, label %1361

1342:                                             ; preds = %1339
  %1343 = getelementptr inbounds i8, ptr %969, i64 %1340
  %1344 = add nsw i32 %970, -1
  %1345 = icmp eq i32 %1344, 0
  br i1 %1345, label %1346, label %968

1346:                                             ; preds = %655, %1342, %964
  %1347 = phi ptr [ %962, %964 ], [ %1343, %1342 ], [ %656, %655 ]
  %1348 = phi ptr [ %823, %964 ], [ %823, %1342 ], [ %17, %655 ]
  %1349 = load ptr, ptr %134, align 8, !tbaa !70
  %1350 = load ptr, ptr %38, align 8, !tbaa !67
  %1351 = icmp eq ptr %1349, %1350
  %1352 = load i32, ptr %122, align 8
  %1353 = icmp eq i32 %1352, 64
  %1354 = select i1 %1351, i1 %1353, i1 false
  br i1 %1354, label %1355, label %1361

1355:                                             ; preds = %1346
  %1356 = load <2 x i64>, ptr %28, align 8, !tbaa !43
  %1357 = trunc <2 x i64> %1356 to <2 x i32>
  store <2 x i32> %1357, ptr %27, align 4, !tbaa !28
  %1358 = load i64, ptr %35, align 8, !tbaa !43
  %1359 = trunc i64 %1358 to i32
  store i32 %1359, ptr %32, align 4, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #14
  %1360 = load ptr, ptr %10, align 8, !tbaa !37
  br label %1363

1361:                                             ; preds = %652, %558, %1339, %1245, %1346, %959, %865, %668, %659, %106, %93, %42, %25
  %1362 = phi i64 [ -20, %106 ], [ %960, %959 ], [ -70, %668 ], [ -20, %1346 ], [ -20, %659 ], [ -20, %865 ], [ -20, %25 ], [ -20, %42 ], [ -20, %93 ], [ %1340, %1339 ], [ -20, %1245 ], [ %653, %652 ], [ -20, %558 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #14
  br label %1408

1363:                                             ; preds = %1355, %6
  %1364 = phi ptr [ %1360, %1355 ], [ %15, %6 ]
  %1365 = phi ptr [ %1348, %1355 ], [ %17, %6 ]
  %1366 = phi ptr [ %1347, %1355 ], [ %1, %6 ]
  %1367 = getelementptr inbounds i8, ptr %0, i64 30368
  %1368 = load i32, ptr %1367, align 8, !tbaa !31
  %1369 = icmp eq i32 %1368, 2
  br i1 %1369, label %1372, label %1370

1370:                                             ; preds = %1363
  %1371 = ptrtoint ptr %13 to i64
  br label %1388

1372:                                             ; preds = %1363
  %1373 = ptrtoint ptr %1365 to i64
  %1374 = ptrtoint ptr %1364 to i64
  %1375 = sub i64 %1373, %1374
  %1376 = ptrtoint ptr %13 to i64
  %1377 = ptrtoint ptr %1366 to i64
  %1378 = sub i64 %1376, %1377
  %1379 = icmp ugt i64 %1375, %1378
  br i1 %1379, label %1408, label %1380

1380:                                             ; preds = %1372
  %1381 = icmp eq ptr %1366, null
  br i1 %1381, label %1384, label %1382

1382:                                             ; preds = %1380
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %1366, ptr align 1 %1364, i64 %1375, i1 false)
  %1383 = getelementptr inbounds i8, ptr %1366, i64 %1375
  br label %1384

1384:                                             ; preds = %1382, %1380
  %1385 = phi ptr [ %1383, %1382 ], [ null, %1380 ]
  %1386 = getelementptr inbounds i8, ptr %0, i64 30372
  %1387 = getelementptr inbounds i8, ptr %0, i64 95908
  store i32 0, ptr %1367, align 8, !tbaa !31
  br label %1388

1388:                                             ; preds = %1384, %1370
  %1389 = phi i64 [ %1371, %1370 ], [ %1376, %1384 ]
  %1390 = phi ptr [ %1364, %1370 ], [ %1386, %1384 ]
  %1391 = phi ptr [ %1365, %1370 ], [ %1387, %1384 ]
  %1392 = phi ptr [ %1366, %1370 ], [ %1385, %1384 ]
  %1393 = ptrtoint ptr %1391 to i64
  %1394 = ptrtoint ptr %1390 to i64
  %1395 = sub i64 %1393, %1394
  %1396 = ptrtoint ptr %1392 to i64
  %1397 = sub i64 %1389, %1396
  %1398 = icmp ugt i64 %1395, %1397
  br i1 %1398, label %1408, label %1399

1399:                                             ; preds = %1388
  %1400 = icmp eq ptr %1392, null
  br i1 %1400, label %1404, label %1401

1401:                                             ; preds = %1399
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1392, ptr align 1 %1390, i64 %1395, i1 false)
  %1402 = getelementptr inbounds i8, ptr %1392, i64 %1395
  %1403 = ptrtoint ptr %1402 to i64
  br label %1404

1404:                                             ; preds = %1401, %1399
  %1405 = phi i64 [ 0, %1399 ], [ %1403, %1401 ]
  %1406 = ptrtoint ptr %1 to i64
  %1407 = sub i64 %1405, %1406
  br label %1408

1408:                                             ; preds = %1361, %1372, %1388, %1404
  %1409 = phi i64 [ %1407, %1404 ], [ %1362, %1361 ], [ -70, %1388 ], [ -70, %1372 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #14
  ret i64 %1409
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_decompressSequences(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #5 {
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #14
  %21 = getelementptr inbounds i8, ptr %0, i64 30120
  %22 = load ptr, ptr %21, align 8, !tbaa !38
  store ptr %22, ptr %8, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %0, i64 30152
  %24 = load i64, ptr %23, align 8, !tbaa !39
  %25 = getelementptr inbounds i8, ptr %22, i64 %24
  %26 = getelementptr inbounds i8, ptr %0, i64 29896
  %27 = load ptr, ptr %26, align 8, !tbaa !65
  %28 = getelementptr inbounds i8, ptr %0, i64 29904
  %29 = load ptr, ptr %28, align 8, !tbaa !60
  %30 = getelementptr inbounds i8, ptr %0, i64 29912
  %31 = load ptr, ptr %30, align 8, !tbaa !66
  %32 = icmp eq i32 %5, 0
  br i1 %32, label %672, label %33

33:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #14
  %34 = getelementptr inbounds i8, ptr %0, i64 30004
  store i32 1, ptr %34, align 4, !tbaa !58
  %35 = getelementptr inbounds i8, ptr %0, i64 26684
  %36 = getelementptr inbounds i8, ptr %9, i64 88
  %37 = getelementptr inbounds i8, ptr %9, i64 96
  %38 = load <2 x i32>, ptr %35, align 4, !tbaa !28
  %39 = zext <2 x i32> %38 to <2 x i64>
  store <2 x i64> %39, ptr %36, align 8, !tbaa !43
  %40 = getelementptr inbounds i8, ptr %0, i64 26692
  %41 = load i32, ptr %40, align 4, !tbaa !28
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %9, i64 104
  store i64 %42, ptr %43, align 8, !tbaa !43
  %44 = icmp eq i64 %4, 0
  br i1 %44, label %670, label %45

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %46, align 8, !tbaa !67
  %47 = getelementptr inbounds i8, ptr %3, i64 8
  %48 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %47, ptr %48, align 8, !tbaa !69
  %49 = icmp ugt i64 %4, 7
  br i1 %49, label %50, label %56

50:                                               ; preds = %45
  %51 = add nsw i64 %4, -8
  %52 = getelementptr inbounds i8, ptr %3, i64 %51
  %53 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %52, ptr %53, align 8, !tbaa !70
  %54 = load i64, ptr %52, align 1
  store i64 %54, ptr %9, align 8, !tbaa !71
  %55 = icmp ult i64 %54, 72057594037927936
  br i1 %55, label %670, label %114

56:                                               ; preds = %45
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %3, ptr %57, align 8, !tbaa !70
  %58 = load i8, ptr %3, align 1, !tbaa !10
  %59 = zext i8 %58 to i64
  store i64 %59, ptr %9, align 8, !tbaa !71
  switch i64 %4, label %101 [
    i64 7, label %60
    i64 6, label %66
    i64 5, label %73
    i64 4, label %80
    i64 3, label %87
    i64 2, label %94
  ]

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %3, i64 6
  %62 = load i8, ptr %61, align 1, !tbaa !10
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 48
  %65 = or disjoint i64 %64, %59
  br label %66

66:                                               ; preds = %60, %56
  %67 = phi i64 [ %59, %56 ], [ %65, %60 ]
  %68 = getelementptr inbounds i8, ptr %3, i64 5
  %69 = load i8, ptr %68, align 1, !tbaa !10
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 40
  %72 = add nuw nsw i64 %71, %67
  br label %73

73:                                               ; preds = %66, %56
  %74 = phi i64 [ %59, %56 ], [ %72, %66 ]
  %75 = getelementptr inbounds i8, ptr %3, i64 4
  %76 = load i8, ptr %75, align 1, !tbaa !10
  %77 = zext i8 %76 to i64
  %78 = shl nuw nsw i64 %77, 32
  %79 = add nuw nsw i64 %78, %74
  br label %80

80:                                               ; preds = %73, %56
  %81 = phi i64 [ %59, %56 ], [ %79, %73 ]
  %82 = getelementptr inbounds i8, ptr %3, i64 3
  %83 = load i8, ptr %82, align 1, !tbaa !10
  %84 = zext i8 %83 to i64
  %85 = shl nuw nsw i64 %84, 24
  %86 = add nuw nsw i64 %85, %81
  br label %87

87:                                               ; preds = %80, %56
  %88 = phi i64 [ %59, %56 ], [ %86, %80 ]
  %89 = getelementptr inbounds i8, ptr %3, i64 2
  %90 = load i8, ptr %89, align 1, !tbaa !10
  %91 = zext i8 %90 to i64
  %92 = shl nuw nsw i64 %91, 16
  %93 = add nuw nsw i64 %92, %88
  br label %94

94:                                               ; preds = %87, %56
  %95 = phi i64 [ %59, %56 ], [ %93, %87 ]
  %96 = getelementptr inbounds i8, ptr %3, i64 1
  %97 = load i8, ptr %96, align 1, !tbaa !10
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, 8
  %100 = add nuw nsw i64 %99, %95
  store i64 %100, ptr %9, align 8, !tbaa !71
  br label %101

101:                                              ; preds = %94, %56
  %102 = phi i64 [ %100, %94 ], [ %59, %56 ]
  %103 = getelementptr i8, ptr %3, i64 %4
  %104 = getelementptr i8, ptr %103, i64 -1
  %105 = load i8, ptr %104, align 1, !tbaa !10
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %670, label %107

107:                                              ; preds = %101
  %108 = zext i8 %105 to i32
  %109 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %108, i1 true)
  %110 = trunc nuw i64 %4 to i32
  %111 = shl nuw nsw i32 %110, 3
  %112 = sub nsw i32 %109, %111
  %113 = add nsw i32 %112, 41
  br label %121

114:                                              ; preds = %50
  %115 = lshr i64 %54, 56
  %116 = trunc nuw nsw i64 %115 to i32
  %117 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %116, i1 true)
  %118 = xor i32 %117, 31
  %119 = sub nuw nsw i32 8, %118
  %120 = icmp ult i64 %4, -119
  br i1 %120, label %121, label %670

121:                                              ; preds = %114, %107
  %122 = phi i64 [ 0, %107 ], [ %51, %114 ]
  %123 = phi i32 [ %113, %107 ], [ %119, %114 ]
  %124 = phi i64 [ %102, %107 ], [ %54, %114 ]
  %125 = getelementptr inbounds i8, ptr %3, i64 %122
  %126 = getelementptr inbounds i8, ptr %9, i64 40
  %127 = load ptr, ptr %0, align 8, !tbaa !72
  %128 = getelementptr inbounds i8, ptr %127, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !62
  %130 = getelementptr inbounds i8, ptr %9, i64 8
  %131 = add i32 %129, %123
  %132 = sub i32 0, %131
  %133 = and i32 %132, 63
  %134 = zext nneg i32 %133 to i64
  %135 = lshr i64 %124, %134
  %136 = zext i32 %129 to i64
  %137 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !28
  %139 = zext i32 %138 to i64
  %140 = and i64 %135, %139
  store i64 %140, ptr %126, align 8, !tbaa !73
  %141 = icmp ugt i32 %131, 64
  %142 = getelementptr inbounds i8, ptr %9, i64 16
  br i1 %141, label %143, label %144, !prof !50

143:                                              ; preds = %121
  store ptr @BIT_reloadDStream.zeroFilled, ptr %142, align 8, !tbaa !70
  br label %169

144:                                              ; preds = %121
  %145 = icmp slt i64 %122, 8
  br i1 %145, label %153, label %146

146:                                              ; preds = %144
  %147 = lshr i32 %131, 3
  %148 = zext nneg i32 %147 to i64
  %149 = sub nsw i64 0, %148
  %150 = getelementptr inbounds i8, ptr %125, i64 %149
  store ptr %150, ptr %142, align 8, !tbaa !70
  %151 = and i32 %131, 7
  store i32 %151, ptr %130, align 8, !tbaa !75
  %152 = load i64, ptr %150, align 1, !tbaa !43
  store i64 %152, ptr %9, align 8, !tbaa !71
  br label %169

153:                                              ; preds = %144
  %154 = icmp eq i64 %122, 0
  br i1 %154, label %169, label %155

155:                                              ; preds = %153
  %156 = lshr i32 %131, 3
  %157 = zext nneg i32 %156 to i64
  %158 = sub nsw i64 0, %157
  %159 = getelementptr inbounds i8, ptr %125, i64 %158
  %160 = icmp ult ptr %159, %3
  %161 = trunc i64 %122 to i32
  %162 = select i1 %160, i32 %161, i32 %156
  %163 = zext i32 %162 to i64
  %164 = sub nsw i64 0, %163
  %165 = getelementptr inbounds i8, ptr %125, i64 %164
  store ptr %165, ptr %142, align 8, !tbaa !70
  %166 = shl i32 %162, 3
  %167 = sub i32 %131, %166
  store i32 %167, ptr %130, align 8, !tbaa !75
  %168 = load i64, ptr %165, align 1, !tbaa !43
  store i64 %168, ptr %9, align 8, !tbaa !71
  br label %169

169:                                              ; preds = %155, %153, %146, %143
  %170 = phi ptr [ @BIT_reloadDStream.zeroFilled, %143 ], [ %150, %146 ], [ %3, %153 ], [ %165, %155 ]
  %171 = phi i32 [ %131, %143 ], [ %151, %146 ], [ %131, %153 ], [ %167, %155 ]
  %172 = phi i64 [ %124, %143 ], [ %152, %146 ], [ %124, %153 ], [ %168, %155 ]
  %173 = getelementptr inbounds i8, ptr %127, i64 8
  %174 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr %173, ptr %174, align 8, !tbaa !76
  %175 = getelementptr inbounds i8, ptr %9, i64 56
  %176 = getelementptr inbounds i8, ptr %0, i64 16
  %177 = load ptr, ptr %176, align 8, !tbaa !61
  %178 = getelementptr inbounds i8, ptr %177, i64 4
  %179 = load i32, ptr %178, align 4, !tbaa !62
  %180 = add i32 %179, %171
  %181 = sub i32 0, %180
  %182 = and i32 %181, 63
  %183 = zext nneg i32 %182 to i64
  %184 = lshr i64 %172, %183
  %185 = zext i32 %179 to i64
  %186 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !28
  %188 = zext i32 %187 to i64
  %189 = and i64 %184, %188
  store i64 %189, ptr %175, align 8, !tbaa !73
  %190 = icmp ugt i32 %180, 64
  br i1 %190, label %191, label %192, !prof !50

191:                                              ; preds = %169
  store ptr @BIT_reloadDStream.zeroFilled, ptr %142, align 8, !tbaa !70
  br label %220

192:                                              ; preds = %169
  %193 = icmp ult ptr %170, %47
  br i1 %193, label %201, label %194

194:                                              ; preds = %192
  %195 = lshr i32 %180, 3
  %196 = zext nneg i32 %195 to i64
  %197 = sub nsw i64 0, %196
  %198 = getelementptr inbounds i8, ptr %170, i64 %197
  store ptr %198, ptr %142, align 8, !tbaa !70
  %199 = and i32 %180, 7
  %200 = load i64, ptr %198, align 1, !tbaa !43
  store i64 %200, ptr %9, align 8, !tbaa !71
  br label %220

201:                                              ; preds = %192
  %202 = icmp eq ptr %170, %3
  br i1 %202, label %220, label %203

203:                                              ; preds = %201
  %204 = lshr i32 %180, 3
  %205 = zext nneg i32 %204 to i64
  %206 = sub nsw i64 0, %205
  %207 = getelementptr inbounds i8, ptr %170, i64 %206
  %208 = icmp ult ptr %207, %3
  %209 = ptrtoint ptr %170 to i64
  %210 = ptrtoint ptr %3 to i64
  %211 = sub i64 %209, %210
  %212 = trunc i64 %211 to i32
  %213 = select i1 %208, i32 %212, i32 %204
  %214 = zext i32 %213 to i64
  %215 = sub nsw i64 0, %214
  %216 = getelementptr inbounds i8, ptr %170, i64 %215
  store ptr %216, ptr %142, align 8, !tbaa !70
  %217 = shl i32 %213, 3
  %218 = sub i32 %180, %217
  %219 = load i64, ptr %216, align 1, !tbaa !43
  store i64 %219, ptr %9, align 8, !tbaa !71
  br label %220

220:                                              ; preds = %203, %201, %194, %191
  %221 = phi ptr [ @BIT_reloadDStream.zeroFilled, %191 ], [ %198, %194 ], [ %170, %201 ], [ %216, %203 ]
  %222 = phi i32 [ %180, %191 ], [ %199, %194 ], [ %180, %201 ], [ %218, %203 ]
  %223 = phi i64 [ %172, %191 ], [ %200, %194 ], [ %172, %201 ], [ %219, %203 ]
  %224 = getelementptr inbounds i8, ptr %177, i64 8
  %225 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %224, ptr %225, align 8, !tbaa !76
  %226 = getelementptr inbounds i8, ptr %9, i64 72
  %227 = getelementptr inbounds i8, ptr %0, i64 8
  %228 = load ptr, ptr %227, align 8, !tbaa !77
  %229 = getelementptr inbounds i8, ptr %228, i64 4
  %230 = load i32, ptr %229, align 4, !tbaa !62
  %231 = add i32 %230, %222
  %232 = sub i32 0, %231
  %233 = and i32 %232, 63
  %234 = zext nneg i32 %233 to i64
  %235 = lshr i64 %223, %234
  %236 = zext i32 %230 to i64
  %237 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !28
  %239 = zext i32 %238 to i64
  %240 = and i64 %235, %239
  store i32 %231, ptr %130, align 8, !tbaa !75
  store i64 %240, ptr %226, align 8, !tbaa !73
  %241 = icmp ugt i32 %231, 64
  br i1 %241, label %242, label %243, !prof !50

242:                                              ; preds = %220
  store ptr @BIT_reloadDStream.zeroFilled, ptr %142, align 8, !tbaa !70
  br label %271

243:                                              ; preds = %220
  %244 = icmp ult ptr %221, %47
  br i1 %244, label %252, label %245

245:                                              ; preds = %243
  %246 = lshr i32 %231, 3
  %247 = zext nneg i32 %246 to i64
  %248 = sub nsw i64 0, %247
  %249 = getelementptr inbounds i8, ptr %221, i64 %248
  store ptr %249, ptr %142, align 8, !tbaa !70
  %250 = and i32 %231, 7
  store i32 %250, ptr %130, align 8, !tbaa !75
  %251 = load i64, ptr %249, align 1, !tbaa !43
  store i64 %251, ptr %9, align 8, !tbaa !71
  br label %271

252:                                              ; preds = %243
  %253 = icmp eq ptr %221, %3
  br i1 %253, label %271, label %254

254:                                              ; preds = %252
  %255 = lshr i32 %231, 3
  %256 = zext nneg i32 %255 to i64
  %257 = sub nsw i64 0, %256
  %258 = getelementptr inbounds i8, ptr %221, i64 %257
  %259 = icmp ult ptr %258, %3
  %260 = ptrtoint ptr %221 to i64
  %261 = ptrtoint ptr %3 to i64
  %262 = sub i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = select i1 %259, i32 %263, i32 %255
  %265 = zext i32 %264 to i64
  %266 = sub nsw i64 0, %265
  %267 = getelementptr inbounds i8, ptr %221, i64 %266
  store ptr %267, ptr %142, align 8, !tbaa !70
  %268 = shl i32 %264, 3
  %269 = sub i32 %231, %268
  store i32 %269, ptr %130, align 8, !tbaa !75
  %270 = load i64, ptr %267, align 1, !tbaa !43
  store i64 %270, ptr %9, align 8, !tbaa !71
  br label %271

271:                                              ; preds = %254, %252, %245, %242
  %272 = getelementptr inbounds i8, ptr %228, i64 8
  %273 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %272, ptr %273, align 8, !tbaa !76
  %274 = getelementptr inbounds i8, ptr %20, i64 -32
  %275 = ptrtoint ptr %27 to i64
  %276 = ptrtoint ptr %29 to i64
  %277 = getelementptr inbounds i8, ptr %7, i64 8
  %278 = getelementptr inbounds i8, ptr %7, i64 16
  br label %279

279:                                              ; preds = %653, %271
  %280 = phi i32 [ %5, %271 ], [ %655, %653 ]
  %281 = phi ptr [ %1, %271 ], [ %654, %653 ]
  %282 = icmp eq i32 %280, 1
  %283 = load ptr, ptr %174, align 8, !tbaa !83, !noalias !125
  %284 = load i64, ptr %126, align 8, !tbaa !88, !noalias !125
  %285 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %283, i64 %284
  %286 = load ptr, ptr %273, align 8, !tbaa !89, !noalias !125
  %287 = load i64, ptr %226, align 8, !tbaa !90, !noalias !125
  %288 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %286, i64 %287
  %289 = load ptr, ptr %225, align 8, !tbaa !91, !noalias !125
  %290 = load i64, ptr %175, align 8, !tbaa !92, !noalias !125
  %291 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %289, i64 %290
  %292 = getelementptr inbounds i8, ptr %288, i64 4
  %293 = load i32, ptr %292, align 4, !tbaa !40, !noalias !125
  %294 = zext i32 %293 to i64
  %295 = getelementptr inbounds i8, ptr %285, i64 4
  %296 = load i32, ptr %295, align 4, !tbaa !40, !noalias !125
  %297 = zext i32 %296 to i64
  %298 = getelementptr inbounds i8, ptr %291, i64 4
  %299 = load i32, ptr %298, align 4, !tbaa !40, !noalias !125
  %300 = getelementptr inbounds i8, ptr %285, i64 2
  %301 = load i8, ptr %300, align 2, !tbaa !56, !noalias !125
  %302 = getelementptr inbounds i8, ptr %288, i64 2
  %303 = load i8, ptr %302, align 2, !tbaa !56, !noalias !125
  %304 = getelementptr inbounds i8, ptr %291, i64 2
  %305 = load i8, ptr %304, align 2, !tbaa !56, !noalias !125
  %306 = zext i8 %301 to i32
  %307 = zext i8 %303 to i32
  %308 = add i8 %303, %301
  %309 = add i8 %308, %305
  %310 = load i16, ptr %285, align 4, !tbaa !55, !noalias !125
  %311 = load i16, ptr %288, align 4, !tbaa !55, !noalias !125
  %312 = load i16, ptr %291, align 4, !tbaa !55, !noalias !125
  %313 = getelementptr inbounds i8, ptr %285, i64 3
  %314 = load i8, ptr %313, align 1, !tbaa !54, !noalias !125
  %315 = zext i8 %314 to i32
  %316 = getelementptr inbounds i8, ptr %288, i64 3
  %317 = load i8, ptr %316, align 1, !tbaa !54, !noalias !125
  %318 = zext i8 %317 to i32
  %319 = getelementptr inbounds i8, ptr %291, i64 3
  %320 = load i8, ptr %319, align 1, !tbaa !54, !noalias !125
  %321 = zext i8 %320 to i32
  %322 = icmp ugt i8 %305, 1
  br i1 %322, label %323, label %338

323:                                              ; preds = %279
  %324 = zext i8 %305 to i32
  %325 = load i64, ptr %9, align 8, !tbaa !71, !noalias !125
  %326 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %327 = and i32 %326, 63
  %328 = zext nneg i32 %327 to i64
  %329 = shl i64 %325, %328
  %330 = sub nsw i32 0, %324
  %331 = and i32 %330, 63
  %332 = zext nneg i32 %331 to i64
  %333 = lshr i64 %329, %332
  %334 = add i32 %326, %324
  store i32 %334, ptr %130, align 8, !tbaa !75, !noalias !125
  %335 = zext i32 %299 to i64
  %336 = add i64 %333, %335
  %337 = load i64, ptr %37, align 8, !tbaa !43, !noalias !125
  store i64 %337, ptr %43, align 8, !tbaa !43, !noalias !125
  br label %375

338:                                              ; preds = %279
  %339 = icmp eq i32 %296, 0
  %340 = icmp eq i8 %305, 0
  br i1 %340, label %341, label %348, !prof !81

341:                                              ; preds = %338
  %342 = zext i1 %339 to i64
  %343 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %342
  %344 = load i64, ptr %343, align 8, !tbaa !43, !noalias !125
  %345 = xor i1 %339, true
  %346 = zext i1 %345 to i64
  %347 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %346
  br label %375

348:                                              ; preds = %338
  %349 = zext i1 %339 to i32
  %350 = add i32 %299, %349
  %351 = zext i32 %350 to i64
  %352 = load i64, ptr %9, align 8, !tbaa !71, !noalias !125
  %353 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %354 = and i32 %353, 63
  %355 = zext nneg i32 %354 to i64
  %356 = shl i64 %352, %355
  %357 = lshr i64 %356, 63
  %358 = add i32 %353, 1
  store i32 %358, ptr %130, align 8, !tbaa !75, !noalias !125
  %359 = add nuw nsw i64 %357, %351
  %360 = icmp eq i64 %359, 3
  br i1 %360, label %361, label %366

361:                                              ; preds = %348
  %362 = load i64, ptr %36, align 8, !tbaa !43, !noalias !125
  %363 = add i64 %362, -1
  %364 = icmp eq i64 %363, 0
  %365 = select i1 %364, i64 -1, i64 %363
  br label %372

366:                                              ; preds = %348
  %367 = getelementptr inbounds [3 x i64], ptr %36, i64 0, i64 %359
  %368 = load i64, ptr %367, align 8, !tbaa !43, !noalias !125
  %369 = icmp eq i64 %368, 0
  %370 = select i1 %369, i64 -1, i64 %368
  %371 = icmp eq i64 %359, 1
  br i1 %371, label %375, label %372

372:                                              ; preds = %366, %361
  %373 = phi i64 [ %365, %361 ], [ %370, %366 ]
  %374 = load i64, ptr %37, align 8, !tbaa !43, !noalias !125
  store i64 %374, ptr %43, align 8, !tbaa !43, !noalias !125
  br label %375

375:                                              ; preds = %372, %366, %341, %323
  %376 = phi ptr [ %347, %341 ], [ %36, %323 ], [ %36, %372 ], [ %36, %366 ]
  %377 = phi i64 [ %344, %341 ], [ %336, %323 ], [ %373, %372 ], [ %370, %366 ]
  %378 = load i64, ptr %376, align 8, !tbaa !43, !noalias !125
  store i64 %378, ptr %37, align 8, !tbaa !43, !noalias !125
  store i64 %377, ptr %36, align 8, !tbaa !43, !noalias !125
  %379 = icmp eq i8 %303, 0
  br i1 %379, label %392, label %380

380:                                              ; preds = %375
  %381 = load i64, ptr %9, align 8, !tbaa !71, !noalias !125
  %382 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %383 = and i32 %382, 63
  %384 = zext nneg i32 %383 to i64
  %385 = shl i64 %381, %384
  %386 = sub nsw i32 0, %307
  %387 = and i32 %386, 63
  %388 = zext nneg i32 %387 to i64
  %389 = lshr i64 %385, %388
  %390 = add i32 %382, %307
  store i32 %390, ptr %130, align 8, !tbaa !75, !noalias !125
  %391 = add i64 %389, %294
  br label %392

392:                                              ; preds = %380, %375
  %393 = phi i64 [ %294, %375 ], [ %391, %380 ]
  %394 = icmp ugt i8 %309, 30
  br i1 %394, label %395, label %430, !prof !50

395:                                              ; preds = %392
  %396 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %397 = icmp ugt i32 %396, 64
  br i1 %397, label %398, label %399, !prof !50

398:                                              ; preds = %395
  store ptr @BIT_reloadDStream.zeroFilled, ptr %142, align 8, !tbaa !70, !noalias !125
  br label %430

399:                                              ; preds = %395
  %400 = load ptr, ptr %142, align 8, !tbaa !70, !noalias !125
  %401 = load ptr, ptr %48, align 8, !tbaa !69, !noalias !125
  %402 = icmp ult ptr %400, %401
  br i1 %402, label %410, label %403

403:                                              ; preds = %399
  %404 = lshr i32 %396, 3
  %405 = zext nneg i32 %404 to i64
  %406 = sub nsw i64 0, %405
  %407 = getelementptr inbounds i8, ptr %400, i64 %406
  store ptr %407, ptr %142, align 8, !tbaa !70, !noalias !125
  %408 = and i32 %396, 7
  store i32 %408, ptr %130, align 8, !tbaa !75, !noalias !125
  %409 = load i64, ptr %407, align 1, !tbaa !43, !noalias !125
  store i64 %409, ptr %9, align 8, !tbaa !71, !noalias !125
  br label %430

410:                                              ; preds = %399
  %411 = load ptr, ptr %46, align 8, !tbaa !67, !noalias !125
  %412 = icmp eq ptr %400, %411
  br i1 %412, label %430, label %413

413:                                              ; preds = %410
  %414 = lshr i32 %396, 3
  %415 = zext nneg i32 %414 to i64
  %416 = sub nsw i64 0, %415
  %417 = getelementptr inbounds i8, ptr %400, i64 %416
  %418 = icmp ult ptr %417, %411
  %419 = ptrtoint ptr %400 to i64
  %420 = ptrtoint ptr %411 to i64
  %421 = sub i64 %419, %420
  %422 = trunc i64 %421 to i32
  %423 = select i1 %418, i32 %422, i32 %414
  %424 = zext i32 %423 to i64
  %425 = sub nsw i64 0, %424
  %426 = getelementptr inbounds i8, ptr %400, i64 %425
  store ptr %426, ptr %142, align 8, !tbaa !70, !noalias !125
  %427 = shl i32 %423, 3
  %428 = sub i32 %396, %427
  store i32 %428, ptr %130, align 8, !tbaa !75, !noalias !125
  %429 = load i64, ptr %426, align 1, !tbaa !43, !noalias !125
  store i64 %429, ptr %9, align 8, !tbaa !71, !noalias !125
  br label %430

430:                                              ; preds = %413, %410, %403, %398, %392
  %431 = icmp eq i8 %301, 0
  br i1 %431, label %444, label %432

432:                                              ; preds = %430
  %433 = load i64, ptr %9, align 8, !tbaa !71, !noalias !125
  %434 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %435 = and i32 %434, 63
  %436 = zext nneg i32 %435 to i64
  %437 = shl i64 %433, %436
  %438 = sub nsw i32 0, %306
  %439 = and i32 %438, 63
  %440 = zext nneg i32 %439 to i64
  %441 = lshr i64 %437, %440
  %442 = add i32 %434, %306
  store i32 %442, ptr %130, align 8, !tbaa !75, !noalias !125
  %443 = add i64 %441, %297
  br label %444

444:                                              ; preds = %432, %430
  %445 = phi i64 [ %297, %430 ], [ %443, %432 ]
  br i1 %282, label %518, label %446

446:                                              ; preds = %444
  %447 = load i64, ptr %9, align 8, !tbaa !71, !noalias !125
  %448 = load i32, ptr %130, align 8, !tbaa !75, !noalias !125
  %449 = add i32 %448, %315
  %450 = sub i32 0, %449
  %451 = and i32 %450, 63
  %452 = zext nneg i32 %451 to i64
  %453 = lshr i64 %447, %452
  %454 = zext i8 %314 to i64
  %455 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %454
  %456 = load i32, ptr %455, align 4, !tbaa !28, !noalias !125
  %457 = zext i32 %456 to i64
  %458 = and i64 %453, %457
  %459 = zext i16 %310 to i64
  %460 = add nuw nsw i64 %458, %459
  store i64 %460, ptr %126, align 8, !tbaa !73, !noalias !125
  %461 = add i32 %449, %318
  %462 = sub i32 0, %461
  %463 = and i32 %462, 63
  %464 = zext nneg i32 %463 to i64
  %465 = lshr i64 %447, %464
  %466 = zext i8 %317 to i64
  %467 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %466
  %468 = load i32, ptr %467, align 4, !tbaa !28, !noalias !125
  %469 = zext i32 %468 to i64
  %470 = and i64 %465, %469
  %471 = zext i16 %311 to i64
  %472 = add nuw nsw i64 %470, %471
  store i64 %472, ptr %226, align 8, !tbaa !73, !noalias !125
  %473 = add i32 %461, %321
  %474 = sub i32 0, %473
  %475 = and i32 %474, 63
  %476 = zext nneg i32 %475 to i64
  %477 = lshr i64 %447, %476
  %478 = zext i8 %320 to i64
  %479 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %478
  %480 = load i32, ptr %479, align 4, !tbaa !28, !noalias !125
  %481 = zext i32 %480 to i64
  %482 = and i64 %477, %481
  store i32 %473, ptr %130, align 8, !tbaa !75, !noalias !125
  %483 = zext i16 %312 to i64
  %484 = add nuw nsw i64 %482, %483
  store i64 %484, ptr %175, align 8, !tbaa !73, !noalias !125
  %485 = icmp ugt i32 %473, 64
  br i1 %485, label %486, label %487, !prof !50

486:                                              ; preds = %446
  store ptr @BIT_reloadDStream.zeroFilled, ptr %142, align 8, !tbaa !70, !noalias !125
  br label %518

487:                                              ; preds = %446
  %488 = load ptr, ptr %142, align 8, !tbaa !70, !noalias !125
  %489 = load ptr, ptr %48, align 8, !tbaa !69, !noalias !125
  %490 = icmp ult ptr %488, %489
  br i1 %490, label %498, label %491

491:                                              ; preds = %487
  %492 = lshr i32 %473, 3
  %493 = zext nneg i32 %492 to i64
  %494 = sub nsw i64 0, %493
  %495 = getelementptr inbounds i8, ptr %488, i64 %494
  store ptr %495, ptr %142, align 8, !tbaa !70, !noalias !125
  %496 = and i32 %473, 7
  store i32 %496, ptr %130, align 8, !tbaa !75, !noalias !125
  %497 = load i64, ptr %495, align 1, !tbaa !43, !noalias !125
  store i64 %497, ptr %9, align 8, !tbaa !71, !noalias !125
  br label %518

498:                                              ; preds = %487
  %499 = load ptr, ptr %46, align 8, !tbaa !67, !noalias !125
  %500 = icmp eq ptr %488, %499
  br i1 %500, label %518, label %501

501:                                              ; preds = %498
  %502 = lshr i32 %473, 3
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
  store ptr %514, ptr %142, align 8, !tbaa !70, !noalias !125
  %515 = shl i32 %511, 3
  %516 = sub i32 %473, %515
  store i32 %516, ptr %130, align 8, !tbaa !75, !noalias !125
  %517 = load i64, ptr %514, align 1, !tbaa !43, !noalias !125
  store i64 %517, ptr %9, align 8, !tbaa !71, !noalias !125
  br label %518

518:                                              ; preds = %501, %498, %491, %486, %444
  %519 = getelementptr i8, ptr %281, i64 %445
  %520 = add i64 %445, %393
  %521 = load ptr, ptr %8, align 8, !tbaa !37
  %522 = getelementptr inbounds i8, ptr %521, i64 %445
  %523 = sub i64 0, %377
  %524 = getelementptr inbounds i8, ptr %519, i64 %523
  tail call void @llvm.prefetch.p0(ptr %524, i32 0, i32 3, i32 1)
  %525 = icmp ugt ptr %522, %25
  %526 = getelementptr inbounds i8, ptr %281, i64 %520
  %527 = icmp ugt ptr %526, %274
  %528 = select i1 %525, i1 true, i1 %527
  br i1 %528, label %532, label %529, !prof !102

529:                                              ; preds = %518
  %530 = load <16 x i8>, ptr %521, align 1
  store <16 x i8> %530, ptr %281, align 1
  %531 = icmp ugt i64 %445, 16
  br i1 %531, label %534, label %552, !prof !50

532:                                              ; preds = %518
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #14
  store i64 %445, ptr %7, align 8, !tbaa !43
  store i64 %393, ptr %277, align 8, !tbaa !43
  store i64 %377, ptr %278, align 8, !tbaa !43
  %533 = call fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %281, ptr noundef %20, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef %25, ptr noundef %27, ptr noundef %29, ptr noundef %31)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #14
  br label %650

534:                                              ; preds = %529
  %535 = getelementptr inbounds i8, ptr %281, i64 16
  %536 = getelementptr inbounds i8, ptr %521, i64 16
  %537 = add i64 %445, -16
  %538 = load <16 x i8>, ptr %536, align 1
  store <16 x i8> %538, ptr %535, align 1
  %539 = icmp slt i64 %537, 17
  br i1 %539, label %552, label %540

540:                                              ; preds = %534
  %541 = getelementptr inbounds i8, ptr %281, i64 32
  br label %542

542:                                              ; preds = %542, %540
  %543 = phi ptr [ %541, %540 ], [ %550, %542 ]
  %544 = phi ptr [ %536, %540 ], [ %548, %542 ]
  %545 = getelementptr inbounds i8, ptr %544, i64 16
  %546 = load <16 x i8>, ptr %545, align 1
  store <16 x i8> %546, ptr %543, align 1
  %547 = getelementptr inbounds i8, ptr %543, i64 16
  %548 = getelementptr inbounds i8, ptr %544, i64 32
  %549 = load <16 x i8>, ptr %548, align 1
  store <16 x i8> %549, ptr %547, align 1
  %550 = getelementptr inbounds i8, ptr %543, i64 32
  %551 = icmp ult ptr %550, %519
  br i1 %551, label %542, label %552, !llvm.loop !96

552:                                              ; preds = %542, %534, %529
  store ptr %522, ptr %8, align 8, !tbaa !37
  %553 = ptrtoint ptr %519 to i64
  %554 = sub i64 %553, %275
  %555 = icmp ugt i64 %377, %554
  br i1 %555, label %556, label %570

556:                                              ; preds = %552
  %557 = sub i64 %553, %276
  %558 = icmp ugt i64 %377, %557
  br i1 %558, label %670, label %559, !prof !50

559:                                              ; preds = %556
  %560 = ptrtoint ptr %524 to i64
  %561 = sub i64 %560, %275
  %562 = getelementptr inbounds i8, ptr %31, i64 %561
  %563 = getelementptr inbounds i8, ptr %562, i64 %393
  %564 = icmp ugt ptr %563, %31
  br i1 %564, label %566, label %565

565:                                              ; preds = %559
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %519, ptr align 1 %562, i64 %393, i1 false)
  br label %650

566:                                              ; preds = %559
  %567 = sub i64 0, %561
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %519, ptr align 1 %562, i64 %567, i1 false)
  %568 = getelementptr i8, ptr %519, i64 %567
  %569 = add i64 %561, %393
  br label %570

570:                                              ; preds = %566, %552
  %571 = phi ptr [ %27, %566 ], [ %524, %552 ]
  %572 = phi i64 [ %569, %566 ], [ %393, %552 ]
  %573 = phi ptr [ %568, %566 ], [ %519, %552 ]
  %574 = icmp ugt i64 %377, 15
  br i1 %574, label %575, label %591, !prof !81

575:                                              ; preds = %570
  %576 = getelementptr inbounds i8, ptr %573, i64 %572
  %577 = load <16 x i8>, ptr %571, align 1
  store <16 x i8> %577, ptr %573, align 1
  %578 = icmp slt i64 %572, 17
  br i1 %578, label %650, label %579

579:                                              ; preds = %575
  %580 = getelementptr inbounds i8, ptr %573, i64 16
  br label %581

581:                                              ; preds = %581, %579
  %582 = phi ptr [ %580, %579 ], [ %589, %581 ]
  %583 = phi ptr [ %571, %579 ], [ %587, %581 ]
  %584 = getelementptr inbounds i8, ptr %583, i64 16
  %585 = load <16 x i8>, ptr %584, align 1
  store <16 x i8> %585, ptr %582, align 1
  %586 = getelementptr inbounds i8, ptr %582, i64 16
  %587 = getelementptr inbounds i8, ptr %583, i64 32
  %588 = load <16 x i8>, ptr %587, align 1
  store <16 x i8> %588, ptr %586, align 1
  %589 = getelementptr inbounds i8, ptr %582, i64 32
  %590 = icmp ult ptr %589, %576
  br i1 %590, label %581, label %650, !llvm.loop !96

591:                                              ; preds = %570
  %592 = icmp ult i64 %377, 8
  br i1 %592, label %593, label %615

593:                                              ; preds = %591
  %594 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %377
  %595 = load i32, ptr %594, align 4, !tbaa !28
  %596 = load i8, ptr %571, align 1, !tbaa !10
  store i8 %596, ptr %573, align 1, !tbaa !10
  %597 = getelementptr inbounds i8, ptr %571, i64 1
  %598 = load i8, ptr %597, align 1, !tbaa !10
  %599 = getelementptr inbounds i8, ptr %573, i64 1
  store i8 %598, ptr %599, align 1, !tbaa !10
  %600 = getelementptr inbounds i8, ptr %571, i64 2
  %601 = load i8, ptr %600, align 1, !tbaa !10
  %602 = getelementptr inbounds i8, ptr %573, i64 2
  store i8 %601, ptr %602, align 1, !tbaa !10
  %603 = getelementptr inbounds i8, ptr %571, i64 3
  %604 = load i8, ptr %603, align 1, !tbaa !10
  %605 = getelementptr inbounds i8, ptr %573, i64 3
  store i8 %604, ptr %605, align 1, !tbaa !10
  %606 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %377
  %607 = load i32, ptr %606, align 4, !tbaa !28
  %608 = zext i32 %607 to i64
  %609 = getelementptr inbounds i8, ptr %571, i64 %608
  %610 = getelementptr inbounds i8, ptr %573, i64 4
  %611 = load i32, ptr %609, align 1
  store i32 %611, ptr %610, align 1
  %612 = sext i32 %595 to i64
  %613 = sub nsw i64 0, %612
  %614 = getelementptr inbounds i8, ptr %609, i64 %613
  br label %617

615:                                              ; preds = %591
  %616 = load <8 x i8>, ptr %571, align 1
  store <8 x i8> %616, ptr %573, align 1
  br label %617

617:                                              ; preds = %615, %593
  %618 = phi ptr [ %614, %593 ], [ %571, %615 ]
  %619 = getelementptr i8, ptr %618, i64 8
  %620 = getelementptr i8, ptr %573, i64 8
  %621 = icmp ugt i64 %572, 8
  br i1 %621, label %622, label %650

622:                                              ; preds = %617
  %623 = ptrtoint ptr %620 to i64
  %624 = ptrtoint ptr %619 to i64
  %625 = sub i64 %623, %624
  %626 = getelementptr i8, ptr %573, i64 %572
  %627 = icmp slt i64 %625, 16
  br i1 %627, label %628, label %635

628:                                              ; preds = %622, %628
  %629 = phi ptr [ %632, %628 ], [ %620, %622 ]
  %630 = phi ptr [ %633, %628 ], [ %619, %622 ]
  %631 = load <8 x i8>, ptr %630, align 1
  store <8 x i8> %631, ptr %629, align 1
  %632 = getelementptr inbounds i8, ptr %629, i64 8
  %633 = getelementptr inbounds i8, ptr %630, i64 8
  %634 = icmp ult ptr %632, %626
  br i1 %634, label %628, label %650, !llvm.loop !103

635:                                              ; preds = %622
  %636 = load <16 x i8>, ptr %619, align 1
  store <16 x i8> %636, ptr %620, align 1
  %637 = icmp slt i64 %572, 25
  br i1 %637, label %650, label %638

638:                                              ; preds = %635
  %639 = getelementptr inbounds i8, ptr %573, i64 24
  br label %640

640:                                              ; preds = %640, %638
  %641 = phi ptr [ %639, %638 ], [ %648, %640 ]
  %642 = phi ptr [ %619, %638 ], [ %646, %640 ]
  %643 = getelementptr inbounds i8, ptr %642, i64 16
  %644 = load <16 x i8>, ptr %643, align 1
  store <16 x i8> %644, ptr %641, align 1
  %645 = getelementptr inbounds i8, ptr %641, i64 16
  %646 = getelementptr inbounds i8, ptr %642, i64 32
  %647 = load <16 x i8>, ptr %646, align 1
  store <16 x i8> %647, ptr %645, align 1
  %648 = getelementptr inbounds i8, ptr %641, i64 32
  %649 = icmp ult ptr %648, %626
  br i1 %649, label %640, label %650, !llvm.loop !96

650:                                              ; preds = %640, %628, %581, %635, %617, %575, %565, %532
  %651 = phi i64 [ %533, %532 ], [ %520, %565 ], [ %520, %617 ], [ %520, %575 ], [ %520, %635 ], [ %520, %581 ], [ %520, %628 ], [ %520, %640 ]
  %652 = icmp ult i64 %651, -119
  br i1 %652, label %653, label %670

653:                                              ; preds = %650
  %654 = getelementptr inbounds i8, ptr %281, i64 %651
  %655 = add nsw i32 %280, -1
  %656 = icmp eq i32 %655, 0
  br i1 %656, label %657, label %279, !llvm.loop !128

657:                                              ; preds = %653
  %658 = load ptr, ptr %142, align 8, !tbaa !70
  %659 = load ptr, ptr %46, align 8, !tbaa !67
  %660 = icmp eq ptr %658, %659
  %661 = load i32, ptr %130, align 8
  %662 = icmp eq i32 %661, 64
  %663 = select i1 %660, i1 %662, i1 false
  br i1 %663, label %664, label %670

664:                                              ; preds = %657
  %665 = load <2 x i64>, ptr %36, align 8, !tbaa !43
  %666 = trunc <2 x i64> %665 to <2 x i32>
  store <2 x i32> %666, ptr %35, align 4, !tbaa !28
  %667 = load i64, ptr %43, align 8, !tbaa !43
  %668 = trunc i64 %667 to i32
  store i32 %668, ptr %40, align 4, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #14
  %669 = load ptr, ptr %8, align 8, !tbaa !37
  br label %672

670:                                              ; preds = %650, %556, %657, %114, %101, %50, %33
  %671 = phi i64 [ -20, %114 ], [ -20, %657 ], [ -20, %33 ], [ -20, %50 ], [ -20, %101 ], [ %651, %650 ], [ -20, %556 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #14
  br label %691

672:                                              ; preds = %664, %19
  %673 = phi ptr [ %669, %664 ], [ %22, %19 ]
  %674 = phi ptr [ %654, %664 ], [ %1, %19 ]
  %675 = ptrtoint ptr %25 to i64
  %676 = ptrtoint ptr %673 to i64
  %677 = sub i64 %675, %676
  %678 = ptrtoint ptr %20 to i64
  %679 = ptrtoint ptr %674 to i64
  %680 = sub i64 %678, %679
  %681 = icmp ugt i64 %677, %680
  br i1 %681, label %691, label %682

682:                                              ; preds = %672
  %683 = icmp eq ptr %674, null
  br i1 %683, label %687, label %684

684:                                              ; preds = %682
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %674, ptr align 1 %673, i64 %677, i1 false)
  %685 = getelementptr inbounds i8, ptr %674, i64 %677
  %686 = ptrtoint ptr %685 to i64
  br label %687

687:                                              ; preds = %684, %682
  %688 = phi i64 [ 0, %682 ], [ %686, %684 ]
  %689 = ptrtoint ptr %1 to i64
  %690 = sub i64 %688, %689
  br label %691

691:                                              ; preds = %670, %672, %687
  %692 = phi i64 [ %690, %687 ], [ %671, %670 ], [ -70, %672 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #14
  ret i64 %692
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_checkContinuity(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 29888
  %5 = load ptr, ptr %4, align 8, !tbaa !129
  %6 = icmp ne ptr %5, %1
  %7 = icmp ne i64 %2, 0
  %8 = and i1 %7, %6
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %5, ptr %10, align 8, !tbaa !66
  %11 = getelementptr inbounds i8, ptr %0, i64 29896
  %12 = load ptr, ptr %11, align 8, !tbaa !65
  %13 = ptrtoint ptr %5 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %14, %13
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %16, ptr %17, align 8, !tbaa !60
  store ptr %1, ptr %11, align 8, !tbaa !65
  store ptr %1, ptr %4, align 8, !tbaa !129
  br label %18

18:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 0, ptr %6, align 8, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %0, i64 29888
  %8 = load ptr, ptr %7, align 8, !tbaa !129
  %9 = icmp ne ptr %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %8, ptr %13, align 8, !tbaa !66
  %14 = getelementptr inbounds i8, ptr %0, i64 29896
  %15 = load ptr, ptr %14, align 8, !tbaa !65
  %16 = ptrtoint ptr %8 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %19, ptr %20, align 8, !tbaa !60
  store ptr %1, ptr %14, align 8, !tbaa !65
  store ptr %1, ptr %7, align 8, !tbaa !129
  br label %21

21:                                               ; preds = %5, %12
  %22 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %1, i64 %22
  store ptr %25, ptr %7, align 8, !tbaa !129
  br label %26

26:                                               ; preds = %21, %24
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 30176
  store i32 0, ptr %6, align 8, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %0, i64 29888
  %8 = load ptr, ptr %7, align 8, !tbaa !129
  %9 = icmp ne ptr %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %8, ptr %13, align 8, !tbaa !66
  %14 = getelementptr inbounds i8, ptr %0, i64 29896
  %15 = load ptr, ptr %14, align 8, !tbaa !65
  %16 = ptrtoint ptr %8 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  %20 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %19, ptr %20, align 8, !tbaa !60
  store ptr %1, ptr %14, align 8, !tbaa !65
  store ptr %1, ptr %7, align 8, !tbaa !129
  br label %21

21:                                               ; preds = %12, %5
  %22 = tail call i64 @ZSTD_decompressBlock_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %1, i64 %22
  store ptr %25, ptr %7, align 8, !tbaa !129
  br label %26

26:                                               ; preds = %21, %24
  ret i64 %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #6

declare i64 @HUF_decompress1X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

declare i64 @HUF_decompress4X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

declare i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #7

declare i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #10

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_execSequenceEnd(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef readonly %7) unnamed_addr #11 {
  %9 = load i64, ptr %2, align 8, !tbaa !100
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !130
  %13 = add i64 %12, %9
  %14 = load ptr, ptr %3, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %14, i64 %9
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !131
  %18 = sub i64 0, %17
  %19 = getelementptr inbounds i8, ptr %10, i64 %18
  %20 = getelementptr inbounds i8, ptr %1, i64 -32
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  %23 = sub i64 %21, %22
  %24 = icmp ugt i64 %13, %23
  br i1 %24, label %214, label %25

25:                                               ; preds = %8
  %26 = ptrtoint ptr %4 to i64
  %27 = ptrtoint ptr %14 to i64
  %28 = sub i64 %26, %27
  %29 = icmp ugt i64 %9, %28
  br i1 %29, label %214, label %30

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
  %52 = load <16 x i8>, ptr %49, align 1, !tbaa !10
  %53 = load <16 x i8>, ptr %51, align 1, !tbaa !10
  %54 = getelementptr i8, ptr %50, i64 16
  store <16 x i8> %52, ptr %50, align 1, !tbaa !10
  store <16 x i8> %53, ptr %54, align 1, !tbaa !10
  %55 = add nuw i64 %48, 32
  %56 = icmp eq i64 %55, %46
  br i1 %56, label %57, label %47, !llvm.loop !132

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
  %73 = load <8 x i8>, ptr %71, align 1, !tbaa !10
  store <8 x i8> %73, ptr %72, align 1, !tbaa !10
  %74 = add nuw i64 %70, 8
  %75 = icmp eq i64 %74, %66
  br i1 %75, label %76, label %69, !llvm.loop !133

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
  %85 = load i8, ptr %82, align 1, !tbaa !10
  %86 = getelementptr inbounds i8, ptr %83, i64 1
  store i8 %85, ptr %83, align 1, !tbaa !10
  %87 = icmp ult ptr %86, %10
  br i1 %87, label %81, label %185, !llvm.loop !134

88:                                               ; preds = %30
  %89 = icmp ugt ptr %10, %20
  br i1 %89, label %105, label %90

90:                                               ; preds = %88
  %91 = load <16 x i8>, ptr %14, align 1
  store <16 x i8> %91, ptr %0, align 1
  %92 = icmp ult i64 %9, 17
  br i1 %92, label %185, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %0, i64 16
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi ptr [ %94, %93 ], [ %103, %95 ]
  %97 = phi ptr [ %14, %93 ], [ %101, %95 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <16 x i8>, ptr %98, align 1
  store <16 x i8> %99, ptr %96, align 1
  %100 = getelementptr inbounds i8, ptr %96, i64 16
  %101 = getelementptr inbounds i8, ptr %97, i64 32
  %102 = load <16 x i8>, ptr %101, align 1
  store <16 x i8> %102, ptr %100, align 1
  %103 = getelementptr inbounds i8, ptr %96, i64 32
  %104 = icmp ult ptr %103, %10
  br i1 %104, label %95, label %185, !llvm.loop !96

105:                                              ; preds = %88
  %106 = icmp ult ptr %20, %0
  br i1 %106, label %127, label %107

107:                                              ; preds = %105
  %108 = ptrtoint ptr %20 to i64
  %109 = sub i64 %108, %22
  %110 = getelementptr inbounds i8, ptr %0, i64 %109
  %111 = load <16 x i8>, ptr %14, align 1
  store <16 x i8> %111, ptr %0, align 1
  %112 = icmp slt i64 %109, 17
  br i1 %112, label %125, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  br label %115

115:                                              ; preds = %115, %113
  %116 = phi ptr [ %114, %113 ], [ %123, %115 ]
  %117 = phi ptr [ %14, %113 ], [ %121, %115 ]
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load <16 x i8>, ptr %118, align 1
  store <16 x i8> %119, ptr %116, align 1
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = getelementptr inbounds i8, ptr %117, i64 32
  %122 = load <16 x i8>, ptr %121, align 1
  store <16 x i8> %122, ptr %120, align 1
  %123 = getelementptr inbounds i8, ptr %116, i64 32
  %124 = icmp ult ptr %123, %20
  br i1 %124, label %115, label %125, !llvm.loop !96

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
  %149 = load <16 x i8>, ptr %146, align 1, !tbaa !10
  %150 = load <16 x i8>, ptr %148, align 1, !tbaa !10
  %151 = getelementptr i8, ptr %147, i64 16
  store <16 x i8> %149, ptr %147, align 1, !tbaa !10
  store <16 x i8> %150, ptr %151, align 1, !tbaa !10
  %152 = add nuw i64 %145, 32
  %153 = icmp eq i64 %152, %143
  br i1 %153, label %154, label %144, !llvm.loop !135

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
  %170 = load <8 x i8>, ptr %168, align 1, !tbaa !10
  store <8 x i8> %170, ptr %169, align 1, !tbaa !10
  %171 = add nuw i64 %167, 8
  %172 = icmp eq i64 %171, %163
  br i1 %172, label %173, label %166, !llvm.loop !136

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
  %182 = load i8, ptr %179, align 1, !tbaa !10
  %183 = getelementptr inbounds i8, ptr %180, i64 1
  store i8 %182, ptr %180, align 1, !tbaa !10
  %184 = icmp ult ptr %183, %10
  br i1 %184, label %178, label %185, !llvm.loop !137

185:                                              ; preds = %95, %178, %81, %154, %173, %57, %76, %32, %90, %127
  store ptr %15, ptr %3, align 8, !tbaa !37
  %186 = load i64, ptr %16, align 8, !tbaa !131
  %187 = ptrtoint ptr %10 to i64
  %188 = ptrtoint ptr %5 to i64
  %189 = sub i64 %187, %188
  %190 = icmp ugt i64 %186, %189
  br i1 %190, label %193, label %191

191:                                              ; preds = %185
  %192 = load i64, ptr %11, align 8, !tbaa !130
  br label %210

193:                                              ; preds = %185
  %194 = ptrtoint ptr %6 to i64
  %195 = sub i64 %187, %194
  %196 = icmp ugt i64 %186, %195
  br i1 %196, label %214, label %197

197:                                              ; preds = %193
  %198 = ptrtoint ptr %19 to i64
  %199 = sub i64 %198, %188
  %200 = getelementptr inbounds i8, ptr %7, i64 %199
  %201 = load i64, ptr %11, align 8, !tbaa !130
  %202 = getelementptr inbounds i8, ptr %200, i64 %201
  %203 = icmp ugt ptr %202, %7
  br i1 %203, label %205, label %204

204:                                              ; preds = %197
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr align 1 %200, i64 %201, i1 false)
  br label %214

205:                                              ; preds = %197
  %206 = sub i64 0, %199
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr align 1 %200, i64 %206, i1 false)
  %207 = getelementptr inbounds i8, ptr %10, i64 %206
  %208 = load i64, ptr %11, align 8, !tbaa !130
  %209 = add i64 %208, %199
  store i64 %209, ptr %11, align 8, !tbaa !130
  br label %210

210:                                              ; preds = %191, %205
  %211 = phi i64 [ %209, %205 ], [ %192, %191 ]
  %212 = phi ptr [ %5, %205 ], [ %19, %191 ]
  %213 = phi ptr [ %207, %205 ], [ %10, %191 ]
  tail call fastcc void @ZSTD_safecopy(ptr noundef %213, ptr noundef nonnull %20, ptr noundef %212, i64 noundef %211, i32 noundef 1)
  br label %214

214:                                              ; preds = %193, %25, %8, %210, %204
  %215 = phi i64 [ %13, %204 ], [ %13, %210 ], [ -70, %8 ], [ -20, %25 ], [ -20, %193 ]
  ret i64 %215
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_safecopy(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) unnamed_addr #12 {
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
  br i1 %16, label %17, label %232

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
  %35 = load <16 x i8>, ptr %32, align 1, !tbaa !10
  %36 = load <16 x i8>, ptr %34, align 1, !tbaa !10
  %37 = getelementptr i8, ptr %33, i64 16
  store <16 x i8> %35, ptr %33, align 1, !tbaa !10
  store <16 x i8> %36, ptr %37, align 1, !tbaa !10
  %38 = add nuw i64 %31, 32
  %39 = icmp eq i64 %38, %29
  br i1 %39, label %40, label %30, !llvm.loop !138

40:                                               ; preds = %30
  %41 = icmp eq i64 %21, %29
  br i1 %41, label %232, label %42

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
  %56 = load <8 x i8>, ptr %54, align 1, !tbaa !10
  store <8 x i8> %56, ptr %55, align 1, !tbaa !10
  %57 = add nuw i64 %53, 8
  %58 = icmp eq i64 %57, %49
  br i1 %58, label %59, label %52, !llvm.loop !139

59:                                               ; preds = %52
  %60 = icmp eq i64 %21, %49
  br i1 %60, label %232, label %61

61:                                               ; preds = %59, %17, %42
  %62 = phi ptr [ %2, %17 ], [ %44, %42 ], [ %50, %59 ]
  %63 = phi ptr [ %0, %17 ], [ %43, %42 ], [ %51, %59 ]
  br label %64

64:                                               ; preds = %61, %64
  %65 = phi ptr [ %67, %64 ], [ %62, %61 ]
  %66 = phi ptr [ %69, %64 ], [ %63, %61 ]
  %67 = getelementptr inbounds i8, ptr %65, i64 1
  %68 = load i8, ptr %65, align 1, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %66, i64 1
  store i8 %68, ptr %66, align 1, !tbaa !10
  %70 = icmp ult ptr %69, %13
  br i1 %70, label %64, label %232, !llvm.loop !140

71:                                               ; preds = %5
  %72 = icmp eq i32 %4, 1
  br i1 %72, label %73, label %104

73:                                               ; preds = %71
  %74 = icmp ult i64 %12, 8
  br i1 %74, label %75, label %97

75:                                               ; preds = %73
  %76 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %12
  %77 = load i32, ptr %76, align 4, !tbaa !28
  %78 = load i8, ptr %2, align 1, !tbaa !10
  store i8 %78, ptr %0, align 1, !tbaa !10
  %79 = getelementptr inbounds i8, ptr %2, i64 1
  %80 = load i8, ptr %79, align 1, !tbaa !10
  %81 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %80, ptr %81, align 1, !tbaa !10
  %82 = getelementptr inbounds i8, ptr %2, i64 2
  %83 = load i8, ptr %82, align 1, !tbaa !10
  %84 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %83, ptr %84, align 1, !tbaa !10
  %85 = getelementptr inbounds i8, ptr %2, i64 3
  %86 = load i8, ptr %85, align 1, !tbaa !10
  %87 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %86, ptr %87, align 1, !tbaa !10
  %88 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %12
  %89 = load i32, ptr %88, align 4, !tbaa !28
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
  %98 = load <8 x i8>, ptr %2, align 1
  store <8 x i8> %98, ptr %0, align 1
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
  br i1 %110, label %140, label %111

111:                                              ; preds = %104
  %112 = ptrtoint ptr %105 to i64
  %113 = ptrtoint ptr %106 to i64
  %114 = sub i64 %112, %113
  %115 = getelementptr inbounds i8, ptr %105, i64 %107
  %116 = icmp slt i64 %114, 16
  %117 = and i1 %72, %116
  br i1 %117, label %118, label %125

118:                                              ; preds = %111, %118
  %119 = phi ptr [ %122, %118 ], [ %105, %111 ]
  %120 = phi ptr [ %123, %118 ], [ %106, %111 ]
  %121 = load <8 x i8>, ptr %120, align 1
  store <8 x i8> %121, ptr %119, align 1
  %122 = getelementptr inbounds i8, ptr %119, i64 8
  %123 = getelementptr inbounds i8, ptr %120, i64 8
  %124 = icmp ult ptr %122, %115
  br i1 %124, label %118, label %232, !llvm.loop !103

125:                                              ; preds = %111
  %126 = load <16 x i8>, ptr %106, align 1
  store <16 x i8> %126, ptr %105, align 1
  %127 = icmp ult i64 %107, 17
  br i1 %127, label %232, label %128

128:                                              ; preds = %125
  %129 = getelementptr inbounds i8, ptr %105, i64 16
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi ptr [ %129, %128 ], [ %138, %130 ]
  %132 = phi ptr [ %106, %128 ], [ %136, %130 ]
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load <16 x i8>, ptr %133, align 1
  store <16 x i8> %134, ptr %131, align 1
  %135 = getelementptr inbounds i8, ptr %131, i64 16
  %136 = getelementptr inbounds i8, ptr %132, i64 32
  %137 = load <16 x i8>, ptr %136, align 1
  store <16 x i8> %137, ptr %135, align 1
  %138 = getelementptr inbounds i8, ptr %131, i64 32
  %139 = icmp ult ptr %138, %115
  br i1 %139, label %130, label %232, !llvm.loop !96

140:                                              ; preds = %104
  %141 = icmp ugt ptr %105, %1
  br i1 %141, label %175, label %142

142:                                              ; preds = %140
  %143 = ptrtoint ptr %1 to i64
  %144 = ptrtoint ptr %105 to i64
  %145 = sub i64 %143, %144
  %146 = ptrtoint ptr %106 to i64
  %147 = sub i64 %144, %146
  %148 = getelementptr inbounds i8, ptr %105, i64 %145
  %149 = icmp slt i64 %147, 16
  %150 = and i1 %72, %149
  br i1 %150, label %151, label %158

151:                                              ; preds = %142, %151
  %152 = phi ptr [ %155, %151 ], [ %105, %142 ]
  %153 = phi ptr [ %156, %151 ], [ %106, %142 ]
  %154 = load <8 x i8>, ptr %153, align 1
  store <8 x i8> %154, ptr %152, align 1
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = icmp ult ptr %155, %148
  br i1 %157, label %151, label %173, !llvm.loop !103

158:                                              ; preds = %142
  %159 = load <16 x i8>, ptr %106, align 1
  store <16 x i8> %159, ptr %105, align 1
  %160 = icmp slt i64 %145, 17
  br i1 %160, label %173, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %105, i64 16
  br label %163

163:                                              ; preds = %163, %161
  %164 = phi ptr [ %162, %161 ], [ %171, %163 ]
  %165 = phi ptr [ %106, %161 ], [ %169, %163 ]
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <16 x i8>, ptr %166, align 1
  store <16 x i8> %167, ptr %164, align 1
  %168 = getelementptr inbounds i8, ptr %164, i64 16
  %169 = getelementptr inbounds i8, ptr %165, i64 32
  %170 = load <16 x i8>, ptr %169, align 1
  store <16 x i8> %170, ptr %168, align 1
  %171 = getelementptr inbounds i8, ptr %164, i64 32
  %172 = icmp ult ptr %171, %148
  br i1 %172, label %163, label %173, !llvm.loop !96

173:                                              ; preds = %163, %151, %158
  %174 = getelementptr i8, ptr %106, i64 %145
  br label %175

175:                                              ; preds = %173, %140
  %176 = phi ptr [ %105, %140 ], [ %148, %173 ]
  %177 = phi ptr [ %106, %140 ], [ %174, %173 ]
  %178 = icmp ult ptr %176, %13
  br i1 %178, label %179, label %232

179:                                              ; preds = %175
  %180 = add i64 %10, %3
  %181 = tail call i64 @llvm.umax.i64(i64 %108, i64 %9)
  %182 = sub i64 %180, %181
  %183 = icmp ult i64 %182, 8
  %184 = sub i64 %108, %109
  %185 = icmp ult i64 %184, 32
  %186 = select i1 %183, i1 true, i1 %185
  br i1 %186, label %222, label %187

187:                                              ; preds = %179
  %188 = icmp ult i64 %182, 32
  br i1 %188, label %208, label %189

189:                                              ; preds = %187
  %190 = and i64 %182, -32
  br label %191

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %199, %191 ]
  %193 = getelementptr i8, ptr %177, i64 %192
  %194 = getelementptr i8, ptr %176, i64 %192
  %195 = getelementptr i8, ptr %193, i64 16
  %196 = load <16 x i8>, ptr %193, align 1, !tbaa !10
  %197 = load <16 x i8>, ptr %195, align 1, !tbaa !10
  %198 = getelementptr i8, ptr %194, i64 16
  store <16 x i8> %196, ptr %194, align 1, !tbaa !10
  store <16 x i8> %197, ptr %198, align 1, !tbaa !10
  %199 = add nuw i64 %192, 32
  %200 = icmp eq i64 %199, %190
  br i1 %200, label %201, label %191, !llvm.loop !141

201:                                              ; preds = %191
  %202 = icmp eq i64 %182, %190
  br i1 %202, label %232, label %203

203:                                              ; preds = %201
  %204 = getelementptr i8, ptr %176, i64 %190
  %205 = getelementptr i8, ptr %177, i64 %190
  %206 = and i64 %182, 24
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %222, label %208

208:                                              ; preds = %187, %203
  %209 = phi i64 [ %190, %203 ], [ 0, %187 ]
  %210 = and i64 %182, -8
  %211 = getelementptr i8, ptr %177, i64 %210
  %212 = getelementptr i8, ptr %176, i64 %210
  br label %213

213:                                              ; preds = %213, %208
  %214 = phi i64 [ %209, %208 ], [ %218, %213 ]
  %215 = getelementptr i8, ptr %177, i64 %214
  %216 = getelementptr i8, ptr %176, i64 %214
  %217 = load <8 x i8>, ptr %215, align 1, !tbaa !10
  store <8 x i8> %217, ptr %216, align 1, !tbaa !10
  %218 = add nuw i64 %214, 8
  %219 = icmp eq i64 %218, %210
  br i1 %219, label %220, label %213, !llvm.loop !142

220:                                              ; preds = %213
  %221 = icmp eq i64 %182, %210
  br i1 %221, label %232, label %222

222:                                              ; preds = %220, %179, %203
  %223 = phi ptr [ %177, %179 ], [ %205, %203 ], [ %211, %220 ]
  %224 = phi ptr [ %176, %179 ], [ %204, %203 ], [ %212, %220 ]
  br label %225

225:                                              ; preds = %222, %225
  %226 = phi ptr [ %228, %225 ], [ %223, %222 ]
  %227 = phi ptr [ %230, %225 ], [ %224, %222 ]
  %228 = getelementptr inbounds i8, ptr %226, i64 1
  %229 = load i8, ptr %226, align 1, !tbaa !10
  %230 = getelementptr inbounds i8, ptr %227, i64 1
  store i8 %229, ptr %227, align 1, !tbaa !10
  %231 = icmp ult ptr %230, %13
  br i1 %231, label %225, label %232, !llvm.loop !143

232:                                              ; preds = %130, %118, %225, %64, %201, %220, %40, %59, %175, %15, %125
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef readonly %8) unnamed_addr #11 {
  %10 = load i64, ptr %3, align 8, !tbaa !100
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !130
  %14 = add i64 %13, %10
  %15 = load ptr, ptr %4, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 %10
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !131
  %19 = sub i64 0, %18
  %20 = getelementptr inbounds i8, ptr %11, i64 %19
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  %23 = sub i64 %21, %22
  %24 = icmp ugt i64 %14, %23
  br i1 %24, label %205, label %25

25:                                               ; preds = %9
  %26 = ptrtoint ptr %5 to i64
  %27 = ptrtoint ptr %15 to i64
  %28 = sub i64 %26, %27
  %29 = icmp ugt i64 %10, %28
  br i1 %29, label %205, label %30

30:                                               ; preds = %25
  %31 = icmp ult ptr %15, %0
  %32 = icmp ugt ptr %16, %0
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %205, label %34

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
  %58 = load <16 x i8>, ptr %56, align 1, !tbaa !10
  %59 = load <16 x i8>, ptr %57, align 1, !tbaa !10
  %60 = getelementptr i8, ptr %55, i64 16
  store <16 x i8> %58, ptr %55, align 1, !tbaa !10
  store <16 x i8> %59, ptr %60, align 1, !tbaa !10
  %61 = add nuw i64 %54, 32
  %62 = icmp eq i64 %61, %52
  br i1 %62, label %63, label %53, !llvm.loop !144

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
  %79 = load <8 x i8>, ptr %78, align 1, !tbaa !10
  store <8 x i8> %79, ptr %77, align 1, !tbaa !10
  %80 = add nuw i64 %76, 8
  %81 = icmp eq i64 %80, %72
  br i1 %81, label %82, label %75, !llvm.loop !145

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
  %91 = load i8, ptr %89, align 1, !tbaa !10
  %92 = getelementptr inbounds i8, ptr %88, i64 1
  store i8 %91, ptr %88, align 1, !tbaa !10
  %93 = icmp ult ptr %92, %11
  br i1 %93, label %87, label %176, !llvm.loop !146

94:                                               ; preds = %34
  %95 = getelementptr inbounds i8, ptr %11, i64 -32
  %96 = icmp uge ptr %95, %0
  %97 = icmp ult i64 %35, -16
  %98 = and i1 %96, %97
  br i1 %98, label %99, label %118

99:                                               ; preds = %94
  %100 = ptrtoint ptr %95 to i64
  %101 = sub i64 %100, %22
  %102 = load <16 x i8>, ptr %15, align 1
  store <16 x i8> %102, ptr %0, align 1
  %103 = icmp slt i64 %101, 17
  br i1 %103, label %116, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %0, i64 16
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi ptr [ %105, %104 ], [ %114, %106 ]
  %108 = phi ptr [ %15, %104 ], [ %112, %106 ]
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load <16 x i8>, ptr %109, align 1
  store <16 x i8> %110, ptr %107, align 1
  %111 = getelementptr inbounds i8, ptr %107, i64 16
  %112 = getelementptr inbounds i8, ptr %108, i64 32
  %113 = load <16 x i8>, ptr %112, align 1
  store <16 x i8> %113, ptr %111, align 1
  %114 = getelementptr inbounds i8, ptr %107, i64 32
  %115 = icmp ult ptr %114, %95
  br i1 %115, label %106, label %116, !llvm.loop !96

116:                                              ; preds = %106, %99
  %117 = getelementptr inbounds i8, ptr %15, i64 %101
  br label %118

118:                                              ; preds = %94, %116
  %119 = phi ptr [ %95, %116 ], [ %0, %94 ]
  %120 = phi ptr [ %117, %116 ], [ %15, %94 ]
  %121 = phi i64 [ %100, %116 ], [ %22, %94 ]
  %122 = add i64 %10, %22
  %123 = sub i64 %122, %121
  %124 = getelementptr i8, ptr %119, i64 %123
  %125 = icmp ult i64 %123, 8
  %126 = ptrtoint ptr %120 to i64
  %127 = ptrtoint ptr %119 to i64
  %128 = sub i64 %127, %126
  %129 = icmp ult i64 %128, 32
  %130 = select i1 %125, i1 true, i1 %129
  br i1 %130, label %166, label %131

131:                                              ; preds = %118
  %132 = icmp ult i64 %123, 32
  br i1 %132, label %152, label %133

133:                                              ; preds = %131
  %134 = and i64 %123, -32
  br label %135

135:                                              ; preds = %135, %133
  %136 = phi i64 [ 0, %133 ], [ %143, %135 ]
  %137 = getelementptr i8, ptr %119, i64 %136
  %138 = getelementptr i8, ptr %120, i64 %136
  %139 = getelementptr i8, ptr %138, i64 16
  %140 = load <16 x i8>, ptr %138, align 1, !tbaa !10
  %141 = load <16 x i8>, ptr %139, align 1, !tbaa !10
  %142 = getelementptr i8, ptr %137, i64 16
  store <16 x i8> %140, ptr %137, align 1, !tbaa !10
  store <16 x i8> %141, ptr %142, align 1, !tbaa !10
  %143 = add nuw i64 %136, 32
  %144 = icmp eq i64 %143, %134
  br i1 %144, label %145, label %135, !llvm.loop !147

145:                                              ; preds = %135
  %146 = icmp eq i64 %123, %134
  br i1 %146, label %176, label %147

147:                                              ; preds = %145
  %148 = getelementptr i8, ptr %120, i64 %134
  %149 = getelementptr i8, ptr %119, i64 %134
  %150 = and i64 %123, 24
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %166, label %152

152:                                              ; preds = %131, %147
  %153 = phi i64 [ %134, %147 ], [ 0, %131 ]
  %154 = and i64 %123, -8
  %155 = getelementptr i8, ptr %119, i64 %154
  %156 = getelementptr i8, ptr %120, i64 %154
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ %153, %152 ], [ %162, %157 ]
  %159 = getelementptr i8, ptr %119, i64 %158
  %160 = getelementptr i8, ptr %120, i64 %158
  %161 = load <8 x i8>, ptr %160, align 1, !tbaa !10
  store <8 x i8> %161, ptr %159, align 1, !tbaa !10
  %162 = add nuw i64 %158, 8
  %163 = icmp eq i64 %162, %154
  br i1 %163, label %164, label %157, !llvm.loop !148

164:                                              ; preds = %157
  %165 = icmp eq i64 %123, %154
  br i1 %165, label %176, label %166

166:                                              ; preds = %164, %118, %147
  %167 = phi ptr [ %119, %118 ], [ %149, %147 ], [ %155, %164 ]
  %168 = phi ptr [ %120, %118 ], [ %148, %147 ], [ %156, %164 ]
  br label %169

169:                                              ; preds = %166, %169
  %170 = phi ptr [ %174, %169 ], [ %167, %166 ]
  %171 = phi ptr [ %172, %169 ], [ %168, %166 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 1
  %173 = load i8, ptr %171, align 1, !tbaa !10
  %174 = getelementptr inbounds i8, ptr %170, i64 1
  store i8 %173, ptr %170, align 1, !tbaa !10
  %175 = icmp eq ptr %174, %124
  br i1 %175, label %176, label %169, !llvm.loop !149

176:                                              ; preds = %169, %87, %145, %164, %63, %82, %39
  store ptr %16, ptr %4, align 8, !tbaa !37
  %177 = load i64, ptr %17, align 8, !tbaa !131
  %178 = ptrtoint ptr %11 to i64
  %179 = ptrtoint ptr %6 to i64
  %180 = sub i64 %178, %179
  %181 = icmp ugt i64 %177, %180
  br i1 %181, label %184, label %182

182:                                              ; preds = %176
  %183 = load i64, ptr %12, align 8, !tbaa !130
  br label %201

184:                                              ; preds = %176
  %185 = ptrtoint ptr %7 to i64
  %186 = sub i64 %178, %185
  %187 = icmp ugt i64 %177, %186
  br i1 %187, label %205, label %188

188:                                              ; preds = %184
  %189 = ptrtoint ptr %20 to i64
  %190 = sub i64 %189, %179
  %191 = getelementptr inbounds i8, ptr %8, i64 %190
  %192 = load i64, ptr %12, align 8, !tbaa !130
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  %194 = icmp ugt ptr %193, %8
  br i1 %194, label %196, label %195

195:                                              ; preds = %188
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %11, ptr align 1 %191, i64 %192, i1 false)
  br label %205

196:                                              ; preds = %188
  %197 = sub i64 0, %190
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %11, ptr align 1 %191, i64 %197, i1 false)
  %198 = getelementptr inbounds i8, ptr %11, i64 %197
  %199 = load i64, ptr %12, align 8, !tbaa !130
  %200 = add i64 %199, %190
  store i64 %200, ptr %12, align 8, !tbaa !130
  br label %201

201:                                              ; preds = %182, %196
  %202 = phi i64 [ %200, %196 ], [ %183, %182 ]
  %203 = phi ptr [ %198, %196 ], [ %11, %182 ]
  %204 = phi ptr [ %6, %196 ], [ %20, %182 ]
  tail call fastcc void @ZSTD_safecopy(ptr noundef %203, ptr noundef %2, ptr noundef %204, i64 noundef %202, i32 noundef 1)
  br label %205

205:                                              ; preds = %184, %30, %25, %9, %201, %195
  %206 = phi i64 [ %14, %195 ], [ %14, %201 ], [ -70, %9 ], [ -20, %25 ], [ -70, %30 ], [ -20, %184 ]
  ret i64 %206
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !13, i64 4}
!12 = !{!"", !13, i64 0, !13, i64 4, !13, i64 8}
!13 = !{!"int", !8, i64 0}
!14 = !{!12, !13, i64 0}
!15 = !{!12, !13, i64 8}
!16 = !{!17, !13, i64 30176}
!17 = !{!"ZSTD_DCtx_s", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !19, i64 32, !8, i64 27324, !18, i64 29888, !18, i64 29896, !18, i64 29904, !18, i64 29912, !20, i64 29920, !21, i64 29928, !20, i64 29976, !20, i64 29984, !13, i64 29992, !13, i64 29996, !13, i64 30000, !13, i64 30004, !23, i64 30008, !20, i64 30096, !13, i64 30104, !13, i64 30108, !13, i64 30112, !18, i64 30120, !24, i64 30128, !20, i64 30152, !20, i64 30160, !20, i64 30168, !13, i64 30176, !18, i64 30184, !18, i64 30192, !13, i64 30200, !13, i64 30204, !13, i64 30208, !18, i64 30216, !13, i64 30224, !13, i64 30228, !13, i64 30232, !13, i64 30236, !18, i64 30240, !20, i64 30248, !20, i64 30256, !20, i64 30264, !18, i64 30272, !20, i64 30280, !20, i64 30288, !20, i64 30296, !20, i64 30304, !13, i64 30312, !13, i64 30316, !13, i64 30320, !25, i64 30328, !18, i64 30352, !18, i64 30360, !13, i64 30368, !8, i64 30372, !8, i64 95940, !20, i64 95960, !22, i64 95968}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!"", !8, i64 0, !8, i64 4104, !8, i64 6160, !8, i64 10264, !8, i64 26652, !8, i64 26664}
!20 = !{!"long", !8, i64 0}
!21 = !{!"", !22, i64 0, !22, i64 8, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40}
!22 = !{!"long long", !8, i64 0}
!23 = !{!"XXH_NAMESPACEXXH64_state_s", !20, i64 0, !8, i64 8, !8, i64 40, !13, i64 72, !13, i64 76, !20, i64 80}
!24 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16}
!25 = !{!"ZSTD_outBuffer_s", !18, i64 0, !20, i64 8, !20, i64 16}
!26 = !{!17, !13, i64 29944}
!27 = !{!17, !13, i64 30000}
!28 = !{!13, !13, i64 0}
!29 = !{!17, !13, i64 30228}
!30 = !{!17, !18, i64 30352}
!31 = !{!17, !13, i64 30368}
!32 = !{!17, !13, i64 30204}
!33 = !{!17, !18, i64 24}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!17, !18, i64 30360}
!37 = !{!18, !18, i64 0}
!38 = !{!17, !18, i64 30120}
!39 = !{!17, !20, i64 30152}
!40 = !{!41, !13, i64 4}
!41 = !{!"", !7, i64 0, !8, i64 2, !8, i64 3, !13, i64 4}
!42 = distinct !{!42, !35}
!43 = !{!20, !20, i64 0}
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
!54 = !{!41, !8, i64 3}
!55 = !{!41, !7, i64 0}
!56 = !{!41, !8, i64 2}
!57 = distinct !{!57, !35}
!58 = !{!17, !13, i64 30004}
!59 = distinct !{!59, !35}
!60 = !{!17, !18, i64 29904}
!61 = !{!17, !18, i64 16}
!62 = !{!63, !13, i64 4}
!63 = !{!"", !13, i64 0, !13, i64 4}
!64 = distinct !{!64, !35}
!65 = !{!17, !18, i64 29896}
!66 = !{!17, !18, i64 29912}
!67 = !{!68, !18, i64 24}
!68 = !{!"", !20, i64 0, !13, i64 8, !18, i64 16, !18, i64 24, !18, i64 32}
!69 = !{!68, !18, i64 32}
!70 = !{!68, !18, i64 16}
!71 = !{!68, !20, i64 0}
!72 = !{!17, !18, i64 0}
!73 = !{!74, !20, i64 0}
!74 = !{!"", !20, i64 0, !18, i64 8}
!75 = !{!68, !13, i64 8}
!76 = !{!74, !18, i64 8}
!77 = !{!17, !18, i64 8}
!78 = !{!79}
!79 = distinct !{!79, !80, !"ZSTD_decodeSequence: argument 0"}
!80 = distinct !{!80, !"ZSTD_decodeSequence"}
!81 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!82 = distinct !{!82, !35}
!83 = !{!84, !18, i64 48}
!84 = !{!"", !68, i64 0, !74, i64 40, !74, i64 56, !74, i64 72, !8, i64 88}
!85 = !{!86}
!86 = distinct !{!86, !87, !"ZSTD_decodeSequence: argument 0"}
!87 = distinct !{!87, !"ZSTD_decodeSequence"}
!88 = !{!84, !20, i64 40}
!89 = !{!84, !18, i64 80}
!90 = !{!84, !20, i64 72}
!91 = !{!84, !18, i64 64}
!92 = !{!84, !20, i64 56}
!93 = distinct !{!93, !35, !45, !46}
!94 = distinct !{!94, !35, !45, !46}
!95 = distinct !{!95, !35, !45}
!96 = distinct !{!96, !35}
!97 = distinct !{!97, !35, !45, !46}
!98 = distinct !{!98, !35, !45, !46}
!99 = distinct !{!99, !35, !45}
!100 = !{!101, !20, i64 0}
!101 = !{!"", !20, i64 0, !20, i64 8, !20, i64 16}
!102 = !{!"branch_weights", i32 4001, i32 4000000}
!103 = distinct !{!103, !35}
!104 = distinct !{!104, !35}
!105 = distinct !{!105, !35, !45, !46}
!106 = distinct !{!106, !35, !45, !46}
!107 = distinct !{!107, !35, !45}
!108 = distinct !{!108, !35, !45, !46}
!109 = distinct !{!109, !35, !45, !46}
!110 = distinct !{!110, !35, !45}
!111 = distinct !{!111, !35}
!112 = !{!113}
!113 = distinct !{!113, !114, !"ZSTD_decodeSequence: argument 0"}
!114 = distinct !{!114, !"ZSTD_decodeSequence"}
!115 = distinct !{!115, !35}
!116 = distinct !{!116, !35, !45, !46}
!117 = distinct !{!117, !35, !45, !46}
!118 = distinct !{!118, !35, !45}
!119 = distinct !{!119, !35, !45, !46}
!120 = distinct !{!120, !35, !45, !46}
!121 = distinct !{!121, !35, !45}
!122 = !{!123}
!123 = distinct !{!123, !124, !"ZSTD_decodeSequence: argument 0"}
!124 = distinct !{!124, !"ZSTD_decodeSequence"}
!125 = !{!126}
!126 = distinct !{!126, !127, !"ZSTD_decodeSequence: argument 0"}
!127 = distinct !{!127, !"ZSTD_decodeSequence"}
!128 = distinct !{!128, !35}
!129 = !{!17, !18, i64 29888}
!130 = !{!101, !20, i64 8}
!131 = !{!101, !20, i64 16}
!132 = distinct !{!132, !35, !45, !46}
!133 = distinct !{!133, !35, !45, !46}
!134 = distinct !{!134, !35, !45}
!135 = distinct !{!135, !35, !45, !46}
!136 = distinct !{!136, !35, !45, !46}
!137 = distinct !{!137, !35, !45}
!138 = distinct !{!138, !35, !45, !46}
!139 = distinct !{!139, !35, !45, !46}
!140 = distinct !{!140, !35, !45}
!141 = distinct !{!141, !35, !45, !46}
!142 = distinct !{!142, !35, !45, !46}
!143 = distinct !{!143, !35, !45}
!144 = distinct !{!144, !35, !45, !46}
!145 = distinct !{!145, !35, !45, !46}
!146 = distinct !{!146, !35, !45}
!147 = distinct !{!147, !35, !45, !46}
!148 = distinct !{!148, !35, !45, !46}
!149 = distinct !{!149, !35, !45}
